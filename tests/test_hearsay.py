"""Who told the asker something (plantqa.hearsay): the words naming a source ("the woman at
the garden centre says") are not what a care question asks, and leave neither the subject nor
the search words. Set 34's helpline voice showed the class (blind34-219: "... The woman at the
garden centre says gnats. What do I do?" was refused as not covered); the variants were
written before the fix."""

import pytest

from plantqa.engine import ask, lexicon
from plantqa.hearsay import told_by
from plantqa.lexing import lex
from plantqa.reading import read


@pytest.mark.parametrize(
    ("question", "card"),
    [
        (
            "Tiny black flies keep coming out of the soil in all my pots. "
            "The woman at the garden centre says gnats. What do I do?",
            "fungus-gnats",
        ),
        ("my peace lily has brown tips, the man at the nursery said too much sun, what do I do", "peace-lily"),
        ("the lady at the plant shop reckons my monstera needs a bigger pot, how do I repot it", "monstera"),
        ("someone on a gardening forum said to mist my calathea, should I", "calathea"),
        ("my neighbour reckons I should prune my hydrangea in autumn, is that right", "hydrangea"),
    ],
)
def test_who_said_it_is_no_part_of_a_care_question(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations}, (question, r.refusal)
    assert not ({"woman", "centre", "lady", "shop", "forum", "nursery"} & set(read(question, lexicon(index)).subject))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("The woman at the garden centre says gnats", {"woman", "garden", "centre", "say"}),
        ("my cat ate the lily and the vet says it is bad", {"vet", "say"}),
        # a phrase holding a verb of its own, or no noun phrase, is no source
        ("my cat has eaten it she says", set()),
        ("pothos says toxic on the label", set()),
    ],
)
def test_the_source_is_the_noun_phrase_before_a_verb_of_saying(text, words):
    ws = lex(text)
    inside = {i for i, w in enumerate(ws) if w.word in ("lily", "pothos")}
    assert told_by(ws, inside) == frozenset(words)


# What someone says or thinks of the asker's care, told after the question, is an aside: from
# blind34-221 ("What feed should I give my moth orchid, and how often? My daughter says I'm
# killing it with kindness", refused as not covered); variants written before the fix
@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("What feed should I give my moth orchid? My husband says I'm drowning it in love.", "fertilizing"),
        ("what should I feed my jade plant and how often, my son thinks I overdo it", "fertilizing"),
        ("how much light does my monstera need? my sister reckons I'm cooking it", "monstera"),
        ("how often should I water my snake plant? my wife says I drown it", "snake-plant"),
    ],
)
def test_what_someone_thinks_of_the_askers_care_is_an_aside(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations}, (question, r.refusal)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("how often should I water it? my wife says I drown it", {"wife", "say", "drown"}),
        # a word the question itself uses stays; a plant or an animal in it makes it no aside
        ("how often should I water it? my wife says I water it too much", {"wife", "say", "much"}),
        ("is pothos ok for cats? my son says the cat chewed it", set()),
        # told before the question, it is what is asked about
        ("my vet says lilies are bad, is that true?", set()),
    ],
)
def test_an_aside_runs_from_after_the_question_to_its_sentence_s_end(text, words):
    ws = lex(text)
    inside = {i for i, w in enumerate(ws) if w.word in ("lily", "pothos")}
    from plantqa.hearsay import commentary

    assert commentary(ws, inside) == frozenset(words)


# blind36-013's class: a verb of saying glues no source to the name after it ("the book says
# hibiscus" was refused as a plant plantqa lacks, 'book says hibiscus'): what is said is read
# out, whatever says it (compounds.glues)
@pytest.mark.parametrize(
    ("question", "card", "animal"),
    [
        ("The book says hibiscus is fine for dogs, true?", "hibiscus", "dog"),
        ("Google says spider plant is non toxic to cats, correct?", "spider-plant", "cat"),
        ("this website says monstera is fine for dogs??", "monstera", "dog"),
        ("the leaflet said lavender was ok for horses. true?", "lavender", "horse"),
        ("an article said aloe vera is bad for dogs - is it?", "aloe-vera", "dog"),
    ],
)
def test_what_a_source_says_is_read_out(bundled_index, question, card, animal):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and (card, animal) in {(v.card, v.animal) for v in r.verdicts}, (question, r.refusal)


def test_what_a_source_says_of_a_kind_is_read_out(bundled_index):
    settings, index = bundled_index
    r = ask(index, "The website says fruit trees are fine for dogs. True?", settings)
    assert r.answered and {"apple", "cherry"} <= {v.card for v in r.verdicts}, r.refusal
