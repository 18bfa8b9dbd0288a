"""The messages of a table, deal by deal, on set-up deals worked out by hand (docs/platform.md)."""

from __future__ import annotations

from paiju import guandan
from paiju.platform.table import Table

PASS = ["PASS", "PASS", "PASS"]


def to(deliveries, seat):
    return [m for s, m in deliveries if s == seat]


def stages(deliveries, seat=0):
    return [(m["type"], m["stage"]) for m in to(deliveries, seat)]


def test_single_tribute_return_and_the_first_plays() -> None:
    # previous finish 0,1,2,3: seat 3 (last) pays its highest card to seat 0 (1st), who returns
    # a card of rank 10 or lower; the payer leads (§6).
    state = guandan.Game().new_deal(hands=["S3 S4 D9", "C5 C6", "H7 H8", "SK D4 HA"], level="2", leader=0,
                                    previous_finish=[0, 1, 2, 3])
    table = Table(state)
    start = table.start_deal()
    assert to(start, 3) == [{"type": "notify", "stage": "beginning", "handCards": ["D4", "SK", "HA"], "myPos": 3,
                             "selfRank": "2", "oppoRank": "2", "curRank": "2"}]
    assert [m["handCards"] for m in to(start, 0)] == [["S3", "S4", "D9"]]

    act = table.act()
    assert act.seat == 3 and act.message["stage"] == "tribute"
    assert act.message["actionList"] == [["tribute", "tribute", ["HA"]]] and act.message["indexRange"] == 0
    told = table.apply(act.move(0))
    assert to(told, 1) == [{"type": "notify", "stage": "tribute", "result": [[3, 0, "HA"]]}]

    act = table.act()
    assert act.seat == 0 and act.message["stage"] == "back"
    assert act.message["handCards"] == ["S3", "S4", "D9", "HA"]
    assert act.message["actionList"] == [["back", "back", ["S3"]], ["back", "back", ["S4"]], ["back", "back", ["D9"]]]
    told = table.apply(act.move(0))
    assert to(told, 2) == [{"type": "notify", "stage": "back", "result": [[0, 3, "S3"]]}]

    # the payer leads: nothing to beat
    act = table.act()
    m = act.message
    assert act.seat == 3 and m["stage"] == "play"
    assert (m["curPos"], m["curAction"], m["greaterPos"], m["greaterAction"]) == (-1, None, -1, None)
    assert m["handCards"] == ["S3", "D4", "SK"]
    assert m["publicInfo"] == [{"rest": 3, "playArea": None}, {"rest": 2, "playArea": None},
                               {"rest": 2, "playArea": None}, {"rest": 3, "playArea": None}]
    assert m["actionList"] == [["Single", "3", ["S3"]], ["Single", "4", ["D4"]], ["Single", "K", ["SK"]]]
    assert m["indexRange"] == 2
    told = table.apply(act.move(0))  # Single 3
    single3 = ["Single", "3", ["S3"]]
    assert [m for s, m in told] == [{"type": "notify", "stage": "play", "curPos": 3, "curAction": single3,
                                     "greaterPos": 3, "greaterAction": single3}] * 4  # all four seats, the actor too

    act = table.act()  # seat 0 follows: PASS first
    assert act.seat == 0 and act.message["actionList"][0] == PASS
    assert act.message["actionList"] == [PASS, ["Single", "4", ["S4"]], ["Single", "9", ["D9"]], ["Single", "A", ["HA"]]]
    assert (act.message["curPos"], act.message["curAction"], act.message["greaterPos"]) == (3, single3, 3)
    told = table.apply(act.move(act.default_index))  # the default when following is PASS
    assert to(told, 0)[0]["curAction"] == PASS and to(told, 0)[0]["greaterAction"] == single3

    act = table.act()  # seat 1: the previous action is seat 0's pass, the top still seat 3's 3
    m = act.message
    assert (m["curPos"], m["curAction"], m["greaterPos"], m["greaterAction"]) == (0, PASS, 3, single3)
    assert m["publicInfo"][0]["playArea"] == PASS and m["publicInfo"][3]["playArea"] == single3
    assert m["publicInfo"][3]["rest"] == 2


def test_double_tribute_larger_card_to_the_first_and_two_returns() -> None:
    # previous finish 0,2,1,3: a 1-2 finish, seats 1 and 3 pay; seat 1 (next after seat 0) first.
    state = guandan.Game().new_deal(hands=["S3 S4", "S5 SK", "S6 S7", "S8 HA"], level="2", leader=0,
                                    previous_finish=[0, 2, 1, 3])
    table = Table(state)
    table.start_deal()
    told = []
    while state.phase == "tribute":
        act = table.act()
        assert act.message["stage"] == "tribute"
        told = table.apply(act.move(0))
    # A (seat 3) beats K (seat 1): the A goes to seat 0 (1st), the K to seat 2 (2nd)
    (result,) = to(told, 0)
    assert sorted(result["result"]) == [[1, 2, "SK"], [3, 0, "HA"]]
    while state.phase == "return":
        act = table.act()
        assert act.message["stage"] == "back"
        told = table.apply(act.move(0))
    (back,) = to(told, 1)
    assert sorted(back["result"]) == [[0, 3, "S3"], [2, 1, "S6"]]
    act = table.act()
    assert act.seat == 3 and act.message["stage"] == "play"  # the payer of the larger card leads


def test_anti_tribute_is_announced_after_the_beginning() -> None:
    state = guandan.Game().new_deal(hands=["S3 S4", "S5 S6", "S7 S8", "HR HR S9"], level="2", leader=0,
                                    previous_finish=[0, 1, 2, 3])
    table = Table(state)
    start = table.start_deal()
    assert stages(start, 2) == [("notify", "beginning"), ("notify", "anti-tribute")]
    assert to(start, 2)[1] == {"type": "notify", "stage": "anti-tribute", "antiNum": 1, "antiNums": 1, "antiPos": [3]}
    act = table.act()
    assert act.message["stage"] == "play" and act.seat == 0  # the previous 1st leads


def test_jiefeng_the_partner_leads_a_new_trick_and_the_deal_ends_with_the_rest_shown() -> None:
    # seat 0 goes out with its only card, nobody beats it: seat 2 (its partner) leads.
    state = guandan.Game().new_deal(hands=["S9", "S3 S4", "S5 S6", "S7 S8"], level="2", leader=0)
    table = Table(state)
    table.start_deal()
    table.apply(table.act().move(0))  # seat 0: Single 9, out
    for seat in (1, 2, 3):
        act = table.act()
        assert act.seat == seat and act.message["actionList"][0] == PASS
        told = table.apply(act.move(0))
    assert to(told, 0)[0]["greaterPos"] == 0  # the last pass still shows the trick's top
    act = table.act()
    m = act.message
    assert act.seat == 2 and (m["curPos"], m["curAction"], m["greaterPos"], m["greaterAction"]) == (-1, None, -1, None)
    assert [p["playArea"] for p in m["publicInfo"]] == [None] * 4 and m["publicInfo"][0]["rest"] == 0
    # always the last action (the biggest play): seat 2 leads S6, seat 3 S8, seats 1 and 2 pass,
    # seat 3 leads S7 and is out; seats 1 and 2 pass, seat 1 (seat 3's partner) leads S4, seat 2
    # beats it with S5 and is out: order 0, 3, 2, 1, and seat 1 keeps its S3.
    told = []
    while not table.deal_over:
        act = table.act()
        told = table.apply(act.move(act.index_range))
    over = to(told, 1)[-1]
    assert over == {"type": "notify", "stage": "episodeOver", "order": [0, 3, 2, 1], "curRank": "2",
                    "restCards": [[1, ["S3"]]]}
    assert table.winner() == 0
