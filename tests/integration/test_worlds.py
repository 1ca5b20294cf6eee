"""Two runs of the same scenario at the same time, in one process, each with its own world: each
sees only its own side effects, in threads (the hand-written loops) and in asyncio tasks (the
Agents SDK). A barrier inside the side effect holds each run until the other one has reached it
too, so the runs really overlap; no module-level state, no context-variable tricks.
"""

from __future__ import annotations

import asyncio
import functools
import threading
from collections.abc import Callable
from typing import Any

import pytest

import labkit
from labkit.ledger import Ledger
from labkit.loops import AlwaysAllow, Callback, Dispatcher, Registry, chat_loop
from labkit.scenarios import Scenario, ToolSpec, deals, incidents
from labkit.sdk import make_agent, run, scenario_tools

MODEL = "gpt-4.1-mini"


def meeting_at(barrier: threading.Barrier, fn: Callable[..., Any]) -> Callable[..., Any]:
    """`fn`, waiting at `barrier` before it acts (same signature, so the same tool)."""

    @functools.wraps(fn)
    def waiting(*args: Any, **kwargs: Any) -> Any:
        barrier.wait()
        return fn(*args, **kwargs)

    return waiting


def with_meeting_side_effects(scenario: Scenario, barrier: threading.Barrier) -> Scenario:
    """The scenario with each side effect waiting at `barrier` first."""
    return scenario.with_tools([
        ToolSpec(meeting_at(barrier, spec.fn), spec.side_effect, spec.requires, spec.latency_ms)
        if spec.side_effect else spec for spec in scenario.tools
    ])


@pytest.fixture
def conn():
    with labkit.connect("sim", ledger=Ledger()) as connection:
        yield connection


def test_two_loop_runs_in_threads_each_file_their_own_ticket(conn):
    barrier = threading.Barrier(2, timeout=20)
    worlds = [incidents.SCENARIO.new_world(), incidents.SCENARIO.new_world()]
    results: dict[int, Any] = {}

    def one_run(index: int) -> None:
        registry = Registry.for_scenario(incidents.SCENARIO, world=worlds[index])

        def approve_when_both_are_here(call):
            barrier.wait()  # both runs are mid-run, at the side effect, at the same time
            return "approve"

        dispatcher = Dispatcher(registry, approver=Callback(approve_when_both_are_here), ledger=conn.ledger)
        results[index] = chat_loop(conn, registry, incidents.TASK, model=MODEL, dispatcher=dispatcher,
                                   approach=f"thread{index}", scenario="incidents")

    threads = [threading.Thread(target=one_run, args=(index,)) for index in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert all(result.finished for result in results.values())
    for index, world in enumerate(worlds):
        assert [ticket["ticket_id"] for ticket in world.tickets] == ["TKT-1"], f"run {index} saw another run's ticket"
        assert world.tickets[0]["related_incident_id"] == incidents.EXPECTED_INCIDENT
        answer = results[index].final_text
        assert "TKT-1" in answer and "TKT-2" not in answer
    created = [row["run_id"] for row in conn.ledger.rows if row["name"] == "create_ticket" and row["status"] == "ok"]
    assert sorted(created) == [results[0].run_id, results[1].run_id]


def test_two_sdk_runs_in_asyncio_tasks_each_notify_into_their_own_outbox(conn):
    barrier = threading.Barrier(2, timeout=20)  # the SDK runs a sync tool in a worker thread
    scenario = with_meeting_side_effects(deals.SCENARIO, barrier)
    agent = make_agent("Deal hunter", deals.INSTRUCTIONS, tools=scenario_tools(scenario), model=MODEL)
    worlds = [scenario.new_world(), scenario.new_world()]

    async def both():
        try:
            return await asyncio.gather(*(run(agent, "Find me the best current deal.", context=world,
                                              approach=f"task{index}", scenario="deals",
                                              approver=AlwaysAllow())  # the notification needs a yes
                                          for index, world in enumerate(worlds)))
        finally:
            await conn.async_client.close()

    results = asyncio.run(both())

    best = deals.expected_best_deal()
    for world, result in zip(worlds, results):
        assert [(note["notification_id"], note["url"]) for note in world.outbox] == [("N-1", best["url"])]
        assert "Dyson V8" in result.final_output
    notified = [row for row in conn.ledger.rows if row["name"] == "notify_user_of_deal" and row["status"] == "ok"]
    assert sorted(row["run_id"] for row in notified) == ["task0-deals-001", "task1-deals-002"]
    assert all(row["latency_ms"] == 300.0 for row in notified), "the scenario's modelled latency, in both runs"
