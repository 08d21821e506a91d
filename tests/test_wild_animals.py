"""Garden animals (deer, squirrels, voles): eating a plant they are a care problem, but a
question whether the plant harms them is about an animal the listings do not cover
(plantqa.eaters.pests_harmed). Written before the fix, for blind5-081's class; and farm
animals told with their owner ("the cows of my neighbour": eaters.owner_after_of)."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "squirrels dug up and ate my tulip bulbs, are they going to get sick?",
        "the deer have been munching the yew hedge, is yew toxic to deer?",
        "is foxglove poisonous to deer",
        "deer ate half my azaleas last night, will it hurt them",
        "squirrels keep eating my tulip bulbs, is that bad for the squirrels",
        "voles chewed the daffodil bulbs, will it poison them",
        "can deer eat hostas safely",
        # blind7-087's class: "a problem for my cows", "a risk to our sheep": a farm animal
        "cow parsnip growing in the pasture, is it a problem for my cows",
        "ragwort in the field, is it a risk to our sheep",
        "buttercups in the paddock, any problem for the alpacas",
        "is the yew hedge a danger to my goats",
        "is foxglove by the coop a problem for my chickens",
        # birds that peck at a plant, also where the bird's word stands in a plant's name
        "my peacock pecked at the peace lily, is it toxic to him",
        "the pheasants pecked my hostas, will they get sick",
        "can turkeys eat tulip leaves",
        "is foxglove safe for geese",
        "our rooster keeps pecking the tomato plants, is that bad for him",
    ],
)
def test_a_garden_animal_asked_about_for_harm_is_an_animal_the_listings_do_not_cover(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_animal" and r.verdicts == [], (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("how do i stop deer eating my hostas", "hosta"),
        ("squirrels keep digging up my tulip bulbs, how do I stop them", "tulip"),
        ("the slugs are eating my hostas, how do i stop them", "hosta"),
    ],
)
def test_a_garden_animal_eating_a_plant_is_still_a_care_question(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.verdicts == [] and r.citations[0].card == card, (r.answer, r.refusal)


def test_a_pet_beside_a_garden_animal_gets_its_verdict(bundled_index):
    settings, index = bundled_index
    r = ask(index, "deer keep eating my yew, is it toxic to my dog too", settings)
    assert r.answered and {(v.card, v.animal) for v in r.verdicts} == {("yew", "dog")}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "the tiger barbs in my aquarium have been nibbling the water hyacinth roots",
        "the snails in my aquarium ate my anubias",
        "the guppies in the tank keep nibbling the water hyacinth",
        "Setting up a chinese water dragon terrarium. Can I use a pothos in it?",
        "is a spider plant ok for a corn snake vivarium",
        "the mollies in our aquarium chew on the pothos roots",
    ],
)
def test_a_creature_in_an_animal_s_home_is_an_animal_the_listings_do_not_cover(bundled_index, question):
    """blind16-073, -077: fish in an aquarium got the cat and dog findings for water hyacinth
    ("tiger" stands in plant names), and "water dragon" made a care question of the
    terrarium (water). A creature placed in an aquarium, tank or terrarium is an animal the
    listings do not cover, and the word naming an uncovered animal's kind is no care topic."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_animal", (question, r.refusal, r.verdicts)


@pytest.mark.parametrize(
    "question", ["the plants in my pond are dying", "the java fern in my tank is melting", "can I put moss in the terrarium"]
)
def test_plants_in_an_animal_s_home_are_no_animal(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered or r.refusal.reason != "unknown_animal", (question, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        # blind25-067/073's class: a pet bird or reptile told by its kind, also after a word
        # that is a plant's ("pineapple conure", "corn snake"), is an animal the listings lack
        "My pineapple conure chewed a corner off a snake plant leaf. Is he ok?",
        "Setting up a bioactive enclosure for my corn snake. Can I put a live golden pothos in there?",
        "our macaw nibbled the peace lily",
        "is a spider plant safe for my parrotlet",
        "my degu ate some aloe vera",
    ],
)
def test_a_pet_bird_or_reptile_is_an_animal_the_listings_lack(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_animal", (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        # blind18-075's class: a plant put in an animal's home, the home named by who lives in
        # it ("tiger barb tank"), asks whether the plant is safe for that animal
        "tiger barb tank - can I put a pothos cutting in with the roots in the water?",
        "can I put a pothos cutting in my tetra tank",
        "is a spider plant ok in the gecko vivarium",
        # and a pet fish's word is no typo of a plant's name ("betta" was read as beet's "Beta")
        "is it ok to grow pothos in my aquarium with my betta",
        "can my betta fish live with a peace lily in the vase",
    ],
)
def test_a_plant_in_an_uncovered_animals_home_is_about_that_animal(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_animal", (r.answer, r.refusal)


@pytest.mark.parametrize("question", ["can pothos go in a glass tank as a terrarium plant", "snails are eating my hostas"])
def test_what_a_home_is_made_of_and_garden_pests_are_no_uncovered_animal(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is None or r.refusal.reason != "unknown_animal", r.refusal


@pytest.mark.parametrize(
    "question",
    [
        "our pet rosellas keep eating the bottlebrush flowers in the aviary",
        "my silkies got into the foxgloves by the coop",
        "the chooks ate some of the rhubarb leaves next to their coop",
        "my sugar gliders chewed the spider plant next to their cage",
        "our pet quokkas nibble the hibiscus in their enclosure",
    ],
)
def test_a_creature_of_no_kind_beside_an_animals_home_is_one_the_listings_lack(bundled_index, question):
    """blind27-073 gave a cat's and a dog's finding for rosellas in an aviary."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is not None and r.refusal.reason == "unknown_animal" and not r.verdicts, (question, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("our kelpie chewed the hibiscus by the chook pen", "hibiscus"),
        ("my dog ate the spider plant next to the rabbit hutch", "spider-plant"),
        ("the cat chewed the pothos beside the hamster cage", "pothos"),
    ],
)
def test_a_pet_beside_another_animals_home_is_still_answered(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert card in {v.card for v in r.verdicts}, (question, r.refusal)


# blind29-081's class: "the cows of my neighbour" — the creature before "of" eats, and the
# person after it owns the creature; neither makes the question a person's
@pytest.mark.parametrize(
    "question, reason",
    [
        ("The cows of my neighbour are eating the bracken fern on the hill. Is it bad for cows?", "unknown_animal"),
        ("The goats of my uncle ate some english ivy, is ivy bad for goats?", "unknown_animal"),
        ("the chickens of our neighbour got into the foxgloves", "unknown_animal"),
        ("the ducks of my aunt nibbled the hostas, are hostas toxic to ducks?", "unknown_animal"),
        ("the son of my neighbour ate a yew berry", "not_for_people"),
    ],
)
def test_a_creature_of_a_person_is_the_one_that_ate(bundled_index, question, reason):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == reason


def test_a_pet_of_a_person_is_answered_for_the_pet(bundled_index):
    settings, index = bundled_index
    r = ask(index, "the horse of my cousin is eating ragwort", settings)
    assert r.answered and ("ragwort", "horse") in {(v.card, v.animal) for v in r.verdicts}
