"""Names in context: a word before or after a name can make another plant.

"yellow jasmine" is not jasmine, "water lily" no lily, "tulip tree" no tulip, "pink
jasmine" neither pinks nor jasmine, "pothos oil" a product. Words of size, age,
variegation and condition, plant parts, holders ("the monstera pot", "a vase of
tulips") and verbs leave a name the plant it names; anything else glued to it makes
a name plantqa does not know, refused as the whole phrase.
"""

from collections.abc import Callable, Sequence
from typing import NamedTuple

from . import lexicon as lx
from .lexing import Lexicon, Word, participle, predicate, typed_plural
from .names import Match, covered, group_of
from .people import is_kin, says_who
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
    jasmine" is neither pinks (carnation) nor jasmine."""
    out = list(plants)
    for k in range(1, len(out)):
        a, b = out[k - 1], out[k]
        if a.end == b.start and joined(ws, b.start) and a.how != "lookalike" and b.how != "lookalike":
            whole = f"{a.whole or a.phrase} {b.whole or b.phrase}"
            out[k - 1] = a._replace(how="compound", whole=whole)
            out[k] = b._replace(how="compound", whole=whole)
    return tuple(out)


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


def joined(ws: Sequence[Word], i: int) -> bool:
    """Whether word i follows the one before with only spaces between (no comma, no stop)."""
    return ws[i].gap in ("", "-")


def _third_person(raw: str, word: str) -> bool:
    """ "smells", "grows", "looks": an -s form that is not a plant part, holder or kind
    ("leaves", "pots" and "trees" stand after names as nouns)."""
    return (
        raw.endswith("s")
        and not raw.endswith(("ss", "us", "is"))
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
        or t in lx.QUANTIFIERS
        or t.isdigit()
        or len(t) == 1  # a letter names no plant: "r cactuses poisonous" is text for "are"
    )


def _glues(w: Word, blank: str, pet: bool = False) -> bool:
    """A word that, right before a name or a kind of plant, makes another plant's name: not
    a framing or function word. "poison" the noun does ("poison ivy"); "poisonous" does not;
    an animal does ("dragon fruit", "a dog rose") unless it is a pet (`pet`: "my cat") or
    owns the plant ("my cat's pothos")."""
    animal = (w.word in lx.OTHER_ANIMALS or w.word in lx.ANIMAL_WORDS) and not pet
    return w.raw.casefold() == "poison" or (animal and not w.possessive) or not free(w, blank)


def _after_subject(ws: Sequence[Word], blanked: Sequence[str], i: int) -> bool:
    """Word i stands where a verb does, after who does it: a creature or person ("the puppy
    grabbed tulips", "dog stole onion rings"), a pronoun ("she says pothos", "can i repot
    cacti") or "how to", a name set aside ("Rosie says"), or an -s or -ed word after "my
    <noun>" ("my vet says lilies")."""
    if i < 1 or ws[i].gap:
        return False
    ahead = ws[i - 1].word
    if says_who(ahead) or ahead in lx.PRONOUNS or (blanked[i - 1] == "" and ws[i - 1].upper):
        return True
    if ahead in ("i", "we", "you") or (ahead == "to" and i >= 2 and ws[i - 2].word == "how"):
        return True
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


def _pet_at(ws: Sequence[Word], i: int) -> bool:
    """Whether word i follows "my", "our", ...: the owner's pet, not a modifier."""
    return i > 0 and ws[i - 1].word in lx.POSSESSIVE_DETERMINERS


def _glued(
    ws: Sequence[Word], blanked: Sequence[str], m: Match, inside: set[int], lexicon: Lexicon
) -> tuple[str | None, str | None]:
    """The whole phrase when another word is glued to a name before it ("yellow jasmine",
    "water lily") and when one is glued after it ("tulip tree", "rose of sharon", "pothos
    oil"); the second makes another plant or a product only in a safety question (a care
    question's "pothos vines" are the pothos).

    Before a name, words of size, age, variegation and condition leave it that plant
    ("my variegated monstera"), and so does a word that owns it ("my aunt's christmas
    cactus") or a verb ("how to repot pothos"). After it, plant parts and holders do
    ("jade plant leaves", "the monstera pot", "the yew hedge"), verbs and framing do
    ("is a poinsettia going to kill my cat"), and in a care question so does a care topic
    ("pothos soil"); a kind of plant never does ("tulip tree"), and in a safety question
    no other noun does, not even one the card writes: a card names "cinnamon oil" or
    "chamomile tea" to tell the product from the plant, whose finding is not the product's."""
    before = m.start - 1
    while before >= 0 and before not in inside and blanked[before] in lx.KEEP_BEFORE and joined(ws, before + 1):
        before -= 1
    if before >= 0 and before not in inside and joined(ws, before + 1):
        w = ws[before]
        ahead = ws[before - 1].word if before else ""
        # a verb, not a modifier: "how to repot pothos", "water pothos", "watering my pothos"
        care_verb = w.word in lx.HARM_WORDS or lexicon.topic(w.word)
        verb = (
            ahead in ("to", "i", "you", "we")
            or ((before == 0 or is_verb(w)) and care_verb)
            or (w.word not in lx.COLOURS and _after_subject(ws, blanked, before))
        )
        if _glues(w, blanked[before], _pet_at(ws, before)) and not (w.possessive or verb):
            lo = before
            while lo > 0 and lo - 1 not in inside and joined(ws, lo) and _glues(ws[lo - 1], blanked[lo - 1], _pet_at(ws, lo - 1)):
                lo -= 1  # "night blooming jasmine", not "blooming jasmine"
            return " ".join(ws[k].raw.casefold() for k in range(lo, m.start)) + f" {m.name}", None
    return None, _glued_after(ws, blanked, m, inside, lexicon)


def _glued_after(ws: Sequence[Word], blanked: Sequence[str], m: Match, inside: set[int], lexicon: Lexicon) -> str | None:
    after = m.end
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
            w.word in lx.PLANT_TYPES  # not another kind (above): the plant's own, "greenbrier vines"
            or free(w, blanked[after])
            or w.word in lx.PARTS
            or w.word in lx.HOLDERS
            or is_verb(w)
            or w.possessive
            or lexicon.topic(w.word)
            or w.word in lx.ANY_PLANT
            or typed_plural(ws[m.end - 1], lexicon.names)  # "are azaleas risky": the plural is on the head
            or predicate(ws, m.start, after)  # "is foxglove hazardous for cats"
        ):
            return f"{m.name} {w.raw.casefold()}"
    return None


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


def _another_kind(word: str, m: Match, lexicon: Lexicon) -> bool:
    """A kind of plant after a name makes another plant ("tulip tree"), unless the named
    plant is of that kind itself ("chestnut tree", "orange tree": trees by their cards)."""
    return word in lx.PLANT_TYPES and not set(m.cards) <= set(lexicon.names.members(word))


def groups_named(
    ws: Sequence[Word],
    blanked: Sequence[str],
    inside: set[int],
    head_kind: Callable[[str, str], str | None] = lambda _w, _t: None,
    named: bool = False,
    topic: Callable[[str], bool] = lambda _t: False,
) -> tuple[tuple[str, ...], tuple[Mention, ...]]:
    """Kinds of plant named alone ("are succulents safe", "my cat ate a lily", "white
    lilies"), and those with another word glued on, which name a plant plantqa does not
    know ("water lily", "orchid tree"). Beside a named plant, a part that is also a kind
    is that plant's part ("a holly bush with red berries"), not the kind."""
    out: list[str] = []
    odd: list[Mention] = []
    kinds_at: set[int] = set()  # where a head word was read as a kind ("hickory" in "hickory trees")
    for i, word in enumerate(blanked):
        place = i >= 2 and blanked[i - 1] in lx.DETERMINERS and blanked[i - 2] in lx.PLACES
        of_phrase = i >= 2 and blanked[i - 1] == "of" and blanked[i - 2] not in lx.HOLDERS  # "string of hearts"
        before_kind = _headed(ws, blanked, i) and word not in lx.KEPT_KIND  # "evergreen shrubs": the kind is shrub
        typed = "" if before_kind else ws[i].raw.casefold().replace("'", "")
        part = named and word in lx.PARTS
        of_phrase = of_phrase and not before_kind  # "a row of pine trees", not "string of hearts"
        kind = head_kind(word, typed) if word not in lx.FRAMING and not place and not of_phrase and not part else None
        if kind is not None and i and _a_pet_s(ws[i - 1]):
            kind = None  # "scratching his ears", "my cat's ears": the pet's, not elephant ears
        group = (group_of(word) or kind) if i not in inside else None
        if place and _placed(ws, blanked, i - 3, inside, topic):
            continue  # "sweet woodruff under the trees": where the woodruff grows, not trees asked about
        if part and group is not None and _its_part(blanked, i):
            continue  # "dug up the tulips and ate a bulb", "the amaryllis, mostly the bulb": the tulip's
        if named and group is not None and i + 1 < len(ws) and joined(ws, i + 1) and blanked[i + 1] in lx.BEDS:
            continue  # "lavender vs foxglove for a herb border": where the named plants grow
        if kind is not None and group == kind:
            kinds_at.add(i)
        head = word in lx.KIND_HEADS or (word == "tree" and i and group_of(blanked[i - 1]) in lx.TREE_KINDS)
        if group is None or (i and ((head and group_of(blanked[i - 1])) or i - 1 in kinds_at) and joined(ws, i)):
            if group is not None and head and out and out[-1] == group_of(blanked[i - 1]):
                out[-1] = f"{out[-1]} {group}"  # "fruit trees": fruit that grows on trees, not a banana
            continue  # "fruit trees", "hickory trees": the kind is fruit, hickory; "trees" its head
        k = i - 1
        plural = ws[i].raw.casefold().replace("'", "") != word  # "climbing vines": a kind of them, described
        while k >= 0 and joined(ws, k + 1) and (kept(blanked[k]) or (plural and (participle(ws[k]) or _grown_in(blanked[k])))):
            k -= 1
        glued_before = (
            k >= 0
            and joined(ws, k + 1)
            and _glues(ws[k], blanked[k], _pet_at(ws, k))
            and not ws[k].possessive
            and not (blanked[k] not in lx.COLOURS and _after_subject(ws, blanked, k))  # "my vet says lilies"
        )
        end = i + 1 if i in kinds_at and before_kind else _end_after_group(ws, blanked, i)  # "hickory nuts"
        if k in inside and joined(ws, k + 1):
            continue
        if glued_before or end > i + 1:
            lo = k if glued_before else i
            whole = " ".join(ws[j].raw.casefold() for j in range(lo, end))
            odd.append(Mention(word, (), "compound", lo, end, whole))
            continue
        out.append(group)
    return tuple(dict.fromkeys(out)), tuple(odd)


def kept(word: str) -> bool:
    """A word before a kind that leaves it the kind: size, age, condition, colour, habit."""
    return word in lx.KEEP_BEFORE or word in lx.KEPT_KIND


def _grown_in(word: str) -> bool:
    """A holder or room before a kind in the plural: where it grows ("hedge shrubs")."""
    return (word in lx.HOLDERS or word in lx.ROOMS) and word not in lx.ANY_PLANT and group_of(word) is None


def _placed(ws: Sequence[Word], blanked: Sequence[str], k: int, inside: set[int], topic: Callable[[str], bool]) -> bool:
    """Word k, before a place word ("under the trees"), is a thing placed there: a noun of
    the question's own ("woodruff", "hostas"), not a pet, a framing word or a verb. After a
    pet's verb the kind is where the pet was ("my cat rolled in the lilies"), still asked about;
    so it is after a part, pest or care topic ("yellow leaves on my ferns", "root rot in")."""
    if k < 0 or k in inside:
        return k >= 0  # a named plant placed there: "hostas under the trees"
    t = blanked[k]
    if t in lx.PARTS or t in lx.PESTS or topic(t):
        return False
    return not free(ws[k], t) and (not is_verb(ws[k]) or group_of(t) is not None)


_OWNERS = frozenset({"his", "her", "its", "their"})
_AGAINST = frozenset({"or", "vs", "versus", "than", "and", "plus"})


def _its_part(blanked: Sequence[str], i: int) -> bool:
    """A part that is also a kind ("bulb", "fruit"), after "a"/"the"/"some" in a question
    naming a plant, is that plant's part, unless offered beside it ("tulips or the bulbs")."""
    k = i - 1
    if k < 0 or not (blanked[k] in lx.DETERMINERS or blanked[k] in ("some", "its", "one")):
        return False
    return not (k and blanked[k - 1] in _AGAINST)


def _headed(ws: Sequence[Word], blanked: Sequence[str], i: int) -> bool:
    """Word i stands before a kind typed as a plural, which makes it a kind asked about
    though typed singular: "hickory trees", "pine trees". A part does not: "pine needles"
    may be one pine's, unknown here (gold ref-042)."""
    if i + 1 >= len(ws) or not joined(ws, i + 1):
        return False
    nxt = blanked[i + 1]
    return group_of(nxt) is not None and ws[i + 1].raw.casefold() != nxt


def _a_pet_s(w: Word) -> bool:
    """A word that makes the next one a creature's own: "his", "her", "my cat's", "my son's"."""
    return w.word in _OWNERS or (w.possessive and says_who(w.word))


def _end_after_group(ws: Sequence[Word], blanked: Sequence[str], i: int) -> int:
    """Where a kind of plant's phrase ends: past a noun glued after it ("palm oil") or an
    "of" phrase ("lily of the vally", "palm of my hand"), else right after it ("fruit
    trees" and "fern plants" are the kind)."""
    nxt = blanked[i + 1] if i + 1 < len(ws) else ""
    tree_kind = group_of(blanked[i]) in lx.TREE_KINDS or group_of(blanked[i]) is None  # "pine trees"
    if (nxt in lx.KIND_HEADS or (nxt == "tree" and tree_kind)) and joined(ws, i + 1):
        return i + 1
    # a plural kind heads its phrase ("are lilies risky for cats"), as does one before its predicate
    typed = ws[i].raw.casefold()
    headed = (typed.endswith(("s", "i")) and typed != blanked[i]) or predicate(ws, i, i + 1)
    if nxt and joined(ws, i + 1) and _noun_after(ws[i + 1], nxt) and nxt != "of" and not (headed and group_of(nxt) is None):
        return i + 2
    if i + 2 < len(ws) and blanked[i + 1] == "of":
        k = i + 2 + (blanked[i + 2] in lx.DETERMINERS and i + 3 < len(ws))
        if _noun_after(ws[k], blanked[k]):
            return k + 1
    return i + 1


def _noun_after(w: Word, blank: str) -> bool:
    """A word after a kind of plant that makes it something else: another kind ("orchid
    tree"), a product or a thing ("palm oil", "ivy league", "cactus spines"); plant parts,
    holders, verbs and framing leave it the kind ("lily pollen", "fern fronds")."""
    if group_of(blank) is not None:
        return True
    keeps = free(w, blank) or blank in lx.PARTS or blank in lx.HOLDERS or blank in lx.ANY_PLANT
    verb = participle(w) or blank in lx.AUXILIARIES or blank in lx.MODALS  # "palm springs" is a place, not a verb
    return not (keeps or verb or w.possessive)


def mention(ws: Sequence[Word], blanked: Sequence[str], m: Match, matches: Sequence[Match], lexicon: Lexicon) -> Mention:
    if m.lookalike:
        return Mention(m.name, (), "lookalike", m.start, m.end, m.name)
    how = "shared" if len(m.cards) > 1 else "name"
    before, after = _glued(ws, blanked, m, covered(matches), lexicon)
    if before is not None:
        return Mention(m.name, m.cards, "compound", m.start, m.end, before)
    return Mention(m.name, m.cards, how, m.start, m.end, after or "", after is not None)
