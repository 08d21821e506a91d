"""The plant list and the card view behind `plantqa plants` and `plantqa show`.

Kept apart from answer.py so that asking a question never pays for them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .corpus import Card
from .errors import InputError
from .suggestions import names_like
from .text import clean, words


@dataclass(frozen=True)
class PlantRow:
    card: str
    title: str
    scientific: str
    cat: str
    dog: str
    horse: str


def _named(card: Card, wanted: Sequence[str]) -> bool:
    """Whether every word of `wanted` is in one of the card's names (title, scientific, names)."""
    return any(set(wanted) <= set(words(name)) for name in (card.title, card.scientific, *card.names) if name)


def plant_rows(cards: Iterable[Card], safe_for: str | None = None, toxic_to: str | None = None, name: str = "") -> list[PlantRow]:
    """The plant cards, sorted by title, filtered by listing and by words of a name
    ("lily" keeps every card with a name holding lily or lilies)."""
    wanted = words(name)
    rows = []
    for card in sorted((c for c in cards if c.kind == "plant"), key=lambda c: (c.title.lower(), c.slug)):
        if safe_for and card.verdict(safe_for) != "non-toxic":
            continue
        if toxic_to and card.verdict(toxic_to) != "toxic":
            continue
        if wanted and not _named(card, wanted):
            continue
        rows.append(
            PlantRow(card.slug, card.title, card.scientific, card.verdict("cat"), card.verdict("dog"), card.verdict("horse"))
        )
    return rows


def animal(value: str) -> str | None:
    """cat, dog or horse for an everyday word for one ("cats", "kitten", "puppies", "pony")."""
    from .lexicon import ANIMAL_WORDS

    folded = words(value)  # NFKC, case-folded, plurals folded: "Kittens" -> kitten
    return ANIMAL_WORDS.get(folded[0]) if len(folded) == 1 else None


def _slugged(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")


def find_card(index: Any, name: str) -> str:
    """The card a name means: its id, any of its names ("snake plant", "sansevieria"), a
    topic card's title. InputError with close names when there is none or several."""
    if name in index.cards:
        return name
    if _slugged(name) in index.cards:
        return _slugged(name)
    titles = {clean(c.title).casefold(): c.slug for c in index.cards.values()}
    if " ".join(name.split()).casefold() in titles:
        return titles[" ".join(name.split()).casefold()]
    tokens = words(name)
    found = index.names.match(tokens)
    if len(found) == 1 and (found[0].start, found[0].end) == (0, len(tokens)):
        slugs = sorted(found[0].cards)
        if len(slugs) == 1:
            return slugs[0]
        raise InputError(f"{name!r} names {len(slugs)} cards: {', '.join(slugs)}; show one: plantqa show {slugs[0]}")
    close = close_names(index, name)
    hint = f" (did you mean {' or '.join(close)}?)" if close else ""
    raise InputError(f"no card named {name!r} in the corpus{hint}; 'plantqa plants' lists the plants")


def mend_name(index: Any, name: str) -> str:
    """A name with the one-letter slips the species filter mends ("lilly" -> lily), as words."""
    if not name:
        return name
    mended, _sources, fixed = index.names.respell(words(name), index.knows)
    return " ".join(mended) if fixed else name


def close_names(index: Any, name: str) -> list[str]:
    """Plant names spelled like `name` or sharing its words, else card ids spelled like it."""
    from .lexicon import GENERIC

    tokens = words(name)
    close = names_like(index.names, tokens, index.names.match(tokens), groups=[t for t in tokens if t in GENERIC])
    if not close:
        import difflib

        close = difflib.get_close_matches(_slugged(name), list(index.cards), n=3, cutoff=0.75)
    return close


def card_lines(card: Card) -> list[tuple[str, str]]:
    """One card for a terminal as (role, text) lines: title, names, listings, then its
    sections in file order. Roles ("heading", "dim", "listing", "" plain) are for colour."""
    lines = [("heading", card.title)]
    if card.scientific:
        lines.append(("", card.scientific))
    if card.names:
        lines.append(("", "Also called: " + ", ".join(card.names)))
    if card.kind == "plant":
        lines.append(("listing", "Toxicity: " + "; ".join(f"{a} {v}" for a, v in card.toxicity)))
    lines.append(("dim", f"({card.path})"))
    for heading, text in card.sections:
        lines += [("", ""), ("heading", heading)] if heading else [("", "")]
        lines.append(("", text))
    return lines


def render_card(card: Card, style: Callable[[str, str], str] = lambda text, _role: text) -> str:
    """The card as plain text (each piece cleaned before `style` may colour it)."""
    return "\n".join(style(clean(text), role) if role else clean(text) for role, text in card_lines(card))


def plant_table(rows: Sequence[Any], form: str) -> None:
    """The plant rows as a table for people, or JSON, JSON Lines or CSV for programs."""
    from dataclasses import asdict

    from . import console

    if form == "json":
        console.out(console.dumps([asdict(r) for r in rows]))
    elif form == "nl":
        for r in rows:
            console.out(console.dumps(asdict(r)))
    elif form == "csv":
        import csv
        import io

        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["card", "title", "scientific", "cat", "dog", "horse"])
        writer.writerows([r.card, r.title, r.scientific, r.cat, r.dog, r.horse] for r in rows)
        console.out(buffer.getvalue(), end="")
    elif rows:
        width = max((len(clean(r.title)) for r in rows), default=5)
        lines = [("heading", f"{'plant'.ljust(width)}  {'cat':<10} {'dog':<10} {'horse':<10} card")]
        lines += [("listing", f"{clean(r.title).ljust(width)}  {r.cat:<10} {r.dog:<10} {r.horse:<10} {r.card}") for r in rows]

        def paint(_text: str) -> str:
            from .paint import paint_roles

            return paint_roles(lines)

        console.out("\n".join(t for _, t in lines), paint=paint)
