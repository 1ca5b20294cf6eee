"""The approaches a sweep compares, each an adapter from one run's `RunInputs` to an `Answer`.

- `workflow`: fixed code, no model call (`labkit.workflows`);
- `chat_loop` / `responses_loop`: the hand-written loops (`labkit.loops`), side effects decided
  by the task's approver at the dispatcher's gate;
- `sdk`: the Agents SDK's `Runner.run`; side effects pause the run and the task's approver decides
  (`labkit.sdk.task_runs.run_task`);
- `sdk_fallback`: the SDK streamed, falling back to a Responses loop
  (`labkit.sdk.task_runs.stream_task_with_fallback`); on the simulator it always runs under
  `stream_cut:0@*`, so the fallback serves every answer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from labkit.connect import Connection
from labkit.loops import AlwaysAllow, AlwaysDeny, Approver, Dispatcher, Limits, Registry, chat_loop, responses_loop
from labkit.scenarios import Scenario, Task
from labkit.sweep.budget import CostGuard
from labkit.workflows import FIXED_WORKFLOWS

APPROACH_NAMES = ("workflow", "chat_loop", "responses_loop", "sdk", "sdk_fallback")
#: What `sdk_fallback` always runs under on the simulator: every stream drops before its first token.
FALLBACK_SIM_FAULTS = "stream_cut:0@*"


@dataclass
class RunInputs:
    """What an approach gets for one run: the connection, the task, its scenario and the run's own
    world (`scenario.new_world()`), the model, the limits and the approach's name."""

    conn: Connection
    task: Task
    scenario: Scenario
    world: Any
    model: str
    limits: Limits
    approach: str


@dataclass
class Answer:
    """What an approach returns: the final text, why it stopped early (if it did), and a note."""

    text: str | None
    stopped_by: str | None = None
    note: str | None = None


def approver_for(task: Task) -> Approver:
    """A fresh approver for one run of `task`: `AlwaysAllow` or `AlwaysDeny`, as `task.approve` says."""
    if task.approve:
        return AlwaysAllow(f"approved by the sweep ({task.label})")
    return AlwaysDeny(f"rejected by the sweep's approver ({task.label})")


def run_fixed_workflow(inputs: RunInputs) -> Answer:
    """The task's fixed workflow (`labkit.workflows`): code calls the tools in order and writes the answer."""
    workflow = FIXED_WORKFLOWS[inputs.task.workflow]
    result = workflow(inputs.conn, world=inputs.world, approver=approver_for(inputs.task), model=inputs.model)
    return Answer(result.final_text, result.stopped_by)


def run_chat_loop(inputs: RunInputs) -> Answer:
    """The hand-written Chat Completions loop (`labkit.loops.chat_loop`)."""
    return _hand_loop(chat_loop, inputs)


def run_responses_loop(inputs: RunInputs) -> Answer:
    """The hand-written Responses loop (`labkit.loops.responses_loop`)."""
    return _hand_loop(responses_loop, inputs)


def _hand_loop(loop: Callable[..., Any], inputs: RunInputs) -> Answer:
    """One hand-written loop over the scenario's tools, side effects decided by the task's approver."""
    task = inputs.task
    registry = Registry.for_scenario(inputs.scenario, world=inputs.world)
    dispatcher = Dispatcher(registry, approver=approver_for(task), ledger=inputs.conn.ledger)
    result = loop(inputs.conn, registry, task.prompt, model=inputs.model, instructions=task.instructions,
                  dispatcher=dispatcher, limits=inputs.limits, approach=inputs.approach, scenario=task.scenario)
    return Answer(result.final_text, result.stopped_by)


def run_sdk(inputs: RunInputs) -> Answer:
    """The Agents SDK: `Runner.run` with the scenario's tools; side-effect tools pause the run and
    the task's approver approves or rejects each held call."""
    from labkit.sdk.task_runs import run_task

    work = run_task(inputs.conn, inputs.scenario, inputs.task, model=inputs.model, approach=inputs.approach,
                    max_turns=inputs.limits.max_steps or 10, world=inputs.world,
                    approver=approver_for(inputs.task), make_guard=_guard_maker(inputs))
    return _answer(asyncio.run(_closing_client(inputs.conn, work)))


def run_sdk_fallback(inputs: RunInputs) -> Answer:
    """The Agents SDK streamed, with the Responses fallback (`labkit.sdk.fallback`)."""
    from labkit.sdk.task_runs import stream_task_with_fallback

    work = stream_task_with_fallback(
        inputs.conn, inputs.scenario, inputs.task, model=inputs.model, approach=inputs.approach,
        max_turns=inputs.limits.max_steps or 10, world=inputs.world,
        approver_factory=lambda: approver_for(inputs.task), make_guard=_guard_maker(inputs))
    return _answer(asyncio.run(_closing_client(inputs.conn, work)))


def _guard_maker(inputs: RunInputs) -> Callable[[Any], CostGuard]:
    """`make_guard(ledger_run)`: the run's `CostGuard` against its per-run limit."""
    return lambda ledger_run: CostGuard(inputs.conn.ledger, ledger_run, inputs.limits.max_cost_usd)


def _answer(task_answer: Any) -> Answer:
    return Answer(task_answer.text, task_answer.stopped_by, task_answer.note)


async def _closing_client(conn: Connection, work: Any) -> Any:
    """Await `work`, then close the run's async client inside its own event loop."""
    try:
        return await work
    finally:
        await conn.async_client.close()


def describe(error: BaseException) -> str:
    """`Type: message`, short enough for a table cell."""
    text = f"{type(error).__name__}: {error}".strip()
    return text if len(text) <= 200 else text[:199] + "…"


def _sdk_unavailable() -> str | None:
    """Why the SDK approach cannot run here (None when it can)."""
    try:
        import agents  # noqa: F401

        import labkit.sdk.runners  # noqa: F401
        import labkit.sdk.task_runs  # noqa: F401
    except Exception as error:
        return f"the Agents SDK helpers do not import ({describe(error)})"
    return None


def _fallback_unavailable() -> str | None:
    """Why the SDK-with-fallback approach cannot run here (None when it can)."""
    reason = _sdk_unavailable()
    if reason:
        return reason
    try:
        from labkit.sdk.fallback import stream_with_fallback  # noqa: F401
    except Exception as error:
        return f"labkit.sdk.fallback does not import ({describe(error)})"
    return None


@dataclass(frozen=True)
class Approach:
    """How one approach runs a task, what it needs, and the faults it always runs under (sim)."""

    name: str
    run: Callable[[RunInputs], Answer]
    sim_faults: str = ""
    unavailable: Callable[[], str | None] = lambda: None
    uses_sdk: bool = False

    def unsupported(self, task: Task) -> str | None:
        """Why this approach cannot run `task` (None when it can)."""
        if self.name == "workflow" and task.workflow is None:
            return f"no fixed workflow is written for {task.label}"
        if self.name == "workflow" and task.workflow not in FIXED_WORKFLOWS:
            return (f"{task.label} names the fixed workflow {task.workflow!r}, which labkit.workflows does not "
                    f"have; use one of {', '.join(FIXED_WORKFLOWS)}")
        return self.unavailable()


APPROACHES: dict[str, Approach] = {
    "workflow": Approach("workflow", run_fixed_workflow),
    "chat_loop": Approach("chat_loop", run_chat_loop),
    "responses_loop": Approach("responses_loop", run_responses_loop),
    "sdk": Approach("sdk", run_sdk, unavailable=_sdk_unavailable, uses_sdk=True),
    "sdk_fallback": Approach("sdk_fallback", run_sdk_fallback, sim_faults=FALLBACK_SIM_FAULTS,
                             unavailable=_fallback_unavailable, uses_sdk=True),
}
