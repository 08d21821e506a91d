"""Retrieval: both legs scored over the chunks the species filter allows, then fused by RRF."""

import time
from collections.abc import Sequence
from typing import NamedTuple

import numpy as np

from .config import Settings
from .embed import embed_query
from .filters import answer_cards, scope
from .fusion import fuse, top
from .index import Index, Searchable, feature_spec
from .lexical import with_feedback
from .reading import Reading
from .scan import cosines, pivoted, row_cosines


class Legs(NamedTuple):
    """Both legs' scores over every chunk, their rankings and the fused list."""

    cosine: np.ndarray
    bm25: np.ndarray
    dense: list[tuple[str, float]]
    lexical: list[tuple[str, float]]
    fused: list[tuple[str, float]]
    path: str
    notes: list[str]


def run_legs(
    index: Searchable,
    terms: Sequence[str],
    settings: Settings,
    depth: int,
    allowed: np.ndarray | None = None,
    timings: dict[str, float] | None = None,
) -> Legs:
    """Score every chunk with both legs, rank each `depth` deep within `allowed`, fuse.

    `timings`, when given, collects seconds per stage (for `plantqa bench`).
    """
    clock = Clock(timings)
    ids = index.ids
    query = embed_query(terms, index.features, feature_spec(settings))
    exact: np.ndarray | None = None  # the chunks whose cosine is exact, when not all are
    rows = None if allowed is None else np.flatnonzero(allowed)
    if settings.dense_energy < 1.0 and (rows is None or len(rows) * 16 >= len(ids)):
        # unfiltered, or a filter too wide to gather (a question naming no plant, over a big notes folder)
        cosine, exact = scanned(index, query, settings, settings.dense_rescore * (settings.dense_depth or depth), depth, allowed)
    else:  # with a filter only its chunks are read: a named plant costs a few cells per bucket
        cosine = cosines(index.buckets, query, rows)
    clock.lap("dense")
    bm25 = index.postings.scores(terms)
    if settings.prf_docs:
        bm25 = with_feedback(index.postings, terms, bm25, settings.prf_docs, settings.prf_terms, settings.prf_weight, allowed)
    clock.lap("lexical")
    bm25_ranked = np.where(allowed, bm25, 0.0) if allowed is not None else bm25
    notes: list[str] = []
    mode = settings.mode
    use_lexical = mode in ("hybrid", "lexical") and not index.postings.empty
    use_dense = mode in ("hybrid", "dense") or not use_lexical
    if mode != "dense" and index.postings.empty:
        notes.append("the lexical index is empty, so only the dense leg ran")
    ranking = dense_ranking(cosine, index, settings, exact if settings.dense_rescore else None)  # 0: estimates ranked
    dense = top(ranking, ids, settings.dense_depth or depth) if use_dense else []
    lexical = top(bm25_ranked, ids, depth) if use_lexical else []
    if exact is not None:  # the gate reads both legs' picks: their cosines exact, whatever the scan estimated
        picks = [np.flatnonzero(scores >= leg[-1][1]) for scores, leg in ((ranking, dense), (bm25_ranked, lexical)) if leg]
        cosine = with_exact(index, query, cosine, exact, np.concatenate(picks) if picks else exact[:0])
    path = "full" if use_dense and use_lexical else ("dense_only" if use_dense else "lexical_only")
    fused = fuse(dense, lexical, settings)
    clock.lap("fusion")
    return Legs(cosine, bm25, dense, lexical, fused, path, notes)


def dense_ranking(cosine: np.ndarray, index: Searchable, settings: Settings, exact: np.ndarray | None) -> np.ndarray:
    """What the dense leg ranks by: the pivoted cosine, of the exactly scored chunks alone
    after a pruned scan (the rest 0), so no estimate enters the ranking and the top is
    picked among a few hundred chunks instead of all of them."""
    ranked = pivoted(cosine, index.features.norms, settings.pivot)
    if exact is None:
        return ranked
    only = np.zeros_like(ranked)
    only[exact] = ranked[exact]
    return only


def with_exact(index: Searchable, query: np.ndarray, cosine: np.ndarray, exact: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """The cosines with `rows` exact too: those not re-scored yet, gathered at once (one at
    a time, as the gate reached them, cost 2.7 ms a question at 100k)."""
    rows = np.setdiff1d(rows, exact)
    if len(rows):
        cosine[rows] = row_cosines(index.buckets, query, rows)
    return cosine


def scanned(
    index: Searchable, query: np.ndarray, settings: Settings, keep: int, depth: int = 0, allowed: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray | None]:
    """Every chunk's cosine, read from the query's heaviest buckets alone (those holding
    `dense_energy` of its squared weight: about a quarter of them at 0.9), then exact for the
    `keep` best by the pivoted ranking and all tied with them, which it returns too (None:
    every cosine is exact): the scan reads a fraction of the buckets, and what the ranking
    and the gate see is the exact cosine (ADR 0003). A corpus too small for the rows path to
    pay gets the exact scan. `keep` 0 (`dense_rescore = 0`, the arm that lost) re-scores none.
    With `allowed`, a chunk outside it scores 0 and only chunks inside are re-scored."""
    n = index.buckets.shape[1]
    inside = None if allowed is None else np.flatnonzero(allowed)
    if max(keep, depth) * 16 >= n or (inside is not None and len(inside) <= keep):
        return cosines(index.buckets, query, inside), None
    weight = query.astype(np.float64) ** 2
    order = np.argsort(-weight, kind="stable")  # heaviest first, ties by bucket
    held = np.cumsum(weight[order])
    count = int(np.searchsorted(held, settings.dense_energy * held[-1])) + 1 if len(held) and held[-1] > 0 else 0
    short = np.zeros_like(query)
    short[order[:count]] = query[order[:count]]
    cosine = cosines(index.buckets, short)
    if allowed is not None:
        cosine[~allowed] = 0.0
    if keep <= 0:
        return cosine, np.zeros(0, dtype=np.int64)
    ranked = pivoted(cosine, index.features.norms, settings.pivot)
    if allowed is not None:  # no chunk outside the filter can make the cut (a new array: pivoted may return its input)
        ranked = np.where(allowed, ranked, -np.inf)
    floor = np.partition(ranked, n - keep)[n - keep]  # the keep-th best value: the same on any machine
    best = np.flatnonzero(ranked >= floor)
    if len(best) * 16 >= n:  # ties at the floor reach too far for the rows path: all exact
        return cosines(index.buckets, query, inside), None
    cosine[best] = row_cosines(index.buckets, query, best)
    return cosine, best


LEG_STAGES = ("dense", "lexical", "fusion")


class Clock:
    """Adds the seconds since the last lap to timings[stage]; does nothing without timings."""

    def __init__(self, timings: dict[str, float] | None) -> None:
        self.timings = timings
        self.last = time.perf_counter() if timings is not None else 0.0

    def lap(self, stage: str, inner: Sequence[str] = ()) -> None:
        """`inner`: stages a clock inside this lap timed on the same dict, not counted twice."""
        if self.timings is not None:
            now = time.perf_counter()
            spent = now - self.last - sum(self.timings.get(s, 0.0) for s in inner)
            self.timings[stage] = self.timings.get(stage, 0.0) + spent
            self.last = now


class Search(NamedTuple):
    """What was searched for a question: the reading, the cards its answer may come from
    (named plants and the cards of named groups), and the legs' results."""

    reading: Reading
    cards: tuple[str, ...]
    legs: Legs


def expand(reading: Reading, drop: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The question's words plus what its framing implies: the canonical animal
    ("kitten" -> "cat") and, for a toxicity question, "toxic". `drop` removes words
    that no longer discriminate (the plant's own name once the filter chose it)."""
    terms = [t for t in reading.tokens if t not in drop] or list(reading.tokens)
    terms += list(reading.animals)
    if reading.toxicity:
        terms.append("toxic")
        if reading.asks_safe and reading.asks_list:
            terms.append("non")  # "which plants are safe": the non-toxic list, not "NOT pet-safe"
    return list(dict.fromkeys(terms))


def search(index: Index, reading: Reading, settings: Settings, timings: dict[str, float] | None = None) -> Search:
    """The species filter, then both legs over what it allows, fused."""
    cards = tuple(answer_cards(index, reading))
    terms = expand(reading)
    if not reading.toxicity and reading.matches:  # a care question in its plant card's own words
        from .own_words import in_own_words

        terms = in_own_words(index, reading, terms)
    return Search(reading, cards, run_legs(index, terms, settings, settings.depth, scope(index, reading), timings))
