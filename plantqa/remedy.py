"""A care question that tells of a problem asks what to do about it.

"fungus gnats all over the soil of my fiddle leaf fig" and "thrips on my croton, silvery
streaks on the leaves" say what is wrong and ask nothing more: the answer a gardener gives
is the remedy. The lines that share most words with such a question are the problem
card's Overview ("Fungus gnats are tiny dark flies ..."), which only tells the asker what
they already know. So when the question asks for a remedy, the remedy sections of the
topic cards it titles (their Control, What to do, Rescue or Recovery) join the pool first,
and their heading's words join what the quotes are chosen by.
"""

from __future__ import annotations

from . import lexicon as lx
from .answer import Support
from .index import Index
from .reading import Reading
from .text import tokenize

# The headings under which the cards say what to do about a problem (corpus/topics).
REMEDY_HEADINGS = ("control", "what to do", "rescue", "recovery")
# Words that ask for the remedy in a how or what question: "how do i get rid of thrips",
# "how to save my overwatered aloe", "what should i do". A why, a what-is or a which asks
# for the cause or the name instead.
REMEDY_WORDS = lx.folded("rid fix treat save kill stop control cure deal")
_ASKING = frozenset({"do", "does", "should", "can", "could", "shall", "would"})
_WHO = frozenset({"i", "we", "you"})


def asks_remedy(reading: Reading) -> bool:
    """A care question telling a problem with no question of its own ("thrips on my croton",
    "spider mites on my calathea, help"), or asking what to do ("how do i get rid of them",
    "aphids all over my roses, what do i do"); not one asking why, what it is or whether
    ("pothos leaves turning yellow, what am I doing wrong?" asks the cause)."""
    if reading.toxicity:
        return False
    ws = [w for w in reading.words if w]
    if any(w in REMEDY_WORDS for w in ws):
        return True
    for k, w in enumerate(ws[:-3]):  # "what do i do", "what should we do", "what can i do"
        if w == "what" and ws[k + 1] in _ASKING and ws[k + 2] in _WHO and ws[k + 3] == "do":
            return True
    return not reading.yes_no and not any(w in lx.WH_OPENERS for w in ws)


def remedy_first(index: Index, reading: Reading, lead: frozenset[str], pool: list[Support]) -> tuple[list[Support], list[str]]:
    """The pool with the remedy sections of the lead topic cards in front, and their
    heading's words, when the question asks for a remedy; else the pool as it was."""
    if not lead or not asks_remedy(reading):
        return pool, []
    front: list[Support] = []
    words: list[str] = []
    for slug in sorted(lead):
        card = index.cards[slug]
        if card.kind != "topic":
            continue
        best = max((x.fused for x in pool if x.chunk.card == slug), default=0.0)
        for row in index.card_rows(slug).tolist():
            chunk = index.chunks[int(row)]
            if chunk.section.casefold().startswith(REMEDY_HEADINGS):
                front.append(next((x for x in pool if x.chunk.id == chunk.id), Support(chunk, best, 0.0)))
                words += [t for t in tokenize(chunk.section) if t not in words]
                break  # the section's first chunk: its opening says what to do first
    if not front:
        return pool, []
    ids = {x.chunk.id for x in front}
    return front + [x for x in pool if x.chunk.id not in ids], words
