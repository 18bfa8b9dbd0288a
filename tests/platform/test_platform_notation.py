"""The platform's spelling of moves and the order of its action lists (docs/platform.md),
against expectations worked out by hand from the protocol's rules."""

from __future__ import annotations

import pytest

from paiju import guandan
from paiju.guandan import Move

# -- card order inside an action ------------------------------------------------------------------

CARD_ORDER_CASES = [
    # (move, level, the platform's triple); canonical order in the comment when it differs
    (("Straight", "A", "HA S2 C3 D4 S5"), "7", ["Straight", "A", ["HA", "S2", "C3", "D4", "S5"]]),  # A first (canonical: S2 .. HA)
    (("Straight", "3", "H2 S3 C4 D5 S6"), "2", ["Straight", "3", ["S3", "C4", "D5", "S6", "H2"]]),  # H2 is the 7
    (("Straight", "2", "H2 S3 C4 D5 S6"), "2", ["Straight", "2", ["H2", "S3", "C4", "D5", "S6"]]),  # H2 is the 2
    (("Straight", "T", "ST SJ H5 SK SA"), "5", ["Straight", "T", ["ST", "SJ", "SK", "H5", "SA"]]),  # wrong: see below
    (("ThreeWithTwo", "9", "S5 C5 S9 H9 D9"), "2", ["ThreeWithTwo", "9", ["S9", "H9", "D9", "S5", "C5"]]),  # triple first
    (("ThreeWithTwo", "9", "S9 C9 H5 SK DK"), "5", ["ThreeWithTwo", "9", ["S9", "C9", "H5", "SK", "DK"]]),  # wild in the triple
    (("ThreeWithTwo", "9", "S9 C9 D9 H5 SK"), "5", ["ThreeWithTwo", "9", ["S9", "C9", "D9", "SK", "H5"]]),  # wild in the pair
    (("ThreeWithTwo", "3", "S3 H3 C3 SB SB"), "2", ["ThreeWithTwo", "3", ["S3", "H3", "C3", "SB", "SB"]]),  # a joker pair
    (("Pair", "5", "H5 C5"), "5", ["Pair", "5", ["H5", "C5"]]),  # the level heart in its own slot is natural
    (("Pair", "K", "SK H5"), "5", ["Pair", "K", ["SK", "H5"]]),  # canonical: H5 SK
    (("Bomb", "9", "S9 C9 D9 H5"), "5", ["Bomb", "9", ["S9", "C9", "D9", "H5"]]),  # canonical: H5 S9 C9 D9
    (("ThreePair", "Q", "SQ CQ SK H3 SA DA"), "3", ["ThreePair", "Q", ["SQ", "CQ", "SK", "H3", "SA", "DA"]]),
    (("TwoTrips", "A", "SA HA CA S2 H2 C2"), "7", ["TwoTrips", "A", ["SA", "HA", "CA", "S2", "H2", "C2"]]),  # A low: A first
    (("StraightFlush", "9", "S9 ST SJ SQ HK"), "K", ["StraightFlush", "9", ["S9", "ST", "SJ", "SQ", "HK"]]),
    (("StraightFlush", "9", "S9 ST SJ HK SK"), "K", ["StraightFlush", "9", ["S9", "ST", "SJ", "HK", "SK"]]),  # HK wild as the Q
    (("FourKings", "B", "SB SB HR HR"), "2", ["Bomb", "JOKER", ["SB", "SB", "HR", "HR"]]),
    (("Single", "R", "HR"), "2", ["Single", "R", ["HR"]]),
    (("tribute", "A", "SA"), "2", ["tribute", "tribute", ["SA"]]),
    (("back", "3", "D3"), "2", ["back", "back", ["D3"]]),
]
# The T-high straight above: at level 5 the H5 stands in for the Q, so it sits in the Q's slot.
CARD_ORDER_CASES[3] = (("Straight", "T", "ST SJ H5 SK SA"), "5", ["Straight", "T", ["ST", "SJ", "H5", "SK", "SA"]])


@pytest.mark.parametrize(("move", "level", "expected"), CARD_ORDER_CASES)
def test_cards_go_slot_by_slot_with_the_wild_last_in_its_slot(move, level, expected) -> None:
    m = Move(*move)
    assert m.to_platform(level) == expected
    assert Move.from_platform(expected, level) == m  # and the platform's spelling reads back


def test_without_a_level_the_wild_is_the_heart_that_fits_no_slot() -> None:
    assert Move("Straight", "3", "H2 S3 C4 D5 S6").to_platform() == ["Straight", "3", ["S3", "C4", "D5", "S6", "H2"]]
    assert Move.pass_().to_platform("2") == ["PASS", "PASS", "PASS"]


# -- action list order ------------------------------------------------------------------------------


def table_state(hand: str, level: str, to_beat: str | None = None):
    """A deal where seat 0 (holding ``hand``) is to move, leading or after seat 3's ``to_beat``."""
    game = guandan.Game()
    if to_beat is None:
        return game.new_deal(hands=[hand, "DJ", "DJ", "CJ"], level=level, leader=0)
    beat = Move.parse(to_beat)
    state = game.new_deal(hands=[hand, "DJ", "DJ", " ".join(str(c) for c in beat.cards) + " CJ"], level=level, leader=3)
    state.apply(beat)
    return state


def groups(actions) -> list[tuple[str, str, int]]:
    """(type, rank, number of cards) of each run of equal keys in an action list."""
    out: list[tuple[str, str, int]] = []
    for kind, rank, cards in actions:
        key = (kind, rank, 0 if kind == "PASS" else len(cards))
        if not out or out[-1] != key:
            out.append(key)
    return out


def test_types_in_the_platform_order_threepair_before_threewithtwo_before_twotrips() -> None:
    state = table_state("S3 H3 C3 S4 H4 C4 S5 H5", "9")
    actions, _ = state._platform_actions()
    # Singles 3 4 5; Pairs 3 4 5; Trips 3 4; ThreePair 3 (334455); ThreeWithTwo 3 (+44, +55),
    # ThreeWithTwo 4 (+33, +55); TwoTrips 3 (333444).
    assert groups(actions) == [
        ("Single", "3", 1), ("Single", "4", 1), ("Single", "5", 1),
        ("Pair", "3", 2), ("Pair", "4", 2), ("Pair", "5", 2),
        ("Trips", "3", 3), ("Trips", "4", 3),
        ("ThreePair", "3", 6),
        ("ThreeWithTwo", "3", 5), ("ThreeWithTwo", "4", 5),
        ("TwoTrips", "3", 6),
    ]
    # every Single 3 is one of the three threes, each listed once
    assert sorted(a[2][0] for a in actions if a[:2] == ["Single", "3"]) == ["C3", "H3", "S3"]


def test_runs_a_low_first_straight_before_straightflush() -> None:
    state = table_state("SA S2 S3 S4 S5 H6", "9")
    actions, _ = state._platform_actions()
    runs = [a for a in actions if a[0] in ("Straight", "StraightFlush")]
    # A2345 all spades is a straight flush only; 23456 with the H6 a straight; the Straight
    # block comes first, whatever the keys.
    assert runs == [["Straight", "2", ["S2", "S3", "S4", "S5", "H6"]], ["StraightFlush", "A", ["SA", "S2", "S3", "S4", "S5"]]]


def test_bombs_by_size_then_power_and_the_four_jokers_last() -> None:
    # level 5: the 5s bomb outranks the 7s bomb of the same size; the five-card bomb comes after both
    state = table_state("S5 S5 C5 D5 S7 S7 H7 C7 D7 SB SB HR HR", "5")
    actions, _ = state._platform_actions()
    bombs = [g for g in groups(actions) if g[0] == "Bomb"]
    assert bombs == [("Bomb", "7", 4), ("Bomb", "5", 4), ("Bomb", "7", 5), ("Bomb", "JOKER", 4)]
    assert actions[-1] == ["Bomb", "JOKER", ["SB", "SB", "HR", "HR"]]
    # singles by key rank (natural order, jokers last): 5 7 B R
    assert [g[1] for g in groups(actions) if g[0] == "Single"] == ["5", "7", "B", "R"]
    # S7 S7 H7 C7 D7 make 4 distinct four-card bombs: leave out one of S7 (either copy), H7, C7, D7
    assert sum(1 for a in actions if a[0] == "Bomb" and a[1] == "7" and len(a[2]) == 4) == 4


def test_following_lists_pass_first() -> None:
    state = table_state("S4 S5 C3", "9", to_beat="Single 3 D3")
    actions, indices = state._platform_actions()
    assert actions == [["PASS", "PASS", "PASS"], ["Single", "4", ["S4"]], ["Single", "5", ["S5"]]]
    legal = state.legal_moves()
    assert [legal[i].to_platform("9") for i in indices] == actions  # the index maps back to the move


def test_wild_readings_are_listed_each_once_with_the_wild_in_place() -> None:
    state = table_state("H2 S3 C3 S4", "2")
    actions, _ = state._platform_actions()
    assert groups(actions) == [("Single", "2", 1), ("Single", "3", 1), ("Single", "4", 1), ("Pair", "3", 2),
                               ("Pair", "4", 2), ("Trips", "3", 3)]
    pairs = sorted(tuple(a[2]) for a in actions if a[0] == "Pair")
    assert pairs == [("C3", "H2"), ("S3", "C3"), ("S3", "H2"), ("S4", "H2")]
    assert ["Trips", "3", ["S3", "C3", "H2"]] in actions


def test_the_act_and_play_lines_built_in_cpp_are_the_dict_messages_json() -> None:
    # The act and notify/play lines are written in C++ (and a format string) without a dict; the
    # reference is the dict built field by field from the State by paiju.platform.messages.
    import json
    import random

    from paiju.platform import messages as msg
    from paiju.platform.table import Table

    def dumps(message):
        return (json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n").encode()

    rng = random.Random(5)
    table = Table(guandan.Game().new_match(seed=12))
    state = table.state
    acts = plays = 0
    while state.deal_index < 2:  # two deals: tribute, return and play positions
        if not table.deal_started:
            table.start_deal()
            shown, last, top = [None] * 4, None, None  # the trick's actions so far, per seat
        seat, phase, level = state.current_player, state.phase, state.deal_level
        pending = table.act()
        stage = {"tribute": "tribute", "return": "back", "play": "play"}[phase]
        left = state.cards_left()
        public = [{"rest": left[s], "playArea": shown[s]} for s in range(4)]
        head = msg.act_head(stage, seat, [str(card) for card in state.hand(seat)], state.levels, level, public,
                            last, top)
        assert pending.line() == dumps(msg.act(head, state._platform_actions()[0]))
        acts += 1
        move = pending.move(rng.randrange(pending.index_range + 1))
        told = table.apply_lines(move)
        if phase == "play":
            action = move.to_platform(level)
            if not move.is_pass():
                top = (seat, action)
            shown[seat] = action
            last = (seat, action)
            assert [line for _, line in told[:4]] == [dumps(msg.notify_play(seat, action, top))] * 4
            plays += 1
            if state.phase == "play" and state.top is None:  # a new trick
                shown, last, top = [None] * 4, None, None
    assert acts > 200 and plays > 150
