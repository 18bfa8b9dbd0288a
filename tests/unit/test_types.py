"""The type stubs and annotations agree: mypy checks the installed package (py.typed, _core/*.pyi)."""

import subprocess
import sys

import pytest


def test_mypy_accepts_the_package():
    pytest.importorskip("mypy")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "-p", "paiju", "--ignore-missing-imports", "--no-incremental"],
        capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
