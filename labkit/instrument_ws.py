"""Client-side instrumentation for the Responses API over a WebSocket: one ledger row per turn attempt.

WebSocket traffic never passes the `httpx2` transport that meters HTTP calls (`labkit.instrument`),
so the same measurement sits one layer lower here: `SocketMeter.wrap(connection)` wraps a
`websockets` client connection, and every `response.create` frame sent on it becomes a
`kind="model"` row when its turn ends — with the same columns as an HTTP row: model, step, attempt
(a frame sent again after a failed attempt is attempt 2 of the same step), status and error,
usage from the terminal event, time to first token, latency, and `detail` saying the transport
(`"websocket"`, plus `"; new socket"` on the turn that opened its connection and paid its
handshake).

On the simulator, latencies come from the `x-labkit` timings its terminal and error frames carry
(`labkit.sim.websocket`), so they are the same on every run; elsewhere they are the wall-clock
durations measured here.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from labkit.instrument import FINAL_EVENTS, usage_fields
from labkit.ledger import Ledger, Run

CREATE = "response.create"
EXTENSION = "x-labkit"
DETAIL = "websocket"
NEW_SOCKET = "websocket; new socket"


class SocketMeter:
    """Meters the Responses turns of a model's WebSocket connections into `ledger`.

    One meter per model: it remembers the last turn across connections, so a turn the client
    sends again (on a new connection, after a drop) is counted as a retry of the same step."""

    def __init__(self, ledger: Ledger, *, backend: str | None = None) -> None:
        self.ledger = ledger
        self.backend = backend
        self._last: tuple[Run, str | None, int, int] | None = None  # run, frame, step, attempt
        self._last_failed = False

    def wrap(self, connection: Any) -> MeteredSocket:
        """`connection`, metered: its first turn is marked as the one that opened it."""
        return MeteredSocket(connection, self)

    def begin(self, frame: str | None, *, new_socket: bool) -> Turn:
        """A turn starts (`frame`: the `response.create` text; None when the connection failed)."""
        run = self.ledger.current_run()
        retry = self._last is not None and self._last_failed and self._last[0] is run and (
            frame is None or self._last[1] in (None, frame))
        step, attempt = (self._last[2], self._last[3] + 1) if retry and self._last else (run.next_step(), 1)
        self._last, self._last_failed = (run, frame, step, attempt), False
        return Turn(self, run, frame, step, attempt, new_socket=new_socket)

    def ended(self, failed: bool) -> None:
        """The current turn ended (failed: the next turn may be its retry)."""
        self._last_failed = failed

    def connect_failed(self, model: str, error: BaseException, wall_ms: float) -> dict | None:
        """Record a connection that never opened as a failed attempt (no frame was sent)."""
        turn = self.begin(None, new_socket=True)
        turn.model = model
        turn.started = time.perf_counter() - wall_ms / 1000.0
        return turn.finish(error)


class Turn:
    """One `response.create` attempt being observed: what was asked, what came back, and when."""

    def __init__(self, meter: SocketMeter, run: Run, frame: str | None, step: int, attempt: int, *,
                 new_socket: bool) -> None:
        self.meter = meter
        self.run = run
        body = _json_or_empty(frame)
        self.model = str(body.get("model") or "")
        self.step, self.attempt = step, attempt
        self.new_socket = new_socket
        self.started = time.perf_counter()
        self.first_delta: float | None = None
        self.final: dict[str, Any] | None = None
        self.failure: str | None = None
        self.timings: dict[str, Any] = {}
        self.recorded = False

    def on_frame(self, frame: str | bytes) -> bool:
        """Note one event; True when it ended the turn (its row is then recorded)."""
        event = _json_or_empty(frame)
        kind = event.get("type")
        if not isinstance(kind, str):
            return False
        if kind.endswith(".delta"):
            if self.first_delta is None:
                self.first_delta = time.perf_counter()
            return False
        if kind in FINAL_EVENTS:
            self.final = event.get("response") if isinstance(event.get("response"), dict) else {}
            if kind != "response.completed":
                self.failure = f"stream ended with {kind}"
        elif kind in ("error", "response.error"):
            self.failure = error_text(event)
        else:
            return False
        if isinstance(event.get(EXTENSION), dict):
            self.timings = event[EXTENSION]
        self.finish()
        return True

    def finish(self, error: BaseException | None = None) -> dict | None:
        """Record the row (once): tokens, status, error, timings."""
        if self.recorded:
            return None
        self.recorded = True
        wall_ms = (time.perf_counter() - self.started) * 1000.0
        failure = self.failure
        if error is not None and failure is None:
            failure = (f"{type(error).__name__}: {error}"[:200] or type(error).__name__) if str(error) else type(error).__name__
        self.meter.ended(failed=failure is not None)
        usage = usage_fields((self.final or {}).get("usage"), "responses")
        first = self.first_delta
        measured_ttft = (first - self.started) * 1000.0 if first else float("nan")
        return self.run.record(
            kind="model",
            api="responses",
            model=self.model or None,
            backend=self.meter.backend,
            step=self.step,
            attempt=self.attempt,
            status="error" if failure else "ok",
            error=failure,
            **usage,
            latency_ms=_number(self.timings.get("latency_ms"), wall_ms),
            ttft_ms=_number(self.timings.get("ttft_ms"), measured_ttft),
            server_ms=_number(self.timings.get("processing_ms"), float("nan")),
            wall_ms=wall_ms,
            detail=NEW_SOCKET if self.new_socket else DETAIL,
        )


class MeteredSocket:
    """A `websockets` client connection whose turns become ledger rows; everything else (its state,
    its transport, `close`) is the connection's own."""

    def __init__(self, inner: Any, meter: SocketMeter) -> None:
        self._inner = inner
        self._meter = meter
        self._turn: Turn | None = None
        self._turns = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def send(self, message: Any, *args: Any, **kwargs: Any) -> Any:
        """Send a frame; a `response.create` starts a turn."""
        text = message.decode("utf-8", "replace") if isinstance(message, bytes) else message
        if isinstance(text, str) and _json_or_empty(text).get("type") == CREATE:
            self._end_open_turn(RuntimeError("a new turn was sent before this one ended"))
            self._turn = self._meter.begin(text, new_socket=self._turns == 0)
            self._turns += 1
        try:
            return await self._inner.send(message, *args, **kwargs)
        except BaseException as error:
            self._end_open_turn(error)
            raise

    async def recv(self, *args: Any, **kwargs: Any) -> Any:
        """Receive a frame, noting it for the open turn; a connection that closes ends the turn."""
        try:
            frame = await self._inner.recv(*args, **kwargs)
        except BaseException as error:
            self._end_open_turn(error)
            raise
        if self._turn is not None and isinstance(frame, (str, bytes)) and self._turn.on_frame(frame):
            self._turn = None
        return frame

    async def close(self, *args: Any, **kwargs: Any) -> Any:
        """Close the connection; a turn still open ends as an error."""
        self._end_open_turn(RuntimeError("the connection was closed before the turn's terminal event"))
        return await self._inner.close(*args, **kwargs)

    def _end_open_turn(self, error: BaseException) -> None:
        if self._turn is not None:
            if isinstance(error, asyncio.CancelledError):
                error = RuntimeError("the turn was cancelled before its terminal event")
            self._turn.finish(error)
            self._turn = None


def error_text(event: dict[str, Any]) -> str:
    """An error frame as `"STATUS CODE: message"`, like an HTTP error row."""
    error = event.get("error") if isinstance(event.get("error"), dict) else event
    status = event.get("status")
    code = error.get("code") or error.get("type") or ""
    head = f"{status} {code}" if status else f"stream error: {code}"
    return f"{head}: {error.get('message') or ''}"[:200]


def _number(value: Any, default: float) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else default


def _json_or_empty(data: str | bytes | None) -> dict[str, Any]:
    try:
        value = json.loads(data or "{}")
    except (ValueError, UnicodeDecodeError):
        return {}
    return value if isinstance(value, dict) else {}
