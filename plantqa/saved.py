"""Reading a saved index back: memory-mapped arrays assembled into an Index, checked.

Nothing here decodes what a question does not ask for: cards decode from their JSON on
first use (CardTable) and string tables stay views into their packs. Every size and
shape is checked against the manifest before an array is used, so a damaged or foreign
cache is a CacheError, never a wrong answer (cache.py turns it into a rebuild).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from .corpus import Card
from .embed import FeatureTable
from .errors import CacheError
from .files import ReadError
from .index import ChunkTable, Index
from .integrity import (
    ARRAYS,
    CHECKED_WHOLE,
    MANIFEST_BYTES,
    ROW_TABLES,
    SORTED_TABLES,
    STRING_TABLES,
    file_crc,
    open_array,
    validate,
)
from .lexical import Postings
from .names import NameTable
from .stamp import read_text
from .tables import RowMap, SortedStrings, StringMap, Strings

if TYPE_CHECKING:
    from pathlib import Path


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
        aspca=tuple(data.get("aspca", ())),
        not_names=tuple(data.get("not_names", ())),
        groups=tuple(data.get("groups", ())),
        colours=tuple(data.get("colours", ())),
        source=data.get("source", ""),
        tags=tuple(data.get("tags", ())),
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


def load(folder: str | Path, key: str | None = None) -> tuple[Index, tuple[str, ...]]:
    """Open a saved index, memory-mapping its arrays; CacheError if anything is off."""
    folder = os.fspath(folder)
    try:
        manifest = json.loads(read_text(os.path.join(folder, "manifest.json"), MANIFEST_BYTES))
    except (ReadError, ValueError, RecursionError) as exc:
        raise CacheError(f"{folder}: unreadable manifest ({exc})") from None
    validate(manifest, folder, key)
    try:
        files = manifest["files"]
        arrays = {name: open_array(folder, name, files[name][0]) for name in ARRAYS}
        for name in CHECKED_WHOLE:
            if file_crc(os.path.join(folder, f"{name}.npy")) != tuple(files[name]):
                raise CacheError(f"{folder}: {name}.npy is damaged")
        return _assemble(manifest, arrays), tuple(manifest["warnings"])
    except CacheError:
        raise
    except (OSError, ValueError, KeyError, TypeError, IndexError, OverflowError) as exc:
        raise CacheError(f"{folder}: invalid cache ({type(exc).__name__}: {exc})") from None


def _unpack(manifest: dict[str, Any], a: dict[str, np.ndarray]) -> tuple[dict[str, Strings], dict[str, np.ndarray]]:
    """The packed tables as views into their packs (nothing is copied or decoded)."""
    where = manifest["tables"]
    blob, offsets, crcs, rows = a["strings_blob"], a["strings_offsets"], a["strings_crcs"], a["rows"]
    if len(crcs) != len(offsets):
        raise CacheError("string checksums do not match the string tables")
    strings: dict[str, Strings] = {}
    for name in STRING_TABLES:
        b0, b1, o0, o1 = where[name]
        offs = offsets[o0:o1]
        if (
            not (0 <= b0 <= b1 <= len(blob) and 0 <= o0 < o1 <= len(offsets))
            or offs[0] != 0
            or offs[-1] != b1 - b0
            or bool(np.any(np.diff(offs) < 0))
        ):
            raise CacheError(f"string table {name} does not fit its pack")
        kind = SortedStrings if name in SORTED_TABLES else Strings
        strings[name] = kind(blob[b0:b1], offs, crcs[o0 : o1 - 1])
    ints: dict[str, np.ndarray] = {}
    for name in ROW_TABLES:
        r0, r1 = where[name]
        if not 0 <= r0 <= r1 <= len(rows):
            raise CacheError(f"table {name} does not fit its pack")
        ints[name] = rows[r0:r1]
    return strings, ints


def _rows_within(rows: np.ndarray, n: int) -> bool:
    return len(rows) == 0 or (int(rows.min()) >= 0 and int(rows.max()) < n)


def _assemble(manifest: dict[str, Any], a: dict[str, np.ndarray]) -> Index:
    n = manifest["n_chunks"]
    t, ints = _unpack(manifest, a)
    keyed: dict[str, SortedStrings] = {k: v for k, v in t.items() if isinstance(v, SortedStrings)}
    slugs, vocab, features = keyed["card_slugs"], keyed["vocab"], keyed["feature_names"]
    n_terms, n_feats = len(vocab), len(features)
    if len(t["cards"]) != len(slugs):
        raise CacheError("card table does not match")
    n_rows = len(ints["mention_rows"])
    shapes_ok = (
        a["buckets"].shape == (manifest["dim"], n)
        and a["chunk_card"].shape == (n,)
        and all(len(t[f]) == n for f in ("chunk_ids", "sections", "texts"))
        and len(a["indptr"]) == n_terms + 1
        and len(a["indices"]) == len(a["data"]) == int(a["indptr"][-1])
        and int(a["indptr"][0]) == 0
        and len(a["feature_df"]) == n_feats
        and a["dense_norms"].shape == (n,)
        and len(a["checks"]) == len(a["prefixes"]) == n_terms + n_feats
        and (n == 0 or (int(a["chunk_card"].min()) >= 0 and int(a["chunk_card"].max()) < len(slugs)))
        and (len(a["indices"]) == 0 or int(np.max(a["indices"])) < n)
        and len(keyed["names"]) == len(t["name_cards"])
        and len(keyed["name_words"]) == len(t["name_display"])
        and len(keyed["name_generic"]) == len(t["name_groups"])
        and len(ints["mention_indptr"]) == len(keyed["mention_slugs"]) + 1
        and int(ints["mention_indptr"][-1]) == n_rows
        and all(_rows_within(ints[k], n) for k in ("mention_rows", "topic_chunks", "safety_chunks", "note_chunks"))
        and len(ints["longest_name"]) == 1
        and int(ints["longest_name"][0]) >= 0
    )
    if not shapes_ok:
        raise CacheError("array shapes do not agree")
    vocab.prefixes, features.prefixes = a["prefixes"][:n_terms], a["prefixes"][n_terms:]
    chunks = ChunkTable(keyed["chunk_ids"], t["sections"], t["texts"], a["chunk_card"], slugs)
    return Index(
        root=manifest["root"],
        cards=CardTable(slugs, t["cards"]),
        chunks=chunks,
        buckets=a["buckets"],
        features=FeatureTable(features, a["feature_df"], manifest["feature_docs"], a["dense_norms"], a["checks"][n_terms:]),
        postings=Postings(vocab, a["indptr"], a["indices"], a["data"], n, manifest["stemmer"], a["checks"][:n_terms]),
        names=NameTable(
            names=StringMap(keyed["names"], t["name_cards"]),
            longest=int(ints["longest_name"][0]),
            name_words=StringMap(keyed["name_words"], t["name_display"]),
            firsts=keyed["name_firsts"],
            generic=StringMap(keyed["name_generic"], t["name_groups"]),
        ),
        topic_mentions=RowMap(keyed["mention_slugs"], ints["mention_indptr"], ints["mention_rows"]),
        card_slugs=slugs,
        topic_chunks=ints["topic_chunks"],
        safety_chunks=ints["safety_chunks"],
        domain_words=keyed["domain_words"],
        note_chunks=ints["note_chunks"],
    )
