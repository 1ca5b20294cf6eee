"""Which transport an agent's Responses model uses: HTTP (one request per turn) or a WebSocket
(one connection for many turns, the Responses API's WebSocket mode).

    conn = labkit.connect()
    model = responses_model(conn, transport="websocket")   # one socket, shared by the agents
    triage = make_agent("Triage", "...", handoffs=[specialist], model=model)
    ...
    await model.close()                                     # close the socket when done

The choice is per model, never the SDK's process-wide default
(`set_default_openai_responses_transport`), so two transports can run side by side in one
notebook and nothing needs putting back. Both models use the connection's metered client; the
WebSocket one is the SDK's own `OpenAIResponsesWSModel`, whose turns are metered into the
connection's ledger by `labkit.instrument_ws` (the SDK's frames bypass the HTTP transport that
meters HTTP calls).
"""

from __future__ import annotations

import time
from typing import Any

from agents import OpenAIResponsesModel
from agents.models.openai_responses import OpenAIResponsesWSModel

from labkit import config
from labkit.instrument_ws import SocketMeter
from labkit.ledger import Ledger

TRANSPORTS = ("http", "websocket")
#: The backends whose labkit server speaks the WebSocket mode (the proxy forwards HTTP only).
WEBSOCKET_BACKENDS = ("sim",)


class MeteredResponsesWSModel(OpenAIResponsesWSModel):
    """The SDK's Responses-over-WebSocket model, unchanged except that every connection it opens
    is wrapped by a `SocketMeter`, so each turn attempt (retries and failures too) is a ledger row.

    The wrapping happens where the SDK opens its connection (`_open_websocket_connection`, the
    one place it calls `websockets`' `connect`): the same seam as the metered HTTP transport,
    one layer under the SDK. The method is the SDK's (0.24) own; if a future SDK renames it,
    building this model raises saying so instead of metering nothing."""

    def __init__(self, model: str, openai_client: Any, *, ledger: Ledger, backend: str | None = None,
                 websocket_options: Any = None) -> None:
        if not callable(getattr(OpenAIResponsesWSModel, "_open_websocket_connection", None)):
            raise RuntimeError("this Agents SDK opens its Responses WebSocket elsewhere: labkit cannot meter it; "
                               "use transport='http', or a labkit made for this SDK version")
        super().__init__(model=model, openai_client=openai_client, websocket_options=websocket_options)
        self.meter = SocketMeter(ledger, backend=backend)

    async def _open_websocket_connection(self, ws_url: str, headers: Any, *, connect_timeout: float | None) -> Any:
        started = time.perf_counter()
        try:
            connection = await super()._open_websocket_connection(ws_url, headers, connect_timeout=connect_timeout)
        except Exception as error:
            self.meter.connect_failed(str(self.model), error, (time.perf_counter() - started) * 1000.0)
            raise
        return self.meter.wrap(connection)

    def __repr__(self) -> str:
        return f"<MeteredResponsesWSModel model={self.model!r} transport='websocket'>"


def responses_model(conn: Any, model: str = config.DEFAULT_MODEL, *, transport: str = "http",
                    websocket_options: Any = None) -> Any:
    """An Agents SDK Responses model on `conn`'s metered client, over `transport`:

    - `"http"`: the SDK's `OpenAIResponsesModel`: one HTTP request per turn (on the client's
      kept-alive connections);
    - `"websocket"`: `MeteredResponsesWSModel`: one WebSocket for all its turns, opened on the
      first one; share the model between agents (and their handoffs) to share the socket, and
      `await model.close()` when done. Only on the simulator: labkit's proxy, in front of every
      other backend, forwards HTTP only. `websocket_options` are the SDK's
      (`ping_interval`, `ping_timeout`, `max_size`).

    Either way every turn is a ledger row in `conn.ledger` with the same columns; a WebSocket
    row's `detail` says `websocket`.
    """
    if transport not in TRANSPORTS:
        raise ValueError(f"unknown transport {transport!r}: use one of {', '.join(map(repr, TRANSPORTS))}")
    if transport == "http":
        return OpenAIResponsesModel(model=model, openai_client=conn.async_client)
    if conn.backend not in WEBSOCKET_BACKENDS:
        raise ValueError(f"transport 'websocket' needs the simulator; backend {conn.backend!r} goes through labkit's "
                         "proxy, which forwards HTTP only: use transport='http' there")
    return MeteredResponsesWSModel(model, conn.async_client, ledger=conn.ledger, backend=conn.backend,
                                   websocket_options=websocket_options)
