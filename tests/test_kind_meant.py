"""plantqa.kind_meant: a kind's word that asks about no kind. Here, the kind an unnamed or
unknown plant is asked to be ("is agapanthus one of the lilies that are deadly to cats"):
that plant is asked about, and the lily cards' findings must not answer for it. Written
before the fix (blind23-045 listed every lily, some non-toxic)."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "Is lily of the nile (agapanthus) one of the lilies that are deadly to cats?",
        "is agapanthus one of the lilies that hurt cats",
        "is agapanthus a kind of lily? my cat nibbled it",
        "my cat chewed the alstroemeria, is it one of the dangerous lilies",
        "is a lily of the incas among the lilies that hurt cats",
    ],
)
def test_a_plant_asked_to_be_of_a_kind_is_not_answered_by_the_kind(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.verdicts and r.refusal is not None and r.refusal.reason == "unknown_plant", (question, r.refusal)


@pytest.mark.parametrize("question", ["is that one of the lilies that are bad for cats", "are any of the lilies safe for cats"])
def test_a_kind_asked_of_nothing_named_is_still_the_kind(bundled_index, question):
    settings, index = bundled_index
    assert len({v.card for v in ask(index, question, settings).verdicts}) > 5, question


@pytest.mark.parametrize(
    "question, asked",
    [
        ("Are conifers safe for cats? Thinking about getting a live tree for Christmas this year.", "yew"),
        ("is the yew safe for horses? it's a big old tree by the paddock", "yew"),
        ("is boxwood safe for dogs? want a shrub for a hedge", "boxwood"),
        ("is wisteria ok near horses, it's a vine on the stable wall", "wisteria"),
        ("is the oleander toxic to dogs? it's a bush by the gate", "oleander"),
    ],
)
def test_a_growth_form_said_of_one_beside_a_plant_or_kind_lists_no_kind(bundled_index, question, asked):
    """ "a live tree" beside conifers is the tree asked about, not every tree's card (blind28-163
    listed 50 trees' findings)."""
    settings, index = bundled_index
    cards = {v.card for v in ask(index, question, settings).verdicts}
    assert asked in cards and "apple" not in cards and "hibiscus" not in cards and "pothos" not in cards, (question, cards)


@pytest.mark.parametrize(
    "question", ["are trees safe for horses", "which shrubs are toxic to dogs", "which vines are safe for cats"]
)
def test_a_growth_form_asked_alone_is_still_the_kind(bundled_index, question):
    settings, index = bundled_index
    assert len({v.card for v in ask(index, question, settings).verdicts}) > 5, question


@pytest.mark.parametrize(
    "question",
    [
        "Caller's horse has been eating from the shrubs along the drive, she doesn't know which kind. Which shrubs are a worry?",
        "my dog keeps eating berries off shrubs at the park, which shrubs are toxic to dogs?",
        "My dog keeps eating berries off various shrubs at the park. Which shrubs are toxic to dogs?",
        "the pony ate leaves off the trees by the fence. which trees are dangerous for horses?",
        "our cat chews the vines on the balcony - which vines are safe for cats?",
        "my puppy ate something from a bush in the yard, which bushes are poisonous to dogs",
        # or asked of as the subject of "are ... <harm>" (blind35-179: "My cat eats grass and
        # whatever weeds grow in the lawn. Are lawn weeds dangerous for cats?" lost the weeds)
        "My dog eats grass and the weeds in the yard. Are yard weeds dangerous for dogs?",
        "my cat chews grass all the time, are garden weeds toxic to cats?",
        "my dog ate something off a shrub. are shrubs dangerous for dogs?",
        "the pony nibbled the hedge again, are trees toxic to horses?",
    ],
)
def test_a_growth_form_asked_with_which_after_an_emergency_is_listed(bundled_index, question):
    """A growth form eaten from names no plant ("ate some berries off a bush"), but "which
    shrubs" asks for the kind's list (blind29-159 was refused for 'callers')."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert len({v.card for v in r.verdicts}) > 5 and "vet" in r.answer, (question, r.refusal)


@pytest.mark.parametrize(
    "question",
    [
        "Cowberry bushes at the allotment; will the dog be ok if she eats the berries?",
        "is the mock strawberry ok for dogs, she eats the berries",
        "our horse nibbled the carolina jessamine vine, are the leaves bad",
        "the dog chewed the wild cherry bush, are the berries bad",
        "my cat sniffed the sea holly shrub, is the shrub toxic",
    ],
)
def test_a_growth_form_beside_an_unknown_plant_is_that_plants(bundled_index, question):
    """ "the berries" of cowberry are no kind to list (blind30-049 listed the berry cards)."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.verdicts and r.refusal is not None and r.refusal.reason == "unknown_plant", (question, r.refusal)


# blind36-137's class: a kind said only as where something is ("horses out at grass") beside
# a plant named is the ground, not a kind asked: the grasses' verdicts were listed beside
# bracken's (kind_meant.placed_kinds)
@pytest.mark.parametrize(
    "question, cards",
    [
        ("Which is worse for horses out at grass, bracken or buttercups?", {"bracken-fern", "buttercup"}),
        ("my horses are out on grass all day, is ragwort a worry?", {"ragwort"}),
        ("is it safe to turn the pony out on grass with buttercups in it", {"buttercup"}),
        ("horses at grass - are acorns dangerous?", {"oak"}),
        ("my horse lives out on grass with some foxgloves by the hedge, should I worry", {"foxglove"}),
        ("my cat sleeps in the ivy and chewed a tulip, is she ok", {"tulip"}),
    ],
)
def test_a_kind_said_only_as_where_a_pet_is_is_not_asked(bundled_index, question, cards):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == cards, (question, {v.card for v in r.verdicts})


@pytest.mark.parametrize(
    "question, card",
    [
        ("my cat chewed on lilies and a rose", "easter-lily"),  # eaten, not a place
        ("my cat got into the lilies and the tulips", "easter-lily"),
    ],
)
def test_a_kind_eaten_after_a_word_of_place_is_still_asked(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert card in {v.card for v in r.verdicts}, (question, r.refusal)
