"""Fuzz: module-level move generation, classification and comparison with arbitrary and
malformed arguments — guandan.legal_moves / legal_move_arrays / classify / beats (with rule
options as keywords) and liangfutou.legal_moves / classify / beats."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from paiju import Cards, guandan, liangfutou
from tests.fuzz import ContractViolation, attempt, fuzz_settings
from tests.fuzz.strategies import (
    called_cards,
    card_inputs,
    guandan_levels,
    guandan_move_inputs,
    guandan_real_moves,
    hands,
    liangfutou_move_inputs,
    liangfutou_real_moves,
    narrow_hands,
    option_dicts,
    pick,
    platform_triples,
    valid_guandan_levels,
    valid_guandan_options,
    without,
)

SAMPLE = 8  # moves per position checked against classify / beats


def _spread(moves: list, count: int = SAMPLE) -> list:
    step = max(1, len(moves) // count)
    return moves[::step][:count]


def guandan_options() -> st.SearchStrategy[dict]:
    return pick(st.just({}), valid_guandan_options(), option_dicts())


@fuzz_settings(150)
@given(pick(narrow_hands(), narrow_hands(), hands(), card_inputs()), pick(valid_guandan_levels(), guandan_levels()),
       pick(st.none(), st.none(), guandan_real_moves(), platform_triples(), guandan_move_inputs()), guandan_options())
def test_guandan_legal_moves(hand, level, to_beat, options) -> None:
    """guandan.legal_moves / legal_move_arrays: PaijuError, or distinct moves made of the hand's
    cards, each a valid reading that beats to_beat (PASS among them when following)."""
    options = without(options, "hand", "level", "to_beat")
    listed = attempt(guandan.legal_moves, hand, level, to_beat, **options)
    arrays = attempt(guandan.legal_move_arrays, hand, level, to_beat, **options)
    if listed.ok != arrays.ok:
        raise ContractViolation(f"legal_moves and legal_move_arrays disagree: {listed} vs {arrays}")
    if not listed.ok:
        return
    moves = listed.value
    cards, types, keys = arrays.value
    assert len(moves) == len(types) == len(keys) == cards.shape[0]
    assert [m.type_code for m in moves] == list(types) and [m.key_code for m in moves] == list(keys)
    held = Cards(hand)
    assert len({str(m) for m in moves}) == len(moves), "a move is listed twice"
    passes = [m for m in moves if m.is_pass()]
    assert len(passes) == (0 if to_beat is None else 1), moves[:3]
    for m in moves:
        assert m.cards <= held, (m, held)
    for m in _spread([m for m in moves if not m.is_pass()]):
        readings = guandan.classify(m.cards, level, **options)
        if m not in readings:
            raise ContractViolation(f"legal move {m!r} of {held} at level {level!r} is not among classify's "
                                    f"readings {readings}")
        if to_beat is not None and not guandan.beats(m, to_beat, level, **options):
            raise ContractViolation(f"legal move {m!r} does not beat {to_beat!r} at level {level!r}")


@fuzz_settings(120)
@given(pick(guandan_real_moves().map(lambda m: m.cards), narrow_hands(8), card_inputs()),
       pick(guandan_real_moves(), guandan_move_inputs()), pick(guandan_real_moves(), guandan_move_inputs()),
       pick(valid_guandan_levels(), guandan_levels()), guandan_options())
def test_guandan_classify_beats(cards, a, b, level, options) -> None:
    """classify: PaijuError or readings of exactly these cards; beats: PaijuError or a bool,
    never True both ways."""
    options = without(options, "cards", "a", "b", "level")
    readings = attempt(guandan.classify, cards, level, **options)
    if readings.ok:
        exact = Cards(cards)
        for r in readings.value:
            assert r.cards == exact and not r.is_pass(), (r, exact)
            same = attempt(guandan.beats, r, r, level, **options)
            assert same.ok and same.value is False, (r, same)
    forward = attempt(guandan.beats, a, b, level, **options)
    backward = attempt(guandan.beats, b, a, level, **options)
    if forward.ok:
        assert isinstance(forward.value, bool)
        if backward.ok and forward.value and backward.value:
            raise ContractViolation(f"{a!r} and {b!r} beat each other at level {level!r}")


@fuzz_settings(200)
@given(pick(narrow_hands(), narrow_hands(), hands(), card_inputs()),
       pick(st.none(), st.none(), liangfutou_real_moves(), liangfutou_move_inputs()), pick(st.none(), called_cards()))
def test_liangfutou_legal_moves(hand, to_beat, called) -> None:
    """liangfutou.legal_moves(hand, to_beat, called): PaijuError, or distinct moves of the hand's
    cards (pass among them exactly when following)."""
    listed = attempt(liangfutou.legal_moves, hand, to_beat, called)
    if not listed.ok:
        return
    moves = listed.value
    held = Cards(hand)
    assert len({str(m) for m in moves}) == len(moves), "a move is listed twice"
    assert sum(m.is_pass() for m in moves) == (0 if to_beat is None else 1)
    for m in moves:
        assert m.cards <= held, (m, held)
        assert m.kind not in ("call", "solo"), m
    for m in _spread([m for m in moves if not m.is_pass()]):
        readings = liangfutou.classify(m.cards, called)
        if m not in readings:
            raise ContractViolation(f"legal move {m!r} of {held} (called {called!r}) is not among classify's "
                                    f"readings {readings}")
        if to_beat is not None and called is None and not liangfutou.beats(m, to_beat):
            raise ContractViolation(f"legal move {m!r} does not beat {to_beat!r}")


@fuzz_settings(120)
@given(pick(liangfutou_real_moves().map(lambda m: m.cards), narrow_hands(8), card_inputs()),
       pick(liangfutou_real_moves(), liangfutou_move_inputs()), pick(liangfutou_real_moves(), liangfutou_move_inputs()),
       pick(st.none(), called_cards()))
def test_liangfutou_classify_beats(cards, a, b, called) -> None:
    readings = attempt(liangfutou.classify, cards, called)
    if readings.ok:
        exact = Cards(cards)
        for r in readings.value:
            assert r.cards == exact and not r.is_pass(), (r, exact)
    forward = attempt(liangfutou.beats, a, b)
    backward = attempt(liangfutou.beats, b, a)
    if forward.ok:
        assert isinstance(forward.value, bool)
        if backward.ok and forward.value and backward.value:
            raise ContractViolation(f"{a!r} and {b!r} beat each other")
