"""A question's words as typed: case, possessives and punctuation kept beside the folded form.

The reader's rules of position need what plantqa.text.words drops: that "Lily" was
capitalised after "my cat", that "mum's" owns the dog, that a comma stands between
"Daisy" and "my lab". The folded words are exactly those words() gives, so names
match the name table's keys.
"""

import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import NamedTuple

from . import lexicon as lx
from .meals import PREPARATIONS
from .names import Match, NameTable
from .text import STOPWORDS, _fold_cached, possessive_s, words

_TOKEN = re.compile(r"[^\W_]+(?:['\u2019\u2018`][^\W_]+)*")
_APOSTROPHE = re.compile(r"['\u2019\u2018`]")
_WORD = re.compile(r"[^\W_]+")


class Word(NamedTuple):
    raw: str  # as typed, apostrophes kept
    word: str  # folded as plantqa.text.words folds it (stopwords kept as typed)
    cap: bool  # capitalised, and not the first word of a sentence
    upper: bool  # capitalised anywhere (a name at the start of a sentence)
    possessive: bool  # typed with 's or s'
    gap: str  # the punctuation between it and the word before ("" when only spaces)
    start: bool = False  # the first word of a sentence


def adverb_of(w: Word, known: Callable[[str], bool]) -> bool:
    """An adverb made with -ly of a word the cards use ("safely", "properly", "happily"): how a
    thing is done, never a thing named after the plant before it ("prune the oleander
    safely"); "jelly" and "family" leave no such word without their -ly."""
    raw = w.raw.casefold()
    if not raw.endswith("ly") or len(raw) < 5:
        return False
    stem = words(raw[:-3] + "y" if raw.endswith("ily") else raw[:-2])
    return len(stem) == 1 and known(stem[0])


def participle(w: Word) -> bool:
    """An -ing or -ed form the tokenizer folds to a stem ("chewing", "wilted"), not a word
    that merely ends so ("spring", "string", "red", "seed")."""
    raw = w.raw.casefold()
    return raw.endswith(("ing", "ed")) and w.word != raw


class Lexicon:
    """What the reader needs from an index: its name table, whether the cards use a word,
    whether a word names a care topic (a section heading's or topic card's word), and
    whether a card uses a word (`card_uses(slug, word)`; every card, without an index)."""

    def __init__(
        self,
        names: NameTable,
        knows: Callable[[str], bool],
        topic: Callable[[str], bool],
        card_uses: Callable[[str, str], bool] = lambda _slug, _word: True,
    ) -> None:
        self.names, self.knows, self.topic, self.card_uses = names, knows, topic, card_uses


def _gap(gap: str) -> str:
    """The punctuation between two words, spaces dropped; a hyphen with a space beside it is
    a dash between clauses ("the jade plant - Lily is a dog"), read as the en dash it stands
    for, not a hyphen joining one name ("aloe-vera")."""
    marks = "".join(gap.split())
    return "\u2013" if marks == "-" and gap != "-" else marks


def lex(text: str) -> list[Word]:
    """The question's words with their case, possessives and punctuation, folded exactly as
    plantqa.text.words folds them (a text it would fold differently keeps words() alone)."""
    t = unicodedata.normalize("NFKC", text).replace("&", " and ")
    # a question typed in capitals says nothing by them: read as a sentence-case writer
    # would have typed it ("MY CAT LILY ATE SOME POTHOS" names the cat Lily, not four names)
    shouted = not any(c.islower() for c in t) and sum(c.isupper() for c in t) > 1
    out: list[Word] = []
    pos, start = 0, True
    for m in _TOKEN.finditer(t):
        gap = t[pos : m.start()]
        pos = m.end()
        if out and gap.strip() == "." and out[-1].raw.casefold() in _ABBREVIATIONS and m.group().casefold() not in STOPWORDS:
            gap = " "  # "St. John's wort", "st. john's wort": an abbreviation's stop ends no sentence
        if any(c in ".!?;:" for c in gap):
            start = True
        raw = m.group()
        lowered = raw.casefold()
        possessive = lowered.endswith(("'s", "\u2019s")) or (lowered.endswith("s") and t[pos : pos + 1] in ("'", "\u2019"))
        for piece in _WORD.findall(_APOSTROPHE.sub("", possessive_s(lowered))):
            word = piece if piece in STOPWORDS else _fold_cached(piece)
            cap = raw[:1].isupper() and not (shouted and not start)
            out.append(Word(raw, word, cap and not start, cap, possessive, _gap(gap), start))
            start = False
    out = [w._replace(possessive=False) if w.possessive and _is_said(out, k) else w for k, w in enumerate(out)]
    expected = words(text)
    if [w.word for w in out] != expected:
        return [Word(w, w, False, False, False, "", i == 0) for i, w in enumerate(expected)]
    return out


# Abbreviations typed with a stop inside a name or title ("St. John's wort"); before a
# function word the stop ends a sentence after all ("we live on Main St. My cat ...")
_ABBREVIATIONS = frozenset({"st", "mt", "ft", "dr", "mr", "mrs", "ms"})


# What is said of a thing right after its "'s" makes that "is": "geranium's toxic to cats?",
# "the pothos's not safe", "the jade plant's really toxic" (never a noun: "the lily's pollen")
_SAID = frozenset(
    "alright bad dangerous deadly fatal fine harmful harmless hazardous lethal nonpoisonous nontoxic ok okay "
    "poisonous risky safe toxic unsafe not really very definitely actually totally completely super so too".split()
)


def _is_said(ws: Sequence[Word], k: int) -> bool:
    said = k + 1 < len(ws) and not ws[k + 1].gap and ws[k + 1].raw.casefold() in _SAID
    return said and ws[k].raw.casefold().endswith(("'s", "\u2019s"))


# --- where a plant's name ends -------------------------------------------------------------
# Two rules of English word order that tell a word after a name from a word glued to it
# (compounds.py).
#
# - A compound puts its plural on the head, its last word: "peace lilies", "tulip trees",
#   never "lilies peace". A name typed in the plural ("azaleas") is the head of its own
#   phrase, so the next word starts something else ("are azaleas risky for dogs").
# - After "is" or "are" and the name, a word followed by "for", "to", "around", "near" or
#   "with" and a pet, or by the question's end, stands where a predicate adjective does
#   ("is foxglove hazardous for cats"). "are" agrees with a plural subject, and a plural
#   is on the head: "are pothos risky for cats" reads so whatever the name's form. After
#   "is" only a word of an adjective's form (-ous, -ful, -less, ...) is read so, as a noun
#   may stand there ("is jasmine rice for dogs"), and a noun may make a product or plant.

# Endings that make a word an adjective, not a noun that could name a product or plant;
# not -y ("jelly", "honey") nor -ic ("tonic"): nouns end so too.
ADJECTIVE_ENDINGS = ("ous", "ful", "less", "ish", "ive", "ical", "able", "ible")
# What follows a predicate adjective said of a plant and a pet: "risky for dogs".
RELATING = frozenset({"for", "to", "around", "near", "with"})
PLURAL_BE = frozenset({"are", "were"})
SINGULAR_BE = frozenset({"is", "was"})


def typed_plural(w: Word, names: NameTable) -> bool:
    """The name's last word typed in none of the spellings its names have and ending as a
    plural does ("azaleas", "lilies", "cacti"): a plural. "pothos", "pinks" and "iris" are
    names' own spellings, so not; a word no name spells is no plural of one."""
    raw = w.raw.casefold()
    if not raw.endswith(("s", "i")) or w.possessive:
        return False
    shown = (names.name_words.get(w.word) or ()) + (names.generic.get(w.word) or ())
    spellings = {part for s in shown for part in s.casefold().replace("-", " ").split()}
    return bool(spellings) and raw not in spellings


def predicate(ws: Sequence[Word], start: int, after: int) -> bool:
    """Word `after` follows a name (from `start`) that opens a sentence as "is/are [the]
    NAME", and stands before a pet or the end where an adjective said of it does."""
    k = start - 1
    while k >= 0 and ws[k].word in lx.DETERMINERS and not ws[k].gap:
        k -= 1
    if k < 0 or not (k == 0 or ws[k].start or ws[k].gap) or ws[k].word not in PLURAL_BE | SINGULAR_BE:
        return False
    nxt = after + 1
    if nxt < len(ws) and not ws[nxt].gap:
        j = nxt + 1 + (nxt + 1 < len(ws) and ws[nxt + 1].word in lx.DETERMINERS)
        pet = j < len(ws) and (ws[j].word in lx.ANIMAL_WORDS or ws[j].word in lx.PET_WORDS)
        if ws[nxt].word not in RELATING or not pet:
            return False
    w = ws[after]
    return ws[k].word in PLURAL_BE or (w.raw.casefold().endswith(ADJECTIVE_ENDINGS) and w.word.isalpha())


# verbs whose object is followed by what it is to be or become: "make my coleus bushier"
CAUSING = lx.folded("make makes making keep keeps keeping kept get gets getting help helps helping")


def complement(ws: Sequence[Word], start: int, after: int, knows: Callable[[str], bool]) -> bool:
    """Word `after` follows a name (from `start`) that is the object of a verb of making or
    keeping ("how do I make my leggy coleus bushier", "keeping a bird of paradise alive",
    "what keeps a boston fern green"), and ends its clause: it says what the plant is to
    be, no word of another plant's or a thing's name. A preparation ("make lavender oil")
    and a part or holder ("get a pothos cutting") stay what they are."""
    k = start - 1
    while k >= 0 and start - k <= 3 and ws[k].word not in CAUSING and not ws[k + 1].gap and _said_of(ws[k].word):
        k -= 1  # "make my leggy coleus": a determiner and words said of the plant
    if k < 0 or ws[k].word not in CAUSING or ws[k + 1].gap:
        return False
    w, nxt = ws[after], after + 1
    if w.word in PREPARATIONS or w.word in lx.PARTS or w.word in lx.HOLDERS or w.word in lx.PLANT_DOMAIN or not w.word.isalpha():
        return False
    if not _adjective(w.raw.casefold(), knows):  # "how do I get lime scale out": a noun, the name's own
        return False
    # the clause may go on with where or when: "alive indoors over the winter", "alive outside", "warm overnight"
    return nxt >= len(ws) or bool(ws[nxt].gap) or ws[nxt].word in STOPWORDS or ws[nxt].word in _WHERE_WHEN


_WHERE_WHEN = lx.FRAMING | lx.PLACES | lx.GROWING  # "today", "outside", "outdoors"


# what a plant is kept: plain adjectives no ending tells ("keep my aloe small")
_KEPT = frozenset("alive small compact short upright straight warm dry moist damp wet cool tidy neat strong".split())


def _adjective(raw: str, knows: Callable[[str], bool]) -> bool:
    """An adjective by its form: a colour, one of _KEPT, an adjective's ending ("vigorous",
    "attractive"), a -y word ("happy", "bushy"), or a comparative of a word the cards use
    ("fuller", "bigger", "bushier"), which "water" and "winter" are not."""
    if raw in lx.COLOURS or raw in _KEPT or raw.endswith(ADJECTIVE_ENDINGS):
        return True
    if raw.endswith("y") and not raw.endswith("ly") and len(raw) > 3:
        return True
    if raw.endswith("ier"):
        return True
    if raw.endswith("er") and len(raw) > 4:
        base = raw[:-2]
        return knows(base) or (base[-1] == base[-2] and knows(base[:-1]))
    return False


def _said_of(t: str) -> bool:
    return t in lx.DETERMINERS or (t not in STOPWORDS and t not in lx.PLACES)


def asked_safe(ws: Sequence[Word], start: int, end: int) -> bool:
    """A named plant opens the question as its subject and a word of harm is said of it, last
    in its sentence or before "or" ("is lavender safe?", "are orchids really safe or is that a
    myth", "is a snake plant harmless", "we have a puppy, is lavender ok"): safe for whom goes
    unsaid, so it asks the finding.
    "is pothos safe to prune" asks about pruning."""
    k = start - 1
    while k >= 0 and ws[k].word in lx.DETERMINERS and not ws[k].gap:
        k -= 1
    # the question may open a clause after a comma: "we got a greyhound, is lavender ok"
    if k < 0 or not (k == 0 or ws[k].start or "," in ws[k].gap) or ws[k].word not in PLURAL_BE | SINGULAR_BE:
        return False
    j = end
    while j < len(ws) and not ws[j].gap and ws[j].raw.casefold() in ("really", "actually", "truly", "even", "still", "totally"):
        j += 1
    if j >= len(ws) or ws[j].gap or ws[j].word not in lx.HARM_WORDS or ws[j].word in lx.EATING:
        return False
    return j + 1 == len(ws) or ws[j + 1].start or bool(ws[j + 1].gap) or ws[j + 1].word == "or"


# --- what is said of a pet or a plant (reading.read) ---------------------------------------


def pet_state(ws: Sequence[Word], blanked: Sequence[str], outside: Sequence[bool], inside: set[int]) -> frozenset[str]:
    """Words that say a pet's state, after the pet and "at" or "in" with no determiner: "is
    my dog at risk", "could my kitten be at any risk", "is the cat in danger". "my dog is in
    the garden" says where it is, not its state."""
    out: set[str] = set()
    for j, w in enumerate(blanked):
        if not outside[j] or not (w in lx.ANIMAL_WORDS or w in lx.PET_WORDS):
            continue
        k = j + 1
        while k < len(ws) and (blanked[k] in lx.AUXILIARIES or blanked[k] in lx.MODALS) and not ws[k].gap:
            k += 1
        if k >= len(ws) or blanked[k] not in ("at", "in") or ws[k].gap:
            continue
        k += 1
        while k < len(ws) and blanked[k] in ("any", "no", "some") and not ws[k].gap:
            k += 1
        while k < len(ws) and blanked[k] and blanked[k] not in STOPWORDS and k not in inside and not ws[k].gap:
            out.add(blanked[k])
            k += 1
    return frozenset(out)


def plant_is_a(ws: Sequence[Word], blanked: Sequence[str], inside: set[int]) -> frozenset[str]:
    """Nouns said of a named plant as what it is, with the words before them: "is the oleander
    in the yard a problem", "if the rubber plant is a problem", "are the foxgloves a risk",
    "is a ponytail palm a good idea". The name heads the subject (past a determiner or size),
    so "are brown spots on my monstera a problem" is not one."""
    out: set[str] = set()
    for a in range(1, len(ws) - 1):
        if blanked[a] not in ("a", "an") or ws[a + 1].gap or a + 1 in inside:
            continue
        i = a + 1  # the noun ends the phrase: "a problem", "a good idea", "a safe choice"
        while i + 1 < len(ws) and i < a + 3 and not ws[i + 1].gap and blanked[i + 1] not in _ENDS_NOUN:
            i += 1
        if i + 1 < len(ws) and not ws[i + 1].gap and blanked[i + 1] not in _ENDS_NOUN:
            continue  # "a low light plant for my office": no noun said of the plant
        c = a - 1
        while c > 0 and not ws[c].gap and blanked[c - 1] not in ("if", "whether"):
            c -= 1
        span = list(range(c, a))
        if not span:
            continue
        if blanked[span[0]] in _BE:
            subject = span[1:]
        elif blanked[span[-1]] in _BE:
            subject = span[:-1]
        else:
            continue
        head = next((k for k in subject if blanked[k] not in lx.DETERMINERS and blanked[k] not in lx.KEEP_BEFORE), None)
        if head is not None and head in inside and not any(blanked[k] in _BE for k in subject):
            out.update(blanked[a + 1 : i + 1])
    return frozenset(out)


_BE = frozenset({"is", "are", "was", "were", "be"})
_AFTER_NOUN = frozenset({"for", "to", "with", "if", "around", "near", "when"})
_ENDS_NOUN = _AFTER_NOUN | lx.PLACES  # "a good idea in the living room"


def harm_typo(word: str, lexicon: Lexicon) -> str:
    """A harm word typed one letter off, where the cards never use the word ("toxc", never "save")."""
    if lexicon.knows(word) or word in lexicon.names.name_words or word in STOPWORDS:
        return word
    return _near(word, lx.HARM_WORDS) or word


def slot_typos(ws: list[Word], matches: Sequence[Match]) -> list[Word]:
    """A harm word typed as another word one letter off, where only a harm word stands: right
    after a plant's name (`matches`) and before "for" or "to" and an animal ("is pothos sage for
    cats": autocorrect's "safe"), in a question with no harm word of its own. No word of a
    name there is ever read so ("is texas sage for cats"), nor one that follows no name ("is
    sage ok": the plant asked about)."""
    words = [w.word for w in ws]
    if any(w in lx.HARM_WORDS for w in words) or not any(w in _SLOT_AFTER for w in words):
        return ws
    named = {k for m in matches for k in range(m.start, m.end)}
    out = list(ws)
    for i in range(len(words) - 2):
        w = words[i]
        if w in STOPWORDS or i in named or i - 1 not in named or words[i + 1] not in _SLOT_AFTER:
            continue
        near = _near(w, lx.HARM_WORDS)
        if near and _animal_at(words, i + 2):
            out[i] = ws[i]._replace(word=near)
    return out


_SLOT_AFTER = frozenset({"for", "to", "4", "around", "near"})


def _animal_at(words: Sequence[str], k: int) -> bool:
    """An animal word at k, past up to two determiners or words of age ("my new kitten")."""
    for j in range(k, min(k + 3, len(words))):
        if words[j] in lx.ANIMAL_WORDS:
            return True
        if words[j] not in lx.DETERMINERS and words[j] not in lx.AGE_WORDS and words[j] not in lx.KEEP_BEFORE:
            return False
    return False


def content_tokens(blanked: Sequence[str]) -> list[str]:
    """Content words for retrieval: no stopwords and no pets' names; "non toxic" and "toxic
    free" read as "nontoxic"."""
    out: list[str] = []
    for t in blanked:
        if not t or t in STOPWORDS:
            continue
        if out and ((out[-1] == "non" and t in lx.STRONG_HARM) or (out[-1] in lx.STRONG_HARM and t == "free")):
            out[-1] = "nontoxic"
            continue
        out.append(t)
    return out


def _near(word: str, vocab: frozenset[str]) -> str | None:
    """The vocabulary word one edit (or one swap of neighbours) away, for words of 4+ letters."""
    from .text import one_edit

    if len(word) < 4:
        return None
    for v in sorted(vocab):
        if abs(len(v) - len(word)) <= 1 and v[0] == word[0] and one_edit(word, v):
            return v
    return None
