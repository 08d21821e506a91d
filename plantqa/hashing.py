"""blake2b without loading OpenSSL.

`import hashlib` also loads the OpenSSL bindings (2.5 ms here, a sixth of what a
warm `ask` may spend beyond importing numpy); blake2b lives in its own C module,
which hashlib merely re-exports. Digests are identical either way.
"""

from __future__ import annotations

try:
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - a Python without the _blake2 module
    from hashlib import blake2b

__all__ = ["blake2b"]
