"""What a Shengji table needs from the API (issue 45): the dealing order, the last finished
trick and its winner, a match started at a chosen dealer and team levels, and the bot error's
list of what the game has.

Expected values come from docs/rules/shengji.md: §1 (the k-th of the first 100 cards goes to
seat (first + k) mod 4, the last 8 are the kitty; later deals start with the dealer), §3 (the
dealer, once fixed, stays; it picks up the kitty and buries 8) and §4 (who wins a trick), worked
by hand below; never from the engine's own output.
"""

from collections import Counter

import pytest

from paiju import bots
from paiju import shengji as sj
from paiju.cards import CARD_KINDS
from paiju.errors import InvalidOptionError


def cards_of(cards):
    return Counter(str(cards).split())


def pass_declarations(state):
    """Every seat passes while the cards are dealt (standard: a pass is always legal)."""
    while state.phase == "declare":
        state.apply(sj.Move("pass"))


# ---------------------------------------------------------------------------------------------
# The dealing order (§1)
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_deal_order_gives_each_seat_its_cards_and_the_kitty_last(dealer):
    state = sj.Game().new_match(11, dealer=dealer)
    order = state.deal_order
    assert len(order) == 108
    assert Counter(order) == Counter({kind: 2 for kind in CARD_KINDS})  # two decks, each card once
    pass_declarations(state)
    # §1: card k (k < 100) goes to seat (first + k) mod 4, the first seat dealt to being the
    # dealer (its seat is fixed); the last 8 cards are the kitty, which the dealer picks up.
    dealt = [Counter(order[k] for k in range(100) if (dealer + k) % 4 == seat) for seat in range(4)]
    kitty = Counter(order[100:])
    assert sum(kitty.values()) == 8
    for seat in range(4):
        expected = dealt[seat] + (kitty if seat == dealer else Counter())
        assert cards_of(state.hand(seat)) == expected, seat
    assert state.phase == "bury" and state.current_player == dealer


def test_deal_order_of_a_seeded_match_starts_at_its_first_seat():
    state = sj.Game().new_match(5)
    first = state.first_dealt
    order = state.deal_order
    pass_declarations(state)
    dealer = state.dealer  # nobody declared: the first seat dealt to deals (§3)
    assert dealer == first
    for seat in range(4):
        expected = Counter(order[k] for k in range(100) if (first + k) % 4 == seat)
        if seat == dealer:
            expected += Counter(order[100:])
        assert cards_of(state.hand(seat)) == expected


def test_deal_order_is_none_without_a_dealing():
    given = sj.Game().new_deal([["SA"], ["S3"], ["S4"], ["S5"]], [], 0, "2", "H")
    assert given.deal_order is None
    world = sj.Game().new_match(3).resample(0, 1)  # drawn hands were never dealt
    assert world.deal_order is None


# ---------------------------------------------------------------------------------------------
# The last finished trick and its winner (§4)
# ---------------------------------------------------------------------------------------------


def test_last_trick_and_winner_follow_the_trick_rules():
    # Level 2, trump spades, dealer 0 leads. Worked by hand (§4): trick 1,
    # HA led, H3 and HK follow, seat 3 holds no heart and trumps with S3: only a play all of the
    # led suit or all trump can win, and trump beats the led suit: seat 3 wins (HK's 10 points to
    # the attackers, seats 1 and 3). Trick 2: seat 3 leads D4; the others hold no diamond, so
    # their clubs cannot win: seat 3 wins again.
    hands = [["HA", "C5"], ["H3", "C6"], ["HK", "C7"], ["S3", "D4"]]
    state = sj.Game().new_deal(hands, [], 0, "2", "S")
    assert state.last_trick == [] and state.last_winner is None
    state.apply(sj.Move("single", "HA"))
    for card in ("H3", "HK"):
        state.apply(sj.Move("follow", card))
    assert state.last_trick == [] and state.last_winner is None  # the trick is not finished
    state.apply(sj.Move("follow", "S3"))
    assert state.last_winner == 3
    assert [(seat, str(cards)) for seat, cards in state.last_trick] == [(0, "HA"), (1, "H3"), (2, "HK"), (3, "S3")]
    assert state.current_player == 3 and state.attackers_points == 10
    assert state.trick == []
    state.apply(sj.Move("single", "D4"))
    for card in ("C5", "C6", "C7"):
        state.apply(sj.Move("follow", card))
    assert state.last_winner == 3
    assert [(seat, str(cards)) for seat, cards in state.last_trick] == [(3, "D4"), (0, "C5"), (1, "C6"), (2, "C7")]


def test_last_trick_is_empty_again_when_the_next_deal_starts():
    state = sj.Game().new_match(21)
    seen_trick = False
    step = 0
    while state.deal_index == 0:
        state.apply(state.sample_move(step))
        step += 1
        seen_trick = seen_trick or state.last_winner is not None
    assert seen_trick
    assert state.phase == "declare" and state.last_trick == [] and state.last_winner is None


# ---------------------------------------------------------------------------------------------
# A match from a chosen dealer and team levels (§3, §5)
# ---------------------------------------------------------------------------------------------


def test_match_at_a_dealer_declares_buries_and_keeps_its_dealer():
    state = sj.Game().new_match(9, dealer=1, levels=["5", "10"])
    assert state.phase == "declare" and state.dealer == 1 and state.first_dealt == 1
    assert state.team_levels == ["5", "T"]
    assert state.level == "T"  # the dealer's team (seats 1 and 3) plays its level
    declared = False
    while state.phase == "declare":  # declare whenever possible: only the trump changes
        moves = list(state.legal_moves())
        declares = [m for m in moves if m.kind == "declare"]
        declared = declared or bool(declares)
        state.apply(declares[0] if declares else moves[0])
    assert declared  # (else the dealer kept would prove nothing)
    assert state.phase == "bury" and state.dealer == 1 and state.current_player == 1
    assert state.cards_left()[1] == 33  # 25 + the kitty's 8
    for _ in range(8):
        state.apply(state.legal_moves()[0])
    assert state.phase == "play" and state.current_player == 1 and state.cards_left()[1] == 25


def test_match_at_a_dealer_replays_from_its_record():
    state = sj.Game("five_ten_king").new_match(4, dealer=2, levels=["K", "5"])
    assert state.level == "K"
    for step in range(60):
        state.apply(state.sample_move(step))
    record = state.to_record()
    assert record["seed"] is None and record["deal"] == {"seed": 4, "dealer": 2, "levels": ["K", "5"]}
    again = sj.replay(record)
    assert str(again) == str(state) and again.deal_order == state.deal_order


def test_match_at_a_dealer_defaults_both_teams_to_the_first_level():
    assert sj.Game("five_ten_king").new_match(1, dealer=3).team_levels == ["5", "5"]


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"dealer": 4}, "dealer"),
        ({"dealer": -1}, "dealer"),
        ({"dealer": 0, "levels": ["5", "X"]}, "level"),
        ({"dealer": 0, "levels": ["5"]}, "two ranks"),
        ({"dealer": 0, "levels": "55"}, "two ranks"),
        ({"levels": ["5", "5"]}, "dealer"),
    ],
)
def test_match_at_a_dealer_rejects_bad_input(kwargs, words):
    with pytest.raises(InvalidOptionError, match=words):
        sj.Game().new_match(1, **kwargs)


def test_match_at_a_dealer_rejects_a_level_outside_the_sequence():
    with pytest.raises(InvalidOptionError, match="level_sequence"):
        sj.Game("five_ten_king").new_match(1, dealer=0, levels=["2", "5"])  # 2 is no level of 5TK


# ---------------------------------------------------------------------------------------------
# The bot error lists what the game has
# ---------------------------------------------------------------------------------------------


def test_strong_in_a_game_without_one_does_not_list_strong():
    with pytest.raises(InvalidOptionError, match="no strong setting") as error:
        bots.make("strong", "liangfutou")
    listed = str(error.value).split("(bots: ", 1)[1]
    names = [name.split("[")[0] for name in listed.rstrip(")").split(", ")]
    assert "strong" not in names
    assert names[:2] == ["random", "heuristic"] and "ismcts" in names and "pimc" in names


def test_the_error_of_a_game_with_strong_lists_it():
    with pytest.raises(InvalidOptionError, match="unknown bot") as error:
        bots.make("nonesuch", "guandan")
    listed = str(error.value).split("(bots: ", 1)[1]
    assert "strong" in [name.split("[")[0] for name in listed.rstrip(")").split(", ")]
