"""Several folders searched together: settings, labels, ids, the cache key (ADR 0011)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from plantqa import cache
from plantqa.checks import check_corpus
from plantqa.cli import main
from plantqa.config import load, resolve
from plantqa.errors import ConfigError, CorpusError, InputError
from plantqa.stamp import pointer_path, sources

from .conftest import FIXTURE_CORPUS

NOTE = "# {title}\n\n{text}\n"


def folder(root: Path, name: str, text: str) -> Path:
    root.mkdir(parents=True)
    (root / f"{name}.md").write_text(NOTE.format(title=name.title(), text=text))
    return root


def test_corpus_folders_come_from_each_layer_in_precedence_order(tmp_path):
    cfg = tmp_path / "plantqa.toml"
    cfg.write_text('corpus = ["notes", "/abs/cards"]\nbundled = "off"\n')
    from_file = load(str(cfg), environ={})
    assert from_file.corpus == (str((tmp_path / "notes").resolve()), "/abs/cards") and from_file.bundled == "off"
    env = {"PLANTQA_CORPUS": os.pathsep.join(["/a", "", "/b"]), "PLANTQA_BUNDLED": "on"}
    from_env = load(str(cfg), environ=env)
    assert from_env.corpus == ("/a", "/b") and from_env.bundled == "on"
    typed = load(str(cfg), environ=env, cli_values={"corpus": ("/c",)})
    assert typed.corpus == ("/c",)


@pytest.mark.parametrize(("values", "error"), [({"corpus": 3}, ConfigError), ({"bundled": "maybe"}, ConfigError)])
def test_a_bad_corpus_setting_names_the_key(values, error):
    with pytest.raises(error, match=r"corpus|bundled"):
        resolve(values, environ={})
    with pytest.raises(InputError):
        resolve({}, environ={}, cli_values={k: v for k, v in values.items() if k == "bundled"} or {"corpus": [3]})


def test_labels_are_folder_names_numbered_when_two_share_one(tmp_path):
    a, b = tmp_path / "x" / "notes", tmp_path / "y" / "notes"
    s = resolve({"corpus": [str(a), str(b), str(tmp_path / "bundled")]}, environ={})
    assert [label for label, _ in sources(s)] == ["bundled", "notes", "notes-2", "bundled-2"]


def test_nothing_to_search_is_a_corpus_error():
    with pytest.raises(CorpusError, match="nothing to search"):
        sources(resolve({"bundled": "off"}, environ={}))


def test_ids_stay_unique_across_folders_and_follow_their_order(tmp_path):
    a = folder(tmp_path / "a" / "notes", "ferns", "Mist the ferns in the bathroom every morning.")
    b = folder(tmp_path / "b" / "notes", "ferns", "The staghorn fern wants a soak every week.")
    s = resolve({"corpus": [str(a), str(b)], "bundled": "off", "cache_dir": str(tmp_path / "c")}, environ={})
    index = cache.open_index(s).index
    assert {"ferns", "notes-2:ferns"} <= set(index.cards)
    assert index.folder_of(index.cards["notes-2:ferns"]) == os.path.realpath(b)
    flipped = cache.open_index(s._replace(corpus=(str(b), str(a)))).index
    assert flipped.folder_of(flipped.cards["ferns"]) == os.path.realpath(b)  # the first folder keeps bare ids


def test_the_cache_key_covers_the_ordered_folders(tmp_path):
    a = folder(tmp_path / "a", "ferns", "Mist the ferns in the bathroom every morning.")
    b = folder(tmp_path / "b", "palms", "Wipe the palm leaves with a damp cloth.")
    s = resolve({"corpus": [str(a), str(b)], "bundled": "off", "cache_dir": str(tmp_path / "c")}, environ={})
    ab, ba = s, s._replace(corpus=(str(b), str(a)))
    assert pointer_path("r", (str(a), str(b)), s) != pointer_path("r", (str(b), str(a)), s)
    assert pointer_path("r", (str(a),), s) != pointer_path("r", (str(a), str(b)), s)
    first, second = cache.open_index(ab), cache.open_index(ba)
    assert first.folder != second.folder and first.source == second.source == "built"
    assert cache.open_index(ab).source == "cache"


def test_an_edit_in_a_later_folder_is_never_served_stale(tmp_path):
    a = folder(tmp_path / "a", "ferns", "Mist the ferns in the bathroom every morning.")
    b = folder(tmp_path / "b", "palms", "Wipe the palm leaves with a damp cloth.")
    s = resolve({"corpus": [str(a), str(b)], "bundled": "off", "cache_dir": str(tmp_path / "c")}, environ={})
    cache.open_index(s)
    (b / "kentia.txt").write_text("Kentia\n\nKeep the kentia palm out of direct sun.\n")
    again = cache.open_index(s)
    assert again.source == "updated" and "b:kentia" in again.index.cards


def test_json_and_text_name_the_folder_of_each_source(tmp_path):
    mine = folder(tmp_path / "garden", "compost", "Turn the compost heap every two weeks and keep it damp.")
    r = CliRunner().invoke(main, ["ask", "--json", "--corpus", str(mine), "how often should I turn the compost heap"])
    cited = json.loads(r.stdout)["citations"][0]
    assert (cited["source"], cited["folder"], cited["path"]) == ("garden", os.path.realpath(mine), "compost.md")
    text = CliRunner().invoke(main, ["ask", "--corpus", str(mine), "how often should I turn the compost heap"]).stdout
    assert "(garden: compost.md)" in text


def test_a_fixture_folder_beside_the_bundled_cards_defers_to_them(tmp_path):
    """The fixture corpus has its own pothos card: beside the bundled cards, theirs answers."""
    r = CliRunner().invoke(main, ["ask", "--json", "--corpus", str(FIXTURE_CORPUS), "is pothos toxic to cats"])
    data = json.loads(r.stdout)
    assert data["verdicts"] == [{"card": "pothos", "animal": "cat", "toxic": True}]
    assert data["citations"][0]["source"] == "bundled"


def test_corpus_check_lists_every_problem_of_a_file_each_on_its_line(tmp_path):
    (tmp_path / "bad.md").write_text(
        '+++\ntitle = "Bad"\nkind = "plants"\nnames = "bad"\n[toxicity]\ncat = "maybe"\ndog = "toxic"\nsigns = 3\n+++\nText.\n'
    )
    (tmp_path / "note.md").write_text("---\ntitle: Fine\ntags: [a, [b]]\naliases: &x y\n---\nA note.\n")
    problems = check_corpus(tmp_path)
    assert sorted(problems) == sorted(
        [
            'bad.md:3: kind must be "plant" or "topic", got \'plants\'',
            "bad.md:4: names must be a list of strings",
            "bad.md:6: toxicity.cat must be one of toxic, non-toxic, unknown, got 'maybe'",
            "bad.md:8: toxicity.signs must be a list of strings",
            "note.md:3: tags: a flow list item must be a plain or quoted string; ignored",
            "note.md:4: aliases: '&' values (anchors, tags, maps, block text) are not read; ignored",
        ]
    )


def test_corpus_check_without_a_folder_checks_every_folder_searched(tmp_path):
    mine = tmp_path / "mine"
    shutil.copytree(FIXTURE_CORPUS, mine)
    (mine / "empty.md").write_text("")
    cfg = tmp_path / "c.toml"
    cfg.write_text(f'corpus = ["{mine}"]\n')
    r = CliRunner().invoke(main, ["corpus", "check", "--config", str(cfg)])
    assert r.exit_code == 1 and "ok: " in r.output and "empty.md:1: the file is empty" in r.output
