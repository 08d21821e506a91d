"""How an update moves each aggregate of the index (incremental.py): document frequencies
by integer add and subtract, postings renumbered and merged with every BM25 weight
re-derived, topic mentions renumbered, domain-word counts moved card by card."""

from __future__ import annotations

import numpy as np

from . import splice
from .config import Settings
from .corpus import Card, Chunk
from .embed import FeatureTable
from .errors import CacheError
from .index import Index
from .index import card_domain as domain_of
from .lexical import Encoded, Postings, bm25_weights, counted_postings, lucene_idf
from .reuse import Reuse
from .tables import RowMap, SortedStrings


def features(old: FeatureTable, added: FeatureTable, gone: FeatureTable) -> tuple[SortedStrings, np.ndarray, np.ndarray]:
    """The feature table after adding the new chunks' features and taking the removed
    chunks' away: counts moved by integers, features at 0 dropped, new ones inserted."""
    df = np.array(old.df, dtype=np.int64)
    add_at = np.asarray(old.features.find_all(list(added.features)), dtype=np.int64)
    gone_at = np.asarray(old.features.find_all(list(gone.features)), dtype=np.int64)
    if bool(np.any(gone_at < 0)):
        raise CacheError("a removed chunk's feature is not in the index")
    known = add_at >= 0
    np.add.at(df, add_at[known], np.asarray(added.df)[known])
    np.subtract.at(df, gone_at, np.asarray(gone.df))
    touched = np.sort(np.concatenate([add_at[known], gone_at]))  # np.unique would import numpy.ma (20 ms)
    touched = touched[np.r_[True, touched[1:] != touched[:-1]]] if len(touched) else touched
    drop = touched[df[touched] == 0]
    new_names = [f for f, k in zip(added.features, known.tolist()) if not k]
    src = splice.sorted_merge(old.features, drop, new_names)
    new_df = splice.take(df, src, np.asarray(added.df)[~known])
    crcs = splice.take(
        np.asarray(old.df_crcs if old.df_crcs is not None else _df_crcs(old.df)), src, np.zeros(len(new_names), np.uint32)
    )
    moved = splice.moved(src, len(df))[touched]
    fix = np.concatenate([moved[moved >= 0], splice.placed(src)])
    crcs[fix] = _df_crcs(new_df[fix])
    return splice.strings(old.features, src, new_names, SortedStrings), new_df, crcs


def _df_crcs(df: np.ndarray) -> np.ndarray:
    from .cache_files import _df_crcs as crcs

    return crcs(np.asarray(df, dtype=np.int64))


def postings(
    old: Postings,
    old_tf: np.ndarray,
    encoded: Encoded,
    chunk_map: np.ndarray,
    new_at: np.ndarray,
    lengths: np.ndarray,
    settings: Settings,
) -> tuple[Postings, np.ndarray]:
    """The postings of the updated chunks: the old ones of kept chunks renumbered, the new
    chunks' merged in, terms no chunk has any more dropped, every weight re-derived."""
    local, local_tf, _ = counted_postings(encoded, settings.k1, settings.b, settings.stemmer)
    n_old_terms = len(old.vocab)
    chunk = chunk_map.astype(np.int32)[np.asarray(old.indices)]  # -1: a removed chunk's posting
    keep = chunk >= 0
    kept_counts = np.add.reduceat(keep, np.asarray(old.indptr[:-1])) if len(chunk) else np.zeros(n_old_terms, np.int64)
    kept_counts[np.diff(np.asarray(old.indptr)) == 0] = 0  # reduceat reads one past an empty term
    chunk, tf = chunk[keep], np.asarray(old_tf)[keep]
    local_terms = list(local.vocab)
    at = np.asarray(old.vocab.find_all(local_terms), dtype=np.int64)
    known = at >= 0
    local_df = np.diff(np.asarray(local.indptr))
    df = kept_counts.astype(np.int64)
    df[at[known]] += local_df[known]
    new_terms = [t for t, k in zip(local_terms, known.tolist()) if not k]
    src = splice.sorted_merge(old.vocab, np.flatnonzero(df == 0), new_terms)
    local_map = np.empty(len(local_terms), dtype=np.int64)
    local_map[known] = splice.moved(src, n_old_terms)[at[known]]
    local_map[~known] = splice.placed(src)
    n_terms, n_chunks = len(src), len(lengths)
    # the kept postings keep their order (both renumberings keep it); each new one goes
    # where its chunk number falls within its term's kept postings
    kept_indptr = np.zeros(n_terms + 1, dtype=np.int64)
    np.cumsum(splice.take(kept_counts, src, np.zeros(len(new_terms), np.int64)), out=kept_indptr[1:])
    l_chunk = new_at[np.asarray(local.indices, dtype=np.int64)]
    l_term = np.repeat(local_map, local_df)
    where = np.empty(len(l_chunk), dtype=np.int64)
    for k, (t, c) in enumerate(zip(l_term.tolist(), l_chunk.tolist())):
        lo, hi = int(kept_indptr[t]), int(kept_indptr[t + 1])
        where[k] = lo + int(np.searchsorted(chunk[lo:hi], c))
    # the new postings come in (term, chunk) order, so their places do not decrease, and
    # several at one place (a term new to the index) go in as they come
    chunk = np.insert(chunk, where, l_chunk.astype(np.int32))
    tf = np.insert(tf, where, np.asarray(local_tf)).astype(np.int32)
    counts = np.diff(kept_indptr) + np.bincount(l_term, minlength=n_terms)
    indptr = np.zeros(n_terms + 1, dtype=np.int64)
    np.cumsum(counts, out=indptr[1:])
    data = bm25_weights(np.repeat(lucene_idf(n_chunks, counts), counts), chunk, tf, lengths, settings.k1, settings.b)
    vocab = splice.strings(old.vocab, src, new_terms, SortedStrings)
    return Postings(vocab, indptr, chunk, data, n_chunks, settings.stemmer), tf


def mentions(old: RowMap, chunk_map: np.ndarray, local: dict[str, list[int]], new_at: np.ndarray) -> RowMap:
    rows: dict[str, list[int]] = {}
    indptr = np.asarray(old.indptr, dtype=np.int64)
    moved = chunk_map[np.asarray(old.rows, dtype=np.int64)]
    for i, slug in enumerate(old.keys_):
        kept = moved[indptr[i] : indptr[i + 1]]
        if len(kept := kept[kept >= 0]):
            rows[slug] = kept.tolist()
    for slug, local_rows in local.items():
        rows[slug] = sorted({*rows.get(slug, ()), *new_at[np.asarray(local_rows, dtype=np.int64)].tolist()})
    return RowMap.of(rows)


def domain(
    reuse: Reuse, gone: dict[str, Card], gone_chunks: np.ndarray, old: Index, added: list[Card], new_chunks: list[Chunk]
) -> tuple[SortedStrings, np.ndarray]:
    counts = dict(zip(reuse.domain_sources, np.asarray(reuse.domain_counts).tolist()))
    sections: dict[str, list[str]] = {}
    for i in gone_chunks.tolist():
        sections.setdefault(old.chunks.card_slugs[int(old.chunk_card[i])], []).append(old.chunks.sections[i])
    for slug, card in gone.items():
        for t in domain_of(card, sections.get(slug, ())):
            counts[t] -= 1
    new_sections: dict[str, list[str]] = {}
    for ch in new_chunks:
        new_sections.setdefault(ch.card, []).append(ch.section)
    for card in added:
        for t in domain_of(card, new_sections.get(card.slug, ())):
            counts[t] = counts.get(t, 0) + 1
    words = sorted(t for t, n in counts.items() if n > 0)
    return SortedStrings.of(words), np.asarray([counts[w] for w in words], dtype=np.int64)
