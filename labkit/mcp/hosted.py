"""Hosted MCP with the Agents SDK: the API calls the MCP server, not your process.

    tool = hosted_tool(url, label="incidents", read_only=READERS)   # every other tool waits for approval
    agent = make_agent("Triage", incidents.INSTRUCTIONS, tools=[tool])
    paused = await run(agent, incidents.TASK, scenario="incidents")  # pauses at create_ticket
    panel = SdkApprovalPanel(agent, paused)        # a human decides, as for a function tool;
    # or run(..., approver=Preset({...})), or hosted_tool(url, approver=...) (the SDK's callback)

A `HostedMCPTool` is a tool *definition* sent to the API (`{"type": "mcp", "server_url": ...}`):
the API connects to the server, lists its tools, lets the model choose, and calls them itself.
The call and its output never pass through your process, so nothing labkit runs locally (the
dispatcher's validation, ordering checks, budgets) sees them; only the approval comes back to
you, as an `mcp_approval_request` the SDK turns into an interruption or a callback. The ledger
sees hosted calls from the response items (`labkit.instrument.record_hosted_calls`).

Fail closed, twice:

- `require_approval` comes from `read_only`, a list a PERSON reviewed: those tools run unasked,
  every other one (a tool the server adds tomorrow included) needs approval. Without
  `read_only`, every call needs approval (the API's own default, "always"). The server's
  `readOnlyHint` is never trusted for this: it is the server's claim.
- The decision: with no `approver`, the SDK pauses the run (`result.interruptions`) and nothing
  runs until someone approves. With one, `approval_callback(approver)` is the SDK's
  `on_approval_request`: it asks through `labkit.loops.approval.ask`, so only an explicit
  "approve" runs the call; a rejection, no decision, or an approver that raises, answers garbage
  or defers is a "no" (a callback cannot pause), with a ledger row ("rejected" / "no_approval").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from agents import HostedMCPTool
from agents.tool import MCPToolApprovalFunctionResult, MCPToolApprovalRequest

from labkit.loops.approval import Approver, PendingCall, ask
from labkit.reasons import record_reason
from labkit.sdk.gate import arguments_of
from labkit.sdk.tracing import current_ledger


def require_approval_unless(read_only: Iterable[str] = ()) -> Any:
    """The `require_approval` setting that FAILS CLOSED: the reviewed read-only tools never ask,
    every other tool always does (no list: "always", every call asks)."""
    names = sorted(set(read_only))
    return {"never": {"tool_names": names}} if names else "always"


def hosted_tool(url: str, *, label: str = "incidents", read_only: Iterable[str] = (),
                allowed_tools: Iterable[str] | None = None, approver: Approver | None = None,
                description: str | None = None) -> HostedMCPTool:
    """The SDK's `HostedMCPTool` for the MCP server at `url` (on the simulator: a loopback URL).

    - `label`: the server's `server_label` (how items and rows name it);
    - `read_only`: tools you reviewed as read-only: they run without asking; all others ask;
    - `allowed_tools`: only these are offered to the model at all (an allow-list);
    - `approver`: decides approval requests in the SDK's callback (fail closed, see the module
      docstring); None (the default): the run pauses for a human (`SdkApprovalPanel`, ...);
    - `description`: `server_description`, context the model may read.
    """
    config: dict[str, Any] = {"type": "mcp", "server_label": label, "server_url": url,
                              "require_approval": require_approval_unless(read_only)}
    if allowed_tools is not None:
        config["allowed_tools"] = sorted(set(allowed_tools))
    if description is not None:
        config["server_description"] = description
    callback = approval_callback(approver) if approver is not None else None
    return HostedMCPTool(tool_config=config, on_approval_request=callback)  # type: ignore[arg-type]


def approval_callback(approver: Approver | None) -> Callable[[MCPToolApprovalRequest], MCPToolApprovalFunctionResult]:
    """An `on_approval_request` callback for `HostedMCPTool` that asks `approver` and FAILS CLOSED:
    `{"approve": True}` only for an explicit approval; anything else is `{"approve": False,
    "reason": why}`, and a "rejected" (the approver said no) or "no_approval" (nobody decided)
    tool row is recorded in the current run. `approver` None: nothing is ever approved."""

    def on_approval_request(request: MCPToolApprovalRequest) -> MCPToolApprovalFunctionResult:
        data = request.data
        call = PendingCall(str(data.id), str(data.name), arguments_of(data.arguments))
        decision = ask(approver, call)
        if decision.approved:
            return {"approve": True}
        reason = decision.reason or "not approved"
        record_reason(current_ledger(), "rejected" if decision.verdict == "reject" else "no_approval",
                      kind="tool", name=call.name, detail=f"via mcp_hosted server {data.server_label}; {reason}")
        return {"approve": False, "reason": reason}

    return on_approval_request
