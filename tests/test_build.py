"""The faster build (issue 13 item 4) writes the very bytes the slower one did.

The hashes were taken from main before the build was made faster: the fixture corpus with
the default settings and with the other arms (bigrams, the fold stemmer, query idf), and a
small synthetic corpus. A deliberate change to what an index holds changes them: then the
format number moves too (integrity.FORMAT), and these are taken again.
"""

from __future__ import annotations

import itertools
import os
import re
from pathlib import Path

from hypothesis import example, given
from hypothesis import strategies as st

from plantqa import cache, text
from plantqa.bench import write_synthetic_corpus
from plantqa.config import Settings
from plantqa.hashing import blake2b
from plantqa.lexical import encode
from tests.conftest import FIXTURE_CORPUS

# Format 18 (ADR 0007, issue 13 item 3): the files an incremental update reuses (term
# frequencies, chunk lengths, card digests, domain-word counts, each vector's crc32, files.json) and the default
# dense_idf = "query"; the vectors of the fixture and synthetic corpora under both idf arms
# are the bytes format 17 wrote (features now numbered in code-point order: the same sums here).
HASHES = {
    "fixture": "adfb20e5067ed00b3eb8a868c3ad0ddd",
    "fixture-variant": "f64454208ad63d5f4f119161113a21cb",
    "synthetic": "5c79c25c17c6a99ec23d54b0fbc35a47",
    "fixture-corpus-idf": "59453599b6ddc04ed304b02fdb26461d",
}


def _arrays_digest(folder: str) -> str:
    h = blake2b(digest_size=16)
    for name in sorted(os.listdir(folder)):
        if name.endswith(".npy"):
            h.update(name.encode() + b"\0" + Path(folder, name).read_bytes())
    return h.hexdigest()


def test_the_index_files_are_the_bytes_main_wrote(tmp_path: Path) -> None:
    syn = tmp_path / "syn"
    write_synthetic_corpus(syn, 1500)
    cases = {
        "fixture": Settings(corpus=(str(FIXTURE_CORPUS),), bundled="off"),
        "fixture-variant": Settings(
            corpus=(str(FIXTURE_CORPUS),), bundled="off", features="words+chars+bigrams", stemmer="fold", dense_idf="query"
        ),
        "synthetic": Settings(corpus=(str(syn),), bundled="off"),
        "fixture-corpus-idf": Settings(corpus=(str(FIXTURE_CORPUS),), bundled="off", dense_idf="corpus"),
    }
    got = {}
    for name, settings in cases.items():
        opened = cache.open_index(settings._replace(cache_dir=str(tmp_path / name)))
        got[name] = _arrays_digest(opened.folder)
    assert got == HASHES


def _old_tokenize(s: str) -> list[str]:
    """tokenize as it was: a Python call per token (the reference the fast one is held to)."""
    return [f for f in (text.fold(w) for w in text._raw_words(s) if w not in text.STOPWORDS) if f not in text.STOPWORDS]


def _old_words(s: str) -> list[str]:
    return [w if w in text.STOPWORDS else text.fold(w) for w in text._raw_words(s)]


_SENTENCE_OLD = re.compile(
    "".join(rf"(?<!\b{re.escape(a)}\.)" for a in text._ABBREVIATIONS) + r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])"
)

prose = st.text(
    st.sampled_from(list("abcdeiost St.Dr.e.g. var. ?!'\u2019-*\n&\u00e9\u00dfAZ09(\"")) | st.characters(), max_size=300
)


@given(prose)
@example("Ares wills hims: does the cat's leaves  & St. Dr. stuff")  # "ares" folds to a stopword
def test_tokens_and_words_are_what_they_were(s: str) -> None:
    assert text.tokenize(s) == _old_tokenize(s)
    assert text.words(s) == _old_words(s)


@given(prose)
def test_sentences_split_where_they_did(s: str) -> None:
    assert text._SENTENCE_END.split(s) == _SENTENCE_OLD.split(s)


@given(st.lists(st.lists(st.sampled_from(["cat", "dog", "leaf", "pothos", "é"]), max_size=8), max_size=6))
def test_encode_numbers_words_in_first_seen_order(docs: list[list[str]]) -> None:
    enc = encode(iter(docs))
    seen: dict[str, int] = {}
    flat = [seen.setdefault(w, len(seen)) for doc in docs for w in doc]
    assert enc.words == list(seen)
    assert enc.flat.tolist() == flat
    assert enc.offsets.tolist() == [0, *itertools.accumulate(len(d) for d in docs)]


@given(prose, prose, prose)
@example("Caf\u0065", "\u0301x", "\u0301 it's")  # a combining accent after the full stop
def test_a_chunks_tokens_are_its_headings_then_its_texts(title: str, section: str, body: str) -> None:
    from plantqa.corpus import Card, Chunk
    from plantqa.index import index_prefix, index_text

    card, chunk = Card("c", "topic", title, "c.md"), Chunk("c#x", "c", section, body)
    assert text.tokenize(index_text(card, chunk)) == text.tokenize(index_prefix(card, chunk)) + text.tokenize(body)
    assert text.forms(text.raw_words(body), text.WORDS) == text.words(body)
