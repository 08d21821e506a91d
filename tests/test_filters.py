"""The species filter and near-duplicate removal."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.engine import ask
from plantqa.filters import dedupe

sets = st.dictionaries(
    st.text("abcdefgh", min_size=1, max_size=3), st.frozensets(st.sampled_from("abcdefghij"), max_size=6), max_size=10
)


@given(sets, st.floats(0.0, 1.0))
def test_dedupe_is_idempotent_and_keeps_order(token_sets, threshold):
    ranked = sorted(token_sets)
    kept, dropped = dedupe(ranked, token_sets, threshold)
    assert kept == [d for d in ranked if d in kept]
    assert set(kept) | set(dropped) == set(ranked)
    assert dedupe(kept, token_sets, threshold) == (kept, {})
    assert all(dropped[d] in kept for d in dropped)


@pytest.mark.parametrize(
    "question",
    [
        "what common garden plants are toxic to dogs",
        "what garden flowers should I avoid with a dog",
        "what flowers in a bouquet are toxic to dogs",
        "which bouquet flowers are bad for horses",
    ],
)
def test_a_general_card_for_another_animal_is_no_answer(bundled_index, question):
    """'Lilies and cats' opened answers for dogs with its daylilies line (harmless to dogs);
    its title names the cat, so it answers only questions for cats or no animal. Each of these
    cited it before filters.for_another_animal."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert "lilies-and-cats" not in {c.card for c in r.citations}


def test_a_general_card_for_the_animal_asked_still_answers(bundled_index):
    settings, index = bundled_index
    r = ask(index, "what flowers in a bouquet are toxic to cats", settings)
    assert "lilies-and-cats" in {c.card for c in r.citations}
