"""Filling flat observation tensors from a layout (shared by the games' Observation.tensor)."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt


class TensorWriter:
    """Writes named slices of a float32 vector laid out as ``{name: (start, stop)}``."""

    def __init__(self, layout: dict[str, tuple[int, int]], size: int) -> None:
        self.layout = layout
        self.out: npt.NDArray[np.float32] = np.zeros(size, dtype=np.float32)

    def put(self, name: str, values: Any, index: int = 0, width: int = 0) -> None:
        """The whole slice, or its ``index``-th block of ``width`` values."""
        start, stop = self.layout[name]
        if width:
            self.out[start + index * width : start + (index + 1) * width] = values
        else:
            self.out[start:stop] = values

    def one_hot(self, name: str, index: int | None) -> None:
        """Sets position ``index`` of the slice (nothing for None)."""
        if index is not None:
            self.out[self.layout[name][0] + index] = 1.0
