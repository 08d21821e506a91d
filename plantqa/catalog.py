"""The plant list and the card view behind `plantqa plants` and `plantqa show`.

Kept apart from answer.py so that asking a question never pays for them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .corpus import Card
from .text import clean


@dataclass(frozen=True)
class PlantRow:
    card: str
    title: str
    scientific: str
    cat: str
    dog: str
    horse: str


def plant_rows(cards: Iterable[Card], safe_for: str | None = None, toxic_to: str | None = None) -> list[PlantRow]:
    """The plant cards, sorted by title, filtered by listing."""
    rows = []
    for card in sorted((c for c in cards if c.kind == "plant"), key=lambda c: (c.title.lower(), c.slug)):
        if safe_for and card.verdict(safe_for) != "non-toxic":
            continue
        if toxic_to and card.verdict(toxic_to) != "toxic":
            continue
        rows.append(
            PlantRow(card.slug, card.title, card.scientific, card.verdict("cat"), card.verdict("dog"), card.verdict("horse"))
        )
    return rows


def render_card(card: Card, style: Callable[[str, str], str] = lambda text, _role: text) -> str:
    """One card for a terminal: title, names, listings, then its sections in file order."""
    lines = [style(card.title, "heading")]
    if card.scientific:
        lines.append(card.scientific)
    if card.names:
        lines.append("Also called: " + ", ".join(card.names))
    if card.kind == "plant":
        lines.append("Toxicity: " + "; ".join(f"{a} {v}" for a, v in card.toxicity))
    lines.append(style(f"({card.path})", "dim"))
    for heading, text in card.sections:
        lines += ["", style(heading, "heading")] if heading else [""]
        lines.append(text)
    return clean("\n".join(lines))
