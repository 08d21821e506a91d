"""Plant words that name no plant: a person's, a brand's or a thing's name.

"Lily Allen", "my Apple Watch", "jasmine rice", "rose gold", "the litter box": a plant's
one-word name run into another word makes a name of something else, when nothing else
in the question frames a plant or a pet. The reader sets such words aside, as it does a
pet's name, so that they name no plant and no refusal names them.
"""

from collections.abc import Callable, Collection, Sequence

from . import lexicon as lx
from .after_name import modal_s_verb
from .beliefs import BE, believed_clauses, pronoun_is
from .colours import breed_doing
from .compounds import ALL_COLOURS, free, joined
from .creatures import says_who
from .lexing import Word, adverb_of, complement, participle
from .likened import LOOKS
from .names import Match, covered, group_of
from .text import STOPWORDS


def _framing(word: str) -> bool:
    return word in lx.FRAMING


def proper_names(
    ws: Sequence[Word],
    matches: Sequence[Match],
    topic: Callable[[str], bool],
    knows: Callable[[str], bool] = lambda _t: True,
    pets: Collection[int] = (),
    uses: Callable[[str, str], bool] | None = None,
    members: Callable[[str], Sequence[str]] = lambda _w: (),
) -> set[int]:
    """Positions of a plant's one-word name run into another word that names no plant: a
    capitalised one ("my Apple Watch", "Lily Allen", "Rose Byrne") or a plain noun ("jasmine
    rice", "rose gold iphone"): a product, person or place, when no other word frames a
    plant question, names an animal or a care topic, or a pet told by its breed (`pets`:
    "Rosie, my beagle, won't leave the hydrangea alone"). A cultivar typed so ("is my Pothos
    Neon getting enough light", "how do I care for a Monstera Adansonii") keeps its plant.
    A pet's breed after its coat is no thing ("my lemon beagle dug up the tulips": colours.coats).
    A care word after the name says what the plant does only where its card uses the word
    (`uses`: "why is my aloe brown"; "my apple watch won't charge" is no apple's), and a
    colour elsewhere frames nothing alone ("cherry mx red vs brown switches")."""
    inside = covered(matches)
    out: set[int] = set()
    for j in range(len(ws) - 1):
        w, nxt = ws[j], ws[j + 1]
        # in lower case, a thing made or named after the plant ("jasmine rice", "rose gold"),
        # or a person's ("lily allen's tour"): a plain noun after it, neither a verb's form
        # nor a plant's part, holder or kind
        lower = (
            not nxt.upper
            and nxt.word not in STOPWORDS
            and nxt.word not in lx.FRAMING  # "monstera dog", "are lilies dangerous": the question's own framing
            and nxt.word not in lx.VERSUS  # "snapdragon vs foxglove"
            and not says_who(nxt.word)
            and not participle(nxt)
            and nxt.raw.casefold() not in lx.IRREGULAR_PAST  # "my pothos went limp": what it did
            and nxt.word not in lx.SENSING  # "my aloe feels soft": how it is
            and nxt.word not in lx.DEGREE  # "are tulips or daffodils worse": how it compares
            and nxt.word not in lx.PLACES  # "my aloe outside in summer": where it is
            and nxt.word not in lx.PARTICLES
            and nxt.word not in lx.PLANT_DOMAIN  # "cactus soil for my snake plant": a thing for plants
            and not adverb_of(nxt, _framing)  # "can my mum prune the oleander safely": framing, as "safe" is
        )
        if _headed_thing(ws, j, matches, inside, knows):
            rest = [v.word for k, v in enumerate(ws) if k not in (j, j + 1) and k not in inside]
            if not any(_plant_framing(t, animals=False) or t in lx.PLANT_DOMAIN or topic(t) for t in rest):
                out.update((j, j + 1))
            continue
        if not ((w.upper and nxt.upper) or lower) or not joined(ws, j + 1) or j + 1 in inside:
            continue
        if lower and breed_doing(ws, j + 1, inside, knows):
            continue  # a pet's coat and breed, doing something to a plant: "my lemon beagle dug up the tulips"
        if lower and modal_s_verb(ws, j + 1, topic):
            continue  # "will the lavender cope", "can my rosemary survive a frost": what the plant may do
        if lower and complement(ws, j, j + 1, knows):
            continue  # "how can I get my pothos fuller": what the plant is to become
        one_word = any(m.start == j and m.end == j + 1 for m in matches) or (j not in inside and group_of(w.word))
        if not one_word or nxt.word in lx.PARTS or nxt.word in lx.HOLDERS or nxt.word in lx.ANY_PLANT or group_of(nxt.word):
            continue
        rest = [v.word for k, v in enumerate(ws) if k not in (j, j + 1) and k not in inside and v.word not in ALL_COLOURS]
        # a pet beside a capitalised pair after "in", "to", "at" frames nothing: "in Palm Springs with a dog" is a place
        # as does a kind's word after "the" run into one no card uses: "the Ivy League" (but "the
        # Pothos Neon" is a cultivar)
        before = ws[j - 1].word if j > 0 else ""
        kind_the = before == "the" and group_of(w.word) is not None and not knows(nxt.word)
        both = w.upper and nxt.upper and (before in _TO_PLACE or kind_the)
        # or, both capitalised inside a sentence, a word no card of the name uses after it: a
        # place, a team or a firm ("which Ivy League school has the best vet program"), where a
        # pet or a topic card's word frames nothing; a plant card's heading still does ("is my
        # Pothos Neon getting enough light")
        cards = next((m.cards for m in matches if m.start == j), ()) or (members(w.word) if group_of(w.word) else ())
        titled = w.cap and nxt.cap and uses is not None and bool(cards) and not any(uses(c, nxt.word) for c in cards)
        if both and nxt.cap:  # a place whatever else is asked: "a dog-friendly hotel near Palm Springs"
            out.update((j, j + 1))
            continue
        # nor does a care word there, or a look: "the weather in Palm Springs", "the sunset from Palm Cove"
        if any(
            _plant_framing(t, not (both or titled), not both)
            or (t in lx.OTHER_ANIMALS and not (both or titled))
            or t in lx.PLANT_DOMAIN
            or (topic(t) and not both and (not titled or t in _CARE_HEADS))
            for t in rest
        ):
            continue
        cards = next((m.cards for m in matches if m.start == j), ())
        if not (w.upper and nxt.upper) and _said_of_plant(nxt.word, topic) and _its_own(nxt.word, cards, topic, uses):
            continue  # what the plant does or is: "my gardenia lost all its buds", "why is my aloe brown"
        if any(k not in (j, j + 1) for k in pets):
            continue
        out.update((j, j + 1))
    return out


def titled_names(ws: Sequence[Word], matches: Sequence[Match], topic: Callable[[str], bool]) -> set[int]:
    """Positions of a capitalised name of two to four words that holds one word of the plant
    domain but no plant's name nor kind ("the Olive Garden", "Madison Square Garden", "The
    Secret Garden", "the Chelsea Flower Show"): a place, a firm or a title, whose "garden"
    frames no plant question. A run holding a second plant word ("my Herb Garden"), a plant's
    name ("the Rose Garden") or a word of framing or care ("Is My Garden Safe") is not one."""
    inside = covered(matches)
    out: set[int] = set()
    j = 0
    while j < len(ws):
        k = j
        while k < len(ws) and (ws[k].cap or (k == j and ws[k].upper)) and (k == j or not ws[k].gap):
            k += 1
        run = range(j, k)
        words = [ws[i].word for i in run]
        plain = not any(
            i in inside or group_of(w) or w in lx.FRAMING or w in lx.GROWING or (topic(w) and w not in lx.PLANT_DOMAIN)
            for i, w in zip(run, words)
        )
        if 2 <= len(words) <= 4 and plain and sum(w in lx.PLANT_DOMAIN for w in words) == 1:
            out.update(run)
        j = max(k, j + 1)
    return out


# prepositions before a place's name: "in Palm Springs", "a trip to Palm Beach", "the beach at Palm Cove"
_TO_PLACE = frozenset({"in", "to", "at", "from", "near", "around", "on", "visit", "visiting"})


def _said_of_plant(t: str, topic: Callable[[str], bool]) -> bool:
    """A care topic (a heading's word), one made with a prefix ("rebloom") or a word of the
    symptom table says what a plant does or is, not what a thing named after it is."""
    from .symptoms import made_of, of_care, symptom_words

    return topic(t) or t in symptom_words() or made_of(t, of_care(topic)) is not None


def _its_own(t: str, cards: Sequence[str], topic: Callable[[str], bool], uses: Callable[[str, str], bool] | None) -> bool:
    """A care word after a plant's name is the plant's own unless it is only a heading's
    word its card never uses ("watch" in "my apple watch"); a colour, a symptom or a word
    made with a prefix is the plant's whatever its card says ("my basil brown", "my aloe crispy")."""
    from .symptoms import symptom_words

    if uses is None or not cards or not topic(t) or t in ALL_COLOURS or t in symptom_words():
        return True
    return any(uses(c, t) for c in cards)


# The words of a plant card's care headings (Light, Water, Soil and potting, Humidity and
# temperature, Propagation) and their verbs: beside a capitalised pair, a cultivar's question
_CARE_HEADS = lx.folded("light water soil potting humidity temperature propagation propagate repot prune fertilize")


def _plant_framing(t: str, animals: bool = True, looks: bool = True) -> bool:
    """A word that frames a question about a plant or a pet ("safe", "cat", "grow", "care"),
    not a word any question may use ("called", "stop", "like"): beside one, a name run into
    another word is still the plant. Without `animals`, a pet alone frames nothing; without
    `looks`, nor does how something looks."""
    pet = t in lx.PET_WORDS or t in lx.ANIMAL_WORDS or t in lx.OTHER_ANIMALS
    grows = t in lx.GROWING and (looks or t not in LOOKS)
    return t in lx.HARM_WORDS or t in lx.COMPARING or grows or (animals and pet)


def _headed_thing(ws: Sequence[Word], j: int, matches: Sequence[Match], inside: set[int], knows: Callable[[str], bool]) -> bool:
    """Word j, in lower case, is a noun no card uses, glued before a plant's one-word name
    that ends there: the name is the head of a thing's name ("the litter box", "a shoe box",
    "a lunch box"). A word the cards use may make a plant ("water lily", "yellow jasmine"):
    those stay for compounds.py to refuse."""
    w = ws[j]
    if w.upper or w.possessive or not joined(ws, j + 1) or j in inside or j + 2 in inside:
        return False
    if not any(m.start == j + 1 and m.end == j + 2 for m in matches):
        return False
    t = w.word
    plain = free(w, t) or t in lx.COLOURS or t in lx.KEEP_BEFORE or says_who(t) or participle(w)  # "vs yucca"
    return not plain and t.isalpha() and not knows(t)


def ruled_out(ws: Sequence[Word], matches: Sequence[Match], names: frozenset[int] = frozenset()) -> set[int]:
    """Positions of plant names the question is not asking about, beside one it is: a name
    or kind after "not" ("swedish ivy ok for cats? (not english ivy)", "rosemary, not
    lavender", "rosemary (the cat, not the herb)"), and
    names and kinds in what the asker believed or was told ("is a christmas rose poisonous? I
    thought roses were fine"), and a name the asked one's name holds or is held in, after "like"
    or "the same as" ("is a tulip tree the same as tulips", "easter lily cactus - bad for cats
    like easter lilies are?": a look-alike set beside it, not asked about). A plant named only
    so is still the one asked about ("I thought pothos was safe but my cat ate some"), and so
    is one beside a pet's or person's name (`names`), which is no plant asked about ("I think
    Daisy ate the pothos")."""
    believed = believed_clauses(ws)
    out: set[int] = set()
    kept = False
    compared = _compared(ws, matches) | said_to_be(ws, matches)
    for m in (m for m in matches if (m.cards or m.lookalike) and m.start not in names):
        if _after_not(ws, m.start) or m.start in believed or m.start in compared or _glossed(ws, m, matches):
            out.update(range(m.start, m.end))
        else:
            kept = True
    inside = covered(matches)
    # "a real lily, not a peace lily"
    kinds = {i for i, w in enumerate(ws) if i not in inside and i not in names and group_of(w.word)}
    out |= kinds & believed
    out |= {i for i in kinds if _after_not(ws, i)}  # "rosemary (the cat, not the herb)"
    kept = kept or bool(kinds - out)
    return out if kept else set()


def _glossed(ws: Sequence[Word], m: Match, matches: Sequence[Match]) -> bool:
    """Name m opens a bracket right after a look-alike's name, past a determiner: it says what
    the look-alike is ("strawberry bush (the euonymus one)": not burning bush, whose card
    alone holds the genus), not another plant asked about."""
    k = m.start
    if "(" not in ws[k].gap and k > 0 and ws[k - 1].word in lx.DETERMINERS:
        k -= 1  # "(the euonymus one)"
    # (but "a marigold (calendula)" says which of the look-alike's cards is meant)
    return "(" in ws[k].gap and any(o.lookalike and o.end == k and not set(m.cards) & set(o.lookalike) for o in matches)


def _after_not(ws: Sequence[Word], i: int) -> bool:
    """Word i follows "not", past a determiner: "not the herb", "not a succulent"."""
    k = i - 1
    k -= k > 0 and ws[k].word in lx.DETERMINERS
    return k >= 0 and ws[k].word == "not"


# what a thing is set beside to be told apart from: "like", "unlike", "the same as", "related to"
_LIKE = frozenset({"like", "unlike"})
_AFTER = {"as": ("same",), "to": ("related", "similar", "kin"), "from": ("different",)}


def _compared(ws: Sequence[Word], matches: Sequence[Match]) -> set[int]:
    """Starts of plant names set beside another named plant whose name holds theirs or is held
    in it ("the same as tulips" beside "tulip tree", "like the baby rubber plant" beside
    "rubber plant"): the look-alike the asker tells apart from the plant asked about. An
    equal comparison ("is basil as safe as mint") and names sharing no whole name keep both."""
    named = [m for m in matches if m.cards]
    out: set[int] = set()
    for m in named:
        k = m.start - 1
        k -= k > 0 and ws[k].word in lx.DETERMINERS
        cue = (
            k >= 0
            and not ws[m.start].gap
            and (ws[k].raw.casefold() in _LIKE or (k > 0 and ws[k - 1].raw.casefold() in _AFTER.get(ws[k].word, ())))
        )
        mine = {ws[i].word for i in range(m.start, m.end)}
        others = ({ws[i].word for i in range(o.start, o.end)} for o in named if o.cards != m.cards)
        if cue and any(mine < theirs or theirs < mine for theirs in others):
            out.add(m.start)
    return out


def said_to_be(ws: Sequence[Word], matches: Sequence[Match]) -> set[int]:
    """Starts of plant names said or asked of another named plant as what it is: "peace
    lily is a real lily", "is a calla lily a true lily?", "is pothos a philodendron".
    The question is about the subject; the name after "a" is the kind it may belong to, and
    its card must not answer for the subject."""
    named = [m for m in matches if m.cards]
    inside = covered(matches)
    out: set[int] = set()
    for m in named:
        k = m.start - 1
        article = False
        while k > 0 and ws[k + 1].gap == "" and (ws[k].word in ("a", "an") or (k not in inside and _adverb(ws[k]))):
            article = article or ws[k].word in ("a", "an")
            k -= 1  # back past "a", "actually", "really" to the verb
        if not article:
            continue  # "is pink jasmine ...": no kind said of a subject
        others = [o for o in named if o.cards != m.cards]
        # "X is a Y": the subject ends at the verb
        if ws[k].raw.casefold() in BE and not ws[k + 1].gap and any(o.end == k and not ws[k].gap for o in others):
            out.add(m.start)
            continue
        # "a desert rose ... it's a rose": a pronoun for a plant named before, said to be the
        # plant its name ends in; the asker's belief about that plant, not another asked about
        if pronoun_is(ws, k) and any(o.end <= k and o.name.split()[-1] == m.name and o.end - o.start > 1 for o in others):
            out.add(m.start)
            continue
        # "is X a Y": the subject ends before "a", after a question's opening verb
        for o in (o for o in others if o.end == k + 1):
            b = o.start - 1
            b -= b > 0 and ws[b].word in lx.DETERMINERS
            if b >= 0 and ws[b].raw.casefold() in BE and (b == 0 or ws[b].start) and not ws[k + 1].gap:
                out.add(m.start)
    return out


def _adverb(w: Word) -> bool:
    """An adverb in -ly between the verb and the kind ("actually", "really"), or one of the
    focusing adverbs ("just", "only"); the caller keeps out a name's own word ("lily")."""
    return w.raw.casefold().endswith("ly") or w.word in _FOCUSING


_FOCUSING = frozenset({"just", "only", "still", "also", "even"})  # a closed class: "the christmas rose is just a rose"


def roles(ws: Sequence[Word], matches: Sequence[Match]) -> set[int]:
    """Positions of a plant's name played as a role: right after a verb of acting, past "the"
    or "as" ("who plays poison ivy in the new batman film", "which actor played basil", "who
    starred as rose"). A pet that plays with a plant plays with it ("my cat plays with the
    spider plant")."""
    out: set[int] = set()
    for m in matches:
        k = m.start - 1
        k -= k > 0 and ws[k].word in ("the", "as")
        if k >= 0 and ws[k].word in lx.ACTING and not ws[m.start].gap:
            out.update(range(m.start, m.end))
    return out


def said_of_a_thing(ws: Sequence[Word], matches: Sequence[Match]) -> set[int]:
    """Positions of a one-word name said to be what a thing is ("My new car is a lemon", "the
    deal was a real peach", "my dog is a peach"): the sentence opens with "my"/"the" and a noun
    of no plant or kind before "is a", so the name is a figure of speech, not a plant ("this is
    a pothos", "my plant is a monstera", "the one on the shelf is a pothos" stay plants)."""
    out: set[int] = set()
    for m in matches:
        if m.end != m.start + 1 or not m.cards:
            continue
        k = m.start - 1
        k -= k >= 0 and ws[k].word in ("real", "total", "complete", "right")
        if k < 1 or ws[k].word not in ("a", "an") or ws[k - 1].raw.casefold() not in ("is", "was", "'s"):
            continue
        j = k - 2  # the subject's noun, opening the sentence after "my"/"the" and its words
        if j < 1 or any(x.start <= j < x.end for x in matches):
            continue
        subject = ws[j].word
        plain = subject in STOPWORDS or subject in lx.PLANT_DOMAIN or group_of(subject) is not None or subject == "one"
        first = j
        while first > 0 and not ws[first].start and ws[first - 1].word not in STOPWORDS:
            first -= 1
        opens = first > 0 and ws[first - 1].word in lx.POSSESSIVE_DETERMINERS | {"the", "this", "that"}
        opens = opens and (first - 1 == 0 or ws[first - 1].start)
        if opens and not plain and subject.isalpha():
            out.add(m.start)
    return out
