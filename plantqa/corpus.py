"""Cards and notes on disk: parsing and chunking (checks.py validates a folder).

A card is a markdown file with TOML front matter between `+++` lines and a `kind`;
its id is the file stem. Any other .md, .markdown or .txt file is a note (notes.py):
searched and quoted, never a source of a verdict. A body splits at headings into
sections, and long sections into overlapping sub-chunks, so a citation can point at
one section.
"""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from .config import toml
from .errors import CardError, CorpusError
from .files import CARD_SUFFIXES, ReadError, corpus_folder, read_limited, shown, walk_cards
from .lexicon import COLOURS_VOCABULARY, GROUPS_VOCABULARY
from .text import clean, sentences

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from .notes import Parsed

ANIMALS = ("cat", "dog", "horse")
TOXICITY_VALUES = ("toxic", "non-toxic", "unknown")
PLANT_SECTIONS = (
    "Toxicity",
    "Light",
    "Water",
    "Soil and potting",
    "Humidity and temperature",
    "Common problems",
    "Propagation",
)
CARD_KEYS = frozenset("title kind names scientific family shared_names toxicity slug aspca not_names groups colours".split())
# The kinds of plant a card may say it belongs to (`groups`), beyond what its names already
# say: "is my succulent safe" can then reach a jade plant. One fixed vocabulary (in
# lexicon.py, where questions are read with it), so a typo ("sucullent") is a corpus-check
# problem, never a silent miss.
GROUPS = frozenset(GROUPS_VOCABULARY.split())
CARD_COLOURS = frozenset(COLOURS_VOCABULARY.split())
# A plant card whose only sections are these is "finding-only": its Toxicity section is
# 60-250 words under --strict, and the seven care sections are not required.
FINDING_SECTIONS = ("Toxicity", "What to do")
FINDING_WORDS = (60, 250)
TOXICITY_KEYS = frozenset({*ANIMALS, "principles", "signs", "source"})
MAX_CARD_BYTES = 2_000_000
PLANT_WORDS = (250, 600)
_TOML_LINE = re.compile(r"at line (\d+)")


class Card(NamedTuple):
    """A parsed card (an internal record: a NamedTuple is 5x cheaper to define at import)."""

    slug: str
    kind: str
    title: str
    path: str
    names: tuple[str, ...] = ()
    shared_names: tuple[str, ...] = ()
    scientific: str = ""
    family: str = ""
    toxicity: tuple[tuple[str, str], ...] = ()
    principles: str = ""
    signs: tuple[str, ...] = ()
    sections: tuple[tuple[str, str], ...] = ()
    aspca: tuple[str, ...] = ()  # the reference pages (ASPCA list slugs) the card's findings come from
    not_names: tuple[str, ...] = ()  # look-alike names this card must never answer for
    groups: tuple[str, ...] = ()  # kinds of plant (GROUPS) its names do not already say
    colours: tuple[str, ...] = ()  # colours it is grown in: "pink hydrangea" names this card (COLOURS)
    source: str = ""  # the label of the folder it was read from, when several are searched
    tags: tuple[str, ...] = ()  # a note's tags and aliases: searched as words, never names

    def verdict(self, animal: str) -> str:
        return dict(self.toxicity).get(animal, "unknown")


class Chunk(NamedTuple):
    id: str
    card: str
    section: str
    text: str


def slugify(heading: str) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", heading.lower())) or "section"


def normalised(raw: str) -> str:
    return raw.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def failed(where: str, problems: list[tuple[int, str]]) -> CardError:
    """A CardError carrying every problem found, its message the first as 'path:line: ...'."""
    line, message = problems[0]
    return CardError(f"{where}:{line}: {message}", tuple(problems))


def read_toml(front: str, where: str) -> dict[str, Any]:
    """TOML front matter (from line 2 of the file); CardError with the line of the fault."""
    parser = toml()
    try:
        return cast(dict[str, Any], parser.loads(front))
    except parser.TOMLDecodeError as exc:
        found = _TOML_LINE.search(str(exc))
        line = int(found.group(1)) + 1 if found else front.count("\n") + 2
        raise failed(where, [(line, f"front matter is not valid TOML ({exc})")]) from None
    except RecursionError:  # the parser recurses once per level of nesting
        raise failed(where, [(2, "front matter is nested too deeply to read")]) from None


def read_front(front: str, where: str) -> tuple[dict[str, Any], dict[str, int]]:
    """TOML front matter and the line of every key in the file: in the plain shape cards
    are written in without the TOML parser (toml_lite), else read_toml and toml_lines."""
    from .toml_lite import plain_front

    plain = plain_front(front)
    if plain is not None:
        return plain
    from .frontmatter import toml_lines

    return read_toml(front, where), toml_lines(front)


def _split_front(raw: str, where: str) -> tuple[dict[str, Any], str, dict[str, int]]:
    """A card's TOML front matter, its body and the line of every key in the file."""
    from .frontmatter import split

    kind, front, body, _first = split(normalised(raw), where)
    if kind != "toml":
        raise failed(where, [(1, "front matter missing (the file must start with a +++ line)")])
    meta, lines = read_front(front, where)
    return meta, body, lines


class Found:
    """The problems met parsing one file, each with the line of the key it concerns."""

    def __init__(self, lines: dict[str, int]) -> None:
        self.lines, self.problems = lines, cast(list[tuple[int, str]], [])

    def add(self, key: str, message: str) -> None:
        self.problems.append((self.line(key), message))

    def line(self, key: str) -> int:
        return self.lines.get(key, self.lines.get(key.split(".")[0], 1))


def _string_list(meta: dict[str, Any], key: str, found: Found, prefix: str = "") -> tuple[str, ...]:
    value = meta.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        found.add(prefix + key, f"{prefix}{key} must be a list of strings")
        return ()
    return tuple(clean(v).strip() for v in value if v.strip())


def _string(meta: dict[str, Any], key: str, found: Found, prefix: str = "") -> str:
    value = meta.get(key, "")
    if not isinstance(value, str):
        found.add(prefix + key, f"{prefix}{key} must be a string")
        return ""
    return clean(value).strip()


def heading_of(line: str) -> str | None:
    """The title of a `## Title ##` line, else None: what `^##\\s+(.+?)\\s*#*\\s*$` matches,
    found in linear time (that regex backtracked cubically on `## a`, 3,000 spaces, `x`)."""
    if not line.startswith("##") or line.startswith("###") or not line[2:3].isspace():
        return None
    rest = line[2:]
    body = rest.lstrip()
    if not body:  # only white space: the title is one of its characters, if there are two
        return "" if len(rest) >= 2 else None
    title = body.rstrip().rstrip("#").rstrip()  # the closing `  ##  ` the regex leaves out
    return body[: max(len(title), 1)].strip()


def _sections(body: str) -> tuple[tuple[str, str], ...]:
    """(heading, text) of each `## ` section; text before the first heading is untitled.
    Only lines that start with "##" are looked at (str.find finds them: a `^##` regex in
    multi-line mode was 5x slower): the text between two headings is the slice of the
    body between their lines."""
    text = clean(body)
    out: list[tuple[str, str]] = []
    heading, start = "", 0
    at = 0 if text.startswith("##") else _next_heading(text, 0)
    while at >= 0:
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        title = heading_of(text[at:end])
        if title is not None:
            out.append((heading, text[start:at].strip()))
            heading, start = title, end + 1
        at = _next_heading(text, at)
    out.append((heading, text[start:].strip()))
    return tuple((h, t) for h, t in out if t or h)


def _next_heading(text: str, after: int) -> int:
    """Where the next line after position `after` starting with "##" starts, else -1."""
    found = text.find("\n##", after)
    return found + 1 if found >= 0 else -1


def parse_card(raw: str, slug: str, path: str) -> Card:
    """Parse one card's text; raise CardError naming the file and field."""
    return parse_card_meta(raw, slug, path)[0]


def parse_card_meta(raw: str, slug: str, path: str) -> tuple[Card, dict[str, Any]]:
    """The card and its raw front matter, from one TOML parse (the checks need both)."""
    meta, body, lines = _split_front(raw, path)
    return card_of(meta, body, slug, path, lines), meta


def card_of(meta: dict[str, Any], body: str, slug: str, path: str, lines: dict[str, int]) -> Card:
    """A card from its parsed front matter, or a CardError listing every problem of it."""
    found = Found(lines)
    kind = meta.get("kind")
    if kind not in ("plant", "topic"):
        found.add("kind", f'kind must be "plant" or "topic", got {kind!r}')
    title = _string(meta, "title", found)
    if not title and "title" in meta:
        found.add("title", "title is empty")
    elif not title:
        found.add("title", "title is missing")
    tox = meta.get("toxicity", {})
    if not isinstance(tox, dict):
        found.add("toxicity", "toxicity must be a table")
        tox = {}
    verdicts = []
    for animal in ANIMALS:
        value = tox.get(animal, "unknown")
        if value not in TOXICITY_VALUES:
            found.add(f"toxicity.{animal}", f"toxicity.{animal} must be one of {', '.join(TOXICITY_VALUES)}, got {value!r}")
        verdicts.append((animal, value))
    card = Card(
        slug=slug,
        kind=str(kind),
        title=title,
        path=path,
        names=_string_list(meta, "names", found),
        shared_names=_string_list(meta, "shared_names", found),
        scientific=_string(meta, "scientific", found),
        family=_string(meta, "family", found),
        toxicity=tuple(verdicts) if kind == "plant" else (),
        principles=_string(tox, "principles", found, "toxicity."),
        signs=_string_list(tox, "signs", found, "toxicity."),
        sections=_sections(body),
        aspca=_string_list(meta, "aspca", found),
        not_names=_string_list(meta, "not_names", found),
        groups=_string_list(meta, "groups", found),
        colours=_string_list(meta, "colours", found),
    )
    if found.problems:
        raise failed(path, found.problems)
    return card


def chunk_card(card: Card, chunk_words: int) -> list[Chunk]:
    """Sections become chunks; a long one becomes overlapping windows of sentences."""
    chunks: list[Chunk] = []
    seen: dict[str, int] = {}
    for heading, text in card.sections:
        if not text:
            continue
        anchor = slugify(heading) if heading else "intro"
        seen[anchor] = seen.get(anchor, 0) + 1
        if seen[anchor] > 1:
            anchor = f"{anchor}-{seen[anchor]}"
        section = heading or card.title
        windows = _windows(text, chunk_words)
        if len(windows) == 1:
            chunks.append(Chunk(f"{card.slug}#{anchor}", card.slug, section, windows[0]))
        else:
            chunks.extend(Chunk(f"{card.slug}#{anchor}-{i}", card.slug, section, w) for i, w in enumerate(windows, 1))
    return chunks


def _windows(text: str, chunk_words: int) -> list[str]:
    """Windows of whole sentences of about chunk_words words; neighbours share one sentence."""
    if len(text.split()) <= chunk_words:  # sentences never hold more words than the text: one window
        return [text]
    parts = sentences(text)
    counts = [len(p.split()) for p in parts]  # each sentence counted once, not at every look
    if sum(counts) <= chunk_words or len(parts) < 2:
        return [text]
    out: list[str] = []
    start = 0
    while start < len(parts):
        end, size = start, 0
        while end < len(parts) and (end == start or size + counts[end] <= chunk_words):
            size += counts[end]
            end += 1
        out.append(" ".join(parts[start:end]))
        if end >= len(parts):
            break
        start = max(end - 1, start + 1)
    return out


class Corpus(NamedTuple):
    root: str
    cards: tuple[Card, ...]
    warnings: tuple[str, ...]


def card_files(root: str | Path) -> tuple[list[tuple[str, str]], list[str]]:
    """(path, path relative to root) of every card under root, in name order, and a warning
    for each file or folder skipped (files.walk_cards says which and why)."""
    return walk_cards(os.fspath(root))


def load_corpus(root: str | Path, progress: Callable[[str, int, int], None] | None = None) -> Corpus:
    """Load every card under root. Broken cards are skipped with a warning. The corpus
    remembers its folder as an absolute path with links resolved. `progress` hears
    ("reading files", done, total) every 256 files."""
    path = corpus_folder(os.fspath(root))
    files, warnings = card_files(path)
    cards: list[Card] = []
    slugs: dict[str, str] = {}
    for n, (file, rel) in enumerate(files):
        if progress is not None and n % 256 == 0:
            progress("reading files", n, len(files))
        try:
            card = read_card(file, rel)
        except CardError as exc:
            warnings.append(f"{exc}; card skipped")
            continue
        if card.slug in slugs:
            warnings.append(f"{shown(rel)}:1: slug {card.slug!r} already used by {shown(slugs[card.slug])}; card skipped")
            continue
        slugs[card.slug] = rel
        cards.append(card)
    if not cards:
        raise CorpusError(f"{shown(path)}: no readable cards or notes (*.md, *.markdown, *.txt) in the corpus folder")
    cards.sort(key=lambda c: c.slug)
    return Corpus(os.path.realpath(path), tuple(cards), tuple(warnings))


def _read(path: str | Path, rel: str) -> str:
    """Read one card file, bounded: a regular file of its size limit, UTF-8, no NUL bytes."""
    try:
        data = read_limited(os.fspath(path), MAX_CARD_BYTES, "card")
        raw = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise failed(rel, [(line, f"not valid UTF-8 (byte {exc.start})")]) from None
    except ReadError as exc:
        raise failed(rel, [(1, str(exc))]) from None
    if "\x00" in raw:
        raise failed(rel, [(raw.count("\n", 0, raw.index("\x00")) + 1, "contains NUL bytes")])
    return raw


def slug_of(rel: str, note: bool = False) -> str:
    """A card's id: its file name without .md (a note's: its path in the folder without
    the suffix, as notes in different folders often share a name). It names the card in
    citations and in the index's tables, so it must be printable text (a control character
    in a file name once broke a table that joins slugs with one)."""
    stem = rel if note else rel.rsplit("/", 1)[-1]
    slug = next((stem[: -len(s)] for s in CARD_SUFFIXES if stem.endswith(s)), stem)
    if not slug or not slug.isprintable() or "#" in slug:
        raise failed(shown(rel), [(1, "the file name is not a usable card id (empty, or holding '#' or control characters)")])
    return slug


def read_card(path: str | Path, rel: str) -> Card:
    return read_card_meta(path, rel)[0]


def read_card_meta(path: str | Path, rel: str) -> tuple[Card, dict[str, Any]]:
    """One file read and parsed, a card or a note, with its raw front matter (the checks
    need both)."""
    parsed = read_file(path, rel)
    return parsed.card, parsed.meta


def read_file(path: str | Path, rel: str) -> Parsed:
    """One file read and parsed, with its front matter and the line of each key."""
    from .notes import parse_file

    return parse_file(_read(path, rel), rel)


def is_finding_only(card: Card) -> bool:
    """A plant card holding the listing alone: a Toxicity section, perhaps "What to do", no care."""
    headings = {h for h, t in card.sections if h or t}
    return "Toxicity" in headings and headings <= set(FINDING_SECTIONS)


def check_corpus(root: str | Path, strict: bool = False) -> list[str]:
    """Every problem in a corpus folder (checks.py)."""
    from .checks import check_corpus as check

    return check(root, strict)
