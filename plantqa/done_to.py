"""A care question that opens with what is done to a plant: "overwintering geraniums in the
garage, how", "pruning geraniums before winter", "storing dahlia tubers over winter".

The reader takes a word glued before a name for part of another plant's name ("yellow
jasmine", "water lily"), and "overwintering geraniums" was refused as a plant plantqa has no
card for. An -ing form of a verb the cards use, that stands in no plant's name and is no
word of flowering ("flowering quince"), says what is done to the plant. Only a care question
reads it so (plantqa/reading.py): a safety question keeps every glued word as a name's.
"""

from collections.abc import Sequence

from . import lexicon as lx
from .compounds import Mention
from .lexing import Lexicon

# "flowering" and "blooming" before a name make another plant's ("flowering quince"), though
# their stems stand in no name
BLOOMING = lx.folded("flower bloom blossom")


def acted_on(m: Mention, doing: frozenset[int], blanked: Sequence[str], lexicon: Lexicon) -> Mention:
    """The mention as the plant itself when the one word glued before it is such a verb
    (`doing`: the positions of -ing forms the reader found before a compound)."""
    if m.how != "compound" or m.glued_after or not m.cards or m.start - 1 not in doing:
        return m
    if len(m.whole.split()) != len(m.phrase.split()) + 1:  # one word glued: "night blooming jasmine" stays
        return m
    w = blanked[m.start - 1]
    if not lexicon.knows(w) or w in lexicon.names.name_words or w in BLOOMING or w in lx.COLOURS:
        return m
    return m._replace(how="shared" if len(m.cards) > 1 else "name", whole="")
