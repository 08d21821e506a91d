import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.lexical import build_postings, idf_of, lucene_bm25

vocab = st.sampled_from(["cat", "dog", "pothos", "water", "light", "leaf", "toxic", "soil", "x"])
corpora = st.lists(st.lists(vocab, min_size=0, max_size=15), min_size=1, max_size=12)


@given(
    corpora,
    st.lists(st.sampled_from(["cat", "dog", "pothos", "water", "unknown", "x"]), max_size=6),
    st.floats(0.1, 3.0),
    st.floats(0.0, 1.0),
)
def test_postings_equal_rank_bm25_oracle(docs, query, k1, b):
    if not any(docs):
        return  # rank-bm25 divides by a zero average length; plantqa runs dense-only then
    with np.errstate(all="ignore"):  # rank-bm25 computes 0/0 for an empty chunk when b = 1
        oracle = np.nan_to_num(lucene_bm25(docs, k1, b).get_scores(query))
    ours = build_postings(docs, k1, b).scores(query)
    np.testing.assert_allclose(ours, oracle, rtol=1e-6, atol=1e-9)


@pytest.mark.parametrize("n_docs", [1, 2, 3, 4])
def test_a_matching_term_always_adds_a_positive_score(n_docs):
    docs = [["pothos", "cat"]] * (n_docs // 2) + [["pothos", "dog"]] * (n_docs - n_docs // 2)
    scores = build_postings(docs, 1.2, 0.75).scores(["pothos", "dog"])
    assert np.all(scores > 0)
    assert idf_of(build_postings(docs, 1.2, 0.75), "pothos") > 0


def test_unknown_and_repeated_terms():
    postings = build_postings([["a", "b"], ["b", "c"]], 1.2, 0.75)
    assert np.array_equal(postings.scores(["zzz"]), [0.0, 0.0])
    np.testing.assert_allclose(postings.scores(["a", "a"]), 2 * postings.scores(["a"]))


def test_empty_corpus_vocabulary():
    postings = build_postings([[], []], 1.2, 0.75)
    assert postings.empty and np.array_equal(postings.scores(["a"]), [0.0, 0.0])


def test_feedback_adds_the_top_chunks_terms():
    from plantqa.lexical import with_feedback

    docs = [["yellow", "overwater"], ["yellow", "pothos", "cactus", "soil"], ["overwater", "root", "rot"], ["cactus"]]
    postings = build_postings(docs, 1.2, 0.75)
    base = postings.scores(["yellow"])
    fed = with_feedback(postings, ["yellow"], base, docs=1, n_terms=2, weight=0.5)
    assert base[2] == 0 and fed[2] > 0  # "overwater" from the best chunk reaches chunk 2
    assert fed[3] == 0 and np.all(fed >= base)
    np.testing.assert_array_equal(with_feedback(postings, ["yellow"], base, 1, 2, 0.0), base)
    allowed = np.array([False, False, False, True])
    np.testing.assert_array_equal(with_feedback(postings, ["yellow"], base, 1, 2, 0.5, allowed), base)
