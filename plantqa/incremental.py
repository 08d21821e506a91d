"""An index updated file by file: only the files that changed are read (issue 13, ADR 0007).

The cached index keeps what an update needs (integrity.REUSE_DTYPES): every stamped
file's stat numbers and the card it made, every card's digest, every posting's term
frequency and every chunk's length, and how many cards give each domain word. An update
finds the changed files by their stat numbers, reads and chunks only those, embeds and
tokenizes only their chunks (and re-tokenizes the removed chunks' stored texts to take
their features away), and writes a new index through the same save() a full build uses:
kept strings copied as byte runs with their crc32s, kept vector columns copied, document
frequencies added and subtracted, every BM25 weight re-derived in numpy from the counts.

Only `dense_idf = "query"` is updated in place: with corpus idf every vector depends on
every chunk. Whatever an update cannot do exactly returns None, and the caller builds in
full: a plant card's names changed (the name table and topic mentions change
everywhere), a bundled card changed, a file that does not read, a slug taken twice, an
index built with warnings, or so many changes that a build is as cheap.
"""

from __future__ import annotations

import bisect
import contextlib
import gc
import json
import os
import stat
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import numpy as np

from . import merge, splice
from .cache_files import Staging, save, sweep
from .chunk_tokens import read_chunks
from .config import Settings
from .corpus import Card, chunk_card, read_card
from .embed import FeatureTable, Progress, _quiet, embed_into
from .errors import CacheError, CardError, CorpusError
from .index import ChunkTable, Index, domain_table, feature_spec, index_text, vector_crcs
from .index import pwrite_all as index_pwrite
from .integrity import MANIFEST_BYTES, REUSE_DTYPES, file_crc, open_array
from .lexical import encode
from .reuse import Files, Reuse, card_digest, card_json, key_of, read_files, write_files
from .saved import CardTable
from .sources import name_keys, placed
from .stamp import Check, read_text
from .tables import SortedStrings, Strings
from .text import tokenize

MAX_SHARE = 0.05  # more changed files than this share of the folder: a full build is as quick


class Updated(NamedTuple):
    key: str
    folder: str
    source: str  # "updated", or "cache" when the cards came back to an index already built


class _Cards(NamedTuple):
    removed: list[str]  # slugs of the cards gone or changed
    added: list[Card]  # the cards read from changed or new files, as the corpus holds them
    files: dict[str, str]  # changed file -> the slug it made now ("" for none)


def update(
    old: Index, folder: str, check: Check, settings: Settings, stamped: dict[str, list[int]], progress: Progress | None
) -> Updated | None:
    """The index for the files as they are now, updated from `old` (in `folder`), or None
    when only a full build can give it exactly."""
    if settings.dense_idf != "query":
        return None
    collecting = gc.isenabled()
    gc.disable()  # an update makes ~10^5 objects and no cycles: the collector's passes over them were ~0.1 s
    try:
        return _update(old, folder, check, settings, stamped, progress)
    finally:
        if collecting:
            gc.enable()


def _update(
    old: Index, folder: str, check: Check, settings: Settings, stamped: dict[str, list[int]], progress: Progress | None
) -> Updated | None:
    try:
        manifest = json.loads(read_text(os.path.join(folder, "manifest.json"), MANIFEST_BYTES))
        if manifest.get("warnings"):  # skipped files: their warnings need the whole folder read
            return None
        reuse = _reuse(old, folder, manifest)
        changes = _changed(reuse, stamped)
        if len(changes) > max(16, MAX_SHARE * len(stamped)):
            return None
        cards = _read(old, check, changes, stamped, reuse)
        if cards is None:
            return None
        return _write(old, folder, settings, cards, changes, stamped, reuse, progress or _quiet)
    except (CacheError, CardError, CorpusError, OSError, ValueError, KeyError, IndexError):
        return None  # anything unexpected: the full build decides, and says what is wrong


def _reuse(old: Index, folder: str, manifest: dict[str, Any]) -> Reuse:
    """The reuse arrays, each checked whole against its crc32 (a question never reads them),
    and the files stamped."""
    files = manifest["files"]
    # what is read whole and re-derived from (a damaged byte would be checksummed afresh
    # into the new index): the reuse arrays, the postings' layout, the document frequencies
    for name in (*REUSE_DTYPES, "indptr", "indices", "feature_df"):
        if file_crc(os.path.join(folder, f"{name}.npy")) != tuple(files[name]):
            raise CacheError(f"{folder}: {name}.npy is damaged")
    arrays = {name: open_array(folder, name, files[name][0]) for name in REUSE_DTYPES}
    blob = np.load(os.path.join(folder, "strings_blob.npy"), mmap_mode="r", allow_pickle=False)
    offsets = np.load(os.path.join(folder, "strings_offsets.npy"), mmap_mode="r", allow_pickle=False)
    crcs = np.load(os.path.join(folder, "strings_crcs.npy"), mmap_mode="r", allow_pickle=False)
    b0, b1, o0, o1 = manifest["tables"]["domain_sources"]
    reuse = Reuse(
        arrays["tf"],
        arrays["chunk_lengths"],
        SortedStrings(blob[b0:b1], np.asarray(offsets[o0:o1]), crcs[o0 : o1 - 1]),
        arrays["domain_counts"],
        arrays["card_digests"],
        read_files(folder),
        arrays["vector_crcs"],
    )
    if (
        len(reuse.tf) != len(old.postings.indices)
        or len(reuse.lengths) != len(old.chunks)
        or reuse.digests.shape != (len(old.card_slugs), 32)
        or len(reuse.domain_counts) != len(reuse.domain_sources)
        or reuse.vector_crcs is None
        or len(reuse.vector_crcs) != len(old.chunks)
    ):
        raise CacheError(f"{folder}: the update tables do not match the index")
    return reuse


def _changed(reuse: Reuse, stamped: dict[str, list[int]]) -> list[str]:
    """Every file added, removed or changed since the index was built, sorted."""
    stats = dict(zip(reuse.files.names, reuse.files.stats))
    return sorted(k for k in stats.keys() | stamped.keys() if stats.get(k) != stamped.get(k))


def _read(old: Index, check: Check, changes: list[str], stamped: dict[str, list[int]], reuse: Reuse) -> _Cards | None:
    """The cards the changed files make now, as load_sources would place them; None when
    the change needs a full build."""
    labels = [label for label, _ in check.sources]
    several = len(labels) > 1
    slug_of = dict(zip(reuse.files.names, reuse.files.slugs))
    removed = [slug_of[k] for k in changes if slug_of.get(k)]
    added: list[Card] = []
    files: dict[str, str] = {}
    bundled: set[tuple[str, ...]] | None = None
    for key in changes:
        n, rel = int(key.split(":", 1)[0]), key.split(":", 1)[1]
        if labels[n] == "bundled":
            return None  # plantqa itself changed: build in full
        path = os.path.join(check.folders[n], rel)
        if key not in stamped:
            if os.path.lexists(path):  # still there but not stamped (a folder turned unreadable)
                return None
            continue
        name = rel.rsplit("/", 1)[-1]
        if name.lower() == "readme.md":
            files[key] = ""
            continue
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return None  # a link or something stranger: walk_cards decides, in a full build
        card = read_card(path, rel)
        if card.kind == "plant" and n and "bundled" in labels and bundled is None:
            bundled = _bundled_names(old, reuse)
        card = placed(card, labels[n], n, several, bundled or set())
        files[key] = card.slug
        added.append(card)
    gone = set(removed)
    slugs = [c.slug for c in added]
    if len(set(slugs)) != len(slugs) or any(s in old.cards and s not in gone for s in slugs):
        return None  # a slug taken twice: which file wins depends on the whole folder
    if _plants(old.cards[s] for s in removed) != _plants(added):
        return None  # the name table and every topic chunk's mentions would change
    return _Cards(removed, sorted(added, key=lambda c: c.slug), files)


def _bundled_names(old: Index, reuse: Reuse) -> set[tuple[str, ...]]:
    keys: set[tuple[str, ...]] = set()
    for name, slug in zip(reuse.files.names, reuse.files.slugs):
        if name.startswith("0:") and slug and old.cards[slug].kind == "plant":
            keys |= name_keys(old.cards[slug])
    return keys


def _plants(cards: Any) -> list[tuple[Any, ...]]:
    """What the name table is made of, card by card (name_table.build_name_table reads these)."""
    return sorted((c.slug, c.names, c.title, c.not_names, c.groups, c.scientific, c.colours) for c in cards if c.kind == "plant")


def _write(
    old: Index,
    folder: str,
    settings: Settings,
    cards: _Cards,
    changes: list[str],
    stamped: dict[str, list[int]],
    reuse: Reuse,
    report: Progress,
) -> Updated | None:
    root = os.path.dirname(folder)
    report("updating the index", 0, len(changes))
    drop_cards = np.asarray(sorted(old.card_slugs.find(s) for s in cards.removed), dtype=np.int64)
    new_slugs = [c.slug for c in cards.added]
    card_src = splice.sorted_merge(old.card_slugs, drop_cards, new_slugs)
    digests = splice.take(
        reuse.digests, card_src, np.asarray([list(card_digest(c)) for c in cards.added], np.uint8).reshape(-1, 32)
    )
    key = key_of(digests, settings)
    files = _files_now(reuse, cards, stamped, changes)
    blobs = old.cards.blobs if isinstance(old.cards, CardTable) else None
    if files is None or blobs is None:
        return None
    if os.path.isdir(os.path.join(root, key)):  # the same cards as an index already built
        write_files(os.path.join(root, key), files)
        return Updated(key, os.path.join(root, key), "cache")
    dropped = np.zeros(len(old.card_slugs), dtype=bool)
    dropped[drop_cards] = True
    gone_chunks = np.flatnonzero(dropped[np.asarray(old.chunk_card)])
    new_chunks = sorted((ch for c in cards.added for ch in chunk_card(c, settings.chunk_words)), key=lambda ch: ch.id)
    chunk_src = splice.sorted_merge(old.chunks.ids, gone_chunks, [ch.id for ch in new_chunks])
    read = read_chunks(new_chunks, {c.slug: c for c in cards.added}, old.names)
    spec = feature_spec(settings)
    rows: list[np.ndarray] = []
    added_table = embed_into(read.encoded, spec, rows.append)  # the new chunks alone: their vectors need nothing else
    staged: Staging | None = None
    worker: _Worker | None = None
    try:
        with contextlib.suppress(OSError):
            sweep(root)
        staged = Staging(root, key)
        vectors = os.path.join(staged.path, "buckets.npy")
        # the vectors are copied and checksummed by the kernel and zlib, which let go of the
        # GIL: on a second core, beside everything else here
        worker = _Worker(lambda: _vectors(old.buckets, chunk_src, rows, vectors))
        card_slugs = splice.strings(old.card_slugs, card_src, new_slugs, SortedStrings)
        card_blobs = splice.strings(blobs, card_src, [json.dumps(card_json(c), sort_keys=True) for c in cards.added], Strings)
        card_map = splice.moved(card_src, len(old.card_slugs))
        new_card_at = splice.placed(card_src)
        number = {c.slug: int(new_card_at[j]) for j, c in enumerate(cards.added)}
        chunk_card_new = splice.take(
            card_map[np.asarray(old.chunk_card, dtype=np.int64)].astype(np.int32),
            chunk_src,
            np.asarray([number[ch.card] for ch in new_chunks], dtype=np.int32),
        )
        chunk_map = splice.moved(chunk_src, len(old.chunks))
        new_at = splice.placed(chunk_src)
        gone_cards = {s: old.cards[s] for s in cards.removed}
        gone_tokens = [
            tokenize(index_text(gone_cards[old.chunks.card_slugs[int(old.chunk_card[i])]], old.chunks[i])) for i in gone_chunks
        ]
        gone_table = embed_into(encode(gone_tokens), spec, lambda rows: None)  # what the removed chunks counted
        features, df, df_crcs = merge.features(old.features, added_table, gone_table)
        lengths = splice.take(reuse.lengths, chunk_src, np.diff(read.encoded.offsets))
        postings, tf = merge.postings(old.postings, reuse.tf, read.encoded, chunk_map, new_at, lengths, settings)
        domain_src, domain_counts = merge.domain(reuse, gone_cards, gone_chunks, old, cards.added, new_chunks)

        def flags(old_rows: np.ndarray, local: Sequence[int]) -> np.ndarray:
            kept = chunk_map[np.asarray(old_rows, dtype=np.int64)]
            return np.sort(np.concatenate([kept[kept >= 0], new_at[np.asarray(local, dtype=np.int64)]]))

        index = Index(
            root=old.root,
            cards=CardTable(card_slugs, card_blobs),
            chunks=ChunkTable(
                splice.strings(old.chunks.ids, chunk_src, [ch.id for ch in new_chunks], SortedStrings),
                splice.strings(old.chunks.sections, chunk_src, [ch.section for ch in new_chunks], Strings),
                splice.strings(old.chunks.texts, chunk_src, [ch.text for ch in new_chunks], Strings),
                chunk_card_new,
                card_slugs,
            ),
            buckets=old.buckets,  # replaced below, once written
            features=FeatureTable(
                features,
                df,
                len(chunk_src),
                splice.take(np.asarray(old.features.norms), chunk_src, np.asarray(added_table.norms)),
                df_crcs,
            ),
            postings=postings,
            names=old.names,
            topic_mentions=merge.mentions(old.topic_mentions, chunk_map, read.mentions, new_at),
            card_slugs=card_slugs,
            topic_chunks=flags(old.topic_chunks, read.topics),
            safety_chunks=flags(old.safety_chunks, read.safety),
            domain_words=domain_table(dict(zip(domain_src, domain_counts.tolist()))),
            note_chunks=flags(old.note_chunks, read.notes),
        )
        worker.result()
        index = index._replace(buckets=np.load(vectors, mmap_mode="r", allow_pickle=False))
        report("writing the index", len(chunk_src), len(chunk_src))
        crcs = splice.take(
            np.asarray(reuse.vector_crcs), chunk_src, vector_crcs(np.concatenate(rows)) if rows else np.zeros(0, np.uint32)
        )
        done = save(index, key, root, [], staged.path, Reuse(tf, lengths, domain_src, domain_counts, digests, files, crcs))
    finally:
        if worker is not None:
            worker.join()
        if staged is not None:
            staged.close()
    return Updated(key, done, "updated")


class _Worker:
    """A function run on a thread; result() waits and hands back its value or its exception."""

    def __init__(self, work: Callable[[], Any]) -> None:
        import threading

        self._out: list[Any] = []
        self._failed: list[BaseException] = []

        def run() -> None:
            try:
                self._out.append(work())
            except BaseException as exc:  # handed to the caller in result()
                self._failed.append(exc)

        self._thread = threading.Thread(target=run, name="plantqa-vectors", daemon=True)
        self._thread.start()

    def join(self) -> None:
        self._thread.join()

    def result(self) -> Any:
        self._thread.join()
        if self._failed:
            raise self._failed[0]
        return self._out[0]


def _files_now(reuse: Reuse, cards: _Cards, stamped: dict[str, list[int]], changes: list[str]) -> Files | None:
    """The files as stamped now with the card each makes: the old record with the changed
    files taken out and put back. None when a folder would hold no card (load_corpus
    refuses an empty folder: the full build says so)."""
    names, slugs, stats = list(reuse.files.names), list(reuse.files.slugs), list(reuse.files.stats)
    emptied: set[str] = set()
    for key in changes:
        at = bisect.bisect_left(names, key)
        if at < len(names) and names[at] == key:
            if slugs[at]:
                emptied.add(key.split(":", 1)[0] + ":")
            del names[at], slugs[at], stats[at]
        if key in stamped:
            names.insert(at, key)
            slugs.insert(at, cards.files[key])
            stats.insert(at, stamped[key])
    for folder in emptied:  # a folder that lost a card must still hold one
        lo = bisect.bisect_left(names, folder)
        if not any(s for n, s in zip(names[lo:], slugs[lo:]) if n.startswith(folder)):
            return None
    return Files(names, slugs, stats)


def _vectors(old: np.ndarray, src: np.ndarray, rows: list[np.ndarray], path: str) -> None:
    """The bucket-major vectors in the new chunk order: kept columns copied run by run in
    the kernel (copy_file_range: no byte passes through Python), the new chunks' rows
    (documents x dim) written in. Each column's crc32 moves with it (vector_crcs), so a
    damaged old vector stays damaged for `index --verify`, never checksummed afresh."""
    dim, n_old = old.shape
    n, item = len(src), np.dtype(np.float32).itemsize
    new = np.concatenate(rows) if rows else np.zeros((0, dim), dtype=np.float32)
    spans = splice.runs(src)
    fresh = [(a, np.ascontiguousarray(new[-1 - int(src[a]) : -1 - int(src[a]) + b - a].T)) for a, b, s in spans if s < 0]
    kept = [(a, b, s) for a, b, s in spans if s >= 0]
    grid = old.view(np.ndarray)
    name = old.filename if isinstance(old, np.memmap) else None
    old_start = os.path.getsize(name) - dim * n_old * item if name else -1
    with open(path, "wb") as f, open(name or os.devnull, "rb") as source:
        header = {"descr": np.lib.format.dtype_to_descr(np.dtype(np.float32)), "fortran_order": False, "shape": (dim, n)}
        np.lib.format.write_array_header_1_0(f, header)
        start = f.tell()
        f.truncate(start + dim * n * item)
        f.flush()
        fd = f.fileno()
        for bucket in range(dim):
            row = start + bucket * n * item
            for a, b, s in kept:
                at = old_start + (bucket * n_old + s) * item if name else -1
                _copy(source.fileno(), fd, at, row + a * item, grid[bucket, s : s + b - a])
            for a, block in fresh:
                index_pwrite(fd, block[bucket].data, row + a * item)


def _copy(src_fd: int, dst_fd: int, at: int, to: int, cells: np.ndarray) -> None:
    """cells (which sit at byte `at` of src_fd) written at byte `to` of dst_fd: in the kernel
    where it can (copy_file_range), else through memory."""
    size, done = cells.nbytes, 0
    copy = getattr(os, "copy_file_range", None)
    if copy is not None and at >= 0:
        with contextlib.suppress(OSError):
            while done < size:
                step = copy(src_fd, dst_fd, size - done, at + done, to + done)
                if step <= 0:
                    break
                done += step
    if done < size:
        index_pwrite(dst_fd, np.ascontiguousarray(cells).data.cast("B")[done:], to + done)
