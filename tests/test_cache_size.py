"""The cache's total size is bounded (issue 13 item 5): `cache_max_mb`, in config or as
PLANTQA_CACHE_MAX_MB, validated; past it the indexes built longest ago go, never the one
just built, and a corpus folder whose index went is rebuilt without a warning."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from plantqa import cache, cache_files
from plantqa.cli import main
from plantqa.config import resolve
from plantqa.errors import ConfigError

from .conftest import FIXTURE_CORPUS


def settings(folder: Path, root: Path, **extra: object):
    """Large vectors (16,384 buckets), so an index is megabytes and the bound's unit can tell them apart."""
    return resolve({"bundled": "off", "corpus": str(folder), "cache_dir": str(root), "dim": 16384, **extra}, environ={})


def indexes(root: Path) -> list[str]:
    return sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))


def folder_mb(folder: str) -> float:
    return sum(e.stat().st_size for e in os.scandir(folder)) / (1 << 20)


def corpora(tmp_path: Path, n: int) -> list[Path]:
    """n copies of the fixture corpus, each with its own line, so each has its own index."""
    out = []
    for i in range(n):
        dest = tmp_path / f"corpus-{i}"
        shutil.copytree(FIXTURE_CORPUS, dest)
        card = dest / "plants" / "pothos.md"
        card.write_text(card.read_text() + f"\nCopy {i}.\n")
        out.append(dest)
    return out


def test_past_the_bound_the_oldest_indexes_go_and_come_back_quietly(tmp_path: Path) -> None:
    root = tmp_path / "cache"
    folders = corpora(tmp_path, 3)
    built = []
    for folder in folders:
        opened = cache.open_index(settings(folder, root))
        built.append(os.path.basename(opened.folder))
        time.sleep(0.01)  # build times that differ on any clock
    assert indexes(root) == sorted(built)  # the default bound holds all three
    each = folder_mb(os.path.join(root, built[0]))
    bound = int(2.5 * each)  # room for two, not three
    assert 2 * each < bound < 3 * each
    card = folders[2] / "plants" / "pothos.md"
    card.write_text(card.read_text() + "\nOne more line.\n")
    newest = os.path.basename(cache.open_index(settings(folders[2], root, cache_max_mb=bound)).folder)
    assert indexes(root) == sorted([built[1], newest])  # the oldest went; the replaced one too
    again = cache.open_index(settings(folders[0], root, cache_max_mb=bound))
    assert again.source == "built" and again.warnings == ()
    assert indexes(root) == sorted([newest, os.path.basename(again.folder)])


def test_the_index_just_built_stays_even_when_it_alone_is_over_the_bound(tmp_path: Path) -> None:
    root = tmp_path / "cache"
    a, b = corpora(tmp_path, 2)
    cache.open_index(settings(a, root))
    opened = cache.open_index(settings(b, root, cache_max_mb=1))
    assert indexes(root) == [os.path.basename(opened.folder)]


def test_zero_means_no_bound_and_only_plantqas_folders_are_counted_or_removed(tmp_path: Path) -> None:
    root = tmp_path / "cache"
    for folder in corpora(tmp_path, 2):
        cache.open_index(settings(folder, root, cache_max_mb=0))
    assert len(indexes(root)) == 2
    stranger = root / ("f" * 64)
    stranger.mkdir()
    (stranger / "notes.txt").write_text("not plantqa's")
    os.utime(stranger, (0, 0))
    ours = sorted(set(indexes(root)) - {stranger.name})
    assert sorted(cache_files.bound(str(root), 0, keep="")) == ours
    assert indexes(root) == [stranger.name]


@pytest.mark.parametrize("value", ["-1", "lots", "2.5"])
def test_a_bad_bound_names_its_key(tmp_path: Path, value: str) -> None:
    with pytest.raises(ConfigError, match="PLANTQA_CACHE_MAX_MB"):
        resolve({}, {"PLANTQA_CACHE_MAX_MB": value})
    config = tmp_path / "config.toml"
    config.write_text(f"cache_max_mb = {value!r}\n" if value == "lots" else f"cache_max_mb = {value}\n")
    result = CliRunner().invoke(main, ["index", "--config", str(config)])
    assert result.exit_code == 3 and "cache_max_mb" in result.output
