"""A kind's word that asks about no kind: the kind a choice between named plants is asked in
("jade plant or zebra haworthia - which succulent is okay"), and one plant pointed at by its
form of growth ("the big tree in the park"). The reader drops such kinds from its groups."""

from collections.abc import Callable, Collection, Sequence

from . import lexicon as lx
from .compounds import Mention
from .contact import CONTACT
from .lexing import Word
from .names import group_of
from .text import STOPWORDS

# words between "which" and the kind it asks in: "which of these two ferns"
_WHICH_OF = frozenset({"of", "these", "those", "the", "two", "three", "both"})


def which_kind(blanked: Sequence[str], inside: Collection[int], plants: Sequence[Mention]) -> set[str]:
    """The kind a choice between two or more named plants is asked in ("jade plant or zebra
    haworthia - which succulent is okay", "which of these ferns is fine: boston fern or bird's
    nest fern"): what the named plants are, whatever the cards list as its members, not a
    kind asked about."""
    if len({m.cards for m in plants if m.cards}) < 2:
        return set()
    out: set[str] = set()
    for i, w in enumerate(blanked):
        kind = group_of(w) if w and i not in inside else None
        k = i - 1
        while kind and k >= 0 and i - k <= 4 and blanked[k] in _WHICH_OF:
            k -= 1
        if kind and k >= 0 and blanked[k] == "which":
            out.add(kind)
    return out


def pointed_forms(ws: Sequence[Word], groups_at: Collection[int], beside: bool = False) -> set[str]:
    """Forms of growth typed in the singular after "the", "this", "that" or an owner ("the big
    tree in the park", "that vine on the fence", "our bush"), and never in the plural: one
    plant pointed at and not named, not the kind ("are trees toxic", "a leaf off a tree").
    `beside` a plant named or a narrower kind, after "a" too: what that one is ("Are conifers
    safe for cats? Thinking about getting a live tree", "is boxwood safe? want a shrub")."""
    pointed, plural = set(), set()
    for i in groups_at:
        form = ws[i].word
        if form not in lx.GROWTH_FORMS:
            continue
        if ws[i].raw.casefold() != form:
            plural.add(group_of(form) or form)
            continue
        k = i - 1
        while k >= 0 and ws[k].word in lx.KEEP_BEFORE:
            k -= 1
        if beside or (k >= 0 and ws[k].word in lx.DETERMINERS and ws[k].word not in ("a", "an")):
            pointed.add(group_of(form) or form)
    return pointed - plural


def placed_kinds(ws: Sequence[Word], groups_at: Collection[int]) -> set[str]:
    """Kinds said only as where something is, after a word of place ("horses out at grass",
    "turn the pony out on grass", "the cat sleeps in the ivy"): beside a plant named, the
    ground, not a kind asked about. Not after eating or touching ("chewed on lilies"), nor
    where a part grows ("the berries on the bush"), nor what a pet got into."""
    placed: set[str] = set()
    asked: set[str] = set()
    for i in groups_at:
        (placed if _where(ws, i) else asked).add(group_of(ws[i].word) or ws[i].word)
    return placed - asked


def _where(ws: Sequence[Word], i: int) -> bool:
    k = i - 1
    while k >= 0 and (ws[k].word in lx.DETERMINERS or ws[k].word in lx.POSSESSIVE_DETERMINERS):
        k -= 1
    if k < 0 or ws[k].word not in _WHERE:
        return False
    before = ws[k - 1].word if k else ""
    return not (before in lx.EATING or before in CONTACT or before in lx.PARTS or before in _GETTING)


# words of where a thing is: not "off", "from" or "into" ("a leaf off the ferns", "got into the lilies": eaten)
_WHERE = frozenset({"on", "at", "in", "across", "through", "around", "near", "by", "under", "among", "amongst"})
_GETTING = lx.folded("get gets got getting")


def asked_of_a_plant(blanked: Sequence[str], i: int) -> bool:
    """The kind at i is what a plant the question calls by some word is asked to be ("is
    agapanthus one of the lilies that are deadly to cats", "lily of the nile, is it one of the
    lilies"): that plant is asked about, named or not, and not the kind's every card ("is
    that one of the lilies" points at none)."""
    from .kinds import _MEMBER

    j = max((k for k in range(max(0, i - 3), i) if blanked[k] in ("of", "among", "amongst")), default=-1)
    if j < 1 or (blanked[j] == "of" and blanked[j - 1] not in _MEMBER):
        return False
    k = j - (blanked[j] == "of")  # the subject ends before "one of", "a kind of", "among"
    k -= k > 0 and blanked[k - 1] in ("a", "an")
    be = max((b for b in range(max(0, k - 8), k) if blanked[b] in lx.BE_FORMS), default=-1)
    if be < 0:
        return False  # "ate a rose and one of the lilies"
    said = [w for w in blanked[:k] if w]
    kind = group_of(blanked[i])
    return any(w not in STOPWORDS and w not in lx.FRAMING and w not in lx.EATING and group_of(w) != kind for w in said)


def kinds_asked(
    groups: Sequence[str],
    blanked: Sequence[str],
    inside: Collection[int],
    plants: Sequence[Mention],
    members: Callable[[str], Sequence[str]],
) -> tuple[str, ...]:
    """The kinds named that are asked about: not one whose cards hold every plant named
    ("echeveria or kalanchoe, which succulent is better"), the kind a choice is asked in
    (`which_kind`), nor the kind a plant is asked to be (named: "is the easter lily cactus one
    of the lilies that are bad for cats"; or called by some word: `asked_of_a_plant`)."""
    from .kinds import asked_as_kind

    named = {c for m in plants for c in m.cards}
    out = [g for g in groups if not named or not named <= set(members(g))]
    out = [g for g in out if g not in which_kind(blanked, inside, plants)]
    kin = {group_of(w) for i, w in enumerate(blanked) if w and i not in inside and asked_as_kind(blanked, i)}
    out = [g for g in out if not named or g not in kin]
    kin = {group_of(w) for i, w in enumerate(blanked) if w and i not in inside and asked_of_a_plant(blanked, i)}
    return tuple(g for g in out if g not in kin)
