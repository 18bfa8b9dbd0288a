"""Self-tests of the pure-Python Shengji / Tractor reference oracle.

Every expectation is counted by hand from the rules spec (docs/rules/shengji.md, cited §n),
the readings pinned by issue 11 and the decisions D1-D5 documented in shengji_reference.py;
the arithmetic is in the comments.  Keys: with a trump suit the chain is
trump-suit non-level cards 0..11 (level rank skipped), off-suit level cards 12, trump-suit level
card 13, small joker 14, big joker 15; in no-trump level cards 12, small joker 13, big joker 14.
"""

import random
import time

import pytest

from .shengji_reference import (
    Unit,
    canonical,
    classify,
    count_follows,
    count_leads,
    decompose,
    effective_suit,
    follow_score,
    is_legal_follow,
    legal_follows,
    legal_follows_naive,
    legal_leads,
    order_key,
    points,
    sub_multisets,
    throw_fails,
    trick_winner,
)


def h(text):
    """'SA SA SK' -> ['SA', 'SA', 'SK']."""
    return text.split()


def c(text):
    """'SA SA SK' -> the canonical (sorted) tuple."""
    return canonical(h(text))


def kind(text, level, trump):
    shape = classify(h(text), level, trump)
    return None if shape is None else shape.kind


def unit_shapes(text, level, trump):
    """[(kind, length)] of the canonical units, largest first."""
    return [(u.kind, u.length) for u in classify(h(text), level, trump).units]


def follows(hand, lead, level, trump):
    return legal_follows(h(hand), h(lead), level, trump)


def winner(plays, level, trump):
    return trick_winner([h(p) for p in plays], level, trump)


# ---------------------------------------------------------------------------------------------
# §1 cards and points
# ---------------------------------------------------------------------------------------------


def test_points_5_is_5_ten_and_king_are_10():
    # S5 5 + HT 10 + DK 10 + C5 5 = 30; SA, SQ, SB, HR score nothing.
    assert points(h("S5 HT DK SA SQ SB HR C5")) == 30


def test_points_two_decks_total_200():
    deck = [s + r for s in "SHCD" for r in "23456789TJQKA"] + ["SB", "HR"]
    # per deck: 4 suits x (5 + 10 + 10) = 100; two decks = 200 (§1)
    assert points(deck * 2) == 200


def test_bad_cards_and_third_copy_are_rejected():
    with pytest.raises(ValueError):
        effective_suit("S1", "5", "H")
    with pytest.raises(ValueError):
        classify(h("SA SA SA"), "5", "H")
    with pytest.raises(ValueError):
        order_key("SA", "5", "X")


# ---------------------------------------------------------------------------------------------
# §2 trumps and order
# ---------------------------------------------------------------------------------------------


def test_effective_suit_with_trump_suit():
    # trump H, level 5: jokers, every 5 and every heart are trump
    got = {card: effective_suit(card, "5", "H") for card in h("HA H2 S5 D5 SB HR SA C2 DK")}
    assert got == {"HA": "T", "H2": "T", "S5": "T", "D5": "T", "SB": "T", "HR": "T",
                   "SA": "S", "C2": "C", "DK": "D"}


def test_effective_suit_no_trump_only_jokers_and_level_cards():
    got = {card: effective_suit(card, "5", None) for card in h("HA H5 S5 SB HR C2")}
    assert got == {"HA": "H", "H5": "T", "S5": "T", "SB": "T", "HR": "T", "C2": "C"}


def test_plain_suit_skips_level_rank():
    # level 6: plain ranks 2 3 4 5 7 8 9 T J Q K A -> positions 0..11; C5 = 3, C7 = 4
    assert order_key("C5", "6", "H") == 3
    assert order_key("C7", "6", "H") == 4
    assert order_key("CA", "6", "H") == 11
    assert order_key("C2", "6", "H") == 0


def test_level_two_and_level_ace_ends():
    # level 2: 3 is the lowest plain card (0); level A: K is the highest plain card (11)
    assert order_key("S3", "2", "H") == 0
    assert order_key("SK", "A", "H") == 11


def test_trump_chain_keys_with_trump_suit():
    # trump C, level 5: CA = 11 (A is position 11 of 2 3 4 6 7 8 9 T J Q K A),
    # S5 = H5 = D5 = 12 (equal), C5 = 13, SB = 14, HR = 15
    keys = [order_key(card, "5", "C") for card in h("CA S5 H5 D5 C5 SB HR")]
    assert keys == [11, 12, 12, 12, 13, 14, 15]


def test_trump_suit_own_cards_skip_level_rank():
    # trump C, level 5: C4 = 2, C6 = 3 -> adjacent (issue 11)
    assert order_key("C6", "5", "C") - order_key("C4", "5", "C") == 1


def test_no_trump_chain_keys():
    # no-trump, level 5: all four 5s equal (12), SB 13, HR 14
    keys = [order_key(card, "5", None) for card in h("S5 H5 C5 D5 SB HR")]
    assert keys == [12, 12, 12, 12, 13, 14]


def test_trump_order_big_small_trumplevel_offlevel_trumpsuit():
    # §2: big joker > small joker > trump-suit level > other level (equal) > trump suit A..2
    k = {card: order_key(card, "9", "D") for card in h("HR SB D9 S9 C9 DA D2")}
    assert k["HR"] > k["SB"] > k["D9"] > k["S9"] == k["C9"] > k["DA"] > k["D2"]


# ---------------------------------------------------------------------------------------------
# §4 units and classify
# ---------------------------------------------------------------------------------------------


def test_single_and_pair():
    assert kind("SA", "5", "H") == "single"
    assert kind("SA SA", "5", "H") == "pair"
    # two different cards of one suit: a throw of two singles
    assert kind("SA SK", "5", "H") == "throw"
    assert unit_shapes("SA SK", "5", "H") == [("single", 0), ("single", 0)]


def test_two_different_off_suit_level_cards_are_not_a_pair():
    # trump C, level 5: S5 and H5 are equal (key 12) but not identical
    assert order_key("S5", "5", "C") == order_key("H5", "5", "C")
    assert kind("S5 H5", "5", "C") == "throw"
    assert unit_shapes("S5 H5", "5", "C") == [("single", 0), ("single", 0)]
    # jokers of different colours are no pair either
    assert kind("SB HR", "5", "C") == "throw"


def test_tractor_across_removed_level_rank():
    # level 6: C5 (3) and C7 (4) are adjacent -> C5C5C7C7 is a 2-pair tractor (§4 example)
    assert kind("C5 C5 C7 C7", "6", "H") == "tractor"
    assert classify(h("C5 C5 C7 C7"), "6", "H").units[0].length == 2


def test_not_a_tractor_when_a_rank_is_between():
    # level 7: plain ranks 2 3 4 5 6 8 ... -> C4 = 2, C6 = 4 (C5 = 3 between) -> two pairs
    assert kind("C4 C4 C6 C6", "7", "H") == "throw"
    assert unit_shapes("C4 C4 C6 C6", "7", "H") == [("pair", 1), ("pair", 1)]


def test_trump_suit_cards_skip_level_rank_in_tractors():
    # trump C, level 5: C4 (2), C6 (3) adjacent -> tractor inside the trump suit
    assert kind("C4 C4 C6 C6", "5", "C") == "tractor"


def test_off_suit_level_pairs_are_equal_never_a_tractor():
    # trump C, level 5: S5S5 and H5H5 both key 12 -> not adjacent
    assert kind("S5 S5 H5 H5", "5", "C") == "throw"
    assert unit_shapes("S5 S5 H5 H5", "5", "C") == [("pair", 1), ("pair", 1)]


def test_off_suit_level_pair_plus_trump_level_pair_is_tractor():
    # trump C, level 5: H5 (12) + C5 (13)
    assert kind("H5 H5 C5 C5", "5", "C") == "tractor"


def test_trump_ace_pair_plus_off_suit_level_pair_is_tractor():
    # trump C, level 5: CA (11) + D5 (12)
    assert kind("CA CA D5 D5", "5", "C") == "tractor"
    # CK (10) + S5 (12): CA between -> not a tractor
    assert kind("CK CK S5 S5", "5", "C") == "throw"


def test_level_ace_trump_king_pair_plus_off_suit_ace_pair_is_tractor():
    # trump H, level A: the trump suit's top non-level card is HK (11), off-suit A is 12
    assert kind("HK HK SA SA", "A", "H") == "tractor"


def test_trump_level_pair_small_joker_pair_big_joker_pair():
    # trump C, level 5: C5 (13), SB (14), HR (15)
    assert kind("C5 C5 SB SB", "5", "C") == "tractor"
    assert kind("SB SB HR HR", "5", "C") == "tractor"
    # off-suit level pair (12) with the small joker pair (14): C5 between -> not a tractor
    assert kind("S5 S5 SB SB", "5", "C") == "throw"


def test_whole_trump_chain_is_one_tractor():
    # CA 11, S5 12, C5 13, SB 14, HR 15: five consecutive pairs
    shape = classify(h("CA CA S5 S5 C5 C5 SB SB HR HR"), "5", "C")
    assert shape.kind == "tractor" and shape.units[0].length == 5 and shape.units[0].key == 15


def test_no_trump_chain_level_small_big():
    # no-trump, level 5: level 12, SB 13, HR 14
    assert kind("S5 S5 SB SB", "5", None) == "tractor"
    assert kind("D5 D5 SB SB HR HR", "5", None) == "tractor"
    assert kind("S5 S5 H5 H5", "5", None) == "throw"  # equal level pairs
    assert kind("S5 S5 HR HR", "5", None) == "throw"  # SB missing between
    # plain suits in no-trump still skip the level rank: S4 (2), S6 (3)
    assert kind("S4 S4 S6 S6", "5", None) == "tractor"


def test_classify_rejects_mixed_and_empty():
    assert classify([], "5", "H") is None
    assert classify(h("SA DA"), "5", "H") is None  # two plain suits
    assert classify(h("SA HA"), "5", "H") is None  # plain + trump
    # ... but a level card is trump, so S5 with HA is one effective suit (trump H)
    assert kind("S5 HA", "5", "H") == "throw"


def test_throw_units_pair_plus_single_and_tractor_plus_single():
    # level 5 trump H: SA SA SK = pair A + single K
    assert unit_shapes("SA SA SK", "5", "H") == [("pair", 1), ("single", 0)]
    # SA SA SK SK SQ = tractor AK + single Q
    assert unit_shapes("SA SA SK SK SQ", "5", "H") == [("tractor", 2), ("single", 0)]


def test_decomposition_longest_tractor_first_d1():
    # trump C, level 5: CA CA S5 S5 H5 H5 C5 C5: [CA-S5-C5 tractor (6), H5 pair (2)] beats
    # [CA-S5 (4), H5-C5 (4)] since [6, 2] > [4, 4] lexicographically
    shape = classify(h("CA CA S5 S5 H5 H5 C5 C5"), "5", "C")
    assert shape.kind == "throw"
    assert [(u.kind, u.length) for u in shape.units] == [("tractor", 3), ("pair", 1)]
    # the tie between S5 and H5 for the chain place is broken by tokens: S5 in the tractor
    assert shape.units[0].cards == c("CA CA S5 S5 C5 C5")


def test_decomposition_never_breaks_pairs():
    # SA SA SK SK S9 S9 S2: tractor AK, pair 9, single 2 (level 5)
    units = decompose(h("SA SA SK SK S9 S9 S2"), "5", "H")
    assert units == (
        Unit("tractor", c("SA SA SK SK"), 2, 11),
        Unit("pair", c("S9 S9"), 1, 6),  # 9 is position 6 of 2 3 4 6 7 8 9 ...
        Unit("single", ("S2",), 0, 0),
    )


# ---------------------------------------------------------------------------------------------
# leads
# ---------------------------------------------------------------------------------------------


def test_legal_leads_are_every_one_suit_sub_multiset():
    # SA x2, SK x1: (2+1)*(1+1) - 1 (empty) = 5 leads
    leads = legal_leads(h("SA SA SK"), "5", "H")
    assert leads == sorted([c("SA"), c("SK"), c("SA SA"), c("SA SK"), c("SA SA SK")])
    assert count_leads(h("SA SA SK"), "5", "H") == 5


def test_legal_leads_never_mix_effective_suits():
    # trump H, level 5: spades {SA}: 1 lead; trumps {HA, SB}: 3 leads (HA, SB, HA+SB throw)
    leads = legal_leads(h("SA HA SB"), "5", "H")
    assert leads == sorted([c("SA"), c("HA"), c("SB"), c("HA SB")])
    kinds = sorted(classify(lead, "5", "H").kind for lead in leads)
    assert kinds == ["single", "single", "single", "throw"]


def test_legal_leads_kinds_on_a_trump_holding():
    # trump C, level 5, hand CA CA S5 S5 H5: trump multiplicities 2, 2, 1 -> 3*3*2 - 1 = 17
    leads = legal_leads(h("CA CA S5 S5 H5"), "5", "C")
    assert len(leads) == 17
    tractors = [lead for lead in leads if classify(lead, "5", "C").kind == "tractor"]
    assert tractors == [c("CA CA S5 S5")]
    pairs = [lead for lead in leads if classify(lead, "5", "C").kind == "pair"]
    assert sorted(pairs) == sorted([c("CA CA"), c("S5 S5")])  # S5 H5 is not a pair


# ---------------------------------------------------------------------------------------------
# throws
# ---------------------------------------------------------------------------------------------


def test_throw_stands_when_nobody_beats_a_unit():
    # level 5 trump H: SA SA SK; others hold SQ SQ (pair Q < A; single Q < K) and hearts
    assert throw_fails(h("SA SA SK"), [h("SQ SQ S2"), h("HA HA"), h("D3")], "5", "H") is None


def test_throw_fails_on_a_higher_single():
    # SK SK SQ: an opponent's SA beats the single SQ (the pair KK is safe from a single)
    got = throw_fails(h("SK SK SQ"), [h("SA S2"), h("D3")], "5", "H")
    assert got == Unit("single", ("SQ",), 0, 9)  # Q is position 9 of 2 3 4 6 7 8 9 T J Q K A


def test_throw_fails_returns_smallest_beatable_unit():
    # SK SK SQ vs SA SA: both the pair (AA > KK) and the single (A > Q) are beatable;
    # the smallest is the single (1 card < 2 cards)
    got = throw_fails(h("SK SK SQ"), [h("SA SA")], "5", "H")
    assert got.kind == "single" and got.cards == ("SQ",)
    # SK SQ vs SA: both singles beatable; the lower (Q) is returned
    assert throw_fails(h("SK SQ"), [h("SA")], "5", "H").cards == ("SQ",)


def test_throw_tractor_beaten_only_by_higher_tractor():
    # ST ST S9 S9 SA: tractor T9 + single A.  SK SK SQ SQ is a higher 2-tractor.
    got = throw_fails(h("ST ST S9 S9 SA"), [h("S2"), h("SK SK SQ SQ")], "5", "H")
    assert got.kind == "tractor" and got.cards == c("S9 S9 ST ST")
    # SK SK SJ SJ: two higher pairs but not adjacent (Q between) -> tractor safe, A safe
    assert throw_fails(h("ST ST S9 S9 SA"), [h("SK SK SJ SJ")], "5", "H") is None


def test_throw_not_beaten_by_trumping_and_single_unit_never_fails():
    # trump H: hearts can trump but do not count against a spade throw ("in that suit")
    assert throw_fails(h("SK SQ"), [h("HA HA H2"), h("SB HR")], "5", "H") is None
    # a single lead is not a throw: never fails even though SA is out
    assert throw_fails(h("SK"), [h("SA")], "5", "H") is None


def test_trump_throw_beaten_by_higher_trump():
    # trump C level 5: C5 + SB is a throw of two singles; HR beats either; lowest is C5 (13)
    got = throw_fails(h("C5 SB"), [h("HR")], "5", "C")
    assert got.cards == ("C5",)
    # an off-suit level card (12) is not higher than C5 (13) nor SB -> None
    assert throw_fails(h("C5 SB"), [h("D5 D5")], "5", "C") is None


# ---------------------------------------------------------------------------------------------
# §4 following
# ---------------------------------------------------------------------------------------------


def test_void_plays_anything():
    # no spades: any one card of HA HK D2 -> 3
    assert follows("HA HK D2", "S3", "5", "C") == [("D2",), ("HA",), ("HK",)]


def test_fewer_than_lead_play_all_then_fill_freely():
    # lead pair SA SA, one spade SK: SK + one of H2 H3 D4 -> 3
    assert follows("SK H2 H3 D4", "SA SA", "5", "C") == sorted(
        [c("SK H2"), c("SK H3"), c("SK D4")])


def test_exactly_as_many_as_lead_play_them_all():
    assert follows("SK SQ H2", "SA SA", "5", "C") == [c("SK SQ")]


def test_lead_single_any_card_of_the_suit():
    # S3 S3 S4 and H6: distinct spade singles S3, S4 -> 2
    assert follows("S3 S3 S4 H6", "SA", "5", "C") == [("S3",), ("S4",)]


def test_lead_pair_must_play_a_pair():
    assert follows("S9 S9 S3 S4 H2", "SA SA", "5", "C") == [c("S9 S9")]
    # two pairs: either -> 2
    assert follows("S9 S9 S7 S7 S3", "SA SA", "5", "C") == [c("S7 S7"), c("S9 S9")]


def test_lead_pair_without_pair_any_two_of_the_suit():
    # S3 S4 S6: C(3,2) = 3
    assert count_follows(h("S3 S4 S6 HA"), h("SA SA"), "5", "C") == 3


def test_lead_tractor_two_pairs_no_tractor_must_play_both_pairs():
    # level 5: S9 (6) and S6 (3) not adjacent; both pairs forced
    assert follows("S9 S9 S6 S6 S3 S2", "SA SA SK SK", "5", "H") == [c("S9 S9 S6 S6")]


def test_lead_tractor_one_pair_plays_pair_plus_singles():
    # S9 S9 + 2 of {S2, S3, S4}: C(3,2) = 3
    got = follows("S9 S9 S2 S3 S4", "SA SA SK SK", "5", "H")
    assert got == sorted([c("S9 S9 S2 S3"), c("S9 S9 S2 S4"), c("S9 S9 S3 S4")])


def test_lead_tractor_holder_of_tractor_must_play_a_tractor():
    # 3-tractor 7-8-9 (keys 4,5,6) + S2: 7788 or 8899; 7799 is not a tractor
    got = follows("S7 S7 S8 S8 S9 S9 S2", "SA SA SK SK", "5", "H")
    assert got == [c("S7 S7 S8 S8"), c("S8 S8 S9 S9")]
    assert not is_legal_follow(h("S7 S7 S8 S8 S9 S9 S2"), h("SA SA SK SK"),
                               h("S7 S7 S9 S9"), "5", "H")
    # a 2-tractor and a loose pair: the tractor, not the two non-adjacent pairs
    assert follows("S2 S2 S3 S3 S9 S9", "SA SA SK SK", "5", "H") == [c("S2 S2 S3 S3")]


def test_tractor_follow_across_the_removed_level_rank():
    # level 6: C5 (3) C7 (4) adjacent; C9 (6) not adjacent to C7
    assert follows("C5 C5 C7 C7 C9 C9", "CA CA CK CK", "6", "H") == [c("C5 C5 C7 C7")]


def test_lead_3_tractor_holder_of_2_tractor_and_pair_plays_both():
    # no 3-tractor: "as many pairs as it contains" = 3 -> S7S7S8S8 + S2S2 (S4 single left)
    assert follows("S7 S7 S8 S8 S2 S2 S4", "SQ SQ SK SK SA SA", "5", "H") == [
        c("S7 S7 S8 S8 S2 S2")]


def test_lead_3_tractor_four_pairs_any_three():
    # pairs 2,3 (adjacent) 7, 9; no 3-tractor -> any 3 of 4 pairs: C(4,3) = 4;
    # keeping the 2-3 tractor together is not required (D4)
    got = follows("S2 S2 S3 S3 S7 S7 S9 S9 SJ", "SQ SQ SK SK SA SA", "5", "H")
    assert len(got) == 4
    assert c("S2 S2 S7 S7 S9 S9") in got


def test_lead_3_tractor_holder_of_4_tractor_plays_any_3_run():
    # 6-7-8-9 pairs (keys 3..6) + S2: 667788 or 778899
    got = follows("S6 S6 S7 S7 S8 S8 S9 S9 S2", "SQ SQ SK SK SA SA", "5", "H")
    assert got == [c("S6 S6 S7 S7 S8 S8"), c("S7 S7 S8 S8 S9 S9")]


def test_lead_two_tractors_must_be_answered_by_two_tractors():
    # lead throw AK-tractor + 34-tractor (level 5): D = 4 pairs, two 2-tractors.
    # Hand pairs 6 7 8 9 J: the 4-pair choices are {6789} (2 tractors), {678J} {679J} {689J}
    # {789J} (1 tractor each) -> only 66778899
    lead = "SA SA SK SK S3 S3 S4 S4"
    hand = "S6 S6 S7 S7 S8 S8 S9 S9 SJ SJ"
    assert follows(hand, lead, "5", "H") == [c("S6 S6 S7 S7 S8 S8 S9 S9")]
    shape = classify(h(lead), "5", "H")
    assert follow_score(h("S7 S7 S8 S8 S9 S9 SJ SJ"), shape, "5", "H") == (1, 4)
    assert follow_score(h("S6 S6 S7 S7 S8 S8 S9 S9"), shape, "5", "H") == (2, 4)


def test_lead_pair_plus_single_extra_pairs_allowed_not_required():
    # lead SA SA SK (pair + single): hand S9 S9 S3 S4 -> S9S9 + S3 or S4 -> 2
    assert follows("S9 S9 S3 S4", "SA SA SK", "5", "H") == [c("S9 S9 S3"), c("S9 S9 S4")]
    # lead SA SA SK SQ (D = 1): hand S9 S9 S8 S8 S2 -> 4-subsets 9988, 9982, 9882 all
    # hold a pair -> 3 (two pairs allowed)
    assert count_follows(h("S9 S9 S8 S8 S2"), h("SA SA SK SQ"), "5", "H") == 3


def test_trump_lead_followed_with_trumps_including_off_suit_level():
    # trump C, level 5: lead SB; trumps in hand: H5 (level), C2 (trump suit) -> 2
    assert follows("H5 C2 S3", "SB", "5", "C") == [("C2",), ("H5",)]


def test_trump_pair_lead_off_suit_level_cards_are_no_pair():
    # trump C level 5: lead SB SB; trumps S5 H5 C3 C4 hold no pair -> any 2: C(4,2) = 6
    assert count_follows(h("S5 H5 C3 C4 D9"), h("SB SB"), "5", "C") == 6


def test_trump_tractor_follow_through_off_suit_level_pairs():
    # trump C, level 5: lead CA CA CK CK (11, 10).  Hand S5S5 H5H5 C5C5 C2:
    # 2-tractors S5-C5 and H5-C5 (12-13); S5S5H5H5 is no tractor -> 2 follows
    got = follows("S5 S5 H5 H5 C5 C5 C2", "CA CA CK CK", "5", "C")
    assert got == [c("C5 C5 H5 H5"), c("C5 C5 S5 S5")]


def test_fast_follows_equal_naive_filter_on_random_positions():
    rng = random.Random(11)
    cards = [s + r for s in "SC" for r in "45679"] + ["SB", "HR"]
    deck = cards * 2
    for _ in range(120):
        level, trump = rng.choice("5679"), rng.choice(["S", "C", None])
        rng.shuffle(deck)
        hand = deck[:9]
        pool = deck[9:]
        suit = rng.choice(sorted({effective_suit(x, level, trump) for x in pool}))
        suited = [x for x in pool if effective_suit(x, level, trump) == suit]
        lead = rng.sample(suited, rng.randint(1, min(5, len(suited))))
        fast = legal_follows(hand, lead, level, trump)
        assert fast == legal_follows_naive(hand, lead, level, trump)
        legal = set(fast)
        for play in sub_multisets(hand, len(lead)):
            assert is_legal_follow(hand, lead, play, level, trump) == (play in legal)


def test_thirteen_card_hand_follows_fast():
    rng = random.Random(5)
    deck = [s + r for s in "SHCD" for r in "23456789TJQKA"] * 2 + ["SB", "HR"] * 2
    start = time.perf_counter()
    worst = 0.0
    for _ in range(20):
        rng.shuffle(deck)
        hand, rest = deck[:13], deck[13:]
        for lead_size in (1, 2, 4, 6):
            suit = effective_suit(hand[0], "5", "S")
            suited = [x for x in rest if effective_suit(x, "5", "S") == suit]
            lead = suited[:lead_size] if len(suited) >= lead_size else suited[:1]
            t0 = time.perf_counter()
            legal_follows(hand, lead, "5", "S")
            worst = max(worst, time.perf_counter() - t0)
    assert worst < 1.0
    assert time.perf_counter() - start < 20.0


# ---------------------------------------------------------------------------------------------
# §4 winning a trick
# ---------------------------------------------------------------------------------------------


def test_higher_card_of_led_suit_wins_and_first_of_equal_plays_wins():
    assert winner(["S3", "S9", "S9", "S4"], "5", "C") == 1  # second S9 only ties
    assert winner(["S9", "S9", "S3", "S4"], "5", "C") == 0  # lead keeps a tie


def test_off_suit_level_cards_equal_first_played_wins():
    # trump C level 5: H5 and D5 both key 12 -> H5 (index 1); C5 (13) is higher
    assert winner(["S3", "H5", "D5", "S4"], "5", "C") == 1
    assert winner(["S3", "H5", "D5", "C5"], "5", "C") == 3


def test_trump_beats_plain():
    assert winner(["SA", "C2", "SK", "S2"], "5", "C") == 1


def test_discard_never_wins():
    # HA is of another plain suit: a discard even though A > 3
    assert winner(["S3", "HA", "DA", "S2"], "5", "C") == 0
    # pair lead: SA SK is led suit but not a pair -> discard
    assert winner(["S3 S3", "SA SK", "S2 S4", "S6 S7"], "5", "C") == 0
    # mixed led suit + trump never wins
    assert winner(["S9 S9", "SA C2", "S2 S4", "S6 S7"], "5", "C") == 0


def test_pair_lead_beaten_only_by_higher_pair_of_suit_or_trump_pair():
    # lead S9S9: STST higher pair of the suit wins (index 2) ...
    assert winner(["S9 S9", "SA SK", "ST ST", "S2 S3"], "5", "C") == 2
    # ... a trump pair beats it; a trump non-pair C2 C3 and off-suit level H5 D5 do not
    assert winner(["S9 S9", "C2 C3", "ST ST", "C2 C2"], "5", "C") == 3
    assert winner(["S9 S9", "H5 D5", "S2 S3", "S4 S6"], "5", "C") == 0


def test_equal_trump_pairs_first_wins():
    # trump C level 5: H5H5 and D5D5 both key 12 -> first (1); C5C5 (13) higher
    assert winner(["S3 S3", "H5 H5", "D5 D5", "S4 S6"], "5", "C") == 1
    assert winner(["S3 S3", "H5 H5", "D5 D5", "C5 C5"], "5", "C") == 3


def test_tractor_lead_beaten_by_trump_tractor_only():
    # lead S8S8S9S9 (trump C level 5).  C2C2C3C3 (0,1) is a trump tractor -> wins;
    # C2C2C4C4 (0,2) is two trump pairs, no tractor -> discard
    assert winner(["S8 S8 S9 S9", "C2 C2 C4 C4", "C2 C2 C3 C3", "S2 S3 S4 S6"], "5", "C") == 2
    assert winner(["S8 S8 S9 S9", "C2 C2 C4 C4", "S2 S3 S4 S6", "H2 H3 H4 H6"], "5", "C") == 0
    # a higher tractor of the led suit wins: SJSJSQSQ (8,9)
    assert winner(["S8 S8 S9 S9", "SJ SJ SQ SQ", "S2 S3 S4 S6", "H2 H3 H4 H6"], "5", "C") == 1


def test_trump_tractors_through_level_pairs_and_jokers():
    # trump C level 5: CA-H5 (top 12) < S5-C5 (top 13) < SB-HR (top 15);
    # H5H5D5D5 is no tractor -> discard
    plays = ["S8 S8 S9 S9", "CA CA H5 H5", "S5 S5 C5 C5", "H5 H5 D5 D5"]
    assert winner(plays, "5", "C") == 2
    plays = ["S8 S8 S9 S9", "CA CA H5 H5", "S5 S5 C5 C5", "SB SB HR HR"]
    assert winner(plays, "5", "C") == 3


def test_no_trump_tricks():
    # no-trump level 5: S5 (12) trumps a spade lead, SB (13) beats it, H5 ties S5
    assert winner(["S9", "S5", "H5", "SA"], "5", None) == 1
    assert winner(["S9", "S5", "SB", "SA"], "5", None) == 2
    # no hearts are trump in no-trump: HA is a discard
    assert winner(["S9", "HA", "S2", "S3"], "5", None) == 0
    # level-small-joker tractor trumps a spade tractor
    assert winner(["SA SA SK SK", "H5 H5 SB SB", "S2 S2 S3 S3", "D2 D3 D4 D6"], "5", None) == 1


def test_trump_lead_higher_trump_wins_plain_is_discard():
    assert winner(["C3 C3", "C4 C4", "SA SA", "C2 C2"], "5", "C") == 1


def test_throw_lead_trumped_by_matching_structure_highest_pair_decides():
    # lead SA SA SK (pair + single), trump C level 5.
    # C3C3 C2: pair + single -> wins; C2 C3 C4: no pair -> discard
    assert winner(["SA SA SK", "C2 C3 C4", "C3 C3 C2", "S2 S3 S4"], "5", "C") == 2
    # C3C3 CA vs C4C4 C2: the pair decides (4 > 3) even though A > 2
    assert winner(["SA SA SK", "C3 C3 CA", "C4 C4 C2", "S2 S3 S4"], "5", "C") == 2


def test_throw_of_two_pairs_needs_two_trump_pairs():
    # lead SA SA S9 S9 (two pairs, not adjacent): C2C2C7C7 wins, C2C2 C7 C8 is a discard
    assert winner(["SA SA S9 S9", "C2 C2 C7 C8", "C2 C2 C7 C7", "S2 S3 S4 S6"], "5", "C") == 2
    assert winner(["SA SA S9 S9", "C2 C2 C7 C8", "S2 S3 S4 S6", "D2 D3 D4 D6"], "5", "C") == 0


def test_trick_winner_rejects_bad_input():
    with pytest.raises(ValueError):
        winner(["SA DA", "S2 S3"], "5", "C")  # mixed lead
    with pytest.raises(ValueError):
        winner(["SA", "S2 S3"], "5", "C")  # lengths differ


# ---------------------------------------------------------------------------------------------
# cross-checks on random deals
# ---------------------------------------------------------------------------------------------


def test_random_deals_leads_classify_and_follow_lists_have_lead_size():
    rng = random.Random(2024)
    deck = [s + r for s in "SHCD" for r in "23456789TJQKA"] * 2 + ["SB", "HR"] * 2
    for _ in range(60):
        rng.shuffle(deck)
        hands = [deck[25 * i:25 * i + 25] for i in range(4)]
        level, trump = rng.choice("5TK"), rng.choice(["S", "H", "C", "D", None])
        suit = effective_suit(rng.choice(hands[0]), level, trump)
        suited = [x for x in hands[0] if effective_suit(x, level, trump) == suit]
        lead = rng.sample(suited, rng.randint(1, min(6, len(suited))))
        assert classify(lead, level, trump).suit == suit
        for other in hands[1:]:
            got = legal_follows(other, lead, level, trump)
            assert got and all(len(play) == len(lead) for play in got)
            assert all(is_legal_follow(other, lead, play, level, trump) for play in got[:20])
    small = [x for x in deck if x[0] in "SH"][:12]
    for lead in legal_leads(small, "5", "C"):
        assert classify(lead, "5", "C") is not None


def test_standing_throws_are_never_beaten_in_suit():
    # D3 against D5: a throw that throw_fails lets stand is never beaten by a follow of the
    # led suit (the follower's units are no higher, ties go to the lead); a failing throw's
    # returned unit is one of the throw's units
    rng = random.Random(7)
    deck = [s + r for s in "SHCD" for r in "23456789TJQKA"] * 2 + ["SB", "HR"] * 2
    standing = 0
    for _ in range(40):
        rng.shuffle(deck)
        hands = [deck[25 * i:25 * i + 25] for i in range(4)]
        level, trump = rng.choice("5TK"), rng.choice(["S", "H", "C", "D", None])
        # throws of high cards (plain Q K A, trump from the off-suit level cards up) stand often
        high = [x for x in hands[0] if order_key(x, level, trump) >= 9 + 3 * (
            effective_suit(x, level, trump) == "T")]
        throws = [lead for lead in legal_leads(high, level, trump)
                  if len(lead) <= 6 and classify(lead, level, trump).kind == "throw"]
        rng.shuffle(throws)
        for lead in throws[:100]:
            failed = throw_fails(lead, hands[1:], level, trump)
            if failed is not None:
                assert failed in classify(lead, level, trump).units
                continue
            standing += 1
            suit = classify(lead, level, trump).suit
            for other in hands[1:]:
                for play in legal_follows(other, lead, level, trump)[:30]:
                    if all(effective_suit(x, level, trump) == suit for x in play):
                        assert trick_winner([list(lead), list(play)], level, trump) == 0
    assert standing >= 20, standing
