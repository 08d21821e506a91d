"""The question reader: each class of question people write, with the issue's example and
variants nobody tuned on, on the bundled corpus. Each answer names only the plants asked about."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.engine import ask, lexicon
from plantqa.lexing import lex
from plantqa.reading import read
from plantqa.text import words


def verdict_cards(index, settings, question):
    r = ask(index, question, settings)
    return r, {v.card for v in r.verdicts}


# --- 1. names of pets and people are not plants --------------------------------------------


@pytest.mark.parametrize(
    "question, card",
    [
        ("Daisy, my lab, chewed an amaryllis bulb", "amaryllis"),
        ("my kitten Jasmine chews the spider plant", "spider-plant"),
        ("my mum's dog chewed her peace lily", "peace-lily"),
        ("my cat Lily ate some pothos", "pothos"),
        # variants
        ("my dog Poppy ate a tulip", "tulip"),
        ("Rose, my beagle, got into the aloe vera", "aloe-vera"),
        ("our cat holly licked the jade plant", "jade-plant"),
        ("my nan's cat chewed her christmas cactus", "christmas-cactus"),
        ("my puppy Basil nibbled a monstera leaf", "monstera"),
        ("Jasmine, our kitten, is chewing the snake plant", "snake-plant"),
        # written after the blind set's dev half, before any fix
        ("we have a cat called Lily and she nibbled the spider plant", "spider-plant"),
        ("Fern (our dachshund) ate some azalea leaves", "azalea"),
        ("Holly my lab just ate some daffodils", "daffodil"),
        ("my dog, Rose, got into the yew", "yew"),
        ("Lily ate my pothos, she is a cat", "pothos"),
        # written after the second blind set's dev half, before any fix: lower case before
        # "the cat", and last after "my dog"
        ("rosemary the dog ate a tulip bulb", "tulip"),
        ("ivy the cat keeps eating my boston fern", "boston-fern"),
        ("is a money tree ok for my cat jasmine", "money-tree"),
        ("is a prayer plant safe for my puppy holly", "prayer-plant"),
        ("sage the kitten chewed my spider plant", "spider-plant"),
    ],
)
def test_a_pet_s_or_person_s_name_is_not_a_plant(bundled_index, question, card):
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and cards == {card}, (r.answer, r.refusal)
    # noted where the name could be read as a plant (a kin word no plant is called is not: "nan")
    assert any("name of a pet or a person" in n for n in r.notes) or "nan's" in question


def test_a_capitalised_plant_after_my_is_still_the_plant(bundled_index):
    settings, index = bundled_index
    _, cards = verdict_cards(index, settings, "is my Easter Lily safe for my cat")
    assert cards == {"easter-lily"}


def test_a_plant_first_in_a_sentence_before_the_and_a_noun_stays_a_plant(bundled_index):
    _settings, index = bundled_index
    assert "basil" in read("basil the plant is wilting", lexicon(index)).named


@pytest.mark.parametrize(
    "question, cards",
    [
        ("my orange cat chewed the spider plant", {"spider-plant"}),
        ("my kalanchoe has orange flowers, is it safe for cats", {"kalanchoe"}),
        ("a holly bush with orange berries, is it bad for dogs", {"holly"}),  # nor every plant with berries
        ("jerusalem cherry with orange berries, cat safe?", {"winter-cherry"}),
        ("my dog ate orange peel", {"orange"}),  # a part alone: the orange itself
    ],
)
def test_a_colour_that_names_a_plant_describes_a_pet_or_another_plant_s_part(bundled_index, question, cards):
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    assert r.answered and got == cards, (r.answer, r.refusal)
    assert not any("name of a pet or a person" in n for n in r.notes)  # a colour, not a name


@pytest.mark.parametrize(
    "question, cards, group",
    [
        # a colour said of a plant named elsewhere, written before the fix (blind4-181's class)
        ("my dog chewed a tulip from the vase, orange with red streaks, is that bad", {"tulip"}, None),
        ("the daylily my cat bit was orange with brown freckles", {"daylily"}, None),
        ("my cat licked a lily, it was orange and spotted, help", None, "lily"),
        ("is this lily toxic to cats, the flowers are orange with black spots", None, "lily"),
        ("my puppy ate a petunia, pink and white striped", {"petunia"}, None),
        ("the azalea my dog chewed was pink", {"azalea"}, None),
    ],
)
def test_a_colour_said_of_another_plant_names_no_plant(bundled_index, question, cards, group):
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    assert r.answered and "orange" not in got and "carnation" not in got, got
    assert got == cards if cards else got <= set(index.names.members(group))


def test_a_colour_name_as_a_thing_stays_the_plant(bundled_index):
    settings, index = bundled_index
    assert verdict_cards(index, settings, "can my dog eat an apple and an orange")[1] == {"apple", "orange"}
    assert verdict_cards(index, settings, "is orange safe for my cat")[1] == {"orange"}


def test_a_colour_before_a_pest_describes_it(bundled_index):
    settings, index = bundled_index
    r = ask(index, "tiny orange aphids all over my rose buds", settings)
    assert r.answered and r.citations[0].card == "rose" and "orange" not in {c.card for c in r.citations}


@pytest.mark.parametrize(
    "question",
    ["my dog keeps scratching his ears what does that mean", "my cat's ears are hot and red", "why does my dog shake her ears"],
)
def test_a_pet_s_own_ears_are_no_elephant_ears(bundled_index, question):
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    assert not got and not r.answered


def test_a_kind_owned_by_a_pronoun_stays_a_kind_when_it_is_a_group(bundled_index):
    _settings, index = bundled_index
    assert read("my cat ate some of her lilies", lexicon(index)).groups == ("lily",)


# --- 2. a word before or after a name can make another plant -------------------------------


@pytest.mark.parametrize(
    "question, cards",
    [
        ("daylily or hosta along the path, our cat goes out there", {"daylily", "hosta"}),
        ("a boston fern beside the fish tank, ok with my cat?", {"boston-fern"}),
        ("lavender across the front of the house and my dog", {"lavender"}),
        ("black walnut or chestnut tree for shade in the dog run", {"black-walnut", "chestnut"}),
        ("are orange trees toxic to dogs", {"orange"}),  # a tree by its card: the same plant
        ("is a tulip tree safe for dogs", {"tulip-poplar"}),  # a bulb is no tree: another plant
        # the figs are trees by their cards' groups (spelling variants, before the fix)
        ("is a weeping fig tree safe for dogs", {"weeping-fig"}),
        ("is my ficus tree toxic to cats", {"rubber-plant", "weeping-fig"}),
    ],
)
def test_a_preposition_or_the_plant_s_own_kind_after_a_name_leaves_it_that_plant(bundled_index, question, cards):
    """'hosta along the path' and 'chestnut tree' were refused as plants plantqa does not
    know, and a comparison answered for one plant of two."""
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    assert r.answered and got == cards, (r.answer, r.notes)


@pytest.mark.parametrize(
    "question",
    [
        "is yellow jasmine poisonous to dogs",
        "is orange jasmine safe for cats",  # Murraya ("pink jasmine" is a colour jasmine's card lists)
        "is water lily toxic to cats",
        "is night blooming jasmine toxic to dogs",
        "is jasmine rice safe for dogs",
        "is garden marigold poisonous to dogs",  # commonly Tagetes, not the pot marigold (adr/0010)
        "is lemon geranium toxic to cats",  # a scented Pelargonium, not a lemon
        "is wood hyacinth safe for dogs",  # a bluebell, not the hyacinth card
        # variants
        "is star jasmine oil safe for cats",
        "are palm oil biscuits ok for dogs",
        "is a rose tree toxic to horses",
        # look-alike variants written for the lookalike class (no gold line): each was answered
        # from the card of the name inside it. A marking is no verb before a name (Aucuba)
        "is spotted laurel ok for cats",
        "my cat chewed a spotted laurel",
        # a time of day glued before a name (Oenothera, Cestrum)
        "is evening primrose safe for cats",
        "my dog ate some evening primrose leaves",
        # "wild" names other plants (Ruellia, Allium ursinum)
        "is wild petunia safe for dogs",
        "is wild garlic safe for dogs",
        # a card's own look-alikes (Euonymus americanus, Calycanthus, Magnolia figo)
        "is a strawberry bush toxic to dogs",
        "is strawberry shrub safe for dogs",
        "is a banana shrub safe for cats",
        # a word that starts plant names, then "of" (Curio radicans); an owner is no subject
        "is a string of bananas safe for dogs",
        "is a cat's claw vine safe for cats",
        # a shorter name must not take the head of a longer one ("red lily" of "red lily of the
        # valley"): the longer name, with a word glued before it
        "is red lily of the valley toxic to cats",
        "is blue lily-of-the-valley safe for dogs",
        "my cat chewed the wood lily of the valley",
        "is a fig tree safe for dogs",  # the edible fig, a look-alike the weeping fig disowns
        "is lady's mantle toxic to dogs",  # a singular's possessive is no plural kind ("ladies")
        # a name or kind, a part, a name: what the last one's leaves are like, not the first
        # plant ("maple-leaf begonia" was answered non-toxic from the amur maple's card)
        "is a maple-leaf begonia toxic to cats",
        "is oak-leaf hydrangea toxic to dogs",
        "is an oak leaf hydrangea safe for dogs",
        "is fern-leaf yarrow safe for cats",
        "is ivy-leaf geranium toxic to cats",
        "my dog chewed some lady's mantle",
        # look-alike variants (no gold line): the plant asked about only looks like, or is kin
        # to, the one named; each was answered from the named plant's card
        "my cat ate something that looks like a spider plant",
        "is a plant that looks like pothos safe for cats",
        "is a succulent similar to jade plant toxic to dogs",
        "is a cousin of the spider plant safe for cats",
        "my cat ate a plant related to philodendron",
        "is a pothos look alike safe for cats",
        "something like a rubber plant, safe for cats?",
    ],
)
def test_a_look_alike_or_a_glued_word_is_refused_as_the_whole_phrase(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and r.verdicts == []


@pytest.mark.parametrize(
    "question, card",
    [
        ("are plants like pothos toxic to cats", "pothos"),  # "like": such as
        ("my cat likes the spider plant, is it safe", "spider-plant"),
        ("it looks like my cat chewed the aloe vera", "aloe-vera"),
    ],
)
def test_like_as_such_as_or_a_verb_keeps_the_named_plant(bundled_index, question, card):
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and card in cards, (cards, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("are morning glory seeds toxic to dogs", "morning-glory"),  # a card's own name
        ("my dog ate a tulip this morning", "tulip"),  # a time said of the eating
        ("is wild strawberry safe for dogs", "strawberry"),  # a card's own name
        ("my dog's eaten a daffodil bulb", "daffodil"),  # "dog's" is "dog has"
        ("is a pot of basil ok for cats", "basil"),  # a holder before "of"
        ("my dog ate strawberries off the plant", "strawberry"),
        ("is a red lily toxic to cats", "red-lily"),
        ("my dog ate some lily of the valley", "lily-of-the-valley"),
    ],
)
def test_words_that_make_look_alikes_elsewhere_keep_the_plant_here(bundled_index, question, card):
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and cards == {card}, (cards, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("is my variegated monstera toxic to cats", "monstera"),
        ("my cat chewed the monstera pot", "monstera"),
        ("my dog ate from a vase of tulips", "tulip"),
        ("my dog chewed the yew hedge", "yew"),
        ("is a sprig of rosemary safe for my cat", "rosemary"),
        ("can my dog eat jade plant leaves", "jade-plant"),
        # the ground a plant grows in holds it too
        ("my horse got into the ragwort field", "ragwort"),
        ("is the buttercup meadow safe for my horses", "buttercup"),
        ("our pony grazed the ragwort pasture all morning", "ragwort"),
        # variants
        ("is a tiny potted pothos ok for my kitten", "pothos"),
        ("my cat ate a bunch of tulips", "tulip"),
        ("are dried lavender stems safe for dogs", "lavender"),
        ("is the old aloe vera on my desk toxic to cats", "aloe-vera"),
        # how it is hung: "hanging" names no other plant, as "creeping" or "weeping" do
        ("the hanging boston fern basket - is it ok for cats", "boston-fern"),
        ("is my hanging pothos safe for cats", "pothos"),
        ("a hanging spider plant in the bathroom, cat safe?", "spider-plant"),
        ("my dog chewed the hanging basket of petunias", "petunia"),
        ("is a hanging peace lily out of reach enough for my cat", "peace-lily"),
        # what was done to it, and an adverb not made with -ly after it
        ("dog licked a crushed castor bean", "castor-bean"),
        ("my dog ate some chopped onion off the floor", "onion"),
        ("Our dog chewed a stalk of lucky bamboo clean in half. Is it toxic?", "lucky-bamboo"),
        ("my lab ate a strawberry straight off the plant, fine or not?", "strawberry"),
        ("my kitten ate the spider plant whole, is that ok", "spider-plant"),
        ("is it safe to buy a jade plant online if I have cats", "jade-plant"),
        # the ground a kind of tree grows in
        ("Our horse got into the avocado grove and ate a lot of leaves this morning.", "avocado"),
        ("the pony broke into the cherry orchard and ate leaves", "cherry"),
        # a name people use for the plant or its seed
        ("my jack russell has eaten a load of conkers", "buckeye"),
        ("horse ate bracken on the hack this morning, what do I do", "bracken-fern"),
        ("my dog ate a handful of chinaberries off the pavement", "chinaberry-tree"),
        ("are acorns toxic to horses", "oak"),
        ("acorns in the paddock, is that a problem for my pony", "oak"),
        ("acorn squash safe for dogs", "acorn-squash"),
        # the plant's own growth form, as its card says it grows
        ("is the bottlebrush tree by the paddock safe for a horse", "bottlebrush"),
        ("bottle brush tree by the gate, safe for dogs?", "bottlebrush"),
        ("is a macadamia nut tree ok for my dog", "macadamia-nut"),
        ("is the ti plant shrub in the yard ok for my cat", "ti-plant"),
        # "true" said of "it", not of the plant: "is it true X is safe" (blind29-017)
        ("Is it true areca palms are safe? Asking because Basil, my cat, sleeps in the pot of ours.", "areca-palm"),
        ("is it true spider plants are safe for cats", "spider-plant"),
        ("is it true that aloe vera hurts dogs", "aloe-vera"),
        ("its true jade plant is toxic to cats, right?", "jade-plant"),
        ("is it true monstera is poisonous to dogs", "monstera"),
    ],
)
def test_a_modifier_that_keeps_the_plant_keeps_its_finding(bundled_index, question, card):
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and cards == {card}, (question, cards, r.refusal)


@pytest.mark.parametrize(
    "question, cards",
    [
        ("we just bought a huge 6ft monstera, is it going to be a problem with the cat", {"monstera"}),
        # variants, written before the fix: a number glued to a unit, a unit after a number
        # (hyphened or not, in figures or words), before the name or after it
        ("is a 2m tall rubber plant safe for my dog", {"rubber-plant"}),
        ("got a 3-foot snake plant for the hall, ok with cats?", {"snake-plant"}),
        ("is a 30cm pothos ok around my kitten", {"pothos"}),
        ("our 10 inch jade plant got chewed by the dog", {"jade-plant"}),
        ("a two-metre yucca, safe for cats?", {"yucca"}),
        ("a 5 ft monstera in the lounge, is it bad for my cat", {"monstera"}),
        ("a monstera 6ft tall - cat safe?", {"monstera"}),
    ],
)
def test_a_measure_beside_a_name_keeps_the_plant(bundled_index, question, cards):
    """A size in figures and units ("6ft", "3-foot", "six foot") was glued to the name and
    refused as a plant plantqa does not know, where "huge" kept it."""
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    assert r.answered and got == cards, (r.answer, r.refusal)


@pytest.mark.parametrize("question", ["is a 6ft yellow jasmine ok for dogs", "my dog chewed a 2ft water lily"])
def test_a_measure_before_a_look_alike_keeps_the_look_alike(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and r.verdicts == []


# --- 3. people and other animals ------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "my three-year-old put a dieffenbachia leaf in her mouth",
        "our baby chewed a tulip petal",
        "my son ate a berry off the yew",
        # variants
        "my 2 year old licked a pothos leaf",
        "my toddler swallowed a piece of peace lily",
        "i accidentally ate a bit of aloe vera",
        "my husband ate some rhubarb leaves",
        "i think my 4yo ate a leaf from our peace lily",
        "my teenager tried eating aloe vera",
        "the baby put a bit of jade plant in his mouth",
        # the speaker's own body, no animal named (blind3-067 and variants)
        "got sap from my pencil cactus on my arm and its burning",
        "my hands are itchy after repotting the dieffenbachia",
        "i got poinsettia sap in my eye what do i do",
        "rubbed my face after touching the crown of thorns and now my skin is red",
        "a cactus spine from my christmas cactus is stuck in my finger",
        "is aloe vera gel ok to put on my skin",
        # the speaker as the one it is for
        "is it safe for me to eat dandelion leaves",
        "is it safe for me to drink chamomile tea",
        "is aloe vera safe for me to put on a burn",
        "are nasturtium flowers safe for us to eat",
        "is rosemary tea ok for me while pregnant",
    ],
)
def test_a_person_who_ate_a_plant_is_sent_to_poison_control_not_given_pet_signs(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people" and "poison control" in r.refusal.message
    assert r.verdicts == []


@pytest.mark.parametrize(
    "question",
    [
        "can my tortoise eat jade plant leaves",
        # variants
        "is a snake plant safe for my snake",
        "can my rabbit eat tiger lily leaves",
        "my parrot chewed the dragon tree",
        "are spider plants ok for guinea pigs",
    ],
)
def test_an_animal_the_listings_do_not_cover_is_refused(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_animal" and r.verdicts == []


@pytest.mark.parametrize(
    "question, reason",
    [
        # a kin word made of a prefix and a kin or people word is a person
        ("my granddad ate a berry off the yew", "not_for_people"),
        ("my stepmum nibbled a daffodil bulb thinking it was an onion", "not_for_people"),
        ("our grandkid licked the dieffenbachia", "not_for_people"),
        ("my great grandad chewed a poinsettia leaf", "not_for_people"),
        ("my grandmum boiled some foxglove leaves", "not_for_people"),
        # reptiles are animals the listings do not cover
        ("is a spider plant ok for my ball python", "unknown_animal"),
        ("can my boa climb on the pothos safely", "unknown_animal"),
        ("my kingsnake and a peace lily", "unknown_animal"),
        ("are succulents safe for reptiles", "unknown_animal"),
        ("is a parlor palm safe in my skink's vivarium", "unknown_animal"),
        # something eaten names no plant (and the vet line, below)
        ("my cat ate something off the floor and is drooling", "no_plant_named"),
        ("puppy swallowed something in the park, vomiting now", "no_plant_named"),
        ("horse ate something weird in the field", "no_plant_named"),
        ("my kitten licked something on the patio", "no_plant_named"),
        ("my dog chewed some stuff by the shed", "no_plant_named"),
        # a how or what about a pet's own food
        ("what brand of kibble is best for my puppy", "not_about_plants"),
        ("how much wet food should my kitten get", "not_about_plants"),
        ("how often should i give my dog treats", "not_about_plants"),
        ("what treats can i give my horse", "not_about_plants"),
        ("how many times a day should i feed my cat", "not_about_plants"),
        # an unknown plant joined to "my cat" is a plant asked about
        ("bee balm beside the steps and my kitten", "unknown_plant"),
        ("lamb's ear in the border and our dog", "unknown_plant"),
        ("candytuft by the gate and my puppy", "unknown_plant"),
        ("sweet woodruff by the shed and my cat", "unknown_plant"),
        ("foamflower by the pond and our horse", "unknown_plant"),
    ],
)
def test_each_refusal_gives_its_own_reason(bundled_index, question, reason):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == reason and r.verdicts == [], (r.answer, r.refusal)
    if reason == "no_plant_named":
        assert "vet" in r.refusal.message


# --- 4. names as people write them -----------------------------------------------------------


@pytest.mark.parametrize(
    "question, card",
    [
        ("are peonies toxic to cats", "peony"),
        ("are hydrangeas safe for dogs", "hydrangea"),
        ("the easter cacti on my sill, are they safe for my cat", "christmas-cactus"),
        ("is a spiderplant safe for cats", "spider-plant"),
        ("is heart leaf philodendron toxic to dogs", "heartleaf-philodendron"),
        ("is monsterra toxic to cats", "monstera"),
        ("is dieffenbacia toxic to dogs", "dieffenbachia"),
        ("is my aunt's christmas cactus safe for cats", "christmas-cactus"),
        ("is a poinsettia going to kill my cat", "poinsettia"),
        ("is pothos going to hurt my dog", "pothos"),
        ("my doggo munched the aloe vera", "aloe-vera"),
        # variants
        ("are tulep bulbs toxic to dogs", "tulip"),
        ("is a snakeplant ok for my kitten", "snake-plant"),
        ("are poinsetias dangerous for cats", "poinsettia"),
        ("my pup nibbled my grandma's jade plant", "jade-plant"),
        ("is a peace lilly gonna hurt my cat", "peace-lily"),
        # -es plurals, which fold to -e (second blind set's dev half, before the fix)
        ("christmas cactuses ok for dogs", "christmas-cactus"),
        ("are hibiscuses toxic to dogs", "hibiscus"),
        ("irises and cats", "iris"),
        ("my cat ate some roses", "rose"),
        # a letter dropped from a name of 7+ letters
        ("is monstra toxic to cats", "monstera"),
        ("olander toxic to horses", "oleander"),
        ("gardnia toxic to cats", "gardenia"),
        ("is my calthea safe for cats", "calathea"),
        # a doubled letter in a kind, and a plural the stemmed index knows only as the name's stem
        ("are lillies toxic to cats", "lily"),
        ("daffodills toxic cats", "daffodil"),
        ("tulipps and dogs", "tulip"),
        # a letter dropped from a name of 8+ letters; two of four swapped inside a longer name
        # (third blind set's dev half, before the fix)
        ("wistera over the pergola, our dog eats the pods", "wisteria"),
        ("is camelia safe for cats", "camellia"),
        ("is a chesnut tree bad for horses", "chestnut"),
        ("dafodil bulbs and my dog", "daffodil"),
        ("is lavendr safe for dogs", "lavender"),
        ("parlour plam and dogs is it toxic", "parlor-palm"),
        ("is a sago plam bad for dogs", "sago-palm"),
        ("areca plam and my cat", "areca-palm"),
        # an -es plural typed on a name that takes -s (written after the sixth blind set's dev half)
        ("my dog dug up the tulipe bulbs", "tulip"),
        ("are peonyes toxic to dogs", "peony"),
        ("are cyclamenes bad for cats", "cyclamen"),
        # a short word one letter off that ends a name of three or four words
        ("is a lily of the vally safe for dogs", "lily-of-the-valley"),
        ("my cat chewed lily of the valey", "lily-of-the-valley"),
        ("MY DOG ATE LILLY OF THE VALEY", "lily-of-the-valley"),
    ],
)
def test_names_as_people_write_them(bundled_index, question, card):
    """("my cat ate some croutons" stays unknown: tests/test_names.py holds the words never mended.)"""
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and card in cards, (question, r.refusal, cards)


@pytest.mark.parametrize(
    "question, card",
    [
        ("crownofthorns plant and a cat that chews everything", "crown-of-thorns"),
        # variants, written before the fix: three to five words run together, with "of" and
        # "the" inside, a possessive's "s" and a plural's
        ("my dog ate some lilyofthevalley", "lily-of-the-valley"),
        ("birdofparadise safe for dogs?", "bird-of-paradise"),
        ("is motherinlawstongue poisonous to cats", "snake-plant"),
        ("swisscheeseplant and my kitten", "monstera"),
        ("my cat ate some birdsnestfern", "birds-nest-fern"),
        ("is stringofpearls toxic to cats", "string-of-pearls"),
        ("are christmascacti safe for cats", "christmas-cactus"),  # and a Latin plural
        ("are eastercacti ok for dogs", "christmas-cactus"),
    ],
)
def test_a_name_of_three_or_more_words_typed_as_one_is_that_name(bundled_index, question, card):
    """Only two words run together were read ("spiderplant"); "crownofthorns" was refused."""
    _settings, index = bundled_index
    assert card in read(question, lexicon(index)).named


# blind36-109's class: the first words of a name run together, its other words typed after
# ("castiron plant" was refused as a plant plantqa lacks; spacing._split)
@pytest.mark.parametrize(
    "question, card",
    [
        ("castiron plant ok for dogs? need something for a dark hallway", "cast-iron-plant"),
        ("my cat chewed the birdsnest fern", "birds-nest-fern"),
        ("is stringof pearls toxic to cats", "string-of-pearls"),
        ("is a crownof thorns safe for dogs", "crown-of-thorns"),
        ("is a lilyof the valley toxic to dogs", "lily-of-the-valley"),
    ],
)
def test_a_name_s_first_words_run_together_before_its_others_are_that_name(bundled_index, question, card):
    _settings, index = bundled_index
    assert card in read(question, lexicon(index)).named


def test_a_look_alike_typed_as_one_word_is_still_the_look_alike(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is yellowjasmine ok for dogs", settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and r.verdicts == []


@pytest.mark.parametrize("question", ["my cat chews the plam", "my cat sleeps by the heater"])
def test_a_short_or_dropped_letter_mend_needs_a_longer_name(bundled_index, question):
    _settings, index = bundled_index
    assert not read(question, lexicon(index)).named


def test_a_mended_spelling_is_said(bundled_index):
    settings, index = bundled_index
    assert "read 'monsterra' as 'monstera'" in ask(index, "is monsterra toxic to cats", settings).notes


@pytest.mark.parametrize(
    "question, card, typed, read_as",
    [
        # blind12-119's class: a typo one edit from two name words was refused; the one that
        # names a plant where the word stands is the mend ("aralia" is a word of "false aralia")
        ("azalia bush - is it toxic to cats", "azalea", "azalia", "azalea"),
        ("aralea toxic to dogs?", "angelica-tree", "aralea", "aralia"),  # a vowel changed: Aralia, the genus
        ("is celeus safe for dogs", "coleus", "celeus", "coleus"),
        ("is a charry tree ok for horses", "cherry", "charry", "cherry"),
        ("is coreus safe for cats", "coleus", "coreus", "coleus"),
        ("is a false aralea toxic to dogs", "false-aralia", "aralea", "aralia"),  # beside "false", the other
    ],
)
def test_of_two_mends_the_one_that_names_a_plant_there_is_taken(bundled_index, question, card, typed, read_as):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card}, (r.answer, r.refusal)
    assert f"read '{typed}' as '{read_as}'" in r.notes


@pytest.mark.parametrize(
    "question, cards",
    [
        ("are foxgloves toxic to dogs", {"foxglove"}),
        ("hostas or foxgloves for my dog", {"hosta", "foxglove"}),
        ("my cat chewed the nerve plants", {"nerve-plant"}),
        ("are russian olives ok near my horses", {"autumn-olive"}),
        ("my dog ate foxgloves leaves", {"foxglove"}),
    ],
)
def test_a_plural_in_ves_is_its_plant(bundled_index, question, cards):
    # "foxgloves" folded to "foxglof" and met no name: refused, or dropped beside "hostas"
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    assert r.answered and got == cards


# --- 5. several plants and comparisons -------------------------------------------------------


@pytest.mark.parametrize(
    "question, cards",
    [
        ("which is safer for dogs, monstera or calathea", {"monstera", "calathea"}),
        ("snake plant vs zz plant with dogs", {"snake-plant"}),  # ZZ plant: no listing, a line but no verdict
        ("boston fern or english ivy for a shelf my cat can reach", {"boston-fern", "english-ivy"}),
        ("lilies or sunflowers in a vase if we have a cat", {"sunflower", "easter-lily"}),
        # variants
        ("spider plant or pothos for a home with a puppy", {"spider-plant", "pothos"}),
        ("aloe vera vs jade plant, which is worse for cats", {"aloe-vera", "jade-plant"}),
        ("is a parlor palm safer than a sago palm for dogs", {"parlor-palm", "sago-palm"}),
        # written after the third blind set's dev half, before the fix: no animal named (cats
        # and dogs), a pet word, "instead of", or a choice with no care topic
        ("which is safer, a spider plant or a peace lily", {"spider-plant", "peace-lily"}),
        ("aloe vera or jade plant, which is safe", {"aloe-vera", "jade-plant"}),
        ("money tree or rubber plant, which one is safer", {"money-tree", "rubber-plant"}),
        ("is a spider plant or a pothos better for a house with pets", {"spider-plant", "pothos"}),
        ("hoya or dieffenbachia, we have pets", {"hoya", "dieffenbachia"}),
        ("should I buy a parlor palm instead of a sago palm for my dog", {"parlor-palm", "sago-palm"}),
        ("a spider plant rather than a peace lily for the kitten?", {"spider-plant", "peace-lily"}),
        ("begonia or african violet for the windowsill", {"begonia", "african-violet"}),
        ("jade plant or aloe vera for my desk", {"jade-plant", "aloe-vera"}),
    ],
)
def test_each_plant_compared_gets_its_finding_and_no_yes_or_no(bundled_index, question, cards):
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    assert r.answered and cards <= got, (question, got, r.refusal)
    assert not r.answer.startswith(("Yes", "No"))


# --- 6. groups ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question, group",
    [
        ("are succulents safe for cats", "succulent"),
        ("are ferns toxic to dogs", "fern"),
        ("my cat ate a lily", "lily"),
        # variants
        ("are palms ok for puppies", "palm"),
        ("orchids and cats, safe?", "orchid"),
        ("are bulbs safe around dogs", "bulb"),
        ("are daisies bad for horses", "daisy"),
        ("are any succulents dangerous to dogs", "succulent"),
        # a head word typed singular before a kind in the plural or a part is the kind;
        # written after the third blind set's dev half, before the fix
        ("hickory nuts and my dog", "hickory"),
        ("are pine trees ok to plant in a dog run", "pine"),
        ("my horse got into a row of hickory trees", "hickory"),
        # a word that describes a kind leaves it the kind
        ("are flowering cacti safe for cats", "cactus"),
        ("tropical palms and my puppy", "palm"),
        ("evergreen shrubs ok for dogs", "shrub"),
        ("are decorative grasses safe around puppies", "grass"),
    ],
)
def test_a_group_lists_every_card_of_it_and_says_there_are_more(bundled_index, question, group):
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    members = {c for c in index.names.members(group) if index.cards[c].kind == "plant"}
    assert members and r.answered and got <= members and got, (question, r.refusal)
    assert "none for the others" in r.answer


@pytest.mark.parametrize(
    "question, kinds",
    [
        ("are fruit trees bad for dogs", ("fruit", "tree")),
        # variants, written before the fix: a banana or a strawberry is fruit but no tree
        ("my puppy chews the fruit trees in the yard", ("fruit", "tree")),
        ("is it ok to plant fruit trees if i have a dog", ("fruit", "tree")),
        ("fruit trees and my horse", ("fruit", "tree")),
        ("which fruit trees are toxic to cats", ("fruit", "tree")),
        ("fruit trees in the garden and my kitten", ("fruit", "tree")),
    ],
)
def test_a_kind_before_a_kind_head_means_the_cards_of_both_kinds(bundled_index, question, kinds):
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    both = set(index.names.members(kinds[0])) & set(index.names.members(kinds[1]))
    assert r.answered and got and got <= both, (question, got - both, r.refusal)
    assert not r.answer.startswith(("Yes", "No"))


@pytest.mark.parametrize(
    "question, absent",
    [
        ("sweet woodruff under the trees and my cat", "tree"),
        # variants, written before the fix: a thing placed among a kind is not that kind asked about
        ("hostas under the trees, ok for dogs?", "tree"),
        ("ferns under the palms and my cat", "palm"),
        ("moss between the palms, my kitten eats it", "palm"),
        ("a hammock between the trees and my dog", "tree"),
        ("hostas beneath the trees, are they ok for my puppy", "tree"),
    ],
)
def test_a_kind_where_another_thing_grows_is_a_place_not_the_kind_asked_about(bundled_index, question, absent):
    _settings, index = bundled_index
    assert absent not in read(question, lexicon(index)).groups


@pytest.mark.parametrize(
    "question, card",
    [
        ("puppy snaffled some lantana berries off the bush", "lantana"),
        # variants, written before the fix: "the bush", "the tree" after a named plant is that
        # plant's, not every shrub or tree plantqa has a card for
        ("my dog ate holly berries off the bush", "holly"),
        ("the puppy ate some yew berries from the hedge, one fell off the tree", "yew"),
        ("my dog chewed some oleander leaves, then pulled a branch off the bush", "oleander"),
        ("my cat ate a few camellia petals that fell from the bush", "camellia"),
        ("my horse ate a lot of red maple leaves off that tree", "red-maple"),
        # and the vines in the plural, as what was eaten (one plant has many): blind35-037
        # ('Philodendron hederaceum "Brasil" 4in pot, my cat keeps chewing the vines') listed
        # every vine plantqa has a card for; variants written before the fix
        ("Heartleaf philodendron on the shelf - my kitten chews the vines, is that bad?", "heartleaf-philodendron"),
        ("We have an english ivy in the hall; the dog has been chewing the vines", "english-ivy"),
        ("Philodendron hederaceum 4in pot, my cat keeps chewing the vines", "heartleaf-philodendron"),
        ("got a pothos, my cat nibbled a few of the vines", "pothos"),
    ],
)
def test_the_bush_or_tree_after_a_named_plant_is_that_plant_s(bundled_index, question, card):
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    assert r.answered and got == {card} and "vet" in r.answer, (got, r.refusal)


def test_vines_said_of_a_place_are_not_the_named_plant_s(bundled_index):
    # not what was eaten: the vines on the fence may be other plants than the roses named
    _settings, index = bundled_index
    assert "vine" in read("we have roses by the door, are the vines on the fence safe for dogs?", lexicon(index)).groups


@pytest.mark.parametrize(
    "question, cards",
    [
        # a kind that names the bed the named plants grow in, written before the fix (blind4-123)
        ("lavender vs foxglove for a dog friendly herb border", {"lavender", "foxglove"}),
        ("hostas or daffodils for a dog safe shrub border", {"hosta", "daffodil"}),
        ("is basil ok in a cat friendly vegetable patch", {"basil"}),
        ("tulips in the herb bed, my dog digs there", {"tulip"}),
        ("is a jade plant ok in the cactus garden if my cat gets in", {"jade-plant"}),
    ],
)
def test_a_kind_naming_where_named_plants_grow_is_not_asked_about(bundled_index, question, cards):
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    assert r.answered and got == cards and "none for the others" not in r.answer, got


def test_a_kind_where_a_pet_was_is_still_asked_about(bundled_index):
    _settings, index = bundled_index
    assert "lily" in read("my cat rolled in the lilies", lexicon(index)).groups
    assert "tree" in read("my cat sleeps under the trees", lexicon(index)).groups


@pytest.mark.parametrize(
    "question, group",
    [
        # a verb's -ing form before a kind in the plural describes the kind (written before the fix)
        ("climbing vines that won't hurt my cat", "vine"),
        ("hedging shrubs that are safe for dogs", "shrub"),
        ("trailing vines and my kitten", "vine"),
        ("hanging ferns and my cat", "fern"),
        ("creeping vines near the dog run, are they safe", "vine"),
        ("spreading shrubs safe for horses?", "shrub"),
        ("trailing succulents for a home with a cat", "succulent"),
        # a letter names no plant: text for "are"
        ("r cactuses poisonous to cats or is it just the spines", "cactus"),
        ("r ferns ok for cats", "fern"),
        ("r palms toxic to dogs", "palm"),
        ("r succulents bad for my dog", "succulent"),
        # a genus heads its species' scientific names
        ("citrus trees and cats", "citrus"),
        ("are euphorbias safe for cats", "euphorbia"),
        ("euphorbias and my dog", "euphorbia"),
        ("citrus trees in pots, my puppy chews them", "citrus"),
        # what a kind is to a pet, not a care topic
        ("are nut trees a risk for my dog", "nut tree"),
        ("are palms a risk for my puppy", "palm"),
        ("are lilies a risk to my kitten", "lily"),
        # a kind typed plural after what holds it or where it grows, or called true; written
        # before the fix from the fourth blind set's dev half (blind4-159, 161, 169, 173)
        ("what hedge shrubs are poisonous to horses", "shrub"),
        ("are border shrubs ok for my dog", "shrub"),
        ("are kitchen herbs safe to grow if i have a cat", "herb"),
        ("patio succulents and my puppy, safe?", "succulent"),
        ("are windowsill herbs bad for cats", "herb"),
        ("is it true cacti are non toxic", "cactus"),
        ("true palms and my cat, are they ok", "palm"),
        ("are evergreen conifers safe along a horse paddock", "conifer"),
        ("which conifers are toxic to dogs", "conifer"),
        # a risk asked on its own after a stop or dash, and a kind said to be common or found
        # in a lawn (blind9-171, 175; the variants written before the fix)
        ("conifers in a horse field - problem?", "conifer"),
        ("pine trees along the dog run - any risk?", "pine"),
        ("ferns in the cat's garden, problem?", "fern"),
        ("palms on the patio with a kitten - problem?", "palm"),
        ("common weeds in a horse paddock that are poisonous", "weed"),
        ("which common garden weeds are toxic to dogs", "weed"),
        ("are common hedge shrubs ok for horses", "shrub"),
        ("typical pasture weeds poisonous to horses", "weed"),
        ("ordinary lawn weeds and my dog", "weed"),
    ],
)
def test_a_kind_described_or_headed_lists_its_cards(bundled_index, question, group):
    settings, index = bundled_index
    r, got = verdict_cards(index, settings, question)
    members = set(index.names.members(group))
    assert r.answered and got and got <= members, (question, r.refusal)
    assert "none for the others" in r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        ("greenbrier vines in the woods, my horse browses them", "china-root"),
        # the plant's own kind after its name (written before the fix)
        ("the pothos vines and my cat", "pothos"),
        ("sweet pea vines and my puppy", "sweet-pea"),
        ("the star jasmine vines on the fence, my cat chews them", "star-jasmine"),
        ("hops vines in the garden and the dog", "hops"),
        ("is the lavender in my garden a risk for the dog", "lavender"),  # and what it is to a pet
        ("is a snake plant a risk to cats", "snake-plant"),
    ],
)
def test_a_plant_s_own_kind_after_its_name_leaves_it_that_plant(bundled_index, question, card):
    settings, index = bundled_index
    _r, got = verdict_cards(index, settings, question)
    assert got == {card}


@pytest.mark.parametrize(
    "question",
    [
        "my dog chewed a pine cone",
        "are hickory leaves bad for horses",
        "is a trailing fern safe for cats",  # a verb's -ing form before one plant of a kind: another name
    ],
)
def test_a_part_of_a_head_word_typed_singular_is_one_plant_unknown_here(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant"


def test_a_group_is_named_in_its_plural_as_people_write_it(bundled_index):
    settings, index = bundled_index
    assert "count as grasses" in ask(index, "are ornamental grasses ok for dogs", settings).answer
    assert "count as hickories" in ask(index, "hickory nuts and my dog", settings).answer


@pytest.mark.parametrize("question", ["my cat ate a lily", "my cat has lily pollen on her face, is this an emergency?"])
def test_cats_and_lilies_open_with_the_danger_and_the_vet(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    first, second, third = r.answer.splitlines()[:3]
    assert "kidney failure in cats" in first and "call your vet" in second
    assert r.citations[0].card == "lilies-and-cats" and "Take your cat to a vet immediately" in third


@pytest.mark.parametrize(
    "question",
    [
        # blind6-173's class: a name several cards share (a genus, "aloe"), typed in the plural,
        # asks about a kind, as a group does ("is begonia toxic" keeps each card's yes or no:
        # tests/test_bundled_corpus.py)
        "are peperomias pet safe for cats",
        "are begonias toxic to dogs",
        "are aloes safe for cats",
        "are hoyas safe for cats",
        "my dog chewed some peperomias, are they ok",
    ],
)
def test_a_name_several_cards_share_in_the_plural_gets_each_finding_and_no_yes_or_no(bundled_index, question):
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and len(cards) > 1 and not r.answer.startswith(("Yes", "No")), (question, r.answer)


@pytest.mark.parametrize(
    "question, group",
    [
        # blind6-161's class: a season or other word that keeps a kind is no care topic, and a
        # kind "is the problem" as it "is a problem"
        ("spring bulbs and my puppy, which ones are the problem", "bulb"),
        ("summer bulbs and dogs, which ones are the problem", "bulb"),
        ("evergreen shrubs and horses, which ones are the danger", "shrub"),
        ("winter flowering bulbs and cats, which are the problem", "bulb"),
        ("which tropical palms are the problem for cats", "palm"),
    ],
)
def test_a_kept_kind_beside_a_pet_asks_for_each_finding(bundled_index, question, group):
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and cards and cards <= set(index.names.members(group)), (question, r.refusal, cards)


def test_the_bulbs_are_the_bulb_plants_cards():
    """A group's cards are the ones whose front matter says so: tulips and daffodils are bulbs."""
    from plantqa.cache import corpus_path
    from plantqa.config import resolve
    from plantqa.corpus import load_corpus

    cards = {c.slug: c for c in load_corpus(corpus_path(resolve(environ={}))).cards}
    for slug in ("tulip", "daffodil", "hyacinth", "amaryllis", "onion", "easter-lily"):
        assert "bulb" in cards[slug].groups, slug


# --- 7. emergencies ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "my beagle got into the raisins",
        "my dog ate something in the yard",
        # variants
        "my cat just chewed a leaf off something in the garden",
        "help my puppy ate chocolate",
        "my lab swallowed some grapes what do i do",
    ],
)
def test_a_refused_emergency_still_says_call_the_vet(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and "vet" in r.refusal.message


@pytest.mark.parametrize(
    "question",
    [
        "is my kitty gonna be ok she ate some pothos",
        "my dog ate a pothos leaf is he gonna be ok",
        "will my cat be fine, he chewed the peace lily",
    ],
)
def test_a_worried_owner_never_gets_a_bare_no(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.answer.startswith(("Yes", "No")) and "call your vet" in r.answer


@pytest.mark.parametrize(
    "question",
    [
        # non-toxic plants, so only the eating can bring the vet line; written before the fix:
        # "keeps" was read "keep", no word between a pet and its verb
        "my dog keeps chewing the prayer plant leaves",
        "our kitten named Pickle keeps nibbling the calathea",
        "the puppy keeps licking the african violet",
        "Biscuit my beagle keeps gnawing on the areca palm",
        "my horse keeps eating the sunflower leaves by the fence",
        # a name as the one eating, the pet named after it
        "Milo keeps eating the spider plant, he is a cat",
        "Bella chewed the haworthia, she's a dog",
    ],
)
def test_a_pet_that_keeps_eating_a_plant_gets_the_vet_line(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and "call your vet" in r.answer, (r.answer, r.refusal)


def test_every_word_list_is_in_the_reader_s_folded_form():
    """A list compared with the reader's words must hold them as the reader folds them:
    "keeps" typed in a list never met the folded "keep" of a question."""
    from plantqa import lexicon as lx

    for name in ("AUXILIARIES", "CONDITIONAL", "VERSUS", "NEGATIONS", "MODALS", "EATING", "KEEP_BEFORE", "PARTS"):
        listed = getattr(lx, name)
        assert all(words(w) == [w] or not words(w) for w in listed), name


def test_an_emergency_quotes_a_what_to_do_section_first(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my dog ate some pothos", settings)
    lines = r.answer.splitlines()
    assert "call your vet" in lines[1]
    cited = {c.n: c for c in r.citations}
    assert cited[int(lines[2].rsplit("[", 1)[1].rstrip("]"))].section == "What to do"


# --- 8. care questions the cards answer -----------------------------------------------------------


@pytest.mark.parametrize(
    "question, words_",
    [
        ("how do I get my christmas cactus to bloom", {"night"}),
        ("should I mist my calathea", {"misting", "humidity"}),
        ("how to overwinter geraniums", {"winter"}),
        ("how do I stop slugs eating hostas", {"slug"}),
        ("how do I stop my cat eating my plants", {"cat"}),
    ],
)
def test_care_questions_the_cards_answer(bundled_index, question, words_):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.verdicts == [] and any(w in r.answer.lower() for w in words_), (r.answer, r.refusal)


def test_lily_symptoms_are_answered_for_cats(bundled_index):
    settings, index = bundled_index
    r = ask(index, "what are the symptoms of lily poisoning in cats", settings)
    assert r.answered and "kidney" in r.answer


# --- 9. not about plants ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    ["what is the capital of france", "how do i change a car tyre", "best pizza in town", "why does my cat sleep so much"],
)
def test_a_question_not_about_plants_is_refused_as_such_with_no_suggestion(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants" and r.suggestions == []


def test_a_safety_question_about_an_unknown_plant_suggests_no_plant_that_only_shares_a_word(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is carolina jessamine safe for dogs", settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and r.suggestions == []


# --- the record itself ----------------------------------------------------------------------------


def test_the_reading_is_one_frozen_record(bundled_index):
    _, index = bundled_index
    r = read("my cat Lily ate some pothos", lexicon(index))
    assert r.named == ("pothos",) and r.animals == ("cat",) and r.set_aside == ("Lily",) and r.emergency
    with pytest.raises(AttributeError):
        r.text = "x"  # type: ignore[misc]


@given(st.text(max_size=80))
def test_the_reader_folds_exactly_as_the_name_table_does(text):
    assert [w.word for w in lex(text)] == words(text)


# --- list questions (issue 14, item 5) ------------------------------------------------------------


@pytest.mark.parametrize(
    "question, animal, listing",
    [("which plants are safe for cats", "cat", "non-toxic"), ("what houseplants are toxic to dogs", "dog", "toxic")],
)
def test_a_list_question_names_plants_from_their_findings_each_cited(bundled_index, question, animal, listing):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and "plantqa plants --" in r.answer
    plants = [c for c in r.citations if index.cards[c.card].kind == "plant"]
    assert len(plants) == 10 and all(index.cards[c.card].verdict(animal) == listing for c in plants)
    assert all(f"{index.cards[c.card].title} [{c.n}]" in r.answer for c in plants)


@pytest.mark.parametrize(
    "question",
    ["husband got poison ivy on his arms what helps", "grandma cooked daffodil bulbs thinking they were onions"],
)
def test_a_person_touched_by_a_named_plant_is_sent_to_poison_control(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_for_people"


@pytest.mark.parametrize("question, opening", [("is poison hemlock safe for cats", "No"), ("is poison ivy safe for dogs", "Yes")])
def test_a_safety_word_inside_a_name_is_not_the_question_s_wording(bundled_index, question, opening):
    settings, index = bundled_index
    assert ask(index, question, settings).answer.startswith(opening + " — ")


@pytest.mark.parametrize(
    "question, card",
    [
        ("my dog got sap from the pencil cactus on his face", "pencil-cactus"),
        ("my beagle chewed the aloe vera and now my hand smells", "aloe-vera"),
    ],
)
def test_a_named_pet_keeps_the_question_though_the_speaker_s_body_is_named(bundled_index, question, card):
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and card in cards


@pytest.mark.parametrize(
    "question, phrase",
    [
        ("is the purple heart plant toxic to cats", "purple heart plant"),  # issue 11, class 2
        ("is the crystal plant toxic to cats", "crystal plant"),
        ("is a kidney plant poisonous to dogs", "kidney plant"),
        ("is the green crystal plant toxic to dogs", "green crystal plant"),
        ("are purple heart plants safe for dogs", "purple heart"),  # read as a kind's word, refused so
    ],
)
def test_words_a_topic_card_uses_elsewhere_still_name_the_plant_before_plant(bundled_index, question, phrase):
    """'heart' in a line on cardiac glycosides, 'crystal' in calcium oxalate crystals: they
    ground no answer about a plant called so."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and f"'{phrase}" in r.refusal.message


@pytest.mark.parametrize("question", ["is a house plant safe for cats", "is my big plant safe for dogs"])
def test_a_plant_not_named_is_still_answered_from_the_general_cards(bundled_index, question):
    settings, index = bundled_index
    assert ask(index, question, settings).answered


def test_a_plant_pointed_at_is_no_plant_named_not_an_unknown_one(bundled_index):
    """'this' names no plant before 'plant' (and a plant pointed at is refused for its name:
    tests/test_unnamed_plant.py)."""
    settings, index = bundled_index
    r = ask(index, "is this plant toxic to cats", settings)
    assert not r.answered and r.refusal.reason == "no_plant_named", r.refusal


@pytest.mark.parametrize(
    "question",
    [
        "my Apple Watch won't charge",
        "how old is Lily Allen now",
        "is Daisy Ridley in the new star wars",
        "Rose Byrne new movie worth seeing",
        "is the Apple MacBook worth it",
        # in lower case, a thing made or named after the plant (third blind set's dev half)
        "how do i cook jasmine rice in a pan without a rice cooker",
        "does the rose gold iphone scratch easily",
        "cheap hotels in palm springs for a weekend",
        "cinnamon roll recipe with cream cheese icing",
        "orchid show tickets",
        "basil pesto recipe",
        # a care word after the name that its card never uses, and colours that frame
        # nothing alone (blind7-257, blind9-255; the variants written before the fix)
        "my apple watch wont charge any more",
        "cherry mx red vs brown switches for gaming",
        "gateron yellow vs cherry brown switches",
        "cherry red or white iphone case",
        "lemon yellow or mint green walls in a nursery",
    ],
)
def test_a_plant_s_name_run_into_a_brand_or_a_person_s_is_not_about_plants(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants" and r.suggestions == [] and r.notes == []


@pytest.mark.parametrize(
    "question, card",
    [
        ("is my Pothos Neon getting enough light", "pothos"),
        ("is Aloe Vera safe for dogs", "aloe-vera"),
        ("my cat chewed the Boston Fern", "boston-fern"),
        ("is Jade Plant ok for my Cat", "jade-plant"),
        # a plant with the question's own framing, an animal, a part or another plant after it
        ("monstera dog", "monstera"),
        ("snapdragon vs foxglove", "snapdragon"),
        ("pothos cuttings", "pothos"),
        ("peace lily care", "peace-lily"),
    ],
)
def test_a_plant_typed_in_capitals_with_a_plant_question_keeps_its_card(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in [c.card for c in r.citations]


@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("Daisy, my beagle, dug up half the tulip bed this morning and I think she ate a bulb", "tulip", "dog"),  # blind3-003
        ("my spaniel was in the garden and I think he ate a daffodil bulb", "daffodil", "dog"),
        ("Rosie my lab was alone with the peace lily and we think she chewed a leaf", "peace-lily", "dog"),
        ("my husky got into the garden, I think he ate some foxglove", "foxglove", "dog"),
        ("our kitten was near the pothos and I'm sure he bit a leaf", "pothos", "cat"),
    ],
)
def test_she_or_he_is_the_pet_named_before_never_the_speaker(bundled_index, question, card, animal):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and (card, animal) in [(v.card, v.animal) for v in r.verdicts] and "call your vet" in r.answer


def test_she_after_a_person_is_still_the_person(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my son was in the garden and I think he ate a daffodil bulb", settings)
    assert not r.answered and r.refusal.reason == "not_for_people"


@pytest.mark.parametrize(
    "question, card",
    [
        ("my dog dug up the tulips and ate the bulbs", "tulip"),
        ("my dog dug up the daffodils and ate a bulb", "daffodil"),
        ("my cat chewed the amaryllis, mostly the bulb", "amaryllis"),
        ("the puppy got at the hyacinths and chewed a bulb", "hyacinth"),
        ("pothos and a bulb for my cat", None),
    ],
)
def test_a_part_that_is_a_kind_beside_a_named_plant_is_that_plant_s(bundled_index, question, card):
    """'a bulb' after the tulips is the tulip's bulb, not every bulb plantqa knows; offered
    beside the plant ('pothos and a bulb') it is the kind."""
    settings, index = bundled_index
    _, cards = verdict_cards(index, settings, question)
    assert cards == {card} if card else len(cards) > 2


@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("is a gerbera daisy ok for my dog Daisy haha", "gerbera-daisy", "dog"),  # blind3-023: not yarrow's "dog daisy"
        ("is the oak tree ok for my horse Chestnut", "oak", "horse"),  # not the buckeye's "horse chestnut"
        ("my dog Laurel keeps chewing the spider plant", "spider-plant", "dog"),  # not "dog laurel"
        ("our pony Tail got into the yew hedge", "yew", "horse"),  # not the ponytail palm
        ("my dog laurel ate some pothos", "pothos", "dog"),
        ("can my horse Chestnut eat apples", "apple", "horse"),
        # controls: the plant's own name
        ("is my horse chestnut tree toxic to dogs", "buckeye", "dog"),
        ("is a dog daisy safe for horses", "yarrow", "horse"),
    ],
)
def test_a_pet_word_and_its_name_are_not_the_plant_they_spell(bundled_index, question, card, animal):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and [(v.card, v.animal) for v in r.verdicts] == [(card, animal)]


@pytest.mark.parametrize(
    "question",
    [
        "my cat nommed a bit of the parlour palm",  # blind3-111
        "my cat noshed on the spider plant",
        "my dog wolfed a piece of the money tree",
        "my cat snacked on the calathea",
        "my dog hoovered up some of the spider plant",
    ],
)
def test_everyday_eating_of_a_harmless_plant_still_says_call_the_vet(bundled_index, question):
    """The vet line does not wait for a toxic finding: whenever a pet ate something."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.verdicts and not any(v.toxic for v in r.verdicts) and "call your vet" in r.answer


def test_a_pet_near_a_plant_is_no_emergency(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my cat walked on the spider plant", settings)
    assert r.answered and "call your vet" not in r.answer


@pytest.mark.parametrize(
    "question, card, animal",
    [
        ("Is poinsettia bad for Cocoa, my chocolate lab?", "poinsettia", "dog"),
        ("Daisy, my beagle, chews the money tree, is it toxic", "money-tree", "dog"),
        ("is a ponytail palm bad for Biscuit, my golden retriever", "ponytail-palm", "dog"),
        ("Max, our german shepherd, ate a tulip bulb", "tulip", "dog"),
    ],
)
def test_a_pet_told_by_its_breed_alone_is_a_pet(bundled_index, question, card, animal):
    """No 'dog' or 'cat' in the question, but a name and 'my <breed>': a safety question
    about an animal, answered for cats and dogs, with the breed words no plant's."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and (card, animal) in [(v.card, v.animal) for v in r.verdicts]


@pytest.mark.parametrize(
    "question, card",
    [
        ("the puppy grabbed tulips from the vase", "tulip"),
        ("she says pothos is toxic to cats", "pothos"),
        ("my cat hates lavender, is it toxic", "lavender"),
        ("dog stole onion rings off the table and ate like 5", "onion"),  # blind3-203
        ("my vet says lilies are deadly for cats", "lily"),
    ],
)
def test_a_verb_after_who_does_it_is_not_glued_to_the_plant(bundled_index, question, card):
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and card in cards


@pytest.mark.parametrize("question", ["my big yellow jasmine and my cat", "is a water lily safe for cats"])
def test_a_colour_or_noun_glued_before_a_name_still_makes_another_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant"


@pytest.mark.parametrize(
    "question, card",
    [
        ("is spider plant safe for Rosemary? she's a cat", "spider-plant"),
        ("Poppy got into the peace lily, she is a beagle", "peace-lily"),
        ("is the money tree bad for Basil? he's a puppy", "money-tree"),
        ("is aloe vera toxic to Ivy? shes a kitten", "aloe-vera"),
        ("Hazel chewed the boston fern, he is a spaniel", "boston-fern"),
        # controls: no one is told to be a creature, or the capitalised plant is asked about
        ("is Rosemary safe for cats?", "rosemary"),
        ("Is Pothos safe? she's a cat", "pothos"),
    ],
)
def test_a_name_the_question_says_is_a_creature_is_not_a_plant(bundled_index, question, card):
    """'she's a cat', 'he is a spaniel': the capitalised word the pet is asked for ('safe
    for Rosemary') or that did the eating ('Poppy got into') is its name."""
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and cards == {card}


@pytest.mark.parametrize(
    "question, card",
    [
        ("Dahlia (cat) ate some pothos", "pothos"),
        ("jasmine the pug chewed my pothos", "pothos"),
        ("my pug, jasmine, chewed the pothos", "pothos"),
        ("can Buttercup have aloe vera? she is our kitten", "aloe-vera"),
        ("Peaches licked pollen off the peace lily, shes a cat", "peace-lily"),
        ("Laurel and Hardy, my two kittens, ate parlor palm", "parlor-palm"),
    ],
)
def test_pet_names_in_brackets_between_commas_and_before_the_breed(bundled_index, question, card):
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and cards == {card}


@pytest.mark.parametrize(
    "question, card",
    [
        ("Lily's been chewing the spider plant, she's a cat", "spider-plant"),
        ("Daisy's been eating the spider plant again (she's our lab)", "spider-plant"),
        ("our cat, who is named Fern, nibbles the jade plant", "jade-plant"),
        ("my kitten is called Ivy and she chewed the money tree", "money-tree"),
        ("our dog was named Sage, he ate some pothos", "pothos"),
    ],
)
def test_a_name_before_what_the_pet_did_or_after_is_called_is_not_a_plant(bundled_index, question, card):
    settings, index = bundled_index
    r, cards = verdict_cards(index, settings, question)
    assert r.answered and cards == {card}


def test_a_plant_s_own_s_is_still_the_plant(bundled_index):
    settings, index = bundled_index
    _, cards = verdict_cards(index, settings, "the lily's been dropping petals, is it safe for my cat")
    assert "lily" in cards


@pytest.mark.parametrize(
    "question",
    [
        "money tree leaves turning yellow",  # care-071: once the money tree's 'Turn the pot' line
        "my rubber plant leaves are going yellow",
        "zz plant turning yellow",
        "chinese money plant leaves turned yellow",
        "why is my money tree getting yellow leaves",
    ],
)
def test_turning_yellow_asks_about_yellow_leaves_not_turning(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and "yellow" in r.answer.lower() and "turn the pot" not in r.answer.lower()


def test_a_collapsed_plant_never_gets_a_pet_emergency_line(bundled_index):
    """'collapsed' folded to 'collaps' missed the card's 'collapses' and met a pet's
    'collapsing'. Under query idf (the default) the nerve plant's line falls below
    min_score (care-067, adr/0004); under corpus idf it was answered from that line. Read
    as the cards word it (plantqa/symptoms.py), it is answered from Drooping leaves."""
    settings, index = bundled_index
    r = ask(index, "my fittonia collapsed", settings)
    assert "emergency vet" not in (r.answer or "") and (not r.answered or "collapses" in r.answer or "droop" in r.answer)


# --- a pet's state and a word after a name: what a safety question is (reader7) ---------------


@pytest.mark.parametrize(
    "question, card, animal",
    [
        # the lead's, written by hand
        ("is my dog at risk from the azaleas", "azalea", "dog"),
        ("common foxgloves in the border, is my cat at risk", "foxglove", "cat"),
        # variants written before the fix: "risk" is a care topic (a heading, "Plants most at
        # risk"), so a question about the pet's state was read as one about the plant's care
        ("are my dogs at risk with foxglove in the garden", "foxglove", "dog"),
        ("oleander by the gate, is my puppy at risk", "oleander", "dog"),
        ("could my kitten be at risk from a pothos", "pothos", "cat"),
        ("a sago palm on the patio, is the dog at risk", "sago-palm", "dog"),
        ("is the cat at any risk from hyacinth bulbs in the garden", "hyacinth", "cat"),
        ("will azaleas affect my dog", "azalea", "dog"),  # "affect" is a heading's word too
        # the plant said to be a problem or a risk, the pet named elsewhere (blind3-025's shape)
        ("my friend is bringing her dog, is the oleander in the yard a problem", "oleander", "dog"),
        ("we have two cats, is a peace lily a problem", "peace-lily", "cat"),
        ("my puppy loves the garden, are the foxgloves a risk", "foxglove", "dog"),
        ("new kitten coming home, is the pothos on the bookshelf a problem", "pothos", "cat"),
        ("my dog digs in the beds, are the daffodil bulbs a risk", "daffodil", "dog"),
        ("my sister's cat visits often, is my dieffenbachia a problem", "dieffenbachia", "cat"),
    ],
)
def test_a_pet_s_state_or_what_a_plant_does_to_it_asks_about_safety(bundled_index, question, card, animal):
    _assert_verdict(bundled_index, question, card, animal)


@pytest.mark.parametrize(
    "question, card, animal",
    [
        # a singular name before a word that asks about harm in no list yet (reader7's leftovers)
        ("is an oleander risky for my cat", "oleander", "cat"),
        ("is a sago palm alright for dogs", "sago-palm", "dog"),
        ("is lavender risky to have around my cat", "lavender", "cat"),
        ("is a spider plant alright for cats", "spider-plant", "cat"),
        ("is a tulip hazardous to cats", "tulip", "cat"),
    ],
)
def test_risky_alright_and_hazardous_ask_about_safety(bundled_index, question, card, animal):
    _assert_verdict(bundled_index, question, card, animal)


def _assert_verdict(bundled_index, question, card, animal):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and (card, animal) in [(v.card, v.animal) for v in r.verdicts], (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "is my monstera at risk of root rot",  # the plant's state, no pet
        "which plants are most at risk of root rot",
        "will repotting affect my monstera",
        "my dog is in the garden with the tulips, how do i water them",  # where the pet is
        "my cat sleeps next to my monstera, are brown spots a problem",  # the spots are the problem
        "is yellowing a problem on my pothos",
    ],
)
def test_a_plant_s_state_or_a_pet_s_place_stays_a_care_question(bundled_index, question):
    _, index = bundled_index
    assert not read(question, lexicon(index)).toxicity


@pytest.mark.parametrize(
    "question, card, animal",
    [
        # the lead's, written by hand
        ("are azaleas risky for dogs", "azalea", "dog"),
        ("are azaleas hazardous for dogs", "azalea", "dog"),
        ("are azaleas alright for dogs", "azalea", "dog"),
        # variants written before the fix: a word after a plural name was glued to it
        ("are foxgloves risky for cats", "foxglove", "cat"),
        ("are tulips hazardous to horses", "tulip", "horse"),
        ("are hydrangeas iffy for dogs", "hydrangea", "dog"),
        ("are peace lilies dodgy for cats", "peace-lily", "cat"),
        ("are hostas alright with a puppy around", "hosta", "dog"),
        # "are" agrees with a plural whatever the name's form; an adjective's ending after "is"
        ("are pothos risky for cats", "pothos", "cat"),
        ("is foxglove hazardous for cats", "foxglove", "cat"),
    ],
)
def test_a_word_after_a_plural_name_or_in_a_predicate_s_place_is_no_part_of_it(bundled_index, question, card, animal):
    _assert_verdict(bundled_index, question, card, animal)


@pytest.mark.parametrize(
    "question, group",
    [("are lilies risky for cats", "lily"), ("are ferns hazardous for dogs", "fern"), ("are cacti risky for dogs", "cactus")],
)
def test_a_word_after_a_kind_in_the_plural_is_no_part_of_it(bundled_index, question, group):
    _, index = bundled_index
    r = read(question, lexicon(index))
    assert r.groups == (group,) and not r.refused_names and r.toxicity


@pytest.mark.parametrize(
    "question",
    [
        "is jasmine rice for dogs",  # a noun may stand after "is NAME": refused, not read as jasmine
        "is lavender honey for dogs",  # -y ends nouns too
        "is an oleander crafty for my cat",  # so an unknown -y word after a singular name is refused too
        "are jasmine rice cakes safe for dogs",  # the plural is on "cakes", the head
        "is aloe juice for dogs",
        "are lily allen songs ok for cats",
    ],
)
def test_a_noun_after_a_singular_name_still_makes_another_thing(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant", (r.answer, r.verdicts)


# --- a place or a plant's thing after a name is no thing named after it (care8) ---------------


@pytest.mark.parametrize(
    "question, card, kept",
    [
        ("can i put my aloe outside in summer", "aloe-vera", "outside"),
        ("can i put my pothos outside", "pothos", "outside"),
        ("can i leave my geranium outside overnight", "geranium", "outside"),
        ("can i use cactus soil for my snake plant", "snake-plant", "soil"),
        ("can i use orchid soil for my monstera", "monstera", "soil"),
    ],
)
def test_a_place_or_a_plant_s_thing_after_a_name_is_no_thing_named_after_it(bundled_index, question, card, kept):
    """Read as "jasmine rice" is, "aloe outside" and "cactus soil" were set aside with the
    plant's name: 'can i put my aloe outside in summer' was not about plants."""
    _, index = bundled_index
    r = read(question, lexicon(index))
    assert card in r.named and kept in r.tokens, (r.named, r.tokens)


@pytest.mark.parametrize("question", ["is jasmine rice safe for dogs", "what is rose gold"])
def test_a_thing_named_after_a_plant_still_names_none(bundled_index, question):
    _, index = bundled_index
    assert read(question, lexicon(index)).named == ()


@pytest.mark.parametrize(
    "question",
    [
        # blind7-041's class: "mini monstera" is Rhaphidophora tetrasperma, another genus; the
        # monstera card disowns the name (not_names), so no monstera verdict answers for it
        "is a mini monstera ok with a cat in the house",
        "Mini Monstera safe for dogs?",
        "my cat chewed my mini-monstera",
        "are mini monsteras toxic to cats",
        "is monstera minima toxic to cats",
    ],
)
def test_a_look_alike_name_of_another_genus_is_refused(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and r.verdicts == [], r.answer


def test_a_size_before_monstera_is_still_monstera(bundled_index):
    settings, index = bundled_index
    for question in ("is a small monstera ok for cats", "my little monstera got chewed by the dog"):
        r = ask(index, question, settings)
        assert {v.card for v in r.verdicts} == {"monstera"}, r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        # blind7-019's class: "a risk to her" where a creature is named asks the risk to the
        # pet, not a care topic "risk"; the pet sleeping beside the plant is no emergency
        ("Camellia (the cat) sleeps next to my boston fern all day, any risk to her?", "boston-fern"),
        ("Rosie (the dog) naps beside the areca palm, is there a risk to her?", "areca-palm"),
        ("Basil (the kitten) sits by the parlor palm, any risk for him?", "parlor-palm"),
        ("Juniper (the cat) sleeps next to my money tree, any risk to her?", "money-tree"),
        ("my two cats lie next to the spider plant, any risk to them?", "spider-plant"),
    ],
)
def test_a_risk_to_a_pronoun_for_a_named_creature_asks_about_the_pet(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        # a genus one card holds names it, as people write it: "is magnolia toxic to dogs" was
        # refused though the magnolia bush card is Magnolia stellata (blind14-231: "a Strelitzia")
        ("is magnolia toxic to dogs", "magnolia-bush"),
        ("how much light does a Strelitzia need indoors", "bird-of-paradise"),
        ("is epipremnum safe for cats", "pothos"),
        ("are gerberas safe for cats", "gerbera-daisy"),
        ("is muscari toxic to dogs", "grape-hyacinth"),
    ],
)
def test_a_genus_one_card_holds_names_that_card(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations}, (r.answer, r.refusal)


def test_a_genus_several_cards_share_stays_their_kind(bundled_index):
    settings, index = bundled_index
    r = ask(index, "are citrus trees dangerous for cats?", settings)
    assert r.answered and len({v.card for v in r.verdicts}) > 1, r.answer


@pytest.mark.parametrize(
    "question",
    [
        "Olive, our thoroughbred, ate acorns under the big oak by the gate",
        "is oak toxic to my arabian",
        "my appaloosa has been chewing on the oak tree in the paddock",
        "Pepper, our welsh cob, ate a load of oak leaves",
        "we just bought a clydesdale, are the acorns from our oak a worry",
    ],
)
def test_a_pet_told_by_its_breed_alone_gets_every_animal_s_finding(bundled_index, question):
    """blind16-019: a breed plantqa cannot tell the kind of ("thoroughbred") got the cat and
    dog findings only, "Unknown" for oak, whose horse listing is toxic. A pet of unknown kind
    gets every animal listed."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and ("oak", "horse", True) in {(v.card, v.animal, v.toxic) for v in r.verdicts}, (question, r.refusal)
