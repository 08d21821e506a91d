"""The corpus that ships: valid, and every plant answers its own toxicity question."""

import re
import zlib

import pytest

from plantqa.cache import corpus_path
from plantqa.config import resolve
from plantqa.corpus import ANIMALS, check_corpus, is_finding_only, load_corpus
from plantqa.engine import ask
from plantqa.text import words


def test_bundled_corpus_passes_strict_check():
    assert check_corpus(corpus_path(resolve(environ={})), strict=True) == []


def test_bundled_corpus_size():
    """The README's corpus figures: plant cards with care sections (full) and finding-only."""
    cards = load_corpus(corpus_path(resolve(environ={}))).cards
    plants = [c for c in cards if c.kind == "plant"]
    assert (len(plants), sum(not is_finding_only(c) for c in plants), sum(is_finding_only(c) for c in plants)) == (499, 214, 285)
    assert sum(c.kind == "topic" for c in cards) == 24
    assert (sum(bool(c.aspca) for c in plants), len({a for c in plants for a in c.aspca})) == (484, 997)


def _named_by(index, name):
    """The cards a name stands for: one, or several for a shared name such as a genus ("calathea")."""
    return [index.cards[slug] for slug in index.names.names[" ".join(words(name))]]


@pytest.mark.parametrize("animal", ANIMALS)
def test_every_plant_gets_its_own_verdict(bundled_index, animal):
    """Each title gets its card's listing; a title several cards share ("begonia", "dragon
    tree") gets a verdict line for every card it names with a listing, this card's among them,
    and a title no other card uses is answered from its own card first."""
    settings, index = bundled_index
    wrong = []
    for card in (c for c in index.cards.values() if c.kind == "plant"):
        r = ask(index, f"is {card.title} toxic to {animal}s", settings)
        named = _named_by(index, card.title)
        got = {(v.card, v.toxic) for v in r.verdicts}
        want = {(c.slug, c.verdict(animal) == "toxic") for c in named if c.verdict(animal) != "unknown"}
        cited = [c.card for c in r.citations]
        own = cited[:1] == [card.slug] if len(named) == 1 else card.slug in cited or card.verdict(animal) == "unknown"
        if not r.answered or card not in named or got != want or not own:
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
    assert r.answered and ("moth-orchid", "cat", False) in {(v.card, v.animal, v.toxic) for v in r.verdicts}
    assert any(line.startswith("Non-toxic to cats: ") for line in r.answer.splitlines()) and "none for the others" in r.answer


def test_a_mistyped_word_of_a_name_is_mended_to_that_name_and_said(bundled_index):
    """ "split-leaf philodendron" is monstera: mistyped, it gets monstera's finding with a note,
    never the philodendron cards' verdict."""
    settings, index = bundled_index
    r = ask(index, "is spilt-leaf philodendron toxic to cats", settings)
    named = set(index.names.names["split leaf philodendron"])
    assert "monstera" in named and {v.card for v in r.verdicts} == named and "read 'spilt' as 'split'" in r.notes
    assert ask(index, "is variegated monstera toxic to cats", settings).verdicts  # variegation is no other plant
    r = ask(index, "is philodendron sellou toxic to cats", settings)  # a dropped letter from 6 letters: mended, said
    assert {v.card for v in r.verdicts} == set(index.names.names["philodendron selloum"])
    assert "read 'sellou' as 'selloum'" in r.notes
    r = ask(index, "is philodendron sello toxic to cats", settings)  # below 6 letters a dropped letter is not guessed
    assert not r.answered and r.verdicts == []


@pytest.mark.parametrize("question", ["is lilly of the valley toxic to dogs", "is peace lilly safe for cats"])
def test_lilly_is_lily(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.verdicts and all(v.toxic for v in r.verdicts)


def test_a_symptom_is_answered_from_the_plant_s_own_problems_section(bundled_index):
    """Every monstera section repeats the name, so Light outranks Common problems; the
    card's other sections still feed the quotes, first; the general card on it comes after
    (plantqa/both_sides.py)."""
    settings, index = bundled_index
    r = ask(index, "why are my monstera leaves turning yellow", settings)
    assert "Yellow leaves on monstera" in r.answer and r.citations[0].card == "monstera"
    assert {c.card for c in r.citations} <= {"monstera", "yellow-leaves"}


@pytest.mark.parametrize(
    "question, slug",
    [
        ("are rhubarb stalks safe for dogs", "rhubarb"),
        ("can my dog chew yew branches", "yew"),
        ("are sago palm fronds toxic to dogs", "sago-palm"),
        # what a plant bleeds or holds is the plant too (blind3-027, blind2-099 and variants)
        ("JUNIPER (our cat) just licked the aloe vera gel off my hand", "aloe-vera"),
        ("cat licked aloevera gel off the counter", "aloe-vera"),
        ("my dog licked some aloe vera gel off my leg", "aloe-vera"),
        ("is aloe vera gel safe for cats", "aloe-vera"),
        ("is poinsettia latex toxic to cats", "poinsettia"),
        ("my cat got pencil cactus latex on her paw", "pencil-cactus"),
    ],
)
def test_a_plant_part_after_the_name_is_the_plant_itself(bundled_index, question, slug):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and [(v.card, v.toxic) for v in r.verdicts] == [(slug, True)]


@pytest.mark.xfail(strict=True, reason="answer: 'their grubs eat the roots' passes for a line about harm (issue 11)")
def test_a_safety_answer_quotes_no_care_line_for_sharing_a_word(bundled_index):
    """'yew branches' once quoted "Yellowing or dying branches: usually root rot"; over 499
    cards it quotes "Notched leaf edges: vine weevil adults feeding; their grubs eat the roots"."""
    settings, index = bundled_index
    r = ask(index, "can my dog chew yew branches", settings)
    assert "root rot" not in r.answer and all(c.section == "Toxicity" for c in r.citations)


def test_a_care_line_about_harm_stays_in_a_safety_answer(bundled_index):
    settings, index = bundled_index
    seeds = ask(index, "dog ate sago palm seeds what now", settings)
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


SAMPLE = 4  # each wording asks about one plant card in SAMPLE: 12 x 499 x 2 asks took ~110 s


def _sampled(template: str, slug: str) -> bool:
    """A fixed quarter of the plant cards per wording (crc32: the same cards on every run), so
    each card still meets about three of the twelve wordings."""
    return zlib.crc32(f"{template}|{slug}".encode()) % SAMPLE == 0


def _lines(r) -> dict[str, str]:
    """card -> the opening word of its verdict line ("Yes — begonia is toxic to dogs [1].")."""
    out = {}
    for line in (r.answer or "").splitlines() if r.answered else ():
        m = re.match(r"(Yes|No) — .*\[(\d+)\]\.?$", line)
        if m:
            out[r.citations[int(m.group(2)) - 1].card] = m.group(1)
    return out


@pytest.mark.parametrize("template, if_toxic, if_not", WORDINGS, ids=[w[0] for w in WORDINGS])
def test_every_plant_s_yes_or_no_answers_the_wording(bundled_index, template, if_toxic, if_not):
    """A skimming reader takes the first word: "No — pothos is toxic" to "can pothos hurt my
    cat" once read as "no, it can't". Under a shared title every plant's line opens right."""
    settings, index = bundled_index
    wrong, asked = [], 0
    sample = [c for c in index.cards.values() if c.kind == "plant" and _sampled(template, c.slug)]
    for card in (c for c in sample if c.slug not in SAFETY_WORD_TITLES):
        for animal in ("cat", "dog"):
            if card.verdict(animal) == "unknown":
                continue
            asked += 1
            r = ask(index, template.format(p=card.title.lower(), a=animal), settings)
            want = {
                c.slug: if_toxic if c.verdict(animal) == "toxic" else if_not
                for c in _named_by(index, card.title)
                if c.verdict(animal) != "unknown"
            }
            if _lines(r) != want:
                wrong.append((card.slug, animal, _lines(r), r.refusal))
    assert asked > 150 and wrong == []


# Titles holding a word of a question's own wording ("poison"): "is poison hemlock safe for
# cats" opened "Yes — ... is toxic" while the name's word was read as the question's.
SAFETY_WORD_TITLES = ("poison-hemlock", "poison-ivy", "poison-oak", "poison-sumac")


@pytest.mark.parametrize("slug", SAFETY_WORD_TITLES)
def test_a_title_holding_a_safety_word_gets_the_wording_s_yes_or_no(bundled_index, slug):
    settings, index = bundled_index
    card = index.cards[slug]
    wrong = []
    for template, if_toxic, if_not in WORDINGS:
        r = ask(index, template.format(p=card.title.lower(), a="dog"), settings)
        if _lines(r) != {slug: if_toxic if card.verdict("dog") == "toxic" else if_not}:
            wrong.append((template, _lines(r)))
    assert wrong == []


def test_a_genus_question_answers_for_each_plant_of_it(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is ficus safe for dogs", settings)
    assert {v.card for v in r.verdicts} == {"weeping-fig", "rubber-plant"}  # fiddle-leaf fig: unknown, no verdict
    assert "fiddle-leaf fig (Ficus lyrata) has no toxicity listing for dogs" in r.answer


def test_a_named_plant_s_refusal_suggests_no_plant_for_a_stray_adjective(bundled_index):
    settings, index = bundled_index
    r = ask(index, "how do i make my poinsettia turn red", settings)
    assert r.suggestions == []  # was: red-edged dracaena, red-veined prayer plant
    # with dense_idf = "query" (ADR 0003) the general cards' lines are quoted, saying the
    # poinsettia card is silent on it; with corpus idf the question was refused
    assert not r.answered or any("poinsettia card says nothing" in n for n in r.notes)


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


@pytest.mark.parametrize(
    "question, card",
    [
        ("fine webbing under my rubber plant leaves", "spider-mites"),
        ("fine webs between the leaves of my schefflera", "spider-mites"),
        ("silvery streaks on my peace lily leaves", "thrips"),
        ("white cottony clumps on my christmas cactus", "mealybugs"),
        ("silvery patches and black dots on my croton leaves", "thrips"),
    ],
)
def test_a_symptom_the_plant_s_card_does_not_name_is_answered_from_the_general_card_that_does(bundled_index, question, card):
    """The gate refused these as not covered: the symptom is in a pest card's Signs, not in
    its title or headings, and the general cards were consulted only after an answer. The
    plant's card either says nothing of it (the note) or names the pest, and then gives the
    last line, naming it (both_sides.named_by), with no note: "Mealybugs and scale can hide
    where the segments join" is on the christmas cactus's card."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == card
    own = [c for c in r.citations if index.cards[c.card].kind == "plant"]
    noted = any("says nothing about this; these lines are from plantqa's general cards" in n for n in r.notes)
    assert noted != bool(own), (r.notes, own)
    if own:
        last = (r.answer or "").splitlines()[-1]
        assert last.endswith(f"[{own[0].n}]") and set(index.cards[card].title.lower().split()) & set(last.lower().split())


@pytest.mark.parametrize(
    "question, not_from",
    [
        ("my fittonia collapsed and looks dead", "if-your-pet-ate-a-plant"),  # one shared word, and a common one
        ("my burros tail keeps losing leaves", "light-levels"),
    ],
)
def test_one_common_word_is_no_reason_to_answer_from_a_general_card(bundled_index, question, not_from):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not_from not in {c.card for c in r.citations}


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


# a card's first sentence says what form the plant grows in ("an evergreen shrub", "a climbing
# vine"): its groups list that form, so that "the bottlebrush tree" or "a carob tree" is the
# plant's own kind, not another plant's name (after_name._another_kind), and a group answer
# ("which shrubs are safe for dogs") lists it
_GROWS_AS = re.compile(r"\b(?:is|are) an? (?:genus of |group of )?((?:[\w-]+,? (?:or |and )?){0,4}?)(tree|shrub|vine)s?\b")


def test_a_card_that_calls_its_plant_a_tree_shrub_or_vine_lists_that_group():
    cards = load_corpus(corpus_path(resolve(environ={}))).cards
    missing = []
    for card in cards:
        if card.kind != "plant" or not card.sections:
            continue
        first = card.sections[0][1].split(". ")[0]
        m = _GROWS_AS.search(first)
        if m and not {"that", "to", "from", "of", "on"} & set(m.group(1).replace(",", "").split()):
            forms = set(re.findall(r"\b(tree|shrub|vine)s?\b", m.group(0)))
            missing += [(card.slug, f) for f in forms if f not in card.groups]
    assert missing == []
