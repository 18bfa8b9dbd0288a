"""Self-tests of the pure-Python Guandan deal/match reference oracle.

Every expectation is counted by hand from docs/rules/guandan.md
§4-§7 and the settled semantics; the arithmetic is in the comments.
Seats 0..3 play in order; team 0 = {0, 2}, team 1 = {1, 3}.
Level indices: 2:0 3:1 4:2 5:3 6:4 7:5 8:6 9:7 T:8 J:9 Q:10 K:11 A:12.
"""

import pytest

from .guandan_reference import PASS
from .guandan_match_reference import (
    RefDeal,
    match_progress,
    perft,
    perft_divide,
    return_choices,
    tribute_choices,
    tribute_plan,
    tribute_result,
)


def mv(kind, rank, cards):
    return (kind, rank, tuple(sorted(cards)))


def s(card):
    return mv("Single", card[1], [card])


def play(deal, *moves):
    for m in moves:
        deal = deal.apply(m)
    return deal


# ====================================================================== deal

# Deal A: one card each, level 2, seat 0 leads.
#   0: S3   1: S4   2: S5   3: S6
# Tree (ply by ply):
#   0 leads S3 (only move) -> 0 out (1st)
#   1: PASS | S4
#   [S4] 1 out.  2: PASS | S5
#        [S5] 2 out -> team 0 both out -> over, finish 0,1,2,3        (leaf A1)
#        [PASS] 3: PASS | S6
#               [S6] 3 out -> team 1 both out -> over, 0,1,3,2        (leaf A2a)
#               [PASS] 2 and 3 passed, last player 1 is out -> 接风 to 3;
#                      3 leads S6 -> over, 0,1,3,2                     (leaf A2b)
#   [PASS] 2: PASS | S5
#        [S5] 2 out -> team 0 out -> over, 0,2 + (1,3 seat order)     (leaf B1)
#        [PASS] 3: PASS | S6
#               [S6] 3 out; 1: only PASS (4<6); 2: only PASS (5<6);
#                    trick over, 3 is out -> 接风 to 1; 1 leads S4 -> over,
#                    finish 0,3,1,2                                    (leaf B2a)
#               [PASS] 1,2,3 passed, 0 out -> 接风 to 2; 2 leads S5 ->
#                    over, finish 0,2,1,3                              (leaf B2b)
DEAL_A = [["S3"], ["S4"], ["S5"], ["S6"]]


@pytest.mark.parametrize("depth, expected", [
    (0, 1),
    (1, 1),   # S3
    (2, 2),   # 1: PASS | S4
    (3, 4),   # 2 + 2 (seat 2 has PASS|S5 in both branches)
    (4, 6),   # A1 leaf 1 + A2 (PASS|S6) 2 + B1 leaf 1 + B2 (PASS|S6) 2
    (5, 6),   # every remaining branch has exactly one move (or is a leaf)
    (6, 6),
    (8, 6),   # 6 leaves in total: A1 A2a A2b B1 B2a B2b
])
def test_perft_one_card_each(depth, expected):
    assert perft(RefDeal(DEAL_A, "2", 0), depth) == expected


def test_one_card_each_leading_has_no_pass_and_following_does():
    d = RefDeal(DEAL_A, "2", 0)
    assert d.current_player == 0 and d.is_leading()
    assert d.legal_moves() == {s("S3")}
    d = d.apply(s("S3"))
    assert d.finish_order == [0]
    assert d.current_player == 1
    assert d.legal_moves() == {PASS, s("S4")}


def test_jiefeng_to_partner_after_others_pass():
    # leaf B2b: 0 goes out with S3, 1 2 3 pass -> lead to partner 2
    d = play(RefDeal(DEAL_A, "2", 0), s("S3"), PASS, PASS, PASS)
    assert d.current_player == 2 and d.is_leading()
    assert d.legal_moves() == {s("S5")}
    d = d.apply(s("S5"))
    assert d.is_over() and d.current_player is None
    # 1-2 finish: the remaining seats 1 and 3 appended in seat order
    assert d.finish_order == [0, 2, 1, 3]
    assert d.legal_moves() == set()


def test_jiefeng_after_a_later_player_goes_out():
    # leaf B2a: 0 out with S3, 1 PASS, 2 PASS, 3 out with S6 (now last player),
    # 1 PASS (forced), 2 PASS (forced) -> 3 is out -> lead to its partner 1
    d = play(RefDeal(DEAL_A, "2", 0), s("S3"), PASS, PASS, s("S6"))
    assert d.finish_order == [0, 3]
    assert d.current_player == 1 and d.legal_moves() == {PASS}
    d = d.apply(PASS)
    assert d.current_player == 2 and d.legal_moves() == {PASS}
    d = d.apply(PASS)
    assert d.current_player == 1 and d.is_leading()
    d = d.apply(s("S4"))
    assert d.is_over() and d.finish_order == [0, 3, 1, 2]


def test_deal_ends_at_three_out_with_1_4_finish():
    # leaf A2a: out order 0, 1, 3 -> team 1 both out and three seats out;
    # the 4th (seat 2, partner of the winner) is appended
    d = play(RefDeal(DEAL_A, "2", 0), s("S3"), s("S4"), PASS, s("S6"))
    assert d.is_over() and d.finish_order == [0, 1, 3, 2]
    assert d.hand(2) == ["S5"]
    with pytest.raises(ValueError):
        d.apply(PASS)


def test_apply_returns_new_deal_and_rejects_illegal():
    d0 = RefDeal(DEAL_A, "2", 0)
    d1 = d0.apply(s("S3"))
    assert d0.current_player == 0 and d0.hand(0) == ["S3"] and d0.finish_order == []
    assert d1.hand(0) == [] and d1.card_counts() == (0, 1, 1, 1)
    with pytest.raises(ValueError):
        d0.apply(PASS)            # leading: no PASS
    with pytest.raises(ValueError):
        d0.apply(s("S4"))         # not in seat 0's hand
    c = d1.copy()
    assert c.history == d1.history and c is not d1


# Deal B: level 2, seat 0 leads.
#   0: S3 C3   1: S4   2: S5 S6   3: S7
DEAL_B = [["S3", "C3"], ["S4"], ["S5", "S6"], ["S7"]]


@pytest.mark.parametrize("depth, expected", [
    (1, 3),    # Single S3, Single C3 (different physical cards), Pair 3
    # after a single 3: seat 1 PASS | S4 (2 each); after the pair: 1 only PASS
    (2, 5),    # 2 + 2 + 1
    # single 3 -> {S4, PASS} -> seat 2: PASS | S5 | S6 (both beat 3 and 4): 2*3
    # per single, x2 singles = 12; pair -> PASS -> seat 2 PASS only: 1
    (3, 13),   # 12 + 1
    # each of the 6 seat-2 nodes per single gives seat 3 PASS | S7 (7 beats 3,4,5,6):
    # 2 * (6 * 2) = 24; pair -> PASS, PASS -> seat 3 PASS only (single 7 vs pair): 1
    (4, 25),   # 24 + 1
])
def test_perft_two_card_hands(depth, expected):
    assert perft(RefDeal(DEAL_B, "2", 0), depth) == expected


def test_perft_divide_two_card_hands():
    # the depth-4 split by the first move: 12 / 12 / 1 (see above)
    div = perft_divide(RefDeal(DEAL_B, "2", 0), 4)
    assert div == {s("S3"): 12, s("C3"): 12, mv("Pair", "3", ["S3", "C3"]): 1}


def test_pair_lead_out_then_jiefeng_to_partner_with_choice():
    # 0 leads pair 3 and is out; 1, 2, 3 cannot beat a pair -> forced passes;
    # 接风: seat 2 leads with S5 or S6 (2 moves) -> perft depth 5 of this line:
    pair = mv("Pair", "3", ["S3", "C3"])
    d = play(RefDeal(DEAL_B, "2", 0), pair, PASS, PASS, PASS)
    assert d.current_player == 2 and d.is_leading()
    assert d.legal_moves() == {s("S5"), s("S6")}
    # after e.g. S5: seat 3 (next holding cards after 2; 0 is out) PASS | S7
    d2 = d.apply(s("S5"))
    assert d2.current_player == 3 and d2.legal_moves() == {PASS, s("S7")}


def test_pass_does_not_lock_out_of_trick():
    # 0: S3 S4, 1: SA C5, 2: S5, 3: S6 (level 2)
    # 0 leads S3; 1 passes; 2 plays S5; 3 passes; 0 passes (4 < 5);
    # seat 1 passed earlier but may now play SA over S5.
    d = RefDeal([["S3", "S4"], ["SA", "C5"], ["S5"], ["S6", "C6"]], "2", 0)
    d = play(d, s("S3"), PASS, s("S5"))
    assert d.finish_order == [2]
    d = play(d, PASS)              # seat 3 passes
    assert d.current_player == 0
    assert d.legal_moves() == {PASS}
    d = d.apply(PASS)
    assert d.current_player == 1
    assert d.legal_moves() == {PASS, s("SA")}   # C5 does not beat S5
    # if seat 1 passes too, everyone still holding cards (0,1,3) passed
    # since 2's play; 2 is out -> 接风 to partner 0
    d_pass = d.apply(PASS)
    assert d_pass.current_player == 0 and d_pass.is_leading()
    # if seat 1 plays SA: seat 3 next (2 out), then 0
    d_sa = d.apply(s("SA"))
    assert d_sa.current_player == 3 and d_sa.legal_moves() == {PASS}


def test_trick_returns_to_last_player_holding_cards():
    # level 3 (S2 is then the lowest single): 0 leads SK; 1 (S2), 2 (C4),
    # 3 (S5) cannot beat K and pass -> 0 holds cards and leads again.
    d = RefDeal([["SK", "S4"], ["S2"], ["C4"], ["S5"]], "3", 0)
    d = play(d, s("SK"), PASS, PASS, PASS)
    assert d.current_player == 0 and d.is_leading() and d.top_move is None
    assert d.legal_moves() == {s("S4")}


def test_one_two_finish_remaining_in_seat_order_not_play_order():
    # level 2, seat 3 leads SA and is out; 0, 1, 2 cannot beat A -> pass;
    # 接风 to 1, which leads S4 -> team 1 out 1-2 -> remaining 0, 2 (seat
    # order; play order after seat 1 would be 2, 0).
    hands = [["S3", "C3"], ["S4"], ["S5", "C5"], ["SA"]]
    d = play(RefDeal(hands, "2", 3), s("SA"), PASS, PASS, PASS)
    assert d.current_player == 1
    d = d.apply(s("S4"))
    assert d.is_over() and d.finish_order == [3, 1, 0, 2]
    # the tree is a single line: SA, PASS, PASS, PASS, S4 -> 1 leaf
    for depth in range(0, 8):
        assert perft(RefDeal(hands, "2", 3), depth) == 1


def test_bad_deals_rejected():
    with pytest.raises(ValueError):
        RefDeal([["S3"], ["S4"], ["S5"]], "2", 0)
    with pytest.raises(ValueError):
        RefDeal([["S3"], [], ["S5"], ["S6"]], "2", 0)
    with pytest.raises(ValueError):
        RefDeal([["S3", "S3"], ["S3"], ["S5"], ["S6"]], "2", 0)   # 3 copies
    with pytest.raises(ValueError):
        RefDeal(DEAL_A, "2", 4)


# ====================================================================== match

def prog(finishes, **kw):
    return match_progress(finishes, **kw)


def test_gains_three_two_one():
    r = prog([[0, 2, 1, 3], [1, 0, 3, 2], [2, 1, 3, 0]])
    # d1: level 2, no declarer, team 0 wins 1-2: +3 -> 2+3 = 5
    assert r[0]["deal_level"] == "2" and r[0]["declarer"] is None
    assert r[0]["winner"] == 0 and r[0]["gain"] == 3
    assert r[0]["levels"] == ("5", "2") and r[0]["scores"] == (3, -3)
    # d2: played at team 0's 5; team 1 wins, partner 3 3rd: +2 -> 2+2 = 4
    assert r[1]["deal_level"] == "5" and r[1]["declarer"] == 0
    assert r[1]["winner"] == 1 and r[1]["gain"] == 2
    assert r[1]["levels"] == ("5", "4") and r[1]["scores"] == (3 - 2, -3 + 2)
    # d3: played at team 1's 4; seat 2 wins, partner 0 4th: +1 -> 5+1 = 6
    assert r[2]["deal_level"] == "4" and r[2]["declarer"] == 1
    assert r[2]["winner"] == 0 and r[2]["gain"] == 1
    assert r[2]["levels"] == ("6", "4") and r[2]["scores"] == (1 + 1, -1 - 1)
    assert all(x["match_winner"] is None for x in r)
    assert all(x["a_failures"] == (0, 0) for x in r)


TO_A = [[0, 2, 1, 3]] * 4   # team 0: 2 -> 5 -> 8 -> J -> A (0+3*4 = 12 = A)


def test_reach_a_then_pass_with_partner_second():
    r = prog(TO_A + [[0, 2, 1, 3], [1, 3, 0, 2]])   # the 6th finish is ignored
    assert [x["levels"][0] for x in r[:4]] == ["5", "8", "J", "A"]
    assert len(r) == 5
    assert r[4]["deal_level"] == "A" and r[4]["declarer"] == 0
    assert r[4]["match_winner"] == 0
    assert r[3]["match_winner"] is None
    assert r[4]["scores"] == (15, -15)   # 5 deals x 3


def test_pass_a_with_partner_third():
    r = prog(TO_A + [[2, 1, 0, 3]])      # seat 2 1st, partner 0 3rd
    assert r[-1]["match_winner"] == 0 and r[-1]["gain"] == 2


def test_no_pass_with_partner_last_and_no_level_up():
    r = prog(TO_A + [[0, 1, 3, 2]])      # 1-4 at its own A
    last = r[-1]
    assert last["match_winner"] is None
    assert last["levels"] == ("A", "2")  # capped: no level up
    assert last["a_failures"] == (1, 0)  # counts under "any"
    r2 = prog(TO_A + [[0, 1, 3, 2]], a_fail_counts="partner_last")
    assert r2[-1]["a_failures"] == (1, 0)  # and under partner_last (it is a 1-4)


# After TO_A (team 0 at A):
#  d5 [1,0,3,2]: decl 0 at A; seat 1 wins, partner 3 is 3rd: team 1 2+2 = "4".
#      any: team 0 fails 1.  partner_last: not a 1-4 of team 0 -> 0.
#  d6 [0,1,2,3]: decl 1 at 4, team 0 wins +2, capped at A; no count.
#  d7 [0,1,3,2]: decl 0 at A, 1-4: any 2; partner_last 1.
#  d8 [1,2,3,0]: decl 0 at A, team 1 wins, partner 3 3rd: +2 -> 4+2 = "6".
#      any: 3 = limit -> team 0 drops to 2, count 0.  partner_last: stays 1.
FAILS = TO_A + [[1, 0, 3, 2], [0, 1, 2, 3], [0, 1, 3, 2], [1, 2, 3, 0]]


def test_a_failures_any_and_drop_to_two():
    r = prog(FAILS)
    assert [x["a_failures"] for x in r[4:]] == [(1, 0), (1, 0), (2, 0), (0, 0)]
    assert [x["levels"] for x in r[4:]] == [("A", "4"), ("A", "4"), ("A", "4"), ("2", "6")]
    assert [x["deal_level"] for x in r[4:]] == ["A", "4", "A", "A"]
    assert [x["declarer"] for x in r[4:]] == [0, 1, 0, 0]
    assert all(x["match_winner"] is None for x in r)
    # d9: team 1 won d8 -> declarer 1, played at team 1's 6
    r9 = prog(FAILS + [[0, 2, 1, 3]])
    assert r9[-1]["declarer"] == 1 and r9[-1]["deal_level"] == "6"
    assert r9[-1]["levels"] == ("5", "6")    # team 0: 2+3


def test_a_failures_partner_last():
    r = prog(FAILS, a_fail_counts="partner_last")
    assert [x["a_failures"] for x in r[4:]] == [(0, 0), (0, 0), (1, 0), (1, 0)]
    assert r[-1]["levels"] == ("A", "6")


def test_a_fail_limit_zero_never_drops_and_limit_two():
    r = prog(FAILS, a_fail_limit=0)
    assert r[-1]["a_failures"] == (3, 0) and r[-1]["levels"] == ("A", "6")
    r = prog(FAILS, a_fail_limit=2)
    # d7 reaches 2 -> drop at d7 (after the 1-4 "gain", which is capped)
    assert r[6]["a_failures"] == (0, 0) and r[6]["levels"] == ("2", "4")
    # d8 is then played at team 0's 2 (team 0 won d7): not at A, no count
    assert r[7]["deal_level"] == "2" and r[7]["a_failures"] == (0, 0)
    assert r[7]["levels"] == ("2", "6")


def test_a_failure_drop_applies_after_winners_gain_same_deal():
    # three 1-4 finishes at its own A with limit 3: the 3rd caps at A then drops
    r = prog(TO_A + [[0, 1, 3, 2]] * 3)
    assert [x["levels"][0] for x in r[4:]] == ["A", "A", "2"]
    assert [x["a_failures"] for x in r[4:]] == [(1, 0), (2, 0), (0, 0)]


def test_non_declarer_at_a_does_not_win_match():
    # team 0 to A (d1-d4). d5 [1,3,0,2]: decl 0 at A loses -> fails (1,0);
    # team 1: 2 -> 5.  d6, d7, d8 team 1 1-2 at its own level: 5 -> 8 -> J -> A.
    # d9 [0,2,1,3]: decl 1 at A, team 0 wins 1-2 but it is not team 0's deal:
    # no match; team 0 stays A (cap); team 1 fails -> (1,1).
    # d10 [0,2,1,3]: decl 0 at A, 1-2 -> team 0 wins the match.
    fin = TO_A + [[1, 3, 0, 2]] * 4 + [[0, 2, 1, 3]] * 2
    r = prog(fin)
    assert len(r) == 10
    assert r[7]["levels"] == ("A", "A")
    assert r[8]["declarer"] == 1 and r[8]["match_winner"] is None
    assert r[8]["a_failures"] == (1, 1)
    assert r[9]["declarer"] == 0 and r[9]["match_winner"] == 0
    # levels scoring: +3 x4, -3 x4, +3 x2 -> 12 - 12 + 6 = 6
    assert r[9]["scores"] == (6, -6)
    rn = prog(fin, scoring="none")
    assert all(x["scores"] == (0, 0) for x in rn[:9])
    assert rn[9]["scores"] == (1, -1)


def test_streak_bonus_and_penalty():
    fin = [[1, 3, 0, 2]] + [[0, 1, 2, 3]] * 5
    # d1: team 1 +3 -> (2,5).  first: s1=1.  last (双下): s0=1, s2=1.
    # d2: team 0 +2 -> (4,5).  first s0=1.  last s3=1.
    # d3: s0=2, s3=2 -> +2 -> (6,5).
    # d4: s0=3 -> +2+1 = 3 -> 4+3 = idx7 "9"; s3=3 -> team 1 -1 -> 5-1 = "4".
    # d5: s0=4 -> +2+2 = 4 -> idx 7+4 = 11 "K"; s3=4 -> -2 -> 4-2 = "2".
    # d6: s0=5 -> +2+3 = 5 -> 11+5 capped 12 "A"; s3=5 -> -3 -> floor "2".
    r = prog(fin, streak_bonus=True)
    assert [x["gain"] for x in r] == [3, 2, 2, 3, 4, 5]
    assert [x["levels"] for x in r] == [("2", "5"), ("4", "5"), ("6", "5"),
                                        ("9", "4"), ("K", "2"), ("A", "2")]
    assert [x["deal_level"] for x in r] == ["2", "5", "4", "6", "9", "K"]
    # levels scoring uses the gain: -3, +2, +2, +3, +4, +5 -> 13
    assert r[-1]["scores"] == (13, -13)
    # off: gains 3,2,2,2,2,2 -> team 0: 4, 6, 8, T, Q; team 1 stays 5
    r_off = prog(fin)
    assert [x["gain"] for x in r_off] == [3, 2, 2, 2, 2, 2]
    assert [x["levels"] for x in r_off] == [("2", "5"), ("4", "5"), ("6", "5"),
                                            ("8", "5"), ("T", "5"), ("Q", "5")]
    # d7 with bonus: team 0 at its A, 1-3 -> match won
    r7 = prog(fin + [[0, 1, 2, 3]], streak_bonus=True)
    assert r7[-1]["match_winner"] == 0


def test_streak_penalty_counts_both_losers_of_shuangxia():
    # d1 [2,1,3,0]: team 0 +1 -> 3; last: s0 (k=1).
    # d2 same -> 4; s0 k=2; first s2 k=2 (no bonus below 3).
    # d3 [1,3,0,2]: team 1 +3 -> 5; 双下 lasts s0 (k=3, placed 3rd!) and s2 (k=1):
    #     team 0 -1 -> 4-1 = "3".
    fin = [[2, 1, 3, 0], [2, 1, 3, 0], [1, 3, 0, 2]]
    r = prog(fin, streak_bonus=True)
    assert [x["levels"] for x in r] == [("3", "2"), ("4", "2"), ("3", "5")]
    assert prog(fin)[-1]["levels"] == ("4", "5")


def test_streak_penalty_both_losers_add_up():
    # d1 [1,3,0,2]: team1 +3 -> 5. d2 [0,2,1,3]: team0 +3 -> 5; lasts 1,3 k=1.
    # d3, d4 [2,0,3,1] / [0,2,1,3]: team 0 +3, +3 -> 8, J; lasts 1,3 k=2, 3.
    # d4: each of 1 and 3 costs team 1 one level: 5 - 2 = "3".
    fin = [[1, 3, 0, 2], [0, 2, 1, 3], [2, 0, 3, 1], [0, 2, 1, 3]]
    r = prog(fin, streak_bonus=True)
    assert [x["levels"] for x in r] == [("2", "5"), ("5", "5"), ("8", "5"), ("J", "3")]


def test_target_level_eight():
    # 2 -> 5 -> 8, then at its own 8 with 1-2: match won
    r = prog([[0, 2, 1, 3]] * 3 + [[1, 3, 0, 2]], target_level="8")
    assert [x["levels"] for x in r] == [("5", "2"), ("8", "2"), ("8", "2")]
    assert r[-1]["deal_level"] == "8" and r[-1]["match_winner"] == 0
    # capped at 8: 2+3 = 5, 5+2 = 7, 7+3 = 10 -> 8; then 1-4 at own 8: fail 1
    r = prog([[0, 2, 1, 3], [0, 1, 2, 3], [0, 2, 1, 3], [0, 1, 3, 2]], target_level="8")
    assert [x["levels"][0] for x in r] == ["5", "7", "8", "8"]
    assert r[-1]["match_winner"] is None and r[-1]["a_failures"] == (1, 0)


def test_max_deals_win_and_draw():
    # d1 team 0 -> 5; d2 team 1 +2 -> 4; after 2 deals 5 > 4 -> team 0
    r = prog([[0, 2, 1, 3], [1, 0, 3, 2], [1, 3, 0, 2]], max_deals=2)
    assert len(r) == 2
    assert r[0]["match_winner"] is None and r[1]["match_winner"] == 0
    assert r[1]["scores"] == (3 - 2, -3 + 2)
    rn = prog([[0, 2, 1, 3], [1, 0, 3, 2]], max_deals=2, scoring="none")
    assert [x["scores"] for x in rn] == [(0, 0), (1, -1)]
    # team 1 higher
    r = prog([[1, 3, 0, 2]], max_deals=1)
    assert r[0]["match_winner"] == 1
    # draw: 5 vs 5
    r = prog([[0, 2, 1, 3], [1, 3, 0, 2]], max_deals=2)
    assert r[1]["match_winner"] == "draw" and r[1]["scores"] == (0, 0)
    rn = prog([[0, 2, 1, 3], [1, 3, 0, 2]], max_deals=2, scoring="none")
    assert rn[1]["match_winner"] == "draw" and rn[1]["scores"] == (0, 0)
    # a real win in the last allowed deal is a normal win
    r = prog(TO_A + [[0, 2, 1, 3]], max_deals=5)
    assert r[-1]["match_winner"] == 0


def test_scoring_none_zero_while_undecided():
    r = prog([[0, 2, 1, 3], [1, 0, 3, 2]], scoring="none")
    assert [x["scores"] for x in r] == [(0, 0), (0, 0)]
    r = prog(TO_A + [[2, 1, 0, 3]], scoring="none")
    assert r[-1]["scores"] == (1, -1)
    r = prog(TO_A[:3] + [[1, 3, 0, 2]] * 5, scoring="none")
    # team 1: 2 -> 5 -> 8 -> J -> A, then wins at its own A
    assert r[-1]["match_winner"] == 1 and r[-1]["scores"] == (-1, 1)


def test_bad_match_input():
    with pytest.raises(ValueError):
        prog([[0, 1, 2, 2]])
    with pytest.raises(ValueError):
        prog([[0, 1, 2, 3]], a_fail_counts="sometimes")
    with pytest.raises(ValueError):
        prog([[0, 1, 2, 3]], scoring="points")
    assert prog([]) == []


# ====================================================================== tribute

def test_single_tribute_plan_and_result():
    # 1-3 finish (partner 3rd): 4th seat 3 pays 1st seat 0.
    hands = [["S3"], ["HR"], ["S4"], ["H2", "SA", "CA", "S3", "HR"]]
    # seat 3 holds one HR only (seat 1's HR does not count for single)
    p = tribute_plan([0, 1, 2, 3], hands, "2")
    assert p["kind"] == "single" and p["payers"] == [3]
    assert p["choices"] == {3: {"HR"}}
    assert p["receivers"] == {3: 0} and p["leader"] == 3 and p["leader_if_anti"] is None
    # without the joker: level 2, H2 excluded -> highest is A: SA or CA
    hands[3] = ["H2", "SA", "CA", "S3"]
    assert tribute_plan([0, 1, 2, 3], hands, "2")["choices"] == {3: {"SA", "CA"}}
    # a non-heart level card beats A
    hands[3] = ["H2", "D2", "SA"]
    assert tribute_plan([0, 1, 2, 3], hands, "2")["choices"] == {3: {"D2"}}
    assert tribute_result([0, 1, 2, 3], {3: "D2"}, "2") == {"receivers": {3: 0}, "leader": 3}
    # 1-4 finish: the 4th (the winner's partner 2) pays the 1st (spec literal)
    p = tribute_plan([0, 1, 3, 2], [["S3"], ["S4"], ["SK", "SQ"], ["S5"]], "2")
    assert p["payers"] == [2] and p["choices"] == {2: {"SK"}} and p["leader"] == 2


def test_tribute_choices_small_joker_and_wild_only():
    assert tribute_choices(["SB", "D7", "H7"], "7") == {"SB"}
    assert tribute_choices(["H7", "D7", "SA"], "7") == {"D7"}
    assert tribute_choices(["H7", "H7"], "7") == set()


def test_double_tribute_plan_and_result():
    hands = [["S3"], ["SB", "S3"], ["S4"], ["SA", "S4", "HR"]]
    p = tribute_plan([0, 2, 1, 3], hands, "2")
    assert p["kind"] == "double" and p["payers"] == [1, 3]
    assert p["choices"] == {1: {"SB"}, 3: {"HR"}}
    assert p["leader"] is None and p["receivers"] is None
    # larger (HR) to the 1st (0), smaller (SB) to the 2nd (2); leader = payer of HR
    assert tribute_result([0, 2, 1, 3], {1: "SB", 3: "HR"}, "2") == \
        {"receivers": {3: 0, 1: 2}, "leader": 3}
    assert tribute_result([0, 2, 3, 1], {1: "SB", 3: "SA"}, "2") == \
        {"receivers": {1: 0, 3: 2}, "leader": 1}
    # level card (C2) beats A at level 2
    assert tribute_result([2, 0, 1, 3], {1: "SA", 3: "C2"}, "2") == \
        {"receivers": {3: 2, 1: 0}, "leader": 3}


def test_double_tribute_equal_cards():
    # equal power: the loser next after the 1st in play order pays the 1st.
    # 1st = 0 -> next is 1: 1 pays 0, 3 pays 2, 1 leads.
    assert tribute_result([0, 2, 1, 3], {1: "SA", 3: "CA"}, "2") == \
        {"receivers": {1: 0, 3: 2}, "leader": 1}
    # 1st = 2 -> next is 3: 3 pays 2, 1 pays 0, 3 leads.
    assert tribute_result([2, 0, 3, 1], {1: "SA", 3: "CA"}, "2") == \
        {"receivers": {3: 2, 1: 0}, "leader": 3}
    # 1st = 3 (team 1 won) -> next is 0: 0 pays 3, 2 pays 1, 0 leads.
    assert tribute_result([3, 1, 2, 0], {0: "DK", 2: "HK"}, "5") == \
        {"receivers": {0: 3, 2: 1}, "leader": 0}
    # 1st = 1 -> next is 2
    assert tribute_result([1, 3, 0, 2], {0: "SB", 2: "SB"}, "5") == \
        {"receivers": {2: 1, 0: 3}, "leader": 2}
    with pytest.raises(ValueError):
        tribute_result([0, 2, 1, 3], {1: "SA"}, "2")           # one payer missing
    with pytest.raises(ValueError):
        tribute_result([0, 2, 1, 3], {1: "SA", 3: "CA"}, "2", "first_larger_seat")


def test_anti_tribute_single_and_double():
    # single: payer 3 holds both big jokers
    p = tribute_plan([0, 1, 2, 3], [["S3"], ["S4"], ["S5"], ["HR", "HR", "S3"]], "2")
    assert p["kind"] == "anti" and p["payers"] == [] and p["would_pay"] == [3]
    assert p["leader_if_anti"] == 0 and p["leader"] == 0
    # double: 1 and 3 hold one HR each -> anti; leader previous 1st (2)
    p = tribute_plan([2, 0, 1, 3], [["S3"], ["HR", "S3"], ["S5"], ["HR", "S4"]], "2")
    assert p["kind"] == "anti" and p["would_pay"] == [1, 3] and p["leader_if_anti"] == 2
    # double with only one HR among the payers: no anti
    p = tribute_plan([2, 0, 1, 3], [["HR"], ["HR", "S3"], ["S5"], ["SB", "S4"]], "2")
    assert p["kind"] == "double" and p["choices"] == {1: {"HR"}, 3: {"SB"}}
    # single where the two HR are split between payer and someone else: no anti
    p = tribute_plan([0, 1, 2, 3], [["S3"], ["HR"], ["S5"], ["HR", "S4"]], "2")
    assert p["kind"] == "single"


def test_return_choices():
    # level 2, max 10: jokers, level cards (S2) and A (14) excluded; T, 9, 3 ok
    hand = ["SB", "HR", "S2", "SA", "ST", "S9", "C3", "SJ"]
    assert return_choices(hand, "2") == {"ST", "S9", "C3"}
    # level 9: S9 is a level card, excluded even though 9 <= 10
    assert return_choices(["S9", "ST", "SJ"], "9") == {"ST"}
    # level T: ST excluded
    assert return_choices(["ST", "S9"], "T") == {"S9"}
    # return_max 5: 6 > 5 excluded
    assert return_choices(["S6", "S5", "D4"], "2", return_max=5) == {"S5", "D4"}
    # nothing qualifies: K (13) and A (14) and a joker -> lowest power K
    assert return_choices(["SA", "SK", "CK", "SB"], "2") == {"SK", "CK"}
    # nothing qualifies: only level cards and a joker -> the level cards
    assert return_choices(["S9", "C9", "H9", "SB"], "9") == {"S9", "C9", "H9"}
    # return_max 0: any card
    assert return_choices(["SB", "S2", "SA"], "2", return_max=0) == {"SB", "S2", "SA"}
