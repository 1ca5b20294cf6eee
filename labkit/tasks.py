"""The tasks a sweep runs: a user text, instructions, who approves side effects, and a CHECK.

A task's check looks at what the run DID, not only at whether it returned:

- `deals/notify_best` — the best deal (`deals.expected_best_deal()`) was notified exactly once,
  and nothing else was notified;
- `incidents/triage_approved` — the answer names `incidents.EXPECTED_INCIDENT` and exactly one
  ticket was filed (the approver approves);
- `incidents/triage_rejected` — the answer names `EXPECTED_INCIDENT` and NO ticket exists (the
  approver rejects every side effect);
- `recycling/berlin_weather` — `get_weather` ran and the answer states Berlin's temperature as the
  tool returned it.

A check is a function `check(outcome) -> Verdict`. `Outcome` holds the answer, the run's own
notifications and tickets (see `labkit.sweep` for how each run gets its own), and the tool calls
the ledger recorded. Checks are built by small factories (`best_deal_notified()`,
`incident_triaged(...)`, `temperature_stated(...)`), so a test can make a task whose check expects
something else and watch it fail with a reason.

Each task may also carry a FIXED WORKFLOW (`workflow(conn, approver=..., model=...)`): plain code
that calls the tools in a set order and writes the answer itself, without a model call. The deals
one is `labkit.loops.deals_workflow`; the other two are written here with `run_workflow`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from labkit.loops import (
    AlwaysAllow, AlwaysDeny, Approver, Dispatcher, LoopResult, Registry, WorkflowContext, deals_workflow,
    run_workflow,
)
from labkit.scenarios import deals, incidents, recycling

SCENARIOS = ("deals", "incidents", "recycling")


@dataclass(frozen=True)
class Verdict:
    """A check's answer: did the run succeed, and why (or why not), in one sentence."""

    success: bool
    reason: str


@dataclass
class Outcome:
    """What one run left behind, for its task's check.

    - `answer`: the final text (None when the run stopped before answering);
    - `notifications` / `tickets`: what the run's side-effect tools did, in THIS run only;
    - `tool_calls`: `(tool name, status)` for every tool row of the run, in recording order;
    - `stopped_by`: why the run ended early ("max_steps", "max_cost_usd", ...), None if it answered.
    """

    answer: str | None
    notifications: list[dict[str, Any]] = field(default_factory=list)
    tickets: list[dict[str, Any]] = field(default_factory=list)
    tool_calls: list[tuple[str, str]] = field(default_factory=list)
    stopped_by: str | None = None

    def ran(self, tool: str) -> bool:
        """True when `tool` was called and at least one call returned ("ok")."""
        return (tool, "ok") in self.tool_calls


Check = Callable[[Outcome], Verdict]
Workflow = Callable[..., LoopResult]


@dataclass(frozen=True)
class Task:
    """One thing to ask, and how to tell whether it was done.

    - `scenario`: "deals", "incidents" or "recycling" (which tools the run gets);
    - `name`: short and unique within the scenario, e.g. "triage_approved";
    - `prompt` / `instructions`: the user's text and the system instructions;
    - `approve`: what the approver says to every side-effect call (True: approve, False: reject);
    - `check`: `check(outcome) -> Verdict`;
    - `workflow`: the fixed workflow for this task, or None (the "workflow" approach is then
      skipped for it, with that reason).
    """

    scenario: str
    name: str
    prompt: str
    instructions: str | None
    check: Check
    approve: bool = True
    workflow: Workflow | None = None

    @property
    def label(self) -> str:
        """`scenario/name`, e.g. "incidents/triage_rejected"."""
        return f"{self.scenario}/{self.name}"

    def approver(self) -> Approver:
        """A fresh approver for one run: `AlwaysAllow` or `AlwaysDeny`, as `approve` says."""
        if self.approve:
            return AlwaysAllow(f"approved by the sweep ({self.label})")
        return AlwaysDeny(f"rejected by the sweep's approver ({self.label})")


# --- checks --------------------------------------------------------------------------------------


def best_deal_notified(threshold_pct: float = deals.DEFAULT_THRESHOLD_PCT) -> Check:
    """A check: exactly one notification, about `deals.expected_best_deal(threshold_pct)`."""
    expected = deals.expected_best_deal(threshold_pct)

    def check(outcome: Outcome) -> Verdict:
        urls = [note.get("url") for note in outcome.notifications]
        if not urls:
            return Verdict(False, f"no notification was sent; expected one about {expected['id']}")
        if len(urls) > 1:
            return Verdict(False, f"{len(urls)} notifications were sent; expected exactly one, about {expected['id']}")
        if urls[0] != expected["url"]:
            return Verdict(False, f"notified about {urls[0]}, but the best deal is {expected['id']} ({expected['url']})")
        return Verdict(True, f"notified once about the best deal {expected['id']} ({expected['discount_pct']:g}% off)")

    return check


def incident_triaged(expected_incident: str = incidents.EXPECTED_INCIDENT, *, ticket_expected: bool) -> Check:
    """A check: the answer names `expected_incident`, and one ticket exists when `ticket_expected`
    (the approver approved), none otherwise."""

    def check(outcome: Outcome) -> Verdict:
        answer = outcome.answer or ""
        if expected_incident.casefold() not in answer.casefold():
            named = sorted(set(re.findall(r"INC-\d+", answer))) or ["no incident"]
            return Verdict(False, f"the answer does not name {expected_incident} (it names {', '.join(named)})")
        count = len(outcome.tickets)
        if ticket_expected and count != 1:
            return Verdict(False, f"{count} tickets were filed; with approval, exactly one should be")
        if not ticket_expected and count:
            return Verdict(False, f"{count} ticket(s) were filed although every side effect was rejected")
        filed = "one ticket filed after approval" if ticket_expected else "no ticket filed (rejected)"
        return Verdict(True, f"names {expected_incident}; {filed}")

    return check


def temperature_stated(city: str = "Berlin") -> Check:
    """A check: `get_weather` ran, and the answer states `city`'s temperature as the tool returns
    it (the number followed by °, "degrees" or C, e.g. "7°C", "7 °C", "7 degrees")."""
    temperature = recycling.get_weather(city)["temperature_c"]
    number = re.escape(f"{temperature:g}")
    pattern = re.compile(rf"(?<![\d.]){number}(?:\.0)?\s*(?:°|degrees?\b|deg\b|C\b)", re.IGNORECASE)

    def check(outcome: Outcome) -> Verdict:
        if not outcome.ran("get_weather"):
            return Verdict(False, "get_weather never returned a result, so the answer cannot rest on it")
        if not pattern.search(outcome.answer or ""):
            return Verdict(False, f"the answer does not state {city}'s temperature ({temperature:g}°C)")
        return Verdict(True, f"states {city}'s temperature from get_weather ({temperature:g}°C)")

    return check


# --- fixed workflows ------------------------------------------------------------------------------


def deals_fixed_workflow(conn: Any, *, approver: Approver, model: str) -> LoopResult:
    """The deal hunter's fixed workflow (`labkit.loops.deals_workflow`); code writes the answer."""
    return deals_workflow(conn, approver=approver, model=model, write_message=False)


def incidents_fixed_workflow(conn: Any, *, approver: Approver, model: str) -> LoopResult:
    """Triage as fixed code: search the alert → take the best match → its service's runbook →
    file a ticket (through the approver) → write the answer."""

    def search(ctx: WorkflowContext) -> list[dict[str, Any]]:
        return ctx.call("search_incidents", query=incidents.TASK, service=None, limit=None)

    def runbook(ctx: WorkflowContext) -> dict[str, Any]:
        return ctx.call("fetch_runbook", service=ctx["search"][0]["service"])

    def ticket(ctx: WorkflowContext) -> dict[str, Any]:
        best = ctx["search"][0]
        result = ctx.dispatch("create_ticket", title=f"Checkout alert, like {best['id']}: {best['title']}"[:120],
                              service=best["service"], severity=best["severity"],
                              summary=f"{incidents.TASK}\nLikely cause (as in {best['id']}): {best['root_cause']}",
                              related_incident_id=best["id"])
        return result.value if result.ok else {"ticket_id": None, "error": result.error}

    result = _workflow(conn, "incidents", [search, runbook, ticket], approver=approver, model=model)
    if result.stopped_by is None:
        best, book, filed = result.values["search"][0], result.values["runbook"], result.values["ticket"]
        outcome = f"Ticket {filed['ticket_id']} filed." if filed.get("ticket_id") else f"No ticket: {filed['error']}"
        result.final_text = (f"Most similar past incident: {best['id']} ({best['title']}). "
                             f"Runbook owner: {book['owner']}; first step: {book['steps'][0]} {outcome}")
    return result


def berlin_weather_workflow(conn: Any, *, approver: Approver, model: str) -> LoopResult:
    """The weather question as fixed code: one `get_weather` call, then the answer from its fields."""

    def weather(ctx: WorkflowContext) -> dict[str, Any]:
        return ctx.call("get_weather", location="Berlin", waste_category="paper")

    result = _workflow(conn, "recycling", [weather], approver=approver, model=model)
    if result.stopped_by is None:
        w = result.values["weather"]
        result.final_text = (f"{w['location']} today: {w['temperature_c']:g}°C, {w['condition']}, "
                             f"{w['precipitation_mm']:g} mm of rain, wind {w['wind_kph']:g} km/h. {w['bin_advice']}")
    return result


def _workflow(conn: Any, scenario: str, steps: Sequence[Callable[[WorkflowContext], Any]], *,
              approver: Approver, model: str) -> LoopResult:
    """Run `steps` over the scenario's tools, in a ledger run of approach "workflow"."""
    registry = Registry.for_scenario(scenario)
    dispatcher = Dispatcher(registry, approver=approver, ledger=conn.ledger)
    return run_workflow(steps, dispatcher=dispatcher, conn=conn, model=model, approach="workflow", scenario=scenario)


# --- the tasks ------------------------------------------------------------------------------------

DEALS_INSTRUCTIONS = (
    "You are a deal hunter. First scan the internet for bargains, then for each deal estimate its true "
    "value, finally notify the user of the best deal, once."
)
INCIDENTS_INSTRUCTIONS = (
    "You are the on-call assistant. Find similar past incidents, follow the service's runbook, and open "
    "one ticket. In your answer, name the most similar past incident by its id."
)
RECYCLING_INSTRUCTIONS = "You help people recycle. Use the tools and answer with the facts they return."
WEATHER_QUESTION = "What's the weather in Berlin today? Can I put the paper bin out?"


def default_tasks() -> list[Task]:
    """The sweep's tasks, in scenario order: one for deals, two for incidents (approved and
    rejected), one for recycling."""
    return [
        Task("deals", "notify_best", "Find me the best current deal.", DEALS_INSTRUCTIONS,
             best_deal_notified(), approve=True, workflow=deals_fixed_workflow),
        Task("incidents", "triage_approved", incidents.TASK, INCIDENTS_INSTRUCTIONS,
             incident_triaged(ticket_expected=True), approve=True, workflow=incidents_fixed_workflow),
        Task("incidents", "triage_rejected", incidents.TASK, INCIDENTS_INSTRUCTIONS,
             incident_triaged(ticket_expected=False), approve=False, workflow=incidents_fixed_workflow),
        Task("recycling", "berlin_weather", WEATHER_QUESTION, RECYCLING_INSTRUCTIONS,
             temperature_stated("Berlin"), approve=True, workflow=berlin_weather_workflow),
    ]


def tasks_for(scenarios: Sequence[str]) -> list[Task]:
    """The default tasks of these scenarios (ValueError naming the allowed ones for an unknown name)."""
    unknown = [name for name in scenarios if name not in SCENARIOS]
    if unknown:
        raise ValueError(f"unknown scenario {unknown[0]!r}: use some of {', '.join(SCENARIOS)}")
    return [task for task in default_tasks() if task.scenario in scenarios]
