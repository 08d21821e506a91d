"""Words for who a question is about: creatures, people and kin, and the verbs they do.

The reader's rules of position (people.py, standing.py, eaters.py, compounds.py) ask the same
few things of a word: is it a pet, a person or another creature, never a name of one; is it
a verb; does the question say "she" or "he" at all, and what she or he is ("she's a pug").
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from . import lexicon as lx
from .lexing import Word, participle
from .text import STOPWORDS


def gendered(ws: Sequence[Word]) -> bool:
    """Whether the question says "she" or "he" anywhere: it is about a creature or a person."""
    return any(w.raw.casefold().replace("\u2019", "'") in lx.GENDERED for w in ws)


def into_at(ws: Sequence[Word], i: int) -> bool:
    """Words i and i + 1 read "got into", "tore into": a pet getting at a thing; not at a
    doing ("I got into gardening", "got into growing orchids": a pastime, nothing eaten)."""
    if not (i + 1 < len(ws) and ws[i + 1].word in lx.INTO and ws[i].raw.casefold() in lx.INTO_VERBS):
        return False
    return not (i + 2 < len(ws) and ws[i + 2].raw.casefold().endswith("ing") and participle(ws[i + 2]))


def got_at(ws: Sequence[Word], i: int, plant_at: Callable[[int], bool]) -> bool:
    """Words i and i + 1 read "got to", "got at", "got hold of" or "been at" and a plant follows, past an amount
    ("got to the lilies", "got at some of my pothos"): a pet reached it and ate, as "got
    into" says. Only before a plant: "got to the vet", "got to see it" eat nothing."""
    if i + 3 < len(ws) and [w.raw.casefold() for w in ws[i : i + 4]] in _A_GO_AT:
        i += 2  # "had a go at them", "made a meal of my hostas": as "got at"
    elif i + 1 < len(ws) and ws[i].raw.casefold() == "been" and ws[i + 1].raw.casefold() == "at":
        pass  # "the cat's been at the peace lily again": as "got at"
    elif not (i + 1 < len(ws) and ws[i].raw.casefold() in lx.GOT and ws[i + 1].raw.casefold() in ("to", "at", "hold", "ahold")):
        return False
    k = i + 2 + (ws[i + 1].raw.casefold() in ("hold", "ahold"))  # "got hold of the pothos": past "of"
    amount = lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS | lx.PARTITIVE | {"of"}
    while k < len(ws) and not ws[k].gap and ws[k].word in amount:
        k += 1
    return k < len(ws) and not ws[k].gap and (plant_at(k) or ws[k].word in ("it", "them"))  # "had a go at them"


# Idioms of a pet at a thing, read as "got at": "had a go at", "made a meal of"
_A_GO_AT = [[v, "a", "go", "at"] for v in ("had", "has", "have")] + [[v, "a", "meal", "of"] for v in ("made", "makes", "make")]


def eats_at(ws: Sequence[Word], i: int) -> bool:
    """Word i is a verb of eating or of getting into a thing."""
    return i < len(ws) and (ws[i].word in lx.EATING or into_at(ws, i))


def verb_at(ws: Sequence[Word], i: int) -> bool:
    """Whether word i reads as a verb: eating, an auxiliary, or an -s/-ed/-ing form."""
    if i >= len(ws):
        return False
    raw = ws[i].raw.casefold()
    return (
        ws[i].word in lx.EATING
        or ws[i].word in lx.AUXILIARIES
        or participle(ws[i])
        or (raw.endswith("s") and not raw.endswith("ss") and ws[i].word not in STOPWORDS)
    )


def did_at(ws: Sequence[Word], i: int) -> bool:
    """Word i reads as a verb, a simple past without -ed among them ("dug", "threw"): what a
    word before it, as its subject, did."""
    return verb_at(ws, i) or (i < len(ws) and ws[i].raw.casefold() in lx.IRREGULAR_PAST)


KIN_PREFIXES = ("greatgrand", "grand", "great", "gran", "step")


def is_kin(word: str) -> bool:
    """A kin word, or one made of a prefix and a kin or people word ("grandad" is gran + dad,
    "granddad", "grandmum", "stepdad", "grandkid", "greatgrandma"): a person, never a plant."""
    if word in lx.KIN_WORDS:
        return True
    rests = (word[len(p) :] for p in KIN_PREFIXES if word.startswith(p) and len(word) > len(p) + 1)
    return any(rest in lx.KIN_WORDS or rest in lx.PEOPLE_WORDS for rest in rests)


def creature_said(ws: Sequence[Word], eating: bool = True) -> bool:
    """The question says a creature: "she"/"he", a word for one, or (with `eating`) a verb of
    eating, which only a creature does."""
    return gendered(ws) or any(says_who(w.word) or (eating and w.word in lx.EATING) for w in ws)


def says_who(word: str) -> bool:
    """A word for a pet, a person or another creature, never a name of one."""
    return (
        word in lx.ANIMAL_WORDS
        or word in lx.PET_WORDS
        or word in lx.PEOPLE_WORDS
        or is_kin(word)
        or word in lx.OTHER_ANIMALS
        or word in lx.PESTS
    )


_TOLD = {"she's": 1, "shes": 1, "he's": 1, "hes": 1, "she": 2, "he": 2, "they're": 1, "theyre": 1, "they": 2}


def creature_told(ws: Sequence[Word]) -> bool:
    """Whether the question says what "she" or "he" is: "she's a cat", "he is a spaniel",
    "shes my kitten" (a word for a creature, or any noun after "a"/"my": a breed)."""
    return bool(told_at(ws))


def told_at(ws: Sequence[Word]) -> list[int]:
    """Where the question says what "she" or "he" is (`creature_told`): the word for it, or
    the first word after "a"/"my" ("pug" in "she's a pug", "jack" in "he is my jack russell")."""
    out = []
    for i, w in enumerate(ws):
        step = _TOLD.get(w.raw.casefold().replace("\u2019", "'"))
        if step is None or (step == 2 and (i + 1 >= len(ws) or ws[i + 1].raw.casefold() not in ("is", "was"))):
            continue
        k = i + step
        det = k < len(ws) and ws[k].word in ("a", "an", "my", "our")
        k += det
        while det and k + 1 < len(ws) and (ws[k].word.isdigit() or ws[k].word in lx.AGE_WORDS):
            k += 1  # past an age: "she's a 2 yr old tabby"
        if k < len(ws) and (says_who(ws[k].word) or (det and ws[k].word not in STOPWORDS and ws[k].word.isalpha())):
            out.append(k)
    return out


def pet_told(ws: Sequence[Word]) -> bool:
    """The question says "she" or "he" is a creature that is no person: "he is a beagle",
    "she's my cat" (but "she's my daughter")."""
    return any(not (ws[k].word in lx.PEOPLE_WORDS or is_kin(ws[k].word)) for k in told_at(ws))


def breeds_told(ws: Sequence[Word], outside: Sequence[bool]) -> set[int]:
    """Positions of a breed said with "she's a"/"he is my": "pug" in "she's a pug", "jack
    russell" in "he is my jack russell"; no creature word, plant, framing word or plant's name."""
    out: set[int] = set()
    for k in told_at(ws):
        run: list[int] = []
        while k < len(ws) and outside[k] and ws[k].word not in STOPWORDS and (not run or not ws[k].gap):
            run.append(k)
            k += 1
        last = ws[run[-1]].word if run else ""
        if run and not (says_who(last) or last in lx.FRAMING or last in lx.PLANT_DOMAIN or last in lx.GROUP_WORDS):
            out.update(run)
    return out


def named_for(ws: Sequence[Word], names: set[int]) -> set[int]:
    """Names set aside right after "for"/"to"/"around", no kin or person's word: whom a plant
    may harm ("is oleander safe for ivy", "ok around Daisy", "does daffodil hurt iris"), a pet of unknown kind, so
    the question asks a plant's finding, never a care line."""
    return {
        j
        for j in names
        if j
        and (ws[j - 1].word in ("for", "to", "around") or ws[j - 1].word in lx.BAD)
        and not (is_kin(ws[j].word) or ws[j].word in lx.PEOPLE_WORDS)
    }


_IN = frozenset({"in", "inside"})


def animal_ruled_out(words: Sequence[str], i: int) -> bool:
    """The animal at i is said not to be who is asked about: "For me, not the dog", "is it
    safe for me (not my dog)", "my cat, not my dog, ate some"."""
    k = i - 1
    k -= k >= 1 and (words[k] in lx.DETERMINERS or words[k] in lx.POSSESSIVE_DETERMINERS)
    return k >= 0 and words[k] == "not"


def housed(words: Sequence[str], outside: Sequence[bool]) -> tuple[str, ...]:
    """Creatures placed in an animal's home ("the tiger barbs in my aquarium", "the guppies in
    the tank"): the word before "in" and a determiner, outside the plants' names matched and
    no plant word, kind or stopword. Such a creature is an animal the listings do not cover,
    whatever its name shares with a plant's ("tiger", "guppy plant")."""
    out = []
    for j, w in enumerate(words):
        who = words[j - 1] if j else ""
        if w in lx.ANIMAL_HOMES and who and outside[j - 1] and _a_creature_word(who):
            out.append(who)  # the home named by who lives in it: "tiger barb tank", "gecko vivarium"
            continue
        if w not in lx.ANIMAL_HOMES or j < 3 or words[j - 2] not in _IN:
            continue
        if words[j - 1] not in lx.POSSESSIVE_DETERMINERS and words[j - 1] not in ("the", "a", "an"):
            continue
        k = j - 3
        who = words[k]
        if not who or not outside[k] or who in STOPWORDS or who in lx.PLANT_DOMAIN:
            continue
        if who in lx.GROUP_WORDS or who in lx.OTHER_ANIMALS:
            continue
        out.append(who)
    return tuple(out)


def kept_in_a_home(
    ws: Sequence[Word], words: Sequence[str], outside: Sequence[bool], creatures: Collection[int]
) -> tuple[str, ...]:
    """Creatures of no kind told, or after "pet" ("our pet rosellas", read as a name), in a
    question that names an animal's home and no cat, dog or horse ("our pet rosellas keep
    eating the bottlebrush in the aviary", "my sugar gliders chewed the spider plant next to
    their cage"): animals the listings do not cover."""
    if not any(w in lx.ANIMAL_HOMES and outside[i] for i, w in enumerate(words)):
        return ()
    if any(w in lx.ANIMAL_WORDS for i, w in enumerate(words) if outside[i]):
        return ()
    told = set(creatures) | {j for j in range(1, len(ws)) if ws[j - 1].word == "pet" and not ws[j].gap}
    return tuple(ws[j].word for j in sorted(told) if ws[j].word not in STOPWORDS and not says_who(ws[j].word))


_MADE_OF = lx.folded("glass plastic wooden wood metal wire acrylic ceramic clay mesh outdoor indoor gallon litre liter")


def _a_creature_word(who: str) -> bool:
    """A word before an animal's home that can name who lives there: no stopword, plant
    word, kind, owner or a listed or uncovered animal's own word (those the reader has)."""
    plain = who in STOPWORDS or who in lx.PLANT_DOMAIN or who in lx.GROUP_WORDS or who in lx.POSSESSIVE_DETERMINERS
    plain = plain or who in lx.KEEP_BEFORE or who in _MADE_OF  # "a big tank", "a glass tank": what the home is like
    return not plain and who not in lx.OTHER_ANIMALS and who not in lx.ANIMAL_WORDS and who.isalpha() and who not in lx.FRAMING


def verb_after_brackets(ws: Sequence[Word], k: int) -> bool:
    """Brackets open at word k, close within a few words, and a verb comes next: what a name
    is said to be, then what it did ("Basil (beagle, 2yo) chewed the peace lily")."""
    end = next((e for e in range(k + 1, min(len(ws), k + 6)) if ")" in ws[e].gap), None)
    return end is not None and (verb_at(ws, end) or ws[end].raw.casefold() in lx.IRREGULAR_PAST)
