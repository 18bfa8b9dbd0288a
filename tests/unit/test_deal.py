"""Seeded dealing (issue 2)."""

import pytest

import paiju
from paiju import Cards


def test_deal_four_hands_of_27_and_every_card_once():
    deal = paiju.deal(7)
    assert [len(h) for h in deal.hands] == [27, 27, 27, 27]
    assert len(deal.kitty) == 0
    total = Cards()
    for hand in deal.hands:
        total = total + hand  # raises on a third copy
    assert total == Cards.from_counts([2] * 54)


def test_deal_with_kitty_for_shengji():
    deal = paiju.deal(7, kitty=8)
    assert [len(h) for h in deal.hands] == [25] * 4 and len(deal.kitty) == 8


def test_same_seed_same_deal_different_seed_different_deal():
    assert paiju.deal(123) == paiju.deal(123)
    assert paiju.deal(123) != paiju.deal(124)
    assert paiju.deal(2**64 - 1).hands[0] == paiju.deal(2**64 - 1).hands[0]


@pytest.mark.parametrize("seed", [-1, 2**64, 1.5, "7", None, True])
def test_bad_seed_raises_invalid_option_error(seed):
    with pytest.raises(paiju.InvalidOptionError):
        paiju.deal(seed)


@pytest.mark.parametrize("kitty", [-4, 7, 108, 200])
def test_bad_kitty_raises_invalid_option_error(kitty):
    with pytest.raises(paiju.InvalidOptionError, match="kitty"):
        paiju.deal(1, kitty=kitty)
