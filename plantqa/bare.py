"""A kind's word standing bare beside a named plant, in a question about a creature, is a name.

Pets are called after kinds of plant ("Ivy", "Fern", "Daisy", "Violet", "Lily") more than after
any other plant word, and people type them in lower case anywhere in the sentence: "ivy has
been sick since chewing the snake plant", "we got fern from the shelter, she keeps eating my
pothos", "daisy is obsessed with my calathea, is she safe". Read as the kind, each lists every
card of the group beside the plant asked about. A kind asked about as a plant comes in the
plural ("ferns"), with a determiner ("the ivy", "my fern", "some daisies"), as the thing eaten
("chewed ivy"), after a plant's name as its head ("holly bush"), before a plant's word ("ivy
leaves") or a place ("herb window box"), joined to the other plant ("ivy or pothos"), or with what a plant is or has done to
it after it ("ivy is a climber", "ivy keeps climbing", "fern was chewed by my cat", "daisy and
lily are blooming"). So a kind's word typed singular with none of these, where another plant
is named and a creature is said, is set aside as a name; the note says so, and the other plant
is answered.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .creatures import creature_said, says_who
from .lexing import Word, participle
from .names import Match, group_of
from .standing import asked_of, listed_with

_BEFORE_A_PLANT = lx.DETERMINERS | lx.QUANTIFIERS | lx.PARTITIVE | lx.FEEDING | lx.PLACES | {"any", "more", "much", "no"}
# forms of "be" and "have" after the word, before what a plant is or had done to it
_BE = frozenset("is was are were has have had".split())
# (and a room or place: the kind is where it grows, "herb window box", "cactus shelf")
_AFTER_A_PLANT = lx.PARTS | lx.HOLDERS | lx.PLANT_DOMAIN | lx.GROWING | lx.BEDS | lx.GROUP_WORDS | lx.ROOMS


def bare_kinds(ws: Sequence[Word], matches: Sequence[Match], aside: set[int]) -> set[int]:
    """Positions of kinds' words standing bare as names (the module's docstring)."""
    match_at = {i: m for m in matches for i in range(m.start, m.end)}
    candidates = [j for j in range(len(ws)) if j not in aside and _bare(ws, j, match_at)]
    if not candidates or not creature_said(ws):
        return set()
    out: set[int] = set()
    for j in candidates:
        others = [m for m in matches if m.cards and not m.start <= j < m.end and not set(range(m.start, m.end)) & aside]
        if others and not asked_of(ws, j) and not listed_with(ws, j, match_at, candidates):
            out.add(j)
    return out


def _bare(ws: Sequence[Word], j: int, match_at: dict[int, Match]) -> bool:
    """Word j is a kind's word alone, typed singular, with nothing before or after it that a
    plant takes: no determiner, amount, verb of eating or place before it, no plant's word after."""
    w = ws[j]
    m = match_at.get(j)
    if group_of(w.word) is None or (m is not None and (m.start, m.end) != (j, j + 1)):
        return False
    if w.raw.casefold() != w.word and not w.possessive:
        return False  # typed as a plural, folded to the kind: "ferns", "daisies"
    if j:
        before = ws[j - 1]
        if not w.gap and j - 1 in match_at:
            return False  # a plant's name before it, whose head it is: "a holly bush"
        if not w.gap and (
            before.word in _BEFORE_A_PLANT or before.word in lx.EATING or participle(before) or before.word == "of"
        ):
            return False
    nxt = ws[j + 1] if j + 1 < len(ws) else None
    if nxt is None:
        return True
    if nxt.gap == "(":
        return any(says_who(w.word) for w in ws[j + 1 : j + 4])  # "ivy (cat, 3)", not "fern (boston) or pothos"
    if nxt.gap:
        return True
    if nxt.word in ("and", "or") and not (ws[j].gap == "," and j and says_who(ws[j - 1].word)):
        return False  # "daisy and lily are blooming", but "my cats, ivy and fern, love ..."
    then = ws[j + 1 : j + 4]
    if any(w.word == "by" or w.raw.casefold() in lx.PAST_EATING for w in then) or (
        nxt.word in _BE and then[1:2] and then[1].word in ("a", "an")
    ):
        return False  # "ivy was chewed by the dog", "ivy has been eaten", "ivy is a climber"
    if nxt.word in _BE and any(participle(w) for w in then[1:]):
        return False  # "fern was chewed"
    if nxt.word in ("keeps", "keep") or (participle(nxt) and nxt.word not in lx.EATING):
        return False  # "ivy keeps climbing", "ivy climbing over the fence"
    return not (nxt.word in _AFTER_A_PLANT or j + 1 in match_at)
