"""The dense leg: a signed token-hashing embedding.

Each feature (a word, and optionally its character n-grams) is hashed with
blake2b into a bucket and a sign, weighted by sublinear tf times idf, and the
vector is L2-normalised, so cosine is a dot product. blake2b keeps vectors
identical across processes, machines and PYTHONHASHSEED values.

Vectors are stored bucket-major (row b holds bucket b of every document), so a question
reads only the buckets it uses (ADR 0007).
"""

from __future__ import annotations

import itertools
import math
import zlib
from array import array
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from .hashing import blake2b
from .lexical import Encoded, Ids, batches, encode, stemmed
from .ngrams import BIGRAM, feature_map
from .tables import SortedStrings, damaged

if TYPE_CHECKING:
    from .doc_features import TermCounts


class FeatureSpec(NamedTuple):
    dim: int = 2048
    chars: bool = True
    ngram_min: int = 3
    ngram_max: int = 5
    word_weight: float = 1.0  # a word feature's weight against one character n-gram's
    doc_idf: bool = True  # False: documents carry tf only, the question carries idf (ADR 0002)
    bigrams: bool = False  # also a feature per pair of neighbouring tokens
    stemmer: str = "fold"  # "porter": features of Porter stems (text.fold's tokens stemmed)


def with_bigrams(tokens: Sequence[str]) -> list[str]:
    """The tokens followed by each pair of neighbours ("leaf", "drop" -> + "leaf drop")."""
    return [*tokens, *(f"{a}{BIGRAM}{b}" for a, b in itertools.pairwise(tokens))]


def add_bigrams(enc: Encoded) -> Encoded:
    """Each document's tokens followed by its pairs of neighbouring tokens, as new words."""
    flat, offsets = enc.flat.astype(np.int64), enc.offsets
    doc = np.repeat(np.arange(enc.n_docs, dtype=np.int64), np.diff(offsets))
    inside = doc[:-1] == doc[1:]  # a pair never spans two documents
    width = max(len(enc.words), 1)
    keys = (flat[:-1] * width + flat[1:])[inside]
    pairs, pair_id = np.unique(keys, return_inverse=True)
    words = enc.words + [f"{enc.words[k // width]}{BIGRAM}{enc.words[k % width]}" for k in pairs.tolist()]
    all_doc = np.concatenate([doc, doc[:-1][inside]])
    all_ids = np.concatenate([flat, pair_id.astype(np.int64) + len(enc.words)])
    order = np.argsort(all_doc, kind="stable")
    counts = np.bincount(all_doc, minlength=enc.n_docs)
    new_offsets = np.zeros(enc.n_docs + 1, dtype=np.int64)
    np.cumsum(counts, out=new_offsets[1:])
    return Encoded(words, all_ids[order].astype(np.int32), new_offsets)


def word_features(word: str, spec: FeatureSpec) -> list[str]:
    """The features one word contributes: itself, then its padded character n-grams
    (a bigram token contributes itself alone)."""
    if BIGRAM in word:
        return ["b:" + word]
    out = ["w:" + word]
    if spec.chars:
        padded = f"<{word}>"
        for n in range(spec.ngram_min, spec.ngram_max + 1):
            out.extend("c:" + padded[i : i + n] for i in range(len(padded) - n + 1))
    return out


def bucket_sign(feature: str, dim: int) -> tuple[int, float]:
    """A stable bucket and sign for a feature (one blake2b call)."""
    h = int.from_bytes(blake2b(feature.encode("utf-8"), digest_size=8).digest(), "little")
    return (h >> 1) % dim, (1.0 if h & 1 else -1.0)


def idf(df: np.ndarray | float, n_docs: int) -> np.ndarray | float:
    """Smoothed idf; a feature seen nowhere gets the largest weight, never infinity."""
    return np.log((n_docs + 1) / (np.asarray(df, dtype=np.float64) + 1)) + 1.0


class FeatureTable(NamedTuple):
    """Distinct features of the corpus, sorted, with their document frequencies."""

    features: SortedStrings  # UTF-8 and offsets: a fixed-width array padded every entry to the longest
    df: np.ndarray  # int64, aligned with features
    n_docs: int
    norms: np.ndarray | None = None  # float32 length of each document's vector before normalising
    df_crcs: np.ndarray | None = None  # read from the cache: crc32 of each df value, checked on use

    def doc_freqs(self, feats: Sequence[str]) -> list[int]:
        """How many documents have each feature (0 for one the corpus never had)."""
        at = self.features.find_all(feats)
        hits = [p for p in at if p >= 0]
        found = dict(zip(hits, self.df[hits].tolist()))  # one gather: a memmap is slow to index one by one
        if self.df_crcs is not None:
            for p, crc in zip(hits, self.df_crcs[hits].tolist()):
                if zlib.crc32(found[p].to_bytes(8, "little", signed=True)) != crc:
                    raise damaged(self.df, f"document frequency {p}")
        return [found.get(p, 0) for p in at]


Progress = Callable[[str, int, int], None]


def _quiet(stage: str, done: int, total: int) -> None:
    pass


def _word_features(words: Sequence[str], spec: FeatureSpec) -> tuple[list[str], np.ndarray, np.ndarray]:
    """Distinct features (in first-seen order) and a CSR map word -> feature ids; each
    distinct word is expanded once, and numbered without a Python call per feature."""
    ids = Ids()
    lengths = array("q")
    flat = array("q")
    for word in words:
        feats = word_features(word, spec)
        lengths.append(len(feats))
        flat.extend(map(ids.__getitem__, feats))
    indptr = np.zeros(len(words) + 1, dtype=np.int64)
    np.cumsum(np.frombuffer(lengths, dtype=np.int64), out=indptr[1:])
    return list(ids), indptr, np.frombuffer(flat, dtype=np.int64).copy()


def sorted_features(words: Sequence[str], spec: FeatureSpec) -> tuple[list[str], np.ndarray, np.ndarray]:
    """The words' distinct features in code-point order and a CSR map word -> feature numbers.

    Code-point order, not first-seen order: a chunk's cells are summed in the order of its
    features' numbers, so with this its vector's bits depend on the chunk alone, never on
    which chunks came before it (the incremental index reuses rows)."""
    mapped = feature_map(words, spec)
    if mapped is not None:
        return mapped
    first_seen, indptr, indices = _word_features(words, spec)
    order = sorted(range(len(first_seen)), key=first_seen.__getitem__)
    rank = np.empty(len(first_seen), dtype=np.int64)
    rank[order] = np.arange(len(first_seen))
    return [first_seen[i] for i in order], indptr, rank[indices]


def _bucket_signs(names: Sequence[str], spec: FeatureSpec) -> tuple[np.ndarray, np.ndarray]:
    """bucket_sign and feature_weight of every feature at once: one blake2b digest each,
    the arithmetic on all of them in numpy (the same numbers as bucket_sign's)."""
    digests = b"".join([blake2b(f.encode("utf-8"), digest_size=8).digest() for f in names])
    h = np.frombuffer(digests, dtype="<u8")
    buckets = ((h >> np.uint64(1)) % np.uint64(spec.dim)).astype(np.int64)
    signs = np.where(h & np.uint64(1), 1.0, -1.0)
    if spec.word_weight != 1.0:
        ngram = np.fromiter((f.startswith("c:") for f in names), dtype=bool, count=len(names))
        signs *= np.where(ngram, 1.0, spec.word_weight)
    return buckets, signs


Sink = Callable[[np.ndarray], object]


def embed_corpus(
    docs: Sequence[Sequence[str]] | Encoded | TermCounts, spec: FeatureSpec, progress: Progress = _quiet, batch: int = 1024
) -> tuple[np.ndarray, FeatureTable]:
    """Embed tokenized documents; returns the bucket-major float32 array (dim, documents)
    and the feature table."""
    from .doc_features import TermCounts

    enc = docs if isinstance(docs, (Encoded, TermCounts)) else encode(docs)
    buckets = np.zeros((spec.dim, enc.enc.n_docs if isinstance(enc, TermCounts) else enc.n_docs), dtype=np.float32)
    filled = 0

    def keep(rows: np.ndarray) -> None:
        nonlocal filled
        buckets[:, filled : filled + len(rows)] = rows.T
        filled += len(rows)

    return buckets, embed_into(enc, spec, keep, progress, batch)


def embed_into(
    docs: Sequence[Sequence[str]] | Encoded | TermCounts,
    spec: FeatureSpec,
    sink: Sink,
    progress: Progress = _quiet,
    batch: int = 1024,
) -> FeatureTable:
    """Embed tokenized documents, handing each batch of finished vectors (documents x dim)
    to `sink` in order; returns the feature table. Documents counted already (TermCounts,
    stemmed as `spec` says) are not counted again.

    Vectorised in batches of documents (1,024 at most: a batch's cells stay in the cache):
    each document's (feature, count) pairs from its distinct words (doc_features), then
    every cell summed in one bincount. Under corpus idf one pass counts the document
    frequencies and a second makes the rows; under question idf one pass does both. Memory
    stays bounded by the batch: a sink that writes to a file keeps a million chunks'
    matrix (4 GB) out of memory altogether.
    """
    from .doc_features import COUNT_BITS, TermCounts, docs_per_pass, feature_counts, split_counts, term_counts

    counted = docs if isinstance(docs, TermCounts) and not spec.bigrams else None
    if counted is None:
        plain = docs if isinstance(docs, (Encoded, TermCounts)) else encode(docs)
        enc = plain.enc if isinstance(plain, TermCounts) else stemmed(plain, spec.stemmer)
        counted = term_counts(add_bigrams(enc) if spec.bigrams else enc)
    enc = counted.enc
    n_docs = enc.n_docs
    names, indptr, indices = sorted_features(enc.words, spec)
    n_feat = max(len(names), 1)
    per_pass, key_type = docs_per_pass(n_feat, batch)
    scaled = indices.astype(key_type) << key_type(COUNT_BITS)
    doc, word, count = split_counts(counted.doc, counted.word, counted.count)
    spans = batches(n_docs, per_pass)
    firsts = np.searchsorted(doc, [lo for lo, _ in spans] + [n_docs])  # each batch's first triple
    norms = np.zeros(n_docs, dtype=np.float32)
    df = np.zeros(n_feat, dtype=np.int64)

    def pairs(k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        a, b = int(firsts[k]), int(firsts[k + 1])
        return feature_counts(doc[a:b], word[a:b], count[a:b], spans[k][0], indptr, scaled, n_feat, key_type)

    if spec.doc_idf:  # the rows need every document frequency first: a pass of their own
        for k, (lo, _) in enumerate(spans):
            progress("counting features", lo, n_docs)
            df += np.bincount(pairs(k)[1], minlength=n_feat)
    weights = np.asarray(idf(df, n_docs)) if spec.doc_idf else None
    buckets = np.zeros(n_feat, dtype=np.int64)
    signs = np.zeros(n_feat, dtype=np.float64)
    buckets[: len(names)], signs[: len(names)] = _bucket_signs(names, spec)
    narrow = per_pass * spec.dim < 1 << 32  # a batch's cell numbers fit 32 bits: cheaper to make
    cell_type = np.uint32 if narrow else np.int64
    buckets = buckets.astype(cell_type)
    logs = np.zeros(0, dtype=np.float64)
    seen: list[np.ndarray] = []  # features of batches not yet in df: one bincount per n_feat of them
    for k, (lo, hi) in enumerate(spans):
        progress("embedding chunks", lo, n_docs)
        local, feat, times = pairs(k)
        if not spec.doc_idf:  # tf-only rows: the same pass counts the frequencies
            seen.append(feat)
            if sum(map(len, seen)) >= n_feat:
                df += np.bincount(np.concatenate(seen), minlength=n_feat)
                seen = []
        most = int(times.max()) if len(times) else 1
        if most > len(logs):  # 1 + log(count), looked up: counts are small
            logs = 1.0 + np.log(np.arange(1, 2 * most + 1, dtype=np.float64))
        values = logs[times - 1]
        if weights is not None:
            values = values * weights[feat]
        values = values * signs[feat]
        at = local.astype(cell_type, copy=False) * cell_type(spec.dim) + buckets[feat]
        cells = np.bincount(at, weights=values, minlength=(hi - lo) * spec.dim)
        rows = cells.reshape(hi - lo, spec.dim).astype(np.float32)
        norms[lo:hi] = _normalise_rows(rows)  # per batch: a whole-matrix norm would square a 4 GB copy
        sink(rows)
    if seen:
        df += np.bincount(np.concatenate(seen), minlength=n_feat)
    return FeatureTable(SortedStrings.of(names), df[: len(names)], n_docs, norms)


def feature_weight(feature: str, spec: FeatureSpec) -> float:
    """The fixed weight of a feature kind: words (and bigrams) weigh `word_weight`, n-grams 1."""
    return 1.0 if feature.startswith("c:") else spec.word_weight


def query_term(feature: str, count: int, df: int, n_docs: int, spec: FeatureSpec) -> tuple[int, float]:
    """One feature's bucket and value in a question's vector, one at a time: the reference
    embed_query's vectorised arithmetic is held to."""
    bucket, sign = bucket_sign(feature, spec.dim)
    return bucket, sign * feature_weight(feature, spec) * (1.0 + math.log(count)) * query_idf(df, n_docs, spec)


def query_idf(df: int, n_docs: int, spec: FeatureSpec) -> float:
    """The question's idf factor: idf when documents carry it too, idf squared when they do
    not, so a cosine still weighs a shared feature by idf twice."""
    weight = float(idf(df, n_docs))
    return weight if spec.doc_idf else weight * weight


def _normalise_rows(matrix: np.ndarray) -> np.ndarray:
    """L2-normalise each row in place; returns the lengths they had."""
    norms = np.linalg.norm(matrix, axis=1)
    nonzero = norms > 0
    matrix[nonzero] /= norms[nonzero, None]
    return norms


def embed_query(tokens: Iterable[str], table: FeatureTable, spec: FeatureSpec) -> np.ndarray:
    """Embed a question against the corpus's idf. An empty question is the zero vector."""
    counts: dict[str, int] = {}
    terms = list(tokens)
    if spec.stemmer == "porter":
        from .stem import porter_cached

        terms = [porter_cached(t) for t in terms]
    for word in with_bigrams(terms) if spec.bigrams else terms:
        for f in word_features(word, spec):
            counts[f] = counts.get(f, 0) + 1
    vec = np.zeros(spec.dim, dtype=np.float64)
    if not counts:
        return vec.astype(np.float32)
    feats = sorted(counts)
    # all features at once, in the order and with the arithmetic of query_term's product
    # (tests hold the bits equal): one ufunc call each, not ~70 numpy scalars a question
    buckets, signs = _bucket_signs(feats, spec)
    weights = np.asarray(idf(np.asarray(table.doc_freqs(feats), dtype=np.int64), table.n_docs))
    if not spec.doc_idf:
        weights = weights * weights
    values = signs * np.asarray([1.0 + math.log(counts[f]) for f in feats]) * weights
    np.add.at(vec, buckets, values)  # unbuffered, in order: as adding one feature after another
    norm = float(np.linalg.norm(vec))
    if norm > 0 and math.isfinite(norm):
        vec /= norm
    return vec.astype(np.float32)
