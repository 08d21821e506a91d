"""The YAML-subset reader and the front-matter split (plantqa/frontmatter.py)."""

from __future__ import annotations

import contextlib
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.errors import CardError
from plantqa.frontmatter import YamlError, read_yaml, split, toml_lines


def test_the_common_keys_in_every_style():
    front = read_yaml(
        "title: 'It''s a \"fern\"'  \n"
        "created: 2024-01-01\n"
        "tags: [ferns, 'bath room', \"a, b\"]  # flow\n"
        "aliases:\n"
        "  - Sword fern\n"
        '  - "Nephrolepis"\n'
        "cssclasses:\n"
        "  - wide\n"
        "nested:\n"
        "  key: value\n"
        "  - odd: thing\n"
    )
    assert front.values == {
        "title": 'It\'s a "fern"',
        "tags": ("ferns", "bath room", "a, b"),
        "aliases": ("Sword fern", "Nephrolepis"),
    }
    assert front.lines == {"title": 2, "tags": 4, "aliases": 5} and front.problems == ()


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("tags: garden, repotting", {"tags": ("garden", "repotting")}),
        ("tags: garden repotting #comment", {"tags": ("garden", "repotting")}),
        ("tags:\n- '#easy'\n- hard", {"tags": ("easy", "hard")}),
        ("aliases: Devil's ivy, pothos", {"aliases": ("Devil's ivy", "pothos")}),
        ("title: ~", {}),
        ("title:", {}),
        ('title: "tab\\tand \\"quote\\""', {"title": 'tab\tand "quote"'}),
        ("title: a: b", {"title": "a: b"}),
    ],
)
def test_scalars_and_lists(text, values):
    assert read_yaml(text).values == values


@pytest.mark.parametrize(
    ("text", "line", "why"),
    [
        ("title: &anchor Fern", 2, "anchors"),
        ("tags: !!python/object:os.system [rm]", 2, "anchors"),
        ("title: *alias", 2, "anchors"),
        ("tags: [a, [b]]", 2, "plain or quoted"),
        ("tags: [a, b", 2, "one line"),
        ('title: "open', 2, "not closed"),
        ("title: 'a' b", 2, "after a closing quote"),
        ('title: "\\q"', 2, "unknown escape"),
        ("x: 1\ntags:\n  - a\n  b: c", 5, "'- item'"),
        ("title: one\ntitle: two", 3, "given twice"),
        ("tags: {a: 1}", 2, "maps"),
    ],
)
def test_what_it_cannot_read_is_a_problem_on_its_line_and_ignored(text, line, why):
    front = read_yaml(text)
    assert len(front.problems) == 1 and front.problems[0].line == line and why in front.problems[0].message
    assert "tags" not in front.values or text.startswith("title: one")


@pytest.mark.parametrize("text", ["[a, b]", "just words", ": no key", "key:value", "a b: c"])
def test_a_block_that_is_not_keys_is_an_error_naming_its_line(text):
    with pytest.raises(YamlError) as caught:
        read_yaml("title: ok\n" + text)
    assert caught.value.line == 3


def test_split_finds_each_kind_of_front_matter():
    assert split("---\ntitle: a\n---\nbody\n", "n.md") == ("yaml", "title: a", "body\n", 4)
    assert split("---\ntitle: a\n...\nbody", "n.md")[0] == "yaml"
    assert split("+++\ntitle = 'a'\n+++\n", "n.md") == ("toml", "title = 'a'", "", 4)
    assert split("# Heading\n---\n", "n.md") == ("", "", "# Heading\n---\n", 1)
    with pytest.raises(CardError, match=r"n.md:1: front matter is not closed"):
        split("---\ntitle: a\n", "n.md")


def test_toml_lines_point_at_keys_and_tables():
    assert toml_lines('title = "x"\nkind = "plant"\n[toxicity]\ncat = "maybe"\n') == {
        "title": 2,
        "kind": 3,
        "toxicity": 4,
        "toxicity.cat": 5,
    }


@given(st.text(max_size=400))
def test_any_text_reads_or_raises_our_own_error(text):
    try:
        front = read_yaml(text)
    except YamlError as exc:
        assert exc.line >= 2
        return
    assert set(front.values) <= {"title", "tags", "aliases"}
    assert isinstance(front.values.get("title", ""), str)
    assert all(isinstance(v, str) for key in ("tags", "aliases") for v in front.values.get(key, ()))


YAMLISH = st.text(alphabet=st.sampled_from(list("tagsliet:[]{}'\"\\#&*!|>-, \n\t")), max_size=300)


@given(YAMLISH)
def test_yaml_shaped_text_reads_or_raises_our_own_error(text):
    with contextlib.suppress(YamlError):
        read_yaml(text)


SAFE = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=30).filter(
    lambda s: s.strip() == s and s.strip("#") == s and "," not in s
)


@given(st.lists(SAFE, min_size=1, max_size=8), st.sampled_from(["flow", "block"]))
def test_lists_written_quoted_read_back_as_written(items, style):
    quoted = ['"' + i.replace("\\", "\\\\").replace('"', '\\"') + '"' for i in items]
    text = f"tags: [{', '.join(quoted)}]" if style == "flow" else "tags:\n" + "".join(f"  - {q}\n" for q in quoted)
    assert read_yaml(text).values["tags"] == tuple(items)


def _seconds(text: str) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        with contextlib.suppress(YamlError):
            read_yaml(text)
        best = min(best, time.perf_counter() - start)
    return best


CASES = {
    "unclosed flow list": lambda n: "tags: [" + "a, " * n,
    "long flow list": lambda n: "tags: [" + "'a', " * n + "]",
    "escapes in an unclosed string": lambda n: 'title: "' + "\\\\" * n,
    "doubled quotes": lambda n: "title: '" + "''" * n,
    "an ignored key's block": lambda n: "x:\n" + "  - y\n" * n,
    "a block list": lambda n: "tags:\n" + "  - 'a''b'\n" * n,
    "many keys": lambda n: "k: v\n" * n,
    "long lines": lambda n: "title: " + "word " * n,
}


@pytest.mark.parametrize("make", CASES.values(), ids=CASES.keys())
def test_reading_is_linear_in_the_text(make):
    """Four times the text costs about four times the time, never sixteen."""
    small, big = make(5_000), make(20_000)
    assert _seconds(big) < 10 * _seconds(small) + 0.01


def test_a_hash_inside_a_quoted_flow_item_is_no_comment():
    """Hypothesis drew ['0 #0']: the key's line was cut at " #" before the flow list was read."""
    assert read_yaml("tags: [\"0 #0\", 'a #b']").values["tags"] == ("0 #0", "a #b")
    assert read_yaml("tags: [a, b] # a comment").values["tags"] == ("a", "b")
