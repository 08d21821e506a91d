"""After "my" and a creature's noun, whether the next word is the pet's name or what the
sentence does: "my cat Lily ate" names the cat, "my cat loves chewing" and "can my son pick
daffodils" do not (plantqa.people.set_aside reads these to decide).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .lexing import Word, participle
from .names import Match
from .text import STOPWORDS

__all__ = ["asked_verb", "habit_verb", "other_plant", "past_names", "subject_asked", "then_placed", "to_verb"]


def other_plant(matches: Sequence[Match], m: Match) -> bool:
    """Another plant is named beside match m ("my dog daisy! she ate a sago palm seed")."""
    return any(o.cards and o.start != m.start for o in matches)


# after a pet's name: where the pet is ("my kitten ivy around", "my cat violet in the room")
_AROUND = lx.PLACES | frozenset({"around", "nearby", "about", "here", "there"})


def then_placed(ws: Sequence[Word], j: int) -> bool:
    """Word j ends its clause, or a word of place follows it."""
    return j + 1 == len(ws) or bool(ws[j + 1].gap) or ws[j + 1].word in _AROUND


def habit_verb(ws: Sequence[Word], j: int) -> bool:
    """Word j is a verb in -s before an -ing form or "to": "my cat loves chewing", "my kitten
    enjoys nibbling", "my puppy tends to chew" (what the pet does, no name of it)."""
    raw = ws[j].raw.casefold()
    if not raw.endswith("s") or raw.endswith("ss") or ws[j].possessive or j + 1 >= len(ws) or ws[j + 1].gap:
        return False
    nxt = ws[j + 1]
    return nxt.raw.casefold() == "to" or (nxt.raw.casefold().endswith("ing") and participle(nxt))


def asked_verb(ws: Sequence[Word], owner: int, j: int) -> bool:
    """Word j, no plant's name, after a modal, "my" and a noun ("can my son pick daffodils"),
    is the question's verb unless one follows it in its bare form ("can my dog max eat ...":
    then it is a name; an -s word after it is a plural, "daffodils", no verb)."""
    if not _modal_opened(ws, owner):
        return False
    nxt = ws[j + 1] if j + 1 < len(ws) else None
    return nxt is None or not (nxt.word in lx.EATING or nxt.word in lx.AUXILIARIES or participle(nxt))


def _modal_opened(ws: Sequence[Word], owner: int) -> bool:
    """A modal or "do" stands right before "my" at `owner`: a question opens there."""
    return owner >= 1 and ws[owner - 1].word in lx.ASKING


def subject_asked(ws: Sequence[Word], owner: int, j: int) -> bool:
    """ "my", a creature and word j open a question after a modal or "do", and a word that is
    no part or holder follows: that is the question's verb, so word j ends its subject, a name
    ("does my dog daisy need a vet", "can my horse chestnut have carrots")."""
    if not _modal_opened(ws, owner) or j + 1 >= len(ws) or ws[j + 1].gap:
        return False
    nxt = ws[j + 1].word
    return nxt not in STOPWORDS and nxt not in lx.PARTS and nxt not in lx.HOLDERS and nxt not in lx.PLANT_TYPES


def past_names(ws: Sequence[Word], k: int) -> int:
    """Past "and" and one more word at k ("lily and rose keep ..."): where the verb would be."""
    if k + 1 < len(ws) and ws[k].word == "and" and not ws[k].gap and not ws[k + 1].gap and ws[k + 1].word not in STOPWORDS:
        return k + 2
    return k


def to_verb(ws: Sequence[Word], k: int) -> bool:
    """Words k and k + 1 read "to" and a verb ("my dog basil to be near ...", "my cat jasmine
    to sleep by ..."): after a creature's name, "to" and a word that is no determiner."""
    if k + 1 >= len(ws) or ws[k].word != "to" or ws[k + 1].gap:
        return False
    return ws[k + 1].word == "be" or ws[k + 1].word not in STOPWORDS
