"""List questions ("which plants are safe for cats", "what houseplants are toxic to dogs"):
answered with plant names from the cards' findings, each cited, not with sentences."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from .answer import Result, Support, best_sentences
from .compose import Lines, animals_asked, citations
from .config import Settings
from .gate import toxicity_anchor
from .index import Index
from .lexical import idf_of
from .reading import Reading
from .retrieve import Search, expand

SHOWN = 10  # plants named before the count and the command for the rest
FULL = 4  # chunks a card needs to count as a full card (care sections, not the finding alone)


def listing_command(reading: Reading) -> str:
    """The `plantqa plants` command that lists what a "which plants are safe/toxic" question asks for."""
    if not reading.animals:
        return "plantqa plants --safe-for cat" if reading.asks_safe else "plantqa plants"
    return f"plantqa plants --{'safe-for' if reading.asks_safe else 'toxic-to'} {reading.animals[0]}"


def list_answer(
    index: Index, search: Search, support: Sequence[Support], settings: Settings, trace: dict[str, Any] | None
) -> Result | None:
    """The plants listed as safe for (or toxic to) the animals asked about: a general card's
    best line on it, if one passed the gate; the first ten plants, those with full cards
    first (the ones people keep), then by title; the count; and the command that lists
    them all. None when no card has such a finding."""
    reading = search.reading
    asked = animals_asked(reading)
    want = "non-toxic" if reading.asks_safe else "toxic"
    per_card = np.bincount(np.asarray(index.chunk_card), minlength=len(index.card_slugs))
    rows = []
    for number, slug in enumerate(index.card_slugs):
        card = index.cards[slug]
        if card.kind != "plant":
            continue
        findings = [card.verdict(a) for a in asked]
        if (want == "non-toxic" and all(f == want for f in findings)) or (want == "toxic" and want in findings):
            rows.append((per_card[number] < FULL, card.title.lower(), slug))
    if not rows:
        return None
    rows.sort()
    out = Lines()
    lines = []
    weight = lambda t: idf_of(index.postings, t) or 1.0  # noqa: E731
    for sentence, chunk in best_sentences(support[:1], expand(reading), weight, 1, []):
        lines.append(f"{sentence} {out.cite(chunk.id)}")
    shown = []
    for _, _, slug in rows[:SHOWN]:
        anchor = toxicity_anchor(index, slug)
        shown.append(f"{index.cards[slug].title} {out.cite(anchor.id)}")
    who = " and ".join({"cat": "cats", "dog": "dogs", "horse": "horses"}[a] for a in asked)
    how = "as non-toxic to" if want == "non-toxic" else "as toxic to"
    either = " or ".join({"cat": "cats", "dog": "dogs", "horse": "horses"}[a] for a in asked)
    head = f"plantqa's cards list {len(rows)} plants {how} {who if want == 'non-toxic' else either}"
    lines.append(f"{head}; the first {min(SHOWN, len(rows))}: {', '.join(shown)}.")
    lines.append(f"Every one: {listing_command(reading)}")
    text, order = out.finish(lines)
    return Result(
        reading.text,
        True,
        text,
        [],
        None,
        citations(index, order, {s.chunk.id: (s.fused, s.cosine) for s in support}),
        settings.mode,
        search.legs.path,
        [],
        list(search.legs.notes),
        trace,
    )
