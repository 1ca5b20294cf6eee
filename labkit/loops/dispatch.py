"""A tool registry and a guarded dispatcher: the part of a tool loop that runs the tools.

`Registry.from_functions([...])` turns typed, documented functions into `LoopTool`s with strict JSON
schemas (see `labkit.loops.schema`) and prints them in each API's tool format. `Dispatcher`
runs one call the model asked for, through these guards, in this order:

1. the tool must exist;
2. the arguments must be valid JSON (an object);
3. they must match the schema (pydantic validates them with the model the schema came from);
4. ordering contracts must hold (`requires`: e.g. `create_ticket.related_incident_id` must be an
   id an earlier `search_incidents` or `get_incident` call returned in this run). A missing or
   null value is refused too, whatever the schema says: "search first", not "no id at all";
5. a side-effect tool needs an explicit approval (`labkit.loops.approval`); no decision means
   BLOCKED (fail closed) and the function never runs;
6. the function runs; an exception becomes an error;
7. the result is shaped by the tool's `OutputPolicy` (`labkit.loops.output`: fields redacted, a long
   list summarised behind a `fetch_more` handle), then serialised and cut to the output budget
   (`labkit.loops.budget`).

A failed guard never raises out of the loop: it becomes the tool's OUTPUT, a short JSON object
`{"error": "...", "hint": "..."}` that tells the model what was wrong and what to do, so the model
can recover. Every call is a ledger row `kind="tool"` with status ok | error | blocked, and a call
that did not return has its reason code (`labkit.reasons`): unknown_tool, invalid_arguments,
ordering, awaiting_approval, rejected, no_approval or tool_error.
"""

from __future__ import annotations

import functools
import json
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from labkit.ledger import Ledger, default_ledger
from labkit.loops import approval
from labkit.loops.approval import ApprovalDecision, Approver, FailClosed, PendingCall
from labkit.loops.budget import fit_output
from labkit.loops.output import FETCH_MORE, OutputPolicy, OutputStore, shape
from labkit.loops.schema import arguments_and_schema, summary_line
from labkit.reasons import REASONS, record_reason
from labkit.scenarios import Scenario, scenario_named, takes_world

Requires = Mapping[str, "str | Iterable[str]"]


# --- tools and the registry -------------------------------------------------------------------


@dataclass
class LoopTool:
    """One tool: the function, what the model reads about it, and the guards around it.

    `fn` is what the dispatcher calls: for a scenario tool that takes the run's world first, the
    function with `world` already bound (the model never sees the world; `world` keeps it).
    `via` says how a call reaches the function when it is not a local call ("mcp_stdio",
    "mcp_http": `labkit.mcp`); the tool's ledger rows then start their `detail` with `via ...; `.
    """

    name: str
    fn: Callable[..., Any]
    description: str
    parameters: dict[str, Any]
    side_effect: bool = False
    requires: dict[str, tuple[str, ...]] = field(default_factory=dict)
    latency_ms: float | None = None
    output_budget_tokens: int | None = None
    arguments_model: type[BaseModel] | None = field(default=None, repr=False)
    world: Any = field(default=None, repr=False)
    via: str | None = None
    output_policy: OutputPolicy | None = None

    @classmethod
    def from_function(
        cls,
        fn: Callable[..., Any],
        *,
        name: str | None = None,
        description: str | None = None,
        side_effect: bool = False,
        requires: Requires | None = None,
        latency_ms: float | None = None,
        output_budget_tokens: int | None = None,
        world: Any = None,
        output_policy: OutputPolicy | None = None,
    ) -> LoopTool:
        """A tool from a typed function with a Google-style docstring (see `labkit.loops.schema`).

        A function whose first parameter is `world` gets `world` bound (required then: pass the
        run's `scenario.new_world()`). `output_policy` redacts or summarises what the model reads
        of its results (`labkit.loops.output`).
        """
        name = name or fn.__name__
        model, parameters = arguments_and_schema(fn, name)
        tool = cls(
            name=name,
            fn=_bound(fn, world, name),
            description=description or summary_line(fn),
            parameters=parameters,
            side_effect=side_effect,
            requires={param: _names(producers) for param, producers in (requires or {}).items()},
            latency_ms=latency_ms,
            output_budget_tokens=output_budget_tokens,
            arguments_model=model,
            world=world,
            output_policy=output_policy,
        )
        unknown = sorted(set(tool.requires) - set(tool.parameters["properties"]))
        if unknown:
            raise ValueError(f"{name}: requires names {unknown}, which are not parameters of {name}; "
                             f"use some of {list(tool.parameters['properties'])}")
        nullable = sorted(param for param in tool.requires if _nullable(tool.parameters["properties"][param]))
        if nullable:
            raise ValueError(f"{name}: {nullable} must come from an earlier tool, so the model may not send null: "
                             f"type them without `| None` (e.g. `{nullable[0]}: str`)")
        return tool

    def chat_tool(self) -> dict[str, Any]:
        """The tool in the Chat Completions `tools` format, strict."""
        return {"type": "function", "function": {"name": self.name, "description": self.description,
                                                 "parameters": self.parameters, "strict": True}}

    def responses_tool(self) -> dict[str, Any]:
        """The tool in the Responses `tools` format (flat), strict."""
        return {"type": "function", "name": self.name, "description": self.description,
                "parameters": self.parameters, "strict": True}

    def legacy_function(self) -> dict[str, Any]:
        """The tool in the deprecated Chat `functions` format (no `strict`: it never was)."""
        return {"name": self.name, "description": self.description, "parameters": self.parameters}


def _bound(fn: Callable[..., Any], world: Any, name: str) -> Callable[..., Any]:
    """`fn` with the run's world bound when its first parameter is `world`; `fn` itself otherwise."""
    if not takes_world(fn):
        if world is not None:
            raise ValueError(f"{name} takes no world (its first parameter is not `world`): do not pass world=")
        return fn
    if world is None:
        raise ValueError(f"{name} changes the run's world, so it needs one: pass world=scenario.new_world() "
                         "(e.g. Registry.for_scenario(scenario, world=scenario.new_world()))")
    return functools.partial(fn, world)


def _nullable(schema: Mapping[str, Any]) -> bool:
    """True when a property's schema accepts null (`"type": "null"`, a type list with it, or an anyOf branch)."""
    kind = schema.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind):
        return True
    return any(_nullable(branch) for branch in schema.get("anyOf", ()) if isinstance(branch, Mapping))


def _names(producers: str | Iterable[str]) -> tuple[str, ...]:
    """One producer name or several, as a tuple."""
    return (producers,) if isinstance(producers, str) else tuple(producers)


class Registry:
    """The tools a loop offers, by name, in the order given.

    When a tool's `OutputPolicy` summarises, the registry also offers `fetch_more` (last), which
    pages through the lists its summaries hold back; `outputs` is the `OutputStore` keeping them.
    """

    def __init__(self, tools: Iterable[LoopTool]) -> None:
        self._tools: dict[str, LoopTool] = {}
        self.outputs = OutputStore()
        tools = list(tools)
        summarising = tuple(tool.name for tool in tools if tool.output_policy and tool.output_policy.summarise)
        if summarising:
            if any(tool.name == FETCH_MORE for tool in tools):
                raise ValueError(f"a tool is named {FETCH_MORE!r}, the name of the paging tool a summarising registry "
                                 "adds: rename it")
            # an in-memory read: no production call behind it, so it models 0 ms (the same on every run)
            tools.append(LoopTool.from_function(self.outputs.fetch_more, requires={"handle": summarising},
                                                latency_ms=0.0))
        for tool in tools:
            if tool.arguments_model is None:
                raise TypeError(f"tool {tool.name!r} has no arguments model: build it with LoopTool.from_function(fn)")
            if tool.name in self._tools:
                raise ValueError(f"two tools are named {tool.name!r}: give one another name")
            self._tools[tool.name] = tool
        for tool in self._tools.values():
            for param, producers in tool.requires.items():
                missing = [p for p in producers if p not in self._tools]
                if missing:
                    raise ValueError(f"{tool.name}.{param} requires output of {missing}, which are not in "
                                     f"this registry; add them or drop the contract")

    @classmethod
    def from_functions(
        cls,
        fns: Iterable[Callable[..., Any]],
        *,
        side_effects: Iterable[str] = (),
        requires: Mapping[str, Requires] | None = None,
        latency_ms: Mapping[str, float] | None = None,
        output_budget_tokens: int | Mapping[str, int] | None = None,
        world: Any = None,
        output_policy: Mapping[str, OutputPolicy] | None = None,
    ) -> Registry:
        """Tools from plain functions (for a lesson scenario's tools and guards, use `for_scenario`).

        - `side_effects`: names of the tools that change the world (they need approval); none by default;
        - `requires`: ordering contracts, `{"create_ticket": {"related_incident_id":
          ("search_incidents", "get_incident")}}`;
        - `latency_ms`: modelled latencies `{name: ms}`, recorded on the tool rows instead of the
          measured duration;
        - `output_budget_tokens`: one budget for every tool, or `{name: tokens}`;
        - `world`: the run's world, bound into the functions whose first parameter is `world`;
        - `output_policy`: `{name: OutputPolicy(...)}`, what the model reads of those tools' results.
        """
        fns = list(fns)
        names = {fn.__name__ for fn in fns}
        effects, contracts, latencies = set(side_effects), dict(requires or {}), dict(latency_ms or {})
        policies = dict(output_policy or {})
        unknown = sorted((effects | set(contracts) | set(latencies) | set(policies)) - names)
        if unknown:
            raise ValueError(f"no function named {unknown} among the tools {sorted(names)}")
        return cls(
            LoopTool.from_function(
                fn,
                side_effect=fn.__name__ in effects,
                requires=contracts.get(fn.__name__),
                latency_ms=latencies.get(fn.__name__),
                output_budget_tokens=_budget_for(fn.__name__, output_budget_tokens),
                world=world if takes_world(fn) else None,
                output_policy=policies.get(fn.__name__),
            )
            for fn in fns
        )

    @classmethod
    def for_scenario(
        cls,
        scenario: Scenario | str,
        *,
        world: Any = None,
        output_budget_tokens: int | Mapping[str, int] | None = None,
        output_policy: Mapping[str, OutputPolicy] | None = None,
    ) -> Registry:
        """The tools of a lesson scenario (a `Scenario`, or its name: "deals", "incidents",
        "recycling") with its side effects, ordering contracts and modelled latencies.

        - `world`: the run's world (`scenario.new_world()`), bound into the tools that change it;
          required when the scenario has such tools, so a run's side effects land where the caller
          can read them (`world.tickets`) and nowhere else;
        - `output_budget_tokens`: one budget for every tool, or `{name: tokens}`;
        - `output_policy`: `{name: OutputPolicy(...)}`: fields to redact, lists to summarise
          (`labkit.loops.output`).
        """
        scenario = scenario_named(scenario)
        if world is not None and not isinstance(world, scenario.world):
            raise TypeError(f"world= is a {type(world).__name__}, not a {scenario.world.__name__}: pass "
                            f"{scenario.name}.SCENARIO.new_world()")
        if world is None and any(spec.takes_world for spec in scenario.tools):
            raise ValueError(f"the {scenario.name} tools change a world, so the registry needs one: pass "
                             f"world={scenario.name}.SCENARIO.new_world() and read what the run did there")
        for option, value in (("output_budget_tokens", output_budget_tokens), ("output_policy", output_policy)):
            unknown = sorted(set(value) - set(scenario.names)) if isinstance(value, Mapping) else []
            if unknown:
                raise ValueError(f"{option} names {unknown}, which are not tools of {scenario.name}; "
                                 f"use some of {scenario.names}")
        return cls(
            LoopTool.from_function(
                spec.fn,
                side_effect=spec.side_effect,
                requires=spec.requires,
                latency_ms=spec.latency_ms,
                output_budget_tokens=_budget_for(spec.name, output_budget_tokens),
                world=world if spec.takes_world else None,
                output_policy=(output_policy or {}).get(spec.name),
            )
            for spec in scenario.tools
        )

    def __getitem__(self, name: str) -> LoopTool:
        return self._tools[name]

    def __contains__(self, name: object) -> bool:
        return name in self._tools

    def __iter__(self) -> Iterator[LoopTool]:
        return iter(self._tools.values())

    def __len__(self) -> int:
        return len(self._tools)

    def __repr__(self) -> str:
        return f"Registry({', '.join(self.names)})"

    @property
    def names(self) -> list[str]:
        """The tool names, in order."""
        return list(self._tools)

    def chat_tools(self) -> list[dict[str, Any]]:
        """Every tool in the Chat Completions `tools` format."""
        return [tool.chat_tool() for tool in self]

    def responses_tools(self) -> list[dict[str, Any]]:
        """Every tool in the Responses `tools` format."""
        return [tool.responses_tool() for tool in self]

    def legacy_functions(self) -> list[dict[str, Any]]:
        """Every tool in the deprecated Chat `functions` format (for the migration lesson)."""
        return [tool.legacy_function() for tool in self]


def _budget_for(name: str, budget: int | Mapping[str, int] | None) -> int | None:
    """The output budget of one tool from an int (all tools), a mapping or None."""
    if budget is None or isinstance(budget, int):
        return budget
    return budget.get(name)


# --- results ------------------------------------------------------------------------------------


@dataclass
class ToolResult:
    """What one dispatched call produced: the text sent back to the model and how it went.

    `status` is "ok", "error" (the model can fix and retry) or "blocked" (a side effect without
    approval); `reason` is the code of a call that did not return (`labkit.reasons`: "rejected",
    "invalid_arguments", ...). `pending` marks a blocked call that waits for a human (`approval.Defer`).
    `value` is what the function returned, for your code (before any redaction: the model reads
    `output`); `redacted` names the paths its output policy removed, `handle` its summary's handle.
    """

    call_id: str
    name: str
    output: str
    status: str = "ok"
    error: str | None = None
    truncated: bool = False
    tokens_before: int = 0
    tokens_after: int = 0
    arguments: dict[str, Any] | None = field(default=None, repr=False)
    value: Any = field(default=None, repr=False)
    pending: bool = False
    reason: str | None = None
    redacted: tuple[str, ...] = ()
    handle: str | None = None

    @property
    def ok(self) -> bool:
        """True when the tool ran and returned."""
        return self.status == "ok"


class _Refusal(Exception):
    """Internal: a guard said no. Becomes an error/blocked ToolResult, never leaves the dispatcher.

    `reason` is the row's code (`labkit.reasons`: "invalid_arguments", "rejected", ...); `detail`
    a few words for people."""

    def __init__(self, reason: str, error: str, hint: str, detail: str, *, ran_ms: float | None = None) -> None:
        super().__init__(error)
        self.reason, self.error, self.hint, self.detail = reason, error, hint, detail
        self.ran_ms = ran_ms

    @property
    def status(self) -> str:
        """"error" (the model can fix and retry) or "blocked" (a side effect that did not run)."""
        return REASONS[self.reason].status

    @property
    def pending(self) -> bool:
        """True for a call held until a human decides."""
        return self.reason == "awaiting_approval"


def error_output(error: str, hint: str) -> str:
    """The tool output a model reads when a call failed: `{"error": ..., "hint": ...}`."""
    return json.dumps({"error": error, "hint": hint}, ensure_ascii=False)


# --- the dispatcher -------------------------------------------------------------------------------


class Dispatcher:
    """Runs the calls a model asks for, through the guards listed in the module docstring.

    - `approver`: decides side-effect calls (default `FailClosed()`: they are blocked);
    - `ledger`: where tool rows go (default: the ledger of the loop using it, else
      `labkit.ledger.LEDGER`);
    - `output_budget_tokens`: a budget for tools that do not declare their own.
    """

    def __init__(
        self,
        registry: Registry,
        *,
        approver: Approver | None = None,
        ledger: Ledger | None = None,
        output_budget_tokens: int | None = None,
    ) -> None:
        self.registry = registry
        self.approver = approver if approver is not None else FailClosed()
        self._ledger = ledger
        self.output_budget_tokens = output_budget_tokens
        self._produced: dict[str, dict[str, set[object]]] = {}

    def __repr__(self) -> str:
        return f"Dispatcher({self.registry!r}, approver={self.approver!r})"

    @property
    def ledger(self) -> Ledger:
        """The ledger tool rows are recorded in."""
        return self._ledger if self._ledger is not None else default_ledger()

    def adopt_ledger(self, ledger: Ledger) -> None:
        """Record into `ledger` unless a ledger was given explicitly (loops call this)."""
        if self._ledger is None:
            self._ledger = ledger

    def reset(self) -> None:
        """Forget which values earlier calls produced (ordering contracts start afresh)."""
        self._produced.clear()

    def note_output(self, name: str, value: Any) -> None:
        """Count `value` as what tool `name` returned earlier in the current run, although this
        dispatcher did not run it: a conversation resumed from another loop (a fallback carrying on
        after the primary's tool calls) keeps the ids those calls gave the model."""
        self._remember(name, value)

    def dispatch(self, name: str, arguments_json: str, *, call_id: str,
                 decision: ApprovalDecision | None = None) -> ToolResult:
        """Run one call through every guard; the outcome is a ToolResult and a ledger row.

        `decision` is a human's decision made after the call was first held (resuming a paused
        loop); when given, the approver is not asked again.
        """
        started = time.perf_counter()
        arguments: dict[str, Any] | None = None
        try:
            tool = self._lookup(name)
            arguments = self._parse(tool, arguments_json)
            validated = self._validate(tool, arguments)
            self._check_order(tool, validated)
            self._gate(tool, PendingCall(call_id, name, arguments), decision)
            value, ran_ms = self._run(tool, validated)
        except _Refusal as refusal:
            result = ToolResult(call_id, name, error_output(refusal.error, refusal.hint), refusal.status,
                                refusal.error, arguments=arguments, pending=refusal.pending, reason=refusal.reason)
            self._record_refusal(result, refusal, started)
            return result
        shaped = shape(tool.output_policy, tool.name, value, self.registry.outputs)
        fitted = fit_output(shaped.shown, tool.output_budget_tokens or self.output_budget_tokens)
        self._remember(tool.name, shaped.full)  # a redacted value never counts: the model never read it
        if shaped.handle is not None:
            self._remember(tool.name, shaped.handle)
        result = ToolResult(call_id, name, fitted.text, "ok", None, fitted.truncated, fitted.tokens_before,
                            fitted.tokens_after, arguments=arguments, value=value,
                            redacted=tuple(path for path, _ in shaped.redacted), handle=shaped.handle)
        detail = (f"truncated {fitted.tokens_before}→{fitted.tokens_after} tokens" if fitted.truncated
                  else f"output {fitted.tokens_after} tokens")
        detail = f"{shaped.detail()}; {detail}" if shaped.detail() else detail
        self.ledger.record(kind="tool", name=name, status="ok", latency_ms=self._modelled_ms(name, ran_ms),
                           wall_ms=_ms_since(started), detail=_routed(tool, detail))
        return result

    # --- the guards, in order ---------------------------------------------------------------------

    def _lookup(self, name: str) -> LoopTool:
        """Guard 1: the tool exists."""
        if name in self.registry:
            return self.registry[name]
        raise _Refusal("unknown_tool", f"unknown tool {name!r}",
                       f"call one of the available tools: {', '.join(self.registry.names)}", "unknown tool")

    def _parse(self, tool: LoopTool, arguments_json: str) -> dict[str, Any]:
        """Guard 2: the arguments are a JSON object ("" counts as {})."""
        text = arguments_json if isinstance(arguments_json, str) else json.dumps(arguments_json)
        if not text.strip():
            return {}
        try:
            arguments = json.loads(text)
        except json.JSONDecodeError as error:
            quoted = text if len(text) <= 120 else text[:117] + "..."
            raise _Refusal("invalid_arguments", f"arguments are not valid JSON ({error.msg}, character {error.pos}): "
                                    f"{quoted}",
                           f"call {tool.name} again with the arguments as one JSON object with the keys "
                           f"{_keys(tool)}", "bad JSON") from None
        if not isinstance(arguments, dict):
            raise _Refusal("invalid_arguments", f"arguments must be a JSON object, got {type(arguments).__name__}",
                           f"call {tool.name} again with an object with the keys {_keys(tool)}", "bad JSON")
        return arguments

    def _validate(self, tool: LoopTool, arguments: dict[str, Any]) -> dict[str, Any]:
        """Guard 3: the arguments match the schema (pydantic, with the model the schema came from)."""
        try:
            model = tool.arguments_model.model_validate(arguments)
        except ValidationError as error:
            self._require_prior_values(tool, arguments)  # a missing contract value: guard 4 says what to do
            problems = [_problem(tool, problem) for problem in error.errors()]
            raise _Refusal("invalid_arguments", f"invalid arguments for {tool.name}: " + "; ".join(problems),
                           f"call {tool.name} again with exactly the keys {_keys(tool)}, each of the type "
                           "its schema gives (null for an optional one you do not need)",
                           f"invalid arguments: {len(problems)} problem(s)") from None
        return {name: getattr(model, name) for name in type(model).model_fields}

    def _check_order(self, tool: LoopTool, validated: dict[str, Any]) -> None:
        """Guard 4: values that must come from an earlier tool's output did.

        "Earlier" means an ok call of a producer in the same ledger run; its whole result counts
        (before any budget cut), compared case-insensitively. A missing or null value is refused
        (a contract that let null through would let a call skip its producer altogether).
        """
        self._require_prior_values(tool, validated)
        produced = self._produced.get(self._run_id(), {})
        for param, producers in tool.requires.items():
            value = validated[param]
            seen = set().union(*(produced.get(producer, set()) for producer in producers))
            if _key(value) not in seen:
                names = " or ".join(producers)
                raise _Refusal("ordering", f"{param}={value!r} was not returned by {names} earlier in this run",
                               f"call {producers[0]} first and pass a {param} value exactly as its output gives it",
                               f"ordering: {param} needs {names} first")

    def _require_prior_values(self, tool: LoopTool, arguments: Mapping[str, Any]) -> None:
        """Guard 4, first half: every value an ordering contract checks is there and not null."""
        for param, producers in tool.requires.items():
            if arguments.get(param) is None:
                names = " or ".join(producers)
                absent = "missing" if param not in arguments else "null"
                raise _Refusal("ordering", f"{param} is {absent}: it must be a value {names} returned earlier "
                                           "in this run",
                               f"call {producers[0]} first, then call {tool.name} again with a {param} exactly as "
                               "its output gives it",
                               f"ordering: {param} {absent}, needs {names} first")

    def _gate(self, tool: LoopTool, call: PendingCall, decision: ApprovalDecision | None) -> None:
        """Guard 5: a side-effect call runs only on an explicit approval (fail closed)."""
        if not tool.side_effect:
            return
        asked = decision is None
        if asked:
            decision = self._ask(call)
        if decision.approved:
            return
        hint = "do not call it again; tell the user what you wanted to do and that it was not done"
        if decision.verdict == "reject":
            raise _Refusal("rejected", f"{tool.name} was not run: {decision.reason or 'rejected'}", hint,
                           f"rejected: {decision.reason or 'no reason given'}")
        if asked and approval.defers(self.approver):
            raise _Refusal("awaiting_approval", f"{tool.name} is waiting for a human's approval",
                           "wait for the decision", "held until a human decides")
        raise _Refusal("no_approval", f"{tool.name} was not run: it changes the world and needs an approval; "
                                      f"{decision.reason or 'no approval decision (fail closed)'}", hint,
                       "no approval decision (fail closed)")

    def _ask(self, call: PendingCall) -> ApprovalDecision:
        """The approver's decision, failing closed (`approval.ask`): an approver that raises or
        answers garbage counts as no decision."""
        return approval.ask(self.approver, call)

    def _run(self, tool: LoopTool, validated: dict[str, Any]) -> tuple[Any, float]:
        """Guard 6: run the function; an exception becomes an error output."""
        started = time.perf_counter()
        try:
            value = tool.fn(**validated)
        except Exception as error:
            ran_ms = (time.perf_counter() - started) * 1000.0
            hint = ("fix the arguments as the error says, or try another tool" if isinstance(error, ValueError)
                    else "the tool failed; do not repeat the same call")
            raise _Refusal("tool_error", f"{type(error).__name__}: {error}", hint, f"raised {type(error).__name__}",
                           ran_ms=ran_ms) from None
        return value, (time.perf_counter() - started) * 1000.0

    # --- bookkeeping ------------------------------------------------------------------------------

    def _run_id(self) -> str:
        """The ledger run calls belong to (ordering contracts hold within one run)."""
        return self.ledger.current_run().run_id

    def _remember(self, name: str, value: Any) -> None:
        """Keep the values a tool returned, for later ordering checks."""
        bucket = self._produced.setdefault(self._run_id(), {}).setdefault(name, set())
        bucket.update(_leaves(value))

    def _record_refusal(self, result: ToolResult, refusal: _Refusal, started: float) -> None:
        """The ledger row of a refused, held or failed call, with its reason code. A call whose
        function never ran took no modelled time."""
        latency = self._modelled_ms(result.name, refusal.ran_ms) if refusal.ran_ms is not None else 0.0
        tool = self.registry[result.name] if result.name in self.registry else None
        record_reason(self.ledger, refusal.reason, kind="tool", name=result.name, error=result.error,
                      detail=_routed(tool, refusal.detail), latency_ms=latency, wall_ms=_ms_since(started))

    def _modelled_ms(self, name: str, ran_ms: float) -> float:
        """The latency a tool row records: the tool's declared modelled latency, else the measured one."""
        declared = self.registry[name].latency_ms if name in self.registry else None
        return declared if declared is not None else round(ran_ms, 1)


def _routed(tool: LoopTool | None, detail: str) -> str:
    """A tool row's detail, prefixed with how the call was reached when it was not local."""
    return f"via {tool.via}; {detail}" if tool is not None and tool.via else detail


def _ms_since(started: float) -> float:
    """Milliseconds on the wall clock since `started` (a `time.perf_counter()` value)."""
    return (time.perf_counter() - started) * 1000.0


def _keys(tool: LoopTool) -> str:
    """The parameter names of a tool, for hints."""
    names = list(tool.parameters.get("properties", {}))
    return ", ".join(names) if names else "(none: send {})"


def _problem(tool: LoopTool, problem: dict[str, Any]) -> str:
    """One pydantic error as a sentence naming the field."""
    field_name = ".".join(str(part) for part in problem.get("loc", ())) or "(arguments)"
    kind = problem.get("type")
    if kind == "missing":
        return f"{field_name} is missing (every parameter is required; send null for an optional one)"
    if kind == "extra_forbidden":
        return f"{field_name} is not a parameter of {tool.name}"
    shown = repr(problem.get("input"))
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    return f"{field_name}: {problem.get('msg', 'invalid')} (got {shown})"


def _key(value: Any) -> object:
    """A comparable form of a produced or passed value: case-folded text, or a float."""
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, (int, float)):
        return ("number", float(value))
    return ("text", str(value).strip().casefold())


def _leaves(value: Any) -> Iterator[object]:
    """Every scalar inside a result (strings and numbers), as comparison keys."""
    if isinstance(value, Mapping):
        for item in value.values():
            yield from _leaves(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _leaves(item)
    elif isinstance(value, BaseModel):
        yield from _leaves(value.model_dump())
    elif value is not None:
        yield _key(value)
