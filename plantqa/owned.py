"""What a pet's or a person's name owns: "Lily's water bowl" is the cat's bowl, no plant.

A one-word plant name with 's before a creature's thing is a name (`owns_a_thing`), and the
thing it owns is no subject of a plant question (`owned_things`); people.py sets both aside.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .creatures import creature_said, is_kin, says_who
from .lexing import Word
from .names import Match, covered, group_of
from .text import STOPWORDS


def owns_a_thing(ws: Sequence[Word], match_at: dict[int, Match]) -> set[int]:
    """A one-word plant name with 's before a creature's thing: "Lily's water bowl", "Basil's
    bed", in lower case where the question says a creature ("fern's favourite thing to chew,
    she is a kitten"). A plant's part, holder or soil after it keeps it the plant
    ("Lily's leaves"), as does a plant's word ("the Monstera's new pot")."""
    out: set[int] = set()
    creature = None  # in lower case too where the question says a creature ("fern's favourite spot, she's a kitten")
    for j in range(len(ws) - 1):
        one = (j in match_at and (match_at[j].start, match_at[j].end) == (j, j + 1)) or group_of(ws[j].word) is not None
        if not (one and ws[j].possessive) or (j and ws[j - 1].word in lx.DETERMINERS):
            continue
        if not ws[j].upper:
            creature = creature if creature is not None else creature_said(ws, eating=False)
            if not creature or (j and ws[j - 1].word in lx.POSSESSIVE_DETERMINERS):
                continue  # "my fern's new growth": the asker's own plant
        nxt = ws[j + 1].word
        if nxt in lx.PARTS or nxt in lx.HOLDERS or nxt in lx.PLANT_DOMAIN or nxt in lx.GROUP_WORDS or j + 1 in match_at:
            continue
        if nxt not in STOPWORDS and not lx.PLANT_DOMAIN & {w.word for w in ws[j + 1 : j + 3]}:
            out.add(j)
    return out


def owned_things(ws: Sequence[Word], names: set[int]) -> set[int]:
    """Positions of the thing a pet's or person's name owns ("water bowl" in "Lily's water
    bowl", "bed" in "Basil's bed"): the creature's, no subject of a plant question."""
    out: set[int] = set()
    for j in names:
        if not ws[j].possessive or is_kin(ws[j].word) or ws[j].word in lx.PEOPLE_WORDS:
            continue  # "my mum's dog": the dog is who the question is about
        k = j + 1
        while k < len(ws) and k <= j + 3 and not ws[k].gap and ws[k].word not in STOPWORDS and not says_who(ws[k].word):
            out.add(k)
            k += 1
    return out


def owners_of(ws: Sequence[Word], matches: Sequence[Match]) -> set[int]:
    """Positions of a word owning the animal right after it ("Caller's horse has been eating",
    "Dave's dog ate a tulip bulb"): whose the animal is, no plant and no subject to search for."""
    inside = covered(matches)
    return {
        i
        for i in range(len(ws) - 1)
        if ws[i].possessive and i not in inside and not ws[i + 1].gap and ws[i + 1].word in lx.ANIMAL_WORDS
    }


def kin_owning(ws: Sequence[Word], matches: Sequence[Match]) -> list[Word]:
    """A kin word typed plural with no apostrophe right before a plant or a pet ("mums geranium",
    "nans spider plant", "my sisters dog") owns it, as "mum's" would: no mothers are asked
    about, and the plant after it is the plant."""
    starts = {m.start for m in matches if m.cards}
    out = list(ws)
    for i, w in enumerate(ws[:-1]):
        after = ws[i + 1]
        if w.possessive or w.word not in lx.KIN_WORDS or w.raw.casefold() != f"{w.word}s" or after.gap:
            continue
        if i + 1 in starts or group_of(after.word) is not None or after.word in lx.ANIMAL_WORDS:
            out[i] = w._replace(possessive=True)
    return out
