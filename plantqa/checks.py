"""`plantqa corpus check`: every problem of every file in a folder, each with its line.

A problem reads `path:line: what is wrong`, the line being where the key, table or
section it is about is written (1 when it concerns the file as a whole), so an editor
can jump to it. A file is checked in full: a card with a bad kind and a bad toxicity
value gets both lines, not the first alone.
"""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING, Any

from .corpus import (
    ANIMALS,
    CARD_COLOURS,
    CARD_KEYS,
    FINDING_WORDS,
    GROUPS,
    PLANT_SECTIONS,
    PLANT_WORDS,
    TOXICITY_KEYS,
    Card,
    card_files,
    heading_of,
    is_finding_only,
    read_file,
)
from .errors import CardError
from .files import corpus_folder, shown
from .text import words

if TYPE_CHECKING:
    from pathlib import Path

    from .notes import Parsed

_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


class Lines:
    """Where things are in one file: each front-matter key, the body, each `##` heading."""

    def __init__(self, parsed: Parsed) -> None:
        self.keys = parsed.lines
        self.body, self.headings = 1, dict[str, int]()
        fences = 0
        for number, line in enumerate(parsed.text.split("\n"), start=1):
            if fences < 2 and line.rstrip(" \t") == "+++" and parsed.card.kind != "note":
                fences += 1
                self.body = number + 1
                continue
            title = heading_of(line) if fences >= 2 else None
            if title is not None:
                self.headings.setdefault(title, number)

    def key(self, name: str) -> int:
        return self.keys.get(name, self.keys.get(name.split(".")[0], 1))


def _lint(card: Card, meta: dict[str, Any], strict: bool, at: Lines) -> list[str]:
    """Checks beyond what loading needs: the corpus format's house rules."""
    where, problems = card.path, list[str]()
    if card.kind == "note":
        return problems
    if not _SLUG.match(card.slug):
        problems.append(f"{where}:1: file stem {card.slug!r} is not a slug (lower-case words joined by '-')")
    if "slug" in meta and meta["slug"] != card.slug:
        problems.append(f"{where}:{at.key('slug')}: slug {meta['slug']!r} is not the file stem {card.slug!r}")
    problems += [f"{where}:{at.key(k)}: unknown key {k!r}" for k in sorted(set(meta) - CARD_KEYS)]
    tox = meta.get("toxicity", {})
    if card.kind == "plant":
        problems += [f"{where}:{at.key('toxicity.' + k)}: unknown key toxicity.{k}" for k in sorted(set(tox) - TOXICITY_KEYS)]
        problems += [f"{where}:{at.key('toxicity')}: toxicity.{a} is missing" for a in ANIMALS if a not in tox]
        if not card.names:
            problems.append(f"{where}:{at.key('names')}: names is empty")
        problems += _body_problems(card, strict, at)
    elif tox:
        problems.append(f"{where}:{at.key('toxicity')}: toxicity belongs on plant cards only")
    problems += _key_problems(card, at)
    return problems


def _body_problems(card: Card, strict: bool, at: Lines) -> list[str]:
    where = card.path
    if is_finding_only(card):
        count = sum(len(t.split()) for h, t in card.sections if h == "Toxicity")
        if strict and not FINDING_WORDS[0] <= count <= FINDING_WORDS[1]:
            line = at.headings.get("Toxicity", at.body)
            low, high = FINDING_WORDS
            return [f"{where}:{line}: Toxicity has {count} words, outside {low}-{high} (a finding-only card)"]
        return []
    headings = tuple(h for h, _ in card.sections if h)
    missing = [s for s in PLANT_SECTIONS if s not in headings]
    problems = [f"{where}:{at.body}: missing section(s) {', '.join(missing)}"] if missing else []
    count = sum(len(t.split()) for _, t in card.sections)
    if strict and not PLANT_WORDS[0] <= count <= PLANT_WORDS[1]:
        problems.append(f"{where}:{at.body}: body has {count} words, outside {PLANT_WORDS[0]}-{PLANT_WORDS[1]}")
    return problems


def _key_problems(card: Card, at: Lines) -> list[str]:
    """aspca, not_names and groups: well-formed, and no look-alike that is the card's own name."""
    where, problems = card.path, []
    if card.kind != "plant" and (card.aspca or card.not_names or card.groups or card.colours):
        first = min(at.key(k) for k in ("aspca", "not_names", "groups", "colours") if k in at.keys)
        problems.append(f"{where}:{first}: aspca, not_names, groups and colours belong on plant cards only")
    aspca, groups, not_names = at.key("aspca"), at.key("groups"), at.key("not_names")
    problems += [f"{where}:{aspca}: aspca entry {a!r} is not a page slug" for a in card.aspca if not _SLUG.match(a)]
    twice = sorted({a for a in card.aspca if card.aspca.count(a) > 1})
    problems += [f"{where}:{aspca}: aspca lists {a!r} twice" for a in twice]
    problems += [
        f"{where}:{groups}: group {g!r} is not one of {', '.join(sorted(GROUPS))}" for g in card.groups if g not in GROUPS
    ]
    colours = at.key("colours")
    problems += [
        f"{where}:{colours}: colour {c!r} is not one of {', '.join(sorted(CARD_COLOURS))}"
        for c in card.colours
        if c not in CARD_COLOURS
    ]
    own = {tuple(words(n)) for n in (*card.names, card.title)}
    problems += [
        f"{where}:{not_names}: not_names entry {n!r} is a name of this card" for n in card.not_names if tuple(words(n)) in own
    ]
    return problems


def check_corpus(root: str | Path, strict: bool = False) -> list[str]:
    """Every problem in a corpus folder, one line each naming the file, line and field.

    `strict` adds the bundled corpus's house style (plant bodies of 250-600 words).
    """
    path = corpus_folder(os.fspath(root))
    files, problems = card_files(path)
    owners: dict[tuple[str, ...], list[Card]] = {}
    seen: dict[str, str] = {}
    names_at: dict[str, int] = {}
    looks: dict[tuple[str, ...], list[Card]] = {}
    coloured: list[tuple[Card, int]] = []
    for file, rel in files:
        try:
            parsed = read_file(file, rel)
        except CardError as exc:
            where = shown(rel)
            problems += [f"{where}:{line}: {message}" for line, message in exc.problems] or [str(exc)]
            continue
        card, at = parsed.card, Lines(parsed)
        problems += [f"{card.path}:{p.line}: {p.message}" for p in parsed.problems]
        if card.slug in seen:
            problems.append(f"{card.path}:1: slug {card.slug!r} already used by {seen[card.slug]}")
        seen[card.slug] = card.path
        problems += _lint(card, parsed.meta, strict, at)
        names_at[card.path] = at.key("names")
        for name in card.not_names if card.kind == "plant" else ():
            looks.setdefault(tuple(words(name)), []).append(card)
        if card.colours and card.kind == "plant":
            coloured.append((card, at.key("colours")))
        for name in card.names if card.kind != "note" else ():
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
                    f"{card.path}:{names_at[card.path]}: name {' '.join(key)!r} is also claimed by {others}; "
                    "list it in shared_names on both"
                )
    problems += _genus_names(owners, [c for cs in owners.values() for c in cs], names_at)
    problems += _colour_clashes(coloured, owners, looks)
    if not files:
        problems.append(f"{shown(path)}: no cards or notes (*.md, *.markdown, *.txt) found")
    return problems


def _genus_names(owners: dict[tuple[str, ...], list[Card]], cards: list[Card], names_at: dict[str, int]) -> list[str]:
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
                where = ", ".join(sorted({f"{c.path}:{names_at[c.path]}" for c in named}))
                out.append(f"{where}: name {key[0]!r} is also the genus of {', '.join(missing)}; name it on those cards too")
    return out


def _colour_clashes(
    coloured: list[tuple[Card, int]], owners: dict[tuple[str, ...], list[Card]], looks: dict[tuple[str, ...], list[Card]]
) -> list[str]:
    """A colour that would make another plant's name or a card's look-alike ("yellow" on jasmine
    makes "yellow jasmine", Gelsemium): the card would answer for a plant it is not."""
    from .name_table import coloured_keys

    out = []
    for card, line in coloured:
        for key in coloured_keys(card):
            others = sorted({c.slug for c in owners.get(key, ()) if c.slug != card.slug})
            marked = sorted({c.slug for c in looks.get(key, ())})
            if others or marked:
                what = f"a name of {', '.join(others)}" if others else f"a look-alike listed by {', '.join(marked)}"
                out.append(f"{card.path}:{line}: colour {key[0]!r} makes {' '.join(key)!r}, {what}")
    return out


def check_folder(root: str, strict: bool, reference: str | None, complete: bool) -> list[str]:
    """`corpus check` on one folder: its own problems, then the reference's."""
    problems = check_corpus(root, strict=strict)
    if reference:
        from .reference import check_reference

        problems += check_reference(root, reference, complete=complete)
    return problems


def shared_listing(root: str) -> list[str]:
    """`corpus check --shared`: each name plants share with different findings, and a count."""
    from .corpus import load_corpus
    from .shared import describe, differing

    listed = differing(load_corpus(root).cards)
    return [*map(describe, listed), f"{len(listed)} shared name(s) with different findings in {root}"]
