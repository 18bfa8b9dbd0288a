"""Each game's observation tensor written from its documented layout, slowly, in Python, from
the Observation's public fields: the reference the native encoder (Observation.tensor()) is
checked against. The layouts are written out here, not read from the package."""

from __future__ import annotations

from typing import Any, Callable

import numpy as np

CARD_KINDS_COUNT = 54
# PASS, single, pair, trips, three-with-two, plate, tube, straight, straight flush, bomb, four
# kings, tribute, return: 13 move types (guandan.TYPE_NAMES)
GUANDAN_TYPE_COUNT = 13

_RANKS = "23456789TJQKA"


def _layout(blocks: list[tuple[str, int]]) -> dict[str, tuple[int, int]]:
    layout, offset = {}, 0
    for name, size in blocks:
        layout[name] = (offset, offset + size)
        offset += size
    return layout


LAYOUTS: dict[str, dict[str, tuple[int, int]]] = {
    "guandan": _layout([
        ("hand", 54), ("played", 4 * 54), ("cards_left", 4), ("top_cards", 54),
        ("top_type", GUANDAN_TYPE_COUNT), ("top_seat", 4), ("deal_level", 13), ("own_level", 13),
        ("other_level", 13), ("out", 4), ("gave", 54), ("received", 54), ("current_player", 4),
        ("phase", 4),
    ]),
    "liangfutou": _layout([
        ("hand", 54), ("played", 4 * 54), ("cards_left", 4), ("top_cards", 54), ("top_kind", 10),
        ("top_seat", 4), ("caller", 4), ("called", 54), ("solo", 4), ("partner", 4), ("out", 4),
        ("current_player", 4), ("phase", 4),
    ]),
    "shengji": _layout([
        ("hand", 54), ("played", 4 * 54), ("trick", 4 * 54), ("shown", 4 * 54), ("kitty", 54),
        ("cards_left", 4), ("voids", 4 * 5), ("no_pairs", 4 * 5), ("leader", 4), ("dealer", 4),
        ("declarer", 4), ("declared", 54), ("trump", 5), ("level", 13), ("team_levels", 2),
        ("attackers_points", 1), ("current_player", 4), ("phase", 4),
    ]),
    "mahjong": _layout([
        ("hand", 27), ("wait", 27), ("drawn", 27), ("discards", 4 * 27),
        ("discards_from_drawn", 4 * 27), ("melded", 4 * 27), ("concealed_kongs", 4),
        ("pongs", 4 * 27), ("flowers", 4 * 12), ("ready", 4), ("ready_tile", 4 * 27),
        ("bets", 4 * 4), ("tiles_held", 4), ("claim_tile", 27), ("claim_from", 4), ("robbing", 1),
        ("dealer", 4), ("prevailing_wind", 4), ("wall_count", 1), ("scores", 4),
        ("current_player", 4), ("phase", 4),
    ]),
}

#: The slices whose values are not within 0..1.
RANGES: dict[str, dict[str, tuple[float, float]]] = {
    "guandan": {"hand": (0, 2), "played": (0, 2), "top_cards": (0, 2), "cards_left": (0, 28 / 27)},
    "liangfutou": {"hand": (0, 2), "played": (0, 2), "top_cards": (0, 2)},
    "shengji": {
        **{name: (0, 2) for name in ("hand", "played", "trick", "shown", "kitty", "declared")},
        "attackers_points": (-np.inf, np.inf),
    },
    "mahjong": {"scores": (-np.inf, np.inf)},
}


class _Writer:
    def __init__(self, game: str) -> None:
        self.layout = LAYOUTS[game]
        self.out = np.zeros(max(stop for _, stop in self.layout.values()), dtype=np.float32)

    def put(self, name: str, values: Any, index: int = 0, width: int = 0) -> None:
        start, stop = self.layout[name]
        if width:
            self.out[start + index * width : start + (index + 1) * width] = values
        else:
            self.out[start:stop] = values

    def one_hot(self, name: str, index: int | None) -> None:
        if index is not None:
            self.out[self.layout[name][0] + index] = 1.0

    def at(self, name: str, index: int) -> int:
        return self.layout[name][0] + index


def _table_view(w: _Writer, d: dict[str, Any], hand_size: int, kind_index: Callable[[Any], int], kind_slice: str) -> None:
    seat = d["seat"]
    rel = [(seat + k) % 4 for k in range(4)]
    w.put("hand", d["hand"].counts())
    for k, s in enumerate(rel):
        w.put("played", d["played_by"][s].counts(), k, 54)
    w.put("cards_left", np.array([d["cards_left"][s] for s in rel], dtype=np.float32) / hand_size)
    if d["top"] is not None and d["top_seat"] is not None:
        w.put("top_cards", d["top"].cards.counts())
        w.one_hot(kind_slice, kind_index(d["top"]))
        w.one_hot("top_seat", (d["top_seat"] - seat) % 4)
    for s in d["finish_order"]:
        w.one_hot("out", (s - seat) % 4)
    if d["current_player"] is not None:
        w.one_hot("current_player", (d["current_player"] - seat) % 4)


def guandan(d: dict[str, Any]) -> np.ndarray:
    w, seat = _Writer("guandan"), d["seat"]
    _table_view(w, d, 27, lambda move: move.type_code, "top_type")
    w.one_hot("deal_level", _RANKS.index(d["deal_level"]))
    w.one_hot("own_level", _RANKS.index(d["levels"][seat % 2]))
    w.one_hot("other_level", _RANKS.index(d["levels"][1 - seat % 2]))
    if d["gave"] is not None:
        w.put("gave", d["gave"].cards.counts())
    if d["received"] is not None:
        w.put("received", d["received"].cards.counts())
    w.one_hot("phase", ("tribute", "return", "play", "match_over").index(d["phase"]))
    return w.out


_LIANGFUTOU_KINDS = ("pass", "single", "pair", "triple", "straight", "pair_run", "bomb", "joker_bomb", "call", "solo")


def liangfutou(d: dict[str, Any], card_kinds: list[str]) -> np.ndarray:
    w, seat = _Writer("liangfutou"), d["seat"]
    _table_view(w, d, 27, lambda move: _LIANGFUTOU_KINDS.index(move.kind), "top_kind")
    w.one_hot("caller", (d["caller"] - seat) % 4)
    if d["called"] is not None:
        w.one_hot("called", card_kinds.index(d["called"]))
    for name in ("solo", "partner"):
        if d[name] is not None:
            w.one_hot(name, (d[name] - seat) % 4)
    w.one_hot("phase", ("call", "solo", "play", "match_over").index(d["phase"]))
    return w.out


_SUITS = ("S", "H", "C", "D", "T")


def shengji(d: dict[str, Any]) -> np.ndarray:
    w, seat = _Writer("shengji"), d["seat"]
    rel = [(seat + k) % 4 for k in range(4)]
    w.put("hand", d["hand"].counts())
    for k, s in enumerate(rel):
        w.put("played", d["played_by"][s].counts(), k, 54)
        w.put("shown", d["shown"][s].counts(), k, 54)
        for suit in d["voids"][s]:
            w.out[w.at("voids", 5 * k + _SUITS.index(suit))] = 1.0
        for suit in d["no_pairs"][s]:
            w.out[w.at("no_pairs", 5 * k + _SUITS.index(suit))] = 1.0
    for s, cards in d["trick"]:
        w.put("trick", cards.counts(), (s - seat) % 4, 54)
    if d["kitty"] is not None:
        w.put("kitty", d["kitty"].counts())
    w.put("cards_left", np.array([d["cards_left"][s] for s in rel], dtype=np.float32) / 33.0)
    for name in ("leader", "dealer"):
        if d[name] is not None:
            w.one_hot(name, (d[name] - seat) % 4)
    if d["declaration"] is not None:
        w.one_hot("declarer", (d["declaration"][0] - seat) % 4)
        w.put("declared", d["declaration"][1].counts())
    if d["phase"] != "declare":
        w.one_hot("trump", 4 if d["trump"] is None else _SUITS.index(d["trump"]))
    w.one_hot("level", _RANKS.index(d["level"]))
    levels = [_RANKS.index(rank) for rank in d["team_levels"]]
    w.put("team_levels", np.array([levels[seat % 2], levels[1 - seat % 2]], dtype=np.float32) / 12.0)
    w.put("attackers_points", d["attackers_points"] / 200.0)
    if d["current_player"] is not None:
        w.one_hot("current_player", (d["current_player"] - seat) % 4)
    w.one_hot("phase", ("declare", "bury", "play", "match_over").index(d["phase"]))
    return w.out


def mahjong(d: dict[str, Any], tile_kinds: list[str], bet_names: list[str]) -> np.ndarray:
    index = {tile: i for i, tile in enumerate(tile_kinds)}

    def counts(tiles: Any, size: int = 27) -> np.ndarray:
        out = np.zeros(size, dtype=np.float32)
        for tile in tiles:
            out[index[tile] if size == 27 else index[tile] - 27] += 1.0
        return out

    w, seat = _Writer("mahjong"), d["seat"]
    w.put("hand", counts(d["hand"]) / 4.0)
    for name in ("wait", "drawn"):
        if d[name] is not None:
            w.one_hot(name, index[d[name]])
    for k in range(4):
        s = (seat + k) % 4
        left = [(t, drawn) for t, taken, drawn in zip(d["discards"][s], d["claimed"][s], d["from_drawn"][s]) if not taken]
        w.put("discards", counts([t for t, _ in left]) / 4.0, k, 27)
        w.put("discards_from_drawn", counts([t for t, drawn in left if drawn]) / 4.0, k, 27)
        melded = np.zeros(27, dtype=np.float32)
        for kind, tile in d["melds"][s]:
            if tile is None:
                w.out[w.at("concealed_kongs", k)] += 0.25
                continue
            melded[index[tile]] += 3.0 if kind == "pong" else 4.0
            if kind == "pong":
                w.out[w.at("pongs", 27 * k + index[tile])] = 1.0
        w.put("melded", melded / 4.0, k, 27)
        w.put("flowers", counts(d["flowers"][s], 12), k, 12)
        if d["ready"][s] is not None:
            w.out[w.at("ready", k)] = 1.0
            w.out[w.at("ready_tile", 27 * k + index[d["ready"][s]])] = 1.0
        for name in d["bets"][s]:
            w.out[w.at("bets", 4 * k + bet_names.index(name))] = 1.0
        w.out[w.at("tiles_held", k)] = d["tiles_held"][s] / 14.0
        w.out[w.at("scores", k)] = d["scores"][s] / 1000.0
    if d["claim_tile"] is not None:
        w.one_hot("claim_tile", index[d["claim_tile"]])
        w.one_hot("claim_from", (d["claim_from"] - seat) % 4)
    w.put("robbing", 1.0 if d["robbing"] else 0.0)
    w.one_hot("dealer", (d["dealer"] - seat) % 4)
    w.one_hot("prevailing_wind", ("E", "S", "W", "N").index(d["prevailing_wind"]))
    w.put("wall_count", d["wall_count"] / 120.0)
    if d["current_player"] is not None:
        w.one_hot("current_player", (d["current_player"] - seat) % 4)
    w.one_hot("phase", ("bet", "turn", "claim", "match_over").index(d["phase"]))
    return w.out


def tensor(game: str, observation: Any) -> np.ndarray:
    """The reference tensor of a paiju Observation of `game`."""
    import paiju

    d = observation.to_dict()
    module = paiju.game_module(game)
    if game == "guandan":
        return guandan(d)
    if game == "liangfutou":
        return liangfutou(d, list(paiju.CARD_KINDS))
    if game == "shengji":
        return shengji(d)
    if game == "mahjong":
        return mahjong(d, list(module.TILE_KINDS), list(module.BETS))
    raise KeyError(game)
