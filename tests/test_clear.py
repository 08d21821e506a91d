"""`plantqa index --clear` removes only what plantqa wrote (hardening issue, item 1)."""

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from plantqa import cache, cache_files
from plantqa.cli import main
from plantqa.config import resolve
from plantqa.errors import ConfigError

from .conftest import FIXTURE_CORPUS


def settings_for(root: Path):
    return resolve({"bundled": "off", "corpus": str(FIXTURE_CORPUS), "cache_dir": str(root)}, environ={})


def clear_cli(root: Path):
    return CliRunner().invoke(
        main, ["index", "--clear", "--no-bundled", "--corpus", str(FIXTURE_CORPUS), "--cache-dir", str(root)]
    )


def test_a_folder_of_someone_elses_files_is_refused_and_kept(tmp_path):
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "thesis.txt").write_text("x")
    r = clear_cli(folder)
    assert r.exit_code == 3 and "plantqa: error:" in r.output and "thesis.txt" in r.output
    assert (folder / "thesis.txt").read_text() == "x"


def test_a_real_cache_with_a_stranger_inside_is_refused_whole(tmp_path):
    root = tmp_path / "cache"
    cache.open_index(settings_for(root))
    (root / "notes.md").write_text("mine")
    before = sorted(p.name for p in root.iterdir())
    with pytest.raises(ConfigError, match=r"notes\.md"):
        cache.clear(settings_for(root))
    assert sorted(p.name for p in root.iterdir()) == before


def test_a_file_of_our_name_inside_an_index_folder_that_is_not_ours_is_refused(tmp_path):
    root = tmp_path / "cache"
    cache.open_index(settings_for(root))
    index_dir = next(p for p in root.iterdir() if p.is_dir())
    (index_dir / "essay.docx").write_text("keep me")
    with pytest.raises(ConfigError):
        cache.clear(settings_for(root))
    assert (index_dir / "essay.docx").exists()


def test_links_are_never_followed(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "precious.txt").write_text("x")
    link = tmp_path / "link"
    link.symlink_to(outside, target_is_directory=True)
    assert clear_cli(link).exit_code == 3 and (outside / "precious.txt").exists()
    root = tmp_path / "cache"
    cache.open_index(settings_for(root))
    index_dir = next(p for p in root.iterdir() if p.is_dir())
    os.symlink(outside / "precious.txt", index_dir / "extra.npy")
    assert clear_cli(root).exit_code == 3 and (outside / "precious.txt").exists()


def test_a_file_named_as_the_cache_folder_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert clear_cli(blocker).exit_code == 2  # click's own check of --cache-dir: a usage error
    with pytest.raises(ConfigError, match="not a folder"):
        cache.clear(settings_for(blocker))
    assert blocker.read_text() == "not a folder"


def test_plantqas_own_cache_is_removed_with_its_tag_and_staging(tmp_path):
    root = tmp_path / "cache"
    cache.open_index(settings_for(root))
    assert (root / cache_files.TAG).read_text().startswith("Signature: 8a477f597d28d172789f06886806bc55")
    cache_files.Staging(str(root), "0" * 64)  # a killed build's leftover (never closed)
    r = clear_cli(root)
    assert r.exit_code == 0, r.output
    assert "removed 3 entries" in r.output and not root.exists()
    assert clear_cli(root).exit_code == 0  # nothing to clear is not an error
