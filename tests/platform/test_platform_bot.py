"""External platform bots as paiju seats over the subprocess transport (docs/platform.md):
whole matches with the protocol bots of protocol_bots.py, their message streams, and every
bot fault."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import paiju
from paiju import guandan
from paiju.bots import PlatformBot
from tests.platform.streams import FEATURES, count_features, deals_of, read_log

BOTS = Path(__file__).with_name("protocol_bots.py")
PASS = ["PASS", "PASS", "PASS"]


def command(mode: str, seed: int, *extra: str) -> list[str]:
    return [sys.executable, str(BOTS), mode, "--seed", str(seed), *extra]


def test_a_whole_match_with_rebuilding_and_uniform_bots(tmp_path: Path) -> None:
    logs = [tmp_path / f"seat{s}.jsonl" for s in range(4)]
    misses = tmp_path / "misses.txt"
    bots = [PlatformBot(command("rebuild" if s % 2 == 0 else "uniform", s, "--log", str(logs[s]), "--misses", str(misses)))
            for s in range(4)]
    try:
        result = paiju.simulate("guandan", matches=1, bots=bots, seed=5)
    finally:
        for b in bots:
            b.close()
    assert len(result) == 1
    assert not misses.exists(), misses.read_text()[:2000]  # every rebuilt move was found in actionList
    assert all(b.faults == [] for b in bots)
    seen: dict[str, int] = {}
    for seat, log in enumerate(logs):
        messages = read_log(log)
        deals = deals_of(messages)
        assert len(deals) == int(result.deals[0])
        count_features(deals, seat, seen)
        assert messages[-1]["stage"] == "gameResult" and messages[-2]["stage"] == "gameOver"
        assert messages[-2]["curTimes"] == 1 and messages[-2]["settingTimes"] == 1
        winner = int(result.winner[0])
        assert messages[-1]["victoryNum"] == [1 if s % 2 == winner else 0 for s in range(4)]
    assert set(seen) == set(FEATURES) and all(count > 0 for count in seen.values()), seen


def test_rebuilding_bots_find_every_move_over_many_deals(tmp_path: Path) -> None:
    misses, wilds = tmp_path / "misses.txt", tmp_path / "wilds.txt"
    bots = [PlatformBot(command("rebuild", 10 + s, "--misses", str(misses), "--wild-hits", str(wilds))) for s in range(4)]
    try:
        result = paiju.simulate("guandan", deals=12, bots=bots, seed=9)
    finally:
        for b in bots:
            b.close()
    assert len(result) == 12
    assert not misses.exists(), misses.read_text()[:2000]
    # the lookups included moves with a heart level card standing in for another rank
    assert len(wilds.read_text().splitlines()) >= 5


@pytest.mark.parametrize("fault", ["timeout", "crash", "garbage", "bad_index", "float_index", "silent"])
def test_a_bot_fault_is_counted_the_bot_restarted_and_the_deal_goes_on(tmp_path: Path, fault: str) -> None:
    log = tmp_path / "log.jsonl"
    faulty = PlatformBot(command("uniform", 1, "--fault", fault, "--fault-at", "3", "--log", str(log),
                                 "--fault-flag", str(tmp_path / "faulted")),
                         timeout=1.5 if fault in ("timeout", "silent") else 5.0)  # room for a restart on a busy machine
    others = [PlatformBot(command("uniform", s)) for s in (2, 3, 4)]
    try:
        result = paiju.simulate("guandan", deals=1, bots=[faulty, *others], seed=3)
    finally:
        for b in (faulty, *others):
            b.close()
    assert len(result) == 1 and result.finish_order.shape == (1, 4)
    kind = {"float_index": "bad_index", "silent": "timeout"}.get(fault, fault)
    assert [f.kind for f in faulty.faults] == [kind]  # once: the restarted process plays on cleanly
    assert faulty.fault_counts() == {kind: 1}
    beginnings = [m for m in read_log(log) if m["stage"] == "beginning"]
    assert len(beginnings) == 2  # the restarted process was told the deal again
    assert beginnings[0] == beginnings[1]


def test_a_bot_that_never_answers_notifications_still_plays(tmp_path: Path) -> None:
    bots = [PlatformBot(command("uniform", s, "--quiet-notify")) for s in range(4)]
    try:
        result = paiju.simulate("guandan", deals=2, bots=bots, seed=4)
    finally:
        for b in bots:
            b.close()
    assert len(result) == 2 and all(b.faults == [] for b in bots)


def test_a_command_that_cannot_start_plays_defaults() -> None:
    with PlatformBot("/nonexistent/bot", timeout=0.2) as bad:
        result = paiju.simulate("guandan", deals=1, bots=[bad, "random", "random", "random"], seed=1)
    assert len(result) == 1
    assert bad.faults and {f.kind for f in bad.faults} == {"crash"}


def test_choose_follows_a_growing_match_and_the_spec_string_works(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    state = guandan.Game().new_match(seed=2)
    with PlatformBot(command("uniform", 1, "--log", str(log))) as bot:
        for _ in range(12):
            move = paiju.bots.choose(state, bot)
            assert move in state.legal_moves()
            state.apply(move)
        assert bot.faults == []
    heard = read_log(log)
    # one process took every seat's turn in order, and was told each play once
    assert [m["stage"] for m in heard].count("beginning") == 4 or heard[0]["stage"] == "beginning"
    plays = [m for m in heard if m["type"] == "notify" and m["stage"] == "play"]
    assert len(plays) == len({(m["curPos"], json.dumps(m["curAction"]), i) for i, m in enumerate(plays)})
    move = paiju.bots.choose(state, "platform:" + " ".join(command("uniform", 2)))
    assert move in state.legal_moves()


def test_the_arena_and_the_command_line_take_platform_specs() -> None:
    spec = "platform:" + " ".join(command("uniform", 1))
    result = paiju.arena("guandan", {"ext": spec, "random": "random"}, deals=2, seed=1)
    assert result.pairs == 2
    assert result.extra["platform_bots"]["ext"]["games"] == 4
    out = subprocess.run([sys.executable, "-m", "paiju", "simulate", "guandan", "--deals", "2", "--bots", spec],
                         capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "PYTHONPATH": str(Path(paiju.__file__).parent.parent)})
    assert out.returncode == 0, out.stderr
    assert "platform_bots" in out.stdout


def test_the_platform_command_line_explains_itself_and_rejects_bad_seats(capsys) -> None:
    from paiju.cli import main

    with pytest.raises(SystemExit) as exit_info:
        main(["platform", "serve", "--help"])
    assert exit_info.value.code == 0
    assert "connection order" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_info:
        main(["platform", "serve", "--seat", "5=random"])
    assert exit_info.value.code == 2
    assert "SEAT=BOT" in capsys.readouterr().err


def test_a_bad_command_or_timeout_is_a_typed_error() -> None:
    with pytest.raises(paiju.PaijuError):
        PlatformBot("   ")
    with pytest.raises(paiju.PaijuError):
        PlatformBot("python bot.py", timeout=0)
    with pytest.raises(paiju.PaijuError):
        paiju.bots.normalize("platform:")
    with PlatformBot("python bot.py") as bot, pytest.raises(paiju.PaijuError, match="Guandan"):
        paiju.simulate("liangfutou", deals=1, bots=[bot, "random", "random", "random"])
