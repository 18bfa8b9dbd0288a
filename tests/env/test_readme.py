"""The README's "Train an agent" loop runs as printed."""

from __future__ import annotations

import pathlib
import re

import pytest

pytest.importorskip("pettingzoo")


def test_the_readme_training_loop_runs():
    readme = (pathlib.Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Train an agent", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, flags=re.DOTALL).group(1)
    assert len(code.strip().splitlines()) <= 10
    scope: dict[str, object] = {}
    exec(compile(code, "README.md", "exec"), scope)
    env = scope["env"]
    assert env.agents == [] and env.state.is_terminal()
