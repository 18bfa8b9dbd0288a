"""The C++ follows, leads and throws (cpp/paiju/tricktaking/follows.h, leads.h, throws.h) against
the slow Shengji reference (tests/reference/shengji_reference.py, decisions D2-D4), on seeded
random positions biased towards structure: leads of one effective suit built from units
(singles, pairs, tractors of 2-3 pairs, throws of several units, off-suit level pairs and jokers
in trump, tractors across the removed level rank, no-trump), follower hands rich in pairs and
tractors of the led suit, void hands, hands with fewer led-suit cards than the lead (m <= n) and
with more (m > n).  Compared: the SET of follows (each once), their count, is_legal_follow on
legal and random plays, the leads of small hands, the failed unit of random throws, and a
chi-square test of the uniformity of sampled follows.
"""

import random
from collections import Counter

import pytest

from paiju import IllegalMoveError, InvalidCardError, _core
from tests.reference import shengji_reference as ref

LEVELS = "23456789TJQKA"
TRUMPS = ["S", "H", "C", "D", None]
TOKENS = [s + r for s in "SHCD" for r in LEVELS] + ["SB", "HR"]


def canon(cards):
    return tuple(sorted(cards))


def engine_set(plays):
    """The engine's plays as sorted token tuples; asserts each multiset comes once."""
    out = [canon(list(p)) for p in plays]
    assert len(out) == len(set(out)), "a follow listed twice"
    return sorted(out)


def suit_keys(suit, level, trump):
    """{key: [tokens]} of an effective suit (several tokens only for equal level cards)."""
    keys = {}
    for tok in TOKENS:
        if ref.effective_suit(tok, level, trump) == suit:
            keys.setdefault(ref.order_key(tok, level, trump), []).append(tok)
    return keys


def take(pool, tok, copies):
    if pool[tok] < copies:
        return False
    pool[tok] -= copies
    return True


def random_units(rng, pool, suit, level, trump, units, max_len=3):
    """Cards of `suit` drawn from `pool` (a Counter, consumed) as about `units` units: tractors
    of 2..max_len pairs at consecutive keys, pairs and singles."""
    keys = suit_keys(suit, level, trump)
    cards = []
    for _ in range(units):
        kind = rng.choice(["tractor", "tractor", "pair", "pair", "single"])
        if kind == "tractor":
            length = rng.randint(2, max_len)
            starts = [k for k in keys if all(k + i in keys for i in range(length))]
            if not starts:
                continue
            start = rng.choice(starts)
            toks = [rng.choice([t for t in keys[start + i] if pool[t] >= 2] or [None]) for i in range(length)]
            if None in toks:
                continue
            for t in toks:
                take(pool, t, 2)
                cards += [t, t]
        else:
            copies = 2 if kind == "pair" else 1
            options = [t for ts in keys.values() for t in ts if pool[t] >= copies]
            if options:
                t = rng.choice(options)
                take(pool, t, copies)
                cards += [t] * copies
    return cards


def fresh_pool():
    return Counter({tok: 2 for tok in TOKENS})


def random_position(rng, hand_size, lead_units, max_len=3, focus=None):
    """(level, trump, hand, lead): the lead of one effective suit; the hand holds about `focus`
    (random if None) units of the led suit and is filled up with other cards."""
    level, trump = rng.choice(LEVELS), rng.choice(TRUMPS)
    pool = fresh_pool()
    suits = ["S", "H", "C", "D", "T"]
    if trump is not None:
        suits.remove(trump)
    # trump leads often: the trump chain (off-suit level pairs, jokers) is where the edge cases live
    suit = "T" if rng.random() < 0.4 else rng.choice(suits)
    lead = []
    while not lead or len(lead) > hand_size:
        pool = fresh_pool()
        lead = random_units(rng, pool, suit, level, trump, lead_units, max_len)
    void = focus is None and rng.random() < 0.15
    units = 0 if void else rng.choice([0, 0, 1, 2, 3, 4, 6]) if focus is None else focus
    hand = random_units(rng, pool, suit, level, trump, units, max_len + 1)[:hand_size]
    rest = [c for c in pool.elements() if not void or ref.effective_suit(c, level, trump) != suit]
    rng.shuffle(rest)
    hand += rest[: max(0, hand_size - len(hand))]
    return level, trump, hand, lead


def lead_kind(lead, level, trump):
    shape = ref.classify(lead, level, trump)
    return shape.kind


def check_position(level, trump, hand, lead, rng, stats):
    expected = ref.legal_follows(hand, lead, level, trump)
    got = engine_set(_core._legal_follows(hand, lead, level, trump))
    assert got == expected, (level, trump, hand, lead)
    assert _core._count_follows(hand, lead, level, trump) == len(expected), (level, trump, hand, lead)
    # sampled follows are legal ones (uniformity: test_sample_follows_is_uniform)
    legal = set(expected)
    for play in _core._sample_follows(hand, lead, level, trump, seed=rng.randrange(2**64), count=4):
        assert canon(list(play)) in legal, (level, trump, hand, lead, play)
    # is_legal_follow: some legal plays (True) and random plays of the lead's size from the hand
    for play in rng.sample(expected, min(3, len(expected))):
        assert _core._is_legal_follow(hand, lead, list(play), level, trump)
    for _ in range(3):
        play = rng.sample(hand, len(lead))
        assert _core._is_legal_follow(hand, lead, play, level, trump) == ref.is_legal_follow(hand, lead, play, level, trump), (
            level, trump, hand, lead, play)
    suit = ref.effective_suit(lead[0], level, trump)
    m = sum(ref.effective_suit(c, level, trump) == suit for c in hand)
    n = len(lead)
    stats[lead_kind(lead, level, trump)] += 1
    stats["void" if m == 0 else "m<=n" if m <= n else "m>n"] += 1
    stats["no-trump"] += trump is None
    stats["trump lead"] += suit == "T"
    shape = ref.classify(lead, level, trump)
    if any(u.kind == "tractor" for u in shape.units):
        keys = sorted({ref.order_key(c, level, trump) for c in lead})
        if suit == "T" and any(k >= 12 for k in keys):
            stats["tractor lead in the trump chain"] += 1
        if suit != "T" and any(LEVELS.index(level) in range(LEVELS.index(a[1]) + 1, LEVELS.index(b[1]))
                               for a in lead for b in lead if LEVELS.index(b[1]) - LEVELS.index(a[1]) == 2):
            stats["tractor lead across the level rank"] += 1
        if m > n:
            stats["tractor lead, m>n"] += 1
            if sum(u.kind == "tractor" for u in shape.units) >= 2:
                stats["2+ tractors lead, m>n"] += 1
    if len(hand) >= 25:
        stats["25-card hand"] += 1


def test_follows_match_the_reference_on_random_positions():
    rng = random.Random(20240611)
    stats = Counter()
    for _ in range(3000):
        check_position(*random_position(rng, rng.randint(8, 16), rng.randint(1, 3)), rng, stats)
    # throws of several tractors against hands holding several runs
    for _ in range(200):
        while True:
            level, trump, hand, lead = random_position(rng, 16, 3, max_len=2, focus=6)
            if sum(u.kind == "tractor" for u in ref.classify(lead, level, trump).units) >= 2:
                break
        check_position(level, trump, hand, lead, rng, stats)
    # bigger hands (25 cards) answering small leads (the reference grows fast with the lead)
    for _ in range(150):
        level, trump, hand, lead = random_position(rng, 25, 1, max_len=2)
        if len(lead) <= 4:
            check_position(level, trump, hand, lead, rng, stats)
    print(dict(stats))
    for key, least in [("single", 150), ("pair", 150), ("tractor", 150), ("throw", 500), ("void", 200), ("m<=n", 200),
                       ("m>n", 800), ("no-trump", 300), ("trump lead", 600), ("tractor lead in the trump chain", 40),
                       ("tractor lead across the level rank", 20), ("tractor lead, m>n", 200),
                       ("2+ tractors lead, m>n", 80), ("25-card hand", 100)]:
        assert stats[key] >= least, (key, dict(stats))


def test_follows_hand_counted_edge_cases():
    # Trump C, level 5. Lead CA CA S5 S5 (a tractor through the off-suit level pair, keys 11-12).
    # The hand's trump pairs: CK CK (10), H5 H5 and D5 D5 (both 12: equal, never a tractor
    # together), C5 C5 (13). CK is not adjacent to the level pairs (CA, 11, is missing): the runs
    # of two are H5-C5 and D5-C5, exactly 2 follows, each a tractor.
    hand = "H5 H5 D5 D5 C5 C5 CK CK C3".split()
    lead = "CA CA S5 S5".split()
    expected = ref.legal_follows(hand, lead, "5", "C")
    assert expected == [canon("C5 C5 D5 D5".split()), canon("C5 C5 H5 H5".split())]
    assert engine_set(_core._legal_follows(hand, lead, "5", "C")) == expected
    assert _core._count_follows(hand, lead, "5", "C") == 2
    # The two off-suit level pairs alone (no C5 pair): no tractor; any two pairs of {H5, D5, CK}: 3.
    hand = "H5 H5 D5 D5 CK CK C3".split()
    assert _core._count_follows(hand, lead, "5", "C") == ref.count_follows(hand, lead, "5", "C") == 3
    # No-trump, level T: level pairs (equal) - small joker pair - big joker pair; lead ST ST SB SB.
    hand = "HT HT DT DT SB SB HR HR CT".split()
    lead = "ST ST SB SB".split()
    # runs of two: HT-SB, DT-SB, SB-HR: 3
    assert _core._count_follows(hand, lead, "T", None) == ref.count_follows(hand, lead, "T", None) == 3


def test_legal_leads_match_the_reference():
    rng = random.Random(5)
    for _ in range(150):
        level, trump, hand, _ = random_position(rng, rng.randint(1, 12), 1)
        expected = ref.legal_leads(hand, level, trump)
        got = engine_set(_core._legal_leads(hand, level, trump))
        assert got == expected, (level, trump, hand)
        assert _core._count_leads(hand, level, trump) == len(expected)


def random_throw(rng):
    """(level, trump, lead, other hands): a lead of 2+ units and three hands rich in the suit."""
    while True:
        level, trump = rng.choice(LEVELS), rng.choice(TRUMPS)
        pool = fresh_pool()
        suit = "T" if rng.random() < 0.5 else rng.choice("SHCD".replace(trump or "-", ""))
        lead = random_units(rng, pool, suit, level, trump, rng.randint(2, 4))
        if not lead or len(ref.classify(lead, level, trump).units) < 2:
            continue
        hands = []
        for _ in range(3):
            hand = random_units(rng, pool, suit, level, trump, rng.randint(0, 4))
            rest = list(pool.elements())
            rng.shuffle(rest)
            extra = rest[: rng.randint(0, 6)]
            pool -= Counter(extra)
            hands.append(hand + extra)
        return level, trump, lead, hands


def test_failed_throw_matches_the_reference():
    rng = random.Random(3)
    outcomes = Counter()
    for _ in range(1500):
        level, trump, lead, hands = random_throw(rng)
        expected = ref.throw_fails(lead, hands, level, trump)
        got = _core._failed_throw(lead, hands, level, trump)
        if expected is None:
            assert got is None, (level, trump, lead, hands)
            outcomes["stands"] += 1
        else:
            assert got is not None and canon(list(got)) == canon(expected.cards), (level, trump, lead, hands, expected)
            outcomes[expected.kind] += 1
    print(dict(outcomes))
    assert min(outcomes[k] for k in ["stands", "single", "pair", "tractor"]) >= 30, dict(outcomes)
    # one-unit leads never fail
    assert _core._failed_throw(["SA", "SA", "SK", "SK"], [["SB", "SB", "HR", "HR"]], "2", None) is None


def test_failed_throw_picks_the_decompositions_cards():
    # Trump C, level 5: CA CA S5 S5 H5 H5 C5 C5 = tractor CA-S5-C5 (the greater token S5 in the
    # tractor, D1) + the pair H5 H5. SB SB beats the pair (not the 3-tractor): H5 H5 fails.
    lead = "CA CA S5 S5 H5 H5 C5 C5".split()
    hands = [["SB", "SB"]]
    assert canon(ref.throw_fails(lead, hands, "5", "C").cards) == ("H5", "H5")
    assert canon(list(_core._failed_throw(lead, hands, "5", "C"))) == ("H5", "H5")
    # Two lone off-suit level pairs D5 D5 and H5 H5 (equal, no tractor: a throw of two pairs):
    # the smallest beatable pair (equal keys) is the one with the smaller tokens, D5 D5.
    lead = "D5 D5 H5 H5".split()
    assert canon(ref.throw_fails(lead, hands, "5", "C").cards) == ("D5", "D5")
    assert canon(list(_core._failed_throw(lead, hands, "5", "C"))) == ("D5", "D5")


@pytest.mark.parametrize(
    "hand, lead, level, trump",
    [
        # pair + single lead, four spade pairs: one of the 4 pairs and one of the 6 other spade
        # kinds, 4 x 6 = 24 follows
        ("SA SA SK SK SQ SQ SJ SJ S9 S8 S7 H2 H3", "S4 S4 S5", "2", "H"),
        # 2-tractor + single: a run of the hand's tractors plus a single (18 follows)
        ("SA SA SK SK SQ SQ SJ SJ S9 S9 S7 S6 S5 H3", "S3 S3 S4 S4 S8", "2", "H"),
        # the same across the removed level rank T (S9-SJ adjacent)
        ("SA SA SK SK SQ SQ S9 S9 S8 S8 S6 S5 S4 H3", "S2 S2 S3 S3 S7", "T", "H"),
        # single trump lead: any of 10 trump kinds
        ("SB HR HR S2 D2 D2 C9 H9 H4 H4 H6 H8 HQ HK", "SB", "2", "H"),
        # void in hearts: any 3 of 8 cards (41 multisets)
        ("SA SA SK C2 C3 C4 D5 D6", "H7 H7 H8", "9", "S"),
        # pair + single in clubs, the hand holds 7 clubs with 3 pairs (12 follows)
        ("C2 C2 C3 C3 C5 C6 C7 C7 S4 S6 D8 D9 HT", "CA CA CK", "4", "D"),
        # a trump throw of two pairs and a single, off-suit level pairs in the hand (60 follows)
        ("H5 H5 D5 D5 C5 C5 CA CA CK CK C3 C4 SB", "S5 S5 C8 C8 C9", "5", "C"),
        # tractor + pair + single: three pairs holding a run of two, and a single (95 follows;
        # the engine enumerates the sets of pairs and picks one in a single weighted pass)
        ("SA SA SK SK SQ SQ S9 S9 S8 S8 S6 S6 S5 S5 S4 H3", "S3 S3 S4 S4 S7 S7 ST", "2", "H"),
        # tractor + pair: 11 follows
        ("SA SA SK SK SQ SQ S9 S9 S8 S8 S6 S6 S4 H3", "S3 S3 S4 S4 S7 S7", "2", "H"),
    ],
)
def test_sample_follows_is_uniform(hand, lead, level, trump):
    hand, lead = hand.split(), lead.split()
    follows = ref.legal_follows(hand, lead, level, trump)
    k = len(follows)
    assert 10 <= k <= 200, k
    draws = 300 * k
    counts = dict.fromkeys(follows, 0)
    for play in _core._sample_follows(hand, lead, level, trump, seed=k, count=draws):
        counts[canon(list(play))] += 1  # a KeyError would be an illegal follow
    expected = draws / k
    chi_square = sum((c - expected) ** 2 / expected for c in counts.values())
    try:
        from scipy.stats import chi2

        critical = chi2.ppf(0.999, k - 1)
    except ImportError:  # Wilson-Hilferty approximation of the 0.999 quantile (z = 3.0902)
        d = k - 1
        critical = d * (1 - 2 / (9 * d) + 3.0902 * (2 / (9 * d)) ** 0.5) ** 3
    assert chi_square < critical, (chi_square, critical, k)


def test_bad_input_raises_typed_errors():
    hand = "SA SA SK H2 H3".split()
    with pytest.raises(IllegalMoveError):
        _core._count_follows(hand, ["SA", "HA"], "2", "C")  # two effective suits
    with pytest.raises(IllegalMoveError):
        _core._count_follows(hand, [], "2", "C")
    with pytest.raises(IllegalMoveError):
        _core._legal_follows(["SA"], ["SK", "SK"], "2", "C")  # hand smaller than the lead
    with pytest.raises(IllegalMoveError):
        _core._sample_follows(["SA"], ["SK", "SK"], "2", "C", seed=1, count=1)
    with pytest.raises(IllegalMoveError):
        _core._is_legal_follow(hand, ["S3"], ["SQ"], "2", "C")  # play not in the hand
    with pytest.raises(IllegalMoveError):
        _core._failed_throw(["SA", "HA"], [], "2", "C")
    with pytest.raises(InvalidCardError):
        _core._count_follows(["XX"], ["SA"], "2", "C")
    with pytest.raises(InvalidCardError):
        _core._legal_follows(["SA", "SA", "SA"], ["SK"], "2", "C")
    # a play of the wrong size from the hand is simply not legal, as in the reference
    assert not _core._is_legal_follow(hand, ["S3"], ["SA", "SK"], "2", "C")
    assert not ref.is_legal_follow(hand, ["S3"], ["SA", "SK"], "2", "C")
