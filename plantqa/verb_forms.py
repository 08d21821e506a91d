"""Forms around a verb of eating that move the one eating: words set off by commas before the
verb ("Client's cat, DSH 4y, chewed": the cat, not the age), and the verb used as a noun after
an article ("I give them a little drink": watering, no one eating; "my dog had a little
nibble": the dog's). Read by plantqa.eaters.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .creatures import says_who
from .lexing import Word, participle
from .text import STOPWORDS

__all__ = ["article_before", "before_apposition", "given_as"]


def article_before(ws: Sequence[Word], i: int) -> int:
    """Where "a", "an" or "the" stands before word i, a verb of eating in its plain form, right
    before it or before one word that is no creature's and no plural ("a drink", "a little
    drink", "a good chew"; not "the dog ate", "the beagles eat"): the verb is a noun there.
    -1 when none does."""
    raw = ws[i].raw.casefold()
    if raw != ws[i].word or raw.endswith("s") or raw in lx.PAST_EATING or ws[i].gap:
        return -1
    k = i - 1
    if k >= 1 and ws[k].word not in lx.ARTICLES:
        between = ws[k].raw.casefold()
        if between in STOPWORDS or between.endswith("s") or says_who(ws[k].word) or ws[k].gap:
            return -1
        k -= 1
    return k if k >= 1 and ws[k].word in lx.ARTICLES and not ws[k + 1].gap else -1


def given_as(ws: Sequence[Word], i: int) -> bool:
    """Word i, a verb of eating, is a noun given after a verb of feeding: "give it a little
    drink", "gave the fern a good drink", "give my dog a chew" (an article, up to one word
    of how, and a verb of giving before it in its clause)."""
    k = article_before(ws, i)
    if k < 0:
        return False
    return any(
        ws[j].word in lx.FEEDING
        for j in range(max(0, k - 4), k)
        if not any(ws[m].start or ws[m].gap for m in range(j + 1, k + 1))
    )


def before_apposition(ws: Sequence[Word], verb: int) -> int:
    """The word before the words set off by commas right before a verb ("Client's cat, DSH
    4y, chewed", "our dog, 2 yo, ate"): who they describe does the verb. -1 when no comma
    opens them within four words, or a verb stands among them."""
    for k in range(verb - 1, max(0, verb - 5), -1):
        w = ws[k]
        if w.start or w.word in lx.EATING or w.word in lx.AUXILIARIES or participle(w):
            return -1
        if "," in w.gap:
            return k - 1
    return -1
