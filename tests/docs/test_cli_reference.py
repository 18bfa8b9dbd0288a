"""The command-line reference page (docs/cli.md) is generated at build time by
mkdocs_hooks/cli_reference.py from paiju's parser: every command, nested ones included, gets a
section with its --help text, and the page holds the marker the hook replaces."""

from __future__ import annotations

import importlib.util
import os
import pathlib
import re

import pytest

pytest.importorskip("mkdocs")

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _hook():
    spec = importlib.util.spec_from_file_location("cli_reference", ROOT / "mkdocs_hooks" / "cli_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_command_has_its_help_section():
    hook = _hook()
    page = hook.cli_reference_markdown()
    headings = re.findall(r"^## `(paiju[\w -]*)`$", page, flags=re.M)
    # the commands of `paiju --help`, and the two under `paiju platform`
    assert headings[0] == "paiju"
    assert {"paiju simulate", "paiju arena", "paiju play", "paiju serve", "paiju platform",
            "paiju platform serve", "paiju platform play"} <= set(headings)
    assert len(headings) == len(set(headings))
    simulate = page.split("## `paiju simulate`", 1)[1]
    assert "--deals" in simulate.split("## ", 1)[0]


def test_the_page_is_generated_and_columns_left_as_found(monkeypatch):
    hook = _hook()
    monkeypatch.setenv("COLUMNS", "37")
    page = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert hook.MARKER in page
    out = hook.on_page_markdown(page, page=None)
    assert hook.MARKER not in out and "## `paiju arena`" in out
    assert os.environ["COLUMNS"] == "37"
