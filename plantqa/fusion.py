"""Reciprocal Rank Fusion and deterministic top-k selection."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

Ranking = Sequence[tuple[str, float]]


def top(scores: np.ndarray, ids: Sequence[str], depth: int, floor: float = 0.0) -> list[tuple[str, float]]:
    """The `depth` best entries with score > floor, sorted by (-score, id).

    Ties at the cut are all kept before sorting, so which of several equal
    scores survives depends only on the ids, never on the partition's order.
    """
    if depth <= 0 or len(scores) == 0:
        return []
    candidates = np.flatnonzero(scores > floor)
    if len(candidates) > depth:
        # argpartition on the negated scores: fast even when many scores tie
        kth = candidates[np.argpartition(-scores[candidates], depth - 1)[depth - 1]]
        candidates = candidates[scores[candidates] >= scores[kth]]
    ranked = sorted(((ids[i], float(scores[i])) for i in candidates.tolist()), key=lambda p: (-p[1], p[0]))
    return ranked[:depth]


def rrf(rankings: Sequence[Ranking], k: int = 60, weights: Sequence[float] | None = None) -> list[tuple[str, float]]:
    """Fuse rankings: each id scores sum(weight / (k + rank)) with 1-based ranks; ties by id.

    Weights default to 1. Two legs with equal weights tie exactly whenever a chunk is
    1st/2nd in one and 2nd/1st in the other, so a weight a hair above 1 names the leg
    that settles such ties (ADR 0003).
    """
    fused: dict[str, float] = {}
    for i, ranking in enumerate(rankings):
        weight = 1.0 if weights is None else weights[i]
        for rank, (doc, _score) in enumerate(ranking, start=1):
            fused[doc] = fused.get(doc, 0.0) + weight / (k + rank)
    return sorted(fused.items(), key=lambda p: (-p[1], p[0]))


def ranks(ranking: Ranking) -> Mapping[str, int]:
    return {doc: r for r, (doc, _s) in enumerate(ranking, start=1)}
