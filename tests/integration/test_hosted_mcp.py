"""Hosted MCP end to end: the Agents SDK's `HostedMCPTool` (and the raw `openai` client) against the
simulator, which acts as the hosted MCP client of the incident server running as a real child
process over streamable HTTP. Listing and calling, approval (approve, reject, the fail-closed
callback), a non-loopback URL refused, and each bad server: not running, hanging past its timeout,
dying mid-call, sending a malformed result, disappearing between approval and call. After every
test no child process is left. Nothing in either SDK is patched.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator

import openai
import pytest
from agents import Agent, OpenAIResponsesModel, Runner

import labkit
from labkit import sim
from labkit.instrument import metered_clients
from labkit.ledger import Ledger
from labkit.loops import AlwaysAllow, FailClosed, Preset
from labkit.mcp.client import http_process
from labkit.mcp.hosted import hosted_tool, require_approval_unless
from labkit.mcp.measure import route_of
from labkit.scenarios import incidents
from labkit.sdk import decide_and_resume, make_agent, run

READERS = ["search_incidents", "get_incident", "incident_timeline", "fetch_runbook"]
QUESTION = "Find past incidents about checkout latency."
MODEL = "gpt-4.1-mini"


pytestmark = pytest.mark.usefixtures("no_leftover_process")  # conftest: no MCP server outlives its test


@pytest.fixture(scope="module")
def incidents_url() -> Iterator[str]:
    """One incident server for the tests that file no ticket (so the order of tests does not matter)."""
    with http_process("incidents", allow_side_effects=True) as url:
        yield url


@pytest.fixture(scope="module")
def quick_sim() -> Iterator[sim.SimServer]:
    """A simulator that gives each hosted MCP operation 1 s (the shared one gives 5 s)."""
    with sim.start(seed=0, limits=sim.Limits(mcp_timeout_s=1.0)) as server:
        yield server


def mcp_tool(url: str, **options) -> dict:
    return {"type": "mcp", "server_label": "incidents", "server_url": url, **options}


def tool_rows(ledger: Ledger, name: str | None = None):
    frame = ledger.frame(wall=False)
    rows = frame[frame["kind"] == "tool"]
    return rows if name is None else rows[rows["name"] == name]


def item_types(response) -> list[str]:
    return [item.type for item in response.output]


# --- listing and calling ----------------------------------------------------------------------------


def test_a_read_only_call_is_made_by_the_api_and_answered_in_one_response(conn, incidents_url, openapi):
    response = conn.client.responses.create(model=MODEL, input=QUESTION, tools=[
        mcp_tool(incidents_url, require_approval=require_approval_unless(READERS))])
    assert item_types(response) == ["mcp_list_tools", "mcp_call", "message"]
    listing, call, message = response.output
    assert [tool.name for tool in listing.tools] == incidents.SCENARIO.names
    assert call.name == "search_incidents" and call.status == "completed" and call.error is None
    assert json.loads(call.output)[0]["id"] == "INC-1042"
    assert "INC-1042" in message.content[0].text
    raw = response.model_dump(mode="json", exclude_unset=True)
    openapi.validate(raw["output"][0], "MCPListTools")
    openapi.validate(raw["output"][1], "MCPToolCall")
    row = tool_rows(conn.ledger, "search_incidents").iloc[0]
    assert row["status"] == "ok" and route_of(row["detail"]) == "mcp_hosted"
    model_row = conn.ledger.frame().query("kind == 'model'").iloc[-1]
    assert row["step"] == model_row["step"] and row["start_ms"] == model_row["start_ms"]


def test_allowed_tools_limits_what_is_listed_and_offered(conn, incidents_url):
    response = conn.client.responses.create(model=MODEL, input=incidents.TASK, instructions=incidents.INSTRUCTIONS,
                                            tools=[mcp_tool(incidents_url, require_approval="never",
                                                            allowed_tools=["search_incidents", "fetch_runbook"])])
    listing = response.output[0]
    assert sorted(tool.name for tool in listing.tools) == ["fetch_runbook", "search_incidents"]
    called = {item.name for item in response.output if item.type == "mcp_call"}
    assert called <= {"fetch_runbook", "search_incidents"} and called
    assert "TKT-" not in response.output_text


def test_a_later_turn_reuses_the_listing_the_conversation_holds(conn, incidents_url):
    tools = [mcp_tool(incidents_url, require_approval="never")]
    first = conn.client.responses.create(model=MODEL, input=QUESTION, tools=tools)
    second = conn.client.responses.create(model=MODEL, input="And what does the checkout runbook say to do first?",
                                          previous_response_id=first.id, tools=tools)
    assert item_types(first)[0] == "mcp_list_tools"
    assert "mcp_list_tools" not in item_types(second)


def test_the_sdk_runs_a_hosted_read_only_call_to_a_final_answer(conn, incidents_url):
    agent = make_agent("Triage", incidents.INSTRUCTIONS, tools=[hosted_tool(incidents_url, read_only=READERS)])
    done = asyncio.run(run(agent, QUESTION, approach="sdk_hosted", scenario="incidents"))
    assert not done.interruptions and "INC-1042" in str(done.final_output)
    assert tool_rows(conn.ledger)["name"].tolist() == ["search_incidents"]


def test_the_sdk_streams_a_hosted_call(conn, incidents_url, parse_sse):
    agent = make_agent("Triage", incidents.INSTRUCTIONS, tools=[hosted_tool(incidents_url, read_only=READERS)])

    async def streamed():
        result = Runner.run_streamed(agent, QUESTION)
        names = [event.name async for event in result.stream_events() if event.type == "run_item_stream_event"]
        return result, names

    result, names = asyncio.run(streamed())
    assert "mcp_list_tools" in names and "tool_called" in names
    assert "INC-1042" in str(result.final_output)
    raw = conn.client.responses.with_raw_response.create(model=MODEL, input=QUESTION, stream=True, tools=[
        mcp_tool(incidents_url, require_approval="never")])
    kinds = [json.loads(event["data"])["type"] for event in parse_sse(raw.http_response.read())]
    call_events = [kind for kind in kinds if "mcp" in kind]
    assert call_events == ["response.mcp_list_tools.in_progress", "response.mcp_list_tools.completed",
                           "response.mcp_call.in_progress", *["response.mcp_call_arguments.delta"] * (
                               call_events.count("response.mcp_call_arguments.delta")),
                           "response.mcp_call_arguments.done", "response.mcp_call.completed"]


# --- approval ------------------------------------------------------------------------------------------


def test_no_default_approves_every_call_asks_without_a_reviewed_list(conn, incidents_url):
    response = conn.client.responses.create(model=MODEL, input=QUESTION, tools=[mcp_tool(incidents_url)])
    assert item_types(response) == ["mcp_list_tools", "mcp_approval_request"]
    assert tool_rows(conn.ledger)["reason"].tolist() == ["awaiting_approval"]


def test_the_sdk_pauses_at_the_side_effect_then_approve_runs_it_once():
    with http_process("incidents", allow_side_effects=True) as url, labkit.connect("sim", ledger=Ledger()) as conn:
        agent = make_agent("Triage", incidents.INSTRUCTIONS, tools=[hosted_tool(url, read_only=READERS)])

        async def pause_then_approve():
            paused = await run(agent, incidents.TASK, approach="sdk_hosted", scenario="incidents")
            assert [item.name for item in paused.interruptions] == ["create_ticket"]
            assert "TKT-" not in str(paused.final_output or "")
            return await decide_and_resume(agent, paused, "approve")

        done = asyncio.run(pause_then_approve())
        assert "TKT-1" in str(done.final_output)
        tickets = tool_rows(conn.ledger, "create_ticket")
        assert tickets["reason"].fillna("").tolist() == ["awaiting_approval", ""]
        assert tickets["detail"].map(route_of).tolist() == ["mcp_hosted", "mcp_hosted"]


def test_reject_never_runs_the_call_so_the_next_approved_ticket_is_the_first():
    with http_process("incidents", allow_side_effects=True) as url, labkit.connect("sim", ledger=Ledger()) as conn:
        agent = make_agent("Triage", incidents.INSTRUCTIONS, tools=[hosted_tool(url, read_only=READERS)])

        async def triage(decision):
            return await run(agent, incidents.TASK, approach="sdk_hosted", scenario="incidents",
                             approver=Preset({"create_ticket": decision}))

        async def reject_then_approve():
            return await triage("reject"), await triage("approve")

        rejected, approved = asyncio.run(reject_then_approve())
        assert "was not run" in str(rejected.final_output) and "TKT-" not in str(rejected.final_output)
        reasons = tool_rows(conn.ledger, "create_ticket")["reason"].fillna("").tolist()
        assert reasons == ["awaiting_approval", "rejected", "awaiting_approval", ""]
        assert "TKT-1" in str(approved.final_output)   # the rejected call never reached the server


@pytest.mark.parametrize("approver, reason", [(None, "no_approval"), (FailClosed(), "no_approval"),
                                              (Preset({"create_ticket": "reject"}), "rejected")])
def test_the_approval_callback_fails_closed(approver, reason):
    class Broken:
        def decide(self, call):
            raise RuntimeError("the approval service is down")

    from labkit.mcp.hosted import approval_callback

    async def triage(url, each):
        tool = hosted_tool(url, read_only=READERS)
        tool.on_approval_request = approval_callback(each)
        return await run(make_agent("Triage", incidents.INSTRUCTIONS, tools=[tool]), incidents.TASK)

    async def all_three(url):
        refused = [await triage(url, each) for each in (approver, Broken())]
        allowed = hosted_tool(url, read_only=READERS, approver=AlwaysAllow())
        return refused, await run(make_agent("Triage", incidents.INSTRUCTIONS, tools=[allowed]), incidents.TASK)

    with http_process("incidents", allow_side_effects=True) as url, labkit.connect("sim", ledger=Ledger()) as conn:
        refused, allowed = asyncio.run(all_three(url))
    for result in refused:
        assert not result.interruptions and "TKT-" not in str(result.final_output)
    decided = tool_rows(conn.ledger, "create_ticket")["reason"].fillna("").tolist()
    assert decided == ["awaiting_approval", reason, "awaiting_approval", "no_approval", "awaiting_approval", ""]
    assert "TKT-1" in str(allowed.final_output)   # nothing was filed before the approved call


@pytest.mark.parametrize("mode", ["previous_response_id", "resent_items"])
def test_an_approval_response_runs_or_refuses_the_call(conn, mode, openapi):
    with http_process("incidents", allow_side_effects=True) as url:
        tools = [mcp_tool(url, require_approval=require_approval_unless(READERS))]
        asked = conn.client.responses.create(model=MODEL, input=incidents.TASK, instructions=incidents.INSTRUCTIONS,
                                             tools=tools)
        request = asked.output[-1]
        assert request.type == "mcp_approval_request" and request.name == "create_ticket"
        openapi.validate(asked.model_dump(mode="json", exclude_unset=True)["output"][-1], "MCPApprovalRequest")

        def answer(approve: bool):
            response = {"type": "mcp_approval_response", "approval_request_id": request.id, "approve": approve}
            if mode == "previous_response_id":
                return conn.client.responses.create(model=MODEL, input=[response], previous_response_id=asked.id,
                                                    tools=tools)
            items = [{"role": "user", "content": incidents.TASK},
                     *[item.model_dump(mode="json", exclude_none=True) for item in asked.output], response]
            return conn.client.responses.create(model=MODEL, input=items, instructions=incidents.INSTRUCTIONS,
                                                tools=tools)

        refused = answer(False)
        assert item_types(refused) == ["message"] and "not approved" in refused.output_text
        approved = answer(True)
        call = approved.output[0]
        assert call.type == "mcp_call" and call.name == "create_ticket" and call.approval_request_id == request.id
        assert json.loads(call.output)["ticket_id"] == "TKT-1"   # the refusal filed nothing
        assert "TKT-1" in approved.output_text


def test_an_approval_for_an_unknown_request_is_a_400(conn, incidents_url):
    with pytest.raises(openai.BadRequestError, match="No approval request found with id 'mcpr_nope'"):
        conn.client.responses.create(model=MODEL, tools=[mcp_tool(incidents_url)], input=[
            {"type": "mcp_approval_response", "approval_request_id": "mcpr_nope", "approve": True}])


# --- bad tool definitions ----------------------------------------------------------------------------


@pytest.mark.parametrize("tool, says", [
    (mcp_tool("https://mcp.example.com/mcp"), "only reaches local MCP servers"),
    (mcp_tool("http://localhost.example.com/mcp"), "only reaches local MCP servers"),
    ({"type": "mcp", "server_label": "gmail", "connector_id": "connector_gmail"}, "does not run OpenAI's connectors"),
    (mcp_tool("http://127.0.0.1:9/mcp", require_approval="sometimes"), "Supported values are: 'always' and 'never'"),
    (mcp_tool("http://127.0.0.1:9/mcp", allowed_tools={"names": ["x"]}), "Unknown parameter"),
])
def test_a_bad_mcp_tool_is_a_400_saying_what_to_fix(conn, tool, says):
    with pytest.raises(openai.BadRequestError, match=says):
        conn.client.responses.create(model=MODEL, input=QUESTION, tools=[tool])
    assert conn.ledger.frame()["status"].tolist() == ["error"]


# --- bad servers ---------------------------------------------------------------------------------------


def quick_client(quick_sim, ledger):
    client, _ = metered_clients(quick_sim.base_url, "sk-labkit", ledger, backend="sim", max_retries=0)
    return client


def test_a_server_that_is_not_running_fails_the_request_with_the_apis_424(quick_sim):
    ledger = Ledger()
    with http_process("incidents") as url:
        pass   # the server has stopped: nothing listens there now
    with ledger.run(approach="hosted", scenario="incidents"):
        with pytest.raises(openai.APIStatusError, match="Error retrieving tool list from MCP server: 'incidents'") as caught:
            quick_client(quick_sim, ledger).responses.create(model=MODEL, input=QUESTION, tools=[mcp_tool(url)])
    assert caught.value.status_code == 424 and "is the server running" in caught.value.message
    row = ledger.frame().iloc[-1]
    assert row["kind"] == "model" and row["status"] == "error" and row["error"].startswith("424 http_error")


@pytest.mark.parametrize("fault, code, says", [
    ("hang", -32001, "no answer within 1 s"),
    ("exit", -32000, "the server went away"),
    ("malformed", -32603, "malformed result"),
])
def test_a_bad_call_becomes_an_mcp_call_error_the_model_reads(quick_sim, fault, code, says):
    ledger = Ledger()
    with http_process("incidents", fault=f"{fault}:search_incidents") as url:
        with ledger.run(approach="hosted", scenario="incidents"):
            response = quick_client(quick_sim, ledger).responses.create(
                model=MODEL, input=QUESTION, tools=[mcp_tool(url, require_approval="never")])
    call = next(item for item in response.output if item.type == "mcp_call")
    assert call.status == "failed" and call.output is None
    assert call.error.type == "mcp_protocol_error" and call.error.code == code and says in call.error.message
    assert says in response.output_text   # the model was told, and said so
    row = tool_rows(ledger, "search_incidents").iloc[0]
    assert row["reason"] == "tool_error" and says in row["error"] and route_of(row["detail"]) == "mcp_hosted"
    assert quick_client(quick_sim, Ledger()).models.list().data   # the simulator still answers


def test_a_tool_error_result_is_an_execution_error():
    ledger = Ledger()
    with http_process("incidents") as url, labkit.connect("sim", ledger=ledger) as conn:   # side effects refused
        response = conn.client.responses.create(model=MODEL, input=incidents.TASK, instructions=incidents.INSTRUCTIONS,
                                                tools=[mcp_tool(url, require_approval="never")])
    ticket = next(item for item in response.output if item.type == "mcp_call" and item.name == "create_ticket")
    assert ticket.status == "failed" and ticket.error.type == "mcp_tool_execution_error"
    assert "--allow-side-effects" in ticket.error.content[0]["text"]
    assert tool_rows(ledger, "create_ticket")["reason"].tolist() == ["tool_error"]


def test_a_server_that_disappears_between_approval_and_call(quick_sim):
    ledger = Ledger()
    client = quick_client(quick_sim, ledger)
    with http_process("incidents", allow_side_effects=True) as url:
        tools = [mcp_tool(url, require_approval=require_approval_unless(READERS))]
        asked = client.responses.create(model=MODEL, input=incidents.TASK, instructions=incidents.INSTRUCTIONS,
                                        tools=tools)
    request = asked.output[-1]
    assert request.type == "mcp_approval_request"
    approved = client.responses.create(model=MODEL, previous_response_id=asked.id, tools=tools, input=[
        {"type": "mcp_approval_response", "approval_request_id": request.id, "approve": True}])
    call = approved.output[0]
    assert call.type == "mcp_call" and call.status == "failed" and "could not connect" in call.error.message
    assert "TKT-" not in approved.output_text
    assert tool_rows(ledger, "create_ticket")["reason"].tolist() == ["awaiting_approval", "tool_error"]


def test_the_sdk_run_against_a_hanging_server_returns_the_error_to_the_model(quick_sim):
    ledger = Ledger()

    async def triage(url):
        _, async_client = metered_clients(quick_sim.base_url, "sk-labkit", ledger, backend="sim", max_retries=0)
        agent = Agent(name="Triage", instructions=incidents.INSTRUCTIONS,
                      model=OpenAIResponsesModel(model=MODEL, openai_client=async_client),
                      tools=[hosted_tool(url, read_only=READERS)])
        try:
            with ledger.run(approach="sdk_hosted", scenario="incidents"):
                return await Runner.run(agent, QUESTION)
        finally:
            await async_client.close()

    with http_process("incidents", fault="hang:search_incidents") as url:
        result = asyncio.run(triage(url))
    assert "no answer within 1 s" in str(result.final_output)
    assert tool_rows(ledger, "search_incidents")["reason"].tolist() == ["tool_error"]
