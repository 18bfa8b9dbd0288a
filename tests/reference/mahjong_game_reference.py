"""Slow, obviously-correct reference ("referee") for ONE deal of Suqian mahjong (宿迁麻将) and
for the match progression, written from the decision protocol of the engine (cited as P§n:
"A deal" steps 1-7, "Match", "Options" — now stated in docs/rules/mahjong.md §1-§5 and §7) and
the rules (cited as §n, the sections of docs/rules/mahjong.md).  It imports nothing from paiju: hand analysis (winning hands, waits, readings)
comes from the independent oracle :mod:`tests.reference.mahjong_reference` (``ref``), the rest
is plain bookkeeping written to be read line by line against the protocol.

Formats
-------
* Tiles are texts: suited kinds ``"1m"``..``"9p"`` (``ref.TILES``) and the 12 flowers of
  :data:`FLOWERS`.  A wall is a list of 120 tile texts (4 copies of each suited kind, each
  flower once).  Seats 0..3 = East, South, West, North; play order 0 -> 1 -> 2 -> 3 -> 0.
* Moves are texts exactly as P writes them: ``"bet none"``, ``"bet bu_peng+du_liu"``,
  ``"discard 5m"``, ``"ready 5m"``, ``"concealed_kong 5m"``, ``"added_kong 5m"``,
  ``"win 5m"``, ``"pass"``, ``"pong 5m"``, ``"kong 5m"``.  :meth:`RefDeal.legal_moves`
  returns them sorted by Python string order.
* Bets are names from :data:`BET_NAMES`, always listed in that order.

:class:`RefDeal` plays one deal (bet phase, dealing, turns, claims, scoring);
:func:`next_dealer_and_round` and :class:`RefMatch` give the match progression (P "Match").

Readings of the protocol where it could be read two ways (each is marked READING in the code)
-------------------------------------------------------------------------------------------
R1 Flowers set aside in one pass are recorded in the order the seat received them (its hand
   kept in order of receipt: the initial 13 in wall order, then W[52] for the dealer, then
   replacements).  ``flowers`` in the result keeps that order across passes and draws.
R2 ``"added_kong t"``: the tile t leaves the owner's hand at once (it is shown on the pong);
   ``hand(owner)`` during the robbing claims no longer holds it.  The meld stays a pong unless
   nobody robs; then it becomes ``("added_kong", t)`` IN PLACE (same position in the melds list,
   which is "the order made": the order the pongs / kongs were first made).
R3 ``discarder_ready`` is False on a self-draw (there is no discarder).  ``robbed_kong`` is False
   unless the win robbed an added kong.
R4 ``total`` is what the winner receives: the sum of the payers' payments (= payments[winner]).
R5 Reading-dependent facts (da_dui_hu, qi_dui_zi, du_ci) use the reading of
   ``ref.decompositions`` whose winner's total is largest; on a tie the FIRST such reading in
   ``ref.decompositions`` order (standard readings before seven pairs, then by groups).
   da_dui_hu is true only for a STANDARD reading with no run (a seven-pairs reading is never
   大对糊); qi_dui_zi is true exactly for the seven-pairs reading; du_ci is true when the
   reading has a ("pair", winning tile) group (always so for seven pairs).
R6 jue_zhang: some seat (winner included) made a "pong" claim of the winning tile's kind at a
   decision strictly before the winner's "ready" decision.  (An exposed "kong" claim cannot
   matter: it holds all four copies.)
R7 fang_ting: at its "ready d" the seat had a drawn tile (dealer's first turn: the last tile it
   received; after a draw: the tile drawn after flower replacement; after any kong: the
   replacement) of kind d; after a pong there is no drawn tile.  It scores when the winning
   tile is d.
R8 nei_jue: the winner's concealed tiles INCLUDING the winning tile hold four of its kind.
R9 Wall empty = no live tile left (front index > back index).  Kongs are offered only while
   at least one live tile is left; a replacement or draw that finds the wall empty ends the
   deal in an exhaustive draw at once (also during the initial flower replacement).
R10 A win by a seat that was ready never needs the 4-copies filter of waits: ``win`` is offered
   when ``ref.is_winning(hand [+ t], melds)`` (P§4, P§5a, P§6 literally).
R11 "pong t" is offered even when the live wall is empty (P§5b puts the wall condition on "kong t"
   only); the ponging seat then discards and the next draw ends the deal.  Win claims on the
   last discard are asked as usual.
R12 After a win on a discard / robbed kong, ``hand(winner)`` is left as it was (13 - 3m tiles);
   the winning tile appears only in ``result["concealed"]``.  The claimed tile leaves
   ``discards`` (pong, kong, win).
R13 Kinds listed by legal_moves / hands are tile kinds; which COPY of a kind moves is irrelevant.
"""

from __future__ import annotations

from collections import Counter

from . import mahjong_reference as ref

__all__ = [
    "BET_NAMES",
    "BET_POINTS",
    "DEFAULT_OPTIONS",
    "DOUBLER_NAMES",
    "FLOWERS",
    "WINDS",
    "RefDeal",
    "RefMatch",
    "bet_text",
    "full_wall",
    "next_dealer_and_round",
    "parse_bet_text",
    "score_win",
    "tile_sort",
]

WINDS = ("E", "S", "W", "N")
FLOWERS = ("E", "S", "W", "N", "spring", "summer", "autumn", "winter",
           "plum", "orchid", "bamboo", "chrysanthemum")
BET_NAMES = ("bu_peng", "da_pie", "du_ci", "du_liu")
BET_POINTS = {"bu_peng": 20, "da_pie": 15, "du_ci": 10, "du_liu": 5}
DOUBLER_NAMES = ("zi_mo", "fang_ting", "jue_zhang", "da_dui_hu", "qing_yi_se", "qi_dui_zi",
                 "nei_jue")
DEFAULT_OPTIONS = {"side_bets": True, "dealer_on_draw": "stay", "kong_after_ready": True,
                   "rounds": 4, "max_deals": 100}
SUIT_LETTERS = ("m", "s", "p")


def full_wall():
    """The 120 tiles of one set, in a fixed order (4 x 27 suited kinds, then the flowers)."""
    return [t for t in ref.TILES for _ in range(4)] + list(FLOWERS)


def tile_sort(tiles):
    """Suited tiles sorted by ``ref.tile_index`` (m1..m9, s1..s9, p1..p9)."""
    return sorted(tiles, key=ref.tile_index)


def is_flower(tile):
    return tile in FLOWERS


def bet_text(names):
    """'bet none' or 'bet ' + names joined by '+' in BET_NAMES order (P§1)."""
    names = set(names)
    if not names <= set(BET_NAMES):
        raise ValueError(f"unknown bet names {sorted(names - set(BET_NAMES))}")
    ordered = [b for b in BET_NAMES if b in names]
    return "bet " + ("+".join(ordered) if ordered else "none")


def parse_bet_text(text):
    """Inverse of :func:`bet_text`: the list of names in BET_NAMES order."""
    if not text.startswith("bet "):
        raise ValueError(f"not a bet move: {text!r}")
    body = text[4:]
    if body == "none":
        return []
    names = body.split("+")
    if bet_text(names) != text:
        raise ValueError(f"malformed bet move: {text!r}")
    return names


def _suits_of(tiles):
    return {t[1] for t in tiles}


def _meld_tiles(melds):
    out = []
    for kind, tile in melds:
        out += [tile] * ref.MELD_KINDS[kind]
    return out


# =============================================================================================
# scoring (§5, §6, P§7)
# =============================================================================================


def score_win(*, winner, dealer, winning_tile, concealed, melds, flowers, prevailing_wind, bets,
              self_draw, discarder, discarder_ready, fang_ting, jue_zhang):
    """Score one win.  ``concealed`` = the winner's concealed tiles INCLUDING the winning tile
    (14 - 3m of them); ``melds`` = its (kind, tile) melds; ``flowers`` its flowers; ``bets`` the
    4 seats' bet lists.  Returns dict(doublers=[names], total=int, payments=[4 ints]).

    Points for one payer p (§6): 2 base; +2 if the winner or p is the dealer; +2 per flower of
    the winner (+4 for the prevailing-wind flower); +4 per exposed or added kong, +8 per
    concealed kong of the winner; + for every satisfied bet its points times (bet held by the
    winner) + (bet held by p).  Each payer pays points(p) * 2**doublers."""
    concealed = list(concealed)
    melds = [tuple(m) for m in melds]
    readings = ref.decompositions(concealed, melds)
    if not readings:
        raise ValueError("not a winning hand")
    all_tiles = concealed + _meld_tiles(melds)
    # payers (§6): self-draw -> the three others; discard -> the discarder alone unless it
    # had declared ready, then the three others.  A robbed kong is the owner's discard.
    if self_draw or discarder_ready:
        payers = [s for s in range(4) if s != winner]
    else:
        payers = [discarder]
    # bets that do not depend on the reading
    bu_peng = not any(kind in ("pong", "kong", "added_kong") for kind, _ in melds)
    da_pie = len(_suits_of(all_tiles)) < 3
    du_liu = winning_tile[0] == "6"
    # doublers that do not depend on the reading
    qing_yi_se = len(_suits_of(all_tiles)) == 1
    nei_jue = concealed.count(winning_tile) == 4                      # READING R8
    best = None
    for form, groups in readings:
        du_ci = ("pair", winning_tile) in groups                      # READING R5
        da_dui_hu = form == "standard" and not any(g == "run" for g, _ in groups)
        qi_dui_zi = form == "seven_pairs"
        satisfied = {"bu_peng": bu_peng, "da_pie": da_pie, "du_ci": du_ci, "du_liu": du_liu}
        flags = {"zi_mo": self_draw, "fang_ting": fang_ting, "jue_zhang": jue_zhang,
                 "da_dui_hu": da_dui_hu, "qing_yi_se": qing_yi_se, "qi_dui_zi": qi_dui_zi,
                 "nei_jue": nei_jue}
        doublers = [name for name in DOUBLER_NAMES if flags[name]]
        payments = [0] * 4
        for p in payers:
            points = 2
            if winner == dealer or p == dealer:
                points += 2
            for f in flowers:
                points += 4 if f == prevailing_wind else 2
            for kind, _ in melds:
                if kind in ("kong", "added_kong"):
                    points += 4
                elif kind == "concealed_kong":
                    points += 8
            for name in BET_NAMES:
                if satisfied[name]:
                    points += BET_POINTS[name] * ((name in bets[winner]) + (name in bets[p]))
            pay = points * 2 ** len(doublers)
            payments[p] -= pay
            payments[winner] += pay
        total = payments[winner]
        if best is None or total > best["total"]:                     # first max wins ties
            best = {"doublers": doublers, "total": total, "payments": payments}
    return best


# =============================================================================================
# one deal
# =============================================================================================


class RefDeal:
    """One deal, played from the wall order ``wall`` (120 tile texts), the dealer seat, the
    prevailing wind and each seat's bets held before this deal's bet phase (P§1)."""

    def __init__(self, wall, dealer, prevailing_wind, bets=None, options=None):
        wall = list(wall)
        if len(wall) != 120 or Counter(wall) != Counter(full_wall()):
            raise ValueError("a wall is the 120 tiles of one set")
        if dealer not in range(4):
            raise ValueError(f"bad dealer {dealer!r}")
        if prevailing_wind not in WINDS:
            raise ValueError(f"bad prevailing wind {prevailing_wind!r}")
        self.options = dict(DEFAULT_OPTIONS)
        self.options.update(options or {})
        self.wall = wall
        self.dealer = dealer
        self.prevailing_wind = prevailing_wind
        bets = bets if bets is not None else [[], [], [], []]
        self.bets = [parse_bet_text(bet_text(b)) for b in bets]
        if not self.options["side_bets"] and any(self.bets):
            raise ValueError("no bets without side_bets")
        self.front = 53          # next draw: W[front]
        self.back = 119          # next replacement: W[back]; live wall = W[front..back]
        self._hands = [[] for _ in range(4)]   # in order of receipt
        self._melds = [[] for _ in range(4)]   # [kind, tile] lists, in the order made
        self._flowers = [[] for _ in range(4)]
        self.discards = [[] for _ in range(4)]  # discards left on the table (claimed ones removed)
        self.from_drawn = [[] for _ in range(4)]  # per discard made (claimed too): was it the drawn tile's kind (摸切)
        self.ready = [False] * 4
        self.wait = [None] * 4
        self.fang_ting_kind = [None] * 4
        self.ready_at = [None] * 4
        self.ponged_at = {}      # kind -> decision number of its pong claim
        self.decisions = 0       # decisions applied so far
        self.drawn_tile = None   # the current turn's drawn tile (None after a pong)
        self.phase = "bet"
        self.current_player = None
        self.result = None
        self.outcome = None      # "win" | "draw" when over
        self.history = []
        # claim state
        self._claim = None
        self._legal_cache = None
        if self.options["side_bets"]:
            self._bet_order = [(dealer + i) % 4 for i in range(4)]
            self.current_player = self._bet_order[0]
        else:
            self._deal()

    # ---- views -------------------------------------------------------------------------
    def hand(self, seat):
        return tile_sort(self._hands[seat])

    def melds(self, seat):
        return [tuple(m) for m in self._melds[seat]]

    def flowers(self, seat):
        return list(self._flowers[seat])

    def live_tiles(self):
        return max(0, self.back - self.front + 1)

    @property
    def wall_count(self):
        """Live tiles left (the engine's ``state.wall_count``)."""
        return self.live_tiles()

    def wall_empty(self):
        return self.front > self.back                                  # READING R9

    # ---- wall --------------------------------------------------------------------------
    def _take_front(self):
        if self.wall_empty():
            return None
        tile = self.wall[self.front]
        self.front += 1
        return tile

    def _take_back(self):
        if self.wall_empty():
            return None
        tile = self.wall[self.back]
        self.back -= 1
        return tile

    def _draw(self, seat, from_tail):
        """P§3: one tile from the front (or the tail for a replacement); a flower is set aside
        and replaced from the tail, repeatedly.  Returns the tile kept, or None after ending
        the deal in an exhaustive draw."""
        tile = self._take_back() if from_tail else self._take_front()
        while True:
            if tile is None:
                self._exhaustive_draw()
                return None
            if is_flower(tile):
                self._flowers[seat].append(tile)
                tile = self._take_back()
                continue
            self._hands[seat].append(tile)
            return tile

    def _exhaustive_draw(self):
        self.phase = "over"
        self.current_player = None
        self.outcome = "draw"
        self.result = None
        self._claim = None

    # ---- dealing (P§2) -------------------------------------------------------------------
    def _deal(self):
        w = self.wall
        for i in range(4):
            self._hands[(self.dealer + i) % 4] = w[13 * i: 13 * i + 13]
        self._hands[self.dealer].append(w[52])
        last_received = w[52]
        while True:
            any_flower = False
            for i in range(4):
                s = (self.dealer + i) % 4
                held = [t for t in self._hands[s] if is_flower(t)]     # READING R1
                if not held:
                    continue
                any_flower = True
                self._hands[s] = [t for t in self._hands[s] if not is_flower(t)]
                self._flowers[s] += held
                for _ in held:
                    tile = self._take_back()
                    if tile is None:
                        self._exhaustive_draw()
                        return
                    self._hands[s].append(tile)
                    if s == self.dealer:
                        last_received = tile
            if not any_flower:
                break
        self._start_turn(self.dealer, last_received)

    def _start_turn(self, seat, drawn):
        self.phase = "turn"
        self.current_player = seat
        self.drawn_tile = drawn
        self._claim = None

    # ---- legal moves ---------------------------------------------------------------------
    def legal_moves(self):
        """The sorted legal move texts (a fresh list; computed once per decision)."""
        if self._legal_cache is None or self._legal_cache[0] != self.decisions:
            self._legal_cache = (self.decisions, self._compute_legal_moves())
        return list(self._legal_cache[1])

    def _compute_legal_moves(self):
        if self.phase == "over":
            return []
        if self.phase == "bet":
            return sorted(self._bet_moves(self.current_player))
        if self.phase == "turn":
            return sorted(self._turn_moves(self.current_player))
        return sorted(self._claim_moves())

    def _bet_moves(self, seat):
        held = set(self.bets[seat])
        out = []
        for mask in range(16):
            chosen = {BET_NAMES[i] for i in range(4) if mask >> i & 1}
            if held <= chosen:
                out.append(bet_text(chosen))
        return out

    def _ready_discards(self, seat):
        """P§4: kinds t such that hand - t waits on exactly one kind (and da_pie: hand - t with
        the melds lacks a suit)."""
        hand = self._hands[seat]
        melds = self.melds(seat)
        out = []
        for t in set(hand):
            rest = list(hand)
            rest.remove(t)
            if len(ref.waits(rest, melds)) != 1:
                continue
            if "da_pie" in self.bets[seat] and len(_suits_of(rest + _meld_tiles(melds))) == 3:
                continue
            out.append(t)
        return out

    def _turn_moves(self, s):
        hand = self._hands[s]
        melds = self.melds(s)
        counts = Counter(hand)
        out = []
        if not self.ready[s]:
            out += [f"discard {t}" for t in counts]
            out += [f"ready {t}" for t in self._ready_discards(s)]
            if not self.wall_empty():
                out += [f"concealed_kong {t}" for t, c in counts.items() if c == 4]
                out += [f"added_kong {t}" for kind, t in melds if kind == "pong" and t in counts]
            return out
        d = self.drawn_tile
        assert d is not None, "a ready seat's turn always follows a draw"
        if ref.is_winning(hand, melds):                                # READING R10
            out.append(f"win {d}")
        out.append(f"discard {d}")
        if self.options["kong_after_ready"] and not self.wall_empty():
            for t, c in counts.items():
                if c != 4:
                    continue
                rest = [x for x in hand if x != t]
                if ref.waits(rest, melds + [("concealed_kong", t)]) == [self.wait[s]]:
                    out.append(f"concealed_kong {t}")
        return out

    def _claim_moves(self):
        c = self._claim
        t = c["tile"]
        if c["stage"] == "win":
            return ["pass", f"win {t}"]
        # stage "pong"
        seat = c["pong_seat"]
        out = ["pass", f"pong {t}"]
        if self._hands[seat].count(t) >= 3 and not self.wall_empty():
            out.append(f"kong {t}")
        return out

    # ---- applying ------------------------------------------------------------------------
    def apply(self, text):
        if not isinstance(text, str) or text not in self.legal_moves():
            raise ValueError(f"illegal move {text!r} in phase {self.phase} for seat "
                             f"{self.current_player}")
        self.decisions += 1
        self.history.append((self.current_player, text))
        if self.phase == "bet":
            self._apply_bet(text)
        elif self.phase == "turn":
            self._apply_turn(text)
        else:
            self._apply_claim(text)

    def _apply_bet(self, text):
        seat = self.current_player
        self.bets[seat] = parse_bet_text(text)
        i = self._bet_order.index(seat)
        if i < 3:
            self.current_player = self._bet_order[i + 1]
        else:
            self._deal()

    def _apply_turn(self, text):
        s = self.current_player
        verb, t = text.split(" ")
        hand = self._hands[s]
        if verb == "win":
            self._win(s, t, self_draw=True, discarder=None, robbed=False)
        elif verb in ("discard", "ready"):
            hand.remove(t)
            if verb == "ready":
                self.ready[s] = True
                self.wait[s] = ref.single_wait(hand, self.melds(s))
                assert self.wait[s] is not None
                self.ready_at[s] = self.decisions
                # READING R7
                self.fang_ting_kind[s] = t if self.drawn_tile == t else None
            self.from_drawn[s].append(self.drawn_tile == t)
            self.drawn_tile = None
            self.discards[s].append(t)
            self._open_claims(s, t, kind="discard")
        elif verb == "concealed_kong":
            for _ in range(4):
                hand.remove(t)
            self._melds[s].append(["concealed_kong", t])
            r = self._draw(s, from_tail=True)
            if r is not None:
                self._start_turn(s, r)
        elif verb == "added_kong":
            hand.remove(t)                                             # READING R2
            self._open_claims(s, t, kind="rob")
        else:  # pragma: no cover - legal_moves lists nothing else
            raise AssertionError(text)

    def _open_claims(self, d, t, kind):
        """P§5a / P§6: the ready seats d+1, d+2, d+3 whose hand + t wins, in that order; then
        (discard only) the one seat that may pong / kong."""
        win_queue = []
        for i in (1, 2, 3):
            c = (d + i) % 4
            if self.ready[c] and ref.is_winning(self._hands[c] + [t], self.melds(c)):
                win_queue.append(c)
        pong_seat = None
        if kind == "discard":
            for c in range(4):
                if (c != d and not self.ready[c] and "bu_peng" not in self.bets[c]
                        and self._hands[c].count(t) >= 2):
                    assert pong_seat is None, "at most one seat holds two of a discarded kind"
                    pong_seat = c
        self._claim = {"tile": t, "from": d, "kind": kind, "win_queue": win_queue,
                       "pong_seat": pong_seat, "stage": None}
        self.phase = "claim"
        self._next_claim()

    def _next_claim(self):
        c = self._claim
        if c["win_queue"]:
            c["stage"] = "win"
            self.current_player = c["win_queue"][0]
            return
        if c["kind"] == "discard" and c["pong_seat"] is not None:
            c["stage"] = "pong"
            self.current_player = c["pong_seat"]
            return
        self._no_claim()

    def _no_claim(self):
        c = self._claim
        self._claim = None
        if c["kind"] == "discard":
            nxt = (c["from"] + 1) % 4
            r = self._draw(nxt, from_tail=False)
            if r is not None:
                self._start_turn(nxt, r)
        else:  # nobody robbed: the pong becomes an added kong, replacement, turn again
            s, t = c["from"], c["tile"]
            for m in self._melds[s]:
                if m == ["pong", t]:
                    m[0] = "added_kong"
                    break
            else:  # pragma: no cover
                raise AssertionError("added kong without its pong")
            r = self._draw(s, from_tail=True)
            if r is not None:
                self._start_turn(s, r)

    def _apply_claim(self, text):
        c = self._claim
        seat = self.current_player
        t = c["tile"]
        if text == "pass":
            if c["stage"] == "win":
                c["win_queue"].pop(0)
            else:
                c["pong_seat"] = None
            self._next_claim()
            return
        verb = text.split(" ")[0]
        if c["kind"] == "discard":
            assert self.discards[c["from"]][-1] == t
            self.discards[c["from"]].pop()      # the claimed tile leaves the table
        if verb == "win":
            self._win(seat, t, self_draw=False, discarder=c["from"], robbed=c["kind"] == "rob")
            return
        hand = self._hands[seat]
        if verb == "pong":
            hand.remove(t)
            hand.remove(t)
            self._melds[seat].append(["pong", t])
            self.ponged_at.setdefault(t, self.decisions)
            self._start_turn(seat, None)
        elif verb == "kong":
            for _ in range(3):
                hand.remove(t)
            self._melds[seat].append(["kong", t])
            self._claim = None
            r = self._draw(seat, from_tail=True)
            if r is not None:
                self._start_turn(seat, r)
        else:  # pragma: no cover
            raise AssertionError(text)

    # ---- the end of a deal with a win (P§7) -------------------------------------------------
    def _win(self, w, t, self_draw, discarder, robbed):
        concealed = list(self._hands[w]) if self_draw else self._hands[w] + [t]
        melds = self.melds(w)
        discarder_ready = bool(discarder is not None and self.ready[discarder])   # READING R3
        fang_ting = self.fang_ting_kind[w] == t
        jue_zhang = t in self.ponged_at and self.ponged_at[t] < self.ready_at[w]   # READING R6
        scored = score_win(winner=w, dealer=self.dealer, winning_tile=t, concealed=concealed,
                           melds=melds, flowers=self._flowers[w],
                           prevailing_wind=self.prevailing_wind, bets=self.bets,
                           self_draw=self_draw, discarder=discarder,
                           discarder_ready=discarder_ready, fang_ting=fang_ting,
                           jue_zhang=jue_zhang)
        self.result = {
            "winner": w,
            "dealer": self.dealer,
            "self_draw": self_draw,
            "discarder": discarder,
            "discarder_ready": discarder_ready,
            "robbed_kong": robbed,
            "winning_tile": t,
            "concealed": tile_sort(concealed),
            "melds": melds,
            "flowers": list(self._flowers[w]),
            "prevailing_wind": self.prevailing_wind,
            "bets": [list(b) for b in self.bets],
            "fang_ting": fang_ting,
            "jue_zhang": jue_zhang,
            "doublers": scored["doublers"],
            "total": scored["total"],
            "payments": scored["payments"],
        }
        self.phase = "over"
        self.current_player = None
        self.outcome = "win"
        self._claim = None

    # ---- summaries -----------------------------------------------------------------------
    @property
    def winner(self):
        return self.result["winner"] if self.result else None

    @property
    def payments(self):
        return list(self.result["payments"]) if self.result else [0, 0, 0, 0]

    def last_deal(self):
        """The summary the engine's ``state.last_deal()`` gives (P "Match")."""
        assert self.phase == "over"
        return {"dealer": self.dealer, "winner": self.winner, "payments": self.payments}


# =============================================================================================
# the match (P "Match")
# =============================================================================================


def next_dealer_and_round(dealer, round_index, winner, dealer_on_draw="stay"):
    """After a deal dealt by ``dealer`` in round ``round_index`` (0-based) won by ``winner``
    (None = exhaustive draw): returns ``(next_dealer, next_round_index, round_complete)``.
    The dealer deals again when it won or (dealer_on_draw == "stay") on a draw; otherwise the
    deal passes to dealer + 1, and passing from seat 3 to seat 0 completes the round."""
    if dealer_on_draw not in ("stay", "pass"):
        raise ValueError(f"bad dealer_on_draw {dealer_on_draw!r}")
    if winner is None:
        passes = dealer_on_draw == "pass"
    else:
        passes = winner != dealer
    if not passes:
        return dealer, round_index, False
    if dealer == 3:
        return 0, round_index + 1, True
    return dealer + 1, round_index, False


class RefMatch:
    """Progression across deals: dealer, round, prevailing wind, bets carried within a round,
    cumulative scores, the end of the match (rounds complete or max_deals deals played)."""

    def __init__(self, options=None):
        self.options = dict(DEFAULT_OPTIONS)
        self.options.update(options or {})
        self.dealer = 0
        self.round_index = 0
        self.deals_played = 0
        self.bets = [[], [], [], []]        # held before the next deal's bet phase
        self.scores = [0, 0, 0, 0]
        self.over = False

    @property
    def prevailing_wind(self):
        return WINDS[self.round_index]

    def new_deal(self, wall):
        assert not self.over
        return RefDeal(wall, self.dealer, self.prevailing_wind, self.bets, self.options)

    def finish_deal(self, deal):
        assert not self.over and deal.phase == "over"
        assert deal.dealer == self.dealer
        self.deals_played += 1
        self.scores = [a + b for a, b in zip(self.scores, deal.payments)]
        self.dealer, self.round_index, complete = next_dealer_and_round(
            deal.dealer, self.round_index, deal.winner, self.options["dealer_on_draw"])
        self.bets = [[], [], [], []] if complete else [list(b) for b in deal.bets]
        if self.round_index >= self.options["rounds"] or \
                self.deals_played >= self.options["max_deals"]:
            self.over = True
