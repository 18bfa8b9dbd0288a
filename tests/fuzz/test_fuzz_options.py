"""Fuzz: rule options and bot specs — guandan.Game / liangfutou.Game with random presets, option
names and values; bot spec strings (bots.check_bot); paiju.simulate and paiju.arena with bad
bot specs, Python bots returning junk, bad counts, seeds and options (one cheap deal each)."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import paiju
from paiju import guandan, liangfutou
from tests.fuzz import ContractViolation, attempt, expect_error, fuzz_settings
from tests.fuzz.strategies import (
    bot_specs,
    garbage,
    ints,
    option_dicts,
    pick,
    presets,
    seeds,
    valid_guandan_options,
    valid_liangfutou_options,
    without,
    words,
)

GAMES = {"guandan": guandan, "liangfutou": liangfutou}


def check_game(module: Any, preset: Any, options: dict[str, Any]) -> None:
    """Game(preset, **options): InvalidOptionError, or a rule set whose options resolve to
    themselves and that starts a match."""
    options = without(options, "preset")
    made = attempt(module.Game, preset, **options)
    if not made.ok:
        if not isinstance(made.error, paiju.InvalidOptionError):
            raise ContractViolation(f"Game({preset!r}, **{options!r}) raised {type(made.error).__name__}, "
                                    "not InvalidOptionError")
        return
    game = made.value
    resolved = game.options
    again = attempt(module.Game, preset, **resolved)
    if not again.ok or again.value.options != resolved:
        raise ContractViolation(f"Game({preset!r}, **game.options) does not give the same options: {again}")
    repr(game)
    state = game.new_match(1)
    assert state.options == resolved and state.to_record()["options"] == resolved


@fuzz_settings(200)
@given(pick(st.sampled_from(guandan.PRESETS), st.sampled_from(guandan.PRESETS), presets()),
       pick(valid_guandan_options(), option_dicts(), option_dicts(6)))
def test_guandan_game_options(preset, options) -> None:
    check_game(guandan, preset, options)


@fuzz_settings(200)
@given(pick(st.sampled_from(liangfutou.PRESETS), st.sampled_from(liangfutou.PRESETS), presets()),
       pick(valid_liangfutou_options(), option_dicts(), option_dicts(6)))
def test_liangfutou_game_options(preset, options) -> None:
    check_game(liangfutou, preset, options)


@fuzz_settings(150)
@given(pick(bot_specs(), bot_specs(), garbage()),
       st.sampled_from(sorted(GAMES) + ["shengji", "", "Guandan"]))
def test_bot_specs(spec, game) -> None:
    """bots.check_bot(spec, game): InvalidOptionError, or a canonical spec that checks as itself."""
    checked = attempt(paiju.bots.check_bot, spec, game)
    if not checked.ok:
        expect_error(checked, paiju.InvalidOptionError, f"check_bot({spec!r}, {game!r})")
        return
    if callable(spec):
        return
    canonical = checked.value
    again = attempt(paiju.bots.check_bot, canonical, game)
    if not again.ok or again.value != canonical:
        raise ContractViolation(f"check_bot({canonical!r}) (canonical of {spec!r}) gives {again}")


# --------------------------------------------------------------------------------------------
# simulate / arena: one cheap deal per call
# --------------------------------------------------------------------------------------------

_JUNK_ANSWERS = [None, 5, "garbage", "PASS PASS PASS", ["Single", "A"], "Single A SA SA SA", "pass", "call ZZ",
                 object(), b"PASS", "", 1.5]


def _python_bot(answer: Any):
    def bot(observation: Any, legal: Any) -> Any:
        return answer

    bot.__name__ = f"returns_{type(answer).__name__}"
    return bot


def _first_legal(observation: Any, legal: Any) -> Any:
    return legal[0]


def known(game: Any) -> str:
    return game if isinstance(game, str) and game in GAMES else "guandan"


def cheap(spec: Any, game: str) -> Any:
    """A valid search-bot spec becomes 'random' (a search per move is too slow here; the spec itself
    is fuzzed by test_bot_specs); invalid specs, junk and Python bots stay."""
    if isinstance(spec, str):
        checked = attempt(paiju.bots.check_bot, spec, game)
        if checked.ok and checked.value not in ("random", "heuristic"):
            return "random"
    return spec


bot_lists = pick(
    st.just(["random"] * 4),
    st.lists(pick(st.just("random"), st.just("random"), bot_specs(), garbage()), min_size=0, max_size=5),
    st.lists(pick(st.just("random"), st.sampled_from(_JUNK_ANSWERS).map(_python_bot), st.just(_first_legal)),
             min_size=4, max_size=4),
    bot_specs(),
    garbage(),
)
# Episode counts: 1, or invalid. Never a valid count above 1: simulate(deals=N) sizes its result
# arrays up front, so a large N is a real (slow, memory-hungry) run, not a malformed input.
counts = pick(st.just(1), st.just(1), st.sampled_from([0, -1, True, False, 1.0, "1", None, [1], -(2**63)]),
              ints().map(lambda n: -abs(n)), garbage().map(lambda n: -n if isinstance(n, int) and n > 1 else n))
SIMULATE_PARAMS = ("game", "deals", "matches", "bots", "seed", "threads", "preset", "progress")


@fuzz_settings(100)
@given(pick(st.sampled_from(sorted(GAMES)), st.sampled_from(sorted(GAMES)), garbage()), counts, bot_lists,
       pick(seeds(), garbage()), pick(st.just({}), valid_guandan_options(), valid_liangfutou_options(), option_dicts()),
       pick(st.none(), st.none(), presets()), st.sampled_from([0, 1, -1]), st.booleans())
def test_simulate(game, count, bots, seed, options, preset, threads, matches) -> None:
    """paiju.simulate(game, deals=1 | matches=1, bots, seed, preset, threads, **options):
    PaijuError, or the episode."""
    options = without(options, *SIMULATE_PARAMS)
    if isinstance(bots, list):
        bots = [cheap(b, known(game)) for b in bots]
    else:
        bots = cheap(bots, known(game))
    if matches and game == "guandan":
        options = {**options, "max_deals": 2}  # a whole match, kept short
    counted = {"matches": count} if matches else {"deals": count}
    result = attempt(paiju.simulate, game, bots=bots, seed=seed, threads=threads, preset=preset, progress=False,
                     **counted, **options)
    if result.ok:
        assert len(result.value) == 1 and result.value.summary["episodes"] == 1


@fuzz_settings(60)
@given(pick(st.sampled_from(sorted(GAMES)), st.sampled_from(sorted(GAMES)), st.sampled_from(["shengji", "", "Guandan"])),
       pick(st.just(["random", "random"]), st.just({"A": "random", "B": "heuristic"}),
            st.lists(pick(st.just("random"), bot_specs(), garbage()), max_size=3),
            st.dictionaries(pick(st.sampled_from(["A", "B"]), words()), pick(st.just("random"), bot_specs()),
                            max_size=3)),
       counts, pick(seeds(), garbage()), pick(st.just({}), st.just({}), option_dicts()))
def test_arena(game, bots, count, seed, options) -> None:
    """paiju.arena(game, bots, deals=N, ...): PaijuError or a result of one duplicate pair."""
    options = without(options, "game", "bots", "deals", "matches", "duplicate", "seed", "threads", "preset",
                      "progress")
    if isinstance(bots, list):
        bots = [cheap(b, known(game)) for b in bots]
    else:
        bots = {k: cheap(v, known(game)) for k, v in bots.items()}
    result = attempt(paiju.arena, game, bots, deals=count, seed=seed, threads=1, progress=False, **options)
    if result.ok:
        assert result.value.pairs == 1
        result.value.table()
