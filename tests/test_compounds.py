"""Names in context (plantqa.compounds): which words beside a name leave it the plant. Each
case was written before its fix, in words of its own, for a class a blind question showed failing."""

import pytest

from plantqa.engine import ask


def verdicts(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, (question, r.refusal)
    return {(v.card, v.animal) for v in r.verdicts}


# blind5-189's class: a verb's past form before a name says what was done to the plant or its
# part ("a broken poinsettia stem"), as "wilted" and "fallen" do; it names no other plant
@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("the dog chewed a snapped dieffenbachia stalk", "dieffenbachia", "dog"),
        ("my puppy ate a torn pothos leaf", "pothos", "dog"),
        ("my kitten licked juice from a crushed aloe leaf", "aloe-vera", "cat"),
        ("my dog ate a trampled tulip bulb", "tulip", "dog"),
        ("my cat chewed on a bent spider plant leaf", "spider-plant", "cat"),
        ("my beagle chewed the broken oleander branch", "oleander", "dog"),
        ("my dog ate a mangled daffodil bulb", "daffodil", "dog"),
    ],
)
def test_a_past_form_of_a_verb_before_a_name_leaves_the_plant(bundled_index, question, card, animal):
    assert (card, animal) in verdicts(bundled_index, question)


@pytest.mark.parametrize("question", ["is painted nettle toxic to cats", "is a weeping fig safe for dogs"])
def test_a_participle_that_stands_in_a_plant_s_name_still_makes_that_plant(bundled_index, question):
    cards = {c for c, _ in verdicts(bundled_index, question)}
    assert len(cards) == 1 and cards != {"nettle"}


# blind5-109's class: a chat word after a name ("lol", "omg") is no part of another plant's name
@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("my kitten munched the spider plant omg is she ok", "spider-plant", "cat"),
        ("my cat bit the calathea lol will she be fine", "calathea", "cat"),
        ("my pup chewed the pothos ugh is he ok", "pothos", "dog"),
        ("my dog licked the aloe vera haha should i worry", "aloe-vera", "dog"),
        ("is a boston fern tbh safe for my cat", "boston-fern", "cat"),
    ],
)
def test_a_chat_word_after_a_name_leaves_the_plant(bundled_index, question, card, animal):
    assert (card, animal) in verdicts(bundled_index, question)


# blind5-207's class: "sum" typed for "some" before a name makes no plant "sum mistletoe"
@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("my dog chewed sum aloe vera", "aloe-vera", "dog"),
        ("my puppy ate sum tulip bulbs", "tulip", "dog"),
        ("our cat nibbled sum spider plant leaves", "spider-plant", "cat"),
        ("my dog ate sum mistletoe berries", "mistletoe", "dog"),
        ("my kitten chewed sum pothos, is she ok", "pothos", "cat"),
    ],
)
def test_a_chat_spelling_of_some_before_a_name_leaves_the_plant(bundled_index, question, card, animal):
    assert (card, animal) in verdicts(bundled_index, question)


@pytest.mark.parametrize(
    "question, card",
    [
        # blind12-239's class: a part or holder then a past participle says the plant's state
        # ("a root-bound snake plant"); it was read as another plant's name and refused
        ("repotting a root-bound snake plant, tips?", "snake-plant"),
        ("how to repot a rootbound peace lily", "peace-lily"),
        ("root-bound monstera, help", "monstera"),
        ("my pot-bound spider plant needs a bigger home", "spider-plant"),
        ("is a root-bound aloe vera safe for cats", "aloe-vera"),
    ],
)
def test_a_part_and_a_participle_before_a_name_say_its_state(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations}, (r.answer, r.refusal)


def test_a_participle_alone_before_a_name_still_makes_another_plant(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is weeping pothos toxic to cats", settings)  # no part or holder before "weeping"
    assert not r.answered and r.refusal.reason == "unknown_plant", r.answer


@pytest.mark.parametrize(
    "question, card, animal",
    [
        # blind13-043's class: a planting form after a name ("groundcover") made another plant,
        # as a kind does ("tulip tree"); it is how the plant is grown, as "hedge" and "bed" are
        ("running myrtle groundcover under the hedge, my kitten is always in it. toxic?", "periwinkle", "cat"),
        ("is our vinca groundcover ok for dogs", "periwinkle", "dog"),
        ("the periwinkle ground cover by the path - safe for my cat?", "periwinkle", "cat"),
        ("my dog rolls in the english ivy groundcover, is that bad", "english-ivy", "dog"),
    ],
)
def test_a_planting_form_after_a_name_leaves_the_plant(bundled_index, question, card, animal):
    assert (card, animal) in verdicts(bundled_index, question)


@pytest.mark.parametrize(
    "question, card, animal",
    [
        # blind14-189's class: "entire", as "whole", says how much was eaten; it made "entire onion"
        ("Our dog has eaten an entire onion that fell off the counter", "onion", "dog"),
        ("the horse ate an entire apple", "apple", "horse"),
        ("my puppy chewed an entire tulip bulb", "tulip", "dog"),
    ],
)
def test_entire_is_an_amount_before_a_name(bundled_index, question, card, animal):
    assert (card, animal) in verdicts(bundled_index, question)


@pytest.mark.parametrize(
    "question, card",
    [
        ("Our cat Basil ate some of the actual basil from the herb pot lol is that ok", "basil"),
        ("is real aloe vera toxic to dogs", "aloe-vera"),
        ("my dog ate some genuine lavender", "lavender"),
        ("is a proper christmas cactus safe for cats", "christmas-cactus"),
        ("my cat chewed the actual rosemary, not the fake one", "rosemary"),
    ],
)
def test_a_word_for_the_plant_itself_before_a_name_keeps_it(bundled_index, question, card):
    """blind15-023: "the actual basil" (beside a cat called Basil) was refused as a plant
    named "actual basil"; "real aloe vera" was read "true aloe" with "vera" glued on."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == card, (question, r.refusal)


@pytest.mark.parametrize(
    "question", ["is a lenten rose a real rose? is it toxic to cats", "christmas rose vs an actual rose for my cat"]
)
def test_a_word_for_the_plant_itself_set_against_a_look_alike_names_no_card(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert "rose" not in {v.card for v in r.verdicts}, (question, r.verdicts)


@pytest.mark.parametrize(
    "question, group",
    [
        ("What fern varieties are safe for a cat?", "fern"),
        ("are any palm species toxic to dogs", "palm"),
        ("which orchid cultivars are safe for cats", "orchid"),
        ("what succulent varieties are safe with a cat", "succulent"),
        ("which fern types are safe for dogs", "fern"),
    ],
)
def test_a_word_for_a_kind_after_a_group_leaves_the_group(bundled_index, question, group):
    """blind15-177: "fern varieties" was refused as a plant so named; "fern types" was not."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and len(r.verdicts) > 3, (question, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("the pup tore into the yucca's spiky leaves and swallowed a bit", "yucca"),
        ("the cat bit the spider plant's long leaves", "spider-plant"),
        ("the dog chewed the peace lily's white flowers", "peace-lily"),
        ("my cat nibbled the pothos's trailing vines", "pothos"),
        ("the puppy ate the monstera's big holey leaves", "monstera"),
    ],
)
def test_a_possessive_name_owns_what_follows_it(bundled_index, question, card):
    """blind16-117: "the yucca's spiky leaves" read "yucca spiky", a plant with a word glued
    on. A name in the possessive ends its phrase: what follows is the plant's."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} <= {card, "cushion-aloe"}, (question, r.refusal, r.verdicts)
    assert r.citations[0].card == card


@pytest.mark.parametrize(
    "question, card",
    [
        ("my dog drank from the bucket I'd been soaking daffodil bulbs in", "daffodil"),
        ("the cat drank water I had been soaking tulip bulbs in", "tulip"),
        ("my dog drank the water I've been rooting pothos cuttings in", "pothos"),
        ("we've been growing foxglove and the dog chewed one", "foxglove"),
        ("I have been forcing hyacinth bulbs in jars and the cat drank the water", "hyacinth"),
    ],
)
def test_an_ing_form_after_been_is_the_verb_not_part_of_a_name(bundled_index, question, card):
    """blind17-201: "I'd been soaking daffodil bulbs" read "soaking daffodil" as a plant."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == card, (question, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("my dog ate one tulip bulb", "tulip"),
        ("we have three aloe vera plants, are they safe for dogs", "aloe-vera"),
        ("my cat chewed two spider plant leaves", "spider-plant"),
        ("is a peace lily one of those lilies that kill cats?", "peace-lily"),
        ("she ate maybe five holly berries", "holly"),
    ],
)
def test_a_number_word_beside_a_name_makes_no_other_plant(bundled_index, question, card):
    """No card's name holds a number word: "one tulip" is a tulip, not a plant plantqa lacks."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, r.refusal


@pytest.mark.parametrize(
    "question, card",
    [
        ("horse's tail succulent (the trailing one) - ok for my dog?", "burros-tail"),
        ("is a burros tail succulent toxic to cats", "burros-tail"),
        ("are basil herbs safe for dogs", "basil"),
        ("is the echeveria succulent on my desk ok for cats", "echeveria"),
        ("is an aloe vera succulent ok near my dog", "aloe-vera"),
    ],
)
def test_a_group_s_word_after_a_name_in_that_group_is_the_plant_s_own_kind(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, r.refusal


def test_a_group_s_word_after_a_name_outside_that_group_makes_another_plant(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is the pothos succulent safe for cats", settings)
    assert not r.answered and r.refusal.reason == "unknown_plant"


@pytest.mark.parametrize(
    "question, card",
    [
        ("can the rosemary survive a frost", "rosemary"),
        ("will my basil recover after the cold snap", "basil"),
        ("does the jasmine bloom in winter", "jasmine"),
        ("will the rosemary recover from frost", "rosemary"),
        ("can my lavender survive the winter", "lavender"),
    ],
)
def test_the_word_after_a_name_a_modal_opens_is_the_question_s_verb(bundled_index, question, card):
    """ "can the rosemary survive a frost" asks what the plant may do; no "rosemary survive" thing."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations}, r.refusal


def test_a_thing_named_after_a_plant_before_a_verb_stays_a_thing(bundled_index):
    settings, index = bundled_index
    r = ask(index, "will the jasmine rice hurt my dog", settings)
    assert not r.answered and r.refusal.reason == "unknown_plant"


@pytest.mark.parametrize(
    "question, card, animal",
    [
        # blind25-007's class: a heap, pile or bag "of" a plant's clippings or cuttings is the
        # plant's own, as "a pile of avocado skins" is; no plant called "pile of yew"
        ("My mare Willow got into the pile of yew clippings the gardener left by the gate", "yew", "horse"),
        ("the dog found a heap of oleander cuttings and chewed them", "oleander", "dog"),
        ("my horse ate from a pile of boxwood hedge trimmings", "boxwood", "horse"),
        ("my cat got into a bag of tulip bulbs", "tulip", "cat"),
        ("a mound of privet clippings was left in the paddock and my horse ate some", "privet", "horse"),
        # and "live" says the plant is living, as "dead" and "fresh" do
        ("is a live pothos safe for my cat", "pothos", "cat"),
    ],
)
def test_a_heap_of_a_plants_clippings_is_that_plant(bundled_index, question, card, animal):
    assert (card, animal) in verdicts(bundled_index, question)


@pytest.mark.parametrize(
    "question, card, animal",
    [
        # blind25-137's class: a name said with its genus or a shared name holding its card
        # ("corn plant dracaena") is one plant named twice, not an unknown "pink jasmine"
        ("corn plant dracaena safe for cats?", "corn-plant", "cat"),
        ("My cat chews leaves. Prayer plant or corn plant dracaena — which is less risky?", "corn-plant", "cat"),
        ("is a snake plant sansevieria toxic to dogs", "snake-plant", "dog"),
        ("my dog chewed the gold dust dracaena", "gold-dust-dracaena", "dog"),
        # and an -e typed after a name that ends in -s: "pothose" is pothos
        ("pothose in a hanging pot... my cat could jump to it. toxic?", "pothos", "cat"),
        ("are hibiscuse safe for dogs", "hibiscus", "dog"),
    ],
)
def test_a_plant_named_twice_or_with_an_e_typed_after_is_that_plant(bundled_index, question, card, animal):
    assert (card, animal) in verdicts(bundled_index, question)


def test_two_names_of_different_plants_side_by_side_stay_an_unknown_plant(bundled_index):
    settings, index = bundled_index
    for question in ("is rose jasmine toxic to cats", "is daisy jasmine toxic to cats"):
        r = ask(index, question, settings)  # ("pink jasmine" is a colour the jasmine card lists)
        assert not r.answered and r.refusal.reason == "unknown_plant", question


@pytest.mark.parametrize(
    "question, cards",
    [
        # blind25-149's class: a word of care first in a question is an order's verb only if it
        # is one ("repot monstera"); a noun there is part of a thing's name: "window box" held
        # the name "box" (boxwood) and gave its verdict beside the plants asked about
        ("window box: petunias or geraniums, which one is safer w/ my dog", {"petunia", "geranium"}),
        ("Window box with geraniums - ok for my cat?", {"geranium"}),
        ("light box for my orchids, safe for the cat?", None),
    ],
)
def test_a_noun_of_care_first_makes_a_thing_not_an_order(bundled_index, question, cards):
    settings, index = bundled_index
    r = ask(index, question, settings)
    got = {v.card for v in r.verdicts}
    assert "boxwood" not in got, r.answer
    assert cards is None or got == cards, r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        ("repot monstera in spring?", "monstera"),
        ("prune roses when", "rose"),
        ("water pothos how often", "pothos"),
        ("trim rosemary how much", "rosemary"),
    ],
)
def test_a_verb_of_care_first_is_an_order_about_the_plant(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == card, (r.refusal, [c.card for c in r.citations])


@pytest.mark.parametrize(
    "question, card",
    [
        # blind22-165's class: an -ing form after a verb of aspect ("keep hearing", "was
        # reading", "started growing") is a verb, never a word of a name
        ("I keep hearing dracaenas are bad for dogs, is that all of them?", "corn-plant"),
        ("I was reading poinsettias are toxic to cats, true?", "poinsettia"),
        ("we kept finding azaleas in the yard, are they bad for dogs", "azalea"),
        ("I started noticing pothos leaves chewed, is it toxic to cats", "pothos"),
    ],
)
def test_an_ing_form_after_a_verb_of_aspect_is_a_verb(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (r.answer, r.refusal)


@pytest.mark.parametrize("question", ["Is dracaena toxic to cats", "is dracaena safe for dogs"])
def test_a_shared_name_whose_cards_differ_opens_with_no_yes_or_no(bundled_index, question):
    """'Yes — corn plant ... is toxic' read as the answer for all eight dracaenas, two of
    which are listed non-toxic."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and "Yes" not in r.answer and "No —" not in r.answer, r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        # blind26-035's class: a past form not made with -ed after a name says what the plant
        # did ("rosemary fell into"), no word of another plant's name
        ("A sprig of rosemary fell into the dog's bowl and he ate it. ok?", "rosemary"),
        ("a tulip bulb rolled under the sofa and the dog found it, then the bulb got chewed", "tulip"),
        ("some oleander leaves blew into the paddock and my horse ate them", "oleander"),
        ("a piece of aloe vera broke off and my cat licked it", "aloe-vera"),
        ("the poinsettia fell over and my puppy chewed a leaf", "poinsettia"),
    ],
)
def test_a_past_form_after_a_name_is_what_the_plant_did(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question",
    ["my lavender grew too tall, how do I prune it", "the lavender grew too tall, how do I prune it"],
)
def test_a_past_form_is_no_care_topic(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == "lavender" and "prune" in r.answer, (r.answer, r.refusal)


# found probing colours before names: a name glued before a name a card disowns ("marigold",
# Tagetes) answered for the first name ("orange marigolds" got the orange's verdict)
@pytest.mark.parametrize(
    "question, whole",
    [
        ("orange marigolds safe for cats?", "orange marigolds"),
        ("my dog ate an orange marigold", "orange marigold"),
        ("lemon marigolds and cats", "lemon marigolds"),
        ("is a peach marigold toxic to dogs", "peach marigold"),
        ("are apricot marigolds safe for dogs", "apricot marigolds"),
        ("lime marigold safe for cats?", "lime marigold"),
    ],
)
def test_a_name_glued_before_a_disowned_name_is_refused_whole(bundled_index, question, whole):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and f"'{whole}'" in r.refusal.message


def test_a_name_beside_a_disowned_one_but_not_glued_is_answered_alone(bundled_index):
    settings, index = bundled_index
    r = ask(index, "oranges and marigolds, safe for cats?", settings)
    assert r.answered and {v.card for v in r.verdicts} == {"orange"}


# blind31-201's class: jewellery strung from a plant's seeds holds the part that poisons
@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("dog chewed rosary pea bracelet", "rosary-pea", "dog"),
        ("my cat chewed a rosary pea necklace", "rosary-pea", "cat"),
        ("my dog chewed a castor bean necklace", "castor-bean", "dog"),
        ("dog ate part of a conker necklace", "buckeye", "dog"),
        ("is a jequirity bean bracelet safe near my cat", "rosary-pea", "cat"),
    ],
)
def test_jewellery_of_a_plant_s_seeds_is_that_plant(bundled_index, question, card, animal):
    assert (card, animal) in verdicts(bundled_index, question)


# blind34-141's class: a word for the plain kind before a name keeps the plant ("an ordinary
# begonia or a rex begonia"); "common" does not, for it opens names of other plants
@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("An ordinary begonia or a rex begonia, which should I keep if our dog likes chewing leaves?", "begonia"),
        ("is a regular begonia toxic to dogs", "begonia"),
        ("is the usual pothos ok for cats", "pothos"),
        ("is a plain jade plant safe for cats", "jade-plant"),
        ("is a typical snake plant toxic to dogs", "snake-plant"),
    ],
)
def test_a_word_for_the_plain_kind_before_a_name_keeps_it(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (question, r.refusal)
    assert not any("no card for" in n for n in r.notes), r.notes


# blind33-147's class: a word of doubt before a name in a list of choices ("clematis, or maybe
# sweet pea"), and a pronoun typed with its auxiliary before a verb ("I'd picked clematis"),
# glue nothing to the name: each choice is answered
@pytest.mark.parametrize(
    ("question", "cards"),
    [
        (
            "Climbers for the arch: I'd picked clematis, or maybe sweet pea... or morning glory? Which are safe with a dog?",
            {"clematis", "sweet-pea", "morning-glory"},
        ),
        ("is it clematis or maybe sweet pea that's safe for dogs", {"clematis", "sweet-pea"}),
        ("a boston fern or possibly a spider plant for my cat", {"boston-fern", "spider-plant"}),
        ("perhaps a peace lily would be ok for my cat?", {"peace-lily"}),
        ("we've planted tulips by the door, are they safe for dogs", {"tulip"}),
        ("they'd bought foxgloves, toxic to cats?", {"foxglove"}),
        ("she's grown lavender, safe for my dog?", {"lavender"}),
    ],
)
def test_a_hedge_or_a_contracted_subject_before_a_name_glues_nothing(bundled_index, question, cards):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == cards, (question, r.refusal, r.notes)


def test_a_modal_before_lily_still_makes_another_plant(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is may lily toxic to cats", settings)
    assert not r.answered and r.refusal.reason == "unknown_plant"


# found fuzzing blind5-048's class: after "does that", "does it", "will this" comes a verb,
# glued to no name ("does that include desert rose" answered rose alone, 'include desert
# rose' refused; compounds.after_subject)
@pytest.mark.parametrize(
    "question, card",
    [
        ("roses are toxic to dogs, does that include desert rose?", "desert-rose"),
        ("lilies are deadly to cats - does this include peace lilies?", "peace-lily"),
        ("does that mean jade plant is bad for dogs", "jade-plant"),
        ("does it affect pothos too? my cat chews everything", "pothos"),
        ("does that cover calla lilies as well, for cats", "calla-lily"),
    ],
)
def test_the_verb_after_a_pronoun_subject_glues_to_no_name(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (question, r.refusal)


# where a plant was bought, before its name, is no other plant: "Supermarket basil on the kitchen
# windowsill has gone all long and floppy" was refused as 'supermarket basil' (blind37's dev half)
@pytest.mark.parametrize(
    "question",
    [
        "my supermarket basil has gone leggy",
        "Supermarket basil on the kitchen windowsill has gone all long and floppy. What am I doing wrong?",
        "is supermarket basil safe for cats",
        "my grocery store basil keeps wilting",
        "the farmers market basil I bought is wilting",
        "my garden centre lavender is dying",
    ],
)
def test_where_a_plant_was_bought_is_no_other_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is None or r.refusal.reason != "unknown_plant", (r.refusal, r.answer)
    assert r.refusal is not None or r.citations[0].card in ("basil", "lavender"), r.answer


def test_a_verb_of_keeping_before_a_name_is_still_asked(bundled_index):
    settings, index = bundled_index
    r = ask(index, "how do I store tulip bulbs over winter", settings)
    assert r.answered and r.citations[0].card == "tulip", (r.refusal, r.answer)


# a cultivar said after the name, where the card names it before ("burgundy rubber plant"): the
# same plant, no compound ("rubberplant burgundy - cat friendly yes or no" was refused; blind37)
@pytest.mark.parametrize(
    "question, card",
    [
        ("rubberplant burgundy - cat friendly yes or no", "rubber-plant"),
        ("rubber plant burgundy safe for cats?", "rubber-plant"),
        ("is my zz plant raven safe for my cat", "zz-plant"),
        ("zz plant raven and dogs?", "zz-plant"),
        ("rubber plant ruby and cats", "rubber-plant"),
    ],
)
def test_a_cultivar_said_after_the_name_is_the_card_s(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == card, (r.refusal, r.answer)


@pytest.mark.parametrize("question", ["is pothos oil safe for dogs", "is aloe juice safe for cats"])
def test_a_product_after_the_name_is_still_no_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered, r.answer
