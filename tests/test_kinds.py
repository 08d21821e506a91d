"""Kinds of plant named as a group (plantqa.kinds). Written before the fix, in words of my own,
for the groups class."""

import pytest

from plantqa.engine import ask, lexicon
from plantqa.reading import read


@pytest.mark.parametrize(
    "question, member",
    [
        ("are spring bulbs dangerous to dogs", "grape-hyacinth"),
        ("are spring flowering bulbs toxic to cats", "grape-hyacinth"),
        ("my dog ate some spring bulbs", "grape-hyacinth"),
        ("are summer palms ok for cats on the patio", "areca-palm"),
        ("are summer herbs safe for my cat", "basil"),
    ],
)
def test_a_season_before_a_kind_leaves_the_kind(bundled_index, question, member):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and member in {v.card for v in r.verdicts}, (r.answer, r.refusal)


def test_a_season_in_a_plant_s_name_is_still_that_plant(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is autumn crocus toxic to dogs", settings)
    assert {v.card for v in r.verdicts} == {"autumn-crocus"}


def test_a_season_in_a_look_alike_s_name_names_that_plant(bundled_index):
    """ "winter fern" is poison hemlock's name, not a fern in winter."""
    settings, index = bundled_index
    r = ask(index, "are winter ferns safe for my cat", settings)
    assert {v.card for v in r.verdicts} == {"poison-hemlock"}


@pytest.mark.parametrize(
    "question",
    [
        "what is toxic to water lilies",  # tests/test_care.py's, broken when "to <verb>" came in
        "is copper toxic to water lilies",
        "are slugs harmful to water lilies",
        "is vinegar deadly to water lilies",
        "is bleach poisonous to water lilies",
    ],
)
def test_after_a_harm_word_to_names_what_is_harmed_so_a_glued_kind_is_another_plant(bundled_index, question):
    """ "safe to handle lilies": "to" before a verb, no plant "handle lily". "toxic to water
    lilies": "to" before what is harmed, so "water lilies" is still a plant plantqa has no card
    for, never the true lilies' kidney warning."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and not r.verdicts, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, group",
    [
        # blind8-099's class: a part that is also a kind ("fruit"), said of another kind's
        # trees, is their part: no verdicts from every card with fruit (banana, muskmelon)
        ("fruit trees and dogs - anything to worry about with the fallen fruit?", "fruit tree"),
        ("my dog keeps eating the fallen fruit from the fruit trees", "fruit tree"),
        ("our fruit trees drop a lot of rotten fruit, is it ok for the dog", "fruit tree"),
        ("is the fruit off palm trees toxic to cats", "palm tree"),
        ("citrus trees and cats, is the dropped fruit a worry", "citrus"),
    ],
)
def test_a_part_said_of_a_kind_s_trees_is_their_part(bundled_index, question, group):
    from plantqa.engine import lexicon
    from plantqa.reading import read

    settings, index = bundled_index
    assert read(question, lexicon(index)).groups == (group,)
    r = ask(index, question, settings)
    assert r.answered and "banana" not in {v.card for v in r.verdicts}, r.answer
    assert not r.answer.startswith(("Yes", "No")), r.answer


@pytest.mark.parametrize("question", ["are fruits safe for dogs", "is fruit toxic to cats"])
def test_a_part_that_is_a_kind_asked_alone_is_the_kind(bundled_index, question):
    from plantqa.engine import lexicon
    from plantqa.reading import read

    _, index = bundled_index
    assert read(question, lexicon(index)).groups == ("fruit",)


@pytest.mark.parametrize(
    "question, kind, wider",
    [
        ("fruit trees and dogs - anything to worry about with the fallen fruit?", "fruit trees", "fruits"),
        ("we have fruit trees in the yard, is the fruit that drops bad for my dog", "fruit trees", "fruits"),
        ("nut trees and my dog, are the nuts a problem", "nut trees", "nuts"),
        ("are fruit trees safe for horses, they graze under them and eat the fruit", "fruit trees", "fruits"),
        ("the fruit from our fruit trees keeps falling, can my cat get sick", "fruit trees", "fruits"),
    ],
)
def test_a_word_of_a_kind_said_again_is_that_kind_not_a_wider_one(bundled_index, question, kind, wider):
    """ "fruit trees ... the fallen fruit" asks about fruit trees; the fruit is theirs, not
    every card that bears fruit (banana, strawberry, muskmelon)."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert f"count as {kind}" in r.answer, r.answer
    assert f"count as {wider};" not in r.answer, r.answer
    assert not {"banana", "strawberry", "muskmelon"} & {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "question, kind",
    [
        ("is anything in a veg garden dangerous for dogs", "vegetables"),
        ("is anything in a vegetable garden dangerous for dogs", "vegetables"),
        ("could something in the vegetable patch have made my dog sick", "vegetables"),
        ("is my herb garden safe for the cat", "herbs"),
        ("are the plants in my cactus garden safe for my dog", "cacti"),
        ("fern garden and cats, ok?", "ferns"),
        ("is the veg plot a danger to my puppy", "vegetables"),
    ],
)
def test_a_kind_before_the_ground_it_grows_in_is_the_kind_asked(bundled_index, question, kind):
    """ "a vegetable garden" is the vegetables grown there, not a plant called so."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and f"count as {kind}" in r.answer, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, cards",
    [
        ("my dog ate squash from the veg patch", set()),  # the patch is where the squash was
        # "squash plants" are the squashes (their kind), the patch still only where they grew
        (
            "my dog ate the squash plants from the veg patch",
            {f"{k}-squash" for k in ("acorn", "banana", "buttercup", "butterfly", "hubbard", "turban", "zucchini")},
        ),
        ("Basil the beagle ate some leaves off the tomato plant in the veg patch", {"tomato-plant"}),
        ("my dog ate some cooked veg", set()),  # veg as food: no plant
        ("lavender vs foxglove for a herb border with cats", {"lavender", "foxglove"}),
    ],
)
def test_ground_planted_with_a_kind_beside_a_thing_asked_is_only_where_it_grows(bundled_index, question, cards):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert {v.card for v in r.verdicts} == cards, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, named",
    [
        ("my dog ate some laburnum seeds on our walk", "laburnum"),
        ("my dog ate some rowan seeds", "rowan"),
        ("my dog ate some monkshood seeds", "monkshood"),
        ("my horse ate laburnum pods", "laburnum"),
        ("our dog ate a few buckthorn seeds", "buckthorn"),
        ("my dog swallowed some lupin seeds", "lupin"),
    ],
)
def test_a_word_no_card_uses_before_a_part_names_a_plant_plantqa_lacks(bundled_index, question, named):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant", r.refusal
    assert f"'{named} " in r.refusal.message and "vet" in r.refusal.message, r.refusal.message


@pytest.mark.parametrize(
    "question",
    [
        "my dog ate some random seeds on our walk",
        "my puppy ate some weird leaves",
        "my dog ate a few spiky seeds in the park",
        "my dog ate some red berries",
        "my cat ate some mystery seeds",
    ],
)
def test_a_word_that_only_describes_a_part_names_no_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "no_plant_named", r.refusal


# The lead's, from a comparison probe: after a verb, "between" and a kind read as where a thing
# is ("the moss between the pavers"), so "torn between a fern and a pothos" dropped the ferns
# unsaid. "between" offers both.
@pytest.mark.parametrize(
    "question, member, named",
    [
        ("i can't decide between an orchid and a bromeliad, cat friendly?", "moth-orchid", "bromeliad"),
        ("torn between a fern and a pothos for the cat", "boston-fern", "pothos"),
        ("choosing between a palm and a rubber plant, i have a dog", "areca-palm", "rubber-plant"),
    ],
)
def test_a_kind_after_between_is_offered_not_a_place(bundled_index, question, member, named):
    settings, index = bundled_index
    r = ask(index, question, settings)
    cards = {v.card for v in r.verdicts}
    assert r.answered and member in cards and named in cards, (question, cards)


@pytest.mark.parametrize(
    "question, member",
    [
        # "lily bulb" was read as a kind of its own (bulb is a kind too), refused as a plant
        # with no card: a part after a kind is that kind's part
        ("my dog ate a lily bulb", "calla-lily"),
        ("my dog keeps digging up the lily bulbs", "calla-lily"),
        ("my cat chewed a lily bulb", "calla-lily"),
        ("are palm fruits toxic to dogs", "sago-palm"),
        ("is a lily bulb poisonous to cats", "calla-lily"),
    ],
)
def test_a_part_after_a_kind_is_that_kind_s_part(bundled_index, question, member):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and member in {v.card for v in r.verdicts}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, member",
    [
        # blind11-173's class: a word that ends several cards' names, before "plants", is their kind
        ("squash plants in the veggie patch, ok for my dog?", "acorn-squash"),
        ("squash plants ok for dogs", "hubbard-squash"),
        ("are squash plants toxic to cats", "turban-squash"),
    ],
)
def test_a_names_last_word_before_plants_is_their_kind(bundled_index, question, member):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and member in {v.card for v in r.verdicts}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        # a colour before a names' last word makes another plant (Tradescantia), never their kind
        "is the purple heart plant toxic to cats",
        "are purple heart plants toxic to cats",
        "are purple hearts toxic to cats",
        "are butternut squash plants ok for dogs",  # no card: refused, not the other squashes
    ],
)
def test_a_word_before_a_names_last_word_is_another_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and not r.verdicts, r.answer


@pytest.mark.parametrize(
    "question, member",
    [
        # blind11-175's class: a growth form eaten is the kind, not where the eaten thing grew
        ("my pony ate some weeds along the fence line", "buttercup"),
        ("my dog ate some weeds", "buttercup"),
        ("the puppy ate weeds in the yard", "buttercup"),
        ("my dog has been eating weeds", "buttercup"),
        ("my horse chewed on a shrub by the gate", "mountain-laurel"),
        # blind34-159's class: and past a measure of it ("a mouthful of weeds", "a bit of a shrub")
        ("Our collie ate a mouthful of weeds from the verge on our walk. Are weeds toxic to dogs?", "buttercup"),
        ("my dog ate a mouthful of weeds", "buttercup"),
        ("my pony ate an armful of weeds by the gate", "buttercup"),
        ("my horse ate a load of weeds over the fence", "buttercup"),
        ("my dog chewed a bit of a shrub in the park", "mountain-laurel"),
    ],
)
def test_a_growth_form_eaten_is_the_kind(bundled_index, question, member):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and member in {v.card for v in r.verdicts} and "call your vet" in r.answer, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "my dog ate some berries off a bush",
        "my dog ate a mouthful of berries off a bush",
        "dog ate berries off a bush on our walk, idk what bush",
        "my cat ate leaves from under the tree",
    ],
)
def test_a_growth_form_something_came_off_names_no_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "no_plant_named" and "call your vet" in r.refusal.message


@pytest.mark.parametrize(
    "question, card",
    [
        # blind11-195 / -207's class: an amount of a plant's part, or what is left of it, is the plant
        ("horse ate a pile of avocado skins from the compost", "avocado"),
        ("my dog ate a heap of tulip bulbs", "tulip"),
        ("a pile of oak leaves, my horse ate some", "oak"),
        ("dog ate spent hops from my home brew", "hops"),
        ("horse ate discarded apple cores", "apple"),
    ],
)
def test_an_amount_or_leftovers_of_a_plant_are_that_plant(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card}, (r.answer, r.refusal)


def test_a_string_of_a_plant_is_still_another_plant(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is a string of bananas safe for cats", settings)
    assert not r.answered and not r.verdicts


@pytest.mark.parametrize(
    "question, card",
    [
        # blind13-015's class: a verb's -ing form folded to a word that ends several names was
        # read as their kind ("wondering" -> the "wonder" of texas wonder and trileaf wonder),
        # and each got a verdict beside the plant asked about
        ("I'm wondering if the snapdragons are toxic to dogs", "snapdragon"),
        ("my dog keeps tearing at the spider plant", "spider-plant"),
        ("we are facing a move, is a peace lily ok for cats", "peace-lily"),
        ("my cat keeps tailing me around, is the jade plant ok for her", "jade-plant"),
        ("named my puppy Iris and now I'm wondering if the snapdragons in my garden are toxic to dogs lol", "snapdragon"),
    ],
)
def test_a_verb_s_form_is_no_plural_of_a_names_last_word(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card}, r.answer


def test_a_clause_opening_word_is_no_part_of_a_name(bundled_index):
    settings, index = bundled_index
    r = ask(index, "I was wondering whether lavender is safe for my dog", settings)
    assert r.answered and {v.card for v in r.verdicts} == {"lavender"}, r.refusal


@pytest.mark.parametrize(
    "question, card",
    [
        # a kind before a word of care was glued into an unknown plant: "succulent propagation
        # help" and "best cactus soil mix" were refused as unknown_plant
        ("succulent propagation help", "propagation-cuttings"),
        ("best cactus soil mix", "potting-soil"),
        ("orchid repotting tips", "repotting"),
    ],
)
def test_a_kind_before_a_word_of_care_is_the_kind(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations}, r.refusal


@pytest.mark.parametrize(
    "question", ["is cactus soil safe for cats", "my dog ate some succulent soil", "are orchid trees safe for cats"]
)
def test_in_a_safety_question_a_noun_after_a_kind_still_makes_another_thing(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and not r.verdicts, r.answer


@pytest.mark.parametrize(
    "question, cards",
    [
        ("orange tree or banana plant in the sunroom with the cats", {"orange", "banana"}),
        ("my cat chewed the leaves of our orange tree", {"orange"}),
        ("is an orange tree ok beside a lemon tree if we have a dog", {"orange", "lemon"}),
        ("peach tree or apple tree by the horse paddock", {"peach", "apple"}),
        ("orange bush, lime bush - which is worse for dogs", {"orange", "lime"}),
    ],
)
def test_a_growth_form_after_a_name_that_is_a_colour_is_that_plant_s(bundled_index, question, cards):
    """ "orange tree": the tree orange grows on, not every tree coloured orange."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert {v.card for v in r.verdicts} == cards, r.answer


def test_a_colour_before_a_kind_still_names_the_kind(bundled_index):
    settings, index = bundled_index
    r = ask(index, "are orange lilies toxic to cats", settings)
    assert r.answered and "tiger-lily" in {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "question, card, toxic",
    [
        ("Easter lily cactus on my sill - is that one of the lilies that are bad for cats?", "easter-lily-cactus", False),
        ("is a peace lily one of those lilies that kill cats?", "peace-lily", True),
        ("is the ponytail palm one of the palms that are bad for dogs?", "ponytail-palm", False),
        ("is a boston fern one of the ferns that are safe for cats", "boston-fern", False),
        ("my calla lily - is it among the dangerous lilies for cats?", "calla-lily", True),
    ],
)
def test_the_kind_a_named_plant_is_asked_to_be_lists_no_kind(bundled_index, question, card, toxic):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert [(v.card, v.toxic) for v in r.verdicts] == [(card, toxic)], r.answer


def test_one_of_the_kind_eaten_beside_a_named_plant_is_still_the_kind(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my cat ate a rose and one of the lilies from the vase", settings)
    assert "easter-lily" in {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "question",
    [
        "what counts as bright indirect light? my flat faces north",
        "my window faces east, is that enough light for a snake plant",
        "our balcony faces south - will a jade plant get too much sun",
        "my room faces west, how much light does a monstera get there",
        "my office faces east, how much light does a pothos get there",
    ],
)
def test_a_word_ending_several_names_where_a_verb_stands_is_no_kind(bundled_index, question):
    """ "my flat faces north": "faces" is what the flat does, not a kind of "... face" plants."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts, (r.refusal, r.answer)


# blind23-131's class: "which succulent" in a choice between named plants asks which of them,
# the kind saying what they are (whatever the cards list as its members): only their verdicts
@pytest.mark.parametrize(
    "question, cards",
    [
        ("Jade plant or zebra haworthia - which succulent is okay with a cat that chews?", {"jade-plant", "haworthia"}),
        ("parlor palm vs sago palm - which palm is ok for my puppy", {"parlor-palm", "sago-palm"}),
        ("pothos or spider plant, which houseplant is safe for a kitten", {"pothos", "spider-plant"}),
        ("jade plant or hens and chicks, which of these succulents is fine for my dog", {"jade-plant", "hens-and-chicks"}),
        ("snake plant or spider plant: which of the two houseplants is safer for cats", {"snake-plant", "spider-plant"}),
        ("aloe vera or burro's tail - which succulent can my cat be around", {"aloe-vera", "burros-tail"}),
    ],
)
def test_a_kind_after_which_in_a_choice_is_what_the_named_plants_are(bundled_index, question, cards):
    settings, index = bundled_index
    assert {v.card for v in ask(index, question, settings).verdicts} == cards, question


@pytest.mark.parametrize(
    "question",
    [
        # a kind kept so ("alive", "happy") or had by the asker in the plural frames a plant
        # question, as a named plant does: these were refused as not about plants
        "how do I keep a fern alive",
        "how to keep cacti alive",
        "how do I keep my succulents happy",
        "how do I keep orchids alive indoors",
        "why are my succulents mushy",
        "my ferns keep dying",
        # and in the singular, with what it did ("died", "went soft"): these were read as a
        # thing named after the kind ("fern die", "cactus went") and refused as not about
        # plants; "died" folded to no verb's form, and "went" glued on as a noun would
        "why did my fern die",
        "my orchid died, why",
        "my cactus went soft",
        "has my orchid died or is it dormant",
        "my fern died last week",
    ],
)
def test_a_kind_kept_or_had_is_a_plant_question(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered or r.refusal.reason != "not_about_plants", r.refusal
    assert not any(m.how == "compound" for m in read(question, lexicon(index)).plants)


def test_a_palm_read_is_no_kind_had(bundled_index):
    settings, index = bundled_index
    r = ask(index, "can you read my palm? i want to know about my future", settings)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants"


@pytest.mark.parametrize(
    "question", ["are bromeliads safe for my dog?", "my kitten ate a bromeliad", "which bromeliads are ok for a cat"]
)
def test_bromeliad_alone_is_the_kind_not_one_card(bundled_index, question):
    """blind-209's class: 'bromeliad' named one card (blushing bromeliad), so 'are bromeliads
    safe' opened 'Yes' from it; the word names a family of seven cards, a name they share."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and len({v.card for v in r.verdicts}) >= 7 and not r.answer.startswith(("Yes", "No")), r.answer


def test_plants_said_to_be_of_their_genus_in_brackets_list_no_genus(bundled_index):
    """blind26-137's class: "(all pileas i think)" says what the named plants are; every
    pilea card's scientific name now heads its names in capitals, as a genus is read."""
    settings, index = bundled_index
    q = "aluminum plant, friendship plant, artillery plant (all pileas i think) - any of them a problem for a dog?"
    r = ask(index, q, settings)
    assert {v.card for v in r.verdicts} == {"aluminum-plant", "friendship-plant", "artillery-plant"}, r.answer


@pytest.mark.parametrize(
    ("question", "card", "animal"),
    [
        # found probing set 32's voices: "yew tree" was refused as an unknown plant (the yew
        # card says "conifer", not "tree"), leaving a horse owner without yew's finding
        ("is the yew tree poisonous to horses", "yew", "horse"),
        ("my horse ate from the yew tree", "yew", "horse"),
        ("is a hemlock tree safe for dogs", "hemlock-tree", "dog"),
        ("our dog chewed a branch off the yew tree", "yew", "dog"),
        ("yew trees along the paddock, danger for horses?", "yew", "horse"),
    ],
)
def test_a_conifer_is_a_tree(bundled_index, question, card, animal):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert (card, animal) in {(v.card, v.animal) for v in r.verdicts}, r.refusal


def test_a_palm_had_in_the_singular_is_still_a_hand(bundled_index):
    settings, index = bundled_index
    r = ask(index, "can you read my palm please", settings)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants"
    r = ask(index, "my palm is itchy", settings)  # a person's own body
    assert r.refusal is not None and r.refusal.reason == "not_for_people"
