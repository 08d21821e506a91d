"""Cards on disk: parsing, chunking and validation.

A card is a markdown file with TOML front matter between `+++` lines. Its id is
the file stem. The body splits at `##` headings into sections, and long sections
into overlapping sub-chunks, so a citation can point at one section.
"""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from .config import toml
from .errors import CardError, CorpusError
from .files import ReadError, corpus_folder, read_limited, shown, walk_cards
from .lexicon import GROUPS_VOCABULARY
from .text import clean, sentences, words

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

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
CARD_KEYS = frozenset(
    {"title", "kind", "names", "scientific", "family", "shared_names", "toxicity", "slug", "aspca", "not_names", "groups"}
)
# The kinds of plant a card may say it belongs to (`groups`), beyond what its names already
# say: "is my succulent safe" can then reach a jade plant. One fixed vocabulary (in
# lexicon.py, where questions are read with it), so a typo ("sucullent") is a corpus-check
# problem, never a silent miss.
GROUPS = frozenset(GROUPS_VOCABULARY.split())
# A plant card whose only sections are these is "finding-only": its Toxicity section is
# 60-250 words under --strict, and the seven care sections are not required.
FINDING_SECTIONS = ("Toxicity", "What to do")
FINDING_WORDS = (60, 250)
TOXICITY_KEYS = frozenset({*ANIMALS, "principles", "signs", "source"})
MAX_CARD_BYTES = 2_000_000
PLANT_WORDS = (250, 600)
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_FRONT = re.compile(r"\A\+\+\+[ \t]*\n(.*?)\n\+\+\+[ \t]*(?:\n|\Z)(.*)\Z", re.S)


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

    def verdict(self, animal: str) -> str:
        return dict(self.toxicity).get(animal, "unknown")


class Chunk(NamedTuple):
    id: str
    card: str
    section: str
    text: str


def slugify(heading: str) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", heading.lower())) or "section"


def _split_front(raw: str, where: str) -> tuple[dict[str, Any], str]:
    raw = raw.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    match = _FRONT.match(raw)
    if not match:
        raise CardError(f"{where}: front matter missing (the file must start with a +++ line)")
    parser = toml()
    try:
        meta = parser.loads(match.group(1))
    except parser.TOMLDecodeError as exc:
        raise CardError(f"{where}: front matter is not valid TOML ({exc})") from None
    except RecursionError:  # the parser recurses once per level of nesting
        raise CardError(f"{where}: front matter is nested too deeply to read") from None
    return meta, match.group(2)


def _string_list(meta: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = meta.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CardError(f"{where}: {key} must be a list of strings")
    return tuple(clean(v).strip() for v in value if v.strip())


def _string(meta: dict[str, Any], key: str, where: str) -> str:
    value = meta.get(key, "")
    if not isinstance(value, str):
        raise CardError(f"{where}: {key} must be a string")
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
    out: list[tuple[str, str]] = []
    heading, lines = "", cast(list[str], [])  # text before the first heading becomes an untitled section
    for line in clean(body).split("\n"):
        title = heading_of(line)
        if title is not None:
            out.append((heading, "\n".join(lines).strip()))
            heading, lines = title, []
        else:
            lines.append(line)
    out.append((heading, "\n".join(lines).strip()))
    return tuple((h, t) for h, t in out if t or h)


def parse_card(raw: str, slug: str, path: str) -> Card:
    """Parse one card's text; raise CardError naming the file and field."""
    return parse_card_meta(raw, slug, path)[0]


def parse_card_meta(raw: str, slug: str, path: str) -> tuple[Card, dict[str, Any]]:
    """The card and its raw front matter, from one TOML parse (the checks need both)."""
    meta, body = _split_front(raw, path)
    kind = meta.get("kind")
    if kind not in ("plant", "topic"):
        raise CardError(f'{path}: kind must be "plant" or "topic", got {kind!r}')
    title = _string(meta, "title", path)
    if not title:
        raise CardError(f"{path}: title is missing")
    tox = meta.get("toxicity", {})
    if not isinstance(tox, dict):
        raise CardError(f"{path}: toxicity must be a table")
    verdicts = []
    for animal in ANIMALS:
        value = tox.get(animal, "unknown")
        if value not in TOXICITY_VALUES:
            raise CardError(f"{path}: toxicity.{animal} must be one of {', '.join(TOXICITY_VALUES)}, got {value!r}")
        verdicts.append((animal, value))
    signs = _string_list(tox, "signs", f"{path}: toxicity")
    return Card(
        slug=slug,
        kind=kind,
        title=title,
        path=path,
        names=_string_list(meta, "names", path),
        shared_names=_string_list(meta, "shared_names", path),
        scientific=_string(meta, "scientific", path),
        family=_string(meta, "family", path),
        toxicity=tuple(verdicts) if kind == "plant" else (),
        principles=_string(tox, "principles", f"{path}: toxicity"),
        signs=signs,
        sections=_sections(body),
        aspca=_string_list(meta, "aspca", path),
        not_names=_string_list(meta, "not_names", path),
        groups=_string_list(meta, "groups", path),
    ), meta


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
            warnings.append(f"{rel}: slug {card.slug!r} already used by {slugs[card.slug]}; card skipped")
            continue
        slugs[card.slug] = rel
        cards.append(card)
    if not cards:
        raise CorpusError(f"{shown(path)}: no readable cards (*.md with +++ front matter) in the corpus folder")
    cards.sort(key=lambda c: c.slug)
    return Corpus(os.path.realpath(path), tuple(cards), tuple(warnings))


def _read(path: str | Path, rel: str) -> str:
    """Read one card file, bounded: a regular file of its size limit, UTF-8, no NUL bytes."""
    try:
        raw = read_limited(os.fspath(path), MAX_CARD_BYTES, "card").decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CardError(f"{rel}: not valid UTF-8 (byte {exc.start})") from None
    except ReadError as exc:
        raise CardError(f"{rel}: {exc}") from None
    if "\x00" in raw:
        raise CardError(f"{rel}: contains NUL bytes")
    return raw


def slug_of(rel: str) -> str:
    """A card's id: its file name without .md. It names the card in citations and in the
    index's tables, so it must be printable text (a control character in a file name once
    broke a table that joins slugs with one)."""
    slug = rel.rsplit("/", 1)[-1].removesuffix(".md")
    if not slug or not slug.isprintable():
        raise CardError(f"{shown(rel)}: the file name is not a usable card id (empty, or holding control characters)")
    return slug


def read_card(path: str | Path, rel: str) -> Card:
    return read_card_meta(path, rel)[0]


def read_card_meta(path: str | Path, rel: str) -> tuple[Card, dict[str, Any]]:
    """One card file read and parsed, with its raw front matter (the checks need both)."""
    return parse_card_meta(_read(path, rel), slug_of(rel), rel)


def _lint(card: Card, meta: dict[str, Any], strict: bool) -> list[str]:
    """Checks beyond what loading needs: the corpus format's house rules."""
    where, problems = card.path, []
    if not _SLUG.match(card.slug):
        problems.append(f"{where}: file stem {card.slug!r} is not a slug (lower-case words joined by '-')")
    if "slug" in meta and meta["slug"] != card.slug:
        problems.append(f"{where}: slug {meta['slug']!r} is not the file stem {card.slug!r}")
    problems += [f"{where}: unknown key {k!r}" for k in sorted(set(meta) - CARD_KEYS)]
    tox = meta.get("toxicity", {})
    if card.kind == "plant":
        problems += [f"{where}: unknown key toxicity.{k}" for k in sorted(set(tox) - TOXICITY_KEYS)]
        problems += [f"{where}: toxicity.{a} is missing" for a in ANIMALS if a not in tox]
        if not card.names:
            problems.append(f"{where}: names is empty")
        problems += _body_problems(card, strict)
    elif tox:
        problems.append(f"{where}: toxicity belongs on plant cards only")
    problems += _key_problems(card)
    return problems


def is_finding_only(card: Card) -> bool:
    """A plant card holding the listing alone: a Toxicity section, perhaps "What to do", no care."""
    headings = {h for h, t in card.sections if h or t}
    return "Toxicity" in headings and headings <= set(FINDING_SECTIONS)


def _body_problems(card: Card, strict: bool) -> list[str]:
    where = card.path
    if is_finding_only(card):
        count = sum(len(t.split()) for h, t in card.sections if h == "Toxicity")
        if strict and not FINDING_WORDS[0] <= count <= FINDING_WORDS[1]:
            return [f"{where}: Toxicity has {count} words, outside {FINDING_WORDS[0]}-{FINDING_WORDS[1]} (a finding-only card)"]
        return []
    headings = tuple(h for h, _ in card.sections if h)
    missing = [s for s in PLANT_SECTIONS if s not in headings]
    problems = [f"{where}: missing section(s) {', '.join(missing)}"] if missing else []
    count = sum(len(t.split()) for _, t in card.sections)
    if strict and not PLANT_WORDS[0] <= count <= PLANT_WORDS[1]:
        problems.append(f"{where}: body has {count} words, outside {PLANT_WORDS[0]}-{PLANT_WORDS[1]}")
    return problems


def _key_problems(card: Card) -> list[str]:
    """aspca, not_names and groups: well-formed, and no look-alike that is the card's own name."""
    where, problems = card.path, []
    if card.kind != "plant" and (card.aspca or card.not_names or card.groups):
        problems.append(f"{where}: aspca, not_names and groups belong on plant cards only")
    problems += [f"{where}: aspca entry {a!r} is not a page slug" for a in card.aspca if not _SLUG.match(a)]
    problems += [f"{where}: aspca lists {a!r} twice" for a in sorted({a for a in card.aspca if card.aspca.count(a) > 1})]
    problems += [f"{where}: group {g!r} is not one of {', '.join(sorted(GROUPS))}" for g in card.groups if g not in GROUPS]
    own = {tuple(words(n)) for n in (*card.names, card.title)}
    problems += [f"{where}: not_names entry {n!r} is a name of this card" for n in card.not_names if tuple(words(n)) in own]
    return problems


def check_corpus(root: str | Path, strict: bool = False) -> list[str]:
    """Every problem in a corpus folder, one line each naming the file and field.

    `strict` adds the bundled corpus's house style (plant bodies of 250-600 words).
    """
    path = corpus_folder(os.fspath(root))
    files, problems = card_files(path)
    owners: dict[tuple[str, ...], list[Card]] = {}
    seen: dict[str, str] = {}
    for file, rel in files:
        try:
            card, meta = read_card_meta(file, rel)
        except CardError as exc:
            problems.append(str(exc))
            continue
        if card.slug in seen:
            problems.append(f"{rel}: slug {card.slug!r} already used by {seen[card.slug]}")
        seen[card.slug] = rel
        problems += _lint(card, meta, strict)
        for name in card.names:
            owners.setdefault(tuple(words(name)), []).append(card)
    for key, cards in sorted(owners.items()):
        slugs = sorted({c.slug for c in cards})
        if len(slugs) < 2:
            continue
        for card in cards:
            shared = {tuple(words(n)) for n in card.shared_names}
            if key not in shared:
                others = ", ".join(s for s in slugs if s != card.slug)
                problems.append(
                    f"{card.path}: name {' '.join(key)!r} is also claimed by {others}; list it in shared_names on both"
                )
    problems += _genus_names(owners, [c for cs in owners.values() for c in cs])
    if not files:
        problems.append(f"{shown(path)}: no cards (*.md) found")
    return problems


def _genus_names(owners: dict[tuple[str, ...], list[Card]], cards: list[Card]) -> list[str]:
    """A genus used as a name must name every plant of that genus: "ficus" on weeping fig
    alone answered "is ficus safe for dogs" for weeping fig and hid fiddle-leaf fig's
    unknown listing."""
    genus: dict[str, set[str]] = {}
    for card in cards:
        scientific = words(card.scientific) if card.kind == "plant" else []
        if scientific:  # "???" or "--" holds no word, so no genus
            genus.setdefault(scientific[0], set()).add(card.slug)
    out = []
    for key, named in sorted(owners.items()):
        if len(key) == 1 and key[0] in genus:
            missing = sorted(genus[key[0]] - {c.slug for c in named})
            if missing:
                where = ", ".join(sorted({c.path for c in named}))
                out.append(f"{where}: name {key[0]!r} is also the genus of {', '.join(missing)}; name it on those cards too")
    return out
