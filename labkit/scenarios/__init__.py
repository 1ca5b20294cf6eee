"""labkit.scenarios — the tools the lessons hand to models: plain functions over small data files.

Three scenarios, each a module of plain functions over data files shipped in
`labkit/scenarios/data/` (read with importlib.resources), ending with its `SCENARIO`. They import
nothing else from labkit: no loops, no SDK, no ledger, no openai. The same function is called by
hand in lesson 01, wrapped in a hand-written tool loop later, and handed to the Agents SDK at the
end (`labkit.sdk.scenario_tools`).

- `deals` — deal hunter, after ed-donner/llm_engineering week 8 (a planner built twice: a fixed
  workflow and an agent). `scan_the_internet_for_bargains`, `estimate_true_value`,
  `notify_user_of_deal` (side effect: the run's `DealsWorld.outbox`). `best_deal` is the fixed
  workflow's decision; `expected_best_deal()` is the answer key. `pretend` holds the lesson-01
  fakes with the same names and parameters (the fake notification changes nothing, so it takes
  no world), which print that they are fake and return canned data.
- `incidents` — incident triage over a real read-only SQLite database of 30 past incidents and
  per-service runbooks: `search_incidents`, `get_incident`, `incident_timeline` (a deliberately
  large result, for the lesson on truncating tool output), `fetch_runbook`, and `create_ticket`
  (side effect: the run's `IncidentsWorld.tickets`). `incidents.TASK` is the lesson's alert.
- `recycling` — a recycling assistant, after a chat worker with six tool-using nodes:
  `get_weather`, `get_price_trend`, `get_latest_prices`, `get_bulk_waste_info`,
  `search_places`, `find_collection_points` (whose optional `radius_m` shows why strict mode
  wants `X | None = None` rather than a default).

Conventions every tool follows:

- Deterministic: no clock, no randomness. "Today" is a fixed `TODAY` constant where needed.
- Full type hints with simple types (str, int, float, Literal enums, `X | None = None` for an
  optional parameter), so `function_tool(fn)` produces a strict JSON schema; results are plain
  JSON-serialisable dicts and lists.
- A Google-style docstring: the first line is the tool description the model reads, `Args:`
  describes every parameter, and a `Note:` says what the tool would call in production (griffe
  keeps that section out of the description sent to the model).
- ERRORS: bad input (unknown city, unknown incident id, invalid enum value, out-of-range number)
  RAISES `ValueError` whose message says what was wrong and what to do instead, e.g.
  "unknown location 'Atlantis': try one of Berlin, Hamburg, ...". A tool never returns an error
  dict. A hand-written loop's dispatcher turns the exception into the tool result the model
  reads. The Agents SDK (0.24) does too, but its default `failure_error_function` hides the
  message ("An error occurred while running the tool. Please try again."), so pass
  `function_tool(fn, failure_error_function=error_for_model)` to let the model see it.
- SCENARIOS AS DATA: each module ends with `SCENARIO`, a `Scenario` (see `scenario.py`) holding
  its tools as `ToolSpec`s (which are side effects, the ordering contracts between them, their
  modelled latencies), its tasks with their success checks, and `new_world()`.
- WORLDS, NOT GLOBALS: a run's side effects go into its own world object (`DealsWorld.outbox`,
  `IncidentsWorld.tickets`), which a side-effect tool takes as its first parameter, `world`. No
  scenario keeps mutable state in a module, so runs never see each other's side effects.
"""

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import deals, incidents, pretend, recycling
from .scenario import WORLD_PARAMETER, Scenario, ToolSpec, scenario_table, takes_world
from .task import Check, Outcome, Task, Verdict

SCENARIOS: Mapping[str, Scenario] = scenario_table([deals.SCENARIO, incidents.SCENARIO, recycling.SCENARIO])
"""Every lesson scenario by name, in course order (read-only)."""

PRETEND_TOOLS: tuple[Callable[..., Any], ...] = (
    pretend.scan_the_internet_for_bargains,
    pretend.estimate_true_value,
    pretend.notify_user_of_deal,
)
"""Lesson 01's fake deal-hunter tools (the names of `deals.SCENARIO`'s tools)."""


def scenario_named(scenario: "Scenario | str") -> Scenario:
    """The scenario itself, or the one of this name ("deals", "incidents", "recycling");
    a ValueError naming the scenarios otherwise.

    Args:
        scenario: A `Scenario`, or a scenario's name.
    """
    if isinstance(scenario, Scenario):
        return scenario
    if scenario not in SCENARIOS:
        raise ValueError(f"unknown scenario {scenario!r}: use one of {', '.join(SCENARIOS)}")
    return SCENARIOS[scenario]


def tasks_for(names: Sequence[str]) -> list[Task]:
    """The tasks of these scenarios, in course order (a ValueError naming the scenarios for an
    unknown name).

    Args:
        names: Scenario names, e.g. ["deals", "recycling"].
    """
    wanted = [scenario_named(name).name for name in names]
    return [task for scenario in SCENARIOS.values() if scenario.name in wanted for task in scenario.tasks]


def error_for_model(context: Any, error: Exception) -> str:
    """The tool result to show the model when a tool raised: a ValueError's message, which the
    scenarios write for the model ("unknown location 'Atlantis': try one of ..."); a generic line
    for anything else, which may be a bug whose details should not leak.

    Args:
        context: The caller's run context (unused; the Agents SDK passes its RunContextWrapper).
        error: The exception the tool raised.

    Returns:
        The text to send back as the tool's output.
    """
    if isinstance(error, ValueError):
        return f"Error: {error}"
    return "An error occurred while running the tool. Please try again."


__all__ = [
    "PRETEND_TOOLS",
    "SCENARIOS",
    "WORLD_PARAMETER",
    "Check",
    "Outcome",
    "Scenario",
    "Task",
    "ToolSpec",
    "Verdict",
    "deals",
    "error_for_model",
    "incidents",
    "pretend",
    "recycling",
    "scenario_named",
    "takes_world",
    "tasks_for",
]
