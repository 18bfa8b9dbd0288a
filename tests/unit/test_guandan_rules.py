"""Hand-counted rule tests for the Guandan move generator (spec: docs/rules/guandan.md §1-3).

Every expected value below was counted by hand from the spec, with the arithmetic or the full
enumeration written in a comment next to it. Nothing here is computed by the code under test or
by tests/reference. One test per rule line; the test name says which rule.

Notation in comments: W = a heart level card used as a wild (H2 at level 2).
"""

import random

import numpy as np
import pytest

import paiju
from paiju import Cards
from paiju.guandan import TYPE_NAMES, Move, beats, classify, legal_move_arrays, legal_moves

# --------------------------------------------------------------------------------------------
# helpers (pure bookkeeping: they never decide what is legal)


def readings(cards, level, **options):
    """Sorted (kind, rank) readings of exactly these cards (a list, so duplicates would show)."""
    return sorted((m.kind, m.rank) for m in classify(cards, level, **options))


def key(move):
    """(kind, rank, sorted physical cards) of an engine move."""
    return (move.kind, move.rank, tuple(sorted(move.cards)))


def expect(text):
    """(kind, rank, sorted cards) written by hand as 'Pair 3 S3 H3' (no engine parsing)."""
    kind, rank, *cards = text.split()
    return (kind, rank, tuple(sorted(cards)))


def move_keys(moves):
    keys = [key(m) for m in moves]
    assert len(keys) == len(set(keys)), "a move is listed twice"
    return set(keys)


PASS = ("PASS", "PASS", ())


def pass_count(moves):
    return sum(1 for m in moves if m.kind == "PASS")


# --------------------------------------------------------------------------------------------
# §2 sequences: A low / A high, no wrap, level card at its natural place


def test_a_low_straight_A2345_is_keyed_A():
    # A 2 3 4 5, mixed suits, level 9 (no wild present): one reading, Straight keyed by lowest = A.
    assert readings("SA D2 C3 H4 S5", "9") == [("Straight", "A")]


def test_a_high_straight_TJQKA_is_keyed_T():
    # T J Q K A, mixed suits, level 9: one reading, Straight keyed T.
    assert readings("ST DJ CQ HK SA", "9") == [("Straight", "T")]


def test_a_low_and_a_high_tubes_and_plates():
    # level 9, no wilds: AA2233 -> ThreePair A; QQKKAA -> ThreePair Q;
    # AAA222 -> TwoTrips A; KKKAAA -> TwoTrips K. One reading each (6 cards: no other type).
    assert readings("SA HA S2 C2 S3 H3", "9") == [("ThreePair", "A")]
    assert readings("SQ HQ SK HK SA HA", "9") == [("ThreePair", "Q")]
    assert readings("SA HA CA S2 C2 D2", "9") == [("TwoTrips", "A")]
    assert readings("SK HK CK SA HA CA", "9") == [("TwoTrips", "K")]


def test_sequences_never_wrap_JQKA2_KA234_KKAA22():
    # level 9 (no wilds): J Q K A 2, K A 2 3 4, KK AA 22 and KKK AAA 222-style wraps are nothing.
    assert readings("SJ DQ CK HA S2", "9") == []
    assert readings("SK DA C2 H3 S4", "9") == []
    assert readings("SK HK SA HA S2 C2", "9") == []
    # at level 2 the natural 2s (S2, C2: not hearts) are still at their natural place: no wrap.
    assert readings("SJ DQ CK HA S2", "2") == []


def test_no_wrap_with_a_wild_either():
    # level 2, W + J Q K A: W as T -> TJQKA (key T); W as 2 -> JQKA2 wraps, illegal.
    # Mixed suits (DJ CQ HK SA) -> no straight flush. => [Straight T]
    assert readings("H2 DJ CQ HK SA", "2") == [("Straight", "T")]
    # level 2, W + K A 3 4: W as 2 -> KA234 wraps; A2345 would need both 2 and 5 -> nothing.
    assert readings("H2 SK DA C3 S4", "2") == []
    # level 2, W + T J Q K (mixed suits): W as 9 -> 9TJQK key 9; W as A -> TJQKA key T.
    assert readings("H2 ST DJ CQ HK", "2") == [("Straight", "9"), ("Straight", "T")]


def test_level_card_sits_at_its_natural_place_in_sequences():
    # level 7, C7 is a (non-heart) level card: 5 6 7 8 9 mixed suits = Straight 5, one reading.
    assert readings("S5 D6 C7 H8 S9", "7") == [("Straight", "5")]
    # level Q, tube JJ QQ KK with non-heart queens: ThreePair J.
    assert readings("SJ HJ CQ DQ SK HK", "Q") == [("ThreePair", "J")]
    # level 7: T J Q K 7 -- the level card does not move above A in a sequence: nothing.
    assert readings("ST DJ CQ HK C7", "7") == []


def test_heart_level_card_inside_a_sequence_is_still_a_wild():
    # level 7, S5 S6 H7 S8 S9: H7 is the wild; naturals 5 6 8 9 force W = 7 -> key 5 only.
    # Naturals all spades: W as S7 -> StraightFlush 5; W as another suit -> Straight 5.
    assert readings("S5 S6 H7 S8 S9", "7") == [("Straight", "5"), ("StraightFlush", "5")]


# --------------------------------------------------------------------------------------------
# §2 single-card power


def test_single_power_big_joker_small_joker_level_card_ace():
    lv = "5"
    # HR > SB > level card (5) > A > K > ... > 3 > 2 at level 5
    assert beats("Single R HR", "Single B SB", lv)
    assert beats("Single B SB", "Single 5 S5", lv)
    assert beats("Single 5 S5", "Single A SA", lv)
    assert beats("Single A SA", "Single K SK", lv)
    assert beats("Single 6 S6", "Single 4 S4", lv)  # natural order around the level rank
    assert beats("Single 3 S3", "Single 2 S2", lv)
    assert not beats("Single A SA", "Single 5 S5", lv)
    assert not beats("Single 5 S5", "Single B SB", lv)
    assert not beats("Single B SB", "Single R HR", lv)
    # pairs and trips are compared by the same power: level-rank pair/trips above AA/AAA
    assert beats("Pair 5 S5 C5", "Pair A SA HA", lv)
    assert beats("Trips 5 S5 C5 D5", "Trips A SA HA CA", lv)


def test_level_card_is_power_top_as_a_single_even_when_it_sits_mid_sequence():
    # level 7: a 7 beats an A as a single, though 56789 above keeps 7 in its natural place.
    assert beats("Single 7 S7", "Single A SA", "7")
    assert not beats("Single A SA", "Single 7 C7", "7")


def test_lone_heart_level_card_is_a_plain_level_single():
    # level 9: H9 alone -> Single 9 only (not a wild single of any other rank).
    assert readings("H9", "9") == [("Single", "9")]
    # it beats an A (level card > A), ties another 9 (equal key), loses to a joker.
    assert beats("Single 9 H9", "Single A SA", "9")
    assert not beats("Single 9 H9", "Single 9 S9", "9")
    assert not beats("Single 9 H9", "Single B SB", "9")
    # leading with only H2 at level 2: exactly one move, Single 2 H2.
    assert move_keys(legal_moves("H2", "2")) == {expect("Single 2 H2")}
    # following Single A with it: PASS + Single 2 H2 = 2 moves; following SB: PASS only.
    assert move_keys(legal_moves("H2", "2", "Single A SA")) == {PASS, expect("Single 2 H2")}
    assert move_keys(legal_moves("H2", "2", "Single B SB")) == {PASS}


# --------------------------------------------------------------------------------------------
# §3 pairs, jokers and wilds


def test_joker_pairs_SB_SB_and_HR_HR_but_not_SB_HR():
    assert readings("SB SB", "2") == [("Pair", "B")]
    assert readings("HR HR", "2") == [("Pair", "R")]
    assert readings("SB HR", "2") == []
    assert beats("Pair R HR HR", "Pair B SB SB", "2")
    assert beats("Pair B SB SB", "Pair 2 S2 C2", "2")  # small joker pair > level pair
    # leading with SB HR: 2 singles, no pair => 2 moves
    assert move_keys(legal_moves("SB HR", "2")) == {expect("Single B SB"), expect("Single R HR")}


def test_wild_never_stands_for_a_joker():
    # W + SB / W + HR: a wild cannot be a joker, and a joker + non-joker is no pair.
    assert readings("H2 SB", "2") == []
    assert readings("H2 HR", "2") == []
    # 333 + W + SB: W-as-joker pair impossible; 333W + SB is no type => nothing.
    assert readings("S3 H3 C3 SB H2", "2") == []


def test_wild_plus_natural_is_a_pair_of_the_natural():
    # level 2: W + S5 -> Pair 5 (W as a 5); nothing else for two cards.
    assert readings("H2 S5", "2") == [("Pair", "5")]


def test_two_wilds_alone_are_only_a_pair_of_the_level_rank():
    # H2 H2 at level 2: Pair 2 only (not a pair of any other rank).
    assert readings("H2 H2", "2") == [("Pair", "2")]
    assert readings("H9 H9", "9") == [("Pair", "9")]
    # leading H2 H2: Single 2 (one physical kind, listed once) + Pair 2 => 2 moves
    assert move_keys(legal_moves("H2 H2", "2")) == {expect("Single 2 H2"), expect("Pair 2 H2 H2")}


def test_two_wilds_plus_a_natural_are_trips_of_the_natural():
    # H2 H2 S5 at level 2: Trips 5 (both wilds as 5s); nothing else for three cards.
    assert readings("H2 H2 S5", "2") == [("Trips", "5")]


# --------------------------------------------------------------------------------------------
# §3 full house


def test_full_house_with_joker_pair_on_by_default():
    # 333 + SB SB and 333 + HR HR: ThreeWithTwo 3 (default full_house_joker_pair=True)
    assert readings("S3 H3 C3 SB SB", "2") == [("ThreeWithTwo", "3")]
    assert readings("S3 H3 C3 HR HR", "2") == [("ThreeWithTwo", "3")]
    # SB + HR is never a pair, so 333 + SB HR is nothing either way
    assert readings("S3 H3 C3 SB HR", "2") == []


def test_full_house_with_joker_pair_off():
    assert readings("S3 H3 C3 SB SB", "2", full_house_joker_pair=False) == []
    assert readings("S3 H3 C3 HR HR", "2", full_house_joker_pair=False) == []
    # a natural pair is still fine with the option off
    assert readings("S3 H3 C3 S4 H4", "2", full_house_joker_pair=False) == [("ThreeWithTwo", "3")]


def test_full_house_joker_pair_option_governs_following():
    fh = "ThreeWithTwo 3 S3 H3 C3 S4 H4"
    # hand 555 + SB SB, level 2: option on -> PASS + 555+SBSB = 2; off -> PASS only = 1
    assert move_keys(legal_moves("S5 H5 C5 SB SB", "2", fh)) == {
        PASS,
        expect("ThreeWithTwo 5 S5 H5 C5 SB SB"),
    }
    assert move_keys(legal_moves("S5 H5 C5 SB SB", "2", fh, full_house_joker_pair=False)) == {PASS}
    # and a joker-pair full house is not a valid to_beat when the option is off
    with pytest.raises(paiju.IllegalMoveError):
        legal_moves(
            "S5 H5 C5 S6 H6", "2", "ThreeWithTwo 3 S3 H3 C3 SB SB", full_house_joker_pair=False
        )


def test_full_house_pair_rank_differs_from_triple_rank_five_of_a_rank_is_only_a_bomb():
    # five natural 3s (two decks give S3 twice): 333+33 would repeat the rank -> Bomb 3 only
    assert readings("S3 S3 H3 C3 D3", "9") == [("Bomb", "3")]
    # 3333 + W at level 2: W as 3 -> 5-card Bomb 3; 333 + (3,W) pair is the same rank -> no FH
    assert readings("S3 H3 C3 D3 H2", "2") == [("Bomb", "3")]


def test_three_naturals_and_two_wilds_are_a_bomb_and_a_full_house():
    # 333 + W W at level 2: W W as 3 3 -> 5-card Bomb 3; W W as a pair of any other
    # non-joker rank -> ThreeWithTwo 3 (one move: same cards, same key). => 2 readings
    assert readings("S3 H3 C3 H2 H2", "2") == [("Bomb", "3"), ("ThreeWithTwo", "3")]


def test_full_house_99_88_plus_wild_has_both_readings():
    # 9 9 8 8 + W (level 2): W as 9 -> 999+88 (key 9); W as 8 -> 888+99 (key 8).
    # Five cards of only two ranks: no straight, no bomb. => 2 readings
    assert readings("S9 C9 S8 C8 H2", "2") == [("ThreeWithTwo", "8"), ("ThreeWithTwo", "9")]


def test_999_88_plus_wild_six_cards_is_only_a_plate():
    # 9 9 9 8 8 + W (6 cards): W as 8 -> 888999 TwoTrips 8. Tube needs 3 pairs of
    # consecutive ranks (77/TT missing, one wild can't make a pair). No 6-bomb. => [TwoTrips 8]
    assert readings("S9 C9 D9 S8 C8 H2", "2") == [("TwoTrips", "8")]


def test_lead_count_full_house_joker_pair_option():
    # S3 H3 C3 SB SB, level 2: Singles S3 H3 C3 SB = 4; Pairs C(3,2)=3 + SB SB = 4; Trips 1;
    # ThreeWithTwo 333+SBSB 1 only with the option.  on: 4+4+1+1 = 10, off: 10-1 = 9
    assert len(legal_moves("S3 H3 C3 SB SB", "2")) == 10
    assert len(legal_moves("S3 H3 C3 SB SB", "2", full_house_joker_pair=False)) == 9
    assert expect("ThreeWithTwo 3 S3 H3 C3 SB SB") in move_keys(legal_moves("S3 H3 C3 SB SB", "2"))


def test_full_house_compared_by_triple_power_only():
    # 444+22 beats 333+AA (4 > 3, pair ignored); at level 5, 555+33 beats AAA+KK (level > A)
    assert beats("ThreeWithTwo 4 S4 H4 C4 S2 C2", "ThreeWithTwo 3 S3 H3 C3 SA HA", "9")
    assert beats("ThreeWithTwo 5 S5 C5 D5 S3 H3", "ThreeWithTwo A SA HA CA SK HK", "5")
    assert not beats("ThreeWithTwo 3 S3 H3 C3 SA HA", "ThreeWithTwo 4 S4 H4 C4 S2 C2", "9")


# --------------------------------------------------------------------------------------------
# §3 wild straights and straight flushes


def test_five_natural_same_suit_in_sequence_are_a_straight_flush_only():
    assert readings("S3 S4 S5 S6 S7", "9") == [("StraightFlush", "3")]


def test_wild_plus_3456_mixed_suits_reads_23456_and_34567():
    # W + 3 4 5 6 (suits S H C D), level 2: W as 2 -> key 2; W as 7 -> key 3.
    # Naturals are of 4 suits -> no straight flush. => 2 readings
    assert readings("H2 S3 H4 C5 D6", "2") == [("Straight", "2"), ("Straight", "3")]


def test_wild_straight_flush_has_both_readings():
    # W + S3 S4 S5 S6, level 2: keys 2 (W=2) and 3 (W=7); naturals all spades, so each key has
    # a StraightFlush (W as a spade) and a plain Straight (W as another suit). => 2 x 2 = 4
    assert readings("H2 S3 S4 S5 S6", "2") == [
        ("Straight", "2"),
        ("Straight", "3"),
        ("StraightFlush", "2"),
        ("StraightFlush", "3"),
    ]
    # wild in the middle: W + S3 S4 S6 S7 forces W = 5 -> key 3, both readings => 2
    assert readings("H2 S3 S4 S6 S7", "2") == [("Straight", "3"), ("StraightFlush", "3")]
    # A-low with a wild: W + SA S3 S4 S5 -> W = 2 only (A3456 is not a run) => 2
    assert readings("H2 SA S3 S4 S5", "2") == [("Straight", "A"), ("StraightFlush", "A")]


def test_wild_may_stand_for_its_own_card_in_a_heart_straight_flush():
    # level 2, H2 + H3 H4 H5 H6: W as H2 -> 23456 hearts; W as H7 -> 34567 hearts;
    # plus the plain Straight readings (W as another suit). => 4
    assert readings("H2 H3 H4 H5 H6", "2") == [
        ("Straight", "2"),
        ("Straight", "3"),
        ("StraightFlush", "2"),
        ("StraightFlush", "3"),
    ]
    # level 5, H3 H4 H5 H6 H7: H5 is the wild, forced to be 5 -> key 3, SF and Straight => 2
    assert readings("H3 H4 H5 H6 H7", "5") == [("Straight", "3"), ("StraightFlush", "3")]


def test_wild_tube_and_plate():
    # level 2: AA S2 33 + W: W as 2 -> AA2233 ThreePair A. KKAA22 would wrap; 223344 needs 44.
    assert readings("H2 SA HA S2 C3 D3", "2") == [("ThreePair", "A")]
    # level 2: KKK AA + W: W as A -> KKKAAA TwoTrips K (QQQKKK needs QQQ; AAA222 needs 222).
    assert readings("H2 SK HK CK SA HA", "2") == [("TwoTrips", "K")]


def test_two_wilds_in_full_houses_tubes_plates_and_runs():
    # W W + 55 + 6: 555(W)+66(W) key 5; 666(WW)+55 key 6; 5 cards, two ranks => 2 readings
    assert readings("H2 H2 S5 S5 S6", "2") == [("ThreeWithTwo", "5"), ("ThreeWithTwo", "6")]
    # W W + 55 66: 445566 (WW=44) key 4; 556677 (WW=77) key 5; 555666 key 5;
    # 444555/666777 would need a third wild => 3 readings
    assert readings("H2 H2 S5 H5 S6 H6", "2") == [
        ("ThreePair", "4"),
        ("ThreePair", "5"),
        ("TwoTrips", "5"),
    ]
    # W W + AA KK: QQKKAA key Q; KKKAAA key K; KKAA22 wraps; AAA222 needs 3 twos => 2
    assert readings("H2 H2 SA HA SK HK", "2") == [("ThreePair", "Q"), ("TwoTrips", "K")]
    # W W + S J Q K: 9TJQK key 9, TJQKA key T (JQKA2 wraps); spades -> SF and Straight => 4
    assert readings("H2 H2 SJ SQ SK", "2") == [
        ("Straight", "9"),
        ("Straight", "T"),
        ("StraightFlush", "9"),
        ("StraightFlush", "T"),
    ]
    # W W + 5555: 6-card Bomb 5 only
    assert readings("H2 H2 S5 H5 C5 D5", "2") == [("Bomb", "5")]
    # W W + SB SB: wilds are never jokers -> no four-joker bomb, nothing
    assert readings("H2 H2 SB SB", "2") == []


def test_level_ace_keeps_both_ace_straights():
    # level A (HA is the wild): natural-suit As still sit low (A2345) and high (TJQKA)
    assert readings("SA D2 C3 H4 S5", "A") == [("Straight", "A")]
    assert readings("ST DJ CQ HK SA", "A") == [("Straight", "T")]
    assert readings("HA HA", "A") == [("Pair", "A")]  # two wilds alone: level pair
    assert readings("HA SK", "A") == [("Pair", "K")]  # wild + K: pair of kings


def test_straights_compare_by_top_in_natural_order():
    # level 7: 45678 beats 34567 (the level rank 7 is not special in runs)
    assert beats("Straight 4 S4 H5 C6 D7 S8", "Straight 3 S3 H4 C5 D6 C7", "7")
    # A2345 is the lowest straight: 23456 beats it
    assert beats("Straight 2 S2 H3 C4 D5 S6", "Straight A SA H2 C3 D4 S5", "9")
    assert beats("Straight T ST HJ CQ DK SA", "Straight 9 S9 HT CJ DQ SK", "9")
    assert not beats("Straight A SA H2 C3 D4 S5", "Straight 2 S2 H3 C4 D5 S6", "9")


# --------------------------------------------------------------------------------------------
# §3 bombs


BOMB10 = "S5 S5 H5 H5 C5 C5 D5 D5 H2 H2"  # eight natural 5s + both wilds at level 2
FOUR_KINGS = "FourKings B SB SB HR HR"


def test_ten_card_bomb_eight_naturals_and_both_wilds():
    # 8 natural 5s + W W at level 2 -> Bomb 5 of 10 cards, the only reading
    assert readings(BOMB10, "2") == [("Bomb", "5")]
    assert beats("Bomb 5 " + BOMB10, "Bomb A SA SA HA HA CA CA DA DA", "2")  # 10 > 8 cards


def test_four_jokers_are_fourkings_and_beat_everything_incl_a_ten_card_bomb():
    assert readings("SB SB HR HR", "2") == [("FourKings", "B")]
    assert readings("SB HR HR", "2") == []  # three jokers: nothing
    assert beats(FOUR_KINGS, "Bomb 5 " + BOMB10, "2")
    assert not beats("Bomb 5 " + BOMB10, FOUR_KINGS, "2")
    assert beats(FOUR_KINGS, "StraightFlush T ST SJ SQ SK SA", "2")
    assert beats(FOUR_KINGS, "Single R HR", "2")
    # leading SB SB HR HR: Singles SB, HR (2) + Pairs B, R (2) + FourKings (1) = 5
    assert move_keys(legal_moves("SB SB HR HR", "2")) == {
        expect("Single B SB"),
        expect("Single R HR"),
        expect("Pair B SB SB"),
        expect("Pair R HR HR"),
        expect(FOUR_KINGS),
    }


def test_straight_flush_beats_five_card_bomb_and_loses_to_six_card_bomb():
    sf_top = "StraightFlush T ST SJ SQ SK SA"  # highest straight flush
    sf_low = "StraightFlush A SA S2 S3 S4 S5"  # lowest straight flush (level 9)
    bomb5_a = "Bomb A SA HA CA DA SA"
    bomb6_3 = "Bomb 3 S3 S3 H3 H3 C3 C3"
    assert beats(sf_low, bomb5_a, "9")
    assert not beats(bomb5_a, sf_low, "9")
    assert beats(bomb6_3, sf_top, "9")
    assert not beats(sf_top, bomb6_3, "9")


def test_straight_flushes_compare_by_top():
    assert beats("StraightFlush 9 S9 ST SJ SQ SK", "StraightFlush 8 H8 H9 HT HJ HQ", "2")
    assert beats("StraightFlush 2 S2 S3 S4 S5 S6", "StraightFlush A HA H2 H3 H4 H5", "9")
    assert not beats("StraightFlush 8 H8 H9 HT HJ HQ", "StraightFlush 9 S9 ST SJ SQ SK", "2")


def test_four_card_bomb_loses_to_five_card_bomb():
    assert beats("Bomb 3 S3 H3 C3 D3 S3", "Bomb A SA HA CA DA", "9")
    assert not beats("Bomb A SA HA CA DA", "Bomb 3 S3 H3 C3 D3 S3", "9")


def test_bomb_size_before_rank_then_power():
    # 6 x 3 beats 5 x A (size first)
    assert beats("Bomb 3 S3 S3 H3 H3 C3 C3", "Bomb A SA HA CA DA SA", "9")
    # same size: power, level card above A (level 5, non-heart 5s)
    assert beats("Bomb 5 S5 C5 D5 S5", "Bomb A SA HA CA DA", "5")
    assert not beats("Bomb A SA HA CA DA", "Bomb 5 S5 C5 D5 S5", "5")
    assert beats("Bomb 4 S4 H4 C4 D4", "Bomb 3 S3 H3 C3 D3", "9")


def test_equal_keys_do_not_beat():
    assert not beats("Pair 5 S5 H5", "Pair 5 C5 D5", "2")
    assert not beats("Single 5 S5", "Single 5 S5", "2")
    assert not beats("Straight 3 S3 H4 C5 D6 S7", "Straight 3 H3 C4 D5 S6 H7", "2")
    assert not beats("Bomb 9 S9 H9 C9 D9", "Bomb 9 S9 H9 C9 D9", "2")
    assert not beats("StraightFlush 3 S3 S4 S5 S6 S7", "StraightFlush 3 C3 C4 C5 C6 C7", "2")
    assert not beats(FOUR_KINGS, FOUR_KINGS, "2")


def test_non_bombs_beat_only_the_same_type():
    assert not beats("Pair A SA HA", "Single 3 S3", "9")
    assert not beats("Trips A SA HA CA", "Pair 3 S3 H3", "9")
    assert not beats("ThreeWithTwo A SA HA CA S3 H3", "Trips 3 S3 H3 C3", "9")
    assert not beats("Straight T ST HJ CQ DK SA", "ThreePair 3 S3 H3 S4 H4 S5 H5", "9")
    assert not beats("TwoTrips A SA HA CA S2 H2 C2", "ThreePair 3 S3 H3 S4 H4 S5 H5", "9")
    assert not beats("ThreePair Q SQ HQ SK HK SA HA", "Straight 3 S3 H4 C5 D6 S7", "9")


def test_any_bomb_beats_any_non_bomb():
    bomb = "Bomb 3 S3 H3 C3 D3"
    for non_bomb in (
        "Single R HR",
        "Pair R HR HR",
        "Trips A SA HA CA",
        "ThreeWithTwo A SA HA CA SK HK",
        "Straight T ST HJ CQ DK SA",
        "ThreePair Q SQ HQ SK HK SA HA",
        "TwoTrips K SK HK CK SA HA CA",
    ):
        assert beats(bomb, non_bomb, "9"), non_bomb
        assert not beats(non_bomb, bomb, "9"), non_bomb
    assert beats("StraightFlush A SA S2 S3 S4 S5", "Straight T ST HJ CQ DK SA", "9")


# --------------------------------------------------------------------------------------------
# exact legal-move counts, leading


def test_lead_count_333_44_level_2():
    # S3 H3 C3 S4 H4, level 2 (no wild):
    #   Singles 5 (each physical card), Pairs C(3,2)=3 of 3s + 1 of 4s = 4, Trips 333 = 1,
    #   ThreeWithTwo 333+44 = 1, no run/bomb.  5 + 4 + 1 + 1 = 11
    moves = legal_moves("S3 H3 C3 S4 H4", "2")
    assert len(moves) == 11
    assert move_keys(moves) == {
        expect("Single 3 S3"),
        expect("Single 3 H3"),
        expect("Single 3 C3"),
        expect("Single 4 S4"),
        expect("Single 4 H4"),
        expect("Pair 3 S3 H3"),
        expect("Pair 3 S3 C3"),
        expect("Pair 3 H3 C3"),
        expect("Pair 4 S4 H4"),
        expect("Trips 3 S3 H3 C3"),
        expect("ThreeWithTwo 3 S3 H3 C3 S4 H4"),
    }


def test_lead_count_six_cards_one_wild():
    # H2(W) S3 H3 S4 S5 S6, level 2:
    #   Singles: H2 S3 H3 S4 S5 S6                                     = 6
    #   Pairs: S3H3, W+S3, W+H3 (Pair 3); W+S4; W+S5; W+S6             = 6
    #   Trips: S3 H3 W                                                 = 1
    #   ThreeWithTwo: only triple is 33W, leaving S4 S5 S6: no pair     = 0
    #   Straights: {S3 S4 S5 S6 W}: key 2 (W=2), key 3 (W=7), each Straight + StraightFlush = 4
    #              {H3 S4 S5 S6 W}: key 2, key 3, Straight only (H3 breaks the suit)   = 2
    #   Tube/plate/bomb: impossible (one wild; at most 3 of a rank)    = 0
    #   6 + 6 + 1 + 4 + 2 = 19
    moves = legal_moves("H2 S3 H3 S4 S5 S6", "2")
    assert pass_count(moves) == 0
    assert move_keys(moves) == {
        expect("Single 2 H2"),
        expect("Single 3 S3"),
        expect("Single 3 H3"),
        expect("Single 4 S4"),
        expect("Single 5 S5"),
        expect("Single 6 S6"),
        expect("Pair 3 S3 H3"),
        expect("Pair 3 H2 S3"),
        expect("Pair 3 H2 H3"),
        expect("Pair 4 H2 S4"),
        expect("Pair 5 H2 S5"),
        expect("Pair 6 H2 S6"),
        expect("Trips 3 S3 H3 H2"),
        expect("Straight 2 H2 S3 S4 S5 S6"),
        expect("Straight 3 H2 S3 S4 S5 S6"),
        expect("StraightFlush 2 H2 S3 S4 S5 S6"),
        expect("StraightFlush 3 H2 S3 S4 S5 S6"),
        expect("Straight 2 H2 H3 S4 S5 S6"),
        expect("Straight 3 H2 H3 S4 S5 S6"),
    }
    assert len(moves) == 19


def test_lead_count_seven_cards_one_wild_and_a_joker():
    # S7 H7 C7 S8 H8 H2(W) SB, level 2:
    #   Singles: 7 distinct physical cards                               = 7
    #   Pairs: 7s natural C(3,2)=3; 88 natural 1; W+7 x3; W+8 x2           = 9
    #   Trips: 777 natural 1; 77W C(3,2)=3; 88W 1                         = 5
    #   ThreeWithTwo: 777 + {88, W S8, W H8} = 3; 77W (3 ways) + 88 = 3;
    #                 88W + 77 (3 ways) = 3; no joker pair (one SB)       = 9
    #   Bomb: 777W (4 cards)                                               = 1
    #   Plate: 777 + 88W = TwoTrips 7                                      = 1
    #   Straight/tube: impossible                                          = 0
    #   7 + 9 + 5 + 9 + 1 + 1 = 32
    moves = legal_moves("S7 H7 C7 S8 H8 H2 SB", "2")
    fh = {
        expect("ThreeWithTwo 7 S7 H7 C7 S8 H8"),
        expect("ThreeWithTwo 7 S7 H7 C7 H2 S8"),
        expect("ThreeWithTwo 7 S7 H7 C7 H2 H8"),
        expect("ThreeWithTwo 7 S7 H7 H2 S8 H8"),
        expect("ThreeWithTwo 7 S7 C7 H2 S8 H8"),
        expect("ThreeWithTwo 7 H7 C7 H2 S8 H8"),
        expect("ThreeWithTwo 8 S8 H8 H2 S7 H7"),
        expect("ThreeWithTwo 8 S8 H8 H2 S7 C7"),
        expect("ThreeWithTwo 8 S8 H8 H2 H7 C7"),
    }
    assert {k for k in move_keys(moves) if k[0] == "ThreeWithTwo"} == fh
    assert {k for k in move_keys(moves) if k[0] in ("Bomb", "TwoTrips")} == {
        expect("Bomb 7 S7 H7 C7 H2"),
        expect("TwoTrips 7 S7 H7 C7 S8 H8 H2"),
    }
    by_kind = {}
    for m in moves:
        by_kind[m.kind] = by_kind.get(m.kind, 0) + 1
    assert by_kind == {
        "Single": 7,
        "Pair": 9,
        "Trips": 5,
        "ThreeWithTwo": 9,
        "Bomb": 1,
        "TwoTrips": 1,
    }
    assert len(moves) == 32


def test_lead_count_two_wilds_and_a_run():
    # H2 H2 S5 S6 S7, level 2:
    #   Singles: H2 (one kind, listed once), S5, S6, S7                    = 4
    #   Pairs: H2H2 (Pair 2), W+S5, W+S6, W+S7                             = 4
    #   Trips: WW+S5, WW+S6, WW+S7                                         = 3
    #   ThreeWithTwo: whole hand, naturals of 3 different ranks -> no      = 0
    #   Straights (whole hand): 34567 (key 3), 45678 (key 4), 56789 (key 5);
    #     naturals all spades -> each is Straight and StraightFlush        = 6
    #   4 + 4 + 3 + 6 = 17
    moves = legal_moves("H2 H2 S5 S6 S7", "2")
    assert len(moves) == 17
    runs = {k for k in move_keys(moves) if k[0] in ("Straight", "StraightFlush")}
    assert runs == {
        expect(f"{kind} {rank} H2 H2 S5 S6 S7")
        for kind in ("Straight", "StraightFlush")
        for rank in "345"
    }


def test_lead_never_includes_pass():
    for hand in ("S3", "H2 H2", "S3 H3 C3 S4 H4", "SB SB HR HR", BOMB10):
        assert pass_count(legal_moves(hand, "2")) == 0, hand


# --------------------------------------------------------------------------------------------
# exact legal-move counts, following


def test_follow_always_includes_pass_exactly_once():
    for hand, to_beat in (
        ("S3", "Single 4 S4"),  # nothing beats: PASS only
        ("S3 H3 C3 D3", "Single 4 S4"),
        ("SB SB HR HR", "Bomb 5 " + BOMB10),
        (BOMB10, "Single 3 S3"),
    ):
        assert pass_count(legal_moves(hand, "2", to_beat)) == 1, (hand, to_beat)
    assert move_keys(legal_moves("S3", "2", "Single 4 S4")) == {PASS}


def test_follow_pair_same_type_only_and_equal_key_loses():
    # hand S4 H4 S5 H5 C5, level 2:
    #   vs Pair 3: PASS + Pair 4 (S4H4) + Pair 5 x C(3,2)=3  = 5 (trips 555 is not a pair)
    #   vs Pair 4: PASS + Pair 5 x 3                         = 4 (Pair 4 ties, does not beat)
    hand = "S4 H4 S5 H5 C5"
    assert move_keys(legal_moves(hand, "2", "Pair 3 S3 H3")) == {
        PASS,
        expect("Pair 4 S4 H4"),
        expect("Pair 5 S5 H5"),
        expect("Pair 5 S5 C5"),
        expect("Pair 5 H5 C5"),
    }
    assert len(legal_moves(hand, "2", "Pair 4 C4 D4")) == 4


def test_follow_straight():
    # hand S4 H5 C6 D7 S8 H9 (level 2) vs Straight 3: 45678 (key 4) and 56789 (key 5), mixed
    # suits, one physical choice each; no bombs. PASS + 2 = 3
    moves = legal_moves("S4 H5 C6 D7 S8 H9", "2", "Straight 3 S3 H4 C5 D6 S7")
    assert move_keys(moves) == {
        PASS,
        expect("Straight 4 S4 H5 C6 D7 S8"),
        expect("Straight 5 H5 C6 D7 S8 H9"),
    }


def test_follow_where_only_bombs_or_pass_answer():
    # S3 H3 C3 D3 S9 H9 vs Pair A (level 2): pairs 33/99 are lower; Bomb 3333. PASS + 1 = 2
    moves = legal_moves("S3 H3 C3 D3 S9 H9", "2", "Pair A SA HA")
    assert move_keys(moves) == {PASS, expect("Bomb 3 S3 H3 C3 D3")}
    # S3 H3 C3 D3 S4 vs Single R (big joker): only the bomb. PASS + 1 = 2
    assert move_keys(legal_moves("S3 H3 C3 D3 S4", "2", "Single R HR")) == {
        PASS,
        expect("Bomb 3 S3 H3 C3 D3"),
    }
    # S3 H3 C3 D3 S5 S6 S7 S8 S9 vs Straight T (top straight): no straight is higher; natural
    # spades 56789 are a StraightFlush only (a bomb); Bomb 3333. PASS + 2 = 3
    moves = legal_moves("S3 H3 C3 D3 S5 S6 S7 S8 S9", "2", "Straight T ST HJ CQ DK SA")
    assert move_keys(moves) == {
        PASS,
        expect("Bomb 3 S3 H3 C3 D3"),
        expect("StraightFlush 5 S5 S6 S7 S8 S9"),
    }


def test_follow_a_four_card_bomb_with_wild_bombs():
    # hand S3 H3 C3 D3 SA HA CA DA H2(W), level 2, vs Bomb 9 (4 cards):
    #   4-card A: natural AAAA 1 + (3 of 4 As)+W C(4,3)=4           = 5  (A > 9)
    #   5-card A: AAAA+W                                            = 1
    #   4-card 3s (natural or 333W): 3 < 9, no                       = 0
    #   5-card 3: 3333+W (5 > 4 cards)                               = 1
    #   PASS 1.  1 + 5 + 1 + 1 = 8
    moves = legal_moves("S3 H3 C3 D3 SA HA CA DA H2", "2", "Bomb 9 S9 H9 C9 D9")
    assert move_keys(moves) == {
        PASS,
        expect("Bomb A SA HA CA DA"),
        expect("Bomb A H2 HA CA DA"),
        expect("Bomb A SA H2 CA DA"),
        expect("Bomb A SA HA H2 DA"),
        expect("Bomb A SA HA CA H2"),
        expect("Bomb A SA HA CA DA H2"),
        expect("Bomb 3 S3 H3 C3 D3 H2"),
    }


def test_follow_ten_card_bomb_and_fourkings():
    # nothing beats four jokers, not even a 10-card bomb: PASS only
    assert move_keys(legal_moves(BOMB10, "2", FOUR_KINGS)) == {PASS}
    # four jokers vs the 10-card bomb: PASS + FourKings = 2 (singles/pairs can't beat a bomb)
    answers = legal_moves("SB SB HR HR", "2", "Bomb 5 " + BOMB10)
    assert move_keys(answers) == {PASS, expect(FOUR_KINGS)}


# --------------------------------------------------------------------------------------------
# bad input


def test_third_copy_raises_invalid_card_error():
    with pytest.raises(paiju.InvalidCardError):
        legal_moves("S5 S5 S5", "2")
    with pytest.raises(paiju.InvalidCardError):
        classify("SB SB SB", "2")
    # the hand and the play to beat come from the same two decks: 2 + 1 copies is too many
    with pytest.raises(paiju.InvalidCardError):
        legal_moves("S5 S5 S6", "2", "Single 5 S5")


def test_unknown_card_token_raises_invalid_card_error():
    with pytest.raises(paiju.InvalidCardError):
        legal_moves("S5 X9", "2")
    with pytest.raises(paiju.InvalidCardError):
        classify(["S1"], "2")


@pytest.mark.parametrize("level", ["1", "Z", "0", "B", 1, 14, ""])
def test_unknown_level_raises_invalid_option_error(level):
    with pytest.raises(paiju.InvalidOptionError):
        legal_moves("S5", level)
    with pytest.raises(paiju.InvalidOptionError):
        classify("S5", level)


def test_level_ten_spelled_as_int_or_T():
    assert move_keys(legal_moves("ST HT S9", 10)) == move_keys(legal_moves("ST HT S9", "T"))


@pytest.mark.parametrize(
    "to_beat",
    [
        "Pair 5 S5 S6",  # not a pair
        ["Pair", "5", ["S5", "S6"]],
        "Straight 3 S2 H3 C4 D5 S6",  # a straight, but its key is 2, not 3
        "Pair B SB HR",  # small + big joker
        "Straight J SJ HQ CK DA S2",  # wraps
        "Trips 9 S9 H9",  # wrong size
    ],
)
def test_to_beat_that_is_not_a_combination_raises_illegal_move_error(to_beat):
    with pytest.raises(paiju.IllegalMoveError):
        legal_moves("S3 H3", "9", to_beat)


@pytest.mark.parametrize("to_beat", ["PASS", ["PASS", "PASS", "PASS"], Move.pass_()])
def test_to_beat_a_pass_raises_illegal_move_error(to_beat):
    with pytest.raises(paiju.IllegalMoveError):
        legal_moves("S3 H3", "2", to_beat)


def test_unknown_option_name_raises_invalid_option_error():
    with pytest.raises(paiju.InvalidOptionError):
        legal_moves("S3", "2", no_such_option=True)
    with pytest.raises(paiju.InvalidOptionError):
        classify("S3", "2", full_house_joker_pairs=True)  # misspelt


@pytest.mark.parametrize("value", ["yes", 1, 0, None, "True"])
def test_non_bool_option_raises_invalid_option_error(value):
    with pytest.raises(paiju.InvalidOptionError):
        legal_moves("S3", "2", full_house_joker_pair=value)


def test_beats_and_from_platform_reject_invalid_readings():
    with pytest.raises(paiju.IllegalMoveError):
        beats("Pair 5 S5 S6", "Single 3 S3", "2")
    with pytest.raises(paiju.IllegalMoveError):
        Move.from_platform(["Straight", "3", ["S2", "S3", "S4", "S5", "S6"]], "9")
    with pytest.raises(paiju.IllegalMoveError):
        Move.from_platform(["Pair", "B", ["SB", "HR"]], "2")


def test_errors_are_value_errors():
    for error in (paiju.InvalidCardError, paiju.InvalidOptionError, paiju.IllegalMoveError):
        assert issubclass(error, ValueError)


# --------------------------------------------------------------------------------------------
# platform notation, parse round trip, key codes, numpy arrays

ALL_CARDS = [c for c in paiju.CARD_KINDS for _ in range(2)]  # 108 cards


def random_positions():
    rng = random.Random(20240611)
    for level in "27TA":
        heart = "H" + level
        for _ in range(3):
            deck = list(ALL_CARDS)
            deck.remove(heart)  # make sure a wild is present
            rng.shuffle(deck)
            hand = [heart] + deck[:11]  # hand and other seat share one 108-card pack
            other = deck[11:23]
            lead = [m for m in legal_moves(other, level) if m.kind in ("Single", "Pair", "Trips")]
            yield hand, level, None
            yield hand, level, lead[-1]


def test_platform_and_text_round_trip_for_all_moves_of_random_hands():
    for hand, level, to_beat in random_positions():
        moves = legal_moves(hand, level, to_beat)
        move_keys(moves)  # no duplicates
        for m in moves:
            obj = m.to_platform()
            assert isinstance(obj, list) and len(obj) == 3
            # the platform's spelling: the four jokers are ["Bomb", "JOKER", ...] (docs/platform.md)
            assert (obj[0], obj[1]) == ((m.kind, m.rank) if m.kind != "FourKings" else ("Bomb", "JOKER"))
            assert sorted(obj[2]) == sorted(m.cards) or m.kind == "PASS"
            assert Move.from_platform(obj, level) == m
            assert Move.parse(str(m)) == m
    assert Move.pass_().to_platform() == ["PASS", "PASS", "PASS"]
    assert Move.from_platform(["PASS", "PASS", "PASS"], "2") == Move.pass_()


def test_platform_form_of_a_wild_move_keeps_the_wild_under_its_own_code():
    m = Move("Straight", "2", "H2 S3 H4 C5 D6")
    kind, rank, cards = m.to_platform()
    assert (kind, rank, sorted(cards)) == ("Straight", "2", sorted(["H2", "S3", "H4", "C5", "D6"]))


def test_key_codes_counted_by_hand():
    # rank slot 0..12 = 2..A, 13 SB, 14 HR; run start 0 = ace low, 1..12 = 2..K
    assert Move("Single", "2", "S2").key_code == 0
    assert Move("Single", "A", "SA").key_code == 12
    assert Move("Single", "B", "SB").key_code == 13
    assert Move("Single", "R", "HR").key_code == 14
    assert Move("Straight", "A", "SA D2 C3 H4 S5").key_code == 0
    assert Move("Straight", "2", "S2 D3 C4 H5 S6").key_code == 1
    assert Move("Straight", "T", "ST DJ CQ HK SA").key_code == 9  # 2->1 ... T->9
    assert Move("ThreePair", "Q", "SQ HQ SK HK SA HA").key_code == 11
    assert Move("TwoTrips", "K", "SK HK CK SA HA CA").key_code == 12
    assert Move("FourKings", "B", "SB SB HR HR").key_code == 13


def test_legal_move_arrays_rows_agree_with_legal_moves():
    for hand, level, to_beat in random_positions():
        moves = legal_moves(hand, level, to_beat)
        arrays = legal_move_arrays(hand, level, to_beat)
        assert arrays.cards.shape == (len(moves), 54)
        assert arrays.types.shape == (len(moves),) and arrays.keys.shape == (len(moves),)
        for i, m in enumerate(moves):
            assert np.array_equal(arrays.cards[i], Cards(list(m.cards)).counts())
            assert int(arrays.cards[i].sum()) == len(m.cards)
            assert TYPE_NAMES[arrays.types[i]] == m.kind
            assert int(arrays.keys[i]) == (0 if m.kind == "PASS" else m.key_code)
