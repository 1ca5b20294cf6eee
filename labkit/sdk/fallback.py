"""A primary-plus-fallback streaming runner, as in the recycling assistant's migration to the SDK.

The primary path streams an Agents SDK run (`Runner.run_streamed`) and forwards its text deltas.
The fallback is the hand-written path the app had before: a Responses-API function-calling loop
over the same functions. The rule that decides between them is about what the reader has seen:

- the primary fails BEFORE its first text delta (a dropped connection, an `error` event, a 5xx,
  or the SDK does not even import): nothing was shown, so the same request is served by the
  fallback loop, and its answer is shown once;
- the primary fails AFTER some text was shown: falling back would show a second, different
  answer after half of the first, so it raises `labkit.errors.StreamInterrupted` carrying the
  text already sent, and makes no further request;
- a guardrail tripwire is a decision, not a failure: it is raised as is, never routed around.

Whenever a path other than "primary ok" is taken, a ledger row says why (`kind="guardrail"`,
`name="fallback"`, with the reason code "fallback", "stream_interrupted", "no_fallback" or
"fallback_failed"), and the stream's `outcome` (a `FallbackOutcome`) says which path served it.

This module imports the Agents SDK only when the primary path starts (`_import_sdk`), so the
fallback works where the SDK is missing or broken.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from labkit import config
from labkit.errors import SdkUnavailable, StepLimitReached, StreamInterrupted
from labkit.ledger import Ledger, default_ledger
from labkit.loops.approval import Approver
from labkit.loops.dispatch import Dispatcher, Registry
from labkit.reasons import record_reason

__all__ = ["FallbackLoop", "FallbackOutcome", "FallbackStream", "SdkUnavailable", "StepLimitReached",
           "StreamInterrupted", "stream_with_fallback"]

PRIMARY, FALLBACK, INTERRUPTED, FAILED, STOPPED = "primary", "fallback", "interrupted", "failed", "stopped"


@dataclass(frozen=True)
class FallbackOutcome:
    """Which path served a request, why, and the text the reader got.

    `path` is "primary" (the SDK streamed the answer), "fallback" (the Responses loop served it),
    "interrupted" (the primary broke off after some text), "failed" (no path could answer) or
    "stopped" (a guardrail stopped the run). `result` is the SDK's streamed result, when there is one.
    """

    path: str
    reason: str
    text: str
    result: Any = field(default=None, repr=False, compare=False)


# --- the fallback: an async Responses function-calling loop -------------------------------------


class FallbackLoop:
    """A Responses-API tool loop over a registry's tools: it serves a request the primary could not.

    The tools run through the guarded `Dispatcher` (validation, ordering contracts, the approval
    gate — side effects are blocked unless `approver` approves them, as no human is asked during a
    fallback — output budgets), each call a ledger tool row with the registry's modelled latency.
    The whole conversation is re-sent every step (no server-side state needed).
    `FallbackLoop.for_agent(agent, registry, client=...)` copies the agent's model and
    instructions, so the fallback answers the same way.
    """

    def __init__(
        self,
        client: Any,
        registry: Registry,
        *,
        model: str = config.DEFAULT_MODEL,
        instructions: str | None = None,
        max_steps: int = 8,
        approver: Approver | None = None,
        ledger: Ledger | None = None,
    ) -> None:
        if max_steps < 1:
            raise ValueError(f"max_steps must be at least 1 (model calls per answer), got {max_steps}")
        if not isinstance(registry, Registry):
            raise TypeError(f"FallbackLoop needs a Registry of the tools (e.g. Registry.for_scenario(...)), got "
                            f"{type(registry).__name__}")
        self.client = client
        self.registry = registry
        self.model = model
        self.instructions = instructions
        self.max_steps = max_steps
        self.approver = approver
        self.ledger = ledger

    def __repr__(self) -> str:
        return f"FallbackLoop(model={self.model!r}, tools={self.registry.names})"

    @classmethod
    def for_agent(cls, agent: Any, registry: Registry, *, client: Any, max_steps: int = 8,
                  approver: Approver | None = None, ledger: Ledger | None = None) -> FallbackLoop:
        """A fallback for `agent`: its model name and instructions, and a registry of the plain
        functions its tools were made from (every tool of the agent must be in it)."""
        missing = sorted({tool.name for tool in getattr(agent, "tools", [])} - set(registry.names))
        if missing:
            raise ValueError(f"agent {agent.name!r} has tools {missing} that are not in the registry given: "
                             "build it from the plain functions its tools were made from")
        model = agent.model if isinstance(agent.model, str) else getattr(agent.model, "model", None)
        instructions = agent.instructions if isinstance(agent.instructions, str) else None
        return cls(client, registry, model=model or config.DEFAULT_MODEL, instructions=instructions,
                   max_steps=max_steps, approver=approver, ledger=ledger)

    async def answer(self, input: str | list[dict[str, Any]], *, ledger: Ledger | None = None) -> str:
        """Call the model, run the tools it asks for, until it answers with text; return the text."""
        dispatcher = Dispatcher(self.registry, approver=self.approver,
                                ledger=ledger or self.ledger or _connected_ledger())
        items = _input_items(input)
        for _ in range(self.max_steps):
            response = await self.client.responses.create(**self._request(items))
            items.extend(item.model_dump(exclude_unset=True) for item in response.output)
            calls = [item for item in response.output if item.type == "function_call"]
            if not calls:
                return response.output_text
            for call in calls:
                result = await asyncio.to_thread(dispatcher.dispatch, call.name, call.arguments or "",
                                                 call_id=call.call_id)
                items.append({"type": "function_call_output", "call_id": call.call_id, "output": result.output})
        raise StepLimitReached(f"max_steps={self.max_steps} reached: the fallback loop made {self.max_steps} model "
                               "calls without a text answer")

    def _request(self, items: list[dict[str, Any]]) -> dict[str, Any]:
        """The keyword arguments of one `responses.create` call."""
        request: dict[str, Any] = {"model": self.model, "input": items, "tools": self.registry.responses_tools()}
        if self.instructions:
            request["instructions"] = self.instructions
        return request


# --- the decision: which path serves the request ------------------------------------------------

Primary = Callable[[], AsyncIterator[str]]
Fallback = Callable[[], Awaitable[str]]


class FallbackStream:
    """Text deltas from `primary`, or the `fallback`'s answer when the primary fails before its
    first delta. Iterate it with `async for`; afterwards `outcome` says which path served.

    `primary()` returns an async iterator of text deltas; `fallback()` returns the whole answer
    (None: no fallback, the primary's error is raised). Errors of the types in `deliberate` (e.g.
    guardrail tripwires) are re-raised without falling back. Rows go to `ledger`.
    """

    def __init__(self, primary: Primary, fallback: Fallback | None, *, ledger: Ledger,
                 deliberate: tuple[type[BaseException], ...] = ()) -> None:
        self.outcome: FallbackOutcome | None = None
        self.result: Any = None
        self._primary, self._fallback = primary, fallback
        self._ledger, self._deliberate = ledger, deliberate
        self._iterator = self._serve()

    def __aiter__(self) -> FallbackStream:
        return self

    async def __anext__(self) -> str:
        return await self._iterator.__anext__()

    async def aclose(self) -> None:
        """Stop early (the primary run is cancelled)."""
        await self._iterator.aclose()

    @property
    def last_path(self) -> str | None:
        """The path that served the request ("primary", "fallback", ...), None while streaming."""
        return self.outcome.path if self.outcome else None

    async def text(self) -> str:
        """Consume the whole stream and return the text (raises what the stream raises)."""
        return "".join([delta async for delta in self])

    async def _serve(self) -> AsyncIterator[str]:
        sent: list[str] = []
        primary = self._primary()
        try:
            async for delta in primary:
                if delta:
                    sent.append(delta)
                    yield delta
        except Exception as error:
            failure = error
        else:
            self.outcome = FallbackOutcome(PRIMARY, "primary ok", "".join(sent), self.result)
            return
        finally:  # also when the reader stops early: the primary run is cancelled, not left behind
            if hasattr(primary, "aclose"):
                await primary.aclose()
        if sent:
            self._interrupted("".join(sent), failure)
        if isinstance(failure, self._deliberate):
            self.outcome = FallbackOutcome(STOPPED, _describe(failure), "", self.result)
            raise failure
        yield await self._fall_back(failure)

    def _interrupted(self, text: str, error: Exception) -> None:
        """The primary broke off mid-answer: log it and raise StreamInterrupted (never fall back)."""
        reason = f"primary failed after {len(text)} chars streamed: {_describe(error)}; no fallback"
        self._record("stream_interrupted", reason)
        self.outcome = FallbackOutcome(INTERRUPTED, reason, text, self.result)
        raise StreamInterrupted(text, error, _describe(error)) from error

    async def _fall_back(self, error: Exception) -> str:
        """Nothing was shown yet: serve the request with the fallback (or raise, without one)."""
        verb = "is unavailable" if isinstance(error, SdkUnavailable) else "failed before first token"
        reason = f"primary {verb}: {_describe(error)}"
        if self._fallback is None:
            self._record("no_fallback", f"{reason}; no fallback")
            self.outcome = FallbackOutcome(FAILED, f"{reason}; no fallback", "", self.result)
            raise error
        try:
            text = await self._fallback()
        except Exception as fallback_error:
            reason = f"{reason}; the responses fallback failed too: {_describe(fallback_error)}"
            self._record("fallback_failed", reason)
            self.outcome = FallbackOutcome(FAILED, reason, "", self.result)
            raise fallback_error from error
        reason = f"{reason}; served by responses fallback"
        self._record("fallback", reason)
        self.outcome = FallbackOutcome(FALLBACK, reason, text, self.result)
        return text

    def _record(self, reason: str, detail: str) -> None:
        """The guardrail row that says which path was taken and why."""
        record_reason(self._ledger, reason, kind="guardrail", name="fallback", detail=detail)


def stream_with_fallback(
    agent: Any,
    input: str | list[dict[str, Any]],
    *,
    fallback: FallbackLoop | None,
    max_turns: int = 10,
    ledger: Ledger | None = None,
    context: Any = None,
) -> FallbackStream:
    """Stream `agent`'s answer to `input` with the Agents SDK; fall back to `fallback` when the SDK
    fails before the first text delta. Use it as `async for delta in stream_with_fallback(...)`.

    - `fallback`: a `FallbackLoop` (e.g. `FallbackLoop.for_agent(agent, registry, client=conn.async_client)`),
      or None to raise the primary's error instead;
    - `max_turns`: passed to `Runner.run_streamed`; `context`: the run context it passes to the tools
      (a scenario's world, for tools that change one; the fallback's registry has its own bound);
    - `ledger`: where the path's row goes (default: the fallback's ledger, else the connected one).

    Raises `labkit.errors.StreamInterrupted` (with `.text`, what was already shown) when the primary breaks off
    mid-answer. After the loop, `stream.outcome` is a `FallbackOutcome` ("primary", "fallback", ...).
    """
    ledger = ledger or (fallback.ledger if fallback is not None else None) or _connected_ledger()
    stream: FallbackStream

    def primary() -> AsyncIterator[str]:
        """The SDK's streamed run, as text deltas."""
        return _sdk_text_deltas(agent, input, max_turns=max_turns, context=context, keep=stream)

    def serve_fallback() -> Awaitable[str]:
        """The same request, through the Responses loop."""
        return fallback.answer(input, ledger=ledger)  # type: ignore[union-attr]

    stream = FallbackStream(primary, serve_fallback if fallback is not None else None, ledger=ledger,
                            deliberate=_guardrail_tripwires())
    return stream


# --- the primary: the Agents SDK, imported when used ---------------------------------------------


def _import_sdk() -> SimpleNamespace:
    """What the primary path needs from the Agents SDK (imported on use; tests replace this
    function to simulate an SDK that fails to import)."""
    from agents import Runner
    from agents.stream_events import RawResponsesStreamEvent
    from openai.types.responses import ResponseTextDeltaEvent

    return SimpleNamespace(Runner=Runner, RawResponsesStreamEvent=RawResponsesStreamEvent,
                           ResponseTextDeltaEvent=ResponseTextDeltaEvent)


async def _sdk_text_deltas(agent: Any, input: Any, *, max_turns: int, context: Any,
                           keep: FallbackStream) -> AsyncIterator[str]:
    """The streamed run's text deltas; a run that ends without text (a tool's output as final
    output) yields its final output once. The run is cancelled if the reader stops early."""
    try:
        sdk = _import_sdk()
    except ImportError as error:
        raise SdkUnavailable(f"cannot import the Agents SDK ({error})") from error
    from labkit.sdk.runners import local_run_config, require_client

    require_client(agent)
    result = sdk.Runner.run_streamed(agent, input, max_turns=max_turns, context=context,
                                     run_config=local_run_config(f"sdk:{agent.name}:stream"))
    keep.result = result
    streamed = False
    try:
        async for event in result.stream_events():
            if isinstance(event, sdk.RawResponsesStreamEvent) and isinstance(event.data, sdk.ResponseTextDeltaEvent):
                streamed = True
                yield event.data.delta
    finally:
        if not result.is_complete:
            result.cancel()
    if not streamed and result.final_output is not None and not result.interruptions:
        yield _as_text(result.final_output)


def _guardrail_tripwires() -> tuple[type[BaseException], ...]:
    """The SDK's guardrail exceptions (none when the SDK does not import)."""
    try:
        from agents import InputGuardrailTripwireTriggered, OutputGuardrailTripwireTriggered
    except ImportError:
        return ()
    return (InputGuardrailTripwireTriggered, OutputGuardrailTripwireTriggered)


# --- helpers -------------------------------------------------------------------------------------


def _connected_ledger() -> Ledger:
    """The ledger `labkit.connect()` wired to the SDK, or the default one when the SDK is missing."""
    try:
        from labkit.sdk.tracing import current_ledger
    except ImportError:
        return default_ledger()
    return current_ledger()


def _input_items(input: str | list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The request's input as Responses items: a user message for text, a copy of a list."""
    if isinstance(input, str):
        return [{"role": "user", "content": input}]
    return [dict(item) for item in input]


def _as_text(output: Any) -> str:
    """A final output as text (JSON for structured outputs)."""
    if isinstance(output, str):
        return output
    if hasattr(output, "model_dump_json"):
        return output.model_dump_json()
    return json.dumps(output, ensure_ascii=False, default=str)


def _describe(error: BaseException) -> str:
    """`Type: message`, plus the underlying cause (e.g. the transport error under
    APIConnectionError); short enough that a ledger row's detail keeps what happened next."""
    text = _shorten(f"{type(error).__name__}: {error}".strip(), 100)
    cause = error.__cause__
    if cause is not None and not isinstance(error, SdkUnavailable):
        text += f" (caused by {_shorten(f'{type(cause).__name__}: {cause}', 60)})"
    return text


def _shorten(text: str, limit: int) -> str:
    """`text`, cut to `limit` characters with an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
