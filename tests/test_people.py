"""Who a question is about (plantqa.people, plantqa.eaters): the one who ate, the pet's or person's name, and
the plant words that name no plant here. Each case was written before its fix, in words of
its own, for a class a blind question showed failing."""

import pytest

from plantqa.engine import ask


def refused(bundled_index, question, reason):
    """The answer to `question`, asserted refused for `reason` with no verdict."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == reason and r.verdicts == [], (r.answer, r.refusal)
    return r


def answered(bundled_index, question):
    """The answer to `question`, asserted answered, and the cards of its verdicts."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, r.refusal
    return r, {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "question",
    [
        # blind4-061's class: "his", "their" stand for the child named before, as "her" does
        "my son put a daffodil bulb in his mouth",
        "our baby had a pothos leaf in their mouth",
        "the toddler stuck a leaf of the jade plant in his mouth",
        "my nephew put a bit of dieffenbachia in his mouth, should i worry",
        "my little boy had a tulip petal in his mouth what do i do",
    ],
)
def test_an_owning_pronoun_stands_for_the_person_named_before(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


@pytest.mark.parametrize(
    "question, card",
    [
        ("my puppy had a lily petal in its mouth", None),
        ("my kitten had a bit of pothos in his mouth", "pothos"),
        ("our dog had a daffodil bulb in his mouth", "daffodil"),
    ],
)
def test_an_owning_pronoun_after_a_pet_is_the_pet_and_an_emergency(bundled_index, question, card):
    r, _cards = answered(bundled_index, question)
    assert "call your vet" in r.answer, (r.answer, r.refusal)
    assert card is None or card in {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "question, card",
    [
        # blind4-005's class: in lower case, the subject of the opening verb before "my <pet>"
        ("can rosemary my dog have a bit of the spider plant", "spider-plant"),
        ("should holly my puppy be kept away from the poinsettia", "poinsettia"),
        ("will daisy, my lab, be ok after chewing a tulip", "tulip"),
        ("is lily our kitten safe near the areca palm", "areca-palm"),
        ("is basil my cat ok around a jade plant", "jade-plant"),
    ],
)
def test_a_name_as_the_subject_of_a_question_s_verb_before_my_pet_is_no_plant(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, (r.answer, r.refusal)
    assert any("name of a pet or a person" in n for n in r.notes)


def test_a_plant_as_the_subject_of_a_question_s_verb_stays_the_plant(bundled_index):
    _r, cards = answered(bundled_index, "does ivy hurt my cat")
    assert "english-ivy" in cards


@pytest.mark.parametrize(
    "question, card",
    [
        # blind4-013's class: an adverb that ends the verb's phrase is no word of the name
        ("my dog wont leave the peace lily alone, is it toxic to him", "peace-lily"),
        ("my puppy keeps dragging the aloe vera away, can it hurt him", "aloe-vera"),
        ("our cat keeps pushing the pothos aside, is it poisonous", "pothos"),
        ("my kitten pulled the calathea apart, is that bad for her", "calathea"),
        ("my cat keeps chewing the monstera anyway, is it toxic", "monstera"),
    ],
)
def test_an_adverb_after_a_verb_s_object_leaves_the_plant_named(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert card in cards, (r.answer, r.refusal)


def test_a_product_glued_after_a_name_is_still_refused(bundled_index):
    refused(bundled_index, "can my dog eat jasmine rice", "unknown_plant")


@pytest.mark.parametrize(
    "question, card",
    [
        # blind4-015's class: a second verb after "and"/"then" is done by the one named before
        ("our kitten jumped on the shelf and was nibbling the spider plant", "spider-plant"),
        ("my beagle ran into the yard and ate some zinnia flowers", "zinnia"),
        ("Biscuit, my beagle, dug up the garden and has eaten some petunia flowers", "petunia"),
        ("my cat climbed the bookcase then chewed a parlor palm leaf", "parlor-palm"),
        ("Pepper, my 2 yr old collie, tipped the pot over and chewed the african violet", "african-violet"),
    ],
)
def test_a_second_verb_of_eating_is_the_pet_s_named_before(bundled_index, question, card):
    """Harmless plants, so only the eating brings the vet line."""
    r, cards = answered(bundled_index, question)
    assert card in cards and "call your vet" in r.answer, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question",
    ["i picked some holly berries and ate one", "my son knocked over my vase and then ate a tulip petal"],
)
def test_a_second_verb_of_eating_after_a_person_is_the_person_s(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


def test_feed_and_water_is_still_a_care_question(bundled_index):
    r, _cards = answered(bundled_index, "how often should i feed and water my monstera")
    assert r.verdicts == []


@pytest.mark.parametrize(
    "question, card",
    [
        # blind4-021's class: in lower case after "my <breed>", before a verb of eating or of
        # getting into a thing, a plant's name is the pet's: a plant does not eat
        ("my lab daisy chewed up a spider plant leaf", "spider-plant"),
        ("my tabby jasmine got into the calathea", "calathea"),
        ("my spaniel basil dug into the african violet", "african-violet"),
        ("my terrier holly broke into the bag of petunia seeds", "petunia"),
        ("my collie rosemary tore into the boston fern", "boston-fern"),
    ],
)
def test_a_plant_s_name_before_a_verb_of_eating_after_my_breed_is_the_pet_s(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert card in cards and "call your vet" in r.answer, (r.answer, r.refusal)
    assert not {"basil", "rosemary", "holly", "jasmine", "daisy"} & {v.card for v in r.verdicts}


def test_a_plant_s_name_after_a_modifier_before_another_verb_stays_the_plant(bundled_index):
    r, _cards = answered(bundled_index, "my potted rosemary is dying")
    assert "rosemary" in {c.card for c in r.citations}


@pytest.mark.parametrize(
    "question, card",
    [
        # blind4-045's class: a pet told by its breed where the question says whom a plant may harm
        ("is pothos safe for my beagle", "pothos"),
        ("we have a jade plant, is that a risk for our dachshund", "jade-plant"),
        ("would a sago palm hurt my schnauzer", "sago-palm"),
        ("is the yew hedge a worry for our spaniel", "yew"),
        ("are azaleas bad for my labrador", "azalea"),
        ("is a spider plant a problem for my pug", "spider-plant"),
        # after a word of harm, "a" as well as "my": "hurt a husky", "toxic to a corgi"
        ("would foxglove harm a beagle", "foxglove"),
        ("can azalea hurt a dachshund", "azalea"),
        ("is tulip bad for a schnauzer", "tulip"),
        ("will lavender hurt a corgi", "lavender"),
    ],
)
def test_a_pet_told_by_its_breed_after_for_my_gets_the_pets_verdicts(bundled_index, question, card):
    r, _cards = answered(bundled_index, question)
    # a breed's kind plantqa cannot tell: every animal listed (compose.animals_asked)
    got = {(v.card, v.animal) for v in r.verdicts}
    assert {(card, "cat"), (card, "dog")} <= got <= {(card, "cat"), (card, "dog"), (card, "horse")}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        # blind24-103's class: a breed joined to a named plant by "and", "with" or "+" is the
        # pet the plant may harm; "problem" there asks about harm, not the card's Common problems
        ("pothos and my beagle, problem?", "pothos"),
        ("monstera + labrador = problem?", "monstera"),
        ("aloe vera with my husky around - a problem?", "aloe-vera"),
        ("dieffenbachia and our dachshund, any problems?", "dieffenbachia"),
        ("a sago palm with our schnauzer in the yard, problem?", "sago-palm"),
        ("peace lily plus my corgi, issue or not", "peace-lily"),
    ],
)
def test_a_pet_told_by_its_breed_joined_to_a_plant_gets_the_pets_verdicts(bundled_index, question, card):
    test_a_pet_told_by_its_breed_after_for_my_gets_the_pets_verdicts(bundled_index, question, card)


@pytest.mark.parametrize(
    "question, reason",
    [
        ("is a daffodil safe for my coworker", "not_for_people"),
        ("are lilies safe to give to my colleague", "not_for_people"),
        ("is aloe toxic to a toddler", "not_for_people"),
    ],
)
def test_a_person_after_for_my_is_no_pet(bundled_index, question, reason):
    refused(bundled_index, question, reason)


@pytest.mark.parametrize(
    "question, cards",
    [
        # blind6-141's class: a plant for a person who has a pet is asked about for the pet
        ("my brother has a husky, would a monstera be a bad gift", {"monstera"}),
        ("my aunt has an old dachshund, snake plant or spider plant as a gift?", {"snake-plant", "spider-plant"}),
        ("a present for my mum, she has a black lab: peace lily or orchid?", {"peace-lily"}),
        ("my friend has a golden retriever, which is safer, a jade plant or a money tree", {"jade-plant", "money-tree"}),
        ("my nan has a pomeranian, is a poinsettia a risk", {"poinsettia"}),
    ],
)
def test_a_person_who_has_a_pet_is_its_owner_not_who_is_asked_about(bundled_index, question, cards):
    r, got = answered(bundled_index, question)
    assert cards <= got and {v.animal for v in r.verdicts} >= {"dog"}, (r.answer, got)


@pytest.mark.parametrize(
    "question", ["my son has a cold, is chamomile tea ok for him", "my daughter has a rash from the poison ivy"]
)
def test_a_person_who_has_a_state_is_still_who_is_asked_about(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


@pytest.mark.parametrize("question", ["is pothos safe for my aquarium", "is a snake plant ok for my office"])
def test_a_place_after_for_my_is_no_pet(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.verdicts == []


@pytest.mark.parametrize(
    "question",
    [
        # blind4-193's class: a pet someone saw eating an unnamed plant ate it, and no verb
        # first in the sentence is a pet's name
        "caught my puppy chewing a plant, no idea which one",
        "just saw my kitten nibbling a leaf but i dont know what plant it was",
        "noticed my dog eating some leaves in the garden, not sure what they were",
        "spotted our cat chewing a houseplant, which one i dont know",
        "found the puppy licking a leaf, could be any of my plants",
        # blind6-201's class: a colour describes the part eaten, though a colour word is a name word
        "my puppy ate some red berries on our walk, no idea what bush",
        "my cat chewed some orange berries from a shrub outside",
        "my dog ate some white berries off a tree, not sure what kind",
    ],
)
def test_a_pet_seen_eating_an_unnamed_plant_gets_the_vet_line_and_no_plant_named(bundled_index, question):
    r = refused(bundled_index, question, "no_plant_named")
    assert "vet" in r.refusal.message
    assert not any("name of a pet or a person" in n for n in r.notes)


def test_a_pet_seen_eating_a_named_plant_gets_the_vet_line(bundled_index):
    r, _cards = answered(bundled_index, "caught my kitten chewing the spider plant")
    assert "call your vet" in r.answer


@pytest.mark.parametrize(
    "question",
    [
        # blind4-243/261's class: a plant's word run into a person's, a brand's or a thing's
        # name, beside words any question may use ("called", "stop", "time"), is no plant
        "what was Rose Byrne's first film called",
        "is Holly Willoughby still on morning tv",
        "how do i stop my rose gold iphone from scratching",
        "how long does an iris scan take at the airport",
        "when did Daisy Ridley start acting, do you know",
        # blind5-241's class: the same in lower case, the person's name typed as a possessive
        "what is holly willoughby's new show called",
        "is iris murdoch's last novel worth reading",
        "how tall is rose byrne's husband",
        "when does jasmine paolini's next match start",
        "where can i buy tickets for lily allen's concert",
        # blind5-259's class: a plant's name played as a role, right after a verb of acting
        "who played poison ivy in batman and robin",
        "is the actress who plays poison ivy married",
        "who voiced the venus flytrap in little shop of horrors",
        "which actor played basil in fawlty towers",
        "who starred as rose in titanic",
        # blind4-259's class: a plant's one-word name as the head of a thing's name ("box")
        "what size litter box does a kitten need",
        "how often should i clean the litter box",
        "where do i buy a shoe box for my boots",
        "my kid wants a lunch box with a cat on it",
        "my puppy keeps sleeping in the toy box, how do i stop him",
    ],
)
def test_a_plant_word_in_a_person_s_or_thing_s_name_is_not_about_plants(bundled_index, question):
    refused(bundled_index, question, "not_about_plants")


def test_a_cultivar_beside_a_word_of_growing_keeps_its_plant(bundled_index):
    r, _cards = answered(bundled_index, "is my Pothos Neon getting enough light")
    assert "pothos" in {c.card for c in r.citations}


@pytest.mark.parametrize(
    "question, card",
    [("is a box hedge safe for dogs", "boxwood"), ("ponytail palm vs yucca, which is safer?", "yucca")],
)
def test_a_name_after_a_word_of_the_question_s_own_stays_the_plant(bundled_index, question, card):
    _r, cards = answered(bundled_index, question)
    assert card in cards


def test_a_thing_s_name_in_a_safety_question_is_still_refused_as_the_whole_phrase(bundled_index):
    r = refused(bundled_index, "can my dog eat a juice box straw", "unknown_plant")
    assert "juice box" in r.refusal.message


@pytest.mark.parametrize(
    "question",
    [
        # blind4-269's class: a product named after a plant is not the plant, even where the
        # plant's card names the product (to tell the two apart): no verdict from the plant
        "is cinnamon oil safe to diffuse around my cat",
        "is rosemary essential oil safe for cats",
        "can i give my dog chamomile tea for his tummy",
        "is lavender oil safe to diffuse around my cat",
        "is lemon oil ok around cats",
    ],
)
def test_a_product_named_after_a_plant_gets_no_verdict_from_the_plant(bundled_index, question):
    refused(bundled_index, question, "unknown_plant")


def test_a_pet_that_licked_a_product_is_refused_with_the_vet_line(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my cat licked some rosemary oil off the table", settings)  # non-toxic: stays refused
    assert not r.answered and "vet" in r.refusal.message


def test_a_flower_head_is_the_plant_s_part(bundled_index):
    r, _cards = answered(bundled_index, "my dog ate a sunflower head")
    assert [(v.card, v.toxic) for v in r.verdicts] == [("sunflower", False)] and "call your vet" in r.answer


@pytest.mark.parametrize(
    "question, card, animal",
    [
        # blind3-025's class: "is <plant> a problem" with a pet in the question asks about harm,
        # though "problem" heads a card's section
        ("is the monstera a problem if we get a kitten", "monstera", "cat"),
        ("would the jade plant be a risk with a new puppy", "jade-plant", "dog"),
        ("our neighbour's cat visits a lot, is the lily of the valley by the door a problem", "lily-of-the-valley", "cat"),
        ("we're adopting a dog next week, is the aloe vera an issue", "aloe-vera", "dog"),
        ("is the english ivy a hazard now that we have a kitten", "english-ivy", "cat"),
    ],
)
def test_a_plant_said_to_be_a_risk_beside_a_pet_is_a_safety_question(bundled_index, question, card, animal):
    r, _cards = answered(bundled_index, question)
    assert (card, animal) in {(v.card, v.animal) for v in r.verdicts}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question", ["is the rubber plant a problem for leaves dropping", "my cat has a problem with the monstera leaves"]
)
def test_a_problem_with_a_plant_is_still_a_care_question(bundled_index, question):
    r, _cards = answered(bundled_index, question)
    assert r.verdicts == []


@pytest.mark.parametrize(
    "question, card",
    [
        # a pet told by its breed before its name ("my staffy Bramble"), beside a plant and
        # no care topic, is a safety question, as "Daisy, my beagle" is
        ("Our westie, Holly, has been sniffing the poinsettia", "poinsettia"),
        ("my spaniel Juno keeps sniffing around the sago palm", "sago-palm"),
        ("our tabby, Pip, sits next to the calathea all day", "calathea"),
        ("my greyhound Blue was nosing the foxglove", "foxglove"),
        ("my cockapoo Alfie is obsessed with the oleander", "oleander"),
    ],
)
def test_a_pet_told_by_its_breed_before_its_name_beside_a_plant_gets_its_verdict(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert card in cards, (r.answer, r.refusal)


def test_a_pet_s_breed_is_no_word_a_refusal_names(bundled_index):
    r = refused(bundled_index, "my staffy Bramble ate some monkshood", "unknown_plant")
    assert "'monkshood'" in r.refusal.message and "vet" in r.refusal.message


@pytest.mark.parametrize(
    "question",
    [
        # a person's word that owns a creature is no person asked about, as a kin word is not
        "my daughter's hamster nibbled a spider plant leaf",
        "my son's rabbit ate some clover",
        "our kid's guinea pig chewed the jade plant",
        "the baby's tortoise chewed a geranium leaf",
        "my nephew's parrot bit a pothos leaf",
    ],
)
def test_an_animal_a_person_owns_is_the_one_asked_about(bundled_index, question):
    refused(bundled_index, question, "unknown_animal")


def test_a_person_s_room_is_still_the_person_s(bundled_index):
    refused(bundled_index, "is a snake plant safe in my baby's nursery", "not_for_people")


@pytest.mark.parametrize(
    "question, card",
    [
        # a name told what it is after it: "Name, a <noun>,", "Name is a <noun>" said of she or
        # he, and a second name after "and" ("my cats Lily and Rose")
        ("Jasmine, a 2 year old tabby, nibbled the peace lily", "peace-lily"),
        ("Daisy is a lab, she chewed the aloe vera", "aloe-vera"),
        ("my cats Lily and Rose keep chewing the pothos", "pothos"),
        ("Holly, an old spaniel, got into the tulip bulbs", "tulip"),
        ("Rosemary is our kitten and she licked the jade plant", "jade-plant"),
    ],
)
def test_a_name_told_what_it_is_is_no_plant(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("Poinsettia is a christmas favourite, is it toxic to cats", "poinsettia"),
        ("Rose is my favourite flower, is it safe for dogs", "rose"),
    ],
)
def test_a_plant_told_what_it_is_stays_the_plant(bundled_index, question, card):
    _r, cards = answered(bundled_index, question)
    assert cards == {card}


@pytest.mark.parametrize(
    "question",
    [
        # a plant's name before "scented", "infused", "flavoured" names a product made with it
        "is my Jasmine scented candle safe around cats",
        "is lavender scented laundry detergent ok for dogs",
        "is a eucalyptus infused shower spray safe for my cat",
        "lemon scented cleaner near my puppy, is it bad",
        "is rose flavoured water safe for my dog",
    ],
)
def test_a_product_made_with_a_plant_gets_no_verdict_from_the_plant(bundled_index, question):
    refused(bundled_index, question, "unknown_plant")


@pytest.mark.parametrize(
    "question, card",
    [
        ("my roses turned brown, are they toxic to my dog", "rose"),
        ("my tulips bloomed yellow this year, are they safe for cats", "tulip"),
    ],
)
def test_a_verb_the_plant_does_after_its_name_makes_no_product(bundled_index, question, card):
    _r, cards = answered(bundled_index, question)
    assert cards == {card}


@pytest.mark.parametrize(
    "question, opens",
    [
        # "is <eating> X safe" asks "safe": the yes or no follows the first word of harm that
        # is not one of eating, never "Yes - toxic" to a question of safety
        ("is chewing on jade plant safe for dogs", "No"),
        ("is eating a bit of pothos ok for cats", "No"),
        ("is licking aloe vera gel safe for my cat", "No"),
        ("is nibbling spider plant leaves fine for cats", "Yes"),
        ("is eating pothos dangerous for cats", "Yes"),
    ],
)
def test_a_verb_of_eating_before_the_word_of_harm_does_not_turn_the_yes_or_no(bundled_index, question, opens):
    r, _cards = answered(bundled_index, question)
    assert r.answer.startswith(opens + " "), r.answer


@pytest.mark.parametrize("question", ["are aloe vera drinks safe for cats", "are rosemary chews ok for my dog"])
def test_a_verb_of_eating_right_after_a_name_is_a_product(bundled_index, question):
    refused(bundled_index, question, "unknown_plant")


@pytest.mark.parametrize(
    "question, card",
    [
        # eating after "after", "since", "from" is the sick one's, and it happened: the vet line
        ("my cat threw up after eating some of the spider plant", "spider-plant"),
        ("our dog got sick from chewing the areca palm", "areca-palm"),
        ("my kitten has been sneezing since chewing the calathea", "calathea"),
        ("Biscuit, my beagle, was drooling after licking the boston fern", "boston-fern"),
        ("my old dog vomited after nibbling the african violet", "african-violet"),
    ],
)
def test_a_pet_sick_after_eating_a_plant_gets_the_vet_line(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert card in cards and "call your vet" in r.answer, (r.answer, r.refusal)


def test_a_person_sick_after_eating_a_plant_is_a_person(bundled_index):
    refused(bundled_index, "i felt sick after eating some rhubarb", "not_for_people")


@pytest.mark.parametrize(
    "question, card",
    [
        # blind5-005's class: a name in -ie folds like a plural in -ies ("Rosie", "rosy") but is
        # typed with no -s, so it names the pet before "my beagle"; and a pet told by its breed
        # frames the question as much as "my dog" does, so "the hydrangea alone" is the plant
        ("Charlie, my terrier, dug up the tulips, is he ok", "tulip"),
        ("Goldie, my retriever, won't leave the lilies alone", "lily"),
        ("Max my terrier won't leave the oleander alone, should I worry?", "oleander"),
        ("Milo, our boxer, keeps sniffing the dieffenbachia nowadays. Should we be worried?", "dieffenbachia"),
        # and an -ly word after a name that stands in no plant's name is an adverb
        ("Biscuit, our spaniel, keeps pestering the azalea lately, should I be concerned?", "azalea"),
        ("Pepper, my husky, keeps going for the aloe vera constantly, should I be worried", "aloe-vera"),
    ],
)
def test_a_pet_s_name_in_ie_and_a_pet_told_by_its_breed_leave_the_plant_named(bundled_index, question, card):
    _, cards = answered(bundled_index, question)
    assert card in cards and not cards & {"creeping-charlie", "swedish-ivy"}


@pytest.mark.parametrize(
    "question, card",
    [
        # blind5-025's class: a pet told by its breed as what someone took in ("we adopted a
        # little tabby") is the one asked about, though people are named beside it; and a name
        # after "named her" is the pet's
        ("we adopted a little tabby and the kids named her Daisy, is a rubber plant dangerous to her?", "rubber-plant"),
        ("my husband brought home a siamese, is the peace lily toxic to her", "peace-lily"),
        ("our kids rescued a tabby, is our aloe vera safe for it", "aloe-vera"),
        ("my partner adopted an old greyhound, is the oleander in the garden dangerous for him", "oleander"),
        ("the children fostered a whippet over the summer, could the sago palm hurt him", "sago-palm"),
    ],
)
def test_a_pet_taken_in_beside_people_gets_its_verdict(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}
    assert any("nothing here is about people" in n for n in r.notes)


def test_a_person_taken_in_is_still_a_person(bundled_index):
    refused(bundled_index, "we adopted a baby boy, is the pothos safe for him", "not_for_people")


@pytest.mark.parametrize(
    "question, card",
    [
        # written for the pet-name class (the fifth blind set's test half is weakest there),
        # before the fix: names listed after "are called", a name before "has eaten", a name
        # set off by commas after "the cat", "my cat is Holly", a name of two words apposed
        ("my dogs are named Holly and Ivy, is a spider plant safe for them", "spider-plant"),
        ("our kittens are called Daisy, Poppy and Fern, is a money tree ok for them", "money-tree"),
        ("my cats are called Lily and Iris, is a monstera safe for them", "monstera"),
        ("Jasmine has chewed the snake plant, she is a cat", "snake-plant"),
        ("Iris has eaten part of a hyacinth bulb, she's a terrier", "hyacinth"),
        ("Holly had eaten some of the aloe vera before I noticed, she's a spaniel", "aloe-vera"),
        ("the cat, Jasmine, chewed the dieffenbachia", "dieffenbachia"),
        ("the dog, Fern, licked the cyclamen", "cyclamen"),
        ("my cat is Holly and she ate some of the amaryllis", "amaryllis"),
        ("our dog is Basil, he chewed the sago palm", "sago-palm"),
        ("sweet pea, my kitten, chewed the pothos", "pothos"),
        ("sweet william, our terrier, ate a tulip bulb", "tulip"),
    ],
)
def test_more_places_a_pet_s_name_stands_in(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, r.answer


@pytest.mark.parametrize(
    "question, card",
    [("Peace lily, my cat chewed a leaf", "peace-lily"), ("my favourite plant is Holly, is it safe for cats", "holly")],
)
def test_a_plant_first_or_after_is_beside_no_creature_stays_the_plant(bundled_index, question, card):
    _, cards = answered(bundled_index, question)
    assert card in cards


@pytest.mark.parametrize(
    "question, card",
    [
        # the same class: a name seen eating, and names said to be creatures anywhere
        ("I caught Holly chewing the poinsettia, she's only a kitten", "poinsettia"),
        ("we saw Daisy nibbling the jade plant, he is a 2 year old lab", "jade-plant"),
        ("is it bad that Fern licked the peace lily? Fern is our cat", "peace-lily"),
        ("Holly and Jasmine are my cats, can they have pothos", "pothos"),
        ("Rose is my dog, is the tulip bed safe for her", "tulip"),
    ],
)
def test_a_name_seen_eating_or_said_to_be_a_creature_is_no_plant(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, r.answer


def test_a_plant_said_to_be_a_plant_stays_the_plant(bundled_index):
    _, cards = answered(bundled_index, "Ivy is a lovely plant but is it toxic to dogs")
    assert "english-ivy" in cards


@pytest.mark.parametrize(
    "question",
    [
        # blind3-069's class: the speaker's own state, or "dangerous to me", makes a person the
        # one asked about; and "to handle lilies" is a verb before the kind, no plant "handle lily"
        "I'm pregnant, is it ok to touch a poinsettia",
        "can I handle tulip bulbs while breastfeeding",
        "i am pregnant is my peace lily dangerous to me",
        "is it safe to be around oleander during pregnancy",
        "is the aloe dangerous to us",
    ],
)
def test_the_speaker_s_own_state_makes_a_person_the_one_asked_about(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


def test_a_pet_s_own_state_leaves_the_pet_asked_about(bundled_index):
    _, cards = answered(bundled_index, "my cat is pregnant, is the spider plant safe for her")
    assert cards == {"spider-plant"}


@pytest.mark.parametrize(
    "question, card",
    [
        # the pet-name class in lower case after "my <animal>": two names before the verb, a
        # name before "to be", a kind's name last
        ("my cats lily and rose keep chewing the spider plant", "spider-plant"),
        ("our dogs holly and ivy keep digging in the tulip bed", "tulip"),
        ("is it ok for my dog basil to be near the lavender", "lavender"),
        ("is it safe for my cat jasmine to sleep by the snake plant", "snake-plant"),
        ("will the hyacinths hurt my puppy daisy", "hyacinth"),
    ],
)
def test_a_pet_s_name_in_lower_case_before_and_or_to_is_no_plant(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, r.answer


def test_a_plant_fed_to_my_dog_is_still_the_plant(bundled_index):
    _, cards = answered(bundled_index, "is it ok to give my dog basil to eat")
    assert cards == {"basil"}


@pytest.mark.parametrize(
    "question, card",
    [
        # the pet-name class: a capitalised name owning a creature's thing, and two names before
        # what they do when "they're kittens" says what they are
        ("Lily's water bowl is next to the pothos, is that a problem for my cat", "pothos"),
        ("Rose's collar smells of the lavender, is lavender safe for cats", "lavender"),
        ("Daisy's favourite toy is under the monstera, is the monstera safe for my dog", "monstera"),
        ("Ivy and Holly keep chewing my boston fern, they're kittens", "boston-fern"),
    ],
)
def test_a_name_owning_a_creature_s_thing_or_two_names_told_are_no_plants(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, r.answer


@pytest.mark.parametrize("question, card", [("Holly's berries are poisonous to dogs right?", "holly")])
def test_a_plant_owning_its_part_stays_the_plant(bundled_index, question, card):
    _, cards = answered(bundled_index, question)
    assert cards == {card}


@pytest.mark.parametrize(
    "question",
    ["my son said the pothos is poisonous, is it safe for him", "our toddler thinks the aloe is pretty, is it safe for him"],
)
def test_a_pronoun_after_for_stands_for_the_person_named_before(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


def test_who_says_something_is_a_source_not_the_one_asked_about(bundled_index):
    """ "my friend says so" tells where the asker heard it; the question is the plant's finding."""
    _, cards = answered(bundled_index, "is a peace lily actually dangerous? my friend says so")
    assert cards == {"peace-lily"}


# --- a plant's young (reader8, from care-047): "babies" and "pups" of a plant -----------------


@pytest.mark.parametrize(
    "question",
    [
        "how do i pot up the babies from my pilea peperomioides",  # care-047
        "when can i cut the babies off my spider plant",
        "my spider plant has babies, what do i do with them",  # "them": the babies, no person
        "my spider plant has babies, should i cut them off",
        "how do i separate aloe babies",
        "can i repot the babies of my snake plant",
        "how do i separate aloe pups",
        "when can i remove the pups from my snake plant",
        "my aloe has pups",
    ],
)
def test_a_plant_s_young_are_no_child_and_no_dog(bundled_index, question):
    """Read as a person, "babies" refused a propagation question as not for people; read
    as a dog, "aloe pups" got the dog's verdict and the vet line."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.verdicts and not (r.refusal and r.refusal.reason == "not_for_people"), (r.answer, r.refusal)
    assert "vet" not in (r.answer or ""), r.answer


# after "my" or "the" the young word sat where a pet's coat does ("the peach kitten"), so "the
# aloe pups" was an aloe-coloured puppy and the question refused as about an animal
# (colours.coats); a plant whose card tells of its young keeps them
@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("can I separate my aloe pups", "aloe-vera"),
        ("can I separate the aloe pups", "aloe-vera"),
        ("how do I pot up the aloe pups", "aloe-vera"),
        ("the haworthia pups are crowding the pot, what do I do", "haworthia"),
        ("my haworthia pups need their own pots", "haworthia"),
    ],
)
def test_a_plant_s_young_after_a_determiner_is_no_pet_s_coat(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations} and not r.verdicts, (r.refusal, r.answer)


@pytest.mark.parametrize(
    ("question", "card"),
    [("my apricot pup ate a tulip bulb", "tulip"), ("our lemon pup nibbled the pothos", "pothos")],
)
def test_a_coat_before_a_pup_is_still_the_pup_s(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert {(v.card, v.animal) for v in r.verdicts} == {(card, "dog")}, (r.refusal, r.answer)


@pytest.mark.parametrize(
    "question, reason",
    [
        ("my baby ate a spider plant leaf", "not_for_people"),
        ("is a spider plant safe for babies", "not_for_people"),
        ("my baby has been chewing on a pothos leaf", "not_for_people"),
    ],
)
def test_a_child_is_still_a_child(bundled_index, question, reason):
    refused(bundled_index, question, reason)


@pytest.mark.parametrize(
    "question, card",
    [("the pups from next door ate my tulips", "tulip"), ("our new pup has been chewing the snake plant", "snake-plant")],
)
def test_a_pup_is_still_a_dog(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert {(v.card, v.animal) for v in r.verdicts} == {(card, "dog")}, r.verdicts


# Written before the fix, for blind6's dev pet names: a relative "who" after the word behind
# "my cat" says it is the cat's name, and capitalised names listed after a comma behind the
# creatures the asker has are theirs (plantqa.apposed).
@pytest.mark.parametrize(
    "question, card",
    [
        ("is aloe safe for my dog holly who chews everything", None),
        ("my kitten fern who is only 3 months old chewed a peace lily leaf", "peace-lily"),
        ("is a snake plant ok for my puppy daisy, who eats anything", "snake-plant"),
        ("can my cat lily who loves plants be around a spider plant", "spider-plant"),
        ("my dog basil who is a lab ate some tulip bulbs", "tulip"),
    ],
)
def test_a_lower_case_name_before_who_after_my_pet_is_the_pet_s(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == ({card} if card else {"aloe-vera", "cushion-aloe"}), r.answer
    assert any("name of a pet or a person" in n for n in r.notes)


@pytest.mark.parametrize(
    "question, card",
    [
        ("we have two dogs, Holly and Sage. is a spider plant safe?", "spider-plant"),
        ("we've got three kittens, Jasmine, Poppy and Iris. Can I keep a money tree?", "money-tree"),
        ("I have a dog, Rosemary. Is a prayer plant ok around her?", "prayer-plant"),
        ("our two dogs, Holly and Ivy. Is a cast iron plant safe for them?", "cast-iron-plant"),
        ("I have 2 kittens, Basil and Lily - is a ponytail palm ok?", "ponytail-palm"),
    ],
)
def test_capitalised_names_listed_after_the_asker_s_creatures_are_theirs(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, r.answer
    assert any("name of a pet or a person" in n for n in r.notes)


def test_a_plant_named_after_a_comma_behind_my_cats_stays_the_plant(bundled_index):
    """The list must end its clause: "I have two cats, Basil grows ..." names basil."""
    for question in (
        "I have two cats, Basil plants are on the sill. Are they toxic?",
        "I have two cats, Basil grows on my sill, is that ok",
    ):
        _, cards = answered(bundled_index, question)
        assert cards == {"basil"}


@pytest.mark.parametrize(
    "question, card",
    [
        # blind8-023's class: a verb of naming in any tense, or "her name is", says a name
        ("our rescue kitty (we call her Lily) nibbled on the tip of a parlor palm frond", "parlor-palm"),
        ("my tabby, we call him Basil, chewed the spider plant", "spider-plant"),
        ("my cat - we call her Daisy - ate some of the pothos", "pothos"),
        ("everyone calls him Sage, he licked the aloe vera", "aloe-vera"),
        ("my dog (her name is Ivy) chewed a dieffenbachia leaf", "dieffenbachia"),
        ("our pup, his name's Basil, chewed the jade plant", "jade-plant"),
    ],
)
def test_a_name_given_by_a_verb_of_naming_is_a_name(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, r.answer
    assert "call your vet" in r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        # blind8-029's class: a plant does not eat; first in lower case before a past verb of
        # eating, with another plant after it and a creature named, it is a pet's name
        ("holly ate poinsettia leaf cat", "poinsettia"),
        ("ivy chewed spider plant dog", "spider-plant"),
        ("basil ate some tulip bulb my puppy", "tulip"),
        ("daisy nibbled the aloe vera leaf kitten", "aloe-vera"),
        ("jasmine munched on pothos dog help", "pothos"),
        ("Holly ate poinsettia leaf cat", "poinsettia"),
    ],
)
def test_a_lower_case_plant_word_that_ate_another_plant_is_a_name(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, r.answer
    assert "call your vet" in r.answer


@pytest.mark.parametrize(
    "question, cards",
    [
        ("holly berries eaten by my dog", {"holly"}),
        ("dog ate holly and poinsettia", {"holly", "poinsettia"}),
        ("my cat ate holly then poinsettia", {"holly", "poinsettia"}),
    ],
)
def test_a_plant_eaten_stays_the_plant(bundled_index, question, cards):
    r, got = answered(bundled_index, question)
    assert got == cards, r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        # variants of blind7-019's and blind8-023's class of my own: a name in brackets after
        # what it is, brackets saying what a lower-case first word is, "name:" and Title Case
        ("the cat (Ivy) licked the jade plant", "jade-plant"),
        ("the dog (Basil) chewed an aloe leaf", "aloe-vera"),
        ("our dog (name: Basil) chewed the aloe", "aloe-vera"),
        ("my kitten, name: Ivy, licked the jade plant", "jade-plant"),
        ("holly (he is a lab) chewed the poinsettia", "poinsettia"),
        ("basil (she's our cat) nibbled the pothos", "pothos"),
        ("Our Cat Holly Ate Some Poinsettia", "poinsettia"),
        ("My Dog Basil Chewed A Tulip Bulb", "tulip"),
    ],
)
def test_a_name_told_by_brackets_a_colon_or_title_case_is_a_name(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards <= {card, "cushion-aloe"} and card in cards, r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        # lower-case names joined by "and" before what they are: no verdict for a name
        ("rosemary and thyme (our cats) chewed the spider plant", "spider-plant"),
        ("holly and ivy, our kittens, nibbled the spider plant", "spider-plant"),
        ("basil and sage (my two dogs) chewed the jade plant", "jade-plant"),
    ],
)
def test_lower_case_names_joined_before_what_they_are_are_names(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, r.answer


def test_plants_joined_before_what_they_are_as_plants_stay_plants(bundled_index):
    _, cards = answered(bundled_index, "basil and mint, my favourite herbs, are they ok for dogs")
    assert cards == {"basil"}


@pytest.mark.parametrize(
    "question",
    [
        # an age typed as one word ("4yo") before a noun that names no person is a pet's,
        # as "my 4 year old terrier" is
        "my 4yo tabby nibbled the dieffenbachia",
        "Ivy (4yo tabby) nibbled some pothos leaves overnight",
        "our 2yr old beagle ate a tulip bulb",
        "my 6yo spaniel chewed the peace lily",
        "my 10yo lab ate some azalea",
    ],
)
def test_an_age_in_one_word_before_a_pet_s_noun_is_the_pet_s(bundled_index, question):
    r, cards = answered(bundled_index, question)
    assert cards and "call your vet" in r.answer, (r.answer, cards)


@pytest.mark.parametrize(
    "question", ["my 4yo put a dieffenbachia leaf in her mouth", "our 2yo ate a pothos leaf", "my 2yr old chewed a jade leaf"]
)
def test_an_age_in_one_word_alone_is_a_child(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


@pytest.mark.parametrize(
    "question, name, plant",
    [
        # found holding another plant: a creature, not a plant ("found Jasmine with ...")
        ("i found Jasmine with pothos leaves in her mouth!! she's 3 months", "Jasmine", "pothos"),
        ("found Holly with a poinsettia leaf in her mouth", "Holly", "poinsettia"),
        ("caught Basil with a bit of aloe vera in his mouth", "Basil", "aloe-vera"),
        ("saw Ivy with peace lily petals all over her face", "Ivy", "peace-lily"),
        ("I found Rosemary with some dieffenbachia in her mouth, she's a cat", "Rosemary", "dieffenbachia"),
    ],
)
def test_a_plant_word_found_holding_another_plant_is_a_name(bundled_index, question, name, plant):
    settings, index = bundled_index
    r = ask(index, question, settings)
    cited = {c.card for c in r.citations}
    assert name.lower() not in cited and name.lower() not in {v.card for v in r.verdicts}, (r.answer, cited)
    assert any(name in n for n in r.notes), r.notes


@pytest.mark.parametrize(
    "question, card",
    [
        # a kin word alone in the singular, or "mums" run into the plant it owns, is a person
        ("me and mum have a geranium, is it ok for the dog", "geranium"),
        ("mum has an umbrella tree, will it hurt her cat", "umbrella-tree"),
        ("mum gave me a geranium, is it safe for cats", "geranium"),
        ("mums umbrella tree vs my cat", "umbrella-tree"),
        ("mums geranium got chewed by the cat", "geranium"),
    ],
)
def test_mum_alone_or_owning_a_plant_is_a_person_not_a_chrysanthemum(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, (r.answer, cards)


@pytest.mark.parametrize("question", ["is mum toxic to cats", "my cat chewed the mum", "are mums and geraniums safe for dogs"])
def test_a_mum_asked_about_stays_a_chrysanthemum(bundled_index, question):
    r, cards = answered(bundled_index, question)
    assert "chrysanthemum" in cards, (r.answer, cards)


@pytest.mark.parametrize(
    "question, card",
    [
        ("my son named the puppy ivy, is the snake plant ok", "snake-plant"),
        ("we called our kitten fern, is a rubber plant safe for her", "rubber-plant"),
        ("the kids named the cat Daisy, is english ivy a risk", "english-ivy"),
    ],
)
def test_a_name_given_after_a_naming_verb_and_the_creature_is_set_aside(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert cards == {card}, (r.answer, cards)
    assert any("as a name" in n for n in r.notes), r.notes


@pytest.mark.parametrize(
    "question, card, coat",
    [
        # blind11-183's class: a plant's name between "my" and the pet is the pet's coat
        ("My orange tabby chewed the spider plant again", "spider-plant", "orange"),
        ("our apricot poodle ate a bit of the jade plant", "jade-plant", "apricot"),
        ("the peach kitten keeps nibbling my christmas cactus", "christmas-cactus", "peach"),
        ("my apricot puppy chewed a tulip", "tulip", "apricot"),
        ("my ginger tom chewed the aloe vera", "aloe-vera", "ginger"),
    ],
)
def test_a_plant_s_name_before_the_pet_is_its_coat(bundled_index, question, card, coat):
    r, cards = answered(bundled_index, question)
    assert cards == {card} and coat not in {c.card for c in r.citations}, r.answer
    assert "call your vet" in r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        ("is the aloe cat safe", "aloe-vera"),  # for whom it is safe, no coat
        ("is the pothos dog friendly", "pothos"),
        ("my cat ate orange peel", "orange"),
        ("is a lemon tree safe for my beagle", "lemon"),
    ],
)
def test_a_plant_s_name_before_a_word_of_safety_or_a_thing_is_the_plant(bundled_index, question, card):
    _r, cards = answered(bundled_index, question)
    assert card in cards


@pytest.mark.parametrize(
    "question, card",
    [
        # a pet told by its breed, doing something to a plant that is not eating it, was no pet:
        # "my beagle dug up the tulips" was refused as not about plants
        ("my beagle dug up the tulips", "tulip"),
        ("our lab pulled up the hostas", "hosta"),
        ("the corgi knocked over my peace lily", "peace-lily"),
        ("my beagle has been digging in the tulip bed", "tulip"),
        ("my spaniel rolled in the foxgloves", "foxglove"),
    ],
)
def test_a_pet_told_by_its_breed_doing_something_to_a_plant_is_a_pet(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert card in cards and r.verdicts and {v.animal for v in r.verdicts} <= {"cat", "dog", "horse"}, (
        r.answer
    )  # every animal: its kind untold


def test_a_person_doing_something_to_a_plant_is_no_pet(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my husband dug up the tulips", settings)
    assert not any(v.animal == "dog" for v in r.verdicts)


@pytest.mark.parametrize(
    "question, card, pest",
    [
        # the coat rule read a pest after a plant's name as the plant's coat: "the rose aphids" set the rose aside
        ("the rose aphids are back, what do I spray", "rose", "aphids"),
        ("the orchid mealybugs keep coming back", None, "mealybugs"),  # a kind, not one card
        ("the monstera thrips are everywhere, help", "monstera", "thrips"),
        ("my hosta slugs are out of control", "hosta", None),
        ("our basil whiteflies won't go away", "basil", None),
    ],
)
def test_a_pest_after_a_plant_s_name_is_the_plant_s_pest_not_its_coat(bundled_index, question, card, pest):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, r.refusal
    cited = {c.card for c in r.citations}
    assert card is None or card in cited or card in r.answer.casefold(), (r.answer, cited)
    assert pest is None or pest in cited, (r.answer, cited)


@pytest.mark.parametrize(
    "question, card",
    [
        # a coat before a breed hid the breed from pets_doing: "my lemon beagle dug up the tulips" was not about plants
        ("my lemon beagle dug up the tulips", "tulip"),
        ("my orange tabby knocked over the peace lily", "peace-lily"),
        ("my apricot spaniel rolled in the foxgloves", "foxglove"),
        ("our peach poodle pulled up the hostas", "hosta"),
        ("the ginger corgi knocked over my aloe", "aloe-vera"),
    ],
)
def test_a_coat_before_a_breed_doing_something_to_a_plant_keeps_the_pet(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert card in cards and {v.animal for v in r.verdicts} <= {"cat", "dog", "horse"}, r.answer  # every animal: its kind untold
    assert not ({"lemon", "orange", "apricot", "peach", "ginger"} & {c.card for c in r.citations}), r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        # a breed the asker has or is getting was read as an unknown plant: "we have a new
        # cockapoo, is jasmine safe" was not covered; and "is X ok" after a comma asks the finding
        ("we have a new cockapoo, is jasmine safe", "jasmine"),
        ("just got a new whippet, are my peace lilies a problem", "peace-lily"),
        ("we're getting a labradoodle next week, is the monstera safe", "monstera"),
        ("my partner got a shih tzu, is aloe ok", "aloe-vera"),
        ("we got a rescue greyhound, is lavender ok", "lavender"),
    ],
)
def test_a_breed_the_asker_has_or_gets_is_a_pet(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert card in cards and {v.animal for v in r.verdicts} <= {"cat", "dog", "horse"}, r.answer  # every animal: its kind untold


def test_a_thing_the_asker_has_is_no_pet(bundled_index):
    settings, index = bundled_index
    r = ask(index, "we have a big yard, how much sun does lavender need", settings)
    assert not r.verdicts, r.answer


@pytest.mark.parametrize(
    "question, card, animal",
    [
        # blind14-025's class: a capitalised name with what it is in brackets, past a comma and
        # an age, was the plant it spells ("Peaches (cat, 4)" gave peach a verdict beside the dumb cane)
        ("how worried should I be, Peaches (cat, 4) bit into the dumb cane", "dieffenbachia", "cat"),
        ("Olive (dog, 2) chewed the aloe vera", "aloe-vera", "dog"),
        ("Basil (my cat) chewed the pothos", "pothos", "cat"),
        ("Peaches (a beagle, 3) chewed a tulip bulb", "tulip", None),
        ("Plum (cat, 6 months) licked the peace lily", "peace-lily", "cat"),
    ],
)
def test_a_name_told_in_brackets_is_a_pet_s(bundled_index, question, card, animal):
    r, cards = answered(bundled_index, question)
    assert cards == {card} and (animal is None or {v.animal for v in r.verdicts} == {animal}), r.answer


@pytest.mark.parametrize(
    "question, card, belief",
    [
        # blind14-031's class: "it's a rose" said of a desert rose named before got rose's
        # non-toxic verdict beside it: the asker's belief about that plant, not a plant asked about
        ("We've got a desert rose on the patio. It's a rose so it's fine for the dog, right?", "desert-rose", "rose"),
        ("the christmas rose is just a rose, fine for dogs?", "hellebore", "rose"),
        ("we have a desert rose by the door, it's only a rose so the cat is fine?", "desert-rose", "rose"),
        ("our moss rose - that's a rose, so safe for the dog?", "purslane", "rose"),
    ],
)
def test_a_plant_said_to_be_the_plant_its_name_ends_in_is_not_asked_about(bundled_index, question, card, belief):
    r, cards = answered(bundled_index, question)
    assert card in cards and belief not in cards, r.answer


def test_a_plant_asked_about_beside_a_longer_name_is_still_asked(bundled_index):
    _r, cards = answered(bundled_index, "we have a desert rose. is a rose safe for dogs too?")
    assert {"desert-rose", "rose"} <= cards


@pytest.mark.parametrize(
    "question",
    [
        "I accidentally got dieffenbachia juice in my mouth while pruning and my tongue is burning",
        "my tongue is burning after I touched my mouth with peace lily sap on my fingers",
        "got poinsettia sap on my hands while repotting it and now they itch",
        "while taking cuttings from my pencil cactus I got sap in my eye",
        "I was pruning the oleander and rubbed sap into my eyes",
    ],
)
def test_the_speaker_s_own_body_is_a_person_s_question_whatever_care_it_tells_of(bundled_index, question):
    """blind15-065: "while pruning" made a care question of sap in the speaker's mouth, and
    the answer quoted a card's line for a person as if it were advice. The speaker's body
    harmed by a plant is refused as not_for_people, with the poison-control line."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people", (question, r.refusal)
    assert "poison control" in r.refusal.message


@pytest.mark.parametrize(
    "question, cards",
    [
        ("impatiens or geraniums in the window boxes? we've got a lab who gets into everything", {"impatiens", "geranium"}),
        ("lavender or rosemary by the back door? we've got a beagle", {"lavender", "rosemary"}),
        ("I've got a husky, are tulips or daffodils worse", {"tulip", "daffodil"}),
        ("we have a collie, tulips or daffodils worse?", {"tulip", "daffodil"}),
        ("I've got a husky, which is safer, pothos or spider plant", {"pothos", "spider-plant"}),
    ],
)
def test_a_breed_a_contracted_subject_has_gets_each_compared_plant_s_finding(bundled_index, question, cards):
    """blind17-147: "we've got a lab" (folded "weve") had no subject, so the lab was no pet
    and "window boxes" made a care question with no verdict; "daffodils worse" was read as
    a thing named after daffodils. A subject run into its auxiliary has the pet, a pet told by
    its breed beside several plants asks their findings, and a comparative after a name says
    how it compares."""
    r, _cards = answered(bundled_index, question)
    assert {v.card for v in r.verdicts} >= cards, (r.answer, r.verdicts)


@pytest.mark.parametrize(
    "question",
    [
        "is Daisy a good name for a golden retriever puppy?",
        "Ivy would be a nice name for our new kitten",
        "is Poppy a cute name for a beagle",
        "we're thinking Basil is such a good name for the cat",
        "is lily a good name for a girl",
    ],
)
def test_a_word_said_to_be_a_name_is_no_plant(bundled_index, question):
    """blind18-245: "is Daisy a good name for a golden retriever puppy?" listed every daisy's
    finding for dogs. A word said to be "a ... name" is a name (naming.said_a_name)."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and not r.verdicts, (question, r.answer)


@pytest.mark.parametrize(
    "question, card, kind",
    [
        ("rosemary (the cat, not the herb) has been sniffing my new hoya all morning. are hoyas fine with cats", "hoya", "herb"),
        ("basil (the kitten, not the herb) nibbled my calathea, is that ok", "calathea", "herb"),
        ("Ivy (the dog not the vine) ate some tulip bulbs", "tulip", "vine"),
        ("is a calathea ok for cats? (not a succulent)", "calathea", "succulent"),
        ("Sage (my dog, not the plant) chewed the spider plant", "spider-plant", "herb"),
    ],
)
def test_a_kind_after_not_is_not_asked_about(bundled_index, question, card, kind):
    """blind18-019: "(the cat, not the herb)" listed every herb's finding beside the hoya's."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == card, (question, r.refusal)
    assert not {v.card for v in r.verdicts} & (set(index.names.members(kind)) - {card}), r.verdicts


@pytest.mark.parametrize(
    "question, card, toxic",
    [
        ("Sage is a 2 year old lab. Is a boston fern safe to have around him?", "boston-fern", False),
        ("Biscuit is a 6 month old beagle - can he be around a jade plant?", "jade-plant", True),
        ("Poppy's bed is right next to the peace lily. She's a beagle and gets into everything. Problem?", "peace-lily", True),
        ("Luna's a senior lab, is the snake plant a problem?", "snake-plant", True),
        ("he's a corgi and chews everything - is pothos bad for him?", "pothos", True),
    ],
)
def test_a_breed_said_of_a_name_or_pronoun_is_the_pet_asked_for(bundled_index, question, card, toxic):
    """ "X is a 2 year old lab": a pet told by its breed, so the plant's dog finding is asked."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert ("dog", toxic) in {(v.animal, v.toxic) for v in r.verdicts if v.card == card}, r.answer


def test_a_person_said_to_be_one_is_no_pet(bundled_index):
    refused(bundled_index, "my friend Rosa is a nurse, is pothos ok to give her", "not_for_people")


@pytest.mark.parametrize(
    "question",
    [
        "our balcony faces south - will a jade plant get too much sun",
        "my patio gets full sun all day, how often should I water the jade plant",
        "our porch stays shady, is that enough light for a snake plant",
        "my bathroom has no window, can a snake plant live there",
        "my greenhouse gets hot, will the monstera be ok",
    ],
)
def test_a_place_after_my_before_a_verb_is_no_pet(bundled_index, question):
    """A word of lexicon.ROOMS is no breed: no pet, so no toxicity verdicts."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.verdicts, r.answer


@pytest.mark.parametrize(
    "question",
    [
        # a creature the asker has not seen eats the plant: a garden question, no pet's finding
        "what's eating my hosta, there are holes everywhere",
        "something is eating my basil leaves at night",
        "what is chewing holes in my hostas",
        "whats munching on my hostas",
        "something has been chewing the leaves of my rose bush",
    ],
)
def test_an_eater_the_asker_does_not_know_is_no_pet(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.verdicts == [] and "vet" not in (r.answer or r.refusal.message), (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        # pet-name shapes found failing by a fuzz of our own (templates x plant-named pets x
        # plants): each read the pet's name as a plant, or lost the plant eaten
        ("should I take Cinnamon to the vet? she's a cat and ate christmas cactus", "christmas-cactus"),
        ("should I take Peaches to the vet? she's a dog and ate tulip bulbs", "tulip"),
        ("we rushed Jasmine to the emergency vet after she chewed the pothos", "pothos"),
        ("the lab, Iris, chewed a bit of pothos this morning", "pothos"),
        ("the tabby, Hyacinth, chewed a bit of peace lily this morning", "peace-lily"),
        ("christmas cactus and Iris the kitten - problem?", "christmas-cactus"),
        ("jade plant and Rosemary the cat - problem?", "jade-plant"),
        ("pothos and Birch the lab - problem?", "pothos"),
        ("found Daisy with oleander in her mouth, she's our lab", "oleander"),
        ("caught Fern with pothos leaves in her mouth", "pothos"),
    ],
)
def test_a_pets_name_in_more_shapes_names_no_plant(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        # a child told by age, then a verb of getting at or digging up: no pet's breed
        "Our 3yo got into spider plant",
        "our 3yo got into the lily of the valley",
        "my 4 year old dug up the tulips and ate a bulb",
        "my 2 year old took a bite of a peace lily leaf",
        "our 18 month old got into the pothos",
    ],
)
def test_a_child_told_by_age_is_a_person(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people", (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        # a breed said with "a" before the name in commas, as with "the": "a beagle, Primrose,"
        ("I have a beagle, Primrose, and a peace lily. safe?", "peace-lily"),
        ("we got a tabby, Jasmine, last week - are tulips a problem?", "tulip"),
        # a person doing something to their own creature is asked about for it, not for them
        ("my son walks his dog past the oleander every day, is that a risk", "oleander"),
        ("my wife lets her cat sit by the pothos, is that ok", "pothos"),
        ("my dad feeds his horse near the yew hedge, is that dangerous", "yew"),
    ],
)
def test_a_breed_with_a_or_a_persons_own_creature_is_the_pet(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        # "named her kitten Mint": the creature word after "her" is no name; the name follows it
        ("my daughter named her kitten Mint, can Mint be near a monstera?", "monstera"),
        ("my son named his puppy Basil, is a peace lily safe for Basil?", "peace-lily"),
        ("my niece called her pony Clover, is ragwort bad for her?", "ragwort"),
        ("we named our kitten Fern, is a spider plant ok for her", "spider-plant"),
        ("my mum named her dog Holly and he chewed the aloe vera", "aloe-vera"),
        # and who names a creature "her" or "him" is not who ate: the creature is
        ("the kids named her Daisy and she ate some pothos", "pothos"),
        ("my husband called him Rocky and he chewed the sago palm", "sago-palm"),
    ],
)
def test_a_creature_named_by_someone_keeps_its_word_and_sets_its_name_aside(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "Our 6-month-old lab dug up a bunch of the bulbs I just planted this fall and ate some.",
        "the puppy found the tulip bulbs we bought and chewed two",
        "my cat knocked over the lily I got from my mum and licked the pollen",
        "the dog got into the bag of daffodil bulbs I left out and ate a few",
        "our kitten climbed the spider plant my sister gave me and chewed the leaves",
    ],
)
def test_who_a_relative_clause_names_does_not_eat_after_and(bundled_index, question):
    """ "the bulbs I just planted" says which bulbs; the lab, not the asker, ate some
    (blind28-157 was refused as a person's question, with no vet line)."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is None and r.verdicts and "vet" in r.answer, (question, r.refusal)


# blind29-269's, blind26-267's and blind27-241's class: a title before a first name ("aunt
# rose", "uncle basil", "nana daisy"), a naming after "will be" or "has been", and a bare "mum"
# taken by a verb or "for" name people, not plants (people.set_aside, naming.named_who, people._kin_alone)
@pytest.mark.parametrize(
    "question, card, gone",
    [
        ("aunt rose gave me a peace lily, is it safe for my cat", "peace-lily", "rose"),
        ("uncle basil keeps tulips, are they bad for dogs", "tulip", "basil"),
        ("nana daisy grows foxgloves, my dog visits her", "foxglove", "chamomile"),
        ("our new kitten is going to be called Lily, is a peace lily safe for her", "peace-lily", "easter-lily"),
    ],
)
def test_a_title_or_a_naming_sets_a_person_s_name_aside(bundled_index, question, card, gone):
    settings, index = bundled_index
    r = ask(index, question, settings)
    cards = {v.card for v in r.verdicts}
    assert card in cards and gone not in cards, (cards, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "hey set a reminder to call aunt rose at five",
        "Our baby boy will be called Basil. Any middle names that go well with it?",
        "what should i get mum for mothers day",
        "a card for mum",
    ],
)
def test_a_person_s_name_alone_is_no_plant_question(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal


@pytest.mark.parametrize(
    "question, card",
    [
        ("is mum toxic to cats", "chrysanthemum"),
        ("A potted mum from the grocery store, 6 inch pot. Dog-safe?", "chrysanthemum"),
        ("my aunt's rose bush, safe for cats?", "rose"),
    ],
)
def test_a_plant_mum_or_an_aunt_s_rose_stays_a_plant(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, r.refusal


# names said of "my cats" with "are" ("my cats are Lily, Iris and Fern"): found probing
# pets' names in new shapes, where the lily group and iris were answered too
@pytest.mark.parametrize(
    "question, cards",
    [
        ("my cats are Lily, Iris and Fern. Which of my plants are safe: pothos or spider plant?", {"pothos", "spider-plant"}),
        ("our dog is Basil and he chewed the tulips", {"tulip"}),
        ("my cats are Lily and Rose, is a spider plant ok", {"spider-plant"}),
        ("my horses are Clover and Hazel, is ragwort bad", {"ragwort"}),
    ],
)
def test_names_said_of_a_creature_with_is_or_are_are_set_aside(bundled_index, question, cards):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == cards, r.verdicts


@pytest.mark.parametrize(
    "question",
    [
        # blind32-081's class: a word before a person after "for my" describes the person, no breed
        "Dear Madam, I wonder whether it is safe for my elderly mother to handle daffodils.",
        "is oleander toxic for my disabled brother",
        "can tulips hurt my elderly aunt",
        "is lily of the valley safe for my newborn nephew",
        "are lilies ok for my frail grandad",
    ],
)
def test_words_before_a_person_describe_the_person(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("is pothos safe for my elderly beagle", "pothos"),  # before a breed they still name the pet
        ("are tulips ok for my old whippet", "tulip"),
    ],
)
def test_words_before_a_breed_still_make_it_a_pet(bundled_index, question, card):
    assert card in answered(bundled_index, question)[1]


@pytest.mark.parametrize(
    "question",
    [
        # the class of blind32-081 found by variants: after a modal, "my", a person and a verb,
        # the verb is no name, and an adverb after the plant is no thing named after it
        "can my husband touch poinsettias safely",
        "can my son pick daffodils safely",
        "can my mum prune the oleander safely",
        "can my wife handle lilies",
        "can my daughter smell the lilies",
    ],
)
def test_a_modal_question_about_a_person_and_a_plant_is_for_people(bundled_index, question):
    r = refused(bundled_index, question, "not_for_people")
    assert not any(w in note for note in r.notes for w in ("touch", "pick", "handle", "smell"))


@pytest.mark.parametrize(
    ("question", "card"),
    [
        # "my", a creature and a plant's name after a modal or "do", then the question's verb:
        # the name is the creature's ("dog daisy" is also yarrow, "horse chestnut" a tree)
        ("does my dog daisy need a vet after eating tulips", "tulip"),
        ("did my dog daisy get sick from the tulips", "tulip"),
        ("should my horse chestnut see the vet for eating acorns", "oak"),
        ("can my cat lily eat pothos", "pothos"),
        ("can my dog max eat tulips", "tulip"),
    ],
)
def test_a_name_after_a_creature_in_a_modal_question_is_the_creature_s(bundled_index, question, card):
    assert answered(bundled_index, question)[1] == {card}


@pytest.mark.parametrize(
    ("question", "card"),
    [
        # blind32-237's class: a person given the plant, or growing it, is not who it may harm
        ("how do I take cuttings from my coleus to give to friends", "coleus"),
        ("can I take cuttings of my spider plant for my kids to grow", "spider-plant"),
        ("I want to propagate my pothos and send it to my mum, how do I root it", "pothos"),
        ("how do I divide my snake plant to share with my sister", "snake-plant"),
        ("best way to root a jade plant cutting to gift to my neighbours", "jade-plant"),
    ],
)
def test_a_person_given_a_plant_is_not_asked_about(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is None or r.refusal.reason != "not_for_people", r.refusal
    assert not r.verdicts


def test_a_person_given_a_plant_to_eat_is_still_asked_about(bundled_index):
    refused(bundled_index, "can I give my daughter some basil", "not_for_people")


@pytest.mark.parametrize(
    "question",
    [
        # found by tests/peoplefuzz: what people call a child is a person, not a pet called One
        "my little one ate a pothos leaf",
        "my little one chewed the peace lily, what do i do",
        "the little one nibbled a leaf off the jade plant",
        "my little man chewed a dieffenbachia leaf",
        "our youngest one swallowed a holly berry",
        # and whom "their" stands for after it (peoplefuzz, seed 91)
        "Help my little one put a dieffenbachia leaf in their mouth",
        "my little one put a yew berry in their mouth, help",
        "the little one put a tulip petal in their mouth",
    ],
)
def test_what_people_call_a_child_is_a_person(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("my little one (a kitten) ate some pothos", "pothos"),
        ("my little one, a 10 week old puppy, chewed the aloe", "aloe-vera"),
    ],
)
def test_a_little_one_said_to_be_an_animal_is_that_pet(bundled_index, question, card):
    assert card in answered(bundled_index, question)[1]


@pytest.mark.parametrize(
    "question",
    [
        # found probing set 32's second-language voice: "put in the mouth a leaf" and an age
        # said after the person ("my baby of 10 months") leave the person the one who ate
        "my baby of 10 months put in the mouth a leaf of pothos",
        "my son put in the mouth a piece of tulip bulb",
        "my toddler has put in the mouth a dieffenbachia leaf",
        "my daughter of two years chewed a lily leaf",
        "my son of 4 years put in the mouth a berry of holly",
    ],
)
def test_a_person_s_mouth_and_age_in_another_word_order(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


@pytest.mark.parametrize(
    ("question", "card"),
    [
        # found probing set 32's voices: a person who feeds a creature is not who it may harm,
        # the creature fed in the past has eaten, and the creature before what it is fed is no
        # part of a name ("feeding the horse acorns" had been refused as "horse acorns")
        ("my nephew gave our labrador a chunk of avocado", "avocado"),
        ("my mum gave our spaniel a bit of garlic bread", "garlic"),
        ("the kids were feeding the horse acorns over the fence", "oak"),
        ("we gave the horse apple cores and some oak leaves", "apple"),
        ("my son fed the dog grapes and a tulip bulb", "tulip"),
    ],
)
def test_a_person_who_feeds_a_creature_is_not_asked_about(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert card in {c.card for c in r.citations} and "call your vet" in r.answer, r.refusal


def test_a_person_feeding_an_uncovered_animal_is_about_that_animal(bundled_index):
    refused(bundled_index, "my daughter fed her hamster some basil", "unknown_animal")


@pytest.mark.parametrize("question", ["my son fed his sister some berries", "my mum gave our baby a bit of banana"])
def test_a_person_fed_is_still_a_person(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


@pytest.mark.parametrize(
    "question",
    [
        # blind33-089's class (unsafe: basil's finding for cats and dogs): a garden pest kept as
        # a pet is an animal the listings do not cover, not a pest eating the plant
        "my pet snail ate half my basil plant is basil bad for snails",
        "our pet slug nibbled the pothos, is it toxic",
        "my snail ate a leaf of the pothos",
        "my giant african land snail ate some basil, is that ok",
        "my kids pet snails ate the spider plant",
    ],
)
def test_a_pest_kept_as_a_pet_is_an_uncovered_animal(bundled_index, question):
    refused(bundled_index, question, "unknown_animal")


@pytest.mark.parametrize(
    ("question", "card"), [("how do i stop snails eating my hostas", "hosta"), ("my hostas are full of slugs", "hosta")]
)
def test_a_pest_in_the_garden_is_still_a_pest(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations}


# a verb in -s after "my cat" before an -ing form or "to" is what the pet does, not its name:
# "my cat loves chewing ferns" said it read 'loves' as a pet's name (set 33's dev probe)
@pytest.mark.parametrize(
    "question",
    [
        "my cat loves chewing ferns",
        "my kitten enjoys nibbling the calathea",
        "my puppy tends to chew the pothos",
        "my dog hates eating the spider plant but does anyway",
        "my cat prefers chewing the parlor palm",
    ],
)
def test_a_verb_of_habit_after_my_pet_is_no_name(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not any("as a name of a pet" in n for n in r.notes), r.notes


def test_a_capitalised_name_before_a_verb_of_habit_is_still_a_name(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my cat Iris loves chewing the boston fern", settings)
    assert [v.card for v in r.verdicts] == ["boston-fern"] and any("'Iris'" in n for n in r.notes)


# blind34-005's class: a person calls a thing "what" or "that" stands for by a plant's name;
# the person does the calling and the name is the plant's ("what my late husband called
# mother-in-law's tongue" set 'mother' aside as a person's name and refused the plant)
@pytest.mark.parametrize(
    ("question", "card"),
    [
        (
            "Hazel, my old tabby, keeps sitting in the pot of what my late husband called mother-in-law's tongue. "
            "Poisonous to cats if she chews it?",
            "snake-plant",
        ),
        ("what my nan always called devil's ivy is on the shelf, is it safe for the dog", "pothos"),
        ("the plant that my husband called snake plant, is it toxic to dogs", "snake-plant"),
        ("what my mother called a christmas cactus sits on the sill, safe for cats?", "christmas-cactus"),
        ("the one which my grandad called a rubber plant, is it bad for dogs", "rubber-plant"),
        # and with no "that": blind33-141 ("a ferny one my neighbour called holly fern")
        ("In the shady bed: hostas, and a ferny one my neighbour called holly fern. Which is bad for my cat?", "holly-fern"),
        ("there's a tall one my uncle called parlor palm in the hall, is it bad for dogs", "parlor-palm"),
    ],
)
def test_a_plant_name_a_person_called_a_thing_is_the_plant(bundled_index, question, card):
    from plantqa.engine import lexicon
    from plantqa.reading import read

    assert card in read(question, lexicon(bundled_index[1])).named
    assert card in answered(bundled_index, question)[1]


@pytest.mark.parametrize(
    "question",
    [
        "I have a son that my wife called basil, he ate a daffodil",
        "my husband called Basil ate a daffodil",
        "yesterday my husband called Basil ate a daffodil",
    ],
)
def test_a_person_called_by_a_plant_name_is_still_a_name(bundled_index, question):
    r = refused(bundled_index, question, "not_for_people")
    assert "basil" in " ".join(r.notes).casefold(), r.notes


# petfuzz's class: a capitalised name, then its breed in brackets, is a pet, not a plant
# ("oleander + Laurel (beagle) = ok?" answered for mountain laurel too)
@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("oleander + Laurel (beagle) = ok?", "oleander"),
        ("is pothos ok for Sage (husky)?", "pothos"),
        ("tulips near Poppy (whippet), any risk?", "tulip"),
        ("is the aloe bad for Holly (border collie)?", "aloe-vera"),
        ("spider plant and Basil (labrador, 3), safe?", "spider-plant"),
    ],
)
def test_a_name_before_its_breed_in_brackets_is_a_pet(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert card in cards and not cards & {"mountain-laurel", "sage", "poppy", "holly", "basil"}, cards
    assert "animal" not in " ".join(r.notes)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("are Easter Lilies (the white ones) bad for cats", "easter-lily"),
        ("is the Peace Lily (Spathiphyllum) toxic to cats", "peace-lily"),
    ],
)
def test_a_name_before_words_of_which_in_brackets_stays_the_plant(bundled_index, question, card):
    assert card in answered(bundled_index, question)[1]


@pytest.mark.parametrize(
    "question",
    ["grandson (2) chewed on a poinsettia leaf at christmas dinner, should we worry", "my niece (3) ate a daffodil bulb"],
)
def test_an_age_in_brackets_after_a_person_is_no_breed(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


# a capitalised plant's name after "my <pet>" and a verb is what the pet ate, not the pet's
# name ("my dog ate Pothos" was no_plant_named: 'dog ate' read as a breed, Pothos as its name)
@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("my dog ate Pothos", "pothos"),
        ("my cat chewed Monstera", "monstera"),
        ("my puppy ate Tulips", "tulip"),
        ("my kitten licked Aloe", "aloe-vera"),
        ("my dog ate Daffodil bulbs", "daffodil"),
        ("our Lily ate Pothos", "pothos"),
    ],
)
def test_a_capitalised_name_after_my_pet_s_verb_is_what_it_ate(bundled_index, question, card):
    r, cards = answered(bundled_index, question)
    assert card in cards and "call your vet" in r.answer, (question, cards)


@pytest.mark.parametrize("question", ["my rescued greyhound Basil chewed the aloe", "my adopted kitten Sage licked the aloe"])
def test_a_participle_describing_my_pet_keeps_its_name_aside(bundled_index, question):
    assert answered(bundled_index, question)[1] <= {"aloe-vera", "cushion-aloe"}


# petfuzz's class (seed 123): "named her beagle Olive" names the beagle Olive; the breed after
# "her" is no name, and Olive is a pet of unknown kind, asked about near a plant
@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("my daughter named her beagle Olive, can Olive be near an azalea?", "azalea"),
        ("my daughter named her beagle Ivy, can Ivy be near a oleander?", "oleander"),
        ("my daughter named her tabby Mint, can Mint be near tulip bulbs?", "tulip"),
        ("we named our labrador Sage, is the pothos ok for Sage", "pothos"),
        ("my son named his whippet Basil and Basil chewed the aloe", "aloe-vera"),
    ],
)
def test_a_breed_named_after_a_naming_verb_is_the_pet_named(bundled_index, question, card):
    _r, cards = answered(bundled_index, question)
    assert card in cards and not cards & {"olive", "english-ivy", "mint", "sage", "basil"}, cards


def test_a_name_set_aside_is_noted_only_where_a_plant_s_name_uses_its_word(bundled_index):
    # "read 'husband' as a name of a pet or a person, not a plant" told of nothing plantqa
    # could have read as a plant; "Lily" still is noted
    settings, index = bundled_index
    r = ask(index, "What feed should I give my moth orchid? My husband says I'm drowning it in love.", settings)
    assert not any("husband" in n for n in r.notes), r.notes
    r = ask(index, "my cat Lily ate some pothos", settings)
    assert any("'Lily' as a name" in n for n in r.notes), r.notes


# found fuzzing blind5-048's class: the last word of a plant's name in capitals, then "the"
# and a word and a verb ("Desert Rose - the label says"), read as "Basil the beagle ate": a
# word inside a longer plant's name is no name of its own (people.set_aside)
@pytest.mark.parametrize(
    "question, card",
    [
        ("Desert Rose - the label says it is fine for dogs, true?", "desert-rose"),
        ("Peace Lily - the vet says it's toxic to cats, is that right?", "peace-lily"),
        ("Christmas Cactus - the shop says it's pet safe?", "christmas-cactus"),
        ("Spider Plant - the internet says cats love it, safe?", "spider-plant"),
    ],
)
def test_the_last_word_of_a_capitalised_plant_name_is_no_pet_s_name(bundled_index, question, card):
    assert answered(bundled_index, question)[1] == {card}


# "mums" inside a plant's name is no mother: after "and ate" with its subject left out, the one
# eating was looked for back through "the pot of mums" and found a kin word, so an uncovered
# animal's question was refused as a person's, with no vet line (blind37's dev half)
@pytest.mark.parametrize(
    "question, animal",
    [
        ("Our ferret got into the pot of mums and ate a few leaves before we caught her", "ferret"),
        ("our rabbit got into the pot of mums and ate a few leaves", "rabbit"),
        ("my tortoise crawled over to the mums and ate some petals", "tortoise"),
        ("our hamster climbed into the pot of mums and nibbled a leaf", "hamster"),
        ("the goat got into the mums and then ate the lot", "goat"),
    ],
)
def test_a_plant_s_name_is_no_one_eating_after_and(bundled_index, question, animal):
    refused(bundled_index, question, "unknown_animal")


@pytest.mark.parametrize("question", ["my mum picked some berries and ate one", "I picked some berries and ate one"])
def test_the_one_named_before_and_still_eats(bundled_index, question):
    refused(bundled_index, question, "not_for_people")


@pytest.mark.parametrize(
    "question, animal",
    [
        ("my bunny Snowy ate some of mums geranium im scared", "bunny"),
        ("my rabbit ate some of mums geranium", "rabbit"),
        ("our guinea pig nibbled nans spider plant", "guinea"),
        ("my hamster chewed my mums aloe, help", "hamster"),
        ("my tortoise ate some of dads tomato plant", "tortoise"),
    ],
)
def test_a_kin_word_typed_plural_before_a_plant_owns_it(bundled_index, question, animal):
    """blind38-089: "mums geranium" is mum's geranium, no mother asked about; the animal that
    ate is one the listings do not cover. Each variant was refused as not_for_people before
    owned.kin_owning."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_animal" and animal in r.refusal.message


@pytest.mark.parametrize(
    "question, card",
    [("my dog ate some of mums geranium", "geranium"), ("my sisters dog ate a tulip bulb", "tulip")],
)
def test_a_pet_that_ate_a_kin_words_plant_is_answered(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and [v.card for v in r.verdicts] == [card]


@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("the neighbour's sago palm - my dog keeps picking up the seeds", "sago-palm", "dog"),
        ("the neighbours sago palms - my dog keeps picking up the seeds", "sago-palm", "dog"),
        ("my friend's sago palm, my dog picked up a seed", "sago-palm", "dog"),
        ("my nan's peace lily, the cat keeps brushing past it", "peace-lily", "cat"),
        ("my sister's spider plant - her kitten keeps batting the leaves", "spider-plant", "cat"),
    ],
)
def test_a_plant_a_person_owns_beside_a_pet_is_a_safety_question(bundled_index, question, card, animal):
    """A person's plant is a plant: only a one-word name after an owner is the owner's own part
    ("my cat's iris"). Four of these were answered from a care section or refused before."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and [(v.card, v.animal) for v in r.verdicts] == [(card, animal)]
