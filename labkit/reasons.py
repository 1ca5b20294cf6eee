"""One vocabulary for pauses, refusals and stops: the `reason` code on a ledger row.

Whatever wrote the row (the dispatcher of a hand-written loop, the Agents SDK's approvals and
trace processor, a fixed workflow, a sweep), a call that waits for a human, a guard that said no
or a limit that ended a run is recorded by ONE helper, `record_reason(...)`, with one of these
codes. The code decides the row's `status`, so the two cannot disagree; `detail` keeps a sentence
for people to read. Count rows by code or by family (`FAMILIES`), never by matching `detail` text,
whose wording is free to change.

==================  ========  =======  =================================================================
code                family    status   what happened
==================  ========  =======  =================================================================
awaiting_approval   paused    blocked  a side-effect call waits for a human's decision; it did not run
rejected            refused   blocked  an approver or a human said no; the call did not run
no_approval         refused   blocked  nobody decided, so the gate failed closed; the call did not run
unknown_tool        refused   error    the model named a tool that is not offered
invalid_arguments   refused   error    the arguments were not a JSON object, or did not match the schema
ordering            refused   error    a value that must come from an earlier tool's output did not
tripwire            refused   blocked  a guardrail's tripwire fired; the run stopped there
tool_error          failed    error    the tool ran and raised
step_failed         stopped   stopped  a fixed workflow's step got no result from its tool
max_steps           stopped   stopped  the run made as many model calls as it may (`max_steps`, `max_turns`)
max_cost            stopped   stopped  the run spent the dollars it may (`max_cost_usd`)
timeout             stopped   stopped  the run used the seconds it may (`timeout_s`)
stream_interrupted  stopped   error    a streamed answer broke off after some text was shown
fallback            rerouted  ok       the primary failed before its first token; the fallback answered
no_fallback         failed    error    the primary failed before its first token and there was no fallback
fallback_failed     failed    error    the primary failed before its first token, and the fallback too
fallback_refused    failed    error    the primary failed after tools ran, and no fallback could resume after them
check_failed        failed    error    a sweep's run finished, but its task's check says the task was not done
run_error           failed    error    a sweep's run raised before it finished
check_error         failed    error    a sweep's task check itself raised
==================  ========  =======  =================================================================

The last three are the codes of a WHOLE RUN in a sweep's runs table (`labkit.sweep`, column
`reason`, beside the sentence in `check_detail`); a run stopped by a limit carries the limit's code
there instead (`max_cost`, `max_steps`, ...). They never appear on ledger rows.

This module imports nothing from labkit: the ledger checks codes against it, and everything else
writes them through `record_reason`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Reason:
    """What a code means: its family (paused, refused, stopped, failed, rerouted), the row status
    it implies, and one line saying what happened."""

    code: str
    family: str
    status: str
    meaning: str


REASONS: dict[str, Reason] = {
    reason.code: reason
    for reason in (
        Reason("awaiting_approval", "paused", "blocked", "a side-effect call waits for a human's decision"),
        Reason("rejected", "refused", "blocked", "an approver or a human said no"),
        Reason("no_approval", "refused", "blocked", "nobody decided, so the gate failed closed"),
        Reason("unknown_tool", "refused", "error", "the model named a tool that is not offered"),
        Reason("invalid_arguments", "refused", "error", "the arguments were not JSON or broke the schema"),
        Reason("ordering", "refused", "error", "a value did not come from an earlier tool's output"),
        Reason("tripwire", "refused", "blocked", "a guardrail's tripwire fired"),
        Reason("tool_error", "failed", "error", "the tool ran and raised"),
        Reason("step_failed", "stopped", "stopped", "a fixed workflow's step got no result from its tool"),
        Reason("max_steps", "stopped", "stopped", "the run made as many model calls as it may"),
        Reason("max_cost", "stopped", "stopped", "the run spent the dollars it may"),
        Reason("timeout", "stopped", "stopped", "the run used the seconds it may"),
        Reason("stream_interrupted", "stopped", "error", "a streamed answer broke off after some text"),
        Reason("fallback", "rerouted", "ok", "the primary failed before its first token; the fallback answered"),
        Reason("no_fallback", "failed", "error", "the primary failed and there was no fallback"),
        Reason("fallback_failed", "failed", "error", "the primary failed, and the fallback too"),
        Reason("fallback_refused", "failed", "error", "the primary failed after tools ran; no fallback repeats them"),
        Reason("check_failed", "failed", "error", "a sweep's run finished, but its task's check says it was not done"),
        Reason("run_error", "failed", "error", "a sweep's run raised before it finished"),
        Reason("check_error", "failed", "error", "a sweep's task check itself raised"),
    )
}
"""Every reason code, by code (see the table in the module docstring)."""

FAMILIES: tuple[str, ...] = ("paused", "refused", "stopped", "failed", "rerouted")
"""The families codes fall into; summaries count `paused`, `refused` and `stopped` rows."""


def family_of(code: str | None) -> str | None:
    """The family of a code ("paused", "refused", ...), None for no code or an unknown one."""
    reason = REASONS.get(code) if isinstance(code, str) else None
    return reason.family if reason is not None else None


def codes_in(family: str) -> tuple[str, ...]:
    """The codes of one family, e.g. `codes_in("stopped")` -> ("step_failed", "max_steps", ...)."""
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}: use one of {', '.join(FAMILIES)}")
    return tuple(code for code, reason in REASONS.items() if reason.family == family)


def check_reason(code: str) -> Reason:
    """The `Reason` of a code; a ValueError listing the codes for an unknown one."""
    if code not in REASONS:
        raise ValueError(f"unknown reason code {code!r}: use one of {', '.join(REASONS)}")
    return REASONS[code]


class Recorder(Protocol):
    """Anything rows can be recorded into: a `labkit.ledger.Ledger` (its current run) or a `Run`."""

    def record(self, **fields: Any) -> dict: ...


def record_reason(
    recorder: Recorder,
    reason: str,
    *,
    kind: str,
    name: str,
    detail: str | None = None,
    error: str | None = None,
    latency_ms: float = 0.0,
    wall_ms: float = math.nan,
    step: int | None = None,
    start_ms: float | None = None,
) -> dict:
    """Record the row of a pause, a refusal or a stop: `reason` is its code, which sets `status`.

    - `kind` / `name`: "tool" and the tool's name, "guardrail" and the guardrail's or limit's name;
    - `detail`: a sentence for people (the approver's words, the limit reached); never counted;
    - `error`: the text the model was shown, for a refused or failed call;
    - `latency_ms`: modelled time; 0 for a call whose function never ran;
    - `step` / `start_ms`: where the row sits in its run, when the caller knows better than the
      run's current step and clock (a hosted tool's row sits inside the model call that made it).

    Returns the recorded row (a copy).
    """
    status = check_reason(reason).status
    return recorder.record(kind=kind, name=name, status=status, reason=reason, error=error, detail=detail,
                           latency_ms=latency_ms, wall_ms=wall_ms, step=step, start_ms=start_ms)
