"""labkit.loops — hand-written tool loops and the machinery around them.

- `dispatch`: `LoopTool`, `Registry` (functions → strict schemas in each API's format) and the
  guarded `Dispatcher` (unknown tool, bad JSON, schema, ordering, approval, errors, budgets);
- `approval`: who says yes to a side effect (`FailClosed` by default);
- `limits`: `Limits(max_steps, max_cost_usd, timeout_s)`, reported when they stop a loop;
- `output`: `OutputPolicy(redact=..., summarise=...)`, what the model reads of a tool's result
  (fields removed; a long list summarised behind a `fetch_more` handle);
- `workflow`: the fixed workflow's machinery (`run_workflow`; the scenarios' own fixed workflows
  are in `labkit.workflows`);
- `chat_loop` / `responses_loop`: the two loops, written out by hand, and their resume functions.

    from labkit import connect
    from labkit.loops import Registry, chat_loop

    conn = connect()
    result = chat_loop(conn, Registry.for_scenario("recycling"), "Weather in Berlin?",
                       approach="chat_loop", scenario="recycling")

    world = incidents.SCENARIO.new_world()    # tools that change a world get the run's own
    registry = Registry.for_scenario(incidents.SCENARIO, world=world)
"""

from labkit.errors import ToolCallFailed
from labkit.loops.approval import (
    AlwaysAllow,
    AlwaysDeny,
    ApprovalDecision,
    Approver,
    Callback,
    Defer,
    FailClosed,
    PendingCall,
    Preset,
    from_env,
)
from labkit.loops.budget import fit_output
from labkit.loops.chat_loop import chat_loop, resume_chat_loop
from labkit.loops.dispatch import Dispatcher, LoopTool, Registry, ToolResult
from labkit.loops.limits import Limits
from labkit.loops.output import OutputPolicy, OutputStore
from labkit.loops.responses_loop import responses_loop, resume_responses_loop
from labkit.loops.result import LoopResult, LoopState
from labkit.loops.workflow import WorkflowContext, run_workflow


def resume_loop(result: LoopResult, decision="approve", *, reason: str = "") -> LoopResult:
    """Resume a paused chat or Responses loop (whichever `result` came from); see `resume_chat_loop`."""
    resume = resume_chat_loop if result.api == "chat" else resume_responses_loop
    return resume(result, decision, reason=reason)


__all__ = [
    "AlwaysAllow", "AlwaysDeny", "ApprovalDecision", "Approver", "Callback", "Defer", "Dispatcher", "FailClosed",
    "Limits", "LoopResult", "LoopState", "OutputPolicy", "OutputStore", "PendingCall", "Preset", "Registry",
    "LoopTool", "ToolCallFailed",
    "ToolResult", "WorkflowContext", "chat_loop", "fit_output", "from_env",
    "responses_loop", "resume_chat_loop", "resume_loop", "resume_responses_loop", "run_workflow",
]
