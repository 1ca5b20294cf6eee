"""Agents SDK runners: the scenario tools as function tools, agents on the connected client, and
a `run()` that always says how many turns it allows and where its traces go.

    conn = labkit.connect()                       # the SDK's default client is now conn.async_client
    agent = make_agent("Recycler", "You help with recycling.", tools=recycling_tools())
    result = await run(agent, "Can I put the paper bin out in Berlin today?", scenario="recycling")

    world = incidents.SCENARIO.new_world()        # a scenario whose tools change a world:
    agent = make_agent("Triage", incidents.INSTRUCTIONS, tools=scenario_tools(incidents.SCENARIO))
    result = await run(agent, incidents.TASK, context=world)   # ... they read it from the context

`TurnLog` is a set of run hooks that writes down, turn by turn, what the runner did after each
model response (run the model again, hand off, finish, or pause for approval): the loop a learner
wrote by hand in the earlier lessons, now run by the SDK. `UserContext` and `weather_for_user`
show a typed run context: the tool reads the user's location from the context, not from the model.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, get_type_hints

from agents import Agent, FunctionTool, ModelBehaviorError, RunConfig, RunContextWrapper, RunHooks, Runner, function_tool
from agents.result import RunResult

from labkit import config
from labkit.errors import NotConnected
from labkit.ledger import Ledger, Run
from labkit.loops.approval import Approver
from labkit.scenarios import SCENARIOS, Scenario, error_for_model, recycling, scenario_named, takes_world
from labkit.sdk.defaults import default_openai_client
from labkit.sdk.gate import decide_held_calls
from labkit.sdk.tracing import current_ledger, hold_for_approval, note_modelled_latency
from labkit.sdk.unknown_tools import UnknownToolWatch

# --- tools ---------------------------------------------------------------------------------------


def sdk_tool(fn: Callable[..., Any], *, latency_ms: float | None = None,
             needs_approval: bool | None = None) -> FunctionTool:
    """One typed function as an SDK function tool, with a strict schema and readable errors.

    It is `function_tool(fn, failure_error_function=error_for_model)`, so a `ValueError` the tool
    raises reaches the model as its message ("unknown location ...: try one of ..."), not the
    SDK's generic "An error occurred". Parameters typed `X | None = None` become
    required-but-nullable in the strict schema. Besides:

    - a function whose first parameter is `world` (a scenario tool that changes the run's world)
      gets the world from the run's context: run it with `run(agent, ..., context=world)`;
    - `latency_ms`: the modelled latency the tool's ledger row records (the production call it
      stands for), instead of the measured duration;
    - `needs_approval`: the call pauses the run for a human (see `labkit.sdk.approvals`); its gate
      is `hold_for_approval`, so the ledger records the held call as a pause, not as a tool that ran.
      Default (None): True for a lesson scenario's side-effect function, False otherwise; pass
      False to let a side effect run unasked, explicitly.
    """
    if needs_approval is None:
        needs_approval = _is_scenario_side_effect(fn)
    body = _world_from_context(fn) if takes_world(fn) else fn
    if latency_ms is not None:
        body = _noting_latency(body, latency_ms)
    gate = hold_for_approval if needs_approval else False
    return function_tool(body, failure_error_function=error_for_model, needs_approval=gate)


def tools_from(
    functions: Iterable[Callable[..., Any] | FunctionTool],
    *,
    needs_approval: Sequence[str] = (),
    side_effects: Sequence[str] = (),
    without_approval: Sequence[str] = (),
    latency_ms: Mapping[str, float] | None = None,
) -> list[FunctionTool]:
    """Plain typed functions as SDK function tools (each one as `sdk_tool` makes it).

    - `needs_approval`: names of tools that pause the run for a human;
    - `side_effects`: names of tools that change the world. A side-effect tool ALWAYS needs
      approval, and so does a lesson scenario's side-effect function (`create_ticket`, ...),
      named here or not: nothing labkit builds runs a side effect without an explicit yes;
    - `without_approval`: the explicit way out, for side-effect tools that may run unasked (a
      sandbox, a test); naming a tool that needs no approval anyway is an error;
    - `latency_ms`: `{name: ms}`, the modelled latency of each named tool.

    A `FunctionTool` passes through unchanged.
    """
    functions = list(functions)
    names = [_name_of(fn) for fn in functions]
    latencies = dict(latency_ms or {})
    for what, named in (("needs_approval", set(needs_approval)), ("side_effects", set(side_effects)),
                        ("without_approval", set(without_approval)), ("latency_ms", set(latencies))):
        unknown = sorted(named - set(names))
        if unknown:
            raise ValueError(f"{what} names {unknown}, which are not among the tools {names}")
    effects = set(side_effects) | {name for fn, name in zip(functions, names) if _is_scenario_side_effect(fn)}
    waived = set(without_approval)
    needless = sorted(waived - effects - set(needs_approval))
    if needless:
        raise ValueError(f"without_approval names {needless}, which need no approval anyway (not side effects)")
    gated = (set(needs_approval) | effects) - waived
    tools = []
    for fn, name in zip(functions, names):
        if isinstance(fn, FunctionTool):
            if name in needs_approval or name in latencies or name in side_effects:
                raise ValueError(f"{name} is already a FunctionTool: pass the plain function to tools_from(...) "
                                 "to give it needs_approval, a side effect or a latency")
            tools.append(fn)
        else:
            tools.append(sdk_tool(fn, latency_ms=latencies.get(name), needs_approval=name in gated))
    return tools


def scenario_tools(scenario: Scenario | str, *, needs_approval: Sequence[str] = (),
                   without_approval: Sequence[str] = ()) -> list[FunctionTool]:
    """A lesson scenario's tools as SDK function tools, with its modelled latencies (see
    `tools_from`). Its side-effect tools need approval (the run pauses at them, or an approver
    decides: `run(..., approver=...)`) unless named in `without_approval`; `needs_approval` adds
    others. Tools that change the world read it from the run's context, so run the agent with
    `run(agent, ..., context=scenario.new_world())` and read what it did there."""
    scenario = scenario_named(scenario)
    return tools_from(scenario.functions, needs_approval=needs_approval, side_effects=sorted(scenario.side_effects),
                      without_approval=without_approval, latency_ms=scenario.latency_ms)


def recycling_tools(*, needs_approval: Sequence[str] = ()) -> list[FunctionTool]:
    """The six recycling-scenario functions as SDK function tools (`scenario_tools(recycling.SCENARIO)`),
    so tool rows in the ledger carry the same modelled durations as the hand-written loops' rows."""
    return scenario_tools(recycling.SCENARIO, needs_approval=needs_approval)


def _is_scenario_side_effect(fn: Callable[..., Any] | FunctionTool) -> bool:
    """True for a lesson scenario's side-effect function (by identity: the function itself)."""
    return any(spec.side_effect and spec.fn is fn for scenario in SCENARIOS.values() for spec in scenario.tools)


def _name_of(fn: Callable[..., Any] | FunctionTool) -> str:
    """The tool name a function or FunctionTool will have."""
    return fn.name if isinstance(fn, FunctionTool) else fn.__name__


def _noting_latency(fn: Callable[..., Any], latency_ms: float) -> Callable[..., Any]:
    """`fn`, telling the SDK's function span its modelled latency as it starts (same signature)."""
    if inspect.iscoroutinefunction(fn):

        @functools.wraps(fn)
        async def timed_async(*args: Any, **kwargs: Any) -> Any:
            note_modelled_latency(latency_ms)
            return await fn(*args, **kwargs)

        return timed_async

    @functools.wraps(fn)
    def timed(*args: Any, **kwargs: Any) -> Any:
        note_modelled_latency(latency_ms)
        return fn(*args, **kwargs)

    return timed


def _world_from_context(fn: Callable[..., Any]) -> Callable[..., Any]:
    """`fn(world, ...)` as an SDK tool body `tool(ctx, ...)` that takes the world from the run's
    context: the same name, docstring and parameters, with the world parameter replaced by the
    `RunContextWrapper` the SDK passes (and never shows the model)."""
    hints = get_type_hints(fn)
    world_type = hints.get("world", Any)
    signature = inspect.signature(fn)
    rest = list(signature.parameters.values())[1:]

    def tool(ctx: RunContextWrapper[Any], *args: Any, **kwargs: Any) -> Any:
        world = ctx.context
        if world_type is not Any and not isinstance(world, world_type):
            raise ValueError(f"{fn.__name__} needs the run's world as the run context, got "
                             f"{type(world).__name__}: run the agent with context={world_type.__name__}() "
                             "(scenario.new_world())")
        return fn(world, *args, **kwargs)

    for attribute in ("__module__", "__name__", "__qualname__", "__doc__"):
        setattr(tool, attribute, getattr(fn, attribute))
    context = inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=RunContextWrapper[world_type])
    tool.__signature__ = signature.replace(parameters=[context, *rest])  # type: ignore[attr-defined]
    tool.__annotations__ = {"ctx": RunContextWrapper[world_type],
                            **{name: hint for name, hint in hints.items() if name != "world"}}
    return tool


# --- a typed run context (lesson 06) -------------------------------------------------------------


@dataclass
class UserContext:
    """What the app knows about the user, passed to `Runner.run(..., context=UserContext(...))`.

    The model never sees it; tools read it through `ctx.context`. `units` is "metric" or "imperial".
    """

    location: str
    units: str = "metric"


def weather_for_user(
    ctx: RunContextWrapper[UserContext], waste_category: recycling.WasteCategory | None = None
) -> dict:
    """Get today's weather where the user is, plus advice on putting out a waste bin if a category is given.

    Args:
        ctx: The run context; the user's location and units come from here, not from the model.
        waste_category: The bin the user wants to put out; null for weather only.
    """
    user = ctx.context
    if not isinstance(user, UserContext):
        raise ValueError("weather_for_user needs the run's context to be a UserContext(location=...): "
                         "pass context=UserContext(location='Berlin') to run()")
    weather = recycling.get_weather(user.location, waste_category)
    return _in_units(weather, user.units)


# The tool stands for the same weather service as `get_weather`: same modelled latency.
weather_for_user = sdk_tool(weather_for_user, latency_ms=recycling.SCENARIO.tool("get_weather").latency_ms)


def _in_units(weather: dict, units: str) -> dict:
    """The weather in the user's units: metric as stored, or imperial (°F, mph, inches)."""
    if units == "metric":
        return weather
    if units != "imperial":
        raise ValueError(f"units={units!r}: use 'metric' or 'imperial'")
    converted = {key: value for key, value in weather.items()
                 if key not in ("temperature_c", "wind_kph", "precipitation_mm")}
    converted["temperature_f"] = round(weather["temperature_c"] * 9 / 5 + 32, 1)
    converted["wind_mph"] = round(weather["wind_kph"] / 1.609344, 1)
    converted["precipitation_in"] = round(weather["precipitation_mm"] / 25.4, 2)
    return converted


# --- agents and runs -----------------------------------------------------------------------------


def make_agent(
    name: str,
    instructions: str,
    *,
    tools: Sequence[Any] = (),
    model: Any = config.DEFAULT_MODEL,
    handoffs: Sequence[Any] = (),
    output_type: Any = None,
    model_settings: Any = None,
    **kwargs: Any,
) -> Agent:
    """An `Agent` on the connected client: after `labkit.connect()`, a model name is enough.

    A model name (default `config.DEFAULT_MODEL`) goes through the SDK's default provider, which
    `connect()` pointed at its metered `AsyncOpenAI` client and the Responses API; pass a `Model`
    object to use another client. Other keywords (`handoff_description`, `input_guardrails`,
    `tool_use_behavior`, ...) go to `Agent` unchanged.

    Streaming note: on the Chat Completions model with a non-OpenAI base_url (the simulator, a
    compatible server), streamed runs report 0 tokens unless
    `model_settings=ModelSettings(include_usage=True)`; the default Responses model reports them.
    """
    options: dict[str, Any] = dict(kwargs)
    if output_type is not None:
        options["output_type"] = output_type
    if model_settings is not None:
        options["model_settings"] = model_settings
    return Agent(name=name, instructions=instructions, tools=list(tools), handoffs=list(handoffs),
                 model=model, **options)


def local_run_config(workflow_name: str = "labkit", **options: Any) -> RunConfig:
    """A `RunConfig` for labkit runs: traced locally, without tool inputs and outputs in spans.

    `tracing_disabled=False` on purpose: `labkit.connect()` replaced the SDK's exporter with one
    `LocalTraceProcessor`, so spans go only into the ledger (tool, handoff and guardrail rows) and
    nothing is sent anywhere. Disabling tracing would not make anything more private; it would
    only make those rows disappear. `trace_include_sensitive_data=False` keeps arguments and
    results out of the spans all the same. `options` are further `RunConfig` fields.
    """
    return RunConfig(workflow_name=workflow_name, tracing_disabled=False,
                     trace_include_sensitive_data=False, **options)


@dataclass
class LabkitRun:
    """What `labkit.sdk.run` returns: the SDK's `RunResult` and the ledger run its rows belong to.

    `result` is the SDK's own result, untouched; `ledger_run` is where its rows went, so resuming
    a paused run (`decide_and_resume`, `SdkApprovalPanel`) rejoins that run. The properties below
    are the `RunResult` attributes lessons read most, passed through.
    """

    result: RunResult
    ledger_run: Run

    def __repr__(self) -> str:
        state = "paused" if self.interruptions else "finished"
        return f"LabkitRun({state}, last_agent={self.last_agent.name!r}, ledger_run={self.ledger_run.run_id!r})"

    @property
    def final_output(self) -> Any:
        """The run's final output (`RunResult.final_output`)."""
        return self.result.final_output

    @property
    def interruptions(self) -> list[Any]:
        """The calls the run waits on for approval (`RunResult.interruptions`; empty when finished)."""
        return self.result.interruptions

    @property
    def new_items(self) -> list[Any]:
        """The items the run produced, in order (`RunResult.new_items`)."""
        return self.result.new_items

    @property
    def last_agent(self) -> Agent:
        """The agent that produced the final output, after any handoffs (`RunResult.last_agent`)."""
        return self.result.last_agent

    def to_state(self) -> Any:
        """The run's saved state, to approve or reject held calls and resume (`RunResult.to_state()`)."""
        return self.result.to_state()


async def run(
    agent: Agent,
    input: Any,
    *,
    max_turns: int = 10,
    context: Any = None,
    run_config: RunConfig | None = None,
    approach: str = "sdk",
    scenario: str | None = None,
    ledger: Ledger | None = None,
    hooks: RunHooks | None = None,
    approver: Approver | None = None,
) -> LabkitRun:
    """`await Runner.run(...)` with an explicit `max_turns` and a local-tracing `RunConfig`; returns
    a `LabkitRun` (the SDK's result and its ledger run).

    Without `approver`, a call to a tool that needs approval pauses the run: it returns with the
    held calls in `.interruptions`, for a human (`SdkApprovalPanel`, `decide_and_resume`). With
    one, the approver decides each held call and the run goes on (`labkit.sdk.gate`): only an
    explicit "approve" runs the tool; a rejection, no decision, an approver that raises or answers
    garbage rejects it. An approver that defers (`Defer`) leaves the run paused.

    - `context`: the run context the tools get (a `UserContext`, or a scenario's world for tools
      that change it: `context=incidents.SCENARIO.new_world()`);
    - `scenario`: when given, the run is a ledger run `f"{approach}-{scenario}-NNN"` (model rows
      from the metered client and tool rows from the local trace processor share its id);
      otherwise rows join whatever run is current;
    - `ledger`: default, the one `labkit.connect()` wired (`labkit.sdk.tracing.current_ledger()`);
    - `run_config`: default `local_run_config(workflow_name)`; see there why tracing stays on;
    - `hooks`: e.g. a `TurnLog`; it is finished with the result (so it sees an interruption).

    A call to a tool the agent does not offer gets an `unknown_tool` ledger row (`labkit.sdk.unknown_tools`);
    by default (the SDK's `tool_not_found_behavior="raise_error"`) the run stops there with
    `labkit.errors.UnknownToolCalled` (a `RunStopped` naming the tool, the agent and what it offers;
    its `__cause__` is the SDK's `ModelBehaviorError`). Nothing ran for that call, so it is safe to
    run the same input again; or pass `run_config=local_run_config(...,
    tool_not_found_behavior="return_error_to_model")` and the model reads the error and carries on.

    Raises what the SDK raises otherwise: `MaxTurnsExceeded` when the model still asks for tools after
    `max_turns` model calls, `InputGuardrailTripwireTriggered` when a guardrail stops the run;
    `labkit.errors.NotConnected` when the agent names its model and nothing is connected.
    Use `await`, not `Runner.run_sync`, in a notebook (its event loop is already running).
    """
    require_client(agent)
    workflow = f"{approach}:{scenario or agent.name}"
    config_ = run_config if run_config is not None else local_run_config(workflow)
    ledger = ledger if ledger is not None else current_ledger()
    runs = (contextlib.nullcontext(ledger.current_run()) if scenario is None else
            ledger.run(approach=approach, scenario=scenario, model=model_name(agent), api=agent_api(agent)))
    with runs as ledger_run:
        watch = UnknownToolWatch(hooks, recorder=ledger_run, behaviour=config_.tool_not_found_behavior)
        try:
            result = await Runner.run(agent, input, max_turns=max_turns, context=context, hooks=watch,
                                      run_config=config_)
            for _ in range(max_turns if approver is not None else 0):
                state = decide_held_calls(result, approver, ledger_run=ledger_run) if result.interruptions else None
                if state is None:
                    break
                result = await Runner.run(agent, state, max_turns=max_turns, hooks=watch, run_config=config_)
        except ModelBehaviorError as error:
            stop = watch.stop_for(error)
            if stop is None:
                raise
            raise stop from error
    if isinstance(hooks, TurnLog):
        hooks.finish(result)
    return LabkitRun(result, ledger_run)


def require_client(agent: Agent) -> None:
    """Raise `labkit.errors.NotConnected`, saying what to do, when `agent` names its model but no
    client was connected.

    Without `labkit.connect()` the SDK would build its own client from `OPENAI_API_KEY` and go
    live (or fail for want of a key); labkit runs decide their backend in `connect()` only.
    """
    if not isinstance(agent.model, (str, type(None))):
        return
    if default_openai_client() is None:
        raise NotConnected(f"agent {agent.name!r} names its model ({agent.model!r}) but no client is connected: "
                           "run `conn = labkit.connect()` first (offline simulator by default), or give the "
                           "agent a Model object with its own client")


def model_name(agent: Agent) -> str | None:
    """The model id an agent runs on (a name, or the `.model` of a Model object)."""
    model = agent.model
    return model if isinstance(model, str) or model is None else getattr(model, "model", None)


def agent_api(agent: Agent) -> str:
    """"chat" for a Chat Completions model object, else "responses" (the SDK's default)."""
    return "chat" if "ChatCompletions" in type(agent.model).__name__ else "responses"


# --- watching the runner turn by turn (lesson 07) ------------------------------------------------

RUN_AGAIN, HANDOFF, FINAL_OUTPUT, INTERRUPTION = "run_again", "handoff", "final_output", "interruption"


class TurnLog(RunHooks):
    """Run hooks that write down, for each model response, which step the runner took next.

    One dict per model call, in `turn_log.turns`:
    `{"turn": 1, "agent": "Triage", "tool_calls": ["transfer_to_weather"], "tools_run": [],
    "next_step": "handoff", "detail": "to Weather"}`. `next_step` is what the SDK's run loop
    decided (its `NextStep*` classes): "run_again" (tools ran, call the model again), "handoff",
    "final_output" or "interruption" (a tool waits for approval; set by `finish(result)`, which
    `labkit.sdk.run` calls for you). `frame()` shows the turns as a DataFrame.
    """

    def __init__(self) -> None:
        self.turns: list[dict[str, Any]] = []

    async def on_llm_end(self, context: Any, agent: Any, response: Any) -> None:
        """A model call returned: start a turn; tool calls mean "run again" until we learn more."""
        calls = [item.name for item in response.output if getattr(item, "type", None) == "function_call"]
        self.turns.append({"turn": len(self.turns) + 1, "agent": agent.name, "tool_calls": calls,
                           "tools_run": [], "next_step": RUN_AGAIN if calls else FINAL_OUTPUT,
                           "detail": f"{len(calls)} tool call(s)" if calls else "text answer"})

    async def on_tool_end(self, context: Any, agent: Any, tool: Any, result: Any) -> None:
        """A tool ran: note it on the current turn."""
        if self.turns:
            self.turns[-1]["tools_run"].append(tool.name)

    async def on_handoff(self, context: Any, from_agent: Any, to_agent: Any) -> None:
        """The runner switched agents after this turn."""
        self._set(HANDOFF, f"to {to_agent.name}")

    async def on_agent_end(self, context: Any, agent: Any, output: Any) -> None:
        """The run produced its final output after this turn (from text, or from a tool when
        `tool_use_behavior` stops at tools)."""
        last = self.turns[-1] if self.turns else None
        if last is not None and last["tools_run"]:
            self._set(FINAL_OUTPUT, "a tool's output is the final output (tool_use_behavior)")
        elif last is not None:
            self._set(FINAL_OUTPUT, "text answer")

    def finish(self, result: Any) -> None:
        """Mark the last turn as an interruption when the run paused for approvals."""
        pending = [item.name for item in getattr(result, "interruptions", None) or []]
        if pending:
            self._set(INTERRUPTION, "waiting for approval: " + ", ".join(str(name) for name in pending))

    def frame(self):
        """The turns as a pandas DataFrame (one row per model call)."""
        import pandas as pd

        columns = ["turn", "agent", "tool_calls", "tools_run", "next_step", "detail"]
        return pd.DataFrame(self.turns, columns=columns)

    def _set(self, step: str, detail: str) -> None:
        if self.turns:
            self.turns[-1].update(next_step=step, detail=detail)
