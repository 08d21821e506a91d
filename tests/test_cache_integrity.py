"""A damaged or lying cache (hardening issue, items 2 and 16): every byte an answer reads is
checked, a lying manifest means a rebuild, NaN never reaches --json, no command exits 4.

The corpus here is the fixture corpus plus 300 filler cards, so every array is larger
than the 256 KB the old checksum read whole: damage in the middle of a file is what the
old sampling missed."""

import json
import math
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from plantqa import cache
from plantqa.cli import main
from plantqa.config import resolve
from plantqa.embed import embed_query
from plantqa.engine import ask
from plantqa.errors import CacheError
from plantqa.index import feature_spec
from plantqa.text import tokenize

FILLER = "A note about keeping a garden journal, written to make the index large. " * 12


@pytest.fixture
def big_cards(cards: Path) -> Path:
    for i in range(300):
        (cards / "topics" / f"zz-note-{i:03d}.md").write_text(
            f'+++\ntitle = "Garden note {i}"\nkind = "topic"\nnames = ["note {i}"]\n+++\n## Note\n\n{FILLER}\n'
        )
    return cards


@pytest.fixture
def settings(big_cards: Path, isolated: Path):
    return resolve({"bundled": "off", "corpus": str(big_cards), "cache_dir": str(isolated)}, environ={})


def index_folder(root: Path) -> Path:
    (folder,) = [p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")]
    return folder


def cli(settings, *args):
    r = CliRunner().invoke(main, [*args, "--no-bundled", "--corpus", settings.corpus[0], "--cache-dir", settings.cache_dir])
    assert r.exit_code != 4 and "Traceback" not in r.output, r.output
    return r


def forge(folder: Path, **fields) -> None:
    """Change manifest fields as a forger would: the manifest's own checksum made to match."""
    from plantqa.integrity import manifest_check

    manifest = json.loads((folder / "manifest.json").read_text())
    manifest.update(fields)
    if "check" in manifest:
        manifest["check"] = manifest_check(manifest)
    (folder / "manifest.json").write_text(json.dumps(manifest))


def resave(folder: Path, name: str, array: np.ndarray) -> None:
    """Replace an array, its size and crc32 in the manifest made to match (only the dtype
    and shape checks can tell)."""
    from plantqa.integrity import file_crc

    np.save(folder / f"{name}.npy", array)
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["files"][name] = list(file_crc(str(folder / f"{name}.npy")))
    forge(folder, files=manifest["files"])


# --- every byte an answer reads is checked ---------------------------------------------------


def test_a_same_length_edit_of_a_verdict_in_the_middle_of_the_strings_is_caught(settings, isolated):
    question = "is easter lily toxic to cats"
    assert cli(settings, "ask", question).output.startswith("Yes")
    blob = index_folder(isolated) / "strings_blob.npy"
    data = blob.read_bytes()
    truth = b'[["cat", "toxic"], ["dog", "non-toxic"]'
    assert data.count(truth) == 1 and 1 << 16 < data.index(truth) < len(data) - (1 << 16)
    blob.write_bytes(data.replace(truth, b'[["dog", "toxic"], ["cat", "non-toxic"]'))  # cats now "safe"
    damaged = cli(settings, "ask", question)
    assert damaged.exit_code == 3 and "damaged" in damaged.output and "No" not in damaged.output
    again = cli(settings, "ask", question)  # the damaged index was removed: rebuilt, right again
    assert again.exit_code == 0 and "Yes — easter lily" in again.output


def test_nan_in_the_middle_of_the_vectors_never_reaches_json(settings, isolated):
    first = cli(settings, "ask", "--json", "how often should I water pothos")
    assert first.exit_code == 0
    index = cache.open_index(settings).index

    used = np.flatnonzero(embed_query(tokenize("how often should I water pothos"), index.features, feature_spec(settings)))
    path = index_folder(isolated) / "buckets.npy"
    vectors = np.load(path, mmap_mode="r+")
    middle = used[(used > 64) & (used < vectors.shape[0] - 64)]
    vectors[middle, :] = np.nan
    vectors.flush()
    del vectors, index
    r = cli(settings, "ask", "--json", "how often should I water pothos")
    assert "NaN" not in r.output and "Infinity" not in r.output
    assert r.exit_code == 3 and "damaged" in r.output
    assert json.loads(cli(settings, "ask", "--json", "how often should I water pothos").stdout)["answered"]


@pytest.mark.parametrize("name", ["data", "indices", "feature_df", "strings_offsets"])
def test_a_changed_value_in_what_a_question_reads_is_caught(settings, isolated, name):
    """Postings of "toxic", the document frequency of its word feature, the end of the
    pothos Toxicity text: each in the middle of its file, each read by the question."""
    question = ["ask", "--json", "is pothos toxic to cats"]
    before = cli(settings, *question).stdout
    index = cache.open_index(settings).index
    term = index.postings.vocab.find("toxic")
    manifest = json.loads((index_folder(isolated) / "manifest.json").read_text())
    if name in ("data", "indices"):
        at = int(index.postings.indptr[term])
    elif name == "feature_df":
        at = index.features.features.find("w:toxic")
    else:  # the end of the pothos Toxicity text, where the next text starts
        at = manifest["tables"]["texts"][2] + index.chunks.position("pothos#toxicity") + 1
    del index
    array = np.load(index_folder(isolated) / f"{name}.npy", mmap_mode="r+")
    array[at] = array[at] + 1  # a value changed in place: the file's size and ends stay
    array.flush()
    del array
    r = cli(settings, *question)
    assert r.exit_code == 3 and "damaged" in r.output, r.output
    assert cli(settings, *question).stdout == before  # removed, so rebuilt


def test_a_changed_vector_length_is_caught_at_open(settings, isolated):
    """The dense ranking's pivot reads every stored vector length (issue 16), so the whole
    file is checked at every open, as rows and chunk_card are: an edit in its middle is a
    rebuild with a warning, and the answer is what it was."""
    question = "how often should I water pothos"
    before = ask(cache.open_index(settings).index, question, settings)
    path = index_folder(isolated) / "dense_norms.npy"
    norms = np.load(path, mmap_mode="r+")
    norms[len(norms) // 2] *= 4.0  # finite and positive: only the checksum can tell
    norms.flush()
    del norms
    opened = cache.open_index(settings)
    assert opened.source == "built" and any("dense_norms.npy is damaged" in w for w in opened.warnings), opened.warnings
    assert ask(opened.index, question, settings) == before


# --- a lying manifest ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "fields",
    [
        {"dim": math.inf},
        {"n_chunks": math.inf},
        {"feature_docs": math.inf},
        {"longest_name": -5},  # no longer in the manifest: an unknown field is a lie too
        {"n_chunks": 2.0},
        {"dim": True},
        {"feature_docs": "7"},
        {"warnings": [1]},
        {"tables": {}},
        {"root": None},
        {"stemmer": "snowball"},  # a stemmer plantqa does not have
        {"stemmer": None},
    ],
    ids=lambda f: "-".join(f"{k}={v}" for k, v in f.items()),
)
def test_a_lying_manifest_field_means_a_rebuild(settings, isolated, fields):
    before = ask(cache.open_index(settings).index, "is baby rubber plant safe for dogs", settings)
    forge(index_folder(isolated), **fields)
    opened = cache.open_index(settings)
    assert opened.source == "built" and any("damaged" in w for w in opened.warnings), opened.warnings
    assert ask(opened.index, "is baby rubber plant safe for dogs", settings) == before
    assert cli(settings, "ask", "is pothos toxic to cats").exit_code == 0


def test_a_manifest_edited_without_its_checksum_means_a_rebuild(settings, isolated):
    cache.open_index(settings)
    folder = index_folder(isolated)
    manifest = json.loads((folder / "manifest.json").read_text())
    (folder / "manifest.json").write_text(json.dumps({**manifest, "warnings": ["forged"]}))
    opened = cache.open_index(settings)
    assert opened.source == "built" and any("own checksum" in w for w in opened.warnings)
    assert "forged" not in opened.warnings


@pytest.mark.parametrize(
    ("name", "as_"),
    [("feature_df", np.float64), ("buckets", np.int32), ("indices", np.float32), ("data", np.int32), ("strings_crcs", np.int32)],
)
def test_an_array_of_another_dtype_means_a_rebuild(settings, isolated, name, as_):
    before = ask(cache.open_index(settings).index, "is pothos toxic to cats", settings)
    folder = index_folder(isolated)
    original = np.load(folder / f"{name}.npy")
    resave(folder, name, original.view(as_) if original.dtype.itemsize == np.dtype(as_).itemsize else original.astype(as_))
    opened = cache.open_index(settings)
    assert opened.source == "built" and any("damaged" in w for w in opened.warnings), opened.warnings
    assert ask(opened.index, "is pothos toxic to cats", settings) == before


def test_an_array_file_that_is_not_a_regular_file_means_a_rebuild(settings, isolated):
    import os

    cache.open_index(settings)
    path = index_folder(isolated) / "rows.npy"
    path.unlink()
    os.mkfifo(path)  # opening it would block forever
    from .hostile import deadline

    with deadline(20):
        opened = cache.open_index(settings)
    assert opened.source == "built" and any("damaged" in w for w in opened.warnings)


# --- plantqa index --verify ------------------------------------------------------------------


def test_verify_reads_every_byte_and_rebuilds_what_differs(settings, isolated):
    assert cli(settings, "index").exit_code == 0
    ok = cli(settings, "index", "--verify")
    assert ok.exit_code == 0 and "verified: every file matches its checksum" in ok.output
    path = index_folder(isolated) / "buckets.npy"
    vectors = np.load(path, mmap_mode="r+")
    vectors[vectors.shape[0] // 2, vectors.shape[1] // 2] += 0.25  # finite, in range: only a full read can tell
    vectors.flush()
    del vectors
    bad = cli(settings, "index", "--verify")
    assert bad.exit_code == 1 and "damaged, so rebuilt: buckets.npy" in bad.output
    assert cli(settings, "index", "--verify").exit_code == 0


# --- the checks themselves -------------------------------------------------------------------


def test_scores_that_are_not_numbers_are_a_cache_error_never_a_nan():
    from plantqa.lexical import build_postings
    from plantqa.scan import cosines

    postings = build_postings([["cat", "dog"], ["cat"]], 1.2, 0.75)
    postings.data[0] = np.nan
    with pytest.raises(CacheError):
        postings.scores(["cat"])
    vectors = np.zeros((16, 3), dtype=np.float32)
    vectors[2, 1] = np.nan
    query = np.zeros(16, dtype=np.float32)
    query[2] = 1.0
    with pytest.raises(CacheError):
        cosines(vectors, query)
    vectors[2, 1] = 40.0  # no unit vector has a coordinate of 40
    with pytest.raises(CacheError):
        cosines(vectors, query, np.array([1]))


def test_feedback_terms_are_checked_before_they_lend_weight():
    """Pseudo-relevance feedback (issue 16) reads terms the question never asked for: their
    postings are checked against their crc32 like the question's own."""
    from plantqa.cache_files import _postings_crcs
    from plantqa.lexical import build_postings, with_feedback

    built = build_postings([["cat", "lily", "kidney"], ["cat", "lily"], ["dog", "grape"]], 1.2, 0.75)
    postings = built._replace(crcs=_postings_crcs(built.indptr, built.indices, built.data))
    scores = postings.scores(["lily"])
    assert with_feedback(postings, ["lily"], scores, 2, 5, 0.5)[0] > scores[0]  # "kidney" and "cat" lend weight
    data = postings.data.copy()
    data[int(postings.indptr[postings.vocab.find("kidney")])] *= 3.0  # only feedback reads it
    with pytest.raises(CacheError):
        with_feedback(postings._replace(data=data), ["lily"], scores, 2, 5, 0.5)
