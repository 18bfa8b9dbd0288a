"""Self-tests of the pure-Python Jingdezhen Liangfutou reference oracle.

Every expectation below is counted by hand from the rules spec
(docs/rules/liangfutou.md §1-2, "What a move is", "Readings settled
here") and the helper brief; the arithmetic is in the comments.
"""

import random
from itertools import product

import pytest

from .liangfutou_reference import (
    NATURAL_RANKS,
    PASS,
    beats,
    classify,
    legal_moves,
    power,
    shape_readings,
    wild_readings,
)

R13 = NATURAL_RANKS  # "3".."2"


def keys(moves):
    """(kind, length, key) of a set of moves, for compact expectations."""
    return {(k, n, r) for k, n, r, _, _ in moves}


def mv(kind, length, rank, ranks, called=0):
    return (kind, length, rank, tuple(ranks), called)


# ------------------------------------------------------------------ power

def test_power_order():
    order = ["3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2", "SB", "HR"]
    assert [power(r) for r in order] == list(range(15))


# ------------------------------------------------------------------ jokers

def test_lone_jokers_are_themselves():
    assert classify(["SB"]) == {mv("single", 1, "SB", ["SB"])}
    assert classify(["HR"]) == {mv("single", 1, "HR", ["HR"])}
    # HR > SB > 2 as singles
    two = mv("single", 1, "2", ["2"])
    sb, hr = mv("single", 1, "SB", ["SB"]), mv("single", 1, "HR", ["HR"])
    assert beats(hr, sb) and beats(sb, two) and not beats(two, sb) and not beats(sb, hr)


def test_small_joker_pair_has_14_readings():
    out = classify(["SB", "SB"])
    # natural pair "SB" + a wild pair of each of the 13 ranks 3..2 = 1 + 13 = 14
    assert len(out) == 14
    assert out == {mv("pair", 2, "SB", ["SB", "SB"])} | {
        mv("pair", 2, r, ["SB", "SB"]) for r in R13}
    assert len(classify(["HR", "HR"])) == 14
    assert mv("pair", 2, "HR", ["HR", "HR"]) in classify(["HR", "HR"])


def test_mixed_joker_pair_is_only_wild():
    out = classify(["SB", "HR"])
    # 13 wild pairs 3..2, no natural joker pair
    assert len(out) == 13
    assert out == {mv("pair", 2, r, ["SB", "HR"]) for r in R13}


def test_joker_pair_order():
    hr_pair = mv("pair", 2, "HR", ["HR", "HR"])
    sb_pair = mv("pair", 2, "SB", ["SB", "SB"])
    twos = mv("pair", 2, "2", ["2", "2"])
    wild_twos = mv("pair", 2, "2", ["SB", "SB"])
    assert beats(hr_pair, sb_pair) and beats(sb_pair, twos)
    assert not beats(twos, sb_pair)
    # SB SB standing for 22 equals a natural 22: neither beats
    assert not beats(wild_twos, twos) and not beats(twos, wild_twos)


def test_three_jokers_triple_of_any_rank():
    out = classify(["SB", "SB", "HR"])
    # 13 triples 3..2; no natural joker triple
    assert out == {mv("triple", 3, r, ["SB", "SB", "HR"]) for r in R13}


def test_jokers_in_larger_combination_stand_for_ranks():
    # SB SB + 3 is only 333 (the natural SB pair combines with nothing)
    assert classify(["SB", "SB", "S3"]) == {mv("triple", 3, "3", ["3", "SB", "SB"])}


def test_four_jokers_alone_only_joker_bomb():
    assert classify(["SB", "SB", "HR", "HR"]) == {
        mv("joker_bomb", 4, "HR", ["SB", "SB", "HR", "HR"])}


def test_one_natural_and_three_jokers_is_a_bomb():
    # 5 + 3 jokers: 4 cards with one natural rank -> only the bomb of four 5s
    assert classify(["S5", "SB", "SB", "HR"]) == {
        mv("bomb", 4, "5", ["5", "SB", "SB", "HR"])}


def test_one_natural_and_four_jokers():
    # 5 + 4 jokers (5 cards): bomb of five 5s; straights of 5 ranks that hold
    # the 5: 3-7, 4-8, 5-9 (keys 7, 8, 9)  ->  1 + 3 = 4 readings
    out = classify(["D5", "SB", "SB", "HR", "HR"])
    assert keys(out) == {("bomb", 5, "5"), ("straight", 5, "7"),
                         ("straight", 5, "8"), ("straight", 5, "9")}
    # 55 + 4 jokers (6 cards): bomb of six 5s; pair runs of three ranks that
    # hold 5: 345, 456, 567  ->  1 + 3 = 4 readings
    out = classify(["D5", "C5", "SB", "SB", "HR", "HR"])
    assert keys(out) == {("bomb", 6, "5"), ("pair_run", 6, "5"),
                         ("pair_run", 6, "6"), ("pair_run", 6, "7")}


# ------------------------------------------------------------------ wild == natural

def test_444_joker_equals_4444():
    wild = classify(["S4", "H4", "C4", "SB"])
    nat = classify(["S4", "H4", "C4", "D4"])
    # 444 + X has one natural rank in 4 cards: only X = 4 reads (bomb of 4s)
    assert wild == {mv("bomb", 4, "4", ["4", "4", "4", "SB"])}
    assert nat == {mv("bomb", 4, "4", ["4", "4", "4", "4"])}
    (w,), (n,) = wild, nat
    assert not beats(w, n) and not beats(n, w)


# ------------------------------------------------------------------ sequences

def test_no_two_in_sequences():
    assert classify(["SJ", "SQ", "SK", "SA", "S2"]) == set()  # JQKA2
    assert classify(["S3", "S4", "S5", "S6", "S2"]) == set()  # 34562
    assert classify(["SA", "S2", "S3", "S4", "S5"]) == set()  # A only high, no wrap
    assert classify(["HT", "SJ", "SQ", "SK", "SA"]) == {
        mv("straight", 5, "A", ["T", "J", "Q", "K", "A"])}
    # JQKA + joker: the joker may be T (top A) but never 2
    assert classify(["SJ", "SQ", "SK", "SA", "SB"]) == {
        mv("straight", 5, "A", ["J", "Q", "K", "A", "SB"])}
    # 3456 + joker: joker 7 (top 7) only; 2 cannot start it
    assert keys(classify(["S3", "S4", "S5", "S6", "HR"])) == {("straight", 5, "7")}
    # pair runs: KKAA22 is not one; QQKKAA is
    assert classify(["SK", "HK", "SA", "HA", "S2", "H2"]) == set()
    assert keys(classify(["SQ", "HQ", "SK", "HK", "SA", "HA"])) == {("pair_run", 6, "A")}


def test_joker_fills_gap_or_end():
    # 3 4 6 7 + joker: gap 5 only (a joker fills one position) -> top 7
    assert keys(classify(["S3", "S4", "S6", "S7", "SB"])) == {("straight", 5, "7")}
    # 4 5 6 7 + joker: low end 3 (top 7) or high end 8 (top 8)
    assert keys(classify(["S4", "S5", "S6", "S7", "SB"])) == {
        ("straight", 5, "7"), ("straight", 5, "8")}
    # 33 55 + 2 jokers: 44 only (jokers both fill the gap) -> pair run top 5
    assert keys(classify(["S3", "H3", "S5", "H5", "SB", "HR"])) == {("pair_run", 6, "5")}
    # 33 4 55 + joker: the joker is the second 4
    assert keys(classify(["S3", "H3", "S4", "S5", "H5", "SB"])) == {("pair_run", 6, "5")}


def test_sequences_compare_only_same_length():
    s5_7 = mv("straight", 5, "7", ["3", "4", "5", "6", "7"])
    s5_8 = mv("straight", 5, "8", ["4", "5", "6", "7", "8"])
    s6_9 = mv("straight", 6, "9", ["4", "5", "6", "7", "8", "9"])
    assert beats(s5_8, s5_7) and not beats(s5_7, s5_8)
    assert not beats(s6_9, s5_7) and not beats(s6_9, s5_8) and not beats(s5_8, s6_9)
    p3_5 = mv("pair_run", 6, "5", ["3", "3", "4", "4", "5", "5"])
    p3_6 = mv("pair_run", 6, "6", ["4", "4", "5", "5", "6", "6"])
    p4_7 = mv("pair_run", 8, "7", ["4", "4", "5", "5", "6", "6", "7", "7"])
    assert beats(p3_6, p3_5) and not beats(p3_5, p3_6)
    assert not beats(p4_7, p3_5) and not beats(p4_7, p3_6) and not beats(p3_6, p4_7)
    # different kinds of the same length never beat (6-card straight vs pair run)
    s6_8 = mv("straight", 6, "8", ["3", "4", "5", "6", "7", "8"])
    assert not beats(s6_8, p3_5) and not beats(p3_6, s6_8)


# ------------------------------------------------------------------ bombs

def test_bomb_order_size_then_rank():
    b4_2 = mv("bomb", 4, "2", ["2"] * 4)
    b4_A = mv("bomb", 4, "A", ["A"] * 4)
    b5_3 = mv("bomb", 5, "3", ["3"] * 5)
    b5_3w = mv("bomb", 5, "3", ["3", "3", "3", "SB", "HR"])
    assert beats(b4_2, b4_A) and not beats(b4_A, b4_2)
    assert beats(b5_3, b4_2) and not beats(b4_2, b5_3)  # size first
    assert not beats(b5_3, b5_3w) and not beats(b5_3w, b5_3)  # equal
    # any bomb beats any non-bomb, including the HR pair and long sequences
    hr_pair = mv("pair", 2, "HR", ["HR", "HR"])
    long_run = mv("straight", 12, "A", list(R13[:12]))
    b4_3 = mv("bomb", 4, "3", ["3"] * 4)
    assert beats(b4_3, hr_pair) and beats(b4_3, long_run)
    assert not beats(hr_pair, b4_3) and not beats(long_run, b4_3)
    # classify agrees: 333 + SB + HR is a 5-card bomb of 3s only
    assert classify(["S3", "H3", "C3", "SB", "HR"]) == {b5_3w}


def test_joker_bomb_beats_twelve_card_bomb():
    hand = ["S2", "H2", "C2", "D2"] * 2 + ["SB", "SB", "HR", "HR"]
    # 8 natural 2s + 4 jokers: one natural rank, 12 cards -> only the bomb of 2s
    (big,) = classify(hand)
    assert big == mv("bomb", 12, "2", ["2"] * 8 + ["SB", "SB", "HR", "HR"])
    jb = mv("joker_bomb", 4, "HR", ["SB", "SB", "HR", "HR"])
    assert beats(jb, big) and not beats(big, jb) and not beats(jb, jb)


# ------------------------------------------------------------------ called card

def test_called_copies_make_distinct_moves():
    # hand H7 S7, called H7:
    #   single 7 called 0 (S7), single 7 called 1 (H7), pair 77 called 1 -> 3
    assert legal_moves(["H7", "S7"], called="H7") == {
        mv("single", 1, "7", ["7"], 0), mv("single", 1, "7", ["7"], 1),
        mv("pair", 2, "7", ["7", "7"], 1)}
    # without a call: single 7, pair 7 -> 2
    assert legal_moves(["H7", "S7"]) == {
        mv("single", 1, "7", ["7"]), mv("pair", 2, "7", ["7", "7"])}
    # H7 S7 D7, called H7: singles 0/1 (2), pairs 0/1 (2), triple called 1 (1) -> 5
    out = legal_moves(["H7", "S7", "D7"], called="H7")
    assert len(out) == 5
    assert mv("pair", 2, "7", ["7", "7"], 0) in out
    assert mv("pair", 2, "7", ["7", "7"], 1) in out
    assert mv("triple", 3, "7", ["7"] * 3, 1) in out
    # both copies of the called kind in one play count 2
    assert classify(["H7", "H7"], called="H7") == {mv("pair", 2, "7", ["7", "7"], 2)}
    # called copy vs no called copy with equal key: neither beats
    assert not beats(mv("pair", 2, "7", ["7", "7"], 1), mv("pair", 2, "7", ["7", "7"], 0))


# ------------------------------------------------------------------ exact counts

def test_lead_count_3_4_sb():
    hand = ["S3", "S4", "SB"]
    # {3}, {4}, {SB} singles (3); {3,SB} pair 3, {4,SB} pair 4 (2);
    # {3,4} and {3,4,SB} read as nothing  ->  3 + 2 = 5
    out = legal_moves(hand)
    assert len(out) == 5 and PASS not in out
    # follow pair 3: PASS + pair 4 (3+SB equals it, no)  ->  2
    assert legal_moves(hand, mv("pair", 2, "3", ["3", "3"])) == {
        PASS, mv("pair", 2, "4", ["4", "SB"])}
    # follow single 2: PASS + single SB  ->  2
    assert legal_moves(hand, mv("single", 1, "2", ["2"])) == {
        PASS, mv("single", 1, "SB", ["SB"])}


def test_lead_count_55_sb_hr():
    hand = ["S5", "H5", "SB", "HR"]
    # 5 (1); SB, HR singles (2); 55 (1); 5+SB, 5+HR pairs of 5, distinct
    # ranks tuples (2); SB+HR wild pairs 3..2 (13); 55+SB, 55+HR triples (2);
    # 5+SB+HR triple (1); 55+SB+HR bomb of 5s (1)
    # 1+2+1+2+13+2+1+1 = 23
    assert len(legal_moves(hand)) == 23
    # follow pair 9: PASS + SB HR as T J Q K A 2 (6) + bomb 55 SB HR (1) = 8
    f = legal_moves(hand, mv("pair", 2, "9", ["9", "9"]))
    assert len(f) == 8
    assert keys(f - {PASS}) == {("pair", 2, r) for r in "TJQKA2"} | {("bomb", 4, "5")}
    # follow triple 4: PASS + 3 triples of 5 + bomb = 5
    assert len(legal_moves(hand, mv("triple", 3, "4", ["4"] * 3))) == 5
    # follow 5555: our bomb 55+SB+HR only equals it  ->  PASS only
    assert legal_moves(hand, mv("bomb", 4, "5", ["5"] * 4)) == {PASS}


def test_lead_count_straight_hand():
    hand = ["S3", "S4", "S5", "S6", "S7", "SB"]
    # no joker: 5 singles + straight 3-7  = 6
    # SB alone (1); SB + one natural = pair (5); SB + 2 or 3 naturals: nothing
    # SB + 4 naturals: 4567 -> top 7 or 8 (2); 3567, 3467, 3457, 3456 -> top 7
    # (4 more, a 2 never extends 3456)  = 6
    # SB + all five: 3-8 (1)
    # 6 + 1 + 5 + 6 + 1 = 19
    assert len(legal_moves(hand)) == 19
    # follow straight 5 top 7: PASS + 4567+SB as 4-8  ->  2
    assert legal_moves(hand, mv("straight", 5, "7", ["3", "4", "5", "6", "7"])) == {
        PASS, mv("straight", 5, "8", ["4", "5", "6", "7", "SB"])}
    # follow straight 6 top 8: ours 3-8 only equals it  ->  PASS only
    assert legal_moves(hand, mv("straight", 6, "8", list("345678"))) == {PASS}


def test_lead_count_pair_run_hand():
    hand = ["S3", "H3", "S4", "H4", "S5", "SB"]
    # no joker: singles 3 4 5 (3) + pairs 33 44 (2) = 5
    # SB alone (1); SB+3, SB+4, SB+5 pairs (3); SB+33, SB+44 triples (2);
    # SB+33+44+5 -> pair run 33 44 55 top 5 (1); nothing else reads
    # (3-5 card plays with two natural ranks are never a shape)
    # 5 + 1 + 3 + 2 + 1 = 12
    out = legal_moves(hand)
    assert len(out) == 12
    assert mv("pair_run", 6, "5", ["3", "3", "4", "4", "5", "SB"]) in out


def test_lead_contains_joker_bomb_and_follow_it_is_pass_only():
    hand = ["SB", "SB", "HR", "HR"]
    out = legal_moves(hand)
    # singles SB, HR (2); pairs: SB SB 14 + HR HR 14 + SB HR 13 (41);
    # triples: SB SB HR 13 + SB HR HR 13 (26); joker bomb (1)  ->  70
    assert len(out) == 70
    jb = mv("joker_bomb", 4, "HR", ["SB", "SB", "HR", "HR"])
    assert jb in out
    assert legal_moves(["S3", "S3", "H3", "H3"], jb) == {PASS}


def test_pass_only_when_following():
    rng = random.Random(7)
    deck = [s + r for s in "SHCD" for r in "A23456789TJQK"] * 2 + ["SB", "HR"] * 2
    for _ in range(20):
        hand = rng.sample(deck, 8)
        assert PASS not in legal_moves(hand)
        assert PASS in legal_moves(hand, mv("single", 1, "HR", ["HR"]))
    with pytest.raises(ValueError):
        legal_moves(["S3"], PASS)


# ------------------------------------------------------------------ consistency

def _naive_wild_readings(nat, j):
    """Every ORDERED assignment of ranks 3..2 to the j jokers (13**j)."""
    out = set()
    for sub in product(range(13), repeat=j):
        counts = list(nat)
        for i in sub:
            counts[i] += 1
        out |= shape_readings(tuple(counts))
    return out


def test_reduced_substitution_equals_naive():
    rng = random.Random(3)
    cases = []
    # every natural multiset of <= 3 cards over a window of ranks, plus random ones
    window = [0, 1, 2, 3, 9, 10, 11, 12]
    for size in range(0, 4):
        for combo in product(window, repeat=size):
            nat = [0] * 13
            for i in combo:
                nat[i] += 1
            cases.append(tuple(nat))
    for _ in range(150):
        nat = [0] * 13
        lo = rng.randrange(13)
        for _ in range(rng.randrange(2, 9)):
            nat[min(12, lo + rng.randrange(6))] += 1
        cases.append(tuple(nat))
    cases = sorted(set(cases))
    for nat in cases:
        for j in (1, 2, 3):
            assert set(wild_readings(nat, j, True)) == _naive_wild_readings(nat, j), (nat, j)
    for nat in cases[::7]:
        assert wild_readings(nat, 4, True) == wild_readings(nat, 4, False), nat


def test_follow_is_filtered_lead_and_reduced_equals_unreduced():
    rng = random.Random(11)
    deck = [s + r for s in "SHCD" for r in "A23456789TJQK"] * 2 + ["SB", "HR"] * 2
    for _ in range(12):
        hand = rng.sample(deck, 9)
        called = rng.choice(hand + [None])
        lead = legal_moves(hand, called=called)
        assert lead == legal_moves(hand, called=called, reduced=False)
        for tb in rng.sample(sorted(lead), min(5, len(lead))):
            other = rng.sample(deck, 9)
            assert legal_moves(other, tb, called) == {PASS} | {
                m for m in legal_moves(other, called=called) if beats(m, tb)}
        # every lead move is a reading of a multiset with its ranks
        for m in legal_moves(hand):
            assert m[1] == len(m[3])
            assert m in classify(_cards_for(m[3]))


def _cards_for(ranks):
    """Some physical cards with these ranks (suits S S H H C C D D)."""
    seen = {}
    cards = []
    for r in ranks:
        k = seen.get(r, 0)
        seen[r] = k + 1
        cards.append(r if r in ("SB", "HR") else "SSHHCCDD"[k] + r)
    return cards
