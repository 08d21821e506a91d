"""One sanitiser (text.clean) for every string that reaches a terminal (issue 15, item 13)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.text import BIDI_CONTROLS, clean, terminal_safe


@pytest.mark.parametrize("bidi", list(BIDI_CONTROLS))
def test_clean_removes_every_bidi_control(bidi):
    assert clean(f"cat{bidi}.exe") == "cat.exe"
    assert not terminal_safe(f"cat{bidi}.exe") and terminal_safe("cat.exe — ok")


def test_clean_replaces_lone_surrogates_so_any_terminal_can_encode():
    shown = clean("caf\udcff.md")  # how Python carries the byte 0xff of a file name
    assert shown == "caf\ufffd.md" and shown.encode("utf-8")


@given(st.text())
def test_clean_output_is_always_terminal_safe(text):
    assert terminal_safe(clean(text))
