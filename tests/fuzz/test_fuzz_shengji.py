"""Fuzz: Shengji / Tractor — the module functions of paiju.shengji (legal_plays, count_plays,
sample_play, trick_winner, classify, units, Move and Move.parse) with valid and malformed hands,
levels, trumps and leads; match states of both presets with random options under legal moves and
junk (a failed apply must raise IllegalMoveError and leave the state unchanged); Game.new_deal
with random and malformed deals; replay of real and mutated records.

Shengji's move sets can be astronomically large (a 33-card hand's throws), so nothing here lists
the moves of a position unless count_plays / count_moves says they are few (SMALL).

Found: trick_winner with plays that are not a sequence raises pybind11's signature TypeError
(open; see TRICK_NOT_SEQUENCE at the end; the target draws those inputs only with KNOWN_BUGS, so
PAIJU_FUZZ_KNOWN_BUGS=0 leaves them out). cross_suit_throws is bound as bool, so the targets pass
only True / False there (a str is a signature TypeError, like the "int-param" case)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import paiju
from paiju import Cards, shengji
from tests.fuzz import KNOWN_BUGS, ContractViolation, Outcome, attempt, event, expect_error, fuzz_settings, require_unchanged
from tests.fuzz.strategies import (
    CARD_KINDS,
    LEVEL_CHARS,
    MUTATION_POOL,
    RecordMutations,
    _seeded,
    card_inputs,
    garbage,
    hands,
    ints,
    mutate_text,
    mutated_records,
    narrow_hands,
    option_dicts,
    pick,
    rand_garbage,
    rand_word,
    seeds,
    words,
)
from tests.fuzz.test_fuzz_records import check_mutant, check_valid_record

SMALL = 20000  # list the plays / moves only up to this many
SAMPLE = 8  # plays per position checked against classify
KINDS = ["pass", "declare", "bury", "single", "pair", "tractor", "throw", "follow"]
LEAD_KINDS = {"single", "pair", "tractor", "throw"}
PHASE_KINDS = {"declare": {"declare", "pass"}, "bury": {"bury"}}
DECK = CARD_KINDS * 2


def _spread(moves: list, count: int = SAMPLE) -> list:
    step = max(1, len(moves) // count)
    return moves[::step][:count]


# --------------------------------------------------------------------------------------------
# Strategies
# --------------------------------------------------------------------------------------------


def _level_char(level: str) -> str:
    """A valid level spelling as the rank character of level_sequence ('10' and 't' -> 'T')."""
    return "T" if level == "10" else level.upper()


def valid_levels() -> st.SearchStrategy[str]:
    return st.sampled_from(LEVEL_CHARS + ["10"] + [c.lower() for c in "TJQKA"])


def levels() -> st.SearchStrategy[Any]:
    """Levels: every valid spelling, near misses ('1', 'B', 10 as an int, '10 ') and junk."""
    return pick(valid_levels(), valid_levels(),
                st.sampled_from(["1", "11", "B", "R", "", "AA", "10 ", " 2", "Ace", 10, 2, True, None, 2.0, "２"]),
                garbage())


def valid_trumps() -> st.SearchStrategy[str | None]:
    return st.sampled_from(["S", "H", "C", "D", None])


def trumps() -> st.SearchStrategy[Any]:
    return pick(valid_trumps(), valid_trumps(), st.sampled_from(["s", "h", "c", "d"]),
                st.sampled_from(["T", "NT", "N", "", "SS", " S", "♠", "B", "R", "none", "None", 0, 1, False]),
                garbage())


def _rand_suited(rng: random.Random, size: int, level: str, trump: str | None) -> list[str]:
    """Cards crowded into one or two suits (and trumps), so pairs, tractors and throws are common."""
    suits = rng.sample("SHCD", rng.randint(1, 2))
    pool = [s + r for s in suits for r in "23456789TJQKA" for _ in range(2)]
    if rng.random() < 0.5:
        pool += ["SB", "SB", "HR", "HR"] + [s + level for s in "SHCD" for _ in range(2)]
    if trump and rng.random() < 0.5:
        pool += [trump + r for r in "23456789TJQKA" for _ in range(2)]
    picked: list[str] = []
    for card in rng.sample(pool, len(pool)):
        if picked.count(card) < 2 and len(picked) < size:
            picked.append(card)
    return picked


@st.composite
def play_cases(draw: Any) -> tuple[Any, Any, Any, Any, bool]:
    """(hand, level, trump, lead, cross_suit_throws): mostly valid, with a lead drawn from cards the
    hand does not hold (so no third copies), sometimes malformed in one part."""
    rng = random.Random(draw(st.integers(0, 2**64 - 1)))
    level = draw(pick(valid_levels(), valid_levels(), valid_levels(), levels()))
    trump = draw(pick(valid_trumps(), valid_trumps(), valid_trumps(), trumps()))
    cross = draw(st.booleans())
    lvl = level.upper() if isinstance(level, str) and len(level) == 1 and level.upper() in LEVEL_CHARS else "2"
    tr = trump if trump in ("S", "H", "C", "D") else None
    size = rng.choice([0, 1, 2, 4, 6, 8, 12, 16, 20, 25, 25, 33, 33, 34, 40])
    deck = DECK[:]
    rng.shuffle(deck)
    shape = rng.randrange(4)
    if shape == 0:
        hand_cards = deck[:size]
    else:
        hand_cards = _rand_suited(rng, size, lvl, tr)
    rest = Cards(DECK) - Cards(hand_cards) if len(hand_cards) <= 108 else Cards()
    rest_list = list(rest)
    rng.shuffle(rest_list)
    hand: Any = Cards(hand_cards)
    lead_kind = draw(st.sampled_from(["none", "none", "valid", "valid", "valid", "move", "suited", "cross", "text",
                                      "junk", "card_inputs", "third_copy", "too_big"]))
    lead: Any = None
    if lead_kind in ("valid", "move", "suited"):
        if lead_kind == "suited":  # crowded into the hand's suits, no third copies with the hand
            copies = Counter(str(c) for c in Cards(hand_cards))
            source = []
            for c in _rand_suited(rng, rng.randint(1, 12), lvl, tr):
                if copies[c] < 2:
                    copies[c] += 1
                    source.append(c)
        else:
            source = rest_list[: rng.randint(1, 25)]
        if source:
            made = attempt(shengji.sample_play, source, lvl, tr, None, seed=rng.randrange(2**64),
                           cross_suit_throws=cross)
            if made.ok:
                lead = made.value if lead_kind == "move" else made.value.cards
    elif lead_kind == "cross":
        lead = Cards(rest_list[:2]) if len(rest_list) >= 2 else "SA HA"
    elif lead_kind == "text":
        lead = " ".join(rest_list[: rng.randint(0, 6)])
    elif lead_kind == "junk":
        lead = draw(garbage())
    elif lead_kind == "card_inputs":
        lead = draw(card_inputs())
    elif lead_kind == "third_copy" and len(hand):
        card = list(hand)[0]
        lead = [card] * (3 - Cards(hand).count(card))
    elif lead_kind == "too_big":
        lead = Cards(rest_list[: len(hand) + 1]) if len(rest_list) > len(hand) else None
    roll = draw(st.integers(0, 9))
    if roll == 0:
        hand = draw(card_inputs())
    elif roll == 1:
        hand = str(hand)
    elif roll == 2:
        hand = list(hand)
    return hand, level, trump, lead, cross


def _rand_move_text(rng: random.Random) -> str:
    if rng.random() < 0.1:
        return rand_word(rng)
    parts = [rng.choice(KINDS + [k.upper() for k in KINDS]) if rng.random() < 0.9 else rand_word(rng)]
    n = rng.choice([0, 0, 1, 1, 2, 2, 3, 4, 5, 8])
    parts += [rng.choice(CARD_KINDS) if rng.random() < 0.9 else rand_word(rng) for _ in range(n)]
    return rng.choice([" ", "  ", ",", "\t"]).join(parts)


def move_texts() -> st.SearchStrategy[str]:
    """Shengji move text: '<kind> <cards>' from near-valid pieces, or junk."""
    return _seeded(_rand_move_text)


# --------------------------------------------------------------------------------------------
# 1. Module functions
# --------------------------------------------------------------------------------------------


def _as_cards(value: Any) -> Cards | None:
    made = attempt(Cards, value)
    return made.value if made.ok else None


def _lead_cards(lead: Any) -> Cards | None:
    if isinstance(lead, shengji.Move):
        return lead.cards
    return _as_cards(lead)


@fuzz_settings(400)
@given(play_cases(), seeds())
def test_shengji_plays(case, seed) -> None:
    """legal_plays / count_plays / sample_play: PaijuError (all three alike), or count_plays ==
    len(legal_plays), distinct plays made of the hand's cards (follows of the lead's size, leads
    that classify as listed), and a sampled play among them."""
    hand, level, trump, lead, cross = case
    counted = attempt(shengji.count_plays, hand, level, trump, lead, cross)
    sampled = attempt(shengji.sample_play, hand, level, trump, lead, seed=seed, cross_suit_throws=cross)
    if not counted.ok:
        listed = attempt(shengji.legal_plays, hand, level, trump, lead, cross)
        if listed.ok or type(listed.error) is not type(counted.error):
            raise ContractViolation(f"count_plays failed with {counted.error!r} but legal_plays gave {listed}")
        if sampled.ok:
            raise ContractViolation(f"count_plays failed with {counted.error!r} but sample_play gave "
                                    f"{sampled.value!r}")
        return
    count = counted.value
    assert isinstance(count, int) and count >= 1, count
    if not sampled.ok and (isinstance(seed, int) and 0 <= seed < 2**64):
        raise ContractViolation(f"count_plays gave {count} but sample_play(seed={seed}) failed: {sampled.error!r}")
    held = Cards(hand)
    lead_cards = _lead_cards(lead) if lead is not None else None
    if sampled.ok:
        play = sampled.value
        assert play.cards <= held, (play, held)
        if lead is not None:
            assert play.kind == "follow" and len(play) == len(lead_cards), (play, lead_cards)
    event(f"count {'<= ' + str(SMALL) if count <= SMALL else '> ' + str(SMALL)}")
    if count > SMALL:
        return
    listed = attempt(shengji.legal_plays, hand, level, trump, lead, cross)
    if not listed.ok:
        raise ContractViolation(f"count_plays gave {count} but legal_plays failed: {listed.error!r}")
    plays = list(listed.value)
    if len(plays) != count or len(listed.value) != count:
        raise ContractViolation(f"count_plays {count} != len(legal_plays) {len(plays)} for {hand!r} {level!r} "
                                f"{trump!r} lead {lead!r}")
    if len(set(plays)) != len(plays) or len({str(p) for p in plays}) != len(plays):
        raise ContractViolation("a play is listed twice")
    if sampled.ok and sampled.value not in plays:
        raise ContractViolation(f"sample_play gave {sampled.value!r}, not among the {count} legal plays")
    for p in plays:
        if not p.cards <= held:
            raise ContractViolation(f"listed play {p!r} is not made of the hand {held}")
        if lead is None:
            assert p.kind in LEAD_KINDS and p.is_lead(), p
        else:
            assert p.kind == "follow" and len(p) == len(lead_cards), (p, lead_cards)
    if lead is None:
        for p in _spread(plays):
            made = attempt(shengji.classify, p.cards, level, trump, cross)
            if not made.ok or made.value is None or made.value.kind != p.kind or made.value.cards != p.cards:
                raise ContractViolation(f"listed lead {p!r} classifies as {made}")
    else:
        # a trick of this lead and a listed follow has a winner among them
        for p in _spread(plays, 3):
            won = attempt(shengji.trick_winner, [lead, p], level, trump, cross)
            if not won.ok or won.value not in (0, 1):
                raise ContractViolation(f"trick_winner([{lead!r}, {p!r}]) gave {won}")


@st.composite
def tricks(draw: Any) -> tuple[Any, Any, Any, bool]:
    """(plays, level, trump, cross): a real trick (a lead and follows from four disjoint hands), a
    part of one, or one made malformed (sizes differ, a third copy, junk entries)."""
    rng = random.Random(draw(st.integers(0, 2**64 - 1)))
    level = draw(pick(valid_levels(), valid_levels(), levels()))
    trump = draw(pick(valid_trumps(), valid_trumps(), trumps()))
    cross = draw(st.booleans())
    lvl = level.upper() if isinstance(level, str) and len(level) == 1 and level.upper() in LEVEL_CHARS else "2"
    tr = trump if trump in ("S", "H", "C", "D") else None
    deck = DECK[:]
    rng.shuffle(deck)
    size = rng.choice([1, 2, 5, 10, 25])
    seats = [deck[i * size: (i + 1) * size] for i in range(4)]
    plays: list[Any] = []
    lead = shengji.sample_play(seats[0], lvl, tr, None, seed=rng.randrange(2**64), cross_suit_throws=cross)
    plays.append(lead if rng.random() < 0.5 else lead.cards)
    for hand in seats[1:]:
        if len(hand) < len(lead):
            break
        follow = shengji.sample_play(hand, lvl, tr, lead, seed=rng.randrange(2**64), cross_suit_throws=cross)
        plays.append(rng.choice([follow, follow.cards, str(follow.cards), list(follow.cards)]))
    plays = plays[: rng.randint(1, 4)] if rng.random() < 0.3 else plays
    op = draw(st.integers(0, 9))
    if op == 0:
        plays.append(draw(card_inputs()))
    elif op == 1 and plays:
        plays[rng.randrange(len(plays))] = draw(pick(card_inputs(), garbage(), move_texts()))
    elif op == 2:
        plays = plays + plays
    elif op == 3:
        plays = []
    elif op == 4 and len(plays) > 1:
        rng.shuffle(plays)
    elif op == 5:
        plays = tuple(plays)
    elif op == 6 and plays:
        plays[-1] = Cards(list(Cards(plays[-1]) if not isinstance(plays[-1], shengji.Move) else plays[-1].cards)[:-1])
    elif op == 7:
        plays = " ".join(str(Cards(p) if not isinstance(p, shengji.Move) else p.cards) for p in plays)
    elif op == 8 and KNOWN_BUGS:  # no sequence at all: TRICK_NOT_SEQUENCE below
        plays = draw(pick(st.sampled_from([None, 5, {"SA": 1}, {"SA"}, iter(["SA"])]), garbage()))
    return plays, level, trump, cross


@fuzz_settings(300)
@given(tricks())
def test_shengji_trick_winner(case) -> None:
    """trick_winner: PaijuError or an index into plays (a 1-card trick is won by its lead)."""
    plays, level, trump, cross = case
    won = attempt(shengji.trick_winner, plays, level, trump, cross)
    if won.ok:
        assert isinstance(won.value, int) and 0 <= won.value < len(list(plays)), (won.value, plays)
        if len(plays) == 1:
            assert won.value == 0


@fuzz_settings(250)
@given(pick(card_inputs(), narrow_hands(8), hands(8), _seeded(lambda rng: _rand_suited(rng, rng.randint(0, 14), "2",
                                                                                         rng.choice("SHCD")))),
       levels(), trumps(), st.booleans())
def test_shengji_classify_units(cards, level, trump, cross) -> None:
    """classify: PaijuError, None, or a lead Move of exactly these cards that legal_plays of these
    cards lists; units: PaijuError or (kind, cards) units that add up to the cards."""
    made = attempt(shengji.classify, cards, level, trump, cross)
    split = attempt(shengji.units, cards, level, trump)
    if made.ok and made.value is not None:
        lead = made.value
        exact = Cards(cards)
        assert lead.cards == exact and lead.kind in LEAD_KINDS and lead.is_lead(), (lead, exact)
        assert shengji.Move.parse(str(lead)) == lead
        if len(exact) <= 33 and shengji.count_plays(exact, level, trump, None, cross) <= SMALL:
            if lead not in shengji.legal_plays(exact, level, trump, None, cross):
                raise ContractViolation(f"classify gave {lead!r}, which legal_plays of its own cards does not list")
    if made.ok != split.ok:  # both read the same cards, level and trump
        raise ContractViolation(f"classify {made} and units {split} disagree about the input")
    if split.ok:
        total = Cards()
        for kind, unit in split.value:
            assert kind in ("single", "pair", "tractor"), kind
            size = {"single": 1, "pair": 2}.get(kind)
            assert size is None and len(unit) >= 4 and len(unit) % 2 == 0 or len(unit) == size, (kind, unit)
            total += unit
        assert total == Cards(cards), (split.value, cards)


@st.composite
def move_args(draw: Any) -> tuple[Any, Any]:
    kind = draw(pick(st.sampled_from(KINDS), st.sampled_from([k.upper() for k in KINDS] + ["", " pair", "Pass"]),
                     words(), garbage()))
    cards = draw(pick(st.none(), card_inputs(), narrow_hands(6), st.sampled_from(["SA", "SA SA", "SB SB HR HR"])))
    return kind, cards


@fuzz_settings(200)
@given(move_args(), pick(move_texts(), words(), garbage()))
def test_shengji_move(args, text) -> None:
    """Move(kind, cards) and Move.parse(text): PaijuError (a signature TypeError for a non-str kind
    or text), or a Move whose text parses back to itself."""
    kind, cards = args
    made = attempt(shengji.Move, kind, cards, type_error=None if isinstance(kind, str) else "str-param")
    parsed = attempt(shengji.Move.parse, text, type_error=None if isinstance(text, str) else "str-param")
    for outcome in (made, parsed):
        if outcome.ok:
            move = outcome.value
            assert move.kind in KINDS, move.kind
            again = attempt(shengji.Move.parse, str(move))
            if not again.ok or again.value != move or hash(again.value) != hash(move):
                raise ContractViolation(f"{move!r} does not parse back from {str(move)!r}: {again}")
            assert len(move) == len(move.cards)


# --------------------------------------------------------------------------------------------
# 2. Match states
# --------------------------------------------------------------------------------------------


@st.composite
def valid_options(draw: Any) -> dict[str, Any]:
    """A valid subset of Shengji options (short matches: max_deals 1-3)."""
    rank_sets = st.lists(st.sampled_from(LEVEL_CHARS), min_size=1, max_size=4, unique=True).map(
        lambda rs: "".join(sorted(rs, key=LEVEL_CHARS.index)))
    choices = {
        "level_sequence": rank_sets,
        "suit_order": st.sampled_from(["SHCD", "DCHS", "none"]),
        "must_declare_joker_pair": st.booleans(),
        "no_declaration": st.sampled_from(["no_trump", "redeal"]),
        "throw_penalty": st.integers(0, 200),
        "kitty_multiplier": st.sampled_from(["times", "power", "flat", "cards"]),
        "level_table": st.sampled_from(["standard", "seed001"]),
        "outright_win": st.booleans(),
        "must_defend": pick(st.just(""), rank_sets),
        "cross_suit_throws": st.booleans(),
        "max_deals": st.integers(1, 3),
    }
    names = draw(st.lists(st.sampled_from(sorted(choices)), unique=True, max_size=6))
    out = {name: draw(choices[name]) for name in names}
    out.setdefault("max_deals", draw(st.integers(1, 3)))
    return out


def games() -> st.SearchStrategy[shengji.Game]:
    return st.builds(lambda preset, options: shengji.Game(preset, **options), st.sampled_from(shengji.PRESETS),
                     valid_options())


def shengji_snapshot(state: Any) -> tuple[Any, ...]:
    """Everything observable about a State (the legal moves only when few)."""
    count = state.count_moves()
    return (str(state), state.to_record(), state.history(), state.phase, state.current_player, state.is_terminal(),
            state.cards_left(), count, state.trick, state.kitty, state.declaration, state.attackers_points,
            list(state.legal_moves()) if count <= SMALL else None)


def _play_sampled(state: Any, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if state.is_terminal():
            return
        state.apply(state.sample_move(rng.randrange(2**64)))


def _junk_move(state: Any, rng: random.Random, data: Any) -> tuple[Any, bool]:
    """(input, surely illegal): a Move or text that this state cannot take, or any junk."""
    seat = state.current_player
    hand = list(state.hand(seat)) if seat is not None else []
    held = Cards(hand)
    not_held = sorted(set(Cards(DECK)) - set(hand))  # kinds of which the seat holds no copy
    form = rng.randrange(9)
    if form == 0:
        return rng.choice([None, 0, 5, -1, 2**70, 1.5, [], ["pass"], {}, b"pass", object(), Cards("SA")]), True
    if form == 1:  # a kind of another phase
        phase = state.phase
        kinds = [k for k in KINDS if k not in PHASE_KINDS.get(phase, LEAD_KINDS | {"follow"})]
        if phase == "play":
            kinds += ["follow"] if not state.trick else sorted(LEAD_KINDS)
        kind = rng.choice(kinds)
        cards = " ".join(rng.sample(hand, min(len(hand), rng.randint(0, 2)))) if hand else "SA"
        text = f"{kind} {cards}".strip()
        return (text if rng.random() < 0.5 else attempt(shengji.Move.parse, text).value or text), True
    if form == 2 and not_held:  # cards not held
        cards = rng.sample(not_held, 1) + rng.sample(hand, min(len(hand), rng.randint(0, 2)))
        kind = rng.choice(KINDS)
        return f"{kind} {' '.join(cards)}", True
    if form == 3 and state.trick:  # a follow of the wrong size
        size = len(state.trick[0][1])
        n = rng.choice([s for s in (0, size - 1, size + 1, size + 2) if 0 <= s <= len(hand) and s != size] or [0])
        return "follow " + " ".join(rng.sample(hand, n)), True
    if form == 4:
        return data.draw(move_texts(), label="text"), False
    if form == 5:
        legal = state.legal_moves() if state.count_moves() <= SMALL else [state.sample_move(rng.randrange(2**64))]
        if len(legal):
            return mutate_text(str(legal[rng.randrange(len(legal))]), rng, MUTATION_POOL + KINDS), False
    if form == 6:
        other = (seat + rng.randint(1, 3)) % 4 if seat is not None else 0
        their = list(state.hand(other))
        if their and state.phase == "play" and not state.trick:
            made = attempt(shengji.sample_play, their, state.level, state.trump, None, seed=rng.randrange(2**64),
                           cross_suit_throws=bool(state.options.get("cross_suit_throws", False))
                           if isinstance(state.options, dict) else False)
            if made.ok:
                return made.value, not made.value.cards <= held
    if form == 7:
        return rand_garbage(rng), False
    return rng.choice(["pass", "PASS", "bury", "follow", "declare", "", " ", "pair", "throw SA"]), False


def check_apply(state: Any, move_input: Any, surely_illegal: bool) -> Outcome:
    """apply(move_input): IllegalMoveError and the state as it was, or one more decision by the
    player to move (a legal move when the moves are few)."""
    before = shengji_snapshot(state)
    legal = before[-1]
    mover = state.current_player
    outcome = attempt(state.apply, move_input)
    if not outcome.ok:
        require_unchanged(before, shengji_snapshot(state), f"apply({move_input!r})", outcome.error)
        if not isinstance(outcome.error, paiju.IllegalMoveError):
            raise ContractViolation(f"apply({move_input!r}) raised {type(outcome.error).__name__}, not "
                                    f"IllegalMoveError: {outcome.error}")
        denoted = move_input if isinstance(move_input, shengji.Move) else (
            attempt(shengji.Move.parse, move_input).value if isinstance(move_input, str) else None)
        if denoted is not None and legal is not None and denoted in legal:
            raise ContractViolation(f"apply({move_input!r}) failed although it is legal: {outcome.error!r}")
        return outcome
    if surely_illegal:
        raise ContractViolation(f"apply({move_input!r}) succeeded though it cannot be legal here:\n{before[0]}")
    steps = state.history()
    if len(steps) != len(before[2]) + 1 or steps[-1][0] != mover:
        raise ContractViolation(f"apply({move_input!r}) succeeded but the history went from {len(before[2])} to "
                                f"{len(steps)} decisions (last {steps[-1:]}), seat {mover} to move")
    if legal is not None and steps[-1][1] not in legal:
        raise ContractViolation(f"apply({move_input!r}) applied {steps[-1][1]!r}, not a legal move")
    return outcome


def check_queries(state: Any, rng: random.Random) -> None:
    """Queries on a state: never fail while it is live (PaijuError at most once it is over)."""
    if not state.is_consistent():
        raise ContractViolation(f"is_consistent() is False:\n{state}")
    live = not state.is_terminal()
    seat = rng.randrange(4)
    for name, call in (("observation", lambda: state.observation(seat).tensor()),
                       ("resample", lambda: state.resample(seat, rng.randrange(2**64))),
                       ("count_moves", state.count_moves), ("clone", state.clone)):
        got = attempt(call)
        if live and not got.ok:
            raise ContractViolation(f"{name} failed on a live state: {got.error!r}\n{state}")
        if not got.ok:
            continue
        if name == "observation":
            assert got.value.shape == (shengji.TENSOR_SIZE,), got.value.shape
        elif name == "resample":
            world = got.value
            assert world.is_consistent() and world.hand(seat) == state.hand(seat) and world.phase == state.phase
        elif name == "clone":
            assert str(got.value) == str(state) and got.value.to_record() == state.to_record()
        elif name == "count_moves":
            assert got.value >= 1 if live else got.value == 0, got.value


@fuzz_settings(150)
@given(games(), st.integers(0, 2**64 - 1), st.sampled_from([0, 3, 20, 60, 150, 400]), st.data())
def test_shengji_state(game, seed, prefix, data) -> None:
    """A match by random play, then legal moves and junk mixed: junk raises IllegalMoveError and
    changes nothing, the state stays consistent, queries work, the record replays to itself."""
    rng = random.Random(seed)
    state = game.new_match(seed)
    _play_sampled(state, prefix, rng)
    event(f"phase {state.phase}")
    for _ in range(data.draw(st.integers(4, 12), label="steps")):
        if state.is_terminal():
            break
        roll = rng.random()
        if roll < 0.45:
            count = state.count_moves()
            if count <= SMALL and rng.random() < 0.5:
                legal = state.legal_moves()
                move = legal[rng.randrange(len(legal))]
                check_apply(state, rng.choice([move, str(move)]), False)
            else:
                sampled = attempt(state.sample_move, rng.randrange(2**64))
                assert sampled.ok, sampled
                check_apply(state, sampled.value, False)
        else:
            check_apply(state, *_junk_move(state, rng, data))
        check_queries(state, rng)
    bad_seed = data.draw(pick(seeds(), garbage()), label="sample seed")
    outcome = attempt(state.sample_move, bad_seed)
    if outcome.ok:
        assert not state.is_terminal()
    check_queries(state, rng)
    record = state.to_record()
    if shengji.replay(record).to_record() != record:
        raise ContractViolation(f"the record does not replay to itself: {record}")


# --------------------------------------------------------------------------------------------
# 3. Game.new_deal
# --------------------------------------------------------------------------------------------


@st.composite
def deals(draw: Any, valid_only: bool = False) -> tuple[Any, Any, Any, Any, Any, str]:
    """(hands, kitty, dealer, level, trump, shape): four equal hands from two decks (1..25 cards)
    and a kitty, or one part malformed."""
    rng = random.Random(draw(st.integers(0, 2**64 - 1)))
    deck = DECK[:]
    rng.shuffle(deck)
    size = rng.choice([1, 2, 3, 5, 10, 25, 25])
    hands_: list[Any] = [deck[i * size: (i + 1) * size] for i in range(4)]
    kitty: Any = deck[4 * size: 4 * size + rng.choice([0, 1, 8, 8])]
    dealer: Any = rng.randrange(4)
    level: Any = draw(valid_levels())
    trump: Any = draw(valid_trumps())
    shape = "valid" if valid_only else rng.choice(["valid", "valid", "valid", "unequal", "empty", "too_many",
                                                    "third_copy", "kitty_third", "seat", "level", "trump",
                                                    "hand_input", "count", "garbage"])
    if shape == "unequal":
        hands_[rng.randrange(4)] = hands_[0][:-1] if size > 1 else hands_[0] + [deck[-1]]
    elif shape == "empty":
        hands_ = [[] for _ in range(4)]
    elif shape == "too_many":
        n = rng.choice([26, 27])
        hands_ = [deck[i * n: (i + 1) * n] for i in range(4)]
        kitty = []
    elif shape == "third_copy":
        card = hands_[0][0]
        hands_[1] = hands_[1][:-1] + [card]
        hands_[2] = hands_[2][:-1] + [card]
    elif shape == "kitty_third":
        card = hands_[0][0]
        kitty = list(kitty) + [card, card]
    elif shape == "seat":
        dealer = draw(pick(st.sampled_from([-1, 4, 5, 2**63, -(2**63) - 1, 2**64, None, "0", 1.0, True]), ints(),
                           garbage()))
    elif shape == "level":
        level = draw(levels())
    elif shape == "trump":
        trump = draw(trumps())
    elif shape == "hand_input":
        hands_[rng.randrange(4)] = draw(card_inputs())
        kitty = draw(pick(st.just(kitty), card_inputs()))
    elif shape == "count":
        hands_ = hands_[: rng.choice([0, 1, 2, 3])] + [hands_[0]] * rng.choice([0, 2])
    elif shape == "garbage":
        hands_ = draw(garbage())
    form = rng.randrange(3)
    if isinstance(hands_, list):
        hands_ = [" ".join(h) if form == 0 and isinstance(h, list) and all(isinstance(c, str) for c in h)
                  else (_as_cards(h) or h) if form == 1 and isinstance(h, list) else h for h in hands_]
    return hands_, kitty, dealer, level, trump, shape


@fuzz_settings(250)
@given(games(), deals(), st.integers(0, 2**64 - 1))
def test_shengji_new_deal(game, deal, seed) -> None:
    """Game.new_deal: PaijuError, or a consistent deal holding the given hands that plays to the
    end consistently and whose record replays to itself."""
    hands_, kitty, dealer, level, trump, shape = deal
    if shape == "valid" and _level_char(level) not in game.options["level_sequence"]:
        shape = "level_not_played"  # a level this game never plays at (five_ten_king: 5, 10, K)
    event(f"deal {shape}")
    made = attempt(game.new_deal, hands_, kitty, dealer, level, trump)
    if not made.ok:
        if shape == "valid":
            raise ContractViolation(f"a valid deal was rejected: {made.error!r}")
        return
    if shape in ("unequal", "empty", "too_many", "third_copy", "kitty_third", "level_not_played"):
        raise ContractViolation(f"new_deal accepted a malformed deal ({shape}): {hands_!r} kitty {kitty!r}")
    state = made.value
    assert state.is_consistent()
    for s in range(4):
        assert state.hand(s) == Cards(hands_[s]), (s, state.hand(s), hands_[s])
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        state.apply(state.sample_move(rng.randrange(2**64)))
        steps += 1
        if steps % 7 == 0 and not state.is_consistent():
            raise ContractViolation(f"is_consistent() turned False after {steps} moves:\n{state}")
        assert steps < 500
    assert state.is_consistent()
    record = state.to_record()
    if shengji.replay(record).to_record() != record:
        raise ContractViolation(f"a new_deal record does not replay to itself: {record}")


# --------------------------------------------------------------------------------------------
# 4. replay
# --------------------------------------------------------------------------------------------


@st.composite
def shengji_states(draw: Any) -> Any:
    game = draw(games())
    seed = draw(st.integers(0, 2**64 - 1))
    rng = random.Random(seed)
    if draw(st.integers(0, 3)) == 0:
        hands_, kitty, dealer, level, trump, _ = draw(deals(valid_only=True))
        if _level_char(level) not in game.options["level_sequence"]:
            level = rng.choice(game.options["level_sequence"])  # a level this game plays at
        state = game.new_deal(hands_, kitty, dealer, level, trump)
    else:
        state = game.new_match(seed)
    _play_sampled(state, draw(pick(st.just(0), st.integers(0, 20), st.integers(0, 150), st.integers(0, 1500))), rng)
    return state


FOREIGN_MOVES = ["PASS", "Single A SA", "call H7", "solo", "pair 5 S5 H5", "pass SA", "declare", "bury", "follow",
                 "declare SB SB", "declare HR", "tractor SA SA SK SK", "throw SA SA SA", "follow SA SA SA", "", " "]


SHENGJI_MUTATIONS = RecordMutations(
    records=shengji_states().map(lambda state: state.to_record()),
    foreign_moves=pick(st.sampled_from(FOREIGN_MOVES), move_texts()),
    mutation_words=tuple(KINDS),
    option=st.tuples(pick(st.sampled_from([o["name"] for o in shengji.Game.option_table()]), words()),
                     pick(garbage(json_only=True), st.sampled_from(
                         ["", "SHCD", "none", "23", "AA", "x", 0, 1, 201, 10001, -1, True, "cards", "redeal"]))),
    deal_keys=("hands", "kitty", "dealer", "level", "trump", "leader"),
    deal_values=([0, 1, 2, 3], -1, 4, "A", "10", 10, "NT", None, "S", ["SA"] * 4, ["SA SA SA", "", "", ""],
                 "SA SA SA", [["SA"], ["HA"], ["CA"], ["DA"]]))


@fuzz_settings(150)
@given(shengji_states())
def test_shengji_replay_valid(state) -> None:
    """A real record replays to the same state and record, also through JSON."""
    assert check_valid_record(shengji, state).is_consistent()


@fuzz_settings(300)
@given(mutated_records("shengji", SHENGJI_MUTATIONS))
def test_shengji_replay_mutated(case) -> None:
    check_mutant("shengji", *case)


@fuzz_settings(60)
@given(pick(garbage(), garbage(json_only=True), option_dicts(),
            st.builds(lambda: paiju.guandan.Game().new_match(1).to_record()),
            st.builds(lambda: paiju.liangfutou.Game().new_match(1).to_record())))
def test_shengji_replay_foreign(record) -> None:
    """Anything that is no Shengji record: InvalidRecordError."""
    expect_error(attempt(shengji.replay, record), paiju.InvalidRecordError, f"shengji.replay({str(record)[:200]})")


# --------------------------------------------------------------------------------------------
# Regressions: the bugs these targets found (each call must return or raise PaijuError)
# --------------------------------------------------------------------------------------------

# Open. trick_winner binds ``plays`` as py::sequence (cpp/paiju/games/shengji/python/moves.cpp, the
# "trick_winner" m.def), so anything that is not a sequence (None, an int, a dict, a set, a
# generator) is rejected by pybind11 with "trick_winner(): incompatible function arguments"
# TypeError before paiju's own checks run; a str gets through (it is a sequence) and raises
# InvalidCardError. legal_plays / classify / units take their cards as py::object and raise
# InvalidCardError for the same values. The fuzz target draws these inputs only with KNOWN_BUGS.
TRICK_NOT_SEQUENCE = "pybind11 signature TypeError from trick_winner for plays that are not a sequence"

REGRESSIONS = [
    ("trick_winner_none", TRICK_NOT_SEQUENCE, lambda: shengji.trick_winner(None, "2", "S")),
    ("trick_winner_int", TRICK_NOT_SEQUENCE, lambda: shengji.trick_winner(5, "2", "S")),
    ("trick_winner_set", TRICK_NOT_SEQUENCE, lambda: shengji.trick_winner({"SA"}, "2", "S")),
    ("trick_winner_generator", TRICK_NOT_SEQUENCE, lambda: shengji.trick_winner(iter(["SA", "SK"]), "2", "S")),
]


@pytest.mark.parametrize("call", [pytest.param(call, id=name) for name, _reason, call in REGRESSIONS])
def test_shengji_regression(call: Any) -> None:
    attempt(call)


def test_shengji_inputs_near_the_edges() -> None:
    """Values at the edges of every check: PaijuError, no crash (these all passed when written)."""
    surrogate = json.loads('"\\ud800"')
    # the level may be written '10', 'T' or the int 10, as rank options are (one lead: SA)
    assert shengji.count_plays("SA", 10, "S") == shengji.count_plays("SA", "10", "S") == 1
    state = shengji.Game().new_match(1)
    record = state.to_record()
    for call in (
        lambda: shengji.count_plays(surrogate, "2", "S"),
        lambda: shengji.count_plays("SA", surrogate, "S"),
        lambda: shengji.count_plays("SA", "2", surrogate),
        lambda: shengji.count_plays("SA", "2", "S", surrogate),
        lambda: shengji.count_plays(DECK[:34], "2", "S"),
        lambda: shengji.legal_plays("SA SA", "2", "S", "SA"),  # a third copy between hand and lead
        lambda: shengji.legal_plays("SA", "2", "S", "SK SK"),  # the lead is larger than the hand
        lambda: shengji.legal_plays("", "2", "S"),
        lambda: shengji.sample_play("SA", "2", "S", seed=2**64),
        lambda: shengji.sample_play("SA", "2", "S", seed=-1),
        lambda: shengji.trick_winner([], "2", "S"),
        lambda: shengji.trick_winner(["SA"] * 5, "2", "S"),
        lambda: shengji.trick_winner(["SA", "SA", "SA"], "2", "S"),
        lambda: shengji.trick_winner("SA", "2", "S"),
        lambda: shengji.Move(surrogate),
        lambda: shengji.Move("pair", surrogate),
        lambda: shengji.Move.parse(surrogate),
        lambda: state.apply(surrogate),
        lambda: state.hand(2**63),
        lambda: state.observation(-(2**64)),
        lambda: state.resample(0, 2**64),
        lambda: state.sample_move(2**64),
        lambda: shengji.Game().new_deal(None, None, None, None, None),
        lambda: shengji.Game().new_deal(["SA", "SK", "SQ", "SJ"], "", 2**63, "2", "S"),
        lambda: shengji.Game().new_deal(["SA", "SK", "SQ", "SJ"], "", 0, surrogate, "S"),
        lambda: shengji.replay({**record, "moves": [[2**63, "pass"]]}),
        lambda: shengji.replay({**record, "format": 2**64}),
        lambda: shengji.replay({**record, "game": surrogate}),
        lambda: shengji.Game(**{surrogate: 1}),
        lambda: shengji.Game(5),
    ):
        outcome = attempt(call)
        assert not outcome.ok and isinstance(outcome.error, paiju.PaijuError)
