"""Each chunk read once at build time: its tokens numbered for both legs, whether a
general card's chunk talks about harm (the safety list), and the plants it names."""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence
from typing import cast

import numpy as np

from .corpus import Card, Chunk
from .embed import Progress, _quiet
from .index import GENERAL, prefix_pieces
from .lexical import Encoded, Ids
from .lexicon import STRONG_HARM
from .names import NameTable
from .text import TOKENS, WORDS, forms, raw_words, tokenize


class ReadChunks:
    """What read_chunks finds (a plain class, as Extras)."""

    __slots__ = ("encoded", "mentions", "notes", "safety", "topics")

    def __init__(
        self, encoded: Encoded, topics: list[int], notes: list[int], safety: list[int], mentions: dict[str, list[int]]
    ) -> None:
        self.encoded = encoded  # every chunk's tokens, for both legs
        self.topics = topics  # chunks of topic cards and notes
        self.notes = notes  # chunks of notes: never in a safety answer
        self.safety = safety  # topic chunks that talk about toxicity
        self.mentions = mentions  # plant slug -> topic chunks naming it


def read_chunks(chunks: Sequence[Chunk], cards: Mapping[str, Card], names: NameTable, report: Progress = _quiet) -> ReadChunks:
    """Each chunk tokenized once, for both legs, the safety list and the plants it names:
    chunk by chunk, so an incremental update reads the new chunks alone the same way."""
    # notes are searched like the general cards, but never for a safety answer (ADR 0011)
    topics = [i for i, ch in enumerate(chunks) if cards[ch.card].kind in GENERAL]
    notes = [i for i in topics if cards[chunks[i].card].kind == "note"]
    is_topic = np.zeros(len(chunks), dtype=bool)
    is_topic[topics] = True
    safety: list[int] = []  # topic chunks that talk about toxicity, read off the tokens embedded
    mentions = Mentions(names)
    numbers = TokenNumbers(mentions.first_words())
    pieces: dict[str, tuple[list[str], list[int]]] = {}  # a title or heading piece: its tokens, their numbers
    for i, ch in enumerate(chunks):
        if i % 4096 == 0:
            report("reading chunks", i, len(chunks))
        card = cards[ch.card]
        title, section = prefix_pieces(card, ch)
        head_title = pieces.get(title) or pieces.setdefault(title, numbers.of_tokens(tokenize(title)))
        head_section = pieces.get(section) or pieces.setdefault(section, numbers.of_tokens(tokenize(section)))
        raw = raw_words(ch.text)  # read once: its tokens and, on a topic card, its words
        numbers.add([*head_title[1], *head_section[1], *head_section[1]], raw)
        if is_topic[i] and card.kind == "note":  # its title and heading often name its plant
            mentions.scan(i, forms(raw_words(f"{card.title}. {ch.section}. {ch.text}"), WORDS))
        elif is_topic[i]:
            # every raw word of the chunk is numbered by now, so the sets of raw words that
            # start a name or fold to a harm word answer for the chunk without mapping its words
            if not numbers.starting.isdisjoint(raw):
                mentions.scan(i, forms(raw, WORDS))
            if not (
                STRONG_HARM.isdisjoint(head_title[0])
                and STRONG_HARM.isdisjoint(head_section[0])
                and numbers.harmful.isdisjoint(raw)
            ):
                safety.append(i)
    return ReadChunks(numbers.encoded(), topics, notes, safety, mentions.rows)


class TokenNumbers(dict[str, int]):
    """Chunks numbered as lexical.encode numbers their tokens, straight from their raw
    words: a raw word's token number (-1 for a stopword) is found once per distinct word,
    so a chunk costs one C-level map, not a list of tokens and then a map of those.

    Each distinct raw word is also sorted, once, into `harmful` (its token is a strong
    harm word) and `starting` (its word form starts a plant name, of `firsts`): a topic
    chunk is then tested against them as it is, not mapped word by word twice more (a
    fifth of a 100k-chunk build of real text)."""

    def __init__(self, firsts: frozenset[str] = frozenset()) -> None:
        super().__init__()
        self.ids = Ids()
        self.flat = array("i")
        self.lengths = array("q")
        self.firsts = firsts
        self.harmful: set[str] = set()
        self.starting: set[str] = set()

    def __missing__(self, raw: str) -> int:
        token = TOKENS[raw]
        n = self[raw] = self.ids[token] if token else -1
        if token in STRONG_HARM:
            self.harmful.add(raw)
        if WORDS[raw] in self.firsts:
            self.starting.add(raw)
        return n

    def of_tokens(self, tokens: list[str]) -> tuple[list[str], list[int]]:
        return tokens, list(map(self.ids.__getitem__, tokens))

    def add(self, head: list[int], raw: list[str]) -> None:
        self.flat.extend(head)
        self.flat.extend(map(self.__getitem__, raw))
        self.lengths.append(len(head) + len(raw))

    def encoded(self) -> Encoded:
        """The chunks' tokens as lexical.encode gives them: stopwords dropped."""
        flat = np.frombuffer(self.flat, dtype=np.int32)
        kept = flat >= 0
        before = np.zeros(len(kept) + 1, dtype=np.int64)
        np.cumsum(kept, out=before[1:])
        ends = np.zeros(len(self.lengths) + 1, dtype=np.int64)
        np.cumsum(np.frombuffer(self.lengths, dtype=np.int64), out=ends[1:])
        return Encoded(list(self.ids), flat[kept].copy(), before[ends])


class Mentions:
    """The topic chunks naming each plant, gathered chunk by chunk from their words
    (text.words). A chunk holding no word a name starts with cannot name one: a set test
    in C rules out most chunks before the phrase match."""

    def __init__(self, names: NameTable) -> None:
        self.names, self._firsts = names, cast("frozenset[str] | None", None)
        self.rows: dict[str, list[int]] = {}

    def first_words(self) -> frozenset[str]:
        """Every word a name starts with (a few thousand), as a set."""
        return frozenset(self.names.firsts)

    def _named(self, toks: list[str]) -> bool:
        """Whether any token starts a name. A table read from the cache (an update, a few
        chunks) is searched; one built here is turned into a set once (a build, all chunks)."""
        firsts = self.names.firsts
        if firsts.crcs is not None:
            return any(p >= 0 for p in firsts.find_all(toks)) if toks else False
        if self._firsts is None:
            self._firsts = frozenset(firsts)
        return not self._firsts.isdisjoint(toks)

    def scan(self, i: int, toks: list[str]) -> None:
        if not self._named(toks):
            return
        out = self.rows
        for match in self.names.match(toks):
            for slug in match.cards:
                if not out.get(slug) or out[slug][-1] != i:
                    out.setdefault(slug, []).append(i)
