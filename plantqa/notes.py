"""Ordinary notes: any .md, .markdown or .txt file that is not a card.

People point plantqa at folders they already keep (Obsidian vaults, Jekyll sites, plain
text), so a file needs no front matter to be read. Its title is the front matter's
`title`, else its first `#` heading, else its file name; headings of any level split it
into sections. Wiki links `[[target|shown]]` and `#tags` stay as words. A note's kind is
"note": it is searched and quoted like a general card, and never the source of a verdict
(it has no toxicity table, and index.py keeps its chunks out of safety answers).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .corpus import Card, card_of, failed, normalised, read_front, slug_of
from .files import shown
from .frontmatter import Problem, YamlError, read_yaml, split
from .text import clean

NOTE_KEYS = ("title", "tags", "aliases")


class Parsed(NamedTuple):
    """One file parsed: the card (or note), its front matter, where each key was written,
    and the problems that did not stop it being read (corpus check lists them)."""

    card: Card
    meta: dict[str, Any]
    lines: dict[str, int]
    problems: tuple[Problem, ...] = ()
    text: str = ""  # the file's text, line breaks normalised (checks find headings in it)


def parse_file(raw: str, rel: str) -> Parsed:
    """A card when TOML front matter names a `kind`, else a note; CardError when the file
    cannot be read at all (empty, front matter not closed or not readable)."""
    text = normalised(raw)
    if not text.strip():
        raise failed(shown(rel), [(1, "the file is empty")])
    kind, front, body, body_line = split(text, shown(rel))
    problems: list[Problem] = []
    if kind == "toml":
        meta, lines = read_front(front, shown(rel))
        if meta.get("kind", "note") != "note":
            return Parsed(card_of(meta, body, slug_of(rel), shown(rel), lines), meta, lines, (), text)
        values = _toml_values(meta, lines, problems)
        if "toxicity" in meta:
            why = "toxicity belongs on plant cards; a file without kind is a note and gives no verdict"
            problems.append(Problem(lines.get("toxicity", 1), why))
    elif kind == "yaml":
        try:
            read = read_yaml(front)
        except YamlError as exc:
            raise failed(shown(rel), [(exc.line, f"front matter is not readable YAML ({exc})")]) from None
        meta, lines, values = dict(read.values), read.lines, read.values
        problems += read.problems
    else:
        meta, lines, values = {}, {}, {}
    return Parsed(note(rel, body, body_line, values), meta, lines, tuple(problems), text)


def _toml_values(meta: dict[str, Any], lines: dict[str, int], problems: list[Problem]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for key in NOTE_KEYS:
        value = meta.get(key)
        if value is None:
            continue
        if key != "title" and isinstance(value, str):
            value = [value]
        if key == "title" and isinstance(value, str):
            values[key] = value
        elif key != "title" and isinstance(value, list) and all(isinstance(v, str) for v in value):
            values[key] = tuple(value)
        else:
            kind = "a string" if key == "title" else "a list of strings"
            problems.append(Problem(lines.get(key, 1), f"{key} must be {kind}; ignored"))
    return values


def note(rel: str, body: str, body_line: int, values: dict[str, Any]) -> Card:
    """A note from its body and the common keys of its front matter."""
    sections = note_sections(body)
    title = clean(str(values.get("title", ""))).strip()
    if not title:
        title = first_title(body)
    if not title:
        name = rel.rsplit("/", 1)[-1]
        title = clean(name.rsplit(".", 1)[0] if "." in name[1:] else name).strip() or "untitled"
    if not any(text for _, text in sections):
        raise failed(shown(rel), [(body_line, "the note holds no text to search")])
    said = (clean(t).strip() for t in (*values.get("aliases", ()), *values.get("tags", ())))
    tags = tuple(dict.fromkeys(t for t in said if t))
    return Card(slug=slug_of(rel, note=True), kind="note", title=title, path=shown(rel), sections=sections, tags=tags)


def first_title(body: str) -> str:
    """The text of the body's first heading when it is a `# ` (level one) heading, else ""."""
    fenced = False
    for line in body.split("\n"):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        level, text = (0, "") if fenced else heading(line)
        if level:
            return clean(unlinked(text)).strip() if level == 1 else ""
    return ""


def heading(line: str) -> tuple[int, str]:
    """(level, title) of a markdown `#`..`######` heading line, else (0, ""): linear, no regex."""
    if not line.startswith("#"):
        return 0, ""
    level = len(line) - len(line.lstrip("#"))
    rest = line[level:]
    if level > 6 or (rest and rest[0] not in " \t"):
        return 0, ""  # "#tag" or "#######" is text
    return level, rest.strip().rstrip("#").strip()


def note_sections(body: str) -> tuple[tuple[str, str], ...]:
    """Sections at headings of any level (not inside ``` fences), wiki links as words."""
    out: list[tuple[str, str]] = []
    title, lines, fenced = "", list[str](), False
    for line in clean(body).split("\n"):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            continue
        level, text = (0, "") if fenced else heading(line)
        if level:
            out.append((title, "\n".join(lines).strip()))
            title, lines = unlinked(text), []
        else:
            lines.append(unlinked(line))
    out.append((title, "\n".join(lines).strip()))
    return tuple((h, t) for h, t in out if t)


def unlinked(line: str) -> str:
    """`[[Monstera deliciosa|my monstera]]` as `Monstera deliciosa my monstera`, one pass."""
    if "[[" not in line:
        return line
    out: list[str] = []
    i = 0
    while True:
        start = line.find("[[", i)
        end = line.find("]]", start + 2) if start >= 0 else -1
        if end < 0:
            out.append(line[i:])
            return "".join(out)
        inner = line[start + 2 : end].replace("|", " ").replace("#", " ")
        out.append(line[i : start - 1 if start and line[start - 1] == "!" else start])
        out.append(" ".join(inner.split()))
        i = end + 2
