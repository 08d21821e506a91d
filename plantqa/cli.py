"""The `plantqa` command: parse options, call the library, print, exit.

Exit codes: 0 answered (or success), 1 refused (or a check found problems),
2 usage or bad input, 3 corpus or configuration error, 4 internal error.
Heavy modules (numpy and the pipeline) are imported inside the commands, so
`plantqa --help` and `--version` start fast.
"""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict, replace
from typing import Any, TypeVar

import click

from . import __version__
from .errors import InputError, PlantQAError

EXIT_ANSWERED, EXIT_REFUSED, EXIT_INPUT, EXIT_CONFIG, EXIT_INTERNAL = 0, 1, 2, 3, 4
EXIT_CODES = """\b
Exit codes:
  0  answered (or the command succeeded)
  1  refused (or corpus check found problems, or eval an unsafe answer)
  2  usage error or bad input
  3  corpus or configuration error
  4  internal error (a bug: please report it)"""

F = TypeVar("F", bound=Callable[..., Any])


def fail(message: str, code: int) -> None:
    click.echo(f"plantqa: error: {message}", err=True)
    sys.exit(code)


def guarded(func: F) -> F:
    """Turn library errors into one line on stderr and an exit code; never a traceback."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except PlantQAError as exc:
            fail(str(exc), exc.exit_code)
        except (click.exceptions.Exit, click.ClickException, click.Abort, SystemExit):
            raise
        except KeyboardInterrupt:
            fail("interrupted", 130)
        except BrokenPipeError:
            sys.stderr.close()
            sys.exit(0)
        except Exception as exc:
            fail(f"internal error: {type(exc).__name__}: {exc}", EXIT_INTERNAL)

    return wrapper  # type: ignore[return-value]


# One instance of each parameter type, shared by every option: each click.Path() looks up
# its translated messages with gettext, which probes the disk (21 instances cost ~2 ms).
FOLDER = click.Path(file_okay=False)
FILE = click.Path(dir_okay=False)
ANY_PATH = click.Path()
MODE_CHOICE = click.Choice(["hybrid", "dense", "lexical"])


def settings_options(func: F) -> F:
    """--corpus, --config and --cache-dir, shared by every command that reads a corpus."""
    func = click.option("--cache-dir", type=FOLDER, help="Index cache folder.")(func)
    func = click.option(
        "--config",
        "config_file",
        type=FILE,
        help="Settings file (default: the bundled config.toml; env PLANTQA_CONFIG).",
    )(func)
    func = click.option(
        "--corpus",
        type=ANY_PATH,
        help="Folder of markdown cards (default: the bundled corpus; env PLANTQA_CORPUS).",
    )(func)
    return func


def load_settings(config_file: str | None, **cli_values: Any) -> Any:
    from .config import load

    return load(config_file, cli_values=cli_values)


class ProgressLine:
    """A one-line progress report on a terminal's stderr, shown once a build passes one second."""

    def __init__(self) -> None:
        import time

        self.clock = time.monotonic
        self.start = self.clock()
        self.shown = False
        self.enabled = sys.stderr.isatty()

    def __call__(self, stage: str, done: int, total: int) -> None:
        if self.enabled and self.clock() - self.start > 1.0:
            width = 30
            filled = width * done // max(total, 1)
            click.echo(f"\r{stage:<16} [{'#' * filled}{'.' * (width - filled)}] {done:,}/{total:,}", nl=False, err=True)
            self.shown = True

    def close(self) -> None:
        if self.shown:
            click.echo("\r" + " " * 72 + "\r", nl=False, err=True)


def start_checking(settings: Any) -> Any:
    """Start the cache's stamp check, then load numpy with one BLAS thread.

    plantqa makes no BLAS call (scoring is elementwise), and OpenBLAS's idle threads
    spin on the core the stamp check runs on (ADR 0007). A user's own setting wins.
    """
    from .stamp import Check

    check = Check(settings)
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(name, "1")
    return check


def open_index(settings: Any, check: Any = None) -> Any:
    from .cache import open_index as _open

    progress = ProgressLine()
    try:
        opened = _open(settings, progress=progress, check=check)
    finally:
        progress.close()
    for warning in opened.warnings:
        click.echo(f"plantqa: warning: {warning}", err=True)
    return opened.index


def use_colour() -> bool:
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


STYLES: dict[str, dict[str, Any]] = {
    "refusal": {"fg": "yellow", "bold": True},
    "heading": {"bold": True},
    "dim": {"dim": True},
}


def styler(colour: bool) -> Callable[[str, str], str]:
    return lambda text, role: click.style(text, **STYLES.get(role, {})) if colour else text


def to_json(result: Any) -> str:
    data = asdict(result)
    if data.get("trace") is None:
        data.pop("trace", None)
    return json.dumps(data, ensure_ascii=False, sort_keys=False)


@click.group(
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
    epilog=EXIT_CODES,
)
@click.version_option(__version__, "-V", "--version", prog_name="plantqa")
@click.pass_context
def main(ctx: click.Context) -> None:
    """Answer plant-care and pet-safety questions offline, with citations.

    \b
    Examples:
      plantqa ask "is pothos toxic to cats?"
      plantqa ask --json "how often should I water a snake plant"
      printf 'is aloe safe for dogs\\nare lilies bad for cats\\n' | plantqa ask - --json
      plantqa corpus check ./my-cards

    Run `plantqa` with no command on a terminal for an interactive prompt.
    """
    if ctx.invoked_subcommand is not None:
        return
    if not sys.stdin.isatty():
        click.echo(ctx.get_help())
        return
    ctx.invoke(interactive)


def _questions_from_stdin() -> Iterator[str]:
    if sys.stdin.isatty():
        raise InputError("'-' reads questions from standard input, which is a terminal; pipe questions in instead")
    data = sys.stdin.buffer.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"standard input is not valid UTF-8 (byte {exc.start})") from None
    for line in text.splitlines():
        if line.strip():
            yield line


@main.command(epilog=EXIT_CODES)
@click.argument("question", nargs=-1, required=True)
@click.option("-k", "--top-k", type=int, help="How many supporting chunks to cite at most (1-50).")
@click.option("--mode", type=MODE_CHOICE, help="Retrieval mode (env PLANTQA_MODE).")
@click.option("json_", "--json", is_flag=True, help="Print one JSON object (JSON Lines with '-').")
@click.option(
    "--explain", is_flag=True, help="Show every candidate's ranks, scores and what the filter, dedupe and gate decided."
)
@settings_options
@guarded
def ask(
    question: tuple[str, ...],
    top_k: int | None,
    mode: str | None,
    json_: bool,
    explain: bool,
    corpus: str | None,
    config_file: str | None,
    cache_dir: str | None,
) -> None:
    """Answer QUESTION from the cards, with citations, or refuse and say why.

    QUESTION may be several words without quotes. Use '-' to read one question
    per line from standard input.

    \b
    Examples:
      plantqa ask "is pothos toxic to cats?"
      plantqa ask is a spider plant safe for my puppy
      plantqa ask --explain --mode lexical "why are my monstera leaves yellow"
      plantqa ask --corpus ./my-cards --json "how much light does basil need"
      cat questions.txt | plantqa ask - --json > answers.jsonl
    """
    settings = load_settings(config_file, top_k=top_k, mode=mode, corpus=corpus, cache_dir=cache_dir)
    check = start_checking(settings)  # the cards are checked while numpy loads
    from .engine import ask as run

    batch = question == ("-",)
    questions = _questions_from_stdin() if batch else iter([" ".join(question)])
    index = open_index(settings, check)
    style = styler(use_colour())
    worst = EXIT_ANSWERED
    for n, text in enumerate(questions):
        try:
            result = run(index, text, settings, explain=explain)
        except InputError as exc:
            if not batch:
                raise
            click.echo(f"plantqa: warning: line {n + 1}: {exc}", err=True)
            worst = max(worst, EXIT_INPUT)
            continue
        if json_:
            click.echo(to_json(result))
        else:
            if batch and n:
                click.echo("")
            click.echo(render(result, style, explain))
        if not result.answered:
            worst = max(worst, EXIT_REFUSED)
    sys.exit(worst)


def render(result: Any, style: Callable[[str, str], str], explain: bool) -> str:
    from .answer import render_text
    from .text import clean

    text = render_text(result, style)
    if explain and result.trace:
        rows = [style("Candidates (dense rank, lexical rank, bm25, cosine, rrf: filter / dedupe / gate)", "heading")]
        for c in result.trace["candidates"]:
            rows.append(
                f"  {c['chunk']}: d={c['dense_rank']} l={c['lexical_rank']} bm25={c['bm25']} cos={c['cosine']} "
                f"rrf={c['rrf']}: {c['filter']} / {c['dedupe']} / {c['gate']}"
            )
        if result.trace.get("general_cards"):
            rows.append(f"Answered from a second search of the general cards: {', '.join(result.trace['general_cards'])}")
        text += "\n\n" + clean("\n".join(rows))
    return text


@main.command()
@settings_options
@guarded
def interactive(corpus: str | None = None, config_file: str | None = None, cache_dir: str | None = None) -> None:
    """Ask questions one after another at a prompt (Ctrl-D to leave).

    \b
    Example:
      plantqa interactive
    """
    settings = load_settings(config_file, corpus=corpus, cache_dir=cache_dir)
    check = start_checking(settings)
    from .engine import ask as run

    index = open_index(settings, check)
    style = styler(use_colour())
    while True:
        try:
            text = click.prompt("plantqa", prompt_suffix="> ", default="", show_default=False)
        except (EOFError, click.Abort):
            click.echo("")
            return
        if not text.strip():
            continue
        try:
            click.echo(render(run(index, text, settings), style, False) + "\n")
        except InputError as exc:
            click.echo(f"plantqa: {exc}", err=True)


MODES_ALL = ["hybrid", "dense", "lexical", "all"]


@main.command("eval")
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
@guarded
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
        click.echo(json.dumps(report) if json_ else ev.collection_text(report))
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
    click.echo(json.dumps(report, ensure_ascii=False) if json_ else ev.gold_text(report))
    sys.exit(EXIT_REFUSED if report["summary"]["unsafe"] else EXIT_ANSWERED)


@main.command("index")
@click.option(
    "--clear", is_flag=True, help="Remove the index cache: only what plantqa wrote; a folder holding anything else is refused."
)
@click.option(
    "--verify",
    is_flag=True,
    help="Also check every byte of the index files against their checksums; rebuild and exit 1 if any differ.",
)
@settings_options
@guarded
def index_cmd(clear: bool, verify: bool, corpus: str | None, config_file: str | None, cache_dir: str | None) -> None:
    """Build or refresh the index cache for a corpus and say what it holds.

    `plantqa ask` does this by itself on first use; run it ahead of time for a
    large corpus, with --verify to check the cache in full, or with --clear to
    delete the cache.

    \b
    Examples:
      plantqa index
      plantqa index --corpus ./my-cards
      plantqa index --verify
      plantqa index --clear
    """
    from . import cache

    settings = load_settings(config_file, corpus=corpus, cache_dir=cache_dir)
    if clear:
        removed = cache.clear(settings)
        click.echo(f"removed {removed} entr{'y' if removed == 1 else 'ies'} from {cache.cache_root(settings)}")
        return
    opened, damaged = cache.verify_cache(settings) if verify else (cache.open_index(settings), [])
    for warning in opened.warnings:
        click.echo(f"plantqa: warning: {warning}", err=True)
    idx = opened.index
    kinds = [c.kind for c in idx.cards.values()]
    click.echo(
        f"{opened.source}: {kinds.count('plant')} plant cards, {kinds.count('topic')} topic cards, "
        f"{len(idx.chunks)} chunks, {len(idx.postings.vocab)} terms, {idx.buckets.shape[0]}-dim vectors\n"
        f"corpus: {cache.corpus_path(settings)}\ncache:  {cache.cache_root(settings)}"
    )
    if verify:
        click.echo(f"damaged, so rebuilt: {', '.join(damaged)}" if damaged else "verified: every file matches its checksum")
        sys.exit(EXIT_REFUSED if damaged else EXIT_ANSWERED)


ANIMAL_CHOICE = click.Choice(["cat", "dog", "horse"])


@main.command("plants")
@click.option("--safe-for", type=ANIMAL_CHOICE, help="Only plants listed as non-toxic to this animal.")
@click.option("--toxic-to", type=ANIMAL_CHOICE, help="Only plants listed as toxic to this animal.")
@click.option("json_", "--json", is_flag=True, help="Print a JSON list.")
@settings_options
@guarded
def plants_cmd(
    safe_for: str | None, toxic_to: str | None, json_: bool, corpus: str | None, config_file: str | None, cache_dir: str | None
) -> None:
    """List the plants the corpus knows, with their toxicity listings.

    \b
    Examples:
      plantqa plants
      plantqa plants --safe-for cat
      plantqa plants --toxic-to dog --json
    """
    from .catalog import plant_rows

    settings = load_settings(config_file, corpus=corpus, cache_dir=cache_dir)
    rows = plant_rows(open_index(settings).cards.values(), safe_for=safe_for, toxic_to=toxic_to)
    if json_:
        click.echo(json.dumps([asdict(r) for r in rows], ensure_ascii=False))
        return
    from .text import clean

    width = max((len(r.title) for r in rows), default=5)
    click.echo(f"{'plant'.ljust(width)}  {'cat':<10} {'dog':<10} {'horse':<10} card")
    for r in rows:
        click.echo(clean(f"{r.title.ljust(width)}  {r.cat:<10} {r.dog:<10} {r.horse:<10} {r.card}"))
    click.echo(f"{len(rows)} plant(s)", err=True)


@main.command("show")
@click.argument("slug")
@settings_options
@guarded
def show_cmd(slug: str, corpus: str | None, config_file: str | None, cache_dir: str | None) -> None:
    """Print one card (by its id, the file name without .md), readable in a terminal.

    \b
    Examples:
      plantqa show pothos
      plantqa show lilies-and-cats
    """
    from pathlib import Path

    from .catalog import render_card
    from .corpus import read_card
    from .text import words

    settings = load_settings(config_file, corpus=corpus, cache_dir=cache_dir)
    index = open_index(settings)
    if slug not in index.cards:
        close = index.names.suggest(words(slug.replace("-", " ")), [])
        hint = f" (did you mean {' or '.join(close)}?)" if close else ""
        raise InputError(f"no card {slug!r} in the corpus{hint}; 'plantqa plants' lists them")
    card = index.cards[slug]
    click.echo(render_card(read_card(Path(index.root) / card.path, card.path), styler(use_colour())))


@main.command("bench")
@click.option("--chunks", type=click.IntRange(8, 5_000_000), default=10_000, show_default=True, help="Synthetic corpus size.")
@click.option("--queries", type=click.IntRange(1, 100_000), default=200, show_default=True, help="Questions to time.")
@click.option(
    "--processes", type=click.IntRange(0, 1000), default=10, show_default=True, help="Whole 'plantqa ask' runs to time (0: none)."
)
@click.option("json_", "--json", is_flag=True, help="Print the report as JSON.")
@settings_options
@guarded
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
    from pathlib import Path

    from . import bench

    settings = load_settings(config_file, cache_dir=cache_dir)
    report = bench.run(settings, None if corpus else chunks, Path(corpus) if corpus else None, queries, processes)
    click.echo(json.dumps(asdict(report)) if json_ else bench.text(report))


@main.group()
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
@guarded
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
        click.echo(problem)
    if problems:
        click.echo(f"{len(problems)} problem(s) in {root}", err=True)
        sys.exit(EXIT_REFUSED)
    click.echo(f"ok: {root}")


if __name__ == "__main__":  # pragma: no cover
    main()
