"""Persistent players (paiju.bots.make): one C++ bot kept from decision to decision plays a match
exactly as batch simulation plays it, carried worlds included, and starts over when the state it
is asked about does not continue the last one (another match, an undo)."""

from __future__ import annotations

import functools
from typing import Any

import pytest

import paiju
from paiju import bots
from paiju.registry import game_module

CARRY = "ismcts:iterations=150,beliefs=0.1,pool=20,moves=20,carry=1"  # cheap, but carries worlds
SEED = 11


@functools.lru_cache(maxsize=None)
def simulated(spec: str, game: str = "guandan", deals: int = 2, seed: int = SEED) -> tuple[dict[str, Any], ...]:
    result = paiju.simulate(game, deals=deals, bots=spec, seed=seed, threads=2, records=True, progress=False)
    assert result.records is not None and len(result.records) == deals
    return tuple(result.records)


def start_of(record: dict[str, Any]) -> Any:
    return game_module(record["game"]).replay({**record, "moves": []})


def replay_with(players: list[bots.Player], record: dict[str, Any], until: int | None = None) -> tuple[Any, list[str]]:
    """Plays ``record``'s match from its start, each seat's moves chosen by players[seat], up
    to ``until`` moves or the first move that differs from the record's; the state reached and
    the moves chosen."""
    state = start_of(record)
    chosen = []
    for seat, text in record["moves"][:until]:
        assert state.current_player == seat
        move = players[seat].choose(state)
        chosen.append(str(move))
        if str(move) != text:
            break
        state.apply(move)
    return state, chosen


def texts(record: dict[str, Any]) -> list[str]:
    return [text for _seat, text in record["moves"]]


def test_a_player_plays_the_simulated_deals_move_for_move() -> None:
    """Four players (one per seat) with the simulation's seed replay its episodes 0 and 1 (two
    matches, met in turn) with every move identical, carried worlds and all."""
    records = simulated(CARRY)
    players = [bots.make(CARRY, "guandan", seed=SEED) for _ in range(4)]
    for k, record in enumerate(records):
        _state, chosen = replay_with(players, record)
        assert chosen == texts(record), f"episode {k}"
        assert [player.match for player in players] == [k] * 4


def test_one_player_may_take_every_seat() -> None:
    record = simulated(CARRY)[0]
    player = bots.make(CARRY, "guandan", seed=SEED)
    assert replay_with([player] * 4, record)[1] == texts(record)


def test_carried_worlds_matter_and_one_shot_choose_does_not_carry() -> None:
    """Carrying changes the moves (so the test above would fail for a player that did not carry),
    and the one-shot choose(), a new bot per decision, does not play the simulated moves."""
    carried = texts(simulated(CARRY)[0])
    fresh = texts(simulated(CARRY.replace(",carry=1", ""))[0])
    assert carried != fresh
    record = simulated(CARRY)[0]
    state = start_of(record)
    differ = 0
    for seat, text in record["moves"][:30]:
        if len(state.legal_moves()) > 1 and str(bots.choose(state, CARRY, seed=SEED)) != text:
            differ += 1
        state.apply(text)
    assert differ > 0


def test_an_undo_starts_the_match_over_for_the_player() -> None:
    """After an undo (a history that does not extend the last one) the player starts over: it
    chooses what a new player chooses there, and then plays on as that player would."""
    record = simulated(CARRY)[0]
    undo_at = 40
    player = bots.make(CARRY, "guandan", seed=SEED)
    replay_with([player] * 4, record, until=undo_at + 8)
    back = start_of(record)
    for _seat, text in record["moves"][:undo_at]:
        back.apply(text)
    new = bots.make(CARRY, "guandan", seed=SEED)
    for _ in range(6):  # a few decisions on from the undo, both players in step
        move = player.choose(back)
        assert move == new.choose(back)
        back.apply(move)
    assert player.match == 0  # the same match: its streams start over, not the next match's


def test_a_clone_continues_and_asking_again_repeats_the_move() -> None:
    record = simulated(CARRY)[0]
    player = bots.make(CARRY, "guandan", seed=SEED)
    state = start_of(record)
    for seat, text in record["moves"][:60]:
        move = player.choose(state.clone())  # a copy of the state continues as well as the state
        assert str(move) == text
        assert player.choose(state) == move  # asked again at the same point: the same move
        state.apply(move)


def test_a_new_match_and_reset() -> None:
    first, second = simulated(CARRY)
    player = bots.make(CARRY, "guandan", seed=SEED)
    replay_with([player] * 4, first, until=20)
    assert replay_with([player] * 4, second)[1] == texts(second)  # a new match: episode 1
    assert player.match == 1
    player.reset()  # as new: the first match again plays as episode 0
    assert player.match == 0
    assert replay_with([player] * 4, first, until=30)[1] == texts(first)[:30]
    other = paiju.load_game("guandan", max_deals=1).new_match(seed=first["seed"])  # other options
    player.choose(other)
    assert player.match == 1


def test_bad_specs_games_and_seeds_raise_invalid_option_error() -> None:
    for spec in ("no_such_bot", "ismcts:iterations=-3", "ismcts:carry=1", ""):
        with pytest.raises(paiju.InvalidOptionError):
            bots.make(spec, "guandan")
    with pytest.raises(paiju.InvalidOptionError):
        bots.make("heuristic", "no_such_game")
    with pytest.raises(paiju.InvalidOptionError):
        bots.make("heuristic", "guandan", seed=-1)
    with pytest.raises(paiju.InvalidOptionError):
        bots.make(lambda observation, moves: moves[0], "guandan")  # type: ignore[arg-type]
    with pytest.raises(paiju.InvalidOptionError):
        bots.make("platform:python bot.py", "mahjong")
    player = bots.make("heuristic", "guandan")
    with pytest.raises(paiju.InvalidOptionError):
        player.choose(paiju.load_game("mahjong").new_match(seed=1))
    state = paiju.guandan.replay(simulated("heuristic", deals=1)[0])
    while not state.is_terminal():  # to the end of the match
        state.apply(bots.choose(state, "heuristic"))
    with pytest.raises(paiju.IllegalMoveError):
        player.choose(state)


def test_spec_and_classes() -> None:
    assert str(bots.make(bots.Strong(), "guandan", seed=3)) == "strong"
    assert str(bots.make(CARRY, "guandan")) == CARRY
    ismcts = bots.ISMCTS(iterations=10)
    assert str(bots.make(ismcts, "liangfutou")) == str(ismcts)
    assert "Player" in repr(bots.make("heuristic", "guandan"))


def _search_spec(game: str) -> str:
    """A small search spec for ``game``: with beliefs (history-reading, choose_seen) where the game
    has them, else plain."""
    spec = "ismcts:iterations=20,beliefs=0.5,pool=8"
    try:
        bots.check_bot(spec, game)
    except paiju.InvalidOptionError:
        spec = "ismcts:iterations=20"
    return spec


@pytest.mark.parametrize("game", paiju.games())
def test_every_game_heuristic_and_search(game: str) -> None:
    for spec in ("heuristic", _search_spec(game)):
        record = simulated(spec, game, deals=1, seed=5)[0]
        player = bots.make(spec, game, seed=5)
        assert replay_with([player] * 4, record)[1] == texts(record), spec


def test_the_terminal_table_keeps_one_player_per_seat_and_starts_it_over_after_an_undo() -> None:
    pytest.importorskip("rich")
    import io

    from rich.console import Console

    from paiju.terminal.session import TableSession

    session = TableSession(paiju.load_game("guandan", max_deals=1), 0, ["you", CARRY, CARRY, CARRY], seed=SEED,
                           console=Console(file=io.StringIO()), read_line=lambda prompt: None)
    twins = {seat: bots.make(CARRY, "guandan", seed=SEED) for seat in (1, 2, 3)}  # the same players, outside
    kept: dict[int, bots.Player] = {}
    for _ in range(24):
        state = session.state
        seat = state.current_player
        if seat == 0:
            session._apply(bots.choose(state, "heuristic"))
            continue
        expected = twins[seat].choose(state.clone())
        session._bot_turn()
        assert session.state.history()[-1][1] == expected
        kept.setdefault(seat, session.players[seat])
        assert session.players[seat] is kept[seat]  # one player per seat for the whole match
    while session.state.current_player != 0 or len(session.state.legal_moves()) < 2:
        session._apply(bots.choose(session.state, "heuristic"))  # the person's decision with a choice
    mine = bots.choose(session.state, "heuristic")
    session._apply(mine)
    while session.state.current_player != 0:
        session._bot_turn()
    assert session._undo()  # back to that decision; another move this time
    session._apply(next(move for move in session.state.legal_moves() if move != mine))
    seat = session.state.current_player
    fresh = bots.make(CARRY, "guandan", seed=SEED).choose(session.state)
    session._bot_turn()
    assert session.state.history()[-1][1] == fresh  # started over: a new player's move
    assert session.players[seat] is kept[seat] and kept[seat].match == 0


def test_rollouts_are_counted_as_the_search_makes_them():
    # PIMC plays every shortlisted move in every world: worlds x shortlist rollouts a decision
    # with a choice (its shortlist is paiju._core's _candidates, at most 16); ISMCTS one an
    # iteration. A rule-based bot makes none; reset() starts the count over.
    game = paiju.load_game("guandan", max_deals=1)
    state = game.new_match(3)
    native = game_module("guandan")._native
    while len(native._candidates(state)) < 2:
        state.apply(state.legal_moves()[0])
    shortlist = min(16, len(native._candidates(state)))
    pimc = bots.make("pimc:worlds=7", "guandan")
    pimc.choose(state)
    assert pimc.rollouts == 7 * shortlist
    ismcts = bots.make("ismcts:iterations=90", "guandan")
    ismcts.choose(state)
    assert ismcts.rollouts == 90
    ismcts.reset()
    assert ismcts.rollouts == 0
    heuristic = bots.make("heuristic", "guandan")
    heuristic.choose(state)
    assert heuristic.rollouts == 0
