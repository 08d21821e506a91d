"""A plant the question says it is not asking about ("swedish ivy (not english ivy)") or names
only in what the asker believed ("is a christmas rose poisonous? I thought roses were
fine") gets no verdict beside the plant asked about (plantqa.things.ruled_out). Written
before the fix, for blind5-037's and blind5-045's class."""

import pytest

from plantqa.engine import ask


def verdict_cards(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered, r.refusal
    return {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "question, card",
    [
        ("is a boston fern safe for dogs, not the asparagus fern", "boston-fern"),
        ("is a ponytail palm ok for cats (not a sago palm)", "ponytail-palm"),
        ("spider plant, not snake plant: safe for my kitten?", "spider-plant"),
        ("is the jade plant toxic to dogs? not the money tree, the jade", "jade-plant"),
        ("is rosemary, not lavender, safe for dogs", "rosemary"),
    ],
)
def test_a_plant_the_question_says_it_is_not_about_gets_no_verdict(bundled_index, question, card):
    assert verdict_cards(bundled_index, question) == {card}


@pytest.mark.parametrize(
    "question, card",
    [
        ("is a desert rose safe for my cat? I heard roses are fine", "desert-rose"),
        ("is english ivy ok for dogs? I was told swedish ivy is harmless", "english-ivy"),
        ("my dog chewed the oleander, I always thought roses were the worst", "oleander"),
        ("I assumed tulips were fine but is a daffodil bulb toxic to dogs", "daffodil"),
        ("is lily of the valley toxic to cats, we thought hostas were the risky ones", "lily-of-the-valley"),
    ],
)
def test_a_plant_named_only_in_what_the_asker_believed_gets_no_verdict(bundled_index, question, card):
    assert verdict_cards(bundled_index, question) == {card}


@pytest.mark.parametrize(
    "question, cards",
    [
        ("I thought pothos was safe but my cat ate some, is it toxic", {"pothos"}),  # the only plant named
        ("is pothos safe for cats or not", {"pothos"}),
        ("not sure if my cat chewed the spider plant or the snake plant", {"spider-plant", "snake-plant"}),
    ],
)
def test_a_plant_named_alone_or_offered_both_ways_keeps_its_verdict(bundled_index, question, cards):
    assert verdict_cards(bundled_index, question) == cards


@pytest.mark.parametrize(
    "question, card",
    [
        # blind5-139's class: "a real lily" is the true lily (Lilium), asked about beside a plant
        # named for the kind, so each gets its finding and the comparison no yes or no
        ("are calla lilies as dangerous as actual lilies for cats", "calla-lily"),
        ("is a canna lily as toxic as a real lily to my cat", "canna-lily"),
        ("are real lilies worse than peace lilies for cats", "peace-lily"),
        ("is a peace lily as bad as a genuine lily for my kitten", "peace-lily"),
    ],
)
def test_a_kind_proper_beside_a_plant_named_for_it_gets_its_own_finding(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    found = {(v.card, v.animal, v.toxic) for v in r.verdicts}
    assert r.answered and ("lily", "cat", True) in found and any(c == card for c, _, _ in found), (r.answer, r.refusal)
    assert not r.answer.startswith(("Yes", "No"))


def test_a_plant_said_not_to_be_asked_about_beside_the_kind_proper_gets_no_verdict(bundled_index):
    assert verdict_cards(bundled_index, "my cat chewed a genuine lily, not a peace lily") == {"lily"}


@pytest.mark.parametrize(
    "question",
    [
        # an equal comparison ("as safe as") asks no yes or no, though one side has no card
        "is basil as safe as mint for my kitten",
        "is lavender as bad as mint for dogs",
        "is a spider plant as safe as catnip for cats",
    ],
)
def test_an_equal_comparison_gets_no_bare_yes_or_no(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.answer.startswith(("Yes", "No")), r.answer


# Written before the fix, for blind6's dev look-alikes: a name set beside the asked one after
# "like" or "the same as", where one name holds the other, is the look-alike told apart.
@pytest.mark.parametrize(
    "question, card",
    [
        ("is a tulip tree poisonous to dogs like tulips are", "tulip-poplar"),
        ("is the rubber plant toxic for cats like the baby rubber plant?", "rubber-plant"),
        ("is a tulip tree the same as a tulip? my dog chews the leaves", "tulip-poplar"),
        ("is a rubber plant like a baby rubber plant for cats", "rubber-plant"),
        ("my cat nibbles the easter lily cactus, is it the same as an easter lily?", "easter-lily-cactus"),
    ],
)
def test_a_look_alike_set_beside_the_plant_asked_about_gets_no_verdict(bundled_index, question, card):
    assert verdict_cards(bundled_index, question) == {card}


@pytest.mark.parametrize(
    "question, cards",
    [
        ("is a tulip tree or a tulip worse for dogs", {"tulip", "tulip-poplar"}),
        ("is the easter lily cactus safe for cats? and what about easter lily", {"easter-lily", "easter-lily-cactus"}),
    ],
)
def test_look_alikes_both_asked_about_both_get_verdicts(bundled_index, question, cards):
    assert verdict_cards(bundled_index, question) == cards


@pytest.mark.parametrize(
    "question, card",
    [
        # blind8-043's class: "is X a (real) Y" asks what X is; Y's card must not answer for X
        ("peace lily is a real lily right? my cat just chewed one", "peace-lily"),
        ("is a calla lily a real lily? my cat ate a bit", "calla-lily"),
        ("is peace lily a true lily my kitten licked it", "peace-lily"),
        ("is the lily of the valley a real lily, dog ate some", "lily-of-the-valley"),
        ("Is a Peace Lily actually a lily? the cat chewed a leaf", "peace-lily"),
        ("is pothos a philodendron? my dog chewed some", "pothos"),
        # blind23-059's class: said after a stop or dash, of the plant as "it" or "which"
        ("moss rose - its not really a rose is it? safe for my cat?", "purslane"),
        ("moss rose, it's not actually a rose right? is it ok for dogs", "purslane"),
        ("peace lily - not a true lily, so is it fine for my cat", "peace-lily"),
        ("christmas cactus isn't really a cactus, is it safe for cats", "christmas-cactus"),
        ("sago palm, which isn't a true palm, is it safe for my dog", "sago-palm"),
    ],
)
def test_a_plant_said_to_be_another_is_answered_for_itself(bundled_index, question, card):
    assert verdict_cards(bundled_index, question) == {card}


# found fuzzing blind5-048's class: "I think it's a ..." names the plant, unsure; it is no
# belief to rule out ("the seller said rose, but I think it's a desert rose" got rose's
# non-toxic verdict alone; "... I think it's a dracaena" the spider plant's)
@pytest.mark.parametrize(
    "question, card",
    [
        ("the seller said rose, but I think it's a desert rose. my dog chewed it", "desert-rose"),
        ("someone told me it's a spider plant but I think it's a dracaena - safe for cats?", "corn-plant"),
        ("my tag says monstera but I believe it is a philodendron, is it ok for my cat", "heartleaf-philodendron"),
        ("we were told it was a peace lily but I reckon it's a calla lily, my cat chewed it", "calla-lily"),
        ("I think that it's a sago palm, my dog ate a seed", "sago-palm"),
    ],
)
def test_a_plant_the_asker_thinks_it_is_is_asked_about(bundled_index, question, card):
    assert card in verdict_cards(bundled_index, question)


# and what someone else is said to say is a belief told as "I was told" is: "is desert rose
# toxic to dogs? my friend said all roses are safe" gave rose's verdict beside it
@pytest.mark.parametrize(
    "question, card",
    [
        ("is desert rose toxic to dogs? my friend said all roses are safe", "desert-rose"),
        ("is a christmas rose poisonous to cats? my mum swears roses are fine", "hellebore"),
        ("is a daffodil bulb toxic to dogs? my vet said tulips are the worst", "daffodil"),
        ("is english ivy ok for dogs? the man at the shop told me swedish ivy is harmless", "english-ivy"),
        ("are peace lilies ok for cats? everyone says spider plants are the safe ones", "peace-lily"),
    ],
)
def test_a_plant_named_only_in_what_someone_said_gets_no_verdict(bundled_index, question, card):
    assert verdict_cards(bundled_index, question) == {card}
