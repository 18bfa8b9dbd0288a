"""The rule-based player's named styles (style.h): each is a bot and a rollout policy, plays
legal moves, and in positions built for it plays as its style says where the heuristic does not."""

from __future__ import annotations

import pytest

import paiju
from paiju import bots
from paiju.errors import InvalidOptionError
from paiju.guandan import Game

POOL = ["bomb_early", "hoard_bombs", "shed_longest", "pass_happy", "partner_blind"]


@pytest.mark.parametrize("name", ["heuristic_v1", *POOL])
def test_every_style_is_a_bot_and_a_rollout_policy(name: str) -> None:
    assert bots.check_bot(bots.Style(name), "guandan") == name
    assert bots.check_bot(f"pimc:worlds=2,policy={name}", "guandan")
    with pytest.raises(InvalidOptionError):
        bots.check_bot(f"{name}:x=1", "guandan")


def test_unknown_style_and_strong_elsewhere_are_typed_errors() -> None:
    with pytest.raises(InvalidOptionError):
        bots.check_bot("bomb_late", "guandan")
    with pytest.raises(InvalidOptionError, match="no strong setting"):
        bots.check_bot("strong", "liangfutou")
    assert bots.check_bot(bots.Strong(), "guandan") == "strong"
    # An arena records what "strong" stands for in this version, the setting itself.
    assert paiju.guandan._native.STRONG_SPEC.startswith("ismcts:")
    assert bots.resolved_spec(bots.Strong(), "guandan") == paiju.guandan._native.STRONG_SPEC
    assert bots.check_bot(paiju.guandan._native.STRONG_SPEC, "guandan")
    assert bots.resolved_spec("heuristic", "guandan") == "heuristic"
    assert paiju.liangfutou._native.STRONG_SPEC is None
    assert bots.check_bot("ismcts:iterations=10,others=mix", "guandan")
    with pytest.raises(InvalidOptionError):
        bots.check_bot("ismcts:others=everyone", "guandan")


def test_styles_finish_deals_with_each_other() -> None:
    result = paiju.simulate("guandan", bots=POOL[:4], deals=40, seed=3, progress=False)
    assert len(result.arrays["winner"]) == 40
    assert set(result.arrays["winner"].tolist()) <= {0, 1}


def after(state: paiju.guandan.State, *moves: str) -> paiju.guandan.State:
    for move in moves:
        state.apply(move)
    return state


def test_partner_blind_overtakes_its_partner_where_the_heuristic_passes() -> None:
    # Seat 0 leads a 5, seat 1 passes; seat 2 (seat 0's partner) holds 8, Q, K as singles.
    hands = [["S5", "S9", "D9", "CT"], ["S3", "C4"], ["S8", "HQ", "DK"], ["C6", "D7"]]
    state = after(Game().new_deal(hands, level="A", leader=0), "Single 5 S5", "PASS")
    assert state.current_player == 2
    assert str(bots.choose(state, "heuristic")) == "PASS"
    assert str(bots.choose(state, "partner_blind")) == "Single 8 S8"


def test_bomb_early_bombs_a_small_single_that_the_heuristic_lets_go() -> None:
    # Seat 1 holds a bomb of 3s and singles 2 and 4 (level A, so 2 is low): nothing else beats
    # seat 0's 5. Seat 0 keeps 7 cards: not close to going out for heuristic_v1 (6 or fewer), and
    # a single is no big play, so heuristic_v1 (which the pool styles vary) passes; bomb_early
    # bombs. (Today's heuristic bombs a play that leaves 10 cards or fewer.)
    eight = ["S9", "D9", "CT", "HJ", "SQ", "DK", "C8", "H6"]
    hands = [["S5", *eight[1:]], ["S3", "C3", "H3", "D3", "S2", "C4"], ["H9", "DT", "SJ", "HQ", "CK", "D8", "S7", "SK"], ["C6", "D7"]]
    state = after(Game().new_deal(hands, level="A", leader=0), "Single 5 S5")
    assert state.current_player == 1
    assert str(bots.choose(state, "heuristic_v1")) == "PASS"
    assert str(bots.choose(state, "bomb_early")).startswith("Bomb")
    assert str(bots.choose(state, "heuristic")).startswith("Bomb")


def test_pass_happy_lets_a_king_go_that_the_heuristic_beats_with_its_ace() -> None:
    eight = ["S9", "D9", "CT", "HJ", "SQ", "D8", "C8", "H6"]
    hands = [["SK", *eight[1:]], ["SA", "C3", "D4", "H6", "S7"], ["H9", "DT", "SJ", "HQ", "CK", "D5", "S7", "S2"], ["C6", "D7"]]
    state = after(Game().new_deal(hands, level="2", leader=0), "Single K SK")
    assert str(bots.choose(state, "heuristic")) == "Single A SA"
    assert str(bots.choose(state, "pass_happy")) == "PASS"


def test_mix_names_the_players_the_others_are_drawn_from() -> None:
    # mix= listing every named player in the registry's order is others=mix itself: the same
    # draws, so the same moves from the same seeds; a mix without the heuristic moves otherwise
    # somewhere in these positions (the rollouts' other seats play differently).
    everyone = "heuristic+heuristic_v1+" + "+".join(POOL)
    state = Game().new_match(seed=4)
    positions = []
    while len(positions) < 12:
        if len(state.legal_moves()) > 1:
            positions.append(state.clone())
        state.apply(bots.choose(state, "heuristic"))
    def moves(spec: str) -> list[str]:
        return [str(bots.choose(s, spec, seed=i)) for i, s in enumerate(positions)]
    assert moves(f"ismcts:iterations=60,mix={everyone}") == moves("ismcts:iterations=60,others=mix")
    assert moves("ismcts:iterations=60,mix=pass_happy") != moves("ismcts:iterations=60,others=mix")
    for bad in ("mix=heuristic+nope", "mix=", "others=tree,mix=heuristic"):
        with pytest.raises(InvalidOptionError):
            bots.check_bot(f"ismcts:{bad}", "guandan")
    assert bots.check_bot("pimc:worlds=2,mix=heuristic+bomb_early", "guandan")
