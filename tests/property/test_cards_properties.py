"""Property tests: Cards against collections.Counter (issue 2)."""

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

import paiju
from paiju import Cards

KINDS = paiju.CARD_KINDS
counts54 = st.lists(st.integers(0, 2), min_size=54, max_size=54)


def as_counter(counts):
    return Counter({KINDS[i]: c for i, c in enumerate(counts) if c})


def counter_of(cards):
    return Counter(iter(cards))


@given(counts54)
def test_format_parse_round_trip(counts):
    cards = Cards.from_counts(counts)
    assert Cards.parse(str(cards)) == cards
    assert Cards(list(cards)) == cards
    assert counter_of(cards) == as_counter(counts)
    assert len(cards) == sum(counts)
    assert list(cards.counts()) == counts


@given(counts54, st.randoms())
def test_parse_accepts_any_order_and_case(counts, rnd):
    tokens = list(Cards.from_counts(counts))
    rnd.shuffle(tokens)
    tokens = [t.lower() if rnd.random() < 0.5 else t for t in tokens]
    assert Cards.parse(", ".join(tokens)) == Cards.from_counts(counts)


@given(counts54, counts54)
def test_set_algebra_matches_counter(a, b):
    ca, cb = as_counter(a), as_counter(b)
    x, y = Cards.from_counts(a), Cards.from_counts(b)
    assert counter_of(x | y) == ca | cb
    assert counter_of(x & y) == ca & cb
    assert counter_of(x - y) == ca - cb
    assert (x <= y) == all(ca[k] <= cb[k] for k in ca)
    summed = ca + cb
    if max(summed.values(), default=0) <= 2:
        assert counter_of(x + y) == summed
    else:
        try:
            x + y
        except paiju.InvalidCardError:
            pass
        else:
            raise AssertionError("a third copy was accepted")
    assert (x == y) == (ca == cb)
    if x == y:
        assert hash(x) == hash(y)


@given(counts54)
def test_rank_counts_sum_suits(counts):
    rc = Cards.from_counts(counts).rank_counts()
    for rank in range(13):
        assert rc[rank] == sum(counts[4 * rank : 4 * rank + 4])
    assert rc[13] == counts[52] and rc[14] == counts[53]
