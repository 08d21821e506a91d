"""Shared by the hostile-input tests: run a command without letting it hang, crash or eat
the machine, and check it came back clean (never exit 4, never a traceback)."""

import contextlib
import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from plantqa.cli import main

QUESTION = "is pothos toxic to cats"
TOPIC = '+++\ntitle = "{title}"\nkind = "topic"\n+++\n'


class Hung(BaseException):
    """Raised by the alarm: a BaseException, so no `except Exception` in plantqa swallows it."""


@contextlib.contextmanager
def deadline(seconds: float):
    """Fail instead of hanging: a blocking open() or read() is interrupted by SIGALRM."""

    def alarm(signum, frame):
        raise Hung(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def run(args, seconds=60.0):
    with deadline(seconds):
        r = CliRunner().invoke(main, args)
    assert r.exit_code != 4 and "Traceback" not in r.output, r.output
    assert not isinstance(r.exception, Exception) or isinstance(r.exception, SystemExit), r.exception
    return r


def run_process(args, seconds=60.0, memory=2 << 30, **kwargs):
    """The command in a child with a time and memory limit: a C loop (a regex, an unbounded
    read) is not interrupted by a signal, so these cases cannot run in-process on old code."""

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    try:
        done = subprocess.run(
            [sys.executable, "-m", "plantqa", *args],
            capture_output=True,
            text=True,
            timeout=seconds,
            preexec_fn=limit,
            check=False,
            **kwargs,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"plantqa {' '.join(args[:2])} still running after {seconds} s")
    assert done.returncode != 4 and "Traceback" not in done.stderr, done.stderr
    return done


def every_command(corpus: Path, seconds=60.0):
    """ask, index, plants and corpus check on one corpus, each checked clean."""
    c = ["--no-bundled", "--corpus", str(corpus)]
    return {
        "ask": run(["ask", *c, QUESTION], seconds),
        "index": run(["index", *c], seconds),
        "plants": run(["plants", *c], seconds),
        "check": run(["corpus", "check", str(corpus)], seconds),
    }


def summed_up(output: str, count: int = 1) -> bool:
    """Whether a command's output sums the skipped files up in one warning line that names
    the command listing them (issue 13), and names no file on its own line."""
    files = "file or folder" if count == 1 else "files or folders"
    lines = [line for line in output.splitlines() if line.startswith("plantqa: warning:")]
    return len(lines) == 1 and f"{count} {files} skipped" in lines[0] and "'plantqa corpus check " in lines[0]


def assert_skipped(results, name: str, why: str):
    """The answer still comes, the skip is summed up in one warning, the card named in corpus check."""
    assert results["ask"].exit_code == 0 and "Yes — pothos" in results["ask"].output
    assert results["index"].exit_code == 0
    for command in ("ask", "index"):
        assert summed_up(results[command].output), results[command].output
    assert results["check"].exit_code == 1 and f"{name}: skipped, {why}" in results["check"].output
