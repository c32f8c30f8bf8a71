"""Who does what in an abstract's sentence: "we propose X", "this paper studies Y".

A sentence's contribution clause is found by its subject ("we", "this paper"), its verb
is brought to its base form ("proposes", "proposed" -> "propose"), and what it claims is
made a title phrase ("we show that Y" -> "Y", "we study Z" -> "studying Z").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from papershelf.formats.abstracts.title_case import SMALL_WORDS
from papershelf.formats.abstracts.title_text import bare, tokens, word_pairs, word_set

# A subject ("we") that far into a sentence is not the sentence's subject.
_SUBJECT_WINDOW = 40

PRESENTING = word_set(
    "propose present introduce design develop devise build construct create release "
    "contribute offer provide describe curate collect compile assemble formulate formalize "
    "formalise unveil launch craft engineer implement establish report"
)
_STUDYING = word_set(
    "study investigate explore examine analyze analyse expose reveal identify address tackle "
    "consider revisit leverage characterize characterise derive extend show prove demonstrate "
    "find argue quantify measure benchmark evaluate compare learn apply adapt generalize "
    "generalise unify bridge connect rethink challenge uncover model simulate estimate "
    "predict survey review discuss assess question improve enhance accelerate enable solve "
    "overcome mitigate reduce combine integrate exploit focus undertake theorize hypothesize "
    "map track decompose disentangle ask"
)
_THAT_VERBS = word_set(
    "show prove demonstrate find argue establish reveal observe hypothesize hypothesise "
    "conjecture confirm verify discover suggest posit claim illustrate"
)
_ADVERBS = word_set(
    "first also further then here now thus hence therefore instead next finally additionally "
    "furthermore moreover however hereby herein newly jointly subsequently specifically"
)
_INTENT = word_set(
    "aim seek attempt try strive want wish intend plan propose set endeavor endeavour begin start"
)
MODALS = word_set("can could may might will would should must is are also further then both")
_PAPER_DETERMINERS = frozenset({"this", "our", "present", "current"})
_PAPER_NOUNS = word_set("paper work study article letter thesis manuscript report chapter")
_MARKER = re.compile(
    r"\b(?:in|with|through|throughout)\s+this\s+(?:paper|work|study|article|letter|thesis|"
    r"manuscript|report|chapter)\b|\bhere\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Clause:
    """'we VERB REST' in a sentence: the verb's base form, the rest, and where each starts."""

    verb: str
    rest: str
    verb_at: int
    rest_at: int
    marked: bool
    third_person: bool = False


def base_form(verb: str) -> str:
    """'proposes' -> 'propose', 'studies' -> 'study' (good enough for a title)."""
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zzes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith(("ss", "us", "is")):
        return verb[:-1]
    return verb


_PAST_IRREGULAR = word_pairs(
    "found:find built:build made:make took:take wrote:write showed:show shown:show "
    "sought:seek undertook:undertake began:begin gave:give led:lead ran:run"
)


def _is_known_verb(verb: str) -> bool:
    """Whether a verb is one that states a contribution."""
    return verb in PRESENTING or verb in _STUDYING or verb in _THAT_VERBS


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
    return base_form(word) if third_person else word


_ING_IRREGULAR = word_pairs(
    "be:being see:seeing free:freeing agree:agreeing lie:lying die:dying tie:tying "
    "submit:submitting admit:admitting permit:permitting omit:omitting commit:committing "
    "refer:referring prefer:preferring occur:occurring begin:beginning forget:forgetting "
    "compel:compelling propel:propelling equip:equipping transfer:transferring "
    "control:controlling model:modeling label:labeling signal:signaling travel:traveling"
)


def gerund(verb: str) -> str:
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


def skip_adverbs(toks: list[re.Match[str]], j: int) -> int:
    """Index of the first token at or after *j* that is not an adverb ('first', 'further')."""
    while j < len(toks):
        word = bare(toks[j].group()).lower()
        if word in _ADVERBS or (word.endswith("ly") and len(word) > 4 and word.isalpha()):
            j += 1
            continue
        return j
    return j


def _clause_from(
    sentence: str, toks: list[re.Match[str]], j: int, marked: bool, third_person: bool
) -> Clause | None:
    """The verb phrase starting at token *j* ('first propose and formalize X')."""
    j = skip_adverbs(toks, j)
    if j + 2 < len(toks) and bare(toks[j].group()).lower() in _INTENT:
        nxt = bare(toks[j + 1].group()).lower()
        if nxt == "to" or (nxt == "out" and bare(toks[j + 2].group()).lower() == "to"):
            j += 2 if nxt == "to" else 3
            j = skip_adverbs(toks, j)
    if j >= len(toks):
        return None
    word = toks[j].group()
    if word.endswith(":") and word[:-1].isalpha() and word.islower():
        # "we ask: can X do Y?" -- the colon opens the object.
        verb = _present_form(word[:-1], third_person)
        colon = toks[j].end() - 1
        return Clause(verb, sentence[colon:], toks[j].start(), colon, marked, third_person)
    if not (word.isalpha() and word.islower()):
        return None
    verb = _present_form(word, third_person)
    k = j + 1
    if k + 1 < len(toks) and toks[k].group() == "and":
        second = _present_form(toks[k + 1].group(), third_person)
        if second in PRESENTING or second in _STUDYING:
            k += 2
    rest_at = toks[k].start() if k < len(toks) else len(sentence)
    return Clause(verb, sentence[rest_at:], toks[j].start(), rest_at, marked, third_person)


def _is_subject(toks: list[re.Match[str]], i: int) -> bool:
    """Whether 'paper' at *i* is a subject ('This paper shows'), not 'In this paper we'."""
    before = [bare(t.group()).lower() for t in toks[max(0, i - 3) : i]]
    determiner = next((k for k, w in enumerate(before) if w in _PAPER_DETERMINERS), None)
    if determiner is None:
        return False
    preposition = determiner > 0 and before[determiner - 1] in SMALL_WORDS
    following = bare(toks[i + 1].group()).lower() if i + 1 < len(toks) else ""
    return not preposition and following != "we"


def find_clause(sentence: str) -> Clause | None:
    """The sentence's 'we VERB ...' or 'this paper VERBs ...' clause, if it has one."""
    toks = tokens(sentence)
    window = toks[:_SUBJECT_WINDOW]
    for i, tok in enumerate(window):
        word = bare(tok.group()).lower()
        if word == "we":
            marked = bool(_MARKER.search(sentence[: tok.start()]))
            return _clause_from(sentence, toks, i + 1, marked, third_person=False)
        if word in _PAPER_NOUNS and i > 0 and tok.group().isalpha() and _is_subject(window, i):
            return _clause_from(sentence, toks, i + 1, True, third_person=True)
    return None


# ---------------------------------------------------------------------------
# What a contribution clause claims, as a title phrase.


def claim_phrase(clause: Clause) -> str:
    """What a contribution clause claims, as a title phrase ('we study X' -> 'studying X')."""
    rest = clause.rest
    if clause.verb in _THAT_VERBS and rest.lower().startswith("that "):
        return rest[5:]
    if clause.verb == "ask" and rest.startswith(":"):
        return rest[1:]  # "we ask: can transformers learn to sort?" -> the question
    toks = tokens(rest)[:10]
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
    if clause.verb in PRESENTING:
        return rest
    return f"{gerund(clause.verb)} {_parallel_gerunds(rest, clause.third_person)}"


# Verbs that are as often nouns ("and models") stay as written after "and".
_AMBIGUOUS_VERBS = word_set(
    "model map question report review survey benchmark track focus bridge challenge measure "
    "estimate study find show claim view"
)


def _parallel_gerunds(rest: str, third_person: bool) -> str:
    """'X and establishes Y' -> 'X and establishing Y', to match the leading gerund."""

    def swap(match: re.Match[str]) -> str:
        word = match.group(1)
        base = base_form(word) if third_person else word
        if not _is_known_verb(base) or base in _AMBIGUOUS_VERBS or (third_person and base == word):
            return match.group(0)
        return f" and {gerund(base)} "

    return re.sub(r" and ([a-z]+) ", swap, rest, count=2)


def passive_phrase(sentence: str) -> str:
    """'In this paper, a new loss for X is proposed.' -> 'a new loss for X'."""
    match = re.search(
        r"\s(?:is|are)\s(?:proposed|presented|introduced|developed|described)\b", sentence
    )
    if not match:
        return ""
    head = sentence[: match.start()]
    head = head[head.rfind(",") + 1 :].strip()
    return head if head.lower().startswith(("a ", "an ", "the ")) else ""


def claim_score(clause: Clause) -> int:
    """How surely a clause states the contribution: 'In this work, we' > 'propose' > 'study'."""
    if not _is_known_verb(clause.verb):
        return 0
    if clause.marked:
        return 3
    return 2 if clause.verb in PRESENTING else 1
