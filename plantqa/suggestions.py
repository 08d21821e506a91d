"""Names a refused question may have meant ("did you mean"), offered only when they share a
real word or a close spelling with the question (plantqa.engine, plantqa.catalog)."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .answer import Refusal
from .compounds import Mention
from .lexicon import GENERIC
from .names import Match, NameTable, covered, words_of
from .record import Reading
from .spelling import close_spellings
from .text import STOPWORDS, words

if TYPE_CHECKING:
    from .index import Index

__all__ = ["meant", "names_like"]


def meant(index: Index, reading: Reading, refusal: Refusal) -> list[str]:
    """Names the question may have meant. Only a plant-name refusal suggests, and in a safety
    question only a close spelling: a name that merely shares a word ("carolina jessamine")
    could offer a safe plant for a poisonous look-alike. With a plant named, only names
    sharing one of its words ("rose by" may mean rose bay)."""
    if refusal.reason not in ("unknown_plant", "not_covered", "low_score", "no_shared_terms", "no_match"):
        return []
    if reading.refused_names:
        return _spelled_like(index, reading.refused_names[0])
    if refusal.reason != "unknown_plant" and not reading.about_plants and not reading.named:
        return []
    named = bool(reading.named)
    if named and not reading.refused_names:
        said = set(words_of(reading.matches))
        pool = names_like(index.names, reading.words, reading.matches)
        return [s for s in pool if said & set(words(s))]
    groups = reading.groups if refusal.reason == "unknown_plant" else ()
    if reading.toxicity and len([w for w in reading.subject if not index.knows(w)]) > 1:
        return []  # a safety question naming a plant of several unknown words: no guess at one of them
    return names_like(index.names, reading.words, reading.matches, groups=groups, share=not reading.toxicity)


def _spelled_like(index: Index, m: Mention) -> list[str]:
    """For a name plantqa refused, only names spelled like the whole phrase ("philodendron
    sellou": philodendron selloum). A look-alike a card disowns gets none: "carolina
    jessamine" must not offer a bromeliad, nor "yellow jasmine" jasmine."""
    if m.how == "lookalike":
        return []
    phrase = m.whole or m.phrase
    pool = {n for w in words(phrase) if w in index.names.name_words for n in index.names.name_words[w]}
    return difflib.get_close_matches(phrase, sorted(pool), n=3, cutoff=0.8)


def names_like(
    table: NameTable,
    tokens: Sequence[str],
    matches: Sequence[Match],
    limit: int = 3,
    groups: Iterable[str] = (),
    share: bool = True,
) -> list[str]:
    """Names a question may have meant: names sharing a word (unless `share` is off),
    then close spellings, else the plants a bare group word (`groups`: "palm",
    "orchid") could mean."""
    out: list[str] = []
    if share:
        for word in table.unmatched_name_words(tokens, matches):
            out.extend(table.name_words[word])
    inside = covered(matches)
    for i, word in enumerate(tokens):
        if i in inside or word in STOPWORDS or word in GENERIC or len(word) < 4 or word in table.name_words:
            continue
        # a close spelling that starts with the same letter: "pothoss" -> pothos, not "monkey" -> donkey
        close = close_spellings(table.name_words.keys_, word)
        out.extend(n for w in close[:2] for n in table.name_words[w])
    if not out:  # "is my palm safe": the palms plantqa knows
        group = [n for w in groups for n in table.generic.get(w, ())]
        return list(dict.fromkeys(group))[: max(limit, 6)]
    return list(dict.fromkeys(out))[:limit]
