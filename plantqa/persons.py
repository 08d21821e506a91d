"""Whether a person is the one a question is for: the speaker's own body ("sap on my arm",
"lavender oil on a bee sting") or a person named as who may be harmed ("safe around
toddlers", "my son", "is it safe for me"). Split from plantqa.eaters, which says who eats.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import lexicon as lx
from .ages import child_age
from .contact import CONTACT
from .creatures import is_kin, says_who
from .eaters import owner_after_of
from .lexing import Word, participle
from .meals import PREPARATIONS
from .names import group_of
from .owners import has_a_pet

__all__ = ["at_risk", "expecting", "own_body", "person_asked", "recipients"]


def own_body(ws: Sequence[Word], outside: Sequence[bool]) -> bool:
    """ "sap on my arm", "poinsettia sap in my eye": the speaker's own body, outside a plant's
    name, or anyone's ("irritate your skin", "my girlfriend's skin"). The caller asks it
    only when no animal is named ("licked the gel off my hand" is the cat's doing)."""
    body = any(w.word in lx.BODY_PARTS and outside[i] and i and _a_persons(ws[i - 1]) for i, w in enumerate(ws))
    # or skin or a hurt something is put on: "rub aloe vera on sunburn", "lavender oil on a bee sting"
    body = body or any(outside[i] and _put_on(ws, i) for i in range(len(ws)))
    # or "my own", whatever follows: "on my own sunburn", "my own cuts"
    return body or any(w.word == "own" and i and ws[i - 1].word == "my" for i, w in enumerate(ws))


def _plants_hurt(t: str) -> bool:
    """What hurts a plant's own leaves ("leaf burn", "fertilizer burn", "sun burn")."""
    return t in lx.PARTS or t in lx.PLANT_DOMAIN or t in _PLANT_BURNS


_PLANT_BURNS = lx.folded("sun frost fertilizer fertiliser salt tip")


def _put_on(ws: Sequence[Word], i: int) -> bool:
    """Word i is skin or a hurt after "on" or "for", past an article and one more word ("on a bee
    sting", "safe on skin", "for sunburn"): where a plant or its oil is put."""
    if ws[i].word not in lx.INJURIES and ws[i].word not in lx.SKIN_HARM and ws[i].word != "skin":
        return False
    k = i - 1
    # past a word of what hurt: "a bee sting", "a paper cut" (a plant's own: "for leaf burn", "sun scorch")
    k -= k >= 1 and ws[k].word not in ("on", "onto", "for") and not ws[k].gap and not _plants_hurt(ws[k].word)
    k -= k >= 1 and ws[k].word in ("a", "an", "the", "some")
    return k >= 0 and ws[k].word in ("on", "onto", "for")


def _a_persons(w: Word) -> bool:
    """An owner that is a person: "my", "your", "our", or a person's or kin's possessive ("her
    husband's hands"). "her" may be a pet's, but no animal is named when this is asked."""
    return w.word in ("my", "your", "our", "his", "her") or (w.possessive and (is_kin(w.word) or w.word in lx.PEOPLE_WORDS))


def person_asked(ws: Sequence[Word], outside: Sequence[bool], inside: set[int], knows: Callable[[str], bool]) -> bool:
    """A person named outside a plant's name, as who the question is for ("safe around
    toddlers", "my son", "my husband", "my 3 year old"), not a pet's fur baby, a baby
    monstera, or a kin word that owns the pet ("my mum's dog")."""
    for i, w in enumerate(ws):
        # who says something is a source, not the one asked about: "my friend says so", "my vet told me"
        saying = i + 1 < len(ws) and ws[i + 1].raw.casefold() in lx.SAYING_RAW
        if is_kin(w.word) and i not in inside and not saying and not _given_or_growing(ws, i):
            owns = (
                w.possessive
                or _in_law_s(ws, i)
                or (i + 1 < len(ws) and says_who(ws[i + 1].word))
                or has_a_pet(ws, i, outside, knows)
            )
            owns = owns or owner_after_of(ws, i)  # "the cows of my neighbour"
            if not owns:
                return True
        if not outside[i]:
            continue
        if w.word in lx.PRONOUNS and i and ws[i - 1].word in lx.FOR_WHOM and _person_before(ws, i, outside):
            return True  # "my son said the pothos is poisonous, is it safe for him"
        if (w.word in lx.FIRST_PERSON or w.word == "you") and i and ws[i - 1].word in ("for", "to"):
            return True  # "is it safe for me to drink chamomile tea", "safe for us to eat", "bad for you"
        if w.word in lx.PEOPLE_WORDS and not saying and not _given_or_growing(ws, i):
            pet_before = i and ws[i - 1].word in lx.PET_WORDS  # "fur baby"
            # "a baby monstera", or a kind: "baby ferns", "my family tree" (a tree of people)
            plant_after = i + 1 in inside or (i + 1 < len(ws) and not ws[i + 1].gap and group_of(ws[i + 1].word) is not None)
            # "baby cat", or one who owns a creature: "my daughter's hamster", "my son's rabbit"
            followed_by_pet = i + 1 < len(ws) and (
                ws[i + 1].word in lx.ANIMAL_WORDS or ws[i + 1].word == "pet" or (w.possessive and says_who(ws[i + 1].word))
            )
            owner = owner_after_of(ws, i) or has_a_pet(ws, i, outside, knows)
            if not (pet_before or plant_after or followed_by_pet or owner):
                return True
        if child_age(ws, i):
            return True
    return False


def _in_law_s(ws: Sequence[Word], i: int) -> bool:
    """The kin word at i opens "-in-law's": the possessive is on "law" ("my mother-in-law's
    phalaenopsis" is whose the plant is)."""
    return i + 2 < len(ws) and ws[i + 1].word == "in" and ws[i + 2].word == "law" and ws[i + 2].possessive


def _given_or_growing(ws: Sequence[Word], i: int) -> bool:
    """The person at i is given the plant ("cuttings to give to friends", "divide it to share
    with my sister") or grows it ("for my kids to grow"): someone it goes to, not someone it may
    harm. Given without "to" or "with" they are fed: "can I give my daughter basil"; asked
    whether it is safe to give, the one given it is asked about."""
    given = _goes_to(ws, i)
    # or the one feeding a creature: "my nephew gave our labrador a chunk of avocado", "my
    # daughter fed her hamster some basil" (the creature eats; "gave me" or "fed her son" feed people)
    feeds = i + 2 < len(ws) and ws[i + 1].word in lx.FEEDING and _creature_after(ws, i + 2)
    grows = i + 2 < len(ws) and ws[i + 1].word == "to" and (ws[i + 2].word in lx.GROWING or ws[i + 2].word in lx.CARE_VERBS)
    # or the one who gave the asker the plant: "my neighbour gave me some spider plant babies"
    gives = i + 2 < len(ws) and ws[i + 1].raw.casefold() in _GAVE and ws[i + 2].word in ("me", "us") and not ws[i + 1].gap
    return given or grows or feeds or gives or _tended(ws, i)


# a gift to the asker: "a friend gave me", "my mum bought us", "my sister sent me"
_GAVE = frozenset({"gave", "gives", "give", "bought", "brought", "sent", "got", "passed", "handed"})


def _goes_to(ws: Sequence[Word], i: int) -> bool:
    """The person at i is given the plant, or it is tended for them, and no harm is asked."""
    k = i - 1
    while k >= 0 and (ws[k].word in lx.POSSESSIVE_DETERMINERS or ws[k].word in ("a", "the", "some", "all")):
        k -= 1
    # (asked whether it is safe to give, the one given it is asked about: "are lilies safe to give to my colleague")
    # a giving verb may take its particle first: "to give away to friends", "to pass on to my neighbour"
    verb = k - 1 - (k >= 2 and ws[k - 1].word in _GIVEN_ON)
    given = k >= 1 and ws[k].word in ("to", "with") and ws[verb].word in _GIVING and not any(w.word in lx.HARM_WORDS for w in ws)
    # or the one a plant is tended for, no harm asked: "how do I repot my jade plant for my sister"
    return given or (k >= 0 and ws[k].word == "for" and _tending(ws))


def _tended(ws: Sequence[Word], i: int) -> bool:
    """The person at i did something to plants, and no harm is asked: "My mother always buried
    rusty nails under hers", "my dad put coffee grounds on his" (a gardener's deed; eating,
    touching or a word of harm keeps them asked about: "my son touched the poinsettia")."""
    if any(w.word in lx.HARM_WORDS or w.word in lx.RISKS or w.word in lx.URGENT or w.word in CONTACT for w in ws):
        return False  # "my dad pruned the oleander, should I worry"
    k = i + 1
    while k < len(ws) and (ws[k].raw.casefold().endswith("ly") or ws[k].word in _WHEN) and not ws[k].gap:
        k += 1
    if k >= len(ws) or ws[k].gap or ws[k].word in lx.EATING:
        return False
    raw = ws[k].raw.casefold()
    if not ((raw.endswith("ed") and participle(ws[k])) or raw in lx.IRREGULAR_PAST or raw in _SAME_PAST):
        return False
    # to plants of their own, said so ("under hers", "her lavender"): no dish ("grandma cooked
    # daffodil bulbs", "husband made tea from the chamomile" tell of eating)
    clause = ws[k + 1 : k + 8]
    own = any(w.word in _THEIRS for w in clause)
    return own and not any(w.word in PREPARATIONS for w in clause) and raw not in _COOKING


_THEIRS = frozenset({"her", "hers", "his", "their", "theirs"})
_COOKING = frozenset({"cooked", "made", "baked", "boiled", "fried", "brewed", "roasted", "ate", "drank"})


# Verbs whose past is typed as their present: "my mother always put coffee grounds under hers"
_SAME_PAST = frozenset({"put", "set", "cut", "spread", "split"})
_WHEN = lx.FREQUENCY | lx.folded("still never once")


def _creature_after(ws: Sequence[Word], k: int) -> bool:
    """Past a determiner or owner, word k onward names no person: a creature by its word or
    its breed ("the dog", "our labrador", "her hamster")."""
    k += k < len(ws) and (ws[k].word in lx.POSSESSIVE_DETERMINERS or ws[k].word in ("the", "a", "an"))
    if k >= len(ws) or ws[k].word in lx.FIRST_PERSON or ws[k].word in lx.PRONOUNS:
        return False
    t = ws[k].word
    return not (t in lx.PEOPLE_WORDS or is_kin(t)) and (says_who(t) or ws[k - 1].word in lx.POSSESSIVE_DETERMINERS)


_GIVING = lx.folded(
    "give gave giving share shared sharing send sent sending gift gifted gifting pass passed passing hand handed handing"
)
_GIVEN_ON = lx.folded("away on out along")  # "give away to", "pass on to", "hand out to"
# Care done to a plant: done for a person, it is the plant's question, not theirs
_TENDS = lx.CARE_VERBS | lx.folded("grow grown growing")


def recipients(ws: Sequence[Word], inside: set[int]) -> frozenset[str]:
    """The folded words of a person a plant is given or tended for, with the giving verb
    ("to give away to friends", "to pass on to my neighbour", "repot it for my sister"):
    whom the plant goes to is no care topic, and kept in the subject it only sinks the
    question below the cards' coverage ("the cards say nothing about 'cuttings friends'")."""
    given = [i for i, w in enumerate(ws) if i not in inside and (is_kin(w.word) or w.word in lx.PEOPLE_WORDS) and _goes_to(ws, i)]
    if not given:
        return frozenset()
    return frozenset(ws[i].word for i in given) | {w.word for w in ws if w.word in _GIVING or w.word in _GIVEN_ON}


def _tending(ws: Sequence[Word]) -> bool:
    """The question tells of care done to a plant ("take a cutting", "potting up", "grow
    from a leaf") and asks no harm, risk or contact, and tells of no eating."""
    if any(w.word in lx.HARM_WORDS or w.word in lx.RISKS or w.word in CONTACT or w.word in lx.EATING for w in ws):
        return False
    return any(w.word in _TENDS for w in ws)


def _person_before(ws: Sequence[Word], i: int, outside: Sequence[bool]) -> bool:
    """The creature a pronoun at i stands for, the nearest one named before it, is a person;
    a word inside a plant's name or a plant's young ("the babies" of a spider plant) is none."""
    for k in range(i - 1, -1, -1):
        if not outside[k]:
            continue
        t = ws[k].word
        if t in lx.ANIMAL_WORDS or t in lx.PET_WORDS or t in lx.OTHER_ANIMALS:
            return False
        if t in lx.PEOPLE_WORDS or is_kin(t):
            return True
    return False


def at_risk(ws: Sequence[Word]) -> bool:
    """A word of risk said of a person: "is that a risk for our toddler", "a problem for the
    baby", "a worry for my kids": whatever care the question also tells ("my husband planted
    foxgloves by the door"), it asks whether the plant is safe for them."""
    for i, w in enumerate(ws[:-1]):
        if w.word in lx.RISKS and ws[i + 1].word in ("for", "to") and not ws[i + 1].gap:
            after = [x for x in ws[i + 2 : i + 5] if x.word not in lx.POSSESSIVE_DETERMINERS and x.word not in ("a", "the")]
            if after and (after[0].word in lx.PEOPLE_WORDS or is_kin(after[0].word) or after[0].word in ("me", "us")):
                return True
    return False


def expecting(ws: Sequence[Word]) -> bool:
    """ "I'm expecting", "my wife is expecting in May": a person expecting a baby, said as the
    whole of what is expected (not "expecting a delivery of tulip bulbs")."""
    for i, w in enumerate(ws):
        if w.raw.casefold() != "expecting" or not i:
            continue
        before = ws[i - 1].raw.casefold().replace("\u2019", "'")
        be = before in ("am", "is", "are", "was", "were") or before.endswith(("'m", "'re", "'s")) or before in ("im", "were")
        nxt = ws[i + 1] if i + 1 < len(ws) else None
        if be and (nxt is None or nxt.gap or nxt.word in _WHEN_DUE):
            return True
    return False


_WHEN_DUE = frozenset({"in", "again", "twins", "soon", "next", "our", "my", "another", "this"})
