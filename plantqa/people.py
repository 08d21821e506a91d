"""Who a question is about: names of pets and people set aside, and who ate what.

A word in the position of a pet's or a person's name is not a plant ("my cat Lily",
"Daisy, my lab,", "my mum's dog"); the one eating is the word before the verb ("my
son ate", "slugs eating my hostas", "she ate some pothos": whoever was named before);
a noun after "my" that names no one else is a pet of some kind ("my beagle").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import lexicon as lx
from .lexing import Word
from .names import Match
from .text import STOPWORDS

_AGE = re.compile(r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:yo|yr|yrs)?")
_AGE_UNITS = frozenset({"year", "yr", "month", "week", "day", "years", "months", "weeks", "days", "yrs"})
_PAST = frozenset({"ate", "eaten", "bit", "bitten", "drank", "drunk", "got", "gotten"})


def set_aside(ws: Sequence[Word], matches: Sequence[Match]) -> set[int]:
    """Positions of pets' and people's names, and of people words that own something.

    - a capitalised word right after a noun that follows "my"/"our"...: "my cat Lily",
      "my kitten Jasmine", "our golden retriever Rosie", "my lab, Daisy,";
    - the same in lower case when a verb follows: "my cat lily ate some pothos";
    - a capitalised word just before ", my <noun>": "Daisy, my lab, chewed ...";
    - a kin word after "my"/"our" or owning something: "my mum's dog", "my nan".
    A capitalised word that is part of a plant's name with the noun before it stays a
    plant ("my Easter Lily")."""
    aside: set[int] = set()
    match_at = {i: m for m in matches for i in range(m.start, m.end)}
    for j in range(1, len(ws)):
        noun = j - 1
        owner = next((k for k in (noun - 1, noun - 2) if k >= 0 and ws[k].word in lx.POSSESSIVE_DETERMINERS), None)
        if owner is None or ws[noun].word in STOPWORDS or ws[j].word in STOPWORDS:
            continue
        if any(ws[k].word in STOPWORDS for k in range(owner + 1, noun)):
            continue
        m = match_at.get(j)
        if m is not None and m.start <= noun:
            continue  # "my Easter Lily": the noun and the word are one plant's name
        if says_who(ws[j].word) or ws[j].word in lx.FRAMING or ws[j].word in lx.AUXILIARIES:
            continue  # "my mum's dog", "my kitty gonna": not a name
        named_noun = says_who(ws[noun].word)
        verb_next = j + 1 < len(ws) and ws[j + 1].word in lx.EATING
        if ws[j].cap or (named_noun and verb_next and ws[j].gap == ""):
            k = j
            while k < len(ws) and (k == j or (ws[k].cap and ws[k].gap == "")):
                aside.add(k)
                k += 1
    for j in range(len(ws) - 1):
        nxt = ws[j + 1]
        if ws[j].upper and nxt.gap == "," and nxt.word in lx.POSSESSIVE_DETERMINERS:
            aside.add(j)  # "Daisy, my lab"
    for j, w in enumerate(ws):
        if w.word in lx.KIN_WORDS and (w.possessive or (j and ws[j - 1].word in lx.POSSESSIVE_DETERMINERS)):
            aside.add(j)
    return aside


def says_who(word: str) -> bool:
    """A word for a pet or a person, never a name of one."""
    return word in lx.ANIMAL_WORDS or word in lx.PET_WORDS or word in lx.PEOPLE_WORDS or word in lx.KIN_WORDS


def eaters(ws: Sequence[Word], aside: set[int], outside: Sequence[bool]) -> list[tuple[str, bool, int]]:
    """Who eats, for every verb of eating: ("pet" | "person" | "other" | "pest" | "unknown",
    whether it happened). The one eating is the word before the verb, past words like
    "just" or "has"; "feed my dog" eats after the verb; "she" is whoever was named
    before; a noun after "my" that names nobody else is a pet ("my beagle"). A verb in
    its plain form after "can" or "if" ("can my dog eat") asks; it did not happen."""
    out: list[tuple[str, bool, int]] = []
    for i, w in enumerate(ws):
        raw = w.raw.casefold()
        if w.word in lx.FEED and raw.startswith("fe") and i + 1 < len(ws):
            j = i + 1 + (ws[i + 1].word in lx.DETERMINERS)
            if j < len(ws):
                out.append((_who(ws, j, aside, outside), False, j))
            continue
        if w.word in lx.INTO and i and ws[i - 1].raw.casefold() in ("got", "get", "gets", "getting", "gotten"):
            j = _subject(ws, i - 1)
            out.append((_who(ws, j, aside, outside), True, j))
            continue
        if w.word in lx.MOUTH and i >= 2 and ws[i - 2].word == "in":
            out.append((_who(ws, i - 1, aside, outside), True, i - 1))
            continue
        if w.word not in lx.EATING or not outside[i]:
            continue
        j = _subject(ws, i)
        out.append((_who(ws, j, aside, outside), _happened(ws, j, i), j))
    return out


def _happened(ws: Sequence[Word], subject: int, verb: int) -> bool:
    """Whether the eating happened: a past form ("ate", "chewed") did; "is eating" and
    "keeps chewing" are happening; "chews my plants" happens; but "can my dog eat",
    "what if my cat eats" and "stop my cat eating" ask."""
    raw = ws[verb].raw.casefold()
    if raw in _PAST or raw.endswith("ed"):
        return True
    between = {ws[k].raw.casefold() for k in range(subject + 1, verb)}
    if raw.endswith("ing"):
        return bool(between & {"is", "are", "was", "were", "keeps", "kept", "been", "keep"})
    before = range(max(0, subject - 3), verb)
    return not any(ws[k].word in lx.MODALS or ws[k].word in ("if", "when", "to", "let") for k in before)


def _subject(ws: Sequence[Word], verb: int) -> int:
    j = verb - 1
    while j >= 0 and (ws[j].word in lx.AUXILIARIES or ws[j].raw.casefold().endswith("ly") or ws[j].word in lx.NEGATIONS):
        j -= 1
    return j


def _who(ws: Sequence[Word], j: int, aside: set[int], outside: Sequence[bool]) -> str:
    if j < 0:
        return "unknown"
    t = ws[j].word
    if t in lx.ANIMAL_WORDS or t in lx.PET_WORDS:
        return "pet"
    if t in lx.PEOPLE_WORDS or t in lx.KIN_WORDS or t in lx.FIRST_PERSON or age_said(ws, j):
        return "person"
    if t in lx.OTHER_ANIMALS:
        return "other"
    if t in lx.PESTS:
        return "pest"
    if t in lx.PRONOUNS:
        for k in range(j - 1, -1, -1):
            who = _who(ws, k, aside, outside) if ws[k].word not in lx.PRONOUNS else "unknown"
            if who != "unknown":
                return who
        return "unknown"
    if j in aside:
        noun = _owner_noun(ws, j)
        return _who(ws, noun, aside - {j}, outside) if noun is not None and noun != j else "pet"
    if not outside[j] or t in lx.GROUP_WORDS or t in lx.PLANT_DOMAIN:
        return "unknown"  # "feed my aloe": a plant is fed, nobody eats
    if j and ws[j - 1].word in lx.POSSESSIVE_DETERMINERS and t not in STOPWORDS:
        return "pet"  # "my beagle", "our lab": a noun after "my" that names no one else
    if j >= 2 and ws[j - 2].word in lx.POSSESSIVE_DETERMINERS and ws[j - 1].word not in STOPWORDS:
        return "pet"  # "my golden retriever"
    return "unknown"


def _owner_noun(ws: Sequence[Word], j: int) -> int | None:
    """For a set-aside name, the noun it names: "my cat Lily" -> cat, "Daisy, my lab" -> lab."""
    if j + 2 < len(ws) and ws[j + 1].word in lx.POSSESSIVE_DETERMINERS:
        return j + 2
    if j and ws[j - 1].word not in STOPWORDS:
        return j - 1
    return None


def age_said(ws: Sequence[Word], j: int) -> bool:
    """ "my three-year-old", "our 2 year old", "my 18 month old": a child, unless a pet word
    follows ("my 8 week old puppy")."""
    if ws[j].word != "old":
        return False
    unit = ws[j - 1].raw.casefold() if j else ""
    number = ws[j - 2].raw.casefold() if j >= 2 else ""
    return unit in _AGE_UNITS and _AGE.fullmatch(number) is not None


def person_asked(ws: Sequence[Word], outside: Sequence[bool], inside: set[int]) -> bool:
    """A person named outside a plant's name, as who the question is for ("safe around
    toddlers", "my son", "my 3 year old"), not a pet's fur baby or a baby monstera."""
    for i, w in enumerate(ws):
        if not outside[i]:
            continue
        if w.word in lx.PEOPLE_WORDS:
            pet_before = i and ws[i - 1].word in lx.PET_WORDS  # "fur baby"
            plant_after = i + 1 in inside  # "a baby monstera"
            followed_by_pet = i + 1 < len(ws) and ws[i + 1].word in lx.ANIMAL_WORDS
            if not (pet_before or plant_after or followed_by_pet):
                return True
        if age_said(ws, i) and not (i + 1 < len(ws) and ws[i + 1].word in lx.ANIMAL_WORDS):
            return True
    return False
