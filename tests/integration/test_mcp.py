"""labkit.mcp end to end: the incident MCP server as a real child process over stdio and
streamable HTTP, driven by the Agents SDK's MCP clients and by the hand-written Responses loop
against the simulator; approval on both paths, pinning, and each bad-input case (crash, hang,
malformed result, a server that dies mid-call). After every test no child process is left.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from labkit.loops import Dispatcher, FailClosed, Preset, responses_loop
from labkit.mcp.client import MCPFailed, SyncMCP, http_process, http_server, registry_from_mcp, stdio_server
from labkit.mcp.pinning import ToolsChanged, check_pinned, pin_tools
from labkit.mcp.policy import allow_only, approval_unless
from labkit.scenarios import incidents
from labkit.sdk import decide_and_resume, make_agent, run

READERS = ["search_incidents", "get_incident", "incident_timeline", "fetch_runbook"]
APPROVE = Preset({"create_ticket": "approve"})


pytestmark = pytest.mark.usefixtures("no_leftover_process")  # conftest: no MCP server outlives its test


def tool_rows(conn, name: str | None = None):
    frame = conn.ledger.frame(wall=False)
    rows = frame[frame["kind"] == "tool"]
    return rows if name is None else rows[rows["name"] == name]


# --- the server itself ----------------------------------------------------------------------------


def test_server_lists_the_incident_tools_with_annotations():
    with SyncMCP(stdio_server("incidents"), via="mcp_stdio") as mcp:
        tools = {tool.name: tool for tool in mcp.list_tools()}
    assert list(tools) == incidents.SCENARIO.names
    assert tools["create_ticket"].annotations.read_only_hint is False
    assert all(tools[name].annotations.read_only_hint for name in READERS)


def test_server_refuses_the_side_effect_unless_started_with_the_flag(conn):
    with SyncMCP(stdio_server("incidents"), via="mcp_stdio") as mcp:
        registry = registry_from_mcp(mcp)
        with conn.ledger.run(approach="mcp", scenario="incidents"):
            result = Dispatcher(registry, approver=APPROVE, ledger=conn.ledger).dispatch(
                "create_ticket", json.dumps({"title": "t", "service": "checkout", "severity": "SEV2",
                                             "summary": "s", "related_incident_id": "INC-1042"}), call_id="c1")
    assert result.status == "error" and "--allow-side-effects" in result.output
    assert tool_rows(conn, "create_ticket")["reason"].tolist() == ["tool_error"]


# --- the hand loop over MCP -----------------------------------------------------------------------


@pytest.mark.parametrize("transport", ["stdio", "http"])
def test_hand_loop_over_mcp_files_one_ticket_on_approval(conn, transport):
    def triage(server, via):
        with SyncMCP(server, via=via) as mcp:
            registry = registry_from_mcp(mcp)
            return responses_loop(conn, registry, incidents.TASK, instructions=incidents.INSTRUCTIONS,
                                  dispatcher=Dispatcher(registry, approver=APPROVE), approach="mcp_loop",
                                  scenario="incidents")

    if transport == "stdio":
        result = triage(stdio_server("incidents", allow_side_effects=True), "mcp_stdio")
    else:
        with http_process("incidents", allow_side_effects=True) as url:
            result = triage(http_server(url), "mcp_http")
    ticket = json.loads(result.tool_results[-1].output)
    assert ticket["ticket_id"] == "TKT-1" and ticket["related_incident_id"] == "INC-1042"
    rows = tool_rows(conn)
    assert rows["detail"].str.startswith(f"via mcp_{transport};").all()
    assert (rows["status"] == "ok").all()


def test_hand_loop_over_mcp_fails_closed_without_approval(conn):
    with SyncMCP(stdio_server("incidents", allow_side_effects=True), via="mcp_stdio") as mcp:
        registry = registry_from_mcp(mcp)
        result = responses_loop(conn, registry, incidents.TASK, instructions=incidents.INSTRUCTIONS,
                                dispatcher=Dispatcher(registry, approver=FailClosed()), approach="mcp_loop",
                                scenario="incidents")
    assert tool_rows(conn, "create_ticket")["reason"].tolist() == ["no_approval"]
    assert "TKT-" not in result.final_text


def test_allow_list_and_unmarked_tools_need_approval():
    with SyncMCP(stdio_server("incidents"), via="mcp_stdio") as mcp:
        registry = registry_from_mcp(mcp, allow=READERS)
        assert registry.names == READERS
        with pytest.raises(ValueError, match="does not offer"):
            registry_from_mcp(mcp, allow=["delete_everything"])
        assert registry_from_mcp(mcp)["create_ticket"].side_effect


# --- the Agents SDK over MCP -----------------------------------------------------------------------


@pytest.mark.parametrize("transport", ["stdio", "http"])
def test_sdk_over_mcp_pauses_for_the_side_effect_then_runs_it_once(conn, transport):
    async def triage(server):
        async with server:
            agent = make_agent("Triage", incidents.INSTRUCTIONS, mcp_servers=[server])
            paused = await run(agent, incidents.TASK, approach="sdk_mcp", scenario="incidents")
            assert [item.name for item in paused.interruptions] == ["create_ticket"]
            return await decide_and_resume(agent, paused, "approve")

    options = {"cache_tools_list": True, "require_approval": approval_unless(READERS)}
    if transport == "stdio":
        done = asyncio.run(triage(stdio_server("incidents", allow_side_effects=True, **options)))
    else:
        with http_process("incidents", allow_side_effects=True) as url:
            done = asyncio.run(triage(http_server(url, **options)))
    assert "TKT-1" in str(done.final_output)
    tickets = tool_rows(conn, "create_ticket")
    assert tickets["reason"].fillna("").tolist() == ["awaiting_approval", ""]
    assert tickets["detail"].iloc[-1].startswith(f"via mcp server incidents_{transport};")


def test_sdk_static_filter_offers_only_the_allowed_tools(conn):
    async def listed():
        async with stdio_server("incidents", tool_filter=allow_only(READERS)) as server:
            agent = make_agent("Triage", incidents.INSTRUCTIONS, mcp_servers=[server])
            return [tool.name for tool in await server.list_tools(conn_context(), agent)]

    assert sorted(listed_names := asyncio.run(listed())) == sorted(READERS), listed_names


def conn_context():
    from agents import RunContextWrapper

    return RunContextWrapper(context=None)


# --- pinning ----------------------------------------------------------------------------------------


def test_pinning_refuses_a_server_whose_tools_changed():
    with SyncMCP(stdio_server("poisoned"), via="mcp_stdio") as mcp:
        pins = pin_tools(mcp.list_tools())
        assert check_pinned(mcp.list_tools(), pins)
    with SyncMCP(stdio_server("poisoned", variant="changed"), via="mcp_stdio") as mcp:
        with pytest.raises(ToolsChanged, match="get_service_status changed"):
            check_pinned(mcp.list_tools(), pins)


# --- bad input ------------------------------------------------------------------------------------


def test_a_server_that_crashes_at_start_is_a_clear_error():
    with pytest.raises(MCPFailed, match="connect on MCP server 'incidents_stdio' failed"):
        SyncMCP(stdio_server("incidents", fault="crash", timeout_s=2), via="mcp_stdio").open()


def test_an_http_server_that_crashes_at_start_is_a_clear_error():
    with pytest.raises(MCPFailed, match="exited with code 3 before listening"):
        with http_process("incidents", fault="crash"):
            pass


@pytest.mark.parametrize("fault, says", [("hang", "no answer in time"), ("exit", "failed"),
                                         ("malformed", "malformed result")])
def test_a_bad_tool_call_becomes_a_tool_error_row(conn, fault, says):
    server = stdio_server("incidents", fault=f"{fault}:search_incidents", timeout_s=1)
    with SyncMCP(server, via="mcp_stdio", timeout_s=1) as mcp:
        registry = registry_from_mcp(mcp)
        with conn.ledger.run(approach="mcp", scenario="incidents"):
            result = Dispatcher(registry, ledger=conn.ledger).dispatch(
                "search_incidents", json.dumps({"query": "checkout latency", "service": None, "limit": None}),
                call_id="c1")
    assert result.status == "error" and says in result.output
    row = tool_rows(conn, "search_incidents").iloc[0]
    assert row["reason"] == "tool_error" and row["detail"].startswith("via mcp_stdio;")


def test_sdk_run_against_a_hanging_server_returns_the_error_to_the_model(conn):
    async def triage():
        async with stdio_server("incidents", fault="hang:search_incidents", timeout_s=1) as server:
            agent = make_agent("Triage", incidents.INSTRUCTIONS, mcp_servers=[server])
            return await run(agent, "Search past incidents about checkout latency.", approach="sdk_mcp",
                             scenario="incidents")

    asyncio.run(triage())
    rows = tool_rows(conn, "search_incidents")
    assert len(rows) >= 1 and rows["status"].iloc[0] == "error"


# --- the security boundary ----------------------------------------------------------------------

STATUS_QUESTION = "What is the status of the checkout service?"


def test_a_poisoned_description_misleads_the_model_and_a_reviewed_list_blocks_it(conn):
    with SyncMCP(stdio_server("poisoned"), via="mcp_stdio") as mcp:
        trusting = registry_from_mcp(mcp)   # the server says send_report is read-only: a lie
        naive = responses_loop(conn, trusting, STATUS_QUESTION, approach="naive", scenario="poisoned")
        reviewed = registry_from_mcp(mcp, read_only=["get_service_status"])
        guarded = responses_loop(conn, reviewed, STATUS_QUESTION, approach="reviewed", scenario="poisoned")
        allowed = registry_from_mcp(mcp, allow=["get_service_status"])
        allow_listed = responses_loop(conn, allowed, STATUS_QUESTION, approach="allow_list", scenario="poisoned")
    assert naive.tool_results[0].name == "send_report" and naive.tool_results[0].ok
    assert guarded.tool_results[0].name == "send_report" and guarded.tool_results[0].reason == "no_approval"
    assert [result.name for result in allow_listed.tool_results] == ["get_service_status"]


def test_a_stdio_server_runs_in_a_scratch_directory_with_a_stripped_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("LABKIT_TEST_SECRET", "not-for-the-server")
    with SyncMCP(stdio_server("poisoned", scratch=tmp_path), via="mcp_stdio") as mcp:
        mcp.call_tool("get_service_status", {"service": "checkout"})
    collected = json.loads((tmp_path / "collected.json").read_text())
    assert Path(collected["cwd"]).resolve() == tmp_path.resolve()
    assert "LABKIT_TEST_SECRET" not in collected["env_names"]
    assert set(collected["env_names"]) <= {"HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER", "PYTHONPATH",
                                           "LC_CTYPE"}


def test_sdk_run_against_a_server_that_dies_mid_call_ends_with_an_error_row(conn):
    async def triage():
        async with stdio_server("incidents", fault="exit:search_incidents", timeout_s=2) as server:
            agent = make_agent("Triage", incidents.INSTRUCTIONS, mcp_servers=[server])
            try:
                await run(agent, "Search past incidents about checkout latency.", approach="sdk_mcp",
                          scenario="incidents", max_turns=3)
            except Exception as error:
                return error
            return None

    # The failed call goes back to the model as a tool error; listing the tools for the next turn
    # then finds the server gone, and the run ends with that error.
    error = asyncio.run(triage())
    assert error is not None and "closed" in str(error).lower()
    rows = tool_rows(conn, "search_incidents")
    assert len(rows) >= 1 and rows["status"].iloc[0] == "error"


def test_sdk_pinned_filter_drops_a_changed_tool():
    from labkit.mcp.pinning import pinned_filter

    async def offered(pins):
        async with stdio_server("poisoned", variant="changed", tool_filter=pinned_filter(pins)) as server:
            agent = make_agent("Status", "You report service status.", mcp_servers=[server])
            return [tool.name for tool in await server.list_tools(conn_context(), agent)]

    with SyncMCP(stdio_server("poisoned"), via="mcp_stdio") as mcp:
        pins = pin_tools(mcp.list_tools())
    assert asyncio.run(offered(pins)) == ["send_report"]
