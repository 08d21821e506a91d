"""A misspelt name ending in -ed before a kind's plural is no description of the kind.

blind22-091 ("are arrowhed vines ok for kitties") listed every vine card's finding, toxic
and not: "arrowhed" folds to "arrowh" like a participle ("climbing vines"), so the vines were
read as described, not as a name nobody has a card for. Written before the fix, with other
misspellings and wordings; each listed the kind or was refused for another word before it.
"""

import pytest

from plantqa.engine import ask


@pytest.mark.parametrize(
    "question, phrase",
    [
        ("are moonsed vines safe for cats", "moonsed vines"),
        ("are glimsed vines ok for dogs", "glimsed vines"),
    ],
)
def test_an_unknown_word_in_ed_before_a_kind_is_refused_whole(bundled_index, question, phrase):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and f"'{phrase}'" in r.refusal.message, r.refusal


@pytest.mark.parametrize(
    "question",
    ["are arrowhed vines ok for kitties", "arrowhed vines and my dog, ok?", "my cat chewed one of the arrowhed vines"],
)
def test_a_name_misspelt_before_a_kind_is_mended_not_listed_as_the_kind(bundled_index, question):
    """Since the spelling is mended on the word as typed (names._typed_edits), "arrowhed" is
    arrowhead: the arrowhead vine's finding alone, still never every vine's."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {"arrowhead-vine"}, (r.answer, r.refusal)


@pytest.mark.parametrize("question", ["are climbing vines safe for cats", "are trailing succulents ok for cats"])
def test_a_participle_the_cards_use_still_describes_the_kind(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and len({v.card for v in r.verdicts}) > 3, (question, r.refusal)
