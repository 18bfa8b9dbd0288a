"""Slow, obviously-correct reference oracle for Jingdezhen Liangfutou (景德镇两副头).

Written only from the rules spec (stated in full in ``docs/rules/liangfutou.md``) §1-§2 (including the
paragraphs "What a move is" and "Readings settled here") and the helper
brief; it exists to be compared against the fast C++ move generator in
differential tests.  It covers combinations, comparison and legal moves only.

Notation
--------
Cards are strings: suit ``S H C D`` + rank ``A 2-9 T J Q K`` (``"S5"``,
``"HT"``), small joker ``"SB"``, big joker ``"HR"``.  A hand is a list of
cards with at most 2 copies of one kind (two 54-card decks).

Rank strings in moves, in power order (weakest first)::

    "3" "4" "5" "6" "7" "8" "9" "T" "J" "Q" "K" "A" "2" "SB" "HR"

A move is the tuple ``(kind, length, rank, ranks, called)``:

* ``kind``   one of ``single pair triple straight pair_run bomb joker_bomb``
  (``PASS = ("pass", 0, "PASS", (), 0)``);
* ``length`` the number of cards;
* ``rank``   the key rank: the rank played for single / pair / triple /
  bomb (for a joker-made combination, the rank the jokers stand for), the TOP
  rank of a straight or pair run, ``"SB"`` / ``"HR"`` for a joker single or a
  natural joker pair, ``"HR"`` for the joker bomb;
* ``ranks``  the multiset of ranks physically used, sorted in the order
  above, jokers as ``"SB"`` / ``"HR"`` (never the rank they stand for);
* ``called`` how many copies of the called card kind (a card string such as
  ``"H7"``, or ``None``) the move physically includes.

Suits matter only through ``called``: two plays with the same five fields are
the same move, whatever the suits of the other cards.

Method (brute force on purpose)
-------------------------------
1. ``shape_readings(counts)`` reads a *natural* rank multiset (13 counts for
   ranks 3..2, no wilds left; counts may exceed 8 after substitution) by the
   spec's shape table, directly: one rank -> single / pair / triple / bomb
   (by size); several ranks, consecutive within 3..A, all counts 1 and >= 5
   ranks -> straight; all counts 2 and >= 3 ranks -> pair run.
2. ``readings(nat, sb, hr)`` -- every (kind, length, key) of a physical
   multiset given as natural rank counts plus the numbers of small / big
   jokers:
   * one card: itself (a lone joker is the single "SB" / "HR");
   * exactly SB SB HR HR: only the joker bomb ("four jokers alone are only
     the joker bomb");
   * otherwise every joker stands for a rank 3..2: we try every assignment
     and collect ``shape_readings`` of the result (jokers are
     interchangeable once wild, so an assignment is an unordered choice,
     ``combinations_with_replacement``);
   * plus the natural joker pair when the play is exactly SB SB or HR HR.
3. ``legal_moves(hand)`` enumerates every sub-multiset of the hand as a
   choice of how many cards to take from each class -- per rank the
   non-called naturals, the called kind, SB, HR (suits do not matter
   otherwise) -- reads it with ``readings`` and builds the moves; when
   following it keeps PASS and the moves that ``beats`` the move to beat.

The only reduction (``reduced=True``, the default) is in the set of joker
assignments tried, and it gives the identical result set:

* when the naturals hold two or more distinct ranks, the only shapes of §2
  that contain two ranks are the straight and the pair run.  A straight
  holds exactly one card of each rank in 3..A, so its jokers must stand for
  distinct ranks of 3..A that no natural has; a pair run holds exactly two,
  so each rank with one natural gets exactly one joker and the remaining
  jokers go two by two onto ranks of 3..A without naturals.  Any other
  assignment reads as nothing (and no assignment can help if the naturals
  contain a 2 or a rank three times).  ``substitutions`` enumerates just
  those, and a self-test compares it with all 13**j ordered assignments.
* with at most one distinct natural rank every one of the
  ``combinations_with_replacement(13, j)`` assignments (<= 1820 for four
  jokers) is tried.

``shape_readings`` and ``readings`` are memoised (pure functions of their
arguments).

Practical sizes (``legal_moves`` leading, memo cleared before each
position, one core of the development container, 20 random hands per size for
14-18 cards, 5 for 20-24):
14 cards with 0 / 2 / 4 jokers <= 0.02 / 0.04 / 0.08 s; 16 cards with 4
jokers <= 0.23 s; 18 cards <= 0.4 s; 20 cards (4 jokers) 0.3-0.7 s; 22
cards 0.7-1.9 s; 24 cards 2.3-5.5 s.  The densest 14-card hand tried (ten
consecutive ranks 3..Q + all four jokers, 5302 moves) leads in 0.13 s.
Following costs the same enumeration (the filter is ``beats``) and is
faster with a warm memo.  Cost grows like the number of sub-multisets
(product over classes of size + 1), so a full 27-card hand is NOT practical;
keep differential tests to hands of <= ~20 cards, or compare ``classify``
on sampled multisets.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, product

# --------------------------------------------------------------------------
# Cards and ranks
# --------------------------------------------------------------------------

SUITS = "SHCD"
CARD_RANK_CHARS = "A23456789TJQK"
SMALL_JOKER = "SB"
BIG_JOKER = "HR"
JOKERS = (SMALL_JOKER, BIG_JOKER)
ALL_KINDS = frozenset([s + r for s in SUITS for r in CARD_RANK_CHARS] + list(JOKERS))

# Natural ranks in power order, index 0..12 = "3".."2".
NATURAL_RANKS = ("3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2")
ALL_RANKS = NATURAL_RANKS + JOKERS  # power order of every rank string
TWO = 12  # index of "2"; sequences use indices 0..11 (3..A) only
SEQUENCE_TOP = 11  # index of "A"

_POWER = {r: i for i, r in enumerate(ALL_RANKS)}

PASS = ("pass", 0, "PASS", (), 0)

KINDS = ("single", "pair", "triple", "straight", "pair_run", "bomb", "joker_bomb")
JOKER_BOMB_RANKS = ("SB", "SB", "HR", "HR")


def power(rank: str) -> int:
    """Power of a rank string: "3" 0 < ... < "A" 11 < "2" 12 < "SB" 13 < "HR" 14.

    Singles, pairs, triples and bombs compare the key by this; straights and
    pair runs compare their top rank by it too (3..A only, so same order).
    """
    return _POWER[rank]


def rank_of(card: str) -> str:
    """Rank string of a card: "SB" / "HR" for jokers, else the rank char."""
    if card in JOKERS:
        return card
    return card[1]


def _check_card(card) -> None:
    if card not in ALL_KINDS:
        raise ValueError(f"bad card {card!r}")


def _check_cards(cards) -> Counter:
    for c in cards:
        _check_card(c)
    cnt = Counter(cards)
    for c, n in cnt.items():
        if n > 2:
            raise ValueError(f"{n} copies of {c!r}; at most 2 exist")
    return cnt


def _check_called(called) -> None:
    if called is not None:
        _check_card(called)


# --------------------------------------------------------------------------
# Reading a natural rank multiset (no wilds)
# --------------------------------------------------------------------------

@lru_cache(maxsize=None)
def shape_readings(counts: tuple) -> frozenset:
    """Every (kind, length, key) of a natural rank multiset, all cards used.

    ``counts[i]`` is the number of cards of rank ``NATURAL_RANKS[i]``.
    """
    n = sum(counts)
    present = [i for i in range(13) if counts[i]]
    out = set()
    if len(present) == 1:
        key = NATURAL_RANKS[present[0]]
        if n == 1:
            out.add(("single", 1, key))
        elif n == 2:
            out.add(("pair", 2, key))
        elif n == 3:
            out.add(("triple", 3, key))
        else:  # n >= 4: bomb of that rank
            out.add(("bomb", n, key))
    elif len(present) >= 2:
        low, top = present[0], present[-1]
        consecutive = top - low + 1 == len(present)
        if consecutive and top <= SEQUENCE_TOP:  # within 3..A, never a 2
            if len(present) >= 5 and all(counts[i] == 1 for i in present):
                out.add(("straight", n, NATURAL_RANKS[top]))
            if len(present) >= 3 and all(counts[i] == 2 for i in present):
                out.add(("pair_run", n, NATURAL_RANKS[top]))
    return frozenset(out)


# --------------------------------------------------------------------------
# Joker substitution
# --------------------------------------------------------------------------

def substitutions(nat: tuple, j: int, reduced: bool = True):
    """Joker assignments to try: tuples of ``j`` rank indices (0..12).

    ``reduced=False``: every unordered choice of ranks 3..2 for the ``j``
    interchangeable jokers.  ``reduced=True``: the same when the naturals
    hold at most one distinct rank; otherwise only the assignments that can
    give a straight or a pair run (see the module docstring).
    """
    if not reduced:
        return list(combinations_with_replacement(range(13), j))
    present = [i for i in range(13) if nat[i]]
    if len(present) <= 1:
        return list(combinations_with_replacement(range(13), j))
    # Two or more natural ranks: only a straight or a pair run can read.
    if nat[TWO] or max(nat) > 2:
        return []
    out = []
    absent = [i for i in range(SEQUENCE_TOP + 1) if nat[i] == 0]
    if max(nat) == 1:
        # straight: every joker on its own rank of 3..A without a natural
        out.extend(combinations(absent, j))
    ones = [i for i in range(SEQUENCE_TOP + 1) if nat[i] == 1]
    rest = j - len(ones)
    if rest >= 0 and rest % 2 == 0:
        # pair run: one joker on each single natural, the rest in twos
        for extra in combinations(absent, rest // 2):
            out.append(tuple(sorted(ones + list(extra) * 2)))
    return out


@lru_cache(maxsize=None)
def wild_readings(nat: tuple, j: int, reduced: bool = True) -> frozenset:
    """Readings of naturals ``nat`` plus ``j`` jokers, every joker wild."""
    out = set()
    for sub in substitutions(nat, j, reduced):
        counts = list(nat)
        for i in sub:
            counts[i] += 1
        out |= shape_readings(tuple(counts))
    return frozenset(out)


@lru_cache(maxsize=None)
def readings(nat: tuple, sb: int, hr: int, reduced: bool = True) -> frozenset:
    """Every (kind, length, key) of a physical multiset.

    ``nat``: 13 counts of natural cards (ranks 3..2); ``sb`` / ``hr``: the
    numbers of small / big jokers (0..2 each).
    """
    j = sb + hr
    n_nat = sum(nat)
    n = n_nat + j
    if n == 0:
        return frozenset()
    if n == 1:
        if sb:
            return frozenset({("single", 1, "SB")})
        if hr:
            return frozenset({("single", 1, "HR")})
        return shape_readings(nat)
    if j == 0:
        return shape_readings(nat)
    if n_nat == 0 and sb == 2 and hr == 2:
        # four jokers alone are only the joker bomb
        return frozenset({("joker_bomb", 4, "HR")})
    out = set(wild_readings(nat, j, reduced))
    if n_nat == 0 and j == 2 and (sb == 2 or hr == 2):
        # two jokers of the same kind are also a natural pair
        out.add(("pair", 2, "SB" if sb == 2 else "HR"))
    # sanity: a bomb has at least one natural card (only 4 jokers exist,
    # and four jokers alone were handled above)
    assert not (n_nat == 0 and any(k == "bomb" for k, _, _ in out))
    return frozenset(out)


def _ranks_tuple(nat, sb: int, hr: int) -> tuple:
    out = []
    for i, c in enumerate(nat):
        out.extend([NATURAL_RANKS[i]] * c)
    out.extend(["SB"] * sb)
    out.extend(["HR"] * hr)
    return tuple(out)


def _moves(nat: tuple, sb: int, hr: int, called_n: int, reduced: bool = True) -> set:
    ranks = _ranks_tuple(nat, sb, hr)
    return {(kind, length, key, ranks, called_n)
            for kind, length, key in readings(nat, sb, hr, reduced)}


def _counts_of(cards) -> tuple:
    nat = [0] * 13
    sb = hr = 0
    for c in cards:
        r = rank_of(c)
        if r == "SB":
            sb += 1
        elif r == "HR":
            hr += 1
        else:
            nat[NATURAL_RANKS.index(r)] += 1
    return tuple(nat), sb, hr


# --------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------

def classify(cards, called=None, reduced: bool = True) -> set:
    """Every reading (as a move) of exactly this card multiset, all cards used."""
    cnt = _check_cards(cards)
    _check_called(called)
    nat, sb, hr = _counts_of(cards)
    called_n = cnt[called] if called is not None else 0
    return _moves(nat, sb, hr, called_n, reduced)


def is_bomb(move) -> bool:
    return move[0] in ("bomb", "joker_bomb")


def beats(a, b) -> bool:
    """Does move ``a`` beat move ``b``?  PASS never beats and is never beaten."""
    if a[0] == "pass" or b[0] == "pass":
        return False
    if b[0] == "joker_bomb":
        return False  # nothing beats the joker bomb
    if a[0] == "joker_bomb":
        return True
    if a[0] == "bomb":
        if b[0] != "bomb":
            return True  # any bomb beats any non-bomb
        # bigger bomb wins; equal size compares the rank's power
        return (a[1], power(a[2])) > (b[1], power(b[2]))
    if b[0] == "bomb":
        return False
    # non-bombs: same kind, same length, strictly higher key
    return a[0] == b[0] and a[1] == b[1] and power(a[2]) > power(b[2])


def _classes(cnt: Counter, called):
    """Hand classes: (label, size, is_called); label a rank string."""
    sizes = Counter()
    called_size = 0
    for card, n in cnt.items():
        if called is not None and card == called:
            called_size = n
        else:
            sizes[rank_of(card)] += n
    classes = [(r, sizes[r], False) for r in ALL_RANKS if sizes[r]]
    if called_size:
        classes.append((rank_of(called), called_size, True))
    return classes


def legal_moves(hand, to_beat=None, called=None, reduced: bool = True) -> set:
    """Leading (``to_beat`` None): every distinct move from the hand, no PASS.

    Following: PASS plus every move that beats ``to_beat``.
    """
    cnt = _check_cards(hand)
    _check_called(called)
    if to_beat is not None and to_beat[0] == "pass":
        raise ValueError("to lead, pass to_beat=None, not PASS")
    classes = _classes(cnt, called)
    out = set()
    for choice in product(*[range(size + 1) for _, size, _ in classes]):
        nat = [0] * 13
        sb = hr = called_n = 0
        for (label, _, is_called), k in zip(classes, choice):
            if not k:
                continue
            if is_called:
                called_n = k
            if label == "SB":
                sb += k
            elif label == "HR":
                hr += k
            else:
                nat[_POWER[label]] += k
        if not any(nat) and not sb and not hr:
            continue  # the empty play is not a move
        out |= _moves(tuple(nat), sb, hr, called_n, reduced)
    if to_beat is None:
        return out
    return {PASS} | {m for m in out if beats(m, to_beat)}
