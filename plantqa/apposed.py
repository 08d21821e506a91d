"""Names told beside a word for a creature: "two cats, Basil and Pepper", "my cat ivy who ...".

Rules of English apposition that plantqa.people's rules of position use: a list of
capitalised names set off by a comma right after the creatures they name, a relative
"who" after a word, which says that word is someone, not something, and the names listed
after the first one named ("called Lily and Iris"); and a name joined by a hyphen
("Lily-Mae") or a kin word owning a thing ("my mums house"), which no plant is.
"""

from collections.abc import Mapping, Sequence

from . import lexicon as lx
from .creatures import verb_at
from .lexing import Word
from .names import Match, group_of, one_word_at
from .text import STOPWORDS

# "who" and its forms: a relative clause about someone ("my cat ivy who is a menace")
_WHO = frozenset({"who", "whos", "who's", "whose", "whom"})
# words before a creature that say the asker has it ("two cats", "a dog", "my cats", "3 kittens")
_COUNTS = frozenset("a an one two three four five six both some several".split())


def who_at(ws: Sequence[Word], i: int) -> bool:
    """Word i is "who" (or "who's", "whose") opening a relative clause, straight after the
    word before it or past a comma: that word names someone ("my puppy daisy, who eats
    anything"); a plant takes "which" or "that"."""
    return i < len(ws) and ws[i].raw.casefold().replace("\u2019", "'") in _WHO and ws[i].gap in ("", ",")


def listed_names(ws: Sequence[Word], match_at: Mapping[int, Match]) -> set[int]:
    """Positions of capitalised names listed after a comma right behind the creatures the asker
    has: "I have two cats, Basil and Pepper.", "my dogs, Holly and Sage, ...", "we've got three
    kittens, Jasmine, Poppy and Iris", "I have a dog, Rosemary." The list must end its clause
    (a sentence's end, a comma or the question's end), or it may be a plant the clause is
    about ("for my cats, Basil plants are ..."), nor part of a plant's name of several words
    ("my cats, Lily of the Valley is ...")."""
    one_word = [i not in match_at or match_at[i].end - match_at[i].start == 1 for i in range(len(ws))]
    out: set[int] = set()
    for k in range(1, len(ws) - 1):
        if ws[k].word not in lx.ANIMAL_WORDS and ws[k].word not in lx.PET_WORDS:
            continue
        before = [ws[i].word for i in (k - 1, k - 2) if i >= 0]
        had = any(t in lx.POSSESSIVE_DETERMINERS or t in _COUNTS or t.isdigit() for t in before)
        j = k + 1
        if not had or ws[j].gap not in (",", "(", "-", "\u2013", ":") or not ws[j].upper or not one_word[j]:
            continue
        names = [j]
        j += 1
        while j < len(ws):
            joined = j + 1 < len(ws) and ws[j].word == "and" and not ws[j].gap and not ws[j + 1].gap
            if joined and ws[j + 1].upper and one_word[j + 1]:
                names.append(j + 1)
                j += 2
            elif ws[j].gap == "," and ws[j].upper and one_word[j] and not ws[j].start:
                names.append(j)
                j += 1
            else:
                break
        if j >= len(ws) or ws[j].start or ws[j].gap:
            out.update(names)
    return out


def named_too(ws: Sequence[Word], j: int) -> set[int]:
    """The capitalised names listed after the one at j: "called Lily and Iris", "named
    Daisy, Poppy and Fern"."""
    out: set[int] = set()
    k = j + 1
    while k + 1 < len(ws):
        if ws[k].word == "and" and not ws[k].gap and ws[k + 1].upper and not ws[k + 1].gap:
            out.add(k + 1)
            k += 2
        elif ws[k].gap == "," and ws[k].upper and (ws[k + 1].word == "and" or ws[k + 1].gap == ","):
            out.add(k)
            k += 1
        else:
            break
    return out


def a_thing(ws: Sequence[Word], k: int, match_at: dict[int, Match]) -> bool:
    """Word k, right after a plural kin word ("my mums"), is a thing it owns ("house", "car"),
    not what the plant does or has: no verb, plant's word, part, holder or name. Reading the
    kin word as a person is the safe side: a chrysanthemum verdict for "my mums house" is not."""
    if k >= len(ws) or ws[k].gap or k in match_at or verb_at(ws, k):
        return False
    t = ws[k].word
    if t in STOPWORDS or not t.isalpha() or t in lx.HARM_WORDS or t in lx.MODALS or t in lx.GROWING:
        return False
    return not (t in lx.PARTS or t in lx.HOLDERS or t in lx.PLANT_DOMAIN or t in lx.BEDS or group_of(t) is not None)


def double_names(ws: Sequence[Word], match_at: dict[int, Match]) -> set[int]:
    """A capitalised pair joined by a hyphen, the first a one-word plant name or kind and the
    second no plant's word: one person's or pet's name ("Lily-Mae", "Daisy-May", "Holly-Ann"),
    unless a plant's name spans both ("Lily-Of-The-Valley", "Black-Eyed Susan")."""
    out: set[int] = set()
    for j in range(len(ws) - 1):
        first, second = ws[j], ws[j + 1]
        if second.gap != "-" or not (first.upper and second.upper) or (j + 2 < len(ws) and ws[j + 2].gap == "-"):
            continue
        one = one_word_at(match_at, j, first.word)
        plant_after = j + 1 in match_at or group_of(second.word) is not None or second.word in lx.PARTS
        if one and not plant_after and second.word not in lx.PLANT_DOMAIN:
            out |= {j, j + 1}
    return out
