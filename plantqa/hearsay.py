"""Who a question says told the asker something: "The woman at the garden centre says gnats",
"the lady at the herb stall said ...", "someone on a forum reckons ...". The words naming the
source (woman, garden, centre, stall, forum) say where advice came from, not what is asked:
left in the subject they sink a care question below the cards' coverage ("tiny black flies in
my pots ... the woman at the garden centre says gnats" was refused as not covered).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .lexing import Word
from .text import STOPWORDS

__all__ = ["commentary", "told_by"]

# Words that end a clause before a source's phrase when read backwards from its verb of saying
_CLAUSE_WORDS = frozenset({"and", "but", "so", "because", "though", "although", "if", "when", "while"})
# The most words a source's phrase spans ("the nice old woman at the big garden centre")
_LONGEST = 9


def told_by(ws: Sequence[Word], inside: set[int]) -> frozenset[str]:
    """The folded content words of each phrase that names who said something, from where its
    clause opens to the verb of saying after it, and the verb; a phrase holding a plant's name
    or a verb is no source ("my cat ate the lily and the vet says"...: only "the vet")."""
    out: set[str] = set()
    for i, w in enumerate(ws):
        if w.raw.casefold() not in lx.SAYING_RAW or i == 0:
            continue
        k = i
        while k > 0 and i - k < _LONGEST and not ws[k].start and not ws[k].gap and ws[k - 1].word not in _CLAUSE_WORDS:
            k -= 1
        phrase = range(k, i)
        if not phrase or any(j in inside or _verb(ws[j]) for j in phrase):
            continue
        if ws[k].word not in lx.DETERMINERS and ws[k].word not in lx.POSSESSIVE_DETERMINERS and ws[k].word not in _ANYONE:
            continue  # a noun phrase opens it: "the woman ...", "my neighbour", "someone on a forum"
        out.update(ws[j].word for j in phrase if ws[j].word not in STOPWORDS)
        out.add(w.word)
    return frozenset(out)


def commentary(ws: Sequence[Word], inside: set[int]) -> frozenset[str]:
    """The folded content words of what someone is said to say or think of the asker's care,
    told after the question ("What feed should I give my moth orchid, and how often? My
    daughter says I'm killing it with kindness"; "..., my son thinks I overdo it"): an aside,
    not what is asked, which only sinks the question below the cards' coverage. It opens
    after a question mark, or after a comma in a question opened by a question word, and runs
    to its sentence's end; it names no plant and no animal, and a word the question itself
    also uses stays ("how often should I water it? my wife says I water it too much")."""
    asked = bool(ws) and (ws[0].word in lx.WH_OPENERS or ws[0].word in lx.YES_NO_OPENERS)
    out: set[str] = set()
    for i, w in enumerate(ws):
        if w.raw.casefold() not in _OPINING or i == 0:
            continue
        k = i
        while k > 0 and i - k < _LONGEST and not ws[k].start and not ws[k].gap:
            k -= 1
        after_question = "?" in ws[k].gap or (asked and "," in ws[k].gap)
        if k == 0 or not after_question or ws[k].word not in lx.POSSESSIVE_DETERMINERS | lx.DETERMINERS | _ANYONE:
            continue
        end = next((j for j in range(i + 1, len(ws)) if ws[j].start or any(c in ws[j].gap for c in ".?!")), len(ws))
        span = range(k, end)
        if any(j in inside or ws[j].word in lx.ANIMAL_WORDS for j in span):
            continue
        outside = {ws[j].word for j in range(len(ws)) if j not in span}
        out.update(ws[j].word for j in span if ws[j].word not in STOPWORDS and ws[j].word not in outside)
    return frozenset(out)


# Verbs that report what someone says or thinks, as typed (lexicon.SAYING_RAW and opinion)
_OPINING = lx.SAYING_RAW | {"thinks", "reckons", "believes"}
_ANYONE = frozenset({"someone", "somebody", "everyone", "everybody", "people", "they", "he", "she"})


def _verb(w: Word) -> bool:
    """A verb the phrase cannot hold ("the vet who has seen her says": a clause of its own);
    an -ing word may be a noun's modifier ("a gardening forum")."""
    return w.word in lx.EATING or w.word in lx.AUXILIARIES or w.word in lx.MODALS
