"""An approval panel for notebooks: a human approves or rejects a side effect with a click.

The gate never blocks the kernel waiting for a click (a blocked kernel processes no clicks, and a
headless run has no one to click). Instead it is event-driven:

1. run the loop with `Dispatcher(registry, approver=PanelApprover())`; at a side-effect call the
   approver has no decision, so the loop RETURNS with `stopped_by="awaiting_approval"` and the
   held call in `result.pending` (the ledger gets a "blocked" row with the reason "awaiting_approval");
2. `panel = ApprovalPanel(result)` shows the call: the tool, its arguments, Approve / Reject
   buttons and a status line;
3. a click (or `panel.decide("approve")` in code, or `panel.decide_from_env()` in a headless run
   with `LABKIT_AUTO_DECISION=approve|reject`) records the decision and resumes the loop: the
   call runs (approve) or the model reads "rejected by a human: <reason>" (reject), and the loop
   carries on to its answer. `panel.result` is the new LoopResult; `panel.status` says what
   happened.

Only `HTML` and `Label` widgets show text (nbval cannot see what an `Output` widget holds), and
the panel's repr is one short line, so a checked notebook's displayed output stays stable.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from labkit import config
from labkit.loops import resume_loop
from labkit.loops.approval import Defer, PendingCall
from labkit.loops.result import AWAITING_APPROVAL, LoopResult

Resume = Callable[[str, str], Any]
_PAST = {"approve": "approved", "reject": "rejected"}


class PanelApprover(Defer):
    """The approver behind an ApprovalPanel: it never decides on its own, so the loop pauses."""


class ApprovalPanel(widgets.VBox):
    """Shows a held side-effect call with Approve / Reject buttons; a decision resumes the loop.

    `source` is a LoopResult that stopped with "awaiting_approval" (the panel resumes it itself),
    or a PendingCall / list of them together with `resume=fn(verdict, reason)`, called on decision.
    """

    def __init__(self, source: LoopResult | PendingCall | Sequence[PendingCall], *,
                 resume: Resume | None = None) -> None:
        self.result: LoopResult | None = source if isinstance(source, LoopResult) else None
        self.decisions: list[tuple[str, str, str]] = []
        self._calls = _pending_of(source)
        self._resume = resume
        self.call_html = widgets.HTML()
        self.reason_box = widgets.Text(placeholder="reason (optional, shown to the model on reject)")
        self.approve_button = widgets.Button(description="Approve", button_style="success", icon="check")
        self.reject_button = widgets.Button(description="Reject", button_style="danger", icon="times")
        self.status_label = widgets.Label()
        self.approve_button.on_click(lambda _button: self.decide("approve", self.reason_box.value))
        self.reject_button.on_click(lambda _button: self.decide("reject", self.reason_box.value))
        super().__init__(children=[self.call_html, widgets.HBox([self.approve_button, self.reject_button]),
                                   self.reason_box, self.status_label])
        self._show(self._calls, "")

    def __repr__(self) -> str:
        return f"ApprovalPanel({self.status!r})"

    @property
    def status(self) -> str:
        """What the panel is waiting for, or what the last decision led to."""
        return self.status_label.value

    @property
    def pending(self) -> list[PendingCall]:
        """The calls waiting for a decision (empty once decided)."""
        return list(self._calls)

    def decide(self, verdict: str, reason: str = "") -> LoopResult | Any:
        """Record "approve" or "reject" for the shown call(s) and resume; returns what resuming returned.

        Called by the buttons; call it yourself in code or tests. Never waits for anything.
        """
        verdict = verdict.strip().lower()
        if verdict not in ("approve", "reject"):
            raise ValueError(f"decide({verdict!r}): use 'approve' or 'reject'")
        if not self._calls:
            self.status_label.value = f"nothing to decide ({self.status})"
            return self.result
        decided = ", ".join(call.name for call in self._calls)
        self.decisions.extend((call.call_id, verdict, reason) for call in self._calls)
        outcome = self._carry_on(verdict, reason)
        what = f"{_PAST[verdict]} {decided}" + (f" ({reason})" if reason else "")
        if isinstance(outcome, LoopResult):
            self.result = outcome
            waiting = outcome.pending if outcome.stopped_by == AWAITING_APPROVAL else []
            self._show(waiting, f"{what}; {_after(outcome)}")
        else:
            self._show([], what)
        return outcome

    def decide_from_env(self, variable: str = config.ENV_AUTO_DECISION) -> LoopResult | Any | None:
        """Decide as `$LABKIT_AUTO_DECISION` says (headless runs); when it is unset, leave the call
        waiting (fail closed) and say so in the status. Returns what `decide` returned, or None."""
        value = config.env(variable)
        if value is None:
            self.status_label.value = f"{self.status} (set {variable}=approve or reject to decide headless)"
            return None
        return self.decide(value, f"{variable}={value.strip().lower()}")

    def _carry_on(self, verdict: str, reason: str) -> Any:
        """Resume the loop (LoopResult source) or call the resume callback."""
        if self._resume is not None:
            return self._resume(verdict, reason)
        if self.result is not None:
            return resume_loop(self.result, verdict, reason=reason)
        return None

    def _show(self, calls: Sequence[PendingCall], status: str) -> None:
        """Show `calls` (or that nothing waits) and the status line; buttons only work while calls wait."""
        self._calls = list(calls)
        waiting = bool(self._calls)
        self.approve_button.disabled = self.reject_button.disabled = not waiting
        self.call_html.value = "".join(_call_html(call) for call in self._calls) or "<i>no call is waiting</i>"
        names = ", ".join(call.name for call in self._calls)
        self.status_label.value = status or (f"awaiting approval: {names}" if waiting else "no call is waiting")


def _pending_of(source: Any) -> list[PendingCall]:
    """The held calls of a LoopResult, a PendingCall or a list of them."""
    if isinstance(source, LoopResult):
        if source.stopped_by != AWAITING_APPROVAL:
            raise ValueError(f"this loop is not waiting for approval (stopped_by={source.stopped_by!r}); run it "
                             "with Dispatcher(registry, approver=PanelApprover()) so it pauses at side effects")
        return list(source.pending)
    if isinstance(source, PendingCall):
        return [source]
    calls = list(source)
    if not all(isinstance(call, PendingCall) for call in calls):
        raise TypeError("ApprovalPanel needs a LoopResult awaiting approval, a PendingCall or a list of them")
    return calls


def _call_html(call: PendingCall) -> str:
    """One held call as HTML: the tool name and its arguments, pretty-printed and escaped."""
    return (f"<b>{html.escape(call.name)}</b> wants to run with:"
            f"<pre style='white-space: pre-wrap'>{html.escape(call.arguments_json)}</pre>")


def _after(result: LoopResult) -> str:
    """What the resumed loop did, in a few words."""
    if result.stopped_by is None:
        return f"the loop finished after {result.steps} model calls"
    if result.stopped_by == AWAITING_APPROVAL:
        return "awaiting approval: " + ", ".join(call.name for call in result.pending)
    return f"the loop stopped: {result.stopped_by}"
