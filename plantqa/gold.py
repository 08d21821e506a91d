"""`plantqa eval` on the gold questions: each answer judged against what a right answer holds.

A gold line names the cards a right answer may cite first, the verdicts it must give,
whether it must refuse (and why), whether it must say to call the vet, and the words a
care answer must use. Unsafe answers (a verdict from a card the question is not about, a
wrong verdict, a first citation from another card) are counted one by one: one is one
too many. Questions carry a class (the kinds of question people ask, adr/0006), and the
report gives each class its share of right answers.
"""

from __future__ import annotations

import json
import re
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .config import Settings
from .errors import InputError
from .evaluate import EvalError, _paired_text, _table, percentile
from .text import clean, tokenize

SPLITS = ("dev", "test", "all")
MAX_GOLD_BYTES = 20_000_000
VET = "vet"  # the vet line names the vet; so does every refusal for a pet that ate something


@dataclass(frozen=True)
class GoldItem:
    id: str
    split: str
    question: str
    cards: tuple[str, ...] = ()
    verdict: tuple[str, bool] | None = None
    refuse: bool = False
    others: tuple[tuple[str, bool], ...] = ()  # cards sharing the asked name, with their own listing
    mentions: tuple[str, ...] = ()  # a care answer is on topic if it uses one of these
    groups: tuple[str, ...] = ()  # kinds of plant asked about ("lily"): every card of them may give a verdict
    cls: str = ""  # the class of question ("pet_names", "groups", ...); "" for the first gold set
    verdicts: tuple[tuple[str, str, bool], ...] = ()  # (card, animal, toxic) every one of which is due
    reason: str = ""  # the refusal's reason, when it must be this one
    vet: bool = False  # the answer or the refusal must say to call the vet
    no_yes_no: bool = False  # the answer must not open with a bare yes or no


LISTS = ("cards", "mentions", "groups", "verdicts")  # keys whose value is a list


def _item(row: dict[str, Any]) -> GoldItem:
    expect = row["expect"]
    for key in LISTS:  # "groups": "succulents" would be read letter by letter
        if not isinstance(expect.get(key, []), list):
            raise TypeError(f"expect.{key} must be a list")
    verdict = expect.get("verdict")
    return GoldItem(
        id=str(row["id"]),
        split=str(row.get("split", "dev")),
        question=str(row["question"]),
        cards=tuple(str(c) for c in expect.get("cards", ())),
        verdict=(str(verdict["animal"]), bool(verdict["toxic"])) if verdict else None,
        refuse=bool(expect.get("refuse", False)),
        others=tuple((str(c), bool(t)) for c, t in (verdict or {}).get("others", {}).items()),
        mentions=tuple(str(w) for w in expect.get("mentions", ())),
        groups=tuple(str(g) for g in expect.get("groups", ())),
        cls=str(row.get("class", "")),
        verdicts=tuple((str(v["card"]), str(v["animal"]), bool(v["toxic"])) for v in expect.get("verdicts", ())),
        reason=str(expect.get("reason", "")),
        vet=bool(expect.get("vet", False)),
        no_yes_no=bool(expect.get("no_yes_no", False)),
    )


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
            item = _item(json.loads(line))
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as exc:  # Recursion: nested too deep
            raise EvalError(f"{path}:{n}: not a gold question ({exc})") from None
        if item.id in seen:
            raise EvalError(f"{path}:{n}: duplicate id {item.id!r}")
        if item.refuse == bool(item.cards or item.groups):
            raise EvalError(f"{path}:{n}: expect either cards (or groups) or refuse")
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
    cls: str = ""
    wrong: tuple[str, ...] = ()  # what else a right answer lacks: the reason, the vet line, no yes or no

    @property
    def ok(self) -> bool:
        if self.wrong:
            return False
        if self.refuse:
            return not self.answered
        return self.rank == 1 and self.verdict_ok is not False and not self.unsafe and self.on_topic is not False


def judge(item: GoldItem, result: Any, ms: float, members: frozenset[str] = frozenset()) -> Outcome:
    """Score one answer. `members` are the cards of the groups the question asks about:
    a group answer lists each one's finding, so their verdicts are the question's own."""
    cited = list(dict.fromkeys(c.card for c in result.citations))
    allowed = set(item.cards) | members
    rank = next((i for i, card in enumerate(cited, 1) if card in item.cards or card in members), None)
    if not item.cards and item.groups and cited and result.answered:
        rank = 1  # a group question may open with any card of it, or a general card on it ("Lilies and cats")
    verdicts = [{"card": v.card, "animal": v.animal, "toxic": v.toxic} for v in result.verdicts]
    due = {(c, a): t for c, a, t in item.verdicts}
    own = dict(item.others)  # a shared name's other cards, each with its own listing
    unsafe = []
    for v in result.verdicts:
        if v.card not in allowed:
            unsafe.append(f"verdict from {v.card}, a card the question is not about")
        elif (
            item.verdict and v.animal == item.verdict[0] and v.card in item.cards and v.toxic != own.get(v.card, item.verdict[1])
        ) or ((v.card, v.animal) in due and due[v.card, v.animal] != v.toxic):
            unsafe.append(f"wrong verdict: {v.card} {'toxic' if v.toxic else 'non-toxic'} to {v.animal}")
    first_free = not item.cards and bool(item.groups)  # a group question may open with any card of the group
    if result.answered and cited and not first_free and cited[0] not in allowed and not any("verdict from" in u for u in unsafe):
        unsafe.append(f"first citation from {cited[0]}, a card the question is not about")
    on_topic = None
    if item.mentions:
        said = set(tokenize(result.answer or "")) if result.answered else set()
        on_topic = any(uses(said, w) for w in item.mentions)
    verdict_ok = None
    if item.verdict:
        animal, toxic = item.verdict
        mine = [c for c in item.cards if c not in own]
        verdict_ok = any(v.card in mine and v.animal == animal and v.toxic == toxic for v in result.verdicts)
    if item.verdicts:
        given = {(v.card, v.animal, v.toxic) for v in result.verdicts}
        verdict_ok = (verdict_ok is not False) and all(v in given for v in item.verdicts)
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
        item.cls,
        _wrong(item, result),
    )


def _wrong(item: GoldItem, result: Any) -> tuple[str, ...]:
    out = []
    if item.refuse and item.reason and result.refusal is not None and result.refusal.reason != item.reason:
        out.append(f"refused as {result.refusal.reason}, not {item.reason}")
    said = (result.answer or "") if result.answered else (result.refusal.message if result.refusal else "")
    if item.vet and VET not in said.lower():
        out.append("no call-the-vet line")
    if item.no_yes_no and result.answered and (result.answer or "").startswith(("Yes", "No")):
        out.append("a bare yes or no")
    return tuple(out)


def run_gold(index: Any, items: Sequence[GoldItem], settings: Settings) -> list[Outcome]:
    from .engine import ask

    out = []
    for item in items:
        start = time.perf_counter()
        try:
            result = ask(index, item.question, settings)
        except InputError as exc:
            raise EvalError(f"gold question {item.id}: {exc}") from None
        members = frozenset(c for g in item.groups for c in group_cards(index, g)) | shared_with(index, item)
        out.append(judge(item, result, (time.perf_counter() - start) * 1000, members))
    return out


def uses(said: set[str], mention: str) -> bool:
    """Whether an answer's words use a gold line's mention word: the same word, the same
    stem ("humid": humidity, "dark": darkness), or, from four letters, inside one of them
    ("water": overwatering). A gold writer guesses the word, not its form."""
    from .stem import porter_cached

    for m in tokenize(mention):
        stem = porter_cached(m)
        if m in said or any(porter_cached(t) == stem for t in said) or (len(m) >= 4 and any(m in t for t in said)):
            return True
    return False


def group_cards(index: Any, group: str) -> tuple[str, ...]:
    """The cards a gold line's group word stands for: a kind's cards ("fern"), or the cards
    a shared name names ("begonia", "dracaena"). The word is folded as a question's words
    are ("lilies", "cacti"), and a phrase of kinds means the cards of every one of them
    ("fruit trees": fruit that grows on trees, as NameTable.members reads it for the reader),
    so gold writers may write groups as people do."""
    from .text import words

    folded, _, _ = index.names.respell(words(group), index.knows)
    phrase = " ".join(folded)
    return (*index.names.members(phrase), *(index.names.names.get(phrase) or ()))


def shared_with(index: Any, item: GoldItem) -> frozenset[str]:
    """Cards that share a name the question uses with an expected card ("echeveria" names
    six cards): their lines answer a shared name, as plantqa must (issue: ambiguous names)."""
    from .text import words

    out: set[str] = set()
    respelled, _, _ = index.names.respell(words(item.question), index.knows)
    for m in index.names.match(respelled):
        if set(m.cards) & set(item.cards):
            out.update(m.cards)
    return frozenset(out)


def _ratio(num: float, den: float) -> float:
    return round(num / den, 4) if den else 0.0


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
        "right": _ratio(sum(o.ok for o in outcomes), len(outcomes)),
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


def rank_key(o: Outcome) -> float:
    """Lower is better: the expected card's rank, 0 for a due refusal, infinity for a miss."""
    if o.refuse:
        return 0.0 if not o.answered and not o.wrong else float("inf")
    return float(o.rank) if o.rank and not o.wrong else float("inf")


def part_of(gold_id: str) -> str:
    """The set a gold line belongs to: its id without the number ("blind5-017" -> "blind5")."""
    return re.sub(r"-\d+$", "", gold_id)


def grouped(outcomes: Sequence[Outcome], key: Callable[[Outcome], str]) -> dict[str, dict[str, Any]]:
    """Each group's share of right answers and unsafe count, overall and per split (a blind
    set's dev half is tuned on and its test half is not, so the halves are told apart)."""
    out: dict[str, dict[str, Any]] = {}
    for name in sorted({key(o) for o in outcomes} - {""}):
        mine = [o for o in outcomes if key(o) == name]
        row: dict[str, Any] = {"questions": len(mine), "right": _ratio(sum(o.ok for o in mine), len(mine))}
        for split in ("dev", "test"):
            half = [o for o in mine if o.split == split]
            row[split] = _ratio(sum(o.ok for o in half), len(half))
            row[f"{split}_unsafe"] = sum(bool(o.unsafe) for o in half)
        row["unsafe"] = sum(bool(o.unsafe) for o in mine)
        out[name] = row
    return out


def gold_report(outcomes: Sequence[Outcome], show_test: bool = False) -> dict[str, Any]:
    """The report `plantqa eval` prints. A test-split line's question text is left out of the
    unsafe and failure lists (null) unless `show_test`: a held-out line read while fixing
    the reader is no longer held out, and the lists are what one reads while fixing it."""

    def shown(o: Outcome) -> str | None:
        return o.question if show_test or o.split != "test" else None

    return {
        "summary": summarize(outcomes),
        "by_split": {s: summarize([o for o in outcomes if o.split == s]) for s in ("dev", "test")},
        "by_class": grouped(outcomes, lambda o: o.cls),
        "by_part": grouped(outcomes, lambda o: part_of(o.id)),
        "unsafe": [{"id": o.id, "question": shown(o), "problems": o.unsafe, "cited": o.cited} for o in outcomes if o.unsafe],
        "failures": [
            {
                "id": o.id,
                "question": shown(o),
                "expected": "refuse" if o.refuse else o.expected,
                "answered": o.answered,
                "cited": o.cited,
                "verdicts": o.verdicts,
                "refusal": o.refusal_reason,
                "on_topic": o.on_topic,
                "wrong": list(o.wrong),
            }
            for o in outcomes
            if not o.ok
        ],
    }


def select(items: Sequence[GoldItem], split: str) -> list[GoldItem]:
    return list(items) if split == "all" else [i for i in items if i.split == split]


def _expected(expected: Any) -> str:
    return "refuse" if expected == "refuse" else ", ".join(expected) or "a group's cards"


def gold_text(report: dict[str, Any]) -> str:
    keys = [
        "hit@1",
        "mrr",
        "answered_rate",
        "verdict_accuracy",
        "refusal_rate",
        "refusal_precision",
        "refusal_recall",
        "on_topic",
        "off_topic",
        "right",
        "unsafe",
        "ms_p50",
    ]
    lines = [f"Gold: {report['gold']} (split {report['split']}, {report['summary']['questions']} questions)"]
    lines += _table([(m, r["summary"]) for m, r in report["modes"].items()], keys)
    for m, r in report["modes"].items():
        for split, summary in r["by_split"].items():
            lines.append(
                f"  {m}/{split}: hit@1 {summary['hit@1']}, right {summary['right']}, refusal_rate {summary['refusal_rate']}, "
                f"unsafe {summary['unsafe']} ({summary['questions']} q)"
            )
    classes = report["modes"][report["mode"]].get("by_class") or {}
    if classes:
        lines.append(f"Classes ({report['mode']}): right overall / dev / test, unsafe")
        lines += [
            f"  {c:<16} {v['right']:<7} {v['dev']:<7} {v['test']:<7} {v['unsafe']}  ({v['questions']} q)"
            for c, v in classes.items()
        ]
    parts = report["modes"][report["mode"]].get("by_part") or {}
    if len(parts) > 1:
        lines.append(f"Sets ({report['mode']}): right overall, dev / test (unsafe dev / test)")
        lines += [
            f"  {p:<16} {v['right']:<7} {v['dev']:<7} {v['test']:<7} "
            f"({v['dev_unsafe']} / {v['test_unsafe']})  ({v['questions']} q)"
            for p, v in parts.items()
        ]
    lines.append("")
    lines.append(f"Unsafe answers ({report['mode']}): {len(report['unsafe'])}")
    lines += [f"  {u['id']} {_text(u['question'])}: {'; '.join(u['problems'])}" for u in report["unsafe"]]
    lines.append(f"Failed questions ({report['mode']}): {len(report['failures'])}")
    for f in report["failures"]:
        how = "answered off topic" if f["on_topic"] is False else "answered"
        got = f"{how}, cited {', '.join(f['cited']) or 'nothing'}" if f["answered"] else f"refused ({f['refusal']})"
        extra = f" [{'; '.join(f['wrong'])}]" if f.get("wrong") else ""
        lines.append(f"  {f['id']} {_text(f['question'])}: expected {_expected(f['expected'])}; {got}{extra}")
    if "compare" in report:
        lines += ["", *_paired_text(report["compare"])]
    return clean("\n".join(lines))


def _text(question: str | None) -> str:
    return "(a test line: text held out)" if question is None else repr(question)
