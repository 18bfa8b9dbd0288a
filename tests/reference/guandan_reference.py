"""Slow, obviously-correct reference oracle for Guandan (掼蛋) combinations.

Written only from the rules spec (stated in full in ``docs/rules/guandan.md``) sections 1-3 plus the
semantics settled by the project (see the helper brief); it exists to be
compared against the fast C++ move generator in differential tests.

Notation
--------
Cards are canonical strings: suit ``S H C D`` + rank ``A 2-9 T J Q K``
(``"SA"``, ``"HT"``), small joker ``"SB"``, big joker ``"HR"``.  ``level`` is
one rank char of ``"23456789TJQKA"``.  A move is ``(type, rank, cards)`` in
the competition-platform notation: ``type`` one of ``Single Pair Trips
ThreeWithTwo TwoTrips ThreePair Straight StraightFlush Bomb FourKings``,
``rank`` the key rank char, ``cards`` the *physical* cards as a tuple sorted
with :func:`sorted`.  A pass is ``("PASS", "PASS", ())``.

Method (brute force on purpose)
-------------------------------
1. ``natural_readings(N)`` classifies a *natural* multiset ``N`` (no wilds;
   it may hold 3+ copies of one kind, e.g. after wild substitution) by
   direct shape tests: counts per rank, suits, consecutive ranks.
2. ``classify(cards)``: the wilds are the heart level cards ``"H"+level``.
   In a play of 2+ cards every wild independently stands for ANY of the 52
   non-joker kinds (itself included).  We try every substitution, read the
   resulting natural multiset, and collect ``(type, key, physical cards)``
   in a set.  A lone card is never substituted (a lone wild is a Single of
   the level rank); the two wilds alone are only a Pair of the level rank
   (see ``TWO_WILDS_ALONE_LEVEL_PAIR_ONLY``).
3. ``legal_moves(hand)`` enumerates every sub-multiset of the hand of 1..10
   cards (no combination has more than 10 cards), classifies each, and when
   following keeps only the moves that ``beats`` the move to beat, plus PASS.

The only reductions made, each of which gives the identical result set:

* both wilds of a play are the same physical card code, so a substitution
  is an *unordered* choice: ``combinations_with_replacement`` of the 52
  kinds (1378 choices for two wilds) instead of the 52*52 ordered product --
  swapping what two identical cards stand for changes neither the natural
  multiset nor the physical cards;
* the alphabet a wild ranges over is cut from 52 kinds to 13 (plays of
  size != 5, where suits are never read) or to the naturals' suits plus
  one other suit (5-card plays); the argument is in
  ``substitution_alphabet`` and a self-test compares it with all 52;
* ``natural_readings`` is memoised on the sorted natural multiset (it is a
  pure function of it; the level does not enter it because sequences use
  natural rank order and key ranks are plain rank chars).

Practical sizes (measured on the development container, one core, memo
cold, random hands / structured hands):
``legal_moves`` 10 cards with 2 wilds ~0.1-0.3 s; 12 cards with 0 / 1 / 2
wilds ~0.03 / 0.15 / 0.4-0.9 s; 14 cards with 2 wilds ~2.5 s; 16 cards with
0 / 1 / 2 wilds ~0.5 / 1.5 / 5 s.  Following is faster once the memo is warm.
A full 27-card hand is NOT practical (millions of sub-multisets); keep
differential tests to hands of <= ~14 cards, or compare ``classify`` on
sampled multisets instead.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations_with_replacement

# --------------------------------------------------------------------------
# Cards and ranks
# --------------------------------------------------------------------------

SUITS = "SHCD"
RANKS = "A23456789TJQK"  # rank chars of non-joker cards
LEVEL_RANKS = "23456789TJQKA"
SMALL_JOKER = "SB"
BIG_JOKER = "HR"
JOKERS = (SMALL_JOKER, BIG_JOKER)
NATURAL_KINDS = tuple(s + r for s in SUITS for r in RANKS)  # 52 kinds
ALL_KINDS = frozenset(NATURAL_KINDS + JOKERS)  # 54 kinds

PASS = ("PASS", "PASS", ())

TYPES = (
    "Single", "Pair", "Trips", "ThreeWithTwo", "TwoTrips", "ThreePair",
    "Straight", "StraightFlush", "Bomb", "FourKings",
)
SEQUENCE_TYPES = frozenset({"Straight", "StraightFlush", "ThreePair", "TwoTrips"})
BOMB_TYPES = frozenset({"Bomb", "StraightFlush", "FourKings"})

MAX_COMBINATION_SIZE = 10  # the largest combination is a 10-card bomb

# Settled semantics: the two wilds played alone are a Pair of the level rank
# only (spec §2 "Two wilds played alone are a pair of level cards").  Plain
# substitution would also give Pair 3, Pair 4, ... from H2 H2 at level 2;
# set this to False to get that literal-substitution reading instead.
TWO_WILDS_ALONE_LEVEL_PAIR_ONLY = True


def rank_of(card: str) -> str:
    """Rank char of a card: its second char; jokers give "B" / "R"."""
    return card[1]


def suit_of(card: str) -> str:
    return card[0]


def wild_card(level: str) -> str:
    """The heart level card (逢人配)."""
    return "H" + level


def _check_level(level: str) -> None:
    if not isinstance(level, str) or len(level) != 1 or level not in LEVEL_RANKS:
        raise ValueError(f"bad level {level!r}")


def _check_cards(cards) -> None:
    for c in cards:
        if c not in ALL_KINDS:
            raise ValueError(f"bad card {c!r}")
    for c, n in Counter(cards).items():
        if n > 2:
            raise ValueError(f"{n} copies of {c!r}; at most 2 exist")


def power(rank_char: str, level: str) -> int:
    """Power of a rank for Single/Pair/Trips/ThreeWithTwo/Bomb.

    2 < 3 < ... < K < A < level rank < small joker "B" < big joker "R";
    the level rank leaves its natural place.
    """
    _check_level(level)
    order = [r for r in LEVEL_RANKS if r != level] + [level, "B", "R"]
    return order.index(rank_char)


# Sequence keys (the LOWEST rank) in natural order, ace-low lowest:
# "A" (A2345 / AA2233 / AAA222) < "2" < ... < "T" (TJQKA) < "J" < "Q" < "K".
_SEQ_KEY_ORDER = "A23456789TJQK"


def sequence_key_value(key: str) -> int:
    return _SEQ_KEY_ORDER.index(key)


# --------------------------------------------------------------------------
# Natural classification (no wilds left)
# --------------------------------------------------------------------------

def _consecutive_low_keys(rank_set) -> set:
    """Keys (lowest rank char) under which the distinct ranks are consecutive.

    Ranks take their natural place; A may be low (value 1) or high (14), no
    wrap.  Returns at most one key for 2+ ranks (kept a set for clarity).
    """
    keys = set()
    if not rank_set or any(r not in RANKS for r in rank_set):
        return keys
    for ace_value in (1, 14):
        values = sorted(ace_value if r == "A" else RANKS.index(r) + 1 for r in rank_set)
        if values == list(range(values[0], values[0] + len(values))):
            low = values[0]
            keys.add("A" if low == 1 else RANKS[low - 1])
    return keys


@lru_cache(maxsize=1 << 20)
def natural_readings(natural: tuple, full_house_joker_pair: bool = True) -> frozenset:
    """Every (type, key) reading of a sorted tuple of natural cards (all used).

    The tuple may contain jokers and 3+ copies of one kind (after wild
    substitution); it must not contain any card that is still meant as wild.
    """
    n = len(natural)
    ranks = [rank_of(c) for c in natural]
    counts = Counter(ranks)
    has_joker = "B" in counts or "R" in counts
    shape = sorted(counts.values())
    out = set()

    if n == 1:
        out.add(("Single", ranks[0]))

    # Pair: two of one rank; "B" only arises from SB, "R" only from HR, so
    # SB SB / HR HR are pairs and SB HR (two ranks) is not.
    if n == 2 and len(counts) == 1:
        out.add(("Pair", ranks[0]))

    if n == 3 and len(counts) == 1 and not has_joker:
        out.add(("Trips", ranks[0]))

    if n == 5 and shape == [2, 3]:
        triple = next(r for r, k in counts.items() if k == 3)
        pair = next(r for r, k in counts.items() if k == 2)
        if triple not in ("B", "R") and (full_house_joker_pair or pair not in ("B", "R")):
            out.add(("ThreeWithTwo", triple))

    if n == 5 and not has_joker and shape == [1, 1, 1, 1, 1]:
        flush = len({suit_of(c) for c in natural}) == 1
        for key in _consecutive_low_keys(counts):
            out.add(("StraightFlush" if flush else "Straight", key))

    if n == 6 and not has_joker and shape == [2, 2, 2]:
        for key in _consecutive_low_keys(counts):
            out.add(("ThreePair", key))

    if n == 6 and not has_joker and shape == [3, 3]:
        for key in _consecutive_low_keys(counts):
            out.add(("TwoTrips", key))

    if 4 <= n <= MAX_COMBINATION_SIZE and len(counts) == 1 and not has_joker:
        out.add(("Bomb", ranks[0]))

    if n == 4 and counts == Counter({"B": 2, "R": 2}):
        out.add(("FourKings", "B"))

    return frozenset(out)


# --------------------------------------------------------------------------
# classify: readings of a physical play (wilds substituted by brute force)
# --------------------------------------------------------------------------

def substitution_alphabet(naturals, size: int, reduced: bool = True) -> tuple:
    """The kinds a wild is allowed to stand for when classifying a play.

    Unreduced: all 52 non-joker kinds.  Reduced (default) gives the IDENTICAL
    set of readings, because ``natural_readings`` looks at suits in exactly
    one place, the flush test of a 5-card play ("all five suits equal"):

    * play size != 5: suits are never read, so one kind per rank (spades)
      yields every reading any suit could -- 13 kinds.
    * play size == 5: let S be the suits of the natural (non-wild) cards
      (there are >= 3 of them, at most 2 wilds exist).  Map every wild whose
      suit is outside S to one fixed suit f outside S.  If all five suits
      were equal they equal some s in S, so no wild was outside S and nothing
      changed; if not all equal, either the naturals already differ, or some
      wild has a suit != s, which is outside S (S = {s}) and f != s still
      differs.  Ranks are untouched, so every reading survives the map: the
      alphabet S x ranks plus f x ranks suffices.  Joker suit letters in S
      only enlarge the alphabet (still a subset of the 52 kinds): harmless.

    ``test_reduced_alphabet_is_exact`` checks reduced == unreduced by brute
    force on random plays.
    """
    if not reduced:
        return NATURAL_KINDS
    if size != 5:
        return tuple("S" + r for r in RANKS)
    suits = sorted({suit_of(c) for c in naturals})
    outside = [s for s in SUITS if s not in suits]
    if outside:
        suits.append(outside[0])
    return tuple(s + r for s in suits for r in RANKS)


def classify(cards, level: str, full_house_joker_pair: bool = True,
             *, reduced_alphabet: bool = True) -> set:
    """Every reading (type, key, sorted physical cards) using all of ``cards``.

    ``reduced_alphabet=False`` substitutes each wild by all 52 kinds (slow,
    used by the self-tests to confirm the reduction changes nothing).
    """
    _check_level(level)
    cards = list(cards)
    _check_cards(cards)
    physical = tuple(sorted(cards))
    n = len(physical)
    if n == 0 or n > MAX_COMBINATION_SIZE:
        return set()

    wild = wild_card(level)
    if n == 1:
        # A lone card is never a substitution: a lone wild is a level Single.
        return {(t, k, physical) for t, k in natural_readings(physical, full_house_joker_pair)}

    n_wild = physical.count(wild)
    if n == 2 and n_wild == 2 and TWO_WILDS_ALONE_LEVEL_PAIR_ONLY:
        return {("Pair", level, physical)}

    naturals = [c for c in physical if c != wild]
    alphabet = substitution_alphabet(naturals, n, reduced_alphabet)
    readings = set()
    # Both wilds carry the same card code, so which wild stands for which
    # kind is irrelevant: unordered choices (with repetition) suffice.
    for substitution in combinations_with_replacement(alphabet, n_wild):
        natural = tuple(sorted(naturals + list(substitution)))
        readings |= natural_readings(natural, full_house_joker_pair)
    return {(t, k, physical) for t, k in readings}


# --------------------------------------------------------------------------
# beats
# --------------------------------------------------------------------------

def is_bomb(move) -> bool:
    return move[0] in BOMB_TYPES


def _bomb_strength(move, level: str) -> tuple:
    """Totally ordered strength of a bomb-class move (spec §3 bomb order).

    tier 0: 4-card bomb, 1: 5-card bomb, 2: straight flush,
    3: bombs of 6+ cards (then size, then power), 4: four jokers.
    """
    kind, key, cards = move
    if kind == "FourKings":
        return (4, 0, 0)
    if kind == "StraightFlush":
        return (2, 0, sequence_key_value(key))
    size = len(cards)
    tier = 0 if size == 4 else 1 if size == 5 else 3
    return (tier, size, power(key, level))


def _key_value(move, level: str) -> int:
    kind, key, _ = move
    if kind in SEQUENCE_TYPES:
        return sequence_key_value(key)
    return power(key, level)


def beats(a, b, level: str) -> bool:
    """Does move ``a`` beat move ``b``?  ``b`` must be a real move (not PASS)."""
    _check_level(level)
    if b[0] == "PASS":
        raise ValueError("nothing is played against a PASS")
    if a[0] == "PASS":
        return False
    if is_bomb(a) and is_bomb(b):
        return _bomb_strength(a, level) > _bomb_strength(b, level)
    if is_bomb(a) != is_bomb(b):
        return is_bomb(a)
    # two non-bombs: same type, same length, strictly higher key
    if a[0] != b[0] or len(a[2]) != len(b[2]):
        return False
    return _key_value(a, level) > _key_value(b, level)


# --------------------------------------------------------------------------
# legal_moves
# --------------------------------------------------------------------------

def sub_multisets(hand, max_size: int = MAX_COMBINATION_SIZE):
    """Yield every non-empty sub-multiset of ``hand`` with at most max_size cards,
    each as a sorted list, each exactly once."""
    kinds = sorted(Counter(hand).items())

    def rec(i, chosen):
        if i == len(kinds):
            if chosen:
                yield sorted(chosen)
            return
        card, available = kinds[i]
        for take in range(0, min(available, max_size - len(chosen)) + 1):
            yield from rec(i + 1, chosen + [card] * take)

    yield from rec(0, [])


def legal_moves(hand, level: str, to_beat=None, full_house_joker_pair: bool = True) -> set:
    """Leading (to_beat None): every distinct move playable from ``hand``.
    Following: every move that beats ``to_beat``, plus PASS."""
    _check_level(level)
    hand = list(hand)
    _check_cards(hand)
    if to_beat is not None and to_beat[0] == "PASS":
        raise ValueError("to_beat must be a real move")
    moves = set()
    for sub in sub_multisets(hand):
        for move in classify(sub, level, full_house_joker_pair):
            if to_beat is None or beats(move, to_beat, level):
                moves.add(move)
    if to_beat is not None:
        moves.add(PASS)
    return moves
