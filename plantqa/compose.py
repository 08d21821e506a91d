"""Composing an answer: verdict lines from front matter, then quotes, each cited.

Nothing here writes a claim of its own: a verdict is a card's front matter put into a
fixed sentence, every other line is a sentence quoted from a card with its [n].
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from typing import Any

from . import lexicon as lx
from .answer import (
    ADVICE,
    UNLISTED,
    Citation,
    Refusal,
    Result,
    Support,
    Verdict,
    animals_judged,
    best_sentences,
    verdict_sentence,
)
from .config import Settings
from .corpus import Chunk
from .group_answer import danger_opening, group_lines
from .index import Index
from .lexical import idf_of
from .names import words_of
from .reading import Reading
from .retrieve import Legs, Search, expand
from .shared import harms, shared_name_lines, split_names
from .text import fold, surface, tokenize, words

# A care section's sentence belongs in a safety answer only if it uses one of these.
SAFETY_TERMS = lx.HARM_WORDS | lx.PET_WORDS | frozenset(lx.ANIMAL_WORDS) | lx.OTHER_ANIMALS | lx.PEOPLE_WORDS
WHAT_TO_DO = "what to do"


def animals_asked(reading: Reading) -> tuple[str, ...]:
    """The animals a verdict is for: those named; for a pet told by its breed alone, whose
    kind plantqa cannot tell ("Olive, our thoroughbred"), every animal listed; else cats and
    dogs."""
    if reading.animals:
        return reading.animals
    return ("cat", "dog", "horse") if reading.pet_named else ("cat", "dog")


def more_of_the_plant(index: Index, s: Search, support: Sequence[Support], settings: Settings) -> list[Support]:
    """The named plant's other sections, in rank order, as a pool for quotes: "why are my
    monstera leaves turning yellow" is answered by its Common problems section even when
    Light and Humidity rank above it (every section repeats the name)."""
    named = set(s.reading.named)
    if not named:
        return []
    have = {x.chunk.id for x in support}
    fused = dict(s.legs.fused)
    more: list[Support] = []
    # in a care question, a section of the plant's own card that says what is asked in the
    # question's own word ("my fittonia collapsed": "nerve plant collapses dramatically") is
    # evidence however far the other words pull its cosine down, and it comes before the
    # sections that are merely close ("mushy brown roots": Common problems' root rot before Light)
    said = _care_words(s.reading)
    # and the section its care topic heads: "how much light does a zz plant need? my apartment
    # is pretty dark" is Light's, however far "apartment" pulls its cosine down
    from .care import topic_heads

    heading = topic_heads(s.reading)
    saying: list[Support] = []
    room = 2 * settings.top_k - len(have)
    for cid, _score in s.legs.fused:
        if len(more) >= room and (not (said or heading) or len(saying) >= room):
            break
        if cid in have:
            continue
        row = index.position(cid)
        chunk = index.chunks[row]
        if chunk.card not in named:
            continue
        found = Support(chunk, fused[cid], float(s.legs.cosine[row]))
        if (heading and not heading.isdisjoint(tokenize(chunk.section))) or (said and not said.isdisjoint(tokenize(chunk.text))):
            saying.append(found)
        elif float(s.legs.cosine[row]) >= settings.min_score:
            more.append(found)
    return (saying + more)[: max(room, 0)]


def _care_words(reading: Reading) -> frozenset[str]:
    """A care question's words as typed that some card uses for its symptom, the cards' word
    for it ("mushy brown roots": the orchid's "root rot"), and the states it says a plant is in
    ("going soft"; symptoms.py)."""
    if reading.toxicity:
        return frozenset()
    typed = {t for t, _card in reading.symptoms if t in reading.tokens}
    return frozenset(typed) | {card for _t, card in reading.symptoms} | frozenset(reading.states)


class Lines:
    """The answer's lines and the chunks they cite. Citations are numbered once the lines are
    final, in order of first appearance, so lines put in front later ("what to do" in an
    emergency) never read [12] before [2]."""

    _MARK = re.compile("\\[\x00(\\d+)\x00\\]")

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.chunks: list[str] = []
        self.verdicts: list[Verdict] = []

    def cite(self, chunk_id: str) -> str:
        if chunk_id not in self.chunks:
            self.chunks.append(chunk_id)
        return f"[\x00{self.chunks.index(chunk_id)}\x00]"  # cards are cleaned: no NUL of theirs

    def finish(self, lines: Sequence[str] | None = None) -> tuple[str, list[str]]:
        """The text with citations numbered, and the cited chunk ids in that order."""
        order: list[str] = []

        def number(m: re.Match[str]) -> str:
            cid = self.chunks[int(m.group(1))]
            if cid not in order:
                order.append(cid)
            return f"[{order.index(cid) + 1}]"

        return self._MARK.sub(number, "\n".join(self.lines if lines is None else lines)), order


def compose(
    index: Index, s: Search, support: list[Support], anchors: list[Chunk], settings: Settings, trace: dict[str, Any] | None
) -> Result:
    """The answer: an opening for an emergency or a dangerous group, the verdict lines, the
    vet line, then the best quotes; or a refusal when a care question's quotes all miss
    what it asks."""
    from .care import beside_the_point, care_topic, led_by_title, plant_names, topic_cards_on, topic_heads, what_it_is
    from .care_also import care_lines
    from .remedy import remedy_first

    reading = s.reading
    out = Lines()
    support = support + more_of_the_plant(index, s, support, settings)
    scores = {x.chunk.id: (x.fused, x.cosine) for x in support}
    asked = animals_asked(reading)
    opening = danger_opening(index, s, asked) if reading.toxicity and reading.groups else []
    for sentence, chunk in opening:
        out.lines.append(f"{sentence} {out.cite(chunk.id)}")
        scores.setdefault(chunk.id, (0.0, 0.0))
    split = split_names(index, reading, asked)
    anchors = sorted(anchors, key=lambda a: a.card in split and not harms(index.cards[a.card], asked))  # stable
    # a genus several cards share, with findings that differ ("is dracaena toxic": six toxic,
    # two not), is asked as a kind: no line may open with a yes or no that reads as the answer
    # for all of them (a common name two plants share keeps each line's own: "fireweed")
    wording = _wording(reading)
    if _genus_asked(index, reading) and len({index.cards[a.card].verdict(x) for a in anchors for x in asked}) > 1:
        wording = wording._replace(plain=True)
    for anchor in anchors:
        sentence, found = verdict_sentence(index.cards[anchor.card], asked, wording, out.cite(anchor.id))
        out.lines.append(sentence)
        out.verdicts.extend(found)
    out.lines.extend(shared_name_lines(index, reading, asked))
    if reading.toxicity:
        for group in reading.groups:
            out.lines.extend(group_lines(index, group, asked, out, scores))
    unknown = any(index.cards[a.card].verdict(x) == "unknown" for a in anchors for x in asked)
    if unknown and not any(v.toxic for v in out.verdicts) and not (reading.emergency or _ate(reading)):
        out.lines.append(UNLISTED)
    if opening or reading.emergency or any(v.toxic for v in out.verdicts) or (unknown and _ate(reading)):
        at = len(opening) if opening else len(out.lines)  # the danger first, else the findings
        steps = _what_to_do(index, s) if reading.emergency else None
        out.lines[at:at] = [ADVICE] + ([f"{steps[0]} {out.cite(steps[1].id)}"] if steps else [])
        if steps:
            scores.setdefault(steps[1].id, (0.0, 0.0))
    budget = max(settings.max_sentences - len(out.verdicts and out.lines[:1]) - len(opening), 1)
    name_words = set(words_of(reading.matches))
    focus = expand(reading, name_words)
    topic = care_topic(reading)
    if not reading.toxicity:  # "when does it bloom": the cards say "flowers in June"
        focus += [w for group in lx.SAME_TOPIC if group & set(focus) for w in sorted(group) if w not in focus]
        focus = [w for w in focus if w not in lx.BECOMING or w in topic]  # "turning yellow": not "turn the pot"
    # the symptom in the cards' word is what is asked too: "mushy brown roots" asks of root rot;
    # and so is a colour said as the state a plant is in, which the subject leaves out as a
    # word of names ("leaves turning yellow from the bottom up": yellow weighs as "bottom" does)
    said_colours = frozenset(reading.states) & lx.COLOURS
    subject = (frozenset(reading.subject) | {card for _typed, card in reading.symptoms} | said_colours) - name_words
    off_topic = _off_topic_rule(index, s, reading)
    # a care question about a named plant is answered first by the section its topic heads:
    # "how often should i water rosemary indoors" by Water, whatever the legs ranked above it
    heads = topic_heads(reading)
    # and the named plant's own section before a general card's ("how should I water an african violet")
    own = set(reading.named)
    pool = support
    if heads:
        pool = sorted(support, key=lambda x: (not heads & set(tokenize(x.chunk.section)), x.chunk.card not in own))
    lead, pool = led_by_title(index, reading, topic, pool)  # no plant named: "raise humidity" is Humidity's
    pool, doing = remedy_first(index, reading, lead, pool)  # "thrips on my croton": Thrips' Control first
    focus += [w for w in doing if w not in focus]
    also = care_lines(index, reading, out.lines)  # a safety question's care half: "... and how often should I water it"
    budget = max(budget - len(also), 1)
    chosen = best_sentences(pool, focus, lambda t: idf_of(index.postings, t) or 1.0, budget, out.lines, subject, off_topic)
    fallback = [] if chosen or out.lines else [(support[0].chunk.text.split("\n")[0], support[0].chunk)]
    if settings.care_quotes == "on_topic" and beside_the_point(reading, topic, chosen or fallback):
        what = " ".join(surface(reading.text, w) for w in reading.tokens if w in topic)
        refusal = Refusal("not_covered", f"The cards say nothing about '{what}' for {plant_names(index, reading)}.")
        notes = [f"in general: plantqa show {slug}" for slug in topic_cards_on(index, topic)]
        return refused(reading, refusal, settings, s.legs, [], notes, trace)
    # Quotes follow their chunks' ranks, so [1] is the top source; chunks whose fused
    # scores tie exactly are ordered by their best quote, the evidence the answer uses.
    fused_of = {x.chunk.id: x.fused for x in pool}
    best_quote: dict[str, int] = {}
    for n, (_sentence, chunk) in enumerate(chosen):
        best_quote.setdefault(chunk.id, n)
    # the named plant's chunk whose line says the state asked about leads its card's quotes
    # ("my aloe is going soft at the base": "Soft, mushy ... leaves", not Propagation's "base")
    stating = {c.id for sentence, c in chosen if c.card in reading.named and set(reading.states) & set(tokenize(sentence))}
    # and in a care answer, the named plant's own lines before an untitled general card's:
    # "roots of my moth orchid are brown and soft" is the orchid's root rot before Potting soil's bark
    own = set(reading.named) if not reading.toxicity else set()
    quotes = sorted(
        chosen,
        key=lambda p: (
            p[1].card not in lead,
            bool(own) and p[1].card not in own,
            p[1].id not in stating,
            -fused_of[p[1].id],
            best_quote[p[1].id],
        ),
    )
    told = what_it_is(index, reading, topic, quotes)  # "white fluffy stuff, what is it": mealybugs
    for sentence, chunk in [told, *quotes[: budget - 1]] if told else quotes:
        out.lines.append(f"{sentence} {out.cite(chunk.id)}")
        scores.setdefault(chunk.id, (0.0, 0.0))
    for sentence, chunk in also:  # the care half, after the safety half's lines
        if not any(sentence == said for said, _ in chosen):
            out.lines.append(f"{sentence} {out.cite(chunk.id)}")
            scores.setdefault(chunk.id, (0.0, 0.0))
    for sentence, chunk in fallback:  # no sentence shares a question word: the best chunk's opening
        out.lines.append(f"{sentence} {out.cite(chunk.id)}")
    text, order = out.finish()
    return Result(
        reading.text,
        True,
        text,
        out.verdicts,
        None,
        citations(index, order, scores),
        settings.mode,
        s.legs.path,
        [],
        list(s.legs.notes),
        trace,
    )


def citations(index: Index, order: Sequence[str], scores: dict[str, tuple[float, float]]) -> list[Citation]:
    out = []
    for n, cid in enumerate(order, start=1):
        chunk = index.chunks[index.position(cid)]
        card = index.cards[chunk.card]
        fused, cos = scores.get(cid, (0.0, 0.0))
        where = (card.source, index.folder_of(card))
        out.append(Citation(n, card.slug, chunk.section, card.title, card.path, round(fused, 6), cid, round(cos, 4), *where))
    return out


def refused(
    reading: Reading,
    refusal: Refusal,
    settings: Settings,
    legs: Legs | None,
    suggestions: list[str],
    notes: list[str],
    trace: dict[str, Any] | None,
) -> Result:
    """A refusal; when a pet ate something, its message ends with the vet line."""
    if reading.emergency and "vet" not in refusal.message:
        refusal = Refusal(refusal.reason, f"{refusal.message} {ADVICE}")
    path = legs.path if legs is not None else "none"
    notes = [*(legs.notes if legs is not None else []), *notes]
    return Result(reading.text, False, None, [], refusal, [], settings.mode, path, suggestions, notes, trace)


def _genus_asked(index: Index, reading: Reading) -> bool:
    """A name three or more cards share that is the genus of most of them and no card's title
    ("dracaena", eight cards): a kind, where a pair sharing a name ("iris") or a card titled
    with it ("Begonia") is told apart line by line."""
    for m in reading.plants:
        if m.how != "shared" or " " in m.phrase or len(m.cards) < 3:
            continue
        if any(fold(index.cards[c].title.lower()) == m.phrase for c in m.cards):
            continue  # a card's own title ("Begonia"): that card, and the others told apart
        genera = [fold(index.cards[c].scientific.split()[0].lower()) for c in m.cards if index.cards[c].scientific]
        if 2 * sum(g == m.phrase for g in genera) > len(m.cards):
            return True
    return False


def _wording(reading: Reading) -> Reading:
    """How a verdict is worded: an emergency or a comparison gets the plain finding ("is my
    kitty gonna be ok, she ate some pothos" must not open with a bare "No")."""
    if reading.emergency or reading.comparing:
        return reading._replace(plain=True)
    return reading


def _ate(reading: Reading) -> bool:
    return reading.emergency or any(t in lx.EATING for t in reading.tokens)


def _what_to_do(index: Index, s: Search) -> tuple[str, Chunk] | None:
    """In an emergency, the first line of the best-ranked "What to do" section among the
    chunks searched (the plant's own card, or a general card that names it: "Lilies and
    cats" for a lily)."""
    from .text import sentences

    linked: list[int] = []
    for slug in s.cards:  # the cards asked about, and the general cards that name them anywhere
        linked += index.card_rows(slug).tolist()
        mentions = index.topic_mentions[slug].tolist() if slug in index.topic_mentions else []
        for number in dict.fromkeys(int(index.chunk_card[i]) for i in mentions):
            if about_harm(index, index.card_slugs[number]):  # not "Drooping leaves": What to do
                linked += index.card_rows(index.card_slugs[number]).tolist()
    allowed = set(linked)
    rows = [r for r in (index.position(cid) for cid, _score in s.legs.fused) if r in allowed] + linked
    for row in rows:
        chunk = index.chunks[int(row)]
        if chunk.section.lower().startswith(WHAT_TO_DO):
            first = sentences(chunk.text)
            if first:
                return first[0], chunk
    return None


def about_harm(index: Index, card: str) -> bool:
    """A topic card about harm ("Lilies and cats") says so in half its sections or more; a
    care topic's ("Drooping leaves") lines answer no safety question but where they say so
    themselves ("water a thirsty plant" is none for a dog that chewed a fiddle-leaf fig)."""
    rows = index.card_rows(card)
    said = sum(bool(lx.STRONG_HARM & set(tokenize(index.chunks[int(i)].text))) for i in rows)
    return 2 * said >= len(rows)


def _off_topic_rule(index: Index, s: Search, reading: Reading) -> Callable[[str, Chunk], bool]:
    named = set(reading.named)
    asked = set(reading.animals)

    def off_topic(sentence: str, chunk: Chunk) -> bool:
        """A topic card's line about snake plant is no answer about a peace lily, and a
        finding for other animals only ("not listed as toxic to dogs") is none about a
        cat. A line that merely mentions another animal stays. A safety answer quotes a
        plant's care sections only where they speak of harm or of animals ("handle seeds
        with care, as they are highly toxic"), not for sharing a word ("yew branches" and
        "yellowing or dying branches: usually root rot")."""
        sentence_words = words(sentence)
        judged = animals_judged(sentence_words) if asked else set()
        if judged and not judged & asked:
            return True
        kind = index.cards[chunk.card].kind
        care_section = (kind == "plant" and not lx.STRONG_HARM & set(tokenize(chunk.section))) or (
            kind == "topic" and not of_harm(chunk.card)
        )
        if reading.toxicity and care_section and not SAFETY_TERMS & set(tokenize(sentence)):
            return True
        if not named:
            return False
        found = index.names.match(sentence_words)
        if any(named & set(m.cards) for m in found):
            return False  # about the plant asked about, whatever else it names
        # "succulents need feeding only 2-4 times" is no answer for a monstera
        return bool(found) or (index.cards[chunk.card].kind == "topic" and bool(_other_kinds(sentence_words) - own_kinds()))

    of_harm = functools.cache(functools.partial(about_harm, index))

    @functools.cache
    def own_kinds() -> frozenset[str]:
        """Kinds of plant the named plants' cards or the question call them (aloe: succulent)."""
        said = {w for slug in named for i in index.card_rows(slug) for w in words(index.chunks[int(i)].text)}
        return _other_kinds([*said, *reading.words])

    return off_topic


def _other_kinds(sentence_words: Sequence[str]) -> frozenset[str]:
    return frozenset(lx.KINDS[w] for w in sentence_words if w in lx.KINDS)
