"""Approvers: who says yes or no before a tool with a side effect runs.

The dispatcher asks `approver.decide(call)` for every call to a side-effect tool and runs the
tool only on an explicit "approve". Anything else blocks the call:

- `ApprovalDecision("approve")` — run it;
- `ApprovalDecision("reject", reason)` — do not run it; the model reads the reason;
- `ApprovalDecision(None, reason)` — no decision: FAIL CLOSED, the call is blocked.

Every gate asks through `ask(approver, call)`, which FAILS CLOSED: no approver, an approver that
raises or times out, or one that answers anything but a documented shorthand (`as_decision`)
means no decision. Nothing in labkit approves by default.

Approvers shipped here: `FailClosed` (the default: nobody approved, so nothing runs),
`AlwaysDeny`, `AlwaysAllow`, `Callback` (your function decides), `Preset` (decisions written down
in advance, by tool name or call id), `Defer` (no decision yet: the loop pauses with
`stopped_by="awaiting_approval"` and resumes when a human decides) and `from_env()`, which reads
`LABKIT_AUTO_DECISION` for headless runs (unset or unknown: `FailClosed`). The notebook widget,
`labkit.widgets.PanelApprover`, is a
`Defer` with buttons.
"""

from __future__ import annotations

import inspect
import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

from labkit import config

ApprovalVerdict = Literal["approve", "reject"]
VERDICTS: tuple[str, ...] = ("approve", "reject")


@dataclass(frozen=True)
class PendingCall:
    """A call to a side-effect tool waiting for a decision: what the approver gets to see."""

    call_id: str
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)

    @property
    def arguments_json(self) -> str:
        """The arguments as pretty JSON (for a prompt or a panel)."""
        return json.dumps(self.arguments, indent=2, ensure_ascii=False, default=str)

    def __str__(self) -> str:
        args = ", ".join(f"{key}={value!r}" for key, value in self.arguments.items())
        return f"{self.name}({args})"


@dataclass(frozen=True)
class ApprovalDecision:
    """An approver's answer: verdict "approve" | "reject" | None (no decision), and why."""

    verdict: ApprovalVerdict | None
    reason: str = ""

    def __post_init__(self) -> None:
        if self.verdict is not None and self.verdict not in VERDICTS:
            raise ValueError(f"verdict must be 'approve', 'reject' or None, got {self.verdict!r}")

    @property
    def approved(self) -> bool:
        """True only for an explicit "approve"."""
        return self.verdict == "approve"


@runtime_checkable
class Approver(Protocol):
    """Anything with `decide(call) -> ApprovalDecision`. Set `defers = True` to pause instead of block."""

    def decide(self, call: PendingCall) -> ApprovalDecision: ...


SHORTHANDS = '"approve", "reject", True, False, None or an ApprovalDecision'


def as_decision(value: ApprovalDecision | str | bool | None, reason: str = "") -> ApprovalDecision:
    """An ApprovalDecision from the shorthands people write, and ONLY those: "approve" or "reject"
    (a `str`; case and surrounding spaces do not matter), True, False, None (no decision) or an
    ApprovalDecision.

    Anything else raises TypeError or ValueError, even when it looks like a yes: an object whose
    `str()` is "approve", the number 1, "yes", {"verdict": "approve"}. A gate that asks an approver
    (`ask`) turns that error into "no decision", so garbage never approves anything.
    """
    if isinstance(value, ApprovalDecision):
        return _checked(value)
    if value is True:
        return ApprovalDecision("approve", reason)
    if value is False:
        return ApprovalDecision("reject", reason)
    if value is None:
        return ApprovalDecision(None, reason or "no approval decision (fail closed)")
    if inspect.iscoroutine(value):
        value.close()  # never awaited: close it, so Python does not warn later
        raise TypeError("a coroutine is not a decision: approvers are called synchronously, so decide() must return "
                        f"{SHORTHANDS}")
    if not isinstance(value, str):
        raise TypeError(f"{type(value).__name__} {_shown(value)} is not a decision: use {SHORTHANDS}")
    text = str.lower(str.strip(value))
    if text not in VERDICTS:
        raise ValueError(f"unknown decision {_shown(value)}: use 'approve' or 'reject' (or None for none)")
    return ApprovalDecision(text, reason)  # type: ignore[arg-type]


def ask(approver: Approver | None, call: PendingCall) -> ApprovalDecision:
    """Ask `approver` about `call`, failing closed: every gate in labkit asks through here.

    The answer is an explicit approval only when the approver returned one of `as_decision`'s
    shorthands for "approve". No approver, an approver that raises (a crashed approval service, a
    timeout), returns something that is not a decision, or returns a coroutine (approvers are
    called synchronously) all give `ApprovalDecision(None, why)`: no decision, so nothing runs.
    """
    if approver is None:
        return ApprovalDecision(None, "no approver (fail closed)")
    try:
        answer = approver.decide(call)
    except Exception as error:  # a broken approver must not approve anything
        return ApprovalDecision(None, f"the approver failed: {type(error).__name__}: {error}")
    if inspect.isawaitable(answer):
        if inspect.iscoroutine(answer):
            answer.close()  # never awaited: close it, so Python does not warn later
        return ApprovalDecision(None, "the approver returned an awaitable, not a decision: decide() is called "
                                      "synchronously (fail closed)")
    try:
        return as_decision(answer)
    except (TypeError, ValueError) as error:
        return ApprovalDecision(None, f"the approver's answer is not a decision: {error} (fail closed)")


def _checked(decision: ApprovalDecision) -> ApprovalDecision:
    """A plain ApprovalDecision with the same verdict and reason (a subclass cannot redefine
    `approved`); its verdict must be exactly "approve", "reject" or None."""
    verdict, reason = decision.verdict, decision.reason
    if verdict is not None and (type(verdict) is not str or verdict not in VERDICTS):
        raise ValueError(f"ApprovalDecision with verdict {_shown(verdict)}: use 'approve', 'reject' or None")
    return ApprovalDecision(verdict, reason if isinstance(reason, str) else str(reason))


def _shown(value: object) -> str:
    """A short repr of a value for an error message (a broken `__repr__` does not hide the error)."""
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


class FailClosed:
    """The default: never decides, so a side-effect call is always blocked."""

    def __init__(self, reason: str = "no approval decision (fail closed)") -> None:
        self.reason = reason

    def decide(self, call: PendingCall) -> ApprovalDecision:
        """No decision (the dispatcher blocks the call)."""
        return ApprovalDecision(None, self.reason)

    def __repr__(self) -> str:
        return "FailClosed()"


class AlwaysDeny:
    """Rejects every side-effect call with the same reason."""

    def __init__(self, reason: str = "side effects are switched off in this run") -> None:
        self.reason = reason

    def decide(self, call: PendingCall) -> ApprovalDecision:
        """Reject, with this approver's reason."""
        return ApprovalDecision("reject", self.reason)

    def __repr__(self) -> str:
        return f"AlwaysDeny({self.reason!r})"


class AlwaysAllow:
    """Approves every side-effect call. For tests and trusted sandboxes only."""

    def __init__(self, reason: str = "auto-approved") -> None:
        self.reason = reason

    def decide(self, call: PendingCall) -> ApprovalDecision:
        """Approve."""
        return ApprovalDecision("approve", self.reason)

    def __repr__(self) -> str:
        return "AlwaysAllow()"


class Callback:
    """Your function decides: `fn(call)` returns an ApprovalDecision, "approve"/"reject", a bool or None."""

    def __init__(self, fn: Callable[[PendingCall], Any]) -> None:
        if not callable(fn):
            raise TypeError("Callback needs a function taking the pending call")
        self.fn = fn

    def decide(self, call: PendingCall) -> ApprovalDecision:
        """Whatever the function says (None = no decision = blocked)."""
        decision = as_decision(self.fn(call))
        past = {"approve": "approved", "reject": "rejected"}.get(decision.verdict or "")
        if decision.reason or past is None:
            return decision
        return ApprovalDecision(decision.verdict, f"{past} by {getattr(self.fn, '__name__', 'a callback')}")

    def __repr__(self) -> str:
        return f"Callback({getattr(self.fn, '__name__', 'fn')})"


class Preset:
    """Decisions written down in advance: `Preset({"create_ticket": "approve"})`.

    Keys are call ids (checked first) or tool names; values "approve" or "reject". A call that
    matches no key gets no decision and is blocked.
    """

    def __init__(self, decisions: Mapping[str, str], reason: str = "preset decision") -> None:
        for key, value in decisions.items():
            if value not in VERDICTS:
                raise ValueError(f"Preset[{key!r}] = {value!r}: use 'approve' or 'reject'")
        self.decisions = dict(decisions)
        self.reason = reason

    def decide(self, call: PendingCall) -> ApprovalDecision:
        """The decision written for this call id, else for this tool, else none."""
        verdict = self.decisions.get(call.call_id, self.decisions.get(call.name))
        if verdict is None:
            return ApprovalDecision(None, f"no preset decision for {call.name}")
        return ApprovalDecision(verdict, self.reason)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        return f"Preset({self.decisions!r})"


class Defer:
    """No decision YET: the loop pauses (`stopped_by="awaiting_approval"`) instead of blocking.

    Resume with `resume_chat_loop(result, "approve")` / `resume_responses_loop(...)`, or let an
    `ApprovalPanel` do it when a button is clicked.
    """

    defers = True

    def decide(self, call: PendingCall) -> ApprovalDecision:
        """No decision now; a human decides later."""
        return ApprovalDecision(None, "awaiting a human decision")

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def verdict_of(decision: object) -> ApprovalVerdict:
    """"approve" or "reject" from what the caller wrote (a str, any case and spacing); a ValueError
    saying the choices otherwise (a panel's or an SDK approval's `decide`)."""
    verdict = decision.strip().lower() if isinstance(decision, str) else None
    if verdict not in VERDICTS:
        raise ValueError(f"decision={decision!r}: use 'approve' or 'reject' "
                         "(approve runs the tool, reject never runs it)")
    return verdict  # type: ignore[return-value]


def env_decision(variable: str = config.ENV_AUTO_DECISION) -> tuple[ApprovalVerdict | None, str]:
    """What `$LABKIT_AUTO_DECISION` (or `variable`) decides: ("approve" | "reject", how it was set),
    or (None, why not) when it is unset, empty or anything else. Unknown values never decide.

    Headless runners (nbval, `labkit execute`, `make report`) set it; a notebook never does, so in
    JupyterLab a panel waits for a click.
    """
    raw = os.environ.get(variable)
    if raw is None or not raw.strip():
        return None, f"{variable} is not set"
    value = raw.strip().lower()
    if value not in VERDICTS:
        return None, f"{variable}={raw.strip()!r} is not a decision (use approve or reject)"
    return value, f"{variable}={value}"  # type: ignore[return-value]


def from_env(variable: str = config.ENV_AUTO_DECISION) -> Approver:
    """The approver `$LABKIT_AUTO_DECISION` asks for: "approve" → AlwaysAllow, "reject" →
    AlwaysDeny; unset, empty or any other value → FailClosed (nothing runs), whose reason says
    what the variable held."""
    verdict, how = env_decision(variable)
    if verdict == "approve":
        return AlwaysAllow(how)
    if verdict == "reject":
        return AlwaysDeny(how)
    return FailClosed(f"no approval decision: {how} (fail closed)")


def defers(approver: object) -> bool:
    """True for approvers that pause the loop instead of blocking (`Defer`, the notebook panel)."""
    return bool(getattr(approver, "defers", False))
