"""Colour on a terminal only, and shell completion (issue 14, item 6)."""

import pytest
from click.testing import CliRunner

from plantqa import console
from plantqa.cli import main
from plantqa.paint import style

from .conftest import FIXTURE_CORPUS
from .terminal import Terminal, plantqa_env

CORPUS = ["--no-bundled", "--corpus", str(FIXTURE_CORPUS)]
QUESTION = "is pothos toxic to cats"


def invoke(*args, env=None):
    return CliRunner().invoke(main, list(args), env=env)


def test_always_colours_the_verdict_word_markers_and_headings():
    out = invoke("ask", *CORPUS, "--color", "always", QUESTION).stdout
    red_yes = style("Yes", "toxic")
    assert out.startswith(red_yes + " — pothos")
    assert style("[1]", "marker") in out and style("Sources", "heading") in out
    safe = invoke("ask", *CORPUS, "--color", "always", "is spider plant safe for dogs").stdout
    assert safe.startswith(style("Yes", "safe"))
    refused = invoke("ask", *CORPUS, "--color", "always", "are grapes toxic to dogs").stdout
    assert refused.startswith(style("I can't answer that from the cards I have.", "refusal"))


@pytest.mark.parametrize(
    "args",
    [
        ["ask", *CORPUS, QUESTION],  # piped: auto is off
        ["ask", *CORPUS, "--color", "never", QUESTION],
        ["ask", *CORPUS, "--color", "always", "--json", QUESTION],  # never in JSON
        ["plants", *CORPUS, "--color", "always", "--nl"],
        ["plants", *CORPUS, "--color", "always", "--csv"],
    ],
)
def test_no_colour_when_piped_asked_not_to_or_in_machine_output(args):
    r = invoke(*args)
    assert r.exit_code in (0, 1) and "\x1b" not in r.output


def test_show_and_plants_colour_headings_and_listings():
    shown = invoke("show", *CORPUS, "--color", "always", "pothos").stdout
    assert shown.startswith(style("Pothos", "heading")) and style("toxic", "toxic") in shown
    listed = invoke("plants", *CORPUS, "--color=always").stdout
    assert style("non-toxic", "safe") in listed


def test_colour_is_off_with_no_color_or_a_dumb_terminal_unless_always(monkeypatch):
    class Tty:
        def isatty(self):
            return True

    tty = Tty()
    console.set_colour("auto")
    assert console.colour_on({}, tty) is True
    assert console.colour_on({"NO_COLOR": "1"}, tty) is False
    assert console.colour_on({"NO_COLOR": ""}, tty) is True  # the spec: set and not empty
    assert console.colour_on({"TERM": "dumb"}, tty) is False
    console.set_colour("always")
    assert console.colour_on({"NO_COLOR": "1"}, None) is True
    console.set_colour("never")
    assert console.colour_on({}, tty) is False
    console.set_colour("auto")


@pytest.mark.slow
@pytest.mark.parametrize(("extra", "coloured"), [({}, True), ({"NO_COLOR": "1"}, False), ({"TERM": "dumb"}, False)])
def test_on_a_real_terminal_auto_colours_unless_no_color_or_dumb(tmp_path, extra, coloured):
    env = plantqa_env(tmp_path, PLANTQA_CACHE_DIR=str(tmp_path / "cache"), **extra)
    term = Terminal(["ask", *CORPUS, QUESTION], env)
    assert term.finish() == 0
    raw = term.raw.decode()
    assert ("\x1b[31m\x1b[1mYes\x1b[0m" in raw) is coloured and "pothos" in raw
    term = Terminal(["ask", *CORPUS, "--json", QUESTION], env)
    assert term.finish() == 0 and "\x1b[" not in term.raw.decode()


@pytest.mark.parametrize(("shell", "marker"), [("bash", "complete -o"), ("zsh", "#compdef plantqa"), ("fish", "complete ")])
def test_completion_prints_clicks_script(shell, marker):
    r = invoke("completion", shell)
    assert r.exit_code == 0 and marker in r.stdout and "_PLANTQA_COMPLETE" in r.stdout


def complete(words: str) -> list[str]:
    env = {"_PLANTQA_COMPLETE": "bash_complete", "COMP_WORDS": words, "COMP_CWORD": str(len(words.split(" ")) - 1)}
    r = CliRunner().invoke(main, [], prog_name="plantqa", env=env)
    assert r.exit_code == 0
    return [line.split(",", 1)[1] for line in r.stdout.splitlines() if line]


def test_card_names_complete_for_show_from_the_corpus_given():
    corpus = f"--no-bundled --corpus {FIXTURE_CORPUS}"
    assert complete(f"plantqa show {corpus} myst") == ["mystery-vine", "mystery vine"]  # only the fixture corpus has it
    assert set(complete(f"plantqa show {corpus} rub")) == {"rubber-plant", "rubber plant", "rubber tree"}
    assert complete("plantqa plants --safe-for ") == ["cat", "dog", "horse"]
    assert complete(f"plantqa show --no-bundled --corpus {FIXTURE_CORPUS}/nope po") == []  # never an error


def test_help_shows_examples_for_completion_and_the_colour_option():
    assert "plantqa completion bash" in invoke("completion", "--help").output
    assert "--color" in invoke("ask", "--help").output
