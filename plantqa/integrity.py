"""The index cache's layout and what checks it: the manifest against its own crc32 and for
every field's type and range, each array's size, dtype and rank, whole files against the
crc32s written at build (ADR 0007). A lying manifest once meant OverflowError or a
silently wrong answer; a swapped dtype changed answers without a word.
"""

from __future__ import annotations

import json
import os
import stat
import zlib
from collections.abc import Callable
from typing import Any

import numpy as np

from . import __version__
from .errors import CacheError
from .stamp import read_text

# 9: fold restores a silent e; 10: vocab and features as UTF-8 + offsets, a crc32 per
# string entry, term and document frequency, whole-file crc32s, a manifest that checks itself.
# Meanwhile main went 10: dense vector lengths (pivot), 11: look-alike and group name
# entries, 12-15: folding, kinds. 16: both lines merged (stored norms, the stemmer in the
# manifest, aspca/not_names/groups in the card JSON, all checked). 17: note_chunks, and a
# card's source and tags in its JSON (ADR 0011). 18: what an incremental update reuses
# (REUSE below), features numbered in code-point order, the key over per-card digests.
# 19: fold gives a consonant-s stem its e back ("collapsed" meets "collapses"), so every
# index's tokens move (both 18s were written apart; the merge takes a number neither wrote).
# 20: fold keeps -ve in a plural that is not of -f ("foxgloves" meets "foxglove", not "foxglof").
# 21: a folded stem in -ell of five letters or more loses one l ("shrivelled" meets "shriveling").
# 22: -ied folds to -y as -ies does ("dried" meets "dries" and "dry", "worried" "worry").
# 23: "she's", "he's", "we've", "you've", "they've" are stopwords ("she's" folded to "sh").
# 25: the name table holds the genus of a plant card no other card shares as its name ("magnolia").
# 26: the possessive of a word ending in s is the word ("pothos's" meets "pothos", not "pothoss").
# 27: a card's `colours` in its JSON and its colour names in the name table ("pink hydrangea").
# 28: a card of a kind always of a wider kind is of that kind too (lexicon.KIND_OF: conifers are trees).
# 29: "died" and "dying" fold to "die" as "dies" does ("tied", "lying": tie, lie).
FORMAT = 29
DTYPES = {
    "buckets": np.float32,  # (dim, chunks)
    "feature_df": np.int64,
    "dense_norms": np.float32,  # each chunk's vector length before normalising (the pivot)
    "indptr": np.int64,
    "indices": np.int32,
    "data": np.float32,
    "chunk_card": np.int32,
    "strings_blob": np.uint8,  # every string table, one after another
    "strings_offsets": np.int64,
    "strings_crcs": np.uint32,  # crc32 of each entry, aligned with strings_offsets
    "rows": np.int64,  # every small integer table, one after another
    "checks": np.uint32,  # crc32 of each term's postings, then of each document frequency
    "prefixes": np.uint64,  # first 8 bytes of each term, then of each feature (tables.find_all)
}
ARRAYS = tuple(DTYPES)
# Kept for incremental updates (incremental.py) and never opened to answer: a warm start
# maps only ARRAYS. Their sizes and crc32s are in the manifest; an update checks them whole.
REUSE_DTYPES = {
    "tf": np.int32,  # term frequency of every posting, aligned with indices
    "chunk_lengths": np.int64,  # tokens of every chunk
    "card_digests": np.uint8,  # (cards, 32): SHA-256 of every card, what the content key is made of
    "domain_counts": np.int64,  # cards giving each domain_sources word
    "vector_crcs": np.uint32,  # crc32 of every chunk's vector: buckets.npy is checked column by column
}
ALL_DTYPES = {**DTYPES, **REUSE_DTYPES}
ALL_ARRAYS = tuple(ALL_DTYPES)
# String tables packed into strings_blob/strings_offsets, and integer tables packed into
# rows; the manifest holds where each one starts and ends. A few files instead of thirty
# keep opening a small index cheap.
STRING_TABLES = (
    "chunk_ids",
    "sections",
    "texts",
    "cards",
    "card_slugs",
    "names",
    "name_cards",
    "name_words",
    "name_display",
    "name_firsts",
    "name_generic",
    "name_groups",
    "mention_slugs",
    "domain_words",
    "vocab",
    "feature_names",
)
SORTED_TABLES = frozenset(
    {
        "chunk_ids",
        "card_slugs",
        "names",
        "name_words",
        "name_firsts",
        "name_generic",
        "mention_slugs",
        "domain_words",
        "vocab",
        "feature_names",
    }
)
# Packed after STRING_TABLES, read only by an update: the words counted in domain_counts.
REUSE_STRING_TABLES = ("domain_sources",)
# Beside the arrays, rewritten whenever the stamp moves and the cards did not: every file
# stamped ("0:plants/x.md"), the card it made and its four stat numbers (an update's diff).
FILES_JSON = "files.json"
PACKED_STRINGS = (*STRING_TABLES, *REUSE_STRING_TABLES)
ROW_TABLES = ("mention_indptr", "mention_rows", "topic_chunks", "safety_chunks", "note_chunks", "longest_name")
FIELDS = frozenset("format version check key root n_chunks dim feature_docs stemmer tables warnings files".split())
STEMMERS = ("fold", "porter")  # as config.STEMMERS: the vocabulary holds stems when "porter"
# small, read by most questions: their file crc32 at every open (the pivot reads every norm)
CHECKED_WHOLE = ("rows", "chunk_card", "dense_norms")
MANIFEST_BYTES = 64 << 20  # the manifest keeps the build's warnings: one line per broken card
MAX_ROWS = (1 << 31) - 1  # chunk numbers are int32


class OtherVersion(CacheError):
    """A cache written by another plantqa version or format: not damaged, just not ours."""


def manifest_check(manifest: dict[str, Any]) -> str:
    """The crc32 a manifest carries of itself: over its canonical JSON without the "check" key."""
    body = json.dumps({k: v for k, v in manifest.items() if k != "check"}, sort_keys=True)
    return f"{zlib.crc32(body.encode('utf-8', 'surrogatepass')):08x}"


def file_crc(path: str) -> tuple[int, str]:
    """Size and crc32 of a whole file, read into one reused 1 MB buffer (a memory map of
    the vectors would count all of them in the process's resident memory)."""
    crc, size = 0, 0
    buffer = bytearray(1 << 20)
    view = memoryview(buffer)
    with open(path, "rb", buffering=0) as f:
        while n := f.readinto(buffer):
            crc, size = zlib.crc32(view[:n], crc), size + n
    return size, f"{crc:08x}"


def _count(value: Any, lo: int = 0, hi: int = MAX_ROWS) -> bool:
    """A whole number in [lo, hi]: not a bool, not a float (JSON's Infinity is one)."""
    return type(value) is int and lo <= value <= hi


def validate(m: Any, folder: str, key: str | None) -> None:
    """Every manifest field of the right type and in range; CacheError naming the first that
    is not (a lying field once meant OverflowError, or a silently wrong answer)."""
    if not isinstance(m, dict):
        raise CacheError(f"{folder}: manifest is not a JSON object")
    if m.get("format") != FORMAT or m.get("version") != __version__:
        raise OtherVersion(f"{folder}: written by another plantqa version or index format")
    if m.get("check") != manifest_check(m):
        raise CacheError(f"{folder}: manifest does not match its own checksum")
    tables = m["tables"] if isinstance(m.get("tables"), dict) else {}
    files = m["files"] if isinstance(m.get("files"), dict) else {}
    spans = {**dict.fromkeys(PACKED_STRINGS, 4), **dict.fromkeys(ROW_TABLES, 2)}
    problems = [
        (set(m) != FIELDS, "names"),
        (key is not None and m.get("key") != key, "key"),
        (not isinstance(m.get("root"), str), "root"),
        (not _count(m.get("n_chunks")), "n_chunks"),
        (not _count(m.get("dim"), 16, 1 << 16), "dim"),
        (not _count(m.get("feature_docs")) or m.get("feature_docs") != m.get("n_chunks"), "feature_docs"),
        (m.get("stemmer") not in STEMMERS, "stemmer"),
        (not isinstance(m.get("warnings"), list) or not all(isinstance(w, str) for w in m["warnings"]), "warnings"),
        (set(tables) != set(spans) or not all(_spans(tables[t], n) for t, n in spans.items()), "tables"),
        (set(files) != set(ALL_ARRAYS) or not all(_spans(v, 2, last=_hex8) for v in files.values()), "files"),
    ]
    bad = next((name for wrong, name in problems if wrong), None)
    if bad is not None:
        what = "field names differ from what plantqa writes" if bad == "names" else f"field {bad} is missing or out of range"
        raise CacheError(f"{folder}: manifest {what}")


def _spans(value: Any, n: int, last: Callable[[Any], bool] | None = None) -> bool:
    """A list of n whole numbers (byte or row positions), the last one tested by `last` instead."""
    if not isinstance(value, list) or len(value) != n:
        return False
    head, tail = (value[:-1], value[-1]) if last else (value, None)
    return all(_count(v, 0, 1 << 62) for v in head) and (last is None or last(tail))


def _hex8(value: Any) -> bool:
    return isinstance(value, str) and len(value) == 8 and all(c in "0123456789abcdef" for c in value)


def open_array(folder: str, name: str, size: int) -> np.ndarray:
    """One array, memory-mapped, if it is a regular file of the size the manifest says and
    holds the dtype and rank plantqa writes."""
    path = os.path.join(folder, f"{name}.npy")
    st = os.lstat(path)  # plantqa writes no links
    if not stat.S_ISREG(st.st_mode) or st.st_size != size:
        raise CacheError(f"{folder}: {name}.npy is not the file that was written")
    array = np.load(path, mmap_mode="r", allow_pickle=False)
    rank = 2 if name in ("buckets", "card_digests") else 1
    if array.dtype != np.dtype(ALL_DTYPES[name]) or array.ndim != rank or not array.flags.c_contiguous:
        raise CacheError(f"{folder}: {name}.npy holds {array.dtype} of rank {array.ndim}, not what plantqa writes")
    return array


def verify(folder: str) -> list[str]:
    """Every file of a saved index checked byte for byte against the crc32 written at build:
    what `plantqa index --verify` reports (the empty list: all match)."""
    manifest = json.loads(read_text(os.path.join(folder, "manifest.json"), MANIFEST_BYTES))
    files = manifest["files"]
    bad = [
        name + ".npy"
        for name in ALL_ARRAYS
        if name != "buckets" and _crc_or_none(os.path.join(folder, f"{name}.npy")) != tuple(files[name])
    ]
    if "vector_crcs.npy" in bad or _columns_crc(folder) != tuple(files["buckets"]):
        bad.insert(0, "buckets.npy")
    return bad


def columns_crc(crcs: np.ndarray, size: int) -> tuple[int, str]:
    """What the manifest holds for buckets.npy: its size and the crc32 of its columns' crc32s
    (vector_crcs), so moving columns moves their checksums and no byte is read twice."""
    return size, f"{zlib.crc32(np.ascontiguousarray(crcs, dtype=np.uint32).data):08x}"


def _columns_crc(folder: str) -> tuple[int, str] | None:
    """buckets.npy's columns checked against vector_crcs.npy, and columns_crc of them."""
    path = os.path.join(folder, "buckets.npy")
    try:
        buckets = np.load(path, mmap_mode="r", allow_pickle=False)
        held = np.load(os.path.join(folder, "vector_crcs.npy"), allow_pickle=False)
        n = buckets.shape[1]
        got = np.empty(n, dtype=np.uint32)
        for lo in range(0, n, 4096):  # columns as rows, a block at a time
            block = np.ascontiguousarray(np.asarray(buckets[:, lo : lo + 4096]).T)
            got[lo : lo + len(block)] = [zlib.crc32(r) for r in block]
        size = os.path.getsize(path)
    except (OSError, ValueError, IndexError):
        return None
    return columns_crc(got, size) if np.array_equal(got, held) else None


def _crc_or_none(path: str) -> tuple[int, str] | None:
    try:
        return file_crc(path)
    except (OSError, ValueError):  # gone, or not a file a map can read: damaged
        return None
