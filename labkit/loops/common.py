"""Plumbing both hand-written loops share: where they talk, which ledger run they record into,
dispatching one turn of tool calls, and resuming after a human's decision."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from labkit.ledger import Ledger, Run, default_ledger
from labkit.loops.approval import ApprovalDecision, PendingCall
from labkit.loops.dispatch import Dispatcher, Registry
from labkit.loops.limits import Limits, Watch
from labkit.loops.result import AWAITING_APPROVAL, Call, LoopResult, LoopState

FORCING_CHOICES = ("required",)


def resolve(conn_or_client: Any, ledger: Ledger | None = None) -> tuple[Any, Ledger, str | None]:
    """(client, ledger, backend) from a `labkit.connect()` Connection or a bare `openai.OpenAI`.

    A bare client records model rows only if it was built by labkit (`metered_clients`); tool rows
    go to `ledger`, else to the default ledger.
    """
    from labkit.connect import Connection

    if isinstance(conn_or_client, Connection):
        return conn_or_client.client, ledger or conn_or_client.ledger, conn_or_client.backend
    if not hasattr(conn_or_client, "chat") or not hasattr(conn_or_client, "responses"):
        raise TypeError(f"expected a Connection from labkit.connect() or an openai.OpenAI client, got "
                        f"{type(conn_or_client).__name__}")
    return conn_or_client, ledger if ledger is not None else default_ledger(), None


def entered(run: Run) -> contextlib.AbstractContextManager[Run]:
    """Make `run` current again, so a resumed loop records into the run it started in."""
    return run.entered()


@contextlib.contextmanager
def loop_run(ledger: Ledger, *, approach: str | None, scenario: str | None, backend: str | None,
             model: str, api: str) -> Iterator[Run]:
    """A new ledger run when the caller named an approach or scenario; else the current run."""
    if approach is None and scenario is None:
        yield ledger.current_run()
        return
    default_approach = "workflow" if api == "workflow" else f"{api}_loop"
    with ledger.run(approach=approach or default_approach, scenario=scenario or "adhoc", backend=backend,
                    model=model, api=api) as run:
        yield run


def new_state(api: str, conn_or_client: Any, registry: Registry, *, model: str, run: Run, ledger: Ledger,
              dispatcher: Dispatcher | None, limits: Limits, transcript: list[dict[str, Any]],
              tool_choice: Any, parallel_tool_calls: bool | None = None, legacy_functions: bool = False,
              mode: str = "previous_response_id", instructions: str | None = None) -> LoopState:
    """The state a loop starts from (a dispatcher is made if none was given); the last four are
    the loop's request options (see `LoopState`)."""
    client, _, _ = resolve(conn_or_client, ledger)
    dispatcher = dispatcher if dispatcher is not None else Dispatcher(registry, ledger=ledger)
    dispatcher.adopt_ledger(ledger)
    if dispatcher.ledger is not ledger:
        raise ValueError("the dispatcher records into another ledger than this loop, which would split the run's "
                         "rows: create it with Dispatcher(registry, ledger=conn.ledger) or without a ledger")
    return LoopState(api=api, client=client, registry=registry, dispatcher=dispatcher, ledger=ledger, run=run,
                     model=model, watch=Watch(limits), transcript=transcript, tool_choice=tool_choice,
                     parallel_tool_calls=parallel_tool_calls, legacy_functions=legacy_functions, mode=mode,
                     instructions=instructions)


def dispatch_turn(state: LoopState, calls: list[Call]) -> bool:
    """Dispatch every call of one model turn, in order; True when one waits for a human."""
    state.turn_calls = calls
    state.turn_results = [state.dispatcher.dispatch(call.name, call.arguments, call_id=call.call_id)
                          for call in calls]
    state.tool_results.extend(state.turn_results)
    if any(result.pending for result in state.turn_results):
        state.watch.pause()
        return True
    return False


def is_forcing(tool_choice: Any) -> bool:
    """True for a tool_choice that makes the model call a tool ("required" or a named function)."""
    return tool_choice in FORCING_CHOICES or isinstance(tool_choice, dict) or (
        isinstance(tool_choice, str) and tool_choice not in ("auto", "none"))


def human_decisions(pending: list[PendingCall], decision: Any, reason: str) -> dict[str, ApprovalDecision]:
    """One ApprovalDecision per pending call id, from "approve"/"reject", an ApprovalDecision, or {call_id: ...}."""
    def one(value: Any) -> ApprovalDecision:
        if isinstance(value, ApprovalDecision):
            return value
        verdict = str(value).strip().lower()
        if verdict == "approve":
            return ApprovalDecision("approve", reason or "approved by a human")
        if verdict == "reject":
            return ApprovalDecision("reject", f"rejected by a human: {reason or 'no reason given'}")
        raise ValueError(f"unknown decision {value!r}: use 'approve' or 'reject'")

    if isinstance(decision, Mapping):
        missing = [call.call_id for call in pending if call.call_id not in decision]
        if missing:
            raise ValueError(f"no decision for pending call(s) {missing}: give one per call id")
        return {call.call_id: one(decision[call.call_id]) for call in pending}
    return {call.call_id: one(decision) for call in pending}


def resume_with(result: LoopResult, decision: Any, reason: str, *, api: str,
                finish_turn: Callable[[LoopState], None],
                drive: Callable[[LoopState], LoopResult]) -> LoopResult:
    """Dispatch the held calls with the human's decision, finish the turn and carry on looping."""
    state = result.state
    if result.stopped_by != AWAITING_APPROVAL:
        raise ValueError(f"this loop is not waiting for an approval (stopped_by={result.stopped_by!r}); only a "
                         "result with stopped_by='awaiting_approval' can be resumed")
    if state is None:
        raise ValueError("this pause was already resumed: use the LoopResult the resume returned")
    if state.api != api:
        raise ValueError(f"this is a {state.api} loop: resume it with resume_{state.api}_loop")
    decisions = human_decisions(result.pending, decision, reason)
    with entered(state.run):
        for index, (call, held) in enumerate(zip(state.turn_calls, state.turn_results)):
            if held.pending:
                decided = state.dispatcher.dispatch(call.name, call.arguments, call_id=call.call_id,
                                                    decision=decisions[call.call_id])
                state.turn_results[index] = decided
                state.tool_results[_index_of(state.tool_results, held)] = decided
        result.state = None  # this pause is over: resuming it twice would repeat the calls
        state.watch.resume()
        finish_turn(state)
        return drive(state)


def _index_of(items: list[Any], target: Any) -> int:
    """The position of `target` in `items` by identity."""
    return next(index for index, item in enumerate(items) if item is target)
