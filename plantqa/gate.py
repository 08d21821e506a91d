"""The grounding gate: which candidates support an answer, and whether the question is answerable.

A chunk supports an answer only if its cosine to the question is at least
`min_score` and it shares a content word with the question. That alone lets a
common word ("toxic", "dog") ground a question about something the corpus has
no card for, so the gate also looks at the question's *subject*: the words
left after the words that frame a pet-safety or care question are removed.
See adr/0004-species-filter-and-gate.md for the rules and their measurements.
"""

from collections.abc import Callable, Container, Sequence
from typing import Any, NamedTuple

from . import lexicon as lx
from .answer import Refusal, Support
from .care import CORE_CARE, named_heads, names_no_topic, section_headed
from .config import Settings
from .contact import CONTACT
from .corpus import Chunk
from .evidence import Evidence, chunk_token_set, coverage, evidence_for
from .filters import dedupe_lazily, for_another_animal
from .index import Index
from .names import words_of
from .nonplants import thing_eaten
from .reading import Reading
from .retrieve import Legs, Search, expand
from .text import same_word
from .unknown_phrase import NAMING_NONE, after_colour, before_plant, phrase
from .unnamed import no_plant

NOT_ABOUT_PLANTS = "The question is not about plants; plantqa answers plant-care and pet-safety questions."


def refuse_early(reading: Reading, show: Callable[[str], str], name_words: Container[str] = frozenset()) -> Refusal | None:
    """Refusals the reading alone decides, before anything is searched:

    - a person is the one who ate it or who is asked about (and no pet is);
    - the animal is one the listings do not cover ("can my tortoise eat jade plant"),
      even where "snake" or "tiger" also stand in a plant's name;
    - what a pet got into is no plant at all ("my dog ate a sock", "is bleach toxic to cats");
    - a look-alike name a card disowns ("yellow jasmine"), or a name with another word
      glued to it ("water hyacinth", "tulip tree", "pothos oil") in a safety question;
    - a safety question that names no plant ("is it toxic", "my dog ate something");
    - "plant" said only of a works, with no plant named and nothing eaten ("is living next to
      the power plant bad for my cat").
    """
    if not reading.tokens:  # words, but none to search: "hi", "thanks!"; none at all: "???"
        if any(reading.words):
            return Refusal("not_about_plants", NOT_ABOUT_PLANTS)
        return Refusal("no_content", "The question has no words plantqa can search for.")
    if reading.worded:  # "what's the Japanese word for cherry blossom": a word, not a plant
        return Refusal("not_about_plants", NOT_ABOUT_PLANTS)
    if reading.works and not (reading.named or reading.groups or reading.emergency or _refused_plant(reading)):
        return Refusal("not_about_plants", NOT_ABOUT_PLANTS)  # "is the smell from the sewage plant harmful to my horse"
    if reading.toxicity and reading.people and not reading.animals and not reading.pet_named and _plantless(reading):
        # no plant, plant word or eating at all: "is the new spider-man movie ok for a 7 year
        # old", "our baby boy will be called Basil"
        return Refusal("not_about_plants", NOT_ABOUT_PLANTS)
    if reading.toxicity and reading.people and not reading.animals and not reading.pet_named:
        return Refusal(
            "not_for_people",
            "plantqa's toxicity listings are for cats, dogs and horses, not people; "
            "if a person has eaten a plant, call a poison control centre or a doctor.",
        )
    if reading.toxicity and reading.other_animals and not reading.animals:
        return Refusal(
            "unknown_animal",
            f"plantqa's toxicity listings cover only cats, dogs and horses (the question names "
            f"'{show(reading.other_animals[0])}'); ask a vet.",
        )
    thing = "" if reading.plants or reading.groups or not reading.toxicity else thing_eaten(reading.words, reading.subject)
    if thing:  # "my dog ate a sock": no plant at all, not one plantqa lacks (plantqa/nonplants.py)
        return Refusal("not_about_plants", f"'{show(thing)}' is no plant; plantqa answers questions about plants.")
    for m in reading.refused_names:
        # with other plants named ("petunias or impatiens for window boxes"), the rest are answered
        if (m.how == "lookalike" or reading.toxicity or not reading.named) and not (reading.named or reading.groups):
            if m.how == "compound" and not reading.toxicity and reading.unframed:  # "my phone's charging dock"
                return Refusal("not_about_plants", NOT_ABOUT_PLANTS)
            return Refusal(
                "unknown_plant",
                f"plantqa has no card for '{show(m.whole)}', and will not answer from a different plant's card.",
            )
    if reading.toxicity and not reading.named and not reading.groups and not reading.asks_which and no_plant(reading, name_words):
        return Refusal(
            "no_plant_named",
            'The question does not say which plant. Ask about one by name ("is pothos toxic to cats"); '
            "if your pet ate a plant you cannot name, call your vet or an animal poison control line.",
        )
    return None


def _refused_plant(reading: Reading) -> bool:
    """A name refused that is no works itself: a plant still, beside the works ("french
    marigolds ... as companion plants"); "nuclear plant" is the works."""
    return any((m.whole or m.phrase).split()[-1] not in ("plant", "plants") for m in reading.refused_names)


def _plantless(reading: Reading) -> bool:
    """Nothing in the question is a plant, a plant's word or part, or eaten, and something is
    asked about by name (a thing no card names: "movie", "middle names"), not "this" or "it"."""
    told = reading.plants or reading.groups or reading.about_plants or reading.emergency
    eaten = any(t in lx.EATING or t in lx.PARTS or t in CONTACT for t in reading.tokens)  # or touched
    things = [t for t in reading.subject if t not in lx.AGE_WORDS and not t.isdigit()]
    return not (told or eaten) and bool(things)


class Gated(NamedTuple):
    """The fused candidates after dedupe and the gate (its lists and dicts fill in as the walk goes)."""

    support: list[Support]
    kept: list[str]
    dropped: dict[str, str]
    gate: dict[str, str]
    row: dict[str, int]  # chunk id -> position, for every candidate looked at
    tokens: dict[str, frozenset[str]]  # chunk id -> its token set, for every candidate tokenized


def gate_candidates(index: Index, reading: Reading, legs: Legs, settings: Settings, explain: bool) -> Gated:
    """Walk the fused list: drop near-duplicates, gate the rest, stop once top_k chunks
    support the answer (with --explain every candidate is judged, for the trace)."""
    g = Gated([], [], {}, {}, {}, {})
    tokens_of = g.tokens

    def chunk_tokens(cid: str) -> frozenset[str]:
        if cid not in tokens_of:
            g.row[cid] = index.position(cid)
            tokens_of[cid] = chunk_token_set(index, index.chunks[g.row[cid]])
        return tokens_of[cid]

    fused = dict(legs.fused)
    wanted = set(expand(reading))
    order = [c for c, _ in legs.fused]
    lifted = _titled(index, reading, order)
    heads = named_heads(reading)
    if lifted:  # a title that is all the question asks is searched first: "are my plants getting enough light"
        from .care import care_topic, heads_title

        whole = {slug for slug in lifted if heads_title(care_topic(reading), index.cards[slug].title)}
        order = sorted(order, key=lambda c: c.split("#", 1)[0] not in whole) if whole else order
    if heads[1] is CORE_CARE:  # no topic asked ("how do I care for a calathea"): its Light and Water first
        order = sorted(order, key=lambda c: not section_headed(index, index.position(c), heads))
    walk = dedupe_lazily(order, chunk_tokens, settings.dedup_threshold)
    twins: dict[str, str | None] = {}

    def twin_of(cid: str) -> str | None:
        while cid not in twins:  # dedupe runs in rank order, as far as this candidate
            doc, twin = next(walk)
            twins[doc] = twin
        return twins[cid]

    for cid in order:
        if len(g.support) >= settings.top_k and not explain:
            break
        g.row[cid] = index.position(cid)
        cos = float(legs.cosine[g.row[cid]])
        by_head = cos >= settings.min_score / 2 and section_headed(index, g.row[cid], heads)
        low = cos < settings.min_score and cid.split("#", 1)[0] not in lifted and not by_head
        if low and not explain:
            # it cannot support the answer, duplicate or not; only --explain needs to know
            # which, and skipping it spares reading and tokenizing the chunk (a refusal
            # otherwise tokenized all 50 candidates: 19 ms at 100,000 chunks)
            g.kept.append(cid)
            g.gate[cid] = f"fail: cosine {cos:.3f} < min_score {settings.min_score}"
            continue
        twin = twin_of(cid)
        if twin is not None:
            g.dropped[cid] = twin
            continue
        g.kept.append(cid)
        if len(g.support) >= settings.top_k:
            g.gate[cid] = "not needed"
        elif low:
            g.gate[cid] = f"fail: cosine {cos:.3f} < min_score {settings.min_score}"
        elif for_another_animal(index, g.row[cid], reading.animals):
            g.gate[cid] = "fail: a general card for another animal"
        elif not chunk_tokens(cid) & wanted:
            g.gate[cid] = "fail: shares no content word with the question"
        else:
            g.gate[cid] = "pass"
            g.support.append(Support(index.chunks[g.row[cid]], fused[cid], cos))
    return g


def _titled(index: Index, reading: Reading, order: Sequence[str]) -> frozenset[str]:
    """Topic cards a care question naming no plant titles in full ("my plant has root rot,
    can I save it": Overwatering and root rot): their chunks need no minimum cosine, as a
    named plant's need no more than the name, since a short question's vector is far from
    every long chunk's (0.08 there). The shared-word test still holds."""
    if reading.toxicity or reading.named or reading.groups or not reading.about_plants:
        return frozenset()
    from .care import care_topic, titled

    return titled(index, care_topic(reading), list(dict.fromkeys(c.split("#", 1)[0] for c in order)))


def unknown_subject(reading: Reading, ev: Evidence) -> Refusal | None:
    """Refuse a question about something the corpus has no card for.

    - With no plant named, a word of a plant's name ("grape" of grape ivy) is grounded
      only where a topic card uses it outside a name ("spider" in spider mites).
    - A safety question naming no plant is answered only by topic cards that use every
      subject word ("chocolate" in a plant card does not make plantqa an authority on it).
    - A question about an animal with no plant word at all is not about plants.
    """
    pets = reading.animals or any(t in lx.PET_WORDS for t in reading.tokens)
    # "how often should i feed my cat dry food": a how or what about a pet, with no plant, no
    # plant word, no word of a plant's name and no word of poison, asks about the animal's own
    # care ("what is the animal poison control number" is for plantqa's general cards)
    pet_care = reading.wh and not ev.partial and not lx.STRONG_HARM & set(reading.tokens)
    # and "is swimming in the lake ok for my dog": what is asked safe is a doing, not a thing eaten
    doing = bool(reading.subject) and reading.subject[0] in reading.doings and (bool(pets) or reading.pet_named)
    if not ev.named and (pets or doing) and (not reading.toxicity or pet_care or doing) and not reading.about_plants:
        return Refusal("not_about_plants", "The question is about an animal, not a plant; plantqa answers plant questions.")
    if ev.named:
        return None
    # a word of some plant's name counts only in a question about plants or pets ("who won
    # the world cup" is no question about a plant called cup-of-gold)
    context = reading.toxicity or reading.about_plants or bool(pets) or ev.on_topic
    # in a care question, the user's own note on it grounds it: "how do I stake my tomatoes"
    # over a note on tomatoes (a note never gives a verdict, so a name word there is safe)
    noted = frozenset() if reading.toxicity else ev.note_words
    # in a care question, a word that leaves a kind that kind names no plant ("tropical houseplants")
    ws, care = reading.words, not reading.toxicity
    kept = {ws[i] for i in range(len(ws) - 1) if care and ws[i] in lx.KEPT_KIND and ws[i + 1] in lx.GROUP_WORDS}
    partial = [w for w in ev.partial if w not in ev.topic_free_words and w not in noted and w not in kept] if context else []
    # nor does an animal the reader found ("how long do goldfish live": no goldfish plant), nor a
    # word the cards use as a plain word somewhere ("fleas in the carpet", "a coat for my greyhound")
    partial = [w for w in partial if w not in reading.other_animals and not ev.plain(w)]
    # in "is X safe", an unknown X is taken for a plant; "how do i stop my cat eating plants" names none
    # a word a topic card uses elsewhere still names a plant when "plant" follows it ("the
    # purple heart plant": 'heart' in a line on cardiac glycosides grounds nothing)
    headed = before_plant(reading) | after_colour(reading)
    loose = (
        [
            w
            for w in reading.subject
            if (w in headed or w not in ev.topic_free_words) and w not in NAMING_NONE and w not in reading.doings
        ]  # (an amount names no plant: "ate part of a stapelia plant", "two cats"; nor a doing: "is hiking safe")
        if reading.toxicity and not reading.wh
        else []
    )
    if reading.toxicity and ev.groups:
        group = sorted(ev.groups)[0]
        return Refusal(
            "unknown_plant", f"'{ev.show(group)}' names a group of plants, not one; plantqa answers for a plant named in full."
        )
    if partial or loose:
        word = (partial or loose)[0]
        if word in lx.GROUP_WORDS:
            return Refusal(
                "unknown_plant", f"'{ev.show(word)}' names a group of plants, not one; plantqa answers for a plant named in full."
            )
        return Refusal(
            "unknown_plant", f"plantqa has no card for '{ev.show(phrase(reading, word))}', so it cannot answer for it."
        )
    held = [w for w in reading.subject if w in noted]  # a note holding half the subject is on it
    on_a_note = bool(held) and 2 * len(held) >= len(reading.subject)
    if not reading.about_plants and not ev.on_topic and not reading.toxicity and not pets and not on_a_note:
        return Refusal("not_about_plants", NOT_ABOUT_PLANTS)
    return None


def uncovered(reading: Reading, ev: Evidence, min_coverage: float) -> Refusal | None:
    """Refuse when the supporting chunks hold too little of the subject's idf weight.

    A question that names a plant and asks whether it is safe, or about a care topic
    ("does my pothos need a bigger pot"), is grounded by the name and the topic; the
    check then guards only questions that merely contain a name ("my mum's cat
    scratches the sofa").
    """
    if ev.named and (ev.on_topic or reading.toxicity):
        return None
    if coverage(ev) < min_coverage:
        unknown = sum(w for word, w in ev.weights.items() if not same_word(word, ev.support_words) and word not in ev.known)
        strange = unknown * 2 > sum(ev.weights.values())  # most of it is words no card uses
        if not ev.named and not reading.about_plants and not reading.toxicity and not reading.animals and strange:
            # no plant, no plant word, no pet, and the cards hold little of it: "how do i change a car tyre"
            return Refusal("not_about_plants", NOT_ABOUT_PLANTS)
        return Refusal("not_covered", "The cards do not cover what the question is about.")
    return None


def name_words(reading: Reading) -> set[str]:
    return set(words_of(reading.matches))


def toxicity_anchor(index: Index, slug: str) -> Chunk:
    """The chunk a verdict cites: the card's (first) Toxicity chunk, else its first chunk."""
    rows = index.card_rows(slug)
    tox = [index.chunks[i] for i in rows if index.chunks[i].section.lower() == "toxicity"]
    return (tox or [index.chunks[int(rows[0])]])[0]


def anchors_of(index: Index, s: Search) -> list[Chunk]:
    """The chunks the verdicts of a toxicity question rest on, one per plant named by name
    (a group's plants are listed by finding, each cited, in `group_lines`)."""
    if not s.reading.toxicity:
        return []
    return [toxicity_anchor(index, slug) for slug in s.reading.named if index.cards[slug].kind == "plant"]


def with_anchors(index: Index, legs: Legs, gated: Gated, anchors: Sequence[Any]) -> list[Support]:
    """The supporting chunks with every verdict's own chunk first: a verdict always cites
    the card it comes from."""
    ids = {a.id for a in anchors}
    support = [s for s in gated.support if s.chunk.id not in ids]
    fused = dict(legs.fused)
    for anchor in reversed(anchors):
        gated.row[anchor.id] = index.position(anchor.id)
        support.insert(0, Support(anchor, fused.get(anchor.id, 0.0), float(legs.cosine[gated.row[anchor.id]])))
    return support


def empty_refusal(reading: Reading, gated: Gated) -> Refusal:
    if not reading.named and not reading.groups and not reading.about_plants and not reading.toxicity and not reading.animals:
        return Refusal("not_about_plants", NOT_ABOUT_PLANTS)
    if not gated.kept:
        return Refusal("no_match", "No card matches the words of the question.")
    if gated.gate[gated.kept[0]].startswith("fail: cosine"):
        return Refusal("low_score", "The closest cards are too far from the question to answer it reliably.")
    return Refusal("no_shared_terms", "No close card shares a content word with the question.")


# the cards hold too little of the question: with nothing framing a plant or pet question, it is not about one
UNGROUNDED = frozenset({"low_score", "not_covered", "no_shared_terms", "no_match"})


class Grounded(NamedTuple):
    """What the gate decided: the supporting chunks (each verdict's own chunk first), the
    chunks verdicts rest on, the walk over the candidates, the evidence, and a refusal."""

    support: list[Support]
    anchors: list[Chunk]
    gated: Gated
    evidence: Evidence
    refusal: Refusal | None


def ground(index: Index, s: Search, settings: Settings, explain: bool = False) -> Grounded:
    """Dedupe and gate the fused candidates, put each verdict's own chunk first, then ask
    whether the question's subject is grounded."""
    gated = gate_candidates(index, s.reading, s.legs, settings, explain)
    anchors = anchors_of(index, s)
    support = with_anchors(index, s.legs, gated, anchors)
    evidence = evidence_for(index, s, support, gated.tokens)
    # a safety question about a kind is answered by its cards' findings, quotes or none
    listed = s.reading.toxicity and any(index.names.members(g) for g in s.reading.groups)
    refusal = unknown_subject(s.reading, evidence) or (
        uncovered(s.reading, evidence, settings.min_coverage) if support or listed else empty_refusal(s.reading, gated)
    )
    if refusal is not None and refusal.reason == "not_covered" and not s.reading.toxicity and support:
        from .care import titled_in_full  # "ways to increase humidity for houseplants": Humidity

        refusal = None if titled_in_full(index, s.reading, support) else refusal
    if refusal is None and names_no_topic(index, s.reading, support):
        refusal = Refusal("not_about_plants", NOT_ABOUT_PLANTS)
    # a word of a plant's name alone names no plant there either: "cherry mx red vs brown switches"
    lone = refusal is not None and refusal.reason == "unknown_plant" and not (s.reading.plants or s.reading.groups)
    # nothing frames a plant question ("who sang kiss from a rose"), or it names no topic ("best brunch spots")
    ungrounded = refusal is not None and (refusal.reason in UNGROUNDED or lone)
    if ungrounded and (s.reading.unframed or names_no_topic(index, s.reading, support, refused=True)):
        refusal = Refusal("not_about_plants", NOT_ABOUT_PLANTS)
    return Grounded(support, anchors, gated, evidence, refusal)
