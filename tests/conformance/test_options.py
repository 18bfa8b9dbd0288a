"""Conformance: presets and the option table describe the options a game really resolves, and
options reach the states, records and replays."""

from __future__ import annotations

import json

import paiju

from . import cases, games

TYPES = {"bool", "int", "choice", "rank", "ranks"}


def _valid_values(row):
    """Some valid values of an option (besides its preset values)."""
    kind = row["type"]
    if kind == "bool":
        return [True, False]
    if kind == "int":
        low, high = row["range"]
        return [low, high, (low + high) // 2]
    if kind == "choice":
        return list(row["choices"])
    return []  # rank: the allowed spellings are the game's; the preset values are checked


@games()
def test_registry_and_presets(name):
    module = paiju.game_module(name)
    game_class = module.Game
    assert game_class.name() == name
    presets = game_class.presets()
    assert isinstance(presets, tuple) and presets and len(set(presets)) == len(presets)
    assert all(isinstance(p, str) and p for p in presets)
    assert game_class.default_preset() == presets[0]
    default = paiju.load_game(name)
    assert default.preset == presets[0] and type(default) is game_class
    assert default.options == paiju.load_game(name, presets[0]).options
    for attribute in ("Game", "State", "Observation", "replay", "summarize", "arena_scores"):
        assert hasattr(module, attribute), attribute
    assert getattr(paiju, name) is module


@games()
def test_option_table_is_well_formed(name):
    game_class = paiju.game_module(name).Game
    presets = game_class.presets()
    table = game_class.option_table()
    assert table, "a game has options"
    names = [row["name"] for row in table]
    assert len(set(names)) == len(names)
    for row in table:
        assert row["type"] in TYPES, row
        assert isinstance(row["doc"], str) and row["doc"]
        assert isinstance(row["allowed"], str) and row["allowed"]
        assert set(row["presets"]) == set(presets), row["name"]
        assert row["default"] == row["presets"][presets[0]], "the default is the default preset's value"
        values = list(row["presets"].values())
        if row["type"] == "bool":
            assert all(isinstance(v, bool) for v in values)
        if row["type"] == "int":
            low, high = row["range"]
            assert low <= high
            assert all(isinstance(v, int) and not isinstance(v, bool) and low <= v <= high for v in values)
        if row["type"] == "choice":
            assert row["choices"] and all(v in row["choices"] for v in values)


@cases()
def test_preset_values_resolve_to_the_preset(name, preset):
    game = paiju.load_game(name, preset)
    table = type(game).option_table()
    assert game.preset == preset
    assert list(game.options) == [row["name"] for row in table]
    assert game.options == {row["name"]: row["presets"][preset] for row in table}
    for row in table:
        again = paiju.load_game(name, preset, **{row["name"]: row["presets"][preset]})
        assert again.options == game.options, row["name"]
    everything = paiju.load_game(name, preset, **{row["name"]: row["presets"][preset] for row in table})
    assert everything.options == game.options
    # a preset plus the values of another preset is that other preset
    for other in type(game).presets():
        values = {row["name"]: row["presets"][other] for row in table}
        assert paiju.load_game(name, preset, **values).options == paiju.load_game(name, other).options


@cases()
def test_options_reach_states_records_and_replays(name, preset):
    game = paiju.load_game(name, preset)
    table = type(game).option_table()
    for row in table:
        for value in _valid_values(row):
            changed = paiju.load_game(name, preset, **{row["name"]: value})
            expected = dict(game.options, **{row["name"]: value})
            assert changed.options == expected, row["name"]
            state = changed.new_match(1)
            assert state.options == expected
            record = json.loads(json.dumps(state.to_record()))
            assert record["options"] == expected
            assert paiju.game_module(name).replay(record).options == expected
    # the options of a game are a copy: changing them changes nothing
    options = game.options
    options[table[0]["name"]] = "changed"
    assert game.options != options and game.new_match(1).options == paiju.load_game(name, preset).options
