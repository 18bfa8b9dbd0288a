"""Self-tests of the pure-Python Guandan reference oracle.

Every expectation below is counted by hand from the rules spec
(docs/rules/guandan.md §1-3) and the project's settled semantics;
the arithmetic is in the comments.
"""

import random

import pytest
from hypothesis import given, settings, strategies as st

from .guandan_reference import (
    NATURAL_KINDS,
    PASS,
    beats,
    classify,
    legal_moves,
    power,
)


def mv(kind, rank, cards):
    return (kind, rank, tuple(sorted(cards)))


def readings(cards, level, **kw):
    """classify() without the physical cards, for compact expectations."""
    out = classify(cards, level, **kw)
    assert all(c == tuple(sorted(cards)) for _, _, c in out)
    return {(t, k) for t, k, _ in out}


# ---------------------------------------------------------------- singles / pairs

def test_lone_wild_is_plain_single():
    # level 2: H2 alone is no substitution, just a Single of rank 2
    assert classify(["H2"], "2") == {mv("Single", "2", ["H2"])}
    # level K: HK alone -> Single K
    assert classify(["HK"], "K") == {mv("Single", "K", ["HK"])}


def test_jokers_single():
    assert classify(["SB"], "2") == {mv("Single", "B", ["SB"])}
    assert classify(["HR"], "2") == {mv("Single", "R", ["HR"])}


def test_two_wilds_alone_are_pair_of_level():
    assert classify(["H2", "H2"], "2") == {mv("Pair", "2", ["H2", "H2"])}
    assert classify(["H7", "H7"], "7") == {mv("Pair", "7", ["H7", "H7"])}
    # not wild at another level: HT HT at level 2 is a natural pair of T
    assert classify(["HT", "HT"], "2") == {mv("Pair", "T", ["HT", "HT"])}


def test_wild_pairs_with_any_natural_but_never_a_joker():
    assert readings(["H2", "S5"], "2") == {("Pair", "5")}
    assert readings(["H2", "S2"], "2") == {("Pair", "2")}     # wild as itself
    assert readings(["H2", "SA"], "2") == {("Pair", "A")}
    assert readings(["H2", "SB"], "2") == set()                # wild is never a joker
    assert readings(["H2", "HR"], "2") == set()


def test_joker_pairs():
    assert readings(["SB", "SB"], "2") == {("Pair", "B")}
    assert readings(["HR", "HR"], "2") == {("Pair", "R")}
    assert readings(["SB", "HR"], "2") == set()                # small+big is no pair
    assert readings(["S5", "H6"], "2") == set()


def test_trips():
    assert readings(["S5", "H5", "C5"], "2") == {("Trips", "5")}
    assert readings(["S5", "H5", "H2"], "2") == {("Trips", "5")}
    # H2 H2 + S5: wilds as 5,5 -> trips of 5; nothing else has 3 cards
    assert readings(["S5", "H2", "H2"], "2") == {("Trips", "5")}
    assert readings(["SB", "SB", "HR"], "2") == set()          # no joker trips
    assert readings(["SB", "H2", "H2"], "2") == set()          # wild never a joker


# ---------------------------------------------------------------- sequences

def test_ace_low_and_ace_high_straights():
    # level 9 so that no card below is wild
    assert readings(["SA", "S2", "H3", "S4", "S5"], "9") == {("Straight", "A")}
    assert readings(["ST", "SJ", "SQ", "SK", "HA"], "9") == {("Straight", "T")}
    assert readings(["S9", "ST", "SJ", "SQ", "HK"], "2") == {("Straight", "9")}


def test_no_wrapping_sequences():
    assert readings(["SJ", "SQ", "SK", "HA", "S2"], "9") == set()   # JQKA2
    assert readings(["SK", "HA", "S2", "S3", "S4"], "9") == set()   # KA234
    assert readings(["SK", "HK", "SA", "HA", "S2", "H2"], "9") == set()  # KKAA22
    assert readings(["SK", "HK", "HK", "SA", "HA", "CA"], "9") == {("TwoTrips", "K")}
    assert readings(["SA", "HA", "CA", "S2", "H2", "C2"], "9") == {("TwoTrips", "A")}
    assert readings(["SK", "HK", "HK", "SA", "HA", "S2"], "9") == set()  # KKK AA 2


def test_three_pairs():
    assert readings(["SA", "HA", "S2", "H2", "S3", "H3"], "9") == {("ThreePair", "A")}
    assert readings(["SQ", "HQ", "SK", "HK", "SA", "HA"], "9") == {("ThreePair", "Q")}
    assert readings(["S4", "H4", "S5", "H5", "S7", "H7"], "9") == set()   # gap
    # wild completes a tube: AA 22 3 + H2 (level 2) -> only the 3 makes AA2233
    assert readings(["SA", "CA", "S2", "C2", "S3", "H2"], "2") == {("ThreePair", "A")}
    # KK K AA + wild (level 2) -> wild as A: KKKAAA
    assert readings(["SK", "SK", "HK", "SA", "SA", "H2"], "2") == {("TwoTrips", "K")}


def test_level_card_sits_at_natural_place_in_sequences():
    # level 5: D5 (not wild) is just a 5 in 34567
    assert readings(["S3", "S4", "D5", "S6", "S7"], "5") == {("Straight", "3")}
    # level 5: JQKA + 5 is not a straight (the level rank is not above A here)
    assert readings(["SJ", "SQ", "SK", "SA", "D5"], "5") == set()
    # level 2: 2 is its natural 2 in A2345
    assert readings(["SA", "C2", "S3", "S4", "S5"], "2") == {("Straight", "A")}
    # level A: ace still goes low or high, HA is wild; TJQK + HA -> 9TJQK or TJQKA
    assert readings(["ST", "CJ", "SQ", "SK", "HA"], "A") == {("Straight", "9"), ("Straight", "T")}


def test_wild_plus_3456_gives_two_straights():
    # wild as 2 -> 23456 (key 2), wild as 7 -> 34567 (key 3); naturals are of
    # suits S,C,S,S so no straight flush can arise.
    assert readings(["H2", "S3", "C4", "S5", "S6"], "2") == {("Straight", "2"), ("Straight", "3")}


def test_wild_straight_flush_has_both_readings():
    # naturals S3 S4 S5 S6, wild as S2/S7 -> SF 2/3; as any other suit -> Straight 2/3
    # 2 keys x 2 types = 4 readings
    assert readings(["H2", "S3", "S4", "S5", "S6"], "2") == {
        ("Straight", "2"), ("Straight", "3"), ("StraightFlush", "2"), ("StraightFlush", "3"),
    }
    # wild in the middle: S3 S4 _ S6 S7 -> only the 5 fits: SF 3 and Straight 3
    assert readings(["S3", "S4", "H2", "S6", "S7"], "2") == {("Straight", "3"), ("StraightFlush", "3")}


def test_five_natural_same_suit_is_straight_flush_only():
    assert readings(["S3", "S4", "S5", "S6", "S7"], "2") == {("StraightFlush", "3")}
    assert readings(["DT", "DJ", "DQ", "DK", "DA"], "2") == {("StraightFlush", "T")}
    # hearts including the level card H5 at level 9 (not wild there)
    assert readings(["H3", "H4", "H5", "H6", "H7"], "9") == {("StraightFlush", "3")}


def test_two_wild_straight_flush():
    # level 2, S5 S6 S7 + 2 wilds. Distinct ranks needed: the three naturals
    # span 5..7, so the 5-window is 3-7, 4-8 or 5-9 -> keys 3, 4, 5, each as
    # Straight (some wild off-suit) and StraightFlush (both wilds spades): 6.
    assert readings(["S5", "S6", "S7", "H2", "H2"], "2") == {
        ("Straight", "3"), ("Straight", "4"), ("Straight", "5"),
        ("StraightFlush", "3"), ("StraightFlush", "4"), ("StraightFlush", "5"),
    }


# ---------------------------------------------------------------- full house

def test_full_house_with_joker_pair_option():
    assert readings(["S9", "H9", "C9", "SB", "SB"], "2") == {("ThreeWithTwo", "9")}
    assert readings(["S9", "H9", "C9", "HR", "HR"], "2") == {("ThreeWithTwo", "9")}
    assert readings(["S9", "H9", "C9", "SB", "SB"], "2", full_house_joker_pair=False) == set()
    assert readings(["S9", "H9", "C9", "SB", "HR"], "2") == set()   # SB HR no pair
    # a natural pair works with the option off too
    assert readings(["S9", "H9", "C9", "S4", "D4"], "2", full_house_joker_pair=False) == {
        ("ThreeWithTwo", "9")}


def test_full_house_two_readings_with_wild():
    # 99 + 88 + wild: wild as 9 -> 999+88 (key 9); wild as 8 -> 888+99 (key 8)
    assert readings(["S9", "C9", "S8", "C8", "H2"], "2") == {("ThreeWithTwo", "9"), ("ThreeWithTwo", "8")}


def test_five_of_a_rank_is_bomb_not_full_house():
    # five natural 9s: a 5-card bomb only
    assert readings(["S9", "S9", "H9", "C9", "D9"], "2") == {("Bomb", "9")}
    # 999 + two wilds: wilds as 9,9 -> Bomb 9 (5 cards); wilds as p,p (p != 9)
    # -> ThreeWithTwo 9.  Nothing else.
    assert readings(["S9", "H9", "C9", "H2", "H2"], "2") == {("Bomb", "9"), ("ThreeWithTwo", "9")}
    # joker pair + wild + 99: wild as 9 -> 999+SBSB
    assert readings(["S9", "C9", "H2", "SB", "SB"], "2") == {("ThreeWithTwo", "9")}


# ---------------------------------------------------------------- bombs

def test_bombs_with_wilds_up_to_ten_cards():
    # level 2: 777 + wild -> the only 4-card reading is Bomb 7
    assert readings(["S7", "H7", "C7", "H2"], "2") == {("Bomb", "7")}
    # 8 natural aces + 2 wilds = 10 cards, all aces
    eight_aces = ["SA", "SA", "HA", "HA", "CA", "CA", "DA", "DA"]
    assert classify(eight_aces + ["H2", "H2"], "2") == {mv("Bomb", "A", eight_aces + ["H2", "H2"])}
    assert readings(eight_aces + ["H2"], "2") == {("Bomb", "A")}       # 9 cards
    assert readings(eight_aces, "2") == {("Bomb", "A")}                # 8 cards
    # two wilds + two naturals of a rank: 4-card bomb (wilds as that rank)
    assert readings(["S8", "D8", "H2", "H2"], "2") == {("Bomb", "8")}
    # level-rank bomb of natural level cards plus the wilds themselves
    assert readings(["S2", "C2", "D2", "H2"], "2") == {("Bomb", "2")}


def test_four_kings():
    assert readings(["SB", "SB", "HR", "HR"], "2") == {("FourKings", "B")}
    assert readings(["SB", "SB", "HR", "H2"], "2") == set()        # wild is no joker


def test_nothing_else_is_a_combination():
    assert classify([], "2") == set()
    assert readings(["S3", "S4"], "2") == set()
    assert readings(["S3", "S4", "S5", "S6"], "2") == set()       # 4-card straight
    assert readings(["S3", "S4", "S5", "S6", "S7", "S8"], "2") == set()  # 6-card straight
    assert readings(["S3", "H3", "S4", "H4"], "2") == set()       # two pairs
    assert readings(["S3", "H3", "C3", "S4"], "2") == set()       # 3+1


def test_bad_input_rejected():
    with pytest.raises(ValueError):
        classify(["X9"], "2")
    with pytest.raises(ValueError):
        classify(["S9", "S9", "S9"], "2")
    with pytest.raises(ValueError):
        classify(["S9"], "1")


# ---------------------------------------------------------------- power / beats

def test_power_order():
    # level 7: 2 3 4 5 6 8 9 T J Q K A 7 B R
    order = ["2", "3", "4", "5", "6", "8", "9", "T", "J", "Q", "K", "A", "7", "B", "R"]
    assert [power(r, "7") for r in order] == list(range(15))
    assert power("A", "A") > power("K", "A")
    assert power("2", "2") > power("A", "2")


def _bomb(rank, n):
    suits = "SSHHCCDD"
    return ("Bomb", rank, tuple(sorted(s + rank for s in suits[:n])))


FOUR_KINGS = mv("FourKings", "B", ["SB", "SB", "HR", "HR"])
SF_T = mv("StraightFlush", "T", ["ST", "SJ", "SQ", "SK", "SA"])
SF_9 = mv("StraightFlush", "9", ["S9", "ST", "SJ", "SQ", "SK"])
SF_A = mv("StraightFlush", "A", ["SA", "S2", "S3", "S4", "S5"])


def test_bomb_order():
    level = "2"
    six_3 = _bomb("3", 6)
    five_A = _bomb("A", 5)
    four_2 = _bomb("2", 4)   # level rank: strongest 4-bomb
    four_A = _bomb("A", 4)
    ten_A = ("Bomb", "A", tuple(sorted(["SA", "SA", "HA", "HA", "CA", "CA", "DA", "DA", "H2", "H2"])))
    # 6-bomb > SF > 5-bomb > 4-bomb
    assert beats(six_3, SF_T, level) and not beats(SF_T, six_3, level)
    assert beats(SF_A, five_A, level) and not beats(five_A, SF_A, level)
    assert beats(five_A, four_2, level) and not beats(four_2, five_A, level)
    # same size: power (level rank beats A)
    assert beats(four_2, four_A, level) and not beats(four_A, four_2, level)
    # size before power
    assert beats(_bomb("3", 7), _bomb("2", 6), level)
    assert beats(ten_A, _bomb("2", 8), level)
    # straight flushes by key, A-low lowest
    assert beats(SF_T, SF_9, level) and beats(SF_9, SF_A, level) and not beats(SF_A, SF_9, level)
    # four kings over everything, nothing over four kings
    for b in (ten_A, six_3, SF_T, five_A, four_2, mv("Single", "R", ["HR"])):
        assert beats(FOUR_KINGS, b, level)
        assert not beats(b, FOUR_KINGS, level)
    assert not beats(FOUR_KINGS, FOUR_KINGS, level)
    # any bomb beats any non-bomb, never the other way
    for non_bomb in (mv("Single", "R", ["HR"]), mv("Straight", "T", ["ST", "SJ", "SQ", "SK", "HA"]),
                     mv("TwoTrips", "K", ["SK", "HK", "CK", "SA", "HA", "CA"])):
        assert beats(four_A, non_bomb, level)
        assert not beats(non_bomb, four_A, level)


def test_equal_keys_do_not_beat():
    level = "2"
    assert not beats(_bomb("5", 4), _bomb("5", 4), level)
    assert not beats(SF_T, SF_T, level)
    # same key, different physical cards
    a, b = mv("Pair", "5", ["S5", "C5"]), mv("Pair", "5", ["H5", "D5"])
    assert not beats(a, b, level) and not beats(b, a, level)
    s1 = mv("Straight", "3", ["S3", "S4", "S5", "S6", "H7"])
    s2 = mv("Straight", "3", ["H2", "S4", "S5", "S6", "H7"])   # wild as 3
    assert not beats(s1, s2, level) and not beats(s2, s1, level)


def test_non_bombs_same_type_higher_key():
    level = "2"
    assert beats(mv("Single", "2", ["S2"]), mv("Single", "A", ["SA"]), level)   # level card > A
    assert beats(mv("Single", "B", ["SB"]), mv("Single", "2", ["H2"]), level)
    assert beats(mv("Single", "R", ["HR"]), mv("Single", "B", ["SB"]), level)
    assert beats(mv("Pair", "R", ["HR", "HR"]), mv("Pair", "B", ["SB", "SB"]), level)
    # straights by natural order: level 2 does not lift 23456 above 34567
    s2 = mv("Straight", "2", ["S2", "S3", "S4", "S5", "H6"])
    s3 = mv("Straight", "3", ["S3", "S4", "S5", "S6", "H7"])
    sA = mv("Straight", "A", ["SA", "S2", "S3", "S4", "H5"])
    assert beats(s3, s2, level) and beats(s2, sA, level) and not beats(sA, s2, level)
    # full house by the triple only; level-rank triple is strongest
    fh_2 = mv("ThreeWithTwo", "2", ["S2", "C2", "D2", "S3", "C3"])
    fh_A = mv("ThreeWithTwo", "A", ["SA", "CA", "DA", "SK", "CK"])
    assert beats(fh_2, fh_A, level)
    # different types never beat each other
    assert not beats(mv("Trips", "A", ["SA", "HA", "CA"]), mv("Pair", "3", ["S3", "H3"]), level)
    assert not beats(mv("ThreePair", "Q", ["SQ", "HQ", "SK", "HK", "SA", "HA"]),
                     mv("TwoTrips", "A", ["SA", "HA", "CA", "S2", "H2", "C2"]), level)
    assert not beats(PASS, mv("Single", "3", ["S3"]), level)


# ---------------------------------------------------------------- legal moves

def test_lead_moves_small_hand_counted():
    hand = ["S3", "H3", "C3", "S4", "H4"]
    # level 2 (no wild in hand):
    #   Singles: S3 H3 C3 S4 H4                         = 5
    #   Pairs:   S3H3 S3C3 H3C3 (3 of C(3,2)) + S4H4    = 4
    #   Trips:   S3H3C3                                 = 1
    #   ThreeWithTwo: 333+44                            = 1
    #   (no bomb, straight, tube, plate)
    #   total 5 + 4 + 1 + 1                             = 11
    expected = {
        mv("Single", "3", ["S3"]), mv("Single", "3", ["H3"]), mv("Single", "3", ["C3"]),
        mv("Single", "4", ["S4"]), mv("Single", "4", ["H4"]),
        mv("Pair", "3", ["S3", "H3"]), mv("Pair", "3", ["S3", "C3"]), mv("Pair", "3", ["H3", "C3"]),
        mv("Pair", "4", ["S4", "H4"]),
        mv("Trips", "3", ["S3", "H3", "C3"]),
        mv("ThreeWithTwo", "3", ["S3", "H3", "C3", "S4", "H4"]),
    }
    moves = legal_moves(hand, "2")
    assert len(moves) == 11
    assert moves == expected


def test_lead_moves_with_wild_counted():
    # hand H2 H2 S3, level 2 (two wilds):
    #   Singles: H2 (Single 2), S3                       = 2
    #   Pairs: H2H2 -> Pair 2 only; H2S3 -> Pair 3       = 2
    #   Trips: H2H2S3 -> Trips 3                         = 1
    #   total                                            = 5
    assert legal_moves(["H2", "H2", "S3"], "2") == {
        mv("Single", "2", ["H2"]), mv("Single", "3", ["S3"]),
        mv("Pair", "2", ["H2", "H2"]), mv("Pair", "3", ["H2", "S3"]),
        mv("Trips", "3", ["H2", "H2", "S3"]),
    }
    # duplicates of a kind count once: S5 S5 -> Single S5, Pair S5S5 = 2 moves
    assert legal_moves(["S5", "S5"], "2") == {mv("Single", "5", ["S5"]), mv("Pair", "5", ["S5", "S5"])}


def test_follow_pair_with_wild_and_pass():
    hand = ["S6", "H6", "D3", "HT", "CT", "SB", "H2"]
    to_beat = mv("Pair", "5", ["S5", "C5"])
    # level 2. Two-card pairs from the hand:
    #   natural: S6H6 (6), HTCT (T)                          -> 2 beat 5
    #   with wild H2: +S6 (6), +H6 (6), +HT (T), +CT (T)     -> 4 beat 5
    #                 +D3 (3) does not beat, +SB is no pair
    #   no 4-of-a-rank (66+wild, TT+wild are only 3 cards), no four kings
    #   6 moves + PASS = 7
    expected = {
        mv("Pair", "6", ["S6", "H6"]), mv("Pair", "T", ["HT", "CT"]),
        mv("Pair", "6", ["H2", "S6"]), mv("Pair", "6", ["H2", "H6"]),
        mv("Pair", "T", ["H2", "HT"]), mv("Pair", "T", ["H2", "CT"]),
        PASS,
    }
    assert legal_moves(hand, "2", to_beat) == expected


def test_follow_with_bombs():
    hand = ["S7", "H7", "C7", "D7", "S9"]
    straight = mv("Straight", "3", ["S3", "S4", "S5", "S6", "H7"])
    # level 2: only the 4-bomb of 7s beats a straight (5 cards 77779 are no
    # straight); + PASS = 2
    assert legal_moves(hand, "2", straight) == {mv("Bomb", "7", ["S7", "H7", "C7", "D7"]), PASS}
    # against a 5-bomb the 4-bomb is too small: PASS only
    assert legal_moves(hand, "2", _bomb("3", 5)) == {PASS}
    # against four kings: PASS only
    assert legal_moves(["SB", "SB", "HR", "HR", "S9"], "2", FOUR_KINGS) == {PASS}
    # four kings beat a 10-bomb
    assert mv("FourKings", "B", ["SB", "SB", "HR", "HR"]) in legal_moves(
        ["SB", "SB", "HR", "HR"], "2", _bomb("3", 8))


def test_legal_moves_full_house_option():
    hand = ["S9", "H9", "C9", "SB", "SB"]
    fh = mv("ThreeWithTwo", "9", hand)
    assert fh in legal_moves(hand, "2")
    assert fh not in legal_moves(hand, "2", full_house_joker_pair=False)


# ---------------------------------------------------------------- properties

CARD = st.sampled_from(sorted(NATURAL_KINDS) + ["SB", "HR"])
LEVEL = st.sampled_from(list("23456789TJQKA"))


def _cap_two(cards):
    out, seen = [], {}
    for c in cards:
        if seen.get(c, 0) < 2:
            seen[c] = seen.get(c, 0) + 1
            out.append(c)
    return out


@settings(max_examples=150, deadline=None)
@given(level=LEVEL, naturals=st.lists(CARD, min_size=1, max_size=6), n_wild=st.integers(1, 2),
       fhjp=st.booleans())
def test_reduced_alphabet_is_exact(level, naturals, n_wild, fhjp):
    wild = "H" + level
    cards = _cap_two([c for c in naturals if c != wild]) + [wild] * n_wild
    fast = classify(cards, level, fhjp)
    slow = classify(cards, level, fhjp, reduced_alphabet=False)
    assert fast == slow


def test_reduced_alphabet_is_exact_on_flush_draws():
    # targeted: 5-card plays with naturals of one suit and 1-2 wilds
    rng = random.Random(7)
    for _ in range(60):
        level = rng.choice("23456789TJQKA")
        suit = rng.choice("SHCD")
        n_wild = rng.choice([1, 2])
        ranks = rng.sample("A23456789TJQK", 5 - n_wild)
        cards = [suit + r for r in ranks if suit + r != "H" + level] + ["H" + level] * n_wild
        assert classify(cards, level) == classify(cards, level, reduced_alphabet=False)


@settings(max_examples=40, deadline=None)
@given(level=LEVEL, cards=st.lists(CARD, min_size=1, max_size=8))
def test_legal_moves_consistent(level, cards):
    hand = _cap_two(cards)
    lead = legal_moves(hand, level)
    for move in lead:
        assert move in classify(list(move[2]), level)
        assert not beats(move, move, level)
    # following any lead move: result is exactly the beating lead moves + PASS
    for to_beat in sorted(lead)[:5]:
        follow = legal_moves(hand, level, to_beat)
        assert follow == {m for m in lead if beats(m, to_beat, level)} | {PASS}
    # antisymmetry of beats
    ms = sorted(lead)[:30]
    for a in ms:
        for b in ms:
            assert not (beats(a, b, level) and beats(b, a, level))
