"""Whether a question is framed as one about plants or pets, and which words glued to a name
in a care question make a thing of it (plantqa.reading uses both).

A plant's word in a film's, a song's or a person's name ("is poison ivy in the new batman
film", "who sang kiss from a rose") frames no plant question: with no pet, no plant word, no
word of growing, harm or care, and no plant the asker has or handles, a refusal for too little
grounding says the question is not about plants (plantqa.gate). "jasmine rice" in a care
question is a thing named after the plant, refused for the whole phrase, not the jasmine.
"""

from collections.abc import Sequence

from . import lexicon as lx
from .compounds import Mention
from .lexing import Lexicon
from .names import group_of
from .text import fold

__all__ = ["glued_unknown", "handled", "unframed"]


def glued_unknown(m: Mention, blanked: Sequence[str], lexicon: Lexicon) -> bool:
    """A word glued after a name that other cards use but the named plant's never do: a thing
    named after the plant ("jasmine rice", "an apple watch") or another plant ("rose campion").
    A word no card uses at all is taken for a cultivar's ("pothos neon", "monstera adansonii"),
    whose care is the plant's."""
    if not m.glued_after or _verb_next(blanked, m) or (m.start and blanked[m.start - 1] in lx.POSSESSIVE_DETERMINERS):
        return False  # and the asker's own plant: "my aloe crispy" says what it does
    typed = m.whole.split()[-1]
    word = fold(typed)
    return typed not in lx.IRREGULAR_PAST and lexicon.knows(word) and not any(lexicon.card_uses(c, word) for c in m.cards)


# determiners of amount: "some lily of the valley", "a few tulips", "lots of basil"
_AMOUNTS = frozenset({"some", "any", "much", "many", "few", "more", "lots", "lot", "bit", "piece", "pieces", "bunch"})


def handled(blanked: Sequence[str], m: Mention) -> bool:
    """The plant is the asker's own ("my echeveria is going mushy"), an amount of it, or what the asker does
    something to ("can I overwinter geraniums", "how do you overwinter dahlia tubers")."""
    k = m.start - 1
    if k >= 0 and (blanked[k] in lx.POSSESSIVE_DETERMINERS or blanked[k] in lx.QUANTIFIERS or blanked[k] in _AMOUNTS):
        return True  # or some of it: "my beagle scarfed some lily of the valley"
    k -= k >= 0 and blanked[k] in lx.DETERMINERS
    return k >= 1 and blanked[k - 1] in ("i", "you", "we")


def unframed(tokens: Sequence[str], wording: Sequence[str], lexicon: Lexicon) -> bool:
    """No word outside the plants' names frames a plant or pet question: no pet, no plant word
    (a kind's word aside: "palm reading"), no word of growing, harm or care ("who sang kiss from
    a rose", "is poison ivy in the new batman film", "what happens to Tiger Lily in Peter Pan").
    The asker's own plant frames one, whatever is said of it ("my echeveria is going mushy")."""
    if any(t in lx.PET_WORDS for t in tokens):
        return False
    return not any(
        (t in lx.PLANT_DOMAIN and group_of(t) is None)
        or t in lx.PARTS
        or t in lx.GROWING
        or t in lx.HARM_WORDS
        or t in lx.COMPARING
        or lexicon.topic(t)
        for t in wording
    )


def _verb_next(blanked: Sequence[str], m: Mention) -> bool:
    """The name is the subject of a question's opening verb ("can a money tree survive", "will
    my jasmine flower"): the word after it is a verb, not part of a name."""
    return bool(blanked) and blanked[0] in lx.YES_NO_OPENERS and all(w in lx.DETERMINERS for w in blanked[1 : m.start])
