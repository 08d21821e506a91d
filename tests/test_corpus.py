import contextlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from plantqa.corpus import check_corpus, chunk_card, load_corpus, parse_card
from plantqa.errors import CardError, CorpusError
from plantqa.text import sentences

from .conftest import FIXTURE_CORPUS

CARD = """+++
title = "Test fern"
kind = "plant"
names = ["test fern"]
[toxicity]
cat = "non-toxic"
dog = "toxic"
+++
Intro line.

## Toxicity

Test fern is non-toxic to cats but toxic to dogs.

## Light

Bright light. {long}
"""


def test_parse_card_fields_and_sections():
    card = parse_card(CARD.format(long=""), "test-fern", "plants/test-fern.md")
    assert card.title == "Test fern" and card.kind == "plant"
    assert card.verdict("cat") == "non-toxic" and card.verdict("dog") == "toxic" and card.verdict("horse") == "unknown"
    assert [h for h, _ in card.sections] == ["", "Toxicity", "Light"]


def test_long_sections_become_overlapping_windows():
    long = " ".join(f"Sentence number {i} is here." for i in range(60))
    card = parse_card(CARD.format(long=long), "test-fern", "p.md")
    chunks = chunk_card(card, chunk_words=50)
    light = [c for c in chunks if c.section == "Light"]
    assert len(light) > 2
    assert [c.id for c in light[:2]] == ["test-fern#light-1", "test-fern#light-2"]
    first, second = light[0].text.split(". "), light[1].text.split(". ")
    assert first[-1].rstrip(".") == second[0].rstrip("."), "neighbouring windows share a sentence"
    assert all(len(c.text.split()) <= 50 + 6 for c in light)


@given(st.text(alphabet=st.sampled_from(list("ab. -*!?\n\u00a0\u2028\x1cS")), max_size=200))
def test_sentences_never_hold_more_words_than_their_text(text):
    # what lets _windows keep a section of few words whole without splitting it first
    assert sum(len(s.split()) for s in sentences(text)) <= len(text.split())


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("no front matter", "front matter missing"),
        ("+++\ntitle = \n+++\n", "not valid TOML"),
        ('+++\ntitle = "x"\nkind = "animal"\n+++\n', "kind must be"),
        ('+++\ntitle = "x"\nkind = "plant"\n[toxicity]\ncat = "maybe"\n+++\n', "toxicity.cat"),
        ('+++\ntitle = "x"\nkind = "plant"\nnames = "pothos"\n+++\n', "names must be a list"),
    ],
)
def test_broken_cards_raise_card_error(text, message):
    with pytest.raises(CardError, match=message):
        parse_card(text, "x", "x.md")


@given(st.text(max_size=300))
def test_parser_raises_only_card_error(text):
    with contextlib.suppress(CardError):
        parse_card("+++\n" + text + "\n+++\nbody", "x", "x.md")


def test_load_skips_broken_cards_with_warnings(tmp_path: Path):
    (tmp_path / "good.md").write_text('+++\ntitle = "Good"\nkind = "topic"\n+++\n## A\n\nText.\n')
    (tmp_path / "bad.md").write_text("+++\nbroken = \n+++\n")
    (tmp_path / "latin1.md").write_bytes(b'+++\ntitle = "caf\xe9"\nkind = "topic"\n+++\n')
    corpus = load_corpus(tmp_path)
    assert [c.slug for c in corpus.cards] == ["good"]
    assert any("bad.md" in w and "TOML" in w for w in corpus.warnings)
    assert any("latin1.md" in w and "UTF-8" in w for w in corpus.warnings)


def test_missing_or_empty_corpus_is_corpus_error(tmp_path: Path):
    with pytest.raises(CorpusError, match="not found"):
        load_corpus(tmp_path / "nope")
    with pytest.raises(CorpusError, match="no readable cards"):
        load_corpus(tmp_path)


def test_symlink_outside_corpus_is_not_followed(tmp_path: Path):
    outside = tmp_path / "secret.md"
    outside.write_text('+++\ntitle = "Secret"\nkind = "topic"\n+++\nsecret text\n')
    root = tmp_path / "corpus"
    root.mkdir()
    (root / "ok.md").write_text('+++\ntitle = "Ok"\nkind = "topic"\n+++\nfine\n')
    (root / "link.md").symlink_to(outside)
    corpus = load_corpus(root)
    assert [c.slug for c in corpus.cards] == ["ok"]
    assert any("outside the corpus" in w for w in corpus.warnings)


def test_check_passes_on_fixture_corpus():
    assert check_corpus(FIXTURE_CORPUS) == []


def test_check_reports_each_problem(tmp_path: Path):
    tox = '[toxicity]\ncat = "toxic"\ndog = "toxic"\nhorse = "toxic"\n+++\n## Toxicity\n\nText.\n\n## Water\n\nText.\n'
    (tmp_path / "a.md").write_text('+++\ntitle = "A"\nkind = "plant"\nnames = ["twin"]\ncolour = 1\n' + tox)
    (tmp_path / "b.md").write_text('+++\ntitle = "B"\nkind = "plant"\nnames = ["twin"]\n' + tox)
    (tmp_path / "Bad_Name.md").write_text('+++\ntitle = "Bad"\nkind = "plant"\nnames = ["bad"]\n' + tox)
    problems = check_corpus(tmp_path)
    text = "\n".join(problems)
    assert "a.md:5: unknown key 'colour'" in text
    assert "a.md:11: missing section(s) Light" in text
    assert "a.md:4: name 'twin' is also claimed by b" in text
    assert "Bad_Name.md:1: file stem 'Bad_Name' is not a slug" in text


def test_shared_names_allow_a_deliberate_twin(tmp_path: Path):
    for slug in ("a", "b"):
        (tmp_path / f"{slug}.md").write_text(
            f'+++\ntitle = "{slug}"\nkind = "topic"\nnames = ["elephant ear"]\nshared_names = ["elephant ears"]\n+++\nx\n'
        )
    assert check_corpus(tmp_path) == []


def test_a_genus_named_on_one_card_of_several_is_reported(tmp_path: Path):
    tox = '[toxicity]\ncat = "toxic"\ndog = "toxic"\nhorse = "toxic"\n+++\n## Toxicity\n\nText.\n'
    (tmp_path / "weeping-fig.md").write_text(
        '+++\ntitle = "Weeping fig"\nkind = "plant"\nnames = ["weeping fig", "ficus"]\nscientific = "Ficus benjamina"\n' + tox
    )
    (tmp_path / "rubber-plant.md").write_text(
        '+++\ntitle = "Rubber plant"\nkind = "plant"\nnames = ["rubber plant"]\nscientific = "Ficus elastica"\n' + tox
    )
    assert any("name 'ficus' is also the genus of rubber-plant" in p for p in check_corpus(tmp_path))


def _plant(names: str, extra: str = "", body: str = "## Toxicity\n\nText.\n") -> str:
    return (
        f'+++\ntitle = "Test plant"\nkind = "plant"\nnames = [{names}]\n{extra}'
        f'[toxicity]\ncat = "toxic"\ndog = "toxic"\nhorse = "unknown"\n+++\n{body}'
    )


def test_new_keys_are_parsed(tmp_path: Path):
    raw = _plant('"test plant"', 'aspca = ["test-page"]\nnot_names = ["yellow test plant"]\ngroups = ["succulent", "tree"]\n')
    card = parse_card(raw, "test-plant", "plants/test-plant.md")
    assert card.aspca == ("test-page",) and card.not_names == ("yellow test plant",) and card.groups == ("succulent", "tree")
    (tmp_path / "test-plant.md").write_text(raw)
    assert check_corpus(tmp_path) == []


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ('groups = ["sucullent"]\n', "group 'sucullent' is not one of"),
        ('not_names = ["Test-Plant"]\n', "not_names entry 'Test-Plant' is a name of this card"),
        ('not_names = ["test plants"]\n', "not_names entry 'test plants' is a name of this card"),  # folded like a question
        ('aspca = ["Test Page"]\n', "aspca entry 'Test Page' is not a page slug"),
        ('aspca = ["a", "a"]\n', "aspca lists 'a' twice"),
        ('aspca = "a"\n', "aspca must be a list of strings"),
    ],
)
def test_new_keys_are_checked(tmp_path: Path, extra, message):
    (tmp_path / "test-plant.md").write_text(_plant('"test plant"', extra))
    assert any(message in p for p in check_corpus(tmp_path))


def test_a_finding_only_card_needs_no_care_sections_and_has_its_own_length(tmp_path: Path):
    words_ = " ".join(["word"] * 80)
    (tmp_path / "a.md").write_text(_plant('"a plant"', body=f"## Toxicity\n\n{words_}\n\n## What to do\n\nCall the vet.\n"))
    assert check_corpus(tmp_path, strict=True) == []
    (tmp_path / "a.md").write_text(_plant('"a plant"', body="## Toxicity\n\nToo short.\n"))
    assert check_corpus(tmp_path) == []  # length is house style: strict only
    assert any("Toxicity has 2 words, outside 60-250 (a finding-only card)" in p for p in check_corpus(tmp_path, strict=True))
    (tmp_path / "a.md").write_text(_plant('"a plant"', body=f"## Toxicity\n\n{words_}\n\n## Light\n\nBright.\n"))
    assert any("missing section(s) Water" in p for p in check_corpus(tmp_path))  # one care section makes it a full card


def test_a_placeholder_body_is_not_a_finding_only_card(tmp_path: Path):
    (tmp_path / "a.md").write_text(_plant('"a plant"', body="<!-- body: to be written -->\n"))
    assert any("missing section(s) Toxicity" in p for p in check_corpus(tmp_path))


def _old_sections(body):
    """_sections as it was, line by line: the reference."""
    from plantqa.corpus import heading_of
    from plantqa.text import clean

    out, heading, lines = [], "", []
    for line in clean(body).split("\n"):
        title = heading_of(line)
        if title is not None:
            out.append((heading, "\n".join(lines).strip()))
            heading, lines = title, []
        else:
            lines.append(line)
    out.append((heading, "\n".join(lines).strip()))
    return tuple((h, t) for h, t in out if t or h)


@given(st.text(alphabet=st.sampled_from(list("#ab \n\t\r\x1b[m\u2028\u00a0")), max_size=120))
def test_sections_are_found_as_they_were_line_by_line(body):
    from plantqa.corpus import _sections

    assert _sections(body) == _old_sections(body)


@given(st.text(alphabet=st.sampled_from(list("a[m]0;\x1b\x07\x9b\x00\n\t\u202e\ud800")) | st.characters(), max_size=80))
def test_clean_is_what_it_was(text):
    from plantqa.text import _ANSI, _CONTROL, clean

    # the old clean: both substitutions always, then the rest (which, on their output, clean
    # now reaches without substituting)
    assert clean(text) == clean(_CONTROL.sub("", _ANSI.sub("", text)))


_KEYS = st.sampled_from(["title", "kind", "names", "cat", "dog", "a-b_1", "toxicity", "tags", "t", "k.x", '"q"', "é"])
_TEXTS = st.text(alphabet=st.sampled_from(list("ab é,")), max_size=6) | st.text(
    alphabet=st.sampled_from(list('ab"\\\t\x01\x7f#=[]')), max_size=4
)


def _toml_value(draw):
    kind = draw(st.sampled_from(["str", "str", "list", "list", "other"]))
    if kind == "str":
        return '"' + draw(_TEXTS) + '"'
    if kind == "list":
        items = draw(st.lists(_TEXTS, max_size=3))
        sep = draw(st.sampled_from([", ", ", ", ", ", ",", " , "]))
        return "[" + sep.join('"' + i + '"' for i in items) + "]"
    return draw(st.sampled_from(["1", "true", "'lit'", '"""x"""', "[1, 2]", '"a" # note', "{a = 1}"]))


@st.composite
def _front_matter(draw):
    rows = []
    for _ in range(draw(st.integers(0, 8))):
        shape = draw(st.sampled_from(["kv"] * 6 + ["table", "table", "blank", "odd"]))
        if shape == "kv":
            eq = draw(st.sampled_from([" = "] * 6 + ["=", "  = ", " =\t"]))
            rows.append(draw(_KEYS) + eq + _toml_value(draw))
        elif shape == "table":
            rows.append("[" + draw(st.sampled_from(["toxicity", "t", "a.b", " t ", "names"])) + "]")
        elif shape == "blank":
            rows.append(draw(st.sampled_from(["", " ", "# comment"])))
        else:
            rows.append(draw(st.sampled_from(["[[t]]", "x = ", "= 1", 'title = "a" ', '\ttitle = "a"'])))
    return "\n".join(rows)


@settings(max_examples=400)
@given(_front_matter())
def test_plain_front_matter_reads_as_tomllib_does(front):
    import tomllib

    from plantqa.frontmatter import toml_lines
    from plantqa.toml_lite import plain_front

    try:
        expected = tomllib.loads(front)
    except tomllib.TOMLDecodeError:
        expected = None
    plain = plain_front(front)
    if plain is not None:  # read without tomllib only what tomllib reads, and as it does
        assert expected is not None
        assert plain == (expected, toml_lines(front))
        assert list(plain[0]) == list(expected)


def test_cards_front_matter_is_read_plainly():
    from plantqa.toml_lite import plain_front

    front = CARD.split("+++\n")[1].rstrip("\n")
    assert plain_front(front) is not None
    for path in sorted((FIXTURE_CORPUS / "plants").glob("*.md"))[:20]:
        front = path.read_text(encoding="utf-8").split("+++\n")[1].rstrip("\n")
        assert plain_front(front) is not None, path
