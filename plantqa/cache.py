"""The on-disk index cache: raw .npy arrays plus a JSON manifest, never pickle.

Layout under the cache folder:
  corpus-<id>.json        which index serves this corpus folder and settings, with
                          the stat stamp of its card files (stamp.py)
  <content-key>/          one built index: manifest.json and the arrays

The content key is a SHA-256 over every (chunk id, text) pair, every setting that
shapes the index and the plantqa version, so an edited card or a changed setting
is never served stale. When the stamp still matches, the cards are not even read.
Builds go to a temporary folder that is renamed into place, so a crash or a
parallel run never leaves half an index; a folder that fails to load or validate
is rebuilt with a warning.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import zlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from . import __version__
from .config import Settings
from .corpus import Card, Corpus, load_corpus
from .embed import FeatureTable, Progress
from .errors import CacheError, ConfigError
from .files import ReadError
from .filters import NameTable
from .index import ChunkTable, Index, build_index, npy_writer
from .lexical import Postings
from .stamp import Check, Verdict, cache_root, corpus_path, read_text, settings_blob, write_pointer
from .tables import RowMap, SortedStrings, StringMap, Strings

if TYPE_CHECKING:
    from pathlib import Path

# Paths here are strings joined with os.path: a warm start never imports pathlib (3.5 ms).

FORMAT = 9  # 8: name tables keep stopwords unfolded; 9: fold restores a silent e (prun -> prune)
ARRAYS = (
    "buckets",
    "feature_names",
    "feature_df",
    "vocab",
    "indptr",
    "indices",
    "data",
    "chunk_card",
    "strings_blob",  # every string table, one after another
    "strings_offsets",
    "rows",  # every small integer table, one after another
)
# String tables packed into strings_blob/strings_offsets, and integer tables packed into
# rows; the manifest holds where each one starts and ends. Two files instead of thirty
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
)
SORTED_TABLES = frozenset(
    {"chunk_ids", "card_slugs", "names", "name_words", "name_firsts", "name_generic", "mention_slugs", "domain_words"}
)
ROW_TABLES = ("mention_indptr", "mention_rows", "topic_chunks", "safety_chunks")
MANIFEST_BYTES = 64 << 20  # the manifest keeps the build's warnings: one line per broken card
SAMPLE = 1 << 16  # bytes checksummed at each end of a large array (with its size)


class OtherVersion(CacheError):
    """A cache written by another plantqa version or format: not damaged, just not ours."""


def _unusable(exc: CacheError) -> str:
    kind = "from another version" if isinstance(exc, OtherVersion) else "damaged"
    return f"index cache {kind} ({exc}); rebuilding"


class Opened:
    """An index, the warnings met opening it, and where it came from: "cache", "built"
    or "built (not cached)". (A plain class: a NamedTuple's `index` would shadow
    tuple.index, and a dataclass costs 0.7 ms to define at every start.)"""

    __slots__ = ("index", "source", "warnings")

    def __init__(self, index: Index, warnings: tuple[str, ...], source: str) -> None:
        self.index, self.warnings, self.source = index, warnings, source


def content_key(corpus: Corpus, settings: Settings) -> str:
    """SHA-256 over every card's front matter and sections, the index settings and the version.

    Chunks follow from the sections, chunk_words (in the settings) and the code (the
    version), so hashing sections keys every (chunk id, text) pair without chunking twice.
    """
    import hashlib  # only a build needs SHA-256 (and OpenSSL)

    h = hashlib.sha256(f"plantqa {__version__} format {FORMAT}\n{settings_blob(settings)}\n".encode())
    for card in corpus.cards:
        meta = json.dumps(_card_json(card), sort_keys=True)
        h.update(f"card\0{meta}\n".encode())
        for heading, text in card.sections:
            h.update(f"{heading}\0{text}\n".encode())
    return h.hexdigest()


def _card_json(card: Card) -> dict[str, Any]:
    data = card._asdict()
    data.pop("sections")
    return data


def _card_from_json(data: dict[str, Any]) -> Card:
    return Card(
        slug=data["slug"],
        kind=data["kind"],
        title=data["title"],
        path=data["path"],
        names=tuple(data["names"]),
        shared_names=tuple(data["shared_names"]),
        scientific=data["scientific"],
        family=data["family"],
        toxicity=tuple((a, v) for a, v in data["toxicity"]),
        principles=data["principles"],
        signs=tuple(data["signs"]),
    )


class CardTable(Mapping[str, Card]):
    """Cards by slug, each decoded from its JSON only when first asked for: opening an
    index of 100,000 cards must not build 100,000 objects."""

    def __init__(self, slugs: SortedStrings, blobs: Strings) -> None:
        self.slugs, self.blobs = slugs, blobs
        self.decoded: dict[str, Card] = {}

    def __getitem__(self, slug: str) -> Card:
        card = self.decoded.get(slug)
        if card is None:
            i = self.slugs.find(slug) if isinstance(slug, str) else -1
            if i < 0:
                raise KeyError(slug)
            try:
                card = _card_from_json(json.loads(self.blobs[i]))
            except (ValueError, KeyError, TypeError) as exc:
                raise CacheError(f"card {slug!r} in the index cache is damaged ({exc}); run 'plantqa index --clear'") from None
            if card.slug != slug:
                raise CacheError(f"card {slug!r} in the index cache is damaged; run 'plantqa index --clear'")
            self.decoded[slug] = card
        return card

    def __contains__(self, slug: object) -> bool:
        return slug in self.slugs

    def __iter__(self) -> Iterator[str]:
        return iter(self.slugs)

    def __len__(self) -> int:
        return len(self.slugs)


def _string_tables(index: Index) -> dict[str, Strings]:
    ch, names = index.chunks, index.names
    return {
        "chunk_ids": ch.ids,
        "sections": ch.sections,
        "texts": ch.texts,
        "cards": Strings.of(json.dumps(_card_json(index.cards[s]), sort_keys=True) for s in index.card_slugs),
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
    }


def _row_tables(index: Index) -> dict[str, np.ndarray]:
    return {
        "mention_indptr": index.topic_mentions.indptr,
        "mention_rows": index.topic_mentions.rows,
        "topic_chunks": index.topic_chunks,
        "safety_chunks": index.safety_chunks,
    }


def _pack(index: Index) -> tuple[dict[str, list[np.ndarray]], dict[str, list[int]]]:
    """The arrays to save, each as the pieces it is written from, and where each packed
    table sits in its pack."""
    where: dict[str, list[int]] = {}
    blobs, offsets, rows = [], [], []
    blob_at = offset_at = row_at = 0
    tables = _string_tables(index)
    for name in STRING_TABLES:
        blob, offs = np.asarray(tables[name].blob, dtype=np.uint8), np.asarray(tables[name].offsets, dtype=np.int64)
        where[name] = [blob_at, blob_at + len(blob), offset_at, offset_at + len(offs)]
        blobs.append(blob)
        offsets.append(offs)
        blob_at, offset_at = blob_at + len(blob), offset_at + len(offs)
    for name, arr in _row_tables(index).items():
        arr = np.asarray(arr, dtype=np.int64)
        where[name] = [row_at, row_at + len(arr)]
        rows.append(arr)
        row_at += len(arr)
    arrays = {
        "buckets": [index.buckets],  # float32 already; a memmap when the build streamed it
        "feature_names": [index.features.features],
        "feature_df": [index.features.df],
        "vocab": [index.postings.vocab],
        "indptr": [index.postings.indptr],
        "indices": [index.postings.indices],
        "data": [index.postings.data],
        "chunk_card": [index.chunks.card],
        "strings_blob": blobs,
        "strings_offsets": offsets,
        "rows": rows,
    }
    return arrays, where


def _save_pieces(path: str, pieces: list[np.ndarray]) -> None:
    """Save the concatenation of 1-d (or a single n-d) array(s) as one .npy file, without
    building the concatenation in memory: at a million chunks the texts alone are 0.5 GB."""
    first = pieces[0]
    if len(pieces) == 1:
        if isinstance(first, np.memmap) and first.filename and os.path.realpath(first.filename) == os.path.realpath(path):
            return  # the build already streamed this array here
        np.save(path, first, allow_pickle=False)
        return
    with npy_writer(path, first.dtype.type, (sum(len(p) for p in pieces),)) as f:
        for piece in pieces:
            f.write(np.ascontiguousarray(piece, dtype=first.dtype).tobytes())


def _checksum(path: str) -> str:
    """crc32 of the whole file when small, else of SAMPLE bytes at each end, with the size."""
    crc = 0
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size <= 4 * SAMPLE:
            crc = zlib.crc32(f.read())
        else:
            crc = zlib.crc32(f.read(SAMPLE))
            f.seek(size - SAMPLE)
            crc = zlib.crc32(f.read(SAMPLE), crc)
    return f"{size}:{crc:08x}"


def staging(root: str, key: str) -> str:
    """A fresh temporary folder beside the final one, for a build to write into."""
    import tempfile

    os.makedirs(root, exist_ok=True)
    tag = os.path.join(root, TAG)
    if not os.path.lexists(tag):
        with contextlib.suppress(OSError), open(tag, "x", encoding="utf-8") as f:
            f.write(TAG_TEXT)
    return tempfile.mkdtemp(prefix=f".{key[:12]}-", dir=root)


def save(index: Index, key: str, root: str, warnings: tuple[str, ...] | list[str] = (), tmp: str | None = None) -> str:
    """Write the index to root/<key>, atomically; return its folder. `tmp` is the staging
    folder the build already wrote into, if any; it is renamed into place or removed."""
    import shutil

    final = os.path.join(root, key)
    if os.path.exists(final):
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
        return final
    tmp = tmp or staging(root, key)
    try:
        arrays, where = _pack(index)
        checks = {}
        for name, pieces in arrays.items():
            _save_pieces(os.path.join(tmp, f"{name}.npy"), pieces)
            checks[name] = _checksum(os.path.join(tmp, f"{name}.npy"))
        manifest = {
            "format": FORMAT,
            "version": __version__,
            "key": key,
            "root": index.root,
            "n_chunks": len(index.chunks),
            "dim": int(index.buckets.shape[0]),
            "feature_docs": index.features.n_docs,
            "longest_name": index.names.longest,
            "tables": where,
            "warnings": list(warnings),
            "checksums": checks,
        }
        with open(os.path.join(tmp, "manifest.json"), "w", encoding="utf-8") as f:
            f.write(json.dumps(manifest, sort_keys=True))
        try:
            os.rename(tmp, final)
        except OSError:
            if not os.path.exists(final):  # not a lost race: a real failure
                raise
            shutil.rmtree(tmp, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return final


def load(folder: str | Path, key: str | None = None) -> tuple[Index, tuple[str, ...]]:
    """Open a saved index, memory-mapping its arrays; CacheError if anything is off."""
    try:
        manifest = json.loads(read_text(os.path.join(folder, "manifest.json"), MANIFEST_BYTES))
    except (ReadError, ValueError, RecursionError) as exc:
        raise CacheError(f"{folder}: unreadable manifest ({exc})") from None
    try:
        if manifest["format"] != FORMAT or manifest["version"] != __version__:
            raise OtherVersion(f"{folder}: written by another plantqa version or index format")
        if key is not None and manifest["key"] != key:
            raise CacheError(f"{folder}: manifest key does not match")
        arrays = {}
        for name in ARRAYS:
            path = os.path.join(folder, f"{name}.npy")
            if _checksum(path) != manifest["checksums"][name]:
                raise CacheError(f"{folder}: {name}.npy is damaged")
            arrays[name] = np.load(path, mmap_mode="r", allow_pickle=False)
        return _assemble(manifest, arrays), tuple(str(w) for w in manifest.get("warnings", []))
    except CacheError:
        raise
    except (OSError, ValueError, KeyError, TypeError, IndexError) as exc:
        raise CacheError(f"{folder}: invalid cache ({type(exc).__name__}: {exc})") from None


def _unpack(manifest: dict[str, Any], a: dict[str, np.ndarray]) -> tuple[dict[str, Strings], dict[str, np.ndarray]]:
    """The packed tables as views into their packs (nothing is copied or decoded)."""
    where = manifest["tables"]
    blob, offsets, rows = a["strings_blob"], a["strings_offsets"], a["rows"]
    strings: dict[str, Strings] = {}
    for name in STRING_TABLES:
        b0, b1, o0, o1 = (int(x) for x in where[name])
        offs = offsets[o0:o1]
        if (
            not (0 <= b0 <= b1 <= len(blob) and 0 <= o0 < o1 <= len(offsets))
            or offs[0] != 0
            or offs[-1] != b1 - b0
            or bool(np.any(np.diff(offs) < 0))
        ):
            raise CacheError(f"string table {name} does not fit its pack")
        strings[name] = (SortedStrings if name in SORTED_TABLES else Strings)(blob[b0:b1], offs)
    ints: dict[str, np.ndarray] = {}
    for name in ROW_TABLES:
        r0, r1 = (int(x) for x in where[name])
        if not 0 <= r0 <= r1 <= len(rows):
            raise CacheError(f"table {name} does not fit its pack")
        ints[name] = rows[r0:r1]
    return strings, ints


def _rows_within(rows: np.ndarray, n: int) -> bool:
    return len(rows) == 0 or (int(rows.min()) >= 0 and int(rows.max()) < n)


def _assemble(manifest: dict[str, Any], a: dict[str, np.ndarray]) -> Index:
    n = int(manifest["n_chunks"])
    t, ints = _unpack(manifest, a)
    keyed: dict[str, SortedStrings] = {k: v for k, v in t.items() if isinstance(v, SortedStrings)}
    slugs = keyed["card_slugs"]
    if len(t["cards"]) != len(slugs):
        raise CacheError("card table does not match")
    n_rows = len(ints["mention_rows"])
    shapes_ok = (
        a["buckets"].ndim == 2
        and a["buckets"].shape == (int(manifest["dim"]), n)
        and a["chunk_card"].shape == (n,)
        and all(len(t[f]) == n for f in ("chunk_ids", "sections", "texts"))
        and len(a["indptr"]) == len(a["vocab"]) + 1
        and len(a["indices"]) == len(a["data"]) == (int(a["indptr"][-1]) if len(a["indptr"]) else 0)
        and len(a["feature_names"]) == len(a["feature_df"])
        and (n == 0 or int(a["chunk_card"].max()) < len(slugs))
        and (len(a["indices"]) == 0 or int(np.max(a["indices"])) < n)
        and len(keyed["names"]) == len(t["name_cards"])
        and len(keyed["name_words"]) == len(t["name_display"])
        and len(keyed["name_generic"]) == len(t["name_groups"])
        and len(ints["mention_indptr"]) == len(keyed["mention_slugs"]) + 1
        and int(ints["mention_indptr"][-1]) == n_rows
        and all(_rows_within(ints[k], n) for k in ("mention_rows", "topic_chunks", "safety_chunks"))
    )
    if not shapes_ok:
        raise CacheError("array shapes do not agree")
    chunks = ChunkTable(keyed["chunk_ids"], t["sections"], t["texts"], a["chunk_card"], slugs)
    return Index(
        root=manifest["root"],
        cards=CardTable(slugs, t["cards"]),
        chunks=chunks,
        buckets=a["buckets"],
        features=FeatureTable(a["feature_names"], a["feature_df"], int(manifest["feature_docs"])),
        postings=Postings(a["vocab"], a["indptr"], a["indices"], a["data"], n),
        names=NameTable(
            names=StringMap(keyed["names"], t["name_cards"]),
            longest=int(manifest["longest_name"]),
            name_words=StringMap(keyed["name_words"], t["name_display"]),
            firsts=keyed["name_firsts"],
            generic=StringMap(keyed["name_generic"], t["name_groups"]),
        ),
        topic_mentions=RowMap(keyed["mention_slugs"], ints["mention_indptr"], ints["mention_rows"]),
        card_slugs=slugs,
        topic_chunks=ints["topic_chunks"],
        safety_chunks=ints["safety_chunks"],
        domain_words=keyed["domain_words"],
    )


def open_index(
    settings: Settings, use_cache: bool = True, progress: Progress | None = None, check: Check | None = None
) -> Opened:
    """The index for the configured corpus: from the cache when valid, else built (and cached).

    `check` is a stamp check the caller started early (see stamp.py); the index the
    pointer names is opened while it runs and used only if the cards still match.
    """
    corpus_dir = corpus_path(settings)
    if not os.path.isdir(corpus_dir):
        load_corpus(corpus_dir)  # raises the right CorpusError
    check = check or Check(settings, use_cache)
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
        if verdict.fresh:
            if failure is None:
                if verdict.listed:  # the OS lists the folder in a new order: remember it
                    with contextlib.suppress(OSError):
                        write_pointer(pointer, _pointer(verdict, known["key"]))
                return Opened(index, old, "cache")
            warnings.append(_unusable(failure))
            damaged = True
    else:
        verdict = check.verdict()
    corpus = load_corpus(corpus_dir)
    warnings.extend(corpus.warnings)
    key = content_key(corpus, settings)
    if use_cache and os.path.exists(os.path.join(root, key)):
        try:
            index, _ = load(os.path.join(root, key), key)
        except CacheError as exc:
            if not damaged:
                warnings.append(_unusable(exc))
            import shutil

            shutil.rmtree(os.path.join(root, key), ignore_errors=True)
        else:
            with contextlib.suppress(OSError):  # a read-only cache: the pointer stays stale, the index is fine
                write_pointer(pointer, _pointer(verdict, key))
            return Opened(index, tuple(warnings), "cache")
    if not use_cache:
        return Opened(build_index(corpus, settings, progress), tuple(warnings), "built (not cached)")
    return _build_and_save(corpus, settings, key, root, pointer, _pointer(verdict, key), warnings, progress)


def _pointer(verdict: Verdict, key: str) -> dict[str, str | int]:
    return {"listed": verdict.listed, "ordered": verdict.ordered, "cards": verdict.cards, "key": key}


def _build_and_save(
    corpus: Corpus,
    settings: Settings,
    key: str,
    root: str,
    pointer: str,
    record: dict[str, str | int],
    warnings: list[str],
    progress: Progress | None,
) -> Opened:
    """Build straight into a staging folder (the vectors stream to disk), then rename it
    into place; any write failure falls back to an index held in memory."""
    import shutil

    staged: str | None = None
    try:
        staged = staging(root, key)
        index = build_index(corpus, settings, progress, os.path.join(staged, "buckets.npy"))
        folder = save(index, key, root, corpus.warnings, staged)
        write_pointer(pointer, record)
        index, _ = load(folder, key)  # map the files in their final place
    except (OSError, CacheError) as exc:
        if staged is not None:
            shutil.rmtree(staged, ignore_errors=True)
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        warnings.append(f"index cache not written ({reason}); answering without it")
        return Opened(build_index(corpus, settings, progress), tuple(warnings), "built (not cached)")
    return Opened(index, tuple(warnings), "built")


# What plantqa writes in a cache folder, and nothing else: `clear` removes only these.
TAG = "CACHEDIR.TAG"  # the cache-directory tag (bford.info/cachedir), written with the folder
TAG_TEXT = "Signature: 8a477f597d28d172789f06886806bc55\n# plantqa's index cache: 'plantqa index --clear' removes it.\n"
_POINTER = re.compile(r"corpus-[0-9a-f]{24}\.json|\.pointer-\w+")
_INDEX_DIR = re.compile(r"[0-9a-f]{64}|\.[0-9a-f]{12}-\w+")  # a built index, or a build's staging folder
_INDEX_FILES = frozenset({"manifest.json", *(f"{name}.npy" for name in ARRAYS)})


def _ours(entry: os.DirEntry[str]) -> bool:
    """Whether plantqa wrote this cache entry: its own names, and for a folder, only its
    own files inside. Links are never ours (plantqa writes none)."""
    if entry.is_symlink():
        return False
    if entry.is_file(follow_symlinks=False):
        return entry.name == TAG or _POINTER.fullmatch(entry.name) is not None
    if entry.is_dir(follow_symlinks=False) and _INDEX_DIR.fullmatch(entry.name):
        with os.scandir(entry.path) as inner:
            return all(e.name in _INDEX_FILES and e.is_file(follow_symlinks=False) for e in inner)
    return False


def clear(settings: Settings) -> int:
    """Remove what plantqa wrote in the cache folder; return how many entries that was.

    A folder holding anything plantqa did not write (a wrong --cache-dir: someone's
    documents) is refused as a whole, and nothing is removed; a link is never followed.
    """
    root = cache_root(settings)
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
