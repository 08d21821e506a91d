"""A plant's one-word name in lower case, standing where a pet's name stands (plantqa.standing).

Typed in lower case ("fern keeps chewing on my rubber plant", "is snake plant ok for ivy,
our jack russell") a capital says nothing, so the word must say more: it does a verb of
eating in the active (a plant eats nothing), is the one "by" whom a thing was eaten, stands
after "for", "to" or "hurt" with what it is told after it, is set off by commas after a
creature, is said to be a creature ("fern is our cat"), or is a name said again. Split from
plantqa.standing, whose rules of place these share.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import lexicon as lx
from .creatures import creature_told, eats_at, into_at, is_kin, says_who, verb_at
from .lexing import Word
from .names import Match, one_word_at
from .text import STOPWORDS

# after the word: a plant's own word ("Holly berries", "Lily pollen", "Jasmine growing by the door")
_PLANT_AFTER = lx.PARTS | lx.HOLDERS | lx.GROUP_WORDS | lx.GROWING | lx.BEDS
# between a subject and its verb: "Hazel and Holly both chewed", "Basil just ate"
BY_THE_WAY = frozenset({"both", "just", "then", "also"})
# in lower case, before whom a thing is for or may harm: "safe for ivy, our jack russell",
# "toxic to iris (my cat)", "would it hurt violet, our kitten", "ok to have round ivy? shes a tabby"
_FOR_LOWER = frozenset({"for", "to", "around", "round", "near", "with", "beside"}) | lx.BAD
# verbs before the verb of eating they govern: "fern keeps chewing", "daisy loves chewing"
_CATENATIVE = lx.folded("keep love like try start stop begin")
# forms of "be" and "get" before a past form: the word is what was eaten ("fern was chewed")
_PASSIVE = frozenset("is are was were be been being get gets got getting".split())
# before a word, it is what is eaten or fed: "ate ivy", "a bit of fern", "give her ivy"
_OBJECT_AFTER = lx.FEEDING | frozenset({"of", "any", "more", "her", "him", "them"})


def said_again(
    ws: Sequence[Word], matches: Sequence[Match], match_at: dict[int, Match], aside: set[int], plain_word: Callable[[str], bool]
) -> set[int]:
    """Where a name is said again, or said to be a creature in lower case: "my cat Ivy loves
    the snake plant, is it ok if ivy chews it", "fern is our cat and she chews the rubber
    plant", "(ivy is my kitten)". A name said again stands where a name does (before a verb,
    or last after "for"), never where a plant is eaten ("my cat Ivy ate some ivy"); a word
    said to be a creature is the name wherever it stands as one (`name_like`). Only where
    another plant is named."""
    told = {ws[j].word for j in _told_creature(ws, match_at, plain_word)}
    again = {ws[j].word for j in aside if not is_kin(ws[j].word) and ws[j].word not in STOPWORDS}
    out: set[int] = set()
    for i in range(len(ws)):
        t = ws[i].word
        if i in aside or not (t in told or t in again) or not name_like(ws, i, match_at):
            continue
        if t in told or _name_place(ws, i):
            out.add(i)
    if not out:
        return out
    blank = aside | out
    others = [m for m in matches if m.cards and not any(k in blank for k in range(m.start, m.end))]
    return out if others else set()


def _name_place(ws: Sequence[Word], i: int) -> bool:
    """Word i stands as a subject (a verb after it, "is" or "'s" too) or last in its clause
    after "for"/"to", and not where a thing is eaten ("ate ivy", "some of the fern")."""
    if i and (ws[i - 1].word in lx.EATING or ws[i - 1].word in lx.PARTITIVE or ws[i - 1].word in _OBJECT_AFTER):
        return False
    subject = i + 1 < len(ws) and not ws[i + 1].gap and (verb_at(ws, i + 1) or ws[i + 1].word in lx.NEGATIONS)
    last = i + 1 == len(ws) or bool(ws[i + 1].gap)
    return subject or (last and i > 0 and ws[i - 1].word in _FOR_LOWER)


def _told_creature(ws: Sequence[Word], match_at: dict[int, Match], plain_word: Callable[[str], bool]) -> set[int]:
    """One-word plant names said, in any case, to be a creature: "fern is our cat", "ivy is
    my kitten", "lily is a tabby" (a word for a creature, or a breed: a word the cards' prose
    does not use), but not "ivy is a climber", "fern is my favourite"."""
    out: set[int] = set()
    for k in range(1, len(ws) - 2):
        if ws[k].raw.casefold() not in ("is", "was") or ws[k].gap or ws[k + 1].word not in ("a", "an", "my", "our"):
            continue
        if not name_like(ws, k - 1, match_at) or ws[k + 2].gap:
            continue
        n = k + 2
        while n + 1 < len(ws) and not ws[n + 1].gap and ws[n + 1].word not in STOPWORDS:
            n += 1
        last = ws[n].word
        plain = last in lx.PLANT_DOMAIN or last in lx.GROUP_WORDS or last in lx.FRAMING or plain_word(last)
        if says_who(last) or (not plain and last.isalpha() and not any(i in match_at for i in range(k + 2, n + 1))):
            out.add(k - 1)
    return out


def agent(ws: Sequence[Word], j: int) -> bool:
    """Word j after "by" and a verb of eating: the one who ate ("the rubber plant keeps getting
    chewed by fern", "nibbled on by daisy"): a plant eats nothing."""
    return j >= 2 and ws[j - 1].word == "by" and not ws[j - 1].gap and any(w.word in lx.EATING for w in ws[max(0, j - 3) : j - 1])


def between_commas(ws: Sequence[Word], j: int) -> bool:
    """Word j set off by commas right after a word for a creature, or a breed after "my"/"our",
    then a verb: "our cat, fern, keeps chewing the rubber plant", "my tabby, fern, keeps
    chewing ...", "the pup, daisy, has eaten ..."."""
    if not (0 < j < len(ws) - 1 and ws[j].gap == "," and ws[j + 1].gap == "," and verb_at(ws, j + 1)):
        return False
    k = j - 1
    while k > 0 and not ws[k].gap and ws[k - 1].word not in STOPWORDS:
        k -= 1  # back over a breed of several words: "my jack russell, ivy,"
    owned = k > 0 and ws[k - 1].word in lx.POSSESSIVE_DETERMINERS and not ws[k].gap
    last = ws[j - 1].word
    return says_who(last) or (owned and last not in lx.PLANT_DOMAIN and last not in lx.GROUP_WORDS and last not in lx.FRAMING)


def placed(ws: Sequence[Word], j: int, match_at: dict[int, Match]) -> bool:
    """A capitalised word anywhere; in lower case, only where a name may stand: first in its
    sentence, after a word of whom a thing is for, or doing a verb of eating."""
    if ws[j].upper or j == 0 or ws[j].start or ws[j - 1].word in _FOR_LOWER or between_commas(ws, j) or agent(ws, j):
        return True
    return bool(eats_on(ws, j, match_at))


def for_whom_told(ws: Sequence[Word], j: int, match_at: dict[int, Match], plain_word: Callable[[str], bool]) -> bool:
    """Word j in lower case after "for", "to", "around" or "hurt", said to be a creature: by what
    follows it ("for ivy, our jack russell", "to iris (my cat)", "for lily? our tabby") or by
    "she's a"/"he is a" after it ("ok for peach? she's a pug")."""
    if j < 1 or ws[j - 1].word not in _FOR_LOWER or ws[j].gap or j + 1 == len(ws):
        return False
    if not ws[j + 1].gap:  # "hurt ivy the jack russell": "the" and what she is, to the clause's end
        return ws[j + 1].word == "the" and _apposed_creature(ws, j + 1, match_at, plain_word, frozenset({"the"}))
    return _apposed_creature(ws, j + 1, match_at, plain_word) or creature_told(ws[j + 1 :])


def _apposed_creature(
    ws: Sequence[Word],
    k: int,
    match_at: dict[int, Match],
    plain_word: Callable[[str], bool],
    owners: frozenset[str] = lx.POSSESSIVE_DETERMINERS,
) -> bool:
    """At k, "my"/"our" and a noun that ends its clause, naming a creature or a breed (a word
    the cards use only in plants' names, if at all), not a plant, a framing word or a word of
    the cards' own prose: ", our jack russell", "(my cat)", but not ", my favourite"."""
    if ws[k].word not in owners:
        return False
    n = k + 1
    while n < len(ws) and not ws[n].gap and ws[n].word not in STOPWORDS:
        n += 1
    if n == k + 1 or (n < len(ws) and not ws[n].gap):
        return False
    last = ws[n - 1].word
    if says_who(last):
        return True
    plain = last in lx.PLANT_DOMAIN or last in lx.GROUP_WORDS or last in lx.FRAMING or plain_word(last)
    return not plain and last.isalpha() and not any(i in match_at for i in range(k + 1, n))


def eats_on(ws: Sequence[Word], j: int, match_at: dict[int, Match]) -> list[int]:
    """Word j (with a name joined by "and") does a verb of eating, in the active, as its
    subject, wherever it stands: "fern keeps chewing on my rubber plant", "violet has been
    eating my pothos", "is it bad that cactus got into the peace lily", "iris and fern keep
    chewing"; not "fern was chewed by my cat", "ivy chewed up by the dog", nor what was eaten
    ("my cat ate fern then chewed ..."). The names, and the verb last, or none."""
    if j and (ws[j - 1].word in lx.EATING or ws[j - 1].word in lx.PARTITIVE or ws[j - 1].word in _OBJECT_AFTER):
        return []
    names, k = [j], j + 1
    if k + 1 < len(ws) and ws[k].word == "and" and not ws[k].gap and not ws[k + 1].gap and name_like(ws, k + 1, match_at):
        names, k = [j, k + 1], k + 2
    passive = False
    for _ in range(4):
        if k >= len(ws) or ws[k].gap or eats_at(ws, k) or (ws[k].word == "have" and j > 0 and ws[j - 1].word in lx.MODALS):
            break
        w = ws[k]
        if not (w.word in lx.AUXILIARIES or w.word in BY_THE_WAY or w.word in _CATENATIVE or w.word in lx.NEGATIONS):
            return []
        passive = passive or w.raw.casefold() in _PASSIVE
        k += 1
    if k >= len(ws) or ws[k].gap:
        return []
    asked = ws[k].word == "have" and j > 0 and ws[j - 1].word in lx.MODALS  # "can ivy have some snake plant"
    if not (eats_at(ws, k) or asked):
        return []
    if passive and not into_at(ws, k) and not ws[k].raw.casefold().endswith("ing"):
        return []  # "fern was chewed", "ivy got eaten": what was eaten
    if any(w.word == "by" for w in ws[k + 1 : k + 3]):
        return []  # "ivy chewed up by the dog"
    return [*names, k]


def name_like(ws: Sequence[Word], j: int, match_at: dict[int, Match]) -> bool:
    """Word j is a plant's one-word name or a kind ("Lily", "Daisy", "fern"), with no
    determiner before it and no plant's word after it."""
    if not one_word_at(match_at, j, ws[j].word) or ws[j].word in STOPWORDS:
        return False
    if j and ws[j - 1].word in lx.DETERMINERS and not ws[j].gap and not _conjunction(ws, j, match_at):
        return False  # "my Lily", "the Holly": a plant the asker has
    nxt = ws[j + 1] if j + 1 < len(ws) else None
    return nxt is None or bool(nxt.gap) or not (nxt.word in _PLANT_AFTER or nxt.word in lx.PLANT_DOMAIN)


def _conjunction(ws: Sequence[Word], j: int, match_at: dict[int, Match]) -> bool:
    """ "that" before word j opens a clause of which j is the subject, eating: "is it bad that
    violet ate a bit of my pothos" (a plant does not eat)."""
    return ws[j - 1].word == "that" and bool(eats_on(ws, j, match_at))


# words of safety or harm before "for"/"to": "is oleander safe for ivy", "a problem for daisy"
_SAFE_OR_HARM = lx.SAFE_WORDS | lx.HARM_WORDS | lx.RISKS


def plain_after(ws: Sequence[Word], j: int, plain_word: Callable[[str], bool]) -> bool:
    """After word j, "my"/"our" and a word of the cards' prose or a plant's word: what the
    plant is to the asker (", my favourite", ", our biggest plant"), no creature."""
    if j + 2 >= len(ws) or ws[j + 1].word not in lx.POSSESSIVE_DETERMINERS:
        return False
    k = j + 2
    while k + 1 < len(ws) and not ws[k + 1].gap and ws[k + 1].word not in STOPWORDS:
        k += 1
    last = ws[k].word
    return plain_word(last) or last in lx.PLANT_DOMAIN or last in lx.GROUP_WORDS


def safe_for(ws: Sequence[Word], j: int) -> bool:
    """Word j ends its clause as whom a plant may harm: after a word of safety or harm and
    "for"/"to" ("is oleander safe for ivy", "is english ivy ok for daisy", "toxic to violet")
    or "asking for", or right after "hurt"/"harm" ("does daffodil hurt iris"). A plant is never asked
    whether it is safe for another plant, so with one named before, it is a name."""
    if j < 2 or not (j + 1 == len(ws) or ws[j + 1].gap) or ws[j].gap:
        return False
    if ws[j - 1].word in lx.BAD and not ws[j - 1].gap:
        return True
    asking = ws[j - 2].word == "ask"  # "is foxglove toxic to dogs? asking for peach"
    return ws[j - 1].word in ("for", "to") and (ws[j - 2].word in _SAFE_OR_HARM or asking) and not ws[j - 1].gap


def told_beside(ws: Sequence[Word], j: int, match_at: dict[int, Match], knows: Callable[[str], bool]) -> bool:
    """Word j with what it is told right beside it, a creature or a breed (a word the cards
    never use): in brackets ("fern (tabby) chewed", "does ivy (jack russell) need", "Peaches
    (cat, 4) bit into", "Peaches (a beagle)"), after
    "the" ("iris the cat"), after "my"/"our" ("ivy our jack russell chews it", "ok for peach
    our pug"), or before it after "for my" ("ok for my jack russell ivy")."""

    def who(k: int) -> bool:
        return says_who(ws[k].word) or (not knows(ws[k].word) and ws[k].word.isalpha() and k not in match_at)

    n = len(ws)
    if j + 2 < n and ws[j + 1].gap == "(" and ws[j + 1].word not in lx.POSSESSIVE_DETERMINERS:
        # up to the bracket's close, past an article and an age ("Peaches (cat, 4)", "(a beagle)")
        k = j + 1
        while k + 1 < n and k < j + 6 and ws[k + 1].gap in ("", ","):
            k += 1
        closed = k + 1 == n or ws[k + 1].gap.startswith(")")
        said = [i for i in range(j + 1, k + 1) if ws[i].word not in STOPWORDS and not ws[i].word.isdigit()]
        return closed and bool(said) and (says_who(ws[said[0]].word) or who(said[-1]))  # "(cat, 4)", "(a beagle)"
    if j + 2 < n and ws[j + 1].word == "the" and not ws[j + 1].gap and not ws[j + 2].gap:
        return says_who(ws[j + 2].word)  # "daffodils and iris the cat"
    if j + 2 < n and ws[j + 1].word in lx.POSSESSIVE_DETERMINERS and ws[j + 1].gap in ("", ","):
        k = j + 2
        while k + 1 < n and not ws[k + 1].gap and ws[k + 1].word not in STOPWORDS and not verb_at(ws, k + 1):
            k += 1
        ends = k + 1 == n or bool(ws[k + 1].gap) or verb_at(ws, k + 1)
        return ends and not ws[k].gap and ws[k].word not in STOPWORDS and who(k)
    if (j + 1 == n or ws[j + 1].gap) and not ws[j].gap and j >= 3:  # "ok for my jack russell ivy"
        k = j - 1
        while k > 0 and ws[k].word not in STOPWORDS and not ws[k].gap and k not in match_at:
            k -= 1
        owned = k < j - 1 and ws[k].word in lx.POSSESSIVE_DETERMINERS and k > 0 and ws[k - 1].word in _FOR_LOWER
        return owned and who(j - 1)
    return False
