"""The Responses API's WebSocket mode: the unchanged Agents SDK (`OpenAIResponsesWSModel`,
`responses_websocket_session`) and a raw `websockets` client against a real `labkit.sim` server.

- the SDK completes multi-turn runs with tools and a handoff over ONE socket (run and streamed);
- faults work mid-socket: a 429 / 500 as an error frame (the SDK's retry policy retries the 500),
  a dropped connection, a `hang`, a mid-stream error;
- a side-effect tool that needs approval never runs without one over the socket;
- hostile frames get an OpenAI-shaped error frame (or, past the size limit, a close with a clear
  reason), the socket keeps serving, and other clients are never stalled;
- labkit's metered model writes one ledger row per turn attempt, with the same columns as HTTP,
  and the modelled network round trips per transport (`rtt_ms`).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx2
import openai
import pytest
from agents import (
    Agent,
    ModelRetrySettings,
    ModelSettings,
    Runner,
    function_tool,
    responses_websocket_session,
    retry_policies,
)
from agents.models.openai_responses import OpenAIResponsesWSModel, ResponsesWebSocketError
from websockets.asyncio.client import connect as ws_connect
from websockets.exceptions import ConnectionClosed, ConnectionClosedError, InvalidStatus

import labkit
from labkit import sim
from labkit.ledger import COLUMNS, WALL_COLUMNS, Ledger
from labkit.sdk import responses_model

API_KEY = "sk-labkit-test"
MODEL = "gpt-4o-mini"
TERMINAL = ("response.completed", "response.incomplete", "response.failed", "error")


def ws_url(server: sim.SimServer) -> str:
    return server.base_url.replace("http://", "ws://") + "/responses"


def ws_turns(server: sim.SimServer) -> list[dict[str, Any]]:
    return [entry for entry in server.requests if entry["method"] == "WS"]


class Side:
    def __init__(self) -> None:
        self.weather: list[str] = []
        self.refunds: list[str] = []


def desk_agents(model: Any, side: Side) -> Agent:
    """A triage agent that hands weather questions to a desk with a `get_weather` tool."""

    @function_tool
    def get_weather(city: str) -> str:
        """Get the current weather for a city."""
        side.weather.append(city)
        return json.dumps({"city": city, "temperature_c": 17, "conditions": "cloudy"})

    weather = Agent(name="Weather agent", instructions="You answer weather questions with the get_weather tool.",
                    handoff_description="Answers questions about the weather and forecasts", tools=[get_weather],
                    model=model)
    billing = Agent(name="Billing agent", instructions="You handle invoices, payments and refunds.",
                    handoff_description="Handles billing, invoices, payments and refunds", model=model)
    return Agent(name="Triage agent", instructions="Route the user to the right specialist.",
                 handoffs=[billing, weather], model=model)


async def run_agent(agent: Agent, prompt: Any, *, streamed: bool, **options: Any) -> Any:
    if not streamed:
        return await Runner.run(agent, prompt, **options)
    result = Runner.run_streamed(agent, prompt, **options)
    async for _event in result.stream_events():
        pass
    return result


def ws_model(server: sim.SimServer, **client_options: Any) -> tuple[OpenAIResponsesWSModel, openai.AsyncOpenAI]:
    client = openai.AsyncOpenAI(base_url=server.base_url, api_key=API_KEY, **client_options)
    return OpenAIResponsesWSModel(model=MODEL, openai_client=client), client


# --- the unchanged SDK over the simulator's WebSocket ----------------------------------------------


@pytest.mark.parametrize("streamed", [False, True], ids=["run", "streamed"])
def test_sdk_multi_turn_run_with_tools_and_a_handoff_over_one_socket(fresh_server, streamed):
    side = Side()

    async def main():
        model, client = ws_model(fresh_server)
        try:
            triage = desk_agents(model, side)
            first = await run_agent(triage, "What's the weather forecast for Lisbon?", streamed=streamed)
            second = await run_agent(triage, "And what's the weather in Porto?", streamed=streamed)
            return first, second
        finally:
            await model.close()
            await client.close()

    first, second = asyncio.run(main())
    assert first.last_agent.name == "Weather agent" and second.last_agent.name == "Weather agent"
    assert side.weather == ["Lisbon", "Porto"]
    assert "Lisbon" in first.final_output and "17" in first.final_output and "Porto" in second.final_output
    assert len(first.raw_responses) == 3  # triage's handoff, the tool call, the answer
    assert first.context_wrapper.usage.requests == 3 and first.context_wrapper.usage.input_tokens > 0
    turns = ws_turns(fresh_server)
    assert [entry["status"] for entry in turns] == [101] + [200] * 6  # one handshake, six turns on it
    assert not [entry for entry in fresh_server.requests if entry["method"] == "POST"]  # nothing over HTTP
    assert "get_weather: chosen for" in " ".join(fresh_server.why(-2))  # the rationale, as for an HTTP call


def test_responses_websocket_session_runs_named_models_over_the_socket(fresh_server):
    side = Side()

    async def main():
        async with responses_websocket_session(api_key=API_KEY, base_url=fresh_server.base_url) as session:
            return await session.run(desk_agents(MODEL, side), "What's the weather forecast for Oslo?")

    result = asyncio.run(main())
    assert result.last_agent.name == "Weather agent" and side.weather == ["Oslo"]
    assert [entry["status"] for entry in ws_turns(fresh_server)] == [101, 200, 200, 200]


def test_a_tool_that_needs_approval_never_runs_without_one_over_the_socket(fresh_server):
    refunds: list[str] = []

    @function_tool(needs_approval=True)
    def issue_refund(order_id: str, amount_usd: float) -> str:
        """Issue a refund for an order (needs a human's approval)."""
        refunds.append(order_id)
        return json.dumps({"order_id": order_id, "status": "refunded"})

    async def main():
        model, client = ws_model(fresh_server)
        try:
            agent = Agent(name="Support", instructions="You help customers with refunds.", tools=[issue_refund],
                          model=model)
            paused = await Runner.run(agent, "Please refund order A-1001, it was $25.")
            assert paused.interruptions and refunds == []
            state = paused.to_state()
            state.reject(paused.interruptions[0])
            return await Runner.run(agent, state)
        finally:
            await model.close()
            await client.close()

    done = asyncio.run(main())
    assert refunds == [] and not done.interruptions


# --- faults mid-socket ---------------------------------------------------------------------------


def fault_model(server: sim.SimServer, fault: str) -> tuple[OpenAIResponsesWSModel, openai.AsyncOpenAI]:
    """A WebSocket model whose handshake carries `x-labkit-fault: fault` (it counts for every turn)."""
    return ws_model(server, default_headers={"x-labkit-fault": fault})


def test_a_rate_limit_is_an_error_frame_the_sdk_raises(fresh_server):
    async def main():
        model, client = fault_model(fresh_server, "rate_limit@1")
        try:
            with pytest.raises(ResponsesWebSocketError) as caught:
                await Runner.run(Agent(name="A", instructions="Answer.", model=model), "Say hello.")
            again = await Runner.run(Agent(name="A", instructions="Answer.", model=model), "Say hello.")
            return caught.value, again
        finally:
            await model.close()
            await client.close()

    error, again = asyncio.run(main())
    assert error.payload["status"] == 429 and error.code == "rate_limit_exceeded"
    assert "Rate limit reached" in (error.error_message or "")
    assert again.final_output
    # the server keeps the socket open after an error frame; the SDK drops it on any error and reconnects
    assert [entry["status"] for entry in ws_turns(fresh_server)] == [101, 429, 101, 200]


def test_a_server_error_frame_is_retried_by_the_sdk_retry_policy(fresh_server):
    retry = ModelRetrySettings(max_retries=2, backoff={"initial_delay": 0.0, "max_delay": 0.0},
                               policy=retry_policies.provider_suggested())

    async def main():
        model, client = fault_model(fresh_server, "server_error@1")
        try:
            agent = Agent(name="A", instructions="Answer.", model=model, model_settings=ModelSettings(retry=retry))
            return await Runner.run(agent, "Say hello.")
        finally:
            await model.close()
            await client.close()

    result = asyncio.run(main())
    assert result.final_output
    assert [entry["status"] for entry in ws_turns(fresh_server)] == [101, 500, 101, 200]  # retried on a new socket


def test_a_stream_cut_drops_the_socket_and_the_next_turn_opens_a_new_one(fresh_server):
    async def main():
        model, client = fault_model(fresh_server, "stream_cut:2@1")
        agent = Agent(name="A", instructions="Answer.", model=model)
        try:
            with pytest.raises(ConnectionClosedError) as caught:
                await Runner.run(agent, "Tell me about recycling paper.")
            again = await Runner.run(agent, "Tell me about recycling paper.")
            return caught.value, again
        finally:
            await model.close()
            await client.close()

    cut, again = asyncio.run(main())
    assert cut.rcvd is not None and cut.rcvd.code == 1011 and "stream cut" in cut.rcvd.reason
    assert again.final_output
    assert [(entry["status"], entry["note"]) for entry in ws_turns(fresh_server)] == [
        (101, "websocket opened"), (200, "stream_cut"), (101, "websocket opened"), (200, None)]


def test_a_stream_error_and_a_hang_over_the_socket(fresh_server):
    async def main():
        async with ws_connect(ws_url(fresh_server), additional_headers={"x-labkit-fault": "stream_error:1@1,hang:0.2@2"}) as ws:
            broken = await turn(ws, {"type": "response.create", "model": MODEL, "input": "Say hello there."})
            held = await turn(ws, {"type": "response.create", "model": MODEL, "input": "Say hello."})
            return broken, held

    broken, held = asyncio.run(main())
    assert [event["type"] for event in broken][-2:] == ["response.output_text.delta", "error"]
    assert broken[-1]["status"] == 500 and broken[-1]["error"]["type"] == "server_error"
    assert held[-1]["type"] == "response.completed"
    assert [entry["note"] for entry in ws_turns(fresh_server)] == ["websocket opened", "stream_error", "hang"]


# --- the wire: events, errors, hostile input -------------------------------------------------------


async def turn(ws: Any, frame: Any) -> list[dict[str, Any]]:
    """Send one frame (a dict as JSON, str/bytes as is) and read events until the turn ends."""
    await ws.send(json.dumps(frame) if isinstance(frame, dict) else frame)
    events = []
    while True:
        events.append(json.loads(await ws.recv()))
        if events[-1]["type"] in TERMINAL:
            return events


def test_events_match_the_http_stream_and_the_spec(fresh_server, openapi):
    body = {"model": MODEL, "input": "What's the weather in Oslo?", "tools": [{
        "type": "function", "name": "get_weather", "description": "Weather for a city.", "strict": False,
        "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}]}

    async def main():
        async with ws_connect(ws_url(fresh_server)) as ws:
            return await turn(ws, {"type": "response.create", "stream_id": "lane_1", **body})

    events = asyncio.run(main())
    assert all(event.pop("stream_id") == "lane_1" for event in events)
    timings = events[-1].pop("x-labkit")
    assert set(timings) == {"latency_ms", "ttft_ms", "processing_ms", "network_ms"} and timings["network_ms"] == 0
    with httpx2.Client() as http:
        sse = http.post(fresh_server.base_url + "/responses", json={**body, "stream": True},
                        headers={"authorization": f"Bearer {API_KEY}"}).text
    over_http = [json.loads(line[6:]) for line in sse.splitlines() if line.startswith("data: ")]
    assert [event["type"] for event in events] == [event["type"] for event in over_http]
    assert events[-1]["response"]["output"][0]["name"] == "get_weather"
    for event in events:
        openapi.validate(event, "ResponseStreamEvent")


HOSTILE = [
    ("not json", "{not json", "not valid JSON", None),
    ("not utf-8", b"\xff\xfe{}", "not valid JSON", None),
    ("a list", "[1, 2]", "must be a JSON object, not an array", None),
    ("no type", {"model": MODEL, "input": "hi"}, "Missing required parameter: 'type'", "missing_required_parameter"),
    ("unknown type", {"type": "response.cancel"}, "Supported values are: 'response.create'", "invalid_value"),
    ("huge type", {"type": "x" * 100_000}, "Supported values are: 'response.create'", "invalid_value"),
    ("no model", {"type": "response.create", "input": "hi"}, "Missing required parameter: 'model'",
     "missing_required_parameter"),
    ("bad input", {"type": "response.create", "model": MODEL, "input": 42}, "Invalid type for 'input'", "invalid_type"),
    ("background", {"type": "response.create", "model": MODEL, "input": "hi", "background": True},
     "not supported over WebSocket", "unsupported_parameter"),
    ("bad stream_id", {"type": "response.create", "model": MODEL, "input": "hi", "stream_id": "a b"}, "stream_id",
     "invalid_value"),
    ("too deep", '{"type": "response.create", "model": "m", "input": ' + "[" * 200 + "]" * 200 + "}", "levels deep",
     "json_too_deep"),
    ("bad fault header", None, "Invalid fault rule", "invalid_fault"),
]


@pytest.mark.parametrize(("frame", "says", "code"), [case[1:] for case in HOSTILE], ids=[case[0] for case in HOSTILE])
def test_hostile_frames_get_an_error_frame_and_the_socket_keeps_serving(server, openapi, frame, says, code):
    headers = {"x-labkit-fault": "explode"} if frame is None else {}
    frame = {"type": "response.create", "model": MODEL, "input": "hi"} if frame is None else frame

    async def main():
        async with ws_connect(ws_url(server), additional_headers=headers) as ws:
            refused = await turn(ws, frame)
            if headers:
                return refused, None
            served = await turn(ws, {"type": "response.create", "model": MODEL, "input": "Say hello."})
            return refused, served

    refused, served = asyncio.run(main())
    assert len(refused) == 1 and refused[0]["type"] == "error" and refused[0]["status"] == 400
    assert says in refused[0]["error"]["message"] and refused[0]["error"]["code"] == code
    assert len(refused[0]["error"]["message"]) < 400  # a huge value is not echoed back
    openapi.validate({key: value for key, value in refused[0].items() if key != "x-labkit"}, "ResponseWsError")
    assert served is None or served[-1]["type"] == "response.completed"


def test_an_oversized_frame_closes_the_socket_with_a_clear_reason_and_others_are_served():
    with sim.start(limits=sim.Limits(max_body_bytes=64 * 1024)) as server:
        async def main():
            async with ws_connect(ws_url(server)) as ws:
                await ws.send(json.dumps({"type": "response.create", "model": MODEL, "input": "x" * 100_000}))
                with pytest.raises(ConnectionClosed) as caught:
                    await ws.recv()
            async with ws_connect(ws_url(server)) as ws:
                served = await turn(ws, {"type": "response.create", "model": MODEL, "input": "Say hello."})
            return caught.value, served

        closed, served = asyncio.run(main())
    assert closed.rcvd is not None and closed.rcvd.code == 1009 and "exceeds limit" in closed.rcvd.reason
    assert served[-1]["type"] == "response.completed"


def test_a_stalled_or_vanishing_socket_never_stalls_another_client(server):
    async def main():
        stalled = await ws_connect(ws_url(server))  # opens, sends nothing
        vanishing = await ws_connect(ws_url(server))
        await vanishing.send(json.dumps({"type": "response.create", "model": MODEL, "input": "Tell me a long story."}))
        vanishing.transport.abort()  # leaves mid-answer
        async with openai.AsyncOpenAI(base_url=server.base_url, api_key=API_KEY) as client:
            answer = await asyncio.wait_for(client.responses.create(model=MODEL, input="Say hello."), 10)
        async with ws_connect(ws_url(server)) as ws:
            served = await asyncio.wait_for(turn(ws, {"type": "response.create", "model": MODEL, "input": "hi"}), 10)
        await stalled.close()
        return answer, served

    answer, served = asyncio.run(main())
    assert answer.output_text and served[-1]["type"] == "response.completed"


def test_the_key_is_checked_at_the_handshake():
    with sim.start(require_key="sk-right") as server:
        async def main():
            with pytest.raises(InvalidStatus) as refused:
                await ws_connect(ws_url(server), additional_headers={"Authorization": "Bearer sk-wrong-key"})
            async with ws_connect(ws_url(server), additional_headers={"Authorization": "Bearer sk-right"}) as ws:
                return refused.value, await turn(ws, {"type": "response.create", "model": MODEL, "input": "hi"})

        refused, served = asyncio.run(main())
    assert refused.response.status_code == 401
    assert json.loads(refused.response.body)["error"]["code"] == "invalid_api_key"
    assert served[-1]["type"] == "response.completed"


# --- labkit: the transport option, ledger rows and the modelled network ----------------------------


async def _three_transports(conn: Any, side: Side) -> None:
    """The same agent over HTTP with a new connection per call, over kept-alive HTTP, over a WebSocket."""
    from agents import OpenAIResponsesModel

    per_call = OpenAIResponsesModel(model=MODEL, openai_client=conn.async_client.with_options(
        default_headers={"connection": "close"}))
    models = {"http_new_connection": per_call, "http": responses_model(conn, MODEL),
              "websocket": responses_model(conn, MODEL, transport="websocket")}
    for approach, model in models.items():
        with conn.ledger.run(approach=approach, scenario="weather"):
            await Runner.run(desk_agents(model, side), "What's the weather forecast for Lisbon?")
    await models["websocket"].close()


def _model_rows(rtt_ms: float):
    side = Side()

    async def main():
        conn = labkit.connect(rtt_ms=rtt_ms, ledger=Ledger(), set_sdk_default=False)
        try:
            await _three_transports(conn, side)
            return conn.ledger.frame(wall=False), list(conn.requests)
        finally:
            await conn.aclose()

    frame, requests = asyncio.run(main())
    assert side.weather == ["Lisbon"] * 3
    return frame[frame.kind == "model"], requests


def test_websocket_turns_are_ledger_rows_like_http_ones_with_the_round_trips_each_transport_makes():
    rows, requests = _model_rows(rtt_ms=80)
    assert list(rows.columns) == [column for column in COLUMNS if column not in WALL_COLUMNS]
    by = {approach: group for approach, group in rows.groupby("approach")}
    ws, http = by["websocket"], by["http"]
    assert list(ws.detail) == ["websocket; new socket", "websocket", "websocket"]
    assert list(ws.step) == [1, 2, 3] and set(ws.attempt) == {1} and set(ws.status) == {"ok"}
    # same model work, same tokens and dollars on either transport
    for column in ("input_tokens", "output_tokens", "cost_usd", "server_ms"):
        assert list(ws[column]) == list(http[column]), column
    overhead = {approach: list(group.latency_ms - group.server_ms) for approach, group in by.items()}
    assert overhead["http_new_connection"] == [240.0, 240.0, 240.0]  # TCP + TLS + the request, every call
    assert overhead["http"] == [240.0, 80.0, 80.0]  # the handshakes once, then the kept-alive connection
    assert overhead["websocket"] == [320.0, 80.0, 80.0]  # TCP + TLS + the upgrade once, then one round trip a turn
    assert ws.ttft_ms.notna().all() and http.ttft_ms.isna().all()
    assert [entry["status"] for entry in requests if entry["method"] == "WS"] == [101, 200, 200, 200]


def test_the_ledger_is_the_same_on_every_run_and_without_rtt_there_is_no_network():
    first, _ = _model_rows(rtt_ms=80)
    again, _ = _model_rows(rtt_ms=80)
    assert first.reset_index(drop=True).equals(again.reset_index(drop=True))
    flat, _ = _model_rows(rtt_ms=0)
    assert (flat.latency_ms == flat.server_ms).all()


def test_metered_websocket_retries_and_failures_are_rows():
    async def main():
        conn = labkit.connect(ledger=Ledger(), set_sdk_default=False)
        retry = ModelRetrySettings(max_retries=2, backoff={"initial_delay": 0.0, "max_delay": 0.0},
                                   policy=retry_policies.provider_suggested())
        model = responses_model(conn, MODEL, transport="websocket")
        try:
            with conn.faults("server_error@1"), conn.ledger.run(approach="ws", scenario="retry"):
                await Runner.run(Agent(name="A", instructions="Answer.", model=model,
                                       model_settings=ModelSettings(retry=retry)), "Say hello.")
            with conn.faults("rate_limit@1"), conn.ledger.run(approach="ws", scenario="refused"):
                with pytest.raises(ResponsesWebSocketError):
                    await Runner.run(Agent(name="A", instructions="Answer.", model=model), "Say hello.")
            return conn.ledger.frame(wall=False)
        finally:
            await model.close()
            await conn.aclose()

    frame = asyncio.run(main())
    retried = frame[frame.scenario == "retry"]
    assert list(zip(retried.step, retried.attempt, retried.status)) == [(1, 1, "error"), (1, 2, "ok")]
    assert retried.error.iloc[0].startswith("500 server_error:")
    refused = frame[frame.scenario == "refused"]
    assert list(refused.status) == ["error"] and refused.error.iloc[0].startswith("429 rate_limit_exceeded:")
    assert refused.latency_ms.iloc[0] == 25.0  # the simulator's modelled refusal time, not the wall clock


def test_websocket_transport_is_refused_off_the_simulator_with_what_to_do():
    class Live:
        backend = "openai"
        async_client = None

    with pytest.raises(ValueError, match="transport 'websocket' needs the simulator"):
        responses_model(Live(), transport="websocket")
    with pytest.raises(ValueError, match="unknown transport 'grpc'"):
        responses_model(Live(), transport="grpc")
