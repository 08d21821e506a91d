"""What plantqa writes in its cache folder, and how it cleans up after itself.

An index is written into a staging folder, locked while it is written, then renamed
into place with a manifest holding every file's size and crc32 and each string
entry's, term's and document frequency's crc32 (cache.py checks them). The next build
removes a killed build's staging folders (unlocked and a minute old) and an index no
pointer names any more; `clear` removes only what plantqa wrote. Only a build or a
clear imports this module: answering from the cache never does.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import re
import time
import zlib
from typing import Any

import numpy as np

from . import __version__
from .errors import ConfigError
from .files import ReadError
from .index import Index, npy_writer, vector_crcs
from .integrity import ALL_ARRAYS, ALL_DTYPES, FILES_JSON, FORMAT, PACKED_STRINGS, columns_crc, file_crc, manifest_check
from .reuse import Reuse, card_json, write_files
from .stamp import POINTER_BYTES, read_text
from .tables import Strings, crc32s, prefixes_of

# What plantqa writes in a cache folder, and nothing else: `clear` removes only these.
TAG = "CACHEDIR.TAG"  # the cache-directory tag (bford.info/cachedir), written with the folder
TAG_TEXT = "Signature: 8a477f597d28d172789f06886806bc55\n# plantqa's index cache: 'plantqa index --clear' removes it.\n"
_POINTER = re.compile(r"corpus-[0-9a-f]{24}\.json|\.pointer-\w+")
_PENDING_POINTER = re.compile(r"\.pointer-\w+")
_INDEX = re.compile(r"[0-9a-f]{64}")
_STAGING = re.compile(r"\.[0-9a-f]{12}-\w+")
# formats 9 to 12 (plantqa before this one) also wrote these: their indexes are still ours to clear
_FORMAT_9_FILES = ("vocab.npy", "feature_names.npy")
_INDEX_FILES = frozenset({"manifest.json", FILES_JSON, *(f"{name}.npy" for name in ALL_ARRAYS), *_FORMAT_9_FILES})
_PENDING_FILES = re.compile(
    r"\.files-\w+\.json"
)  # files.json or manifest.json being replaced (reuse.write_files, write_warnings)
STALE_AFTER = 60.0  # seconds: a staging folder is locked within microseconds of being made
UNLOCKED_STALE_AFTER = 86_400.0  # where there is no flock, only a day-old folder is abandoned


# --- writing an index -------------------------------------------------------------------


class Staging:
    """A fresh folder beside the final one for a build to write into, locked (flock) while
    this process lives, so `sweep` in another process can tell it is in use. `close`
    unlocks it and removes it unless it was renamed into place."""

    def __init__(self, root: str, key: str) -> None:
        import tempfile

        os.makedirs(root, exist_ok=True)
        tag = os.path.join(root, TAG)
        if not os.path.lexists(tag):
            with contextlib.suppress(OSError), open(tag, "x", encoding="utf-8") as f:
                f.write(TAG_TEXT)
        self.path = tempfile.mkdtemp(prefix=f".{key[:12]}-", dir=root)
        self._fd = _lock(self.path, wait=True)

    def close(self) -> None:
        if os.path.isdir(self.path):
            remove_index(self.path)
        if self._fd >= 0:
            os.close(self._fd)  # closing the folder's handle drops the lock
            self._fd = -1


try:
    import fcntl

    _HAS_FLOCK = True
except ImportError:  # pragma: no cover - not on POSIX
    _HAS_FLOCK = False


def _lock(folder: str, wait: bool) -> int:
    """A handle on `folder` holding an exclusive flock, or -1: taken by a live process (or
    no flock here: then a folder's age alone decides)."""
    if not _HAS_FLOCK:  # pragma: no cover - not on POSIX
        return -1
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except OSError:
        os.close(fd)
        return -1
    return fd


def _pieces(index: Index, reuse: Reuse) -> tuple[dict[str, list[np.ndarray]], dict[str, list[int]]]:
    """The arrays to save, each as the pieces it is written from, and where each packed
    table sits in its pack. A table that carries its crc32s (one spliced by an update)
    keeps them; the rest are computed here."""
    ch, names, postings, features = index.chunks, index.names, index.postings, index.features
    blobs_of = getattr(index.cards, "blobs", None)  # an update's cards: their JSON as it was stored
    tables: dict[str, Strings] = {
        "chunk_ids": ch.ids,
        "sections": ch.sections,
        "texts": ch.texts,
        "cards": blobs_of
        if isinstance(blobs_of, Strings)
        else Strings.of(json.dumps(card_json(index.cards[s]), sort_keys=True) for s in index.card_slugs),
        "card_slugs": index.card_slugs,
        "names": names.names.keys_,
        "name_cards": names.names.values_,
        "name_words": names.name_words.keys_,
        "name_display": names.name_words.values_,
        "name_firsts": names.firsts,
        "name_generic": names.generic.keys_,
        "name_groups": names.generic.values_,
        "mention_slugs": index.topic_mentions.keys_,
        "domain_words": index.domain_words,
        "vocab": postings.vocab,
        "feature_names": features.features,
        "domain_sources": reuse.domain_sources,
    }
    row_tables = {
        "mention_indptr": index.topic_mentions.indptr,
        "mention_rows": index.topic_mentions.rows,
        "topic_chunks": index.topic_chunks,
        "safety_chunks": index.safety_chunks,
        "note_chunks": index.note_chunks,
        "longest_name": np.array([index.names.longest]),  # here, where every open checks each byte
    }
    where: dict[str, list[int]] = {}
    blobs, offsets, crcs, rows = [], [], [], []
    blob_at = offset_at = row_at = 0
    for name in PACKED_STRINGS:
        table = tables[name]
        blob, offs = np.asarray(table.blob, dtype=np.uint8), np.asarray(table.offsets, dtype=np.int64)
        where[name] = [blob_at, blob_at + len(blob), offset_at, offset_at + len(offs)]
        blobs.append(blob)
        offsets.append(offs)
        known = table.crcs if table.crcs is not None else crc32s(blob, offs)
        crcs.append(np.append(np.asarray(known, dtype=np.uint32), np.uint32(0)))  # aligned with the offsets
        blob_at, offset_at = blob_at + len(blob), offset_at + len(offs)
    for name, arr in row_tables.items():
        arr = np.asarray(arr, dtype=np.int64)
        where[name] = [row_at, row_at + len(arr)]
        rows.append(arr)
        row_at += len(arr)
    vocab, feats = tables["vocab"], tables["feature_names"]
    norms: np.ndarray = np.zeros(len(index.chunks), np.float32) if features.norms is None else features.norms
    df_crcs = features.df_crcs if features.df_crcs is not None else _df_crcs(features.df)
    arrays = {
        "buckets": [index.buckets],  # float32 already; a memmap when the build streamed it
        "feature_df": [features.df],
        "dense_norms": [norms],
        "indptr": [postings.indptr],
        "indices": [postings.indices],
        "data": [postings.data],
        "chunk_card": [index.chunks.card],
        "strings_blob": blobs,
        "strings_offsets": offsets,
        "strings_crcs": crcs,
        "rows": rows,
        "checks": [_postings_crcs(postings.indptr, postings.indices, postings.data), df_crcs],
        "prefixes": [prefixes_of(vocab.blob, vocab.offsets), prefixes_of(feats.blob, feats.offsets)],
        "tf": [reuse.tf],
        "chunk_lengths": [reuse.lengths],
        "card_digests": [reuse.digests],
        "domain_counts": [reuse.domain_counts],
        "vector_crcs": [reuse.vector_crcs if reuse.vector_crcs is not None else _column_crcs(index.buckets)],
    }
    return arrays, where


def _column_crcs(buckets: np.ndarray) -> np.ndarray:
    """vector_crcs of vectors held bucket-major (an index built in memory)."""
    blocks = [vector_crcs(np.asarray(buckets[:, lo : lo + 4096]).T) for lo in range(0, buckets.shape[1], 4096)]
    return np.concatenate(blocks) if blocks else np.zeros(0, np.uint32)


def _postings_crcs(indptr: np.ndarray, indices: np.ndarray, data: np.ndarray) -> np.ndarray:
    """crc32 of each term's chunk numbers then weights, as Postings.postings checks them."""
    rows, weights = np.ascontiguousarray(indices).data, np.ascontiguousarray(data).data
    at = np.asarray(indptr).tolist()
    crcs = (zlib.crc32(weights[a:b], zlib.crc32(rows[a:b])) for a, b in itertools.pairwise(at))
    return np.fromiter(crcs, dtype=np.uint32, count=len(at) - 1)


def _df_crcs(df: np.ndarray) -> np.ndarray:
    """crc32 of each document frequency as 8 little-endian bytes, as FeatureTable checks them."""
    return np.fromiter((zlib.crc32(v.to_bytes(8, "little", signed=True)) for v in df.tolist()), dtype=np.uint32, count=len(df))


def _save_pieces(path: str, pieces: list[np.ndarray], dtype: Any) -> None:
    """Save the concatenation of 1-d (or a single n-d) array(s) as one .npy file, without
    building the concatenation in memory: at a million chunks the texts alone are 0.5 GB."""
    first = pieces[0]
    if len(pieces) == 1:
        if isinstance(first, np.memmap) and first.filename and os.path.realpath(first.filename) == os.path.realpath(path):
            return  # the build already streamed this array here
        np.save(path, np.asarray(first, dtype=dtype), allow_pickle=False)
        return
    with npy_writer(path, dtype, (sum(len(p) for p in pieces),)) as f:
        for piece in pieces:
            f.write(np.ascontiguousarray(piece, dtype=dtype).tobytes())


def save(
    index: Index,
    key: str,
    root: str,
    warnings: tuple[str, ...] | list[str],
    tmp: str,
    reuse: Reuse,
) -> str:
    """Write the index into the staging folder `tmp` and rename it to root/<key>; return that
    folder. When another process got there first, its index is kept (Staging.close
    removes this one)."""
    final = os.path.join(root, key)
    if os.path.exists(final):
        return final
    arrays, where = _pieces(index, reuse)
    files = {}
    for name, pieces in arrays.items():
        path = os.path.join(tmp, f"{name}.npy")
        _save_pieces(path, pieces, ALL_DTYPES[name])
        if name == "buckets":  # checked column by column (integrity.columns_crc): never read back whole
            files[name] = list(columns_crc(arrays["vector_crcs"][0], os.path.getsize(path)))
        else:
            files[name] = list(file_crc(path))
    manifest: dict[str, Any] = {
        "format": FORMAT,
        "version": __version__,
        "key": key,
        "root": os.path.realpath(index.root),
        "n_chunks": len(index.chunks),
        "dim": int(index.buckets.shape[0]),
        "feature_docs": index.features.n_docs,
        "stemmer": index.postings.stemmer,
        "tables": where,
        "warnings": list(warnings),
        "files": files,
    }
    manifest["check"] = manifest_check(manifest)
    with open(os.path.join(tmp, "manifest.json"), "w", encoding="utf-8") as f:
        f.write(json.dumps(manifest, sort_keys=True))
    write_files(tmp, reuse.files)
    try:
        os.rename(tmp, final)
    except OSError:
        if not os.path.exists(final):  # not a lost race: a real failure
            raise
    return final


# --- cleaning up ------------------------------------------------------------------------


def _own_file(name: str) -> bool:
    return name in _INDEX_FILES or _PENDING_FILES.fullmatch(name) is not None


def remove_index(folder: str) -> bool:
    """Remove an index or staging folder if it holds only plantqa's own files (anything
    else in it, or a link, and it stays); whether it is gone."""
    try:
        with os.scandir(folder) as it:
            inner = list(it)
        if not all(_own_file(e.name) and not e.is_dir(follow_symlinks=False) for e in inner):
            return False
        for e in inner:  # a link or FIFO under one of our names goes too: unlinking never follows or opens
            os.unlink(e.path)
        os.rmdir(folder)
    except OSError:
        return False
    return True


def sweep(root: str) -> list[str]:
    """Remove what killed runs left in the cache folder: staging folders no live process
    holds (unlocked, and a minute old, so one made an instant ago is not taken for
    abandoned), and half-written pointer files a minute old. The names removed."""
    removed, now = [], time.time()
    with os.scandir(root) as it:
        entries = sorted(it, key=lambda e: e.name)
    for entry in entries:
        try:
            age = now - entry.stat(follow_symlinks=False).st_mtime
            if age <= STALE_AFTER or entry.is_symlink():
                continue
            if _PENDING_POINTER.fullmatch(entry.name) and entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed.append(entry.name)
            elif _STAGING.fullmatch(entry.name) and entry.is_dir(follow_symlinks=False):
                fd = _lock(entry.path, wait=False)
                if fd >= 0:
                    os.close(fd)  # nobody held it: the build that made it is gone
                elif _HAS_FLOCK or age <= UNLOCKED_STALE_AFTER:
                    continue  # held by a live build (or, with no flock, too young to tell)
                if remove_index(entry.path):
                    removed.append(entry.name)
        except OSError:
            continue
    return removed


def retire(root: str, key: str) -> bool:
    """Remove the index `key` unless a pointer in the cache folder still names it (another
    corpus folder with the same cards and settings shares it). Whether it went."""
    if not _INDEX.fullmatch(key):
        return False
    with os.scandir(root) as it:
        pointers = [e.path for e in it if e.name.startswith("corpus-") and _POINTER.fullmatch(e.name)]
    for path in pointers:
        try:
            named = json.loads(read_text(path, POINTER_BYTES)).get("key")
        except (ReadError, ValueError, RecursionError, AttributeError):  # unreadable: it names nothing
            continue
        if named == key:
            return False
    return remove_index(os.path.join(root, key))


def bound(root: str, max_bytes: int, keep: str) -> list[str]:
    """Remove the indexes built longest ago (by their manifest's time, then name) until the
    cache folder's indexes hold at most `max_bytes`; never `keep`, the one just built, and
    only folders of plantqa's own files. The keys removed; a pointer left naming one
    means a rebuild for its corpus folder, without a warning (cache.open_index)."""
    found = []
    with os.scandir(root) as it:
        entries = sorted(it, key=lambda e: e.name)
    for entry in entries:
        if not (_INDEX.fullmatch(entry.name) and entry.is_dir(follow_symlinks=False)):
            continue
        try:
            with os.scandir(entry.path) as inner:
                files = [e.stat(follow_symlinks=False) for e in inner if e.is_file(follow_symlinks=False)]
            built = os.stat(os.path.join(entry.path, "manifest.json"), follow_symlinks=False).st_mtime_ns
        except OSError:
            continue
        found.append((built, entry.name, sum(st.st_size for st in files)))
    total = sum(size for _, _, size in found)
    removed = []
    for _, name, size in sorted(found):
        if total <= max_bytes:
            break
        if name != keep and remove_index(os.path.join(root, name)):
            removed.append(name)
            total -= size
    return removed


# --- clearing ---------------------------------------------------------------------------


def _ours(entry: os.DirEntry[str]) -> bool:
    """Whether plantqa wrote this cache entry: its own names, and for a folder, only its
    own files inside. Links are never ours (plantqa writes none)."""
    if entry.is_symlink():
        return False
    if entry.is_file(follow_symlinks=False):
        return entry.name == TAG or _POINTER.fullmatch(entry.name) is not None
    if entry.is_dir(follow_symlinks=False) and (_INDEX.fullmatch(entry.name) or _STAGING.fullmatch(entry.name)):
        with os.scandir(entry.path) as inner:
            return all(_own_file(e.name) and e.is_file(follow_symlinks=False) for e in inner)
    return False


def clear(root: str) -> int:
    """Remove what plantqa wrote in the cache folder `root`; return how many entries that was.

    A folder holding anything plantqa did not write (a wrong --cache-dir: someone's
    documents) is refused as a whole, and nothing is removed; a link is never followed.
    """
    if not os.path.lexists(root):
        return 0
    if os.path.islink(root):
        raise ConfigError(f"{root}: the cache folder is a symbolic link; plantqa will not clear through it")
    if not os.path.isdir(root):
        raise ConfigError(f"{root}: not a folder, so not a plantqa cache; nothing removed")
    try:
        with os.scandir(root) as it:
            entries = sorted(it, key=lambda e: e.name)
        foreign = [e.name for e in entries if not _ours(e)]
        if foreign:
            raise ConfigError(
                f"{root}: holds {len(foreign)} entr{'y' if len(foreign) == 1 else 'ies'} plantqa did not write "
                f"(such as {foreign[0]!r}), so it is not only a plantqa cache; nothing removed"
            )
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                with os.scandir(entry.path) as inner:
                    for e in list(inner):
                        os.unlink(e.path)
                os.rmdir(entry.path)
            else:
                os.unlink(entry.path)
        os.rmdir(root)
    except OSError as exc:
        raise ConfigError(f"{root}: cannot clear the cache ({exc.strerror or exc})") from None
    return sum(e.name != TAG for e in entries)
