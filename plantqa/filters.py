"""The species filter and near-duplicate removal.

The filter restricts both retrieval legs to the cards the question names (and the
topic chunks that name them): an answer about pothos is read from pothos's card,
never from a neighbour that happens to score higher. A question that names no
plant is answered from the topic cards. Dedupe collapses near-identical chunks
(Jaccard of token sets) to the better-ranked one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence

import numpy as np

from . import lexicon as lx
from .index import Index
from .reading import Reading
from .text import tokenize


def answer_cards(index: Index, reading: Reading) -> list[str]:
    """The cards a question's answer may come from: the plants it names, then, for a safety
    question, the cards of the groups it names ("are succulents safe": every card of the
    group). A care question about a group ("what soil for succulents") is one for the
    general cards, not for one member's card."""
    cards = list(reading.named)
    for group in reading.groups if reading.toxicity else ():
        cards.extend(c for c in index.names.members(group) if c in index.cards)
    return list(dict.fromkeys(cards))


def scope(index: Index, reading: Reading) -> np.ndarray | None:
    """Which chunks the legs may rank: the answer cards and the topic chunks naming them;
    with none named, the topic cards (a safety question: those that talk about toxicity);
    None (everything) for a corpus of plant cards only. A note is a topic chunk here, but
    never one a safety question may rank."""
    cards = answer_cards(index, reading)
    if cards:
        allowed = np.zeros(len(index.chunks), dtype=bool)
        own = [index.card_rows(slug) for slug in cards]
        for slug, rows in zip(cards, own):
            allowed[rows] = True
            if slug in index.topic_mentions:
                allowed[index.topic_mentions[slug]] = True
        for slug in symptom_cards(index, reading, own):  # "tiny webs under the leaves of my schefflera"
            allowed[index.card_rows(slug)] = True
        if reading.toxicity and len(index.note_chunks):  # a note never speaks to a finding (ADR 0011)
            allowed[index.note_chunks] = False
        if not reading.toxicity:  # a care question asks no question of harm: "insects on my african violet flowers"
            for rows in own:
                harm = [int(i) for i in rows if index.chunks[int(i)].section.lower() == "toxicity"]
                if len(harm) < len(rows):  # a card of its listing alone keeps it, to say it lacks the topic
                    allowed[harm] = False
        return allowed
    if len(index.topic_chunks):
        # one plant's card is no answer to a general question, and never a source for a verdict
        allowed = np.zeros(len(index.chunks), dtype=bool)
        allowed[index.safety_chunks if reading.toxicity else index.topic_chunks] = True
        for slug in kind_topic_cards(index, reading):  # "yellow leaves on my ferns": Yellow leaves alone
            allowed[index.card_rows(slug)] = False
        return allowed
    return None


def for_another_animal(index: Index, row: int, animals: Sequence[str]) -> bool:
    """The chunk at `row` is a general card's whose title names only other animals than those
    asked about: "Lilies and cats" is no answer for a dog ("what common garden plants are
    toxic to dogs" opened with its daylilies line)."""
    if not animals:
        return False
    card = index.cards[index.card_slugs[int(index.chunk_card[row])]]
    if card.kind != "topic":
        return False
    told = {lx.ANIMAL_WORDS[t] for t in tokenize(card.title) if t in lx.ANIMAL_WORDS}
    return bool(told) and not told & set(animals)


def kind_topic_cards(index: Index, reading: Reading) -> list[str]:
    """The topic cards a care question about a kind must not be answered from: all but
    those whose title and headings say at least half of what it asks, the kind's own word
    aside. Ranked over every topic card, the kind's word outweighed the topic's ("how often
    should i water my succulents" got Mealybugs' "the leaf bases of succulents"). None are
    left out when no card's title or headings say it."""
    if reading.toxicity or reading.named or not reading.groups:
        return []
    from .care import care_topic, same_topic, topic_slugs

    topic = care_topic(reading) - set(reading.groups) - lx.PARTS  # a part heads "Stem cuttings", no topic
    heads: dict[str, set[str]] = {}
    for i in index.topic_chunks.tolist():
        slug = index.card_slugs[int(index.chunk_card[i])]
        heads.setdefault(slug, set(tokenize(index.cards[slug].title))).update(tokenize(index.chunks[i].section))
    held = {slug: sum(bool(same_topic(frozenset({t})) & words) for t in topic) for slug, words in heads.items()}
    said = {slug for slug, n in held.items() if n and 2 * n >= len(topic)}
    if not topic or not said:
        return []
    return [slug for slug in topic_slugs(index) if slug not in said and index.cards[slug].kind == "topic"]  # notes stay


def symptom_cards(index: Index, reading: Reading, own: Sequence[np.ndarray]) -> list[str]:
    """The general cards a care question about a named plant may need beside the plant's
    own: those with a passage that holds what it describes ("little black flies around the
    soil": Fungus gnats' Signs) in a word the plant's own card (`own`, its rows) never uses
    (care.topic_cards_holding)."""
    if reading.toxicity or not reading.named or not len(index.topic_chunks):
        return []
    from .care import care_topic, topic_cards_holding

    topic = care_topic(reading)
    held = topic_cards_holding(index, topic, np.concatenate(own))
    # a card whose title says what is asked is the one ("turning yellow": Yellow leaves, not Underwatering)
    titled = [slug for slug in held if topic & set(tokenize(index.cards[slug].title))]
    return titled or held


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def dedupe_lazily(
    ranked: Sequence[str], tokens: Callable[[str], frozenset[str]], threshold: float
) -> Iterator[tuple[str, str | None]]:
    """Walk ranked ids, yielding each with the better-ranked kept id it duplicates (Jaccard of
    token sets >= threshold), or None when it is kept. Lazy, so a caller may stop early."""
    kept: list[str] = []
    for doc in ranked:
        mine = tokens(doc)
        twin = next((k for k in kept if jaccard(mine, tokens(k)) >= threshold), None)
        if twin is None:
            kept.append(doc)
        yield doc, twin


def dedupe(ranked: Sequence[str], token_sets: Mapping[str, frozenset[str]], threshold: float) -> tuple[list[str], dict[str, str]]:
    """Drop chunks whose token set is >= threshold Jaccard-similar to a better-ranked kept one.

    Returns the kept ids in order and, for each dropped id, the kept id it duplicated.
    """
    kept: list[str] = []
    dropped: dict[str, str] = {}
    for doc, twin in dedupe_lazily(ranked, token_sets.__getitem__, threshold):
        if twin is None:
            kept.append(doc)
        else:
            dropped[doc] = twin
    return kept, dropped
