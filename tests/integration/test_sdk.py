"""labkit.sdk against a real simulator over HTTP, with the real openai and openai-agents clients.

`labkit.connect("sim", ledger=Ledger())` per test, closed after it (so the SDK's defaults are put
back and no test leaks them into the next): the simulator is shared by the process, the clients
and the ledger are new. Faults are injected per request (`x-labkit-fault` header) or
server-wide inside `conn.sim.faults(...)`; exact model behaviour comes from a separate simulator
with a `ScriptedPolicy`.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from agents import (
    GuardrailFunctionOutput,
    InputGuardrailTripwireTriggered,
    MaxTurnsExceeded,
    ModelSettings,
    OpenAIResponsesModel,
    StopAtTools,
    input_guardrail,
)
from openai import AsyncOpenAI

import labkit
from labkit import config, sim
from labkit.ledger import Ledger
from labkit.loops import Registry
from labkit.scenarios import recycling
from labkit.sdk import (
    FallbackLoop,
    LocalTraceProcessor,
    SdkApprovalPanel,
    StreamInterrupted,
    TurnLog,
    UserContext,
    active_trace_processors,
    decide_and_resume,
    make_agent,
    pending_approvals,
    recycling_tools,
    run,
    stream_with_fallback,
    tools_from,
    weather_for_user,
)
from labkit.sdk import fallback as fallback_module
from labkit.sim import policy as sim_policy

RESPONSES = "/v1/responses"


@pytest.fixture
def conn():
    with labkit.connect("sim", ledger=Ledger()) as connection:
        yield connection


def run_async(conn, main: Callable[[], Awaitable[Any]]) -> Any:
    """`asyncio.run(main())`, closing the connection's async client inside that loop."""

    async def wrapper():
        try:
            return await main()
        finally:
            await conn.async_client.close()

    return asyncio.run(wrapper())


def model_posts(conn, since: int) -> list[dict]:
    return [r for r in conn.sim.requests[since:] if r["method"] == "POST" and r["path"] == RESPONSES]


def rows(conn, **where: str) -> list[dict]:
    return [row for row in conn.ledger.rows if all(row[key] == value for key, value in where.items())]


def recycler(**options: Any):
    return make_agent("Recycler", "You help households recycle.", tools=recycling_tools(), **options)


# --- runner, ledger and tracing --------------------------------------------------------------------


def test_runner_answers_with_facts_and_logs_model_and_tool_rows_in_one_run(conn):
    result = run_async(conn, lambda: run(recycler(), "What's the weather in Berlin today? Can I put the paper "
                                                     "bin out?", scenario="recycling"))
    weather = recycling.get_weather("Berlin", "paper")
    assert f"{weather['temperature_c']}°C" in result.final_output and "Berlin" in result.final_output
    frame = conn.ledger.frame()
    assert set(frame.run_id) == {"sdk-recycling-001"}
    assert list(frame.kind) == ["model", "tool", "model"]
    assert list(frame.name)[1] == "get_weather"
    assert (frame[frame.kind == "model"].input_tokens > 0).all()
    assert frame[frame.kind == "tool"].latency_ms.tolist() == [220.0]


def test_max_turns_exceeded_with_a_scripted_model(conn):
    step = sim_policy.call("get_weather", location="Berlin", waste_category=None)
    script = sim.ScriptedPolicy([step, step, step])
    with sim.start(policy=script) as scripted:

        async def main():
            client = AsyncOpenAI(base_url=scripted.base_url, api_key=config.SIM_API_KEY)
            model = OpenAIResponsesModel(model=config.DEFAULT_MODEL, openai_client=client)
            try:
                with pytest.raises(MaxTurnsExceeded, match=r"Max turns \(2\)"):
                    await run(recycler(model=model), "Weather?", max_turns=2, scenario="loop")
            finally:
                await client.close()

        run_async(conn, main)
    assert script.remaining == 1
    assert [row["name"] for row in rows(conn, kind="tool")] == ["get_weather", "get_weather"]


@pytest.mark.parametrize("units", ["metric", "imperial"])
def test_typed_context_tool_reads_the_location_from_context(conn, units):
    agent = make_agent("Local weather", "You answer weather questions for the user.", tools=[weather_for_user])
    result = run_async(conn, lambda: run(agent, "What's the weather like today?",
                                         context=UserContext(location="Munich", units=units)))
    assert "Munich" in result.final_output
    celsius = recycling.get_weather("Munich")["temperature_c"]
    shown = f"{celsius}°C" if units == "metric" else f"{round(celsius * 9 / 5 + 32, 1)}°F"
    assert shown in result.final_output
    assert [row["name"] for row in rows(conn, kind="tool")] == ["weather_for_user"]


def specialists() -> list:
    tools = {spec.name: spec.fn for spec in recycling.SCENARIO.tools}
    return [
        make_agent("Weather specialist", "You answer questions about today's weather and bins.",
                   handoff_description="Answers weather questions and says whether to put a waste bin out",
                   tools=tools_from([tools["get_weather"]])),
        make_agent("Places specialist", "You find repair cafés, second-hand shops and recycling centres.",
                   handoff_description="Finds repair cafés, second-hand shops and recycling centres",
                   tools=tools_from([tools["search_places"]])),
        make_agent("Bulk waste specialist", "You explain how to dispose of bulky waste.",
                   handoff_description="Explains bulky waste disposal: booking a pick-up, fees, accepted items",
                   tools=tools_from([tools["get_bulk_waste_info"]])),
    ]


@pytest.mark.parametrize(("question", "specialist", "tool"), [
    ("What's the weather in Berlin today?", "Weather specialist", "get_weather"),
    ("I need a repair cafe in Munich", "Places specialist", "search_places"),
    ("How do I book a bulky waste pick-up for an old sofa in Hamburg?", "Bulk waste specialist",
     "get_bulk_waste_info"),
])
def test_triage_hands_off_to_the_right_specialist(conn, question, specialist, tool):
    triage = make_agent("Triage", "Route the user to the right specialist.", handoffs=specialists())
    log = TurnLog()
    result = run_async(conn, lambda: run(triage, question, hooks=log, scenario="triage"))
    assert result.last_agent.name == specialist
    assert [(row["kind"], row["name"]) for row in conn.ledger.rows if row["kind"] != "model"] == [
        ("handoff", specialist), ("tool", tool)]
    assert [turn["next_step"] for turn in log.turns] == ["handoff", "run_again", "final_output"]
    assert [turn["agent"] for turn in log.turns] == ["Triage", specialist, specialist]


@input_guardrail
async def no_homework(ctx, agent, user_input) -> GuardrailFunctionOutput:
    return GuardrailFunctionOutput(output_info=None, tripwire_triggered="homework" in str(user_input).lower())


def test_input_guardrail_trips_and_the_fallback_never_routes_around_it(conn):
    agent = recycler(input_guardrails=[no_homework])
    loop = FallbackLoop.for_agent(agent, Registry.for_scenario("recycling"), client=conn.async_client)

    async def main():
        with pytest.raises(InputGuardrailTripwireTriggered):
            await run(agent, "Do my homework: what's the weather in Berlin?")
        stream = stream_with_fallback(agent, "Homework: weather in Berlin?", fallback=loop)
        with pytest.raises(InputGuardrailTripwireTriggered):
            await stream.text()
        return stream

    stream = run_async(conn, main)
    assert stream.outcome.path == "stopped"
    assert [row["status"] for row in rows(conn, kind="guardrail")] == ["blocked", "blocked"]
    assert rows(conn, kind="tool") == []


@pytest.mark.parametrize("behaviour", [StopAtTools(stop_at_tool_names=["get_weather"]), "stop_on_first_tool"],
                         ids=["StopAtTools", "stop_on_first_tool"])
def test_stopping_at_a_tool_makes_its_output_the_final_output(conn, behaviour):
    log = TurnLog()
    result = run_async(conn, lambda: run(recycler(tool_use_behavior=behaviour), "Weather in Zurich?", hooks=log))
    assert "'temperature_c'" in result.final_output and "Zurich" in result.final_output
    assert len(rows(conn, kind="model")) == 1
    assert [(turn["tools_run"], turn["next_step"]) for turn in log.turns] == [(["get_weather"], "final_output")]


# --- approvals -------------------------------------------------------------------------------------


class Bookings:
    """A side-effect tool with a counter, so a test sees whether it really ran."""

    def __init__(self) -> None:
        self.made: list[dict] = []

    def tool(self):
        def book_bulky_pickup(city: str, item: str) -> dict:
            """Book a bulky-waste pick-up of one item in a city.

            Args:
                city: The city, e.g. "Hamburg".
                item: What to pick up.
            """
            self.made.append({"city": city, "item": item})
            return {"booked": True, "city": city}

        return tools_from([book_bulky_pickup], needs_approval=["book_bulky_pickup"])


def booking_agent(bookings: Bookings):
    return make_agent("Booker", "You book bulky-waste pick-ups.", tools=bookings.tool())


QUESTION = "Please book a bulky waste pick-up for my sofa in Hamburg."


def test_approve_runs_the_tool_once(conn):
    bookings = Bookings()
    agent = booking_agent(bookings)

    async def main():
        paused = await run(agent, QUESTION)
        assert [name for name, _ in pending_approvals(paused)] == ["book_bulky_pickup"]
        assert pending_approvals(paused)[0][1]["city"] == "Hamburg" and bookings.made == []
        return await decide_and_resume(agent, paused, "approve")

    result = run_async(conn, main)
    assert len(bookings.made) == 1 and not result.interruptions
    assert "Hamburg" in result.final_output
    assert [row["status"] for row in rows(conn, kind="tool")] == ["blocked", "ok"]


def test_reject_never_runs_the_tool_and_the_answer_says_so(conn):
    bookings = Bookings()
    agent = booking_agent(bookings)

    async def main():
        paused = await run(agent, QUESTION)
        return await decide_and_resume(agent, paused, "reject", reason="too expensive")

    result = run_async(conn, main)
    assert bookings.made == []
    assert "not approved" in result.final_output.lower()
    tool_rows = rows(conn, kind="tool")
    assert [(row["status"], row["reason"]) for row in tool_rows] == [("blocked", "awaiting_approval"),
                                                                     ("blocked", "rejected")]
    assert tool_rows[1]["detail"] == "rejected by a human: too expensive"


def test_panel_decides_headless_from_the_environment(conn, monkeypatch):
    monkeypatch.setenv(config.ENV_AUTO_DECISION, "reject")
    bookings = Bookings()
    agent = booking_agent(bookings)

    async def main():
        panel = SdkApprovalPanel(agent, await run(agent, QUESTION))
        assert panel.status == "awaiting approval: book_bulky_pickup"
        await panel.decide_from_env()
        assert await panel.decide("approve") is panel.result  # only the first decision counts
        return panel

    panel = run_async(conn, main)
    assert bookings.made == [] and panel.status.startswith("rejected book_bulky_pickup; the run finished")
    assert panel.approve_button.disabled and panel.reject_button.disabled


def test_panel_click_schedules_the_resume_without_blocking(conn):
    bookings = Bookings()
    agent = booking_agent(bookings)

    async def main():
        panel = SdkApprovalPanel(agent, await run(agent, QUESTION))
        panel.approve_button.click()  # returns at once: the resume is a scheduled task
        assert panel.task is not None and not panel.task.done() and bookings.made == []
        await panel.task
        return panel

    panel = run_async(conn, main)
    assert len(bookings.made) == 1 and panel.result is not None
    assert panel.status.startswith("approved book_bulky_pickup; the run finished")


# --- fallback rules against real injected faults ---------------------------------------------------


def stream_all(conn, agent, question: str, *, fallback: FallbackLoop | None, spec: str | None = None):
    """Consume a fallback stream (inside `conn.sim.faults(spec)` when given); returns
    (deltas, stream, error, POSTs to /v1/responses made meanwhile)."""
    since = len(conn.sim.requests)
    deltas: list[str] = []

    async def main():
        stream = stream_with_fallback(agent, question, fallback=fallback)
        try:
            async for delta in stream:
                deltas.append(delta)
        except Exception as error:
            return stream, error
        return stream, None

    if spec:
        with conn.sim.faults(spec):
            stream, error = run_async(conn, main)
    else:
        stream, error = run_async(conn, main)
    return deltas, stream, error, model_posts(conn, since)


def fallback_for(conn, agent) -> FallbackLoop:
    return FallbackLoop.for_agent(agent, Registry.for_scenario("recycling"), client=conn.async_client)


def test_primary_streams_text_deltas(conn):
    agent = recycler()
    deltas, stream, error, posts = stream_all(conn, agent, "What's the weather in Vienna?",
                                              fallback=fallback_for(conn, agent))
    assert error is None and len(deltas) > 3 and stream.outcome.path == "primary"
    assert "Vienna" in "".join(deltas) and len(posts) == 2
    assert rows(conn, kind="guardrail") == []


def test_a_cut_before_the_first_token_is_answered_once_by_the_fallback(conn):
    cut = ModelSettings(extra_headers={"x-labkit-fault": "stream_cut:0@1"})
    agent = recycler(model_settings=cut)
    deltas, stream, error, posts = stream_all(conn, agent, "What's the weather in Vienna?",
                                              fallback=fallback_for(conn, agent))
    assert error is None and stream.outcome.path == "fallback"
    text = "".join(deltas)
    answer = stream.outcome.text
    assert "Vienna" in answer and text == answer and len(deltas) == 1  # shown once, nothing before it
    assert [post["note"] for post in posts] == ["stream_cut", None, None]  # the cut, then the fallback loop
    (guard,) = rows(conn, kind="guardrail")
    assert guard["status"] == "ok"
    assert guard["detail"].startswith("primary failed before first token: APIConnectionError")
    assert guard["detail"].endswith("served by responses fallback")


def test_a_cut_after_some_tokens_raises_and_never_falls_back(conn):
    agent = recycler()
    deltas, stream, error, posts = stream_all(conn, agent, "What's the weather in Vienna?",
                                              fallback=fallback_for(conn, agent), spec="stream_cut:5@2")
    assert isinstance(error, StreamInterrupted)
    assert error.text == "".join(deltas) and len(deltas) == 5
    assert stream.outcome.path == "interrupted"
    assert [post["note"] for post in posts] == [None, "stream_cut"]  # nothing after the cut
    (guard,) = rows(conn, kind="guardrail")
    assert guard["status"] == "error"
    assert guard["detail"].startswith(f"primary failed after {len(error.text)} chars streamed")


def test_an_sdk_import_failure_is_served_by_the_fallback(conn, monkeypatch):
    def missing_sdk():
        raise ImportError("No module named 'agents'")

    monkeypatch.setattr(fallback_module, "_import_sdk", missing_sdk)
    agent = recycler()
    deltas, stream, error, posts = stream_all(conn, agent, "What's the weather in Vienna?",
                                              fallback=fallback_for(conn, agent))
    assert error is None and stream.outcome.path == "fallback" and len(deltas) == 1
    assert "Vienna" in deltas[0] and len(posts) == 2
    assert [row["name"] for row in rows(conn, kind="tool")] == ["get_weather"]
    assert rows(conn, kind="guardrail")[0]["detail"].startswith("primary is unavailable: SdkUnavailable")


# --- nothing leaves the machine --------------------------------------------------------------------


class SocketGuard:
    """Refuses (and records) every connection to, or name lookup of, a non-loopback address made
    in this process. Lookups count too: offline, a request to api.openai.com fails at DNS, before
    any connect."""

    def __init__(self) -> None:
        self.loopback: list[Any] = []
        self.refused: list[Any] = []

    def install(self, monkeypatch) -> None:
        connect, getaddrinfo = socket.socket.connect, socket.getaddrinfo

        def guarded_connect(sock: socket.socket, address: Any) -> Any:
            self._check(address)
            self.loopback.append(address)
            return connect(sock, address)

        def guarded_getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
            self._check((host.decode() if isinstance(host, bytes) else host, None))
            return getaddrinfo(host, *args, **kwargs)

        monkeypatch.setattr(socket.socket, "connect", guarded_connect)
        monkeypatch.setattr(socket, "getaddrinfo", guarded_getaddrinfo)

    def _check(self, address: Any) -> None:
        if not self._is_loopback(address):
            self.refused.append(address)
            raise ConnectionRefusedError(f"test socket guard: no connection to {address!r}")

    @staticmethod
    def _is_loopback(address: Any) -> bool:
        if not isinstance(address, tuple):  # a unix socket path
            return True
        host = address[0]
        if host is None:
            return True
        try:
            return ipaddress.ip_address(host).is_loopback
        except ValueError:
            return host == "localhost"


def test_tracing_stays_local(conn, monkeypatch):
    guard = SocketGuard()
    guard.install(monkeypatch)
    processors = active_trace_processors()
    assert [type(processor) for processor in processors] == [LocalTraceProcessor]
    assert processors[0].ledger is conn.ledger
    traces_before = len(conn.sim.traces)

    async def main():
        result = await run(recycler(), "How is copper priced at the moment?", scenario="offline")
        from agents.tracing import get_trace_provider

        get_trace_provider().force_flush()  # an exporter, if one were installed, would send now
        return result

    result = run_async(conn, main)
    assert result.final_output
    assert guard.refused == [] and guard.loopback  # the guard saw the simulator traffic
    assert len(conn.sim.traces) == traces_before
    assert not [r for r in conn.sim.requests if "traces" in r["path"]]
    tools = rows(conn, kind="tool")
    assert tools and {row["run_id"] for row in tools} == {"sdk-offline-001"}
    assert processors[0].traces and processors[0].traces[-1]["workflow"] == "sdk:offline"


def test_resuming_a_paused_run_rejoins_its_ledger_run():
    import asyncio

    from agents import function_tool

    import labkit
    from labkit.ledger import Ledger
    from labkit.sdk import decide_and_resume, make_agent, run

    booked: list[str] = []

    @function_tool(needs_approval=True)
    def book_bulk_waste_pickup(city: str) -> str:
        """Book a bulk waste pickup in a city.

        Args:
            city: The city.
        """
        booked.append(city)
        return f"booked in {city}"

    conn = labkit.connect("sim", ledger=Ledger())
    agent = make_agent("Booker", "You book bulk waste pickups.", tools=[book_bulk_waste_pickup])

    async def main():
        paused = await run(agent, "Please book a bulk waste pickup in Hamburg.", scenario="booking", ledger=conn.ledger)
        assert paused.interruptions and paused.ledger_run.run_id == "sdk-booking-001"
        return await decide_and_resume(agent, paused, "reject", reason="no slots left")

    with conn:
        resumed = asyncio.run(main())
    assert resumed.ledger_run.run_id == "sdk-booking-001" and resumed.result.final_output
    assert booked == []
    run_ids = set(conn.ledger.frame()["run_id"])
    assert run_ids == {"sdk-booking-001"}, run_ids  # nothing fell into adhoc-000
    blocked = conn.ledger.frame().query("kind == 'tool' and status == 'blocked'")
    assert "no slots left" in blocked["detail"].iloc[-1]
