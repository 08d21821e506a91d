"""The `plantqa` command: parse options, call the library, hand the output to console.

Exit codes: 0 answered (or success), 1 refused (or a check found problems),
2 usage or bad input, 3 corpus or configuration error, 4 internal error, 130 interrupted.
Heavy modules (numpy and the pipeline) are imported inside the commands, so
`plantqa --help` and `--version` start fast. Errors are reported in one place
(Main.main); output goes through console, which sanitises every string.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from . import __version__, console
from .options import ANIMAL, MODE_CHOICE, TEXT, colour_option, load_settings, open_index, settings_options, start_checking
from .tools import bench_cmd, corpus, eval_, index_cmd

EXIT_ANSWERED, EXIT_REFUSED, EXIT_INPUT, EXIT_CONFIG, EXIT_INTERNAL = 0, 1, 2, 3, 4
EXIT_CODES = """\b
Exit codes:
  0  answered (or the command succeeded)
  1  refused (or corpus check found problems, or eval an unsafe answer)
  2  usage error or bad input (also a closed or unwritable standard stream)
  3  corpus or configuration error
  4  internal error (a bug: please report it)
  130  interrupted (Ctrl-C)"""


class Main(click.Group):
    """The plantqa group: every error, click's own usage errors included, becomes one
    `plantqa: error:` line (and a JSON object with --json) and a documented exit code."""

    def main(
        self,
        args: Any = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        args = list(sys.argv[1:] if args is None else args)
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        from .report import run_reported

        console.reset(args)
        sys.exit(run_reported(lambda: super(Main, self).main(args, prog_name or "plantqa", complete_var, False, **extra)))


def show_answer(result: Any, explain: bool = False) -> None:
    from .report import answer_text

    console.out(answer_text(result, explain), paint=lambda text: console.paint_answer(text, result.verdicts, result.answered))


@click.group(
    "plantqa",
    cls=Main,
    invoke_without_command=True,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
    epilog=EXIT_CODES,
)
@click.version_option(__version__, "-V", "--version", prog_name="plantqa")
@colour_option
@click.pass_context
def main(ctx: click.Context) -> None:
    """Answer plant-care and pet-safety questions offline, with citations.

    \b
    Examples:
      plantqa ask "is pothos toxic to cats?"
      plantqa ask --json "how often should I water a snake plant"
      printf 'is aloe safe for dogs\\nare lilies bad for cats\\n' | plantqa ask - --json
      plantqa show "snake plant"
      plantqa plants lily --safe-for cats
      plantqa corpus check ./my-cards

    Run `plantqa` with no command on a terminal for an interactive prompt.
    """
    if ctx.invoked_subcommand is not None:
        return
    if not console.is_tty(sys.stdin):
        console.out(ctx.get_help())
        return
    ctx.invoke(interactive)


@main.command(epilog=EXIT_CODES)
@click.argument("question", nargs=-1, required=True, type=TEXT)
@click.option("-k", "--top-k", type=int, help="How many supporting chunks to cite at most (1-50).")
@click.option("--mode", type=MODE_CHOICE, help="Retrieval mode (env PLANTQA_MODE).")
@click.option("json_", "--json", is_flag=True, help="Print one JSON object (JSON Lines with '-').")
@click.option(
    "--explain", is_flag=True, help="Show every candidate's ranks, scores and what the filter, dedupe and gate decided."
)
@colour_option
@settings_options
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
    per line from standard input: one record per line, in order, each answer
    after its question; blank lines and lines starting with # are skipped, and
    a line that cannot be asked gets a record with an error.

    \b
    Examples:
      plantqa ask "is pothos toxic to cats?"
      plantqa ask is a spider plant safe for my puppy
      plantqa ask --explain --mode lexical "why are my monstera leaves yellow"
      plantqa ask --corpus ./my-cards --json "how much light does basil need"
      cat questions.txt | plantqa ask - --json > answers.jsonl
    """
    settings = load_settings(config_file, top_k=top_k, mode=mode, corpus=corpus, cache_dir=cache_dir)
    batch = question == ("-",)
    if batch:
        from . import batch as records

        stream = records.stdin_bytes()  # closed, a terminal or a folder: say so before any work
    check = start_checking(settings)  # the cards are checked while numpy loads
    from .engine import ask as run

    index = open_index(settings, check)
    if batch:
        code = records.run(
            records.read_lines(stream),
            lambda text: run(index, text, settings, explain=explain),
            lambda result: show_answer(result, explain),
            json_,
            settings.mode,
        )
        sys.exit(code)
    result = run(index, " ".join(question), settings, explain=explain)
    if json_:
        from .report import result_json

        console.out(result_json(result))
    else:
        show_answer(result, explain)
    sys.exit(EXIT_ANSWERED if result.answered else EXIT_REFUSED)


@main.command()
@colour_option
@settings_options
def interactive(corpus: str | None = None, config_file: str | None = None, cache_dir: str | None = None) -> None:
    """Ask questions one after another at a prompt, with line editing and history.

    `help` lists examples; "what about dogs?" asks the last question's plant
    again for another animal; exit, quit or Ctrl-D leaves. History is kept in
    $XDG_STATE_HOME/plantqa/history (else ~/.local/state/plantqa/history).

    \b
    Example:
      plantqa interactive --corpus ./my-cards
    """
    settings = load_settings(config_file, corpus=corpus, cache_dir=cache_dir)
    check = start_checking(settings)
    from . import prompt
    from .engine import ask as run

    index = open_index(settings, check)
    prompt.run(index, lambda text: run(index, text, settings), show_answer, __version__)


def complete_cards(ctx: click.Context, _param: Any, incomplete: str) -> list[Any]:
    """Card ids and plant names for `plantqa show <TAB>`, from the index cache; never an error."""
    from click.shell_completion import CompletionItem

    try:
        p = ctx.params
        index = open_index(load_settings(p.get("config_file"), corpus=p.get("corpus"), cache_dir=p.get("cache_dir")), quiet=True)
        names = [*sorted(index.cards), *sorted({n.lower() for c in index.cards.values() for n in (c.title, *c.names)})]
    except Exception:
        return []
    start = incomplete.lower()
    return [CompletionItem(n) for n in dict.fromkeys(names) if n.startswith(start)]


@main.command("show")
@click.argument("name", nargs=-1, required=True, type=TEXT, shell_complete=complete_cards)
@colour_option
@settings_options
def show_cmd(name: tuple[str, ...], corpus: str | None, config_file: str | None, cache_dir: str | None) -> None:
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

    index = open_index(load_settings(config_file, corpus=corpus, cache_dir=cache_dir))
    card = index.cards[find_card(index, " ".join(name))]
    console.page(card_lines(read_card(Path(index.root) / card.path, card.path)))


@main.command("plants")
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
    corpus: str | None,
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
    from .catalog import close_names, mend_name, plant_rows
    from .report import plant_table

    index = open_index(load_settings(config_file, corpus=corpus, cache_dir=cache_dir))
    wanted = mend_name(index, " ".join(name))
    rows = plant_rows(index.cards.values(), safe_for=safe_for, toxic_to=toxic_to, name=wanted)
    plant_table(rows, "json" if json_ else "nl" if nl else "csv" if csv_ else "table")
    if not (json_ or nl or csv_):
        console.err(f"{len(rows)} plant(s)" + (f" named {wanted!r}" if name else ""))
    if name and not rows:
        close = close_names(index, wanted)
        console.err(f"no plant has a name with {wanted!r}" + (f"; did you mean {' or '.join(close)}?" if close else ""))


@main.command("completion")
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
    console.out(complete(main, {}, "plantqa", "_PLANTQA_COMPLETE").source())


for command in (eval_, index_cmd, bench_cmd, corpus):  # the maintainer's commands, from tools.py
    main.add_command(command)

if __name__ == "__main__":  # pragma: no cover
    main()
