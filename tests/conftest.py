"""Shared fixtures: an isolated environment, the fixture corpus and its index."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("ci", derandomize=True, max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=100, deadline=None)
settings.register_profile("thorough", max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))
settings.load_profile("ci" if os.environ.get("CI") else os.environ.get("HYPOTHESIS_PROFILE", "dev"))

BLAS_THREADS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")
FIXTURE_CORPUS = Path(__file__).parent / "fixtures" / "corpus"
PROJECT = Path(__file__).resolve().parent.parent
SHARED = PROJECT.parent / "shared" / "collections"


@pytest.fixture(autouse=True)
def isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No PLANTQA_* setting leaks in from the developer's shell; the cache lives in tmp_path."""
    for name in list(os.environ):
        if name.startswith("PLANTQA_") or name == "NO_COLOR":
            monkeypatch.delenv(name)
    for name in BLAS_THREADS:  # `ask` sets these for its own process; undo that after each test
        monkeypatch.delenv(name, raising=False)
    cache = tmp_path / "cache"
    monkeypatch.setenv("PLANTQA_CACHE_DIR", str(cache))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    return cache


@pytest.fixture
def cards(tmp_path: Path) -> Path:
    """A copy of the fixture corpus to spoil."""
    dest = tmp_path / "cards"
    shutil.copytree(FIXTURE_CORPUS, dest)
    return dest


@pytest.fixture(autouse=True)
def close_terminals():
    """A pseudo-terminal test that failed half-way leaves no child or descriptor behind."""
    yield
    terminal = sys.modules.get("tests.terminal")
    if terminal is not None:
        terminal.close_all()


@pytest.fixture(scope="session")
def fixture_settings():
    from plantqa.config import resolve

    return resolve({"bundled": "off", "corpus": str(FIXTURE_CORPUS)}, environ={})


@pytest.fixture(scope="session")
def fixture_index(fixture_settings):
    from plantqa.corpus import load_corpus
    from plantqa.index import build_index

    return build_index(load_corpus(FIXTURE_CORPUS), fixture_settings)


@pytest.fixture(scope="session")
def bundled_index():
    from plantqa.cache import corpus_path
    from plantqa.config import resolve
    from plantqa.corpus import load_corpus
    from plantqa.index import build_index

    settings = resolve(environ={})
    return settings, build_index(load_corpus(corpus_path(settings)), settings)
