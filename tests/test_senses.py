"""Plant words in another sense (plantqa.compounds, plantqa.things, the gate's refusal reasons):
a colour, a food, a person, a character, a place or an idiom names no plant. Each case was
written before its fix, in words of its own, for a class a blind question showed failing."""

import pytest

from plantqa.engine import ask


def asked(bundled_index, question):
    settings, index = bundled_index
    return ask(index, question, settings)


def cards_used(r):
    return {v.card for v in r.verdicts} | {c.card for c in r.citations}


# blind7-265's class: a plant's one-word name glued before a colour or a word of shade is the
# colour of a thing ("lavender-coloured hoodie"); no verdict or quote from the plant's card
@pytest.mark.parametrize(
    "question, plant",
    [
        ("my dog loves his lavender coloured blanket, is that weird", "lavender"),
        ("my kitten keeps attacking my rose-pink scarf", "rose"),
        ("my cat sits on my mint green cushion all day", "mint"),
        ("why does my dog sleep on my cherry red rug", "cherry"),
        ("our cat only naps on the plum coloured sofa", "plum"),
        ("my puppy pulls at my lemon yellow curtains", "lemon"),
        ("my dog likes the lime green ball best", "lime"),
    ],
)
def test_a_plant_named_as_a_colour_names_no_plant(bundled_index, question, plant):
    r = asked(bundled_index, question)
    assert not r.answered and plant not in cards_used(r), (question, r.refusal, cards_used(r))
    assert r.refusal is not None and r.refusal.reason == "not_about_plants", r.refusal


@pytest.mark.parametrize(
    "question, card",
    [
        ("my cat ate a petal of a lilac-coloured clematis", "clematis"),
        ("is a pink tinted calathea safe for dogs", "calathea"),
        ("is lavender toxic to cats", "lavender"),
        ("my dog ate a lemon", "lemon"),
    ],
)
def test_a_colour_said_of_a_plant_leaves_the_plant(bundled_index, question, card):
    r = asked(bundled_index, question)
    assert r.answered and card in {v.card for v in r.verdicts}, (question, r.refusal)


# blind7-267's class: in a care question, a word glued after a name that other cards use but
# the named plant's card never does makes a thing or another plant ("jasmine rice", "rose
# campion"): refused for the whole phrase, never answered from the plant's card
@pytest.mark.parametrize(
    "question, plant",
    [
        ("how much water do I add to 3 cups of jasmine rice", "jasmine"),
        ("how much water for a cup of jasmine rice in the microwave", "jasmine"),
        ("what is the water ratio for jasmine rice in a rice cooker", "jasmine"),
        ("should I rinse jasmine rice with cold water first", "jasmine"),
        ("how often should I water my rose campion", "rose"),
    ],
)
def test_a_care_question_on_a_thing_named_after_a_plant_is_not_the_plant(bundled_index, question, plant):
    r = asked(bundled_index, question)
    assert not r.answered and plant not in cards_used(r), (question, r.refusal, cards_used(r))


# a word after a name that is another card's plant's name, one the named card never uses, makes
# that other plant, even after "my" or as the subject of "does": "my rose campion" is a campion
# (Silene), no rose; it was answered from the rose card's watering and light lines. (With no
# word of care the cards know, "does a rose campion need full sun" is refused as no plant
# question: "sun" and "need" frame none, framing.unframed; still never the rose's answer)
@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("how much sun does my rose campion need", True),
        ("does a rose campion need much water", True),
        ("when do I cut back my rose campion", True),
        ("how often should I water my rose campion", True),
        ("does a rose campion need full sun", False),
        ("how much sun does a rose campion need", False),
    ],
)
def test_another_plant_s_name_after_a_name_makes_that_plant(bundled_index, question, named):
    r = asked(bundled_index, question)
    assert not r.answered and "rose" not in cards_used(r), (r.refusal, r.answer)
    assert not named or (r.refusal.reason == "unknown_plant" and "rose campion" in r.refusal.message), r.refusal


# but not a kind, a part or the same plant's name the other way round
@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("how do I prune my rose bush", "rose"),
        ("does my pothos neon need much light", "pothos"),
        ("will my jasmine flower this year", "jasmine"),
        ("how often should I water my pothos", "pothos"),
    ],
)
def test_a_kind_part_or_the_same_plant_after_a_name_keeps_the_plant(bundled_index, question, card):
    r = asked(bundled_index, question)
    assert r.answered and r.citations[0].card == card, (r.refusal, r.answer)


# a word no card uses is a cultivar's, and a verb after the subject of "can", "will" is no name
@pytest.mark.parametrize(
    "question",
    [
        "how much light for a monstera adansonii",
        "can a money tree survive in a north facing room",
        "how to water an african violet without wetting the leaves",
        "how do I keep my pothos vines from getting leggy",
        "will my jasmine flower this year",
    ],
)
def test_a_care_question_keeps_a_cultivar_or_a_verb_after_the_name(bundled_index, question):
    assert asked(bundled_index, question).answered, question


# blind7-259, blind7-269, blind8-163, blind8-175's class: a plant word in a character's, a
# song's or a film's name, or palm reading, with nothing else framing a plant or pet question
# (no pet, no plant word, no word of growing, harm or care): refused as not about plants
@pytest.mark.parametrize(
    "question",
    [
        "is poison ivy a villain in the batman comics",
        "who voices poison ivy in the cartoon",
        "who is the actress playing poison ivy in gotham",
        "does tiger lily appear in the new peter pan film",
        "what year did kiss from a rose come out",
        "who wrote the lyrics to kiss from a rose",
        "who directed the film the name of the rose",
        "is palm reading real science",
        "how much does a palm reader charge",
        "can you read my palm please",
    ],
)
def test_a_plant_word_with_no_plant_question_around_it_is_not_about_plants(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants", (question, r.refusal)


# the asker's own plant, an amount of one, or a plant the asker acts on frames a plant question,
# whatever else is said: never refused as not about plants
@pytest.mark.parametrize(
    "question",
    [
        "my echeveria is going mushy and black at the base, can it be saved",
        "can I overwinter geraniums in the garage",
        "how do you overwinter dahlia tubers",
        "my beagle scarfed some lily of the valley",
        "my pothos went limp overnight",
        "our aloe went soft overnight, is it done for",
    ],
)
def test_a_plant_the_asker_has_or_handles_is_a_plant_question(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is None or r.refusal.reason != "not_about_plants", (question, r.refusal)


# a past participle not made with -ed after the name says what the plant did or became, as a
# simple past does ("went limp"): "why has my haworthia gone so pale" read "haworthia gone" as a
# thing named after it and was refused as not about plants; and "gone" is no topic asked
@pytest.mark.parametrize(
    "question, card",
    [
        ("why has my haworthia gone so pale", "haworthia"),
        ("has my aloe gone soft because of the cold", "aloe-vera"),
        ("why has my calathea gone crispy", "calathea"),
        ("my snake plant has fallen over", None),  # "fallen" is what "fell" is: drooping
        ("why have my tulips gone floppy", None),
    ],
)
def test_a_participle_after_the_name_says_what_the_plant_became(bundled_index, question, card):
    r = asked(bundled_index, question)
    assert r.answered, (question, r.refusal)
    assert card is None or r.citations[0].card == card, [c.card for c in r.citations]


# blind8-169's class: a capitalised pair after "in", "to" or "at" is a place's name ("Palm
# Springs"), though a pet is named: no plant, and a question about the pet is not about plants
@pytest.mark.parametrize(
    "question",
    [
        "we are driving to Palm Springs with our two cats",
        "are there dog parks in Palm Beach",
        "my dog loves the beach at Palm Cove",
        "is it too hot for my cat in Palm Desert",
        "best hikes in Palm Canyon for a dog",
    ],
)
def test_a_place_named_for_a_plant_is_no_plant_beside_a_pet(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants" and not r.notes, (question, r.refusal, r.notes)


@pytest.mark.parametrize("question, card", [("my dog ate my Peace Lily", "peace-lily"), ("my cat chewed the Rose Bush", "rose")])
def test_a_capitalised_plant_beside_a_pet_is_the_plant(bundled_index, question, card):
    assert card in {v.card for v in asked(bundled_index, question).verdicts}, question


# a colour after the asker's plant is the plant's own ("my hoya yellow why"): no thing follows it
@pytest.mark.parametrize("question", ["my hoya yellow why", "my basil brown, why", "is my lemon yellow normal"])
def test_a_colour_after_a_plant_with_no_thing_after_it_is_the_plant_s(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is None or r.refusal.reason != "not_about_plants", (question, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        # blind13-255's class: a plant's name as the head of a thing's name, with nothing that
        # frames a plant question, was refused as a plant plantqa has no card for
        "my phone's charging dock stopped working",
        "we need a cardboard box for moving house",
        "is a cardboard box good for storing books",
        "where can I buy a charging dock for my laptop",
        "the loading dock at work is closed",
    ],
)
def test_a_thing_named_with_a_plant_s_word_is_not_about_plants(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", r.refusal


@pytest.mark.parametrize("question", ["water lily care", "how do I grow water lilies"])
def test_an_unknown_plant_s_care_is_still_an_unknown_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant", r.refusal


@pytest.mark.parametrize(
    "question",
    [
        # a copular verb of sense after a plant's name made a thing named after it ("aloe
        # feels", as "jasmine rice"): "the base of my aloe feels soft" was not about plants
        "the base of my aloe feels soft",
        "my aloe feels soft",
        "my lavender smells weird, is it dying",
        "my monstera seems sad",
        "my basil looks droopy",
    ],
)
def test_a_verb_of_sense_after_a_name_says_how_the_plant_is(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered or r.refusal.reason != "not_about_plants", r.refusal


# blind12-243's class: a capitalised name of a place, a firm or a title that holds "garden"
# or "flower" but no plant's name frames no plant question
@pytest.mark.parametrize(
    "question",
    [
        "what time does the Olive Garden near me close",
        "tickets for Madison Square Garden next week",
        "what's on at Covent Garden this weekend",
        "is Olive Garden pasta any good",
        "when is the Chelsea Flower Show this year",
        "Who wrote The Secret Garden?",
    ],
)
def test_a_capitalised_name_holding_garden_is_not_about_plants(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants", (question, r.refusal)


# ... but a capitalised plant's name, or a second plant word, keeps the plant question
@pytest.mark.parametrize(
    "question, card",
    [
        ("how often should I water the Rose Garden plants", "rose"),
        ("how often should I water the Boston Fern", "boston-fern"),
        ("how much light does the Pothos Neon need", "pothos"),
    ],
)
def test_a_capitalised_plant_name_stays_a_plant(bundled_index, question, card):
    r = asked(bundled_index, question)
    assert r.answered and card in cards_used(r), (question, r.refusal, cards_used(r))


# blind16-255's class: after "in", "at", "to" (or a kind's word after "the"), a capitalised
# pair is a place's or a league's name, whatever care word or look the question has
@pytest.mark.parametrize(
    "question",
    [
        "what's the weather looking like in Palm Springs this weekend?",
        "things to do in Palm Desert this season",
        "what does the sunset look like from Palm Cove",
        "when does the Ivy League football season start",
        "when does the Ivy League season start",
    ],
)
def test_a_place_named_for_a_kind_is_not_about_plants_whatever_the_season(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants", (question, r.refusal)


# a question with no plant, plant word or pet is grounded by a topic card's title, a pest or a
# symptom, never by a heading's word alone ("this season": Watering basics' Seasons)
@pytest.mark.parametrize(
    "question", ["what should I do this season", "things to do this season", "is it a good season for skiing"]
)
def test_a_heading_word_alone_grounds_no_question(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants", (question, r.refusal)


@pytest.mark.parametrize("question", ["when should I repot", "how often should I water", "how do I raise the humidity"])
def test_a_topic_title_s_word_grounds_a_question_naming_no_plant(bundled_index, question):
    assert asked(bundled_index, question).answered, question


# blind21-245's class: a question with no plant, plant word or pet, refused for an unknown
# word beside a heading's word ("brunch spots": Leaf spots), names no topic: not about plants
@pytest.mark.parametrize(
    "question",
    ["best brunch spots in Palm Springs?", "best brunch spots downtown", "best picnic spots near the lake"],
)
def test_an_unknown_word_beside_a_heading_word_is_not_about_plants(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants", (question, r.refusal)


# blind19-251's class: "plant" after a word no card uses nor any name holds is a works ("the
# power plant", "a nuclear plant"): alone it frames no plant question
@pytest.mark.parametrize(
    "question",
    [
        "how does a nuclear power plant make electricity",
        "what time does the power plant tour start on saturday",
        "what does a coal power plant do with the ash",
        "how many people work at the Tesla plant",
        "how big is the nuclear plant near me",
    ],
)
def test_a_works_called_a_plant_is_not_about_plants(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants", (question, r.refusal)


# and "plant" before a word of a works ("a plant manager", "the plant operator"), or after one
# the cards may use of plants ("a bottling plant"): blind19-245, blind27-261
@pytest.mark.parametrize(
    "question",
    [
        "how do I become a plant manager at a car factory",
        "what does a plant operator do at a refinery",
        "how much does a plant supervisor earn in texas",
        "when is the steel plant shutdown this year",
        "who is the new plant manager at the ford factory",
    ],
)
def test_a_works_named_by_its_staff_is_not_about_plants(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants", (question, r.refusal)


# and a safety question about a pet beside a works, with no plant named and nothing eaten
# (blind23-243: "Is living next to the power plant bad for my cat's health?" was refused for a
# plant called 'power plant'; the variants below for 'barks', 'smell' and the like)
@pytest.mark.parametrize(
    "question",
    [
        "Is living next to the power plant bad for my cat's health?",
        "my dog barks at the water treatment plant every walk, is the water there safe for him",
        "is the smell from the sewage plant harmful to my horse",
        "does the chemical plant nearby affect my dog",
        "nuclear plant near my house, is it safe for my cats",
    ],
)
def test_a_pet_beside_a_works_is_not_about_plants(bundled_index, question):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "not_about_plants", (question, r.refusal)


@pytest.mark.parametrize(
    "question, reason",
    [
        ("my dog ate a plant near the power plant", "no_plant_named"),  # a plant eaten: the vet line
        ("french marigolds in the veg patch as companion plants - ok with my dog digging?", "unknown_plant"),
    ],
)
def test_a_plant_beside_a_works_is_still_one(bundled_index, question, reason):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == reason, (question, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("how often should I water a snake plant", "snake-plant"),
        ("how often should I water a plant", "watering-basics"),
        ("the plant in my office is wilting", "drooping-leaves"),
    ],
)
def test_a_plant_s_name_ending_in_plant_is_still_the_plant(bundled_index, question, card):
    assert card in cards_used(asked(bundled_index, question)), question


@pytest.mark.parametrize(
    "question",
    [
        "My new car is a lemon. Can I get a refund under consumer law?",
        "the deal was a real peach",
        "my boss is a total peach, how do I thank her",
        "our new sofa is a lemon, the stitching came apart",
        "the old van is a lemon and keeps breaking down",
    ],
)
def test_a_name_said_of_a_thing_is_a_figure_of_speech(bundled_index, question):
    """ "My new car is a lemon" got the lemon's findings (blind30-263)."""
    r = asked(bundled_index, question)
    assert r.refusal is not None and not r.verdicts, (question, r.answer)


@pytest.mark.parametrize(
    "question, card",
    [
        ("this is a pothos, is it safe for cats", "pothos"),
        ("my plant is a monstera, toxic to dogs?", "monstera"),
        ("the one on the shelf is a pothos, safe for my cat?", "pothos"),
        ("the big one in the hall is a yucca, ok for dogs?", "yucca"),
    ],
)
def test_a_plant_said_to_be_a_name_is_that_plant(bundled_index, question, card):
    assert card in cards_used(asked(bundled_index, question)), question


# In a safety question "<word> plant" with a word no card uses, in lower case, names a plant
# plantqa has no card for, not a works: "is an echinacea plant toxic to dogs" was refused as
# not about plants (found probing; the variants were written before the fix). A capitalised
# firm's works, or a works outside a safety question, is still one.
@pytest.mark.parametrize(
    "question, reason",
    [
        ("is a frangipani plant toxic to dogs", "unknown_plant"),
        ("is an echinacea plant safe for my cat", "unknown_plant"),
        ("my dog chewed a stapelia plant", "unknown_plant"),
        ("are quinoa plants ok for horses", "unknown_plant"),
        ("is the Tesla plant safe for my dog to walk past", "not_about_plants"),
        ("how many people work at the sellafield plant", "not_about_plants"),
    ],
)
def test_a_safety_question_s_unknown_word_before_plant_names_a_plant(bundled_index, question, reason):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == reason, (question, r.refusal)


@pytest.mark.parametrize(
    "question, named",
    [
        # an amount of a plant plantqa lacks names the plant, not the amount: these said "no card
        # for 'part'", 'chunk', 'half' (found probing; written before the fix)
        ("my dog ate part of a stapelia plant", "stapelia plant"),
        ("my dog ate a chunk of a stapelia plant", "stapelia plant"),
        ("my cat ate half of a frangipani plant", "frangipani plant"),
    ],
)
def test_an_amount_of_a_plant_plantqa_lacks_names_the_plant(bundled_index, question, named):
    r = asked(bundled_index, question)
    assert r.refusal is not None and r.refusal.reason == "unknown_plant", r.refusal
    assert f"no card for '{named}'" in r.refusal.message and "vet" in r.refusal.message, r.refusal.message
