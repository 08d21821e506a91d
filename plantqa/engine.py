"""The ask pipeline: read, filter, retrieve, dedupe and gate, compose.

One pure function of (index, question, settings), so the same question gives the
same result on any machine. Each step is its own module; this one only runs them
in order and builds the --explain trace.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from . import lexicon as lx
from .answer import Refusal, Result
from .compose import compose, refused
from .config import Settings
from .errors import InputError
from .evidence import coverage
from .fusion import ranks
from .gate import Grounded, ground, refuse_early
from .index import Index
from .names import group_of
from .reading import Lexicon, Reading, read
from .retrieve import LEG_STAGES, Clock, Search, run_legs, search
from .suggestions import meant
from .text import clean, words

__all__ = ["ask", "check_question", "run_legs"]

MAX_QUESTION_CHARS = 2_000


def check_question(raw: str) -> str:
    """A question fit to search, or InputError saying why not."""
    question = " ".join(clean(raw).split())
    if not question:
        raise InputError("the question is empty")
    if len(question) > MAX_QUESTION_CHARS:
        raise InputError(f"the question is {len(question):,} characters long; the limit is {MAX_QUESTION_CHARS:,}")
    return question


def ask(
    index: Index, raw_question: str, settings: Settings, explain: bool = False, timings: dict[str, float] | None = None
) -> Result:
    """Answer one question from the index, or refuse and say why."""
    clock = Clock(timings)
    reading = read(check_question(raw_question), lexicon(index), settings.care_words == "cards")  # read, once
    made: tuple[Any, ...] = ()
    if any(m.glued_after and m.how == "compound" for m in reading.plants):  # "garlic bread": plantqa/products.py
        from .products import as_plant

        reading, made = as_plant(reading, lambda card, animal: index.cards[card].verdict(animal), settings.products)
    early = refuse_early(reading, reading.show, index.names.name_words)  # a person, another animal, a look-alike
    clock.lap("reading")
    if early is not None:
        notes, trace = reading_notes(reading, index.names.name_words), _explained(reading, settings, explain)
        early = _kind_warned(index, reading, early)  # "is a lily stargazer toxic to cats": the lilies' danger
        return refused(reading, early, settings, None, meant(index, reading, early), notes, trace)
    found = search(index, reading, settings, timings)  # species filter, both legs, RRF
    clock.lap("search", LEG_STAGES)  # the species filter; the legs time themselves
    found.legs.notes.extend(reading_notes(reading, index.names.name_words))
    grounded = ground(index, found, settings, explain)  # dedupe, gate, is the subject grounded
    clock.lap("filter_gate")
    trace = _trace(found, grounded, settings) if explain else None
    if reading.kind == "list":  # "which plants are safe for cats": the plants, by their findings
        from .listing import list_answer

        listed = list_answer(index, found, grounded.support, settings, trace)
        if listed is not None:
            return listed
    if grounded.refusal is not None:
        general = general_cards(index, found, settings, trace, grounded.refusal)  # "webbing under my rubber plant"
        if general is not None:
            return _both_sides(index, found, general, settings)
        suggestions = meant(index, reading, grounded.refusal)
        return refused(reading, grounded.refusal, settings, found.legs, suggestions, [], trace)
    result = compose(index, found, grounded.support, grounded.anchors, settings, trace)  # verdicts, quotes, citations
    if not result.answered:
        result = general_cards(index, found, settings, trace) or result  # "thrips on my weeping fig"
    elif reading.named and not reading.toxicity:  # "silvery patches on my croton": say whose lines they are
        from .care import said_if_general

        result = said_if_general(index, reading, result)
    clock.lap("answer")
    if made:  # the finding is the plant's, and the product may hold other things
        from .products import noted

        result = noted(result, made, reading.show, lambda card: index.cards[card].title.lower())
    return _both_sides(index, found, result, settings)


def _kind_warned(index: Index, reading: Reading, refusal: Refusal) -> Refusal:
    """A refused name of a kind a general card warns of for the animal asked: the warning too."""
    from .group_answer import kind_danger

    danger = kind_danger(index, reading)
    return refusal if danger is None else Refusal(refusal.reason, f"{refusal.message} {danger}")


def _both_sides(index: Index, found: Search, result: Result, settings: Settings) -> Result:
    """A care answer about a named plant: one line from the side it lacks, the plant's card
    or the general card on its topic (plantqa/both_sides.py)."""
    if not result.answered or not found.reading.named or found.reading.toxicity or settings.care_sides != "both":
        return result
    from .both_sides import both_sides

    return both_sides(index, found, result, settings)


# what a named plant's cards may lack while a general card covers it: the topic, or enough of it
LACKING = ("not_covered", "low_score")


def general_cards(
    index: Index, found: Search, settings: Settings, trace: dict[str, Any] | None, refusal: Refusal | None = None
) -> Result | None:
    """A care question about a named plant whose cards do not cover what it asks: the
    answer from plantqa's general cards, if one covers it (plantqa/care.py)."""
    reading = found.reading
    if not reading.named or reading.toxicity or not len(index.topic_chunks):
        return None
    # after a refusal, only what a general card can answer: a symptom told or a how/why, not
    # a yes or no about this plant ("is pothos good for health")
    if refusal is not None and (refusal.reason not in LACKING or reading.yes_no):
        return None
    from .care import from_general_cards

    return from_general_cards(index, found, settings, trace)


def lexicon(index: Index) -> Lexicon:
    """What the reader needs of the index: names, the words the cards use, care topics."""
    domain = index.domain_words
    return Lexicon(index.names, index.knows, lambda t: t in domain and t not in lx.PLANT_DOMAIN, index.card_uses)


def reading_notes(reading: Reading, name_words: Container[str] = frozenset()) -> list[str]:
    """What the reader mended or set aside, and what a list question's full answer is. A name
    set aside is noted where it is typed as a name ("Poppy", "Jack") or a plant's name uses
    its word ("mum"): "my husband says" and "my nan's cat" set aside no plant."""
    notes = [f"read '{typo}' as '{name}'" for typo, name in reading.corrections]
    plant_like = [n for n in reading.set_aside if n[:1].isupper() or any(t in name_words or group_of(t) for t in words(n))]
    if plant_like:
        notes.append("read " + ", ".join(f"'{n}'" for n in plant_like) + " as a name of a pet or a person, not a plant")
    if reading.people and (reading.animals or reading.pet_named):
        notes.append(
            "the toxicity listings are for cats, dogs and horses: nothing here is about people; "
            "if a person has eaten a plant, call a poison control centre or a doctor"
        )
    if reading.asks_list and reading.toxicity and not reading.named and not reading.groups:
        from .listing import listing_command

        notes.append(f"every plant's listing: {listing_command(reading)}")
    if reading.named or reading.groups:  # the rest are answered; say what was left out
        notes += [
            f"plantqa has no card for '{reading.show(m.whole or m.phrase)}', so this answer leaves it out"
            for m in reading.refused_names
        ]
    return notes


def _explained(reading: Reading, settings: Settings, explain: bool) -> dict[str, Any] | None:
    return reading_trace(reading, settings) if explain else None


def reading_trace(reading: Reading, settings: Settings) -> dict[str, Any]:
    """What the reader made of the question, for --explain."""
    return {
        "tokens": list(reading.tokens),
        "subject": list(reading.subject),
        "animals": list(reading.animals),
        "toxicity_question": reading.toxicity,
        "kind": reading.kind,
        "emergency": reading.emergency,
        "names_matched": [{"name": m.phrase, "cards": list(m.cards), "how": m.how} for m in reading.plants],
        "groups": list(reading.groups),
        "set_aside": list(reading.set_aside),
        "corrections": dict(reading.corrections),
        "depth": settings.depth,
        "candidates": [],
    }


def _trace(search: Search, grounded: Grounded, settings: Settings) -> dict[str, Any]:
    legs, reading, g = search.legs, search.reading, grounded.gated
    cover = coverage(grounded.evidence)
    dense_rank, lexical_rank = ranks(legs.dense), ranks(legs.lexical)
    candidates = []
    for cid, score in legs.fused:
        i = g.row[cid]
        candidates.append(
            {
                "chunk": cid,
                "dense_rank": dense_rank.get(cid),
                "lexical_rank": lexical_rank.get(cid),
                "bm25": round(float(legs.bm25[i]), 4),
                "cosine": round(float(legs.cosine[i]), 4),
                "rrf": round(score, 6),
                "filter": "kept: names " + ", ".join(search.cards) if search.cards else "no plant named",
                "dedupe": f"duplicate of {g.dropped[cid]}" if cid in g.dropped else "kept",
                "gate": g.gate.get(cid, "not reached"),
            }
        )
    return {**reading_trace(reading, settings), "coverage": round(cover, 4), "candidates": candidates}
