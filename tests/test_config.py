import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.config import Settings, load, read_config_file, resolve
from plantqa.errors import ConfigError
from plantqa.resources import bundled_config

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib


def test_bundled_config_matches_defaults():
    data = tomllib.loads(bundled_config().read_text())
    assert set(data) == set(Settings._fields), "config.toml must list every setting"
    assert resolve(data, environ={}) == Settings(), "config.toml and Settings defaults must list the same values"


def test_precedence_cli_over_env_over_file():
    file_values = {"top_k": 4, "mode": "dense", "k1": 1.5}
    env = {"PLANTQA_TOP_K": "6", "PLANTQA_MODE": "lexical"}
    s = resolve(file_values, env, {"top_k": 8})
    assert (s.top_k, s.mode, s.k1) == (8, "lexical", 1.5)


def test_env_unrelated_plantqa_variables_are_ignored():
    assert resolve({}, {"PLANTQA_CONFIG": "x.toml", "PLANTQA_CACHE_DIR": "/tmp/c"}).cache_dir == "/tmp/c"


@pytest.mark.parametrize(
    ("values", "key"),
    [
        ({"min_score": 7}, "min_score"),
        ({"rrf_k": -1}, "rrf_k"),
        ({"top_k": 0}, "top_k"),
        ({"top_k": 2.5}, "top_k"),
        ({"mode": "fast"}, "mode"),
        ({"k1": "abc"}, "k1"),
        ({"b": True}, "b"),
        ({"colour": 1}, "colour"),
    ],
)
def test_bad_values_name_the_key(values, key):
    with pytest.raises(ConfigError, match=key):
        resolve(values, {})


def test_bad_env_value_names_the_variable():
    with pytest.raises(ConfigError, match="PLANTQA_TOP_K"):
        resolve({}, {"PLANTQA_TOP_K": "many"})


def test_config_file_errors(tmp_path: Path):
    bad = tmp_path / "bad.toml"
    bad.write_text("top_k = [")
    with pytest.raises(ConfigError, match="invalid TOML"):
        load(str(bad), environ={})
    with pytest.raises(ConfigError, match="not found"):
        load(str(tmp_path / "missing.toml"), environ={})


def test_relative_corpus_resolves_against_config_file(tmp_path: Path):
    cfg = tmp_path / "conf" / "plantqa.toml"
    cfg.parent.mkdir()
    cfg.write_text('corpus = "cards"\n')
    assert read_config_file(cfg)["corpus"] == str((cfg.parent / "cards").resolve())


def test_depth_follows_top_k():
    assert Settings(top_k=3).depth == 25
    assert Settings(top_k=10).depth == 50


def test_the_bundled_config_is_read_without_a_toml_parser():
    from plantqa.config import restates_defaults

    assert restates_defaults(bundled_config().read_text())
    assert not restates_defaults(bundled_config().read_text().replace("top_k = 3 ", "top_k = 30 "))


_CANONICAL = [f"{k} = {v!r}" if not isinstance(v, str) else f'{k} = "{v}"' for k, v in Settings()._asdict().items()]


@given(
    st.lists(
        st.one_of(
            st.sampled_from(_CANONICAL),
            st.sampled_from(_CANONICAL).map(lambda line: line[:-1]),  # a default cut short
            st.sampled_from(_CANONICAL).map(lambda line: line + "0"),  # or lengthened
            st.sampled_from(["", "# a comment", "[table]", "top_k = 3 # three", 'mode = "dense"', "k1 = 1.20", "top_k=3"]),
            st.text(max_size=20),
        ),
        max_size=8,
    ),
    st.sampled_from(["", "  ", "\t# why", "#x"]),
)
def test_the_fast_path_only_accepts_what_the_parser_reads_as_defaults(lines, tail):
    from plantqa.config import restates_defaults

    text = "\n".join(line + tail if line and not line.startswith(("#", "[")) else line for line in lines)
    if restates_defaults(text):
        parsed = tomllib.loads(text)
        assert all(getattr(Settings(), k) == v and type(getattr(Settings(), k)) is type(v) for k, v in parsed.items())


@pytest.mark.parametrize(
    ("values", "key"),
    [
        ({"stemmer": "snowball"}, "stemmer"),
        ({"fusion": "max"}, "fusion"),
        ({"dense_idf": "none"}, "dense_idf"),
        ({"pivot": 1.5}, "pivot"),
        ({"score_weight": -0.1}, "score_weight"),
        ({"title_weight": 0}, "title_weight"),
        ({"prf_docs": 51}, "prf_docs"),
        ({"word_weight": "heavy"}, "word_weight"),
    ],
)
def test_retrieval_arm_settings_are_validated(values, key):
    with pytest.raises(ConfigError, match=key):
        resolve(values, {})
