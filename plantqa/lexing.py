"""A question's words as typed: case, possessives and punctuation kept beside the folded form.

The reader's rules of position need what plantqa.text.words drops: that "Lily" was
capitalised after "my cat", that "mum's" owns the dog, that a comma stands between
"Daisy" and "my lab". The folded words are exactly those words() gives, so names
match the name table's keys.
"""

import re
import unicodedata
from collections.abc import Callable
from typing import NamedTuple

from .names import NameTable
from .text import STOPWORDS, _fold_cached, words

_TOKEN = re.compile(r"[^\W_]+(?:['\u2019\u2018`][^\W_]+)*")
_APOSTROPHE = re.compile(r"['\u2019\u2018`]")
_WORD = re.compile(r"[^\W_]+")


class Word(NamedTuple):
    raw: str  # as typed, apostrophes kept
    word: str  # folded as plantqa.text.words folds it (stopwords kept as typed)
    cap: bool  # capitalised, and not the first word of a sentence
    upper: bool  # capitalised anywhere (a name at the start of a sentence)
    possessive: bool  # typed with 's or s'
    gap: str  # the punctuation between it and the word before ("" when only spaces)
    start: bool = False  # the first word of a sentence


def participle(w: Word) -> bool:
    """An -ing or -ed form the tokenizer folds to a stem ("chewing", "wilted"), not a word
    that merely ends so ("spring", "string", "red", "seed")."""
    raw = w.raw.casefold()
    return raw.endswith(("ing", "ed")) and w.word != raw


class Lexicon:
    """What the reader needs from an index: its name table, whether the cards use a word,
    and whether a word names a care topic (a section heading's or topic card's word)."""

    def __init__(self, names: NameTable, knows: Callable[[str], bool], topic: Callable[[str], bool]) -> None:
        self.names, self.knows, self.topic = names, knows, topic


def lex(text: str) -> list[Word]:
    """The question's words with their case, possessives and punctuation, folded exactly as
    plantqa.text.words folds them (a text it would fold differently keeps words() alone)."""
    t = unicodedata.normalize("NFKC", text).replace("&", " and ")
    out: list[Word] = []
    pos, start = 0, True
    for m in _TOKEN.finditer(t):
        gap = t[pos : m.start()]
        pos = m.end()
        if any(c in ".!?;:" for c in gap):
            start = True
        raw = m.group()
        lowered = raw.casefold()
        possessive = lowered.endswith(("'s", "\u2019s")) or (lowered.endswith("s") and t[pos : pos + 1] in ("'", "\u2019"))
        for piece in _WORD.findall(_APOSTROPHE.sub("", lowered)):
            word = piece if piece in STOPWORDS else _fold_cached(piece)
            cap = raw[:1].isupper()
            out.append(Word(raw, word, cap and not start, cap, possessive, "".join(gap.split()), start))
            start = False
    expected = words(text)
    if [w.word for w in out] != expected:
        return [Word(w, w, False, False, False, "", i == 0) for i, w in enumerate(expected)]
    return out
