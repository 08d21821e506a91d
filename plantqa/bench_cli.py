"""`plantqa bench`: the maintainer's timings (bench.py, bench_text.py, bench_edit.py), its
options kept out of tools.py."""

from __future__ import annotations

import click

from . import console
from .options import TEXT, load_settings, settings_options


@click.command("bench")
@click.option("--chunks", type=click.IntRange(8, 5_000_000), default=10_000, show_default=True, help="Synthetic corpus size.")
@click.option("--queries", type=click.IntRange(1, 100_000), default=200, show_default=True, help="Questions to time.")
@click.option(
    "--processes", type=click.IntRange(0, 1000), default=10, show_default=True, help="Whole 'plantqa ask' runs to time (0: none)."
)
@click.option(
    "--text",
    "text_source",
    type=TEXT,
    help="Real text instead of made-up words: 'mixed' (manual pages, then Python docstrings), 'man', 'python', "
    "or a BEIR corpus.jsonl.",
)
@click.option(
    "--edit",
    "edit_files",
    type=click.IntRange(2, 5_000_000),
    help="Instead: a folder of this many two-section cards, one line appended to one, and the next ask timed.",
)
@click.option("json_", "--json", is_flag=True, help="Print the report as JSON.")
@settings_options
def bench_cmd(
    chunks: int,
    queries: int,
    processes: int,
    text_source: str | None,
    edit_files: int | None,
    json_: bool,
    corpus: tuple[str, ...],
    bundled: bool | None,
    config_file: str | None,
    cache_dir: str | None,
) -> None:
    """Time index build, cache load and each stage per question, on a synthetic corpus or yours.

    Also times rank-bm25's own get_scores on the same chunks (up to 300,000) and whole
    'plantqa ask' processes next to 'python -c "import numpy, click"'. It works in a
    temporary folder and leaves your cache alone.

    \b
    Examples:
      plantqa bench --chunks 100000
      plantqa bench --chunks 100000 --text mixed --processes 0
      plantqa bench --edit 20000
      plantqa bench --corpus ./my-cards --json
    """
    from dataclasses import asdict
    from pathlib import Path

    from . import bench

    settings = load_settings(config_file, cache_dir=cache_dir)
    if edit_files:
        from . import bench_edit

        edited = bench_edit.run(settings, edit_files)
        console.out(console.dumps(asdict(edited)) if json_ else bench_edit.text(edited))
        return
    mine = Path(corpus[-1]) if corpus else None  # bench times one folder, alone: the last given
    report = bench.run(settings, None if mine else chunks, mine, queries, processes, text_source or "")
    console.out(console.dumps(asdict(report)) if json_ else bench.text(report))
