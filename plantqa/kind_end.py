"""Where a kind of plant's phrase ends: the kind alone ("are lilies risky"), or a noun glued
after it that makes it something else ("palm oil", "ivy league") or names where it grows ("a
herb border"). Split from plantqa.kinds, whose groups_named reads it for every kind named.
"""

from collections.abc import Callable, Sequence

from . import lexicon as lx
from .after_name import modal_s_verb
from .compounds import free, joined
from .lexing import Word, complement, participle, predicate
from .names import group_of


def ground(word: str) -> bool:
    """Ground or a room planted with a kind ("herb border", "veg patch", "cactus garden"):
    beside a named plant, where it grows; alone, the kind asked about (`_noun_after`)."""
    return word in lx.BEDS or word in lx.ROOMS


def end_after_group(
    ws: Sequence[Word],
    blanked: Sequence[str],
    i: int,
    topic: Callable[[str], bool],
    knows: Callable[[str], bool] = lambda _t: True,
) -> int:
    """Where a kind of plant's phrase ends: past a noun glued after it ("palm oil") or an
    "of" phrase ("lily of the vally", "palm of my hand"), else right after it ("fruit
    trees" and "fern plants" are the kind, and in a care question so is the kind before a
    word of care: "succulent propagation", "orchid rebloom", "best cactus soil mix")."""
    nxt = blanked[i + 1] if i + 1 < len(ws) else ""
    tree_kind = group_of(blanked[i]) in lx.TREE_KINDS or group_of(blanked[i]) is None  # "pine trees"
    if (nxt in lx.KIND_HEADS or (nxt == "tree" and tree_kind)) and joined(ws, i + 1):
        return i + 1
    # a plural kind heads its phrase ("are lilies risky for cats"), as does one before its predicate
    typed = ws[i].raw.casefold()
    headed = (typed.endswith(("s", "i")) and typed != blanked[i]) or predicate(ws, i, i + 1)
    if nxt and complement(ws, i, i + 1, knows):
        return i + 1  # what the kind is kept: "how do I keep a fern alive"
    # (the verb of a question opened by a modal or "do" is none: "why did my fern die")
    asked = nxt and modal_s_verb(ws, i + 1, topic)
    if (
        nxt
        and joined(ws, i + 1)
        and _noun_after(ws[i + 1], nxt)
        and nxt != "of"
        and not (headed and group_of(nxt) is None)
        and not asked
    ):
        # in a safety question the word makes a product still ("is cactus soil safe for cats")
        care = group_of(nxt) is None and nxt not in lx.PLANT_TYPES and _care_topic(nxt, topic)  # not "orchid tree"
        return i + 1 if care and not _of_safety(blanked) else i + 2
    if i + 2 < len(ws) and blanked[i + 1] == "of":
        k = i + 2 + (blanked[i + 2] in lx.DETERMINERS and i + 3 < len(ws))
        if _noun_after(ws[k], blanked[k]):
            return k + 1
    return i + 1


def _of_safety(blanked: Sequence[str]) -> bool:
    """Words of harm, eating or a pet: a safety question, where a noun after a kind makes a product."""
    return any(t in lx.HARM_WORDS or t in lx.EATING or t in lx.ANIMAL_WORDS for t in blanked)


def _care_topic(word: str, topic: Callable[[str], bool]) -> bool:
    """A word of care: a heading's or topic card's word, a plant-care word ("soil"), one of
    lexicon.SAME_TOPIC ("bloom"), or one made from one with a prefix ("rebloom")."""
    from .symptoms import made_of, of_care

    care = of_care(lambda w: topic(w) or w in lx.PLANT_DOMAIN)
    return care(word) or made_of(word, care) is not None


def _noun_after(w: Word, blank: str) -> bool:
    """A word after a kind of plant that makes it something else: another kind ("orchid
    tree"), a product or a thing ("palm oil", "ivy league", "cactus spines"); plant parts,
    holders, verbs and framing leave it the kind ("lily pollen", "fern fronds"), and so do
    where it grows ("a vegetable garden", "the herb patch": the kind, planted there) and a
    pest, which lives on it ("orchid mealybugs", "the palm aphids")."""
    if group_of(blank) is not None and blank not in lx.PARTS:  # "lily bulb", "palm fruit": the kind's own part
        return True
    keeps = free(w, blank) or blank in lx.PARTS or blank in lx.HOLDERS or blank in lx.ANY_PLANT or ground(blank)
    keeps = keeps or blank in lx.PESTS
    # "palm springs" is a place, not a verb; "my cactus went soft", "has my fern gone brown" say what it did
    verb = participle(w) or blank in lx.AUXILIARIES or blank in lx.MODALS or w.raw.casefold() in lx.IRREGULAR_PAST
    return not (keeps or verb or w.possessive)
