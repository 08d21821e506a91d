"""Whose age a question gives: a child's ("my three-year-old put a leaf in her mouth", "our
2 year old son") or a pet's ("my 9 year old terrier", "our shih tzu (12 years old)").
plantqa.eaters and plantqa.owners read a person from it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import lexicon as lx
from .creatures import is_kin, verb_at
from .lexing import Word
from .text import STOPWORDS

__all__ = ["child_age"]

_AGE = re.compile(r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:yo|yr|yrs)?")
_AGE_WORD = re.compile(r"\d+(?:yo|yr|yrs|yrold|mo)")  # "my 4yo", "our 2yr"


def child_age(ws: Sequence[Word], j: int) -> bool:
    """ "my three-year-old put ...", "our 2 year old son", "my 18 month old": a child. With
    a noun after it that names no person, the age is a pet's: "my 9 year old terrier", "my
    8 week old puppy"."""
    first = j
    if _AGE_WORD.fullmatch(ws[j].raw.casefold()):  # "my 4yo tabby" as "my 4 year old tabby"
        j += j + 1 < len(ws) and ws[j + 1].word == "old" and not ws[j + 1].gap  # "my 2yr old"
    else:
        if ws[j].word != "old":
            return False
        unit = ws[j - 1].raw.casefold() if j else ""
        number = ws[j - 2].raw.casefold() if j >= 2 else ""
        if unit not in lx.AGE_UNITS or _AGE.fullmatch(number) is None:
            return False
        first = j - 2
    if _told_of(ws, first) or _its_age(ws, first):
        return False
    if j + 1 >= len(ws) or ws[j + 1].gap:
        return True
    nxt = ws[j + 1].word
    if nxt in lx.PEOPLE_WORDS or is_kin(nxt):
        return True
    # a verb next, also one past not made with -ed: "my 4 year old dug up the tulips"
    return (
        nxt in STOPWORDS
        or nxt in lx.FRAMING
        or nxt in lx.MODALS
        or verb_at(ws, j + 1)
        or ws[j + 1].raw.casefold() in lx.IRREGULAR_PAST
    )


def _told_of(ws: Sequence[Word], k: int) -> bool:
    """An age set off after a creature's noun is that creature's: "our shih tzu (12 years
    old)", "my beagle, 12 years old, chewed"; after a person's or at the start it is a child."""
    if not k or ws[k].gap not in ("(", ",", "-", "–", "—"):
        return False
    return not _a_persons_word(ws[k - 1].word)


def _its_age(ws: Sequence[Word], k: int) -> bool:
    """An age said of "it", "that" or a thing in lower case ("Christmas cactus won't bloom, it's
    three years old", "my jade plant is 10 years old"): a thing's, no child's ("my son is 3
    years old", "Max is 3 years old" and "she's 3 years old" stay a child's)."""
    be = k >= 1 and _typed(ws[k - 1]) in ("is", "was", "'s")
    k -= be
    if k < 1:
        return False
    said = ws[k - 1]
    if _typed(said) in ("it's", "its", "it", "that", "which", "this"):
        return True
    return be and not _a_persons_word(said.word) and not said.upper and said.word.isalpha()


def _typed(w: Word) -> str:
    return w.raw.casefold().replace("\u2019", "'")


def _a_persons_word(t: str) -> bool:
    """A person's word, or a function word (pronouns among them): what an age after it may
    belong to a child by."""
    return t in lx.PEOPLE_WORDS or is_kin(t) or t in STOPWORDS
