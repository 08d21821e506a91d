"""The facts check: cards against a reference list of plant findings (issue 12).

The reference is a JSON Lines file, one page of the ASPCA toxic and non-toxic plant list a
line (`page`, `name`, `cat`, `dog`, `horse` as "toxic", "non-toxic" or "not listed",
`toxic_principles`, `clinical_signs`). A card names its pages in `aspca`. The check:

- every `aspca` slug is a page of the reference;
- for each animal a page lists, the card's finding is the page's, unless the card's own
  `source` names a finding later than the reference (a year after REFERENCE_YEAR);
- no page is named by two cards, and (`complete`) every page is named by one;
- the eight-word rule: no run of EIGHT consecutive words of the reference's own text
  appears in any card, front matter or body. Facts carry over; sentences do not.

Only the CLI's `corpus check --reference` and the tests import this module.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, NamedTuple

from .corpus import ANIMALS, Card, card_files, read_card_meta
from .errors import CardError, InputError
from .text import words

if TYPE_CHECKING:
    from pathlib import Path

EIGHT = 8
REFERENCE_YEAR = 2015  # the list as published in January 2015
MAX_REFERENCE_BYTES = 50_000_000
LISTED = {"toxic": "toxic", "non-toxic": "non-toxic"}  # "not listed" is no finding
_WORD = re.compile(r"[^\W_]+")
_YEAR = re.compile(r"\b(19|20)\d\d\b")


class Page(NamedTuple):
    slug: str
    name: str
    findings: tuple[tuple[str, str], ...]  # (animal, "toxic" | "non-toxic") for the animals it lists
    text: str  # toxic principles and clinical signs: the reference's own words
    others: tuple[str, ...] = ()  # its other names


def load_reference(path: str | Path) -> dict[str, Page]:
    """Pages by slug. A slug twice keeps the first (the 2015 scrape repeats one page)."""
    from .files import ReadError, read_limited

    try:
        raw = read_limited(str(path), MAX_REFERENCE_BYTES, "reference file").decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: reference file is not valid UTF-8 (byte {exc.start})") from None
    except ReadError as exc:
        detail = "reference file not found" if exc.missing else str(exc)
        raise InputError(f"{path}: {detail}") from None
    pages: dict[str, Page] = {}
    for number, line in enumerate(raw.splitlines(), 1):
        if not line.strip():
            continue
        page = _page(line, f"{path}:{number}")
        pages.setdefault(page.slug, page)
    if not pages:
        raise InputError(f"{path}: reference file has no pages")
    return pages


def _page(line: str, where: str) -> Page:
    try:
        row: Any = json.loads(line)
    except (ValueError, RecursionError):  # RecursionError: nested too deep to read
        raise InputError(f"{where}: not a JSON object") from None
    if not isinstance(row, dict) or not isinstance(row.get("page"), str) or not row["page"]:
        raise InputError(f"{where}: a page needs a 'page' slug")
    fields = [row.get(k, "") for k in ("name", "toxic_principles", "clinical_signs", *ANIMALS)]
    if not all(isinstance(f, str) for f in fields):
        raise InputError(f"{where}: name, findings and texts must be strings")
    findings = tuple((a, LISTED[row[a]]) for a in ANIMALS if row.get(a) in LISTED)
    others = row.get("other_names", [])
    others = tuple(o for o in others if isinstance(o, str)) if isinstance(others, list) else ()
    text = f"{row.get('toxic_principles', '')}\n{row.get('clinical_signs', '')}"
    return Page(row["page"], row.get("name", ""), findings, text, others)


def norm_words(text: str) -> list[str]:
    """Lower-case words, apostrophes dropped: the unit of the eight-word rule."""
    text = unicodedata.normalize("NFKC", text).casefold().replace("\u2019", "").replace("'", "")
    return _WORD.findall(text)


def runs(text: str, size: int = EIGHT) -> Iterator[tuple[str, ...]]:
    found = norm_words(text)
    return (tuple(found[i : i + size]) for i in range(len(found) - size + 1))


def reference_runs(pages: Iterable[Page]) -> dict[tuple[str, ...], str]:
    """Every run of eight words in the reference's text -> the first page it is on."""
    out: dict[tuple[str, ...], str] = {}
    for page in pages:
        for line in page.text.split("\n"):
            for run in runs(line):
                out.setdefault(run, page.slug)
    return out


def card_texts(card: Card, meta: dict[str, Any]) -> list[tuple[str, str]]:
    """(where, text) for every string a card holds: each front-matter string, the signs as one
    list in the card's order, and each body section."""
    tox = meta.get("toxicity", {}) if isinstance(meta.get("toxicity"), dict) else {}
    out = [("title", card.title), ("scientific", card.scientific), ("family", card.family), ("principles", card.principles)]
    out += [("source", tox["source"])] if isinstance(tox.get("source"), str) else []
    out += [("names", n) for n in (*card.names, *card.shared_names, *card.not_names)]
    out += [("signs", s) for s in card.signs] + [("signs", ", ".join(card.signs))]
    out += [(f"section {h or 'intro'!r}", t) for h, t in card.sections]
    return [(w, t) for w, t in out if t]


def copied(card: Card, meta: dict[str, Any], ref: dict[tuple[str, ...], str]) -> list[str]:
    problems = []
    for where, text in card_texts(card, meta):
        hit = next((r for r in runs(text) if r in ref), None)
        if hit:
            problems.append(
                f"{card.path}: {where} repeats {EIGHT} words of reference page {ref[hit]!r} "
                f"({' '.join(hit)!r}); write it in our own words"
            )
    return problems


def later_source(meta: dict[str, Any]) -> bool:
    """The card's toxicity.source names a finding newer than the reference (a later year)."""
    tox = meta.get("toxicity", {})
    source = tox.get("source", "") if isinstance(tox, dict) else ""
    return isinstance(source, str) and any(int(m.group(0)) > REFERENCE_YEAR for m in _YEAR.finditer(source))


def findings(card: Card, meta: dict[str, Any], pages: dict[str, Page]) -> list[str]:
    problems = []
    for slug in card.aspca:
        page = pages.get(slug)
        if page is None:
            problems.append(f"{card.path}: aspca page {slug!r} is not in the reference")
            continue
        for animal, listed in page.findings:
            mine = card.verdict(animal)
            if mine != listed and not later_source(meta):
                problems.append(f"{card.path}: toxicity.{animal} is {mine!r} but reference page {slug!r} lists {listed!r}")
    return problems


def coloured_pages(card: Card, named: dict[tuple[str, ...], set[str]]) -> list[str]:
    """A name the card's `colours` make that the reference gives a page the card does not name
    ("red maple" on a maple card): that colour is another plant's."""
    from .name_table import coloured_keys

    out = []
    for key in coloured_keys(card):
        pages = sorted(named.get(key, set()) - set(card.aspca))
        if pages:
            out.append(f"{card.path}: colours make {' '.join(key)!r}, the name of reference page(s) {', '.join(pages)}")
    return out


def check_reference(root: str | Path, reference: str | Path, complete: bool = False) -> list[str]:
    """Every difference between the cards under root and the reference, one line each.

    `complete` adds the bundled corpus's goal: every reference page named by some card.
    """
    from pathlib import Path

    pages = load_reference(reference)
    ref = reference_runs(pages.values())
    cards, problems = _cards(Path(root))
    owners: dict[str, list[str]] = {}
    by_name: dict[tuple[str, ...], set[str]] = {}
    for page in pages.values():
        for name in (page.name, *page.others):
            by_name.setdefault(tuple(words(name)), set()).add(page.slug)
    for card, meta in cards:
        problems += findings(card, meta, pages) + copied(card, meta, ref) + coloured_pages(card, by_name)
        for slug in dict.fromkeys(card.aspca):
            owners.setdefault(slug, []).append(card.path)
    for slug, named in sorted(owners.items()):
        if len(named) > 1:
            problems.append(f"reference page {slug!r} is named by {len(named)} cards: {', '.join(named)}")
    if complete:
        missing = sorted(set(pages) - set(owners))
        problems += [f"reference page {slug!r} ({pages[slug].name}) is named by no card" for slug in missing]
    return problems


def _cards(root: Path) -> tuple[list[tuple[Card, dict[str, Any]]], list[str]]:
    """Each readable card with its raw front matter; a broken card is a problem line."""
    files, problems = card_files(root)
    out = []
    for path, rel in files:
        try:
            out.append(read_card_meta(path, rel))
        except CardError as exc:
            problems.append(str(exc))
    return out, problems
