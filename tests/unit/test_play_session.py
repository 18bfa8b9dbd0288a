"""The terminal table's session (paiju/terminal/session.py) driven in-process: one input for
suit variants that are the same decision, a bury of several cards in one line, a bare tile for
the one discard it names, and saving then resuming a match from its record."""

from __future__ import annotations

import io
import json

import pytest

pytest.importorskip("rich")

from rich.console import Console

import paiju
from paiju.terminal.matching import match_moves
from paiju.terminal.session import TableSession


class _Text:
    def __init__(self, text):
        self.text = text

    def __str__(self):
        return self.text


def _session(game, seat, lines, **kwargs):
    feed = iter(lines)
    console = Console(file=io.StringIO(), width=120, highlight=False)
    return TableSession(
        game, seat, ["heuristic"] * 4, console=console, read_line=lambda _: next(feed, None), **kwargs
    )


def test_suit_variants_of_one_class_are_one_choice():
    # Level 2, no wild card in hand: the aces SA HA DA make three pairs, all one decision to
    # the engine (Guandan's suits matter only in straight flushes, which are their own type).
    game = paiju.load_game("guandan", max_deals=1)
    hands = ["SA HA DA S9 S8", "S3 S4 S5 S6 S7", "H3 H4 H5 H6 H7", "C3 C4 C5 C6 C7"]
    state = game.new_deal(hands, level="2", leader=0)
    legal = state.legal_moves()
    native = paiju.load_game("guandan")._native
    plain = match_moves("AA", legal)
    assert len(plain.moves) == 3 and not plain.decisive  # SA HA, SA DA, HA DA
    found = match_moves("AA", legal, move_class=lambda move: native._move_class(state, move))
    assert [str(m) for m in found.moves] == [str(plain.moves[0])] and found.decisive


def test_suits_that_matter_stay_choices():
    # Shengji: every distinct card move is its own decision (suits are the game), so typed
    # cards never collapse two moves; the lead of the first trick is checked move by move.
    game = paiju.load_game("shengji")
    state = game.new_match(5)
    while state.phase != "play":
        state.apply(state.legal_moves()[0])
    native = game._native
    legal = state.legal_moves()
    assert len(legal) > 10
    assert len({native._move_class(state, move) for move in legal}) == len(legal)


def test_bare_words_naming_one_move_play_it():
    legal = [_Text(t) for t in ("pass", "pong 5m", "discard 5m", "discard 7s", "ready 5m")]
    found = match_moves("7s", legal)
    assert [str(m) for m in found.moves] == ["discard 7s"] and found.decisive
    assert not match_moves("5m", legal).decisive  # pong, discard or ready: a choice
    assert not match_moves("discard", legal).decisive  # the kind alone is no move


def _shengji_at_bury():
    game = paiju.load_game("shengji", max_deals=1)
    state = game.new_match(11)
    while state.phase != "bury":
        state.apply(state.legal_moves()[0])
    return game, state


def test_a_bury_of_several_cards_in_one_line():
    game, state = _shengji_at_bury()
    dealer = state.current_player
    hand = list(state.hand(dealer))
    record = state.to_record()
    buried = 0
    probe = state.clone()
    while probe.phase == "bury" and probe.current_player == dealer:  # the bury's size, counted
        probe.apply(probe.legal_moves()[0])
        buried += 1
    assert buried == 8  # the kitty of the standard preset (docs/rules/shengji.md)
    cards = hand[:buried]
    session = _session(game, dealer, [], record=record)
    assert session._play_text("bury " + " ".join(cards))
    moves = session.state.to_record()["moves"][len(record["moves"]) :]
    assert [list(step) for step in moves[:buried]] == [[dealer, f"bury {card}"] for card in cards]
    assert session.state.phase != "bury"


def test_a_bury_line_with_a_card_not_held_does_nothing():
    game, state = _shengji_at_bury()
    dealer = state.current_player
    held = set(state.hand(dealer))
    missing = next(card for card in paiju.Cards("SA HA CA DA S2 H2 C2 D2 SK HK CK DK") if card not in held)
    session = _session(game, dealer, [], record=state.to_record())
    cards = list(state.hand(dealer))[:7] + [missing]
    assert not session._play_text(" ".join(cards))
    assert session.state.to_record() == state.to_record()


def test_save_then_resume_continues_the_match(tmp_path):
    game = paiju.load_game("liangfutou", max_deals=1)
    path = tmp_path / "match.json"
    session = _session(game, 0, [], seed=4)
    while session.state.current_player != 0 or len(session.state.to_record()["moves"]) < 6:
        if session.state.current_player == 0:
            session._play(session.state.legal_moves()[-1])
        else:
            session._bot_turn()
    session._save(str(path))
    saved = json.loads(path.read_text())
    moves = [list(step) for step in session.state.to_record()["moves"]]
    assert saved["moves"] == moves and saved["seed"] == 4

    resumed = _session(game, 0, [], record=saved)
    assert [list(step) for step in resumed.state.to_record()["moves"]] == moves
    assert [entry.text for entry in resumed.log] == [entry.text for entry in session.log]
    assert resumed._undo()  # undo reaches back into the resumed part
    assert len(resumed.state.to_record()["moves"]) < len(saved["moves"])


def test_resume_on_the_command_line(tmp_path):
    from paiju.cli import main

    game = paiju.load_game("mahjong", max_deals=1)
    state = game.new_match(2)
    for _ in range(5):
        state.apply(state.legal_moves()[0])
    path = tmp_path / "m.json"
    path.write_text(json.dumps(state.to_record()))
    assert main(["play", "liangfutou", "--resume", str(path)]) == 2  # another game's record
    assert main(["play", "mahjong", "--resume", str(path), "--preset", "suqian"]) == 2
    assert main(["play", "mahjong", "--resume", str(tmp_path / "none.json")]) == 2
