"""What the cache keeps so that an index can be updated file by file (incremental.py), and
the content key it is found by: every card's digest, the files stamped (files.json),
the extras of a build. Only a build or an update imports this module."""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np

from . import __version__
from .config import Settings
from .corpus import Card, Corpus
from .index import Extras
from .integrity import FILES_JSON, FORMAT, MANIFEST_BYTES, manifest_check
from .stamp import FIELDS, read_text, settings_blob
from .tables import SortedStrings, Strings


def content_key(corpus: Corpus, settings: Settings) -> str:
    """SHA-256 over every card's digest (card_digest), the index settings and the version."""
    return key_of(card_digests(corpus.cards), settings)


def card_digest(card: Card) -> bytes:
    """SHA-256 over a card's front matter and sections. Chunks follow from the sections,
    chunk_words (in the settings) and the code (the version), so hashing sections keys every
    (chunk id, text) pair without chunking twice."""
    import hashlib  # only a build needs SHA-256 (and OpenSSL)

    h = hashlib.sha256(f"card\0{json.dumps(card_json(card), sort_keys=True)}\n".encode())
    for heading, text in card.sections:
        h.update(f"{heading}\0{text}\n".encode())
    return h.digest()


def card_digests(cards: Sequence[Card]) -> np.ndarray:
    """(cards, 32) uint8: every card's digest, in slug order as the corpus holds them."""
    out = np.frombuffer(b"".join(card_digest(c) for c in cards), dtype=np.uint8)
    return out.reshape(len(cards), 32)


def key_of(digests: np.ndarray, settings: Settings) -> str:
    """The content key from the cards' digests in order: an update that keeps most cards
    hashes 32 bytes for each instead of its whole text, and gets the key a full build gets."""
    import hashlib

    h = hashlib.sha256(f"plantqa {__version__} format {FORMAT}\n{settings_blob(settings)}\n".encode())
    h.update(np.ascontiguousarray(digests, dtype=np.uint8).tobytes())
    return h.hexdigest()


def card_json(card: Card) -> dict[str, Any]:
    data = card._asdict()
    data.pop("sections")
    return data


class Reuse(NamedTuple):
    """What the cache keeps for the next update beside the index itself (integrity.REUSE_DTYPES)."""

    tf: np.ndarray  # int32, aligned with the postings
    lengths: np.ndarray  # int64 tokens per chunk
    domain_sources: Strings  # sorted domain words counted ...
    domain_counts: np.ndarray  # ... and how many cards give each
    digests: np.ndarray  # uint8 (cards, 32), in card_slugs order
    files: Files  # every file stamped, written beside the arrays (write_files)
    vector_crcs: np.ndarray | None = None  # crc32 of each chunk's vector; None: computed from the buckets


def reuse_of(extras: Extras, digests: np.ndarray, files: Files) -> Reuse:
    """A full build's Reuse: its extras, the cards' digests and the files stamped."""
    words = sorted(extras.domain)
    return Reuse(
        extras.tf,
        extras.lengths,
        SortedStrings.of(words),
        np.asarray([extras.domain[w] for w in words], dtype=np.int64),
        digests,
        files,
        extras.vector_crcs,
    )


class Files(NamedTuple):
    names: list[str]  # sorted "<folder number>:<path>"
    slugs: list[str]  # the card each made, "" for none
    stats: list[list[int]]  # size, mtime_ns, ctime_ns, inode


def write_files(folder: str, files: Files) -> None:
    """Replace an index's record of the files stamped (files.json), atomically: it changes
    when the files are touched but the cards are the same, and the index stays."""
    flat = [v for stat in files.stats for v in stat]
    _replace(folder, FILES_JSON, json.dumps({"names": files.names, "slugs": files.slugs, "stats": flat}))


def write_warnings(folder: str, warnings: Sequence[str]) -> None:
    """Replace the skipped-files warnings an index's manifest holds, atomically: a broken
    file fixed or removed leaves the cards, so the key and the index, as they were, and
    without this its warning stayed for every later question."""
    manifest = json.loads(read_text(os.path.join(folder, "manifest.json"), MANIFEST_BYTES))
    manifest["warnings"] = list(warnings)
    manifest.pop("check", None)
    manifest["check"] = manifest_check(manifest)
    _replace(folder, "manifest.json", json.dumps(manifest, sort_keys=True))


def _replace(folder: str, name: str, body: str) -> None:
    """Write folder/name atomically: a temporary file the cache's clean-up knows as its own
    (cache_files._PENDING_FILES), then os.replace."""
    tmp = os.path.join(folder, f".files-{os.getpid()}_{time.monotonic_ns()}.json")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)  # as the arrays: the umask decides
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(body)
        os.replace(tmp, os.path.join(folder, name))
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def read_files(folder: str) -> Files:
    """files.json as written (ValueError when it is not)."""
    data = json.loads(read_text(os.path.join(folder, FILES_JSON), MANIFEST_BYTES))
    names, slugs, flat = data["names"], data["slugs"], data["stats"]
    if (
        not (isinstance(names, list) and isinstance(slugs, list) and isinstance(flat, list))
        or not len(names) == len(slugs) == len(flat) // FIELDS
        or len(flat) % FIELDS
        or {type(v) for v in flat} - {int}
        or {type(x) for x in (*names, *slugs)} - {str}
        or names != sorted(names)
    ):
        raise ValueError("files.json does not hold a file list")
    return Files(names, slugs, [flat[i : i + FIELDS] for i in range(0, len(flat), FIELDS)])


def files_of(stamped: dict[str, list[int]], cards: Sequence[Card], labels: Sequence[str]) -> Files:
    """The stamped files with the card each was read into (by its folder and path)."""
    number = {label: n for n, label in enumerate(labels)}
    slug_at = {f"{number.get(c.source, 0)}:{c.path}": c.slug for c in cards}
    names = sorted(stamped)
    return Files(names, [slug_at.get(k, "") for k in names], [stamped[k] for k in names])
