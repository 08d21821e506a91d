"""The grounding gate: what a question asks, and whether the corpus can answer it.

A chunk supports an answer only if its cosine to the question is at least
`min_score` and it shares a content word with the question. That alone lets a
common word ("toxic", "dog") ground a question about something the corpus has
no card for, so the gate also looks at the question's *subject*: the words
left after the words that frame a pet-safety or care question are removed.
See adr/0004-species-filter-and-gate.md for the rule and its measurements.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .text import STOPWORDS, fold, one_edit


def _folded(text: str) -> frozenset[str]:
    """A word list as the tokenizer will see it: 'variegated' is matched as 'variegat'."""
    return frozenset(fold(w) for w in text.split())


ANIMAL_WORDS = {
    "cat": "cat", "kitten": "cat", "kitty": "cat", "feline": "cat", "kitteh": "cat", "tomcat": "cat", "moggy": "cat",
    "dog": "dog", "puppy": "dog", "pup": "dog", "canine": "dog", "doggy": "dog", "doggie": "dog", "doggo": "dog",
    "pooch": "dog", "hound": "dog", "pupper": "dog",
    "horse": "horse", "pony": "horse", "foal": "horse", "mare": "horse", "equine": "horse", "stallion": "horse",
    "gelding": "horse", "geld": "horse", "colt": "horse", "filly": "horse",  # "gelding" folds to "geld"
}  # fmt: skip
PET_WORDS = _folded("pet animal fur furry")
# People: the listings say nothing about them, so a verdict for cats and dogs is no answer.
PEOPLE_WORDS = _folded("baby babies infant toddler kid child children son daughter human people person adult grandchild")
FIRST_PERSON = frozenset({"i", "me", "myself", "we", "us"})
# A yes or no to "is it not toxic?", "is it toxic or safe?" or "should I worry if ..." reads
# both ways, and one to "is it deadly?" would stretch "toxic" into "deadly": those get the
# plain finding instead.
NEGATIONS = frozenset(
    "not no never nor neither cannot isnt arent wasnt werent doesnt dont didnt cant couldnt wont wouldnt shouldnt".split()
)
CONDITIONAL = frozenset({"if", "worry", "worried", "concern", "concerned", "panic"})
# "how toxic", "mildly toxic", "more toxic than": the listings say whether, not how much or
# which is worse, so these get the plain finding, never a yes or no
DEGREE = frozenset(
    {"very", "mildly", "slightly", "highly", "extremely", "severely", "seriously", "dangerously", "how"}
    | {"more", "less", "most", "least", "than", "worse", "worst", "safer", "safest"}
)
# Animals the toxicity listings do not cover: a verdict for cats and dogs is no answer for them.
OTHER_ANIMALS = _folded(
    """
    rabbit bunny guinea hamster gerbil chinchilla ferret rat mouse mice bird parrot budgie parakeet
    cockatiel canary chicken hen duck goose fish goldfish turtle tortoise lizard gecko iguana
    snake goat sheep lamb cow cattle pig donkey alpaca llama hedgehog tarantula
    """
)
# Words that make a question a toxicity question on their own ("is X poisonous").
STRONG_HARM = _folded("toxic toxicity poison poisonous poisoning deadly lethal fatal dangerous danger harmful unsafe")
# Words that do so only beside an animal or pet ("is X safe for cats", "my dog ate X").
WEAK_HARM = _folded(
    """
    safe safety harm harmless hurt kill bad ok okay fine friendly nontoxic nonpoisonous
    eat ate eaten eating chew chewed chewing nibble nibbled lick licked bite bit ingest ingested
    swallow swallowed consume consumed
    """
)
HARM_WORDS = STRONG_HARM | WEAK_HARM
SICK = _folded("sick ill vomit vomiting puke")  # harm words only beside a pet and a named plant
# "can i feed my dog X", "is X edible for dogs"; but "feed my monstera" is fertilizing and
# "is basil edible" asks about people
FEED = _folded("feed fed feeding edible")
PET_FRAMING = _folded("health healthy stomach tummy belly body")
BAD = STRONG_HARM | SICK | _folded("harm hurt kill bad")  # words that ask whether it harms
SAFE_WORDS = _folded("safe safety harmless ok okay fine friendly nontoxic nonpoisonous edible")
# Eating a named plant makes a safety question even without an animal word ("my golden
# retriever chewed on a dieffenbachia").
SEVERE = _folded("deadly lethal fatal kill killed die dies dying death")
EATING = _folded("eat ate eaten eating chew chewed chewing nibble nibbled lick licked bite bit ingest ingested swallow swallowed")
# Words that frame a care question without naming its subject.
FRAME_WORDS = _folded(
    """
    often much many long best way good need needs keep make take use want help know tell happen
    happens thing stuff kind type sort grow growing care look looks looking like right wrong normal
    day week month time year plant houseplant indoor house home actually still ever yesterday today
    tonight tomorrow morning evening hour minute ago earlier last called named known sold labelled labeled
    put place set move get give try around near nearby beside next come go non
    """
)
# Words that may stand right before a plant's name without making it another plant's name
# ("my variegated monstera", but not "water hyacinth" or "night blooming jasmine").
MODIFIERS = _folded(
    """
    variegated potted indoor outdoor wild big small little large tiny mini dwarf giant young old new
    baby mature dying dead dried fresh cut whole pink red white yellow orange purple blue green
    leaf leaves flower petal stem root bulb berry berries seed sap pollen bush shrub hedge cutting clipping
    mildly slightly highly extremely severely seriously dangerously
    """
)

# More parts that may follow a name ("rhubarb stalks", "yew branches") without making it
# another plant's name; unlike MODIFIERS they stay in what a question is about.
PARTS = _folded("stalk branch twig bark fruit bud blossom tuber rhizome corm frond")

# A name followed by one of these is another plant ("tulip tree", "sweet pea vine");
# "bush", "plant" and plant parts may follow a name ("yew bush", "pothos leaves").
PLANT_TYPES = _folded("tree vine ivy palm lily fern cactus orchid grass bamboo violet daisy pea")
# Words that name a kind of plant, not one: a refusal says so instead of "no card for it".
GROUP_WORDS = PLANT_TYPES | _folded("cacti succulent bulb shrub bush herb flower houseplant plant")
# Where a plant was, or which part of it: words that still leave the plant unnamed.
UNNAMED = _folded("plant houseplant flower leaf stem root berry seed petal garden yard pot indoor outdoor house home")
# Words that show a question is about plants at all.
PLANT_DOMAIN = _folded(
    """
    plant houseplant flower bloom leaf lily palm fern ivy tree cactus succulent orchid vine bush shrub
    herb grass bamboo weed seed bulb root stem pot soil garden repot bouquet vase pollen petal sap berry
    """
)
# Words that frame a question rather than name what it is about.
FRAMING = FRAME_WORDS | HARM_WORDS | PET_WORDS | frozenset(ANIMAL_WORDS)


def near(word: str, vocab: frozenset[str]) -> str | None:
    """The vocabulary word one edit (or one swap of neighbours) away, for words of 4+ letters."""
    if len(word) < 4 or word in vocab:
        return word if word in vocab else None
    for v in sorted(vocab):
        if abs(len(v) - len(word)) <= 1 and v[0] == word[0] and one_edit(word, v):
            return v
    return None


class Question(NamedTuple):
    tokens: tuple[str, ...]  # content tokens (stopwords removed), harm-word typos corrected
    animals: tuple[str, ...]  # canonical animals named, in order
    toxicity: bool  # asks whether something is toxic or safe, or says a pet ate it
    asks_safe: bool  # phrased as "is it safe" or "can my dog eat" rather than "is it toxic"
    subject: tuple[str, ...]  # content tokens that are not framing words
    about_plants: bool  # uses a plant word (plant, leaf, soil, ...) at all
    yes_no: bool = True  # opens like a yes/no question ("is", "can", "does", ...)
    other_animals: tuple[str, ...] = ()  # animals the listings do not cover (rabbit, parrot, ...)
    people: bool = False  # about a person ("safe around toddlers", "can i eat it")
    asks_which: bool = False  # opens with "which" or "what": may ask for a kind or a list
    asks_list: bool = False  # "which plants ...", "what houseplants ...": asks for a list of plants
    plain: bool = False  # negated, either/or, conditional or about death: the finding, no yes or no
    wh: bool = False  # opens with why, how, when, where, what, which or who: not a statement


def _safe_phrases(tokens: Sequence[str]) -> list[str]:
    """ "non toxic" and "toxic free" ask whether it is safe: read them as "nontoxic", or
    "is pothos toxic free" answers "Yes — pothos is toxic", read as "yes, toxic-free"."""
    out: list[str] = []
    for t in tokens:
        if out and ((out[-1] == "non" and t in STRONG_HARM) or (out[-1] in STRONG_HARM and t == "free")):
            out[-1] = "nontoxic"
        else:
            out.append(t)
    return out


def _outside_names(tokens: Sequence[str], name_words: Mapping[str, int]) -> list[bool]:
    """For each token, whether it is left over once the names' own words are set aside
    (the first occurrences are taken to be the names')."""
    left = dict(name_words)
    out = []
    for t in tokens:
        out.append(left.get(t, 0) <= 0)
        if t in left:
            left[t] -= 1
    return out


YES_NO_OPENERS = frozenset("is are can could may might should would will does do did was were has have".split())
PERMISSION_OPENERS = frozenset("can could may might should".split())


def analyse(
    raw_tokens: Sequence[str],
    opener: str = "is",
    name_words: Mapping[str, int] | None = None,
    known: Callable[[str], bool] = lambda _word: False,
    all_words: Sequence[str] = (),
) -> Question:
    """What a question asks.

    `opener` is its first word, which tells a yes/no question ("can my dog eat X": asks
    whether it is safe) from a statement ("my dog ate X"); `name_words` counts the words
    of the plant names found: "snake" of snake plant is no animal, but in "is snake plant
    safe for snakes" the second one is; `known` says whether the
    corpus uses a word, so only unknown words are read as typos of safety words ("toxc",
    but never "save"). `all_words` (stopwords kept) shows a person eating it themselves
    ("can i eat aloe").
    """
    name_words = name_words or {}
    tokens = tuple(t if known(t) else near(t, HARM_WORDS) or t for t in _safe_phrases(raw_tokens))
    animals = tuple(dict.fromkeys(ANIMAL_WORDS[t] for t in tokens if t in ANIMAL_WORDS))
    outside = _outside_names(tokens, name_words)
    # "will a hoya make my cat sick" asks about harm; "my pothos looks sick" is a care
    # question and "my cat is sick" is about the cat
    beside_pet = SICK | FEED if name_words and (animals or any(t in PET_WORDS for t in tokens)) else frozenset()
    harm = [t for t in tokens if t in HARM_WORDS or t in beside_pet]
    others = tuple(t for i, t in enumerate(tokens) if t in OTHER_ANIMALS and outside[i])
    people = any(
        t in PEOPLE_WORDS and outside[i] and not (t == "baby" and i and tokens[i - 1] in PET_WORDS)  # fur baby
        for i, t in enumerate(tokens)
    )
    people = people or (bool(FIRST_PERSON.intersection(all_words)) and any(t in EATING for t in tokens) and not animals)
    pets = bool(animals) or bool(others) or people or any(t in PET_WORDS for t in tokens)
    # "bad for my cat's health": said of a pet, these words frame the question
    of_pet = PET_FRAMING if pets else frozenset()
    framing = FRAMING | MODIFIERS | beside_pet | of_pet
    subject = tuple(t for t in tokens if t not in framing and t not in STOPWORDS and not t.isdigit())
    # "pothos cats": a plant and a pet and nothing else is a pet owner asking whether it is safe
    terse = bool(name_words) and bool(animals) and all(t in name_words for t in subject)
    toxicity = (
        any(t in STRONG_HARM for t in harm)
        or (bool(harm) and pets)
        or (bool(name_words) and any(t in EATING for t in harm))
        or terse
    )
    # "can my cat eat X" asks whether it is safe, "can X hurt my cat" whether it harms
    asks_safe = bool(harm) and (harm[0] in SAFE_WORDS or (opener in PERMISSION_OPENERS and harm[0] not in BAD))
    return Question(
        tokens,
        animals,
        toxicity,
        asks_safe,
        subject,
        any(t in PLANT_DOMAIN for t in tokens),
        opener in YES_NO_OPENERS,
        others,
        people,
        opener in ("which", "what"),
        opener == "which" or (opener == "what" and tokens[:1] != () and tokens[0] in GROUP_WORDS),
        bool(NEGATIONS.intersection(all_words) or CONDITIONAL.intersection(all_words) or DEGREE.intersection(all_words))
        or ("or" in all_words and len(harm) > 1)
        or any(t in SEVERE for t in tokens)
        or not harm,  # "do cats like pothos", "can my cat have a peace lily": a yes would answer the wrong thing
        opener in ("why", "how", "when", "where", "what", "which", "who"),
    )


@dataclass(frozen=True)
class Refusal:
    reason: str
    message: str


class Evidence(NamedTuple):
    """What the gate knows about the question's subject after retrieval."""

    named: bool  # the species filter found a plant name
    compound: str | None  # e.g. "water hyacinth": a name inside a longer, unknown name
    partial: Sequence[str]  # question words that belong to a plant name but named no plant
    weights: Mapping[str, float]  # idf of each subject word outside matched names (unseen words weigh most)
    support_words: frozenset[str]  # words of the supporting chunks
    topic_free_words: frozenset[str]  # words of supporting topic chunks outside any plant name
    on_topic: bool = False  # a word of the corpus's headings or a plant word, besides the name
    show: Callable[[str], str] = str  # folded words back to the question's own spelling, for messages
    groups: frozenset[str] = frozenset()  # group words used bare ("is my palm safe"), not in a name


def bare_groups(all_words: Sequence[str], covered: set[int]) -> frozenset[str]:
    """Group words the question uses on their own ("are orchids toxic", "is my palm
    safe"), not inside a longer name of a plant plantqa lacks ("poison ivy", "orchid
    tree"): only then is "that names a group of plants" the right refusal."""
    out = set()
    for i, word in enumerate(all_words):
        if word not in GROUP_WORDS or i in covered:
            continue
        before = all_words[i - 1] if i else ""
        after = all_words[i + 1] if i + 1 < len(all_words) else ""
        if (not before or before in STOPWORDS) and after not in GROUP_WORDS:
            out.add(word)
    return frozenset(out)


def coverage(ev: Evidence) -> float:
    """Share of the subject's idf weight (words of matched names aside) the supporting chunks hold."""
    total = sum(ev.weights.values())
    if not total:
        return 1.0
    return sum(w for word, w in ev.weights.items() if word in ev.support_words) / total


def unknown_subject(question: Question, ev: Evidence) -> Refusal | None:
    """Refuse a question about something the corpus has no card for.

    - "water hyacinth" is not hyacinth: a verdict needs the whole name.
    - With no plant named, a word of a plant's name ("grape" of grape ivy) is grounded
      only where a topic card uses it outside a name ("spider" in spider mites).
    - A safety question naming no plant is answered only by topic cards that use every
      subject word ("chocolate" in a plant card does not make plantqa an authority on it).
    """
    if not question.tokens:
        return Refusal("no_content", "The question has no words plantqa can search for.")
    if question.toxicity and ev.compound:
        return Refusal(
            "unknown_plant",
            f"plantqa has no card for '{ev.show(ev.compound)}', and will not answer from a different plant's card.",
        )
    others = question.other_animals
    if question.toxicity and others and not question.animals:
        return Refusal(
            "unknown_animal",
            f"plantqa's toxicity listings cover only cats, dogs and horses (the question names "
            f"'{ev.show(others[0])}'); ask a vet.",
        )
    if question.toxicity and question.people and not question.animals:
        return Refusal(
            "not_for_people",
            "plantqa's toxicity listings are for cats, dogs and horses, not people; "
            "if a person has eaten a plant, call a poison control centre or a doctor.",
        )
    pets = question.animals or any(t in PET_WORDS for t in question.tokens)
    if not ev.named and pets and not question.toxicity and not question.about_plants:
        return Refusal("not_about_plants", "The question is about an animal, not a plant; plantqa answers plant questions.")
    if not ev.named:
        partial = [w for w in ev.partial if w not in ev.topic_free_words]
        # in "is X safe", an unknown X is taken for a plant; "how do i stop my cat eating plants" names none
        loose = (
            [w for w in question.subject if w not in ev.topic_free_words and w not in UNNAMED]
            if question.toxicity and not question.wh
            else []
        )
        if partial or loose:
            word = (partial or loose)[0]
            if word in ev.groups:
                return Refusal(
                    "unknown_plant",
                    f"'{ev.show(word)}' names a group of plants, not one; plantqa answers for a plant named in full.",
                )
            return Refusal("unknown_plant", f"plantqa has no card for '{ev.show(word)}', so it cannot answer for it.")
    if question.toxicity and not ev.named and not question.asks_which and _no_plant(question):
        return Refusal(
            "no_plant_named",
            'The question does not say which plant. Ask about one by name ("is pothos toxic to cats"); '
            "if your pet ate a plant you cannot name, call your vet or an animal poison control line.",
        )
    return None


def _no_plant(question: Question) -> bool:
    """Nothing but framing ("is it poisonous", "is this safe for my dog"), or a pet eating
    an unnamed plant ("my dog ate something in the garden", "my cat ate a leaf from my
    plant"). Which houseplants are safe is a fair question, answered from the topic
    cards; "is it safe" names nothing to answer for."""
    if all(t in HARM_WORDS or t in PET_WORDS or t in ANIMAL_WORDS for t in question.tokens):
        return True
    eating = not question.yes_no and not question.wh and any(t in EATING for t in question.tokens)
    return eating and all(t in UNNAMED for t in question.subject)


def uncovered(question: Question, ev: Evidence, min_coverage: float) -> Refusal | None:
    """Refuse when the supporting chunks hold too little of the subject's idf weight.

    A question that names a plant and asks whether it is safe, or about a care topic
    ("does my pothos need a bigger pot"), is grounded by the name and the topic; the
    check then guards only questions that merely contain a name ("my mum's cat
    scratches the sofa").
    """
    if ev.named and (ev.on_topic or question.toxicity):
        return None
    if coverage(ev) < min_coverage:
        return Refusal("not_covered", "The cards do not cover what the question is about.")
    return None


def expand(question: Question, drop: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The question's words plus what its framing implies: the canonical animal
    ("kitten" -> "cat") and, for a toxicity question, "toxic". `drop` removes words
    that no longer discriminate (the plant's own name once the filter chose it)."""
    terms = [t for t in question.tokens if t not in drop] or list(question.tokens)
    terms += list(question.animals)
    if question.toxicity:
        terms.append("toxic")
        if question.asks_safe and question.asks_list:
            terms.append("non")  # "which plants are safe": the non-toxic list, not "NOT pet-safe"
    return list(dict.fromkeys(terms))
