"""Tables edited in place of rebuilt: some entries dropped, some new ones inserted.

An incremental update (incremental.py) keeps almost every entry of every table. Each
table's new order is described once as a `src` array (for every new entry, the old
position it comes from, or -1 - j for the j-th new item) and applied to aligned arrays,
string tables (their UTF-8 bytes copied as a few long runs, the kept entries' crc32s
carried over) and the bucket-major vectors (column runs), so nothing kept is decoded,
re-encoded or re-checksummed.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import TypeVar

import numpy as np

from .tables import SortedStrings, Strings, crc32s

T = TypeVar("T", bound=Strings)


def plan(n_old: int, drop: np.ndarray, at: np.ndarray) -> np.ndarray:
    """The src array: old entries 0..n_old-1 less `drop`, with new item j placed before old
    entry at[j] (at ascending; several before one entry keep their order)."""
    keep = np.ones(n_old, dtype=bool)
    keep[np.asarray(drop, dtype=np.int64)] = False
    kept = np.flatnonzero(keep)
    at = np.asarray(at, dtype=np.int64)
    src = np.empty(len(kept) + len(at), dtype=np.int64)
    src[np.arange(len(kept)) + np.searchsorted(at, kept, side="right")] = kept
    src[np.arange(len(at)) + np.searchsorted(kept, at, side="left")] = -1 - np.arange(len(at))
    return src


def moved(src: np.ndarray, n_old: int) -> np.ndarray:
    """Old position -> new position (-1 for a dropped entry)."""
    out = np.full(n_old, -1, dtype=np.int64)
    old = src >= 0
    out[src[old]] = np.flatnonzero(old)
    return out


def placed(src: np.ndarray) -> np.ndarray:
    """New item j -> its new position."""
    new = np.flatnonzero(src < 0)
    out = np.empty(len(new), dtype=np.int64)
    out[-1 - src[new]] = new
    return out


def take(old: np.ndarray, src: np.ndarray, new: np.ndarray) -> np.ndarray:
    """An aligned array (1-d, or rows of a 2-d one) in the new order."""
    old, new = np.asarray(old), np.asarray(new, dtype=np.asarray(old).dtype)
    out = np.empty((len(src), *old.shape[1:]), dtype=old.dtype)
    keep = src >= 0
    out[keep] = old[src[keep]]
    out[~keep] = new[-1 - src[~keep]]
    return out


def runs(src: np.ndarray) -> list[tuple[int, int, int]]:
    """(new start, new stop, old start or -1) for every run of consecutive old entries
    and every single new item: a few runs for a few edits."""
    if not len(src):
        return []
    old = src >= 0
    joined = old[1:] & old[:-1] & (src[1:] == src[:-1] + 1)
    starts = np.flatnonzero(np.r_[True, ~joined]).tolist()
    stops = [*starts[1:], len(src)]
    return [(a, b, int(src[a]) if src[a] >= 0 else -1) for a, b in zip(starts, stops)]


def strings(table: Strings, src: np.ndarray, new: Sequence[str], kind: type[T]) -> T:
    """A string table in the new order: kept bytes and crc32s copied, new items encoded."""
    encoded = [s.encode("utf-8") for s in new]
    offsets = np.asarray(table.offsets, dtype=np.int64)
    blob = np.asarray(table.blob, dtype=np.uint8)
    sizes = take(np.diff(offsets), src, np.asarray([len(e) for e in encoded], dtype=np.int64))
    new_offsets = np.zeros(len(src) + 1, dtype=np.int64)
    np.cumsum(sizes, out=new_offsets[1:])
    pieces = []
    for a, b, s in runs(src):
        if s >= 0:
            pieces.append(blob[offsets[s] : offsets[s + b - a]])
        else:
            pieces.append(np.frombuffer(encoded[-1 - int(src[a])], dtype=np.uint8))
    new_blob = np.concatenate(pieces) if pieces else np.zeros(0, dtype=np.uint8)
    fresh = np.frombuffer(b"".join(encoded), dtype=np.uint8)
    fresh_offsets = np.zeros(len(encoded) + 1, dtype=np.int64)
    np.cumsum([len(e) for e in encoded], out=fresh_offsets[1:])
    old_crcs = table.crcs if table.crcs is not None else crc32s(blob, offsets)
    crcs = take(np.asarray(old_crcs, dtype=np.uint32), src, crc32s(fresh, fresh_offsets))
    return kind(new_blob, new_offsets, crcs)


class _Raw(Sequence[bytes]):
    """A string table's entries as bytes, for bisect (UTF-8 order is code-point order)."""

    def __init__(self, table: Strings) -> None:
        self.table = table

    def __len__(self) -> int:
        return len(self.table)

    def __getitem__(self, i):
        return self.table.raw(i).tobytes()


def insertion_points(table: SortedStrings, keys: Sequence[str]) -> np.ndarray:
    """Where each key (none of them in the table) would go: the old entry it goes before."""
    raw = _Raw(table)
    return np.asarray([bisect.bisect_left(raw, k.encode("utf-8")) for k in keys], dtype=np.int64)


def sorted_merge(table: SortedStrings, drop: np.ndarray, new: Sequence[str]) -> np.ndarray:
    """The src array of a sorted table less `drop`, with the sorted `new` keys (none of them
    in the table) inserted in order."""
    return plan(len(table), drop, insertion_points(table, new))
