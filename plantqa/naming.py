"""A name said to be one: "is Daisy a good name", "a cat called Lily", "our baby boy will be
called Basil", "a pug named peach" (split from plantqa.people, which sets such names aside);
"a rose called Peace" and "a variety named Ivory" name plants.
"""

from collections.abc import Sequence

from . import lexicon as lx
from .creatures import says_who
from .lexing import Word
from .names import Match, group_of
from .text import STOPWORDS

__all__ = ["named_who", "said_a_name"]


# Forms of the verbs of naming, as typed: "we call her Lily", "the kids named him Basil".
def said_a_name(ws: Sequence[Word], j: int) -> bool:
    """Word j is said to be a name: a copula or an article, then "a"/"an" and at most two more
    words, then "name" ("is Daisy a good name", "Ivy would be a nice name", "Poppy is such a
    cute name"), with no stop between."""
    k = next((k for k in range(j + 2, min(j + 7, len(ws))) if ws[k].raw.casefold() in ("name", "names")), None)
    if k is None or any(w.gap.strip() for w in ws[j + 1 : k + 1]):
        return False
    between = [w.word for w in ws[j + 1 : k]]
    article = next((n for n, w in enumerate(between) if w in ("a", "an")), None)
    return article is not None and all(w in _BEFORE_A for w in between[:article]) and len(between) - article <= 3


_BEFORE_A = frozenset({"is", "be", "would", "will", "could", "such", "really", "just", "s"})  # "is", "would be", "'s such"


def named_who(ws: Sequence[Word], verb: int, match_at: dict[int, Match]) -> bool:
    """Whether "called"/"named" at `verb` names a creature: right after the word for it ("a
    cat called Lily") or after "is"/"are" with it before ("my cat is called Lily", "our cat,
    who is named Fern", "my dogs are named Holly and Ivy"); or after a noun that is no plant's
    word, with "a"/"my" before it: a breed ("a pug named peach", "our lurcher called Basil"),
    where a plant would be "a rose called Peace", "a variety named Ivory"."""
    k = verb - 1
    if k >= 1 and ws[k].raw.casefold() in ("be", "been") and ws[k - 1].word in _BEFORE_BE:
        k -= 1  # "our baby boy will be called Basil", "she has been named Ivy"
        ws_k = ws[k].raw.casefold()
        k -= 1 if ws_k not in ("is", "was", "are", "were") else 0
    if k >= 0 and ws[k].raw.casefold() in ("is", "was", "'s", "are", "were"):
        k -= 1 + (k >= 1 and ws[k - 1].word in ("who", "which", "that"))
    while k >= 1 and (ws[k].word in lx.AUXILIARIES or ws[k].raw.casefold().endswith("ly")) and not ws[k + 1].gap:
        k -= 1  # "what my nan always called devil's ivy": past words of when and how
    if k >= 0 and says_who(ws[k].word):
        return not _what_called(ws, k)
    # a breed of two or three words, or after an age or a word of what it is: "my Maine Coon",
    # "our 2 year old German Shepherd", "a senior lab named Rosemary"
    first = k
    while first >= 1 and k - first < 6 and not _owned(ws[first - 1]) and ws[first].gap in ("", "-"):
        if ws[first - 1].word in STOPWORDS:  # `_no_plant_word` holds every word of the run to no plant's
            break
        first -= 1
    if first < 1 or not _owned(ws[first - 1]):
        return False
    return all(_no_plant_word(ws, i, match_at) for i in range(first, k + 1) if ws[i].word not in lx.AGE_WORDS)


def _what_called(ws: Sequence[Word], k: int) -> bool:
    """The one at k, a person, calls a thing told before it: "what my late husband called
    mother-in-law's tongue", "the plant that my nan called a spider lily", "a ferny one my
    neighbour called holly fern" (who is at k does the calling, not who is called). A
    creature "called" so is named ("my cat called Basil", "a son that my wife called basil")."""
    if ws[k].word in lx.ANIMAL_WORDS or ws[k].word in lx.PET_WORDS:
        return False
    j = k - 1
    while j >= 0 and not ws[j + 1].gap and ws[j].word not in _THING_CALLED:
        if ws[j].word in lx.POSSESSIVE_DETERMINERS and j and not ws[j].gap and ws[j - 1].word not in _THING_CALLED:
            return _a_thing(ws[j - 1].word)  # no "that": "a ferny one my neighbour called", "the plant my husband called"
        if ws[j].word in STOPWORDS and ws[j].word not in lx.POSSESSIVE_DETERMINERS and ws[j].word not in lx.DETERMINERS:
            return False
        j -= 1
    # "a son that my wife called basil": a relative after a creature or person names them
    return j >= 0 and not ws[j + 1].gap and not (ws[j].word != "what" and j and says_who(ws[j - 1].word))


def _a_thing(t: str) -> bool:
    return t in ("one", "thing", "stuff") or t in lx.PLANT_DOMAIN or t in lx.GROUP_WORDS or group_of(t) is not None


_THING_CALLED = frozenset({"what", "which", "that"})


# Before "be" or "been" in a naming: "will be called", "has been named", "to be named"
_BEFORE_BE = lx.MODALS | frozenset({"has", "have", "had", "to", "gonna"})


def _owned(w: Word) -> bool:
    """A determiner or whose it is, by a word ("my", "a") or a possessive ("Grandad's spaniel")."""
    return w.word in lx.DETERMINERS or w.word in lx.POSSESSIVE_DETERMINERS or w.possessive


def _no_plant_word(ws: Sequence[Word], k: int, match_at: dict[int, Match]) -> bool:
    """Word k is no plant's word: a breed's, where a plant would be "a rose called Peace"."""
    t = ws[k].word
    plant = k in match_at or t in lx.PLANT_DOMAIN or t in lx.GROUP_WORDS or group_of(t) is not None or t in lx.PARTS
    return not plant and t not in _SORTS and t not in STOPWORDS and t not in lx.FRAMING and (t.isalpha() or t.isdigit())


# words for a sort of plant: what one of them is called is a plant's name ("a variety called Peace")
_SORTS = frozenset({"variety", "cultivar", "hybrid", "species", "strain", "form", "one", "version", "selection"})
