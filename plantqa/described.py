"""A colour said of a named plant elsewhere in its sentence that, put before the name, makes a
look-alike a card disowns: "jasmine (the yellow kind)", "the jasmine with yellow flowers",
"is jasmine ok? it's the yellow one" ask about yellow jasmine (Gelsemium), never jasmine.
A colour glued before the name is compounds.py's to read; this finds one said after it.
"""

from collections.abc import Sequence

from . import lexicon as lx
from .compounds import Mention
from .creatures import says_who
from .lexing import Word
from .names import NameTable

__all__ = ["disowned_by_colour"]


def disowned_by_colour(
    ws: Sequence[Word], blanked: Sequence[str], plants: tuple[Mention, ...], names: NameTable
) -> tuple[Mention, ...]:
    """The mentions, each named plant made the look-alike a colour in its sentence, or in the
    sentence after, makes of it ("yellow" and "jasmine": yellow jasmine), said of the plant
    (`_of_the_plant`)."""
    out = []
    for m in plants:
        if not m.cards or m.how == "compound":
            out.append(m)
            continue
        name = [w.word for w in ws[m.start : m.end]]
        whole = None
        for k in _said_near(ws, m):
            colour = blanked[k]
            # glued right after the name it is the name's too, as a writer of another tongue puts
            # it: "the jasmine yellow is toxic for dog?"
            # (not before its leaves: "jasmine yellow leaves" are leaves turning yellow)
            glued = k == m.end and not ws[k].gap and not (k + 1 < len(ws) and ws[k + 1].word in _FOLIAGE)
            if colour not in lx.COLOURS or not (glued or _of_the_plant(ws, k)):
                continue
            hit = names.match([colour, *name])
            if hit and (hit[0].start, hit[0].end) == (0, len(name) + 1) and hit[0].lookalike:
                whole = f"{colour} {m.phrase}"
                break
        out.append(m if whole is None else Mention(m.phrase, (), "lookalike", m.start, m.end, whole))
    return tuple(out)


_FOLIAGE = lx.folded("leaf leaves foliage")
# Words for a kind of plant after a colour: "the yellow kind", "the yellow one", "yellow variety"
_KIND = lx.folded("kind kinds one ones variety varieties type types sort sorts form version cultivar")


def _of_the_plant(ws: Sequence[Word], k: int) -> bool:
    """The colour at k is said of the plant: alone at a clause's end ("it's yellow"), before a
    word for its kind ("the yellow kind", "the yellow one") or, within two words, before its
    part ("yellow flowers", "yellow trumpet flowers"); not a pet's coat or a thing's colour
    ("my yellow lab", "the yellow door")."""
    nxt = k + 1
    if nxt >= len(ws) or ws[nxt].gap not in ("", "-"):
        return True
    if ws[nxt].word in _KIND or ws[nxt].word in lx.PARTS:
        return True
    return nxt + 1 < len(ws) and not ws[nxt + 1].gap and ws[nxt + 1].word in lx.PARTS and not says_who(ws[nxt].word)


def _said_near(ws: Sequence[Word], m: Mention) -> range:
    """Positions after the name up to the end of the next sentence: what is said of it."""
    stops = 0
    k = m.end
    while k < len(ws):
        if ws[k].start:
            stops += 1
            if stops > 1:
                break
        k += 1
    return range(m.end, k)
