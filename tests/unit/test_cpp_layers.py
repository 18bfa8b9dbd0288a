"""The C++ folders form layers without a loop: a file includes only headers of its own layer or
of layers below it (README's layout: core < climbing, tricktaking, tiles < game < search <
games < bindings, tools). A game's tool parts (games/<game>/tools/) are tools and its Python
bindings (games/<game>/python/) bindings, though they live in the game's folder."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "cpp" / "paiju"

# Folder -> layer, lowest first; folders of one layer may include each other.
LAYERS = {
    "core": 0,
    "climbing": 1,
    "tricktaking": 1,
    "tiles": 1,
    "game": 2,
    "search": 3,
    "games": 4,
    "bindings": 5,
    "tools": 5,
}
# Sub-folders of games/<game>/ that belong to a layer above the games.
GAME_PARTS = {"tools": "tools", "python": "bindings", "bindings": "bindings"}

INCLUDE = re.compile(r'^\s*#\s*include\s*"paiju/([^"]+)"', re.MULTILINE)


def folder_of(path: str) -> str:
    """The layer folder of a path under cpp/paiju ("games/guandan/tools/bench.cpp" -> "tools")."""
    parts = path.split("/")
    if parts[0] == "games" and len(parts) > 3 and parts[2] in GAME_PARTS:
        return GAME_PARTS[parts[2]]
    return parts[0]


def violations(includes: dict[str, list[str]]) -> list[str]:
    """Each include (file -> the paths it includes, both under cpp/paiju) of a higher layer."""
    found = []
    for source, targets in includes.items():
        for target in targets:
            src, dst = folder_of(source), folder_of(target)
            if LAYERS[dst] > LAYERS[src]:
                found.append(f"{source} ({src}) includes {target} ({dst})")
    return found


def tree_includes() -> dict[str, list[str]]:
    return {
        path.relative_to(SOURCES).as_posix(): INCLUDE.findall(path.read_text(encoding="utf-8"))
        for path in sorted(SOURCES.rglob("*"))
        if path.suffix in (".h", ".cpp")
    }


def test_every_folder_has_a_layer():
    folders = {folder_of(path) for path in tree_includes()}
    assert folders <= set(LAYERS), f"folders with no layer: {sorted(folders - set(LAYERS))}"


def test_no_folder_includes_a_layer_above_it():
    assert violations(tree_includes()) == []


def test_the_rule_catches_an_include_upwards():
    assert violations({"core/rng.h": ["core/check.h"], "games/guandan/game.h": ["search/factory.h"]}) == []
    assert violations({"tiles/tile.h": ["tricktaking/units.h"], "tools/bench.cpp": ["bindings/bindings.h"]}) == []
    assert violations({"core/history.h": ["game/concept.h"]}) == ["core/history.h (core) includes game/concept.h (game)"]
    assert violations({"game/concept.h": ["search/bot.h"]}) == ["game/concept.h (game) includes search/bot.h (search)"]
    assert violations({"games/mahjong/state.h": ["games/mahjong/tools/soak.h"]}) == [
        "games/mahjong/state.h (games) includes games/mahjong/tools/soak.h (tools)"
    ]
    assert violations({"games/mahjong/python/state.cpp": ["bindings/game_binding.h"]}) == []
