"""Lesson 11 against a real simulator over HTTP: the runner stepped turn by turn with the SDK's own
turn function, tool-name collisions, a call to a tool that does not exist through `labkit.sdk.run`,
and the silent tool drop caught by the ledger's `tools` column and by the simulator's request log.

The SDK is never patched: the dropping adapter is a `Model` of our own (the SDK's public
interface for a backend), as the buggy adapter of the real system was.
"""

from __future__ import annotations

import asyncio

import pytest
from agents import Model, ModelBehaviorError, OpenAIResponsesModel, Runner, UserError, function_tool

from labkit.check import check_tools_sent
from labkit.errors import RunStopped, UnknownToolCalled
from labkit.loops.approval import Preset
from labkit.scenarios import incidents, recycling
from labkit.sdk import local_run_config, make_agent, recycling_tools, run, scenario_tools
from labkit.sdk.inside import step_through

QUESTION = "What's the weather in Berlin today?"


def run_async(conn, main):
    """`asyncio.run(main())`, closing the connection's async client inside that loop."""

    async def wrapper():
        try:
            return await main()
        finally:
            await conn.async_client.close()

    return asyncio.run(wrapper())


def rows(conn, run_id, **where):
    return [row for row in conn.ledger.rows if row["run_id"] == run_id
            and all(row[key] == value for key, value in where.items())]


def model_log(conn, since):
    return [entry for entry in conn.sim.requests[since:] if entry["path"] == "/v1/responses"]


def triage_agents():
    responder = make_agent("Responder", incidents.INSTRUCTIONS, tools=scenario_tools(incidents.SCENARIO),
                           handoff_description="Triages production incidents: finds similar past incidents, "
                                               "reads timelines and runbooks, files tickets.")
    return make_agent("Triage", "You route each request to the right specialist.", handoffs=[responder]), responder


# --- the silent tool drop -------------------------------------------------------------------------


class DroppingAdapter(Model):
    """The bug: forwards every call to the real model, but with `tools=[]`."""

    def __init__(self, inner):
        self.inner = inner

    async def get_response(self, system_instructions, input, model_settings, tools, output_schema, handoffs,
                           tracing, **options):
        return await self.inner.get_response(system_instructions, input, model_settings, [], output_schema,
                                             handoffs, tracing, **options)

    def stream_response(self, *args, **kwargs):
        raise NotImplementedError


def test_the_silent_tool_drop_shows_in_the_ledger_and_in_the_simulators_request_log(conn, capsys):
    recycler = make_agent("Recycler", recycling.INSTRUCTIONS, tools=recycling_tools())
    since = len(conn.sim.requests)

    async def main():
        model = DroppingAdapter(OpenAIResponsesModel(model="gpt-4.1-mini", openai_client=conn.async_client))
        dropped = await run(recycler.clone(model=model), "Can I put the paper bin out in Berlin today?",
                            scenario="drop")
        fixed = await run(recycler, "Can I put the paper bin out in Berlin today?", scenario="fixed")
        return dropped, fixed

    dropped, fixed = run_async(conn, main)
    assert "can't" in dropped.final_output and "7°C" not in dropped.final_output   # the user gets no answer
    assert [row["tools"] for row in rows(conn, dropped.ledger_run.run_id, kind="model")] == [0]
    assert [entry["tools"] for entry in model_log(conn, since)] == [0, 6, 6]        # the server saw the same
    assert check_tools_sent(conn.ledger, dropped.ledger_run.run_id, expected=6) is False
    assert check_tools_sent(conn.ledger, fixed.ledger_run.run_id, expected=6) is True
    assert "7°C" in fixed.final_output
    assert "carried 0 of 6 tool(s)" in capsys.readouterr().out


def test_every_model_request_of_every_api_counts_its_tools(conn):
    since = len(conn.sim.requests)
    tool = {"type": "function", "function": {"name": "get_weather", "description": "Weather in a city.",
                                             "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                                                            "required": ["city"]}}}
    legacy = dict(tool["function"])
    conn.client.chat.completions.create(model="gpt-4.1-mini", messages=[{"role": "user", "content": "Hi"}],
                                        tools=[tool])
    conn.client.chat.completions.create(model="gpt-4.1-mini", messages=[{"role": "user", "content": "Hi"}],
                                        functions=[legacy])
    conn.client.responses.create(model="gpt-4.1-mini", input="Hi")
    with conn.client.responses.stream(model="gpt-4.1-mini", input="Hi",
                                      tools=[{"type": "web_search"}, {"type": "function", **legacy, "strict": False}]) as stream:
        stream.get_final_response()
    model_rows = [row for row in conn.ledger.rows if row["kind"] == "model"]
    assert [row["tools"] for row in model_rows] == [1, 1, 0, 2]
    assert [entry["tools"] for entry in conn.sim.requests[since:]] == [1, 1, 0, 2]


# --- a tool that does not exist -----------------------------------------------------------------------


def test_an_unknown_tool_fault_through_run_stops_with_a_recoverable_documented_error(conn):
    recycler = make_agent("Recycler", recycling.INSTRUCTIONS, tools=recycling_tools())

    async def main():
        with conn.faults("unknown_tool@1"):
            with pytest.raises(UnknownToolCalled) as info:
                await run(recycler, QUESTION, scenario="unknown")
        retried = await run(recycler, QUESTION, scenario="retry")   # nothing ran: retrying is safe
        return info.value, retried

    stop, retried = run_async(conn, main)
    assert isinstance(stop, RunStopped) and stop.reason == "unknown_tool"
    assert stop.tool == "lookup_everything" and stop.agent == "Recycler" and "get_weather" in stop.offered
    assert isinstance(stop.__cause__, ModelBehaviorError)
    assert "tool_not_found_behavior=\"return_error_to_model\"" in str(stop) and "run the turn again" in str(stop)
    unknown = [row for row in conn.ledger.rows if row["reason"] == "unknown_tool"]
    assert [(row["name"], row["status"], row["step"]) for row in unknown] == [("lookup_everything", "error", 1)]
    assert unknown[0]["run_id"] == "sdk-unknown-001" and "the run stopped" in unknown[0]["detail"]
    assert not [row for row in conn.ledger.rows if row["run_id"] == "sdk-unknown-001" and row["kind"] == "tool"
                and row["status"] == "ok"]                                  # nothing ran for the call
    assert "7°C" in retried.final_output


def test_an_unknown_tool_told_to_the_model_is_recovered_inside_the_run_and_still_recorded(conn):
    recycler = make_agent("Recycler", recycling.INSTRUCTIONS, tools=recycling_tools())
    told = local_run_config("told", tool_not_found_behavior="return_error_to_model")

    async def main():
        with conn.faults("unknown_tool@1"):
            through_run = await run(recycler, QUESTION, scenario="told", run_config=told)
        with conn.faults("unknown_tool@1"):
            stepped = await step_through(recycler, QUESTION, scenario="stepped", run_config=told)
        return through_run, stepped

    through_run, stepped = run_async(conn, main)
    assert "7°C" in through_run.final_output
    outputs = [item.output for item in through_run.new_items if item.type == "tool_call_output_item"]
    assert outputs[0] == "Tool 'lookup_everything' not found."
    refused = [row for row in rows(conn, through_run.ledger_run.run_id) if row["reason"] == "unknown_tool"]
    assert len(refused) == 1 and "the model was told" in refused[0]["detail"]
    assert stepped.next_steps == ["NextStepRunAgain", "NextStepRunAgain", "NextStepFinalOutput"]
    assert stepped.frame()["not found"].tolist() == [["lookup_everything"], [], []]


# --- the runner, turn by turn -----------------------------------------------------------------------


def test_stepping_the_triage_gives_all_four_next_steps_and_matches_runner_run(conn):
    triage, _ = triage_agents()
    world, paused_world = incidents.SCENARIO.new_world(), incidents.SCENARIO.new_world()

    async def main():
        stepped = await step_through(triage, incidents.TASK, context=world, scenario="stepped",
                                     approver=Preset({"create_ticket": "approve"}))
        held = await step_through(triage, incidents.TASK, context=paused_world, scenario="held")
        real = await Runner.run(triage, incidents.TASK, context=incidents.SCENARIO.new_world(),
                                run_config=local_run_config("real"))
        return stepped, held, real

    stepped, held, real = run_async(conn, main)
    assert stepped.next_steps == ["NextStepHandoff", "NextStepRunAgain", "NextStepInterruption",
                                  "NextStepRunAgain", "NextStepFinalOutput"]
    assert [turn.agent for turn in stepped.turns] == ["Triage", "Responder", "Responder", "Responder", "Responder"]
    assert stepped.turns[0].handoffs == ["transfer_to_responder"] and stepped.turns[0].offered == []
    assert [run_.handoff.agent_name for run_ in stepped.turns[0].processed.handoffs] == ["Responder"]
    assert stepped.frame()["interruptions"].tolist()[2] == ["create_ticket"]
    assert len(world.tickets) == 1 and "INC-1042" in stepped.final_output   # approved: filed exactly once
    assert held.interruptions and held.next_steps[-1] == "NextStepInterruption" and paused_world.tickets == []
    # Runner.run takes the same turns: the same output items, up to the same pause
    assert [[item.type for item in r.output] for r in real.raw_responses] == \
        [[item.type for item in turn.response.output] for turn in stepped.turns[:3]]
    assert [item.name for item in real.interruptions] == ["create_ticket"]


def test_tool_name_collisions_warn_and_keep_the_later_tool_or_refuse_before_any_call(conn):
    _, responder = triage_agents()

    def search_incidents(query: str) -> dict:
        """Search the OLD incident archive by keyword."""
        return {"query": query}

    crowded = responder.clone(tools=[*responder.tools, function_tool(search_incidents)])
    since = len(conn.sim.requests)

    async def main():
        from agents import RunContextWrapper

        from labkit.sdk.inside import prepared

        tools, _ = await prepared(crowded, RunContextWrapper(None), local_run_config(tool_name_collision_policy="warn"))
        with pytest.raises(UserError, match="search_incidents` is used by multiple tools"):
            await run(crowded, incidents.TASK, context=incidents.SCENARIO.new_world(),
                      run_config=local_run_config("collision", tool_name_collision_policy="error"))
        return tools

    tools = run_async(conn, main)
    kept = [tool for tool in tools if tool.name == "search_incidents"]
    assert len(kept) == 1 and "OLD incident archive" in kept[0].description
    assert model_log(conn, since) == []   # "error" refused the run before any model call
