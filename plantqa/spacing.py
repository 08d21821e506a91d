"""How people space names: a name run together into one word ("spiderplant", "alovera")
read as its words, and two words that a card writes as one ("heart leaf", "crab apple") read
as that word. Part of NameTable.respell (plantqa.names).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .spelling import close_in_length
from .text import STOPWORDS, fold, one_edit

if TYPE_CHECKING:
    from .names import NameTable

__all__ = ["spacing"]


def spacing(
    table: NameTable, tokens: list[str], known: Callable[[str], bool], inside: set[int], fixed: dict[str, str]
) -> tuple[list[str], list[int]]:
    """Split an unknown word into two name words that start a name ("spiderplant"), and
    join two neighbours into a name word when no name starts with the pair ("heart leaf");
    never inside a name already matched ("red maple leaves" is not "red mapleleaf")."""
    out: list[str] = []
    sources: list[int] = []
    i = 0
    while i < len(tokens):
        word = tokens[i]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        # (or a name of one word after a word that is none, which run together name a card:
        # "crab apple" is the apple card's "crabapple")
        whole_after = i + 1 in inside and table.names.get(nxt) is not None
        free_pair = i not in inside and (i + 1 not in inside or whole_after) and word not in STOPWORDS and nxt not in STOPWORDS
        if word and nxt and free_pair and word + nxt in table.name_words:
            lo, hi = table.names.keys_.span(f"{word} {nxt}")
            if lo == hi:
                out.append(word + nxt)
                sources.append(i)
                i += 2
                continue
        splittable = i not in inside and len(word) >= 6 and not known(word) and word not in table.name_words
        split = _split(table, word, tokens[i + 1 : i + MAX_RUN_WORDS]) if splittable else None
        if split is None and splittable and len(word) >= 7:
            mended = _split_mended(table, word)  # "alovera", "peacelilly": run together, one letter off
            if mended is not None:
                split, fixed[word] = mended
        for piece in split or [word]:
            out.append(piece)
            sources.append(i)
        i += 1
    return out, sources


def _split(table: NameTable, word: str, after: Sequence[str] = ()) -> list[str] | None:
    """The words of a name an unknown word runs together: two ("spiderplant", "zzplant"),
    or more ("crownofthorns", "lilyofthevalley", "motherinlawstongue"), each piece as
    typed or folded ("christmascactus": christma cactus, as "christmas" folds) and with a
    possessive's or plural's "s" allowed after it ("birdsnestfern": bird's nest fern); or
    the first two or more words of a name whose other words follow it (`after`: "castiron
    plant", "birdsnest fern", "lilyof the valley"; a rest of two letters: "stringof pearls")."""
    for cut in range(2, len(word) - 1):
        for head in dict.fromkeys((word[:cut], fold(word[:cut]))):
            if head not in table.firsts:
                continue
            for key in table.names.keys_.starting_with(head + " "):
                parts = key.split()
                if len(parts) > MAX_RUN_WORDS:
                    continue
                for m in range(len(parts), 1, -1):  # the whole name first
                    if list(after[: len(parts) - m]) == parts[m:] and _runs_together(word[cut:], parts[1:m]):
                        return parts[:m]
    return None


def _split_mended(table: NameTable, word: str) -> tuple[list[str], str] | None:
    """The words of the one name an unknown word runs together with one letter off, in its
    first word ("alovera": aloe vera) or in the rest ("peacelilly": peace lily), and the
    name as it reads ("christmascatus": christmas cactus); each mended piece has four
    letters or more, as a one-letter typo needs."""
    found: dict[str, str] = {}
    for cut in range(3, len(word) - 2):
        head, rest = word[:cut], word[cut:]
        for first in (f for f in close_in_length(table.firsts, head, 1) if len(f) >= 4 and one_edit(head, f)):
            for key in table.names.keys_.starting_with(first + " "):
                if _runs_together(rest, key.split()[1:]):
                    found.setdefault(key, key)
        for exact in (h for h in dict.fromkeys((head, fold(head))) if h in table.firsts):
            for key in table.names.keys_.starting_with(exact + " "):
                others = key.split()[1:]
                if len("".join(others)) >= 4 and one_edit(rest, "".join(others)):
                    found.setdefault(key, " ".join([head, *others]))
    if len(found) != 1:
        return None
    key, shown = found.popitem()
    return key.split(), shown


# The most words of a name read out of one word typed without spaces ("motherinlawstongue").
MAX_RUN_WORDS = 5


def _runs_together(rest: str, parts: Sequence[str]) -> bool:
    """Whether `rest` is the words `parts` typed with no spaces, each as typed or folded,
    with an "s" allowed after each ("inlawstongue" is "in law tongue", "thorns" is "thorn")
    and a Latin plural in -i for -us ("cacti")."""
    if not parts:
        return not rest
    first, others = parts[0], parts[1:]
    for end in range(1, min(len(rest), len(first) + 3) + 1):
        piece = rest[:end]
        latin = piece.endswith("i") and fold(piece[:-1] + "us") == first  # "christmascacti"
        if (piece == first or fold(piece) == first or piece == first + "s" or latin) and _runs_together(rest[end:], others):
            return True
    return False
