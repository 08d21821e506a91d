"""A group's answer: every card of the kind by its finding, and the danger first.

"are succulents safe for cats" lists each succulent card under its finding, each cited, and
says the kind holds plants plantqa has no card for; "my cat ate a lily" opens with the
general card's danger line ("Lilies and cats") before the findings (compose.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .answer import Verdict
from .corpus import Card, Chunk
from .gate import toxicity_anchor
from .index import Index
from .retrieve import Search
from .text import fold, sentences

if TYPE_CHECKING:
    from .compose import Lines
    from .record import Reading

GROUP_SHOWN = 10  # a group's plants named per finding before "and N more"


def group_lines(index: Index, group: str, asked: Sequence[str], out: Lines, scores: dict[str, tuple[float, float]]) -> list[str]:
    """Every card of a group by its finding ("Toxic to cats: Easter lily [1], ..."), and that
    the group holds plants plantqa has no card for."""
    members = [index.cards[c] for c in index.names.members(group) if c in index.cards and index.cards[c].kind == "plant"]
    if not members:
        return []
    by_finding: dict[tuple[str, ...], list[Card]] = {}
    for card in sorted(members, key=lambda c: (c.title.lower(), c.slug)):
        by_finding.setdefault(tuple(card.verdict(a) for a in asked), []).append(card)
        out.verdicts.extend(Verdict(card.slug, a, card.verdict(a) == "toxic") for a in asked if card.verdict(a) != "unknown")
    shown = surface_group(group)
    lines = [
        f"Many plants count as {shown}; plantqa has cards for {len(members)} of them and none for the others, "
        "so ask about another by name."
    ]
    danger = {"toxic": 0, "unknown": 1, "non-toxic": 2}
    for finding in sorted(by_finding, key=lambda f: (min(danger[v] for v in f), f)):
        cards = by_finding[finding]
        named = []
        shown_n = len(cards) if " " in group else GROUP_SHOWN  # "fruit tree": no `plants` command lists both kinds
        for card in cards[:shown_n]:
            anchor = toxicity_anchor(index, card.slug)
            scores.setdefault(anchor.id, (0.0, 0.0))
            named.append(
                f"{card.title[0].lower() + card.title[1:] if not card.title[1:2].isupper() else card.title} {out.cite(anchor.id)}"
            )
        more = f", and {len(cards) - shown_n} more (plantqa plants {group})" if len(cards) > shown_n else ""
        lines.append(f"{_finding_words(finding, asked)}: {', '.join(named)}{more}.")
    return lines


def surface_group(group: str) -> str:
    """A kind's plural as people write it: cacti, lilies, grasses, hickories, palms."""
    if group == "cactus":
        return "cacti"
    if group.endswith(("s", "x", "z", "ch", "sh")):
        return group + "es"
    if group.endswith("y") and group[-2:-1] not in "aeiou":
        return group[:-1] + "ies"
    return group + "s"


def _finding_words(finding: Sequence[str], asked: Sequence[str]) -> str:
    plural = {"cat": "cats", "dog": "dogs", "horse": "horses"}
    parts: dict[str, list[str]] = {}
    for value, animal in zip(finding, asked):
        parts.setdefault(value, []).append(plural[animal])
    said = []
    for value in ("toxic", "non-toxic", "unknown"):
        if value in parts:
            who = " and ".join(parts[value])
            said.append(f"no listing for {who}" if value == "unknown" else f"{value} to {who}")
    text = "; ".join(said)
    return text[0].upper() + text[1:]


def danger_opening(index: Index, s: Search, asked: Sequence[str]) -> list[tuple[str, Chunk]]:
    """For a group with plants toxic to the animal asked about and a general card on that
    group and animal ("Lilies and cats"), the card's first sentence: the danger, first."""
    for group in s.reading.groups:
        warning = _warning(index, group, asked)
        if warning is not None:
            return [warning[:2]]
    return []


def kind_danger(index: Index, reading: Reading) -> str | None:
    """For a refused name that holds a kind ("african lily", "lily stargazer") asked
    about for an animal a general card warns of ("Lilies and cats"), that card's first
    sentence and where to read it: plantqa cannot say which plant it is, but the kind's
    danger is what a worried owner must hear ("True lilies ... kidney failure in cats")."""
    from .names import group_of

    for m in reading.refused_names:
        # the kind said last, or first ("lily stargazer")
        kinds = [g for g in (group_of(fold(w)) for w in reversed((m.whole or m.phrase).split())) if g is not None]
        warning = _warning(index, kinds[0], reading.animals) if kinds else None
        if warning is not None:
            return f"{warning[0]} (plantqa show {warning[2]})"
    return None


def _warning(index: Index, group: str, asked: Sequence[str]) -> tuple[str, Chunk, str] | None:
    """The first sentence of a general card on the group and an animal asked about, its chunk
    and card, when the group holds plants toxic to that animal; else None."""
    from .care import topic_cards_about

    members = [index.cards[c] for c in index.names.members(group) if c in index.cards]
    if not any(c.verdict(a) == "toxic" for c in members for a in asked):
        return None
    for slug in topic_cards_about(index, group, asked):
        rows = index.card_rows(slug)
        if len(rows):
            chunk = index.chunks[int(rows[0])]
            first = sentences(chunk.text)
            if first:
                return first[0], chunk, slug
    return None
