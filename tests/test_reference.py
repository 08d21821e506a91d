"""The facts check against a reference list: findings, coverage and the eight-word rule."""

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from plantqa.cache import corpus_path
from plantqa.cli import main
from plantqa.config import resolve
from plantqa.engine import ask
from plantqa.errors import InputError
from plantqa.reference import check_reference, load_reference
from plantqa.text import words

from .conftest import PROJECT

REFERENCE = PROJECT.parent / "shared" / "reference" / "aspca-plants.jsonl"
SIGNS = "Vomiting, loss of appetite and lethargy followed within days by kidney failure and death"


def _page(slug, cat="toxic", dog="non-toxic", horse="not listed", signs=SIGNS):
    return {
        "page": slug,
        "name": slug.title(),
        "other_names": [],
        "scientific": "",
        "family": "",
        "cat": cat,
        "dog": dog,
        "horse": horse,
        "toxic_principles": "Unknown",
        "clinical_signs": signs,
    }


def _reference(tmp_path: Path, *pages) -> Path:
    path = tmp_path / "ref.jsonl"
    path.write_text("".join(json.dumps(p) + "\n" for p in pages))
    return path


def _card(folder: Path, slug, aspca, cat="toxic", dog="non-toxic", horse="unknown", body="Own words.", source="ASPCA (2015)"):
    folder.mkdir(exist_ok=True)
    (folder / f"{slug}.md").write_text(
        f'+++\ntitle = "{slug}"\nkind = "plant"\nnames = ["{slug}"]\naspca = {json.dumps(aspca)}\n'
        f'[toxicity]\ncat = "{cat}"\ndog = "{dog}"\nhorse = "{horse}"\nsource = "{source}"\n+++\n## Toxicity\n\n{body}\n'
    )


def test_matching_cards_pass(tmp_path: Path):
    ref = _reference(tmp_path, _page("lily"), _page("rose", cat="non-toxic"))
    _card(tmp_path / "c", "lily", ["lily"])
    _card(tmp_path / "c", "rose", ["rose"], cat="non-toxic")
    assert check_reference(tmp_path / "c", ref, complete=True) == []


def test_a_listed_finding_the_card_contradicts_is_reported(tmp_path: Path):
    ref = _reference(tmp_path, _page("lily"))
    _card(tmp_path / "c", "lily", ["lily"], dog="unknown")  # the old lily cards' mistake
    assert check_reference(tmp_path / "c", ref) == [
        "lily.md: toxicity.dog is 'unknown' but reference page 'lily' lists 'non-toxic'"
    ]


def test_an_animal_the_page_does_not_list_is_not_checked(tmp_path: Path):
    ref = _reference(tmp_path, _page("lily", horse="not listed"))
    _card(tmp_path / "c", "lily", ["lily"], horse="toxic")
    assert check_reference(tmp_path / "c", ref) == []


def test_a_later_source_may_differ(tmp_path: Path):
    ref = _reference(tmp_path, _page("avocado", cat="not listed", dog="not listed", horse="toxic"))
    _card(tmp_path / "c", "avocado", ["avocado"], cat="toxic", dog="toxic", horse="non-toxic", source="ASPCA (2015)")
    assert len(check_reference(tmp_path / "c", ref)) == 1
    _card(tmp_path / "c", "avocado", ["avocado"], cat="toxic", dog="toxic", horse="non-toxic", source="ASPCA list, 2023 update")
    assert check_reference(tmp_path / "c", ref) == []


def test_unknown_duplicate_and_missing_pages_are_reported(tmp_path: Path):
    ref = _reference(tmp_path, _page("taro"), _page("taro-0"), _page("lily"))
    _card(tmp_path / "c", "a", ["taro", "nope"])
    _card(tmp_path / "c", "b", ["taro"])
    text = "\n".join(check_reference(tmp_path / "c", ref, complete=True))
    assert "a.md: aspca page 'nope' is not in the reference" in text
    assert "reference page 'taro' is named by 2 cards: a.md, b.md" in text
    assert "reference page 'taro-0' (Taro-0) is named by no card" in text
    assert "'lily'" in text
    assert "named by no card" not in "\n".join(check_reference(tmp_path / "c", ref))  # coverage only when asked


@pytest.mark.parametrize(
    "body",
    [
        "It causes vomiting, loss of appetite and lethargy followed within days by kidney failure.",
        "IT CAUSES VOMITING - LOSS OF APPETITE AND LETHARGY; FOLLOWED WITHIN DAYS",  # case and punctuation do not hide it
    ],
)
def test_eight_words_of_the_reference_in_a_body_are_reported(tmp_path: Path, body):
    ref = _reference(tmp_path, _page("lily"))
    _card(tmp_path / "c", "lily", ["lily"], body=body)
    problems = check_reference(tmp_path / "c", ref)
    assert len(problems) == 1 and "section 'Toxicity' repeats 8 words of reference page 'lily'" in problems[0]


def test_seven_words_are_facts_not_copying(tmp_path: Path):
    ref = _reference(tmp_path, _page("lily"))
    _card(tmp_path / "c", "lily", ["lily"], body="Signs: loss of appetite and lethargy followed within a few days.")
    assert check_reference(tmp_path / "c", ref) == []


def test_eight_words_in_front_matter_are_reported(tmp_path: Path):
    ref = _reference(tmp_path, _page("lily"))
    _card(tmp_path / "c", "lily", ["lily"])
    path = tmp_path / "c" / "lily.md"
    copied = 'principles = "loss of appetite and lethargy followed within days by"\n'
    path.write_text(path.read_text().replace('source = "', copied + 'source = "'))
    assert any("lily.md: principles repeats 8 words" in p for p in check_reference(tmp_path / "c", ref))


def test_a_sign_list_copied_in_the_page_s_order_is_reported(tmp_path: Path):
    ref = _reference(tmp_path, _page("crocus", signs="Oral irritation, bloody vomiting, diarrhea, shock, multi-organ damage"))
    _card(tmp_path / "c", "crocus", ["crocus"])
    path = tmp_path / "c" / "crocus.md"
    signs = '["oral irritation", "bloody vomiting", "diarrhea", "shock", "multi-organ damage"]'
    path.write_text(path.read_text().replace('source = "', f'signs = {signs}\nsource = "'))
    assert any("crocus.md: signs repeats 8 words" in p for p in check_reference(tmp_path / "c", ref))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json\n", "not a JSON object"),
        ('{"name": "x"}\n', "needs a 'page' slug"),
        ("", "has no pages"),
        ('{"page": "a", "cat": 1}\n', "must be strings"),
    ],
)
def test_a_bad_reference_file_is_an_input_error(tmp_path: Path, text, message):
    path = tmp_path / "ref.jsonl"
    path.write_text(text)
    with pytest.raises(InputError, match=message):
        load_reference(path)
    with pytest.raises(InputError, match="a folder, not a regular file"):
        load_reference(tmp_path)  # a folder is not a reference file


def test_cli_reference_option(tmp_path: Path):
    ref = _reference(tmp_path, _page("lily"))
    _card(tmp_path / "c", "lily", ["lily"], dog="unknown")
    r = CliRunner().invoke(main, ["corpus", "check", str(tmp_path / "c"), "--reference", str(ref)])
    assert r.exit_code == 1 and "toxicity.dog is 'unknown'" in r.output
    r = CliRunner().invoke(main, ["corpus", "check", str(tmp_path / "c"), "--reference", str(tmp_path / "none.jsonl")])
    assert r.exit_code == 2 and "reference file not found" in r.output
    r = CliRunner().invoke(main, ["corpus", "check", str(tmp_path / "c"), "--complete"])
    assert r.exit_code == 2 and "--complete needs --reference" in r.output


needs_reference = pytest.mark.skipif(not REFERENCE.is_file(), reason="../shared/reference is not beside the project")


@needs_reference
def test_bundled_cards_match_the_reference_and_copy_none_of_its_wording():
    assert check_reference(corpus_path(resolve(environ={})), REFERENCE) == []


def test_the_four_true_lilies_are_listed_non_toxic_to_dogs_and_horses():
    from plantqa.corpus import load_corpus

    cards = {c.slug: c for c in load_corpus(corpus_path(resolve(environ={}))).cards}
    for slug in ("easter-lily", "tiger-lily", "stargazer-lily", "daylily"):
        assert [cards[slug].verdict(a) for a in ("cat", "dog", "horse")] == ["toxic", "non-toxic", "non-toxic"]


# The "done when": every page's own name, asked about cats and dogs, gets that page's
# finding. Page names plantqa deliberately takes as no one plant's name are listed here, each
# with its reason, and must get a safe answer: a refusal or a general card's answer, no verdict.
NOT_A_NAME = {
    "lily": "'Lily' (the Lilium page) names a kind: many 'lilies' are other plants; answered card by card",
    "bamboo": "'Bamboo' (the golden bamboo page) names a kind: lucky and heavenly bamboo are toxic; card by card",
    "daisy": "'Daisy' (a chrysanthemum page) names a kind: the daisies differ; card by card",
    "fig": "'Fig' (a weeping fig page) usually means the edible fig; the gold set refuses it (ref-050)",
    "thorn-apple": "'Thorn apple' (a black hawthorn page) usually means Datura, highly toxic, no card",
    "orange-star": "'Orange star' (a Guzmania page) is also Ornithogalum dubium, a toxic bulb, no card",
    "garden-marigold": "'Garden marigold' (a Calendula page) commonly means Tagetes, unlisted, no card (issue 11)",
}


def spoken(name: str) -> str:
    """A page's display name as a person says it: 'Bird of Paradise 2' (the site's counter),
    'Begonia, Climbing', 'Mistletoe "American"', 'Day Lilies (many varieties)',
    'Sudan Grass / Hybrid Sudan', 'White/Black/Yellow Indian Mustard'."""
    name = re.sub(r"\s*\([^)]*\)", "", re.sub(r"\s+\d$", "", name))
    name = re.sub(r'^(\w+) "(\w+)"$', r"\2 \1", name)
    name = re.sub(r"^(\w+),\s*(\w+)$", r"\2 \1", name)
    return re.sub(r"^(?:\w+/)+\w+\s+", "", name.split(" / ")[0]).strip()


def _listings(pages) -> dict[tuple[str, str], str]:
    """(card, animal) -> the finding the card's pages list ("toxic" / "non-toxic")."""
    return {(slug, animal): value for slug, page in pages.items() for animal, value in page.findings}


@needs_reference
@pytest.mark.parametrize("animal", ["cat", "dog"])
def test_every_page_s_own_name_gets_the_page_s_finding(bundled_index, animal):
    """A verdict line for the page's card with the page's finding, and for every other card
    the name also names; no verdict when the page does not list the animal."""
    settings, index = bundled_index
    pages = load_reference(REFERENCE)
    owner = {slug: card for card in index.cards.values() for slug in card.aspca}
    listed = {(owner[s].slug, a): v for (s, a), v in _listings(pages).items()}
    wrong = []
    for slug, page in sorted(pages.items()):
        card = owner[slug]
        if slug in NOT_A_NAME:
            # a kind ("Lily", "Bamboo") is answered with every card of the kind, this page's
            # among them with its finding; a look-alike ("Fig", "Thorn apple") is refused
            r = ask(index, f"is {page.name} toxic to {animal}s", settings)
            members = set(index.names.members(" ".join(words(page.name))))
            got = {(v.card, v.toxic) for v in r.verdicts if v.animal == animal}
            own = (card.slug, listed[(card.slug, animal)] == "toxic") if (card.slug, animal) in listed else None
            kind_answer = members and {c for c, _ in got} <= members and (own is None or own in got)
            if r.answered and not kind_answer:
                wrong.append((slug, page.name, "a kind's answer with other cards", sorted(got)))
            continue
        name = spoken(page.name)
        r = ask(index, f"is {name} toxic to {animal}s", settings)
        named = {card.slug, *index.names.names.get(" ".join(words(name)), ())}
        want = {(c, listed[(c, animal)] == "toxic") for c in named if (c, animal) in listed}
        want |= {(c, index.cards[c].verdict(animal) == "toxic") for c in named - {card.slug} if (c, animal) not in listed}
        want = {(c, t) for c, t in want if index.cards[c].verdict(animal) != "unknown"}
        got = {(v.card, v.toxic) for v in r.verdicts if v.animal == animal}
        if not r.answered or got != want:
            wrong.append((slug, name, r.refusal.reason if r.refusal else "answered", sorted(got - want), sorted(want - got)))
    assert wrong == []


def test_spoken_names():
    assert spoken("Bird of Paradise 2") == "Bird of Paradise"
    assert spoken("Begonia, Climbing") == "Climbing Begonia"
    assert spoken('Mistletoe "American"') == "American Mistletoe"
    assert spoken("Day Lilies (many varieties)") == "Day Lilies"
    assert spoken("Sudan Grass / Hybrid Sudan") == "Sudan Grass"
    assert spoken("White/Black/Yellow Indian Mustard") == "Indian Mustard"
    assert spoken("Yesterday, Today, Tomorrow") == "Yesterday, Today, Tomorrow"  # a list, no catalog order
