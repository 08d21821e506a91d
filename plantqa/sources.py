"""Several folders searched as one corpus: the bundled cards and the user's own (ADR 0011).

The first folder's cards keep their ids; every later folder's are prefixed with its
label (`notes:monstera`), so ids stay unique and the same folders in the same order
always give the same ids. When the bundled cards are searched, a plant they have a card
for stays theirs: a user's plant card sharing a name (or a title) with a bundled card is
read as a note, searched and quoted for care but never a verdict, so a verdict about a
named plant comes from its bundled card. Files skipped in a
folder are summed up in one warning naming the command that lists them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .corpus import Card, Corpus, load_corpus
from .files import shown
from .name_table import name_key


def load_sources(sources: Sequence[tuple[str, str]], progress: Callable[[str, int, int], None] | None = None) -> Corpus:
    """Every folder's cards, namespaced, with one warning line for all that was skipped."""
    several = len(sources) > 1
    root = ""
    cards: list[Card] = []
    skipped: list[tuple[str, int]] = []
    bundled_names: set[tuple[str, ...]] = set()  # name-table keys the bundled cards answer for
    for n, (label, folder) in enumerate(sources):
        corpus = load_corpus(folder, progress)
        root = root if n else corpus.root
        if corpus.warnings:
            skipped.append((folder, len(corpus.warnings)))
        for card in corpus.cards:
            if label == "bundled" and card.kind == "plant":
                bundled_names.update(name_keys(card))
            cards.append(placed(card, label, n, several, bundled_names))
    cards.sort(key=lambda c: c.slug)
    warnings = (skipped_line(skipped),) if skipped else ()
    return Corpus(root, tuple(cards), warnings)


def name_keys(card: Card) -> set[tuple[str, ...]]:
    """The name-table keys a plant card answers for (its names and title)."""
    return {k for k in map(name_key, (*card.names, card.title)) if k is not None}


def placed(card: Card, label: str, n: int, several: bool, bundled_names: set[tuple[str, ...]]) -> Card:
    """A card as the corpus holds it, read from folder n: a user's plant card sharing a
    bundled plant's name read as a note, a later folder's slug prefixed with its label."""
    if label != "bundled" and bundled_names and card.kind == "plant" and not name_keys(card).isdisjoint(bundled_names):
        card = card._replace(kind="note", toxicity=())  # the bundled card answers for that plant
    if n:
        card = card._replace(slug=f"{label}:{card.slug}")
    return card._replace(source=label) if several else card


def skipped_line(skipped: Sequence[tuple[str, int]]) -> str:
    """'3 files or folders skipped (...); 'plantqa corpus check ~/notes' lists each problem':
    one line however many, on every ask that uses the index."""
    total = sum(count for _folder, count in skipped)
    commands = "' and '".join(f"plantqa corpus check {_quoted(folder)}" for folder, _count in skipped)
    files = "file or folder" if total == 1 else "files or folders"
    return f"{total} {files} skipped (unreadable, or not cards or notes); '{commands}' lists each problem"


def _quoted(folder: str) -> str:
    """A folder as a shell word: quoted when it holds anything but plain path characters."""
    plain = all(c.isalnum() or c in "/._-~+" for c in folder)
    return shown(folder) if plain else "'" + shown(folder).replace("'", "'\\''") + "'"
