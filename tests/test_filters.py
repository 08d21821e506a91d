"""The species filter and near-duplicate removal."""

from hypothesis import given
from hypothesis import strategies as st

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
