"""A care question about a named plant, searched in its card's own words.

The species filter reads the question's name, but the legs score the card's text, which
says the plant's name its own way and its young in one word of several. "how do i pot up
the babies from my pilea peperomioides" shares neither "pilea peperomioides" (the card says
"Chinese money plant" in every section) nor "babies" (it says "offsets") with its card, so
each section's cosine fell below min_score and the question was refused; "how much light does a
ficus lyrata need" opened with Light levels, not the fiddle leaf fig's Light. Only a care
question gets this (plantqa.retrieve.search): a safety question is read as typed.
"""

from . import lexicon as lx
from .index import Index
from .reading import Reading
from .text import tokenize


def in_own_words(index: Index, reading: Reading, terms: list[str]) -> list[str]:
    """The terms joined by the card's title for each alias of a one-card name, and by the
    words for a plant's young that the named cards use. The alias stays (replaced, "my
    fittonia keeps wilting" lost its nerve plant line, measured); a name standing for several
    cards, or holding only the title's words, adds nothing."""
    own: list[str] = []
    for m in reading.matches:
        card = index.cards.get(m.cards[0]) if len(m.cards) == 1 else None
        title = tokenize(card.title) if card is not None else []
        if title and not set(m.name.split()) <= set(title):
            own += title
    if lx.YOUNG & set(terms):
        own += young_words(index, reading.named)
    return list(dict.fromkeys([*terms, *own])) if own else terms


def young_words(index: Index, named: tuple[str, ...]) -> list[str]:
    """The words for a plant's young the named plants' cards use ("offset", "pup")."""
    said = {t for slug in named for i in index.card_rows(slug).tolist() for t in tokenize(index.chunks[i].text)}
    return sorted(said & lx.YOUNG)
