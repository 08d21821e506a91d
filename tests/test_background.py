"""Plants told as background in one sentence are not what another sentence asks about
(plantqa/focus.py). Written before the rule, in our own words, from a probe of questions
that tell the story first ("We have a pothos, a snake plant and a fiddle leaf fig. My cat
chewed the snake plant. Is she ok?" gave pothos's verdict first)."""

import pytest

from plantqa.engine import ask

from .test_double_names import _cards as _verdict_cards


@pytest.mark.parametrize(
    "question, asked, background",
    [
        (
            "We have a pothos, a snake plant and a fiddle leaf fig. My cat chewed the snake plant. Is she ok?",
            {"snake-plant"},
            {"pothos"},
        ),
        (
            "My 8 month old lab puppy destroyed my calathea yesterday. The dieffenbachia next to it looks untouched. "
            "Is calathea toxic to dogs?",
            {"calathea"},
            {"dieffenbachia"},
        ),
        (
            "Besides the tulips out front, we planted hostas along the fence. Our border collie dug up and ate a hosta. Toxic?",
            {"hosta"},
            {"tulip"},
        ),
        (
            "I keep a monstera and a peace lily in the lounge. My kitten keeps batting at the spider plant. Is it safe for her?",
            {"spider-plant"},
            {"monstera", "peace-lily"},
        ),
        (
            "Our garden has azaleas and foxgloves. The puppy only went for the marigolds. "
            "Should we be worried about the marigolds?",
            set(),
            {"azalea", "foxglove"},
        ),
        (
            "My aunt grows oleander and sago palms. We are visiting with our dog. Is her african violet safe for him?",
            {"african-violet"},
            {"oleander", "sago-palm"},
        ),
    ],
)
def test_plants_told_in_another_sentence_are_not_asked_about(bundled_index, question, asked, background):
    r, cards = _verdict_cards(bundled_index, question)
    assert asked <= cards and not background & cards, (question, cards)
    if asked:
        assert r.citations[0].card in asked, (question, [c.card for c in r.citations])
    else:  # the plant asked about has no card: refused, never answered from the others'
        assert r.refusal is not None and r.refusal.reason == "unknown_plant", (question, r.refusal)


@pytest.mark.parametrize(
    "question, cards",
    [
        # the question points back at all of them, or asks which
        ("We have a pothos and a snake plant. Are they safe for cats?", {"pothos", "snake-plant"}),
        ("I have a jade plant and an aloe vera. Which is safer for my dog?", {"jade-plant", "aloe-vera"}),
        ("There is a peace lily and a monstera in my office. Is either toxic to cats?", {"peace-lily", "monstera"}),
        # what the pet ate is asked about, whichever sentence asks
        ("My cat ate some of the pothos. Is the spider plant safe too?", {"pothos", "spider-plant"}),
        ("Our dog chewed a tulip bulb. We also have daffodils in the garden. Are those toxic too?", {"tulip", "daffodil"}),
        # or adds its plant to them
        ("we have a desert rose. is a rose safe for dogs too?", {"desert-rose", "rose"}),
        ("I have a monstera in the hall. Is a peace lily also a problem for cats?", {"monstera", "peace-lily"}),
    ],
)
def test_plants_are_kept_when_the_question_points_at_them_all(bundled_index, question, cards):
    _, found = _verdict_cards(bundled_index, question)
    assert cards <= found, (question, found)


@pytest.mark.parametrize(
    "question, asked, background",
    [
        (
            "We've got daylilies, hostas and some ferns along the fence, and Hazel (7 yr old border collie) "
            "only ever eats the hostas. Are hostas poisonous to dogs?",
            {"hosta"},
            {"daylily", "boston-fern"},
        ),
        ("We have ferns and a pothos in the lounge. My cat chewed the pothos, is she ok?", {"pothos"}, {"boston-fern"}),
        (
            "Our yard has oak trees and some ivy. The puppy ate a daffodil bulb. What do I do?",
            {"daffodil"},
            {"oak", "english-ivy"},
        ),
        (
            "There are palms and a monstera in the office, but the kitten only chews the spider plant. Safe?",
            {"spider-plant"},
            {"monstera", "areca-palm"},
        ),
        ("I grow succulents on the sill, and my dog ate a tulip bulb from the garden. Is that bad?", {"tulip"}, {"jade-plant"}),
    ],
)
def test_kinds_and_plants_told_before_what_was_eaten_are_background(bundled_index, question, asked, background):
    """Within one sentence, what is named from the clause of eating on is what was eaten."""
    _, cards = _verdict_cards(bundled_index, question)
    assert asked <= cards and not background & cards, (question, cards)


@pytest.mark.parametrize(
    "question, meant, taken_back",
    [
        ("our dog chewed an Easter lily bulb... actually it was a daylily. toxic?", "daylily", "easter-lily"),
        ("my cat ate some pothos, sorry, I mean the spider plant", "spider-plant", "pothos"),
        ("is monstera safe for dogs - no wait, I meant calathea", "calathea", "monstera"),
        ("my dog ate a tulip, actually a daffodil, what do I do", "daffodil", "tulip"),
        ("cat licked the peace lily, correction, it was the calla lily", "calla-lily", "peace-lily"),
    ],
)
def test_a_plant_taken_back_is_not_asked_about(bundled_index, question, meant, taken_back):
    _, cards = _verdict_cards(bundled_index, question)
    assert meant in cards and taken_back not in cards, (question, cards)


@pytest.mark.parametrize(
    "question, meant, taken_back",
    [
        # blind33-021, -027, -183, -207's class (three unsafe): a bare "no" that goes on to name
        # the plant, a label read out, and a taking back after "oh" or "sorry" correct the name
        (
            "fat little leaves like jade, or string of pearls... no, it was the burro's tail. Is that ok for my dog?",
            "burros-tail",
            "string-of-pearls",
        ),
        (
            "my cat is chewing the one with the fat trunk, oleander? no, it's a desert rose. What do I do??",
            "desert-rose",
            "oleander",
        ),
        ("My cat just munched the purple crinkly one, velvet plant? no, the waffle plant.", "waffle-plant", "velvet-plant"),
        ("my cat chewed it. I called it a begonia but the tag says polka dot plant. Toxic?", "polka-dot-plant", "begonia"),
        ("my dog ate some of the pothos, wait no, it was the philodendron", "heartleaf-philodendron", "pothos"),
        ("my cat chewed the aloe. oh no wait, it was the haworthia", "haworthia", "aloe-vera"),
        ("is the snake plant, sorry I mean the spider plant, safe for cats", "spider-plant", "snake-plant"),
    ],
)
def test_a_name_corrected_in_other_words_is_taken_back(bundled_index, question, meant, taken_back):
    test_a_plant_taken_back_is_not_asked_about(bundled_index, question, meant, taken_back)


@pytest.mark.parametrize(
    "question, cards",
    [
        ("is the pothos safe for cats? no? what about the spider plant", {"pothos", "spider-plant"}),
        ("pothos or spider plant? no idea which is safer for cats", {"pothos", "spider-plant"}),
    ],
)
def test_a_no_that_names_nothing_after_it_takes_nothing_back(bundled_index, question, cards):
    _, got = _verdict_cards(bundled_index, question)
    assert cards <= got, got


@pytest.mark.parametrize(
    "question, cards",
    [
        ("is pothos actually toxic to cats or is that a myth? I mean the golden one", {"pothos"}),
        ("is a peace lily actually a lily? my cat chewed it", {"peace-lily"}),
        ("my dog ate some tulip and I mean a lot of daffodil too", {"tulip", "daffodil"}),
    ],
)
def test_words_that_take_nothing_back_keep_the_plants(bundled_index, question, cards):
    _, found = _verdict_cards(bundled_index, question)
    assert cards <= found, (question, found)


@pytest.mark.parametrize(
    "question",
    [
        # found by the dev gold (blind30-031 became unsafe when "the label says" stopped gluing
        # "says" to the name): a card named beside a look-alike it disowns answers for neither
        "Is carolina jessamine ok on the fence where the dogs play? The label just says jasmine.",
        "my cat chewed the jasmine, the label says carolina jessamine",
        "my dog chewed the vine, carolina jessamine I think, but my husband calls it jasmine",
        "Is carolina jessamine ok for dogs? I think it might be normal jasmine",
        "the tag says jasmine but the nursery called it yellow jasmine, my dog chewed it",
    ],
)
def test_a_card_named_beside_a_look_alike_it_disowns_is_refused(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and r.verdicts == [], r.answer


def test_a_look_alike_taken_back_is_still_named_as_left_out(bundled_index):
    """A look-alike is never taken back (reading._taken_back): the answer for the plant meant
    still says it has no card for the look-alike named first."""
    settings, index = bundled_index
    r = ask(index, "is yellow jasmine safe for dogs, no wait, I mean the spider plant", settings)
    assert {v.card for v in r.verdicts} == {"spider-plant"}
    assert any("no card for 'yellow jasmine'" in n for n in r.notes), r.notes


# blind33-057's class: a plant the asking sentence measures the told one against ("as bad as
# garlic", "worse than the pothos") is no focus; the plant told, and eaten, is still answered
@pytest.mark.parametrize(
    ("question", "told", "standard"),
    [
        (
            "Little pot, a bulb with flat grey leaves, elephant garlic, the label says. My cat chewed the leaves. "
            "As bad as garlic?",
            "leek",
            "garlic",
        ),
        (
            "There's a cast iron plant in the hall. The cat nibbled it. Is it as toxic as a peace lily?",
            "cast-iron-plant",
            "peace-lily",
        ),
        ("Picked up a calathea at the market. My dog bit a leaf. Worse than the pothos?", "calathea", "pothos"),
        ("A ponytail palm, the tag says. My kitten chewed a frond. Is it as bad as a sago palm?", "ponytail-palm", "sago-palm"),
        ("Got a parlor palm last week. My puppy chewed it. Is that like the sago palm?", "parlor-palm", "sago-palm"),
        (
            "We have a spider plant in the kitchen. My cat ate some. Is that the same as a peace lily?",
            "spider-plant",
            "peace-lily",
        ),
    ],
)
def test_a_plant_measured_against_leaves_the_plant_told(bundled_index, question, told, standard):
    settings, index = bundled_index
    r = ask(index, question, settings)
    cards = [v.card for v in r.verdicts]
    assert r.answered and cards[0] == told and standard in cards, (question, cards)


def test_a_plant_a_pet_likes_is_still_asked_about(bundled_index):
    settings, index = bundled_index
    r = ask(index, "We have a pothos in the lounge. Do cats like the sago palm?", settings)
    assert [v.card for v in r.verdicts] == ["sago-palm"]


# blind5-048's class, found when a verb of saying stopped gluing its source to a name: the
# last words of a longer name the question gives, said again on their own, are that plant
# said again ("the seller said rose" of a desert rose), not a second plant whose verdict
# would read as the answer (focus.said_again). Listed or compared with it, or added with
# "too", it is a second plant still (the test above).
@pytest.mark.parametrize(
    "question, asked, said_again",
    [
        ("is this a desert rose? the seller said rose. my dog chewed it", "desert-rose", "rose"),
        ("my husband calls it a rose but it's a desert rose, is it safe for the dog", "desert-rose", "rose"),
        ("someone said it's a kind of rose - desert rose. toxic to dogs?", "desert-rose", "rose"),
        ("Our christmas rose has flowered. Is the rose ok near my cat?", "hellebore", "rose"),
        ("I bought a moss rose for the balcony; is the rose safe for my dog?", "purslane", "rose"),
    ],
)
def test_a_longer_name_s_last_words_said_again_are_that_plant(bundled_index, question, asked, said_again):
    _, found = _verdict_cards(bundled_index, question)
    assert asked in found and said_again not in found, (question, found)


@pytest.mark.parametrize(
    "question",
    [
        "a rose or a desert rose, which is safer for dogs",
        "roses and desert roses - are they toxic to dogs",
        "is a desert rose as safe as a rose for my dog",
    ],
)
def test_a_longer_name_listed_or_compared_with_its_last_words_is_two_plants(bundled_index, question):
    _, found = _verdict_cards(bundled_index, question)
    assert {"desert-rose", "rose"} <= found, (question, found)


@pytest.mark.parametrize(
    "question, cards",
    [
        # said of "it", the name is the plant again, "also" or not; a list with other names is a list
        ("the label says desert rose. is it also a rose? is it safe for my dog", {"desert-rose"}),
        ("the tag said desert rose, is it safe for dogs like a normal rose?", {"desert-rose"}),
        ("hyacinths, daffodils and grape hyacinths in my border, are they ok for the dog", {"hyacinth", "grape-hyacinth"}),
        ("I have hyacinth, tulip, grape hyacinth. dog safe?", {"hyacinth", "grape-hyacinth"}),
    ],
)
def test_what_it_is_said_to_be_and_what_is_listed(bundled_index, question, cards):
    _, found = _verdict_cards(bundled_index, question)
    assert cards <= found and ("rose" not in found or "rose" in cards), (question, found)


# The eaten plant as a pronoun ("my dog chewed it") points back at the plant told before; a
# plant named later in that sentence was not eaten. "We bought a sago palm last week. My dog
# chewed on it this morning, and we also have a spider plant he ignores." answered the spider
# plant alone, non-toxic: the sentence of eating took the plant named after its verb.
@pytest.mark.parametrize(
    "question, eaten",
    [
        ("i think it's a dieffenbachia. my dog chewed it, we also have a pothos", "dieffenbachia"),
        (
            "We bought a sago palm last week. My dog chewed on it this morning, and we also have a spider plant he ignores.",
            "sago-palm",
        ),
        ("It's a jade plant I think. My puppy ate some of it, our aloe is fine", "jade-plant"),
        ("There is an oleander by the gate. The dog had a bite of it, the parlor palm he leaves alone.", "oleander"),
        ("We have a tulip bed. The puppy dug them up and ate them, the marigolds next to them are fine.", "tulip"),
    ],
)
def test_a_pronoun_eaten_points_back_at_the_plant_told_before(bundled_index, question, eaten):
    r, cards = _verdict_cards(bundled_index, question)
    assert eaten in cards and r.citations[0].card == eaten, (question, [c.card for c in r.citations])
    assert "vet" in r.answer, r.answer
