"""``paiju play`` driven as a subprocess through pipes (paiju/terminal/): whole deals to the end,
moves typed in the game's notation, the commands, bad input and bad arguments.

The drivers keep their own copy of the match, built from the seed and the move lines the table
prints, so what the table shows (the hand, whose turn) is checked against an independent state.
"""

from __future__ import annotations

import json
import os
import re
import select
import subprocess
import sys
import time

import pytest

pytest.importorskip("rich")

import paiju
from paiju import Cards, guandan

PROMPT = b"seat 0 > "
MOVE_LINE = re.compile(r"^(?:you|seat (\d) \([^)]*\)): (.+)$")
CHOICE_LINE = re.compile(r"^\s+(\d+)\) (.+)$")
SIGNS = "*'~!"


def _env() -> dict[str, str]:
    env = dict(os.environ, PYTHONUNBUFFERED="1", COLUMNS="100")
    # the paiju these tests imported (the source tree with its built module, or an installed one)
    python_dir = os.path.dirname(os.path.dirname(os.path.abspath(paiju.__file__)))
    env["PYTHONPATH"] = python_dir + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _play_command(game: str, *args: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "paiju",
        "play",
        game,
        "--bots",
        "heuristic",
        "--option",
        "max_deals=1",
        *args,
    ]


def _plain(text: str) -> str:
    """A move's text as printed, without the role signs after cards."""
    return " ".join(word.rstrip(SIGNS) if len(word) == 3 else word for word in text.split())


class Driver:
    """Talks to a running ``paiju play`` through pipes, prompt by prompt."""

    def __init__(self, command: list[str]) -> None:
        self.proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=_env(),
        )
        self.transcript = ""

    def until_prompt(self, timeout: float = 30.0) -> tuple[str, bool]:
        """The output up to the next prompt, and whether a prompt came (False: it exited)."""
        fd = self.proc.stdout.fileno()
        chunk = b""
        deadline = time.monotonic() + timeout
        while not chunk.endswith(PROMPT):
            ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                self.proc.kill()
                so_far = self.transcript + chunk.decode()
                raise AssertionError(f"no prompt within {timeout} s; output so far:\n{so_far}")
            data = os.read(fd, 65536)
            if not data:
                break
            chunk += data
        text = chunk.decode()
        self.transcript += text
        return text, chunk.endswith(PROMPT)

    def send(self, line: str) -> None:
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()

    def finish(self) -> int:
        self.proc.stdin.close()
        rest = self.proc.stdout.read().decode()
        self.transcript += rest
        stderr = self.proc.stderr.read().decode()
        code = self.proc.wait(timeout=30)
        assert "Traceback" not in self.transcript + stderr, self.transcript + stderr
        return code


def _moves_in(text: str) -> list[str]:
    return [_plain(m.group(2)) for m in map(MOVE_LINE.match, text.splitlines()) if m]


def _hand_shown(text: str) -> Cards:
    lines = text.splitlines()
    start = max(i for i, line in enumerate(lines) if "your hand (" in line)
    words = []
    for line in lines[start + 1 :]:
        if line.startswith("╰"):
            break
        words += line.strip("│ ").split()
    return Cards(" ".join(word.rstrip(SIGNS) for word in words))


def _typed(move, level: str) -> str:
    """How a person would type ``move``: ranks for plain singles to bombs (10 for ten), 'pass',
    else its cards in lower case."""
    cards = list(move.cards)
    if str(move) == "PASS":
        return "pass"
    if move.kind in ("Single", "Pair", "Trips", "Bomb") and "H" + level not in cards:
        return ("10" if move.rank == "T" else move.rank) * len(cards)
    return " ".join(card.lower() for card in cards)


def test_whole_guandan_deals_typed_in_notation():
    """Every decision of seat 0 typed as ranks or cards, a numbered choice picked when offered;
    the table's hand and the match are checked against the driver's own state."""
    picked = [_typed_deal(seed) for seed in (6, 12)]
    # numbered choices were needed and taken (seed 6: three times, a wild card's variants; suit
    # variants of one decision are played at once, so most typed moves need no choice)
    assert sum(picked) >= 1


def _typed_deal(seed: int) -> int:
    driver = Driver(_play_command("guandan", "--seed", str(seed)))
    state = guandan.Game(max_deals=1).new_match(seed=seed)
    decisions = choices_picked = 0
    text, prompted = driver.until_prompt()
    while prompted:
        for move in _moves_in(text):
            state.apply(move)
        assert state.current_player == 0
        assert _hand_shown(text) == state.hand(0)
        intended = paiju.bots.choose(state, "heuristic", seed=decisions)
        driver.send(_typed(intended, state.deal_level))
        text, prompted = driver.until_prompt()
        choices = {
            _plain(m.group(2)): m.group(1) for m in map(CHOICE_LINE.match, text.splitlines()) if m
        }
        if choices:
            assert str(intended) in choices, text
            driver.send(choices[str(intended)])
            choices_picked += 1
            text, prompted = driver.until_prompt()
        assert f"you: {intended}" in _plain_lines(text)
        decisions += 1
    for move in _moves_in(text):
        state.apply(move)
    assert driver.finish() == 0
    assert state.is_terminal() and "The match is over" in text
    assert decisions >= 5
    assert f"Returns per seat: {list(state.returns())}" in text
    return choices_picked


def _plain_lines(text: str) -> list[str]:
    return [_plain(line) for line in text.splitlines()]


def test_commands_and_bad_input_through_a_pipe(tmp_path):
    """help, bad input, undo and hint through a plain pipe (all input written at once), to the
    end of the deal; the record it writes replays to the same finished match."""
    record = tmp_path / "record.json"
    script = [
        "help",
        "xx",
        "88",
        "1",
        "undo",
        "table",
        "log",
        "moves",
        "hint",
        "1",
        "undo",
        "moves pair",
    ]
    script += ["hint", "1"] * 60
    result = subprocess.run(
        _play_command("guandan", "--seed", "7", "--hint-bot", "heuristic", "--record", str(record)),
        input="\n".join(script) + "\n",
        capture_output=True,
        check=False,
        text=True,
        env=_env(),
        timeout=120,
    )
    out = result.stdout
    assert result.returncode == 0 and "Traceback" not in out + result.stderr
    assert "  hint " in out and "  undo " in out  # the help lists the commands
    assert "no legal move matches 'xx'" in out
    assert "no legal move plays 8 8 here" in out
    assert "nothing to undo: you have not decided anything yet" in out
    assert "undone: back to your decision before" in out
    assert "hint (heuristic): " in out
    assert "S2' H2*" in out and "* wild   ' level" in out  # level 2: H2 wild, S2 a level card
    assert "The match is over" in out

    saved = json.loads(record.read_text())
    replayed = guandan.replay(saved)
    assert replayed.is_terminal()
    mine = [text for seat, text in saved["moves"] if seat == 0]
    # each hint is played with '1'; the one undone decision is played again afterwards
    played = [_plain(line[len("you: ") :]) for line in out.splitlines() if line.startswith("you: ")]
    assert played[1:] == mine and len(played) == len(mine) + 1


@pytest.mark.parametrize("game", paiju.games())
def test_every_registered_game_plays_a_deal_to_the_end(game):
    script = ["moves", "zz"] + ["hint", "1"] * 400
    result = subprocess.run(
        _play_command(game, "--seed", "3", "--hint-bot", "heuristic"),
        input="\n".join(script) + "\n",
        capture_output=True,
        check=False,
        text=True,
        env=_env(),
        timeout=120,
    )
    assert result.returncode == 0 and "Traceback" not in result.stdout + result.stderr, (
        result.stderr
    )
    assert "The match is over" in result.stdout
    assert "your hand (" in result.stdout and "you: " in result.stdout


def test_end_of_input_leaves_the_table_cleanly():
    result = subprocess.run(
        _play_command("guandan", "--seed", "1"),
        input="",
        capture_output=True,
        check=False,
        text=True,
        env=_env(),
        timeout=60,
    )
    assert result.returncode == 0 and "You left the table." in result.stdout


@pytest.mark.parametrize(
    "args, message",
    [
        (["--seat", "4"], "--seat must be 0..3"),
        (["--bots", "heuristic", "random"], "--bots takes one bot or 3"),
        (["--bots", "nonsense"], "nonsense"),
        (["--hint-bot", "ismcts:bogus=1"], "bogus"),
        (["--option", "no_such_option=1"], "no_such_option"),
    ],
)
def test_bad_arguments_are_explained(args, message, capsys):
    from paiju.cli import main

    assert main(["play", "guandan", *args]) == 2
    assert message in capsys.readouterr().err


def test_in_a_real_terminal_tab_completes_and_colours_show(tmp_path):
    """The terminal path (readline completion, colours, the bots' spinner) in tmux."""
    import shutil

    if shutil.which("tmux") is None:
        pytest.skip("tmux not installed")
    session = f"paiju-play-{os.getpid()}"
    env = _env()
    command = " ".join(
        [f"PYTHONPATH={env['PYTHONPATH']}", *_play_command("guandan", "--seed", "7"), "; sleep 5"]
    )
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", session, "-x", "110", "-y", "50", command],
        check=True,
        env=env,
    )
    try:

        def pane(colours: bool = False) -> str:
            args = ["tmux", "capture-pane", "-t", session, "-p"] + (["-e"] if colours else [])
            return subprocess.run(args, capture_output=True, text=True, check=True).stdout

        def wait_for(text: str) -> str:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                shown = pane()
                if text in shown:
                    return shown
                time.sleep(0.1)
            raise AssertionError(f"{text!r} never shown:\n{pane()}")

        wait_for("seat 0 >")
        assert "\x1b[" in pane(colours=True)  # suits in colour on a terminal
        # seat 0 must beat seat 3's Bomb 4 here; the only bomb of 6s is H2 S6 S6 C6
        subprocess.run(["tmux", "send-keys", "-t", session, "Bomb 6", "Tab"], check=True)
        wait_for("seat 0 > Bomb 6 H2 S6 S6 C6")
        subprocess.run(["tmux", "send-keys", "-t", session, "Enter"], check=True)
        wait_for("you: Bomb 6 H2* S6 S6 C6")
        subprocess.run(["tmux", "send-keys", "-t", session, "quit", "Enter"], check=True)
        wait_for("You left the table.")
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], check=False, capture_output=True)
