"""Human approval for Agents SDK tools: pause, decide, resume — without ever blocking the kernel.

A tool made with `function_tool(fn, needs_approval=True)` (or `tools_from(fns, needs_approval=[...])`)
does not run when the model calls it. The run returns early instead, with the held calls in
`result.interruptions`. To carry on:

    state = result.to_state()
    state.approve(item)            # or state.reject(item): the tool never runs, and the model
    result = await Runner.run(agent, state)    # reads "Tool execution was not approved."

`decide_and_resume` does exactly that; `SdkApprovalPanel` puts it behind two buttons. A click only
*schedules* the resume (`asyncio.ensure_future`), because a kernel that waits for a click cannot
receive one, and a headless run (CI, nbval) has no one to click: there `await panel.decide(...)`
or `await panel.decide_from_env()` (`LABKIT_AUTO_DECISION=approve|reject`) decides in code.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
from collections.abc import Iterator
from typing import Any

import ipywidgets as widgets
from agents import Agent, Runner
from agents.result import RunResult

from labkit import config
from labkit.ledger import Run
from labkit.reasons import record_reason
from labkit.sdk.runners import LabkitRun, local_run_config
from labkit.sdk.tracing import current_ledger

DECISIONS = ("approve", "reject")
_PAST = {"approve": "approved", "reject": "rejected"}
#: What the SDK tells the model about a rejected call (its default rejection message).
NOT_APPROVED = "Tool execution was not approved."


def pending_approvals(result: Any) -> list[tuple[str, dict[str, Any]]]:
    """The calls a paused run waits on, as `(tool name, arguments dict)` pairs (empty if none)."""
    return [(str(item.name), _arguments(item.arguments)) for item in getattr(result, "interruptions", None) or []]


async def decide_and_resume(
    agent: Agent,
    paused: LabkitRun | RunResult,
    decision: str,
    *,
    reason: str | None = None,
    max_turns: int = 10,
    ledger_run: Run | None = None,
) -> LabkitRun:
    """Approve or reject every call `paused` waits on, resume the run, and return the new `LabkitRun`.

    - `paused`: what `labkit.sdk.run` returned (or an SDK `RunResult`);
    - `decision`: "approve" (the tools run) or "reject" (they never run; the model reads
      "Tool execution was not approved." plus `reason` when given, and answers without them);
    - `max_turns`: passed on; note that the SDK keeps the first run's limit in the saved state;
    - `ledger_run`: re-enter this ledger run, so the resumed part's rows join the first part's
      (default: the `LabkitRun`'s own, else the current run).

    The new result can pause again (another call needing approval): check `.interruptions`.
    """
    verdict = _verdict(decision)
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
        resumed = await Runner.run(agent, state, max_turns=max_turns,
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


class SdkApprovalPanel(widgets.VBox):
    """The held calls of a paused SDK run, with Approve / Reject buttons and a status line.

    A click schedules `decide(...)` on the running event loop and returns at once; the status
    line says when the resumed run has finished, and `panel.result` holds its `LabkitRun`.
    Headless: `await panel.decide("approve")` or `await panel.decide_from_env()`. Only HTML and
    Label widgets show text (nbval cannot see inside an Output widget).
    """

    def __init__(self, agent: Agent, paused: LabkitRun | RunResult, *, max_turns: int = 10,
                 ledger_run: Run | None = None) -> None:
        self.agent = agent
        self.paused = paused
        self.result: LabkitRun | None = None
        self.error: BaseException | None = None
        self.task: asyncio.Future | None = None
        self.max_turns = max_turns
        self.ledger_run = ledger_run
        self._pending = pending_approvals(paused)
        self.calls_html = widgets.HTML(_calls_html(self._pending))
        self.approve_button = widgets.Button(description="Approve", button_style="success", icon="check")
        self.reject_button = widgets.Button(description="Reject", button_style="danger", icon="times")
        self.status_label = widgets.Label(_waiting_text(self._pending))
        self.approve_button.on_click(lambda _button: self._schedule("approve"))
        self.reject_button.on_click(lambda _button: self._schedule("reject"))
        self._enable(bool(self._pending))
        super().__init__(children=[self.calls_html, widgets.HBox([self.approve_button, self.reject_button]),
                                   self.status_label])

    def __repr__(self) -> str:
        return f"SdkApprovalPanel({self.status!r})"

    @property
    def status(self) -> str:
        """What the panel waits for, or what the decision led to."""
        return self.status_label.value

    async def decide(self, decision: str, *, reason: str | None = None) -> LabkitRun | None:
        """Approve or reject the held calls and resume the run; returns the new `LabkitRun`.

        Only the first decision counts: a later call (a second click) returns `self.result`.
        """
        verdict = _verdict(decision)
        if not self._pending:
            return self.result
        names = ", ".join(name for name, _ in self._pending)
        self._pending = []
        self._enable(False)
        self.status_label.value = f"{_PAST[verdict]} {names}: resuming the run…"
        try:
            self.result = await decide_and_resume(self.agent, self.paused, verdict, reason=reason,
                                                  max_turns=self.max_turns, ledger_run=self.ledger_run)
        except Exception as error:
            self.error = error
            failure = f"the resumed run failed: {type(error).__name__}: {error}"
            self.status_label.value = f"{_PAST[verdict]} {names}; {failure}"[:300]
            raise
        self.status_label.value = f"{_PAST[verdict]} {names}; {_after(self.result)}"
        return self.result

    async def decide_from_env(self, variable: str = config.ENV_AUTO_DECISION) -> LabkitRun | None:
        """Decide as `$LABKIT_AUTO_DECISION` says ("approve" when unset): for headless runs."""
        return await self.decide(config.env(variable, "approve") or "approve")

    def _schedule(self, decision: str) -> None:
        """Button handler: start `decide` on the running loop and return at once (never block)."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            self.status_label.value = f"no running event loop here: use `await panel.decide({decision!r})`"
            return
        self.task = asyncio.ensure_future(self._decide_and_show(decision))

    async def _decide_and_show(self, decision: str) -> None:
        """`decide`, with a failure shown in the status line (a click has nobody to raise to)."""
        with contextlib.suppress(Exception):
            await self.decide(decision)

    def _enable(self, enabled: bool) -> None:
        self.approve_button.disabled = self.reject_button.disabled = not enabled


# --- helpers ---------------------------------------------------------------------------------------


def _verdict(decision: str) -> str:
    """"approve" or "reject" from what the caller wrote; a ValueError saying the choices otherwise."""
    verdict = str(decision).strip().lower()
    if verdict not in DECISIONS:
        raise ValueError(f"decision={decision!r}: use 'approve' (the tool runs) or 'reject' (it never runs)")
    return verdict


def _arguments(arguments: str | None) -> dict[str, Any]:
    """A held call's arguments as a dict (`{"_raw": text}` when they are not a JSON object)."""
    try:
        value = json.loads(arguments or "{}")
    except json.JSONDecodeError:
        return {"_raw": arguments}
    return value if isinstance(value, dict) else {"_raw": arguments}


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
