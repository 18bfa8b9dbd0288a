"""Guandan match rules, spec sections 4-7: one test per rule, hand-built positions.

Deals use tiny hands (Game.new_deal accepts 1..27 cards a seat) so that every step can be
followed by hand; the level bookkeeping uses the engine's pure level hook with finishing
orders written out, expected levels counted in the comments (rank order 2..A).
"""

import pytest

import paiju
from paiju import guandan
from paiju.guandan import Game

progress = guandan._native._match_progress


def moves_of(state):
    return {str(m) for m in state.legal_moves()}


def play(state, *moves):
    for move in moves:
        state.apply(move)
    return state


# ---------------------------------------------------------------- §4 playing a deal


def test_jiefeng_lead_goes_to_partner_of_player_who_went_out():
    s = Game().new_deal([["SA"], ["S3", "S4"], ["S5", "S6"], ["S7", "S8"]], level="2", leader=0)
    s.apply("Single A SA")  # seat 0 goes out with the A
    assert s.finish_order == [0]
    for seat in (1, 2, 3):  # nobody can beat an A: each only has PASS
        assert s.current_player == seat and moves_of(s) == {"PASS"}
        s.apply("PASS")
    assert s.current_player == 2  # 接风: the partner of seat 0 leads
    assert s.top is None


def test_deal_ends_at_1_2_double_down_plus_three():
    s = Game().new_deal([["SA"], ["S3", "S4"], ["S5"], ["S7", "S8"]], level="2", leader=0)
    play(s, "Single A SA", "PASS", "PASS", "PASS", "Single 5 S5")  # 接风 to seat 2, who goes out
    assert s.phase == "match_over"
    assert s.finish_order[:2] == [0, 2] and sorted(s.finish_order[2:]) == [1, 3]
    assert s.levels == ("5", "2")  # 2 + 3 = 5
    assert s.returns() == [3, -3, 3, -3]


def test_deal_ends_when_a_team_is_out_with_partner_fourth_plus_one():
    hands = [["SA"], ["SK"], ["S3", "S4"], ["S5", "S6"]]
    s = Game().new_deal(hands, level="2", leader=0)
    play(s, "Single A SA", "PASS", "PASS", "PASS")  # seat 0 out 1st, 接风 to seat 2
    play(s, "Single 3 S3", "Single 5 S5", "Single K SK")  # seat 1 out 2nd
    play(s, "PASS", "PASS")  # seats 2 (S4) and 3 (S6) cannot beat K: 接风 to seat 3
    assert s.current_player == 3
    s.apply("Single 6 S6")  # seat 3 out: seats 1 and 3 are both out, three seats out
    assert s.phase == "match_over"
    assert s.finish_order == [0, 1, 3, 2]
    assert s.levels == ("3", "2")  # team 0 wins, partner 4th: 2 + 1 = 3


def test_pass_does_not_lock_a_seat_out_of_the_trick():
    s = Game().new_deal([["S3", "S9"], ["S4", "SK"], ["S5", "S6"], ["S7", "S8"]], level="2", leader=0)
    play(s, "Single 3 S3", "PASS", "Single 5 S5", "PASS", "Single 9 S9")
    assert s.current_player == 1
    assert "Single K SK" in moves_of(s)  # seat 1 passed earlier and may still play


def test_leader_cannot_pass_and_illegal_moves_say_why():
    s = Game().new_deal([["S3", "S9"], ["S4", "SK"], ["S5", "S6"], ["S7", "S8"]], level="2", leader=0)
    with pytest.raises(paiju.IllegalMoveError, match="cannot pass"):
        s.apply("PASS")
    s.apply("Single 9 S9")
    with pytest.raises(paiju.IllegalMoveError, match="does not beat"):
        s.apply("Single 4 S4")
    with pytest.raises(paiju.IllegalMoveError, match="does not hold"):
        s.apply("Single Q SQ")
    assert s.current_player == 1 and len(s.hand(1)) == 2  # nothing changed


def test_card_counts_are_public():
    s = Game().new_match(seed=4)
    s.apply(s.legal_moves()[0])
    for seat in range(4):
        assert s.observation(seat).cards_left == s.cards_left() == [len(s.hand(t)) for t in range(4)]


def test_first_deal_leader_is_seeded_random():
    leaders = [Game().new_match(seed=seed).current_player for seed in range(24)]
    assert leaders == [Game().new_match(seed=seed).current_player for seed in range(24)]
    assert set(leaders) == {0, 1, 2, 3}  # 24 draws of 4 seats: all appear (fails w.p. < 4 * (3/4)^24 < 0.1%)


# ---------------------------------------------------------------- §6 tribute


def test_single_tribute_fourth_pays_first_highest_card_heart_level_excluded():
    hands = [["S3", "S4", "C5"], ["D3", "D4"], ["C3", "C4"], ["H2", "SA", "CA", "S6"]]
    # previous finish 0,1,2,3: team 0 won 1-3, seat 3 is last and pays seat 0.
    s = Game().new_deal(hands, level="2", previous_finish=[0, 1, 2, 3])
    assert s.tribute == "single" and s.phase == "tribute" and s.current_player == 3
    # The level card H2 is the most powerful but hearts level cards are excluded: the As.
    assert moves_of(s) == {"tribute A SA", "tribute A CA"}
    s.apply("tribute A SA")
    assert s.phase == "return" and s.current_player == 0 and s.tribute_pairs == [(3, 0)]
    assert "SA" in s.hand(0)
    # Return: rank at most 10, no level card, no joker: S3 S4 C5 (not SA).
    assert moves_of(s) == {"back 3 S3", "back 4 S4", "back 5 C5"}
    s.apply("back 3 S3")
    assert s.phase == "play" and s.current_player == 3  # single tribute: the payer leads
    assert list(s.hand(3)) == ["S3", "H2", "S6", "CA"] or sorted(s.hand(3)) == sorted(["S3", "H2", "S6", "CA"])


def test_double_tribute_larger_card_goes_to_first_and_its_payer_leads():
    hands = [["S5", "S6"], ["SK", "S3"], ["S7", "S8"], ["SA", "S4"]]
    s = Game().new_deal(hands, level="2", previous_finish=[0, 2, 1, 3])  # team 0 went 1-2
    assert s.tribute == "double" and s.current_player == 1  # the loser after the 1st pays first
    assert moves_of(s) == {"tribute K SK"}
    s.apply("tribute K SK")
    assert s.current_player == 3 and moves_of(s) == {"tribute A SA"}
    s.apply("tribute A SA")
    assert s.tribute_pairs == [(3, 0), (1, 2)]  # the A (larger) to the 1st, the K to the 2nd
    assert s.phase == "return" and s.current_player == 0
    play(s, "back 5 S5")
    assert s.current_player == 2
    play(s, "back 7 S7")
    assert s.phase == "play" and s.current_player == 3  # the payer of the larger card leads
    assert "S5" in s.hand(3) and "S7" in s.hand(1)


def test_double_tribute_equal_cards_next_after_first_pays_first():
    hands = [["S5", "S6"], ["SA", "S3"], ["S7", "S8"], ["CA", "S4"]]
    s = play(Game().new_deal(hands, level="2", previous_finish=[0, 2, 1, 3]), "tribute A SA", "tribute A CA")
    assert s.tribute_pairs == [(1, 0), (3, 2)]  # equal: seat 1, next after the 1st, pays the 1st
    play(s, "back 5 S5", "back 7 S7")
    assert s.current_player == 1  # equal cards: the one who paid the 1st leads
    other = play(
        Game(double_tribute_tie="previous_before_first").new_deal(hands, level="2", previous_finish=[0, 2, 1, 3]),
        "tribute A SA",
        "tribute A CA",
    )
    assert other.tribute_pairs == [(3, 0), (1, 2)]


def test_anti_tribute_single_payer_holding_both_big_jokers():
    hands = [["S5", "S6"], ["S3"], ["S7"], ["HR", "HR", "S4"]]
    s = Game().new_deal(hands, level="2", previous_finish=[0, 1, 2, 3])
    assert s.tribute == "anti" and s.phase == "play"
    assert s.current_player == 0  # anti-tribute: the previous 1st leads
    assert s.observation(1).shown_big_jokers == [0, 0, 0, 2]


def test_anti_tribute_double_payers_holding_both_big_jokers_together():
    hands = [["S5", "S6"], ["HR", "S3"], ["S7"], ["HR", "S4"]]
    s = Game().new_deal(hands, level="2", previous_finish=[0, 2, 1, 3])
    assert s.tribute == "anti" and s.current_player == 0
    one_joker = [["S5", "S6"], ["HR", "S3"], ["S7"], ["SB", "S4"]]  # one big joker is not enough
    assert Game().new_deal(one_joker, level="2", previous_finish=[0, 2, 1, 3]).tribute == "double"


def test_return_at_most_ten_never_level_cards_or_jokers():
    hands = [["S5", "ST", "SJ", "SB", "D2"], ["S3"], ["S7"], ["SA", "S4"]]
    s = play(Game().new_deal(hands, level="5", previous_finish=[0, 1, 2, 3]), "tribute A SA")
    # Seat 0 holds S5 (a level card), ST, SJ, SB, D2, SA: returnable are ST and D2.
    assert moves_of(s) == {"back T ST", "back 2 D2"}
    s_any = play(Game(return_max=0).new_deal(hands, level="5", previous_finish=[0, 1, 2, 3]), "tribute A SA")
    assert len(s_any.legal_moves()) == 6  # every card may be returned


def test_return_lowest_card_when_nothing_qualifies():
    hands = [["SK", "HR"], ["S3"], ["S7"], ["SA", "S4"]]
    s = play(Game().new_deal(hands, level="2", previous_finish=[0, 1, 2, 3]), "tribute A SA")
    assert moves_of(s) == {"back K SK"}  # K is the lowest of K, A, big joker


def test_tribute_cards_are_private_to_giver_and_receiver():
    hands = [["S3", "S4", "C5"], ["D3", "D4"], ["C3", "C4"], ["H2", "SA", "CA", "S6"]]
    s = play(Game().new_deal(hands, level="2", previous_finish=[0, 1, 2, 3]), "tribute A SA", "back 3 S3")
    assert str(s.observation(3).gave) == "tribute A SA" and str(s.observation(3).received) == "back 3 S3"
    assert str(s.observation(0).received) == "tribute A SA" and str(s.observation(0).gave) == "back 3 S3"
    for seat in (1, 2):
        assert s.observation(seat).gave is None and s.observation(seat).received is None


def test_no_play_to_beat_during_tribute_and_return():
    # Regression: the previous deal's last play used to linger as `top` into the next deal's
    # tribute and return phases (and into observations and their tensors).
    import random

    rng = random.Random(1)
    s = Game().new_match(seed=1)
    checked = 0
    while not s.is_terminal() and s.deal_index < 4:
        if s.phase in ("tribute", "return"):
            assert s.top is None and s.top_seat is None
            obs = s.observation(s.current_player)
            assert obs.top is None and obs.top_seat is None
            start, stop = guandan.TENSOR_LAYOUT["top_cards"]
            assert not obs.tensor()[start:stop].any()
            checked += 1
        s.apply(rng.choice(list(s.legal_moves())))
    assert checked > 0


# ---------------------------------------------------------------- §5 levels and the match


def levels_after(finishes, **options):
    return [row["levels"] for row in progress(options, finishes)]


def test_level_rises_three_two_one_by_partner_place():
    assert levels_after([[0, 2, 1, 3]]) == [("5", "2")]  # partner 2nd: 2 + 3
    assert levels_after([[0, 1, 2, 3]]) == [("4", "2")]  # partner 3rd: 2 + 2
    assert levels_after([[0, 1, 3, 2]]) == [("3", "2")]  # partner 4th: 2 + 1
    assert levels_after([[3, 1, 0, 2]]) == [("2", "5")]  # seat 3's team (1, 3) went 1-2


def test_next_deal_is_played_at_the_winners_level():
    rows = progress({}, [[0, 2, 1, 3], [1, 0, 3, 2], [0, 1, 2, 3]])
    # Deal 1 at 2; team 0 won 1-2 (2 + 3 = 5), so deal 2 is at its 5; team 1 won 1-3 there
    # (seat 3 third: 2 + 2 = 4), so deal 3 is at team 1's 4.
    assert [r["deal_level"] for r in rows] == ["2", "5", "4"]
    assert [r["declarer"] for r in rows] == [None, 0, 1]


A_BY_DOUBLE_DOWNS = [[0, 2, 1, 3]] * 4  # team 0: 2 -> 5 -> 8 -> J -> A (capped at A)


def test_level_capped_at_a():
    assert levels_after(A_BY_DOUBLE_DOWNS)[-1] == ("A", "2")


@pytest.mark.parametrize("finish", [[0, 2, 1, 3], [0, 1, 2, 3]], ids=["partner_2nd", "partner_3rd"])
def test_a_passed_with_partner_second_or_third_wins_match(finish):
    rows = progress({}, A_BY_DOUBLE_DOWNS + [finish])
    assert rows[-1]["deal_level"] == "A" and rows[-1]["match_winner"] == 0


def test_a_not_passed_with_partner_fourth():
    rows = progress({}, A_BY_DOUBLE_DOWNS + [[0, 1, 3, 2]])
    assert rows[-1]["match_winner"] is None and rows[-1]["levels"] == ("A", "2")
    assert rows[-1]["a_failures"] == (1, 0)


def test_a_failures_any_fall_back_to_2_after_limit():
    # At A, team 0 loses the deal (team 1 wins 1-3: 2 + 2 = 4): failure 1. Team 0 wins back
    # 1-4 (capped at A, and that deal was at team 1's level: no failure). Then at its A it
    # fails twice more with 1-4 wins: failures 2, 3 -> drops to 2.
    rows = progress({}, A_BY_DOUBLE_DOWNS + [[1, 0, 3, 2], [0, 1, 3, 2], [0, 1, 3, 2], [0, 1, 3, 2]])
    assert [r["a_failures"][0] for r in rows[4:]] == [1, 1, 2, 0]
    assert rows[-1]["levels"] == ("2", "4") and rows[-1]["match_winner"] is None


def test_a_failures_partner_last_counts_only_1_4():
    finishes = A_BY_DOUBLE_DOWNS + [[1, 0, 3, 2], [0, 1, 3, 2], [0, 1, 3, 2], [0, 1, 3, 2]]
    rows = progress({"a_fail_counts": "partner_last"}, finishes)
    # The loss does not count; the three 1-4 wins at A do: 1, 2, 3 -> back to 2 at the third.
    assert [r["a_failures"][0] for r in rows[4:]] == [0, 0, 1, 2]
    assert rows[-1]["levels"] == ("A", "4")
    rows = progress({"a_fail_counts": "partner_last"}, finishes + [[0, 1, 3, 2]])
    assert rows[-1]["levels"][0] == "2" and rows[-1]["a_failures"][0] == 0


def test_a_fail_limit_zero_never_drops():
    rows = progress({"a_fail_limit": 0}, A_BY_DOUBLE_DOWNS + [[0, 1, 3, 2]] * 5)
    assert rows[-1]["levels"][0] == "A"


def test_target_level_8():
    rows = progress({"target_level": "8"}, [[0, 2, 1, 3], [0, 2, 1, 3], [0, 2, 1, 3]])
    # 2 -> 5 -> 8 (capped at 8), then 1-2 at its own 8 wins the match.
    assert [r["levels"][0] for r in rows] == ["5", "8", "8"]
    assert rows[-1]["match_winner"] == 0


def test_max_deals_higher_level_wins_or_draw():
    assert progress({"max_deals": 1}, [[0, 2, 1, 3]])[-1]["match_winner"] == 0  # 5 vs 2
    assert progress({"max_deals": 2}, [[0, 2, 1, 3], [1, 3, 0, 2]])[-1]["match_winner"] == "draw"  # 5 vs 5


def test_streak_bonus_and_penalty_in_suqian():
    finishes = [[1, 3, 0, 2], [0, 1, 2, 3], [0, 1, 2, 3], [0, 1, 2, 3]]
    suqian = Game("suqian").options
    rows = progress(suqian, finishes)
    # Deal 1: team 1 +3 -> 5. Deals 2-4: seat 0 1st and seat 3 last three times running.
    # Team 0: 2 -> 4 -> 6 -> 6 + 2 + 1 bonus = 9. Team 1: 5 - 1 (seat 3 last a 3rd time) = 4.
    assert [r["levels"] for r in rows] == [("2", "5"), ("4", "5"), ("6", "5"), ("9", "4")]
    assert rows[-1]["gain"] == 3
    assert levels_after(finishes)[-1] == ("8", "5")  # competition: no streaks


def test_streak_double_down_losers_both_count_as_last():
    rows = progress(Game("suqian").options, [[1, 3, 0, 2]] + [[0, 2, 1, 3]] * 3)
    # Team 0: 5, 8, then 8 + 3 + 1 (seat 0 1st three times) = Q. Team 1 (5): seats 1 and 3 are
    # both last three times: 5 - 1 - 1 = 3.
    assert rows[-1]["levels"] == ("Q", "3")


def test_scoring_levels_and_none():
    finishes = A_BY_DOUBLE_DOWNS + [[0, 2, 1, 3]]
    assert progress({}, finishes)[-1]["scores"] == (15, -15)  # five deals won 1-2: 5 x 3
    rows = progress({"scoring": "none"}, finishes)
    assert rows[-2]["scores"] == (0, 0) and rows[-1]["scores"] == (1, -1)


def test_scoring_seed003_winners_plus_ten_losers_nothing_for_the_match_winning_deal():
    # Seed 003: 打到A，胜方加10分，输方不扣分. Deals 1-4 (2 -> 5 -> 8 -> J -> A) score as levels:
    # team 0 +3 each, team 1 -3 each = (12, -12); deal 5 passes A: team 0 +3 + 10, team 1 -0.
    finishes = A_BY_DOUBLE_DOWNS + [[0, 2, 1, 3]]
    rows = progress({"scoring": "seed003"}, finishes)
    assert [row["scores"] for row in rows] == [(3, -3), (6, -6), (9, -9), (12, -12), (25, -12)]
    assert rows[-1]["match_winner"] == 0


def test_scoring_seed003_without_a_match_win_is_levels():
    # max_deals ends the match by levels: no deal wins it at A, so no bonus: 2 x (+3 / -3).
    rows = progress({"scoring": "seed003", "max_deals": 2}, [[0, 2, 1, 3], [0, 2, 1, 3]])
    assert rows[-1]["scores"] == (6, -6) and rows[-1]["match_winner"] == 0


# ---------------------------------------------------------------- options and presets


def test_presets_and_options_are_readable():
    assert Game().options["streak_bonus"] is False
    assert Game("suqian").options["streak_bonus"] is True
    assert Game(a_fail_limit=5).options["a_fail_limit"] == 5
    s = Game(target_level=8).new_match(seed=1)
    assert s.options["target_level"] == "8"


@pytest.mark.parametrize(
    "options, word",
    [
        ({"a_fail_limit": -1}, "a_fail_limit"),
        ({"a_fail_counts": "some"}, "a_fail_counts"),
        ({"target_level": "Z"}, "target_level"),
        ({"max_deals": 1.5}, "max_deals"),
        ({"return_max": 15}, "return_max"),
        ({"scoring": "points"}, "scoring"),
        ({"streak_bonus": 1}, "streak_bonus"),
        ({"double_tribute_tie": "random"}, "double_tribute_tie"),
        ({"bogus": 1}, "bogus"),
    ],
)
def test_bad_options_raise_invalid_option_error_naming_them(options, word):
    with pytest.raises(paiju.InvalidOptionError, match=word):
        Game(**options)


def test_unknown_preset():
    with pytest.raises(paiju.InvalidOptionError, match="preset"):
        Game("beijing")


def test_new_deal_rejects_bad_hands():
    with pytest.raises(paiju.InvalidCardError):
        Game().new_deal([["SA"], ["SA"], ["SA"], ["S3"]])  # three SA
    with pytest.raises(paiju.InvalidCardError):
        Game().new_deal([["SA"], [], ["S4"], ["S3"]])
    with pytest.raises(paiju.InvalidOptionError):
        Game().new_deal([["SA"], ["S5"], ["S4"], ["S3"]], leader=4)
    with pytest.raises(paiju.InvalidOptionError):
        Game().new_deal([["SA"], ["S5"], ["S4"], ["S3"]], previous_finish=[0, 0, 1, 2])
