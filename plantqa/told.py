"""Names told as a creature's by what stands around them: "my cat is Holly", "the cat,
Jasmine, chewed", "I caught Holly chewing", "Fern is our cat", "should I take Cinnamon to
the vet" (split from plantqa.people, whose set_aside gathers them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import lexicon as lx
from .creatures import eats_at, says_who
from .lexing import Word
from .names import Match
from .text import STOPWORDS


def told_by_name(ws: Sequence[Word], match_at: dict[int, Match], knows: Callable[[str], bool] = lambda _t: True) -> set[int]:
    """Positions of a capitalised name said to be a creature's, or set off by commas after
    one: "my cat is Holly", "our dog is Basil, he ...", "the cat, Jasmine, chewed". A
    capitalised plant after "is" says what it is only after a creature word."""
    out: set[int] = set()
    for j in range(1, len(ws)):
        if not ws[j].cap or (j in match_at and match_at[j].end > j + 1) or ws[j].gap not in ("", ","):
            continue
        before = ws[j - 1]
        said = before.raw.casefold() in ("is", "'s") and not before.gap and j >= 2
        if said and says_who(ws[j - 2].word) and not ws[j - 2].possessive:
            out.add(j)  # "my cat is Holly"
        elif ws[j].gap == "," and noun_of_one(ws, j - 1, match_at) and j + 1 < len(ws) and ws[j + 1].gap == ",":
            out.add(j)  # "the cat, Jasmine, chewed", "the lab, Iris, chewed"
        elif before.raw.casefold() in lx.SAW and eats_at(ws, j + 1) and ws[j + 1].raw.casefold().endswith("ing"):
            out.add(j)  # "I caught Holly chewing the poinsettia": what was seen eating is a creature
        elif before.raw.casefold() in lx.SAW and j + 1 < len(ws) and ws[j + 1].word == "with" and _holds(ws, j + 2, match_at):
            out.add(j)  # "found Jasmine with pothos leaves in her mouth": found holding another plant
    told = {ws[j].word for j in _told_what_they_are(ws, knows)}  # "Fern is our cat": Fern, wherever typed so
    return out | {j for j, w in enumerate(ws) if w.upper and w.word in told and not (j in match_at and match_at[j].end > j + 1)}


_VETS = frozenset({"vet", "vets", "veterinarian", "emergency", "er"})


def taken_to_the_vet(ws: Sequence[Word], match_at: dict[int, Match]) -> set[int]:
    """A capitalised one-word name right before "to the vet" ("should I take Cinnamon to the
    vet", "rushed Peaches to the emergency vet"): who is taken there is a creature, never a plant."""
    out: set[int] = set()
    for j in range(1, len(ws) - 2):
        if not ws[j].upper or (j in match_at and match_at[j].end > j + 1) or ws[j + 1].word != "to" or ws[j + 1].gap:
            continue
        k = j + 2 + (ws[j + 2].word in ("the", "a", "an", "our", "my") and j + 3 < len(ws))
        if ws[k].word in _VETS:
            out.add(j)
    return out


def noun_of_one(ws: Sequence[Word], k: int, match_at: dict[int, Match]) -> bool:
    """Word k is a word for a creature or person ("the cat"), or a noun after "the", "my" or
    "our" that is no plant's and frames nothing: a breed ("the lab", "our tabby")."""
    if says_who(ws[k].word):
        return True
    t = ws[k].word
    owned = k >= 1 and (ws[k - 1].word in lx.POSSESSIVE_DETERMINERS or ws[k - 1].word in ("the", "a", "an")) and not ws[k].gap
    plain = t in STOPWORDS or t in lx.FRAMING or t in lx.PLANT_DOMAIN or t in lx.COLOURS or t in lx.KEEP_BEFORE
    return owned and k not in match_at and not plain


def _holds(ws: Sequence[Word], k: int, match_at: dict[int, Match]) -> bool:
    """A plant's name at k, past an amount ("a", "some", "a bit of"): what was held."""
    while k < len(ws) and (ws[k].word in lx.DETERMINERS or ws[k].word in lx.PARTITIVE or ws[k].word == "of"):
        k += 1
    return k in match_at


def _told_what_they_are(ws: Sequence[Word], knows: Callable[[str], bool] = lambda _t: True) -> set[int]:
    """Capitalised names said to be creatures: "Fern is our cat", "Holly and Jasmine are my
    cats", "Basil is our beagle" (a word for a creature, or after "my"/"our" a breed), "Sage
    is a tabby" (after "a", a word no card uses: a breed, where "a christmas favourite" is not)."""
    out: set[int] = set()
    for k in range(1, len(ws) - 1):
        if ws[k].raw.casefold() not in ("is", "are", "was", "were") or ws[k].gap:
            continue
        det = ws[k + 1].word in ("a", "an", "my", "our", "the")
        noun = k + 1 + det
        while det and noun + 1 < len(ws) and ws[noun + 1].gap in ("", "-") and ws[noun + 1].word not in STOPWORDS:
            noun += 1  # the head of "a lovely plant", "a 2 year old lab"
        owned = ws[k + 1].word in ("my", "our")  # a breed only after an owner: "is our beagle", not "a christmas favourite"
        owned = owned or (det and noun < len(ws) and not knows(ws[noun].word) and noun + 1 < len(ws) and _ends_said(ws, noun + 1))
        if noun >= len(ws) or not (
            says_who(ws[noun].word) or (owned and ws[noun].word not in STOPWORDS and ws[noun].word.isalpha())
        ):
            continue
        plain = ws[noun].word in lx.PLANT_DOMAIN or ws[noun].word in lx.GROUP_WORDS or ws[noun].word in lx.FRAMING
        if plain and not says_who(ws[noun].word):
            continue  # "Holly is a shrub", "Fern is a plant"
        names = [k - 1]
        if k >= 3 and ws[k - 2].word == "and" and ws[k - 3].upper:
            names.append(k - 3)  # "Holly and Jasmine are my cats"
        out.update(j for j in names if ws[j].cap or (ws[j].upper and ws[j].start))
    return out


def _ends_said(ws: Sequence[Word], k: int) -> bool:
    """What a name is said to be ends before word k: a stop, a comma or "who"/"that"/"and"."""
    return bool(ws[k].gap) or ws[k].start or ws[k].word in ("who", "that", "and", "but", "so")
