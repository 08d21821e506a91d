"""Text normalisation shared by both retrieval legs, the filter and the answer.

One tokenizer serves chunks, names and questions, so a card and a question
can only match on the same terms.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from typing import TYPE_CHECKING

from .stem import ends_cvc, measure

if TYPE_CHECKING:
    from collections.abc import Callable, Container, Iterable

# Written for this project: function words that carry no topic in a plant question.
STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are aren as at be because been before being
    below between both but by can cannot could couldn did didn do does doesn doing don down during
    each else ever few for from further get gets got had hadn has hasn have haven having he her here
    hers herself him himself his how i if in into is isn it its itself just let ll me might more
    most must mustn my myself no nor not now of off on once only or other ought our ours ourselves
    out over own re same shall shan she should shouldn so some such than that the their theirs them
    themselves then there these they this those through to too under until up upon us ve very was
    wasn we were weren what when where which while who whom why will with won would wouldn you your
    yours yourself yourselves s t d m o y also really please hi hello thanks anyone someone
    something anything yes isnt arent wasnt werent doesnt dont didnt cant couldnt wont wouldnt
    shouldnt hasnt havent hadnt mustnt im ive youre theyre thats whats lets shes hes weve youve theyve
    """.split()
)

_ANSI = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI sequences (colours, cursor moves)
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC sequences (titles, hyperlinks)
    r"|\x1b[PX^_][^\x1b]*(?:\x1b\\)?"  # DCS/SOS/PM/APC strings
    r"|\x1b[@-Z\\-_]"  # two-byte escapes
)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # C0 and C1 controls; tab and newline stay
# The bidirectional controls, which make a terminal show text in another order than it is
# stored (U+202E turns "gpj.exe" around). Found with `in`, not a regex: a character class
# this far from ASCII costs a millisecond to compile at every start.
BIDI_CONTROLS = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_NO_BIDI = dict.fromkeys(map(ord, BIDI_CONTROLS))
_APOSTROPHE = re.compile(r"['\u2019\u2018`]")
# A run of letters longer than this is cut into tokens of this length, on both sides of
# every match: the longest dictionary words are ~45 letters and a SHA-256 in hex is 64, so
# no word is cut, while a 100 KB "word" can no longer make every table entry 100 KB wide.
MAX_TOKEN = 64
_WORD = re.compile(rf"[^\W_]{{1,{MAX_TOKEN}}}")
# the same words in ASCII text, once lower-cased: a plain class matches in half the time
_ASCII_WORD = re.compile(rf"[a-z0-9]{{1,{MAX_TOKEN}}}")
# A full stop after one of these abbreviations ends no sentence ("St. John's wort", "var. X").
_ABBREVIATIONS = ("St", "Dr", "Mt", "e.g", "i.e", "approx", "spp", "var", "cv")
# The cheap look-behind first: the abbreviation checks then run only after a full stop
# (in the other order they ran at every character: 110 µs a chunk against 9).
_NOT_ABBREVIATED = "".join(rf"(?<!\b{re.escape(a)}\.)" for a in _ABBREVIATIONS)
_SENTENCE_END = re.compile(r"(?<=[.!?])" + _NOT_ABBREVIATED + r"\s+(?=[\"'(\[]?[A-Z0-9])")


def clean(text: str) -> str:
    """Strip terminal escape sequences, control characters (tabs and newlines stay) and
    bidirectional controls; lone surrogates become U+FFFD.

    Everything plantqa prints passes through here (the CLI's console module writes
    nothing else), so a card, a file name or a question cannot rewrite the user's
    terminal, reorder what it shows, or fail to encode.
    """
    if _has_control(text):  # every escape sequence starts with ESC, a control: most text has none
        text = _CONTROL.sub("", _ANSI.sub("", text))
    if text.isascii():
        return text
    if any(c in text for c in BIDI_CONTROLS):
        text = text.translate(_NO_BIDI)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates: how Python carries bytes that were not UTF-8
        text = re.sub("[\ud800-\udfff]", "\ufffd", text)
    return text


def _has_control(text: str) -> bool:
    """Whether _CONTROL matches in text. ASCII text (str.isascii is a flag, not a scan) is
    tested as bytes, deleting its controls in one C pass: 5x faster than the regex's
    search over a card's body."""
    if text.isascii():
        raw = text.encode("ascii")
        return len(raw.translate(None, _CONTROL_BYTES)) != len(raw)
    return _CONTROL.search(text) is not None


# _CONTROL's characters that are ASCII (C1 controls are not)
_CONTROL_BYTES = bytes([*range(0x00, 0x09), *range(0x0B, 0x20), 0x7F])


def terminal_safe(text: str) -> bool:
    """Whether text holds nothing clean() would strip or replace (cheap when it is plain)."""
    if _CONTROL.search(text):  # ESC, DEL, C0 and C1 controls other than tab and newline
        return False
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return not any(c in text for c in BIDI_CONTROLS)


_VOWEL = re.compile(r"[aeiouy]")
# one syllable: consonants, a single vowel, one consonant other than w, x, y (prun, mak, plac)
_SHORT_CVC = re.compile(r"[^aeiouy]*[aeiou][^aeiouwxy]")


_CONSONANT_S = re.compile(r"[^aeiouys]s$")  # a stem ending consonant-s: "collaps", "rins", "nurs" (never "dress")


def _undouble(stem: str) -> str:
    """dropp -> drop, but keep ll/ss/zz (spell, grass, fizz); prun -> prune, mak -> make:
    a short stem ending consonant-vowel-consonant lost a silent e ("pruning" meets "prune")."""
    if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in "lszaeiouy":
        return stem[:-1]
    if _SHORT_CVC.fullmatch(stem) or _CONSONANT_S.search(stem):
        return stem + "e"  # and "collaps", "rins" lost theirs: "collapsed" meets "collapses"
    return stem


# Derived forms folded to one base, so "propagation", "propagated" and "propagating" meet
# "propagate", and "fertilizer", "fertilised" and "fertilization" meet "fertilize". Order
# matters: longer suffixes first.
_DERIVED = (
    ("ization", "ize"),
    ("isation", "ize"),
    ("izing", "ize"),
    ("ising", "ize"),
    ("ized", "ize"),
    ("ised", "ize"),
    ("izer", "ize"),
    ("iser", "ize"),
    ("ise", "ize"),
    ("ation", "ate"),
    ("ating", "ate"),
    ("ated", "ate"),
)


_DERIVED_ENDS = tuple(suffix for suffix, _ in _DERIVED)


def _derive(word: str) -> str | None:
    """The -ize/-ate base of a derived form, or None. The stem must keep four letters, and
    an -ate form must follow a consonant ("floating" is float + ing, not floate)."""
    if not word.endswith(_DERIVED_ENDS):  # one C call rules out all twelve
        return None
    for suffix, base in _DERIVED:
        if word.endswith(suffix):
            stem = word[: -len(suffix)]
            if len(stem) >= 4 and (base == "ize" or stem[-1] not in "aeiouy"):
                return stem + base
            return None
    return None


def fold(word: str) -> str:
    """_fold, and a stem in -ell of five letters or more loses one l, so the British and
    American forms meet: "shrivelled" (shrivell) and "shriveling" (shrivel), "travelled" and
    "traveled"; "smell", "smells" and "smelled" all fold to "smel"."""
    out = _fold(word)
    return out[:-1] if len(out) > 4 and out.endswith("ell") else out


def silent_e(word: str) -> str:
    """A folded word without its final silent e, as Porter's step 5a drops it ("divide":
    divid), else the word: the base fold keeps whole, next to the -ed and -ing forms fold
    cut to the stem ("divided", "dividing": divid). Words of four letters or fewer keep it
    ("once"), and so does a one-syllable stem ending consonant-vowel-consonant, whose e
    _undouble gives back ("prune", "pruning": prune; "plane" is no "plan")."""
    if len(word) <= 4 or not word.endswith("e") or word.endswith(("ee", "ie")):
        return word
    stem = word[:-1]
    m = measure(stem)
    return stem if m > 1 or (m == 1 and not ends_cvc(stem)) else word


def keyed(tokens: Iterable[str]) -> frozenset[str]:
    """Folded tokens as the answer matches them: silent_e of each, so a question's "divide"
    meets a card's "divided" (both divid) when quotes are chosen."""
    return frozenset(map(_KEY.__getitem__, tokens))


def same_word(word: str, words: Container[str]) -> bool:
    """Whether `words` holds the folded word, or it as its base or -ed/-ing form across a
    silent e ("divide" and "divided", "changing" and "change"), which fold leaves apart."""
    if word in words:
        return True
    cut = silent_e(word)
    return (cut != word and cut in words) or (silent_e(word + "e") == word and word + "e" in words)


def _fold(word: str) -> str:
    """Fold plurals and -ing/-ed forms to a common stem (cats -> cat, leaves -> leaf,
    foxgloves -> foxglove, dropping and dropped -> drop, dried and dries -> dry).

    Deliberately light: both sides of every match go through the same rule, so
    over-folding is harmless as long as it is consistent. A stem must keep a vowel,
    so "spring" and "string" stay whole.
    """
    n = len(word)
    if n <= 3 or word.isdigit():
        return word
    derived = _derive(word) or (_derive(word[:-1]) if word.endswith("s") else None)
    if derived:
        return derived
    if n == 5 and word.endswith("ying"):
        return word[:-4] + "ie"  # "dying" meets "die" and "dies" (tying, lying)
    if n == 4 and word.endswith("ied"):
        return word[:-1]  # "died" meets "die" and "dies" (tied, lied)
    if word.endswith("ing") and n > 5 and _VOWEL.search(word[:-3]):
        return _undouble(word[:-3])
    if word.endswith("ied") and n > 4:
        return word[:-3] + "y"  # "dried" meets "dries" and "dry", "worried" "worry" (as -ies folds)
    if word.endswith("ed") and n > 4 and not word.endswith("eed") and _VOWEL.search(word[:-2]):
        return _undouble(word[:-2])
    if word.endswith("ies") and n > 4:
        return word[:-3] + "y"
    if word.endswith("ves") and n > 4:  # leaves -> leaf, wolves -> wolf, but foxgloves -> foxglove
        return word[:-3] + ("f" if word[:-3].endswith(_F_PLURAL) else "ve")
    if word.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        single = word[:-1]  # a plural of a form that folds too: "cuttings" meets "cutting", "budgies" "budgie"
        return fold(single) if single.endswith(("ing", "ed", "ie")) else single
    if word.endswith("ie") and n > 4:
        return word[:-2] + "y"  # "budgie" meets "budgies" (-ies folds to -y)
    if word.endswith("ve") and n > 4 and word[:-2].endswith(_F_SINGULAR):
        return word[:-2] + "f"  # "valve" meets "valves", "groove" "grooves" (-ves folds to -f there)
    return word


# where -ves is the plural of -f (leaf, loaf, thief, hoof, wolf, calf, shelf); a singular -ve
# with one of these before it folds to -f too, so its plural meets it. Not "ea": "leave" is
# no "leaf" in a question, though "leaves" is.
_F_PLURAL = ("l", "ea", "oa", "ie", "oo")
_F_SINGULAR = ("l", "ie", "oo")


def _raw_words(text: str) -> list[str]:
    # "pothos's leaves": the possessive of a word ending in s is the word ("pothoss" is no
    # name); other possessives lose the apostrophe and fold as plurals do ("cat's": cat)
    if text.isascii():  # most text: NFKC changes nothing and casefold is lower (a test holds them equal)
        lowered = text.lower().replace("s's", "s")  # possessive_s, for ASCII
        return _ASCII_WORD.findall(lowered.replace("&", " and ").replace("'", "").replace("`", ""))
    text = unicodedata.normalize("NFKC", text).casefold().replace("&", " and ")  # "hens & chicks"
    return _WORD.findall(_APOSTROPHE.sub("", possessive_s(text)))


def possessive_s(text: str) -> str:
    """A possessive 's after a final s dropped ("pothos's", "iris’s"): the word itself."""
    return text.replace("s's", "s").replace("s’s", "s")


_FOLDED: dict[str, str] = {}


def _fold_cached(word: str) -> str:
    """fold() once per distinct word; equal tokens then share one string object, which
    keeps a million tokenized chunks to pointers instead of a string per occurrence."""
    folded = _FOLDED.get(word)
    if folded is None:
        folded = _FOLDED[word] = sys.intern(fold(word))
    return folded


class _Memo(dict[str, str]):
    """A word's form, computed once per distinct word by `__missing__`: looked up through
    `map(memo.__getitem__, ...)`, a known word costs no Python call (a 100k-chunk build
    made 13 million of them)."""

    def __init__(self, form: Callable[[str], str]) -> None:
        super().__init__()
        self.form = form

    def __missing__(self, word: str) -> str:
        out = self[word] = self.form(word)
        return out


_KEY = _Memo(silent_e)  # keyed's, once per distinct token
# a word as words() gives it: a stopword as typed, else folded
_WORD_FORM = _Memo(lambda w: w if w in STOPWORDS else _fold_cached(w))
# a word as tokenize() gives it: "" for a stopword, before or after folding
_TOKEN_FORM = _Memo(lambda w: "" if w in STOPWORDS or _fold_cached(w) in STOPWORDS else _fold_cached(w))


WORDS, TOKENS = _WORD_FORM, _TOKEN_FORM  # for forms()


def raw_words(text: str) -> list[str]:
    """The words of a text before folding: what words() and tokenize() both map."""
    return _raw_words(text)


def forms(raw: list[str], form: dict[str, str]) -> list[str]:
    """words(text) or tokenize(text) from raw_words(text), with form WORDS or TOKENS: a
    build reads a chunk's words once and takes both from them."""
    out = list(map(form.__getitem__, raw))
    return out if form is WORDS else list(filter(None, out))


def words(text: str) -> list[str]:
    """Lower-case word tokens with stopwords kept as typed and the rest folded (used for
    name matching): "does" stays "does", never the folded "doe" no stopword list has."""
    return forms(_raw_words(text), WORDS)


def tokenize(text: str) -> list[str]:
    """Content tokens: folded words that are not stopwords (checked before and after
    folding, so "does" never becomes "doe"). Used by BM25, embeddings and the gate."""
    return forms(_raw_words(text), TOKENS)


def sentences(text: str) -> list[str]:
    """Split prose into sentences; list items and lines stand alone."""
    out: list[str] = []
    for block in re.split(r"\n\s*\n", text):
        lines = [ln.strip() for ln in block.splitlines() if ln.strip()]
        if not lines:
            continue
        if all(ln.startswith(("- ", "* ")) for ln in lines):
            out.extend(ln[2:].strip() for ln in lines)
            continue
        joined = " ".join(ln[2:].strip() if ln.startswith(("- ", "* ")) else ln for ln in lines)
        out.extend(s.strip().lstrip("-* ").strip() for s in _SENTENCE_END.split(joined) if s.strip("-* \t"))
    return out


def vowel_changed(typed: str, name: str) -> bool:
    """The name is the typed word with one vowel changed for another ("azalia" -> azalea)."""
    if len(typed) != len(name):
        return False
    diff = [(a, b) for a, b in zip(typed, name) if a != b]
    return len(diff) == 1 and all(c in "aeiouy" for c in diff[0])


def one_edit(a: str, b: str) -> bool:
    """True when b is a away by one insertion, deletion, substitution or swap of neighbours."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (
            len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def surface(text: str, token: str) -> str:
    """The word of `text` a folded token came from ("christma" -> "christmas"), for messages."""
    return next((w for w in _raw_words(text) if fold(w) == token), token)
