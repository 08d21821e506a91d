"""Settings: defaults < config.toml < PLANTQA_* environment < command line.

Every knob is validated here and a bad value names its key, so a typo in a
config file is an error and never silently ignored.
"""

import os
import re
import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from .errors import ConfigError, InputError

if TYPE_CHECKING:
    from pathlib import Path


def toml() -> Any:
    """The TOML parser, imported on first use: with its regexes it costs 2.7 ms, and a
    warm ask with the bundled settings never needs it (see restates_defaults)."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised only on old Pythons
        import tomli as tomllib
    return tomllib


MODES = ("hybrid", "dense", "lexical")
FEATURES = ("words", "words+chars", "words+chars+bigrams")
STEMMERS = ("fold", "porter")  # fold: text.fold alone; porter: stem.porter on top, legs only
DENSE_IDF = ("corpus", "query")
FUSIONS = ("rrf", "scores")
NEURAL = ("off", "on")
CARE_QUOTES = ("on_topic", "any")
CARE_WORDS = ("cards", "typed")  # a care question's symptom read in the cards' words too, or as typed (ADR 0012)
PRODUCTS = ("eaten", "asked", "refuse")  # a product made with a toxic plant: plantqa/products.py
CARE_SIDES = ("both", "one")  # a named plant's care answer: a line from its card and the general card, or one side
BUNDLED = ("on", "off")  # off: search only the --corpus folders (ADR 0011)


class Settings(NamedTuple):
    """Every knob, validated. A NamedTuple, not a dataclass: it is built at every start,
    and a 20-field frozen dataclass costs over a millisecond to define."""

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
    care_quotes: str = "on_topic"
    care_words: str = "cards"
    # retrieval arms of ADR 0003 (issue 16); each default is the measured winner
    stemmer: str = "porter"
    title_weight: int = 2
    word_weight: float = 2.0
    dense_idf: str = "query"
    fusion: str = "scores"
    score_weight: float = 0.7
    dense_depth: int = 0
    pivot: float = 0.3
    dense_energy: float = 0.9  # < 1: a full scan reads the query's heaviest buckets only, then re-scores exactly
    dense_rescore: int = 4  # a pruned scan re-scores this many times the dense depth exactly; 0: ranks by its estimate
    prf_docs: int = 0
    prf_terms: int = 10
    prf_weight: float = 0.5
    neural: str = "off"
    neural_weight: float = 0.5
    corpus: tuple[str, ...] = ()  # folders searched beside the bundled cards, in order
    bundled: str = "on"
    cache_dir: str = ""
    cache_max_mb: int = 10_000  # the index cache's total size: past it, the oldest indexes go (ADR 0007)
    care_sides: str = "both"  # plantqa/both_sides.py; "one": the losing arm
    products: str = "eaten"  # plantqa/products.py; "asked" and "refuse": the losing arms

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
    "title_weight": (int, 1, 10),
    "word_weight": (float, 0.0, 10.0),
    "score_weight": (float, 0.0, 1.0),
    "dense_depth": (int, 0, 100_000),
    "pivot": (float, 0.0, 1.0),
    "dense_energy": (float, 0.5, 1.0),
    "dense_rescore": (int, 0, 100),
    "prf_docs": (int, 0, 50),
    "prf_terms": (int, 1, 100),
    "prf_weight": (float, 0.0, 5.0),
    "neural_weight": (float, 0.0, 1.0),
    "cache_max_mb": (int, 0, 1 << 40),  # 0: no bound
}
_KIND = {int: "a whole number", float: "a number"}
_CHOICES: dict[str, tuple[str, ...]] = {
    "mode": MODES,
    "features": FEATURES,
    "care_quotes": CARE_QUOTES,
    "care_words": CARE_WORDS,
    "care_sides": CARE_SIDES,
    "products": PRODUCTS,
    "stemmer": STEMMERS,
    "dense_idf": DENSE_IDF,
    "fusion": FUSIONS,
    "neural": NEURAL,
    "bundled": BUNDLED,
}
KEYS = Settings._fields
PATH_KEYS = ("corpus", "cache_dir")
DEFAULTS = Settings()
ENV_PREFIX = "PLANTQA_"


def _folders(value: Any, label: str, environ: bool) -> tuple[str, ...]:
    """The corpus folders: a list (config file, repeated --corpus), one folder, or from
    PLANTQA_CORPUS folders joined with os.pathsep (as PATH is). Empty entries are dropped."""
    if isinstance(value, str):
        value = value.split(os.pathsep) if environ else [value]
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{label} must be a folder or a list of folders, got {value!r}")
    if any("\x00" in v for v in value):  # no file system takes one; os.stat would raise ValueError
        raise ConfigError(f"{label} must be a path without NUL characters, got {value!r}")
    return tuple(v for v in value if v)


def _coerce(key: str, value: Any, where: str) -> Any:
    label = f"{where}: {key}"
    if key == "corpus":
        return _folders(value, label, where.startswith(ENV_PREFIX))
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
    if key in PATH_KEYS and "\x00" in value:  # no file system takes one; os.stat would raise ValueError
        raise ConfigError(f"{label} must be a path without NUL characters, got {value!r}")
    if key in _CHOICES and value not in _CHOICES[key]:
        raise ConfigError(f"{label} must be one of {', '.join(_CHOICES[key])}, got {value!r}")
    return value


def _apply(base: Settings, values: Mapping[str, Any], where: str) -> Settings:
    unknown = sorted(set(values) - set(KEYS))
    if unknown:
        raise ConfigError(f"{where}: unknown setting {unknown[0]!r}")
    return base._replace(**{k: _coerce(k, v, where) for k, v in values.items()})


MAX_CONFIG_BYTES = 1 << 20  # a config file lists a score of settings; a megabyte is a mistake


def read_config_file(path: "str | Path") -> dict[str, Any]:
    """Parse a config file; corpus and cache paths resolve against the file's folder."""
    from .files import ReadError, read_limited, shown

    where = shown(os.fspath(path))
    try:
        text = read_limited(os.fspath(path), MAX_CONFIG_BYTES, "config file").decode("utf-8")
    except ReadError as exc:
        raise ConfigError(f"{where}: config file not found" if exc.missing else f"{where}: {exc}") from None
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{where}: cannot read config file (not valid UTF-8 at byte {exc.start})") from None
    if restates_defaults(text):
        return {}
    parser = toml()
    try:
        data = parser.loads(text)
    except parser.TOMLDecodeError as exc:
        raise ConfigError(f"{where}: invalid TOML ({exc})") from None
    except RecursionError:  # the parser recurses once per level of nesting
        raise ConfigError(f"{where}: invalid TOML (nested too deeply to read)") from None
    for key in PATH_KEYS:
        value = data.get(key)
        if isinstance(value, list):
            data[key] = [_beside(path, v) if isinstance(v, str) else v for v in value]
        elif isinstance(value, str):
            data[key] = _beside(path, value)
    return data


def _beside(config: "str | Path", value: str) -> str:
    """A relative path written in a config file, as a path from the file's folder."""
    if not value or "\x00" in value or os.path.isabs(os.path.expanduser(value)):
        return value
    return os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(config)), value))


def _canonical(value: Any) -> str | None:
    """How config.toml writes a default value, or None if it has no single plain form."""
    if isinstance(value, str):
        return f'"{value}"' if value.isprintable() and '"' not in value and "\\" not in value else None
    if isinstance(value, tuple):
        return None if value else "[]"
    return repr(value)


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f]")


def restates_defaults(text: str) -> bool:
    """True when every line of a config file is blank, a comment, or a setting written
    exactly as its built-in default (`top_k = 3  # comment`), each key at most once: a
    TOML parser could then only return the defaults, so it is not run. The bundled
    config.toml is such a file; anything else goes to the parser."""
    if _CONTROL.search(text):
        return False  # carriage returns, stray controls: the parser decides what they mean
    seen: set[str] = set()
    for raw in text.split("\n"):  # TOML's only line break; str.splitlines knows eight more
        line = raw.strip(" \t")
        if not line or line.startswith("#"):
            continue
        key = line.split("=", 1)[0].strip()
        value = _canonical(getattr(DEFAULTS, key)) if key in KEYS else None
        if value is None or key in seen:
            return False
        written = f"{key} = {value}"
        rest = line[len(written) :].lstrip(" \t")
        if not line.startswith(written) or (rest and not rest.startswith("#")):
            return False
        seen.add(key)
    return True


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
    try:
        settings = _apply(settings, cli, "command line")
    except ConfigError as exc:  # typed on the command line: a usage error (exit 2), not a config one
        raise InputError(str(exc)) from None
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
    path = os.path.expanduser(path_text) if path_text else default_config_path()
    file_values = read_config_file(path) if path is not None else {}
    return resolve(file_values, environ, cli_values, str(path))


def default_config_path() -> str | None:
    """The config.toml shipped with plantqa (source checkout or installed wheel)."""
    from . import resources

    return resources.bundled_config_file()
