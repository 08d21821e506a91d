"""Option types and helpers shared by every plantqa command (see cli.py and tools.py)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from . import console
from .errors import InputError

F = TypeVar("F", bound=Callable[..., Any])


class Text(click.ParamType):
    """An argument Python could not decode (a stray byte under a UTF-8 locale arrives as a
    lone surrogate) is refused with a usage error, never carried on to fail at output."""

    name = "text"

    def convert(self, value: Any, param: Any, ctx: Any) -> str:
        value = str(value)
        bad = next((c for c in value if "\ud800" <= c <= "\udfff"), None)
        if bad is not None:
            self.fail(f"holds the byte 0x{ord(bad) - 0xDC00:02x}, which is not valid UTF-8", param, ctx)
        return value


class Animal(click.ParamType):
    """cat, dog or horse, from any everyday word for one (cats, kitten, puppies, pony)."""

    name = "animal"

    def convert(self, value: Any, param: Any, ctx: Any) -> str:
        from .catalog import animal

        found = animal(str(value))
        if found is None:
            self.fail(f"{value!r} is not an animal the listings cover: cat, dog or horse (or kitten, puppy, pony...)", param, ctx)
        return found

    def shell_complete(self, ctx: Any, param: Any, incomplete: str) -> list[Any]:
        from click.shell_completion import CompletionItem

        return [CompletionItem(a) for a in ("cat", "dog", "horse") if a.startswith(incomplete)]


class TextPath(click.Path):
    """A path typed as text: one Python could not decode is refused like any argument
    (the cache's pointer names and messages need text).

    click.Path's own __init__ translates its type name with gettext, which looks for
    message catalogues on disk at every call: 1.5 M instructions for three paths at
    every start (callgrind). These are click.Path's fields, with the name untranslated.
    """

    def __init__(self, file_okay: bool = True, dir_okay: bool = True) -> None:
        self.exists = self.writable = self.executable = self.resolve_path = self.allow_dash = False
        self.readable = True
        self.file_okay, self.dir_okay = file_okay, dir_okay
        self.type = None
        self.name = "file" if not dir_okay else "directory" if not file_okay else "path"

    def convert(self, value: Any, param: Any, ctx: Any) -> Any:
        if isinstance(value, str):
            TEXT.convert(value, param, ctx)
        return super().convert(value, param, ctx)


# One instance of each parameter type, shared by every option.
TEXT = Text()
FOLDER = TextPath(file_okay=False)
FILE = TextPath(dir_okay=False)
ANY_PATH = TextPath()
MODE_CHOICE = click.Choice(["hybrid", "dense", "lexical"])
ANIMAL = Animal()


def _colour(_ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
    if value:
        console.set_colour(value)


def colour_option(func: F) -> F:
    return click.option(
        "--color",
        type=click.Choice(["auto", "always", "never"]),
        expose_value=False,
        callback=_colour,
        help="Colour: auto (a terminal, unless NO_COLOR or TERM=dumb), always or never. Never in --json.",
    )(func)


def settings_options(func: F) -> F:
    """--corpus (repeatable), --no-bundled, --config and --cache-dir, shared by every command
    that reads a corpus."""
    func = click.option("--cache-dir", type=FOLDER, help="Index cache folder.")(func)
    func = click.option(
        "--config", "config_file", type=FILE, help="Settings file (default: the bundled config.toml; env PLANTQA_CONFIG)."
    )(func)
    func = click.option(
        "--bundled/--no-bundled",
        default=None,
        help="Search the bundled cards beside the --corpus folders (default), or those folders alone (env PLANTQA_BUNDLED=off).",
    )(func)
    func = click.option(
        "--corpus",
        type=ANY_PATH,
        multiple=True,
        help="A folder of your own cards and notes (.md, .markdown, .txt), searched beside the bundled cards; "
        "repeat it for more (env PLANTQA_CORPUS, folders joined with ':').",
    )(func)
    return func


def load_settings(config_file: str | None, **cli_values: Any) -> Any:
    """The settings; a bad value typed on the command line is a usage error (exit 2),
    the same value from PLANTQA_* or a config file a configuration error (exit 3)."""
    from .config import load

    if "corpus" in cli_values:  # click gives () for a --corpus never typed: no setting
        cli_values["corpus"] = tuple(cli_values["corpus"] or ()) or None
    if "bundled" in cli_values and cli_values["bundled"] is not None:
        cli_values["bundled"] = "on" if cli_values["bundled"] else "off"

    try:
        return load(config_file, cli_values=cli_values)
    except InputError as exc:
        raise click.UsageError(str(exc)) from None


def start_checking(settings: Any) -> Any:
    """Start the cache's stamp check, then load numpy with one BLAS thread.

    plantqa makes no BLAS call (scoring is elementwise), and OpenBLAS's idle threads
    spin on the core the stamp check runs on (ADR 0007). A user's own setting wins.
    numpy is imported here, a few calls from the bottom of the stack, rather than by the
    first of plantqa's modules that needs it, a dozen imports deep: there its import's
    frames straddled one of CPython 3.11's 16 KB frame-stack chunks, which was mapped and
    unmapped again on each crossing (~470 mmap/munmap pairs and ~480 page faults a warm
    `ask`; ADR 0007).
    """
    from .stamp import Check

    check = Check(settings)
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(name, "1")
    import numpy  # noqa: F401  (see above)

    return check


class ProgressLine:
    """A one-line progress report on a terminal's stderr, shown once a build passes one second."""

    def __init__(self) -> None:
        import time

        self.clock = time.monotonic
        self.start = self.clock()
        self.shown = False
        self.enabled = console.is_tty(sys.stderr)

    def __call__(self, stage: str, done: int, total: int) -> None:
        if self.enabled and self.clock() - self.start > 1.0:
            width = 30
            filled = width * done // max(total, 1)
            console.progress(f"{stage:<18} [{'#' * filled}{'.' * (width - filled)}] {done:,}/{total:,}".ljust(79))
            self.shown = True

    def close(self) -> None:
        if self.shown:
            console.progress(" " * 79, end="\r")


def open_index(settings: Any, check: Any = None, quiet: bool = False) -> Any:
    from .cache import open_index as _open

    console.loaded()
    progress = ProgressLine()
    try:
        opened = _open(settings, progress=None if quiet else progress, check=check)
    finally:
        progress.close()
    for warning in () if quiet else opened.warnings:
        console.warn(warning)
    return opened.index
