import os
import subprocess
import sys

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from plantqa.embed import FeatureSpec, bucket_sign, embed_corpus, embed_query
from plantqa.scan import cosines
from plantqa.text import tokenize

SPEC = FeatureSpec(dim=256)
token_lists = st.lists(st.lists(st.text("abcdefgh", min_size=1, max_size=8), max_size=12), min_size=1, max_size=8)


def test_bucket_sign_is_stable_across_hash_seeds():
    code = "from plantqa.embed import bucket_sign; print([bucket_sign(w, 2048) for w in ['pothos', 'c:<po', 'w:cat']])"
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("0", "1", "12345")
    }
    assert len(outputs) == 1
    assert outputs.pop().strip() == str([bucket_sign(w, 2048) for w in ["pothos", "c:<po", "w:cat"]])


@given(token_lists)
def test_rows_are_unit_or_zero_and_deterministic(docs):
    m1, t1 = embed_corpus(docs, SPEC)
    m2, _ = embed_corpus(docs, SPEC)
    assert m1.dtype == np.float32 and np.array_equal(m1, m2)
    assert m1.shape == (SPEC.dim, len(docs))
    norms = np.linalg.norm(m1, axis=0)
    for doc, norm in zip(docs, norms):
        assert abs(norm - (1.0 if doc else 0.0)) < 1e-5
    assert list(t1.features) == sorted(t1.features)


@given(token_lists, st.lists(st.text("abcdefghxyz", min_size=1, max_size=8), max_size=6))
def test_query_vector_is_unit_norm_or_zero_and_finite(docs, query):
    _, table = embed_corpus(docs, SPEC)
    vec = embed_query(query, table, SPEC)
    assert np.all(np.isfinite(vec))
    assert abs(float(np.linalg.norm(vec)) - (1.0 if query else 0.0)) < 1e-5


def test_a_document_is_closest_to_itself():
    docs = [tokenize(t) for t in ["water the pothos weekly", "spider plant brown tips", "lilies poison cats"]]
    buckets, table = embed_corpus(docs, FeatureSpec())
    for i, doc in enumerate(docs):
        assert int(np.argmax(cosines(buckets, embed_query(doc, table, FeatureSpec())))) == i


def test_char_ngrams_match_a_misspelling_word_features_cannot():
    docs = [tokenize("dieffenbachia dumb cane"), tokenize("spider plant runners")]
    query = tokenize("dieffenbacia")
    for chars, expect_match in ((True, True), (False, False)):
        spec = FeatureSpec(chars=chars)
        buckets, table = embed_corpus(docs, spec)
        assert (float(cosines(buckets, embed_query(query, table, spec))[0]) > 0.3) is expect_match


def naive_embedding(docs, spec):
    """The definition, one feature at a time: the reference for the vectorised build."""
    from collections import Counter

    from plantqa.embed import idf, word_features

    feats = [Counter(f for w in doc for f in word_features(w, spec)) for doc in docs]
    df = Counter(f for c in feats for f in c)
    out = np.zeros((len(docs), spec.dim))
    for row, counts in enumerate(feats):
        for f, tf in counts.items():
            bucket, sign = bucket_sign(f, spec.dim)
            out[row, bucket] += sign * (1 + np.log(tf)) * idf(df[f], len(docs))
    norms = np.linalg.norm(out, axis=1)
    out[norms > 0] /= norms[norms > 0, None]
    return out


@given(token_lists)
def test_vectorised_build_equals_the_definition(docs):
    buckets, _ = embed_corpus(docs, SPEC, batch=3)
    np.testing.assert_allclose(buckets.T, naive_embedding(docs, SPEC), rtol=1e-5, atol=1e-6)


@given(token_lists, st.lists(st.text("abcdefgh", min_size=1, max_size=8), max_size=6), st.data())
def test_cosines_equal_the_matrix_product_and_agree_on_every_path(docs, query, data):
    buckets, table = embed_corpus(docs, SPEC)
    vec = embed_query(query, table, SPEC)
    full = cosines(buckets, vec)
    np.testing.assert_allclose(full, buckets.T.astype(np.float64) @ vec, rtol=1e-5, atol=1e-6)
    rows = np.asarray(sorted(data.draw(st.sets(st.integers(0, len(docs) - 1)))), dtype=np.int64)
    some = cosines(buckets, vec, rows)
    assert some[rows].tobytes() == full[rows].tobytes()  # a filter never changes a chunk's score
    assert not np.any(np.delete(some, rows))


def test_cosines_are_summed_the_same_way_in_every_block(monkeypatch):
    import plantqa.scan as scan

    docs = [tokenize(t) for t in ["water the pothos weekly", "spider plant brown tips", "lilies poison cats"] * 7]
    buckets, table = embed_corpus(docs, SPEC)
    vec = embed_query(tokenize("pothos cats"), table, SPEC)
    whole = cosines(buckets, vec)
    monkeypatch.setattr(scan, "BLOCK", 4)
    assert cosines(buckets, vec).tobytes() == whole.tobytes()
    rows = np.asarray([0, 5], dtype=np.int64)  # few enough to gather, not scan
    assert cosines(buckets, vec, rows)[rows].tobytes() == whole[rows].tobytes()


def test_query_side_idf_keeps_a_document_vector_independent_of_the_corpus():
    doc = ["pothos", "yellow", "leaf"]
    others = [["cactus", "water"], ["pothos", "light"], ["leaf", "drop", "leaf"]]
    for doc_idf, same in ((False, True), (True, False)):
        spec = FeatureSpec(dim=256, doc_idf=doc_idf)
        alone, _ = embed_corpus([doc], spec)
        grown, _ = embed_corpus([doc, *others], spec)
        assert np.allclose(alone[:, 0], grown[:, 0]) is same


def test_word_weight_and_bigrams_change_what_a_match_is_worth():
    docs = [["leaf", "drop"], ["drop", "leaf"]]
    plain = FeatureSpec(dim=1024, chars=False)
    pairs = plain._replace(bigrams=True)
    b0, t0 = embed_corpus(docs, plain)
    b1, t1 = embed_corpus(docs, pairs)
    q0, q1 = cosines(b0, embed_query(["leaf", "drop"], t0, plain)), cosines(b1, embed_query(["leaf", "drop"], t1, pairs))
    assert abs(q0[0] - q0[1]) < 1e-6 and q1[0] > q1[1] + 0.1  # only bigrams see the order
    heavy = FeatureSpec(dim=1024, word_weight=4.0)
    docs = [["pothos"], ["pothoz"]]
    for spec in (FeatureSpec(dim=1024), heavy):
        b, t = embed_corpus(docs, spec)
        c = cosines(b, embed_query(["pothos"], t, spec))
        assert c[0] > c[1] > 0  # character n-grams still meet a misspelling
    light_gap = cosines(*_pair(FeatureSpec(dim=1024)))
    heavy_gap = cosines(*_pair(heavy))
    assert heavy_gap[1] < light_gap[1]  # a heavier exact word leaves less to the n-grams


def _pair(spec):
    b, t = embed_corpus([["pothos"], ["pothoz"]], spec)
    return b, embed_query(["pothos"], t, spec)


def test_pivoted_length_normalisation():
    from plantqa.scan import pivoted

    cos = np.array([0.5, 0.5, 0.5], dtype=np.float32)
    norms = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    assert pivoted(cos, norms, 1.0) is cos
    out = pivoted(cos, norms, 0.5)
    assert out[0] < out[1] < out[2] and abs(out[1] - 0.5) < 1e-6  # the mean length keeps its cosine
    _, table = embed_corpus([["a"], ["a", "b", "c", "d"]], FeatureSpec(dim=64))
    assert table.norms is not None and table.norms[1] > table.norms[0]


def test_pivot_factors_are_kept_per_index_and_never_served_for_another():
    from plantqa.scan import pivoted

    cos = np.array([0.5, 0.25, 0.125], dtype=np.float32)
    a = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    b = np.array([3.0, 2.0, 1.0], dtype=np.float32)
    first = pivoted(cos, a, 0.3)
    assert np.array_equal(pivoted(cos, a, 0.3), first)  # the kept factors give the same bits
    assert not np.array_equal(pivoted(cos, b, 0.3), first)  # another index's lengths
    assert not np.array_equal(pivoted(cos, a, 0.6), first)  # another slope
    pivot = float(a.sum(dtype=np.float64)) / 3
    expected = a / (np.float32(0.3) * a + np.float32(0.7 * pivot)) * cos
    assert np.array_equal(pivoted(cos, a, 0.3), expected.astype(np.float32))


def looped_query(tokens, table, spec):
    """A question's vector one feature at a time (query_term): the reference for embed_query."""
    import math
    from collections import Counter

    from plantqa.embed import query_term, with_bigrams, word_features

    counts = Counter(f for w in (with_bigrams(tokens) if spec.bigrams else tokens) for f in word_features(w, spec))
    vec = np.zeros(spec.dim)
    feats = sorted(counts)
    for f, df in zip(feats, table.doc_freqs(feats)):
        bucket, value = query_term(f, counts[f], df, table.n_docs, spec)
        vec[bucket] += value
    norm = float(np.linalg.norm(vec))
    if norm > 0 and math.isfinite(norm):
        vec /= norm
    return vec.astype(np.float32)


@given(
    token_lists,
    st.lists(st.sampled_from(["ab", "abc", "fed", "gh", "a", "hh"]) | st.text("abcdefgh", min_size=1, max_size=8), max_size=8),
    st.sampled_from([SPEC, FeatureSpec(dim=256, doc_idf=False), FeatureSpec(dim=64, word_weight=2.0, bigrams=True)]),
)
def test_question_vectors_equal_the_feature_by_feature_sum_bit_for_bit(docs, query, spec):
    _, table = embed_corpus(docs, spec)
    assert embed_query(query, table, spec).tobytes() == looped_query(query, table, spec).tobytes()
