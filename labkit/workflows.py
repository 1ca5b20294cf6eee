"""The FIXED workflows of the lesson scenarios: code calls the tools in a set order and decides.

    deals      scan ─► estimate every deal ─► pick the best (code) ─► notify if it beats the threshold
    incidents  search the alert ─► the best match's runbook ─► file a ticket (through the approver)
    recycling  one get_weather call ─► the answer from its fields

Each is a `labkit.loops.run_workflow` over `Registry.for_scenario(scenario, world=...)`, so its
tool calls pass the same guards and make the same ledger rows as a tool loop's, and its side
effects land in the run's world. `FIXED_WORKFLOWS` maps the names tasks give in `Task.workflow`
to the workflows (the sweep's "workflow" approach); a task without one is skipped there, with that
reason.

Every workflow is called `workflow(conn, world=..., approver=..., model=...)`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Mapping, Sequence
from types import MappingProxyType
from typing import Any

from labkit import config
from labkit.loops import approval
from labkit.loops.approval import Approver
from labkit.loops.common import resolve
from labkit.loops.dispatch import Dispatcher, Registry
from labkit.loops.result import LoopResult
from labkit.loops.workflow import WorkflowContext, run_workflow
from labkit.scenarios import deals, incidents, recycling

Workflow = Callable[..., LoopResult]

# --- the deal hunter --------------------------------------------------------------------------------


def deals_workflow(
    conn: Any,
    *,
    world: deals.DealsWorld,
    threshold_pct: float = deals.DEFAULT_THRESHOLD_PCT,
    model: str = config.DEFAULT_MODEL,
    approver: Approver | None = None,
    write_message: bool = True,
    memory: Collection[str] = (),
    approach: str = "workflow",
    scenario: str = "deals",
) -> LoopResult:
    """The deal hunter as a fixed workflow: scan → estimate every deal → `deals.best_deal` →
    notify the user if the best discount beats `threshold_pct`.

    - `world`: the run's `deals.DealsWorld` (`deals.SCENARIO.new_world()`): the notification, if
      one is sent, goes into its outbox;
    - `approver`: the notification is a side effect, so it goes through an approver like any other
      (default: `approval.from_env()`, i.e. `$LABKIT_AUTO_DECISION`, failing closed when unset);
    - `write_message`: one model call writes the final text; otherwise the code writes it;
    - `memory`: the URLs of deals already surfaced; the scan step skips them, as the original
      planner's memory does, so a deal is never announced twice.
    """
    registry = Registry.for_scenario(deals.SCENARIO, world=world)
    skip, skipped = frozenset(memory), []
    _, ledger, _ = resolve(conn)
    dispatcher = Dispatcher(registry, approver=approver if approver is not None else approval.from_env(),
                            ledger=ledger)

    def scan(ctx: WorkflowContext) -> list[dict[str, Any]]:
        found = ctx.call("scan_the_internet_for_bargains")
        fresh = [deal for deal in found if deal.get("url") not in skip]
        skipped.append(len(found) - len(fresh))
        return fresh

    def estimate(ctx: WorkflowContext) -> list[dict[str, Any]]:
        return [ctx.call("estimate_true_value", description=deal["description"]) for deal in ctx["scan"]]

    def pick(ctx: WorkflowContext) -> dict[str, Any] | None:
        return deals.best_deal(ctx["scan"], ctx["estimate"], threshold_pct)

    def notify(ctx: WorkflowContext) -> dict[str, Any] | None:
        best = ctx["pick"]
        if best is None:
            return None
        result = ctx.dispatch("notify_user_of_deal", deal_description=best["description"], deal_price=best["price"],
                              estimated_true_value=best["estimated_true_value"], url=best["url"])
        return result.value if result.ok else {"sent": False, "status": result.status, "error": result.error}

    message = _deal_message_prompt if write_message else None
    result = run_workflow([scan, estimate, pick, notify], dispatcher=dispatcher, conn=conn, message=message,
                          model=model, approach=approach, scenario=scenario)
    if not write_message and result.stopped_by is None:
        result.final_text = deal_summary(result.values.get("pick"), result.values.get("notify"), threshold_pct,
                                         skipped=sum(skipped))
    return result


def _deal_message_prompt(ctx: WorkflowContext) -> str:
    """The prompt of the workflow's one model call: write the user a message about the outcome."""
    outcome = {"best_deal": ctx["pick"], "notification": ctx["notify"]}
    return ("Write a two-sentence message to the user about this deal hunt. Name the product, its price "
            "and the saving, and say whether a notification was sent.\n" + json.dumps(outcome, default=str))


def deal_summary(best: dict[str, Any] | None, notification: dict[str, Any] | None, threshold_pct: float,
                 *, skipped: int = 0) -> str:
    """The workflow's outcome in one sentence, written by code (`skipped`: deals the memory held)."""
    if best is None:
        among = f" (leaving out {skipped} already surfaced)" if skipped else ""
        return f"No current deal{among} is more than {threshold_pct:g}% below its true value; nobody was notified."
    line = (f"Best deal: {best['description']} ({best['id']}) at ${best['price']:.2f}, "
            f"{best['discount_pct']:g}% below its estimated value of ${best['estimated_true_value']:.2f}.")
    if notification and notification.get("sent"):
        return f"{line} The user was notified ({notification['notification_id']})."
    reason = (notification or {}).get("error") or "no notification"
    return f"{line} The user was NOT notified: {reason}."


def deals_fixed_workflow(conn: Any, *, world: deals.DealsWorld, approver: Approver, model: str) -> LoopResult:
    """The deal hunter's fixed workflow as the sweep runs it: code writes the answer (no model call)."""
    return deals_workflow(conn, world=world, approver=approver, model=model, write_message=False)


# --- incident triage ----------------------------------------------------------------------------------


def incidents_workflow(conn: Any, *, world: incidents.IncidentsWorld, approver: Approver, model: str) -> LoopResult:
    """Triage as fixed code: search the alert → take the best match → its service's runbook →
    file a ticket (through the approver, into `world.tickets`) → write the answer."""

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

    result = _workflow(conn, incidents.SCENARIO, world, [search, runbook, ticket], approver=approver, model=model)
    if result.stopped_by is None:
        best, book, filed = result.values["search"][0], result.values["runbook"], result.values["ticket"]
        outcome = f"Ticket {filed['ticket_id']} filed." if filed.get("ticket_id") else f"No ticket: {filed['error']}"
        result.final_text = (f"Most similar past incident: {best['id']} ({best['title']}). "
                             f"Runbook owner: {book['owner']}; first step: {book['steps'][0]} {outcome}")
    return result


# --- the recycling assistant ----------------------------------------------------------------------------


def weather_workflow(conn: Any, *, world: recycling.RecyclingWorld, approver: Approver, model: str) -> LoopResult:
    """The Berlin weather question as fixed code: one `get_weather` call, then the answer from its fields."""

    def weather(ctx: WorkflowContext) -> dict[str, Any]:
        return ctx.call("get_weather", location="Berlin", waste_category="paper")

    result = _workflow(conn, recycling.SCENARIO, world, [weather], approver=approver, model=model)
    if result.stopped_by is None:
        w = result.values["weather"]
        result.final_text = (f"{w['location']} today: {w['temperature_c']:g}°C, {w['condition']}, "
                             f"{w['precipitation_mm']:g} mm of rain, wind {w['wind_kph']:g} km/h. {w['bin_advice']}")
    return result


def _workflow(conn: Any, scenario: Any, world: Any, steps: Sequence[Callable[[WorkflowContext], Any]], *,
              approver: Approver, model: str) -> LoopResult:
    """Run `steps` over the scenario's tools bound to `world`, in a ledger run of approach "workflow"."""
    registry = Registry.for_scenario(scenario, world=world)
    dispatcher = Dispatcher(registry, approver=approver, ledger=conn.ledger)
    return run_workflow(steps, dispatcher=dispatcher, conn=conn, model=model, approach="workflow",
                        scenario=scenario.name)


FIXED_WORKFLOWS: Mapping[str, Workflow] = MappingProxyType({
    "deal_hunt": deals_fixed_workflow,
    "incident_triage": incidents_workflow,
    "berlin_weather": weather_workflow,
})
"""The fixed workflows, by the name a task gives in `Task.workflow` (read-only)."""
