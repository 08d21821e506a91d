"""A name that says what shape of holder another plant grows in: "a strawberry pot full of
hens and chicks" (a pot with side pockets), "a tulip vase of roses", "the orchid pot with a
pothos in it". The holder holds the second plant; the first names no plant asked about.
"""

from collections.abc import Sequence

from . import lexicon as lx
from .compounds import joined
from .lexing import Word
from .names import Match, covered, group_of

__all__ = ["holder_shapes"]

# Vessels a plant is planted or stood in (lexicon.HOLDERS less the pieces, beds and ground,
# where "a tomato plant with basil" or "the yew hedge of the churchyard" name the plant itself)
VESSELS = lx.folded("pot planter vase basket bowl tub trough urn jar")
# Words between a vessel and what fills it: "full of", "filled with", "planted up with", "of"
FILLING = lx.folded("full filled planted packed stuffed crammed overflowing up")


def holder_shapes(ws: Sequence[Word], matches: Sequence[Match]) -> set[int]:
    """Positions of a name or kind glued before a vessel that "of" or "with" then fills with another
    plant or kind: the vessel's shape, not a plant. "the monstera pot" alone, or "a pot of
    tulips", keep their plants."""
    starts = {m.start for m in matches if m.cards}
    inside = covered(matches)
    kinds = [(i, i + 1) for i, w in enumerate(ws) if i not in inside and group_of(w.word)]  # "the cactus pot of aloe"
    out: set[int] = set()
    for start, h in [(m.start, m.end) for m in matches if m.cards] + kinds:
        if h >= len(ws) or not joined(ws, h) or ws[h].word not in VESSELS:
            continue
        k = h + 1
        while k < len(ws) and joined(ws, k) and ws[k].word in FILLING:
            k += 1
        if k + 1 >= len(ws) or ws[k].word not in ("of", "with") or not joined(ws, k):
            continue
        k += 1
        while k < len(ws) and ws[k].word in lx.DETERMINERS and joined(ws, k):
            k += 1
        if k < len(ws) and joined(ws, k) and (k in starts or group_of(ws[k].word)):
            out.update(range(start, h))
    return out
