"""A question written as a letter: its greeting ("Dear Sir or Madam,", "To whom it may
concern:") and its sign-off ("Yours faithfully", "With thanks, Mrs Ellis", "Kind regards,
Jean") say nothing of plants or pets. The reader drops them before reading the rest, so a
greeting is never an unknown plant ("dear sir") and a signature never a name set aside.
"""

from __future__ import annotations

from collections.abc import Sequence

from .lexing import Word

__all__ = ["unsigned"]

# A greeting opens with one of these and runs to the first punctuation: "Dear Sir or Madam,"
_GREETINGS = ("dear", "to whom it may concern")
# Sign-offs, the closed class of letters' closing formulas, each opening a sentence near the end
_SIGN_OFFS = (
    "yours faithfully",
    "yours sincerely",
    "yours truly",
    "yours respectfully",
    "yours",
    "kind regards",
    "kindest regards",
    "best regards",
    "warm regards",
    "warmest regards",
    "regards",
    "best wishes",
    "with best wishes",
    "with thanks",
    "with many thanks",
    "many thanks",
    "thanks in advance",
    "thank you in advance",
    "with gratitude",
    "respectfully",
    "sincerely",
    "faithfully",
)
_MOST = 8  # words a greeting or a sign-off with its signature may hold


def unsigned(ws: Sequence[Word]) -> tuple[list[Word], str]:
    """The words without a letter's greeting and sign-off, the first word left opening a
    sentence; and the punctuation that ended the question before a sign-off ("?" of "is
    it harmful? Yours faithfully"), "" when none was dropped. A greeting or sign-off that
    runs on into the question is no greeting or sign-off."""
    lo, hi = _greeting_end(ws), _sign_off_start(ws)
    if lo >= hi:
        return list(ws), ""
    out = list(ws[lo:hi])
    if lo:
        out[0] = out[0]._replace(start=True, gap="", cap=False)
    return out, (ws[hi].gap if hi < len(ws) else "")


def _says(ws: Sequence[Word], k: int, phrase: str) -> bool:
    said = phrase.split()
    return k + len(said) <= len(ws) and [w.raw.casefold() for w in ws[k : k + len(said)]] == said


def _greeting_end(ws: Sequence[Word]) -> int:
    """Where the question starts after a greeting (0: none): the first word after the
    punctuation that ends "Dear ..." within a few words."""
    if not ws or not any(_says(ws, 0, g) for g in _GREETINGS):
        return 0
    end = next((k for k in range(1, min(len(ws), _MOST + 1)) if ws[k].gap), None)
    return end if end is not None else 0


def _sign_off_start(ws: Sequence[Word]) -> int:
    """Where a sign-off begins (len(ws): none): a closing formula opening a sentence or
    clause after the question, with at most a short signature after it."""
    for k in range(max(1, len(ws) - _MOST), len(ws)):
        if not (ws[k].start or "," in ws[k].gap):
            continue
        phrase = next((p for p in _SIGN_OFFS if _says(ws, k, p)), None)
        if phrase is not None and all(not w.gap or w.gap in (",", ".") for w in ws[k + 1 :]):
            return k
    return len(ws)
