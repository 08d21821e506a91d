"""'what <kind>' asks for a list as 'which' does, with words of where or which sort before the
kind ("what bedding plants are toxic to puppies"), but only where the kind heads its phrase
("what plant food is safe for cats" asks for food). Each variant failed before
asking._what_kind: the first five refused, the last answered with a list of plants."""

import pytest

from plantqa.engine import ask, lexicon
from plantqa.reading import read


@pytest.mark.parametrize(
    "question",
    [
        "what bedding plants are toxic to puppies",
        "what patio plants are toxic to dogs",
        "what winter flowers are poisonous to cats",
        "what climbing plants are safe for dogs",
        "what balcony plants are ok for cats",
    ],
)
def test_what_and_a_kind_after_words_of_its_sort_is_a_list_question(bundled_index, question):
    settings, index = bundled_index
    assert read(question, lexicon(index)).kind == "list"
    r = ask(index, question, settings)
    assert r.answered and len({c.card for c in r.citations}) > 5


def test_a_kind_that_names_another_thing_is_no_list(bundled_index):
    settings, index = bundled_index
    assert read("what plant food is safe for cats", lexicon(index)).kind != "list"
    r = ask(index, "what plant food is safe for cats", settings)
    assert len({c.card for c in r.citations}) <= 2, r.citations
