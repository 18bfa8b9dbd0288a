"""The registry: C++'s one list of games, as _core exports it, and every place that must list
every registered game (the engine signature, the capability table in docs/api.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import paiju
from paiju import _core
from paiju.registry import capability_table, game_info

ROOT = Path(__file__).resolve().parents[2]
CAPABILITIES = ("beliefs", "endgame", "styles", "strong", "class_moves", "sample_moves", "platform")


def test_games_come_from_core_in_registration_order():
    assert paiju.games() == [info["name"] for info in _core.registered_games()]
    assert paiju.games()[:4] == ["guandan", "liangfutou", "shengji", "mahjong"]
    # the titles the rules pages give (docs/rules/<game>.md's headings)
    titles = {info["name"]: info["title_zh"] for info in _core.registered_games()}
    assert titles == {"guandan": "掼蛋", "liangfutou": "两副头", "shengji": "升级", "mahjong": "宿迁麻将"}


def test_every_game_has_a_title_seats_notation_and_every_capability():
    assert tuple(name for name, _ in _core.CAPABILITIES) == CAPABILITIES
    for name in paiju.games():
        info = game_info(name)
        assert info["name"] == name and info["title"] and info["notation"]
        assert info["seats"] == 4
        # a Chinese title in Chinese characters (the web table's 中文 mode shows it)
        assert info["title_zh"] and all("\u4e00" <= char <= "\u9fff" for char in info["title_zh"])
        assert set(info["capabilities"]) == set(CAPABILITIES)
        assert paiju.game_module(name).__name__ == f"paiju.{name}"


def test_capabilities_match_what_the_games_do():
    # From docs/bots.md and docs/platform.md: Guandan and Shengji (two sides) have the endgame
    # solver, only Guandan move classes and the platform; Guandan and Shengji have beliefs (their worlds rewind to a past trick);
    # Guandan, Shengji and mahjong (heuristic_v1, and mahjong's bet alternatives) have named
    # styles; Shengji alone counts and samples its moves; every game but Liangfutou names a
    # strong setting (docs/bots.md).
    expected = {
        "guandan": {"beliefs", "endgame", "styles", "strong", "class_moves", "platform"},
        "liangfutou": set(),
        "shengji": {"beliefs", "endgame", "styles", "strong", "sample_moves"},
        "mahjong": {"styles", "strong"},
    }
    for name, supported in expected.items():
        capabilities = game_info(name)["capabilities"]
        assert {c for c, has in capabilities.items() if has} == supported, name
    assert hasattr(paiju.shengji.State, "sample_move") and not hasattr(paiju.guandan.State, "sample_move")


def test_game_info_of_an_unknown_game_is_a_typed_error():
    with pytest.raises(paiju.InvalidOptionError):
        game_info("poker")


@pytest.mark.parametrize("name", paiju.games())
def test_every_registered_game_is_in_the_signature(name):
    line = (ROOT / "benchmarks" / "bench_signature.txt").read_text().strip().splitlines()[-1]
    assert re.search(rf"\b{name}=[0-9a-f]{{16}}\b", line), f"{name} is not signed: {line}"


def test_docs_show_the_capability_table_of_every_registered_game():
    docs = (ROOT / "docs" / "api.md").read_text()
    assert capability_table() in docs
    for name in paiju.games():
        assert re.search(rf"^\| {name} \|", docs, re.M), f"{name} missing from the capability table"


def test_paiju_games_prints_the_table(capsys):
    from paiju.cli import main

    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(capability_table())
    for name in paiju.games():
        assert f"{name} moves: " in out


@pytest.mark.parametrize("name", paiju.games())
def test_every_game_module_exports_the_shared_names(name):
    # paiju.game.MODULE_API is what generic code reads from each game's module: each must be in
    # the module's __all__, and every name __all__ lists must exist.
    from paiju.game import MODULE_API
    from paiju.registry import game_module

    module = game_module(name)
    assert set(MODULE_API) <= set(module.__all__)
    assert [n for n in module.__all__ if not hasattr(module, n)] == []
