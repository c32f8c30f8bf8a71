"""Finding the name an abstract introduces, and the words that describe it.

"we introduce **Metamizer**, a novel neural optimizer", "... called Earliest Disagreement
Q-Evaluation (EDQ)", "a Geometric Tensor Network (GotenNet) that ...", "Our algorithm,
ComaDICE, provides ...": each gives a name and a description for a 'Name: Description' title.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from papershelf.formats.abstracts.title_clauses import (
    MODALS,
    PRESENTING,
    Clause,
    base_form,
    find_clause,
    gerund,
    skip_adverbs,
)
from papershelf.formats.abstracts.title_text import QUOTES, TRAILING_PUNCT, tokens, word_set

_NOT_NAMES = word_set(
    "we our the a an this these that those it its they in on to for of and or with however "
    "moreover here first second third finally thus then specifically overall instead notably "
    "today next together lastly furthermore additionally importantly recently meanwhile "
    "nonetheless nevertheless similarly consequently therefore hence also unlike like while"
)
_GENERIC_ACRONYMS = word_set(
    "rl llm vlm mllm nlp ml ai dl dnn cnn rnn gnn mlp ssl marl kg tta pde ode sde lm plm mt "
    "asr tts qa ner ood iid sgd gan vae vit mdp pomdp api gpu cpu hci vr ar xr mri ct eeg "
    "fmri ecg dna rna ppi sota fid iou map bleu rouge nli vqa rag cot icl il bc mpc slam nerf "
    "uav lidar rgb rgb-d 3d 2d id auc f1 gp bo hmm crf svm pca nn ann snn moe peft lora rlhf "
    "dpo ppo nas fl dp kd"
)
_NAMING_WORDS = frozenset({"called", "named", "dubbed", "termed", "coined", "codenamed"})
_METHOD_NOUNS = word_set(
    "method model approach framework algorithm system tool dataset benchmark library "
    "architecture technique pipeline agent network solution platform toolkit corpus package "
    "software suite"
)
_SKIPPED_ADJECTIVES = word_set(
    "novel new simple general unified efficient principled lightweight scalable generic "
    "flexible robust powerful effective fast practical versatile first"
)
_APPOSITIVE = re.compile(r"\s*(?:,|:|\s[-\u2013\u2014])\s*(?=(?:a|an|the|one)\s)", re.IGNORECASE)
_RELATIVE = re.compile(r"\s*,?\s*(?:which|that|whose)\s", re.IGNORECASE)
# "X provides a framework" describes X as "a framework", so the verb goes.
_LINKING_VERBS = word_set(
    "is are serves acts provides offers presents introduces represents constitutes forms "
    "yields becomes remains"
)
_STANDS_FOR = re.compile(r"\s*(?:stands|is\s+short)\s+for\s+", re.IGNORECASE)
_PARENTHESIS = re.compile(r"\s*\(([^()]{1,80})\)")


@dataclass(frozen=True)
class Named:
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
        word = match.group().strip(QUOTES)
        core = word.rstrip(TRAILING_PUNCT)
        # "(GotenNet)" after an expansion is the name's acronym, read by _after_name.
        if word.startswith("(") or not _is_name_word(core) or len(words) == 5:
            break
        words.append(core)
        end = at + match.start() + match.group().find(core) + len(core)
        if core != word:
            break
    return (" ".join(words), end) if words else None


def _after_name(name: str, text: str, end: int) -> Named | None:
    """The name's description from what follows it: ', a ...', ', which ...', '(ACR), a ...'."""
    paren = _PARENTHESIS.match(text, end)
    if paren:
        inner = paren.group(1).strip()
        if _is_acronym(inner) and " " not in inner:
            name = inner
        end = paren.end()
    appositive = _APPOSITIVE.match(text, end)
    if appositive:
        return Named(name, text[appositive.end() :])
    relative = _RELATIVE.match(text, end)
    if relative:
        return Named(name, _relative_description(text[relative.end() :]))
    if not text[end:].strip(" " + TRAILING_PUNCT):
        return Named(name, "")
    return None


def _relative_description(text: str) -> str:
    """'learns to segment cells' -> 'learning to segment cells'; 'is a model' -> 'a model'."""
    toks = tokens(text)
    j = 0
    while j < len(toks) and toks[j].group().lower() in MODALS:
        j += 1
    j = skip_adverbs(toks, j)
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
    return gerund(base_form(word.lower())) + text[toks[j].end() :]


def _leading_name(rest: str, bold: frozenset[str], verb: str) -> Named | None:
    """'[the] [steerable] EquivarLayer, a ...' or 'temporal label noise, an ...' after a verb."""
    toks = tokens(rest)
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


def _concept(rest: str, toks: list[re.Match[str]], verb: str) -> Named | None:
    """'we propose temporal label noise, an unstudied problem' -> that concept as the name."""
    if verb not in PRESENTING or not toks or toks[0].group().lower() in {"a", "an", "the"}:
        return None
    for i, tok in enumerate(toks[:5]):
        word = tok.group()
        if not word.rstrip(",").replace("-", "").isalpha():
            return None
        if word.endswith(","):
            appositive = _APPOSITIVE.match(rest, tok.end() - 1)
            if appositive and i >= 1:
                return Named(rest[: tok.end() - 1], rest[appositive.end() :])
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


def _parenthesised_name(rest: str) -> Named | None:
    """'a novel Geometric Tensor Network (GotenNet) that ...' -> GotenNet and the rest."""
    for match in re.finditer(r"\s\(([^()\s]{2,20})\)", rest[:400]):
        acronym = match.group(1)
        before = rest[: match.start()]
        if not _is_acronym(acronym) or not _abbreviates(acronym, _expansion_words(before)):
            continue
        colon = before.rfind(":")
        description = before[colon + 1 :] if colon >= 0 else before
        return Named(acronym, description + rest[match.end() :])
    return None


def _called_name(sentence: str, clause: Clause | None, bold: frozenset[str]) -> Named | None:
    """'... a new deep-Q algorithm ... called Earliest Disagreement Q-Evaluation (EDQ)'."""
    for match in re.finditer(r"\b(?:called|named|dubbed|termed|coined|codenamed)\s+", sentence):
        if clause is None or match.start() < clause.verb_at:
            continue
        run = _name_run(sentence, match.end(), bold)
        if run is None:
            continue
        named = _after_name(run[0], sentence, run[1])
        name = named.name if named else run[0]
        if clause.verb not in PRESENTING or clause.rest_at >= match.start():
            return Named(name, named.description if named else "")
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
        return Named(name, described)
    return None


def _opens_with_our_method(toks: list[re.Match[str]]) -> bool:
    """Whether a sentence opens 'Our method, ...' (or algorithm, model, dataset ...)."""
    return (
        len(toks) >= 4
        and toks[0].group() == "Our"
        and toks[1].group().endswith(",")
        and toks[1].group().rstrip(",").lower() in _METHOD_NOUNS
    )


def _our_name(sentence: str, bold: frozenset[str]) -> Named | None:
    """'Our algorithm, ComaDICE, provides a principled framework ...' and 'Metamizer, a ...'."""
    toks = tokens(sentence)
    if _opens_with_our_method(toks):
        # "Our approach, called HyperZ, uses ...": the naming word is optional.
        at = 3 if toks[2].group().lower() in _NAMING_WORDS else 2
        run = _name_run(sentence, toks[at].start(), bold)
        if run and sentence[run[1] : run[1] + 1] == ",":
            return Named(run[0], _relative_description(sentence[run[1] + 1 :]))
    if toks and toks[0].group().rstrip(",").lower() not in _NOT_NAMES:
        run = _name_run(sentence, 0, bold)
        first = toks[0].group().rstrip(",")
        looks_named = first in bold or not first.lower().endswith("ly")
        if run and looks_named and _APPOSITIVE.match(sentence, run[1]):
            appositive = _APPOSITIVE.match(sentence, run[1])
            return Named(run[0], sentence[appositive.end() :] if appositive else "")
    return None


def _appositive_name(rest: str, bold: frozenset[str]) -> Named | None:
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
    return Named(run[0], rest[:comma] + (" " + tail if keep_tail else ""))


def introduced_name(sentence: str, bold: frozenset[str]) -> Named | None:
    """The name this sentence introduces, if it introduces one."""
    clause = find_clause(sentence)
    if clause is not None and clause.verb in PRESENTING:
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
