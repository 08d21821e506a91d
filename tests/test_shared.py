"""Names shared by plant cards whose findings differ: the listing behind `corpus check --shared`."""

import pytest

from plantqa.corpus import Card
from plantqa.engine import ask
from plantqa.shared import Claim, SharedName, describe, differing

from .test_cli import invoke


def card(slug, names, cat="toxic", dog="toxic", kind="plant", scientific=""):
    return Card(slug, kind, slug, f"plants/{slug}.md", names=names, scientific=scientific, toxicity=(("cat", cat), ("dog", dog)))


def test_a_name_two_plants_share_with_different_findings_is_listed_with_both():
    cards = [
        card("spider-plant", ("spider plant", "Ribbon Plant"), "non-toxic", "non-toxic", scientific="Chlorophytum comosum"),
        card("corn-plant", ("corn plant", "ribbon plant"), scientific="Dracaena fragrans"),
    ]
    [shared] = differing(cards)
    assert shared == SharedName(
        "ribbon plant",  # spelled as the first card by slug has it, lower-cased
        (
            Claim("corn-plant", "Dracaena fragrans", ("toxic", "toxic", "unknown")),
            Claim("spider-plant", "Chlorophytum comosum", ("non-toxic", "non-toxic", "unknown")),
        ),
    )
    line = describe(shared)
    assert line.startswith("'ribbon plant' is shared by 2 cards with different findings: ")
    assert "corn-plant (Dracaena fragrans): cat toxic, dog toxic, horse unknown" in line
    assert "spider-plant (Chlorophytum comosum): cat non-toxic" in line


def test_names_that_agree_or_belong_to_one_card_or_a_topic_are_not_listed():
    cards = [
        card("a", ("hens and chicks", "houseleek")),
        card("b", ("hens and chicks",)),  # shared, but the same findings
        card("c", ("houseleeks",), "non-toxic"),  # folds to one name with a's: findings differ
        card("pests", ("houseleek",), "non-toxic", kind="topic"),
    ]
    assert [s.name for s in differing(cards)] == ["houseleek"]
    assert [c.slug for c in differing(cards)[0].claims] == ["a", "c"]


def test_the_listing_does_not_depend_on_the_cards_order():
    cards = [card("x", ("maple",), "non-toxic"), card("y", ("Maple",)), card("z", ("maple",))]
    assert differing(cards) == differing(list(reversed(cards)))


def test_corpus_check_shared_lists_the_bundled_corpus_s_ambiguous_names():
    r = invoke("corpus", "check", "--shared")
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    ribbon = next(line for line in lines if line.startswith("'ribbon plant'"))
    assert "corn-plant" in ribbon and "spider-plant" in ribbon
    assert any(line.startswith("'wandering jew' is shared by 3 cards") for line in lines)
    count = next(line for line in lines if "shared name(s) with different findings" in line)
    assert int(count.split()[0]) == sum(" is shared by " in line for line in lines) >= 40
    assert lines[-1].startswith("ok: ")


# From names14's report ("is iris safe for cats" opened "Yes — butterfly iris is non-toxic"),
# with variants of the lead's: a name several cards share with different findings gets each
# card's finding, the toxic ones first: never a "Yes, safe" from one of them before the danger.
@pytest.mark.parametrize(
    "question, toxic_first",
    [
        ("is iris safe for cats", "iris"),
        ("are wandering jew plants safe for cats", "wandering-dude"),
        ("is cobra lily toxic to cats", "jack-in-the-pulpit"),
        ("is a ribbon plant safe for dogs", "corn-plant"),
        ("can my dog eat a begonia", "begonia"),
        ("is a mother of thousands safe for kittens", "kalanchoe"),
    ],
)
def test_a_shared_name_s_findings_open_with_the_toxic_one(bundled_index, question, toxic_first):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == toxic_first, (question, [c.card for c in r.citations])
    assert r.verdicts[0].toxic, r.answer  # the first line a skimming reader takes is the danger
    assert any(not v.toxic for v in r.verdicts) and any(v.toxic for v in r.verdicts)


def test_a_shared_name_whose_cards_agree_keeps_its_order_and_yes_or_no(bundled_index):
    settings, index = bundled_index
    r = ask(index, "is bird of paradise safe for dogs", settings)  # shared, but both toxic to dogs
    assert (r.answer or "").startswith("No — ")
