"""`plantqa show` by any name and `plantqa plants` with filters and formats (issue 14, item 4)."""

import csv
import io
import json

import pytest
from click.testing import CliRunner

from plantqa.catalog import animal, find_card
from plantqa.cli import main
from plantqa.errors import InputError

from .conftest import FIXTURE_CORPUS
from .terminal import Terminal, plantqa_env

CORPUS = ["--no-bundled", "--corpus", str(FIXTURE_CORPUS)]


def invoke(*args):
    return CliRunner().invoke(main, list(args))


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("pothos", "pothos"),  # the id
        ("devil's ivy", "pothos"),  # a name
        ("Devils Ivy", "pothos"),
        ("epipremnum aureum", "pothos"),  # the scientific name
        ("golden pothos", "pothos"),
        ("baby rubber plant", "baby-rubber-plant"),  # longest first: not rubber-plant
        ("rubber plant", "rubber-plant"),
        ("if your pet ate a plant", "if-your-pet-ate-a-plant"),  # a topic card's title
        ("If-Your-Pet-Ate-A-Plant", "if-your-pet-ate-a-plant"),
    ],
)
def test_show_finds_a_card_by_any_name(fixture_index, name, slug):
    assert find_card(fixture_index, name) == slug


def test_show_suggests_close_names_when_there_is_none(fixture_index):
    with pytest.raises(InputError, match=r"no card named 'pothoss'.*did you mean pothos"):
        find_card(fixture_index, "pothoss")
    with pytest.raises(InputError, match="did you mean"):
        find_card(fixture_index, "rubbr plant")
    with pytest.raises(InputError, match="plantqa plants"):
        find_card(fixture_index, "zzzz")


def test_show_on_the_bundled_corpus_takes_everyday_names():
    for name in ("snake plant", "sansevieria", "mother-in-law's tongue"):
        r = invoke("show", *name.split())
        assert r.exit_code == 0, r.output
        assert r.output.startswith("Snake plant\n")
    r = invoke("show", "snake", "plnt")
    assert r.exit_code == 2 and "did you mean" in r.stderr and "snake plant" in r.stderr


def test_show_without_a_terminal_never_pages(monkeypatch):
    monkeypatch.setenv("PAGER", "false")
    r = invoke("show", *CORPUS, "pothos")
    assert r.exit_code == 0 and "Toxicity: cat toxic; dog toxic; horse toxic" in r.output


@pytest.mark.slow
@pytest.mark.parametrize(("rows", "paged"), [(10, True), (200, False)])
def test_show_pages_a_card_longer_than_the_terminal(tmp_path, rows, paged):
    pager = tmp_path / "pager"
    pager.write_text("#!/bin/sh\nsed 's/^/PAGED: /'\n")
    pager.chmod(0o755)
    env = plantqa_env(tmp_path, PAGER=str(pager), PLANTQA_CACHE_DIR=str(tmp_path / "cache"))
    term = Terminal(["show", *CORPUS, "pothos"], env, rows=rows)
    assert term.finish() == 0
    out = term.plain()
    assert ("PAGED: Pothos" in out) is paged and "Epipremnum aureum" in out


def test_plants_takes_a_name_filter():
    data = json.loads(invoke("plants", *CORPUS, "--json", "rubber").output)
    assert [d["card"] for d in data] == ["baby-rubber-plant", "rubber-plant"]
    data = json.loads(invoke("plants", *CORPUS, "--json", "lilies").output)
    assert [d["card"] for d in data] == ["easter-lily"]
    r = invoke("plants", *CORPUS, "baby", "rubber")
    assert r.exit_code == 0 and "Baby rubber plant" in r.output and "\nRubber plant" not in r.output


@pytest.mark.parametrize(("word", "canonical"), [("cats", "cat"), ("Kitten", "cat"), ("puppies", "dog"), ("pony", "horse")])
def test_animal_words_are_the_gates_own(word, canonical):
    assert animal(word) == canonical


def test_plants_safe_for_and_toxic_to_take_everyday_words():
    safe = json.loads(invoke("plants", *CORPUS, "--safe-for", "puppies", "--json").output)
    assert {d["card"] for d in safe} == {"baby-rubber-plant", "easter-lily", "grape-ivy", "spider-plant"}
    toxic = json.loads(invoke("plants", *CORPUS, "--toxic-to", "kittens", "--json").output)
    assert {d["card"] for d in toxic} == {"easter-lily", "pothos", "rubber-plant"}
    r = invoke("plants", *CORPUS, "--safe-for", "parrot")
    assert r.exit_code == 2 and "cat, dog or horse" in r.stderr


def test_plants_nl_and_csv_hold_the_json_rows():
    rows = json.loads(invoke("plants", *CORPUS, "--json").output)
    nl = [json.loads(line) for line in invoke("plants", *CORPUS, "--nl").stdout.splitlines()]
    table = list(csv.DictReader(io.StringIO(invoke("plants", *CORPUS, "--csv").stdout)))
    assert nl == rows == table and len(rows) == 7


def test_plants_mends_a_slip_and_suggests_when_nothing_matches():
    r = invoke("plants", *CORPUS, "--json", "pothoss")  # 8 letters, one edit: mended as in questions
    assert [d["card"] for d in json.loads(r.stdout)] == ["pothos"]
    r = invoke("plants", *CORPUS, "poths")
    assert r.exit_code == 0 and "no plant has a name with 'poths'; did you mean pothos" in r.stderr
    assert "plant  cat" not in r.stdout  # no header over an empty table
