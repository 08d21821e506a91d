"""Words typed stretched for feeling: "sooo", "lovesss", "helppp", "pleeease".

No English word and no plant's name holds one letter three times running, so such a run is
a stretch, not a spelling. Left alone, a stretched word is a word no card uses: after a name
it reads as part of another plant's name ("the pothos sooo bad" asks of a 'pothos sooo'),
and a stretched verb of habit ("lovesss chewing") no longer says a pet has eaten. The reader
reads each stretch as the word it stretches, before anything else reads the question.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

__all__ = ["stretches", "unstretched"]

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
    """Each word of `text` that `unstretched` read otherwise, and as what (casefolded)."""
    return [(a.casefold(), b.casefold()) for a, b in zip(_WORD.findall(text), _WORD.findall(said)) if a != b]
