"""The Responses API tool loop, written out by hand.

Each response's `function_call` output items are dispatched and answered with
`{"type": "function_call_output", "call_id": ..., "output": ...}` items. Two ways to carry the
conversation from one request to the next:

- `mode="previous_response_id"`: send only the NEW items (the call outputs) plus
  `previous_response_id`; the server keeps the history.
- `mode="resend"`: keep the whole growing list of items and send all of it every turn (what you
  do with `store=False`, or with a server that keeps nothing). Every turn re-sends every earlier
  token, which the ledger's `input_tokens` column shows.

`instructions` are sent on every request: the API does not carry them over from a previous
response.
"""

from __future__ import annotations

from typing import Any

from labkit import config
from labkit.ledger import Ledger
from labkit.loops.common import dispatch_turn, entered, is_forcing, loop_run, new_state, resolve, resume_with
from labkit.loops.dispatch import Dispatcher, Registry
from labkit.loops.limits import Limits, record_stop
from labkit.loops.result import AWAITING_APPROVAL, Call, LoopResult, LoopState

MODES = ("previous_response_id", "resend")


def responses_loop(
    conn_or_client: Any,
    registry: Registry,
    prompt: str | list[dict[str, Any]],
    *,
    model: str = config.DEFAULT_MODEL,
    instructions: str | None = None,
    mode: str = "previous_response_id",
    dispatcher: Dispatcher | None = None,
    limits: Limits = Limits(max_steps=10),
    tool_choice: str | dict[str, Any] | None = None,
    parallel_tool_calls: bool | None = None,
    temperature: float | None = None,
    approach: str | None = None,
    scenario: str | None = None,
    ledger: Ledger | None = None,
) -> LoopResult:
    """Run the Responses tool loop until the model answers, a limit stops it, or a call waits for
    a human (`stopped_by="awaiting_approval"`; resume with `resume_responses_loop`).

    - `prompt`: the user's text, or a list of input items;
    - `mode`: "previous_response_id" (send only new items) or "resend" (send everything each turn);
    - `tool_choice`: "auto" | "none" | "required" | a tool name | the API's dict; a forcing choice
      is sent on the first request only (see `chat_loop` for why);
    - `temperature`: sent when not None (the Responses API has no `seed`: on the simulator the
      sampling seed is then the simulator's own);
    - `approach` / `scenario`: when given, the loop opens its own ledger run; otherwise rows join
      the current run.
    """
    if mode not in MODES:
        raise ValueError(f"mode={mode!r}: use 'previous_response_id' (send only new items) or 'resend'")
    _, ledger, backend = resolve(conn_or_client, ledger)
    with loop_run(ledger, approach=approach, scenario=scenario, backend=backend, model=model,
                  api="responses") as run:
        items = _items(prompt)
        state = new_state("responses", conn_or_client, registry, model=model, run=run, ledger=ledger,
                          dispatcher=dispatcher, limits=limits, transcript=list(items),
                          tool_choice=_responses_tool_choice(tool_choice, registry),
                          parallel_tool_calls=parallel_tool_calls, mode=mode, instructions=instructions,
                          temperature=temperature)
        state.new_items = list(items)
        return _drive(state)


def resume_responses_loop(result: LoopResult, decision: Any = "approve", *, reason: str = "") -> LoopResult:
    """Carry on a Responses loop that paused for approval ("approve" / "reject" / an ApprovalDecision /
    `{call_id: ...}`, as `resume_chat_loop`). Returns the loop's next result."""
    return resume_with(result, decision, reason, api="responses", finish_turn=_finish_turn, drive=_drive)


# --- the loop -------------------------------------------------------------------------------------


def _drive(state: LoopState) -> LoopResult:
    """Call the model, dispatch its function calls, add the outputs; until an answer or a stop."""
    with entered(state.run):
        while True:
            stop = state.watch.check(state.ledger, state.run)
            if stop is not None:
                record_stop(state.run, stop)
                return state.result(stopped_by=stop.reason, stop_detail=stop.detail)
            response = state.client.responses.create(**_request(state))
            state.watch.steps += 1
            state.previous_response_id = response.id
            outputs = [item.model_dump(exclude_unset=True) for item in response.output]
            state.transcript.extend(outputs)
            state.new_items = []
            calls = [Call(item.call_id, item.name, item.arguments or "")
                     for item in response.output if item.type == "function_call"]
            if not calls:
                return state.result(final_text=response.output_text)
            if is_forcing(state.tool_choice):
                state.tool_choice = None  # forced once: now let the model answer
            if dispatch_turn(state, calls):
                return state.result(stopped_by=AWAITING_APPROVAL)
            _finish_turn(state)


def _request(state: LoopState) -> dict[str, Any]:
    """The keyword arguments of one `responses.create` call."""
    request: dict[str, Any] = {"model": state.model, "tools": state.registry.responses_tools()}
    if state.instructions:
        request["instructions"] = state.instructions
    if state.mode == "previous_response_id" and state.previous_response_id:
        request["input"] = state.new_items
        request["previous_response_id"] = state.previous_response_id
    else:
        request["input"] = state.transcript
    if state.tool_choice is not None:
        request["tool_choice"] = state.tool_choice
    if state.parallel_tool_calls is not None:
        request["parallel_tool_calls"] = state.parallel_tool_calls
    if state.temperature is not None:
        request["temperature"] = state.temperature
    return request


def _finish_turn(state: LoopState) -> None:
    """Add one `function_call_output` item per call, in call order."""
    for result in state.turn_results:
        item = {"type": "function_call_output", "call_id": result.call_id, "output": result.output}
        state.transcript.append(item)
        state.new_items.append(item)
    state.turn_calls, state.turn_results = [], []


def _items(prompt: str | list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The first input items: the user's text as a message, or the items given."""
    if isinstance(prompt, str):
        return [{"role": "user", "content": prompt}]
    return [dict(item) for item in prompt]


def _responses_tool_choice(choice: str | dict[str, Any] | None, registry: Registry) -> Any:
    """The request's tool_choice from the shorthand: a tool name becomes the API's dict."""
    if choice is None or isinstance(choice, dict) or choice in ("auto", "none", "required"):
        return choice
    if choice not in registry:
        raise ValueError(f"tool_choice={choice!r} is not a tool here: use 'auto', 'none', 'required' or one of "
                         f"{', '.join(registry.names)}")
    return {"type": "function", "name": choice}
