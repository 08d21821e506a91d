"""Whether a question is framed as one about plants or pets, and which words glued to a name
in a care question make a thing of it (plantqa.reading uses both).

A plant's word in a film's, a song's or a person's name ("is poison ivy in the new batman
film", "who sang kiss from a rose") frames no plant question: with no pet, no plant word, no
word of growing, harm or care, and no plant the asker has or handles, a refusal for too little
grounding says the question is not about plants (plantqa.gate). "jasmine rice" in a care
question is a thing named after the plant, refused for the whole phrase, not the jasmine.
"""

from collections.abc import Container, Sequence

from . import lexicon as lx
from .after_name import another_plant
from .compounds import ALL_COLOURS, Mention
from .lexing import CAUSING, Lexicon, Word, complement
from .meals import PREPARATIONS
from .names import group_of
from .text import STOPWORDS, fold

__all__ = [
    "asks_a_word",
    "glued_unknown",
    "handled",
    "handled_at",
    "joined_to",
    "kept_kind",
    "pet_after",
    "risk_said",
    "said_to_be",
    "unframed",
]


def glued_unknown(m: Mention, blanked: Sequence[str], lexicon: Lexicon) -> bool:
    """A word glued after a name that other cards use but the named plant's never do: a thing
    named after the plant ("jasmine rice", "an apple watch", a dish: "apple pie") or another plant
    ("rose campion").
    A word no card uses at all is taken for a cultivar's ("pothos neon", "monstera adansonii"),
    whose care is the plant's. After "my" the word says what the plant does ("my aloe
    crispy"), and after an opening verb's subject it is a verb ("can a money tree survive"),
    unless it is another plant's name: "my rose campion", "does a rose campion need"."""
    if not m.glued_after:
        return False
    typed = m.whole.split()[-1]
    word = fold(typed)
    if _verb_next(blanked, m) or (m.start and blanked[m.start - 1] in lx.POSSESSIVE_DETERMINERS):
        return another_plant(word, m.phrase, m.cards, lexicon)
    if word in PREPARATIONS:  # a dish or drink made of it: "apple pie", "banana bread", "basil pesto"
        return True
    return typed not in lx.IRREGULAR_PAST and lexicon.knows(word) and not any(lexicon.card_uses(c, word) for c in m.cards)


# determiners of amount: "some lily of the valley", "a few tulips", "lots of basil"
_AMOUNTS = lx.folded("some any much many few more lots lot bit piece pieces bunch")


def handled(blanked: Sequence[str], m: Mention) -> bool:
    """The plant is the asker's own ("my echeveria is going mushy"), an amount of it, or what the asker does
    something to ("can I overwinter geraniums", "how do you overwinter dahlia tubers"), or keeps
    or makes so ("how to keep a calathea happy")."""
    return handled_at(blanked, m.start)


def handled_at(blanked: Sequence[str], start: int) -> bool:
    """`handled` for the plant or kind named from `start`: "my succulents", "keep cacti alive"."""
    k = start - 1
    if k >= 0 and (blanked[k] in lx.POSSESSIVE_DETERMINERS or blanked[k] in lx.QUANTIFIERS or blanked[k] in _AMOUNTS):
        return True  # or some of it: "my beagle scarfed some lily of the valley"
    k -= k >= 0 and blanked[k] in lx.DETERMINERS
    # or what is kept or made so: "how to keep a calathea happy" (lexing.complement)
    return (k >= 1 and blanked[k - 1] in ("i", "you", "we")) or (k >= 0 and blanked[k] in CAUSING)


def unframed(tokens: Sequence[str], wording: Sequence[str], lexicon: Lexicon, works: bool = False) -> bool:
    """No word outside the plants' names frames a plant or pet question: no pet, no plant word
    (a kind's word aside: "palm reading"), no word of growing, harm or care ("who sang kiss from
    a rose", "is poison ivy in the new batman film", "what happens to Tiger Lily in Peter Pan").
    The asker's own plant frames one, whatever is said of it ("my echeveria is going mushy").
    With `works` ("plant" said only of a works: framing.works_plant), a word of harm or care
    frames nothing without a plant word of its own: "tips for a job interview at the bottling
    plant", "is it safe to live near the nuclear plant", "how long to build a power plant"."""
    if any(t in lx.PET_WORDS for t in tokens):
        return False
    return not any(
        (t in lx.PLANT_DOMAIN and group_of(t) is None)
        or t in lx.PARTS
        or t in lx.GROWING
        or (not works and t in lx.HARM_WORDS)
        or (not works and t in lx.COMPARING)
        or (not works and lexicon.topic(t) and t not in ALL_COLOURS)  # a colour alone frames nothing: "brown switches"
        for t in wording
    )


def asks_a_word(ws: Sequence[Word]) -> bool:
    """The question asks about a word, not a plant: to translate it, how it is said or what it
    means in a language ("how do you say 'cherry blossom' in Japanese", "what does aloe mean
    in Arabic"), or a language's word for it ("what's the Japanese word for cherry blossom").
    The language is a capitalised word in that place, never one before a name ("a Japanese
    maple"), and "called in" asks a plant's other name ("what is pothos called in the US")."""
    for k, w in enumerate(ws):
        raw = w.raw.casefold()
        if raw in _TRANSLATING:
            return True
        if raw in ("word", "term") and 0 < k < len(ws) - 1 and ws[k + 1].word == "for" and ws[k - 1].cap and not ws[k - 1].start:
            return True
        language = k + 1 < len(ws) and raw == "in" and ws[k + 1].cap and not ws[k + 1].start and not ws[k + 1].gap
        ends = k + 2 >= len(ws) or bool(ws[k + 2].gap) or ws[k + 2].start
        if language and _said_before(ws, k) and (ends or _said_before(ws, k, _MEANING)):
            return True
    return False


def _said_before(ws: Sequence[Word], k: int, verbs: Container[str] | None = None) -> bool:
    """A verb of saying or meaning in the clause before word k."""
    while k > 0 and not ws[k].start and not ws[k].gap.startswith((".", "?", "!")):
        k -= 1
        if ws[k].raw.casefold() in (verbs or _SAYING):
            return True
    return False


_TRANSLATING = frozenset({"translate", "translated", "translation", "translations", "pronounce", "pronounced", "pronunciation"})
_MEANING = frozenset({"mean", "means", "meant", "meaning", "symbolise", "symbolize", "symbolises", "symbolizes"})
_SAYING = _MEANING | frozenset({"say", "says", "said", "write", "written", "spell", "spelled", "spelt"})


def _verb_next(blanked: Sequence[str], m: Mention) -> bool:
    """The name is the subject of a question's opening verb ("can a money tree survive", "will
    my jasmine flower"): the word after it is a verb, not part of a name."""
    return bool(blanked) and blanked[0] in lx.YES_NO_OPENERS and all(w in lx.DETERMINERS for w in blanked[1 : m.start])


def risk_said(blanked: Sequence[str], i: int, ws: Sequence[Word] = ()) -> bool:
    """A noun of risk at i said of something, not had by it: "is the monstera a problem",
    "will it be a risk", "which ones are the problem" (but "my cat has a problem with ...");
    or asked on its own after a stop or dash ("conifers in a horse field - problem?",
    "palms on the patio, any risk?", "lilies and two cats, a worry?")."""
    if ws:
        k = i - (blanked[i - 1] in ("a", "an", "any"))
        if ws[k].gap and (k == i or not ws[i].gap):
            return True
    if blanked[i - 1] == "the":  # "which ones are the problem", "is the lily the danger", "what's the risk"
        asked = bool(ws) and i >= 2 and ws[i - 2].raw.casefold().replace("\u2019", "'") in ("what's", "whats")
        return blanked[i - 2] in lx.BE_FORMS or asked
    return blanked[i - 1] in ("a", "an") and blanked[i - 2] not in ("has", "have", "had", "having", "got")


def kept_kind(blanked: Sequence[str], groups: Sequence[str]) -> set[str]:
    """The words that keep a kind named as a group, right before it ("spring bulbs", "winter
    flowering bulbs")."""
    out: set[str] = set()
    for i, w in enumerate(blanked):
        k = i - 1
        while k >= 0 and group_of(w) in groups and blanked[k] in lx.KEPT_KIND:
            out.add(blanked[k])
            k -= 1
    return out


def pet_after(blanked: Sequence[str], j: int, breeds: set[int] | frozenset[int] = frozenset(), others: bool = False) -> bool:
    """An animal at j, past a determiner or an owner: "my dog", "the cat", "cats", "our labrador";
    with `others`, one the listings do not cover too ("a problem for my cows")."""
    j += j + 1 < len(blanked) and blanked[j] in lx.DETERMINERS
    other = others and blanked[j] in lx.OTHER_ANIMALS
    return blanked[j] in lx.ANIMAL_WORDS or blanked[j] in lx.PET_WORDS or j in breeds or other


def joined_to(ws: Sequence[Word], i: int) -> bool:
    """Word i follows a joining word or punctuation, past an owner: "and cats", "and my cat",
    "with our puppy", "hawthorns, horses"."""
    j = i - 1 if i and ws[i - 1].word in lx.POSSESSIVE_DETERMINERS else i
    return j > 0 and (ws[j - 1].word in ("and", "with", "vs", "versus", "or", "plus") or bool(ws[j].gap))


def kept_as(ws: Sequence[Word], plants: Sequence[Mention], lexicon: Lexicon) -> tuple[frozenset[str], frozenset[str]]:
    """What a plant is kept or made ("keep a calathea happy", "make my coleus bushier":
    lexing.complement): no subject the cards must hold; and those words no named card uses,
    with the verb, which then ask nothing of a card and are no words to search for ("get my
    pothos fuller" keeps "fuller": its card says "a fuller look")."""
    kept = frozenset(
        ws[at].word
        for m in plants
        for at in (m.end, _becoming(ws, m.end))
        if 0 < at < len(ws) and complement(ws, m.start, at, lexicon.knows)
    )
    unused = {t for t in kept if not any(lexicon.card_uses(c, t) for m in plants for c in m.cards)}
    return kept, frozenset(unused | CAUSING) if unused else frozenset()


def _becoming(ws: Sequence[Word], k: int) -> int:
    """Where what a plant is to become stands after "to" and a verb of becoming at k ("get my
    monstera to grow bushier", "help my pothos to get fuller"); 0 when they are not there."""
    if k + 2 < len(ws) and ws[k].word == "to" and ws[k + 1].raw.casefold() in _BECOME and not ws[k + 2].gap:
        return k + 2
    return 0


_BECOME = frozenset({"grow", "be", "get", "become", "look", "stay", "go", "turn"})


# between a name and what it is said (not) to be: "peace lily isn't a real lily", "calla
# lilies are not true lilies", "the daylily is actually no lily"
_COPULA = frozenset({"is", "isnt", "are", "arent", "was", "wasnt", "s"})
# the plant said of again: "it's", "its" (typed so), "which", "that"
_REFERS = frozenset({"it", "its", "which", "that", "this"})
_SAID_AS = _COPULA | frozenset({"not", "no", "actually", "really", "technically", "even", "a", "an", "real", "true", "proper"})


def said_to_be(ws: Sequence[Word], plants: Sequence[Mention]) -> set[int]:
    """Indexes of the mentions that only say what the plant named just before is or is not
    ("peace lily isn't a real lily, so is it fine for my dog"): no plant asked about."""
    out: set[int] = set()
    for a, m in enumerate(plants):
        for b in range(a + 1, len(plants)):
            n = plants[b]
            between = [ws[k] for k in range(m.end, n.start)]
            if not (m.cards and n.cards and between):
                continue
            # said on its own after a stop or dash, of the plant as "it" or "which": "moss rose -
            # its not really a rose", "sago palm, which isn't a true palm"
            aside = bool(between[0].gap) and (between[0].word in _REFERS or between[0].word == "not")
            if any(w.gap for w in ws[m.end + aside : n.start + 1]):
                continue
            said = [w for w in between if not (aside and w.word in _REFERS)]
            if all(w.word in _SAID_AS for w in said) and any(w.word in _COPULA or w.word == "not" for w in said):
                out.add(b)
    return out


def works_plant(
    blanked: Sequence[str], wording: Sequence[str], lexicon: Lexicon, capitals: Container[str] | None = None
) -> tuple[str, ...]:
    """The wording less "plant" where every "plant" follows or comes before a word of a works
    ("the power plant", "a nuclear plant", "a plant manager") or a word no card uses nor any
    name holds ("the sellafield plant"): a works, which frames no plant question by itself.
    With `capitals` (in a safety question), only such a word typed with a capital ("the Tesla
    plant"): in lower case there it names a plant plantqa has no card for ("is an echinacea
    plant toxic to dogs")."""
    at = [i for i, w in enumerate(blanked) if w == "plant"]
    if not at:
        return tuple(wording)

    def foreign(w: str) -> bool:
        if w in lx.WORKS:  # "a bottling plant", "the plant manager": words the cards may use elsewhere
            return True
        plain = w.isalpha() and w not in STOPWORDS and w not in lx.KEEP_BEFORE and w not in ALL_COLOURS
        typed = capitals is None or w in capitals
        return plain and typed and not lexicon.knows(w) and w not in lexicon.names.name_words

    for i in at:
        if not (foreign(blanked[i - 1] if i else "") or foreign(blanked[i + 1] if i + 1 < len(blanked) else "")):
            return tuple(wording)
    return tuple(t for t in wording if t != "plant")
