"""The command line through click's CliRunner: exit codes, JSON, stdin."""

import json

import click
import pytest
from click.testing import CliRunner

from plantqa.cli import main

from .conftest import FIXTURE_CORPUS

ANSWER_KEYS = {"question", "answered", "answer", "verdicts", "refusal", "citations", "mode", "path"}
CORPUS = ["--no-bundled", "--corpus", str(FIXTURE_CORPUS)]


def invoke(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def test_ask_answers_with_exit_0():
    r = invoke("ask", *CORPUS, "is pothos toxic to cats?")
    assert r.exit_code == 0, r.output
    assert r.output.startswith("Yes — pothos (Epipremnum aureum) is toxic to cats [1].")
    assert "Sources" in r.output and "plants/pothos.md" in r.output


def test_ask_asks_for_one_blas_thread_unless_the_user_chose(monkeypatch):
    import os

    assert invoke("ask", *CORPUS, "is pothos toxic to cats?").exit_code == 0
    assert os.environ["OPENBLAS_NUM_THREADS"] == "1"
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "4")
    assert invoke("ask", *CORPUS, "is pothos toxic to cats?").exit_code == 0
    assert os.environ["OPENBLAS_NUM_THREADS"] == "4"


def test_ask_accepts_unquoted_words():
    assert invoke("ask", *CORPUS, "is", "pothos", "toxic", "to", "cats").exit_code == 0


def test_ask_json_has_stable_keys():
    r = invoke("ask", *CORPUS, "--json", "is pothos toxic to cats?")
    data = json.loads(r.output)
    assert set(data) >= ANSWER_KEYS and "trace" not in data
    assert data["answered"] is True and data["refusal"] is None
    assert data["verdicts"] == [{"card": "pothos", "animal": "cat", "toxic": True}]
    assert {"n", "card", "section", "title", "path", "score"} <= set(data["citations"][0])


def test_refusal_exit_1_and_json():
    r = invoke("ask", *CORPUS, "--json", "are grapes toxic to dogs?")
    assert r.exit_code == 1
    data = json.loads(r.output)
    assert data["answered"] is False and data["answer"] is None and data["refusal"]["reason"] == "unknown_plant"


def test_explain_adds_trace():
    data = json.loads(invoke("ask", *CORPUS, "--json", "--explain", "water pothos").output)
    assert data["trace"]["candidates"]


def test_stdin_batch_writes_json_lines_in_order():
    r = invoke("ask", *CORPUS, "--json", "-", input="is pothos toxic to cats\n\nare grapes toxic to dogs\n")
    lines = [json.loads(x) for x in r.output.splitlines()]
    assert [x["question"] for x in lines] == ["is pothos toxic to cats", "are grapes toxic to dogs"]
    assert [x["answered"] for x in lines] == [True, False]
    assert r.exit_code == 1


def test_stdin_not_utf8_is_exit_2():
    r = CliRunner().invoke(main, ["ask", *CORPUS, "-"], input=b"is pothos \xff\xfe toxic\n")
    assert r.exit_code == 2 and "not valid UTF-8" in r.output


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["ask", "--top-k", "0", "water pothos"], 2, "top_k"),  # typed on the command line: a usage error
        (["ask", "--top-k", "100000", "water pothos"], 2, "top_k"),
        (["ask", "--mode", "fast", "x"], 2, "mode"),
        (["ask", "   "], 2, "empty"),
    ],
)
def test_bad_input_exit_codes(args, code, message):
    r = invoke(args[0], *CORPUS, *args[1:])
    assert r.exit_code == code and message in r.output


def test_missing_corpus_is_exit_3(tmp_path):
    r = invoke("ask", "--no-bundled", "--corpus", str(tmp_path / "nope"), "water pothos")
    assert r.exit_code == 3 and r.output.startswith("plantqa: error:") and "Traceback" not in r.output


def test_env_setting_applies_and_bad_env_is_named(monkeypatch):
    monkeypatch.setenv("PLANTQA_MODE", "lexical")
    assert json.loads(invoke("ask", *CORPUS, "--json", "water pothos").output)["mode"] == "lexical"
    monkeypatch.setenv("PLANTQA_MIN_SCORE", "7")
    r = invoke("ask", *CORPUS, "water pothos")
    assert r.exit_code == 3 and "PLANTQA_MIN_SCORE" in r.output


def test_config_file_unknown_key_exit_3(tmp_path):
    cfg = tmp_path / "c.toml"
    cfg.write_text("rrf_k = 60\ncolour = 'red'\n")
    r = invoke("ask", *CORPUS, "--config", str(cfg), "water pothos")
    assert r.exit_code == 3 and "colour" in r.output


def test_corpus_check_exit_codes(tmp_path):
    assert invoke("corpus", "check", str(FIXTURE_CORPUS)).exit_code == 0
    (tmp_path / "x.md").write_text("+++\nkind = 'plant'\ntitle='X'\n[toxicity]\ncat='maybe'\n+++\n")
    r = invoke("corpus", "check", str(tmp_path))
    assert r.exit_code == 1 and "toxicity.cat" in r.output


def test_broken_card_warns_and_others_still_answer(tmp_path):
    for card in FIXTURE_CORPUS.rglob("*.md"):
        (tmp_path / card.name).write_text(card.read_text())
    (tmp_path / "broken.md").write_text("+++\nnot toml\n+++\n")
    r = CliRunner().invoke(main, ["ask", "--no-bundled", "--corpus", str(tmp_path), "is pothos toxic to cats"])
    assert r.exit_code == 0 and "warning: 1 file or folder skipped" in r.output and f"corpus check {tmp_path}" in r.output


def all_commands(group, prefix=()):
    ctx = click.Context(group)
    for name in group.list_commands(ctx):  # the commands click lists, those loaded on demand too
        cmd = group.get_command(ctx, name)
        yield (*prefix, name), cmd
        if isinstance(cmd, click.Group):
            yield from all_commands(cmd, (*prefix, name))


@pytest.mark.parametrize(("path", "cmd"), list(all_commands(main)), ids=lambda p: " ".join(p) if isinstance(p, tuple) else "")
def test_every_command_has_help_with_an_example(path, cmd):
    r = invoke(*path, "--help")
    assert r.exit_code == 0 and cmd.help and "Example" in r.output


def test_top_level_help_documents_exit_codes():
    out = invoke("--help").output
    assert "Exit codes" in out and "3  corpus or configuration error" in out


def test_no_command_without_a_terminal_prints_help():
    r = invoke()
    assert r.exit_code == 0 and "Usage" in r.output
