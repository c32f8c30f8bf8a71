"""Inferring a readable title from an abstract, for lists that carry abstracts only.

The title is 'Name: Description' when the abstract introduces a named method, model,
dataset or benchmark ("we introduce **Metamizer**, a novel neural optimizer that ...");
otherwise it is the paper's stated contribution ("In this work, we design X" -> "X",
"we show that Y" -> "Y", "we study Z" -> "Studying Z"); failing that, the first sentence.
Titles are Title Cased, free of markup, at most MAX_WORDS words (one more when that
completes the phrase), cut before a phrase ("that", "without", "to") without an
ellipsis (the abstract keeps the full text), and never end on a dangling word ("of",
"the", "that") or a full stop.

Everything here is linear in the input: the abstract is cut to its first _SCAN_CHARS
characters, and the regular expressions have no nested quantifiers.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

MAX_WORDS = 15
# A phrase that ends within this many words past MAX_WORDS is kept whole: a complete
# 16-word phrase reads better than a 12-word one cut before its last clause.
_SLACK = 1
UNTITLED = "Untitled"

# A title comes from the first sentences; reading further only costs time.
_SCAN_CHARS = 20_000
_MAX_SENTENCES = 60
# A subject ("we") that far into a sentence is not the sentence's subject.
_SUBJECT_WINDOW = 40


def _words(text: str) -> frozenset[str]:
    """A set of words written as one string, so that long word lists stay compact."""
    return frozenset(text.split())


def _pairs(text: str) -> dict[str, str]:
    """A mapping written as 'key:value' words in one string ('found:find built:build')."""
    return dict(pair.split(":", 1) for pair in text.split())


# ---------------------------------------------------------------------------
# Markup: Markdown bold/italic, LaTeX text commands and $math$ -> plain text.

_GREEK = _words(
    "alpha beta gamma delta epsilon zeta eta theta iota kappa lamda mu nu xi omicron pi rho "
    "sigma tau upsilon phi chi psi omega"
)
_LATEX_SYMBOLS = {
    "times": "\N{MULTIPLICATION SIGN}",
    "cdot": "\N{MIDDLE DOT}",
    "pm": "\N{PLUS-MINUS SIGN}",
    "leq": "\N{LESS-THAN OR EQUAL TO}",
    "le": "\N{LESS-THAN OR EQUAL TO}",
    "geq": "\N{GREATER-THAN OR EQUAL TO}",
    "ge": "\N{GREATER-THAN OR EQUAL TO}",
    "neq": "\N{NOT EQUAL TO}",
    "ne": "\N{NOT EQUAL TO}",
    "approx": "\N{ALMOST EQUAL TO}",
    "sim": "~",
    "infty": "\N{INFINITY}",
    "to": "\N{RIGHTWARDS ARROW}",
    "rightarrow": "\N{RIGHTWARDS ARROW}",
    "leftarrow": "\N{LEFTWARDS ARROW}",
    "in": "\N{ELEMENT OF}",
    "ell": "\N{SCRIPT SMALL L}",
    "sqrt": "\N{SQUARE ROOT}",
    "sum": "\N{N-ARY SUMMATION}",
    "prod": "\N{N-ARY PRODUCT}",
    "partial": "\N{PARTIAL DIFFERENTIAL}",
    "nabla": "\N{NABLA}",
    "log": "log",
    "exp": "exp",
    "LaTeX": "LaTeX",
    "TeX": "TeX",
    "ldots": "\N{HORIZONTAL ELLIPSIS}",
    "dots": "\N{HORIZONTAL ELLIPSIS}",
    "textendash": "\N{EN DASH}",
    "textemdash": "\N{EM DASH}",
    # \alpha -> the Greek letter, \Gamma -> the capital; Unicode spells lambda "lamda".
    **{
        name.replace("lamda", "lambda"): unicodedata.lookup(f"GREEK SMALL LETTER {name}")
        for name in _GREEK
    },
    **{
        name.replace("lamda", "lambda").capitalize(): unicodedata.lookup(
            f"GREEK CAPITAL LETTER {name}"
        )
        for name in _GREEK
    },
    "varepsilon": "\N{GREEK SMALL LETTER EPSILON}",
    "varphi": "\N{GREEK SMALL LETTER PHI}",
}
# Private-use characters: one marks a word that came from math, one is a space inside it
# (so the formula stays one word); both are gone from the finished title.
_MATH_MARK = "\ue002"
_MATH_SPACE = "\ue001"
# Stands in for an escaped "\$" while unescaped dollars are read as math.
_DOLLAR = "\ue000"
_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_SUBSCRIPTS = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")

_ESCAPED = re.compile(r"\\([&%#_$])")
_DROPPED_COMMAND = re.compile(
    r"\\(?:cite[a-zA-Z]*|ref|eqref|autoref|cref|label|footnote|url)\*?(?:\[[^\]]{0,80}\])?"
    r"\{[^{}]{0,300}\}"
)
_TEXT_COMMAND = re.compile(r"\\[A-Za-z]{1,14}\*?\s?\{([^{}]{0,300})\}")
_BOLD_COMMAND = re.compile(r"\\textbf\s?\{([^{}]{0,300})\}")
_MATH = re.compile(r"\$\$?([^$]{0,300})\$\$?")
_MD_BOLD = re.compile(r"\*\*([^*]{1,300})\*\*|(?<!\w)__([^_]{1,300})__(?!\w)")
_MD_ITALIC = re.compile(r"(?<![\w*])\*([^*\s][^*]{0,300})\*(?!\*)")
_MD_LINK = re.compile(r"\[([^\]]{1,200})\]\([^)\s]{1,500}\)")
_HTML_TAG = re.compile(r"</?(?:i|b|em|strong|sub|sup|tt|code|br|p|span|u)\b[^<>]{0,60}>", re.I)
_COMMAND = re.compile(r"\\([A-Za-z]+)\*?|\\[,;:! ]")
_SCRIPT = re.compile(r"([\^_])\{?(\d)\}?")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class _Plain:
    """An abstract as plain text, with the phrases its author set in bold."""

    text: str
    bold: frozenset[str]


def _command_text(match: re.Match[str]) -> str:
    """A LaTeX command outside braces: its symbol (a times sign for '\\times') or nothing."""
    name = match.group(1)
    if name is None:
        return " "
    return _LATEX_SYMBOLS.get(name, "")


def _math_text(match: re.Match[str]) -> str:
    """Inline math as text: symbols for commands, digits raised or lowered, braces gone."""
    body = _SCRIPT.sub(
        lambda m: m.group(2).translate(_SUPERSCRIPTS if m.group(1) == "^" else _SUBSCRIPTS),
        match.group(1),
    )
    body = _COMMAND.sub(_command_text, body)
    body = body.replace("{", "").replace("}", "").replace("^", "").replace("_", "")
    body = _MATH_SPACE.join(body.split())
    # Marked so Title Case leaves it alone: "O(n log n)" must not become "O(n Log N)".
    return _MATH_MARK + body if body else ""


def _strip_markup(text: str) -> _Plain:
    """Plain text of an abstract, and its bold phrases (a bold phrase is a name)."""
    text = _ESCAPED.sub(lambda m: _DOLLAR if m.group(1) == "$" else m.group(1), text)
    text = _DROPPED_COMMAND.sub("", text)
    bold = [m.group(1) for m in _BOLD_COMMAND.finditer(text)]
    # Text commands nest (\emph{\textsc{X}}); three passes undo any sane nesting.
    for _ in range(3):
        text = _TEXT_COMMAND.sub(lambda m: m.group(1), text)
    text = _MATH.sub(_math_text, text)
    bold += [m.group(1) or m.group(2) for m in _MD_BOLD.finditer(text)]
    text = _MD_BOLD.sub(lambda m: m.group(1) or m.group(2), text)
    text = _MD_ITALIC.sub(lambda m: m.group(1), text)
    text = _MD_LINK.sub(lambda m: m.group(1), text)
    text = _HTML_TAG.sub("", text)
    text = _COMMAND.sub(_command_text, text)
    text = text.replace("{", "").replace("}", "").replace("$", "").replace(_DOLLAR, "$")
    text = _SPACES.sub(" ", unicodedata.normalize("NFC", text)).strip()
    names = frozenset(" ".join(b.split()) for b in bold if any(c.isalpha() for c in b))
    return _Plain(text, names)


# ---------------------------------------------------------------------------
# Sentences and words.

_SENTENCE_END = re.compile(r"[.!?][\"')\]\u201d\u2019]?(?=\s+[\"'(\[\u201c\u2018]?[A-Z0-9])")
_ABBREVIATIONS = _words(
    "e.g. i.e. al. vs. cf. fig. figs. eq. eqs. sec. no. approx. resp. dr. prof. st. inc. ltd. "
    "ca. viz. ref. refs. mr. ms. ph.d."
)
_QUOTES = "\"'\u2018\u2019\u201c\u201d"
_PUNCT = ".,;:!?()[]{}*`" + _QUOTES
# Structured abstracts label their parts ("Background: ...", "Methods: ...").
_SECTION_LABEL = re.compile(
    r"^(?:abstract|background|objectives?|purpose|motivation|summary|context|aims?|"
    r"introduction|methods?|results?|conclusions?|findings|significance)\s?[:.\u2014-]\s",
    re.IGNORECASE,
)


def _sentences(text: str) -> list[str]:
    """The text's sentences (not split after 'e.g.' or 'et al.'), without section labels."""
    sentences: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        word = text[text.rfind(" ", start, match.start()) + 1 : match.end()].lower()
        # No exception for initials ("J. Smith"): in abstracts "at 2.1 K." is commoner.
        if word in _ABBREVIATIONS:
            continue
        sentences.append(text[start : match.end()])
        start = match.end()
        if len(sentences) >= _MAX_SENTENCES:
            break
    else:
        sentences.append(text[start:])
    cleaned = (_SECTION_LABEL.sub("", s.strip()) for s in sentences)
    return [s for s in cleaned if s]


def _bare(word: str) -> str:
    """A word without the punctuation around it."""
    return word.strip(_PUNCT)


def _tokens(text: str) -> list[re.Match[str]]:
    """The whitespace-separated words of *text*, with their positions."""
    return list(re.finditer(r"\S+", text))


# ---------------------------------------------------------------------------
# Who does what: "we propose X", "this paper studies Y".

_PRESENTING = _words(
    "propose present introduce design develop devise build construct create release "
    "contribute offer provide describe curate collect compile assemble formulate formalize "
    "formalise unveil launch craft engineer implement establish report"
)
_STUDYING = _words(
    "study investigate explore examine analyze analyse expose reveal identify address tackle "
    "consider revisit leverage characterize characterise derive extend show prove demonstrate "
    "find argue quantify measure benchmark evaluate compare learn apply adapt generalize "
    "generalise unify bridge connect rethink challenge uncover model simulate estimate "
    "predict survey review discuss assess question improve enhance accelerate enable solve "
    "overcome mitigate reduce combine integrate exploit focus undertake theorize hypothesize "
    "map track decompose disentangle ask"
)
_THAT_VERBS = _words(
    "show prove demonstrate find argue establish reveal observe hypothesize hypothesise "
    "conjecture confirm verify discover suggest posit claim illustrate"
)
_ADVERBS = _words(
    "first also further then here now thus hence therefore instead next finally additionally "
    "furthermore moreover however hereby herein newly jointly subsequently specifically"
)
_INTENT = _words(
    "aim seek attempt try strive want wish intend plan propose set endeavor endeavour begin start"
)
_MODALS = _words("can could may might will would should must is are also further then both")
_PAPER_DETERMINERS = frozenset({"this", "our", "present", "current"})
_PAPER_NOUNS = _words("paper work study article letter thesis manuscript report chapter")
_MARKER = re.compile(
    r"\b(?:in|with|through|throughout)\s+this\s+(?:paper|work|study|article|letter|thesis|"
    r"manuscript|report|chapter)\b|\bhere\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _Clause:
    """'we VERB REST' in a sentence: the verb's base form, the rest, and where each starts."""

    verb: str
    rest: str
    verb_at: int
    rest_at: int
    marked: bool
    third_person: bool = False


def _base_form(verb: str) -> str:
    """'proposes' -> 'propose', 'studies' -> 'study' (good enough for a title)."""
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith(("ss", "us", "is")):
        return verb[:-1]
    return verb


_PAST_IRREGULAR = _pairs(
    "found:find built:build made:make took:take wrote:write showed:show shown:show "
    "sought:seek undertook:undertake began:begin gave:give led:lead ran:run"
)


def _is_known_verb(verb: str) -> bool:
    """Whether a verb is one that states a contribution."""
    return verb in _PRESENTING or verb in _STUDYING or verb in _THAT_VERBS


def _present_form(word: str, third_person: bool) -> str:
    """The base form of a verb as written: 'proposes', 'proposed', 'found' -> present tense."""
    if word in _PAST_IRREGULAR:
        return _PAST_IRREGULAR[word]
    if word.endswith("ed") and len(word) > 4:
        stem = word[:-2]
        candidates = [stem, stem + "e", stem[:-1] + "y" if stem.endswith("i") else stem, stem[:-1]]
        for candidate in candidates:
            if _is_known_verb(candidate):
                return candidate
    return _base_form(word) if third_person else word


_ING_IRREGULAR = _pairs(
    "be:being see:seeing free:freeing agree:agreeing lie:lying die:dying tie:tying "
    "submit:submitting admit:admitting permit:permitting omit:omitting commit:committing "
    "refer:referring prefer:preferring occur:occurring begin:beginning forget:forgetting "
    "compel:compelling propel:propelling equip:equipping transfer:transferring "
    "control:controlling model:modeling label:labeling signal:signaling travel:traveling"
)


def _gerund(verb: str) -> str:
    """'study' -> 'studying', 'expose' -> 'exposing', 'map' -> 'mapping'."""
    if verb in _ING_IRREGULAR:
        return _ING_IRREGULAR[verb]
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if len(verb) > 2 and verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    vowels = "aeiou"
    one_syllable = len(re.findall(r"[aeiou]+", verb)) == 1
    cvc = (
        len(verb) >= 3
        and verb[-1] not in vowels + "wxy"
        and verb[-2] in vowels
        and verb[-3] not in vowels
    )
    return verb + verb[-1] + "ing" if one_syllable and cvc else verb + "ing"


def _skip_adverbs(toks: list[re.Match[str]], j: int) -> int:
    """Index of the first token at or after *j* that is not an adverb ('first', 'further')."""
    while j < len(toks):
        word = _bare(toks[j].group()).lower()
        if word in _ADVERBS or (word.endswith("ly") and len(word) > 4 and word.isalpha()):
            j += 1
            continue
        return j
    return j


def _clause_from(
    sentence: str, toks: list[re.Match[str]], j: int, marked: bool, third_person: bool
) -> _Clause | None:
    """The verb phrase starting at token *j* ('first propose and formalize X')."""
    j = _skip_adverbs(toks, j)
    if j + 2 < len(toks) and _bare(toks[j].group()).lower() in _INTENT:
        nxt = _bare(toks[j + 1].group()).lower()
        if nxt == "to" or (nxt == "out" and _bare(toks[j + 2].group()).lower() == "to"):
            j += 2 if nxt == "to" else 3
            j = _skip_adverbs(toks, j)
    if j >= len(toks):
        return None
    word = toks[j].group()
    if word.endswith(":") and word[:-1].isalpha() and word.islower():
        # "we ask: can X do Y?" -- the colon opens the object.
        verb = _present_form(word[:-1], third_person)
        colon = toks[j].end() - 1
        return _Clause(verb, sentence[colon:], toks[j].start(), colon, marked, third_person)
    if not (word.isalpha() and word.islower()):
        return None
    verb = _present_form(word, third_person)
    k = j + 1
    if k + 1 < len(toks) and toks[k].group() == "and":
        second = _present_form(toks[k + 1].group(), third_person)
        if second in _PRESENTING or second in _STUDYING:
            k += 2
    rest_at = toks[k].start() if k < len(toks) else len(sentence)
    return _Clause(verb, sentence[rest_at:], toks[j].start(), rest_at, marked, third_person)


def _is_subject(toks: list[re.Match[str]], i: int) -> bool:
    """Whether 'paper' at *i* is a subject ('This paper shows'), not 'In this paper we'."""
    before = [_bare(t.group()).lower() for t in toks[max(0, i - 3) : i]]
    determiner = next((k for k, w in enumerate(before) if w in _PAPER_DETERMINERS), None)
    if determiner is None:
        return False
    preposition = determiner > 0 and before[determiner - 1] in _SMALL_WORDS
    following = _bare(toks[i + 1].group()).lower() if i + 1 < len(toks) else ""
    return not preposition and following != "we"


def _clause(sentence: str) -> _Clause | None:
    """The sentence's 'we VERB ...' or 'this paper VERBs ...' clause, if it has one."""
    toks = _tokens(sentence)
    window = toks[:_SUBJECT_WINDOW]
    for i, tok in enumerate(window):
        word = _bare(tok.group()).lower()
        if word == "we":
            marked = bool(_MARKER.search(sentence[: tok.start()]))
            return _clause_from(sentence, toks, i + 1, marked, third_person=False)
        if word in _PAPER_NOUNS and i > 0 and tok.group().isalpha() and _is_subject(window, i):
            return _clause_from(sentence, toks, i + 1, True, third_person=True)
    return None


# ---------------------------------------------------------------------------
# Names: "we introduce Metamizer, a ...", "... called Earliest Q-Evaluation (EDQ)".

_NOT_NAMES = _words(
    "we our the a an this these that those it its they in on to for of and or with however "
    "moreover here first second third finally thus then specifically overall instead notably "
    "today next together lastly furthermore additionally importantly recently meanwhile "
    "nonetheless nevertheless similarly consequently therefore hence also unlike like while"
)
_GENERIC_ACRONYMS = _words(
    "rl llm vlm mllm nlp ml ai dl dnn cnn rnn gnn mlp ssl marl kg tta pde ode sde lm plm mt "
    "asr tts qa ner ood iid sgd gan vae vit mdp pomdp api gpu cpu hci vr ar xr mri ct eeg "
    "fmri ecg dna rna ppi sota fid iou map bleu rouge nli vqa rag cot icl il bc mpc slam nerf "
    "uav lidar rgb rgb-d 3d 2d id auc f1 gp bo hmm crf svm pca nn ann snn moe peft lora rlhf "
    "dpo ppo nas fl dp kd"
)
_NAMING_WORDS = frozenset({"called", "named", "dubbed", "termed", "coined", "codenamed"})
_METHOD_NOUNS = _words(
    "method model approach framework algorithm system tool dataset benchmark library "
    "architecture technique pipeline agent network solution platform toolkit corpus package "
    "software suite"
)
_SKIPPED_ADJECTIVES = _words(
    "novel new simple general unified efficient principled lightweight scalable generic "
    "flexible robust powerful effective fast practical versatile first"
)
_APPOSITIVE = re.compile(r"\s*(?:,|:|\s[-\u2013\u2014])\s*(?=(?:a|an|the|one)\s)", re.IGNORECASE)
_RELATIVE = re.compile(r"\s*,?\s*(?:which|that|whose)\s", re.IGNORECASE)
# "X provides a framework" describes X as "a framework", so the verb goes.
_LINKING_VERBS = _words(
    "is are serves acts provides offers presents introduces represents constitutes forms "
    "yields becomes remains"
)
_STANDS_FOR = re.compile(r"\s*(?:stands|is\s+short)\s+for\s+", re.IGNORECASE)
_PARENTHESIS = re.compile(r"\s*\(([^()]{1,80})\)")
_TRAILING_PUNCT = ",.;:"


@dataclass(frozen=True)
class _Named:
    """A name the abstract introduces, and the words describing it."""

    name: str
    description: str


def _is_name_word(word: str) -> bool:
    """Whether a word looks like a name: Capitalised, CamelCase, an acronym, 'DPLM-2'."""
    if not any(c.isalpha() for c in word) or word.lower() in _NOT_NAMES:
        return False
    return word[0].isupper() or word[0].isdigit() or any(c.isupper() for c in word[1:])


def _is_acronym(word: str) -> bool:
    """Whether a word reads as a short name: two capitals or more ('FiNE', 'GotenNet'),
    and not a field's common acronym ('RL', 'LLMs')."""
    lowered = word.lower()
    generic = lowered in _GENERIC_ACRONYMS or lowered.removesuffix("s") in _GENERIC_ACRONYMS
    return sum(c.isupper() for c in word) >= 2 and not generic


def _name_run(text: str, at: int, bold: frozenset[str]) -> tuple[str, int] | None:
    """The name starting at offset *at* (a bold phrase, or up to five name-like words)."""
    # Longest first, and whole words only: "**Koo**pman" must not name "KooNPro" "Koo".
    for phrase in sorted(bold, key=len, reverse=True):
        after = text[at + len(phrase) : at + len(phrase) + 1]
        if text.startswith(phrase, at) and not after.isalnum():
            return phrase, at + len(phrase)
    words: list[str] = []
    end = at
    for match in re.finditer(r"\S+", text[at : at + 200]):
        word = match.group().strip(_QUOTES)
        core = word.rstrip(_TRAILING_PUNCT)
        # "(GotenNet)" after an expansion is the name's acronym, read by _after_name.
        if word.startswith("(") or not _is_name_word(core) or len(words) == 5:
            break
        words.append(core)
        end = at + match.start() + match.group().find(core) + len(core)
        if core != word:
            break
    return (" ".join(words), end) if words else None


def _after_name(name: str, text: str, end: int) -> _Named | None:
    """The name's description from what follows it: ', a ...', ', which ...', '(ACR), a ...'."""
    paren = _PARENTHESIS.match(text, end)
    if paren:
        inner = paren.group(1).strip()
        if _is_acronym(inner) and " " not in inner:
            name = inner
        end = paren.end()
    appositive = _APPOSITIVE.match(text, end)
    if appositive:
        return _Named(name, text[appositive.end() :])
    relative = _RELATIVE.match(text, end)
    if relative:
        return _Named(name, _relative_description(text[relative.end() :]))
    if not text[end:].strip(" " + _TRAILING_PUNCT):
        return _Named(name, "")
    return None


def _relative_description(text: str) -> str:
    """'learns to segment cells' -> 'learning to segment cells'; 'is a model' -> 'a model'."""
    toks = _tokens(text)
    j = 0
    while j < len(toks) and toks[j].group().lower() in _MODALS:
        j += 1
    j = _skip_adverbs(toks, j)
    if j >= len(toks):
        return ""
    word = toks[j].group()
    stands_for = _STANDS_FOR.match(text)
    if stands_for:
        return text[stands_for.end() :]
    if word.lower() in _LINKING_VERBS or not word.isalpha():
        return text[toks[j].end() :].removeprefix(" as ")
    if j > 0 and toks[j - 1].group().lower() in {"is", "are"}:
        return text[toks[j].start() :]
    return _gerund(_base_form(word.lower())) + text[toks[j].end() :]


def _leading_name(rest: str, bold: frozenset[str], verb: str) -> _Named | None:
    """'[the] [steerable] EquivarLayer, a ...' or 'temporal label noise, an ...' after a verb."""
    toks = _tokens(rest)
    # "a novel Geometric Tensor Network (GotenNet)": an indefinite phrase is no name.
    if toks and toks[0].group().lower() in {"a", "an"}:
        return None
    start = 1 if toks and toks[0].group().lower() == "the" else 0
    for skip in range(3):
        i = start + skip
        if i >= len(toks):
            return None
        run = _name_run(rest, toks[i].start(), bold)
        if run is not None:
            modifiers = rest[toks[start].start() : toks[i].start()] if skip else ""
            named = _after_name(modifiers + run[0], rest, run[1])
            if named is not None:
                return named
            return None
        if not (toks[i].group().isalpha() and toks[i].group().islower()):
            break
    return _concept(rest, toks, verb)


def _concept(rest: str, toks: list[re.Match[str]], verb: str) -> _Named | None:
    """'we propose temporal label noise, an unstudied problem' -> that concept as the name."""
    if verb not in _PRESENTING or not toks or toks[0].group().lower() in {"a", "an", "the"}:
        return None
    for i, tok in enumerate(toks[:5]):
        word = tok.group()
        if not word.rstrip(",").replace("-", "").isalpha():
            return None
        if word.endswith(","):
            appositive = _APPOSITIVE.match(rest, tok.end() - 1)
            if appositive and i >= 1:
                return _Named(rest[: tok.end() - 1], rest[appositive.end() :])
            return None
    return None


def _initials_match(acronym: str, words: list[str]) -> bool:
    """Whether 'GotenNet' abbreviates 'Geometric Tensor Network' (letters in order)."""
    letters = "".join(c for c in "".join(words).lower() if c.isalnum())
    wanted = [c for c in acronym.lower() if c.isalnum()]
    if not wanted or not letters or letters[0] != wanted[0]:
        return False
    position = 0
    for char in wanted:
        position = letters.find(char, position)
        if position < 0:
            return False
        position += 1
    return True


def _expansion_words(before: str) -> list[str]:
    """The words a parenthesised acronym may abbreviate: after the article or colon."""
    cut = max(before.rfind(":"), before.rfind(" the "), before.rfind(" a "), before.rfind(" an "))
    words = before[cut + 1 :].split() if cut >= 0 else before.split()
    words = [w for w in words if w.lower() not in {"a", "an", "the"}]
    while words and words[0].lower() in _SKIPPED_ADJECTIVES:
        words = words[1:]
    return words


def _abbreviates(acronym: str, words: list[str]) -> bool:
    """Whether 'GotenNet' abbreviates 'Geometric Tensor Network': its capitals are the
    words' initials in order, and there are not many more words than capitals."""
    capitals = [c.lower() for c in acronym if c.isupper()]
    initials = [part[0].lower() for w in words for part in w.split("-") if part[:1].isalnum()]
    if not capitals or not initials or len(words) > 2 * len(capitals) + 1:
        return False
    if initials[0] != capitals[0] or not _initials_match(acronym, words):
        return False
    position = 0
    for capital in capitals:
        try:
            position = initials.index(capital, position) + 1
        except ValueError:
            return False
    return True


def _parenthesised_name(rest: str) -> _Named | None:
    """'a novel Geometric Tensor Network (GotenNet) that ...' -> GotenNet and the rest."""
    for match in re.finditer(r"\s\(([^()\s]{2,20})\)", rest[:400]):
        acronym = match.group(1)
        before = rest[: match.start()]
        if not _is_acronym(acronym) or not _abbreviates(acronym, _expansion_words(before)):
            continue
        colon = before.rfind(":")
        description = before[colon + 1 :] if colon >= 0 else before
        return _Named(acronym, description + rest[match.end() :])
    return None


def _called_name(sentence: str, clause: _Clause | None, bold: frozenset[str]) -> _Named | None:
    """'... a new deep-Q algorithm ... called Earliest Disagreement Q-Evaluation (EDQ)'."""
    for match in re.finditer(r"\b(?:called|named|dubbed|termed|coined|codenamed)\s+", sentence):
        if clause is None or match.start() < clause.verb_at:
            continue
        run = _name_run(sentence, match.end(), bold)
        if run is None:
            continue
        named = _after_name(run[0], sentence, run[1])
        name = named.name if named else run[0]
        if clause.verb not in _PRESENTING or clause.rest_at >= match.start():
            return _Named(name, named.description if named else "")
        described = sentence[clause.rest_at : match.start()].rstrip(" ,;:")
        paren = _PARENTHESIS.match(sentence, run[1])
        after = paren.end() if paren else run[1]
        # "a regularizer termed SpectraNorm that bounds X": the clause describes it too,
        # and "called BERT, which stands for X" describes it best.
        relative = _RELATIVE.match(sentence, after)
        if relative and _STANDS_FOR.match(sentence, relative.end()):
            described = _relative_description(sentence[relative.end() :])
        elif relative:
            described += " " + sentence[after:].lstrip(" ,")
        return _Named(name, described)
    return None


def _opens_with_our_method(toks: list[re.Match[str]]) -> bool:
    """Whether a sentence opens 'Our method, ...' (or algorithm, model, dataset ...)."""
    return (
        len(toks) >= 4
        and toks[0].group() == "Our"
        and toks[1].group().endswith(",")
        and toks[1].group().rstrip(",").lower() in _METHOD_NOUNS
    )


def _our_name(sentence: str, bold: frozenset[str]) -> _Named | None:
    """'Our algorithm, ComaDICE, provides a principled framework ...' and 'Metamizer, a ...'."""
    toks = _tokens(sentence)
    if _opens_with_our_method(toks):
        # "Our approach, called HyperZ, uses ...": the naming word is optional.
        at = 3 if toks[2].group().lower() in _NAMING_WORDS else 2
        run = _name_run(sentence, toks[at].start(), bold)
        if run and sentence[run[1] : run[1] + 1] == ",":
            return _Named(run[0], _relative_description(sentence[run[1] + 1 :]))
    if toks and toks[0].group().rstrip(",").lower() not in _NOT_NAMES:
        run = _name_run(sentence, 0, bold)
        first = toks[0].group().rstrip(",")
        looks_named = first in bold or not first.lower().endswith("ly")
        if run and looks_named and _APPOSITIVE.match(sentence, run[1]):
            appositive = _APPOSITIVE.match(sentence, run[1])
            return _Named(run[0], sentence[appositive.end() :] if appositive else "")
    return None


def _appositive_name(rest: str, bold: frozenset[str]) -> _Named | None:
    """'a large-scale dataset, CellAtlas-1M, containing ...' -> CellAtlas-1M, that dataset."""
    comma = rest.find(", ", 0, 120)
    if comma < 0 or not rest.lower().startswith(("a ", "an ", "the ")):
        return None
    # "a new simple network architecture, the Transformer, based on ...".
    at = comma + 6 if rest.startswith("the ", comma + 2) else comma + 2
    run = _name_run(rest, at, bold)
    if run is None:
        return None
    after = rest[run[1] :]
    if after[:1] not in {",", ".", ":", ""}:
        return None
    tail = after.lstrip(",.: ")
    keep_tail = bool(tail) and tail.split()[0].lower() not in {"and", "but", "or", "then"}
    return _Named(run[0], rest[:comma] + (" " + tail if keep_tail else ""))


def _named(sentence: str, bold: frozenset[str]) -> _Named | None:
    """The name this sentence introduces, if it introduces one."""
    clause = _clause(sentence)
    if clause is not None and clause.verb in _PRESENTING:
        found = (
            _leading_name(clause.rest, bold, clause.verb)
            or _called_name(sentence, clause, bold)
            or _parenthesised_name(clause.rest)
            or _appositive_name(clause.rest, bold)
        )
        if found is not None:
            return found
    if clause is not None:
        found = _called_name(sentence, clause, bold)
        if found is not None:
            return found
    return _our_name(sentence, bold)


# ---------------------------------------------------------------------------
# Turning a phrase into a title: cut, shorten, Title Case.

_SMALL_WORDS = _words(
    "a an the and but or nor yet as at by for from in into of off on onto per to via vs vs. "
    "versus with without within during across through under over between among against toward "
    "towards upon beyond"
)
_DANGLING = _SMALL_WORDS | _words(
    "that which who whom whose where when while whereas how what than so its their our his "
    "her both each every all any some such this these those more most less not very can could "
    "may might will would should must is are was were be been being e.g. i.e. using including "
    "namely respectively either neither if we i you they it"
)
_PHRASE_STARTS = _words(
    "that which who whose where while whereas without by via using through to for with from "
    "into across under over on in at during after before between among against within beyond "
    "toward towards including and or but as than because since so"
)
# "the observation that X": cutting before "that" would leave the observation empty.
_CONTENT_NOUNS = _words(
    "observation fact idea insight assumption hypothesis notion premise finding intuition "
    "principle belief claim view"
)
_NOT_ADVERBS = _words(
    "family assembly anomaly supply apply reply rely italy july monopoly butterfly ally rally "
    "poly jelly belly fly early"
)
_ANAPHORA = _words("this these those it them such above aforementioned")
_BAD_OPENINGS = _words("our their its they which that here there")
_ENUMERATOR = re.compile(r"\d{1,3}|[ivxIVX]{1,4}|[a-zA-Z]")
_YEAR = re.compile(r"\b(?:19|20)\d\d[a-z]?\b")
_PARENTHETICAL = re.compile(r"(?<!\S)\(([^()]{0,200})\)")
_BRACKET_CITE = re.compile(r"\s?\[[\d,\s\u2013-]{1,40}\]")
_CLAUSE_BREAK = re.compile(
    r";|:\s|\s[-\u2013\u2014]\s|\u2014|\s\(e\.g\.|\s\(i\.e\.|,\s(?:e\.g\.|i\.e\.)"
)


def _drop_parenthetical(match: re.Match[str]) -> str:
    """Drop citations, enumerators, 'e.g.' asides and acronyms in parentheses; keep others."""
    inner = match.group(1).strip()
    lowered = inner.lower()
    if (
        "et al" in lowered
        or _YEAR.search(inner)
        or _ENUMERATOR.fullmatch(inner)
        or lowered.startswith(("e.g", "i.e", "see ", "cf.", "resp"))
        or (" " not in inner and sum(c.isupper() for c in inner) >= 2)
        or not inner
    ):
        return ""
    return match.group(0)


def _cut_at_comma(text: str) -> str:
    """Cut at the first comma after four words or more, unless it separates one-word items."""
    segment_start = 0
    for match in re.finditer(r",\s", text):
        head = text[: match.start()]
        segment = text[segment_start : match.start()].split()
        following = text[match.end() :].split(" ", 1)[0].lower()
        segment_start = match.end()
        if len(segment) <= 1 or following in {"and", "or"} or len(head.split()) < 4:
            continue
        return head
    return text


def _balance(text: str) -> str:
    """Drop an unclosed '(' or '[' and what follows it, left by a cut."""
    for opener, closer in (("(", ")"), ("[", "]")):
        if text.count(opener) > text.count(closer):
            text = text[: text.rfind(opener)]
    return text.strip()


def _clean_phrase(text: str) -> str:
    """A phrase's first clause, without citations and asides."""
    text = _BRACKET_CITE.sub("", _PARENTHETICAL.sub(_drop_parenthetical, text))
    text = " ".join(text.split())
    breaks = _CLAUSE_BREAK.search(text)
    if breaks:
        text = text[: breaks.start()]
    text = _cut_at_comma(text)
    # A question keeps its mark: "Can Transformers Learn to Sort?" is a title.
    text = re.sub(r"\s*[.!]+$", "", text.strip())
    return _balance(text)


def _is_adverb(word: str) -> bool:
    """A lower-case '-ly' adverb, which cannot end a title."""
    return word.islower() and word.endswith("ly") and len(word) > 4 and word not in _NOT_ADVERBS


def _phrase_start(words: list[str], i: int) -> bool:
    """Whether a new phrase starts at words[i], so a title may end just before it."""
    word = _bare(words[i]).lower()
    if word == "that" and _bare(words[i - 1]).lower() in _CONTENT_NOUNS:
        return False
    return word in _PHRASE_STARTS


def _shorten(words: list[str], limit: int) -> list[str]:
    """At most *limit* words, cut before a phrase ('that', 'without', 'to') where one allows."""
    if len(words) <= limit + _SLACK:
        return words
    shortest = max(3, limit // 3)
    for end in range(limit, shortest - 1, -1):
        if _phrase_start(words, end):
            # "method empowered | by": end before the participle too, not on it.
            if end > shortest and words[end - 1].islower() and words[end - 1].endswith("ed"):
                end -= 1
            return words[:end]
    return words[:limit]


def _strip_dangling(words: list[str]) -> list[str]:
    """Drop trailing words a title cannot end on ('of', 'the', 'that', 'only')."""
    words = list(words)
    while words:
        last = words[-1].rstrip(_TRAILING_PUNCT + "-")
        if not last or _bare(last).lower() in _DANGLING or _is_adverb(last):
            words.pop()
            continue
        words[-1] = last
        break
    return words


def _title_word(word: str, first: bool) -> str:
    """One word in Title Case; acronyms and words with capitals are kept as written."""
    if _MATH_MARK in word:
        return word
    parts = word.split("-")
    out = []
    for index, part in enumerate(parts):
        lower = part.lower()
        small = lower.strip(_PUNCT) in _SMALL_WORDS and not (first and index == 0)
        if small or any(c.isupper() for c in part) or not any(c.isalpha() for c in part):
            out.append(part)
        else:
            at = next(i for i, c in enumerate(part) if c.isalpha())
            out.append(part[:at] + part[at].upper() + part[at + 1 :])
    return "-".join(out)


def _title_case(words: list[str]) -> str:
    """Words in Title Case: small words lower-case except first and after a colon."""
    out: list[str] = []
    for i, word in enumerate(words):
        first = i == 0 or out[-1].endswith(":")
        out.append(_title_word(word, first))
    return " ".join(out)


def _finish(phrase: str, limit: int, drop_article: bool) -> str:
    """A phrase made into a title part: first clause, <= *limit* words, Title Case."""
    words = _clean_phrase(phrase).split()
    if words and words[0].lower() in ({"a", "an", "the"} if drop_article else {"the"}):
        words = words[1:]
    words = _strip_dangling(_shorten(words, limit))
    return _title_case(words)


def _anaphoric(phrase: str) -> bool:
    """Whether a phrase leans on earlier sentences ('this space', 'our method')."""
    words = [_bare(w).lower() for w in _clean_phrase(phrase).split()[:MAX_WORDS]]
    return not words or words[0] in _BAD_OPENINGS or any(w in _ANAPHORA for w in words)


# ---------------------------------------------------------------------------
# The three kinds of title.


def _title_from_name(named: _Named) -> str:
    """'Metamizer: A Novel Neural Optimizer That ...' from a name and its description."""
    name_words = _clean_phrase(named.name).split() or named.name.split()
    name = _title_case(name_words)
    budget = max(4, MAX_WORDS - len(name_words))
    description = _finish(named.description, budget, drop_article=False)
    return f"{name}: {description}" if description else name


def _named_title(sentences: list[str], bold: frozenset[str]) -> str:
    """A 'Name: Description' title, when a sentence introduces a name."""
    for sentence in sentences:
        named = _named(sentence, bold)
        if named is not None and named.name.strip():
            return _title_from_name(named)
    return ""


def _claim_phrase(clause: _Clause) -> str:
    """What a contribution clause claims, as a title phrase ('we study X' -> 'studying X')."""
    rest = clause.rest
    if clause.verb in _THAT_VERBS and rest.lower().startswith("that "):
        return rest[5:]
    if clause.verb == "ask" and rest.startswith(":"):
        return rest[1:]  # "we ask: can transformers learn to sort?" -> the question
    toks = _tokens(rest)[:10]
    for i, tok in enumerate(toks[1:], start=1):
        previous = toks[i - 1].group().lower()
        if tok.group().lower() == "that" and previous in {
            "demonstrating",
            "showing",
            "proving",
            "indicating",
            "suggesting",
            "establishing",
        }:
            return rest[tok.end() :]
    if clause.verb in _PRESENTING:
        return rest
    return f"{_gerund(clause.verb)} {_parallel_gerunds(rest, clause.third_person)}"


# Verbs that are as often nouns ("and models") stay as written after "and".
_AMBIGUOUS_VERBS = _words(
    "model map question report review survey benchmark track focus bridge challenge measure "
    "estimate study find show claim view"
)


def _parallel_gerunds(rest: str, third_person: bool) -> str:
    """'X and establishes Y' -> 'X and establishing Y', to match the leading gerund."""

    def swap(match: re.Match[str]) -> str:
        word = match.group(1)
        base = _base_form(word) if third_person else word
        if not _is_known_verb(base) or base in _AMBIGUOUS_VERBS or (third_person and base == word):
            return match.group(0)
        return f" and {_gerund(base)} "

    return re.sub(r" and ([a-z]+) ", swap, rest, count=2)


def _passive_phrase(sentence: str) -> str:
    """'In this paper, a new loss for X is proposed.' -> 'a new loss for X'."""
    match = re.search(
        r"\s(?:is|are)\s(?:proposed|presented|introduced|developed|described)\b", sentence
    )
    if not match:
        return ""
    head = sentence[: match.start()]
    head = head[head.rfind(",") + 1 :].strip()
    return head if head.lower().startswith(("a ", "an ", "the ")) else ""


def _claim_score(clause: _Clause) -> int:
    """How surely a clause states the contribution: 'In this work, we' > 'propose' > 'study'."""
    if not _is_known_verb(clause.verb):
        return 0
    if clause.marked:
        return 3
    return 2 if clause.verb in _PRESENTING else 1


def _claim_title(sentences: list[str]) -> str:
    """A title from the sentence that states the contribution, if one does."""
    best: tuple[int, str] = (0, "")
    for sentence in sentences:
        clause = _clause(sentence)
        score, phrase = (_claim_score(clause), _claim_phrase(clause)) if clause else (0, "")
        if score == 0 and _passive_phrase(sentence):
            score, phrase = 2, _passive_phrase(sentence)
        if score <= best[0] or _anaphoric(phrase):
            continue
        title = _finish(phrase, MAX_WORDS, drop_article=True)
        if len(title.split()) >= 2:
            best = (score, title)
        if best[0] == 3:
            break
    return best[1]


def _first_sentence_title(sentences: list[str]) -> str:
    """A title from the first sentence that gives one."""
    for sentence in sentences:
        title = _finish(sentence, MAX_WORDS, drop_article=False)
        if title:
            return title
    return ""


def _last_resort(text: str) -> str:
    """The first words of the text, when no sentence gives a title."""
    words = [w for w in text.split() if any(c.isalnum() for c in w)][:MAX_WORDS]
    title = " ".join(words).strip(_TRAILING_PUNCT)
    return title[:1].upper() + title[1:] if title else UNTITLED


def infer_title(abstract: str) -> str:
    """A readable title for an abstract; never empty ('Untitled' when it has no words)."""
    plain = _strip_markup(abstract[:_SCAN_CHARS])
    sentences = _sentences(plain.text)
    title = (
        _named_title(sentences, plain.bold)
        or _claim_title(sentences)
        or _first_sentence_title(sentences)
    )
    title = (title or _last_resort(plain.text)).replace(_MATH_MARK, "")
    title = " ".join(title.replace(_MATH_SPACE, " ").split()) or UNTITLED
    return title[:1].upper() + title[1:]
