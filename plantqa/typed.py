"""How words are typed in a hurry or for feeling, read as the words they stand for before
anything else reads the question.

- Stretched for feeling: "sooo", "lovesss", "helppp", "pleeease". No English word and no
  plant's name holds one letter three times running, so such a run is a stretch, not a
  spelling. Left alone, a stretched word is one no card uses: after a name it reads as part
  of another plant's name ("the pothos sooo bad" asks of a 'pothos sooo'), and a stretched
  verb of habit ("lovesss chewing") no longer says a pet has eaten.
- Chat spellings of everyday words ("sm", "smth", "idk", "ur"): before a name they glued
  another plant's ("sm succulent leaves" asked of a plant called 'sm succulent'), and "ate
  smth" told of no unnamed thing eaten. The closed class of such spellings lives here, each
  with the words it stands for.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

__all__ = ["spelled_out", "stretches", "unstretched"]


_WORD = re.compile(r"[^\W_]+")
_RUN = re.compile(r"([^\W\d_])\1{2,}", re.IGNORECASE)
# Runs tried both ways (typed twice or once) in one word; past this many, each is typed once
_MOST_RUNS = 4


def unstretched(text: str, known: Callable[[str], bool]) -> str:
    """The text with each letter typed three or more times running read as typed twice or
    once: the first of those forms `known` knows ("goood" -> good, "sooo" -> so), each run
    typed twice before once, else every run once ("yesss" -> yes). Digits are no stretch."""
    if not _RUN.search(text):
        return text
    return _WORD.sub(lambda m: _word(m.group(), known), text)


def _word(word: str, known: Callable[[str], bool]) -> str:
    runs = list(_RUN.finditer(word))
    if not runs:
        return word
    if len(runs) <= _MOST_RUNS:
        for widths in itertools.product((2, 1), repeat=len(runs)):
            form = _typed(word, runs, widths)
            if known(form.casefold()):
                return form
    return _typed(word, runs, (1,) * len(runs))


def _typed(word: str, runs: list[re.Match[str]], widths: tuple[int, ...]) -> str:
    out, at = [], 0
    for run, width in zip(runs, widths):
        out += [word[at : run.start()], run.group(1) * width]
        at = run.end()
    return "".join(out) + word[at:]


def stretches(text: str, said: str) -> list[tuple[str, str]]:
    """Each word of `text` that `unstretched` read otherwise, and as what (casefolded); `said`
    is `unstretched`'s text, word for word the same count (no chat spelling spelled out)."""
    if said == text:
        return []
    return [(a.casefold(), b.casefold()) for a, b in zip(_WORD.findall(text), _WORD.findall(said)) if a != b]


# Chat spelling -> the words it stands for (matched as whole words, any case)
_SPELLINGS = {
    "sm": "some",
    "sum": "some",
    "smth": "something",
    "smthn": "something",
    "smthng": "something",
    "sth": "something",
    "js": "just",
    "jus": "just",
    "jst": "just",
    "idk": "I don't know",
    "dunno": "don't know",
    "u": "you",
    "ur": "your",
    "pls": "please",
    "plz": "please",
    "rn": "right now",
    "abt": "about",
    "w/": "with",
}
# and those read only as typed in lower case: a capital "N" is nitrogen on a feed's label
_LOWER_SPELLINGS = {"n": "and", "r": "are"}
# a word, or a letter run with a slash ("w/"), standing alone: no part of "u-bend" or "w/o"
_SPELLED = re.compile(r"(?<![\w'-])[a-z]+/?(?![\w'-])", re.IGNORECASE)


def spelled_out(text: str) -> str:
    """The text with each chat spelling read as the words it stands for ("my cat ate sm
    succulent leaves idk which" -> "my cat ate some succulent leaves I don't know which")."""
    return _SPELLED.sub(lambda m: _LOWER_SPELLINGS.get(m.group()) or _SPELLINGS.get(m.group().casefold(), m.group()), text)
