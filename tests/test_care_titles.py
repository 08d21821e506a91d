"""A care question with no plant named whose own words name a topic card's title ("raise
humidity", "fertilize", "repot") is answered first from that card, not from the card that
merely ranked above it (plantqa/care.py titled). Written before the fix, from blind9-237
("how to raise humidity for tropical plants in a dry flat": Brown leaf tips' dry-air line
led) and blind9-221 (drooping with wet soil), with other topics and wordings."""

import pytest

from plantqa.care import titled
from plantqa.engine import ask


def _cards(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts, (question, r.refusal)
    return list(dict.fromkeys(c.card for c in r.citations))


@pytest.mark.parametrize(
    "question, first",
    [
        ("how to raise humidity for my tropical plants in a dry apartment", "humidity"),
        ("how do i keep humidity up for tropical houseplants near a radiator", "humidity"),
        ("how often should i fertilize houseplants in winter", "fertilizing"),
        ("when should i repot houseplants that have roots coming out", "repotting"),
        ("how do i repot a houseplant whose roots come out of the bottom", "repotting"),
        ("my plant is wilting even though the compost is wet", "drooping-leaves"),
    ],
)
def test_the_topic_card_the_question_names_leads(bundled_index, question, first):
    assert _cards(bundled_index, question)[0] == first


@pytest.mark.parametrize(
    "question, first",
    [
        ("how do i take cuttings from my houseplants without them rotting", "propagation-cuttings"),
        ("how do i propagate cuttings so they do not rot", "propagation-cuttings"),
        ("what is the best mix for propagating cuttings", "propagation-cuttings"),
    ],
)
def test_titles_named_about_as_much_keep_their_rank(bundled_index, question, first):
    """ "root" and "rot" name two words of Overwatering and root rot, "cuttings" half of
    Propagation cuttings: neither leads over the other, and the better ranked stays first."""
    assert _cards(bundled_index, question)[0] == first


def test_a_whole_title_is_named_and_half_is_not(bundled_index):
    _, index = bundled_index
    cards = ["potting-soil", "repotting", "scale-insects", "overwatering-and-root-rot", "calathea"]
    assert titled(index, frozenset({"repot"}), cards) == {"repotting"}
    assert titled(index, frozenset({"pot", "soil"}), cards) == {"potting-soil", "repotting"}  # SAME_TOPIC: pot, repot
    assert titled(index, frozenset({"soil"}), cards) == frozenset()  # "the soil is still wet"
    assert titled(index, frozenset({"insect"}), cards) == frozenset()  # every pest card says insects
    assert titled(index, frozenset({"root", "rot"}), cards) == frozenset()  # two words of three
    assert titled(index, frozenset({"calathea"}), cards) == frozenset()  # a plant card never leads here


def test_insects_named_do_not_lead_with_scale_insects(bundled_index):
    """The half-title arm (measured) led Scale insects for any question saying "insects"."""
    assert _cards(bundled_index, "little insects on the underside of leaves that multiply fast")[0] == "spider-mites"


@pytest.mark.parametrize(
    "question, first",
    [
        ("ways to increase humidity for houseplants in winter", "humidity"),
        ("what is the best way to boost humidity for my houseplants in a centrally heated flat", "humidity"),
        ("how often do houseplants need fertilizing in the colder months", "fertilizing"),
        ("how much should i be fertilizing houseplants over the darker months", "fertilizing"),
        ("what humidity do tropical houseplants want in a studio flat with radiators", "humidity"),
    ],
)
def test_a_topic_card_titled_in_full_grounds_the_question(bundled_index, question, first):
    """Words no card says ("increase", "colder", "centrally heated") weighed the coverage
    below min_coverage; the title named in full grounds it, as a plant's name does."""
    assert _cards(bundled_index, question)[0] == first


@pytest.mark.parametrize(
    "question",
    [
        "how do i water my houseplants while i am on holiday",  # half of Watering basics: no card on holidays
        "how do i increase humidity in my car",  # no plant word
    ],
)
def test_half_a_title_or_no_plant_word_stays_refused(bundled_index, question):
    settings, index = bundled_index
    assert not ask(index, question, settings).answered
