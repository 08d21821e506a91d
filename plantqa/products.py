"""A product or food made with a plant, in a safety question: the plant's finding, when it warns.

The reader refuses a plant's name with a noun glued after it ("garlic bread", "pothos
oil", "olive oil") in a safety question, naming the whole phrase: a product's finding is
not the plant's. The rule here is safety-asymmetric. When a pet ate, licked or drank
such a product and the plant's card is toxic for every animal asked about, refusing
would hide the one warning that matters, so the answer is the plant's toxic finding,
opened by a note that it is the plant's and that the product may hold other things,
with the vet line. Never the other way: a plant non-toxic or unknown for any animal
asked about leaves the product refused ("rose wine", "jasmine rice", "coconut water"),
since an all-clear for the plant says nothing of the product's other ingredients.

Untouched: look-alikes a card disowns, names glued before ("yellow jasmine"), a kind
glued after ("tulip tree"), "of" phrases ("rose of sharon"), a scent or a flavour
("lavender scented candle": a smell, no ingredient), brands and proper names (set
aside before names are matched), names several cards share. Setting `products`:
"eaten" (the rule above), "asked" (also when no pet ate it: "is lavender oil safe for
cats") or "refuse" (every product refused, the old arm).
"""

from collections.abc import Callable, Sequence
from dataclasses import replace

from .answer import Result
from .compounds import Mention
from .meals import PREPARATIONS
from .reading import Reading
from .text import fold


def glued_noun(m: Mention) -> str | None:
    """The one word glued after a refused name that makes a preparation of the plant
    ("garlic bread": "bread"), or None: a kind of plant ("tulip tree"), an "of" phrase, a
    scent ("lavender scented candle") or any word not in PREPARATIONS."""
    if m.how != "compound" or not m.glued_after or len(m.cards) != 1:
        return None
    rest = m.whole[len(m.phrase) :].split() if m.whole.startswith(f"{m.phrase} ") else []
    if len(rest) != 1 or fold(rest[0]) not in PREPARATIONS:
        return None
    return rest[0]


def as_plant(reading: Reading, verdict: Callable[[str, str], str], arm: str = "eaten") -> tuple[Reading, tuple[Mention, ...]]:
    """The reading with each product made with a plant that is toxic for every animal
    asked about read as that plant (how "product"), and those mentions. `verdict(card,
    animal)` is the card's listing. A person or an animal the listings do not cover
    keeps its own refusal."""
    if arm == "refuse" or reading.people or reading.other_animals or not (reading.emergency or arm == "asked"):
        return reading, ()
    from .compose import animals_asked

    asked = animals_asked(reading)
    made: list[Mention] = []
    plants = list(reading.plants)
    for k, m in enumerate(plants):
        if glued_noun(m) is not None and all(verdict(m.cards[0], a) == "toxic" for a in asked):
            plants[k] = m._replace(how="product")
            made.append(plants[k])
    if not made:
        return reading, ()
    return reading._replace(plants=tuple(plants)), tuple(made)


def noted(result: Result, made: Sequence[Mention], show: Callable[[str], str], title: Callable[[str], str]) -> Result:
    """The answer opened by a note per product: the finding is the plant's, and the
    product may hold other things."""
    if not result.answered or result.answer is None:
        return result
    notes = [
        f"plantqa has no card for '{show(m.whole)}' itself: what follows is the finding for {title(m.cards[0])} "
        "as a plant, not the product's, and the product may hold other things that matter too."
        for m in made
    ]
    return replace(result, answer="\n".join([*notes, result.answer]))
