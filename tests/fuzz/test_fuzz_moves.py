"""Fuzz: move text (Move.parse) and its round trip for both games, the Move constructors,
Guandan platform triples (Move.from_platform) and Liangfutou's Move.called_copies."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from paiju import guandan, liangfutou
from tests.fuzz import ContractViolation, attempt, fuzz_settings
from tests.fuzz.strategies import (
    pick,
    GUANDAN_RANK_TOKENS,
    GUANDAN_TYPE_TOKENS,
    LIANGFUTOU_KIND_TOKENS,
    LIANGFUTOU_RANK_TOKENS,
    MUTATION_POOL,
    called_cards,
    card_inputs,
    garbage,
    guandan_levels,
    guandan_move_inputs,
    guandan_move_texts,
    guandan_real_moves,
    liangfutou_move_texts,
    liangfutou_real_moves,
    mutate_text,
    option_dicts,
    platform_triples,
    texts,
    valid_guandan_options,
    without,
    words,
)


def _mutated(real: st.SearchStrategy) -> st.SearchStrategy[str]:
    return st.tuples(real, st.integers(0, 2**32)).map(
        lambda pair: mutate_text(str(pair[0]), random.Random(pair[1]), MUTATION_POOL))


def check_round_trip(module, move) -> None:
    """str(move) parses back to the same move, and Move(kind, rank, cards) rebuilds it."""
    text = str(move)
    back = attempt(module.Move.parse, text)
    if not back.ok or back.value != move or str(back.value) != text or hash(back.value) != hash(move):
        raise ContractViolation(f"{module.__name__}.Move.parse(str(m)) != m for m = {move!r} (text {text!r}): "
                                f"{back.value if back.ok else back.error!r}")
    rebuilt = attempt(module.Move, move.kind, move.rank, move.cards)
    if not rebuilt.ok or rebuilt.value != move:
        raise ContractViolation(f"{module.__name__}.Move({move.kind!r}, {move.rank!r}, {str(move.cards)!r}) "
                                f"does not rebuild {move!r}: {rebuilt.value if rebuilt.ok else rebuilt.error!r}")


@fuzz_settings(200)
@given(pick(guandan_move_texts(), _mutated(guandan_real_moves()), guandan_real_moves().map(str), texts(30),
                 garbage()))
def test_guandan_move_parse(text) -> None:
    """guandan.Move.parse(text): PaijuError, or a move whose text parses back to it."""
    parsed = attempt(guandan.Move.parse, text, type_error=None if isinstance(text, str) else "str-param")
    if parsed.ok:
        check_round_trip(guandan, parsed.value)
        assert parsed.value.kind in guandan.TYPE_NAMES


@fuzz_settings(200)
@given(pick(liangfutou_move_texts(), _mutated(liangfutou_real_moves()), liangfutou_real_moves().map(str),
                 texts(30), garbage()))
def test_liangfutou_move_parse(text) -> None:
    """liangfutou.Move.parse(text): PaijuError, or a move whose text parses back to it."""
    parsed = attempt(liangfutou.Move.parse, text, type_error=None if isinstance(text, str) else "str-param")
    if parsed.ok:
        check_round_trip(liangfutou, parsed.value)


def _mostly(valid: st.SearchStrategy, other: st.SearchStrategy) -> st.SearchStrategy:
    return pick(valid, valid, valid, other)


@fuzz_settings(150)
@given(_mostly(st.sampled_from(GUANDAN_TYPE_TOKENS), pick(words(), garbage())),
       _mostly(st.sampled_from(GUANDAN_RANK_TOKENS), pick(words(), garbage())),
       _mostly(guandan_real_moves().map(lambda m: m.cards), card_inputs()))
def test_guandan_move_constructor(kind, rank, cards) -> None:
    """guandan.Move(kind, rank, cards): PaijuError (TypeError only for a non-str kind or rank),
    or a move that round-trips through its text when it has cards (or is a pass)."""
    wrong_type = not (isinstance(kind, str) and isinstance(rank, str))
    made = attempt(guandan.Move, kind, rank, cards, type_error="str-param" if wrong_type else None)
    if made.ok and (made.value.is_pass() or len(made.value.cards) > 0):
        check_round_trip(guandan, made.value)


@fuzz_settings(150)
@given(_mostly(st.sampled_from(LIANGFUTOU_KIND_TOKENS), pick(words(), garbage())),
       _mostly(st.sampled_from(LIANGFUTOU_RANK_TOKENS), pick(words(), garbage())),
       _mostly(liangfutou_real_moves().map(lambda m: m.cards), card_inputs()))
def test_liangfutou_move_constructor(kind, rank, cards) -> None:
    wrong_type = not (isinstance(kind, str) and isinstance(rank, str))
    made = attempt(liangfutou.Move, kind, rank, cards, type_error="str-param" if wrong_type else None)
    if made.ok and (made.value.kind in ("pass", "solo") or len(made.value.cards) > 0):
        check_round_trip(liangfutou, made.value)


@fuzz_settings(150)
@given(pick(platform_triples(), guandan_move_inputs()), guandan_levels(),
       pick(st.just({}), valid_guandan_options(), option_dicts()))
def test_guandan_from_platform(obj, level, options) -> None:
    """Move.from_platform(obj, level, **options): PaijuError, or a valid reading at that level whose
    platform triple converts back to it."""
    options = without(options, "obj", "level")
    made = attempt(guandan.Move.from_platform, obj, level, **options)
    if not made.ok:
        return
    move = made.value
    triple = move.to_platform()
    back = attempt(guandan.Move.from_platform, triple, level, **options)
    if not back.ok or back.value != move:
        raise ContractViolation(f"from_platform(to_platform(m)) != m for {move!r} at level {level!r}: {back}")
    if move.kind not in ("PASS", "tribute", "back"):
        readings = guandan.classify(move.cards, level, **options)
        if move not in readings:
            raise ContractViolation(f"from_platform accepted {move!r} at level {level!r} but classify gives {readings}")


@fuzz_settings(100)
@given(pick(liangfutou_real_moves(), st.just(liangfutou.Move("pass")), st.just(liangfutou.Move("solo"))),
       called_cards())
def test_liangfutou_called_copies(move, called) -> None:
    """Move.called_copies(called): PaijuError or 0..2 (the copies of that card in the move)."""
    copies = attempt(move.called_copies, called)
    if copies.ok:
        assert 0 <= copies.value <= 2
        count = attempt(move.cards.count, called) if called is not None else None
        if count is not None and count.ok:
            assert copies.value == count.value, (move, called)
