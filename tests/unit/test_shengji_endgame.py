"""Shengji has the exact endgame solver of two-sided games (search/endgame.h, endgame=N): its
sides are the teams, what is left is the cards held in trick play, never the hands filling up
while dealing."""

import paiju
from paiju import bots
from paiju.shengji import Game


def test_the_endgame_keeps_the_last_trick_and_the_kitty() -> None:
    # Two cards each, spades trump at level 2; seat 0 deals (defends with seat 2) and leads with
    # the only trump, SA, and H3; the six unseen cards are hearts, so in every world: leading SA
    # first wins a trick of no attacker points but leaves H3 for the last trick, where the highest
    # heart wins it and, in worlds where an attacker keeps HK or HQ, the kitty's 70 points twice
    # over (DK DK CK CK DT CT: 60, D5 C5: 10); leading H3 first gives up at most 25 points
    # (HK, HT, H5) and leaves SA to trump the last trick, kitty and all.
    hands = [["SA", "H3"], ["HK", "H5"], ["HQ", "HT"], ["H4", "H6"]]
    kitty = ["DK", "DK", "CK", "CK", "DT", "CT", "D5", "C5"]
    state = Game().new_deal(hands, kitty, 0, "2", "S")
    spec = "ismcts:iterations=200,endgame=12"
    assert bots.check_bot(spec, "shengji") == spec
    assert {str(bots.choose(state, spec, seed=s)) for s in range(4)} == {"single H3"}


def test_no_endgame_while_the_cards_are_dealt() -> None:
    # During the dealing the hands hold few cards; an endgame bound above them must not apply
    # (the solver is for trick play): the bot declares or passes as search does.
    state = Game().new_match(seed=3)
    assert state.phase == "declare"
    for _ in range(6):
        move = bots.choose(state, "ismcts:iterations=20,endgame=1000", seed=1)
        assert move in list(state.legal_moves())
        state.apply(move)
    result = paiju.simulate("shengji", deals=1, bots=["ismcts:iterations=20,endgame=12", "heuristic"] * 2, seed=5,
                            threads=1, progress=False)
    assert len(result) == 1
