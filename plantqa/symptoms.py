"""Symptoms read as the cards word them: "my fig is losing leaves" asks what the cards call
leaf drop, "my peace lily keeps flopping over" what they call drooping.

People name a symptom in words the cards do not use, and a care question whose subject no
card holds is refused as not covered, or misses the general card on it ("Drooping leaves").
The reader adds the card's word (a row of lexicon.SYMPTOMS) beside the typed one, which
stays: "flops over" is on the cornflower's own card. Only a care question gets it: a pet
that collapsed is no drooping plant, and a safety question's reading stays as it was.
"""

from collections.abc import Callable, Sequence
from functools import cache

from . import lexicon as lx
from .names import adjective_base
from .text import STOPWORDS, fold

Row = tuple[frozenset[str], str, str]


@cache
def table() -> tuple[Row, ...]:
    """lexicon.SYMPTOMS folded as the reader's words are: (typed, the card's word, where)."""
    return tuple((lx.folded(typed), fold(card), where) for typed, card, where in lx.SYMPTOMS)


@cache
def symptom_words() -> frozenset[str]:
    """Every word of the table, typed or the cards': after a plant's name it says what the
    plant does or is ("my gardenia lost all its buds", "why is my aloe mushy"), never a
    thing named after the plant as "jasmine rice" is (things.proper_names)."""
    return frozenset().union(*(typed | {card} for typed, card, _ in table()))


def card_words(words: Sequence[str]) -> list[tuple[int, str]]:
    """(position, the card's word) for each word of a symptom whose row holds there."""
    out = []
    for i, w in enumerate(words):
        for typed, card, where in table():
            if w in typed and _holds(words, i, where):
                out.append((i, card))
                break
    return out


def _holds(words: Sequence[str], i: int, where: str) -> bool:
    if where == "part":  # what is lost is a part, within three words: "lost all its buds"
        return any(w in lx.PARTS for w in words[i + 1 : i + 4])
    if where == "off":  # "falling off", or a part falls: "leaves keep falling", not "in the fall"
        if i + 1 < len(words) and words[i + 1] == "off":
            return True
        k = i - 1
        while k >= 0 and words[k] in lx.AUXILIARIES:
            k -= 1
        return k >= 0 and words[k] in lx.PARTS
    if where == "near":  # a part said so: "mushy brown roots", "the roots of my orchid are soft"
        return any(w in lx.PARTS for w in (*words[:i], *words[i + 1 : i + 4]))
    if where == "over":  # "my tulip fell over"
        return i + 1 < len(words) and words[i + 1] == "over"
    return True


# Verbs that say how a plant is: a copula, one of becoming ("going soft") or of sense ("feels
# soft"); and the words that may stand between them and the state ("is a bit soft").
STATE_VERBS = lx.folded("is are was were am be been being") | lx.BECOMING | lx.SENSING
STATE_FILLERS = lx.folded("so very really all quite too a bit kind sort of little rather pretty")
PRONOUNS = lx.PRONOUNS | {"it", "its"}


def states(words: Sequence[str], knows: Callable[[str], bool], names: frozenset[str]) -> tuple[str, ...]:
    """The words a care question says a plant or its part is, after a verb of being, becoming
    or sense ("the trunk is going soft at the bottom", "my aloe feels mushy"), that some card
    uses: a symptom in the question's own word, which a card's problems may hold as it stands
    ("a soft, wrinkled or mushy base"), and those joined to it by "and" or "or" ("brown and
    soft"). The verb follows the plant: a word of a name matched, a part, a plant word or a
    pronoun ("the loading dock at work is closed" says nothing of a dock). The names
    matched, parts and stopwords say no state."""
    out: list[str] = []
    for i, w in enumerate(words):
        if w not in STATE_VERBS or not i or words[i - 1] in STATE_VERBS:
            continue
        before = words[i - 1]
        if before not in names and before not in lx.PARTS and before not in lx.ANY_PLANT and before not in PRONOUNS:
            continue
        k = i + 1
        while k < len(words) and (words[k] in STATE_VERBS or words[k] in STATE_FILLERS):
            k += 1
        while k < len(words):  # and the states joined to it: "brown and soft"
            said = words[k]
            if not said or said in STOPWORDS or said in names or said in lx.PARTS or not knows(said):
                break
            out.append(said)
            k += 2 if k + 2 < len(words) and words[k + 1] in ("and", "or") else len(words)
    return tuple(dict.fromkeys(out))


# Prefixes that make a word of a care verb or season without changing its topic: "rebloom"
# is blooming again, "overwinter" is winter care, "overfeed" feeding. A closed set, kept to
# those whose rest keeps the topic ("un-" negates, "de-" undoes: neither).
PREFIXES = ("re", "over")
MIN_REST = 4  # "re" + "pot" is the card word "repot" itself; a rest under four letters is no word


def of_care(topic: Callable[[str], bool]) -> Callable[[str], bool]:
    """A heading's or topic card's word (`topic`), or one of lexicon.SAME_TOPIC ("bloom"):
    what a word made with a prefix may be made of ("rebloom"; things.py, kind_end.py)."""
    return lambda w: topic(w) or any(w in group for group in lx.SAME_TOPIC)


def made_of(t: str, test: Callable[[str], bool]) -> str | None:
    """The word after a prefix of `t` that passes `test` ("rebloom": bloom), or None."""
    for p in PREFIXES:
        rest = t[len(p) :]
        if t.startswith(p) and len(rest) >= MIN_REST and test(rest):
            return rest
    return None


def prefixed(t: str, knows: Callable[[str], bool]) -> str | None:
    """The card word a prefixed word no card uses is made of, or None."""
    return None if knows(t) else made_of(t, knows)


# Endings that make an adjective or a noun of state from a word without changing what it
# names: "stretchy" is stretched, "whitish" white, "droopiness" drooping. Longest first.
SUFFIXES = ("iness", "ness", "ish", "ey", "y")


def suffixed(t: str, knows: Callable[[str], bool]) -> str | None:
    """The card word a suffixed word no card uses is made of (names.adjective_base), or None."""
    return None if knows(t) else adjective_base(t, knows, SUFFIXES)


def state_at(words: Sequence[str], i: int, names: frozenset[str] = frozenset()) -> bool:
    """Word i stands where a state is said: after a verb of being, becoming or sense ("has
    gone so stretchy", "looks whitish"), before or after a part or a word of a plant's name
    (`names`: "bumpy stems", "leaves all crispy", "is my string of pearls shrivelly"), or
    joined by "and"/"or" to one said so ("tall and stretchy"). Elsewhere a word in -y is as
    likely a noun ("potty training", "brownies"), made of nothing asked."""
    k = i - 1
    while k >= 0 and words[k] in STATE_FILLERS:
        k -= 1
    if k >= 0 and (words[k] in STATE_VERBS or words[k] in lx.PARTS or words[k] in names):
        return True
    if i + 1 < len(words) and words[i + 1] in lx.PARTS:
        return True
    return k >= 1 and words[k] in ("and", "or") and state_at(words, k - 1, names)


def topic_inside(t: str, knows: Callable[[str], bool], topic: Callable[[str], bool]) -> str | None:
    """The care topic a prefixed word some card uses is made of, when the word names none
    itself: "overwinter" (on the geranium's card) is Winter care, which the dahlia's card
    words as lifting tubers after frost; "overwater" names its own card and gets nothing."""
    return made_of(t, topic) if knows(t) and not topic(t) else None


def as_cards_say(
    tokens: Sequence[str],
    words: Sequence[str],
    knows: Callable[[str], bool],
    topic: Callable[[str], bool] = lambda t: False,
    names: frozenset[str] = frozenset(),
) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The tokens with each symptom's card word right after the typed word, and the (typed,
    card word) pairs read. A typed word no card uses ("slumping") gives way to the card's
    word: kept, it could only dilute the question's vector. So does a prefixed word no card
    uses, to the card word it is made of ("rebloom": bloom; `prefixed`). A prefixed word some
    card uses keeps its place, and the topic it is made of follows it (`topic_inside`): it
    is no pair, so it stays in the subject the gate weighs."""
    said = {words[i]: card for i, card in card_words(words)}
    said.update((t, rest) for t in tokens if t not in said and (rest := prefixed(t, knows)) is not None)
    said.update(
        (w, rest)
        for i, w in enumerate(words)
        if w in tokens and w not in said and state_at(words, i, names) and (rest := suffixed(w, knows)) is not None
    )
    inside = {t: rest for t in tokens if t not in said and (rest := topic_inside(t, knows, topic)) is not None}
    out: list[str] = []
    for t in tokens:
        if t not in said or knows(t):
            out.append(t)
        add = said.get(t) or inside.get(t)
        if add is not None and add not in tokens and add not in out:
            out.append(add)
    return tuple(out), tuple(said.items())
