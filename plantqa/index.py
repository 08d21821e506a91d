"""The searchable index: chunks, the dense matrix, BM25 postings and the name table.

Everything a question needs is here, in arrays the cache can store as raw .npy
files and memory-map back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from .config import Settings
from .corpus import Card, Chunk, Corpus, chunk_card
from .embed import FeatureSpec, FeatureTable, embed_corpus
from .filters import NameTable, build_name_table
from .gate import FRAMING, PLANT_DOMAIN, STRONG_HARM
from .lexical import Postings, build_postings
from .text import tokenize, words


def feature_spec(settings: Settings) -> FeatureSpec:
    return FeatureSpec(
        dim=settings.dim,
        chars=settings.features == "words+chars",
        ngram_min=settings.char_ngram_min,
        ngram_max=settings.char_ngram_max,
    )


def index_text(card: Card, chunk: Chunk) -> str:
    """What the retrievers see: the card title and section give a bare chunk its subject.

    The heading is written twice: it says what the chunk is about more surely than
    any one sentence (dev hit@1 0.960 -> 0.967, adr/0004).
    """
    return f"{card.title}. {chunk.section}. {chunk.section}.\n{chunk.text}"


class Searchable(Protocol):
    """What the retrieval legs need: chunk ids, the dense matrix, the feature table, postings."""

    @property
    def ids(self) -> list[str]: ...
    @property
    def matrix(self) -> np.ndarray: ...
    @property
    def features(self) -> FeatureTable: ...
    @property
    def postings(self) -> Postings: ...


@dataclass(frozen=True)
class Documents:
    """A bare searchable collection (no cards): what `plantqa eval --collection` ranks."""

    doc_ids: list[str]
    matrix: np.ndarray
    features: FeatureTable
    postings: Postings

    @property
    def ids(self) -> list[str]:
        return self.doc_ids


def index_documents(ids: Sequence[str], texts: Sequence[str], settings: Settings) -> Documents:
    docs = [tokenize(t) for t in texts]
    matrix, table = embed_corpus(docs, feature_spec(settings))
    return Documents(list(ids), matrix, table, build_postings(docs, settings.k1, settings.b))


@dataclass(frozen=True)
class Index:
    root: str
    cards: Mapping[str, Card]
    chunks: Sequence[Chunk]  # sorted by id, so index order breaks ties by id
    matrix: np.ndarray  # float32 (chunks, dim), rows L2-normalised
    features: FeatureTable
    postings: Postings
    names: NameTable
    topic_mentions: Mapping[str, tuple[int, ...]]  # plant slug -> topic chunks naming it
    chunk_card: np.ndarray  # int32 card number per chunk, into card_slugs
    card_slugs: tuple[str, ...]
    topic_chunks: tuple[int, ...]  # chunks of topic cards
    safety_chunks: tuple[int, ...]  # topic chunks that talk about toxicity
    domain_words: frozenset[str]  # words of section headings and topic titles, plus plant words

    @property
    def ids(self) -> list[str]:
        return [c.id for c in self.chunks]

    def card_rows(self, slug: str) -> np.ndarray:
        return np.flatnonzero(self.chunk_card == self.card_slugs.index(slug))

    def knows(self, term: str) -> bool:
        """Whether any chunk contains the content token."""
        vocab = self.postings.vocab
        p = int(np.searchsorted(vocab, term))
        return p < len(vocab) and vocab[p] == term


def build_index(corpus: Corpus, settings: Settings) -> Index:
    chunks = sorted((ch for card in corpus.cards for ch in chunk_card(card, settings.chunk_words)), key=lambda c: c.id)
    cards = {c.slug: c for c in corpus.cards}
    docs = [tokenize(index_text(cards[ch.card], ch)) for ch in chunks]
    matrix, table = embed_corpus(docs, feature_spec(settings))
    names = build_name_table(c for c in corpus.cards if c.kind == "plant")
    card_slugs = tuple(sorted(cards))
    number = {s: i for i, s in enumerate(card_slugs)}
    return Index(
        root=corpus.root,
        cards=cards,
        chunks=chunks,
        matrix=matrix,
        features=table,
        postings=build_postings(docs, settings.k1, settings.b),
        names=names,
        topic_mentions=topic_mentions(chunks, cards, names),
        chunk_card=np.asarray([number[ch.card] for ch in chunks], dtype=np.int32),
        card_slugs=card_slugs,
        domain_words=PLANT_DOMAIN
        | (
            {t for ch in chunks for t in tokenize(ch.section)}
            | {t for c in corpus.cards if c.kind == "topic" for t in tokenize(c.title)}
        )
        - FRAMING,
        topic_chunks=tuple(i for i, ch in enumerate(chunks) if cards[ch.card].kind == "topic"),
        safety_chunks=tuple(
            i for i, (ch, doc) in enumerate(zip(chunks, docs)) if cards[ch.card].kind == "topic" and STRONG_HARM & set(doc)
        ),
    )


def topic_mentions(chunks: Sequence[Chunk], cards: Mapping[str, Card], names: NameTable) -> dict[str, tuple[int, ...]]:
    out: dict[str, list[int]] = {}
    for i, ch in enumerate(chunks):
        if cards[ch.card].kind != "topic":
            continue
        for match in names.match(words(ch.text)):
            for slug in match.cards:
                if not out.get(slug) or out[slug][-1] != i:
                    out.setdefault(slug, []).append(i)
    return {k: tuple(v) for k, v in sorted(out.items())}
