"""A question written as a letter (plantqa.letters): its greeting and sign-off say nothing of
plants or pets, and its polite words of asking frame it. Set 32's formal letters showed the
class (blind32-201, -219, -237); the variants were written before the fix."""

import pytest

from plantqa.engine import ask
from plantqa.letters import unsigned
from plantqa.lexing import lex


def _kept(text: str) -> tuple[str, str]:
    ws, ended = unsigned(lex(text))
    return " ".join(w.raw for w in ws), ended


@pytest.mark.parametrize(
    ("text", "kept", "ended"),
    [
        ("Dear Sir or Madam, is pothos toxic to cats?", "is pothos toxic to cats", ""),
        (
            "To whom it may concern: is the jade plant toxic to horses? Kind regards, Jean",
            "is the jade plant toxic to horses",
            "?",
        ),
        ("Is there a remedy? Yours faithfully", "Is there a remedy", "?"),
        ("Are they harmful to her? With thanks, Mrs Ellis", "Are they harmful to her", "?"),
        # a greeting with no stop in its first words, or a formula inside the question, is kept
        ("dear me my cat ate the whole peace lily leaf and is drooling now", None, ""),
        ("my regards to the vet, my dog ate a tulip", None, ""),
    ],
)
def test_a_greeting_and_a_sign_off_are_dropped(text, kept, ended):
    assert _kept(text) == ((kept if kept is not None else " ".join(w.raw for w in lex(text))), ended)


def test_the_first_word_after_a_greeting_opens_a_sentence():
    ws, _ = unsigned(lex("Dear Sir, Daisy has eaten some tulip bulbs."))
    assert ws[0].raw == "Daisy" and ws[0].start and ws[0].upper and not ws[0].cap


@pytest.mark.parametrize(
    ("question", "card"),
    [
        (
            "Dear Madam, the tips of my spider plant's leaves have turned brown. Is there a remedy? Yours faithfully",
            "spider-plant",
        ),
        (
            "Dear Madam, I wondered whether you could advise me on repotting my jade plant. I would be most grateful.",
            "jade-plant",
        ),
        ("I would appreciate your advice on watering my peace lily", "peace-lily"),
        (
            "To whom it may concern, I enquire as to the correct light for an african violet. Yours sincerely, B. Hart",
            "african-violet",
        ),
        ("Dear Sir, I wish to know how often to water my snake plant. Kind regards, Tom", "snake-plant"),
    ],
)
def test_a_care_letter_is_answered_from_its_plant(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and card in {c.card for c in r.citations}, r.refusal
    assert not any("Madam" in n or "Hart" in n or "Tom" in n for n in r.notes)


def test_a_safety_letter_gets_its_verdict_and_no_signature_as_a_name(bundled_index):
    settings, index = bundled_index
    r = ask(index, "To whom it may concern: is the jade plant toxic to horses? Kind regards, Jean", settings)
    assert [(v.card, v.animal, v.toxic) for v in r.verdicts] == [("jade-plant", "horse", True)] and not r.notes
