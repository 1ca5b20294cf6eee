"""Agents SDK runs of one task, as a sweep makes them: an approver, a cost guard, a per-run ledger.

`labkit.sweep` runs many tasks side by side, each with its own ledger, its own metered client
and its own world. What that needs of the SDK lives here, next to the other SDK helpers:

- `run_task(...)`: `Runner.run` (via `labkit.sdk.runners.run`) with the task's approver deciding
  every call held for approval, and a guard checked before every model call;
- `stream_task_with_fallback(...)`: the SDK streamed, falling back to a Responses loop
  (`labkit.sdk.fallback`); the same approver decides on both paths;
- `sdk_rows_to_each_run(enabled)`: while a sweep runs, the SDK's spans become rows in the ledger
  of the run recording at the time (`recording_into(ledger)`), and nothing leaves the machine.

A guard is anything with `check()` that raises `labkit.errors.CostLimitReached` when the run has
spent its allowance (the sweep's `CostGuard`). Results are `TaskAnswer`s: the final text, the
reason code that stopped the run early (if one did) and a note.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import logging
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from labkit.errors import CostLimitReached, RunStopped, StreamInterrupted
from labkit.ledger import Ledger
from labkit.loops import Approver, Registry
from labkit.loops.limits import Stop, record_stop


class Guard(Protocol):
    """Checks a run's spending before a model call; raises CostLimitReached past its limit."""

    def check(self) -> None: ...


@dataclass
class TaskAnswer:
    """What an SDK run of a task returned: the text, the stop code (or None), a note."""

    text: str | None
    stopped_by: str | None = None
    note: str | None = None


async def run_task(conn: Any, scenario: Any, task: Any, *, model: str, approach: str, max_turns: int,
                   world: Any, approver: Approver, make_guard: Any) -> TaskAnswer:
    """`labkit.sdk.runners.run` on the connection's own async client; side effects pause the run and
    `approver` decides each held call. `make_guard(ledger_run)` gives the run's cost guard."""
    from agents.exceptions import MaxTurnsExceeded

    from labkit.sdk.runners import make_agent, run

    with conn.ledger.run(approach=approach, scenario=task.scenario, backend=conn.backend, model=model,
                         api="responses") as ledger_run:
        guard = make_guard(ledger_run)
        agent = make_agent(f"{task.scenario} agent", task.instructions or "", model=_model(conn, model),
                           tools=shared_scenario_tools(scenario), hooks=_guard_hooks(guard))
        try:
            result = await run(agent, task.prompt, max_turns=max_turns, context=world,
                               approver=approver)  # the state it resumes from keeps the world
        except CostLimitReached:
            return TaskAnswer(None, "max_cost")
        except MaxTurnsExceeded:
            detail = f"max_turns={max_turns} reached (the Agents SDK's MaxTurnsExceeded)"
            record_stop(ledger_run, Stop("max_steps", detail))
            return TaskAnswer(None, "max_steps")
        if result.interruptions:
            return TaskAnswer(None, "awaiting_approval")
        return TaskAnswer(str(result.final_output))


async def stream_task_with_fallback(conn: Any, scenario: Any, task: Any, *, model: str, approach: str,
                                    max_turns: int, world: Any, approver_factory: Any,
                                    make_guard: Any) -> TaskAnswer:
    """`stream_with_fallback` with a `FallbackLoop` over the same functions, on the run's client.
    `approver_factory()` makes a fresh approver for each path."""
    from labkit.sdk.fallback import FallbackLoop, stream_with_fallback
    from labkit.sdk.runners import make_agent

    with conn.ledger.run(approach=approach, scenario=task.scenario, backend=conn.backend, model=model,
                         api="responses") as ledger_run:
        guard = make_guard(ledger_run)
        agent = make_agent(f"{task.scenario} agent", task.instructions or "", model=_model(conn, model),
                           tools=shared_scenario_tools(scenario), hooks=_guard_hooks(guard))
        registry = Registry.for_scenario(scenario, world=world)
        fallback = FallbackLoop.for_agent(agent, registry, client=BudgetedClient(conn.async_client, guard),
                                          max_steps=max_turns, approver=approver_factory(), ledger=conn.ledger)
        stream = stream_with_fallback(agent, task.prompt, fallback=fallback, max_turns=max_turns, ledger=conn.ledger,
                                      context=world, approver=approver_factory())
        try:
            text = await stream.text()
        except RunStopped as stop:
            note = "the fallback loop reached max_steps" if stop.reason == "max_steps" else None
            return TaskAnswer(None, stop.reason, note)
        except StreamInterrupted as interrupted:
            return TaskAnswer(interrupted.text, "stream_interrupted", "the primary broke off mid-answer")
        return TaskAnswer(text, None, f"served by {stream.outcome.path}")


def shared_scenario_tools(scenario: Any) -> list[Any]:
    """`labkit.sdk.runners.scenario_tools(scenario)`, built once per process for the same functions,
    side effects and latencies, and shared by every run of the scenario.

    Sharing is safe because a FunctionTool holds no run's state: a world-changing tool reads the
    world from the run's context, its row goes to the ledger recording at the time, and a side
    effect is held for the run's approver exactly as on a freshly built tool. Building them (a
    pydantic model and a JSON schema per tool) was a sixth of an SDK run's CPU in a sweep. The
    list is new on each call; the tools in it are shared, so do not change them."""
    latencies = tuple(sorted(scenario.latency_ms.items()))
    return list(_scenario_tools_once(tuple(scenario.functions), tuple(sorted(scenario.side_effects)), latencies))


@functools.lru_cache(maxsize=64)
def _scenario_tools_once(functions: tuple, side_effects: tuple[str, ...],
                         latencies: tuple[tuple[str, float], ...]) -> tuple[Any, ...]:
    from labkit.sdk.runners import tools_from

    return tuple(tools_from(functions, side_effects=side_effects, latency_ms=dict(latencies)))


def _model(conn: Any, model: str) -> Any:
    """An Agents SDK Responses model on the run's own async client (never the process default)."""
    from agents import OpenAIResponsesModel

    return OpenAIResponsesModel(model=model, openai_client=conn.async_client)


def _guard_hooks(guard: Guard) -> Any:
    """Agent hooks that run `guard.check()` before every model call."""
    from agents import AgentHooks

    class CostGuardHooks(AgentHooks):
        """Check the run's spending before each model call."""

        async def on_llm_start(self, context: Any, agent: Any, system_prompt: Any, input_items: Any) -> None:
            guard.check()

    return CostGuardHooks()


class BudgetedClient:
    """What the fallback loop needs of an `AsyncOpenAI` (`.responses.create`), checking the run's
    guard before each call."""

    def __init__(self, client: Any, guard: Guard) -> None:
        self.responses = _BudgetedResponses(client.responses, guard)


class _BudgetedResponses:
    def __init__(self, responses: Any, guard: Guard) -> None:
        self._responses, self._guard = responses, guard

    async def create(self, **request: Any) -> Any:
        """`guard.check()`, then the real `responses.create`."""
        self._guard.check()
        return await self._responses.create(**request)


# --- the SDK's spans, into each run's own ledger -------------------------------------------------------

_current_ledger: contextvars.ContextVar[Ledger | None] = contextvars.ContextVar("labkit_task_ledger", default=None)


@contextlib.contextmanager
def sdk_rows_to_each_run(enabled: bool) -> Iterator[None]:
    """While the block runs, the SDK's spans become rows in the CURRENT run's ledger (each run has
    its own, see `recording_into`), no trace leaves the machine, and the SDK's "Error streaming
    response" log lines (which the fallback answers) are kept off the screen. Put back as they
    were afterwards."""
    if not enabled:
        yield
        return
    from agents import set_trace_processors

    from labkit.sdk.tracing import active_trace_processors

    try:
        previous = list(active_trace_processors())
    except RuntimeError:
        previous = []
    set_trace_processors([_current_run_trace_processor()])
    quiet = _DropStreamErrors()
    logging.getLogger("openai.agents").addFilter(quiet)
    try:
        yield
    finally:
        logging.getLogger("openai.agents").removeFilter(quiet)
        set_trace_processors(previous)


@contextlib.contextmanager
def recording_into(ledger: Ledger) -> Iterator[None]:
    """Make `ledger` the one the SDK trace processor of `sdk_rows_to_each_run` writes into."""
    token = _current_ledger.set(ledger)
    try:
        yield
    finally:
        _current_ledger.reset(token)


def _current_run_trace_processor() -> Any:
    """A `LocalTraceProcessor` whose ledger is the one of the run recording at the time."""
    from labkit.ledger import default_ledger
    from labkit.sdk.tracing import LocalTraceProcessor

    class CurrentRunTraceProcessor(LocalTraceProcessor):
        @property
        def ledger(self) -> Ledger:
            ledger = _current_ledger.get()
            return ledger if ledger is not None else default_ledger()

        @ledger.setter
        def ledger(self, value: Ledger) -> None:
            pass  # always the current run's

    return CurrentRunTraceProcessor()


class _DropStreamErrors(logging.Filter):
    """Drops the SDK's "Error streaming response" lines: the fallback answers those requests."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.getMessage()).startswith("Error streaming response")
