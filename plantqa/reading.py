"""Reading a question: once, into one frozen record, before anything is retrieved.

Every later step (the species filter, retrieval, the gate, the answer) reads the
`Reading` and never the question's text again. The reader decides, by rules of
position and form where it can and with the word lists of lexicon.py where it must:

- which words are names of pets and people ("my cat Lily", "Daisy, my lab,", "my
  mum's dog"), set aside so that they never name a plant;
- which plants are named and how (exact, mended spelling, shared by several cards,
  a look-alike a card disowns, a name with another word glued to it), and which
  kinds of plant are named as a group ("succulents", "a lily");
- who eats or is asked about: one of the three animals, a pet of unknown kind ("my
  beagle"), a person, an animal the listings do not cover, a garden pest;
- what is asked: a toxicity, care, list or comparison question, whether a pet ate
  something (an emergency), and how a yes or no must be worded.
"""

from collections.abc import Sequence
from typing import NamedTuple

from . import lexicon as lx
from .bare import bare_kinds
from .colours import bare_colours, coats, colours_named, colours_worn
from .compounds import Mention, mention, side_by_side, true_kind
from .contact import touched
from .creatures import housed, named_for, says_who
from .eaters import eaters as find_eaters
from .eaters import named_pets, own_body, person_asked, pests_harmed, pets_asked_for
from .framing import (
    glued_unknown,
    handled,
    handled_at,
    joined_to,
    kept_as,
    kept_kind,
    pet_after,
    risk_said,
    said_to_be,
    unframed,
    works_plant,
)
from .kind_meant import kinds_asked, pointed_forms
from .kinds import eaten_itself, groups_named
from .lexing import (
    CAUSING,
    Lexicon,
    Word,
    asked_safe,
    complement,
    content_tokens,
    harm_typo,
    lex,
    participle,
    pet_state,
    plant_is_a,
    typed_plural,
)
from .meals import own_dish
from .names import Match, covered, group_of, words_of
from .owned import owned_things
from .owners import pets_doing, pets_had, pets_joined, pets_said, pets_taken_in
from .people import set_aside
from .sides import unnamed_sides
from .standing import standing_names
from .text import STOPWORDS, surface
from .things import likened, proper_names, roles, ruled_out, titled_names
from .young import named_form, plant_young

__all__ = ["Lexicon", "Mention", "Reading", "lex", "read"]


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


def read(text: str, lexicon: Lexicon, symptoms: bool = True) -> Reading:
    """Read a question into its record (see the module's docstring); `symptoms`: a care
    question's symptom in the cards' words too (plantqa/symptoms.py; setting care_words)."""
    ws = lex(text)
    names = lexicon.names
    respelled, sources, fixed = names.respell([w.word for w in ws], lexicon.knows)
    respelled = [harm_typo(r, lexicon) for r in respelled]
    ws = [ws[k] if ws[k].word == r else ws[k]._replace(word=r) for r, k in zip(respelled, sources)]
    ws = true_kind(ws, names)  # "a real lily" is the true lily
    first = names.match([w.word for w in ws])
    # and names run into a brand's or a person's ("my Apple Watch": no pet called Watch)
    names_first = set_aside(ws, first)
    names_first |= standing_names(
        ws, first, names_first, lexicon.knows, names.name_words
    )  # "Holly keeps nibbling my monstera, she's a tabby"
    names_first |= bare_kinds(ws, first, names_first)  # "ivy has been sick since chewing the snake plant"
    kept = covered(first) | names_first
    pets_first = named_pets(ws, names_first, [i not in kept for i in range(len(ws))])  # "Rosie, my beagle"
    proper = proper_names(ws, first, lexicon.topic, lexicon.knows, pets_first, lexicon.card_uses)
    names_aside = names_first - proper  # "my cat Lily"
    aside = names_aside | proper | colours_worn(ws, first)  # and colours that name a plant: "my orange cat"
    aside |= colours_named(ws, first)  # and plants named as a colour: "a lavender-coloured hoodie"
    aside |= bare_colours(ws, first, lambda w: names.name_words.get(w) or ())  # "the pink veined one"
    aside |= coats(ws, first, names_aside, lexicon.knows)  # and a pet's coat: "my orange tabby", "the peach kitten"
    aside |= owned_things(ws, names_aside)  # and what a pet owns: "Lily's water bowl"
    aside |= named_form(ws, first)  # and a growth form said of the plant named: "lantana berries off the bush"
    # and plants not asked about: "(not english ivy)", "who plays poison ivy"
    aside |= ruled_out(ws, first, frozenset(names_aside)) | roles(ws, first)
    aside |= titled_names(ws, first, lexicon.topic)  # and a place's or a title's "garden": "the Olive Garden"
    blanked = ["" if i in aside else w.word for i, w in enumerate(ws)]
    matches = names.match(blanked)
    plants = side_by_side(ws, tuple(mention(ws, blanked, m, matches, lexicon) for m in matches))
    # "something that looks like a spider plant": a look-alike of the named plant, not it
    # (beside another named plant the two are compared: "is pothos similar to philodendron")
    likes = tuple(_likened(ws, m) for m in plants)
    plants = likes if not any(m.cards for m in likes) else plants
    plants = tuple(m for k, m in enumerate(plants) if k not in said_to_be(ws, plants))  # "isn't a real lily"
    inside = covered(matches)
    named = any(m.cards for m in plants)
    groups, odd_groups = groups_named(ws, blanked, inside, names.head_kind, named, lexicon.topic, lexicon.knows)
    plants += odd_groups
    groups = kinds_asked(groups, blanked, inside, plants, lexicon.names.members)  # "which succulent is okay"
    groups_at = {i for i, w in enumerate(blanked) if i not in inside and w and group_of(w) in groups}
    sides = unnamed_sides(ws, blanked, plants, groups_at, lexicon.topic)  # "strawberries vs tomatoes"
    name_words = set(words_of(matches))
    young = plant_young(ws, inside)  # "aloe pups", "the babies from my pilea": no child, no dog
    outside = [i not in inside and i not in aside and i not in young for i in range(len(ws))]
    animals = tuple(dict.fromkeys(lx.ANIMAL_WORDS[w] for i, w in enumerate(blanked) if w in lx.ANIMAL_WORDS and outside[i]))
    others = tuple(w for i, w in enumerate(blanked) if w in lx.OTHER_ANIMALS and outside[i])
    others += housed(blanked, outside)  # "the tiger barbs in my aquarium"
    eaters = find_eaters(ws, aside, outside)
    others += tuple(ws[i].word for i in sorted(pests_harmed(ws, eaters, outside)))  # "is yew toxic to deer"
    # a pet named by a word of its own ("my beagle", "our lab") is no subject to search for
    pet_nouns = {j for who, _, j in eaters if who == "pet" and j >= 0 and outside[j] and not says_who(blanked[j])}
    breeds = named_pets(ws, names_aside, outside)  # "Cocoa, my chocolate lab": a pet, by its breed
    breeds |= pets_asked_for(ws, outside, lexicon.knows)  # "is pothos safe for my beagle"
    breeds |= pets_taken_in(ws, outside, lexicon.knows)  # "we adopted a little tabby"
    breeds |= pets_had(ws, outside, lexicon.knows)  # "my brother has a husky"
    breeds |= pets_said(ws, outside, names_aside, lexicon.knows)  # "Sage is a 2 year old lab"
    breeds |= pets_doing(ws, outside, inside, lexicon.knows)  # "my beagle dug up the tulips"
    breeds |= pets_joined(ws, outside, inside, lexicon.knows)  # "pothos and my beagle, problem?"
    breeds |= named_for(ws, names_aside)  # "is oleander safe for ivy": a pet of unknown kind
    pet_nouns |= breeds
    tokens = content_tokens(["" if i in pet_nouns else w for i, w in enumerate(blanked)])
    # what the question's own wording says, not its plants' names ("is poison hemlock safe"),
    # nor a past form of eating typed as a plural noun ("cotton bits on the stems")
    nouns = {i for i, w in enumerate(ws) if w.word in lx.PAST_EATING and w.raw.casefold() == f"{w.word}s"}
    wording = tuple(content_tokens(["" if i in pet_nouns or i in inside or i in nouns else w for i, w in enumerate(blanked)]))
    # no creature told: the speaker's own body ("sap on my hands", whatever care is also told
    # of: "while pruning") or food ("rhubarb leaves in my smoothie, is that dangerous") is a person's
    alone = not animals and not others and not pet_nouns
    body = alone and own_body(ws, outside)
    people = (
        any(who == "person" for who, _, _ in eaters)
        or person_asked(ws, outside, inside, lexicon.knows)
        or body
        or (alone and own_dish(ws, outside, wording))
        or (alone and touched(ws, outside, wording))  # "is poison ivy dangerous to touch"
        or (alone and any(w.word in lx.PERSON_STATES for w in ws))
    )
    # "my cat's iris changed colour": a pet's own part or thing, not a plant beside the pet
    owned = any(m.start and ws[m.start - 1].possessive and says_who(ws[m.start - 1].word) for m in plants)
    # "string of hearts and cats?", "hawthorns and horses": no verb at all, a thing joined to a pet
    joined_pet = any(w.word in lx.ANIMAL_WORDS and joined_to(ws, i) for i, w in enumerate(ws))
    verbless = joined_pet and not any(
        w.word in lx.EATING or w.word in lx.AUXILIARIES or w.word in lx.MODALS or participle(w) for w in ws
    )
    # "a risk for my dog", "a worry to the cat", "will it affect my dog": what the plant is or
    # does to a pet; "is my dog at risk", "is the cat in danger": the pet's own state. Neither
    # is a care topic, and the second asks whether the plant harms the pet.
    # (and "any risk to her", "a danger for him" where a creature is named: the pronoun is it)
    pronoun = ("her", "him", "them") if animals or breeds else ()
    to_pet = frozenset(
        blanked[i]
        for i in range(len(ws) - 2)
        if blanked[i + 1] in ("for", "to") and (pet_after(blanked, i + 2, breeds, True) or blanked[i + 2] in pronoun)
    )
    to_pet |= {
        blanked[i]
        for i in range(len(ws) - 1)
        if pet_after(blanked, i + 1, breeds) and blanked[i] not in STOPWORDS and i not in inside
    }
    if animals or breeds:  # "is the monstera a problem if we get a kitten", "will the sago palm be a risk"
        to_pet |= {w for i, w in enumerate(blanked) if w in lx.RISKS and i >= 2 and risk_said(blanked, i, ws)}
    # what a pet does is no care topic either: "can my cat live with a peace lily"
    to_pet |= {blanked[i + 1] for i in range(len(ws) - 1) if pet_after(blanked, i, breeds) and i + 1 not in inside}
    # "spring bulbs", "winter flowering plants": a word that keeps a kind is no care topic
    to_pet |= kept_kind(blanked, groups)
    # a word naming an uncovered animal's kind is no care topic: "a water dragon terrarium"
    to_pet |= {blanked[i - 1] for i, w in enumerate(blanked) if i and w in others and blanked[i - 1] not in STOPWORDS}
    at_risk = pet_state(ws, blanked, outside, inside)
    # "is the oleander in the yard a problem", "the rubber plant is a problem": the plant is one;
    # "is lavender safe?": the plant is said safe or not, for no one named
    said_of_plant = plant_is_a(ws, blanked, inside)
    spans = [(m.start, m.end) for m in plants if m.cards and m.how != "compound"]
    spans += [(i, i + 1) for i, w in enumerate(blanked) if i not in inside and w and group_of(w) in groups]  # "are orchids safe"
    bare_safe = any(asked_safe(ws, a, b) for a, b in spans)
    emergency = any(who == "pet" and now for who, now, _ in eaters) or (
        bool(animals) and any(w in lx.URGENT for w in blanked) and bool(matches or groups)
    )
    groups = tuple(g for g in groups if g not in pointed_forms(ws, groups_at))  # "the big tree in the park"
    if emergency and not any(m.cards for m in plants):  # "ate some berries off a bush": no plant named
        groups = tuple(g for g in groups if g not in lx.GROWTH_FORMS or eaten_itself(blanked, groups_at, g))
    kept_so, unused = kept_as(ws, plants, lexicon)  # "keep a calathea happy": no subject, no search word
    kinds_kept = frozenset(
        blanked[i + 1] for i in groups_at if i + 1 < len(ws) and complement(ws, i, i + 1, lexicon.knows)
    )  # "keep cacti alive": the kind's care, as a named plant's
    if kinds_kept:
        kept_so, unused = kept_so | kinds_kept, unused | kinds_kept | CAUSING
    # a kind the asker has, in the plural, or keeps so, frames a plant question as a named
    # plant does: "why are my succulents mushy", "keep a fern alive" (not "read my palm")
    kind_had = any(
        handled_at(blanked, i) and (ws[i].raw.casefold() != blanked[i] or (i + 1 < len(ws) and blanked[i + 1] in kinds_kept))
        for i in groups_at
    )
    return _frame(
        text,
        tuple(blanked),
        tuple(t for t in tokens if t not in unused),
        plants,
        groups,
        animals,
        others,
        people,
        emergency,
        tuple(dict.fromkeys(ws[i].raw for i in sorted(names_aside))),
        tuple(fixed.items()),
        eaters,
        name_words,
        lexicon,
        owned,
        verbless,
        wording,
        bool(breeds),
        to_pet | at_risk | said_of_plant,
        bool(at_risk),
        bool(said_of_plant),
        symptoms,
        bare_safe,
        any(m.how == "shared" and typed_plural(ws[m.end - 1], names) for m in plants),
        sides,
        frozenset(m.start - 1 for m in plants if m.how == "compound" and m.start and _doing(ws[m.start - 1])),
        any(who == "unknown" and now and j >= 0 and ws[j].upper for who, now, j in eaters),
        body,
        kept_so,
        kind_had,
    )


def _doing(w: Word) -> bool:
    """An -ing form folded to a verb's stem ("overwintering"), not a word ending so ("spring")."""
    return w.raw.casefold().endswith("ing") and participle(w)


def _likened(ws: Sequence[Word], m: Mention) -> Mention:
    whole = likened(ws, m.start, m.end) if m.cards else ""
    return m._replace(cards=(), how="lookalike", whole=whole) if whole else m


def _frame(
    text: str,
    blanked: tuple[str, ...],
    tokens: tuple[str, ...],
    plants: tuple[Mention, ...],
    groups: tuple[str, ...],
    animals: tuple[str, ...],
    others: tuple[str, ...],
    people: bool,
    emergency: bool,
    aside: tuple[str, ...],
    corrections: tuple[tuple[str, str], ...],
    eaters: list[tuple[str, bool, int]],
    name_words: set[str],
    lexicon: Lexicon,
    owned: bool = False,
    verbless: bool = False,
    wording: tuple[str, ...] = (),
    named_pet: bool = False,
    to_pet: frozenset[str] = frozenset(),
    pet_at_risk: bool = False,
    plant_is_a: bool = False,
    symptoms_read: bool = True,
    bare_safe: bool = False,
    kind_asked: bool = False,
    sides: tuple[Mention, ...] = (),
    doing: frozenset[int] = frozenset(),
    by_name: bool = False,
    body: bool = False,
    kept_so: frozenset[str] = frozenset(),
    kind_had: bool = False,
) -> Reading:
    """What the question asks, and how a yes or no must be worded."""
    opener = next((w for w in blanked if w), "")
    named = any(m.cards for m in plants) or bool(groups)
    pets = bool(animals) or bool(others) or people or named_pet or any(t in lx.PET_WORDS for t in tokens)
    beside_pet = lx.SICK | lx.FEED if named and (animals or pets) else frozenset()
    harm = [t for t in wording if t in lx.HARM_WORDS or t in beside_pet or t in lx.COMPARING]
    of_pet = lx.PET_FRAMING if pets else frozenset()
    framing = lx.FRAMING | lx.KEEP_BEFORE | lx.COLOURS | beside_pet | of_pet | lx.COMPARING | lx.URGENT | kept_so
    subject = tuple(t for t in tokens if t not in framing and t not in STOPWORDS and not t.isdigit())
    several = len({m.cards for m in plants if m.cards and m.how != "compound"}) + len(groups) > 1  # a genus is one name
    terse = all(t in name_words or t in lx.VERSUS for t in subject)  # "pothos cats", "snake plant vs zz plant with dogs"
    # eating said of a pet asks about safety only where something was eaten or is named:
    # "my dog ate something", "can my dog eat grapes"; not "how do i stop my puppy biting"
    something = bool(subject) or named or any(t in lx.PLANT_DOMAIN for t in tokens) or any(now for _, now, _ in eaters)
    asks_harm = [t for t in harm if t not in lx.EATING or something]
    # one named got into a named plant ("Biscuit got into the daffodils"): eaten, as "chewed" says
    eating_named = (
        named
        and (any(t in lx.EATING for t in wording) or by_name or any(who in ("person", "pet") for who, _, _ in eaters))
        and not any(who == "pest" for who, _, _ in eaters)
    )
    care = any(lexicon.topic(t) for t in subject if t not in name_words and t not in to_pet)
    eats = any(who in ("pet", "other") for who, _, _ in eaters)
    toxicity = (
        any(t in lx.STRONG_HARM for t in harm)
        or (bool(asks_harm) and pets)
        or eating_named
        or (eats and something)
        # a plant beside a pet, and no care topic: "snake plant vs zz plant with dogs", "a vase
        # of sunflowers and my cat", "the cat keeps sniffing the tulips"
        or (named and bool(animals or others or named_pet) and not care and not owned)
        or (named and pet_at_risk)  # "is my dog at risk from the azaleas": whatever else it says
        or bare_safe  # "is lavender safe?", "is a snake plant harmless"
        or (named and plant_is_a and (bool(animals or others) or pets))  # "we have cats, is a peace lily a problem"
        or (named and people and not animals and (not care or body))  # "husband got poison ivy on his arms"
        or (named and bool(animals or named_pet) and (terse or several or any(t in lx.URGENT for t in tokens)))
        or (verbless and bool(animals or others) and 0 < len(subject) <= 4 and opener not in lx.WH_OPENERS)
        # plants to choose between and no care topic: "which is safer, a ZZ plant or a cast iron
        # plant", "cyclamen or poinsettia for a home with pets", "geranium or impatiens for the
        # porch pots": each plant's finding, for cats and dogs when no animal is named
        or (several and not care and (bool(asks_harm) or pets or bool((lx.VERSUS - {"and"}) & set(blanked))))
    )
    # the first word of harm that is not one of eating says which way a yes points: "are aloe
    # drinks safe" asks "safe", "is eating pothos dangerous" asks "dangerous"
    polar = next((t for t in harm if t not in lx.EATING), harm[0]) if harm else ""
    asks_safe = bool(harm) and (polar in lx.SAFE_WORDS or (opener in lx.PERMISSION_OPENERS and polar not in lx.BAD))
    # "is basil as safe as mint": an equal comparison, though one side has no card
    equative = any(
        blanked[i] == "as" and blanked[i + 2] == "as" and blanked[i + 1] in lx.HARM_WORDS for i in range(len(blanked) - 2)
    )
    # a side with no card is still a side: "a monstera or a banyan" asks no yes or no of monstera
    comparing = any(t in lx.COMPARING for t in tokens) or ((several or bool(sides)) and toxicity) or (equative and toxicity)
    words_all = set(blanked)
    plain = (
        bool(lx.NEGATIONS & words_all or lx.CONDITIONAL & words_all or lx.DEGREE & words_all)
        or ("or" in words_all and len(harm) > 1)
        or any(t in lx.SEVERE for t in wording)
        or comparing
        or not harm  # "do cats like pothos", "can my cat have a peace lily": a yes would answer the wrong thing
        or kind_asked  # a name several cards share, in the plural: "are peperomias safe", as a group
    )
    symptoms: tuple[tuple[str, str], ...] = ()
    state: tuple[str, ...] = ()
    if toxicity:  # a past verb by its form names no plant: "cat threw up after nibbling on something"
        subject = tuple(t for t in subject if t not in lx.IRREGULAR_PAST)
    if toxicity:  # a word glued after a name makes a product or another plant: "pothos oil", "tulip tree"
        plants = tuple(m._replace(how="compound") if m.glued_after else m for m in plants)
        plants += sides  # and a side offered beside a named plant names no card: "strawberries vs tomatoes"
    else:  # in a care question, one its card never uses: "jasmine rice", "rose campion"
        plants = tuple(m._replace(how="compound") if glued_unknown(m, blanked, lexicon) else m for m in plants)
        if doing:  # "overwintering geraniums": what is done to them (plantqa/done_to.py)
            from .done_to import acted_on

            plants = tuple(acted_on(m, doing, blanked, lexicon) for m in plants)
    if not toxicity and symptoms_read:  # a symptom in the cards' words too: "losing leaves" is leaf drop (plantqa/symptoms.py)
        from .symptoms import as_cards_say, states

        tokens, symptoms = as_cards_say(tokens, blanked, lexicon.knows, lexicon.topic)  # the subject in the cards' words
        state = states(blanked, lexicon.knows, frozenset(name_words))  # "the trunk is going soft"
        typed = {t for t, _ in symptoms}
        subject = tuple(t for t in tokens if t not in framing and t not in typed and t not in STOPWORDS and not t.isdigit())
    return Reading(
        text=text,
        words=blanked,
        tokens=tokens,
        plants=plants,
        groups=groups,
        animals=animals,
        other_animals=others,
        people=people,
        emergency=emergency,
        set_aside=aside,
        corrections=corrections,
        toxicity=toxicity,
        asks_safe=asks_safe,
        comparing=comparing,
        subject=subject,
        about_plants=any(t in lx.PLANT_DOMAIN for t in tokens),
        yes_no=opener in lx.YES_NO_OPENERS,
        asks_which=opener in ("which", "what"),
        asks_list=opener == "which" or (opener == "what" and bool(tokens) and tokens[0] in lx.GROUP_WORDS),
        plain=plain,
        wh=opener in lx.WH_OPENERS,
        symptoms=symptoms,
        states=state,
        pet_named=named_pet,
        unframed=not (toxicity or emergency or animals or others or named_pet or symptoms)
        and not aside  # a pet's or person's name told: "Peaches my old greyhound helped himself to ..."
        and not any(who != "pest" for who, _, _ in eaters)
        and not any(handled(blanked, m) for m in plants if m.cards)
        and not kind_had
        and unframed(tokens, works_plant(blanked, wording, lexicon), lexicon),
    )
