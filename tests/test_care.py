"""Care questions that describe a symptom or a pest on a named plant: the general card that
names the symptom answers beside the plant's own card, and a noun that looks like an eating
verb ("cotton bits") makes no safety question. Written before the fix, from the fourth blind
set's dev half (blind4-219, blind4-239), with other plants and other wordings."""

import pytest

from plantqa.engine import ask


def _first_card(bundled_index, question):
    """The card an answer to a care question cites first, asserted answered with no verdict."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts, (r.answer, r.refusal)
    return r.citations[0].card


@pytest.mark.parametrize(
    "question, topic, words_",
    [
        ("tiny webs under the leaves of my pothos and little specks moving", "spider-mites", {"mite"}),
        ("fine webs between the stems of my croton and tiny moving dots", "spider-mites", {"mite"}),
        ("little black flies around the soil of my peace lily", "fungus-gnats", {"gnat"}),
        ("sticky brown bumps on the stems of my monstera", "scale-insects", {"scale"}),
        ("white fluffy stuff on the stems of my spider plant", "mealybugs", {"mealybug"}),
        ("white cottony bits in the leaf joints of my jade plant", "mealybugs", {"mealybug"}),
    ],
)
def test_a_symptom_on_a_named_plant_is_answered_from_the_card_that_names_it(bundled_index, question, topic, words_):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts, (r.answer, r.refusal)
    cited = {c.card for c in r.citations}
    plants = {c for c in cited if index.cards[c].kind == "plant"}
    assert topic in cited or any(index.cards[c].kind == "topic" for c in cited), cited
    assert len(plants) <= 1, cited  # the plant's own card, never a neighbour's
    said = " ".join([r.answer, *(c.title for c in r.citations)]).lower()  # the quote, or the card it is from
    assert any(w in said for w in words_), r.answer


@pytest.mark.parametrize(
    "question",
    [
        "white fluffy cotton bits on the stems of my kalanchoe",
        "little white bits on the leaves of my pothos",
        "brown bits falling off my monstera",
        "tiny green bits stuck to my fern fronds",
        "bits of soil on the leaves of my peace lily after watering",
    ],
)
def test_bits_of_something_on_a_plant_is_no_safety_question(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.verdicts and "call your vet" not in (r.answer or ""), r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        ("my string of pearls is shriveling", "string-of-pearls"),
        ("my string of pearls looks shrivelled", "string-of-pearls"),
        ("why is my string of pearls shrivelling up", "string-of-pearls"),
        ("my jade plant leaves are shriveled", "jade-plant"),
        ("shriveled pearls on my string of pearls", "string-of-pearls"),
        ("why are my jade plant leaves shriveling", "jade-plant"),
    ],
)
def test_a_shrivel_in_either_spelling_meets_the_card_s_shrivelled(bundled_index, question, card):
    # "Shrivelled" folded to "shrivell", "shriveling" to "shrivel": the line was never found
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations} and "hrivel" in r.answer


@pytest.mark.parametrize(
    "question, topic",
    [
        ("how do i get rid of mealybugs on my succulents", "mealybugs"),
        ("best way to get rid of scale on my ferns", "scale-insects"),
        ("get rid of thrips on my orchids", "thrips"),
        ("how can i get rid of fungus gnats in my herbs", "fungus-gnats"),
        ("how do i get rid of mealybugs on my cacti", "mealybugs"),
    ],
)
def test_get_rid_of_frames_a_care_question(bundled_index, question, topic):
    """'rid' of "get rid of" is framing, as "stop" and "prevent" are: weighed as the
    subject, a word no card uses left the pest card covering under half of it (reader8,
    from blind3-219; the first four were refused before)."""
    assert _first_card(bundled_index, question) == topic


@pytest.mark.parametrize(
    "question",
    [
        "little white cottony bugs on my succulents how do i get rid of them",  # blind3-219
        "white cottony bugs on my cacti",
        "mealybugs on my cacti",
        "how do i get rid of mealybugs on my cacti",
    ],
)
def test_a_kind_in_a_care_question_is_where_the_trouble_is(bundled_index, question):
    """The kind is grounded as a plant's name is: the Mealybugs card never says "cacti",
    and weighed as the subject it left the card covering under half of it."""
    assert _first_card(bundled_index, question) == "mealybugs"


@pytest.mark.parametrize(
    "question",
    [
        "do humidifiers actually help tropical houseplants or is misting enough",  # blind-310
        "do pebble trays actually help tropical houseplants",
        "do evergreen shrubs need feeding in winter",
        "should i feed perennial herbs",
        "do humidifiers actually help exotic houseplants or is misting enough",
    ],
)
def test_a_word_that_leaves_a_kind_that_kind_is_no_unknown_plant(bundled_index, question):
    """ "tropical" stands in a plant's name (tropical milkweed), but before a kind it leaves
    the kind (compounds.groups_named): a care question about tropical houseplants was
    refused as naming a plant plantqa has no card for, whenever no quote said "tropical"."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not (r.refusal and r.refusal.reason == "unknown_plant"), r.refusal
    assert not r.answered or r.citations[0].card in ("humidity", "winter-care", "fertilizing"), r.citations


def test_a_safety_question_about_a_modified_kind_is_still_refused_as_before(bundled_index):
    settings, index = bundled_index
    r = ask(index, "are tropical houseplants toxic to cats", settings)
    assert not r.answered and r.refusal.reason == "unknown_plant", r.refusal


@pytest.mark.parametrize(
    "question, first",
    [
        ("how often should i water my succulents", {"winter-care", "watering-basics"}),
        ("aphids on my succulents", {"aphids"}),
        ("why are my ferns turning brown", {"brown-leaf-tips"}),
        ("how much light do cacti need", {"light-levels"}),
        ("my orchids have root rot", {"overwatering-and-root-rot"}),
        ("root rot in my succulents", {"overwatering-and-root-rot"}),
        ("yellow leaves on my ferns", {"yellow-leaves"}),
    ],
)
def test_a_care_question_about_a_kind_is_answered_by_the_card_on_its_topic(bundled_index, question, first):
    """Over every topic card the kind's word outweighed the topic's: "how often should i
    water my succulents" got Mealybugs' "the leaf bases of succulents" (filters.
    kind_topic_cards). And a part, a pest or a care topic before "on my ferns" is the
    kind's own, so the kind is asked about (compounds._placed): "yellow leaves on my
    ferns" got Scale insects' "ferns have natural brown spore dots"."""
    assert _first_card(bundled_index, question) in first


@pytest.mark.parametrize(
    "question, first",
    [
        ("little white cottony bugs on my succulents how do i get rid of them", "mealybugs"),
        ("what soil should i use for succulents", "potting-soil"),
        ("my succulents are getting leggy", "leggy-growth"),
        ("do ferns need humidity", "humidity"),
    ],
)
def test_a_kind_s_care_question_no_card_heading_says_is_read_over_every_topic_card(bundled_index, question, first):
    assert _first_card(bundled_index, question) == first


@pytest.mark.parametrize(
    "question, first",
    [("rot on my orchids", "overwatering-and-root-rot"), ("yellow leaves on my orchids", "yellow-leaves")],
)
def test_a_symptom_on_a_kind_reads_the_kind_as_asked_about(bundled_index, question, first):
    """Two more for compounds._placed: before the fix, "on my orchids" was where the rot
    was, and the answer Potting soil's "replace orchid bark"."""
    assert _first_card(bundled_index, question) == first


@pytest.mark.parametrize(
    "question, first",
    [
        ("how do i propagate succulents", "propagation-cuttings"),
        ("how to propagate ferns", "propagation-cuttings"),
        ("can i propagate cacti from cuttings", "propagation-cuttings"),
        ("how do i repot cacti", "repotting"),
        ("how do i fertilize orchids", "fertilizing"),
        ("how do you propagate ferns", "propagation-cuttings"),
    ],
)
def test_a_verb_after_i_or_how_to_is_no_word_of_a_kind_s_name(bundled_index, question, first):
    """'propagate' right before 'succulents' was read as glued to the kind, another plant
    ('water lily'), and refused: after "i", "we", "you" or "how to" it is the verb."""
    assert _first_card(bundled_index, question) == first


@pytest.mark.parametrize("question", ["what is toxic to water lilies", "can i plant water lilies if i have a cat"])
def test_a_word_glued_to_a_kind_still_makes_another_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant", r.refusal


@pytest.mark.parametrize(
    "question, first",
    [
        ("do i need to mist my fern every day", "humidity"),
        ("should i water my cactus every week", "winter-care"),
        ("should i mist my palm every morning", "humidity"),
        ("should i fertilize my herbs every week", "fertilizing"),
        ("how often should i feed my orchid every month", "fertilizing"),
    ],
)
def test_every_after_a_kind_begins_a_phrase_of_its_own(bundled_index, question, first):
    """'fern every' was read as a name with a word glued on, and refused."""
    assert _first_card(bundled_index, question) == first


@pytest.mark.parametrize(
    "question",
    [
        "white fluffy bugs on my african violet, mealybugs?",  # blind2-223
        "tiny green insects on my african violet flowers",
        "how much sun does lavender need",
        "should i remove the berries from my holly",
        "what do i do with my tulip bulbs after flowering",
        "how do i harvest seeds from my sweet pea",
    ],
)
def test_a_care_question_quotes_no_toxicity_section(bundled_index, question):
    """A care question asks no question of harm: the plant card's Toxicity section shares
    its words ("flowers", "berries", "bulbs") and filled the answer ("Nothing harmful is
    known in the leaves or flowers" for insects on the flowers)."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts, r.refusal
    assert not any(c.section == "Toxicity" for c in r.citations), r.citations


def test_a_safety_question_still_cites_the_toxicity_section(bundled_index):
    settings, index = bundled_index
    r = ask(index, "are holly berries toxic to dogs", settings)
    assert r.citations[0].card == "holly" and r.citations[0].section == "Toxicity", r.citations


def test_a_card_of_its_listing_alone_still_says_it_lacks_the_topic(bundled_index):
    """Sulfur flower's card is its Toxicity section alone: left out, a care question found
    no chunk at all (no_match) and never reached the general cards."""
    settings, index = bundled_index
    r = ask(index, "my sulfur flower is dropping leaves", settings)
    assert r.refusal is not None and r.refusal.reason == "not_covered", r.refusal


# A part named as where a symptom sits ("bumps on the stems") is not what is asked: the
# umbrella tree's "long bare stems" in low light answered "brown bumps on my umbrella tree
# stems", and a title sharing only "brown" kept Scale insects, whose Signs hold the bumps,
# out of the general cards. Written before the fix, from care-073 ("brown bumps on my
# schefflera stems", which broke once the alias was searched in the card's own name), with
# other plants and parts; each opened with a plant line or was refused before it.
@pytest.mark.parametrize(
    "question",
    [
        "brown bumps on the stems of my umbrella tree",
        "brown bumps along the stems of my hoya",
        "raised brown bumps on the stems of my bird of paradise",
        "brown bumps on the branches of my weeping fig",
        "little brown bumps on my umbrella tree's stems",
    ],
)
def test_a_part_where_a_symptom_sits_is_not_what_is_asked(bundled_index, question):
    from plantqa.engine import ask

    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == "scale-insects", (question, [c.card for c in r.citations])


def test_where_it_sits_reads_a_part_after_a_placing_word(bundled_index):
    from plantqa.care import where_it_sits
    from plantqa.engine import lexicon
    from plantqa.reading import read

    _, index = bundled_index
    lex = lexicon(index)
    assert where_it_sits(read("brown bumps on my schefflera stems", lex)) == {"stem"}
    assert where_it_sits(read("white dots under the leaves of my calathea", lex)) == {"leaf"}
    assert where_it_sits(read("how do you overwinter dahlia tubers", lex)) == frozenset()
    assert where_it_sits(read("my monstera stems are drooping", lex)) == frozenset()


@pytest.mark.parametrize(
    "question, plant",
    [
        ("how much light does a zz plant need? my apartment is pretty dark", "zz-plant"),
        ("how much light does a snake plant need, my flat is quite dim", "snake-plant"),
        ("my bedroom is really dark, how much light does a pothos need", "pothos"),
        ("does a peace lily need much light? my office has no windows", "peace-lily"),
        ("how often should i water my jade plant, the house gets very hot in august", "jade-plant"),
    ],
)
def test_the_section_a_care_topic_heads_joins_however_far_the_rest_pulls(bundled_index, question, plant):
    """blind17-211: "my apartment is pretty dark" pulled the ZZ plant's Light section under the
    minimum cosine, and the answer was refused as not covered. The named plant's section whose
    heading is the question's care topic joins the quotes' pool as a symptom's section does."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == plant, (question, r.refusal)
    assert any(c.card == plant and c.section in ("Light", "Water") for c in r.citations)


@pytest.mark.parametrize(
    "question, card",
    [
        # where a plant stands is no care topic: "outside" drew Repotting's "roots wrapped around
        # the outside of the soil" for basil, and Yellow leaves' "an outside door"
        ("how do I look after basil outside in summer", "basil"),
        ("how do I keep my basil alive outside", "basil"),
        ("is it ok to leave my monstera outside", "monstera"),
        ("my pothos is on a shelf above the radiator, is that ok", "pothos"),
        ("caring for a jade plant on a balcony outside", "jade-plant"),
    ],
)
def test_where_a_plant_stands_draws_no_general_card(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered or r.citations[0].card == card, (r.answer, [c.card for c in r.citations])


@pytest.mark.parametrize(
    "question, word",
    [
        # blind24-235's class: where a plant should stand is its Light, how warm its temperature,
        # in the words people use ("which window", "sunny spot", "a cold draught")
        ("Which window should my aloe vera sit in?", "light"),
        ("where should I put my snake plant, sunny spot or shade?", "light"),
        ("how much sun does a rosemary need", "light"),
        ("can my monstera handle a cold draught from the door", "draught"),
        ("does my pothos mind a shady corner", "light"),
    ],
)
def test_where_a_plant_stands_is_answered_by_its_light_or_temperature(bundled_index, question, word):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and word in r.answer.lower(), (r.answer, r.refusal)


# blind34-229's class: a verb of eating as a noun given to a plant, past an article and one word
# of how ("I give them a little drink every day"), is watering: no one ate, no safety question
@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("How should I water my echeveria? They keep dying on me, I give them a little drink every day.", "echeveria"),
        ("I give my jade plant a little drink every day, is that too much", "jade-plant"),
        ("my peace lily droops unless I give it a big drink, how often should I water", "peace-lily"),
        ("how much should I water my aloe, I give it a small drink weekly", "aloe-vera"),
        ("my boston fern gets a good drink every sunday, is that enough water", "boston-fern"),
    ],
)
def test_a_drink_given_to_a_plant_is_watering(bundled_index, question, card):
    assert _first_card(bundled_index, question) == card


def test_a_pet_s_little_nibble_is_still_eating(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my dog had a little nibble of the pothos", settings)
    assert r.answered and "call your vet" in r.answer


# A base with a silent e asked, its -ed or -ing form in the card: fold kept "divide" whole but
# cut "divided" to "divid", so the gate found the spider plant card silent on dividing and
# the quotes passed over "best replaced", "surviving winters" and "damaged by frost"
# (text.silent_e); `first`: the line must lead the answer
@pytest.mark.parametrize(
    ("question", "card", "quoted", "first"),
    [
        ("can you divide a spider plant", "spider-plant", "divided", True),
        ("how do I divide my spider plant", "spider-plant", "divided", True),
        ("should I replace my old strawberry plants", "strawberry", "replaced", True),
        ("how cold can moss phlox survive", "moss-phlox", "surviving", False),
        ("will frost damage my lemon tree", "lemon", "damaged", True),
    ],
)
def test_a_base_asked_meets_the_card_s_ed_or_ing_form(bundled_index, question, card, quoted, first):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == card, (r.refusal, r.answer)
    assert quoted in (r.answer.splitlines()[0] if first else r.answer), r.answer
