"""What a read question asks (plantqa/reading.py's last step): a toxicity, care, list or
comparison question, whether a pet ate something, its subject words, and how a yes or no
must be worded, from what the reader found of plants, creatures and wording.
"""

from collections.abc import Sequence

from . import lexicon as lx
from .compounds import Mention
from .creatures import says_who
from .framing import glued_unknown, handled, unframed, works_plant
from .lexing import Lexicon
from .record import Reading
from .text import STOPWORDS


def frame(
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
    homed: bool = False,
    capitals: frozenset[str] = frozenset(),
    worded: bool = False,
    doings: tuple[str, ...] = (),
) -> Reading:
    """What the question asks, and how a yes or no must be worded."""
    opener = next((w for w in blanked if w), "")
    named = any(m.cards for m in plants) or bool(groups)
    # feeding is asked of a creature; a person handed a plant is given a gift ("propagate it to
    # give some to my friends"), whose eating the people rules below read ("my son ate ...")
    fed = bool(animals) or bool(others) or named_pet or any(t in lx.PET_WORDS for t in tokens)
    pets = fed or people
    beside_pet = (lx.SICK if pets else frozenset()) | (lx.FEED if fed else frozenset()) if named else frozenset()
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
        and (_eating_said(blanked, wording, pets) or by_name or any(who in ("person", "pet") for who, _, _ in eaters))
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
        or (named and homed)  # a plant put in an animal's home: "tiger barb tank - can I put a pothos cutting in"
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
    # a past verb by its form names no plant and no topic: "cat threw up after nibbling on
    # something", "my lavender grew too tall, how do I prune it"
    # and a measure made with -ful before "of" names none: "swallowed a mouthful of something"
    naming_none = {w for i, w in enumerate(blanked[:-1]) if w.endswith("ful") and blanked[i + 1] == "of"}
    # nor does one who says something, nor the saying: "my son says the dog ate a mushroom"
    naming_none |= {t for i, t in enumerate(blanked[:-1]) if blanked[i + 1] in lx.SAYING and says_who(t)} | lx.SAYING
    subject = tuple(t for t in subject if t not in lx.IRREGULAR_PAST and t not in naming_none)
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

        tokens, symptoms = as_cards_say(
            tokens, blanked, lexicon.knows, lexicon.topic, frozenset(name_words)
        )  # the subject in the cards' words
        state = states(blanked, lexicon.knows, frozenset(name_words))  # "the trunk is going soft"
        typed = {t for t, _ in symptoms}
        subject = tuple(
            t
            for t in tokens
            if t not in framing
            and t not in typed
            and t not in STOPWORDS
            and not t.isdigit()
            and t not in lx.IRREGULAR_PAST
            and t not in naming_none
        )
    # "plant" said only of a works; in a safety question a lower-case "<word> plant" names a plant
    works_wording = works_plant(blanked, wording, lexicon, capitals if toxicity else None)
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
        asks_list=opener == "which" or (opener == "what" and _what_kind(blanked)),
        plain=plain,
        wh=opener in lx.WH_OPENERS,
        symptoms=symptoms,
        states=state,
        works="plant" in wording and len(works_wording) < len(wording),
        worded=worded and not toxicity,
        doings=doings,
        pet_named=named_pet,
        unframed=not (toxicity or emergency or animals or others or named_pet or symptoms)
        and not aside  # a pet's or person's name told: "Peaches my old greyhound helped himself to ..."
        and not any(who != "pest" for who, _, _ in eaters)
        and not any(handled(blanked, m) for m in plants if m.cards)
        and not kind_had
        and unframed(tokens, works_wording, lexicon, works=len(works_wording) < len(wording)),
    )


def _what_kind(blanked: Sequence[str]) -> bool:
    """ "what" and a kind heading its phrase, up to two words of where or which sort before it:
    "what houseplants", "what garden flowers", "what common garden plants are" ask for a list,
    as "which" does ("what plant food" asks for food)."""
    words = [w for w in blanked if w]
    for k in range(1, min(4, len(words))):
        if words[k] in lx.GROUP_WORDS:
            return k + 1 == len(words) or words[k + 1] in STOPWORDS or words[k + 1] in lx.HARM_WORDS
        if words[k] in STOPWORDS:
            return False
    return False


def _eating_said(blanked: Sequence[str], wording: Sequence[str], creature: bool) -> bool:
    """A word of eating in the wording; with no creature or person in the question, not one
    said as a noun after a determiner and up to one word of how, which is the plant's own
    ("perks up after a drink", "gave my calathea a drink", "I give it a little drink": watered)."""
    if creature:
        return any(t in lx.EATING for t in wording)
    nouns = {w for i, w in enumerate(blanked) if w in lx.EATING and _after_a(blanked, i)}
    return any(t in lx.EATING and t not in nouns for t in wording)


def _after_a(blanked: Sequence[str], i: int) -> bool:
    """Word i follows a determiner, or a determiner and one word that is no function word ("a
    drink", "a little drink", "a good drink")."""
    if i and blanked[i - 1] in lx.DETERMINERS:
        return True
    return i >= 2 and blanked[i - 2] in lx.DETERMINERS and bool(blanked[i - 1]) and blanked[i - 1] not in STOPWORDS
