"""A card's `colours`: "pink hydrangeas" is the hydrangea, "yellow jasmine" stays refused."""

import json
from pathlib import Path

import pytest

from plantqa.config import resolve
from plantqa.corpus import check_corpus, load_corpus, parse_card
from plantqa.engine import ask
from plantqa.index import build_index
from plantqa.name_table import build_name_table, coloured_keys
from plantqa.reference import check_reference


def _plant(slug: str, names: list[str], extra: str = "", cat: str = "toxic") -> str:
    return (
        f'+++\ntitle = "{names[0].capitalize()}"\nkind = "plant"\nnames = {json.dumps(names)}\n{extra}'
        f'[toxicity]\ncat = "{cat}"\ndog = "{cat}"\nhorse = "unknown"\n+++\n## Toxicity\n\n'
        f"{names[0].capitalize()} is {cat} to cats and dogs.\n"
    )


def _write(folder: Path, cards: dict[str, str]) -> Path:
    folder.mkdir(exist_ok=True)
    for slug, raw in cards.items():
        (folder / f"{slug}.md").write_text(raw)
    return folder


def test_each_colour_goes_before_each_name_but_not_the_scientific_one_or_a_coloured_one():
    raw = _plant("hydrangea", ["hydrangea", "hortensia", "red hydrangea"], 'colours = ["pink", "blue"]\n')
    card = parse_card(raw.replace("names = [", 'scientific = "Hydrangea macrophylla"\nnames = [', 1), "hydrangea", "h.md")
    assert card.colours == ("pink", "blue")
    assert coloured_keys(card) == [
        ("pink", "hydrangea"),
        ("blue", "hydrangea"),
        ("pink", "hortensia"),
        ("blue", "hortensia"),
    ]


def test_a_colour_name_never_takes_another_card_s_name_or_look_alike():
    cards = [
        parse_card(_plant("maple", ["maple"], 'colours = ["red", "green"]\n', "non-toxic"), "maple", "m.md"),
        parse_card(_plant("red-maple", ["red maple"]), "red-maple", "r.md"),
        parse_card(_plant("jasmine", ["jasmine"], 'not_names = ["green maple"]\n', "non-toxic"), "jasmine", "j.md"),
    ]
    table = build_name_table(cards)
    assert table.names.get("red maple") == ("red-maple",)
    assert table.names.get("green maple") == ("!jasmine",)
    assert table.names.get("maple") == ("maple",)


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ({"a": _plant("a", ["rose"], 'colours = ["lilac"]\n')}, "colour 'lilac' is not one of"),
        (
            {"a": _plant("a", ["jasmine"], 'colours = ["yellow"]\n'), "b": _plant("b", ["gelsemium"], "not_names = []\n")},
            "",
        ),
        (
            {"a": _plant("a", ["jasmine"], 'colours = ["yellow"]\nnot_names = ["yellow jasmine"]\n')},
            "colour 'yellow' makes 'yellow jasmine', a look-alike listed by a",
        ),
        (
            {"a": _plant("a", ["maple"], 'colours = ["red"]\n'), "b": _plant("b", ["red maple"])},
            "colour 'red' makes 'red maple', a name of b",
        ),
    ],
)
def test_corpus_check_names_a_colour_that_makes_another_plant(tmp_path: Path, cards, message):
    problems = check_corpus(_write(tmp_path / "c", cards))
    assert any(message in p for p in problems) if message else problems == []


def test_colours_belong_on_plant_cards_only(tmp_path: Path):
    topic = '+++\ntitle = "Watering"\nkind = "topic"\ncolours = ["red"]\n+++\n## Water\n\nWater well.\n'
    assert any("colours belong on plant cards only" in p for p in check_corpus(_write(tmp_path / "c", {"w": topic})))


def test_the_reference_names_a_colour_that_is_another_plant_s_page(tmp_path: Path):
    ref = tmp_path / "ref.jsonl"
    pages = [
        {"page": "maple", "name": "Maple", "other_names": [], "cat": "non-toxic"},
        {"page": "red-maple", "name": "Swamp Maple", "other_names": ["Red Maple"], "horse": "toxic"},
    ]
    ref.write_text("".join(json.dumps(p) + "\n" for p in pages))
    folder = _write(tmp_path / "c", {"maple": _plant("maple", ["maple"], 'aspca = ["maple"]\ncolours = ["red"]\n', "non-toxic")})
    assert any("colours make 'red maple', the name of reference page(s) red-maple" in p for p in check_reference(folder, ref))
    fine = _plant("maple", ["maple"], 'aspca = ["maple"]\ncolours = ["green"]\n', "non-toxic")
    assert check_reference(_write(tmp_path / "c", {"maple": fine}), ref) == []


@pytest.fixture(scope="module")
def coloured_index(tmp_path_factory):
    folder = tmp_path_factory.mktemp("colours") / "plants"
    _write(
        folder,
        {
            "hydrangea": _plant("hydrangea", ["hydrangea"], 'colours = ["pink", "blue", "white"]\n'),
            "rose": _plant("rose", ["rose"], 'colours = ["red", "yellow", "white", "pink"]\n', "non-toxic"),
            "jasmine": _plant("jasmine", ["jasmine"], 'not_names = ["yellow jasmine"]\n', "non-toxic"),
        },
    )
    settings = resolve(environ={})
    return settings, build_index(load_corpus(folder.parent), settings)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("are pink hydrangeas ok for my dog", "hydrangea"),
        ("is a blue hydrangea toxic to cats?", "hydrangea"),
        ("red roses in a vase with a kitten, ok?", "rose"),
        ("my dog ate a yellow rose petal", "rose"),
        ("we got white hydrangeas for the wedding, the cat is sniffing them", "hydrangea"),
    ],
)
def test_a_colour_the_card_lists_keeps_the_plant(coloured_index, question, card):
    settings, index = coloured_index
    r = ask(index, question, settings)
    assert r.refusal is None and r.citations[0].card == card


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("is yellow jasmine poisonous to dogs", "yellow jasmine"),  # a look-alike, listed
        ("are green hydrangeas ok for my dog", "green hydrangea"),  # a colour the card does not list
        ("my cat chewed a blue rose", "blue rose"),
    ],
)
def test_a_colour_the_card_does_not_list_is_still_refused(coloured_index, question, named):
    settings, index = coloured_index
    r = ask(index, question, settings)
    assert r.refusal is not None and r.refusal.reason == "unknown_plant" and named in r.refusal.message


@pytest.mark.parametrize(
    ("question", "card"),
    [
        # blind6-059, blind23-205, blind25-191's class: a colour people say of the plant they own
        ("are the pink hydrangeas ok for my dog", "hydrangea"),
        ("my cat ate a piece of the red ti plant leaf", "ti-plant"),
        ("My dog just ate a bunch of red bottlebrush flowers", "bottlebrush"),
        ("red roses in a vase with a kitten, ok?", "rose"),
        ("my cat nibbled the purple tulips", "tulip"),
        ("is a white poinsettia as bad as a red one for cats", "poinsettia"),
    ],
)
def test_a_bundled_card_s_colour_keeps_its_plant(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("is yellow jasmine toxic to dogs", None),  # Gelsemium: jasmine's look-alike, never a colour of it
        ("yellow oleander toxic to dogs", "yellow-oleander"),  # Thevetia: its own card, not oleander's colour
        ("red maple leaves and horses", "red-maple"),
        ("is a red african violet safe for cats", "flame-violet"),
    ],
)
def test_a_colour_that_makes_another_plant_is_never_the_card_s(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert (
        ([v.card for v in r.verdicts][:1] == [card]) if card else (r.refusal is not None and r.refusal.reason == "unknown_plant")
    )
