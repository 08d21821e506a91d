"""The sides of a comparison or a list of plants: every side the question offers is
answered or named in a "no card for" note, never dropped in silence.

"strawberries vs tomatoes with my dog" names strawberry; "tomatoes" is no name of a card
(the tomato-plant card answers for the plant, not the fruit), so the answer must say it
left tomatoes out rather than answer as if only strawberries were asked about. A side is
the run of content words beside "vs", "versus" or "or" (and beside "and" or a comma when
both sides are typed as plurals, "strawberries and tomatoes": a list, not a clause) on the
other side of a named plant.
"""

from collections.abc import Callable, Sequence

from . import lexicon as lx
from .compounds import NUMBER_WORDS, Mention, joined
from .creatures import says_who
from .lexing import Word, participle
from .names import group_of
from .text import STOPWORDS

_ALWAYS = frozenset({"vs", "versus", "or"})  # these join sides wherever they stand
_LISTING = frozenset({"and", "plus"})  # these join sides only between plurals
_SKIP = lx.DETERMINERS | frozenset({"some", "any", "those", "these"})
_AMOUNT = _SKIP | lx.PARTITIVE | frozenset({"of"})  # before what is eaten: "a piece of the jade plant"
_LONGEST = 3  # words in a side: "bird of paradise" is a name; a longer run is a clause


def unnamed_sides(
    ws: Sequence[Word], blanked: Sequence[str], plants: Sequence[Mention], groups_at: set[int], topic: Callable[[str], bool]
) -> tuple[Mention, ...]:
    """Sides offered beside a named plant that name no card and no kind, as refused
    mentions ("compound": the answer notes plantqa has no card for them)."""
    taken = {i for m in plants for i in range(m.start, m.end)} | groups_at
    named_end = {m.end - 1 for m in plants if m.cards}
    named_start = {m.start for m in plants if m.cards}
    if not named_end:
        return ()
    out: list[Mention] = []
    seen: set[int] = set()
    for c, w in enumerate(blanked):
        comma = c > 0 and "," in ws[c].gap
        if w in _ALWAYS or w in _LISTING:
            right, left = c + 1, c - 1
        elif comma:  # "lilies, roses or peonies": word c itself starts the right side
            right, left = c, c - 1
        else:
            continue
        listing = w not in _ALWAYS
        after = right
        while after < len(ws) and blanked[after] in _AMOUNT and after not in taken:
            after += 1
        if left in named_end:
            side = _side(ws, blanked, after, 1, taken, topic)
        elif after in named_start:
            side = _side(ws, blanked, left, -1, taken, topic)
        else:
            continue
        if side is None or side[0] in seen:
            continue
        lo, hi = side
        first = lo if after in named_start else next(m.start for m in plants if m.cards and m.end - 1 == left)
        plurals = _plural(ws[hi - 1]) and _plural(ws[left] if left in named_end else ws[after])
        if listing and not plurals and not _eaten(ws, blanked, first):
            continue  # "my dog ate pothos and vomited": a clause, not a list (but "ate grapes and some jade plant")
        seen.add(lo)
        whole = " ".join(ws[j].raw.casefold() for j in range(lo, hi))
        out.append(Mention(blanked[hi - 1], (), "compound", lo, hi, whole))
    return tuple(out)


def _side(
    ws: Sequence[Word], blanked: Sequence[str], i: int, step: int, taken: set[int], topic: Callable[[str], bool]
) -> tuple[int, int] | None:
    """The side's words from i outward (step 1 rightward, -1 leftward), as (lo, hi), or None
    when the words there are no thing offered (a pet, a framing word, a verb, a place)."""
    got: list[int] = []
    j = i
    while 0 <= j < len(ws) and len(got) < _LONGEST and j not in taken and _content(ws[j], blanked[j], topic):
        if got and not joined(ws, max(j, got[-1])):
            break
        got.append(j)
        j += step
    if not got:
        return None
    lo, hi = min(got), max(got) + 1
    if 0 <= j < len(ws) and j in taken and joined(ws, max(j, got[-1])):
        return None  # glued to a name or a kind: "red or white roses" is roses
    return lo, hi


def _content(w: Word, blank: str, topic: Callable[[str], bool]) -> bool:
    """A word that can be a plant offered as a side: not a stopword, pet, person, framing,
    colour, part, holder, place or care topic, and not a verb's -ing or -ed form."""
    if not blank or blank in STOPWORDS or not blank.isalpha() or participle(w) or blank in NUMBER_WORDS:
        return False
    if blank in lx.FRAMING or blank in lx.COLOURS or blank in lx.KEEP_BEFORE or blank in lx.COMPARING or blank in lx.DEGREE:
        return False
    if blank in lx.PARTS or blank in lx.HOLDERS or blank in lx.ROOMS or blank in lx.ANY_PLANT or blank in lx.VERSUS:
        return False
    if blank in lx.GROUP_WORDS or blank in lx.UNNAMED or blank in lx.PET_WORDS:
        return False
    if blank in lx.OTHER_ANIMALS or blank in lx.PESTS or group_of(blank) is not None or says_who(blank):
        return False
    return not topic(blank)


def _eaten(ws: Sequence[Word], blanked: Sequence[str], first: int) -> bool:
    """A list starting at `first` is what a verb of eating took, past amounts and numbers
    ("ate two grapes and a piece of the jade plant"): each thing in it was eaten."""
    k = first - 1
    while k >= 0 and (blanked[k] in _AMOUNT or blanked[k].isdigit() or blanked[k] in NUMBER_WORDS):
        k -= 1
    return k >= 0 and (ws[k].word in lx.EATING or ws[k].raw.casefold() in lx.PAST_EATING)


def _plural(w: Word) -> bool:
    """Typed as a plural ("tomatoes", "lilies"): a list of things, not a clause."""
    raw = w.raw.casefold()
    return raw.endswith("s") and not raw.endswith("ss")
