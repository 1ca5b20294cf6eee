"""The streaming fallback never repeats a side effect (real simulator, real clients, real SDK).

A scripted simulated model searches, files a ticket (approved), and then answers; the stream of
that FINAL text turn is cut before its first token. Before, the fallback ran the whole task again
and filed a second ticket. Now it resumes from the primary's conversation: one ticket, and a
ledger row that says the fallback resumed after the tools that ran.
"""

from __future__ import annotations

import asyncio

from agents import OpenAIResponsesModel

import labkit
from labkit import sim
from labkit.instrument import metered_clients
from labkit.ledger import Ledger
from labkit.loops import AlwaysAllow, Registry
from labkit.scenarios import incidents
from labkit.sdk import FallbackLoop, make_agent, scenario_tools, stream_with_fallback
from labkit.sim.policy import ScriptedPolicy, call, text

SEARCH = call("search_incidents", query="checkout latency after deploy", service="checkout", limit=1)
TICKET = call("create_ticket", title="Checkout latency after the 14:05 deploy", service="checkout", severity="SEV1",
              summary="p95 at 4s after the deploy", related_incident_id="INC-1042")


def triage(steps, fault: str):
    """Stream the triage on a scripted simulator under `fault`; (stream, world, ledger, error)."""
    world, ledger = incidents.SCENARIO.new_world(), Ledger()
    server = sim.start(policy=ScriptedPolicy(steps))
    try:
        with labkit.connect("sim", ledger=ledger):  # local tracing into `ledger`: the SDK's tool rows
            return asyncio.run(_stream(server, world, ledger, fault)) + (world, ledger)
    finally:
        server.stop()


async def _stream(server, world, ledger, fault):
    _, client = metered_clients(server.base_url, "sk-test", ledger, backend="sim")
    try:
        agent = make_agent("Triage", incidents.INSTRUCTIONS, tools=scenario_tools(incidents.SCENARIO),
                           model=OpenAIResponsesModel(model="gpt-4.1-mini", openai_client=client))
        fallback = FallbackLoop.for_agent(agent, Registry.for_scenario(incidents.SCENARIO, world=world), client=client,
                                          approver=AlwaysAllow())
        with ledger.run(approach="sdk_fallback", scenario="incidents"), server.faults(fault):
            stream = stream_with_fallback(agent, incidents.TASK, fallback=fallback, context=world, ledger=ledger,
                                          approver=AlwaysAllow())
            try:
                await stream.text()
            except Exception as error:
                return stream, error
        return stream, None
    finally:
        await client.close()


def fallback_rows(ledger: Ledger) -> list[tuple[str, str]]:
    return [(row["reason"], row["detail"]) for row in ledger.rows if row["name"] == "fallback"]


def test_a_stream_fault_on_the_final_text_turn_files_exactly_one_ticket():
    # requests: 1 search · 2 ticket (held, approved, runs) · 3 final text, cut · 4 the fallback's answer
    stream, error, world, ledger = triage([SEARCH, TICKET, text("Filed TKT-1."), text("Filed TKT-1 for INC-1042.")],
                                          "stream_cut:0@3")
    assert error is None
    assert [ticket["ticket_id"] for ticket in world.tickets] == ["TKT-1"]
    assert stream.outcome.path == "fallback" and stream.outcome.text == "Filed TKT-1 for INC-1042."
    [(reason, detail)] = fallback_rows(ledger)
    assert reason == "fallback" and detail.startswith(
        "primary failed before first token after 2 tool calls (search_incidents, create_ticket) ran, resumed from there")
    assert stream.outcome.reason.endswith("served by responses fallback")


def test_a_fallback_model_that_asks_again_is_refused_the_repeat():
    # the fallback's model asks for the ticket once more: its approval gate rejects the repeat
    again = call("create_ticket", title="Checkout latency", service="checkout", severity="SEV1", summary="again",
                 related_incident_id="INC-1042")
    stream, error, world, ledger = triage([SEARCH, TICKET, text("Filed."), again, text("Already filed.")],
                                          "stream_cut:0@3")
    assert error is None and len(world.tickets) == 1 and stream.outcome.text == "Already filed."
    repeat = [row for row in ledger.rows if row["name"] == "create_ticket" and row["reason"] == "rejected"]
    assert len(repeat) == 1 and "already ran in the primary attempt" in repeat[0]["detail"]


def test_a_primary_that_failed_before_any_tool_falls_back_from_the_start():
    # nothing ran (the first request's stream is cut): the fallback serves the whole request and
    # files the one ticket itself
    stream, error, world, ledger = triage([SEARCH, SEARCH, TICKET, text("Filed TKT-1.")], "stream_cut:0@1")
    assert error is None and len(world.tickets) == 1 and stream.outcome.path == "fallback"
    [(reason, detail)] = fallback_rows(ledger)
    assert reason == "fallback" and detail.startswith("primary failed before first token: APIConnectionError")
