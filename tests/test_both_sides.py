"""A named plant's care answer from both sides (plantqa/both_sides.py): the plant's own line
and the general card on the same topic. Written before the fix, from blind5-211 / blind6-211
("how often do you water a zz plant": the ZZ plant's Water section alone), blind4-213 (a cast
iron plant in a hallway with no window: never Light levels) and blind5-227 ("brown crispy tips
on my calathea leaves": Brown leaf tips alone, with a note that the calathea card says nothing,
though it does), with other plants and wordings; the controls must stay as they were."""

import pytest

from plantqa.care import GENERAL_NOTE
from plantqa.engine import ask


def _cards(bundled_index, question, **kw):
    settings, index = bundled_index
    r = ask(index, question, settings._replace(**kw))
    assert r.answered and not r.verdicts, (question, r.refusal)
    return r, [c.card for c in r.citations]


@pytest.mark.parametrize(
    "question, plant, general",
    [
        ("how often should I water my jade plant", "jade-plant", "watering-basics"),
        ("how often do I water a peace lily", "peace-lily", "watering-basics"),
        ("how much light does a snake plant need", "snake-plant", "light-levels"),
        ("crispy brown edges on my prayer plant", "prayer-plant", "brown-leaf-tips"),
        ("when should I repot my monstera", "monstera", "repotting"),
    ],
)
def test_the_plants_own_lines_first_then_the_general_card_on_it(bundled_index, question, plant, general):
    _, cards = _cards(bundled_index, question)
    assert cards[0] == plant and general in cards, (question, cards)
    _, cards = _cards(bundled_index, question, care_sides="one")  # the losing arm: one side only
    assert general not in cards, (question, cards)


@pytest.mark.parametrize(
    "question, plant",
    [
        ("brown crispy tips on my calathea leaves", "calathea"),
    ],
)
def test_a_general_answer_adds_the_plants_own_line_and_drops_the_note_it_says_nothing(bundled_index, question, plant):
    _, index = bundled_index
    r, cards = _cards(bundled_index, question)
    assert plant in cards and any(index.cards[c].kind == "topic" for c in cards), (question, cards)
    assert not any("says nothing" in n for n in r.notes), r.notes
    one, _ = _cards(bundled_index, question, care_sides="one")
    assert one.citations != r.citations


def test_a_plant_card_without_the_topic_keeps_the_note(bundled_index):
    """The african violet's card says nothing of feeding: the general lines and the note."""
    r, cards = _cards(bundled_index, "how often should i feed my african violets")
    assert cards == ["fertilizing"]
    assert GENERAL_NOTE.format("african violet") in r.notes


def test_a_safety_question_is_untouched(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is a jade plant toxic to cats", settings)
    assert {c.card for c in r.citations} == {"jade-plant"}


# A symptom told in other words than a pest's name is answered by the pest's card; the plant's
# own card names the pest, and that line was never added (it shares no word with the question).
# Written before the fix, from blind7-219 / blind7-221 (cottony stuff on a gardenia, webbing on
# a dragon tree), with other plants, pests and wordings; each lacked the plant's line before it.
@pytest.mark.parametrize(
    "question, plant, general, pest",
    [
        ("cottony white clumps in the leaf joints of my african violet", "african-violet", "mealybugs", "mealybug"),
        ("hard brown bumps stuck along the stems of my bird of paradise", "bird-of-paradise", "scale-insects", "scale"),
        ("silvery streaks on my anthurium leaves", "anthurium", "thrips", "thrip"),
        ("my aloe vera has small brown bumps that pop off with a fingernail", "aloe-vera", "scale-insects", "scale"),
        ("tiny dots and fine webs under the leaves of my areca palm", "areca-palm", "spider-mites", "mite"),
    ],
)
def test_the_plants_line_naming_what_the_symptom_is(bundled_index, question, plant, general, pest):
    from plantqa.text import tokenize

    r, cards = _cards(bundled_index, question)
    # either may lead: the plant's own line naming the pest comes first where it was found
    # by itself (test_the_named_plants_own_section_is_quoted_first), else after the pest's card
    assert general in cards and plant in cards, (question, cards)
    own = [c.n for c in r.citations if c.card == plant]
    line = next(ln for ln in (r.answer or "").splitlines() if ln.endswith(f"[{own[0]}]"))
    assert pest in tokenize(line), line
    assert not any("says nothing" in n for n in r.notes), r.notes


def test_a_plant_card_not_naming_the_pest_keeps_the_note(bundled_index):
    r, cards = _cards(bundled_index, "white cottony tufts on my basil")
    assert cards == ["mealybugs"] and any("says nothing" in n for n in r.notes)


# A general card whose only link to the question is the quoted heading ("Light") and whose line
# names the plant: "Snake plant, ZZ plant, cast iron plant and pothos tolerate low light".
# Written before the fix, from blind3-213 ("can a cast iron plant live in a dark hallway").
@pytest.mark.parametrize(
    "question, plant",
    [
        ("will a zz plant survive in a windowless office", "zz-plant"),
        ("how will my cast iron plant do in a dim hallway", "cast-iron-plant"),
        ("how does a zz plant do in a dim office", "zz-plant"),
        ("can a cast iron plant live in a dim hallway", "cast-iron-plant"),
    ],
)
def test_the_general_cards_line_naming_the_plant(bundled_index, question, plant):
    _, cards = _cards(bundled_index, question)
    assert cards[0] == plant and "light-levels" in cards, (question, cards)


def test_the_topic_card_on_what_is_asked_comes_before_one_on_the_heading(bundled_index):
    """Overwintering cannas, quoted under "Humidity and temperature": Winter care, not Humidity's radiators."""
    _, cards = _cards(bundled_index, "how do I overwinter canna lily rhizomes")
    assert cards[0] == "canna-lily" and "humidity" not in cards, cards


@pytest.mark.parametrize(
    ("question", "card"),
    [
        # blind20-219's class: the plant's own section on the topic leads a general card's
        ("How should I water an African violet? Someone told me never to get the leaves wet.", "african-violet"),
        ("what is the best way to water my jade plant", "jade-plant"),
        ("how much light does a monstera need", "monstera"),
        ("how do i repot a snake plant", "snake-plant"),
        ("what humidity does a boston fern need", "boston-fern"),
        ("My monstera's lower leaves are going yellow. What's wrong with it?", "monstera"),
    ],
)
def test_the_named_plants_own_section_is_quoted_first(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == card, [c.card for c in r.citations]
