"""Process-level guarantees: the installed command, no network, byte-identical output."""

import json
import os
import shutil
import socket
import subprocess
import sys

import pytest
from click.testing import CliRunner

from plantqa.cli import main

from .conftest import FIXTURE_CORPUS


@pytest.fixture
def no_network(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("plantqa tried to open a network socket")

    monkeypatch.setattr(socket, "socket", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


def test_ask_and_check_open_no_socket(no_network):
    for args in (
        ["ask", "--corpus", str(FIXTURE_CORPUS), "is pothos toxic to cats"],
        ["corpus", "check", str(FIXTURE_CORPUS)],
    ):
        r = CliRunner().invoke(main, args)
        assert r.exit_code == 0, r.output


def plantqa_command():
    exe = shutil.which("plantqa", path=os.path.dirname(sys.executable)) or shutil.which("plantqa")
    return [exe] if exe else [sys.executable, "-m", "plantqa"]


@pytest.mark.slow
def test_installed_command_end_to_end_and_deterministic(tmp_path):
    outputs = set()
    for seed in ("0", "1", "999"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PLANTQA_CACHE_DIR": str(tmp_path / seed)}
        done = subprocess.run(
            [
                *plantqa_command(),
                "ask",
                "--json",
                "--explain",
                "--corpus",
                str(FIXTURE_CORPUS),
                "is devil's ivy safe for my kitten",
            ],
            capture_output=True,
            env=env,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        outputs.add(done.stdout)
    assert len(outputs) == 1, "same question, same bytes, whatever the hash seed"
    data = json.loads(outputs.pop())
    assert data["verdicts"] == [{"card": "pothos", "animal": "cat", "toxic": True}]


@pytest.mark.slow
def test_installed_command_errors_are_one_line(tmp_path):
    done = subprocess.run(
        [*plantqa_command(), "ask", "--corpus", str(tmp_path / "missing"), "x"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 3
    assert done.stderr.strip().count("\n") == 0 and "Traceback" not in done.stderr


@pytest.mark.slow
def test_installed_command_finds_the_bundled_corpus_from_anywhere(tmp_path):
    env = {**os.environ, "PLANTQA_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run(
        [*plantqa_command(), "ask", "--json", "is a spider plant safe for my puppy"],
        capture_output=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["verdicts"] == [{"card": "spider-plant", "animal": "dog", "toxic": False}]


def test_help_and_version_do_not_import_numpy():
    code = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from plantqa.cli import main\n"
        "for args in (['--help'], ['--version'], ['ask', '--help']):\n"
        "    assert CliRunner().invoke(main, args).exit_code == 0\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('numpy', 'rank_bm25', 'scipy')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]"


def test_a_cached_ask_loads_only_what_answering_needs(tmp_path):
    """The warm path stays lean: no OpenSSL (hashlib), pathlib, TOML parser, rank-bm25 or scipy (adr/0007)."""
    code = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from plantqa.cli import main\n"
        f"args = ['ask', '--cache-dir', {str(tmp_path)!r}, 'is pothos toxic to cats']\n"
        "assert CliRunner().invoke(main, args).exit_code == 0\n"
        "heavy = ('hashlib', '_hashlib', 'pathlib', 'tomllib', 'rank_bm25', 'scipy')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in heavy))\n"
    )
    run = [sys.executable, "-c", code]
    built = subprocess.run(run, capture_output=True, text=True, timeout=120, check=True)
    assert "hashlib" in built.stdout and "tomllib" in built.stdout  # a build reads cards: the check below can fail
    warm = subprocess.run(run, capture_output=True, text=True, timeout=120, check=True)
    assert warm.stdout.strip() == "[]"


def test_our_blake2b_is_hashlibs():
    import hashlib

    from plantqa.hashing import blake2b

    assert blake2b(b"pothos", digest_size=8).digest() == hashlib.blake2b(b"pothos", digest_size=8).digest()


def test_the_collector_is_off_while_plantqa_loads_and_on_once_a_command_works(tmp_path):
    """Loading makes only objects that live until exit: scanning them was ~4% of a warm ask (adr/0007)."""
    code = (
        "import gc, sys\n"
        "import plantqa.entry\n"
        "loading = gc.isenabled()\n"
        "from plantqa import console\n"
        "console.loaded()\n"
        "print(loading, gc.isenabled(), gc.get_freeze_count() > 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.split() == ["False", "True", "True"]
    # where the collector is on already (a test runner, a library caller), loaded() changes nothing
    code = "import gc\nfrom plantqa import console\nconsole.loaded()\nprint(gc.isenabled(), gc.get_freeze_count())\n"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.split() == ["True", "0"]
    # a whole command through the entry point runs its work with the collector on
    code = (
        "import gc, sys\n"
        "import plantqa.engine as engine\n"
        "real = engine.ask\n"
        "def ask(*a, **k):\n"
        "    print('collecting', gc.isenabled(), file=sys.stderr)\n"
        "    return real(*a, **k)\n"
        "engine.ask = ask\n"
        f"sys.argv = ['plantqa', 'ask', '--cache-dir', {str(tmp_path)!r}, 'is pothos toxic to cats']\n"
        "import plantqa.entry\n"
        "plantqa.entry.run()\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "collecting True" in done.stderr
