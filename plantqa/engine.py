"""The ask pipeline: read, filter, retrieve, dedupe and gate, compose.

One pure function of (index, question, settings), so the same question gives the
same result on any machine. Each step is its own module; this one only runs them
in order and builds the --explain trace.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import lexicon as lx
from .answer import Refusal, Result, Support
from .care import from_general_cards
from .compose import Search, anchors_of, compose, refused
from .config import Settings
from .errors import InputError
from .filters import answer_cards, scope
from .fusion import ranks
from .gate import Evidence, Gated, coverage, expand, gate_candidates, refuse_early, uncovered, unknown_subject
from .index import Index, index_text
from .lexical import idf_of, unseen_idf
from .listing import list_answer, listing_command
from .names import covered, words_of
from .reading import Lexicon, Reading, read
from .retrieve import Clock, Legs, run_legs
from .text import STOPWORDS, clean, surface, tokenize, words

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
    reading = read(check_question(raw_question), lexicon(index))
    notes = reading_notes(reading)
    early = refuse_early(reading, shown(reading), index.names.name_words)
    if early is not None:
        trace = reading_trace(reading, settings) if explain else None
        return refused(reading, early, settings, None, suggest(index, reading, early), notes, trace)
    cards = tuple(answer_cards(index, reading))
    clock.lap("filter_gate")
    legs = run_legs(index, expand(reading), settings, settings.depth, scope(index, reading), timings)
    legs.notes.extend(notes)
    search = Search(reading, cards, legs)
    gated = gate_candidates(index, reading, legs, settings, explain)
    anchors = anchors_of(index, search)
    support = with_anchors(index, legs, gated, anchors)
    evidence = evidence_for(index, search, support)
    refusal = unknown_subject(reading, evidence) or (
        uncovered(reading, evidence, settings.min_coverage) if support else empty_refusal(reading, gated)
    )
    clock.lap("filter_gate")
    trace = _trace(search, gated, settings, coverage(evidence)) if explain else None
    if reading.kind == "list":  # "which plants are safe for cats": the plants, by their findings
        listed = list_answer(index, search, support, settings, trace)
        if listed is not None:
            return listed
    if refusal is not None:
        return refused(reading, refusal, settings, legs, suggest(index, reading, refusal, evidence), [], trace)
    result = compose(index, search, support, anchors, settings, trace)
    if not result.answered and reading.named and not reading.toxicity and len(index.topic_chunks):
        result = from_general_cards(index, search, settings, trace) or result
    clock.lap("answer")
    return result


def lexicon(index: Index) -> Lexicon:
    """What the reader needs of the index: names, the words the cards use, care topics."""
    domain = index.domain_words

    def says(cards: Sequence[str], phrase: str) -> bool:
        """Whether one of the cards writes the phrase itself ("aloe vera gel" on the aloe card);
        whole words: "philodendron sellou" is not in "philodendron selloum"."""
        padded = f" {phrase} "
        return any(padded in f" {' '.join(words(index.chunks[int(i)].text))} " for c in cards for i in index.card_rows(c))

    return Lexicon(index.names, index.knows, lambda t: t in domain and t not in lx.PLANT_DOMAIN, says)


def shown(reading: Reading) -> Any:
    """Folded words back to the question's own spelling, for messages."""
    return lambda phrase: " ".join(surface(reading.text, w) for w in phrase.split())


def reading_notes(reading: Reading) -> list[str]:
    """What the reader mended or set aside, and what a list question's full answer is."""
    notes = [f"read '{typo}' as '{name}'" for typo, name in reading.corrections]
    if reading.set_aside:
        notes.append("read " + ", ".join(f"'{n}'" for n in reading.set_aside) + " as a name of a pet or a person, not a plant")
    if reading.people and reading.animals:
        notes.append(
            "the toxicity listings are for cats, dogs and horses: nothing here is about people; "
            "if a person has eaten a plant, call a poison control centre or a doctor"
        )
    if reading.asks_list and reading.toxicity and not reading.named and not reading.groups:
        notes.append(f"every plant's listing: {listing_command(reading)}")
    return notes


def with_anchors(index: Index, legs: Legs, gated: Gated, anchors: Sequence[Any]) -> list[Support]:
    """The supporting chunks with every verdict's own chunk first: a verdict always cites
    the card it comes from."""
    ids = {a.id for a in anchors}
    support = [s for s in gated.support if s.chunk.id not in ids]
    fused = dict(legs.fused)
    for anchor in reversed(anchors):
        gated.row[anchor.id] = index.position(anchor.id)
        support.insert(0, Support(anchor, fused.get(anchor.id, 0.0), float(legs.cosine[gated.row[anchor.id]])))
    return support


def free_words(index: Index, text: str) -> set[str]:
    """Content words of a text that are not part of a plant name in it."""
    toks = words(text)
    inside = covered(index.names.match(toks))
    return {t for i, t in enumerate(toks) if i not in inside and t not in STOPWORDS}


def evidence_for(index: Index, search: Search, support: Sequence[Support]) -> Evidence:
    """What the gate's subject rules need to know about the question and its support."""
    reading = search.reading
    name_words = set(words_of(reading.matches))
    n_docs = index.postings.n_docs
    # a named plant's whole card grounds the question, not only the chunks quoted
    grounding = [s.chunk for s in support] + [index.chunks[int(i)] for slug in reading.named for i in index.card_rows(slug)]
    return Evidence(
        show=shown(reading),
        named=bool(search.cards),
        # a care topic besides the name: a heading's word, or a garden pest ("slugs eating my hostas")
        on_topic=any(t in index.domain_words or t in lx.PESTS for t in reading.tokens if t not in name_words),
        partial=[w for w in index.names.unmatched_name_words(reading.words, reading.matches) if w in reading.subject],
        weights={
            w: idf_of(index.postings, w) or unseen_idf(n_docs)
            for w in reading.subject
            if w not in name_words and not (reading.named and (w in lx.GENERIC or w in lx.KEEP_BEFORE))
        },
        support_words=frozenset(t for ch in grounding for t in tokenize(index_text(index.cards[ch.card], ch))),
        topic_free_words=frozenset(
            t for s in support if index.cards[s.chunk.card].kind == "topic" for t in free_words(index, s.chunk.text)
        ),
        known=frozenset(w for w in reading.subject if index.knows(w)),
        groups=frozenset(g for g in reading.groups if not index.names.members(g)),
    )


def empty_refusal(reading: Reading, gated: Gated) -> Refusal:
    if not reading.named and not reading.groups and not reading.about_plants and not reading.toxicity and not reading.animals:
        return Refusal(
            "not_about_plants", "The question is not about plants; plantqa answers plant-care and pet-safety questions."
        )
    if not gated.kept:
        return Refusal("no_match", "No card matches the words of the question.")
    if gated.gate[gated.kept[0]].startswith("fail: cosine"):
        return Refusal("low_score", "The closest cards are too far from the question to answer it reliably.")
    return Refusal("no_shared_terms", "No close card shares a content word with the question.")


def suggest(index: Index, reading: Reading, refusal: Refusal, evidence: Evidence | None = None) -> list[str]:
    """Names the question may have meant. Only a plant-name refusal suggests, and in a safety
    question only a close spelling: a name that merely shares a word ("carolina jessamine")
    could offer a safe plant for a poisonous look-alike. With a plant named, only names
    sharing one of its words ("rose by" may mean rose bay)."""
    if refusal.reason not in ("unknown_plant", "not_covered", "low_score", "no_shared_terms", "no_match"):
        return []
    if reading.refused_names:
        return _spelled_like(index, reading.refused_names[0])
    if refusal.reason != "unknown_plant" and not reading.about_plants and not reading.named:
        return []
    named = bool(reading.named)
    if named and not reading.refused_names:
        said = set(words_of(reading.matches))
        pool = index.names.suggest(reading.words, reading.matches)
        return [s for s in pool if said & set(words(s))]
    groups = reading.groups if refusal.reason == "unknown_plant" else ()
    if reading.toxicity and len([w for w in reading.subject if not index.knows(w)]) > 1:
        return []  # a safety question naming a plant of several unknown words: no guess at one of them
    return index.names.suggest(reading.words, reading.matches, groups=groups, share=not reading.toxicity)


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


def _spelled_like(index: Index, m: Any) -> list[str]:
    """For a name plantqa refused, only names spelled like the whole phrase ("philodendron
    sellou": philodendron selloum). A look-alike a card disowns gets none: "carolina
    jessamine" must not offer a bromeliad, nor "yellow jasmine" jasmine."""
    import difflib

    if m.how == "lookalike":
        return []
    phrase = m.whole or m.phrase
    pool = {n for w in words(phrase) if w in index.names.name_words for n in index.names.name_words[w]}
    return difflib.get_close_matches(phrase, sorted(pool), n=3, cutoff=0.8)


def _trace(search: Search, g: Gated, settings: Settings, cover: float) -> dict[str, Any]:
    legs, reading = search.legs, search.reading
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
