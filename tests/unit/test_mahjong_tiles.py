"""paiju.mahjong: tile notation, typed errors and hand analysis on hand-worked examples (the
arithmetic in the comments). The random differential test against the slow reference is
tests/reference/test_mahjong_differential.py."""

from __future__ import annotations

import pytest

import paiju
from paiju import mahjong


def test_tile_kinds_and_canonical_order():
    assert len(mahjong.TILE_KINDS) == 39  # 27 suited + 12 flowers
    assert mahjong.TILE_KINDS[:3] == ("1m", "2m", "3m")
    assert mahjong.TILE_KINDS[9] == "1s" and mahjong.TILE_KINDS[26] == "9p"
    assert mahjong.TILE_KINDS[27:31] == ("E", "S", "W", "N")
    assert mahjong.TILE_KINDS[-1] == "chrysanthemum"


@pytest.mark.parametrize(
    ("text", "tiles"),
    [
        ("1m", ["1m"]),
        ("123m456p", ["1m", "2m", "3m", "4p", "5p", "6p"]),
        ("一万 五条 九饼", ["1m", "5s", "9p"]),
        ("三萬,七筒 二索", ["3m", "2s", "7p"]),
        ("东南西北", ["E", "S", "W", "N"]),
        ("东风 春 夏秋冬 梅兰竹菊", ["E", *mahjong.TILE_KINDS[31:]]),
        ("spring Chrysanthemum e", ["E", "spring", "chrysanthemum"]),
        ("9S 1M", ["1m", "9s"]),
        ("", []),
    ],
)
def test_parse_tiles_spellings(text, tiles):
    assert mahjong.parse_tiles(text) == tiles


def test_lists_and_formatting_round_trip():
    assert mahjong.parse_tiles(["5p", "123m", " 一万 "]) == ["1m", "1m", "2m", "3m", "5p"]
    assert mahjong.format_tiles(["E", "2m", "1m", "5p"]) == "12m5p E"
    text = mahjong.format_tiles("9p 1m 1m 5s spring 北")
    assert text == "11m5s9p N spring"
    assert mahjong.format_tiles(text) == text


@pytest.mark.parametrize("bad", ["0m", "1x", "m", "十万", "spring2", "12", "11111m", "E E", "东东"])
def test_bad_tiles_raise_invalid_tile_error(bad):
    with pytest.raises(paiju.InvalidTileError):
        mahjong.parse_tiles(bad)


def test_errors_are_typed():
    assert issubclass(paiju.InvalidTileError, paiju.PaijuError)
    assert issubclass(paiju.InvalidTileError, ValueError)
    assert issubclass(paiju.InvalidHandError, paiju.PaijuError)
    assert issubclass(paiju.InvalidHandError, ValueError)
    with pytest.raises(paiju.InvalidTileError, match="1x"):
        mahjong.waits("1x 123456789m123s")
    with pytest.raises(paiju.InvalidTileError, match="flower"):
        mahjong.waits("123456789m12s E")  # a flower never stays in a hand
    with pytest.raises(paiju.InvalidTileError, match="5 copies of 5p"):
        mahjong.waits("123456789m5p", [("kong", "5p")])  # 1 + 4: a fifth copy
    with pytest.raises(paiju.InvalidTileError):
        mahjong.parse_tiles(42)  # type: ignore[arg-type]
    with pytest.raises(paiju.InvalidTileError):
        mahjong.is_winning(b"11m")  # type: ignore[arg-type]
    with pytest.raises(paiju.InvalidHandError, match="13 tiles, got 14"):
        mahjong.waits("123m456m789m123s55p")
    with pytest.raises(paiju.InvalidHandError, match="needs 11 tiles, got 10"):
        mahjong.is_winning("123m456m789m5p", [("pong", "1s")])
    with pytest.raises(paiju.InvalidHandError, match="13 or 14"):
        mahjong.shanten("123m")
    with pytest.raises(paiju.InvalidHandError, match="chow"):
        mahjong.waits("123456789m5p", [("chow", "1s")])
    with pytest.raises(paiju.InvalidHandError):
        mahjong.waits("123456789m5p", ["pong"])  # type: ignore[list-item]
    with pytest.raises(paiju.InvalidHandError, match="at most 4 melds"):
        mahjong.shanten("", [("pong", f"{r}m") for r in range(1, 6)])


def test_is_winning_hand_worked():
    assert mahjong.is_winning("123m456m789m123s55p")  # four runs + pair 55p
    assert mahjong.is_winning("111222333m44455s")  # 111 222 333m (or 123 x3) + 444s + 55s
    assert not mahjong.is_winning("123m456m789m123s56p")  # 56p is no pair
    assert mahjong.is_winning("1122m3344s5566p77p")  # seven pairs
    assert mahjong.is_winning("112233m5566s8888p")  # seven pairs, 8888p = two pairs (spec §6)
    assert mahjong.is_winning("123m55p", [("pong", "1s"), ("kong", "2s"), ("concealed_kong", "3s")])
    # 11 22 33m 55s 66s + pong 9p (11 tiles): five pairs and a single, no standard reading.
    assert not mahjong.is_winning("112233m55669s", [("pong", "9p")])
    assert mahjong.is_winning(["2m", "2m"], [("pong", "1m"), ("added_kong", "3m"), ("pong", "4s"), ("kong", "5p")])


def test_waits_hand_worked():
    # Nine gates: 1112345678999m waits on every rank 1..9m.
    assert mahjong.waits("1112345678999m") == [f"{r}m" for r in range(1, 10)]
    # Seed §9.5: 11 22 33m 55 66s 888p. Standard: 123 123m + 888p + 5566s -> 555 66 or 55 666
    # (5s, 6s); seven pairs: 11 22 33 55 66 + 88 and the single 8p (8888p = two pairs).
    assert mahjong.waits("112233m5566s888p") == ["5s", "6s", "8p"]
    # 11112m 234567s 99p: 111 + 12 waits on 3m; 1m would be a fifth copy.
    assert mahjong.waits("11112m234567s99p") == ["3m"]
    # 123 456 789m 9p with a pong of 9p: the pair 9p would need a fifth copy (3 + 1 + 1).
    assert mahjong.waits("123456789m9p", [("pong", "9p")]) == []
    assert mahjong.waits("123456789m9p", [("pong", "1s")]) == ["9p"]
    # Seed §8 独六: 123 5 7 789 33 waits on the 6 between 5 and 7: 123m 57m 789s 33p + 111s.
    assert mahjong.waits("12357m111789s33p") == ["6m"]
    assert mahjong.waits("5s", [("pong", "1m"), ("pong", "2m"), ("kong", "3m"), ("pong", "4m")]) == ["5s"]
    assert mahjong.waits("1357m2468s13579p") == []


def test_shanten_hand_worked():
    assert mahjong.shanten("123m456m789m123s55p") == -1  # winning
    assert mahjong.shanten("123m456m789m123s5p") == 0  # ready on 5p
    # 123456789m 15s 99p: three runs + 99p kept (11 tiles); a fourth set from 1s or 5s needs two
    # tiles: distance 2, shanten 1.
    assert mahjong.shanten("123456789m15s99p") == 1
    # 13 singles, no three consecutive: each set keeps <= 2 (12m 45m 78m 12s), the pair 1:
    # 9 of 14 kept, distance 5, shanten 4 (seven pairs: 7 kept, distance 7).
    assert mahjong.shanten("124578m1247s147p") == 4
    # 1111m 4m 2222s 3333p: seven pairs 11 11 22 22 33 33 + 4m single: ready.
    assert mahjong.shanten("11114m2222s3333p") == 0
    # The pair 5p would be a fifth copy with a pong of 5p: not ready, one exchange away.
    assert mahjong.shanten("123456789m5p", [("pong", "5p")]) == 1
    # 14 tiles: the best discard leaves a ready hand.
    assert mahjong.shanten("123m456m789m123s5p9s") == 0


def test_decompositions_hand_worked():
    readings = mahjong.decompositions("111222333m44455s")
    # 111 222 333m as three triplets or as 123 x3; runs sort before triplets at 1m.
    assert readings == [
        ("standard", (("run", "1m"), ("run", "1m"), ("run", "1m"), ("triplet", "4s"), ("pair", "5s"))),
        ("standard", (("triplet", "1m"), ("triplet", "2m"), ("triplet", "3m"), ("triplet", "4s"), ("pair", "5s"))),
    ]
    # 11223344556677m: 11 + 234 234 567 567, 44 + 123 123 567 567, 77 + 123 123 456 456, and
    # seven pairs.
    pure = mahjong.decompositions("11223344556677m")
    assert [form for form, _ in pure] == ["standard"] * 3 + ["seven_pairs"]
    assert pure[0][1][0] == ("pair", "1m")
    assert pure[-1][1] == tuple(("pair", f"{r}m") for r in range(1, 8))
    assert mahjong.decompositions("112233m5566s8888p")[-1] == (
        "seven_pairs",
        (("pair", "1m"), ("pair", "2m"), ("pair", "3m"), ("pair", "5s"), ("pair", "6s"), ("pair", "8p"), ("pair", "8p")),
    )
    assert mahjong.decompositions("123m55p", [("pong", "1s"), ("pong", "2s"), ("pong", "3s")]) == [
        ("standard", (("run", "1m"), ("pair", "5p")))
    ]
    assert mahjong.decompositions("123m456m789m123s56p") == []


def test_a_registered_game():
    assert "mahjong" in paiju.games() and paiju.game_module("mahjong") is mahjong
