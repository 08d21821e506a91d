"""The faster build (issue 13 item 4) writes the very bytes the slower one did.

The hashes were taken from main before the build was made faster: the fixture corpus with
the default settings and with the other arms (bigrams, the fold stemmer, query idf), and a
small synthetic corpus. A deliberate change to what an index holds changes them: then the
format number moves too (integrity.FORMAT), and these are taken again.
"""

from __future__ import annotations

import itertools
import json
import os
import re
from pathlib import Path

import numpy as np
from hypothesis import example, given
from hypothesis import strategies as st

from plantqa import cache, text
from plantqa.bench import write_synthetic_corpus
from plantqa.config import Settings
from plantqa.corpus import PLANT_SECTIONS
from plantqa.hashing import blake2b
from plantqa.lexical import encode
from tests.conftest import FIXTURE_CORPUS

# Format 18 (ADR 0007, issue 13 item 3): the files an incremental update reuses (term
# frequencies, chunk lengths, card digests, domain-word counts, each vector's crc32, files.json) and the default
# dense_idf = "query"; the vectors of the fixture and synthetic corpora under both idf arms
# are the bytes format 17 wrote (features now numbered in code-point order: the same sums here).
# Format 25: the name table holds each single-card genus as a name (the fixture's cards carry
# scientific names; the synthetic corpus none, whose arrays are unchanged).
# Format 27: every card's JSON holds its `colours` (empty here), so every digest moved.
HASHES = {
    "fixture": "1b1729e6e20aea6e35aca67c023f59a6",
    "fixture-variant": "c949b7de3bc2e54996d0bdd33aee715f",
    "synthetic": "9d71a90c100cc618f9f5b9cfcee9ec89",
    "fixture-corpus-idf": "1ed4c3af4a0f1bfb9575e074b835577f",
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


# Every file of the index folder, not only its arrays (issue 13 item 4, third pass): the
# manifest without the corpus folder's path (and the crc32 over it), files.json without the
# files' stat numbers, both of which name the test's own temporary folder. Taken on main
# cb2cdfd, before the build's reading, embedding and postings were rewritten in numpy.
# Format 25 moved every manifest's format number; the fixture's and mixed corpus's name tables too.
# Format 26 moved the format number only (no test corpus writes "s's"; the arrays are the same).
# Format 27 moved the format number and every card's JSON (its `colours`, empty in these corpora).
# Format 28 moved the format number only (no conifer in these corpora).
# Format 29 moved the format number, and any text's "died" and "dying" (folded to "die" now).
EVERY_FILE = {
    "fixture": "2c3b9793c0ff20790f085933427eccd2",
    "synthetic": "3338f77c3b87bbd8e657bbc96ee37aa3",
    "mixed": "fd40beed84c23fe9d5b6b81753cb8acc",
    "mixed-variant": "e3af26cf6d2c4a5c75f8115a91eb9b34",
    "mixed-corpus-idf": "776890db1c56276f8050740e9467cf3e",
}


def _folder_digest(folder: str) -> str:
    """Every file of an index folder, by name, the two that name the temporary folder made
    comparable (see EVERY_FILE)."""
    h = blake2b(digest_size=16)
    for name in sorted(os.listdir(folder)):
        data = Path(folder, name).read_bytes()
        if name == "manifest.json":
            manifest = json.loads(data)
            del manifest["root"], manifest["check"]
            data = json.dumps(manifest, sort_keys=True).encode()
        elif name == "files.json":
            files = json.loads(data)
            del files["stats"]
            data = json.dumps(files, sort_keys=True).encode()
        h.update(name.encode() + b"\0" + data)
    return h.hexdigest()


MIXED_NAMES = {
    "mixed": {},
    "mixed-variant": {"features": "words+chars+bigrams", "stemmer": "fold"},
    "mixed-corpus-idf": {"dense_idf": "corpus"},
}


def test_every_file_of_the_index_is_what_main_wrote(tmp_path: Path) -> None:
    syn, mixed = tmp_path / "syn", tmp_path / "mixed"
    write_synthetic_corpus(syn, 1500)
    write_mixed_corpus(mixed)
    cases = {
        "fixture": Settings(corpus=(str(FIXTURE_CORPUS),), bundled="off"),
        "synthetic": Settings(corpus=(str(syn),), bundled="off"),
        **{name: Settings(corpus=(str(mixed),), bundled="off")._replace(**arm) for name, arm in MIXED_NAMES.items()},
    }
    got = {}
    for name, settings in cases.items():
        opened = cache.open_index(settings._replace(cache_dir=str(tmp_path / name)))
        assert opened.source == "built" and not opened.warnings
        got[name] = _folder_digest(opened.folder)
    assert got == EVERY_FILE


def write_mixed_corpus(root: Path, seed: int = 3) -> None:
    """A small corpus of every kind of text a build reads, made the same way each time:
    plant cards with names, topic cards naming them and talking of harm, notes (YAML front
    matter, none, .txt), ASCII prose with '&', apostrophes, backquotes, digits and runs of
    letters past 64, and text beyond ASCII (accents, a combining accent, ß, CJK, an emoji,
    curly quotes), long sections split into windows, headings repeated within a card."""
    rng = np.random.default_rng(seed)
    plants = [("Golden Pothos", "devil's ivy"), ("Peace Lily", "spathiphyllum"), ("Aloe Vera", "aloe")]
    plants.append(("Jade Plant", "money tree"))
    plain = "the cat dog leaf leaves water soil light drooping yellow roots pot & it's don't `code` 42 2nd x86".split()
    other = "café naïve Straße 日本語 🌿 ｆｕｌｌ e\u0301te \u2019quoted\u2019 résumé ÉCOLE".split()
    harm = "toxic poisonous harmful Dangerous nontoxic".split()
    runs = ["a" * 70, "z9" * 40, "b" * 64]
    named = [p for pair in plants for p in pair]

    def prose(n: int, odd: float) -> str:
        out = []
        for _ in range(n):
            r = rng.random()
            w = str(rng.choice(other)) if r < odd else str(rng.choice(harm)) if r < odd + 0.006 else str(rng.choice(plain))
            if rng.random() < 0.02:
                w = str(rng.choice(runs))
            if rng.random() < 0.01:
                w = str(rng.choice(named))
            out.append(w)
            if rng.random() < 0.08:
                out[-1] += str(rng.choice([".", "!", "?", ". St.", " e.g."]))
        text = " ".join(out)
        return text[:1].upper() + text[1:] + "."

    (root / "plants").mkdir(parents=True)
    (root / "topics").mkdir()
    (root / "notes" / "deep").mkdir(parents=True)
    for i, (title, alias) in enumerate(plants):
        body = "".join(f"## {h}\n\n{prose(int(rng.integers(20, 260)), 0.05 * (i % 2))}\n\n" for h in PLANT_SECTIONS)
        (root / "plants" / f"plant-{i}.md").write_text(
            f'+++\ntitle = "{title}"\nkind = "plant"\nnames = ["{title.lower()}", "{alias}"]\n'
            f'[toxicity]\ncat = "toxic"\ndog = "unknown"\n+++\n{body}',
            encoding="utf-8",
        )
    for i in range(40):
        heads = ["Care", "Care", "Notes", "Was ist das?", "Light & water", ""]
        odd = 0.15 if i % 3 == 1 else 0.0
        body = "".join(f"## {h}\n\n{prose(int(rng.integers(5, 400)), odd)}\n\n" for h in heads[: 2 + i % 5])
        (root / "topics" / f"topic-{i:02d}.md").write_text(
            f'+++\ntitle = "Topic {i}: {rng.choice(named)} & more"\nkind = "topic"\n+++\n'
            f"{prose(12, 0.1)}\n\n{body}- a list item\n- another {rng.choice(named)}\n",
            encoding="utf-8",
        )
    for i in range(8):
        text = f"# Note {i} über {rng.choice(named)}\n\n{prose(int(rng.integers(10, 300)), 0.2)}\n\n## More\n\n{prose(30, 0.1)}\n"
        if i % 3 == 0:
            text = f"---\ntitle: Diary {i}\ntags: [garden, {rng.choice(plain)}]\n---\n{text}"
        suffix = ".txt" if i % 4 == 1 else ".md"
        (root / "notes" / ("deep" if i % 2 else "") / f"note-{i}{suffix}").write_text(text, encoding="utf-8")


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


@given(prose, prose, prose)
def test_a_chunks_heading_tokens_are_its_title_then_its_heading_twice(title: str, section: str, body: str) -> None:
    from plantqa.corpus import Card, Chunk
    from plantqa.index import index_prefix, prefix_pieces

    card, chunk = Card("c", "topic", title, "c.md"), Chunk("c#x", "c", section, body)
    head_title, head_section = prefix_pieces(card, chunk)
    expect = text.tokenize(head_title) + 2 * text.tokenize(head_section)
    assert text.tokenize(index_prefix(card, chunk)) == expect


def test_read_chunks_numbers_the_tokens_encode_would() -> None:
    from plantqa.chunk_tokens import read_chunks
    from plantqa.corpus import chunk_card, load_corpus
    from plantqa.index import index_text
    from plantqa.name_table import build_name_table

    corpus = load_corpus(FIXTURE_CORPUS)
    cards = {c.slug: c for c in corpus.cards}
    chunks = sorted((ch for c in corpus.cards for ch in chunk_card(c, 120)), key=lambda ch: ch.id)
    got = read_chunks(chunks, cards, build_name_table(c for c in corpus.cards if c.kind == "plant")).encoded
    want = encode(text.tokenize(index_text(cards[ch.card], ch)) for ch in chunks)
    assert got.words == want.words
    assert got.flat.tolist() == want.flat.tolist() and got.offsets.tolist() == want.offsets.tolist()


def test_read_chunks_finds_the_safety_chunks_and_mentions_as_mapping_each_word_would() -> None:
    """Topic chunks are tested against the raw words sorted once (harmful, starting a name):
    the same safety list and mentions as mapping every chunk's words, held on the fixture
    corpus and on the bundled cards (topics that name plants and talk about harm)."""
    from plantqa.chunk_tokens import read_chunks
    from plantqa.corpus import chunk_card, load_corpus
    from plantqa.index import GENERAL
    from plantqa.lexicon import STRONG_HARM
    from plantqa.name_table import build_name_table
    from plantqa.resources import bundled_corpus

    for root in (FIXTURE_CORPUS, bundled_corpus()):
        corpus = load_corpus(root)
        cards = {c.slug: c for c in corpus.cards}
        chunks = sorted((ch for c in corpus.cards for ch in chunk_card(c, 120)), key=lambda ch: ch.id)
        names = build_name_table(c for c in corpus.cards if c.kind == "plant")
        got = read_chunks(chunks, cards, names)
        safety, mentions = [], {}
        for i, ch in enumerate(chunks):
            card = cards[ch.card]
            if card.kind not in GENERAL or card.kind == "note":
                continue
            if not STRONG_HARM.isdisjoint(text.tokenize(f"{card.title}. {ch.section}. {ch.text}")):
                safety.append(i)
            for match in names.match(text.words(ch.text)):
                for slug in match.cards:
                    if i not in mentions.setdefault(slug, []):
                        mentions[slug].append(i)
        assert safety and mentions  # the corpus has both, so the test can fail
        assert got.safety == safety and got.mentions == mentions


words_of_any_letters = st.lists(st.text(st.sampled_from(list("abé日ß\U0001f33f")) | st.characters(), min_size=1, max_size=9))


@given(words_of_any_letters, st.sampled_from([(3, 5), (2, 4), (1, 1)]), st.booleans())
def test_every_words_features_at_once_are_word_features_of_each(words: list[str], ngrams, chars: bool) -> None:
    from plantqa.embed import BIGRAM, FeatureSpec, word_features
    from plantqa.ngrams import feature_map

    words = list(dict.fromkeys(words + [f"{a}{BIGRAM}{b}" for a, b in itertools.pairwise(words)]))
    spec = FeatureSpec(ngram_min=ngrams[0], ngram_max=ngrams[1], chars=chars)
    mapped = feature_map(words, spec)
    assert mapped is not None
    names, indptr, indices = mapped
    assert names == sorted({f for w in words for f in word_features(w, spec)})
    for i, w in enumerate(words):
        assert sorted(names[k] for k in indices[indptr[i] : indptr[i + 1]]) == sorted(word_features(w, spec))


def test_words_of_thousands_of_letters_take_the_word_by_word_path() -> None:
    from plantqa.embed import FeatureSpec, _word_features, sorted_features
    from plantqa.ngrams import feature_map

    words = ["".join(chr(0x4E00 + 3 * i + j) for j in range(3)) for i in range(3000)]  # 9,000 letters
    spec = FeatureSpec()
    assert feature_map(words, spec) is None
    names, indptr, indices = sorted_features(words, spec)
    seen, _, _ = _word_features(words, spec)
    assert names == sorted(seen) and len(indptr) == len(words) + 1
    assert sorted(names[k] for k in indices[indptr[7] : indptr[8]]) == sorted(_features(words[7]))


def _features(word: str) -> list[str]:
    from plantqa.embed import FeatureSpec, word_features

    return word_features(word, FeatureSpec())


@given(
    st.lists(st.lists(st.sampled_from(["cat", "leaf", "aaaa", "pothos", "é", "ab"]), max_size=40), max_size=6),
    st.sampled_from([np.uint32, np.uint64]),
)
@example([["cat"], ["aaaa"] * 40 + ["cat"] * 16, [], ["ab", "ab"]], np.uint32)  # counts past a key's 4 bits
def test_feature_counts_from_distinct_words_are_those_of_every_token(docs: list[list[str]], key_type: type) -> None:
    """doc_features counts each (document, feature) pair from the documents' distinct words
    and their counts, 32- or 64-bit keys alike, as counting every token's features would
    (documents after the first, as a later batch sees them)."""
    from collections import Counter

    from plantqa.doc_features import COUNT_BITS, feature_counts, split_counts, term_counts
    from plantqa.embed import FeatureSpec, sorted_features

    enc = encode(docs)
    _, indptr, indices = sorted_features(enc.words, FeatureSpec())
    n_feat = int(indices.max()) + 1 if len(indices) else 1
    counted = term_counts(enc)
    doc, word, count = split_counts(counted.doc, counted.word, counted.count)
    later = doc >= 1
    scaled = indices.astype(key_type) << key_type(COUNT_BITS)
    got = feature_counts(doc[later], word[later], count[later], 1, indptr, scaled, n_feat, key_type)
    want: Counter[tuple[int, int]] = Counter()
    for d, tokens in enumerate(docs[1:]):
        for t in tokens:
            w = enc.words.index(t)
            want.update((d, int(f)) for f in indices[indptr[w] : indptr[w + 1]])
    assert list(zip(*(a.tolist() for a in got))) == sorted((d, f, c) for (d, f), c in want.items())


@given(st.lists(st.tuples(st.integers(0, 40), st.integers(0, 30), st.integers(1, 5000)), max_size=60, unique_by=lambda t: t[:2]))
def test_postings_are_ordered_by_term_then_chunk_packed_or_not(triples: list[tuple[int, int, int]]) -> None:
    """lexical.by_term sorts packed (term, chunk, tf) integers where they fit 64 bits, and
    argsorts where they do not (a corpus of 2^62 chunks): the same order either way."""
    from plantqa.lexical import by_term

    term, chunk, tf = (np.asarray([t[k] for t in triples], dtype=np.int64) for k in range(3))
    want = sorted(triples)
    for n_docs in (31, 1 << 62):
        got = by_term(term, chunk.astype(np.int32), tf.astype(np.int32), n_docs)
        assert list(zip(*(a.tolist() for a in got))) == want
