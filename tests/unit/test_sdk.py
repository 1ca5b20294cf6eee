"""labkit.sdk without a server: tool schemas, agent defaults, run limits (with the SDK's own
`ScriptedModel` test double), the turn log, approval helpers, and the fallback decision rules
driven by fake event sources (labkit's logic, not the SDK's)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from types import SimpleNamespace

import pytest
from agents import FunctionTool, MaxTurnsExceeded, ModelSettings
from agents.testing import ScriptedModel, assistant_message, function_call

from labkit import config
from labkit.ledger import Ledger
from labkit.loops import AlwaysAllow, AlwaysDeny, Callback, Defer, FailClosed, PendingCall, Registry
from labkit.scenarios import SCENARIOS, deals, incidents
from labkit.sdk import approvals, fallback, runners, tracing
from labkit.sdk.fallback import FallbackStream, StreamInterrupted
from labkit.sim.strict import check_strict_schema

RECYCLING = SCENARIOS["recycling"].functions


@pytest.fixture
def local_ledger():
    """A fresh ledger wired to the SDK's spans for one test; the previous processors come back after."""
    before = tracing.active_trace_processors()
    ledger = Ledger()
    tracing.install_local_tracing(ledger)
    yield ledger
    from agents import set_trace_processors

    set_trace_processors(list(before))


# --- tools ---------------------------------------------------------------------------------------


def test_recycling_tools_have_strict_schemas():
    tools = runners.recycling_tools()
    assert [tool.name for tool in tools] == [fn.__name__ for fn in RECYCLING]
    for tool in tools:
        assert tool.strict_json_schema
        check_strict_schema(tool.params_json_schema, label=tool.name, param="tools", code=None)


def test_optional_parameters_become_nullable_and_required():
    (tool,) = runners.tools_from([RECYCLING[-1]])  # find_collection_points
    schema = tool.params_json_schema
    assert set(schema["required"]) == {"location", "radius_m", "material"}
    assert {"type": "null"} in schema["properties"]["radius_m"]["anyOf"]
    assert schema["properties"]["location"]["type"] == "string"


def test_tools_from_marks_only_the_named_tools_for_approval():
    tools = runners.tools_from(RECYCLING[:2], needs_approval=["get_price_trend"])
    gates = {tool.name: tool.needs_approval for tool in tools}
    assert gates == {"get_weather": False, "get_price_trend": tracing.hold_for_approval}


def test_tools_from_rejects_an_unknown_approval_name_and_passes_tools_through():
    with pytest.raises(ValueError, match="get_wether"):
        runners.tools_from(RECYCLING, needs_approval=["get_wether"])
    (same,) = runners.tools_from([runners.weather_for_user])
    assert same is runners.weather_for_user


def test_scenario_tools_that_change_a_world_read_it_from_the_run_context(local_ledger):
    tools = runners.scenario_tools(incidents.SCENARIO, without_approval=["create_ticket"])  # explicitly unguarded
    ticket = tools[-1]
    assert ticket.name == "create_ticket" and "world" not in ticket.params_json_schema["properties"]
    check_strict_schema(ticket.params_json_schema, label=ticket.name, param="tools", code=None)
    model = ScriptedModel([[function_call("create_ticket", {
        "title": "Checkout slow", "service": "checkout", "severity": "SEV2", "summary": "p95 at 4s",
        "related_incident_id": "INC-1042"}, call_id="call_1")], [assistant_message("Filed TKT-1.")]], emit_traces=True)
    agent = runners.make_agent("Triage", "Triage.", tools=tools, model=model)
    world, other = incidents.SCENARIO.new_world(), incidents.SCENARIO.new_world()
    asyncio.run(runners.run(agent, "Open a ticket.", context=world, scenario="unit", ledger=local_ledger))
    assert [t["ticket_id"] for t in world.tickets] == ["TKT-1"] and other.tickets == []
    rows = local_ledger.frame()
    assert rows[rows.kind == "tool"][["name", "status", "latency_ms"]].values.tolist() == [
        ["create_ticket", "ok", 350.0]]  # the scenario's modelled latency


def test_a_world_tool_run_without_its_world_tells_the_model_what_is_missing(local_ledger):
    model = ScriptedModel([[function_call("notify_user_of_deal", {
        "deal_description": "Dyson V8", "deal_price": 239.99, "estimated_true_value": 399.99,
        "url": "https://deals.example.net/d"}, call_id="call_1")], [assistant_message("done")]], emit_traces=True)
    tools = runners.scenario_tools(deals.SCENARIO, without_approval=["notify_user_of_deal"])
    agent = runners.make_agent("Deals", "Deals.", tools=tools, model=model)
    asyncio.run(runners.run(agent, "Notify me.", scenario="unit", ledger=local_ledger))
    told = model.last_call.input[-1]["output"]
    assert "needs the run's world as the run context" in told and "context=DealsWorld()" in told


def ticket_model(*answers: str) -> ScriptedModel:
    """A scripted model that asks for one ticket, then answers with `answers` (one per later turn)."""
    return ScriptedModel([[function_call("create_ticket", {
        "title": "Checkout slow", "service": "checkout", "severity": "SEV2", "summary": "p95 at 4s",
        "related_incident_id": "INC-1042"}, call_id="call_1")], *[[assistant_message(text)] for text in answers]],
        emit_traces=True)


def test_scenario_side_effects_need_approval_unless_waived_explicitly():
    gated = {tool.name: tool.needs_approval for tool in runners.scenario_tools(incidents.SCENARIO)}
    assert gated["create_ticket"] is not False and gated["search_incidents"] is False
    for gates in (runners.scenario_tools(incidents.SCENARIO, needs_approval=[]),  # an empty list waives nothing
                  runners.tools_from([incidents.create_ticket]),                   # the scenario's own function
                  [runners.sdk_tool(incidents.create_ticket)]):
        assert all(tool.needs_approval is not False for tool in gates if tool.name == "create_ticket")
    assert runners.sdk_tool(incidents.create_ticket, needs_approval=False).needs_approval is False
    with pytest.raises(ValueError, match="need no approval anyway"):
        runners.scenario_tools(incidents.SCENARIO, without_approval=["search_incidents"])


@pytest.mark.parametrize("approver, reason", [(AlwaysDeny("frozen"), "rejected"), (FailClosed(), "no_approval"),
                                              (Callback(lambda call: "sure"), "no_approval")])
def test_run_with_an_approver_that_does_not_approve_never_runs_the_tool(local_ledger, approver, reason):
    model = ticket_model("No ticket.")
    world = incidents.SCENARIO.new_world()
    agent = runners.make_agent("Triage", "Triage.", tools=runners.scenario_tools(incidents.SCENARIO), model=model)
    result = asyncio.run(runners.run(agent, "Open a ticket.", context=world, scenario="unit", ledger=local_ledger,
                                     approver=approver))
    assert world.tickets == [] and not result.interruptions
    assert "create_ticket was not run" in model.last_call.input[-1]["output"]
    tool_rows = local_ledger.frame().query("kind == 'tool'")
    assert list(zip(tool_rows["status"], tool_rows["reason"])) == [("blocked", "awaiting_approval"),
                                                                   ("blocked", reason)]


def test_run_with_an_approving_approver_runs_the_tool_once(local_ledger):
    world = incidents.SCENARIO.new_world()
    agent = runners.make_agent("Triage", "Triage.", tools=runners.scenario_tools(incidents.SCENARIO),
                               model=ticket_model("Filed."))
    result = asyncio.run(runners.run(agent, "Open a ticket.", context=world, scenario="unit", ledger=local_ledger,
                                     approver=AlwaysAllow()))
    assert [t["ticket_id"] for t in world.tickets] == ["TKT-1"] and result.final_output == "Filed."


def test_the_tools_a_sweep_shares_between_runs_keep_each_runs_world_and_still_hold_side_effects(local_ledger):
    # a sweep builds a scenario's SDK tools once per process; runs sharing them must still see only
    # their own world, and a side effect must still wait for the run's approver
    from labkit.sdk.task_runs import shared_scenario_tools

    first, second = shared_scenario_tools(incidents.SCENARIO), shared_scenario_tools(incidents.SCENARIO)
    assert first is not second and all(a is b for a, b in zip(first, second, strict=True))
    fresh = runners.scenario_tools(incidents.SCENARIO)
    assert [(t.name, t.params_json_schema) for t in first] == [(t.name, t.params_json_schema) for t in fresh]
    assert {t.name: t.needs_approval for t in first} == {t.name: t.needs_approval for t in fresh}
    worlds = {}
    for label, approver in (("approved", AlwaysAllow()), ("rejected", AlwaysDeny("no")), ("approved again", AlwaysAllow())):
        world = worlds[label] = incidents.SCENARIO.new_world()
        agent = runners.make_agent("Triage", "Triage.", tools=shared_scenario_tools(incidents.SCENARIO),
                                   model=ticket_model("Done."))
        asyncio.run(runners.run(agent, "Open a ticket.", context=world, scenario="unit", ledger=local_ledger,
                                approver=approver))
    assert [[t["ticket_id"] for t in worlds[label].tickets] for label in worlds] == [["TKT-1"], [], ["TKT-1"]]


def test_run_with_a_deferring_approver_stays_paused(local_ledger):
    world = incidents.SCENARIO.new_world()
    agent = runners.make_agent("Triage", "Triage.", tools=runners.scenario_tools(incidents.SCENARIO),
                               model=ticket_model("Filed."))
    result = asyncio.run(runners.run(agent, "Open a ticket.", context=world, scenario="unit", ledger=local_ledger,
                                     approver=Defer()))
    assert world.tickets == [] and [item.name for item in result.interruptions] == ["create_ticket"]


def test_typed_context_tool_hides_the_context_from_the_model():
    schema = runners.weather_for_user.params_json_schema
    assert list(schema["properties"]) == ["waste_category"]
    check_strict_schema(schema, label="weather_for_user", param="tools", code=None)


def test_imperial_units_convert_every_measure():
    metric = {"location": "Oslo", "temperature_c": 10, "wind_kph": 16.09344, "precipitation_mm": 25.4}
    assert runners._in_units(metric, "metric") is metric
    assert runners._in_units(metric, "imperial") == {
        "location": "Oslo", "temperature_f": 50.0, "wind_mph": 10.0, "precipitation_in": 1.0}
    with pytest.raises(ValueError, match="imperial"):
        runners._in_units(metric, "kelvin")


# --- agents and runs -----------------------------------------------------------------------------


def test_make_agent_defaults():
    agent = runners.make_agent("Helper", "Be brief.")
    assert agent.name == "Helper" and agent.instructions == "Be brief."
    assert agent.model == config.DEFAULT_MODEL
    assert agent.tools == [] and agent.handoffs == []
    assert agent.output_type is None
    assert agent.model_settings == ModelSettings()


def test_make_agent_passes_options_through():
    settings = ModelSettings(temperature=0.0)
    agent = runners.make_agent("Helper", "Be brief.", tools=runners.recycling_tools(), model_settings=settings,
                               handoff_description="helps", tool_use_behavior="stop_on_first_tool")
    assert len(agent.tools) == 6 and all(isinstance(tool, FunctionTool) for tool in agent.tools)
    assert agent.model_settings is settings
    assert agent.handoff_description == "helps" and agent.tool_use_behavior == "stop_on_first_tool"


def test_local_run_config_keeps_tracing_on_without_sensitive_data():
    run_config = runners.local_run_config("lesson")
    assert run_config.workflow_name == "lesson"
    assert run_config.tracing_disabled is False
    assert run_config.trace_include_sensitive_data is False


def _calls(count: int) -> list:
    return [[function_call("get_weather", {"location": "Berlin", "waste_category": None}, call_id=f"call_{n}")]
            for n in range(count)]


def test_run_passes_max_turns(local_ledger):
    model = ScriptedModel(_calls(5))
    agent = runners.make_agent("Loop", "Weather.", tools=runners.recycling_tools()[:1], model=model)
    with pytest.raises(MaxTurnsExceeded, match=r"Max turns \(2\)"):
        asyncio.run(runners.run(agent, "Weather?", max_turns=2))
    assert model.remaining_steps == 3


def test_run_with_a_scenario_opens_a_ledger_run(local_ledger):
    model = ScriptedModel([*_calls(1), [assistant_message("Berlin is 7°C.")]], emit_traces=True)
    agent = runners.make_agent("Weather", "Weather.", tools=runners.recycling_tools()[:1], model=model)
    result = asyncio.run(runners.run(agent, "Weather?", scenario="unit", ledger=local_ledger))
    assert result.final_output == "Berlin is 7°C."
    rows = local_ledger.frame()
    tools = rows[rows.kind == "tool"]
    assert list(tools.run_id) == ["sdk-unit-001"] and list(tools.name) == ["get_weather"]
    assert list(tools.latency_ms) == [220.0]  # the declared scenario latency, not the wall clock


def test_run_refuses_a_model_name_without_a_connected_client():
    from labkit.errors import NotConnected
    from labkit.sdk.defaults import SdkDefaults

    before = SdkDefaults.read()
    SdkDefaults(None, before.processors).apply()  # what the SDK looks like before labkit.connect()
    try:
        with pytest.raises(NotConnected, match=r"labkit\.connect\(\)"):
            asyncio.run(runners.run(runners.make_agent("A", "x"), "hi"))
    finally:
        before.apply()


def test_run_returns_the_sdk_result_and_its_ledger_run(local_ledger):
    model = ScriptedModel([[assistant_message("Hello.")]])
    agent = runners.make_agent("Greeter", "Greet.", model=model)
    with local_ledger.run(approach="unit", scenario="greet") as outer:
        joined = asyncio.run(runners.run(agent, "hi"))
    opened = asyncio.run(runners.run(runners.make_agent("Greeter", "Greet.", model=ScriptedModel(
        [[assistant_message("Hi again.")]])), "hi", scenario="greet", ledger=local_ledger))
    assert isinstance(joined, runners.LabkitRun) and joined.ledger_run is outer and joined.final_output == "Hello."
    assert opened.ledger_run.run_id == "sdk-greet-002" and opened.result.final_output == "Hi again."
    assert not hasattr(opened.result, "labkit_ledger_run"), "the SDK's result is not patched"
    assert repr(opened) == "LabkitRun(finished, last_agent='Greeter', ledger_run='sdk-greet-002')"


def test_turn_log_records_each_step(local_ledger):
    model = ScriptedModel([*_calls(1), [assistant_message("done")]])
    agent = runners.make_agent("Weather", "Weather.", tools=runners.recycling_tools()[:1], model=model)
    log = runners.TurnLog()
    asyncio.run(runners.run(agent, "Weather?", hooks=log))
    assert [(t["turn"], t["tool_calls"], t["tools_run"], t["next_step"]) for t in log.turns] == [
        (1, ["get_weather"], ["get_weather"], "run_again"),
        (2, [], [], "final_output"),
    ]
    assert list(log.frame().columns) == ["turn", "agent", "tool_calls", "tools_run", "next_step", "detail"]


def test_turn_log_marks_an_interruption(local_ledger):
    model = ScriptedModel(_calls(1))
    agent = runners.make_agent("Weather", "Weather.", model=model,
                               tools=runners.tools_from(RECYCLING[:1], needs_approval=["get_weather"]))
    log = runners.TurnLog()
    result = asyncio.run(runners.run(agent, "Weather?", hooks=log))
    assert log.turns[-1]["next_step"] == "interruption" and log.turns[-1]["tools_run"] == []
    assert approvals.pending_approvals(result) == [("get_weather", {"location": "Berlin", "waste_category": None})]
    blocked = local_ledger.frame()
    assert list(blocked.status) == ["blocked"] and list(blocked.reason) == ["awaiting_approval"]


# --- approvals -----------------------------------------------------------------------------------


def test_pending_approvals_reads_names_and_arguments():
    paused = SimpleNamespace(interruptions=[SimpleNamespace(name="book", arguments='{"city": "Oslo"}'),
                                            SimpleNamespace(name="odd", arguments="not json")])
    assert approvals.pending_approvals(paused) == [("book", {"city": "Oslo"}), ("odd", {"_raw": "not json"})]
    assert approvals.pending_approvals(SimpleNamespace(interruptions=[])) == []


def test_decide_and_resume_says_what_is_wrong():
    agent = runners.make_agent("A", "x")
    with pytest.raises(ValueError, match="'approve'.*'reject'"):
        asyncio.run(approvals.decide_and_resume(agent, SimpleNamespace(interruptions=[1]), "maybe"))
    with pytest.raises(ValueError, match="not waiting for approval"):
        asyncio.run(approvals.decide_and_resume(agent, SimpleNamespace(interruptions=[]), "approve"))


def test_panel_without_pending_calls_and_without_a_loop():
    panel = approvals.SdkApprovalPanel(runners.make_agent("A", "x"), SimpleNamespace(interruptions=[]))
    assert panel.status == "no call is waiting" and panel.approve_button.disabled
    assert repr(panel) == "SdkApprovalPanel('no call is waiting')"
    waiting = approvals.SdkApprovalPanel(runners.make_agent("A", "x"), SimpleNamespace(
        interruptions=[SimpleNamespace(name="book", arguments="{}")]))
    assert waiting.status == "awaiting approval: book" and not waiting.reject_button.disabled
    waiting.approve_button.click()  # no running event loop here: the panel says what to do instead
    assert "await panel.decide('approve')" in waiting.status and waiting.task is None


# --- fallback decision rules, with fake sources ---------------------------------------------------


class Boom(Exception):
    pass


def primary_of(*deltas: str, fail: bool = False):
    async def primary():
        for delta in deltas:
            yield delta
        if fail:
            raise Boom("connection dropped")

    return primary


class FakeFallback:
    def __init__(self, text: str = "fallback answer", error: Exception | None = None) -> None:
        self.calls = 0
        self.text, self.error = text, error

    async def __call__(self) -> str:
        self.calls += 1
        if self.error:
            raise self.error
        return self.text


def collect(stream: FallbackStream) -> list[str]:
    async def main():
        return [delta async for delta in stream]

    return asyncio.run(main())


def guard_rows(ledger: Ledger) -> list[tuple[str, str]]:
    rows = ledger.frame()
    return [(row.status, row.detail) for row in rows.itertuples() if row.name == "fallback"]


def test_primary_ok_streams_and_logs_nothing():
    ledger, backup = Ledger(), FakeFallback()
    stream = FallbackStream(primary_of("Hel", "", "lo"), backup, ledger=ledger)
    assert collect(stream) == ["Hel", "lo"]
    assert stream.outcome.path == "primary" and stream.outcome.text == "Hello" and stream.last_path == "primary"
    assert backup.calls == 0 and len(ledger) == 0


def test_a_reader_that_stops_early_closes_the_primary():
    closed: list[bool] = []

    async def primary():
        try:
            yield "one"
            yield "two"
        finally:
            closed.append(True)

    async def main():
        stream = FallbackStream(primary, FakeFallback(), ledger=Ledger())
        async for delta in stream:
            assert delta == "one"
            break
        await stream.aclose()
        assert closed == [True]  # at once, not when the event loop shuts down
        return stream

    assert asyncio.run(main()).outcome is None


def test_failure_before_the_first_delta_is_served_by_the_fallback_once():
    ledger, backup = Ledger(), FakeFallback()
    stream = FallbackStream(primary_of("", fail=True), backup, ledger=ledger)
    assert collect(stream) == ["fallback answer"]
    assert backup.calls == 1 and stream.outcome.path == "fallback"
    assert guard_rows(ledger) == [("ok", "primary failed before first token: Boom: connection dropped; "
                                         "served by responses fallback")]


def test_failure_after_a_delta_raises_with_the_text_sent_and_never_falls_back():
    ledger, backup = Ledger(), FakeFallback()
    stream = FallbackStream(primary_of("Berlin", " is", fail=True), backup, ledger=ledger)
    seen: list[str] = []

    async def main():
        async for delta in stream:
            seen.append(delta)

    with pytest.raises(StreamInterrupted) as caught:
        asyncio.run(main())
    assert caught.value.text == "Berlin is" == "".join(seen)
    assert isinstance(caught.value.__cause__, Boom)
    assert backup.calls == 0 and stream.outcome.path == "interrupted"
    assert guard_rows(ledger) == [("error", "primary failed after 9 chars streamed: Boom: connection dropped; "
                                            "no fallback")]


def test_without_a_fallback_the_primary_error_is_raised_and_logged():
    ledger = Ledger()
    stream = FallbackStream(primary_of(fail=True), None, ledger=ledger)
    with pytest.raises(Boom):
        collect(stream)
    assert stream.outcome.path == "failed"
    assert guard_rows(ledger) == [("error", "primary failed before first token: Boom: connection dropped; no fallback")]


def test_a_failing_fallback_raises_its_own_error():
    ledger, backup = Ledger(), FakeFallback(error=RuntimeError("fallback down"))
    stream = FallbackStream(primary_of(fail=True), backup, ledger=ledger)
    with pytest.raises(RuntimeError, match="fallback down"):
        collect(stream)
    assert stream.outcome.path == "failed" and guard_rows(ledger)[0][0] == "error"
    assert "the responses fallback failed too: RuntimeError: fallback down" in guard_rows(ledger)[0][1]


def test_a_deliberate_stop_is_never_routed_around():
    ledger, backup = Ledger(), FakeFallback()
    stream = FallbackStream(primary_of(fail=True), backup, ledger=ledger, deliberate=(Boom,))
    with pytest.raises(Boom):
        collect(stream)
    assert backup.calls == 0 and stream.outcome.path == "stopped" and len(ledger) == 0


def test_an_sdk_that_does_not_import_goes_to_the_fallback(monkeypatch):
    def missing_sdk():
        raise ImportError("No module named 'agents'")

    monkeypatch.setattr(fallback, "_import_sdk", missing_sdk)
    ledger = Ledger()
    backup = SimpleNamespace(ledger=None, answer=lambda input, ledger: FakeFallback(f"answer to {input}")())
    stream = fallback.stream_with_fallback(runners.make_agent("A", "x"), "hi", fallback=backup, ledger=ledger)
    assert collect(stream) == ["answer to hi"]
    assert stream.outcome.path == "fallback"
    assert stream.outcome.reason == ("primary is unavailable: SdkUnavailable: cannot import the Agents SDK "
                                     "(No module named 'agents'); served by responses fallback")


def test_the_fallback_module_imports_without_the_sdk():
    code = ("import sys; sys.modules['agents'] = None\n"
            "from labkit.sdk.fallback import FallbackLoop, stream_with_fallback\n"
            "from labkit.sdk import FallbackStream\n"
            "print('ok')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "ok", done.stderr


def test_fallback_loop_checks_the_agent_tools():
    agent = runners.make_agent("R", "Recycle.", tools=runners.recycling_tools())
    with pytest.raises(ValueError, match="get_weather"):
        fallback.FallbackLoop.for_agent(agent, Registry.from_functions(RECYCLING[1:]), client=None)
    loop = fallback.FallbackLoop.for_agent(agent, Registry.for_scenario("recycling"), client=None)
    assert loop.model == config.DEFAULT_MODEL and loop.instructions == "Recycle."
    assert loop.registry.names == [tool.name for tool in agent.tools]


def primary_that_ran(*tools: str, items=None):
    """A primary that ran `tools` (says so in the stream's progress), then failed before any text."""
    holder: dict = {}

    async def primary():
        holder["stream"].progress = fallback.PrimaryProgress(list(tools), items)
        raise Boom("connection dropped")
        yield  # pragma: no cover

    return primary, holder


def test_a_primary_that_ran_tools_is_resumed_never_restarted():
    primary, holder = primary_that_ran("create_ticket", items=[{"role": "user", "content": "x"}])
    resumed: list = []

    async def resume(progress):
        resumed.append(progress.tools_run)
        return "resumed answer"

    ledger, backup = Ledger(), FakeFallback()
    stream = holder["stream"] = FallbackStream(primary, backup, ledger=ledger, resume=resume)
    assert collect(stream) == ["resumed answer"]
    assert backup.calls == 0 and resumed == [["create_ticket"]] and stream.outcome.path == "fallback"


@pytest.mark.parametrize("items, resume", [(None, True), ([{"role": "user", "content": "x"}], False)])
def test_a_primary_that_ran_tools_without_a_way_to_resume_refuses_to_fall_back(items, resume):
    primary, holder = primary_that_ran("search_incidents", "create_ticket", items=items)

    async def resume_fn(progress):  # pragma: no cover - must not be called
        raise AssertionError("resumed without the conversation")

    ledger, backup = Ledger(), FakeFallback()
    stream = holder["stream"] = FallbackStream(primary, backup, ledger=ledger, resume=resume_fn if resume else None)
    with pytest.raises(Boom):
        collect(stream)
    assert backup.calls == 0 and stream.outcome.path == "failed"
    [row] = [row for row in ledger.rows if row["name"] == "fallback"]
    assert row["reason"] == "fallback_refused" and "2 tool calls (search_incidents, create_ticket) ran" in row["detail"]


def test_no_repeat_rejects_side_effects_that_ran_and_asks_about_the_rest():
    gate = fallback.NoRepeat(AlwaysAllow(), ["create_ticket"])
    assert gate.decide(PendingCall("c1", "create_ticket")).verdict == "reject"
    assert gate.decide(PendingCall("c2", "notify_user_of_deal")).approved
    assert fallback.NoRepeat(None, []).decide(PendingCall("c3", "notify_user_of_deal")).verdict is None


# --- the SDK approval panel: headless decisions, failed clicks ----------------------------------------


def booking_tools(made: list):
    def book_pickup(city: str) -> dict:
        """Book a bulky-waste pick-up (side effect).

        Args:
            city: The city.
        """
        made.append(city)
        return {"booked": True, "city": city}

    return runners.tools_from([book_pickup], side_effects=["book_pickup"])


def paused_booking(steps, made, ledger):
    from agents.testing import ModelStep  # noqa: F401  (steps may be ModelStep objects)

    model = ScriptedModel([[function_call("book_pickup", {"city": "Hamburg"}, call_id="call_1")], *steps],
                          emit_traces=True)
    agent = runners.make_agent("Booker", "Book.", tools=booking_tools(made), model=model)
    return agent, asyncio.run(runners.run(agent, "Book it.", scenario="unit", ledger=ledger))


def test_sdk_panel_decides_from_the_environment_only_when_the_runner_set_it(local_ledger, monkeypatch):
    made: list = []
    agent, paused = paused_booking([[assistant_message("Booked.")]], made, local_ledger)
    panel = approvals.SdkApprovalPanel(agent, paused)
    for value in (None, "", "yes", "approved"):
        if value is None:
            monkeypatch.delenv("LABKIT_AUTO_DECISION", raising=False)
        else:
            monkeypatch.setenv("LABKIT_AUTO_DECISION", value)
        assert asyncio.run(panel.decide_from_env()) is None and made == [], value
        assert "waiting for your decision above" in panel.status and not panel.approve_button.disabled
    monkeypatch.setenv("LABKIT_AUTO_DECISION", "approve")
    assert asyncio.run(panel.decide_from_env()).final_output == "Booked." and made == ["Hamburg"]


def test_sdk_panel_failed_reject_keeps_the_call_held_and_a_retry_works(local_ledger):
    from agents.testing import ModelStep

    made: list = []
    agent, paused = paused_booking([ModelStep.raise_error(RuntimeError("the model server is gone")),
                                    [assistant_message("Not booked.")]], made, local_ledger)
    panel = approvals.SdkApprovalPanel(agent, paused)
    with pytest.raises(RuntimeError):
        asyncio.run(panel.decide("reject", reason="too early"))
    assert "the resumed run failed: RuntimeError: the model server is gone" in panel.status
    assert "still awaiting approval" in panel.status and not panel.reject_button.disabled
    assert panel.decided is False and made == []
    assert asyncio.run(panel.decide("reject", reason="too early")).final_output == "Not booked."
    assert panel.status.startswith("rejected book_pickup (too early); the run finished") and made == []


def test_sdk_panel_failure_after_the_tool_ran_never_runs_it_again(local_ledger):
    from agents.testing import ModelStep

    made: list = []
    agent, paused = paused_booking([ModelStep.raise_error(RuntimeError("gone"))], made, local_ledger)
    panel = approvals.SdkApprovalPanel(agent, paused)

    async def click_and_wait():
        panel.approve_button.click()  # a click never raises: the failure goes to the status line
        await panel.task
        panel.approve_button.click()  # nothing is held any more: nothing happens
        return panel.task

    asyncio.run(click_and_wait())
    assert made == ["Hamburg"], "the booking ran once and was not repeated"
    assert "book_pickup ran, then the resumed run failed" in panel.status and panel.approve_button.disabled
