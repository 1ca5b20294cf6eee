"""The ledger measured from the client side: same rows for a raw loop and the Agents SDK, retries as
rows, tokens that add up to what the clients report, costs that match a hand calculation."""

from __future__ import annotations

import json
import math

import pandas as pd
import pytest
from agents import Agent, Runner, function_tool

import labkit
from labkit import pricing
from labkit.ledger import COLUMNS, Ledger

WEATHER_TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Get the current weather for a city.",
        "parameters": {
            "type": "object",
            "properties": {"city": {"type": "string"}},
            "required": ["city"],
            "additionalProperties": False,
        },
        "strict": True,
    },
}
QUESTION = "What's the weather in Paris?"


def fake_weather(city: str) -> dict:
    return {"city": city, "temperature_c": 18, "condition": "light rain"}


@function_tool
def get_weather(city: str) -> str:
    """Get the current weather for a city.

    Args:
        city: The city name.
    """
    return json.dumps(fake_weather(city))


@pytest.fixture()
def conn():
    with labkit.connect("sim", ledger=Ledger()) as connection:
        yield connection


def raw_chat_loop(conn, model: str) -> list:
    """A minimal Chat Completions tool loop; returns the completions it received."""
    messages = [{"role": "user", "content": QUESTION}]
    completions = []
    for _ in range(5):
        completion = conn.client.chat.completions.create(model=model, messages=messages, tools=[WEATHER_TOOL])
        completions.append(completion)
        message = completion.choices[0].message
        if not message.tool_calls:
            return completions
        messages.append(message.model_dump(exclude_none=True))
        for call in message.tool_calls:
            result = fake_weather(**json.loads(call.function.arguments))
            messages.append({"role": "tool", "tool_call_id": call.id, "content": json.dumps(result)})
    raise AssertionError("the loop did not finish in 5 steps")


def test_raw_loop_and_runner_give_rows_with_the_same_columns_and_matching_tokens(conn):
    with conn.ledger.run(approach="chat_loop", scenario="weather", backend="sim", model="gpt-4.1-mini"):
        completions = raw_chat_loop(conn, "gpt-4.1-mini")
    agent = Agent(name="Weather", instructions="Answer weather questions.", tools=[get_weather], model="gpt-4.1-mini")

    async def run_sdk():
        with conn.ledger.run(approach="sdk", scenario="weather", backend="sim", model="gpt-4.1-mini"):
            return await Runner.run(agent, QUESTION)

    import asyncio

    result = asyncio.run(run_sdk())
    frame = conn.ledger.frame()
    assert list(frame.columns) == list(COLUMNS)
    loop_rows = frame[frame.approach == "chat_loop"]
    sdk_rows = frame[frame.approach == "sdk"]
    assert set(loop_rows.kind) == {"model"}  # the raw loop runs its tool itself, unmetered
    assert set(sdk_rows.kind) == {"model", "tool"}  # the SDK's tool comes from the local processor

    loop_models = loop_rows[loop_rows.kind == "model"]
    assert loop_models.input_tokens.sum() == sum(c.usage.prompt_tokens for c in completions)
    assert loop_models.output_tokens.sum() == sum(c.usage.completion_tokens for c in completions)

    usage = result.context_wrapper.usage
    sdk_models = sdk_rows[sdk_rows.kind == "model"]
    assert sdk_models.input_tokens.sum() == usage.input_tokens
    assert sdk_models.output_tokens.sum() == usage.output_tokens
    assert len(sdk_models) == usage.requests
    assert "18" in result.final_output


def test_an_injected_429_is_two_rows_the_failure_and_the_retry(conn):
    with conn.sim.faults("rate_limit@1/chat"), conn.ledger.run(approach="raw", scenario="retry", backend="sim"):
        conn.client.chat.completions.create(model="gpt-4.1-mini", messages=[{"role": "user", "content": "hello"}])
    rows = conn.ledger.frame()
    assert list(rows.attempt) == [1, 2]
    assert list(rows.step) == [1, 1]
    assert list(rows.status) == ["error", "ok"]
    assert rows.error.iloc[0].startswith("429 rate_limit_exceeded")
    assert rows.output_tokens.iloc[0] == 0 and rows.output_tokens.iloc[1] > 0
    summary = conn.ledger.summary()
    assert summary.loc["raw", "retries"] == 1 and summary.loc["raw", "errors"] == 1


def test_a_stream_is_one_row_with_usage_and_time_to_first_token(conn):
    with conn.ledger.run(approach="raw", scenario="stream", backend="sim"):
        with conn.client.responses.stream(model="gpt-4.1-mini", input="What is prompt caching?") as stream:
            for _ in stream:
                pass
            final = stream.get_final_response()
    (row,) = conn.ledger.rows
    assert row["input_tokens"] == final.usage.input_tokens
    assert row["output_tokens"] == final.usage.output_tokens
    assert 0 < row["ttft_ms"] < row["latency_ms"]
    assert row["detail"] == "stream"


def test_sim_mode_values_repeat_exactly_run_to_run():
    def one_run():
        from labkit import sim

        server = sim.start(seed=0)
        ledger = Ledger()
        from labkit.instrument import metered_clients

        client, _ = metered_clients(server.base_url, "sk-test", ledger, backend="sim")
        with ledger.run(approach="raw", scenario="repeat", backend="sim"):
            raw_chat_loop(type("C", (), {"client": client})(), "gpt-5-mini")
        server.stop()
        return ledger.frame(wall=False)

    first, second = one_run(), one_run()
    pd.testing.assert_frame_equal(first, second)
    assert first.reasoning_tokens.iloc[0] > 0  # gpt-5-mini is a reasoning model


def test_costs_match_a_hand_calculation_from_the_price_table(conn):
    with conn.ledger.run(approach="raw", scenario="cost", backend="sim"):
        for model in ("gpt-4.1-mini", "gpt-4o-mini"):
            conn.client.chat.completions.create(model=model, messages=[{"role": "user", "content": QUESTION}])
    per_million = {"gpt-4.1-mini": (0.40, 1.60), "gpt-4o-mini": (0.15, 0.60)}  # input, output USD / 1M
    for row in conn.ledger.rows:
        input_price, output_price = per_million[row["model"]]
        expected = (row["input_tokens"] * input_price + row["output_tokens"] * output_price) / 1_000_000
        assert row["cost_usd"] == pytest.approx(expected, rel=1e-9)


def test_an_unknown_model_costs_nan_with_one_warning():
    with pytest.warns(UserWarning, match="no price"):
        assert math.isnan(pricing.cost_usd("gpt-imaginary-9", input_tokens=10, output_tokens=5))
