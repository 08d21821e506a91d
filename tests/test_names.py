"""The name table: phrases, respelling, suggestions, spelling pools."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.engine import ask
from plantqa.suggestions import names_like
from plantqa.text import words


def names(index, question):
    return [m.cards for m in index.names.match(words(question))]


def test_longest_name_wins(fixture_index):
    assert names(fixture_index, "is my baby rubber plant safe") == [("baby-rubber-plant",)]
    assert names(fixture_index, "is my rubber plant safe") == [("rubber-plant",)]


def test_partial_names_do_not_resolve(fixture_index):
    assert names(fixture_index, "are grapes toxic to dogs") == []
    assert names(fixture_index, "is this ivy toxic") == []
    assert names(fixture_index, "my grape ivy is wilting") == [("grape-ivy",)]


def test_aliases_and_scientific_names(fixture_index):
    assert names(fixture_index, "is devil's ivy ok for kittens") == [("pothos",)]
    assert names(fixture_index, "Epipremnum aureum and cats") == [("pothos",)]
    assert names(fixture_index, "spider plants and pothos") == [("spider-plant",), ("pothos",)]


def mended(index, question):
    return index.names.respell(words(question), index.knows)[2]


def test_one_letter_typos_in_names_of_five_letters_or_more_are_mended(fixture_index):
    assert mended(fixture_index, "is pothoss toxic") == {"pothoss": "potho"}
    assert mended(fixture_index, "is pithos toxic") == {"pitho": "potho"}  # a letter changed
    assert mended(fixture_index, "is pthos toxic") == {}  # a dropped letter below 6 letters is not guessed
    assert mended(fixture_index, "is poth toxic") == {}  # four letters: too short to guess
    assert mended(fixture_index, "is bothos toxic") == {}  # below eight letters the first letter must be right
    assert mended(fixture_index, "are croutons bad") == {}  # two edits from croton


def test_two_edits_in_a_name_of_ten_letters_or_more_are_mended(bundled_index):
    """blind5-093's class: a long name typed two letters off names only one plant."""
    _, index = bundled_index
    assert mended(index, "my dog ate rodedendron leaves") == {"rodedendron": "rhododendron"}
    assert mended(index, "is dieffenbakia safe for cats") == {"dieffenbakia": "dieffenbachia"}
    assert mended(index, "my cat ate some chrisanthamum petals") == {"chrisanthamum": "chrysanthemum"}
    assert mended(index, "is sheffelera toxic to dogs") == {"sheffelera": "schefflera"}
    assert mended(index, "is a rodadendrun safe") == {}  # three edits: no guess
    assert mended(index, "is a poinsetiaa safe") == {"poinsetiaa": "poinsettia"}  # two edits, ten letters


def test_a_short_word_one_edit_off_is_mended_where_it_makes_a_name_of_two_words(bundled_index):
    """Written for the spelling class (variants of my own): "plnt", "vara", "spidr" are too
    short to guess alone, but beside "rubber", "aloe" or "plant" one name fits."""
    _, index = bundled_index
    assert mended(index, "is a rubber plnt safe for cats") == {"plnt": "plant"}
    assert mended(index, "is aloe vara bad for dogs") == {"vara": "vera"}
    assert mended(index, "is a spidr plant safe for cats") == {"spidr": "spider"}
    assert mended(index, "is a zz plnat safe for cats") == {"plnat": "plant"}
    assert mended(index, "is a peace lilu toxic") == {"lilu": "lily"}
    assert mended(index, "my dog ate some plnt food") == {}  # no name of two words: no guess
    assert mended(index, "is vara toxic") == {}


def test_a_name_run_together_splits_on_its_folded_first_word_or_a_short_one(bundled_index):
    """Written for the spelling class (variants of my own): "christmas" folds to "christma"."""
    _, index = bundled_index
    split = lambda q: index.names.respell(words(q), index.knows)[0]  # noqa: E731
    assert split("is christmascactus poisonous to cats")[1:3] == ["christma", "cactus"]
    assert split("zzplant and cats")[:2] == ["zz", "plant"]
    assert split("is easterlily toxic to cats")[1:3] == ["easter", "lily"]
    assert split("is the christmascake ok")[2] == "christmascake"  # no name of two words: left whole


def test_two_edits_is_the_optimal_alignment_distance_cut_at_two():
    from plantqa.spelling import two_edits

    assert two_edits("rodedendron", "rhododendron") and two_edits("abcdefghij", "badcefghij")  # two swaps
    assert not two_edits("abcdefghij", "axxxefghij") and not two_edits("abcdefghij", "abcdefghijklm")


def test_suggestions(fixture_index):
    assert names_like(fixture_index.names, words("are grapes bad"), []) == ["grape ivy"]
    assert "pothos" in names_like(fixture_index.names, words("is pothoss toxic"), [])


def test_topic_mentions_link_topics_to_plants(fixture_index):
    mentioned = {fixture_index.chunks[i].card for i in fixture_index.topic_mentions["easter-lily"]}
    assert mentioned == {"if-your-pet-ate-a-plant"}


# Generic words and halves of names: no sequence of these is a whole name in the fixture.
NOT_NAMES = [
    "water",
    "soil",
    "yellow",
    "cat",
    "dog",
    "toxic",
    "how",
    "often",
    "leaf",
    "lily",
    "grape",
    "baby",
    "spider",
    "tree",
    "vine",
]


@given(st.lists(st.sampled_from(NOT_NAMES), max_size=12))
def test_filter_is_a_no_op_without_a_name(fixture_index, tokens):
    assert fixture_index.names.match(words(" ".join(tokens))) == []


def test_a_group_word_suggests_the_plants_it_names():
    from plantqa.corpus import Card
    from plantqa.name_table import build_name_table

    cards = [
        Card("parlor-palm", "plant", "Parlor palm", "p.md", names=("parlor palm", "Chamaedorea elegans")),
        Card("sago-palm", "plant", "Sago palm", "s.md", names=("sago palm",)),
        Card("pothos", "plant", "Pothos", "t.md", names=("pothos",)),
    ]
    table = build_name_table(cards)
    assert dict(table.generic) == {"palm": ("sago palm", "parlor palm")}
    assert names_like(table, words("is my palm safe for cats"), [], groups=["palm"]) == ["sago palm", "parlor palm"]
    assert names_like(table, words("is my palm safe for cats"), []) == []  # only a refusal about the group asks
    assert table.match(words("is my palm safe")) == []  # a group word alone names no plant


spellings = st.text("abcdeé", min_size=1, max_size=9)
ascii_spellings = st.text("abcde", min_size=1, max_size=9)
# big ASCII tables take the numpy path (over 64 entries per first letter), the others the plain one
tables = st.one_of(st.sets(ascii_spellings, min_size=150, max_size=400), st.sets(spellings, max_size=300))


@given(tables, st.one_of(ascii_spellings, spellings), st.integers(0, 3))
def test_fast_spelling_pools_are_exactly_the_plain_ones(entries, word, slack):
    import difflib

    from plantqa.spelling import close_in_length, close_spellings
    from plantqa.tables import SortedStrings

    table = SortedStrings.of_set(entries)
    same_letter = [w for w in sorted(entries) if w[0] == word[0]]
    assert close_in_length(table, word, slack) == [w for w in same_letter if abs(len(w) - len(word)) <= slack]
    pool = [w for w in same_letter if abs(len(w) - len(word)) <= 3]
    assert close_spellings(table, word) == difflib.get_close_matches(word, pool, n=3, cutoff=0.8)


def test_a_big_ascii_table_is_read_as_a_byte_matrix():
    from plantqa.tables import SortedStrings

    table = SortedStrings.of_set(f"a{i:03d}" for i in range(100))
    chars, lengths = table.ascii_rows(*table.span("a"))
    assert chars.shape == (100, 4) and bytes(chars[7]) == b"a007" and set(lengths.tolist()) == {4}
    assert SortedStrings.of_set(["é", "e"]).ascii_rows(0, 2) is None


def _one_key_at_a_time(table, tokens):
    """The matcher as it was before lookups were batched: the reference."""
    from plantqa.names import _match

    out, i = [], 0
    while i < len(tokens):
        if tokens[i] not in table.firsts:
            i += 1
            continue
        for length in range(min(table.longest, len(tokens) - i), 0, -1):
            key = " ".join(tokens[i : i + length])
            cards = table.names.get(key)
            if cards is not None:
                out.append(_match(key, cards, i, i + length))
                i += length
                break
        else:
            i += 1
    return out


NAME_WORDS = ["baby", "rubber", "plant", "spider", "pothos", "grape", "ivy", "devil's", "epipremnum", "aureum", "", "cat"]


@given(st.lists(st.sampled_from(NAME_WORDS), max_size=14))
def test_batched_name_lookups_match_one_key_at_a_time(fixture_index, tokens):
    toks = [w for t in tokens for w in (words(t) or [t])]
    assert fixture_index.names.match(toks) == _one_key_at_a_time(fixture_index.names, toks)


def test_an_adjective_made_of_a_card_word_is_no_typo_of_a_name():
    """'holey' leaves (full of holes) were mended to holly: a verdict from another plant."""
    from plantqa.names import adjective_of

    def known(w):
        return w in {"hole", "spike", "twig", "thorn"}

    assert adjective_of("holey", known) and adjective_of("spikey", known) and adjective_of("twiggy", known)
    assert adjective_of("thorny", known)
    assert not adjective_of("lilly", known) and not adjective_of("ivey", known) and not adjective_of("holly", known)


@pytest.mark.parametrize(
    "question",
    [
        "strawberry bush (the euonymus one) safe for cats?",
        "strawberry bush (euonymus americanus) ok for my horse?",
        "yellow jasmine (gelsemium) around dogs - ok?",
    ],
)
def test_a_name_in_brackets_after_a_look_alike_says_what_it_is(bundled_index, question):
    """The bracket glosses the look-alike; burning bush's card, which alone holds the genus,
    is not the plant asked about."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "unknown_plant" and not r.verdicts


def test_a_bracket_naming_one_of_the_look_alike_s_cards_says_which_is_meant(bundled_index):
    settings, index = bundled_index
    r = ask(index, "a marigold (calendula) or a petunia for the dog's corner?", settings)
    assert {v.card for v in r.verdicts} == {"pot-marigold", "petunia"}


@pytest.mark.parametrize(
    "question, card, typed, read",
    [
        ("alovera on the kitchen counter, my dog can reach it. is it bad for dogs", "aloe-vera", "alovera", "aloe vera"),
        ("peacelilly toxic to cats?", "peace-lily", "peacelilly", "peace lily"),
        ("is a spidreplant safe for cats", "spider-plant", "spidreplant", "spider plant"),
        ("my dog ate part of the christmascatus", "christmas-cactus", "christmascatus", "christmas cactus"),
        ("is a ponytailplam ok for cats", "ponytail-palm", "ponytailplam", "ponytail palm"),
    ],
)
def test_a_name_run_together_with_one_letter_off_is_mended_and_said(bundled_index, question, card, typed, read):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert [v.card for v in r.verdicts] == [card] and f"read '{typed}' as '{read}'" in r.notes, (r.refusal, r.notes)


def test_a_word_run_together_near_no_single_name_is_not_mended(bundled_index):
    settings, index = bundled_index
    r = ask(index, "I love peacefully sleeping cats, is pothos ok", settings)
    assert [v.card for v in r.verdicts] == ["pothos"] and not any(n.startswith("read 'peace") for n in r.notes)


# blind31-097's and blind24-113's class: a vowel sound spelled the other way ("piece lily",
# "ponytale palm", "sweat pea"), mended only to a name's word, or beside the rest of a name
@pytest.mark.parametrize(
    "question, card",
    [
        ("piece lily cat toxic?", "peace-lily"),
        ("is a piece lily ok for my dog", "peace-lily"),
        ("is a peece lily toxic to cats", "peace-lily"),
        ("ponytale palm cat safe?", "ponytail-palm"),
        ("my dog ate a ponytale palm leaf", "ponytail-palm"),
        ("my cat chewed the sweat pea", "sweet-pea"),
    ],
)
def test_a_vowel_sound_spelled_the_other_way_is_mended_to_a_name(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {v.card for v in r.verdicts} == {card}, r.refusal


def test_a_sound_alike_word_away_from_a_name_s_rest_is_not_mended(bundled_index):
    settings, index = bundled_index
    r = ask(index, "my cat ate a piece of peace lily", settings)
    assert {v.card for v in r.verdicts} == {"peace-lily"} and not any("piece" in n for n in r.notes)


# The cultivars people buy by name, typed with or without the plant's name, are names of the
# plant's card: "neon pothos" was refused as a plant called 'neon pothos' (blind29-053), as
# was "thai constellation monstera" (blind21-051). ("banana tree" is no name: it would make
# the banana one of the fruit trees, which it is not; tests/test_kinds.py)
@pytest.mark.parametrize(
    "question, card",
    [
        ("cat chewed a neon pothos leaf", "pothos"),
        ("is a thai constellation monstera ok with a dog", "monstera"),
        ("is a pink princess philodendron toxic to cats", "heartleaf-philodendron"),
        ("is a dwarf banana safe for cats", "banana"),
        ("my dog chewed my tineke rubber plant", "rubber-plant"),
        ("is a laurentii safe for dogs", "snake-plant"),
        ("is the raven zz plant ok near my cat", "zz-plant"),
    ],
)
def test_a_cultivar_people_buy_by_name_is_its_plant_s(bundled_index, question, card):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and {c.card for c in r.citations[:1]} == {card}, (question, r.refusal)
