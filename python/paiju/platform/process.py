"""A platform bot as a child process speaking JSON lines (docs/platform.md): every message is
one line on its stdin; it answers every message with one line on stdout, ``{"actIndex": i}`` to
an ``act`` and any JSON object to a ``notify``.

Notifications are written without waiting for their answers (those are read, and ignored, when
the next ``act`` is answered), so only ``act`` messages cost a round trip. Both pipes are
non-blocking and served with ``select`` (POSIX), so a bot that stops reading or writing can never
block the caller: :meth:`BotProcess.act` returns within its timeout or raises :class:`BotFault`.
"""

from __future__ import annotations

import json
import os
import select
import shlex
import subprocess
import time
from collections.abc import Sequence
from typing import Any

from paiju.errors import InvalidOptionError, PaijuError
from paiju.platform.messages import PlatformReplyError, read_act_index

__all__ = ["BotFault", "BotProcess", "BotStartError", "encode"]

_json = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def encode(message: Any) -> bytes:
    """One message as a JSON line."""
    return (_json.encode(message) + "\n").encode()


class BotFault(PaijuError, RuntimeError):
    """A bot failed to answer an ``act``: ``kind`` is ``timeout``, ``crash`` (the process
    exited or closed its pipes), ``garbage`` (a reply that is not a JSON object with
    ``actIndex``) or ``bad_index`` (not an integer, or outside ``0..indexRange``)."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


class BotStartError(BotFault):
    """A platform bot that never worked: its process failed (``kind``, ``detail``) before it
    answered a single ``act`` (a missing script, a wrong command, a crash on its first message).
    ``stderr`` is the end of what the process wrote there (empty when it went elsewhere)."""

    def __init__(self, command: str, fault: BotFault, stderr: str) -> None:
        shown = f"; its stderr:\n{stderr.rstrip()}" if stderr.strip() else "; it wrote nothing to stderr"
        PaijuError.__init__(self, f"platform bot {command!r} failed before its first answer "
                                  f"({fault.kind}: {fault.detail}){shown}")
        self.kind = fault.kind
        self.detail = fault.detail
        self.command = command
        self.stderr = stderr


#: How much of a bot's stderr is kept when it is captured (``stderr=subprocess.PIPE``): its end.
STDERR_TAIL = 4096


class BotProcess:
    """One running bot process. ``command`` is a shell-style string or an argument list;
    ``stderr`` where its standard error goes, or ``subprocess.PIPE`` to keep its last
    STDERR_TAIL bytes (:meth:`stderr_tail`), read whenever the bot's answers are."""

    def __init__(self, command: str | Sequence[str], *, timeout: float = 5.0, stderr: Any = subprocess.DEVNULL) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.argv:
            raise InvalidOptionError("a platform bot needs a command")
        self.timeout = timeout
        self._stderr = stderr
        self._proc: subprocess.Popen[bytes] | None = None
        self._pending = 0  # notifications whose answer has not been read yet
        self._outgoing = bytearray()  # written when the bot's stdin has room
        self._incoming = bytearray()  # read, not yet split into lines
        self._ended = False  # its stdout is closed
        self._broken = False  # its stdin is closed
        self._cannot_start: BotFault | None = None
        self._stderr_tail = bytearray()  # with stderr=PIPE: the end of what the bot wrote there
        self._stderr_open = False

    # -- life cycle ----------------------------------------------------------------------------

    def start(self) -> None:
        try:
            proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
                                    bufsize=0, start_new_session=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        except OSError as error:
            raise BotFault("crash", f"cannot start {self.argv!r}: {error}") from error
        assert proc.stdin is not None and proc.stdout is not None
        os.set_blocking(proc.stdin.fileno(), False)
        os.set_blocking(proc.stdout.fileno(), False)
        if proc.stderr is not None:
            os.set_blocking(proc.stderr.fileno(), False)
        self._stderr_tail.clear()
        self._stderr_open = proc.stderr is not None
        self._proc = proc
        self._cannot_start = None
        self._pending = 0
        self._outgoing.clear()
        self._incoming.clear()
        self._ended = self._broken = False

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def close(self, grace: float = 0.2) -> None:
        """Stops the process: what is still queued is written for up to ``grace`` seconds, then
        stdin is closed and the process killed if it does not exit at once."""
        if self._proc is None:
            return
        until = time.monotonic() + grace
        while self._outgoing and not self._broken and not self._ended and time.monotonic() < until:
            self._wait(max(until - time.monotonic(), 0.0))
            self._incoming.clear()
        self._read_stderr()
        proc, self._proc = self._proc, None
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            try:
                if pipe is not None:
                    pipe.close()
            except OSError:
                pass
        try:
            proc.wait(timeout=0.05)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    # -- pipes ---------------------------------------------------------------------------------

    def _flush(self) -> None:
        assert self._proc is not None and self._proc.stdin is not None
        while self._outgoing and not self._broken:
            try:
                written = os.write(self._proc.stdin.fileno(), self._outgoing)
            except BlockingIOError:
                return  # the pipe is full: the rest goes when the bot reads
            except OSError:
                self._broken = True
                self._outgoing.clear()
                return
            del self._outgoing[:written]

    def _drop_notification_answers(self) -> None:
        """Drops, in bulk, the complete lines before any act answer that answer notifications
        (at most as many as are pending)."""
        if self._pending == 0:
            return
        buffer = self._incoming
        marker = buffer.find(b"actIndex")
        limit = len(buffer) if marker < 0 else buffer.rfind(b"\n", 0, marker) + 1
        lines = buffer.count(b"\n", 0, limit)
        drop = min(lines, self._pending)
        if drop == 0:
            return
        if drop == lines:
            end = buffer.rfind(b"\n", 0, limit) + 1
        else:
            end = 0
            for _ in range(drop):
                end = buffer.index(b"\n", end) + 1
        del buffer[:end]
        self._pending -= drop

    def _next_line(self) -> bytes | None:
        end = self._incoming.find(b"\n")
        if end < 0:
            return None
        line = bytes(self._incoming[: end + 1])
        del self._incoming[: end + 1]
        return line

    def _read_stderr(self) -> None:
        """Keeps the end of what the bot wrote to stderr so far (when it is captured)."""
        if not self._stderr_open or self._proc is None or self._proc.stderr is None:
            return
        while True:
            try:
                chunk = os.read(self._proc.stderr.fileno(), 1 << 16)
            except BlockingIOError:
                return
            except OSError:
                chunk = b""
            if not chunk:
                self._stderr_open = False
                return
            self._stderr_tail += chunk
            del self._stderr_tail[:-STDERR_TAIL]

    def stderr_tail(self) -> str:
        """The end of the bot's stderr (with ``stderr=subprocess.PIPE``; else empty)."""
        self._read_stderr()
        return self._stderr_tail.decode(errors="replace")

    def _wait(self, seconds: float) -> None:
        """Moves bytes both ways for up to ``seconds`` or until something was read."""
        assert self._proc is not None and self._proc.stdin is not None and self._proc.stdout is not None
        out_fd = self._proc.stdout.fileno()
        writers = [self._proc.stdin] if self._outgoing and not self._broken else []
        readers: list[Any] = [self._proc.stdout]
        if self._stderr_open:
            readers.append(self._proc.stderr)
        readable, writable, _ = select.select(readers, writers, [], seconds)
        if writable:
            self._flush()
        if self._proc.stderr in readable:
            self._read_stderr()
            readable = [pipe for pipe in readable if pipe is not self._proc.stderr]
        if readable:
            try:
                chunk = os.read(out_fd, 1 << 16)
            except BlockingIOError:
                return
            except OSError:
                chunk = b""
            if chunk:
                self._incoming += chunk
            else:
                self._ended = True

    # -- messages ------------------------------------------------------------------------------

    def _send(self, line: bytes, retry: bool = False) -> bool:
        """Queues a line, starting the process if needed; False when it cannot start (after a
        failed start, only an ``act`` tries again)."""
        if self._proc is None:
            if self._cannot_start is not None and not retry:
                return False
            try:
                self.start()
            except BotFault as fault:
                self._cannot_start = fault
                return False
        self._outgoing += line
        return True

    def flush(self) -> None:
        """Writes the queued messages the bot's stdin has room for (never blocks)."""
        if self._proc is not None:
            self._flush()

    def notify(self, message: Any) -> None:
        """Queues a notification (a dict, or a line from :func:`encode`); it is written before the
        next ``act`` (or by :meth:`flush`), and its answer is read, and ignored, later. Dropped
        when the process cannot start (the next ``act`` raises that fault)."""
        if self._send(message if isinstance(message, bytes) else encode(message)):
            self._pending += 1
            if len(self._outgoing) > 1 << 16:
                self._flush()

    def act(self, message: Any, index_range: int) -> int:
        """Sends an ``act`` (a dict, or a line) and returns the bot's action index; raises BotFault."""
        if not self._send(message if isinstance(message, bytes) else encode(message), retry=True):
            assert self._cannot_start is not None
            raise self._cannot_start
        self._flush()
        deadline = time.monotonic() + self.timeout
        while True:
            # Fast path: read until the act answer, or a line that cannot be a notification's
            # answer, or the end, is in the buffer.
            while not (b"actIndex" in self._incoming or self._incoming.count(b"\n") > self._pending or self._ended):
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._wait(left)
            self._drop_notification_answers()
            line = self._next_line()
            if line is None:
                if self._ended:
                    raise BotFault("crash", "the bot process ended" + self._exit_note())
                left = deadline - time.monotonic()
                if left <= 0:
                    raise BotFault("timeout", f"no answer within {self.timeout:g} s")
                self._wait(left)
                continue
            if self._pending > 0 and b"actIndex" not in line:
                self._pending -= 1  # the answer to a notification
                continue
            try:
                reply = json.loads(line)
            except ValueError:
                reply = line
            if isinstance(reply, dict) and "actIndex" in reply:
                self._pending = 0  # answers come in order: every earlier notification is answered
                try:
                    return read_act_index(reply, index_range)
                except PlatformReplyError as error:
                    raise BotFault(error.kind, str(error)) from None
            if self._pending > 0:
                self._pending -= 1  # the answer to a notification
                continue
            raise BotFault("garbage", f"expected {{\"actIndex\": i}}, got {line[:200]!r}")

    def _exit_note(self) -> str:
        if self._proc is None:
            return ""
        try:
            code = self._proc.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            return ""
        return f" (exit code {code})"

    def stderr_note(self) -> str:
        """``": "`` and the last line the bot wrote to stderr, when it is captured; else empty."""
        lines = [line for line in self.stderr_tail().splitlines() if line.strip()]
        return f": {lines[-1].strip()[:200]}" if lines else ""

    def __del__(self) -> None:  # pragma: no cover - best effort
        try:
            self.close()
        except Exception:
            pass
