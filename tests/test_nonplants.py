"""Things a pet gets into that are not plants (plantqa.nonplants): refused as not about
plants, with the vet line when a pet ate one, never "plantqa has no card for 'sock'".
The cases were written before the fix, in words of their own, for the class blind8-165
("my dog just ate a whole sock!!") showed failing."""

import pytest

from plantqa.engine import ask
from plantqa.nonplants import thing_eaten


def _ask(bundled_index, question):
    settings, index = bundled_index
    return ask(index, question, settings)


@pytest.mark.parametrize(
    "question",
    [
        "my puppy chewed up a tube of toothpaste",
        "cat swallowed a piece of string from the sofa",
        "my dog got into the bin and ate a battery",
        "is it bad that my cat licked some shampoo off her fur",
        "my lab swallowed two paracetamol tablets",
        "dog ate a whole tennis ball, what do I do",
        "my dog drank some coolant that leaked from the car",
        "my cat chewed through a phone cable, is she ok",
        "my dog got into the bin and ate chicken bones",
        "my dog chewed mint toothpaste",  # no card has mint: a product's head decides
    ],
)
def test_a_pet_that_ate_a_thing_no_plant_is_told_to_call_the_vet(bundled_index, question):
    r = _ask(bundled_index, question)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal
    assert "vet" in r.refusal.message and "no card" not in r.refusal.message


@pytest.mark.parametrize("question", ["is dishwasher detergent poisonous to dogs", "can cats eat tuna"])
def test_asking_whether_a_thing_no_plant_is_safe_is_not_about_plants(bundled_index, question):
    r = _ask(bundled_index, question)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal


@pytest.mark.parametrize(
    "question",
    [
        "dog ate a mango stone",  # a fruit's stone: may be a plant's, so no card for it
        "dog ate some cocoa mulch",  # the head is mulch, not a thing of the list
        "my dog got into the bin and ate a mango stone",  # the bin is no object of eating
    ],
)
def test_what_may_be_a_plant_stays_a_plant_plantqa_lacks(bundled_index, question):
    r = _ask(bundled_index, question)
    assert not r.answered and r.refusal.reason == "unknown_plant", r.refusal


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("dog ate a sock and a pothos leaf", "pothos"),
        ("my dog ate a rubber band and some foxglove", "foxglove"),
        ("my cat ate a bit of rubber plant leaf", "rubber-plant"),
    ],
)
def test_a_plant_named_beside_a_thing_is_answered(bundled_index, question, card):
    r = _ask(bundled_index, question)
    assert r.answered and card in {v.card for v in r.verdicts}, r.refusal


@pytest.mark.parametrize(
    ("words", "subject", "thing"),
    [
        ("my dog ate a chocolate bar wrapper".split(), ["chocolate", "bar", "wrapper"], "chocolate bar wrapper"),
        ("my dog ate rat poison".split(), ["rat"], "rat poison"),
        ("dog ate a sock and some hellebore".split(), ["sock", "hellebore"], ""),  # every object must be a thing
        ("is bleach toxic to cat".split(), ["bleach"], "bleach"),
        ("is it poison".split(), [], ""),  # a thing of the list with no subject word is no object
    ],
)
def test_the_head_of_what_was_eaten_decides(words, subject, thing):
    assert thing_eaten(words, subject) == thing


# a word of some plant's name that the cards also use as a plain word names no plant alone
# ("carpet" of carpet bugle, "coat" of Joseph's coat): blind21-263's and blind23-265's class,
# which were refused as plants with no card; variants written before the rule (gate, evidence.used_plainly)
@pytest.mark.parametrize(
    "question",
    [
        "does my greyhound need a coat in winter",
        "What's the best way to get rid of fleas in the carpet?",
        "How do I get rid of a plantar wart on the bottom of my foot?",
        "my daughter Ivy has hazel eyes but we both have brown, how does that work",
        "how do I stop my puppy chewing the carpet",
        "best coat for a whippet in the rain",
    ],
)
def test_a_plain_word_of_a_name_is_no_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal


@pytest.mark.parametrize("question", ["how do i care for carolina jessamine", "is a jessamine vine safe for cats"])
def test_a_word_only_names_use_still_names_a_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant"


# blind19-257's class: an animal the reader found is that animal, not a word of a plant's name
@pytest.mark.parametrize(
    "question",
    [
        "how long do goldfish usually live",
        "why is my goldfish floating",
        "best food for goldfish",
        "how many goldfish in a 20 litre tank",
    ],
)
def test_an_animal_found_is_no_word_of_a_plant_s_name(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal


# blind15-251's, blind23-253's and blind29-243's class: with "plant" said only of a works, a
# word of harm or care ("safe", "tips", "build") frames no plant question by itself
@pytest.mark.parametrize(
    "question",
    [
        "How long does it take to build a nuclear power plant?",
        "I have a job interview at the bottling plant on Monday. Any tips?",
        "Is it safe to live two miles from the nuclear plant in our town?",
        "our plant manager wants a safety briefing on forklifts, any template?",
        "any tips for my first week as a plant operator at the sewage works",
    ],
)
def test_a_works_plant_with_harm_or_care_words_is_no_plant_question(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal


def test_a_works_plant_beside_a_plant_word_is_still_a_plant_question(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is water from near the power plant ok for watering my tomato plants", settings)
    assert not (not r.answered and r.refusal.reason == "not_about_plants")


# blind15-263's class: a person asked about, and nothing in the question a plant, a plant's
# word or part, eaten or touched: no question for plantqa at all (gate._plantless)
@pytest.mark.parametrize(
    "question",
    [
        "is the new spider-man movie ok for a 7 year old",
        "is this video game safe for my 10 year old son",
        "is the trampoline park ok for toddlers",
        "which car seat is safest for a newborn",
    ],
)
def test_a_person_asked_about_with_no_plant_is_no_plant_question(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal


@pytest.mark.parametrize(
    "question",
    ["is it safe for my baby to touch", "my son ate something in the garden", "is it safe for my toddler to eat this berry"],
)
def test_a_person_eating_or_touching_something_stays_a_person_s_question(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people"


# blind22-245's and blind24-257's class: a plant's name capitalised inside a sentence before a
# capitalised word no card of it uses is a place, team or firm (things.proper_names), whatever
# else the question says; a cultivar its card names stays the plant ("my Pothos Neon")
@pytest.mark.parametrize(
    "question",
    [
        "which Ivy League school has the best vet program",
        "Who won the Peach Bowl last season?",
        "is the Ivy League worth it for a vet degree, my dog would miss me",
        "tickets for the Peach Bowl, can I bring my dog?",
    ],
)
def test_a_capitalised_name_before_a_word_no_card_of_it_uses_is_a_proper_name(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal


@pytest.mark.parametrize(
    "question, card",
    [
        ("is my Pothos Neon safe for cats", "pothos"),
        ("is the Monstera Deliciosa toxic to dogs", "monstera"),
        ("Is My Peace Lily Safe For Cats", "peace-lily"),
    ],
)
def test_a_capitalised_cultivar_or_name_stays_the_plant(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}


# a word asked about, not a plant: how it is said, or what it means, in a language. "How do you
# say 'cherry blossom' in Japanese? Want to name my bakery after it" was answered from the
# cherry card (unsafe in the gold: an answer to a question not about plants; blind37's dev half)
@pytest.mark.parametrize(
    "question",
    [
        "How do you say 'cherry blossom' in Japanese? Want to name my bakery after it",
        "what's the Japanese word for cherry blossom",
        "how do you say 'lily flower' in Chinese",
        "how do you say sunflower seeds in German",
        "what does cherry blossom mean in Japanese culture",
        "can you translate 'rose petals' into Italian",
    ],
)
def test_a_word_asked_in_a_language_is_not_about_plants(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", (r.refusal, r.answer)


@pytest.mark.parametrize(
    "question, card",
    [
        ("what is pothos called in the US", "pothos"),
        ("how often should I water my Chinese evergreen in Winter", "chinese-evergreen"),
        ("my dog ate a Japanese yew, what does that mean in terms of danger", "yew"),
    ],
)
def test_a_language_s_adjective_or_a_place_keeps_a_plant_question(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == card, (r.refusal, r.answer)
