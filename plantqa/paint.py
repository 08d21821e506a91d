"""Colour for a terminal, added to text already cleaned (console.py cleans first), and the
pager. Loaded only when colour is on or a card is shown: piped output never pays for it."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from typing import Any

from .console import _write, clean, colour_on, is_tty

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
