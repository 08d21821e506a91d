"""Every command but `ask`: interactive, show, plants, completion, and the maintainer's
eval, index, bench (bench_cli.py) and corpus check. cli.py registers them on the group when one is
called or listed, so a question never pays for building their options."""

from __future__ import annotations

import sys
from typing import Any

import click

from . import __version__, console
from .bench_cli import bench_cmd as bench_cmd  # registered by cli.py with the rest
from .errors import InputError
from .options import (
    ANIMAL,
    ANY_PATH,
    FILE,
    FOLDER,
    MODE_CHOICE,
    TEXT,
    ProgressLine,
    colour_option,
    load_settings,
    open_index,
    settings_options,
    start_checking,
)

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
@click.option(
    "--show-test",
    is_flag=True,
    help="Gold: print the text of test-split questions in the unsafe and failure lists (held out by default).",
)
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
    show_test: bool,
    json_: bool,
    corpus: tuple[str, ...],
    bundled: bool | None,
    config_file: str | None,
    cache_dir: str | None,
) -> None:
    """Measure answers on the gold questions, or retrieval on a test collection.

    Gold: hit@1/3/5, MRR, answered rate, verdict accuracy, refusal rate,
    precision and recall, care answers on and off topic, every unsafe answer
    one by one, and the failures (a test-split line by its id alone, unless
    --show-test: tuning must never read the held-out half).
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

    settings = load_settings(config_file, corpus=corpus, bundled=bundled, cache_dir=cache_dir)
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
            "paired": [asdict(p) for p in ev.collection_pairs(runs, modes[0])],
            "notes": docs.notes,
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
    from . import gold as gd

    items = gd.select(gd.load_gold(gold_path), split)
    if not items:
        raise InputError(f"{gold_path}: no gold questions in split {split!r}")
    index = open_index(settings)
    runs_gold = {m: gd.run_gold(index, items, settings._replace(mode=m)) for m in modes}
    reports = {m: gd.gold_report(o, show_test) for m, o in runs_gold.items()}
    report = {"gold": str(gold_path), "split": split, "modes": reports}
    first = modes[0]
    report.update(report["modes"][first])
    report["mode"] = first
    if compare:
        report["compare"] = asdict(
            ev.compare(first, runs_gold[first], compare, runs_gold[compare], key=gd.rank_key, ok=lambda o: o.ok)
        )
    console.out(console.dumps(report) if json_ else gd.gold_text(report))
    sys.exit(EXIT_REFUSED if report["summary"]["unsafe"] else EXIT_ANSWERED)


@click.command("index")
@click.option(
    "--clear", is_flag=True, help="Remove the index cache: only what plantqa wrote; a folder holding anything else is refused."
)
@click.option(
    "--verify",
    is_flag=True,
    help="Also check every byte of the index files against their checksums; rebuild and exit 1 if any differ.",
)
@settings_options
def index_cmd(
    clear: bool, verify: bool, corpus: tuple[str, ...], bundled: bool | None, config_file: str | None, cache_dir: str | None
) -> None:
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

    settings = load_settings(config_file, corpus=corpus, bundled=bundled, cache_dir=cache_dir)
    if clear:
        removed = cache.clear(settings)
        console.out(f"removed {removed} entr{'y' if removed == 1 else 'ies'} from {cache.cache_root(settings)}")
        return
    line = ProgressLine()
    try:
        opened, damaged = cache.verify_cache(settings, line) if verify else (cache.open_index(settings, progress=line), [])
    finally:
        line.close()
    for warning in opened.warnings:
        console.warn(warning)
    idx = opened.index
    kinds = [c.kind for c in idx.cards.values()]
    console.out(
        f"{opened.source}: {kinds.count('plant')} plant cards, {kinds.count('topic')} topic cards, "
        f"{kinds.count('note')} notes, "
        f"{len(idx.chunks)} chunks, {len(idx.postings.vocab)} terms, {idx.buckets.shape[0]}-dim vectors\n"
        + "".join(f"corpus: {folder}" + (f" ({label})\n" if len(idx.sources) > 1 else "\n") for label, folder in idx.sources)
        + f"cache:  {cache.cache_root(settings)}"
    )
    if verify:
        console.out(f"damaged, so rebuilt: {', '.join(damaged)}" if damaged else "verified: every file matches its checksum")
        sys.exit(EXIT_REFUSED if damaged else EXIT_ANSWERED)


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
@click.option("--reference", type=FILE, help="Check findings and wording against a reference list (JSON Lines).")
@click.option("--complete", is_flag=True, help="With --reference: every reference page must be named by a card.")
@click.option("--shared", is_flag=True, help="Also list every name shared by plants whose findings differ.")
def corpus_check(
    directory: str | None, config_file: str | None, strict: bool, reference: str | None, complete: bool, shared: bool
) -> None:
    """Validate every card and note in DIRECTORY (default: every folder the settings
    search, the bundled cards and the configured corpus folders).

    Prints one line per problem, as FILE:LINE: what is wrong, every problem of
    each file, and exits 1 if there are any. --shared first lists each name that
    several plants share with different findings (a question using it gets a line
    per plant): a listing, not a problem.

    \b
    Examples:
      plantqa corpus check
      plantqa corpus check ./my-cards
      plantqa corpus check --strict
      plantqa corpus check --strict --reference ../shared/reference/aspca-plants.jsonl
      plantqa corpus check --shared
    """
    from .checks import check_folder, shared_listing
    from .stamp import sources

    if complete and not reference:
        raise InputError("--complete needs --reference FILE")
    roots = [directory] if directory else [folder for _label, folder in sources(load_settings(config_file))]
    for root in roots if shared else ():
        console.out("\n".join(shared_listing(root)))
    found = {root: check_folder(root, strict, reference, complete) for root in roots}
    for root, problems in found.items():
        console.out("\n".join(problems) if problems else f"ok: {root}")
        if problems:
            console.err(f"{len(problems)} problem(s) in {root}")
    if any(found.values()):
        sys.exit(EXIT_REFUSED)


@click.command()
@colour_option
@settings_options
def interactive(
    corpus: tuple[str, ...] = (), bundled: bool | None = None, config_file: str | None = None, cache_dir: str | None = None
) -> None:
    """Ask questions one after another at a prompt, with line editing and history.

    `help` lists examples; "what about dogs?" asks the last question's plant
    again for another animal; exit, quit or Ctrl-D leaves. History is kept in
    $XDG_STATE_HOME/plantqa/history (else ~/.local/state/plantqa/history).

    \b
    Example:
      plantqa interactive --corpus ./my-cards
    """
    settings = load_settings(config_file, corpus=corpus, bundled=bundled, cache_dir=cache_dir)
    check = start_checking(settings)
    from . import prompt
    from .engine import ask as run

    index = open_index(settings, check)
    prompt.run(index, lambda text: run(index, text, settings), console.show_answer, __version__)


def complete_cards(ctx: click.Context, _param: Any, incomplete: str) -> list[Any]:
    """Card ids and plant names for `plantqa show <TAB>`, from the index cache; never an error."""
    from click.shell_completion import CompletionItem

    try:
        p = ctx.params
        chosen = {k: p.get(k) for k in ("corpus", "bundled", "cache_dir")}
        index = open_index(load_settings(p.get("config_file"), **chosen), quiet=True)
        names = [*sorted(index.cards), *sorted({n.lower() for c in index.cards.values() for n in (c.title, *c.names)})]
    except Exception:
        return []
    start = incomplete.lower()
    return [CompletionItem(n) for n in dict.fromkeys(names) if n.startswith(start)]


@click.command("show")
@click.argument("name", nargs=-1, required=True, type=TEXT, shell_complete=complete_cards)
@colour_option
@settings_options
def show_cmd(
    name: tuple[str, ...], corpus: tuple[str, ...], bundled: bool | None, config_file: str | None, cache_dir: str | None
) -> None:
    """Print one card, found by any name of its plant or by its id (the file name
    without .md). A card longer than the terminal goes through $PAGER.

    \b
    Examples:
      plantqa show pothos
      plantqa show "snake plant"
      plantqa show sansevieria
      plantqa show lilies-and-cats
    """
    from pathlib import Path

    from .catalog import card_lines, find_card
    from .corpus import read_card

    index = open_index(load_settings(config_file, corpus=corpus, bundled=bundled, cache_dir=cache_dir))
    card = index.cards[find_card(index, " ".join(name))]
    from .paint import page

    page(card_lines(read_card(Path(index.folder_of(card)) / card.path, card.path)))


@click.command("plants")
@click.argument("name", nargs=-1, type=TEXT)
@click.option("--safe-for", type=ANIMAL, help="Only plants listed as non-toxic to this animal (cats, kitten, puppy, pony...).")
@click.option("--toxic-to", type=ANIMAL, help="Only plants listed as toxic to this animal.")
@click.option("json_", "--json", is_flag=True, help="Print a JSON list.")
@click.option("--nl", is_flag=True, help="Print JSON Lines: one object per plant.")
@click.option("--csv", "csv_", is_flag=True, help="Print CSV with a header row.")
@colour_option
@settings_options
def plants_cmd(
    name: tuple[str, ...],
    safe_for: str | None,
    toxic_to: str | None,
    json_: bool,
    nl: bool,
    csv_: bool,
    corpus: tuple[str, ...],
    bundled: bool | None,
    config_file: str | None,
    cache_dir: str | None,
) -> None:
    """List the plants the corpus knows, with their toxicity listings; NAME keeps
    only the plants with a name holding those words.

    \b
    Examples:
      plantqa plants
      plantqa plants lily
      plantqa plants --safe-for cats
      plantqa plants --toxic-to puppy --json
      plantqa plants --csv > plants.csv
    """
    if json_ + nl + csv_ > 1:
        raise click.UsageError("choose one of --json, --nl and --csv")
    from .catalog import close_names, mend_name, plant_rows, plant_table

    index = open_index(load_settings(config_file, corpus=corpus, bundled=bundled, cache_dir=cache_dir))
    wanted = mend_name(index, " ".join(name))
    rows = plant_rows(index.cards.values(), safe_for=safe_for, toxic_to=toxic_to, name=wanted)
    plant_table(rows, "json" if json_ else "nl" if nl else "csv" if csv_ else "table")
    if not (json_ or nl or csv_):
        console.err(f"{len(rows)} plant(s)" + (f" named {wanted!r}" if name else ""))
    if name and not rows:
        close = close_names(index, wanted)
        console.err(f"no plant has a name with {wanted!r}" + (f"; did you mean {' or '.join(close)}?" if close else ""))


@click.command("completion")
@click.argument("shell", type=click.Choice(["bash", "zsh", "fish"]))
def completion_cmd(shell: str) -> None:
    """Print the shell completion script for SHELL (click's; card names complete
    for `plantqa show`).

    \b
    Examples:
      eval "$(plantqa completion bash)"      # in ~/.bashrc
      eval "$(plantqa completion zsh)"       # in ~/.zshrc
      plantqa completion fish > ~/.config/fish/completions/plantqa.fish
    """
    from click.shell_completion import get_completion_class

    complete = get_completion_class(shell)
    assert complete is not None  # the Choice above admits only shells click knows
    from .cli import main

    console.out(complete(main, {}, "plantqa", "_PLANTQA_COMPLETE").source())
