"""Counting at build time: each document's distinct words with their counts (TermCounts),
once for both legs, and from them how often each embedding feature occurs in each
document, rather than from every token: a word that occurs three times in a chunk is
expanded into its features once, with a count of three. Only a build imports this.

A (document, feature) key carries the count in its low COUNT_BITS bits, so one sort of
plain integers both groups equal keys and keeps their counts beside them (an argsort to
carry the counts along costs four times a sort); keys are 32-bit where they fit, which
sort in half the time of 64-bit ones. A count too large for those bits is split into
several keys, which the sum puts back together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from .lexical import batches

if TYPE_CHECKING:
    from .lexical import Encoded

COUNT_BITS = 4
_MOST = (1 << COUNT_BITS) - 1  # the largest count one key holds


def doc_term_counts(enc: Encoded, start: int, stop: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(document, word, count) for every distinct word of documents start..stop-1, sorted:
    one sort of (document, word) keys, 32-bit when they fit (half the time of 64-bit)."""
    tokens = enc.flat[enc.offsets[start] : enc.offsets[stop]]
    width = max(len(enc.words), 1)
    key_type = np.uint32 if (stop - start) * width <= 1 << 32 else np.uint64
    doc = np.repeat(np.arange(stop - start, dtype=key_type), np.diff(enc.offsets[start : stop + 1]))
    keys = doc * key_type(width) + tokens.astype(key_type)
    keys.sort()
    edges = np.empty(len(keys) + 1, dtype=bool)  # where each run of equal keys starts, and the end
    edges[0] = edges[-1] = True
    np.not_equal(keys[1:], keys[:-1], out=edges[1:-1])
    at = np.flatnonzero(edges)
    distinct = keys[at[:-1]]
    local = distinct // key_type(width)
    return local.astype(np.int64) + start, (distinct - local * key_type(width)).astype(np.int64), np.diff(at)


class TermCounts:
    """Every document's distinct words and how often each occurs, documents in order and
    words by id within each: what both legs are built from (BM25's postings and term
    frequencies, the embedding's features), counted once."""

    __slots__ = ("count", "doc", "enc", "word")

    def __init__(self, enc: Encoded, doc: np.ndarray, word: np.ndarray, count: np.ndarray) -> None:
        self.enc = enc  # the documents as the legs index them (stemmed)
        self.doc, self.word, self.count = doc, word, count  # int32 each


def term_counts(enc: Encoded) -> TermCounts:
    """doc_term_counts of every document, in batches whose keys fit 32 bits."""
    width = max(len(enc.words), 1)
    step = max(1, min(50_000, (1 << 32) // width))
    parts = [doc_term_counts(enc, lo, hi) for lo, hi in batches(enc.n_docs, step)]
    if not parts:
        empty = np.zeros(0, dtype=np.int32)
        return TermCounts(enc, empty, empty, empty)
    # 32-bit ids and counts: at a million chunks these arrays hold ~60M entries each
    doc, word, count = (np.concatenate([p[k].astype(np.int32) for p in parts]) for k in range(3))
    return TermCounts(enc, doc, word, count)


def split_counts(doc: np.ndarray, word: np.ndarray, count: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The same (document, word, count) triples, a count above _MOST cut into pieces of at
    most _MOST (the last holds the rest), each piece a triple of its own next to the others."""
    if not len(count) or int(count.max()) <= _MOST:
        return doc, word, count
    pieces = (count.astype(np.int64) + _MOST - 1) // _MOST
    out = np.full(int(pieces.sum()), _MOST, dtype=np.int32)
    last = np.cumsum(pieces) - 1
    out[last] = count - _MOST * (pieces - 1)
    return np.repeat(doc, pieces), np.repeat(word, pieces), out


def docs_per_pass(n_feat: int, most: int) -> tuple[int, type]:
    """How many documents one pass may hold for its keys to fit 32 bits, and their type:
    64-bit (for `most` documents) only when one document's keys do not fit."""
    per_doc = max(n_feat, 1) << COUNT_BITS
    fit = (1 << 32) // per_doc
    return (min(most, fit), np.uint32) if fit >= 1 else (most, np.uint64)


def feature_counts(
    doc: np.ndarray,
    word: np.ndarray,
    count: np.ndarray,
    lo: int,
    indptr: np.ndarray,
    scaled: np.ndarray,
    n_feat: int,
    key_type: type,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(document - lo, feature, count) of every distinct (document, feature) pair of the
    given triples (split_counts'), sorted: each word's features are indptr/`scaled` (its
    feature numbers shifted left by COUNT_BITS, in key_type), a feature repeated in a word
    counted each time. The same numbers as counting the features of every token."""
    if len(word) == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    lengths = indptr[word + 1] - indptr[word]
    total = int(lengths.sum())
    ends = np.cumsum(lengths)
    # each feature's place in `scaled`: its word's first, then one further per feature
    at = np.repeat(indptr[word] - (ends - lengths), lengths) + np.arange(total)
    width = key_type(n_feat)
    base = (((doc - lo).astype(key_type) * width) << key_type(COUNT_BITS)) | count.astype(key_type)
    keys = np.repeat(base, lengths)
    keys += scaled[at]
    keys.sort()
    pair = keys >> key_type(COUNT_BITS)
    edges = np.empty(len(keys) + 1, dtype=bool)  # where each run of one (document, feature) starts, and the end
    edges[0] = edges[-1] = True
    np.not_equal(pair[1:], pair[:-1], out=edges[1:-1])
    starts = np.flatnonzero(edges)[:-1]
    distinct = pair[starts]
    counts = np.add.reduceat(keys & key_type(_MOST), starts)
    local = distinct // width
    return local, distinct - local * width, counts
