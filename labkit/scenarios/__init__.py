"""labkit.scenarios — the tools the lessons hand to models: plain functions over small data files.

Three scenarios, each a module of plain functions over data files shipped in
`labkit/scenarios/data/` (read with importlib.resources). They import nothing else from labkit: no
loops, no SDK, no ledger, no openai. The same function is called by hand in lesson 01, wrapped in
a hand-written tool loop later, and handed to the Agents SDK with `function_tool(fn)` at the end.

- `deals` — deal hunter, after ed-donner/llm_engineering week 8 (a planner built twice: a fixed
  workflow and an agent). `scan_the_internet_for_bargains`, `estimate_true_value`,
  `notify_user_of_deal` (side effect: an in-memory outbox). `best_deal` is the fixed workflow's
  decision; `expected_best_deal()` is the answer key. `pretend` holds the lesson-01 fakes with
  the same signatures, which print that they are fake and return canned data.
- `incidents` — incident triage over a real read-only SQLite database of 30 past incidents and
  per-service runbooks: `search_incidents`, `get_incident`, `incident_timeline` (a deliberately
  large result, for the lesson on truncating tool output), `fetch_runbook`, and `create_ticket`
  (side effect: an in-memory ticket store). `incidents.TASK` is the lesson's alert.
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
- Side effects live only in the names listed in each module's `SIDE_EFFECTS` (union here);
  `reset_all()` clears their in-memory state so every run starts from the same world.
"""

from collections.abc import Callable
from typing import Any

from . import deals, incidents, pretend, recycling

TOOLS: dict[str, list[Callable[..., Any]]] = {
    "deals": [
        deals.scan_the_internet_for_bargains,
        deals.estimate_true_value,
        deals.notify_user_of_deal,
    ],
    "incidents": [
        incidents.search_incidents,
        incidents.get_incident,
        incidents.incident_timeline,
        incidents.fetch_runbook,
        incidents.create_ticket,
    ],
    "recycling": [
        recycling.get_weather,
        recycling.get_price_trend,
        recycling.get_latest_prices,
        recycling.get_bulk_waste_info,
        recycling.search_places,
        recycling.find_collection_points,
    ],
}
"""The tools of each scenario, in the order a lesson lists them."""

PRETEND_TOOLS: list[Callable[..., Any]] = [
    pretend.scan_the_internet_for_bargains,
    pretend.estimate_true_value,
    pretend.notify_user_of_deal,
]
"""Lesson 01's fake deal-hunter tools (same names and signatures as TOOLS["deals"])."""

SIDE_EFFECTS: frozenset[str] = frozenset(
    deals.SIDE_EFFECTS | incidents.SIDE_EFFECTS | recycling.SIDE_EFFECTS
)
"""Names of every tool that changes the world; guards and approval prompts key off this."""


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


def reset_all() -> None:
    """Clear all side-effect state (the deals outbox and the ticket store)."""
    deals.reset_outbox()
    incidents.reset_tickets()


__all__ = [
    "PRETEND_TOOLS",
    "SIDE_EFFECTS",
    "TOOLS",
    "deals",
    "error_for_model",
    "incidents",
    "pretend",
    "recycling",
    "reset_all",
]
