"""Verbs of taking that read as eating where a pet does them to a plant.

"wolfed a piece of", "helped herself to", "scarfed some": words plantqa's list of eating
verbs lacks, read by their form and what follows them. Split from plantqa.eaters, which
says who ate.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .lexing import Word, participle
from .text import STOPWORDS


def took_some(ws: Sequence[Word], i: int) -> bool:
    """A past verb, then (down or up and) an amount of something: "wolfed a piece of",
    "hoovered up some of the berries"; what else is done to a piece of a plant is eating."""
    if not ws[i].raw.casefold().endswith("ed"):
        return False
    k = i + 1 + (i + 1 < len(ws) and ws[i + 1].word in ("down", "up"))
    k += k < len(ws) and ws[k].word in ("a", "an")
    return k + 1 < len(ws) and ws[k].word in lx.PARTITIVE and ws[k + 1].word == "of"


def helped_to(ws: Sequence[Word], i: int) -> bool:
    """Words i to i + 2 read "helped herself to", "helps himself to": the idiom of taking and eating."""
    return (
        i + 2 < len(ws)
        and ws[i].word == "help"
        and ws[i + 1].raw.casefold() in _SELF
        and ws[i + 2].word == "to"
        and not ws[i + 1].gap
    )


def some_taken(ws: Sequence[Word], i: int) -> bool:
    """A verb typed in the past, then (down or up and) "some" and a word: "scarfed some lily
    of the valley", "snarfed some tulip bulbs". Done by a pet to some of a thing, a verb
    plantqa does not know reads as eating, the safe side: the caller asks who did it."""
    raw = ws[i].raw.casefold()
    if not (raw.endswith("ed") and participle(ws[i])) or ws[i].word in STOPWORDS:
        return False
    k = i + 1 + (i + 1 < len(ws) and ws[i + 1].word in ("down", "up"))
    return k + 1 < len(ws) and ws[k].word == "some" and not ws[k + 1].gap and ws[k + 1].word not in STOPWORDS


_SELF = frozenset({"himself", "herself", "itself", "themselves", "themself"})

# Verbs of taking food by stealth, as typed: a pet that does one to a thing taken off or from
# a surface has it in its mouth ("stole raw bread dough off the counter").
_STOLE = frozenset("stole stolen snatched swiped nicked pinched grabbed snaffled pilfered nabbed".split())


def stole_off(ws: Sequence[Word], i: int) -> bool:
    """A verb of stealing, then within a few words "off"/"from" and a surface's determiner:
    "stole raw bread dough off the counter", "snatched a cookie from the table", "swiped
    grapes off my plate". The caller asks who did it; only a pet's is read as eating."""
    if ws[i].raw.casefold() not in _STOLE:
        return False
    for k in range(i + 2, min(len(ws) - 1, i + 7)):
        if ws[k].gap and ws[k].gap != "-":
            return False
        if ws[k].word in ("off", "from") and ws[k + 1].word in lx.DETERMINERS:
            return True
    return False
