"""The lexical leg: Okapi BM25 with a Lucene-style idf, scored from postings.

rank-bm25's BM25Okapi gives a term in half the documents an idf of 0 and can
make it negative on small corpora, so a matching term would add nothing or
subtract. `LuceneBM25` keeps rank-bm25's scoring with idf
log(1 + (N - n + 0.5) / (n + 0.5)), which is always positive. `Postings`
precomputes each term's per-chunk weight from the same statistics, so a query
costs one vector add per term instead of a Python loop over every chunk; the
tests hold it equal to `LuceneBM25` as the oracle.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from rank_bm25 import BM25Okapi


def lucene_idf(n_docs: int, doc_freq: np.ndarray | int) -> np.ndarray:
    return np.log(1.0 + (n_docs - np.asarray(doc_freq, dtype=np.float64) + 0.5) / (np.asarray(doc_freq) + 0.5))


class LuceneBM25(BM25Okapi):
    """rank-bm25's Okapi scorer with an idf that never drops to zero or below."""

    def _calc_idf(self, nd: dict[str, int]) -> None:
        self.idf = {word: float(lucene_idf(self.corpus_size, freq)) for word, freq in nd.items()}


@dataclass(frozen=True)
class Postings:
    """BM25 weights per term, CSC-style: term t's chunks are indices[indptr[t]:indptr[t+1]]."""

    vocab: np.ndarray  # sorted unicode array of terms
    indptr: np.ndarray  # int64, len(vocab) + 1
    indices: np.ndarray  # int32 chunk numbers, ascending within a term
    data: np.ndarray  # float32 BM25 weight of the term in that chunk
    n_docs: int

    @property
    def empty(self) -> bool:
        return len(self.vocab) == 0

    def scores(self, query: Sequence[str]) -> np.ndarray:
        """BM25 score of every chunk; a repeated query term counts each time, as in rank-bm25."""
        out = np.zeros(self.n_docs, dtype=np.float64)
        if self.empty or not query:
            return out
        terms = np.asarray(query, dtype=str)
        pos = np.searchsorted(self.vocab, terms)
        for term, p in zip(terms.tolist(), pos.tolist()):
            if p < len(self.vocab) and self.vocab[p] == term:
                lo, hi = int(self.indptr[p]), int(self.indptr[p + 1])
                # a term's chunk numbers are unique, so fancy-index += is exact here
                out[self.indices[lo:hi]] += self.data[lo:hi]
        return out


def build_postings(docs: Sequence[Sequence[str]], k1: float, b: float) -> Postings:
    """Precompute BM25 weights from the statistics rank-bm25 would compute."""
    n_docs = len(docs)
    term_id: dict[str, int] = {}
    rows: list[int] = []
    cols: list[int] = []
    tfs: list[int] = []
    lengths = np.zeros(n_docs, dtype=np.float64)
    for d, doc in enumerate(docs):
        lengths[d] = len(doc)
        counts: dict[int, int] = {}
        for word in doc:
            t = term_id.setdefault(word, len(term_id))
            counts[t] = counts.get(t, 0) + 1
        for t, c in counts.items():
            rows.append(t)
            cols.append(d)
            tfs.append(c)
    if not term_id:
        return Postings(np.asarray([], dtype=str), np.zeros(1, np.int64), np.zeros(0, np.int32), np.zeros(0, np.float32), n_docs)
    terms = np.asarray(rows, dtype=np.int64)
    chunk = np.asarray(cols, dtype=np.int64)
    tf = np.asarray(tfs, dtype=np.float64)
    avgdl = float(lengths.sum()) / n_docs
    doc_freq = np.bincount(terms, minlength=len(term_id))
    norm = k1 * (1.0 - b + b * lengths[chunk] / avgdl)
    weight = lucene_idf(n_docs, doc_freq)[terms] * tf * (k1 + 1.0) / (tf + norm)
    names = np.asarray(list(term_id), dtype=str)
    rank = np.empty(len(names), dtype=np.int64)
    rank[np.argsort(names, kind="stable")] = np.arange(len(names))
    order = np.lexsort((chunk, rank[terms]))
    indptr = np.zeros(len(names) + 1, dtype=np.int64)
    np.cumsum(np.bincount(rank[terms], minlength=len(names)), out=indptr[1:])
    return Postings(
        vocab=np.sort(names),
        indptr=indptr,
        indices=chunk[order].astype(np.int32),
        data=weight[order].astype(np.float32),
        n_docs=n_docs,
    )


def idf_of(postings: Postings, term: str) -> float:
    """The Lucene idf of a term in this index (0 for a term the index has never seen)."""
    p = int(np.searchsorted(postings.vocab, term))
    if p >= len(postings.vocab) or postings.vocab[p] != term:
        return 0.0
    n = int(postings.indptr[p + 1] - postings.indptr[p])
    return float(math.log(1.0 + (postings.n_docs - n + 0.5) / (n + 0.5)))


def unseen_idf(n_docs: int) -> float:
    """The idf a term in no chunk would have: the largest possible."""
    return float(math.log(1.0 + (n_docs + 0.5) / 0.5))
