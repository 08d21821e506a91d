"""The interactive prompt: `plantqa` with a terminal on standard input.

Line editing and history come from the standard library's readline where it exists
(imported here only, so no other command pays for it). History lives in
$XDG_STATE_HOME/plantqa/history, else ~/.local/state/plantqa/history, at most
HISTORY_LENGTH lines; a history file that cannot be read or written is skipped, never
an error. "what about dogs?" after a question re-asks that question's plants.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import console

HISTORY_LENGTH = 1000
MAX_HISTORY_BYTES = 1 << 20  # a longer file is not ours to trust: skipped
LEAVE = frozenset({"exit", "quit", "exit()", "quit()"})
HELP = """\
Ask in your own words, one question a line. For example:
  is pothos toxic to cats?
  how often should I water a snake plant
  my dog ate a peace lily leaf, what do I do
  what about dogs?      (the last question's plant again, for another animal)
Up and Down recall earlier questions; exit, quit or Ctrl-D leaves."""


def history_path(environ: Mapping[str, str]) -> str:
    state = environ.get("XDG_STATE_HOME", "")
    if not os.path.isabs(state):  # the XDG spec: a relative path is to be ignored
        state = os.path.join(os.path.expanduser("~"), ".local", "state")
    return os.path.join(state, "plantqa", "history")


class History:
    """readline's history, loaded from and saved to one bounded file."""

    def __init__(self, path: str) -> None:
        self.path = path
        try:
            import readline
        except ImportError:  # built without it (some minimal Pythons): plain input()
            self.readline: Any = None
            return
        self.readline = readline
        readline.set_history_length(HISTORY_LENGTH)
        try:
            info = os.stat(path)
            if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_HISTORY_BYTES:
                readline.read_history_file(path)
        except (OSError, UnicodeError, ValueError):
            pass

    def save(self) -> None:
        if self.readline is None or self.readline.get_current_history_length() == 0:
            return
        try:
            os.makedirs(os.path.dirname(self.path), mode=0o700, exist_ok=True)
            self.readline.write_history_file(self.path)
        except (OSError, UnicodeError, ValueError):
            pass


def banner(cards: Mapping[str, Any], version: str) -> str:
    plants = sum(1 for c in cards.values() if c.kind == "plant")
    return (
        f"plantqa {version}: {len(cards)} cards ({plants} plants, {len(cards) - plants} topics). "
        "Ask a question; 'help' for examples; exit, quit or Ctrl-D to leave."
    )


def plants_of(result: Any, cards: Mapping[str, Any]) -> list[str]:
    """The plant cards an answer is about: its verdicts' cards, else its first source's."""
    slugs = list(dict.fromkeys(v.card for v in result.verdicts))
    if not slugs and result.answered and result.citations:
        first = result.citations[0].card
        if first in cards and cards[first].kind == "plant":
            slugs = [first]
    return slugs


def name_for(index: Any, slug: str) -> str:
    """A name of the card that the species filter reads as that card alone ("Pothos" as
    "pothos": a title's capital reads oddly mid-sentence)."""
    from .text import words

    card = index.cards[slug]
    for name in (card.title, *card.names):
        tokens = words(name)
        found = index.names.match(tokens)
        if len(found) == 1 and (found[0].start, found[0].end) == (0, len(tokens)) and tuple(found[0].cards) == (slug,):
            return name[:1].lower() + name[1:] if name[1:2].islower() else name
    return card.title


def follow_up(text: str, plants: Sequence[str], index: Any) -> list[str] | None:
    """The questions a follow-up naming only an animal ("what about dogs?", "and my
    kitten?") stands for: one per plant of the last answer; None for any other line."""
    from .lexicon import ANIMAL_WORDS
    from .text import tokenize

    tokens = tokenize(text)
    if not plants or not tokens or any(t not in ANIMAL_WORDS for t in tokens):
        return None
    animals = [f"{a}s" for a in dict.fromkeys(ANIMAL_WORDS[t] for t in tokens)]
    who = animals[0] if len(animals) == 1 else ", ".join(animals[:-1]) + " and " + animals[-1]
    return [f"is {name_for(index, slug)} toxic to {who}?" for slug in plants]


def run(index: Any, ask: Callable[[str], Any], show: Callable[[Any], None], version: str) -> None:
    """Read questions until exit, quit or end of input; Ctrl-C drops the line being typed."""
    from .errors import InputError

    history = History(history_path(os.environ)) if console.is_tty(sys.stdin) else None
    console.out(banner(index.cards, version), role="dim")
    plants: list[str] = []
    try:
        while True:
            try:
                line = input("plantqa> ")
            except KeyboardInterrupt:
                console.STATE["interrupted"] = True
                console.out("")
                continue
            except EOFError:
                console.out("")
                return
            except UnicodeDecodeError:
                console.err("plantqa: that line is not valid text in this terminal's encoding")
                continue
            text = line.strip()
            if not text:
                continue
            if text.lower() in LEAVE:
                return
            if text.lower() in ("help", "?"):
                console.out(HELP)
                continue
            questions = follow_up(text, plants, index)
            found: list[str] = []
            for question in questions or [text]:
                if questions:
                    console.out(f"(asking: {question})", role="dim")
                try:
                    result = ask(question)
                except InputError as exc:
                    console.err(f"plantqa: {exc}")
                    continue
                except KeyboardInterrupt:
                    console.STATE["interrupted"] = True
                    console.out("")
                    break
                show(result)
                console.out("")
                found += plants_of(result, index.cards)
            plants = list(dict.fromkeys(found)) or plants
    finally:
        if history is not None:
            history.save()
