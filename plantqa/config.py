"""Settings: defaults < config.toml < PLANTQA_* environment < command line.

Every knob is validated here and a bad value names its key, so a typo in a
config file is an error and never silently ignored.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from .errors import ConfigError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised only on old Pythons
    import tomli as tomllib

MODES = ("hybrid", "dense", "lexical")
FEATURES = ("words", "words+chars")
STEMMERS = ("plural", "none")


@dataclass(frozen=True)
class Settings:
    top_k: int = 3
    mode: str = "hybrid"
    rrf_k: int = 60
    lexical_weight: float = 1.01
    depth_factor: int = 5
    min_depth: int = 25
    k1: float = 1.2
    b: float = 0.75
    min_score: float = 0.12
    min_coverage: float = 0.5
    dedup_threshold: float = 0.8
    dim: int = 2048
    features: str = "words+chars"
    char_ngram_min: int = 3
    char_ngram_max: int = 5
    chunk_words: int = 120
    max_sentences: int = 3
    corpus: str = ""
    cache_dir: str = ""

    @property
    def depth(self) -> int:
        """How deep each leg is ranked before fusion."""
        return max(self.top_k * self.depth_factor, self.min_depth)


# key -> (type, lower bound, upper bound); None means unbounded.
_BOUNDS: dict[str, tuple[type, float | None, float | None]] = {
    "top_k": (int, 1, 50),
    "rrf_k": (int, 1, 10_000),
    "lexical_weight": (float, 0.0, 10.0),
    "depth_factor": (int, 1, 100),
    "min_depth": (int, 1, 10_000),
    "k1": (float, 0.0, 10.0),
    "b": (float, 0.0, 1.0),
    "min_score": (float, 0.0, 1.0),
    "min_coverage": (float, 0.0, 1.0),
    "dedup_threshold": (float, 0.0, 1.0),
    "dim": (int, 16, 1 << 16),
    "char_ngram_min": (int, 1, 10),
    "char_ngram_max": (int, 1, 10),
    "chunk_words": (int, 20, 10_000),
    "max_sentences": (int, 1, 20),
}
_KIND = {int: "a whole number", float: "a number"}
_CHOICES: dict[str, tuple[str, ...]] = {"mode": MODES, "features": FEATURES}
KEYS = tuple(f.name for f in fields(Settings))
ENV_PREFIX = "PLANTQA_"


def _coerce(key: str, value: Any, where: str) -> Any:
    label = f"{where}: {key}"
    if key in _BOUNDS:
        kind, lo, hi = _BOUNDS[key]
        if isinstance(value, str):
            try:
                value = kind(value.strip())
            except ValueError:
                raise ConfigError(f"{label} must be {_KIND[kind]}, got {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ConfigError(f"{label} must be {_KIND[kind]}, got {value!r}")
        if kind is int and not float(value).is_integer():
            raise ConfigError(f"{label} must be a whole number, got {value!r}")
        value = kind(value)
        if value != value or (lo is not None and value < lo) or (hi is not None and value > hi):
            raise ConfigError(f"{label} must be between {lo} and {hi}, got {value!r}")
        return value
    if not isinstance(value, str):
        raise ConfigError(f"{label} must be a string, got {value!r}")
    if key in _CHOICES and value not in _CHOICES[key]:
        raise ConfigError(f"{label} must be one of {', '.join(_CHOICES[key])}, got {value!r}")
    return value


def _apply(base: Settings, values: Mapping[str, Any], where: str) -> Settings:
    unknown = sorted(set(values) - set(KEYS))
    if unknown:
        raise ConfigError(f"{where}: unknown setting {unknown[0]!r}")
    return replace(base, **{k: _coerce(k, v, where) for k, v in values.items()})


def read_config_file(path: Path) -> dict[str, Any]:
    """Parse a config file; corpus and cache paths resolve against the file's folder."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: config file not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read config file ({exc})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML ({exc})") from None
    for key in ("corpus", "cache_dir"):
        value = data.get(key)
        if isinstance(value, str) and value and not Path(value).expanduser().is_absolute():
            data[key] = str((path.parent / value).resolve())
    return data


def env_values(environ: Mapping[str, str]) -> dict[str, str]:
    """The PLANTQA_* variables that name settings (PLANTQA_CONFIG is not one)."""
    out = {}
    for name, value in environ.items():
        if name.startswith(ENV_PREFIX):
            key = name[len(ENV_PREFIX) :].lower()
            if key in KEYS:
                out[key] = value
    return out


def resolve(
    file_values: Mapping[str, Any] | None = None,
    environ: Mapping[str, str] | None = None,
    cli_values: Mapping[str, Any] | None = None,
    config_path: str = "config file",
) -> Settings:
    """Layer the sources in precedence order and validate the result."""
    settings = _apply(Settings(), file_values or {}, config_path)
    env = env_values(os.environ if environ is None else environ)
    for key, value in sorted(env.items()):
        settings = _apply(settings, {key: value}, f"{ENV_PREFIX}{key.upper()}")
    cli = {k: v for k, v in (cli_values or {}).items() if v is not None}
    settings = _apply(settings, cli, "command line")
    if settings.char_ngram_min > settings.char_ngram_max:
        raise ConfigError("char_ngram_min must not exceed char_ngram_max")
    return settings


def load(
    config: str | None = None,
    environ: Mapping[str, str] | None = None,
    cli_values: Mapping[str, Any] | None = None,
) -> Settings:
    """Settings from an explicit config file, or $PLANTQA_CONFIG, or the bundled one."""
    environ = os.environ if environ is None else environ
    path_text = config or environ.get("PLANTQA_CONFIG") or ""
    path = Path(path_text).expanduser() if path_text else default_config_path()
    file_values = read_config_file(path) if path is not None else {}
    return resolve(file_values, environ, cli_values, str(path))


def default_config_path() -> Path | None:
    """The config.toml shipped with plantqa (source checkout or installed wheel)."""
    from . import resources

    return resources.bundled_config()
