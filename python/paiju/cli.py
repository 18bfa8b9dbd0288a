"""The ``paiju`` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

import paiju
from paiju._cli_args import rule_options
from paiju.arena import ArenaResult, combine, paired_difference
from paiju.dataset_writer import DECISIONS_COMPRESSIONS
from paiju.game import options_markdown
from paiju.registry import game_module
from paiju.ray_backend import add_cli_arguments as add_ray_arguments, backend_from_cli


def _cmd_deal(args: argparse.Namespace) -> int:
    result = paiju.deal(args.seed, kitty=args.kitty)
    for seat, hand in enumerate(result.hands):
        print(f"seat {seat} ({len(hand)}): {hand}")
    if len(result.kitty):
        print(f"kitty  ({len(result.kitty)}): {result.kitty}")
    return 0


def _perft_games() -> list[str]:
    return [name for name in paiju.games() if hasattr(game_module(name), "perft")]


def _cmd_perft(args: argparse.Namespace) -> int:
    import time

    module = game_module(args.game)
    state = paiju.load_game(args.game, args.preset).new_match(seed=args.seed)
    preset = args.preset or module.Game.default_preset()
    print(f"{args.game} perft, seed {args.seed}, preset {preset}, seat {state.current_player} leads")
    for depth in range(1, args.depth + 1):
        start = time.perf_counter()
        leaves = module.perft(state, depth)
        seconds = time.perf_counter() - start
        print(f"depth {depth}: {leaves} leaves  ({seconds:.3f} s)")
    return 0


def _with_time(spec: str, time_per_move: str | None) -> str:
    if time_per_move and spec in ("pimc", "ismcts"):
        return f"{spec}:time={time_per_move}"
    return spec


def _cmd_simulate(args: argparse.Namespace) -> int:
    import json

    import numpy as np

    bots = [_with_time(b, args.time_per_move) for b in (args.bots or ["heuristic"])]
    count = {"deals": args.deals} if args.matches is None else {"matches": args.matches}
    if args.out and not args.out.endswith((".json", ".npz")):
        return _simulate_to_dataset(args, bots, count)
    if args.resume or args.moves or args.decisions or args.decisions_compression or args.shard_size is not None:
        raise paiju.InvalidOptionError("--resume, --moves, --decisions, --decisions-compression and --shard-size go "
                                       "with --out DIR (a dataset)")
    result = paiju.simulate(
        args.game, bots=bots, seed=args.seed, threads=args.threads, preset=args.preset,
        progress=None if args.progress else False, backend=backend_from_cli(args), **count, **rule_options(args.option),
    )
    summary = result.summary
    print(f"{summary['mode']}: {summary['episodes']} in {summary['seconds']:.1f} s "
          f"({summary.get('per_second', 0):,.0f}/s, {args.threads or 'all'} threads), seed {args.seed}")
    print(f"bots (seats 0-3): {', '.join(summary['bots'])}")
    for key, value in summary.items():
        if key in ("mode", "episodes", "seconds", "per_second", "bots", "seed", "threads", "game", "preset"):
            continue
        print(f"  {key:28s} {value:.4f}" if isinstance(value, float) else f"  {key:28s} {value}")
    if result.interrupted:
        print("  (interrupted: the episodes finished so far)")
    if args.out:
        if args.out.endswith(".json"):
            with open(args.out, "w") as handle:
                json.dump(summary, handle, indent=2)
        else:
            np.savez_compressed(args.out, summary=np.array(json.dumps(summary)), **result.arrays)  # type: ignore[arg-type]
        print(f"wrote {args.out}")
    return 0


def _simulate_to_dataset(args: argparse.Namespace, bots: list[str], count: dict[str, int]) -> int:
    import time

    from paiju.datasets import plural

    start = time.perf_counter()
    dataset = paiju.simulate(
        args.game, bots=bots, seed=args.seed, threads=args.threads, preset=args.preset,
        progress=None if args.progress else False, backend=backend_from_cli(args), out=args.out, resume=args.resume,
        moves=args.moves, decisions=args.decisions, decisions_compression=args.decisions_compression or "lz4",
        shard_size=args.shard_size, **count, **rule_options(args.option),
    )
    manifest, seconds = dataset.manifest, time.perf_counter() - start
    added = manifest["runs"][-1]["added"]
    size = sum(f.stat().st_size for table in dataset.tables for f in dataset.files(table))
    print(f"{plural(manifest['unit'])}: {added} in {seconds:.1f} s ({added / max(seconds, 1e-9):,.0f}/s), seed {args.seed}; "
          f"{args.out} holds {len(dataset)} of {manifest['episodes']} in {len(manifest['shards'])} shards "
          f"({', '.join(f'{t} {n} rows' for t, n in manifest['counts'].items())}; {size / 1e6:.1f} MB)")
    if not manifest["complete"]:
        print("  (interrupted: the complete shards are kept; run the same command with --resume to go on)")
    return 0


_SPRT_ONLY = ("elo0", "elo1", "p0", "p1", "alpha", "beta", "batch", "max_pairs", "pieces", "resume", "whole_matches")


def _cmd_arena(args: argparse.Namespace) -> int:
    if args.sprt:
        if args.out or args.moves or args.decisions or args.decisions_compression or args.shard_size is not None:
            raise paiju.InvalidOptionError("--out, --moves, --decisions, --decisions-compression and --shard-size are not "
                                           "options of the sequential test")
        return _cmd_arena_sprt(args)
    given = [name for name in _SPRT_ONLY if getattr(args, name) not in (None, False)
             and not (name == "resume" and args.out)]  # --resume also continues an arena's --out DIR
    if given:
        option = "--" + given[0].replace("_", "-")
        raise paiju.InvalidOptionError(f"{option} is an option of the sequential test: add --sprt")
    bots = {"A": _with_time(args.bot_a, args.time_per_move), "B": _with_time(args.bot_b, args.time_per_move)}
    names = (args.bot_a, args.bot_b) if args.bot_a != args.bot_b else ("A", "B")
    count = {"deals": args.deals or 200} if args.matches is None else {"matches": args.matches}
    result = paiju.arena(
        args.game, dict(zip(names, bots.values())), seed=args.seed, threads=args.threads, preset=args.preset,
        duplicate=not args.no_duplicate, progress=None if args.progress else False, backend=backend_from_cli(args),
        first=args.first, out=args.out, resume=bool(args.resume and args.out), moves=args.moves, decisions=args.decisions,
        decisions_compression=args.decisions_compression or "lz4", shard_size=args.shard_size, **count, **rule_options(args.option),
    )
    if args.out:
        print(f"wrote {result.extra['games']} games to {args.out} (docs/data.md)")
    return _report_arena(result, args)


def _cmd_arena_sprt(args: argparse.Namespace) -> int:
    from paiju.sprt import SprtResult, SprtTest, arena_sprt

    if args.deals is not None or args.matches is not None:
        raise paiju.InvalidOptionError("with --sprt the test decides how many pairs to play: give --max-pairs N "
                                       "(the most it may play) instead of --deals/--matches, and --whole-matches "
                                       "for match pairs")
    bots = [_with_time(args.bot_a, args.time_per_move), _with_time(args.bot_b, args.time_per_move)]
    names = (args.bot_a, args.bot_b) if args.bot_a != args.bot_b else ("A", "B")
    hypotheses = {"elo0": args.elo0, "elo1": args.elo1, "p0": args.p0, "p1": args.p1,
                  "alpha": 0.05 if args.alpha is None else args.alpha, "beta": 0.05 if args.beta is None else args.beta}
    test = SprtTest.make(**hypotheses)
    batch = 20 if args.batch is None else args.batch
    max_pairs = 10000 if args.max_pairs is None else args.max_pairs
    unit = "match" if args.whole_matches else "deal"
    print(f"sprt: {names[0]} vs {names[1]} in {args.game} on duplicate {unit} pairs from pair {args.first} of seed "
          f"{args.seed}: {test.describe()}; batches of {batch}, at most {max_pairs} pairs", flush=True)

    def report(state: SprtResult) -> None:
        if state.resumed_pairs and state.pairs == state.resumed_pairs:
            print(f"resumed {state.pairs} pairs ({len(state.history)} batches) saved in {state.pieces}")
        print(state.line(), flush=True)
        if args.json:
            _write_text(args.json, state.to_json())

    result = arena_sprt(
        args.game, dict(zip(names, bots)), **hypotheses, batch=batch, max_pairs=max_pairs,
        matches=bool(args.whole_matches), duplicate=not args.no_duplicate, seed=args.seed, first=args.first,
        threads=args.threads, preset=args.preset, pieces=args.pieces, resume=bool(args.resume), report=report,
        backend=backend_from_cli(args), **rule_options(args.option),
    )
    if result.arena is not None:
        print(result.table())
    if args.json:
        _write_text(args.json, result.to_json())
        print(f"wrote {args.json}")
    if args.plot and result.arena is not None:
        result.arena.plot(args.plot)
        print(f"wrote {args.plot}")
    if result.outcome == "interrupted":
        batches = len(result.history)
        where = (f"saved in {result.pieces}: continue with the same command and --resume" if result.pieces
                 else "not resumable (give --pieces DIR to save each batch)")
        print(f"paiju: interrupted before the test decided: {result.pairs} pairs in {batches} complete "
              f"batches, {where}", file=sys.stderr)
        return 130
    return 0


def _write_text(path: str, text: str) -> None:
    import os

    temporary = f"{path}.tmp"
    with open(temporary, "w") as handle:
        handle.write(text)
    os.replace(temporary, path)


def _report_arena(result: ArenaResult, args: argparse.Namespace) -> int:
    print(result.table())
    if args.json:
        with open(args.json, "w") as handle:
            handle.write(result.to_json())
        print(f"wrote {args.json}")
    if args.plot:
        result.plot(args.plot)
        print(f"wrote {args.plot}")
    return 0


def _load_arenas(paths: list[str]) -> list[ArenaResult]:
    import json

    results = []
    for path in paths:
        try:
            with open(path) as handle:
                results.append(ArenaResult.from_dict(json.load(handle)))
        except (OSError, ValueError) as error:
            raise paiju.InvalidOptionError(f"{path}: {error}") from None
    return results


def _cmd_compare(args: argparse.Namespace) -> int:
    first, second = _load_arenas([args.first, args.second])
    diff = paired_difference(first, second)
    print(f"paired on {diff['pairs']} pairs against {diff['b']}: {diff['a']} minus {diff['a2']}")
    if not diff["pairs"] == first.pairs == second.pairs:
        within = "" if diff["last_pair"] - diff["first_pair"] + 1 == diff["pairs"] else ", some of"
        print(f"  the pairs both arenas played{within}: {diff['first_pair']}..{diff['last_pair']} "
              f"(of {first.pairs} and {second.pairs})")
    for key, value in diff.items():
        if key in ("a", "a2", "b", "pairs", "first_pair", "last_pair"):
            continue
        mean, low, high = value
        scale, unit = (100.0, " points") if key == "win_rate" else (1.0, "")
        print(f"  {key.replace('_', ' '):18s} {scale * mean:+8.3f}{unit}   95% CI [{scale * low:+.3f}, {scale * high:+.3f}]")
    return 0


def _cmd_combine(args: argparse.Namespace) -> int:
    pieces = _load_arenas(args.files)
    result = combine(pieces)
    ranges = ", ".join(f"{a}..{b - 1}" for a, b in result.extra["ranges"])
    print(f"combined {len(pieces)} arena pieces: pairs {ranges} of seed {result.seed}")
    return _report_arena(result, args)


def _pair_index(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be a pair index >= 0, got {value}")
    return value


def _cmd_options(args: argparse.Namespace) -> int:
    game = game_module(args.game).Game
    if args.markdown:
        print(options_markdown(game), end="")
        return 0
    print(f"{args.game} presets: " + ", ".join(game.presets()) + f" (default {game.default_preset()})")
    for row in game.option_table():
        values = ", ".join(f"{p}={v!r}" for p, v in row["presets"].items())
        print(f"  {row['name']}: {row['allowed']} [{values}]\n      {row['doc']}")
    return 0


def _cmd_games(args: argparse.Namespace) -> int:
    from paiju._core import CAPABILITIES
    from paiju.registry import capability_table, game_info

    print(capability_table(), end="")
    print("\n" + "\n".join(f"  {name}: {meaning}" for name, meaning in CAPABILITIES))
    print("\n" + "\n".join(f"  {name} moves: {game_info(name)['notation']}" for name in paiju.games()))
    return 0


def _cmd_bots(args: argparse.Namespace) -> int:
    from paiju.bots import listing

    print("\n".join(listing(game) for game in ([args.game] if args.game else paiju.games())), end="")
    return 0


def _presets_help() -> str:
    return "; ".join(f"{name}: {', '.join(game_module(name).Game.presets())}" for name in paiju.games())


def _options_help() -> str:
    listing = "; ".join(
        f"{name}: {', '.join(row['name'] for row in game_module(name).Game.option_table())}" for name in paiju.games()
    )
    return f"a rule option, e.g. --option max_deals=20 (repeatable). Options ({listing}); 'paiju options GAME' explains them"


def _add_common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--threads", type=int, default=0, help="worker threads (default 0: every core)")
    parser.add_argument("--seed", type=int, default=0, help="seed: same seed, same results for any thread count")
    parser.add_argument("--preset", default=None, help=f"rule preset, the first is the default ({_presets_help()})")
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help=_options_help())
    parser.add_argument("--time-per-move", metavar="T",
                        help="time budget for bare 'pimc'/'ismcts' bots, e.g. 20ms or 0.05")
    parser.add_argument("--no-progress", dest="progress", action="store_false",
                        help="no progress bar (it shows only on a terminal anyway)")
    add_ray_arguments(parser)  # --ray [ADDRESS] (paiju.ray_backend)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="paiju",
        description="paiju (牌局): simulation engine for Chinese partnership card and tile games.",
    )
    parser.add_argument("--version", action="version", version=f"paiju {paiju.__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    deal = commands.add_parser(
        "deal",
        help="shuffle two decks with a seed and print the four hands",
        description="Shuffle two 54-card decks with a seed and print each seat's hand "
        "in canonical notation (suit S H C D + rank 2-9 T J Q K A; jokers SB, HR).",
    )
    deal.add_argument("--seed", type=int, default=1, help="deal seed (default: 1)")
    deal.add_argument(
        "--kitty",
        type=int,
        default=0,
        help="cards set aside: 0 for Guandan (4 x 27, default), 8 for Shengji (4 x 25 + 8)",
    )
    deal.set_defaults(handler=_cmd_deal)

    perft = commands.add_parser(
        "perft",
        help="count the leaves of the open-hand play tree of a seeded deal",
        description="Count the leaves of the open-hand play tree of the first deal of a seeded "
        "match, for each depth up to --depth (a check that move generation and play are "
        "unchanged, and a speed test). A position where the deal has ended is a leaf.",
    )
    perft.add_argument("game", choices=_perft_games(), help="the game")
    perft.add_argument("--seed", type=int, default=1, help="match seed (default: 1)")
    perft.add_argument("--depth", type=int, default=3, help="deepest depth, 1..8 (default: 3)")
    perft.add_argument("--preset", default=None, help="rule preset (default: the game's first)")
    perft.set_defaults(handler=_cmd_perft)

    simulate = commands.add_parser(
        "simulate",
        help="play many seeded deals or matches with bots and summarize them",
        description="Play many seeded deals (each the first deal of a fresh match) or whole "
        "matches with bots on every core, and print a summary. Bots: random, heuristic, the "
        "game's other named players and strong where it has them, pimc[:worlds=N,time=T,others=mix], "
        "ismcts[:iterations=N,time=T,c=X,others=mix] (docs/bots.md). Ctrl-C stops early and "
        "reports the episodes finished.",
    )
    simulate.add_argument("game", choices=paiju.games(), help="the game")
    what = simulate.add_mutually_exclusive_group()
    what.add_argument("--deals", type=int, default=1000, help="number of deals (default 1000)")
    what.add_argument("--matches", type=int, help="number of whole matches instead of deals")
    simulate.add_argument("--bots", nargs="+", metavar="BOT",
                          help="one bot for every seat or four (seats 0-3); default heuristic")
    simulate.add_argument("--out", metavar="PATH",
                          help="a directory: write every episode to the Parquet dataset there while the run goes "
                          "(DIR/deals/part-00000.parquet, ..., DIR/manifest.json; docs/data.md); a file name "
                          "ending in .npz or .json: save the per-episode arrays or the summary")
    simulate.add_argument("--moves", action="store_true",
                          help="with --out DIR: also write the moves table, one row per decision")
    simulate.add_argument("--decisions", action="store_true",
                          help="with --out DIR: also write the decisions table for learning (observation tensor, "
                          "legal moves' features, chosen action, outcome; docs/data.md)")
    simulate.add_argument("--decisions-compression", choices=DECISIONS_COMPRESSIONS, metavar="KIND",
                          help="with --decisions: lz4 (default), zstd (2.8x smaller, slower) or none (7x larger, "
                          "faster) for the decisions files' buffers")
    simulate.add_argument("--resume", action="store_true",
                          help="with --out DIR: continue the run written there after its last complete shard")
    simulate.add_argument("--shard-size", type=int, metavar="N",
                          help="with --out DIR: episodes per shard (default 100000, 2000 with --moves or --decisions)")
    _add_common(simulate)
    simulate.set_defaults(handler=_cmd_simulate)

    arena = commands.add_parser(
        "arena",
        help="compare two bots on duplicate deals with confidence intervals",
        description="Compare two bots: every deal is played twice with the same cards, the teams' "
        "seats swapped, and the pairs give win rate and levels per deal with 95% confidence "
        "intervals.",
    )
    arena.add_argument("game", choices=paiju.games(), help="the game")
    arena.add_argument("bot_a", metavar="BOT_A", help="first bot (its figures are reported)")
    arena.add_argument("bot_b", metavar="BOT_B", help="second bot")
    what = arena.add_mutually_exclusive_group()
    what.add_argument("--deals", type=int, default=None, help="duplicate deal pairs (default 200)")
    what.add_argument("--matches", type=int, help="duplicate match pairs instead of deals")
    arena.add_argument("--no-duplicate", action="store_true", help="play each deal once (less precise)")
    arena.add_argument("--first", type=_pair_index, default=0, metavar="N",
                       help="start at pair N of the seed's sequence (default 0): pieces of a long arena "
                       "run anywhere, then 'paiju combine' joins their --json files into its exact result")
    arena.add_argument("--json", metavar="FILE", help="write the result as JSON (with the per-pair scores)")
    arena.add_argument("--plot", metavar="FILE", help="plot the running estimate (needs matplotlib)")
    arena.add_argument("--out", metavar="DIR",
                       help="also write every game to the Parquet dataset DIR while the arena runs (docs/data.md); "
                       "--resume continues the arena written there")
    arena.add_argument("--moves", action="store_true", help="with --out DIR: also write the moves table")
    arena.add_argument("--decisions", action="store_true", help="with --out DIR: also write the decisions table")
    arena.add_argument("--decisions-compression", choices=DECISIONS_COMPRESSIONS, metavar="KIND",
                       help="with --decisions: lz4 (default), zstd or none")
    arena.add_argument("--shard-size", type=int, metavar="N",
                       help="with --out DIR: games per shard (default 100000, 2000 with --moves or --decisions)")
    sprt = arena.add_argument_group(
        "sequential test (--sprt)",
        "Instead of a fixed number of pairs, play batches of pairs until the evidence decides between H0 "
        "(A is ELO0 Elo better than B) and H1 (ELO1 better), with error rates ALPHA (H1 accepted when H0 "
        "holds) and BETA (H0 accepted when H1 holds), as Stockfish's fishtest does: the generalized SPRT "
        "on the duplicate pairs' scores (0, 1/2 or 1 for a deal pair; a drawn match 1/2), its log-likelihood "
        "ratio checked against log(BETA/(1-ALPHA)) and log((1-BETA)/ALPHA) after each batch. Batch k is "
        "pairs FIRST+k*BATCH.. of the seed, so the pairs are exactly those of one long arena. Prints a line "
        "per batch (and rewrites --json FILE, its 'sprt' block saying 'running') and ends 'accepted H1', "
        "'accepted H0' or 'inconclusive' (--max-pairs reached); Ctrl-C "
        "keeps the complete batches and exits with status 130. Example: paiju arena guandan heuristic "
        "heuristic_v1 --sprt --elo0 0 --elo1 50 --pieces runs/h-v1 --json h-v1.json",
    )
    sprt.add_argument("--sprt", action="store_true", help="run the sequential test")
    sprt.add_argument("--elo0", type=float, metavar="E0", help="H0: A is E0 logistic Elo better (default 0)")
    sprt.add_argument("--elo1", type=float, metavar="E1",
                      help="H1: A is E1 Elo better (default 50: 57.1%% of pairs); above E0")
    sprt.add_argument("--p0", type=float, metavar="P0", help="H0 as A's mean pair score instead, in (0, 1)")
    sprt.add_argument("--p1", type=float, metavar="P1", help="H1 as A's mean pair score, above P0")
    sprt.add_argument("--alpha", type=float, help="type I error, accepting H1 when H0 holds (default 0.05)")
    sprt.add_argument("--beta", type=float, help="type II error, accepting H0 when H1 holds (default 0.05)")
    sprt.add_argument("--batch", type=int, metavar="N", help="pairs per batch, the LLR checked after each (default 20)")
    sprt.add_argument("--max-pairs", type=int, metavar="N",
                      help="stop 'inconclusive' after N pairs (default 10000); replaces --deals")
    sprt.add_argument("--whole-matches", action="store_true", help="duplicate pairs of whole matches instead of deals")
    sprt.add_argument("--pieces", metavar="DIR",
                      help="save each batch as it completes (DIR/batch-NNNNNN.json, arena JSON that 'paiju combine' "
                      "reads; the settings in DIR/sprt.json)")
    sprt.add_argument("--resume", action="store_true",
                      help="continue the test saved in --pieces DIR without replaying its batches (the same "
                      "command; a larger --max-pairs carries an inconclusive test on)")
    _add_common(arena)
    arena.set_defaults(handler=_cmd_arena)

    combine = commands.add_parser(
        "combine",
        help="join arena pieces (--first, --json) into one result",
        description="Join the --json files of arenas run in pieces (the same bots, game and seed, "
        "pair ranges from --first that do not overlap; a bot's spec may be written another way: "
        "options in any order, defaults left out or given, strong or the setting it stands for) into one result with 95% confidence "
        "intervals over all their pairs: with consecutive ranges from pair 0, exactly the result "
        "of the one long arena.",
    )
    combine.add_argument("files", nargs="+", metavar="FILE", help="arena --json files")
    combine.add_argument("--json", metavar="FILE", help="write the combined result as JSON")
    combine.add_argument("--plot", metavar="FILE", help="plot the running estimate (needs matplotlib)")
    combine.set_defaults(handler=_cmd_combine)

    compare = commands.add_parser(
        "compare",
        help="the paired difference of two arenas on the pairs both played",
        description="How much better the first arena's bot A did than the second's against the same "
        "bot B on the same pairs (the same game, rules and seed; the pairs both arenas played, e.g. "
        "a new run of 30 pairs against the first 30 of a saved 1,000): the per-pair "
        "difference of the win scores (and of the value, e.g. levels a deal) with a 95% "
        "confidence interval. The deals' luck cancels within each pair, so it separates two "
        "settings far better than their own intervals do.",
    )
    compare.add_argument("first", metavar="FILE_A", help="arena --json file of the first setting")
    compare.add_argument("second", metavar="FILE_A2", help="arena --json file of the second setting")
    compare.set_defaults(handler=_cmd_compare)

    options = commands.add_parser(
        "options",
        help="list a game's presets and rule options",
        description="List a game's presets and every rule option with its allowed values, its value "
        "in each preset and what it means (from the game's option table).",
    )
    options.add_argument("game", choices=paiju.games(), help="the game")
    options.add_argument("--markdown", action="store_true", help="print the options table of docs/rules/<game>.md")
    options.set_defaults(handler=_cmd_options)

    games = commands.add_parser(
        "games", help="list the registered games and what each supports",
        description="The registered games, their seats and the capability table (from the games' traits), "
        "what each capability means, and each game's move notation.")
    games.set_defaults(handler=_cmd_games)

    bots = commands.add_parser(
        "bots",
        help="list the bots a game has and their parameters",
        description="List every kind of bot a game has (random, its rule-based players and settings by name, "
        "the search bots pimc and ismcts) and each search parameter's type, range, default in that game and "
        "meaning, from the bot kinds table; every game's when GAME is left out.",
    )
    bots.add_argument("game", nargs="?", choices=paiju.games(), help="the game (default: every game)")
    bots.set_defaults(handler=_cmd_bots)

    # paiju play: the terminal table (paiju/terminal/command.py)
    from paiju.terminal.command import add_parser as add_play_parser
    add_play_parser(commands)

    from paiju.web.command import add_parser as add_serve  # the web table (paiju serve)

    add_serve(commands)

    # paiju platform serve|play (the Guandan competition platform's protocol, docs/platform.md)
    from paiju.platform.cli import add_platform_parser
    add_platform_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "perft" and not 1 <= args.depth <= 8:
        parser.error("--depth must be 1..8")
    for name in ("deals", "matches"):
        value = getattr(args, name, None)
        if value is not None and value < 1:
            parser.error(f"--{name} must be at least 1")
    if args.command is None:
        parser.print_help()
        return 0
    try:
        code = int(args.handler(args))
        sys.stdout.flush()  # a reader gone away shows here, not as a traceback at exit
        return code
    except paiju.PaijuError as error:
        print(f"paiju: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("paiju: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        return _stdout_closed()


#: Exit statuses as a shell reports a process killed by the signal: Ctrl-C (SIGINT, 128 + 2) and a
#: reader of stdout that went away (SIGPIPE, 128 + 13, as ``yes | head`` gives).
EXIT_INTERRUPTED = 130
EXIT_BROKEN_PIPE = 141


def _stdout_closed() -> int:
    """Quiet end when stdout's reader is gone (``paiju ... | head``): Python flushes stdout again
    at exit, so what is still buffered goes to devnull instead of raising there."""
    import os

    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return EXIT_BROKEN_PIPE


if __name__ == "__main__":
    sys.exit(main())
