"""Porter's English suffix-stripping algorithm (1980), for the retrieval legs only.

Written here from the published description of the five steps. The legs index and
query stem(fold(word)); names, the gate and the answer keep text.fold() alone, so a
plant's name and the safety words match exactly as they did (ADR 0003).

Terms: a consonant is a letter other than a, e, i, o, u, and other than a y that
follows a consonant. Any word is [C](VC)^m[V]; m, the "measure", counts the
vowel-consonant runs of the part of the word a rule would keep.
"""

from __future__ import annotations

import sys

_VOWELS = "aeiou"


def _consonant(word: str, i: int) -> bool:
    ch = word[i]
    if ch in _VOWELS:
        return False
    if ch == "y":
        return i == 0 or not _consonant(word, i - 1)
    return True


def measure(stem: str) -> int:
    """m in [C](VC)^m[V]: how many times a vowel run is followed by a consonant run."""
    m, previous_vowel = 0, False
    for i in range(len(stem)):
        vowel = not _consonant(stem, i)
        if previous_vowel and not vowel:
            m += 1
        previous_vowel = vowel
    return m


def _has_vowel(stem: str) -> bool:
    return any(not _consonant(stem, i) for i in range(len(stem)))


def _double_consonant(stem: str) -> bool:
    return len(stem) >= 2 and stem[-1] == stem[-2] and _consonant(stem, len(stem) - 1)


def ends_cvc(stem: str) -> bool:
    """Ends consonant-vowel-consonant, the last not w, x or y (hop, but not snow or box)."""
    n = len(stem)
    return (
        n >= 3 and _consonant(stem, n - 1) and not _consonant(stem, n - 2) and _consonant(stem, n - 3) and stem[-1] not in "wxy"
    )


def _step1a(w: str) -> str:
    if w.endswith("sses") or w.endswith("ies"):
        return w[:-2]
    if w.endswith("ss"):
        return w
    if w.endswith("s"):
        return w[:-1]
    return w


def _step1b(w: str) -> str:
    if w.endswith("eed"):
        return w[:-1] if measure(w[:-3]) > 0 else w
    for suffix in ("ed", "ing"):
        if w.endswith(suffix):
            stem = w[: -len(suffix)]
            if not _has_vowel(stem):
                return w
            return _tidy_1b(stem)
    return w


def _tidy_1b(stem: str) -> str:
    """After -ed/-ing went: restore an e (hoping -> hope), or undo a doubling (hopping -> hop)."""
    if stem.endswith(("at", "bl", "iz")):
        return stem + "e"
    if _double_consonant(stem) and stem[-1] not in "lsz":
        return stem[:-1]
    if measure(stem) == 1 and ends_cvc(stem):
        return stem + "e"
    return stem


def _step1c(w: str) -> str:
    if w.endswith("y") and _has_vowel(w[:-1]):
        return w[:-1] + "i"
    return w


# (suffix, replacement), longest first within a step; only the longest match is tried.
_STEP2 = sorted(
    (
        ("ational", "ate"),
        ("tional", "tion"),
        ("enci", "ence"),
        ("anci", "ance"),
        ("izer", "ize"),
        ("abli", "able"),
        ("alli", "al"),
        ("entli", "ent"),
        ("eli", "e"),
        ("ousli", "ous"),
        ("ization", "ize"),
        ("ation", "ate"),
        ("ator", "ate"),
        ("alism", "al"),
        ("iveness", "ive"),
        ("fulness", "ful"),
        ("ousness", "ous"),
        ("aliti", "al"),
        ("iviti", "ive"),
        ("biliti", "ble"),
    ),
    key=lambda p: -len(p[0]),
)
_STEP3 = sorted(
    (
        ("icate", "ic"),
        ("ative", ""),
        ("alize", "al"),
        ("iciti", "ic"),
        ("ical", "ic"),
        ("ful", ""),
        ("ness", ""),
    ),
    key=lambda p: -len(p[0]),
)
_STEP4 = sorted(
    ("al ance ence er ic able ible ant ement ment ent ion ou ism ate iti ous ive ize".split()),
    key=len,
    reverse=True,
)


def _replace(w: str, rules: tuple[tuple[str, str], ...] | list[tuple[str, str]], least: int) -> str:
    for suffix, replacement in rules:
        if w.endswith(suffix):
            stem = w[: -len(suffix)]
            return stem + replacement if measure(stem) > least else w
    return w


def _step4(w: str) -> str:
    for suffix in _STEP4:
        if w.endswith(suffix):
            stem = w[: -len(suffix)]
            if suffix == "ion" and not stem.endswith(("s", "t")):
                return w
            return stem if measure(stem) > 1 else w
    return w


def _step5(w: str) -> str:
    if w.endswith("e"):
        stem = w[:-1]
        m = measure(stem)
        if m > 1 or (m == 1 and not ends_cvc(stem)):
            w = stem
    if w.endswith("ll") and measure(w) > 1:
        w = w[:-1]
    return w


def porter(word: str) -> str:
    """The Porter stem of a lower-case word; words of one or two letters stay whole."""
    if len(word) <= 2 or not word.isalpha():
        return word
    w = _step1c(_step1b(_step1a(word)))
    w = _replace(w, _STEP2, 0)
    w = _replace(w, _STEP3, 0)
    return _step5(_step4(w))


_STEMMED: dict[str, str] = {}


def porter_cached(word: str) -> str:
    """porter() once per distinct token, interned like text's folded tokens."""
    out = _STEMMED.get(word)
    if out is None:
        out = _STEMMED[word] = sys.intern(porter(word))
    return out
