"""Slow, obviously-correct reference oracle for a Guandan (掼蛋) deal and match.

Written only from the rules spec (stated in full in ``docs/rules/guandan.md``) sections 4-7 plus the
semantics settled by the project (see the helper brief); it is meant for
differential tests against the C++ match engine.  Combinations and legal
moves come from :mod:`guandan_reference` (sections 1-3).

Notation is that of :mod:`guandan_reference`: cards ``"SA"``, ``"HT"``,
``"SB"`` (small joker), ``"HR"`` (big joker); a move is
``(type, rank, sorted_cards_tuple)``; ``PASS = ("PASS", "PASS", ())``.
Seats 0..3 play in order 0->1->2->3->0; teams are ``seat % 2``: team 0 =
{0, 2}, team 1 = {1, 3}.  Level ranks are ``"2".."9","T","J","Q","K","A"``.

Part 1 -- one deal (spec §4)
----------------------------
``RefDeal(hands, level, leader, full_house_joker_pair=True)``.  A RefDeal is
treated as immutable: ``apply(move)`` returns a NEW RefDeal and leaves the
receiver untouched (``copy()`` is provided as well).

* The leader (or whoever leads a new trick) plays any combination
  (``legal_moves()`` holds no PASS).  Each following seat still holding
  cards plays a move that beats the current top play or passes
  (``legal_moves()`` = PASS + every beating move).  A pass does not lock a
  seat out: it may play again after someone else played.
* The trick ends when every seat still holding cards, other than the last
  player to play, has passed since that play.  The last player leads the
  next trick; if that player is out (接风) the lead goes to the partner; if
  the partner is out as well, to the next seat after the last player in
  play order still holding cards.  (That last case cannot arise: the
  partner being out too means the team is out and the deal is already
  over.  It is coded anyway.)
* Seats without cards are skipped in turn order.  A seat that empties its
  hand is appended to ``finish_order``.  The deal is over as soon as both
  members of one team are out, or three seats are out (with 4 seats in 2
  teams the second condition always implies the first).  When the deal is
  over the seats still holding cards are appended to ``finish_order`` in
  SEAT-NUMBER order (for a 1-2 finish both are "last", 双下; for any other
  finish exactly one seat remains), so ``finish_order`` always has 4 seats
  once ``is_over()``.

``perft(deal, depth)``: leaves of the play tree cut at ``depth`` plies;
``perft(d, 0) == 1``; a deal that is over is a leaf (1) at any depth;
otherwise the sum over ``legal_moves()`` (PASS included when following).

Part 2 -- results, levels, match (spec §5, §7) and tribute (§6)
----------------------------------------------------------------
``match_progress(finishes, *, streak_bonus, a_fail_limit, a_fail_counts,
target_level, max_deals, scoring)`` -> one dict per deal played, see its
docstring for the exact order of updates.  ``tribute_plan``,
``tribute_result``, ``tribute_choices`` and ``return_choices`` implement §6.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from .guandan_reference import (
    ALL_KINDS,
    LEVEL_RANKS,
    PASS,
    legal_moves as _oracle_legal_moves,
    power,
    rank_of,
    wild_card,
)

SEATS = (0, 1, 2, 3)


def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % 4


def _check_level(level: str) -> None:
    if not isinstance(level, str) or len(level) != 1 or level not in LEVEL_RANKS:
        raise ValueError(f"bad level {level!r}")


def _check_finish(finish) -> tuple:
    f = tuple(finish)
    if sorted(f) != [0, 1, 2, 3]:
        raise ValueError(f"a finishing order must list seats 0..3 once each: {finish!r}")
    return f


# ==========================================================================
# Part 1: one deal
# ==========================================================================

@lru_cache(maxsize=1 << 16)
def _cached_legal_moves(hand: tuple, level: str, to_beat, fhjp: bool) -> frozenset:
    return frozenset(_oracle_legal_moves(list(hand), level, to_beat, fhjp))


class RefDeal:
    """State of one deal.  Immutable in use: ``apply`` returns a new RefDeal.

    Public attributes (read-only by convention):

    * ``level``, ``full_house_joker_pair``
    * ``current_player``: seat to act, ``None`` once the deal is over
    * ``top_move``: the current top play of the trick, ``None`` when the
      current player leads
    * ``last_player``: seat that made ``top_move`` (``None`` when leading)
    * ``passed``: frozenset of seats that passed since ``top_move``
    * ``finish_order``: seats in the order they went out (complete, 4 seats,
      once the deal is over -- see the module docstring)
    * ``history``: list of ``(seat, move)`` in play order, passes included
    """

    def __init__(self, hands, level: str, leader: int, full_house_joker_pair: bool = True):
        _check_level(level)
        if len(hands) != 4:
            raise ValueError("need 4 hands")
        total = Counter()
        for h in hands:
            if len(h) == 0:
                raise ValueError("every seat must start with at least one card")
            for c in h:
                if c not in ALL_KINDS:
                    raise ValueError(f"bad card {c!r}")
            total.update(h)
        for c, n in total.items():
            if n > 2:
                raise ValueError(f"{n} copies of {c!r} dealt; two decks hold 2")
        if leader not in SEATS:
            raise ValueError(f"bad leader {leader!r}")
        self.level = level
        self.full_house_joker_pair = bool(full_house_joker_pair)
        self._hands = tuple(tuple(sorted(h)) for h in hands)
        self.current_player = leader
        self.top_move = None
        self.last_player = None
        self.passed = frozenset()
        self.finish_order = []
        self.history = []

    # ---------------------------------------------------------------- queries

    def copy(self) -> "RefDeal":
        new = object.__new__(RefDeal)
        new.level = self.level
        new.full_house_joker_pair = self.full_house_joker_pair
        new._hands = self._hands
        new.current_player = self.current_player
        new.top_move = self.top_move
        new.last_player = self.last_player
        new.passed = self.passed
        new.finish_order = list(self.finish_order)
        new.history = list(self.history)
        return new

    def hand(self, seat: int) -> list:
        return list(self._hands[seat])

    def card_counts(self) -> tuple:
        return tuple(len(h) for h in self._hands)

    def is_over(self) -> bool:
        return self.current_player is None

    def is_leading(self) -> bool:
        return not self.is_over() and self.top_move is None

    def legal_moves(self) -> set:
        if self.is_over():
            return set()
        return set(_cached_legal_moves(self._hands[self.current_player], self.level,
                                       self.top_move, self.full_house_joker_pair))

    # ---------------------------------------------------------------- helpers

    def _holding(self, seat: int) -> bool:
        return len(self._hands[seat]) > 0

    def _next_holding(self, seat: int):
        """Next seat after ``seat`` in play order that still holds cards."""
        for k in (1, 2, 3, 4):
            s = (seat + k) % 4
            if self._holding(s):
                return s
        return None

    def _team_out(self) -> bool:
        out = set(self.finish_order)
        return any({s, partner_of(s)} <= out for s in (0, 1))

    def _trick_winner_lead(self) -> int:
        """Who leads after the trick won by ``last_player`` (接风 included)."""
        last = self.last_player
        if self._holding(last):
            return last
        if self._holding(partner_of(last)):
            return partner_of(last)
        return self._next_holding(last)  # unreachable: partner out -> deal over

    # ---------------------------------------------------------------- play

    def apply(self, move, check: bool = True) -> "RefDeal":
        """Return the deal after the current player makes ``move``."""
        if self.is_over():
            raise ValueError("the deal is over")
        if check and move not in self.legal_moves():
            raise ValueError(f"illegal move {move!r} for seat {self.current_player}")
        new = self.copy()
        p = new.current_player
        new.history.append((p, move))

        if move == PASS:
            new.passed = new.passed | {p}
            others = [s for s in SEATS if s != new.last_player and new._holding(s)]
            if all(s in new.passed for s in others):
                # trick over: the last player (or, 接风, its partner) leads
                new.current_player = new._trick_winner_lead()
                new.top_move = None
                new.last_player = None
                new.passed = frozenset()
            else:
                new.current_player = new._next_holding(p)
            return new

        left = Counter(new._hands[p])
        left.subtract(move[2])
        if any(n < 0 for n in left.values()):
            raise ValueError(f"seat {p} does not hold {move[2]!r}")
        hands = list(new._hands)
        hands[p] = tuple(sorted(left.elements()))
        new._hands = tuple(hands)
        new.top_move = move
        new.last_player = p
        new.passed = frozenset()
        if not hands[p]:
            new.finish_order.append(p)
        if new._team_out() or len(new.finish_order) >= 3:
            new.finish_order += [s for s in SEATS if s not in new.finish_order]
            new.current_player = None
            return new
        # Someone else still holds cards (the deal is not over), so the next
        # seat holding cards is another seat who must answer this play.
        new.current_player = new._next_holding(p)
        return new

    def __repr__(self) -> str:
        return (f"RefDeal(hands={[list(h) for h in self._hands]}, level={self.level!r}, "
                f"current={self.current_player}, top={self.top_move}, "
                f"last={self.last_player}, passed={sorted(self.passed)}, "
                f"finish={self.finish_order})")


def perft(deal: RefDeal, depth: int) -> int:
    """Leaves of the play tree of ``deal`` truncated at ``depth`` plies."""
    if depth == 0 or deal.is_over():
        return 1
    return sum(perft(deal.apply(m, check=False), depth - 1) for m in deal.legal_moves())


def perft_divide(deal: RefDeal, depth: int) -> dict:
    """``{move: perft(child, depth - 1)}`` for every legal move (depth >= 1)."""
    return {m: perft(deal.apply(m, check=False), depth - 1) for m in deal.legal_moves()}


# ==========================================================================
# Part 2: results of deals, levels, match
# ==========================================================================

def deal_result(finish) -> dict:
    """Winner team, base gain (3/2/1) and last seats of a finishing order."""
    f = _check_finish(finish)
    first = f[0]
    pos = f.index(partner_of(first))  # 1, 2 or 3
    return {
        "winner": team_of(first),
        "base_gain": {1: 3, 2: 2, 3: 1}[pos],
        "partner_place": pos + 1,
        # 双下: both losers of a 1-2 finish are last; otherwise only the 4th.
        "last_seats": (f[2], f[3]) if pos == 1 else (f[3],),
    }


def match_progress(finishes, *, streak_bonus: bool = False, a_fail_limit: int = 3,
                   a_fail_counts: str = "any", target_level: str = "A",
                   max_deals: int = 0, scoring: str = "levels") -> list:
    """Levels, A-failures and match result after each deal.

    ``finishes[i]`` is the full finishing order of deal i.  One dict per deal
    actually played (processing stops once ``match_winner`` is decided;
    extra finishes are ignored).  Keys: ``finish`` (tuple), ``deal_level``,
    ``declarer``, ``winner``, ``gain``, ``levels``, ``a_failures``,
    ``match_winner`` (0, 1, "draw" or None), ``scores``.

    Order of updates within one deal (team levels are indices into
    ``"23456789TJQKA"``; ``T`` = index of ``target_level``):

    1. ``declarer`` = team that won the previous deal (None for the first);
       ``deal_level`` = the declarer's current level ("2" for the first).
    2. Streak counters per seat are updated (always tracked; only used with
       ``streak_bonus``): first-streak of the 1st finisher +1, others reset;
       last-streak +1 for each last seat (both losers of a 1-2 finish,
       otherwise the 4th), others reset.
    3. ``gain`` = 3/2/1 for partner 2nd/3rd/4th, plus ``k - 2`` when
       ``streak_bonus`` and the 1st finisher's first-streak ``k >= 3``.
    4. Match won iff the winner is the declarer, the declarer's level was
       ``T`` and the partner finished 2nd or 3rd.
    5. Winner's level += gain, capped at ``T``.
    6. With ``streak_bonus``: each last seat with last-streak ``k >= 3``
       costs its own team ``k - 2`` levels, floored at "2" (penalties of the
       two losers of a 双下 add up).
    7. A-failure: if the declarer's level was ``T`` and the match was not
       won: ``a_fail_counts == "any"`` -> +1; ``"partner_last"`` -> +1 only
       when the declarer won with its partner 4th.  When
       ``a_fail_limit > 0`` and the count reaches it: declarer level -> "2",
       count -> 0.  (Counts never reset otherwise.  Steps 6 and 7 commute:
       the drop goes to the floor "2".)
    8. If not won and ``max_deals > 0`` and this was deal ``max_deals``: the
       higher level wins, equal levels -> "draw".
    9. ``scores`` (cumulative): ``"levels"`` -> winner +gain, loser -gain
       (the nominal gain of step 3, even where the cap or a later drop
       makes the actual level change smaller; streak penalties do not
       score); ``"none"`` -> (0, 0) until the match is decided, then
       (+1, -1) for the match winner, (0, 0) for a draw.
    """
    if a_fail_counts not in ("any", "partner_last"):
        raise ValueError(f"bad a_fail_counts {a_fail_counts!r}")
    if scoring not in ("levels", "none"):
        raise ValueError(f"bad scoring {scoring!r}")
    _check_level(target_level)
    if a_fail_limit < 0 or max_deals < 0:
        raise ValueError("a_fail_limit and max_deals must be >= 0")
    top = LEVEL_RANKS.index(target_level)

    levels = [0, 0]
    fails = [0, 0]
    scores = [0, 0]
    first_streak = [0, 0, 0, 0]
    last_streak = [0, 0, 0, 0]
    declarer = None
    out = []

    for i, finish in enumerate(finishes):
        f = _check_finish(finish)
        res = deal_result(f)
        winner = res["winner"]

        # 1. declarer and level of the deal
        deal_level = 0 if declarer is None else levels[declarer]
        declarer_at_top = declarer is not None and levels[declarer] == top

        # 2. streaks
        for s in SEATS:
            first_streak[s] = first_streak[s] + 1 if s == f[0] else 0
            last_streak[s] = last_streak[s] + 1 if s in res["last_seats"] else 0

        # 3. gain
        gain = res["base_gain"]
        if streak_bonus and first_streak[f[0]] >= 3:
            gain += first_streak[f[0]] - 2

        # 4. match won at the declarer's own target level
        won_match = (declarer_at_top and winner == declarer
                     and res["partner_place"] in (2, 3))

        # 5. level up, capped
        levels[winner] = min(levels[winner] + gain, top)

        # 6. streak penalty, floored at "2"
        if streak_bonus:
            for s in res["last_seats"]:
                if last_streak[s] >= 3:
                    t = team_of(s)
                    levels[t] = max(0, levels[t] - (last_streak[s] - 2))

        # 7. A-failures
        if declarer_at_top and not won_match:
            if a_fail_counts == "any":
                counts = True
            else:
                counts = winner == declarer and res["partner_place"] == 4
            if counts:
                fails[declarer] += 1
                if a_fail_limit > 0 and fails[declarer] >= a_fail_limit:
                    levels[declarer] = 0
                    fails[declarer] = 0

        # 8. match result
        match_winner = None
        if won_match:
            match_winner = winner
        elif max_deals > 0 and i + 1 >= max_deals:
            if levels[0] > levels[1]:
                match_winner = 0
            elif levels[1] > levels[0]:
                match_winner = 1
            else:
                match_winner = "draw"

        # 9. scores
        if scoring == "levels":
            scores[winner] += gain
            scores[1 - winner] -= gain
        elif match_winner in (0, 1):
            scores[match_winner] = 1
            scores[1 - match_winner] = -1

        out.append({
            "finish": f,
            "deal_level": LEVEL_RANKS[deal_level],
            "declarer": declarer,
            "winner": winner,
            "gain": gain,
            "levels": (LEVEL_RANKS[levels[0]], LEVEL_RANKS[levels[1]]),
            "a_failures": (fails[0], fails[1]),
            "match_winner": match_winner,
            "scores": (scores[0], scores[1]),
        })
        if match_winner is not None:
            break
        declarer = winner
    return out


# ==========================================================================
# Part 2: tribute (spec §6)
# ==========================================================================

def card_power(card: str, level: str) -> int:
    """Single-card power: big joker > small joker > level card > A > ... > 2."""
    return power(rank_of(card), level)


def tribute_choices(hand, level: str) -> set:
    """Cards a payer may give: its highest-power cards, heart level cards
    excluded.  Empty if the hand holds nothing but heart level cards."""
    _check_level(level)
    eligible = [c for c in hand if c != wild_card(level)]
    if not eligible:
        return set()
    best = max(card_power(c, level) for c in eligible)
    return {c for c in eligible if card_power(c, level) == best}


def _tribute_kind(prev_finish):
    f = _check_finish(prev_finish)
    if f[1] == partner_of(f[0]):
        return f, "double", sorted((f[2], f[3]))
    return f, "single", [f[3]]


def tribute_plan(prev_finish, hands, level: str,
                 double_tribute_tie: str = "next_after_first") -> dict:
    """Tribute for the deal after a deal finished in ``prev_finish``.

    Returns a dict:

    * ``kind``: "single" (4th pays 1st), "double" (1-2 finish: both losers
      pay) or "anti" (cancelled: the single payer holds both "HR", or the two
      double payers hold both "HR" between them)
    * ``payers``: seats that pay, ascending seat order ([] for "anti")
    * ``would_pay``: the seats that would have paid (== ``payers`` unless anti)
    * ``choices``: ``{payer: set of cards}`` (see :func:`tribute_choices`),
      {} for anti
    * ``receivers``: ``{payer: receiver}`` for single; ``None`` for double
      (it depends on the cards: see :func:`tribute_result`); {} for anti
    * ``leader``: the payer (single), ``None`` (double: depends on the
      cards), the previous 1st (anti)
    * ``leader_if_anti``: previous 1st for anti, else None
    """
    _check_level(level)
    _check_tie(double_tribute_tie)
    if len(hands) != 4:
        raise ValueError("need 4 hands")
    f, kind, payers = _tribute_kind(prev_finish)
    big_jokers = sum(list(hands[p]).count("HR") for p in payers)
    if big_jokers >= 2:
        return {"kind": "anti", "payers": [], "would_pay": payers, "choices": {},
                "receivers": {}, "leader": f[0], "leader_if_anti": f[0]}
    choices = {p: tribute_choices(hands[p], level) for p in payers}
    if kind == "single":
        return {"kind": "single", "payers": payers, "would_pay": payers,
                "choices": choices, "receivers": {payers[0]: f[0]},
                "leader": payers[0], "leader_if_anti": None}
    return {"kind": "double", "payers": payers, "would_pay": payers, "choices": choices,
            "receivers": None, "leader": None, "leader_if_anti": None}


def _check_tie(double_tribute_tie: str) -> None:
    if double_tribute_tie != "next_after_first":
        raise ValueError(f"unsupported double_tribute_tie {double_tribute_tie!r} "
                         "(the spec defines only 'next_after_first')")


def tribute_result(prev_finish, paid: dict, level: str,
                   double_tribute_tie: str = "next_after_first") -> dict:
    """Who receives each paid card, and who leads the next deal.

    ``paid`` maps each payer to the card it gave (not an anti-tribute).
    Returns ``{"receivers": {payer: receiver}, "leader": seat}``.
    """
    _check_level(level)
    _check_tie(double_tribute_tie)
    f, kind, payers = _tribute_kind(prev_finish)
    if sorted(paid) != payers:
        raise ValueError(f"payers are {payers}, got {sorted(paid)}")
    for c in paid.values():
        if c == wild_card(level) or c not in ALL_KINDS:
            raise ValueError(f"{c!r} cannot be paid as tribute")
    if kind == "single":
        return {"receivers": {payers[0]: f[0]}, "leader": payers[0]}
    a, b = payers
    pa, pb = card_power(paid[a], level), card_power(paid[b], level)
    if pa != pb:
        big = a if pa > pb else b
    else:
        # the loser next after the 1st player in play order pays the 1st
        big = next(s for s in ((f[0] + k) % 4 for k in (1, 2, 3)) if s in payers)
    small = b if big == a else a
    return {"receivers": {big: f[0], small: f[1]}, "leader": big}


_RETURN_VALUE = {r: i + 2 for i, r in enumerate("23456789TJQKA")}  # 2..9, T=10 .. A=14


def return_choices(hand, level: str, return_max: int = 10) -> set:
    """Cards a receiver may return.

    ``return_max == 0``: any card of the hand.  Otherwise: non-joker,
    non-level-rank cards whose rank value (2..9, T=10, J=11, Q=12, K=13,
    A=14) is <= return_max; if none qualifies, any of the hand's
    lowest-power cards (jokers / level cards / heart level cards included).
    """
    _check_level(level)
    hand = list(hand)
    if not hand:
        return set()
    if return_max == 0:
        return set(hand)
    ok = {c for c in hand
          if c not in ("SB", "HR") and rank_of(c) != level
          and _RETURN_VALUE[rank_of(c)] <= return_max}
    if ok:
        return ok
    low = min(card_power(c, level) for c in hand)
    return {c for c in hand if card_power(c, level) == low}
