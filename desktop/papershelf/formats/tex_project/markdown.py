"""pandoc / Quarto / R Markdown citations: `[@key]`, `@key`, `[-@key]`, `[see @a, p. 3;
@b]`, `@{key with odd chars}`; the YAML header's `bibliography:` and `nocite:`.

Code (fenced blocks, inline code spans) and HTML comments are skipped, and so is a `@`
inside a word (an e-mail address). Quarto's and pandoc-crossref's cross-references
(`@fig-plot`, `@sec:intro`...) are not citations.
"""

from __future__ import annotations

import re
from pathlib import Path

from papershelf.formats.tex_project.citations import Citations, unique

_FRONT = re.compile(r"\A---[ \t]*\n(.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL)
_FENCE = re.compile(
    r"^([ \t]*)(`{3,}|~{3,})[^\n]*\n.*?^\1?\2[`~]*[ \t]*$", re.DOTALL | re.MULTILINE
)
_CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)", re.DOTALL)
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
# pandoc: a key starts with a letter, digit or _ and may hold :.#$%&-+?<>~/ inside.
_KEY = r"\{(?P<braced>[^{}]+)\}|(?P<plain>[\w](?:[\w:.#$%&+?<>~/-]*[\w])?)"
_CITATION = re.compile(rf"(?<![\w.@/\\])-?@(?:{_KEY})")
_CROSSREF = re.compile(r"^(?:fig|tbl|sec|eq|lst|thm|lem|cor|prp|cnj|def|exm|exr|rem|sol)[-:]")
_YAML_LIST = re.compile(r"^\s*-\s*(.+?)\s*$")


def read_markdown(path: Path) -> Citations:
    """What the Markdown document at path cites and the bibliography files it names."""
    text = path.read_text(encoding="utf-8", errors="replace")
    front, body = _split_front_matter(text)
    keys = [*_nocite(front), *markdown_keys(body)]
    bibs = tuple(path.parent / name for name in yaml_values(front, "bibliography"))
    return Citations(unique(keys), "*" in keys, bibs, (path,), "markdown")


def markdown_keys(body: str) -> list[str]:
    """The keys a Markdown body cites, in order, repeats kept ('*' from `@*`)."""
    body = _HTML_COMMENT.sub("", _FENCE.sub("", body))
    body = _CODE_SPAN.sub("", body)
    keys = ["*"] if re.search(r"(?<![\w.@/\\])@\*", body) else []
    for match in _CITATION.finditer(body):
        key = match.group("braced") or match.group("plain")
        if key and not _CROSSREF.match(key):
            keys.append(key.strip())
    return keys


def _split_front_matter(text: str) -> tuple[str, str]:
    """(the YAML header's text, the body): a document without a header has ''."""
    match = _FRONT.match(text)
    return (match.group(1), text[match.end() :]) if match else ("", text)


def _nocite(front: str) -> list[str]:
    """The keys the header's `nocite:` lists (`@a, @b` or `@*`)."""
    return markdown_keys(" ".join(yaml_values(front, "nocite")))


def yaml_values(front: str, name: str) -> list[str]:
    """A header field's value(s): `name: a`, `name: [a, b]`, a `- a` list under it, or a
    `|` / `>` block below it."""
    lines = front.splitlines()
    for at, line in enumerate(lines):
        match = re.match(rf"^{re.escape(name)}\s*:\s*(.*?)\s*$", line)
        if not match:
            continue
        value = match.group(1)
        if value and value not in {"|", ">", "|-", ">-"}:
            if value.startswith("[") and value.endswith("]"):
                return [_unquote(v) for v in value[1:-1].split(",") if v.strip()]
            return [_unquote(value)]
        return _block_below(lines[at + 1 :])
    return []


def _block_below(lines: list[str]) -> list[str]:
    """The indented lines below a field: list items, or the lines of a text block."""
    values: list[str] = []
    for line in lines:
        if line.strip() and not line[:1].isspace() and not line.startswith("-"):
            break
        item = _YAML_LIST.match(line)
        values.append(_unquote(item.group(1)) if item else line.strip())
    return [value for value in values if value]


def _unquote(value: str) -> str:
    """A YAML scalar without its quotes."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value
