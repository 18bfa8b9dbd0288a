"""Differential tests: the C++ Liangfutou generator against the slow reference (issue 6).

Seeded random positions: small hands drawn from a narrow band of ranks (so pairs, runs and bombs
are common) with 0-4 jokers and sometimes a called card; leading and following a play drawn
from another hand of the same deck. Any difference fails with the position.
"""

import random

import pytest

from paiju import liangfutou as L
from tests.reference import liangfutou_reference as ref

RANKS = "3456789TJQKA2"
SUITS = "SHCD"
POSITIONS = 700  # per joker band below: 3 x 700 = 2,100 positions, each led and followed


def as_tuple(move, called):
    if move.kind == "pass":
        return ref.PASS
    return (move.kind, move.length, move.rank, tuple(move.ranks), move.called_copies(called) if called else 0)


def draw(rng, jokers_range):
    start = rng.randrange(0, len(RANKS) - 3)
    band = RANKS[start : start + rng.randint(4, 7)]
    deck = [s + r for r in band for s in SUITS for _ in range(2)]
    rng.shuffle(deck)
    jokers = ["SB", "SB", "HR", "HR"]
    rng.shuffle(jokers)
    size = rng.randint(5, 12)
    n_jokers = rng.randint(*jokers_range)
    hand = deck[: size - n_jokers] + jokers[:n_jokers]
    other = deck[size - n_jokers : size - n_jokers + 9] + jokers[n_jokers : n_jokers + rng.randint(0, 4 - n_jokers)]
    called = None
    singles = [c for c in set(hand) if c not in ("SB", "HR") and hand.count(c) == 1]
    if singles and rng.random() < 0.5:
        called = rng.choice(sorted(singles))
    return hand, other, called


@pytest.mark.parametrize("jokers_range", [(0, 0), (1, 2), (3, 4)], ids=["no_jokers", "1-2_jokers", "3-4_jokers"])
def test_legal_moves_match_reference(jokers_range):
    rng = random.Random(hash(jokers_range) % 1000)
    for _ in range(POSITIONS):
        hand, other, called = draw(rng, jokers_range)
        expected = ref.legal_moves(hand, None, called)
        got_list = L.legal_moves(hand, None, called)
        got = {as_tuple(m, called) for m in got_list}
        assert len(got) == len(got_list), f"duplicates for {hand} called {called}"
        assert got == expected, (f"lead {hand} called {called}\nonly C++: {sorted(got - expected)[:8]}\n"
                                 f"only reference: {sorted(expected - got)[:8]}")
        target = rng.choice(L.legal_moves(other))
        target_tuple = as_tuple(target, called)
        assert target_tuple in ref.classify(list(target.cards), called)
        expected = ref.legal_moves(hand, target_tuple, called)
        got = {as_tuple(m, called) for m in L.legal_moves(hand, target, called)}
        assert got == expected, (f"follow {hand} to_beat {target} called {called}\n"
                                 f"only C++: {sorted(got - expected)[:8]}\nonly reference: {sorted(expected - got)[:8]}")


def test_classify_and_beats_match_reference():
    rng = random.Random(99)
    for _ in range(1500):
        hand, other, called = draw(rng, (0, 4))
        cards = rng.sample(hand, rng.randint(1, min(len(hand), 8)))
        assert {as_tuple(m, called) for m in L.classify(cards, called)} == ref.classify(cards, called), cards
        a, b = rng.choice(L.legal_moves(hand)), rng.choice(L.legal_moves(other))
        assert L.beats(a, b) == ref.beats(as_tuple(a, None), as_tuple(b, None)), (str(a), str(b))
