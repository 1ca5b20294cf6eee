"""The approval gate of an Agents SDK run, decided by an approver: the SDK twin of the dispatcher's gate.

A tool made with `needs_approval` does not run when the model calls it: the run returns with the
held calls in `result.interruptions`. A human decides them with `SdkApprovalPanel`; code decides
them with an approver (`labkit.loops.approval`), through `decide_held_calls`:

    state = decide_held_calls(paused, approver, ledger_run=run)   # None: the approver defers
    result = await Runner.run(agent, state)

Every held call is asked through `labkit.loops.approval.ask`, so the gate FAILS CLOSED exactly as
the hand-written loops' does: only an explicit "approve" lets the tool run; a rejection, no
decision, an approver that raises, times out or answers garbage all REJECT the call (the SDK can
only approve or reject a held call), with a ledger row "rejected" or "no_approval". An approver
that defers (`Defer`, the notebook panel) leaves the run paused for a human.

`ToolsStarted` is a set of run hooks that notes which tools actually started: what has already
happened in a run, side effects above all (the approval panel and the streaming fallback use it
so that nothing is repeated).
"""

from __future__ import annotations

import json
from typing import Any

from agents import RunHooks

from labkit.ledger import Run
from labkit.loops.approval import Approver, PendingCall, ask, defers
from labkit.reasons import record_reason
from labkit.sdk.tracing import current_ledger


def held_call(item: Any) -> PendingCall:
    """An SDK approval item (`result.interruptions[i]`) as the `PendingCall` an approver reads."""
    raw = getattr(item, "raw_item", None)
    call_id = getattr(raw, "call_id", None) or (raw.get("call_id") if isinstance(raw, dict) else None)
    call_id = call_id or getattr(item, "call_id", None)  # a hosted MCP approval request has an `id` only
    return PendingCall(str(call_id or ""), str(item.name), arguments_of(getattr(item, "arguments", None)))


def arguments_of(arguments: str | None) -> dict[str, Any]:
    """A held call's arguments as a dict (`{"_raw": text}` when they are not a JSON object)."""
    try:
        value = json.loads(arguments or "{}")
    except (TypeError, ValueError):
        return {"_raw": arguments}
    return value if isinstance(value, dict) else {"_raw": arguments}


def decide_held_calls(result: Any, approver: Approver | None, *, ledger_run: Run | None = None) -> Any:
    """The paused run's state with every held call approved or rejected by `approver`; None when
    the approver defers (a human decides later: the run stays paused).

    A call runs only on an explicit approval. Anything else rejects it, and the model reads
    "<tool> was not run: <why>"; the call gets a "blocked" tool row with the reason "rejected"
    (the approver said no) or "no_approval" (nobody decided), as the dispatcher writes one.
    """
    items = list(getattr(result, "interruptions", None) or [])
    if not items:
        raise ValueError("this run is not waiting for approval (result.interruptions is empty): nothing to decide")
    decisions = asked(items, approver)
    if decisions is None:
        return None
    state = result.to_state()
    carry_out(decisions, state.approve, lambda item, message: state.reject(item, rejection_message=message),
              ledger_run if ledger_run is not None else current_ledger())
    return state


def asked(items: list[Any], approver: Approver | None) -> list[tuple[Any, Any, Any]] | None:
    """Each held item with its call and the approver's decision (failing closed); None when the
    approver defers on every one (a human decides later)."""
    decisions = [(item, call, ask(approver, call)) for item in items for call in (held_call(item),)]
    if defers(approver) and all(decision.verdict is None for _, _, decision in decisions):
        return None
    return decisions


def carry_out(decisions: list[tuple[Any, Any, Any]], approve: Any, reject: Any, recorder: Any) -> None:
    """Approve what was approved; reject the rest with "<tool> was not run: <why>" and a
    "rejected" or "no_approval" row, as the dispatcher writes one."""
    for item, call, decision in decisions:
        if decision.approved:
            approve(item)
            continue
        reject(item, f"{call.name} was not run: {decision.reason}")
        record_reason(recorder, "rejected" if decision.verdict == "reject" else "no_approval", kind="tool",
                      name=call.name, detail=decision.reason)


class ToolsStarted(RunHooks):
    """Run hooks that note every tool that started, in order (`names`): what already happened.

    A tool the SDK never ran (a rejected or held call) is not in the list; one that started and
    then failed is (it may have done its work before failing)."""

    def __init__(self) -> None:
        self.names: list[str] = []

    async def on_tool_start(self, context: Any, agent: Any, tool: Any) -> None:
        """A tool is about to run."""
        self.names.append(str(tool.name))
