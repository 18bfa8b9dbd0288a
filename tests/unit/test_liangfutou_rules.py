"""Liangfutou combinations and comparison (spec §1-2): one test per rule line, counted by hand."""

import pytest

import paiju
from paiju import liangfutou as L


def readings(cards, called=None):
    return sorted(str(m) for m in L.classify(cards, called))


def test_a_joker_alone_is_itself():
    assert readings("SB") == ["single SB SB"]
    assert readings("HR") == ["single HR HR"]


def test_two_small_jokers_are_a_natural_pair_and_a_wild_pair_of_every_rank():
    moves = L.classify("SB SB")
    # 13 wild pairs (ranks 3..2) + the natural small-joker pair = 14
    assert len(moves) == 14
    assert sorted(m.rank for m in moves if m.kind == "pair") == sorted(list("3456789TJQKA2") + ["SB"])


def test_small_and_big_joker_are_a_pair_only_as_wilds():
    moves = L.classify("SB HR")
    assert len(moves) == 13 and {m.rank for m in moves} == set("3456789TJQKA2")


def test_four_jokers_alone_are_only_the_joker_bomb():
    assert readings("SB SB HR HR") == ["joker_bomb HR SB SB HR HR"]


def test_jokers_inside_a_larger_combination_stand_for_ranks():
    assert readings("SB SB S3") == ["triple 3 S3 SB SB"]  # never "natural joker pair + 3"


def test_444_plus_joker_equals_4444():
    assert "bomb 4 S4 H4 C4 SB" in readings("S4 H4 C4 SB")
    assert not L.beats("bomb 4 S4 H4 C4 SB", "bomb 4 S4 H4 C4 D4")
    assert not L.beats("bomb 4 S4 H4 C4 D4", "bomb 4 S4 H4 C4 SB")


def test_no_2_in_sequences_and_no_wrap():
    assert not [m for m in L.classify("SJ SQ SK SA S2") if m.kind == "straight"]
    assert not [m for m in L.classify("S3 S4 S5 S6 S2") if m.kind == "straight"]
    assert readings("ST SJ SQ SK SA") == ["straight A ST SJ SQ SK SA"]  # A is only high


def test_joker_fills_a_gap_or_either_end_of_a_straight():
    assert readings("S3 S4 S6 S7 SB") == ["straight 7 S3 S4 S6 S7 SB"]  # SB as the 5
    # {4,5,6,7} + joker: 3-7 (joker as 3) and 4-8 (joker as 8)
    assert [m.rank for m in L.classify("S4 S5 S6 S7 SB") if m.kind == "straight"] == ["7", "8"]


def test_sequences_compare_only_with_the_same_length():
    six = "straight 9 S4 S5 S6 S7 S8 S9"
    five = "straight 8 S4 S5 S6 S7 S8"
    assert not L.beats(six, five) and not L.beats(five, six)
    assert L.beats("straight 9 S5 S6 S7 S8 S9", five)


def test_pair_run_of_three_pairs_with_a_joker():
    assert [str(m) for m in L.classify("S3 H3 S4 H4 S5 SB") if m.kind == "pair_run"] == ["pair_run 5 S3 H3 S4 H4 S5 SB"]


def test_bomb_order_size_then_rank():
    assert L.beats("bomb 3 S3 H3 C3 D3 S3", "bomb 2 S2 H2 C2 D2")  # 5 cards beat 4
    assert L.beats("bomb 2 S2 H2 C2 D2", "bomb A SA HA CA DA")  # same size: 2 above A
    assert L.beats("bomb 3 S3 H3 C3 D3", "straight A ST SJ SQ SK SA")  # any bomb beats a non-bomb


def test_joker_bomb_beats_a_twelve_card_bomb():
    twelve = "bomb 5 S5 S5 H5 H5 C5 C5 D5 D5 SB SB HR HR"  # eight 5s and the four jokers
    assert twelve in readings(twelve.split(" ", 2)[2])
    assert L.beats("joker_bomb HR SB SB HR HR", twelve)


def test_single_power_order():
    assert L.beats("single HR HR", "single SB SB")
    assert L.beats("single SB SB", "single 2 S2")
    assert L.beats("single 2 S2", "single A SA")
    assert L.beats("pair SB SB SB", "pair 2 S2 H2")  # natural small-joker pair above 22


def test_called_card_copies_make_distinct_moves():
    # Without a called card a single 7 is one move whatever its suit; with H7 called, playing
    # S7 and playing H7 are two moves (0 and 1 copies of the called card).
    assert len([m for m in L.legal_moves("S7 H7") if m.kind == "single"]) == 1
    singles = [m for m in L.legal_moves("S7 H7", called="H7") if m.kind == "single"]
    assert sorted(m.called_copies("H7") for m in singles) == [0, 1]


def test_lead_count_of_a_small_hand():
    # S3 H3 S4 SB: singles 3, 4, SB (3); pairs 33, 3+SB, 4+SB (3); triple 33+SB (1);
    # no bomb (at most 3 cards of a rank with the joker), no sequence (4 cards) = 7 moves.
    assert len(L.legal_moves("S3 H3 S4 SB")) == 7


def test_follow_lists_pass_and_only_beating_moves():
    # Pairs of 3 (33 and 3+SB) only equal the 33 to beat; 4+SB beats it: pass + 1.
    assert sorted(str(m) for m in L.legal_moves("S3 H3 S4 SB", to_beat="pair 3 C3 D3")) == ["pair 4 S4 SB", "pass"]
    assert "pass" not in [str(m) for m in L.legal_moves("S3 H3 S4 SB")]


def test_move_text_round_trips():
    hand = paiju.Cards(list(paiju.deal(3).hands[0])[:25]) | paiju.Cards("SB HR")
    for move in L.legal_moves(hand):
        assert L.Move.parse(str(move)) == move


@pytest.mark.parametrize(
    "call",
    [
        lambda: L.legal_moves("S3", to_beat="pass"),
        lambda: L.legal_moves("S3", to_beat="pair 3 S4 S5"),
        lambda: L.legal_moves("S3", called="X9"),
        lambda: L.legal_moves("S3 S3 S3"),
        lambda: L.beats("single 3 S3", "triple 3 S3 S4"),
    ],
)
def test_bad_input_raises_typed_errors(call):
    with pytest.raises(paiju.PaijuError):
        call()
