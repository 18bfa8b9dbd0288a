"""Bot kinds as data: the C++ table of bot kinds and parameters (search/bot_kinds.h) is what
paiju.bots, `paiju bots`, the web page and docs/bots.md say, and the one spec reader keeps the
typed errors."""

from __future__ import annotations

import dataclasses
import pathlib
import re

import pytest

import paiju
from paiju import bots
from paiju.cli import main
from paiju.errors import InvalidOptionError
from paiju.web.bot_runner import spec_seconds, suggested_bots

ROOT = pathlib.Path(__file__).resolve().parents[2]
BOTS_PAGE = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")


def search_kinds(game: str) -> dict[str, dict]:
    return {kind["name"]: kind for kind in bots.kinds(game) if kind["role"] == "search"}


def table_rows(header: str) -> list[list[str]]:
    """The cells of the markdown table of docs/bots.md that starts with ``header``."""
    lines = BOTS_PAGE.split(header, 1)[1].split("\n\n", 1)[0].strip().splitlines()[1:]
    return [re.split(r"(?<!\\)\|", line.strip().strip("|")) for line in lines]


def test_the_parameter_table_of_the_docs_has_every_parameter_and_no_other() -> None:
    documented = set()
    for cells in table_rows("| parameter | meaning |"):
        documented |= {token.split("=")[0] for token in re.findall(r"`([^`]+)`", cells[0])}
    table = {param["name"] for game in paiju.games() for kind in search_kinds(game).values()
             for param in kind["params"]}
    assert documented == table


def test_the_docs_give_each_search_bot_its_grammar() -> None:
    grammars = {cells[0].strip().strip("`").replace("\\|", "|") for cells in table_rows("| spec | what it does |")}
    for kind in search_kinds("guandan").values():
        assert kind["grammar"] in grammars, kind["name"]


def test_the_specs_the_docs_give_are_bots() -> None:
    specs = set(re.findall(r"`((?:pimc|ismcts):[^`]+)`", BOTS_PAGE)) - {"ismcts:..."}
    for line in re.findall(r"paiju arena guandan (\S+) (\S+)", BOTS_PAGE):
        specs |= set(line)
    mahjong_specs, shengji_specs = set(), set()
    for cells in table_rows("| spec | what it does |"):
        names = {name for name in re.findall(r"`([a-z_0-9]+)`", cells[0])}
        if cells[0].strip().startswith("mahjong"):
            mahjong_specs |= names
        elif cells[0].strip().startswith("Shengji"):
            shengji_specs |= names
        else:
            specs |= names
    assert shengji_specs == {"heuristic_v1"}
    assert bots.check_bot("heuristic_v1", "shengji") == "heuristic_v1"
    assert {"ismcts:time=50ms", "pimc:worlds=40", "strong_v1", "counter", "heuristic_v1"} <= specs
    assert {"heuristic_v1", "heuristic_bu_peng"} <= mahjong_specs
    for spec in specs:
        assert bots.check_bot(spec, "guandan") == spec
    for spec in mahjong_specs:
        assert bots.check_bot(spec, "mahjong") == spec


@pytest.mark.parametrize("cls, kind", [(bots.PIMC, "pimc"), (bots.ISMCTS, "ismcts")])
def test_the_python_classes_have_every_parameter_and_its_default(cls, kind) -> None:
    params = {param["name"]: param for param in search_kinds("guandan")[kind]["params"]}
    fields = {{"time_per_move": "time"}.get(f.name, f.name): f.default for f in dataclasses.fields(cls)}
    assert set(fields) == set(params)
    for name, default in fields.items():
        if default is not None:  # None: not written, the bot's own default
            assert default == params[name]["default"], name


def test_python_specs_carry_the_new_parameters_to_cpp() -> None:
    bot = bots.ISMCTS(iterations=40, beliefs=0.5, pool=16, z=0.5, mix="heuristic+bomb_early", styles=True,
                      endgame=10, endgame_worlds=6, endgame_nodes=900)
    assert str(bot) == ("ismcts:iterations=40,c=0.7,policy=heuristic,beliefs=0.5,pool=16,endgame=10,z=0.5,"
                        "mix=heuristic+bomb_early,styles=1,endgame_worlds=6,endgame_nodes=900")
    assert bots.check_bot(bot, "guandan") == str(bot)
    assert bots.read_spec(str(bot), "guandan") == ("ismcts", {
        "iterations": 40, "c": 0.7, "policy": "heuristic", "beliefs": 0.5, "pool": 16, "endgame": 10, "z": 0.5,
        "mix": ["heuristic", "bomb_early"], "styles": True, "endgame_worlds": 6, "endgame_nodes": 900})
    assert str(bots.ISMCTS(iterations=9, hands=1, pool=8)) == "ismcts:iterations=9,c=0.7,policy=heuristic,pool=8,hands=1"
    assert str(bots.PIMC(worlds=3, others="mix", z=0)) == "pimc:worlds=3,candidates=16,policy=heuristic,others=mix,z=0"
    assert bots.check_bot(bots.PIMC(worlds=3, others="mix", z=0), "mahjong")


@pytest.mark.parametrize("make, message", [
    (lambda: bots.ISMCTS(trees=65), "trees must be an integer from 1 to 64"),
    (lambda: bots.ISMCTS(beliefs=0), "beliefs must be more than 0 and at most 1"),
    (lambda: bots.ISMCTS(time_per_move=4000), "time must be more than 0 and at most 3600 s"),
    (lambda: bots.ISMCTS(others="everyone"), "others must be policy, tree or mix"),
    (lambda: bots.PIMC(others="tree"), "others must be policy or mix"),
    (lambda: bots.PIMC(win=2), "win must be between 0 and 1"),
    (lambda: bots.ISMCTS(mix="heuristic,iterations=3"), "player's name"),
])
def test_bad_values_are_refused_when_the_object_is_made(make, message) -> None:
    with pytest.raises(InvalidOptionError, match=re.escape(message)):
        make()


def test_what_a_game_lacks_is_refused_when_the_bot_is_made() -> None:
    with pytest.raises(InvalidOptionError, match="no exact endgames"):
        bots.check_bot(bots.ISMCTS(endgame=8), "mahjong")
    with pytest.raises(InvalidOptionError, match="policy must be random or a named player"):
        bots.read_spec("pimc:policy=bomb_early", "mahjong")  # a Guandan style
    assert bots.read_spec("pimc:policy=bomb_early") == ("pimc", {"policy": "bomb_early"})  # any game's
    with pytest.raises(InvalidOptionError, match="parameter 'time' given twice"):
        bots.read_spec("ismcts:time=1,time=2")


def test_the_platform_bot_is_a_kind_of_the_games_that_speak_the_protocol() -> None:
    speaking = [g for g in paiju.games() if paiju.registry.game_info(g)["capabilities"]["platform"]]
    assert speaking == ["guandan"]  # the competition platform's protocol is Guandan's
    for game in paiju.games():
        external = [k["name"] for k in bots.kinds(game) if k["role"] == "external"]
        assert external == (["platform"] if game in speaking else []), game
    for game in set(paiju.games()) - set(speaking):
        title = paiju.registry.game_info(game)["title"]
        with pytest.raises(InvalidOptionError, match="platform bots play Guandan, not " + title):
            bots.check_bot("platform:python bot.py", game)
        with pytest.raises(InvalidOptionError, match="platform bots play Guandan"):
            bots.make("platform:python bot.py", game)
    assert "platform: platform:COMMAND" in bots.listing("guandan")


def test_each_game_lists_the_kinds_it_has() -> None:
    guandan, mahjong = bots.kinds("guandan"), bots.kinds("mahjong")
    assert [k["name"] for k in guandan][:2] == ["random", "heuristic"]
    assert {"strong", "strong_v1", "bomb_early", "counter"} <= {k["name"] for k in guandan}
    mahjong_players = {"heuristic_v1", "heuristic_bu_peng", "heuristic_da_pie", "heuristic_no_bets"}
    assert {k["name"] for k in mahjong} == {"random", "heuristic", "strong", "pimc", "ismcts"} | mahjong_players
    # the frozen heuristic and the bet alternatives stay out of others=mix (mahjong's game.cpp)
    assert all(k["in_mix"] is False for k in mahjong if k["name"] in mahjong_players)
    shengji = bots.kinds("shengji")
    assert {k["name"] for k in shengji} == {"random", "heuristic", "strong", "pimc", "ismcts", "heuristic_v1"}
    assert all(k["in_mix"] is False for k in shengji if k["name"] == "heuristic_v1")  # shengji's game.cpp
    (counter,) = [k for k in guandan if k["name"] == "counter"]
    assert counter["in_mix"] is False  # held out of others=mix (docs/outside-players.md)
    trainers = [k for k in guandan if k["name"] in ("racer", "sitter", "shaper")]
    assert len(trainers) == 3 and all(k["in_mix"] is False for k in trainers)  # drawn only by mix=A+B (docs/trainers.md)
    for game in ("guandan", "shengji", "mahjong"):
        (strong,) = [k for k in bots.kinds(game) if k["name"] == "strong"]
        assert strong["spec"] == paiju.registry.game_module(game)._native.STRONG_SPEC
    # mahjong's search keeps the policy's move unless it is 1 standard error better (its game.h)
    z = {game: {p["name"]: p for p in search_kinds(game)["ismcts"]["params"]}["z"]["default"]
         for game in ("guandan", "mahjong")}
    assert z == {"guandan": 0.0, "mahjong": 1.0}
    supported = {game: {p["name"] for p in search_kinds(game)["ismcts"]["params"] if p["supported"]}
                 for game in ("guandan", "mahjong")}
    assert "beliefs" in supported["guandan"] and "endgame" in supported["guandan"]
    assert not {"beliefs", "hands", "moves", "carry", "endgame"} & supported["mahjong"]


def test_the_web_page_offers_only_the_bots_a_game_has() -> None:
    assert "strong" in suggested_bots("guandan") and "bomb_early" in suggested_bots("guandan")
    for game in ("liangfutou", "shengji", "mahjong"):
        offered = suggested_bots(game)
        assert ("strong" in offered) == (game != "liangfutou")
        assert "heuristic" in offered and "ismcts:time=1s" in offered
        for spec in offered:
            bots.check_bot(spec, game)


def test_the_web_cap_reads_time_as_the_bots_do() -> None:
    assert spec_seconds("ismcts:time=1e3") == 1000.0  # the cap sees what the bot would think
    assert spec_seconds("pimc:time=250ms,worlds=3", "mahjong") == 0.25
    assert spec_seconds("strong", "guandan") is None


def test_paiju_bots_lists_a_games_bots_and_parameters(capsys) -> None:
    assert main(["bots", "mahjong"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("mahjong bots") and "ismcts[:iterations=N," in out
    assert "  strong: the game's best setting found so far: ismcts:iterations=1000" in out
    assert "    z=Z: a number, at least 0; default 1;" in out
    assert "    beliefs=L:" not in out and "beliefs (needs beliefs from plays)" in out
    assert main(["bots"]) == 0
    out = capsys.readouterr().out
    assert [line.split()[0] for line in out.splitlines() if " bots (a spec" in line] == paiju.games()
    assert "  strong_v1: a setting kept by name: ismcts:" in out and "    beliefs=L: a number more than 0" in out
