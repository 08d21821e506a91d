"""`plantqa bench`: build, load and query timings on a synthetic or real corpus.

The synthetic corpus is deterministic: made-up words drawn from a Zipf
distribution, eight sections per card, card-like section lengths. Everything is
measured in one run on the same data, so ratios between numbers are fair even on
a noisy machine.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .config import Settings
from .corpus import PLANT_SECTIONS
from .errors import PlantQAError


class BenchError(PlantQAError):
    """The benchmark could not run."""


SYLLABLES = [c + v for c in "bcdfghklmnprstvz" for v in "aeiou"]
STAGES = ("reading", "search", "dense", "lexical", "fusion", "filter_gate", "answer", "total")


def made_up_words(n: int, rng: np.random.Generator) -> list[str]:
    """n distinct pronounceable words of 2-4 syllables."""
    out: dict[str, None] = {}
    while len(out) < n:
        k = int(rng.integers(2, 5))
        out["".join(SYLLABLES[i] for i in rng.integers(0, len(SYLLABLES), k))] = None
    return list(out)


def write_synthetic_corpus(root: Path, n_chunks: int, seed: int = 0, per_card: int = 8) -> int:
    """Write cards of `per_card` sections (at most eight) until n_chunks sections exist;
    returns the card count."""
    rng = np.random.default_rng(seed)
    vocab = made_up_words(20_000, rng)
    weights = 1.0 / np.arange(1, len(vocab) + 1) ** 1.07
    weights /= weights.sum()
    sections = [*PLANT_SECTIONS, "Notes"][:per_card]
    n_cards = -(-n_chunks // len(sections))
    plants = root / "plants"
    plants.mkdir(parents=True, exist_ok=True)
    lengths = rng.integers(40, 110, size=n_chunks)
    words = rng.choice(len(vocab), size=int(lengths.sum()), p=weights)
    pos = 0
    for c in range(n_cards):
        name = f"{vocab[1000 + c % 19000]} {vocab[(7 * c) % 20000]}"
        body = []
        for s in range(len(sections)):
            i = c * len(sections) + s
            if i >= n_chunks:
                break
            text = " ".join(vocab[w] for w in words[pos : pos + lengths[i]])
            pos += int(lengths[i])
            body.append(f"## {sections[s]}\n\n{text.capitalize()}.\n")
        tox = ["toxic", "non-toxic", "unknown"][c % 3]
        (plants / f"card-{c:07d}.md").write_text(
            f'+++\ntitle = "{name.title()} {c}"\nkind = "plant"\nnames = ["{name} {c}"]\n'
            f'[toxicity]\ncat = "{tox}"\ndog = "{tox}"\nhorse = "unknown"\n+++\n' + "\n".join(body),
            encoding="utf-8",
        )
    return n_cards


def questions(index: Any, n: int, seed: int = 1) -> list[str]:
    """Questions built from the corpus's own words, half naming a card."""
    rng = np.random.default_rng(seed)
    vocab = index.postings.vocab
    cards = [c for c in index.cards.values() if c.names]
    out = []
    for q in range(n):
        picked = [str(vocab[i]) for i in rng.integers(0, len(vocab), int(rng.integers(2, 5)))]
        if q % 2 and cards:
            picked = [cards[int(rng.integers(0, len(cards)))].names[0], *picked[:2]]
        out.append("how often should I water " + " ".join(picked))
    return out


def _percentiles(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return round(statistics.median(ordered) * 1000, 3), round(p95 * 1000, 3)


def _process_ms(cmds: list[list[str]], env: dict[str, str], runs: int) -> list[float]:
    """Median wall time of each command, the commands taking turns run by run, so a noisy
    stretch of the machine slows all of them alike and their ratio stays fair."""
    times: list[list[float]] = [[] for _ in cmds]
    for _ in range(runs):
        for cmd, spent in zip(cmds, times):
            start = time.perf_counter()
            subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            spent.append(time.perf_counter() - start)
    return [round(statistics.median(t) * 1000, 1) for t in times]


def folder_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


@dataclass(frozen=True)
class Report:
    chunks: int
    cards: int
    corpus: str
    build_s: float
    load_s: float
    cache_bytes: int
    peak_rss_mb: float  # this process: opening the cache and asking (mapped cache pages count)
    build_peak_rss_mb: float  # the build, run as its own process the way `plantqa index` runs
    p50_ms: dict[str, float] = field(default_factory=dict)
    p95_ms: dict[str, float] = field(default_factory=dict)
    rank_bm25_p50_ms: float | None = None
    ask_process_ms: float | None = None
    floor_process_ms: float | None = None
    ask_to_floor: float | None = None
    questions: int = 0
    searched: int = 0  # the questions that reached search: the stages' percentiles are over these
    build_cpu_s: float = 0.0  # the build's user + system CPU
    python: str = sys.version.split()[0]
    machine: str = f"{os.cpu_count()} cores"


def run(
    settings: Settings, chunks: int | None, corpus: Path | None, n_queries: int, processes: int, text_source: str = ""
) -> Report:
    from . import cache
    from .engine import ask
    from .text import tokenize

    work = Path(tempfile.mkdtemp(prefix="plantqa-bench-"))
    try:
        if corpus is None and text_source:
            from .bench_text import write_text_corpus

            corpus = work / "corpus"
            write_text_corpus(corpus, chunks or 1000, text_source)
        elif corpus is None:
            corpus = work / "corpus"
            write_synthetic_corpus(corpus, chunks or 1000)
        run_settings = settings._replace(corpus=(str(corpus),), bundled="off", cache_dir=str(work / "cache"))
        build_s, build_cpu_s, build_rss_mb = build_in_child(run_settings)
        start = time.perf_counter()
        opened = cache.open_index(run_settings)
        load_s = time.perf_counter() - start
        index = opened.index
        qs = questions(index, n_queries)
        stage: dict[str, list[float]] = {s: [] for s in STAGES}
        for q in qs:
            timings: dict[str, float] = {}
            start = time.perf_counter()
            ask(index, q, run_settings, timings=timings)
            timings["total"] = time.perf_counter() - start
            for s in STAGES:  # a question refused before search runs no later stage: not a 0 ms one
                if s in timings:
                    stage[s].append(timings[s])
        p50 = {}
        p95 = {}
        for s in STAGES:
            p50[s], p95[s] = _percentiles(stage[s]) if stage[s] else (0.0, 0.0)
        searched = len(stage["search"])
        bm25_ms = _rank_bm25_ms(index, [tokenize(q) for q in qs[:20]], run_settings) if len(index.chunks) <= 300_000 else None
        ask_ms = floor_ms = None
        if processes:
            _compile_plantqa()
            # time the processes as an installed package runs: with its bytecode cached
            env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
            env.update(PLANTQA_CACHE_DIR=str(work / "cache"), PLANTQA_CORPUS=str(corpus), PLANTQA_BUNDLED="off")
            ask_cmd = [*_plantqa_command(), "ask", qs[0]]
            floor_cmd = [sys.executable, "-c", "import numpy, click"]
            _process_ms([ask_cmd, floor_cmd], env, 1)  # warm the page cache
            ask_ms, floor_ms = _process_ms([ask_cmd, floor_cmd], env, processes)
        report = Report(
            chunks=len(index.chunks),
            cards=len(index.cards),
            corpus=(f"text ({text_source})" if text_source else "synthetic") if corpus == work / "corpus" else str(corpus),
            build_s=round(build_s, 3),
            build_cpu_s=build_cpu_s,
            load_s=round(load_s, 4),
            cache_bytes=folder_bytes(work / "cache"),
            peak_rss_mb=round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
            build_peak_rss_mb=build_rss_mb,
            p50_ms=p50,
            p95_ms=p95,
            rank_bm25_p50_ms=bm25_ms,
            ask_process_ms=ask_ms,
            floor_process_ms=floor_ms,
            ask_to_floor=round(ask_ms / floor_ms, 2) if ask_ms and floor_ms else None,
            questions=len(qs),
            searched=searched,
        )
        return report
    finally:
        shutil.rmtree(work, ignore_errors=True)


def build_in_child(settings: Settings) -> tuple[float, float, float]:
    """Build the index in a fresh process; its wall time, CPU time (user + system) and peak
    RSS (MB). A child of its own measures the build alone, not what this process maps and
    allocates afterwards; wait4 reports that child's own usage, whatever other children
    this process had."""
    code = "from plantqa import bench; bench.build_from_stdin()"
    start = time.perf_counter()
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=err)
        assert proc.stdin is not None
        proc.stdin.write(json.dumps(settings._asdict()).encode())
        proc.stdin.close()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            err.seek(0)
            last = err.read().decode(errors="replace").strip().splitlines()[-1:] or ["no message"]
            raise BenchError(f"the index build failed: {last[0].split('Error: ', 1)[-1]}")  # the child's error, not its class
    return round(elapsed, 3), round(usage.ru_utime + usage.ru_stime, 2), round(usage.ru_maxrss / 1024, 1)


def build_from_stdin() -> None:
    """The child side of build_in_child: settings as JSON on standard input."""
    from . import cache

    data = json.loads(sys.stdin.read())
    cache.open_index(Settings(**{**data, "corpus": tuple(data["corpus"])}))


def _plantqa_command() -> list[str]:
    """The installed `plantqa` script beside this interpreter, as a user runs it; else
    `python -m plantqa` (which also pays for runpy)."""
    script = Path(sys.executable).with_name("plantqa")
    return [str(script)] if script.is_file() and os.access(script, os.X_OK) else [sys.executable, "-m", "plantqa"]


def _compile_plantqa() -> None:
    """Write plantqa's bytecode, as pip does at install; a checkout run with
    PYTHONDONTWRITEBYTECODE would otherwise recompile every module in every process."""
    import compileall

    compileall.compile_dir(str(Path(__file__).parent), quiet=2)


def _rank_bm25_ms(index: Any, queries: list[list[str]], settings: Settings) -> float:
    """rank-bm25's own get_scores on the same chunks, the baseline for the postings scorer."""
    from .index import index_text
    from .lexical import lucene_bm25
    from .text import tokenize

    docs = [tokenize(index_text(index.cards[index.chunks[i].card], index.chunks[i])) for i in range(len(index.chunks))]
    model = lucene_bm25(docs, settings.k1, settings.b)
    times = []
    for q in queries:
        start = time.perf_counter()
        model.get_scores(q)
        times.append(time.perf_counter() - start)
    return round(statistics.median(times) * 1000, 3)


def text(report: Report) -> str:
    lines = [
        f"corpus: {report.corpus}, {report.cards:,} cards, {report.chunks:,} chunks ({report.machine}, Python {report.python})",
        f"build {report.build_s} s, {report.build_cpu_s} s CPU (peak RSS {report.build_peak_rss_mb} MB), "
        f"cache {report.cache_bytes / 1e6:.1f} MB, "
        f"load {report.load_s * 1000:.1f} ms, peak RSS while asking {report.peak_rss_mb} MB",
        f"per question ({report.questions} questions, {report.searched} searched; a stage over those that ran it), ms p50 / p95:",
    ]
    lines += [f"  {s:<12} {report.p50_ms[s]:>9} / {report.p95_ms[s]}" for s in STAGES]
    if report.rank_bm25_p50_ms is not None:
        ratio = report.rank_bm25_p50_ms / max(report.p50_ms["lexical"], 1e-6)
        lines.append(f"rank-bm25 get_scores p50 {report.rank_bm25_p50_ms} ms ({ratio:.0f}x our lexical leg)")
    if report.ask_process_ms is not None:
        lines.append(
            f"whole 'plantqa ask' process {report.ask_process_ms} ms vs 'python -c \"import numpy, click\"' "
            f"{report.floor_process_ms} ms: {report.ask_to_floor}x"
        )
    return "\n".join(lines)
