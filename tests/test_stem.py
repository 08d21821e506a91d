"""The Porter stemmer of the retrieval legs, and the folding the reader keeps."""

import numpy as np
import pytest

from plantqa.lexical import build_postings, encode, lucene_bm25, map_words
from plantqa.stem import measure, porter
from plantqa.text import fold, tokenize, words

# Outputs of the published algorithm, step by step and end to end.
PAIRS = {
    "caresses": "caress",
    "ponies": "poni",
    "cats": "cat",
    "feed": "feed",
    "agreed": "agre",
    "plastered": "plaster",
    "bled": "bled",
    "motoring": "motor",
    "sing": "sing",
    "hopping": "hop",
    "falling": "fall",
    "hissing": "hiss",
    "filing": "file",
    "happy": "happi",
    "sky": "sky",
    "relational": "relat",
    "conditional": "condit",
    "rational": "ration",
    "digitizer": "digit",
    "vietnamization": "vietnam",
    "operator": "oper",
    "hopefulness": "hope",
    "sensibiliti": "sensibl",
    "triplicate": "triplic",
    "formative": "form",
    "electrical": "electr",
    "goodness": "good",
    "allowance": "allow",
    "adjustable": "adjust",
    "replacement": "replac",
    "adoption": "adopt",
    "effective": "effect",
    "probate": "probat",
    "rate": "rate",
    "controll": "control",
    "roll": "roll",
    "generalizations": "gener",
    "oscillators": "oscil",
}


@pytest.mark.parametrize(("word", "stem"), sorted(PAIRS.items()))
def test_porter_published_examples(word, stem):
    assert porter(word) == stem


def test_measure_counts_vowel_consonant_runs():
    assert [measure(w) for w in ("tr", "tree", "trouble", "oats", "troubles", "private", "oaten")] == [0, 0, 1, 1, 2, 2, 2]


@pytest.mark.parametrize("word", ["a", "is", "42", "3d", "x1"])
def test_short_words_and_digits_stay(word):
    assert porter(word) == word


def test_the_reader_keeps_its_folding():
    # names, the gate and the answer read fold()/words()/tokenize(): no Porter stems there
    assert fold("propagation") == "propagate" and fold("leaves") == "leaf"
    assert words("Is my cat's pothos toxic?") == ["is", "my", "cat", "potho", "toxic"]
    assert "propag" not in tokenize("propagating propagation")


def test_stemmed_postings_equal_the_oracle_on_stemmed_documents():
    docs = [tokenize(t) for t in ("a connection to the mains", "connected pots", "watering a pothos")]
    stemmed_docs = [[porter(t) for t in d] for d in docs]
    postings = build_postings(docs, 1.2, 0.75, "porter")
    query = tokenize("connecting pots")
    oracle = lucene_bm25(stemmed_docs, 1.2, 0.75).get_scores([porter(t) for t in query])
    np.testing.assert_allclose(postings.scores(query), oracle, rtol=1e-6)
    assert postings.doc_freq("connect") == 2  # a folded token is looked up by its stem
    assert build_postings(docs, 1.2, 0.75).doc_freq("connect") == 1  # folding alone keeps "connection" apart


def test_map_words_merges_ids_in_first_seen_order():
    enc = map_words(encode([["running", "runs"], ["ran", "runner", "runs"]]), lambda w: w[:3])
    assert enc.words == ["run", "ran"]
    assert enc.flat.tolist() == [0, 0, 1, 0, 0]
