"""What a word glued after a plant's name makes of it (split from plantqa.compounds, which
reads the words before): a plant part, holder, verb or framing word leaves the plant ("jade
plant leaves", "the monstera pot", "is a poinsettia going to kill my cat"); a kind of plant
makes another ("tulip tree"); a product made with it is no plant ("jasmine scented candle");
and in a safety question any other noun makes a name plantqa does not know ("pothos oil").
"""

from collections.abc import Callable, Sequence

from . import lexicon as lx
from .compounds import ALL_COLOURS, free, in_measure, is_verb, joined
from .lexing import Lexicon, Word, complement, participle, predicate, typed_plural
from .names import Match, group_of
from .symptoms import symptom_words
from .text import words

__all__ = ["glued_after", "modal_s_verb"]


def _adverb(w: Word, lexicon: Lexicon) -> bool:
    """An -ly word that stands in no plant's name: an adverb after the name ("keeps pestering
    the azalea lately", "chews the aloe constantly"), where "lily" and "holly" are names; or
    one of the few not made with -ly ("ate the spider plant whole")."""
    if w.word in lx.FLAT_ADVERBS:
        return True
    return w.raw.casefold().endswith("ly") and w.word not in lexicon.names.name_words and group_of(w.word) is None


def glued_after(ws: Sequence[Word], blanked: Sequence[str], m: Match, inside: set[int], lexicon: Lexicon) -> str | None:
    after = m.end
    if ws[m.end - 1].possessive:  # the name owns what follows: "the yucca's spiky leaves"
        return None
    if after < len(ws) and after not in inside and joined(ws, after):
        w = ws[after]
        if w.word == "of" and after + 1 < len(ws) and joined(ws, after + 1):
            nxt = ws[after + 1]
            if not (free(nxt, blanked[after + 1]) or nxt.word in lx.PARTS or nxt.word in lx.HOLDERS):
                return f"{m.name} of {nxt.raw.casefold()}"
        elif w.word in lx.EATING and w.raw.casefold().endswith("s") and not w.raw.casefold().endswith("ss"):
            return f"{m.name} {w.raw.casefold()}"  # a plant does not eat: "aloe vera drinks", "hemp chews"
        elif _made_with(ws, after):
            return " ".join([m.name] + [ws[k].raw.casefold() for k in range(after, _made_with(ws, after))])
        elif _another_kind(w.word, m, lexicon) or not (
            _said_the_other_way(w.word, m, lexicon)  # "rubber plant burgundy": the card's "burgundy rubber plant"
            or w.word in lx.PLANT_TYPES  # not another kind (above): the plant's own, "greenbrier vines"
            or _own_group(w.word, m, lexicon)  # "the burro's tail succulent", "a basil herb"
            or free(w, blanked[after])
            or in_measure(ws, after)  # "a monstera 6ft tall"
            or _describes_part(ws, after, lexicon)  # "phalaenopsis mushy roots": the plant's part, described
            or w.word in lx.PARTS
            or w.word in lx.HOLDERS
            or _holder_spaced(ws, after)  # "the periwinkle ground cover"
            or is_verb(w)
            or w.raw.casefold() in lx.IRREGULAR_PAST  # "a sprig of rosemary fell into the bowl": what it did
            # "will the lavender cope", but not another plant's name: "does a rose campion need sun"
            or (modal_s_verb(ws, after, lexicon.topic, m.start) and not another_plant(w.word, m.name, m.cards, lexicon))
            or _adverb(w, lexicon)
            or w.possessive
            or lexicon.topic(w.word)
            or w.word in lx.ANY_PLANT
            or typed_plural(ws[m.end - 1], lexicon.names)  # "are azaleas risky": the plural is on the head
            or predicate(ws, m.start, after)  # "is foxglove hazardous for cats"
            or complement(ws, m.start, after, lexicon.knows)  # "how do I make my coleus bushier"
        ):
            return f"{m.name} {w.raw.casefold()}"
    return None


def _describes_part(ws: Sequence[Word], i: int, lexicon: Lexicon) -> bool:
    """Word i, after a name, says what state the plant's part that follows is in
    ("phalaenopsis mushy roots", "monstera brown leaves", "pothos curled leaves"): a word of
    the symptom table, a colour or a participle. Any other noun there makes another plant
    ("orange jessamine leaves" is Murraya, no orange)."""
    w = ws[i]
    nxt = i + 1
    if nxt >= len(ws) or not joined(ws, nxt) or ws[nxt].word not in lx.PARTS or w.word in lexicon.names.name_words:
        return False
    return w.word in symptom_words() or w.word in ALL_COLOURS or participle(w)


def modal_s_verb(ws: Sequence[Word], i: int, topic: Callable[[str], bool], start: int | None = None) -> bool:
    """Word i, after a name (from `start`, one word before i unless told) opened by a modal
    or "do" ("will the lavender cope", "could the hibiscus survive outside", "does a peace
    lily count as toxic"), is that question's verb, unless a verb follows it: then word i
    ends a thing named after the plant, and that is the thing's verb ("will the jasmine
    rice hurt my dog", "does the jasmine tea have caffeine")."""
    k = (i - 1 if start is None else start) - 1
    k -= k >= 0 and ws[k].word in lx.DETERMINERS
    if k < 0 or ws[k].word not in lx.ASKING:
        return False
    nxt = ws[i + 1] if i + 1 < len(ws) else None
    if nxt is None or nxt.gap:
        return True
    t = nxt.word
    return not (t in lx.AUXILIARIES or t in lx.BAD or t in lx.HARM_WORDS or t in lx.EATING or is_verb(nxt))


def _holder_spaced(ws: Sequence[Word], i: int) -> bool:
    """Words i and i + 1, run together, are a holder or planting ("ground cover" is groundcover)."""
    return i + 1 < len(ws) and joined(ws, i + 1) and ws[i].word + ws[i + 1].word in lx.HOLDERS


def _made_with(ws: Sequence[Word], i: int) -> int:
    """Where a product's name ends when word i, after a plant's name, says it is made with
    the plant ("jasmine scented candle", "eucalyptus infused spray", "mint flavoured
    toothpaste", "the candle is lavender scented"), else 0. A verb the plant does ("roses
    turned brown", "tulips bloomed yellow") makes no product."""
    if ws[i].word not in lx.MADE_WITH:
        return 0
    nxt = i + 1
    thing = nxt < len(ws) and joined(ws, nxt) and not free(ws[nxt], ws[nxt].word)
    return nxt + 1 if thing else nxt


def another_plant(word: str, name: str, cards: Sequence[str], lexicon: Lexicon) -> bool:
    """The word after a name ends another card's plant's name, and the named card never uses
    it: "my rose campion" is a campion (moss campion's head), no rose. A word only opening or
    inside a name is no plant ("live" of live oak, "today" of yesterday-today-and-tomorrow);
    nor is a kind or part ("my rose bush", "my lily leaves"), nor a name said the other way
    round ("my pothos neon" is the neon pothos)."""
    shown = lexicon.names.name_words.get(word) if word not in _NO_PLANT_OF_ITS_OWN else None
    if not shown or not any(words(other)[-1:] == [word] for other in shown):
        return False
    named = set(words(name))
    if any(named.intersection(words(other)) for other in shown):
        return False
    return not any(lexicon.card_uses(c, word) for c in cards)


_NO_PLANT_OF_ITS_OWN = lx.GROUP_WORDS | lx.ANY_PLANT | lx.PARTS | lx.GROWTH_FORMS | lx.COLOURS | lx.FRAMING


def _said_the_other_way(word: str, m: Match, lexicon: Lexicon) -> bool:
    """The word after the name, put before it, makes a name of the same plant: a cultivar
    said after the name ("rubber plant burgundy" is the card's "burgundy rubber plant", "zz
    plant raven" its "raven zz plant"), no product and no other plant."""
    cards = lexicon.names.names.get(f"{word} {m.name}")
    if not cards or not m.cards:
        return False
    return set(cards) <= set(m.cards)


def _another_kind(word: str, m: Match, lexicon: Lexicon) -> bool:
    """A kind of plant after a name makes another plant ("tulip tree"), unless the named
    plant is of that kind itself ("chestnut tree", "orange tree": trees by their cards)."""
    return word in lx.PLANT_TYPES and not set(m.cards) <= set(lexicon.names.members(word))


def _own_group(word: str, m: Match, lexicon: Lexicon) -> bool:
    """A group's word after a name whose every card is in that group: the plant's own kind."""
    group = group_of(word)
    return group is not None and bool(m.cards) and set(m.cards) <= set(lexicon.names.members(group))
