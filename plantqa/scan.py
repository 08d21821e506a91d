"""Reading the stored vectors: a question's cosine with every chunk, or with a few.

The vectors are bucket-major (row b holds bucket b of every chunk, embed.py), so a
question reads only the buckets its vector uses; the sums run in a fixed order, so every
machine gets the same bits. Pivoted length normalisation re-scales the cosines the dense
ranking reads.
"""

from __future__ import annotations

import numpy as np

from .tables import damaged


def pivoted(cosine: np.ndarray, norms: np.ndarray | None, slope: float) -> np.ndarray:
    """Cosines re-scaled by pivoted length normalisation (Singhal, Buckley and Mitra, 1996):
    a document's vector is divided by (1 - slope) x the mean length + slope x its own length
    instead of its own length alone. A cosine favours short documents; slope 1 (plain
    cosine) leaves it so, a smaller slope gives long documents back some of their weight.
    Only the dense ranking uses this; the gate still reads the plain cosine."""
    if slope >= 1.0 or norms is None or not len(norms):
        return cosine
    return _pivot_factors(norms, slope) * cosine


_FACTORS: list[tuple[np.ndarray, float, np.ndarray]] = []  # the last index's, per process


def _pivot_factors(norms: np.ndarray, slope: float) -> np.ndarray:
    """length / ((1 - slope) x mean length + slope x length) per document, in float32: the
    same for every question on an index, so a process asking several computes it once
    (four passes over 100,000 lengths were a fifth of the fusion stage)."""
    for held, held_slope, factors in _FACTORS:
        if held is norms and held_slope == slope:
            return factors
    used = np.count_nonzero(norms)
    pivot = float(norms.sum(dtype=np.float64)) / used if used else 1.0
    out = np.multiply(norms, np.float32(slope), dtype=np.float32)
    out += np.float32((1.0 - slope) * pivot)
    np.divide(norms, out, out=out)
    _FACTORS[:] = [(norms, slope, out)]
    return out


BLOCK = 1 << 17  # documents per pass (100k chunks, unnamed questions: 5.3 ms a question against 5.9 at 1 << 16)


def cosines(buckets: np.ndarray, query: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
    """Cosine of a normalised query with every document, or only with `rows` (the rest 0).

    Reads only the buckets the query uses: a question touches ~100 of 2,048, so a twentieth
    of the vectors, each bucket one contiguous row of the bucket-major array. Sums run
    bucket by bucket in ascending order with plain float32 multiply and add, so every
    document gets the same bits on any machine and on both paths here (a BLAS product
    picks its summation order by CPU).
    """
    n = buckets.shape[1]
    out = np.zeros(n, dtype=np.float32)
    if rows is not None and len(rows) * 16 < n:
        # a few documents (one plant's cards): gather just their cells
        out[rows] = row_cosines(buckets, query, rows)
        return out
    grid = buckets.view(np.ndarray)  # a memmap runs its subclass hooks on every row taken (~150 a question)
    used = np.flatnonzero(query)
    weights = query[used].astype(np.float32)
    for lo in range(0, n, BLOCK):
        hi = min(n, lo + BLOCK)
        out[lo:hi] = _weighted_sum(grid[:, lo:hi], weights, hi - lo, used)
    if rows is not None:
        keep = np.zeros(n, dtype=bool)
        keep[rows] = True
        out[~keep] = 0.0
    return _checked(out, buckets)


def row_cosines(buckets: np.ndarray, query: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """cosines(buckets, query, rows)[rows], the same bits, without a full-length array: the
    cells of a few documents gathered and summed bucket by bucket in ascending order."""
    grid = buckets.view(np.ndarray)
    used = np.flatnonzero(query)
    cells = grid[np.ix_(used, rows)] if len(used) else np.zeros((0, len(rows)), dtype=np.float32)
    return _checked(_summed_in_order(cells, query[used].astype(np.float32)), buckets)


def _summed_in_order(cells: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """_weighted_sum(cells, weights, width) for a few columns, in two numpy calls instead of two
    per bucket: a running sum (add.accumulate) adds row after row by definition, so each column
    gets the same float32 additions in the same order; the final + 0 gives an all -0.0 column
    the +0.0 that a sum started from 0 ends with."""
    if not len(weights):
        return np.zeros(cells.shape[1], dtype=np.float32)
    return np.add.accumulate(cells * weights[:, None], axis=0)[-1] + np.float32(0.0)


COSINE_LIMIT = 1.001  # unit vectors: |cosine| <= 1, plus float32 rounding over 2,048 buckets (< 2e-4)


def _checked(out: np.ndarray, buckets: np.ndarray) -> np.ndarray:
    """The cosines, unless one is not a number or beyond what unit vectors allow: damaged
    vectors (a NaN once reached --json as a bare NaN). One pass over the scores, not the vectors."""
    if len(out) and not -COSINE_LIMIT <= float(out.min()) <= float(out.max()) <= COSINE_LIMIT:  # NaN fails too
        raise damaged(buckets, "a vector that is not a unit vector")
    return out


def _weighted_sum(cells: np.ndarray, weights: np.ndarray, width: int, used: np.ndarray | None = None) -> np.ndarray:
    """sum_k weights[k] * cells[used[k]] (or cells[k]), added in order of k, in float32."""
    total = np.zeros(width, dtype=np.float32)
    term = np.empty(width, dtype=np.float32)
    picks = used.tolist() if used is not None else range(len(weights))
    for k, row in enumerate(picks):
        np.multiply(cells[row], weights[k], out=term)
        np.add(total, term, out=total)
    return total
