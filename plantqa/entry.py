"""The `plantqa` process entry point, kept tiny: it runs before anything heavy is imported.

Ctrl-C while modules load (click, later numpy) ends the process with exit 130 and one
line, never a traceback; once the command runs, Ctrl-C is a KeyboardInterrupt again,
which the CLI reports (or the prompt uses to drop a line); once it has finished, a
Ctrl-C is ignored, so the exit code stands. A closed standard stream's
descriptor is held on /dev/null, so no file plantqa opens later can take its number
and receive output meant for the terminal.

The cyclic garbage collector is off while modules load: loading makes only objects that
live until exit, and scanning them again and again was ~4% of a warm `ask` (ADR 0007).
The CLI turns it back on, with the loaded objects frozen out of its sight, as soon as a
command starts its work (`console.loaded`).
"""

import gc
import os
import sys

try:  # the C module: signal.py builds enums for ~1 ms first, a window for Ctrl-C to land in
    import _signal as signal
except ImportError:  # pragma: no cover - a Python without it
    import signal

INTERRUPTED = 130


def interrupted(_signum: object = None, _frame: object = None) -> None:
    try:  # noqa: SIM105 (contextlib may not be loaded yet; this runs before any import)
        os.write(2, b"plantqa: error: interrupted\n")
    except OSError:
        pass
    os._exit(INTERRUPTED)


gc.disable()  # on import, like the handler below; console.loaded() turns it back on
signal.signal(signal.SIGINT, interrupted)  # on import: the first moment any plantqa code runs


def on_sigint(_signum: object, frame: object) -> None:
    """While the command runs, Ctrl-C is a KeyboardInterrupt; once it has finished (the
    CLI says so before its exit starts unwinding), a late Ctrl-C changes nothing. Inside
    the import machinery (a module loaded lazily) it ends the process as during start-up:
    an exception raised in importlib's lock callback is only printed, with a traceback."""
    console = sys.modules.get("plantqa.console")
    if console is not None and console.STATE.get("finished"):
        return
    code = getattr(frame, "f_code", None)
    if code is not None and code.co_filename.startswith("<frozen importlib"):
        interrupted()
    raise KeyboardInterrupt


def hold_closed_descriptors() -> None:
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            try:
                null = os.open(os.devnull, os.O_RDWR)
                if null != fd:
                    os.dup2(null, fd)
                    os.close(null)
            except OSError:
                pass


def run() -> None:
    try:
        hold_closed_descriptors()
        from .cli import main

        signal.signal(signal.SIGINT, on_sigint)
        main()
    except KeyboardInterrupt:
        interrupted()
    except SystemExit as exc:
        # The command is over and its exit code decided. Python puts SIGINT back to the
        # default while it shuts down, where a late Ctrl-C would kill it with signal 2 and
        # lose that code; an ignored SIGINT it leaves alone.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        console = sys.modules.get("plantqa.console")
        if console is not None and console.STATE.get("interrupted"):
            leave(exc.code)
        raise
    sys.exit(0)


def leave(code: object) -> None:
    """Exit now, past the interpreter's shutdown. Under `python -m`, a Ctrl-C that landed
    while Python ran a string of code (a dataclass or namedtuple being made) marks the
    process as interrupted even though plantqa caught it, and the shutdown would then kill
    it with signal 2 instead of exiting 130."""
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code if isinstance(code, int) else 1)
