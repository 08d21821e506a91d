"""`plantqa eval`: the gold questions and public IR test collections.

Gold questions run through the same `ask` pipeline as the command line and are
scored on retrieval (hit@k, MRR), verdicts, refusals and — counted one by one —
unsafe answers. Collections in BEIR layout are scored on retrieval alone
(nDCG@10, MAP, recall@100, MRR). `compare` pairs two runs question by question
with an exact McNemar test.
"""

from __future__ import annotations

import json
import math
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .config import Settings
from .errors import InputError, PlantQAError
from .text import clean, tokenize

SPLITS = ("dev", "test", "all")
MAX_GOLD_BYTES = 32 << 20  # the bundled gold file is ~0.1 MB; this is 300,000 questions


class EvalError(PlantQAError):
    """A gold file or collection cannot be read (exit 3)."""


@dataclass(frozen=True)
class GoldItem:
    id: str
    split: str
    question: str
    cards: tuple[str, ...] = ()
    verdict: tuple[str, bool] | None = None
    refuse: bool = False
    mentions: tuple[str, ...] = ()  # a care answer is on topic if it uses one of these


def load_gold(path: Path) -> list[GoldItem]:
    from .files import ReadError, read_limited

    items, seen = [], set()
    try:
        lines = read_limited(str(path), MAX_GOLD_BYTES, "gold file").decode("utf-8").splitlines()
    except (ReadError, UnicodeDecodeError) as exc:
        raise EvalError(f"{path}: cannot read gold file ({exc})") from None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            expect = row["expect"]
            verdict = expect.get("verdict")
            item = GoldItem(
                id=str(row["id"]),
                split=str(row.get("split", "dev")),
                question=str(row["question"]),
                cards=tuple(expect.get("cards", ())),
                verdict=(str(verdict["animal"]), bool(verdict["toxic"])) if verdict else None,
                refuse=bool(expect.get("refuse", False)),
                mentions=tuple(str(w) for w in expect.get("mentions", ())),
            )
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as exc:
            raise EvalError(f"{path}:{n}: not a gold question ({exc})") from None
        if item.id in seen:
            raise EvalError(f"{path}:{n}: duplicate id {item.id!r}")
        if item.refuse == bool(item.cards):
            raise EvalError(f"{path}:{n}: expect either cards or refuse")
        seen.add(item.id)
        items.append(item)
    return items


@dataclass(frozen=True)
class Outcome:
    id: str
    split: str
    question: str
    expected: list[str]
    refuse: bool
    answered: bool
    cited: list[str]  # distinct cards in citation order
    rank: int | None  # 1-based position of the first expected card among `cited`
    verdicts: list[dict[str, Any]]
    verdict_ok: bool | None  # None when the question expects no verdict
    refusal_reason: str | None
    unsafe: list[str]
    ms: float
    on_topic: bool | None = None  # for a question with `mentions`: answered, using one of them

    @property
    def ok(self) -> bool:
        if self.refuse:
            return not self.answered
        return self.rank == 1 and self.verdict_ok is not False and not self.unsafe and self.on_topic is not False


def judge(item: GoldItem, result: Any, ms: float) -> Outcome:
    cited = list(dict.fromkeys(c.card for c in result.citations))
    rank = next((i for i, card in enumerate(cited, 1) if card in item.cards), None)
    verdicts = [{"card": v.card, "animal": v.animal, "toxic": v.toxic} for v in result.verdicts]
    unsafe = []
    for v in result.verdicts:
        if v.card not in item.cards:
            unsafe.append(f"verdict from {v.card}, a card the question is not about")
        elif item.verdict and v.animal == item.verdict[0] and v.toxic != item.verdict[1]:
            unsafe.append(f"wrong verdict: {v.card} {'toxic' if v.toxic else 'non-toxic'} to {v.animal}")
    if result.answered and cited and cited[0] not in item.cards and not any("verdict from" in u for u in unsafe):
        unsafe.append(f"first citation from {cited[0]}, a card the question is not about")
    on_topic = None
    if item.mentions:
        said = set(tokenize(result.answer or "")) if result.answered else set()
        on_topic = any(set(tokenize(w)) & said for w in item.mentions)
    verdict_ok = None
    if item.verdict:
        animal, toxic = item.verdict
        verdict_ok = any(v.card in item.cards and v.animal == animal and v.toxic == toxic for v in result.verdicts)
    return Outcome(
        item.id,
        item.split,
        item.question,
        list(item.cards),
        item.refuse,
        result.answered,
        cited,
        rank,
        verdicts,
        verdict_ok,
        result.refusal.reason if result.refusal else None,
        unsafe,
        round(ms, 3),
        on_topic,
    )


def run_gold(index: Any, items: Sequence[GoldItem], settings: Settings) -> list[Outcome]:
    from .engine import ask

    out = []
    for item in items:
        start = time.perf_counter()
        try:
            result = ask(index, item.question, settings)
        except InputError as exc:
            raise EvalError(f"gold question {item.id}: {exc}") from None
        out.append(judge(item, result, (time.perf_counter() - start) * 1000))
    return out


def _ratio(num: float, den: float) -> float:
    return round(num / den, 4) if den else 0.0


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def summarize(outcomes: Sequence[Outcome]) -> dict[str, Any]:
    answerable = [o for o in outcomes if not o.refuse]
    refuse = [o for o in outcomes if o.refuse]
    with_verdict = [o for o in answerable if o.verdict_ok is not None]
    labelled = [o for o in answerable if o.on_topic is not None]
    refused = [o for o in outcomes if not o.answered]
    times = [o.ms for o in outcomes]
    return {
        "questions": len(outcomes),
        "answerable": len(answerable),
        "must_refuse": len(refuse),
        "hit@1": _ratio(sum(o.rank == 1 for o in answerable), len(answerable)),
        "hit@3": _ratio(sum(o.rank is not None and o.rank <= 3 for o in answerable), len(answerable)),
        "hit@5": _ratio(sum(o.rank is not None and o.rank <= 5 for o in answerable), len(answerable)),
        "mrr": _ratio(sum(1 / o.rank for o in answerable if o.rank), len(answerable)),
        "answered_rate": _ratio(sum(o.answered for o in answerable), len(answerable)),
        "verdict_accuracy": _ratio(sum(bool(o.verdict_ok) for o in with_verdict), len(with_verdict)),
        # care questions labelled with the words an answer must use: answered on topic, and
        # answered beside the point (a wrong answer that hit@1, counting cards, cannot see)
        "on_topic": _ratio(sum(bool(o.on_topic) for o in labelled), len(labelled)),
        "off_topic": sum(o.answered and o.on_topic is False for o in labelled),
        "refusal_rate": _ratio(sum(not o.answered for o in refuse), len(refuse)),
        "refusal_precision": _ratio(sum(o.refuse for o in refused), len(refused)),
        "refusal_recall": _ratio(sum(not o.answered for o in refuse), len(refuse)),
        "unsafe": sum(bool(o.unsafe) for o in outcomes),
        "ms_p50": round(statistics.median(times), 2) if times else 0.0,
        "ms_p95": round(percentile(times, 0.95), 2),
    }


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value: a binomial test on the b + c discordant pairs."""
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(b, c) + 1)) / 2**n
    return min(1.0, 2 * tail)


def rank_key(o: Outcome) -> float:
    """Lower is better: the expected card's rank, 0 for a due refusal, infinity for a miss."""
    if o.refuse:
        return 0.0 if not o.answered else math.inf
    return float(o.rank) if o.rank else math.inf


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


def gold_report(outcomes: Sequence[Outcome]) -> dict[str, Any]:
    return {
        "summary": summarize(outcomes),
        "by_split": {s: summarize([o for o in outcomes if o.split == s]) for s in ("dev", "test")},
        "unsafe": [{"id": o.id, "question": o.question, "problems": o.unsafe, "cited": o.cited} for o in outcomes if o.unsafe],
        "failures": [
            {
                "id": o.id,
                "question": o.question,
                "expected": "refuse" if o.refuse else o.expected,
                "answered": o.answered,
                "cited": o.cited,
                "verdicts": o.verdicts,
                "refusal": o.refusal_reason,
                "on_topic": o.on_topic,
            }
            for o in outcomes
            if not o.ok
        ],
    }


def select(items: Sequence[GoldItem], split: str) -> list[GoldItem]:
    return list(items) if split == "all" else [i for i in items if i.split == split]


# --- public test collections (BEIR layout) -------------------------------------------------


@dataclass(frozen=True)
class Collection:
    name: str
    doc_ids: list[str]
    texts: list[str]
    queries: list[tuple[str, str]]
    qrels: dict[str, dict[str, int]]


def _jsonl(path: Path) -> list[dict[str, Any]]:
    try:
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    except FileNotFoundError:
        raise EvalError(f"{path}: not found (a BEIR collection has corpus.jsonl, queries.jsonl, qrels/test.tsv)") from None
    except (OSError, ValueError) as exc:
        raise EvalError(f"{path}: cannot read ({exc})") from None


def load_collection(root: Path) -> Collection:
    docs = _jsonl(root / "corpus.jsonl")
    queries = _jsonl(root / "queries.jsonl")
    qrels: dict[str, dict[str, int]] = {}
    try:
        rows = (root / "qrels" / "test.tsv").read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise EvalError(f"{root / 'qrels' / 'test.tsv'}: cannot read ({exc.strerror})") from None
    for line in rows[1:]:
        parts = line.split("\t")
        if len(parts) >= 3 and int(parts[2]) > 0:
            qrels.setdefault(parts[0], {})[parts[1]] = int(parts[2])
    try:
        return Collection(
            root.name,
            [str(d["_id"]) for d in docs],
            [f"{d.get('title', '')}\n{d.get('text', '')}" for d in docs],
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


def index_collection(collection: Collection, settings: Settings) -> Any:
    from .index import index_documents

    return index_documents(collection.doc_ids, collection.texts, settings)


def run_collection(collection: Collection, docs: Any, settings: Settings, mode: str, depth: int) -> list[QueryResult]:
    """Rank every judged query; each leg is ranked `depth` deep before fusion."""
    from .engine import run_legs
    from .text import tokenize

    run = settings._replace(mode=mode)
    out = []
    for qid, text in collection.queries:
        fused = run_legs(docs, tokenize(text), run, depth).fused
        out.append(QueryResult(qid, ir_metrics([d for d, _ in fused], collection.qrels[qid])))
    return out


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


def _expected(expected: Any) -> str:
    return "refuse" if expected == "refuse" else ", ".join(expected)


def gold_text(report: dict[str, Any]) -> str:
    keys = [
        "hit@1",
        "hit@3",
        "hit@5",
        "mrr",
        "answered_rate",
        "verdict_accuracy",
        "refusal_rate",
        "refusal_precision",
        "refusal_recall",
        "on_topic",
        "off_topic",
        "unsafe",
        "ms_p50",
    ]
    lines = [f"Gold: {report['gold']} (split {report['split']}, {report['summary']['questions']} questions)"]
    lines += _table([(m, r["summary"]) for m, r in report["modes"].items()], keys)
    for m, r in report["modes"].items():
        for split, summary in r["by_split"].items():
            lines.append(
                f"  {m}/{split}: hit@1 {summary['hit@1']}, refusal_rate {summary['refusal_rate']}, "
                f"unsafe {summary['unsafe']} ({summary['questions']} q)"
            )
    lines.append("")
    lines.append(f"Unsafe answers ({report['mode']}): {len(report['unsafe'])}")
    lines += [f"  {u['id']} {u['question']!r}: {'; '.join(u['problems'])}" for u in report["unsafe"]]
    lines.append(f"Failed questions ({report['mode']}): {len(report['failures'])}")
    for f in report["failures"]:
        how = "answered off topic" if f["on_topic"] is False else "answered"
        got = f"{how}, cited {', '.join(f['cited']) or 'nothing'}" if f["answered"] else f"refused ({f['refusal']})"
        lines.append(f"  {f['id']} {f['question']!r}: expected {_expected(f['expected'])}; {got}")
    if "compare" in report:
        lines += ["", *_paired_text(report["compare"])]
    return clean("\n".join(lines))


def collection_text(report: dict[str, Any]) -> str:
    lines = [
        f"Collection {report['collection']}: {report['documents']} documents, "
        f"{report['queries']} judged queries, leg depth {report['depth']}"
    ]
    lines += _table(list(report["modes"].items()), ["ndcg@10", "map", "recall@100", "mrr"])
    if "compare" in report:
        p = dict(report["compare"])
        p["moved"] = []
        lines += ["", *_paired_text(p), "  (wins and losses by nDCG@10 per query; success = nDCG@10 >= 0.5)"]
    return "\n".join(lines)
