"""The on-disk index cache: raw .npy arrays plus a JSON manifest, never pickle.

Layout under the cache folder:
  corpus-<id>.json        which index serves this corpus folder and settings, with
                          the stat stamp of its card files (stamp.py)
  <content-key>/          one built index: manifest.json and the arrays

The content key is a SHA-256 over every (chunk id, text) pair, every setting that
shapes the index and the plantqa version, so an edited card or a changed setting
is never served stale. When the stamp still matches, the cards are not even read.
Builds go to a temporary folder that is renamed into place, so a crash or a
parallel run never leaves half an index (cache_files.py writes, cleans and clears).

What an answer reads is checked (ADR 0007): at every open, the manifest against its
own crc32 and for every field's type and range, each array's size, dtype and shape,
the small integer tables and the dense vectors' lengths byte for byte; while answering, every string entry,
document frequency and term's postings against the crc32 written at build, and the
cosines and BM25 scores for values no undamaged index can give. `plantqa index
--verify` checks every byte of every file. Anything off is a rebuild with a warning.
"""

from __future__ import annotations

import contextlib
import os
from typing import TYPE_CHECKING

import numpy as np

from .config import Settings
from .corpus import Corpus, load_corpus
from .embed import Progress
from .errors import CacheError
from .index import Index, build, build_index
from .integrity import OtherVersion, verify
from .saved import load
from .stamp import Check, Verdict, cache_root, write_pointer
from .stamp import corpus_path as corpus_path  # where tools and tests look for it

if TYPE_CHECKING:
    from .reuse import Files

# Paths here are strings joined with os.path: a warm start never imports pathlib (3.5 ms).


def _unusable(exc: CacheError) -> str:
    kind = "from another version" if isinstance(exc, OtherVersion) else "damaged"
    return f"index cache {kind} ({exc}); rebuilding"


class Opened:
    """An index, the warnings met opening it, and where it came from: "cache", "built"
    or "built (not cached)". (A plain class: a NamedTuple's `index` would shadow
    tuple.index, and a dataclass costs 0.7 ms to define at every start.)"""

    __slots__ = ("folder", "index", "source", "warnings")

    def __init__(self, index: Index, warnings: tuple[str, ...], source: str, folder: str = "") -> None:
        self.index, self.warnings, self.source, self.folder = index, warnings, source, folder


def open_index(
    settings: Settings, use_cache: bool = True, progress: Progress | None = None, check: Check | None = None
) -> Opened:
    """The index for the configured corpus: from the cache when valid, else built (and cached).

    `check` is a stamp check the caller started early (see stamp.py); the index the
    pointer names is opened while it runs and used only if the cards still match. The
    index answers for the corpus folder asked about, as an absolute path: two folders
    holding the same cards share one index, and `show` must read the right one's files.
    """
    check = check or Check(settings, use_cache)
    for folder in check.folders:
        if not os.path.isdir(folder):
            load_corpus(folder)  # raises the right CorpusError
    # the folders as they are on this machine: `show` and citations read them, the key does not
    placed = tuple((label, os.path.realpath(folder)) for label, folder in check.sources)
    here = placed[0][1]
    warnings: list[str] = [check.problem] if check.problem else []
    root, pointer, known = check.root, check.pointer, check.known
    damaged = False
    if use_cache and known is not None:
        failure: CacheError | None = None
        try:  # open the index while the stamp is checked; use it only if the stamp matches
            index, old = load(os.path.join(root, known["key"]), known["key"])
        except CacheError as exc:
            failure = exc
        verdict = check.verdict()
        if verdict.fresh and failure is None:
            if verdict.listed:  # the OS lists the folder in a new order: remember it
                with contextlib.suppress(OSError):
                    write_pointer(pointer, _pointer(verdict, known["key"]))
            return Opened(index._replace(root=here, sources=placed), old, "cache", os.path.join(root, known["key"]))
        # an index removed to keep the cache within cache_max_mb is rebuilt without a word
        if verdict.fresh and failure is not None and os.path.isdir(os.path.join(root, known["key"])):
            warnings.append(_unusable(failure))
            damaged = True
    else:
        verdict = check.verdict()
    from .reuse import card_digests, key_of

    # the files as the stamp saw them, before any is read: an edit after that shows next time
    stamped = verdict.files if verdict.files is not None else (_stamped(check.folders) if use_cache else {})
    if use_cache and known is not None and failure is None and not damaged:
        from .incremental import update

        updated = update(index, os.path.join(root, known["key"]), check, settings, stamped, progress)
        if updated is not None:  # None: this change needs a full build (incremental.py says when)
            with contextlib.suppress(OSError):
                _repoint(root, pointer, _pointer(verdict, updated.key), known["key"])
            if settings.cache_max_mb:
                with contextlib.suppress(OSError):
                    from .cache_files import bound

                    bound(root, settings.cache_max_mb << 20, updated.key)
            fresh, old = load(updated.folder, updated.key)
            return Opened(fresh._replace(root=here, sources=placed), old, updated.source, updated.folder)
    from .sources import load_sources

    corpus = load_sources(check.sources, progress)
    warnings.extend(corpus.warnings)
    digests = card_digests(corpus.cards)
    key = key_of(digests, settings)
    from .reuse import files_of, write_files, write_warnings

    files = files_of(stamped, corpus.cards, [label for label, _ in check.sources])
    replaced = known.get("key") if known is not None else None
    if use_cache and os.path.exists(os.path.join(root, key)):
        try:
            index, stored = load(os.path.join(root, key), key)
        except CacheError as exc:
            if not damaged:
                warnings.append(_unusable(exc))
            from .cache_files import remove_index

            remove_index(os.path.join(root, key))
        else:
            with contextlib.suppress(OSError):  # a read-only cache: the pointer stays stale, the index is fine
                write_files(os.path.join(root, key), files)  # the files as stamped now, for the next update
                if stored != corpus.warnings:  # the same cards, other files skipped
                    write_warnings(os.path.join(root, key), corpus.warnings)
                _repoint(root, pointer, _pointer(verdict, key), replaced)
            return Opened(index._replace(root=here, sources=placed), tuple(warnings), "cache", os.path.join(root, key))
    if not use_cache:
        built = build_index(corpus, settings, progress)._replace(root=here, sources=placed)
        return Opened(built, tuple(warnings), "built (not cached)")
    record = _pointer(verdict, key)
    opened = _build_and_save(corpus, settings, key, root, pointer, record, warnings, progress, replaced, (digests, files))
    return Opened(opened.index._replace(root=here, sources=placed), opened.warnings, opened.source, opened.folder)


def _stamped(folders: tuple[str, ...]) -> dict[str, list[int]]:
    from .stamp import stamped_files, walk

    return stamped_files([walk(folder) for folder in folders])


def _pointer(verdict: Verdict, key: str) -> dict[str, str | int]:
    return {"listed": verdict.listed, "ordered": verdict.ordered, "cards": verdict.cards, "key": key}


def _repoint(root: str, pointer: str, record: dict[str, str | int], replaced: object) -> None:
    """Point the corpus folder at a new index, and remove the index it replaces unless
    another folder's pointer still names it (one index per corpus folder and settings:
    five edits once left six)."""
    write_pointer(pointer, record)
    if isinstance(replaced, str) and replaced != record["key"]:
        from .cache_files import retire

        retire(root, replaced)


def _build_and_save(
    corpus: Corpus,
    settings: Settings,
    key: str,
    root: str,
    pointer: str,
    record: dict[str, str | int],
    warnings: list[str],
    progress: Progress | None,
    replaced: object,
    kept: tuple[np.ndarray, Files],
) -> Opened:
    """Build straight into a staging folder (the vectors stream to disk), then rename it
    into place; any write failure falls back to an index held in memory. The staging
    folder is locked while it is written, so the next build can tell a killed build's
    leftovers from a live one's, and removes them."""
    from .cache_files import Staging, bound, save, sweep
    from .reuse import reuse_of

    staged: Staging | None = None
    try:
        with contextlib.suppress(OSError):
            sweep(root)
        staged = Staging(root, key)
        index, extras = build(corpus, settings, progress, os.path.join(staged.path, "buckets.npy"))
        folder = save(index, key, root, corpus.warnings, staged.path, reuse_of(extras, *kept))
        _repoint(root, pointer, record, replaced)
        if settings.cache_max_mb:
            with contextlib.suppress(OSError):
                bound(root, settings.cache_max_mb << 20, key)
        index, _ = load(folder, key)  # map the files in their final place
    except (OSError, CacheError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        warnings.append(f"index cache not written ({reason}); answering without it")
        return Opened(build_index(corpus, settings, progress), tuple(warnings), "built (not cached)")
    finally:  # also on Ctrl-C: a half-written folder never stays behind
        if staged is not None:
            staged.close()
    return Opened(index, tuple(warnings), "built", folder)


def clear(settings: Settings) -> int:
    """Remove what plantqa wrote in the cache folder; return how many entries that was
    (cache_files.clear: a folder holding anything else is refused whole)."""
    from .cache_files import clear as clear_folder

    return clear_folder(cache_root(settings))


def verify_cache(settings: Settings, progress: Progress | None = None) -> tuple[Opened, list[str]]:
    """Open (or build) the index, then check every byte of its files: the damaged files,
    if any, after which the index has been rebuilt. `plantqa index --verify`."""
    opened = open_index(settings, progress=progress)
    if not opened.folder:
        return opened, []
    bad = verify(opened.folder)
    if not bad:
        return opened, []
    from .cache_files import remove_index

    remove_index(opened.folder)
    rebuilt = open_index(settings, progress=progress)
    return Opened(rebuilt.index, (*opened.warnings, *rebuilt.warnings), rebuilt.source), bad
