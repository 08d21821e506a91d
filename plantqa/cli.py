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
from .options import MODE_CHOICE, TEXT, colour_option, load_settings, open_index, settings_options, start_checking

EXIT_ANSWERED, EXIT_REFUSED, EXIT_INPUT, EXIT_CONFIG, EXIT_INTERNAL = 0, 1, 2, 3, 4
EXIT_CODES = """\b
Exit codes:
  0  answered (or the command succeeded)
  1  refused (or corpus check found problems, or eval an unsafe answer)
  2  usage error or bad input (also a closed or unwritable standard stream)
  3  corpus or configuration error
  4  internal error (a bug: please report it)
  130  interrupted (Ctrl-C)"""


# Every other command lives in tools.py, imported only when one of them (or the full
# list, for --help) is wanted: a question never pays for building their options.
TOOLS = {
    "interactive": "interactive",
    "show": "show_cmd",
    "plants": "plants_cmd",
    "completion": "completion_cmd",
    "eval": "eval_",
    "index": "index_cmd",
    "bench": "bench_cmd",
    "corpus": "corpus",
}


class Main(click.Group):
    """The plantqa group: every error, click's own usage errors included, becomes one
    `plantqa: error:` line (and a JSON object with --json) and a documented exit code."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *TOOLS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in TOOLS and cmd_name not in self.commands:
            from . import tools

            console.loaded()  # a tool's work starts here; ask's at open_index
            for name, attr in TOOLS.items():
                self.add_command(getattr(tools, attr), name)
        return super().get_command(ctx, cmd_name)

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
        console.reset(args)
        try:
            if sys.stdout is None:
                raise console.OutputError("standard output is closed; nothing can be printed")
            done = super().main(args, prog_name or "plantqa", complete_var, standalone_mode=False, **extra)
            code = done if isinstance(done, int) else 0
        except SystemExit as exc:  # how every command ends
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        except BaseException as exc:  # every failure is reported, never a traceback
            from .report import reported

            code = reported(exc)
        finally:
            console.STATE["finished"] = True  # a Ctrl-C from here on changes nothing (entry.py)
        sys.exit(code)


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
    command = main.get_command(ctx, "interactive")
    assert command is not None
    ctx.invoke(command)


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
            lambda result: console.show_answer(result, explain),
            json_,
            settings.mode,
        )
        sys.exit(code)
    result = run(index, " ".join(question), settings, explain=explain)
    if json_:
        console.out(console.result_json(result))
    else:
        console.show_answer(result, explain)
    sys.exit(EXIT_ANSWERED if result.answered else EXIT_REFUSED)


if __name__ == "__main__":  # pragma: no cover
    main()
