"""Fuzz: game records — guandan.replay / liangfutou.replay of real records (from random play,
matches and given deals) and of structural mutations of them (missing keys, wrong types,
truncated move lists, moves by the wrong seat, foreign move text, the game name swapped, bad
formats and seeds, reshaped move lists, garbage anywhere)."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import event, given
from hypothesis import strategies as st

import paiju
from paiju import guandan, liangfutou, registry
from tests.fuzz import ContractViolation, attempt, expect_error, fuzz_settings
from tests.fuzz.strategies import garbage, guandan_states, liangfutou_states, mutated_records, pick, records

MODULES = {"guandan": guandan, "liangfutou": liangfutou}


def check_valid_record(module: Any, state: Any) -> Any:
    """A real record replays to the same state and record, also through JSON; the replayed state."""
    record = state.to_record()
    replayed = attempt(module.replay, record)
    if not replayed.ok:
        raise ContractViolation(f"a real record does not replay: {replayed.error!r}\n{record}")
    if replayed.value.to_record() != record:
        raise ContractViolation(f"replay(r).to_record() != r for {record}")
    assert str(replayed.value) == str(state)
    assert replayed.value.is_terminal() == state.is_terminal()
    through_json = json.loads(json.dumps(record))
    again = attempt(module.replay, through_json)
    if not again.ok or again.value.to_record() != record:
        raise ContractViolation(f"the record after a JSON round trip does not replay to itself: {again}")
    return replayed.value


@fuzz_settings(80)
@given(guandan_states())
def test_guandan_replay_valid(state) -> None:
    """Every real record replays to the same state and the same record, also through JSON."""
    check_valid_record(guandan, state)


@fuzz_settings(80)
@given(liangfutou_states())
def test_liangfutou_replay_valid(state) -> None:
    check_valid_record(liangfutou, state)


def _copy_keeping_opaque(value: Any) -> Any:
    """A deep copy in which bare ``object()`` instances stay themselves (deepcopy would make new
    ones, which compare unequal, and every mutant holding one would look modified)."""
    memo: dict[int, Any] = {}
    stack = [value]
    while stack:
        item = stack.pop()
        if type(item) is object:
            memo[id(item)] = item
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
    return copy.deepcopy(value, memo)


def check_mutant(game: str, original: dict[str, Any], mutant: Any, op: str) -> None:
    """replay(mutant): InvalidRecordError, or a state whose record replays to itself; the input
    is not modified; mutations that must fail do, those that must succeed do."""
    module = registry.game_module(game)
    event(f"mutation {op}")
    kept = _copy_keeping_opaque(mutant)
    replayed = attempt(module.replay, mutant)
    if mutant != kept:
        raise ContractViolation(f"replay modified its input record ({op})")
    if not replayed.ok:
        if not isinstance(replayed.error, paiju.InvalidRecordError):
            raise ContractViolation(f"replay raised {type(replayed.error).__name__}, not InvalidRecordError, "
                                    f"for a malformed record ({op}): {replayed.error}")
    else:
        state = replayed.value
        record = state.to_record()
        assert state.is_consistent()
        again = attempt(module.replay, record)
        if not again.ok or again.value.to_record() != record:
            raise ContractViolation(f"a record that replayed ({op}) gives a record that does not replay to itself: "
                                    f"{again}")
    if op == "unchanged":
        assert replayed.ok and replayed.value.to_record() == original
    elif op == "truncate":
        if not replayed.ok:
            raise ContractViolation(f"a prefix of a real record does not replay: {replayed.error!r}")
        assert replayed.value.to_record() == {**original, "moves": original["moves"][: len(mutant["moves"])]}
    elif op == "wrong_seat":
        expect_error(replayed, paiju.InvalidRecordError, "a move by the wrong seat")
    elif op == "game" and mutant.get("game") != game:
        expect_error(replayed, paiju.InvalidRecordError, f"a record of game {mutant.get('game')!r}")
    elif op == "format" and not (isinstance(mutant.get("format"), int) and mutant["format"] == 1):
        expect_error(replayed, paiju.InvalidRecordError, f"a record with format {mutant.get('format')!r}")
    elif op == "drop" and any(key not in mutant for key in ("game", "format", "options", "seed", "deal", "moves")):
        expect_error(replayed, paiju.InvalidRecordError, "a record without a required key")


@fuzz_settings(120)
@given(mutated_records("guandan"))
def test_guandan_replay_mutated(case) -> None:
    check_mutant("guandan", *case)


@fuzz_settings(120)
@given(mutated_records("liangfutou"))
def test_liangfutou_replay_mutated(case) -> None:
    check_mutant("liangfutou", *case)


@fuzz_settings(60)
@given(st.sampled_from(sorted(MODULES)), pick(records("guandan"), records("liangfutou"), garbage(),
                                              garbage(json_only=True)))
def test_replay_foreign_input(game, record) -> None:
    """A record of the other game, or anything that is no record: InvalidRecordError."""
    module = MODULES[game]
    replayed = attempt(module.replay, record)
    if isinstance(record, dict) and record.get("game") == game:
        assert replayed.ok
    else:
        expect_error(replayed, paiju.InvalidRecordError, f"{game}.replay of {str(record)[:200]}")
