"""The C++ trick-taking order (cpp/paiju/tricktaking/trump_order.h) against the slow Shengji
reference (written from the rules spec without the engine): for every level, every trump (and
no-trump) and every pair of the 54 card kinds, both agree on the effective suit, on which cards
are equal, which are adjacent (tractor neighbours) and which ranks higher. The two number their
positions differently in no-trump, so relations are compared, not the numbers."""

import itertools

import pytest

from paiju import CARD_KINDS, _core
from tests.reference import shengji_reference as ref

LEVELS = "23456789TJQKA"


@pytest.mark.parametrize("trump", ["S", "H", "C", "D", None])
@pytest.mark.parametrize("level", list(LEVELS))
def test_trump_order_matches_the_reference(level, trump):
    engine = {card: _core._trump_order(card, level, trump) for card in CARD_KINDS}
    for card in CARD_KINDS:
        assert engine[card][0] == ref.effective_suit(card, level, trump), card
    for a, b in itertools.combinations(CARD_KINDS, 2):
        (suit_a, pos_a), (suit_b, pos_b) = engine[a], engine[b]
        key_a, key_b = ref.order_key(a, level, trump), ref.order_key(b, level, trump)
        if suit_a != suit_b:
            continue
        assert (pos_a == pos_b) == (key_a == key_b), (a, b)
        assert (abs(pos_a - pos_b) == 1) == (abs(key_a - key_b) == 1), (a, b)
        assert (pos_a > pos_b) == (key_a > key_b), (a, b)
