"""Arena statistics (issue 5), checked against hand-computed examples."""

import json
import math

import numpy as np
import pytest

import paiju
from paiju.arena import ArenaResult, combine, mean_ci, pair_scores, paired_difference, win_rate_ci
from paiju.bots import setting_of


def test_mean_ci_by_hand():
    # [1, 0, 1, 1]: mean 0.75, sample sd = sqrt(((.25)^2 * 3 + (.75)^2) / 3) = sqrt(0.25) = 0.5,
    # t(0.975, 3 df) = 3.1824, half width = 3.1824 * 0.5 / sqrt(4) = 0.7956.
    mean, low, high = mean_ci([1, 0, 1, 1])
    assert mean == 0.75
    assert low == pytest.approx(0.75 - 0.7956) and high == pytest.approx(0.75 + 0.7956)
    # 121 pairs alternating 1 and 0 plus one more 1: mean 61/121, half width t(120) * sd / 11
    # with t(0.975, 120 df) = 1.97993 (statistical tables).
    values = [1, 0] * 60 + [1]
    sd = float(np.std(values, ddof=1))
    mean, low, high = mean_ci(values)
    assert mean == pytest.approx(61 / 121) and high - mean == pytest.approx(1.97993 * sd / 11, rel=1e-4)
    # t(0.975, 30 df) = 2.04227 from the tables: 31 values.
    values = [1, 0] * 15 + [0]
    sd = float(np.std(values, ddof=1))
    mean, low, high = mean_ci(values)
    assert high - mean == pytest.approx(2.04227 * sd / math.sqrt(31), rel=1e-4)
    assert math.isnan(mean_ci([1])[1])


def test_pair_scores_by_hand():
    # Episodes 0,1 are pair 0 (A is team 0 in episode 0, team 1 in episode 1), 2,3 pair 1, and
    # episode 4 (pair 2) lacks its partner game, so pair 2 is dropped.
    index = [0, 1, 2, 3, 4]
    winner = [0, 0, 1, 1, 0]  # pair 0: A won game 0, lost game 1 -> 0.5; pair 1: lost, won -> 0.5
    gained = [3, 1, 2, 2, 3]  # pair 0 levels: (+3 - 1) / 2 = 1.0; pair 1: (-2 + 2) / 2 = 0.0
    wins, levels = pair_scores(index, winner, gained)
    assert list(wins) == [0.5, 0.5] and list(levels) == [1.0, 0.0]
    wins, _ = pair_scores([0, 1], [2, 2], [0, 0])  # two drawn matches: half a point each
    assert list(wins) == [0.5]


@pytest.mark.parametrize("game", ["guandan", "shengji", "liangfutou"])
def test_identical_deterministic_bots_tie_exactly_on_duplicate_deals(game):
    # The heuristic bot is deterministic: with the seats swapped over the same cards, the same
    # team of seats wins both games, so every pair scores exactly 1/2 for A (in Shengji a deal
    # that ends at exactly 80 points is the attackers' in both games, whichever bot attacks).
    result = paiju.arena(game, ["heuristic", "heuristic"], deals=40, seed=9, progress=False)
    assert result.pairs == 40
    assert result.win_rate == (0.5, 0.5, 0.5)
    assert result.levels_per_deal[0] == 0.0


def test_arena_result_table_and_json():
    result = paiju.arena("guandan", {"H": "heuristic", "R": "random"}, deals=10, seed=1, progress=False)
    assert "H deal win rate" in result.table()
    data = __import__("json").loads(result.to_json())
    assert data["pairs"] == 10 and data["bots"] == {"H": "heuristic", "R": "random"}
    assert 0 <= data["H_win_rate"]["mean"] <= 1


def test_arena_rejects_bad_input():
    with pytest.raises(paiju.InvalidOptionError):
        paiju.arena("guandan", ["heuristic"], deals=1)
    with pytest.raises(paiju.InvalidOptionError):
        paiju.arena("guandan", ["heuristic", "random"], deals=0)


def test_arena_plot_writes_a_png(tmp_path):
    pytest.importorskip("matplotlib")
    result = paiju.arena("guandan", {"H": "heuristic", "R": "random"}, deals=6, seed=1, progress=False)
    path = tmp_path / "arena.png"
    result.plot(str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_arena_pieces_combine_into_exactly_the_long_arena(tmp_path):
    # Pairs 0..23 in one run, and as pieces 0..9 and 10..23 (another thread count): the same
    # per-pair scores, so the same means and intervals.
    bots = {"H": "heuristic", "V1": "heuristic_v1"}
    whole = paiju.arena("guandan", bots, deals=24, seed=21, threads=1, progress=False)
    head = paiju.arena("guandan", bots, deals=10, seed=21, threads=1, progress=False)
    tail = paiju.arena("guandan", bots, deals=14, seed=21, threads=2, first=10, progress=False)
    assert tail.first == 10 and "pairs 10..23 of seed 21" in tail.table()
    joined = combine([tail, head])
    assert list(joined.pair_scores) == list(whole.pair_scores)
    assert list(joined.value_scores) == list(whole.value_scores)
    assert joined.win_rate == whole.win_rate and joined.levels_per_deal == whole.levels_per_deal
    assert joined.extra["ranges"] == [[0, 10], [10, 24]]
    # ... and through the JSON files
    pieces = []
    for name, result in (("head", head), ("tail", tail)):
        path = tmp_path / f"{name}.json"
        path.write_text(result.to_json())
        pieces.append(ArenaResult.from_dict(json.loads(path.read_text())))
    assert combine(pieces).win_rate == whole.win_rate


def test_mahjong_arena_pieces_combine_by_sets_of_four_games():
    bots = {"H": "heuristic", "R": "random"}
    whole = paiju.arena("mahjong", bots, deals=6, seed=5, threads=1, progress=False)
    pieces = [paiju.arena("mahjong", bots, deals=n, seed=5, first=f, threads=1, progress=False) for f, n in ((0, 2), (2, 4))]
    joined = combine(pieces)
    assert list(joined.pair_scores) == list(whole.pair_scores) and joined.levels_per_deal == whole.levels_per_deal


def test_combine_refuses_pieces_that_are_not_one_arena():
    bots = {"H": "heuristic", "R": "random"}
    a = paiju.arena("guandan", bots, deals=4, seed=3, progress=False)
    overlapping = paiju.arena("guandan", bots, deals=4, seed=3, first=2, progress=False)
    other_seed = paiju.arena("guandan", bots, deals=4, seed=4, first=4, progress=False)
    other_bots = paiju.arena("guandan", {"H": "heuristic", "R": "heuristic_v1"}, deals=4, seed=3, first=4, progress=False)
    other_rules = paiju.arena("guandan", bots, deals=4, seed=3, first=4, preset="suqian", progress=False)
    other_game = paiju.arena("liangfutou", bots, deals=4, seed=3, first=4, progress=False)
    for pieces in ([a, overlapping], [a, other_seed], [a, other_bots], [a, other_rules], [a, other_game], []):
        with pytest.raises(paiju.InvalidOptionError):
            combine(pieces)
    interrupted = paiju.arena("guandan", bots, deals=4, seed=3, first=4, progress=False)
    interrupted.interrupted = True
    with pytest.raises(paiju.InvalidOptionError, match="interrupted"):
        combine([a, interrupted])
    with pytest.raises(paiju.InvalidOptionError):
        paiju.arena("guandan", bots, deals=4, first=-1)
    old = json.loads(a.to_json())
    del old["pair_scores"]
    with pytest.raises(paiju.InvalidOptionError, match="per-pair"):
        ArenaResult.from_dict(old)


def test_combine_reads_a_spec_s_options_in_any_order():
    first = paiju.arena("guandan", {"P": "pimc:worlds=2,candidates=4", "H": "heuristic"}, deals=1, seed=3, progress=False)
    reordered = paiju.arena("guandan", {"P": "pimc:candidates=4,worlds=2", "H": "heuristic"}, deals=1, seed=3, first=1,
                            progress=False)
    assert combine([first, reordered]).pairs == 2
    other = paiju.arena("guandan", {"P": "pimc:candidates=4,worlds=3", "H": "heuristic"}, deals=1, seed=3, first=1,
                        progress=False)
    with pytest.raises(paiju.InvalidOptionError, match="specs"):
        combine([first, other])


def test_combine_fills_a_spec_s_defaults_but_keeps_a_time_budget_apart():
    # pimc's default candidates is 16 (docs/bots.md): leaving it out or writing it is one setting
    bare = paiju.arena("guandan", {"P": "pimc:worlds=2", "H": "heuristic"}, deals=1, seed=3, progress=False)
    spelled = paiju.arena("guandan", {"P": "pimc:worlds=2,candidates=16", "H": "heuristic"}, deals=1, seed=3, first=1,
                          progress=False)
    assert combine([bare, spelled]).pairs == 2
    # a time limit alone has no world budget: adding the default 40 worlds makes another bot
    assert setting_of("pimc:time=1", "guandan") != setting_of("pimc:time=1,worlds=40", "guandan")
    assert setting_of("pimc", "guandan") == setting_of("pimc:worlds=40", "guandan")
    # a named setting is the spec it stands for
    assert setting_of("strong", "guandan") == setting_of(paiju.guandan._native.STRONG_SPEC, "guandan")
    # without the game (or for a spec this version cannot read) the text decides, as before
    assert setting_of("pimc", None) != setting_of("pimc:worlds=40", None)
    assert setting_of("pimc:nothing=1", "guandan") == ("pimc", (("nothing", "1"),))


def test_combine_command_joins_json_files(tmp_path, capsys):
    from paiju.cli import main

    paths = []
    for first, count in ((0, 3), (3, 2)):
        path = tmp_path / f"piece{first}.json"
        assert main(["arena", "guandan", "heuristic", "random", "--deals", str(count), "--first", str(first),
                     "--seed", "8", "--no-progress", "--json", str(path)]) == 0
        paths.append(str(path))
    out = tmp_path / "all.json"
    assert main(["combine", *paths, "--json", str(out)]) == 0
    assert "pairs 0..2, 3..4 of seed 8" in capsys.readouterr().out
    assert json.loads(out.read_text())["pairs"] == 5
    with pytest.raises(SystemExit):
        main(["arena", "guandan", "heuristic", "random", "--first", "-3"])


def test_paired_difference_by_hand():
    # Two settings of A against the same B on the same 4 pairs; per-pair differences
    # (1 - 0.5, 0.5 - 0.5, 1 - 0, 0.5 - 1) = (0.5, 0, 1, -0.5): mean 0.25, sample sd
    # sqrt((0.0625 + 0.0625 + 0.5625 + 0.5625) / 3) = sqrt(1.25 / 3), t(0.975, 3) = 3.1824.
    def result(a: str, scores: list[float], values: list[float]) -> ArenaResult:
        return ArenaResult(names=("A", "B"), specs=(a, "heuristic"), pairs=4, win_rate=mean_ci(scores),
                           levels_per_deal=mean_ci(values), pair_scores=np.array(scores), seed=2,
                           value_scores=np.array(values), extra={"game": "guandan", "options": {}, "duplicate": True})
    one = result("strong", [1, 0.5, 1, 0.5], [2, 0, 1, 0])
    two = result("ismcts", [0.5, 0.5, 0, 1], [1, 0, -1, 1])
    diff = paired_difference(one, two)
    mean, low, high = diff["win_rate"]
    assert mean == 0.25 and high - mean == pytest.approx(3.1824 * math.sqrt(1.25 / 3) / 2, rel=1e-4)
    assert diff["levels per deal"][0] == pytest.approx((1 + 0 + 2 - 1) / 4)
    three = result("ismcts", [0.5, 0.5, 0, 1], [1, 0, -1, 1])
    three.specs = ("ismcts", "random")
    with pytest.raises(paiju.InvalidOptionError, match="opponents"):
        paired_difference(one, three)
    three = result("ismcts", [0.5, 0.5, 0, 1], [1, 0, -1, 1])
    three.seed = 3
    with pytest.raises(paiju.InvalidOptionError, match="seed"):
        paired_difference(one, three)
    # Paired on the pairs both played: `later` holds pairs 2..5, `one` pairs 0..3, so pairs 2 and 3
    # pair up: (1 - 0) and (0.5 - 1) = (1, -0.5), mean 0.25; values (1 - 2) and (0 - 5) = mean -3.
    later = result("ismcts", [0, 1, 0.5, 0.5], [2, 5, 0, 0])
    later.first = 2
    diff = paired_difference(one, later)
    assert (diff["pairs"], diff["first_pair"], diff["last_pair"]) == (2, 2, 3)
    assert diff["win_rate"][0] == 0.25 and diff["levels per deal"][0] == -3
    # A combined arena's ranges name its pairs: pairs 0..1 and 6..7 share only 0 and 1 with `one`.
    gappy = result("ismcts", [0, 1, 1, 1], [0, 0, 9, 9])
    gappy.extra["ranges"] = [[0, 2], [6, 8]]
    assert paired_difference(one, gappy)["win_rate"][0] == ((1 - 0) + (0.5 - 1)) / 2
    far = result("ismcts", [0, 1, 0.5, 0.5], [2, 5, 0, 0])
    far.first = 4
    with pytest.raises(paiju.InvalidOptionError, match="share no pair"):
        paired_difference(one, far)


def test_compare_command_pairs_two_settings(tmp_path, capsys):
    from paiju.cli import main

    paths = []
    for bot in ("heuristic", "heuristic_v1"):
        path = tmp_path / f"{bot}.json"
        assert main(["arena", "guandan", bot, "random", "--deals", "6", "--seed", "8", "--no-progress",
                     "--json", str(path)]) == 0
        paths.append(str(path))
    capsys.readouterr()
    assert main(["compare", *paths]) == 0
    out = capsys.readouterr().out
    assert "paired on 6 pairs against random: heuristic minus heuristic_v1" in out and "levels per deal" in out


def test_a_clean_sweep_gets_an_exact_interval_not_a_point():
    # 20 pairs all won: Student's t gives [1, 1]; the exact interval of 20 wins in 20 trials is
    # [0.025^(1/20), 1] = [exp(ln(0.025) / 20), 1] = [exp(-3.6889 / 20), 1] = [0.8316, 1].
    mean, low, high = win_rate_ci([1.0] * 20)
    assert mean == 1.0 and high == 1.0 and low == pytest.approx(0.8316, abs=1e-4)
    assert win_rate_ci([0.0] * 20) == pytest.approx((0.0, 0.0, 1 - 0.8316), abs=1e-4)
    m, lo, hi = mean_ci([1.0, 0.5, 1.0])  # otherwise Student's t, within [0, 1]: 0.833 +- 0.717
    assert win_rate_ci([1.0, 0.5, 1.0]) == (m, lo, 1.0) and hi > 1.0
    assert win_rate_ci([1.0, 0.5, 0.5, 0.5, 1.0, 0.5]) == mean_ci([1.0, 0.5, 0.5, 0.5, 1.0, 0.5])  # 0.667 +- 0.271
    # The heuristic sweeps random on these 12 deals (seed 4): the arena reports the exact bound.
    result = paiju.arena("guandan", {"H": "heuristic", "R": "random"}, deals=12, seed=4, progress=False)
    assert (result.pair_scores == 1.0).all()
    assert result.win_rate == pytest.approx((1.0, 0.025 ** (1 / 12), 1.0))
