"""Reading what plantqa is pointed at: regular files only, never blocking, never past a limit.

A FIFO, a device or a socket named like a card or a config file once hung plantqa or
read until memory ran out; so a path is stat'ed before it is opened (opening some
devices has side effects), opened non-blocking, stat'ed again through the open
handle (the path may have been swapped in between) and read up to a size limit.
The corpus walk is a loop over a stack (a folder 1,000 deep once overflowed the
recursive walk) and says why it skips anything it skips.

No numpy, no pathlib: the config file is read on every start.
"""

from __future__ import annotations

import errno
import os
import stat

from .errors import CorpusError

# What a corpus folder's files may be: cards and notes (.md), and plain notes.
CARD_SUFFIXES = (".md", ".markdown", ".txt")
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


class ReadError(Exception):
    """Why a file was not read, as a phrase ("cannot read (Permission denied)"). `missing`
    says the path names nothing at all."""

    def __init__(self, reason: str, missing: bool = False) -> None:
        super().__init__(reason)
        self.missing = missing


def kind_of(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def shown(name: str) -> str:
    """A file name fit for a message: as it is when printable, else with its control
    characters and undecodable bytes escaped (\\x1f, \\udcff)."""
    return name if name.isprintable() else ascii(name)[1:-1]


def _refuse(mode: int, what: str) -> ReadError:
    return ReadError(f"{what} is {kind_of(mode)}, not a regular file")


def read_limited(path: str, limit: int, what: str = "file") -> bytes:
    """The bytes of a regular file of at most `limit` bytes; ReadError otherwise."""
    try:
        before = os.stat(path)
    except FileNotFoundError:
        raise ReadError("not found", missing=True) from None
    except ValueError:  # a NUL character: no such path can exist
        raise ReadError("the path holds a NUL character", missing=True) from None
    except OSError as exc:
        raise ReadError(f"cannot read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(before.st_mode):
        raise _refuse(before.st_mode, what)
    if before.st_size > limit:
        raise _too_big(what, before.st_size, limit)
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        raise ReadError(f"cannot read ({exc.strerror or exc})") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise _refuse(st.st_mode, what)
        parts, size = [], 0
        while size <= limit:
            data = os.read(fd, min(1 << 20, limit + 1 - size))
            if not data:
                break
            parts.append(data)
            size += len(data)
        if size > limit:  # it grew while being read
            raise _too_big(what, max(size, os.fstat(fd).st_size), limit)
        return b"".join(parts)
    except OSError as exc:
        raise ReadError(f"cannot read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)


def _too_big(what: str, size: int, limit: int) -> ReadError:
    return ReadError(f"{what} is {size:,} bytes, over the {limit:,}-byte limit")


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def corpus_folder(path: str) -> str:
    """The corpus folder as given, checked: CorpusError when there is none to read."""
    try:
        os.stat(path)
    except ValueError:  # a NUL character
        raise CorpusError(f"{shown(path)}: corpus folder not found") from None
    except OSError as exc:
        if exc.errno == errno.ENOENT:
            raise CorpusError(f"{shown(path)}: corpus folder not found") from None
        raise CorpusError(f"{shown(path)}: cannot read corpus folder ({exc.strerror})") from None
    if not os.path.isdir(path):
        raise CorpusError(f"{shown(path)}: corpus path is not a folder")
    return path


def walk_cards(root: str) -> tuple[list[tuple[str, str]], list[str]]:
    """(path, path relative to root with '/') of every card or note (CARD_SUFFIXES) under
    root except READMEs and hidden folders (.obsidian/, .git/, .trash/), folder by
    folder in name order, and a warning for everything skipped: a link leading
    out of the folder, a link to a folder (never followed: the cards it leads to inside
    the folder are read where they are), a link that loops or leads nowhere, a card that
    is not a regular file, a folder that cannot be read, a name that is not UTF-8."""
    real_root = os.path.realpath(root)
    files: list[tuple[str, str]] = []
    warnings: list[str] = []
    pending = [""]
    while pending:
        rel = pending.pop()
        folder = os.path.join(root, rel) if rel else root
        try:
            with os.scandir(folder) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError as exc:
            warnings.append(f"{shown(rel or '.')}/: cannot read folder ({exc.strerror or exc}); its cards are skipped")
            continue
        below = []
        for entry in entries:
            sub = f"{rel}/{entry.name}" if rel else entry.name
            problem = _card_problem(entry, real_root)
            if problem and not _utf8(entry.name):
                problem = "the name is not valid UTF-8"
            if problem == "folder":
                below.append(sub)
            elif problem == "card":
                files.append((entry.path, sub))
            elif problem:
                warnings.append(f"{shown(sub)}: skipped, {problem}")
        pending.extend(reversed(below))
    return files, warnings


def _utf8(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # os.scandir keeps undecodable bytes as lone surrogates
        return False
    return True


def _card_problem(entry: os.DirEntry[str], real_root: str) -> str:
    """'folder' to walk into, 'card' to read, '' to pass over in silence, else why skipped."""
    link = False
    try:
        if entry.is_dir(follow_symlinks=False):
            # an app's settings (.obsidian), a repository (.git), a bin (.trash): not notes
            return "" if entry.name.startswith(".") else "folder"
        is_card = entry.name.endswith(CARD_SUFFIXES) and entry.name.lower() != "readme.md"
        link = entry.is_symlink()
        if not is_card and not (link and entry.is_dir()):
            return ""
        if link:
            target = os.path.realpath(entry.path)
            st = os.stat(entry.path)
            if not _inside(target, real_root):
                return "a link pointing outside the corpus folder"
            if stat.S_ISDIR(st.st_mode):
                return "a link to a folder (plantqa follows no folder links)"
        else:
            st = entry.stat(follow_symlinks=False)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return f"a link that loops or leads nowhere ({reason})" if link else f"cannot read ({reason})"
    return "card" if stat.S_ISREG(st.st_mode) else f"{kind_of(st.st_mode)}, not a regular file"
