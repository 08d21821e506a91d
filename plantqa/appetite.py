"""Verbs that tell of no eating and no care: a pet off its food ("my puppy isn't eating his
breakfast") or out for a walk ("is swimming ok for my dog"), and an -ed form said of a thing
("mixed opinions"), not a pet that ate something or a care topic.

"my puppy isn't eating his breakfast", "Basil has stopped eating his biscuits", "she
refuses to eat" tell of an animal's appetite: nothing was eaten, so nothing is asked to be
safe, and what is not eaten ("breakfast", "biscuits") is no plant plantqa lacks a card for.
The verb is denied by a negation before it (past words like "has" and "really"), by a past
verb of ceasing ("stopped eating"), or by "refuses to". A denied verb that is itself denied
keeps the eating ("won't stop eating", "can't stop chewing"): only "stop" in its past form
ceases, and a wish ("make him stop eating") is no fact.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .lexing import Word, participle
from .text import STOPWORDS

# past verbs that end an eating ("has stopped eating", "quit eating"), by their raw form
_CEASED = frozenset({"stopped", "quit", "ceased"})
# verbs that decline one ("refuses to eat", "won't even try to eat"), before "to"
_DECLINING = frozenset({"refuses", "refused", "refusing", "refuse", "declines", "declined"})


def denied(ws: Sequence[Word], verb: int) -> bool:
    """Whether the eating verb at `verb` is said not to happen."""
    k = verb - 1
    if k >= 1 and ws[k].word == "to" and ws[k - 1].raw.casefold() in _DECLINING:
        return not _negated(ws, k - 1)
    if k >= 0 and ws[k].raw.casefold() in _CEASED:
        return not _negated(ws, k)
    return _negated(ws, verb)


def _negated(ws: Sequence[Word], verb: int) -> bool:
    """A negation among the words just before `verb`, past auxiliaries and adverbs of degree."""
    k = verb - 1
    while k >= 0 and not ws[k + 1].gap.strip():
        t = ws[k].word
        if t in lx.NEGATIONS:
            return True
        if t not in lx.AUXILIARIES and not ws[k].raw.casefold().endswith("ly"):
            return False
        k -= 1
    return False


def off_food(ws: Sequence[Word], outside: Sequence[bool]) -> frozenset[int]:
    """The eating verbs of a question whose every eating is denied (a pet off its food), or
    none: one eating told or asked keeps the question about what was eaten."""
    verbs = [i for i, w in enumerate(ws) if w.word in lx.EATING and outside[i]]
    return frozenset(verbs) if verbs and all(denied(ws, i) for i in verbs) else frozenset()


def doings(ws: Sequence[Word], outside: Sequence[bool]) -> tuple[str, ...]:
    """Words typed as the -ing form of a verb outside names, other than eating, standing as a
    verb does, before no noun: an activity ("walking in the heat", "is sledding safe"), never
    the name of a plant plantqa lacks a card for ("bleeding heart", "trailing jade": before a
    noun, a word of the name)."""

    def verb_at(i: int) -> bool:
        nxt = ws[i + 1] if i + 1 < len(ws) else None
        return nxt is None or bool(nxt.gap) or nxt.word in STOPWORDS or nxt.word in lx.FRAMING or nxt.word in lx.HARM_WORDS

    return tuple(
        dict.fromkeys(
            w.word
            for i, w in enumerate(ws)
            if outside[i] and participle(w) and w.raw.casefold().endswith("ing") and w.word not in lx.EATING and verb_at(i)
        )
    )


def said_of_things(ws: Sequence[Word], outside: Sequence[bool]) -> frozenset[str]:
    """Words typed as an -ed form right before a noun that is no plant, part or name: what a
    thing is ("mixed opinions", "conflicting advice" as "mixed things"), not a care topic
    ("potting mix"): "Spider plants and cats. I've seen mixed opinions." asks of safety."""
    return frozenset(
        w.word
        for i, w in enumerate(ws[:-1])
        if outside[i]
        and outside[i + 1]
        and w.raw.casefold().endswith("ed")
        and participle(w)
        and not ws[i + 1].gap
        and ws[i + 1].word not in STOPWORDS
        and ws[i + 1].word not in lx.PLANT_DOMAIN
        and ws[i + 1].word not in lx.PARTS
        and ws[i + 1].word not in lx.GROUP_WORDS
    )
