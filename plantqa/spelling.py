"""Spellings close to a name: two edits apart, close in length, or close by difflib's ratio,
and a word known only as a name's stem (plantqa.names mends and suggests with these).
Split from plantqa.names, which had passed 400 lines.
"""

from collections.abc import Callable

import numpy as np

from .tables import SortedStrings
from .text import STOPWORDS

SIMILAR = 0.8  # difflib's ratio for a suggested spelling


def same_stem(word: str, name: str) -> bool:
    """Whether a word the stemmed index knows is known only as a name's stem: "daffodill"
    (from "daffodills") is daffodil to the lexical leg, so it is the name."""
    from .stem import porter_cached

    return porter_cached(word) == porter_cached(name)


# Names this long may be mended from two edits away (a changed, added, dropped or swapped letter each).
LONG_TYPO = 10


def two_edits(a: str, b: str) -> bool:
    """Whether b is at most two edits from a (insertions, deletions, changes, swaps of
    neighbours: the optimal string alignment distance), rows cut off past two."""
    if abs(len(a) - len(b)) > 2:
        return False
    before, row = None, list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            cur[j] = min(row[j] + 1, cur[j - 1] + 1, row[j - 1] + cost)
            if before is not None and i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], before[j - 2] + 1)
        if min(cur) > 2:
            return False
        before, row = row, cur
    return row[-1] <= 2


_VOWELS = frozenset("aeiouy")


def another_word(a: str, b: str) -> bool:
    """Whether a and b, of one length, differ in two consonants changed for others
    ("agapanthus", "amaranthus"): two plants' names, not a slip of the keys or of the ear,
    which drop, double, swap or mishear letters ("rodedendron", "bouganvilla")."""
    if len(a) != len(b):
        return False
    changed = [(x, y) for x, y in zip(a, b) if x != y]
    return len(changed) == 2 and all(x not in _VOWELS and y not in _VOWELS for x, y in changed)


# where each letter sits on a QWERTY keyboard: (row, column), rows offset as the keys are
_KEYS = {
    c: (r, i + (0.0, 0.25, 0.75)[r]) for r, row in enumerate(("qwertyuiop", "asdfghjkl", "zxcvbnm")) for i, c in enumerate(row)
}


# consonants heard or said alike, whatever keys they sit on ("coreus" for coleus: l and r)
_PAIRS = ("lr", "bv", "bp", "ck", "cs", "sz", "dt", "gj", "gk", "mn", "fv", "wv", "kq")
_SOUND_ALIKE = frozenset(_PAIRS) | frozenset(p[::-1] for p in _PAIRS)


def far_keys(a: str, b: str) -> bool:
    """Whether a and b, of one length, differ in one letter changed for a consonant whose
    key is not beside it, nor sounds like it ("power", "poker": w and k are far apart and
    unlike): another word, not a slip of a finger or the ear ("tulep" is a vowel misheard,
    "coreus" an l heard as r)."""
    if len(a) != len(b):
        return False
    changed = [(x, y) for x, y in zip(a, b) if x != y]
    if len(changed) != 1:
        return False
    x, y = changed[0]
    # a vowel for a vowel is misheard ("tulep"); a vowel for a consonant is a slip only beside it
    # ("cooker" is no typo of "conker": o and n are far apart)
    if (x in _VOWELS and y in _VOWELS) or x not in _KEYS or y not in _KEYS or x + y in _SOUND_ALIKE:
        return False
    (r1, c1), (r2, c2) = _KEYS[x], _KEYS[y]
    return abs(r1 - r2) > 1 or abs(c1 - c2) > 1


def close_in_length(table: SortedStrings, word: str, slack: int) -> list[str]:
    """Entries that start with word's first letter and are within `slack` letters of its length."""
    lo, hi = table.span(word[0])
    rows = table.ascii_rows(lo, hi) if hi - lo > 64 else None
    if rows is None:
        return [w for w in table[lo:hi] if abs(len(w) - len(word)) <= slack]
    return [table[lo + i] for i in np.flatnonzero(np.abs(rows[1] - len(word)) <= slack).tolist()]


def close_spellings(table: SortedStrings, word: str) -> list[str]:
    """Up to three entries spelled like `word` (difflib ratio >= 0.8, first letter shared,
    within three letters of its length), best first.

    Over thousands of entries (a big corpus's name words) difflib's own pre-check,
    quick_ratio, is computed for all of them at once with numpy first, with the same
    arithmetic, so only entries difflib would look at further are decoded: the result
    is difflib's, at a tenth of the time.
    """
    import difflib  # only refusals need it

    lo, hi = table.span(word[0])
    rows = table.ascii_rows(lo, hi) if hi - lo > 64 and word.isascii() and "\0" not in word else None
    if rows is None:
        pool = [w for w in table[lo:hi] if abs(len(w) - len(word)) <= 3]
    else:
        chars, lengths = rows
        shared = np.zeros(len(lengths), dtype=np.int64)
        for c in set(word):
            shared += np.minimum((chars == ord(c)).sum(axis=1), word.count(c))
        quick = 2.0 * shared / (len(word) + lengths)  # difflib's quick_ratio, exactly
        keep = (np.abs(lengths - len(word)) <= 3) & (quick >= SIMILAR)
        pool = [table[lo + i] for i in np.flatnonzero(keep).tolist()]
    return difflib.get_close_matches(word, pool, n=3, cutoff=SIMILAR)


def typed_slips(raw: str) -> set[str]:
    """The words one typing slip from `raw` may have been meant as: a letter dropped or doubled,
    one added (from nine letters), two swapped, or a vowel for another; the first letter kept,
    and from five letters (names.NameTable keeps those that fold to a name's word)."""
    if len(raw) < 5 or not raw.isalpha():
        return set()
    vowels = "aeiouy"
    # a letter added is undone only in a long word, or where it doubles ("croutons" is no croton)
    slips = {raw[:j] + raw[j + 1 :] for j in range(1, len(raw)) if len(raw) >= 9 or raw[j] == raw[j - 1]}
    slips |= {raw[:j] + raw[j + 1] + raw[j] + raw[j + 2 :] for j in range(1, len(raw) - 1)}
    slips |= {raw[:j] + v + raw[j + 1 :] for j in range(1, len(raw)) if raw[j] in vowels for v in vowels}
    if len(raw) >= 6:  # a letter dropped, from six letters ("monstra"), as names' one-edit test has it
        slips |= {raw[:j] + c + raw[j:] for j in range(1, len(raw) + 1) for c in "abcdefghijklmnopqrstuvwxyz"}
    slips.discard(raw)
    return slips


# first sounds spelled two ways: "filodendron", "calanchoe", "kalla lily"
_FIRST_SOUNDS = (("ph", "f"), ("f", "ph"), ("k", "c"), ("c", "k"))


# Vowel sounds spelled two ways ("piece" for peace, "ponytale" for ponytail, "reed" for read)
_SOUND_ALIKES = (("ie", "ea"), ("ea", "ie"), ("ee", "ea"), ("ea", "ee"), ("ale", "ail"), ("ail", "ale"))


def sounded_alike(word: str) -> list[str]:
    """`word` with one vowel sound spelled the other way, from four letters: each spelling."""
    if len(word) < 4:
        return []
    out = []
    for typed, meant in _SOUND_ALIKES:
        at = word.find(typed)
        while at >= 0:
            out.append(word[:at] + meant + word[at + len(typed) :])
            at = word.find(typed, at + 1)
    return out


def sounded_pair(word: str, nxt: str, is_name: Callable[[str], bool]) -> str | None:
    """The spelling of `word`, a vowel sound spelled the other way, that makes a name of two
    words with the next ("piece lily": peace lily), when the words as typed make none and one
    spelling does; even a word the cards use ("piece") is mended so, beside its name's rest."""
    if word in STOPWORDS or is_name(f"{word} {nxt}"):
        return None
    pair = [alt for alt in sounded_alike(word) if is_name(f"{alt} {nxt}")]
    return pair[0] if len(pair) == 1 else None


def first_sound_respelled(word: str) -> str:
    """`word` with its first sound spelled the other way, from five letters; "" when it has none."""
    for typed, meant in _FIRST_SOUNDS:
        if word.startswith(typed) and len(word) >= 5:
            return meant + word[len(typed) :]
    return ""
