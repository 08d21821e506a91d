"""Who owns the pet a question is about: a person who has a creature ("my sister has a
golden retriever") is its owner, and a plant for that person is asked about for the pet."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from . import lexicon as lx
from .ages import child_age
from .compounds import NUMBER_WORDS
from .creatures import did_at, eats_at, is_kin, says_who
from .lexing import Word
from .taking import some_taken, took_some
from .text import STOPWORDS
from .young import AMOUNT

_HAVING = frozenset(lx.folded("has have had owns got get getting"))  # what one has may be a thing too: "she has a garden"


def noun_run(ws: Sequence[Word], start: int, outside: Sequence[bool]) -> list[int]:
    """Positions of the content words from `start` with only spaces between ("chocolate lab",
    "golden retriever"), outside any plant's name."""
    run: list[int] = []
    k = start
    while k < len(ws) and outside[k] and ws[k].word not in STOPWORDS and (k == start or ws[k].gap == ""):
        run.append(k)
        k += 1
    return run


def has_a_pet(ws: Sequence[Word], i: int, outside: Sequence[bool], knows: Callable[[str], bool]) -> bool:
    """The person at i has a creature, as its owner: "my sister has a golden retriever", "a
    plant for my mum, she has two cats", "my aunt who owns a husky". A plant for that person
    is asked about for the pet, not for the person (who is asked for: "safe for him")."""
    return any(
        ws[j - 1].word in ({ws[i].word, "who"} | lx.PRONOUNS) and bool(_had_pet(ws, j, outside, knows))
        for j in range(i + 1, len(ws) - 1)
    ) or _their_creature(ws, i)


def _their_creature(ws: Sequence[Word], i: int) -> bool:
    """The person at i does something to their own creature, within a few words: "my daughter
    named her kitten Mint", "my son walks his dog past the oleander"."""
    for k in range(i + 2, min(len(ws), i + 6)):
        if ws[k].word in lx.ANIMAL_WORDS and ws[k - 1].word in lx.OWNING_PRONOUNS and not ws[k].gap:
            return True
        if ws[k - 1].raw.casefold() in lx.NAMING and ws[k].word in ("her", "him") and k + 1 < len(ws) and ws[k + 1].upper:
            return True  # "the kids named her Daisy": who names a creature is not who is asked about
        if ws[k].start:
            break
    return False


def pets_had(ws: Sequence[Word], outside: Sequence[bool], knows: Callable[[str], bool]) -> set[int]:
    """Positions of a pet told by its breed as what a person has or got ("my brother has a
    husky", "we have a new cockapoo", "we're getting a labradoodle", "just got a whippet"):
    the one having is a person, the asker, or unsaid, the verb opening its sentence; a plant
    has no pet ("my aloe has a pup")."""
    who = lx.PRONOUNS | lx.PEOPLE_WORDS | lx.FIRST_PERSON | _CONTRACTED | {"who"}
    return {
        k
        for j in range(len(ws) - 1)
        if _had_by_one(ws, j, who)
        for k in _had_pet(ws, j, outside, knows)
        if ws[k].word not in lx.ANIMAL_WORDS
    }


# A subject run into its auxiliary, as the reader folds it: "we've got a lab", "I've a husky".
_CONTRACTED = frozenset({"weve", "ive", "theyve", "youve", "wed", "id", "theyd", "youd", "im"})


def _had_by_one(ws: Sequence[Word], j: int, who: frozenset[str]) -> bool:
    """The verb at j has a person, the asker or no one said as its subject, past words like "just"."""
    k = j - 1
    while k >= 0 and ws[k].word in lx.AUXILIARIES and not ws[k + 1].gap and not ws[k + 1].start:
        k -= 1
    return k < 0 or ws[k + 1].start or ws[k].word in who or is_kin(ws[k].word)


def _had_pet(ws: Sequence[Word], j: int, outside: Sequence[bool], knows: Callable[[str], bool]) -> list[int]:
    """The words of the creature had after a verb of having at j, if it is one. What one has
    may be a state or a place ("has a rash", "has a garden"), so, as in `pets_asked_for`, a
    breed is a word the cards never use, or one after a coat's colour."""
    if ws[j].word not in _HAVING:
        return []
    k = j + 1
    while k < len(ws) and (ws[k].word in AMOUNT or ws[k].word.isdigit() or ws[k].word in lx.KEEP_BEFORE):
        k += 1
    return _creature(ws, k, outside, knows) if k > j + 1 else []


def _creature(ws: Sequence[Word], k: int, outside: Sequence[bool], knows: Callable[[str], bool]) -> list[int]:
    """The words of a creature told by its breed from k ("a golden retriever", "a cockapoo"), or none."""
    run = noun_run(ws, k, outside)
    if not run:
        return []
    coat = ws[run[0]].word in lx.COLOURS and len(run) > 1  # "a golden retriever", "a black lab"
    had = [ws[k].word for k in run[coat:]]
    if any(t in lx.ANIMAL_WORDS or t in lx.PET_WORDS for t in had):
        return run
    if any(t in lx.SKIN_HARM or t in lx.BODY_PARTS or t in lx.INJURIES for t in had):
        return []  # "got a nasty rash", "has a painful blister": a state, whatever word comes first
    # the creature's words end where a word no breed is starts ("a labradoodle next week")
    breed = next((n for n, t in enumerate(had) if _no_breed(t, knows, coat)), len(had))
    return run[: coat + breed] if breed else []


def _no_breed(t: str, knows: Callable[[str], bool], coat: bool) -> bool:
    """Word t, had by someone, is no pet's breed: a state, a place, a plant or a framing word,
    or, unless after a coat's colour, a word the cards use ("a blistery rash", "a big yard")."""
    plain = t in lx.FRAMING or t in lx.PLANT_DOMAIN or t in lx.GROUP_WORDS or t in lx.BODY_PARTS or t in lx.PERSON_STATES
    plain = plain or t in lx.ROOMS  # "our balcony faces south", "my deck gets full sun": a place
    return plain or says_who(t) or (knows(t) and not coat)


def pets_doing(ws: Sequence[Word], outside: Sequence[bool], inside: set[int], knows: Callable[[str], bool]) -> set[int]:
    """Positions of a pet told by its breed as the one doing something to a plant named after
    it: "my beagle dug up the tulips", "our lab pulled up the hostas", "the corgi knocked over
    my peace lily", "my beagle has been digging in the tulip bed". It stands first in its
    sentence after "my", "our" or "the", then a verb; it is no word the cards use, nor a
    person's ("my garden", "my husband dug up the tulips"): plants do not dig. The one eating
    is eaters.eaters' to read ("our 2yo ate a pothos leaf": a child). A coat the reader set
    aside may stand before the breed ("my lemon beagle dug up ...": colours.coats)."""
    out: set[int] = set()
    for j, w in enumerate(ws):
        if (w.word not in lx.POSSESSIVE_DETERMINERS and w.word != "the") or not (j == 0 or w.start):
            continue
        k = j + 1
        while k < len(ws) and not outside[k] and k not in inside and not ws[k].gap:
            k += 1  # past a coat set aside: "my lemon beagle"
        run = noun_run(ws, k, outside)
        run = _to_the_verb(ws, run)  # "my beagle dug": the run ends at the verb
        if not run or _no_breed(ws[run[-1]].word, knows, False) or ws[run[-1]].word.isdigit() or child_age(ws, run[-1]):
            continue  # "our 3yo got into the lily of the valley": a child, no breed
        k = run[-1] + 1
        if k < len(ws) and not ws[k].gap and did_at(ws, k) and ws[k].word not in lx.EATING and any(i > k for i in inside):
            out.update(run)
    return out


def pets_taken_in(ws: Sequence[Word], outside: Sequence[bool], knows: Callable[[str], bool]) -> set[int]:
    """Positions of a pet told by its breed as what someone took in: the noun after "adopted",
    "rescued", "fostered", "brought home" or "bought" and "a"/"an" ("we adopted a little tabby",
    "my husband brought home a siamese"), past words of size or age: no person, plant or
    framing word. What is bought or brought may be a thing, so there, as in `pets_asked_for`,
    it is also a word the cards never use; one adopts, rescues or fosters a creature."""
    out: set[int] = set()
    for i, w in enumerate(ws):
        if w.word not in lx.TAKING_IN:
            continue
        k = i + 1 + (i + 1 < len(ws) and ws[i + 1].word == "home")
        if k >= len(ws) or ws[k].word not in ("a", "an"):
            continue
        k += 1
        while k < len(ws) and ws[k].word in lx.KEEP_BEFORE and not ws[k].gap:
            k += 1
        if k >= len(ws) or ws[k].gap or not outside[k]:
            continue
        t = ws[k].word
        plain = t in STOPWORDS or t in lx.FRAMING or t in lx.PLANT_DOMAIN or t in lx.GROUP_WORDS or says_who(t)
        if not (plain or t.isdigit() or (w.word in _GOT and knows(t))):
            out.add(k)
    return out


_GOT = frozenset(lx.folded("bought brought"))  # what is bought may be a thing: "bought a new pot"


_AGE = frozenset({"old", "senior", "elderly"}) | lx.AGE_UNITS | NUMBER_WORDS


def pets_said(ws: Sequence[Word], outside: Sequence[bool], aside: Collection[int], knows: Callable[[str], bool]) -> set[int]:
    """Positions of a pet told by its breed as what a name or a pronoun is ("Sage is a 2 year
    old lab", "She's a beagle", "Luna's a senior husky", "he is a corgi"), past words of age
    or size; as for `pets_had`, a breed is a word the cards never use, or one after a coat."""
    out: set[int] = set()
    for j, w in enumerate(ws):
        said_of = j > 0 and (_a_name(ws, j - 1, outside, aside) or ws[j - 1].word in lx.PRONOUNS)
        if w.word in ("is", "was") and said_of:
            k = j + 1
        elif w.possessive and (_a_name(ws, j, outside, aside) or w.word in ("shes", "hes")):
            k = j + 1  # "She's a beagle", "Luna's a senior lab"
        else:
            continue
        if k >= len(ws) or ws[k].word not in ("a", "an"):
            continue
        k += 1
        while k < len(ws) and (ws[k].word in _AGE or ws[k].word.isdigit() or ws[k].word in lx.KEEP_BEFORE):
            k += 1
        out.update(i for i in _creature(ws, k, outside, knows) if ws[i].word not in lx.ANIMAL_WORDS)
    return out


def _a_name(ws: Sequence[Word], i: int, outside: Sequence[bool], aside: Collection[int]) -> bool:
    """Word i is a pet's or person's name: one set aside from the plants, or a capitalised word
    outside every plant's name ("Luna's a senior lab")."""
    return i in aside or (ws[i].upper and outside[i] and ws[i].word not in STOPWORDS)


_JOINING = frozenset({"and", "with", "plus", "vs", "versus"})


def pets_joined(ws: Sequence[Word], outside: Sequence[bool], inside: Collection[int], knows: Callable[[str], bool]) -> set[int]:
    """Positions of a pet told by its breed, joined to a named plant by "and", "with" or "+":
    "pothos and my beagle, problem?", "aloe with my husky around", "monstera + labrador". Set
    beside a plant, an owned noun that no card uses, and that names no person, place or state,
    is the creature the plant may harm (a word for one, "and my cat", the reader has already)."""
    out: set[int] = set()
    for k in range(1, len(ws)):
        j = k - (ws[k - 1].word in lx.POSSESSIVE_DETERMINERS and not ws[k].gap)  # past "my"/"our"
        if j < 1 or (k == j and ws[k].gap != "+"):
            continue  # an owner, or "+" typed between: "monstera + labrador"
        joiner = j - 1 if ws[j].gap == "" and ws[j - 1].word in _JOINING else j
        if joiner == j and ws[j].gap != "+":
            continue
        before = joiner - 1  # the last word before the joining word or mark
        run = noun_run(ws, k, outside)
        ends = [n for n, r in enumerate(run) if ws[r].word in lx.PREPOSITIONS or ws[r].word in lx.FRAMING]
        run = run[: ends[0]] if ends else run  # "my husky around": the breed ends where "around" begins
        if not run or before < 0 or before not in inside:
            continue
        if _no_breed(ws[run[-1]].word, knows, False) or ws[run[-1]].word.isdigit() or ws[run[-1]].word in NUMBER_WORDS:
            continue
        out.update(run)
    return out


def _to_the_verb(ws: Sequence[Word], run: list[int], eating: bool = False) -> list[int]:
    """A noun run cut where a verb (with `eating`, a verb of eating too) follows its first word:
    "my beagle dug up" is "beagle", "my neighbour's spaniel ate" is "spaniel"."""
    acting = [n for n, k in enumerate(run) if n and (did_at(ws, k) or (eating and ws[k].word in lx.EATING))]
    return run[: acting[0]] if acting else run


def _harm_before(ws: Sequence[Word], i: int) -> bool:
    """A word of harm or safety ends the clause before word i, or stands a few words back in
    it: "safe for my beagle", "okay to keep around my golden retriever"."""
    k = i - 1
    while k >= 0 and i - k <= 7:
        if ws[k].word in lx.HARM_WORDS or ws[k].word in lx.RISKS:
            return True
        if ws[k].gap or ws[k].start:
            return False
        k -= 1
    return False


def pets_asked_for(ws: Sequence[Word], outside: Sequence[bool], knows: Callable[[str], bool]) -> set[int]:
    """Positions of a pet told by its breed where a question says whom a plant may harm: the
    words after "for my", "to our", "hurt my", "hurt a" ("safe for my beagle", "a problem for
    our labrador", "hurt my golden retriever", "does hosta hurt a husky"). The last of them is a word the cards never use,
    so it names no place or thing a plant is kept in ("for my garden", "for my office"),
    nor a person, a plant or a word that frames the question."""
    out: set[int] = set()
    for i in range(len(ws) - 2):
        # after a word of harm, "a"/"an" too: "does hosta hurt a husky", "toxic to a corgi" (not "safe for a beginner")
        harmed = ws[i].word in lx.BAD or (i and (ws[i - 1].word in lx.BAD or ws[i - 1].word in lx.STRONG_HARM))
        owner = ws[i + 1].word in lx.POSSESSIVE_DETERMINERS or (harmed and ws[i + 1].word in ("a", "an"))
        if ws[i].word not in lx.FOR_WHOM or not owner:
            continue
        if ws[i].word not in lx.BAD and not _harm_before(ws, i):
            continue
        run = noun_run(ws, i + 2, outside)
        if not run or _said_of_who(ws, run[-1] + 1):
            continue  # "safe for my elderly mother": the words before a person are said of the person
        last = ws[run[-1]].word
        plain = last in lx.FRAMING or last in lx.PLANT_DOMAIN or last in lx.GROUP_WORDS or last in lx.BODY_PARTS
        plain = plain or last in lx.ANIMAL_HOMES or last in lx.ROOMS
        coat = len(run) > 1 and ws[run[0]].word in lx.COLOURS  # "my golden retriever": a card may say "retriever"
        if not (plain or says_who(last) or last.isdigit() or (knows(last) and not coat) or child_age(ws, run[-1])):
            out.update(run)
    return out


def _said_of_who(ws: Sequence[Word], after: int) -> bool:
    """A word for a person or creature glued after a run of words (set aside as a name, so
    outside the run): the run describes it ("my elderly mother", "my disabled brother")."""
    return after < len(ws) and not ws[after].gap and says_who(ws[after].word)


def pets_owned(ws: Sequence[Word], outside: Sequence[bool], knows: Callable[[str], bool]) -> set[int]:
    """Positions of a pet told by its breed right after whose it is, eating or getting into
    something ("my neighbour's spaniel ate", "my boss's beagle got into"): a word no card uses, nor a place,
    part, plant or person's ("my neighbour's garden", "my sister's hands"); what is only named
    ("my daughter's softball team is called") is no creature."""
    out: set[int] = set()
    for i in range(len(ws) - 1):
        if not ws[i].possessive or ws[i + 1].gap or not outside[i + 1]:
            continue
        run = noun_run(ws, i + 1, outside)
        run = _to_the_verb(ws, run, eating=True)  # "my neighbour's spaniel ate": the run ends at the verb
        if not run or _no_breed(ws[run[-1]].word, knows, False) or ws[run[-1]].word.isdigit():
            continue
        end = run[-1] + 1  # and it eats or does something, at once or after "and he": a creature
        if any(
            eats_at(ws, k) or ws[k].raw.casefold() in lx.PAST_EATING or took_some(ws, k) or some_taken(ws, k)
            for k in range(end, min(len(ws), end + 3))
        ) or (did_at(ws, end) and _eats_later(ws, end + 1)):  # "a client's lab and he wolfed down a load of ..."
            out.update(run)
    return out


def _eats_later(ws: Sequence[Word], k: int) -> bool:
    """A verb of eating later in the sentence from word k: what the breed did first leads to
    it ("my son's spaniel picked up a conker in the park and chewed it up", "Grandad's spaniel
    is called Peaches and keeps digging up the bulbs and chewing them")."""
    while k < len(ws) and not ws[k].start:
        if eats_at(ws, k) or ws[k].raw.casefold() in lx.PAST_EATING:
            return True
        k += 1
    return False


# Verbs of what a creature may do to a plant within its reach; a plant does none of them
REACHING = lx.folded("reach get jump climb access sniff knock")
# Modals and their negatives before such a verb: "where my husky can't reach it"
_MAY = lx.MODALS | frozenset({"cant", "cannot", "couldnt", "wont", "wouldnt"})
# Words of nearness after "be": "can my corgi be near it"
_NEAR = frozenset({"near", "around", "by", "beside", "next", "close"})


def pets_reaching(ws: Sequence[Word], outside: Sequence[bool], knows: Callable[[str], bool]) -> set[int]:
    """Positions of a pet told by its breed as what may reach a plant: "my" or "our" and a
    word no card uses, then a modal and a verb of reaching ("where my terrier can reach it",
    "somewhere my husky can't get at it"), or a modal before them and "be" with a word of
    nearness ("can my corgi be near it"). No person's word, nor a child's age ("where my
    toddler can reach it" is a person's: eaters and people read that)."""
    out: set[int] = set()
    for i, w in enumerate(ws):
        if w.word not in lx.POSSESSIVE_DETERMINERS or i + 1 >= len(ws) or ws[i + 1].gap:
            continue
        run = _to_the_verb(ws, noun_run(ws, i + 1, outside))
        k = run[-1] + 1 if run else len(ws)
        if k + 1 >= len(ws) or ws[k].gap or ws[k + 1].gap:
            continue
        reaching = ws[k].word in _MAY and ws[k + 1].word in REACHING
        asked = i > 0 and ws[i - 1].word in _MAY and ws[k].word == "be" and ws[k + 1].word in _NEAR
        t = ws[run[-1]].word
        coat = len(run) > 1 and ws[run[0]].word in lx.COLOURS
        if (reaching or asked) and not (_no_breed(t, knows, coat) or t.isdigit() or child_age(ws, run[-1])):
            out.update(run)
    return out
