"""How the paiju command ends (issue 44): quietly with status 141 when its reader goes away
(``paiju ... | head``), with one line and status 130 on Ctrl-C."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import paiju
from paiju import cli

ENV = {**os.environ, "PYTHONPATH": str(Path(paiju.__file__).resolve().parent.parent)}


@pytest.mark.parametrize("command", [["deal", "--seed", "3"], ["bots"]])  # 4 lines; 17 kB, past the buffer
def test_a_reader_that_goes_away_ends_the_command_quietly(command: list[str]) -> None:
    process = subprocess.Popen([sys.executable, "-m", "paiju", *command], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=ENV)
    assert process.stdout is not None
    process.stdout.close()  # as `head` does once it has what it wants (here: before anything)
    _, err = process.communicate(timeout=120)
    assert err.decode() == ""  # no BrokenPipeError traceback, no "Exception ignored"
    assert process.returncode == 141  # 128 + SIGPIPE, what a shell shows for `yes | head`


def test_ctrl_c_in_a_command_prints_one_line_and_exits_130(monkeypatch, capsys) -> None:
    def interrupted(args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_cmd_deal", interrupted)
    assert cli.main(["deal"]) == 130
    captured = capsys.readouterr()
    assert captured.err == "paiju: interrupted\n" and captured.out == ""


def _interruptible() -> None:
    # As a terminal's Ctrl-C reaches it (see test_cli.py): SIGINT at its default and unblocked.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def test_ctrl_c_at_the_terminal_table_exits_130() -> None:
    pytest.importorskip("rich")
    process = subprocess.Popen(
        [sys.executable, "-m", "paiju", "play", "guandan", "--seed", "1"], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, preexec_fn=_interruptible,
    )
    assert process.stdout is not None
    shown = b""
    while not shown.endswith(b"> "):  # the table waits for a move: "seat 0 > "
        ready, _, _ = select.select([process.stdout], [], [], 120)
        chunk = os.read(process.stdout.fileno(), 1 << 16) if ready else b""
        assert chunk, shown
        shown += chunk
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert b"You left the table (interrupted)." in out and b"Traceback" not in out + err
