"""Care questions: what a care question asks about, and the general cards that may answer it.

A care question about a named plant whose card never touches its topic ("thrips
on my weeping fig") is answered from a general card whose title names the topic,
with a note saying so, or refused saying what the cards lack.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from . import lexicon as lx
from .answer import Result, Support
from .config import Settings
from .corpus import Chunk
from .index import Index
from .lexing import CAUSING
from .names import words_of
from .reading import Reading
from .symptoms import STATE_FILLERS
from .text import STOPWORDS, keyed, sentences, tokenize


def care_topic(reading: Reading) -> frozenset[str]:
    """What a care question asks about: its words but the plant's name, framing and words
    any plant question shares ("leaf"), where it stands ("outside"), and a verb of becoming
    before the state it comes to ("turning yellow" asks about yellow, not about turning the
    pot; "gone so floppy" about flopping)."""
    ws = reading.words
    becoming = {w for i, w in enumerate(ws[:-1]) if w in lx.BECOMING and _state_after(ws, i + 1)}
    # where the plant stands is no topic ("keep my basil alive outside": no card's line on "outside")
    return frozenset(reading.tokens) - set(words_of(reading.matches)) - lx.FRAMING - lx.ANY_PLANT - lx.PLACES - becoming


def _state_after(ws: Sequence[str], k: int) -> bool:
    """A content word (a colour, "soft") at k, past words of degree ("so", "a bit"): a state."""
    while k < len(ws) and ws[k] in STATE_FILLERS:
        k += 1
    return k < len(ws) and bool(ws[k]) and ws[k] not in STOPWORDS


def same_topic(topic: frozenset[str]) -> frozenset[str]:
    """The words plus those that name the same care topic ("feed" -> fertilize)."""
    return topic.union(*(group for group in lx.SAME_TOPIC if group & topic))


def beside_the_point(reading: Reading, asked: frozenset[str], chosen: Sequence[tuple[str, Chunk]]) -> bool:
    """A care question about a named plant whose every quote misses what it asks (`asked`,
    its care_topic): "how often should i fertilize my zz plant" once got the Water section,
    "thrips on my weeping fig" its temperature line. A quote counts if it, or its section
    heading, uses one of those words. A part where a symptom sits is not what is asked when
    more is: "brown bumps on my schefflera stems" asks about the bumps, and the card's "long
    bare stems" in low light is no answer; "overwinter dahlia tubers" asks about the tubers."""
    if reading.toxicity or not reading.named or not asked:
        return False
    wanted = keyed(same_topic(asked - where_it_sits(reading) or asked))  # "divide" by "divided" (text.silent_e)
    return not any(wanted & keyed(tokenize(f"{chunk.section} {sentence}")) for sentence, chunk in chosen)


PLACING = frozenset("on along under underneath at around between across near".split())
BEFORE_A_PART = frozenset("my the its his her our your their a an of".split())


def where_it_sits(reading: Reading) -> frozenset[str]:
    """The plant parts a care question names as where something is: after "on", "along",
    "under" ..., with only a determiner or the plant's name between ("on my schefflera stems")."""
    ws, names = reading.words, set(words_of(reading.matches))
    out = set()
    for i, w in enumerate(ws):
        if w in lx.PARTS:
            k = i - 1
            while k >= 0 and (ws[k] in BEFORE_A_PART or ws[k] in names):
                k -= 1
            if k >= 0 and ws[k] in PLACING:
                out.add(w)
    return frozenset(out)


def titled(index: Index, topic: frozenset[str], cards: Sequence[str]) -> frozenset[str]:
    """Of the topic cards among `cards`, those whose whole title the question names: "how
    to raise humidity for tropical plants in a dry flat" names Humidity, and Brown leaf tips'
    "dry-air tips" line must not lead its answer; "repot" names Repotting. Half a title is
    not enough: every pest card says "insects", so "tiny green insects on the new growth"
    does not name Scale insects, nor "water" Watering basics (measured: half led Scale
    insects over Aphids). Words any plant question shares ("leaves") are no part of a title.
    A title of two topics joined by "and" is named by either one of two words or more named
    in full ("my plant has root rot": Overwatering and root rot); one word is not enough
    ("cats" names no Lilies and cats). A topic that is all inside a title, its head first,
    names it too (`heads_title`)."""
    wanted = same_topic(topic)
    out = set()
    for slug in dict.fromkeys(cards):
        card = index.cards[slug]
        if card.kind != "topic":
            continue
        parts = [set(tokenize(p)) - lx.ANY_PLANT for p in card.title.casefold().split(" and ")]
        title = set().union(*parts)
        named_part = len(parts) > 1 and any(len(p) >= 2 and p <= wanted for p in parts)
        if (title and title <= wanted) or named_part or heads_title(topic, card.title):
            out.add(slug)
    return frozenset(out)


def heads_title(topic: frozenset[str], title: str) -> bool:
    """The question's whole topic is a single-topic title's head and its other words: "are my
    plants getting enough light" asks what Light levels is about, "how do i tell if a
    houseplant needs watering" Watering basics. The head is the title's first word: "insects"
    alone does not name Scale insects, nor "growth" Leggy growth."""
    if not topic or " and " in title.casefold():
        return False
    head = tokenize(title)
    return bool(head) and head[0] in topic and topic <= set(head)


def titled_in_full(index: Index, reading: Reading, support: Sequence[Any]) -> bool:
    """A care question about plants, naming none, whose words name a topic card's whole
    title among its support ("ways to increase humidity for houseplants in winter":
    Humidity): grounded by the topic as a named plant's question is by the name, however
    much of the rest ("increase", "centrally heated") no card says. Half a title is not
    enough: "water my houseplants while i am on holiday" asks what Watering basics lacks."""
    if reading.named or reading.toxicity or not reading.about_plants or not support:
        return False
    return bool(titled(index, care_topic(reading), [x.chunk.card for x in support]))


def names_no_topic(index: Index, reading: Reading, support: Sequence[Any], refused: bool = False) -> bool:
    """A question with no plant, no plant word and no pet, whose only support is topic cards
    and which shares no word with any topic card's title, nor names a pest or a symptom
    ("what should I do this season": a heading's word, Watering basics' Seasons, is no topic
    asked about; "when should I repot" names Repotting)."""
    pets = reading.animals or reading.other_animals or any(t in lx.PET_WORDS for t in reading.tokens)
    if reading.named or reading.groups or reading.toxicity or reading.about_plants or pets or not (support or refused):
        return False
    if any(index.cards[x.chunk.card].kind != "topic" for x in support):
        return False  # a note or a plant's card holds it
    wanted = same_topic(care_topic(reading))
    if wanted & (lx.TOPIC_WORDS | CORE_CARE):  # light and water are topics in any corpus
        return False
    titles = set().union(*(tokenize(index.cards[slug].title) for slug in topic_slugs(index)))
    return not (wanted & (titles - lx.ANY_PLANT))


def led_by_title(index: Index, reading: Reading, topic: frozenset[str], pool: list[Support]) -> tuple[frozenset[str], list[Any]]:
    """A care question: the topic cards its words title (`titled`), with the plants it names
    when it names any, and the pool with their chunks first, so their lines are quoted and
    cited first (an untitled topic card, however it ranked, comes after them)."""
    if reading.toxicity:
        return frozenset(), pool
    lead = titled(index, topic, [x.chunk.card for x in pool])
    if lead and reading.named:  # "pothos leaves turning yellow": Yellow leaves and pothos's own, before Light levels
        lead |= frozenset(reading.named)
    return lead, sorted(pool, key=lambda x: x.chunk.card not in lead) if lead else pool


def topic_slugs(index: Index) -> list[str]:
    """The topic cards. Only topic cards are looked at: a corpus of 125,000 plant cards must
    not decode them all."""
    numbers = sorted(set(index.chunk_card[index.topic_chunks].tolist()))  # np.unique loads numpy.ma: 10 ms
    return [index.card_slugs[n] for n in numbers]


def topic_cards_about(index: Index, group: str, asked: Sequence[str]) -> list[str]:
    """Topic cards on a group and an animal asked about ("Lilies and cats")."""
    wanted = {group} | {a for a in asked}
    out = []
    for slug in topic_slugs(index):
        title = {lx.KINDS.get(t, t) for t in tokenize(index.cards[slug].title)}
        title |= {lx.ANIMAL_WORDS.get(t, t) for t in title}
        if group in title and wanted - {group} & title:
            out.append(slug)
    return out


def topic_cards_on(index: Index, topic: frozenset[str]) -> list[str]:
    """Topic cards whose title or a heading uses a word of the topic ("feed" -> Fertilizing,
    "mist" -> Humidity's "Misting myths")."""
    topic = same_topic(topic)
    headings: dict[int, set[str]] = {}
    for i in index.topic_chunks.tolist():
        headings.setdefault(int(index.chunk_card[i]), set()).update(tokenize(index.chunks[i].section))
    out: list[str] = []
    titled: set[str] = set()  # the topic's words the chosen titles and headings hold
    for number, heads in sorted(headings.items()):
        slug = index.card_slugs[number]
        if topic & (heads | set(tokenize(index.cards[slug].title))):
            out.append(slug)
            titled |= topic & (heads | set(tokenize(index.cards[slug].title)))
    if not out or not topic - lx.PARTS <= titled:  # "brown bumps on the stems": no title or heading says "bumps"
        out += [slug for slug in topic_cards_holding(index, topic) if slug not in out]
    return out


SPECIFIC = 100


def topic_cards_holding(index: Index, topic: frozenset[str], mine: np.ndarray | None = None) -> list[str]:
    """Topic cards with one chunk that holds two or more of the topic's words and at least
    half of them, read from the BM25 postings: a symptom ("fine webbing", "silvery
    streaks") is named in a pest card's Signs, not in its title or headings. One shared
    word is not enough ("collapsed" is also a sign of poisoning) unless the topic is that
    one word and it is rare (in under 1 in SPECIFIC chunks: "webbing", not "losing").
    With `mine` (the rows of the named plants' cards), the chunk must also hold a word those
    cards never use: "tiny webs" are not on the schefflera's card, "turning yellow" is on the tomato's."""
    postings, topics = index.postings, index.topic_chunks
    held: dict[int, int] = {}
    new: set[int] = set()  # chunks holding a word the named plants' cards never use
    need = max(2, (len(topic) + 1) // 2)
    for word in sorted(topic):
        p = postings.vocab.find(postings.term(word))
        if p >= 0:
            rows = postings.postings(p)[0]
            if len(topic) == 1 and len(rows) * SPECIFIC <= postings.n_docs:
                need = 1  # the one word, and a rare one
            theirs = rows[np.isin(rows, topics)].tolist()
            for row in theirs:
                held[row] = held.get(row, 0) + 1
            if mine is not None and not np.isin(rows, mine).any():
                new.update(theirs)
    numbers = {int(index.chunk_card[row]) for row, n in held.items() if n >= need and (mine is None or row in new)}
    return [index.card_slugs[n] for n in sorted(numbers)]


def plant_names(index: Index, reading: Reading) -> str:
    return " or ".join(index.cards[slug].title.lower() for slug in reading.named)


GENERAL_NOTE = "the {} card says nothing about this; these lines are from plantqa's general cards"


def said_if_general(index: Index, reading: Reading, result: Result) -> Result:
    """A care answer about a named plant quoting only general cards (the species filter let
    in the card that holds the symptom: filters.symptom_cards) says the plant's card does not."""
    if reading.toxicity or not result.answered or not reading.named:
        return result
    if any(c.card in reading.named or index.cards[c.card].kind != "topic" for c in result.citations):
        return result
    return replace(result, notes=[*result.notes, GENERAL_NOTE.format(plant_names(index, reading))])


def from_general_cards(index: Index, search: Any, settings: Settings, trace: dict[str, Any] | None) -> Result | None:
    """A named plant's card says nothing on what a care question asks ("thrips on my weeping
    fig"): answer from the topic cards instead, searched without the plant's name, if a
    quote there is on the topic; say where the answer comes from."""
    from .compose import compose
    from .gate import gate_candidates
    from .retrieve import expand, run_legs

    reading = search.reading
    topic = care_topic(reading)
    cards = topic_cards_on(index, topic)
    held = {
        t
        for slug in cards
        for i in index.card_rows(slug)
        for t in tokenize(f"{index.cards[slug].title} {index.chunks[int(i)].text}")
    }
    if 2 * len(topic & held) < len(topic):
        return None  # the answer could not hold half the topic (below): skip the search
    allowed = np.zeros(len(index.chunks), dtype=bool)
    for slug in cards:
        allowed[index.card_rows(slug)] = True
    # a symptom in the general cards' own words alone ("lanky" is "leggy" there: plantqa/symptoms.py)
    drop = set(words_of(reading.matches)) | {typed for typed, _ in reading.symptoms}
    legs = run_legs(index, expand(reading, drop), settings, settings.depth, allowed)
    general = search._replace(legs=legs)
    support = gate_candidates(index, reading, legs, settings, False).support
    if not support:
        return None
    result = compose(index, general, support, [], settings, trace)
    if not result.answered:
        return None
    said = set(tokenize(result.answer or "")).union(*(tokenize(c.title) for c in result.citations))
    if 2 * len(topic & said) < len(topic):  # "brown bumps on my schefflera stems" is not Brown leaf tips
        return None
    note = GENERAL_NOTE.format(plant_names(index, reading))
    if trace is not None:  # --explain lists the first search; say the answer came from a second
        trace["general_cards"] = cards
    return replace(result, notes=[*result.notes, note])


def what_it_is(index: Index, reading: Reading, topic: frozenset[str], quotes: list[Any]) -> Any:
    """A care question naming no plant, answered from a topic card by lines that never say
    what the card is about: the card's first sentence that names it, which says what it is,
    as (sentence, chunk). "white fluffy cotton stuff on the stems, what is it" was answered
    by Mealybugs' Signs ("white, fluffy, cotton-like clumps ...") and never said mealybugs.
    Only the first card quoted, and only when neither the question (care.titled's words) nor
    a quote names it."""
    if reading.toxicity or reading.named or not quotes:
        return None
    slug = quotes[0][1].card
    name = frozenset(tokenize(index.cards[slug].title)) - lx.ANY_PLANT
    said = {t for sentence, _chunk in quotes for t in tokenize(sentence)}
    # the cards' word for a symptom the reader added ("mushy" stems: rot) is not the question naming it
    added = {card for _typed, card in reading.symptoms} - set(reading.words)
    if index.cards[slug].kind != "topic" or not name or name & (same_topic(topic - added) | said):
        return None
    chunks = sorted((index.chunks[row] for row in index.card_rows(slug).tolist()), key=lambda c: c.section != "Overview")
    for chunk in chunks:  # the card's opening first (rows are in id order)
        for sentence in sentences(chunk.text):
            if name & set(tokenize(sentence)):
                return sentence, chunk
    return None


def topic_heads(reading: Reading) -> frozenset[str]:
    """A care question's topic words and their kin ("feed": fertilize), which the heading of
    the named plant's section on it uses; none for a safety question or one naming no plant."""
    if reading.toxicity or not reading.named:
        return frozenset()
    topic = care_topic(reading)
    if not topic - lx.GROWING - CAUSING:  # "how do I care for a calathea", "keep my peace lily happy"
        return CORE_CARE
    return same_topic(topic)


# what a plant's care is when no topic is asked: its light and its water, where every card starts
CORE_CARE = frozenset({"light", "water"})


def named_heads(reading: Reading) -> tuple[frozenset[str], frozenset[str]]:
    """The plants a care question names and its topic's words: the plant's section that topic
    heads ("how often should i water my jade plant, the house gets very hot in august":
    Water, cosine 0.113) needs only half the minimum cosine, as the name and the topic ground
    it. Not a name with a word glued after it ("my rose campion" is no rose)."""
    if reading.toxicity:
        return frozenset(), frozenset()
    named = frozenset(c for m in reading.plants if m.how in ("name", "shared") and not m.glued_after for c in m.cards)
    if not named:
        return frozenset(), frozenset()
    return named, topic_heads(reading)


def section_headed(index: Index, row: int, heads: tuple[frozenset[str], frozenset[str]]) -> bool:
    named, topic = heads
    if not named or not topic:
        return False
    chunk = index.chunks[row]
    return chunk.card in named and not topic.isdisjoint(tokenize(chunk.section))
