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
    if not reading.toxicity or len(reading.named) != 1 or reading.groups or reading.comparing:
        return frozenset()
    if not ASKING & set(reading.words):
        return frozenset()
    slug = reading.named[0]
    heads = {t for row in index.card_rows(slug).tolist() for t in tokenize(index.chunks[int(row)].section)}
    heads -= {"toxicity", "common", "problem"}  # the card's harm, and its problems (a risk is no topic)
    names = set(words_of(reading.matches))
    return frozenset(t for t in reading.subject if t not in names and (t in lx.PESTS or _kin(t) & heads))


def care_lines(index: Index, reading: Reading, already: Sequence[str]) -> list[tuple[str, Chunk]]:
    """Up to MOST lines answering a safety question's care half (see the module's docstring)."""
    asked = asked_topic(index, reading)
    if not asked:
        return []
    wanted = set().union(*(_kin(t) for t in asked))
    chunks = [c for c in _own_sections(index, reading.named[0], wanted)]
    chunks += [c for t in sorted(asked & lx.PESTS) for c in _remedy(index, t)]
    if not chunks:
        return []
    focus = sorted(wanted | {t for c in chunks for t in tokenize(c.section)})
    pool = [Support(c, 0.0, 0.0) for c in chunks]
    return best_sentences(pool, focus, lambda t: idf_of(index.postings, t) or 1.0, MOST, already, frozenset(wanted))


def _kin(word: str) -> set[str]:
    """The word and those naming the same care topic ("feed": fertilize; "repot": pot)."""
    return {word}.union(*(group for group in lx.SAME_TOPIC if word in group))


def _own_sections(index: Index, slug: str, wanted: set[str]) -> list[Chunk]:
    """The plant card's chunks whose heading holds a wanted word, in card order."""
    rows = [int(row) for row in index.card_rows(slug).tolist()]
    return [index.chunks[r] for r in rows if wanted & set(tokenize(index.chunks[r].section))]


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
