"""A folder of ordinary notes, read beside the bundled cards (issue 13 items 1, 2 and 6).

The fixture (tests/fixtures/notes) is a small vault as people keep one: Obsidian notes
with YAML front matter, plain markdown with headings only, a .txt, a .markdown, a TOML
note without a kind, nested folders, an empty file and a broken one. The long diary and
a file that is not UTF-8 are written at test time.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from plantqa.cli import main
from plantqa.corpus import check_corpus, load_corpus

from .hostile import summed_up

NOTES = Path(__file__).parent / "fixtures" / "notes"
READABLE = {
    "houseplants/monstera.md",
    "houseplants/pothos.md",
    "houseplants/boston-fern.md",
    "garden/tomatoes.md",
    "garden/compost.txt",
    "garden/beds/raised-bed.markdown",
    "journal/2024-05-12.md",
    "journal/rain-barrel.md",
    "journal/garden-diary.md",
    "seed-swap.md",
}
UNREADABLE = {"empty.md": 1, "broken.md": 1, "garden/latin1.md": 4}


def diary(days: int = 1800) -> str:
    """A garden diary of about 300 KB: a YAML header, then a dated entry a day."""
    chores = ("watered the beans", "tied in the sweet peas", "mulched the roses", "netted the brassicas")
    out = ["---", "title: Garden diary", "tags: [diary]", "---", "# Garden diary", ""]
    for day in range(days):
        out += [f"## Day {day + 1}", "", f"Cool morning; {chores[day % 4]} and picked {day % 7} courgettes before lunch.", ""]
        out += ["Slugs had been at the lettuces again, so I set out another beer trap by the path.", ""]
    return "\n".join(out)


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    shutil.copytree(NOTES, root)
    (root / "journal" / "garden-diary.md").write_text(diary())
    (root / "garden" / "latin1.md").write_bytes(b"# Dahlias\n\nLifted the tubers.\nStored in caf\xe9 boxes.\n")
    (root / ".obsidian").mkdir()
    (root / ".obsidian" / "workspace.md").write_text("# not a note: an app's settings\n")
    return root


def ask(*args: str):
    return CliRunner().invoke(main, ["ask", *args])


def answer(*args: str) -> dict:
    r = ask("--json", *args)
    assert r.exit_code in (0, 1), r.output
    return json.loads(r.stdout)


def test_the_diary_is_long():
    assert 250_000 < len(diary().encode()) < 400_000


def test_every_readable_file_is_used_and_every_unreadable_one_named(vault):
    corpus = load_corpus(vault)
    assert {c.path for c in corpus.cards} == READABLE
    assert all(c.kind == "note" for c in corpus.cards)
    problems = check_corpus(vault)
    assert sorted(problems) == sorted(
        [
            "broken.md:1: front matter is not closed (no --- line after the first)",
            "empty.md:1: the file is empty",
            "garden/latin1.md:4: not valid UTF-8 (byte 43)",
        ]
    )
    r = CliRunner().invoke(main, ["corpus", "check", str(vault)])
    assert r.exit_code == 1 and all(f"{name}:{line}: " in r.output for name, line in UNREADABLE.items())


def test_skipped_files_are_one_warning_line_naming_the_check_command(vault):
    for _ in range(2):  # the build, then the cache
        r = ask("--corpus", str(vault), "how often should I turn the compost heap")
        assert summed_up(r.stderr, count=3) and f"'plantqa corpus check {vault}' lists each problem" in r.stderr
        assert "empty.md" not in r.stderr


def test_titles_come_from_front_matter_a_heading_or_the_file_name(vault):
    cards = {c.path: c for c in load_corpus(vault).cards}
    assert cards["houseplants/monstera.md"].title == "Monstera by the east window"
    assert cards["houseplants/monstera.md"].tags == ("Swiss cheese plant", "Big leaf", "houseplants", "living room")
    assert cards["houseplants/pothos.md"].tags == ("Devil's ivy", "houseplants", "easy")
    assert cards["houseplants/boston-fern.md"].title == "Boston fern: misting routine"
    assert cards["garden/tomatoes.md"].title == "Tomatoes"
    assert cards["garden/compost.txt"].title == "compost"
    assert cards["journal/rain-barrel.md"].title == "rain-barrel"
    assert cards["seed-swap.md"].title == "Seed swap list"
    assert cards["garden/tomatoes.md"].slug == "garden/tomatoes"  # a note's id is its path: no clash across folders
    sections = dict(cards["garden/beds/raised-bed.markdown"].sections)
    assert "Carrots" in sections["Raised bed plan"] and "Radish Sowing radishes" in sections["Raised bed plan"]


@pytest.mark.parametrize(
    "question",
    ["is monstera toxic to cats", "is my monstera safe for my cat", "my cat chewed the monstera by the window"],
)
def test_a_verdict_about_a_named_plant_comes_from_its_bundled_card(vault, question):
    data = answer("--corpus", str(vault), question)
    assert data["answered"] and data["verdicts"] == [{"card": "monstera", "animal": "cat", "toxic": True}]
    assert all(c["source"] == "bundled" for c in data["citations"]), data["citations"]


@pytest.mark.parametrize(
    "question", ["is pothos safe for cats", "is pothos non-toxic to dogs", "can my dog eat devil's ivy", "is pothos toxic"]
)
def test_a_note_calling_a_toxic_plant_safe_never_turns_the_verdict(vault, question):
    data = answer("--corpus", str(vault), question)
    assert data["verdicts"] and all(v["toxic"] for v in data["verdicts"]) and {v["card"] for v in data["verdicts"]} == {"pothos"}
    assert "safe for cats and dogs, my neighbour" not in (data["answer"] or "")
    assert all(c["source"] == "bundled" for c in data["citations"])


def test_a_users_own_plant_card_never_outranks_the_bundled_finding(vault):
    (vault / "my-pothos.md").write_text(
        '+++\ntitle = "Pothos"\nkind = "plant"\nnames = ["pothos", "my pothos"]\n'
        '[toxicity]\ncat = "non-toxic"\ndog = "non-toxic"\nhorse = "non-toxic"\n+++\n## Toxicity\n\nHarmless.\n'
    )
    data = answer("--corpus", str(vault), "is pothos safe for cats")
    assert data["verdicts"] == [{"card": "pothos", "animal": "cat", "toxic": True}]


@pytest.mark.parametrize(
    ("question", "path"),
    [
        ("how often should I mist my boston fern", "houseplants/boston-fern.md"),
        ("how often should I turn the compost heap", "garden/compost.txt"),
        ("how do I get rid of mealybugs on my monstera", "houseplants/monstera.md"),
        # a plant or a pest only the user's own note is about (no card for 'tomato' alone)
        ("how do I stake my tomatoes", "garden/tomatoes.md"),
        ("should i pinch out tomato side shoots", "garden/tomatoes.md"),
        ("how do i keep carrot fly off", "garden/beds/raised-bed.markdown"),
    ],
)
def test_a_care_question_is_answered_from_a_note_with_its_folder_cited(vault, question, path):
    data = answer("--corpus", str(vault), question)
    assert data["answered"], data["refusal"]
    mine = [c for c in data["citations"] if c["path"] == path]
    assert mine and mine[0]["source"] == "vault" and mine[0]["folder"] == os.path.realpath(vault)
    assert mine[0]["card"].startswith("vault:")
    text = ask("--corpus", str(vault), question).stdout
    assert f"(vault: {path})" in text


def test_wiki_links_and_tags_are_searched_as_words(vault):
    data = answer("--corpus", str(vault), "--no-bundled", "when do I sow radishes in the raised bed")
    assert data["answered"] and data["citations"][0]["path"] == "garden/beds/raised-bed.markdown"


@pytest.mark.parametrize(
    "question",
    [
        "is monstera toxic to cats",
        "is pothos safe for dogs",
        "my cat ate some pothos",
        "which plants are safe for cats",
        "is it toxic to cats",
    ],
)
def test_notes_alone_refuse_a_toxicity_question(vault, question):
    r = ask("--json", "--no-bundled", "--corpus", str(vault), question)
    data = json.loads(r.stdout)
    assert r.exit_code == 1 and not data["answered"] and data["verdicts"] == [], data
    assert data["citations"] == []


def test_notes_alone_still_answer_care_questions(vault):
    data = answer("--no-bundled", "--corpus", str(vault), "how often should I turn the compost heap")
    assert data["answered"] and data["citations"][0]["path"] == "garden/compost.txt"
    assert data["citations"][0]["source"] == ""  # one folder: nothing to tell apart


def test_show_reads_a_note_from_its_own_folder(vault):
    r = CliRunner().invoke(main, ["show", "--corpus", str(vault), "vault:garden/tomatoes"])
    assert r.exit_code == 0 and "side shoots" in r.output.lower()


@pytest.mark.parametrize(
    ("question", "reason"),
    [("are tomatoes toxic to cats", "unknown_plant"), ("what is the capital of france", "not_about_plants")],
)
def test_a_note_grounds_no_safety_question_and_no_question_off_its_subject(vault, question, reason):
    data = answer("--corpus", str(vault), question)
    assert not data["answered"] and data["refusal"]["reason"] == reason
