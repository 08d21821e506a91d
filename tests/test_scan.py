"""Reading stored vectors (plantqa/scan.py): a few rows summed at once get the bits of the
bucket-by-bucket loop the full scan uses."""

import numpy as np
from hypothesis import example, given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from plantqa.scan import _summed_in_order, _weighted_sum

floats = st.floats(-1e3, 1e3, width=32) | st.sampled_from([0.0, -0.0])


@given(
    st.integers(0, 60).flatmap(
        lambda k: st.tuples(arrays(np.float32, (k, 7), elements=floats), arrays(np.float32, (k,), elements=floats))
    )
)
@example((np.full((3, 7), -0.0, dtype=np.float32), np.ones(3, dtype=np.float32)))  # all -0.0: the sum from 0 is +0.0
@example((np.zeros((0, 7), dtype=np.float32), np.zeros(0, dtype=np.float32)))
def test_a_few_rows_are_summed_with_the_loop_s_bits(case):
    cells, weights = case
    assert _summed_in_order(cells, weights).tobytes() == _weighted_sum(cells, weights, cells.shape[1]).tobytes()
