"""The Guandan heuristic's second-round rules (style.h, docs/strength-log.md), each in a
position built so that it decides the move: today's `heuristic` plays as the rule says,
`heuristic_v1` (the player before these rules) does not. Expected moves are worked out by hand
from the rules."""

from __future__ import annotations

from collections import Counter

import paiju
from paiju.bots import choose
from paiju.guandan import Game


def deal(hands: list[list[str] | int], level: str, leader: int, *moves: str) -> paiju.guandan.State:
    """A deal from `hands`; a number stands for that many filler cards: ranks 6 to A but the
    level, from both decks' copies the given hands leave, dealt round-robin so that no filler
    holds a bomb (at most 3 of a rank)."""
    used = Counter(card for hand in hands if isinstance(hand, list) for card in hand)
    pool = [f"{suit}{rank}" for rank in "6789TJQKA" if rank != level for suit in "SHCD" for _ in range(2)]
    left = []
    for card in pool:
        if used[card] > 0:
            used[card] -= 1
        else:
            left.append(card)
    sizes = [hand for hand in hands if isinstance(hand, int)]
    fillers: list[list[str]] = [[] for _ in sizes]
    for i, card in enumerate(left):
        k = i % len(fillers)
        if len(fillers[k]) < sizes[k]:
            fillers[k].append(card)
    it = iter(fillers)
    full = [hand if isinstance(hand, list) else next(it) for hand in hands]
    assert [len(h) for h in full] == [len(h) if isinstance(h, list) else h for h in hands]
    state = Game().new_deal(full, level=level, leader=leader)
    for move in moves:
        state.apply(move)
    return state


def both(state: paiju.guandan.State) -> tuple[str, str]:
    return str(choose(state, "heuristic")), str(choose(state, "heuristic_v1"))


def test_a_triple_and_a_wild_make_a_bomb_in_the_plan() -> None:
    # Level 5: H5 is wild. Seat 0 leads from 7 7 7 + H5 + 9. heuristic_v1 plans trips 7, a 9 and
    # a level single and leads its lowest play, the trips (order 2*power(7) - 2 < 2*power(9)).
    # The heuristic plans a bomb of 7s (three and the wild) and a 9: one play besides the bomb,
    # so it leads the 9 and keeps the bomb.
    hands: list[list[str] | int] = [["S7", "C7", "D7", "H5", "S9"], 10, 10, 10]
    new, old = both(deal(hands, "5", 0))
    assert new == "Single 9 S9"
    assert old.startswith("Trips 7")


def test_a_wild_fills_the_gap_of_a_straight_in_the_plan() -> None:
    # Level 5: H5 is wild. 3 4 6 7 + H5 + 6: heuristic_v1 keeps the wild as a single and leads
    # its lowest single, the 3; the heuristic plans the straight 3-7 with the wild as its 5 (five
    # plays become two) and leads it. (The spare 6 is no top single: the fillers hold 7s and 8s.)
    hands: list[list[str] | int] = [["S3", "C4", "D6", "S7", "H5", "C6"], 10, 10, 10]
    new, old = both(deal(hands, "5", 0))
    assert new.startswith("Straight 3") and "H5" in new
    assert old == "Single 3 S3"


def test_lead_past_an_opponent_holding_one_card() -> None:
    # Seat 1 holds one card. Seat 0 (3, 9 9, K at level 2): heuristic_v1 leads its lowest single,
    # the 3, which the opponent may beat to go out; the heuristic leads the pair of 9s.
    hands: list[list[str] | int] = [["S3", "H9", "D9", "SK"], ["CQ"], 10, 10]
    new, old = both(deal(hands, "2", 0))
    assert new == "Pair 9 H9 D9"
    assert old == "Single 3 S3"


def test_a_single_is_led_high_past_an_opponent_holding_one_card() -> None:
    # Only singles (3, 8, K at level 2) and seat 3 holds one card: the highest single, the K.
    hands: list[list[str] | int] = [["S3", "H8", "SK"], 10, 10, ["CQ"]]
    new, old = both(deal(hands, "2", 0))
    assert new == "Single K SK"
    assert old == "Single 3 S3"


def test_any_straight_that_beats_one_when_the_rest_of_the_hand_needs_no_more_plays() -> None:
    # Level 2. Seat 0 leads the straight 4-8 and keeps 11 cards (not close to going out). Seat 1
    # holds 4 5 6 7 8 9 K K: its plan is the straight 4-8 (found first of two equal ones), a 9
    # and the pair of Ks, three plays; its 4-8 does not beat 4-8. Playing 5-9 instead leaves
    # 4 and K K: two plays, plus the straight itself = three, no more than before, so the
    # heuristic plays it; heuristic_v1 has no plan play that beats it and passes.
    seat0 = ["D4", "H5", "S6", "C7", "D8", "H6", "H7", "C8", "DT", "SJ", "HQ", "CA", "DA", "D6", "S7", "ST"]
    hands: list[list[str] | int] = [seat0, ["S4", "S5", "C6", "D7", "H8", "S9", "SK", "HK"], 12, 12]
    state = deal(hands, "2", 0, "Straight 4 D4 H5 S6 C7 D8")
    assert state.current_player == 1
    new, old = both(state)
    assert new == "Straight 5 S5 C6 D7 H8 S9"
    assert old == "PASS"


def test_bomb_a_play_that_leaves_its_opponent_ten_cards_or_fewer() -> None:
    # Level A. Seat 0 plays a 5 and keeps 10 cards; seat 1 holds a bomb of 3s and a 2 and a 4
    # (nothing else beats a 5). heuristic_v1 bombs only at 6 cards or fewer.
    hands: list[list[str] | int] = [["S5", "S6", "H7", "C8", "D9", "ST", "HJ", "CQ", "DK", "H6", "C7"], ["S3", "C3", "H3", "D3", "S2", "C4"], 12, 12]
    state = deal(hands, "A", 0, "Single 5 S5")
    new, old = both(state)
    assert new.startswith("Bomb 3")
    assert old == "PASS"
    # With 11 cards kept, nobody bombs (seat 1's partner, seat 3, has yet to answer).
    hands = [["S5", "S6", "H7", "C8", "D9", "ST", "HJ", "CQ", "DK", "H6", "C7", "D8"], ["S3", "C3", "H3", "D3", "S2", "C4"], 12, 12]
    assert both(deal(hands, "A", 0, "Single 5 S5")) == ("PASS", "PASS")


def test_bomb_when_the_partner_has_passed_and_the_opponent_keeps_sixteen_cards_or_fewer() -> None:
    # Level A. Seat 1 plays a 5 and keeps 14 cards; seats 2 and 3 pass. Seat 0 is the last of
    # its side to answer (its partner, seat 2, passed), holds a bomb of 3s, a 2 and a 4: the
    # heuristic bombs (14 <= 16), heuristic_v1 passes.
    seat1 = ["S5", "S6", "H7", "C8", "D9", "ST", "HJ", "CQ", "DK", "H6", "C7", "D8", "S9", "HT", "CJ"]
    hands: list[list[str] | int] = [["S3", "C3", "H3", "D3", "S2", "C4"], seat1, 12, 12]
    state = deal(hands, "A", 1, "Single 5 S5", "PASS", "PASS")
    assert state.current_player == 0
    new, old = both(state)
    assert new.startswith("Bomb 3")
    assert old == "PASS"


def test_with_two_plays_left_a_top_single_is_led_first() -> None:
    # Level 2, seat 0 holds a 3 and a big joker: two plays. Nothing unseen beats a big joker
    # (the other one only ties it), so the heuristic leads it, keeps the lead and goes out with
    # the 3 next; heuristic_v1 leads its lowest play, the 3, and hands the lead away.
    hands: list[list[str] | int] = [["S3", "HR"], 10, 10, 10]
    new, old = both(deal(hands, "2", 0))
    assert new == "Single R HR"
    assert old == "Single 3 S3"


def test_with_three_plays_left_the_top_single_is_kept_to_win_the_lead_back() -> None:
    # The same with a 5 besides (three plays): the big joker is the way back to the lead, so
    # both lead the lowest single.
    hands: list[list[str] | int] = [["S3", "D5", "HR"], 10, 10, 10]
    assert both(deal(hands, "2", 0)) == ("Single 3 S3", "Single 3 S3")
