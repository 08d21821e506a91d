"""A plant's young: "aloe pups", "the babies from my pilea", "my spider plant has two babies";
and its form said again: "lantana berries off the bush".

Neither a person nor a pet (lexicon.YOUNG), nor a kind of plant of its own. Split from
plantqa.people, which reads who a question is about; these words say what a plant has or is.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .lexing import Word
from .names import Match


def plant_young(ws: Sequence[Word], inside: set[int]) -> set[int]:
    """Positions of a plant's young (lexicon.YOUNG): right after its name ("aloe pups"), or
    before "of", "from", "off" or "on" and its name ("the babies from my pilea"), or after
    its name and a verb of having ("my spider plant has two babies"). Neither a person nor
    a pet: "is a spider plant safe for babies" and "my baby ate a leaf" keep theirs."""
    out: set[int] = set()
    for i, w in enumerate(ws):
        if w.word not in lx.YOUNG or i in inside:
            continue
        if i - 1 in inside and not ws[i].gap:
            out.add(i)
            continue
        k = i + 1
        if k < len(ws) and ws[k].word in ("of", "from", "off", "on"):
            k += 1
            while k < len(ws) and ws[k].word in lx.DETERMINERS:
                k += 1
            if k in inside:
                out.add(i)
                continue
        k = i - 1  # back past an amount ("two", "lots of", "some new") to a verb of having
        while k > 0 and i - k <= 3 and (ws[k].word in AMOUNT or ws[k].word.isdigit()):
            k -= 1
        if k > 0 and ws[k].word in lx.folded(lx.HAVING) and not ws[k].gap:
            j = k - 1
            while j >= 0 and (ws[j].word in lx.AUXILIARIES or ws[j].word in ("is", "are")):
                j -= 1
            if j in inside:
                out.add(i)
    return out


# Words of amount between a verb of having and what is had: "has lots of little babies".
AMOUNT = frozenset("a an two three four five several some many lots lot of few new little tiny small baby".split())


def named_form(ws: Sequence[Word], matches: Sequence[Match]) -> set[int]:
    """Positions of a growth form said again of the plant named before it, "the"/"that"/"my"
    and the form in the singular: "puppy snaffled some lantana berries off the bush", "yew
    needles off the tree". It is that plant, not every tree or shrub (lexicon.GROWTH_FORMS);
    "are other bushes safe" and "a bush" name forms of their own. A form one plant has many
    of is its own in the plural too, as what a pet ate: "a heartleaf philodendron ... my cat
    chews the vines" (but "are the vines on the fence safe" may be other plants)."""
    named = [m for m in matches if m.cards]
    inside = {i for m in matches for i in range(m.start, m.end)}
    out: set[int] = set()
    for i, w in enumerate(ws):
        if i in inside or w.word not in lx.GROWTH_FORMS or not i or ws[i - 1].word not in _DEFINITE:
            continue
        plural = w.raw.casefold() != w.word and w.raw.casefold().endswith("s")
        # (what was eaten: "the vines on the fence" may be other plants than the roses named)
        plural = plural and not (w.word in _MANY_ON_ONE and any(v.word in lx.EATING for v in ws[max(0, i - 5) : i - 1]))
        if not plural and any(m.end <= i - 1 for m in named):
            out.add(i)
    return out


# forms one plant has many of: its vines, its berries (never many trees or shrubs of one)
_MANY_ON_ONE = frozenset({"vine", "berry"})
_DEFINITE = frozenset({"the", "that", "this", "my", "our", "your", "his", "her", "their"})
