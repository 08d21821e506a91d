"""One long word (hardening issue, item 4): memory and disk stay linear in the text.

Vocabulary and feature names were fixed-width numpy text arrays, padded to the longest
entry: one 10 KB word made an 873 MB cache, a 100 KB word asked for 7.5 GiB. They are
UTF-8 plus offsets now, and a token is at most text.MAX_TOKEN characters."""

import os
import random
import resource
import shutil
import subprocess
import sys
from pathlib import Path

from plantqa.text import MAX_TOKEN, tokenize, words

from .conftest import FIXTURE_CORPUS


def folder_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def build(tmp_path: Path, name: str, word_chars: int) -> tuple[int, int]:
    """Index the fixture corpus plus one card holding a word of random letters; the cache's
    size on disk and the build's peak memory (a child limited to 2 GB of address space)."""
    corpus = tmp_path / name
    shutil.copytree(FIXTURE_CORPUS, corpus)
    rng = random.Random(word_chars)
    word = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(word_chars))
    title = "Long" if word_chars else "Short"
    (corpus / "long.md").write_text(f'+++\ntitle = "{title}"\nkind = "topic"\n+++\n## Word\n\nA {word} word.\n')
    cache = tmp_path / f"{name}-cache"
    env = {**os.environ, "PLANTQA_CACHE_DIR": str(cache), "OPENBLAS_NUM_THREADS": "1"}

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))

    cmd = [sys.executable, "-m", "plantqa", "index", "--no-bundled", "--corpus", str(corpus)]
    with (tmp_path / f"{name}.err").open("w+") as err:
        child = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=err, preexec_fn=limit)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        assert child.returncode == 0, err.read()
    return folder_bytes(cache), usage.ru_maxrss * 1024


def test_a_long_word_costs_memory_and_disk_in_proportion(tmp_path):
    base_disk, base_memory = build(tmp_path, "none", 0)
    disk_10k, _ = build(tmp_path, "ten", 10_000)
    disk_100k, memory_100k = build(tmp_path, "hundred", 100_000)
    grew_10k, grew_100k = disk_10k - base_disk, disk_100k - base_disk
    assert grew_100k < 120 * 100_000  # ~80 bytes per character of random letters: ~3 n-grams, each with its offset, checksums
    assert grew_100k < 12 * grew_10k + 500_000  # ten times the text, about ten times the index
    assert memory_100k - base_memory < 300 << 20


def test_a_token_is_cut_at_max_token_characters_on_every_side():
    run = "x" * (3 * MAX_TOKEN + 5)
    assert [len(t) for t in tokenize(f"{run} pothos")] == [MAX_TOKEN] * 3 + [5, 5]
    assert words(run) == tokenize(run)  # names and questions are cut the same way
    assert tokenize("pneumonoultramicroscopicsilicovolcanoconiosis") == [
        "pneumonoultramicroscopicsilicovolcanoconiosis"
    ]  # 45: whole
