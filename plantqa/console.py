"""Everything the command line writes goes through here, and nothing else writes.

Every string is passed through one sanitiser (text.clean) on its way to stdout or stderr;
colour is added afterwards, to cleaned text only, so a card, a file name or a question
can never carry escape sequences of its own. A closed or failing stream is an
OutputError (one line, exit 2), never a traceback; a terminal whose encoding cannot take
a character gets an ASCII stand-in; JSON is exact in any encoding.
"""

from __future__ import annotations

import contextlib
import gc
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO


def clean(text: str) -> str:
    """text.clean, imported on first use: `plantqa --help` never loads the text module."""
    from .text import clean as sanitise

    return sanitise(text)


class OutputError(Exception):
    """A standard stream is closed or cannot be written (exit 2)."""


class PipeClosed(Exception):
    """The reader of standard output went away (`plantqa ... | head -1`): stop quietly."""


# Per invocation: set by Main.main from the raw arguments and by the --color option.
STATE: dict[str, Any] = {"colour": "auto", "json_errors": False, "interrupted": False, "finished": False}


def loaded() -> None:
    """The command's modules are loaded and its work starts: collect cycles again, but
    never rescan what loading made (it lives until exit). Only the entry point turns the
    collector off; where it is on (a test runner, a library caller) nothing changes."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def reset(args: Sequence[str]) -> None:
    """Start an invocation: colour on auto; errors also as JSON when the command asks for
    JSON (decided from the raw arguments, so a usage error is covered too)."""
    options = list(args[: args.index("--")] if "--" in args else args)
    STATE.update(colour="auto", json_errors=bool({"--json", "--nl"} & set(options)), interrupted=False, finished=False)
    prepare_streams()


def set_colour(mode: str) -> None:
    STATE["colour"] = mode


def is_tty(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):  # a closed file
        return False


def colour_on(environ: dict[str, str] | os._Environ[str] = os.environ, stream: TextIO | None = None) -> bool:
    """--color always/never decide; auto means a terminal, without NO_COLOR or TERM=dumb."""
    mode = STATE["colour"]
    if mode != "auto":
        return mode == "always"
    if environ.get("NO_COLOR") or environ.get("TERM") == "dumb":
        return False
    return is_tty(sys.stdout if stream is None else stream)


# ---- writing ---------------------------------------------------------------------------


def silence(fd: int) -> None:
    """Point a failed standard stream at /dev/null, so the interpreter's own flush at exit
    cannot fail too (which prints "Exception ignored" and exits 120)."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except OSError:
        pass


def _write(text: str) -> None:
    stream = sys.stdout
    if stream is None:
        raise OutputError("standard output is closed; nothing can be printed")
    try:
        stream.write(text)
        stream.flush()
    except BrokenPipeError:
        silence(1)
        raise PipeClosed() from None
    except OSError as exc:
        silence(1)
        raise OutputError(f"cannot write to standard output ({exc.strerror or exc})") from None
    except ValueError:  # the stream object was closed
        raise OutputError("standard output is closed; nothing can be printed") from None


def out(text: str = "", paint: Callable[[str], str] | None = None, end: str = "\n", role: str | None = None) -> None:
    """Print to stdout: cleaned, then, when colour is on, coloured by `paint` or in the
    style of `role` (paint.STYLES; paint.py is loaded only to colour)."""
    text = clean(text)
    if (paint is not None or role is not None) and colour_on():
        if role is not None:
            from .paint import style

            text = style(text, role)
        elif paint is not None:
            text = paint(text)
    _write(text + end)


def err(text: str, end: str = "\n", start: str = "") -> None:
    """Print to stderr, cleaned (`start` and `end` are plantqa's own: a newline, a
    carriage return). A closed or failing stderr loses the line, never the answer."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        stream.write(start + clean(text) + end)
        stream.flush()
    except (OSError, ValueError):
        silence(2)


def warn(message: str) -> None:
    err(f"plantqa: warning: {message}")


def error(message: str, reason: str, hint: str | None = None) -> None:
    """An error that stops the command: one line on stderr (and a hint), plus a JSON
    object on stdout when the command was asked for JSON."""
    err(f"plantqa: error: {message}")
    if hint:
        err(hint)
    if STATE["json_errors"]:
        with contextlib.suppress(OutputError, PipeClosed):
            out(dumps({"error": {"reason": reason, "message": clean(message)}}))


def progress(text: str, end: str = "") -> None:
    """A progress line redrawn in place on a terminal's stderr."""
    if is_tty(sys.stderr):
        err(text, end=end, start="\r")


# ---- JSON ------------------------------------------------------------------------------

# Characters a terminal acts on or reorders, and lone surrogates: written as \\u escapes, so
# JSON keeps the exact data and stays safe to print. (Compiled only when one turns up.)
JSON_UNSAFE = "[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"


def utf8(stream: TextIO | None) -> bool:
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
    return encoding in ("utf8", "utf8sig")


def dumps(data: Any) -> str:
    """JSON for stdout: UTF-8 when stdout takes it, else ASCII escapes (exact either way)."""
    import json

    from .text import terminal_safe

    text = json.dumps(data, ensure_ascii=not utf8(sys.stdout))
    return text if terminal_safe(text) else re.sub(JSON_UNSAFE, lambda m: f"\\u{ord(m.group()):04x}", text)


# ---- encodings ---------------------------------------------------------------------------

ASCII_STAND_INS = {"—": "-", "–": "-", "‘": "'", "’": "'", "“": '"', "”": '"', "…": "...", "•": "*", "×": "x", "≥": ">="}


def _stand_in(exc: UnicodeError) -> tuple[str, int]:
    """Codec error handler: an ASCII stand-in for what the terminal's encoding lacks."""
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    import unicodedata

    out = []
    for ch in exc.object[exc.start : exc.end]:
        out.append(ASCII_STAND_INS.get(ch) or unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode() or "?")
    return "".join(out), exc.end


def prepare_streams() -> None:
    """Under a locale that is not UTF-8 (Latin-1, ASCII), write what the terminal can show
    and stand-ins for the rest, instead of failing on the first "—"."""
    for stream in (sys.stdout, sys.stderr):
        if stream is None or utf8(stream) or not hasattr(stream, "reconfigure"):
            continue
        import codecs

        try:
            codecs.lookup_error("plantqa-stand-in")
        except LookupError:
            codecs.register_error("plantqa-stand-in", _stand_in)
        with contextlib.suppress(ValueError, OSError):
            stream.reconfigure(errors="plantqa-stand-in")


# ---- answers ------------------------------------------------------------------------------


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
    return dumps(data)


def show_answer(result: Any, explain: bool = False) -> None:
    def paint(text: str) -> str:
        from .paint import paint_answer

        return paint_answer(text, result.verdicts, result.answered)

    out(answer_text(result, explain), paint=paint)
