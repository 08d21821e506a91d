"""Hostile files in a corpus folder (hardening issue, items 5, 6, 9-12, 19): every kind of
file, size, name and depth gives a warning, a skipped card or a clear error, never a
hang, a traceback or exit 4."""

import os
import shutil
import stat
from pathlib import Path

import pytest

from plantqa.corpus import load_corpus
from plantqa.files import ReadError, read_limited

from .conftest import FIXTURE_CORPUS
from .hostile import QUESTION, TOPIC, assert_skipped, deadline, every_command, run_process, summed_up

# --- file types -----------------------------------------------------------------------


def test_a_fifo_card_is_skipped_never_opened(cards):
    os.mkfifo(cards / "plants" / "pipe.md")
    assert_skipped(every_command(cards, seconds=20), "plants/pipe.md", "a FIFO, not a regular file")


def test_a_link_to_a_fifo_is_skipped(cards):
    os.mkfifo(cards / "pipe")
    (cards / "linked.md").symlink_to("pipe")
    assert_skipped(every_command(cards, seconds=20), "linked.md", "a FIFO, not a regular file")


def test_a_character_device_card_is_skipped(cards):
    try:
        os.mknod(cards / "zero.md", 0o600 | stat.S_IFCHR, os.makedev(1, 5))
    except PermissionError:
        pytest.skip("making a device node needs root")
    assert_skipped(every_command(cards, seconds=20), "zero.md", "a character device, not a regular file")


def test_a_socket_named_like_a_card_is_skipped(cards, monkeypatch):
    import socket

    sock = socket.socket(socket.AF_UNIX)
    try:
        monkeypatch.chdir(cards)  # a socket's path is limited to ~100 bytes
        sock.bind("sock.md")
        results = every_command(cards, seconds=20)
    finally:
        sock.close()
    assert_skipped(results, "sock.md", "a socket, not a regular file")


def test_read_limited_refuses_what_is_not_a_regular_file(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    with deadline(5):
        for path, why in ((tmp_path / "pipe", "a FIFO"), ("/dev/zero", "a character device"), (tmp_path, "a folder")):
            with pytest.raises(ReadError, match=why):
                read_limited(str(path), 100, "card")


@pytest.mark.parametrize(
    "make",
    [
        lambda d: (os.symlink("b.md", d / "a.md"), os.symlink("a.md", d / "b.md")),  # a loop of two
        lambda d: os.symlink("self.md", d / "self.md"),  # a link to itself
        lambda d: os.symlink("gone.md", d / "dangling.md"),  # to nothing
    ],
    ids=["loop", "self", "dangling"],
)
def test_links_that_loop_or_lead_nowhere_are_skipped(cards, make):
    make(cards)
    results = every_command(cards)
    assert results["ask"].exit_code == 0 and summed_up(results["ask"].output, count=len(results["check"].output.splitlines()) - 1)
    assert results["check"].exit_code == 1 and "a link that loops or leads nowhere" in results["check"].output


def test_a_linked_folder_is_named_never_dropped_in_silence(cards, tmp_path):
    (cards / "plants").rename(tmp_path / "elsewhere")
    (cards / "plants").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    (cards / "again").symlink_to("topics", target_is_directory=True)  # a link inside the folder
    results = every_command(cards)
    assert "plants: skipped, a link pointing outside the corpus folder" in results["check"].output
    assert "again: skipped, a link to a folder" in results["check"].output
    assert results["check"].exit_code == 1
    assert "2 files or folders skipped" in results["ask"].output  # no card for pothos now, and the user is told why


def test_an_unreadable_folder_is_named_and_fails_check(cards, monkeypatch):
    real = os.scandir

    def deny(path="."):
        if str(path).endswith("plants"):
            raise PermissionError(13, "Permission denied")
        return real(path)

    monkeypatch.setattr(os, "scandir", deny)  # as root, chmod cannot make a folder unreadable
    results = every_command(cards)
    message = "plants/: cannot read folder (Permission denied); its cards are skipped"
    assert summed_up(results["ask"].output) and message in results["check"].output
    assert results["check"].exit_code == 1


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any folder")
def test_an_unreadable_folder_for_real(cards):
    (cards / "plants").chmod(0)
    try:
        results = every_command(cards)
    finally:
        (cards / "plants").chmod(0o755)
    assert "plants/: cannot read folder" in results["check"].output and results["check"].exit_code == 1


def test_a_folder_a_thousand_deep_is_walked(cards):
    here = os.getcwd()
    try:
        os.chdir(cards)
        for _ in range(1000):  # os.makedirs itself recurses, so one level at a time
            os.mkdir("d")
            os.chdir("d")
        Path("deep.md").write_text(TOPIC.format(title="Deep") + "## Deep\n\nThe bottom of the folder.\n")
    finally:
        os.chdir(here)
    try:
        corpus = load_corpus(cards)
        assert "deep" in {c.slug for c in corpus.cards}
        assert every_command(cards)["check"].exit_code == 0
    finally:  # shutil.rmtree (and pytest's own clean-up) recurses too: take it down level by level
        bottom = cards.joinpath(*["d"] * 1000)
        (bottom / "deep.md").unlink()
        for level in [bottom, *bottom.parents[:999]]:
            level.rmdir()


# --- names ----------------------------------------------------------------------------


def test_a_file_name_that_is_not_utf8_is_skipped(cards):
    shutil.copy(cards / "plants" / "pothos.md", os.fsencode(cards / "plants") + b"/p\xffx.md")
    os.mkdir(os.fsencode(cards) + b"/bad\xfefolder")
    results = every_command(cards)
    assert results["plants"].exit_code == 0
    assert (
        summed_up(results["ask"].output, 2)
        and "plants/p\\udcffx.md: skipped, the name is not valid UTF-8" in results["check"].output
    )
    assert "bad\\udcfefolder: skipped, the name is not valid UTF-8" in results["check"].output


@pytest.mark.parametrize("name", ["pot\x1fhos.md", "pot\x1b[31mhos.md", "pot\u202ehos.md", "tab\there.md", ".md"])
def test_a_file_stem_that_is_no_usable_id_is_skipped(cards, name):
    shutil.copy(cards / "plants" / "pothos.md", cards / "plants" / name)
    (cards / "plants" / "pothos.md").unlink()
    results = every_command(cards)
    assert summed_up(results["ask"].output) and "\x1b" not in results["ask"].output
    assert results["check"].exit_code == 1 and "not a usable card id" in results["check"].output


# --- sizes ----------------------------------------------------------------------------


def test_a_card_over_the_limit_is_never_read_whole(cards):
    big = cards / "big.md"
    big.write_text(TOPIC.format(title="Big"))
    with big.open("ab") as f:
        f.truncate(50 << 30)  # a sparse 50 GB file: reading it would take the machine
    results = every_command(cards)
    assert "big.md:1: card is 53,687,091,200 bytes, over the 2,000,000-byte limit" in results["check"].output


def test_the_config_file_and_the_gold_file_are_bounded(tmp_path):
    corpus = ["--no-bundled", "--corpus", str(FIXTURE_CORPUS)]
    big = tmp_path / "big.toml"
    big.write_text("# " + "x" * (2 << 20) + "\n")
    for args, message in [
        (["ask", *corpus, "--config", "/dev/zero", QUESTION], "config file is a character device, not a regular file"),
        (["ask", *corpus, "--config", str(big), QUESTION], "over the 1,048,576-byte limit"),
        (["eval", *corpus, "--gold", "/dev/zero"], "gold file is a character device, not a regular file"),
    ]:
        done = run_process(args, seconds=30, memory=1 << 30)
        assert done.returncode == 3 and message in done.stderr, done.stderr
    done = run_process(["ask", *corpus, QUESTION], seconds=30, memory=1 << 30, env={**os.environ, "PLANTQA_CONFIG": "/dev/zero"})
    assert done.returncode == 3 and "/dev/zero: config file is a character device" in done.stderr


def _json_lines_files(tmp_path: Path) -> dict[str, str]:
    deep = tmp_path / "deep.jsonl"
    deep.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    os.mkfifo(tmp_path / "pipe.jsonl")
    for name, corpus in (("deep-collection", deep), ("fifo-collection", None)):
        folder = tmp_path / name
        (folder / "qrels").mkdir(parents=True)
        (folder / "queries.jsonl").write_text('{"_id": "q", "text": "wing"}\n')
        (folder / "qrels" / "test.tsv").write_text("query-id\tcorpus-id\tscore\nq\td\t1\n")
        if corpus is None:
            os.mkfifo(folder / "corpus.jsonl")
        else:
            shutil.copy(corpus, folder / "corpus.jsonl")
    return {
        "deep": str(deep),
        "pipe": str(tmp_path / "pipe.jsonl"),
        "zero": "/dev/zero",
        **{name: str(tmp_path / name) for name in ("deep-collection", "fifo-collection")},
    }


@pytest.mark.parametrize(
    ("command", "file", "code", "message"),
    [
        ("gold", "deep", 3, "deep.jsonl:1: not a gold question"),
        ("reference", "deep", 2, "deep.jsonl:1: not a JSON object"),
        ("reference", "pipe", 2, "reference file is a FIFO, not a regular file"),
        ("reference", "zero", 2, "reference file is a character device, not a regular file"),
        ("collection", "deep-collection", 3, "corpus.jsonl: cannot read (maximum recursion depth"),
        ("collection", "fifo-collection", 3, "collection file is a FIFO, not a regular file"),
    ],
)
def test_every_json_lines_file_is_read_bounded_and_never_too_deep(tmp_path, command, file, code, message):
    """Gold, reference and collection files (the latter two came with issues 12 and 16): a
    FIFO or a device is refused before it is opened, a line nested 100,000 deep is a clear
    error, never a hang or a RecursionError (exit 4)."""
    path = _json_lines_files(tmp_path)[file]
    args = {
        "gold": ["eval", "--no-bundled", "--corpus", str(FIXTURE_CORPUS), "--gold", path],
        "reference": ["corpus", "check", str(FIXTURE_CORPUS), "--reference", path],
        "collection": ["eval", "--collection", path],
    }[command]
    done = run_process(args, seconds=20, memory=1 << 30)
    assert done.returncode == code and message in done.stderr, done.stderr
