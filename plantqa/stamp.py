"""Is the cached index still fresh? A stamp of the card files, checked beside the real work.

Every corpus (the ordered list of folders searched: the bundled cards and the user's
--corpus folders) has a pointer file in the cache folder naming the index that serves
it and the stamp of its cards when that index was made: the name, size, mtime, ctime and
inode number of every card and note, folder by folder (an edit that restores size and mtime, as
`touch -r` does, still moves ctime, and an editor that saves by renaming changes the
inode). One stat per card is the floor of any check that notices an edit made in place,
and at 125,000 cards it costs ~0.25 s of one core. So in a fresh
single-threaded process on Linux a forked child walks the folder while the parent goes
on importing numpy and opening the index; the parent trusts the index only once the
child says the stamp still matches (ADR 0007). Elsewhere the walk runs inline.

No numpy here: the walk starts before numpy is imported.
"""

import contextlib
import json
import os
import sys
from array import array
from typing import TYPE_CHECKING, Any, NamedTuple

from . import __version__
from .errors import CorpusError
from .files import CARD_SUFFIXES, ReadError, read_limited
from .hashing import blake2b
from .resources import bundled_corpus_dir

if TYPE_CHECKING:
    from .config import Settings

# Paths here are strings joined with os.path: a warm start never imports pathlib (3.5 ms).

INDEX_SETTINGS = (
    "dim",
    "features",
    "char_ngram_min",
    "char_ngram_max",
    "chunk_words",
    "k1",
    "b",
    "stemmer",
    "word_weight",
    "dense_idf",
)
# Stat paths relative to an open folder where the OS allows it (not on Windows).
DIR_FD = os.stat in os.supports_dir_fd and os.scandir in os.supports_fd
FORK_AT = 2500  # cards
_INT64 = (1 << 63) - 1  # an inode number kept to what array("q") holds


def sources(settings: "Settings") -> tuple[tuple[str, str], ...]:
    """(label, folder) of every folder searched, in order: the bundled cards unless
    `bundled = "off"`, then each corpus folder. A label names the folder in citations
    and ids: "bundled", else the folder's own name, numbered when two share one."""
    out: list[tuple[str, str]] = []
    if settings.bundled == "on":
        found = bundled_corpus_dir()
        if found is None:
            raise CorpusError("no bundled corpus found; pass --corpus DIR --no-bundled")
        out.append(("bundled", found))
    taken = {"bundled"}
    for given in settings.corpus:
        folder = os.path.expanduser(given)
        name = os.path.basename(os.path.realpath(folder)) or "folder"
        base = "".join(c if c.isalnum() or c in "._-" else "-" for c in name).strip(".-") or "folder"
        label, n = base, 1
        while label in taken:
            n += 1
            label = f"{base}-{n}"
        taken.add(label)
        out.append((label, folder))
    if not out:
        raise CorpusError("nothing to search: the bundled cards are off and no --corpus folder is given")
    return tuple(out)


def corpus_path(settings: "Settings") -> str:
    """The first folder searched (the bundled corpus, unless it is off)."""
    return sources(settings)[0][1]


def cache_root(settings: "Settings", environ: dict[str, str] | None = None) -> str:
    env = os.environ if environ is None else environ
    if settings.cache_dir:
        return os.path.expanduser(settings.cache_dir)
    base = env.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "plantqa")


def settings_blob(settings: "Settings") -> str:
    return json.dumps({k: getattr(settings, k) for k in INDEX_SETTINGS}, sort_keys=True)


def pointer_path(root: str, folders: tuple[str, ...], settings: "Settings") -> str:
    """One pointer per ordered list of folders and index settings (one folder: as before)."""
    where = "\0".join(os.path.realpath(f) for f in folders)
    if len(folders) > 1:
        where = f"{len(folders)}\0{where}"
    ident = blake2b(f"{where}\0{settings_blob(settings)}\0{__version__}".encode(), digest_size=32)
    return os.path.join(root, f"corpus-{ident.hexdigest()[:24]}.json")


POINTER_BYTES = 1 << 16  # a pointer holds two digests, a count and a key


def read_text(path: str, limit: int = POINTER_BYTES) -> str:
    """A file plantqa wrote in its cache, read only if regular and small (ReadError else)."""
    return read_limited(path, limit, "cache file").decode("utf-8")


def write_pointer(path: str, data: dict[str, str | int]) -> None:
    """Replace the pointer file atomically."""
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=".pointer-", dir=os.path.dirname(path))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


FIELDS = 4  # stamped per card: size, mtime_ns, ctime_ns, inode number
Folder = tuple[str, list[str], array]  # path below the root, card names, FIELDS numbers per card


def walk(root: str) -> list[Folder]:
    """Every folder under root, in the order the OS lists it, with its cards' stat stamps.

    Paths are relative to an open folder handle where the OS allows it: pathlib's
    overhead alone cost a second at 100,000 cards.
    """
    out: list[Folder] = []
    pending = [""]
    while pending:
        rel = pending.pop()
        path = os.path.join(root, rel) if rel else root
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)) if DIR_FD else -1
        except OSError:
            continue
        cards, kept, stamps = [], [], array("q")
        try:
            with os.scandir(fd if DIR_FD else path) as it:
                for entry in it:
                    if entry.is_dir(follow_symlinks=False):
                        if not entry.name.startswith("."):  # files.walk_cards reads no hidden folder
                            pending.append(f"{rel}/{entry.name}" if rel else entry.name)
                    elif entry.name.endswith(CARD_SUFFIXES):
                        cards.append(entry.name)
            for name in cards:
                try:
                    st = os.stat(name, dir_fd=fd) if DIR_FD else os.stat(os.path.join(path, name))
                except OSError:
                    continue
                kept.append(name)
                stamps.extend((st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino & _INT64))
        except OSError:
            continue
        finally:
            if DIR_FD:
                os.close(fd)
        out.append((rel, kept, stamps))
    return out


def digest(folders: list[Folder], ordered: bool) -> str:
    """The stamp: as listed (cheap, the same while nothing changes) or sorted by name (the
    same whatever order the OS lists in). Any card added, removed, renamed, resized or
    touched changes both."""
    h = blake2b(digest_size=32)
    if ordered:
        folders = sorted(folders, key=lambda f: f[0])
    for rel, names, stamps in folders:
        packed = stamps.tobytes()
        if ordered:
            order = sorted(range(len(names)), key=names.__getitem__)
            names = [names[i] for i in order]
            width = FIELDS * stamps.itemsize  # one card's numbers, moved as one slice
            packed = b"".join([packed[width * i : width * (i + 1)] for i in order])
        h.update(f"{rel}\0{len(names)}\0".encode("utf-8", "surrogateescape"))
        h.update("\0".join(names).encode("utf-8", "surrogateescape"))
        h.update(packed)
    return h.hexdigest()


class Verdict(NamedTuple):
    fresh: bool  # the pointer's index still matches the cards
    listed: str  # the stamps to record when a new pointer is written ("" when fresh as listed)
    ordered: str
    cards: int = 0
    # when not fresh: every file stamped, "<folder number>:<path>" -> its four numbers, from
    # the same walk (before any file is read), for an incremental update's diff
    files: dict[str, list[int]] | None = None


def walk_all(roots: str | tuple[str, ...]) -> list[Folder]:
    """Every folder of every root, in order; a later root's folders named by its number."""
    if isinstance(roots, str):
        roots = (roots,)
    return _joined([walk(root) for root in roots])


def _joined(walks: list[list[Folder]]) -> list[Folder]:
    if len(walks) == 1:
        return walks[0]
    return [(f"{n}\0{rel}", names, stamps) for n, folders in enumerate(walks) for rel, names, stamps in folders]


def stamped_files(walks: list[list[Folder]]) -> dict[str, list[int]]:
    """Every file of the walks by "<folder number>:<path>", with its four numbers. A name
    that is not UTF-8 is left out: the build warns about it, and an index built with
    warnings is never updated in place."""
    out: dict[str, list[int]] = {}
    for n, folders in enumerate(walks):
        for rel, names, stamps in folders:
            at = f"{n}:{rel}/" if rel else f"{n}:"
            numbers = stamps.tolist()
            for k, name in enumerate(names):
                key = at + name
                try:
                    key.encode("utf-8")
                except UnicodeEncodeError:
                    continue
                out[key] = numbers[FIELDS * k : FIELDS * (k + 1)]
    return out


def verdict(roots: str | tuple[str, ...], known: dict[str, Any] | None) -> Verdict:
    """Compare the cards with the pointer's stamps. The sort (34 ms at 125,000 cards) runs
    only when the cheap stamp differs: when the OS lists in another order, or a card changed."""
    walks = [walk(root) for root in ((roots,) if isinstance(roots, str) else roots)]
    folders = _joined(walks)
    listed = digest(folders, ordered=False)
    if known is not None and listed == known.get("listed"):
        return Verdict(True, "", "")
    ordered = digest(folders, ordered=True)
    cards = sum(len(names) for _, names, _ in folders)
    fresh = known is not None and ordered == known.get("ordered")
    return Verdict(fresh, listed, ordered, cards, None if fresh else stamped_files(walks))


class Check:
    """The pointer as read, and the stamp check under way (in a child, or deferred)."""

    __slots__ = ("_done", "_fd", "_pid", "corpus", "folders", "known", "pointer", "problem", "root", "sources")

    def __init__(self, settings: "Settings", use_cache: bool = True) -> None:
        self.sources = sources(settings)
        self.folders = tuple(folder for _label, folder in self.sources)
        self.corpus = self.folders[0]
        self.root = cache_root(settings)
        self.pointer = pointer_path(self.root, self.folders, settings)
        self.known: dict[str, Any] | None = None
        self.problem: str | None = None  # why the pointer could not be read
        self._pid = self._fd = -1
        self._done: Verdict | None = None
        if not use_cache:
            self._done = Verdict(False, "", "")
            return
        try:
            known = json.loads(read_text(self.pointer))
            if isinstance(known, dict) and _is_key(known.get("key")):
                self.known = known
            else:
                self.problem = f"index cache pointer {self.pointer} unreadable (not a pointer); rebuilding"
        except ReadError as exc:
            if not exc.missing:
                self.problem = f"index cache pointer {self.pointer} unreadable ({exc}); rebuilding"
        except (ValueError, RecursionError) as exc:
            self.problem = f"index cache pointer {self.pointer} unreadable ({exc}); rebuilding"
        # a fork costs ~5 ms (its copy-on-write faults land on the parent's imports), about
        # what 2,500 stats cost: smaller folders are walked inline
        cards = self.known.get("cards") if self.known is not None else None
        if isinstance(cards, int) and cards >= FORK_AT and _may_fork():
            self._fork()

    def _fork(self) -> None:
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: walk, report, leave without running the parent's exit code
            try:
                os.close(read_end)
                data = memoryview(json.dumps(verdict(self.folders, self.known)).encode())
                while data:  # the file stamps of a stale folder run to megabytes
                    data = data[os.write(write_end, data) :]
            finally:
                os._exit(0)
        os.close(write_end)
        self._pid, self._fd = pid, read_end

    def verdict(self) -> Verdict:
        """Wait for the check (or run it now). A child that died says nothing: walk inline."""
        if self._done is None:
            if self._fd >= 0:
                self._done = self._collect()
            if self._done is None:
                self._done = verdict(self.folders, self.known)
        return self._done

    def _collect(self) -> Verdict | None:
        chunks = []
        try:
            while data := os.read(self._fd, 4096):
                chunks.append(data)
        finally:
            os.close(self._fd)
            self._fd = -1
            with contextlib.suppress(ChildProcessError):
                os.waitpid(self._pid, 0)
        try:
            fresh, listed, ordered, cards, files = json.loads(b"".join(chunks))
            if files is not None and not isinstance(files, dict):
                return None
            return Verdict(bool(fresh), str(listed), str(ordered), int(cards), files)
        except (ValueError, TypeError, AttributeError):
            return None


def _is_key(key: object) -> bool:
    """A content key names a folder in the cache: 64 hex digits, never a path."""
    return isinstance(key, str) and len(key) == 64 and all(c in "0123456789abcdef" for c in key)


def _may_fork() -> bool:
    """Fork only a young process: Linux, one thread, numpy not yet loaded (its BLAS threads
    would make a fork unsafe, and a process that far along has no import left to hide behind)."""
    if not sys.platform.startswith("linux") or "numpy" in sys.modules or not hasattr(os, "fork"):
        return False
    threading = sys.modules.get("threading")  # not imported: no thread was started through it
    return threading is None or threading.active_count() == 1
