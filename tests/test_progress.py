"""Build progress (issue 13 item 6): on a terminal, a build past about a second shows on
standard error what it has done (files read, chunks embedded); without a terminal nothing.
The library only calls a callback; the CLI's ProgressLine prints."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from plantqa import cache, options
from plantqa.bench import write_synthetic_corpus
from plantqa.config import resolve

from .conftest import FIXTURE_CORPUS
from .terminal import Terminal, plantqa_env


def test_a_build_reports_files_read_and_chunks_embedded_to_its_callback(tmp_path: Path) -> None:
    heard: list[tuple[str, int, int]] = []
    settings = resolve({"bundled": "off", "corpus": str(FIXTURE_CORPUS), "cache_dir": str(tmp_path / "c")}, environ={})
    cache.open_index(settings, progress=lambda *a: heard.append(a))
    stages = [s for s, _, _ in heard]
    assert stages.index("reading files") < stages.index("embedding chunks") < stages.index("writing the index")
    assert all(0 <= done <= total for _, done, total in heard)
    heard.clear()
    cache.open_index(settings, progress=lambda *a: heard.append(a))
    assert heard == []  # from the cache: nothing to report


def test_the_line_waits_a_second_then_draws_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    monkeypatch.setattr(options.console, "is_tty", lambda stream: True)
    monkeypatch.setattr(options.console, "progress", lambda text, end="": drawn.append(text))
    line = options.ProgressLine()
    line("reading files", 1, 10)
    assert drawn == []  # under a second: a quick build shows nothing
    line.start -= 2
    line("embedding chunks", 4096, 8192)
    line.close()
    assert drawn[0].startswith("embedding chunks") and "4,096/8,192" in drawn[0] and "#" * 15 in drawn[0]
    assert drawn[-1].strip() == ""  # the line is wiped when the build ends


@pytest.mark.slow
def test_index_on_a_terminal_shows_progress_and_without_one_does_not(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    write_synthetic_corpus(corpus, 9_000)
    env = plantqa_env(tmp_path, PLANTQA_CACHE_DIR=str(tmp_path / "tty"))
    term = Terminal(["index", "--no-bundled", "--corpus", str(corpus)], env)
    assert term.finish() == 0
    shown = term.plain()
    assert "embedding chunks" in shown and "/9,000" in shown
    env["PLANTQA_CACHE_DIR"] = str(tmp_path / "pipe")
    piped = subprocess.run(
        [sys.executable, "-m", "plantqa", "index", "--no-bundled", "--corpus", str(corpus)],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert piped.returncode == 0 and piped.stderr == ""
