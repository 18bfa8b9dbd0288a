"""A source tree without its compiled core (issue 44): importing paiju from it says what to do,
and benchmarks/ladder.py imports the installed paiju rather than such a tree."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import paiju

PACKAGE = Path(paiju.__file__).resolve().parent
LADDER = Path(__file__).resolve().parents[2] / "benchmarks" / "ladder.py"


def _checkout_without_core(root: Path) -> Path:
    """A copy of the paiju package as a checkout's python/paiju, with no compiled module."""
    (root / "pyproject.toml").write_text("[project]\nname = 'paiju'\n")
    target = root / "python" / "paiju"
    shutil.copytree(PACKAGE, target, ignore=shutil.ignore_patterns("_core*.so", "_core*.pyd", "__pycache__", ".*"))
    return root / "python"


def _import_paiju(path: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "import paiju"], cwd=cwd, capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONPATH": path})


def test_a_source_tree_without_its_core_says_what_to_do(tmp_path: Path) -> None:
    source = _checkout_without_core(tmp_path)
    result = _import_paiju(str(source), tmp_path)
    assert result.returncode != 0
    last = result.stderr.strip().splitlines()
    error = "\n".join(last[next(i for i, line in enumerate(last) if line.startswith("ImportError")):])
    assert error.startswith("ImportError: paiju's compiled core (paiju._core) cannot be imported from")
    assert "leave out PYTHONPATH=python" in error  # use the installed paiju
    assert "cmake --build build/dev && cp build/dev/_core.*.so python/paiju/" in error  # or build in place


def test_the_message_names_the_installed_paiju_it_hides(tmp_path: Path) -> None:
    source = _checkout_without_core(tmp_path)
    result = _import_paiju(os.pathsep.join([str(source), str(PACKAGE.parent)]), tmp_path)
    assert f"An installed paiju with its core is at {PACKAGE}" in result.stderr


def _ladder():
    spec = importlib.util.spec_from_file_location("ladder_paths", LADDER)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_ladder_leaves_a_source_tree_without_core_out_when_paiju_is_installed(tmp_path: Path, monkeypatch) -> None:
    ladder = _ladder()
    source = _checkout_without_core(tmp_path)
    assert importlib.util.find_spec("paiju") is not None  # paiju is importable here
    assert not ladder.use_source_tree(source)
    (source / "paiju" / f"_core{importlib.machinery.EXTENSION_SUFFIXES[0]}").write_bytes(b"")  # built in place
    assert ladder.use_source_tree(source)


def test_the_ladder_uses_the_source_tree_when_nothing_else_is_importable(tmp_path: Path, monkeypatch) -> None:
    ladder = _ladder()
    source = _checkout_without_core(tmp_path)
    monkeypatch.setattr(ladder.importlib.util, "find_spec", lambda name: None)
    assert ladder.use_source_tree(source)
