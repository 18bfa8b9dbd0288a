"""Differential test of paiju.mahjong (C++, per-suit tables) against the slow reference
tests/reference/mahjong_reference.py on random hands, with and without melds.

Hands come from three generators: winning hands built from random groups (4 - m sets and a pair,
or seven pairs) with m random melds, the same with one tile swapped for another kind (mostly
not winning, sometimes another winning hand), and hands dealt at random from the 108 suited
tiles; every hand respects the four-copies rule with its melds. Counts (fixed seeds):

* is_winning and decompositions: 100,000 hands of 14 - 3m tiles (m = 0..4);
* waits: 60,000 hands of 13 - 3m tiles (a winning hand minus one tile, a winning hand minus one
  with one tile swapped, or random);
* shanten: 6,000 hands of 13 - 3m (4,000) or 14 - 3m (2,000) tiles (the reference is an exact
  search, ~20 ms on a random 13-tile hand without melds, far less on the others).

166,000 hands in all; about 35 s on one core, nearly all of it in the reference.
"""

from __future__ import annotations

import random

import pytest

from paiju import mahjong

from . import mahjong_reference as ref

TILES = ref.TILES  # the 27 suited kinds, in the order both sides use
MELD_KINDS = ("pong", "kong", "added_kong", "concealed_kong")


def _random_melds(rng: random.Random, used: list[int], count: int) -> list[tuple[str, str]]:
    melds = []
    while len(melds) < count:
        kind = rng.choice(MELD_KINDS) if rng.random() < 0.5 else "pong"
        copies = 3 if kind == "pong" else 4
        i = rng.randrange(27)
        if used[i] + copies <= 4:
            used[i] += copies
            melds.append((kind, TILES[i]))
    return melds


def _winning_hand(rng: random.Random, melds_count: int) -> tuple[list[str], list[tuple[str, str]]]:
    """A random winning hand: melds, then 4 - m sets and a pair (or, without melds, sometimes
    seven pairs), all within four copies per kind."""
    while True:
        used = [0] * 27
        melds = _random_melds(rng, used, melds_count)
        hand: list[int] = []
        ok = True
        groups = []
        if melds_count == 0 and rng.random() < 0.25:
            groups = [("pair", rng.randrange(27)) for _ in range(7)]
        else:
            for _ in range(4 - melds_count):
                if rng.random() < 0.6:
                    suit, rank = rng.randrange(3), rng.randrange(7)
                    groups.append(("run", 9 * suit + rank))
                else:
                    groups.append(("triplet", rng.randrange(27)))
            groups.append(("pair", rng.randrange(27)))
        for kind, i in groups:
            tiles = [i, i + 1, i + 2] if kind == "run" else [i] * (3 if kind == "triplet" else 2)
            for t in tiles:
                used[t] += 1
                ok = ok and used[t] <= 4
            hand += tiles
        if ok:
            rng.shuffle(hand)
            return [TILES[i] for i in hand], melds


def _swap_one(rng: random.Random, hand: list[str], melds: list[tuple[str, str]]) -> list[str]:
    """The hand with one tile replaced by another kind, keeping four copies at most."""
    used = [0] * 27
    for t in hand:
        used[ref.tile_index(t)] += 1
    for kind, t in melds:
        used[ref.tile_index(t)] += 3 if kind == "pong" else 4
    while True:
        i = rng.randrange(len(hand))
        new = rng.randrange(27)
        if TILES[new] != hand[i] and used[new] < 4:
            return hand[:i] + [TILES[new]] + hand[i + 1 :]


def _random_hand(rng: random.Random, size: int, melds_count: int) -> tuple[list[str], list[tuple[str, str]]]:
    used = [0] * 27
    melds = _random_melds(rng, used, melds_count)
    wall = [i for i in range(27) for _ in range(4 - used[i])]
    return [TILES[i] for i in rng.sample(wall, size)], melds


def _hands(seed: int, count: int, size: int):
    """`count` hands of `size` - 3m tiles (size 14 or 13) with their melds, mixed generators."""
    rng = random.Random(seed)
    for n in range(count):
        m = rng.choice((0, 0, 0, 1, 1, 2, 3, 4))
        form = n % 3
        if form == 2:
            hand, melds = _random_hand(rng, size - 3 * m, m)
        else:
            hand, melds = _winning_hand(rng, m)
            if size == 13:
                hand = hand[:-1] if form == 0 else _swap_one(rng, hand[:-1], melds)
            elif form == 1:
                hand = _swap_one(rng, hand, melds)
        yield hand, melds


@pytest.mark.parametrize("part", range(4))
def test_is_winning_and_decompositions_agree(part):
    winning = 0
    for hand, melds in _hands(1000 + part, 25_000, 14):
        expected = ref.decompositions(hand, melds)
        got = mahjong.decompositions(hand, melds)
        assert got == expected, (hand, melds)
        assert mahjong.is_winning(hand, melds) == bool(expected), (hand, melds)
        winning += bool(expected)
    assert 8_000 < winning < 20_000  # both outcomes well represented


@pytest.mark.parametrize("part", range(3))
def test_waits_agree(part):
    ready = 0
    for hand, melds in _hands(2000 + part, 20_000, 13):
        expected = ref.waits(hand, melds)
        assert mahjong.waits(hand, melds) == expected, (hand, melds)
        ready += bool(expected)
    assert 4_000 < ready < 18_000


@pytest.mark.parametrize(("part", "size"), [(0, 13), (1, 14), (2, 13)])
def test_shanten_agrees(part, size):
    seen = set()
    for hand, melds in _hands(3000 + part, 2_000, size):
        expected = ref.shanten(hand, melds)
        assert mahjong.shanten(hand, melds) == expected, (hand, melds)
        seen.add(expected)
    assert {-1, 0, 1} & seen if size == 14 else {0, 1, 2} <= seen


def test_is_winning_agrees_with_the_reference_on_the_reference_self_test_shapes():
    # Shapes the reference documents: nine gates + any, 8888 in seven pairs, fifth-copy waits.
    for r in range(1, 10):
        hand = list("1112345678999") + [str(r)]
        tiles = [f"{d}m" for d in hand]
        assert mahjong.is_winning(tiles) == ref.is_winning(tiles) is True
    tiles = mahjong.parse_tiles("112233m5566s8888p")
    assert mahjong.decompositions(tiles) == ref.decompositions(tiles)
