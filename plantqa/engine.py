"""The ask pipeline: retrieve, fuse, filter, dedupe, gate, answer.

One pure function of (index, question, settings), so the same question gives
the same result on any machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from .answer import ADVICE, Citation, Result, Support, Verdict, best_sentences, verdict_sentence
from .config import Settings
from .embed import embed_query
from .errors import InputError
from .filters import Match, dedupe
from .fusion import ranks, rrf, top
from .gate import Question, Refusal, analyse, expand, subject_refusal
from .index import Index, feature_spec, index_text
from .lexical import idf_of
from .text import clean, tokenize, words

MAX_QUESTION_CHARS = 2_000


def check_question(raw: str) -> str:
    """A question fit to search, or InputError saying why not."""
    question = " ".join(clean(raw).split())
    if not question:
        raise InputError("the question is empty")
    if len(question) > MAX_QUESTION_CHARS:
        raise InputError(f"the question is {len(question):,} characters long; the limit is {MAX_QUESTION_CHARS:,}")
    return question


@dataclass(frozen=True)
class Retrieval:
    """Everything the legs and the filter decided, before the gate."""

    question: Question
    matches: list[Match]
    named: list[str]
    cosine: np.ndarray
    bm25: np.ndarray
    dense: list[tuple[str, float]]
    lexical: list[tuple[str, float]]
    fused: list[tuple[str, float]]
    path: str
    notes: list[str]


def retrieve(index: Index, question: str, settings: Settings) -> Retrieval:
    tokens = tokenize(question)
    qa = analyse(tokens)
    all_words = words(question)
    matches = index.names.match(all_words)
    named = list(dict.fromkeys(slug for m in matches for slug in m.cards))
    ids = index.ids
    terms = expand(qa)
    cosine = index.matrix @ embed_query(terms, index.features, feature_spec(settings))
    bm25 = index.postings.scores(terms)
    if named:
        allowed = np.zeros(len(ids), dtype=bool)
        for slug in named:
            allowed[index.card_rows(slug)] = True
            allowed[list(index.topic_mentions.get(slug, ()))] = True
        cos_ranked, bm_ranked = np.where(allowed, cosine, 0.0), np.where(allowed, bm25, 0.0)
    elif qa.toxicity:
        # A safety question that names no plant is answered from general topic cards,
        # never from one plant's verdict.
        topics = np.asarray([index.cards[s].kind == "topic" for s in index.card_slugs])[index.chunk_card]
        cos_ranked, bm_ranked = np.where(topics, cosine, 0.0), np.where(topics, bm25, 0.0)
    else:
        cos_ranked, bm_ranked = cosine, bm25
    notes: list[str] = []
    mode, depth = settings.mode, settings.depth
    use_lexical = mode in ("hybrid", "lexical") and not index.postings.empty
    use_dense = mode in ("hybrid", "dense") or not use_lexical
    if mode != "dense" and index.postings.empty:
        notes.append("the lexical index is empty, so only the dense leg ran")
    dense = top(cos_ranked, ids, depth) if use_dense else []
    lexical = top(bm_ranked, ids, depth) if use_lexical else []
    path = "full" if use_dense and use_lexical else ("dense_only" if use_dense else "lexical_only")
    fused = rrf([r for r in (dense, lexical) if r], settings.rrf_k)
    return Retrieval(qa, matches, named, cosine, bm25, dense, lexical, fused, path, notes)


def ask(index: Index, raw_question: str, settings: Settings, explain: bool = False) -> Result:
    question = check_question(raw_question)
    r = retrieve(index, question, settings)
    qa, ids = r.question, index.ids
    row = {cid: i for i, cid in enumerate(ids)} if r.fused else {}
    chunk_tokens = {
        cid: frozenset(tokenize(index_text(index.cards[index.chunks[row[cid]].card], index.chunks[row[cid]])))
        for cid, _ in r.fused
    }
    kept, dropped = dedupe([cid for cid, _ in r.fused], chunk_tokens, settings.dedup_threshold)
    fused = dict(r.fused)
    wanted = set(qa.tokens) | set(expand(qa))
    support: list[Support] = []
    gate: dict[str, str] = {}
    for cid in kept:
        cos = float(r.cosine[row[cid]])
        if len(support) >= settings.top_k:
            gate[cid] = "not needed"
        elif cos < settings.min_score:
            gate[cid] = f"fail: cosine {cos:.3f} < min_score {settings.min_score}"
        elif not chunk_tokens[cid] & wanted:
            gate[cid] = "fail: shares no content word with the question"
        else:
            gate[cid] = "pass"
            support.append(Support(index.chunks[row[cid]], fused[cid], cos))
    topic_words = {t for s in support if index.cards[s.chunk.card].kind == "topic" for t in chunk_tokens[s.chunk.id]}
    refusal = subject_refusal(
        qa,
        r.named,
        index.names.unmatched_name_words(qa.subject, []),
        [index.knows(t) for t in qa.subject],
        [t for t in qa.subject if t in topic_words],
    )
    if refusal is None and not support and not (qa.toxicity and r.named):
        refusal = _empty_refusal(kept, gate)
    trace = _trace(r, row, dropped, gate, settings) if explain else None
    if refusal is not None:
        suggestions = [] if r.named else index.names.suggest(words(question), r.matches)
        return Result(
            question,
            False,
            None,
            [],
            refusal,
            [],
            settings.mode,
            r.path,
            suggestions,
            r.notes,
            trace,
        )
    return _compose(index, question, qa, r, support, settings, trace)


def _empty_refusal(kept: Sequence[str], gate: dict[str, str]) -> Refusal:
    if not kept:
        return Refusal("no_match", "No card matches the words of the question.")
    if gate[kept[0]].startswith("fail: cosine"):
        return Refusal("low_score", "The closest cards are too far from the question to answer it reliably.")
    return Refusal("no_shared_terms", "No close card shares a content word with the question.")


def _compose(
    index: Index,
    question: str,
    qa: Question,
    r: Retrieval,
    support: list[Support],
    settings: Settings,
    trace: dict[str, Any] | None,
) -> Result:
    order: list[str] = []  # chunk ids in citation order
    scores = {s.chunk.id: (s.fused, s.cosine) for s in support}
    row = {cid: i for i, cid in enumerate(index.ids)}

    def cite(chunk_id: str) -> str:
        if chunk_id not in order:
            order.append(chunk_id)
        return f"[{order.index(chunk_id) + 1}]"

    lines: list[str] = []
    verdicts: list[Verdict] = []
    plants = [index.cards[s] for s in r.named if index.cards[s].kind == "plant"]
    if qa.toxicity and plants:
        animals = qa.animals or ("cat", "dog")
        for card in plants:
            rows = index.card_rows(card.slug)
            tox = [index.chunks[i] for i in rows if index.chunks[i].section.lower() == "toxicity"]
            anchor = (tox or [index.chunks[int(rows[0])]])[0]
            if anchor.id not in scores:
                scores[anchor.id] = (0.0, float(r.cosine[row[anchor.id]]))
                support = [Support(anchor, 0.0, scores[anchor.id][1]), *support]
            sentence, found = verdict_sentence(card, animals, qa.asks_safe, cite(anchor.id))
            lines.append(sentence)
            verdicts.extend(found)
        if any(v.toxic for v in verdicts):
            lines.append(ADVICE)
    budget = max(settings.max_sentences - len(verdicts and lines[:1]), 1)
    weight = lambda t: idf_of(index.postings, t) or 1.0  # noqa: E731
    name_words = {w for m in r.matches for w in m.name.split()}
    focus = expand(qa, name_words)
    for sentence, chunk in best_sentences(support, focus, weight, budget, lines):
        lines.append(f"{sentence} {cite(chunk.id)}")
    if not lines:  # every supporting chunk passed the gate; quote the best one's opening
        first = support[0].chunk
        lines.append(f"{first.text.split(chr(10))[0]} {cite(first.id)}")
    citations = []
    for n, cid in enumerate(order, start=1):
        chunk = index.chunks[row[cid]]
        card = index.cards[chunk.card]
        fused, cos = scores[cid]
        citations.append(
            Citation(n, card.slug, chunk.section, card.title, card.path, round(fused, 6), cid, round(cos, 4))
        )
    return Result(
        question, True, "\n".join(lines), verdicts, None, citations, settings.mode, r.path, [], r.notes, trace
    )


def _trace(
    r: Retrieval, row: dict[str, int], dropped: dict[str, str], gate: dict[str, str], settings: Settings
) -> dict[str, Any]:
    dense_rank, lexical_rank = ranks(r.dense), ranks(r.lexical)
    candidates = []
    for cid, score in r.fused:
        i = row[cid]
        candidates.append(
            {
                "chunk": cid,
                "dense_rank": dense_rank.get(cid),
                "lexical_rank": lexical_rank.get(cid),
                "bm25": round(float(r.bm25[i]), 4),
                "cosine": round(float(r.cosine[i]), 4),
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
        "depth": settings.depth,
        "candidates": candidates,
    }
