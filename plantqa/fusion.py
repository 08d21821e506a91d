"""Reciprocal Rank Fusion, score-aware fusion and deterministic top-k selection."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from .config import Settings

Ranking = Sequence[tuple[str, float]]


def top(scores: np.ndarray, ids: Sequence[str], depth: int, floor: float = 0.0) -> list[tuple[str, float]]:
    """The `depth` best entries with score > floor, sorted by (-score, id).

    Ties at the cut are all kept before sorting, so which of several equal
    scores survives depends only on the ids, never on the partition's order.
    """
    if depth <= 0 or len(scores) == 0:
        return []
    candidates = np.flatnonzero(scores > floor)  # few, when the species filter chose the chunks
    if len(candidates) > depth:
        # the depth-th best by partitioning the values alone: no negated copy, no index array
        values = scores[candidates]
        cut = len(values) - depth
        candidates = candidates[values >= np.partition(values, cut)[cut]]
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


def combine(rankings: Sequence[Ranking], weights: Sequence[float]) -> list[tuple[str, float]]:
    """Score-aware fusion: each id scores sum(weight x score / the ranking's best score), a
    ranking that does not hold it adding 0; ties by id. Unlike RRF, a leg whose best match
    is far ahead of its second keeps that lead."""
    fused: dict[str, float] = {}
    for ranking, weight in zip(rankings, weights, strict=True):
        if not ranking or ranking[0][1] <= 0:
            continue
        best = ranking[0][1]
        for doc, score in ranking:
            fused[doc] = fused.get(doc, 0.0) + weight * score / best
    return sorted(fused.items(), key=lambda p: (-p[1], p[0]))


def fuse(dense: Ranking, lexical: Ranking, settings: Settings, neural: Ranking = ()) -> list[tuple[str, float]]:
    """The hybrid list from the legs' rankings, by the configured fusion (ADR 0003). A neural
    ranking (ADR 0009), when given, takes `neural_weight` of the score fusion and scales the
    other two by the rest; in RRF it weighs 1 like the dense leg."""
    if settings.fusion == "scores":
        rest = 1.0 - settings.neural_weight if neural else 1.0
        legs = [
            (r, w)
            for r, w in (
                (dense, rest * (1.0 - settings.score_weight)),
                (lexical, rest * settings.score_weight),
                (neural, settings.neural_weight),
            )
            if r
        ]
        return combine([r for r, _ in legs], [w for _, w in legs])
    legs = [(r, w) for r, w in ((dense, 1.0), (lexical, settings.lexical_weight), (neural, 1.0)) if r]
    return rrf([r for r, _ in legs], settings.rrf_k, [w for _, w in legs])
