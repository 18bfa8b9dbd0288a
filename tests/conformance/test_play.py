"""Conformance: random play, invariants at every decision, moves, clones and determinism."""

from __future__ import annotations

import copy
import math
import random

import paiju

from . import MAX_DECISIONS, MOVES_COMPARED, SEEDS, cases, match_points, move_texts, random_move, snapshot


@cases()
def test_random_play_reaches_the_end_keeping_invariants(name, preset):
    game = paiju.load_game(name, preset)
    for seed in SEEDS:
        state = game.new_match(seed)
        assert state.game == name and state.world_of is None
        assert state.options == game.options
        rng = random.Random(seed)
        decisions = 0
        applied = []
        deal, held, phase = state.deal_index, sum(state.cards_left()), state.phase
        while not state.is_terminal():
            assert decisions < MAX_DECISIONS, f"seed {seed}: no end after {decisions} decisions"
            assert state.is_consistent()
            assert state.current_player in (0, 1, 2, 3)
            assert isinstance(state.phase, str) and state.phase
            moves = state.legal_moves()
            assert len(moves) > 0, "a live state has a move"
            move = moves[rng.randrange(len(moves))]
            assert move in moves
            applied.append((state.current_player, move))
            state.apply(move)
            decisions += 1
            left = state.cards_left()
            assert len(left) == 4 and all(c >= 0 for c in left)
            assert [len(state.hand(s)) for s in range(4)] == list(left)
            assert state.deal_index in (deal, deal + 1), "deals are numbered one after another"
            if state.deal_index == deal and phase == state.phase == "play":
                assert sum(left) <= held, "cards held never increase while tricks are played"
            deal, held, phase = state.deal_index, sum(left), state.phase
        assert state.is_consistent()
        assert state.history() == applied, "the history is every decision, in order"
        assert state.current_player is None
        assert len(state.legal_moves()) == 0
        returns = state.returns()
        assert len(returns) == 4 and all(isinstance(r, float) and math.isfinite(r) for r in returns)


@cases()
def test_legal_move_lists_are_well_formed(name, preset):
    """At a spread of positions: the lazy sequence agrees with itself (len, indexing, iteration,
    ``in``), moves are distinct, hashable, and round-trip through their text."""
    for seed in SEEDS[:2]:
        for _, state in match_points(name, preset, seed):
            moves = state.legal_moves()
            n = len(moves)
            assert bool(moves) == (not state.is_terminal())
            if n > 50 * MOVES_COMPARED:  # a huge list (throws): its first moves and a spread sample
                spread = {i * n // MOVES_COMPARED for i in range(MOVES_COMPARED)}
                listed = [moves[i] for i in sorted(set(range(10 * MOVES_COMPARED)) | spread)]
            else:
                listed = list(moves)
                assert len(listed) == n
                assert [moves[i] for i in range(n)] == listed
            if not listed:
                continue
            assert moves[0] == listed[0] and moves[-1] == moves[n - 1]
            assert len(set(listed)) == len(listed), "each legal move is listed once"
            assert len({str(m) for m in listed}) == len(listed), "distinct moves have distinct texts"
            # every move when few; an evenly spread sample of a huge list (`in` is a linear scan)
            step = max(1, len(listed) // MOVES_COMPARED)
            for move in listed[::step]:
                assert move in moves
                again = type(move).parse(str(move))
                assert again == move and hash(again) == hash(move) and str(again) == str(move)
            assert len(state.returns()) == 4
            assert isinstance(str(state), str) and str(state)


@cases()
def test_a_move_can_be_applied_as_its_text(name, preset):
    game = paiju.load_game(name, preset)
    for seed in SEEDS:
        by_move, by_text = game.new_match(seed), game.new_match(seed)
        rng = random.Random(seed)
        for _ in range(300):
            if by_move.is_terminal():
                break
            move = random_move(by_move, rng)
            by_move.apply(move)
            by_text.apply(str(move))
            assert str(by_text) == str(by_move)
        assert by_text.to_record() == by_move.to_record()


@cases()
def test_same_seed_same_match_and_seeds_differ(name, preset):
    game = paiju.load_game(name, preset)
    starts = [str(game.new_match(seed)) for seed in SEEDS]
    assert starts == [str(paiju.load_game(name, preset).new_match(seed)) for seed in SEEDS]
    assert len(set(starts)) == len(starts), "different seeds deal differently"
    for seed in SEEDS[:1]:
        ends = []
        for _ in range(2):
            state = game.new_match(seed)
            rng = random.Random(seed)
            while not state.is_terminal():
                state.apply(random_move(state, rng))
            ends.append((state.to_record(), state.returns(), str(state)))
        assert ends[0] == ends[1]


def _mutate(state, rng):
    if not state.is_terminal():
        state.apply(random_move(state, rng))


@cases()
def test_clones_are_independent(name, preset):
    rng = random.Random(7)
    for seed in SEEDS[:2]:
        for _, state in list(match_points(name, preset, seed))[::2]:
            if state.is_terminal():
                continue
            for make in (lambda s: s.clone(), copy.copy, copy.deepcopy):
                original = snapshot(state)
                twin = make(state)
                assert twin is not state
                assert snapshot(twin) == original and twin.history() == state.history()
                # the copy moves on; the original stays
                _mutate(twin, rng)
                assert snapshot(state) == original
                # the original moves on; a fresh copy stays
                twin = make(state)
                kept = snapshot(twin)
                probe = state.clone()
                _mutate(state, random.Random(seed))
                assert snapshot(twin) == kept
                # back to where the original was, for the next copy function
                state = probe
                assert snapshot(state) == original


@cases()
def test_every_seat_can_be_asked_about_at_every_point(name, preset):
    for _, state in match_points(name, preset, SEEDS[0]):
        for seat in range(4):
            assert state.hand(seat) == state.hand(seat)
            obs = state.observation(seat)
            assert obs.seat == seat
            assert obs == state.observation(seat)
            tensor = obs.tensor()
            assert tensor.dtype.name == "float32" and tensor.ndim == 1 and tensor.size > 0
        assert move_texts(state) == move_texts(state)
