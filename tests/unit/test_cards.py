"""Cards: parsing, formatting, set algebra and bad input (issue 2)."""

import pickle

import numpy as np
import pytest

import paiju
from paiju import Cards


def test_parse_prints_canonical_form():
    assert str(Cards.parse("SA HT SB HR")) == "HT SA SB HR"


def test_parse_accepts_ten_lower_case_unicode_suits_and_chinese_jokers():
    assert Cards.parse("h10 ♠a ♣q ♦2 小王 大王") == Cards.parse("HT SA CQ D2 SB HR")
    assert Cards.parse("sb hr") == Cards.parse("SB HR")
    assert Cards.parse(["SA", " HT ", "D10"]) == Cards("SA HT DT")


def test_separators_are_whitespace_and_commas():
    assert Cards("SA,HT\tD2\nC3") == Cards(["SA", "HT", "D2", "C3"])


def test_repr_pastes_back():
    cards = Cards("SA SA HT SB")
    assert repr(cards) == "Cards('HT SA SA SB')"
    assert eval(repr(cards), {"Cards": Cards}) == cards


def test_unknown_token_raises_invalid_card_error_naming_it():
    with pytest.raises(paiju.InvalidCardError, match="S1"):
        Cards.parse("S1")
    with pytest.raises(paiju.InvalidCardError, match="XX"):
        Cards.parse(["SA", "XX"])


def test_third_copy_raises_invalid_card_error():
    with pytest.raises(paiju.InvalidCardError, match="third copy"):
        Cards.parse("SA sa ♠A")


def test_non_string_input_raises_invalid_card_error():
    with pytest.raises(paiju.InvalidCardError, match="5"):
        Cards.parse(5)
    with pytest.raises(paiju.InvalidCardError):
        Cards.parse(["SA", 3])
    with pytest.raises(paiju.InvalidCardError):
        Cards.parse(b"SA")


def test_errors_are_paiju_errors_and_value_errors():
    for error in (
        paiju.InvalidCardError,
        paiju.IllegalMoveError,
        paiju.InvalidOptionError,
        paiju.InvalidRecordError,
    ):
        assert issubclass(error, paiju.PaijuError)
        assert issubclass(error, ValueError)
    with pytest.raises(ValueError):
        Cards.parse("ZZ")


def test_len_iter_contains_count():
    cards = Cards("HR SA SA D2")
    assert len(cards) == 4
    assert list(cards) == ["D2", "SA", "SA", "HR"]  # canonical order: ranks 2..A, then jokers
    assert "SA" in cards and "♠A" in cards and "HT" not in cards
    assert cards.count("SA") == 2 and cards.count("HT") == 0
    with pytest.raises(paiju.InvalidCardError):
        "S1" in cards  # noqa: B015


def test_set_algebra_follows_counter():
    a = Cards("SA SA D2 C7")
    b = Cards("SA D2 D2 HR")
    assert a | b == Cards("SA SA D2 D2 C7 HR")  # max of counts
    assert a & b == Cards("SA D2")  # min of counts
    assert a - b == Cards("SA C7")  # 2-1, 1-2 -> 0, 1-0
    assert b - a == Cards("D2 HR")
    assert Cards("SA") + Cards("SA HT") == Cards("SA SA HT")
    with pytest.raises(paiju.InvalidCardError, match="D2"):  # D2: 1 + 2 copies, first in order
        a + b


def test_subset_comparisons():
    assert Cards("SA") <= Cards("SA SA")
    assert Cards("SA") < Cards("SA SA")
    assert not Cards("SA SA") <= Cards("SA")
    assert Cards("SA HT") >= Cards("HT")
    assert not Cards("SA") < Cards("SA")


def test_hashable_and_immutable_value():
    assert len({Cards("SA HT"), Cards("HT SA"), Cards("SA")}) == 2
    assert pickle.loads(pickle.dumps(Cards("SA SA HR"))) == Cards("SA SA HR")


def test_counts_is_numpy_array_of_54_in_kind_order():
    counts = Cards("D2 SA SA HR").counts()
    assert isinstance(counts, np.ndarray) and counts.shape == (54,) and counts.dtype == np.uint8
    assert counts[3] == 1  # D2 is kind 3 (rank 2, suit index 3)
    assert counts[48] == 2  # SA is kind 4 * 12 + 0
    assert counts[53] == 1  # HR is the last kind
    assert counts.sum() == 4
    assert Cards.from_counts(counts) == Cards("D2 SA SA HR")


def test_from_counts_rejects_bad_counts():
    with pytest.raises(paiju.InvalidCardError):
        Cards.from_counts([0] * 53)
    with pytest.raises(paiju.InvalidCardError, match="SA"):
        Cards.from_counts([0] * 48 + [3] + [0] * 5)
    with pytest.raises(paiju.InvalidCardError):
        Cards.from_counts("nonsense")
    with pytest.raises(paiju.InvalidCardError):  # a fraction is refused, not truncated to 0
        Cards.from_counts([0.99] * 54)
    assert Cards.from_counts([1.0] + [0] * 53) == Cards("S2")


def test_rank_counts_has_ranks_then_jokers():
    rc = Cards("SA HA SA D2 SB HR HR").rank_counts()
    assert rc.shape == (15,)
    assert rc[12] == 3 and rc[0] == 1 and rc[13] == 1 and rc[14] == 2


def test_card_kinds_lists_the_54_canonical_names():
    assert len(paiju.CARD_KINDS) == 54
    assert paiju.CARD_KINDS[:5] == ("S2", "H2", "C2", "D2", "S3")
    assert paiju.CARD_KINDS[-2:] == ("SB", "HR")
    assert Cards(list(paiju.CARD_KINDS)) == Cards.from_counts([1] * 54)
