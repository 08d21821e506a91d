"""A one-word plant name typed as a name, beside the plant a question is about.

people.set_aside reads names by their place next to a word for a creature ("my cat Lily",
"Daisy, my lab"). People also write a pet's name with no such word beside it, because
the question says elsewhere who it is: "Holly keeps nibbling my monstera - she's a
tabby", "is monstera ok for Daisy", "help!! Jasmine chewed my dieffenbachia", "Rose
sniffed my tulips, is she in danger?". Two rules of English cover these without a list of
positions:

- a capitalised word last in its clause after "for" is whom the thing is for;
- a plant does not act: a word first in its sentence, then a verb, then another plant, is
  the one doing something to that plant.

The second holds only where the question is about a creature (a word for one, a verb of
eating, or "she"/"he"); both only where it names another plant that is not typed as a
name, and only for a word that is not asked about itself ("is Basil safe"), not part of a plant's phrase ("Holly berries", "my
Lily", "the Holly"), and not listed with another plant ("Holly, Ivy and mistletoe",
"pothos or Ivy"). Setting a plant aside is the safe side: the answer then comes from the
other plant's card, and the note says which word was read as a name.

Typed in lower case, the word must say more (plantqa.lowered).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from . import lexicon as lx
from .creatures import creature_said, did_at, pet_told, says_who
from .lexing import Word
from .lowered import (
    BY_THE_WAY,
    agent,
    between_commas,
    eats_on,
    for_whom_told,
    name_like,
    placed,
    plain_after,
    safe_for,
    said_again,
    told_beside,
)
from .names import Match, group_of

# words that join two plants into a list or a choice ("holly, ivy and mistletoe", "pothos or ivy")
_JOINS = lx.VERSUS | frozenset({"&"})
# after the word: it is asked about ("is Basil safe", "Sage toxic?", "Holly a problem")
_ASKED = lx.SAFE_WORDS | lx.HARMED_BY | lx.RISKS | lx.COMPARING | lx.SEVERE
# before a name: whom a thing is for ("is monstera ok for Daisy", "asking for Lily")
_FOR = frozenset({"for"})


def standing_names(
    ws: Sequence[Word],
    matches: Sequence[Match],
    aside: set[int],
    knows: Callable[[str], bool] = lambda w: False,
    name_words: Collection[str] = frozenset(),
) -> set[int]:
    """Positions of one-word plant names that stand where a creature's name stands (the
    module's docstring): last in a clause after "for" ("is monstera ok for Daisy"), or
    before a verb and another plant ("Holly keeps nibbling my monstera"). `knows`: the
    cards use the word; a word they use outside plants' names (`name_words`) is no breed."""
    match_at = {i: m for m in matches for i in range(m.start, m.end)}

    def plain_word(w: str) -> bool:
        return knows(w) and w not in name_words

    candidates = [
        j
        for j in range(len(ws))
        if j not in aside and name_like(ws, j, match_at) and (placed(ws, j, match_at) or told_beside(ws, j, match_at, knows))
    ]
    creature = creature_said(ws)
    out: set[int] = set()
    for j in candidates:
        others = [m for m in matches if m.cards and not m.start <= j < m.end and m.start not in candidates]
        others = [m for m in others if not any(i in aside for i in range(m.start, m.end))]
        # in lower case, what it is told beside it outweighs a list: "string of pearls and peach the cat"
        beside = not ws[j].upper and told_beside(ws, j, match_at, knows)
        if others and ws[j].upper and _asked_after(ws, j):  # "Is Lily ok? She chewed a tulip"
            out.add(j)
            continue
        if not others or asked_of(ws, j) or (not beside and listed_with(ws, j, match_at, candidates)):
            continue
        before = any(m.end <= j for m in others)
        if not ws[j].upper:  # lower case: the word must say more (the module's docstring)
            told_for = before and (
                for_whom_told(ws, j, match_at, plain_word) or (safe_for(ws, j) and not plain_after(ws, j, plain_word))
            )
            told_for = told_for or beside
            eaters = eats_on(ws, j, match_at)
            acts = bool(eaters)  # another plant, before or after: "fern keeps chewing it"
            if acts:
                out.update(eaters[:-1])  # "iris and fern keep chewing my spider plant": both
            acts = acts or between_commas(ws, j) or agent(ws, j)
            # first in its sentence doing what a plant does not, where "she's a kitten" says who
            acts = acts or ((j == 0 or ws[j].start) and pet_told(ws) and _acts_on(ws, j, others, candidates))
        else:  # capitalised: told for whom, or what it is told beside it ("Peaches (cat, 4) bit into")
            told_for = (before and _for_whom(ws, j)) or told_beside(ws, j, match_at, knows)
            acts = creature and (j == 0 or ws[j].start or ws[j].cap) and _acts_on(ws, j, others, candidates)
        if told_for or acts:
            out.add(j)
    return out | said_again(ws, matches, match_at, aside | out, plain_word)


def asked_of(ws: Sequence[Word], j: int) -> bool:
    """A word of safety or harm within the next three, before any punctuation: the question
    asks about word j itself ("is Basil safe", "Sage toxic for dogs?", "Holly a danger")."""
    for k in range(j + 1, min(len(ws), j + 4)):
        if ws[k].gap:
            return False
        if ws[k].word in _ASKED:
            return True
    return False


def listed_with(ws: Sequence[Word], j: int, match_at: dict[int, Match], candidates: list[int]) -> bool:
    """Word j joined to another plant by a comma, "and", "or", "vs": a list or a choice of
    plants ("Holly, Ivy and mistletoe"), unless that plant is typed as a name too ("Hazel
    and Holly both chewed")."""

    def plant(k: int) -> bool:
        return 0 <= k < len(ws) and k != j and k not in candidates and (k in match_at or group_of(ws[k].word) is not None)

    after = j + 1
    joined = after < len(ws) and ws[after].word in _JOINS and not ws[after].gap
    if joined and (plant(after + 1) or plant(match_at[after + 1].start if after + 1 in match_at else -1)):
        return True
    if after < len(ws) and ws[after].gap == "," and plant(after):
        return True
    before = j - 1 if j not in match_at else match_at[j].start - 1
    if before >= 0 and ws[before].word in _JOINS and not ws[j].gap:
        k = before - 1
        return plant(k) or (ws[before].gap == "" and k >= 0 and k in match_at and plant(match_at[k].start))
    return bool(ws[j].gap == "," and before >= 0 and plant(before))


# words of asking after one's health, between a name and the end of its clause ("is Lily ok?",
# "will Daisy be alright?", "is Poppy going to be ok?")
_WELL = lx.folded("ok okay alright fine well all right be going gonna to")


def _asked_after(ws: Sequence[Word], j: int) -> bool:
    """Word j, capitalised, asked after as one asks after a creature, its clause ending there
    ("Is Lily ok?", "Should I worry about Holly?"), and the next clause calls it "she" or "he":
    a pet's name, as a plant is "it" ("Is Lily ok for cats?" asks of the plant)."""
    k = j + 1
    while k < len(ws) and not ws[k].gap and ws[k].word in _WELL:
        k += 1
    return 0 < k < len(ws) and bool(ws[k].gap) and ws[k].word in lx.GENDERED


def _for_whom(ws: Sequence[Word], j: int) -> bool:
    """Word j, capitalised in mid-sentence, last in its clause after a word of whom a thing
    is for: "is monstera ok for Daisy", "safe around cats? Asking for Lily" (but "what about
    Ivy?" turns to another plant)."""
    if not ws[j].cap or j < 1 or ws[j - 1].word not in _FOR or ws[j].gap:
        return False
    return j + 1 == len(ws) or bool(ws[j + 1].gap)


def _the_creature(ws: Sequence[Word], k: int, others: Sequence[Match]) -> bool:
    """After "the" at k, up to three words naming what it is, then another plant: a word for a
    creature ("the old tomcat"), or words of no plant and then a verb ("the rescue lurcher
    ate"): a creature described, as a plant never acts."""
    for n in range(k + 1, min(k + 5, len(ws))):
        if ws[n].gap and n > k + 1:
            return False
        if says_who(ws[n].word):
            return any(m.start > n for m in others)
        if n > k + 1 and did_at(ws, n):
            return any(m.start > n for m in others)
        if any(m.start <= n < m.end for m in others):
            return False  # "Holly the mistletoe ...": a plant's name inside
    return False


def _acts_on(ws: Sequence[Word], j: int, others: Sequence[Match], candidates: list[int]) -> bool:
    """Word j, first in its sentence (alone or with a name joined by "and"), then a verb,
    then another plant: "Holly keeps nibbling my monstera", "Hazel and Holly both chewed the
    croton", "Rosemary the cat threw up after eating a dieffenbachia leaf"."""
    k = j + 1
    if k + 1 < len(ws) and ws[k].word == "and" and not ws[k].gap and k + 1 in candidates:
        k += 2
    if k < len(ws) and ws[k].word in BY_THE_WAY:
        k += 1
    if k + 1 < len(ws) and ws[k].word == "the":  # "Rosemary the cat ...", "Basil the old tomcat chewed ..."
        return _the_creature(ws, k, others)
    verb = k < len(ws) and (did_at(ws, k) or ws[k].word in lx.NEGATIONS)
    acting = verb and not ws[k].gap
    return acting and any(m.start > k for m in others)
