"""Words for who a question is about: creatures, people and kin, and the verbs they do.

The reader's rules of position (people.py, standing.py, eaters.py, compounds.py) ask the same
few things of a word: is it a pet, a person or another creature, never a name of one; is it
a verb; does the question say "she" or "he" at all.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .lexing import Word, participle
from .text import STOPWORDS


def gendered(ws: Sequence[Word]) -> bool:
    """Whether the question says "she" or "he" anywhere: it is about a creature or a person."""
    return any(w.raw.casefold().replace("\u2019", "'") in lx.GENDERED for w in ws)


def into_at(ws: Sequence[Word], i: int) -> bool:
    """Words i and i + 1 read "got into", "tore into": a pet getting at a thing."""
    return i + 1 < len(ws) and ws[i + 1].word in lx.INTO and ws[i].raw.casefold() in lx.INTO_VERBS


def eats_at(ws: Sequence[Word], i: int) -> bool:
    """Word i is a verb of eating or of getting into a thing."""
    return i < len(ws) and (ws[i].word in lx.EATING or into_at(ws, i))


def verb_at(ws: Sequence[Word], i: int) -> bool:
    """Whether word i reads as a verb: eating, an auxiliary, or an -s/-ed/-ing form."""
    if i >= len(ws):
        return False
    raw = ws[i].raw.casefold()
    return (
        ws[i].word in lx.EATING
        or ws[i].word in lx.AUXILIARIES
        or participle(ws[i])
        or (raw.endswith("s") and not raw.endswith("ss") and ws[i].word not in STOPWORDS)
    )


KIN_PREFIXES = ("greatgrand", "grand", "great", "gran", "step")


def is_kin(word: str) -> bool:
    """A kin word, or one made of a prefix and a kin or people word ("grandad" is gran + dad,
    "granddad", "grandmum", "stepdad", "grandkid", "greatgrandma"): a person, never a plant."""
    if word in lx.KIN_WORDS:
        return True
    rests = (word[len(p) :] for p in KIN_PREFIXES if word.startswith(p) and len(word) > len(p) + 1)
    return any(rest in lx.KIN_WORDS or rest in lx.PEOPLE_WORDS for rest in rests)


def says_who(word: str) -> bool:
    """A word for a pet, a person or another creature, never a name of one."""
    return (
        word in lx.ANIMAL_WORDS
        or word in lx.PET_WORDS
        or word in lx.PEOPLE_WORDS
        or is_kin(word)
        or word in lx.OTHER_ANIMALS
        or word in lx.PESTS
    )
