"""What a loop returns (`LoopResult`) and the explicit state it can be resumed from (`LoopState`).

A loop that pauses for a human's approval returns `stopped_by="awaiting_approval"`, the calls
waiting in `pending`, and its `state`: everything needed to carry on (the client, the transcript,
the calls of the unfinished turn, the limits used so far). Nothing is kept in hidden globals, so
several paused loops can wait side by side.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from labkit.errors import STOPS, stopped
from labkit.ledger import Ledger, Run
from labkit.loops.approval import PendingCall
from labkit.loops.dispatch import Dispatcher, Registry, ToolResult
from labkit.loops.limits import Watch

AWAITING_APPROVAL = "awaiting_approval"


@dataclass(frozen=True)
class Call:
    """One tool call the model asked for: its id, the tool name and the arguments as JSON text."""

    call_id: str
    name: str
    arguments: str


@dataclass
class LoopState:
    """Everything a paused loop needs to resume: where it talks, what it said, what is pending.

    The request options are typed fields: `parallel_tool_calls`, `temperature` and `seed` (Chat
    only; each sent when not None),
    `legacy_functions` (Chat: the deprecated `functions` form), `mode` and `instructions`
    (Responses: "previous_response_id" or "resend", and the instructions sent every turn).
    """

    api: str
    client: Any
    registry: Registry
    dispatcher: Dispatcher
    ledger: Ledger
    run: Run
    model: str
    watch: Watch
    transcript: list[dict[str, Any]]
    tool_choice: Any = None
    parallel_tool_calls: bool | None = None
    temperature: float | None = None
    seed: int | None = None
    legacy_functions: bool = False
    mode: str = "previous_response_id"
    instructions: str | None = None
    tool_results: list[ToolResult] = field(default_factory=list)
    turn_calls: list[Call] = field(default_factory=list)
    turn_results: list[ToolResult] = field(default_factory=list)
    new_items: list[dict[str, Any]] = field(default_factory=list)
    previous_response_id: str | None = None

    def result(self, *, final_text: str | None = None, stopped_by: str | None = None,
               stop_detail: str | None = None) -> LoopResult:
        """A LoopResult for where the loop stands now."""
        pending = [PendingCall(r.call_id, r.name, r.arguments or {}) for r in self.turn_results if r.pending]
        return LoopResult(
            final_text=final_text,
            steps=self.watch.steps,
            tool_results=list(self.tool_results),
            transcript=self.transcript,
            stopped_by=stopped_by,
            run_id=self.run.run_id,
            api=self.api,
            pending=pending,
            state=self if stopped_by == AWAITING_APPROVAL else None,
            stop_detail=stop_detail,
            mode=self.mode if self.api == "responses" else None,
        )


@dataclass
class LoopResult:
    """How a loop (or a fixed workflow) ended.

    - `final_text`: the model's answer (None when the loop stopped before one);
    - `steps`: model calls made; `tool_results`: every dispatched call, in order;
    - `transcript`: the chat messages or Responses items, as sent and received;
    - `stopped_by`: None when the model answered; else a reason code (`labkit.reasons`):
      "max_steps", "max_cost", "timeout", "awaiting_approval" (see `pending`) or, for a
      workflow, "step_failed" (`raise_for_stop()` raises the limits as `labkit.errors.RunStopped`);
    - `run_id`: the ledger run its rows belong to; `api`: "chat", "responses" or "workflow";
    - `values`: what each workflow step returned (workflows only); `stop_detail`: the sentence of
      the stop's guardrail row, when a limit stopped the loop; `mode`: how a Responses loop
      carried the conversation ("previous_response_id" or "resend"; None for the others).
    """

    final_text: str | None
    steps: int
    tool_results: list[ToolResult]
    transcript: list[dict[str, Any]]
    stopped_by: str | None
    run_id: str
    api: str = "chat"
    pending: list[PendingCall] = field(default_factory=list)
    values: dict[str, Any] = field(default_factory=dict)
    state: LoopState | None = field(default=None, repr=False)
    stop_detail: str | None = field(default=None, repr=False)
    mode: str | None = field(default=None, repr=False)

    def __repr__(self) -> str:
        tools = ", ".join(self.tools_called) or "none"
        return (f"LoopResult(api={self.api!r}, steps={self.steps}, tools=[{tools}], "
                f"stopped_by={self.stopped_by!r}, run_id={self.run_id!r})")

    @property
    def messages(self) -> list[dict[str, Any]]:
        """The transcript (Chat Completions: the messages list)."""
        return self.transcript

    @property
    def items(self) -> list[dict[str, Any]]:
        """The transcript (Responses: the input and output items)."""
        return self.transcript

    @property
    def tools_called(self) -> list[str]:
        """The names of the dispatched calls, in order (failed and blocked ones included)."""
        return [result.name for result in self.tool_results]

    @property
    def finished(self) -> bool:
        """True when the loop ended with the model's answer (no limit, no pause)."""
        return self.stopped_by is None

    def raise_for_stop(self) -> LoopResult:
        """Raise the `labkit.errors.RunStopped` of the limit that stopped this loop (its guardrail
        row's detail as the message); return the result itself when no limit stopped it (it
        answered, or it waits for an approval), so `result = loop(...).raise_for_stop()` reads well."""
        if self.stopped_by in STOPS:
            raise stopped(self.stopped_by, self.stop_detail or f"{self.stopped_by} reached in {self.run_id}")
        return self
