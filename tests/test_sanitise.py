"""One sanitiser (text.clean) for every string that reaches a terminal (issue 15, item 13)."""

import ast
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from plantqa.cli import main
from plantqa.text import BIDI_CONTROLS, clean, terminal_safe

from .conftest import FIXTURE_CORPUS, PROJECT
from .terminal import Terminal, plantqa_env

TITLE_SET = "\x1b]0;pwned\x07"
CLEAR_SCREEN = "\x1b[2J\x1b[H"
RLO = "\u202e"  # right-to-left override: "txt.exe" shows as "exe.txt"
HOSTILE = [TITLE_SET, CLEAR_SCREEN, "\r", "\x9b2J", RLO, "\u2066", "\u200f", "\u061c", "\x07"]


def run(args, input=None):
    return CliRunner().invoke(main, args, input=input)


def assert_tame(text: str) -> None:
    for bad in ("\x1b]", "\x1b[2J", "\x07", "\r", "\x9b", *BIDI_CONTROLS):
        assert bad not in text, (bad, text)


@pytest.mark.parametrize("bidi", list(BIDI_CONTROLS))
def test_clean_removes_every_bidi_control(bidi):
    assert clean(f"cat{bidi}.exe") == "cat.exe"
    assert not terminal_safe(f"cat{bidi}.exe") and terminal_safe("cat.exe — ok")


def test_clean_replaces_lone_surrogates_so_any_terminal_can_encode():
    shown = clean("caf\udcff.md")  # how Python carries the byte 0xff of a file name
    assert shown == "caf\ufffd.md" and shown.encode("utf-8")


@given(st.text())
def test_clean_output_is_always_terminal_safe(text):
    assert terminal_safe(clean(text))


def hostile_corpus(tmp_path: Path) -> Path:
    """The fixture corpus plus a broken card whose file name and title hold escapes."""
    root = tmp_path / "c"
    shutil.copytree(FIXTURE_CORPUS, root)
    (root / "plants" / f"evil{TITLE_SET}{CLEAR_SCREEN}{RLO}.md").write_text("+++\nnot toml\n+++\n")
    card = root / "plants" / "pothos.md"
    toml_escaped = "Pot\\u202ehos\\u001b]0;pwned\\u0007"  # TOML takes controls only as escapes
    card.write_text(card.read_text().replace('title = "Pothos"', f'title = "{toml_escaped}"'))
    return root


def test_warnings_check_lines_errors_and_titles_are_sanitised(tmp_path):
    root = hostile_corpus(tmp_path)
    corpus = ["--no-bundled", "--corpus", str(root)]
    outputs = [
        run(["ask", *corpus, "is pothos toxic to cats"]),  # a warning naming the folder, a title in Sources
        run(["ask", *corpus, "--json", "is pothos toxic to cats"]),
        run(["corpus", "check", str(root)]),  # check lines name the file
        run(["plants", *corpus]),  # titles
        run(["show", *corpus, "pothos"]),
        run(["ask", "--no-bundled", "--corpus", str(tmp_path / f"missing{TITLE_SET}{RLO}"), "x"]),  # an error naming --corpus
        run(["ask", *corpus, f"is pothos{RLO} toxic{CLEAR_SCREEN} to cats"]),  # the question
        run(["show", *corpus, f"no{TITLE_SET}such"]),  # the error quotes the name typed
        run(["ask", f"--mode=fast{TITLE_SET}", "x"]),  # click's own usage error quotes the value
    ]
    for r in outputs:
        assert "Traceback" not in r.output
        assert_tame(r.output)
    assert "warning:" in outputs[0].output and "'plantqa corpus check " in outputs[0].output  # the files: check
    assert "evil" in outputs[2].output


def test_the_json_question_and_titles_are_cleaned(tmp_path):
    root = hostile_corpus(tmp_path)
    r = run(["ask", "--no-bundled", "--corpus", str(root), "--json", f"is pothos{RLO} toxic{TITLE_SET} to cats"])
    assert_tame(r.stdout)
    data = json.loads(r.stdout)
    assert data["question"] == "is pothos toxic to cats"
    assert data["citations"][0]["title"] == "Pothos"  # cleaned when the card was read


def test_json_text_escapes_what_a_terminal_acts_on_and_keeps_the_data_exact():
    from plantqa.console import dumps

    data = {"path": f"a{RLO}b\x9b2J\x7fc\udcff", "plain": "pothos — toxic"}
    text = dumps(data)
    assert_tame(text)
    assert json.loads(text) == data and "pothos — toxic" in text


@pytest.mark.slow
def test_escapes_in_file_names_never_reach_a_real_terminal(tmp_path):
    """On a pseudo-terminal: the title-set and clear-screen sequences of a file name, the
    --corpus value and the manifest never arrive; plantqa's own colour still does."""
    root = hostile_corpus(tmp_path)
    env = plantqa_env(tmp_path, PLANTQA_CACHE_DIR=str(tmp_path / "cache"))
    for args in (
        ["ask", "--no-bundled", "--corpus", str(root), "is pothos toxic to cats"],  # builds: warnings
        ["ask", "--no-bundled", "--corpus", str(root), "is pothos toxic to cats"],  # from the cache: the manifest's warnings
        ["corpus", "check", str(root)],
        ["index", "--no-bundled", "--corpus", str(root)],
        ["ask", "--no-bundled", "--corpus", str(root) + TITLE_SET, "x"],
        ["ask", "--no-bundled", "--corpus", str(root), "is pothos toxic to cats"],
    ):
        term = Terminal(args, env)
        code = term.finish()
        raw = term.raw.decode("utf-8", "replace")
        assert code in (0, 1, 3), raw
        assert "\x1b]" not in raw and "\x1b[2J" not in raw and "\x07" not in raw and RLO not in raw, raw
    assert "\x1b[" in raw  # the colour plantqa adds itself, after cleaning, still arrives


def writes_to_a_stream(tree: ast.AST) -> list[str]:
    """Calls that print or write to a standard stream, other than through console."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        owner = ast.unparse(f.value) if isinstance(f, ast.Attribute) else ""
        if name == "print" and not owner:
            found.append("print()")
        elif name in ("echo", "secho", "echo_via_pager") and owner == "click":
            found.append(f"click.{name}()")
        elif name == "write" and owner in ("sys.stdout", "sys.stderr", "sys.__stdout__", "sys.__stderr__", "stream"):
            found.append(f"{owner}.write()")
    return found


def test_only_the_console_module_writes_to_the_terminal():
    """The one sanitiser holds only if nothing else prints: no module but console.py (and
    paint.py, whose pager gets text console cleaned) calls print, click.echo or a
    standard stream's write."""
    offenders = {}
    for path in sorted((PROJECT / "plantqa").glob("*.py")):
        if path.name in ("console.py", "paint.py"):
            continue
        found = writes_to_a_stream(ast.parse(path.read_text()))
        if found:
            offenders[path.name] = found
    assert offenders == {}
