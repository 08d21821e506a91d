"""Every word's embedding features at once: the word itself and its character n-grams,
numbered in code-point order, with numpy doing the work per n-gram rather than Python
per word (a 100k-chunk build has ~300k distinct words and ~7M of their n-grams).

An n-gram is packed into one integer: each code point replaced by its rank in the text's
own alphabet, the ranks side by side in `bits` bits each. Equal n-grams get equal
integers, so np.unique finds the distinct ones; only those become strings.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from .embed import FeatureSpec

BIGRAM = " "  # joins a pair of neighbouring tokens (no n-grams); the tokenizer never yields a space


def feature_map(words: Sequence[str], spec: FeatureSpec) -> tuple[list[str], np.ndarray, np.ndarray] | None:
    """Distinct features in code-point order and a CSR map word -> feature numbers, a word's
    numbers in any order, a repeated n-gram repeated: embed.word_features for every word.
    None when an n-gram does not fit in 63 bits (a text of thousands of distinct letters);
    the caller then takes the word-by-word path."""
    names = [("b:" if BIGRAM in w else "w:") + w for w in words]
    owners = [np.arange(len(words), dtype=np.int64)]
    local = [np.arange(len(words), dtype=np.int64)]  # numbers into `names`, before sorting
    grams = [i for i, w in enumerate(words) if BIGRAM not in w] if spec.chars else []
    if grams:
        padded = [f"<{words[i]}>" for i in grams]
        joined = "".join(padded)
        codes = np.frombuffer(joined.encode("utf-32-le", "surrogatepass"), dtype="<u4")
        alphabet, ranks = np.unique(codes, return_inverse=True)
        bits = len(alphabet).bit_length()  # ranks from 1: no n-gram packs to another's number
        if bits * spec.ngram_max > 63:
            return None
        ranks = ranks.astype(np.int64).reshape(-1) + 1
        lengths = np.fromiter(map(len, padded), dtype=np.int64, count=len(padded))
        starts = np.zeros(len(padded), dtype=np.int64)
        np.cumsum(lengths[:-1], out=starts[1:])
        word_of = np.asarray(grams, dtype=np.int64)
        for n in range(spec.ngram_min, spec.ngram_max + 1):
            count = np.maximum(lengths - n + 1, 0)  # n-grams per word
            total = int(count.sum())
            if total == 0:
                continue
            ends = np.cumsum(count)
            at = np.repeat(starts - (ends - count), count) + np.arange(total)  # each n-gram's first code point
            key = np.zeros(total, dtype=np.int64)
            for j in range(n):
                key |= ranks[at + j] << (bits * j)
            _, first, which = np.unique(key, return_index=True, return_inverse=True)
            base = len(names)
            names.extend("c:" + joined[p : p + n] for p in at[first].tolist())
            owners.append(np.repeat(word_of, count))
            local.append(which.reshape(-1).astype(np.int64) + base)
    order = sorted(range(len(names)), key=names.__getitem__)
    rank = np.empty(len(names), dtype=np.int64)
    rank[order] = np.arange(len(names))
    owner, feature = np.concatenate(owners), rank[np.concatenate(local)]
    by_word = np.argsort(owner, kind="stable")
    indptr = np.zeros(len(words) + 1, dtype=np.int64)
    np.cumsum(np.bincount(owner, minlength=len(words)), out=indptr[1:])
    return [names[i] for i in order], indptr, feature[by_word]
