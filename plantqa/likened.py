"""A named plant that is only what the plant asked about looks like or is kin to ("my cat ate
something that looks like a spider plant", "a cousin of the spider plant", "a pothos
look-alike"): that plant is not the one named, and its card must not answer for it. Split
from plantqa.things.
"""

from collections.abc import Sequence

from . import lexicon as lx
from .lexing import Word

__all__ = ["LOOKS", "likened"]

# Words that say a plant only looks like, or is kin to, the one named: "looks like pothos",
# "similar to jade plant", "a cousin of the spider plant", "a pothos look-alike", "aloe-like".
LOOKS = frozenset({"look", "looks", "looked", "looking", "something"})
# and what it smells or tastes like: "the flowers smell like bananas" names no banana
LOOKS |= frozenset({"smell", "smells", "smelled", "smelt", "smelling", "taste", "tastes", "tasted", "tasting"})
_KIN_TO = frozenset({"similar", "related", "akin", "kin", "close"})
_KIN_OF = frozenset({"cousin", "cousins", "relative", "relatives", "relation"})
_RESEMBLES = frozenset({"resemble", "resembles", "resembled", "resembling", "mimic", "mimics"})


def likened(ws: Sequence[Word], start: int, end: int) -> str:
    """The phrase when the name at start..end is only what the plant asked about looks like
    or is kin to ("my cat ate something that looks like a spider plant", "is a cousin of the
    spider plant safe", "a pothos look-alike", "aloe-like"), else "": that plant is not the
    one named, and its card must not answer for it. "plants like pothos" (such as) and "do
    cats like pothos" (the verb) name pothos."""
    k = start - 1
    k -= k > 0 and ws[k].word in lx.DETERMINERS and not ws[k + 1].gap
    if k >= 1 and not ws[k + 1].gap and not ws[k].gap:
        cue, ahead = ws[k].raw.casefold(), ws[k - 1].raw.casefold()
        if (cue == "like" and ahead in LOOKS) or (cue == "to" and ahead in _KIN_TO) or (cue == "of" and ahead in _KIN_OF):
            return " ".join(w.raw.casefold() for w in ws[k - 1 : end])
    if k >= 0 and ws[k].raw.casefold() in _RESEMBLES and not ws[k + 1].gap:
        return " ".join(w.raw.casefold() for w in ws[k:end])
    if end < len(ws) and ws[end].gap in ("", "-"):
        after = ws[end].raw.casefold()
        look_alike = after == "look" and end + 1 < len(ws) and ws[end + 1].raw.casefold() == "alike"
        if after in ("lookalike", "lookalikes") or look_alike or (after == "like" and ws[end].gap == "-"):
            return " ".join(w.raw.casefold() for w in ws[start : end + 1 + look_alike])
    return ""
