"""labkit.sim.hosted_mcp, in pieces: reading an `mcp` tool definition, who needs approval, which
approvals a request runs, the response loop (with a stand-in MCP client and scripted decisions),
the items as the model reads them back, and the ledger rows the client writes for them."""

from __future__ import annotations

import json
import time
from types import SimpleNamespace

import pytest

from labkit.instrument import record_hosted_calls
from labkit.ledger import Ledger
from labkit.mcp.measure import route_of
from labkit.sim import hosted_mcp
from labkit.sim.hosted_mcp import Asked, Called, Listed, McpServer
from labkit.sim.mcp_client import CallOutcome, Endpoint, McpTool, Unreachable, outcome_of
from labkit.sim.responses import items_to_messages, parse_request
from labkit.sim.types import Decision, PlannedCall, SimError

URL = "http://127.0.0.1:8931/mcp"
SEARCH = McpTool("search", "Search the notes.", {"type": "object", "properties": {"q": {"type": "string"}}},
                 {"readOnlyHint": True})
WRITE = McpTool("write", "Write a note.", {"type": "object", "properties": {"text": {"type": "string"}}},
                {"readOnlyHint": False})
SILENT = McpTool("silent", "Says nothing about itself.", {"type": "object", "properties": {}})


def server(**tool) -> McpServer:
    return hosted_mcp.parse_server({"type": "mcp", "server_label": "notes", "server_url": URL, **tool}, "tools[0]")


# --- the tool definition -----------------------------------------------------------------------


def test_every_call_needs_approval_by_default_and_with_an_unmatched_filter():
    assert all(server().needs_approval(tool) for tool in (SEARCH, WRITE, SILENT))
    reviewed = server(require_approval={"never": {"tool_names": ["search"]}})
    assert [reviewed.needs_approval(tool) for tool in (SEARCH, WRITE, SILENT)] == [False, True, True]
    assert not any(server(require_approval="never").needs_approval(tool) for tool in (SEARCH, WRITE))


def test_read_only_filters_trust_the_server_claim_and_always_wins_over_never():
    by_claim = server(require_approval={"never": {"read_only": True}})
    assert [by_claim.needs_approval(tool) for tool in (SEARCH, WRITE, SILENT)] == [False, True, True]
    both = server(require_approval={"always": {"tool_names": ["search"]}, "never": {"read_only": True}})
    assert both.needs_approval(SEARCH)


def test_allowed_tools_as_names_or_filter():
    assert [server(allowed_tools=["search"]).offers(tool) for tool in (SEARCH, WRITE)] == [True, False]
    assert [server(allowed_tools={"read_only": True}).offers(tool) for tool in (SEARCH, WRITE)] == [True, False]
    assert server(allowed_tools=[]).offers(SEARCH) is False


@pytest.mark.parametrize("url, local", [
    ("http://127.0.0.1:8931/mcp", True), ("https://localhost/mcp", True), ("http://[::1]:9/mcp", True),
    ("http://127.8.0.1/mcp", True), ("https://mcp.example.com/mcp", False), ("http://localhost.example.com/", False),
    ("ftp://127.0.0.1/mcp", False), ("http://127.0.0.1:port/mcp", False), ("http://10.0.0.1/mcp", False),
])
def test_only_loopback_urls_are_reached(url, local):
    assert hosted_mcp.is_loopback(url) is local


@pytest.mark.parametrize("tool, param, says", [
    ({"server_url": URL}, "tools[0].server_label", "Missing required parameter"),
    ({"server_label": "notes"}, "tools[0].server_url", "Missing required parameter"),
    ({"server_label": "notes", "tunnel_id": "tunnel_" + "a" * 32}, "tools[0].tunnel_id", "connectors or tunnels"),
    ({"server_label": "notes", "server_url": "http://192.168.1.5/mcp"}, "tools[0].server_url", "only reaches local"),
    ({"server_label": "notes", "server_url": URL, "headers": {"x": 1}}, "tools[0].headers.x", "expected a string"),
    ({"server_label": "notes", "server_url": URL, "require_approval": {"sometimes": {}}},
     "tools[0].require_approval.sometimes", "Unknown parameter"),
    ({"server_label": "notes", "server_url": URL, "require_approval": {"never": {"read_only": "yes"}}},
     "tools[0].require_approval.never.read_only", "expected a boolean"),
])
def test_a_bad_definition_names_the_field(tool, param, says):
    with pytest.raises(SimError, match=says) as caught:
        hosted_mcp.parse_server({"type": "mcp", **tool}, "tools[0]")
    assert caught.value.param == param and caught.value.status == 400


def test_headers_and_authorization_are_sent_and_labels_are_unique():
    notes = server(headers={"X-Team": "ops"}, authorization="t0ken")
    assert notes.endpoint == Endpoint(URL, (("X-Team", "ops"), ("Authorization", "Bearer t0ken")))
    twice = {"tools": [{"type": "mcp", "server_label": "notes", "server_url": URL}] * 2}
    with pytest.raises(SimError, match="Two MCP tools use server_label 'notes'"):
        hosted_mcp.servers_of(twice)


# --- approvals ----------------------------------------------------------------------------------------

ASKED = {"type": "mcp_approval_request", "id": "mcpr_1", "server_label": "notes", "name": "write",
         "arguments": '{"text": "hi"}'}


def approval(approve: bool, **extra) -> dict:
    return {"type": "mcp_approval_response", "approval_request_id": "mcpr_1", "approve": approve, **extra}


def test_an_approval_runs_once_and_only_on_the_request_that_carries_it():
    assert hosted_mcp.approvals_to_run([ASKED, approval(True)], [approval(True), approval(True)]) == [ASKED]
    assert hosted_mcp.approvals_to_run([ASKED, approval(True)], []) == []          # an old approval
    ran = {"type": "mcp_call", "id": "mcp_1", "approval_request_id": "mcpr_1"}
    assert hosted_mcp.approvals_to_run([ASKED, ran, approval(True)], [approval(True)]) == []
    assert hosted_mcp.approvals_to_run([ASKED, approval(False)], [approval(False)]) == []
    with pytest.raises(SimError, match="No approval request found with id 'mcpr_1'"):
        hosted_mcp.approvals_to_run([approval(True)], [approval(True)])


def test_the_model_reads_calls_and_refusals_and_nothing_for_a_pending_request():
    call = {"type": "mcp_call", "id": "mcp_1", "server_label": "notes", "name": "search", "arguments": "{}",
            "output": '["a note"]', "error": None, "status": "completed"}
    failed = {**call, "id": "mcp_2", "output": None, "error": {"type": "mcp_protocol_error", "code": -32001,
                                                               "message": "no answer within 1 s"}}
    items = [{"role": "user", "content": "go"}, call, failed, ASKED, approval(False, reason="not today")]
    messages, _ = items_to_messages([(f"input[{i}]", item) for i, item in enumerate(items)])
    tool_texts = [message.content for message in messages if message.role == "tool"]
    assert tool_texts == ['["a note"]', "Error: no answer within 1 s",
                          "write was not run: the call was not approved. Reason: not today"]
    pending, _ = items_to_messages([("input[0]", {"role": "user", "content": "go"}), ("input[1]", ASKED)])
    assert [message.role for message in pending] == ["user"]


def test_a_malformed_mcp_item_is_a_400():
    with pytest.raises(SimError, match=r"Missing required parameter: 'input\[0\].approve'"):
        items_to_messages([("input[0]", {"type": "mcp_approval_response", "approval_request_id": "mcpr_1"})])
    with pytest.raises(SimError, match=r"'input\[0\].arguments'"):
        items_to_messages([("input[0]", {"type": "mcp_call", "id": "m", "server_label": "s", "name": "n"})])


# --- the response loop ---------------------------------------------------------------------------


class StandIn:
    """An MCP client that answers from a dict and notes what it was asked."""

    def __init__(self, tools=(SEARCH, WRITE), results=None, reachable=True):
        self.tools, self.results, self.reachable = list(tools), results or {}, reachable
        self.asked: list[str] = []

    def list_tools(self, endpoint, *, deadline):
        self.asked.append("tools/list")
        if not self.reachable:
            raise Unreachable("could not connect: is the server running?")
        return self.tools

    def call_tool(self, endpoint, name, arguments, *, deadline):
        self.asked.append(f"tools/call {name} {json.dumps(arguments)}")
        return self.results.get(name, CallOutcome(output=f"{name} done"))


def decisions(*steps):
    """A decide() that answers the given decisions in order and keeps the views it was shown."""
    seen = []

    def decide(view):
        seen.append(view)
        return steps[len(seen) - 1]

    decide.seen = seen
    return decide


def conversation(*items, tools=None):
    body = {"model": "gpt-4.1-mini", "input": list(items) or "find the note",
            "tools": tools or [{"type": "mcp", "server_label": "notes", "server_url": URL,
                                "require_approval": {"never": {"tool_names": ["search"]}}}]}
    return body, parse_request(body)


def answer(body, conv, client, decide, history=()):
    return hosted_mcp.answer(conv, hosted_mcp.servers_of(body), history=list(history),
                             new_items=body["input"] if isinstance(body["input"], list) else [],
                             decide=decide, client=client, deadline=time.monotonic() + 5)


def test_the_model_sees_mcp_tools_as_functions_and_a_free_call_is_made_before_it_answers():
    client, decide = StandIn(), decisions(Decision(calls=[PlannedCall("search", '{"q": "note"}')]),
                                          Decision(text="Found it."))
    body, conv = conversation()
    turn = answer(body, conv, client, decide)
    assert [tool.name for tool in decide.seen[0].tools] == ["search", "write"]
    assert all(tool.type == "function" for tool in decide.seen[0].tools)
    assert [message.content for message in decide.seen[1].messages if message.role == "tool"] == ["search done"]
    assert client.asked == ["tools/list", 'tools/call search {"q": "note"}']
    assert [type(event) for event in turn.events] == [Listed, Called] and turn.final.text == "Found it."
    assert len(turn.earlier) == 1 and turn.asked == []


def test_a_call_that_needs_approval_ends_the_response_without_calling():
    client, decide = StandIn(), decisions(Decision(calls=[PlannedCall("write", '{"text": "hi"}')]))
    body, conv = conversation()
    turn = answer(body, conv, client, decide)
    assert client.asked == ["tools/list"]
    assert turn.events[-1] == Asked("notes", "write", '{"text": "hi"}') and turn.final.text is None
    items = hosted_mcp.output_items(turn.events, lambda prefix: f"{prefix}_1")
    assert [item["type"] for item in items] == ["mcp_list_tools", "mcp_approval_request"]


def test_an_approved_call_runs_first_with_its_request_id_and_the_listing_is_reused():
    listing = {"type": "mcp_list_tools", "id": "mcpl_1", "server_label": "notes", "error": None,
               "tools": [SEARCH.as_item(), WRITE.as_item()]}
    client, decide = StandIn(), decisions(Decision(text="Written."))
    body, conv = conversation(approval(True))
    turn = answer(body, conv, client, decide, history=[{"role": "user", "content": "write hi"}, listing, ASKED])
    assert client.asked == ['tools/call write {"text": "hi"}']
    assert turn.events == [Called("notes", "write", '{"text": "hi"}', CallOutcome(output="write done"), "mcpr_1")]


def test_a_server_that_cannot_be_listed_is_the_apis_424():
    body, conv = conversation()
    with pytest.raises(SimError, match="Error retrieving tool list from MCP server: 'notes'") as caught:
        answer(body, conv, StandIn(reachable=False), decisions())
    assert caught.value.status == 424 and caught.value.type == "external_connector_error"


def test_a_failed_call_is_an_error_item_and_the_model_reads_it():
    error = CallOutcome(error={"type": "mcp_protocol_error", "code": -32000, "message": "the server went away"})
    client = StandIn(results={"search": error})
    decide = decisions(Decision(calls=[PlannedCall("search", "{}")]), Decision(text="It failed."))
    body, conv = conversation()
    turn = answer(body, conv, client, decide)
    item = hosted_mcp.output_items(turn.events, lambda prefix: prefix)[1]
    assert item["status"] == "failed" and item["output"] is None and item["error"]["code"] == -32000
    assert decide.seen[1].messages[-1].content == "Error: the server went away"


def test_the_loop_stops_after_max_passes_and_answers_without_tools():
    forever = Decision(calls=[PlannedCall("search", "{}")])
    decide = decisions(*[forever] * hosted_mcp.MAX_PASSES, Decision(text="Enough."))
    body, conv = conversation()
    turn = answer(body, conv, StandIn(), decide)
    assert turn.final.text == "Enough." and decide.seen[-1].tool_choice.mode == "none"
    assert sum(isinstance(event, Called) for event in turn.events) == hosted_mcp.MAX_PASSES


def test_a_name_clash_with_a_function_tool_is_a_400():
    tools = [{"type": "function", "name": "search", "parameters": {"type": "object", "properties": {}}},
             {"type": "mcp", "server_label": "notes", "server_url": URL}]
    body, conv = conversation(tools=tools)
    with pytest.raises(SimError, match="both named 'search'"):
        answer(body, conv, StandIn(), decisions())


# --- reading a tools/call result --------------------------------------------------------------------


def block(text):
    return SimpleNamespace(model_dump=lambda **_: {"type": "text", "text": text})


def test_a_result_is_structured_content_else_text_else_malformed():
    structured = SimpleNamespace(content=[block("x")], is_error=False, structured_content={"result": [1, 2]})
    assert outcome_of("t", structured).output == "[1,2]"
    text = SimpleNamespace(content=[block("a"), block("b")], is_error=False, structured_content=None)
    assert outcome_of("t", text).output == "a\nb"
    empty = SimpleNamespace(content=[], is_error=False, structured_content=None)
    assert outcome_of("t", empty).error["code"] == -32603
    failed = SimpleNamespace(content=[block("boom")], is_error=True, structured_content=None)
    assert outcome_of("t", failed).error == {"type": "mcp_tool_execution_error",
                                              "content": [{"type": "text", "text": "boom"}]}


# --- the client's ledger rows ------------------------------------------------------------------------


def test_hosted_items_become_tool_rows_inside_their_model_call():
    ledger = Ledger()
    with ledger.run(approach="hosted", scenario="notes") as run:
        run.next_step()
        model_row = run.record(kind="model", model="gpt-4.1-mini", latency_ms=900.0)
        record_hosted_calls(run, [
            {"type": "mcp_list_tools", "server_label": "notes", "tools": [], "error": None},
            {"type": "mcp_call", "server_label": "notes", "name": "search", "arguments": "{}", "output": "[]"},
            {"type": "mcp_call", "server_label": "notes", "name": "search", "arguments": "{}",
             "error": {"type": "mcp_protocol_error", "code": -32001, "message": "no answer within 1 s"}},
            {"type": "mcp_approval_request", "server_label": "notes", "name": "write", "arguments": "{}"},
            {"type": "message", "content": []},
        ], model_row)
    rows = ledger.frame(wall=False).query("kind == 'tool'")
    assert rows["name"].tolist() == ["search", "search", "write"]
    assert rows["reason"].fillna("").tolist() == ["", "tool_error", "awaiting_approval"]
    assert "no answer within 1 s" in rows["error"].iloc[1]
    assert (rows["step"] == 1).all() and (rows["start_ms"] == model_row["start_ms"]).all()
    assert rows["latency_ms"].isna().all() and rows["detail"].map(route_of).eq("mcp_hosted").all()
