"""The web table's ASGI app (Starlette): the page and its static files, and one WebSocket per
open page that plays one table at a time (:class:`~paiju.web.table.Table`)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.responses import FileResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from paiju.errors import PaijuError
from paiju.registry import game_module, games
from paiju.web.bot_runner import BotRunner, suggested_bots
from paiju.web.protocol import MAX_MESSAGE_BYTES, MAX_RECORD_BYTES, ProtocolError, parse_message
from paiju.web.replay import Replay
from paiju.web.saves import SavedTables
from paiju.web.table import Table
from paiju.web.views import move_view

__all__ = ["HINT_BOT", "STATIC_DIR", "create_app"]

#: The bot that answers "hint" (it reads only the person's hand and public facts).
HINT_BOT = "heuristic"

STATIC_DIR = resources.files("paiju.web") / "static"


def _hello(cap_seconds: float) -> dict[str, Any]:
    listing = []
    for name in games():
        game = game_module(name).Game
        players = len(game().new_match(seed=0).cards_left())
        listing.append({"name": name, "presets": list(game.presets()), "options": game.option_table(),
                        "players": players, "bots": suggested_bots(name)})
    return {
        "type": "hello",
        "games": listing,
        "limits": {"bot_seconds": cap_seconds, "message_bytes": MAX_MESSAGE_BYTES, "record_bytes": MAX_RECORD_BYTES},
    }


class _Connection:
    """One page: its table (if any) and the replay it is viewing."""

    def __init__(self, socket: WebSocket, runner: BotRunner, cap_seconds: float, saves: SavedTables) -> None:
        self.socket = socket
        self.runner = runner
        self.saves = saves
        self.cap_seconds = cap_seconds
        self.table: Table | None = None
        self.replay: Replay | None = None
        self.pace = 0.0

    async def send(self, message: dict[str, Any]) -> None:
        await self.socket.send_text(json.dumps(message, ensure_ascii=False, separators=(",", ":")))

    async def send_state(self, table: Table) -> None:
        """The table as the person sees it, built off the event loop (listing a huge move set
        takes a second or two) so that other tables stay responsive."""
        await self.send(await asyncio.to_thread(table.message))

    async def error(self, text: str) -> None:
        await self.send({"type": "error", "message": text})

    async def handle(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind in ("new", "resume"):
            await self._new(message)
        elif kind in ("replay", "replay_load", "frame"):
            await self._replay(message)
        elif self.table is None:
            await self.error("no table: start a game first")
        elif kind == "select":
            # a large move list (Shengji: 10^5 plays) is indexed off the event loop
            await self.send(await asyncio.to_thread(self.table.select, message["cards"]))
        elif kind == "move":
            try:
                move = self.table.parse_person_move(message["move"], message["turn"])
            except PaijuError as error:
                await self.send({"type": "refused", "reason": "illegal", "detail": str(error)})
                return
            await self._play(move)
        elif kind == "moves":
            await self._play_sequence(message["moves"], message["turn"])
        elif kind == "hint":
            if not self.table.person_to_move():
                await self.send({"type": "refused", "reason": "not_your_turn", "detail": "It is not your turn."})
                return
            move, _overran = await self.runner.choose(self.table.state, HINT_BOT, seed=self.table.turn)
            await self.send({"type": "hint", "turn": self.table.turn, "move": move_view(move)})
        elif kind == "undo":
            try:
                self.table.undo()
            except PaijuError as error:
                await self.send({"type": "refused", "reason": "undo", "detail": str(error)})
                return
            await self.send_state(self.table)
        elif kind == "save":
            await self.send({"type": "saved", **self.saves.keep(self.table)})
        elif kind == "continue":
            if self.table.awaiting_continue:
                self.table.resume()
                await self.send_state(self.table)
                await self._bots()

    async def _new(self, message: dict[str, Any]) -> None:
        try:
            if message["type"] == "resume":  # a long record takes a while to replay
                self.table = await asyncio.to_thread(self.saves.resume, message["id"], self.cap_seconds)
            else:
                self.table = Table(
                    message["game"], message.get("preset"), message.get("options", {}), message["seat"],
                    message["bots"], message.get("seed"), self.cap_seconds,
                )
        except (PaijuError, TypeError) as error:
            await self.error(f"cannot start that game: {error}")
            return
        self.pace = message.get("pace_ms", 400) / 1000
        await self.send_state(self.table)
        await self._bots()

    async def _play(self, move: Any) -> None:
        assert self.table is not None
        report = self.table.apply(move)
        await self.send_state(self.table)
        if report is not None:
            await self.send(report)
        await self._bots()

    async def _play_sequence(self, texts: list[str], turn: int) -> None:
        """The person's moves in a row (each must be legal when its turn comes); the ones
        before an illegal one stay played."""
        assert self.table is not None
        report = None
        for offset, text in enumerate(texts):
            try:
                move = self.table.parse_person_move(text, turn + offset)
            except PaijuError as error:
                await self.send_state(self.table)
                await self.send({"type": "refused", "reason": "illegal", "detail": str(error)})
                return
            report = self.table.apply(move)
        await self.send_state(self.table)
        if report is not None:
            await self.send(report)
        await self._bots()

    async def _bots(self) -> None:
        """Plays the bots' moves until the person is to move, a deal ends, or the match does."""
        table = self.table
        while table is not None and table is self.table and table.bot_to_move() is not None:
            if self.pace:
                await asyncio.sleep(self.pace)
            seat = table.state.current_player
            fallback_seed = hash((table.seed, table.turn)) & 0x7FFFFFFF
            move, overran = await self.runner.choose(table.state, table.bot_players[seat], seed=fallback_seed)
            if overran:
                table.bot_overran(seat)
            report = table.apply(move)
            await self.send_state(table)
            if report is not None:
                await self.send(report)

    async def _replay(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        try:
            if kind == "replay_load":  # a long record takes a while to replay: off the event loop
                self.replay = await asyncio.to_thread(Replay.from_record, message["record"])
            elif kind == "replay":
                self.replay = self._finished_replay(message["source"], message.get("index", -1))
            if self.replay is None:
                raise ValueError("no replay open")
            await self.send(self.replay.frame(message.get("index", 0) if kind == "frame" else 0))
        except (PaijuError, ValueError, TypeError, KeyError) as error:
            await self.send({"type": "refused", "reason": "replay", "detail": str(error)})

    def _finished_replay(self, source: str, index: int) -> Replay:
        table = self.table
        if table is None:
            raise ValueError("no game played yet")
        if source == "match":
            if table.match_replay is None:
                raise ValueError("the match replay opens when the match is over")
            return table.match_replay
        if source == "deal":
            if not table.deal_replays:
                raise ValueError("no deal has finished yet")
            if not -len(table.deal_replays) <= index < len(table.deal_replays):
                raise ValueError(f"no finished deal {index}")
            return table.deal_replays[index]
        raise ValueError("replay source is 'deal' or 'match'")


def create_app(
    cap_seconds: float = 10.0, max_tables: int = 32, bot_threads: int = 2, save_dir: str | Path | None = None
) -> Starlette:
    """The app: ``/`` the page, ``/static`` its files, ``/ws`` the table socket. Bots think at
    most ``cap_seconds`` a move (specs asking for more are refused); at most ``max_tables``
    pages play at once. Saved tables are kept in memory, and in ``save_dir`` when given (then
    they outlive the server)."""
    runner = BotRunner(cap_seconds=cap_seconds, threads=bot_threads)
    saves = SavedTables(save_dir)
    open_tables = 0

    async def page(_request: Any) -> FileResponse:
        return FileResponse(str(STATIC_DIR / "index.html"))

    async def socket(websocket: WebSocket) -> None:
        nonlocal open_tables
        await websocket.accept()
        if open_tables >= max_tables:
            await websocket.send_text(json.dumps({"type": "error", "message": "too many tables open"}))
            await websocket.close(code=1013)
            return
        open_tables += 1
        connection = _Connection(websocket, runner, cap_seconds, saves)
        try:
            await connection.send(_hello(cap_seconds))
            while True:
                received = await websocket.receive()
                if received["type"] == "websocket.disconnect":
                    break
                try:
                    if received.get("text") is None:
                        raise ProtocolError("messages are JSON text, not binary")
                    message = parse_message(received["text"])
                except ProtocolError as error:
                    await connection.error(str(error))
                    await websocket.close(code=error.code)
                    break
                await connection.handle(message)
        except WebSocketDisconnect:
            pass
        finally:
            open_tables -= 1

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        yield
        runner.close()

    app = Starlette(
        routes=[
            Route("/", page),
            WebSocketRoute("/ws", socket),
            Mount("/static", app=StaticFiles(directory=str(STATIC_DIR)), name="static"),
        ],
        lifespan=lifespan,
    )
    return app
