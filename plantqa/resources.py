"""Where the bundled corpus and default config.toml live.

In a wheel they are copied into the package (`_corpus/`, `config.toml`); in a
source checkout or editable install they are the top-level `corpus/` and
`config.toml` beside the package.

Plain string paths: the warm path of `ask` never imports pathlib (3.5 ms with the
urllib and ipaddress modules it pulls in).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

_PACKAGE = os.path.dirname(os.path.realpath(__file__))


def _first(*candidates: str) -> str | None:
    return next((p for p in candidates if os.path.exists(p)), None)


def bundled_corpus_dir() -> str | None:
    return _first(os.path.join(_PACKAGE, "_corpus"), os.path.join(os.path.dirname(_PACKAGE), "corpus"))


def bundled_config_file() -> str | None:
    return _first(os.path.join(_PACKAGE, "config.toml"), os.path.join(os.path.dirname(_PACKAGE), "config.toml"))


def bundled_corpus() -> Path | None:
    from pathlib import Path

    found = bundled_corpus_dir()
    return Path(found) if found else None


def bundled_config() -> Path | None:
    from pathlib import Path

    found = bundled_config_file()
    return Path(found) if found else None
