"""A pet that ate something: the vet line, and a verdict only for a plant the question names.
Written before the fix, in words of my own, for the emergency class."""

import pytest

from plantqa.engine import ask, lexicon
from plantqa.reading import read


@pytest.mark.parametrize(
    "question",
    [
        "dog gobbled a bunch of grapes off the vine",
        "my dog ate some berries off a bush in the park",
        "my cat ate a leaf off a tree outside",
        "my dog ate some red berries from a shrub on our walk",
        "my horse ate leaves from a tree in the field",
    ],
)
def test_a_pet_that_ate_from_a_plant_named_only_by_its_form_gets_no_verdict_and_the_vet_line(bundled_index, question):
    """A tree, a shrub, a vine or berries say nothing of which plant: no list of every tree."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.verdicts == [], r.answer
    assert "vet" in r.refusal.message


@pytest.mark.parametrize("question, card", [("my dog ate a berry off the holly bush", "holly"), ("my cat ate a lily", "lily")])
def test_a_pet_that_ate_a_named_plant_or_kind_still_gets_its_verdicts(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "question, card",
    [
        # blind7-119's class: a verb plantqa does not know, typed in the past, then "some" of a
        # plant, done by a pet, is eating (the safe side): the verdict and the vet line
        ("my beagle scarfed some lily of the valley", "lily-of-the-valley"),
        ("our lab snarfed some tulip bulbs", "tulip"),
        ("my kitten attacked some pothos leaves last night", "pothos"),
        ("the dog demolished some daffodil bulbs", "daffodil"),
        ("my terrier inhaled some azalea flowers", "azalea"),
        # blind7-027's class: "helped himself to" takes and eats; a "patch" is where it grows
        ("Peaches my old greyhound helped himself to the strawberry patch", "strawberry"),
        ("Biscuit my terrier helped himself to some tulip bulbs", "tulip"),
        ("Plums my old collie helped himself to the apple tree windfalls", "apple"),
        ("Peaches, my old greyhound, helped himself to the strawberries", "strawberry"),
        ("our puppy got into the garlic patch", "garlic"),
    ],
)
def test_a_pet_that_took_some_of_a_plant_ate_it(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert "call your vet" in (r.answer or ""), (r.answer, r.refusal)
    assert [v.card for v in r.verdicts if v.card != card] == [] and r.verdicts, r.answer


def test_a_person_who_did_something_to_some_plants_ate_nothing(bundled_index):
    settings, index = bundled_index
    for question in ("I planted some tulips, are they safe for my cat", "we bought some poinsettias, is that ok for the cat"):
        r = ask(index, question, settings)
        assert r.answered and not r.refusal and {v.card for v in r.verdicts} <= {"tulip", "poinsettia"}, r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        # a breed after "the" or "a" eats as one after "my" does: a pet of unknown kind
        ("the beagle got into the daffodils", "daffodil"),
        ("Rex (she's a beagle) got into the daffodils", "daffodil"),
        ("the spaniel ate a tulip bulb", "tulip"),
        ("ivy (she's a beagle) got into the daffodils", "daffodil"),
        ("the whippet chewed some of the foxglove", "foxglove"),
    ],
)
def test_a_breed_after_an_article_that_ate_a_plant_is_a_pet(bundled_index, question, card):
    test_a_pet_that_took_some_of_a_plant_ate_it(bundled_index, question, card)


@pytest.mark.parametrize(
    "question, card",
    [
        # "who ate", "that chewed": the relative pronoun is the creature named before it
        ("we have a cat named lily who ate part of a spider plant", "spider-plant"),
        ("we have a dog called Basil who chewed some aloe vera", "aloe-vera"),
        ("my cat who ate a pothos leaf is drooling", "pothos"),
        ("our puppy that chewed the dieffenbachia seems fine", "dieffenbachia"),
        ("I have a kitten named Ivy who licked the jade plant", "jade-plant"),
    ],
)
def test_a_creature_who_ate_gets_the_vet_line(bundled_index, question, card):
    test_a_pet_that_took_some_of_a_plant_ate_it(bundled_index, question, card)


@pytest.mark.parametrize(
    "question, card",
    [
        # a habit of eating says it has eaten: "loves chewing", "likes nibbling", "started eating"
        ("my cat enjoys nibbling the spider plant, is that ok", "spider-plant"),
        ("my kitten ivy loves chewing the money tree leaves", "money-tree"),
        # "she's" and "they've" before a past form of eating: whoever was named before
        ("our cats are menaces, they've chewed the spider plant again", "spider-plant"),
        ("my beagle has bitten the aloe vera", "aloe-vera"),
        ("the cat vs my christmas cactus again: she's bitten chunks off it", "christmas-cactus"),
    ],
)
def test_a_pet_with_a_habit_of_eating_or_told_by_a_contraction_gets_the_vet_line(bundled_index, question, card):
    test_a_pet_that_took_some_of_a_plant_ate_it(bundled_index, question, card)


@pytest.mark.parametrize(
    "question",
    ["would my cat love chewing a spider plant", "how do i stop my cat chewing the pothos", "can my dog eat jade plant"],
)
def test_a_habit_only_asked_about_is_no_emergency(bundled_index, question):
    _, index = bundled_index
    assert not read(question, lexicon(index)).emergency


@pytest.mark.parametrize(
    "question, card",
    [
        # a growth form said again of the plant named before it is that plant, not a kind
        ("the puppy pinched some azalea flowers off the shrub", "azalea"),
        ("my dog pulled some yew needles off the tree", "yew"),
        ("our cat chewed oleander leaves from the bush by the door", "oleander"),
        ("dog gulped some holly berries, the bush is by our gate", "holly"),
    ],
)
def test_a_growth_form_said_of_the_plant_named_is_that_plant(bundled_index, question, card):
    test_a_pet_that_took_some_of_a_plant_ate_it(bundled_index, question, card)


def test_a_growth_form_in_the_plural_is_a_kind_of_its_own(bundled_index):
    _, index = bundled_index
    assert "shrub" in read("is lantana safe for dogs, and are the other bushes ok", lexicon(index)).groups


@pytest.mark.parametrize(
    "question",
    [
        # a past verb by its form ("threw up", "ran off") names no plant: no plant named, and the vet line
        "my dog threw up after nibbling on something in the garden",
        "the dog threw up after chewing on something in the garden",
        "my kitten threw up after licking on something in the garden",
        "the cat threw up, she was nibbling on something in the garden",
    ],
)
def test_a_pet_that_ate_something_unnamed_is_told_no_plant_was_named_and_the_vet_line(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "no_plant_named", r.refusal
    assert "call your vet" in r.refusal.message, r.refusal.message


@pytest.mark.parametrize(
    "question",
    [
        # a pet that stole a thing off or from a surface has eaten it: the vet line, also refused
        "my lab stole a loaf of bread off the counter",
        "the puppy snatched a chocolate bar from the table",
        "our spaniel nabbed the sandwich off my plate, she seems fine",
        "the cat swiped a prawn from the kitchen counter",
    ],
)
def test_a_pet_that_stole_food_off_a_surface_gets_the_vet_line(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    said = r.answer if r.answered else r.refusal.message
    assert "call your vet" in said, said


def test_a_person_who_grabbed_food_ate_nothing_said(bundled_index):
    _, index = bundled_index
    assert not read("my son grabbed a cookie off the table", lexicon(index)).emergency


@pytest.mark.parametrize(
    "question, card",
    [
        # one named, with no word for what it is, who "got into" a named plant ate it, as one
        # who "chewed" it did: "Olive and Pepper got into the tulip bulbs" got the tulip's care text
        ("Olive and Pepper got into the tulip bulbs last night", "tulip"),
        ("Biscuit got into the daffodils", "daffodil"),
        ("Bella and Max got into the azalea bush", "azalea"),
        ("Rosie got into the sago palm seeds", "sago-palm"),
        ("Milo got into my lilies while we were out", "easter-lily"),
    ],
)
def test_a_name_that_got_into_a_plant_gets_its_verdict_and_the_vet_line(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (r.answer, r.refusal)
    assert "call your vet" in r.answer


def test_getting_into_a_pastime_is_no_eating(bundled_index):
    settings, index = bundled_index
    r = ask(index, "I got into gardening this year, are tulips easy to grow?", settings)
    assert not (not r.answered and r.refusal.reason == "not_for_people"), r.refusal


@pytest.mark.parametrize(
    "question, card",
    [
        # "got to" and "got at" a plant: a pet reached it and ate, as "got into" says; the
        # one who did it may be named mid-sentence ("I think Daisy got to ...")
        ("I think Daisy got to the english ivy again. Daisy is our pug", "english-ivy"),
        ("Pretty sure Bella got at the pothos overnight, she's a cat", "pothos"),
        ("our dog got to the sago palm seeds", "sago-palm"),
        ("the cat got at my dieffenbachia while we were out", "dieffenbachia"),
        ("looks like Biscuit got to the tulip bulbs, he is a terrier", "tulip"),
        ("my puppy got at the oleander prunings", "oleander"),
        ("My dog got hold of a spider plant leaf", "spider-plant"),
        ("the cat got ahold of my aloe vera", "aloe-vera"),
        ("my dog had a go at the tulip bulbs", "tulip"),
    ],
)
def test_a_pet_that_got_to_or_at_a_plant_ate_it(bundled_index, question, card):
    test_a_pet_that_took_some_of_a_plant_ate_it(bundled_index, question, card)


@pytest.mark.parametrize(
    "question",
    ["I think Max got to the lilies", "I reckon Milo got at the lilies last night", "Nala got to the lilies in the vase"],
)
def test_one_named_who_got_to_a_kind_ate_it(bundled_index, question):
    """A capitalised name that got to a kind of plant is a creature that ate it: the kind's
    findings and the vet line, not 'not about plants'."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and "call your vet" in (r.answer or ""), (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "I finally got to the garden centre, is a peace lily ok for cats",
        "we got to the vet in time, she only sniffed the lily",
    ],
)
def test_getting_to_a_place_eats_nothing(bundled_index, question):
    _, index = bundled_index
    assert not read(question, lexicon(index)).emergency


@pytest.mark.parametrize("when", ["overnight", "twice"])
def test_a_time_word_after_a_name_is_no_other_plant(bundled_index, when):
    """'ate the pothos overnight': when, not a plant called 'pothos overnight'."""
    settings, index = bundled_index
    r = ask(index, f"my cat ate the pothos {when}", settings)
    assert r.answered and [v.card for v in r.verdicts] == ["pothos"], (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        # "I think" before a pet's deed hedges what happened; it is no belief about a plant,
        # and a pet's name that is a kind's word ("Daisy") keeps no plant asked about
        ("I think Daisy ate the pothos. Daisy is our pug", "pothos"),
        ("we think Holly chewed the aloe vera, she's a cat", "aloe-vera"),
        ("I guess Fern ate a tulip bulb. Fern is a beagle", "tulip"),
        ("I reckon Ivy nibbled the dieffenbachia, she's our kitten", "dieffenbachia"),
        ("I believe Lily licked the jade plant - Lily is a dog", "jade-plant"),
    ],
)
def test_a_pet_named_for_a_plant_in_a_hedged_deed_keeps_the_plant_eaten(bundled_index, question, card):
    test_a_pet_that_took_some_of_a_plant_ate_it(bundled_index, question, card)


@pytest.mark.parametrize(
    "question, card",
    [
        # issue 11's "is my kitty gonna be ok": a verb of eating opening its sentence has the
        # creature named before as its subject, so the answer opens with no bare "No"
        ("Is my cat going to be ok? ate pothos", "pothos"),
        ("Is my lab going to be ok? ate some yew", "yew"),
        ("is my puppy ok?? chewed the sago palm", "sago-palm"),
        ("My dog is fine. Ate a spider plant leaf yesterday though, should I worry", "spider-plant"),
        # and a pet sick beside a plant is told to call the vet
        ("The dog vomited, i think from a spider plant leaf", "spider-plant"),
    ],
)
def test_a_pet_that_ate_in_a_sentence_of_its_own_gets_the_vet_line_and_no_bare_no(bundled_index, question, card):
    test_a_pet_that_took_some_of_a_plant_ate_it(bundled_index, question, card)
    settings, index = bundled_index
    assert not ask(index, question, settings).answer.startswith(("No", "Yes"))


# blind26-019's class: brackets between the eater and a habit verb ("keeps eating") say what
# the pet is; the one before them ate (eaters._subject), so the vet line is said
@pytest.mark.parametrize(
    "question, card",
    [
        ("Is basil safe for dogs? My terrier (called Thyme, yes really) keeps eating it out of the herb pot.", "basil"),
        ("my cat (a tabby, Lily) keeps chewing the spider plant", "spider-plant"),
        ("our dog (a lab) has been eating the rosemary", "rosemary"),
        ("my horse (old cob, 20) keeps nibbling the oak leaves", "oak"),
    ],
)
def test_brackets_before_a_habit_verb_keep_the_eater(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts} and "call your vet" in r.answer, r.answer


# blind27-157's class: "what's the risk" asks what a plant or kind is to the pet named beside
# it, as "is it a risk" does (framing.risk_said), not about a care topic of risk
@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("my puppy digs up bulbs, what's the risk", "daffodil", "dog"),
        ("spring bulbs and a puppy who digs everything up, what's the risk", "tulip", "dog"),
        ("we have foxgloves and a cat, whats the danger", "foxglove", "cat"),
        ("tulips and my dog: what's the worry?", "tulip", "dog"),
    ],
)
def test_what_s_the_risk_beside_a_pet_asks_for_the_finding(bundled_index, question, card, animal):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and (card, animal) in {(v.card, v.animal) for v in r.verdicts}, r.refusal


@pytest.mark.parametrize(
    "question",
    [
        # blind32-107 and -009's class: a habit of eating told with "to" or a word of liking has
        # eaten, as "keeps chewing" has: the vet line
        "My cat like to chew the parlour palms. Is safe?",
        "my cat loves to munch the boston fern",
        "my puppy used to chew the spider plant, is it toxic",
        "Dear Madam, I have a cat named Rosemary who is fond of chewing my african violets.",
        "my cat is keen on nibbling the spider plant",
        "my dog is obsessed with eating the hostas",
    ],
)
def test_a_habit_of_eating_gets_the_vet_line(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and "call your vet" in r.answer, r.answer


@pytest.mark.parametrize(
    "question",
    ["would my cat like to chew the spider plant", "my cat would like to eat the spider plant, is it safe"],
)
def test_a_wish_to_eat_asks_and_has_not_eaten(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and "call your vet" not in r.answer, r.answer


@pytest.mark.parametrize(
    "question",
    [
        # blind32-201's class: what was eaten is unnamed past an amount ("a mouthful of
        # something"), a word of time ("has just now swallowed"), a part or a form of growth
        "Dear Sir or Madam, my dog has just now swallowed a mouthful of something from the hedgerow. Please, what should I do?",
        "my horse ate a mouthful of something by the fence",
        "my cat licked a spoonful of something off the floor",
        "my puppy chewed a piece of something from the verge",
        "my dog licked the sap from a plant, what now?",
        "my cat chewed a thorn off a bush, what now?",
        "my dog ate the bark of a tree what should i do",
        # and a question opening the message does not hide the pet that ate
        "could you help me please, my dog ate something in the garden",
        "is it serious, my cat chewed on some plant outside",
        "Dear Sir, can you help? My dog has eaten some leaves in the garden. Yours, Ann",
    ],
)
def test_a_pet_that_ate_something_unnamed_is_refused_with_the_vet_line(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "no_plant_named" and "vet" in r.refusal.message, r.refusal


@pytest.mark.parametrize(
    "question",
    ["how much should a 10 week old puppy eat a day", "how often should my 3 year old lab eat"],
)
def test_a_modal_before_a_long_subject_still_asks(bundled_index, question):
    """Past a pet's age ("a 10 week old puppy") a modal still makes the eating a question."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal


@pytest.mark.parametrize(
    ("question", "named"),
    [
        # found probing: who said it and the saying are no plant ("no card for 'son says'")
        ("my son says the dog ate a mushroom in the yard", "mushroom"),
        ("my neighbour reckons her dog ate a toadstool", "toadstool"),
        ("my husband told me the cat ate a conker", None),
        ("the vet says my dog ate something toxic", None),
        ("my mum claims the puppy chewed a bit of laburnum", "laburnum"),
    ],
)
def test_who_said_it_is_no_plant(bundled_index, question, named):
    settings, index = bundled_index
    r = ask(index, question, settings)
    message = r.refusal.message if r.refusal else ""
    assert not any(w in message for w in ("says", "reckons", "told", "claims")), message
    assert named is None or f"'{named}'" in message or named in {v.card for v in r.verdicts}


# blind34-035's class: a verb of eating after "and" is done by the pet that opens the clause
# after a greeting or an aside ("Hello, my terrier snatched ... and swallowed it")
@pytest.mark.parametrize(
    "question",
    [
        "Hello, my terrier snatched a sprig of rosemary that fell off the chopping board and swallowed it. Will that hurt him?",
        "Hi there, my spaniel grabbed a tulip bulb that rolled under the table and ate it",
        "Oh dear, my beagle pulled a leaf off the pothos on the shelf and chewed it",
        "Morning, my collie dug up a daffodil bulb by the fence and ate half of it",
        "Sorry to bother you, my lab took a bite of the aloe that sits by the door and swallowed it",
    ],
)
def test_a_pet_after_a_greeting_eats_after_and(bundled_index, question):
    settings, index = bundled_index
    assert read(question, lexicon(index)).emergency
    r = ask(index, question, settings)
    assert r.answered and "call your vet" in r.answer, question


# helpline idioms of a pet at a plant: "been at", "made a meal of", as "had a go at" and "got at"
@pytest.mark.parametrize(
    "question",
    [
        "the cat's been at the peace lily again",
        "our dog has been at the tulip bulbs, should I worry",
        "the puppy made a meal of my hostas",
        "my horse has made a meal of the ragwort by the fence",
        "my dog has had a go at the tulip bulbs",
    ],
)
def test_a_pet_at_a_plant_in_an_idiom_has_eaten(bundled_index, question):
    _settings, index = bundled_index
    assert read(question, lexicon(index)).emergency, question


def test_a_person_at_a_place_has_eaten_nothing(bundled_index):
    _settings, index = bundled_index
    assert not read("I've been at the garden centre all day, is lavender safe for cats", lexicon(index)).emergency
