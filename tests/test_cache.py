"""The index cache: reused when valid, rebuilt when stale or damaged, never executed."""

import json
import os
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from plantqa import cache
from plantqa.config import resolve
from plantqa.engine import ask

from .conftest import FIXTURE_CORPUS
from .test_guarantees import plantqa_command

QUESTION = "is pothos toxic to cats"


@pytest.fixture
def corpus_copy(tmp_path: Path) -> Path:
    dest = tmp_path / "cards"
    shutil.copytree(FIXTURE_CORPUS, dest)
    return dest


@pytest.fixture
def settings(corpus_copy: Path, isolated: Path):
    return resolve({"bundled": "off", "corpus": str(corpus_copy), "cache_dir": str(isolated)}, environ={})


def entries(root: Path) -> list[Path]:
    return sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))


def test_second_open_uses_the_cache_and_answers_the_same(settings):
    first = cache.open_index(settings)
    second = cache.open_index(settings)
    assert (first.source, second.source) == ("built", "cache")
    assert isinstance(second.index.buckets, np.memmap)
    assert ask(first.index, QUESTION, settings) == ask(second.index, QUESTION, settings)


def test_a_build_streams_the_same_index_it_would_hold_in_memory(settings):
    from plantqa.corpus import load_corpus
    from plantqa.index import build_index

    built = cache.open_index(settings)
    assert built.source == "built" and isinstance(built.index.buckets, np.memmap)  # written batch by batch, then mapped
    held = build_index(load_corpus(settings.corpus[0]), settings)
    assert built.index.buckets.tobytes() == held.buckets.tobytes()
    assert list(built.index.ids) == list(held.ids) and dict(built.index.names.names) == dict(held.names.names)
    assert list(built.index.topic_mentions) == list(held.topic_mentions)


def test_an_edited_card_is_never_served_stale(settings, corpus_copy):
    cache.open_index(settings)
    card = corpus_copy / "plants" / "pothos.md"
    card.write_text(card.read_text().replace("once a week in summer", "every ten days in summer"))
    opened = cache.open_index(settings)
    assert opened.source == "updated"
    assert "every ten days" in ask(opened.index, "how often should I water pothos", settings).answer


def test_a_touched_but_unchanged_card_reuses_the_index(settings, corpus_copy):
    cache.open_index(settings)
    os.utime(corpus_copy / "plants" / "pothos.md", ns=(1, 1))
    assert cache.open_index(settings).source == "cache"


def test_a_changed_setting_builds_a_new_index(settings, isolated):
    cache.open_index(settings)
    assert cache.open_index(settings._replace(dim=512)).source == "built"
    assert len(entries(isolated)) == 2


def swapped(offsets: np.ndarray) -> np.ndarray:
    """Two neighbouring offsets swapped: first and last still fit, the order does not."""
    out = offsets.copy()
    out[[1, 2]] = out[[2, 1]]
    return out


def resign(folder: Path, name: str, array: np.ndarray) -> None:
    """Replace an array and its checksums, so only the load's own checks can catch it."""
    from plantqa.integrity import file_crc, manifest_check

    np.save(folder / f"{name}.npy", array)
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["files"][name] = list(file_crc(str(folder / f"{name}.npy")))
    manifest["check"] = manifest_check(manifest)
    (folder / "manifest.json").write_text(json.dumps(manifest))


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: (d / "buckets.npy").write_bytes((d / "buckets.npy").read_bytes()[:100]),  # truncated
        lambda d: (d / "manifest.json").write_text("{not json"),  # corrupted
        lambda d: (d / "indices.npy").write_bytes((d / "indices.npy").read_bytes()[:-4] + b"\xff\xff\xff\x7f"),  # tampered
        lambda d: (d / "manifest.json").write_text(
            json.dumps({**json.loads((d / "manifest.json").read_text()), "version": "0.0.0"})
        ),  # another version
        lambda d: np.save(d / "data.npy", np.array([{"x": 1}], dtype=object), allow_pickle=True),  # a pickle
        lambda d: resign(d, "strings_offsets", swapped(np.load(d / "strings_offsets.npy"))),  # checksum fixed up
        lambda d: resign(d, "rows", np.full_like(np.load(d / "rows.npy"), 10**9)),  # rows out of range
    ],
    ids=["truncated", "corrupted", "tampered", "version", "pickle", "offsets", "rows"],
)
def test_a_damaged_cache_is_rebuilt_with_a_warning(settings, isolated, damage, request):
    before = ask(cache.open_index(settings).index, QUESTION, settings)  # asked before the damage: the index maps those files
    damage(entries(isolated)[0])
    opened = cache.open_index(settings)
    assert opened.source == "built"
    assert any(("from another version" if request.node.callspec.id == "version" else "damaged") in w for w in opened.warnings)
    assert ask(opened.index, QUESTION, settings) == before
    assert cache.open_index(settings).source == "cache"


def test_a_read_only_cache_still_answers(settings, isolated):
    isolated.mkdir(parents=True, exist_ok=True)
    isolated.chmod(0o500)
    try:
        if os.access(isolated, os.W_OK):
            pytest.skip("running as a user who can write anywhere (root)")
        opened = cache.open_index(settings)
        assert opened.source == "built (not cached)" and any("not written" in w for w in opened.warnings)
        assert ask(opened.index, QUESTION, settings).answered
    finally:
        isolated.chmod(0o700)


def test_a_full_disk_during_the_build_answers_from_memory(settings, isolated, monkeypatch):
    import errno

    real = cache.build

    def build(corpus, s, progress=None, vectors_file=None):
        if vectors_file is not None:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(corpus, s, progress)

    monkeypatch.setattr(cache, "build", build)
    opened = cache.open_index(settings)
    assert opened.source == "built (not cached)"
    assert any("No space left" in w for w in opened.warnings) and ask(opened.index, QUESTION, settings).answered
    assert entries(isolated) == [] and not [p for p in isolated.iterdir() if p.name.startswith(".")]  # no half index left


def test_an_unwritable_cache_path_still_answers(settings, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    opened = cache.open_index(settings._replace(cache_dir=str(blocker / "cache")))
    assert opened.source == "built (not cached)" and ask(opened.index, QUESTION, settings).answered


def test_broken_card_warnings_survive_the_cache(settings, corpus_copy):
    (corpus_copy / "broken.md").write_text("+++\nnot toml\n+++\n")
    summed = f"1 file or folder skipped (unreadable, or not cards or notes); 'plantqa corpus check {corpus_copy}'"
    assert any(summed in w for w in cache.open_index(settings).warnings)
    again = cache.open_index(settings)
    assert again.source == "cache" and any(summed in w for w in again.warnings)


def test_clear_removes_the_cache(settings, isolated):
    cache.open_index(settings)
    assert cache.clear(settings) >= 2 and not isolated.exists()


@pytest.mark.slow
def test_ten_processes_on_an_empty_cache(tmp_path, corpus_copy):
    env = {**os.environ, "PLANTQA_CACHE_DIR": str(tmp_path / "shared-cache")}
    cmd = [*plantqa_command(), "ask", "--json", "--no-bundled", "--corpus", str(corpus_copy), QUESTION]
    procs = [subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(10)]
    outs = [p.communicate(timeout=180) for p in procs]
    assert all(p.returncode == 0 for p in procs), [e for _, e in outs]
    assert len({o for o, _ in outs}) == 1
    assert json.loads(outs[0][0])["verdicts"] == [{"card": "pothos", "animal": "cat", "toxic": True}]
    root = tmp_path / "shared-cache"
    assert len(entries(root)) == 1 and not [p for p in root.iterdir() if p.name.startswith(".")]
    s = resolve({"bundled": "off", "corpus": str(corpus_copy), "cache_dir": str(root)}, environ={})
    assert cache.open_index(s).source == "cache"


def test_a_refused_care_question_decodes_no_card_but_its_own_and_the_topic_cards(settings):
    """Looking for a general card on the topic once decoded every card in the index: seconds
    at 125,000 cards. Only the named plant's card and the topic cards may be opened."""
    cache.open_index(settings)
    index = cache.open_index(settings).index
    r = ask(index, "how big does a pothos get", settings)
    assert not r.answered and r.refusal.reason == "not_covered"
    assert set(index.cards.decoded) <= {"pothos", "if-your-pet-ate-a-plant", "watering-basics"}
