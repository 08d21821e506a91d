"""Errors (issue 14, item 3): one `plantqa: error:` line, a hint where it helps, the
documented exit code, and a JSON object on stdout when the command was asked for JSON."""

import json

import pytest
from click.testing import CliRunner

from plantqa.cli import main

from .conftest import FIXTURE_CORPUS

CORPUS = ["--no-bundled", "--corpus", str(FIXTURE_CORPUS)]


def invoke(*args, **kwargs):
    return CliRunner().invoke(main, list(args), **kwargs)


@pytest.mark.parametrize(
    ("args", "hint"),
    [
        (["ask"], "plantqa ask"),  # missing argument
        (["ask", "--colour", "x"], "plantqa ask"),  # no such option
        (["ask", "--mode", "fast", "x"], "plantqa ask"),  # click's BadParameter
        (["ask", "--top-k", "many", "x"], "plantqa ask"),
        (["ask", *CORPUS, "--top-k", "0", "x"], "plantqa ask"),  # our own range check, typed on the command line
        (["plants", "--safe-for", "parrot"], "plantqa plants"),
        (["plants", "--json", "--csv"], "plantqa plants"),
        (["nosuchcommand"], "plantqa"),
        (["corpus", "lint"], "plantqa corpus"),
        (["completion", "powershell"], "plantqa completion"),
    ],
)
def test_usage_errors_are_one_error_line_and_a_hint_exit_2(args, hint):
    r = invoke(*args)
    lines = r.stderr.splitlines()
    assert r.exit_code == 2, r.output
    assert len(lines) == 2 and lines[0].startswith("plantqa: error: ") and lines[1] == f"Try '{hint} --help' for help."
    assert "Usage:" not in r.output and "Traceback" not in r.output


def test_a_bad_value_from_the_environment_or_a_config_file_stays_a_config_error(monkeypatch, tmp_path):
    monkeypatch.setenv("PLANTQA_TOP_K", "0")
    r = invoke("ask", *CORPUS, "water pothos")
    assert r.exit_code == 3 and "PLANTQA_TOP_K" in r.stderr and "Try" not in r.stderr
    monkeypatch.delenv("PLANTQA_TOP_K")
    cfg = tmp_path / "c.toml"
    cfg.write_text("top_k = 0\n")
    r = invoke("ask", *CORPUS, "--config", str(cfg), "water pothos")
    assert r.exit_code == 3 and "c.toml" in r.stderr
    r = invoke("ask", *CORPUS, "--top-k", "0", "water pothos")
    assert r.exit_code == 2 and "command line: top_k" in r.stderr


@pytest.mark.parametrize(
    ("args", "code", "reason"),
    [
        (["ask", *CORPUS, "--json", "--top-k", "0", "x"], 2, "usage"),
        (["ask", "--json", "--no-bundled", "--corpus", "/nonexistent/cards", "x"], 3, "corpus"),
        (["ask", *CORPUS, "--json", "   "], 2, "bad_input"),
        (["plants", *CORPUS, "--nl", "--safe-for", "parrot"], 2, "usage"),
        (["show", *CORPUS, "--json-please", "pothos"], 2, "usage"),  # not asked for JSON: no object
        (["eval", *CORPUS, "--json", "--gold", "/nonexistent/gold.jsonl"], 3, "error"),  # PlantQAError itself
    ],
)
def test_with_json_an_error_that_stops_the_command_is_also_a_json_object_on_stdout(args, code, reason):
    r = invoke(*args)
    assert r.exit_code == code, r.output
    assert r.stderr.startswith("plantqa: error: ")
    if "--json-please" in args:
        assert r.stdout == ""
        return
    data = json.loads(r.stdout)
    assert set(data) == {"error"} and set(data["error"]) == {"reason", "message"}
    assert data["error"]["reason"] == reason, data
    assert data["error"]["message"] in r.stderr


def test_internal_errors_are_one_line_exit_4(monkeypatch):
    import plantqa.engine

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(plantqa.engine, "ask", broken)
    r = invoke("ask", *CORPUS, "--json", "is pothos toxic to cats")
    assert r.exit_code == 4 and r.stderr.count("\n") == 1 and "internal error: RuntimeError: boom" in r.stderr
    assert json.loads(r.stdout)["error"]["reason"] == "internal"


def test_ctrl_c_inside_a_command_is_exit_130_without_a_traceback(monkeypatch):
    import plantqa.engine

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(plantqa.engine, "ask", interrupted)
    r = invoke("ask", *CORPUS, "is pothos toxic to cats")
    assert r.exit_code == 130 and "plantqa: error: interrupted" in r.stderr and "Traceback" not in r.output
