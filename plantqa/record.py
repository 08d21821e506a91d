"""The record a question is read into (plantqa/reading.py): frozen, read by every later step."""

from typing import NamedTuple

from .compounds import Mention
from .names import Match
from .text import surface


class Reading(NamedTuple):
    text: str  # the question as asked
    words: tuple[str, ...]  # every word, folded, stopwords kept, names respelled; pets' names blanked
    tokens: tuple[str, ...]  # content words for retrieval (no stopwords, no pets' names), harm typos mended
    plants: tuple[Mention, ...]  # every plant name matched, in order
    groups: tuple[str, ...]  # kinds of plant asked about as a group ("lily", "succulent")
    animals: tuple[str, ...]  # the listings' animals named ("cat", "dog", "horse"), in order
    other_animals: tuple[str, ...]  # animals the listings do not cover
    people: bool  # a person is the one who ate it or is asked about
    emergency: bool  # a pet ate, chewed, licked or drank something
    set_aside: tuple[str, ...]  # names of pets and people, as typed
    corrections: tuple[tuple[str, str], ...]  # (as typed, read as) for mended name spellings
    toxicity: bool  # asks whether something is toxic or safe, or says a pet ate it
    asks_safe: bool  # phrased as "is it safe" or "can my dog eat" rather than "is it toxic"
    comparing: bool  # several plants, or "safer", "vs": every finding, no yes or no
    subject: tuple[str, ...]  # content words that are not framing words
    about_plants: bool  # uses a plant word (plant, leaf, soil, ...) at all
    yes_no: bool  # opens like a yes/no question ("is", "can", "does", ...)
    asks_which: bool  # opens with "which" or "what": may ask for a kind or a list
    asks_list: bool  # "which plants ...", "what houseplants ...": asks for a list of plants
    plain: bool  # negated, either/or, conditional or about death: the finding, no yes or no
    wh: bool  # opens with why, how, when, where, what, which or who: not a statement
    symptoms: tuple[tuple[str, str], ...] = ()  # (as typed, the cards' word) for a symptom ("lose", "drop")
    pet_named: bool = False  # a pet told by its breed alone ("Daisy, my beagle", "we adopted a tabby")
    unframed: bool = False  # no word outside the plants' names frames a plant or pet question (`_unframed`)
    states: tuple[str, ...] = ()  # in a care question, what a plant is said to be ("going soft"): symptoms.states
    works: bool = False  # every "plant" it says is a works ("the power plant", "a bottling plant"): framing.works_plant
    worded: bool = False  # asks how a word is said or what it means in a language: framing.asks_a_word
    doings: tuple[str, ...] = ()  # words typed as -ing forms of a verb ("is swimming ok for my dog"): no plant's name

    def show(self, phrase: str) -> str:
        """Folded words back to the question's own spelling, for messages ("christma" -> "Christmas")."""
        return " ".join(surface(self.text, w) for w in phrase.split())

    @property
    def matches(self) -> list[Match]:
        """The named plants as name-table matches (the look-alikes and compounds left out)."""
        return [Match(m.phrase, m.cards, m.start, m.end) for m in self.plants if m.cards and m.how != "compound"]

    @property
    def named(self) -> tuple[str, ...]:
        """The cards the question names, in order."""
        return tuple(dict.fromkeys(c for m in self.plants if m.how != "compound" for c in m.cards))

    @property
    def refused_names(self) -> tuple[Mention, ...]:
        """Names plantqa must not answer for: a look-alike, or a name with a word glued on."""
        return tuple(m for m in self.plants if m.how in ("lookalike", "compound"))

    @property
    def kind(self) -> str:
        if self.asks_list and self.toxicity and not self.named and not self.groups:
            return "list"
        if self.comparing and self.toxicity:
            return "comparison"
        return "toxicity" if self.toxicity else "care"
