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

from . import lexicon as lx
from .appetite import doings, off_food, said_of_things
from .asking import frame
from .bare import bare_kinds
from .colours import bare_colours, coats, colours_named, colours_worn
from .compounds import Mention, mention, side_by_side, true_kind
from .contact import touched
from .creatures import animal_ruled_out, housed, kept_in_a_home, named_for, says_who
from .described import disowned_by_colour
from .eaters import eaters as find_eaters
from .eaters import named_pets, pests_harmed
from .focus import background, said_again, withdrawn
from .framing import (
    asks_a_word,
    handled_at,
    joined_to,
    kept_as,
    kept_kind,
    pet_after,
    risk_said,
    said_to_be,
)
from .hearsay import commentary, told_by
from .holders import holder_shapes
from .kind_meant import kinds_asked, placed_kinds, pointed_forms
from .kinds import eaten_itself, groups_named
from .letters import unsigned
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
    predicate,
    slot_typos,
    typed_plural,
)
from .likened import likened
from .meals import own_dish
from .names import covered, group_of, words_of
from .owned import kin_owning, owned_things, owners_of
from .owners import (
    pets_asked_for,
    pets_doing,
    pets_had,
    pets_joined,
    pets_owned,
    pets_reaching,
    pets_said,
    pets_taken_in,
)
from .people import breed_bracketed, set_aside
from .persons import at_risk as person_at_risk
from .persons import expecting, own_body, person_asked, recipients
from .record import Reading
from .sides import unnamed_sides
from .standing import standing_names
from .text import STOPWORDS, fold
from .things import proper_names, roles, ruled_out, said_of_a_thing, titled_names
from .typed import spelled_out, stretches, unstretched
from .young import named_form, plant_young

__all__ = ["Lexicon", "Mention", "Reading", "lex", "read"]


def read(text: str, lexicon: Lexicon, symptoms: bool = True) -> Reading:
    """Read a question into its record (see the module's docstring); `symptoms`: a care
    question's symptom in the cards' words too (plantqa/symptoms.py; setting care_words)."""
    names = lexicon.names
    plain = unstretched(text, lambda t: _known(t, lexicon))  # "sooo", "lovesss": the word stretched
    said = spelled_out(plain)  # "sm", "smth", "idk": the words chat spells so
    ws, ended = unsigned(lex(said))  # a letter's "Dear Sir or Madam," and "Yours faithfully" say nothing
    respelled, sources, fixed = names.respell([w.word for w in ws], lexicon.knows, [w.raw.casefold() for w in ws])
    respelled = [harm_typo(r, lexicon) for r in respelled]
    fixed |= {a: b for a, b in stretches(text, plain) if fold(b) in names.name_words}  # "aloeee": read as aloe
    ws = [ws[k] if ws[k].word == r else ws[k]._replace(word=r) for r, k in zip(respelled, sources)]
    ws = true_kind(ws, names)  # "a real lily" is the true lily
    first = names.match([w.word for w in ws])
    ws = slot_typos(ws, first)  # "pothos sage for cats": autocorrect's "safe", beside the names just matched
    ws = kin_owning(ws, first)  # "mums geranium": mum's
    # and names run into a brand's or a person's ("my Apple Watch": no pet called Watch)
    names_first = set_aside(ws, first, lexicon.knows)
    names_first |= standing_names(
        ws, first, names_first, lexicon.knows, names.name_words
    )  # "Holly keeps nibbling my monstera, she's a tabby"
    names_first |= bare_kinds(ws, first, names_first)  # "ivy has been sick since chewing the snake plant"
    kept = covered(first) | names_first
    pets_first = named_pets(ws, names_first, [i not in kept for i in range(len(ws))])  # "Rosie, my beagle"
    proper = proper_names(ws, first, lexicon.topic, lexicon.knows, pets_first, lexicon.card_uses, names.members)
    names_aside = names_first - proper  # "my cat Lily"
    aside = names_aside | proper | colours_worn(ws, first)  # and colours that name a plant: "my orange cat"
    aside |= colours_named(ws, first)  # and plants named as a colour: "a lavender-coloured hoodie"
    aside |= bare_colours(ws, first, lambda w: names.name_words.get(w) or ())  # "the pink veined one"
    aside |= coats(
        ws, first, names_aside, lexicon.knows, lexicon.card_uses
    )  # and a pet's coat: "my orange tabby", "the peach kitten"
    aside |= owned_things(ws, names_aside)  # and what a pet owns: "Lily's water bowl"
    aside |= owners_of(ws, first)  # and whose the animal is: "Caller's horse", "Dave's dog"
    aside |= named_form(ws, first)  # and a growth form said of the plant named: "lantana berries off the bush"
    # and plants not asked about: "(not english ivy)", "who plays poison ivy"
    aside |= ruled_out(ws, first, frozenset(names_aside)) | roles(ws, first)
    aside |= titled_names(ws, first, lexicon.topic)  # and a place's or a title's "garden": "the Olive Garden"
    aside |= said_of_a_thing(ws, first)  # and a name said of a thing: "my new car is a lemon"
    aside |= holder_shapes(ws, first)  # and a vessel's shape: "a strawberry pot full of hens and chicks"
    blanked = ["" if i in aside else w.word for i, w in enumerate(ws)]
    matches = names.match(blanked)
    plants = side_by_side(ws, tuple(mention(ws, blanked, m, matches, lexicon) for m in matches))
    plants = disowned_by_colour(ws, blanked, plants, names)  # "jasmine (the yellow kind)": yellow jasmine
    # a card named beside a look-alike it disowns answers for neither: "carolina jessamine ... the
    # label just says jasmine" may be either plant, and one of them is Gelsemium
    # (set side by side, "jasmine or carolina jessamine, which is safe", each side is answered or noted)
    disowned = {c for m in matches for c in m.lookalike}
    if not any(w.word in lx.VERSUS or w.word in lx.COMPARING for w in ws):
        plants = tuple(m for m in plants if not (m.cards and set(m.cards) <= disowned))
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
    # plants and kinds told as background: "We have a pothos and ferns. My cat chewed the snake plant."
    told = [m.start for m in plants] + sorted(groups_at)
    # a longer name's last words said again name it, and take nothing back ("is this a desert
    # rose? the label said rose"); asked about, they keep it asked ("Our christmas rose has
    # flowered. Is the rose ok")
    again = said_again(ws, plants)
    taken = _taken_back(ws, told, plants) - set(again.values())  # "a tulip, actually a daffodil"
    told_aside = background(ws, told, ended or said) | taken
    told_aside = (told_aside - {again[k] for k in again if k not in told_aside}) | set(again)
    if told_aside:
        gone_at = {told[k] for k in told_aside if k >= len(plants)}
        plants = tuple(m for k, m in enumerate(plants) if k not in told_aside)
        groups_at -= gone_at
        gone = {group_of(blanked[i]) for i in gone_at} - {group_of(blanked[i]) for i in groups_at}
        groups = tuple(g for g in groups if g not in gone)
    sides = unnamed_sides(ws, blanked, plants, groups_at, lexicon.topic)  # "strawberries vs tomatoes"
    name_words = set(words_of(matches))
    young = plant_young(ws, inside)  # "aloe pups", "the babies from my pilea": no child, no dog
    outside = [i not in inside and i not in aside and i not in young for i in range(len(ws))]
    animals = tuple(
        dict.fromkeys(
            lx.ANIMAL_WORDS[w]
            for i, w in enumerate(blanked)
            if w in lx.ANIMAL_WORDS and outside[i] and not animal_ruled_out(blanked, i)
        )
    )  # "For me, not the dog": no dog asked about
    others = tuple(w for i, w in enumerate(blanked) if (w in lx.OTHER_ANIMALS or _kept_pest(blanked, outside, i)) and outside[i])
    homed = housed(blanked, outside)  # "the tiger barbs in my aquarium", "tiger barb tank"
    others += homed
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
    breeds |= pets_owned(ws, [i not in inside for i in range(len(ws))], lexicon.knows)  # "my neighbour's spaniel ate"
    breeds |= pets_reaching(ws, outside, lexicon.knows)  # "where my terrier can reach it"
    breeds |= named_for(ws, names_aside)  # "is oleander safe for ivy": a pet of unknown kind
    # and a breed in brackets after a pet's name: "oleander + Laurel (beagle) = ok?"
    breeds |= {
        k
        for j in names_aside
        if ws[j].cap
        for k in breed_bracketed(ws, j + 1, inside, lexicon.knows)
        if not (says_who(ws[k].word) or ws[k].word.isdigit() or ws[k].word in lx.AGE_WORDS)
    }
    pet_nouns |= breeds
    # "my puppy isn't eating his breakfast": a pet off its food ate nothing (plantqa/appetite.py)
    unate = off_food(ws, outside) if not (any(m.cards for m in plants) or groups) else frozenset()
    eaters = [] if unate else eaters
    caged = kept_in_a_home(ws, blanked, outside, pet_nouns)  # "our pet rosellas ... in the aviary"
    others, homed = others + caged, homed + caged
    tokens = content_tokens(["" if i in pet_nouns else w for i, w in enumerate(blanked)])
    # what the question's own wording says, not its plants' names ("is poison hemlock safe"),
    # nor a past form of eating typed as a plural noun ("cotton bits on the stems")
    nouns = {i for i, w in enumerate(ws) if w.word in lx.PAST_EATING and w.raw.casefold() == f"{w.word}s"} | unate
    wording = tuple(content_tokens(["" if i in pet_nouns or i in inside or i in nouns else w for i, w in enumerate(blanked)]))
    # no creature told: the speaker's own body ("sap on my hands", whatever care is also told
    # of: "while pruning") or food ("rhubarb leaves in my smoothie, is that dangerous") is a person's
    alone = not animals and not others and not pet_nouns
    expects = expecting(ws)  # "I'm expecting": a person's state, as "pregnant" is
    body = alone and own_body(ws, outside)
    people = (
        any(who == "person" for who, _, _ in eaters)
        or person_asked(ws, outside, inside, lexicon.knows)
        or body
        or (alone and own_dish(ws, outside, wording))
        or (alone and touched(ws, outside, wording))  # "is poison ivy dangerous to touch"
        or (alone and (any(w.word in lx.PERSON_STATES for w in ws) or expects))  # "I'm expecting, is ..."
    )
    # "my cat's iris changed colour": a pet's own part or thing, not a plant beside the pet
    # (a one-word name: "the neighbour's sago palm" is a plant still)
    owned = any(
        m.end - m.start == 1 and m.start and ws[m.start - 1].possessive and says_who(ws[m.start - 1].word) for m in plants
    )
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
        # and bringing a plant into a pet's home asks whether it is safe there, not how new
        # plants are checked for pests: "we have two cats, can I bring a peace lily home?"
        to_pet |= {w for w in blanked if w in lx.BRINGING}
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
    # and a pet sick beside a plant, not asked of ("can a spider plant make cats sick"):
    # "the dog vomited, i think from a spider plant leaf"
    sick = any(w in lx.SICK for w in blanked) and not any(w in lx.MODALS or w == "if" for w in blanked)
    emergency = any(who == "pet" and now for who, now, _ in eaters) or (
        bool(animals) and (sick or any(w in lx.URGENT for w in blanked)) and bool(matches or groups)
    )
    narrower = any(m.cards for m in plants) or any(g not in lx.GROWTH_FORMS for g in groups)
    groups = tuple(g for g in groups if g not in pointed_forms(ws, groups_at, narrower))  # "the big tree in the park"
    if any(m.cards for m in plants) or len(groups) > 1:  # a kind only where it is: "horses out at grass"
        groups = tuple(g for g in groups if g not in placed_kinds(ws, groups_at))
    # "Cowberry bushes ... if she eats the berries": the unknown plant's own (not "various shrubs")
    unknown = [m for m in plants if not m.cards and group_of(fold((m.whole or m.phrase).split()[-1])) is None]
    if unknown and not narrower:
        groups = tuple(g for g in groups if g not in lx.GROWTH_FORMS)
    if emergency and not any(m.cards for m in plants):  # "ate some berries off a bush": no plant named
        # (unless the kind is what is asked: "... eating from the shrubs. Which shrubs are a worry?",
        # "my cat eats grass and weeds. Are lawn weeds dangerous for cats?")
        which = {group_of(blanked[i]) for i in groups_at if (i and blanked[i - 1] == "which") or _kind_judged(ws, i)}
        groups = tuple(g for g in groups if g not in lx.GROWTH_FORMS or g in which or eaten_itself(blanked, groups_at, g))
    kept_so, unused = kept_as(ws, plants, lexicon)  # "keep a calathea happy": no subject, no search word
    heard = told_by(ws, inside)  # "the woman at the garden centre says": where advice came from
    heard |= commentary(ws, inside)  # "... and how often? My daughter says I'm killing it with kindness"
    heard |= {"expect"} if expects else set()  # "I'm expecting": a person's state, no topic
    heard |= recipients(ws, inside)  # and whom a plant goes to: "cuttings to give to friends"
    kept_so, unused = kept_so | heard, unused | heard
    kinds_kept = frozenset(
        blanked[i + 1] for i in groups_at if i + 1 < len(ws) and complement(ws, i, i + 1, lexicon.knows)
    )  # "keep cacti alive": the kind's care, as a named plant's
    if kinds_kept:
        kept_so, unused = kept_so | kinds_kept, unused | kinds_kept | CAUSING
    # a kind the asker has, in the plural, or keeps so, frames a plant question as a named
    # plant does: "why are my succulents mushy", "keep a fern alive" (not "read my palm")
    kind_had = any(
        handled_at(blanked, i)
        and (
            ws[i].raw.casefold() != blanked[i]
            or (i + 1 < len(ws) and blanked[i + 1] in kinds_kept)
            or (blanked[i - 1] in lx.POSSESSIVE_DETERMINERS and blanked[i] not in lx.BODY_KINDS)  # "why did my fern die"
        )
        for i in groups_at
    )
    return frame(
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
        to_pet | at_risk | said_of_plant | said_of_things(ws, outside),
        bool(at_risk) or (people and person_at_risk(ws)),  # "is that a risk for our toddler"
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
        bool(homed),
        frozenset(w.word for w in ws if w.upper and not w.start),  # "the Tesla plant": a firm's works
        asks_a_word(ws),  # "how do you say 'cherry blossom' in Japanese"
        doings(ws, outside),  # "is swimming in the lake ok for my dog": no plant's name
    )


def _doing(w: Word) -> bool:
    """An -ing form folded to a verb's stem ("overwintering"), not a word ending so ("spring")."""
    return w.raw.casefold().endswith("ing") and participle(w)


def _kind_judged(ws: Sequence[Word], i: int) -> bool:
    """The kind at i, with up to one word before it, is the subject of "is/are ... <harm>"
    (lexing.predicate): "are lawn weeds dangerous for cats", "are shrubs toxic to dogs"."""
    harm = i + 1 < len(ws) and ws[i + 1].word in lx.HARM_WORDS and ws[i + 1].word not in lx.EATING
    return harm and any(predicate(ws, start, i + 1) for start in (i - 1, i) if start >= 0)


def _known(word: str, lexicon: Lexicon) -> bool:
    """A word as the reader knows it: a function word, a word the cards use, a framing word."""
    t = fold(word)
    return word in STOPWORDS or lexicon.knows(t) or t in lx.FRAMING or t in lexicon.names.name_words


def _kept_pest(blanked: Sequence[str], outside: Sequence[bool], i: int) -> bool:
    """A creature that eats gardens, kept as a pet ("my pet snail", "our slug", "my giant african
    land snail"): an animal the listings do not cover, not a pest harming the plant ("our basil
    whiteflies": a plant's name between them makes them the plant's)."""
    if blanked[i] not in lx.PESTS:
        return False
    lo = max(0, i - 4)
    before = [w for w in blanked[lo:i] if w]
    if not all(outside[lo:i]):
        return False
    return "pet" in before or (bool(before) and before[0] in lx.POSSESSIVE_DETERMINERS and "of" not in before)


def _taken_back(ws: Sequence[Word], told: Sequence[int], plants: Sequence[Mention]) -> set[int]:
    """What a later name takes back (focus.withdrawn), never a look-alike: "carolina jessamine
    ... the label just says jasmine" stays Gelsemium, refused, not jasmine's finding."""
    return {k for k in withdrawn(ws, told) if k >= len(plants) or plants[k].how != "lookalike"}


def _likened(ws: Sequence[Word], m: Mention) -> Mention:
    whole = likened(ws, m.start, m.end) if m.cards else ""
    return m._replace(cards=(), how="lookalike", whole=whole) if whole else m
