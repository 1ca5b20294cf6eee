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

"Before the first text delta" is not "nothing has happened yet": a stream can fail on its FINAL
text turn, after tools ran (a ticket filed). The primary path notes every tool that started
(`PrimaryProgress`), and the fallback never does any of it again: when tools ran, the fallback
loop RESUMES from the primary's conversation (it reads what the tools returned), and its gate
rejects any further call to a side-effect tool that already ran ("rejected", as the primary
attempt did it). When it cannot resume (nothing to resume from), it refuses to fall back
(reason "fallback_refused") rather than start the task again.

Side effects on the primary path need approval as anywhere else: `approver=` decides the calls
the streamed run holds (`labkit.sdk.gate`, failing closed), and the stream goes on; without one,
a held call leaves the run paused and nothing runs.

Whenever a path other than "primary ok" is taken, a ledger row says why (`kind="guardrail"`,
`name="fallback"`, with the reason code "fallback", "stream_interrupted", "no_fallback",
"fallback_failed" or "fallback_refused"), and the stream's `outcome` (a `FallbackOutcome`) says which path served it.

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
from labkit.loops.approval import ApprovalDecision, Approver, PendingCall, ask
from labkit.loops.dispatch import Dispatcher, Registry
from labkit.reasons import record_reason
from labkit.sim.engine.outputs import parse_output

__all__ = ["FallbackLoop", "FallbackOutcome", "FallbackStream", "NoRepeat", "PrimaryProgress", "SdkUnavailable",
           "StepLimitReached", "StreamInterrupted", "stream_with_fallback"]

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


@dataclass
class PrimaryProgress:
    """What already happened in the primary attempt: the tools that started, in order, and the
    conversation so far as Responses input items (None when the primary cannot say)."""

    tools_run: list[str] = field(default_factory=list)
    items: list[dict[str, Any]] | None = None

    def side_effects_run(self, registry: Registry) -> list[str]:
        """The tools that ran and change the world, by the registry's word (an unknown tool counts)."""
        return [name for name in self.tools_run if name not in registry or registry[name].side_effect]


class NoRepeat:
    """The fallback's approver after a primary attempt that ran side effects: a call to a
    side-effect tool that already ran is rejected (a fallback never repeats a side effect); every
    other call goes to `approver` (failing closed, `labkit.loops.approval.ask`)."""

    def __init__(self, approver: Approver | None, already_ran: list[str]) -> None:
        self.approver, self.already_ran = approver, list(already_ran)

    def decide(self, call: PendingCall) -> ApprovalDecision:
        """Reject a repeat; ask the wrapped approver about anything else."""
        if call.name in self.already_ran:
            return ApprovalDecision("reject", f"{call.name} already ran in the primary attempt; a fallback never "
                                              "repeats a side effect")
        return ask(self.approver, call)

    def __repr__(self) -> str:
        return f"NoRepeat({self.approver!r}, already_ran={self.already_ran})"


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

    async def answer(self, input: str | list[dict[str, Any]], *, ledger: Ledger | None = None,
                     resume: PrimaryProgress | None = None) -> str:
        """Call the model, run the tools it asks for, until it answers with text; return the text.

        `resume`: what a failed primary attempt already did. The loop starts from its conversation
        (`resume.items`) instead of `input`, and never runs again a side-effect tool that ran there.
        """
        approver: Approver | None = self.approver
        if resume is not None and resume.items is not None:
            items = [_resendable(item) for item in resume.items]
            approver = NoRepeat(self.approver, resume.side_effects_run(self.registry))
        else:
            items = _input_items(input)
        dispatcher = Dispatcher(self.registry, approver=approver, ledger=ledger or self.ledger or _connected_ledger())
        if resume is not None and resume.items is not None:
            _note_outputs(dispatcher, items)  # ids the primary's tools returned still count for ordering contracts
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
Resume = Callable[[PrimaryProgress], Awaitable[str]]


class FallbackStream:
    """Text deltas from `primary`, or the `fallback`'s answer when the primary fails before its
    first delta. Iterate it with `async for`; afterwards `outcome` says which path served.

    `primary()` returns an async iterator of text deltas; `fallback()` returns the whole answer
    (None: no fallback, the primary's error is raised). Errors of the types in `deliberate` (e.g.
    guardrail tripwires) are re-raised without falling back. Rows go to `ledger`.

    The primary says what it already did in `stream.progress` (a `PrimaryProgress`). When tools
    ran before it failed, the fallback is `resume(progress)` (None: it refuses to fall back,
    reason "fallback_refused"), never `fallback()`, which would do them again.
    """

    def __init__(self, primary: Primary, fallback: Fallback | None, *, ledger: Ledger,
                 deliberate: tuple[type[BaseException], ...] = (), resume: Resume | None = None) -> None:
        self.outcome: FallbackOutcome | None = None
        self.result: Any = None
        self.progress = PrimaryProgress()
        self._primary, self._fallback, self._resume = primary, fallback, resume
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
        """Nothing was shown yet: serve the request with the fallback (or raise, without one).
        When the primary already ran tools, the fallback resumes after them, or does not run."""
        verb = "is unavailable" if isinstance(error, SdkUnavailable) else "failed before first token"
        reason = f"primary {verb}: {_describe(error)}"
        if self._fallback is None:
            self._record("no_fallback", f"{reason}; no fallback")
            self.outcome = FallbackOutcome(FAILED, f"{reason}; no fallback", "", self.result)
            raise error
        ran = self.progress.tools_run
        if ran and (self._resume is None or self.progress.items is None):
            reason = (f"primary {verb} after {_listed(ran)} ran, no fallback (it would do them again): "
                      f"{_describe(error)}")
            self._record("fallback_refused", reason)
            self.outcome = FallbackOutcome(FAILED, reason, "", self.result)
            raise error
        try:
            if ran:
                reason = f"primary {verb} after {_listed(ran)} ran, resumed from there: {_describe(error)}"
                text = await self._resume(self.progress)  # type: ignore[misc]
            else:
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
    approver: Approver | None = None,
) -> FallbackStream:
    """Stream `agent`'s answer to `input` with the Agents SDK; fall back to `fallback` when the SDK
    fails before the first text delta. Use it as `async for delta in stream_with_fallback(...)`.

    - `fallback`: a `FallbackLoop` (e.g. `FallbackLoop.for_agent(agent, registry, client=conn.async_client)`),
      or None to raise the primary's error instead;
    - `max_turns`: passed to `Runner.run_streamed`; `context`: the run context it passes to the tools
      (a scenario's world, for tools that change one; the fallback's registry has its own bound);
    - `ledger`: where the path's row goes (default: the fallback's ledger, else the connected one);
    - `approver`: decides the calls the streamed run holds for approval (side-effect tools made by
      labkit need it), failing closed (`labkit.sdk.gate`); then the stream goes on. Without one, a
      held call leaves the run paused (`stream.result.interruptions`) and nothing runs. The
      fallback loop's side effects are decided by its own approver (`FallbackLoop(approver=...)`).

    When the primary fails before its first text delta but after tools ran (a stream fault on the
    final text turn), the fallback resumes from the primary's conversation and never repeats a
    side effect (see the module docstring).

    Raises `labkit.errors.StreamInterrupted` (with `.text`, what was already shown) when the primary breaks off
    mid-answer. After the loop, `stream.outcome` is a `FallbackOutcome` ("primary", "fallback", ...).
    """
    ledger = ledger or (fallback.ledger if fallback is not None else None) or _connected_ledger()
    stream: FallbackStream

    def primary() -> AsyncIterator[str]:
        """The SDK's streamed run, as text deltas."""
        return _sdk_text_deltas(agent, input, max_turns=max_turns, context=context, keep=stream, approver=approver,
                                ledger=ledger)

    def serve_fallback() -> Awaitable[str]:
        """The same request, through the Responses loop."""
        return fallback.answer(input, ledger=ledger)  # type: ignore[union-attr]

    def resume_fallback(progress: PrimaryProgress) -> Awaitable[str]:
        """The rest of the request, through the Responses loop, from where the primary stopped."""
        return fallback.answer(input, ledger=ledger, resume=progress)  # type: ignore[union-attr]

    stream = FallbackStream(primary, serve_fallback if fallback is not None else None, ledger=ledger,
                            deliberate=_guardrail_tripwires(), resume=resume_fallback if fallback is not None else None)
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


async def _sdk_text_deltas(agent: Any, input: Any, *, max_turns: int, context: Any, keep: FallbackStream,
                           approver: Approver | None, ledger: Ledger) -> AsyncIterator[str]:
    """The streamed run's text deltas; a run that ends without text (a tool's output as final
    output) yields its final output once. Calls held for approval are decided by `approver` and
    the run streams on. What ran is kept in `keep.progress`, also when the stream fails. The run
    is cancelled if the reader stops early."""
    try:
        sdk = _import_sdk()
    except ImportError as error:
        raise SdkUnavailable(f"cannot import the Agents SDK ({error})") from error
    from labkit.sdk.gate import ToolsStarted, decide_held_calls
    from labkit.sdk.runners import local_run_config, require_client

    require_client(agent)
    started = ToolsStarted()
    keep.progress = PrimaryProgress(started.names)
    run_config = local_run_config(f"sdk:{agent.name}:stream")
    result = sdk.Runner.run_streamed(agent, input, max_turns=max_turns, context=context, hooks=started,
                                     run_config=run_config)
    streamed = False
    for _ in range(max_turns):
        keep.result = result
        try:
            async for event in result.stream_events():
                text_delta = isinstance(event, sdk.RawResponsesStreamEvent) and isinstance(
                    event.data, sdk.ResponseTextDeltaEvent)
                if text_delta:
                    streamed = True
                    yield event.data.delta
        finally:
            if not result.is_complete:
                result.cancel()
            keep.progress.items = _conversation(result)
        state = decide_held_calls(result, approver, ledger_run=ledger) if (
            result.interruptions and approver is not None) else None
        if state is None:
            break
        result = sdk.Runner.run_streamed(agent, state, max_turns=max_turns, hooks=started, run_config=run_config)
    if not streamed and result.final_output is not None and not result.interruptions:
        yield _as_text(result.final_output)


def _conversation(result: Any) -> list[dict[str, Any]] | None:
    """The streamed run's conversation so far as input items (None when the SDK cannot give it)."""
    try:
        return [dict(item) for item in result.to_input_list()]
    except Exception:
        return None


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


def _note_outputs(dispatcher: Dispatcher, items: list[dict[str, Any]]) -> None:
    """Tell `dispatcher` what each tool call in `items` returned, so values the primary's tools
    produced satisfy the ordering contracts of later calls. The SDK writes a tool's result into
    the conversation as `str(result)` (a Python literal for a dict or list), JSON tools as JSON."""
    names = {item.get("call_id"): item.get("name") for item in items if item.get("type") == "function_call"}
    for item in items:
        name = names.get(item.get("call_id"))
        if item.get("type") == "function_call_output" and name is not None:
            dispatcher.note_output(name, _parsed(item.get("output")))


def _parsed(output: Any) -> Any:
    """A tool output read back as data (JSON or a Python literal, as the simulated model reads it:
    `labkit.sim.engine.outputs.parse_output`), else the text itself."""
    if not isinstance(output, str):
        return output
    value = parse_output(output)
    return output if value is None else value


def _input_items(input: str | list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The request's input as Responses items: a user message for text, a copy of a list."""
    if isinstance(input, str):
        return [{"role": "user", "content": input}]
    return [dict(item) for item in input]


def _resendable(item: dict[str, Any]) -> dict[str, Any]:
    """An item of the primary's conversation as the fallback re-sends it: without the server-side
    item id (the fallback keeps no server state, so it sends the items themselves)."""
    return {key: value for key, value in item.items() if key != "id"}


def _listed(names: list[str]) -> str:
    """"2 tool calls (search_incidents, create_ticket)"."""
    return f"{len(names)} tool call{'s' if len(names) != 1 else ''} ({', '.join(names)})"


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
