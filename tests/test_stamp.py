"""The cards' stamp: any change to a card is noticed, an unchanged folder always matches,
and the check a forked child makes agrees with the one made inline."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa import cache, stamp
from plantqa.config import resolve

from .conftest import FIXTURE_CORPUS
from .test_guarantees import plantqa_command


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    dest = tmp_path / "cards"
    shutil.copytree(FIXTURE_CORPUS, dest)
    return dest


def stamps(root: Path) -> tuple[str, str]:
    folders = stamp.walk(str(root))
    return stamp.digest(folders, ordered=False), stamp.digest(folders, ordered=True)


def test_the_stamp_is_the_same_without_folder_handles(cards, monkeypatch):
    (cards / "sub").mkdir()
    (cards / "sub" / "extra.md").write_text("x")
    with_handles = stamps(cards)
    monkeypatch.setattr(stamp, "DIR_FD", False)
    assert stamps(cards) == with_handles


@pytest.mark.parametrize(
    "change",
    [
        lambda d: (d / "plants" / "pothos.md").write_text((d / "plants" / "pothos.md").read_text() + "\nmore"),
        lambda d: os.utime(d / "plants" / "pothos.md", ns=(1, 1)),
        lambda d: (d / "plants" / "pothos.md").rename(d / "plants" / "pothos2.md"),
        lambda d: (d / "plants" / "pothos.md").unlink(),
        lambda d: (d / "plants" / "new.md").write_text("x"),
        lambda d: (d / "deeper").mkdir() or (d / "deeper" / "new.md").write_text("x"),
    ],
    ids=["edited", "touched", "renamed", "removed", "added", "added-below"],
)
def test_every_kind_of_change_changes_both_stamps(cards, change):
    before = stamps(cards)
    change(cards)
    after = stamps(cards)
    assert after[0] != before[0] and after[1] != before[1]


@given(st.randoms(use_true_random=False))
def test_the_ordered_stamp_ignores_the_order_the_os_lists_in(random):
    folders = [
        ("", ["b.md", "a.md", "c.md"], stamp.array("q", [1, 10, 11, 12, 2, 20, 21, 22, 3, 30, 31, 32])),
        ("sub", ["z.md"], stamp.array("q", [4, 40, 41, 42])),
    ]
    shuffled = []
    for rel, names, stamps_ in random.sample(folders, len(folders)):
        order = random.sample(range(len(names)), len(names))
        pairs = stamp.array("q", (stamps_[stamp.FIELDS * i + j] for i in order for j in range(stamp.FIELDS)))
        shuffled.append((rel, [names[i] for i in order], pairs))
    assert stamp.digest(shuffled, ordered=True) == stamp.digest(folders, ordered=True)


def test_verdict_is_fresh_as_listed_or_as_sorted_and_stale_after_a_change(cards):
    listed, ordered = stamps(cards)
    assert stamp.verdict(str(cards), {"listed": listed, "ordered": ordered}) == (True, "", "", 0, None)
    # another listing order: fresh, and the new listing is handed back to be remembered
    n = len(list(cards.rglob("*.md")))
    assert stamp.verdict(str(cards), {"listed": "other", "ordered": ordered}) == (True, listed, ordered, n, None)
    (cards / "plants" / "new.md").write_text("x")
    stale = stamp.verdict(str(cards), {"listed": listed, "ordered": ordered})
    assert not stale.fresh and stale.files is not None and (cards / "plants" / "new.md").stat().st_size == 1
    assert stale.files["0:plants/new.md"][0] == 1  # a stale verdict hands back every file's stamp
    assert not stamp.verdict(str(cards), None).fresh


def test_a_pointer_with_a_new_listing_order_still_serves_the_cache_and_is_updated(cards, isolated):
    settings = resolve({"bundled": "off", "corpus": str(cards), "cache_dir": str(isolated)}, environ={})
    cache.open_index(settings)
    check = stamp.Check(settings)
    record = json.loads(Path(check.pointer).read_text())
    Path(check.pointer).write_text(json.dumps({**record, "listed": "0" * 64}))
    assert cache.open_index(settings).source == "cache"
    assert json.loads(Path(check.pointer).read_text()) == record


@pytest.mark.parametrize("key", ["../../elsewhere", "", 7, "A" * 64, None])
def test_a_pointer_naming_no_content_key_is_not_followed(cards, isolated, key):
    settings = resolve({"bundled": "off", "corpus": str(cards), "cache_dir": str(isolated)}, environ={})
    cache.open_index(settings)
    pointer = stamp.Check(settings).pointer
    Path(pointer).write_text(json.dumps({"listed": "x", "ordered": "y", "key": key}))
    opened = cache.open_index(settings)
    assert opened.source == "cache" and any("not a pointer" in w for w in opened.warnings)


def test_a_small_folder_is_walked_without_a_fork(cards, isolated):
    settings = resolve({"bundled": "off", "corpus": str(cards), "cache_dir": str(isolated)}, environ={})
    cache.open_index(settings)
    run = subprocess.run([sys.executable, "-c", CHILD, str(cards), str(isolated)], capture_output=True, text=True, check=True)
    assert json.loads(run.stdout)[0] is False


def test_no_fork_once_numpy_is_loaded_but_a_fresh_process_forks():
    import numpy  # noqa: F401

    assert not stamp._may_fork()
    fresh = subprocess.run(
        [sys.executable, "-c", "from plantqa.stamp import _may_fork; print(_may_fork())"], capture_output=True, text=True
    )
    assert fresh.stdout.strip() == str(sys.platform.startswith("linux"))


CHILD = """
import json, sys
from plantqa.config import resolve
from plantqa.stamp import Check
check = Check(resolve({"bundled": "off", "corpus": sys.argv[1], "cache_dir": sys.argv[2]}, environ={}))
print(json.dumps([check._pid > 0, list(check.verdict())]))
"""


def test_the_forked_check_agrees_with_the_inline_one(cards, isolated):
    settings = resolve({"bundled": "off", "corpus": str(cards), "cache_dir": str(isolated)}, environ={})
    cache.open_index(settings)
    pointer = Path(stamp.Check(settings).pointer)
    record = json.loads(pointer.read_text())
    assert record["cards"] == len(list(cards.rglob("*.md")))
    pointer.write_text(json.dumps({**record, "cards": stamp.FORK_AT}))  # as if the folder were large
    for edit in (False, True):
        if edit:
            card = cards / "plants" / "pothos.md"
            card.write_text(card.read_text() + "\nedited in place")
        run = subprocess.run([sys.executable, "-c", CHILD, str(cards), str(isolated)], capture_output=True, text=True, check=True)
        forked, verdict = json.loads(run.stdout)
        assert forked is sys.platform.startswith("linux")
        inline = stamp.Check(settings).verdict()
        files = None if inline.files is None else {k: list(v) for k, v in inline.files.items()}
        assert tuple(verdict) == (*inline[:4], files)  # the child's file stamps come back as JSON
        assert verdict[0] is not edit


def test_a_child_that_dies_silently_means_walking_inline(cards, isolated):
    settings = resolve({"bundled": "off", "corpus": str(cards), "cache_dir": str(isolated)}, environ={})
    cache.open_index(settings)
    check = stamp.Check(settings)
    read_end, write_end = os.pipe()
    os.close(write_end)  # the child wrote nothing
    check._pid, check._fd = os.getpid(), read_end
    assert check.verdict().fresh


@pytest.mark.slow
def test_an_in_place_edit_is_answered_from_the_new_text_by_the_command(cards, isolated):
    env = {**os.environ, "PLANTQA_BUNDLED": "off", "PLANTQA_CORPUS": str(cards), "PLANTQA_CACHE_DIR": str(isolated)}
    question = ["ask", "--json", "how often should I water pothos"]
    first = subprocess.run([*plantqa_command(), *question], capture_output=True, text=True, env=env, check=True)
    assert "once a week in summer" in json.loads(first.stdout)["answer"]
    card = cards / "plants" / "pothos.md"
    stat = card.stat()
    card.write_text(card.read_text().replace("once a week in summer", "every ten days in summer"))
    os.utime(card, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1))  # even within one mtime tick
    second = subprocess.run([*plantqa_command(), *question], capture_output=True, text=True, env=env, check=True)
    assert "every ten days" in json.loads(second.stdout)["answer"]


@pytest.mark.parametrize("how", ["in place", "by rename"])
def test_an_edit_that_restores_size_and_mtime_is_still_noticed(cards, isolated, how):
    """`touch -r` after an edit once kept the stale verdict (hardening issue, item 18): the
    stamp holds ctime and the inode number too."""
    from plantqa.engine import ask

    settings = resolve({"bundled": "off", "corpus": str(cards), "cache_dir": str(isolated)}, environ={})
    question = "how often should I water pothos"
    assert "once a week in summer" in ask(cache.open_index(settings).index, question, settings).answer
    card = cards / "plants" / "pothos.md"
    before = card.stat()
    text = card.read_text().replace("once a week in summer", "once a year in summer")  # the same length
    target = card if how == "in place" else cards / "plants" / "pothos.md.tmp"
    target.write_text(text)
    os.utime(target, ns=(before.st_atime_ns, before.st_mtime_ns))
    if how == "by rename":
        target.replace(card)
    after = card.stat()
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    opened = cache.open_index(settings)
    assert opened.source == "updated" and "once a year in summer" in ask(opened.index, question, settings).answer
