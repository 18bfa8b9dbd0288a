"""The web table's deal results, one-click sequences, undo and save/resume, on the Table itself
(no socket): every game's result panel data checked against its rules, a buried kitty as one
choice, undo back to the person's decision, and a saved table resumed where it was left."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import paiju
from paiju import bots
from paiju.errors import IllegalMoveError, InvalidRecordError
from paiju.web.table import Table

PERSON = 0


def _table(game: str, seed: int, deals: int = 2) -> Table:
    return Table(game, None, {"max_deals": deals}, PERSON, [None, "heuristic", "heuristic", "heuristic"], seed, 5.0)


def _step(table: Table) -> dict[str, Any] | None:
    """One move: the person's is the hint bot's (as the page's hint), a bot seat's its player's."""
    if table.person_to_move():
        move = bots.choose(table.state.clone(), "heuristic", table.turn)
    else:
        move = table.bot_players[table.state.current_player].choose(table.state.clone())
    return table.apply(move)


def _first_deal(table: Table) -> dict[str, Any]:
    while True:
        report = _step(table)
        if report is not None:
            return report


def _finish_order(report: dict[str, Any], hands: int) -> list[int]:
    """Who emptied their hand when, counted from the deal's moves (an independent count)."""
    left = [hands] * 4
    order = []
    for seat, move in report["history"]:
        left[seat] -= len(move["cards"])
        if left[seat] == 0 and seat not in order:
            order.append(seat)
    return order


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_guandan_result_places_and_levels_follow_the_rules(seed: int) -> None:
    report = _first_deal(_table("guandan", seed))
    result = report["result"]
    order = _finish_order(report, 27)
    places = [row[0] for row in result["rows"]]
    for place, seat in enumerate(order[:3], start=1):
        assert places[seat] == place
    # docs/rules/guandan.md §5: the 1st finisher's team goes up 3, 2 or 1 as its partner came
    # 2nd, 3rd or 4th (from level 2, far from the cap); the other team stays
    first = order[0]
    partner_place = places[(first + 2) % 4]
    gained = {2: 3, 3: 2, 4: 1}[partner_place]
    assert result["score"] == [gained if s % 2 == first % 2 else 0 for s in range(4)]
    assert result["rows"][first][2] == "2 → " + "23456789"[gained]


def test_liangfutou_payments_are_zero_sum_and_the_match_result() -> None:
    table = _table("liangfutou", 4, deals=1)
    report = _first_deal(table)
    result = report["result"]
    assert sum(result["score"]) == 0 and any(result["score"])
    assert [float(x) for x in result["score"]] == report["returns"]  # a one-deal match
    order = _finish_order(report, 27)
    assert [row[0] for row in result["rows"]][order[0]] == 1
    (call,) = [move["move"] for _seat, move in report["history"] if move["move"].startswith("call")]
    assert dict(result["facts"])["called"] == call.split()[-1]


def test_shengji_levels_follow_the_points_table() -> None:
    table = _table("shengji", 1)
    report = _first_deal(table)
    facts = dict(report["result"]["facts"])
    points, dealer = facts["attackers_points"], facts["dealer"]
    assert len(facts["kitty"]["cards"]) == 8
    # docs/rules/shengji.md §5 'standard': 0 -> dealer side +3, 5-35 +2, 40-75 +1, 80-115 the
    # attackers take over, 120-155 +1, 160-195 +2
    if points < 80:
        expected = {dealer % 2: 3 if points == 0 else 2 if points < 40 else 1}
    else:
        expected = {(dealer + 1) % 2: 0 if points < 120 else 1 if points < 160 else 2}
    assert report["result"]["score"] == [expected.get(s % 2, 0) for s in range(4)]


def test_mahjong_payments_are_zero_sum_and_the_winner_is_paid() -> None:
    for seed in range(1, 6):
        report = _first_deal(_table("mahjong", seed))
        facts = dict(report["result"]["facts"])
        score = report["result"]["score"]
        assert sum(score) == 0
        if facts["winner"] is not None:
            assert facts["outcome"] == "won"
            assert score[facts["winner"]] == facts["total"] > 0
            assert facts["winning_tile"] in facts["winning_hand"]
            return
    pytest.fail("no deal of seeds 1-5 was won")


def test_a_drawn_mahjong_deal_says_so_and_nobody_pays() -> None:
    result = _first_deal(_table("mahjong", 1))["result"]  # seed 1: the wall runs out
    facts = dict(result["facts"])
    assert facts["outcome"] == "drawn_deal" and facts["winner"] is None
    assert result["score"] == [0, 0, 0, 0]


def test_every_game_has_a_result_with_one_row_and_one_score_per_seat() -> None:
    for game in paiju.games():
        result = _first_deal(_table(game, 3))["result"]
        assert len(result["rows"]) == 4 and len(result["score"]) == 4
        assert all(len(row) == len(result["columns"]) for row in result["rows"])


def _to_bury(table: Table) -> None:
    while not (table.state.phase == "bury" and table.person_to_move()):
        _step(table)


def test_a_buried_kitty_is_one_choice_of_eight_moves() -> None:
    table = _table("shengji", 1)  # the person becomes the dealer
    _to_bury(table)
    hand = [str(c) for c in table.state.hand(PERSON)]
    answer = table.select(hand[:8])
    assert answer["type"] == "candidates"
    (choice,) = answer["moves"]
    assert choice["sequence"] == [f"bury {card}" for card in hand[:8]]
    # one card is a plain move, and nine are more than the person's decisions in a row
    assert "sequence" not in table.select(hand[:1])["moves"][0]
    assert table.select(hand[:9])["type"] == "refused"


def test_undo_takes_back_the_persons_last_decision_and_the_bots_after_it() -> None:
    table = _table("guandan", 3)
    assert not table.can_undo()
    for _ in range(2):
        while not table.person_to_move():
            _step(table)
        turn, hand = table.turn, [str(c) for c in table.state.hand(PERSON)]
        _step(table)
    while not table.person_to_move():
        _step(table)
    table.undo()
    assert table.turn == turn and [str(c) for c in table.state.hand(PERSON)] == hand
    assert table.person_to_move()
    table.undo()
    assert not table.can_undo()  # both decisions taken back; nothing before them
    with pytest.raises(IllegalMoveError):
        table.undo()


def test_a_saved_table_resumes_where_it_was_left() -> None:
    table = _table("shengji", 1)
    _to_bury(table)
    saved = table.save()
    resumed = Table.from_save(saved, 5.0)
    assert resumed.turn == table.turn and resumed.seat == PERSON
    assert resumed.state.to_record() == table.state.to_record()
    assert resumed.person_to_move() and resumed.state.phase == "bury"
    with pytest.raises(InvalidRecordError):
        Table.from_save({**saved, "record": {**saved["record"], "moves": [[0, "bury HR"]] * 3}}, 5.0)
    with pytest.raises(InvalidRecordError):
        Table.from_save({"record": "nope"}, 5.0)


def test_saved_tables_outlive_the_server_in_a_folder(tmp_path: Path) -> None:
    from paiju.web.saves import SavedTables

    table = _table("mahjong", 2)
    for _ in range(30):
        _step(table)
    kept = SavedTables(tmp_path).keep(table)
    assert kept["moves"] == 30 and kept["deal"] == 1
    resumed = SavedTables(tmp_path).resume(kept["id"], 5.0)  # a new server, the same folder
    assert resumed.state.to_record() == table.state.to_record()
    with pytest.raises(InvalidRecordError):
        SavedTables().resume(kept["id"], 5.0)  # memory only: another server has not got it
    with pytest.raises(InvalidRecordError):
        SavedTables(tmp_path).resume("../../etc/passwd", 5.0)
