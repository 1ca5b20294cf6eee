"""Inside the runner: the Agents SDK's own turn function, called one turn at a time (lesson 11).

`Runner.run` is a loop around one function, `run_single_turn`, which for the current agent:

1. **prepares the turn**: the agent's tools and handoffs, with tool-name collisions resolved by the
   run's `tool_name_collision_policy`, its instructions and output schema;
2. **calls the model** and gets a `ModelResponse` (the output items, usage, response id);
3. **processes the response** (`process_model_response`) into a `ProcessedResponse`: each output
   item looked up in maps built from the prepared lists (function tools by name, handoffs by tool
   name, computer / shell / hosted tools by type) and sorted into `functions`, `handoffs`,
   `computer_actions`, ..., `tools_used`, and `function_tools_not_found` for a name in none of them;
4. **resolves the next step** (`execute_tools_and_side_effects`): runs the tools (holding those that
   need approval), then returns `NextStepRunAgain`, `NextStepHandoff`, `NextStepInterruption` or
   `NextStepFinalOutput` in a `SingleStepResult`.

The runner then **advances**: run again, switch agents, return paused, or return the final output.
`step_through(agent, input)` is that outer loop written out, twenty lines, calling the SDK's
`run_single_turn` for every turn (and `resolve_interrupted_turn` to finish a turn after an
approval, as `Runner.run(agent, state)` does), and it keeps every turn's real objects in a `Turn`.

INTERNAL AND PINNED. These functions live in `agents.run_internal`, which is not the SDK's public
API: they are called here for teaching, against the pinned openai-agents 0.24.x, and may move in
any release. `sdk_internals()` imports every one of them and raises `SdkInternalsMoved`, naming
what is missing, when they do (a test calls it, so an SDK bump is caught there, not in a lesson).
What `step_through` leaves out of `Runner.run`: input and output guardrails, sessions, server-side
conversations, streaming and error handlers (and it opens one agent span per turn, not per agent). For real runs use
`labkit.sdk.run`; this is for looking.
"""

from __future__ import annotations

import contextlib
import importlib
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

from agents import Agent, MaxTurnsExceeded, RunConfig, RunContextWrapper, RunHooks, trace
from agents.tracing import agent_span

from labkit.errors import LabkitError
from labkit.ledger import Ledger
from labkit.loops.approval import Approver
from labkit.sdk.gate import asked, carry_out
from labkit.sdk.runners import agent_api, local_run_config, model_name, require_client
from labkit.sdk.tracing import current_ledger

SDK_PINNED = "0.24"
"""The openai-agents minor version whose internals this module calls."""

#: Each internal name this module uses, and the module that holds it in openai-agents 0.24.
INTERNALS: dict[str, str] = {
    "run_single_turn": "agents.run_internal.run_loop",
    "resolve_interrupted_turn": "agents.run_internal.turn_resolution",
    "process_model_response": "agents.run_internal.turn_resolution",
    "get_handoffs": "agents.run_internal.turn_preparation",
    "get_output_schema": "agents.run_internal.turn_preparation",
    "bind_public_agent": "agents.run_internal.agent_bindings",
    "AgentToolUseTracker": "agents.run_internal.tool_use_tracker",
    "resolve_tool_name_collisions": "agents._tool_identity",
    "ProcessedResponse": "agents.run_internal.run_steps",
    "SingleStepResult": "agents.run_internal.run_steps",
    "NextStepRunAgain": "agents.run_internal.run_steps",
    "NextStepHandoff": "agents.run_internal.run_steps",
    "NextStepInterruption": "agents.run_internal.run_steps",
    "NextStepFinalOutput": "agents.run_internal.run_steps",
}


class SdkInternalsMoved(LabkitError, ImportError):
    """An internal function or class of the Agents SDK that lesson 11 calls is not where 0.24 kept it."""


def sdk_internals() -> dict[str, Any]:
    """Every name of `INTERNALS`, imported from its module; `SdkInternalsMoved` naming each one
    that is missing (and the installed SDK version) when any moved."""
    found: dict[str, Any] = {}
    missing: list[str] = []
    for name, module_name in INTERNALS.items():
        try:
            found[name] = getattr(importlib.import_module(module_name), name)
        except (ImportError, AttributeError):
            missing.append(f"{module_name}.{name}")
    if missing:
        installed = metadata.version("openai-agents")
        raise SdkInternalsMoved(f"openai-agents {installed} does not have {', '.join(missing)} (lesson 11 reads the "
                                f"internals of {SDK_PINNED}.x): pin openai-agents=={SDK_PINNED}.* or update "
                                "labkit.sdk.inside to where the new version keeps them")
    return found


def step_name(next_step: Any) -> str:
    """The class name of a next step ("NextStepRunAgain", ...)."""
    return type(next_step).__name__


@dataclass
class Turn:
    """One turn of a stepped run, as the SDK's own objects.

    - `offered` / `handoffs`: the tool and handoff names the prepared turn offered the model;
    - `response`: the `ModelResponse` (None for a turn finished after an approval: no model call);
    - `processed`: the `ProcessedResponse` the SDK built from that response;
    - `next_step`: the `NextStep*` object the SDK resolved;
    - `resumed`: True when this entry finished the previous turn after its held calls were decided.
    """

    number: int
    agent: str
    offered: list[str]
    handoffs: list[str]
    response: Any
    processed: Any
    next_step: Any
    resumed: bool = False
    _row: dict[str, Any] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self._row = self._summary()  # now: resuming a pause empties the ProcessedResponse's interruptions

    def row(self) -> dict[str, Any]:
        """The turn as one table row: what the model asked for, what the SDK sorted it into, the
        step (as they were when the turn ended)."""
        return dict(self._row)

    def _summary(self) -> dict[str, Any]:
        processed = self.processed
        asked = [getattr(item, "name", None) or getattr(item, "type", "?") for item in
                 (self.response.output if self.response is not None else [])]
        return {
            "turn": self.number,
            "agent": self.agent,
            "model output": "(approval decided)" if self.resumed else ", ".join(str(name) for name in asked),
            "functions": [run.tool_call.name for run in processed.functions] if processed else [],
            "handoffs": [run.handoff.agent_name for run in processed.handoffs] if processed else [],
            "interruptions": [item.name for item in processed.interruptions] if processed else [],
            "not found": [run.tool_name for run in processed.function_tools_not_found] if processed else [],
            "next step": step_name(self.next_step),
        }


@dataclass
class SteppedRun:
    """What `step_through` returns: every turn, and how the run ended (a final output or a pause)."""

    turns: list[Turn]
    last_agent: Agent
    final_output: Any = None
    interruptions: list[Any] = field(default_factory=list)
    items: list[Any] = field(default_factory=list)
    run_id: str | None = None

    @property
    def next_steps(self) -> list[str]:
        """The next-step class names, turn by turn."""
        return [step_name(turn.next_step) for turn in self.turns]

    def frame(self):
        """The turns as a pandas DataFrame (`Turn.row` per turn)."""
        import pandas as pd

        return pd.DataFrame([turn.row() for turn in self.turns])


async def step_through(
    agent: Agent,
    input: Any,
    *,
    context: Any = None,
    approver: Approver | None = None,
    run_config: RunConfig | None = None,
    max_turns: int = 10,
    approach: str = "stepped",
    scenario: str | None = None,
    ledger: Ledger | None = None,
) -> SteppedRun:
    """Run `agent` on `input` turn by turn with the SDK's own turn function, keeping each turn's
    `ModelResponse`, `ProcessedResponse` and `NextStep*` (see the module docstring: INTERNAL API,
    pinned to openai-agents 0.24).

    Held calls are decided by `approver` through `labkit.loops.approval.ask`, failing closed: only
    an explicit "approve" runs the tool; without an approver (or one that defers) the run returns
    paused, with the held calls in `.interruptions`. Model and tool rows go to the ledger as for
    `labkit.sdk.run` (a ledger run `f"{approach}-{scenario}-NNN"` when `scenario` is given).
    Raises the SDK's `MaxTurnsExceeded` after `max_turns` model calls, and what `run_single_turn`
    raises (a `ModelBehaviorError` for a tool that does not exist, under the default policy).
    """
    require_client(agent)
    sdk = sdk_internals()
    config_ = run_config if run_config is not None else local_run_config(f"{approach}:{scenario or agent.name}")
    ledger = ledger if ledger is not None else current_ledger()
    runs = (contextlib.nullcontext(ledger.current_run()) if scenario is None else
            ledger.run(approach=approach, scenario=scenario, model=model_name(agent), api=agent_api(agent)))
    context_wrapper = RunContextWrapper(context=context)
    hooks, tracker = RunHooks(), sdk["AgentToolUseTracker"]()
    turns: list[Turn] = []
    current, original_input, items, first_of_agent, calls = agent, input, [], True, 0
    with runs as ledger_run, trace(config_.workflow_name, disabled=config_.tracing_disabled):
        while True:
            if calls >= max_turns:
                raise MaxTurnsExceeded(f"Max turns ({max_turns}) exceeded")
            calls += 1
            tools, handoffs = await prepared(current, context_wrapper, config_, sdk)
            offered = [getattr(tool, "name", type(tool).__name__) for tool in tools]
            handoff_names = [handoff.tool_name for handoff in handoffs]
            with agent_span(name=current.name, handoffs=handoff_names, tools=offered):  # one span per turn
                result = await sdk["run_single_turn"](
                    bindings=sdk["bind_public_agent"](current), original_input=original_input, generated_items=items,
                    hooks=hooks, context_wrapper=context_wrapper, run_config=config_,
                    should_run_agent_start_hooks=first_of_agent, tool_use_tracker=tracker)
                # The SDK keeps the ProcessedResponse only for a pause; otherwise we ask its own function
                # again, on the same response and the same prepared lists (it only reads them).
                processed = result.processed_response or sdk["process_model_response"](
                    agent=current, all_tools=tools, response=result.model_response,
                    output_schema=sdk["get_output_schema"](current), handoffs=handoffs, existing_items=items,
                    run_config=config_)
            turns.append(Turn(calls, current.name, offered, handoff_names, result.model_response, processed,
                              result.next_step))
            original_input, step = result.original_input, result.next_step
            items = result.pre_step_items + result.new_step_items
            while isinstance(step, sdk["NextStepInterruption"]):
                if not decide(step.interruptions, approver, context_wrapper, ledger_run):
                    return SteppedRun(turns, current, interruptions=list(step.interruptions), items=items,
                                      run_id=ledger_run.run_id)
                with agent_span(name=current.name, handoffs=handoff_names, tools=offered):
                    resumed = await sdk["resolve_interrupted_turn"](
                        bindings=sdk["bind_public_agent"](current), original_input=original_input,
                        original_pre_step_items=items, new_response=result.model_response,
                        processed_response=result.processed_response, hooks=hooks, context_wrapper=context_wrapper,
                        run_config=config_)
                turns.append(Turn(calls, current.name, offered, handoff_names, None, result.processed_response,
                                  resumed.next_step, resumed=True))
                original_input, step = resumed.original_input, resumed.next_step
                items = resumed.pre_step_items + resumed.new_step_items
            if isinstance(step, sdk["NextStepFinalOutput"]):
                return SteppedRun(turns, current, final_output=step.output, items=items, run_id=ledger_run.run_id)
            first_of_agent = isinstance(step, sdk["NextStepHandoff"])
            if first_of_agent:
                current = step.new_agent


async def prepared(agent: Agent, context_wrapper: Any, run_config: RunConfig,
                   sdk: dict[str, Any] | None = None) -> tuple[list[Any], list[Any]]:
    """A turn prepared as `run_single_turn` prepares it: the agent's tools and handoffs, with name
    collisions resolved by `run_config.tool_name_collision_policy` ("warn": the later one wins and
    a warning is logged; "error": a `UserError` before any model call)."""
    sdk = sdk if sdk is not None else sdk_internals()
    tools = await agent.get_all_tools(context_wrapper)
    handoffs = await sdk["get_handoffs"](agent, context_wrapper)
    return sdk["resolve_tool_name_collisions"](tools, handoffs, collision_policy=run_config.tool_name_collision_policy)


def decide(held: list[Any], approver: Approver | None, context_wrapper: Any, ledger_run: Any) -> bool:
    """Decide every held call on the run's context, failing closed (as `labkit.sdk.gate` does for a
    saved state); False when there is nobody to decide (no approver, or one that defers)."""
    if approver is None:
        return False
    decisions = asked(held, approver)
    if decisions is None:
        return False
    carry_out(decisions, context_wrapper.approve_tool,
              lambda item, message: context_wrapper.reject_tool(item, rejection_message=message), ledger_run)
    return True
