"""Front matter of ordinary notes: which kind it is, and a small YAML reader of our own.

Obsidian and Jekyll notes open with YAML between `---` lines. plantqa needs three of its
keys (title, tags, aliases), so instead of a YAML library (one more dependency, and one
whose full language can build objects) this reads a fixed subset, line by line in one
pass: `key: scalar`, `key: [a, "b, c"]`, `key:` followed by `- item` lines, plain,
single- and double-quoted scalars, `#` comments. Every other key is skipped with its
indented lines; anchors, aliases, `!tags` and flow maps are never interpreted. What it
cannot read is a problem with its line number (`YamlError` when the block as a whole is
not a list of keys), never an exception of Python's.
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import CardError

KEYS = ("title", "tags", "aliases")
MAX_ITEMS = 1_000  # per list: a note has a handful of tags
MAX_KEYS = 10_000  # lines of front matter read at most; the rest is a problem
_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "/": "/", "0": "", " ": " "}


class YamlError(Exception):
    """Front matter that is not a block of `key: value` lines (the note is skipped)."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line


class Problem(NamedTuple):
    line: int  # 1-based, in the file
    message: str


class Front(NamedTuple):
    """What a note's front matter says: the common keys it could read, where each key was
    written (for corpus check), and what it could not read."""

    values: dict[str, str | tuple[str, ...]]
    lines: dict[str, int]
    problems: tuple[Problem, ...]


def split(raw: str, where: str) -> tuple[str, str, str, int]:
    """(kind of front matter, its text, the body, the body's first line number): kind is
    "toml" (`+++`), "yaml" (`---`) or "" (none). An unclosed block is a CardError."""
    for fence, kind in (("+++", "toml"), ("---", "yaml")):
        first, _nl, rest = raw.partition("\n")
        if first.rstrip(" \t") != fence:
            continue
        ends = ("+++",) if kind == "toml" else ("---", "...")
        pos, line = 0, 2
        while pos <= len(rest):
            end = rest.find("\n", pos)
            stop = len(rest) if end < 0 else end
            if rest[pos:stop].rstrip(" \t") in ends:
                body_start = len(rest) if end < 0 else end + 1
                return kind, rest[:pos].removesuffix("\n"), rest[body_start:], line + 1
            if end < 0:
                break
            pos, line = end + 1, line + 1
        message = f"front matter is not closed (no {fence} line after the first)"
        raise CardError(f"{where}:1: {message}", ((1, message),))
    return "", "", raw, 1


def read_yaml(text: str, first_line: int = 2) -> Front:
    """The common keys of a YAML front matter block (`first_line`: its line in the file).

    Linear in the text: every line is looked at once, every scalar scanned once."""
    values: dict[str, str | tuple[str, ...]] = {}
    lines: dict[str, int] = {}
    problems: list[Problem] = []
    rows = text.split("\n")
    if len(rows) > MAX_KEYS:
        problems.append(Problem(first_line + MAX_KEYS, f"front matter over {MAX_KEYS:,} lines; the rest is not read"))
        rows = rows[:MAX_KEYS]
    i = 0
    while i < len(rows):
        number, row = first_line + i, rows[i]
        i += 1
        stripped = row.strip(" \t")
        if not stripped or stripped.startswith("#"):
            continue
        if row[0] in " \t" or stripped.startswith("- ") or stripped == "-":
            continue  # the indented lines or items of a key skipped below
        key, colon, rest = row.partition(":")
        key = key.rstrip(" \t")
        if not colon or not key or not set(key) <= _KEY_CHARS or (rest[:1] not in ("", " ", "\t")):
            raise YamlError(number, f"not a 'key: value' line: {_shorten(stripped)!r}")
        block: list[tuple[int, str]] = []
        while i < len(rows) and (not rows[i].strip(" \t") or rows[i][0] in " \t" or rows[i].lstrip(" \t").startswith("-")):
            if rows[i].strip(" \t"):
                block.append((first_line + i, rows[i]))
            i += 1
        if key not in KEYS:
            continue  # ignored, with everything indented under it
        if key in values or key in lines:
            problems.append(Problem(number, f"{key} is given twice; the first is kept"))
            continue
        lines[key] = number
        try:
            value = _value(key, _uncomment(rest.strip(" \t")), block, number)
        except _Unreadable as exc:
            problems.append(Problem(exc.line, f"{key}: {exc.args[0]}; ignored"))
            continue
        if value is not None:
            values[key] = value
    return Front(values, lines, tuple(problems))


class _Unreadable(Exception):
    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.line = line


def _value(key: str, rest: str, block: list[tuple[int, str]], line: int) -> str | tuple[str, ...] | None:
    """One common key's value: a string for title, a tuple of strings for the lists."""
    if rest and block:
        raise _Unreadable("a value on the key's line and indented lines below it", block[0][0])
    if rest[:1] in ("&", "*", "!", "{", "|", ">", "%", "@", "`"):
        raise _Unreadable(f"{rest[:1]!r} values (anchors, tags, maps, block text) are not read", line)
    if key == "title":
        if block:
            raise _Unreadable("a title must be one line", block[0][0])
        text = _scalar(rest, line)
        return text if text else None
    if rest.startswith("["):
        items = _flow(rest, line)
    elif block:
        items = [_item(row, n) for n, row in block]
    elif rest:  # "tags: garden, indoor" or "aliases: Swiss cheese plant"
        text = _scalar(rest, line)
        items = [p.strip() for p in text.split(",")] if key == "aliases" else text.replace(",", " ").split()
    else:
        return None
    if len(items) > MAX_ITEMS:
        raise _Unreadable(f"more than {MAX_ITEMS:,} items", line)
    return tuple(i.lstrip("#") if key == "tags" else i for i in items if i.strip("# "))


def _item(row: str, line: int) -> str:
    body = row.strip(" \t")
    if not body.startswith("-") or body[1:2] not in ("", " ", "\t"):
        raise _Unreadable("indented lines under a list must be '- item'", line)
    value = _uncomment(body[1:].strip(" \t"))
    if value[:1] in ("&", "*", "!", "{", "[", "|", ">", "-"):
        raise _Unreadable("a list item must be a plain or quoted string", line)
    return _scalar(value, line)


def _uncomment(text: str) -> str:
    """A plain value without its ` # comment`; a quoted one is left whole for _scalar, and a
    flow list for _flow, which reads a comment after its ']' ('["0 #0"]' holds "0 #0")."""
    if text[:1] in ("'", '"', "["):
        return text
    cut = text.find(" #")
    return text[:cut].rstrip(" \t") if cut >= 0 else text


def _scalar(text: str, line: int) -> str:
    """A plain, 'single' or "double" quoted scalar, one pass over its characters."""
    if not text:
        return ""
    quote = text[0]
    if quote not in ("'", '"'):
        return "" if text in ("~", "null", "Null", "NULL") else text
    out: list[str] = []
    i, n = 1, len(text)
    while i < n:
        c = text[i]
        if c == quote:
            if quote == "'" and text[i + 1 : i + 2] == "'":
                out.append("'")
                i += 2
                continue
            tail = text[i + 1 :].strip(" \t")
            if tail and not tail.startswith("#"):
                raise _Unreadable("text after a closing quote", line)
            return "".join(out)
        if c == "\\" and quote == '"':
            nxt = text[i + 1 : i + 2]
            if nxt not in _ESCAPES:
                raise _Unreadable(f"unknown escape \\{nxt}", line)
            out.append(_ESCAPES[nxt])
            i += 2
            continue
        out.append(c)
        i += 1
    raise _Unreadable("a quoted string is not closed", line)


def _flow(text: str, line: int) -> list[str]:
    """`[a, "b, c", 'd']` on one line: the items, split on commas outside quotes."""
    items: list[str] = []
    i, n = 1, len(text)
    while i < n:
        while i < n and text[i] in " \t":
            i += 1
        if i < n and text[i] == "]":
            if text[i + 1 :].strip(" \t") and not text[i + 1 :].strip(" \t").startswith("#"):
                raise _Unreadable("text after the closing ]", line)
            return items
        if i < n and text[i] in ("'", '"'):
            end = _closing(text, i)
            items.append(_scalar(text[i : end + 1], line))
            i = end + 1
        else:
            start = i
            while i < n and text[i] not in ",]":
                if text[i] in "[{&*!":
                    raise _Unreadable("a flow list item must be a plain or quoted string", line)
                i += 1
            items.append(text[start:i].strip(" \t"))
        while i < n and text[i] in " \t":
            i += 1
        if i < n and text[i] == ",":
            i += 1
        elif i >= n or text[i] != "]":
            raise _Unreadable("a flow list must be one line: [a, b]", line)
        if len(items) > MAX_ITEMS:
            raise _Unreadable(f"more than {MAX_ITEMS:,} items", line)
    raise _Unreadable("a flow list must be one line: [a, b]", line)


def _closing(text: str, start: int) -> int:
    """Where the quote opened at `start` closes (a doubled '' or an escaped \\" stays inside)."""
    quote, i = text[start], start + 1
    while i < len(text):
        if text[i] == "\\" and quote == '"':
            i += 2
            continue
        if text[i] == quote:
            if quote == "'" and text[i + 1 : i + 2] == "'":
                i += 2
                continue
            return i
        i += 1
    return len(text) - 1  # unclosed: _scalar says so


def toml_lines(front: str) -> dict[str, int]:
    """The line in the file (front matter from line 2) of each key a TOML block sets, as
    'key' or 'table.key', for problems to point at: one pass, a line at a time."""
    lines: dict[str, int] = {}
    table = ""
    for number, row in enumerate(front.split("\n"), start=2):
        text = row.strip(" \t")
        if text.startswith("[") and not text.startswith("[["):
            table = text[1:].split("]", 1)[0].strip(" \t\"'")
            lines.setdefault(table, number)
            continue
        key, eq, _rest = text.partition("=")
        key = key.strip(" \t\"'")
        if eq and key and set(key) <= _KEY_CHARS:
            lines.setdefault(f"{table}.{key}" if table else key, number)
    return lines


def _shorten(text: str) -> str:
    return text if len(text) <= 40 else text[:40] + "..."
