"""The maintainer's commands: eval, index, bench and corpus check (registered on the
group in cli.py)."""

from __future__ import annotations

import sys
from typing import Any

import click

from . import console
from .errors import InputError
from .options import ANY_PATH, FILE, FOLDER, MODE_CHOICE, load_settings, open_index, settings_options

EXIT_ANSWERED, EXIT_REFUSED = 0, 1

MODES_ALL = ["hybrid", "dense", "lexical", "all"]


@click.command("eval")
@click.option("--gold", type=FILE, help="Gold questions, JSON Lines (default: the corpus's gold.jsonl).")
@click.option("--collection", type=FOLDER, help="Evaluate retrieval on a BEIR-layout collection instead.")
@click.option("--mode", type=click.Choice(MODES_ALL), help="Mode to evaluate; 'all' runs the three.")
@click.option("--compare", type=MODE_CHOICE, help="A second mode, paired per question.")
@click.option("--split", type=click.Choice(["dev", "test", "all"]), default="all", show_default=True, help="Gold split.")
@click.option(
    "--depth",
    type=click.IntRange(10, 100_000),
    default=100,
    show_default=True,
    help="Collections: how deep each leg is ranked before fusion.",
)
@click.option("--limit", type=click.IntRange(1), help="Collections: evaluate only the first N queries (a quick run).")
@click.option("json_", "--json", is_flag=True, help="Print the report as one JSON object.")
@settings_options
def eval_(
    gold: str | None,
    collection: str | None,
    mode: str | None,
    compare: str | None,
    split: str,
    depth: int,
    limit: int | None,
    json_: bool,
    corpus: str | None,
    config_file: str | None,
    cache_dir: str | None,
) -> None:
    """Measure answers on the gold questions, or retrieval on a test collection.

    Gold: hit@1/3/5, MRR, answered rate, verdict accuracy, refusal rate,
    precision and recall, care answers on and off topic, every unsafe answer
    one by one, and the failures.
    Exits 1 if any answer is unsafe.

    \b
    Examples:
      plantqa eval
      plantqa eval --split dev --mode lexical --compare hybrid
      plantqa eval --collection ../shared/collections/cranfield --mode all
      plantqa eval --collection ../shared/collections/cranfield --compare dense --json
    """
    from dataclasses import asdict, replace
    from pathlib import Path

    from . import evaluate as ev

    settings = load_settings(config_file, corpus=corpus, cache_dir=cache_dir)
    modes = ["hybrid", "dense", "lexical"] if mode == "all" else [mode or settings.mode]
    if compare and compare not in modes:
        modes.append(compare)
    if collection:
        coll = ev.load_collection(Path(collection))
        if limit:
            coll = replace(coll, queries=coll.queries[:limit])
        docs = ev.index_collection(coll, settings)
        runs = {m: ev.run_collection(coll, docs, settings, m, depth) for m in modes}
        report: dict[str, Any] = {
            "collection": coll.name,
            "documents": len(coll.doc_ids),
            "queries": len(coll.queries),
            "depth": depth,
            "modes": {m: ev.collection_summary(r) for m, r in runs.items()},
        }
        if compare:
            base = modes[0]
            paired = ev.compare(
                base,
                runs[base],
                compare,
                runs[compare],
                key=lambda q: -q.metrics["ndcg@10"],
                ok=lambda q: q.metrics["ndcg@10"] >= 0.5,
            )
            report["compare"] = asdict(paired)
        console.out(console.dumps(report) if json_ else ev.collection_text(report))
        return
    from .cache import corpus_path

    gold_path = Path(gold) if gold else Path(corpus_path(settings)) / "gold.jsonl"
    items = ev.select(ev.load_gold(gold_path), split)
    if not items:
        raise InputError(f"{gold_path}: no gold questions in split {split!r}")
    index = open_index(settings)
    runs_gold = {m: ev.run_gold(index, items, settings._replace(mode=m)) for m in modes}
    report = {"gold": str(gold_path), "split": split, "modes": {m: ev.gold_report(o) for m, o in runs_gold.items()}}
    first = modes[0]
    report.update(report["modes"][first])
    report["mode"] = first
    if compare:
        report["compare"] = asdict(
            ev.compare(first, runs_gold[first], compare, runs_gold[compare], key=ev.rank_key, ok=lambda o: o.ok)
        )
    console.out(console.dumps(report) if json_ else ev.gold_text(report))
    sys.exit(EXIT_REFUSED if report["summary"]["unsafe"] else EXIT_ANSWERED)


@click.command("index")
@click.option(
    "--clear", is_flag=True, help="Remove the index cache: only what plantqa wrote; a folder holding anything else is refused."
)
@settings_options
def index_cmd(clear: bool, corpus: str | None, config_file: str | None, cache_dir: str | None) -> None:
    """Build or refresh the index cache for a corpus and say what it holds.

    `plantqa ask` does this by itself on first use; run it ahead of time for a
    large corpus, or with --clear to delete the cache.

    \b
    Examples:
      plantqa index
      plantqa index --corpus ./my-cards
      plantqa index --clear
    """
    from . import cache

    settings = load_settings(config_file, corpus=corpus, cache_dir=cache_dir)
    if clear:
        removed = cache.clear(settings)
        console.out(f"removed {removed} entr{'y' if removed == 1 else 'ies'} from {cache.cache_root(settings)}")
        return
    opened = cache.open_index(settings)
    for warning in opened.warnings:
        console.warn(warning)
    idx = opened.index
    kinds = [c.kind for c in idx.cards.values()]
    console.out(
        f"{opened.source}: {kinds.count('plant')} plant cards, {kinds.count('topic')} topic cards, "
        f"{len(idx.chunks)} chunks, {len(idx.postings.vocab)} terms, {idx.buckets.shape[0]}-dim vectors\n"
        f"corpus: {cache.corpus_path(settings)}\ncache:  {cache.cache_root(settings)}"
    )


@click.command("bench")
@click.option("--chunks", type=click.IntRange(8, 5_000_000), default=10_000, show_default=True, help="Synthetic corpus size.")
@click.option("--queries", type=click.IntRange(1, 100_000), default=200, show_default=True, help="Questions to time.")
@click.option(
    "--processes", type=click.IntRange(0, 1000), default=10, show_default=True, help="Whole 'plantqa ask' runs to time (0: none)."
)
@click.option("json_", "--json", is_flag=True, help="Print the report as JSON.")
@settings_options
def bench_cmd(
    chunks: int, queries: int, processes: int, json_: bool, corpus: str | None, config_file: str | None, cache_dir: str | None
) -> None:
    """Time index build, cache load and each stage per question, on a synthetic corpus or yours.

    Also times rank-bm25's own get_scores on the same chunks (up to 300,000) and whole
    'plantqa ask' processes next to 'python -c "import numpy, click"'. It works in a
    temporary folder and leaves your cache alone.

    \b
    Examples:
      plantqa bench --chunks 100000
      plantqa bench --corpus ./my-cards --json
    """
    from dataclasses import asdict
    from pathlib import Path

    from . import bench

    settings = load_settings(config_file, cache_dir=cache_dir)
    report = bench.run(settings, None if corpus else chunks, Path(corpus) if corpus else None, queries, processes)
    console.out(console.dumps(asdict(report)) if json_ else bench.text(report))


@click.group()
def corpus() -> None:
    """Work with a folder of cards.

    \b
    Example:
      plantqa corpus check ./my-cards
    """


@corpus.command("check")
@click.argument("directory", required=False, type=ANY_PATH)
@click.option("--config", "config_file", type=FILE, help="Settings file naming the corpus.")
@click.option("--strict", is_flag=True, help="Also apply the bundled corpus's style rules (plant cards of 250-600 words).")
def corpus_check(directory: str | None, config_file: str | None, strict: bool) -> None:
    """Validate every card in DIRECTORY (default: the configured corpus).

    Prints one line per problem, naming the file and field, and exits 1 if
    there are any.

    \b
    Examples:
      plantqa corpus check
      plantqa corpus check ./my-cards
      plantqa corpus check --strict
    """
    from .cache import corpus_path
    from .corpus import check_corpus

    root = directory or str(corpus_path(load_settings(config_file)))
    problems = check_corpus(root, strict=strict)
    for problem in problems:
        console.out(problem)
    if problems:
        console.err(f"{len(problems)} problem(s) in {root}")
        sys.exit(EXIT_REFUSED)
    console.out(f"ok: {root}")
