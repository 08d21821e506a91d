"""What plantqa leaves in its cache folder (hardening issue, items 7, 17, 21): a killed
build's staging folder goes at the next build, a replaced index goes when its
replacement is written, `show` reads the folder it was asked about, and --clear on
an odd cache folder is a clear error."""

import errno
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from plantqa import cache, cache_files
from plantqa.cli import main
from plantqa.config import resolve

from .conftest import FIXTURE_CORPUS

HOLD = """
import sys, time
from plantqa.cache_files import Staging
staged = Staging(sys.argv[1], "0" * 64)
open(staged.path + "/buckets.npy", "wb").write(b"half an index" * 1000)
print(staged.path, flush=True)
time.sleep(120)
"""


def settings_for(corpus: Path, root: Path):
    return resolve({"bundled": "off", "corpus": str(corpus), "cache_dir": str(root)}, environ={})


def leftovers(root: Path) -> list[str]:
    return sorted(p.name for p in root.iterdir() if p.name.startswith("."))


def indexes(root: Path) -> list[str]:
    return sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))


def age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def building(root: Path) -> tuple[subprocess.Popen, Path]:
    """A process in the middle of a build: its staging folder made, locked and half written."""
    child = subprocess.Popen([sys.executable, "-c", HOLD, str(root)], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    return child, Path(child.stdout.readline().strip())


def test_a_killed_builds_staging_folder_goes_at_the_next_build_a_live_ones_stays(cards, tmp_path):
    root = tmp_path / "cache"
    cache.open_index(settings_for(cards, root))
    live, live_folder = building(root)
    dead, dead_folder = building(root)
    try:
        dead.send_signal(signal.SIGKILL)
        dead.wait()
        age(live_folder, 600)
        age(dead_folder, 600)  # both long past the minute a new folder is spared
        (cards / "new.md").write_text('+++\ntitle = "New"\nkind = "topic"\n+++\nA new card.\n')
        assert cache.open_index(settings_for(cards, root)).source == "updated"  # an update sweeps as a build does
        assert live_folder.exists() and not dead_folder.exists()  # the live build still holds its lock
    finally:
        live.kill()
        live.wait()
        assert live.stdout is not None
        live.stdout.close()
        if dead.stdout:
            dead.stdout.close()
    (cards / "new.md").unlink()
    assert cache.open_index(settings_for(cards, root)).source == "updated"
    assert leftovers(root) == []


def test_a_staging_folder_just_made_is_never_taken_for_abandoned(tmp_path):
    root = tmp_path / "cache"
    staged = cache_files.Staging(str(root), "1" * 64)  # made, not yet locked by anyone else's view
    os.close(staged._fd)
    staged._fd = -1  # as if between mkdtemp and flock
    assert cache_files.sweep(str(root)) == [] and Path(staged.path).exists()
    age(Path(staged.path), 600)
    assert cache_files.sweep(str(root)) == [Path(staged.path).name]


def test_a_half_written_pointer_goes_after_a_minute(tmp_path):
    root = tmp_path / "cache"
    root.mkdir()
    (root / ".pointer-abc123").write_text("{")
    assert cache_files.sweep(str(root)) == []
    age(root / ".pointer-abc123", 600)
    assert cache_files.sweep(str(root)) == [".pointer-abc123"]


def test_ctrl_c_during_a_build_leaves_no_staging_folder(cards, tmp_path, monkeypatch):
    root = tmp_path / "cache"
    real = cache.build

    def interrupted(corpus, s, progress=None, vectors_file=None):
        if vectors_file is not None:
            Path(vectors_file).write_bytes(b"x" * 1000)
            raise KeyboardInterrupt
        return real(corpus, s, progress)

    monkeypatch.setattr(cache, "build", interrupted)
    with pytest.raises(KeyboardInterrupt):
        cache.open_index(settings_for(cards, root))
    assert leftovers(root) == [] and indexes(root) == []


@pytest.mark.slow
def test_sigint_to_a_build_process_exits_130_and_leaves_nothing(tmp_path):
    from plantqa.bench import write_synthetic_corpus

    write_synthetic_corpus(tmp_path / "big", 40_000)
    root = tmp_path / "cache"
    env = {**os.environ, "PLANTQA_CACHE_DIR": str(root)}
    child = subprocess.Popen(
        [sys.executable, "-m", "plantqa", "index", "--no-bundled", "--corpus", str(tmp_path / "big")], env=env
    )
    deadline = time.time() + 60
    while time.time() < deadline and not (root.exists() and leftovers(root)):
        time.sleep(0.05)  # until the build is writing its staging folder
    assert leftovers(root), "the build never started"
    child.send_signal(signal.SIGINT)
    assert child.wait(timeout=60) == 130
    assert leftovers(root) == [] and indexes(root) == []


def test_five_edits_leave_one_index(cards, tmp_path):
    root = tmp_path / "cache"
    card = cards / "plants" / "pothos.md"
    for n in range(5):
        card.write_text(card.read_text() + f"\nEdit {n}.\n")
        assert cache.open_index(settings_for(cards, root)).source == ("updated" if n else "built")
        assert len(indexes(root)) == 1


def test_an_index_another_folder_still_uses_is_kept(tmp_path):
    import shutil

    root = tmp_path / "cache"
    for name in ("a", "b"):
        shutil.copytree(FIXTURE_CORPUS, tmp_path / name)
        cache.open_index(settings_for(tmp_path / name, root))
    assert len(indexes(root)) == 1  # the same cards: one index, two pointers
    card = tmp_path / "a" / "plants" / "pothos.md"
    card.write_text(card.read_text() + "\nEdited.\n")
    cache.open_index(settings_for(tmp_path / "a", root))
    assert len(indexes(root)) == 2  # b's pointer still names the first
    assert cache.open_index(settings_for(tmp_path / "b", root)).source == "cache"


def test_show_reads_the_folder_asked_about_not_the_one_that_built_the_index(tmp_path, monkeypatch):
    import shutil

    for ws in ("wsA", "wsB"):
        shutil.copytree(FIXTURE_CORPUS, tmp_path / ws / "cards")
    root = tmp_path / "cache"
    monkeypatch.chdir(tmp_path)
    built = CliRunner().invoke(main, ["index", "--no-bundled", "--corpus", "wsB/cards", "--cache-dir", str(root)])
    assert built.exit_code == 0
    elsewhere = tmp_path / "elsewhere"
    decoy = elsewhere / "wsB" / "cards" / "plants"
    decoy.mkdir(parents=True)
    (decoy / "pothos.md").write_text(
        (FIXTURE_CORPUS / "plants" / "pothos.md").read_text().replace("## Toxicity", "## Toxicity\n\nDECOY.")
    )
    monkeypatch.chdir(elsewhere)
    r = CliRunner().invoke(
        main, ["show", "pothos", "--no-bundled", "--corpus", str(tmp_path / "wsA" / "cards"), "--cache-dir", str(root)]
    )
    assert r.exit_code == 0 and "DECOY" not in r.output and "Pothos" in r.output
    assert cache.open_index(settings_for(tmp_path / "wsA" / "cards", root)).index.root == str(tmp_path / "wsA" / "cards")


# --- --clear on an odd cache folder ------------------------------------------------------------


def clear_cli(*args, env=None):
    r = CliRunner().invoke(main, ["index", "--clear", "--no-bundled", "--corpus", str(FIXTURE_CORPUS), *args], env=env)
    assert r.exit_code != 4 and "Traceback" not in r.output, r.output
    return r


def test_clear_on_a_read_only_cache_is_a_clear_error(tmp_path, monkeypatch):
    root = tmp_path / "cache"
    cache.open_index(settings_for(FIXTURE_CORPUS, root))

    def read_only(path, *args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "unlink", read_only)  # as root, chmod cannot make a folder read-only
    r = clear_cli("--cache-dir", str(root))
    assert r.exit_code == 3 and "cannot clear the cache (Read-only file system)" in r.output


@pytest.mark.parametrize("kind", ["dangling link", "link", "file", "fifo", "/dev/null"])
def test_clear_on_a_cache_path_that_is_no_folder_is_exit_3(tmp_path, kind):
    path = tmp_path / "cache"
    if kind == "dangling link":
        path.symlink_to(tmp_path / "nowhere")
    elif kind == "link":
        (tmp_path / "real").mkdir()
        path.symlink_to(tmp_path / "real")
    elif kind == "file":
        path.write_text("mine")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path = Path("/dev/null")
    r = clear_cli(env={"PLANTQA_CACHE_DIR": str(path)})
    assert (r.exit_code == 3 and "nothing removed" in r.output) or "symbolic link" in r.output
    assert os.path.lexists(path)


def test_an_index_of_the_previous_format_is_still_ours_to_clear_and_replace(tmp_path):
    """Format 9 wrote vocab.npy and feature_names.npy: after an upgrade, --clear must not take
    its folder for someone else's, and the new index replaces it."""
    import json

    root = tmp_path / "cache"
    settings = settings_for(FIXTURE_CORPUS, root)
    cache.open_index(settings)
    (old_key,) = indexes(root)
    old = root / old_key
    for name in ("vocab.npy", "feature_names.npy"):
        (old / name).write_bytes(b"\x93NUMPY")
    manifest = json.loads((old / "manifest.json").read_text())
    (old / "manifest.json").write_text(json.dumps({**manifest, "format": 9}))
    assert cache.open_index(settings).source == "built"  # another format: rebuilt in place
    assert clear_cli("--cache-dir", str(root)).exit_code == 0 and not root.exists()
