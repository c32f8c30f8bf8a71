"""A .bib shaped like a physics journal's complete bibliography, as the publisher exports it.

The shape of the real one issue 38 measured (134,405 entries, 99 MB, held back): no
abstracts; every entry with DOI, URL, volume, issue, pages, numpages, publisher and month;
16 authors an entry on average, 1.9% with over 100 (the largest 5,290), 2.5% with a
`collaboration` field; 2% with a title another entry has too ("Editorial", "Wang et al.
reply:"). What sets it apart from `datagen.collaboration_bib`'s library, and what it costs an
export that checks each field it writes back (`bibtex_write.unchanged`):

- many distinct people: ordinary papers draw from some 60,000 family names, so a library
  holds hundreds of thousands of distinct names, far more than any per-name cache keeps
  (collaboration_bib's 24,500 roster names fit in one);
- names and titles in the publisher's LaTeX: accents as `\\ifmmode \\acute{c}\\else \\'{c}\\fi{}`
  and math in titles (`${B}_{s}^{0}\\ensuremath{\\rightarrow}{\\ensuremath{\\mu}}^{+}$`), so
  most author lists and a third of titles are not plain text;
- 14 fields an entry (collaboration_bib's 7-8), their values short.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from pathlib import Path

PHYSICS_SEED = 38
BIG_SHARE = 0.019  # entries with over 100 authors
LARGEST = 5_290
ROSTER_SIZE = 5_500
ROSTERS = ("ATLAS", "CMS", "ALICE", "LHCb", "Belle", "BaBar", "STAR", "PHENIX", "D0", "CDF",
           "IceCube", "LIGO Scientific", "Fermi LAT", "Pierre Auger")  # fmt: skip
EXTRA_COLLABORATION = 0.006  # small collaborations named on ordinary papers
REPEATED_SHARE = 0.02
REPEATED_TITLES = (
    "Editorial", "Wang et al. reply:", "Zhang et al. reply:", "Li et al. reply:",
    "Publisher's Note", "Erratum", "Comment on ``Quantum criticality''", "Reply:",
    "Announcement", "Referees", "Retraction", "Physical Review Letters: Editorial",
)  # fmt: skip
JOURNALS = (
    ("Phys. Rev. Lett.", "PhysRevLett"), ("Phys. Rev. B", "PhysRevB"),
    ("Phys. Rev. D", "PhysRevD"), ("Phys. Rev. A", "PhysRevA"), ("Phys. Rev. C", "PhysRevC"),
    ("Phys. Rev. E", "PhysRevE"), ("Phys. Rev. X", "PhysRevX"),
)  # fmt: skip
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
# The publisher's accents: letters with their text-mode and math-mode forms.
ACCENTS = (("\\'", "\\acute"), ('\\"', "\\ddot"), ("\\v", "\\check"), ("\\~", "\\tilde"),
           ("\\`", "\\grave"), ("\\^", "\\hat"))  # fmt: skip
SYLLABLES = (
    "ab ad al an ar as ba be bo ca ce ch da de di do el en er fa fe fi ga ge go ha he hi ho "
    "ia ja ka ke ki ko la le li lo ma me mi mo na ne ni no ol or pa pe pi po ra re ri ro sa "
    "se si so ta te ti to ue va ve vi wa we ya yo za ze zo berg mann sson ski ov ez ini"
).split()
FAMILY_POOL = 60_000
GIVEN_NAMES = (
    "Wei Jun Hao Yu Li Ming Anna Maria Peter Thomas Michael David Daniel Sergey Alexey Hiroshi "
    "Takashi Ravi Amit Priya Carlos Juan Luis Sofia Elena Ivan Olga Jan Eva Lars Kai Omar Ali"
).split()
INITIALS = ("A.", "B.", "C.", "D.", "E.", "F.", "G.", "H.", "I.", "J.", "K.", "L.", "M.",
            "N.", "O.", "P.", "R.", "S.", "T.", "V.", "W.", "Y.", "Z.", "J. P.", "M. A.",
            "A. S.", "C. H.")  # fmt: skip
MATH = (
    "${B}_{s}^{0}\\ensuremath{\\rightarrow}{\\ensuremath{\\mu}}^{+}{\\ensuremath{\\mu}}^{"
    "\\ensuremath{-}}$", "${\\mathrm{Sr}}_{2}{\\mathrm{RuO}}_{4}$", "$\\sqrt{s}={N}\\text{ }"
    "\\mathrm{TeV}$", "${\\ensuremath{\\Lambda}}_{c}^{+}$", "$p\\overline{p}$",
    "${T}_{c}={N}\\text{ }\\mathrm{K}$", "$\\mathrm{CP}$", "${\\mathrm{MoS}}_{2}$",
    "$d$-wave", "${\\ensuremath{\\nu}}_{\\ensuremath{\\mu}}$", "$^{N}\\mathrm{Sn}$",
)  # fmt: skip


def _accented(rng: random.Random, word: str) -> str:
    """word with one vowel accented as the publisher writes it (math- and text-mode forms)."""
    vowels = [i for i, c in enumerate(word) if c in "aeiouc" and i > 0]
    if not vowels:
        return word
    at = rng.choice(vowels)
    text, math_mode = rng.choice(ACCENTS)
    letter = word[at]
    accent = f"{{\\ifmmode {math_mode}{{{letter}}}\\else {text}{{{letter}}}\\fi{{}}}}"
    if rng.random() < 0.5:  # the bare form the publisher also writes, braces only round it
        accent = f"\\ifmmode {math_mode}{{{letter}}}\\else {text}{{{letter}}}\\fi{{}}"
    return word[:at] + accent + word[at + 1 :]


def family_pool(rng: random.Random, size: int = FAMILY_POOL) -> list[str]:
    """size distinct family names, a quarter of them accented."""
    names: dict[str, None] = {}
    while len(names) < size:
        word = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()
        names[_accented(rng, word) if rng.random() < 0.25 else word] = None
    return list(names)


def _person(rng: random.Random, families: Sequence[str]) -> str:
    """'Family, Given' or 'Family, I.', the first families far more often (a tenth of
    names take one of the first 1/1000 of them)."""
    family = families[int(len(families) * rng.random() ** 3)]
    given = rng.choice(GIVEN_NAMES) if rng.random() < 0.4 else rng.choice(INITIALS)
    return f"{family}, {given}"


def rosters(rng: random.Random, families: Sequence[str]) -> list[list[str]]:
    """Each collaboration's members over the years (a paper lists a run of them)."""
    return [[_person(rng, families) for _ in range(ROSTER_SIZE)] for _ in ROSTERS]


def _big_count(rng: random.Random) -> int:
    """101 to LARGEST authors, most near the low end (mean about 600)."""
    return int(101 * (LARGEST / 101) ** (rng.random() ** 3))


def _ordinary_count(rng: random.Random) -> int:
    """1 to 100 authors, about 5 on average."""
    return min(100, 1 + int(rng.lognormvariate(1.1, 0.95)))


def _title(rng: random.Random, words: Sequence[str]) -> str:
    """A title: a repeated one (2%), one with the publisher's math (a third), or words."""
    if rng.random() < REPEATED_SHARE:
        return rng.choice(REPEATED_TITLES)
    text = " ".join(rng.choice(words) for _ in range(rng.randint(4, 12))).capitalize()
    if rng.random() < 0.33:
        at = text.find(" ", len(text) // 2)
        formula = rng.choice(MATH).replace("{N}", str(rng.randint(2, 300)))
        text = f"{text[:at]} {formula}{text[at:]}" if at > 0 else f"{text} {formula}"
    return text


def physics_entry(
    i: int, rng: random.Random, words: Sequence[str], families: Sequence[str],
    teams: list[list[str]],
) -> str:  # fmt: skip
    """One @article as the publisher exports it."""
    collaboration = ""
    if rng.random() < BIG_SHARE:
        team = rng.randrange(len(teams))
        count = _big_count(rng)
        start = rng.randrange(0, ROSTER_SIZE - min(count, ROSTER_SIZE) + 1)
        authors = teams[team][start : start + count]
        authors += [_person(rng, families) for _ in range(count - len(authors))]
        collaboration = f"{ROSTERS[team]} Collaboration"
    else:
        authors = [_person(rng, families) for _ in range(_ordinary_count(rng))]
        if rng.random() < EXTRA_COLLABORATION / (1 - BIG_SHARE):
            collaboration = f"{rng.choice(words).capitalize()} Collaboration"
    journal, code = rng.choice(JOURNALS)
    volume, page = rng.randint(1, 130), rng.randint(10001, 99999)
    doi = f"10.1103/{code}.{volume}.{page:06d}"
    fields = [("title", _title(rng, words)), ("author", " and ".join(authors))]
    if collaboration:
        fields.append(("collaboration", collaboration))
    fields += [
        ("journal", journal), ("volume", str(volume)), ("issue", str(rng.randint(1, 24))),
        ("pages", f"{page:06d}"), ("numpages", str(rng.randint(3, 30))),
        ("year", str(rng.randint(1950, 2025))), ("month", rng.choice(MONTHS)),
        ("publisher", "American Physical Society"), ("doi", doi),
        ("url", f"https://link.aps.org/doi/{doi}"),
    ]  # fmt: skip
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields)
    return f"@article{{{code}.{volume}.{page:06d}.{i},\n{body}\n}}\n"


def physics_bib(path: Path, count: int, words: Sequence[str]) -> Path:
    """Write (or reuse) a .bib of count entries with the physics bibliography's shape."""
    if path.exists():
        return path
    rng = random.Random(PHYSICS_SEED)
    families = family_pool(rng)
    teams = rosters(rng, families)
    with path.open("w", encoding="utf-8") as out:
        for i in range(1, count + 1):
            out.write(physics_entry(i, rng, words, families, teams))
            out.write("\n")
    return path


def shape(path: Path) -> dict[str, float]:
    """What the file holds, to compare with the real bibliography's figures above."""
    text = path.read_text(encoding="utf-8")
    entries = text.count("\n@") + text.startswith("@")
    counts = [line.count(" and ") + 1 for line in text.splitlines() if line[:11] == "  author = "]
    return {
        "entries": entries, "megabytes": len(text.encode()) / 1e6,
        "authors_per_entry": sum(counts) / max(1, entries),
        "over_100_authors": sum(c > 100 for c in counts), "most_authors": max(counts),
        "collaboration_fields": text.count("\n  collaboration = "),
        "log10_names": math.log10(max(1, sum(counts))),
    }  # fmt: skip
