"""The FIXED workflow: plain Python steps, run in order by code; no model decides anything.

    scan ─► estimate every deal ─► pick the best (code) ─► notify (if it beats the threshold)

(That one, the deal hunter's, is `labkit.workflows.deals_workflow`; this module is the machinery.)
Each tool call a step makes goes through the same `Dispatcher` as the loops' calls (validation,
approval, budget, a ledger row), so a fixed workflow and a tool loop are measured alike. A model
may be called once at the end, to write the message; that is the only model call.

A step is a function `step(ctx) -> value`; its value is kept under the step's name
(`ctx["scan"]`) for the steps after it. `ctx.call(tool, **arguments)` returns the tool's result
or raises `labkit.errors.ToolCallFailed`, which stops the workflow (`stopped_by="step_failed"`, and
a guardrail row with that reason code);
`ctx.dispatch(...)` returns the `ToolResult` whatever happened, for steps that handle failure
themselves (a notification that was not approved is an outcome, not a crash).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from labkit import config
from labkit.errors import ToolCallFailed
from labkit.ledger import Ledger
from labkit.loops.common import loop_run, resolve
from labkit.loops.dispatch import Dispatcher, ToolResult
from labkit.loops.result import LoopResult
from labkit.reasons import record_reason

Step = Callable[["WorkflowContext"], Any]


class WorkflowContext:
    """What a step can use: earlier steps' values (`ctx["scan"]`) and the dispatcher."""

    def __init__(self, dispatcher: Dispatcher) -> None:
        self.dispatcher = dispatcher
        self.values: dict[str, Any] = {}
        self.tool_results: list[ToolResult] = []

    def __getitem__(self, step_name: str) -> Any:
        if step_name not in self.values:
            raise KeyError(f"no step named {step_name!r} has run yet; steps so far: {list(self.values)}")
        return self.values[step_name]

    def dispatch(self, tool: str, **arguments: Any) -> ToolResult:
        """Call a tool through the dispatcher; the ToolResult, whatever happened."""
        call_id = f"workflow_call_{len(self.tool_results) + 1}"
        result = self.dispatcher.dispatch(tool, json.dumps(arguments, default=str), call_id=call_id)
        self.tool_results.append(result)
        return result

    def call(self, tool: str, **arguments: Any) -> Any:
        """Call a tool through the dispatcher; its result, or ToolCallFailed if it did not run."""
        result = self.dispatch(tool, **arguments)
        if not result.ok:
            raise ToolCallFailed(result)
        return result.value


def run_workflow(
    steps: Sequence[Step | tuple[str, Step]],
    *,
    dispatcher: Dispatcher,
    conn: Any = None,
    message: Callable[[WorkflowContext], str] | None = None,
    model: str = config.DEFAULT_MODEL,
    approach: str | None = None,
    scenario: str | None = None,
    ledger: Ledger | None = None,
) -> LoopResult:
    """Run `steps` in order (each a function of the context, or a `(name, function)` pair).

    With `message` (a function of the context returning a prompt) and `conn`, one model call at the
    end writes the final text. A step whose `ctx.call` fails stops the workflow with
    `stopped_by="step_failed"` (and a guardrail row with that reason). `approach` / `scenario` open a ledger run, as in the loops.
    """
    client, ledger, backend = resolve(conn, ledger) if conn is not None else (None, ledger or dispatcher.ledger, None)
    dispatcher.adopt_ledger(ledger)
    if message is not None and client is None:
        raise ValueError("a workflow that writes a message needs conn= (labkit.connect()) for its one model call")
    with loop_run(ledger, approach=approach, scenario=scenario, backend=backend, model=model,
                  api="workflow") as run:
        ctx = WorkflowContext(dispatcher)
        for name, step in _named(steps):
            try:
                ctx.values[name] = step(ctx)
            except ToolCallFailed as failure:
                detail = f"step {name!r}: {failure.result.name} {failure.result.status} ({failure.result.reason})"
                record_reason(run, "step_failed", kind="guardrail", name="workflow", detail=detail)
                return _result(ctx, run.run_id, None, 0, stopped_by="step_failed", failed=failure.result,
                               stop_detail=detail)
        if message is None:
            return _result(ctx, run.run_id, None, 0)
        completion = client.chat.completions.create(model=model, messages=[{"role": "user", "content": message(ctx)}])
        return _result(ctx, run.run_id, completion.choices[0].message.content, 1)


def _named(steps: Sequence[Step | tuple[str, Step]]) -> list[tuple[str, Step]]:
    """(name, step) pairs: a bare function is named after itself."""
    return [step if isinstance(step, tuple) else (step.__name__, step) for step in steps]


def _result(ctx: WorkflowContext, run_id: str, final_text: str | None, model_calls: int, *,
            stopped_by: str | None = None, failed: ToolResult | None = None,
            stop_detail: str | None = None) -> LoopResult:
    """The workflow's LoopResult (its transcript lists each step and what it returned)."""
    transcript = [{"step": name, "value": value} for name, value in ctx.values.items()]
    if failed is not None:
        transcript.append({"step": "failed", "tool": failed.name, "error": failed.error})
    return LoopResult(final_text=final_text, steps=model_calls, tool_results=list(ctx.tool_results),
                      transcript=transcript, stopped_by=stopped_by, run_id=run_id, api="workflow",
                      values=dict(ctx.values), stop_detail=stop_detail)
