"""labkit.sdk — helpers around the OpenAI Agents SDK (never a module named `agents`).

- `runners`: `scenario_tools(scenario)` / `recycling_tools()` / `tools_from(...)` / `sdk_tool(fn)`
  (function tools with strict schemas, readable errors and modelled latencies; a tool that
  changes a scenario's world reads it from the run context), `make_agent(...)` on the connected
  client, `await run(...)` with an explicit `max_turns` and local tracing, which returns a
  `LabkitRun` (the SDK's result and the ledger run its rows belong to), `TurnLog` hooks (what the
  runner did after each model call), and a typed run context (`UserContext`, `weather_for_user`).
- `approvals`: `pending_approvals`, `decide_and_resume`, `SdkApprovalPanel` (never blocks).
- `gate`: `decide_held_calls` (an approver decides held calls, failing closed) and `ToolsStarted`
  (run hooks noting what already ran).
- `fallback`: `stream_with_fallback` — stream with the SDK, fall back to a Responses loop when
  the SDK fails before the first token (resuming after any tool that already ran, never repeating a
  side effect); `StreamInterrupted` when it fails after.
- `tracing`: `LocalTraceProcessor` turns the SDK's spans into ledger rows on this machine;
  nothing is exported.
- `task_runs`: a task run as `labkit.sweep` makes it — `run_task` / `stream_task_with_fallback`
  with the task's approver, a cost guard before every model call, and the run's own ledger
  (`sdk_rows_to_each_run`, `recording_into`).
- `unknown_tools`: `UnknownToolWatch`, the run hooks `run()` wraps around yours: a call to a tool the
  agent does not offer gets an `unknown_tool` ledger row, and the SDK's `ModelBehaviorError` becomes
  `labkit.errors.UnknownToolCalled`, which says what to do.
- `inside` (lesson 11): `step_through(agent, input)`, the runner's loop around the SDK's own turn
  function, keeping each turn's `ModelResponse`, `ProcessedResponse` and `NextStep*`. It calls
  `agents.run_internal` (INTERNAL API, pinned to 0.24; `sdk_internals()` says what moved).
- `transport`: `responses_model(conn, transport="http" | "websocket")` — an agent's Responses model
  over HTTP or over one WebSocket (the Responses API's WebSocket mode), metered either way.
- `defaults`: `SdkDefaults`, the SDK's process-wide default client and trace processors, read and
  put back (what `labkit.connect()` changes and `conn.close()` restores).

Names are imported on first use, so `labkit.sdk.fallback` still works (its fallback path) where
the Agents SDK itself fails to import.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "LocalTraceProcessor": "tracing",
    "install_local_tracing": "tracing",
    "SdkDefaults": "defaults",
    "responses_model": "transport",
    "MeteredResponsesWSModel": "transport",
    "active_trace_processors": "tracing",
    "current_ledger": "tracing",
    "hold_for_approval": "tracing",
    "note_modelled_latency": "tracing",
    "recycling_tools": "runners",
    "scenario_tools": "runners",
    "sdk_tool": "runners",
    "tools_from": "runners",
    "make_agent": "runners",
    "run": "runners",
    "LabkitRun": "runners",
    "local_run_config": "runners",
    "TurnLog": "runners",
    "UserContext": "runners",
    "weather_for_user": "runners",
    "pending_approvals": "approvals",
    "decide_and_resume": "approvals",
    "SdkApprovalPanel": "approvals",
    "stream_with_fallback": "fallback",
    "PrimaryProgress": "fallback",
    "NoRepeat": "fallback",
    "decide_held_calls": "gate",
    "ToolsStarted": "gate",
    "FallbackLoop": "fallback",
    "FallbackStream": "fallback",
    "FallbackOutcome": "fallback",
    "StreamInterrupted": "fallback",
    "SdkUnavailable": "fallback",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    """Import `labkit.sdk.<module>` when one of its names is first used."""
    if name not in _EXPORTS:
        raise AttributeError(f"module 'labkit.sdk' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"labkit.sdk.{_EXPORTS[name]}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
