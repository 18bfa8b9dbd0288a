"""Conformance: JSON records replay every position exactly; malformed records raise
InvalidRecordError."""

from __future__ import annotations

import copy
import json
import random

import numpy as np
import pytest

import paiju

from . import SEEDS, cases, match_points, move_texts, other_game, random_move


def _json(record):
    return json.loads(json.dumps(record))


def assert_same_position(a, b):
    assert str(a) == str(b)
    assert a.to_record() == b.to_record()
    assert move_texts(a) == move_texts(b)
    assert a.history() == b.history()
    assert (a.phase, a.current_player, a.deal_index, a.is_terminal()) == (
        b.phase, b.current_player, b.deal_index, b.is_terminal())
    assert a.cards_left() == b.cards_left()
    assert [a.hand(s) for s in range(4)] == [b.hand(s) for s in range(4)]
    assert a.returns() == b.returns()
    assert a.options == b.options
    for seat in range(4):
        assert a.observation(seat) == b.observation(seat)
        assert np.array_equal(a.observation(seat).tensor(), b.observation(seat).tensor())


@cases()
def test_json_records_replay_every_position(name, preset):
    module = paiju.game_module(name)
    game_class = type(paiju.load_game(name, preset))
    for seed in SEEDS:
        for k, (n, state) in enumerate(match_points(name, preset, seed)):
            record = state.to_record()
            assert set(record) >= {"game", "format", "options", "seed", "deal", "moves"}
            assert record["game"] == name and record["seed"] == seed
            assert record["options"] == state.options == paiju.load_game(name, preset).options
            text = json.dumps(record)  # JSON-able as it is
            loaded = json.loads(text)
            assert loaded["moves"] == [[seat, str(move)] for seat, move in state.history()]
            assert len(loaded["moves"]) == n
            for replay in (module.replay, game_class.replay) if k % 4 == 0 else (module.replay,):
                again = replay(loaded)
                assert again.world_of is None and again.is_consistent()
                assert_same_position(again, state)
                assert json.dumps(again.to_record()) == text


@cases()
def test_records_of_extreme_seeds_replay(name, preset):
    for seed in (0, 2**64 - 1):
        state = paiju.load_game(name, preset).new_match(seed)
        rng = random.Random(seed)
        for _ in range(20):
            state.apply(random_move(state, rng))
        record = _json(state.to_record())
        assert record["seed"] == seed
        assert_same_position(paiju.game_module(name).replay(record), state)


@cases()
def test_a_replayed_prefix_continues_like_the_original(name, preset):
    for seed in SEEDS[:2]:
        points = list(match_points(name, preset, seed))
        final = points[-1][1]
        full = _json(final.to_record())
        for n, _ in points[:: max(1, len(points) // 6)]:
            prefix = dict(full, moves=full["moves"][:n])
            state = paiju.game_module(name).replay(prefix)
            for seat, text in full["moves"][n:]:
                assert state.current_player == seat
                state.apply(text)
            assert_same_position(state, final)


# ---------------------------------------------------------------------------------------------
# Malformed records
# ---------------------------------------------------------------------------------------------


def _record(name, preset, seed=SEEDS[0], moves=40):
    state = paiju.load_game(name, preset).new_match(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(random_move(state, rng))
    return state, _json(state.to_record())


def _bad(name, record):
    with pytest.raises(paiju.InvalidRecordError):
        paiju.game_module(name).replay(record)


@cases()
def test_truncated_records_replay_to_an_earlier_position(name, preset):
    state, record = _record(name, preset)
    shorter = dict(record, moves=record["moves"][:-1])
    earlier = paiju.game_module(name).replay(shorter)
    assert len(earlier.history()) == len(state.history()) - 1
    assert earlier.to_record() != state.to_record()
    seat, text = record["moves"][-1]
    assert earlier.current_player == seat
    earlier.apply(text)
    assert str(earlier) == str(state)


@cases()
def test_records_missing_a_key_are_rejected(name, preset):
    _, record = _record(name, preset)
    for key in ("game", "format", "options", "seed", "deal", "moves"):
        _bad(name, {k: v for k, v in record.items() if k != key})


@cases()
def test_records_of_another_game_are_rejected(name, preset):
    _, record = _record(name, preset)
    other = other_game(name)
    _bad(name, dict(record, game="no_such_game"))
    _bad(name, dict(record, game=name.upper()))
    if other is not None:
        _bad(name, dict(record, game=other))
        # a whole record of the other game
        _, foreign = _record(other, paiju.game_module(other).Game.default_preset())
        _bad(name, foreign)


@cases()
def test_records_with_foreign_or_illegal_moves_are_rejected(name, preset):
    state, record = _record(name, preset)
    texts = ["XX 99", "", "garbage", "pass pass pass"]
    other = other_game(name)
    if other is not None:
        foreign, _ = _record(other, paiju.game_module(other).Game.default_preset())
        texts += [str(m) for m in list(foreign.legal_moves())[:5]] + [str(m) for _, m in foreign.history()[:5]]
    # moves of later positions of this game (usually illegal here)
    later = state.clone()
    rng = random.Random(99)
    for _ in range(10):
        if later.is_terminal():
            break
        later.apply(random_move(later, rng))
        texts += move_texts(later)[-3:]
    replaced = 0
    for index in (0, len(record["moves"]) // 2, len(record["moves"]) - 1):
        prefix = paiju.game_module(name).replay(dict(record, moves=record["moves"][:index]))
        seat = record["moves"][index][0]
        for text in texts:
            probe = prefix.clone()
            try:
                probe.apply(text)
            except paiju.PaijuError:
                pass
            else:
                continue  # legal here after all: not a bad record
            bad = copy.deepcopy(record)
            bad["moves"][index] = [seat, text]
            _bad(name, bad)
            replaced += 1
    assert replaced > 0


@cases()
def test_records_with_bad_json_types_are_rejected(name, preset):
    _, record = _record(name, preset)
    seat, text = record["moves"][5]
    changes = {
        "moves": ["x", {}, 5, None],
        "seed": ["1", 1.5, True, -1, [1]],
        "options": [[], "x", 5],
        "format": [99, "1", None, 1.0],
        "game": [5, None, [record["game"]]],
    }
    for key, values in changes.items():
        for value in values:
            _bad(name, dict(record, **{key: value}))
    # no seed, and no usable deal to start from
    for deal in (None, {}, {"x": 1}, {"hands": 5}, 5, "x", []):
        _bad(name, dict(record, seed=None, deal=deal))
    for not_a_record in (None, [], "x", 5, json.dumps(record)):
        _bad(name, not_a_record)
    entries = [
        [seat], [seat, text, 1], [], "abc", None, 7, {"seat": seat, "move": text},
        [4, text], [-1, text], [True, text], [False, text], [str(seat), text], [float(seat), text], [None, text],
        [(seat + 1) % 4, text],  # a move by a seat not to move
        [seat, 7], [seat, None], [seat, [text]],
    ]
    for entry in entries:
        bad = copy.deepcopy(record)
        bad["moves"][5] = entry
        _bad(name, bad)
    # an unknown option, or an option of a wrong type
    _bad(name, dict(record, options=dict(record["options"], no_such_option=1)))
    for row in type(paiju.load_game(name, preset)).option_table():
        _bad(name, dict(record, options=dict(record["options"], **{row["name"]: "no_such_value"})))


@cases()
def test_moves_after_the_end_are_rejected(name, preset):
    points = list(match_points(name, preset, SEEDS[0]))
    final = points[-1][1]
    record = _json(final.to_record())
    extra = record["moves"][-1]
    _bad(name, dict(record, moves=record["moves"] + [extra]))


@cases()
def test_seeded_records_with_a_bad_deal_are_rejected(name, preset):
    _, record = _record(name, preset)
    assert record["seed"] is not None and record["deal"] is None
    for value in (5, "x", [1, 2]):
        _bad(name, dict(record, deal=value))
