"""Hostile input and broken corpora: a clear error, a warning or a refusal, never a traceback."""

import json
import os
import shutil
import socket
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from plantqa.cli import main

from .conftest import FIXTURE_CORPUS

CORPUS = ["--no-bundled", "--corpus", str(FIXTURE_CORPUS)]


def run(args, input=None):
    return CliRunner().invoke(main, args, input=input)


def assert_clean(result, codes=(0, 1, 2, 3)):
    assert result.exit_code in codes, (result.exit_code, result.output)
    assert "Traceback" not in result.output
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit)


def test_nul_bytes_and_escapes_in_a_question_never_reach_the_terminal():
    r = run(["ask", *CORPUS, "is pothos\x00 toxic\x1b[2J\x1b]0;pwned\x07 to cats"])
    assert r.exit_code == 0 and "\x1b" not in r.output and "\x00" not in r.output


def test_escapes_in_a_card_are_stripped_from_output(tmp_path: Path):
    shutil.copytree(FIXTURE_CORPUS, tmp_path / "c")
    card = tmp_path / "c" / "plants" / "pothos.md"
    card.write_text(card.read_text().replace("Pothos is toxic", "\x1b]8;;http://evil\x1b\\Pothos\x1b[31m is toxic"))
    corpus = ["--no-bundled", "--corpus", str(tmp_path / "c")]
    for args in (["ask", *corpus, "is pothos toxic to cats"], ["show", *corpus, "pothos"]):
        r = run(args)
        assert r.exit_code == 0 and "\x1b" not in r.output


def test_a_one_megabyte_question_is_exit_2():
    r = run(["ask", *CORPUS, "pothos " * 150_000])
    assert r.exit_code == 2 and "limit" in r.output


def test_an_empty_corpus_folder_is_exit_3(tmp_path: Path):
    r = run(["ask", "--no-bundled", "--corpus", str(tmp_path), "water pothos"])
    assert r.exit_code == 3 and "no readable cards" in r.output


def test_a_corpus_path_that_is_a_file_is_exit_3(tmp_path: Path):
    f = tmp_path / "cards.md"
    f.write_text("x")
    assert run(["ask", "--no-bundled", "--corpus", str(f), "water pothos"]).exit_code == 3


def test_huge_and_non_utf8_cards_are_skipped_and_checked(tmp_path: Path):
    shutil.copytree(FIXTURE_CORPUS, tmp_path / "c")
    (tmp_path / "c" / "huge.md").write_text('+++\ntitle = "Huge"\nkind = "topic"\n+++\n' + "word " * 1_000_000)
    (tmp_path / "c" / "latin.md").write_bytes(b'+++\ntitle = "x"\nkind = "topic"\n+++\n\xe9t\xe9\n')
    r = run(["ask", "--no-bundled", "--corpus", str(tmp_path / "c"), "is pothos toxic to cats"])
    assert r.exit_code == 0
    assert "warning: 2 files or folders skipped" in r.output and f"'plantqa corpus check {tmp_path / 'c'}'" in r.output
    check = run(["corpus", "check", str(tmp_path / "c")])
    assert check.exit_code == 1 and "huge.md:1: card is" in check.output and "latin.md:5: not valid UTF-8" in check.output


@pytest.mark.parametrize(
    ("config", "key"),
    [("min_score = 7\n", "min_score"), ("rrf_k = -1\n", "rrf_k"), ("top_k = 'three'\n", "top_k"), ("speed = 1\n", "speed")],
)
def test_bad_config_values_are_exit_3_naming_the_key(tmp_path: Path, config, key):
    cfg = tmp_path / "plantqa.toml"
    cfg.write_text(config)
    r = run(["ask", *CORPUS, "--config", str(cfg), "water pothos"])
    assert r.exit_code == 3 and key in r.output and "Traceback" not in r.output


def test_unknown_show_slug_is_exit_2():
    r = run(["show", *CORPUS, "pothoss"])
    assert r.exit_code == 2 and "did you mean pothos" in r.output


def test_plants_filters_and_json():
    data = json.loads(run(["plants", *CORPUS, "--safe-for", "dog", "--json"]).output)
    assert {d["card"] for d in data} == {"baby-rubber-plant", "easter-lily", "grape-ivy", "spider-plant"}
    toxic = json.loads(run(["plants", *CORPUS, "--toxic-to", "cat", "--json"]).output)
    assert {d["card"] for d in toxic} == {"easter-lily", "pothos", "rubber-plant"}


def test_eval_and_check_open_no_socket(monkeypatch, tmp_path: Path):
    def refuse(*args, **kwargs):
        raise AssertionError("network")

    monkeypatch.setattr(socket, "socket", refuse)
    gold = tmp_path / "gold.jsonl"
    rows = [
        {
            "id": "t1",
            "question": "is pothos toxic to cats",
            "expect": {"cards": ["pothos"], "verdict": {"animal": "cat", "toxic": True}},
        },
        {"id": "t2", "question": "are grapes toxic to dogs", "expect": {"refuse": True}},
    ]
    gold.write_text("".join(json.dumps(r) + "\n" for r in rows))
    r = run(["eval", *CORPUS, "--gold", str(gold), "--json"])
    assert r.exit_code == 0, r.output
    summary = json.loads(r.output)["summary"]
    assert (summary["hit@1"], summary["refusal_rate"], summary["unsafe"]) == (1.0, 1.0, 0)


@settings(max_examples=40, deadline=None)
@given(st.text(max_size=120))
def test_fuzzed_questions_never_crash_the_cli(text):
    assert_clean(run(["ask", *CORPUS, "--json", text or "x"]))


@settings(max_examples=25, deadline=None)
@given(st.binary(max_size=200))
def test_fuzzed_stdin_never_crashes_the_cli(data):
    assert_clean(CliRunner().invoke(main, ["ask", *CORPUS, "-"], input=data))


def test_unreadable_card_is_skipped_with_a_warning(tmp_path: Path, monkeypatch):
    shutil.copytree(FIXTURE_CORPUS, tmp_path / "c")
    real = os.open

    def deny(path, *args, **kwargs):
        if str(path).endswith("grape-ivy.md"):
            raise PermissionError(13, "Permission denied")
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", deny)  # as root, chmod cannot make a file unreadable
    r = run(["ask", "--no-bundled", "--corpus", str(tmp_path / "c"), "is pothos toxic to cats"])
    assert r.exit_code == 0 and "warning: 1 file or folder skipped" in r.output
    from plantqa.corpus import check_corpus

    assert "plants/grape-ivy.md:1: cannot read (Permission denied)" in check_corpus(tmp_path / "c")


def test_a_read_only_cache_answers_without_caching(monkeypatch):
    import tempfile

    def deny(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkdtemp", deny)
    r = run(["ask", *CORPUS, "is pothos toxic to cats"])
    assert r.exit_code == 0 and "index cache not written (Permission denied)" in r.output


def test_version_and_interactive_prompt():
    assert run(["--version"]).output.startswith("plantqa, version ")
    r = run(["interactive", *CORPUS], input="is pothos toxic to cats\n\nare grapes toxic to dogs\n")
    assert r.exit_code == 0
    assert "Yes — pothos" in r.output and "I can't answer that" in r.output


def test_progress_stays_off_without_a_terminal(capsys):
    from plantqa.options import ProgressLine

    line = ProgressLine()
    line.start -= 10  # as if the build had run for ten seconds
    line("embedding", 5, 10)
    line.close()
    assert capsys.readouterr().err == ""


def _names():
    from plantqa.corpus import load_corpus
    from plantqa.name_table import build_name_table

    return build_name_table(c for c in load_corpus(FIXTURE_CORPUS).cards if c.kind == "plant")


NAMES = _names()


@given(st.text(max_size=80))
def test_filter_matches_are_valid_spans_for_any_text(text):
    from plantqa.text import words

    tokens = words(text)
    for m in NAMES.match(tokens):
        assert 0 <= m.start < m.end <= len(tokens) and " ".join(tokens[m.start : m.end]) == m.name


# --- settings (hardening issue, items 8, 22, 25) ------------------------------------------


def _run_with_deadline(args, env=None, seconds=20):
    """The CLI in-process, failing (not hanging) if an open() blocks."""
    from .hostile import deadline

    with deadline(seconds):
        return CliRunner().invoke(main, args, env=env)


@pytest.mark.parametrize("how", ["--config", "PLANTQA_CONFIG"])
def test_a_config_that_is_a_fifo_is_refused_not_waited_on(tmp_path: Path, how):
    fifo = tmp_path / "plantqa.toml"
    os.mkfifo(fifo)
    args, env = (["--config", str(fifo)], None) if how == "--config" else ([], {"PLANTQA_CONFIG": str(fifo)})
    r = _run_with_deadline(["ask", *CORPUS, *args, "is pothos toxic to cats"], env=env)
    assert r.exit_code == 3 and f"{fifo}: config file is a FIFO, not a regular file" in r.output


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('corpus = "a\\u0000b"\n', "corpus must be a path without NUL characters"),
        ('cache_dir = "a\\u0000b"\n', "cache_dir must be a path without NUL characters"),
        (f"x = {'[' * 600}{']' * 600}\n", "invalid TOML (nested too deeply to read)"),
        (f"x = {'[' * 100_000}{']' * 100_000}\n", "invalid TOML (nested too deeply to read)"),
    ],
    ids=["nul-corpus", "nul-cache-dir", "nested-600", "nested-100k"],
)
def test_a_config_file_error_names_the_file_and_the_key(tmp_path: Path, text, message):
    cfg = tmp_path / "plantqa.toml"
    cfg.write_text(text)
    r = run(["ask", *CORPUS, "--config", str(cfg), "is pothos toxic to cats"])
    assert_clean(r)
    assert r.exit_code == 3 and f"{cfg}: {message}" in r.output, r.output


def test_a_config_that_is_not_utf8_or_a_folder_is_exit_3(tmp_path: Path):
    cfg = tmp_path / "latin.toml"
    cfg.write_bytes(b"# caf\xe9\n")
    for path, message in ((cfg, "not valid UTF-8"), (tmp_path, "config file is a folder")):
        r = _run_with_deadline(["ask", *CORPUS, "is pothos toxic to cats"], env={"PLANTQA_CONFIG": str(path)})
        assert r.exit_code == 3 and message in r.output, r.output
