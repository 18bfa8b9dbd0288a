"""Property and differential tests of the Guandan match engine (spec §4-§8).

The C++ engine (``paiju.guandan.Game`` / ``State``) is compared with the slow, independent
reference of ``tests/reference/guandan_match_reference.py`` and checked for invariants:

1. differential play: random small deals played move by move on both sides (legal move sets,
   turn, hands, top play, finishing order);
2. golden perft: engine ``perft`` against the reference's at depths 1..5, from the deal's start
   and from positions inside a trick;
3. level bookkeeping: ``_native._match_progress`` against the reference ``match_progress`` under
   random option combinations (streaks, A-failures, target level, max_deals, scoring);
4. tribute, return and anti-tribute: kind, payers' choices, receivers, leader and return choices
   against ``tribute_plan`` / ``tribute_result`` / ``return_choices`` for all 24 previous
   finishing orders;
5. whole matches with random legal play: consistency, card accounting, observations (and that
   they hide the other seats' cards), clone independence, record round trips (also through
   JSON), determinization, determinism, zero-sum returns, levels against the reference;
6. bad input: malformed records and illegal moves.

Everything is seeded (``random.Random``) and reproducible; a failure message carries the seed
and the position.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import numpy as np
import paiju
import pytest
from paiju import guandan

from tests.reference import guandan_match_reference as mref
from tests.reference.guandan_reference import PASS

LEVELS = "23456789TJQKA"
SUITS = "SHCD"
BAND = "A23456789TJQKA"  # consecutive in sequence order, ace at both ends
FULL_DECK = Counter({kind: 2 for kind in paiju.CARD_KINDS})
PERMUTATIONS = list(itertools.permutations(range(4)))
OBSERVATION_FIELDS = {
    "seat",
    "phase",
    "current_player",
    "hand",
    "cards_left",
    "played_by",
    "plays",
    "top",
    "top_seat",
    "levels",
    "deal_level",
    "deal_index",
    "finish_order",
    "tribute",
    "shown_big_jokers",
    "gave",
    "received",
}
PROGRESS_KEYS = (
    "deal_level",
    "declarer",
    "winner",
    "gain",
    "levels",
    "a_failures",
    "match_winner",
    "scores",
)


# ------------------------------------------------------------------------------------- helpers


def mt(move) -> tuple:
    """An engine Move as the reference's (type, rank, sorted cards) tuple."""
    if move.kind == "PASS":
        return PASS
    return (move.kind, move.rank, tuple(sorted(move.cards)))


def one_card(move) -> str:
    """The card of a one-card move (tribute, back, single)."""
    (card,) = list(move.cards)
    return card


def legal_set(state) -> set:
    moves = list(state.legal_moves())
    tuples = {mt(m) for m in moves}
    assert len(tuples) == len(moves), "the engine lists a move twice"
    return tuples


def cards(c) -> Counter:
    return Counter(list(c))


def is_one_two(finish) -> bool:
    return finish[1] == (finish[0] + 2) % 4


def assert_same_finish(engine, reference, context=""):
    """Engine and reference agree on the finishing order of an ended deal.

    The first finishers must agree exactly; the seats still holding cards at the end are
    appended by the engine in play order after the last finisher and by the reference in seat
    order, so the two "both last" seats of a 1-2 finish are compared as a set (and the engine's
    order is checked against its own documented rule)."""
    engine, reference = list(engine), list(reference)
    assert len(engine) == len(reference) == 4, (engine, reference, context)
    assert sorted(engine) == [0, 1, 2, 3], (engine, context)
    if is_one_two(reference):
        assert engine[:2] == reference[:2], (engine, reference, context)
        assert set(engine[2:]) == set(reference[2:]), (engine, reference, context)
        after_last = [(engine[1] + k) % 4 for k in (1, 2, 3)]
        assert engine[2:] == [s for s in after_last if s in engine[2:]], (engine, context)
    else:
        assert engine == reference, (engine, reference, context)


def snapshot(state) -> tuple:
    """Everything observable about a state (the legal moves by count only)."""
    return (
        state.phase,
        state.current_player,
        tuple(str(state.hand(seat)) for seat in range(4)),
        tuple(state.cards_left()),
        tuple(state.levels),
        state.deal_level,
        state.deal_index,
        tuple(state.finish_order),
        repr(state.top),
        state.top_seat,
        state.tribute,
        tuple(state.tribute_pairs),
        tuple((seat, repr(move)) for seat, move in state.history()),
        tuple(state.returns()),
        state.match_winner,
        tuple(state.a_failures),
        state.deals_played,
        None if state.previous_finish_order is None else tuple(state.previous_finish_order),
        state.is_terminal(),
        len(state.legal_moves()),
    )


def obs_key(obs) -> dict:
    return {k: repr(v) for k, v in sorted(obs.__dict__.items())}


def draw_small_deal(rng: random.Random, wilds: bool):
    """Four hands of 3-7 cards from a narrow band of ranks (so pairs, runs and bombs are
    common) plus jokers, drawn from two decks; 1-2 wild cards dealt to random seats if asked."""
    level = rng.choice(LEVELS)
    wild = "H" + level
    start = rng.randrange(0, len(BAND) - 4)
    band = sorted(set(BAND[start : start + rng.randint(4, 7)]))  # sorted: no hash-order dependence
    pool = [s + r for r in band for s in SUITS for _ in range(2)] + ["SB", "SB", "HR", "HR"]
    pool = [c for c in pool if c != wild]
    rng.shuffle(pool)
    hands, i = [], 0
    for _ in range(4):
        n = rng.randint(3, 7)
        hands.append(pool[i : i + n])
        i += n
    if wilds:
        for _ in range(rng.randint(1, 2)):
            hands[rng.randrange(4)].append(wild)
    return level, hands, rng.randrange(4)


# ------------------------------------------------------------------ 1. differential play


def play_against_reference(state, ref, rng: random.Random, context: str) -> list:
    """Play random legal moves on the engine state and the RefDeal together until the deal
    ends, comparing everything at every step; returns the moves played."""
    steps = []
    while not ref.is_over():
        where = f"{context} after {steps}"
        assert state.phase == "play" and not state.is_terminal(), where
        assert state.current_player == ref.current_player, where
        assert [sorted(state.hand(s)) for s in range(4)] == [ref.hand(s) for s in range(4)], where
        assert tuple(state.cards_left()) == ref.card_counts(), where
        assert list(state.finish_order) == ref.finish_order, where
        if ref.top_move is None:
            assert state.top is None, where
        else:
            assert mt(state.top) == ref.top_move and state.top_seat == ref.last_player, where
        got, expected = legal_set(state), ref.legal_moves()
        assert got == expected, (
            f"{where}\nonly engine: {sorted(got - expected)[:8]}"
            f"\nonly reference: {sorted(expected - got)[:8]}"
        )
        moves = list(state.legal_moves())
        # play more often than pass, so that deals run through many tricks
        move = moves[rng.randrange(len(moves))]
        if move.kind == "PASS" and len(moves) > 1 and rng.random() < 0.5:
            move = rng.choice([m for m in moves if m.kind != "PASS"])
        steps.append(mt(move))
        # the three accepted forms of a move: Move, its text, the platform's [type, rank, cards]
        form = rng.randrange(3)
        state.apply(move if form == 0 else str(move) if form == 1 else move.to_platform())
        ref = ref.apply(mt(move))
    assert state.phase == "match_over" and state.is_terminal(), context
    assert len(state.legal_moves()) == 0, context
    assert_same_finish(state.finish_order, ref.finish_order, f"{context} moves {steps}")
    return steps


def play_both(seed: int, wilds: bool) -> None:
    rng = random.Random(seed)
    level, hands, leader = draw_small_deal(rng, wilds)
    fhjp = rng.random() < 0.75
    state = guandan.Game(full_house_joker_pair=fhjp).new_deal(
        hands=hands, level=level, leader=leader
    )
    ref = mref.RefDeal(hands, level, leader, full_house_joker_pair=fhjp)
    context = f"seed {seed} hands {hands} level {level} leader {leader} fhjp {fhjp}"
    play_against_reference(state, ref, rng, context)
    record = state.to_record()
    assert snapshot(guandan.replay(record)) == snapshot(state), context
    assert snapshot(guandan.replay(json.loads(json.dumps(record)))) == snapshot(state), context


@pytest.mark.parametrize("block", range(4))
def test_differential_play_small_deals(block):
    # 4 blocks x 100 deals = 400 deals, half of them with wilds
    for k in range(100):
        seed = 1000 * block + k
        play_both(seed, wilds=seed % 2 == 1)


# ---------------------------------------------------------------------- 2. golden perft


@pytest.mark.parametrize("seed", range(16))
def test_perft_matches_reference(seed):
    rng = random.Random(20_000 + seed)
    level, hands, leader = draw_small_deal(rng, wilds=seed % 2 == 1)
    state = guandan.Game().new_deal(hands=hands, level=level, leader=leader)
    ref = mref.RefDeal(hands, level, leader)
    context = f"seed {seed} hands {hands} level {level} leader {leader}"
    before = snapshot(state)
    max_depth = 5 if seed < 6 else 4
    for depth in range(max_depth + 1):
        assert guandan.perft(state, depth) == mref.perft(ref, depth), f"{context} depth {depth}"
    assert snapshot(state) == before, "perft changed the state"
    # inside the deal: a few random moves, then perft from a position with a trick in progress
    for _ in range(rng.randint(2, 6)):
        if ref.is_over():
            break
        move = rng.choice(sorted(ref.legal_moves()))
        state.apply(
            move[0] + " " + move[1] + "".join(" " + c for c in move[2]) if move != PASS else "PASS"
        )
        ref = ref.apply(move)
    for depth in range(4):
        assert guandan.perft(state, depth) == mref.perft(ref, depth), (
            f"{context} mid-deal depth {depth}"
        )


def test_perft_of_ended_deal_is_one():
    state = guandan.Game().new_deal(hands=[["S3"], ["S4"], ["S5"], ["S6"]], level="2", leader=0)
    # the reference self-test counts 6 leaves for this deal (one card each)
    assert [guandan.perft(state, d) for d in range(7)] == [1, 1, 2, 4, 6, 6, 6]
    state.apply("Single 3 S3")
    state.apply("Single 4 S4")
    state.apply("Single 5 S5")  # 0 and 2 out: the deal (and this one-deal match) is over
    assert state.is_terminal()
    assert [guandan.perft(state, d) for d in range(4)] == [1, 1, 1, 1]


# ------------------------------------------------------------------ 3. level bookkeeping


def random_finishes(rng: random.Random, n: int) -> list:
    """Finishing orders with streaks of one team winning (so target levels are reached)."""
    favourite, volatility = rng.randrange(2), rng.random()
    out = []
    for _ in range(n):
        if rng.random() < volatility:
            favourite = rng.randrange(2)
        if rng.random() < 0.8:
            out.append(list(rng.choice([p for p in PERMUTATIONS if p[0] % 2 == favourite])))
        else:
            out.append(list(rng.choice(PERMUTATIONS)))
    return out


def random_match_options(rng: random.Random) -> dict:
    return {
        "streak_bonus": rng.random() < 0.5,
        "a_fail_limit": rng.randint(0, 4),
        "a_fail_counts": rng.choice(["any", "partner_last"]),
        "target_level": rng.choice(["5", "8", "A"]),
        "max_deals": rng.randint(0, 12),
        "scoring": rng.choice(["levels", "none"]),
    }


def compare_progress(options: dict, finishes: list, context: str) -> None:
    engine = guandan._native._match_progress(guandan.Game(**options).options, finishes)
    reference = mref.match_progress(finishes, **options)
    assert len(engine) == len(reference), f"{context}: {len(engine)} deals vs {len(reference)}"
    for i, (e, r) in enumerate(zip(engine, reference)):
        e = {k: e[k] for k in PROGRESS_KEYS}
        r = {k: r[k] for k in PROGRESS_KEYS}
        assert e == r, f"{context}, deal {i}:\nengine    {e}\nreference {r}"


def test_level_bookkeeping_matches_reference():
    outcomes = Counter()
    for seed in range(600):
        rng = random.Random(30_000 + seed)
        options = random_match_options(rng)
        finishes = random_finishes(rng, rng.randint(1, 40))
        compare_progress(options, finishes, f"seed {seed} options {options} finishes {finishes}")
        outcomes[str(mref.match_progress(finishes, **options)[-1]["match_winner"])] += 1
    # the sample reaches every kind of ending
    assert set(outcomes) == {"0", "1", "draw", "None"}, outcomes


def test_level_bookkeeping_exhaustive_short_sequences():
    # every sequence of 3 finishing orders under a few option sets that reach the target fast
    for options in (
        {
            "streak_bonus": True,
            "a_fail_limit": 1,
            "a_fail_counts": "any",
            "target_level": "3",
            "max_deals": 0,
            "scoring": "levels",
        },
        {
            "streak_bonus": True,
            "a_fail_limit": 2,
            "a_fail_counts": "partner_last",
            "target_level": "4",
            "max_deals": 3,
            "scoring": "none",
        },
    ):
        for finishes in itertools.product(PERMUTATIONS, repeat=3):
            compare_progress(
                options, [list(f) for f in finishes], f"options {options} finishes {finishes}"
            )


# ---------------------------------------------------------------------------- 4. tribute


def draw_tribute_hands(rng: random.Random, level: str) -> list:
    """Four hands of 2-8 cards. Every hand holds at least one card that is not a heart level
    card (a payer holding only wilds is the degenerate case of test_tribute_payer_with_only_wilds).
    Narrow pools make ties and several highest cards common; big jokers are placed on purpose
    so that anti-tribute arises for some previous finishing orders."""
    wild = "H" + level
    if rng.random() < 0.5:
        start = rng.randrange(0, len(BAND) - 4)
        ranks = sorted(set(BAND[start : start + rng.randint(4, 6)]) | {level})  # >= 34 cards
        pool = [s + r for r in ranks for s in SUITS for _ in range(2)] + ["SB", "SB"]
    else:
        pool = [k for k in paiju.CARD_KINDS for _ in range(2) if k != "HR"]
    pool = [c for c in pool if c != "HR"]
    rng.shuffle(pool)
    hands = []
    for _ in range(4):
        n = rng.randint(2, 8)
        first = next(i for i, c in enumerate(pool) if c != wild)
        hand = [pool.pop(first)] + [pool.pop() for _ in range(n - 1)]
        hands.append(hand)
    for _ in range(rng.choice([0, 1, 2, 2])):  # big jokers: 0, 1 or 2 of them
        hands[rng.randrange(4)].append("HR")
    return hands


def run_tribute_case(hands, level, prev, return_max, rng, context, play_on=False) -> None:
    game = guandan.Game(return_max=return_max)
    state = game.new_deal(
        hands=hands, level=level, leader=rng.randrange(4), previous_finish=list(prev)
    )
    plan = mref.tribute_plan(prev, hands, level)
    assert state.tribute == plan["kind"], f"{context}: engine {state.tribute}, reference {plan}"
    shown = state.observation(0).shown_big_jokers
    if plan["kind"] == "anti":
        expected_shown = [hands[s].count("HR") if s in plan["would_pay"] else 0 for s in range(4)]
        assert list(shown) == expected_shown, context
        assert state.phase == "play" and state.current_player == plan["leader"], context
        assert list(state.tribute_pairs) == [], context
        assert [sorted(state.hand(s)) for s in range(4)] == [sorted(h) for h in hands], context
        return
    assert list(shown) == [0, 0, 0, 0], context

    paid = {}
    while state.phase == "tribute":
        payer = state.current_player
        assert payer in plan["payers"] and payer not in paid, f"{context}: {payer} pays"
        moves = list(state.legal_moves())
        assert all(m.kind == "tribute" and len(m.cards) == 1 for m in moves), context
        got = {one_card(m) for m in moves}
        assert len(got) == len(moves), context
        assert got == plan["choices"][payer], (
            f"{context}: payer {payer} engine {got} reference {plan['choices'][payer]}"
        )
        move = rng.choice(moves)
        paid[payer] = one_card(move)
        state.apply(move)
    assert sorted(paid) == plan["payers"], context
    result = mref.tribute_result(prev, paid, level)
    assert sorted(state.tribute_pairs) == sorted(result["receivers"].items()), (
        f"{context}: paid {paid}, engine {state.tribute_pairs}, reference {result}"
    )

    returned = {}
    payer_of = {r: p for p, r in result["receivers"].items()}
    while state.phase == "return":
        receiver = state.current_player
        assert receiver in payer_of and receiver not in returned, f"{context}: {receiver} returns"
        moves = list(state.legal_moves())
        assert all(m.kind == "back" and len(m.cards) == 1 for m in moves), context
        got = {one_card(m) for m in moves}
        expected = mref.return_choices(list(state.hand(receiver)), level, return_max)
        assert got == expected, (
            f"{context}: paid {paid}; receiver {receiver} holding {state.hand(receiver)} "
            f"engine {sorted(got)} reference {sorted(expected)}"
        )
        move = rng.choice(moves)
        returned[receiver] = one_card(move)
        state.apply(move)
    assert sorted(returned) == sorted(payer_of), context
    assert state.phase == "play", context
    assert state.current_player == result["leader"], (
        f"{context}: paid {paid}, leader {state.current_player}"
    )

    expected_hands = [Counter(h) for h in hands]
    for payer, card in paid.items():
        receiver = result["receivers"][payer]
        expected_hands[payer][card] -= 1
        expected_hands[receiver][card] += 1
        expected_hands[receiver][returned[receiver]] -= 1
        expected_hands[payer][returned[receiver]] += 1
    assert [cards(state.hand(s)) for s in range(4)] == [+h for h in expected_hands], context
    # giver and receiver see the tribute card, nobody else
    for seat in range(4):
        obs = state.observation(seat)
        if seat in paid:
            receiver = result["receivers"][seat]
            assert list(obs.gave.cards) == [paid[seat]] and list(obs.received.cards) == [
                returned[receiver]
            ]
        elif seat in payer_of:
            assert list(obs.received.cards) == [paid[payer_of[seat]]] and list(obs.gave.cards) == [
                returned[seat]
            ]
        else:
            assert obs.gave is None and obs.received is None, context
        assert all(m.kind not in ("tribute", "back") for _, m in obs.plays), context
    if play_on:
        # the deal goes on from the hands after tribute, led as §6 says: play it out against
        # the reference, then the record of the whole deal must replay
        ref = mref.RefDeal([list(state.hand(s)) for s in range(4)], level, state.current_player)
        play_against_reference(state, ref, rng, f"{context}, after tribute")
        record = state.to_record()
        assert snapshot(guandan.replay(json.loads(json.dumps(record)))) == snapshot(state), context


@pytest.mark.parametrize("block", range(3))
def test_tribute_matches_reference(block):
    kinds = Counter()
    for k in range(12):
        seed = 40_000 + 100 * block + k
        rng = random.Random(seed)
        level = rng.choice(LEVELS)
        hands = draw_tribute_hands(rng, level)
        for prev in PERMUTATIONS:
            for return_max in (10, 0):
                context = f"seed {seed} level {level} hands {hands} previous {prev} "
                context += f"return_max {return_max}"
                run_tribute_case(
                    hands, level, prev, return_max, rng, context, play_on=return_max == 10
                )
                kinds[mref.tribute_plan(prev, hands, level)["kind"]] += 1
    assert set(kinds) == {"single", "double", "anti"}, kinds


def test_double_tribute_tie_both_options():
    # every seat holds a king and a low card, so both losers of a 1-2 finish pay a king (a tie).
    # next_after_first (default): the loser after the 1st player in play order pays the 1st and
    # leads; previous_before_first: the loser before the 1st player does.
    hands = [["SK", "S3"], ["HK", "S4"], ["CK", "S5"], ["DK", "S6"]]
    for tie, offset in (("next_after_first", 1), ("previous_before_first", 3)):
        for first in range(4):
            prev = [first, (first + 2) % 4, (first + 1) % 4, (first + 3) % 4]
            state = guandan.Game(double_tribute_tie=tie).new_deal(
                hands=hands, level="2", previous_finish=prev
            )
            assert state.tribute == "double"
            while state.phase == "tribute":
                (move,) = list(state.legal_moves())
                assert move.kind == "tribute" and move.rank == "K"
                state.apply(move)
            big = (first + offset) % 4
            small = (first + 4 - offset) % 4
            assert sorted(state.tribute_pairs) == sorted(
                [(big, first), (small, (first + 2) % 4)]
            ), (tie, first)
            if tie == "next_after_first":
                paid = {big: hands[big][0], small: hands[small][0]}
                assert mref.tribute_result(prev, paid, "2") == {
                    "receivers": {big: first, small: (first + 2) % 4},
                    "leader": big,
                }
            while state.phase == "return":
                state.apply(state.legal_moves()[0])
            assert state.phase == "play" and state.current_player == big, (tie, first)


def test_tribute_payer_with_only_wilds():
    # Reproduction: Game().new_deal(hands=[['S3'],['S4'],['S5'],['H2']], level='2',
    #     previous_finish=[0,1,2,3]) -> phase 'tribute', current_player 3, legal_moves() empty,
    #     is_terminal() False. Either new_deal should reject the position or the game must go on.
    for hands, prev in (
        ([["S3"], ["S4"], ["S5"], ["H2"]], [0, 1, 2, 3]),
        ([["S3"], ["S4"], ["S5"], ["H2", "H2"]], [0, 1, 2, 3]),
        ([["S3"], ["S4", "S9"], ["S5"], ["H2"]], [0, 2, 1, 3]),
    ):
        try:
            state = guandan.Game().new_deal(hands=hands, level="2", previous_finish=prev)
        except paiju.PaijuError:
            continue  # rejecting the position is an acceptable fix
        for _ in range(4):
            if state.is_terminal() or state.phase == "play":
                break
            assert len(state.legal_moves()) > 0, f"{hands} {prev}: stuck in {state.phase}"
            state.apply(state.legal_moves()[0])


# --------------------------------------------------------------------- 5. whole matches


class MatchChecker:
    """Random legal play of one match with invariant checks after every step."""

    def __init__(self, seed: int):
        self.seed = seed
        self.rng = random.Random(50_000 + seed)
        rng = self.rng
        self.preset = rng.choice(["competition", "suqian"])
        self.options = {
            "max_deals": rng.randint(3, 5),
            "return_max": rng.choice([10, 0]),
            "a_fail_limit": rng.randint(0, 3),
            "a_fail_counts": rng.choice(["any", "partner_last"]),
            "target_level": rng.choice(["3", "5", "A"]),
            "scoring": rng.choice(["levels", "none"]),
        }
        self.game = guandan.Game(self.preset, **self.options)
        self.state = self.game.new_match(seed=seed)
        self.choices = []  # index chosen at every step (for the determinism check)
        self.log = []  # (deal_index, phase, seat, move) of every step
        self.finishes = []  # engine finishing orders of the deals played
        self.out = []  # seats out in the current deal, in the order they went out

    # -------------------------------------------------------------- bookkeeping helpers

    def deal_moves(self):
        d = self.state.deal_index
        return [(phase, seat, m) for di, phase, seat, m in self.log if di == d]

    def played_by(self):
        played = [Counter() for _ in range(4)]
        for phase, seat, m in self.deal_moves():
            if phase == "play" and m.kind != "PASS":
                played[seat].update(list(m.cards))
        return played

    # ------------------------------------------------------------------------ checks

    def check_state(self):
        s = self.state
        context = f"match seed {self.seed} step {len(self.log)}"
        assert s.is_consistent(), context
        if not s.is_terminal():
            assert len(s.legal_moves()) > 0, f"{context}: no legal move in a live state"
        assert s.is_terminal() == (s.phase == "match_over"), context
        hands = [cards(s.hand(seat)) for seat in range(4)]
        played = self.played_by()
        total = sum(hands, Counter()) + sum(played, Counter())
        assert total == FULL_DECK, f"{context}: hands + played cards are not the 108 cards"
        assert list(s.cards_left()) == [len(s.hand(seat)) for seat in range(4)], context
        r = s.returns()
        assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1], f"{context}: returns {r}"
        for seat in range(4):
            o = s.observation(seat)
            assert o.seat == seat and o.phase == s.phase and o.current_player == s.current_player
            assert o.hand == s.hand(seat) and cards(o.hand) == hands[seat], context
            assert list(o.cards_left) == list(s.cards_left()), context
            assert tuple(o.levels) == tuple(s.levels) and o.deal_level == s.deal_level, context
            assert o.deal_index == s.deal_index and list(o.finish_order) == list(s.finish_order)
            assert [cards(c) for c in o.played_by] == played, context
            public = [(seat_, m) for phase, seat_, m in self.deal_moves() if phase == "play"]
            assert [(p, mt(m)) for p, m in o.plays] == [(p, mt(m)) for p, m in public], context
            assert o.tribute == s.tribute, context
            assert repr(o.top) == repr(s.top) and o.top_seat == s.top_seat, context
            # what this seat gave / received is its own business; nothing else is in the observation
            gave = [
                m
                for phase, p, m in self.deal_moves()
                if phase in ("tribute", "return") and p == seat
            ]
            assert (None if not gave else mt(gave[0])) == (
                None if o.gave is None else mt(o.gave)
            ), context
            mine = {p for p, r_ in s.tribute_pairs if r_ == seat} | {
                r_ for p, r_ in s.tribute_pairs if p == seat
            }
            got = [
                m
                for phase, p, m in self.deal_moves()
                if phase in ("tribute", "return") and p in mine
            ]
            assert (None if not got else mt(got[0])) == (
                None if o.received is None else mt(o.received)
            ), context
            assert set(o.__dict__) == OBSERVATION_FIELDS, (
                f"{context}: observation fields {set(o.__dict__)}"
            )
            t = o.tensor()
            assert t.shape == (guandan.TENSOR_SIZE,) and t.dtype == np.float32
            lo, hi = guandan.TENSOR_LAYOUT["hand"]
            assert list(t[lo:hi]) == list(s.hand(seat).counts()), context

    def check_clone(self):
        s = self.state
        before = snapshot(s)
        c = s.clone()
        assert snapshot(c) == before
        if not c.is_terminal():
            moves = c.legal_moves()
            c.apply(moves[self.rng.randrange(len(moves))])
            assert snapshot(s) == before, "applying to a clone changed the original"
        return c, snapshot(c)

    def check_record(self):
        s = self.state
        record = s.to_record()
        assert record["game"] == "guandan" and record["options"] == self.game.options
        again = json.loads(json.dumps(record))
        for r in (record, again):
            copy_ = guandan.replay(r)
            assert snapshot(copy_) == snapshot(s), f"match seed {self.seed}: replay differs"
            if not s.is_terminal():
                assert legal_set(copy_) == legal_set(s)
            assert copy_.to_record() == record

    def check_resample(self, seat):
        s = self.state
        o = s.observation(seat)
        hidden = sum((cards(s.hand(t)) for t in range(4) if t != seat), Counter())
        played = self.played_by()
        worlds = [s.resample(seat, seed=k) for k in range(4)]
        assert snapshot(s.resample(seat, seed=0)) == snapshot(worlds[0]), (
            "same seed, different world"
        )
        for w in worlds:
            context = f"match seed {self.seed} step {len(self.log)} resample for {seat}"
            assert w.is_consistent(), context
            assert w.hand(seat) == s.hand(seat), context
            assert list(w.cards_left()) == list(s.cards_left()), context
            assert sum((cards(w.hand(t)) for t in range(4) if t != seat), Counter()) == hidden, (
                context
            )
            assert (
                w.phase,
                w.current_player,
                tuple(w.levels),
                w.deal_index,
                list(w.finish_order),
            ) == (s.phase, s.current_player, tuple(s.levels), s.deal_index, list(s.finish_order)), (
                context
            )
            assert obs_key(w.observation(seat)) == obs_key(o), context
            assert np.array_equal(w.observation(seat).tensor(), o.tensor()), context
            if s.current_player == seat and not s.is_terminal():
                assert legal_set(w) == legal_set(s), context
            # public knowledge: shown big jokers stay with their holders unless played
            for t in range(4):
                if t != seat:
                    need = o.shown_big_jokers[t] - played[t]["HR"]
                    assert cards(w.hand(t))["HR"] >= need, context
            # private knowledge: the card this seat gave is still with its recipient unless played
            if o.gave is not None and s.phase in ("return", "play") and s.tribute_pairs:
                card = one_card(o.gave)
                pairs = list(s.tribute_pairs)
                target = (
                    next(r for p, r in pairs if p == seat)
                    if o.gave.kind == "tribute"
                    else next(p for p, r in pairs if r == seat)
                )
                need = 1 - played[target][card]
                if (
                    o.gave.kind == "tribute"
                    and o.received is not None
                    and list(o.received.cards) == [card]
                ):
                    need -= 1
                if need > 0:
                    assert cards(w.hand(target))[card] >= 1, context
            # a receiver knows the tribute card was its payer's highest (heart level cards aside):
            # the payer's hand in the world holds nothing above it but what it got back
            if (
                o.received is not None
                and o.received.kind == "tribute"
                and s.phase in ("return", "play")
            ):
                card = one_card(o.received)
                payer = next(p for p, r in s.tribute_pairs if r == seat)
                rest = cards(w.hand(payer))
                if o.gave is not None:
                    rest[one_card(o.gave)] -= 1
                above = [
                    c
                    for c in +rest
                    if c != "H" + s.deal_level
                    and mref.card_power(c, s.deal_level) > mref.card_power(card, s.deal_level)
                ]
                assert not above, (
                    f"{context}: payer {payer} paid {card} but holds {above} in the world"
                )
        others_holding = [t for t in range(4) if t != seat and len(s.hand(t))]
        if len(others_holding) >= 2 and sum(hidden.values()) >= 10:
            assert len({tuple(str(w.hand(t)) for t in range(4)) for w in worlds}) > 1, (
                "resample never varies"
            )

    # -------------------------------------------------------------------------- play

    def run(self, checkpoint_every: int = 40):
        s = self.state
        deal_start_checked = -1
        step = 0
        while True:
            self.check_state()
            if (
                s.deal_index != deal_start_checked
                and s.phase in ("tribute", "play")
                and s.deal_index > 0
            ):
                self.check_tribute_start()
                deal_start_checked = s.deal_index
            if s.phase == "tribute":
                got = {one_card(m) for m in s.legal_moves()}
                assert got == mref.tribute_choices(list(s.hand(s.current_player)), s.deal_level)
            if s.phase == "return":
                got = {one_card(m) for m in s.legal_moves()}
                assert got == mref.return_choices(
                    list(s.hand(s.current_player)), s.deal_level, self.game.options["return_max"]
                )
            if step % checkpoint_every == 0 or s.is_terminal() or s.phase in ("tribute", "return"):
                self.check_record()
                for seat in range(4):
                    self.check_resample(seat)
            if s.is_terminal():
                break
            clone, clone_snap = self.check_clone()
            moves = s.legal_moves()
            i = self.rng.randrange(len(moves))
            if moves[i].kind == "PASS" and len(moves) > 1 and self.rng.random() < 0.7:
                i = self.rng.randrange(1, len(moves)) if moves[0].kind == "PASS" else i
            move = moves[i]
            self.choices.append(i)
            self.log.append((s.deal_index, s.phase, s.current_player, move))
            deal_before = s.deal_index
            phase_before, mover, held = s.phase, s.current_player, len(s.hand(s.current_player))
            s.apply(move)
            if phase_before == "play" and move.kind != "PASS" and len(move.cards) == held:
                self.out.append(
                    mover
                )  # (when this ends the deal, s.hand is already the next deal's)
            if s.deal_index == deal_before and not s.is_terminal():
                assert list(s.finish_order) == self.out, (
                    f"match seed {self.seed}: {s.finish_order} vs {self.out}"
                )
            assert snapshot(clone) == clone_snap, "applying to the original changed a clone"
            if s.deal_index != deal_before or s.is_terminal():
                self.deal_ended()
            step += 1
        return self

    def check_tribute_start(self):
        s = self.state
        prev = list(s.previous_finish_order)
        assert prev == self.finishes[-1]
        # the hands before any tribute move of this deal
        assert not self.deal_moves()  # runs before the first move of the deal
        start = [cards(s.hand(t)) for t in range(4)]
        plan = mref.tribute_plan(prev, [list(start[t].elements()) for t in range(4)], s.deal_level)
        assert s.tribute == plan["kind"], (
            f"match seed {self.seed} deal {s.deal_index}: {s.tribute} vs {plan}"
        )
        if plan["kind"] == "anti":
            assert s.phase == "play" and s.current_player == plan["leader"]

    def deal_ended(self):
        s = self.state
        finish = list(s.finish_order) if s.is_terminal() else list(s.previous_finish_order)
        assert sorted(finish) == [0, 1, 2, 3]
        # the seats that went out, in order, then the rest in play order after the last of them
        assert finish[: len(self.out)] == self.out, (finish, self.out)
        rest = [(self.out[-1] + k) % 4 for k in (1, 2, 3)]
        assert finish[len(self.out) :] == [t for t in rest if t not in self.out], (finish, self.out)
        # it ended as soon as a team was out (1-2: both partners) or three seats were out
        partners = len(self.out) >= 2 and self.out[1] == (self.out[0] + 2) % 4
        assert (len(self.out) == 2 and partners) or (len(self.out) == 3 and not partners), self.out
        self.out = []
        self.finishes.append(finish)
        progress = mref.match_progress(
            self.finishes,
            **{
                k: v
                for k, v in self.game.options.items()
                if k
                in (
                    "streak_bonus",
                    "a_fail_limit",
                    "a_fail_counts",
                    "target_level",
                    "max_deals",
                    "scoring",
                )
            },
        )
        last = progress[-1]
        context = f"match seed {self.seed} finishes {self.finishes}: {last}"
        assert len(progress) == len(self.finishes), context
        assert tuple(s.levels) == tuple(last["levels"]), context
        assert s.returns() == [float(last["scores"][t % 2]) for t in range(4)], context
        assert s.deals_played == len(self.finishes), context
        if last["match_winner"] is None:
            assert not s.is_terminal(), context
            assert s.deal_level == last["levels"][last["winner"]], context
            assert s.deal_index == len(self.finishes), context
        else:
            assert s.is_terminal(), context
            assert s.match_winner == last["match_winner"], context
        assert tuple(s.a_failures) == tuple(last["a_failures"]), context


@pytest.mark.parametrize("seed", range(10))
def test_random_matches_keep_invariants(seed):
    checker = MatchChecker(seed).run()
    assert checker.state.is_terminal() and len(checker.finishes) >= 1


def test_matches_are_deterministic():
    first = MatchChecker(7)
    first.run(checkpoint_every=10_000)
    # replaying the same seed with the same choice indices gives identical states at every step
    a = guandan.Game(first.preset, **first.options).new_match(seed=7)
    b = guandan.Game(first.preset, **first.options).new_match(seed=7)
    assert snapshot(a) == snapshot(b)
    for i in first.choices:
        a.apply(a.legal_moves()[i])
        b.apply(b.legal_moves()[i])
        assert snapshot(a) == snapshot(b)
    assert a.to_record() == b.to_record() == first.state.to_record()
    # different seeds deal differently
    hands = {
        tuple(str(guandan.Game().new_match(seed=k).hand(t)) for t in range(4)) for k in range(5)
    }
    assert len(hands) == 5


def positions_after_tribute(seeds, return_max=10):
    """For each seed: a match played at random until the first deal whose tribute was paid and
    returned (phase 'play', last move a 'back'); yields (seed, state)."""
    for seed in seeds:
        state = guandan.Game(max_deals=6, return_max=return_max).new_match(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            history = state.history()
            if state.phase == "play" and history and history[-1][1].kind == "back":
                yield seed, state
                break
            moves = state.legal_moves()
            state.apply(moves[rng.randrange(len(moves))])


def test_resampled_world_record_round_trip():
    # Reproduction: s = Game(max_deals=3).new_match(seed=5); 20 random moves (random.Random(0));
    # w = s.resample(0, seed=1); replay(w.to_record()) has the hands of s, not of w, and
    # Game(max_deals=3).new_match(w.to_record()['seed']) + w's moves recovers every hidden hand.
    state = guandan.Game(max_deals=3).new_match(seed=5)
    rng = random.Random(0)
    for _ in range(20):
        moves = state.legal_moves()
        state.apply(moves[rng.randrange(len(moves))])
    world = state.resample(0, seed=1)
    assert [str(world.hand(t)) for t in (1, 2, 3)] != [str(state.hand(t)) for t in (1, 2, 3)]
    try:
        record = world.to_record()
        again = guandan.replay(record)
    except paiju.PaijuError:
        return  # refusing to record (or replay) a determinized world would be acceptable
    assert [str(again.hand(t)) for t in range(4)] == [str(world.hand(t)) for t in range(4)], (
        "replay(world.to_record()) rebuilt the true hands"
    )


def test_resample_respects_public_tribute_deduction():
    # A payer holding one big joker must pay it (its highest card); holding both (alone, or with
    # the other payer of a double tribute) it refuses (anti-tribute). So after a paid tribute no
    # payer holds a big joker, unless one came back as the return card (impossible with
    # return_max 10). Every seat can deduce this; the resampled world must respect it.
    # Reproduction: s = Game(max_deals=6, return_max=10).new_match(seed=0); apply
    # moves[rng.randrange(len(moves))] with rng = random.Random(0) until the first play after a
    # return (270 moves: deal 2, level 6, seat 1 paid SB to seat 3, got C5 back; seat 1 holds no
    # HR). s.resample(2, seed=1) and s.resample(2, seed=2) give seat 1 a big joker (HR).
    violations = []
    for seed, state in positions_after_tribute(range(6)):
        payers = [p for p, _ in state.tribute_pairs]
        assert all(cards(state.hand(p))["HR"] == 0 for p in payers)  # the truth respects it
        for observer in range(4):
            for k in range(3):
                world = state.resample(observer, seed=k)
                for p in payers:
                    if p != observer and cards(world.hand(p))["HR"]:
                        violations.append((seed, observer, k, p))
    assert not violations, (
        f"(match seed, observer, resample seed, payer holding HR): {violations[:6]}"
    )


def test_resampled_world_history_hides_private_tribute_cards():
    # Spec §8: tribute cards are private to giver and receiver. A world resampled for a seat
    # outside a tribute pair keeps only the history that seat saw: the pair's tribute and back
    # moves are left out (their cards were never drawn for the world), while a seat inside the
    # pair keeps its own exchange, card included.
    checked = 0
    for seed, state in positions_after_tribute(range(6)):
        pairs = list(state.tribute_pairs)
        for observer in range(4):
            world = state.resample(observer, seed=0)
            transfers = [(seat, m) for seat, m in world.history() if m.kind in ("tribute", "back")]
            true_transfers = [(seat, m) for seat, m in state.history() if m.kind in ("tribute", "back")]
            for seat, move in transfers:
                assert (seat, move) in true_transfers and len(move.cards) == 1
            for payer, receiver in pairs:
                own = [(seat, m) for seat, m in transfers if seat in (payer, receiver)
                       and state.history().index((seat, m)) >= len(state.history()) - 2 * len(pairs) - 1]
                if observer in (payer, receiver):
                    assert own, f"match seed {seed}: seat {observer} lost its own exchange"
                else:
                    assert not own, f"match seed {seed} observer {observer}: world shows {own}"
                checked += 1
            plays = [(seat, m) for seat, m in world.history() if m.kind not in ("tribute", "back")]
            assert plays == [(seat, m) for seat, m in state.history() if m.kind not in ("tribute", "back")]
    assert checked > 0


# ----------------------------------------------------------------------- 6. bad input


def played_record(seed=3, steps=60):
    state = guandan.Game(max_deals=2).new_match(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        moves = state.legal_moves()
        state.apply(moves[rng.randrange(len(moves))])
    return state, state.to_record()


def test_replay_rejects_malformed_records():
    state, record = played_record()
    assert snapshot(guandan.replay(record)) == snapshot(state)
    bad = []
    bad += [None, [], "record", 5, {}, json.dumps(record)]
    for key in ("game", "options", "seed", "deal", "moves"):
        r = dict(record)
        del r[key]
        bad.append(r)
    bad.append({**record, "game": "doudizhu"})
    bad.append({**record, "options": {"streak_bonus": "yes"}})
    bad.append({**record, "options": {"bogus": 1}})
    bad.append({**record, "seed": "x"})
    bad.append({**record, "seed": None})  # neither a seed nor a deal
    bad.append({**record, "moves": None})
    bad.append({**record, "moves": [5]})
    bad.append({**record, "moves": [(0, "garbage")]})
    moves = list(record["moves"])
    # wrong seat
    seat, text = moves[10]
    bad.append({**record, "moves": moves[:10] + [((seat + 1) % 4, text)] + moves[11:]})
    # illegal moves: a card the seat does not hold; a pass where it must lead; a single that
    # does not beat the top single; the first move twice (then by the wrong seat)
    before = guandan.replay({**record, "moves": moves[:10]})
    missing = next(
        c for c in paiju.CARD_KINDS if c not in list(before.hand(seat)) and c not in ("SB", "HR")
    )
    bad.append(
        {**record, "moves": moves[:10] + [(seat, f"Single {missing[1]} {missing}")] + moves[11:]}
    )
    bad.append({**record, "moves": moves[:10] + [(seat, "Single R HR HR")] + moves[11:]})
    first_seat, _ = moves[0]
    bad.append({**record, "moves": [(first_seat, "PASS")] + moves[1:]})
    found_low = False
    for i in range(1, len(moves)):
        position = guandan.replay({**record, "moves": moves[:i]})
        if position.phase != "play" or position.top is None or position.top.kind != "Single":
            continue
        legal = legal_set(position)
        for c in position.hand(position.current_player):
            text = f"Single {c[1]} {c}"
            if mt(guandan.Move.parse(text)) not in legal:
                bad.append(
                    {
                        **record,
                        "moves": moves[:i] + [(position.current_player, text)] + moves[i + 1 :],
                    }
                )
                found_low = True
                break
        if found_low:
            break
    assert found_low
    bad.append({**record, "moves": moves[:1] + moves[:1] + moves[2:]})
    # one move too many after the match is over
    over = guandan.Game(max_deals=1).new_match(seed=1)
    while not over.is_terminal():
        over.apply(over.legal_moves()[0])
    over_record = over.to_record()
    last_seat, _ = over_record["moves"][-1]
    bad.append({**over_record, "moves": over_record["moves"] + [(last_seat, "PASS")]})
    # a deal record with a third copy of a card
    bad.append(
        {
            **record,
            "seed": None,
            "deal": {
                "hands": ["S3 S3 S3", "S4", "S5", "S6"],
                "level": "2",
                "leader": 0,
                "previous_finish": None,
            },
            "moves": [],
        }
    )
    for r in bad:
        with pytest.raises(paiju.InvalidRecordError):
            guandan.replay(r)
    # the record itself was not changed by any of this
    assert snapshot(guandan.replay(record)) == snapshot(state)


def test_illegal_moves_raise_and_leave_the_state_unchanged():
    rng = random.Random(11)
    state = guandan.Game(max_deals=3).new_match(seed=11)
    tried = Counter()
    while not state.is_terminal():
        before, record = snapshot(state), state.to_record()
        legal = legal_set(state)
        hand = list(state.hand(state.current_player))
        other = next(t for t in range(4) if t != state.current_player)
        candidates = ["garbage", 12, None, ["Single"], "Single 5", ["Single", "R", ["HR", "HR"]]]
        if state.phase == "play":
            candidates += ["tribute 3 S3"]
            if state.top is None:
                candidates += ["PASS", ["PASS", "PASS", "PASS"]]
            others = list(state.hand(other))
            candidates += ["Single " + c[1] + " " + c for c in others if c not in hand][:2]
            if state.top is not None and state.top.kind == "Single":
                low = [c for c in hand if c not in ("SB", "HR")]
                candidates += ["Single " + c[1] + " " + c for c in low]
        else:
            # tribute / return: no passing, no plays, and only the cards the rules allow
            kind = "tribute" if state.phase == "tribute" else "back"
            allowed = {one_card(m) for m in state.legal_moves()}
            candidates += ["PASS", f"Single {hand[0][1]} {hand[0]}"]
            candidates += [f"{kind} {c[1]} {c}" for c in sorted(set(hand) - allowed)][:3]
            candidates += [f"{kind} {c[1]} {c}" for c in paiju.CARD_KINDS if c not in hand][:1]
        for bad in candidates:
            is_legal = False
            if isinstance(bad, str) and bad not in ("garbage",):
                try:
                    is_legal = any(
                        mt(m) == mt(guandan.Move.parse(bad)) for m in state.legal_moves()
                    )
                except paiju.PaijuError:
                    is_legal = False
            if is_legal:
                continue
            with pytest.raises(paiju.IllegalMoveError):
                state.apply(bad)
            assert snapshot(state) == before and state.to_record() == record
            assert legal_set(state) == legal
            tried[state.phase] += 1
        # text that names no possible cards is a card error (InvalidCardError), not a move error;
        # either way a PaijuError (a ValueError) and the state is untouched
        for bad in ("Bomb 3 S3 S3 S3 S3 S3", "Single 5 SX", ["Pair", "5", ["S5", "S5", "S5"]]):
            with pytest.raises((paiju.IllegalMoveError, paiju.InvalidCardError)):
                state.apply(bad)
            assert snapshot(state) == before and state.to_record() == record
        moves = state.legal_moves()
        state.apply(moves[rng.randrange(len(moves))])
    with pytest.raises(paiju.IllegalMoveError):
        state.apply("PASS")  # nothing may be played once the match is over
    assert tried["play"] > 50 and tried["tribute"] + tried["return"] > 0, tried
