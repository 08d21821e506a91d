"""`plantqa eval`: public IR test collections, and what the gold report shares with them.

Collections in BEIR layout are scored on retrieval alone (nDCG@10, MAP, recall@100,
MRR). `compare` pairs two runs question by question with an exact McNemar test. The
gold questions are judged in gold.py.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .config import Settings
from .errors import PlantQAError
from .text import tokenize


class EvalError(PlantQAError):
    """A gold file or collection cannot be read (exit 3)."""


# Each file of a collection is read whole, so within a bound: the largest bundled-size
# collection (npl) is 3.5 MB, and this leaves room for ones a hundred times as large.
MAX_COLLECTION_BYTES = 1 << 30


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value: a binomial test on the b + c discordant pairs."""
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(b, c) + 1)) / 2**n
    return min(1.0, 2 * tail)


@dataclass(frozen=True)
class Paired:
    a: str
    b: str
    wins: int  # questions where a did better
    losses: int
    ties: int
    a_only: int  # a succeeded, b failed (discordant)
    b_only: int
    p_value: float
    moved: list[dict[str, Any]] = field(default_factory=list)


def compare(name_a: str, a: Sequence[Any], name_b: str, b: Sequence[Any], key: Any, ok: Any) -> Paired:
    """Pair two runs over the same questions; `key` is lower-is-better, `ok` is per-question success."""
    wins = losses = ties = a_only = b_only = 0
    moved = []
    for x, y in zip(a, b, strict=True):
        kx, ky = key(x), key(y)
        if kx < ky:
            wins += 1
        elif kx > ky:
            losses += 1
        else:
            ties += 1
        sx, sy = ok(x), ok(y)
        a_only += sx and not sy
        b_only += sy and not sx
        if kx != ky:
            moved.append({"id": x.id, name_a: _show(kx), name_b: _show(ky)})
    return Paired(name_a, name_b, wins, losses, ties, a_only, b_only, round(mcnemar_exact(a_only, b_only), 6), moved)


def _show(rank: float) -> int | None:
    return None if math.isinf(rank) else int(rank)


# --- public test collections (BEIR layout) -------------------------------------------------


@dataclass(frozen=True)
class Collection:
    name: str
    doc_ids: list[str]
    titles: list[str]
    bodies: list[str]
    queries: list[tuple[str, str]]
    qrels: dict[str, dict[str, int]]

    def texts(self, title_weight: int = 1) -> list[str]:
        """Each document as the legs index it: the title `title_weight` times, then the body.
        Repeating a field multiplies its term frequencies and adds to the length both legs
        normalise by: BM25F with one shared b (ADR 0003)."""
        return [f"{title}\n" * title_weight + body for title, body in zip(self.titles, self.bodies)]


def _lines(path: Path) -> list[str]:
    """A collection file's lines: a regular file of at most MAX_COLLECTION_BYTES, in UTF-8."""
    from .files import ReadError, read_limited

    try:
        return read_limited(str(path), MAX_COLLECTION_BYTES, "collection file").decode("utf-8").splitlines()
    except ReadError as exc:
        if exc.missing:
            raise EvalError(f"{path}: not found (a BEIR collection has corpus.jsonl, queries.jsonl, qrels/test.tsv)") from None
        raise EvalError(f"{path}: {exc}") from None
    except UnicodeDecodeError as exc:
        raise EvalError(f"{path}: cannot read ({exc})") from None


def _jsonl(path: Path) -> list[dict[str, Any]]:
    try:
        return [json.loads(line) for line in _lines(path) if line.strip()]
    except (ValueError, RecursionError) as exc:  # RecursionError: a line nested too deep
        raise EvalError(f"{path}: cannot read ({exc})") from None


def load_collection(root: Path) -> Collection:
    docs = _jsonl(root / "corpus.jsonl")
    queries = _jsonl(root / "queries.jsonl")
    qrels: dict[str, dict[str, int]] = {}
    rows = _lines(root / "qrels" / "test.tsv")
    for line in rows[1:]:
        parts = line.split("\t")
        if len(parts) >= 3 and int(parts[2]) > 0:
            qrels.setdefault(parts[0], {})[parts[1]] = int(parts[2])
    try:
        return Collection(
            root.name,
            [str(d["_id"]) for d in docs],
            [str(d.get("title") or "") for d in docs],
            [str(d.get("text") or "") for d in docs],
            [(str(q["_id"]), str(q["text"])) for q in queries if str(q["_id"]) in qrels],
            qrels,
        )
    except KeyError as exc:
        raise EvalError(f"{root}: a record lacks {exc}") from None


def ir_metrics(ranked: Sequence[str], rels: dict[str, int]) -> dict[str, float]:
    """nDCG@10 (linear gain), average precision, recall@100 and reciprocal rank."""
    dcg = sum(rels.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked[:10]))
    ideal = sorted(rels.values(), reverse=True)[:10]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    hits, precisions, first = 0, [], None
    for i, d in enumerate(ranked, 1):
        if d in rels:
            hits += 1
            precisions.append(hits / i)
            first = first or i
    return {
        "ndcg@10": dcg / idcg if idcg else 0.0,
        "map": sum(precisions) / len(rels) if rels else 0.0,
        "recall@100": len(set(ranked[:100]) & rels.keys()) / len(rels) if rels else 0.0,
        "mrr": 1 / first if first else 0.0,
    }


@dataclass(frozen=True)
class QueryResult:
    id: str
    metrics: dict[str, float]


class CollectionIndex:
    """A collection's two-leg index, and its neural vectors when the extra runs (ADR 0009)."""

    def __init__(self, docs: Any, neural: Any = None, queries: Any = None, notes: Sequence[str] = ()) -> None:
        self.docs, self.neural, self.queries, self.notes = docs, neural, queries, list(notes)

    # what engine.run_legs reads (index.Searchable)
    ids = property(lambda self: self.docs.ids)
    buckets = property(lambda self: self.docs.buckets)
    features = property(lambda self: self.docs.features)
    postings = property(lambda self: self.docs.postings)


def index_collection(collection: Collection, settings: Settings) -> CollectionIndex:
    from .index import index_documents

    texts = collection.texts(settings.title_weight)
    docs = index_documents(collection.doc_ids, texts, settings)
    if settings.neural != "on":
        return CollectionIndex(docs)
    from . import neural  # only with the extra asked for: the default never imports it

    try:
        return CollectionIndex(docs, neural.encode(texts), neural.encode([q for _, q in collection.queries]))
    except neural.NeuralUnavailable as exc:
        return CollectionIndex(docs, notes=[f"{exc}: hybrid ran on the two model-free legs"])


def run_collection(collection: Collection, docs: Any, settings: Settings, mode: str, depth: int) -> list[QueryResult]:
    """Rank every judged query; each leg is ranked `depth` deep before fusion. With neural
    vectors, hybrid fuses a third leg: the cosine of the query's and documents' sentence vectors."""
    from .engine import run_legs
    from .fusion import fuse, top

    run = settings._replace(mode=mode)
    vectors = getattr(docs, "neural", None)
    out = []
    for i, (qid, text) in enumerate(collection.queries):
        legs = run_legs(docs, tokenize(text), run, depth)
        fused = legs.fused
        if vectors is not None and mode == "hybrid":
            neural_leg = top(vectors @ docs.queries[i], docs.ids, depth)
            fused = fuse(legs.dense, legs.lexical, run, neural_leg)
        out.append(QueryResult(qid, ir_metrics([d for d, _ in fused], collection.qrels[qid])))
    return out


@dataclass(frozen=True)
class PairedScores:
    """Two modes' nDCG@10 on the same queries: wins and losses with an exact sign test, and
    the mean difference with a paired sign-flip permutation test (fixed seed)."""

    a: str
    b: str
    wins: int  # queries where a's nDCG@10 is higher
    losses: int
    ties: int
    sign_p: float  # exact two-sided binomial on wins vs losses, ties dropped
    mean_diff: float  # mean of a - b
    permutation_p: float  # two-sided, ROUNDS random sign flips of the per-query differences


ROUNDS = 20_000


def permutation_p(diffs: Sequence[float], rounds: int = ROUNDS, seed: int = 16) -> float:
    """Share of random sign flips whose mean difference is at least as far from 0 as the
    observed one (the observed counts as one flip, so p is never 0)."""
    import numpy as np

    d = np.asarray(diffs, dtype=np.float64)
    if not len(d) or not d.any():
        return 1.0
    observed = abs(d.mean()) - 1e-12  # equal means count as "as far": float sums differ in the last bit
    signs = np.random.default_rng(seed).choice((-1.0, 1.0), size=(rounds, len(d)))
    extreme = int((np.abs(signs @ d) / len(d) >= observed).sum())
    return round((extreme + 1) / (rounds + 1), 6)


def pair_scores(name_a: str, a: Sequence[QueryResult], name_b: str, b: Sequence[QueryResult]) -> PairedScores:
    diffs = [x.metrics["ndcg@10"] - y.metrics["ndcg@10"] for x, y in zip(a, b, strict=True)]
    wins, losses = sum(d > 0 for d in diffs), sum(d < 0 for d in diffs)
    return PairedScores(
        name_a,
        name_b,
        wins,
        losses,
        len(diffs) - wins - losses,
        round(mcnemar_exact(wins, losses), 6),  # the same binomial: a sign test on the untied pairs
        round(sum(diffs) / len(diffs), 6) if diffs else 0.0,
        permutation_p(diffs),
    )


def collection_pairs(runs: Mapping[str, Sequence[QueryResult]], first: str) -> list[PairedScores]:
    """The first mode against every other mode that ran."""
    return [pair_scores(first, runs[first], m, runs[m]) for m in runs if m != first]


def collection_summary(results: Sequence[QueryResult]) -> dict[str, float]:
    keys = ("ndcg@10", "map", "recall@100", "mrr")
    n = len(results)
    return {k: round(sum(r.metrics[k] for r in results) / n, 4) if n else 0.0 for k in keys}


# --- text reports -----------------------------------------------------------------------------


def _table(rows: list[tuple[str, dict[str, Any]]], keys: list[str]) -> list[str]:
    widths = [max(len(k) + 2, 9) for k in keys]
    out = ["  " + "mode".ljust(10) + "".join(k.rjust(w) for k, w in zip(keys, widths))]
    for name, values in rows:
        out.append("  " + name.ljust(10) + "".join(str(values[k]).rjust(w) for k, w in zip(keys, widths)))
    return out


def _paired_text(p: dict[str, Any]) -> list[str]:
    lines = [
        f"Paired {p['a']} vs {p['b']}: {p['wins']} wins, {p['losses']} losses, {p['ties']} ties; "
        f"discordant {p['a_only']}/{p['b_only']}, exact McNemar p = {p['p_value']}"
    ]
    if p["moved"]:
        lines.append(
            f"  rank moved on {len(p['moved'])} questions (id: {p['a']} -> {p['b']}; - = not found or wrongly answered):"
        )
        lines += [f"    {m['id']}: {m[p['a']] or '-'} -> {m[p['b']] or '-'}" for m in p["moved"]]
    return lines


def collection_text(report: dict[str, Any]) -> str:
    lines = [
        f"Collection {report['collection']}: {report['documents']} documents, "
        f"{report['queries']} judged queries, leg depth {report['depth']}"
    ]
    lines += _table(list(report["modes"].items()), ["ndcg@10", "map", "recall@100", "mrr"])
    lines += [f"  note: {n}" for n in report.get("notes", [])]
    for p in report.get("paired", []):
        lines.append(
            f"  {p['a']} vs {p['b']} (nDCG@10 per query): {p['wins']} wins, {p['losses']} losses, {p['ties']} ties, "
            f"sign test p = {p['sign_p']}; mean difference {p['mean_diff']:+.4f}, permutation p = {p['permutation_p']}"
        )
    if "compare" in report:
        p = dict(report["compare"])
        p["moved"] = []
        lines += ["", *_paired_text(p), "  (wins and losses by nDCG@10 per query; success = nDCG@10 >= 0.5)"]
    return "\n".join(lines)
