"""A loopback platform server (``paiju platform serve``, docs/platform.md): platform clients
connect at ``ws://host:port/game/{name}`` and take the free seats in connection order (so the
first and third clients are a team when all four seats are free); paiju bots fill the seats
given with ``seats={seat: bot}``. It plays ``games`` games (single deals, or whole matches with
``whole_matches=True``) and returns a JSON-able summary; records of every game and the summary
are written to ``out`` when given. Needs the ``websockets`` package.

Client faults never hang the table: a client that does not answer within ``timeout`` seconds,
answers garbage or an index out of range, or disconnects, plays the default action (PASS when
following, else the first action), and the fault is counted in the summary.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from paiju.checks import is_int
from paiju.errors import InvalidOptionError
from paiju.platform.messages import PlatformReplyError, read_act_index
from paiju.platform.table import PendingAct, Table

__all__ = ["PlatformServer", "serve"]

PATH_PREFIX = "/game/"


@dataclass
class _Client:
    seat: int
    name: str
    connection: Any
    inbox: asyncio.Queue[Any] = field(default_factory=asyncio.Queue)
    connected: bool = True


class PlatformServer:
    """The table and its connections; :meth:`run` plays everything and returns the summary."""

    def __init__(
        self,
        *,
        port: int = 23456,
        host: str = "127.0.0.1",
        games: int = 1,
        whole_matches: bool = False,
        seats: Mapping[int, Any] | None = None,
        seed: int = 0,
        timeout: float = 30.0,
        out: str | Path | None = None,
        preset: str | None = None,
        progress: bool | None = None,
        **options: Any,
    ) -> None:
        from paiju.bots import normalize
        from paiju.guandan import Game

        if not is_int(games, 1):
            raise InvalidOptionError(f"games must be a positive int, got {games!r}")
        if not isinstance(port, int) or not 0 <= port <= 65535:
            raise InvalidOptionError(f"port must be 0..65535, got {port!r}")
        self.bots: dict[int, Any] = {}
        for seat, bot in (seats or {}).items():
            if seat not in range(4):
                raise InvalidOptionError(f"seats are 0..3, got {seat!r}")
            self.bots[seat] = normalize(bot, "guandan")
        self.client_seats = [seat for seat in range(4) if seat not in self.bots]
        self.game = Game(preset, **options)
        self.host, self.port, self.games, self.whole_matches = host, port, games, whole_matches
        self.seed, self.timeout, self.progress = seed, timeout, progress
        self.out = Path(out) if out is not None else None
        self.clients: dict[int, _Client] = {}
        self.faults: list[dict[str, Any]] = []
        self.records: list[dict[str, Any]] = []
        self._all_connected = asyncio.Event()
        self._finished = asyncio.Event()
        self.bound_port: int | None = None

    # -- connections ---------------------------------------------------------------------------

    async def _handler(self, connection: Any) -> None:
        path = connection.request.path if connection.request is not None else ""
        if not path.startswith(PATH_PREFIX) or len(self.clients) >= len(self.client_seats):
            reason = "the table is full" if path.startswith(PATH_PREFIX) else f"connect at {PATH_PREFIX}{{name}}"
            await connection.close(code=1008, reason=reason)
            return
        seat = self.client_seats[len(self.clients)]
        client = _Client(seat, path[len(PATH_PREFIX):] or f"client{seat}", connection)
        self.clients[seat] = client
        if len(self.clients) == len(self.client_seats):
            self._all_connected.set()
        try:
            async for raw in connection:
                await client.inbox.put(raw)
        except Exception:  # the connection broke: the seat plays defaults from now on
            pass
        client.connected = False
        await client.inbox.put(None)
        await self._finished.wait()

    async def _send(self, client: _Client, message: Any) -> None:
        if isinstance(message, bytes):  # a JSON line (Table.apply_lines)
            await self._send_text(client, message.decode().rstrip("\n"))
        else:
            await self._send_text(client, json.dumps(message, separators=(",", ":"), ensure_ascii=False))

    async def _send_text(self, client: _Client, text: str) -> None:
        if not client.connected:
            return
        try:
            await client.connection.send(text)
        except Exception:
            client.connected = False

    async def _deliver(self, deliveries: Sequence[tuple[int, Any]]) -> None:
        for seat, message in deliveries:
            client = self.clients.get(seat)
            if client is not None:
                await self._send(client, message)

    def _fault(self, game: int, seat: int, kind: str, detail: str) -> None:
        self.faults.append({"game": game, "seat": seat, "kind": kind, "detail": detail})

    async def _client_index(self, game: int, client: _Client, pending: PendingAct) -> int:
        if not client.connected:
            self._fault(game, client.seat, "crash", "disconnected")
            return pending.default_index
        while not client.inbox.empty():  # stale answers to notifications
            stale = client.inbox.get_nowait()
            if stale is None:
                client.connected = False
                return await self._client_index(game, client, pending)
        await self._send_text(client, pending.line().decode().rstrip("\n"))
        deadline = time.monotonic() + self.timeout
        while True:
            try:
                raw = await asyncio.wait_for(client.inbox.get(), max(deadline - time.monotonic(), 0.0))
            except asyncio.TimeoutError:
                self._fault(game, client.seat, "timeout", f"no answer within {self.timeout:g} s")
                return pending.default_index
            if raw is None:
                client.connected = False
                self._fault(game, client.seat, "crash", "disconnected")
                return pending.default_index
            try:
                reply = json.loads(raw)
            except ValueError:
                self._fault(game, client.seat, "garbage", f"not JSON: {str(raw)[:200]!r}")
                return pending.default_index
            if isinstance(reply, dict) and "actIndex" not in reply:
                continue  # an answer to a notification
            try:
                return read_act_index(reply, pending.index_range)
            except PlatformReplyError as error:
                self._fault(game, client.seat, error.kind, str(error))
                return pending.default_index

    # -- play ----------------------------------------------------------------------------------

    async def _play_game(self, game: int) -> Table:
        from paiju.bots import choose

        table = Table(self.game.new_match(seed=self.seed + game))
        await self._deliver(table.start_deal())
        decision = 0
        while True:
            pending = table.act()
            seat = pending.seat
            if seat in self.bots:
                move = await asyncio.to_thread(choose, table.state, self.bots[seat], hash((self.seed, game, decision)) & 0xFFFFFFFF)
            else:
                move = pending.move(await self._client_index(game, self.clients[seat], pending))
            decision += 1
            await self._deliver(table.apply_lines(move))
            if table.deal_over:
                if not self.whole_matches or table.state.is_terminal():
                    return table
                await self._deliver(table.start_deal())

    async def run(self) -> dict[str, Any]:
        """Serves until every game is played; the result summary."""
        from websockets.asyncio.server import serve as ws_serve

        from paiju.platform import messages as msg
        from paiju.episodes import progress_bar

        async with ws_serve(self._handler, self.host, self.port, max_size=None) as server:
            self.bound_port = next(iter(server.sockets)).getsockname()[1]
            if self.client_seats:
                await self._all_connected.wait()
            start = time.perf_counter()
            victories, draws, deals = [0] * 4, [0] * 4, 0
            bar = progress_bar(self.games, self.progress, "match" if self.whole_matches else "deal")
            for game in range(self.games):
                table = await self._play_game(game)
                deals += table.deals_finished
                winner = table.winner()
                for seat in range(4):
                    if winner == "draw":
                        draws[seat] += 1
                    elif winner is not None and seat % 2 == winner:
                        victories[seat] += 1
                self.records.append(table.state.to_record())
                await self._deliver([(seat, msg.game_over(game + 1, self.games)) for seat in range(4)])
                if bar is not None:
                    bar.update(1)
            await self._deliver([(seat, msg.game_result(victories, draws)) for seat in range(4)])
            if bar is not None:
                bar.close()
            seconds = time.perf_counter() - start
            self._finished.set()
            for client in self.clients.values():
                if client.connected:
                    await client.connection.close()
        summary = {
            "games": self.games,
            "mode": "matches" if self.whole_matches else "deals",
            "deals": deals,
            "seed": self.seed,
            "seats": {seat: (f"client:{self.clients[seat].name}" if seat in self.clients else str(getattr(self.bots[seat], "__name__", self.bots[seat])))
                      for seat in range(4)},
            "victoryNum": victories,
            "draws": draws,
            "team_wins": [victories[0], victories[1]],
            "faults": self.faults,
            "fault_counts": {kind: sum(f["kind"] == kind for f in self.faults) for kind in sorted({f["kind"] for f in self.faults})},
            "seconds": round(seconds, 3),
        }
        if self.out is not None:
            self.out.mkdir(parents=True, exist_ok=True)
            with open(self.out / "records.jsonl", "w") as f:
                for record in self.records:
                    f.write(json.dumps(record) + "\n")
            (self.out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
        return summary


def serve(**kwargs: Any) -> dict[str, Any]:
    """Runs a :class:`PlatformServer` (same keyword arguments) to the end; its summary."""
    return asyncio.run(PlatformServer(**kwargs).run())
