"""Card and config text that once took cubic time or overflowed the stack (hardening
issue, items 3, 8, 20): parsed in linear time, or skipped with a warning naming the file."""

import subprocess
import sys

import pytest

from plantqa.corpus import _sections, check_corpus

from .hostile import QUESTION, TOPIC, every_command, run, run_process, summed_up

# --- parsing --------------------------------------------------------------------------


@pytest.mark.parametrize("line", ["## a" + " " * 100_000 + "x", "## a" + "\u3000" * 100_000 + "x", "## " + "#" * 100_000 + " y"])
def test_a_pathological_heading_line_parses_in_linear_time(line):
    code = (
        "import sys, time; from plantqa.corpus import _sections; line = sys.stdin.read()\n"
        "t = time.perf_counter(); _sections(line); print(time.perf_counter() - t)"
    )
    try:
        done = subprocess.run([sys.executable, "-c", code], input=line, capture_output=True, text=True, timeout=20, check=True)
    except subprocess.TimeoutExpired:
        pytest.fail("a 100 KB heading line took over 20 s")
    assert float(done.stdout) < 1.0


def test_the_heading_parser_reads_what_it_always_read():
    body = "intro\n## Light ##\nbright\n##   Water   \nweekly\n### Sub\nnot a heading\n##NoSpace\n## C#\n## #\nend"
    assert _sections(body) == (
        ("", "intro"),
        ("Light", "bright"),
        ("Water", "weekly\n### Sub\nnot a heading\n##NoSpace"),
        ("C", ""),
        ("#", "end"),
    )


def test_a_card_with_a_pathological_heading_is_served_by_every_command(cards):
    (cards / "h.md").write_text(TOPIC.format(title="H") + "## a" + " " * 100_000 + "x\n\nbody\n")
    for args in (
        ["ask", "--no-bundled", "--corpus", str(cards), QUESTION],
        ["index", "--no-bundled", "--corpus", str(cards)],
        ["corpus", "check", str(cards)],
    ):
        assert run_process(args, seconds=30).returncode in (0, 1)


@pytest.mark.parametrize("depth", [600, 100_000])
def test_front_matter_nested_too_deep_skips_that_card(cards, depth):
    (cards / "deep.md").write_text(f'+++\ntitle = "Deep"\nkind = "topic"\nx = {"[" * depth}{"]" * depth}\n+++\nbody\n')
    results = every_command(cards)
    assert (
        results["ask"].exit_code == 0
        and summed_up(results["ask"].output)
        and "deep.md:2: front matter is nested too deeply to read" in results["check"].output
    )
    assert results["check"].exit_code == 1


@pytest.mark.parametrize("scientific", ["???", "--", "", "  ", "\u00b7"])
def test_a_scientific_name_without_a_word_is_no_genus(tmp_path, scientific):
    tox = '[toxicity]\ncat = "toxic"\ndog = "toxic"\nhorse = "toxic"\n+++\n## Toxicity\n\nText.\n'
    (tmp_path / "odd.md").write_text(f'+++\ntitle = "Odd"\nkind = "plant"\nnames = ["odd"]\nscientific = "{scientific}"\n' + tox)
    assert all("genus" not in p for p in check_corpus(tmp_path))
    result = run(["corpus", "check", str(tmp_path)])
    assert result.exit_code == 0 and "ok:" in result.output  # a finding-only card (issue 12), read without a crash
