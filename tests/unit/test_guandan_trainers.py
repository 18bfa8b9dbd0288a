"""The training players (cpp/paiju/games/guandan/trainers/, docs/trainers.md): racer, sitter,
shaper and the learned imitator are bots and rollout policies by name, kept out of the default
others=mix, play legal moves in every seat through whole matches, are deterministic, beat random,
and in positions built for them play as their characters say; the imitator's features are the
hand-counted numbers of imitation.h."""

from __future__ import annotations

import numpy as np
import pytest

import paiju
from paiju import bots
from paiju.errors import InvalidOptionError
from paiju.guandan import Game

guandan_native = paiju.guandan._native

RULE_PLAYERS = ["racer", "sitter", "shaper"]
PLAYERS = [*RULE_PLAYERS, "imitator"]


@pytest.mark.parametrize("name", PLAYERS)
def test_each_name_is_a_bot_spec_and_a_rollout_policy_out_of_the_default_mix(name: str) -> None:
    assert bots.check_bot(name, "guandan") == name
    assert bots.check_bot(f"pimc:worlds=2,policy={name}", "guandan")
    with pytest.raises(InvalidOptionError):
        bots.check_bot(f"{name}:x=1", "guandan")
    (kind,) = [k for k in bots.kinds("guandan") if k["name"] == name]
    assert kind["in_mix"] is False


@pytest.mark.parametrize("name", PLAYERS)
def test_each_plays_legally_in_every_seat(name: str) -> None:
    # The runner checks every move against the legal list and raises otherwise; whole matches
    # go through tribute and return after every deal but the first.
    matches = paiju.simulate("guandan", matches=2, bots=[name] * 4, seed=5, threads=1, progress=False)
    assert (matches.arrays["deals"] > 1).all()
    deals = paiju.simulate("guandan", deals=150, bots=[name] * 4, seed=6, threads=1, progress=False)
    assert set(deals.arrays["winner"].tolist()) <= {0, 1}
    mixed = paiju.simulate("guandan", deals=50, bots=RULE_PLAYERS + ["random"], seed=7, threads=1, progress=False)
    assert len(mixed) == 50


@pytest.mark.parametrize("name", PLAYERS)
def test_each_beats_random_in_more_than_95_percent_of_deals(name: str) -> None:
    result = paiju.arena("guandan", [name, "random"], deals=200, seed=11, threads=1, progress=False)
    assert result.pairs == 200
    assert result.win_rate[0] > 0.95, result.table()


def test_deterministic_given_the_seed() -> None:
    one = paiju.simulate("guandan", deals=8, bots=RULE_PLAYERS + ["random"], seed=9, threads=1, progress=False)
    two = paiju.simulate("guandan", deals=8, bots=RULE_PLAYERS + ["random"], seed=9, threads=2, progress=False)
    assert np.array_equal(one.arrays["finish_order"], two.arrays["finish_order"])
    assert np.array_equal(one.arrays["moves"], two.arrays["moves"])
    state = Game().new_match(seed=3)
    assert all(str(bots.choose(state, n, seed=1)) == str(bots.choose(state, n, seed=2)) for n in PLAYERS)


def test_search_plays_a_deal_with_them_as_the_others() -> None:
    spec = "ismcts:iterations=50,others=mix,mix=racer+sitter+shaper"
    assert bots.check_bot(spec, "guandan")
    result = paiju.simulate("guandan", deals=1, bots=[spec, "racer", "sitter", "imitator"], seed=4, threads=1,
                            progress=False)
    assert result.arrays["winner"][0] in (0, 1)


# Twelve-card hands for the seats a position does not look at.
OTHERS_A = ["C2", "D3", "C5", "D5", "H6", "C7", "D7", "H9", "CT", "CJ", "DQ", "HK"]
OTHERS_B = ["D2", "H3", "H4", "H5", "D6", "S7", "H8", "C9", "HT", "DJ", "HQ", "CK"]


def choices(state: paiju.guandan.State) -> dict[str, str]:
    return {name: str(bots.choose(state, name)) for name in RULE_PLAYERS}


def test_racer_overtakes_its_partners_low_single_the_others_pass() -> None:
    # Seat 0 leads a 5, seat 1 passes. Seat 2 holds pairs of 3s and jacks and a lone 9: the 9
    # beats the 5 without breaking anything or spending an ace, level card or joker.
    hands = [["S5", "SA", "DA"], OTHERS_A, ["S3", "C3", "D9", "SJ", "HJ"], OTHERS_B]
    state = Game().new_deal(hands, level="2", leader=0)
    for move in ("Single 5 S5", "PASS"):
        state.apply(move)
    assert state.current_player == 2
    assert choices(state) == {"racer": "Single 9 D9", "sitter": "PASS", "shaper": "PASS"}


def test_sitter_holding_16_cards_passes_where_only_an_ace_beats_without_a_break() -> None:
    # Seat 1 leads a 7. Seat 2 (16 cards, opponents at 11 and 12) holds pairs of 3 4 6 9 Q K,
    # three 8s and a lone ace: the ace is the only beat that breaks nothing, and it is a control.
    seat2 = ["S3", "C3", "S4", "D4", "S6", "C6", "S8", "C8", "D8", "S9", "D9", "SQ", "CQ", "SK", "DK", "SA"]
    hands = [OTHERS_B, OTHERS_A, seat2, ["S2", "C4", "S5", "C6", "D6", "H7", "D8", "C9", "ST", "HJ", "SJ", "CA"]]
    state = Game().new_deal(hands, level="2", leader=1)
    state.apply("Single 7 C7")
    assert state.current_player == 2
    assert choices(state) == {"racer": "Single A SA", "sitter": "PASS", "shaper": "Single A SA"}


def test_shaper_leads_the_unit_it_holds_most_of() -> None:
    # Level A. Seat 0: lone 3, 6 and K, pairs of 4 8 10 Q: four pairs against three singles, so
    # shaper leads its lowest pair; racer and sitter lead the lowest card.
    hands = [["S3", "S4", "D4", "S6", "S8", "C8", "ST", "DT", "SQ", "CQ", "SK"], OTHERS_A, OTHERS_B, OTHERS_A]
    state = Game().new_deal(hands, level="A", leader=0)
    assert choices(state) == {"racer": "Single 3 S3", "sitter": "Single 3 S3", "shaper": "Pair 4 S4 D4"}


def test_imitation_features_are_the_hand_counted_numbers() -> None:
    # The racer position: seat 0 led Single 5 (2 cards left, SA DA), seat 1 passed; seat 2 holds
    # S3 C3 D9 SJ HJ at level 2 and follows its partner. Its hand needs 3 plays (pairs of 3s and
    # jacks, the lone 9); the opponents hold 12 cards each; it holds 5 (late: 8 or fewer).
    hands = [["S5", "SA", "DA"], OTHERS_A, ["S3", "C3", "D9", "SJ", "HJ"], OTHERS_B]
    state = Game().new_deal(hands, level="2", leader=0)
    for move in ("Single 5 S5", "PASS"):
        state.apply(move)
    view = guandan_native._imitation_features(state)
    names = list(guandan_native.IMITATION_FEATURES)
    assert view["leading"] is False and view["going_out"] is False
    rows = {str(m): dict(zip(names, view["features"][i].tolist())) for i, m in enumerate(state.legal_moves())}
    assert set(rows) == {"PASS", "Single 9 D9", "Single J SJ", "Single J HJ"}

    def nonzero(row: dict[str, float]) -> dict[str, float]:
        return {k: round(v, 5) for k, v in row.items() if v != 0}

    # The pass on the partner's 5 (key power 3 of 15).
    # The expert columns: racer takes the trick with the 9 (the test above), the heuristic,
    # sitter and shaper leave their partner's trick alone.
    assert nonzero(rows["PASS"]) == {"pass": 1, "pass_partner_on_top": 1, "pass_top_power": round(3 / 15, 5),
                                     "heuristic_move": 1, "sitter_move": 1, "shaper_move": 1}
    # The 9 (power 7) leaves the two pairs: 2 plays, one fewer, so it breaks nothing; it is the
    # lowest single that beats; it plays over the partner's 5.
    nine = {"power": 7 / 15, "size": 0.1, "single": 1, "plays_after": 0.2, "over_partner": 1,
            "over_partner_high": 3 / 15, "power_late": 7 / 15, "racer_move": 1}
    assert nonzero(rows["Single 9 D9"]) == {k: round(v, 5) for k, v in nine.items()}
    # A jack (power 9) splits the pair of jacks: 3 plays left (33, J, 9), breakage 3 - 3 + 1 = 1.
    jack = {"breakage": 1, "power": 9 / 15, "above_lowest": 2 / 15, "size": 0.1, "single": 1,
            "plays_after": 0.3, "over_partner": 1, "over_partner_high": 3 / 15, "power_late": 9 / 15}
    assert nonzero(rows["Single J SJ"]) == nonzero(rows["Single J HJ"]) == {k: round(v, 5) for k, v in jack.items()}
