"""Read-only string tables kept as flat arrays: one UTF-8 byte array plus offsets.

They save as raw .npy files and memory-map back, so opening an index of a
million chunks decodes nothing until a question asks for it (a JSON manifest of
the same tables cost 37 ms to parse at 100,000 chunks). Lookups are binary
searches over sorted keys.

A table read from the cache carries a crc32 of every entry, checked whenever the
entry is read: a question pays for the bytes it reads and nothing more, and a
damaged byte anywhere is found before it can reach an answer (`damaged` then
removes the index so the next run rebuilds it).
"""

from __future__ import annotations

import bisect
import itertools
import os
import re
import zlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

import numpy as np

from .errors import CacheError

T = TypeVar("T", bound="Strings")
V = TypeVar("V")
SEP = "\x1f"  # joins a value's strings; the tokenizer never produces it
MEMO_SIZE = 1 << 16  # lookups remembered per table
DAMAGED = "the index cache is damaged; run 'plantqa index --clear' and ask again"
_INDEX_FOLDER = re.compile(r"[0-9a-f]{64}")


def damaged(array: Any, what: str) -> CacheError:
    """The error for damage found while answering. An index folder in the cache that holds
    the damaged array is removed first, so the next run rebuilds it instead of failing again."""
    filename = getattr(array, "filename", None)  # a memory-mapped array knows its file
    folder = os.path.dirname(filename) if isinstance(filename, str) else ""
    if folder and _INDEX_FOLDER.fullmatch(os.path.basename(folder)):
        from .cache_files import remove_index  # only when damage is found: never on the way to an answer

        if remove_index(folder):  # plantqa's own files only; anything else and the folder stays
            return CacheError(f"the index cache was damaged ({what}); plantqa removed it: run the command again to rebuild it")
    return CacheError(f"the index cache is damaged ({what}); run 'plantqa index --clear' and ask again")


def crc32s(blob: np.ndarray, offsets: np.ndarray) -> np.ndarray:
    """The crc32 of every entry of a blob + offsets table, what Strings checks on reading."""
    data, at = np.ascontiguousarray(blob, dtype=np.uint8).data, np.asarray(offsets, dtype=np.int64).tolist()
    return np.fromiter((zlib.crc32(data[a:b]) for a, b in itertools.pairwise(at)), dtype=np.uint32, count=len(at) - 1)


class Strings(Sequence[str]):
    """Strings stored as one UTF-8 byte array plus int64 offsets, and, read from the cache,
    the crc32 of each entry (`crcs`), checked on every read."""

    def __init__(self, blob: np.ndarray, offsets: np.ndarray, crcs: np.ndarray | None = None) -> None:
        self.blob, self.offsets, self.crcs = blob, offsets, crcs
        # memoryviews make a lookup 8x cheaper than numpy slicing (7 against 57 us for
        # a binary search over 125,000 entries): no array objects per probe
        self._bytes = np.ascontiguousarray(blob, dtype=np.uint8).data
        self._at = np.ascontiguousarray(offsets, dtype=np.int64).data
        self._crcs = None if crcs is None else np.ascontiguousarray(crcs, dtype=np.uint32).data

    def raw(self, i: int) -> memoryview:
        """Entry i's bytes (0 <= i < len), checked against its crc32 when the table has them."""
        view = self._bytes[self._at[i] : self._at[i + 1]]
        if self._crcs is not None and zlib.crc32(view) != self._crcs[i]:
            raise damaged(self.blob, f"string table entry {i}")
        return view

    @classmethod
    def of(cls: type[T], items: Iterable[str]) -> T:
        encoded = [s.encode("utf-8") for s in items]
        offsets = np.zeros(len(encoded) + 1, dtype=np.int64)
        np.cumsum([len(e) for e in encoded], out=offsets[1:])
        return cls(np.frombuffer(b"".join(encoded), dtype=np.uint8), offsets)

    def __len__(self) -> int:
        return len(self._at) - 1

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        n = len(self._at) - 1
        if not -n <= i < n:
            raise IndexError(i)
        if i < 0:
            i += n
        try:
            return str(self.raw(i), "utf-8")
        except UnicodeDecodeError:  # load checks ends and shapes, not every byte between
            raise damaged(self.blob, f"string table entry {i}") from None

    def __iter__(self) -> Iterator[str]:
        if self._crcs is not None:
            yield from (self[i] for i in range(len(self)))
            return
        data, offsets = self._bytes, self._at.tolist()
        try:
            for start, stop in itertools.pairwise(offsets):
                yield str(data[start:stop], "utf-8")
        except UnicodeDecodeError:
            raise CacheError(DAMAGED) from None


class SortedStrings(Strings):
    """A Strings table whose entries are sorted and distinct, so lookups are binary searches."""

    def __init__(
        self, blob: np.ndarray, offsets: np.ndarray, crcs: np.ndarray | None = None, prefixes: np.ndarray | None = None
    ) -> None:
        super().__init__(blob, offsets, crcs)
        self._memo: dict[str, int] = {}
        self.prefixes = prefixes  # see find_all

    @classmethod
    def of_set(cls: type[T], items: Iterable[str]) -> T:
        return cls.of(sorted(set(items)))

    def find(self, key: str) -> int:
        """Where `key` sits, or -1. Answers are remembered: a question asks about the
        same few words again and again (the filter, the gate and the answer all look)."""
        memo = self._memo
        found = memo.get(key)
        if found is None:
            found = self._search(key)
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[key] = found
        return found

    def _search(self, key: str) -> int:
        """Binary search on UTF-8 bytes, whose order is the order of code points, so no entry
        is decoded."""
        try:
            target = key.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: no table entry holds one
            return -1
        return self._narrow(target, 0, len(self._at) - 1)

    def _narrow(self, target: bytes, start: int, stop: int) -> int:
        """Where target sits, or -1, searching entries start..stop-1 (where it must be, if
        anywhere). Only the answer is checked against its crc32: a hit is the entry equal to
        target; a miss is proven by the two neighbouring entries it falls between, so a
        damaged entry the search passed through cannot make a false miss either."""
        data, at, lo, hi = self._bytes, self._at, start, stop
        while lo < hi:
            mid = (lo + hi) // 2
            if data[at[mid] : at[mid + 1]].tobytes() < target:
                lo = mid + 1
            else:
                hi = mid
        n = len(at) - 1
        after = self.raw(lo).tobytes() if lo < n else None
        if after == target:
            return lo
        if (after is not None and after < target) or (lo > 0 and self.raw(lo - 1).tobytes() >= target):
            raise damaged(self.blob if self.prefixes is None else self.prefixes, "a lookup table out of order")
        return -1

    def find_all(self, keys: Sequence[str]) -> list[int]:
        """find() for many keys at once, as fast as numpy's searchsorted on a unicode array.

        `prefixes` holds each entry's first 8 UTF-8 bytes as a big-endian number, so one
        searchsorted narrows every key to the few entries sharing its first 8 bytes, and a
        binary search over those finishes. A miss is proven by its two neighbours as
        always, so damaged prefixes cannot give a wrong answer either."""
        if self.prefixes is None:
            self.prefixes = prefixes_of(self.blob, self.offsets)  # a table built in memory
        targets = [k.encode("utf-8", "surrogatepass") for k in keys]  # a lone surrogate: in no entry
        wanted = np.fromiter((int.from_bytes(t[:8].ljust(8, b"\0"), "big") for t in targets), dtype=np.uint64)
        starts = np.searchsorted(self.prefixes, wanted, "left").tolist()
        stops = np.searchsorted(self.prefixes, wanted, "right").tolist()
        return [self._narrow(t, lo, hi) for t, lo, hi in zip(targets, starts, stops)]

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.find(key) >= 0

    def span(self, prefix: str) -> tuple[int, int]:
        """Where the entries that start with `prefix` sit, [lo, hi): from the prefix up to the
        first string past every extension of it (the prefix with its last character moved up one)."""
        lo = bisect.bisect_left(self, prefix)
        while prefix and prefix[-1] == "\U0010ffff":  # no character above it: cut it and move up
            prefix = prefix[:-1]
        hi = bisect.bisect_left(self, prefix[:-1] + chr(ord(prefix[-1]) + 1), lo) if prefix else len(self)
        return lo, hi

    def starting_with(self, prefix: str) -> list[str]:
        lo, hi = self.span(prefix)
        return self[lo:hi]

    def ascii_rows(self, lo: int, hi: int) -> tuple[np.ndarray, np.ndarray] | None:
        """Entries lo..hi-1 as a zero-padded byte matrix and their lengths, without decoding
        them one by one; None unless every one is ASCII (then bytes are characters)."""
        offsets = np.asarray(self.offsets[lo : hi + 1], dtype=np.int64)
        if len(offsets) < 2:
            return None
        blob = np.asarray(self.blob[offsets[0] : offsets[-1]], dtype=np.uint8)
        if len(blob) == 0 or int(blob.max()) >= 128:
            return None
        lengths = np.diff(offsets)
        width = np.arange(int(lengths.max()))
        inside = width < lengths[:, None]
        at = np.minimum((offsets[:-1] - offsets[0])[:, None] + width, len(blob) - 1)
        return np.where(inside, blob[at], 0).astype(np.uint8), lengths


def prefixes_of(blob: np.ndarray, offsets: np.ndarray) -> np.ndarray:
    """Each entry's first 8 bytes (zero-padded) as a big-endian uint64: their order is the
    entries' order, so a sorted table's prefixes are sorted too."""
    starts = np.asarray(offsets[:-1], dtype=np.int64)
    lengths = np.asarray(offsets[1:], dtype=np.int64) - starts
    data = np.asarray(blob, dtype=np.uint8)
    out = np.zeros(len(starts), dtype=np.uint64)
    for j in range(8):
        has = lengths > j
        byte = np.zeros(len(starts), dtype=np.uint64)
        byte[has] = data[starts[has] + j]
        out |= byte << np.uint64(8 * (7 - j))
    return out


class SortedMap(Mapping[str, V]):
    """Sorted string keys looked up by binary search; a subclass says what a value is."""

    keys_: SortedStrings

    def _value(self, i: int) -> V:
        raise NotImplementedError

    def __getitem__(self, key: str) -> V:
        i = self.keys_.find(key) if isinstance(key, str) else -1
        if i < 0:
            raise KeyError(key)
        return self._value(i)

    def __contains__(self, key: object) -> bool:
        return key in self.keys_

    def first_of(self, keys: Sequence[str]) -> tuple[int, V] | None:
        """The first of `keys` the map holds, as (its place in keys, its value): one batched
        lookup (find_all) instead of a binary search per key."""
        for k, i in enumerate(self.keys_.find_all(keys)):
            if i >= 0:
                return k, self._value(i)
        return None

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys_)

    def __len__(self) -> int:
        return len(self.keys_)


class StringMap(SortedMap[tuple[str, ...]]):
    """Sorted string keys to tuples of strings."""

    def __init__(self, keys: SortedStrings, values: Strings) -> None:
        self.keys_, self.values_ = keys, values

    @classmethod
    def of(cls, items: Mapping[str, Sequence[str]]) -> StringMap:
        keys = SortedStrings.of_set(items)
        return cls(keys, Strings.of(SEP.join(items[k]) for k in keys))

    def _value(self, i: int) -> tuple[str, ...]:
        value = self.values_[i]
        return tuple(value.split(SEP)) if value else ()


class RowMap(SortedMap[np.ndarray]):
    """Sorted string keys to arrays of row numbers (CSR: indptr into one rows array)."""

    def __init__(self, keys: SortedStrings, indptr: np.ndarray, rows: np.ndarray) -> None:
        self.keys_, self.indptr, self.rows = keys, indptr, rows

    @classmethod
    def of(cls, items: Mapping[str, Sequence[int]]) -> RowMap:
        keys = SortedStrings.of_set(items)
        indptr = np.zeros(len(keys) + 1, dtype=np.int64)
        np.cumsum([len(items[k]) for k in keys], out=indptr[1:])
        rows = np.asarray([r for k in keys for r in items[k]], dtype=np.int64)
        return cls(keys, indptr, rows)

    def _value(self, i: int) -> np.ndarray:
        return np.asarray(self.rows[self.indptr[i] : self.indptr[i + 1]])
