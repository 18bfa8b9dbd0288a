r"""Sequential testing in the arena: duplicate pairs in batches until the evidence decides.

An arena of a fixed size answers "how strong is A against B?". A sequential probability ratio
test (SPRT) answers "is A at least E1 Elo better than B, or at most E0?" with error rates
alpha (accepting H1 when H0 holds) and beta (accepting H0 when H1 holds), and it stops as soon
as the pairs played allow: after 20 pairs for a clearly stronger bot, after thousands for a
close call. This is the procedure of Stockfish's fishtest, on the arena's units.

**The unit and the hypotheses.** As in :func:`paiju.arena`, the unit is the duplicate pair
(one deal played twice with the teams' seats swapped). Its score x in [0, 1] is the mean of A's
game scores: 1 for a win, 0 for a loss, 1/2 for a drawn match (``matches=True``) or for a game
at zero units (liangfutou); for a game of individual seats (mahjong) the set's score that the
arena defines. Guandan deals give x in {0, 1/2, 1} (a trinomial); with draws x is in
{0, 1/4, 1/2, 3/4, 1}, the pentanomial of fishtest's game pairs, whose two games on one opening
with colours reversed are correlated just as a duplicate pair's two games are. Let mu = E[x].
The hypotheses are H0: mu = mu0 and H1: mu = mu1 (mu0 < mu1), given as win rates (``p0``,
``p1``) or as logistic Elo: mu = 1 / (1 + 10^(-E/400)), so E = 50 is mu = 57.15% of pairs.

**The generalized SPRT.** mu does not fix the distribution of x (how many pairs split their
games is a nuisance), so each hypothesis is composite and Wald's likelihood ratio is not
defined. The generalized SPRT (GSPRT; Li, Liu and Ying, "Generalized sequential probability
ratio test for separate families of hypotheses", Sequential Analysis 33, 2014) replaces each
hypothesis's likelihood by its maximum over the distributions that satisfy it:

    LLR_n = max_{p: E_p[x] = mu1} sum_i log p(x_i) - max_{p: E_p[x] = mu0} sum_i log p(x_i).

Derivation of the form used here. Let the n pair scores take the values v_j with empirical
frequencies q_j (mean m = sum_j q_j v_j, variance s2 = sum_j q_j (v_j - m)^2). Maximizing
sum_j n q_j log p_j subject to sum_j p_j = 1 and sum_j p_j v_j = mu (Lagrange multipliers)
gives p_j = q_j / (1 + lam (v_j - mu)) with lam the root of
sum_j q_j (v_j - mu) / (1 + lam (v_j - mu)) = 0, and the profile log-likelihood

    l(mu) = l(q) - n sum_j q_j log(1 + lam (v_j - mu)).

Write d = m - mu and d_j = v_j - mu, so sum_j q_j d_j = d and sum_j q_j d_j^2 = s2 + d^2.
To first order in lam the root condition reads d - lam (s2 + d^2) = 0, so lam = d / s2 + O(d^2);
with log(1 + u) = u - u^2/2 + O(u^3),

    sum_j q_j log(1 + lam d_j) = lam d - lam^2 (s2 + d^2) / 2 + O(d^3) = d^2 / (2 s2) + O(d^3 / s2^(3/2)).

So l(mu) = l(q) - n (m - mu)^2 / (2 s2): near its maximum the profile log-likelihood is a
parabola whose curvature n / s2 is the observed information of the mean. l(q) cancels in the
ratio:

    LLR_n = n [(m - mu0)^2 - (m - mu1)^2] / (2 s2) = n (mu1 - mu0) (2 m - mu0 - mu1) / (2 s2).

This is equation (2.1) of M. Van den Bergh, "A practical introduction to the GSPRT"
(https://www.cantate.be/Fishtest/GSPRT_approximation.pdf), the approximation fishtest's
statistics use. The neglected terms are of order n (mu1 - mu0)^3 / s2^(3/2), small while the test
is undecided (mu0, mu1 and m close on the scale of the pairs' spread); far from there the LLR is
large either way. It needs only the pairs' mean and variance (s2 with divisor n, the maximum
likelihood estimate), so it holds for any support: trinomial, pentanomial, sets of four games.
Its drift per pair, (mu1 - mu0)(2 mu - mu0 - mu1) / (2 sigma^2) for a true mean mu, is positive
exactly when mu is above the midpoint (mu0 + mu1) / 2.

When every pair so far has the same score, s2 = 0 and the ratio is infinite. Half a pair is then
mixed in at each of the scores 0 and 1: the spread of one pair that did not score like the
others. The LLR stays finite and of the sign of 2 m - mu0 - mu1, and a run of identical scores
decides only after as many pairs as a run with one different pair would (between two close
search bots, ten pairs that all split their two deals are not yet evidence; a thousandth of a
pair, fishtest's weight for outcomes not seen, stopped such a run at once with LLR -510).

**Stopping** (Wald, "Sequential tests of statistical hypotheses", 1945): after each batch,
accept H1 if LLR_n >= log((1 - beta) / alpha), accept H0 if LLR_n <= log(beta / (1 - alpha)),
else play another batch, up to ``max_pairs`` (then the test is inconclusive). alpha = beta = 0.05
gives the bounds -2.944 and +2.944. The GSPRT's error rates are asymptotic: close to alpha and
beta for tests that run many pairs; a test decided in a batch or two, as between very unequal
bots, says only that the difference is large (read the score's confidence interval for its size).

**Batches, records and resuming.** Batch k is the arena over pairs ``first + k*batch ..
first + (k+1)*batch - 1`` of the seed (:func:`paiju.arena` with ``first=``), so the pairs played
are exactly those of one long arena and their :func:`paiju.arena.combine` is exactly its result.
With ``pieces=DIR`` each batch is written to ``DIR/batch-NNNNNN.json`` (an ordinary arena
``--json`` file that ``paiju combine`` reads) as soon as it completes, with the test's settings
in ``DIR/sprt.json``; ``resume=True`` reads the saved batches instead of replaying them and goes
on, with exactly the result of a run that was never interrupted (timing aside).
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

import numpy as np
import numpy.typing as npt

from paiju.arena import ArenaResult, TextTable, arena, combine, win_rate_ci
from paiju.bots import BotLike, check_bot
from paiju.checks import is_int, is_number
from paiju.episodes import resolved_options
from paiju.errors import InvalidOptionError
from paiju.simulation import Backend

__all__ = ["SprtResult", "SprtTest", "arena_sprt", "elo_to_score", "score_to_elo", "sprt_bounds", "sprt_llr"]

OUTCOMES = ("accepted H1", "accepted H0", "inconclusive", "interrupted")
_EPSILON = 0.5  # pseudo-pairs at scores 0 and 1 when every pair scored the same
_MANIFEST = "sprt.json"
_MAX_PAIRS = 2**31 - 1


def elo_to_score(elo: float) -> float:
    """The expected score of a logistic Elo difference: 1 / (1 + 10^(-elo/400)) (50 Elo: 0.5715)."""
    return 1.0 / (1.0 + 10.0 ** (-float(elo) / 400.0))


def score_to_elo(score: float) -> float:
    """The logistic Elo difference of an expected score in [0, 1] (+-inf at 1 and 0)."""
    score = float(score)
    if score >= 1.0:
        return math.inf
    if score <= 0.0:
        return -math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def sprt_bounds(alpha: float, beta: float) -> tuple[float, float]:
    """Wald's bounds on the LLR: (log(beta / (1 - alpha)), log((1 - beta) / alpha))."""
    return (math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha))


def sprt_llr(scores: npt.ArrayLike, mu0: float, mu1: float) -> float:
    """The GSPRT log-likelihood ratio of H1 (mean pair score ``mu1``) against H0 (``mu0``)
    after the pair scores ``scores`` (each in [0, 1]): n (mu1 - mu0)(2m - mu0 - mu1) / (2 s2),
    m and s2 the scores' mean and variance (divisor n); 0 for no pairs. When every pair
    scored the same, s2 is that of the scores with half a pair added at 0 and at 1
    (the module docstring derives the formula)."""
    x = np.asarray(scores, dtype=np.float64).ravel()
    n = x.size
    if n == 0:
        return 0.0
    mean = float(x.mean())
    var = float(np.mean((x - mean) ** 2))
    if var == 0.0:
        weight = n + 2 * _EPSILON
        mean = (n * mean + _EPSILON) / weight
        var = (n * (float(x[0]) - mean) ** 2 + _EPSILON * mean**2 + _EPSILON * (1.0 - mean) ** 2) / weight
    return n * (mu1 - mu0) * (2.0 * mean - mu0 - mu1) / (2.0 * var)


def _number(name: str, value: Any) -> float:
    if not is_number(value) or not math.isfinite(value):
        raise InvalidOptionError(f"{name} must be a finite number, got {value!r}")
    return float(value)


@dataclass(frozen=True)
class SprtTest:
    """The hypotheses and error rates of a test: H0 mean pair score ``mu0`` (Elo ``elo0``)
    against H1 ``mu1`` (``elo1``), type I error ``alpha``, type II ``beta``. Build it with
    :meth:`make`, which checks the input."""

    elo0: float
    elo1: float
    mu0: float
    mu1: float
    alpha: float = 0.05
    beta: float = 0.05

    @classmethod
    def make(cls, elo0: float | None = None, elo1: float | None = None, p0: float | None = None,
             p1: float | None = None, alpha: float = 0.05, beta: float = 0.05) -> "SprtTest":
        """Hypotheses as Elo (``elo0``, ``elo1``; by default 0 and 50) or as win rates of the
        pairs (``p0``, ``p1`` in (0, 1)), not both; InvalidOptionError unless H1 is above H0,
        alpha and beta are in (0, 1) and alpha + beta < 1."""
        if (p0 is None) != (p1 is None):
            raise InvalidOptionError("give both p0 and p1, or neither")
        if p0 is not None:
            if elo0 is not None or elo1 is not None:
                raise InvalidOptionError("give the hypotheses as elo0/elo1 or as p0/p1, not both")
            mu0, mu1 = _number("p0", p0), _number("p1", p1)
            for name, p in (("p0", mu0), ("p1", mu1)):
                if not 0.0 < p < 1.0:
                    raise InvalidOptionError(f"{name} must be a win rate strictly between 0 and 1, got {p!r}")
            if mu1 <= mu0:
                raise InvalidOptionError(f"p1 must be above p0, got p0={mu0!r}, p1={mu1!r}")
            e0, e1 = score_to_elo(mu0), score_to_elo(mu1)
        else:
            if (elo0 is None) != (elo1 is None):
                raise InvalidOptionError("give both elo0 and elo1, or neither (0 and 50)")
            e0, e1 = (0.0, 50.0) if elo0 is None else (_number("elo0", elo0), _number("elo1", elo1))
            if e1 <= e0:
                raise InvalidOptionError(f"elo1 must be above elo0, got elo0={e0!r}, elo1={e1!r}")
            mu0, mu1 = elo_to_score(e0), elo_to_score(e1)
            if not 0.0 < mu0 < mu1 < 1.0:
                raise InvalidOptionError(f"elo0={e0!r} and elo1={e1!r} are too far from 0 to test")
        a, b = _number("alpha", alpha), _number("beta", beta)
        for name, value in (("alpha", a), ("beta", b)):
            if not 0.0 < value < 1.0:
                raise InvalidOptionError(f"{name} must be strictly between 0 and 1, got {value!r}")
        if a + b >= 1.0:
            raise InvalidOptionError(f"alpha + beta must be below 1, got {a!r} + {b!r}")
        return cls(elo0=e0, elo1=e1, mu0=mu0, mu1=mu1, alpha=a, beta=b)

    @property
    def bounds(self) -> tuple[float, float]:
        """(lower, upper): accept H0 at or below lower, H1 at or above upper."""
        return sprt_bounds(self.alpha, self.beta)

    def llr(self, scores: npt.ArrayLike) -> float:
        """:func:`sprt_llr` of the pair scores for this test's hypotheses."""
        return sprt_llr(scores, self.mu0, self.mu1)

    def decide(self, llr: float) -> str | None:
        """"accepted H1", "accepted H0", or None (play on)."""
        lower, upper = self.bounds
        return "accepted H1" if llr >= upper else "accepted H0" if llr <= lower else None

    def describe(self) -> str:
        return (f"H0 Elo {self.elo0:+.1f} ({self.mu0:.1%}) vs H1 Elo {self.elo1:+.1f} ({self.mu1:.1%}), "
                f"alpha {self.alpha:g}, beta {self.beta:g}")

    def to_dict(self) -> dict[str, float]:
        return {"elo0": self.elo0, "elo1": self.elo1, "p0": self.mu0, "p1": self.mu1,
                "alpha": self.alpha, "beta": self.beta}


def _elo_text(value: float) -> str:
    return f"{round(value):+d}" if math.isfinite(value) else ("+inf" if value > 0 else "-inf")


@dataclass
class SprtResult:
    """Where a test stands: the arena of the complete batches (``None`` before the first),
    the LLR, and the outcome: "accepted H1", "accepted H0", "inconclusive" (``max_pairs``
    reached between the bounds), "interrupted" (Ctrl-C; the complete batches are kept), or
    "running" in the ``report`` callback of :func:`arena_sprt` while undecided."""

    test: SprtTest
    arena: ArenaResult | None
    llr: float
    outcome: str
    batch: int
    max_pairs: int
    first: int = 0
    history: list[tuple[int, float]] = field(default_factory=list)  # (pairs, LLR) after each batch
    resumed_pairs: int = 0      # pairs read from saved pieces rather than played in this run
    pieces: str | None = None   # the directory of saved batches

    @property
    def pairs(self) -> int:
        return 0 if self.arena is None else self.arena.pairs

    @property
    def bounds(self) -> tuple[float, float]:
        return self.test.bounds

    def line(self) -> str:
        """One progress line: pairs, A's score with its 95% CI and Elo, the LLR and its bounds."""
        lower, upper = self.bounds
        head = f"sprt: {self.pairs:6d} pairs"
        if self.arena is not None and self.pairs:
            mean, low, high = self.arena.win_rate
            low, high = (low, high) if not math.isnan(low) else (0.0, 1.0)
            head += (f"  score {mean:6.1%} [{low:.1%}, {high:.1%}]  Elo {_elo_text(score_to_elo(mean))} "
                     f"[{_elo_text(score_to_elo(low))}, {_elo_text(score_to_elo(high))}]")
        tail = "" if self.outcome == "running" else f"  {self.outcome}"
        return f"{head}  LLR {self.llr:+.2f} [{lower:+.2f}, {upper:+.2f}]{tail}"

    def table(self) -> str:
        lines = [] if self.arena is None else [self.arena.table()]
        lines.append(f"sprt: {self.test.describe()}")
        lines.append(f"  LLR {self.llr:+.3f} after {self.pairs} pairs, bounds [{self.bounds[0]:+.3f}, "
                     f"{self.bounds[1]:+.3f}]: {self.outcome}")
        return TextTable("\n".join(lines))

    def to_dict(self) -> dict[str, Any]:
        """The arena's JSON (all pairs played) with an ``sprt`` block."""
        out = {} if self.arena is None else self.arena.to_dict()
        out["sprt"] = {
            **self.test.to_dict(),
            "llr": self.llr,
            "bounds": list(self.bounds),
            "pairs": self.pairs,
            "first": self.first,
            "batch": self.batch,
            "max_pairs": self.max_pairs,
            "outcome": self.outcome,
            "llr_history": [[p, v] for p, v in self.history],
            "method": "GSPRT on duplicate pair scores, LLR = n (mu1-mu0)(2m-mu0-mu1) / (2 var) (paiju.sprt)",
        }
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2)

    def __str__(self) -> str:
        return self.table()


def _spec_text(bot: BotLike, game: str) -> str | None:
    """The spec string of a bot given as a spec or a paiju.bots object; None for a Python callable."""
    if isinstance(bot, str):
        return bot
    if callable(bot):
        return None
    return check_bot(bot, game)


def _json_normal(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _write_atomic(path: str, text: str) -> None:
    temporary = f"{path}.tmp"
    with open(temporary, "w") as handle:
        handle.write(text)
    os.replace(temporary, path)


def _piece_path(directory: str, k: int) -> str:
    return os.path.join(directory, f"batch-{k:06d}.json")


def _load_pieces(directory: str, manifest: dict[str, Any], resume: bool) -> list[ArenaResult]:
    """The saved batches of ``directory`` in order, after checking that they belong to this test."""
    names = sorted(n for n in os.listdir(directory) if n.startswith("batch-") and n.endswith(".json"))
    saved_manifest = os.path.join(directory, _MANIFEST)
    if not os.path.exists(saved_manifest):
        if names:
            raise InvalidOptionError(f"{directory} holds batch files but no {_MANIFEST}: not an SPRT pieces directory")
        return []
    if not names:  # a test interrupted before its first batch was saved: nothing to keep
        return []
    if not resume:
        raise InvalidOptionError(f"{directory} already holds an SPRT test ({len(names)} batches): "
                                 "resume it (--resume / resume=True) or give an empty directory")
    try:
        with open(saved_manifest) as handle:
            saved = json.load(handle)
    except (OSError, ValueError) as error:
        raise InvalidOptionError(f"{saved_manifest}: {error}") from None
    differ = sorted(k for k in set(saved) | set(manifest) if saved.get(k) != manifest.get(k))
    if differ:
        detail = "; ".join(f"{k}: saved {saved.get(k)!r}, now {manifest.get(k)!r}" for k in differ)
        raise InvalidOptionError(f"the saved test in {directory} has other settings ({detail})")
    pieces = []
    batch, first = manifest["batch"], manifest["first"]
    for k, name in enumerate(names):
        if name != os.path.basename(_piece_path(directory, k)):
            raise InvalidOptionError(f"{directory}: batch {k} is missing (found {name})")
        path = os.path.join(directory, name)
        try:
            with open(path) as handle:
                piece = ArenaResult.from_dict(json.load(handle))
        except (OSError, ValueError) as error:
            raise InvalidOptionError(f"{path}: {error}") from None
        if piece.first != first + k * batch or not 1 <= piece.pairs <= batch or piece.seed != manifest["seed"]:
            raise InvalidOptionError(f"{path} is not batch {k} of this test (pairs {piece.first}.."
                                     f"{piece.first + piece.pairs - 1} of seed {piece.seed})")
        if k + 1 < len(names) and piece.pairs != batch:
            raise InvalidOptionError(f"{path} is a short batch that is not the last")
        pieces.append(piece)
    if pieces:
        combine(pieces)  # raises unless the pieces are one arena (bots, rules, mode)
    return pieces


def _check_sprt_settings(batch: Any, max_pairs: Any, first: Any, matches: Any, resume: Any, pieces: Any) -> None:
    for name, value, low, high in (("batch", batch, 1, _MAX_PAIRS), ("max_pairs", max_pairs, 1, _MAX_PAIRS),
                                   ("first", first, 0, 2**40 - 1)):
        if not is_int(value, low, high):
            raise InvalidOptionError(f"{name} must be an int from {low} to {high}, got {value!r}")
    if not isinstance(matches, bool) or not isinstance(resume, bool):
        raise InvalidOptionError("matches and resume must be True or False")
    if resume and pieces is None:
        raise InvalidOptionError("resume needs the directory of the saved batches (pieces=DIR, --pieces DIR)")


def _saved_bots(game: str, bots: Mapping[str, BotLike] | Sequence[BotLike]) -> Any:
    """The bots as the saved test records them: their specs, by name or in seat order."""
    items = list(bots.items()) if isinstance(bots, Mapping) else list(enumerate(bots))
    specs = [_spec_text(b, game) for _, b in items]
    if any(s is None for s in specs):
        raise InvalidOptionError("saving batches (pieces=) needs bots given as specs, not Python callables")
    return {str(k): s for (k, _), s in zip(items, specs)} if isinstance(bots, Mapping) else specs


def _open_pieces(directory: str, manifest: dict[str, Any], resume: bool) -> list[ArenaResult]:
    """The directory of saved batches made ready; the batches a resumed test saved there."""
    if os.path.exists(directory) and not os.path.isdir(directory):
        raise InvalidOptionError(f"{directory} is not a directory")
    os.makedirs(directory, exist_ok=True)
    return _load_pieces(directory, manifest, resume)


def _recompute(state: SprtResult, done: list[ArenaResult], test: SprtTest) -> None:
    """The state (arena, LLR history) from the batches done, after a stop inside an update."""
    state.arena = combine(done) if done else None
    state.history = []
    for j in range(1, len(done) + 1):
        scores = np.concatenate([p.pair_scores for p in done[:j]])
        state.history.append((int(scores.size), test.llr(scores)))
    state.llr = state.history[-1][1] if done else 0.0


def arena_sprt(
    game: str,
    bots: Mapping[str, BotLike] | Sequence[BotLike],
    *,
    elo0: float | None = None,
    elo1: float | None = None,
    p0: float | None = None,
    p1: float | None = None,
    alpha: float = 0.05,
    beta: float = 0.05,
    batch: int = 20,
    max_pairs: int = 10000,
    matches: bool = False,
    duplicate: bool = True,
    seed: int = 0,
    first: int = 0,
    threads: int = 0,
    preset: str | None = None,
    pieces: str | os.PathLike[str] | None = None,
    resume: bool = False,
    report: Callable[[SprtResult], None] | None = None,
    progress: bool | None = False,
    backend: Backend = "local",
    **options: Any,
) -> SprtResult:
    """A sequential test of A (the first bot) against B on duplicate pairs: H0 "A is ``elo0``
    Elo better" against H1 "``elo1`` better" (default 0 and 50; or ``p0``/``p1``, the mean pair
    score), type I error ``alpha`` and type II ``beta`` (module docstring: the GSPRT on the
    pairs' scores and its derivation).

    Plays ``batch`` pairs at a time (pairs ``first + k*batch ..``, as :func:`paiju.arena`
    with ``first=``; ``matches=True``: whole matches, a drawn match scoring 1/2), computes the
    LLR over all pairs after each batch, calls ``report`` with the current state, and stops
    when the LLR crosses a bound or ``max_pairs`` pairs are played. The pairs and their scores
    are exactly those of one long arena of as many pairs.

    ``pieces``: a directory where each batch is saved as it completes (``batch-NNNNNN.json``,
    arena JSON) with the test's settings (``sprt.json``); ``resume=True`` continues a test saved
    there without replaying its batches (the same result as an uninterrupted run; a larger
    ``max_pairs`` carries an inconclusive test on). Without ``resume`` the directory must not
    already hold a test. Ctrl-C stops after saving the complete batches: outcome "interrupted".

    ``bots``, ``seed``, ``threads``, ``preset``, ``duplicate``, ``backend`` and rule
    ``options`` are :func:`paiju.arena`'s; ``progress`` shows its bar for each batch.
    """
    test = SprtTest.make(elo0=elo0, elo1=elo1, p0=p0, p1=p1, alpha=alpha, beta=beta)
    _check_sprt_settings(batch, max_pairs, first, matches, resume, pieces)
    directory = None if pieces is None else os.fspath(pieces)
    saved: list[ArenaResult] = []
    manifest: dict[str, Any] = {}
    if directory is not None:
        manifest = _json_normal({
            "game": game, "options": resolved_options(game, preset, dict(options)), "seed": seed, "first": first,
            "batch": batch, "mode": "matches" if matches else "deals", "duplicate": duplicate,
            "bots": _saved_bots(game, bots), **test.to_dict(),
        })
        saved = _open_pieces(directory, manifest, resume)

    state = SprtResult(test=test, arena=None, llr=0.0, outcome="running", batch=batch, max_pairs=max_pairs,
                       first=first, pieces=directory)
    done: list[ArenaResult] = []

    def add(piece: ArenaResult) -> str | None:
        done.append(piece)
        state.arena = combine(done)
        state.llr = test.llr(state.arena.pair_scores)
        state.history.append((state.arena.pairs, state.llr))
        decision = test.decide(state.llr)
        if decision is None and state.arena.pairs >= max_pairs:
            decision = "inconclusive"
        state.outcome = decision or "running"
        return decision

    decision = None
    for piece in saved:
        if decision is not None:
            raise InvalidOptionError(f"{directory} holds more batches than this test plays "
                                     f"({decision} after {state.pairs} pairs)")
        decision = add(piece)
    written = len(done)
    state.resumed_pairs = state.pairs
    if saved and report is not None:
        report(state)
    try:
        while decision is None:
            k = len(done)
            count: dict[str, Any] = {"matches" if matches else "deals": min(batch, max_pairs - state.pairs)}
            piece = arena(game, bots, seed=seed, first=first + k * batch, threads=threads, preset=preset,
                          duplicate=duplicate, progress=progress, backend=backend, **count, **options)
            if piece.interrupted:  # Ctrl-C inside the batch: its pairs are incomplete, dropped
                break
            # Through its JSON, as a saved piece is read back: a resumed run combines the same values.
            piece = ArenaResult.from_dict(json.loads(piece.to_json()))
            if directory is not None:
                if k == 0:
                    _write_atomic(os.path.join(directory, _MANIFEST), json.dumps(manifest, indent=2))
                _write_atomic(_piece_path(directory, k), piece.to_json())
                written = k + 1
            decision = add(piece)
            if report is not None:
                report(state)
    except KeyboardInterrupt:
        decision = None
    if len(state.history) != len(done):  # Ctrl-C in the middle of add(): recompute the state
        _recompute(state, done, test)
    if directory is not None and written < len(done):  # pragma: no cover - Ctrl-C while saving
        _write_atomic(_piece_path(directory, len(done) - 1), done[-1].to_json())
    if decision is None:
        state.outcome = "interrupted"
    return state
