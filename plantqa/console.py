"""Everything the command line writes goes through here, and nothing else writes.

Every string is passed through one sanitiser (text.clean) on its way to stdout or stderr;
colour is added afterwards, to cleaned text only, so a card, a file name or a question
can never carry escape sequences of its own. A closed or failing stream is an
OutputError (one line, exit 2), never a traceback; a terminal whose encoding cannot take
a character gets an ASCII stand-in; JSON is exact in any encoding.
"""

from __future__ import annotations

import contextlib
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


def out(text: str = "", paint: Callable[[str], str] | None = None, end: str = "\n") -> None:
    """Print to stdout: cleaned, then coloured by `paint` when colour is on."""
    text = clean(text)
    if paint is not None and colour_on():
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


# ---- colour ------------------------------------------------------------------------------

STYLES: dict[str, dict[str, Any]] = {
    "toxic": {"fg": "red", "bold": True},
    "safe": {"fg": "green", "bold": True},
    "unknown": {"fg": "yellow", "bold": True},
    "refusal": {"fg": "yellow", "bold": True},
    "marker": {"fg": "cyan"},
    "heading": {"bold": True},
    "dim": {"dim": True},
}


def style(text: str, role: str) -> str:
    import click

    return click.style(text, **STYLES[role])


# Patterns compiled on first use (by re's cache): only a terminal's output is coloured.
_MARKER = r"\[\d+\]"
_VERDICT_WORD = r"\A(?:Yes|No|It depends|Unknown)\b|\b(?:non-toxic|toxic)\b"
_LISTING = r"\b(?:non-toxic|toxic)\b"
_DIM_LINE = r"(?m)^(?:note: .*|\(reason: .*\))$"
_SOURCE_PATH = r"\(([^()\n]*)\)$"
HEADINGS = ("Sources", "Candidates (")


def verdict_role(verdicts: Sequence[Any]) -> str:
    if any(v.toxic for v in verdicts):
        return "toxic"
    return "safe" if verdicts else "unknown"


def paint_answer(text: str, verdicts: Sequence[Any], answered: bool) -> str:
    """Colour a cleaned answer: the verdict word, [n] markers, headings, notes."""
    lines = text.split("\n")
    if not answered and lines:
        lines[0] = style(lines[0], "refusal")
    elif lines and verdicts:
        lines[0] = re.sub(_VERDICT_WORD, lambda m: style(m.group(), verdict_role(verdicts)), lines[0], count=1)
    in_sources = False
    for i, line in enumerate(lines):
        if line.startswith(HEADINGS):
            in_sources = line == "Sources"
            lines[i] = style(line, "heading")
            continue
        if in_sources:
            line = re.sub(_SOURCE_PATH, lambda m: "(" + style(m.group(1), "dim") + ")", line)
        lines[i] = re.sub(_MARKER, lambda m: style(m.group(), "marker"), line)
    return re.sub(_DIM_LINE, lambda m: style(m.group(), "dim"), "\n".join(lines))


def paint_roles(lines: Sequence[tuple[str, str]]) -> str:
    """Join (role, text) lines, colouring each role ("" plain) and the verdict words."""
    out = []
    for role, text in lines:
        text = clean(text)
        if role == "listing":
            text = re.sub(_LISTING, lambda m: style(m.group(), "safe" if m.group() == "non-toxic" else "toxic"), text)
        elif role:
            text = style(text, role)
        out.append(text)
    return "\n".join(out)


def page(lines: Sequence[tuple[str, str]]) -> None:
    """A card: through click's pager ($PAGER) when it is longer than a terminal's height,
    else printed. Never pages without a terminal on both ends."""
    plain = "\n".join(clean(text) for _role, text in lines)
    colour = colour_on()
    if is_tty(sys.stdin) and is_tty(sys.stdout):
        import shutil

        if plain.count("\n") + 1 >= shutil.get_terminal_size().lines:
            import click

            click.echo_via_pager(paint_roles(lines) if colour else plain, color=None if colour else False)
            return
    _write((paint_roles(lines) if colour else plain) + "\n")
