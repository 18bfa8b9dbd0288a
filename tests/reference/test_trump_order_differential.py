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


def _reference_units(cards, level, trump):
    """The reference's canonical units as (length in pairs, engine position of the top card)."""
    out = []
    for unit in ref.decompose(cards, level, trump):
        top = max(unit.cards, key=lambda c: ref.order_key(c, level, trump))
        out.append((unit.length, _core._trump_order(top, level, trump)[1]))
    return out


def test_decomposition_into_units_matches_the_reference():
    import random

    from paiju import deal

    rng = random.Random(11)
    checked = 0
    for seed in range(60):
        level, trump = rng.choice(LEVELS), rng.choice(["S", "H", "C", "D", None])
        hands = deal(seed, kitty=8).hands
        # Two hands pooled: more pairs and tractors per suit than one hand holds.
        pool = list(hands[0]) + list(hands[1])
        by_suit: dict[str, list[str]] = {}
        for card in pool:
            by_suit.setdefault(ref.effective_suit(card, level, trump), []).append(card)
        for cards in by_suit.values():
            assert _core._decompose(cards, level, trump) == _reference_units(cards, level, trump), (level, trump, cards)
            checked += 1
    assert checked > 200


def test_decomposition_hand_counted():
    # Trump C, level 5: CA CA | S5 S5 H5 H5 (equal off-suit level pairs, position 12) | C5 C5 (13):
    # the longest run CA-S5/H5-C5 is a 3-pair tractor topped by C5 (13); the other off-suit
    # level pair (12) is left as a pair: units (3, 13), (1, 12).
    cards = ["CA", "CA", "S5", "S5", "H5", "H5", "C5", "C5"]
    assert _core._decompose(cards, "5", "C") == [(3, 13), (1, 12)]
    # Level 6, clubs plain: C5 C5 C7 C7 is a tractor (6 removed: 5 and 7 adjacent) + single C9.
    assert _core._decompose(["C5", "C5", "C7", "C7", "C9"], "6", "H") == [(2, 4), (0, 6)]


def _random_trick(rng, level, trump, hands):
    """A lead drawn from one effective suit of hand 0 (its units: 1-3 of them) and three plays of
    its size biased towards structure: led suit, trump or anything, from hands 1-3."""
    suits: dict[str, list[str]] = {}
    for card in hands[0]:
        suits.setdefault(ref.effective_suit(card, level, trump), []).append(card)
    cards = rng.choice(list(suits.values()))
    units = list(ref.decompose(cards, level, trump))  # largest first: keep the big ones often
    if rng.random() < 0.5:
        rng.shuffle(units)
    lead = [c for unit in units[: rng.randint(1, 3)] for c in unit.cards]
    plays = [lead]
    for hand in hands[1:]:
        pools = [
            [c for c in hand if ref.effective_suit(c, level, trump) == ref.effective_suit(lead[0], level, trump)],
            [c for c in hand if ref.effective_suit(c, level, trump) == "T"],
            list(hand),
        ]
        pool = rng.choice([p for p in pools if len(p) >= len(lead)] or [list(hand)])
        # prefer whole pairs: take pairs of the pool first, in a random order, then singles
        pairs = [c for c in set(pool) if pool.count(c) == 2]
        rng.shuffle(pairs)
        play: list[str] = []
        for card in pairs:
            if len(play) + 2 <= len(lead) and rng.random() < 0.8:
                play += [card, card]
        rest = list(pool)
        for card in play:
            rest.remove(card)
        rng.shuffle(rest)
        plays.append(play + rest[: len(lead) - len(play)])
    return plays


def _at_most_two(cards):
    kept: list[str] = []
    for card in cards:
        if kept.count(card) < 2:
            kept.append(card)
    return kept


def test_trick_winner_matches_the_reference():
    import random

    from paiju import deal

    rng = random.Random(7)
    winners = [0, 0, 0, 0]
    for seed in range(1500):
        level, trump = rng.choice(LEVELS), rng.choice(["S", "H", "C", "D", None])
        # Each seat's pool joins its hands of two deals (50 cards): many more pairs and tractors
        # than one hand holds (the plays need not be disjoint for judging a trick).
        hands = [_at_most_two(list(a) + list(b)) for a, b in zip(deal(seed, kitty=8).hands, deal(seed + 10**6, kitty=8).hands)]
        plays = _random_trick(rng, level, trump, hands)
        expected = ref.trick_winner(plays, level, trump)
        assert _core._trick_winner(plays, level, trump) == expected, (level, trump, plays)
        winners[expected] += 1
    assert min(winners) > 50  # every seat wins some: the cases are not all trivial
    # (seed 7: 1,500 tricks, 411 with a tractor in the lead, 69 of those taken by a later play)


def test_count_leads_matches_the_reference():
    from paiju import deal

    for seed in range(40):
        level, trump = LEVELS[seed % 13], ["S", "H", "C", "D", None][seed % 5]
        hand = list(deal(seed, kitty=8).hands[seed % 4])
        assert _core._count_leads(hand, level, trump) == ref.count_leads(hand, level, trump), (level, trump, hand)


def test_sample_leads_is_uniform():
    # Level 2, trump C: spades S3 S3 S4 S4 give 3 x 3 - 1 = 8 leads, hearts H5 gives 1: 9 leads.
    # Drawing the suit 50/50 would give H5 half the draws; uniform draws give each lead 1/9.
    hand = ["S3", "S3", "S4", "S4", "H5"]
    leads = {tuple(sorted(lead)) for lead in ref.legal_leads(hand, "2", "C")}
    assert len(leads) == 9 == _core._count_leads(hand, "2", "C")
    draws = 18_000
    counts = dict.fromkeys(leads, 0)
    for lead in _core._sample_leads(hand, "2", "C", seed=1, count=draws):
        counts[tuple(sorted(lead))] += 1  # a KeyError would be a lead the reference does not list
    expected = draws / len(leads)
    chi_square = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi_square < 26.12  # 8 degrees of freedom, p = 0.001
