"""The real `openai` 3.57 client (sync and async) against a real `labkit.sim` server over HTTP.

Chat Completions and Responses, streamed and not, the SDK's helpers (`responses.stream`,
`chat.completions.stream`, `.parse`), stored responses (`previous_response_id`, `retrieve`),
models, the Conversations API, usage details and response headers.
"""

from __future__ import annotations

import asyncio
import json

import httpx2
import openai
import pytest
from pydantic import BaseModel

from labkit import sim

MODEL = "gpt-4o-mini"
WEATHER_TOOL = {
    "type": "function",
    "name": "get_weather",
    "description": "Get the current weather for a city.",
    "strict": True,
    "parameters": {
        "type": "object",
        "properties": {"city": {"type": "string", "description": "City name"}},
        "required": ["city"],
        "additionalProperties": False,
    },
}
CHAT_WEATHER_TOOL = {
    "type": "function",
    "function": {k: v for k, v in WEATHER_TOOL.items() if k != "type"},
}
WEATHER_OUTPUT = json.dumps({"city": "Paris", "temperature_c": 21, "conditions": "sunny"})
QUESTION = "What's the weather in Paris?"


class CityWeather(BaseModel):
    city: str
    temperature_c: int
    conditions: str


# --- Responses ----------------------------------------------------------------------------------


def test_responses_tool_call_then_previous_response_id_answers_with_the_facts(client):
    first = client.responses.create(model=MODEL, input=QUESTION, tools=[WEATHER_TOOL])
    assert first.status == "completed" and len(first.output) == 1
    call = first.output[0]
    assert call.type == "function_call" and call.name == "get_weather"
    assert json.loads(call.arguments) == {"city": "Paris"}
    assert call.id.startswith("fc_") and call.call_id.startswith("call_")

    second = client.responses.create(
        model=MODEL,
        previous_response_id=first.id,
        input=[{"type": "function_call_output", "call_id": call.call_id, "output": WEATHER_OUTPUT}],
        tools=[WEATHER_TOOL],
    )
    assert second.previous_response_id == first.id
    assert second.output[-1].type == "message"
    assert "21" in second.output_text and "sunny" in second.output_text

    retrieved = client.responses.retrieve(second.id)
    assert retrieved.id == second.id and retrieved.output_text == second.output_text
    with pytest.raises(openai.NotFoundError):
        client.responses.retrieve("resp_does_not_exist")


def test_unknown_previous_response_id_is_a_400_in_the_apis_words(client):
    with pytest.raises(openai.BadRequestError) as caught:
        client.responses.create(model=MODEL, previous_response_id="resp_123", input="hello")
    error = caught.value
    assert error.status_code == 400
    assert error.code == "previous_response_not_found"
    assert error.param == "previous_response_id"
    assert error.body["message"] == "Previous response with id 'resp_123' not found."
    assert error.request_id and error.request_id.startswith("req_")


def test_responses_create_stream_true_events_rebuild_the_answer(client):
    stream = client.responses.create(model=MODEL, input="Hello there!", stream=True)
    events = list(stream)
    types = [event.type for event in events]
    assert types[:2] == ["response.created", "response.in_progress"]
    assert types[-1] == "response.completed"
    assert [event.sequence_number for event in events] == list(range(len(events)))
    text = "".join(event.delta for event in events if event.type == "response.output_text.delta")
    final = events[-1].response
    assert text and text == final.output_text
    assert final.usage is not None and final.usage.total_tokens == final.usage.input_tokens + final.usage.output_tokens


def test_responses_stream_helper_with_a_tool_call(client):
    with client.responses.stream(model=MODEL, input=QUESTION, tools=[WEATHER_TOOL]) as stream:
        arg_deltas = [event.delta for event in stream if event.type == "response.function_call_arguments.delta"]
        final = stream.get_final_response()
    call = final.output[0]
    assert call.type == "function_call" and "".join(arg_deltas) == call.arguments
    assert json.loads(call.arguments) == {"city": "Paris"}


def test_responses_parse_with_a_pydantic_text_format(client):
    parsed = client.responses.parse(
        model=MODEL,
        input=[
            {"role": "user", "content": QUESTION},
            {"type": "function_call", "call_id": "call_1", "name": "get_weather", "arguments": '{"city":"Paris"}'},
            {"type": "function_call_output", "call_id": "call_1", "output": WEATHER_OUTPUT},
        ],
        tools=[WEATHER_TOOL],
        text_format=CityWeather,
    )
    assert parsed.output_parsed == CityWeather(city="Paris", temperature_c=21, conditions="sunny")


def test_reasoning_model_usage_has_reasoning_and_cached_tokens(client):
    long_instructions = "You are a careful travel assistant. " + " ".join(
        f"Rule {n}: answer politely, cite the tool output, never invent facts." for n in range(200)
    )
    first = client.responses.create(model="gpt-5-mini", instructions=long_instructions, input="Hi!")
    second = client.responses.create(model="gpt-5-mini", instructions=long_instructions, input="Hi again!")
    for response in (first, second):
        usage = response.usage
        assert usage.input_tokens > 1024
        assert usage.output_tokens_details.reasoning_tokens > 0
        assert usage.output_tokens > usage.output_tokens_details.reasoning_tokens
        assert usage.total_tokens == usage.input_tokens + usage.output_tokens
        assert usage.input_tokens_details.cache_write_tokens == 0
    assert first.usage.input_tokens_details.cached_tokens == 0
    cached = second.usage.input_tokens_details.cached_tokens
    assert cached >= 1024 and (cached - 1024) % 128 == 0 and cached <= second.usage.input_tokens

    chat = client.chat.completions.create(
        model="gpt-5-mini",
        messages=[{"role": "system", "content": long_instructions}, {"role": "user", "content": "Hi!"}],
    )
    assert chat.usage.completion_tokens_details.reasoning_tokens > 0
    assert chat.usage.prompt_tokens_details.cached_tokens >= 1024  # same prefix, same model
    # A non-reasoning model never reports reasoning tokens.
    plain = client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": "Hi!"}])
    assert plain.usage.completion_tokens_details.reasoning_tokens == 0


def test_response_headers_request_id_and_processing_ms(client):
    for raw in (
        client.responses.with_raw_response.create(model=MODEL, input="Hello"),
        client.chat.completions.with_raw_response.create(model=MODEL, messages=[{"role": "user", "content": "Hello"}]),
    ):
        assert raw.status_code == 200
        assert raw.headers["x-request-id"].startswith("req_")
        assert int(raw.headers["openai-processing-ms"]) > 0
        assert raw.request_id == raw.headers["x-request-id"]
        raw.parse()


# --- Chat Completions ---------------------------------------------------------------------------


def test_chat_tool_round_trip_answers_with_the_facts(client):
    messages = [{"role": "user", "content": QUESTION}]
    first = client.chat.completions.create(model=MODEL, messages=messages, tools=[CHAT_WEATHER_TOOL])
    choice = first.choices[0]
    assert choice.finish_reason == "tool_calls"
    tool_call = choice.message.tool_calls[0]
    assert tool_call.type == "function" and tool_call.function.name == "get_weather"
    assert json.loads(tool_call.function.arguments) == {"city": "Paris"}
    messages += [
        choice.message.model_dump(exclude_none=True),
        {"role": "tool", "tool_call_id": tool_call.id, "content": WEATHER_OUTPUT},
    ]
    second = client.chat.completions.create(model=MODEL, messages=messages, tools=[CHAT_WEATHER_TOOL])
    assert second.choices[0].finish_reason == "stop"
    answer = second.choices[0].message.content
    assert "21" in answer and "sunny" in answer


def test_chat_stream_usage_chunk_only_with_include_usage(client):
    messages = [{"role": "user", "content": "Hello there!"}]
    with_usage = list(
        client.chat.completions.create(
            model=MODEL, messages=messages, stream=True, stream_options={"include_usage": True}
        )
    )
    last = with_usage[-1]
    assert last.choices == [] and last.usage is not None
    assert last.usage.total_tokens == last.usage.prompt_tokens + last.usage.completion_tokens
    assert all(chunk.usage is None for chunk in with_usage[:-1])
    assert with_usage[-2].choices[0].finish_reason == "stop"

    without = list(client.chat.completions.create(model=MODEL, messages=messages, stream=True))
    assert all(chunk.usage is None and chunk.choices for chunk in without)
    assert len(without) == len(with_usage) - 1
    text = "".join(chunk.choices[0].delta.content or "" for chunk in without)
    plain = client.chat.completions.create(model=MODEL, messages=messages)
    assert text == plain.choices[0].message.content


def test_chat_stream_helper_accumulates_tool_calls(client):
    with client.chat.completions.stream(
        model=MODEL, messages=[{"role": "user", "content": QUESTION}], tools=[CHAT_WEATHER_TOOL]
    ) as stream:
        kinds = {event.type for event in stream}
        final = stream.get_final_completion()
    assert "tool_calls.function.arguments.done" in kinds
    call = final.choices[0].message.tool_calls[0]
    assert call.function.name == "get_weather" and json.loads(call.function.arguments) == {"city": "Paris"}


def test_chat_parse_with_a_pydantic_response_format(client):
    completion = client.chat.completions.parse(
        model=MODEL,
        messages=[
            {"role": "user", "content": QUESTION},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city":"Paris"}'}}
                ],
            },
            {"role": "tool", "tool_call_id": "call_1", "content": WEATHER_OUTPUT},
        ],
        response_format=CityWeather,
    )
    assert completion.choices[0].message.parsed == CityWeather(city="Paris", temperature_c=21, conditions="sunny")


def test_models_list_and_retrieve(client):
    models = client.models.list()
    ids = [model.id for model in models]
    assert MODEL in ids and "gpt-5-mini" in ids and ids == sorted(ids)
    assert all(model.object == "model" and model.created > 0 for model in models)
    assert client.models.retrieve("gpt-4o-mini-2024-07-18").id == "gpt-4o-mini-2024-07-18"
    with pytest.raises(openai.NotFoundError) as caught:
        client.models.retrieve("gpt-fake")
    assert caught.value.code == "model_not_found"


# --- async client -------------------------------------------------------------------------------


def test_async_client_both_apis_streamed_and_not(async_client):
    async def main():
        async with async_client() as aclient:
            response = await aclient.responses.create(model=MODEL, input=QUESTION, tools=[WEATHER_TOOL])
            assert response.output[0].type == "function_call"
            stream = await aclient.responses.create(model=MODEL, input="Hello!", stream=True)
            kinds = [event.type async for event in stream]
            assert kinds[-1] == "response.completed"
            async with aclient.responses.stream(model=MODEL, input="Hello!") as helper:
                async for _event in helper:
                    pass
                final = await helper.get_final_response()
            assert final.output_text

            completion = await aclient.chat.completions.create(
                model=MODEL, messages=[{"role": "user", "content": QUESTION}], tools=[CHAT_WEATHER_TOOL]
            )
            assert completion.choices[0].message.tool_calls[0].function.name == "get_weather"
            chunks = [
                chunk
                async for chunk in await aclient.chat.completions.create(
                    model=MODEL,
                    messages=[{"role": "user", "content": "Hello!"}],
                    stream=True,
                    stream_options={"include_usage": True},
                )
            ]
            assert chunks[-1].usage is not None and chunks[-1].choices == []
            parsed = await aclient.responses.parse(model=MODEL, input="Weather in Oslo please", text_format=CityWeather)
            assert isinstance(parsed.output_parsed, CityWeather)
            # Several requests at once on one connection pool.
            answers = await asyncio.gather(
                *(aclient.responses.create(model=MODEL, input=f"Hello number {n}") for n in range(5))
            )
            assert len({answer.id for answer in answers}) == 5

    asyncio.run(main())


# --- Conversations API --------------------------------------------------------------------------


def test_conversations_items_create_list_delete_and_use_in_responses(client):
    conversation = client.conversations.create(
        items=[{"type": "message", "role": "user", "content": "My name is Ada."}], metadata={"topic": "names"}
    )
    assert conversation.id.startswith("conv_") and conversation.metadata == {"topic": "names"}

    added = client.conversations.items.create(
        conversation.id,
        items=[{"type": "message", "role": "assistant", "content": "Nice to meet you, Ada."}],
    )
    assert len(added.data) == 1
    listed = client.conversations.items.list(conversation.id, order="asc")
    assert [item.role for item in listed.data] == ["user", "assistant"]
    assert listed.data[0].content[0].text == "My name is Ada."

    # An invalid item is refused (and so cannot break the conversation's later responses).
    with pytest.raises(openai.BadRequestError) as caught:
        client.conversations.items.create(conversation.id, items=[{"type": "message", "role": "wizard", "content": "hi"}])
    assert caught.value.param == "items[0].role"

    response = client.responses.create(model=MODEL, conversation=conversation.id, input="Hello!")
    assert response.conversation.id == conversation.id
    after = client.conversations.items.list(conversation.id, order="asc")
    assert [item.type for item in after.data][-2:] == ["message", "message"]
    assert len(after.data) == 4

    client.conversations.items.delete(listed.data[0].id, conversation_id=conversation.id)
    remaining = client.conversations.items.list(conversation.id, order="asc")
    assert listed.data[0].id not in [item.id for item in remaining.data] and len(remaining.data) == 3

    retrieved = client.conversations.retrieve(conversation.id)
    assert retrieved.id == conversation.id
    deleted = client.conversations.delete(conversation.id)
    assert deleted.deleted is True
    with pytest.raises(openai.NotFoundError):
        client.conversations.retrieve(conversation.id)
    with pytest.raises(openai.BadRequestError) as caught:
        client.responses.create(model=MODEL, conversation="conv_x", previous_response_id="resp_x", input="hi")
    assert caught.value.code == "mutually_exclusive_parameters"


def test_pacing_changes_timing_only_not_bytes():
    """`time_scale` > 0 sleeps the modelled latency (scaled); the bytes are those of time_scale 0."""
    bodies = []
    for scale in (0.0, 0.02):
        with sim.start(seed=1, time_scale=scale) as paced:
            with httpx2.Client(base_url=paced.base_url + "/", headers={"authorization": "Bearer sk"}) as http:
                streamed = http.post("responses", json={"model": MODEL, "input": "Hello!", "stream": True})
                plain = http.post("chat/completions", json={"model": MODEL, "messages": [{"role": "user", "content": "Hi"}]})
                bodies.append((streamed.content, plain.content))
    assert bodies[0] == bodies[1]
    with pytest.raises(ValueError, match="time_scale"):
        sim.start(time_scale=-1)
