"""Names that several plant cards share while their findings differ.

"Ribbon plant" is a dracaena (toxic to cats and dogs) and the spider plant (non-toxic):
a question using it gets a verdict line per plant (compose.shared_name_lines). This
module lists every such name, for `plantqa corpus check --shared`, so a card writer sees
each one a question could stumble on and can check the cards say how to tell them apart.
"""

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .corpus import ANIMALS, Card
from .text import words


class Claim(NamedTuple):
    """One card's side of a shared name: the card and its finding per animal."""

    slug: str
    scientific: str
    findings: tuple[str, ...]  # in ANIMALS order


class SharedName(NamedTuple):
    name: str  # as the first card (by slug) spells it
    claims: tuple[Claim, ...]  # sorted by slug


def differing(cards: Iterable[Card], animals: Sequence[str] = ANIMALS) -> list[SharedName]:
    """Every name held by two or more plant cards whose findings differ for some animal,
    sorted by name. Names are compared folded ("Ribbon Plant" and "ribbon-plant" are one)."""
    owners: dict[tuple[str, ...], dict[str, tuple[Card, str]]] = {}
    for card in sorted(cards, key=lambda c: c.slug):
        if card.kind != "plant":
            continue
        for name in card.names:
            key = tuple(words(name))
            if key:
                owners.setdefault(key, {}).setdefault(card.slug, (card, name))
    out = []
    for key in sorted(owners):
        held = owners[key]
        claims = tuple(Claim(c.slug, c.scientific, tuple(c.verdict(a) for a in animals)) for c, _ in held.values())
        if len({c.findings for c in claims}) > 1:
            out.append(SharedName(next(iter(held.values()))[1].lower(), claims))
    return sorted(out, key=lambda s: (s.name, s.claims))


def describe(shared: SharedName, animals: Sequence[str] = ANIMALS) -> str:
    """One line: the name, then each card with its scientific name and findings."""
    parts = []
    for claim in shared.claims:
        findings = ", ".join(f"{a} {f}" for a, f in zip(animals, claim.findings))
        sci = f" ({claim.scientific})" if claim.scientific else ""
        parts.append(f"{claim.slug}{sci}: {findings}")
    return f"{shared.name!r} is shared by {len(shared.claims)} cards with different findings: " + "; ".join(parts)
