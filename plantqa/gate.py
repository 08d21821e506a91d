"""The grounding gate: what a question asks, and whether the corpus can answer it.

A chunk supports an answer only if its cosine to the question is at least
`min_score` and it shares a content word with the question. That alone lets a
common word ("toxic", "dog") ground a question about something the corpus has
no card for, so the gate also looks at the question's *subject*: the words
left after the words that frame a pet-safety or care question are removed.
See adr/0004-species-filter-and-gate.md for the rule and its measurements.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .text import STOPWORDS

ANIMAL_WORDS = {
    "cat": "cat", "kitten": "cat", "kitty": "cat", "feline": "cat", "kitteh": "cat",
    "dog": "dog", "puppy": "dog", "pup": "dog", "canine": "dog", "doggy": "dog", "doggie": "dog", "doggo": "dog",
    "horse": "horse", "pony": "horse", "foal": "horse", "mare": "horse", "equine": "horse", "stallion": "horse",
}  # fmt: skip
PET_WORDS = frozenset({"pet", "animal", "fur", "furry", "baby", "kid", "child", "toddler"})
# Words that frame a toxicity question: "is X toxic", "my dog ate X".
HARM_WORDS = frozenset(
    """
    toxic toxicity poison poisonous poisoning safe safety unsafe harmful harm harmless dangerous
    danger deadly lethal kill fatal bad ok okay fine friendly eat ate eaten eating chew chewed
    chewing nibble nibbled lick licked bite bit ingest ingested swallow swallowed consume consumed
    """.split()
)
SAFE_WORDS = frozenset({"safe", "safety", "harmless", "ok", "okay", "fine", "friendly"})
# Words that frame a care question without naming its subject.
FRAME_WORDS = frozenset(
    """
    often much many long best way good need needs keep make take use want help know tell happen
    happens thing stuff kind type sort grow growing care look looks looking like right wrong normal
    day week month time year plant houseplant indoor house home
    """.split()
)


@dataclass(frozen=True)
class Question:
    tokens: tuple[str, ...]  # content tokens (stopwords removed)
    animals: tuple[str, ...]  # canonical animals named, in order
    toxicity: bool  # asks whether something is toxic or safe, or says a pet ate it
    asks_safe: bool  # phrased as "is it safe" rather than "is it toxic"
    subject: tuple[str, ...]  # content tokens that are not framing words


def analyse(tokens: Sequence[str]) -> Question:
    animals = tuple(dict.fromkeys(ANIMAL_WORDS[t] for t in tokens if t in ANIMAL_WORDS))
    harm = [t for t in tokens if t in HARM_WORDS]
    toxicity = bool(harm) and (bool(animals) or any(t in PET_WORDS for t in tokens) or any(t != "safe" for t in harm))
    asks_safe = bool(harm) and harm[0] in SAFE_WORDS
    frame = HARM_WORDS | PET_WORDS | FRAME_WORDS | ANIMAL_WORDS.keys()
    subject = tuple(t for t in tokens if t not in frame and t not in STOPWORDS)
    return Question(tuple(tokens), animals, toxicity, asks_safe, subject)


@dataclass(frozen=True)
class Refusal:
    reason: str
    message: str


def subject_refusal(
    question: Question,
    named_plants: Sequence[str],
    unmatched_name_words: Sequence[str],
    vocabulary_hits: Sequence[bool],
    topic_covered: Sequence[str],
) -> Refusal | None:
    """Refuse questions whose subject is something the corpus has no card for.

    `vocabulary_hits` says, per subject word, whether the corpus has the word;
    `topic_covered` lists subject words found in a supporting topic chunk.
    """
    if named_plants:
        return None
    if not question.tokens:
        return Refusal("no_content", "The question has no words plantqa can search for.")
    # With no plant named, a subject word is grounded only by a topic card that uses it:
    # "chocolate" in a plant card's text does not make plantqa an authority on chocolate.
    partial = [w for w in unmatched_name_words if w not in topic_covered]
    loose = [w for w in question.subject if w not in topic_covered] if question.toxicity else []
    unknown = [w for w, hit in zip(question.subject, vocabulary_hits) if not hit]
    if question.toxicity and (partial or loose):
        return Refusal(
            "unknown_plant", f"plantqa has no card for '{(partial or loose)[0]}', so it cannot say whether it is safe."
        )
    if question.subject and 2 * len(unknown) > len(question.subject):
        return Refusal("off_topic", "The question does not look like one about plant care or pet safety.")
    if partial:
        return Refusal(
            "unknown_plant", f"plantqa has no card for the plant you named ('{partial[0]}' alone names none it knows)."
        )
    return None


def expand(question: Question, drop: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The question's words plus what its framing implies: the canonical animal
    ("kitten" -> "cat") and, for a toxicity question, "toxic". `drop` removes words
    that no longer discriminate (the plant's own name once the filter chose it)."""
    terms = [t for t in question.tokens if t not in drop] or list(question.tokens)
    terms += list(question.animals)
    if question.toxicity:
        terms.append("toxic")
    return list(dict.fromkeys(terms))
