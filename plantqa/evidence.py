"""What the gate knows of a question's subject once its chunks are found: the subject's
idf weights, the words of the chunks that ground it (a named plant's whole card), which of
them lie outside plant names, and which the user's notes hold. plantqa.gate's subject rules
(unknown_subject, uncovered) read this record; split from gate.py.
"""

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from . import lexicon as lx
from .answer import Support
from .corpus import Chunk
from .index import Index, index_text
from .lexical import idf_of, unseen_idf
from .names import covered, words_of
from .retrieve import Search
from .text import STOPWORDS, same_word, tokenize, words


def chunk_token_set(index: Index, chunk: Chunk, known: dict[str, frozenset[str]] | None = None) -> frozenset[str]:
    """The tokens of a chunk as the retrievers see it (title and heading included); `known`
    holds those the gate's walk already made, so no chunk is tokenized twice a question."""
    if known is not None and chunk.id in known:
        return known[chunk.id]
    return frozenset(tokenize(index_text(index.cards[chunk.card], chunk)))


class Evidence(NamedTuple):
    """What the gate knows about the question's subject after retrieval."""

    named: bool  # the species filter found a plant name or a group
    partial: Sequence[str]  # question words that belong to a plant name but named no plant
    weights: Mapping[str, float]  # idf of each subject word outside matched names (unseen words weigh most)
    support_words: frozenset[str]  # words of the supporting chunks
    topic_free_words: frozenset[str]  # words of supporting topic chunks outside any plant name
    on_topic: bool = False  # a word of the corpus's headings or a plant word, besides the name
    show: Callable[[str], str] = str  # folded words back to the question's own spelling, for messages
    known: frozenset[str] = frozenset()  # subject words some card uses
    groups: frozenset[str] = frozenset()  # groups asked about that hold no card ("is my palm safe" in a corpus without palms)
    note_words: frozenset[str] = frozenset()  # words of supporting notes, names and all: the user's own subjects
    plain: Callable[[str], bool] = lambda _w: False  # a word some card uses outside a plant's name ("carpet", "foot")


def coverage(ev: Evidence) -> float:
    """Share of the subject's idf weight (words of matched names aside) the supporting chunks hold."""
    total = sum(ev.weights.values())
    if not total:
        return 1.0
    return sum(w for word, w in ev.weights.items() if same_word(word, ev.support_words)) / total


def free_words(index: Index, text: str) -> set[str]:
    """Content words of a text that are not part of a plant name in it."""
    toks = words(text)
    inside = covered(index.names.match(toks))
    return {t for i, t in enumerate(toks) if i not in inside and t not in STOPWORDS}


# How many chunks holding a word are read to find it used outside a name: a word of common
# prose shows so in its first few; the bound keeps a refusal's cost flat at any corpus size
PLAIN_SCAN = 64


def used_plainly(index: Index, word: str) -> bool:
    """Whether some card uses the word outside a plant's name ("a pot on the carpet", "the
    coat of a seed"): such a word of a name ("carpet bugle", "Joseph's coat") names no plant
    alone ("fleas in the carpet", "does my greyhound need a coat"). A word only names use
    ("goldfish", "jessamine") still may."""
    postings = index.postings
    p = postings.vocab.find(postings.term(word))
    if p < 0:
        return False
    rows = postings.postings(p)[0][:PLAIN_SCAN]
    return any(word in free_words(index, index.chunks[int(r)].text) for r in rows)


def evidence_for(
    index: Index, search: Search, support: Sequence[Support], known: dict[str, frozenset[str]] | None = None
) -> Evidence:
    """What the gate's subject rules need to know about the question and its support."""
    reading = search.reading
    name_words = set(words_of(reading.matches))
    # in a care question a kind with cards is grounded as a name is: "mealybugs on my cacti"
    kinds = frozenset() if reading.toxicity else {g for g in reading.groups if index.names.members(g)}
    n_docs = index.postings.n_docs
    partial = [w for w in index.names.unmatched_name_words(reading.words, reading.matches) if w in reading.subject]
    # a named plant's whole card grounds the question, not only the chunks quoted
    grounding = {s.chunk.id: s.chunk for s in support}
    for slug in reading.named:
        grounding.update((ch.id, ch) for ch in map(index.chunks.__getitem__, index.card_rows(slug).tolist()))
    return Evidence(
        show=reading.show,
        named=bool(search.cards),
        # a care topic besides the name: a heading's word, a garden pest ("slugs eating my hostas")
        # a plant's young, the cards' Propagation ("my snake plant has babies"), or a symptom in
        # the cards' word ("my echeveria is going mushy": lexicon.SYMPTOMS)
        # or a state said of the plant in a card's word ("the trunk is going soft": symptoms.states)
        on_topic=any(
            t in index.domain_words or t in lx.TOPIC_WORDS or t in lx.SAME_TOPIC_WORDS
            for t in reading.tokens
            if t not in name_words
        )
        or bool(reading.states),
        partial=partial,
        plain=lambda w: used_plainly(index, w),  # read only where a refusal turns on it
        weights={
            w: idf_of(index.postings, w) or unseen_idf(n_docs)
            for w in reading.subject
            if w not in name_words and w not in kinds and not (reading.named and (w in lx.GENERIC or w in lx.KEEP_BEFORE))
        },
        support_words=frozenset().union(*(chunk_token_set(index, ch, known) for ch in grounding.values())),
        topic_free_words=frozenset(
            t for s in support if index.cards[s.chunk.card].kind == "topic" for t in free_words(index, s.chunk.text)
        ),
        known=frozenset(w for w in reading.subject if index.knows(w)),
        groups=frozenset(g for g in reading.groups if not index.names.members(g)),
        note_words=frozenset(
            t
            for s in support
            if index.cards[s.chunk.card].kind == "note"
            for t in words(index_text(index.cards[s.chunk.card], s.chunk))
        ),
    )
