"""The words of the search language: its field names, and the lexer that cuts text into tokens."""

from __future__ import annotations

import re
from dataclasses import dataclass

from papershelf.i18n import N, translate

# Field name (and its aliases) -> the FTS column it searches, for text fields.
TEXT_FIELDS = {
    "title": "title",
    "author": "authors_text",
    "authors": "authors_text",
    "abstract": "abstract",
    "venue": "venue",
    "journal": "venue",
    "notes": "notes",
    "note": "notes",
    "keywords": "keywords",
    "keyword": "keywords",
}
FILTER_FIELDS = (
    "key", "doi", "type", "tag", "list", "year", "rating", "status", "added", "related",
    "attachments",
    "fulltext", "annotation", "readby", "readers", "assigned", "mytag",
)  # fmt: skip
FIELD_ALIASES = {
    "tags": "tag", "lists": "list", "kind": "type", "attachment": "attachments",
    "files": "attachments", "file": "attachments", "annotations": "annotation",
}  # fmt: skip
FIELD_NAMES = tuple(sorted({*TEXT_FIELDS, *FILTER_FIELDS}))
FIELD_TERM = re.compile(r"([A-Za-z]+):(.*)", re.DOTALL)
OPERATOR_ONLY = re.compile(r"(?:>=|<=|>|<|=)?")
OPERATORS = {"OR": "or", "AND": "and", "NOT": "not"}

# An example of each field, for hints and the search box's completion (N: words of a
# language, translated where shown).
FIELD_EXAMPLES = {
    "title": "title:transformer",
    "author": "author:vaswani",
    "authors": "author:vaswani",
    "abstract": "abstract:protein",
    "venue": "venue:iclr",
    "journal": "venue:nature",
    "notes": N("notes:idea"),
    "note": N("notes:idea"),
    "keywords": N("keywords:graphs"),
    "keyword": N("keywords:graphs"),
    "key": "key:vaswani2017",
    "doi": "doi:10.48550",
    "type": "type:article",
    "tag": "tag:ml",
    "list": N('list:"To read"'),
    "year": "year:2020..2024",
    "rating": "rating:>=4",
    "status": "status:unread",
    "added": "added:<30d",
    "related": "related:vaswani2017",
    "attachments": "attachments:missing",
    "fulltext": N('fulltext:"a sentence in the PDF"'),
    "annotation": N('annotation:"words you highlighted or commented"'),
    "readby": "readby:ann",
    "readers": "readers:>=2",
    "assigned": "assigned:ann",
    "mytag": N("mytag:thesis"),
}


@dataclass
class Token:
    """One piece of the query: a word, phrase, field term, parenthesis or operator."""

    kind: str  # 'word', 'phrase', 'field', '(', ')', 'or', 'and', 'not', 'neg'
    text: str = ""
    name: str = ""  # field name, for 'field'
    quoted: bool = False
    closed: bool = True  # False: a quote left open at the end of the query
    star: bool = False  # a '*' straight after the closing quote
    last: bool = False  # touches the end of the text: the word being typed


def read_quoted(text: str, start: int) -> tuple[str, bool, bool, int]:
    """From an opening quote: the inside, whether it closed, a '*' after it, the next index."""
    end = text.find('"', start + 1)
    if end < 0:
        return text[start + 1 :], False, False, len(text)
    star = text.startswith("*", end + 1)
    return text[start + 1 : end], True, star, end + 1 + star


def word_end(text: str, start: int) -> int:
    """Where a word starting at *start* ends: whitespace, a parenthesis or a quote."""
    index = start
    while index < len(text) and not text[index].isspace() and text[index] not in '()"':
        index += 1
    return index


def field_name(word: str) -> tuple[str, str] | None:
    """'Title:>=x' -> ('title', '>=x') when the part before the colon is a known field."""
    match = FIELD_TERM.fullmatch(word)
    if not match:
        return None
    name = match.group(1).lower()
    name = FIELD_ALIASES.get(name, name)
    return (name, match.group(2)) if name in FIELD_NAMES else None


class Lexer:
    """Splits query text into tokens, noting hints for what it had to skip."""

    def __init__(self, text: str, hints: list[str], typing: bool) -> None:
        """Cut *text*; *typing*: keep quiet about a '-' still being typed at the end."""
        self.text = text
        self.hints = hints
        self.typing = typing
        self.tokens: list[Token] = []

    def run(self) -> list[Token]:
        """Every token of the text, in order."""
        index = 0
        while index < len(self.text):
            index = self._step(index)
        if self.tokens:
            self.tokens[-1].last = not self.text[-1].isspace()
        return self.tokens

    def _step(self, index: int) -> int:
        """Read the token at *index*; the index after it."""
        char = self.text[index]
        if char.isspace():
            return index + 1
        if char in "()":
            self.tokens.append(Token(char))
            return index + 1
        if char == '"':
            inside, closed, star, after = read_quoted(self.text, index)
            self.tokens.append(Token("phrase", inside, quoted=True, closed=closed, star=star))
            return after
        if char == "-":
            return self._minus(index)
        return self._word(index)

    def _minus(self, index: int) -> int:
        """A '-' before a term negates it; a lone one is skipped with a hint."""
        after = index + 1
        if after >= len(self.text) or self.text[after].isspace():
            if not (self.typing and after >= len(self.text)):
                self.hints.append(
                    translate("search", "a lone '-' was ignored (write -word to exclude a word)")
                )
            return after
        self.tokens.append(Token("neg"))
        return after

    def _word(self, index: int) -> int:
        """A word, an operator, or a field term (whose value may be quoted)."""
        end = word_end(self.text, index)
        word = self.text[index:end]
        if word in OPERATORS:
            self.tokens.append(Token(OPERATORS[word], word))
            return end
        named = field_name(word)
        if named is None:
            if FIELD_TERM.fullmatch(word) and word.split(":", 1)[1]:
                said = translate("search", "unknown field '{field}:'; searched as text")
                self.hints.append(said.format(field=word.split(":", 1)[0]))
            self.tokens.append(Token("word", word))
            return end
        name, value = named
        token = Token("field", value, name=name)
        if OPERATOR_ONLY.fullmatch(value) and self.text.startswith('"', end):
            inside, token.closed, token.star, end = read_quoted(self.text, end)
            token.text, token.quoted = value + inside, True
        self.tokens.append(token)
        return end
