"""Liangfutou match rules, spec sections 3-6: one test per rule, on hand-built small deals.

Seat 0 calls S9, which it holds once; seat 2 holds the other S9 and is the secret partner.
Payments are counted by hand in the comments (units; each loser pays each winner).
"""

import pytest

import paiju
from paiju import liangfutou as L
from paiju.liangfutou import Game


def moves_of(state):
    return sorted(str(m) for m in state.legal_moves())


def play(state, *moves):
    for move in moves:
        state.apply(move)
    return state


def called_deal(hands, **options):
    return play(Game(**options).new_deal(hands, caller=0), "call S9", "pass", "pass", "pass")


ONE_TWO = [["S9", "H9"], ["H4", "C5"], ["S9"], ["D6", "D7"]]


def test_caller_may_call_only_a_card_it_holds_once():
    s = Game().new_deal([["S9", "H8", "H8"], ["H4"], ["S9"], ["D6"]], caller=0)
    assert s.phase == "call" and s.current_player == 0
    assert moves_of(s) == ["call S9", "solo"]  # H8 is held twice
    with pytest.raises(paiju.IllegalMoveError, match="both copies"):
        s.apply("call H8")


def test_caller_without_a_single_card_must_go_solo():
    s = Game().new_deal([["H8", "H8"], ["H4"], ["S9"], ["D6"]], caller=0)
    assert moves_of(s) == ["solo"]


def test_partner_is_secret_until_the_called_card_is_played():
    s = play(called_deal(ONE_TWO), "pair 9 S9 H9")  # the caller's own copy reveals nothing
    assert not s.revealed
    assert s.observation(1).partner is None and s.observation(3).partner is None
    assert s.observation(2).partner == 2  # the holder knows
    play(s, "pass", "pass", "pass", "single 4 H4", "single 9 S9")
    assert s.revealed and s.observation(1).partner == 2


def test_reveal_on_play_false_keeps_the_partner_secret_during_play():
    s = play(called_deal([["S9", "H9"], ["H4", "C5"], ["S9", "C3"], ["D6", "D7"]], reveal_on_play=False),
             "pair 9 S9 H9", "pass", "pass", "pass", "single 4 H4", "single 9 S9")
    assert not s.revealed and s.observation(1).partner is None


def test_solo_declared_by_another_seat_and_let_stand():
    # solo_order counter_clockwise (default): after seat 0's call, seat 3 is asked first.
    s = play(Game().new_deal(ONE_TWO, caller=0), "call S9", "solo")
    assert s.phase == "solo" and s.current_player == 0  # the caller may pre-empt
    s.apply("pass")
    assert s.solo == 3 and s.called is None  # the call is void
    assert s.phase == "play" and s.current_player == 0  # the caller leads anyway
    # Seat 0 goes out first: the solo player lost; it pays each of the three 3 (stake 3).
    play(s, "pair 9 S9 H9")
    assert s.phase == "match_over" and s.last_payments == [3, 3, 3, -9]


def test_caller_pre_empts_a_solo_declaration():
    s = play(Game().new_deal(ONE_TWO, caller=0), "call S9", "solo", "solo")
    assert s.solo == 0
    play(s, "pair 9 S9 H9")  # the solo caller goes out first: each of the three pays 3
    assert s.last_payments == [9, -3, -3, -3]


def test_others_are_asked_counter_clockwise_by_default():
    # Seed 004: 按照逆时针 — play goes 0 -> 1 -> 2 -> 3, so the asking goes 3 -> 2 -> 1.
    s = play(Game().new_deal(ONE_TWO, caller=0), "call S9")
    assert Game().options["solo_order"] == "counter_clockwise"
    assert s.current_player == 3
    s.apply("pass")
    assert s.current_player == 2
    s.apply("pass")
    assert s.current_player == 1
    s.apply("solo")
    assert s.current_player == 0


def test_solo_order_play_order_asks_the_next_seat_first():
    s = play(Game(solo_order="play_order").new_deal(ONE_TWO, caller=2), "call S9")
    assert s.current_player == 3  # the caller's next seat in play order
    s.apply("pass")
    assert s.current_player == 0
    s.apply("pass")
    assert s.current_player == 1


def test_solo_order_decides_who_may_go_solo():
    # Seats 1 and 3 would both declare; the first declaration ends the asking.
    for order, first_asked in (("counter_clockwise", 3), ("play_order", 1)):
        s = play(Game(solo_order=order).new_deal(ONE_TWO, caller=0), "call S9", "solo", "pass")
        assert s.solo == first_asked and s.phase == "play"


def test_records_without_solo_order_replay_as_played_before_the_option():
    # A record written before solo_order existed was played in play order: seat 1 declared solo
    # as the first seat asked. Without the option it must replay that way.
    s = play(Game(solo_order="play_order").new_deal(ONE_TWO, caller=0), "call S9", "solo", "pass")
    record = s.to_record()
    del record["options"]["solo_order"]
    again = L.replay(record)
    assert again.options["solo_order"] == "play_order" and again.solo == 1
    record["options"]["solo_order"] = "counter_clockwise"  # stated: then it must be followed
    with pytest.raises(paiju.InvalidRecordError, match="seat 1 but seat 3"):
        L.replay(record)


def test_solo_stake_option():
    s = play(Game(solo_stake=5).new_deal(ONE_TWO, caller=0), "call S9", "solo", "solo", "pair 9 S9 H9")
    assert s.last_payments == [15, -5, -5, -5]


def test_next_seat_takes_the_lead_when_a_player_goes_out():
    s = play(called_deal(ONE_TWO), "pair 9 S9 H9", "pass", "pass", "pass")
    assert s.current_player == 1  # 下家接风: the next seat, not the partner (seat 2)
    assert "pass" not in moves_of(s)  # and it leads a new trick


def test_one_two_each_loser_pays_each_winner_two():
    s = play(called_deal(ONE_TWO), "pair 9 S9 H9", "pass", "pass", "pass", "single 4 H4", "single 9 S9")
    assert s.phase == "match_over" and s.finish_order[:2] == [0, 2]
    assert s.last_payments == [4, -4, 4, -4]  # winners receive 2 from each of two losers


def test_one_three_each_loser_pays_each_winner_one():
    hands = [["S9", "H9"], ["H4"], ["S9", "C3"], ["D6", "D7"]]
    s = play(called_deal(hands), "pair 9 S9 H9", "pass", "pass", "pass", "single 4 H4")
    assert s.phase == "play"  # seat 1 (an opponent) is 2nd: not decided yet
    play(s, "single 9 S9", "pass", "single 3 C3")
    assert s.finish_order == [0, 1, 2, 3] and s.last_payments == [2, -2, 2, -2]


def test_one_four_is_a_draw():
    hands = [["S9", "H9"], ["H4"], ["S9", "C3", "C4"], ["D6"]]
    s = play(called_deal(hands), "pair 9 S9 H9", "pass", "pass", "pass", "single 4 H4", "single 9 S9", "pass",
             "single 3 C3", "single 6 D6")
    assert s.finish_order[:3] == [0, 1, 3] and s.last_payments == [0, 0, 0, 0]


def test_rewards_are_paid_by_each_other_player_win_or_lose():
    hands = [["S9", "H9"], ["H4", "C5"], ["S9"], ["SB", "SB", "HR"]]  # seat 3 holds three jokers: 1 unit
    s = play(called_deal(hands), "pair 9 S9 H9", "pass", "pass", "pass", "single 4 H4", "single 9 S9")
    assert s.dealt_rewards() == [0, 0, 0, 1]
    assert s.last_payments == [4 - 1, -4 - 1, 4 - 1, -4 + 3]


def test_match_caller_is_random_then_previous_first():
    callers = [Game().new_match(seed=k).caller for k in range(24)]
    assert set(callers) == {0, 1, 2, 3}
    s = Game(max_deals=2).new_match(seed=3)
    while s.deal_index == 0:
        s.apply(s.legal_moves()[0])
    assert s.caller == s.observation(0).caller


def test_records_replay_and_bad_options():
    s = Game(max_deals=2).new_match(seed=4)
    for _ in range(60):
        s.apply(s.legal_moves()[-1])
    again = L.replay(s.to_record())
    assert again.returns() == s.returns() and [str(again.hand(t)) for t in range(4)] == [str(s.hand(t)) for t in range(4)]
    with pytest.raises(paiju.InvalidRecordError):
        L.replay({"game": "liangfutou"})
    for options in ({"solo_stake": 0}, {"reveal_on_play": 1}, {"bogus": True}, {"solo_order": "clockwise"}):
        with pytest.raises(paiju.InvalidOptionError):
            Game(**options)


# ---------------------------------------------------------------- §6 rewards, on the hand as dealt


def rewards_of(hand):
    return Game().new_deal([hand, ["DJ"], ["DQ"], ["DK"]], caller=1).dealt_rewards()[0]


def test_reward_four_of_one_rank_in_one_colour():
    assert rewards_of(["H2", "H2", "D2", "D2"]) == 1  # four red 2s
    assert rewards_of(["S2", "S2", "C2", "C2", "H6"]) == 1  # four black 2s
    assert rewards_of(["S2", "S2", "H2", "H2"]) == 0  # four 2s but two colours


def test_reward_three_jokers_and_all_four():
    assert rewards_of(["SB", "SB", "HR"]) == 1
    assert rewards_of(["SB", "SB", "HR", "HR"]) == 3  # all four: 3 units, not also "three"


def test_reward_four_natural_bombs():
    bombs = [s + r for r in "3456" for s in ("S", "H", "S", "H")]  # four ranks, 2 black + 2 red each
    assert rewards_of(bombs) == 1


def test_reward_six_card_bomb_with_four_of_one_colour():
    # S9 S9 C9 C9 (four black) H9 D9: 1 (four black) + 2 (6+ with four of a colour) = 3
    assert rewards_of(["S9", "S9", "C9", "C9", "H9", "D9"]) == 3


def test_reward_natural_eight_card_bomb():
    # all eight 7s: four black (1) + four red (1) + 6+ with four of a colour (2) + eight (3) = 7
    assert rewards_of(["S7", "S7", "C7", "C7", "H7", "H7", "D7", "D7"]) == 7
