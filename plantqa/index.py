"""The searchable index: chunks, the dense matrix, BM25 postings and the name table.

Everything a question needs is here, in arrays the cache can store as raw .npy
files and memory-map back.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping, Sequence
from typing import NamedTuple, Protocol

import numpy as np

from .config import Settings
from .corpus import Card, Chunk, Corpus, chunk_card
from .embed import FeatureSpec, FeatureTable, Progress, _quiet, embed_corpus
from .filters import NameTable, build_name_table
from .gate import FRAMING, PLANT_DOMAIN, STRONG_HARM
from .lexical import Postings, build_postings, encode
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


class Strings(Sequence[str]):
    """Read-only strings stored as one UTF-8 byte array plus offsets: cheap to save,
    memory-map and index, and nothing is decoded until it is asked for."""

    def __init__(self, blob: np.ndarray, offsets: np.ndarray) -> None:
        self.blob, self.offsets = blob, offsets

    @classmethod
    def of(cls, items: Sequence[str]) -> Strings:
        encoded = [s.encode("utf-8") for s in items]
        offsets = np.zeros(len(encoded) + 1, dtype=np.int64)
        np.cumsum([len(e) for e in encoded], out=offsets[1:])
        return cls(np.frombuffer(b"".join(encoded), dtype=np.uint8), offsets)

    def __len__(self) -> int:
        return len(self.offsets) - 1

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        return bytes(self.blob[self.offsets[i] : self.offsets[i + 1]]).decode("utf-8")


class ChunkTable(Sequence[Chunk]):
    """Chunks sorted by id, held as string tables; a Chunk is built when indexed."""

    def __init__(self, ids: Strings, sections: Strings, texts: Strings, card: np.ndarray, card_slugs: Sequence[str]):
        self.ids, self.sections, self.texts, self.card, self.card_slugs = ids, sections, texts, card, tuple(card_slugs)

    @classmethod
    def of(cls, chunks: Sequence[Chunk], card_slugs: Sequence[str]) -> ChunkTable:
        number = {s: i for i, s in enumerate(card_slugs)}
        return cls(
            Strings.of([c.id for c in chunks]),
            Strings.of([c.section for c in chunks]),
            Strings.of([c.text for c in chunks]),
            np.asarray([number[c.card] for c in chunks], dtype=np.int32),
            card_slugs,
        )

    def __len__(self) -> int:
        return len(self.ids)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        return Chunk(self.ids[i], self.card_slugs[int(self.card[i])], self.sections[i], self.texts[i])

    def position(self, chunk_id: str) -> int:
        """Where a chunk id sits (binary search: ids are sorted)."""
        lo, hi = 0, len(self.ids)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.ids[mid] < chunk_id:
                lo = mid + 1
            else:
                hi = mid
        if lo == len(self.ids) or self.ids[lo] != chunk_id:
            raise KeyError(chunk_id)
        return lo


class Searchable(Protocol):
    """What the retrieval legs need: chunk ids, the dense matrix, the feature table, postings."""

    @property
    def ids(self) -> Sequence[str]: ...
    @property
    def matrix(self) -> np.ndarray: ...
    @property
    def features(self) -> FeatureTable: ...
    @property
    def postings(self) -> Postings: ...


class Documents(NamedTuple):
    """A bare searchable collection (no cards): what `plantqa eval --collection` ranks."""

    doc_ids: list[str]
    matrix: np.ndarray
    features: FeatureTable
    postings: Postings

    @property
    def ids(self) -> list[str]:
        return self.doc_ids


def index_documents(ids: Sequence[str], texts: Sequence[str], settings: Settings) -> Documents:
    encoded = encode([tokenize(t) for t in texts])
    matrix, table = embed_corpus(encoded, feature_spec(settings))
    return Documents(list(ids), matrix, table, build_postings(encoded, settings.k1, settings.b))


class Index(NamedTuple):
    root: str
    cards: Mapping[str, Card]
    chunks: ChunkTable  # sorted by id, so index order breaks ties by id
    matrix: np.ndarray  # float32 (chunks, dim), rows L2-normalised
    features: FeatureTable
    postings: Postings
    names: NameTable
    topic_mentions: Mapping[str, tuple[int, ...]]  # plant slug -> topic chunks naming it
    card_slugs: tuple[str, ...]
    topic_chunks: tuple[int, ...]  # chunks of topic cards
    safety_chunks: tuple[int, ...]  # topic chunks that talk about toxicity
    domain_words: frozenset[str]  # words of section headings and topic titles, plus plant words

    @property
    def ids(self) -> Strings:
        return self.chunks.ids

    @property
    def chunk_card(self) -> np.ndarray:
        """Card number (into card_slugs) of every chunk."""
        return self.chunks.card

    def position(self, chunk_id: str) -> int:
        return self.chunks.position(chunk_id)

    def card_rows(self, slug: str) -> np.ndarray:
        number = bisect.bisect_left(self.card_slugs, slug)  # card_slugs is sorted
        if number == len(self.card_slugs) or self.card_slugs[number] != slug:
            raise KeyError(slug)
        return np.flatnonzero(self.chunk_card == number)

    def knows(self, term: str) -> bool:
        """Whether any chunk contains the content token."""
        return self.postings.doc_freq(term) > 0


def build_index(corpus: Corpus, settings: Settings, progress: Progress | None = None) -> Index:
    chunks = sorted((ch for card in corpus.cards for ch in chunk_card(card, settings.chunk_words)), key=lambda c: c.id)
    cards = {c.slug: c for c in corpus.cards}
    docs = [tokenize(index_text(cards[ch.card], ch)) for ch in chunks]
    encoded = encode(docs)
    matrix, table = embed_corpus(encoded, feature_spec(settings), progress or _quiet)
    names = build_name_table(c for c in corpus.cards if c.kind == "plant")
    card_slugs = tuple(sorted(cards))
    return Index(
        root=corpus.root,
        cards=cards,
        chunks=ChunkTable.of(chunks, card_slugs),
        matrix=matrix,
        features=table,
        postings=build_postings(encoded, settings.k1, settings.b),
        names=names,
        topic_mentions=topic_mentions(chunks, cards, names),
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
