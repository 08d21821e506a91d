"""The dense leg: a signed token-hashing embedding.

Each feature (a word, and optionally its character n-grams) is hashed with
blake2b into a bucket and a sign, weighted by sublinear tf times idf, and the
vector is L2-normalised, so cosine is a dot product. blake2b keeps vectors
identical across processes, machines and PYTHONHASHSEED values.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class FeatureSpec:
    dim: int = 2048
    chars: bool = True
    ngram_min: int = 3
    ngram_max: int = 5


def word_features(word: str, spec: FeatureSpec) -> list[str]:
    """The features one word contributes: itself, then its padded character n-grams."""
    out = ["w:" + word]
    if spec.chars:
        padded = f"<{word}>"
        for n in range(spec.ngram_min, spec.ngram_max + 1):
            out.extend("c:" + padded[i : i + n] for i in range(len(padded) - n + 1))
    return out


def bucket_sign(feature: str, dim: int) -> tuple[int, float]:
    """A stable bucket and sign for a feature (one blake2b call)."""
    h = int.from_bytes(hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest(), "little")
    return (h >> 1) % dim, (1.0 if h & 1 else -1.0)


def idf(df: np.ndarray | float, n_docs: int) -> np.ndarray | float:
    """Smoothed idf; a feature seen nowhere gets the largest weight, never infinity."""
    return np.log((n_docs + 1) / (np.asarray(df, dtype=np.float64) + 1)) + 1.0


@dataclass(frozen=True)
class FeatureTable:
    """Distinct features of the corpus, sorted, with their document frequencies."""

    features: np.ndarray  # sorted unicode array
    df: np.ndarray  # int64, aligned with features
    n_docs: int


Progress = Callable[[str, int, int], None]


def _quiet(stage: str, done: int, total: int) -> None:
    pass


def _feature_ids(
    docs: Sequence[Sequence[str]], spec: FeatureSpec, progress: Progress = _quiet
) -> tuple[list[str], list[np.ndarray], list[np.ndarray]]:
    """Per document, the ids of its distinct features and their counts.

    Each distinct word is expanded into features once, not once per occurrence.
    """
    feature_id: dict[str, int] = {}
    word_cache: dict[str, np.ndarray] = {}
    ids_per_doc, counts_per_doc = [], []
    for n, doc in enumerate(docs):
        if n % 2000 == 0:
            progress("hashing features", n, len(docs))
        counts: dict[int, int] = {}
        for word in doc:
            fids = word_cache.get(word)
            if fids is None:
                fids = np.fromiter((feature_id.setdefault(f, len(feature_id)) for f in word_features(word, spec)), dtype=np.int64)
                word_cache[word] = fids
            for f in fids.tolist():
                counts[f] = counts.get(f, 0) + 1
        ids_per_doc.append(np.fromiter(counts.keys(), dtype=np.int64, count=len(counts)))
        counts_per_doc.append(np.fromiter(counts.values(), dtype=np.float64, count=len(counts)))
    return list(feature_id), ids_per_doc, counts_per_doc


def embed_corpus(
    docs: Sequence[Sequence[str]], spec: FeatureSpec, progress: Progress = _quiet
) -> tuple[np.ndarray, FeatureTable]:
    """Embed tokenized documents; returns the float32 matrix and the feature table."""
    names, ids_per_doc, counts_per_doc = _feature_ids(docs, spec, progress)
    n_docs, n_feat = len(docs), len(names)
    df = np.zeros(n_feat, dtype=np.int64)
    for ids in ids_per_doc:
        df[ids] += 1
    weights = np.asarray(idf(df, n_docs))
    buckets = np.empty(n_feat, dtype=np.int64)
    signs = np.empty(n_feat, dtype=np.float64)
    for i, name in enumerate(names):
        buckets[i], signs[i] = bucket_sign(name, spec.dim)
    matrix = np.zeros((n_docs, spec.dim), dtype=np.float32)
    for row, (ids, counts) in enumerate(zip(ids_per_doc, counts_per_doc)):
        if row % 2000 == 0:
            progress("embedding", row, n_docs)
        values = (1.0 + np.log(counts)) * weights[ids] * signs[ids]
        matrix[row] = np.bincount(buckets[ids], weights=values, minlength=spec.dim)
    _normalise_rows(matrix)
    order = np.argsort(np.asarray(names, dtype=str), kind="stable")
    table = FeatureTable(np.asarray(names, dtype=str)[order], df[order], n_docs)
    return matrix, table


def _normalise_rows(matrix: np.ndarray) -> None:
    norms = np.linalg.norm(matrix, axis=1)
    nonzero = norms > 0
    matrix[nonzero] /= norms[nonzero, None]


def embed_query(tokens: Iterable[str], table: FeatureTable, spec: FeatureSpec) -> np.ndarray:
    """Embed a question against the corpus's idf. An empty question is the zero vector."""
    counts: dict[str, int] = {}
    for word in tokens:
        for f in word_features(word, spec):
            counts[f] = counts.get(f, 0) + 1
    vec = np.zeros(spec.dim, dtype=np.float64)
    if not counts:
        return vec.astype(np.float32)
    feats = sorted(counts)
    pos = np.searchsorted(table.features, feats)
    for f, p in zip(feats, pos.tolist()):
        df = int(table.df[p]) if p < len(table.features) and table.features[p] == f else 0
        bucket, sign = bucket_sign(f, spec.dim)
        vec[bucket] += sign * (1.0 + math.log(counts[f])) * float(idf(df, table.n_docs))
    norm = float(np.linalg.norm(vec))
    if norm > 0 and math.isfinite(norm):
        vec /= norm
    return vec.astype(np.float32)
