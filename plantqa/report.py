"""How an outcome reaches the user: errors (one line, a reason, an exit code), answers as
text or JSON, and the plant table. Everything is written through console."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

import click

from . import console
from .errors import CacheError, ConfigError, CorpusError, InputError, PlantQAError

EXIT_INPUT, EXIT_INTERNAL, EXIT_INTERRUPTED = 2, 4, 130
REASONS: tuple[tuple[type[Exception], str], ...] = (
    (InputError, "bad_input"),
    (ConfigError, "config"),
    (CorpusError, "corpus"),
    (CacheError, "cache"),
)


def _sentence(message: str) -> str:
    """click's "No such option: --x" as "no such option: --x", like plantqa's own errors."""
    return message[:1].lower() + message[1:] if message[1:2].islower() else message


def usage_hint(ctx: click.Context | None) -> str:
    return f"Try '{ctx.command_path if ctx else 'plantqa'} --help' for help."


def _in_click_echo(exc: BaseException) -> bool:
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_name == "echo" and "click" in code.co_filename:
            return True
        tb = tb.tb_next
    return False


def _interrupt_inside(exc: BaseException) -> bool:
    """A Ctrl-C that Python wrapped in another error (3.11 turns one raised while a class
    is made, as numpy loads, into "RuntimeError: Error calling __set_name__")."""
    seen = 0
    cause: BaseException | None = exc
    while cause is not None and seen < 20:
        if isinstance(cause, KeyboardInterrupt):
            return True
        cause, seen = cause.__cause__ or cause.__context__, seen + 1
    return False


def run_reported(call: Callable[[], Any]) -> int:
    """Run the command; the exit code. Every failure is reported once, never a traceback."""
    try:
        return _run(call)
    finally:
        console.STATE["finished"] = True


def _run(call: Callable[[], Any]) -> int:
    if sys.stdout is None:
        console.error("standard output is closed; nothing can be printed", "output")
        return EXIT_INPUT
    try:
        code = call()
        return code if isinstance(code, int) else 0
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except click.UsageError as exc:
        console.error(_sentence(exc.format_message()), "usage", usage_hint(exc.ctx))
        return EXIT_INPUT
    except click.ClickException as exc:
        console.error(_sentence(exc.format_message()), "usage")
        return exc.exit_code
    except PlantQAError as exc:
        reason = next((name for kind, name in REASONS if isinstance(exc, kind)), "error")
        console.error(str(exc), reason)
        return exc.exit_code
    except console.OutputError as exc:
        console.error(str(exc), "output")
        return EXIT_INPUT
    except (console.PipeClosed, BrokenPipeError):  # click's own echo (--help | head) ends here too
        console.silence(1)
        return 0
    except (KeyboardInterrupt, click.Abort):  # click has ended the ^C line already
        return _report_interrupt()
    except OSError as exc:
        if _in_click_echo(exc):  # click's own --help or --version output (> /dev/full)
            console.silence(1)
            console.error(f"cannot write to standard output ({exc.strerror or exc})", "output")
            return EXIT_INPUT
        console.error(f"internal error: {type(exc).__name__}: {exc} (a bug: please report it)", "internal")
        return EXIT_INTERNAL
    except Exception as exc:
        if _interrupt_inside(exc):
            return _report_interrupt()
        console.error(f"internal error: {type(exc).__name__}: {exc} (a bug: please report it)", "internal")
        return EXIT_INTERNAL


def _report_interrupt() -> int:
    console.STATE["interrupted"] = True
    console.error("interrupted", "interrupted")
    return EXIT_INTERRUPTED


def answer_text(result: Any, explain: bool) -> str:
    """The answer for a person, plus the candidates table with --explain (plain text)."""
    from .answer import render_text

    text = render_text(result)
    if explain and result.trace:
        rows = ["Candidates (dense rank, lexical rank, bm25, cosine, rrf: filter / dedupe / gate)"]
        for c in result.trace["candidates"]:
            rows.append(
                f"  {c['chunk']}: d={c['dense_rank']} l={c['lexical_rank']} bm25={c['bm25']} cos={c['cosine']} "
                f"rrf={c['rrf']}: {c['filter']} / {c['dedupe']} / {c['gate']}"
            )
        if result.trace.get("general_cards"):
            rows.append(f"Answered from a second search of the general cards: {', '.join(result.trace['general_cards'])}")
        text += "\n\n" + "\n".join(rows)
    return text


def result_json(result: Any) -> str:
    from dataclasses import asdict

    data = asdict(result)
    if data.get("trace") is None:
        data.pop("trace", None)
    return console.dumps(data)


def plant_table(rows: Sequence[Any], form: str) -> None:
    """The plant rows as a table for people, or JSON, JSON Lines or CSV for programs."""
    from dataclasses import asdict

    if form == "json":
        console.out(console.dumps([asdict(r) for r in rows]))
    elif form == "nl":
        for r in rows:
            console.out(console.dumps(asdict(r)))
    elif form == "csv":
        import csv
        import io

        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["card", "title", "scientific", "cat", "dog", "horse"])
        writer.writerows([r.card, r.title, r.scientific, r.cat, r.dog, r.horse] for r in rows)
        console.out(buffer.getvalue(), end="")
    elif rows:
        from .text import clean

        width = max((len(clean(r.title)) for r in rows), default=5)
        lines = [("heading", f"{'plant'.ljust(width)}  {'cat':<10} {'dog':<10} {'horse':<10} card")]
        lines += [("listing", f"{clean(r.title).ljust(width)}  {r.cat:<10} {r.dog:<10} {r.horse:<10} {r.card}") for r in rows]
        console.out("\n".join(t for _, t in lines), paint=lambda _text: console.paint_roles(lines))
