"""The dense leg's pruned scan (dense_energy < 1): what it reads, and what it keeps exact."""

import numpy as np
import pytest

from plantqa.bench import questions, write_synthetic_corpus
from plantqa.cache import open_index
from plantqa.config import Settings
from plantqa.embed import embed_query
from plantqa.index import feature_spec
from plantqa.retrieve import run_legs, scanned
from plantqa.scan import cosines, pivoted
from plantqa.text import tokenize


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory):
    root = tmp_path_factory.mktemp("pruned")
    write_synthetic_corpus(root / "corpus", 4000)
    settings = Settings(corpus=(str(root / "corpus"),), bundled="off", cache_dir=str(root / "cache"), top_k=1, min_depth=10)
    return settings, open_index(settings).index


def test_the_best_chunks_get_their_exact_cosine(synthetic):
    settings, index = synthetic
    spec, keep = feature_spec(settings), 40
    for q in questions(index, 30):
        query = embed_query(tokenize(q), index.features, spec)
        exact = cosines(index.buckets, query)
        got, rows = scanned(index, query, settings._replace(dense_energy=0.9), keep)
        assert rows is not None and len(rows) >= keep
        assert np.array_equal(got[rows], exact[rows])  # what it says is exact is, bit for bit
        ranked = pivoted(got, index.features.norms, settings.pivot)
        best = np.argsort(-ranked, kind="stable")[: keep // 4]
        assert set(best.tolist()) <= set(rows.tolist())  # and the ranking's top is among them
        assert (got != exact).any()  # and the rest was read from fewer buckets
        assert np.abs(got - exact).max() < 0.2  # the rest read most of the query's weight


def test_a_pruned_scan_ranks_the_dense_top_as_the_exact_scan_does(synthetic):
    settings, index = synthetic
    exact, pruned = settings._replace(mode="dense", dense_energy=1.0), settings._replace(mode="dense", dense_energy=0.95)
    same = 0
    qs = questions(index, 40)
    for q in qs:
        a = run_legs(index, tokenize(q), exact, settings.depth).dense
        b = run_legs(index, tokenize(q), pruned, settings.depth).dense
        same += [c for c, _ in a[:5]] == [c for c, _ in b[:5]]
    assert same >= 0.9 * len(qs)


def test_a_corpus_too_small_to_prune_is_scanned_exactly(synthetic):
    settings, index = synthetic
    query = embed_query(tokenize(questions(index, 1)[0]), index.features, feature_spec(settings))
    keep = index.buckets.shape[1] // 16  # the rows path would not pay
    got, rows = scanned(index, query, settings._replace(dense_energy=0.5), keep)
    assert rows is None and np.array_equal(got, cosines(index.buckets, query))
    assert settings.dense_rescore * settings.depth * 16 < index.buckets.shape[1]  # the fixture above does prune


def test_every_candidate_the_gate_reads_has_its_exact_cosine(synthetic):
    """Both legs' picks: the dense leg ranks only exactly scored chunks, and BM25's picks are
    re-scored in one gather, so the gate never judges the least cosine on an estimate."""
    settings, index = synthetic
    pruned = settings._replace(dense_energy=0.5)
    spec = feature_spec(settings)
    for q in questions(index, 20):
        terms = tokenize(q)
        exact = cosines(index.buckets, embed_query(terms, index.features, spec))
        legs = run_legs(index, terms, pruned, settings.depth)
        rows = [index.position(c) for c, _ in legs.dense + legs.lexical]
        assert rows and np.array_equal(legs.cosine[rows], exact[rows])
        assert (legs.cosine != exact).any()  # and the rest was read from fewer buckets


def test_a_wide_filter_is_scanned_pruned_and_keeps_its_chunks_alone(synthetic):
    """A filter too wide to gather (a question naming no plant over a big notes folder) gets
    the pruned scan too: nothing outside it scores, its picks are exact."""
    settings, index = synthetic
    pruned = settings._replace(dense_energy=0.5)
    allowed = np.zeros(len(index.ids), dtype=bool)
    allowed[::2] = True
    spec = feature_spec(settings)
    for q in questions(index, 10):
        terms = tokenize(q)
        exact = cosines(index.buckets, embed_query(terms, index.features, spec), np.flatnonzero(allowed))
        legs = run_legs(index, terms, pruned, settings.depth, allowed)
        assert not legs.cosine[~allowed].any()
        rows = [index.position(c) for c, _ in legs.dense + legs.lexical]
        assert rows and all(allowed[rows]) and np.array_equal(legs.cosine[rows], exact[rows])
        assert (legs.cosine != exact).any()  # pruned, not the exact scan


def test_dense_rescore_0_ranks_the_estimates_and_still_confirms_the_picks(synthetic):
    """The losing arm (adr/0003), kept re-runnable: no chunk re-scored before ranking, so the
    dense top is the estimate's; the picks the gate reads are still exact."""
    settings, index = synthetic
    arm = settings._replace(dense_energy=0.5, dense_rescore=0, mode="dense")
    spec = feature_spec(settings)
    for q in questions(index, 10):
        terms = tokenize(q)
        query = embed_query(terms, index.features, spec)
        estimate, rows = scanned(index, query, arm, 0)
        assert rows is not None and len(rows) == 0
        legs = run_legs(index, terms, arm, settings.depth)
        want = pivoted(estimate, index.features.norms, settings.pivot)
        assert [s for _, s in legs.dense] == sorted(want[want > 0].tolist(), reverse=True)[: settings.depth]
        picked = [index.position(c) for c, _ in legs.dense]
        assert np.array_equal(legs.cosine[picked], cosines(index.buckets, query)[picked])
