"""The Chat Completions tool loop, written out by hand.

    call the model ─► it asks for tools? ─no─► done: its message is the answer
         ▲                  │ yes
         └── append results ◄── dispatch each call (guards, approval, budget)

Each turn appends the assistant message (with its `tool_calls`) and then one
`{"role": "tool", "tool_call_id": ..., "content": ...}` message per call, in the order the calls
came (parallel calls are all dispatched). Model rows come from the metered client, tool rows from
the dispatcher; both land in the same ledger run.

`legacy_functions=True` speaks the deprecated form the migration lesson moves away from:
`functions` / `function_call` in the request, `message.function_call` (one call per turn) in the
answer and `{"role": "function", "name": ..., "content": ...}` messages for the results.
"""

from __future__ import annotations

from typing import Any

from labkit import config
from labkit.ledger import Ledger
from labkit.loops.common import dispatch_turn, entered, is_forcing, loop_run, new_state, resolve, resume_with
from labkit.loops.dispatch import Dispatcher, Registry
from labkit.loops.limits import Limits, record_stop
from labkit.loops.result import AWAITING_APPROVAL, Call, LoopResult, LoopState


def chat_loop(
    conn_or_client: Any,
    registry: Registry,
    prompt: str | list[dict[str, Any]],
    *,
    model: str = config.DEFAULT_MODEL,
    instructions: str | None = None,
    dispatcher: Dispatcher | None = None,
    limits: Limits = Limits(max_steps=10),
    tool_choice: str | dict[str, Any] | None = None,
    parallel_tool_calls: bool | None = None,
    temperature: float | None = None,
    seed: int | None = None,
    legacy_functions: bool = False,
    approach: str | None = None,
    scenario: str | None = None,
    ledger: Ledger | None = None,
) -> LoopResult:
    """Run the Chat Completions tool loop until the model answers, a limit stops it, or a call
    waits for a human (`stopped_by="awaiting_approval"`; resume with `resume_chat_loop`).

    - `prompt`: the user's text, or a whole `messages` list to continue;
    - `instructions`: a system message put first;
    - `dispatcher`: runs the tools (default: `Dispatcher(registry)`, which blocks side effects);
    - `tool_choice`: "auto" | "none" | "required" | a tool name | the API's dict. A forcing choice
      ("required" or a name) is sent on the FIRST request only: it makes every answer a tool call,
      so left in place the model could never answer in text and the loop would only end at
      `max_steps` (the Agents SDK resets tool_choice after a tool call for the same reason);
    - `parallel_tool_calls`, `temperature`, `seed`: sent when not None (on the simulator, a
      temperature above 0 samples among plausible paths, reproducibly per `seed`);
    - `approach` / `scenario`: when given, the loop opens its own ledger run
      (`ledger.run(approach=..., scenario=..., api="chat")`); otherwise rows join the current run.
    """
    _, ledger, backend = resolve(conn_or_client, ledger)
    with loop_run(ledger, approach=approach, scenario=scenario, backend=backend, model=model, api="chat") as run:
        state = new_state("chat", conn_or_client, registry, model=model, run=run, ledger=ledger,
                          dispatcher=dispatcher, limits=limits, transcript=_messages(prompt, instructions),
                          tool_choice=_chat_tool_choice(tool_choice, registry, legacy_functions),
                          parallel_tool_calls=parallel_tool_calls, legacy_functions=legacy_functions,
                          temperature=temperature, seed=seed)
        return _drive(state)


def resume_chat_loop(result: LoopResult, decision: Any = "approve", *, reason: str = "") -> LoopResult:
    """Carry on a chat loop that paused for approval: "approve" runs the held call(s), "reject"
    sends the model `rejected by a human: <reason>` instead. `decision` may also be an ApprovalDecision or
    `{call_id: "approve" | "reject"}`. Returns the loop's next result."""
    return resume_with(result, decision, reason, api="chat", finish_turn=_finish_turn, drive=_drive)


# --- the loop -------------------------------------------------------------------------------------


def _drive(state: LoopState) -> LoopResult:
    """Call the model, dispatch its calls, append the results; until an answer or a stop."""
    with entered(state.run):
        while True:
            stop = state.watch.check(state.ledger, state.run)
            if stop is not None:
                record_stop(state.run, stop)
                return state.result(stopped_by=stop.reason, stop_detail=stop.detail)
            completion = state.client.chat.completions.create(**_request(state))
            state.watch.steps += 1
            message = completion.choices[0].message
            legacy = state.legacy_functions
            calls = _calls_of(message, legacy, state.watch.steps)
            state.transcript.append(_assistant_message(message, calls, legacy))
            if not calls:
                return state.result(final_text=message.content)
            if is_forcing(state.tool_choice):
                state.tool_choice = None  # forced once: now let the model answer
            if dispatch_turn(state, calls):
                return state.result(stopped_by=AWAITING_APPROVAL)
            _finish_turn(state)


def _request(state: LoopState) -> dict[str, Any]:
    """The keyword arguments of one `chat.completions.create` call."""
    request: dict[str, Any] = {"model": state.model, "messages": state.transcript}
    if state.legacy_functions:
        request["functions"] = state.registry.legacy_functions()
        if state.tool_choice is not None:
            request["function_call"] = state.tool_choice
        return request
    request["tools"] = state.registry.chat_tools()
    if state.tool_choice is not None:
        request["tool_choice"] = state.tool_choice
    if state.parallel_tool_calls is not None:
        request["parallel_tool_calls"] = state.parallel_tool_calls
    if state.temperature is not None:
        request["temperature"] = state.temperature
    if state.seed is not None:
        request["seed"] = state.seed
    return request


def _finish_turn(state: LoopState) -> None:
    """Append one result message per call, in call order."""
    for result in state.turn_results:
        if state.legacy_functions:
            state.transcript.append({"role": "function", "name": result.name, "content": result.output})
        else:
            state.transcript.append({"role": "tool", "tool_call_id": result.call_id, "content": result.output})
    state.turn_calls, state.turn_results = [], []


def _calls_of(message: Any, legacy: bool, step: int) -> list[Call]:
    """The calls an assistant message asks for (legacy: its one `function_call`, id made up)."""
    if legacy:
        call = message.function_call
        return [Call(f"function_call_{step}", call.name, call.arguments or "")] if call else []
    return [Call(tc.id, tc.function.name, tc.function.arguments or "") for tc in message.tool_calls or []]


def _assistant_message(message: Any, calls: list[Call], legacy: bool) -> dict[str, Any]:
    """The assistant message to append to `messages`, as the API expects it back."""
    if not calls:
        return {"role": "assistant", "content": message.content or ""}
    if legacy:
        call = calls[0]
        return {"role": "assistant", "content": message.content,
                "function_call": {"name": call.name, "arguments": call.arguments}}
    return {"role": "assistant", "content": message.content,
            "tool_calls": [{"id": call.call_id, "type": "function",
                            "function": {"name": call.name, "arguments": call.arguments}} for call in calls]}


def _messages(prompt: str | list[dict[str, Any]], instructions: str | None) -> list[dict[str, Any]]:
    """The opening messages: the instructions as a system message, then the user's text."""
    messages = [{"role": "system", "content": instructions}] if instructions else []
    if isinstance(prompt, str):
        return [*messages, {"role": "user", "content": prompt}]
    return [*messages, *(dict(message) for message in prompt)]


def _chat_tool_choice(choice: str | dict[str, Any] | None, registry: Registry, legacy: bool) -> Any:
    """The request's tool_choice (or legacy function_call) from the shorthand: a tool name becomes
    the API's dict; "auto", "none", "required" and dicts pass through."""
    if choice is None or isinstance(choice, dict):
        return choice
    if choice in ("auto", "none", "required"):
        if legacy and choice == "required":
            raise ValueError("the deprecated function_call has no 'required': name the function to force instead")
        return choice
    if choice not in registry:
        raise ValueError(f"tool_choice={choice!r} is not a tool here: use 'auto', 'none', 'required' or one of "
                         f"{', '.join(registry.names)}")
    return {"name": choice} if legacy else {"type": "function", "function": {"name": choice}}
