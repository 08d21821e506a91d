import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.fusion import rrf, top

ids = st.text("abcdef", min_size=1, max_size=3)
ranking = st.lists(st.tuples(ids, st.floats(0, 1)), max_size=10, unique_by=lambda p: p[0])


def test_rrf_uses_one_based_ranks_and_breaks_ties_by_id():
    fused = rrf([[("b", 9.0), ("a", 1.0)], [("a", 5.0), ("b", 2.0)]], k=60)
    assert fused == [("a", 1 / 61 + 1 / 62), ("b", 1 / 61 + 1 / 62)]


def test_a_heavier_leg_settles_mirrored_ties():
    dense, lexical = [("drooping", 0.3), ("repotting", 0.2)], [("repotting", 9.0), ("drooping", 8.0)]
    assert [d for d, _ in rrf([dense, lexical], 60)] == ["drooping", "repotting"]  # tie: by id
    assert [d for d, _ in rrf([dense, lexical], 60, [1.0, 1.01])] == ["repotting", "drooping"]
    assert [d for d, _ in rrf([dense, lexical], 60, [1.01, 1.0])] == ["drooping", "repotting"]


@given(ranking, st.integers(1, 100), st.floats(0.5, 2.0))
def test_weights_scale_each_legs_share(r, k, w):
    alone = dict(rrf([r], k))
    assert dict(rrf([r], k, [w])) == pytest.approx({d: s * w for d, s in alone.items()}, rel=1e-12)


@given(st.lists(ranking, max_size=4), st.integers(1, 100))
def test_rrf_output_is_the_union_sorted(rankings, k):
    fused = rrf(rankings, k)
    assert {d for d, _ in fused} == {d for r in rankings for d, _ in r}
    assert fused == sorted(fused, key=lambda p: (-p[1], p[0]))


@given(ranking, st.integers(1, 100))
def test_rrf_is_invariant_to_the_order_of_equal_lists(r, k):
    other = list(r)
    assert rrf([r, other], k) == rrf([other, r], k)


@given(st.lists(st.sampled_from([0.0, 0.5, 1.0, 2.0]), min_size=1, max_size=40), st.integers(1, 10))
def test_top_is_deterministic_with_ties(scores, depth):
    arr = np.asarray(scores)
    names = [f"c{i:03d}" for i in range(len(scores))]
    got = top(arr, names, depth)
    expect = sorted(((n, s) for n, s in zip(names, scores) if s > 0), key=lambda p: (-p[1], p[0]))[:depth]
    assert got == expect


def test_score_fusion_keeps_a_clear_lead_and_breaks_ties_by_id():
    from plantqa.fusion import combine

    dense = [("a", 0.9), ("b", 0.45)]
    lexical = [("b", 10.0), ("c", 9.9)]
    fused = combine([dense, lexical], [0.5, 0.5])
    assert [d for d, _ in fused] == ["b", "a", "c"]
    assert combine([[("y", 1.0)], [("x", 1.0)]], [1.0, 1.0]) == [("x", 1.0), ("y", 1.0)]
    assert combine([[], [("x", 0.0)]], [1.0, 1.0]) == []


def test_fuse_follows_the_setting():
    from plantqa.config import Settings
    from plantqa.fusion import fuse

    dense = [("a", 0.9), ("b", 0.1)]
    lexical = [("b", 5.0), ("a", 4.9)]
    assert fuse(dense, lexical, Settings(fusion="rrf"))[0][0] == "b"  # RRF: ranks tie, BM25 settles it
    assert fuse(dense, lexical, Settings(fusion="scores", score_weight=0.5))[0][0] == "a"
    only = fuse([], lexical, Settings(fusion="scores", score_weight=0.5))
    assert [d for d, _ in only] == ["b", "a"] and only[1][1] == pytest.approx(0.49)
