"""The name table: every card's names as folded word phrases, and how a question's words meet them.

Names are matched as whole phrases, longest first, so "baby rubber plant" never
resolves to "rubber plant" and "grapes" never to "grape ivy". A word many names
share ("lily", "palm") never identifies a plant on its own. Besides names the
table holds two kinds of entry a question can never type, told apart by their
first character:

- "!slug": under a look-alike phrase a card lists in `not_names` ("yellow
  jasmine" on the jasmine card): matched like a name, answered by no card.
- "#group": the cards of a kind of plant ("#lily", "#succulent"), from the
  kind words in their names and the card's own `groups`.
"""

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from .lexicon import GENERIC, GROUPS, KINDS, OTHER_ANIMALS
from .spacing import spacing
from .spelling import (
    LONG_TYPO,
    another_word,
    close_in_length,
    far_keys,
    first_sound_respelled,
    same_stem,
    sounded_alike,
    sounded_pair,
    two_edits,
    typed_slips,
)
from .tables import SortedStrings, StringMap
from .text import STOPWORDS, fold, one_edit, vowel_changed, words

NOT = "!"  # marks a look-alike entry's card: never answered from
GROUP = "#"  # prefixes a group's key


def group_of(word: str) -> str | None:
    """The group a folded word names ("cacti" -> "cactus", "lily" -> "lily"), or None."""
    word = KINDS.get(word, word)
    return word if word in GROUPS else None


class Match(NamedTuple):
    name: str  # the folded words of the question that matched
    cards: tuple[str, ...]  # the cards the name stands for; empty for a look-alike
    start: int
    end: int
    lookalike: tuple[str, ...] = ()  # for a look-alike: the cards it must never be answered from


def one_word_at(match_at: dict[int, Match], j: int, word: str) -> bool:
    """Word j is a plant's whole name by itself ("Lily", "Basil") or, inside no name, a kind's
    word ("fern"): what a pet's name can be."""
    m = match_at.get(j)
    return (m.start, m.end) == (j, j + 1) if m is not None else group_of(word) is not None


def covered(matches: Iterable[Match]) -> set[int]:
    """Positions of the question's words that are inside a matched name."""
    return {i for m in matches for i in range(m.start, m.end)}


def words_of(matches: Iterable[Match]) -> list[str]:
    """The words of the matched names, once per occurrence."""
    return [w for m in matches for w in m.name.split()]


def adjective_of(word: str, known: Callable[[str], bool]) -> bool:
    """A word that is a card word with -y or -ey added, an adjective made of it ("holey" of
    hole, "spikey" of spike, "twiggy" of twig): what the thing is like, no typo of a name."""
    return adjective_base(word, known) is not None


def adjective_base(word: str, known: Callable[[str], bool], ends: Sequence[str] = ("ey", "y")) -> str | None:
    """The card word a word is made of with one of `ends` added ("holey": hole, "twiggy":
    twig; with more ends, "whitish": white, "droopiness": droop), or None: the stem as it
    stands, with a doubled last letter single, or with a silent e back, folded or as typed
    ("shrivelly": shrivel). "-iness" is "-y" first."""
    for end in ends:
        stem = word[: -len(end)]
        if not word.endswith(end) or len(stem) < 3:
            continue
        if end == "iness":
            return adjective_base(stem + "y", known, ends)
        single = stem[:-1] if stem[-1] == stem[-2] else ""
        for base in (stem, single, stem + "e"):
            for form in (fold(base), base) if base else ():
                if known(form):
                    return form
    return None


class NameTable(NamedTuple):
    """Card names as folded words joined by spaces, for phrase matching."""

    names: StringMap  # "baby rubber plant" -> card slugs; "!"-marked look-alikes; "#group" -> members
    longest: int  # words in the longest name
    name_words: StringMap  # a word of some name -> the names it appears in, for display
    firsts: SortedStrings  # the first word of every name
    generic: StringMap  # a GENERIC word ("palm") -> the names it appears in ("parlor palm", ...)

    def match(self, tokens: Sequence[str]) -> list[Match]:
        """Longest-first, left-to-right phrase matches; a word belongs to at most one match.
        An empty token (a pet's name set aside) matches nothing and ends no name."""
        out, i = [], 0
        starts = self.firsts.find_all(tokens)  # one batch rules out most words as a name's start
        while i < len(tokens):
            if starts[i] < 0:
                i += 1
                continue
            keys = [" ".join(tokens[i : i + n]) for n in range(min(self.longest, len(tokens) - i), 0, -1)]
            hit = self.names.first_of(keys)  # the longest name starting here, in one batch
            if hit is None:
                i += 1
                continue
            length = len(keys) - hit[0]
            if length > 1 and self._outrun(tokens, starts, i, length):
                i += 1  # "red lily of the valley": lily of the valley, with a word glued before it
                continue
            out.append(_match(keys[hit[0]], hit[1], i, i + length))
            i += length
        return out

    def _outrun(self, tokens: Sequence[str], starts: Sequence[int], i: int, length: int) -> bool:
        """Whether a longer name starts inside the one matched at i and runs past its end
        ("red lily" in "red lily of the valley"): the longer name is the one meant."""
        after = tokens[i + length] if i + length < len(tokens) else ""
        if not (after in STOPWORDS or after in self.name_words or after in self.generic):
            return False  # the cheap test first: no name runs on into "toxic" or "safe"
        for j in range(i + 1, i + length):
            if starts[j] < 0:
                continue
            longest = min(self.longest, len(tokens) - j)
            # only a name longer than the one matched can run past its end from inside it
            keys = [" ".join(tokens[j : j + n]) for n in range(longest, length, -1)]
            if keys and self.names.first_of(keys) is not None:
                return True
        return False

    def members(self, group: str) -> tuple[str, ...]:
        """The cards of a group ("lily": peace lily, calla lily, Easter lily, ...), or of a head
        word that ends several names ("hemlock": poison hemlock, water hemlock, ...)."""
        kept = self.names.get(GROUP + group)
        if kept is not None:
            return kept
        if " " in group:  # "fruit tree": a kind and its head, the cards of both at once
            first, *rest = (self.members(w) for w in group.split())
            return tuple(c for c in first if all(c in r for r in rest))
        out: dict[str, None] = {}
        for shown in self.name_words.get(group) or ():
            key = " ".join(words(shown))
            # "flame of the woods" is no kind of wood; a genus heads scientific names ("Citrus limon")
            if (key.endswith(" " + group) and " of " not in key) or (shown[:1].isupper() and key.startswith(group + " ")):
                out.update(dict.fromkeys(self.names.get(key) or ()))
        return tuple(c for c in out if not c.startswith(NOT))

    def head_kind(self, word: str, typed: str = "") -> str | None:
        """A word that ends the names of two or more cards and names none itself, typed as a
        plural ("hemlocks", "maples", "pines"): asked alone, it asks about all of them, like a
        kind. A singular ("is parsley safe", "pine needles") means one plant, unknown here, and
        a verb's form folded to it is no plural ("wondering", "tearing", "facing")."""
        if typed and (typed == word or not typed.endswith(("s", "i"))):
            return None
        if word in GENERIC or not word.isalpha() or len(word) < 3 or word in self.names:
            return None  # the cheap tests first: this runs for most words of a question
        return word if len(self.members(word)) >= 2 else None

    def respell(
        self, tokens: Sequence[str], known: Callable[[str], bool], raws: Sequence[str] = ()
    ) -> tuple[list[str], list[int], dict[str, str]]:
        """Mend how people write names: one-letter typos, a Latin plural, spacing.

        Only a word the corpus has never seen is mended, and only to a single name word:
        - one edit away for words of 8+ letters ("monsterra", "dieffenbacia"); for words of
          5-7 letters one letter changed or two swapped, the first letter kept ("tulep",
          "basli"), or from 6 letters one dropped ("monstra", "olander"), never one added
          ("croutons" is a word, not croton); a doubled letter typed once too often ("lilly"
          -> lily, a kind: "lillies" are lilies); two of four letters swapped only inside a
          longer name ("parlour plam");
        - a Latin plural in -i ("cacti", "gladioli") read as the -us name word;
        - a name written as one word ("spiderplant") or split ("heart leaf" for heartleaf).
        Returns the words, the position of the word each came from, and for each mended
        spelling what it was read as (plurals and spacing are how people write, so only
        typos are reported).
        """
        out, fixed = list(tokens), {}
        for i, word in enumerate(tokens):
            around = tokens[i - 1 : i + 2] if 0 < i < len(tokens) - 1 else []
            if word == "n" and around and around[0] in self.name_words and around[2] in self.name_words:
                out[i] = "and"  # "hens n chicks", "hens 'n' chicks": and, as typed for short
                continue
            if word in STOPWORDS:
                continue  # "there" is no typo of "three"
            single = word[:-1] if word.endswith(("oe", "se", "xe", "ze")) and word not in self.name_words else ""
            if single and (single in self.name_words or single in self.generic):
                out[i] = word[:-1]  # an -es plural folds to -e: "tomatoes", "cactuses", "irises"
                continue
            bare = word[:-1] if len(word) >= 6 and word.endswith("e") else ""  # an -es plural on a name that takes -s
            if bare and (bare in self.name_words or bare in self.generic) and word not in self.name_words:
                out[i] = fixed[word] = bare  # "tulipes", "peonyes", "cyclamenes"
                continue
            # or an -e typed after a name ending in -s, which folds away: "pothose" is pothos
            if bare.endswith("s") and fold(bare) in self.name_words and fold(bare) != bare and word not in self.name_words:
                out[i] = fixed[word] = fold(bare)
                continue
            latin = word[:-1] + "us" if len(word) >= 4 and word.endswith("i") else ""
            if latin and (latin in self.name_words or latin in self.generic):
                out[i] = latin  # "easter cacti"
                continue
            if len(word) < 4 or word in self.name_words or word in self.generic or word in OTHER_ANIMALS:
                continue  # and an animal's word is no typo of a name: "betta" is no beet's "Beta"
            if known(word):  # a word the cards use, unless only as the stem of a name ("daffodills")
                near = self._undoubled(word)  # (the cheap test first: most words of a question are known)
                if not (len(near) == 1 and same_stem(word, near[0])):
                    continue
            elif (i >= len(raws) or raws[i].endswith("y")) and adjective_of(word, known) and not self._name_slipped(word):
                # "holey" leaves are full of holes, no holly (as typed: "kalanchoie" folds to a -y)
                continue
            else:
                near = self._naming(out, i, self._one_edit(word) or self._sounded(word))
                if not near and i < len(raws):  # the typo folded apart from the name: "foxglve" -> "foxglf"
                    near = self._naming(out, i, self._typed_edits(raws[i]))
            if len(near) == 1:
                out[i] = fixed[word] = near[0]
        beside: set[int] = set()
        for i, word in enumerate(tokens):  # four letters, two swapped: only inside a longer name, below
            if len(word) == 4 and out[i] == word and word not in STOPWORDS and not known(word) and word not in self.name_words:
                swapped = [w for w in (word[0] + word[2] + word[1] + word[3], word[:2] + word[3] + word[2]) if w in self.generic]
                if len(swapped) == 1:
                    out[i] = fixed[word] = swapped[0]
                    continue
            if 3 <= len(word) <= 5 and out[i] == word and word not in STOPWORDS and not known(word):
                # or one edit, where the word and its neighbour then make a name of two words
                # ("aloe vara", "rubber plnt", "spidr plant"); alone, so few letters are too few
                near = self._beside_name(out, i)
                if len(near) == 1:
                    out[i] = fixed[word] = near[0]
                    beside.add(i)
        for i, word in enumerate(tokens[:-1]):  # sounded as a name's first word beside its rest: "piece lily"
            alt = sounded_pair(word, out[i + 1], lambda p: bool(self.names.get(p))) if out[i] == word else None
            if alt is not None:
                out[i] = fixed[word] = alt
        matched = self.match(out)
        inside = covered(matched)
        long_names = covered(m for m in matched if m.end - m.start > 1)
        for i, word in enumerate(tokens):  # a mend that names no plant or kind is no mend: "sleep" is not "sheep"
            short = len(word) == 4 or i in beside
            if word in fixed and ((i not in inside and group_of(out[i]) is None) or (short and i not in long_names)):
                out[i] = word  # and "plam" is a palm only in "parlour plam"
                del fixed[word]
        spaced, sources = spacing(self, out, known, inside, fixed)
        return spaced, sources, fixed

    def _naming(self, words: Sequence[str], i: int, near: list[str]) -> list[str]:
        """Of several mends for word i, those that name a plant or kind where it stands, as
        every mend must (below), in the longest name there: "azalia" alone is azalea, not the
        "aralia" of false aralia; "false aralea" is that false aralia."""
        if len(near) < 2:
            return near
        lo = max(0, i - 3)
        window = list(words[lo : i + 4])

        def span(w: str) -> int:
            window[i - lo] = w
            spans = [m.end - m.start for m in self.match(window) if m.start <= i - lo < m.end and m.cards]
            return max(spans, default=1 if group_of(w) is not None else 0)

        spans = {w: span(w) for w in near}
        best = max(spans.values())
        near = [w for w in near if spans[w] == best] if best else near
        # still several: one a vowel changed, as names are misspelled by sound ("azalia")
        by_sound = [w for w in near if vowel_changed(words[i], w)] if len(near) > 1 else near
        return by_sound if len(by_sound) == 1 else near

    def _beside_name(self, words: Sequence[str], i: int) -> list[str]:
        """Name words one edit from word i that end a name with the words before it or start one with the next:
        for "plnt" after "rubber", "plant" (rubber plant); for "vara" after "aloe", "vera"."""
        out: set[str] = set()
        word = words[i]
        # a name may start up to three words before ("rubber plnt", "lily of the vally")
        starts = [k for k in range(max(0, i - 3), i) if words[k] in self.firsts]
        after = i + 1 < len(words) and (words[i + 1] in self.name_words or words[i + 1] in self.generic)  # or end there
        if not (starts or after):  # no neighbour can share a name with it: nothing to look up ("how often ... madodu")
            return []
        pool = close_in_length(self.name_words.keys_, word, 1) + close_in_length(self.generic.keys_, word, 1)
        for w in (w for w in pool if one_edit(word, w) and not far_keys(word, w)):
            pairs = [[*words[k:i], w] for k in starts]
            pairs += [[w, words[i + 1]]] if i + 1 < len(words) else []
            if any(any((m.start, m.end) == (0, len(p)) and m.cards for m in self.match(p)) for p in pairs):
                out.add(w)
        return sorted(out)

    def _one_edit(self, word: str) -> list[str]:
        if len(word) >= 8:  # a name's word or a kind's ("philodendron" names eight cards)
            near = [w for w in self._named_close(word, 1) if one_edit(word, w)]
            if near or len(word) < LONG_TYPO - 2:  # "sheflera": two letters dropped from a long name
                return near
            # a long name typed two letters off ("rodedendron", "bouganvilla", "filodendron"): a name
            # that long has no other name two edits away, so the mend is as sure as one edit in a short one
            far = self._named_close(word, 2)
            return [w for w in far if len(w) >= LONG_TYPO and two_edits(word, w) and not another_word(word, w)]
        if len(word) >= 5:  # a letter changed or two swapped, not one added: "croutons" stays croutons
            near = [w for w in close_in_length(self.name_words.keys_, word, 0) if one_edit(word, w) and not far_keys(word, w)]
            if not near and len(word) >= 6:  # or one dropped, in a word of 6+: "monstra", "olander"
                near = [w for w in close_in_length(self.name_words.keys_, word, 1) if len(w) > len(word) and one_edit(word, w)]
            if near:
                return near
        return self._undoubled(word)

    def _named_close(self, word: str, slack: int) -> list[str]:
        """Names' and kinds' words that start with word's letter, within `slack` of its length."""
        return sorted({*close_in_length(self.name_words.keys_, word, slack), *close_in_length(self.generic.keys_, word, slack)})

    def _sounded(self, word: str) -> list[str]:
        """Names the word becomes with its first sound spelled the other way ("filodendron":
        philodendron, "kalla": calla), as it is or one edit off: the one mend that changes
        the first letter, which every other keeps."""
        alt = first_sound_respelled(word)
        if not alt:  # or a vowel sound spelled the other way, to a name's word exactly: "ponytale"
            return sorted({w for w in sounded_alike(word) if w in self.name_words})
        return [alt] if alt in self.name_words or alt in self.generic else self._one_edit(alt)

    def _typed_edits(self, raw: str) -> list[str]:
        """Name words one typing slip from the word as typed, folded after the mend: a letter
        dropped or doubled, one added (from nine letters), two swapped, or a vowel for another;
        the first letter kept, and from five letters. Folding a typo can take it two edits from the folded name
        ("foxglve" folds to "foxglf", "foxglove" to "foxglov"), so the slip is undone first."""
        return sorted({f for f in map(fold, typed_slips(raw)) if f in self.name_words or f in self.generic})

    def _name_slipped(self, word: str) -> bool:
        """A long name ending in a vowel with a -y typed after it ("kalanchoey", "begoniay",
        "poinsettiay"): a slip of the key, no adjective; English makes its adjectives in -y of
        words ending in a consonant ("lemony", "minty", "cinnamony", "peppery" stay words)."""
        base = word[:-1]
        return len(base) >= 7 and word.endswith("y") and base[-1] in "aeiou" and base in self.name_words

    def _undoubled(self, word: str) -> list[str]:
        """Names the word becomes with one doubled letter typed once ("lilly", "daffodill")."""
        undoubled = {fold(word[:j] + word[j + 1 :]) for j in range(len(word) - 1) if word[j] == word[j + 1]}
        return sorted(w for w in undoubled if w in self.name_words or w in self.generic)

    def unmatched_name_words(self, tokens: Sequence[str], matches: Sequence[Match]) -> list[str]:
        """Question words that belong to some plant name but were not part of a whole name."""
        inside = covered(matches)
        return [t for i, t in enumerate(tokens) if i not in inside and t in self.name_words]


def _match(key: str, cards: tuple[str, ...], start: int, end: int) -> Match:
    real = tuple(c for c in cards if not c.startswith(NOT))
    if real:
        return Match(key, real, start, end)
    return Match(key, (), start, end, tuple(c[1:] for c in cards))
