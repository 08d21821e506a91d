"""A care answer about a named plant from both sides: the plant's card and the general card.

"how often do you water a zz plant" was answered from the ZZ plant's Water section alone,
"brown crispy tips on my calathea leaves" from Brown leaf tips alone, with a note that the
calathea card says nothing about it, though its Common problems say "crispy brown leaf
edges come from dry air". One retrieval ranks both kinds of card against each other, and
the better one takes every quote. Here the answer keeps what it has and adds one line from
the side it lacks, if that side holds the topic:

- quoted from the plant's card only: the general card on the same topic, that is the topic
  card whose title shares a word with the quoted sections' headings or with what is asked
  (the ZZ plant's "Water" is "Watering basics", a "Light" section is "Light levels");
- quoted from general cards only: the plant's own line on it, and no note that the plant's
  card says nothing.

The added line must use a word of what is asked (care.care_topic, in the cards' words), so
a heading alone never brings in a line on something else.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from . import lexicon as lx
from .answer import Citation, Result, Support, best_sentences
from .care import GENERAL_NOTE, care_topic, plant_names, same_topic
from .config import Settings
from .index import Index
from .lexical import idf_of
from .names import words_of
from .text import tokenize, words


def general_on(index: Index, sections: set[str], topic: frozenset[str]) -> tuple[list[str], frozenset[str]]:
    """Topic cards whose title shares a word with the topic, or else with the quoted
    headings, and the words shared (a line from them must use one of those or of the
    topic). The topic comes first: "overwinter canna rhizomes" quoted under "Humidity and
    temperature" is Winter care, not the Humidity card's radiators."""
    asked = same_topic(topic)
    heads = {t for s in sections for t in tokenize(s)}
    slugs = sorted({index.card_slugs[int(n)] for n in index.chunk_card[index.topic_chunks].tolist()})
    titles = {slug: set(tokenize(index.cards[slug].title)) for slug in slugs if index.cards[slug].kind == "topic"}
    for said in (asked, asked | heads):
        cards = [slug for slug, title in titles.items() if said & title]
        if cards:
            return cards, frozenset(t for slug in cards for t in said & titles[slug])
    return [], frozenset()


def named_by(index: Index, slug: str) -> frozenset[str]:
    """The words a topic card's title names its topic by ("Spider mites": spider, mite), but
    those any plant question shares ("leaves"): a symptom told in other words ("fine webbing",
    "white cottony tufts") is answered by that card, and the plant's own line on it names the
    thing ("Spider mites, scale and mealybugs are the main pests")."""
    return frozenset(tokenize(index.cards[slug].title)) - lx.ANY_PLANT


def one_line(
    index: Index,
    search: Any,
    settings: Settings,
    cards: list[str],
    also: frozenset[str] = frozenset(),
    about: frozenset[str] = frozenset(),
) -> tuple[str, Support] | None:
    """The best line on the question's topic from `cards`, searched without the plant's name;
    with `about` (named_by), the line on that thing, searched and gated by its name alone:
    the plant's card never holds the symptom's words ("cotton stuff where the leaves join")."""
    from .gate import gate_candidates
    from .retrieve import expand, run_legs

    reading = search.reading
    names = set(words_of(reading.matches))
    if about:
        reading = reading._replace(tokens=tuple(sorted(about)), subject=tuple(sorted(about)), symptoms=())
        wanted = about
    else:
        wanted = same_topic(care_topic(reading)) | also
    allowed = np.zeros(len(index.chunks), dtype=bool)
    for slug in cards:
        allowed[index.card_rows(slug)] = True
    drop = names | {typed for typed, _ in reading.symptoms}
    focus = expand(reading, drop)
    focus += sorted(also - set(focus))  # the heading the plant's answer stood under: "Light" for a dark hallway
    legs = run_legs(index, focus, settings, settings.depth, allowed)
    if about:  # grounded by the thing's name on the plant's own card, not by a cosine to it
        rows = [(index.position(cid), fused) for cid, fused in legs.fused]
        support = [Support(index.chunks[r], f, float(legs.cosine[r])) for r, f in rows]
    else:
        support = gate_candidates(index, reading, legs, settings, False).support
    subject = frozenset(reading.subject) - names
    on_topic = [s for s in support if wanted & set(tokenize(f"{s.chunk.section} {s.chunk.text}"))]
    chosen = best_sentences(on_topic, focus, lambda t: idf_of(index.postings, t) or 1.0, 1, [], subject)
    if not chosen or not wanted & set(tokenize(chosen[0][0])):
        return None
    sentence, chunk = chosen[0]
    return sentence, next(s for s in on_topic if s.chunk.id == chunk.id)


def naming_line(
    index: Index, search: Any, settings: Settings, cards: list[str], also: frozenset[str]
) -> tuple[str, Support] | None:
    """The line of a general card on the topic (`cards`) that names the plant asked about:
    "can a cast iron plant live in a dark hallway" shares no word with Light levels but its
    heading's, and that card's "Low light" line names the cast iron plant. Searched with the
    name kept and grounded by the name, not by a cosine to words the card never uses."""
    from .retrieve import expand, run_legs

    reading = search.reading
    named = set(reading.named)
    allowed = np.zeros(len(index.chunks), dtype=bool)
    for slug in cards:
        allowed[index.card_rows(slug)] = True
    focus = expand(reading) + sorted(also - set(reading.tokens))
    legs = run_legs(index, focus, settings, settings.depth, allowed)
    support = [Support(index.chunks[r], f, float(legs.cosine[r])) for r, f in ((index.position(c), f) for c, f in legs.fused)]

    def elsewhere(sentence: str, _chunk: Any) -> bool:
        return not any(named & set(m.cards) for m in index.names.match(words(sentence)))

    weight = lambda t: idf_of(index.postings, t) or 1.0  # noqa: E731
    chosen = best_sentences(support, focus, weight, 1, [], frozenset(reading.subject), elsewhere)
    if not chosen or elsewhere(*chosen[0]):
        return None
    sentence, chunk = chosen[0]
    return sentence, next(s for s in support if s.chunk.id == chunk.id)


def both_sides(index: Index, search: Any, result: Result, settings: Settings) -> Result:
    """The answer with one line from the side it lacks (see the module's docstring)."""
    reading = search.reading
    if reading.toxicity or not reading.named or not result.answered or not result.citations or not care_topic(reading):
        return result
    kinds = {index.cards[c.card].kind for c in result.citations}
    if kinds == {"plant"} and all(c.card in reading.named for c in result.citations):
        cards, also = general_on(index, {c.section for c in result.citations}, care_topic(reading))
        tries, notes = [cards] if cards else [], result.notes
    elif kinds == {"topic"}:  # each named card in turn: "calathea" names the genus's cards too
        tries = [[slug] for slug in reading.named if index.cards[slug].kind == "plant"]
        also, notes = frozenset(), [n for n in result.notes if n != GENERAL_NOTE.format(plant_names(index, reading))]
    else:
        return result
    found = next((f for f in (one_line(index, search, settings, c, also) for c in tries) if f is not None), None)
    if found is None and kinds == {"plant"} and tries:  # the general card's line naming the plant
        found = naming_line(index, search, settings, tries[0], also)
    if found is None and kinds == {"topic"}:  # what the symptom told is: "mealybugs" for white cottony tufts
        about = named_by(index, result.citations[0].card)
        found = next((f for f in (one_line(index, search, settings, c, about=about) for c in tries) if f), None)
    if found is None:
        return result
    sentence, sup = found
    n, chunk = len(result.citations) + 1, sup.chunk
    card = index.cards[chunk.card]
    where = (card.source, index.folder_of(card))
    scores = (round(sup.fused, 6), chunk.id, round(sup.cosine, 4))
    cite = Citation(n, card.slug, chunk.section, card.title, card.path, *scores, *where)
    return replace(result, answer=f"{result.answer}\n{sentence} [{n}]", citations=[*result.citations, cite], notes=notes)
