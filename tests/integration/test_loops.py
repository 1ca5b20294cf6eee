"""The hand-written loops and the fixed workflow against a real simulator, through real `openai`
clients: tools called, answers built from tool outputs, ledger rows from both the transport (model)
and the dispatcher (tools), limits, approvals, conversation modes, parallel and forced calls, the
deprecated `functions` form, and faults coming back to the model as tool errors.

Most tests use the default GeneralPolicy. Where it cannot show the behaviour under test (it never
retries a call that failed), a ScriptedPolicy plays the model; the reason is written next to it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest
from openai import DefaultHttpxClient, OpenAI

from labkit import connect, sim
from labkit.check import check_best_deal, check_loop_result, check_ticket_created_only_if_approved
from labkit.connect import Connection
from labkit.errors import CostLimitReached
from labkit.instrument import MeteredTransport, metered_clients
from labkit.ledger import Ledger
from labkit.loops import (
    AlwaysAllow,
    Defer,
    Dispatcher,
    FailClosed,
    Limits,
    Registry,
    chat_loop,
    responses_loop,
    resume_chat_loop,
    resume_loop,
    resume_responses_loop,
)
from labkit.scenarios import SCENARIOS, deals, incidents
from labkit.sim.policy import FunctionPolicy, GeneralPolicy, ScriptedPolicy, call, text
from labkit.workflows import deals_workflow

MODEL = "gpt-4.1-mini"
LOOPS = {"chat": chat_loop, "responses": responses_loop}
DEALS_INSTRUCTIONS = ("First scan the internet for bargains, then for each deal estimate its true value, "
                      "finally notify the user of the best deal.")
WEATHER_QUESTION = "What's the weather in Berlin today? Can I put the paper bin out?"
TASKS = {
    "deals": (DEALS_INSTRUCTIONS, "Find me the best current deal."),
    "incidents": (None, incidents.TASK),
    "recycling": (None, WEATHER_QUESTION),
}


@pytest.fixture
def conn() -> Iterator[Connection]:
    """The shared simulator (GeneralPolicy), with a fresh ledger for this test (closed after it)."""
    with connect("sim", ledger=Ledger(), set_sdk_default=False) as connection:
        yield connection


def connection_on(server: sim.SimServer, ledger: Ledger | None = None) -> Connection:
    """A Connection to a dedicated simulator (a scripted or recording policy)."""
    ledger = ledger if ledger is not None else Ledger()
    client, async_client = metered_clients(server.base_url, "sk-test", ledger, backend="sim")
    return Connection("sim", "test server", server.base_url, client, async_client, ledger, server)


def run(conn, api: str, scenario: str, world=None, **options):
    """Run one loop on one scenario in its own ledger run, its side effects in `world` (a fresh
    one when none is given)."""
    instructions, prompt = TASKS[scenario]
    registry = Registry.for_scenario(scenario, world=world if world is not None else SCENARIOS[scenario].new_world())
    options.setdefault("dispatcher", Dispatcher(registry, approver=AlwaysAllow()))
    return LOOPS[api](conn, registry, prompt, instructions=instructions, model=MODEL,
                      approach=f"{api}_loop", scenario=scenario, **options)


def rows_of(conn, result) -> list[dict]:
    return [row for row in conn.ledger.rows if row["run_id"] == result.run_id]


# --- both loops, all three scenarios, the default policy ------------------------------------------------


@pytest.mark.parametrize("api", LOOPS)
def test_deals(conn, api):
    world = deals.SCENARIO.new_world()
    result = run(conn, api, "deals", world)
    best = deals.expected_best_deal()
    assert check_loop_result(result, expect_tools=["scan_the_internet_for_bargains", "estimate_true_value",
                                                   "notify_user_of_deal"], expect_in_answer=["Dyson V8", "239.99"])
    assert result.tools_called.count("estimate_true_value") == 5
    assert check_best_deal(result) and check_best_deal(world)
    assert [n["url"] for n in world.outbox] == [best["url"]]


@pytest.mark.parametrize("api", LOOPS)
def test_incidents(conn, api):
    world = incidents.SCENARIO.new_world()
    result = run(conn, api, "incidents", world)
    assert check_loop_result(result, expect_tools=["search_incidents", "create_ticket"],
                             expect_in_answer=[incidents.EXPECTED_INCIDENT, "TKT-1"])
    assert check_ticket_created_only_if_approved(result, world, approved=True)
    assert world.tickets[0]["related_incident_id"] == "INC-1042"


@pytest.mark.parametrize("api", LOOPS)
def test_recycling(conn, api):
    result = run(conn, api, "recycling")
    assert check_loop_result(result, expect_tools=["get_weather"], expect_in_answer=["Berlin", "7°C"])
    weather = result.tool_results[0]
    assert weather.arguments == {"location": "Berlin", "waste_category": "paper"}
    assert json.loads(weather.output)["temperature_c"] == 7


@pytest.mark.parametrize("api", LOOPS)
@pytest.mark.parametrize("scenario", TASKS)
def test_model_and_tool_rows_share_the_run(conn, api, scenario):
    result = run(conn, api, scenario)
    rows = rows_of(conn, result)
    model_rows = [row for row in rows if row["kind"] == "model"]
    tool_rows = [row for row in rows if row["kind"] == "tool"]
    assert len(rows) == len(model_rows) + len(tool_rows), "nothing but model and tool rows"
    assert len(model_rows) == result.steps and [row["step"] for row in model_rows] == list(range(1, result.steps + 1))
    assert [row["name"] for row in tool_rows] == result.tools_called
    assert all(row["api"] == api and row["model"] == MODEL for row in model_rows)
    assert all(row["input_tokens"] > 0 and row["cost_usd"] > 0 for row in model_rows)
    assert all(1 <= row["step"] < result.steps for row in tool_rows), "a tool row takes its model call's step"
    assert result.run_id == f"{api}_loop-{scenario}-001"


# --- limits ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("api", LOOPS)
def test_step_limit_stops_and_says_so(conn, api):
    result = run(conn, api, "incidents", limits=Limits(max_steps=2))
    assert result.stopped_by == "max_steps" and result.steps == 2 and result.final_text is None
    last = rows_of(conn, result)[-1]
    assert (last["kind"], last["name"], last["status"], last["reason"]) == ("guardrail", "max_steps", "stopped",
                                                                            "max_steps")
    assert last["detail"] == "max_steps=2 reached: 2 model calls made"


@pytest.mark.parametrize("api", LOOPS)
def test_cost_limit_stops_after_the_first_call(conn, api):
    result = run(conn, api, "recycling", limits=Limits(max_cost_usd=0.000001))
    assert result.stopped_by == "max_cost" and result.steps == 1
    assert rows_of(conn, result)[-1]["reason"] == "max_cost"
    with pytest.raises(CostLimitReached, match=r"max_cost_usd=1e-06 reached.*use a cheaper model"):
        result.raise_for_stop()


def test_timeout_uses_the_injected_clock(conn):
    ticks = iter(range(0, 1000, 40))
    result = run(conn, "chat", "recycling", limits=Limits(timeout_s=60, clock=lambda: float(next(ticks))))
    assert result.stopped_by == "timeout"
    assert rows_of(conn, result)[-1]["detail"].startswith("timeout_s=60 reached")


# --- side effects and approval -----------------------------------------------------------------------------


@pytest.mark.parametrize("api", LOOPS)
def test_fail_closed_blocks_the_ticket(conn, api):
    world = incidents.SCENARIO.new_world()
    registry = Registry.for_scenario("incidents", world=world)
    result = run(conn, api, "incidents", dispatcher=Dispatcher(registry, approver=FailClosed()))
    assert result.finished
    assert check_ticket_created_only_if_approved(result, world, approved=False)
    blocked = [row for row in rows_of(conn, result) if row["name"] == "create_ticket"]
    assert [(row["status"], row["reason"]) for row in blocked] == [("blocked", "no_approval")]
    assert world.tickets == []


@pytest.mark.parametrize("api", LOOPS)
def test_pause_for_a_human_then_resume(conn, api):
    world = incidents.SCENARIO.new_world()
    registry = Registry.for_scenario("incidents", world=world)
    paused = run(conn, api, "incidents", dispatcher=Dispatcher(registry, approver=Defer()))
    assert paused.stopped_by == "awaiting_approval"
    assert [call.name for call in paused.pending] == ["create_ticket"]
    assert paused.pending[0].arguments["related_incident_id"] == "INC-1042"
    assert world.tickets == []

    resume = resume_chat_loop if api == "chat" else resume_responses_loop
    finished = resume(paused, "approve")
    assert finished.finished and finished.run_id == paused.run_id
    assert check_ticket_created_only_if_approved(finished, world, approved=True)
    statuses = [(row["status"], row["reason"], row["detail"]) for row in rows_of(conn, finished)
                if row["name"] == "create_ticket"]
    assert [(status, reason) for status, reason, _ in statuses] == [("blocked", "awaiting_approval"), ("ok", None)]
    assert re.fullmatch(r"output \d+ tokens", statuses[1][2])
    assert finished.raise_for_stop() is finished  # it answered: nothing to raise
    with pytest.raises(ValueError, match="already resumed"):
        resume(paused, "approve")


@pytest.mark.parametrize("api", LOOPS)
def test_rejection_by_a_human_reaches_the_model(conn, api):
    world = incidents.SCENARIO.new_world()
    registry = Registry.for_scenario("incidents", world=world)
    paused = run(conn, api, "incidents", dispatcher=Dispatcher(registry, approver=Defer()))
    finished = resume_loop(paused, "reject", reason="change freeze")
    assert finished.finished and world.tickets == []
    assert "rejected by a human: change freeze" in finished.final_text
    outputs = [r.output for r in finished.tool_results if r.name == "create_ticket"]
    assert "rejected by a human: change freeze" in json.loads(outputs[-1])["error"]


# --- conversation state: previous_response_id vs resend ------------------------------------------------------


def test_resend_sends_more_than_previous_response_id(conn):
    """Both modes bill the same input tokens (the API counts the whole context either way, and the
    simulator models that), but `resend` puts the whole history on the wire every turn."""
    sent: dict[str, list[int]] = {}
    results = {}
    for mode in ("previous_response_id", "resend"):
        sizes = sent.setdefault(mode, [])
        def note_size(request, sizes=sizes) -> None:
            body = json.loads(request.content)
            sizes.append(len(json.dumps(body.get("input"), separators=(",", ":"))))  # the items this request carries

        http = DefaultHttpxClient(transport=MeteredTransport(conn.ledger, backend="sim"),
                                  event_hooks={"request": [note_size]})
        client = OpenAI(base_url=conn.base_url, api_key="sk-test", http_client=http)
        registry = Registry.for_scenario("incidents", world=incidents.SCENARIO.new_world())
        results[mode] = responses_loop(client, registry, incidents.TASK, model=MODEL, mode=mode, ledger=conn.ledger,
                                       approach="responses_loop", scenario=f"incidents-{mode}")
    previous, resend = results["previous_response_id"], results["resend"]
    assert previous.tools_called == resend.tools_called and previous.final_text == resend.final_text
    assert previous.steps == resend.steps == len(sent["resend"]) == len(sent["previous_response_id"])
    assert sent["resend"][0] == sent["previous_response_id"][0], "the first request is the same"
    assert all(r > p for r, p in zip(sent["resend"][1:], sent["previous_response_id"][1:]))
    # the last resend carries every item the previous_response_id requests sent one by one
    assert sent["resend"][-1] >= 0.95 * sum(sent["previous_response_id"]), "the last turn resends the whole history"
    billed = conn.ledger.summary(by="scenario")["input_tokens"]
    assert billed["incidents-resend"] == billed["incidents-previous_response_id"]


# --- parallel and forced calls -----------------------------------------------------------------------------------


@pytest.mark.parametrize("api", LOOPS)
def test_parallel_calls_are_all_dispatched_in_order(conn, api):
    result = run(conn, api, "incidents")
    first_step = [row["name"] for row in rows_of(conn, result) if row["kind"] == "tool" and row["step"] == 1]
    assert first_step == ["search_incidents", "fetch_runbook"]
    if api == "chat":
        assistant = result.messages[1]
        answered = [m["tool_call_id"] for m in result.messages[2:4]]
        assert [tc["id"] for tc in assistant["tool_calls"]] == answered
    else:
        calls = [item["call_id"] for item in result.items if item.get("type") == "function_call"][:2]
        outputs = [item["call_id"] for item in result.items if item.get("type") == "function_call_output"][:2]
        assert calls == outputs


@pytest.mark.parametrize("api", LOOPS)
def test_one_call_per_turn_without_parallel_calls(conn, api):
    parallel = run(conn, api, "incidents")
    serial = run(conn, api, "incidents", parallel_tool_calls=False)
    assert serial.finished and serial.steps > parallel.steps
    steps = [row["step"] for row in rows_of(conn, serial) if row["kind"] == "tool"]
    assert len(steps) == len(set(steps)), "one tool call per model call"


@pytest.mark.parametrize("api", LOOPS)
def test_forced_tool_choice_is_sent_once(api):
    """A recording policy: GeneralPolicy decides, and we keep the tool_choice each request carried."""
    general, seen = GeneralPolicy(), []

    def recording(conversation):
        seen.append(conversation.tool_choice)
        return general.decide(conversation)

    with sim.start(policy=FunctionPolicy(recording)) as server:
        conn = connection_on(server)
        registry = Registry.for_scenario("recycling")
        result = LOOPS[api](conn, registry, "Find collection points for batteries in Vienna", model=MODEL,
                            tool_choice="get_weather")
    assert result.finished
    assert result.tools_called[0] == "get_weather"
    assert "find_collection_points" in result.tools_called
    assert (seen[0].mode, seen[0].name) == ("function", "get_weather")
    assert all(choice.mode == "auto" for choice in seen[1:]), "forced once, then the model is free to answer"


def test_unknown_forced_tool_is_refused(conn):
    with pytest.raises(ValueError, match="not a tool here"):
        chat_loop(conn, Registry.for_scenario("recycling"), "hi", tool_choice="get_wether")


# --- the deprecated functions API --------------------------------------------------------------------------------


def test_legacy_functions_loop(conn):
    registry = Registry.for_scenario("recycling")
    result = chat_loop(conn, registry, WEATHER_QUESTION, model=MODEL, legacy_functions=True,
                       approach="legacy_chat", scenario="recycling")
    assert check_loop_result(result, expect_tools=["get_weather"], expect_in_answer=["Berlin", "7°C"])
    assistant, function = result.messages[1], result.messages[2]
    assert assistant["function_call"]["name"] == "get_weather" and "tool_calls" not in assistant
    assert function["role"] == "function" and function["name"] == "get_weather"
    assert json.loads(function["content"])["location"] == "Berlin"


# --- faults come back to the model as tool errors ----------------------------------------------------------------


@pytest.mark.parametrize("api", LOOPS)
def test_unknown_tool_fault_is_reported_and_the_loop_recovers(conn, api):
    with conn.sim.faults(f"unknown_tool@1/{api}"):
        result = run(conn, api, "recycling")
    assert result.tools_called == ["lookup_everything", "get_weather"]
    error = json.loads(result.tool_results[0].output)
    assert "unknown tool 'lookup_everything'" in error["error"] and "get_weather" in error["hint"]
    assert result.finished and "7°C" in result.final_text


@pytest.mark.parametrize("api", LOOPS)
def test_malformed_args_fault_is_reported_to_the_model_which_recovers(conn, api):
    with conn.sim.faults(f"malformed_args@1/{api}"):
        result = run(conn, api, "recycling")
    first, second = result.tool_results[:2]
    assert first.status == "error" and "not valid JSON" in first.error
    assert result.finished, "the loop goes on: the error is the tool's output, not an exception"
    # GeneralPolicy, like a real model, calls once more with fresh arguments, then answers.
    assert (second.name, second.status) == (first.name, "ok")
    assert "failed" not in result.final_text and "°C" in result.final_text


def _retry_after_error(conversation):
    """The scripted model's second turn: read the error it was sent, then call again correctly."""
    last = conversation.messages[-1]
    assert last.role == "tool" and "not valid JSON" in json.loads(last.content)["error"]
    return call("get_weather", location="Berlin", waste_category="paper")


def _answer_from_output(conversation):
    weather = json.loads(conversation.messages[-1].content)
    return text(f"It is {weather['temperature_c']}°C in {weather['location']}: {weather['bin_advice']}")


@pytest.mark.parametrize("api", LOOPS)
def test_malformed_args_then_a_retry_recovers(api):
    """ScriptedPolicy, because GeneralPolicy never retries after an error: the first call's JSON is
    broken by the fault, the model reads the error and calls again, then answers from the output."""
    script = ScriptedPolicy([call("get_weather", location="Berlin", waste_category="paper"),
                             _retry_after_error, _answer_from_output])
    with sim.start(policy=script, faults=f"malformed_args@1/{api}") as server:
        conn = connection_on(server)
        result = LOOPS[api](conn, Registry.for_scenario("recycling"), WEATHER_QUESTION, model=MODEL,
                            approach=f"{api}_loop", scenario="recycling")
    script.assert_complete()
    assert [r.status for r in result.tool_results] == ["error", "ok"]
    assert result.final_text.startswith("It is 7°C in Berlin: Dry weather")
    statuses = [row["status"] for row in conn.ledger.rows if row["kind"] == "tool"]
    assert statuses == ["error", "ok"]


# --- output budgets inside a loop --------------------------------------------------------------------------------


def test_budget_shrinks_what_the_model_reads(conn):
    plain = run(conn, "chat", "incidents")
    registry = Registry.for_scenario("incidents", world=incidents.SCENARIO.new_world(),
                                     output_budget_tokens={"incident_timeline": 400})
    budgeted = run(conn, "chat", "incidents", dispatcher=Dispatcher(registry, approver=AlwaysAllow()))
    timeline = next(r for r in budgeted.tool_results if r.name == "incident_timeline")
    assert timeline.truncated and timeline.tokens_after <= 400
    detail = next(row["detail"] for row in rows_of(conn, budgeted) if row["name"] == "incident_timeline")
    assert detail == f"truncated {timeline.tokens_before}→{timeline.tokens_after} tokens"
    def input_tokens(result) -> int:
        return sum(row["input_tokens"] for row in rows_of(conn, result))

    assert input_tokens(budgeted) < input_tokens(plain) - 5000
    assert budgeted.finished and "INC-1042" in budgeted.final_text


# --- the fixed workflow ------------------------------------------------------------------------------------------


def test_deals_workflow_runs_the_fixed_plan(conn):
    world = deals.SCENARIO.new_world()
    result = deals_workflow(conn, world=world, approver=AlwaysAllow(), write_message=False)
    assert result.finished and result.api == "workflow" and result.steps == 0
    assert result.tools_called == ["scan_the_internet_for_bargains"] + ["estimate_true_value"] * 5 + [
        "notify_user_of_deal"]
    assert result.values["pick"]["id"] == "D-107"
    assert check_best_deal(result) and [note["notification_id"] for note in world.outbox] == ["N-1"]
    assert result.final_text.startswith("Best deal: Dyson V8") and "notified (N-1)" in result.final_text
    rows = rows_of(conn, result)
    assert {row["kind"] for row in rows} == {"tool"} and len(rows) == 7
    assert result.run_id == "workflow-deals-001"


def test_deals_workflow_notification_needs_approval(conn):
    world = deals.SCENARIO.new_world()
    result = deals_workflow(conn, world=world, approver=FailClosed(), write_message=False)
    assert world.outbox == []
    assert result.tool_results[-1].status == "blocked"
    assert "NOT notified" in result.final_text


def test_deals_workflow_writes_its_message_with_one_model_call(conn):
    result = deals_workflow(conn, world=deals.SCENARIO.new_world(), approver=AlwaysAllow())
    kinds = [row["kind"] for row in rows_of(conn, result)]
    assert kinds.count("model") == 1 and kinds[-1] == "model" and result.steps == 1
    assert result.final_text


def test_deals_workflow_finds_nothing_above_a_high_threshold(conn):
    world = deals.SCENARIO.new_world()
    result = deals_workflow(conn, world=world, approver=AlwaysAllow(), threshold_pct=60, write_message=False)
    assert result.values["pick"] is None and result.values["notify"] is None and world.outbox == []
    assert "notify_user_of_deal" not in result.tools_called
