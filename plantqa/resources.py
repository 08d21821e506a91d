"""Where the bundled corpus and default config.toml live.

In a wheel they are copied into the package (`_corpus/`, `config.toml`); in a
source checkout or editable install they are the top-level `corpus/` and
`config.toml` beside the package.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _first(*candidates: Path) -> Path | None:
    return next((p for p in candidates if p.exists()), None)


def bundled_corpus() -> Path | None:
    return _first(_PACKAGE / "_corpus", _PACKAGE.parent / "corpus")


def bundled_config() -> Path | None:
    return _first(_PACKAGE / "config.toml", _PACKAGE.parent / "config.toml")
