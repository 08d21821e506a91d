"""String tables behave like the lists, sets and dicts they replace, after a save and a memory-map too."""

import contextlib

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.tables import RowMap, SortedStrings, StringMap, Strings

text = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x1f"), max_size=12)


def reopened(table: Strings, tmp_path) -> tuple[np.ndarray, np.ndarray]:
    np.save(tmp_path / "blob.npy", np.asarray(table.blob))
    np.save(tmp_path / "offsets.npy", table.offsets)
    return np.load(tmp_path / "blob.npy", mmap_mode="r"), np.load(tmp_path / "offsets.npy", mmap_mode="r")


@given(st.lists(text, max_size=30))
def test_strings_round_trip(items):
    table = Strings.of(items)
    assert list(table) == items and len(table) == len(items)
    assert [table[i] for i in range(len(items))] == items
    if items:
        assert table[-1] == items[-1] and table[1:3] == items[1:3]


def test_strings_survive_a_save_and_a_memory_map(tmp_path):
    items = ["pothos", "", "äloe vera", "snake plant"]
    assert list(Strings(*reopened(Strings.of(items), tmp_path))) == items


@pytest.mark.parametrize("bad", [2, -3])
def test_strings_guard_their_bounds(bad):
    with pytest.raises(IndexError):
        Strings.of(["a", "b"])[bad]


@given(st.sets(text, max_size=30), text)
def test_sorted_strings_act_as_a_set(items, probe):
    table = SortedStrings.of_set(items)
    assert list(table) == sorted(items)
    assert (probe in table) == (probe in items)
    assert all(table.find(w) == i for i, w in enumerate(sorted(items)))
    assert table.starting_with(probe[:1]) == sorted(w for w in items if w.startswith(probe[:1]))


@given(st.dictionaries(text, st.lists(text.filter(bool), max_size=4), max_size=20), text)
def test_string_map_acts_as_a_dict(items, probe):
    table = StringMap.of(items)
    assert dict(table) == {k: tuple(v) for k, v in items.items()}
    assert (probe in table) == (probe in items) and table.get(probe) == (tuple(items[probe]) if probe in items else None)


@given(st.dictionaries(text, st.lists(st.integers(0, 10**6), max_size=5), max_size=20))
def test_row_map_acts_as_a_dict(items):
    table = RowMap.of(items)
    assert {k: list(v) for k, v in table.items()} == items
    assert "\x1f" not in table


def test_a_damaged_blob_is_a_cache_error_not_a_crash():
    from plantqa.errors import CacheError

    table = Strings(np.frombuffer(b"ok\xff", dtype=np.uint8), np.array([0, 2, 3]))
    assert table[0] == "ok"
    with pytest.raises(CacheError, match="index --clear"):
        table[1]
    with pytest.raises(CacheError):
        list(table)


# --- checked entries and batch lookups (hardening issue, items 2 and 4) ---------------------


@given(st.sets(text, max_size=40), st.lists(text, max_size=10))
def test_find_all_agrees_with_find(items, probes):
    table = SortedStrings.of_set(items)
    keys = [*probes, *sorted(items)[:5], "\ud800"]
    assert table.find_all(keys) == [table.find(k) for k in keys]


@given(
    st.sets(text, min_size=1, max_size=40),
    st.lists(text, max_size=10),
    st.lists(st.tuples(st.integers(0, 1000), st.integers(0, 2**64 - 1)), min_size=1, max_size=4),
)
def test_damaged_prefixes_never_give_a_wrong_answer(items, probes, damage):
    from plantqa.errors import CacheError
    from plantqa.tables import prefixes_of

    plain = SortedStrings.of_set(items)
    keys = [*probes, *sorted(items)]
    truth = [plain.find(k) for k in keys]
    prefixes = prefixes_of(plain.blob, plain.offsets)
    for at, value in damage:
        prefixes[at % len(prefixes)] = value
    table = SortedStrings(plain.blob, plain.offsets, None, prefixes)
    with contextlib.suppress(CacheError):  # found out: also right
        assert table.find_all(keys) == truth


def test_an_entry_that_does_not_match_its_crc_is_a_cache_error(tmp_path):
    from plantqa.errors import CacheError
    from plantqa.tables import crc32s

    table = SortedStrings.of(["aloe", "lily", "pothos"])
    blob = np.array(table.blob)
    blob[6] = ord("i")  # "lily" -> "liiy": valid UTF-8, same length, still sorted
    damaged = SortedStrings(blob, table.offsets, crc32s(table.blob, table.offsets))
    assert damaged[0] == "aloe" and damaged[2] == "pothos"
    with pytest.raises(CacheError, match="damaged"):
        damaged[1]
    assert damaged.find("pothos") == 2  # a hit is checked itself: right whatever the search passed through
    with pytest.raises(CacheError):
        damaged.find("lily")  # a miss needs its neighbours checked: the damaged one shows
    with pytest.raises(CacheError):
        list(damaged)
