"""Names that several plant cards share while their findings differ.

"Ribbon plant" is a dracaena (toxic to cats and dogs) and the spider plant (non-toxic):
a question using it gets a verdict line per plant, the toxic ones first (split_names), and a
line saying the name is shared (shared_name_lines). This
module also lists every such name, for `plantqa corpus check --shared`, so a card writer sees
each one a question could stumble on and can check the cards say how to tell them apart.
"""

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from .answer import plant_label
from .corpus import ANIMALS, Card
from .text import surface, words

if TYPE_CHECKING:
    from .index import Index
    from .reading import Reading


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


def split_names(index: "Index", reading: "Reading", asked: Sequence[str]) -> set[str]:
    """The cards of a name several plants share with different findings ("iris": Iris
    spuria non-toxic, the genus toxic). Each line answers the question's wording for its own
    card, and the toxic ones come first: a "Yes" from the wrong iris must not be what a
    skimming reader takes away."""
    out: set[str] = set()
    for m in reading.plants:
        cards = [c for c in m.cards if index.cards[c].kind == "plant"] if m.how == "shared" else []
        if len({tuple(index.cards[c].verdict(a) for a in asked) for c in cards}) > 1:
            out.update(cards)
    return out


def harms(card: Card, asked: Sequence[str]) -> bool:
    return any(card.verdict(a) == "toxic" for a in asked)


def shared_name_lines(index: "Index", reading: "Reading", asked: Sequence[str]) -> list[str]:
    """A name several plants share, with different findings ("ribbon plant": a dracaena, and
    the spider plant): say so, and how to tell them apart."""
    out = []
    for m in reading.plants:
        if m.how != "shared" or not reading.toxicity:
            continue
        cards = [index.cards[c] for c in m.cards if index.cards[c].kind == "plant"]
        if len({tuple(c.verdict(a) for a in asked) for c in cards}) > 1:
            labels = ", ".join(plant_label(c) for c in cards)
            out.append(
                f"'{surface(reading.text, m.phrase.split()[0])}{_rest(m.phrase)}' is a name of {len(cards)} plants "
                f"with different listings ({labels}): check the scientific name on the label."
            )
    return out


def _rest(phrase: str) -> str:
    parts = phrase.split()
    return (" " + " ".join(parts[1:])) if len(parts) > 1 else ""
