"""The interactive prompt (issue 14, item 1): through CliRunner where no terminal is
needed, and as a real `python -m plantqa` on a pseudo-terminal for line editing and history."""

import os
import time

import pytest
from click.testing import CliRunner

from plantqa import prompt
from plantqa.cli import main

from .conftest import FIXTURE_CORPUS
from .terminal import Terminal, plantqa_env

CORPUS = ["--no-bundled", "--corpus", str(FIXTURE_CORPUS)]


def session(lines: str):
    return CliRunner().invoke(main, ["interactive", *CORPUS], input=lines)


def test_banner_names_the_corpus_size_and_how_to_leave():
    r = session("")
    first = r.output.splitlines()[0]
    assert first.startswith("plantqa ") and "9 cards (7 plants, 2 topics)" in first and "Ctrl-D" in first and "exit" in first
    assert r.exit_code == 0


@pytest.mark.parametrize("leave", ["exit", "quit", "EXIT", "quit()"])
def test_exit_and_quit_leave_and_are_never_asked(leave):
    r = session(f"{leave}\nis pothos toxic to cats\n")
    assert r.exit_code == 0 and "I can't answer" not in r.output and "Yes — pothos" not in r.output


def test_help_lists_examples_instead_of_being_asked():
    r = session("help\n")
    assert "For example" in r.output and "what about dogs?" in r.output and "I can't answer" not in r.output


def test_what_about_dogs_re_asks_the_last_plant_for_the_new_animal():
    r = session("is pothos toxic to cats\nwhat about dogs?\nand my pony?\n")
    assert "(asking: is pothos toxic to dogs?)" in r.output
    assert "Yes — pothos (Epipremnum aureum) is toxic to dogs [1]." in r.output
    assert "is toxic to horses" in r.output


def test_a_follow_up_keeps_the_last_plants_through_a_refusal():
    r = session("is spider plant safe for cats\nwhat about parrots\nwhat about dogs\n")
    assert "(asking: is spider plant toxic to dogs?)" in r.output and "non-toxic to dogs" in r.output


def test_a_follow_up_with_no_earlier_plant_is_asked_as_typed():
    r = session("what about dogs?\n")
    assert "(asking:" not in r.output and "I can't answer" in r.output


def test_follow_up_names_only_animals(fixture_index):
    from plantqa.engine import ask

    index = fixture_index
    assert prompt.follow_up("what about dogs?", ["pothos"], index) == ["is pothos toxic to dogs?"]
    assert prompt.follow_up("And for kittens and horses", ["pothos", "easter-lily"], index) == [
        "is pothos toxic to cats and horses?",
        "is easter lily toxic to cats and horses?",
    ]
    for not_one in ("what about rubber plant", "is it safe", "what about them", "dogs are great pets"):
        assert prompt.follow_up(not_one, ["pothos"], index) is None, not_one
    assert prompt.follow_up("what about dogs", [], index) is None
    # the name chosen reads as that card alone: "rubber plant" is also inside "baby rubber plant"
    from plantqa.config import resolve

    settings = resolve({"bundled": "off", "corpus": str(FIXTURE_CORPUS)}, environ={})
    for slug in ("rubber-plant", "baby-rubber-plant", "grape-ivy", "spider-plant"):
        (question,) = prompt.follow_up("what about dogs", [slug], index)
        assert [v.card for v in ask(index, question, settings).verdicts] == [slug], question


def test_history_file_follows_xdg_state_home(tmp_path):
    assert prompt.history_path({"XDG_STATE_HOME": str(tmp_path)}) == str(tmp_path / "plantqa" / "history")
    home = os.path.expanduser("~")
    assert prompt.history_path({"XDG_STATE_HOME": "relative"}) == os.path.join(home, ".local", "state", "plantqa", "history")
    assert prompt.history_path({}) == os.path.join(home, ".local", "state", "plantqa", "history")


def terminal(tmp_path, *args, **env):
    values = {
        "PLANTQA_BUNDLED": "off",
        "PLANTQA_CORPUS": str(FIXTURE_CORPUS),
        "PLANTQA_CACHE_DIR": str(tmp_path / "cache"),
        **env,
    }
    return Terminal(list(args), plantqa_env(tmp_path, **values))


@pytest.mark.slow
def test_on_a_terminal_plantqa_alone_is_a_prompt_with_history_and_line_editing(tmp_path):
    term = terminal(tmp_path)  # no command: `plantqa` itself
    assert "7 plants" in term.expect("plantqa> ")
    term.send("is pothos toxic to cats\r")
    assert "Yes — pothos (Epipremnum aureum) is toxic to cats" in term.expect("plantqa> ")
    term.send("what about dogs?\r")
    assert "is toxic to dogs" in term.expect("plantqa> ")
    term.send("\x1b[A\x1b[A\r")  # Up, Up: the first question again, not "^[[A" asked as text
    assert "is toxic to cats" in term.expect("plantqa> ")
    term.send("is pothos tixic to cats" + "\x1b[D" * 11 + "\x7fo\r")  # Left 11 times, rub out the i, type o
    assert "is toxic to cats" in term.expect("plantqa> ")
    term.send("help\r")
    assert "For example" in term.expect("plantqa> ")
    term.send("exit\r")
    assert term.finish() == 0
    history = (tmp_path / "state" / "plantqa" / "history").read_text().splitlines()
    assert history[:2] == ["is pothos toxic to cats", "what about dogs?"] and "exit" in history[-1]

    again = terminal(tmp_path)  # a new session remembers
    again.expect("plantqa> ")
    again.send("\x1b[A\x1b[A\x1b[A\r")  # exit, help, then the corrected question
    assert "is toxic to cats" in again.expect("plantqa> ")
    again.send("\x04")  # Ctrl-D leaves
    assert again.finish() == 0


@pytest.mark.slow
def test_ctrl_c_drops_the_line_and_the_prompt_goes_on(tmp_path):
    term = terminal(tmp_path, "interactive")
    term.expect("plantqa> ")
    term.send("half a quest")
    term.expect("half a quest")
    # Python's readline sees a signal only while it waits for a key: give it time to get
    # back to waiting after drawing the line (a loaded machine can be slow), then ^C
    time.sleep(0.3)
    term.send("\x03")
    term.expect("plantqa> ")
    term.send("is pothos toxic to cats\r")
    answer = term.expect("Sources")
    assert "Yes — pothos" in answer and "I can't answer" not in answer  # the half line was never asked
    term.expect("plantqa> ")
    term.send("quit\r")
    assert term.finish() == 0


@pytest.mark.slow
def test_an_unwritable_history_file_never_stops_the_prompt(tmp_path):
    (tmp_path / "state").write_text("a file where the state folder should be")
    term = terminal(tmp_path)
    term.expect("plantqa> ")
    term.send("is pothos toxic to cats\r")
    assert "Yes — pothos" in term.expect("plantqa> ")
    term.send("exit\r")
    assert term.finish() == 0 and "Traceback" not in term.plain()
