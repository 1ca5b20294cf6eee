"""The simulator's HTTP face: a Starlette app that speaks the OpenAI API.

One request goes: check the key → read the body within its limits (`labkit.sim.limits`) →
draw faults → on the model worker (`labkit.sim.worker`, off the event loop, one request at a
time): check the model and the strict schemas → parse the body into a `Conversation` → ask the
policy for a `Decision` → count tokens and model the latency → build the API's object (or its
stream of events) → remember it. Back on the loop, the answer is paced and sent. Every error is
the API's JSON error body with a 4xx status; nothing a client sends can produce a 5xx.

The same Responses turns are served over a WebSocket at `/v1/responses` (`labkit.sim.websocket`:
one connection, many `response.create` frames, the stream's events as text frames). With
`rtt_ms` set, every model answer also costs the network round trips its transport makes
(`labkit.sim.timing.network_ms`): reported in `x-labkit-network-ms` and included in the
modelled latency.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route, WebSocketRoute

from labkit.sim import chat, faults, hosted_mcp, limits, profiles, responses, strict, timing, tokens, websearch, worker
from labkit.sim import websocket as responses_socket
from labkit.sim.guard import ConnectionLog
from labkit.sim.limits import JSON_PARSE_ERROR, Limits
from labkit.sim.mcp_client import HostedMcpClient
from labkit.sim.policy import GeneralPolicy, Policy, ScriptExhausted
from labkit.sim.state import Conversation as StoredConversation
from labkit.sim.state import Ids, Store, StoredResponse, weight
from labkit.sim.types import Conversation, Decision, HostedSearch, PlannedCall, SimError, Usage

log = logging.getLogger("labkit.sim")

MISSING_KEY = (
    "You didn't provide an API key. You need to provide your API key in an Authorization header using "
    "Bearer auth (i.e. Authorization: Bearer YOUR_KEY)."
)
SERVER_ERROR = "The server had an error while processing your request. Sorry about that!"
#: Modelled time the API takes to refuse a request (errors are quick but not free).
ERROR_MS = 25
RATE_LIMIT_HEADERS = {
    "x-ratelimit-limit-requests": "10000",
    "x-ratelimit-limit-tokens": "30000000",
}
#: Bodies up to this size never wait for body room (a probe or a normal call is never held back).
SMALL_BODY_BYTES = 64 * 1024
#: Not a status a server sends: what the request log says when the client left mid-request.
CLIENT_LEFT = 499
CLOSE = {"connection": "close"}
#: The share of a request's time budget (`decide_timeout_s`) its hosted MCP operations may use.
HOSTED_SHARE = 0.8


class StreamCut(Exception):
    """Raised inside a stream to drop the connection on purpose (the `stream_cut` fault)."""


class _QuietStreamCut(logging.Filter):
    """Keeps uvicorn from printing a traceback for a connection we dropped on purpose."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.exc_info and isinstance(record.exc_info[1], StreamCut))


logging.getLogger("uvicorn.error").addFilter(_QuietStreamCut())


@dataclass
class SimSettings:
    """How a simulator behaves. Every option is a keyword with a safe default."""

    seed: int = 0
    time_scale: float = 0.0
    faults: str | None = None
    policy: Policy = field(default_factory=GeneralPolicy)
    require_key: str | None = None
    limits: Limits = field(default_factory=Limits)
    rtt_ms: float = 0.0  # modelled network round trip between the client and the API (0 = none)

    def __post_init__(self) -> None:
        if not self.rtt_ms >= 0:
            raise ValueError(f"rtt_ms must be >= 0 (the modelled network round trip in ms), got {self.rtt_ms!r}")


@dataclass
class Exchange:
    """What one model request produced, before it is written to the wire."""

    api: str
    body: dict[str, Any]
    conv: Conversation
    decision: Decision
    usage: Usage
    latency: timing.Latency
    profile: profiles.ModelProfile
    created: int
    search: HostedSearch | None = None
    stream_faults: list[faults.Fault] = field(default_factory=list)
    truncated: bool = False  # the answer was cut at `max_output_tokens` / `max_tokens`


@dataclass
class Answer:
    """A model request's answer, made on the worker: the JSON body, or the stream's frames."""

    exchange: Exchange
    drawn: list[faults.Fault]
    payload: bytes | None = None
    frames: list[Frame] | None = None
    events: list[tuple[str, dict[str, Any]]] | None = None  # a Responses stream's events (for WebSockets)


@dataclass
class Held:
    """A model request held back by a `hang` fault: the loop sleeps, then the worker answers it."""

    body: dict[str, Any]
    drawn: list[faults.Fault]


Handler = Callable[[Request], Awaitable[Response]]


class Simulator:
    """The server's state and handlers; `app` is the Starlette application."""

    def __init__(self, settings: SimSettings | None = None) -> None:
        self.settings = settings or SimSettings()
        self.limits = self.settings.limits
        self.ids = Ids(self.settings.seed)
        self.clock = timing.VirtualClock()
        self.cache = tokens.PromptCache()
        self.store = Store(max_bytes=self.limits.stored_bytes, max_count=self.limits.stored_count)
        self.plan = faults.FaultPlan(self.settings.faults, max_headers=self.limits.fault_headers)
        self.pacer = timing.Pacer(self.settings.time_scale)
        self.worker = worker.ModelWorker("labkit-sim-model", self.limits.decide_timeout_s)
        self.mcp_client = HostedMcpClient(self.limits.mcp_timeout_s)
        self.body_room = BodyRoom(max(self.limits.inflight_body_bytes, self.limits.max_body_bytes))
        self.requests: list[dict[str, Any]] = []
        self.connections = ConnectionLog()
        tokens.encoding()  # load the vocabulary once per process (cached), not once per server
        self.app = self._build_app()

    def close(self) -> None:
        """Let the model worker's thread end (the server calls this when it stops)."""
        self.worker.close()

    # --- wiring ------------------------------------------------------------------------------
    def _build_app(self) -> Starlette:
        keyed = self._with_key_check
        routes = [
            Route("/v1/responses", keyed(self.create_response), methods=["POST"]),
            WebSocketRoute("/v1/responses", self.responses_socket),
            Route("/v1/responses/{response_id}", keyed(self.get_response), methods=["GET"]),
            Route("/v1/chat/completions", keyed(self.create_chat), methods=["POST"]),
            Route("/v1/models", keyed(self.list_models), methods=["GET"]),
            Route("/v1/models/{model:path}", keyed(self.get_model), methods=["GET"]),
            Route("/v1/conversations", keyed(self.create_conversation), methods=["POST"]),
            Route("/v1/conversations/{conversation_id}", keyed(self.conversation), methods=["GET", "POST", "DELETE"]),
            Route("/v1/conversations/{conversation_id}/items", keyed(self.conversation_items), methods=["GET", "POST"]),
            Route(
                "/v1/conversations/{conversation_id}/items/{item_id}",
                keyed(self.conversation_item),
                methods=["GET", "DELETE"],
            ),
            Route("/v1/traces/ingest", keyed(self.ingest_traces), methods=["POST"]),
            Route("/v1/labkit/traces", keyed(self.list_traces), methods=["GET"]),
        ]
        handlers = {
            SimError: self._sim_error,
            HTTPException: self._http_error,
            ClientDisconnect: self._client_left,
            Exception: self._server_error,
        }
        return Starlette(routes=routes, exception_handlers=handlers)

    def _with_key_check(self, handler: Handler) -> Handler:
        """`handler`, after the API-key check: every endpoint checks the key when one is required."""

        async def checked(request: Request) -> Response:
            request.state.network_ms = self.network_ms(peer_of(request))
            try:
                self._check_key(request)
            except SimError as error:
                declared = request.headers.get("content-length", "0")
                if not declared.isdigit() or int(declared) > 0 or "transfer-encoding" in request.headers:
                    raise with_close(error) from None  # its body is never read: the connection cannot carry another request
                raise
            async with self.body_room.reserve(self._body_weight(request)):
                return await handler(request)

        checked.__name__ = checked.__qualname__ = handler.__name__
        checked.__doc__ = handler.__doc__
        return checked

    def _body_weight(self, request: Request) -> int:
        """Bytes of body room a request takes while it is read and worked on (see `BodyRoom`):
        its declared size, the whole limit when it declares none, 0 for a small or refused one."""
        declared = request.headers.get("content-length", "")
        if declared.isdigit():
            size = int(declared)
            return size if SMALL_BODY_BYTES < size <= self.limits.max_body_bytes else 0
        chunked = "chunked" in request.headers.get("transfer-encoding", "").lower()
        return self.limits.max_body_bytes if chunked else 0

    def _headers(self, processing_ms: int = 0) -> dict[str, str]:
        request_id = "req_" + self.ids.new("req").split("_", 1)[1]
        return {"x-request-id": request_id, "openai-processing-ms": str(processing_ms), "openai-version": "2020-10-01"}

    def _model_headers(self, exchange: Exchange, processing_ms: int, network_ms: int = 0) -> dict[str, str]:
        """Headers of a model answer: the API's, plus the modelled timings (labkit extensions,
        so client-side instrumentation can log deterministic latencies in sim mode). With a
        modelled network (`rtt_ms`), its share is in both timings and in `x-labkit-network-ms`."""
        headers = {
            **self._headers(processing_ms),
            "x-labkit-latency-ms": str(exchange.latency.total_ms + network_ms),
            "x-labkit-ttft-ms": str(exchange.latency.ttft_ms + network_ms),
        }
        if self.settings.rtt_ms > 0:
            headers["x-labkit-network-ms"] = str(network_ms)
        return headers

    def network_ms(self, peer: tuple[str, int] | None, *, upgrade: bool = False) -> int:
        """The modelled network time of a request from `peer` (0 without `rtt_ms`): one round trip,
        plus the handshakes when it is the first request on its connection."""
        if self.settings.rtt_ms <= 0:
            return 0
        new = self.connections.first_request(peer)
        return timing.network_ms(self.settings.rtt_ms, new_connection=new, upgrade=upgrade and new)

    async def _sim_error(self, request: Request, error: Exception) -> Response:
        assert isinstance(error, SimError)
        latency = ERROR_MS + getattr(request.state, "network_ms", 0)
        headers = {**self._headers(ERROR_MS), "x-labkit-latency-ms": str(latency), **error.headers}
        self._log(request, error.status, error.code)
        return JSONResponse(error.body(), status_code=error.status, headers=headers)

    async def _http_error(self, request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        if error.status_code == 405:
            message = f"Invalid method for URL ({request.method} {request.url.path})"
        else:
            message = f"Invalid URL ({request.method} {request.url.path})"
        body = SimError(message, status=error.status_code).body()
        self._log(request, error.status_code, None)
        return JSONResponse(body, status_code=error.status_code, headers=self._headers())

    async def _client_left(self, request: Request, error: Exception) -> Response:
        """The client closed the connection before its body arrived: nobody is there to answer."""
        self._log(request, CLIENT_LEFT, "client disconnected")
        return Response(status_code=400, headers=CLOSE)

    async def _server_error(self, request: Request, error: Exception) -> Response:
        if isinstance(error, StreamCut):  # a `stream_cut` fault, on purpose: the body has started, nothing to send
            return Response(status_code=500)
        log.exception("labkit.sim bug while handling %s %s", request.method, request.url.path)
        body = SimError(SERVER_ERROR, status=500, type="server_error").body()
        return JSONResponse(body, status_code=500, headers=self._headers())

    def _log(self, request: Request, status: int, note: str | None, why: list[str] | None = None,
             tools: int | None = None) -> None:
        self.log_entry(request.method, request.url.path, status, note, why, tools)

    def log_entry(self, method: str, path: str, status: int, note: str | None, why: list[str] | None = None,
                  tools: int | None = None) -> None:
        """Add one entry to the request log (`SimServer.requests`); a WebSocket turn's method is "WS"."""
        entry: dict[str, Any] = {"method": method, "path": path, "status": status, "note": note}
        if tools is not None:
            entry["tools"] = tools  # how many tools the model request offered (0: none reached the model)
        if why is not None:
            entry["why"] = list(why)  # the model's rationale: kept here, never sent to the client
        self.requests.append(entry)
        if len(self.requests) > self.limits.logged_requests:  # drop the oldest tenth, not one per request
            del self.requests[: max(1, self.limits.logged_requests // 10)]

    # --- request plumbing --------------------------------------------------------------------
    async def _read_body(self, request: Request) -> bytes:
        """The request body, within `max_body_bytes` (413) and `body_timeout_s` (408)."""
        limit = self.limits.max_body_bytes
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            raise with_close(limits.too_large(limit, int(declared)))
        chunks: list[bytes] = []
        received = 0

        async def receive_all() -> None:
            nonlocal received
            async for chunk in request.stream():
                received += len(chunk)
                if received > limit:
                    raise with_close(limits.too_large(limit))
                chunks.append(chunk)

        try:
            await asyncio.wait_for(receive_all(), self.limits.body_timeout_s)
        except TimeoutError:
            raise with_close(SimError(
                f"The request body did not arrive within {self.limits.body_timeout_s:g} s (body_timeout_s).",
                status=408,
                code="request_timeout",
            )) from None
        return b"".join(chunks)

    def _json(self, raw: bytes, *, empty: Any = None) -> dict[str, Any]:
        """The body as a JSON object, read through `labkit.sim.limits` (an empty body is `empty`
        when given, else the API's parse error). Runs on the worker, inside the job that uses
        the body, so a large body's parsed tree lives only while its request is handled."""
        if not raw and empty is not None:
            return empty
        body = limits.parse_json(raw, self.limits)
        if not isinstance(body, dict):
            raise SimError(JSON_PARSE_ERROR if body is None else "The request body must be a JSON object.")
        return body

    def _check_key(self, request: Request) -> None:
        expected = self.settings.require_key
        if expected is None:
            return
        header = request.headers.get("authorization", "")
        if not header.lower().startswith("bearer ") or not header[7:].strip():
            raise SimError(MISSING_KEY, status=401)
        given = header[7:].strip()
        if not hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode("utf-8", "replace")):
            shown = f"{given[:3]}{'*' * 10}{given[-4:]}" if len(given) > 8 else "****"
            raise SimError(
                f"Incorrect API key provided: {shown}. You can find your API key at "
                "https://platform.openai.com/account/api-keys.",
                status=401,
                code="invalid_api_key",
            )

    def _draw_faults(self, api: str, header: str | None) -> list[faults.Fault]:
        faults.validate_header(header)
        return self.plan.draw(api, header)

    async def _apply_request_faults(self, drawn: list[faults.Fault]) -> None:
        """A `hang` sleeps (on the loop); the other request faults raise their error."""
        for fault in drawn:
            if fault.kind == "hang":
                await asyncio.sleep(fault.arg if fault.arg is not None else 30.0)
            raise_request_fault(fault)

    def _profile(self, body: dict[str, Any]) -> profiles.ModelProfile:
        model = body.get("model")
        if model is None:
            raise SimError("Missing required parameter: 'model'.", param="model", code="missing_required_parameter")
        if not isinstance(model, str):
            raise responses.invalid_type("model", "a string", model)
        profile = profiles.resolve(model)
        if profile is None:
            raise SimError(
                f"The model `{model}` does not exist or you do not have access to it.",
                status=404,
                code="model_not_found",
            )
        return profile

    def _decide(self, conv: Conversation) -> Decision:
        profile = profiles.resolve(conv.model)
        if profile is not None and profile.reasoning and conv.temperature is not None and conv.temperature != 1:
            raise SimError(
                f"Unsupported value: 'temperature' does not support {conv.temperature} with this model. "
                "Only the default (1) value is supported.",
                param="temperature",
                code="unsupported_value",
            )
        if conv.seed is None:
            conv.seed = self.settings.seed  # the sampling seed when the request sends none
        try:
            return self.settings.policy.decide(conv)
        except ScriptExhausted as error:
            raise SimError(str(error), code="script_exhausted") from None

    def _exchange(self, api: str, body: dict[str, Any], conv: Conversation, profile, drawn,
                  hosted: hosted_mcp.HostedTurn | None = None) -> Exchange:
        """Decide (or take the hosted MCP part's final decision), then count tokens and model the
        latency: of this one pass, plus every earlier pass the hosted part made."""
        decision = self._decide(conv) if hosted is None else hosted.final
        worker.raise_if_abandoned()  # over its time budget: answered already, so touch nothing
        decision = apply_output_faults(decision, conv, drawn)
        search = websearch.answer(decision.web_search) if decision.web_search else None
        effort = reasoning_effort(body, api)
        before = Usage(0, 0)
        before_ms = 0
        for earlier_conv, earlier_decision in hosted.earlier if hosted else []:
            usage, latency = self._pass_cost(profile, earlier_conv, tokens.output_tokens(earlier_decision), effort)
            before = Usage(before.input_tokens + usage.input_tokens, before.output_tokens + usage.output_tokens,
                           before.cached_tokens + usage.cached_tokens, before.reasoning_tokens + usage.reasoning_tokens)
            before_ms += latency.total_ms
        prompt = tokens.prompt_tokens(conv)
        cached = self.cache.lookup_and_store(profile.name, prompt)
        output = tokens.output_tokens(decision) + (tokens.count(search.text) if search else 0)
        if hosted is not None:
            output += tokens.output_tokens(Decision(calls=hosted.asked))
        reasoning = timing.reasoning_tokens(profile, input_tokens=len(prompt), output_tokens=output, effort=effort)
        decision, truncated = cap_output(decision, conv.max_output_tokens, reasoning)
        if truncated:
            reasoning = min(reasoning, conv.max_output_tokens or 0)
            output = tokens.output_tokens(decision)
        usage = Usage(before.input_tokens + len(prompt), before.output_tokens + output + reasoning,
                      before.cached_tokens + cached, before.reasoning_tokens + reasoning)
        latency = timing.latency(
            profile, input_tokens=len(prompt), cached_tokens=cached, output_tokens=output, reasoning_tokens=reasoning
        )
        latency = timing.Latency(latency.ttft_ms + before_ms, latency.total_ms + before_ms)
        created = self.clock.now_s()
        self.clock.advance(latency.total_ms)
        stream_faults = [fault for fault in drawn if fault.kind in faults.STREAM_FAULTS]
        return Exchange(api, body, conv, decision, usage, latency, profile, created, search, stream_faults, truncated)

    def _pass_cost(self, profile, conv: Conversation, output: int, effort: str | None) -> tuple[Usage, timing.Latency]:
        """Tokens and modelled latency of one model pass that produced `output` tokens."""
        prompt = tokens.prompt_tokens(conv)
        cached = self.cache.lookup_and_store(profile.name, prompt)
        reasoning = timing.reasoning_tokens(profile, input_tokens=len(prompt), output_tokens=output, effort=effort)
        latency = timing.latency(profile, input_tokens=len(prompt), cached_tokens=cached, output_tokens=output,
                                 reasoning_tokens=reasoning)
        return Usage(len(prompt), output + reasoning, cached, reasoning), latency

    async def _model_call(self, request: Request, api: str) -> Response:
        """A model request: the body is read here, answered on the worker, sent from here (paced
        SSE frames, or the JSON body after the modelled latency)."""
        network_ms = request.state.network_ms
        raw = await self._read_body(request)
        answer = await self.answer(api, self._model_turn, raw, request.headers.get("x-labkit-fault"))
        exchange = answer.exchange
        self._log(request, 200, ",".join(fault.kind for fault in answer.drawn) or None, answer.exchange.decision.rationale,
                  tools_offered(exchange.body))
        await self.pacer.wait(network_ms)
        if answer.frames is not None:
            trailer = b"data: [DONE]\n\n" if api == "chat" else b""
            return self._sse(self._paced(answer.frames, exchange, trailer), exchange, network_ms)
        await self.pacer.wait(exchange.latency.total_ms)
        headers = self._model_headers(exchange, exchange.latency.total_ms, network_ms)
        return Response(answer.payload, media_type="application/json", headers=headers)

    async def answer(self, api: str, turn: Callable[..., Answer | Held], *args: Any) -> Answer:
        """Run `turn(api, *args)` on the worker; a `hang` it hands back sleeps here, on the loop,
        before the worker answers. Raises the `SimError` of a refused request."""
        answer = await self.worker.run(turn, api, *args)
        if isinstance(answer, Held):
            await self._apply_request_faults(answer.drawn)
            answer = await self.worker.run(self._answer_for, api, answer.body, answer.drawn)
        return answer

    def _model_turn(self, api: str, raw: bytes, fault_header: str | None) -> Answer | Held:
        """On the worker: read the body, then `model_turn`."""
        return self.model_turn(api, self._json(raw), fault_header)

    def model_turn(self, api: str, body: dict[str, Any], fault_header: str | None) -> Answer | Held:
        """On the worker: draw this request's faults, answer (a `hang` is handed back to the loop
        to sleep first; the other request faults raise their error here)."""
        drawn = self._draw_faults(api, fault_header)
        if any(fault.kind == "hang" for fault in drawn):
            return Held(body, drawn)
        for fault in drawn:
            raise_request_fault(fault)
        return self._answer_for(api, body, drawn)

    def _answer_for(self, api: str, body: dict[str, Any], drawn: list[faults.Fault]) -> Answer:
        return self._responses_answer(body, drawn) if api == "responses" else self._chat_answer(body, drawn)

    # --- Responses -----------------------------------------------------------------------------
    async def create_response(self, request: Request) -> Response:
        """`POST /v1/responses`, JSON or SSE."""
        return await self._model_call(request, "responses")

    def _responses_answer(self, body: dict[str, Any], drawn: list[faults.Fault]) -> Answer:
        """The Responses API's answer to one request (runs on the model worker)."""
        profile = self._profile(body)
        strict.check_request_schemas(body, "responses")
        history = self._history(body)
        conv = responses.parse_request(body, history)
        hosted = self._hosted_mcp(body, conv, history)
        exchange = self._exchange("responses", body, hosted.conv if hosted else conv, profile, drawn, hosted)
        summary = reasoning_summary(exchange) if wants_summary(body) else None
        hosted_items = hosted_mcp.output_items(hosted.events, self.ids.new) if hosted else None
        response = responses.build_response(
            conv,
            exchange.decision,
            exchange.usage,
            body=body,
            new_id=self.ids.new,
            created=exchange.created,
            search=exchange.search,
            reasoning_summary=summary,
            status="incomplete" if exchange.truncated else "completed",
            hosted_items=hosted_items,
        )
        self._remember(body, history, response)
        if body.get("stream") is True:
            events = responses.stream_events(response, split=tokens.split_for_stream)
            return Answer(exchange, drawn, frames=responses_frames(events), events=events)
        return Answer(exchange, drawn, payload=limits.json_bytes(response))

    def _hosted_mcp(self, body: dict[str, Any], conv: Conversation,
                    history: list[dict[str, Any]]) -> hosted_mcp.HostedTurn | None:
        """The hosted MCP part of a response (`labkit.sim.hosted_mcp`): None when the request has
        no `mcp` tool and answers no approval request. Its MCP operations run here, on the worker,
        within `mcp_timeout_s` each and within most of the request's time budget together."""
        servers = hosted_mcp.servers_of(body)
        new_items = normalize_input(body.get("input"))
        if not servers and not hosted_mcp.asks_for_approval(new_items):
            return None
        deadline = time.monotonic() + self.limits.decide_timeout_s * HOSTED_SHARE
        return hosted_mcp.answer(conv, servers, history=history, new_items=new_items, decide=self._decide,
                                 client=self.mcp_client, deadline=deadline)

    def _history(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        previous = body.get("previous_response_id")
        conversation = body.get("conversation")
        if previous is not None and conversation is not None:
            raise SimError(
                "Mutually exclusive parameters: Ensure you are only providing one of: "
                "'previous_response_id' or 'conversation'.",
                code="mutually_exclusive_parameters",
            )
        if previous is not None:
            stored = self.store.get_response(previous) if isinstance(previous, str) else None
            if stored is None:
                raise SimError(
                    f"Previous response with id '{previous}' not found.",
                    param="previous_response_id",
                    code="previous_response_not_found",
                )
            return stored.history()
        if conversation is not None:
            return self._conversation_for(conversation).items
        return []

    def _conversation_for(self, value: Any) -> StoredConversation:
        conversation_id = value.get("id") if isinstance(value, dict) else value
        found = self.store.get_conversation(conversation_id) if isinstance(conversation_id, str) else None
        if found is None:
            raise SimError(
                f"Conversation with id '{conversation_id}' not found.", status=404, param="conversation", code=None
            )
        return found

    def _remember(self, body: dict[str, Any], history: list[dict[str, Any]], response: dict[str, Any]) -> None:
        input_items = normalize_input(body.get("input"))
        conversation = None
        if body.get("conversation") is not None:
            conversation = self._conversation_for(body["conversation"])
            new_items = [self._with_id(item) for item in input_items] + list(response.get("output", []))
            self._grow(conversation, new_items)
            response["conversation"] = {"id": conversation.id}
        if body.get("store", True) is not False:
            stored = StoredResponse.of(response, [*history, *input_items])
            if stored.size > self.store.max_bytes:
                raise too_long_to_store(stored.size, self.store.max_bytes, "response")
            self.store.put_response(stored)

    def _grow(self, conversation: StoredConversation, items: list[dict[str, Any]]) -> None:
        """Append items to a stored conversation, within the store's byte cap (else a 400)."""
        encoded = conversation.encode(items)
        size = conversation.size + weight(encoded)
        if size > self.store.max_bytes:
            raise too_long_to_store(size, self.store.max_bytes, "conversation")
        conversation.add(encoded)
        self.store.put_conversation(conversation)  # re-weighed; older conversations may be dropped

    def _with_id(self, item: dict[str, Any]) -> dict[str, Any]:
        if "id" in item:
            return item
        kind = item.get("type", "message")
        prefix = {"message": "msg", "function_call_output": "fco", "function_call": "fc"}.get(kind, "item")
        item = {**item, "id": self.ids.new(prefix)}
        if kind == "message":
            item.setdefault("type", "message")
            item.setdefault("status", "completed")
            if isinstance(item.get("content"), str):
                part = "output_text" if item.get("role") == "assistant" else "input_text"
                item["content"] = [{"type": part, "text": item["content"]}]
        return item

    def _sse(self, stream: AsyncIterator[bytes], exchange: Exchange, network_ms: int = 0) -> StreamingResponse:
        headers = {**self._model_headers(exchange, exchange.latency.ttft_ms, network_ms), "cache-control": "no-cache"}
        return StreamingResponse(stream, media_type="text/event-stream; charset=utf-8", headers=headers)

    async def get_response(self, request: Request) -> Response:
        """`GET /v1/responses/{id}`."""
        response_id = request.path_params["response_id"]
        stored = self.store.get_response(response_id)
        if stored is None:
            raise SimError(f"Response with id '{response_id}' not found.", status=404, param="response_id")
        return Response(stored.response_json, media_type="application/json", headers=self._headers())

    async def responses_socket(self, websocket) -> None:
        """`/v1/responses` over a WebSocket: many `response.create` turns on one connection
        (`labkit.sim.websocket`)."""
        await responses_socket.serve(self, websocket)

    # --- Chat Completions ------------------------------------------------------------------------
    async def create_chat(self, request: Request) -> Response:
        """`POST /v1/chat/completions`, JSON or SSE."""
        return await self._model_call(request, "chat")

    def _chat_answer(self, body: dict[str, Any], drawn: list[faults.Fault]) -> Answer:
        """The Chat Completions API's answer to one request (runs on the model worker)."""
        profile = self._profile(body)
        strict.check_request_schemas(body, "chat")
        conv = chat.parse_request(body)
        exchange = self._exchange("chat", body, conv, profile, drawn)
        completion = chat.build_completion(
            conv,
            exchange.decision,
            exchange.usage,
            body=body,
            new_id=self.ids.new,
            created=exchange.created,
            legacy_functions=chat.uses_legacy_functions(body),
            finish_reason="length" if exchange.truncated else None,
        )
        if body.get("stream") is True:
            options = body.get("stream_options")
            include_usage = isinstance(options, dict) and options.get("include_usage") is True
            chunks = chat.stream_chunks(completion, split=tokens.split_for_stream, include_usage=include_usage)
            return Answer(exchange, drawn, frames=chat_frames(chunks))
        return Answer(exchange, drawn, payload=limits.json_bytes(completion))

    async def _paced(self, frames: list[Frame], exchange: Exchange, trailer: bytes = b"") -> AsyncIterator[bytes]:
        """Stream frames at the modelled pace, applying a stream fault when one was drawn:
        `stream_cut` drops the connection, `stream_error` sends the frame's error instead."""
        cut = first_stream_fault(exchange.stream_faults)
        deltas = 0
        gap = timing.delta_gap_ms(exchange.profile)
        await self.pacer.wait(exchange.latency.ttft_ms)
        for frame in frames:
            if cut and frame.is_delta and deltas >= cut_after(cut):
                if cut.kind == "stream_cut":
                    raise StreamCut("labkit fault: stream cut")
                yield frame.error()
                return
            if frame.is_delta:
                deltas += 1
                await self.pacer.wait(gap)
            yield frame.data
        if trailer:
            yield trailer

    # --- Models ----------------------------------------------------------------------------------
    async def list_models(self, request: Request) -> Response:
        """`GET /v1/models`: every model the simulator has a profile for."""
        data = [model_object(profile) for profile in profiles.all_profiles()]
        return JSONResponse({"object": "list", "data": data}, headers=self._headers())

    async def get_model(self, request: Request) -> Response:
        """`GET /v1/models/{model}`."""
        name = request.path_params["model"]
        profile = profiles.resolve(name)
        if profile is None:
            raise SimError(
                f"The model '{name}' does not exist", status=404, param="model", code="model_not_found"
            )
        return JSONResponse({**model_object(profile), "id": name}, headers=self._headers())

    # --- Conversations ---------------------------------------------------------------------------
    async def create_conversation(self, request: Request) -> Response:
        """`POST /v1/conversations` with optional `items` and `metadata`."""
        raw = await self._read_body(request)
        public = await self.worker.run(self._new_conversation, raw)
        return JSONResponse(public, headers=self._headers())

    def _new_conversation(self, raw: bytes) -> dict[str, Any]:
        body = self._json(raw, empty={})
        items = body.get("items") or []
        metadata = body.get("metadata") or {}
        if not isinstance(items, list):
            raise responses.invalid_type("items", "an array", items)
        if not isinstance(metadata, dict):
            raise responses.invalid_type("metadata", "an object", metadata)
        conversation = StoredConversation(self.ids.new("conv"), self.clock.now_s(), metadata)
        self._grow(conversation, [self._with_id(item) for item in checked_items(items)])
        return conversation.public()

    async def conversation(self, request: Request) -> Response:
        """`GET`, `POST` (update metadata) and `DELETE /v1/conversations/{id}`."""
        raw = await self._read_body(request) if request.method == "POST" else b""
        call = self._conversation_call
        body = await self.worker.run(call, request.method, request.path_params["conversation_id"], raw)
        return JSONResponse(body, headers=self._headers())

    def _conversation_call(self, method: str, conversation_id: str, raw: bytes) -> dict[str, Any]:
        conversation = self._conversation_for(conversation_id)
        if method == "DELETE":
            self.store.delete_conversation(conversation.id)
            return {"id": conversation.id, "object": "conversation.deleted", "deleted": True}
        if method == "POST":
            metadata = self._json(raw).get("metadata")
            if not isinstance(metadata, dict):
                raise SimError("Missing required parameter: 'metadata'.", param="metadata", code="missing_required_parameter")
            conversation.metadata = metadata
            self._grow(conversation, [])
        return conversation.public()

    async def conversation_items(self, request: Request) -> Response:
        """`GET` (list, `order`, `limit`, `after`) and `POST` (append) conversation items."""
        conversation_id = request.path_params["conversation_id"]
        if request.method == "POST":
            raw = await self._read_body(request)
            page = await self.worker.run(self._append_items, conversation_id, raw)
        else:
            page = await self.worker.run(self._list_items, conversation_id, dict(request.query_params))
        return JSONResponse(page, headers=self._headers())

    def _append_items(self, conversation_id: str, raw: bytes) -> dict[str, Any]:
        conversation = self._conversation_for(conversation_id)
        items = self._json(raw).get("items")
        if not isinstance(items, list):
            raise SimError("Missing required parameter: 'items'.", param="items", code="missing_required_parameter")
        added = [self._with_id(item) for item in checked_items(items)]
        self._grow(conversation, added)
        return item_page(added, has_more=False)

    def _list_items(self, conversation_id: str, query: dict[str, str]) -> dict[str, Any]:
        return page_items(self._conversation_for(conversation_id).items, query)

    async def conversation_item(self, request: Request) -> Response:
        """`GET` or `DELETE` one conversation item."""
        params = request.path_params
        body = await self.worker.run(self._item_call, request.method, params["conversation_id"], params["item_id"])
        return JSONResponse(body, headers=self._headers())

    def _item_call(self, method: str, conversation_id: str, item_id: str) -> dict[str, Any]:
        conversation = self._conversation_for(conversation_id)
        found = conversation.find(item_id)
        if found is None:
            raise SimError(f"Item with id '{item_id}' not found.", status=404, param="item_id")
        if method == "DELETE":
            conversation.remove(item_id)
            self.store.put_conversation(conversation)
            return conversation.public()
        return found

    # --- Traces ----------------------------------------------------------------------------------
    async def ingest_traces(self, request: Request) -> Response:
        """`POST /v1/traces/ingest`: keep the Agents SDK exporter's traces here, locally."""
        await self.worker.run(self._ingest, await self._read_body(request))
        return Response(status_code=204, headers=self._headers())

    def _ingest(self, raw: bytes) -> None:
        data = self._json(raw).get("data")
        if not isinstance(data, list):
            raise SimError("Missing required parameter: 'data'.", param="data", code="missing_required_parameter")
        self.store.add_traces([item for item in data if isinstance(item, dict)])

    async def list_traces(self, request: Request) -> Response:
        """`GET /v1/labkit/traces`: the traces ingested so far (a labkit extension)."""
        return Response(self.store.traces_json(), media_type="application/json", headers=self._headers())


# --- small pure helpers ------------------------------------------------------------------------


def peer_of(connection: Any) -> tuple[str, int] | None:
    """The client's (address, port) of a request or WebSocket: which connection it came on."""
    client = connection.client
    return (client.host, client.port) if client is not None else None


def raise_request_fault(fault: faults.Fault) -> None:
    """Raise the error a request fault answers with (`hang` has none: it only delays)."""
    if fault.kind == "rate_limit":
        raise rate_limit_error(fault.arg)
    if fault.kind == "quota":
        raise SimError(
            "You exceeded your current quota, please check your plan and billing details.",
            status=429,
            type="insufficient_quota",
            code="insufficient_quota",
        )
    if fault.kind in ("server_error", "unavailable"):
        status = 500 if fault.kind == "server_error" else 503
        message = SERVER_ERROR if status == 500 else "The engine is currently overloaded, please try again later."
        raise SimError(message, status=status, type="server_error")


class BodyRoom:
    """How many bytes of large request bodies the server holds at once, read or being worked on.

    A large request reserves its size before its body is read and gives it back when it has
    been answered; while there is no room it waits, unread (its bytes wait in the kernel's
    socket buffers, not in the server's memory). So sixteen clients sending 3.5 MB each cost the
    server a few bodies' worth of memory at a time, not sixteen."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.free = capacity
        self._changed: asyncio.Condition | None = None

    @contextlib.asynccontextmanager
    async def reserve(self, size: int) -> AsyncIterator[None]:
        """Hold `size` bytes of room (0: nothing to hold) for the duration of the `async with`."""
        if size <= 0:
            yield
            return
        size = min(size, self.capacity)
        changed = self._changed = self._changed or asyncio.Condition()
        async with changed:
            await changed.wait_for(lambda: self.free >= size)
            self.free -= size
        try:
            yield
        finally:
            async with changed:
                self.free += size
                changed.notify_all()


def with_close(error: SimError) -> SimError:
    """`error`, answered with `connection: close` (the rest of the request is not read)."""
    error.headers.update(CLOSE)
    return error


def too_long_to_store(size: int, limit: int, what: str) -> SimError:
    """The 400 for a response or conversation too large for the store to keep."""
    return SimError(
        f"This {what} would hold {size:,} bytes; labkit.sim keeps at most {limit:,} bytes of each kind "
        f"(stored_bytes). Start a new {what}, or send store=false.",
        code="stored_too_large",
    )


def sse(event: str | None, data: dict[str, Any]) -> bytes:
    """One server-sent event: `event:` line (Responses) or only `data:` (Chat)."""
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {payload}\n\n".encode()


@dataclass(frozen=True)
class Frame:
    """One server-sent event ready to send, whether it is a content delta, and the error event
    that replaces it when a `stream_error` fault hits there."""

    data: bytes
    is_delta: bool
    error: Callable[[], bytes]


def responses_frames(events: list[tuple[str, dict[str, Any]]]) -> list[Frame]:
    """Responses stream events as frames (`event:` + `data:` lines, sequence-numbered errors)."""
    return [
        Frame(sse(name, data), responses.is_delta((name, data)),
              lambda seq=data["sequence_number"]: sse(*responses.error_event(seq, SERVER_ERROR)))
        for name, data in events
    ]


def chat_frames(chunks: list[dict[str, Any]]) -> list[Frame]:
    """Chat Completions chunks as frames (`data:` lines only; an error is a data object)."""
    def error() -> bytes:
        return sse(None, SimError(SERVER_ERROR, status=500, type="server_error").body())

    return [Frame(sse(None, chunk), chat.is_delta(chunk), error) for chunk in chunks]


def rate_limit_error(retry_after_ms: float | None) -> SimError:
    """A 429 with the headers a client uses to back off."""
    wait_ms = int(retry_after_ms if retry_after_ms is not None else 50)
    headers = {
        **RATE_LIMIT_HEADERS,
        "x-ratelimit-remaining-requests": "0",
        "x-ratelimit-remaining-tokens": "0",
        "x-ratelimit-reset-requests": f"{wait_ms}ms",
        "x-ratelimit-reset-tokens": f"{wait_ms}ms",
        "retry-after-ms": str(wait_ms),
        "retry-after": str(max(1, round(wait_ms / 1000))),
    }
    return SimError(
        "Rate limit reached for requests (RPM): Limit 10000, Used 10000, Requested 1. "
        f"Please try again in {wait_ms}ms. (labkit simulated fault)",
        status=429,
        type="requests",
        code="rate_limit_exceeded",
        headers=headers,
    )


def first_stream_fault(drawn: list[faults.Fault]) -> faults.Fault | None:
    """The stream fault to apply, if any."""
    return drawn[0] if drawn else None


def cut_after(fault: faults.Fault) -> int:
    """How many deltas pass before a stream fault hits."""
    return int(fault.arg or 0)


def tools_offered(body: Any) -> int:
    """How many tools a model request offers: its `tools` list (function and hosted tools) plus a
    legacy Chat `functions` list; 0 when it carries none (the request log's `tools`)."""
    if not isinstance(body, dict):
        return 0
    return sum(len(value) for value in (body.get("tools"), body.get("functions")) if isinstance(value, list))


def reasoning_effort(body: dict[str, Any], api: str) -> str | None:
    """The requested reasoning effort (`reasoning.effort` or chat `reasoning_effort`)."""
    if api == "chat":
        effort = body.get("reasoning_effort")
    else:
        reasoning = body.get("reasoning")
        effort = reasoning.get("effort") if isinstance(reasoning, dict) else None
    return effort if isinstance(effort, str) else None


def wants_summary(body: dict[str, Any]) -> bool:
    """Did a Responses request ask for a reasoning summary?"""
    reasoning = body.get("reasoning")
    return isinstance(reasoning, dict) and reasoning.get("summary") in ("auto", "concise", "detailed")


def reasoning_summary(exchange: Exchange) -> str | None:
    """A one-line summary of what the model decided (reasoning models only)."""
    if not exchange.profile.reasoning or exchange.usage.reasoning_tokens == 0:
        return None
    decision = exchange.decision
    if decision.calls:
        names = ", ".join(call.name for call in decision.calls)
        return f"**Choosing tools**\n\nThe request needs information I don't have yet, so I'll call {names}."
    if decision.web_search:
        return f"**Searching**\n\nI'll search the web for: {decision.web_search}."
    if responses.is_empty(decision):
        return "**Asking for approval**\n\nThe call I chose needs the user's approval before it runs."
    return "**Answering**\n\nI have what I need from the conversation, so I'll answer directly."


def cap_output(decision: Decision, limit: int | None, reasoning: int) -> tuple[Decision, bool]:
    """Cut a text answer to the output-token limit left after reasoning; True when it was cut."""
    if limit is None or decision.text is None or decision.calls or decision.web_search:
        return decision, False
    ids = tokens.encode(decision.text)
    budget = max(0, limit - reasoning)
    if len(ids) <= budget:
        return decision, False
    text = tokens.encoding().decode(ids[:budget]).rstrip("\ufffd")
    return Decision(text=text, reasoning=decision.reasoning), True


def apply_output_faults(decision: Decision, conv: Conversation, drawn: list[faults.Fault]) -> Decision:
    """Corrupt the model's output as the drawn output faults ask (see `labkit.sim.faults`)."""
    for fault in drawn:
        if fault.kind == "malformed_args":
            decision = _with_first_call(decision, conv, lambda call: PlannedCall(call.name, call.arguments[:-2] or "{"))
        elif fault.kind == "unknown_tool":
            decision = _with_first_call(decision, conv, lambda call: PlannedCall("lookup_everything", call.arguments))
        elif fault.kind == "schema_violation":
            decision = _violate_schema(decision, conv)
    return decision


def _with_first_call(decision: Decision, conv: Conversation, change) -> Decision:
    tools = conv.function_tools()
    if decision.calls:
        calls = [change(decision.calls[0]), *decision.calls[1:]]
    elif tools:
        calls = [change(PlannedCall(tools[0].name, "{}"))]
    else:
        return decision
    return Decision(calls=calls, reasoning=decision.reasoning)


def _violate_schema(decision: Decision, conv: Conversation) -> Decision:
    tools = {tool.name: tool for tool in conv.function_tools()}
    for index, call in enumerate(decision.calls):
        tool = tools.get(call.name)
        if tool is None or tool.strict:
            continue
        bad = {name: ["not", "valid"] for name in tool.parameters.get("properties", {})} or {"unexpected": 1}
        calls = list(decision.calls)
        calls[index] = PlannedCall(call.name, json.dumps(bad))
        return Decision(calls=calls, reasoning=decision.reasoning)
    return decision


def normalize_input(value: Any) -> list[dict[str, Any]]:
    """A Responses `input` as a list of item dicts (a bare string becomes one user message)."""
    if isinstance(value, str):
        return [{"role": "user", "content": value}]
    if isinstance(value, list):
        return [item for item in value if isinstance(item, dict)]
    return []


def checked_items(items: list[Any]) -> list[dict[str, Any]]:
    """Conversation items must be valid input items (else a 400 that names the bad one), so a bad
    item can never poison the conversation's later responses."""
    for index, item in enumerate(items):
        if not isinstance(item, dict):
            raise responses.invalid_type(f"items[{index}]", "an object", item)
    responses.items_to_messages([(f"items[{index}]", item) for index, item in enumerate(items)])
    return items


def item_page(items: list[dict[str, Any]], *, has_more: bool) -> dict[str, Any]:
    """The API's list envelope for conversation items."""
    return {
        "object": "list",
        "data": items,
        "first_id": items[0]["id"] if items else None,
        "last_id": items[-1]["id"] if items else None,
        "has_more": has_more,
    }


def page_items(items: list[dict[str, Any]], query) -> dict[str, Any]:
    """One page of items honouring `order` (asc|desc, default desc), `after` and `limit` (1-100)."""
    ordered = list(items) if query.get("order", "desc") == "asc" else list(reversed(items))
    after = query.get("after")
    if after:
        ids = [item.get("id") for item in ordered]
        ordered = ordered[ids.index(after) + 1 :] if after in ids else []
    try:
        limit = min(max(int(query.get("limit", 20)), 1), 100)
    except ValueError:
        raise SimError("Invalid type for 'limit': expected an integer.", param="limit", code="invalid_type") from None
    return item_page(ordered[:limit], has_more=len(ordered) > limit)


def model_object(profile: profiles.ModelProfile) -> dict[str, Any]:
    """The API's `model` object for a profile."""
    return {"id": profile.name, "object": "model", "created": profile.created, "owned_by": profile.owned_by}
