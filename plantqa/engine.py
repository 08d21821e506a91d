"""The ask pipeline: retrieve, fuse, filter, dedupe, gate, answer.

One pure function of (index, question, settings), so the same question gives
the same result on any machine.
"""

from __future__ import annotations

import functools
import re
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, NamedTuple

import numpy as np

from .answer import ADVICE, Citation, Result, Support, Verdict, animals_judged, best_sentences, verdict_sentence
from .config import Settings
from .corpus import Chunk
from .embed import cosines, embed_query, pivoted
from .errors import InputError
from .filters import GENERIC, Match, covered, dedupe_lazily, words_of
from .fusion import fuse, ranks, top
from .gate import (
    ANIMAL_WORDS,
    DEGREE,
    EATING,
    FEED,
    FRAMING,
    HARM_WORDS,
    MODIFIERS,
    OTHER_ANIMALS,
    PARTS,
    PEOPLE_WORDS,
    PET_WORDS,
    PLANT_TYPES,
    SICK,
    STRONG_HARM,
    Evidence,
    Question,
    Refusal,
    analyse,
    bare_groups,
    coverage,
    expand,
    near,
    uncovered,
    unknown_subject,
)
from .index import Index, Searchable, feature_spec, index_text
from .lexical import idf_of, unseen_idf, with_feedback
from .text import STOPWORDS, clean, fold, surface, tokenize, words

MAX_QUESTION_CHARS = 2_000
# Words cards and people use for the same care topic ("when does it bloom": "flowers in June").
SAME_TOPIC = tuple(
    frozenset(fold(w) for w in group.split()) for group in ("bloom blooms flower flowers blossom", "fertilize feed", "repot pot")
)
# Words any question about a plant may use without saying what it asks about.
ANY_PLANT = frozenset(fold(w) for w in "plant plants houseplant leaf leaves tree indoor outdoor house home common".split())
# A care section's sentence belongs in a safety answer only if it uses one of these.
SAFETY_TERMS = HARM_WORDS | PET_WORDS | frozenset(ANIMAL_WORDS) | OTHER_ANIMALS | PEOPLE_WORDS


def check_question(raw: str) -> str:
    """A question fit to search, or InputError saying why not."""
    question = " ".join(clean(raw).split())
    if not question:
        raise InputError("the question is empty")
    if len(question) > MAX_QUESTION_CHARS:
        raise InputError(f"the question is {len(question):,} characters long; the limit is {MAX_QUESTION_CHARS:,}")
    return question


class Legs(NamedTuple):
    """Both legs' scores over every chunk, their rankings and the fused list."""

    cosine: np.ndarray
    bm25: np.ndarray
    dense: list[tuple[str, float]]
    lexical: list[tuple[str, float]]
    fused: list[tuple[str, float]]
    path: str
    notes: list[str]


def run_legs(
    index: Searchable,
    terms: Sequence[str],
    settings: Settings,
    depth: int,
    allowed: np.ndarray | None = None,
    timings: dict[str, float] | None = None,
) -> Legs:
    """Score every chunk with both legs, rank each `depth` deep within `allowed`, fuse.

    `timings`, when given, collects seconds per stage (for `plantqa bench`).
    """
    clock = Clock(timings)
    ids = index.ids
    query = embed_query(terms, index.features, feature_spec(settings))
    # with a filter only its chunks are read: a named plant costs a few cells per bucket
    cosine = cosines(index.buckets, query, None if allowed is None else np.flatnonzero(allowed))
    clock.lap("dense")
    bm25 = index.postings.scores(terms)
    if settings.prf_docs:
        bm25 = with_feedback(index.postings, terms, bm25, settings.prf_docs, settings.prf_terms, settings.prf_weight, allowed)
    clock.lap("lexical")
    bm25_ranked = np.where(allowed, bm25, 0.0) if allowed is not None else bm25
    notes: list[str] = []
    mode = settings.mode
    use_lexical = mode in ("hybrid", "lexical") and not index.postings.empty
    use_dense = mode in ("hybrid", "dense") or not use_lexical
    if mode != "dense" and index.postings.empty:
        notes.append("the lexical index is empty, so only the dense leg ran")
    dense = top(pivoted(cosine, index.features.norms, settings.pivot), ids, settings.dense_depth or depth) if use_dense else []
    lexical = top(bm25_ranked, ids, depth) if use_lexical else []
    path = "full" if use_dense and use_lexical else ("dense_only" if use_dense else "lexical_only")
    fused = fuse(dense, lexical, settings)
    clock.lap("fusion")
    return Legs(cosine, bm25, dense, lexical, fused, path, notes)


class Clock:
    """Adds the seconds since the last lap to timings[stage]; does nothing without timings."""

    def __init__(self, timings: dict[str, float] | None) -> None:
        self.timings = timings
        self.last = time.perf_counter() if timings is not None else 0.0

    def lap(self, stage: str) -> None:
        if self.timings is not None:
            now = time.perf_counter()
            self.timings[stage] = self.timings.get(stage, 0.0) + now - self.last
            self.last = now


class Retrieval(NamedTuple):
    """What the question asks, what the filter decided, and the legs' results."""

    question: Question
    words: list[str]  # all words of the question, plant-name typos mended
    corrections: dict[str, str]
    matches: list[Match]
    named: list[str]
    legs: Legs


def retrieve(index: Index, question: str, settings: Settings, timings: dict[str, float] | None = None) -> Retrieval:
    clock = Clock(timings)
    all_words, fixed = index.names.correct(words(question), index.knows)
    opener = re.match(r"\W*(\w*)", question.casefold())
    matches = index.names.match(all_words)
    in_names = Counter(words_of(matches))
    qa = analyse(
        [fixed.get(t, t) for t in tokenize(question)], opener.group(1) if opener else "", in_names, index.knows, all_words
    )
    named = list(dict.fromkeys(slug for m in matches for slug in m.cards))
    if named:
        allowed = np.zeros(len(index.chunks), dtype=bool)
        for slug in named:
            allowed[index.card_rows(slug)] = True
            if slug in index.topic_mentions:
                allowed[index.topic_mentions[slug]] = True
    elif len(index.topic_chunks):
        # A question that names no plant is answered from the topic cards (a safety
        # question from those that discuss toxicity): one plant's card is no answer to
        # a general question, and never a source for a verdict.
        allowed = np.zeros(len(index.chunks), dtype=bool)
        allowed[index.safety_chunks if qa.toxicity else index.topic_chunks] = True
    else:
        allowed = None  # a corpus of plant cards only: search them all
    clock.lap("filter_gate")
    legs = run_legs(index, expand(qa), settings, settings.depth, allowed, timings)
    if fixed:
        legs.notes.extend(f"read '{typo}' as '{name}'" for typo, name in fixed.items())
    return Retrieval(qa, all_words, fixed, matches, named, legs)


def toxicity_anchor(index: Index, slug: str) -> Chunk:
    """The chunk a verdict cites: the card's (first) Toxicity chunk, else its first chunk."""
    rows = index.card_rows(slug)
    tox = [index.chunks[i] for i in rows if index.chunks[i].section.lower() == "toxicity"]
    return (tox or [index.chunks[int(rows[0])]])[0]


def anchors_of(index: Index, r: Retrieval) -> list[Chunk]:
    """The chunks the verdicts of a toxicity question rest on, one per named plant."""
    if not r.question.toxicity:
        return []
    return [toxicity_anchor(index, slug) for slug in r.named if index.cards[slug].kind == "plant"]


def compound_name(index: Index, tokens: Sequence[str], matches: Sequence[Match]) -> str | None:
    """A matched name that is only part of a longer name or a product made from the plant:
    "water hyacinth", "rose of sharon", "tulip tree", "jasmine rice", "eucalyptus oil".
    Colours, sizes and plant parts may stand next to a name ("variegated monstera",
    "pothos leaves"), and a word after it that the card itself writes there."""
    inside = covered(matches)
    free = STOPWORDS | FRAMING | MODIFIERS | PARTS | DEGREE | FEED | SICK

    def allowed(word: str) -> bool:
        return word in free or near(word, HARM_WORDS) is not None  # "is lucky bamboo toxc"

    for m in matches:
        before, after = m.start - 1, m.end
        while before >= 0 and before not in inside and tokens[before] in MODIFIERS:
            before -= 1  # "variegated monstera" is monstera, but "spilt leaf philodendron" is not philodendron
        if before >= 0 and before not in inside and not allowed(tokens[before]):
            return " ".join(tokens[before : m.start]) + f" {m.name}"  # cards name look-alikes to warn of them
        if after + 1 < len(tokens) and tokens[after] == "of" and not allowed(tokens[after + 1]):
            return f"{m.name} of {tokens[after + 1]}"
        if after < len(tokens) and after not in inside:
            word = tokens[after]
            if word in PLANT_TYPES or (not allowed(word) and not _card_says(index, m.cards, f"{m.name} {word}")):
                return f"{m.name} {word}"
    return None


def _card_says(index: Index, slugs: Sequence[str], phrase: str) -> bool:
    """Whether one of the cards writes the phrase itself ("aloe vera gel" on the aloe card)."""
    padded = f" {phrase} "  # whole words: "philodendron sellou" is not in "philodendron selloum"
    return any(padded in f" {' '.join(words(ch.text))} " for slug in slugs for ch in _chunks_of(index, slug))


def _chunks_of(index: Index, slug: str) -> list[Chunk]:
    return [index.chunks[i] for i in index.card_rows(slug)]


def free_words(index: Index, text: str) -> set[str]:
    """Content words of a text that are not part of a plant name in it."""
    toks = words(text)
    inside = {i for m in index.names.match(toks) for i in range(m.start, m.end)}
    return {t for i, t in enumerate(toks) if i not in inside and t not in STOPWORDS}


class Gated(NamedTuple):
    """The fused candidates after dedupe and the gate (its lists and dicts fill in as the walk goes)."""

    support: list[Support]
    kept: list[str]
    dropped: dict[str, str]
    gate: dict[str, str]
    row: dict[str, int]  # chunk id -> position, for every candidate looked at


def gate_candidates(index: Index, r: Retrieval, settings: Settings, explain: bool) -> Gated:
    """Walk the fused list: drop near-duplicates, gate the rest, stop once top_k chunks
    support the answer (with --explain every candidate is judged, for the trace)."""
    g = Gated([], [], {}, {}, {})
    tokens_of: dict[str, frozenset[str]] = {}

    def chunk_tokens(cid: str) -> frozenset[str]:
        if cid not in tokens_of:
            g.row[cid] = index.position(cid)
            chunk = index.chunks[g.row[cid]]
            tokens_of[cid] = frozenset(tokenize(index_text(index.cards[chunk.card], chunk)))
        return tokens_of[cid]

    fused = dict(r.legs.fused)
    wanted = set(expand(r.question))
    order = [c for c, _ in r.legs.fused]
    walk = dedupe_lazily(order, chunk_tokens, settings.dedup_threshold)
    twins: dict[str, str | None] = {}

    def twin_of(cid: str) -> str | None:
        while cid not in twins:  # dedupe runs in rank order, as far as this candidate
            doc, twin = next(walk)
            twins[doc] = twin
        return twins[cid]

    for cid in order:
        if len(g.support) >= settings.top_k and not explain:
            break
        g.row[cid] = index.position(cid)
        cos = float(r.legs.cosine[g.row[cid]])
        low = cos < settings.min_score
        if low and not explain:
            # it cannot support the answer, duplicate or not; only --explain needs to know
            # which, and skipping it spares reading and tokenizing the chunk (a refusal
            # otherwise tokenized all 50 candidates: 19 ms at 100,000 chunks)
            g.kept.append(cid)
            g.gate[cid] = f"fail: cosine {cos:.3f} < min_score {settings.min_score}"
            continue
        twin = twin_of(cid)
        if twin is not None:
            g.dropped[cid] = twin
            continue
        g.kept.append(cid)
        if len(g.support) >= settings.top_k:
            g.gate[cid] = "not needed"
        elif low:
            g.gate[cid] = f"fail: cosine {cos:.3f} < min_score {settings.min_score}"
        elif not chunk_tokens(cid) & wanted:
            g.gate[cid] = "fail: shares no content word with the question"
        else:
            g.gate[cid] = "pass"
            g.support.append(Support(index.chunks[g.row[cid]], fused[cid], cos))
    return g


def evidence_for(index: Index, question: str, r: Retrieval, support: Sequence[Support]) -> Evidence:
    """What the gate's subject rules need to know about the question and its support."""
    qa = r.question
    name_words = set(words_of(r.matches))
    n_docs = index.postings.n_docs
    # a named plant's whole card grounds the question, not only the chunks quoted
    grounding = [s.chunk for s in support] + [ch for slug in r.named for ch in _chunks_of(index, slug)]
    return Evidence(
        show=lambda phrase: " ".join(surface(question, w) for w in phrase.split()),
        named=bool(r.named),
        on_topic=any(t in index.domain_words for t in qa.tokens if t not in name_words),
        compound=compound_name(index, r.words, r.matches) if r.named else None,
        partial=[w for w in index.names.unmatched_name_words(r.words, r.matches) if w in qa.subject],
        weights={
            w: idf_of(index.postings, w) or unseen_idf(n_docs)
            for w in qa.subject
            if w not in name_words and not (r.named and (w in GENERIC or w in MODIFIERS))
        },
        support_words=frozenset(t for ch in grounding for t in tokenize(index_text(index.cards[ch.card], ch))),
        topic_free_words=frozenset(
            t for s in support if index.cards[s.chunk.card].kind == "topic" for t in free_words(index, s.chunk.text)
        ),
        groups=bare_groups(r.words, covered(r.matches)),
    )


def ask(
    index: Index, raw_question: str, settings: Settings, explain: bool = False, timings: dict[str, float] | None = None
) -> Result:
    """Answer one question from the index, or refuse and say why."""
    question = check_question(raw_question)
    r = retrieve(index, question, settings, timings)
    clock = Clock(timings)
    g = gate_candidates(index, r, settings, explain)
    anchors = anchors_of(index, r)
    support = [s for s in g.support if s.chunk.id not in {a.id for a in anchors}]
    fused = dict(r.legs.fused)
    for anchor in reversed(anchors):  # a verdict's own chunk always supports it, first
        g.row[anchor.id] = index.position(anchor.id)
        support.insert(0, Support(anchor, fused.get(anchor.id, 0.0), float(r.legs.cosine[g.row[anchor.id]])))
    evidence = evidence_for(index, question, r, support)
    refusal = unknown_subject(r.question, evidence) or (
        uncovered(r.question, evidence, settings.min_coverage) if support else _empty_refusal(g.kept, g.gate)
    )
    clock.lap("filter_gate")
    trace = _trace(r, g.row, g.dropped, g.gate, settings) if explain else None
    if trace is not None:
        trace["coverage"] = round(coverage(evidence), 4)
    if r.question.people and r.question.animals:
        r.legs.notes.append(
            "the toxicity listings are for cats, dogs and horses: nothing here is about people; "
            "if a person has eaten a plant, call a poison control centre or a doctor"
        )
    if r.question.asks_list and r.question.toxicity and not r.named:
        r.legs.notes.append(f"every plant's listing: {listing_command(r.question)}")
    if r.question.toxicity and r.named:
        # "which is more toxic to cats, lilies or pothos" must not read as a pothos-only answer
        for group in _groups_beside_names(r):
            members = index.names.suggest([], [], groups=[group])
            also = "".join(f"; plantqa show {slug}" for slug in _topic_cards_on(index, frozenset({group})))
            r.legs.notes.append(
                f"'{evidence.show(group)}' names a group of plants, so this answer leaves it out; "
                f"ask about one by name ({', '.join(members[:4])}){also}"
            )
    if refusal is not None:
        groups = evidence.groups if refusal.reason == "unknown_plant" else ()
        suggestions = [] if r.named and not evidence.compound else index.names.suggest(r.words, r.matches, groups=groups)
        if r.named:  # "rose by" may mean rose bay; "make my poinsettia turn red" never red-edged dracaena
            said = set(words_of(r.matches))
            suggestions = [s for s in suggestions if said & set(words(s))]
        return Result(question, False, None, [], refusal, [], settings.mode, r.legs.path, suggestions, r.legs.notes, trace)
    result = _compose(index, question, r.question, r, support, anchors, settings, trace)
    if not result.answered and r.named and not r.question.toxicity and len(index.topic_chunks):
        result = _from_general_cards(index, question, r, settings, trace) or result
    clock.lap("answer")
    return result


def _from_general_cards(index: Index, question: str, r: Retrieval, settings: Settings, trace: Any) -> Result | None:
    """A named plant's card says nothing on what a care question asks ("thrips on my weeping
    fig"): answer from the topic cards instead, searched without the plant's name, if a
    quote there is on the topic; say where the answer comes from."""
    topic = _care_topic(r)
    cards = _topic_cards_on(index, topic)
    held = {t for slug in cards for ch in _chunks_of(index, slug) for t in tokenize(f"{index.cards[slug].title} {ch.text}")}
    if 2 * len(topic & held) < len(topic):
        return None  # the answer could not hold half the topic (below): skip the search
    allowed = np.zeros(len(index.chunks), dtype=bool)
    for slug in cards:
        allowed[index.card_rows(slug)] = True
    legs = run_legs(index, expand(r.question, set(words_of(r.matches))), settings, settings.depth, allowed)
    general = r._replace(legs=legs)
    support = gate_candidates(index, general, settings, False).support
    if not support:
        return None
    result = _compose(index, question, r.question, general, support, [], settings, trace)
    if not result.answered:
        return None
    said = set(tokenize(result.answer or "")).union(*(tokenize(c.title) for c in result.citations))
    if 2 * len(topic & said) < len(topic):  # "brown bumps on my schefflera stems" is not Brown leaf tips
        return None
    note = f"the {_plant_names(index, r)} card says nothing about this; these lines are from plantqa's general cards"
    if trace is not None:  # --explain lists the first search; say the answer came from a second
        trace["general_cards"] = cards
    return replace(result, notes=[*result.notes, note])


def _groups_beside_names(r: Retrieval) -> list[str]:
    """Kinds of plant ("lilies", "palm") a question names besides a plant it does name,
    other than right after that name ("tulip tree" is another plant, handled elsewhere)."""
    inside = covered(r.matches)
    found = {w for i, w in enumerate(r.words) if w in PLANT_TYPES and i not in inside and i - 1 not in inside}
    return sorted(found)


def listing_command(qa: Question) -> str:
    """The `plantqa plants` command that lists what a "which plants are safe/toxic" question asks for."""
    if not qa.animals:
        return "plantqa plants"
    return f"plantqa plants --{'safe-for' if qa.asks_safe else 'toxic-to'} {qa.animals[0]}"


def _empty_refusal(kept: Sequence[str], gate: dict[str, str]) -> Refusal:
    if not kept:
        return Refusal("no_match", "No card matches the words of the question.")
    if gate[kept[0]].startswith("fail: cosine"):
        return Refusal("low_score", "The closest cards are too far from the question to answer it reliably.")
    return Refusal("no_shared_terms", "No close card shares a content word with the question.")


def _more_of_the_plant(index: Index, r: Retrieval, support: Sequence[Support], settings: Settings) -> list[Support]:
    """The named plant's other sections, in rank order, as a pool for quotes: "why are my
    monstera leaves turning yellow" is answered by its Common problems section even when
    Light and Humidity rank above it (every section repeats the name)."""
    if not r.named:
        return []
    have = {s.chunk.id for s in support}
    fused = dict(r.legs.fused)
    more: list[Support] = []
    for cid, _score in r.legs.fused:
        if len(have) + len(more) >= 2 * settings.top_k:
            break
        if cid in have:
            continue
        row = index.position(cid)
        chunk = index.chunks[row]
        if chunk.card in r.named and float(r.legs.cosine[row]) >= settings.min_score:
            more.append(Support(chunk, fused[cid], float(r.legs.cosine[row])))
    return more


def animals_asked(qa: Question) -> tuple[str, ...]:
    """The animals a verdict is for: those named, else cats and dogs."""
    return qa.animals or ("cat", "dog")


def _compose(
    index: Index,
    question: str,
    qa: Question,
    r: Retrieval,
    support: list[Support],
    anchors: list[Chunk],
    settings: Settings,
    trace: dict[str, Any] | None,
) -> Result:
    order: list[str] = []  # chunk ids in citation order
    support = support + _more_of_the_plant(index, r, support, settings)
    scores = {s.chunk.id: (s.fused, s.cosine) for s in support}

    def cite(chunk_id: str) -> str:
        if chunk_id not in order:
            order.append(chunk_id)
        return f"[{order.index(chunk_id) + 1}]"

    lines: list[str] = []
    verdicts: list[Verdict] = []
    for anchor in anchors:
        sentence, found = verdict_sentence(index.cards[anchor.card], animals_asked(qa), qa, cite(anchor.id))
        lines.append(sentence)
        verdicts.extend(found)
    unknown = any(index.cards[a.card].verdict(x) == "unknown" for a in anchors for x in animals_asked(qa))
    if any(v.toxic for v in verdicts) or (unknown and any(t in EATING for t in qa.tokens)):
        lines.append(ADVICE)  # a pet that ate a plant of unknown status is a call to the vet too
    budget = max(settings.max_sentences - len(verdicts and lines[:1]), 1)
    weight = lambda t: idf_of(index.postings, t) or 1.0  # noqa: E731
    name_words = set(words_of(r.matches))
    focus = expand(qa, name_words)
    position = {s.chunk.id: i for i, s in enumerate(support)}
    subject = frozenset(qa.subject) - name_words
    named = set(r.named)

    asked = set(qa.animals)

    def off_topic(sentence: str, chunk: Chunk) -> bool:
        """A topic card's line about snake plant is no answer about a peace lily, and a
        finding for other animals only ("not listed as toxic to dogs") is none about a
        cat. A line that merely mentions another animal stays. A safety answer quotes a
        plant's care sections only where they speak of harm or of animals ("handle seeds
        with care, as they are highly toxic"), not for sharing a word ("yew branches" and
        "yellowing or dying branches: usually root rot")."""
        sentence_words = words(sentence)
        judged = animals_judged(sentence_words) if asked else set()
        if judged and not judged & asked:
            return True
        care_section = index.cards[chunk.card].kind == "plant" and not STRONG_HARM & set(tokenize(chunk.section))
        if qa.toxicity and care_section and not SAFETY_TERMS & set(tokenize(sentence)):
            return True
        if not named:
            return False
        found = index.names.match(sentence_words)
        if any(named & set(m.cards) for m in found):
            return False  # about the plant asked about, whatever else it names
        # "succulents need feeding only 2-4 times" is no answer for a monstera
        return bool(found) or (index.cards[chunk.card].kind == "topic" and bool(_other_kinds(sentence_words) - own_kinds()))

    @functools.cache
    def own_kinds() -> frozenset[str]:
        """Kinds of plant the named plants' cards or the question call them (aloe: succulent)."""
        said = {w for slug in named for ch in _chunks_of(index, slug) for w in words(ch.text)}
        return _other_kinds([*said, *r.words])

    chosen = best_sentences(support, focus, weight, budget, lines, subject, off_topic)
    topic = _care_topic(r)
    opening = [] if chosen or lines else [(support[0].chunk.text.split("\n")[0], support[0].chunk)]
    if settings.care_quotes == "on_topic" and _beside_the_point(qa, r, topic, chosen or opening):
        what = " ".join(surface(question, w) for w in qa.tokens if w in topic)
        refusal = Refusal("not_covered", f"The cards say nothing about '{what}' for {_plant_names(index, r)}.")
        notes = r.legs.notes + [f"in general: plantqa show {slug}" for slug in _topic_cards_on(index, topic)]
        return Result(question, False, None, [], refusal, [], settings.mode, r.legs.path, [], notes, trace)
    # Quotes follow their chunks' ranks, so [1] is the top source; chunks whose fused
    # scores tie exactly are ordered by their best quote, the evidence the answer uses.
    fused_of = {s.chunk.id: s.fused for s in support}
    best_quote: dict[str, int] = {}
    for n, (_sentence, chunk) in enumerate(chosen):
        best_quote.setdefault(chunk.id, n)
    for sentence, chunk in sorted(chosen, key=lambda pair: (-fused_of[pair[1].id], best_quote[pair[1].id], position[pair[1].id])):
        lines.append(f"{sentence} {cite(chunk.id)}")
    for sentence, chunk in opening:  # no sentence shares a question word: the best chunk's opening
        lines.append(f"{sentence} {cite(chunk.id)}")
    citations = []
    for n, cid in enumerate(order, start=1):
        chunk = index.chunks[index.position(cid)]
        card = index.cards[chunk.card]
        fused, cos = scores[cid]
        citations.append(Citation(n, card.slug, chunk.section, card.title, card.path, round(fused, 6), cid, round(cos, 4)))
    return Result(
        question, True, "\n".join(lines), verdicts, None, citations, settings.mode, r.legs.path, [], r.legs.notes, trace
    )


def _care_topic(r: Retrieval) -> frozenset[str]:
    """What a care question asks about: its words but the plant's name, framing and words
    any plant question shares ("leaf")."""
    return frozenset(r.question.tokens) - set(words_of(r.matches)) - FRAMING - ANY_PLANT


def _beside_the_point(qa: Question, r: Retrieval, asked: frozenset[str], chosen: Sequence[tuple[str, Chunk]]) -> bool:
    """A care question about a named plant whose every quote misses what it asks (`asked`,
    its _care_topic): "how often should i fertilize my zz plant" once got the Water section,
    "thrips on my weeping fig" its temperature line. A quote counts if it, or its section
    heading, uses one of those words."""
    if qa.toxicity or not r.named or not asked:
        return False
    wanted = _same_topic(asked)
    return not any(wanted & set(tokenize(f"{chunk.section} {sentence}")) for sentence, chunk in chosen)


# Kinds of plant a general card's advice may be for; "cacti" is the kind "cactus".
KINDS = {fold(w): fold(w) for w in "succulent cactus orchid fern palm bulb herb".split()} | {"cacti": "cactus"}


def _other_kinds(sentence_words: Sequence[str]) -> frozenset[str]:
    return frozenset(KINDS[w] for w in sentence_words if w in KINDS)


def _same_topic(words: frozenset[str]) -> frozenset[str]:
    """The words plus those that name the same care topic ("feed" -> fertilize)."""
    return words.union(*(group for group in SAME_TOPIC if group & words))


def _topic_cards_on(index: Index, topic: frozenset[str]) -> list[str]:
    """Topic cards whose title uses a word of the topic ("feed" -> Fertilizing). Only topic
    cards are looked at: a corpus of 125,000 plant cards must not decode them all."""
    topic = _same_topic(topic)
    numbers = sorted(set(index.chunk_card[index.topic_chunks].tolist()))  # np.unique loads numpy.ma: 10 ms
    slugs = [index.card_slugs[n] for n in numbers]
    return [slug for slug in slugs if topic & set(tokenize(index.cards[slug].title))]


def _plant_names(index: Index, r: Retrieval) -> str:
    return " or ".join(index.cards[slug].title.lower() for slug in r.named)


def _trace(
    r: Retrieval, row: dict[str, int], dropped: dict[str, str], gate: dict[str, str], settings: Settings
) -> dict[str, Any]:
    dense_rank, lexical_rank = ranks(r.legs.dense), ranks(r.legs.lexical)
    candidates = []
    for cid, score in r.legs.fused:
        i = row[cid]
        candidates.append(
            {
                "chunk": cid,
                "dense_rank": dense_rank.get(cid),
                "lexical_rank": lexical_rank.get(cid),
                "bm25": round(float(r.legs.bm25[i]), 4),
                "cosine": round(float(r.legs.cosine[i]), 4),
                "rrf": round(score, 6),
                "filter": "kept: names " + ", ".join(r.named) if r.named else "no plant named",
                "dedupe": f"duplicate of {dropped[cid]}" if cid in dropped else "kept",
                "gate": gate.get(cid, "not reached"),
            }
        )
    return {
        "tokens": list(r.question.tokens),
        "subject": list(r.question.subject),
        "animals": list(r.question.animals),
        "toxicity_question": r.question.toxicity,
        "names_matched": [{"name": m.name, "cards": list(m.cards)} for m in r.matches],
        "corrections": dict(r.corrections),
        "depth": settings.depth,
        "candidates": candidates,
    }
