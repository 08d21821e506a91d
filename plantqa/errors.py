"""The library's exceptions. The CLI maps each family to one exit code."""


class PlantQAError(Exception):
    """Base class: every error the library raises on purpose."""

    exit_code = 3


class InputError(PlantQAError):
    """The question or a command-line value is unusable (exit 2)."""

    exit_code = 2


class ConfigError(PlantQAError):
    """A setting in config.toml, the environment or the command line is invalid (exit 3)."""


class CorpusError(PlantQAError):
    """The corpus folder is missing, empty or unreadable (exit 3)."""


class CardError(PlantQAError):
    """One card cannot be parsed; the loader skips it with a warning. `problems` holds every
    (line, message) found in the file, for `corpus check`; the message is the first."""

    def __init__(self, message: str, problems: tuple[tuple[int, str], ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems


class CacheError(PlantQAError):
    """The index cache is damaged or stale; the caller rebuilds it."""
