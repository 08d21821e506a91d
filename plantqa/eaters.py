"""Who eats: for every verb of eating, the one doing it and whether it happened.

The one eating is the word before the verb, past words like "just" or "has" ("my son
ate", "slugs eating my hostas"); "she" and "his" are whoever was named before; a verb
after "and" with no subject of its own is done by the one named before it; a noun after
"my" that names no one else is a pet of some kind ("my beagle"). Also the words that say
what a named pet is ("Cocoa, my chocolate lab"); whether a person is who a question is for
is plantqa.persons.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import lexicon as lx
from .ages import child_age
from .compounds import NUMBER_WORDS
from .creatures import breeds_told, got_at, into_at, is_kin, pet_told, says_who
from .lexing import Word, participle
from .names import group_of
from .owners import noun_run
from .taking import helped_to, some_taken, stole_off, took_some
from .text import STOPWORDS
from .verb_forms import article_before, before_apposition, given_as


def eaters(ws: Sequence[Word], aside: set[int], outside: Sequence[bool]) -> list[tuple[str, bool, int]]:
    """Who eats, for every verb of eating: ("pet" | "person" | "other" | "pest" | "unknown",
    whether it happened). The one eating is the word before the verb, past words like
    "just" or "has"; "feed my dog" eats after the verb; "she" is whoever was named
    before; a noun after "my" that names nobody else is a pet ("my beagle"). A verb in
    its plain form after "can" or "if" ("can my dog eat") asks; it did not happen."""
    out: list[tuple[str, bool, int]] = []
    pet_named = any(w.word in lx.ANIMAL_WORDS and outside[i] for i, w in enumerate(ws))

    def plant_at(k: int) -> bool:  # a plant named, or a kind ("got to the lilies")
        return (not outside[k] and k not in aside) or group_of(ws[k].word) is not None

    for i, w in enumerate(ws):
        if w.word in lx.FEEDING and i + 1 < len(ws):
            j = i + 1 + (ws[i + 1].word in lx.DETERMINERS)
            if ws[i + 1].word in ("me", "us") and w.word not in _FEEDS:
                continue  # given to the asker: a gift ("a friend gave me coleus cuttings"), no meal
            if j < len(ws):
                # fed in the past, it has eaten: "my nephew gave our labrador a chunk of avocado"
                fed = w.raw.casefold() in ("gave", "fed") and _happened(ws, _subject(ws, i), i)
                out.append((_who(ws, j, aside, outside), fed, j))
            continue
        if i and (into_at(ws, i - 1) or got_at(ws, i - 1, plant_at)):
            j = _subject(ws, i - 1)
            out.append((_who(ws, j, aside, outside), True, j))
            continue
        if w.word in lx.MOUTH and i >= 2 and ws[i - 2].word == "in":
            # "put ... in her mouth": whose mouth; "put in the mouth a leaf": who put it
            j = _subject(ws, i - 3) if ws[i - 1].word in lx.ARTICLES and i >= 3 else i - 1
            out.append((_who(ws, j, aside, outside), True, j))
            continue
        if w.word == "have" and i and any(ws[k].word in lx.MODALS for k in range(max(0, i - 4), i)):
            j = _subject(ws, i)
            who = _who(ws, j, aside, outside)
            if who in ("pet", "other"):  # "can my dog have butternut squash": eating, asked
                out.append((who, False, j))
            continue
        if given_as(ws, i):
            continue  # "I give it a little drink every day": what is given, no one eating
        helped = helped_to(ws, i) or stole_off(ws, i)  # "helped himself to", "stole ... off the counter": took and ate
        if (w.word not in lx.EATING and not took_some(ws, i) and not helped and not some_taken(ws, i)) or not outside[i]:
            continue
        article = article_before(ws, i)
        # a noun after an article: the one eating does the verb before it ("my dog had a little
        # nibble"; "my boston fern gets a good drink" is watered, no one eats)
        j = _subject(ws, i) if article < 0 or w.word not in lx.EATING else _subject(ws, article)
        guessed = some_taken(ws, i) and not (w.word in lx.EATING or took_some(ws, i) or helped)
        if guessed and _who(ws, j, aside, outside) != "pet":
            continue  # "I planted some tulips": a person's deed, no eating
        # "sick after eating the spider plant": the one sick ate it, and it happened
        since = j >= 0 and ws[j].word in _SINCE and w.raw.casefold().endswith("ing")
        joined = j >= 0 and ws[j].word in _JOINING
        # a verb opening its sentence has the creature named before as its subject: "is my cat
        # going to be ok? ate pothos"
        opens = ws[i].start and i > 0 and w.raw.casefold() in lx.PAST_EATING | lx.EATING
        if opens:
            j = i
        who = _joined_subject(ws, j, aside, outside) if joined or since or opens else _who(ws, j, aside, outside)
        reported = j >= 0 and ws[j].raw.casefold() in lx.SAYING_RAW and w.raw.casefold().endswith("ing")
        if who == "unknown" and reported:  # "owner reports chewing on ...": the creature told did it
            who, since = ("pet" if pet_named else "unknown"), True
        elif who == "unknown" and "," in w.gap:  # "Client's cat, DSH 4y, chewed": before the apposition
            j = before_apposition(ws, i)
            who = _who(ws, j, aside, outside)
        if who == "unknown" and pet_named and _bare_name(ws, j, outside):
            who = "pet"  # "Milo keeps eating the spider plant, he is a cat": a name, and the pet named
        elif who == "unknown" and j in aside and (pet_named or pet_told(ws)):
            who = "pet"  # "we think cactus chewed the jade plant, he is a beagle": a name, and a pet told
        out.append((who, since or _happened(ws, j, i), j))
    return out


def _bare_name(ws: Sequence[Word], j: int, outside: Sequence[bool]) -> bool:
    """A word that can only be a name where it stands: first in its sentence or capitalised,
    before a verb of eating, and no plant's, function or framing word ("Milo keeps eating",
    "pepper keeps eating ... she's a cat"): plants do not eat."""
    if j < 0 or not outside[j] or not (ws[j].upper or ws[j].start) or ws[j].possessive:
        return False
    t = ws[j].word
    return not (t in STOPWORDS or t in lx.FRAMING or t in lx.PLANT_DOMAIN or t in lx.GROUP_WORDS or says_who(t))


def _happened(ws: Sequence[Word], subject: int, verb: int) -> bool:
    """Whether the eating happened: a past form ("ate", "chewed") did; "is eating" and
    "keeps chewing" are happening; "chews my plants" happens; but "can my dog eat",
    "what if my cat eats" and "stop my cat eating" ask."""
    raw = ws[verb].raw.casefold()
    if raw in lx.PAST_EATING or (raw.endswith("ed") and participle(ws[verb])):
        return True
    between = {ws[k].raw.casefold() for k in range(subject + 1, verb)}
    if raw.endswith("ing"):  # "keeps chewing", "loves chewing" (but "would love chewing" asks)
        habit = bool(between & _HABIT) and not any(ws[k].word in lx.MODALS for k in range(max(0, subject - 3), verb))
        return bool(between & {"is", "are", "was", "were", "keeps", "kept", "been", "keep"}) or habit or _seen(ws, subject)
    before = range(_clause_start(ws, subject), verb)
    if _habit_to(ws, verb):  # "likes to chew", "loves to munch" (but "would like to chew" asks)
        return not any(ws[k].word in lx.MODALS for k in before)
    # "do" and "does" before the one eating ask of a habit: "why do cats eat plants"
    return not any(ws[k].word in lx.MODALS or ws[k].word in ("if", "when", "to", "let", "do", "does") for k in before)


def _clause_start(ws: Sequence[Word], subject: int) -> int:
    """Where the clause of the one eating at `subject` starts, up to six words before it: past
    its words of age and amount a modal still asks ("how much should a 10 week old puppy eat")."""
    k = max(0, subject)
    while k > 0 and subject - k < 6 and not ws[k].start and not ws[k].gap:
        k -= 1
    return k


def _habit_to(ws: Sequence[Word], verb: int) -> bool:
    """A verb of habit, then "to", before the verb of eating ("my cat likes to chew the palm",
    "my dog tends to eat the tulips"): a habit, so it has eaten, as "keeps chewing" says."""
    return verb >= 2 and ws[verb - 1].word == "to" and ws[verb - 2].raw.casefold() in _HABIT | _HABIT_TO


def _seen(ws: Sequence[Word], subject: int) -> bool:
    """The one eating is what someone saw, in the past, or says they saw: "found my cat
    chewing", "caught our puppy eating", "noticed my dog nibbling", "owner reports the cat
    chewing" (but "stop my cat chewing" asks)."""
    k = subject - 1
    k -= k >= 0 and ws[k].word in lx.DETERMINERS
    if k < 0:
        return False
    raw = ws[k].raw.casefold()
    return raw in lx.SAW or raw in lx.SAYING_RAW or (raw.endswith("ed") and participle(ws[k]) and ws[k].word not in lx.FRAMING)


# Verbs of habit before -ing: "loves chewing", "started eating" say it has eaten (as "keeps chewing")
_HABIT = frozenset("love loves loved like likes liked enjoys started starts tried tries".split())
_HABIT_TO = frozenset("tend tends tended used".split())  # and before "to" and a verb: "tends to eat"
# Words of liking and the preposition each takes before -ing ("is fond of chewing", "keen on eating")
_LIKING = {"fond": "of", "keen": "on", "obsessed": "with", "addicted": "to"}


def _subject(ws: Sequence[Word], verb: int) -> int:
    j = verb - 1
    habit = ws[verb].raw.casefold().endswith("ing")
    if _habit_to(ws, verb):
        j, habit = verb - 2, True  # "my cat likes to chew": past "to", the verb of habit
    elif habit and verb >= 2 and _LIKING.get(ws[verb - 2].word) == ws[verb - 1].word:
        j = verb - 3  # "a cat who is fond of chewing my violets": past the words of liking
    while j >= 0 and (
        ws[j].word in lx.AUXILIARIES
        or ws[j].raw.casefold().endswith("ly")
        or ws[j].word in lx.NEGATIONS
        or (habit and ws[j].raw.casefold() in _HABIT | _HABIT_TO)
    ):
        if ")" in ws[j + 1].gap:
            break
        j -= 1
    # "Basil (beagle, 2yo) chewed", "my terrier (called Thyme, yes really) keeps eating": the
    # one before the brackets, not what they say
    if j + 1 < len(ws) and ")" in ws[j + 1].gap:
        k = next((k for k in range(j, max(-1, j - 8), -1) if "(" in ws[k].gap), None)
        j = j if k is None else k - 1
    # an age said after the one it is of, as other tongues put it: "my baby of 10 months put"
    if (
        j >= 3
        and ws[j].word in lx.AGE_UNITS
        and ws[j - 2].word == "of"
        and (ws[j - 1].word.isdigit() or ws[j - 1].word in NUMBER_WORDS)
    ):
        j -= 3
    return _owned_subject(ws, j)


def _owned_subject(ws: Sequence[Word], j: int) -> int:
    """The creature before "of" and its owner ("the cows of my neighbour are eating", "the
    goats of our uncle ate"): the creature eats, not the person who owns it."""
    return j - 3 if owner_after_of(ws, j) else j


def owner_after_of(ws: Sequence[Word], j: int) -> bool:
    """Word j is a person who owns the creature named before "of": "the cows of my
    neighbour", "the chickens of the farmer" (not "the son of my neighbour")."""
    if j < 3 or ws[j - 2].word != "of" or ws[j - 1].word not in lx.POSSESSIVE_DETERMINERS | lx.ARTICLES:
        return False
    creature, owner = ws[j - 3].word, ws[j].word
    person = owner in lx.PEOPLE_WORDS or is_kin(owner)
    return person and says_who(creature) and not (creature in lx.PEOPLE_WORDS or is_kin(creature))


def _who(ws: Sequence[Word], j: int, aside: set[int], outside: Sequence[bool], nouns: bool = True) -> str:
    """Who word j is: "pet", "person", "other" (an animal the listings do not cover), "pest"
    or "unknown". With `nouns`, a word after "my" that names no one else is a pet."""
    if j < 0:
        return "unknown"
    t = ws[j].word
    if t in _NOT_KNOWN or (j and ws[j - 1].word in _NOT_KNOWN and t in lx.PET_WORDS):
        return "pest"  # "what's eating my hosta", "what animal is eating my tulips": the asker does not know
    if t in lx.ANIMAL_WORDS or t in lx.PET_WORDS:
        return "pet"
    if t in lx.PEOPLE_WORDS or is_kin(t) or t in lx.FIRST_PERSON or child_age(ws, j):
        return "person"
    if t in lx.OTHER_ANIMALS:
        return "other"
    if t in lx.PESTS:
        return "pest"
    # "a cat named lily who ate": the one named before (not "says that she ate": what is said)
    if t in _RELATIVE and j and ws[j].gap == "" and ws[j - 1].raw.casefold() not in lx.SAYING_RAW:
        return _who(ws, j - 1, aside, outside) if j - 1 not in aside else _who(ws, _named_by(ws, j - 1), aside, outside)
    if (
        t in lx.PRONOUNS or t in lx.OWNING_PRONOUNS or t in _CONTRACTED
    ):  # whoever was named before: "my kitty ... she ate", "my son ... his mouth", "she's bitten"
        for k in range(j - 1, -1, -1):
            if ws[k].word in lx.PRONOUNS or ws[k].word in lx.OWNING_PRONOUNS or ws[k].word in lx.FIRST_PERSON:
                continue  # "she" is never the speaker: "my beagle ... and I think she ate"
            if ws[k].possessive and k + 1 < j and not ws[k + 1].gap:
                continue  # an owner is not whom "he" stands for: "walking a client's lab and he wolfed"
            owned = k >= 1 and ws[k - 1].possessive and not ws[k].gap  # the client's lab: a creature
            who = _who(ws, k, aside, outside, nouns=owned)
            if who != "unknown":
                return who
        return "unknown"
    if j in aside:
        noun = _owner_noun(ws, j)
        return _who(ws, noun, aside - {j}, outside) if noun is not None and noun != j else "pet"
    if _little_one(ws, j):  # (also as whom "their" stands for: "my little one put a leaf in their mouth")
        return "person"
    if not nouns or not outside[j] or t in lx.GROUP_WORDS or t in lx.PLANT_DOMAIN:
        return "unknown"  # "feed my aloe": a plant is fed, nobody eats
    for k in range(j - 1, max(-1, j - 6), -1):  # "my beagle", "my golden retriever", "my 9 year old terrier"
        # (or "the beagle", "she's a beagle": no person, pest or plant does the eating)
        if ws[k].word in lx.POSSESSIVE_DETERMINERS or ws[k].word in lx.ARTICLES:
            return "pet" if t not in STOPWORDS else "unknown"
        if ws[k].word in STOPWORDS or not outside[k]:
            break
    return "unknown"


def _little_one(ws: Sequence[Word], j: int) -> bool:
    """ "my little one", "the little man", "our youngest one": what people call a child, a
    person unless the question names an animal ("my little one (a kitten) ate some pothos")."""
    young = j >= 2 and ws[j - 1].word in lx.YOUNG_WORDS and ws[j - 2].word in lx.POSSESSIVE_DETERMINERS | lx.ARTICLES
    return young and ws[j].word in lx.CHILD_HEADS and not any(w.word in lx.ANIMAL_WORDS or w.word in lx.PET_WORDS for w in ws)


# an eater asked about or left unnamed: a creature the asker has not seen, no pet of theirs
_NOT_KNOWN = frozenset({"what", "whats", "something", "somethings"})
_RELATIVE = frozenset({"who", "that"})


def _named_by(ws: Sequence[Word], j: int) -> int:
    """The creature a name at j belongs to: before "named"/"called" ("a cat named lily"), else j."""
    return j - 2 if j >= 2 and ws[j - 1].raw.casefold() in ("named", "called") else j


_JOINING = frozenset({"and", "then"})  # a second verb with its subject left out
_FEEDS = lx.folded("feed fed feeding")  # "gave"/"give" to the asker is a gift; "fed me" a meal
_SINCE = frozenset({"after", "since", "from"})  # "threw up after eating", "sick from chewing": it happened


def _joined_subject(ws: Sequence[Word], j: int, aside: set[int], outside: Sequence[bool]) -> str:
    """Who does a verb after "and" or "then" with no subject of its own: the first one named
    before it in the sentence ("Maple, my tabby, knocked it over and was chewing the flowers",
    "I picked some berries and ate one"), or the noun after "my" that opens it ("my beagle
    ran into the yard and ate ...")."""
    for k in range(j - 1, -1, -1):
        # a plant's name is no one, whatever else its word means: "got into the pot of mums and ate"
        who = _who(ws, k, aside, outside, nouns=False) if outside[k] or k in aside else "unknown"
        if who != "unknown" and not _in_relative(ws, k):
            return who
        opening = k == 1 or ws[k - 1].start or (k >= 2 and ws[k - 2].start and ws[k - 2].word in lx.YES_NO_OPENERS)
        # or a clause after a greeting or an aside: "Hello, my terrier snatched ... and swallowed it"
        opening = opening or any(c in ws[k - 1].gap for c in ",;:\u2013\u2014")
        if k and ws[k - 1].word in lx.POSSESSIVE_DETERMINERS and opening:  # "my beagle ...", "is my lab ok? ate"
            return _who(ws, k, aside, outside)
        if ws[k].start:
            break
    return "unknown"


def _in_relative(ws: Sequence[Word], k: int) -> bool:
    """Word k opens a clause that says which thing is meant, right after its noun: "the bulbs
    I just planted", "the lily my sister gave me" (no "that" or "which"); it is not who does
    the verb after "and": "our lab dug up the bulbs I planted and ate some" is the lab's."""
    start = k - (k > 0 and ws[k - 1].word in lx.POSSESSIVE_DETERMINERS and not ws[k].gap)
    if start < 1 or ws[start].gap or ws[start].start:
        return False
    noun = ws[start - 1]
    plain = noun.word in STOPWORDS or noun.word in lx.HARM_WORDS or noun.word in lx.MODALS or noun.word in lx.WH_OPENERS
    return not plain and not participle(noun) and not noun.possessive


def _owner_noun(ws: Sequence[Word], j: int) -> int | None:
    """For a set-aside name, the noun it names: "my cat Lily" -> cat, "Daisy, my lab" -> lab."""
    if j + 2 < len(ws) and ws[j + 1].word in lx.POSSESSIVE_DETERMINERS:
        return j + 2
    noun = j >= 2 and ws[j - 2].word in lx.POSSESSIVE_DETERMINERS | lx.ARTICLES  # "my cat Lily", "the lab Daisy"
    # an owner's possessive is whose it is, not what it is: "my mum's spaniel", "my sister's Biscuit"
    if j and ws[j - 1].word not in STOPWORDS and not ws[j - 1].possessive and (noun or says_who(ws[j - 1].word)):
        return j - 1
    return None  # "found Daisy with ...": a verb before the name names nothing


_CONTRACTED = frozenset({"shes", "hes", "theyre", "theyve"})  # "she's bitten chunks off it", as folded


def named_pets(ws: Sequence[Word], aside: set[int], outside: Sequence[bool]) -> set[int]:
    """Positions of the words that say what a named pet is, when it is no person: "lab" and
    "chocolate" in "Cocoa, my chocolate lab", "beagle" in "Daisy, my beagle", "westie" in
    "our westie, Holly,", "pug" in "ok for Peach? she's a pug". A pet told by its breed
    alone is still a pet: the question is about an animal."""
    out: set[int] = set()
    for j in sorted(aside):
        if is_kin(ws[j].word) or ws[j].word in lx.PEOPLE_WORDS:
            continue
        told = j + 2 < len(ws) and ws[j + 1].word in ("a", "an") and ws[j + 1].gap == ","  # "Holly, an old spaniel,"
        told = told or (j + 2 < len(ws) and ws[j + 1].word == "the" and not ws[j + 1].gap)  # "ivy the jack russell"
        bracket = j + 1 < len(ws) and ws[j + 1].gap == "(" and ws[j + 1].word not in STOPWORDS  # "Sage (collie x)"
        told = told or bracket
        # "Basil is my beagle", "Rosemary is my 12 yr old tabby": the name said to be a pet
        copula = j + 3 < len(ws) and ws[j + 1].word in ("is", "was") and ws[j + 2].word in lx.POSSESSIVE_DETERMINERS
        if bracket:
            run = noun_run(ws, j + 1, outside)
        elif j + 2 < len(ws) and (ws[j + 1].word in lx.POSSESSIVE_DETERMINERS or told):
            run = noun_run(ws, j + 2, outside)
        elif copula:
            run = noun_run(ws, j + 3, outside)
        else:
            run = _run_before(ws, j, outside)
        pet = bool(run) and (told or _who(ws, run[-1], aside, outside) == "pet")
        if pet and not any(says_who(ws[r].word) or ws[r].word in lx.FRAMING for r in run):
            out.update(run)
    if any(not (is_kin(ws[j].word) or ws[j].word in lx.PEOPLE_WORDS) for j in aside):
        out |= breeds_told(ws, outside)  # "is calathea ok for peach? she's a pug": the name's breed
    return out


def _run_before(ws: Sequence[Word], j: int, outside: Sequence[bool]) -> list[int]:
    """The content words between "my"/"our" and a name at j ("my staffy Bramble", "our
    westie, Holly"), or none when no owner opens them."""
    k = j - 1
    while k >= 0 and outside[k] and ws[k].word not in STOPWORDS and (k == j - 1 or not ws[k + 1].gap):
        k -= 1
    if k < 0 or k == j - 1 or ws[k].word not in lx.POSSESSIVE_DETERMINERS:
        return []
    return list(range(k + 1, j))


# Words that ask whether a thing harms the one it is said of ("toxic to deer", "make them sick")
_HARMS = lx.STRONG_HARM | lx.SICK | lx.SEVERE | lx.BAD | lx.SAFE_WORDS


def pests_harmed(ws: Sequence[Word], found: Sequence[tuple[str, bool, int]], outside: Sequence[bool]) -> set[int]:
    """Positions of garden animals a question asks whether a plant harms: after a word of
    harm and "to" or "for" ("is yew toxic to deer", "bad for the squirrels"), or, when one
    eats the plant, any word of harm not done by the speaker ("deer ate my azaleas, will it
    hurt them", "can deer eat hostas safely"; but "how do i kill the voles eating my bulbs").
    Eating a plant they are a care problem ("how do I stop deer eating my hostas")."""
    animals = {i for i, w in enumerate(ws) if w.word in lx.GARDEN_ANIMALS and outside[i]}
    out = set()
    for i in animals:
        k = i - 1 - (i > 0 and ws[i - 1].word in lx.DETERMINERS)
        if k >= 1 and ws[k].word in ("to", "for") and _harm(ws, k - 1):
            out.add(i)
    eating = bool(animals) and any(who == "pest" for who, _, _ in found)
    if eating and any(_harm(ws, k) and outside[k] and ws[k - 1].word not in _DOERS for k in range(1, len(ws))):
        out |= animals
    return out


_DOERS = frozenset({"i", "we", "you", "to"})  # "how do i kill", "how to get rid of": the speaker harms them


def _harm(ws: Sequence[Word], k: int) -> bool:
    """Word k asks after harm, also as an adverb ("safely", "badly")."""
    t = ws[k].word
    return t in _HARMS or (t.endswith("ly") and t[:-2] in _HARMS)
