"""A product or food made with a plant (plantqa/products.py). Written before the rule, from
blind7-207 ("dog ate garlic bread pls help": refused as 'garlic bread', though garlic is toxic
to dogs), with other plants, products and wordings; the refusals that must stay are the
controls: an all-clear for a plant is never one for a product."""

import pytest

from plantqa.engine import ask, lexicon
from plantqa.products import as_plant, glued_noun
from plantqa.reading import read


def _ask(bundled_index, question, **kw):
    settings, index = bundled_index
    return ask(index, question, settings._replace(**kw))


@pytest.mark.parametrize(
    "question, card, animal, product",
    [
        ("dog ate garlic bread pls help", "garlic", "dog", "garlic bread"),
        ("the dog got into the onion gravy", "onion", "dog", "onion gravy"),
        ("my puppy gobbled garlic naan off the counter", "garlic", "dog", "garlic naan"),
        ("my cat licked lavender oil off my hand", "lavender", "cat", "lavender oil"),
        ("my dog chewed a chamomile tea bag", "chamomile", "dog", "chamomile tea"),
        ("my dog ate some leek soup", "leek", "dog", "leek soup"),
        ("my horse ate apple pie at the fair", "apple", "horse", "apple pie"),
    ],
)
def test_a_pet_that_ate_a_product_of_a_toxic_plant_gets_the_plants_toxic_finding(bundled_index, question, card, animal, product):
    r = _ask(bundled_index, question)
    assert r.answered, (question, r.refusal)
    assert [(v.card, v.animal, v.toxic) for v in r.verdicts] == [(card, animal, True)]
    first = r.answer.splitlines()[0]
    assert f"'{product}'" in first and "not the product's" in first and "other things" in first, first
    assert "call your vet" in r.answer


@pytest.mark.parametrize(
    "question",
    [
        "my dog ate avocado toast",  # avocado: unknown for dogs
        "my dog and horse ate avocado toast",  # toxic for horses, unknown for dogs: any animal
        "my cat licked olive oil from the pan",
        "my cat swallowed a rose gold earring",
        "my dog ate jasmine rice",
        "my dog drank coconut water",
        "my dog drank some rosemary oil",  # rosemary: non-toxic, never a product's all-clear
        "my cat ate a lavender scented candle",  # a scent, no ingredient
        "my dog ate some lemon cypress",  # another plant, not a preparation of lemon
        "my dog chewed my lavender sweater",  # a colour, not lavender
        "my dog ate yellow jasmine",  # glued before: another plant
    ],
)
def test_a_product_stays_refused_unless_its_plant_is_toxic_for_every_animal_asked(bundled_index, question):
    r = _ask(bundled_index, question)
    assert not r.answered and r.refusal.reason == "unknown_plant" and r.verdicts == [], (question, r.answer)
    assert "vet" in r.refusal.message


@pytest.mark.parametrize(
    "question, reason",
    [("my son ate garlic bread", "not_for_people"), ("my tortoise ate garlic bread", "unknown_animal")],
)
def test_a_person_or_an_uncovered_animal_keeps_its_own_refusal(bundled_index, question, reason):
    r = _ask(bundled_index, question)
    assert not r.answered and r.refusal.reason == reason


@pytest.mark.parametrize(
    "question",
    ["is lavender oil safe for my cat", "can i give my dog chamomile tea for his tummy", "is garlic powder ok for dogs"],
)
def test_a_product_no_pet_ate_is_refused_but_the_asked_arm_answers(bundled_index, question):
    r = _ask(bundled_index, question)
    assert not r.answered and r.refusal.reason == "unknown_plant"
    wide = _ask(bundled_index, question, products="asked")
    assert wide.answered and wide.verdicts and all(v.toxic for v in wide.verdicts), wide.refusal


def test_the_refuse_arm_keeps_every_product_refused(bundled_index):
    r = _ask(bundled_index, "dog ate garlic bread pls help", products="refuse")
    assert not r.answered and r.refusal.reason == "unknown_plant" and "vet" in r.refusal.message


def test_only_a_preparation_glued_after_one_card_s_name_is_a_product(bundled_index):
    _settings, index = bundled_index
    lex = lexicon(index)

    def nouns(question):
        return [glued_noun(m) for m in read(question, lex).plants]

    assert nouns("dog ate garlic bread") == ["bread"]
    assert nouns("my dog ate a tulip tree seed") == [None]
    assert nouns("my dog ate the rose of sharon") == [None]
    reading = read("my dog ate garlic bread", lex)
    kept, made = as_plant(reading, lambda card, animal: "non-toxic")
    assert kept is reading and made == ()


@pytest.mark.parametrize(
    "question",
    [
        "How I can make apple pie with cinnamon, which oven temperature is good?",
        "what temperature do I bake banana bread at",
        "how do I store basil pesto in winter",
        "how long does strawberry jam keep in the fridge",
        "how long should rhubarb jam boil for",
    ],
)
def test_a_dish_named_after_a_plant_is_no_care_question_about_it(bundled_index, question):
    """A dish glued after a name ("apple pie") is no cultivar of it: the apple card's care lines
    answered an oven question (blind29-247)."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is not None and not r.citations, (question, r.answer)
