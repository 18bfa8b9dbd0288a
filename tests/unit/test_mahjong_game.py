"""Suqian mahjong through the Python API: last_win()'s keys, what observations hide, typed errors
on bad walls, bets and move texts, and the bet phase (docs/rules/mahjong.md §5, §7)."""

from __future__ import annotations

import random

import pytest

import paiju
from paiju import mahjong

#: The keys issue 12 gives for State.last_win(), written out by hand.
LAST_WIN_KEYS = {
    "winner", "dealer", "self_draw", "discarder", "discarder_ready", "robbed_kong", "winning_tile",
    "concealed", "melds", "flowers", "prevailing_wind", "bets", "fang_ting", "jue_zhang",
    "doublers", "total", "payments",
}


def _heuristic_deal_with_a_win(seed_start: int = 0):
    game = mahjong.Game(max_deals=1)
    for seed in range(seed_start, seed_start + 50):
        state = game.new_match(seed)
        while not state.is_terminal():
            state.apply(paiju.bots.choose(state, "heuristic"))
        if state.last_win() is not None:
            return state
    raise AssertionError("no win in 50 heuristic deals")


def test_last_win_has_exactly_the_documented_keys_and_is_zero_sum():
    state = _heuristic_deal_with_a_win()
    win = state.last_win()
    assert set(win) == LAST_WIN_KEYS
    assert sum(win["payments"]) == 0 and win["payments"][win["winner"]] == win["total"] > 0
    assert win["prevailing_wind"] in ("E", "S", "W", "N")
    assert len(win["bets"]) == 4 and all(isinstance(b, list) for b in win["bets"])
    assert set(win["doublers"]) <= set(mahjong.DOUBLERS)
    # the facts score to the same result through the module-level scoring function
    facts = {k: win[k] for k in LAST_WIN_KEYS - {"doublers", "total", "payments"}}
    again = mahjong.score_win(facts)
    assert (again["doublers"], again["total"], again["payments"]) == (win["doublers"], win["total"], win["payments"])
    assert state.last_deal()["payments"] == win["payments"]


def test_no_win_yet_gives_none():
    state = mahjong.Game().new_match(3)
    assert state.last_win() is None and state.last_deal() is None


def _play_until(state, predicate, rng, limit=5000):
    for _ in range(limit):
        if predicate(state) or state.is_terminal():
            return state
        moves = state.legal_moves()
        kongs = [m for m in moves if m.kind == "concealed_kong"]
        state.apply(kongs[0] if kongs else moves[rng.randrange(len(moves))])
    return state


def test_another_seats_concealed_kong_is_face_down_in_observations():
    rng = random.Random(4)
    game = mahjong.Game(side_bets=False)
    for seed in range(200):
        state = _play_until(game.new_match(seed), lambda s: any(
            k == "concealed_kong" for t in range(4) for k, _ in s.melds(t)), rng)
        owners = [t for t in range(4) if any(k == "concealed_kong" for k, _ in state.melds(t))]
        if not owners:
            continue
        owner = owners[0]
        other = (owner + 1) % 4
        seen_by_owner = state.observation(owner).to_dict()["melds"][owner]
        seen_by_other = state.observation(other).to_dict()["melds"][owner]
        assert ("concealed_kong", None) in seen_by_other
        assert all(tile is not None for _, tile in seen_by_owner)
        moves_seen = state.observation(other).to_dict()["moves"]
        assert not any(seat == owner and m.kind == "concealed_kong" for seat, m in moves_seen)
        assert any(m.kind == "concealed_kong" for seat, m in state.observation(owner).to_dict()["moves"] if seat == owner)
        return
    pytest.fail("no concealed kong in 200 random deals")


def test_bet_phase_offers_every_superset_of_the_bets_held():
    state = mahjong.Game().new_match(1)
    assert state.phase == "bet" and state.current_player == 0
    assert len(state.legal_moves()) == 16  # 2^4 sets
    state.apply("bet du_liu+bu_peng")  # any order reads; written in the canonical order
    assert state.bets()[0] == ["bu_peng", "du_liu"]
    assert str(state.history()[-1][1]) == "bet bu_peng+du_liu"


def test_new_deal_keeps_bets_and_refuses_bad_walls():
    wall = mahjong.parse_tiles("1111222233334444555566667777888899 99m".replace(" ", ""))
    full = [t for t in mahjong.TILE_KINDS for _ in range(4 if len(t) == 2 else 1)]
    game = mahjong.Game()
    state = game.new_deal(full, dealer=2, prevailing_wind="S", bets=[["da_pie"], [], [], []])
    assert state.dealer == 2 and state.prevailing_wind == "S" and state.phase == "bet" and state.current_player == 2
    state.apply("bet none")  # seat 2
    state.apply("bet none")  # seat 3
    assert state.current_player == 0
    offered = [str(m) for m in state.legal_moves()]
    assert "bet none" not in offered and "bet da_pie" in offered and len(offered) == 8  # supersets of {da_pie}
    with pytest.raises(paiju.InvalidTileError):
        game.new_deal(full[:-1])
    with pytest.raises(paiju.InvalidTileError):
        game.new_deal(full[:-1] + ["1m"])  # a fifth 1m
    with pytest.raises(paiju.InvalidTileError):
        game.new_deal(wall)
    with pytest.raises(paiju.InvalidOptionError):
        game.new_deal(full, prevailing_wind="X")
    with pytest.raises(paiju.InvalidOptionError):
        game.new_deal(full, bets=[["no_such_bet"], [], [], []])
    with pytest.raises(paiju.InvalidOptionError):
        game.new_deal(full, dealer=4)


@pytest.mark.parametrize("text", ["", "discard", "discard 5m 6m", "discard E", "bet", "bet xx", "pass 5m", "chow 5m",
                                  "bet du_ci+du_ci"])
def test_bad_move_texts_raise_illegal_move_error(text):
    with pytest.raises(paiju.IllegalMoveError):
        mahjong.Move.parse(text)


def test_move_texts_round_trip():
    for text in ["bet none", "bet bu_peng+da_pie+du_ci+du_liu", "discard 5m", "ready 9p", "concealed_kong 1s",
                 "added_kong 7p", "win 3s", "pass", "pong 2m", "kong 8s"]:
        assert str(mahjong.Move.parse(text)) == text
    assert str(mahjong.Move.parse("discard 五万")) == "discard 5m"
    assert mahjong.Move("pong 5m").tile == "5m" and mahjong.Move("bet du_ci").bets == ["du_ci"]
