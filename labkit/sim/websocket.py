"""The Responses API over a WebSocket: one connection, many turns.

What the pinned Agents SDK's websocket transport (`agents.models.openai_responses.
OpenAIResponsesWSModel`) speaks, checked against the OpenAPI description (`ResponsesClientEvent`,
`ResponsesServerEvent`, `ResponseWsError`):

- the client opens `ws://…/v1/responses` (the `base_url` with `ws` for `http`) with its usual
  `Authorization: Bearer …` header; a missing or wrong key (when the server requires one) is
  refused before the upgrade, with the same 401 JSON body as over HTTP;
- each turn it sends ONE text frame, `{"type": "response.create", …}`: the body of
  `POST /v1/responses` plus the envelope's `type` (the SDK also sends `"stream": true`; the
  stream is implicit either way, so `stream` is ignored);
- the server answers with the turn's stream events, one JSON text frame each: the same events,
  in the same order, as the SSE stream of `POST /v1/responses` (`labkit.sim.responses.
  stream_events` builds both), ending with `response.completed` (`.incomplete`, `.failed`); then
  the socket waits for the next `response.create`. Frames are handled one at a time, in order;
- a turn that is refused gets one `error` frame — `{"type": "error", "status": 400, "error":
  {"type", "code", "message", "param"}}` — and the socket stays open for the next turn.

Not served (and refused with an error frame that says so): `background: true` (the spec: not
supported over WebSocket). Not modelled: `stream_id` lanes beyond echoing the id on the turn's
events (turns are served one at a time anyway), the `generate: false` warm-up, and the 60-minute
connection limit.

Faults are drawn per turn, as for an HTTP request; the handshake's `x-labkit-fault` header counts
for every turn on its socket. A request fault (`rate_limit`, `quota`, `server_error`,
`unavailable`) answers with an error frame carrying its status; `hang` holds the turn;
`stream_error` sends an error frame in place of the Nth delta; `stream_cut` closes the socket
after N deltas (code 1011), as a dropped connection would; output faults change the answer as
they do over HTTP.

Hostile input never stops the server or stalls another client: a frame that is not JSON, not a
JSON object, of an unknown `type`, or with an invalid body gets an error frame naming the
problem; a frame larger than `max_body_bytes` closes the connection (1009, "message too big": the
protocol refuses it before it is read whole).

Timing (a labkit extension, as the `x-labkit-*` headers are over HTTP): a WebSocket turn has no
response headers, so the terminal event and every error frame carry `"x-labkit": {"latency_ms",
"ttft_ms", "processing_ms", "network_ms"}`, the modelled figures client-side instrumentation
records. With `rtt_ms`, the socket's first turn pays its handshake (TCP, TLS, the upgrade) and
every turn one round trip.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any

from starlette.responses import JSONResponse
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from labkit.sim import limits, responses, timing
from labkit.sim.types import SimError

if TYPE_CHECKING:
    from labkit.sim.app import Answer, Simulator

log = logging.getLogger("labkit.sim")

PATH = "/v1/responses"
METHOD = "WS"  # what the request log says for a turn that came over a WebSocket
CREATE = "response.create"
#: Close codes (RFC 6455): the server dropped the turn on purpose (`stream_cut`).
CLOSE_DROPPED = 1011
EXTENSION = "x-labkit"
NOT_JSON = ("The WebSocket message is not valid JSON. Send each turn as one text frame holding a JSON object: "
            '{"type": "response.create", "model": ..., "input": ...}.')
STREAM_ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")


async def serve(simulator: Simulator, websocket: WebSocket) -> None:
    """Serve one WebSocket connection: the handshake, then turns until the client leaves."""
    peer = _peer(websocket)
    try:
        if not await _handshake(simulator, websocket):
            return
        session = Session(simulator, websocket, peer)
        await session.run()
    finally:
        simulator.connections.closed(peer)  # its HTTP protocol never hears that it ended


async def _handshake(simulator: Simulator, websocket: WebSocket) -> bool:
    """Check the key (refused: the API's 401 JSON, as over HTTP) and accept; True when accepted.
    The request log gets a 101 entry for the handshake, then one entry per turn."""
    try:
        simulator._check_key(websocket)  # type: ignore[arg-type]  # reads only .headers
    except SimError as error:
        simulator.log_entry(METHOD, PATH, error.status, error.code)
        await websocket.send_denial_response(JSONResponse(error.body(), status_code=error.status))
        return False
    await websocket.accept()
    simulator.log_entry(METHOD, PATH, 101, "websocket opened")
    return True


class Session:
    """One open socket: its turns, served one at a time, and its modelled network cost."""

    def __init__(self, simulator: Simulator, websocket: WebSocket, peer: tuple[str, int] | None) -> None:
        self.simulator = simulator
        self.websocket = websocket
        self.fault_header = websocket.headers.get("x-labkit-fault")
        # The first turn pays the handshake (TCP and TLS when the connection is new, then the upgrade).
        self.next_network_ms = simulator.network_ms(peer, upgrade=True)
        self.rtt_ms = round(simulator.settings.rtt_ms)

    async def run(self) -> None:
        """Receive frames and answer each, until the client closes (or a `stream_cut` drops it)."""
        await self.simulator.pacer.wait(max(0, self.next_network_ms - self.rtt_ms))  # the handshake
        while True:
            message = await self.websocket.receive()
            if message["type"] == "websocket.disconnect":
                return
            raw = message.get("bytes") or (message.get("text") or "").encode("utf-8")
            try:
                if not await self.turn(raw):
                    return
            except (WebSocketDisconnect, OSError):  # the client left mid-answer: nobody to answer
                return

    async def turn(self, raw: bytes) -> bool:
        """Answer one frame; False when the socket was closed (a `stream_cut`)."""
        network_ms, self.next_network_ms = self.next_network_ms, self.rtt_ms
        from labkit.sim.app import SMALL_BODY_BYTES  # the app imports this module

        stream_id = None
        simulator = self.simulator
        try:
            async with simulator.body_room.reserve(len(raw) if len(raw) > SMALL_BODY_BYTES else 0):
                body, stream_id = await simulator.worker.run(read_frame, raw, simulator.limits)
                answer = await simulator.answer("responses", simulator.model_turn, body, self.fault_header)
        except SimError as error:
            simulator.log_entry(METHOD, PATH, error.status, error.code)
            await simulator.pacer.wait(network_ms)
            await self.send(error_frame(error, network_ms), stream_id)
            return True
        except Exception:  # a bug of the simulator's: say so in its log, answer a 500, keep the socket
            log.exception("labkit.sim bug while serving a WebSocket turn")
            simulator.log_entry(METHOD, PATH, 500, "server_error")
            await self.send(error_frame(server_error(), network_ms), stream_id)
            return True
        from labkit.sim.app import tools_offered

        simulator.log_entry(METHOD, PATH, 200, ",".join(fault.kind for fault in answer.drawn) or None,
                            answer.exchange.decision.rationale, tools_offered(answer.exchange.body))
        await simulator.pacer.wait(network_ms)
        return await self.stream(answer, network_ms, stream_id)

    async def stream(self, answer: Answer, network_ms: int, stream_id: str | None) -> bool:
        """Send the turn's events at the modelled pace; a stream fault cuts or breaks it."""
        exchange = answer.exchange
        cut = exchange.stream_faults[0] if exchange.stream_faults else None
        deltas = 0
        gap = timing.delta_gap_ms(exchange.profile)
        await self.simulator.pacer.wait(exchange.latency.ttft_ms)
        events = answer.events or []
        for index, (_name, data) in enumerate(events):
            is_delta = responses.is_delta(data)
            if cut and is_delta and deltas >= int(cut.arg or 0):
                if cut.kind == "stream_cut":
                    await self.websocket.close(code=CLOSE_DROPPED, reason="labkit simulated fault: stream cut")
                    return False
                await self.send(stream_error_frame(data["sequence_number"], network_ms), stream_id)
                return True
            if is_delta:
                deltas += 1
                await self.simulator.pacer.wait(gap)
            if index == len(events) - 1:  # the terminal event carries the modelled timings
                data = {**data, EXTENSION: timings(exchange, network_ms)}
            await self.send(data, stream_id)
        return True

    async def send(self, event: dict[str, Any], stream_id: str | None) -> None:
        """One event as one JSON text frame (with the turn's `stream_id`, when it gave one)."""
        if stream_id is not None:
            event = {**event, "stream_id": stream_id}
        if self.websocket.application_state is WebSocketState.CONNECTED:
            await self.websocket.send_text(json.dumps(event, ensure_ascii=False, separators=(",", ":")))


def read_frame(raw: bytes, limit: limits.Limits) -> tuple[dict[str, Any], str | None]:
    """A `response.create` frame as the Responses request body it carries, and its `stream_id`.
    Raises the `SimError` (400) that names what is wrong with the frame. Runs on the worker."""
    try:
        frame = limits.parse_json(raw, limit)
    except SimError as error:
        if error.message == limits.JSON_PARSE_ERROR:
            raise SimError(NOT_JSON) from None
        raise
    if not isinstance(frame, dict):
        raise SimError(f"The WebSocket message must be a JSON object, not {responses.type_name(frame)}. {NOT_JSON}")
    kind = frame.get("type")
    if kind is None:
        raise responses.missing("type")
    if kind != CREATE:
        shown = kind if isinstance(kind, str) and len(kind) <= 64 else f"{str(kind)[:61]}..."
        raise responses.invalid_value("type", shown, [CREATE])
    stream_id = frame.get("stream_id")
    if stream_id is not None and not valid_stream_id(stream_id):
        raise SimError("Invalid 'stream_id': use 1 to 256 characters from A-Z, a-z, 0-9, '_', '.' and '-'.",
                       param="stream_id", code="invalid_value")
    if frame.get("background") is True:
        raise SimError("'background' is not supported over WebSocket: use POST /v1/responses for background responses.",
                       param="background", code="unsupported_parameter")
    body = {key: value for key, value in frame.items() if key not in ("type", "stream_id")}
    body["stream"] = True  # implicit over a WebSocket: every turn streams its events
    return body, stream_id


def valid_stream_id(value: Any) -> bool:
    """The spec's `stream_id`: 1-256 characters of `[A-Za-z0-9_.-]`."""
    return isinstance(value, str) and 0 < len(value) <= 256 and set(value) <= STREAM_ID_CHARS


def timings(exchange: Any, network_ms: int) -> dict[str, int]:
    """The modelled timings of a turn (the `x-labkit` extension of its terminal event)."""
    return {
        "latency_ms": exchange.latency.total_ms + network_ms,
        "ttft_ms": exchange.latency.ttft_ms + network_ms,
        "processing_ms": exchange.latency.total_ms,
        "network_ms": network_ms,
    }


def error_frame(error: SimError, network_ms: int) -> dict[str, Any]:
    """The spec's `ResponseWsError` for a refused turn: its status and the API's error object."""
    from labkit.sim.app import ERROR_MS  # the app imports this module

    timing_ = {"latency_ms": ERROR_MS + network_ms, "processing_ms": ERROR_MS, "network_ms": network_ms}
    return {"type": "error", "status": error.status, **error.body(), EXTENSION: timing_}


def server_error() -> SimError:
    """The API's 500 (a `stream_error` fault, or a bug of the simulator's)."""
    from labkit.sim.app import SERVER_ERROR

    return SimError(SERVER_ERROR, status=500, type="server_error")


def stream_error_frame(sequence_number: int, network_ms: int) -> dict[str, Any]:
    """The error frame a `stream_error` fault sends in place of a delta (a 500 in mid-stream)."""
    return {**error_frame(server_error(), network_ms), "sequence_number": sequence_number}


def _peer(websocket: WebSocket) -> tuple[str, int] | None:
    client = websocket.client
    return (client.host, client.port) if client is not None else None
