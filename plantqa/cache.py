"""The on-disk index cache: raw .npy arrays plus a JSON manifest, never pickle.

Layout under the cache folder:
  <corpus-id>.json        which index serves this corpus folder and settings, with
                          a stat fingerprint of the card files (path, size, mtime)
  <content-key>/          one built index: manifest.json and the arrays

The content key is a SHA-256 over every (chunk id, text) pair, every setting that
shapes the index and the plantqa version, so an edited card or a changed setting
is never served stale. When the stat fingerprint still matches, the cards are not
even read. Builds go to a temporary folder that is renamed into place, so a crash
or a parallel run never leaves half an index; a folder that fails to load or
validate is rebuilt with a warning.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import os
import zlib
from collections.abc import Iterator, Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from . import __version__
from .config import Settings
from .corpus import Card, Corpus, load_corpus
from .embed import FeatureTable, Progress
from .errors import CacheError, CorpusError
from .filters import NameTable
from .index import ChunkTable, Index, Strings, build_index
from .lexical import Postings
from .resources import bundled_corpus

FORMAT = 3
INDEX_SETTINGS = ("dim", "features", "char_ngram_min", "char_ngram_max", "chunk_words", "k1", "b")
ARRAYS = (
    "matrix",
    "feature_names",
    "feature_df",
    "vocab",
    "indptr",
    "indices",
    "data",
    "chunk_ids_blob",
    "chunk_ids_offsets",
    "sections_blob",
    "sections_offsets",
    "texts_blob",
    "texts_offsets",
    "chunk_card",
    "cards_blob",
    "cards_offsets",
)
SAMPLE = 1 << 20  # bytes checksummed at each end of a large array


def corpus_path(settings: Settings) -> Path:
    if settings.corpus:
        return Path(settings.corpus).expanduser()
    found = bundled_corpus()
    if found is None:
        raise CorpusError("no corpus given and no bundled corpus found; pass --corpus DIR")
    return found


def cache_root(settings: Settings, environ: dict[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    if settings.cache_dir:
        return Path(settings.cache_dir).expanduser()
    base = env.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "plantqa"


@dataclass(frozen=True)
class Opened:
    index: Index
    warnings: tuple[str, ...]
    source: str  # "cache", "built" or "built (not cached)"


def _settings_blob(settings: Settings) -> str:
    return json.dumps({k: getattr(settings, k) for k in INDEX_SETTINGS}, sort_keys=True)


def fingerprint(root: Path) -> str:
    """A cheap stamp of the card files: relative path, size and mtime of each *.md.

    os.scandir and strings: at 100,000 cards pathlib's overhead alone costs a second.
    """
    h = hashlib.sha256()
    pending = [("", str(root))]
    while pending:
        rel, folder = pending.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            continue
        for entry in entries:
            name = f"{rel}/{entry.name}"
            try:
                if entry.is_dir(follow_symlinks=False):
                    pending.append((name, entry.path))
                elif entry.name.endswith(".md"):
                    st = entry.stat()
                    h.update(f"{name}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
            except OSError:
                continue
    return h.hexdigest()


def content_key(corpus: Corpus, settings: Settings) -> str:
    """SHA-256 over every card's front matter and sections, the index settings and the version.

    Chunks follow from the sections, chunk_words (in the settings) and the code (the
    version), so hashing sections keys every (chunk id, text) pair without chunking twice.
    """
    h = hashlib.sha256(f"plantqa {__version__} format {FORMAT}\n{_settings_blob(settings)}\n".encode())
    for card in corpus.cards:
        meta = json.dumps(_card_json(card), sort_keys=True)
        h.update(f"card\0{meta}\n".encode())
        for heading, text in card.sections:
            h.update(f"{heading}\0{text}\n".encode())
    return h.hexdigest()


def _card_json(card: Card) -> dict[str, Any]:
    data = asdict(card)
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

    def __init__(self, slugs: tuple[str, ...], blobs: Strings) -> None:
        self.slugs, self.blobs = slugs, blobs
        self.decoded: dict[str, Card] = {}

    def __getitem__(self, slug: str) -> Card:
        card = self.decoded.get(slug)
        if card is None:
            i = bisect.bisect_left(self.slugs, slug)
            if i == len(self.slugs) or self.slugs[i] != slug:
                raise KeyError(slug)
            try:
                card = _card_from_json(json.loads(self.blobs[i]))
            except (ValueError, KeyError, TypeError) as exc:
                raise CacheError(f"card {slug!r} in the cache is damaged ({exc})") from None
            if card.slug != slug:
                raise CacheError(f"card {slug!r} in the cache is damaged")
            self.decoded[slug] = card
        return card

    def __iter__(self) -> Iterator[str]:
        return iter(self.slugs)

    def __len__(self) -> int:
        return len(self.slugs)


def _arrays(index: Index) -> dict[str, np.ndarray]:
    ch = index.chunks
    cards = Strings.of([json.dumps(_card_json(index.cards[s]), sort_keys=True) for s in index.card_slugs])
    return {
        "matrix": np.ascontiguousarray(index.matrix, dtype=np.float32),
        "feature_names": index.features.features,
        "feature_df": index.features.df,
        "vocab": index.postings.vocab,
        "indptr": index.postings.indptr,
        "indices": index.postings.indices,
        "data": index.postings.data,
        "chunk_ids_blob": np.asarray(ch.ids.blob),
        "chunk_ids_offsets": ch.ids.offsets,
        "sections_blob": np.asarray(ch.sections.blob),
        "sections_offsets": ch.sections.offsets,
        "texts_blob": np.asarray(ch.texts.blob),
        "texts_offsets": ch.texts.offsets,
        "chunk_card": ch.card,
        "cards_blob": np.asarray(cards.blob),
        "cards_offsets": cards.offsets,
    }


def _checksum(path: Path) -> str:
    """crc32 of the whole file when small, else of its first and last megabyte and size."""
    size = path.stat().st_size
    crc = 0
    with path.open("rb") as f:
        if size <= 4 * SAMPLE:
            crc = zlib.crc32(f.read())
        else:
            crc = zlib.crc32(f.read(SAMPLE))
            f.seek(size - SAMPLE)
            crc = zlib.crc32(f.read(SAMPLE), crc)
    return f"{size}:{crc:08x}"


def save(index: Index, key: str, root: Path, warnings: tuple[str, ...] | list[str] = ()) -> Path:
    """Write the index to root/<key>, atomically; return its folder."""
    import shutil
    import tempfile

    root.mkdir(parents=True, exist_ok=True)
    final = root / key
    if final.exists():
        return final
    tmp = Path(tempfile.mkdtemp(prefix=f".{key[:12]}-", dir=root))
    try:
        arrays = _arrays(index)
        checks = {}
        for name, arr in arrays.items():
            np.save(tmp / f"{name}.npy", arr, allow_pickle=False)
            checks[name] = _checksum(tmp / f"{name}.npy")
        manifest = {
            "format": FORMAT,
            "version": __version__,
            "key": key,
            "root": index.root,
            "n_chunks": len(index.chunks),
            "feature_docs": index.features.n_docs,
            "card_slugs": list(index.card_slugs),
            "topic_mentions": {k: list(v) for k, v in index.topic_mentions.items()},
            "topic_chunks": list(index.topic_chunks),
            "safety_chunks": list(index.safety_chunks),
            "domain_words": sorted(index.domain_words),
            "names": [[list(k), list(v)] for k, v in index.names.names.items()],
            "name_words": {k: list(v) for k, v in index.names.name_words.items()},
            "warnings": list(warnings),
            "checksums": checks,
        }
        (tmp / "manifest.json").write_text(json.dumps(manifest, sort_keys=True), encoding="utf-8")
        try:
            os.rename(tmp, final)
        except OSError:
            if not final.exists():  # not a lost race: a real failure
                raise
            shutil.rmtree(tmp, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return final


def load(folder: Path, key: str | None = None) -> tuple[Index, tuple[str, ...]]:
    """Open a saved index, memory-mapping its arrays; CacheError if anything is off."""
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CacheError(f"{folder}: unreadable manifest ({exc})") from None
    try:
        if manifest["format"] != FORMAT or manifest["version"] != __version__:
            raise CacheError(f"{folder}: made by another plantqa version")
        if key is not None and manifest["key"] != key:
            raise CacheError(f"{folder}: manifest key does not match")
        arrays = {}
        for name in ARRAYS:
            path = folder / f"{name}.npy"
            if _checksum(path) != manifest["checksums"][name]:
                raise CacheError(f"{folder}: {name}.npy is damaged")
            arrays[name] = np.load(path, mmap_mode="r", allow_pickle=False)
        return _assemble(manifest, arrays), tuple(str(w) for w in manifest.get("warnings", []))
    except CacheError:
        raise
    except (OSError, ValueError, KeyError, TypeError, IndexError) as exc:
        raise CacheError(f"{folder}: invalid cache ({type(exc).__name__}: {exc})") from None


def _assemble(manifest: dict[str, Any], a: dict[str, np.ndarray]) -> Index:
    n = int(manifest["n_chunks"])
    slugs = tuple(manifest["card_slugs"])
    if list(slugs) != sorted(slugs) or len(a["cards_offsets"]) != len(slugs) + 1:
        raise CacheError("card table does not match")
    cards = CardTable(slugs, Strings(a["cards_blob"], a["cards_offsets"]))
    shapes_ok = (
        a["matrix"].ndim == 2
        and a["matrix"].shape[0] == n
        and a["chunk_card"].shape == (n,)
        and all(len(a[f"{f}_offsets"]) == n + 1 for f in ("chunk_ids", "sections", "texts"))
        and len(a["indptr"]) == len(a["vocab"]) + 1
        and len(a["indices"]) == len(a["data"]) == (int(a["indptr"][-1]) if len(a["indptr"]) else 0)
        and len(a["feature_names"]) == len(a["feature_df"])
        and (n == 0 or int(a["chunk_card"].max()) < len(slugs))
        and (len(a["indices"]) == 0 or int(np.max(a["indices"])) < n)
    )
    if not shapes_ok:
        raise CacheError("array shapes do not agree")
    chunks = ChunkTable(
        Strings(a["chunk_ids_blob"], a["chunk_ids_offsets"]),
        Strings(a["sections_blob"], a["sections_offsets"]),
        Strings(a["texts_blob"], a["texts_offsets"]),
        a["chunk_card"],
        slugs,
    )
    return Index(
        root=manifest["root"],
        cards=cards,
        chunks=chunks,
        matrix=a["matrix"],
        features=FeatureTable(a["feature_names"], a["feature_df"], int(manifest["feature_docs"])),
        postings=Postings(a["vocab"], a["indptr"], a["indices"], a["data"], n),
        names=NameTable(
            names={tuple(k): tuple(v) for k, v in manifest["names"]},
            longest=max((len(k) for k, _ in manifest["names"]), default=0),
            name_words={k: tuple(v) for k, v in manifest["name_words"].items()},
        ),
        topic_mentions={k: tuple(v) for k, v in manifest["topic_mentions"].items()},
        card_slugs=slugs,
        topic_chunks=tuple(manifest["topic_chunks"]),
        safety_chunks=tuple(manifest["safety_chunks"]),
        domain_words=frozenset(manifest["domain_words"]),
    )


def _pointer_path(root: Path, corpus: Path, settings: Settings) -> Path:
    ident = hashlib.sha256(f"{corpus.resolve()}\0{_settings_blob(settings)}\0{__version__}".encode()).hexdigest()
    return root / f"corpus-{ident[:24]}.json"


def _write_pointer(path: Path, data: dict[str, str]) -> None:
    """Replace the pointer file atomically."""
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=".pointer-", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def open_index(settings: Settings, use_cache: bool = True, progress: Progress | None = None) -> Opened:
    """The index for the configured corpus: from the cache when valid, else built (and cached)."""

    corpus_dir = corpus_path(settings)
    if not corpus_dir.is_dir():
        load_corpus(corpus_dir)  # raises the right CorpusError
    warnings: list[str] = []
    root = cache_root(settings)
    pointer = _pointer_path(root, corpus_dir, settings)
    stamp = fingerprint(corpus_dir) if use_cache else ""
    damaged = False
    if use_cache:
        try:
            known = json.loads(pointer.read_text(encoding="utf-8"))
            if known.get("fingerprint") == stamp:
                index, old = load(root / known["key"], known["key"])
                return Opened(index, old, "cache")
        except FileNotFoundError:
            pass
        except CacheError as exc:
            warnings.append(f"index cache damaged ({exc}); rebuilding")
            damaged = True
        except (OSError, ValueError, AttributeError, KeyError, TypeError) as exc:
            warnings.append(f"index cache pointer {pointer} unreadable ({exc}); rebuilding")
    corpus = load_corpus(corpus_dir)
    warnings.extend(corpus.warnings)
    key = content_key(corpus, settings)
    if use_cache and (root / key).exists():
        try:
            index, _ = load(root / key, key)
            _write_pointer(pointer, {"fingerprint": stamp, "key": key})
            return Opened(index, tuple(warnings), "cache")
        except CacheError as exc:
            if not damaged:
                warnings.append(f"index cache damaged ({exc}); rebuilding")
            import shutil

            shutil.rmtree(root / key, ignore_errors=True)
        except OSError:
            pass  # a read-only cache: the pointer could not be refreshed, the index is fine
    index = build_index(corpus, settings, progress)
    if not use_cache:
        return Opened(index, tuple(warnings), "built (not cached)")
    try:
        save(index, key, root, corpus.warnings)
        _write_pointer(pointer, {"fingerprint": stamp, "key": key})
    except OSError as exc:
        warnings.append(f"index cache not written ({exc.strerror or exc}); answering without it")
        return Opened(index, tuple(warnings), "built (not cached)")
    return Opened(index, tuple(warnings), "built")


def clear(settings: Settings) -> int:
    """Remove the whole cache folder; return how many entries it held."""
    import shutil

    root = cache_root(settings)
    if not root.exists():
        return 0
    count = sum(1 for _ in root.iterdir())
    shutil.rmtree(root)
    return count
