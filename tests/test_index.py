import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from plantqa.index import bucket_writer


@given(st.integers(1, 9), st.integers(0, 23), st.integers(1, 7))
def test_bucket_writer_stores_batches_of_vectors_bucket_major(tmp_path_factory, dim, n, batch):
    path = tmp_path_factory.mktemp("w") / "b.npy"
    vectors = np.arange(n * dim, dtype=np.float32).reshape(n, dim) / 7
    with bucket_writer(path, dim, n) as put:
        for lo in range(0, n, batch):
            put(vectors[lo : lo + batch])
    stored = np.load(path, mmap_mode="r", allow_pickle=False)
    assert stored.shape == (dim, n) and stored.tobytes() == np.ascontiguousarray(vectors.T).tobytes()


def test_bucket_writer_refuses_too_few_or_too_many_vectors(tmp_path):
    with pytest.raises(ValueError, match="2 of 3"), bucket_writer(tmp_path / "a.npy", 4, 3) as put:
        put(np.zeros((2, 4), dtype=np.float32))
    with pytest.raises(ValueError, match="does not fit"), bucket_writer(tmp_path / "b.npy", 4, 3) as put:
        put(np.zeros((4, 4), dtype=np.float32))
