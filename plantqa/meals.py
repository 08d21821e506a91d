"""What people make of a plant to eat or drink, and whether it is the speaker's own.

`PREPARATIONS` are the heads of "garlic bread", "leek soup", "chamomile tea", "lavender oil"
(plantqa/products.py reads a word glued after a toxic plant's name as one). `own_dish` tells
a plant put into the speaker's own food ("rhubarb leaves in my smoothie", "I made tea from
oleander leaves", "we cooked with elderberries"): a person's question, as the speaker's own
body is (plantqa/persons.own_body), though no verb of eating stands in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import lexicon as lx
from .text import STOPWORDS

if TYPE_CHECKING:
    from .lexing import Word

# Not "ring" nor "dressing" (jewellery and clothes). It fails closed: any other word
# ("lavender sweater", "lemon cypress", a thing in the plant's colour) is no preparation.
PREPARATIONS = lx.folded(
    "oil oils tea teas extract tincture powder salt spice flakes juice drink drinks smoothie syrup "
    "soup stew sauce gravy dip butter paste pesto puree stuffing curry casserole salad pasta pizza "
    "bread naan toast pie tart cake muffin cookie biscuit jam jelly marmalade chutney pickle pickles "
    "chip chips crisps fries bhaji leftovers supplement supplements capsule capsules pill pills "
    "chew chews treat treats"
)

# Verbs that make food of what they act on: "we cooked with", "i brewed a tea with"
COOKING = lx.folded("cook cooked cooking bake baked baking brew brewed brewing steep steeped fry fried boil boiled blend blended")
MAKING = lx.folded("make made making")
_OWN = frozenset({"my", "our"})


def own_dish(ws: Sequence[Word], outside: Sequence[bool], wording: Sequence[str]) -> bool:
    """The speaker's own food or drink, outside a plant's name: "in my smoothie", "to our
    soup"; or the speaker cooks or makes one: "we cooked with", "I made tea from"; asked of
    harm ("is that dangerous"), not of care ("how do I grow basil for my pesto"). The caller
    asks it only when no animal is named ("my cat drank my tea" is the cat's)."""
    asked = any(t in lx.HARM_WORDS or t in lx.SICK for t in wording)
    # or asked leave for: "can I put rhubarb leaves in my green smoothie"
    asked = asked or (len(ws) > 1 and ws[0].word in lx.PERMISSION_OPENERS and ws[1].word in lx.FIRST_PERSON)
    if not asked:
        return False
    for i, w in enumerate(ws):
        if not outside[i]:
            continue
        verb = w.raw.casefold().endswith(("ed", "ing"))  # "my orange tabby chewed": no chews
        if w.word in PREPARATIONS and not verb and _owned(ws, i):
            return True
        # "is it safe to make a tea from foxglove leaves": making it, with no one else named
        k = i + 1 + (i + 1 < len(ws) and ws[i + 1].word in lx.DETERMINERS)
        if w.word in MAKING and i and ws[i - 1].word == "to" and k < len(ws) and ws[k].word in PREPARATIONS:
            return True
        if w.word not in lx.FIRST_PERSON or i + 1 >= len(ws):
            continue
        j = i + 1
        while j < len(ws) and (ws[j].word in lx.AUXILIARIES or ws[j].raw.casefold().endswith("ly")):
            j += 1  # "we accidentally cooked", "i have brewed"
        if j < len(ws) and ws[j].word in COOKING:
            return True
        k = j + 1 + (j + 1 < len(ws) and ws[j + 1].word in lx.DETERMINERS)
        if j < len(ws) and ws[j].word in MAKING and k < len(ws) and ws[k].word in PREPARATIONS:
            return True  # "I made tea from", "we made a salad with"
    return False


def _owned(ws: Sequence[Word], i: int) -> bool:
    """The preparation at i is the speaker's: "my smoothie", "our soup", past up to two words
    that describe it ("my green smoothie", "our homemade plum jam")."""
    k = i - 1
    while k >= 0 and i - k <= 3:
        if ws[k].word in _OWN:
            return True
        if ws[k + 1].gap or ws[k].word in STOPWORDS:
            return False
        k -= 1
    return False
