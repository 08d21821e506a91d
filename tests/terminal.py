"""A real `python -m plantqa` child on a pseudo-terminal (the standard library's pty), for
the tests that need a terminal: the prompt, colour, the pager, escapes in file names."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time

OPEN: list[Terminal] = []  # closed after each test by conftest, whatever the test did
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]")


def plantqa_env(tmp_path, **extra: str) -> dict[str, str]:
    """The test process's environment (already isolated by conftest) plus `extra`."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "PAGER", "LINES", "COLUMNS")}
    env.update({"TERM": "xterm", "XDG_STATE_HOME": str(tmp_path / "state"), "HOME": str(tmp_path / "home"), **extra})
    return env


def _controlling_terminal() -> None:  # in the child: the pty becomes its terminal, so ^C is SIGINT
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Terminal:
    def __init__(self, args: list[str], env: dict[str, str], rows: int = 40, cols: int = 120, cwd: str | None = None):
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        attrs = termios.tcgetattr(slave)
        attrs[3] |= termios.NOFLSH  # ^C must not flush the output the test reads
        termios.tcsetattr(slave, termios.TCSANOW, attrs)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "plantqa", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            cwd=cwd,
            preexec_fn=_controlling_terminal,
        )
        os.close(slave)
        OPEN.append(self)
        self.fd = master
        self.raw = b""
        self.seen = 0  # how much of the plain text expect() has consumed

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # EIO: the child closed the terminal
            return False
        self.raw += chunk
        return bool(chunk)

    def plain(self) -> str:
        return ANSI.sub("", self.raw.decode("utf-8", "replace")).replace("\r", "")

    def expect(self, text: str, timeout: float = 90) -> str:
        """Read until `text` shows after what earlier expects consumed; the text up to it."""
        deadline = time.monotonic() + timeout
        while True:
            plain = self.plain()
            at = plain.find(text, self.seen)
            if at >= 0:
                chunk, self.seen = plain[self.seen : at + len(text)], at + len(text)
                return chunk
            if time.monotonic() > deadline or (not self._read(0.2) and self.proc.poll() is not None):
                raise AssertionError(f"{text!r} never showed; the terminal had:\n{plain[self.seen :]!r}")

    def send(self, keys: str, editing: bool = True) -> None:
        """Type keys. With `editing`, first wait until readline has the terminal (canonical
        mode off): keys typed earlier can be flushed when it switches modes, and lost."""
        deadline = time.monotonic() + 30
        while editing and termios.tcgetattr(self.fd)[3] & termios.ICANON and time.monotonic() < deadline:
            time.sleep(0.01)
        os.write(self.fd, keys.encode())

    def finish(self, timeout: float = 90) -> int:
        """Read to the end; the exit code."""
        deadline = time.monotonic() + timeout
        while self._read(0.2):  # False once the child has closed the terminal
            if time.monotonic() > deadline:
                self.proc.kill()
                raise AssertionError(f"still running; the terminal had:\n{self.plain()[self.seen :]!r}")
        return self.close()

    def close(self) -> int:
        if self.proc.poll() is None:
            self.proc.kill()
        code = self.proc.wait()
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
        return code


def close_all() -> None:
    while OPEN:
        OPEN.pop().close()
