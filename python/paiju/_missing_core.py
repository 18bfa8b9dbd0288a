"""What to say when ``paiju._core``, the compiled module, cannot be imported (paiju/__init__.py).

The usual cause: Python imports the checkout's source tree (``PYTHONPATH=python``, or started
inside ``python/``), which holds no compiled core unless it was built in place, and that tree
shadows the paiju that ``pip install .`` installed.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys

__all__ = ["message"]

BUILD_IN_PLACE = (
    'cmake -S . -B build/dev -DPAIJU_BUILD_PYTHON=ON -Dpybind11_DIR="$(python -m pybind11 --cmakedir)"\n'
    "  cmake --build build/dev && cp build/dev/_core.*.so python/paiju/"
)


def _has_core(package: str) -> bool:
    return any(os.path.isfile(os.path.join(package, "_core" + suffix))
               for suffix in importlib.machinery.EXTENSION_SUFFIXES)


def _other_installs(package: str) -> list[str]:
    """Other paiju packages on sys.path that hold a compiled core."""
    found = []
    for entry in sys.path:
        candidate = os.path.join(entry or os.getcwd(), "paiju")
        if os.path.realpath(candidate) != os.path.realpath(package) and _has_core(candidate):
            found.append(candidate)
    return found


def message(package: str, error: BaseException) -> str:
    """The ImportError's text for the paiju package in folder ``package``; ``error`` is what
    importing the core raised."""
    lines = [f"paiju's compiled core (paiju._core) cannot be imported from {package} ({error})."]
    checkout = os.path.dirname(os.path.dirname(os.path.abspath(package)))
    if _has_core(package):
        lines.append("The compiled module is there but does not load (built for another Python or "
                     "platform?): rebuild it.")
    elif os.path.isfile(os.path.join(checkout, "pyproject.toml")):
        lines += [
            f"That is the source tree of the checkout {checkout}, without a compiled core; it comes",
            "first on sys.path (PYTHONPATH=python, or Python started in python/) and hides an installed paiju.",
            "Either run the installed paiju (pip install . first): leave out PYTHONPATH=python and run",
            "from any folder but python/ (e.g. `paiju ...` or `python -m paiju ...`),",
            "or build the core into the source tree, from the checkout's root:",
            "  " + BUILD_IN_PLACE,
        ]
    else:
        lines.append("Reinstall paiju: pip install . (from the checkout), or pip install paiju.")
    others = _other_installs(package)
    if others:
        lines.append(f"An installed paiju with its core is at {others[0]}.")
    return "\n".join(lines)
