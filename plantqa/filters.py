"""The species filter and near-duplicate removal.

The filter finds plant names in a question as whole phrases, longest first, so
"baby rubber plant" never resolves to "rubber plant" and "grapes" never to
"grape ivy". Words many names share ("lily", "palm", "ivy") never identify a
plant on their own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import NamedTuple

import numpy as np

from .corpus import Card
from .tables import SortedStrings, StringMap
from .text import STOPWORDS, fold, one_edit, words

# Folded forms: a name made of one of these alone names no particular plant.
GENERIC = frozenset(
    fold(w)
    for w in """
    plant houseplant flower bloom leaf lily palm fern ivy tree cactus cacti succulent orchid vine
    bush shrub herb grass bamboo violet weed seed bulb root stem pot garden indoor outdoor green
    common house money
    """.split()
)


class Match(NamedTuple):
    name: str  # the words of the question that matched
    cards: tuple[str, ...]
    start: int
    end: int


def covered(matches: Iterable[Match]) -> set[int]:
    """Positions of the question's words that are inside a matched name."""
    return {i for m in matches for i in range(m.start, m.end)}


def words_of(matches: Iterable[Match]) -> list[str]:
    """The words of the matched names, once per occurrence."""
    return [w for m in matches for w in m.name.split()]


class NameTable(NamedTuple):
    """Card names as folded words joined by spaces, for phrase matching."""

    names: StringMap  # "baby rubber plant" -> card slugs
    longest: int  # words in the longest name
    name_words: StringMap  # a word of some name -> the names it appears in, for display
    firsts: SortedStrings  # the first word of every name
    generic: StringMap  # a GENERIC word ("palm") -> the names it appears in ("parlor palm", ...)

    def match(self, tokens: Sequence[str]) -> list[Match]:
        """Longest-first, left-to-right phrase matches; a word belongs to at most one match."""
        out, i = [], 0
        while i < len(tokens):
            if tokens[i] not in self.firsts:
                i += 1  # one lookup rules out `longest` of them
                continue
            for length in range(min(self.longest, len(tokens) - i), 0, -1):
                key = " ".join(tokens[i : i + length])
                cards = self.names.get(key)
                if cards is not None:
                    out.append(Match(key, cards, i, i + length))
                    i += length
                    break
            else:
                i += 1
        return out

    def correct(self, tokens: Sequence[str], known: Callable[[str], bool]) -> tuple[list[str], dict[str, str]]:
        """Mend one-letter typos in plant names ("poinsetta" -> poinsettia).

        Only a word the corpus has never seen is mended, and only to a single name word:
        one edit away for words of 8+ letters ("croutons" is never read as croton), and for
        shorter ones only a doubled letter typed once too often ("lilly" -> lily, the
        commonest slip of all).
        """
        out, fixed = list(tokens), {}
        for i, word in enumerate(tokens):
            if len(word) < 4 or word in self.name_words or known(word):
                continue
            if len(word) >= 8:
                near = [w for w in close_in_length(self.name_words.keys_, word, 1) if one_edit(word, w)]
            else:
                undoubled = {fold(word[:j] + word[j + 1 :]) for j in range(len(word) - 1) if word[j] == word[j + 1]}
                near = sorted(w for w in undoubled if w in self.name_words or w in self.generic)
            if len(near) == 1:
                out[i] = fixed[word] = near[0]
        return out, fixed

    def unmatched_name_words(self, tokens: Sequence[str], matches: Sequence[Match]) -> list[str]:
        """Question words that belong to some plant name but were not part of a whole name."""
        inside = covered(matches)
        return [t for i, t in enumerate(tokens) if i not in inside and t in self.name_words]

    def suggest(self, tokens: Sequence[str], matches: Sequence[Match], limit: int = 3, groups: Iterable[str] = ()) -> list[str]:
        """Names a question may have meant: names sharing a word, then close spellings,
        else the plants a bare group word (`groups`: "palm", "orchid") could mean."""
        out: list[str] = []
        for word in self.unmatched_name_words(tokens, matches):
            out.extend(self.name_words[word])
        inside = covered(matches)
        for i, word in enumerate(tokens):
            if i in inside or word in STOPWORDS or word in GENERIC or len(word) < 4 or word in self.name_words:
                continue
            # a close spelling that starts with the same letter: "pothoss" -> pothos, not "monkey" -> donkey
            close = close_spellings(self.name_words.keys_, word)
            out.extend(n for w in close[:2] for n in self.name_words[w])
        if not out:  # "is my palm safe": the palms plantqa knows
            group = [n for w in groups for n in self.generic.get(w, ())]
            return list(dict.fromkeys(group))[: max(limit, 6)]
        return list(dict.fromkeys(out))[:limit]


SIMILAR = 0.8  # difflib's ratio for a suggested spelling


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


def build_name_table(cards: Iterable[Card]) -> NameTable:
    names: dict[tuple[str, ...], set[str]] = {}
    display: dict[str, set[str]] = {}
    generic: dict[str, set[str]] = {}
    for card in cards:
        for raw in (*card.names, card.title):
            key = tuple(words(raw))
            if not key or all(w in STOPWORDS for w in key) or (len(key) == 1 and key[0] in GENERIC):
                continue
            names.setdefault(key, set()).add(card.slug)
            shown = raw.lower() if raw != card.scientific else raw
            for w in key:
                if w in GENERIC and len(key) > 1:
                    generic.setdefault(w, set()).add(shown)
                elif w not in STOPWORDS and w not in GENERIC:
                    display.setdefault(w, set()).add(shown)
    return NameTable(
        names=StringMap.of({" ".join(k): sorted(v) for k, v in names.items()}),
        longest=max((len(k) for k in names), default=0),
        firsts=SortedStrings.of_set(k[0] for k in names),
        name_words=StringMap.of({w: sorted(v, key=lambda n: (len(n), n)) for w, v in display.items()}),
        generic=StringMap.of({w: sorted(v, key=lambda n: (len(n), n)) for w, v in generic.items()}),
    )


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def dedupe_lazily(
    ranked: Sequence[str], tokens: Callable[[str], frozenset[str]], threshold: float
) -> Iterator[tuple[str, str | None]]:
    """Walk ranked ids, yielding each with the better-ranked kept id it duplicates (Jaccard of
    token sets >= threshold), or None when it is kept. Lazy, so a caller may stop early."""
    kept: list[str] = []
    for doc in ranked:
        mine = tokens(doc)
        twin = next((k for k in kept if jaccard(mine, tokens(k)) >= threshold), None)
        if twin is None:
            kept.append(doc)
        yield doc, twin


def dedupe(ranked: Sequence[str], token_sets: Mapping[str, frozenset[str]], threshold: float) -> tuple[list[str], dict[str, str]]:
    """Drop chunks whose token set is >= threshold Jaccard-similar to a better-ranked kept one.

    Returns the kept ids in order and, for each dropped id, the kept id it duplicated.
    """
    kept: list[str] = []
    dropped: dict[str, str] = {}
    for doc, twin in dedupe_lazily(ranked, token_sets.__getitem__, threshold):
        if twin is None:
            kept.append(doc)
        else:
            dropped[doc] = twin
    return kept, dropped
