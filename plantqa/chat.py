"""Chat spellings of everyday words ("sm", "smth", "idk", "ur"), read as the words they stand
for before anything else reads the question. Left as typed they are words no card uses: before
a name they glued another plant's ("sm succulent leaves" asked of a plant called 'sm
succulent'), and "ate smth" told of no unnamed thing eaten. The closed class of such
spellings lives here, each with the words it stands for.
"""

from __future__ import annotations

import re

__all__ = ["spelled_out"]

# Chat spelling -> the words it stands for (matched as whole words, any case)
_SPELLINGS = {
    "sm": "some",
    "sum": "some",
    "smth": "something",
    "smthn": "something",
    "smthng": "something",
    "sth": "something",
    "js": "just",
    "jus": "just",
    "jst": "just",
    "idk": "I don't know",
    "dunno": "don't know",
    "u": "you",
    "ur": "your",
    "pls": "please",
    "plz": "please",
    "rn": "right now",
    "abt": "about",
    "w/": "with",
}
_WORD = re.compile(r"(?<![\w'-])(" + "|".join(sorted(map(re.escape, _SPELLINGS), key=len, reverse=True)) + r")(?![\w'-])", re.I)


def spelled_out(text: str) -> str:
    """The text with each chat spelling read as the words it stands for ("my cat ate sm
    succulent leaves idk which" -> "my cat ate some succulent leaves I don't know which")."""
    return _WORD.sub(lambda m: _SPELLINGS[m.group().casefold()], text)
