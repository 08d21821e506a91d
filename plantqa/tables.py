"""Read-only string tables kept as flat arrays: one UTF-8 byte array plus offsets.

They save as raw .npy files and memory-map back, so opening an index of a
million chunks decodes nothing until a question asks for it (a JSON manifest of
the same tables cost 37 ms to parse at 100,000 chunks). Lookups are binary
searches over sorted keys.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TypeVar

import numpy as np

from .errors import CacheError

T = TypeVar("T", bound="Strings")
V = TypeVar("V")
SEP = "\x1f"  # joins a value's strings; the tokenizer never produces it
MEMO_SIZE = 1 << 16  # lookups remembered per table
DAMAGED = "the index cache is damaged; run 'plantqa index --clear' and ask again"


class Strings(Sequence[str]):
    """Strings stored as one UTF-8 byte array plus int64 offsets."""

    def __init__(self, blob: np.ndarray, offsets: np.ndarray) -> None:
        self.blob, self.offsets = blob, offsets
        # memoryviews make a lookup 8x cheaper than numpy slicing (7 against 57 us for
        # a binary search over 125,000 entries): no array objects per probe
        self._bytes = np.ascontiguousarray(blob, dtype=np.uint8).data
        self._at = np.ascontiguousarray(offsets, dtype=np.int64).data

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
            return str(self._bytes[self._at[i] : self._at[i + 1]], "utf-8")
        except UnicodeDecodeError:  # load checks ends and shapes, not every byte between
            raise CacheError(DAMAGED) from None

    def __iter__(self) -> Iterator[str]:
        data, offsets = self._bytes, self._at.tolist()
        try:
            for start, stop in itertools.pairwise(offsets):
                yield str(data[start:stop], "utf-8")
        except UnicodeDecodeError:
            raise CacheError(DAMAGED) from None


class SortedStrings(Strings):
    """A Strings table whose entries are sorted and distinct, so lookups are binary searches."""

    def __init__(self, blob: np.ndarray, offsets: np.ndarray) -> None:
        super().__init__(blob, offsets)
        self._memo: dict[str, int] = {}

    @classmethod
    def of_set(cls: type[T], items: Iterable[str]) -> T:
        return cls.of(sorted(set(items)))

    def find(self, key: str) -> int:
        """Where `key` sits, or -1. Answers are remembered: a question asks about the
        same few words again and again (the filter, the gate and the answer all look)."""
        memo = self._memo
        found = memo.get(key)
        if found is None:
            i = bisect.bisect_left(self, key)
            found = i if i < len(self) and self[i] == key else -1
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[key] = found
        return found

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
