"""The corpus that ships: valid, and every plant answers its own toxicity question."""

import pytest

from plantqa.cache import corpus_path
from plantqa.config import resolve
from plantqa.corpus import ANIMALS, check_corpus, load_corpus
from plantqa.engine import ask
from plantqa.text import words


def test_bundled_corpus_passes_strict_check():
    assert check_corpus(corpus_path(resolve(environ={})), strict=True) == []


def test_bundled_corpus_size():
    cards = load_corpus(corpus_path(resolve(environ={}))).cards
    assert sum(c.kind == "plant" for c in cards) == 127
    assert sum(c.kind == "topic" for c in cards) == 24


def _named_by(index, name):
    """The cards a name stands for: one, or several for a shared name such as a genus ("calathea")."""
    return [index.cards[slug] for slug in index.names.names[" ".join(words(name))]]


@pytest.mark.parametrize("animal", ANIMALS)
def test_every_plant_gets_its_own_verdict(bundled_index, animal):
    settings, index = bundled_index
    wrong = []
    for card in (c for c in index.cards.values() if c.kind == "plant"):
        r = ask(index, f"is {card.title} toxic to {animal}s", settings)
        got = {(v.card, v.toxic) for v in r.verdicts}
        want = {(c.slug, c.verdict(animal) == "toxic") for c in _named_by(index, card.title) if c.verdict(animal) != "unknown"}
        if not r.answered or got != want or r.citations[0].card != card.slug:
            wrong.append((card.slug, got, r.refusal))
    assert wrong == []


@pytest.mark.parametrize("question", ["my cat ate a lily what do i do", "my cat licked lily pollen off her fur what do i do"])
def test_a_cat_question_quotes_no_finding_for_dogs_alone(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and "cat" in r.answer
    assert "toxic to dogs" not in r.answer  # the lily card's line for dog owners is not this reader's answer


def test_a_group_word_lists_every_card_of_the_group_by_finding(bundled_index):
    """ "are orchids toxic to cats" was refused as a group; the owner gets each card's finding."""
    settings, index = bundled_index
    r = ask(index, "are orchids toxic to cats", settings)
    assert r.answered and "moth-orchid" in {v.card for v in r.verdicts}
    assert "Non-toxic to cats: moth orchid [1]" in r.answer and "none for the others" in r.answer


def test_a_mistyped_word_of_a_name_is_mended_to_that_name_and_said(bundled_index):
    """ "split-leaf philodendron" is monstera: mistyped, it gets monstera's finding with a note,
    never the philodendron cards' verdict."""
    settings, index = bundled_index
    r = ask(index, "is spilt-leaf philodendron toxic to cats", settings)
    named = set(index.names.names["split leaf philodendron"])
    assert "monstera" in named and {v.card for v in r.verdicts} == named and "read 'spilt' as 'split'" in r.notes
    assert ask(index, "is variegated monstera toxic to cats", settings).verdicts  # variegation is no other plant
    r = ask(index, "is philodendron sellou toxic to cats", settings)  # a dropped letter below 8 letters: not guessed
    assert not r.answered and r.verdicts == [] and "philodendron selloum" in r.suggestions


@pytest.mark.parametrize("question", ["is lilly of the valley toxic to dogs", "is peace lilly safe for cats"])
def test_lilly_is_lily(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.verdicts and all(v.toxic for v in r.verdicts)


def test_a_symptom_is_answered_from_the_plant_s_own_problems_section(bundled_index):
    """Every monstera section repeats the name, so Light outranks Common problems; the
    card's other sections still feed the quotes."""
    settings, index = bundled_index
    r = ask(index, "why are my monstera leaves turning yellow", settings)
    assert "Yellow leaves on monstera" in r.answer and {c.card for c in r.citations} == {"monstera"}


@pytest.mark.parametrize(
    "question, slug",
    [
        ("are rhubarb stalks safe for dogs", "rhubarb"),
        ("can my dog chew yew branches", "yew"),
        ("are sago palm fronds toxic to dogs", "sago-palm"),
    ],
)
def test_a_plant_part_after_the_name_is_the_plant_itself(bundled_index, question, slug):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and [(v.card, v.toxic) for v in r.verdicts] == [(slug, True)]


def test_a_safety_answer_quotes_no_care_line_for_sharing_a_word(bundled_index):
    """'yew branches' once quoted "Yellowing or dying branches: usually root rot"."""
    settings, index = bundled_index
    r = ask(index, "can my dog chew yew branches", settings)
    assert "root rot" not in r.answer and all(c.section == "Toxicity" for c in r.citations)
    seeds = ask(index, "dog ate sago palm seeds what now", settings)  # a care line about harm stays
    assert "handle seeds with care, as they are highly toxic" in seeds.answer


@pytest.mark.parametrize(
    "question, reason",
    [("is a snake plant safe for snakes", "unknown_animal"), ("is a baby rubber plant safe for my baby", "not_for_people")],
)
def test_a_name_s_own_word_used_again_outside_it_is_read(bundled_index, question, reason):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == reason and r.verdicts == []
    assert ask(index, "is baby rubber plant safe for cats", settings).verdicts  # once, it is the name


# (template, opening when the listing says toxic, when it says non-toxic)
WORDINGS = [
    ("is {p} toxic to {a}s", "Yes", "No"),
    ("is {p} safe for {a}s", "No", "Yes"),
    ("can my {a} eat {p}", "No", "Yes"),
    ("can {p} hurt my {a}", "Yes", "No"),
    ("will {p} make my {a} sick", "Yes", "No"),
    ("does {p} hurt {a}s", "Yes", "No"),
    ("are {a}s safe around {p}", "No", "Yes"),
    ("is {p} harmless to {a}s", "No", "Yes"),
    ("is {p} non toxic to {a}s", "No", "Yes"),  # refused as a plant called "X non" before
    ("is {p} toxic free for {a}s", "No", "Yes"),  # "Yes — X is toxic" before, read as toxic-free
    ("can i feed my {a} {p}", "No", "Yes"),
    ("is {p} edible for {a}s", "No", "Yes"),
]


@pytest.mark.parametrize("template, if_toxic, if_not", WORDINGS, ids=[w[0] for w in WORDINGS])
def test_every_plant_s_yes_or_no_answers_the_wording(bundled_index, template, if_toxic, if_not):
    """A skimming reader takes the first word: "No — pothos is toxic" to "can pothos hurt my
    cat" once read as "no, it can't"."""
    settings, index = bundled_index
    wrong = []
    for card in (c for c in index.cards.values() if c.kind == "plant"):
        for animal in ("cat", "dog"):
            listing = card.verdict(animal)
            if listing == "unknown":
                continue
            r = ask(index, template.format(p=card.title.lower(), a=animal), settings)
            opening = r.answer.split(" — ")[0] if r.answered and r.answer else None
            want = if_toxic if listing == "toxic" else if_not
            if opening != want or {v.card for v in r.verdicts} != {c.slug for c in _named_by(index, card.title)}:
                wrong.append((card.slug, animal, opening, r.refusal))
    assert wrong == []


def test_a_genus_question_answers_for_each_plant_of_it(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is ficus safe for dogs", settings)
    assert {v.card for v in r.verdicts} == {"weeping-fig", "rubber-plant"}  # fiddle-leaf fig: unknown, no verdict
    assert "fiddle-leaf fig (Ficus lyrata) has no toxicity listing for dogs" in r.answer


def test_a_named_plant_s_refusal_suggests_no_plant_for_a_stray_adjective(bundled_index):
    settings, index = bundled_index
    r = ask(index, "how do i make my poinsettia turn red", settings)
    assert not r.answered and r.suggestions == []  # was: red-edged dracaena, red-veined prayer plant


def test_health_said_of_a_pet_frames_the_question(bundled_index):
    """ "is a lily bad for my cat's health" was refused as a plant called 'health', on the
    one question where a refusal costs most."""
    settings, index = bundled_index
    r = ask(index, "is a lily bad for my cat's health", settings)
    assert r.answered and r.citations[0].card == "lilies-and-cats"
    assert not ask(index, "is pothos good for health", settings).answered  # no pet: not framing


def test_a_care_question_the_plant_s_card_does_not_cover_goes_to_a_general_card_or_is_refused(bundled_index):
    """'how often should i fertilize my pothos' was answered from the Water section, 'thrips
    on my weeping fig' with a temperature line."""
    settings, index = bundled_index
    r = ask(index, "thrips on my weeping fig", settings, explain=True)
    assert r.answered and {c.card for c in r.citations} == {"thrips"}
    assert any("the weeping fig card says nothing about this" in n for n in r.notes)
    assert r.trace["general_cards"] == ["thrips"]  # --explain says a second search answered
    r = ask(index, "how big does a monstera get", settings)  # no card says: refused, and why
    assert not r.answered and r.refusal.reason == "not_covered" and "'big' for monstera" in r.refusal.message
    old = ask(index, "how often should i fertilize my pothos", settings._replace(care_quotes="any"))
    assert old.answered and old.citations[0].card == "pothos"  # the old arm still runs
    r = ask(index, "how often should i water my pothos", settings)
    assert r.answered and r.citations[0].card == "pothos" and not r.notes


def test_prune_meets_pruning(bundled_index):
    """The yew card says "pruning", never "prune": the question found nothing before."""
    settings, index = bundled_index
    r = ask(index, "how do i prune my yew", settings)
    assert r.answered and "pruning" in r.answer


def test_a_group_asked_about_beside_a_named_plant_is_answered_too(bundled_index):
    """'which is more toxic to cats, lilies or pothos' answered for pothos alone, then with a
    note; now each gets its findings, and no yes or no answers the comparison."""
    settings, index = bundled_index
    r = ask(index, "which is more toxic to cats, lilies or pothos", settings)
    cards = {v.card for v in r.verdicts}
    assert {"pothos", "easter-lily", "peace-lily"} <= cards and not r.answer.startswith(("Yes", "No"))
    assert "Pothos (Epipremnum aureum) is toxic to cats" in r.answer and "Toxic to cats: " in r.answer
    assert not ask(index, "is the pothos plant toxic to cats", settings).notes  # "plant" after a name is no group


def test_a_general_card_must_cover_the_question_not_share_a_title_word(bundled_index):
    """In dense mode 'brown bumps on my schefflera stems' went to Brown leaf tips for 'brown'."""
    settings, index = bundled_index
    r = ask(index, "brown bumps on my schefflera stems", settings._replace(mode="dense"))
    assert "brown-leaf-tips" not in {c.card for c in r.citations}


def test_a_general_card_s_advice_for_another_kind_of_plant_is_not_quoted(bundled_index):
    """'how often do i feed my monstera' once opened with the Fertilizing card's line for
    succulents and cacti; for aloe, whose card calls it a succulent, that line is the answer."""
    settings, index = bundled_index
    monstera = ask(index, "how often do i feed my monstera", settings)
    assert monstera.answered and "Succulents" not in monstera.answer
    assert "Succulents and cacti need feeding" in ask(index, "how often do i feed my aloe", settings).answer
