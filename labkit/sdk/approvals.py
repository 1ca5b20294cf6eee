"""Human approval for Agents SDK tools: pause, decide, resume — without ever blocking the kernel.

A tool made with `function_tool(fn, needs_approval=True)` (or `tools_from(fns, needs_approval=[...])`)
does not run when the model calls it. The run returns early instead, with the held calls in
`result.interruptions`. To carry on:

    state = result.to_state()
    state.approve(item)            # or state.reject(item): the tool never runs, and the model
    result = await Runner.run(agent, state)    # reads "Tool execution was not approved."

`decide_and_resume` does exactly that for a human's decision; `SdkApprovalPanel` puts it behind
two buttons (an approver in code decides with `labkit.sdk.gate.decide_held_calls`, or
`labkit.sdk.run(..., approver=...)`). A click only *schedules* the resume
(`asyncio.ensure_future`), because a kernel that waits for a click cannot receive one, and a
headless run (CI, nbval) has no one to click: there `await panel.decide(...)`, or
`await panel.decide_from_env()` when the RUNNER set `LABKIT_AUTO_DECISION=approve|reject`.
Nothing approves by default: unset, empty or unknown, the calls keep waiting.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
from collections.abc import Iterator
from typing import Any

from agents import Agent, RunHooks, Runner
from agents.result import RunResult

from labkit import config
from labkit.ledger import Run
from labkit.loops.approval import verdict_of
from labkit.reasons import record_reason
from labkit.sdk.gate import ToolsStarted, arguments_of
from labkit.sdk.runners import LabkitRun, local_run_config
from labkit.sdk.tracing import current_ledger
from labkit.widgets import PAST, WAITING, DecisionPanel

#: What the SDK tells the model about a rejected call (its default rejection message).
NOT_APPROVED = "Tool execution was not approved."


def pending_approvals(result: Any) -> list[tuple[str, dict[str, Any]]]:
    """The calls a paused run waits on, as `(tool name, arguments dict)` pairs (empty if none)."""
    return [(str(item.name), arguments_of(item.arguments)) for item in getattr(result, "interruptions", None) or []]


async def decide_and_resume(
    agent: Agent,
    paused: LabkitRun | RunResult,
    decision: str,
    *,
    reason: str | None = None,
    max_turns: int = 10,
    ledger_run: Run | None = None,
    hooks: RunHooks | None = None,
) -> LabkitRun:
    """Approve or reject every call `paused` waits on, resume the run, and return the new `LabkitRun`.

    - `paused`: what `labkit.sdk.run` returned (or an SDK `RunResult`);
    - `decision`: "approve" (the tools run) or "reject" (they never run; the model reads
      "Tool execution was not approved." plus `reason` when given, and answers without them);
    - `max_turns`: passed on; note that the SDK keeps the first run's limit in the saved state;
    - `ledger_run`: re-enter this ledger run, so the resumed part's rows join the first part's
      (default: the `LabkitRun`'s own, else the current run);
    - `hooks`: run hooks for the resumed part (e.g. `labkit.sdk.gate.ToolsStarted`).

    The new result can pause again (another call needing approval): check `.interruptions`.
    """
    verdict = verdict_of(decision)
    result = paused.result if isinstance(paused, LabkitRun) else paused
    if ledger_run is None and isinstance(paused, LabkitRun):
        ledger_run = paused.ledger_run
    if not getattr(result, "interruptions", None):
        raise ValueError("this run is not waiting for approval (result.interruptions is empty): nothing to "
                         "decide; give a tool needs_approval=True to make the run pause")
    state = result.to_state()
    for item in result.interruptions:
        if verdict == "approve":
            state.approve(item)
        else:
            message = f"{NOT_APPROVED} Reason: {reason}" if reason else None
            state.reject(item, rejection_message=message)
    with _entered(ledger_run):
        if verdict == "reject":
            _record_rejections(result.interruptions, reason, ledger_run)
        resumed = await Runner.run(agent, state, max_turns=max_turns, hooks=hooks,
                                   run_config=local_run_config(f"sdk:{agent.name}:resume"))
        joined = ledger_run if ledger_run is not None else current_ledger().current_run()
    return LabkitRun(resumed, joined)


def _record_rejections(items: list[Any], reason: str | None, ledger_run: Run | None = None) -> None:
    """One "rejected" tool row per rejected call: the SDK traces nothing for a call it never runs,
    and the hand-written dispatcher records one, so the approaches compare row for row."""
    recorder = ledger_run if ledger_run is not None else current_ledger()
    for item in items:
        record_reason(recorder, "rejected", kind="tool", name=str(item.name),
                      detail=f"rejected by a human: {reason or 'no reason given'}")


class SdkApprovalPanel(DecisionPanel):
    """The held calls of a paused SDK run, with Approve / Reject buttons, a reason box and a
    status line (`labkit.widgets.DecisionPanel`).

    A click schedules `decide(...)` on the running event loop and returns at once; the status
    line says when the resumed run has finished, and `panel.result` holds its `LabkitRun`. Deciding
    and resuming are one step: when the resumed run fails before a held tool ran, the status line
    shows the error and the calls stay held (click again to retry); once a held tool has run it is
    never run again. Headless: `await panel.decide("approve")`, or `await panel.decide_from_env()`,
    which decides only when the runner set `LABKIT_AUTO_DECISION`. Only HTML and Label widgets show
    text (nbval cannot see inside an Output widget).
    """

    def __init__(self, agent: Agent, paused: LabkitRun | RunResult, *, max_turns: int = 10,
                 ledger_run: Run | None = None) -> None:
        self.agent = agent
        self.paused = paused
        self.result: LabkitRun | None = None
        self.task: asyncio.Future | None = None
        self.max_turns = max_turns
        self.ledger_run = ledger_run
        self._pending = pending_approvals(paused)
        super().__init__()
        self.call_html.value = _calls_html(self._pending)
        self.status_label.value = _waiting_text(self._pending)
        self._enable(bool(self._pending))

    @property
    def decided(self) -> bool:
        """True once a decision was made and the resumed run returned."""
        return self.result is not None

    async def decide(self, decision: str, *, reason: str | None = None) -> LabkitRun | None:
        """Approve or reject the held calls and resume the run; returns the new `LabkitRun`.

        Only the first decision that resumed counts: a later call (a second click) returns
        `self.result`. When resuming raises, the error is shown and raised (see the class).
        """
        verdict = verdict_of(decision)
        if not self._pending:
            return self.result
        held, names = self._pending, ", ".join(name for name, _ in self._pending)
        self._pending = []
        self._enable(False)
        what = f"{PAST[verdict]} {names}" + (f" ({reason})" if reason else "")
        self.status_label.value = f"{what}: resuming the run…"
        started = ToolsStarted()
        try:
            self.result = await decide_and_resume(self.agent, self.paused, verdict, reason=reason,
                                                  max_turns=self.max_turns, ledger_run=self.ledger_run,
                                                  hooks=started)
        except Exception as error:
            self.error = error
            failure = f"the resumed run failed: {type(error).__name__}: {error}"
            ran = [name for name, _ in held if name in started.names]
            if ran:
                ran_then = f"{', '.join(ran)} ran, then {failure}"
                self.status_label.value = f"{what}; {ran_then} — it will not run again"[:400]
            else:
                self._pending = held
                self._enable(True)
                self.status_label.value = f"{what}; {failure} — still awaiting approval: click again to retry"[:400]
            raise
        self.error = None
        self.status_label.value = f"{what}; {_after(self.result)}"
        return self.result

    async def decide_from_env(self, variable: str = config.ENV_AUTO_DECISION) -> LabkitRun | None:
        """Decide as `$LABKIT_AUTO_DECISION` says: set by headless runners (nbval, `labkit execute`,
        `make report`), never by a notebook. Unset, empty or unknown, nothing is decided (fail
        closed): the calls keep waiting for a click, and the status says why."""
        if not self._pending:
            return self.result
        verdict = self._env_verdict(variable, ", ".join(name for name, _ in self._pending))
        if verdict is None:
            return None
        return await self.decide(verdict)

    def _not_ready_text(self) -> str:
        if self.task is not None and not self.task.done():
            return "the resumed run is still going — run this cell again in a moment"
        return WAITING

    def _clicked(self, decision: str) -> None:
        """Button handler: start `decide` on the running loop and return at once (never block)."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            self.status_label.value = f"no running event loop here: use `await panel.decide({decision!r})`"
            return
        reason = self.reason_box.value.strip() or None
        self.task = asyncio.ensure_future(self._decide_and_show(decision, reason))

    async def _decide_and_show(self, decision: str, reason: str | None) -> None:
        """`decide`, with a failure shown in the status line (a click has nobody to raise to)."""
        with contextlib.suppress(Exception):
            await self.decide(decision, reason=reason)


# --- helpers ---------------------------------------------------------------------------------------


@contextlib.contextmanager
def _entered(ledger_run: Run | None) -> Iterator[None]:
    """Make `ledger_run` current inside the block (no-op for None)."""
    if ledger_run is None:
        yield
        return
    with ledger_run.entered():
        yield


def _calls_html(pending: list[tuple[str, dict[str, Any]]]) -> str:
    """The held calls as HTML: each tool's name and its arguments, escaped."""
    if not pending:
        return "<i>no call is waiting</i>"
    return "".join(f"<b>{html.escape(name)}</b> wants to run with:"
                   f"<pre style='white-space: pre-wrap'>{html.escape(json.dumps(arguments, indent=1))}</pre>"
                   for name, arguments in pending)


def _waiting_text(pending: list[tuple[str, dict[str, Any]]]) -> str:
    """The first status line."""
    if not pending:
        return "no call is waiting"
    return "awaiting approval: " + ", ".join(name for name, _ in pending)


def _after(result: LabkitRun) -> str:
    """What the resumed run did, in a few words."""
    if result.interruptions:
        return "paused again: " + ", ".join(name for name, _ in pending_approvals(result))
    answer = str(result.final_output)
    return f"the run finished: {answer if len(answer) <= 80 else answer[:79] + '…'}"
