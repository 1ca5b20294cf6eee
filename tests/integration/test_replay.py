"""Record once, replay forever: a chat loop, a Responses loop and a streamed Agents SDK run with
tools and a handoff are recorded through `LABKIT_BACKEND=record` with the simulator as the
upstream; the simulator is stopped; `LABKIT_BACKEND=replay` gives the client the same results,
byte for byte, and the ledger the same rows (without the wall-clock columns and the backend
name). A request nobody recorded gets a 404 that says how to record it; no key reaches a file.
"""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import openai
import pytest
from agents import Agent, Runner, function_tool

import labkit
from labkit import config, replay, sim
from labkit.ledger import WALL_COLUMNS, Ledger
from labkit.sdk.tracing import note_modelled_latency

#: A fake key for the recording: it must never appear in a cassette (and looks like no real key).
FAKE_KEY = "fake-test-credential-0123456789abcdef"
MODEL = "gpt-4.1-mini"
QUESTION = "What's the weather in Paris?"
WEATHER_TOOL = {"type": "function", "name": "get_weather", "description": "Get the current weather for a city.",
                "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                               "required": ["city"], "additionalProperties": False}, "strict": True}


def weather(city: str) -> str:
    return json.dumps({"city": city, "temperature_c": 18, "condition": "light rain"})


@function_tool
def get_weather(city: str) -> str:
    """Get the current weather for a city.

    Args:
        city: The city name.
    """
    note_modelled_latency(40.0)  # a modelled tool latency, so the tool row is the same on every run
    return weather(city)


def chat_loop(conn) -> list[str]:
    tool = {"type": "function", "function": {k: v for k, v in WEATHER_TOOL.items() if k != "type"}}
    messages = [{"role": "user", "content": QUESTION}]
    seen = []
    with conn.ledger.run(approach="chat_loop", scenario="weather"):
        for _ in range(5):
            completion = conn.client.chat.completions.create(model=MODEL, messages=messages, tools=[tool])
            seen.append(completion.model_dump_json())
            message = completion.choices[0].message
            if not message.tool_calls:
                return seen
            messages.append(message.model_dump(exclude_none=True))
            for call in message.tool_calls:
                messages.append({"role": "tool", "tool_call_id": call.id,
                                 "content": weather(**json.loads(call.function.arguments))})
    raise AssertionError("the chat loop did not finish")


def responses_loop(conn) -> list[str]:
    seen = []
    with conn.ledger.run(approach="responses_loop", scenario="weather"):
        response = conn.client.responses.create(model=MODEL, input=QUESTION, tools=[WEATHER_TOOL])
        for _ in range(5):
            seen.append(response.model_dump_json())
            calls = [item for item in response.output if item.type == "function_call"]
            if not calls:
                return seen
            outputs = [{"type": "function_call_output", "call_id": call.call_id,
                        "output": weather(**json.loads(call.arguments))} for call in calls]
            response = conn.client.responses.create(model=MODEL, input=outputs, tools=[WEATHER_TOOL],
                                                    previous_response_id=response.id)
    raise AssertionError("the Responses loop did not finish")


def sdk_run(conn) -> list[str]:
    async def main() -> list[str]:
        specialist = Agent(name="Weather agent", instructions="You answer weather questions with get_weather.",
                           handoff_description="Answers questions about the weather", tools=[get_weather],
                           model=MODEL)
        triage = Agent(name="Triage agent", instructions="Route the user to the right specialist.",
                       handoffs=[specialist], model=MODEL)
        with conn.ledger.run(approach="sdk", scenario="weather"):
            result = Runner.run_streamed(triage, QUESTION)
            events = [event.type + ":" + getattr(event, "name", "") async for event in result.stream_events()]
        await conn.async_client.close()
        return [*events, result.last_agent.name, str(result.final_output)]

    return asyncio.run(main())


def run_all(backend: str) -> tuple[list[str], object]:
    with labkit.connect(backend, ledger=Ledger()) as conn:
        seen = chat_loop(conn) + responses_loop(conn) + sdk_run(conn)
        return seen, conn.ledger.frame(wall=False).drop(columns=["backend"])


@pytest.fixture()
def recorded(tmp_path, monkeypatch):
    """A cassette folder recorded against a simulator that is stopped afterwards, and what the client saw."""
    folder = tmp_path / "cassettes"
    monkeypatch.setenv(config.ENV_CASSETTES, str(folder))
    upstream = sim.start(seed=0)
    monkeypatch.setenv(config.ENV_BASE_URL, upstream.base_url)
    monkeypatch.setenv(config.ENV_API_KEY, FAKE_KEY)
    try:
        seen, frame = run_all("record")
    finally:
        upstream.stop()
    monkeypatch.delenv(config.ENV_BASE_URL)
    monkeypatch.delenv(config.ENV_API_KEY)
    return folder, seen, frame


def test_replay_with_the_upstream_gone_gives_the_same_results_and_ledger(recorded):
    folder, seen, frame = recorded
    assert len(list(folder.glob("*.json"))) >= 7  # 2+ chat, 2+ responses, 3+ SDK calls
    replayed, replayed_frame = run_all("replay")
    assert replayed == seen
    assert replayed_frame.equals(frame), replayed_frame.compare(frame)
    assert "Weather agent" in seen and set(frame.kind) >= {"model", "tool", "handoff"}


def test_a_request_nobody_recorded_is_a_404_saying_how_to_record_it(recorded):
    with labkit.connect("replay", ledger=Ledger()) as conn:
        with pytest.raises(openai.NotFoundError) as caught:
            conn.client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": "never asked"}])
    error = caught.value.body
    assert error["code"] == "cassette_miss" and "LABKIT_BACKEND=record" in error["message"]
    assert set(caught.value.response.json()["error"]) >= {"message", "type", "code"}


def test_no_secret_reaches_a_cassette(recorded):
    folder = recorded[0]
    for path in folder.glob("*.json"):
        text = path.read_text(encoding="utf-8")
        assert FAKE_KEY not in text and config.PROXY_API_KEY not in text
        assert not re.search(r"sk-[A-Za-z0-9_-]{8,}|(?i:authorization)|(?i:bearer)|set-cookie", text), path


def test_key_like_strings_in_bodies_are_scrubbed_before_they_touch_disk(tmp_path):
    with sim.start() as upstream:
        recorder = replay.start(cassettes=str(tmp_path), upstream=upstream.base_url, record=True)
        try:
            client = openai.OpenAI(base_url=recorder.base_url, api_key=FAKE_KEY, max_retries=0)
            leaked = "sk-proj-" + "A1b2C3d4" * 4
            client.chat.completions.create(model=MODEL, messages=[
                {"role": "user", "content": f"my key is {leaked} and {FAKE_KEY}; api_key=abcdefgh12345678"}])
        finally:
            recorder.stop()
    text = "".join(path.read_text() for path in Path(tmp_path).glob("*.json"))
    assert "[scrubbed]" in text
    assert leaked not in text and FAKE_KEY not in text and "abcdefgh12345678" not in text


def test_faults_apply_in_front_of_replay(recorded):
    with labkit.connect("replay", ledger=Ledger()) as conn:
        with conn.faults("rate_limit@1"), conn.ledger.run(approach="chat_loop", scenario="weather"):
            chat_loop(conn)
        rows = conn.ledger.frame()
        assert list(rows[rows.kind == "model"].attempt[:2]) == [1, 2]
        assert conn.requests[0]["note"] == "rate_limit_exceeded" and conn.requests[1]["source"] == "replay"
        assert conn.why() and "no rationale" in conn.why()[0]


def test_wall_columns_are_the_only_ones_dropped():
    assert set(WALL_COLUMNS) == {"wall_ms", "wall_start_ms"}


def test_replay_with_an_upstream_records_only_the_misses(recorded, tmp_path):
    folder = recorded[0]
    before = len(list(folder.glob("*.json")))
    with sim.start(seed=0) as upstream:
        player = replay.start(cassettes=str(folder), upstream=upstream.base_url)
        try:
            client = openai.OpenAI(base_url=player.base_url, api_key="anything", max_retries=0)
            client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": QUESTION}],
                                           tools=[{"type": "function", "function": {
                                               k: v for k, v in WEATHER_TOOL.items() if k != "type"}}])
            client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": "a new episode"}])
            sources = [entry["source"] for entry in player.requests]
        finally:
            player.stop()
    assert sources == ["replay", "upstream"]
    assert len(list(folder.glob("*.json"))) == before + 1


def test_the_proxy_keeps_the_simulator_body_limit(tmp_path):
    from labkit.sim.limits import Limits

    player = replay.start(cassettes=str(tmp_path), limits=Limits(max_body_bytes=1024))
    try:
        client = openai.OpenAI(base_url=player.base_url, api_key="anything", max_retries=0)
        with pytest.raises(openai.APIStatusError) as caught:
            client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": "x" * 5000}])
        assert caught.value.status_code == 413 and caught.value.body["code"] == "request_too_large"
        import httpx2

        broken = httpx2.post(player.base_url + "/chat/completions", content=b"{not json",
                             headers={"content-type": "application/json"})
        assert broken.status_code == 400 and set(broken.json()["error"]) >= {"message", "type", "code"}
    finally:
        player.stop()
