"""Two questions in one message: a safety question that asks about care too.

"how often should I water my monstera, and is it safe for cats?" and "white fluffy stuff on
my jade plant, mealybugs? how do I get rid of them, and is jade toxic to my cat?" are read
as safety questions, and a safety answer quotes no care line (compose._off_topic_rule). Its
care half is still asked: after the finding and its lines, the named plant's own section on
the topic it asks (the section its words head: Water, Light, Soil and potting) or a pest's
remedy (Mealybugs' Control) gives up to two lines of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .answer import Support, best_sentences
from .care import same_topic
from .corpus import Chunk
from .index import Index
from .lexical import idf_of
from .names import words_of
from .reading import Reading
from .remedy import REMEDY_HEADINGS
from .text import tokenize

# A care half is asked, not only told: "how often should I water", "what light does it need"
# ("my cat chewed the monstera by the window" tells where it stands and asks nothing of it).
ASKING = frozenset({"how", "what", "when", "which", "should"})
# At most this many lines of the care half, after the safety half's.
MOST = 2


def asked_topic(index: Index, reading: Reading) -> frozenset[str]:
    """The care words of a safety question about one named plant that head a section of its
    card ("water", "light", "repot" for Soil and potting, with lexicon.SAME_TOPIC's kin) or
    name a pest a topic card treats ("mealybug"); none for a question that asks no care."""
    if not _asks_care(reading):
        return frozenset()
    return _asked(reading, _sections(index, reading.named[0]))


def care_lines(index: Index, reading: Reading, already: Sequence[str]) -> list[tuple[str, Chunk]]:
    """Up to MOST lines answering a safety question's care half (see the module's docstring)."""
    if not _asks_care(reading):
        return []
    sections = _sections(index, reading.named[0])
    asked = _asked(reading, sections)
    if not asked:
        return []
    wanted = same_topic(asked)
    chunks = [chunk for chunk, heading in sections if wanted & heading]
    chunks += [c for t in sorted(asked & lx.PESTS) for c in _remedy(index, t)]
    if not chunks:
        return []
    focus = sorted(wanted | {t for c in chunks for t in tokenize(c.section)})
    pool = [Support(c, 0.0, 0.0) for c in chunks]
    return best_sentences(pool, focus, lambda t: idf_of(index.postings, t) or 1.0, MOST, already, wanted)


def _asks_care(reading: Reading) -> bool:
    """A safety question about one named plant, neither a kind nor a comparison, that asks."""
    one = reading.toxicity and len(reading.named) == 1 and not reading.groups and not reading.comparing
    return one and bool(ASKING & set(reading.words))


def _sections(index: Index, slug: str) -> list[tuple[Chunk, frozenset[str]]]:
    """The card's chunks, in card order, each with its heading's words."""
    chunks = [index.chunks[int(row)] for row in index.card_rows(slug).tolist()]
    return [(chunk, frozenset(tokenize(chunk.section))) for chunk in chunks]


def _asked(reading: Reading, sections: Sequence[tuple[Chunk, frozenset[str]]]) -> frozenset[str]:
    """The subject's words (the names aside) that name a pest, or whose topic heads a section
    other than the card's harm and its problems (a risk is no care topic)."""
    heads = set().union(*(heading for _chunk, heading in sections)) - {"toxicity", "common", "problem"}
    names = set(words_of(reading.matches))
    return frozenset(t for t in reading.subject if t not in names and (t in lx.PESTS or same_topic(frozenset({t})) & heads))


def _remedy(index: Index, pest: str) -> list[Chunk]:
    """The first remedy chunk of the topic card titled for the pest ("mealybug": Mealybugs'
    Control), or none."""
    for slug in sorted(index.cards):
        card = index.cards[slug]
        if card.kind != "topic" or pest not in tokenize(card.title):
            continue
        for row in index.card_rows(slug).tolist():
            chunk = index.chunks[int(row)]
            if chunk.section.casefold().startswith(REMEDY_HEADINGS):
                return [chunk]
    return []
