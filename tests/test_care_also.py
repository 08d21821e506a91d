"""Two questions in one message (plantqa/care_also.py): a safety question that asks about care
too gets the finding and then the named plant's lines on the care asked. From blind35-223
("White fluffy stuff on my jade plant, mealybugs? How do I get rid of them, and is jade toxic
to my cat anyway?", answered with the finding alone); the variants were written before the
fix, and each was answered with its safety half alone."""

import pytest

from plantqa.care_also import asked_topic
from plantqa.engine import ask, lexicon
from plantqa.reading import read


@pytest.mark.parametrize(
    "question, card, section",
    [
        (
            "White fluffy stuff on my jade plant, mealybugs? How do I get rid of them, and is it toxic to my cat?",
            "mealybugs",
            "Control",
        ),
        ("how often should I water my monstera, and is it safe for cats?", "monstera", "Water"),
        ("is a spider plant safe for my cat and how much light does it need", "spider-plant", "Light"),
        ("how do I repot a snake plant? also my dog chewed a leaf, is that bad?", "snake-plant", "Soil"),
        ("is my peace lily toxic to dogs, and how often should I water it?", "peace-lily", "Water"),
    ],
)
def test_a_safety_question_s_care_half_is_answered_after_its_finding(bundled_index, question, card, section):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.verdicts and r.citations[0].section == "Toxicity"  # the finding first
    care = [c for c in r.citations if c.card == card and c.section.startswith(section)]
    assert care, (question, [(c.card, c.section) for c in r.citations])
    assert r.answer.splitlines()[-1].endswith(f"[{care[0].n}]")  # and the care half last


@pytest.mark.parametrize(
    "question",
    [
        "is pothos toxic to cats",
        "my cat chewed the monstera by the window, is it toxic",  # where it stands, asked of nothing
        "is aloe safe for cats if I put it on a high shelf in the sun",  # one plant of two named "aloe"
        "which is safer for a cat, monstera or calathea, and how much light do they need",  # a comparison
        "my cat ate a lily, what do I do",
    ],
)
def test_a_safety_question_asking_no_care_gets_no_care_line(bundled_index, question):
    settings, index = bundled_index
    assert asked_topic(index, read(question, lexicon(index))) == frozenset()
    r = ask(index, question, settings)
    care = ("Water", "Light", "Soil", "Humidity", "Propagation")
    assert not any(index.cards[c.card].kind == "plant" and c.section.startswith(care) for c in r.citations), question
