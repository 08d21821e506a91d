"""A plant touched by the speaker: a person's question, though no one ate it.

"is poison ivy dangerous to touch", "is it ok to touch poison hemlock with bare hands",
"can I handle euphorbia without gloves": the one at risk is whoever touches it, and with no
animal named that is the asker. plantqa's findings are for pets eating plants, so a pet's
"non-toxic" for poison ivy would answer the wrong question; the reader makes it a person's
(plantqa.reading), refused with the poison-control note.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import lexicon as lx

if TYPE_CHECKING:
    from .lexing import Word

# Verbs of touching a plant, folded ("touched", "handling"), and what skin is bared or covered by
CONTACT = lx.folded("touch touched touching touches handle handled handling handles brush brushed brushing brushes")
_BARE = lx.folded("bare gloves glove barehanded")


def touched(ws: Sequence[Word], outside: Sequence[bool], wording: Sequence[str]) -> bool:
    """Touching, or bare hands or gloves, told outside a plant's name, in a question asking
    of harm ("dangerous", "safe", "ok"), or harm to skin told ("a rash", "itchy"). The caller
    asks it only when no animal is named
    ("my dog touched the poison ivy" is the dog's)."""
    if any(t in lx.SKIN_HARM for t in wording):
        return True  # "my husband's hands got a rash", "does it make your hands itch"
    if not any(t in lx.HARM_WORDS or t in lx.SICK for t in wording):
        return False
    return any(outside[i] and (w.word in CONTACT or w.word in _BARE) for i, w in enumerate(ws))
