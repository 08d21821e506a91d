"""Names in context: a word before or after a name can make another plant.

"yellow jasmine" is not jasmine, "water lily" no lily, "tulip tree" no tulip, "pink
jasmine" neither pinks nor jasmine, "pothos oil" a product. Words of size, age,
variegation and condition, plant parts, holders ("the monstera pot", "a vase of
tulips") and verbs leave a name the plant it names; anything else glued to it makes
a name plantqa does not know, refused as the whole phrase. What a word after the name
makes of it is plantqa/after_name.py's to read.
"""

import re
from collections.abc import Sequence
from typing import NamedTuple

from . import lexicon as lx
from .creatures import is_kin, says_who
from .lexing import Lexicon, Word, participle
from .names import Match, NameTable, adjective_of, covered
from .text import STOPWORDS


class Mention(NamedTuple):
    """A plant name found in the question."""

    phrase: str  # the folded words that matched
    cards: tuple[str, ...]  # the cards it names (several: a shared name or a genus); () when refused
    how: str  # "name", "shared" (several cards), "lookalike" (a card disowns it), "compound" (another word glued on)
    start: int
    end: int
    whole: str = ""  # for a compound or look-alike: the whole phrase the question names
    glued_after: bool = False  # a word after the name may make a product or another plant ("pothos oil")


def side_by_side(ws: Sequence[Word], plants: tuple[Mention, ...]) -> tuple[Mention, ...]:
    """Two names with nothing between them are one name plantqa does not know: "pink
    jasmine" is neither pinks (carnation) nor jasmine; nor with a part between them, which
    says what the second's leaves are like ("oak-leaf hydrangea", "maple-leaf begonia")."""
    out = list(plants)
    for k in range(1, len(out)):
        a, b = out[k - 1], out[k]
        if b.how == "lookalike" and a.how != "lookalike" and a.end == b.start and joined(ws, b.start):
            # a name glued before a name a card disowns says which look-alike ("orange
            # marigolds", "lemon marigold": Tagetes), never the orange or the lemon
            out[k - 1] = a._replace(how="compound", whole=f"{a.whole or a.phrase} {b.whole or b.phrase}")
            continue
        if a.how == "lookalike" or b.how == "lookalike":
            continue
        if a.end == b.start and joined(ws, b.start) and a.cards and b.cards and _said_twice(a, b):
            narrow = a if set(a.cards) <= set(b.cards) else b  # "corn plant dracaena": the corn plant, said with its genus
            out[k - 1] = out[k] = narrow._replace(start=a.start, end=b.end)
            continue
        part = b.start == a.end + 1 and ws[a.end].word in lx.PARTS and joined(ws, a.end)
        if (a.end == b.start or part) and joined(ws, b.start):
            between = f" {ws[a.end].raw.casefold()}" if part else ""
            whole = f"{a.whole or a.phrase}{between} {b.whole or b.phrase}"
            out[k - 1] = a._replace(how="compound", whole=whole)
            out[k] = b._replace(how="compound", whole=whole)
    return tuple(dict.fromkeys(out))  # a plant named twice is one mention


def _said_twice(a: Mention, b: Mention) -> bool:
    """Two names side by side, one a genus or shared name holding the other's cards ("corn
    plant dracaena", "snake plant sansevieria"): one plant, named twice."""
    if a.how == "compound" or b.how == "compound" or a.glued_after:
        return False
    return set(a.cards) <= set(b.cards) or set(b.cards) <= set(a.cards)


# Words that, glued after a plant's one-word name, make the name a colour ("lavender-coloured",
# "a lilac tinted wall"): the plant is a shade, not a plant.
SHADE_WORDS = lx.folded("coloured colored colour color tinted toned hued shade")
# Every colour word, with those lexicon.COLOURS leaves out as words of symptoms ("brown"):
# a colour alone frames no plant question ("cherry mx red vs brown switches").
ALL_COLOURS = lx.COLOURS | lx.folded("brown grey gray")


# Units of size, as the tokenizer folds them: after a number ("6 ft", "a 3-foot", "six foot")
# or glued to one ("6ft", "2m", "30cm") they say how big the plant or its pot is, as "huge" does.
_UNITS = "ft|feet|foot|inch|in|cm|mm|m|metre|meter|yd|yard|litre|liter|ltr|l|gal|gallon"
_GLUED_MEASURE = re.compile(rf"\d+(?:{_UNITS})s?")
_UNIT_WORDS = frozenset(_UNITS.split("|"))
NUMBER_WORDS = lx.folded("one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty half")


def _number(word: str) -> bool:
    return word.isdigit() or word in NUMBER_WORDS


def in_measure(ws: Sequence[Word], i: int) -> bool:
    """Word i is part of a measure of size: a number glued to a unit ("6ft", "2m"), a unit
    after a number ("3-foot", "six foot", "30 cm") or that number. Beside a name a measure
    keeps the plant ("a huge 6ft monstera", "a monstera 2m tall"), never makes another."""
    word = ws[i].word
    if not (word[:1].isdigit() or word in _UNIT_WORDS or word in NUMBER_WORDS):
        return False  # the cheap test first: most words hold no number and no unit
    if _GLUED_MEASURE.fullmatch(word):
        return True
    if word in _UNIT_WORDS:
        return i > 0 and joined(ws, i) and _number(ws[i - 1].word)
    nxt = i + 1
    return _number(word) and nxt < len(ws) and joined(ws, nxt) and ws[nxt].word in _UNIT_WORDS


def joined(ws: Sequence[Word], i: int) -> bool:
    """Whether word i follows the one before with only spaces between (no comma, no stop)."""
    return ws[i].gap in ("", "-")


def _third_person(raw: str, word: str) -> bool:
    """ "smells", "grows", "looks": an -s form that is not a plant part, holder or kind
    ("leaves", "pots" and "trees" stand after names as nouns)."""
    return (
        raw.endswith("s")
        and not raw.endswith(("ss", "us", "is"))
        and raw not in STOPWORDS  # "as", "its", "this": no verb's form
        and word not in lx.PARTS
        and word not in lx.HOLDERS
        and word not in lx.PLANT_TYPES
        and word not in lx.GROUPS
    )


def is_verb(w: Word) -> bool:
    raw = w.raw.casefold()
    return participle(w) or w.word in lx.AUXILIARIES or w.word in lx.MODALS or _third_person(raw, w.word)


def free(w: Word, blank: str) -> bool:
    """A word that can stand beside a name without being part of another name."""
    t = w.word
    return (
        not blank
        or t in STOPWORDS
        or t in lx.FRAMING
        or t in lx.DEGREE
        or t in lx.FEED
        or t in lx.SICK
        or t in lx.PET_FRAMING
        or t in lx.PEOPLE_WORDS
        or is_kin(t)
        or t in lx.OTHER_ANIMALS
        or t in lx.URGENT
        or t in lx.VERSUS
        or t in lx.PREPOSITIONS
        or t in lx.PARTICLES
        or t in lx.SUBORDINATORS
        or t in lx.QUANTIFIERS
        or t in lx.HEDGES
        or t.isdigit()
        or t in NUMBER_WORDS  # "is a peace lily one of those lilies": no card's name counts
        or len(t) == 1  # a letter names no plant: "r cactuses poisonous" is text for "are"
        or w.raw.casefold() in lx.SAYING_RAW  # what is said is read out: "the website says fruit trees"
    )


# Times of day: framing words elsewhere ("this morning"), but glued before a name they name
# another plant ("evening primrose" is Oenothera, no primrose; "night jasmine", "day jessamine").
TIMES_OF_DAY = lx.folded("morning evening night day")


def glues(w: Word, blank: str, pet: bool = False) -> bool:
    """A word that, right before a name or a kind of plant, makes another plant's name: not
    a framing or function word. "poison" the noun does ("poison ivy"); "poisonous" does not;
    a time of day does ("evening primrose"); an animal does ("dragon fruit", "a dog rose")
    unless it is a pet (`pet`: "my cat") or owns the plant ("my cat's pothos"); a verb of
    saying never does (`free`: "the book says hibiscus")."""
    animal = (w.word in lx.OTHER_ANIMALS or w.word in lx.ANIMAL_WORDS) and not pet
    said = w.raw.casefold() == "poison" or (w.word in TIMES_OF_DAY and not w.possessive)
    return said or (animal and not w.possessive) or not free(w, blank)


def after_subject(ws: Sequence[Word], blanked: Sequence[str], i: int) -> bool:
    """Word i stands where a verb does, after who does it: a creature or person ("the puppy
    grabbed tulips", "dog stole onion rings"), a pronoun ("she says pothos", "can i repot
    cacti") or "how to", a name set aside ("Rosie says"), or an -s or -ed word after "my
    <noun>" ("my vet says lilies")."""
    if i < 1 or ws[i].gap:
        return False
    ahead = ws[i - 1].word
    if _contracted_subject(ws[i - 1].raw):  # "I'd picked clematis", "we've planted tulips", "she's grown"
        return True
    if ws[i - 1].possessive and not is_verb(ws[i]) and ws[i].raw.casefold() not in lx.IRREGULAR_PARTICIPLES:
        return False  # an owner, not a subject: "a cat's claw vine" (but "the dog's eaten the lilies")
    if says_who(ahead) or ahead in lx.PRONOUNS or (blanked[i - 1] == "" and ws[i - 1].upper):
        return True
    if ahead in ("i", "we", "you") or (ahead == "to" and i >= 2 and ws[i - 2].word == "how"):
        return True
    if ahead in ("it", "that", "this") and i >= 2 and ws[i - 2].raw.casefold() in lx.ASKING:
        return True  # "does that include desert rose", "does it affect pothos" (not "is it pothos")
    raw = ws[i].raw.casefold()
    return (
        i >= 2
        and ws[i - 2].word in lx.POSSESSIVE_DETERMINERS
        and ahead not in STOPWORDS
        and ahead not in lx.KEEP_BEFORE
        and ahead not in lx.COLOURS
        and raw.endswith(("s", "ed"))
        and not raw.endswith("ss")
    )


def _contracted_subject(raw: str) -> bool:
    """A pronoun typed with its auxiliary: "I'd", "we've", "they'll", "she's" (a subject)."""
    parts = re.split("['\u2019]", raw.casefold())
    return len(parts) == 2 and parts[0] in _SUBJECTS and parts[1] in ("d", "ve", "ll", "m", "re", "s")


_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})


def pet_at(ws: Sequence[Word], i: int, blanked: Sequence[str] = ()) -> bool:
    """Whether word i is a pet, not a modifier: after "my", "our", ...; or, one of the three
    animals' words, first in its sentence ("dog tulip bulbs toxic", "cat boston fern safe":
    a terse query's animal) or after a pet's name set aside and "the" ("ivy the kitten
    ponytail palm safe"). A name that holds the animal's word is matched whole before this
    ("horse chestnut", "dog daisy", "cat brier")."""
    if i > 0 and ws[i - 1].word in lx.POSSESSIVE_DETERMINERS:
        return True
    if ws[i].word not in lx.ANIMAL_WORDS:
        return False
    named = i >= 2 and ws[i - 1].word == "the" and bool(blanked) and blanked[i - 2] == "" and joined(ws, i - 1)
    # the one fed, then what it is fed: "feeding the horse acorns", "feed horses apples"
    fed = (i >= 1 and ws[i - 1].word in lx.FEEDING) or (i >= 2 and ws[i - 1].word == "the" and ws[i - 2].word in lx.FEEDING)
    return i == 0 or ws[i].start or named or fed


def _glued(
    ws: Sequence[Word], blanked: Sequence[str], m: Match, inside: set[int], lexicon: Lexicon
) -> tuple[str | None, str | None]:
    """The whole phrase when another word is glued to a name before it ("yellow jasmine",
    "water lily") and when one is glued after it ("tulip tree", "rose of sharon", "pothos
    oil"); the second makes another plant or a product only in a safety question (a care
    question's "pothos vines" are the pothos).

    Before a name, words of size, age, variegation and condition leave it that plant
    ("my variegated monstera", "the actual basil"), and so does a word that owns it ("my aunt's christmas
    cactus") or a verb ("how to repot pothos"). After it, plant parts and holders do
    ("jade plant leaves", "the monstera pot", "the yew hedge"), verbs and framing do
    ("is a poinsettia going to kill my cat"), and in a care question so does a care topic
    ("pothos soil"); a kind of plant never does ("tulip tree"), and in a safety question
    no other noun does, not even one the card writes: a card names "cinnamon oil" or
    "chamomile tea" to tell the product from the plant, whose finding is not the product's."""
    before = m.start - 1
    while (
        before >= 0
        and before not in inside
        and joined(ws, before + 1)
        and (_keeps(ws, blanked, before, m, lexicon) or done_to(ws, before, lexicon) or in_measure(ws, before))
    ):
        before -= 1
    while before >= 0 and before not in inside and joined(ws, before + 1) and _state_word(ws, before):
        before -= 1 + _state_parted(ws, before)  # "a root-bound snake plant", "root bound", "my potbound jade"
    if before >= 1 and before not in inside and joined(ws, before + 1) and ws[before].word in SHADE_WORDS:
        before -= 2  # a colour said of it: "a lilac-coloured clematis", "a pink tinted calathea"
    if before >= 0 and before not in inside and joined(ws, before + 1):
        w = ws[before]
        ahead = ws[before - 1].word if before else ""
        # a verb, not a modifier: "how to repot pothos", "water pothos", "watering my pothos"
        # a marking is never the verb: "is spotted laurel safe" names another plant (Aucuba)
        care_verb = (w.word in lx.HARM_WORDS or lexicon.topic(w.word)) and w.word not in lx.MARKINGS
        verb = (
            ahead in ("to", "i", "you", "we")
            or (
                ahead in _ASPECT and w.raw.casefold().endswith("ing") and participle(w)
            )  # "I'd been soaking daffodil bulbs", "I keep hearing dracaenas"
            or (before == 0 and w.word in lx.CARE_VERBS)  # an order: "repot monstera in spring" (not "window box")
            or (is_verb(w) and care_verb)
            or (w.word not in lx.COLOURS and after_subject(ws, blanked, before))
            or (participle(w) and "," in w.gap)  # a clause after a comma: "2 cats, thinking sunflowers"
            or (participle(w) and w.start and _listed(ws, m.end))  # "Thinking basil, rosemary and lavender."
            or ((w.start or before == 0) and w.raw.casefold() in lx.IRREGULAR_PAST)  # "Found st john's wort in the hay"
            or (w.word in lx.GENUINE and ahead in ("it", "its", "that", "thats"))  # "is it true areca palms are safe"
        )
        if glues(w, blanked[before], pet_at(ws, before, blanked)) and not (w.possessive or verb):
            lo = before
            while (
                lo > 0
                and lo - 1 not in inside
                and joined(ws, lo)
                and glues(ws[lo - 1], blanked[lo - 1], pet_at(ws, lo - 1, blanked))
            ):
                lo -= 1  # "night blooming jasmine", not "blooming jasmine"
            return " ".join(ws[k].raw.casefold() for k in range(lo, m.start)) + f" {m.name}", None
    of_name = _named_of(ws, m.start, m.end, inside, lexicon.names)
    if of_name:
        return f"{of_name} of {m.name}", None
    from .after_name import glued_after  # (it reads this module's word classes)

    return None, glued_after(ws, blanked, m, inside, lexicon)


def _listed(ws: Sequence[Word], end: int) -> bool:
    """A name ending at `end` heads a list ("basil, rosemary and lavender"): a participle that
    opens the sentence before it is a verb whose object the list is ("Thinking basil, ...",
    "Considering pothos or ivy"), not a word of how a plant grows ("climbing lily")."""
    return end + 1 < len(ws) and (ws[end].gap == "," or ws[end].word in ("and", "or"))


def _keeps(ws: Sequence[Word], blanked: Sequence[str], i: int, m: Match, lexicon: Lexicon) -> bool:
    """Word i, before the name, leaves it the plant: a word of lexicon.KEEP_BEFORE, or one for
    the plant itself ("the actual basil", beside a cat called Basil) unless the name's head
    stands elsewhere in the question, which the word sets it against ("is a lenten rose a
    real rose"). "true" may stand in a name ("true myrtle"); before a kind true_kind reads
    the others as it. An adjective made of a card word, which no card uses itself, keeps
    it too ("holey monstera leaves": names.adjective_of)."""
    if blanked[i] in lx.KEEP_BEFORE or blanked[i] in lx.BOUGHT_AT:  # "my supermarket basil"
        return True
    if i + 1 < m.start and blanked[i + 1] in lx.BOUGHT_AT:  # and the shop's first word: "garden centre"
        return True
    if not lexicon.knows(blanked[i]) and adjective_of(blanked[i], lexicon.knows):
        return True  # and an adjective made of a card word: "holey monstera leaves"
    if blanked[i] not in lx.GENUINE or blanked[i] == "true":
        return False
    head = blanked[m.end - 1]  # a pet's name is blanked: "our cat Basil ate the actual basil"
    return not any(w == head for k, w in enumerate(blanked) if not m.start <= k < m.end)


def _named_of(ws: Sequence[Word], start: int, end: int, inside: set[int], names: NameTable) -> str:
    """A word that starts plant names, then "of", right before a name: a name of that form
    plantqa does not know ("a string of bananas" is Curio radicans, no banana; "star of
    bethlehem"), unlike a holder, part or amount ("a vase of tulips", "a leaf of pothos"), or
    anything before the name's own part ("a pile of avocado skins": the avocado's skins)."""
    of, k = start - 1, start - 2
    if k < 0 or ws[of].word != "of" or k in inside or not joined(ws, of) or not joined(ws, start):
        return ""
    if end < len(ws) and joined(ws, end) and (ws[end].word in lx.PARTS or ws[end].word in lx.HOLDERS):
        return ""  # "a pile of avocado skins", "a pile of yew clippings": the plant's own
    w = ws[k]
    if w.word in lx.HOLDERS or w.word in lx.PARTS or w.word in lx.FRAMING or w.word in STOPWORDS or w.possessive:
        return ""
    return w.raw.casefold() if w.word in names.firsts else ""


def done_to(ws: Sequence[Word], i: int, lexicon: Lexicon) -> bool:
    """Word i is a verb's past form that says, after a determiner, what was done to a plant
    ("a broken poinsettia stem", "the trampled tulips"), not a word that stands in a plant's
    name ("painted nettle", "weeping fig"), a colour or a marking ("spotted"). Without the
    determiner it may be the verb itself ("cat licked aloe vera"); a regular one needs the
    plant's part after the name (`_part_after`)."""
    w = ws[i]
    raw = w.raw.casefold()
    past = raw in lx.IRREGULAR_PARTICIPLES or (raw.endswith("ed") and participle(w) and _part_after(ws, i))
    if not past or not i or ws[i - 1].word not in lx.DETERMINERS or ws[i - 1].gap:
        return False
    return w.word not in lexicon.names.name_words and w.word not in lx.MARKINGS and w.word not in lx.COLOURS


def _state_word(ws: Sequence[Word], i: int) -> bool:
    """Word i, with the part or holder hyphened before it or run into it, says what state
    the plant is in, not what plant it is: a part or holder, then a past participle
    ("root-bound", "pot-bound", "rootbound", "leaf-burnt"). A participle alone may stand in
    a name ("weeping fig"); with the plant's own part it is said of the plant."""
    if _state_parted(ws, i):
        return True
    raw = ws[i].raw.casefold()
    return any(raw.startswith(p) and _participle_form(raw[len(p) :]) for p in _PART_OR_HOLDER if len(raw) > len(p) + 3)


_PART_OR_HOLDER = lx.PARTS | lx.HOLDERS


def _state_parted(ws: Sequence[Word], i: int) -> bool:
    """Word i follows its part or holder as a word of its own, hyphened or spaced ("root-bound",
    "root bound", "pot bound"), not run into it ("rootbound")."""
    return i > 0 and ws[i].gap in ("-", "") and ws[i - 1].word in _PART_OR_HOLDER and _participle_form(ws[i].raw.casefold())


def _participle_form(raw: str) -> bool:
    return raw in lx.IRREGULAR_PARTICIPLES or (raw.endswith("ed") and len(raw) > 4)


def _part_after(ws: Sequence[Word], i: int) -> bool:
    """A plant's part or holder ends the phrase that word i opens ("a crushed aloe leaf"): what
    was done was done to the plant, not a dish made of it ("a roasted chestnut")."""
    k = i + 1
    while k < len(ws) and joined(ws, k) and k <= i + 4:
        if ws[k].word in lx.PARTS or ws[k].word in lx.HOLDERS:
            return True
        k += 1
    return False


# Verbs of aspect before an -ing form: that form is a verb too, never part of a name
_ASPECT = frozenset({"been", "keep", "keeps", "kept", "started", "stopped", "stop", "start", "am", "was", "were"})


def mention(ws: Sequence[Word], blanked: Sequence[str], m: Match, matches: Sequence[Match], lexicon: Lexicon) -> Mention:
    if m.lookalike:
        return Mention(m.name, (), "lookalike", m.start, m.end, m.name)
    how = "shared" if len(m.cards) > 1 else "name"
    before, after = _glued(ws, blanked, m, covered(matches), lexicon)
    if before is not None:
        return Mention(m.name, m.cards, "compound", m.start, m.end, before)
    return Mention(m.name, m.cards, how, m.start, m.end, after or "", after is not None)


def true_kind(ws: list[Word], names: NameTable) -> list[Word]:
    """A word for the kind proper before a kind ("a real lily", "actual lilies") read as
    "true" where a card is named "true <kind>": the genus itself (Lilium), not every plant
    named for the kind ("peace lily", "calla lily")."""
    out = list(ws)
    for i in range(len(ws) - 1):
        if ws[i].word in lx.GENUINE and ws[i].word != "true" and not ws[i + 1].gap:
            m = names.match(["true", ws[i + 1].word])
            # not the first word of a longer name: "real aloe vera" is aloe vera, no "true aloe vera"
            longer = any(n.start == 0 and n.end > 1 for n in names.match([w.word for w in ws[i + 1 : i + 5]]))
            if m and (m[0].start, m[0].end) == (0, 2) and m[0].cards and not longer:
                out[i] = ws[i]._replace(word="true")
    return out
