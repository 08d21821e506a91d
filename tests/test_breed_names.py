"""A pet named after a plant, told with a breed of two words, an age, or a name typed as a
plural ("My 4-year-old Maine Coon is named Basil", "Tulip the Shih Tzu chewed", "Peaches the
pug licked"): the name is set aside and only the plant asked about is answered
(plantqa/people.py). Written before the rule, in our own words, from blind28's dev half."""

import pytest

from .test_double_names import _cards


@pytest.mark.parametrize(
    "question, card, gone",
    [
        ("My Maine Coon is named Basil and he chews the peace lily", "peace-lily", "basil"),
        ("My 4-year-old Maine Coon is named Basil. He chews my peace lily, how bad is that?", "peace-lily", "basil"),
        ("our 2 year old German Shepherd is called Sage, is lavender ok for him", "lavender", "sage"),
        ("our Golden Retriever is named Holly and she ate a tulip bulb", "tulip", "holly"),
        ("Tulip the Shih Tzu chewed the garlic", "garlic", "tulip"),
        ("Olive the Border Collie ate a pothos leaf", "pothos", "olive"),
        ("Peaches the pug licked aloe gel off my hand. Is aloe vera toxic to dogs?", "aloe-vera", "peach"),
        ("Poppies the beagle chewed up a foxglove", "foxglove", "poppy"),
        ("We adopted a senior lab named Rosemary last month. Yesterday she got into the peace lily.", "peace-lily", "rosemary"),
        ("a sweet old rescue greyhound named Clover ate some tulip bulbs", "tulip", "clover"),
        ("our 6-month-old Shih Tzu puppy is named Sage, and she chews the aloe vera. Is that bad?", "aloe-vera", "sage"),
    ],
)
def test_a_pet_told_by_a_breed_or_age_keeps_its_plant_name_aside(bundled_index, question, card, gone):
    _, cards = _cards(bundled_index, question)
    assert card in cards and gone not in cards, (question, cards)


@pytest.mark.parametrize(
    "question, card",
    [
        ("my Boston Fern is named Fred, is it safe for cats", "boston-fern"),
        ("a rose called Peace, is it safe for cats", "rose"),
        ("Daffodils the dog dug up last spring, are they toxic?", "daffodil"),
    ],
)
def test_a_plant_is_still_named_where_no_pet_is(bundled_index, question, card):
    _, cards = _cards(bundled_index, question)
    assert card in cards, (question, cards)


@pytest.mark.parametrize(
    "question, card, gone",
    [
        ("is a calathea ok to have round ivy? shes a 2 yr old tabby who chews everything", "calathea", "english-ivy"),
        ("is a peace lily ok to have round jasmine? she's a ragdoll", "peace-lily", "jasmine"),
        ("is a calathea ok to have round Ivy? she's a tabby", "calathea", "english-ivy"),
        ("is the aloe safe round holly? she's a 3 year old beagle", "aloe-vera", "holly"),
        ("is it ok to keep a spider plant near fern? she's a 6 month old kitten", "spider-plant", "boston-fern"),
    ],
)
def test_a_pet_named_after_round_or_told_with_an_age_is_a_name(bundled_index, question, card, gone):
    """ "round" is "around" clipped, and "she's a 2 yr old tabby" says what she is (blind27-003)."""
    _, cards = _cards(bundled_index, question)
    assert card in cards and gone not in cards, (question, cards)


@pytest.mark.parametrize(
    "question, card, gone",
    [
        ("Anyone else have a cat that eats aloe vera? Ours, Basil, got into it last night.", "aloe-vera", "basil"),
        ("Mine, Daisy, ate some of the pothos", "pothos", "yarrow"),
        ("Ours (Ivy) chewed the spider plant, is that bad", "spider-plant", "english-ivy"),
        ("the neighbours' dog is fine but theirs, Holly, ate a tulip", "tulip", "holly"),
        ("Sage herself (our persian) just ate some jade plant", "jade-plant", "sage"),
        ("Olive himself ate two tulip bulbs, he's our terrier", "tulip", "olive"),
    ],
)
def test_a_name_said_of_ours_or_herself_is_a_creatures(bundled_index, question, card, gone):
    _, cards = _cards(bundled_index, question)
    assert card in cards and gone not in cards, (question, cards)


@pytest.mark.parametrize(
    "question, card",
    [
        ("Is a money tree okay to keep around my golden retriever? Her name's Hazel btw.", "money-tree"),
        ("is it safe to have a pothos around my beagle", "pothos"),
        ("is it ok to put a peace lily near my labradoodle", "peace-lily"),
        ("safe to grow lavender around our cockapoo?", "lavender"),
        ("is aloe vera fine to keep near my husky", "aloe-vera"),
    ],
)
def test_a_breed_a_plant_is_kept_near_is_a_pet(bundled_index, question, card):
    """A word of safety a few words back, and "around"/"near" before the breed: the plant's
    finding for the pet (blind29-007 was refused for too little grounding)."""
    r, cards = _cards(bundled_index, question)
    assert r.refusal is None and card in cards, (question, r.refusal)


@pytest.mark.parametrize("question", ["is it safe to keep a monstera near my desk", "is a pothos ok to keep near my bed"])
def test_a_place_a_plant_is_kept_near_is_no_pet(bundled_index, question):
    _, cards = _cards(bundled_index, question)
    assert not cards, (question, cards)


@pytest.mark.parametrize(
    "question, card",
    [
        ("Caller's horse ate some ragwort on the verge, how bad is it?", "ragwort"),
        ("Dave's dog ate a tulip bulb", "tulip"),
        ("Client's cat chewed the peace lily", "peace-lily"),
        ("Holly's dog got into the foxgloves", "foxglove"),
        ("Sage's cat licked a lily of the valley", "lily-of-the-valley"),
    ],
)
def test_whose_the_animal_is_names_no_plant(bundled_index, question, card):
    """A word owning the animal after it is its owner's name, never a plant nor a subject."""
    _, cards = _cards(bundled_index, question)
    assert cards == {card}, (question, cards)


@pytest.mark.parametrize(
    "question, card",
    [
        ("my neighbour's spaniel ate some of our tulips", "tulip"),
        ("my friend's husky chewed the aloe vera", "aloe-vera"),
        ("the client's schnauzer licked a peace lily", "peace-lily"),
        ("Walking a client's lab and he ate a load of chinaberries off the pavement", "chinaberry-tree"),
        ("my mum's whippet nibbled the jade plant", "jade-plant"),
    ],
)
def test_a_breed_after_whose_it_is_is_a_pet(bundled_index, question, card):
    """ "my neighbour's spaniel ate" was refused as a person's question: a person's
    possessive owns the creature after it (owners.pets_owned; blind30-205)."""
    r, cards = _cards(bundled_index, question)
    assert r.refusal is None and card in cards and "vet" in r.answer, (question, r.refusal)


# ... and one that does something first and eats later in the sentence ("picked up a conker
# ... and chewed it up"), whose name is told after whose it is ("Grandad's spaniel is called
# Peaches"): was refused as a person's question (blind37's dev half)
@pytest.mark.parametrize(
    "question, card",
    [
        ("My son's spaniel picked up a conker in the park and chewed it up before he could stop him", "buckeye"),
        ("my son's spaniel picked up a conker and chewed it up", "buckeye"),
        ("Mum's poodle ran into the garden and chewed a tulip leaf", "tulip"),
        ("Dad's whippet sniffed around the foxgloves and then ate one", "foxglove"),
        ("Grandad's spaniel is called Peaches and keeps chewing the daffodils", "daffodil"),
        ("Grandad's spaniel is called Peaches and keeps digging up the daffodil bulbs and chewing them", "daffodil"),
    ],
)
def test_a_breed_after_whose_it_is_that_eats_later_or_is_named_is_a_pet(bundled_index, question, card):
    r, cards = _cards(bundled_index, question)
    assert r.refusal is None and cards == {card} and "vet" in r.answer, (question, r.refusal, cards)


@pytest.mark.parametrize(
    "question",
    [
        "my sister's hands got a rash from the poinsettia",
        "my son's friend ate a yew berry",
        "my neighbour's kids ate some holly berries",
    ],
)
def test_a_persons_own_part_or_person_is_no_pet(bundled_index, question):
    r, _ = _cards(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "not_for_people", (question, r.refusal)


# blind30-205's class: a breed after someone's possessive, then "and he" and a verb this
# reader does not list before an amount ("wolfed down a load of"), is a pet that ate
@pytest.mark.parametrize(
    "question, card",
    [
        ("Walking a client's lab and he wolfed down a load of chinaberries off the pavement", "chinaberry-tree"),
        ("my neighbour's spaniel hoovered up some of the tulip bulbs", "tulip"),
        ("my sister's collie and she wolfed a piece of the yew hedge", "yew"),
    ],
)
def test_someone_s_breed_that_took_an_amount_is_a_pet(bundled_index, question, card):
    _, cards = _cards(bundled_index, question)
    assert card in cards


def test_someone_s_friend_that_took_an_amount_is_a_person(bundled_index):
    from plantqa.engine import ask

    settings, index = bundled_index
    r = ask(index, "my son's friend and he wolfed down a load of yew berries", settings)
    assert not r.answered and r.refusal.reason == "not_for_people"


# blind36-179's class: a breed after a kin word's possessive ("my mum's spaniel") was read as
# a name whose noun is the kin word, so a person ate: no emergency, no vet line where every
# finding is non-toxic, and a note about people (eaters._owner_noun)
@pytest.mark.parametrize(
    "question",
    [
        "my mum's spaniel chewed the spider plant",
        "my sister's labrador ate some of the boston fern",
        "my gran's whippet nibbled a calathea leaf",
        "Are orchids safe for dogs? My mum's spaniel chewed the flowers off one this afternoon.",
        "my dad's terrier ate a bit of the christmas cactus",
    ],
)
def test_a_breed_after_a_kin_word_s_possessive_ate_and_needs_the_vet(bundled_index, question):
    r, _ = _cards(bundled_index, question)
    assert r.answered and "call your vet" in r.answer, (question, r.refusal)
    assert not any("about people" in note for note in r.notes), r.notes
