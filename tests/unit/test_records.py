"""Compact records (paiju.records, State.packed_moves): every registered game's records pack and
come back equal, replay to the same States as JSON replay, are small, and bad bytes are typed
errors, never a crash or a corrupt State."""

from __future__ import annotations

import json
import random

import pytest

import paiju
from paiju import records


def _json(record):
    return json.loads(json.dumps(record))


def _matches(game, count=6, seed=11):
    result = paiju.simulate(game, deals=count, bots=["random"] * 4, seed=seed, records=True)
    return [_json(r) for r in result.records]


@pytest.mark.parametrize("game", paiju.games())
def test_records_pack_and_come_back_equal(game):
    originals = _matches(game)
    data = records.pack(originals)
    assert [_json(r) for r in records.unpack(data)] == originals
    states = records.replay(data)
    module = paiju.game_module(game)
    for state, record in zip(states, originals):
        expected = module.replay(record)
        assert _json(state.to_record()) == _json(expected.to_record())
        assert state.packed_moves() == expected.packed_moves()
    assert [_json(s.to_record()) for s in records.replay(data, verify=True)] == originals


def test_states_and_deals_pack_too():
    game = paiju.load_game("liangfutou", max_deals=1)
    state = game.new_match(3)
    for _ in range(10):
        state.apply(state.legal_moves()[0])
    hands = ["S3 S4", "H3 H4", "C3 C4", "D3 D4"]
    dealt = paiju.load_game("liangfutou").new_deal(hands, caller=1)
    dealt.apply(dealt.legal_moves()[0])
    back = records.replay(records.pack([state, dealt]))
    assert [_json(s.to_record()) for s in back] == [_json(state.to_record()), _json(dealt.to_record())]


def test_a_pass_is_one_byte_and_a_pair_its_type_key_and_cards():
    # Guandan's bytes: the move type (PASS = 0 alone), then the key, the card count and each
    # card's kind (paiju.CARD_KINDS order): a pair is 5 bytes.
    game = paiju.load_game("guandan", max_deals=1)
    state = game.new_deal(["S7 H7 S9", "C8 D8 C9", "SA HA D9", "S2 S3 H9"], level="2", leader=0)
    state.apply("Pair 7 S7 H7")
    state.apply("PASS")
    packed = state.packed_moves()
    assert len(packed) == 5 + 1 and packed[-1] == 0
    assert packed[0] == paiju.guandan.TYPE_NAMES.index("Pair") and packed[2] == 2
    assert list(packed[3:5]) == [paiju.CARD_KINDS.index("S7"), paiju.CARD_KINDS.index("H7")]


def test_bad_bytes_are_typed_errors():
    data = records.pack(_matches("guandan", count=2))
    for bad in (b"", b"XXXX", data[:4] + bytes([9]) + data[5:], data[:-3]):
        with pytest.raises(paiju.InvalidRecordError):
            records.replay(bad)
    with pytest.raises(paiju.InvalidRecordError):
        records.pack([])
    with pytest.raises(paiju.InvalidRecordError, match="one game"):
        records.pack(_matches("guandan", count=1) + _matches("mahjong", count=1))
    rng = random.Random(5)
    for _ in range(300):  # one bit flipped anywhere, the header included
        flipped = bytearray(data)
        at = rng.randrange(len(flipped))
        flipped[at] ^= 1 << rng.randrange(8)
        try:
            states = records.replay(bytes(flipped))
        except paiju.PaijuError:
            continue
        for state in states:  # whatever replays is a State the rules allow
            assert state.is_consistent()


def test_a_move_the_rules_refuse_is_named():
    game = paiju.load_game("mahjong", max_deals=1)
    state = game.new_match(4)
    for _ in range(6):
        state.apply(state.legal_moves()[0])
    start = {k: v for k, v in _json(state.to_record()).items() if k != "moves"}
    packed = bytearray(state.packed_moves())
    # Six moves in (four bets, two discards) a seat is to discard; a pong (mahjong move.h: kind 7,
    # the tile + 1, no bets) of 1m is no move of its turn.
    assert state.phase == "turn"
    packed += bytes([7, paiju.mahjong.TILE_KINDS.index("1m") + 1, 0])
    with pytest.raises(paiju.InvalidRecordError, match="packed moves, move 6"):
        paiju.mahjong._native._replay_packed(start, bytes(packed))
    with pytest.raises(paiju.InvalidRecordError, match="move kind 9 is out of range"):
        paiju.mahjong._native._replay_packed(start, bytes([9, 0, 0]))



def test_a_key_past_the_rank_slots_is_refused():
    # A move's key names a rank slot (0-12 the ranks 2..A, 13 and 14 the jokers) or, for a run, its
    # top's sequence position (0-13): a byte past them is a bad record, not a move named with
    # whatever lies past the table of rank names (one bit flipped in a key once gave non-UTF-8 text).
    # Single is kind 1 in both games (guandan TYPE_NAMES; liangfutou move.h: Pass = 0, Single).
    assert paiju.guandan.TYPE_NAMES.index("Single") == 1
    for game in ("guandan", "liangfutou"):
        state = paiju.load_game(game).new_match(3)
        start = {k: v for k, v in _json(state.to_record()).items() if k != "moves"}
        card, single = paiju.CARD_KINDS.index("H5"), 1
        for key in (15, 200):
            with pytest.raises(paiju.InvalidRecordError, match=f"move key {key} is out of range"):
                getattr(paiju, game)._native._replay_packed(start, bytes([single, key, 1, card]))
    straight = paiju.guandan.TYPE_NAMES.index("Straight")
    state = paiju.load_game("guandan").new_match(3)
    start = {k: v for k, v in _json(state.to_record()).items() if k != "moves"}
    with pytest.raises(paiju.InvalidRecordError, match="move key 14 is out of range"):
        paiju.guandan._native._replay_packed(start, bytes([straight, 14, 0]))

def _body(options: int, seed: int, moves: bytes) -> bytes:
    """One record as records.py's layout writes it: options index, start tag 0 and the seed,
    the moves' length and the moves."""
    return records._varint(options) + records._varint(0) + records._varint(seed) + records._varint(len(moves)) + moves


def test_every_cut_of_a_batch_is_refused_or_a_prefix_of_its_records():
    originals = _matches("guandan", count=3)
    data = records.pack(originals)
    _, _, body_at = records._header(data)
    for cut in range(len(data)):
        try:
            states = records.replay(data[:cut])
        except paiju.InvalidRecordError:
            continue
        # A cut at a record's end leaves the records before it, whole.
        assert cut >= body_at
        assert [_json(s.to_record()) for s in states] == originals[: len(states)]


def test_a_bad_record_in_a_batch_is_named_by_its_number_and_move():
    originals = _matches("guandan", count=2)
    data = records.pack(originals)
    _, _, body_at = records._header(data)
    states = records.replay(data)
    first, second = (s.packed_moves() for s in states)
    seed = originals[1]["seed"]
    header = data[:body_at]
    # Record 1 replays the first deal's moves from the second deal's seed: the first play of
    # the first deal's leader is not a hand of the second deal (or not its turn).
    with pytest.raises(paiju.InvalidRecordError, match=r"packed records, record 1, move \d+ \(byte \d+\)"):
        records.replay(header + _body(0, originals[0]["seed"], first) + _body(0, seed, first))
    # A pass after the record's last move (a deal record ends where the next deal's tribute
    # or lead begins: no pass there) is named by its number, the record's count of moves.
    moves = len(originals[1]["moves"])
    with pytest.raises(paiju.InvalidRecordError, match=rf"record 0, move {moves} \(byte \d+\): PASS"):
        records.replay(header + _body(0, seed, second + bytes([0])))
    # Options past the header's list, an unknown start tag, moves that run past the end.
    with pytest.raises(paiju.InvalidRecordError, match="options 5 of 1"):
        records.replay(header + _body(5, seed, second))
    with pytest.raises(paiju.InvalidRecordError, match="start tag 7"):
        records.replay(header + records._varint(0) + records._varint(7))
    with pytest.raises(paiju.InvalidRecordError, match="end early"):
        records.replay(header + _body(0, seed, second)[:-1])
    # A seed that does not fit 64 bits.
    with pytest.raises(paiju.InvalidRecordError, match="64 bits"):
        records.replay(header + records._varint(0) + records._varint(0) + records._varint(2**70))


def test_a_deal_that_is_not_json_is_a_typed_error():
    dealt = paiju.load_game("liangfutou").new_deal(["S3 S4", "H3 H4", "C3 C4", "D3 D4"], caller=1)
    data = records.pack([dealt])
    _, _, body_at = records._header(data)
    for deal in (b"{not json", b"\xff\xfe", b"[1, 2]"):
        bad = data[:body_at] + records._varint(0) + records._varint(1) + records._varint(len(deal)) + deal + records._varint(0)
        with pytest.raises(paiju.InvalidRecordError, match="record 0"):
            records.replay(bad)


def _final(state):
    """What a replay reaches: the record, the returns, whether it is over, the phase, whose turn,
    each seat's hand and the next decisions (the legal moves as text)."""
    return (_json(state.to_record()), state.returns(), state.is_terminal(), state.phase, state.current_player,
            [str(state.hand(seat)) for seat in range(4)], [str(m) for m in state.legal_moves()])


@pytest.mark.parametrize("game", paiju.games())
def test_packed_replay_reaches_what_json_replay_reaches_on_many_seeds(game):
    # Every preset, heuristic and random play, single deals and whole matches (tribute, levels,
    # scores carried between deals): packed replay, with and without verify, ends where JSON
    # replay of the same records ends.
    module = paiju.game_module(game)
    originals = []
    for preset in module.Game.presets():
        for bot, seed in (("heuristic", 101), ("random", 202)):
            result = paiju.simulate(game, deals=12, bots=[bot] * 4, seed=seed, preset=preset, records=True)
            originals += [_json(r) for r in result.records]
        result = paiju.simulate(game, matches=2, bots=["random"] * 4, seed=303, preset=preset, records=True)
        originals += [_json(r) for r in result.records]
    expected = [_final(module.replay(record)) for record in originals]
    data = records.pack(originals)
    assert [_final(state) for state in records.replay(data)] == expected
    assert [_final(state) for state in records.replay(data, verify=True)] == expected


def _reference_pack(states) -> bytes:
    """The layout as the module's docstring gives it, written from each State's JSON record and
    packed moves: what pack() must write byte for byte."""
    options, body = [], b""
    for state in states:
        record = state.to_record()
        if record["options"] not in options:
            options.append(record["options"])
        body += records._varint(options.index(record["options"]))
        if record["seed"] is not None:
            body += records._varint(0) + records._varint(record["seed"])
        else:
            deal = json.dumps(record["deal"], separators=(",", ":")).encode()
            body += records._varint(1) + records._varint(len(deal)) + deal
        moves = state.packed_moves()
        body += records._varint(len(moves)) + moves
    header = json.dumps({"game": states[0].game, "options": options}, separators=(",", ":")).encode()
    return b"PJRC" + bytes([1]) + records._varint(len(header)) + header + body


@pytest.mark.parametrize("game", paiju.games())
def test_pack_writes_the_documented_layout(game):
    # Every preset's matches in one batch (an options index each), from States and from records.
    module = paiju.game_module(game)
    originals = []
    for preset in module.Game.presets():
        originals += [_json(r) for r in paiju.simulate(game, deals=4, bots=["random"] * 4, seed=7, preset=preset,
                                                       records=True).records]
    states = [module.replay(r) for r in originals]
    assert records.pack(states) == _reference_pack(states)
    assert records.pack(originals) == _reference_pack(states)


def test_pack_writes_a_deal_and_refuses_a_resampled_world():
    dealt = paiju.load_game("liangfutou").new_deal(["S3 S4", "H3 H4", "C3 C4", "D3 D4"], caller=1)
    dealt.apply(dealt.legal_moves()[0])
    seeded = paiju.load_game("liangfutou").new_match(5)
    assert records.pack([seeded, dealt]) == _reference_pack([seeded, dealt])
    world = paiju.load_game("guandan").new_match(3).resample(0, 1)
    with pytest.raises(paiju.InvalidRecordError, match="resampled"):
        records.pack([world])
    with pytest.raises(paiju.InvalidRecordError, match="mahjong after guandan"):
        records.pack([paiju.load_game("guandan").new_match(1), paiju.load_game("mahjong").new_match(1)])
