"""How a failure reaches the user: one `plantqa: error:` line (a hint after a usage
error, a JSON object with --json), and its exit code. Imported only when a command
fails: a question answered never loads it."""

from __future__ import annotations

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


def reported(failure: BaseException) -> int:
    """Report what stopped the command, once and never as a traceback; its exit code."""
    try:
        raise failure
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
