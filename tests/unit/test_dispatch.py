"""Tests for labkit.loops.dispatch and friends: schemas, every guard of the dispatcher, approvers,
output budgets, ledger rows and run limits. No server: the dispatcher runs plain functions."""

from __future__ import annotations

import json
from typing import Literal

import pytest

from labkit.ledger import Ledger
from labkit.loops import (
    AlwaysAllow,
    AlwaysDeny,
    ApprovalDecision,
    Callback,
    Defer,
    Dispatcher,
    FailClosed,
    Limits,
    LoopTool,
    Preset,
    Registry,
    fit_output,
    from_env,
    run_workflow,
)
from labkit.loops.approval import PendingCall, as_decision, ask
from labkit.loops.limits import Watch, record_stop
from labkit.scenarios import SCENARIOS, deals, incidents, recycling, takes_world
from labkit.sim.strict import check_strict_schema
from labkit.sim.tokens import count

ALL_TOOLS = [spec.fn for scenario in SCENARIOS.values() for spec in scenario.tools]


# --- toy tools with counters ----------------------------------------------------------------------

CALLS: dict[str, int] = {}


def lookup_order(order_id: str, include_items: bool | None = None) -> dict:
    """Look up an order by id.

    Args:
        order_id: The order id, e.g. "O-1".
        include_items: Also list the items; null for no.
    """
    CALLS["lookup_order"] = CALLS.get("lookup_order", 0) + 1
    if order_id == "O-404":
        raise ValueError("unknown order 'O-404': ids look like 'O-1'")
    if order_id == "O-500":
        raise RuntimeError("database is down")
    return {"order_id": order_id, "items": ["book"] if include_items else None}


def refund_order(order_id: str, amount: float, reason: Literal["damaged", "late", "other"]) -> dict:
    """Refund an order (side effect: money leaves the shop).

    Args:
        order_id: The order to refund, as returned by lookup_order.
        amount: The amount in euros.
        reason: Why the refund is made.
    """
    CALLS["refund_order"] = CALLS.get("refund_order", 0) + 1
    return {"refund_id": f"R-{CALLS['refund_order']}", "order_id": order_id, "amount": amount}


def list_numbers(n: int) -> list[int]:
    """List the numbers from 0 to n-1.

    Args:
        n: How many numbers.
    """
    return list(range(n))


def long_text(words: int) -> str:
    """Return a long text.

    Args:
        words: How many words.
    """
    return " ".join(f"word{i}" for i in range(words))


@pytest.fixture
def ledger() -> Ledger:
    CALLS.clear()
    return Ledger()


def shop(ledger: Ledger, approver=None, **options) -> Dispatcher:
    registry = Registry.from_functions(
        [lookup_order, refund_order, list_numbers, long_text],
        side_effects=["refund_order"],
        requires={"refund_order": {"order_id": "lookup_order"}},
        latency_ms={"lookup_order": 120.0, "refund_order": 400.0},
    )
    return Dispatcher(registry, approver=approver, ledger=ledger, **options)


def args(**values) -> str:
    return json.dumps(values)


def error_of(result) -> dict:
    body = json.loads(result.output)
    assert set(body) == {"error", "hint"}, body
    return body


# --- schemas --------------------------------------------------------------------------------------


@pytest.mark.parametrize("fn", ALL_TOOLS, ids=lambda fn: fn.__name__)
def test_every_scenario_schema_is_strict(fn):
    tool = LoopTool.from_function(fn, world=object() if takes_world(fn) else None)
    assert "world" not in tool.parameters["properties"], "the run's world is never a parameter the model fills"
    check_strict_schema(tool.parameters, label=f"function '{tool.name}'", param="parameters", code=None)
    assert tool.parameters["required"] == list(tool.parameters["properties"])
    assert "default" not in json.dumps(tool.parameters)


def test_a_functions_schema_is_built_once_but_every_tool_gets_its_own_copy():
    one, two = LoopTool.from_function(recycling.get_weather), LoopTool.from_function(recycling.get_weather)
    assert one.arguments_model is two.arguments_model  # built once: a class nothing changes
    assert one.parameters == two.parameters and one.parameters is not two.parameters
    one.parameters["properties"].clear()  # a caller editing its tool's schema edits only its own
    assert LoopTool.from_function(recycling.get_weather).parameters == two.parameters != one.parameters
    renamed = LoopTool.from_function(recycling.get_weather, name="weather_now")
    assert renamed.arguments_model is not two.arguments_model and renamed.arguments_model.__name__ == "weather_now_args"

    def get_weather(city: str) -> str:
        """Another function of the same name.

        Args:
            city: A city written differently.
        """
        return city

    assert LoopTool.from_function(get_weather).parameters["properties"]["city"]["description"] == (
        "A city written differently.")


def test_optional_parameter_is_required_and_nullable():
    schema = LoopTool.from_function(recycling.find_collection_points).parameters
    radius = schema["properties"]["radius_m"]
    assert radius["anyOf"] == [{"type": "integer"}, {"type": "null"}]
    assert "radius_m" in schema["required"]
    assert schema["additionalProperties"] is False
    assert "default" not in radius


def test_a_prior_step_id_is_required_and_not_nullable():
    schema = LoopTool.from_function(incidents.create_ticket, world=incidents.IncidentsWorld()).parameters
    assert schema["properties"]["related_incident_id"]["type"] == "string"
    assert "anyOf" not in schema["properties"]["related_incident_id"]
    assert "related_incident_id" in schema["required"]


def test_an_ordering_contract_on_a_nullable_parameter_is_refused_when_the_tool_is_built():
    with pytest.raises(ValueError, match=r"\['include_items'\] must come from an earlier tool.*without `\| None`"):
        LoopTool.from_function(lookup_order, requires={"include_items": "list_numbers"})


def test_descriptions_come_from_the_docstring():
    tool = LoopTool.from_function(incidents.create_ticket, world=incidents.IncidentsWorld())
    assert tool.description == "File an incident ticket for the on-call team (side effect: call it once per incident)."
    related = tool.parameters["properties"]["related_incident_id"]["description"]
    assert related == ('The id of the most similar past incident, exactly as search_incidents or get_incident '
                       'returned it, e.g. "INC-1042": search first.')
    assert tool.parameters["properties"]["severity"]["enum"] == ["SEV1", "SEV2", "SEV3", "SEV4"]


def test_tool_formats_for_each_api():
    registry = Registry.for_scenario("recycling")
    chat = registry.chat_tools()[0]
    assert chat["type"] == "function" and chat["function"]["strict"] is True
    assert set(chat["function"]) == {"name", "description", "parameters", "strict"}
    flat = registry.responses_tools()[0]
    assert flat["type"] == "function" and flat["name"] == "get_weather" and flat["strict"] is True
    legacy = registry.legacy_functions()[0]
    assert set(legacy) == {"name", "description", "parameters"}
    assert legacy["parameters"] == chat["function"]["parameters"] == flat["parameters"]


def test_scenario_registry_reads_side_effects_contracts_and_latencies_from_the_scenario():
    deals_tools = Registry.for_scenario("deals", world=deals.SCENARIO.new_world())
    assert [t.name for t in deals_tools if t.side_effect] == ["notify_user_of_deal"]
    tickets = Registry.for_scenario(incidents.SCENARIO, world=incidents.SCENARIO.new_world())["create_ticket"]
    assert tickets.side_effect
    assert tickets.requires == {"related_incident_id": ("search_incidents", "get_incident")}
    assert tickets.latency_ms == 350.0
    for scenario in SCENARIOS.values():
        registry = Registry.for_scenario(scenario, world=scenario.new_world())
        assert {t.name for t in registry if t.side_effect} == scenario.side_effects
        assert {t.name: t.latency_ms for t in registry} == scenario.latency_ms
        assert {t.name: t.requires for t in registry if t.requires} == scenario.requires


def test_a_registry_binds_the_world_and_its_calls_change_only_that_world(ledger):
    mine, theirs = incidents.SCENARIO.new_world(), incidents.SCENARIO.new_world()
    dispatcher = Dispatcher(Registry.for_scenario("incidents", world=mine), approver=AlwaysAllow(), ledger=ledger)
    dispatcher.dispatch("get_incident", args(incident_id="INC-1042"), call_id="c0")
    ticket = args(title="Checkout slow", service="checkout", severity="SEV2", summary="p95 4s",
                  related_incident_id="INC-1042")
    assert dispatcher.dispatch("create_ticket", ticket, call_id="c1").ok
    assert [t["ticket_id"] for t in mine.tickets] == ["TKT-1"] and theirs.tickets == []


def test_a_world_changing_scenario_needs_a_world_and_plain_functions_have_no_side_effects():
    with pytest.raises(ValueError, match=r"pass world=incidents.SCENARIO.new_world\(\)"):
        Registry.for_scenario("incidents")
    with pytest.raises(TypeError, match="not a IncidentsWorld"):
        Registry.for_scenario("incidents", world=deals.SCENARIO.new_world())
    with pytest.raises(ValueError, match="changes the run's world, so it needs one"):
        LoopTool.from_function(incidents.create_ticket)
    assert Registry.for_scenario("recycling").names == recycling_names()
    world = incidents.SCENARIO.new_world()
    assert not Registry.from_functions([incidents.create_ticket], world=world)["create_ticket"].side_effect
    assert Registry.from_functions([incidents.create_ticket], world=world,
                                   side_effects=["create_ticket"])["create_ticket"].side_effect


def recycling_names() -> list[str]:
    return SCENARIOS["recycling"].names


def test_registry_errors_say_what_to_do():
    with pytest.raises(ValueError, match="two tools are named"):
        Registry.from_functions([lookup_order, lookup_order])
    with pytest.raises(ValueError, match="not parameters of refund_order"):
        Registry.from_functions([lookup_order, refund_order], requires={"refund_order": {"order": "lookup_order"}})
    with pytest.raises(ValueError, match="not in this registry"):
        Registry.from_functions([refund_order], requires={"refund_order": {"order_id": "lookup_order"}})
    with pytest.raises(ValueError, match="no function named"):
        Registry.from_functions([lookup_order], side_effects=["refund_order"])

    def untyped(city):
        """No hints."""

    with pytest.raises(TypeError, match="has no type hint"):
        LoopTool.from_function(untyped)
    with pytest.raises(ValueError, match="unknown scenario"):
        Registry.for_scenario("weather")


# --- a valid call passes every guard ----------------------------------------------------------------


def test_valid_call_passes_every_guard(ledger):
    dispatcher = shop(ledger, approver=AlwaysAllow())
    looked = dispatcher.dispatch("lookup_order", args(order_id="O-1", include_items=True), call_id="c1")
    assert looked.ok and looked.error is None and not looked.truncated
    assert json.loads(looked.output) == {"order_id": "O-1", "items": ["book"]}
    refunded = dispatcher.dispatch("refund_order", args(order_id="O-1", amount=9.5, reason="late"), call_id="c2")
    assert refunded.ok, refunded.output
    assert CALLS == {"lookup_order": 1, "refund_order": 1}
    assert [row["status"] for row in ledger.rows] == ["ok", "ok"]


# --- guard 1: unknown tool ------------------------------------------------------------------------


def test_unknown_tool_lists_the_available_ones(ledger):
    result = shop(ledger).dispatch("lookup_everything", "{}", call_id="c1")
    body = error_of(result)
    assert result.status == "error" and "unknown tool 'lookup_everything'" in body["error"]
    assert "lookup_order" in body["hint"] and "refund_order" in body["hint"]
    assert ledger.rows[0]["detail"] == "unknown tool" and ledger.rows[0]["name"] == "lookup_everything"


# --- guard 2: JSON --------------------------------------------------------------------------------


def test_bad_json_quotes_the_problem(ledger):
    result = shop(ledger).dispatch("lookup_order", '{"order_id": "O-1', call_id="c1")
    body = error_of(result)
    assert result.status == "error" and "not valid JSON" in body["error"]
    assert '{"order_id": "O-1' in body["error"]
    assert "order_id, include_items" in body["hint"]
    assert CALLS == {}


def test_json_that_is_not_an_object_is_refused(ledger):
    result = shop(ledger).dispatch("lookup_order", '["O-1"]', call_id="c1")
    assert result.status == "error" and "must be a JSON object" in error_of(result)["error"]


def test_empty_arguments_count_as_an_empty_object(ledger):
    scan = Registry.for_scenario("deals", world=deals.SCENARIO.new_world())
    result = Dispatcher(scan, ledger=ledger).dispatch("scan_the_internet_for_bargains", "", call_id="c1")
    assert result.ok and len(json.loads(result.output)) == 5


# --- guard 3: schema ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "arguments, field, problem",
    [
        ({"order_id": 42, "include_items": None}, "order_id", "valid string"),
        ({"include_items": None}, "order_id", "is missing"),
        ({"order_id": "O-1", "include_items": None, "colour": "red"}, "colour", "is not a parameter of lookup_order"),
        ({"order_id": "O-1"}, "include_items", "send null for an optional one"),
    ],
    ids=["wrong type", "missing field", "extra field", "missing optional"],
)
def test_schema_violations_name_the_field(ledger, arguments, field, problem):
    result = shop(ledger).dispatch("lookup_order", json.dumps(arguments), call_id="c1")
    body = error_of(result)
    assert result.status == "error"
    assert field in body["error"] and problem in body["error"]
    assert CALLS == {}, "the function must not run with invalid arguments"
    assert ledger.rows[0]["detail"].startswith("invalid arguments")


def test_enum_violation_lists_the_allowed_values(ledger):
    dispatcher = shop(ledger, approver=AlwaysAllow())
    dispatcher.dispatch("lookup_order", args(order_id="O-1", include_items=None), call_id="c0")
    result = dispatcher.dispatch("refund_order", args(order_id="O-1", amount=5, reason="bored"), call_id="c1")
    assert "reason" in result.error and "'damaged', 'late' or 'other'" in result.error
    assert CALLS.get("refund_order", 0) == 0


# --- guard 4: ordering contracts --------------------------------------------------------------------


def test_ordering_contract_names_the_producer(ledger):
    dispatcher = shop(ledger, approver=AlwaysAllow())
    result = dispatcher.dispatch("refund_order", args(order_id="O-7", amount=5, reason="late"), call_id="c1")
    body = error_of(result)
    assert result.status == "error" and "not returned by lookup_order" in body["error"]
    assert body["hint"].startswith("call lookup_order first")
    assert CALLS == {}


def test_ordering_contract_passes_after_the_producer_ran(ledger):
    dispatcher = shop(ledger, approver=AlwaysAllow())
    dispatcher.dispatch("lookup_order", args(order_id="O-7", include_items=None), call_id="c1")
    result = dispatcher.dispatch("refund_order", args(order_id="o-7", amount=5, reason="late"), call_id="c2")
    assert result.ok, result.output


def test_ordering_contracts_hold_per_run(ledger):
    dispatcher = shop(ledger, approver=AlwaysAllow())
    with ledger.run(approach="test", scenario="a"):
        dispatcher.dispatch("lookup_order", args(order_id="O-7", include_items=None), call_id="c1")
    with ledger.run(approach="test", scenario="b"):
        result = dispatcher.dispatch("refund_order", args(order_id="O-7", amount=5, reason="late"), call_id="c2")
    assert result.status == "error" and "earlier in this run" in result.error


def test_create_ticket_needs_a_searched_incident(ledger):
    world = incidents.SCENARIO.new_world()
    registry = Registry.for_scenario("incidents", world=world)
    dispatcher = Dispatcher(registry, approver=AlwaysAllow(), ledger=ledger)
    ticket = args(title="Checkout slow", service="checkout", severity="SEV2", summary="p95 4s after deploy",
                  related_incident_id="INC-1042")
    early = dispatcher.dispatch("create_ticket", ticket, call_id="c1")
    assert early.status == "error" and "search_incidents or get_incident" in early.error
    dispatcher.dispatch("search_incidents", args(query=incidents.TASK, service=None, limit=None), call_id="c3")
    assert dispatcher.dispatch("create_ticket", ticket, call_id="c4").ok
    assert [t["related_incident_id"] for t in world.tickets] == ["INC-1042"]


@pytest.mark.parametrize("sent", ["null", "missing"])
def test_a_null_or_missing_prior_step_id_is_refused_before_and_after_a_search(ledger, sent):
    # the hole this closes: a null id skipped the contract, so a ticket could be filed with no search at all
    world = incidents.SCENARIO.new_world()
    dispatcher = Dispatcher(Registry.for_scenario("incidents", world=world), approver=AlwaysAllow(), ledger=ledger)
    ticket = {"title": "Checkout slow", "service": "checkout", "severity": "SEV2", "summary": "p95 4s after deploy"}
    if sent == "null":
        ticket["related_incident_id"] = None
    before = dispatcher.dispatch("create_ticket", json.dumps(ticket), call_id="c1")
    dispatcher.dispatch("search_incidents", args(query=incidents.TASK, service=None, limit=None), call_id="c2")
    after = dispatcher.dispatch("create_ticket", json.dumps(ticket), call_id="c3")
    for refused in (before, after):
        assert refused.status == "error" and refused.reason == "ordering"
        body = error_of(refused)
        assert body["error"] == (f"related_incident_id is {sent}: it must be a value search_incidents or "
                                 "get_incident returned earlier in this run")
        assert body["hint"].startswith("call search_incidents first, then call create_ticket again")
    assert world.tickets == []
    rows = [row for row in ledger.rows if row["name"] == "create_ticket"]
    assert [(row["status"], row["reason"]) for row in rows] == [("error", "ordering")] * 2
    assert all(row["latency_ms"] == 0.0 for row in rows)  # the function never ran


def test_a_null_prior_value_is_refused_even_where_the_schema_allows_null(ledger):
    # the dispatcher's own check, for a tool whose schema was built without the construction check
    tool = LoopTool.from_function(lookup_order)
    tool.requires = {"include_items": ("list_numbers",)}
    dispatcher = Dispatcher(Registry([LoopTool.from_function(list_numbers), tool]), ledger=ledger)
    result = dispatcher.dispatch("lookup_order", args(order_id="O-1", include_items=None), call_id="c1")
    assert result.reason == "ordering" and "include_items is null" in result.error
    assert "lookup_order" not in CALLS


# --- guard 5: the approval gate ---------------------------------------------------------------------


def refund(dispatcher: Dispatcher, call_id: str = "c2"):
    dispatcher.dispatch("lookup_order", args(order_id="O-1", include_items=None), call_id="c1")
    return dispatcher.dispatch("refund_order", args(order_id="O-1", amount=20, reason="damaged"), call_id=call_id)


def test_fail_closed_never_runs_the_side_effect(ledger):
    for attempt in range(3):
        result = refund(shop(ledger), call_id=f"c{attempt}")
        assert result.status == "blocked" and not result.pending
        assert "needs an approval" in result.error and "fail closed" in result.error
        assert "do not call it again" in error_of(result)["hint"]
    assert CALLS.get("refund_order", 0) == 0
    blocked = [row for row in ledger.rows if row["name"] == "refund_order"]
    assert [(row["status"], row["reason"]) for row in blocked] == [("blocked", "no_approval")] * 3
    assert blocked[0]["latency_ms"] == 0.0, "a call that never ran takes no modelled time"


def test_approval_runs_the_side_effect_once(ledger):
    result = refund(shop(ledger, approver=AlwaysAllow()))
    assert result.ok and json.loads(result.output)["refund_id"] == "R-1"
    assert CALLS["refund_order"] == 1


def test_rejection_reason_reaches_the_model(ledger):
    result = refund(shop(ledger, approver=AlwaysDeny("refunds are frozen until Monday")))
    assert result.status == "blocked"
    assert "refunds are frozen until Monday" in error_of(result)["error"]
    assert CALLS.get("refund_order", 0) == 0
    last = ledger.rows[-1]
    assert (last["reason"], last["detail"]) == ("rejected", "rejected: refunds are frozen until Monday")


def test_callback_and_preset_approvers(ledger):
    seen: list[PendingCall] = []

    def only_small(call: PendingCall):
        seen.append(call)
        return "approve" if call.arguments["amount"] < 50 else ApprovalDecision("reject", "too large")

    assert refund(shop(ledger, approver=Callback(only_small))).ok
    assert seen[0].name == "refund_order" and seen[0].arguments["order_id"] == "O-1"
    assert refund(shop(ledger, approver=Preset({"refund_order": "approve"}))).ok
    assert refund(shop(ledger, approver=Preset({"c9": "approve"})), call_id="c9").ok
    unmatched = refund(shop(ledger, approver=Preset({"other_tool": "approve"})))
    assert unmatched.status == "blocked" and "no preset decision" in unmatched.error
    assert CALLS["refund_order"] == 3
    with pytest.raises(ValueError, match="'approve' or 'reject'"):
        Preset({"refund_order": "yes"})


def test_callback_verdict_shorthands(ledger):
    def never(call):
        return False

    rejected = refund(shop(ledger, approver=Callback(never)))
    assert rejected.error == "refund_order was not run: rejected by never"
    undecided = refund(shop(ledger, approver=Callback(lambda call: None)))
    assert undecided.status == "blocked" and undecided.error.endswith("no approval decision (fail closed)")
    assert CALLS.get("refund_order", 0) == 0


def test_approver_is_asked_only_for_side_effects(ledger):
    asked: list[str] = []
    dispatcher = shop(ledger, approver=Callback(lambda call: asked.append(call.name)))
    dispatcher.dispatch("lookup_order", args(order_id="O-1", include_items=None), call_id="c1")
    assert asked == []


def test_a_failing_approver_blocks(ledger):
    def broken(call):
        raise KeyError("no such user")

    result = refund(shop(ledger, approver=Callback(broken)))
    assert result.status == "blocked" and "the approver failed" in result.error
    assert CALLS.get("refund_order", 0) == 0


def test_from_env(monkeypatch):
    monkeypatch.delenv("LABKIT_AUTO_DECISION", raising=False)
    assert isinstance(from_env(), FailClosed)
    monkeypatch.setenv("LABKIT_AUTO_DECISION", "approve")
    assert isinstance(from_env(), AlwaysAllow)
    monkeypatch.setenv("LABKIT_AUTO_DECISION", "Reject")
    assert isinstance(from_env(), AlwaysDeny)
    for unknown in ("maybe", "yes", "approved", "1", "true", "  "):  # nothing but approve/reject decides
        monkeypatch.setenv("LABKIT_AUTO_DECISION", unknown)
        approver = from_env()
        assert isinstance(approver, FailClosed), unknown
        assert approver.decide(PendingCall("c", "refund_order")).verdict is None
    monkeypatch.setenv("LABKIT_AUTO_DECISION", "maybe")
    assert "LABKIT_AUTO_DECISION='maybe' is not a decision" in from_env().reason


def test_defer_holds_the_call_until_a_decision(ledger):
    dispatcher = shop(ledger, approver=Defer())
    held = refund(dispatcher)
    assert held.status == "blocked" and held.pending and held.reason == "awaiting_approval"
    assert (ledger.rows[-1]["status"], ledger.rows[-1]["reason"]) == ("blocked", "awaiting_approval")
    decided = dispatcher.dispatch("refund_order", args(order_id="O-1", amount=20, reason="damaged"), call_id="c2",
                                  decision=ApprovalDecision("approve", "approved by a human"))
    assert decided.ok and CALLS["refund_order"] == 1


# --- guard 6: exceptions ---------------------------------------------------------------------------


def test_tool_exceptions_become_error_outputs(ledger):
    dispatcher = shop(ledger)
    value_error = dispatcher.dispatch("lookup_order", args(order_id="O-404", include_items=None), call_id="c1")
    assert value_error.status == "error"
    assert error_of(value_error)["error"] == "ValueError: unknown order 'O-404': ids look like 'O-1'"
    runtime = dispatcher.dispatch("lookup_order", args(order_id="O-500", include_items=None), call_id="c2")
    assert runtime.error == "RuntimeError: database is down"
    assert "do not repeat" in error_of(runtime)["hint"]
    assert [row["detail"] for row in ledger.rows] == ["raised ValueError", "raised RuntimeError"]
    assert ledger.rows[0]["latency_ms"] == 120.0, "the function ran, so its modelled latency counts"


# --- guard 7: output budgets -----------------------------------------------------------------------


def test_long_list_is_trimmed_to_valid_json(ledger):
    result = shop(ledger, output_budget_tokens=60).dispatch("list_numbers", args(n=500), call_id="c1")
    assert result.ok and result.truncated
    assert result.tokens_before == count(json.dumps(list(range(500))))
    assert result.tokens_after <= 60 < result.tokens_before
    items = json.loads(result.output)
    kept = len(items) - 1
    assert items[:kept] == list(range(kept))
    assert items[-1] == f"... {500 - kept} more items truncated to fit a budget of 60 tokens"
    assert ledger.rows[0]["detail"] == f"truncated {result.tokens_before}→{result.tokens_after} tokens"


def test_small_output_is_left_alone(ledger):
    result = shop(ledger, output_budget_tokens=60).dispatch("list_numbers", args(n=3), call_id="c1")
    assert not result.truncated and result.output == "[0, 1, 2]"
    assert result.tokens_before == result.tokens_after
    assert ledger.rows[0]["detail"] == f"output {result.tokens_after} tokens"


def test_incident_timeline_is_trimmed_inside_its_object(ledger):
    registry = Registry.for_scenario("incidents", world=incidents.SCENARIO.new_world(),
                                     output_budget_tokens={"incident_timeline": 400})
    result = Dispatcher(registry, ledger=ledger).dispatch("incident_timeline", args(incident_id="INC-1042"),
                                                          call_id="c1")
    assert result.truncated and result.tokens_before > 5000 and result.tokens_after <= 400
    body = json.loads(result.output)
    assert body["incident_id"] == "INC-1042" and body["entry_count"] == 66
    assert 0 < len(body["entries"]) < 66
    assert body["truncated"] == f"entries: ... {66 - len(body['entries'])} more items truncated to fit a budget of 400 tokens"


def test_text_is_cut_with_a_marker(ledger):
    result = shop(ledger, output_budget_tokens=50).dispatch("long_text", args(words=400), call_id="c1")
    assert result.truncated and result.output.startswith("word0 word1")
    assert result.output.endswith(f"… [truncated: {result.tokens_before} tokens cut to 50]")
    assert result.tokens_after <= 50


def test_fit_output_without_budget():
    fitted = fit_output({"a": [1, 2]}, None)
    assert (fitted.text, fitted.truncated) == ('{"a": [1, 2]}', False)


# --- ledger rows -----------------------------------------------------------------------------------


def test_one_ledger_row_per_call_with_its_status(ledger):
    dispatcher = shop(ledger)
    with ledger.run(approach="unit", scenario="shop", api="chat") as run:
        run.next_step()
        dispatcher.dispatch("lookup_order", args(order_id="O-1", include_items=None), call_id="c1")
        dispatcher.dispatch("nope", "{}", call_id="c2")
        dispatcher.dispatch("refund_order", args(order_id="O-1", amount=1, reason="late"), call_id="c3")
    frame = ledger.frame()
    assert list(frame["kind"]) == ["tool"] * 3
    assert list(frame["status"]) == ["ok", "error", "blocked"]
    assert list(frame["run_id"]) == ["unit-shop-001"] * 3
    assert list(frame["step"]) == [1, 1, 1]
    assert list(frame["latency_ms"]) == [120.0, 0.0, 0.0]
    assert list(frame["start_ms"]) == [0.0, 120.0, 120.0]
    assert frame["wall_ms"].notna().all()
    assert frame["error"].iloc[1] == "unknown tool 'nope'"


# --- limits ----------------------------------------------------------------------------------------


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_workflow_step_without_a_result_stops_the_workflow_with_a_guardrail_row(ledger):
    def lookup(ctx):
        return ctx.call("lookup_order", order_id="O-1", include_items=None)

    def pay_back(ctx):
        return ctx.call("refund_order", order_id="O-1", amount=20, reason="damaged")  # fail closed: no approver

    def never(ctx):  # pragma: no cover - the workflow stops before this step
        raise AssertionError("a step after the failed one ran")

    with ledger.run(approach="workflow", scenario="shop") as run:
        result = run_workflow([lookup, pay_back, never], dispatcher=shop(ledger), ledger=ledger)

    assert result.stopped_by == "step_failed" and list(result.values) == ["lookup"]
    stop = ledger.rows[-1]
    assert (stop["run_id"], stop["kind"], stop["status"], stop["reason"]) == (run.run_id, "guardrail", "stopped",
                                                                              "step_failed")
    assert stop["detail"] == "step 'pay_back': refund_order blocked (no_approval)"
    assert CALLS.get("refund_order", 0) == 0


def test_limits_reject_nonsense():
    with pytest.raises(ValueError, match="above 0"):
        Limits(max_steps=0)


def test_watch_stops_at_each_limit(ledger):
    clock = FakeClock()
    with ledger.run(approach="unit", scenario="limits") as run:
        watch = Watch(Limits(max_steps=2, max_cost_usd=0.01, timeout_s=30, clock=clock))
        assert watch.check(ledger, run) is None
        watch.steps = 2
        assert watch.check(ledger, run).reason == "max_steps"
        watch.steps = 1
        ledger.record(kind="model", model="gpt-4.1-mini", cost_usd=0.02)
        stop = watch.check(ledger, run)
        assert stop.reason == "max_cost" and "0.020000" in stop.detail
    with ledger.run(approach="unit", scenario="timeout") as run:
        watch = Watch(Limits(max_steps=None, timeout_s=30, clock=clock))
        clock.now += 20
        watch.pause()
        clock.now += 1000  # waiting for a human does not count
        watch.resume()
        assert watch.check(ledger, run) is None
        clock.now += 15
        stop = watch.check(ledger, run)
        assert stop.reason == "timeout" and stop.detail == "timeout_s=30 reached: 35.0 s used"
        row = record_stop(run, stop)
    assert (row["kind"], row["name"], row["status"], row["reason"]) == ("guardrail", "timeout", "stopped", "timeout")


# --- self-checks (labkit.check) ---------------------------------------------------------------------


def test_check_tool_schema_says_what_is_right(capsys):
    from labkit.check import check_tool_schema as check

    assert check(incidents.create_ticket)
    assert check(Registry.for_scenario("recycling").chat_tools()[0])
    out = capsys.readouterr().out
    assert "✓ strict schema OK for 'create_ticket': 5 parameter(s)" in out
    assert "✓ strict schema OK for 'get_weather'" in out


def test_check_tool_schema_says_how_to_fix(capsys):
    from labkit.check import check_tool_schema as check

    schema = {"type": "object", "properties": {"city": {"type": "string"}, "radius": {"type": "integer", "default": 5000}},
              "required": ["city"], "additionalProperties": False}
    assert not check(schema, name="find_points")
    out = capsys.readouterr().out
    assert out.startswith("✗ Invalid schema for function 'find_points'") and "Missing 'radius'" in out
    assert "how to fix: list every property in \"required\"" in out and "int | None = None" in out
    assert not check({"type": "object", "properties": {}})
    assert "additionalProperties\": false to that object" in capsys.readouterr().out


def test_check_loop_result_names_what_is_missing(capsys):
    from labkit.check import check_loop_result
    from labkit.loops import LoopResult, ToolResult

    result = LoopResult(final_text="It is sunny.", steps=2, transcript=[], stopped_by=None, run_id="r",
                        tool_results=[ToolResult("c1", "get_weather", '{"error": "x"}', "error", "ValueError: x")])
    assert not check_loop_result(result, expect_tools=["get_weather", "search_places"], expect_in_answer=["sunny", "7°C"])
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "✓ the loop finished with an answer after 2 model call(s)",
        "✗ get_weather was called but never succeeded (error: ValueError: x)",
        "✗ search_places was never called (called: get_weather); check its description says when to use it",
        "✓ the answer mentions 'sunny'",
        "✗ the answer does not mention '7°C'; it says: 'It is sunny.'",
    ]
    stopped = LoopResult(None, 3, [], [], "max_steps", "r")
    assert not check_loop_result(stopped)
    assert "raise Limits(max_steps=...)" in capsys.readouterr().out


def test_check_best_deal_from_the_worlds_outbox(capsys):
    from labkit.check import check_best_deal

    world = deals.SCENARIO.new_world()
    assert not check_best_deal(world)
    best = deals.expected_best_deal()
    deals.notify_user_of_deal(world, best["description"], best["price"], best["estimated_true_value"], best["url"])
    assert check_best_deal(world)
    out = capsys.readouterr().out
    assert "✗ no notification was sent" in out and "✓ notified about the best deal: D-107" in out
    wrong = deals.scan_the_internet_for_bargains()[0]
    assert not check_best_deal({"url": wrong["url"]})
    assert "but the best deal is D-107" in capsys.readouterr().out


class _SaysApprove:
    def __str__(self) -> str:
        return "approve"


@pytest.mark.parametrize("garbage", [_SaysApprove(), 1, 1.0, "yes", "approved", {"verdict": "approve"}, ["approve"],
                                     b"approve", object()])
def test_as_decision_accepts_only_its_shorthands(garbage):
    with pytest.raises((TypeError, ValueError)):
        as_decision(garbage)
    assert ask(Callback(lambda call: garbage), PendingCall("c", "refund_order")).verdict is None


def test_as_decision_shorthands():
    assert [as_decision(value).verdict for value in ("approve", " Reject ", True, False, None)] == [
        "approve", "reject", "approve", "reject", None]

    class Sneaky(ApprovalDecision):
        @property
        def approved(self) -> bool:
            return True

    rebuilt = as_decision(Sneaky(None, "trust me"))
    assert type(rebuilt) is ApprovalDecision and not rebuilt.approved


def test_ask_fails_closed_for_missing_raising_and_async_approvers():
    call = PendingCall("c", "refund_order")

    async def later(call):
        return "approve"

    def times_out(call):
        raise TimeoutError("no answer in 30 s")

    for approver in (None, Callback(times_out), Callback(later), FailClosed()):
        decision = ask(approver, call)
        assert decision.verdict is None and not decision.approved, approver
    assert "TimeoutError" in ask(Callback(times_out), call).reason


def test_a_noted_output_counts_for_ordering_in_the_current_run_only(ledger):
    # a resumed conversation (a fallback after the primary's tool calls) keeps the ids those calls returned
    dispatcher = shop(ledger, approver=AlwaysAllow())
    with ledger.run(approach="test", scenario="noted"):
        dispatcher.note_output("lookup_order", {"order_id": "O-9", "items": None})
        assert dispatcher.dispatch("refund_order", args(order_id="O-9", amount=5, reason="late"), call_id="c1").ok
    with ledger.run(approach="test", scenario="other"):
        refused = dispatcher.dispatch("refund_order", args(order_id="O-9", amount=5, reason="late"), call_id="c2")
    assert refused.reason == "ordering"
