"""The connection guard: uvicorn's HTTP/1.1 protocol (h11), with three rules added for clients
that are slow, broken or hostile.

1. **Headers in time.** A connection must finish sending a request's headers within
   `header_timeout_s` of connecting, or of its previous answer; otherwise it is closed. A
   slowloris client (a header line every few seconds, forever) holds a socket for seconds, not
   hours. (Idle keep-alive connections are closed by uvicorn's own `timeout_keep_alive`.)
2. **No waiting for a body nobody reads, but time to read the answer.** Once the answer is
   sent, a request body still arriving (a `GET` with a huge `Content-Length`, or a body refused
   with a 413) is not read to its end: the connection is closed. Gently ("lingering close"): the
   server stops sending, then discards what still arrives for up to `LINGER_S` seconds or
   `LINGER_BYTES` bytes, so the client can finish writing and read the answer instead of seeing
   its connection reset.
3. **Errors in the API's envelope.** A request h11 cannot parse gets the API's JSON error body
   (`{"error": {"message": "Invalid HTTP request received.", ...}}`) instead of uvicorn's plain
   text, so every answer the simulator gives is one the `openai` client can read.

It also keeps a `ConnectionLog`: which connections are open and how many requests each has
carried, so the app can tell a request that opened its connection (and paid the modelled TCP and
TLS handshakes, `labkit.sim.timing.network_ms`) from one on a kept-alive connection.

The body's own size limit and read timeout are applied by the app (`labkit.sim.app`), which
answers them with a 413 / 408 in the envelope.
"""

from __future__ import annotations

import asyncio
import json

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.protocols.utils import get_remote_addr

INVALID_HTTP = "Invalid HTTP request received."
#: How long, and how many bytes, a closing connection keeps discarding a body still arriving.
LINGER_S = 2.0
LINGER_BYTES = 16 * 1024 * 1024
_INVALID_BODY = json.dumps(
    {"error": {"message": INVALID_HTTP, "type": "invalid_request_error", "param": None, "code": None}},
    separators=(",", ":"),
).encode()


class LingeringTransport:
    """The connection's transport as uvicorn sees it: `close()` while the client is still sending
    a body becomes a lingering close (rule 2); everything else is the real transport's."""

    def __init__(self, transport: asyncio.Transport, protocol: H11Protocol) -> None:
        self._transport = transport
        self._protocol = protocol
        self.lingering = False
        self.discarded = 0

    def __getattr__(self, name: str):
        return getattr(self._transport, name)

    def close(self) -> None:
        real = self._transport
        still_sending = self._protocol.conn.their_state is h11.SEND_BODY
        if self.lingering or real.is_closing() or not still_sending or not real.can_write_eof():
            real.close()
            return
        self.lingering = True
        real.write_eof()  # the answer is complete: no more bytes from us
        real.resume_reading()
        self._protocol.loop.call_later(LINGER_S, real.close)

    def is_closing(self) -> bool:
        return self.lingering or self._transport.is_closing()

    def discard(self, data: bytes) -> None:
        """Drop bytes that arrive while lingering; close for good past `LINGER_BYTES`."""
        self.discarded += len(data)
        if self.discarded > LINGER_BYTES:
            self._transport.close()


Peer = tuple[str, int]


class ConnectionLog:
    """The open connections, by the client's address and port, and how many requests each carried.

    The protocol reports connections opening and closing; the app asks `first_request(peer)` as a
    request starts. Used only on the server's event loop, so it needs no lock. A connection that
    became a WebSocket is reported closed by the socket's handler (its HTTP protocol never hears of
    the end); one whose upgrade nobody handled is never reported, so the log keeps at most
    `max_entries` connections, forgetting the oldest (a forgotten one counts as kept alive)."""

    def __init__(self, max_entries: int = 16_384) -> None:
        self._requests: dict[Peer, int] = {}
        self.max_entries = max_entries

    def opened(self, peer: Peer | None) -> None:
        """A connection from `peer` was accepted."""
        if peer is not None:
            self._requests.pop(peer, None)
            self._requests[peer] = 0
            while len(self._requests) > self.max_entries:
                del self._requests[next(iter(self._requests))]

    def closed(self, peer: Peer | None) -> None:
        """The connection from `peer` ended."""
        if peer is not None:
            self._requests.pop(peer, None)

    def first_request(self, peer: Peer | None) -> bool:
        """Count one request from `peer`: True when it is the first its connection carried. A peer
        the log never saw open (another server's protocol) counts as a kept-alive connection."""
        if peer is None or peer not in self._requests:
            return False
        self._requests[peer] += 1
        return self._requests[peer] == 1

    def __len__(self) -> int:
        """How many connections are open."""
        return len(self._requests)


def guarded_protocol(header_timeout_s: float, connections: ConnectionLog | None = None) -> type[H11Protocol]:
    """The protocol class to give `uvicorn.Config(http=...)`, with the rules above; `connections`
    (optional) hears of every connection opening and closing."""

    class GuardedH11Protocol(H11Protocol):
        """uvicorn's h11 protocol with a header deadline, no reading of unread bodies, and JSON 400s."""

        header_deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(LingeringTransport(transport, self))  # type: ignore[arg-type]
            if connections is not None:
                connections.opened(get_remote_addr(transport))
            self._arm_header_deadline()

        def data_received(self, data: bytes) -> None:
            if self.transport.lingering:  # type: ignore[attr-defined]
                self.transport.discard(data)  # type: ignore[attr-defined]
                return
            super().data_received(data)
            if self.conn.their_state is not h11.IDLE:  # the request line and headers are in
                self._disarm_header_deadline()

        def on_response_complete(self) -> None:
            if self.conn.their_state is h11.SEND_BODY and not self.transport.is_closing():
                self.transport.close()  # rule 2: the rest of that body is never read
            super().on_response_complete()
            if self.conn.their_state is h11.IDLE:
                self._arm_header_deadline()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm_header_deadline()
            if connections is not None:
                connections.closed(self.client)
            super().connection_lost(exc)

        def send_400_response(self, msg: str) -> None:
            """Rule 3: h11 could not parse the request; answer in the API's envelope and close."""
            headers = [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(_INVALID_BODY)).encode()),
                (b"connection", b"close"),
            ]
            try:
                output = self.conn.send(h11.Response(status_code=400, headers=headers, reason=b"Bad Request"))
                output += self.conn.send(h11.Data(data=_INVALID_BODY))
                output += self.conn.send(h11.EndOfMessage())
                self.transport.write(output)
            except h11.LocalProtocolError:  # the connection is past the point of answering
                pass
            self.transport.close()

        def _arm_header_deadline(self) -> None:
            self._disarm_header_deadline()
            if not self.transport.is_closing():
                self.header_deadline = self.loop.call_later(header_timeout_s, self._headers_too_slow)

        def _disarm_header_deadline(self) -> None:
            if self.header_deadline is not None:
                self.header_deadline.cancel()
                self.header_deadline = None

        def _headers_too_slow(self) -> None:
            self.header_deadline = None
            if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
                self.transport.close()

    return GuardedH11Protocol
