"""The arena: two bots (or two teams of bots) compared on duplicate deals, with honest statistics.

Every deal is played twice with the same cards in the same seats, the teams' seats swapped:
A holds seats 0 and 2 in the first game and 1 and 3 in the second. Luck of the cards cancels
within a pair, so the pair is the unit of the statistics: for pair i, A's deal score is the
mean of its two games (1 for a win, 0 for a loss) and its level score the mean of its signed
levels gained (+gain when it won, -gain when it lost). Reported: means over pairs with 95%
confidence intervals (Student's t over the pairs), the number of pairs, and with
``matches=`` whole matches instead of deals (match win rate, draws counted as half).

A long arena can be run in pieces: ``first=`` starts at pair ``first`` of the seed's sequence,
so arenas over consecutive ranges of one seed are slices of the one long arena, and
:func:`combine` (or ``paiju combine`` on their ``--json`` files) joins them into exactly its
result, wherever and whenever each piece ran.
"""

from __future__ import annotations

import json
import math
import os
import sys
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Mapping, Sequence

import numpy as np
import numpy.typing as npt

from paiju.bots import BotLike, PlatformBot, check_bot, normalize, resolved_spec, setting_of
from paiju.checks import is_int
from paiju.episodes import check_count, resolved_options
from paiju.errors import InvalidOptionError
from paiju.registry import game_module, games as registered_games
from paiju.dataset_writer import RunPlan, check_dataset_options, write_run
from paiju.simulation import Backend, bot_name, close_made_bots, resolve_backend, run_episodes, shard_spread
# The statistics live in paiju.stats (the games' arena_scores use them too); still importable from here.
from paiju.stats import mean_ci, pair_scores, set_rows, unit_pair_scores, win_rate_ci  # noqa: F401

__all__ = ["ArenaResult", "TextTable", "arena", "combine", "mean_ci", "paired_difference", "pair_scores", "win_rate_ci"]


class TextTable(str):
    """A str whose repr is its text: a table returned at the REPL shows as lines, not as a
    quoted string with ``\\n`` escapes. It is a str in every other way."""

    __slots__ = ()

    def __repr__(self) -> str:
        return str(self)


@dataclass
class ArenaResult:
    names: tuple[str, str]
    specs: tuple[str, str]
    pairs: int
    win_rate: tuple[float, float, float]          # A's win rate (per deal, match or set: win_unit), 95% CI
    levels_per_deal: tuple[float, float, float]   # A's signed levels per deal, 95% CI (deals mode)
    pair_scores: npt.NDArray[np.float64]          # per pair: A's mean score of the two games
    mode: str = "deals"
    value_name: str = "levels per deal"           # what levels_per_deal measures for this game
    seed: int = 0
    interrupted: bool = False
    extra: dict[str, Any] = field(default_factory=dict)
    first: int = 0                                # the first pair's index in the seed's sequence
    value_scores: npt.NDArray[np.float64] | None = None  # per pair: A's value (levels_per_deal's unit)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2)

    def to_dict(self) -> dict[str, Any]:
        return {
            "bots": {self.names[0]: self.specs[0], self.names[1]: self.specs[1]},
            "mode": self.mode,
            "pairs": self.pairs,
            "seed": self.seed,
            "first": self.first,
            "interrupted": self.interrupted,
            f"{self.names[0]}_win_rate": {"mean": self.win_rate[0], "ci95": [self.win_rate[1], self.win_rate[2]]},
            f"{self.names[0]}_{self.value_name.replace(' ', '_')}": {
                "mean": self.levels_per_deal[0],
                "ci95": [self.levels_per_deal[1], self.levels_per_deal[2]],
            },
            **self.extra,
            "pair_scores": [float(x) for x in self.pair_scores],
            "value_scores": None if self.value_scores is None else [float(x) for x in self.value_scores],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "ArenaResult":
        """The result that :meth:`to_dict` (an arena's ``--json`` file) describes."""
        try:
            (name_a, spec_a), (name_b, spec_b) = data["bots"].items()
            mode = data["mode"]
            value_key = next(k for k, v in data.items()
                             if k.startswith(f"{name_a}_") and k != f"{name_a}_win_rate" and isinstance(v, dict))
            scores = np.asarray(data["pair_scores"], dtype=np.float64)
            values = data.get("value_scores")
            value_scores = None if values is None else np.asarray(values, dtype=np.float64)
        except (KeyError, TypeError, ValueError, StopIteration) as error:
            raise InvalidOptionError(f"not an arena result with per-pair scores (an older --json file?): {error!r}") from None
        extra_keys = {"seconds", "games", "games_per_set", "game", "options", "duplicate", "platform_bots"}
        return cls(
            names=(name_a, name_b), specs=(spec_a, spec_b), pairs=int(data["pairs"]),
            win_rate=win_rate_ci(scores),
            levels_per_deal=mean_ci(value_scores) if value_scores is not None else (math.nan,) * 3,
            pair_scores=scores, mode=mode, value_name=value_key[len(name_a) + 1:].replace("_", " "),
            seed=int(data["seed"]), interrupted=bool(data["interrupted"]),
            extra={k: v for k, v in data.items() if k in extra_keys},
            first=int(data.get("first", 0)), value_scores=value_scores,
        )

    @property
    def win_unit(self) -> str:
        """What one win score is A's win of: the game module's ``arena_unit`` where it has one
        (mahjong: ``"set"``, a wall's four games), else ``"deal"`` or ``"match"`` by the mode."""
        game = self.extra.get("game")
        declared = getattr(game_module(game), "arena_unit", None) if game in registered_games() else None
        return declared or ("deal" if self.mode == "deals" else "match")

    def table(self) -> str:
        """The result as text (a :class:`TextTable`: a str that the REPL shows as lines)."""
        a, b = self.names
        unit = "deal" if self.mode == "deals" else "match"
        games = int(self.extra.get("games_per_set", 2))
        group = "pairs" if games == 2 else f"sets of {games} games"
        where = f" (pairs {self.first}..{self.first + self.pairs - 1} of seed {self.seed})" if self.first else ""
        kind = "duplicate " if self.extra.get("duplicate", True) else ""
        lines = [
            f"arena: {a} ({self.specs[0]}) vs {b} ({self.specs[1]}), {self.pairs} {kind}{unit} {group}{where}",
            f"  {a} {self.win_unit} win rate   {self.win_rate[0]:7.1%}   95% CI [{self.win_rate[1]:.1%}, {self.win_rate[2]:.1%}]",
        ]
        if not math.isnan(self.levels_per_deal[0]):
            lv = self.levels_per_deal
            lines.append(f"  {a} {self.value_name:15s} {lv[0]:+7.3f}   95% CI [{lv[1]:+.3f}, {lv[2]:+.3f}]")
        if self.interrupted:
            lines.append("  (interrupted: partial result)")
        return TextTable("\n".join(lines))

    def running_band(self) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], npt.NDArray[np.float64]]:
        """After each pair (set): A's running win rate and its 95% band, the band cut to [0, 1]
        where a win rate lies (NaN after the first, whose spread is unknown)."""
        x = np.arange(1, self.pairs + 1)
        running = np.cumsum(self.pair_scores) / x
        sd = np.array([self.pair_scores[: k].std(ddof=1) if k > 1 else np.nan for k in x])
        half = 1.96 * sd / np.sqrt(x)
        return running, np.clip(running - half, 0.0, 1.0), np.clip(running + half, 0.0, 1.0)

    def plot(self, path: str | None = None):
        """The running estimate of A's win rate with its 95% band (needs matplotlib)."""
        try:
            import matplotlib

            if path is not None:
                matplotlib.use("Agg")
            import matplotlib.pyplot as plt
        except ImportError as error:  # pragma: no cover
            raise ImportError("plotting needs matplotlib: pip install 'paiju[plot]'") from error
        x = np.arange(1, self.pairs + 1)
        running, low, high = self.running_band()
        fig, ax = plt.subplots(figsize=(7, 4))
        ax.plot(x, running, label=f"{self.names[0]} {self.win_unit} win rate")
        ax.fill_between(x, low, high, alpha=0.25, label="95% band")
        ax.axhline(0.5, color="grey", lw=0.8, ls="--")
        ax.set_xlabel("duplicate pairs" if int(self.extra.get("games_per_set", 2)) == 2 else "duplicate sets")
        ax.set_ylabel(f"{self.win_unit} win rate")
        ax.set_title(f"{self.names[0]} vs {self.names[1]}")
        ax.legend()
        if path is not None:
            fig.savefig(path, dpi=120, bbox_inches="tight")
            plt.close(fig)
        return fig

    def __str__(self) -> str:
        return self.table()

    def __repr__(self) -> str:  # the REPL shows the table, not the dataclass's arrays
        return self.table()


def arena(
    game: str,
    bots: Mapping[str, BotLike] | Sequence[BotLike],
    deals: int | None = None,
    *,
    matches: int | None = None,
    duplicate: bool = True,
    seed: int = 0,
    threads: int = 0,
    preset: str | None = None,
    progress: bool | None = None,
    backend: Backend = "local",
    first: int = 0,
    out: str | os.PathLike[str] | None = None,
    resume: bool = False,
    moves: bool = False,
    decisions: bool = False,
    decisions_compression: str = "lz4",
    shard_size: int | None = None,
    **options: Any,
) -> ArenaResult:
    """Compare two bots on ``deals`` duplicate deal pairs (or ``matches`` match pairs).

    The pairs are ``first .. first + count - 1`` of the seed's sequence (``first=0``: from the
    start), so pieces of a long arena can run anywhere and :func:`combine` joins them.

    ``bots`` is ``{"A": spec, "B": spec}`` or a pair of specs. With ``duplicate=False`` each
    deal is played once, A in seats 0 and 2 for even deals and 1 and 3 for odd ones, and pairs
    are consecutive deals (less precise). ``backend="ray"`` plays the games on a Ray cluster,
    with the same result as the local run (docs/ray.md).

    ``out=DIR`` also writes every game to the Parquet dataset DIR while the arena runs (its
    ``deal`` column pairs the games of a deal; ``moves``, ``decisions``, ``decisions_compression``, ``resume`` and ``shard_size`` as in
    :func:`paiju.simulate`, docs/data.md); the result is then of every game DIR holds.
    """
    if isinstance(bots, Mapping):
        items = list(bots.items())
    else:
        items = [(str(check_bot(b, game)) if not callable(b) else f"bot{i}", b) for i, b in enumerate(bots)]
    if len(items) != 2:
        raise InvalidOptionError(f"the arena compares exactly two bots, got {len(items)}")
    (name_a, bot_a), (name_b, bot_b) = items
    if name_a == name_b:
        name_a, name_b = f"{name_a} (A)", f"{name_b} (B)"
    if (deals is None) == (matches is None):
        raise InvalidOptionError("give exactly one of deals=N or matches=N")
    count = deals if deals is not None else matches
    assert count is not None
    check_count(count)
    if not is_int(first, 0, 2**40 - 1):
        raise InvalidOptionError(f"first must be a pair index from 0 to 2**40 - 1, got {first!r}")
    if not isinstance(duplicate, bool):
        raise InvalidOptionError(f"duplicate must be True or False, got {duplicate!r}")
    whole = matches is not None
    resolved = resolved_options(game, preset, options)
    # Team games: A and B in alternate seats, swapped in the pair's second game. A game of
    # individual seats (a module-level arena_seating) seats A alone in each seat in turn.
    seating = getattr(game_module(game), "arena_seating", [[0, 1, 0, 1], [1, 0, 1, 0]])
    games = len(seating)
    check_dataset_options(out, moves=moves, resume=resume, shard_size=shard_size, decisions=decisions,
                          decisions_compression=decisions_compression)
    given, (bot_a, bot_b) = (bot_a, bot_b), [normalize(b, game) for b in (bot_a, bot_b)]
    repeats = games if duplicate else 1
    run = partial(run_episodes, game=game, options=resolved, seed=seed, whole_matches=whole, repeats=repeats,
                  seating=seating, bots=[bot_a, bot_b], threads=threads, unit="game", backend=backend)
    try:
        if out is None:
            arrays, interrupted, seconds = run(first=games * first, episodes=games * count, progress=progress)
        else:
            plan = RunPlan.make(game, preset, resolved, whole_matches=whole, seed=seed, shard_size=shard_size,
                                seat_bots=[[bot_name((bot_a, bot_b)[b]) for b in row] for row in seating],
                                moves=moves, repeats=repeats, first=games * first, decisions=decisions,
                                decisions_compression=decisions_compression)
            dataset = write_run(out, plan, run, episodes=games * count, threads=threads, progress=progress, resume=resume,
                                spread=shard_spread(backend, threads))
            arrays, interrupted = dataset.episode_arrays(), not dataset.manifest["complete"]
            seconds = float(dataset.manifest["runs"][-1]["seconds"])
    finally:
        close_made_bots(given, (bot_a, bot_b))
    # Scores are per set of `games` consecutive episodes: index from this run's first episode.
    win_pairs, value_pairs, value_name = game_module(game).arena_scores(arrays["index"] - games * first, arrays, whole)
    result = ArenaResult(
        names=(name_a, name_b),
        specs=(resolved_spec(bot_a, game), resolved_spec(bot_b, game)),
        pairs=int(len(win_pairs)),
        win_rate=win_rate_ci(win_pairs),
        levels_per_deal=mean_ci(value_pairs) if value_pairs is not None else (math.nan,) * 3,
        pair_scores=win_pairs,
        mode="matches" if whole else "deals",
        value_name=value_name,
        seed=seed,
        interrupted=interrupted,
        first=first,
        value_scores=value_pairs,
        extra={"seconds": round(seconds, 3), "games": int(len(arrays["index"])), "games_per_set": games,
               "game": game, "options": resolved, "duplicate": duplicate,
               **({"platform_bots": {name: b.report() for name, b in ((name_a, bot_a), (name_b, bot_b))
                                     if isinstance(b, PlatformBot)}}
                  if any(isinstance(b, PlatformBot) for b in (bot_a, bot_b)) else {})},
    )
    return result


def combine(results: Sequence[ArenaResult]) -> ArenaResult:
    """One arena result from pieces run with ``first=``: the same game, rule options, bots, mode
    (deals or matches, duplicate or not) and seed, pair ranges that do not overlap and no interrupted piece. With the ranges
    consecutive from 0 it is exactly the result of the one long arena (the same per-pair
    scores, hence the same means and intervals); with gaps, the pairs run so far."""
    if not results:
        raise InvalidOptionError("combine needs at least one arena result")
    ordered = sorted(results, key=lambda r: r.first)
    head = ordered[0]
    same = ("mode", "seed", "value_name")
    game = head.extra.get("game")
    for piece in ordered:
        if [setting_of(s, game) for s in piece.specs] != [setting_of(s, game) for s in head.specs]:
            raise InvalidOptionError(f"arena pieces differ in specs: {head.specs!r} and {piece.specs!r}")
        for key in same:
            if getattr(piece, key) != getattr(head, key):
                raise InvalidOptionError(f"arena pieces differ in {key}: {getattr(head, key)!r} and {getattr(piece, key)!r}")
        for key in ("game", "options", "duplicate", "games_per_set"):
            if piece.extra.get(key) != head.extra.get(key):
                raise InvalidOptionError(f"arena pieces differ in {key}: {head.extra.get(key)!r} and {piece.extra.get(key)!r}")
        if piece.interrupted:
            raise InvalidOptionError(f"the piece from pair {piece.first} was interrupted: which pairs it holds is not known")
        if (piece.value_scores is None) != (head.value_scores is None):
            raise InvalidOptionError("arena pieces differ in their per-pair values")
    for before, after in zip(ordered, ordered[1:]):
        if after.first < before.first + before.pairs:
            raise InvalidOptionError(f"arena pieces overlap: pairs {before.first}..{before.first + before.pairs - 1} "
                                     f"and {after.first}..{after.first + after.pairs - 1}")
    scores = np.concatenate([r.pair_scores for r in ordered])
    values = None if head.value_scores is None else np.concatenate([r.value_scores for r in ordered])  # type: ignore[misc]
    ranges = [[r.first, r.first + r.pairs] for r in ordered]
    return ArenaResult(
        names=head.names, specs=head.specs, pairs=int(len(scores)), win_rate=win_rate_ci(scores),
        levels_per_deal=mean_ci(values) if values is not None else (math.nan,) * 3,
        pair_scores=scores, mode=head.mode, value_name=head.value_name, seed=head.seed,
        first=head.first, value_scores=values,
        extra={"seconds": round(sum(float(r.extra.get("seconds", 0.0)) for r in ordered), 3),
               "games": sum(int(r.extra.get("games", 0)) for r in ordered),
               **{k: head.extra[k] for k in ("games_per_set", "game", "options", "duplicate") if k in head.extra},
               "ranges": ranges},
    )


def pair_indices(result: ArenaResult) -> np.ndarray:
    """The seed's pair index of each entry of ``result.pair_scores`` (a combined arena's
    ``ranges``, else ``first`` onward)."""
    ranges = result.extra.get("ranges") or [[result.first, result.first + result.pairs]]
    return np.concatenate([np.arange(a, b) for a, b in ranges]).astype(np.int64)


def paired_difference(first: ArenaResult, second: ArenaResult) -> dict[str, Any]:
    """How much better ``first``'s bot A did than ``second``'s on the same pairs: two arenas of
    the same game, rules, seed and opponent B (A differs), paired on the pairs both played (e.g.
    30 new pairs against the first 30 of a saved 1,000). Per pair, A's score in ``first`` minus
    A's in ``second``; the mean with a 95% CI over the pairs (the deals' luck, shared by both,
    cancels within a pair, so the interval is far narrower than the two results' own), and
    likewise for the value (levels a deal, points) when both have it. ``first_pair`` and
    ``last_pair`` say which pairs (a range when the common pairs are one)."""
    for key in ("mode", "seed"):
        if getattr(first, key) != getattr(second, key):
            raise InvalidOptionError(f"paired arenas differ in {key}: {getattr(first, key)!r} and {getattr(second, key)!r}")
    for key in ("game", "options", "duplicate"):
        if first.extra.get(key) != second.extra.get(key):
            raise InvalidOptionError(f"paired arenas differ in {key}: {first.extra.get(key)!r} and {second.extra.get(key)!r}")
    if setting_of(first.specs[1], first.extra.get("game")) != setting_of(second.specs[1], first.extra.get("game")):
        raise InvalidOptionError(f"paired arenas face different opponents: {first.specs[1]!r} and {second.specs[1]!r}")
    if first.interrupted or second.interrupted:
        raise InvalidOptionError("an interrupted arena's pairs are not known: it cannot be paired")
    common, at_first, at_second = np.intersect1d(pair_indices(first), pair_indices(second), return_indices=True)
    if common.size == 0:
        raise InvalidOptionError("paired arenas share no pair (each plays its own pairs of the seed: --first, --deals)")
    out: dict[str, Any] = {"a": first.specs[0], "a2": second.specs[0], "b": first.specs[1], "pairs": int(common.size),
                           "first_pair": int(common[0]), "last_pair": int(common[-1]),
                           "win_rate": mean_ci(first.pair_scores[at_first] - second.pair_scores[at_second])}
    if first.value_scores is not None and second.value_scores is not None:
        out[first.value_name] = mean_ci(first.value_scores[at_first] - second.value_scores[at_second])
    return out


if __name__ == "__main__":  # pragma: no cover
    sys.exit("use: paiju arena GAME BOT_A BOT_B ...")
