"""The searchable index: chunks, the dense vectors, BM25 postings and the name table.

Everything a question needs is here, in arrays the cache can store as raw .npy
files and memory-map back.
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, BinaryIO, NamedTuple, Protocol

import numpy as np

from .config import Settings
from .corpus import Card, Chunk, Corpus, chunk_card
from .embed import FeatureSpec, FeatureTable, Progress, _quiet, embed_corpus, embed_into
from .lexical import Postings, build_postings, counted_postings, encode, stemmed
from .lexicon import FRAMING, PLANT_DOMAIN
from .names import NameTable
from .tables import RowMap, SortedStrings, Strings
from .text import tokenize

if TYPE_CHECKING:
    from pathlib import Path


GENERAL = ("topic", "note")  # cards about no one plant: searched when a question names none


def feature_spec(settings: Settings) -> FeatureSpec:
    return FeatureSpec(
        dim=settings.dim,
        chars=settings.features != "words",
        ngram_min=settings.char_ngram_min,
        ngram_max=settings.char_ngram_max,
        word_weight=settings.word_weight,
        doc_idf=settings.dense_idf == "corpus",
        bigrams=settings.features == "words+chars+bigrams",
        stemmer=settings.stemmer,
    )


def index_text(card: Card, chunk: Chunk) -> str:
    """What the retrievers see: the card title and section give a bare chunk its subject.

    The heading is written twice: it says what the chunk is about more surely than
    any one sentence (dev hit@1 0.960 -> 0.967, adr/0004).
    """
    return f"{index_prefix(card, chunk)}{chunk.text}"


def index_prefix(card: Card, chunk: Chunk) -> str:
    """The part of index_text before the chunk's own text. Each piece ends in a full stop
    and a space or newline, where no token, no NFKC composition and no apostrophe rule
    reaches across, so index_text's tokens are its pieces' followed by the text's
    (property-tested): a build tokenizes each title and each heading once, not per chunk."""
    title, section = prefix_pieces(card, chunk)
    return f"{title} {section} {section}\n"


def prefix_pieces(card: Card, chunk: Chunk) -> tuple[str, str]:
    """index_prefix's title piece and heading piece (written twice), each with its full stop."""
    title = f"{card.title} {' '.join(card.tags)}" if card.tags else card.title  # a note's tags and aliases
    return f"{title}.", f"{chunk.section}."


class ChunkTable(Sequence[Chunk]):
    """Chunks sorted by id, held as string tables; a Chunk is built when indexed."""

    def __init__(self, ids: SortedStrings, sections: Strings, texts: Strings, card: np.ndarray, card_slugs: Sequence[str]):
        self.ids, self.sections, self.texts, self.card, self.card_slugs = ids, sections, texts, card, card_slugs

    @classmethod
    def of(cls, chunks: Sequence[Chunk], card_slugs: Sequence[str]) -> ChunkTable:
        number = {s: i for i, s in enumerate(card_slugs)}
        return cls(
            SortedStrings.of([c.id for c in chunks]),  # chunks come sorted by id
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
        i = self.ids.find(chunk_id)
        if i < 0:
            raise KeyError(chunk_id)
        return i


class Searchable(Protocol):
    """What the retrieval legs need: chunk ids, the dense vectors, the feature table, postings."""

    @property
    def ids(self) -> Sequence[str]: ...
    @property
    def buckets(self) -> np.ndarray: ...
    @property
    def features(self) -> FeatureTable: ...
    @property
    def postings(self) -> Postings: ...


class Documents(NamedTuple):
    """A bare searchable collection (no cards): what `plantqa eval --collection` ranks."""

    doc_ids: list[str]
    buckets: np.ndarray
    features: FeatureTable
    postings: Postings

    @property
    def ids(self) -> list[str]:
        return self.doc_ids


def index_documents(ids: Sequence[str], texts: Sequence[str], settings: Settings) -> Documents:
    encoded = encode([tokenize(t) for t in texts])
    buckets, table = embed_corpus(encoded, feature_spec(settings))
    return Documents(list(ids), buckets, table, build_postings(encoded, settings.k1, settings.b, settings.stemmer))


class Index(NamedTuple):
    root: str
    cards: Mapping[str, Card]
    chunks: ChunkTable  # sorted by id, so index order breaks ties by id
    buckets: np.ndarray  # float32 (dim, chunks): bucket-major, each chunk's vector L2-normalised
    features: FeatureTable
    postings: Postings
    names: NameTable
    topic_mentions: RowMap  # plant slug -> topic chunks naming it
    card_slugs: SortedStrings
    topic_chunks: np.ndarray  # chunks of topic cards
    safety_chunks: np.ndarray  # topic chunks that talk about toxicity
    domain_words: SortedStrings  # words of section headings and topic titles, plus plant words
    note_chunks: np.ndarray = np.zeros(0, dtype=np.int64)  # chunks of notes: never in a safety answer
    sources: tuple[tuple[str, str], ...] = ()  # (label, folder) of every folder searched, in order

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
        number = self.card_slugs.find(slug)
        if number < 0:
            raise KeyError(slug)
        return np.flatnonzero(self.chunk_card == number)

    def card_uses(self, slug: str, token: str) -> bool:
        """Whether any chunk of the card contains the content token (one term's postings)."""
        p = self.postings.vocab.find(self.postings.term(token))
        number = self.card_slugs.find(slug)
        if p < 0 or number < 0:
            return False
        rows, _ = self.postings.postings(p)
        return bool(np.any(self.chunk_card[rows] == number))

    def folder_of(self, card: Card) -> str:
        """The folder a card was read from (its path is relative to it)."""
        return next((folder for label, folder in self.sources if label == card.source), self.root)

    def knows(self, term: str) -> bool:
        """Whether any chunk contains the content token."""
        return self.postings.doc_freq(term) > 0


def build_index(
    corpus: Corpus, settings: Settings, progress: Progress | None = None, vectors_file: str | Path | None = None
) -> Index:
    """Index a corpus. With `vectors_file`, the dense vectors are written there batch by batch
    and memory-mapped back instead of held in memory (ADR 0007)."""
    return build(corpus, settings, progress, vectors_file)[0]


class Extras:
    """What a build keeps beside the index so that a later one can update it file by file
    (incremental.py): nothing a question reads. (A plain class: a NamedTuple here cost every
    warm start ~1M instructions of ForwardRef compiling.)"""

    __slots__ = ("domain", "lengths", "tf", "vector_crcs")

    def __init__(
        self, tf: np.ndarray, lengths: np.ndarray, domain: dict[str, int], vector_crcs: np.ndarray | None = None
    ) -> None:
        self.tf = tf  # int32 term frequency of every posting, aligned with postings.indices
        self.lengths = lengths  # int64 tokens of every chunk (BM25's document lengths)
        self.domain = domain  # heading and topic-title token -> how many cards give it
        self.vector_crcs = vector_crcs  # crc32 of every chunk's vector (vector_crcs), when streamed


def vector_crcs(rows: np.ndarray) -> np.ndarray:
    """crc32 of each document's float32 vector (a row of documents x dim): what the cache
    checks the bucket-major file against, column by column, so an update that moves
    columns carries their checksums along instead of reading 0.3 GB again."""
    rows = np.ascontiguousarray(rows, dtype=np.float32)
    return np.fromiter((zlib.crc32(r) for r in rows), dtype=np.uint32, count=len(rows))


def build(
    corpus: Corpus, settings: Settings, progress: Progress | None = None, vectors_file: str | Path | None = None
) -> tuple[Index, Extras]:
    """build_index, and the Extras the cache keeps for incremental updates. The cyclic
    collector is off meanwhile: a build makes millions of objects and no cycles, and the
    collector's passes over them were ~0.5 s of a 100k-chunk build."""
    import gc

    collecting = gc.isenabled()
    gc.disable()
    try:
        return _build(corpus, settings, progress, vectors_file)
    finally:
        if collecting:
            gc.enable()


def _build(
    corpus: Corpus, settings: Settings, progress: Progress | None, vectors_file: str | Path | None
) -> tuple[Index, Extras]:
    chunks = sorted((ch for card in corpus.cards for ch in chunk_card(card, settings.chunk_words)), key=lambda c: c.id)
    cards = {c.slug: c for c in corpus.cards}
    report = progress or _quiet
    from .chunk_tokens import read_chunks  # build-time reading: not loaded by a warm question
    from .name_table import build_name_table

    names = build_name_table(c for c in corpus.cards if c.kind == "plant")
    read = read_chunks(chunks, cards, names, report)
    from .doc_features import term_counts

    counted = term_counts(stemmed(read.encoded, settings.stemmer))  # once, for both legs
    spec = feature_spec(settings)
    crcs: list[np.ndarray] = []
    if vectors_file is None:
        buckets, table = embed_corpus(counted, spec, report)
    else:
        with bucket_writer(vectors_file, spec.dim, len(chunks)) as put:

            def keep(rows: np.ndarray) -> None:
                crcs.append(vector_crcs(rows))
                put(rows)

            table = embed_into(counted, spec, keep, report)
        buckets = np.load(vectors_file, mmap_mode="r", allow_pickle=False)
    report("writing the index", len(chunks), len(chunks))
    postings, tf, lengths = counted_postings(counted, settings.k1, settings.b, settings.stemmer)
    domain = domain_counts(corpus.cards, chunks)
    index = Index(
        root=corpus.root,
        cards=cards,
        chunks=ChunkTable.of(chunks, SortedStrings.of_set(cards)),
        buckets=buckets,
        features=table,
        postings=postings,
        names=names,
        topic_mentions=RowMap.of(read.mentions),
        card_slugs=SortedStrings.of_set(cards),
        domain_words=domain_table(domain),
        topic_chunks=np.asarray(read.topics, dtype=np.int64),
        safety_chunks=np.asarray(read.safety, dtype=np.int64),
        note_chunks=np.asarray(read.notes, dtype=np.int64),
    )
    return index, Extras(tf, lengths, domain, np.concatenate(crcs) if crcs else None)


def card_domain(card: Card, sections: Iterable[str], memo: dict[str, list[str]] | None = None) -> set[str]:
    """The domain words a card gives: the tokens of its chunks' headings, and of its title
    when it is a topic card."""
    memo = {} if memo is None else memo
    out: set[str] = set()
    for section in sections:
        toks = memo.get(section)
        if toks is None:
            toks = memo[section] = tokenize(section)
        out.update(toks)
    if card.kind == "topic":
        out.update(tokenize(card.title))
    return out


def domain_counts(cards: Iterable[Card], chunks: Sequence[Chunk]) -> dict[str, int]:
    """How many cards give each domain word (card_domain): counts, so an update can take a
    removed card's words away."""
    sections: dict[str, list[str]] = {}
    for ch in chunks:
        sections.setdefault(ch.card, []).append(ch.section)
    counts: dict[str, int] = {}
    memo: dict[str, list[str]] = {}
    for card in cards:
        for t in card_domain(card, sections.get(card.slug, ()), memo):
            counts[t] = counts.get(t, 0) + 1
    return counts


def domain_table(counts: Mapping[str, int]) -> SortedStrings:
    """Words of section headings and topic titles, plus plant words, less the framing words."""
    return SortedStrings.of_set(PLANT_DOMAIN | ({t for t, n in counts.items() if n > 0} - FRAMING))


@contextmanager
def bucket_writer(path: str | Path, dim: int, n: int, block: int = 4096) -> Iterator[Callable[[np.ndarray], None]]:
    """A bucket-major float32 .npy file of shape (dim, n), filled by batches of document
    vectors (documents x dim) in document order, without the array in memory: batches are
    gathered, transposed, into a block of `block` documents, and each full block lands as
    one short run in every bucket's row (one write per bucket and block, however small
    the batches)."""
    item = np.dtype(np.float32).itemsize
    with open(path, "wb") as f:
        header = {"descr": np.lib.format.dtype_to_descr(np.dtype(np.float32)), "fortran_order": False, "shape": (dim, n)}
        np.lib.format.write_array_header_1_0(f, header)
        start = f.tell()
        f.truncate(start + dim * n * item)
        f.flush()
        fd, filled, held = f.fileno(), 0, 0  # vectors received; of them, those in `gathered` and not yet written
        gathered = np.empty((dim, min(block, n)), dtype=np.float32)

        def flush() -> None:
            nonlocal held
            for bucket in range(dim):
                pwrite_all(fd, gathered[bucket, :held].data, start + (bucket * n + filled - held) * item)
            held = 0

        def put(rows: np.ndarray) -> None:
            nonlocal filled, held
            if rows.shape[1] != dim or filled + len(rows) > n:
                raise ValueError(f"{path}: batch of shape {rows.shape} does not fit ({filled} of {n} written)")
            done = 0
            while done < len(rows):
                take = min(len(rows) - done, gathered.shape[1] - held)
                for lo in range(done, done + take, 64):  # transposed 64 rows at a time: 2.4x faster than at once
                    hi = min(lo + 64, done + take)
                    gathered[:, held + lo - done : held + hi - done] = rows[lo:hi].T
                held, filled, done = held + take, filled + take, done + take
                if held == gathered.shape[1]:
                    flush()

        yield put
        if held:
            flush()
        if filled != n:
            raise ValueError(f"{path}: {filled} of {n} vectors written")


def pwrite_all(fd: int, data: memoryview, at: int) -> None:
    """os.pwrite until every byte is written (a regular file may take fewer at once)."""
    data = data.cast("B")
    while data:
        done = os.pwrite(fd, data, at)
        data, at = data[done:], at + done


@contextmanager
def npy_writer(path: str | Path, dtype: type, shape: tuple[int, ...]) -> Iterator[BinaryIO]:
    """A .npy file opened after its header, for rows written in order: np.save without
    the whole array in memory. The caller must write exactly `shape` worth of bytes."""
    with open(path, "wb") as f:
        header = {"descr": np.lib.format.dtype_to_descr(np.dtype(dtype)), "fortran_order": False, "shape": shape}
        np.lib.format.write_array_header_1_0(f, header)
        start = f.tell()
        yield f
        written, expected = f.tell() - start, int(np.prod(shape)) * np.dtype(dtype).itemsize
        if written != expected:
            raise ValueError(f"{path}: {written} bytes written for {expected}")
