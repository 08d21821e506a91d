"""The lexical leg: Okapi BM25 with a Lucene-style idf, scored from postings.

rank-bm25's BM25Okapi gives a term in half the documents an idf of 0 and can
make it negative on small corpora, so a matching term would add nothing or
subtract. `lucene_bm25` keeps rank-bm25's scoring with idf
log(1 + (N - n + 0.5) / (n + 0.5)), which is always positive. `Postings`
precomputes each term's per-chunk weight from the same statistics, so a query
costs one vector add per term instead of a Python loop over every chunk; the
tests hold it equal to `LuceneBM25` as the oracle.
"""

from __future__ import annotations

import math
import zlib
from array import array
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np

from .tables import SortedStrings, damaged

if TYPE_CHECKING:
    from . import doc_features


def lucene_idf(n_docs: int, doc_freq: np.ndarray | int) -> np.ndarray:
    return np.log(1.0 + (n_docs - np.asarray(doc_freq, dtype=np.float64) + 0.5) / (np.asarray(doc_freq) + 0.5))


def lucene_bm25(corpus: Sequence[Sequence[str]], k1: float, b: float) -> Any:
    """rank-bm25's Okapi scorer with an idf that never drops to zero or below.

    The engine scores from `Postings`; this is the reference it is held to. rank-bm25
    is imported here, not at start-up, so `plantqa ask` does not pay for it.
    """
    from rank_bm25 import BM25Okapi

    class LuceneBM25(BM25Okapi):
        def _calc_idf(self, nd: dict[str, int]) -> None:
            self.idf = {word: float(lucene_idf(self.corpus_size, freq)) for word, freq in nd.items()}

    return LuceneBM25(corpus, k1=k1, b=b)


class Encoded(NamedTuple):
    """Tokenized documents as integers: every token's word id, documents back to back."""

    words: list[str]  # distinct words in first-seen order
    flat: np.ndarray  # int32 word id of every token
    offsets: np.ndarray  # int64, document d is flat[offsets[d]:offsets[d + 1]]

    @property
    def n_docs(self) -> int:
        return len(self.offsets) - 1


class Ids(dict[str, int]):
    """Word ids in first-seen order: a new word gets the next number in `__missing__`, so
    `map(ids.__getitem__, doc)` numbers a document without a Python call per token."""

    def __missing__(self, word: str) -> int:
        n = self[word] = len(self)
        return n


def encode(docs: Iterable[Sequence[str]]) -> Encoded:
    """Number the words of tokenized documents; `docs` may be a generator, so a million
    chunks' token lists never need to exist at once."""
    ids = Ids()
    lengths = array("q")
    flat = array("i")
    for doc in docs:
        lengths.append(len(doc))
        flat.extend(map(ids.__getitem__, doc))
    offsets = np.zeros(len(lengths) + 1, dtype=np.int64)
    np.cumsum(np.frombuffer(lengths, dtype=np.int64), out=offsets[1:])
    return Encoded(list(ids), np.frombuffer(flat, dtype=np.int32).copy(), offsets)


def batches(n: int, size: int) -> list[tuple[int, int]]:
    return [(lo, min(lo + size, n)) for lo in range(0, n, size)]


class Postings(NamedTuple):
    """BM25 weights per term, CSC-style: term t's chunks are indices[indptr[t]:indptr[t+1]]."""

    vocab: SortedStrings  # terms as UTF-8 and offsets (a fixed-width array padded all to the longest)
    indptr: np.ndarray  # int64, len(vocab) + 1
    indices: np.ndarray  # int32 chunk numbers, ascending within a term
    data: np.ndarray  # float32 BM25 weight of the term in that chunk
    n_docs: int
    stemmer: str = "fold"  # "porter": the vocabulary holds stems, and lookups stem their term
    crcs: np.ndarray | None = None  # read from the cache: crc32 of each term's indices and data

    @property
    def empty(self) -> bool:
        return len(self.vocab) == 0

    def term(self, token: str) -> str:
        """The vocabulary's form of a folded token: itself, or its Porter stem."""
        if self.stemmer != "porter":
            return token
        from .stem import porter_cached  # only a stemmed index loads the stemmer

        return porter_cached(token)

    def doc_freq(self, term: str) -> int:
        """How many chunks contain the term (0 for a term never seen)."""
        p = self.vocab.find(self.term(term))
        if p < 0:
            return 0
        lo, hi = int(self.indptr[p]), int(self.indptr[p + 1])
        if not 0 <= lo <= hi <= len(self.indices):
            raise damaged(self.indptr, f"postings of term {p}")
        return hi - lo

    def postings(self, p: int) -> tuple[np.ndarray, np.ndarray]:
        """Term p's chunk numbers and weights, checked against the term's crc32 when read
        from the cache (a damaged byte anywhere in them, or in indptr, shows)."""
        lo, hi = int(self.indptr[p]), int(self.indptr[p + 1])
        rows, weights = self.indices[lo:hi], self.data[lo:hi]
        if self.crcs is not None and zlib.crc32(weights.data, zlib.crc32(rows.data)) != int(self.crcs[p]):
            raise damaged(self.data, f"postings of term {p}")
        if len(rows) and not 0 <= int(rows[0]) <= int(rows[-1]) < self.n_docs:  # ascending: the ends bound them
            raise damaged(self.data, f"postings of term {p}")
        return rows, weights

    def scores(self, query: Sequence[str]) -> np.ndarray:
        """BM25 score of every chunk; a repeated query term counts each time, as in rank-bm25."""
        out = np.zeros(self.n_docs, dtype=np.float64)
        if self.empty or not query:
            return out
        try:
            for p in self.vocab.find_all([self.term(t) for t in query]):
                if p >= 0:
                    rows, weights = self.postings(p)
                    # a term's chunk numbers are unique, so fancy-index += is exact here
                    out[rows] += weights
        except IndexError:  # chunk numbers out of order and out of range: only a forged cache
            raise damaged(self.data, "postings out of range") from None
        if not math.isfinite(float(out.sum())):  # a NaN or infinity would reach --json
            raise damaged(self.data, "a weight that is not a number")
        return out


def stemmed(enc: Encoded, stemmer: str) -> Encoded:
    """The documents as a leg indexes them: folded tokens, or their Porter stems."""
    if stemmer != "porter":
        return enc
    from .stem import porter_cached

    return map_words(enc, porter_cached)


def build_postings(docs: Sequence[Sequence[str]] | Encoded, k1: float, b: float, stemmer: str = "fold") -> Postings:
    """Precompute BM25 weights from the statistics rank-bm25 would compute, with numpy."""
    return counted_postings(docs, k1, b, stemmer)[0]


def counted_postings(
    docs: Sequence[Sequence[str]] | Encoded | doc_features.TermCounts, k1: float, b: float, stemmer: str = "fold"
) -> tuple[Postings, np.ndarray, np.ndarray]:
    """The postings, each posting's term frequency (int32, aligned with `indices`) and each
    chunk's length in tokens: what an incremental update needs to re-derive every weight
    when N, a document frequency or the mean length moves (bm25_weights)."""
    from .doc_features import TermCounts, term_counts  # build-time counting: not loaded by a warm question

    if isinstance(docs, TermCounts):  # counted once by the caller, already stemmed
        counted: TermCounts | None = docs
        enc = docs.enc
    else:
        counted = None
        enc = stemmed(docs if isinstance(docs, Encoded) else encode(docs), stemmer)
    n_docs = enc.n_docs
    lengths = np.diff(enc.offsets)
    if not enc.words:
        empty = Postings(
            SortedStrings.of([]), np.zeros(1, np.int64), np.zeros(0, np.int32), np.zeros(0, np.float32), n_docs, stemmer
        )
        return empty, np.zeros(0, np.int32), lengths
    counted = counted if counted is not None else term_counts(enc)
    names = enc.words
    by_name = sorted(range(len(names)), key=names.__getitem__)  # code-point order, as numpy's unicode sort
    rank = np.empty(len(names), dtype=np.int64)
    rank[by_name] = np.arange(len(names))
    term, chunk, tf = by_term(rank[counted.word], counted.doc, counted.count, n_docs)
    doc_freq = np.bincount(term, minlength=len(names))
    indptr = np.zeros(len(names) + 1, dtype=np.int64)
    np.cumsum(doc_freq, out=indptr[1:])
    postings = Postings(
        vocab=SortedStrings.of([names[i] for i in by_name]),
        indptr=indptr,
        indices=chunk,
        data=bm25_weights(lucene_idf(n_docs, doc_freq)[term], chunk, tf, lengths, k1, b),
        n_docs=n_docs,
        stemmer=stemmer,
    )
    return postings, tf, lengths


def by_term(term: np.ndarray, chunk: np.ndarray, tf: np.ndarray, n_docs: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The postings (term, chunk, term frequency) ordered by term, then chunk. Where the three
    pack into 64 bits, one sort of the packed integers (an argsort of the combined key and
    three gathers took four times as long); else a lexsort."""
    width = max(n_docs, 1)
    tf_bits = max(int(tf.max()) if len(tf) else 0, 1).bit_length()
    if len(term) and (int(term.max()) + 1) * width < 1 << (64 - tf_bits):
        keys = (term.astype(np.uint64) * np.uint64(width) + chunk.astype(np.uint64)) << np.uint64(tf_bits)
        keys |= tf.astype(np.uint64)
        keys.sort()
        tf_of = (keys & np.uint64((1 << tf_bits) - 1)).astype(np.int32)
        keys >>= np.uint64(tf_bits)  # in place from here: at a million chunks each copy is ~0.5 GB
        chunk_of = (keys % np.uint64(width)).astype(np.int32)
        keys //= np.uint64(width)
        return keys.view(np.int64), chunk_of, tf_of
    order = np.lexsort((chunk, term))
    return term[order].astype(np.int64), chunk[order].astype(np.int32), tf[order].astype(np.int32)


def bm25_weights(idf: np.ndarray, chunk: np.ndarray, tf: np.ndarray, lengths: np.ndarray, k1: float, b: float) -> np.ndarray:
    """The float32 BM25 weight of each posting, given its term's idf, its chunk and its term
    frequency, and every chunk's length. Element by element, so a full build and an
    incremental update that pass the same numbers get the same bits, in any order."""
    n_docs = len(lengths)
    lengths = lengths.astype(np.float64)
    avgdl = float(lengths.sum()) / n_docs  # a sum of whole numbers: exact in any order
    norm = (k1 * (1.0 - b + b * lengths / avgdl))[chunk]  # per chunk, then per posting: the same numbers
    counts = tf.astype(np.float32)
    out = idf * counts  # in place from here: the same operations as idf * tf * (k1 + 1) / (tf + norm)
    out *= k1 + 1.0
    norm += counts
    out /= norm
    return out.astype(np.float32)


def idf_of(postings: Postings, term: str) -> float:
    """The Lucene idf of a term in this index (0 for a term the index has never seen)."""
    n = postings.doc_freq(term)  # stems the term when the postings are stemmed
    return float(math.log(1.0 + (postings.n_docs - n + 0.5) / (n + 0.5))) if n else 0.0


def unseen_idf(n_docs: int) -> float:
    """The idf a term in no chunk would have: the largest possible."""
    return float(math.log(1.0 + (n_docs + 0.5) / 0.5))


def map_words(enc: Encoded, mapping: Callable[[str], str]) -> Encoded:
    """The same documents with every word replaced by mapping(word) (a stemmer): words that
    map to one stem share one id, ids stay in first-seen order of the mapped words."""
    ids: dict[str, int] = {}
    remap = np.fromiter((ids.setdefault(mapping(w), len(ids)) for w in enc.words), dtype=np.int32, count=len(enc.words))
    return Encoded(list(ids), remap[enc.flat] if len(enc.flat) else enc.flat, enc.offsets)


def with_feedback(
    postings: Postings,
    query: Sequence[str],
    scores: np.ndarray,
    docs: int,
    n_terms: int,
    weight: float,
    allowed: np.ndarray | None = None,
) -> np.ndarray:
    """BM25 after pseudo-relevance feedback: the `docs` best chunks (within `allowed`) lend
    the `n_terms` terms with the most BM25 weight among them, which are scored as extra
    query terms, each weighted `weight` x its share of the best one's weight (ADR 0003).

    Finding the feedback chunks' terms reads every posting once (postings are term-major),
    so this costs a pass over the index per question: an arm, not the default.
    """
    pool = scores if allowed is None else np.where(allowed, scores, 0.0)
    best = [i for i in np.lexsort((np.arange(len(pool)), -pool))[:docs].tolist() if pool[i] > 0]
    if not best or postings.empty or n_terms <= 0 or weight <= 0:
        return scores
    positions = np.flatnonzero(np.isin(postings.indices, np.asarray(best, dtype=postings.indices.dtype)))
    term_of = np.searchsorted(postings.indptr, positions, side="right") - 1
    mass = np.bincount(term_of, weights=postings.data[positions].astype(np.float64), minlength=len(postings.vocab))
    if postings.crcs is not None:  # from the cache: every term that lent weight, checked
        for p in np.flatnonzero(mass).tolist():
            postings.postings(p)
    asked = sorted({postings.term(t) for t in query})
    for p in postings.vocab.find_all(asked):
        if p >= 0:
            mass[p] = 0.0
    order = [p for p in np.lexsort((np.arange(len(mass)), -mass))[:n_terms].tolist() if mass[p] > 0]
    out = scores.astype(np.float64, copy=True)
    if not order:
        return out
    top_mass = float(mass[order[0]])
    for p in order:
        rows, weights = postings.postings(p)
        out[rows] += weight * float(mass[p]) / top_mass * weights
    if not math.isfinite(float(out.sum())):  # a NaN or infinity would reach --json
        raise damaged(postings.data, "a weight that is not a number")
    return out
