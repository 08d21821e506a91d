"""The words of a plant plantqa has no card for, as a refusal names them (plantqa/gate.py's
unknown_subject): which subject words a question calls a plant by ("purple heart" before
"plant", after a colour), and the whole run around an unknown word ("carolina jessamine",
"string of hearts"), never a word that names no plant (where, which part, how many).
"""

from . import lexicon as lx
from .compounds import NUMBER_WORDS
from .reading import Reading

# where a plant was, or which part, and amounts: words that name no plant in "is X safe"
NAMING_NONE = lx.UNNAMED | lx.PARTITIVE | NUMBER_WORDS


def before_plant(reading: Reading) -> frozenset[str]:
    """Subject words in the run just before "plant": what the question calls the plant
    ("purple heart" in "is the purple heart plant toxic"); size, age and such aside."""
    ws, subject = reading.words, set(reading.subject)
    out: set[str] = set()
    for i, w in enumerate(ws):
        if w != "plant":
            continue
        k = i - 1
        while k >= 0 and ws[k] in subject and ws[k] not in lx.UNNAMED and ws[k] not in lx.KEEP_BEFORE:
            out.add(ws[k])
            k -= 1
    return frozenset(out)


def after_colour(reading: Reading) -> frozenset[str]:
    """Subject words right after a colour: a name of a thing ("is purple heart toxic to cats":
    Tradescantia, whatever a card says of the heart)."""
    ws, subject = reading.words, set(reading.subject)
    return frozenset(ws[i] for i in range(1, len(ws)) if ws[i - 1] in lx.COLOURS and ws[i] in subject)


def phrase(reading: Reading, word: str) -> str:
    """The run of subject words around an unknown one: "carolina jessamine", not "carolina"."""
    ws = reading.words
    at = ws.index(word) if word in ws else -1
    if at < 0:
        return word
    subject = (set(reading.subject) - lx.UNNAMED) | lx.COLOURS | lx.KEEP_BEFORE
    lo, hi = at, at + 1
    while lo > 0 and ws[lo - 1] in subject:
        lo -= 1
    while hi < len(ws) and (ws[hi] in subject or (ws[hi] in lx.ANY_PLANT and ws[hi - 1] in subject)):
        hi += 1
    if hi + 1 < len(ws) and ws[hi] == "of" and ws[hi + 1] in subject:  # "string of hearts"
        hi += 2
        while hi < len(ws) and ws[hi] in subject:
            hi += 1
    return " ".join(ws[lo:hi])
