"""Plumbing both hand-written loops share: where they talk, which ledger run they record into,
dispatching one turn of tool calls, and resuming after a human's decision."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from labkit.ledger import Ledger, Run, default_ledger
from labkit.loops.approval import ApprovalDecision, PendingCall, as_decision
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
              mode: str = "previous_response_id", instructions: str | None = None,
              temperature: float | None = None, seed: int | None = None) -> LoopState:
    """The state a loop starts from (a dispatcher is made if none was given); the last four are
    the loop's request options (see `LoopState`), with `temperature` and `seed`."""
    client, _, _ = resolve(conn_or_client, ledger)
    dispatcher = dispatcher if dispatcher is not None else Dispatcher(registry, ledger=ledger)
    dispatcher.adopt_ledger(ledger)
    if dispatcher.ledger is not ledger:
        raise ValueError("the dispatcher records into another ledger than this loop, which would split the run's "
                         "rows: create it with Dispatcher(registry, ledger=conn.ledger) or without a ledger")
    return LoopState(api=api, client=client, registry=registry, dispatcher=dispatcher, ledger=ledger, run=run,
                     model=model, watch=Watch(limits), transcript=transcript, tool_choice=tool_choice,
                     parallel_tool_calls=parallel_tool_calls, legacy_functions=legacy_functions, mode=mode,
                     instructions=instructions, temperature=temperature, seed=seed)


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
            return as_decision(value)
        verdict = str.lower(str.strip(value)) if isinstance(value, str) else None
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
    """Dispatch the held calls with the human's decision, finish the turn and carry on looping.

    Deciding and resuming are ONE step: when resuming raises (the server is gone, the client gave
    up) and no side effect ran on the way, the loop is put back exactly as it was paused, so the
    same calls wait again and `result` can be resumed once more (the ledger keeps the rows of the
    failed attempt). When an approved side effect did run before the failure, it is not undone and
    never repeated: the pause is over, and the error is raised as it is.
    """
    state = result.state
    if result.stopped_by != AWAITING_APPROVAL:
        raise ValueError(f"this loop is not waiting for an approval (stopped_by={result.stopped_by!r}); only a "
                         "result with stopped_by='awaiting_approval' can be resumed")
    if state is None:
        raise ValueError("this pause was already resumed: use the LoopResult the resume returned")
    if state.api != api:
        raise ValueError(f"this is a {state.api} loop: resume it with resume_{state.api}_loop")
    decisions = human_decisions(result.pending, decision, reason)
    paused_as = _Checkpoint(state)
    with entered(state.run):
        for index, (call, held) in enumerate(zip(state.turn_calls, state.turn_results)):
            if held.pending:
                decided = state.dispatcher.dispatch(call.name, call.arguments, call_id=call.call_id,
                                                    decision=decisions[call.call_id])
                state.turn_results[index] = decided
                state.tool_results[_index_of(state.tool_results, held)] = decided
        result.state = None  # this pause is over: resuming it twice would repeat the calls
        state.watch.resume()
        try:
            finish_turn(state)
            return drive(state)
        except Exception:
            if not paused_as.side_effect_ran(state):
                paused_as.restore(state)
                result.state = state  # nothing happened that cannot happen again: the calls wait again
            raise


class _Checkpoint:
    """What a paused loop looked like, to put it back when resuming failed before any side effect ran."""

    def __init__(self, state: LoopState) -> None:
        self.turn_calls, self.turn_results = list(state.turn_calls), list(state.turn_results)
        self.tool_results = list(state.tool_results)
        self.transcript_length, self.new_items = len(state.transcript), list(state.new_items)
        self.steps, self.previous_response_id = state.watch.steps, state.previous_response_id
        self.tool_choice = state.tool_choice
        self.effects = _effects_done(state, self.tool_results)

    def side_effect_ran(self, state: LoopState) -> bool:
        """True when a side-effect tool returned since the pause (it cannot be undone)."""
        return _effects_done(state, state.tool_results) > self.effects

    def restore(self, state: LoopState) -> None:
        """Put `state` back as it was at the pause (clock stopped again)."""
        state.turn_calls, state.turn_results = list(self.turn_calls), list(self.turn_results)
        state.tool_results[:] = self.tool_results
        del state.transcript[self.transcript_length:]
        state.new_items = list(self.new_items)
        state.watch.steps, state.previous_response_id = self.steps, self.previous_response_id
        state.tool_choice = self.tool_choice
        state.watch.pause()


def _effects_done(state: LoopState, results: list[Any]) -> int:
    """How many of `results` are side-effect calls that ran."""
    registry = state.registry
    return sum(1 for r in results if r.ok and r.name in registry and registry[r.name].side_effect)


def _index_of(items: list[Any], target: Any) -> int:
    """The position of `target` in `items` by identity."""
    return next(index for index, item in enumerate(items) if item is target)
