"""`plantqa ask -`: one record per question line of standard input, in order.

Blank lines and lines starting with `#` are skipped; every other line gives exactly one
record, an answer, a refusal or an error saying why the line could not be asked. Reads
are bounded: a line by MAX_LINE_BYTES (the rest of an over-long line is skipped, not
held), the whole input by MAX_INPUT_BYTES, so `plantqa ask - < /dev/zero` ends with an
error instead of filling memory.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict
from typing import Any, BinaryIO, NamedTuple

from . import console
from .errors import InputError

# A question is at most 2,000 characters (engine.MAX_QUESTION_CHARS), at most 8,000 bytes
# of UTF-8; the rest is room for surrounding whitespace.
MAX_LINE_BYTES = 16 * 1024
MAX_INPUT_BYTES = 64 * 1024 * 1024
SHOWN_CHARS = 200  # of an unaskable line, in its record
EXIT_ANSWERED, EXIT_REFUSED, EXIT_INPUT, EXIT_INTERNAL = 0, 1, 2, 4


class Line(NamedTuple):
    number: int  # 1-based, counting every line of the input
    text: str
    error: tuple[str, str] | None = None  # (reason, message) when the line cannot be asked


def _too_much() -> InputError:
    return InputError(f"standard input is over {MAX_INPUT_BYTES // (1024 * 1024)} MiB; split it into smaller batches")


def _shown(raw: bytes) -> str:
    text = raw.decode("utf-8", "replace").strip()
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS] + "…"


def read_lines(stream: BinaryIO) -> Iterator[Line]:
    """The question lines of a byte stream, each decoded as UTF-8 or carrying an error."""
    total = 0
    number = 0
    while True:
        raw = stream.readline(MAX_LINE_BYTES + 1)
        if not raw:
            return
        number += 1
        total += len(raw)
        if total > MAX_INPUT_BYTES:
            raise _too_much()
        if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
            shown = _shown(raw[: SHOWN_CHARS * 4])
            while not raw.endswith(b"\n"):  # skip the rest of the line, a block at a time
                raw = stream.readline(MAX_LINE_BYTES)
                total += len(raw)
                if not raw:
                    break
                if total > MAX_INPUT_BYTES:
                    raise _too_much()
            yield Line(number, shown, ("line_too_long", f"line {number} is over {MAX_LINE_BYTES:,} bytes; not asked"))
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            yield Line(number, _shown(raw), ("not_utf8", f"line {number} is not valid UTF-8 (byte {exc.start + 1})"))
            continue
        text = text.rstrip("\r\n")
        if text.strip() and not text.lstrip().startswith("#"):
            yield Line(number, text)


def stdin_bytes() -> BinaryIO:
    """Standard input as bytes, or InputError when it is closed, a terminal or a folder."""
    stream = sys.stdin
    if stream is None:
        raise InputError("standard input is closed; pipe questions in: printf 'is aloe safe for dogs\\n' | plantqa ask -")
    if console.is_tty(stream):
        raise InputError("'-' reads questions from standard input, which is a terminal; pipe questions in instead")
    try:
        mode = os.fstat(stream.fileno()).st_mode
    except (OSError, ValueError, AttributeError):  # no descriptor (a test runner's stream)
        mode = 0
    else:
        if stat.S_ISDIR(mode):
            raise InputError("standard input is a folder; give it a file of questions, one per line")
    return stream.buffer


def error_record(line: Line, reason: str, message: str, mode: str) -> dict[str, Any]:
    """A record for a line that could not be asked: every answer key, nothing answered."""
    return {
        "question": line.text,
        "answered": False,
        "answer": None,
        "verdicts": [],
        "refusal": None,
        "citations": [],
        "mode": mode,
        "path": "",
        "suggestions": [],
        "notes": [],
        "line": line.number,
        "error": {"reason": reason, "message": message},
    }


def answer_record(result: Any, line: Line) -> dict[str, Any]:
    data = asdict(result)
    if data.get("trace") is None:
        data.pop("trace", None)
    return {**data, "line": line.number, "error": None}


def run(
    lines: Iterator[Line],
    ask: Callable[[str], Any],
    show: Callable[[Any], None],
    json_: bool,
    mode: str,
) -> int:
    """Ask every line and print its record; the exit code of the worst record (2 for a
    line that could not be asked, 4 for a bug on one line, which the others survive)."""
    worst = EXIT_ANSWERED
    for n, line in enumerate(lines):
        error = line.error
        result = None
        if error is None:
            try:
                result = ask(line.text)
            except InputError as exc:
                error = ("bad_question", f"line {line.number}: {exc}")
            except Exception as exc:  # one line's bug must not lose the others' answers
                error = ("internal", f"line {line.number}: internal error: {type(exc).__name__}: {exc} (a bug: please report it)")
        if error is not None:
            worst = max(worst, EXIT_INTERNAL if error[0] == "internal" else EXIT_INPUT)
        elif result is not None and not result.answered:
            worst = max(worst, EXIT_REFUSED)
        if json_:
            record = error_record(line, *error, mode) if error else answer_record(result, line)
            console.out(console.dumps(record))
            continue
        if n:
            console.out("")
        question = result.question if result is not None else line.text
        console.out(f"> {question}", role="heading")
        if error is not None:
            console.out(f"error: {error[1]}", role="refusal")
        else:
            show(result)
    return worst
