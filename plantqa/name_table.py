"""Building the name table from the cards (plantqa.names reads it): every name, title and
look-alike as a folded phrase, and the kinds their head words and `groups` make. Only a build
imports this; a question reads the table from the cache.
"""

from collections.abc import Iterable

from .corpus import Card
from .lexicon import COLOURS, GENERIC, KIND_OF
from .names import GROUP, NOT, NameTable, group_of
from .tables import SortedStrings, StringMap
from .text import STOPWORDS, fold, words


def name_key(raw: str) -> tuple[str, ...] | None:
    """A name's folded words, or None for one that names nothing alone (stopwords only, or a
    generic word such as "plant")."""
    key = tuple(words(raw))
    if not key or all(w in STOPWORDS for w in key) or (len(key) == 1 and key[0] in GENERIC):
        return None
    return key


def coloured_keys(card: Card) -> list[tuple[str, ...]]:
    """The names a card's `colours` make: each colour before each of its names and its title
    ("pink hydrangea", "red ti plant"), so a colour people say of the plant they own keeps it
    that plant. A name already opening with a colour gets none ("red lily" makes no "pink red lily")."""
    out: list[tuple[str, ...]] = []
    for raw in dict.fromkeys((*card.names, card.title)):
        key = name_key(raw)
        if key is None or raw == card.scientific or key[0] in COLOURS:
            continue
        out += [(*words(colour), *key) for colour in card.colours]
    return list(dict.fromkeys(out))


def _head(key: tuple[str, ...]) -> str:
    """The word a name is a kind of: its last ("peace lily": lily), or the one before "of"
    ("lily of the valley": lily); "fruit salad plant" is a plant, not a fruit."""
    return key[key.index("of") - 1] if "of" in key[1:] else key[-1]


def _genera(cards: Iterable[Card]) -> dict[str, set[str]]:
    """Each plant card's genus, the first word of its scientific name ("Strelitzia reginae"),
    with the cards of that genus: people name a plant by it ("is magnolia toxic", "a
    Strelitzia"). Only a genus one card holds is made a name: one several cards share is
    read as their kind where typed so ("citrus trees", as plantqa.names.members has it). A
    stopword, a generic word or a kind's word is no genus here."""
    out: dict[str, set[str]] = {}
    for card in cards:
        first = (card.scientific or "").split()[:1]
        if card.kind != "plant" or not first or not first[0][:1].isupper() or not first[0].isalpha():
            continue
        folded = tuple(words(first[0]))
        genus = folded[0] if len(folded) == 1 else ""
        if len(genus) >= 4 and genus not in STOPWORDS and genus not in GENERIC and group_of(genus) is None:
            out.setdefault(genus, set()).add(card.slug)
    return out


def build_name_table(cards: Iterable[Card]) -> NameTable:
    names: dict[tuple[str, ...], set[str]] = {}
    display: dict[str, set[str]] = {}
    generic: dict[str, set[str]] = {}
    groups: dict[str, set[str]] = {}
    lookalikes: dict[tuple[str, ...], set[str]] = {}
    cards_seen = list(cards)
    for card in cards_seen:
        for group in (*card.groups, *(KIND_OF[g] for g in card.groups if g in KIND_OF)):
            if group_of(fold(group)):
                groups.setdefault(group_of(fold(group)) or "", set()).add(card.slug)
        for raw in card.not_names:
            key = name_key(raw)
            if key is not None:
                lookalikes.setdefault(key, set()).add(NOT + card.slug)
        for raw in (*card.names, card.title):
            key = name_key(raw)
            if key is None:
                lone = tuple(words(raw))
                if len(lone) == 1 and group_of(lone[0]):  # "daisy" alone on chrysanthemum: one of the daisies
                    groups.setdefault(group_of(lone[0]) or "", set()).add(card.slug)
                continue
            names.setdefault(key, set()).add(card.slug)
            shown = raw.lower() if raw != card.scientific else raw
            head = _head(key)
            if len(key) > 1 and raw != card.scientific and group_of(head):
                groups.setdefault(group_of(head) or "", set()).add(card.slug)
            for w in key:
                if w in GENERIC and len(key) > 1:
                    generic.setdefault(w, set()).add(shown)
                elif w not in STOPWORDS and w not in GENERIC:
                    display.setdefault(w, set()).add(shown)
    for genus, slugs in _genera(cards_seen).items():  # "is magnolia toxic", "strelitzia": the genus's cards
        if len(slugs) == 1 and (genus,) not in names and (genus,) not in lookalikes:
            names[(genus,)] = slugs
            display.setdefault(genus, set()).add(genus.capitalize())
    for key, marked in lookalikes.items():
        names.setdefault(key, set()).update(marked)  # a real name of another card keeps its card
    coloured: dict[tuple[str, ...], set[str]] = {}
    for card in cards_seen:
        for key in coloured_keys(card) if card.kind == "plant" else ():
            coloured.setdefault(key, set()).add(card.slug)
    for key, slugs in coloured.items():  # a colour never takes another card's name or look-alike
        names.setdefault(key, slugs)
    table = {" ".join(k): sorted(v) for k, v in names.items()}
    table.update({GROUP + g: sorted(v) for g, v in groups.items()})
    return NameTable(
        names=StringMap.of(table),
        longest=max((len(k) for k in names), default=0),
        firsts=SortedStrings.of_set(k[0] for k in names),
        name_words=StringMap.of({w: sorted(v, key=lambda n: (len(n), n)) for w, v in display.items()}),
        generic=StringMap.of({w: sorted(v, key=lambda n: (len(n), n)) for w, v in generic.items()}),
    )
