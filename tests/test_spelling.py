"""plantqa.spelling: which spellings two edits from a long name are mended to it. Two
consonants changed for others make another plant's name ("agapanthus" was read as the
cocks comb card's "amaranthus" and answered non-toxic), not a typo."""

import pytest

from plantqa.engine import ask
from plantqa.spelling import another_word, far_keys, two_edits


@pytest.mark.parametrize(
    "typed, name",
    [("agapanthus", "amaranthus"), ("dandelion", "dambelion"), ("bergenia", "berberia")],
)
def test_two_consonants_changed_make_another_word(typed, name):
    assert two_edits(typed, name) and another_word(typed, name)


@pytest.mark.parametrize(
    "typed, name",
    [
        ("rodedendron", "rhododendron"),
        ("rhodadendrun", "rhododendron"),
        ("dieffenbakia", "dieffenbachia"),
        ("chrysanthemom", "chrysanthemum"),
    ],
)
def test_slips_of_the_keys_or_the_ear_are_typos(typed, name):
    assert not another_word(typed, name)


@pytest.mark.parametrize("question", ["is agapanthus safe for cats", "my dog chewed the agapanthus leaves"])
def test_a_plant_two_consonants_from_a_card_s_name_is_not_that_card(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.verdicts and not any("amaranthus" in n for n in r.notes), (question, r.notes)


@pytest.mark.parametrize(
    "question, card", [("is rodedendron toxic to dogs", "azalea"), ("is a rhodadendrun toxic to horses", "azalea")]
)
def test_a_long_name_two_slips_off_is_still_mended(bundled_index, question, card):
    settings, index = bundled_index
    assert card in {v.card for v in ask(index, question, settings).verdicts}, question


@pytest.mark.parametrize("typed, name", [("power", "poker"), ("bower", "boxer")])
def test_a_consonant_changed_for_a_far_key_is_another_word(typed, name):
    assert far_keys(typed, name)


@pytest.mark.parametrize(
    "typed, name", [("tulep", "tulip"), ("lulac", "lilac"), ("aloa", "aloe"), ("basik", "basil"), ("coreus", "coleus")]
)
def test_a_vowel_misheard_or_a_neighbouring_key_is_a_slip(typed, name):
    assert not far_keys(typed, name)


# blind23-243's class: "power plant" was mended to the torch lily's "poker plant" and given
# its verdict; w and k are far apart on the keys, so "power" is a word, not a typo
@pytest.mark.parametrize(
    "question",
    [
        "Is living next to the power plant bad for my cat's health?",
        "my dog barks at the power plant every night",
        "is the smoke from the power plant toxic to dogs",
        "we live near a coal power plant, is the air safe for my cat",
        "how does a nuclear power plant make electricity",
    ],
)
def test_a_word_a_far_key_from_a_name_is_not_mended_to_it(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.verdicts and not any("poker" in n for n in r.notes), (question, r.notes)


# blind23-111's class: a long name typed with two letters dropped is mended, as one typed two
# letters off is ("sheflera", "poinseta", "dieffenbaca")
@pytest.mark.parametrize(
    "question, card",
    [
        ("is my sheflera safe with kitty? its big and in the corner", "umbrella-tree"),
        ("is a poinseta toxic to cats", "poinsettia"),
        ("my dog chewed the dieffenbaca", "dieffenbachia"),
        ("is spathiphylum bad for cats", "peace-lily"),
        ("is a philodendon ok for my dog", "heartleaf-philodendron"),
    ],
)
def test_a_long_name_with_two_letters_dropped_is_mended(bundled_index, question, card):
    settings, index = bundled_index
    assert card in {v.card for v in ask(index, question, settings).verdicts}, question


# blind23-113's class: "n" or "'n'" for "and" inside a name ("hens n chicks")
@pytest.mark.parametrize(
    "question, card",
    [
        ("are hens n chicks safe for pups", "hens-and-chicks"),
        ("hens 'n' chicks and my cat, ok?", "hens-and-chicks"),
        ("is yesterday today n tomorrow toxic to dogs", "yesterday-today-and-tomorrow"),
        ("my dog ate some hens n chicks", "hens-and-chicks"),
        ("is hen n chicks ok for a kitten", "hens-and-chicks"),
    ],
)
def test_n_for_and_inside_a_name_is_and(bundled_index, question, card):
    settings, index = bundled_index
    assert card in {v.card for v in ask(index, question, settings).verdicts}, question


@pytest.mark.parametrize(
    "question, card",
    [
        # a typo that folds apart from the name ("foxglve" folds to "foxglf", the name to
        # "foxglov"): the slip is undone on the word as typed, then folded
        ("is foxglve toxic to dogs", "foxglove"),
        ("is foxgolve toxic to cats", "foxglove"),
        ("my dog ate some pothus", "pothos"),
        ("is hibisces toxic to cats", "hibiscus"),
        ("is amarylils toxic to cats", "amaryllis"),
        ("are azalas poisonous to horses", "azalea"),
    ],
)
def test_a_typo_that_folds_apart_from_the_name_is_mended(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card}, (r.answer, r.refusal)


@pytest.mark.parametrize(
    "question, card",
    [
        ("is kalanchoie toxic to cats??", "kalanchoe"),
        ("my cat ate a bit of the poinsettie", "poinsettia"),
        ("is a petunie safe for dogs", "petunia"),
        ("my dog chewed the dieffenbachie", "dieffenbachia"),
        ("is a gardenie ok around cats", "gardenia"),
    ],
)
def test_a_typo_that_folds_to_a_y_is_no_adjective(bundled_index, question, card):
    """ "kalanchoie" folds to "kalanchoy", which read as an adjective of a card word ("holey")
    and was never mended: the -y must be typed for the word to be one."""
    settings, index = bundled_index
    assert card in {v.card for v in ask(index, question, settings).verdicts}, question


@pytest.mark.parametrize(
    "question, card",
    [
        ("The heart leaf filodendron, it is toxic for my cat or not?", "heartleaf-philodendron"),
        ("is my filodendron safe for dogs", "tree-philodendron"),
        ("is calanchoe toxic to cats", "kalanchoe"),
        ("kalla lily safe for cats?", "calla-lily"),
        ("my dog chewed the krysanthemum", "chrysanthemum"),
    ],
)
def test_a_first_sound_spelled_the_other_way_is_mended(bundled_index, question, card):
    """f for ph and k for c change the first letter, which every other mend keeps (blind29-097)."""
    settings, index = bundled_index
    assert card in {v.card for v in ask(index, question, settings).verdicts}, question


@pytest.mark.parametrize("question", ["is kale safe for dogs", "is fotinia toxic to horses"])
def test_a_first_sound_respelled_into_no_name_stays_unknown(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.refusal is not None and r.refusal.reason == "unknown_plant", (question, r.refusal)


# blind34-047's class: a card's one-word name typed as two words whose second is itself a name
# ("crab apple" for crabapple, "prim rose" for primrose) is that card's, not a name with a word glued on
@pytest.mark.parametrize(
    ("question", "card", "animal"),
    [
        ("Is crab apple harmful to horses?", "apple", "horse"),
        ("our mare ate crab apples off the tree", "apple", "horse"),
        ("the crab-apple tree in the field, safe for horses?", "apple", "horse"),
        ("is prim rose safe for cats", "primrose", "cat"),
        ("my dog chewed a prim rose leaf", "primrose", "dog"),
    ],
)
def test_a_one_word_name_typed_apart_before_a_name_is_that_card(bundled_index, question, card, animal):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {(v.card, v.animal) for v in r.verdicts} == {(card, animal)}, (question, r.refusal)


# blind36-111's class: a long name ending in a vowel with a -y typed after it was taken for
# an adjective made of it, as "holey" is of hole, and never mended (names._name_slipped)
@pytest.mark.parametrize(
    "question, card",
    [
        ("our pup chewed the kalanchoey flowers on the coffee table, is that toxic for dogs", "kalanchoe"),
        ("is dieffenbachiay toxic to dogs", "dieffenbachia"),
        ("my cat ate the begoniay", "begonia"),
        ("is a poinsettiay bad for cats", "poinsettia"),
        ("is a petuniay safe for cats", "petunia"),
    ],
)
def test_a_long_name_with_a_y_typed_after_it_is_mended(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {v.card for v in r.verdicts}, (question, r.refusal)


@pytest.mark.parametrize("question", ["my dog ate something lemony", "my dog ate something cinnamony"])
def test_an_adjective_in_y_of_a_name_ending_in_a_consonant_names_no_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.verdicts, r.verdicts


@pytest.mark.parametrize(
    "question, card, toxic",
    [
        ("easter lily cactus sage for cats?", "easter-lily-cactus", False),
        ("is pothos sage for cats", "pothos", True),
        ("is a jade plant sage for my kitten", "jade-plant", True),
        ("spider plant sage 4 cats?", "spider-plant", False),
        ("is the peace lily sage around my puppy", "peace-lily", True),
    ],
)
def test_a_harm_word_autocorrected_to_another_word_where_a_harm_word_stands(bundled_index, question, card, toxic):
    """blind38-041: "sage" for "safe" right after a name and before "for cats" glued on as
    another plant ('pothos sage'); every variant was refused before the rule (lexing.slot_typos)."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and [(v.card, v.toxic) for v in r.verdicts] == [(card, toxic)], (r.refusal, r.verdicts)


def test_a_word_of_a_name_is_never_read_as_a_harm_word(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is texas sage for cats?", settings)  # a name's last word: the plant
    assert [v.card for v in r.verdicts] == ["scarlet-sage"]
    r = ask(index, "is sage safe for cats", settings)  # after no name: the plant asked about
    assert not r.answered and r.refusal.reason == "unknown_plant" and "'sage'" in r.refusal.message
