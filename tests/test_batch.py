"""`plantqa ask -`: exactly one record per question line, in order (issue 14, item 2)."""

import io
import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from plantqa.batch import MAX_INPUT_BYTES, MAX_LINE_BYTES, read_lines
from plantqa.cli import main
from plantqa.errors import InputError

from .conftest import FIXTURE_CORPUS

CORPUS = ["--no-bundled", "--corpus", str(FIXTURE_CORPUS)]
ANSWER_KEYS = {"question", "answered", "answer", "verdicts", "refusal", "citations", "mode", "path", "suggestions", "notes"}


def batch(data: bytes | str, *args: str):
    r = CliRunner().invoke(main, ["ask", *CORPUS, *args, "-"], input=data)
    return r, [json.loads(line) for line in r.stdout.splitlines()] if "--json" in args else None


def test_one_record_per_line_in_order_even_for_an_over_long_line():
    """The issue's case: 3 questions in, 3 records out, the long one an error."""
    long_line = "is pothos toxic " * 200  # over the 2,000-character question limit
    r, records = batch(f"is pothos toxic to cats\n{long_line}\nare grapes toxic to dogs\n", "--json")
    assert [x["line"] for x in records] == [1, 2, 3]
    assert [x["answered"] for x in records] == [True, False, False]
    assert records[1]["error"]["reason"] == "bad_question" and "limit" in records[1]["error"]["message"]
    assert records[0]["error"] is None and records[2]["refusal"]["reason"] == "unknown_plant"
    assert all(set(x) >= ANSWER_KEYS for x in records)
    assert r.exit_code == 2  # a line that could not be asked outranks a refusal


def test_blank_and_comment_lines_are_skipped_and_numbered_lines_stay_true():
    _r, records = batch("# my questions\n\n   \nis pothos toxic to cats\n  # indented comment\nis aloe safe for dogs\n", "--json")
    assert [(x["line"], x["question"]) for x in records] == [(4, "is pothos toxic to cats"), (6, "is aloe safe for dogs")]


def test_a_line_that_is_not_utf8_is_its_own_record():
    r, records = batch(b"is pothos toxic to cats\nis pothos \xff\xfe toxic\nis pothos toxic to dogs\n", "--json")
    assert [x["answered"] for x in records] == [True, False, True]
    assert records[1]["error"] == {"reason": "not_utf8", "message": "line 2 is not valid UTF-8 (byte 11)"}
    assert records[1]["question"] == "is pothos \ufffd\ufffd toxic"
    assert r.exit_code == 2


def test_an_empty_question_after_cleaning_is_an_error_record():
    _r, records = batch("\x1b[2J\x00\n", "--json")
    assert records[0]["error"]["reason"] == "bad_question" and "empty" in records[0]["error"]["message"]


def test_text_output_puts_each_question_before_its_answer_and_errors_on_an_error_line():
    r, _ = batch(b"is pothos toxic to cats\n\xff\nare grapes toxic to dogs\n")
    blocks = r.stdout.split("\n\n> ")
    assert r.stdout.startswith("> is pothos toxic to cats\nYes — pothos")
    assert blocks[1].startswith("\ufffd\nerror: line 2 is not valid UTF-8")
    assert blocks[2].startswith("are grapes toxic to dogs\nI can't answer that")
    assert r.exit_code == 2


@pytest.mark.parametrize(
    ("lines", "code"),
    [("is pothos toxic to cats\n", 0), ("is pothos toxic to cats\nare grapes toxic to dogs\n", 1), ("# nothing\n", 0)],
)
def test_exit_code_is_the_worst_record(lines, code):
    assert batch(lines)[0].exit_code == code


def test_a_bug_on_one_line_is_a_record_and_exit_4_and_the_others_still_answer(monkeypatch):
    import plantqa.engine

    real = plantqa.engine.ask

    def flaky(index, text, settings, explain=False):
        if "grapes" in text:
            raise ZeroDivisionError("boom")
        return real(index, text, settings, explain=explain)

    monkeypatch.setattr(plantqa.engine, "ask", flaky)
    r, records = batch("are grapes toxic to dogs\nis pothos toxic to cats\n", "--json")
    assert records[0]["error"]["reason"] == "internal" and "ZeroDivisionError" in records[0]["error"]["message"]
    assert records[1]["answered"] is True and r.exit_code == 4


def test_read_lines_bounds_a_line_and_skips_its_rest_without_holding_it():
    data = b"a" * (MAX_LINE_BYTES * 5) + b"\nis pothos toxic to cats\n"
    lines = list(read_lines(io.BytesIO(data)))
    assert [(x.number, x.error[0] if x.error else None) for x in lines] == [(1, "line_too_long"), (2, None)]
    assert len(lines[0].text) <= 201


def test_read_lines_bounds_the_whole_input():
    with pytest.raises(InputError, match="over 64 MiB"):
        list(read_lines(io.BytesIO(b"x" * (MAX_INPUT_BYTES + 10))))


def test_stdin_that_is_a_terminal_is_refused(monkeypatch):
    import plantqa.console

    monkeypatch.setattr(plantqa.console, "is_tty", lambda stream: True)
    r = CliRunner().invoke(main, ["ask", *CORPUS, "-"], input="x\n")
    assert r.exit_code == 2 and "is a terminal" in r.output


@pytest.mark.slow
def test_dev_zero_on_stdin_ends_with_a_clear_error_not_a_full_memory():
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run(
            [sys.executable, "-m", "plantqa", "ask", *CORPUS, "--json", "-"],
            stdin=zero,
            capture_output=True,
            timeout=120,
            check=False,
        )
    assert done.returncode == 2, done.stderr
    assert b"plantqa: error: standard input is over 64 MiB" in done.stderr and b"Traceback" not in done.stderr
    assert json.loads(done.stdout.splitlines()[-1])["error"]["reason"] == "bad_input"
