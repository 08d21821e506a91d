"""Colour words beside plant names: a colour that describes a pet or another plant's part
("my orange cat", "a lily, orange with dark spots"), and a plant's name used as a colour
("a lavender-coloured hoodie", "cherry red or white iphone case"). Split from
plantqa.compounds, whose rules of gluing it shares; the reader sets such words aside.
"""

from collections.abc import Callable, Sequence

from . import lexicon as lx
from .compounds import ALL_COLOURS, SHADE_WORDS, free, joined
from .creatures import did_at, is_kin, says_who
from .lexing import Word, participle
from .names import Match, covered, group_of
from .text import STOPWORDS

__all__ = ["breed_doing", "coats", "colours_named", "colours_worn"]


def colours_worn(ws: Sequence[Word], matches: Sequence[Match]) -> set[int]:
    """Positions of a one-word name that is a colour describing the next word: a creature
    ("my orange cat", "orange aphids") always; a plant part ("jerusalem cherry with orange berries") when
    another plant is named, whose part it is. "orange peel" alone stays the orange. Beside
    another plant or kind, a colour said of it is its colour too (`_said_of`: "a lily,
    orange with dark spots", "the azalea was pink")."""
    named = [m for m in matches if m.cards]
    out = set()
    for m in named:
        i = m.start
        if m.end != i + 1 or ws[i].word not in lx.COLOURS:
            continue
        other = any(o is not m and not o.start <= i < o.end for o in named) or any(
            group_of(w.word) for k, w in enumerate(ws) if k != i
        )
        after = ws[i + 1].word if i + 1 < len(ws) and joined(ws, i + 1) else ""
        if (other and _said_of(ws, i)) or says_who(after) or (after in lx.PARTS and other):
            out.add(i)
    return out


def coats(
    ws: Sequence[Word],
    matches: Sequence[Match],
    pets: set[int],
    knows: Callable[[str], bool],
    card_uses: Callable[[str, str], bool] = lambda _slug, _word: False,
) -> set[int]:
    """Positions of a one-word name that stands between a determiner and the pet it describes:
    a creature's word or a word read as a pet's ("my orange tabby", "our apricot poodle", "the
    peach kitten", "a ginger tom"). That place is the pet's coat: no plant is named there,
    whatever the word is ("peach" and "apricot" are no colours of lexicon.COLOURS). A person
    is no pet ("the rose gardener"), nor is a pest, which lives on the plant named ("the rose
    aphids", "my hosta slugs"), and a creature's word before a word of safety says for whom
    the plant is safe ("is the aloe cat safe"); `pets`: positions read as pets' names,
    of which a capitalised one after a plant's name is its cultivar ("my Pothos Neon"). A
    breed is known only by what it does (`breed_doing`: "my lemon beagle dug up the tulips").
    A word for the young after a plant whose card tells of its young is that plant's ("the
    aloe pups", "my haworthia pups": offsets), no puppy of an aloe-coloured coat."""
    out = set()
    inside = covered(matches)
    for m in matches:
        i = m.start
        if not m.cards or m.end != i + 1 or not i or ws[i - 1].word not in lx.DETERMINERS or i + 1 >= len(ws):
            continue
        after = ws[i + 1].word
        people = after in lx.PEOPLE_WORDS or after in lx.FIRST_PERSON or is_kin(after)
        creature = says_who(after) and not (people or after in lx.PESTS or _young_of(after, m, card_uses))
        plain = after in lx.PARTS or after in lx.PLANT_DOMAIN or after in lx.GROUP_WORDS  # "my mums flowers"
        rated = i + 2 < len(ws) and (ws[i + 2].word in lx.SAFE_WORDS or ws[i + 2].word in lx.BAD or ws[i + 2].word == "proof")
        breed = i + 1 in pets and not ws[i + 1].cap and not plain
        breed = breed or (not plain and i + 1 not in inside and breed_doing(ws, i + 1, inside, knows))
        if joined(ws, i + 1) and not ws[i].possessive and (creature or breed) and not rated:
            out.add(i)
    return out


def _young_of(word: str, m: Match, card_uses: Callable[[str, str], bool]) -> bool:
    """The word is one for the young (lexicon.YOUNG) and the named plant's card tells of its
    young in any of those words ("offsets", "pups", "plantlets")."""
    return word in lx.YOUNG and any(card_uses(c, y) for c in m.cards for y in lx.YOUNG)


def breed_doing(ws: Sequence[Word], i: int, inside: set[int], knows: Callable[[str], bool]) -> bool:
    """Word i, after a coat, is a pet's breed by what it does, as owners.pets_doing reads one
    with no coat: a word the cards never use, no person's, then a verb, then a plant named
    ("my lemon beagle dug up the tulips", "my orange tabby knocked over the peace lily");
    "my lemon tree dropped ..." and "the rose gardener pruned ..." are no pets."""
    t = ws[i].word
    if knows(t) or t in STOPWORDS or says_who(t) or not t.isalpha() or ws[i].cap:
        return False
    return i + 1 < len(ws) and not ws[i + 1].gap and did_at(ws, i + 1) and any(k > i + 1 for k in inside)


def colours_named(ws: Sequence[Word], matches: Sequence[Match]) -> set[int]:
    """Positions of a one-word name used as a colour: glued before a colour word or a word of
    shade ("a lavender-coloured hoodie", "an olive green jacket", "a rose-pink scarf", "mint
    green walls"), and the colour word itself when it names a plant too ("pink"), when a thing
    follows that the colour describes. A colour there describes a thing, never a plant asked about."""
    out: set[int] = set()
    ones = {m.start for m in matches if m.end == m.start + 1}
    named = {k for m in matches for k in range(m.start, m.end)}
    for m in matches:
        i = m.end
        if not m.cards or m.end != m.start + 1 or i >= len(ws) or not joined(ws, i):
            continue
        shade = ws[i].word in ALL_COLOURS or ws[i].raw.casefold() in SHADE_WORDS or ws[i].word in SHADE_WORDS
        thing = _past_shades(ws, i + 1, ones)
        # (a plant's name after the colour is no thing it describes: "roses yellow jasmine" lists
        # roses and yellow jasmine, Gelsemium, typed without a comma)
        if shade and thing not in named and _thing_after(ws, thing):
            out.update((m.start, i))
    return out


def _past_shades(ws: Sequence[Word], k: int, ones: set[int]) -> int:
    """Past the other shades offered beside one ("cherry red or white iphone case", "lemon
    yellow or mint green walls"): where the thing they all describe stands."""
    if k >= len(ws) or ws[k].word not in ("or", "and"):
        return k
    while k < len(ws) and joined(ws, k) and (ws[k].word in ("or", "and") or ws[k].word in ALL_COLOURS or k in ones):
        k += 1
    return k


def _thing_after(ws: Sequence[Word], k: int) -> bool:
    """Word k, glued after a colour, is a thing the colour describes ("hoodie", "jacket"): not
    a plant's word or part, a verb or a framing word ("my hoya yellow why": the plant's colour)."""
    if k >= len(ws) or not joined(ws, k):
        return False
    w = ws[k]
    verb = participle(w) or w.word in lx.AUXILIARIES or w.word in lx.MODALS  # an -s word may be a plural: "curtains"
    return not (free(w, w.word) or w.word in lx.PARTS or w.word in lx.PLANT_DOMAIN or w.word in lx.HOLDERS or verb)


def _said_of(ws: Sequence[Word], i: int) -> bool:
    """Colour word i is said of a thing, not the thing: after "was" or "looks" with a
    subject before them ("it was orange", "the flowers are pink"), or before "with" and
    its markings, or joined by "and" to another colour or marking ("orange with dark spots",
    "pink and white striped"). "is orange safe" and "an apple and an orange" name a plant."""
    before = ws[i - 1].word if i else ""
    if before in lx.BE_FORMS and i >= 2 and not ws[i - 1].start and ws[i - 2].word not in lx.VERSUS and not ws[i - 1].gap:
        return True
    if i + 2 >= len(ws) or ws[i + 1].gap or ws[i + 2].gap:
        return False
    nxt, then = ws[i + 1].word, ws[i + 2].word
    return (nxt == "with" and then not in lx.DETERMINERS and not says_who(then)) or (
        nxt in ("and", "or") and (then in lx.COLOURS or then in lx.MARKINGS)
    )


def bare_colours(ws: Sequence[Word], matches: Sequence[Match], shown: Callable[[str], Sequence[str]]) -> set[int]:
    """Positions of a colour typed alone that matched a name only by folding ("pink" of the
    card's "pinks", Dianthus): no card names a plant so, and a colour alone describes the
    plant asked about ("fittonia, the pink veined one"). A colour that is a plant's own name
    as typed ("lavender", "rose", "orange") stays the plant, as does one glued before a name
    ("pink jasmine", for compounds.py to judge)."""
    out: set[int] = set()
    starts = {m.start for m in matches}
    for m in matches:
        raw = ws[m.start].raw.casefold()
        glued = m.end in starts and joined(ws, m.end)  # "pink jasmine": a name of its own, or a look-alike's
        if m.end == m.start + 1 and raw in ALL_COLOURS and raw not in shown(raw) and not glued:
            out.add(m.start)
    return out
