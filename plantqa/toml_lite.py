"""Front matter in the plain shape cards are written in, read without the TOML parser.

A card's front matter is almost always lines of `key = "text"`, `key = ["a", "b"]` and
`[table]`. tomllib reads those at ~90 µs a card (a tenth of a 100k-chunk build's CPU);
this reads exactly that shape, a regex match a line, and gives up (None) at anything
else: another spacing, a comment, an escape, a tab or control character in a string, a
dotted or quoted key, a key or table given twice. The caller then asks tomllib, so
what is valid TOML, what is not and what its errors say are tomllib's alone; for the
shape read here the two give equal values (property-tested in tests/test_corpus.py),
and the lines of the keys are toml_lines'.
"""

from __future__ import annotations

import re
from typing import Any

_TEXT = r'"[^"\\\x00-\x1f\x7f]*"'  # a basic string with nothing to unescape and no control character
_LINE = re.compile(rf"([A-Za-z0-9_-]+) = (?:({_TEXT})|\[((?:{_TEXT}(?:, {_TEXT})*)?)\])|\[([A-Za-z0-9_-]+)\]|")


def plain_front(front: str) -> tuple[dict[str, Any], dict[str, int]] | None:
    """(values, line of each key as toml_lines gives it) of front matter in the plain
    shape, else None. Front matter starts on line 2 of the file."""
    meta: dict[str, Any] = {}
    lines: dict[str, int] = {}
    into, table = meta, ""
    for number, row in enumerate(front.split("\n"), start=2):
        m = _LINE.fullmatch(row)
        if m is None:
            return None
        key, text, items, header = m.groups()
        if header is not None:
            if header in meta:  # a table given twice, or a key's name
                return None
            into = meta[header] = {}
            table = header
            lines[header] = number
        elif key is not None:
            if key in into:
                return None
            if text is not None:
                into[key] = text[1:-1]
            else:
                into[key] = items[1:-1].split('", "') if items else []
            lines[f"{table}.{key}" if table else key] = number
    return meta, lines
