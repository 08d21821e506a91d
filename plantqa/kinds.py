"""Kinds of plant named as a group: "are succulents safe", "my cat ate a lily", "white
lilies", and a kind with another word glued on, which names a plant plantqa does not know
("water lily", "orchid tree", "palm oil"). Split from plantqa.compounds, whose rules of
gluing it shares.
"""

from collections.abc import Callable, Sequence

from . import lexicon as lx
from .compounds import Mention, after_subject, free, glues, in_measure, is_verb, joined, pet_at
from .creatures import says_who
from .kind_end import end_after_group, ground
from .lexing import Word, participle
from .names import adjective_of, group_of
from .young import AMOUNT


def _of_named(blanked: Sequence[str], i: int, inside: set[int]) -> bool:
    """Word i is followed by "of", "off" or "from" and a named plant: what it is of that plant."""
    if i + 1 >= len(blanked) or blanked[i + 1] not in ("of", "off", "from"):
        return False
    k = i + 2
    while k < len(blanked) and (blanked[k] in lx.DETERMINERS or blanked[k] in lx.POSSESSIVE_DETERMINERS):
        k += 1
    return k in inside


def groups_named(
    ws: Sequence[Word],
    blanked: Sequence[str],
    inside: set[int],
    head_kind: Callable[[str, str], str | None] = lambda _w, _t: None,
    named: bool = False,
    topic: Callable[[str], bool] = lambda _t: False,
    knows: Callable[[str], bool] = lambda _t: True,
) -> tuple[tuple[str, ...], tuple[Mention, ...]]:
    """Kinds of plant named alone ("are succulents safe", "my cat ate a lily", "white
    lilies"), and those with another word glued on, which name a plant plantqa does not
    know ("water lily", "orchid tree"). Beside a named plant, a part that is also a kind
    is that plant's part ("a holly bush with red berries"), not the kind."""
    out: list[str] = []
    odd: list[Mention] = []
    kinds_at: set[int] = set()  # where a head word was read as a kind ("hickory" in "hickory trees")
    at: list[tuple[int, str]] = []  # where each kind was named
    grounds: list[str] = []  # kinds before the ground they grow in ("veg patch"), asked only alone
    for i, word in enumerate(blanked):
        # (but "torn between an orchid and a bromeliad" offers both: a kind read as asked lists
        # its cards, where one read as a place is dropped unsaid)
        place = i >= 2 and blanked[i - 1] in lx.DETERMINERS and blanked[i - 2] in lx.PLACES and not _offered(blanked, i, inside)
        of_phrase = i >= 2 and blanked[i - 1] == "of" and blanked[i - 2] not in lx.HOLDERS  # "string of hearts"
        before_kind = _headed(ws, blanked, i) and word not in lx.KEPT_KIND  # "evergreen shrubs": the kind is shrub
        # before "plants" a word that ends several cards' names is their kind, as its own plural
        # is ("squash plants"); "the purple heart plant" is one plant, and another
        headed_kind = i + 1 < len(ws) and blanked[i + 1] in lx.KIND_HEADS and joined(ws, i + 1)
        headed_kind = headed_kind and ws[i + 1].raw.casefold() != blanked[i + 1]
        as_typed = _as_typed(ws[i]) if ws[i].possessive else ws[i].raw.casefold().replace("'", "")
        typed = "" if before_kind or headed_kind else as_typed
        part = named and word in lx.PARTS
        of_phrase = of_phrase and not before_kind  # "a row of pine trees", not "string of hearts"
        kind = head_kind(word, typed) if word not in lx.FRAMING and not place and not of_phrase and not part else None
        if kind is not None and i and _a_pet_s(ws[i - 1]):
            kind = None  # "scratching his ears", "my cat's ears": the pet's, not elephant ears
        if kind is not None and group_of(word) is None and after_subject(ws, blanked, i):
            kind = None  # "my flat faces north": a verb, not a kind of "...face" plants
        group = (group_of(word) or kind or _grown(ws, blanked, i)) if i not in inside else None
        if place and _placed(ws, blanked, i - 3, inside, topic):
            continue  # "sweet woodruff under the trees": where the woodruff grows, not trees asked about
        if group is not None and _of_named(blanked, i, inside):
            continue  # "a few beads of my burro's tail", "a vine off my pothos": the named plant's part
        if part and group is not None and _its_part(blanked, i):
            continue  # "dug up the tulips and ate a bulb", "the amaryllis, mostly the bulb": the tulip's
        if word in lx.PARTS and group is not None and i and joined(ws, i) and group_of(blanked[i - 1]) not in (None, group):
            continue  # "a lily bulb", "palm fruit": the part of the kind before it, not a kind of its own
        if group is not None and i + 2 < len(ws) and i + 2 in inside and _part_between(ws, blanked, i):
            continue  # "fern-leaf yarrow", "ivy-leaf geranium": what the named plant's leaves are like
        if named and group in lx.GROWTH_FORMS and _its_form(ws, blanked, i) and any(k < i for k in inside):
            continue  # "lantana berries off the bush", "fell off the tree": the named plant's bush
        if group is not None and i + 1 < len(ws) and joined(ws, i + 1) and ground(blanked[i + 1]):
            if not (named or inside) and (not _placed_at(blanked, i) or _any_grown(blanked)):
                grounds.append(group)  # "is anything in a veg garden dangerous", "is my herb garden safe": the kind
            continue  # "lavender vs foxglove for a herb border", "the tomato plant in the veg patch": where they grow
        if kind is not None and group == kind:
            kinds_at.add(i)
        head = word in lx.KIND_HEADS or (word == "tree" and i and group_of(blanked[i - 1]) in lx.TREE_KINDS)
        if group is None or (i and ((head and group_of(blanked[i - 1])) or i - 1 in kinds_at) and joined(ws, i)):
            if group is not None and head and out and out[-1] == group_of(blanked[i - 1]):
                out[-1] = f"{out[-1]} {group}"  # "fruit trees": fruit that grows on trees, not a banana
                at[-1] = (i, out[-1])
            continue  # "fruit trees", "hickory trees": the kind is fruit, hickory; "trees" its head
        k = i - 1
        plural = ws[i].raw.casefold().replace("'", "") != word  # "climbing vines": a kind of them, described
        # a colour keeps a kind ("white lilies"), not the last word of several names, which it
        # makes another plant's ("purple hearts" are Tradescantia, no heart-named card's kind)
        named_end = group_of(word) is None and word not in lx.PARTS  # ("red berries" are any berries)
        # a growth form after a named plant is its own ("orange tree": no colour of trees)
        own_form = group in lx.GROWTH_FORMS
        while k >= 0 and not (own_form and k in inside) and joined(ws, k + 1):
            if not (kept(blanked[k]) or in_measure(ws, k) or (plural and _described(ws, blanked, k, knows))):
                break
            if named_end and blanked[k] in lx.COLOURS:
                break
            k -= 1
        glued_before = (
            k >= 0
            and joined(ws, k + 1)
            and glues(ws[k], blanked[k], pet_at(ws, k, blanked))
            and not ws[k].possessive
            and not (blanked[k] not in lx.COLOURS and after_subject(ws, blanked, k))  # "my vet says lilies"
            and not (k and blanked[k - 1] == "to" and blanked[k] not in lx.COLOURS and not _harmed_after(blanked, k - 1))
        )
        end = i + 1 if i in kinds_at and before_kind else end_after_group(ws, blanked, i, topic, knows)  # "hickory nuts"
        if k in inside and joined(ws, k + 1):
            continue
        if glued_before or end > i + 1:
            lo = k if glued_before else i
            whole = " ".join(ws[j].raw.casefold() for j in range(lo, end))
            odd.append(Mention(word, (), "compound", lo, end, whole))
            continue
        out.append(group)
        at.append((i, group))
    odd += _unknown_before_part(ws, blanked, inside, knows)
    kinds = _parts_of_kinds(blanked, at, out)
    return _narrowest(kinds or ([] if odd else grounds)), tuple(odd)


def _offered(blanked: Sequence[str], i: int, inside: set[int]) -> bool:
    """The kind at i after "between", then "and"/"or" and another plant or kind: a choice
    ("between an orchid and a bromeliad"), not where a thing is ("moss between the palms",
    "a hammock between the trees and my dog")."""
    if blanked[i - 2] != "between" or i + 1 >= len(blanked) or blanked[i + 1] not in ("and", "or"):
        return False
    k = i + 2 + (i + 2 < len(blanked) and blanked[i + 2] in lx.DETERMINERS)
    return k < len(blanked) and (k in inside or group_of(blanked[k]) is not None)


def _parts_of_kinds(blanked: Sequence[str], at: list[tuple[int, str]], out: list[str]) -> tuple[str, ...]:
    """The kinds named, less a part that is also a kind ("fruit", "berries") said of the
    trees or bushes of another kind named ("fruit trees ... the fallen fruit", "the fruit
    off palm trees"): that kind's part, not every plant with fruit."""
    whole = [g for i, g in at if blanked[i] not in lx.PARTS]
    if not whole:
        return tuple(dict.fromkeys(out))
    parts = {g for i, g in at if blanked[i] in lx.PARTS and g not in whole and _its_part(blanked, i, reach=2)}
    return tuple(dict.fromkeys(g for g in out if g not in parts))


def _unknown_before_part(
    ws: Sequence[Word], blanked: Sequence[str], inside: set[int], knows: Callable[[str], bool]
) -> list[Mention]:
    """A word the cards never use, right before a plant part, names a plant plantqa has no
    card for ("some laburnum seeds", "rowan leaves"), unlike a word that says only what the
    part looked like ("random seeds", "red berries", "small round seeds", which the cards'
    own words or lexicon.VAGUE cover)."""
    out = []
    for i in range(1, len(ws)):
        k = i - 1
        if blanked[i] not in lx.PARTS or k in inside or i in inside or not joined(ws, i) or ws[k].possessive:
            continue
        w = blanked[k]
        if not w.isalpha() or len(w) < 4 or knows(w) or w in lx.VAGUE or kept(w) or free(ws[k], w) or participle(ws[k]):
            continue
        if adjective_of(w, knows):  # "holey leaves": what they look like
            continue
        if k and joined(ws, k) and (k - 1 in inside or group_of(blanked[k - 1])):
            continue  # a word inside a longer phrase with a name: the compounds' rules read it
        out.append(Mention(w, (), "compound", k, i + 1, f"{ws[k].raw.casefold()} {ws[i].raw.casefold()}"))
    return out


def _narrowest(kinds: Sequence[str]) -> tuple[str, ...]:
    """The kinds read, once each; a kind that is a word of another kind read ("fruit" beside
    "fruit tree": "fruit trees and dogs, is the fallen fruit a worry") is that kind's part or
    the same kind said again, not the wider kind with plants the question is not about."""
    words = {w for k in kinds if " " in k for w in k.split()}
    return tuple(dict.fromkeys(k for k in kinds if " " in k or k not in words))


def _as_typed(w: Word) -> str:
    """A possessive as typed, for telling a plural: a singular's is no plural ("lady's mantle"
    is no kind of lady, "ladies" would be)."""
    raw = w.raw.casefold()
    return w.word if raw.endswith(("'s", "\u2019s")) else raw.replace("'", "")


def _described(ws: Sequence[Word], blanked: Sequence[str], k: int, knows: Callable[[str], bool]) -> bool:
    """Before a kind in the plural, a participle or where it grows describes it ("climbing vines", "hedge shrubs");
    not a word merely ending in -ed whose stem no card uses ("arrowhed vines": a name misspelt, no kind)."""
    return (participle(ws[k]) and knows(ws[k].word)) or _grown_in(blanked[k])


def kept(word: str) -> bool:
    """A word before a kind that leaves it the kind: size, age, condition, colour, habit."""
    return word in lx.KEEP_BEFORE or word in lx.KEPT_KIND


def _grown(ws: Sequence[Word], blanked: Sequence[str], i: int) -> str | None:
    """A short word for a kind that is food in everyday speech, before ground it grows in:
    "the veg patch", "a veg garden" (but "cooked veg" is food, no plant)."""
    kind = lx.GROWN_KINDS.get(blanked[i])
    return kind if kind and i + 1 < len(ws) and joined(ws, i + 1) and ground(blanked[i + 1]) else None


_INDEFINITE = frozenset({"anything", "something", "everything"})
_ANY = lx.DETERMINERS | frozenset({"any", "some", "all", "these", "those"})


def _any_grown(blanked: Sequence[str]) -> bool:
    """The question asks about whatever grows there: "anything in the veg patch", "the
    plants in my herb garden" (but not "the squash plants from the veg patch")."""
    return bool(_INDEFINITE & set(blanked)) or any(
        w == "plant" and (not k or blanked[k - 1] in _ANY) for k, w in enumerate(blanked)
    )


def _placed_at(blanked: Sequence[str], i: int) -> bool:
    """The kind at i heads a place after a preposition ("from the veg patch", "in a herb
    garden"): where something else was, asked about only as "anything in the veg patch"."""
    k = i - 1 - (i >= 1 and blanked[i - 1] in lx.DETERMINERS)
    return k >= 0 and (blanked[k] in lx.PLACES or blanked[k] in _FROM)


_FROM = frozenset({"from", "off", "near", "by", "out"})  # where a thing came from: "squash from the veg patch"


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


def _its_part(blanked: Sequence[str], i: int, reach: int = 1) -> bool:
    """A part that is also a kind ("bulb", "fruit"), after "a"/"the"/"some" in a question
    naming a plant, is that plant's part, unless offered beside it ("tulips or the bulbs");
    `reach` 2 also past a word that says what state it is in ("the fallen fruit", "lots of rotten fruit")."""
    k = i - 1
    if reach > 1 and k > 0 and blanked[k] not in lx.DETERMINERS and blanked[k] not in _AGAINST and blanked[k - 1] != "and":
        k -= blanked[k - 1] in lx.DETERMINERS or blanked[k - 1] == "of"
    if k < 0 or not (blanked[k] in lx.DETERMINERS or blanked[k] in ("some", "its", "one", "of")):
        return False
    return not (k and blanked[k - 1] in _AGAINST)


def _part_between(ws: Sequence[Word], blanked: Sequence[str], i: int) -> bool:
    """A plant part glued between the kind at i and the next word ("fern-leaf yarrow")."""
    return blanked[i + 1] in lx.PARTS and joined(ws, i + 1) and joined(ws, i + 2)


_DEFINITE = lx.DETERMINERS - {"a", "an"}


def _its_form(ws: Sequence[Word], blanked: Sequence[str], i: int) -> bool:
    """A form of growth typed singular after "the", "this" or an owner ("off the bush", "up
    that tree"), after a plant's name: that plant's own bush or tree, said again, not every
    shrub or tree ("puppy ate lantana berries off the bush"). "shrubs" is a kind."""
    typed = ws[i].raw.casefold().replace("'", "")
    return typed == blanked[i] and i > 0 and blanked[i - 1] in _DEFINITE and joined(ws, i)


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


def _harmed_after(blanked: Sequence[str], to: int) -> bool:
    """The "to" at `to` follows a harm word that takes what it harms ("toxic to water lilies":
    a noun, glued to the kind), not an infinitive ("safe to handle lilies": a verb before it)."""
    return to >= 1 and blanked[to - 1] in lx.HARMED_BY


def eaten_itself(blanked: Sequence[str], at: set[int], group: str) -> bool:
    """A growth form said as what was eaten, right after the verb ("my pony ate some weeds",
    "chewed on a shrub"), not where the eaten thing came from ("berries off a bush", "leaves
    from under the tree") nor what it was ("idk what bush")."""
    for i in sorted(at):
        if group_of(blanked[i]) != group or blanked[i] in lx.PARTS:  # "ate some berries": a part, from somewhere
            continue
        k = i - 1
        # (past an amount: "ate a mouthful of weeds", "chewed a bit of a shrub")
        while k >= 0 and (blanked[k] in lx.DETERMINERS or blanked[k] in AMOUNT or _measure(blanked, k)):
            k -= 1
        k -= k > 0 and blanked[k] == "on" and blanked[k - 1] in lx.EATING  # "chewed on a shrub"
        if k >= 0 and blanked[k] in lx.EATING:
            return True
    return False


def _measure(blanked: Sequence[str], k: int) -> bool:
    """Word k is a measure before "of": a part ("a bit of", "a chunk of") or one made with
    -ful ("a mouthful of", "an armful of")."""
    return k + 1 < len(blanked) and blanked[k + 1] == "of" and (blanked[k] in lx.PARTITIVE or blanked[k].endswith("ful"))


_MEMBER = frozenset({"one", "kind", "kinds", "type", "types", "sort", "sorts", "member", "members", "part"})


def asked_as_kind(blanked: Sequence[str], i: int) -> bool:
    """The kind at i is what a named plant is asked to be ("is that one of the lilies that are
    bad for cats", "a kind of fern", "among the palms", "in the lily family"), not a kind
    whose every card is asked about: a verb of being comes first. Up to two describing words
    may stand between."""
    if i + 1 < len(blanked) and blanked[i + 1] == "family":
        return True
    j = i - 1
    while j >= 0 and i - j <= 3 and blanked[j] not in ("of", "among", "amongst"):
        j -= 1
    if j < 0 or i - j > 3 or (blanked[j] == "of" and not (j >= 1 and blanked[j - 1] in _MEMBER)):
        return False
    return any(w in lx.BE_FORMS for w in blanked[max(0, j - 5) : j])  # not "ate a rose and one of the lilies"
