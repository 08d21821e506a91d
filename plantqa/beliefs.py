"""What the asker believed or was told, and what someone else is said to say of a plant's
safety: background beside the plant asked about ("is a christmas rose poisonous? I thought
roses were fine"; "is desert rose toxic to dogs? my friend said all roses are safe"), whose
names get no verdict (plantqa.things.ruled_out). Split from plantqa.things.
"""

from collections.abc import Sequence

from . import lexicon as lx
from .contact import CONTACT
from .lexing import Word

__all__ = ["BE", "believed_clauses", "pronoun_is"]

BE = frozenset({"is", "are", "was", "were"})


def believed_clauses(ws: Sequence[Word]) -> set[int]:
    """Positions inside a clause of the asker's belief: from "I" or "we" and a verb of
    believing or being told ("I thought", "we always assumed", "I was told"), or from what
    someone else is said to say ("my friend said roses are fine"), to the end of
    its sentence, a comma or "but"; not where it says what the plant is ("I think it's a
    desert rose": the asker names the plant, unsure)."""
    out: set[int] = set()
    for i, w in enumerate(ws):
        if w.word in ("i", "we"):
            k = i + 1
            while k < min(len(ws), i + 3) and ws[k].word not in lx.BELIEVING and _between(ws[k]):
                k += 1  # "we always assumed", "I was told"
            if k >= len(ws) or ws[k].word not in lx.BELIEVING or ws[k].gap:
                continue
        elif _reported(ws, i):
            k = i  # what someone else says, as "I was told" ("my friend said roses are fine")
        else:
            continue
        k += 1
        k += k < len(ws) and ws[k].word in ("me", "us") and not ws[k].gap  # "my friend told me ..."
        j = k + (k < len(ws) and ws[k].word == "that" and not ws[k].gap)  # "I think that it's ..."
        if any(pronoun_is(ws, x) for x in (j, j + 1) if x < len(ws)):
            continue  # what the plant is, hedged: "I think it's a desert rose", "I believe it is a dracaena"
        while k < len(ws) and not ws[k].start and ws[k].gap != "," and ws[k].word not in ("but", "yet"):
            out.add(k)
            k += 1
    return out


def _reported(ws: Sequence[Word], i: int) -> bool:
    """Word i is a verb of saying whose subject is someone, not a label read out ("the tag
    says jasmine": what the plant is) nor "I"/"we" (read above), and what is said judges a
    plant safe or not ("my friend said all roses are safe"): background, as "I was told" is,
    unless the question asks whether it is right ("My sister says a parlour palm is fine but
    a sago palm isn't. Have I got that right?"). What is said to have happened is the story
    ("the owner says the horse ate some yew")."""
    if ws[i].raw.casefold() not in lx.SAYING_RAW or not i or ws[i].gap:
        return False
    if ws[i - 1].word in lx.LABELS or ws[i - 1].word in ("i", "we") or any(w.word in _CHECKING for w in ws):
        return False
    end = next((k for k in range(i + 1, len(ws)) if ws[k].start or ws[k].gap == "," or ws[k].word in ("but", "yet")), len(ws))
    said = ws[i + 1 : end]
    judged = any(w.word in lx.HARM_WORDS or w.word in lx.COMPARING for w in said)
    return judged and not any(w.word in lx.EATING or w.word in CONTACT for w in said)


# words that ask whether what was said is right: then it is what the question asks
_CHECKING = lx.folded("right true correct accurate wrong confirm agree")


def _between(w: Word) -> bool:
    return not w.gap and (w.word in lx.AUXILIARIES or w.raw.casefold().endswith("ly") or w.word == "always")


def pronoun_is(ws: Sequence[Word], k: int) -> bool:
    """Word k is "it's"/"that's", or "is"/"was" after "it", "this" or "that": a pronoun said to be something."""
    raw = ws[k].raw.casefold().replace("\u2019", "'")
    if raw in ("it's", "that's", "thats"):
        return True
    return raw in BE and k > 0 and ws[k - 1].word in ("it", "this", "that") and not ws[k].gap
