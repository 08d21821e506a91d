"""Real text for `plantqa bench --text`: the manual pages on this machine (or a BEIR-style
collection's corpus.jsonl) turned into topic cards, one card per page or document.

The synthetic corpus has a Zipf vocabulary of made-up words; real text has long tokens,
numbers, option names and a vocabulary that keeps growing, and its cards are topics, so
a build also looks for plant names in every chunk. Deterministic: pages in name order.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import sysconfig
from collections.abc import Iterator
from pathlib import Path

from .corpus import Card, chunk_card, slugify

MAN_ROOT = "/usr/share/man"
MAN_SECTIONS = tuple(f"man{i}" for i in range(1, 9))  # English pages only: the language folders stay out
MAX_PAGE_BYTES = 1 << 21  # a page that unpacks to more is skipped (bounded reads)
_ESCAPE = re.compile(r"\\(?:f(?:\(..|\[[^]]*\]|.)|\(..|\[[^]]*\]|\*(?:\(..|\[[^]]*\]|.)|s[-+]?\d|[-e&|^%c0 ~])")
_KEEP = frozenset("B I BR IR RB RI BI IB SM SB IP TP HP".split())


def man_text(source: str) -> tuple[str, list[tuple[str, str]]]:
    """A page's title and its (heading, text) sections, troff macros and escapes dropped."""
    title, heading = "", ""
    sections: list[tuple[str, str]] = []
    lines: list[str] = []
    for raw in source.splitlines():
        line = _ESCAPE.sub(lambda m: "-" if m.group(0) == "\\-" else " ", raw)
        if line.startswith((".", "'")):
            macro, _, rest = line[1:].strip().partition(" ")
            rest = rest.replace('"', " ").strip()
            if macro == "TH" and not title:
                title = rest.split(" ")[0].lower()
            elif macro in ("SH", "SS"):
                if lines:
                    sections.append((heading, " ".join(lines)))
                heading, lines = rest.title()[:80], []
            elif macro in _KEEP and rest:
                lines.append(rest)
            continue
        if line.strip():
            lines.append(line.strip())
    if lines:
        sections.append((heading, " ".join(lines)))
    return title, sections


def man_pages(root: str = MAN_ROOT, per_family: int = 200) -> Iterator[tuple[str, str, list[tuple[str, str]]]]:
    """(name, title, sections) of every readable page, in name order, at most `per_family`
    of the pages whose names start alike ("gcloud-...": thousands of near-copies)."""
    families: dict[str, int] = {}
    for section in MAN_SECTIONS:
        folder = os.path.join(root, section)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if not name.endswith(".gz") or not os.path.isfile(path) or os.path.islink(path):
                continue
            family = re.split(r"[-_.:]", name, maxsplit=1)[0]
            families[family] = families.get(family, 0) + 1
            if families[family] > per_family:
                continue
            try:
                with gzip.open(path, "rb") as f:
                    data = f.read(MAX_PAGE_BYTES + 1)
            except (OSError, EOFError):
                continue
            if len(data) > MAX_PAGE_BYTES:
                continue
            title, sections = man_text(data.decode("utf-8", "replace"))
            if sections:
                yield name.removesuffix(".gz"), title or name, sections


def python_docs(root: str | None = None) -> Iterator[tuple[str, str, list[tuple[str, str]]]]:
    """(module, title, one section per documented class or function) of the standard
    library's Python files here, from their docstrings, in path order."""
    import ast

    base = root or sysconfig.get_paths()["stdlib"]
    for folder, subdirs, files in os.walk(base):
        subdirs[:] = sorted(d for d in subdirs if d not in ("test", "tests", "idlelib", "site-packages", "__pycache__"))
        for name in sorted(f for f in files if f.endswith(".py")):
            path = os.path.join(folder, name)
            try:
                with open(path, "rb") as f:
                    tree = ast.parse(f.read(MAX_PAGE_BYTES))
            except (OSError, SyntaxError, ValueError):
                continue
            sections = [("Module", ast.get_docstring(tree) or "")]
            for node in ast.walk(tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    sections.append((node.name, ast.get_docstring(node) or ""))
            module = os.path.relpath(path, base).removesuffix(".py").replace(os.sep, ".")
            yield module, module, [(h, t) for h, t in sections if t.strip()]


def collection_docs(path: str) -> Iterator[tuple[str, str, list[tuple[str, str]]]]:
    """(id, title, one section) of every document of a BEIR corpus.jsonl."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            doc = json.loads(line)
            yield str(doc["_id"]), str(doc.get("title") or doc["_id"]), [("Text", str(doc.get("text", "")))]


def mixed(collections: str = "") -> Iterator[tuple[str, str, list[tuple[str, str]]]]:
    """Manual pages, then the standard library's docstrings, then each collection's
    corpus.jsonl under `collections` (Cranfield and its kin), if there is such a folder."""
    yield from man_pages()
    yield from python_docs()
    yield from python_docs(sysconfig.get_paths()["purelib"])  # numpy's docstrings, and the rest installed
    if collections and os.path.isdir(collections):
        for name in sorted(os.listdir(collections)):
            path = os.path.join(collections, name, "corpus.jsonl")
            if os.path.isfile(path):
                yield from collection_docs(path)


def write_text_corpus(root: Path, n_chunks: int, source: str = "mixed", collections: str = "") -> int:
    """Write topic cards from `source` ("mixed", "man", "python", or a corpus.jsonl) until
    n_chunks chunks exist (or the text runs out); returns the chunk count."""
    sources = {"mixed": lambda: mixed(collections), "man": man_pages, "python": python_docs}
    docs = sources[source]() if source in sources else collection_docs(source)
    folder = root / "topics"
    folder.mkdir(parents=True, exist_ok=True)
    total = 0
    for n, (name, title, sections) in enumerate(docs):
        if total >= n_chunks:
            break
        slug = f"{n:06d}-{slugify(name)[:60]}"
        kept = [(h.replace("\n", " ").replace("\0", ""), t.replace("\0", "")) for h, t in sections]
        clean = [(h.strip() or "Text", t) for h, t in kept if t.strip()]
        if not clean:
            continue
        total += len(chunk_card(Card(slug, "topic", title, "", sections=tuple(clean)), 120))
        body = "".join(f"## {h}\n\n{t}\n\n" for h, t in clean)
        front = f'+++\ntitle = {json.dumps(title.strip() or name)}\nkind = "topic"\n+++\n'
        (folder / f"{slug}.md").write_text(front + body, encoding="utf-8")
    return total
