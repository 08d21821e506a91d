"""Extractive answers: a verdict from front matter, the best sentences, numbered sources.

Nothing here generates text beyond fixed templates: every claim is either a
card's front matter (the verdict) or a sentence quoted from a card, each with
its citation marker.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from .corpus import Card, Chunk
from .lexicon import ANIMAL_WORDS, SAFE_WORDS, STRONG_HARM
from .text import clean, keyed, sentences, silent_e, tokenize

if TYPE_CHECKING:
    from .reading import Reading


@dataclass(frozen=True)
class Refusal:
    """Why no answer was given: a reason code (listed in the README under `--json`) and its one line."""

    reason: str
    message: str


@dataclass(frozen=True)
class Verdict:
    """A card's toxicity finding for one animal."""

    card: str
    animal: str
    toxic: bool


@dataclass(frozen=True)
class Citation:
    """A numbered source: the chunk quoted and the scores that chose it."""

    n: int
    card: str
    section: str
    title: str
    path: str
    score: float
    chunk: str
    cosine: float
    source: str = ""  # the label of the folder the card comes from, when several are searched
    folder: str = ""  # that folder; `path` is relative to it


@dataclass(frozen=True)
class Result:
    """What `ask` returns; `--json` is this record with stable keys."""

    question: str
    answered: bool
    answer: str | None
    verdicts: list[Verdict]
    refusal: Refusal | None
    citations: list[Citation]
    mode: str
    path: str
    suggestions: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    trace: dict[str, Any] | None = None


class Support(NamedTuple):
    """A chunk that passed the gate, with the scores that got it there."""

    chunk: Chunk
    fused: float
    cosine: float


VERDICT_WORDS = STRONG_HARM | SAFE_WORDS
_LINKS = frozenset({"to", "for", "and", "or", "nor", "both", "either", "neither"})


def animals_judged(sentence_words: Sequence[str]) -> set[str]:
    """The animals a sentence states a finding for: those right after "toxic to",
    "safe for", "dangerous to" ("toxic to cats, dogs and horses" judges all three). An
    animal only mentioned ("can kill a dog", "horse's tail") is not judged."""
    judged: set[str] = set()
    for i, word in enumerate(sentence_words):
        if word not in VERDICT_WORDS:
            continue
        j = i + 1
        while j < len(sentence_words) and j <= i + 2 and sentence_words[j] not in ("to", "for"):
            j += 1  # "safe enough for", "toxic mainly to"
        if j >= len(sentence_words) or sentence_words[j] not in ("to", "for"):
            continue
        for w in sentence_words[j + 1 :]:
            if w in ANIMAL_WORDS:
                judged.add(ANIMAL_WORDS[w])
            elif w not in _LINKS and w not in ("a", "an", "the", "your", "my", "pet"):
                break
    return judged


PLURAL = {"cat": "cats", "dog": "dogs", "horse": "horses"}
ADVICE = "If your pet has eaten any, call your vet or an animal poison control line now."
# For a plant the listings say nothing about for the animal asked: no listing is no all-clear.
UNLISTED = "No listing does not mean safe: keep it out of your pet's reach, and ask your vet if it eats some."


def _join(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def plant_label(card: Card) -> str:
    name = card.title[0].lower() + card.title[1:] if card.title[:1].isupper() and not card.title[1:2].isupper() else card.title
    sci = card.scientific.split("(")[0].strip()
    return f"{name} ({sci})" if sci and sci.lower() != name.lower() else name


def verdict_sentence(card: Card, animals: Sequence[str], question: "Reading", marker: str) -> tuple[str, list[Verdict]]:
    """'Yes — pothos (Epipremnum aureum) is toxic to cats [1].' built from front matter only.

    A yes/no question gets a yes or no that answers its own wording ("is it safe" and
    "can my dog eat it" flip it); a statement ("my dog ate pothos"), a negated question
    ("is it not toxic") or an either/or one ("toxic or safe") gets the plain finding.
    """
    groups: dict[str, list[str]] = {}
    for animal in animals:
        groups.setdefault(card.verdict(animal), []).append(animal)
    verdicts = [Verdict(card.slug, a, v == "toxic") for v, group in groups.items() if v != "unknown" for a in group]
    parts = []
    for value in ("toxic", "non-toxic", "unknown"):
        if value in groups:
            who = _join([PLURAL[a] for a in groups[value]])
            parts.append(f"its effect on {who} is unknown" if value == "unknown" else f"{value} to {who}")
    label = plant_label(card)
    if set(groups) == {"unknown"}:
        who = _join([PLURAL[a] for a in animals])
        return f"Unknown — plantqa's card on {label} has no toxicity listing for {who} {marker}.", []
    toxic = "toxic" in groups
    if len(groups) == 1:
        if not question.yes_no or question.plain:
            return f"{label[0].upper()}{label[1:]} is {parts[0]} {marker}.", verdicts
        word = ("No" if toxic else "Yes") if question.asks_safe else ("Yes" if toxic else "No")
        return f"{word} — {label} is {parts[0]} {marker}.", verdicts
    return f"It depends on the animal — {label} is {_join(parts)} {marker}.", verdicts


def best_sentences(
    support: Sequence[Support],
    question: Sequence[str],
    weight: Callable[[str], float],
    limit: int,
    already: Sequence[str],
    subject: frozenset[str] = frozenset(),
    off_topic: Callable[[str, Chunk], bool] = lambda _sentence, _chunk: False,
) -> list[tuple[str, Chunk]]:
    """The sentences sharing the most (idf-weighted) question words, best chunks first on ties.

    Words of the question's subject count double, so a sentence about the thing asked
    about beats one that only shares the framing ("toxic", "dogs").

    A sentence also inherits half the score of the one before it in its chunk (the
    first, half the heading's), so the sentence that follows a match (the signs after
    "X is toxic") can be quoted even when it repeats no question word. A sentence whose
    words mostly stand in lines already chosen adds nothing and is skipped, and none
    scoring under 0.4 of the best is quoted at all. `off_topic` drops sentences about
    something else (another plant, when the question names one).
    """
    # words meet across a silent e ("divide", "divided": text.silent_e), weighed as the question has them
    typed = {silent_e(t): t for t in sorted(question, reverse=True)}
    wanted, subject = frozenset(typed), keyed(subject)
    said = set(keyed(t for line in already for t in tokenize(line)))

    def weigh(k: str) -> float:  # what the question is about counts double
        return weight(typed[k]) * (2.0 if k in subject else 1.0)

    scored = []
    for rank, sup in enumerate(support):
        carry = sum(weigh(t) for t in keyed(tokenize(sup.chunk.section)) & wanted)  # the heading leads in
        for pos, sentence in enumerate(sentences(sup.chunk.text)):
            toks = keyed(tokenize(sentence))
            own = sum(weigh(t) for t in toks & wanted)
            score = (own + 0.5 * carry) / (1.0 + 0.15 * rank)
            carry = own + 0.5 * carry
            if score > 0 and toks and not off_topic(sentence, sup.chunk):
                scored.append((-round(score, 9), rank, pos, sentence, sup.chunk, toks))
    scored.sort(key=lambda s: s[:3])
    out: list[tuple[str, Chunk]] = []
    best = -scored[0][0] if scored else 0.0
    for neg_score, *_key, sentence, chunk, toks in scored:
        if len(out) >= limit or -neg_score < 0.4 * best:  # no padding with weak sentences
            break
        if len(toks & said) >= 0.6 * len(toks):
            continue
        said |= toks
        out.append((sentence, chunk))
    return out


def render_text(result: Result, style: Callable[[str, str], str] = lambda text, _role: text) -> str:
    """The answer for a person; `style(text, role)` may add colour on a terminal."""
    if not result.answered:
        assert result.refusal is not None
        lines = [style("I can't answer that from the cards I have.", "refusal"), result.refusal.message]
        if result.suggestions:
            lines.append("Did you mean " + " or ".join(result.suggestions) + "?")
        lines.append(style(f"(reason: {result.refusal.reason})", "dim"))
    else:
        lines = [result.answer or ""]
        if result.citations:
            lines += ["", style("Sources", "heading")]
            lines += [f"[{c.n}] {c.title} — {c.section} ({style(_where(c), 'dim')})" for c in result.citations]
    lines += [style(f"note: {n}", "dim") for n in result.notes]
    return clean("\n".join(lines))


def _where(citation: Citation) -> str:
    """Where a source is: its path, after its folder's label when several folders are searched."""
    return f"{citation.source}: {citation.path}" if citation.source else citation.path
