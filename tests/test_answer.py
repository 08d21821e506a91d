"""Answer composition helpers: which animals a quoted sentence states a finding for."""

import pytest

from plantqa.answer import animals_judged
from plantqa.text import words


@pytest.mark.parametrize(
    ("sentence", "judged"),
    [
        ("True lilies are not listed as toxic to dogs, though a dog may get an upset stomach.", {"dog"}),
        ("Oleander is toxic to cats, dogs and horses.", {"cat", "dog", "horse"}),
        ("Easter lily is dangerous to cats, but not listed as toxic to dogs or horses.", {"cat", "dog", "horse"}),
        ("It is safe enough for your puppy.", {"dog"}),
        ("Eating one or two seeds can kill a dog.", set()),  # mentioned, not judged
        ("The ASPCA lists burro's tail, also called horse's tail, as non-toxic.", set()),  # in a name
        ("Horses cannot vomit but may drool and show mouth pain.", set()),
        ("Dried leaves stay toxic, so prunings are a hazard for horses.", set()),
    ],
)
def test_animals_judged(sentence, judged):
    assert animals_judged(words(sentence)) == judged
