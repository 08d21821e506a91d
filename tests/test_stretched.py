"""Words typed stretched for feeling ("sooo", "lovesss", "helppp"): read as the word they
stretch, so that a stretched word after a name glues no other plant to it and a stretched
verb of habit still says a pet has eaten. Set 33's text-speak showed the class (blind33-107:
"my cat lovesss chewing the waxy leaves" lost its vet line); the variants were written before
the fix."""

import pytest

from plantqa.engine import ask
from plantqa.typed import unstretched


def _known(word: str) -> bool:
    return word in {"so", "loves", "help", "good", "tree", "please", "cool"}


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("sooo", "so"),
        ("lovesss", "loves"),
        ("HELPPP", "HELP"),
        ("goood", "good"),
        ("treeee", "tree"),
        ("pleeeeease", "please"),
        ("cooool", "cool"),
        # nothing known: each run typed once
        ("yesss", "yes"),
        # a doubled letter is how words are spelt; digits are no stretch
        ("jelly 1000 zz", "jelly 1000 zz"),
        ("my cat lovesss it sooo much", "my cat loves it so much"),
    ],
)
def test_a_stretched_word_is_read_as_the_word_it_stretches(text, read):
    assert unstretched(text, _known) == read


def _read(bundled_index, question):
    settings, index = bundled_index
    return ask(index, question, settings)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("is the pothos sooo bad for my cat", "pothos"),
        ("my cat lovesss chewing the hoya", "hoya"),
        ("helppp my dog ate a tulip bulb", "tulip"),
        ("my puppy is alwaysss chewing the spider plant", "spider-plant"),
        ("is the monstera reallyyy toxic to dogs", "monstera"),
        ("my dog ate the aloeee", "aloe-vera"),
    ],
)
def test_a_stretched_word_beside_a_name_leaves_the_plant(bundled_index, question, card):
    r = _read(bundled_index, question)
    assert r.answered and card in {v.card for v in r.verdicts}, r.refusal


@pytest.mark.parametrize(
    "question",
    [
        "r hoyas safe 4 cats?? my cat lovesss chewing the waxy leaves",
        "my dog lovesss eating the spider plant",
        "my kitten likesss to chew the calathea",
        "my cat keeeps chewing the boston fern",
        "my dog sooo loves chewing the parlor palm",
        # and the words between the one eating and the verb: adverbs of frequency and degree,
        # and chat spellings of "just" (blind33-017: "she js chewed the corner of my calathea leaf")
        "my kitten is named pepper and she js chewed the corner of my calathea leaf. do i need to panic",
        "my kitten is named pepper and she sometimes chews my calathea",
        "my kitten is named pepper and she even chewed my calathea",
        "my dog so loves chewing the parlor palm",
        "my cat so often chews the spider plant",
        "my cat jus chewed the boston fern",
    ],
)
def test_a_pet_still_eats_past_a_stretched_verb_or_an_adverb(bundled_index, question):
    r = _read(bundled_index, question)
    assert r.answered and "call your vet" in r.answer, question


def test_a_stretched_name_is_noted_as_read_beside_a_chat_spelling(bundled_index):
    # "idk" is spelled out as three words: a stretch is noted against the text before that, word
    # for word ("read 'aloeee' as 'dog'" was noted when the two were zipped after it)
    r = _read(bundled_index, "idk my dog ate the aloeee")
    assert "read 'aloeee' as 'aloe'" in r.notes and not any("as 'dog'" in n for n in r.notes), r.notes
