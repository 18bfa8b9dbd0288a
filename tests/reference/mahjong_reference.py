"""Slow, obviously-correct reference oracle for Suqian mahjong (宿迁麻将) hand analysis.

Written only from the rules spec ``docs/rules/mahjong.md`` (cited below as §1..§7), seed
document 002 (cited as "seed §n") and the contract of issue 12.  It imports nothing from paiju
(standard library only), so it can check an engine that does not exist yet.  Everything is
exhaustive recursion on purpose; the code favours being checkable by eye over speed.

Notation
--------
A tile is a two-character string, rank + suit: ``"1m"``..``"9m"`` (万 characters),
``"1s"``..``"9s"`` (条 bamboo), ``"1p"``..``"9p"`` (饼 dots); 27 kinds, four copies each (§1).
Flowers (§1) never stay in a hand and are rejected here.  A hand is a list (multiset) of tiles,
in any order.  ``melds`` is a sequence of ``(kind, tile)`` pairs, kind one of ``"pong"``,
``"kong"`` (exposed, from a discard), ``"added_kong"`` (加杠 onto one's own pong) or
``"concealed_kong"`` (暗杠); e.g. ``[("pong", "5m")]``.  A pong holds 3 copies of its tile, any
kong 4.  Each meld takes the place of one set, i.e. three tiles of the hand's size: with ``m``
melds a complete (winning) concealed part has ``14 - 3m`` tiles and a waiting one ``13 - 3m``.

Kind order: :data:`TILES` lists the kinds m 1..9, s 1..9, p 1..9 (the order of §1: 万, 条, 饼);
:func:`tile_index` is the position in it (0..26).  Every list of tiles this module *returns* is
sorted by that order (NOT by Python string order).

Functions and return formats
----------------------------
* ``is_winning(tiles, melds=()) -> bool`` -- ``len(tiles) == 14 - 3*len(melds)``.
* ``waits(tiles, melds=()) -> list[str]`` -- ``len(tiles) == 13 - 3*len(melds)``; the kinds ``w``
  with ``is_winning(tiles + [w], melds)`` and fewer than four copies of ``w`` in ``tiles`` and
  the melds together; sorted by :func:`tile_index`.
* ``shanten(tiles, melds=()) -> int`` -- ``len(tiles)`` is ``13 - 3m`` or ``14 - 3m``; see below.
* ``decompositions(tiles, melds=()) -> list[tuple[str, tuple[tuple[str, str], ...]]]`` --
  ``len(tiles) == 14 - 3m``; every reading of the concealed tiles as a winning hand, ``[]`` when
  the hand is not winning.  Each reading is ``(form, groups)``:
    - ``form`` is ``"standard"`` or ``"seven_pairs"``;
    - ``groups`` is a tuple of ``(group_kind, tile)``, ``group_kind`` one of ``"pair"`` (two
      copies of ``tile``), ``"run"`` (``tile`` and the next two ranks of its suit; ``tile`` is
      the LOWEST tile of the run) or ``"triplet"`` (three copies of ``tile``);
    - ``groups`` is sorted by ``(tile_index(tile), GROUP_ORDER[group_kind])`` with
      ``GROUP_ORDER = {"pair": 0, "run": 1, "triplet": 2}``;
    - a standard reading has exactly one ``"pair"`` and ``4 - m`` runs/triplets; a seven-pairs
      reading has seven ``"pair"`` groups, a four-of-a-kind appearing as two equal
      ``("pair", t)`` groups;
    - the melds are NOT repeated in ``groups`` (they are the caller's input);
    - the list holds each distinct reading once, sorted: standard readings first, then by
      ``groups`` compared element by element with the key above.
  Example: ``decompositions(["1m","1m","1m","2m","3m","4m","5m","6m","7m","8m","9m","9m","9m",
  "5m"])`` contains ``("standard", (("triplet","1m"), ("run","2m"), ("pair","5m"), ...))``.
* ``copies_used(tiles, melds=()) -> dict[str, int]`` -- copies of each kind in hand + melds.
* ``single_wait(tiles, melds=()) -> str | None`` -- the wait when it is exactly one kind (§4
  declaring ready), else ``None``.
* ``ready_discards(tiles, melds=()) -> list[str]`` -- for a ``14 - 3m`` hand, the distinct kinds
  whose discard leaves a hand with exactly one wait (the discards that may declare ready, §4,
  ignoring the side-bet constraint of 大撇 which is game state).

Winning forms (§3, §6, seed §9)
-------------------------------
* standard: the concealed tiles split into exactly ``4 - m`` sets and one pair; a set is a run
  (three consecutive ranks of one suit) or a triplet (three identical tiles).  "No chow" (§3)
  forbids *claiming* a discard into a run, not holding a run, so runs inside the concealed part
  are sets like any other.
* seven pairs (七对子, §6): only with no melds; the 14 tiles are seven pairs where a kind held
  four times counts as two pairs (seed §9.5: ``11 22 33 55 66 888`` wins on ``8``).
* The spec defines no other form (no thirteen orphans: there are no honour tiles in hands; no
  wildcards in the 120-tile game).  大对糊 (all triplets), 清一色 (one suit), 内绝 etc. are
  scoring doublers of a standard/seven-pairs hand, not separate forms.

Shanten (precise definition)
----------------------------
Let ``m = len(melds)`` and call a multiset ``W`` of ``14 - 3m`` tiles a *legal winning completion*
when ``is_winning(W, melds)`` and every kind has at most 4 copies in ``W`` plus the melds.  Then

    shanten(H) = (13 - 3m) - max over legal winning completions W of |W ∩ H|

(``∩`` the multiset intersection, ``|W ∩ H| = sum_k min(W[k], H[k])``), for H of either size.
Equivalently:
  - a ``13 - 3m`` hand: the minimum number of exchanges (remove one tile, take any tile, keeping
    every kind at most 4 copies with the melds) after which the hand is ready (tenpai), where
    ready means ``waits(...)`` is non-empty.  So ``shanten == 0`` iff ``waits`` is non-empty, and
    a hand whose only completing tile would be a fifth copy is NOT ready (shanten >= 1).
    (Proof sketch: ready after k exchanges then drawing the wait gives a W with
    ``|W - H| <= k + 1``; conversely from W with ``|W - H| = d``, drop one of W's tiles not in H:
    the rest is d - 1 exchanges from H and waits on the dropped tile.)
  - a ``14 - 3m`` hand: -1 when winning; otherwise the minimum over its discards of the shanten
    of the ``13 - 3m`` hand left (the same formula: the best discard is a tile of H not in W).
The maximum is computed exactly by :func:`_max_overlap`: a branch-and-bound over the multisets
of groups of W (one pair + ``4 - m`` sets) chosen in a fixed type order, keeping only groups that
match at least one still-unmatched tile of H and completing the rest of W with "filler" groups
by an explicit legality search (see that function's comment for why this loses nothing).  With
no melds the seven-pairs completions (seven pairs, a kind allowed twice, see D4) are
searched separately by an exact knapsack over the kinds.  The self-tests cross-check this
against (a) the enumeration of ALL legal winning completions for hands with 2-4 melds, (b) an
exchange search (remove k-1 tiles, add k tiles, test ``is_winning``) for small hands, (c) the
definition "shanten 0 iff waits non-empty" on random hands, (d) the textbook formula
``8 - 2*sets - partial sets - pair`` (which ignores the four-copies limit) as a lower bound, equal
where no copy limit binds, and (e) a closed form for the seven-pairs part.

DECISIONS where the spec is silent (each is exercised by a test)
----------------------------------------------------------------
D1 Four copies.  A kind of which the hand and its melds already hold all four copies is not a
   wait (it would need a fifth).  Copies visible elsewhere (discards, other players' melds) are
   NOT considered: "counted by kind, not by copies left; a wait whose copies are all visible is
   still allowed" (§4, seed §11.7).  Consequence for §4's single-wait rule: a hand that would
   also "wait" on a fifth copy of a kind it holds four of has only its real waits counted.
D2 A four-of-a-kind in the CONCEALED tiles that was not declared as a kong is four ordinary
   tiles: it is never a set by itself (a kong is always a meld, i.e. in ``melds``); in the
   standard form it reads as a triplet plus one tile of a run or of the pair, or as the pair
   plus two tiles of runs (never two pairs: the standard form has one); in seven pairs it is
   two pairs (§6).
D3 Melds count as sets for the standard form only; seven pairs requires no melds at all, and a
   concealed kong (暗杠) is a meld too ("only fully concealed, i.e. no melds" -- issue 12), so a
   hand with a concealed kong cannot be seven pairs (it has 10 + 4 tiles, not 14 in hand).
D4 Seven pairs counts four of a kind as two pairs (§6, seed §9.5).  Therefore seven pairs with
   pairs of only six (or fewer) distinct kinds win too: ``11 22 33 55 66 8888``.
D5 Hand size.  is_winning / decompositions need exactly ``14 - 3m`` tiles, waits exactly
   ``13 - 3m``, shanten either; ``m <= 4``.  Anything else is a ValueError, as are tiles that are
   not one of the 27 strings (flowers included, case-sensitive, no whitespace), meld kinds
   other than the four above, malformed melds, and more than four copies of any kind in the
   hand plus melds.  Inputs are not modified; any iterable is accepted.
D6 ``waits`` returns kinds (each at most once), not copies, sorted by :func:`tile_index`.
D7 ``decompositions`` lists the concealed part only (melds excluded); two readings that use the
   same groups are the same reading (tile copies are indistinguishable).  A hand that is both
   standard and seven pairs (e.g. ``11 22 33 44 55 66 77`` in one suit) lists both forms.
D8 Readiness and the single-wait rule (§4), side-bet constraints (§5) and doublers (§6) are not
   part of ``is_winning``: a hand shape either wins or not; whether the player may claim it is
   game state.  ``single_wait`` / ``ready_discards`` only apply the "exactly one kind" test.

Limits (CPython 3.11, one core): ``waits`` on a 13-tile hand ~1 ms; ``shanten`` of a 13/14-tile
hand ~1-200 ms (worst of 600 random hands 0.2 s; the self-tests hold waits < 50 ms, shanten < 1 s).
The self-tests (37, ~30 s) also check the seven-pairs part against a closed form.
"""

from __future__ import annotations

from collections import Counter

__all__ = [
    "GROUP_ORDER",
    "MELD_KINDS",
    "SUITS",
    "TILES",
    "copies_used",
    "decompositions",
    "is_winning",
    "ready_discards",
    "shanten",
    "single_wait",
    "tile_index",
    "waits",
]

SUITS = ("m", "s", "p")
TILES = tuple(f"{rank}{suit}" for suit in SUITS for rank in range(1, 10))
_INDEX = {t: i for i, t in enumerate(TILES)}
MELD_KINDS = {"pong": 3, "kong": 4, "added_kong": 4, "concealed_kong": 4}
GROUP_ORDER = {"pair": 0, "run": 1, "triplet": 2}


def tile_index(tile: str) -> int:
    """0..26: m1..m9, s1..s9, p1..p9.  ValueError for anything else."""
    if not isinstance(tile, str) or tile not in _INDEX:
        raise ValueError(f"not a suited tile: {tile!r}")
    return _INDEX[tile]


def _suit(i: int) -> int:
    return i // 9


def _rank(i: int) -> int:  # 1..9
    return i % 9 + 1


# ---------------------------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------------------------


def _parse(tiles, melds, sizes):
    """Validate; return (hand counts list of 27, meld list [(kind, index)], used counts)."""
    if isinstance(tiles, str):
        raise ValueError("tiles must be a list of tile strings, not one string")
    tiles = list(tiles)
    hand = [0] * 27
    for t in tiles:
        hand[tile_index(t)] += 1
    parsed = []
    for meld in melds:
        if isinstance(meld, str) or len(meld) != 2:
            raise ValueError(f"a meld is (kind, tile): {meld!r}")
        kind, tile = meld
        if kind not in MELD_KINDS:
            raise ValueError(f"unknown meld kind {kind!r}")
        parsed.append((kind, tile_index(tile)))
    if len(parsed) > 4:
        raise ValueError(f"at most 4 melds, got {len(parsed)}")
    m = len(parsed)
    allowed = [s - 3 * m for s in sizes]
    if len(tiles) not in allowed:
        raise ValueError(f"with {m} meld(s) the hand needs {' or '.join(map(str, allowed))} "
                         f"tiles, got {len(tiles)}")
    used = list(hand)
    for kind, i in parsed:
        used[i] += MELD_KINDS[kind]
    for i, c in enumerate(used):
        if c > 4:
            raise ValueError(f"{c} copies of {TILES[i]} in hand and melds (at most 4)")
    return hand, parsed, used


def copies_used(tiles, melds=()) -> dict:
    """Copies of each kind in the hand and the melds together (kinds with 0 left out).

    Validates tiles and melds (ValueError) but accepts any hand size 0..14."""
    _, _, used = _parse(tiles, melds, sizes=range(0, 15 + 12))
    return {TILES[i]: c for i, c in enumerate(used) if c}


# ---------------------------------------------------------------------------------------------
# decompositions (recursive, exhaustive)
# ---------------------------------------------------------------------------------------------


def _standard_readings(counts, sets_needed):
    """All readings of ``counts`` (list of 27) as ``sets_needed`` sets + one pair.

    Classic recursion: the lowest kind still held must belong to some group, and (groups being
    triplet / pair at that kind, or a run STARTING there -- it is the lowest kind left, so no
    run can start below it) each possibility is tried.  Yields lists of (group_kind, index)."""
    counts = list(counts)

    def rec(sets_left, pair_left):
        i = next((k for k in range(27) if counts[k]), None)
        if i is None:
            if sets_left == 0 and pair_left == 0:
                yield []
            return
        if counts[i] >= 3 and sets_left:
            counts[i] -= 3
            for rest in rec(sets_left - 1, pair_left):
                yield [("triplet", i)] + rest
            counts[i] += 3
        if counts[i] >= 2 and pair_left:
            counts[i] -= 2
            for rest in rec(sets_left, pair_left - 1):
                yield [("pair", i)] + rest
            counts[i] += 2
        if (sets_left and _rank(i) <= 7 and counts[i + 1] and counts[i + 2]):
            for k in (i, i + 1, i + 2):
                counts[k] -= 1
            for rest in rec(sets_left - 1, pair_left):
                yield [("run", i)] + rest
            for k in (i, i + 1, i + 2):
                counts[k] += 1

    yield from rec(sets_needed, 1)


def _is_seven_pairs(counts, m):
    return m == 0 and sum(counts) == 14 and all(c % 2 == 0 for c in counts)


def _group_key(group):
    kind, tile = group
    return (tile_index(tile), GROUP_ORDER[kind])


def decompositions(tiles, melds=()):
    """Every distinct reading of a ``14 - 3m``-tile hand as a winning hand (format: module doc)."""
    hand, parsed, _ = _parse(tiles, melds, sizes=(14,))
    m = len(parsed)
    found = set()
    for reading in _standard_readings(hand, 4 - m):
        groups = tuple(sorted(((k, TILES[i]) for k, i in reading), key=_group_key))
        found.add(("standard", groups))
    if _is_seven_pairs(hand, m):
        pairs = []
        for i, c in enumerate(hand):
            pairs += [("pair", TILES[i])] * (c // 2)
        found.add(("seven_pairs", tuple(pairs)))
    return sorted(found, key=lambda r: (r[0] != "standard", [_group_key(g) for g in r[1]]))


def _winning_counts(hand, m):
    if _is_seven_pairs(hand, m):
        return True
    return next(_standard_readings(hand, 4 - m), None) is not None


def is_winning(tiles, melds=()) -> bool:
    """True when the ``14 - 3m`` concealed tiles read as a winning hand (standard / seven pairs)."""
    hand, parsed, _ = _parse(tiles, melds, sizes=(14,))
    return _winning_counts(hand, len(parsed))


# ---------------------------------------------------------------------------------------------
# waits
# ---------------------------------------------------------------------------------------------


def waits(tiles, melds=()):
    """Sorted kinds completing a ``13 - 3m``-tile hand; a kind already held 4 times (hand +
    melds) is never a wait (D1)."""
    hand, parsed, used = _parse(tiles, melds, sizes=(13,))
    out = []
    for i in range(27):
        if used[i] >= 4:
            continue
        hand[i] += 1
        if _winning_counts(hand, len(parsed)):
            out.append(TILES[i])
        hand[i] -= 1
    return out


def single_wait(tiles, melds=()):
    """The wait when the ``13 - 3m`` hand waits on exactly one kind (§4), else None."""
    w = waits(tiles, melds)
    return w[0] if len(w) == 1 else None


def ready_discards(tiles, melds=()):
    """Distinct kinds whose discard from a ``14 - 3m`` hand leaves exactly one wait (§4)."""
    tiles = list(tiles)
    _parse(tiles, melds, sizes=(14,))
    out = []
    for t in sorted(set(tiles), key=tile_index):
        rest = list(tiles)
        rest.remove(t)
        if single_wait(rest, melds) is not None:
            out.append(t)
    return out


# ---------------------------------------------------------------------------------------------
# shanten
# ---------------------------------------------------------------------------------------------

# Group types a W can be built from, in a fixed order by lowest tile: for each kind i the pair
# (i,i), the triplet (i,i,i) and, for ranks 1..7, the run (i,i+1,i+2).
_GROUP_TYPES = []
for _i in range(27):
    _GROUP_TYPES.append(("pair", _i, (_i, _i)))
    _GROUP_TYPES.append(("triplet", _i, (_i, _i, _i)))
    if _rank(_i) <= 7:
        _GROUP_TYPES.append(("run", _i, (_i, _i + 1, _i + 2)))
del _i


def _filler_exists(w_used, sets_left, pair_left):
    """Can ``sets_left`` sets and ``pair_left`` pairs be added to the tile counts ``w_used``
    (W so far plus the melds) keeping every kind <= 4?  Plain exhaustive search."""
    if sets_left == 0 and pair_left == 0:
        return True
    for kind, _, tiles in _GROUP_TYPES:
        if kind == "pair" and not pair_left:
            continue
        if kind != "pair" and not sets_left:
            continue
        need = Counter(tiles)
        if all(w_used[k] + n <= 4 for k, n in need.items()):
            for k, n in need.items():
                w_used[k] += n
            ok = _filler_exists(w_used, sets_left - (kind != "pair"), pair_left - (kind == "pair"))
            for k, n in need.items():
                w_used[k] -= n
            if ok:
                return True
    return False


def _max_overlap_standard(hand, meld_used, sets_needed):
    """max |W ∩ H| over legal standard completions W (one pair + ``sets_needed`` sets).

    Why restricting to groups that match an unmatched tile loses nothing: take any legal W and
    list its groups in type order; match H's tiles greedily group by group (each group takes
    min(copies it has, copies of H still unmatched) per kind).  The total matched is
    ``sum_k min(W[k], H[k])`` whatever the order.  A group matching nothing consumed nothing,
    so deleting it changes no other group's matches; what remains is one of the chains this
    search enumerates, with the same overlap, and W's deleted groups prove a legal filler
    exists -- the search then recomputes the overlap of its own completed W exactly, which is
    at least the chain's.  So the maximum found equals the true maximum."""
    best = [-1]
    total_tiles = sum(hand)

    def overlap_of(w):
        return sum(min(w[k], hand[k]) for k in range(27))

    w = [0] * 27  # W's tiles chosen so far (without melds)

    def rec(start, sets_left, pair_left, matched, remaining):
        # remaining: list of H counts not yet matched.  matched = tiles matched so far.
        # bound: every further group matches at most 3 (pair 2) tiles, and only tiles of kinds
        # >= the lowest kind of the next group type.
        if start < len(_GROUP_TYPES):
            low = _GROUP_TYPES[start][1]
            avail = sum(remaining[low:])
        else:
            avail = 0
        bound = matched + min(3 * sets_left + 2 * pair_left, avail)
        if bound > best[0]:
            # option: stop here, fill the rest with any legal groups
            w_used = [w[k] + meld_used[k] for k in range(27)]
            if matched > best[0] and _filler_exists(w_used, sets_left, pair_left):
                best[0] = max(best[0], matched)
            if bound <= best[0]:
                return
        else:
            return
        if sets_left == 0 and pair_left == 0:
            return
        for t in range(start, len(_GROUP_TYPES)):
            kind, low, tiles = _GROUP_TYPES[t]
            if kind == "pair" and not pair_left:
                continue
            if kind != "pair" and not sets_left:
                continue
            if matched + min(3 * sets_left + 2 * pair_left, sum(remaining[low:])) <= best[0]:
                return  # bound only shrinks as low grows
            # legality of the group itself
            if any(w[k] + meld_used[k] + tiles.count(k) > 4 for k in set(tiles)):
                continue
            gain = 0
            took = []
            for k in tiles:
                if remaining[k]:
                    remaining[k] -= 1
                    took.append(k)
                    gain += 1
            if gain:
                for k in tiles:
                    w[k] += 1
                # the same type may repeat (two identical runs): next start is t, not t + 1
                rec(t, sets_left - (kind != "pair"), pair_left - (kind == "pair"),
                    matched + gain, remaining)
                for k in tiles:
                    w[k] -= 1
            for k in took:
                remaining[k] += 1

    rec(0, sets_needed, 1, 0, list(hand))
    assert best[0] <= total_tiles
    return best[0]


def _max_overlap_seven_pairs(hand):
    """max |W ∩ H| over 14-tile seven-pairs W (no melds) with W[k] in {0,2,4}: choose how many
    pairs (0, 1 or 2) of each kind, seven in all; per kind the overlap is min(W[k], H[k]).
    Exact knapsack over the kinds: best[j] = the largest overlap of j pairs drawn from the
    kinds seen so far."""
    # gain[k][p] = overlap from p pairs of kind k
    neg = -10**9
    best = [neg] * 8  # best[j] = max overlap using j pairs over the kinds seen so far
    best[0] = 0
    for k in range(27):
        new = list(best)
        for p in (1, 2):
            g = min(2 * p, hand[k])
            for j in range(7, p - 1, -1):
                if best[j - p] > neg:
                    new[j] = max(new[j], best[j - p] + g)
        best = new
    return best[7]


def _max_overlap(hand, parsed):
    m = len(parsed)
    meld_used = [0] * 27
    for kind, i in parsed:
        meld_used[i] += MELD_KINDS[kind]
    best = _max_overlap_standard(hand, meld_used, 4 - m)
    if m == 0:
        best = max(best, _max_overlap_seven_pairs(hand))
    return best


def shanten(tiles, melds=()) -> int:
    """Exchanges to ready (0 = ready, -1 = a winning ``14 - 3m`` hand); definition in the module
    docstring: ``(13 - 3m) - max |W ∩ H|`` over legal winning completions W."""
    hand, parsed, _ = _parse(tiles, melds, sizes=(13, 14))
    return (13 - 3 * len(parsed)) - _max_overlap(hand, parsed)
