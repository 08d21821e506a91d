"""`plantqa bench --edit FILES`: the incremental figure of issue 13 item 3. A synthetic
folder of FILES cards is indexed, one line is appended to one card, and the next
`plantqa ask` is timed; then a note is added and the next ask timed, and the note removed
and the next ask timed. The question is then asked over a fresh cache (a full build of
the files as they are after the append, and again after the removal) and the answers
compared byte for byte."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from .bench import _compile_plantqa, _plantqa_command, build_in_child, write_synthetic_corpus
from .config import Settings


@dataclass(frozen=True)
class EditReport:
    files: int
    chunks: int
    build_s: float  # the first build, wall
    build_cpu_s: float  # the first build, user + system CPU
    next_ask_s: float  # the first `plantqa ask` after the edit, rebuild included
    rebuilt_ask_s: float  # the same question over a fresh cache: a full build of the same files
    identical: bool  # the answers after the append, after the note's removal and over a fresh cache, byte for byte (--json)
    question: str
    added_ask_s: float = 0.0  # the next ask after a note is added to the folder
    removed_ask_s: float = 0.0  # the next ask after that note is removed again
    python: str = sys.version.split()[0]
    machine: str = f"{os.cpu_count()} cores"


def _ask(question: str, corpus: Path, cache: Path) -> tuple[float, bytes]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PLANTQA_CORPUS=str(corpus), PLANTQA_BUNDLED="off", PLANTQA_CACHE_DIR=str(cache))
    start = time.perf_counter()
    done = subprocess.run([*_plantqa_command(), "ask", "--json", question], env=env, capture_output=True, check=False)
    return round(time.perf_counter() - start, 3), done.stdout


def run(settings: Settings, files: int, per_card: int = 2) -> EditReport:
    work = Path(tempfile.mkdtemp(prefix="plantqa-bench-edit-"))
    try:
        corpus = work / "corpus"
        write_synthetic_corpus(corpus, files * per_card, per_card=per_card)
        cards = sorted((corpus / "plants").iterdir())
        name = next(line for line in cards[0].read_text().splitlines() if line.startswith("names"))
        question = f"how much light does a {json.loads(name.split('=', 1)[1])[0]} need"
        run_settings = settings._replace(corpus=(str(corpus),), bundled="off", cache_dir=str(work / "cache"))
        build_s, build_cpu, _ = build_in_child(run_settings)
        _compile_plantqa()
        _ask(question, corpus, work / "cache")  # warm: the pointer and the page cache
        edited = cards[len(cards) // 2]
        with open(edited, "a", encoding="utf-8") as f:
            f.write("\nA line appended to one card.\n")
        next_ask, answer = _ask(question, corpus, work / "cache")
        note = corpus / "notes" / "watering.md"
        note.parent.mkdir()
        note.write_text("# Watering\n\nWater when the top of the soil is dry; less in winter.\n", encoding="utf-8")
        added_ask, _ = _ask(question, corpus, work / "cache")
        note.unlink()
        note.parent.rmdir()
        removed_ask, back = _ask(question, corpus, work / "cache")
        rebuilt_ask, full = _ask(question, corpus, work / "fresh")
        return EditReport(
            files=len(cards),
            chunks=files * per_card,
            build_s=build_s,
            build_cpu_s=build_cpu,
            next_ask_s=next_ask,
            rebuilt_ask_s=rebuilt_ask,
            identical=answer == full == back and bool(answer),
            question=question,
            added_ask_s=added_ask,
            removed_ask_s=removed_ask,
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)


def text(report: EditReport) -> str:
    return (
        f"{report.files:,} files, {report.chunks:,} chunks ({report.machine}, Python {report.python}): "
        f"build {report.build_s} s ({report.build_cpu_s} s CPU)\n"
        f"one line appended to one file: next ask {report.next_ask_s} s; a note added: next ask "
        f"{report.added_ask_s} s; the note removed: next ask {report.removed_ask_s} s\n"
        f"the same ask over a fresh cache {report.rebuilt_ask_s} s; answers {'identical' if report.identical else 'DIFFERENT'}"
    )
