"""Notebook widgets: approval panels a human clicks, and a trace viewer that steps through a run.

APPROVAL PANELS. A human approves or rejects a side effect with a click. The gate never blocks
the kernel waiting for a click (a blocked kernel processes no clicks, and a headless run has no
one to click). Instead it is event-driven:

1. run the loop with `Dispatcher(registry, approver=PanelApprover())`; at a side-effect call the
   approver has no decision, so the loop RETURNS with `stopped_by="awaiting_approval"` and the
   held call in `result.pending` (the ledger gets a "blocked" row with the reason "awaiting_approval");
2. `panel = ApprovalPanel(result)` shows the call: the tool, its arguments, Approve / Reject
   buttons, a reason box and a status line;
3. a click (or `panel.decide("approve")` in code) decides AND resumes, as one step: the call runs
   (approve) or the model reads "rejected by a human: <reason>" (reject), and the loop carries on
   to its answer. `panel.result` is the new LoopResult; `panel.status` says what happened. A
   click that fails shows the error in the status line, and the call stays held (unless it ran
   before the failure: a side effect is never repeated);
4. after Run All in JupyterLab nothing is decided: the cells after the panel start with
   `if panel.ready():`, which prints "waiting for your decision above — click, then run the next
   cell" until you have clicked. Headless runs (nbval, `labkit execute`, `make report`) have no
   one to click: their RUNNER sets `LABKIT_AUTO_DECISION=approve|reject`, and
   `panel.decide_from_env()` decides as it says. Unset, empty or unknown, it decides nothing.

`SdkApprovalPanel` (`labkit.sdk.approvals`) is the same panel for a paused Agents SDK run; both
share `DecisionPanel`. Only `HTML` and `Label` widgets show text (nbval cannot see what an
`Output` widget holds), and a panel's repr is one short line, so a checked notebook's displayed
output stays stable.

TRACE VIEWER. `TraceViewer(trace)` steps through one run (`labkit.trace.RunTrace`): see its class.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from labkit import config
from labkit.loops import resume_loop
from labkit.loops.approval import Defer, PendingCall, env_decision, verdict_of
from labkit.loops.result import AWAITING_APPROVAL, LoopResult

Resume = Callable[[str, str], Any]
PAST = {"approve": "approved", "reject": "rejected"}
#: What a cell after an undecided panel prints (JupyterLab after Run All: nobody has clicked yet).
WAITING = "waiting for your decision above — click, then run the next cell"


class PanelApprover(Defer):
    """The approver behind an ApprovalPanel: it never decides on its own, so the loop pauses."""


class DecisionPanel(widgets.VBox):
    """What both approval panels share: the held calls, Approve / Reject, a reason box, a status
    line, and `ready()` for the cells after the panel. Subclasses say how a decision resumes."""

    def __init__(self) -> None:
        self.call_html = widgets.HTML()
        self.reason_box = widgets.Text(placeholder="reason (optional, shown to the model on reject)")
        self.approve_button = widgets.Button(description="Approve", button_style="success", icon="check")
        self.reject_button = widgets.Button(description="Reject", button_style="danger", icon="times")
        self.status_label = widgets.Label()
        self.error: BaseException | None = None
        self.approve_button.on_click(lambda _button: self._clicked("approve"))
        self.reject_button.on_click(lambda _button: self._clicked("reject"))
        super().__init__(children=[self.call_html, widgets.HBox([self.approve_button, self.reject_button]),
                                   self.reason_box, self.status_label])

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.status!r})"

    @property
    def status(self) -> str:
        """What the panel is waiting for, or what the last decision led to."""
        return self.status_label.value

    @property
    def decided(self) -> bool:
        """True once a decision was made and the run resumed from it."""
        raise NotImplementedError

    def ready(self) -> bool:
        """For the cells after the panel: True once decided; otherwise print what to do (click,
        then run the next cell) and return False, so Run All goes on without an error."""
        if self.decided:
            return True
        print(self._not_ready_text())
        return False

    def _not_ready_text(self) -> str:
        return WAITING

    def _clicked(self, verdict: str) -> None:
        """Button handler (subclasses): decide with the reason typed in the box."""
        raise NotImplementedError

    def _enable(self, enabled: bool) -> None:
        self.approve_button.disabled = self.reject_button.disabled = not enabled
        self.reason_box.disabled = not enabled

    def _env_verdict(self, variable: str, names: str) -> str | None:
        """The verdict `$variable` gives, or None (and the status says the panel waits, and why)."""
        verdict, how = env_decision(variable)
        if verdict is None:
            self.status_label.value = f"awaiting approval: {names} — {WAITING} ({how})"
        return verdict


class ApprovalPanel(DecisionPanel):
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
        super().__init__()
        self._show(self._calls, "")

    @property
    def pending(self) -> list[PendingCall]:
        """The calls waiting for a decision (empty once decided)."""
        return list(self._calls)

    @property
    def decided(self) -> bool:
        """True once a decision was made and the loop resumed from it."""
        return bool(self.decisions)

    def decide(self, verdict: str, reason: str = "") -> LoopResult | Any:
        """Decide "approve" or "reject" for the shown call(s) and resume, as one step; returns what
        resuming returned.

        Called by the buttons; call it yourself in code or tests. Never waits for anything. When
        resuming raises, the status line says so and the error is raised; the call stays held
        (click again to retry) unless it already ran, which is never repeated.
        """
        verdict = verdict_of(verdict)
        if not self._calls:
            self.status_label.value = f"nothing to decide ({self.status})"
            return self.result
        names = ", ".join(call.name for call in self._calls)
        what = f"{PAST[verdict]} {names}" + (f" ({reason})" if reason else "")
        try:
            outcome = self._carry_on(verdict, reason)
        except Exception as error:
            self._failed(what, names, error)
            raise
        self.error = None
        self.decisions.extend((call.call_id, verdict, reason) for call in self._calls)
        if isinstance(outcome, LoopResult):
            self.result = outcome
            waiting = outcome.pending if outcome.stopped_by == AWAITING_APPROVAL else []
            self._show(waiting, f"{what}; {_after(outcome)}")
        else:
            self._show([], what)
        return outcome

    def decide_from_env(self, variable: str = config.ENV_AUTO_DECISION) -> LoopResult | Any | None:
        """Decide as `$LABKIT_AUTO_DECISION` says: set by headless runners (nbval, `labkit execute`,
        `make report`), never by a notebook. Unset, empty or unknown, nothing is decided (fail
        closed), the call keeps waiting for a click, and the status says why. Returns what `decide`
        returned, or None."""
        if not self._calls:
            return self.result
        verdict = self._env_verdict(variable, ", ".join(call.name for call in self._calls))
        if verdict is None:
            return None
        return self.decide(verdict, f"{variable}={verdict}")

    def _clicked(self, verdict: str) -> None:
        """A click: decide with the typed reason; a failure is already in the status line."""
        try:
            self.decide(verdict, self.reason_box.value)
        except Exception:  # nobody to raise to from a click: the status line shows it
            pass

    def _failed(self, what: str, names: str, error: Exception) -> None:
        """Say in the status line that resuming failed, and whether the call still waits."""
        self.error = error
        failure = f"resuming failed: {type(error).__name__}: {error}"
        still_held = self.result is None or self.result.state is not None
        if still_held:
            self.status_label.value = f"{what}; {failure} — still awaiting approval: click again to retry"[:400]
        else:
            self._show([], f"{what}; {names} ran, then {failure} — it will not run again"[:400])

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
        self._enable(waiting)
        self.call_html.value = "".join(call_html(call.name, call.arguments_json) for call in self._calls) or \
            "<i>no call is waiting</i>"
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


def call_html(name: str, arguments_json: str) -> str:
    """One held call as HTML: the tool name and its arguments, pretty-printed and escaped."""
    return (f"<b>{html.escape(name)}</b> wants to run with:"
            f"<pre style='white-space: pre-wrap'>{html.escape(arguments_json)}</pre>")


def _after(result: LoopResult) -> str:
    """What the resumed loop did, in a few words."""
    if result.stopped_by is None:
        return f"the loop finished after {result.steps} model calls"
    if result.stopped_by == AWAITING_APPROVAL:
        return "awaiting approval: " + ", ".join(call.name for call in result.pending)
    return f"the loop stopped: {result.stopped_by}"


class TraceViewer(widgets.VBox):
    """Step through one run: a slider and Previous / Next buttons over its model calls; each step
    shows the request (items or messages sent, tools offered), the model's output, the tool
    results, and the cost and modelled latency so far.

        TraceViewer.from_loop(result, conn.ledger)     # or TraceViewer(labkit.trace.RunTrace...)

    In JupyterLab it is a widget; headless (nbval, `labkit execute`, the HTML report) it shows a
    static summary of every step instead (`RunTrace.summary_html()`), so the output is readable
    without a frontend and the same on every run.
    """

    def __init__(self, trace: Any) -> None:
        from labkit.trace import RunTrace

        if not isinstance(trace, RunTrace) or not trace.steps:
            raise ValueError("TraceViewer needs a RunTrace with at least one step: "
                             "TraceViewer.from_loop(result, conn.ledger)")
        self.trace = trace
        last = len(trace.steps)
        self.slider = widgets.IntSlider(value=1, min=1, max=last, description="step", continuous_update=False)
        self.previous_button = widgets.Button(description="Previous", icon="arrow-left")
        self.next_button = widgets.Button(description="Next", icon="arrow-right")
        self.position_label = widgets.Label()
        self.step_html = widgets.HTML()
        self.previous_button.on_click(lambda _button: self.show(self.slider.value - 1))
        self.next_button.on_click(lambda _button: self.show(self.slider.value + 1))
        self.slider.observe(lambda change: self.show(change["new"]), names="value")
        super().__init__(children=[widgets.HBox([self.previous_button, self.slider, self.next_button,
                                                 self.position_label]), self.step_html])
        self.show(1)

    @classmethod
    def from_loop(cls, result: LoopResult, ledger: Any, *, registry: Any = None) -> TraceViewer:
        """A viewer over a chat / Responses loop's result and the ledger it recorded into
        (`registry`: the tools the loop offered, shown on each request)."""
        from labkit.trace import RunTrace

        return cls(RunTrace.from_loop(result, ledger, registry=registry))

    def __repr__(self) -> str:
        return f"TraceViewer({self.trace.run_id!r}, {len(self.trace.steps)} steps)"

    @property
    def step(self) -> int:
        """The step shown (1-based)."""
        return self.slider.value

    def show(self, step: int) -> None:
        """Show `step` (clamped to the run's steps); the slider, buttons and label follow."""
        from labkit.trace import step_html

        step = min(max(step, 1), len(self.trace.steps))
        if self.slider.value != step:
            self.slider.value = step  # its observer calls show() again with the same step
            return
        shown = self.trace.steps[step - 1]
        self.previous_button.disabled = step == 1
        self.next_button.disabled = step == len(self.trace.steps)
        self.position_label.value = (f"step {step} of {len(self.trace.steps)} · ${shown.cost_so_far_usd:.6f}, "
                                     f"{shown.latency_so_far_ms:,.0f} ms so far")
        self.step_html.value = step_html(shown)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The widget for JupyterLab, plus a static HTML summary for headless readers."""
        bundle = super()._repr_mimebundle_(**kwargs)
        bundle["text/html"] = self.trace.summary_html()
        return bundle
