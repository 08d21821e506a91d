"""plantqa bench on a tiny synthetic corpus: it runs, reports every key, and is deterministic in what it builds."""

import json

import pytest
from click.testing import CliRunner

from plantqa.bench import made_up_words, write_synthetic_corpus
from plantqa.cli import main


def test_synthetic_corpus_is_deterministic_and_valid(tmp_path):
    import numpy as np

    from plantqa.corpus import check_corpus, load_corpus

    assert made_up_words(50, np.random.default_rng(0)) == made_up_words(50, np.random.default_rng(0))
    write_synthetic_corpus(tmp_path / "a", 40)
    write_synthetic_corpus(tmp_path / "b", 40)
    a = sorted(p.read_text() for p in (tmp_path / "a").rglob("*.md"))
    assert a == sorted(p.read_text() for p in (tmp_path / "b").rglob("*.md"))
    assert len(load_corpus(tmp_path / "a").cards) == 5 and check_corpus(tmp_path / "a") == []


def test_bench_json_report():
    r = CliRunner().invoke(main, ["bench", "--chunks", "40", "--queries", "5", "--processes", "0", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["chunks"] == 40 and data["build_s"] > 0 and data["cache_bytes"] > 0 and data["peak_rss_mb"] > 0
    stages = {"total", "reading", "search", "lexical", "dense", "fusion", "filter_gate", "answer"}
    assert stages <= set(data["p50_ms"]) == set(data["p95_ms"])
    assert data["rank_bm25_p50_ms"] > 0 and data["ask_process_ms"] is None


def test_a_failed_build_is_one_line_and_exit_3(tmp_path):
    r = CliRunner().invoke(main, ["bench", "--no-bundled", "--corpus", str(tmp_path), "--processes", "0"])
    assert r.exit_code == 3 and "the index build failed" in r.output and "no readable cards" in r.output
    assert "Traceback" not in r.output


def test_bench_on_real_text_reports_the_builds_cpu():
    r = CliRunner().invoke(main, ["bench", "--chunks", "60", "--text", "python", "--queries", "3", "--processes", "0", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["corpus"] == "text (python)" and data["chunks"] >= 60 and data["build_cpu_s"] > 0


@pytest.mark.slow
def test_bench_edit_times_the_next_ask_and_compares_it_with_a_full_rebuild():
    r = CliRunner().invoke(main, ["bench", "--edit", "20", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["files"] == 20 and data["chunks"] == 40 and data["identical"] is True
    assert data["next_ask_s"] > 0 and data["rebuilt_ask_s"] > 0 and "light" in data["question"]
    assert data["added_ask_s"] > 0 and data["removed_ask_s"] > 0


def test_a_stage_s_percentiles_count_only_the_questions_that_ran_it():
    """Questions refused before search ran no later stage; counting them as 0 ms made every
    stage's p50 read 0.0 on the bundled corpus and the rank-bm25 ratio 2,761,000x."""
    r = CliRunner().invoke(main, ["bench", "--chunks", "200", "--queries", "20", "--processes", "0", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert 0 < data["searched"] <= data["questions"] == 20
    assert data["p50_ms"]["reading"] > 0 and data["p50_ms"]["lexical"] > 0, data["p50_ms"]
