"""plantqa eval: metrics against hand-computed values, the gold report, public collections."""

import json
import math
from pathlib import Path

import pytest
from click.testing import CliRunner

from plantqa import evaluate as ev
from plantqa import gold as gd
from plantqa.cli import main
from plantqa.engine import ask
from plantqa.text import tokenize

from .conftest import FIXTURE_CORPUS, SHARED

CRANFIELD = SHARED / "cranfield"


def test_mcnemar_exact_matches_the_binomial():
    assert ev.mcnemar_exact(0, 0) == 1.0
    assert ev.mcnemar_exact(0, 4) == pytest.approx(0.125)  # 2 * 0.5**4
    assert ev.mcnemar_exact(14, 7) == pytest.approx(2 * sum(math.comb(21, i) for i in range(8)) / 2**21)
    assert ev.mcnemar_exact(5, 5) == 1.0


def test_ir_metrics_by_hand():
    rels = {"a": 3, "b": 1}
    m = ev.ir_metrics(["x", "a", "y", "b"], rels)
    dcg = 3 / math.log2(3) + 1 / math.log2(5)
    idcg = 3 / math.log2(2) + 1 / math.log2(3)
    assert m["ndcg@10"] == pytest.approx(dcg / idcg)
    assert m["map"] == pytest.approx((1 / 2 + 2 / 4) / 2)
    assert m["recall@100"] == 1.0 and m["mrr"] == 0.5
    assert ev.ir_metrics([], rels) == {"ndcg@10": 0.0, "map": 0.0, "recall@100": 0.0, "mrr": 0.0}


def write_gold(path: Path, rows) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_judge_counts_unsafe_answers_one_by_one(fixture_index, fixture_settings):
    wrong_card = gd.GoldItem("g1", "dev", "is pothos toxic to cats", cards=("spider-plant",), verdict=("cat", False))
    outcome = gd.judge(wrong_card, ask(fixture_index, wrong_card.question, fixture_settings), 1.0)
    assert outcome.unsafe == ["verdict from pothos, a card the question is not about"]
    answered_refusal = gd.GoldItem("g2", "dev", "how often should I water pothos", refuse=True)
    outcome = gd.judge(answered_refusal, ask(fixture_index, answered_refusal.question, fixture_settings), 1.0)
    assert outcome.unsafe and not outcome.ok


def test_a_shared_name_s_other_cards_are_judged_by_their_own_listing(tmp_path):
    """'is aloe safe for cats' answers for aloe vera (toxic) and cushion aloe (non-toxic):
    the gold line gives cushion aloe's own listing under `others`."""
    from plantqa.answer import Citation, Result, Verdict

    row = {"cards": ["aloe-vera", "cushion-aloe"], "verdict": {"animal": "cat", "toxic": True, "others": {"cushion-aloe": False}}}
    item = gd.load_gold(write_gold(tmp_path / "g.jsonl", [{"id": "s", "question": "is aloe safe for cats", "expect": row}]))[0]
    cite = Citation(1, "aloe-vera", "Toxicity", "Aloe vera", "plants/aloe-vera.md", 1.0, "aloe-vera#toxicity", 1.0)

    def answer(*verdicts):
        found = [Verdict(c, "cat", t) for c, t in verdicts]
        return Result("is aloe safe for cats", True, "...", found, None, [cite], "hybrid", "full")

    right = gd.judge(item, answer(("aloe-vera", True), ("cushion-aloe", False)), 1.0)
    assert right.unsafe == [] and right.verdict_ok and right.ok
    wrong = gd.judge(item, answer(("aloe-vera", True), ("cushion-aloe", True)), 1.0)
    assert wrong.unsafe == ["wrong verdict: cushion-aloe toxic to cat"]
    assert gd.judge(item, answer(("cushion-aloe", False)), 1.0).verdict_ok is False  # the other card's line is not the answer


def test_gold_report_on_the_fixture(tmp_path, fixture_index, fixture_settings):
    gold = write_gold(
        tmp_path / "g.jsonl",
        [
            {
                "id": "a",
                "split": "dev",
                "question": "is pothos toxic to cats",
                "expect": {"cards": ["pothos"], "verdict": {"animal": "cat", "toxic": True}},
            },
            {"id": "b", "split": "test", "question": "how often should I water pothos", "expect": {"cards": ["pothos"]}},
            {"id": "c", "split": "test", "question": "are grapes toxic to dogs", "expect": {"refuse": True}},
        ],
    )
    items = gd.load_gold(gold)
    report = gd.gold_report(gd.run_gold(fixture_index, items, fixture_settings))
    s = report["summary"]
    assert (s["questions"], s["hit@1"], s["verdict_accuracy"], s["refusal_recall"], s["unsafe"]) == (3, 1.0, 1.0, 1.0, 0)
    assert report["by_split"]["dev"]["questions"] == 1 and report["failures"] == []


def test_the_report_splits_each_set_of_questions_by_half(tmp_path, fixture_index, fixture_settings):
    """`by_part` groups lines by their id without the number, each with its dev and test
    halves apart: a set's tuned half and its held-out half read side by side."""
    rows = [
        ("set1-001", "dev", "is pothos toxic to cats", {"cards": ["pothos"], "verdict": {"animal": "cat", "toxic": True}}),
        ("set1-002", "test", "is pothos toxic to cats", {"cards": ["pothos"], "verdict": {"animal": "cat", "toxic": False}}),
        ("set2-001", "test", "are grapes toxic to dogs", {"refuse": True}),
    ]
    gold = write_gold(tmp_path / "g.jsonl", [{"id": i, "split": s, "question": q, "expect": e} for i, s, q, e in rows])
    parts = gd.gold_report(gd.run_gold(fixture_index, gd.load_gold(gold), fixture_settings))["by_part"]
    assert sorted(parts) == ["set1", "set2"]
    assert (parts["set1"]["dev"], parts["set1"]["test"], parts["set1"]["test_unsafe"]) == (1.0, 0.0, 1)
    assert parts["set2"]["questions"] == 1 and parts["set2"]["test"] == 1.0


def test_a_care_answer_beside_the_point_is_counted_off_topic(fixture_index, fixture_settings):
    """hit@1 counts cards: an answer from the right card about the wrong thing is a hit there,
    and only the words a labelled answer must use can tell."""
    on = gd.GoldItem("a", "dev", "how often should I water pothos", cards=("pothos",), mentions=("water", "watering"))
    off = gd.GoldItem("b", "dev", "how often should I water pothos", cards=("pothos",), mentions=("fertilizer", "feed"))
    outcomes = [gd.judge(i, ask(fixture_index, i.question, fixture_settings), 1.0) for i in (on, off)]
    assert [o.on_topic for o in outcomes] == [True, False] and [o.rank for o in outcomes] == [1, 1]
    assert [o.ok for o in outcomes] == [True, False]
    s = gd.summarize(outcomes)
    assert (s["on_topic"], s["off_topic"], s["hit@1"]) == (0.5, 1, 1.0)


def test_bundled_care_questions_carry_their_topic_words():
    from plantqa.resources import bundled_corpus

    care = [i for i in gd.load_gold(bundled_corpus() / "gold.jsonl") if i.id.startswith("care")]
    assert sum(bool(i.mentions) for i in care) >= 90


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "not a gold question"),
        ('{"id": "x", "question": "q", "expect": {}}', "either cards \\(or groups\\) or refuse"),
        # a string where a list is due would be read letter by letter: ("s", "u", "c", ...)
        ('{"id": "x", "question": "q", "expect": {"cards": [], "groups": "succulents"}}', "groups must be a list"),
        ('{"id": "x", "question": "q", "expect": {"cards": "pothos"}}', "cards must be a list"),
    ],
)
def test_bad_gold_lines_name_the_line(tmp_path, line, message):
    path = tmp_path / "g.jsonl"
    path.write_text(line + "\n")
    with pytest.raises(ev.EvalError, match=f"g.jsonl:1: .*{message}"):
        gd.load_gold(path)


def test_eval_cli_json_and_compare(tmp_path):
    gold = write_gold(
        tmp_path / "g.jsonl",
        [{"id": "a", "split": "dev", "question": "is pothos toxic to cats", "expect": {"cards": ["pothos"]}}],
    )
    r = CliRunner().invoke(
        main, ["eval", "--no-bundled", "--corpus", str(FIXTURE_CORPUS), "--gold", str(gold), "--compare", "lexical", "--json"]
    )
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    keys = {"hit@1", "hit@3", "hit@5", "mrr", "answered_rate", "verdict_accuracy", "refusal_rate"}
    assert keys | {"refusal_precision", "refusal_recall", "unsafe", "questions"} <= set(data["summary"])
    assert data["compare"]["ties"] == 1 and data["compare"]["p_value"] == 1.0


def test_eval_holds_the_text_of_a_test_line_out_of_its_lists(tmp_path):
    """A failing or unsafe test-split line is listed by id with its text null (the text
    output says it is held out) unless --show-test: helpers fixing the reader read these
    lists, and three of them once read held-out questions in them."""
    rows = [
        ("d", "dev", "is pothos safe for cats", {"cards": ["pothos"], "verdict": {"animal": "cat", "toxic": False}}),
        ("t", "test", "is pothos fine for cats", {"cards": ["pothos"], "verdict": {"animal": "cat", "toxic": False}}),
    ]
    gold = write_gold(tmp_path / "g.jsonl", [{"id": i, "split": s, "question": q, "expect": e} for i, s, q, e in rows])
    base = ["eval", "--no-bundled", "--corpus", str(FIXTURE_CORPUS), "--gold", str(gold)]
    data = json.loads(CliRunner().invoke(main, [*base, "--json"]).output)
    assert {f["id"]: f["question"] for f in data["failures"]} == {"d": "is pothos safe for cats", "t": None}
    assert {u["id"]: u["question"] for u in data["unsafe"]} == {"d": "is pothos safe for cats", "t": None}
    text = CliRunner().invoke(main, base).output
    assert "is pothos fine for cats" not in text and "text held out" in text
    shown = json.loads(CliRunner().invoke(main, [*base, "--json", "--show-test"]).output)
    assert {f["id"]: f["question"] for f in shown["failures"]}["t"] == "is pothos fine for cats"


def test_bundled_gold_set_sizes():
    from plantqa.resources import bundled_corpus

    items = gd.load_gold(bundled_corpus() / "gold.jsonl")
    tox = [i for i in items if i.id.startswith("tox")]
    assert len(items) >= 300 and len(tox) >= 100 and sum(i.refuse for i in items) >= 100
    assert sum(i.id.startswith("care") for i in items) >= 60
    assert len({i.cards[0] for i in tox}) >= 80


# The blind gold set's dev half answers that its labels count unsafe and plantqa gives on
# purpose or cannot yet read; both sides are checked, so a change is noticed. The test half
# is never tuned on: its figures are reported (README, adr/0006), not pinned here.
# The blind sets whose dev halves have been worked through (blind21's still gives one unsafe
# answer, a weeping fig's scale answered from Thrips, and blind32's one, the Rose Parade answered
# from the rose card; a new set joins once its dev half has none but those in KNOWN_DEV).
WORKED = (
    "blind-",
    "blind2-",
    "blind3-",
    "blind4-",
    "blind5-",
    "blind6-",
    "blind7-",
    "blind8-",
    "blind9-",
    "blind11-",
    "blind12-",
    "blind13-",
    "blind14-",
    "blind15-",
    "blind16-",
    "blind17-",
    "blind18-",
    "blind19-",
    "blind22-",
    "blind23-",
    "blind24-",
    "blind25-",
    "blind26-",
    "blind27-",
    "blind28-",
    "blind29-",
    "blind30-",
    "blind31-",
    "blind33-",
    "blind34-",
)
# (blind-062, 'chamomile tea', was here: a product is now refused as the label asks, since a
# card names a product to tell it from the plant; "cinnamon oil" had opened "Yes - non-toxic".)
KNOWN_DEV: dict[str, str] = {
    # "... elephant garlic, the label says. My cat chewed the leaves. As bad as garlic?": the leek
    # card answers, and garlic's finding beside it as what it is measured against (focus._standard);
    # the label expects the leek card alone, so the judge counts garlic's verdict as unsafe
    "blind33-057": "the standard of comparison gets its finding too",
}


@pytest.mark.slow
def test_bundled_gold_set_has_no_unsafe_answer(bundled_index):
    """Every question of the first gold set and of the worked blind sets' dev halves: no unsafe answer."""
    from plantqa.resources import bundled_corpus

    settings, index = bundled_index
    items = [
        i
        for i in gd.load_gold(bundled_corpus() / "gold.jsonl")
        if (i.id.startswith(WORKED) and i.split == "dev") or not i.id.startswith("blind")
    ]
    outcomes = gd.run_gold(index, items, settings)
    assert [(o.id, o.unsafe) for o in outcomes if o.unsafe and o.id not in KNOWN_DEV] == []
    assert sorted(o.id for o in outcomes if o.unsafe and o.id in KNOWN_DEV) == sorted(KNOWN_DEV)
    assert all(o.ok for o in outcomes if o.refuse and not o.id.startswith("blind"))  # every must-refuse question refused


@pytest.mark.slow
@pytest.mark.parametrize("name", ["cranfield", "cacm", "med", "npl"])
def test_hybrid_holds_its_legs_on_every_shared_collection(name):
    """Issue 16: hybrid nDCG@10 at least the better leg's, less 0.002, on all four (ADR 0003)."""
    if not (SHARED / name).is_dir():
        pytest.skip(f"../shared/collections/{name} is not beside the project")
    r = CliRunner().invoke(main, ["eval", "--collection", str(SHARED / name), "--mode", "all", "--depth", "1000", "--json"])
    assert r.exit_code == 0, r.output
    modes = json.loads(r.output)["modes"]
    assert modes["hybrid"]["ndcg@10"] >= max(modes["dense"]["ndcg@10"], modes["lexical"]["ndcg@10"]) - 0.002
    assert modes["hybrid"]["recall@100"] >= max(modes["dense"]["recall@100"], modes["lexical"]["recall@100"]) - 0.01


def test_paired_scores_sign_and_permutation_tests():
    a = [ev.QueryResult(str(i), {"ndcg@10": 0.6}) for i in range(12)]
    b = [ev.QueryResult(str(i), {"ndcg@10": 0.5 if i < 10 else 0.6}) for i in range(12)]
    p = ev.pair_scores("hybrid", a, "lexical", b)
    assert (p.wins, p.losses, p.ties) == (10, 0, 2)
    assert p.sign_p == round(2 / 2**10, 6)
    assert 0 < p.permutation_p < 0.01 and p.mean_diff == round(1 / 12, 6)
    assert ev.pair_scores("hybrid", a, "dense", a).permutation_p == 1.0
    assert ev.permutation_p([0.1, -0.1]) == ev.permutation_p([0.1, -0.1])  # fixed seed


def test_collection_report_pairs_the_first_mode_with_the_others(tmp_path):
    root = tmp_path / "tiny"
    (root / "qrels").mkdir(parents=True)
    docs = [("d1", "Pothos care", "water when dry"), ("d2", "Cactus", "little water"), ("d3", "Ferns", "humid air")]
    (root / "corpus.jsonl").write_text("".join(json.dumps({"_id": i, "title": t, "text": x}) + "\n" for i, t, x in docs))
    (root / "queries.jsonl").write_text(json.dumps({"_id": "q1", "text": "pothos watering"}) + "\n")
    (root / "qrels" / "test.tsv").write_text("query-id\tcorpus-id\tscore\nq1\td1\t1\n")
    r = CliRunner().invoke(main, ["eval", "--collection", str(root), "--mode", "all", "--json"])
    assert r.exit_code == 0, r.output
    paired = json.loads(r.output)["paired"]
    assert [(p["a"], p["b"]) for p in paired] == [("hybrid", "dense"), ("hybrid", "lexical")]
    assert {"wins", "losses", "ties", "sign_p", "mean_diff", "permutation_p"} <= set(paired[0])
    coll = ev.load_collection(root)
    assert coll.texts(2)[0] == "Pothos care\nPothos care\nwater when dry"


def test_gold_group_words_are_folded_as_questions_are(bundled_index):
    """A gold writer's "lilies", "cacti" or "fruit trees" stands for the same cards as the
    kind ("lily", "cactus") or every kind of the phrase at once (fruit that grows on trees)."""
    _settings, index = bundled_index
    for plural, kind in (("lilies", "lily"), ("succulents", "succulent"), ("cacti", "cactus"), ("ferns", "fern")):
        assert gd.group_cards(index, plural) == gd.group_cards(index, kind) != ()
    fruit_trees = set(gd.group_cards(index, "fruit trees"))
    assert fruit_trees and fruit_trees == set(gd.group_cards(index, "fruit")) & set(gd.group_cards(index, "tree"))
    assert "strawberry" in gd.group_cards(index, "fruit") and "strawberry" not in fruit_trees
    assert gd.group_cards(index, "no such kinds") == ()


def test_a_mention_is_used_in_any_form_of_the_word():
    said = set(tokenize("Mist it for humidity; long nights of darkness; overwatering rots roots"))
    assert gd.uses(said, "humid") and gd.uses(said, "dark") and gd.uses(said, "water") and gd.uses(said, "rot")
    assert not gd.uses(said, "light") and not gd.uses(said, "fertilizer")
