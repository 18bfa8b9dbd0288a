"""The web table's protocol, through Starlette's TestClient: every game plays a whole deal over
the socket, no message before the deal ends shows a card of another seat's hand, bad input is
refused or closes the socket, and tables do not interfere."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

import warnings  # noqa: E402

with warnings.catch_warnings():  # starlette 1.x prefers httpx2 for TestClient; httpx still works
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient  # noqa: E402
from starlette.websockets import WebSocketDisconnect  # noqa: E402

import paiju  # noqa: E402
from paiju.web import create_app  # noqa: E402
from paiju.web.protocol import MAX_MESSAGE_BYTES  # noqa: E402

from tests.web import assert_only_the_observation, states_of_record  # noqa: E402


@pytest.fixture(scope="module")
def client() -> TestClient:
    with TestClient(create_app(cap_seconds=5.0)) as test_client:
        yield test_client


def _start(ws: Any, game: str, seat: int, seed: int, bots: str = "heuristic") -> list[dict[str, Any]]:
    hello = ws.receive_json()
    assert hello["type"] == "hello"
    specs = [None if s == seat else bots for s in range(4)]
    ws.send_json({"type": "new", "game": game, "preset": None, "options": {"max_deals": 1},
                  "seat": seat, "bots": specs, "seed": seed, "pace_ms": 0})
    return []


def _play_deal(ws: Any, seat: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Plays the person's seat with hints until the deal is over; every message received and
    the deal-over report."""
    messages: list[dict[str, Any]] = []
    while True:
        message = ws.receive_json()
        messages.append(message)
        if message["type"] == "deal_over":
            return messages, message
        if message["type"] == "error":
            raise AssertionError(message)
        if message["type"] != "state" or not message["your_turn"]:
            continue
        ws.send_json({"type": "hint"})
        hint = ws.receive_json()
        messages.append(hint)
        assert hint["type"] == "hint", hint
        cards = hint["move"]["cards"]
        if cards:  # pick the hinted cards, as the page does, and choose among the readings
            ws.send_json({"type": "select", "cards": cards})
            answer = ws.receive_json()
            messages.append(answer)
            assert answer["type"] == "candidates", answer
            assert hint["move"]["move"] in [m["move"] for m in answer["moves"]]
            assert all(Counter(m["cards"]) == Counter(cards) for m in answer["moves"])
        ws.send_json({"type": "move", "move": hint["move"]["move"], "turn": message["turn"]})


@pytest.mark.parametrize("game", paiju.games())
def test_a_whole_deal_shows_only_the_persons_observation(client: TestClient, game: str) -> None:
    seat, seed = 1, 11
    with client.websocket_connect("/ws") as ws:
        _start(ws, game, seat, seed)
        messages, report = _play_deal(ws, seat)
    assert report["match_over"] and report["record"]["seed"] == seed
    assert_only_the_observation(messages, report["record"], seat)
    states = states_of_record(report["record"])
    # after the deal: every seat's starting hand, as dealt
    assert [Counter(h) for h in report["hands"]] == [Counter(str(c) for c in states[0].hand(s)) for s in range(4)]


def test_hello_lists_every_registered_game(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        hello = ws.receive_json()
    assert [g["name"] for g in hello["games"]] == paiju.games()
    for entry in hello["games"]:
        assert tuple(entry["presets"]) == paiju.game_module(entry["name"]).Game.presets()
        assert {row["name"] for row in entry["options"]} == {
            row["name"] for row in paiju.game_module(entry["name"]).Game.option_table()}


def _to_my_turn(ws: Any) -> dict[str, Any]:
    while True:
        message = ws.receive_json()
        if message["type"] == "state" and message["your_turn"]:
            return message


def test_illegal_choices_are_refused_with_a_reason_and_the_game_goes_on(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        _start(ws, "guandan", 0, 5)
        state = _to_my_turn(ws)
        hand = state["view"]["hand"]
        ws.send_json({"type": "move", "move": "Bomb 2 S2 S2 S2 S2", "turn": state["turn"]})
        refused = ws.receive_json()
        assert refused["type"] == "refused" and refused["detail"]
        ws.send_json({"type": "move", "move": "PASS", "turn": state["turn"] + 7})
        assert "moved on" in ws.receive_json()["detail"]
        ws.send_json({"type": "select", "cards": ["HR", "HR", "HR"]})
        assert ws.receive_json()["reason"] == "not_in_hand"
        # a card in the hand that makes no move with the selection
        ws.send_json({"type": "select", "cards": hand[:2] if hand[0] != hand[1] and hand[0][1] != hand[1][1] else hand[:1]})
        answer = ws.receive_json()
        assert answer["type"] in ("candidates", "refused")
        ws.send_json({"type": "hint"})
        hint = ws.receive_json()
        ws.send_json({"type": "move", "move": hint["move"]["move"], "turn": state["turn"]})
        after = ws.receive_json()
        assert after["type"] == "state" and after["turn"] == state["turn"] + 1


def test_a_bot_with_too_long_a_think_time_is_refused(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        ws.receive_json()
        ws.send_json({"type": "new", "game": "guandan", "seat": 0, "bots": [None, "ismcts:time=60s", "heuristic", "heuristic"]})
        error = ws.receive_json()
        assert error["type"] == "error" and "at most 5 s" in error["message"]
        ws.send_json({"type": "new", "game": "guandan", "seat": 0, "bots": [None, "no_such_bot", "heuristic", "heuristic"]})
        assert ws.receive_json()["type"] == "error"
        ws.send_json({"type": "new", "game": "nope", "seat": 0, "bots": [None, "heuristic", "heuristic", "heuristic"]})
        assert "unknown game" in ws.receive_json()["message"]
        ws.send_json({"type": "new", "game": "guandan", "seat": 9, "bots": [None, "heuristic", "heuristic", "heuristic"]})
        assert "seat must be" in ws.receive_json()["message"]


@pytest.mark.parametrize(
    argnames="text, code",
    ids=["not-json", "not-object", "unknown-type", "wrong-field-type", "unknown-field", "too-many-cards", "oversized"],
    argvalues=[
        ("not json", 1003),
        (json.dumps([1, 2]), 1003),
        (json.dumps({"type": "teleport"}), 1003),
        (json.dumps({"type": "move", "move": 3, "turn": 0}), 1003),
        (json.dumps({"type": "move", "move": "PASS", "turn": 0, "extra": 1}), 1003),
        (json.dumps({"type": "select", "cards": ["SA"] * 100}), 1003),
        (json.dumps({"type": "move", "move": "x" * (MAX_MESSAGE_BYTES + 10), "turn": 0}), 1009),
    ],
)
def test_malformed_or_oversized_messages_close_the_socket_with_an_error(client: TestClient, text: str, code: int) -> None:
    with client.websocket_connect("/ws") as ws:
        ws.receive_json()
        ws.send_text(text)
        error = ws.receive_json()
        assert error["type"] == "error" and error["message"]
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == code


def test_replays_step_through_a_record_and_refuse_a_bad_one(client: TestClient) -> None:
    state = paiju.load_game("liangfutou", max_deals=1).new_match(seed=3)
    while not state.is_terminal():
        state.apply(paiju.bots.choose(state, "heuristic"))
    record = state.to_record()
    states = states_of_record(record)
    with client.websocket_connect("/ws") as ws:
        ws.receive_json()
        ws.send_json({"type": "replay_load", "record": record})
        first = ws.receive_json()
        assert first["type"] == "frame" and first["index"] == 0 and first["count"] == len(record["moves"]) + 1
        assert [Counter(h) for h in first["hands"]] == [Counter(str(c) for c in states[0].hand(s)) for s in range(4)]
        ws.send_json({"type": "frame", "index": 5})
        fifth = ws.receive_json()
        assert fifth["last"] == [record["moves"][4][0], {"move": record["moves"][4][1], "cards": fifth["last"][1]["cards"]}]
        assert [Counter(h) for h in fifth["hands"]] == [Counter(str(c) for c in states[5].hand(s)) for s in range(4)]
        ws.send_json({"type": "frame", "index": 10_000})
        assert ws.receive_json()["type"] == "refused"
        ws.send_json({"type": "replay_load", "record": {**record, "moves": record["moves"][:3] + [[0, "bomb A SA SA SA SA"]]}})
        assert "cannot be replayed" in ws.receive_json()["detail"]
        ws.send_json({"type": "replay_load", "record": {"game": "chess"}})
        assert ws.receive_json()["type"] == "refused"


def test_two_tables_at_once_do_not_interfere(client: TestClient) -> None:
    with client.websocket_connect("/ws") as a, client.websocket_connect("/ws") as b:
        _start(a, "guandan", 0, 21)
        _start(b, "liangfutou", 2, 22)
        messages_a, report_a = _play_deal(a, 0)
        messages_b, report_b = _play_deal(b, 2)
    assert {m.get("game") for m in messages_a if m["type"] == "state"} == {"guandan"}
    assert {m.get("game") for m in messages_b if m["type"] == "state"} == {"liangfutou"}
    assert (report_a["record"]["seed"], report_b["record"]["seed"]) == (21, 22)


def test_the_page_and_its_files_are_served(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and "<script src=\"/static/table.js\">" in page.text
    for name in ("table.js", "notation.js", "i18n.js", "table.css"):
        assert client.get(f"/static/{name}").status_code == 200


def test_a_bot_past_its_cap_gives_way_to_the_heuristic() -> None:
    import asyncio

    from paiju.web.bot_runner import BotRunner

    state = paiju.load_game("guandan").new_match(seed=1)
    runner = BotRunner(cap_seconds=0.01, grace_seconds=0.0)
    try:
        move, overran = asyncio.run(runner.choose(state, "ismcts:iterations=2000", seed=3))  # about 0.4 s
    finally:
        runner.close()
    assert overran and move in state.legal_moves()
    assert move == paiju.bots.choose(state, "heuristic", seed=3)


def test_a_table_keeps_one_player_per_bot_seat_and_replaces_one_that_overran() -> None:
    """The table's bots are persistent players (paiju.bots.make, seeded by the table's seed): each
    seat's moves are those of one player kept for the match; a player that overran its cap (still
    thinking) is replaced by a new one."""
    import asyncio

    from paiju.web.bot_runner import BotRunner
    from paiju.web.table import Table

    spec = "ismcts:iterations=60,beliefs=0.1,pool=10,moves=5,carry=1"
    table = Table("guandan", None, {"max_deals": 1}, 0, ["", spec, spec, spec], 8, cap_seconds=10.0)
    players = dict(table.bot_players)
    twins = {seat: paiju.bots.make(spec, "guandan", seed=8) for seat in players}
    runner = BotRunner(cap_seconds=10.0)
    try:
        for _ in range(30):
            seat = table.state.current_player
            if seat == 0:
                table.apply(paiju.bots.choose(table.state, "heuristic"))
                continue
            move, overran = asyncio.run(runner.choose(table.state, table.bot_players[seat], seed=1))
            assert not overran and move == twins[seat].choose(table.state)
            table.apply(move)
        assert table.bot_players == players and all(player.match == 0 for player in players.values())
        slow = BotRunner(cap_seconds=0.01, grace_seconds=0.0)
        try:
            while table.state.current_player == 0 or len(paiju.guandan._native._candidates(table.state)) < 2:
                table.apply(paiju.bots.choose(table.state, "heuristic"))  # to a bot's real choice
            seat = table.state.current_player
            table.bot_players[seat] = paiju.bots.make("ismcts:iterations=4000", "guandan", seed=8)
            move, overran = asyncio.run(slow.choose(table.state, table.bot_players[seat], seed=3))
            assert overran and move == paiju.bots.choose(table.state, "heuristic", seed=3)
            table.bot_overran(seat)
            assert str(table.bot_players[seat]) == spec and table.bot_players[seat] is not players[seat]
            assert "overran" in table.notes[-1]
        finally:
            slow.close()
    finally:
        runner.close()


def test_a_thinking_bot_does_not_hold_up_another_table(client: TestClient) -> None:
    import time

    first = paiju.load_game("guandan", max_deals=1).new_match(seed=31).current_player
    slow_seat = (first + 2) % 4  # the first mover is a bot thinking 3 s a move
    with client.websocket_connect("/ws") as slow, client.websocket_connect("/ws") as quick:
        slow.receive_json()
        slow.send_json({"type": "new", "game": "guandan", "options": {"max_deals": 1}, "seat": slow_seat, "seed": 31,
                        "pace_ms": 0, "bots": [None if s == slow_seat else "ismcts:time=3s" for s in range(4)]})
        assert slow.receive_json()["your_turn"] is False  # its bots are thinking now
        started = time.monotonic()
        _start(quick, "liangfutou", 0, 32)
        _to_my_turn(quick)
        quick.send_json({"type": "hint"})
        assert quick.receive_json()["type"] == "hint"
        assert time.monotonic() - started < 2.0


def test_tables_beyond_the_limit_are_turned_away() -> None:
    with TestClient(create_app(max_tables=1)) as limited:
        with limited.websocket_connect("/ws") as first:
            assert first.receive_json()["type"] == "hello"
            with limited.websocket_connect("/ws") as second:
                assert "too many" in second.receive_json()["message"]
                with pytest.raises(WebSocketDisconnect) as closed:
                    second.receive_json()
                assert closed.value.code == 1013


def test_a_two_deal_match_pauses_between_deals_and_its_deal_replay_stops_at_the_deal(client: TestClient) -> None:
    seat = 3
    with client.websocket_connect("/ws") as ws:
        ws.receive_json()
        ws.send_json({"type": "new", "game": "guandan", "options": {"max_deals": 2}, "seat": seat, "seed": 8,
                      "pace_ms": 0, "bots": ["heuristic" if s != seat else None for s in range(4)]})
        first, report0 = _play_deal(ws, seat)
        assert not report0["match_over"]
        ws.send_json({"type": "frame", "index": 0})  # no replay opened yet
        assert ws.receive_json()["type"] == "refused"
        ws.send_json({"type": "continue"})
        second, report1 = _play_deal(ws, seat)
        assert report1["match_over"]
        # the deal replay of deal 0: it starts and ends inside deal 0
        ws.send_json({"type": "replay", "source": "deal", "index": 0})
        start = ws.receive_json()
        ws.send_json({"type": "frame", "index": start["count"] - 1})
        end = ws.receive_json()
    states = states_of_record(report1["record"])
    moves0 = len(report0["history"])
    assert start["count"] == moves0 + 1
    hands = lambda state: [Counter(str(c) for c in state.hand(s)) for s in range(4)]  # noqa: E731
    assert [Counter(h) for h in start["hands"]] == hands(states[0])
    assert [Counter(h) for h in end["hands"]] == hands(states[moves0 - 1]) == [Counter(h) for h in report0["final_hands"]]
    assert states[moves0].deal_index == 1 and [Counter(h) for h in end["hands"]] != hands(states[moves0])
    assert end["last"][1]["move"] == report1["record"]["moves"][moves0 - 1][1]
    # the second deal's messages showed only the person's observation too
    assert_only_the_observation(first + second, report1["record"], seat)


def test_a_selection_with_two_readings_offers_both_and_plays_the_one_chosen(client: TestClient) -> None:
    # seed 2: the first leader holds S2 H2 C2 H3 D3; at level 2 the heart 2 is wild, so these
    # five cards are trips of 2 with a pair of 3, or trips of 3 (H2 as a 3) with a pair of 2
    seat = paiju.load_game("guandan", max_deals=1).new_match(seed=2).current_player
    with client.websocket_connect("/ws") as ws:
        _start(ws, "guandan", seat, 2)
        state = _to_my_turn(ws)
        assert state["turn"] == 0
        ws.send_json({"type": "select", "cards": ["S2", "H2", "C2", "H3", "D3"]})
        answer = ws.receive_json()
        assert sorted(m["move"] for m in answer["moves"]) == [
            "ThreeWithTwo 2 S2 H2 C2 H3 D3", "ThreeWithTwo 3 S2 H2 C2 H3 D3"]
        ws.send_json({"type": "select", "cards": ["S2", "H2", "C2", "H3"]})
        refused = ws.receive_json()
        assert refused["type"] == "refused" and refused["reason"] == "incomplete" and "use them" in refused["detail"]
        ws.send_json({"type": "move", "move": "ThreeWithTwo 3 S2 H2 C2 H3 D3", "turn": 0})
        after = ws.receive_json()
    assert after["view"]["history"][0] == [seat, {"move": "ThreeWithTwo 3 S2 H2 C2 H3 D3",
                                                 "cards": ["S2", "H2", "C2", "H3", "D3"]}]
    assert sorted(after["view"]["hand"] + ["S2", "H2", "C2", "H3", "D3"]) == sorted(state["view"]["hand"])


def test_undo_save_and_resume_over_the_socket(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        _start(ws, "guandan", seat=0, seed=3)
        state = ws.receive_json()
        while not state.get("your_turn"):
            state = ws.receive_json()
        assert not state["can_undo"]
        ws.send_json({"type": "undo"})
        assert ws.receive_json()["reason"] == "undo"
        ws.send_json({"type": "hint"})
        hint = ws.receive_json()["move"]["move"]
        ws.send_json({"type": "move", "move": hint, "turn": state["turn"]})
        after = ws.receive_json()
        while not after.get("your_turn"):
            after = ws.receive_json()
        assert after["can_undo"]
        ws.send_json({"type": "save"})
        saved = ws.receive_json()
        assert saved["type"] == "saved" and saved["moves"] == after["turn"]
        assert "record" not in saved  # its seed would show every hand
        ws.send_json({"type": "undo"})
        back = ws.receive_json()
        assert back["turn"] == state["turn"] and back["view"]["hand"] == state["view"]["hand"]
    with client.websocket_connect("/ws") as ws:
        ws.receive_json()  # hello
        ws.send_json({"type": "resume", "id": saved["id"], "pace_ms": 0})
        resumed = ws.receive_json()
        assert resumed["turn"] == after["turn"] and resumed["view"]["hand"] == after["view"]["hand"]
        ws.send_json({"type": "resume", "id": "no-such-table"})
        assert "no saved table" in ws.receive_json()["message"]
