"""Client-side instrumentation: one ledger row per HTTP attempt to a model endpoint.

`connect()` builds its `openai` clients on an `httpx2` transport wrapped by `MeteredTransport`
(sync) or `AsyncMeteredTransport` (async). Every `POST …/responses` and `POST …/chat/completions`
that passes through becomes a `kind="model"` row when its body has been read: the model, the HTTP
attempt (retries are rows too), status and error, usage read from the body or from the final stream
event, time to first token for streams, the server's `openai-processing-ms`, and how many tools
the request offered (`tools`; 0 is what a silently dropped `tools` argument looks like).

A Responses answer that carries hosted MCP items (calls the API made to an MCP server inside
that model call, or approval requests) adds one `kind="tool"` row per item (`record_hosted_calls`):
the client never ran those tools, but it sees what the API reports about them.

Because the measurement sits under the client, a hand-written loop and the Agents SDK are measured
the same way, on any backend. On the simulator, latencies come from its modelled timing headers
(`x-labkit-latency-ms`, `x-labkit-ttft-ms`), so they are the same on every run; live, they are
the wall-clock durations measured here.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import httpx2

from labkit.ledger import Ledger, Run
from labkit.reasons import record_reason

MODEL_PATHS = {"responses": "/responses", "chat": "/chat/completions"}
#: Stream events that carry the final usage (Responses API).
FINAL_EVENTS = ("response.completed", "response.failed", "response.incomplete")
_FINAL_EVENT_NAMES = {name.encode() for name in (*FINAL_EVENTS, "error")}


def api_of_request(request: httpx2.Request) -> str | None:
    """"responses" or "chat" for a model call, None for anything else (models, conversations…)."""
    if request.method != "POST":
        return None
    path = request.url.path.rstrip("/")
    for api, suffix in MODEL_PATHS.items():
        if path.endswith(suffix):
            return api
    return None


class Attempt:
    """One HTTP attempt being observed: what was asked, what came back, and when."""

    def __init__(self, run: Run, api: str, request: httpx2.Request, backend: str | None) -> None:
        self.run = run
        self.api = api
        self.backend = backend
        body = _json_or_empty(request.content)
        self.model = str(body.get("model") or "")
        self.streaming = body.get("stream") is True
        self.tools = tools_offered(body)
        self.attempt = int(request.headers.get("x-stainless-retry-count", "0") or 0) + 1
        self.step = run.next_step() if self.attempt == 1 else max(run.step, 1)
        self.started = time.perf_counter()
        self.first_byte: float | None = None
        self.first_delta: float | None = None
        self.status = 0
        self.headers: httpx2.Headers = httpx2.Headers()
        self.body = bytearray()
        self.events = SSEReader()
        self.recorded = False

    def on_response(self, response: httpx2.Response) -> None:
        """Note the status and headers when they arrive."""
        self.status = response.status_code
        self.headers = response.headers

    def on_chunk(self, chunk: bytes) -> None:
        """Note a piece of the body (streams are scanned as they go; JSON bodies are kept)."""
        if self.first_byte is None:
            self.first_byte = time.perf_counter()
        if self.streaming and self.status < 400:
            if self.first_delta is not None:
                self.events.hold(chunk)  # time to first token is known: scan the rest once, at the end
            elif self.events.feed(chunk):
                self.first_delta = time.perf_counter()
        else:
            self.body.extend(chunk)

    def read_error(self, body: bytes, response: httpx2.Response) -> httpx2.Response:
        """Record an error answer from its whole body and hand the client an equivalent response.

        The openai client closes an error it will retry without reading it, so the transport
        reads it: the row keeps the API's error code and message either way."""
        self.on_chunk(body)
        self.finish()
        return httpx2.Response(response.status_code, headers=response.headers, content=body,
                               extensions=response.extensions)

    def finish(self, error: BaseException | None = None) -> dict | None:
        """Record the row (once): tokens, status, error, timings."""
        if self.recorded:
            return None
        self.recorded = True
        wall_ms = (time.perf_counter() - self.started) * 1000.0
        usage, failure = self._outcome()
        if error is not None:
            failure = f"{type(error).__name__}: {error}"[:200] or type(error).__name__
        row = self.run.record(
            kind="model",
            api=self.api,
            model=self.model or None,
            backend=self.backend,
            step=self.step,
            attempt=self.attempt,
            status="error" if failure else "ok",
            error=failure,
            **usage,
            latency_ms=self._header_ms("x-labkit-latency-ms", wall_ms),
            ttft_ms=self._ttft_ms(),
            server_ms=self._header_ms("openai-processing-ms", float("nan")),
            wall_ms=wall_ms,
            detail="stream" if self.streaming else None,
            tools=self.tools,
        )
        record_hosted_calls(self.run, self._output_items(), row)
        self._advance_for_retry()
        return row

    # --- reading what came back -----------------------------------------------------------------
    def _outcome(self) -> tuple[dict[str, int], str | None]:
        self.events.flush()
        if self.status >= 400 or (self.status == 0):
            return {}, _error_text(self.status, bytes(self.body))
        if self.streaming:
            return self.events.usage(self.api), self.events.failure
        payload = _json_or_empty(bytes(self.body))
        return usage_fields(payload.get("usage"), self.api), None

    def _output_items(self) -> list[Any]:
        """The answer's output items (Responses API; empty for anything else or a failed call)."""
        if self.api != "responses" or not 200 <= self.status < 300:
            return []
        response = self.events.final if self.streaming else _json_or_empty(bytes(self.body))
        output = (response or {}).get("output")
        return output if isinstance(output, list) else []

    def _header_ms(self, name: str, default: float) -> float:
        value = self.headers.get(name)
        try:
            return float(value) if value is not None else default
        except ValueError:
            return default

    def _ttft_ms(self) -> float:
        if not self.streaming:
            return float("nan")
        if "x-labkit-ttft-ms" in self.headers:
            return self._header_ms("x-labkit-ttft-ms", float("nan"))
        first = self.first_delta or self.first_byte
        return (first - self.started) * 1000.0 if first else float("nan")

    def _advance_for_retry(self) -> None:
        """A failed attempt the client will retry waits `retry-after-ms` first: model that wait."""
        wait = self._header_ms("retry-after-ms", float("nan"))
        if self.status in (408, 409, 429) or self.status >= 500:
            if wait == wait and wait > 0:
                self.run.advance(wait)


class SSEReader:
    """Scans a server-sent-event byte stream and keeps only what a ledger row needs.

    Only the few events that matter are decoded as JSON (the final `response.*` event, error
    events, and chat chunks that carry usage); text deltas are recognised from their bytes, so
    metering a long stream stays cheap.
    """

    def __init__(self) -> None:
        self._buffer = b""
        self._held: list[bytes] = []
        self.final: dict[str, Any] | None = None
        self.chat_usage: dict[str, Any] | None = None
        self.failure: str | None = None

    def hold(self, chunk: bytes) -> None:
        """Keep bytes to scan later (`flush`): cheaper than scanning every chunk as it arrives."""
        self._held.append(chunk)

    def flush(self) -> None:
        """Scan every held chunk."""
        if self._held:
            held, self._held = b"".join(self._held), []
            self.feed(held)

    def feed(self, chunk: bytes) -> bool:
        """Add bytes; True if a complete event among them was a content delta."""
        self._buffer += chunk
        delta_seen = False
        while b"\n\n" in self._buffer:
            block, self._buffer = self._buffer.split(b"\n\n", 1)
            delta_seen = self._scan(block) or delta_seen
        return delta_seen

    def _scan(self, block: bytes) -> bool:
        if block.startswith(b"event:"):  # Responses: `event: TYPE` then `data: JSON`
            head, _, data = block.partition(b"\ndata:")
            event = head[6:].strip()
            if event.endswith(b".delta"):
                return True
            if event in _FINAL_EVENT_NAMES:
                self.keep_if_final(_json_or_empty(data))
            return False
        data = block[5:].strip() if block.startswith(b"data:") else b""
        if not data or data == b"[DONE]":
            return False
        if b'"usage":{' in data or b'"error"' in data:  # Chat: decode only usage or error chunks
            self.keep_if_final(_json_or_empty(data))
        has_text = b'"content":"' in data and b'"content":""' not in data
        return has_text or (b'"arguments":"' in data and b'"arguments":""' not in data)

    def keep_if_final(self, event: dict[str, Any]) -> None:
        """Remember usage-bearing and error events."""
        kind = event.get("type")
        if kind in FINAL_EVENTS:
            self.final = event.get("response") or {}
            if kind != "response.completed":
                self.failure = f"stream ended with {kind}"
        elif kind == "error" or "error" in event and "choices" not in event:
            detail = event.get("error") if isinstance(event.get("error"), dict) else event
            self.failure = f"stream error: {detail.get('code') or ''} {detail.get('message') or ''}".strip()[:200]
        elif event.get("usage"):
            self.chat_usage = event["usage"]

    def usage(self, api: str) -> dict[str, int]:
        """Token fields from the final event (zeros if the stream did not report usage)."""
        if api == "responses":
            if self.final is None and self.failure is None:
                self.failure = "stream ended without a final event"
            return usage_fields((self.final or {}).get("usage"), api)
        return usage_fields(self.chat_usage, api)


# --- hosted tools: calls the API made inside a model call ----------------------------------------


def record_hosted_calls(run: Run, output: list[Any], model_row: dict) -> None:
    """One tool row per hosted MCP item of a model call's output, in order, at the model row's
    step and start (the API made them inside that call, so the client measures no time of their
    own: `latency_ms` is NaN). `detail` starts `via mcp_hosted server LABEL; `.

    - `mcp_call`: "ok", or "error" with reason `tool_error` and the server's error;
    - `mcp_approval_request`: a pause, reason `awaiting_approval` (it did not run; the decision
      gets its own row from whoever decides: `labkit.sdk.approvals`, `labkit.mcp.hosted`);
    - `mcp_list_tools` with an `error`: reason `tool_error`, name "mcp_list_tools".
    """
    where = {"step": model_row["step"], "start_ms": model_row["start_ms"], "latency_ms": float("nan")}
    for item in output:
        if not isinstance(item, dict) or item.get("type") not in HOSTED_MCP_ITEMS:
            continue
        kind, label = item["type"], item.get("server_label")
        route = f"via mcp_hosted server {label}; "
        if kind == "mcp_call" and not item.get("error"):
            run.record(kind="tool", name=item.get("name"), status="ok", **where,
                       detail=f"{route}args {len(str(item.get('arguments') or ''))} chars")
        elif kind == "mcp_call":
            record_reason(run, "tool_error", kind="tool", name=str(item.get("name")), **where,
                          error=_hosted_error(item["error"]), detail=f"{route}the server's call failed")
        elif kind == "mcp_approval_request":
            record_reason(run, "awaiting_approval", kind="tool", name=str(item.get("name")), **where,
                          detail=f"{route}held until a human decides")
        elif item.get("error"):
            record_reason(run, "tool_error", kind="tool", name="mcp_list_tools", **where,
                          error=str(item["error"])[:200], detail=f"{route}the server could not be listed")


HOSTED_MCP_ITEMS = ("mcp_call", "mcp_approval_request", "mcp_list_tools")


def _hosted_error(error: Any) -> str:
    """A hosted call's `error` object as short text."""
    if not isinstance(error, dict):
        return str(error)[:200]
    if error.get("type") == "mcp_tool_execution_error":
        blocks = error.get("content") if isinstance(error.get("content"), list) else []
        texts = [str(block.get("text")) for block in blocks if isinstance(block, dict) and block.get("text")]
        return ("mcp_tool_execution_error: " + " ".join(texts))[:200]
    return f"{error.get('type')} {error.get('code', '')}: {error.get('message', '')}"[:200]


def usage_fields(usage: Any, api: str) -> dict[str, int]:
    """Ledger token columns from a Responses or Chat `usage` object (missing parts count 0)."""
    if not isinstance(usage, dict):
        return {}
    if api == "responses":
        input_tokens, output_tokens = usage.get("input_tokens"), usage.get("output_tokens")
        cached = (usage.get("input_tokens_details") or {}).get("cached_tokens")
        reasoning = (usage.get("output_tokens_details") or {}).get("reasoning_tokens")
    else:
        input_tokens, output_tokens = usage.get("prompt_tokens"), usage.get("completion_tokens")
        cached = (usage.get("prompt_tokens_details") or {}).get("cached_tokens")
        reasoning = (usage.get("completion_tokens_details") or {}).get("reasoning_tokens")
    return {
        "input_tokens": int(input_tokens or 0),
        "cached_tokens": int(cached or 0),
        "output_tokens": int(output_tokens or 0),
        "reasoning_tokens": int(reasoning or 0),
    }


def tools_offered(body: dict[str, Any]) -> int:
    """How many tools a model request offers the model: its `tools` list (function and hosted
    tools alike) plus a legacy Chat `functions` list. 0 for a request that carries none, which is
    what a silently dropped `tools` argument looks like on the wire."""
    return sum(len(value) for value in (body.get("tools"), body.get("functions")) if isinstance(value, list))


def _json_or_empty(data: bytes | str | None) -> dict[str, Any]:
    try:
        value = json.loads(data or b"{}")
    except (ValueError, UnicodeDecodeError):
        return {}
    return value if isinstance(value, dict) else {}


def _error_text(status: int, body: bytes) -> str:
    error = _json_or_empty(body).get("error")
    if isinstance(error, dict):
        code = error.get("code") or error.get("type") or ""
        return f"{status} {code}: {error.get('message') or ''}"[:200]
    return f"HTTP {status}" if status else "no response"


# --- the transports -------------------------------------------------------------------------------


class _ObservedStream(httpx2.SyncByteStream):
    def __init__(self, inner: httpx2.SyncByteStream, attempt: Attempt) -> None:
        self._inner = inner
        self._attempt = attempt

    def __iter__(self) -> Iterator[bytes]:
        try:
            for chunk in self._inner:
                self._attempt.on_chunk(chunk)
                yield chunk
        except BaseException as error:
            self._attempt.finish(error)
            raise

    def close(self) -> None:
        try:
            self._inner.close()
        finally:
            self._attempt.finish()


class _AsyncObservedStream(httpx2.AsyncByteStream):
    def __init__(self, inner: httpx2.AsyncByteStream, attempt: Attempt) -> None:
        self._inner = inner
        self._attempt = attempt

    async def __aiter__(self) -> AsyncIterator[bytes]:
        try:
            async for chunk in self._inner:
                self._attempt.on_chunk(chunk)
                yield chunk
        except BaseException as error:
            self._attempt.finish(error)
            raise

    async def aclose(self) -> None:
        try:
            await self._inner.aclose()
        finally:
            self._attempt.finish()


_ssl_context: Any = None
_ssl_lock = threading.Lock()


def shared_ssl_context() -> Any:
    """The TLS settings every metered transport of this process uses: the same ones `httpx2` would
    make (`create_ssl_context()`: the system's trust store, `SSL_CERT_FILE` / `SSL_CERT_DIR`
    honoured), made ONCE. Loading the trust store takes tens of milliseconds, and a sweep makes
    two clients per run — most of a simulated run's time went there."""
    global _ssl_context
    with _ssl_lock:
        if _ssl_context is None:
            _ssl_context = httpx2.create_ssl_context()
        return _ssl_context


class MeteredTransport(httpx2.BaseTransport):
    """A sync transport that records each model-call attempt into a ledger."""

    def __init__(self, ledger: Ledger, *, backend: str | None = None, inner: httpx2.BaseTransport | None = None,
                 on_response: Callable[[httpx2.Response], None] | None = None):
        self.ledger = ledger
        self.backend = backend
        self.inner = inner or httpx2.HTTPTransport(verify=shared_ssl_context())
        self.on_response = on_response

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        api = api_of_request(request)
        if api is None:
            return self.inner.handle_request(request)
        attempt = Attempt(self.ledger.current_run(), api, request, self.backend)
        try:
            response = self.inner.handle_request(request)
        except BaseException as error:
            attempt.finish(error)
            raise
        attempt.on_response(response)
        if self.on_response is not None:  # e.g. a sweep's rate limiter reading the headers
            self.on_response(response)
        if response.status_code >= 400:  # read error bodies here: a client that retries never does
            return attempt.read_error(response.read(), response)
        response.stream = _ObservedStream(response.stream, attempt)
        return response

    def close(self) -> None:
        self.inner.close()


class AsyncMeteredTransport(httpx2.AsyncBaseTransport):
    """An async transport that records each model-call attempt into a ledger."""

    def __init__(
        self, ledger: Ledger, *, backend: str | None = None, inner: httpx2.AsyncBaseTransport | None = None,
        on_response: Callable[[httpx2.Response], None] | None = None,
    ):
        self.ledger = ledger
        self.backend = backend
        self.inner = inner or httpx2.AsyncHTTPTransport(verify=shared_ssl_context())
        self.on_response = on_response

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        api = api_of_request(request)
        if api is None:
            return await self.inner.handle_async_request(request)
        attempt = Attempt(self.ledger.current_run(), api, request, self.backend)
        try:
            response = await self.inner.handle_async_request(request)
        except BaseException as error:
            attempt.finish(error)
            raise
        attempt.on_response(response)
        if self.on_response is not None:  # e.g. a sweep's rate limiter reading the headers
            self.on_response(response)
        if response.status_code >= 400:  # read error bodies here: a client that retries never does
            return attempt.read_error(await response.aread(), response)
        response.stream = _AsyncObservedStream(response.stream, attempt)
        return response

    async def aclose(self) -> None:
        await self.inner.aclose()


def metered_clients(base_url: str, api_key: str, ledger: Ledger, *, backend: str | None = None,
                    on_response: Callable[[httpx2.Response], None] | None = None, **options: Any):
    """A pair of real `OpenAI` / `AsyncOpenAI` clients whose model calls land in `ledger`.

    `on_response(response)` is called with every model-call HTTP response (each attempt, before
    its body is read), e.g. to read rate-limit headers."""
    from openai import AsyncOpenAI, DefaultAsyncHttpxClient, DefaultHttpxClient, OpenAI

    sync_http = DefaultHttpxClient(transport=MeteredTransport(ledger, backend=backend, on_response=on_response))
    async_http = DefaultAsyncHttpxClient(transport=AsyncMeteredTransport(ledger, backend=backend,
                                                                         on_response=on_response))
    client = OpenAI(api_key=api_key, base_url=base_url, http_client=sync_http, **options)
    async_client = AsyncOpenAI(api_key=api_key, base_url=base_url, http_client=async_http, **options)
    return client, async_client
