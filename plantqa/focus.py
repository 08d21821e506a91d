"""Which plants a question asks about when it tells a story first.

People set the scene before they ask: "We have a pothos, a snake plant and a fiddle leaf fig.
My cat chewed the snake plant. Is she ok?" asks about the snake plant; the pothos and the fig
are background. A verdict for them, first in the answer, reads as the answer, so the reader
drops them (plantqa.reading). The rule is by sentence:

- a sentence *asks* when it opens with a yes/no or wh word or ends with "?", and a sentence
  *tells of eating* when it holds a verb of eating;
- the plants those sentences name are the focus; plants named only in an earlier sentence that
  does neither are background, and are dropped when there is a focus;
- nothing is dropped when an asking sentence that names no plant points back at several
  ("Are they safe?", "Which is safer?"), nor a plant told after the last focus sentence
  ("Is pothos safe for cats? I also have a monstera."), nor when the asking sentence adds its
  plant to them ("is a rose safe too?"); one that points at one thing ("Is it
  safe?") asks about the plants of the last sentence before it that names any.
"""

from collections.abc import Sequence
from itertools import accumulate

from . import lexicon as lx
from .beliefs import pronoun_is
from .compounds import Mention
from .lexing import Word
from .names import group_of
from .text import fold

__all__ = ["background", "said_again", "withdrawn"]

# words of an asking sentence that point back at several things told before it
POINTING = frozenset("they them those these both either all each which".split())
# words of an asking sentence that add its plant to the ones told before ("is a rose safe too?")
ADDING = frozenset("too also".split())
# and at the one told last
POINTING_ONE = frozenset("it this that".split())


def background(ws: Sequence[Word], starts: Sequence[int], text: str) -> set[int]:
    """Indexes into `starts` (where each plant or kind is named) of those told as background
    (see the module's docstring)."""
    if not ws or not starts:
        return set()
    sentence = list(accumulate(int(w.start or k == 0) for k, w in enumerate(ws)))
    count = sentence[-1]
    if count < 2:
        return set()
    words: list[list[Word]] = [[] for _ in range(count + 1)]
    for k, w in enumerate(ws):
        words[sentence[k]].append(w)
    asks = [False] + [_asks(words[s], words[s + 1][0].gap if s < count else text.rstrip()[-1:]) for s in range(1, count + 1)]
    told = [sentence[i] for i in starts]
    if any(asks[s] and s not in told and any(w.word in POINTING for w in words[s]) for s in range(1, count + 1)):
        return set()  # "I have a jade plant and an aloe. Which is safer for my dog?"
    if any(asks[s] and any(w.word in ADDING for w in words[s]) for s in range(1, count + 1)):
        return set()  # "we have a desert rose. is a rose safe for dogs too?"
    verbs = _first_eating(ws, sentence)
    pointed = {s: k for s, k in verbs.items() if _eats_told(ws, k)}
    # "my dog chewed it, we also have a pothos": no pothos was eaten
    eaten = _eaten_from(ws, sentence, {s: k for s, k in verbs.items() if s not in pointed})
    focus = {k for k, (i, s) in enumerate(zip(starts, told)) if asks[s] or i >= eaten.get(s, len(ws))}
    for verb in pointed.values():  # what "it" is: the plant told last before ("a sago palm. My dog chewed on it")
        before = [k for k, i in enumerate(starts) if i < verb]
        if before:
            latest = told[max(before, key=lambda k: starts[k])]
            focus |= {k for k in before if told[k] == latest}
    # what a plant told is measured against is no focus: "... chewed it. Is it as bad as garlic?"
    focus -= {k for k, i in enumerate(starts) if _standard(ws, i)}
    for s in range(2, count + 1):  # "... at the spider plant. Is it safe for her?": the plant told last
        before = [t for t in told if t < s]
        if asks[s] and s not in told and before and any(w.word in POINTING_ONE for w in words[s]):
            latest = max(before)  # of a sentence of eating, what was eaten: "..., and my dog ate a tulip bulb. Is that bad?"
            focus |= {k for k, t in enumerate(told) if t == latest and starts[k] >= eaten.get(t, 0)}
    if not focus:
        return set()
    last = max(starts[k] for k in focus)
    return {k for k, i in enumerate(starts) if k not in focus and i < last}


def _standard(ws: Sequence[Word], i: int) -> bool:
    """The plant named at i is what another is measured against: "as bad as garlic", "worse
    than the pothos", "the same as a peace lily", "compared to lilies", "is that like the sago
    palm" (but "do cats like the sago palm" asks of it)."""
    k = i - 1
    while k >= 0 and ws[k].word in _BEFORE_A_NAME:
        k -= 1
    if k < 1:
        return False
    word, before = ws[k].raw.casefold(), ws[k - 1].raw.casefold()
    if word == "as":  # "as bad as", "as toxic as", "the same as"
        return before == "same" or (k >= 2 and ws[k - 2].raw.casefold() == "as")
    if word in ("to", "with"):
        return before in _LIKENING
    return word == "than" or (word == "like" and before in _LIKE_AFTER)


_BEFORE_A_NAME = frozenset("a an the my our your some any".split())
_LIKENING = frozenset("compared comparable similar equal close".split())  # "compared to", "similar to"
_LIKE_AFTER = frozenset("is it that this just much more anything something".split())  # "is that like"


# what opens a clause inside a sentence ("..., and Hazel only ever eats the hostas")
_CLAUSE_GAPS = (",", ";", ":", "(", "-", "\u2013", "\u2014")


def _first_eating(ws: Sequence[Word], sentence: Sequence[int]) -> dict[int, int]:
    """Sentence -> position of its first verb of eating."""
    out: dict[int, int] = {}
    for k, w in enumerate(ws):
        if w.word in lx.EATING:
            out.setdefault(sentence[k], k)
    return out


def _eaten_from(ws: Sequence[Word], sentence: Sequence[int], verbs: dict[int, int]) -> dict[int, int]:
    """For each sentence that tells of eating (`verbs`: its first verb of eating), where that
    verb's clause opens: what is named from there on is what was eaten ("We've got daylilies
    and hostas, and Hazel only eats the hostas": the hostas)."""
    out: dict[int, int] = {}
    for s, k in verbs.items():
        at = k
        while at > 0 and sentence[at - 1] == s and not ws[at].gap.startswith(_CLAUSE_GAPS):
            at -= 1
        out[s] = at
    return out


def _eats_told(ws: Sequence[Word], k: int) -> bool:
    """What the verb of eating at k takes is a pronoun pointing back ("my dog chewed it", "ate
    some of it", "licked that", "chewed on them"): the plant told before, not one named later
    in the sentence."""
    j = k + 1
    while j < len(ws) and j - k <= 3 and not ws[j].gap and ws[j].word in _BEFORE_WHAT_IS_EATEN:
        j += 1
    return j < len(ws) and (j == k + 1 or not ws[j].gap) and ws[j].word in lx.TOLD_BEFORE


# words between a verb of eating and a pronoun for what was eaten: "chewed on it", "ate some
# of it", "had a bite of that", "took a nibble out of it"
_BEFORE_WHAT_IS_EATEN = frozenset("on at into some of a bit little piece bite nibble out off from".split())


def _asks(words: Sequence[Word], after: str) -> bool:
    """A sentence asks: it opens with a question's word or is followed by a question mark."""
    return "?" in after or words[0].word in lx.YES_NO_OPENERS or words[0].word in lx.WH_OPENERS


# words that take back what was just named: "a tulip, actually a daffodil", "pothos, sorry, I mean
# philodendron", "monstera - no wait, I meant calathea", "the peace lily, correction, the calla lily"
_TAKING_BACK = (("i", "mean"), ("i", "meant"), ("no", "wait"), ("correction",), ("scratch", "that"), ("or", "rather"))
# and a bare "no" opening a clause ("oleander? no, it's a desert rose", "jade... no, it was the
# burro's tail"), or a label read out ("I called it a begonia but the tag says polka dot plant")
_READS = frozenset({"says", "said", "reads", "read", "shows"})
# words that may open the clause before the taking back: "sorry, I mean", "oh no wait"
_INTERJECTIONS = frozenset({"sorry", "oh", "wait", "um", "erm", "er", "oops", "whoops", "ah", "uh", "hmm"})


def withdrawn(ws: Sequence[Word], starts: Sequence[int]) -> set[int]:
    """Indexes into `starts` of the plant or kind named last before words that take it back,
    when another is named after them: the one named after is meant."""
    out: set[int] = set()
    for k, w in enumerate(ws):
        # after a break ("..., actually a daffodil"), not in passing ("and I mean a lot of daffodil")
        said = any(" ".join(x.raw.casefold() for x in ws[k : k + len(t)]) == " ".join(t) for t in _TAKING_BACK)
        said = said or (w.raw.casefold() == "no" and _renamed_after(ws, k + 1, starts))
        opens = w.gap or w.start or (k > 0 and ws[k - 1].raw.casefold() in _INTERJECTIONS and (ws[k - 1].gap or ws[k - 1].start))
        label = _label_read(ws, k)  # read out wherever it stands, but before the name it gives
        if label and not any(label < i <= label + 2 for i in starts):
            continue  # read out after the name ("honeysuckle fuchsia the tag says"): it takes nothing back
        if not label and not ((said or w.word == "actually") and opens):
            continue
        before = [n for n, i in enumerate(starts) if i < k]
        if before and any(i > k for i in starts):
            out.add(max(before, key=lambda n: starts[n]))
    return out


def _label_read(ws: Sequence[Word], k: int) -> int:
    """Where "says" stands when word k opens "the tag says", "the label reads" (what the plant
    is, as its label has it), else 0."""
    k += k < len(ws) and ws[k].word in ("the", "its", "it's", "a")
    read = k + 1 < len(ws) and ws[k].raw.casefold() in lx.LABELS and ws[k + 1].raw.casefold() in _READS
    return k + 1 if read else 0


_RENAMING = frozenset({"it", "its", "it's", "it’s", "the", "a", "an", "wait", "sorry", "actually", "not", "that"})


def _renamed_after(ws: Sequence[Word], k: int, starts: Sequence[int]) -> bool:
    """After a bare "no", the clause goes on to name what it was ("no, it was the burro's tail",
    "no, the waffle plant"), not ends ("is the pothos safe? no? what about ...")."""
    if k >= len(ws) or any(c in ws[k].gap for c in "?.!"):
        return False
    return k in starts or ws[k].raw.casefold() in _RENAMING


def said_again(ws: Sequence[Word], plants: Sequence[Mention]) -> dict[int, int]:
    """Index -> index of the longer name, for the plants named by the last words of a longer
    name the question also gives, said again of it: that plant, not a second one whose
    verdict would read as the answer. Said again is what "it" or "that" is said to be ("is
    it also a rose"; or the longer name is: "is a rose poisonous? it's a desert rose"), what
    someone said or calls it ("the seller said rose", "calls it a rose"), what it is a kind
    of or likened to, or the name with "the" after the longer one ("our christmas rose has
    flowered. Is the rose ok"). Never where the question compares or lists the two ("a rose
    or a desert rose", "as safe as"), adds one ("is a rose safe too?"), or two longer names
    end in the words; a kind's word ("lily") is a kind asked."""
    if any(w.word in lx.COMPARING or w.word == "than" for w in ws) or _equative(ws):
        return {}
    adding = any(w.word in ADDING for w in ws)
    words = [tuple(fold(t) for t in (m.whole or m.phrase).split()) for m in plants]
    out: dict[int, int] = {}
    for k, m in enumerate(plants):
        if not m.cards or m.how not in ("name", "shared") or group_of(words[k][-1]) is not None:
            continue
        longer = [n for n, w in enumerate(words) if len(w) > len(words[k]) and w[-len(words[k]) :] == words[k] and n != k]
        if len({words[n] for n in longer}) != 1 or any(set(plants[n].cards) & set(m.cards) for n in longer):
            continue
        of_it = _of_it(ws, m.start)
        if adding and not of_it:
            continue  # "we have a desert rose. is a rose safe too?" (not "is it also a rose?")
        if any(_listed(ws, m, plants[n], plants) for n in longer):
            continue
        back = m.start > 0 and ws[m.start - 1].word == "the" and all(plants[n].start < m.start for n in longer)
        # or the longer name says what "it" is: "is a rose poisonous? it's a desert rose"
        if of_it or back or _called(ws, m.start) or _of_it(ws, plants[longer[0]].start):
            out[k] = longer[0]
    return out


def _called(ws: Sequence[Word], start: int) -> bool:
    """The name at `start` is what someone said or calls the plant, what it is a kind of, or
    what it is likened to: "the seller said rose", "calls it a rose", "a kind of rose", "is
    it safe like a normal rose"."""
    k = start - 1
    if k >= 1 and ws[k].word == "of" and ws[k - 1].word in _KIND_OF:
        return True
    while k >= 0 and (ws[k].raw.casefold() in _CALLED_IT or ws[k].word in _QUALIFYING or ws[k].raw.casefold().endswith("ly")):
        k -= 1
    return k >= 0 and (ws[k].raw.casefold() in lx.SAYING_RAW or ws[k].raw.casefold() in _CALLING)


_KIND_OF = frozenset({"kind", "type", "sort", "variety"})
_CALLED_IT = frozenset({"a", "an", "it", "it's", "its", "just", "only", "me", "us", "that"})
_CALLING = frozenset({"call", "calls", "called", "calling", "named", "like"})


def _equative(ws: Sequence[Word]) -> bool:
    """ "is a desert rose as safe as a rose": the two are compared."""
    return any(ws[i].word == "as" and ws[i + 2].word == "as" for i in range(len(ws) - 2))


def _of_it(ws: Sequence[Word], start: int) -> bool:
    """The name at `start` is what "it" or "that" is said to be: "is it also a rose", "it's a
    rose too", "that's a rose", past articles and words like "just" and "real"."""
    k = start - 1
    while k >= 0 and (ws[k].word in _SAID_OF_IT or ws[k].raw.casefold().endswith("ly")):
        k -= 1  # "it's basically a rose", "it's pretty much a rose", "it's like any rose"
    return k >= 0 and (ws[k].raw.casefold() in _IT or pronoun_is(ws, k))  # "it", or "it's", "it is"


# words that qualify what a name is said to be: "just a rose", "no real rose", "pretty much a rose"
_QUALIFYING = frozenset({"also", "just", "only", "real", "normal", "proper", "true", "actual", "too", "any", "no", "not"})
_QUALIFYING |= frozenset({"pretty", "much"})
_SAID_OF_IT = _QUALIFYING | {"a", "an", "like"}  # "it's like any rose"
_IT = frozenset({"it", "its", "that", "this"})  # ("its" typed for "it's")


def _listed(ws: Sequence[Word], a: Mention, b: Mention, plants: Sequence[Mention]) -> bool:
    """Nothing but words of listing or comparing, articles, owners and other names between
    the two names: "a rose or a desert rose", "roses and desert roses", "hyacinths, daffodils
    or grape hyacinths"."""
    lo, hi = (a, b) if a.start < b.start else (b, a)
    named = {i for m in plants for i in range(m.start, m.end)}
    between = [(i, ws[i]) for i in range(lo.end, hi.start)]
    listing = any(w.word in lx.VERSUS or "," in w.gap for _, w in between) or "," in ws[hi.start].gap
    return listing and all(
        i in named or w.word in lx.VERSUS or w.word in lx.DETERMINERS or w.word in lx.POSSESSIVE_DETERMINERS for i, w in between
    )
