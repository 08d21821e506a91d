"""A safety question that names no plant ("is this plant poisonous to dogs?", "my dog ate
something in the yard", "the big tree in the park my dog lies under"): refused as
no_plant_named, with the vet line, before anything is searched (gate.refuse_early)."""

from collections.abc import Container, Sequence
from itertools import pairwise

from . import lexicon as lx
from .creatures import is_kin
from .reading import Reading
from .text import STOPWORDS

# The indefinite pronouns (a closed class): eaten, they name nothing to answer for.
INDEFINITE = frozenset({"something", "anything", "whatever", "stuff"})


_POINTING = frozenset({"this", "that", "these", "those", "they", "them", "it"})


def _framing_only(t: str) -> bool:
    """A word of harm, a pet, a plant unnamed ("plant", "flowers"), or who gave it and how."""
    told = t in lx.UNNAMED or t in lx.IRREGULAR_PAST or t in lx.PEOPLE_WORDS or is_kin(t) or t in lx.EATING
    return told or t in lx.HARM_WORDS or t in lx.PET_WORDS or t in lx.ANIMAL_WORDS


# where a plant stands: "in the park", "by the front door", "next to the gate"
_WHERE = lx.PLACES | frozenset({"by", "near", "next", "beside", "behind", "outside", "around", "to"})


def _placed(words: Sequence[str]) -> frozenset[str]:
    """The words of a phrase saying where something is, up to the next word of a clause or
    framing ("in our backyard", "next to the gate", "in the park that ...")."""
    out: set[str] = set()
    placing = placed = relative = False
    for i, w in enumerate(words):
        if placed and w in ("that", "which", "where"):  # "in the park that my dog likes to lie under"
            placing = relative = True
        elif w in _WHERE and not (w == "on" and i and words[i - 1] in lx.EATING):  # "chewed on" is no place
            placing = True
        elif relative and w not in lx.YES_NO_OPENERS:  # the clause, up to the question's own verb
            out.add(w)
        elif placing and w in lx.FRAMING:
            continue  # "that my dog lies under": framing, said where the plant stands
        elif placing and (w in lx.DETERMINERS or w not in STOPWORDS):
            out.add(w)
            placed = True
        else:
            placing = placed = relative = False
    return frozenset((out | (_WHERE & set(words))) - lx.DETERMINERS)


_AMOUNT_OF = lx.PARTITIVE | {"some", "on", "of"}


def no_plant(reading: Reading, name_words: Container[str]) -> bool:
    """Nothing but framing ("is it poisonous", "is this safe for my dog"), or a pet eating
    an unnamed plant ("my dog ate something in the garden", "my cat ate a leaf from my
    plant"). Which houseplants are safe is a fair question, answered from the topic
    cards; "is it safe" names nothing to answer for."""
    if all(t in lx.HARM_WORDS or t in lx.PET_WORDS or t in lx.ANIMAL_WORDS for t in reading.tokens):
        return True
    # or a plant pointed at, given or sent, but not named: "is this plant poisonous to dogs?",
    # "my sister sent flowers, are they safe for my cat?" (not "are houseplants safe for cats")
    if _POINTING & set(reading.words) and all(_framing_only(t) for t in reading.tokens):
        return True
    # or one plant pointed at by where it grows, its form of growth no kind asked about: "the
    # big tree in the park my dog lies under", "is the plant in our backyard poisonous"
    placed = _placed(reading.words)
    # or "the stuff growing in my lawn", "whatever is growing under the deck"
    pointed = [
        t for t in reading.tokens if t in lx.UNNAMED or t in INDEFINITE or (t in lx.GROWTH_FORMS and t not in reading.groups)
    ]
    said = set(placed) | set(pointed) | lx.KEEP_BEFORE | lx.GROWING | lx.COLOURS  # "the green stuff"
    if pointed and placed and all(_framing_only(t) or t in said for t in reading.tokens):
        return True
    # (a pet that did eat is told, whatever the question opens with: "what do i do, my dog ate some leaves")
    asking = (reading.yes_no or reading.wh) and not reading.emergency
    eating = not asking and any(t in lx.EATING for t in reading.tokens)
    # (a part or form of growth names none either: "licked the sap from a plant", "ate the bark of a tree")
    if eating and all(t in lx.UNNAMED or t in lx.PARTS or t in lx.GROWTH_FORMS for t in reading.subject):
        return True
    if asking:
        return False
    # "my puppy ate some random leaves on our walk": what was eaten is a leaf, a berry, a plant
    ws = reading.words
    for i, w in enumerate(ws):
        if reading.emergency and (w in lx.EATING or w in lx.INTO):  # and "got into one of the houseplants"
            # (past an amount: "swallowed a mouthful of something from the hedgerow")
            eaten = (t for t in ws[i + 1 : i + 6] if t not in lx.DETERMINERS and t not in _AMOUNT_OF and not t.endswith("ful"))
            if next(eaten, "") in INDEFINITE:
                return True  # "dog ate something on the walk, no idea what": nothing named was eaten
            ahead = [t for t in ws[i + 1 : i + 5] if t and t not in STOPWORDS][:3]
            head = next((k for k, t in enumerate(ahead) if t in lx.UNNAMED), None)
            # not "japanese maple leaves"; a colour describes the part ("red berries"), as colours_worn has it
            # (not "ate a flower off it": the plant told before, named or not)
            if (
                head is not None
                and not any(t in name_words and t not in lx.COLOURS for t in ahead[:head])
                and not _off_it(ws, i + 1)
            ):
                return True
    return False


def _off_it(ws: Sequence[str], k: int) -> bool:
    """A part taken "off it", "from that", "of this" within the next words: of the plant the
    question told before ("Bleeding heart, the pink dangly one - my cat just ate a flower off it")."""
    near = ws[k : k + 7]
    return any(a in _OFF and b in lx.TOLD_BEFORE for a, b in pairwise(near))


_OFF = frozenset({"off", "from", "of"})
