"""Typed input -> legal moves at the terminal table (paiju/terminal/matching.py), and the game
hook it reads (move_ranks). Expected moves are counted by hand from the hands."""

from collections import Counter

from paiju import guandan, liangfutou
from paiju.terminal.matching import match_moves, parse_card_query


class _Level:
    """The one observation field Guandan's hooks read."""

    def __init__(self, level):
        self.deal_level = level


def _guandan(text, hand, level="2", to_beat=None):
    moves = guandan.legal_moves(hand, level, to_beat)
    found = match_moves(text, moves, lambda m: guandan.move_ranks(m, _Level(level)))
    return [str(m) for m in found.moves], found


# Level 2: H2 is wild. Sevens S7 S7 C7; a natural S2 too.
HAND = "S2 H2 S3 C4 D5 S6 S7 S7 C7 SB HR"


def test_77_offers_the_pairs_of_7_natural_first_never_a_pair_of_2s():
    # natural: S7+S7, S7+C7; the wild H2 with S7 or C7: 4 pairs. Pair 2 S2 H2 is read as 22.
    moves, found = _guandan("77", HAND)
    assert moves == ["Pair 7 S7 S7", "Pair 7 S7 C7", "Pair 7 H2 S7", "Pair 7 H2 C7"]
    assert not found.decisive


def test_22_is_the_one_pair_of_2s_and_is_played_at_once():
    moves, found = _guandan("22", HAND)
    assert moves == ["Pair 2 S2 H2"] and found.decisive


def test_777_trips_and_7777_the_one_bomb():
    # trips: S7 S7 C7 natural; H2 with S7 S7 or with S7 C7. Bomb: all three 7s and H2.
    moves, _ = _guandan("777", HAND)
    assert moves == ["Trips 7 S7 S7 C7", "Trips 7 H2 S7 S7", "Trips 7 H2 S7 C7"]
    moves, found = _guandan("7777", HAND)
    assert moves == ["Bomb 7 H2 S7 S7 C7"] and found.decisive


def test_34567_never_reads_the_wild_as_the_8_of_45678():
    # natural 3 4 5 6 7: S3 C4 D5 S6 and S7 or C7 -> 2. H2 standing for the 3, 4, 5 or 6 (with
    # S7 or C7) -> 8, or for the 7 -> 1: 9 with the wild, listed after the natural ones.
    moves, _ = _guandan("34567", HAND)
    assert moves[:2] == ["Straight 3 S3 C4 D5 S6 S7", "Straight 3 S3 C4 D5 S6 C7"]
    assert len(moves) == 11 and len(set(moves)) == 11
    assert all(m.startswith("Straight 3 ") for m in moves)
    assert sum("H2" in m for m in moves) == 9


def test_23456_is_read_from_the_2():
    # the 2 from S2 or H2 (as itself) with S3 C4 D5 S6 -> 2 moves; S2 as the 2 and H2 standing
    # for the 3, 4, 5 or 6 -> 4. Straight 3 with the same cards as 2 3 4 5 6 is 34567: not offered.
    moves, _ = _guandan("23456", HAND)
    assert moves[:2] == ["Straight 2 S2 S3 C4 D5 S6", "Straight 2 H2 S3 C4 D5 S6"]
    assert sorted(moves[2:]) == sorted(
        [
            "Straight 2 S2 H2 C4 D5 S6",
            "Straight 2 S2 H2 S3 D5 S6",
            "Straight 2 S2 H2 S3 C4 S6",
            "Straight 2 S2 H2 S3 C4 D5",
        ]
    )


def test_typed_cards_and_ranks_together():
    moves, _ = _guandan("H2 7", HAND)
    assert moves == ["Pair 7 H2 S7", "Pair 7 H2 C7"]


def test_no_exact_match_completes_to_the_moves_containing_the_input():
    # Guandan has no 3+1: 7775 completes to trips 7 with a pair of 5s, which needs H2 as the
    # second 5 (one natural 5): the only such move, offered, not played.
    moves, found = _guandan("7775", HAND)
    assert moves == ["ThreeWithTwo 7 H2 D5 S7 S7 C7"] and not found.decisive


def test_the_move_text_in_any_order_and_case_is_decisive():
    moves, found = _guandan("pair 7 c7 s7", HAND)
    assert moves == ["Pair 7 S7 C7"] and found.decisive
    moves, found = _guandan("pass", HAND, to_beat="Pair 5 S5 H5")
    assert moves == ["PASS"] and found.decisive


def test_the_beginning_of_a_move_lists_those_moves():
    moves, _ = _guandan("Pair 7", HAND)
    assert moves == ["Pair 7 S7 S7", "Pair 7 S7 C7", "Pair 7 H2 S7", "Pair 7 H2 C7"]
    moves, _ = _guandan("bomb", HAND)
    assert moves == ["Bomb 7 H2 S7 S7 C7"]


def test_when_following_only_what_beats_the_play():
    # to beat Pair 9: no natural pair above 9 and a pair of 7s does not beat it
    moves, found = _guandan("77", HAND, to_beat="Pair 9 S9 H9")
    assert moves == ["Bomb 7 H2 S7 S7 C7"] and not found.decisive  # completion: contains 77


def test_reasons_for_nothing():
    _, found = _guandan("99", HAND)
    assert found.reason == "no legal move plays 9 9 here"
    _, found = _guandan("x9", HAND)
    assert "'x9' is no card" in found.reason
    _, found = _guandan("pass", HAND)  # leading: passing is not a move
    assert found.reason == "no legal move matches 'pass' here"
    _, found = _guandan("   ", HAND)
    assert found.reason and not found.moves


def test_parse_card_query():
    query, strangers = parse_card_query("10JQKA h10 ♠A SB 大王 b")
    assert query is not None and strangers == []
    assert query.ranks == Counter({"T": 1, "J": 1, "Q": 1, "K": 1, "A": 1, "B": 1})
    assert query.cards == Counter({"HT": 1, "SA": 1, "SB": 1, "HR": 1})
    assert parse_card_query("pair 77") == (None, ["pair"])


class _Text:
    """A move known only by its text (like mahjong's)."""

    def __init__(self, text):
        self.text = text

    def __str__(self):
        return self.text


def test_words_of_moves_without_cards():
    legal = [_Text(t) for t in ("pass", "pong 5m", "discard 5m", "discard 7s", "ready 5m")]
    assert [str(m) for m in match_moves("5m", legal).moves] == ["pong 5m", "discard 5m", "ready 5m"]
    assert [str(m) for m in match_moves("dis", legal).moves] == ["discard 5m", "discard 7s"]
    found = match_moves("Discard 7S", legal)
    assert [str(m) for m in found.moves] == ["discard 7s"] and found.decisive
    assert match_moves("chow 5m", legal).reason == "no legal move matches 'chow 5m' here"


def test_positions_too_large_to_scan_take_a_whole_move(monkeypatch):
    from paiju.terminal import matching

    moves = guandan.legal_moves(HAND, "2")
    monkeypatch.setattr(matching, "SCAN_LIMIT", 10)
    found = matching.match_moves("Pair 7 S7 C7", moves, parse=guandan.Move.parse)
    assert [str(m) for m in found.moves] == ["Pair 7 S7 C7"] and found.decisive
    found = matching.match_moves("77", moves, parse=guandan.Move.parse)
    assert not found.moves and "too many to search" in found.reason


# ---------------------------------------------------------------- Liangfutou: jokers wild


def _liangfutou(text, hand):
    moves = liangfutou.legal_moves(hand)
    return [
        str(m) for m in match_moves(text, moves, lambda m: liangfutou.move_ranks(m, None)).moves
    ]


def test_liangfutou_77_with_jokers():
    # S7 S7 natural; S7 with the big or the small joker; both jokers as 7s: 4 pairs.
    assert _liangfutou("77", "S7 S7 S4 SB HR") == [
        "pair 7 S7 S7",
        "pair 7 S7 HR",
        "pair 7 S7 SB",
        "pair 7 SB HR",
    ]
    assert _liangfutou("B", "S7 S7 S4 SB HR") == ["single SB SB"]


# ---------------------------------------------------------------- the hooks


def test_guandan_move_ranks():
    level = _Level("2")
    assert guandan.move_ranks(guandan.Move.parse("Straight A SA H2 S3 C4 D5"), level) == list(
        "A2345"
    )
    assert guandan.move_ranks(guandan.Move.parse("ThreePair Q SQ HQ SK HK SA HA"), level) == list(
        "QQKKAA"
    )
    assert guandan.move_ranks(guandan.Move.parse("TwoTrips K SK HK CK SA HA CA"), level) == list(
        "KKKAAA"
    )
    assert guandan.move_ranks(guandan.Move.parse("ThreeWithTwo 7 H2 D5 S7 S7 C7"), level) == list(
        "77755"
    )
    assert guandan.move_ranks(guandan.Move.parse("ThreeWithTwo 7 H2 S5 D5 S7 C7"), level) == list(
        "77755"
    )
    assert guandan.move_ranks(guandan.Move.parse("FourKings B SB SB HR HR"), level) == list("BBRR")
    assert guandan.move_ranks(guandan.Move.parse("PASS"), level) == []


def test_liangfutou_move_ranks():
    assert liangfutou.move_ranks(liangfutou.Move.parse("straight 7 S3 H4 C5 D6 SB"), None) == list(
        "34567"
    )
    assert liangfutou.move_ranks(
        liangfutou.Move.parse("pair_run 7 S4 H4 H5 C5 C6 D6 C7 C7"), None
    ) == list("44556677")
    assert liangfutou.move_ranks(liangfutou.Move.parse("bomb 4 S4 H4 SB HR"), None) == list("4444")
