"""Things a pet gets into that are not plants: a sock, a battery, bleach, ibuprofen.

"my dog ate a sock" asks about no plant plantqa lacks a card for: it is not about plants,
and the refusal says so (with the vet line, as for every pet that ate something) rather
than "plantqa has no card for 'sock'". No rule of form tells a sock from an unfamiliar
plant, so one closed list below holds the kinds of thing pets swallow that no plant is:
clothes, household objects, chemicals, medicines, pest poisons and foods of animal origin.
Foods made from plants (chocolate, raisins, coffee) and garden goods (mulch, fertiliser,
slug pellets) are left out: they may be a plant's, and stay `unknown_plant`.

What decides is the *head* of what was eaten, its last word: "a chocolate bar wrapper" is
a wrapper, "rat poison" a poison, "a tube of toothpaste" toothpaste, and "cocoa mulch" is
mulch. A plant named anywhere (also in a product: "mint toothpaste"), or a kind of plant, keeps
the question a plant question.
"""

from collections.abc import Sequence

from . import lexicon as lx

THINGS = lx.folded(
    """
    sock socks underwear knickers pants bra glove gloves tights shoelace lace scarf hat shoe shoes slipper
    towel blanket tissue tissues napkin thread yarn wool ribbon elastic hairband hairtie scrunchie tie band
    bobble string twine rope bandage nappy diaper tampon wipe wipes cloth fabric stuffing
    toy toys ball battery batteries coin coins magnet magnets button bead beads jewellery jewelry ring
    pin screw staple plastic bag wrapper foil cable wire charger cord phone remote pen pencil
    crayon lego sponge cardboard paper cup bottle lid skewer toothpick glass bin carpet rug cushion
    squeaker tinsel bauble ornament balloon candle wax
    bleach antifreeze coolant detergent soap shampoo conditioner toothpaste cleaner disinfectant paint
    glue petrol gasoline diesel polish dishwasher laundry deicer grit ink sunscreen lotion makeup lipstick
    ibuprofen paracetamol acetaminophen aspirin tylenol advil nurofen naproxen pill pills tablet tablets
    capsule medicine medication meds drug drugs antidepressant inhaler vitamin vitamins supplement
    painkiller painkillers prescription
    poison rodenticide insecticide pesticide herbicide weedkiller killer bait repellent
    cheese milk chicken beef pork meat bacon ham fish tuna salmon egg eggs butter yoghurt yogurt steak
    sausage turkey lamb gravy fat grease bone bones rawhide kibble gum
    cigarette cigarettes nicotine vape poo poop feces faeces litter
    """
)

_COORDINATING = frozenset({"and", "or", "plus", "also"})
_SKIPPED = lx.DETERMINERS | lx.PARTITIVE | lx.QUANTIFIERS | frozenset({"of", "up", "through", "on", "at", "into", "whole"})


def thing_eaten(words: Sequence[str], subject: Sequence[str]) -> str:
    """The phrase of a non-plant thing the question is about ("a whole tennis ball"), or "".

    With an eating verb, every object of one (and what "and" adds to it) must be such a
    thing ("the bin ... and ate a battery"; not "a sock and some hellebore"); without one,
    the first run of subject words is what is asked about ("is bleach toxic to cats",
    "can dogs have cheese as a treat")."""
    said = set(subject) | THINGS
    starts = [i + 1 for i, w in enumerate(words) if w in lx.EATING]
    runs = [r for r in (_run(words, i, said) for i in starts) if r is not None]
    if not runs:
        first = next((i for i, w in enumerate(words) if w in subject), None)
        run = _run(words, first, said) if first is not None else None
        runs = [run] if run is not None else []
    objects = [r for run in runs for r in _coordinated(words, run, said)]
    if not objects or not all(words[hi - 1] in THINGS and any(words[k] in subject for k in range(lo, hi)) for lo, hi in objects):
        return ""
    lo, hi = objects[0]
    return " ".join(words[lo:hi])


def _run(words: Sequence[str], start: int, said: set[str]) -> tuple[int, int] | None:
    """The noun run that starts at or just after `start`, past determiners and amounts
    ("some", "a piece of"), through an "of" ("a tube of toothpaste")."""
    lo = start
    while lo < len(words) and lo - start < 4 and words[lo] not in said and words[lo] in _SKIPPED | {""}:
        lo += 1
    if lo >= len(words) or words[lo] not in said:
        return None
    hi = lo
    while hi < len(words) and words[hi] in said:
        hi += 1
    tail = _run(words, hi + 1, said) if hi < len(words) and words[hi] == "of" else None
    return (lo, tail[1]) if tail else (lo, hi)


def _coordinated(words: Sequence[str], run: tuple[int, int], said: set[str]) -> list[tuple[int, int]]:
    """The run and the ones "and" or "or" adds to it ("a sock and some hellebore")."""
    out = [run]
    while out[-1][1] < len(words) and words[out[-1][1]] in _COORDINATING:
        nxt = _run(words, out[-1][1] + 1, said)
        if nxt is None:
            break
        out.append(nxt)
    return out
