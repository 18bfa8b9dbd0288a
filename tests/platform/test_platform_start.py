"""A platform bot that never works is reported once, with its stderr (issue 44), and the sample
bot in examples/ plays by the protocol of docs/platform.md."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import paiju
from paiju.bots import PlatformBot
from paiju.platform.bot import BotStartError

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "platform_bot.py"
BOTS = Path(__file__).with_name("protocol_bots.py")
ENV = {**os.environ, "PYTHONPATH": str(Path(paiju.__file__).resolve().parent.parent)}


def test_the_sample_bot_plays_whole_deals_without_faults() -> None:
    with PlatformBot([sys.executable, str(EXAMPLE)]) as bot:
        result = paiju.simulate("guandan", deals=3, bots=[bot, "heuristic", bot, "heuristic"], seed=2, progress=False)
        assert len(result) == 3 and bot.games == 3
        assert bot.faults == []


def test_the_readme_command_runs_with_the_sample_bot() -> None:
    spec = f"platform:{sys.executable} examples/platform_bot.py"
    out = subprocess.run([sys.executable, "-m", "paiju", "simulate", "guandan", "--deals", "2", "--bots", spec,
                          "heuristic", spec, "heuristic"], cwd=ROOT, capture_output=True, text=True, timeout=120, env=ENV)
    assert out.returncode == 0, out.stderr
    assert "'faults': {}" in out.stdout


def test_a_missing_script_is_one_typed_error_with_its_stderr(tmp_path: Path) -> None:
    spec = f"platform:{sys.executable} {tmp_path / 'missing_bot.py'}"
    with pytest.raises(BotStartError) as error:
        paiju.simulate("guandan", deals=2, bots=[spec, "heuristic", "heuristic", "heuristic"], progress=False)
    assert isinstance(error.value, paiju.PaijuError) and error.value.kind == "crash"
    assert "missing_bot.py" in error.value.stderr and "No such file" in error.value.stderr  # Python's own words
    assert "No such file" in str(error.value)


def test_the_command_line_reports_a_missing_script_once(tmp_path: Path) -> None:
    spec = f"platform:{sys.executable} {tmp_path / 'missing_bot.py'}"
    out = subprocess.run([sys.executable, "-m", "paiju", "simulate", "guandan", "--deals", "2", "--bots", spec,
                          "heuristic", spec, "heuristic"], capture_output=True, text=True, timeout=120, env=ENV)
    assert out.returncode == 2
    assert out.stderr.count("failed before its first answer") == 1 and "No such file" in out.stderr
    assert "first_faults" not in out.stdout + out.stderr and "Traceback" not in out.stderr


def test_fail_fast_is_about_a_bot_that_never_answered(tmp_path: Path) -> None:
    def bot(fault_at: int) -> PlatformBot:
        return PlatformBot([sys.executable, str(BOTS), "uniform", "--fault", "crash", "--fault-at", str(fault_at),
                            "--fault-flag", str(tmp_path / f"faulted{fault_at}")], fail_fast=True)

    with bot(1) as first, pytest.raises(BotStartError, match="before its first answer"):
        paiju.simulate("guandan", deals=1, bots=[first, "random", "random", "random"], seed=3, progress=False)
    with bot(3) as later:  # it answered twice before crashing: a fault, counted, and the deal goes on
        result = paiju.simulate("guandan", deals=1, bots=[later, "random", "random", "random"], seed=3, progress=False)
        assert len(result) == 1 and later.fault_counts() == {"crash": 1}


def test_without_fail_fast_each_crash_fault_says_the_stderr_line(tmp_path: Path) -> None:
    with PlatformBot([sys.executable, str(tmp_path / "missing_bot.py")], timeout=1.0) as bot:
        paiju.simulate("guandan", deals=1, bots=[bot, "random", "random", "random"], seed=1, progress=False)
        assert bot.faults and all(f.kind == "crash" and "No such file" in f.detail for f in bot.faults)
