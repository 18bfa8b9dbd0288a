"""Self-tests of the pure-Python Suqian mahjong hand-analysis reference oracle.

Every expectation is worked out by hand from the rules spec (docs/rules/mahjong.md,
cited §n), seed 002 and the decisions D1-D8 documented in mahjong_reference.py; the reasoning is
in the comments.  Shanten is additionally cross-checked against two slower, independent searches
on small hands (enumerating every legal winning hand; exchanging tiles and testing is_winning).
"""

import functools
import itertools
import random
import time

import pytest

from .mahjong_reference import (
    TILES,
    copies_used,
    decompositions,
    is_winning,
    ready_discards,
    shanten,
    single_wait,
    tile_index,
    waits,
)


def h(text):
    """'123m 55p' -> ['1m', '2m', '3m', '5p', '5p'] (digits then their suit letter)."""
    out = []
    for group in text.split():
        out += [d + group[-1] for d in group[:-1]]
    return out


def pongs(*tiles):
    return [("pong", t) for t in tiles]


WALL = [t for t in TILES for _ in range(4)]


# ---------------------------------------------------------------------------------------------
# notation and validation (D5)
# ---------------------------------------------------------------------------------------------


def test_tile_order():
    # m 1..9, s 1..9, p 1..9
    assert TILES[0] == "1m" and TILES[8] == "9m" and TILES[9] == "1s" and TILES[26] == "9p"
    assert [tile_index(t) for t in ("1m", "9m", "1s", "1p", "9p")] == [0, 8, 9, 18, 26]
    assert len(set(TILES)) == 27


@pytest.mark.parametrize("bad", ["0m", "10m", "1z", "1M", "m1", "east", "春", " 1m", "", 5, None])
def test_bad_tile(bad):
    hand = h("123m 456s 789p 111m 2m")[:13]
    hand[0] = bad
    with pytest.raises(ValueError):
        waits(hand)
    with pytest.raises(ValueError):
        tile_index(bad)


def test_bad_sizes_and_melds():
    h13 = h("123m 456s 789p 111m 2m")
    h14 = h13 + ["2m"]
    with pytest.raises(ValueError):
        is_winning(h13)  # 13 tiles, no melds: needs 14
    with pytest.raises(ValueError):
        waits(h14)  # needs 13
    with pytest.raises(ValueError):
        shanten(h14 + ["3p"])  # 15
    with pytest.raises(ValueError):
        shanten(h13[:12])  # 12
    with pytest.raises(ValueError):
        decompositions(h13)
    with pytest.raises(ValueError):
        is_winning(h14, pongs("9s"))  # one meld: 11 concealed tiles
    with pytest.raises(ValueError):
        is_winning(h("55m"), pongs("1s", "2s", "3s", "4s", "5s"))  # 5 melds
    with pytest.raises(ValueError):
        waits(h13[:10], [("chow", "1s")])  # unknown meld kind (no chow, §3)
    with pytest.raises(ValueError):
        waits(h13[:10], ["pong"])  # malformed meld
    with pytest.raises(ValueError):
        waits(h13[:10], [("pong", "1x")])
    with pytest.raises(ValueError):
        waits("1m2m3m")  # one string, not a list
    # five copies: four in hand + ... / pong 1m + two 1m in hand
    with pytest.raises(ValueError):
        is_winning(h("11111m 234s 567s 88p 9p"))
    with pytest.raises(ValueError):
        waits(h("11m 234s 567s 9p"), pongs("1m"))  # 3 + 2 = 5 copies of 1m
    with pytest.raises(ValueError):
        waits(h("1m 234s 567s 99p"), [("kong", "1m")])  # 4 + 1
    # exactly four counting melds is fine (and 1m is then no wait: it would be a fifth, D1)
    assert waits(h("1m 234s 567s 999p"), pongs("1m")) == []
    assert copies_used(h("1m 234s"), [("concealed_kong", "5p")]) == {
        "1m": 1, "2s": 1, "3s": 1, "4s": 1, "5p": 4}


def test_inputs_not_modified_and_any_iterable():
    hand = h("1112345678999m")
    copy = list(hand)
    waits(hand)
    shanten(hand)
    assert hand == copy
    assert waits(tuple(hand)) == waits(hand) == waits(iter(hand))


# ---------------------------------------------------------------------------------------------
# is_winning and decompositions
# ---------------------------------------------------------------------------------------------


def test_nine_gates_reading():
    # 1112345678999m + 5m: the lowest tile 1m is either the pair (then 1 2 3 | 4 5 6 | 5 7 8
    # fails), a run 123 + pair 11 (then 4 5 5 6 7 8 999: 456, 5 7 8 fails) or the triplet 111;
    # after 111, 2 starts 234; then 5 5 6 7 8 999: 5 must be a pair (567 leaves 5 8) and 678,
    # 999 close it.  Exactly one reading.
    hand = h("1112345678999m 5m")
    assert is_winning(hand)
    assert decompositions(hand) == [("standard", (
        ("triplet", "1m"), ("run", "2m"), ("pair", "5m"), ("run", "6m"), ("triplet", "9m")))]


def test_triplets_or_runs():
    # 111 222 333m read as three triplets or as three 123 runs; 456s and 77p close it.  A pair
    # at 1m would leave 1 222 333 (1 needs 123: then 22 33 -> no).  Two readings, sorted by
    # (tile index, pair < run < triplet) groupwise: ("run","1m") < ("triplet","1m").
    hand = h("111222333m 456s 77p")
    assert decompositions(hand) == [
        ("standard", (("run", "1m"), ("run", "1m"), ("run", "1m"), ("run", "4s"),
                      ("pair", "7p"))),
        ("standard", (("triplet", "1m"), ("triplet", "2m"), ("triplet", "3m"), ("run", "4s"),
                      ("pair", "7p"))),
    ]


def test_seven_pairs_with_four_of_a_kind():
    # seed §9.5: 11 22 33 55 66 888 wins on 8 (8888 = two pairs).  Standard reading: 123 123,
    # then 55 66 8888 -- 8888 would need 888 + 8 and a lone 8 fits nothing.  Seven pairs only.
    hand = h("11223355668888m")
    assert is_winning(hand)
    assert decompositions(hand) == [("seven_pairs", (
        ("pair", "1m"), ("pair", "2m"), ("pair", "3m"), ("pair", "5m"), ("pair", "6m"),
        ("pair", "8m"), ("pair", "8m")))]
    # its waits before the 8: 8m (seven pairs); 5m (123 123 555 66 888); 6m (123 123 55 666
    # 888); 4m -> 112233 4 5566 888 needs 456 and leaves 5 6; 7m -> 567 leaves 5 6; 1m -> 111
    # 2233 or 11 1 22 33 both fail.  So 5m 6m 8m.
    assert waits(h("1122335566888m")) == ["5m", "6m", "8m"]


def test_standard_and_seven_pairs_together():
    # 11223344556677m: pair 1 -> 234 234 567 567; pair 4 -> 123 123 567 567; pair 7 -> 123 123
    # 456 456; a pair at 2/3/5/6 strands a 1 or ... (e.g. pair 2: 11 33 ... the 1s need 123).
    hand = h("11223344556677m")
    forms = decompositions(hand)
    assert [f for f, _ in forms] == ["standard"] * 3 + ["seven_pairs"]
    assert [g[1] for g in forms[:3]] == [
        (("pair", "1m"), ("run", "2m"), ("run", "2m"), ("run", "5m"), ("run", "5m")),
        (("run", "1m"), ("run", "1m"), ("pair", "4m"), ("run", "5m"), ("run", "5m")),
        (("run", "1m"), ("run", "1m"), ("run", "4m"), ("run", "4m"), ("pair", "7m")),
    ]


def test_seven_pairs_needs_no_melds():
    # D3: with a meld the hand is 11 tiles, and 5 pairs + ... is not a form at all.
    assert not is_winning(h("1122m 3344s 55p 6p"), pongs("9m"))
    # the same 14 tiles without melds: 11 33 m, 55 77 s, 99 11 p, and ... (7 pairs) wins
    assert is_winning(h("1133m 5577s 9911p 22p"))
    # a four-of-a-kind never is a set on its own (D2): in 1111m 567s 789s 999p 5p the 1111m
    # would have to be 111 + a lone 1m (no 2m/3m, and 11+11 is two pairs): not winning
    assert not is_winning(h("1111m 567s 789s 999p 5p"))


def test_melds_reduce_sizes():
    # four pongs: the concealed part is the pair
    m4 = pongs("1s", "2s", "3s", "4s")
    assert is_winning(h("55m"), m4)
    assert not is_winning(h("56m"), m4)
    assert decompositions(h("55m"), m4) == [("standard", (("pair", "5m"),))]
    assert waits(h("5m"), m4) == ["5m"]  # seed §9.3 "手里只有1张牌时": a single-tile wait
    # ...unless the pongs already hold three of it: 3 + 1 = 4, no fifth copy (D1)
    assert waits(h("5m"), pongs("5m", "2s", "3s", "4s")) == []
    assert shanten(h("5m"), pongs("5m", "2s", "3s", "4s")) == 1  # swap the 5m for anything free
    # three melds: 23m 55p waits 1m and 4m (open-ended run, pair 55p); a kong of 1m removes 1m
    m3 = [("kong", "9s"), ("added_kong", "9p"), ("concealed_kong", "5s")]
    assert waits(h("23m 55p"), m3) == ["1m", "4m"]
    assert waits(h("23m 55p"), [("kong", "1m")] + m3[:2]) == ["4m"]
    assert is_winning(h("123m 55p"), m3)
    # one meld, 10 tiles 1112345678m + pong 9m, x added (3 sets + pair):
    #   1: 1111 = 111 + 1 -> 123 456 78 fails; 11 + 11 fails           -> no
    #   2: 111 22 345 678 ; 3: 11 123 345 678 ; 5: 111 234 55 678       -> yes
    #   4: 111 234 4 5678 / 11 123 445678 / 44 pair: all strand tiles   -> no
    #   6: 11 123 456 678 ; 8: 111 234 567 88                           -> yes
    #   7: 111 234 5677 8 / 11 123 45677 8 fail                         -> no
    #   9: 11 123 456 789 (the pong holds 3 of 9m: 3 + 1 = 4 copies)    -> yes
    assert waits(h("1112345678m"), pongs("9m")) == ["2m", "3m", "5m", "6m", "8m", "9m"]


def test_no_chow_does_not_forbid_held_runs():
    # §3 no chow is about claiming; concealed runs are sets.
    assert is_winning(h("123m 456m 789m 123s 55p"))


# ---------------------------------------------------------------------------------------------
# waits
# ---------------------------------------------------------------------------------------------


def test_nine_gates_waits():
    # 1112345678999m (九莲宝灯 shape) completes with every m kind (the classic table; each x is
    # re-checked by is_winning in test_properties_on_random_hands' style below).  Copies: 1m and
    # 9m held 3 times (< 4), the others once, so all nine are waits.
    hand = h("1112345678999m")
    assert waits(hand) == [f"{r}m" for r in range(1, 10)]
    for x in range(1, 10):
        assert is_winning(hand + [f"{x}m"])
    # x = 5: see test_nine_gates_reading.  x = 1: 1111 2345678 999 reads 111 + 123 456 789 + 99
    # (the fourth 1 starts 123, the 9s are 789's 9 and the pair); 11 pair + 11 fails (1 23 then
    # strands a 1), so exactly one reading.
    assert decompositions(hand + ["1m"]) == [("standard", (
        ("run", "1m"), ("triplet", "1m"), ("run", "4m"), ("run", "7m"), ("pair", "9m")))]


def test_dead_partial_sets():
    # The textbook formula counts 68s as a partial run and 345 345 + 68 + 99 as ready; but a
    # concealed kong of 7s holds all four 7s: the only wait would be a fifth 7s.  Not ready,
    # shanten 1 (found by test_textbook_formula_agrees_without_copy_pressure's search).
    hand, melds = h("3344556899s"), [("concealed_kong", "7s")]
    assert waits(hand, melds) == []
    assert textbook_standard_shanten(hand, 1) == 0
    assert shanten(hand, melds) == 1 == shanten_by_exchange(hand, melds)
    # 33 44s 9s 1p 3p 66p 8p + kong 2p: 13p is dead (2p all in the kong): formula 2, real 3
    hand, melds = h("3344s 9s 13668p"), [("concealed_kong", "2p")]
    assert textbook_standard_shanten(hand, 1) == 2
    assert shanten(hand, melds) == 3


def test_hand_holding_all_four_of_its_wait():
    # 1111m 234s 567s 888p: the only completion is a fifth 1m (111 + 1 needs a 1m pair).
    # Reading 11 + 11 fails (two pairs).  So no wait (D1) and the hand is one exchange from
    # ready (e.g. 1m -> 2m: 111m 2m ... waits 2m).  The textbook formula (111 + lone 1 -> "ready")
    # says 0; the four-copies rule makes it 1.
    hand = h("1111m 234s 567s 888p")
    assert waits(hand) == []
    assert shanten(hand) == 1
    assert single_wait(hand) is None
    # with 1111m as seven pairs' two pairs: 1111m 22 33 55s 77 99p + 4m -> waits 4m only
    # (a standard reading would need 111 + 1 with 2 3 -> 123? no 2m/3m here)
    assert waits(h("1111m 2233s 5577p 4m")) == ["4m"]


def test_single_wait_and_ready_discards():
    # 123m 456s 789p 111p 5m: single 5m wait (pair wait, 独刺): exactly one kind.
    assert single_wait(h("123m 456s 789p 111p 5m")) == "5m"
    # 23m open-ended: 1m and 4m -> not single
    assert single_wait(h("23m 456s 789p 111p 55p")) is None
    # 14 tiles 123m 456s 789p 111p 5m 9s: discard 9s -> waits 5m (single) ; discard 5m ->
    # waits 9s; discarding anything else breaks a set (e.g. 1m -> 23m 5m 9s needs two tiles).
    assert ready_discards(h("123m 456s 789p 111p 5m 9s")) == ["5m", "9s"]


# ---------------------------------------------------------------------------------------------
# shanten: hand-worked values
# ---------------------------------------------------------------------------------------------


def test_shanten_known_hands():
    assert shanten(h("1112345678999m 5m")) == -1  # winning
    assert shanten(h("1112345678999m")) == 0  # ready
    assert shanten(h("11223355668888m")) == -1  # seven pairs with 8888
    # all 13 kinds distinct 1 3 5 7 9 m, 1 3 5 7 9 s, 1 5 9 p: no set, no pair; m gives two
    # partial runs (13 57 or 35 79), s two more, p none: 4 partial sets of 2 + 1 for the pair
    # slot = 9 tiles kept of a winning 14 -> 13 - 9 = 4.  Seven pairs: 7 kept -> 6.  Min 4.
    assert shanten(h("13579m 13579s 159p")) == 4
    # six pairs + a single: seven pairs ready on the single (standard form is far: 3)
    assert shanten(h("1199m 1199s 1199p 5m")) == 0
    assert waits(h("1199m 1199s 1199p 5m")) == ["5m"]
    # 1111m 2222s 3333p 4m: seven pairs 11 11 22 22 33 33 + 4m -> ready on 4m
    assert shanten(h("1111m 2222s 3333p 4m")) == 0
    assert waits(h("1111m 2222s 3333p 4m")) == ["4m"]
    # three pongs + 4 far-apart tiles 1m 4m 5s 9p: no two of them can share a set (1m-4m gap 3)
    # -> best completion keeps 2 (pair slot one tile + set slot one tile): 4 - 2 = 2
    assert shanten(h("14m 5s 9p"), pongs("7s", "8s", "2p")) == 2
    # 14 tiles: 1112345678999m 5s -> discard 5s -> ready: 0
    assert shanten(h("1112345678999m 5s")) == 0
    # two pongs, 8 tiles 1123m 57s 99p: keep 123m + 99p + 57s = 7 of a winning 8 -> 7 - 7 = 0
    # (discard a 1m: ready on 6s)
    assert shanten(h("1123m 57s 99p"), pongs("1s", "2s")) == 0
    # two pongs, 7 tiles 13m 58s 99p 4p: 2 sets + pair; no 3 of them fit one set, 13m is a
    # partial run, 99p the pair, one of 5s/8s/4p a lone tile for the second set: 2+2+1 = 5 kept
    # of 8 -> 7 - 5 = 2
    assert shanten(h("13m 58s 99p 4p"), pongs("1s", "2s")) == 2


# ---------------------------------------------------------------------------------------------
# slower independent searches for the cross-checks
# ---------------------------------------------------------------------------------------------

SETS = [(i, i, i) for i in range(27)] + [
    (i, i + 1, i + 2) for i in range(27) if i % 9 <= 6]


@functools.lru_cache(maxsize=None)
def _all_standard_shapes(m):
    """Every one pair + (4 - m) sets combination, as count tuples (no copy limit yet)."""
    out = set()
    for p in range(27):
        for combo in itertools.combinations_with_replacement(SETS, 4 - m):
            c = [0] * 27
            c[p] += 2
            for s in combo:
                for k in s:
                    c[k] += 1
            out.add(tuple(c))
    return tuple(out)


def all_winning_hands(m, meld_used):
    """Every legal winning concealed hand (as a count tuple) with m >= 2 melds (so standard
    form only): the shapes whose copies plus the melds' stay within four per kind."""
    assert m >= 2
    return [c for c in _all_standard_shapes(m) if all(a + b <= 4 for a, b in zip(c, meld_used))]


def shanten_by_enumeration(hand, melds):
    m = len(melds)
    used = [0] * 27
    for kind, t in melds:
        used[tile_index(t)] += 3 if kind == "pong" else 4
    hc = [0] * 27
    for t in hand:
        hc[tile_index(t)] += 1
    best = max(sum(min(a, b) for a, b in zip(w, hc)) for w in all_winning_hands(m, used))
    return (13 - 3 * m) - best


def shanten_by_exchange(hand, melds):
    """Smallest k such that removing k - 1 (for a 13 - 3m hand; k for 14 - 3m) of the hand's
    tiles and adding k tiles gives a legal hand that is_winning accepts; shanten = k - 1."""
    m = len(melds)
    n = len(hand)
    drop_extra = 0 if n == 13 - 3 * m else 1
    if drop_extra and is_winning(hand, melds):
        return -1
    for k in range(1, 15):
        for removed in set(itertools.combinations(sorted(hand), k - 1 + drop_extra)):
            rest = list(hand)
            for t in removed:
                rest.remove(t)
            for added in itertools.combinations_with_replacement(TILES, k):
                cand = rest + list(added)
                try:
                    if is_winning(cand, melds):
                        return k - 1
                except ValueError:  # a fifth copy
                    continue
    raise AssertionError("unreachable")


def random_case(rng, m, extra):
    """m random melds (pongs/kongs) and a legal random hand of 13 - 3m + extra tiles."""
    wall = list(WALL)
    rng.shuffle(wall)
    melds = []
    for _ in range(m):
        while True:
            t = rng.choice(TILES)
            kind = rng.choice(["pong", "pong", "kong", "concealed_kong", "added_kong"])
            need = 3 if kind == "pong" else 4
            if wall.count(t) >= need:
                for _ in range(need):
                    wall.remove(t)
                melds.append((kind, t))
                break
    # bias towards one or two suits so that hands are often close to ready
    suits = rng.sample("msp", rng.choice([1, 2, 3]))
    pool = [t for t in wall if t[1] in suits]
    hand = rng.sample(pool, 13 - 3 * m + extra)
    return hand, melds


@pytest.mark.parametrize("m", [2, 3, 4])
def test_shanten_matches_enumeration_of_all_winning_hands(m):
    rng = random.Random(100 + m)
    for trial in range(25 if m == 2 else 80):
        hand, melds = random_case(rng, m, trial % 2)
        assert shanten(hand, melds) == shanten_by_enumeration(hand, melds), (hand, melds)


@pytest.mark.parametrize("m", [3, 4])
def test_shanten_matches_exchange_search(m):
    rng = random.Random(200 + m)
    for trial in range(60):
        hand, melds = random_case(rng, m, trial % 2)
        assert shanten(hand, melds) == shanten_by_exchange(hand, melds), (hand, melds)


def test_shanten_matches_exchange_search_two_melds_low_shanten():
    # 7/8-tile hands: the exchange search is affordable when the answer is small
    rng = random.Random(7)
    checked = 0
    while checked < 15:
        hand, melds = random_case(rng, 2, checked % 2)
        s = shanten(hand, melds)
        if s <= 1:
            assert shanten_by_exchange(hand, melds) == s, (hand, melds)
            checked += 1


def test_four_copies_edge_cases_in_small_hands():
    # pong 1m and hand 1m 2m 3m 9p (4 tiles): 123m + 9p single -> waits 9p; 1m 1m? hand has one
    # 1m + pong 3 = 4 copies.  Reading 11? needs a 1m: fifth.  Both searches agree.
    hand, melds = h("123m 9p"), pongs("1m", "5s", "6s")
    assert waits(hand, melds) == ["9p"]
    assert shanten(hand, melds) == 0 == shanten_by_enumeration(hand, melds)
    # hand 1m 1m... (two 1m + kong 1m is 6: invalid) -- pong 9p, hand 9p 8p 7p 1m: 789p + 1m ->
    # waits 1m; and 9p 9p? would need more 9p (4 used).  ready
    hand, melds = h("1m 789p"), pongs("9p", "5s", "6s")
    assert waits(hand, melds) == ["1m"]
    # hand 5m with pong 5m: not ready (see test_melds_reduce_sizes), both searches say 1
    hand, melds = h("5m"), pongs("5m", "2s", "3s", "4s")
    assert shanten_by_enumeration(hand, melds) == 1 == shanten_by_exchange(hand, melds)


# ---------------------------------------------------------------------------------------------
# properties on random full hands
# ---------------------------------------------------------------------------------------------


def textbook_standard_shanten(hand, m):
    """8 - 2*(sets + m) - partial_sets - pair over all decompositions (sets + partials <= 4 - m),
    ignoring the four-copies limit.  Independent recursion, used as a lower bound."""
    c = [0] * 27
    for t in hand:
        c[tile_index(t)] += 1
    best = [99]

    def rec(i, sets, partials, pair):
        while i < 27 and c[i] == 0:
            i += 1
        if i == 27:
            best[0] = min(best[0], 8 - 2 * (sets + m) - min(partials, 4 - m - sets) - pair)
            return
        r = i % 9
        if c[i] >= 3:
            c[i] -= 3
            rec(i, sets + 1, partials, pair)
            c[i] += 3
        if r <= 6 and c[i + 1] and c[i + 2]:
            c[i] -= 1; c[i + 1] -= 1; c[i + 2] -= 1  # noqa: E702
            rec(i, sets + 1, partials, pair)
            c[i] += 1; c[i + 1] += 1; c[i + 2] += 1  # noqa: E702
        if c[i] >= 2:
            c[i] -= 2
            if not pair:
                rec(i, sets, partials, 1)
            rec(i, sets, partials + 1, pair)
            c[i] += 2
        for d in (1, 2):
            if r + d <= 8 and c[i + d]:
                c[i] -= 1; c[i + d] -= 1  # noqa: E702
                rec(i, sets, partials + 1, pair)
                c[i] += 1; c[i + d] += 1  # noqa: E702
        c[i] -= 1
        rec(i, sets, partials, pair)
        c[i] += 1

    rec(0, 0, 0, 0)
    return best[0]


def test_properties_on_random_hands():
    rng = random.Random(12)
    ready = 0
    for trial in range(150):
        m = rng.choice([0, 0, 0, 1, 2])
        hand, melds = random_case(rng, m, 0)
        used = copies_used(hand, melds)
        w = waits(hand, melds)
        s = shanten(hand, melds)
        # every wait completes the hand and has a copy left; every other kind with a copy left
        # does not complete it
        for t in TILES:
            if used.get(t, 0) < 4:
                assert is_winning(hand + [t], melds) == (t in w)
            else:
                assert t not in w
        # shanten 0 iff ready (D1: by kind with copies left)
        assert (s == 0) == bool(w), (hand, melds)
        ready += bool(w)
        # textbook lower bound (standard form; ignores the copy limit)
        if m:
            assert textbook_standard_shanten(hand, m) <= s
        # one exchange moves shanten by at most one
        out = rng.choice(hand)
        into = rng.choice([t for t in TILES if used.get(t, 0) < 4 and t != out])
        other = list(hand)
        other.remove(out)
        other.append(into)
        assert abs(shanten(other, melds) - s) <= 1
        # 14-tile hands: -1 iff winning; otherwise the best discard
        if w:
            full = hand + [rng.choice(w)]
            assert shanten(full, melds) == -1
            readings = decompositions(full, melds)
            assert readings
            for form, groups in readings:
                tiles = []
                for kind, t in groups:
                    i = tile_index(t)
                    if kind == "run":
                        assert i % 9 <= 6
                        tiles += [TILES[i], TILES[i + 1], TILES[i + 2]]
                    else:
                        tiles += [t] * (2 if kind == "pair" else 3)
                assert sorted(tiles) == sorted(full)
                if form == "seven_pairs":
                    assert not melds and len(groups) == 7
                else:
                    assert [k for k, _ in groups].count("pair") == 1
                    assert len(groups) == 5 - len(melds)
        full = hand + [into]  # legal: into has a copy left
        if trial % 3 == 0:
            best = min(shanten([x for j, x in enumerate(full) if j != i], melds)
                       for i in range(len(full)))
            sf = shanten(full, melds)
            assert sf == (-1 if is_winning(full, melds) else best)
            assert (decompositions(full, melds) != []) == is_winning(full, melds)
    assert ready > 15  # the sample does exercise ready hands


def test_textbook_formula_agrees_without_copy_pressure():
    # On one-meld hands where no kind is held 3+ times and no hand tile is within two ranks of
    # the meld's tile (so no partial set is "dead"), the copy limit cannot bind (spot check, not
    # a proof): the textbook standard formula equals shanten.
    rng = random.Random(5)
    agree = total = 0
    for _ in range(300):
        hand, melds = random_case(rng, 1, 0)
        used = copies_used(hand, melds)
        mi = tile_index(melds[0][1])
        if max(c for t, c in used.items() if t != melds[0][1]) >= 3:
            continue
        if any(mi // 9 == tile_index(t) // 9 and abs(mi - tile_index(t)) <= 2 for t in hand):
            continue
        total += 1
        agree += textbook_standard_shanten(hand, 1) == shanten(hand, melds)
    assert total > 20 and agree == total


def test_speed():
    rng = random.Random(3)
    worst_w = worst_s = 0.0
    for _ in range(40):
        hand, melds = random_case(rng, 0, 0)
        t0 = time.perf_counter()
        waits(hand, melds)
        t1 = time.perf_counter()
        shanten(hand, melds)
        t2 = time.perf_counter()
        worst_w, worst_s = max(worst_w, t1 - t0), max(worst_s, t2 - t1)
    for hand in (h("13579m 13579s 159p"), h("147m 258s 369p 1593m"), h("159m 159s 159p 2468m"),
                 h("1379m 1379s 1379p 55m")):
        t1 = time.perf_counter()
        shanten(hand)
        worst_s = max(worst_s, time.perf_counter() - t1)
    assert worst_w < 0.05
    assert worst_s < 1.0


def test_seven_pairs_part_matches_closed_form():
    # Independent count for seven pairs (no melds, four of a kind = two pairs, D4): with
    # P = min(7, sum c // 2) pairs kept and one kept tile per kind of odd count for each missing
    # pair (its partner is a free copy: c <= 3 there), the overlap is 2P + min(7 - P, #odd).
    from .mahjong_reference import _max_overlap_seven_pairs

    rng = random.Random(77)
    for trial in range(300):
        hand, _ = random_case(rng, 0, trial % 2)
        c = [0] * 27
        for t in hand:
            c[tile_index(t)] += 1
        p = min(7, sum(x // 2 for x in c))
        odd = sum(x % 2 for x in c)
        assert _max_overlap_seven_pairs(c) == 2 * p + min(7 - p, odd), hand
        assert shanten(hand) <= 13 - (2 * p + min(7 - p, odd))
