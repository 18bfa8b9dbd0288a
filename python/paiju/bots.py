"""Bots for batch simulation and the arena, by name or as objects.

A bot is given as a spec string — ``"random"``, ``"heuristic"``, ``"pimc:worlds=40"``,
``"ismcts:iterations=2000"``, ``"ismcts:time=50ms"``, ``"platform:python my_bot.py"`` (an
external Guandan bot speaking the competition platform's protocol, :class:`PlatformBot`,
docs/platform.md) — or as one of the classes below, whose
``str()`` is that spec, or as a Python callable ``bot(observation, legal_moves) -> move``
(slower: it runs with the GIL, on one thread; it sees the same observation as
``State.observation``, history included).

All C++ bots draw from their episode's own random stream, so results are reproducible for
any thread count; time budgets (``time=``) make a bot depend on the machine's speed.

To play a bot through a match from Python (a table, a harness), make it once with
:func:`make` and ask the :class:`Player` for each of its moves: it keeps one bot for the whole
match, as ``simulate`` and ``arena`` do, so a bot that carries what it learnt from one
decision to the next (``ismcts`` with ``carry=1``, e.g. Guandan's ``strong``) plays at full
strength. :func:`choose` is the one-shot form: a new bot for one decision.
Search bots (pimc, ismcts) see the game only through worlds sampled from what the mover
knows (``State.resample``), never the hidden cards.

Every kind of bot a game has, with its parameters (type, range, default, doc, whether the game
supports it), is one table in C++ (``cpp/paiju/search/bot_kinds.h``): :func:`kinds` gives it,
:func:`read_spec` reads a spec with the one spec reader, and :class:`PIMC` and :class:`ISMCTS`
write their specs and check their values through it (``paiju bots GAME`` prints it).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence, Union

from paiju.errors import InvalidOptionError
from paiju.platform.bot import PlatformBot, from_spec as _platform_bot_from_spec

__all__ = ["ISMCTS", "PIMC", "BotLike", "Heuristic", "PlatformBot", "Player", "Random", "Strong", "Style", "check_bot",
           "choose", "kinds", "listing", "make", "read_spec"]


def _native(game: str | None) -> Any:
    from paiju.registry import game_module, games

    return game_module(game or games()[0])._native


#: Bot kinds that run outside the engine, each offered to the games with its capability
#: (``paiju.registry.game_info(game)["capabilities"]``): kind name -> (capability, doc).
EXTERNAL_KINDS: dict[str, tuple[str, str]] = {
    "platform": (
        "platform",
        "platform:COMMAND, an external bot speaking the competition platform's protocol, "
        "started as COMMAND (docs/platform.md)",
    ),
}


def _external_kind(bot: Any) -> str | None:
    """The external kind a spec names (``platform:python bot.py`` -> ``platform``), else None."""
    if isinstance(bot, PlatformBot):
        return "platform"
    if isinstance(bot, str):
        head = bot.partition(":")[0].strip()
        return head if head in EXTERNAL_KINDS and ":" in bot else None
    return None


def _check_external(kind: str, game: str | None) -> None:
    from paiju.registry import game_info, games

    name = game or games()[0]
    capability = EXTERNAL_KINDS[kind][0]
    if not game_info(name)["capabilities"][capability]:
        offered = [game_info(g)["title"] for g in games() if game_info(g)["capabilities"][capability]]
        raise InvalidOptionError(f"{kind} bots play {', '.join(offered)}, not {game_info(name)['title']}")


def kinds(game: str) -> list[dict[str, Any]]:
    """Every kind of bot ``game`` has, in the order a spec's name is looked up: dicts with
    ``name``, ``role`` (``random``, ``player``: a rule-based player, with ``in_mix``: drawn by
    ``others=mix``; ``setting`` and ``strong``: a setting by name, with the ``spec`` it stands for;
    ``search``: with its ``grammar`` and ``params``), and ``doc``. A parameter: ``name``, ``type``
    (count, flag, number, seconds, choice, player, players), ``placeholder``, ``low``, ``high``
    (None: unbounded), ``above_low`` (low itself refused), ``choices``, ``needs`` (what a game must
    provide for it to act), ``supported`` (by this game), ``default`` (in this game; None: no
    value, the doc says what then) and ``doc``. Kinds that run outside the engine
    (:data:`EXTERNAL_KINDS`, role ``external``) come last, for the games that support them."""
    from paiju.registry import game_info

    capabilities = game_info(game)["capabilities"]
    external = [{"name": name, "role": "external", "doc": doc}
                for name, (capability, doc) in EXTERNAL_KINDS.items() if capabilities[capability]]
    return [*_native(game)._bot_kinds(), *external]


def read_spec(spec: str, game: str | None = None) -> tuple[str, dict[str, Any]]:
    """A spec read by the one spec reader: its kind's name and its parameters' values, typed
    (``ismcts:time=50ms`` -> ``("ismcts", {"time": 0.05})``). For ``game``; without one, for any
    game (names of rollout players not checked). InvalidOptionError for a bad spec; the rules
    between parameters and the game are checked when the bot is made (:func:`check_bot`)."""
    if not isinstance(spec, str):
        raise InvalidOptionError(f"a bot spec is a string, got {spec!r}")
    name, params = _native(game)._read_bot(spec, game is None)
    return name, dict(params)


@functools.lru_cache(maxsize=None)
def _param_types(kind: str) -> dict[str, str]:
    """The type of each parameter of a search kind (the same in every game)."""
    (row,) = [row for row in _native(None)._bot_kinds() if row["name"] == kind]
    return {param["name"]: param["type"] for param in row["params"]}


@dataclass(frozen=True)
class Random:
    """Uniformly random among the legal moves."""

    def __str__(self) -> str:
        return "random"


@dataclass(frozen=True)
class Heuristic:
    """The rule-based player: plans its hand into few plays (in Guandan, wilds completing bombs
    and runs), keeps bombs for when they matter, never overtakes a winning partner, feeds a
    partner about to go out (docs/bots.md)."""

    def __str__(self) -> str:
        return "heuristic"


@dataclass(frozen=True)
class Style:
    """Another named rule-based player of the game, by name. Guandan's: ``heuristic_v1`` (the
    heuristic before the strength work, a fixed reference) and the opponent pool
    ``bomb_early``, ``hoard_bombs``, ``shed_longest``, ``pass_happy``, ``partner_blind``
    (docs/bots.md); and the outside players, written from the rules alone: ``counter`` (a
    card-counting controller), ``feeder`` (feeds its partner, fights opponents close to going
    out) and ``tempo`` (bombs early to shed long combinations) (docs/outside-players.md)."""

    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class Strong:
    """The game's strongest setting found so far (spec ``strong``; docs/bots.md gives what it
    is and its figures, docs/strength-log.md the evidence). Iteration budgets: reproducible for a
    seed on any machine."""

    def __str__(self) -> str:
        return "strong"


def _check_policy_name(policy: object) -> None:
    """A rollout policy is a player's name ("heuristic", "random", a style): spec text such as
    "heuristic,iterations=9" would otherwise slip parameters into the spec."""
    if not isinstance(policy, str) or not re.fullmatch(r"[A-Za-z0-9_]+", policy):
        raise InvalidOptionError(f"policy must be a player's name such as 'heuristic' or 'random', got {policy!r}")


def _mix_names(mix: str | Sequence[str] | None) -> tuple[str, ...] | None:
    """``mix`` as a tuple of players' names ("A+B" or a sequence of names)."""
    if mix is None:
        return None
    names = tuple(mix.split("+")) if isinstance(mix, str) else tuple(mix)
    for name in names:
        _check_policy_name(name)
    return names


#: The spec's name of a field, where it differs.
_SPEC_NAMES = {"time_per_move": "time"}
#: Fields written even at their defaults (the specs these classes have always written).
_ALWAYS_WRITTEN = {"c", "policy", "candidates"}
#: Fields written whenever another is written: pool with beliefs (as these classes always have).
_WRITTEN_WITH = {"pool": "beliefs"}


def _text(kind: str, name: str, value: Any) -> str:
    """A value as the spec writes it, by its parameter's type in the table."""
    kind_of = _param_types(kind)[name]
    if kind_of == "flag":
        return "1" if value else "0"
    if kind_of in ("number", "seconds"):
        return f"{value:g}"
    if kind_of == "players":
        return "+".join(value)
    return str(value)


def _spec(kind: str, bot: Any) -> str:
    """The spec of a PIMC or ISMCTS object: its fields in order, each written when it is not
    its default (or always, or with the field it goes with), by the table's parameter types."""
    defaults = {field.name: field.default for field in dataclasses.fields(bot)}
    parts = []
    for field in dataclasses.fields(bot):
        value = getattr(bot, field.name)
        name = _SPEC_NAMES.get(field.name, field.name)
        partner = _WRITTEN_WITH.get(name)
        written = (name in _ALWAYS_WRITTEN or value != field.default
                   or (partner is not None and getattr(bot, partner) != defaults[partner]))
        if value is not None and written:
            parts.append(f"{name}={_text(kind, name, value)}")
    return f"{kind}:" + ",".join(parts)


def _check_search_bot(kind: str, bot: Any) -> None:
    """Names are names, and every value is one the spec reader takes (for any game: whether a
    game has what a parameter needs is checked when the bot is made)."""
    _check_policy_name(bot.policy)
    object.__setattr__(bot, "mix", _mix_names(bot.mix))
    read_spec(_spec(kind, bot))


@dataclass(frozen=True)
class PIMC:
    """Determinized Monte Carlo: for each sampled world, every candidate move (one per class
    of suit variants, at most ``candidates``) is rolled out to the end of the deal with the
    ``policy``; the best mean wins. Budget: ``worlds`` and/or ``time_per_move`` seconds.
    ``win``: the weight of winning itself against the game's reward, a margin; ``others``
    ("policy" or "mix") and ``mix`` (names, or "A+B"): the other seats' policies; ``z``: the
    policy's move kept unless the best beats it by that many standard errors (None: the game's
    default). Every parameter: ``paiju bots GAME``, docs/bots.md."""

    worlds: int | None = None
    time_per_move: float | None = None
    candidates: int = 16
    policy: str = "heuristic"
    win: float = 0.0
    others: str = "policy"
    mix: str | Sequence[str] | None = None
    z: float | None = None

    def __post_init__(self) -> None:
        _check_search_bot("pimc", self)

    def __str__(self) -> str:
        return _spec("pimc", self)


@dataclass(frozen=True)
class ISMCTS:
    """Single-observer information-set MCTS: a world sampled per iteration, UCB selection
    (exploration ``c``), rollouts with the ``policy``. Budget: ``iterations`` and/or
    ``time_per_move`` seconds (default 1000 iterations when neither is given).

    ``trees``: independent trees on as many threads, merged at the root (iterations shared);
    ``prior``: progressive bias toward the front of the game's shortlist; ``beliefs`` < 1: worlds weighted by the other seats' plays (the
    factor per decision the policy, or the player ``model`` if given, would have made otherwise),
    ``pool`` worlds per decision,
    ``moves`` > 0: the pool resampled and each world moved that many times by Metropolis-Hastings
    exchanges of hidden cards (games that can exchange them); ``carry``: each seat's worlds
    carried from its previous decision of the deal instead of drawn afresh, so the moves
    accumulate (a particle filter; games that can carry hidden cards forward); ``allies`` < 1:
    the same factor for the plays of the searcher's own side (a partner; default ``beliefs``);
    ``endgame`` > 0: solve endgames of at most that size exactly (in ``endgame_worlds`` worlds,
    at most ``endgame_nodes`` positions each); ``win``: the weight of winning itself against the
    game's reward, a margin; ``z``: the policy's move kept unless the most visited beats it by
    that many standard errors (None: the game's default); ``others`` ("policy", "tree" or "mix")
    and ``mix`` (names, or "A+B"): the other seats' policies; ``partner``: the searcher's own side
    kept on the policy (only the opponents drawn); ``side``: one player drawn an iteration for all
    the drawn seats; ``robust``: the root move best against the worst of those players (with
    ``side``); ``styles``: their styles inferred
    from their plays; ``hands``: worlds weighted by the game's learned hand model to that power;
    ``cut``: rollouts stopped after that many moves and the rest estimated by the game's learned
    value (None: full rollouts). Every parameter: ``paiju bots GAME``, docs/bots.md."""

    iterations: int | None = None
    time_per_move: float | None = None
    c: float = 0.7
    policy: str = "heuristic"
    trees: int = 1
    prior: float = 0.0
    beliefs: float = 1.0
    model: str | None = None
    pool: int = 256
    moves: int = 0
    carry: bool = False
    allies: float | None = None
    endgame: int = 0
    win: float = 0.0
    z: float | None = None
    others: str = "policy"
    mix: str | Sequence[str] | None = None
    partner: bool = False
    side: bool = False
    robust: bool = False
    styles: bool = False
    hands: float = 0.0
    endgame_worlds: int = 24
    endgame_nodes: int = 5000
    cut: int | None = None

    def __post_init__(self) -> None:
        _check_search_bot("ismcts", self)

    def __str__(self) -> str:
        return _spec("ismcts", self)


BotLike = Union[str, Random, Heuristic, Style, Strong, PIMC, ISMCTS, Callable[[Any, Any], Any]]


def normalize(bot: BotLike, game: str | None = None) -> str | Callable[[Any, Any], Any]:
    """A spec string (validated for ``game``, by default the first registered game) or a callable."""
    if isinstance(bot, (Random, Heuristic, Style, Strong, PIMC, ISMCTS)):
        bot = str(bot)
    if _external_kind(bot) == "platform":  # an external bot (docs/platform.md)
        _check_external("platform", game)
        return bot if isinstance(bot, PlatformBot) else _platform_bot_from_spec(str(bot))
    if isinstance(bot, str):
        from paiju.registry import game_module, games

        game_module(game or games()[0])._native._check_bot(bot)
        return bot
    if callable(bot):
        return bot
    raise InvalidOptionError(f"a bot is a spec string such as 'heuristic', a paiju.bots class or a callable, got {bot!r}")


def check_bot(bot: BotLike, game: str | None = None) -> str:
    """The canonical spec of a bot (raises InvalidOptionError for a bad one)."""
    spec = normalize(bot, game)
    return spec if isinstance(spec, str) else getattr(spec, "__name__", "python")


def _allowed(param: dict[str, Any]) -> str:
    """What a parameter takes, in words, from its row."""
    low, high, kind_of = param["low"], param["high"], param["type"]
    if kind_of == "count":
        return f"an integer from {low} to {high}"
    if kind_of == "flag":
        return "0 or 1"
    if kind_of == "choice":
        return "one of " + ", ".join(param["choices"])
    if kind_of == "player":
        return "random or a named player"
    if kind_of == "players":
        return "named players joined by +"
    unit = " s" if kind_of == "seconds" else ""
    if high is None:
        return f"a number, at least {low:g}{unit}"
    if param["above_low"]:
        return f"a number more than {low:g} and at most {high:g}{unit}"
    return f"a number from {low:g} to {high:g}{unit}"


def _shown(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, float):
        return f"{value:g}"
    return "+".join(value) if isinstance(value, list) else str(value)


def _kind_lines(kind: dict[str, Any]) -> list[str]:
    role = kind["role"]
    if role == "player" and kind["name"] != "heuristic":
        drawn = "drawn" if kind["in_mix"] else "not drawn"
        return [f"  {kind['name']}: {kind['doc']} ({drawn} by others=mix)"]
    if role in ("setting", "strong"):
        return [f"  {kind['name']}: {kind['doc']}: {kind['spec']}"]
    if role != "search":
        return [f"  {kind['name']}: {kind['doc']}"]
    lines = [f"  {kind['grammar']}", f"      {kind['doc']}"]
    for param in kind["params"]:
        if param["supported"]:
            lines.append(f"    {param['name']}={param['placeholder'] or '|'.join(param['choices'])}: "
                         f"{_allowed(param)}; default {_shown(param['default'])}; {param['doc']}")
    absent = [f"{param['name']} (needs {' and '.join(param['needs'])})" for param in kind["params"]
              if not param["supported"]]
    if absent:
        lines.append("    not for this game (it lacks what they need): " + ", ".join(absent))
    return lines


def listing(game: str) -> str:
    """Every kind of bot ``game`` has, its rule-based players and settings by name, and each
    search bot's parameters (type and range, default in this game, meaning): ``paiju bots GAME``."""
    lines = [f"{game} bots (a spec is KIND or KIND:KEY=VALUE,...; docs/bots.md):"]
    for kind in kinds(game):
        lines.extend(_kind_lines(kind))
    return "\n".join(lines) + "\n"


def resolved_spec(bot: BotLike, game: str | None = None) -> str:
    """:func:`check_bot`'s spec with the name ``strong`` replaced by the setting it stands for in
    this version of ``game`` (what an arena records, since ``strong`` changes between versions)."""
    from paiju.registry import game_module, games

    spec = check_bot(bot, game)
    named = getattr(game_module(game or games()[0])._native, "STRONG_SPEC", None)
    return named if spec == "strong" and named is not None else spec


#: Budgets that a time limit given alone replaces (their defaults apply only without ``time=``).
_BUDGETS = ("iterations", "worlds")


def setting_of(spec: str, game: str | None = None) -> tuple[str, tuple[tuple[str, str], ...]]:
    """A spec as its bot and its options in name order (``a=1,b=2`` and ``b=2,a=1`` are one
    setting; a repeated option counts once, the last as the bot reads it). With ``game``, a
    search spec's options are read and those it leaves out filled with the game's defaults, and a
    named setting (``strong``) is the spec it stands for, so ``ismcts`` and
    ``ismcts:iterations=1000`` are one setting there; a spec this version cannot read is taken
    as written."""
    if game is not None:
        try:
            return _filled_setting(spec, game)
        except InvalidOptionError:
            pass
    head, _, tail = spec.partition(":")
    options = dict(item.partition("=")[::2] for item in tail.split(",") if item)
    return head, tuple(sorted(options.items()))


def _filled_setting(spec: str, game: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    name, given = read_spec(spec, game)
    kind = next((k for k in kinds(game) if k["name"] == name), None)
    if kind is not None and kind["role"] in ("setting", "strong") and kind.get("spec"):
        return _filled_setting(kind["spec"], game)
    values: dict[str, Any] = {}
    for param in (kind or {}).get("params", []):
        if not ("time" in given and param["name"] in _BUDGETS):
            values[param["name"]] = param["default"]
    values.update(given)
    return name, tuple(sorted((key, repr(value)) for key, value in values.items()))


def choose(state: Any, bot: BotLike, seed: int = 0) -> Any:
    """The move ``bot`` (a C++ bot spec or object) chooses for the current player of ``state``
    (of any registered game) — to inspect a bot at one position. Search bots see only worlds
    sampled from that player's knowledge. Reproducible for a given seed (iteration budgets).

    One-shot: each call makes a new bot, which sees the match's history but has carried nothing
    from earlier decisions. To play a bot through a match, use :func:`make` (a :class:`Player`
    keeps one bot from decision to decision, as ``simulate`` does)."""
    from paiju.registry import module_of_state

    if isinstance(bot, PlatformBot):
        return bot.choose(state)
    if _external_kind(bot) == "platform":
        _check_external("platform", state.game)
        with _platform_bot_from_spec(str(bot)) as platform_bot:
            return platform_bot.choose(state)
    module = module_of_state(state)
    spec = normalize(bot, state.game)
    if not isinstance(spec, str):
        from paiju.errors import InvalidOptionError

        raise InvalidOptionError("choose() runs C++ bots; call a Python bot directly")
    return module._native._bot_move(state, spec, seed)


class Player:
    """A bot kept from decision to decision, made by :func:`make`: ``choose(state)`` is its move
    for the seat to move, ``reset()`` makes it as new, ``str(player)`` is its spec.

    A C++ bot is made once and asked for its moves as ``simulate`` and ``arena`` ask it: told
    when a match begins, then given each decision's state and history, so a bot that carries
    what it learnt from one decision to the next (``ismcts`` with ``carry=1``, such as Guandan's
    ``strong``) keeps doing so. One player may play any seats (its bots keep their knowledge by
    seat). Made with ``seed``, it draws for seat s in the k-th match it meets (k = 0, 1, ...)
    from the stream ``simulate(..., seed=seed)`` gives seat s in episode k: with ``simulate``'s
    seed it plays that simulation's episode 0 (``result.records[0]``) move for move, and then
    episode 1, ... when given them in turn.

    It resets itself (the match starts over for it: the bot forgets what it carried and the
    match's random streams start afresh) when asked about a state that does not continue the last
    one it was asked about: another match (other options, seed or deal), or a history that does
    not extend the one it saw (an undo, a jump back or to another line). Asked twice at the same
    point, it gives the same move without thinking again. It decides one move at a time (a second
    thread asking meanwhile gets PaijuError); the search releases the GIL.

    A platform bot (``platform:<command>``, :class:`PlatformBot`) is kept as it is: it follows the
    match itself and restarts its processes' game when a state does not continue.
    """

    def __init__(self, game: str, spec: str, native: Any = None, platform: PlatformBot | None = None,
                 owns_platform: bool = False) -> None:
        self.game = game
        self._spec = spec
        self._native = native
        self._platform = platform
        self._owns_platform = owns_platform

    def choose(self, state: Any) -> Any:
        """The move for the seat to move in ``state`` (a State of this player's game)."""
        if getattr(state, "game", None) != self.game:
            raise InvalidOptionError(f"this player plays {self.game}, not {getattr(state, 'game', state)!r}")
        if self._platform is not None:
            return self._platform.choose(state)
        return self._native.choose(state)

    def reset(self) -> None:
        """Forget everything: the player is as newly made (its next match is its match 0)."""
        if self._platform is not None:
            self._platform.reset()
        else:
            self._native.reset()

    @property
    def match(self) -> int:
        """The number of the match it plays, counted from 0 (it draws that match's streams)."""
        return 0 if self._native is None else int(self._native.match)

    @property
    def rollouts(self) -> int:
        """The rollouts its search has made since it was made or reset, counted as they are made
        (``pimc``: one a world and shortlisted move; ``ismcts``: one an iteration); 0 for a bot
        that does not search, or a platform bot."""
        return 0 if self._native is None else int(self._native.rollouts)

    @property
    def platform_bot(self) -> PlatformBot | None:
        """The :class:`PlatformBot` it plays with, or None for a C++ bot."""
        return self._platform

    def close(self) -> None:
        """Stops the processes of a platform bot it started from a ``platform:`` spec."""
        if self._platform is not None and self._owns_platform:
            self._platform.close()

    def __enter__(self) -> Player:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __str__(self) -> str:
        return self._spec

    def __repr__(self) -> str:
        return f"<paiju.bots.Player {self._spec!r} ({self.game})>"


def make(bot: BotLike | PlatformBot, game: str, seed: int = 0) -> Player:
    """A :class:`Player` of ``game`` (one of ``paiju.games()``) with ``bot``: a spec string or a
    class of this module (``Strong()``, ``ISMCTS(...)``), or a platform bot (its spec or a
    :class:`PlatformBot`, used as it is). ``seed``: its random streams (the k-th match it meets
    plays as episode k of ``simulate(..., seed=seed)`` with this bot). InvalidOptionError for a
    bad spec, game or seed, or a Python callable (call it directly)."""
    from paiju.registry import game_module

    module = game_module(game)
    if isinstance(bot, PlatformBot):
        _check_external("platform", game)
        return Player(game, str(bot), platform=bot)
    spec = normalize(bot, game)
    if isinstance(spec, PlatformBot):
        return Player(game, str(spec), platform=spec, owns_platform=True)
    if not isinstance(spec, str):
        raise InvalidOptionError("make() plays C++ bots and platform bots; call a Python bot directly")
    return Player(game, spec, native=module._native._Player(spec, seed))
