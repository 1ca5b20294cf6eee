"""What a lesson scenario IS, as data: its tools, which of them change the world, the ordering
contracts between them, their modelled latencies, its tasks, and a fresh world per run.

    from labkit.scenarios import incidents

    scenario = incidents.SCENARIO
    scenario.side_effects            # frozenset({"create_ticket"})
    scenario.requires                # {"create_ticket": {"related_incident_id": ("search_incidents", ...)}}
    world = scenario.new_world()     # IncidentsWorld(tickets=[]): this run's tickets, and only this run's
    incidents.create_ticket(world, title=..., ...)   # a side-effect tool takes the world first

A WORLD holds one run's mutable state (the deal hunter's outbox, the ticket store). A tool that
reads or changes it takes it as its first parameter, named `world`; every other tool is a pure
function of its arguments and the shipped data. Nothing is kept in module globals, so any number
of runs can share a process, in threads or in asyncio tasks, and each sees only its own world.
Who hands the world to the tool is the caller's business: `labkit.loops.Registry.for_scenario(
scenario, world=...)` binds it for the hand-written loops; `labkit.sdk.scenario_tools(scenario)`
reads it from the Agents SDK's run context (`run(agent, ..., context=world)`).

This module imports nothing from labkit: scenarios know no loop, no SDK and no ledger.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .task import Task

WORLD_PARAMETER = "world"
"""The name of the first parameter of a tool that reads or changes the run's world."""


def takes_world(fn: Callable[..., Any]) -> bool:
    """True when `fn`'s first parameter is the run's world (named `world`), which the caller binds;
    the model never sees it.

    Args:
        fn: A tool function.
    """
    parameters = list(inspect.signature(fn).parameters)
    return bool(parameters) and parameters[0] == WORLD_PARAMETER


@dataclass(frozen=True)
class ToolSpec:
    """One scenario tool as data: the function, and what a loop must know to run it safely.

    - `side_effect`: it changes the world, so it runs only on an explicit approval;
    - `requires`: ordering contracts, `{parameter: producer tools}`: the value passed must be one an
      earlier call of a producer returned in the same run (an id the model did not make up);
    - `latency_ms`: the modelled time of the production call the function stands for (a scraper, a
      ticketing API), so ledger rows and timelines are the same on every run.
    """

    fn: Callable[..., Any]
    side_effect: bool = False
    requires: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    latency_ms: float | None = None

    @property
    def name(self) -> str:
        """The tool's name: the function's name."""
        return self.fn.__name__

    @property
    def takes_world(self) -> bool:
        """True when the function's first parameter is the run's world."""
        return takes_world(self.fn)


@dataclass(frozen=True)
class Scenario:
    """A lesson domain as data (see the module docstring).

    - `name`: "deals", "incidents", "recycling";
    - `tools`: its `ToolSpec`s, in the order a lesson lists them;
    - `world`: the class of its world; `new_world()` makes an empty one for one run;
    - `tasks`: what a sweep asks in it, each with a success check.
    """

    name: str
    tools: tuple[ToolSpec, ...]
    world: Callable[[], Any]
    tasks: tuple[Task, ...] = ()

    def __post_init__(self) -> None:
        names = [spec.name for spec in self.tools]
        repeated = sorted({name for name in names if names.count(name) > 1})
        if repeated:
            raise ValueError(f"scenario {self.name!r} lists the tools {repeated} twice: list each once")
        for spec in self.tools:
            unknown = sorted({p for producers in spec.requires.values() for p in producers} - set(names))
            if unknown:
                raise ValueError(f"{self.name}: {spec.name} requires output of {unknown}, which are not tools of "
                                 f"this scenario; use some of {names}")
        for task in self.tasks:
            if task.scenario != self.name:
                raise ValueError(f"task {task.label!r} belongs to scenario {task.scenario!r}, not {self.name!r}")

    def __repr__(self) -> str:
        return f"Scenario({self.name!r}, tools=[{', '.join(self.names)}], world={self.world.__name__})"

    def new_world(self) -> Any:
        """An empty world for one run: its side effects land here and nowhere else."""
        return self.world()

    @property
    def names(self) -> list[str]:
        """The tool names, in order."""
        return [spec.name for spec in self.tools]

    @property
    def functions(self) -> list[Callable[..., Any]]:
        """The tool functions, in order (world-taking ones still take the world first)."""
        return [spec.fn for spec in self.tools]

    @property
    def side_effects(self) -> frozenset[str]:
        """The names of the tools that change the world (they need an approval)."""
        return frozenset(spec.name for spec in self.tools if spec.side_effect)

    @property
    def requires(self) -> dict[str, dict[str, tuple[str, ...]]]:
        """The ordering contracts, `{tool: {parameter: producer tools}}` (tools without any left out)."""
        return {spec.name: dict(spec.requires) for spec in self.tools if spec.requires}

    @property
    def latency_ms(self) -> dict[str, float]:
        """The modelled latencies, `{tool: ms}` (tools without one left out)."""
        return {spec.name: spec.latency_ms for spec in self.tools if spec.latency_ms is not None}

    def tool(self, name: str) -> ToolSpec:
        """The `ToolSpec` named `name` (KeyError naming the tools otherwise)."""
        for spec in self.tools:
            if spec.name == name:
                return spec
        raise KeyError(f"{self.name} has no tool {name!r}; its tools are {', '.join(self.names)}")

    def task(self, name: str) -> Task:
        """The task named `name` (KeyError naming the tasks otherwise)."""
        for task in self.tasks:
            if task.name == name:
                return task
        raise KeyError(f"{self.name} has no task {name!r}; its tasks are {', '.join(t.name for t in self.tasks)}")

    def with_tools(self, tools: Sequence[ToolSpec]) -> Scenario:
        """The same scenario with other tool specs (e.g. a function wrapped to ask before it acts)."""
        return Scenario(self.name, tuple(tools), self.world, self.tasks)


def scenario_table(scenarios: Sequence[Scenario]) -> Mapping[str, Scenario]:
    """A read-only `{name: scenario}` mapping (ValueError for two scenarios of one name).

    Args:
        scenarios: The scenarios, in the order the mapping lists them.
    """
    table = {}
    for scenario in scenarios:
        if scenario.name in table:
            raise ValueError(f"two scenarios are named {scenario.name!r}")
        table[scenario.name] = scenario
    return MappingProxyType(table)
