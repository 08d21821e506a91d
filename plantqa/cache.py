"""Opening an index for a corpus folder (the on-disk cache comes in issue 6)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .config import Settings
from .corpus import load_corpus
from .errors import CorpusError
from .index import Index, build_index
from .resources import bundled_corpus


def corpus_path(settings: Settings) -> Path:
    if settings.corpus:
        return Path(settings.corpus).expanduser()
    found = bundled_corpus()
    if found is None:
        raise CorpusError("no corpus given and no bundled corpus found; pass --corpus DIR")
    return found


@dataclass(frozen=True)
class Opened:
    index: Index
    warnings: tuple[str, ...]


def open_index(settings: Settings) -> Opened:
    corpus = load_corpus(corpus_path(settings))
    return Opened(build_index(corpus, settings), corpus.warnings)
