"""A colour said of a named plant after its name, which before the name makes a look-alike a
card disowns: "jasmine (the yellow kind)" asks about yellow jasmine (Gelsemium, seriously
toxic), which answered "non-toxic" from the jasmine card (plantqa.described). Found probing
look-alikes in new shapes; the variants were written before the rule."""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question",
    [
        "jasmine (the yellow kind) safe for dogs?",
        "is jasmine ok for cats? it's the yellow one on the fence",
        "the jasmine with yellow flowers by the porch, safe for my dog?",
        "jasmine, yellow variety - toxic to horses?",
        "is the jasmine toxic to dogs, the one with the yellow trumpet flowers",
    ],
)
def test_a_colour_said_of_a_plant_that_makes_a_look_alike_is_refused(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and "'yellow jasmine'" in r.refusal.message


@pytest.mark.parametrize(
    "question",
    [
        "jasmine with white flowers safe for cats",
        "is jasmine safe? my yellow lab sniffs it",
        "is jasmine by the yellow door safe for cats",
    ],
)
def test_a_colour_of_no_look_alike_or_of_another_thing_leaves_the_plant(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and "jasmine" in {v.card for v in r.verdicts}


@pytest.mark.parametrize(
    "question",
    [
        # found probing set 32's second-language voice (unsafe: "No, jasmine is non-toxic"):
        # a colour glued right after the name, as other tongues order it, is the name's
        "the jasmine yellow is toxic for dog?",
        "jasmine yellow, dangerous for cats?",
        "my dog eat the jasmine yellow, it is bad?",
        "is jasmine yellow poison for horse",
        "jasmine yellow in my garden, safe for my cat?",
    ],
)
def test_a_colour_glued_after_the_name_that_makes_a_look_alike_is_refused(bundled_index, question):
    test_a_colour_said_of_a_plant_that_makes_a_look_alike_is_refused(bundled_index, question)
