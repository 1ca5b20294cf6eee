"""The recording / replaying proxy: a Starlette app on 127.0.0.1 in front of an upstream or a cassette folder.

One request goes: read the body within the simulator's limits (`labkit.sim.limits`) → draw
faults from the same plan and grammar as the simulator (`--faults`, `x-labkit-fault`,
`with server.faults(...)`) → answer:

- **replay** (`cassettes`, no upstream): the next recorded answer for the request's match key
  (`labkit.replay.cassette.match_key`), streams paced by their recorded times × `time_scale`;
  no answer recorded → a 404 `cassette_miss` that names the request and how to record it;
- **replay + upstream** (new-episodes mode): as replay, but a miss is forwarded and recorded;
- **record** (`record=True`): every request is forwarded to the upstream and written;
- **forward** (only an upstream): forwarded, nothing written (faults in front of a live API).

Whatever the mode, the client sees the same thing: the status, the headers a cassette keeps
(`labkit.replay.cassette.KEPT_HEADERS`) and the body bytes. A non-streamed answer from an
upstream without labkit's latency headers gets `x-labkit-latency-ms` measured here, so the
ledger of a replay carries the latency of the recording. The `x-labkit-fault` header is
consumed here, never forwarded. Errors are the API's JSON error body; the only 5xx the proxy
makes itself is a 502 when the upstream cannot be reached (or a fault asks for one).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import httpx2
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from labkit.replay.cassette import Cassette, CassetteDir, body_fields, kept_headers, match_key, scrub, scrub_text
from labkit.sim import chat, faults, limits, responses
from labkit.sim.app import ERROR_MS, SERVER_ERROR, StreamCut, raise_request_fault, sse, tools_offered
from labkit.sim.limits import Limits
from labkit.sim.types import SimError

log = logging.getLogger("labkit.replay")
#: Request headers passed on to the upstream (everything else stays here).
FORWARDED_HEADERS = ("content-type", "accept", "openai-beta", "openai-organization", "openai-project",
                     "idempotency-key", "user-agent")
#: Request headers that carry credentials: their values are scrubbed from every stored string.
CREDENTIAL_HEADERS = ("authorization", "api-key", "openai-organization", "openai-project", "cookie")
METHODS = ["GET", "POST", "DELETE", "PUT", "PATCH"]


@dataclass
class ProxySettings:
    """What the proxy does; every option a keyword with a safe default."""

    cassettes: str | None = None
    upstream: str | None = None
    upstream_key: str | None = None
    record: bool = False
    faults: str | None = None
    time_scale: float = 0.0
    limits: Limits = Limits()
    timeout_s: float = 600.0


class Proxy:
    """The proxy's state and its one handler; `app` is the Starlette application (see the module docstring)."""

    def __init__(self, settings: ProxySettings) -> None:
        if settings.time_scale < 0:
            raise ValueError(f"time_scale must be >= 0 (0 = no waiting), got {settings.time_scale}")
        if settings.record and not (settings.cassettes and settings.upstream):
            raise ValueError("recording needs a cassette folder and an upstream URL")
        if not settings.cassettes and not settings.upstream:
            raise ValueError("the proxy needs a cassette folder to replay or an upstream to forward to")
        self.settings = settings
        self.limits = settings.limits
        self.plan = faults.FaultPlan(settings.faults, max_headers=self.limits.fault_headers)
        self.cassettes = (CassetteDir.open(settings.cassettes, must_exist=not settings.upstream)
                          if settings.cassettes else None)
        self.upstream = settings.upstream.rstrip("/") if settings.upstream else None
        self.requests: list[dict[str, Any]] = []
        self._http: httpx2.AsyncClient | None = None
        self.app = Starlette(
            routes=[Route("/{path:path}", self.handle, methods=METHODS)],
            exception_handlers={SimError: self._sim_error, HTTPException: self._http_error, Exception: self._bug},
        )

    @property
    def mode(self) -> str:
        """"record", "replay", "replay+record" (new episodes) or "forward"."""
        if self.settings.record:
            return "record"
        if self.cassettes is not None:
            return "replay+record" if self.upstream else "replay"
        return "forward"

    def close(self) -> None:
        """Nothing to release but the upstream client, which closes with its event loop."""
        self._http = None

    # --- errors ------------------------------------------------------------------------------
    async def _sim_error(self, request: Request, error: Exception) -> Response:
        assert isinstance(error, SimError)
        self._log(request, error.status, error.code, None)
        headers = {"x-labkit-latency-ms": str(ERROR_MS), **error.headers}  # as the simulator's errors: modelled
        return JSONResponse(error.body(), status_code=error.status, headers=headers)

    async def _http_error(self, request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        body = SimError(f"Invalid URL ({request.method} {request.url.path})", status=error.status_code).body()
        return JSONResponse(body, status_code=error.status_code)

    async def _bug(self, request: Request, error: Exception) -> Response:
        if isinstance(error, StreamCut):
            return Response(status_code=500)
        log.exception("labkit.replay bug while handling %s %s", request.method, request.url.path)
        return JSONResponse(SimError(SERVER_ERROR, status=500, type="server_error").body(), status_code=500)

    def _log(self, request: Request, status: int, note: str | None, source: str | None,
             tools: int | None = None) -> None:
        entry: dict[str, Any] = {"method": request.method, "path": request.url.path, "status": status,
                                 "note": note, "source": source}
        if tools is not None:
            entry["tools"] = tools  # how many tools the model request offered, as the simulator logs it
        self.requests.append(entry)
        if len(self.requests) > self.limits.logged_requests:
            del self.requests[: max(1, self.limits.logged_requests // 10)]

    # --- the handler -------------------------------------------------------------------------
    async def handle(self, request: Request) -> Response:
        """Any request: faults, then a recorded answer or the upstream's (see the module docstring)."""
        raw = await self._read_body(request)
        body = self._json(raw, request.headers.get("content-type", ""))
        path = request.url.path
        api = api_of(request.method, path)
        header = request.headers.get("x-labkit-fault")
        faults.validate_header(header)
        drawn = self.plan.draw(api, header) if api else []
        note = ",".join(fault.kind for fault in drawn) or None
        tools = tools_offered(body) if api else None
        for fault in drawn:
            if fault.kind == "hang":
                await asyncio.sleep(fault.arg if fault.arg is not None else 30.0)
            raise_request_fault(fault)
        key = match_key(request.method, path, request.url.query, body)
        if self.cassettes is not None and not self.settings.record:
            found = self.cassettes.next_for(key)
            if found is not None:
                self._log(request, found.status, note, "replay", tools)
                return self._replay(found, drawn, api)
            if not self.upstream:
                raise cassette_miss(request.method, path, self.settings.cassettes)
        response = await self._forward(request, raw, body, key, drawn, api)
        self._log(request, response.status_code, note, "upstream", tools)
        return response

    async def _read_body(self, request: Request) -> bytes:
        limit = self.limits.max_body_bytes
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            raise limits.too_large(limit, int(declared))
        chunks, received = [], 0

        async def receive_all() -> None:
            nonlocal received
            async for chunk in request.stream():
                received += len(chunk)
                if received > limit:
                    raise limits.too_large(limit)
                chunks.append(chunk)

        try:
            await asyncio.wait_for(receive_all(), self.limits.body_timeout_s)
        except TimeoutError:
            raise SimError(f"The request body did not arrive within {self.limits.body_timeout_s:g} s (body_timeout_s).",
                           status=408, code="request_timeout", headers={"connection": "close"}) from None
        return b"".join(chunks)

    def _json(self, raw: bytes, content_type: str) -> Any:
        """A JSON body read within the simulator's limits; any other body (a file upload) is kept
        out of the cassette and matched by its SHA-256."""
        if not raw:
            return None
        if "json" not in content_type.lower():
            return {"labkit_body_sha256": hashlib.sha256(raw).hexdigest(), "bytes": len(raw)}
        return limits.parse_json(raw, self.limits)

    # --- replay ------------------------------------------------------------------------------
    def _replay(self, cassette: Cassette, drawn: list[faults.Fault], api: str | None) -> Response:
        headers = cassette.headers
        media = headers.pop("content-type", None)
        events = cassette.events
        if events is None:
            payload = apply_output_faults(cassette.body_bytes(), drawn, api)
            wait_ms = float(headers.get("x-labkit-latency-ms", 0) or 0)
            return DelayedResponse(payload, status_code=cassette.status, headers=headers, media_type=media,
                                   delay_s=wait_ms * self.settings.time_scale / 1000.0)
        stream = self._paced(events, drawn, api)
        return StreamingResponse(stream, status_code=cassette.status, headers=headers, media_type=media)

    async def _paced(self, events: list[dict[str, Any]], drawn, api) -> AsyncIterator[bytes]:
        shown = 0.0
        async for frame in with_stream_faults([event["frame"] for event in events], drawn, api):
            event = events[min(frame.index, len(events) - 1)]
            gap = (float(event["t_ms"]) - shown) * self.settings.time_scale / 1000.0
            shown = float(event["t_ms"])
            if gap > 0:
                await asyncio.sleep(gap)
            yield frame.data

    # --- forward (and record) ----------------------------------------------------------------
    def _client(self) -> httpx2.AsyncClient:
        if self._http is None:
            self._http = httpx2.AsyncClient(timeout=self.settings.timeout_s)
        return self._http

    def _secrets(self, request: Request) -> tuple[str, ...]:
        found = [self.settings.upstream_key or ""]
        for name in CREDENTIAL_HEADERS:
            value = request.headers.get(name, "")
            found += [value, value.split(" ", 1)[-1]]
        return tuple(sorted({secret for secret in found if len(secret) >= 4}, key=len, reverse=True))

    def _upstream_request(self, request: Request, raw: bytes) -> httpx2.Request:
        path = request.url.path
        suffix = path[3:] if path.startswith("/v1") and self.upstream.endswith("/v1") else path
        url = self.upstream + suffix + (f"?{request.url.query}" if request.url.query else "")
        headers = {name: request.headers[name] for name in FORWARDED_HEADERS if name in request.headers}
        key = self.settings.upstream_key
        if key:
            headers["authorization"] = f"Bearer {key}"
        elif "authorization" in request.headers:
            headers["authorization"] = request.headers["authorization"]
        return self._client().build_request(request.method, url, content=raw, headers=headers)

    async def _forward(self, request: Request, raw: bytes, body: Any, key, drawn, api) -> Response:
        started = time.perf_counter()
        try:
            upstream = await self._client().send(self._upstream_request(request, raw), stream=True)
        except httpx2.HTTPError as error:
            raise SimError(f"labkit proxy could not reach the upstream {self.upstream}: {type(error).__name__}. "
                           "Is it running? Check --upstream / OPENAI_BASE_URL.", status=502,
                           type="server_error", code="upstream_unreachable") from None
        secrets = self._secrets(request)
        headers = kept_headers(upstream.headers)
        media = headers.pop("content-type", None)
        recorded = {"method": request.method, "path": request.url.path, "query": request.url.query,
                    "body": scrub(body, secrets)}
        writer = self.cassettes if (self.cassettes is not None) else None
        if media and media.startswith("text/event-stream"):
            stream = self._relay(upstream, started, drawn, api, secrets, recorded, key, headers, media, writer)
            return StreamingResponse(stream, status_code=upstream.status_code, headers=headers, media_type=media)
        payload = await upstream.aread()
        await upstream.aclose()
        elapsed = (time.perf_counter() - started) * 1000.0
        headers.setdefault("x-labkit-latency-ms", str(round(elapsed)))
        fields = body_fields(payload, secrets)
        if writer is not None:
            response = {"status": upstream.status_code, "headers": {**headers, **_media(media)}, **fields}
            writer.write(Cassette(recorded, scrub(key, secrets), response))
        sent = Cassette(recorded, key, {"status": upstream.status_code, **fields}).body_bytes()
        return Response(apply_output_faults(sent, drawn, api), status_code=upstream.status_code,
                        headers=headers, media_type=media)

    async def _relay(self, upstream, started, drawn, api, secrets, recorded, key, headers, media, writer):
        """Pass an upstream stream on frame by frame (faults applied), keeping every frame with its time."""
        events: list[dict[str, Any]] = []
        opened = time.perf_counter()
        cut = False

        async def frames() -> AsyncIterator[str]:
            pending = b""
            async for chunk in upstream.aiter_bytes():
                pending += chunk.replace(b"\r\n", b"\n")  # SSE allows CRLF; frames are split on blank lines
                while b"\n\n" in pending:
                    frame, pending = pending.split(b"\n\n", 1)
                    text = scrub_text(frame.decode("utf-8", "replace"), secrets)
                    events.append({"t_ms": round((time.perf_counter() - opened) * 1000.0, 1), "frame": text})
                    yield text
            if pending.strip():
                text = scrub_text(pending.decode("utf-8", "replace"), secrets)
                events.append({"t_ms": round((time.perf_counter() - opened) * 1000.0, 1), "frame": text})
                yield text

        source = frames()
        try:
            async for frame in with_stream_faults(source, drawn, api):
                yield frame.data
        except StreamCut:
            cut = True
        finally:
            async for _ in source:  # drain: the cassette keeps what the upstream sent, faults or not
                pass
            await upstream.aclose()
            if writer is not None:
                kept = {**headers, **_media(media)}
                timings = stream_timings(events, api, (opened - started) * 1000.0, (time.perf_counter() - started) * 1000.0)
                for name, value in timings.items():
                    kept.setdefault(name, value)
                response = {"status": upstream.status_code, "headers": kept, "events": events}
                writer.write(Cassette(recorded, scrub(key, secrets), response))
        if cut:
            raise StreamCut("labkit fault: stream cut")


def stream_timings(events: list[dict[str, Any]], api: str | None, head_ms: float, total_ms: float) -> dict[str, str]:
    """`x-labkit-latency-ms` / `x-labkit-ttft-ms` of a recorded stream, measured here (for an
    upstream that does not send them; the upstream's own, when it does, take precedence)."""
    first = next((event["t_ms"] for event in events if is_delta(event["frame"], api)), None)
    ttft = head_ms + (first if first is not None else 0.0)
    return {"x-labkit-latency-ms": str(round(total_ms)), "x-labkit-ttft-ms": str(round(ttft))}


def _media(media: str | None) -> dict[str, str]:
    return {"content-type": media} if media else {}


class DelayedResponse(Response):
    """A plain response sent after `delay_s` seconds (a replayed latency; 0 = at once)."""

    def __init__(self, *args: Any, delay_s: float = 0.0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.delay_s = delay_s

    async def __call__(self, scope, receive, send) -> None:
        if self.delay_s > 0:
            await asyncio.sleep(self.delay_s)
        await super().__call__(scope, receive, send)


def api_of(method: str, path: str) -> str | None:
    """"responses" or "chat" for a model request, None for anything else."""
    if method != "POST":
        return None
    path = path.rstrip("/")
    if path.endswith("/responses"):
        return "responses"
    if path.endswith("/chat/completions"):
        return "chat"
    return None


def cassette_miss(method: str, path: str, folder: str | None) -> SimError:
    """The 404 for a request no cassette answers, saying how to record it."""
    return SimError(
        f"No cassette in {folder} matches {method} {path} (or all its recorded answers were used). "
        f"Record it: run again with LABKIT_BACKEND=record LABKIT_CASSETTES={folder}, or "
        f"`labkit serve --replay {folder} --upstream URL` to record misses.",
        status=404, code="cassette_miss",
    )


@dataclass(frozen=True)
class SentFrame:
    """One frame to send (with its blank line) and the index of the recorded frame it came from."""

    data: bytes
    index: int


def frame_fields(frame: str) -> tuple[str | None, Any]:
    """The `event:` name and the parsed `data:` of one SSE frame (None when absent or not JSON)."""
    event, data = None, None
    for line in frame.splitlines():
        if line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:"):
            try:
                data = json.loads(line[5:].strip())
            except ValueError:
                data = None
    return event, data


def is_delta(frame: str, api: str | None) -> bool:
    """Does this frame carry generated content (what a `stream_cut:N` counts)?"""
    event, data = frame_fields(frame)
    if api == "chat":
        return isinstance(data, dict) and chat.is_delta(data)
    return bool(event and event.endswith(".delta")) or (isinstance(data, dict) and responses.is_delta(data))


async def with_stream_faults(frames, drawn: list[faults.Fault], api: str | None) -> AsyncIterator[SentFrame]:
    """The frames to send, a drawn `stream_cut` / `stream_error` applied as the simulator applies it."""
    cut = next((fault for fault in drawn if fault.kind in faults.STREAM_FAULTS), None)
    deltas = 0
    index = 0
    async for frame in _aiter(frames):
        if cut and is_delta(frame, api) and deltas >= int(cut.arg or 0):
            if cut.kind == "stream_cut":
                raise StreamCut("labkit fault: stream cut")
            yield SentFrame(error_frame(frame, api), index)
            return
        deltas += is_delta(frame, api)
        yield SentFrame(frame.encode() + b"\n\n", index)
        index += 1


async def _aiter(frames):
    if hasattr(frames, "__aiter__"):
        async for frame in frames:
            yield frame
    else:
        for frame in frames:
            yield frame


def error_frame(frame: str, api: str | None) -> bytes:
    """The `error` event that replaces `frame` under a `stream_error` fault."""
    if api == "chat":
        return sse(None, SimError(SERVER_ERROR, status=500, type="server_error").body())
    _, data = frame_fields(frame)
    seq = data.get("sequence_number", 0) if isinstance(data, dict) else 0
    return sse(*responses.error_event(seq, SERVER_ERROR))


def apply_output_faults(payload: bytes, drawn: list[faults.Fault], api: str | None) -> bytes:
    """A JSON answer with `malformed_args` / `unknown_tool` applied to its first function call
    (as the simulator does). `schema_violation` needs the tool's schema, which only the simulator
    reads: in front of an upstream it is not applied."""
    kinds = {fault.kind for fault in drawn} & {"malformed_args", "unknown_tool"}
    if not kinds or api is None:
        return payload
    try:
        answer = json.loads(payload)
    except ValueError:
        return payload
    call = first_call(answer, api)
    if call is None:
        return payload
    if "malformed_args" in kinds:
        call["arguments"] = call["arguments"][:-2] or "{"
    if "unknown_tool" in kinds:
        call["name"] = "lookup_everything"
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":")).encode()


def first_call(answer: Any, api: str) -> dict[str, Any] | None:
    """The dict holding `name` and `arguments` of an answer's first function call, if any."""
    if not isinstance(answer, dict):
        return None
    if api == "chat":
        for choice in answer.get("choices") or []:
            for call in (choice.get("message") or {}).get("tool_calls") or []:
                if isinstance(call.get("function"), dict):
                    return call["function"]
        return None
    for item in answer.get("output") or []:
        if isinstance(item, dict) and item.get("type") == "function_call":
            return item
    return None
