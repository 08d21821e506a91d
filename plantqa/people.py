"""Who a question is about: names of pets and people set aside.

A word in the position of a pet's or a person's name is not a plant ("my cat Lily",
"Daisy, my lab,", "my mum's dog"). Who eats what is plantqa.eaters.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence

from . import lexicon as lx
from .apposed import a_thing, double_names, listed_names, named_too, who_at
from .creatures import creature_told, eats_at, gendered, is_kin, says_who, verb_after_brackets, verb_at
from .lexing import Word, participle
from .name_or_verb import asked_verb, habit_verb, other_plant, past_names, subject_asked, then_placed, to_verb
from .names import Match, group_of, one_word_at
from .naming import named_who, said_a_name
from .owned import owns_a_thing
from .text import STOPWORDS
from .told import noun_of_one, taken_to_the_vet, told_by_name


def set_aside(ws: Sequence[Word], matches: Sequence[Match], knows: Callable[[str], bool] = lambda _t: True) -> set[int]:
    """Positions of pets' and people's names, and of people words that own something.

    - a capitalised word right after a noun that follows "my"/"our"...: "my cat Lily",
      "my kitten Jasmine", "our golden retriever Rosie", "my lab, Daisy,";
    - the same in lower case when a verb follows: "my cat lily ate some pothos", "my
      cat iris sits in ...";
    - a name first in a sentence, or capitalised, just before "my"/"our" and a noun, with or
      without a comma or bracket: "Daisy, my lab, chewed ...", "Rose our tabby ...", "ivy my
      cat ...", "rosemary (my nan) has ...", "Holly and Ivy (my two cats)"; or before "the"
      and a noun and a verb: "Basil the beagle ate ...";
    - a kin word after "my"/"our" or owning something: "my mum's dog", "my nan" (but "my
      mums" are chrysanthemums unless a noun follows: "my mums dog").
    A capitalised word that is part of a plant's name with the noun before it stays a
    plant ("my Easter Lily")."""
    aside: set[int] = set()
    match_at = {i: m for m in matches for i in range(m.start, m.end)}

    def one_name(j: int) -> bool:
        """Word j is a whole plant name by itself ("Lily", "Basil"), not part of a longer one."""
        return j in match_at and (match_at[j].start, match_at[j].end) == (j, j + 1)

    for j in range(1, len(ws)):
        noun = j - 1
        owner = next((k for k in (noun - 1, noun - 2) if k >= 0 and ws[k].word in lx.POSSESSIVE_DETERMINERS), None)
        if owner is None or ws[noun].word in STOPWORDS or ws[j].word in STOPWORDS or noun in aside:
            continue  # (past a name: "my kitten poppy loves chewing", no pet called "loves")
        if any(ws[k].word in STOPWORDS for k in range(owner + 1, noun)):
            continue
        if _a_verb(ws[noun]):
            continue  # "my dog ate Pothos": what the pet did, then what it ate (no "my dog Lily")
        m = match_at.get(j)
        # "my dog Laurel", "my horse Chestnut": a pet and its name, though "dog laurel" and
        # "horse chestnut" are plants; in lower case only before a verb ("my dog laurel ate")
        pet_and_name = (
            m is not None
            and (m.start, m.end) == (noun, j + 1)
            and says_who(ws[noun].word)
            and (
                ws[j].cap
                or verb_at(ws, j + 1)
                or (j + 1 < len(ws) and bool(ws[j + 1].gap) and other_plant(matches, m))
                or subject_asked(ws, owner, j)
            )
        )  # or "my dog daisy! she ate a sago palm seed": the name ends its clause, another plant named
        if m is not None and (m.start <= noun or m.end > j + 1) and not pet_and_name:
            continue  # "my Easter Lily", "feed my cat autumn crocus": a plant's name, not a pet's
        if (
            says_who(ws[j].word)
            or (ws[noun].word in lx.YOUNG_WORDS and ws[j].word in lx.CHILD_HEADS)  # "my little one ate": who, no name
            or ws[j].word in lx.FRAMING
            or ws[j].word in lx.AUXILIARIES
            or participle(ws[j])
            or (ws[j].raw.casefold() in lx.IRREGULAR_PAST)
            or (m is None and not ws[j].cap and habit_verb(ws, j))
        ):
            continue  # "my mum's dog", "my kitty gonna", "my teenager tried", "my cat loves chewing": not a name
        # in lower case: before a verb ("my cat lily ate"), or last, with a plant named before
        # it ("is a friendship plant safe for my dog iris")
        # (a kind too: "will the hyacinths hurt my puppy daisy")
        alone = one_word_at(match_at, j, ws[j].word)
        last = alone and j == len(ws) - 1 and any(mm.end <= owner for mm in matches if mm.cards)
        # or set off by commas before a verb of eating: "my pug, jasmine, chewed the pothos"
        between_commas = ws[j].gap == "," and j + 1 < len(ws) and ws[j + 1].gap == "," and ws[j + 1].word in lx.EATING
        # or before a verb of eating after any noun: a plant does not eat ("my husky rosemary tore into")
        fed = owner and ws[owner - 1].word in lx.FEEDING  # "give my dog basil": the food
        then = past_names(ws, j + 1)  # "my cats lily and rose keep chewing"
        # (after "give my dog" the next word is what is given, a verb's look aside: "give my dog
        # basil leaves", "give my horse apple slices" name no pet; a capital still does)
        verb = not fed and (verb_at(ws, then) or who_at(ws, then) or (ws[noun].word in lx.ANIMAL_WORDS and to_verb(ws, then)))
        # or last in its clause, or before where the pet is, beside another plant named: "with my
        # kitten ivy around", "ok with my cat violet in the room" (a plant there would say "the")
        placed = alone and not fed and then_placed(ws, j) and any(mm.cards and not mm.start <= j < mm.end for mm in matches)
        pet_verb = ws[j].gap == "" and ((says_who(ws[noun].word) and (verb or last or placed)) or eats_at(ws, j + 1))
        if m is None and not ws[j].cap and asked_verb(ws, owner, j):
            continue  # "can my son pick daffodils", "can my husband touch poinsettias": the question's verb
        if ws[j].cap or between_commas or pet_verb or pet_and_name:
            k = j
            # a name of several capitalised words ("my cat Lily Rose"), up to a verb: in Title
            # Case ("Our Cat Holly Ate Some Poinsettia") capitals say nothing past the name
            while k < len(ws) and (k == j or (ws[k].cap and ws[k].gap == "" and not verb_at(ws, k))):
                aside.add(k)
                k += 1
            if k + 1 < len(ws) and ws[k].word == "and" and (ws[k + 1].cap or then > k + 1) and not ws[k + 1].gap:
                aside.add(k + 1)  # "my cats Lily and Rose", "my cats lily and rose keep chewing"
    for j in range(len(ws) - 1):
        # where a name stands: first in its sentence, capitalised, or as the subject of a
        # question's opening verb ("does ivy my kitten need ...", "is basil, my cat, ok")
        asked = j > 0 and ws[j - 1].start and ws[j - 1].word in lx.YES_NO_OPENERS
        # (a word inside a longer plant's name is no name of its own: "Desert Rose - the label says")
        if not (ws[j].upper or ws[j].start or asked) or (j in match_at and match_at[j].end - match_at[j].start > 1):
            continue
        t = ws[j].word
        if t in STOPWORDS or t in lx.FRAMING or t in lx.AUXILIARIES or t in lx.WH_OPENERS or says_who(t):
            continue  # "can my cat ...", "help my dog ...": not a name
        if not ws[j].upper and (participle(ws[j]) or ws[j].raw.casefold() in lx.SAW):
            continue  # a verb in lower case: "found my cat chewing", "caught the puppy eating"
        # typed with a plural -s ("Daffodils - my staffie chewed some"); "Rosie" folds to "rosy" but is no plural
        plural = not ws[j].possessive and t != ws[j].raw.casefold() and ws[j].raw.casefold().endswith("s")
        names = [j]
        k = j + 1
        # (in lower case before what they are: "rosemary and thyme (our cats) chewed")
        told_after = k + 2 < len(ws) and ws[k + 2].gap in ("(", ",") and ws[k + 2].word in lx.POSSESSIVE_DETERMINERS
        told_after = told_after and any(says_who(w.word) for w in ws[k + 3 : k + 6])
        if ws[k].word == "and" and k + 1 < len(ws) and (ws[k + 1].upper or told_after):
            names, k = [j, k + 1], k + 2  # "Holly and Ivy (my two cats)"
        if k >= len(ws) or ws[k].gap not in ("", ",", "(", "-", "\u2013", "\u2014"):
            continue
        # a word that reads as a plural names a pet only before a word for one ("Peaches the cat")
        # or before "my"/"our", a noun and a verb on another plant: "Peaches my old greyhound
        # helped himself to the strawberries" (but "Daffodils - my staffie chewed some")
        owner_then_plant = ws[k].word in lx.POSSESSIVE_DETERMINERS and ws[k].gap in ("", ",") and _acts_later(ws, k, matches)
        # "the", a breed of up to two words, a verb: "Basil the beagle ate", "Tulip the Shih Tzu chewed"
        acts = _the_breed_then_verb(ws, k, match_at)
        doer = acts > 0 and (ws[j].upper or says_who(ws[k + 1].word) or ws[acts].word in lx.EATING)
        if plural and not (k + 1 < len(ws) and says_who(ws[k + 1].word)) and not owner_then_plant and not (doer and ws[j].upper):
            continue
        if ws[k].word in lx.POSSESSIVE_DETERMINERS and k + 1 < len(ws) and k + 1 not in match_at:
            aside.update(names)  # "Daisy, my lab", "Rose our tabby", "ivy my cat"
        elif ws[j].upper and _told_what(ws, k, match_at):
            aside.update(names)  # "Jasmine, a 2 year old tabby, nibbled", "Daisy is a lab, she chewed"
        elif doer:
            # "Basil the beagle ate"; first in the sentence, in lower case, before a word for a
            # creature or a verb of eating: "holly the horse ate oak leaves", "jasmine the pug
            # chewed" (but "basil the plant is wilting")
            aside.update(names)
        elif ws[k].word == "the" and ws[j].upper and k + 1 < len(ws) and noun_of_one(ws, k + 1, match_at) and _ends(ws, k + 2):
            aside.update(names)  # "pothos and Birch the lab - problem?": a name, told what it is
    aside |= taken_to_the_vet(ws, match_at)  # "should I take Cinnamon to the vet"
    if creature_told(ws):  # "is spider plant safe for Rosemary? she's a cat": Rosemary is the cat
        for j in range(1, len(ws)):
            single = one_name(j) or group_of(ws[j].word)
            if ws[j].upper and single and ws[j - 1].word in ("for", "to", "with", "around", "round", "near"):
                aside.add(j)
        for j in range(len(ws) - 1):  # "Poppy got into the peace lily, she is a beagle"
            doing = ws[j + 1].word in lx.EATING or ws[j + 1].raw.casefold() in ("got", "gets", "keeps", "kept", "have")
            # past an auxiliary: "Iris has eaten part of a hyacinth bulb", "Fern was eating the peace lily"
            doing = doing or (ws[j + 1].raw.casefold() in _HAS and not ws[j + 1].gap and eats_at(ws, j + 2))
            if j and ws[j - 1].word in lx.MODALS and ws[j - 1].start and ws[j].upper and doing:
                aside.add(j)  # "can Buttercup have aloe vera? she is our kitten"
                continue
            plain = ws[j].word in STOPWORDS or ws[j].word in lx.FRAMING or says_who(ws[j].word)
            if (j == 0 or ws[j].start) and ws[j].upper and doing and (one_name(j) or (j not in match_at and not plain)):
                aside.add(j)
            # "Ivy and Holly keep chewing my fern, they're kittens": two names, then what they do
            pair = j + 3 < len(ws) and ws[j + 1].word == "and" and ws[j + 2].upper and not ws[j + 2].gap
            if pair and (j == 0 or ws[j].start) and ws[j].upper and ws[j + 3].raw.casefold() in ("keep", "have", "got", "ate"):
                aside.update((j, j + 2))
    for j in range(len(ws) - 1):  # a capitalised name, then its breed in brackets: "oleander + Laurel (beagle) = ok?"
        # (not the last word of a capitalised run, whose brackets say who or what it is:
        # "Cactus Jack (Travis Scott)", "Cherry Jones (actress)")
        run = j and ws[j - 1].upper and not ws[j].gap and ws[j - 1].word not in STOPWORDS
        if ws[j].cap and ws[j].word not in STOPWORDS and not run and breed_bracketed(ws, j + 1, match_at, knows):
            aside.add(j)
    for j in range(len(ws) - 2):  # "Dahlia (cat) ate some pothos": a name, then what it is in brackets
        if ws[j + 1].gap == "(" and says_who(ws[j + 1].word) and ws[j + 2].gap.startswith(")") and ws[j].word not in STOPWORDS:
            aside.add(j)
        # what it is, then the name alone in brackets: "the cat (Ivy) licked the jade plant"
        bracketed = one_name(j + 1) or group_of(ws[j + 1].word) is not None
        if ws[j + 1].gap == "(" and says_who(ws[j].word) and ws[j + 2].gap.startswith(")") and bracketed:
            aside.add(j + 1)
        # first in its sentence, then brackets that say what she or he is: "ivy (she's a beagle) got into",
        # or any brackets, then a verb: "Cherry (lab mix, 4) ate a chunk of my dieffenbachia"
        opens = (j == 0 or ws[j].start) and ws[j + 1].gap == "(" and ws[j].word not in STOPWORDS
        someone = says_who(ws[j].word) or ws[j].word in lx.PEOPLE_WORDS or is_kin(ws[j].word)  # "baby (10 months) was"
        if opens and (creature_told(ws[j + 1 : j + 5]) or (not someone and verb_after_brackets(ws, j + 1))):
            aside.add(j)
        # "(name: Basil)", "his name - Sage": the name after "name" and a colon or dash
        if ws[j + 1].raw.casefold() == "name" and ws[j + 2].gap in (":", "-", "\u2013") and ws[j + 2].word not in STOPWORDS:
            aside.add(j + 2)
    for j in range(1, len(ws)):  # "Ours, Basil, got into it": a name said of a pronoun for a creature
        ends = j + 1 == len(ws) or ws[j + 1].gap in (",", "(", ")", "-", "\u2013", "\u2014")
        if ws[j - 1].raw.casefold() in _WHOSE and ws[j].gap in (",", "(", "-", "\u2013") and ends:
            aside.add(j)
        # "Rose herself (our persian) just ate": no plant is itself
        if ws[j].upper and j + 1 < len(ws) and ws[j + 1].raw.casefold() in ("herself", "himself") and not ws[j + 1].gap:
            aside.add(j)
    for j in range(len(ws) - 2):  # "is Daisy a good name for a puppy", "Ivy would be a cute name"
        if ws[j].word not in STOPWORDS and said_a_name(ws, j):
            aside.add(j)
    for j in range(3, len(ws)):  # "my cats are Lily, Iris and Fern", "our dog is Basil": the creature's names
        said = ws[j - 1].raw.casefold() in ("is", "are", "'s") and says_who(ws[j - 2].word)
        if said and ws[j].cap and ws[j - 3].word in lx.POSSESSIVE_DETERMINERS and not ws[j - 1].gap:
            aside.add(j)
            aside |= named_too(ws, j)
    for j in range(2, len(ws)):  # "a cat called Lily", "my dog named rose", "our cat, who is named Fern"
        if ws[j - 1].raw.casefold() in ("called", "named") and ws[j].word not in STOPWORDS and named_who(ws, j - 1, match_at):
            aside.add(j)
        if j in aside and ws[j - 1].raw.casefold() in ("called", "named"):
            aside |= named_too(ws, j)  # "my cats are called Lily and Iris", "Daisy, Poppy and Fern"
        # "the kids named her Daisy", "(we call her Lily)", "everyone calls him Sage": "her"
        # and "him" are creatures; "(her name is Ivy)", "his name's Basil": the name said
        # (but "named her beagle Olive": her beagle is named, Olive is the name)
        breed_next = j + 1 < len(ws) and ws[j + 1].upper and not ws[j + 1].gap and ws[j + 1].word not in STOPWORDS
        named_her = (
            ws[j - 2].raw.casefold() in lx.NAMING
            and ws[j - 1].word in ("her", "him", "them")
            and not says_who(ws[j].word)
            and not breed_next
        )
        # "my son named the puppy ivy", "we called our kitten Fern", "named her beagle Olive": the
        # naming verb, then whom (a creature's word, or a breed no card's word names before a capital)
        breed = ws[j].upper and ws[j - 1].word not in STOPWORDS and not knows(ws[j - 1].word) and j - 1 not in match_at
        named_her = named_her or (
            j >= 3
            and ws[j - 3].raw.casefold() in lx.NAMING
            and (ws[j - 2].word in lx.DETERMINERS or ws[j - 2].word in lx.OWNING_PRONOUNS)  # "named her kitten Mint"
            and (says_who(ws[j - 1].word) or breed)
        )
        name_is = j >= 3 and ws[j - 1].raw.casefold() in ("is", "'s") and ws[j - 2].raw.casefold() == "name"
        name_is = name_is and (ws[j - 3].word in ("her", "his", "their") or ws[j - 3].possessive)
        if (named_her or name_is) and ws[j].word not in STOPWORDS:
            aside.add(j)
    for j in range(len(ws) - 1):  # "Lily ate my pothos": a plant does not eat; a capitalised one is a name
        single = one_name(j) or group_of(ws[j].word)
        # "Lily's been chewing the spider plant": 's for has or is, before what she did
        did = ws[j + 1].word in lx.EATING and ws[j + 1].raw.casefold() in lx.PAST_EATING
        doing = ws[j].possessive and (ws[j + 1].raw.casefold() in ("been", "got", "gone") or participle(ws[j + 1]))
        if ws[j].upper and single and (did or doing):
            aside.add(j)
        # in lower case, first in its sentence, before a past verb of eating, another plant
        # after it and a creature named: "holly ate poinsettia leaf cat", "ivy chewed the pothos, my dog"
        ate = ws[j + 1].word in lx.EATING and (ws[j + 1].raw.casefold() in lx.PAST_EATING or participle(ws[j + 1]))
        first = (j == 0 or ws[j].start) and single and ate and not ws[j + 1].gap
        first = first and not any(w.word == "by" for w in ws[j + 2 : j + 4])  # "ivy chewed up by the dog": eaten
        if first and any(m.start > j + 1 and m.cards for m in matches) and any(says_who(w.word) for w in ws):
            aside.add(j)
    for j, kin in enumerate(ws):
        if not is_kin(kin.word):
            continue
        after_my = bool(j) and ws[j - 1].word in lx.POSSESSIVE_DETERMINERS
        plural = kin.raw.casefold().endswith("s") and not kin.possessive
        owns = kin.possessive or (plural and j + 1 < len(ws) and says_who(ws[j + 1].word))  # "my mums dog"
        owns = owns or (plural and after_my and a_thing(ws, j + 1, match_at))  # "at my mums house"
        # "mums geranium", "mums umbrella tree": plants own no plant; the 's was left off
        owns = owns or (plural and j + 1 in match_at and match_at[j + 1].start == j + 1 and not ws[j + 1].gap)
        if owns or (after_my and not plural) or _kin_alone(ws, j, match_at):
            aside.add(j)
        # a title before a first name: "aunt rose gave me a peace lily", "call uncle Basil"
        titled = kin.word in lx.KIN_TITLES and not plural and not kin.possessive and j + 1 < len(ws) and not ws[j + 1].gap
        if titled and (one_name(j + 1) or (j + 1 not in match_at and group_of(ws[j + 1].word))):
            aside.add(j + 1)
    aside |= double_names(ws, match_at)
    return (
        aside
        | told_by_name(ws, match_at, knows)
        | _apposed(ws, match_at)
        | owns_a_thing(ws, match_at)
        | listed_names(ws, match_at)
    )


def _a_verb(w: Word) -> bool:
    """A verb of eating, or a past form not made with -ed ("grabbed" and "rescued" may say what
    a pet is: "my rescued greyhound Basil")."""
    raw = w.raw.casefold()
    return w.word in lx.EATING or raw in lx.IRREGULAR_PAST or raw in lx.PAST_EATING


def breed_bracketed(ws: Sequence[Word], k: int, inside: Container[int], knows: Callable[[str], bool]) -> range:
    """Where brackets open at word k and hold one to three words that are a creature's or
    words no card uses, and no plant's: a breed ("(beagle)", "(border collie)", "(husky,
    3)"), closed before the next word or at the end; an empty range when they do not."""
    if k >= len(ws) or ws[k].gap != "(":
        return range(0)
    for end in range(k, min(len(ws), k + 3)):
        w = ws[end]
        if end in inside or w.word in lx.PLANT_DOMAIN or w.word in lx.GROUP_WORDS:
            return range(0)
        if not (says_who(w.word) or w.word.isdigit() or w.word in lx.AGE_WORDS or not (knows(w.word) or w.word in STOPWORDS)):
            return range(0)
        if end + 1 == len(ws) or ws[end + 1].gap.startswith(")"):
            return range(k, end + 1)
    return range(0)


def _ends(ws: Sequence[Word], k: int) -> bool:
    """A phrase ends before word k: the question's end, punctuation, or "and"/"or"/"vs"."""
    return k >= len(ws) or bool(ws[k].gap) or ws[k].word in ("and", "or", "vs")


def _kin_alone(ws: Sequence[Word], j: int, match_at: dict[int, Match]) -> bool:
    """A kin word in the singular with no determiner, where another plant is named: "mum has
    an umbrella tree", "me and mum have a geranium", "mum gave me a geranium" (a plant "mum"
    takes "a" or "the", or a plant's word after it: "a mum", "mum plant"; "is mum toxic" asks
    of it)."""
    w = ws[j]
    if w.raw.casefold().endswith("s") or (j and ws[j - 1].word in lx.DETERMINERS and not w.gap):
        return False
    nxt = ws[j + 1].word if j + 1 < len(ws) else ""
    if nxt in lx.PLANT_DOMAIN or nxt in lx.PARTS or nxt in lx.GROUP_WORDS or nxt in lx.SAFE_WORDS or nxt in lx.HARM_WORDS:
        return False
    if j in match_at and match_at[j].end - match_at[j].start > 1:
        return False  # part of a longer name
    # or the object of a verb or "for"/"to", where a plant would take "a" or "the": "what
    # should i get mum for mothers day", "call nan" ("is mum toxic" asks of the plant)
    prev = ws[j - 1] if j else None
    taken = (
        prev is not None
        and not ws[j].gap
        and (
            prev.word in ("for", "to", "with")
            or prev.word in lx.GOT
            or ((participle(prev) or prev.raw.casefold() in lx.IRREGULAR_PAST) and prev.word not in lx.KEEP_BEFORE)
        )
    )  # "get mum ...", "a card for mum", "told mum" (but "a potted mum", "is mum toxic")
    return taken or any(m.cards and not m.start <= j < m.end for m in match_at.values())


def _told_what(ws: Sequence[Word], k: int, match_at: dict[int, Match]) -> bool:
    """After a name, what it is, and no plant: set off by a comma ("Jasmine, a 2 year old
    tabby,") or said with "is a"/"is my" where the question calls it she or he ("Daisy is a
    lab, she chewed the aloe"; but "Poinsettia is a christmas favourite, is it toxic")."""
    if ws[k].word in ("is", "was") and not ws[k].gap and k + 1 < len(ws):
        told = ws[k + 1].word in ("a", "an", "my", "our") and gendered(ws)
        k += 1
    else:
        told = ws[k].gap == "," and ws[k].word in ("a", "an")
    run = []
    k += 1
    while k < len(ws) and ws[k].word not in STOPWORDS and not ws[k].gap and k not in match_at:
        run.append(ws[k].word)
        k += 1
    plant = bool(run) and (run[-1] in lx.GROUP_WORDS or run[-1] in lx.PLANT_DOMAIN or group_of(run[-1]) is not None)
    return told and bool(run) and not plant and (k >= len(ws) or k not in match_at)


def _acts_later(ws: Sequence[Word], k: int, matches: Sequence[Match]) -> bool:
    """After "my"/"our" at k, a noun run, then a verb and a plant named after it."""
    n = k + 1
    while n < len(ws) and not ws[n].gap and ws[n].word not in STOPWORDS and not verb_at(ws, n):
        n += 1
    return n > k + 1 and verb_at(ws, n) and any(m.cards and m.start > n for m in matches)


_HAS = frozenset({"has", "had", "was", "is", "just", "been"})


def _apposed(ws: Sequence[Word], match_at: dict[int, Match]) -> set[int]:
    """A name of several words first in its sentence, then "my"/"our" and a noun set off by
    commas: "sweet pea, my kitten, chewed the pothos". Without the second comma it may be
    the plant the sentence is about ("Peace lily, my cat chewed a leaf")."""
    out: set[int] = set()
    for m in {id(m): m for m in match_at.values()}.values():
        if m.end - m.start < 2 or not (ws[m.start].start or m.start == 0) or m.end + 2 >= len(ws):
            continue
        if ws[m.end].gap != "," or ws[m.end].word not in lx.POSSESSIVE_DETERMINERS:
            continue
        k = m.end + 1
        while k < len(ws) and not ws[k].gap and ws[k].word not in STOPWORDS:
            k += 1
        noun = ws[k - 1].word  # a creature, or a breed: no plant's word ("Peace lily, my favourite plant,")
        plant = noun in lx.PLANT_DOMAIN or noun in lx.GROUP_WORDS or noun in lx.FRAMING or k - 1 in match_at
        if k > m.end + 1 and k < len(ws) and ws[k].gap == "," and (says_who(noun) or not plant):
            out.update(range(m.start, m.end))
    return out


def _the_breed_then_verb(ws: Sequence[Word], k: int, match_at: dict[int, Match]) -> int:
    """Where the verb is after "the" at k and a creature's noun of one word, or a breed's two
    capitalised ones ("the Shih Tzu"), none a plant's; -1 when there is none."""
    if k + 2 >= len(ws) or ws[k].word != "the" or k + 1 in match_at or "(" in ws[k].gap:
        return -1  # (in brackets it says which: "Easter Lilies (the white ones)")
    if verb_at(ws, k + 2):
        return k + 2
    two = ws[k + 1].upper and ws[k + 2].upper and k + 2 not in match_at and not ws[k + 2].gap
    return k + 3 if two and k + 3 < len(ws) and verb_at(ws, k + 3) else -1


# pronouns that stand for a creature owned, before its name: "Ours, Basil, got into it"
_WHOSE = frozenset({"ours", "mine", "hers", "his", "theirs"})
