"""The PUBLIC Shengji functions (paiju.shengji: legal_plays, count_plays, sample_play, classify,
units, trick_winner) against the slow reference (tests/reference/shengji_reference.py, D1-D5) on
about 1,500 seeded random positions: hands of 6-16 cards (and 25-card hands with small leads),
every level, the four trump suits and no-trump, leads built from units biased towards structure
(tractors across the removed level rank, off-suit level pairs and jokers in the trump chain,
throws of several units), void hands and hands short of the led suit.

Compared: the SET of plays (sorted card tuples, each once) and, for leads, each Move's kind
against ``ref.classify(...).kind``; count_plays against the reference list's length; the
canonical unit shapes; trick_winner on random tricks of legal follows; cross-suit leads (§6b,
not modelled by the reference: built here from the spec); a chi-square test of sample_play's
uniformity.  The position generators are those of test_follows_differential.py (which checks
the private bindings); this file goes through the public API only.
"""

import random
from collections import Counter

import pytest

from paiju import shengji as sj
from tests.reference import shengji_reference as ref
from tests.reference.test_follows_differential import (
    LEVELS,
    TRUMPS,
    fresh_pool,
    random_position,
    random_units,
)


def canon(cards):
    return tuple(sorted(cards))


def toks(cards):
    return canon(str(cards).split())


def public_set(moves, kind=None):
    """{sorted tokens: kind} of a public legal_plays sequence; each multiset once."""
    out = {}
    for move in moves:
        key = toks(move.cards)
        assert key not in out, f"{key} listed twice"
        out[key] = move.kind
        assert str(move).split()[0] == move.kind and canon(str(move).split()[1:]) == key
        if kind is not None:
            assert move.kind == kind, move
    return out


def random_hand(rng, size, level, trump):
    """A hand of `size` cards rich in structure: units of 1-3 effective suits, then filler."""
    pool = fresh_pool()
    hand = []
    suits = ["S", "H", "C", "D", "T"]
    if trump is not None:
        suits.remove(trump)
    for suit in rng.sample(suits, rng.randint(1, 3)):
        hand += random_units(rng, pool, suit, level, trump, rng.randint(1, 4))
    hand = hand[:size]
    rest = list(pool.elements())
    rng.shuffle(rest)
    hand += rest[: max(0, size - len(hand))]
    return hand


def check_leads(hand, level, trump, stats):
    expected = ref.legal_leads(hand, level, trump)
    got = public_set(sj.legal_plays(hand, level, trump))
    assert sorted(got) == expected, (level, trump, hand)
    assert sj.count_plays(hand, level, trump) == len(expected)
    for lead, kind in got.items():
        ref_kind = ref.classify(list(lead), level, trump).kind
        assert kind == ref_kind, (level, trump, lead, kind, ref_kind)
        stats["lead " + kind] += 1
    # classify and units of a few leads: the same kind, the canonical unit shapes of D1
    for lead in random.Random(len(expected)).sample(expected, min(5, len(expected))):
        shape = ref.classify(list(lead), level, trump)
        move = sj.classify(list(lead), level, trump)
        assert move.kind == shape.kind and toks(move.cards) == lead
        units = sj.units(list(lead), level, trump)
        assert sorted((k, len(toks(c))) for k, c in units) == sorted((u.kind, len(u.cards)) for u in shape.units), (
            level, trump, lead, units)
        assert canon(c for _, cs in units for c in toks(cs)) == lead


def check_follows(hand, lead, level, trump, stats):
    expected = ref.legal_follows(hand, lead, level, trump)
    got = public_set(sj.legal_plays(hand, level, trump, lead), kind="follow")
    assert sorted(got) == expected, (level, trump, hand, lead)
    assert sj.count_plays(hand, level, trump, lead) == len(expected), (level, trump, hand, lead)
    # a Move lead is accepted as well as cards
    move = sj.classify(lead, level, trump)
    assert sj.count_plays(hand, level, trump, move) == len(expected)
    suit = ref.effective_suit(lead[0], level, trump)
    m = sum(ref.effective_suit(c, level, trump) == suit for c in hand)
    stats["follow " + ref.classify(lead, level, trump).kind] += 1
    stats["void" if m == 0 else "short" if m <= len(lead) else "long"] += 1
    stats["no-trump"] += trump is None
    stats["25-card"] += len(hand) >= 25


def test_public_leads_match_the_reference():
    rng = random.Random(101)
    stats = Counter()
    for _ in range(330):
        level, trump = rng.choice(LEVELS), rng.choice(TRUMPS)
        check_leads(random_hand(rng, rng.randint(6, 12), level, trump), level, trump, stats)
    for _ in range(20):  # 25-card hands spread over the suits (the reference lists them all)
        level, trump = rng.choice(LEVELS), rng.choice(TRUMPS)
        pool = list(fresh_pool().elements())
        rng.shuffle(pool)
        check_leads(pool[:25], level, trump, stats)
    print(dict(stats))
    for kind in ("single", "pair", "tractor", "throw"):
        assert stats["lead " + kind] >= 200, dict(stats)


def test_public_follows_match_the_reference():
    rng = random.Random(202)
    stats = Counter()
    for _ in range(700):
        level, trump, hand, lead = random_position(rng, rng.randint(6, 16), rng.randint(1, 3))
        check_follows(hand, lead, level, trump, stats)
    for _ in range(100):  # 25-card hands, small leads
        level, trump, hand, lead = random_position(rng, 25, 1, max_len=2)
        if len(lead) <= 4:
            check_follows(hand, lead, level, trump, stats)
    print(dict(stats))
    for key, least in [("follow single", 60), ("follow pair", 60), ("follow tractor", 60), ("follow throw", 150),
                       ("void", 60), ("short", 60), ("long", 250), ("no-trump", 80), ("25-card", 50)]:
        assert stats[key] >= least, (key, dict(stats))


def random_trick(rng):
    """(level, trump, four plays): a lead of one effective suit and three legal follows chosen
    uniformly from the reference's lists; followers often void (they trump or discard)."""
    while True:
        level, trump, _, lead = random_position(rng, 6, rng.randint(1, 3))
        if len(lead) <= 6:
            break
    used = Counter(lead)
    plays = [lead]
    suit = ref.effective_suit(lead[0], level, trump)
    for _ in range(3):
        pool = fresh_pool() - used
        rest = list(pool.elements())
        mode = rng.random()
        if mode < 0.35:  # void in the led suit: trumps (often structured) and others
            hand = random_units(rng, pool, "T", level, trump, rng.randint(0, 3)) if suit != "T" else []
            rest = [c for c in pool.elements() if ref.effective_suit(c, level, trump) != suit]
        else:
            hand = random_units(rng, pool, suit, level, trump, rng.randint(0, 3))
            rest = list(pool.elements())
        rng.shuffle(rest)
        hand = hand[:8] + rest[: max(0, len(lead) + 3 - len(hand[:8]))]
        hand = hand[: max(len(lead), 6)]
        follows = ref.legal_follows(hand, lead, level, trump)
        play = list(rng.choice(follows))
        used += Counter(hand)
        plays.append(play)
    return level, trump, plays


def test_public_trick_winner_matches_the_reference():
    rng = random.Random(303)
    winners = Counter()
    for _ in range(400):
        level, trump, plays = random_trick(rng)
        expected = ref.trick_winner(plays, level, trump)
        assert sj.trick_winner(plays, level, trump) == expected, (level, trump, plays)
        winners[expected] += 1
    print(dict(winners))
    assert min(winners[i] for i in range(4)) >= 30, dict(winners)


def cross_suit_leads(hand, level, trump):
    """§6b from the spec: the one-suit leads plus every multiset of plain cards of 2+ suits."""
    plain = [c for c in hand if ref.effective_suit(c, level, trump) != ref.TRUMP]
    cross = [s for s in ref.sub_multisets(plain) if len({c[0] for c in s}) >= 2]
    return sorted(set(ref.legal_leads(hand, level, trump)) | set(cross))


def test_public_cross_suit_leads_from_the_spec():
    rng = random.Random(404)
    for _ in range(60):
        level, trump = rng.choice(LEVELS), rng.choice(TRUMPS)
        hand = random_hand(rng, rng.randint(4, 9), level, trump)
        expected = cross_suit_leads(hand, level, trump)
        got = public_set(sj.legal_plays(hand, level, trump, None, True))
        assert sorted(got) == expected, (level, trump, hand)
        assert sj.count_plays(hand, level, trump, None, True) == len(expected)
        for lead, kind in got.items():
            shape = ref.classify(list(lead), level, trump)
            assert kind == (shape.kind if shape is not None else "throw"), (lead, kind)


@pytest.mark.parametrize(
    "hand, level, trump, lead",
    [
        # leads of a small hand: 3 x 3 x 2 spade multisets - 1 = 17, + hearts 2 x 2 - 1 = 3, + trump 2
        ("SA SA SK SK SQ H3 H4 SB HR", "2", "C", None),
        # no-trump leads with level and joker pairs
        ("S5 S5 H5 SB SB HR DA DK", "5", None, None),
        # a void hand answering a 3-card lead: any 3 of 10 distinct cards = 120
        ("H2 H3 H4 H6 D7 D8 D9 C2 CJ CQ", "5", "S", "S7 S7 S8"),
        # tractor lead at level T, no tractor held (one SJ only): any two of the four spade pairs = 6
        ("S2 S2 S4 S4 S6 S6 S9 S9 SJ SA H3", "T", "H", "S7 S7 S8 S8"),
    ],
)
def test_public_sample_play_is_uniform(hand, level, trump, lead):
    hand = hand.split()
    lead = None if lead is None else lead.split()
    listed = sorted(toks(m.cards) for m in sj.legal_plays(hand, level, trump, lead))
    k = len(listed)
    assert 4 <= k <= 200, k
    draws = 200 * k
    counts = dict.fromkeys(listed, 0)
    for seed in range(draws):
        counts[toks(sj.sample_play(hand, level, trump, lead, seed=seed).cards)] += 1  # KeyError: illegal
    expected = draws / k
    chi_square = sum((c - expected) ** 2 / expected for c in counts.values())
    try:
        from scipy.stats import chi2

        critical = chi2.ppf(0.999, k - 1)
    except ImportError:  # Wilson-Hilferty approximation of the 0.999 quantile (z = 3.0902)
        d = k - 1
        critical = d * (1 - 2 / (9 * d) + 3.0902 * (2 / (9 * d)) ** 0.5) ** 3
    assert chi_square < critical, (chi_square, critical, k)
