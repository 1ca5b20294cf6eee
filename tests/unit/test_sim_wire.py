"""Wire-format tests for `labkit.sim.responses` and `labkit.sim.chat`.

Parsing: the request shapes the Agents SDK and raw clients send, the API's error texts, and a
deterministic fuzz (only SimError may escape). Building: every object, stream event and chunk is
validated by the real `openai` models and by the official OpenAPI spec; event orders follow the
wire contract. Finally the real `openai` client and the Agents SDK run against the modules through
an in-process httpx MockTransport (no sockets).
"""

from __future__ import annotations

import asyncio
import copy
import gzip
import json
import random
from pathlib import Path
from typing import Any

import httpx
import jsonschema
import openai
import pytest
from openai.types.chat import ChatCompletion, ChatCompletionChunk
from openai.types.responses import Response, ResponseStreamEvent
from pydantic import TypeAdapter
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from labkit.sim import chat, responses
from labkit.sim.types import (
    Citation,
    Conversation,
    Decision,
    HostedSearch,
    Message,
    PlannedCall,
    SimError,
    Tool,
    ToolCall,
    ToolChoice,
    Usage,
)

#: The official OpenAPI description, vendored (see tests/data/README.md).
SPEC_PATH = Path(__file__).resolve().parents[1] / "data" / "openai-openapi.json.gz"
CREATED = 1741294021
USAGE = Usage(input_tokens=37, output_tokens=11, cached_tokens=5, reasoning_tokens=3)

WEATHER_PARAMS = {
    "type": "object",
    "title": "get_weather_args",
    "additionalProperties": False,
    "properties": {"city": {"title": "City", "type": "string"}},
    "required": ["city"],
}
WEATHER_TOOL = {
    "type": "function",
    "name": "get_weather",
    "description": "Get the weather for a city.",
    "strict": True,
    "parameters": WEATHER_PARAMS,
}
TURN1 = {
    "model": "gpt-4o-mini",
    "include": [],
    "input": [{"content": "What's the weather in Paris?", "role": "user"}],
    "instructions": "You answer weather questions.",
    "tools": [WEATHER_TOOL],
}
CALL_ITEM = {
    "arguments": '{"city": "Paris"}',
    "call_id": "call_000002",
    "name": "get_weather",
    "type": "function_call",
    "id": "fc_000003",
    "status": "completed",
}
OUTPUT_ITEM = {"call_id": "call_000002", "output": "Sunny in Paris", "type": "function_call_output"}
TURN2 = {**TURN1, "input": TURN1["input"] + [CALL_ITEM, OUTPUT_ITEM]}

CHAT_TOOL = {
    "type": "function",
    "function": {"name": "get_weather", "description": "Get the weather.", "parameters": WEATHER_PARAMS, "strict": True},
}
CHAT_BODY = {
    "model": "gpt-4o-mini",
    "messages": [
        {"content": "You answer weather questions.", "role": "system"},
        {"role": "user", "content": "What's the weather in Paris?"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": "call_000030", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}
            ],
        },
        {"role": "tool", "tool_call_id": "call_000030", "content": "Sunny in Paris"},
    ],
    "tools": [CHAT_TOOL],
}


def make_ids():
    """A deterministic `new_id`: resp_0000000000000001, msg_0000000000000002, ..."""
    counter = iter(range(1, 10**9))

    def new_id(prefix: str) -> str:
        sep = "-" if prefix == "chatcmpl" else "_"
        return f"{prefix}{sep}{next(counter):016d}"

    return new_id


def split4(text: str) -> list[str]:
    """Cut text into 4-character deltas."""
    return [text[i : i + 4] for i in range(0, len(text), 4)]


def api_error(exc_info) -> dict[str, Any]:
    """The `error` object of a raised SimError."""
    return exc_info.value.body()["error"]


# ------------------------------------------------------------------------------------------------
# OpenAPI validation
# ------------------------------------------------------------------------------------------------


def _nullable_to_anyof(node: Any) -> Any:
    """The spec still uses OpenAPI 3.0 `nullable: true` in places (e.g. chunk `finish_reason`,
    `usage`); JSON Schema ignores that keyword, so rewrite it as `anyOf [..., null]`."""
    if isinstance(node, list):
        return [_nullable_to_anyof(x) for x in node]
    if not isinstance(node, dict):
        return node
    fixed = {key: _nullable_to_anyof(value) for key, value in node.items() if key != "nullable"}
    return {"anyOf": [fixed, {"type": "null"}]} if node.get("nullable") is True else fixed


@pytest.fixture(scope="module")
def openapi():
    """Validate an instance against `#/components/schemas/<name>` of the official spec.

    Skipped/approximated: `nullable` (rewritten, see above), `discriminator` (an OpenAPI keyword
    jsonschema ignores; oneOf still picks the branch by the `type` enums) and `format`
    (unixtime, uri: not asserted by jsonschema by default). One relaxation: `Response.usage` is
    made nullable, because the in-progress snapshots in `response.created` / `in_progress` carry
    `"usage": null` on the real wire (contract section 7) while the spec types it as a bare object.
    """
    spec = _nullable_to_anyof(json.loads(gzip.decompress(SPEC_PATH.read_bytes())))
    response_props = spec["components"]["schemas"]["Response"]["allOf"][2]["properties"]
    response_props["usage"] = {"anyOf": [response_props["usage"], {"type": "null"}]}
    registry = Registry().with_resource("urn:openapi", Resource.from_contents(spec, default_specification=DRAFT202012))
    validators: dict[str, jsonschema.Draft202012Validator] = {}

    def validate(instance: Any, name: str) -> None:
        if name not in validators:
            schema = {"$ref": f"urn:openapi#/components/schemas/{name}"}
            validators[name] = jsonschema.Draft202012Validator(schema, registry=registry)
        errors = sorted(validators[name].iter_errors(instance), key=lambda e: list(e.absolute_path))
        assert not errors, f"{name}: " + "; ".join(f"{list(e.absolute_path)}: {e.message[:200]}" for e in errors[:5])

    return validate


STREAM_EVENT = TypeAdapter(ResponseStreamEvent)


# ------------------------------------------------------------------------------------------------
# Responses: parsing
# ------------------------------------------------------------------------------------------------


def test_responses_agents_turn1():
    conv = responses.parse_request(TURN1, [])
    assert conv.api == "responses" and conv.model == "gpt-4o-mini"
    assert conv.messages == [Message(role="user", content="What's the weather in Paris?")]
    assert conv.instructions == "You answer weather questions."
    assert conv.tools == [Tool(name="get_weather", description="Get the weather for a city.", parameters=WEATHER_PARAMS, strict=True)]
    assert conv.tool_choice == ToolChoice("auto") and conv.parallel_tool_calls is True
    assert conv.output_schema is None and conv.max_output_tokens is None


def test_responses_agents_turn2_pairs_call_and_output():
    conv = responses.parse_request(TURN2, [])
    call = ToolCall(call_id="call_000002", name="get_weather", arguments='{"city": "Paris"}')
    assert conv.messages[1:] == [
        Message(role="assistant", tool_calls=(call,)),
        Message(role="tool", content="Sunny in Paris", tool_call_id="call_000002", name="get_weather"),
    ]
    assert [m.role for m in conv.current_turn()] == ["user", "assistant", "tool"]


def test_responses_previous_response_history_is_prepended():
    history = TURN1["input"] + [CALL_ITEM]
    body = {"model": "gpt-4o-mini", "previous_response_id": "resp_1", "input": [OUTPUT_ITEM], "tools": [WEATHER_TOOL]}
    conv = responses.parse_request(body, history)
    assert [m.role for m in conv.messages] == ["user", "assistant", "tool"]
    assert conv.messages[2].name == "get_weather"


def test_responses_replayed_assistant_message_and_parallel_calls_merge():
    text_item = {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "status": "completed",
        "content": [{"type": "output_text", "text": "Let me check.", "annotations": [], "logprobs": []}],
    }
    second = {**CALL_ITEM, "call_id": "call_B", "id": "fc_B", "arguments": '{"city": "Rome"}'}
    out_b = {**OUTPUT_ITEM, "call_id": "call_B", "output": "Rainy in Rome"}
    body = {**TURN1, "input": TURN1["input"] + [text_item, CALL_ITEM, second, OUTPUT_ITEM, out_b]}
    conv = responses.parse_request(body, [])
    assistant = conv.messages[1]
    assert assistant.content == "Let me check." and [c.call_id for c in assistant.tool_calls] == ["call_000002", "call_B"]
    assert [(m.role, m.content) for m in conv.messages[2:]] == [("tool", "Sunny in Paris"), ("tool", "Rainy in Rome")]


def test_responses_bare_string_parts_images_list_outputs_and_skipped_items():
    assert responses.parse_request({"model": "m", "input": "hi"}, []).messages == [Message(role="user", content="hi")]
    body = {
        "model": "m",
        "input": [
            {"type": "message", "role": "developer", "content": "Be brief."},
            {"role": "user", "content": [{"type": "input_text", "text": "What is this?"}, {"type": "input_image", "image_url": "data:,"}]},
            {"type": "reasoning", "id": "rs_1", "summary": []},
            {"type": "web_search_call", "id": "ws_1", "status": "completed", "action": {"type": "search", "query": "q"}},
            CALL_ITEM,
            {"type": "function_call_output", "call_id": "call_000002", "output": [{"type": "input_text", "text": "A"}, {"type": "input_text", "text": "B"}]},
        ],
        "instructions": "Sys.",
    }
    conv = responses.parse_request(body, [])
    assert conv.instructions == "Sys.\n\nBe brief."
    assert conv.messages[0] == Message(role="user", content="What is this?")
    assert conv.messages[-1].content == "A\nB"


def test_responses_handoff_bodies():
    handoff_tool = {
        "type": "function",
        "name": "transfer_to_spanish_agent",
        "description": "Handoff to the Spanish agent agent to handle the request. ",
        "strict": True,
        "parameters": {"additionalProperties": False, "type": "object", "properties": {}, "required": []},
    }
    body1 = {**TURN1, "tools": [handoff_tool]}
    assert responses.parse_request(body1, []).function_tools()[0].name == "transfer_to_spanish_agent"
    call = {"arguments": "{}", "call_id": "call_9", "name": "transfer_to_spanish_agent", "type": "function_call", "id": "fc_9", "status": "completed"}
    echoed = {"call_id": "call_9", "output": '{"assistant": "Spanish agent"}', "type": "function_call_output"}
    body2 = {**TURN1, "instructions": "Reply in Spanish.", "tools": [], "input": TURN1["input"] + [call, echoed]}
    conv = responses.parse_request(body2, [])
    assert conv.tools == [] and conv.messages[-1].name == "transfer_to_spanish_agent"


def test_responses_structured_output_and_web_search_tool():
    schema = {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"], "additionalProperties": False}
    body = {
        **TURN1,
        "text": {"format": {"type": "json_schema", "name": "final_output", "schema": schema, "strict": True}},
        "tools": [{"type": "web_search", "filters": None, "user_location": None, "search_context_size": "medium"}],
        "tool_choice": {"type": "web_search"},
        "parallel_tool_calls": False,
        "max_output_tokens": 500,
    }
    conv = responses.parse_request(body, [])
    assert conv.output_schema == schema and conv.output_name == "final_output"
    assert conv.tools == [Tool(name="web_search", type="web_search")] and conv.function_tools() == []
    assert conv.tool_choice == ToolChoice("hosted", "web_search")
    assert conv.parallel_tool_calls is False and conv.max_output_tokens == 500
    preview = responses.parse_request({**TURN1, "tools": [{"type": "web_search_preview"}], "tool_choice": {"type": "web_search_preview"}}, [])
    assert preview.tools[0].type == "web_search" and preview.tool_choice.mode == "hosted"
    json_mode = responses.parse_request({**TURN1, "text": {"format": {"type": "json_object"}}}, [])
    assert json_mode.output_schema == {"type": "object"}


@pytest.mark.parametrize(
    "choice, expected",
    [
        ("auto", ToolChoice("auto")),
        ("none", ToolChoice("none")),
        ("required", ToolChoice("required")),
        ({"type": "function", "name": "get_weather"}, ToolChoice("function", "get_weather")),
        ({"type": "web_search_preview"}, ToolChoice("hosted", "web_search")),
    ],
)
def test_responses_tool_choice(choice, expected):
    assert responses.parse_request({**TURN1, "tool_choice": choice}, []).tool_choice == expected


def test_responses_function_tool_strict_defaults_true():
    tool = {"type": "function", "name": "f", "parameters": {"type": "object"}}
    assert responses.parse_request({**TURN1, "tools": [tool]}, []).tools[0].strict is True


# ------------------------------------------------------------------------------------------------
# Responses: errors
# ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body, message, param, code",
    [
        ([], "Invalid type for request body: expected an object, but got an array instead.", None, "invalid_type"),
        ({"input": "hi"}, "Missing required parameter: 'model'.", "model", "missing_required_parameter"),
        ({"model": "m"}, "Missing required parameter: 'input'.", "input", "missing_required_parameter"),
        ({"model": 3, "input": "x"}, "Invalid type for 'model': expected a string, but got an integer instead.", "model", "invalid_type"),
        (
            {"model": "m", "input": 5},
            "Invalid type for 'input': expected one of a string or array of objects, but got an integer instead.",
            "input",
            "invalid_type",
        ),
        (
            {"model": "m", "input": [{"role": "robot", "content": "x"}]},
            "Invalid value: 'robot'. Supported values are: 'assistant', 'system', 'developer', and 'user'.",
            "input[0].role",
            "invalid_value",
        ),
        (
            {"model": "m", "input": [{"role": "user", "content": 1.5}]},
            "Invalid type for 'input[0].content': expected one of a string or array of objects, but got a decimal instead.",
            "input[0].content",
            "invalid_type",
        ),
        (
            {"model": "m", "input": [{"type": "function_call", "call_id": "c", "name": "f"}]},
            "Missing required parameter: 'input[0].arguments'.",
            "input[0].arguments",
            "missing_required_parameter",
        ),
        (
            {"model": "m", "input": "x", "temperature": "hot"},
            "Invalid type for 'temperature': expected a decimal, but got a string instead.",
            "temperature",
            "invalid_type",
        ),
        (
            {"model": "m", "input": [], "tools": []},
            "Invalid 'input': empty array. Expected an array with minimum length 1, but got an empty array instead.",
            "input",
            "empty_array",
        ),
        (
            {"model": "m", "input": "x", "tools": [{"type": "function", "name": f"t{i}", "strict": False, "parameters": {"type": "object"}} for i in range(129)]},
            "Invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length 129 instead.",
            "tools",
            "array_above_max_length",
        ),
        (
            {"model": "m", "input": "x", "tools": [{"type": "function", "name": "billing.get_invoice", "strict": False, "parameters": {"type": "object"}}]},
            "Invalid 'tools[0].name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
            "tools[0].name",
            "invalid_value",
        ),
        (
            {"model": "m", "input": "x", "tools": [{"type": "function", "name": "t" * 129, "strict": False, "parameters": {"type": "object"}}]},
            "Invalid 'tools[0].name': string too long. Expected a string with maximum length 128, but got a string with length 129 instead.",
            "tools[0].name",
            "string_above_max_length",
        ),
    ],
)
def test_responses_validation_errors(body, message, param, code):
    with pytest.raises(SimError) as info:
        responses.parse_request(body, [])
    assert api_error(info) == {"message": message, "type": "invalid_request_error", "param": param, "code": code}
    assert info.value.status == 400


def test_responses_unknown_item_type_lists_supported_values():
    with pytest.raises(SimError) as info:
        responses.parse_request({"model": "m", "input": [{"type": "banana"}]}, [])
    assert api_error(info)["message"].startswith("Invalid value: 'banana'. Supported values are: 'message', ")
    assert api_error(info)["param"] == "input[0].type"


def test_responses_output_without_call():
    body = {**TURN1, "input": TURN1["input"] + [{**OUTPUT_ITEM, "call_id": "call_123"}]}
    with pytest.raises(SimError) as info:
        responses.parse_request(body, [])
    assert api_error(info) == {
        "message": "No tool call found for function call output with call_id call_123.",
        "type": "invalid_request_error",
        "param": "input",
        "code": None,
    }


def test_responses_call_without_output_before_new_question():
    history = TURN1["input"] + [{**CALL_ITEM, "call_id": "call_123"}]
    with pytest.raises(SimError) as info:
        responses.parse_request({"model": "m", "previous_response_id": "resp_1", "input": "And Rome?"}, history)
    assert api_error(info)["message"] == "No tool output found for function call call_123."
    assert api_error(info)["param"] == "input"


def test_responses_call_at_end_of_input_is_allowed():
    conv = responses.parse_request({**TURN1, "input": TURN1["input"] + [CALL_ITEM]}, [])
    assert conv.messages[-1].tool_calls[0].call_id == "call_000002"


# ------------------------------------------------------------------------------------------------
# Chat: parsing
# ------------------------------------------------------------------------------------------------


def test_chat_agents_body_with_tool_messages():
    conv = chat.parse_request(CHAT_BODY)
    assert conv.api == "chat" and conv.instructions == "You answer weather questions."
    assert [m.role for m in conv.messages] == ["user", "assistant", "tool"]
    assert conv.messages[1].tool_calls == (ToolCall("call_000030", "get_weather", '{"city": "Paris"}'),)
    assert conv.messages[2] == Message(role="tool", content="Sunny in Paris", tool_call_id="call_000030", name="get_weather")
    assert conv.tools[0] == Tool(name="get_weather", description="Get the weather.", parameters=WEATHER_PARAMS, strict=True)
    assert chat.uses_legacy_functions(CHAT_BODY) is False


def test_chat_parts_developer_structured_output_and_limits():
    schema = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
    body = {
        "model": "m",
        "messages": [
            {"role": "developer", "content": [{"type": "text", "text": "Dev."}]},
            {"role": "system", "content": "Sys."},
            {"role": "user", "content": [{"type": "text", "text": "Look"}, {"type": "image_url", "image_url": {"url": "data:,"}}]},
        ],
        "response_format": {"type": "json_schema", "json_schema": {"name": "final_output", "strict": True, "schema": schema}},
        "max_tokens": 50,
    }
    conv = chat.parse_request(body)
    assert conv.instructions == "Dev.\n\nSys." and conv.messages == [Message(role="user", content="Look")]
    assert conv.output_schema == schema and conv.output_name == "final_output" and conv.max_output_tokens == 50
    assert chat.parse_request({**body, "max_completion_tokens": 70}).max_output_tokens == 70
    assert chat.parse_request({**body, "response_format": {"type": "json_object"}}).output_schema == {"type": "object"}


@pytest.mark.parametrize(
    "choice, expected",
    [
        ("none", ToolChoice("none")),
        ("required", ToolChoice("required")),
        ({"type": "function", "function": {"name": "get_weather"}}, ToolChoice("function", "get_weather")),
    ],
)
def test_chat_tool_choice(choice, expected):
    conv = chat.parse_request({**CHAT_BODY, "tool_choice": choice, "parallel_tool_calls": False})
    assert conv.tool_choice == expected and conv.parallel_tool_calls is False


def test_chat_deprecated_functions():
    body = {
        "model": "m",
        "messages": [
            {"role": "user", "content": "Weather?"},
            {"role": "assistant", "content": None, "function_call": {"name": "get_weather", "arguments": '{"city":"Paris"}'}},
            {"role": "function", "name": "get_weather", "content": "Sunny"},
        ],
        "functions": [{"name": "get_weather", "description": "d", "parameters": WEATHER_PARAMS}],
        "function_call": {"name": "get_weather"},
    }
    conv = chat.parse_request(body)
    assert chat.uses_legacy_functions(body) is True
    assert conv.tools == [Tool(name="get_weather", description="d", parameters=WEATHER_PARAMS, strict=False)]
    assert conv.tool_choice == ToolChoice("function", "get_weather")
    assert conv.messages[1].tool_calls == (ToolCall("call_fn_1", "get_weather", '{"city":"Paris"}'),)
    assert conv.messages[2] == Message(role="tool", content="Sunny", tool_call_id="call_fn_1", name="get_weather")
    assert chat.parse_request({**body, "function_call": "none"}).tool_choice == ToolChoice("none")


@pytest.mark.parametrize(
    "body, message, param, code",
    [
        ("hi", "Invalid type for request body: expected an object, but got a string instead.", None, "invalid_type"),
        ({"messages": []}, "Missing required parameter: 'model'.", "model", "missing_required_parameter"),
        ({"model": "m"}, "Missing required parameter: 'messages'.", "messages", "missing_required_parameter"),
        (
            {"model": "m", "messages": []},
            "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
            "messages",
            "empty_array",
        ),
        (
            {"model": "m", "messages": [{"role": "user", "content": "x"}],
             "tools": [{"type": "function", "function": {"name": f"t{i}"}} for i in range(129)]},
            "Invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length 129 instead.",
            "tools",
            "array_above_max_length",
        ),
        (
            {"model": "m", "messages": [{"role": "user", "content": 7}]},
            "Invalid type for 'messages[0].content': expected one of a string or array of objects, but got an integer instead.",
            "messages[0].content",
            "invalid_type",
        ),
        (
            {"model": "m", "messages": [{"role": "robot", "content": "x"}]},
            "Invalid value: 'robot'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.",
            "messages[0].role",
            "invalid_value",
        ),
        (
            {"model": "m", "messages": [{"role": "user"}]},
            "Missing required parameter: 'messages[0].content'.",
            "messages[0].content",
            "missing_required_parameter",
        ),
        (
            {"model": "m", "messages": [{"role": "user", "content": "x"}], "tool_choice": "auto"},
            "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.",
            "tool_choice",
            None,
        ),
        (
            {"model": "m", "messages": [{"role": "user", "content": "x"}], "tools": [{"type": "function", "function": {"name": "pay toll"}}]},
            "Invalid 'tools[0].function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
            "tools[0].function.name",
            "invalid_value",
        ),
        (
            {"model": "m", "messages": [{"role": "user", "content": "x"}], "functions": [{"name": "f" * 65}]},
            "Invalid 'functions[0].name': string too long. Expected a string with maximum length 64, but got a string with length 65 instead.",
            "functions[0].name",
            "string_above_max_length",
        ),
    ],
)
def test_chat_validation_errors(body, message, param, code):
    with pytest.raises(SimError) as info:
        chat.parse_request(body)
    assert api_error(info) == {"message": message, "type": "invalid_request_error", "param": param, "code": code}


def test_chat_orphan_tool_message():
    messages = [CHAT_BODY["messages"][0], CHAT_BODY["messages"][1], {"role": "assistant", "content": "Hi"}, CHAT_BODY["messages"][3]]
    with pytest.raises(SimError) as info:
        chat.parse_request({**CHAT_BODY, "messages": messages})
    assert api_error(info) == {
        "message": "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
        "type": "invalid_request_error",
        "param": "messages.[3].role",
        "code": None,
    }


def test_chat_missing_tool_results():
    messages = CHAT_BODY["messages"][:3] + [{"role": "user", "content": "And Rome?"}]
    with pytest.raises(SimError) as info:
        chat.parse_request({**CHAT_BODY, "messages": messages})
    assert api_error(info) == {
        "message": "An assistant message with 'tool_calls' must be followed by tool messages responding to each "
        "'tool_call_id'. The following tool_call_ids did not have response messages: call_000030",
        "type": "invalid_request_error",
        "param": "messages.[3].role",
        "code": None,
    }
    with pytest.raises(SimError) as info:
        chat.parse_request({**CHAT_BODY, "messages": CHAT_BODY["messages"][:3]})
    assert api_error(info)["param"] == "messages"


def test_chat_tool_message_for_unknown_call_id():
    messages = CHAT_BODY["messages"][:3] + [{"role": "tool", "tool_call_id": "call_x", "content": "?"}]
    with pytest.raises(SimError) as info:
        chat.parse_request({**CHAT_BODY, "messages": messages})
    assert api_error(info)["message"] == "Invalid parameter: 'tool_call_id' of 'call_x' not found in 'tool_calls' of previous message."


# ------------------------------------------------------------------------------------------------
# Fuzz: garbage in, only SimError out
# ------------------------------------------------------------------------------------------------


def random_json(rng: random.Random, depth: int = 0) -> Any:
    """A random JSON value, biased toward the strings the parsers look for."""
    words = ["user", "assistant", "tool", "function", "system", "developer", "message", "function_call",
             "function_call_output", "input_text", "output_text", "text", "web_search", "json_schema", "call_1",
             "auto", "none", "required", "reasoning", "refusal", "name", "", "robot"]
    choice = rng.randrange(9 if depth < 3 else 6)
    if choice == 0:
        return None
    if choice == 1:
        return rng.choice([True, False])
    if choice == 2:
        return rng.randint(-5, 5)
    if choice == 3:
        return rng.random() * 10
    if choice in (4, 5):
        return rng.choice(words)
    if choice in (6, 7):
        keys = ["role", "content", "type", "call_id", "output", "name", "arguments", "tool_calls", "id", "function",
                "text", "format", "schema", "tool_call_id", "json_schema", "parameters", "strict"]
        return {rng.choice(keys): random_json(rng, depth + 1) for _ in range(rng.randrange(5))}
    return [random_json(rng, depth + 1) for _ in range(rng.randrange(4))]


def mutate(rng: random.Random, value: Any) -> Any:
    """A copy of `value` with one random node replaced or deleted."""
    value = copy.deepcopy(value)
    node, path = value, []
    while isinstance(node, (dict, list)) and node and (not path or rng.random() < 0.8):
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        path.append((node, key))
        node = node[key]
    if not path:
        return random_json(rng)
    parent, key = path[-1]
    if isinstance(parent, dict) and rng.random() < 0.3:
        del parent[key]
    else:
        parent[key] = random_json(rng)
    return value


def fuzz_bodies(seed: int, valid: list[Any], count: int) -> list[Any]:
    """`count` deterministic garbage bodies: random JSON and mutated valid bodies."""
    rng = random.Random(seed)
    bodies = []
    for i in range(count):
        base = rng.choice(valid)
        body = random_json(rng) if i % 5 == 0 else mutate(rng, base)
        for _ in range(rng.randrange(3)):
            body = mutate(rng, body)
        bodies.append(body)
    return bodies


def test_fuzz_responses_only_simerror():
    valid = [TURN1, TURN2, {**TURN1, "text": {"format": {"type": "json_schema", "name": "x", "schema": {}}}, "tool_choice": {"type": "web_search"}}]
    outcomes = {"ok": 0, "error": 0}
    for body in fuzz_bodies(1, valid, 800):
        history = body.pop("history", []) if isinstance(body, dict) and isinstance(body.get("history"), list) else []
        try:
            conv = responses.parse_request(body, history)
        except SimError as exc:
            assert exc.status == 400 and exc.message
            outcomes["error"] += 1
            continue
        assert isinstance(conv, Conversation)
        outcomes["ok"] += 1
        response = responses.build_response(conv, Decision(text="ok"), USAGE, body=body, new_id=make_ids(), created=CREATED)
        responses.stream_events(response, split=split4)
    assert outcomes["ok"] > 20 and outcomes["error"] > 400


def test_fuzz_chat_only_simerror():
    legacy = {"model": "m", "messages": [{"role": "user", "content": "x"}], "functions": [{"name": "f"}], "function_call": "auto"}
    outcomes = {"ok": 0, "error": 0}
    for body in fuzz_bodies(2, [CHAT_BODY, legacy], 800):
        try:
            conv = chat.parse_request(body)
        except SimError as exc:
            assert exc.status == 400 and exc.message
            outcomes["error"] += 1
            continue
        outcomes["ok"] += 1
        completion = chat.build_completion(
            conv, Decision(text="ok"), USAGE, body=body, new_id=make_ids(), created=CREATED,
            legacy_functions=chat.uses_legacy_functions(body),
        )
        chat.stream_chunks(completion, split=split4, include_usage=True)
    assert outcomes["ok"] > 20 and outcomes["error"] > 400


def test_fuzz_history_items_only_simerror():
    rng = random.Random(3)
    for _ in range(300):
        history = [random_json(rng) for _ in range(rng.randrange(4))]
        try:
            responses.parse_request({"model": "m", "input": "x"}, history)
        except SimError:
            pass


# ------------------------------------------------------------------------------------------------
# Responses: building and streaming
# ------------------------------------------------------------------------------------------------


def build(body: dict, decision: Decision, **kwargs) -> dict:
    """Parse `body` and build the response for `decision`."""
    conv = responses.parse_request(body, [])
    return responses.build_response(conv, decision, USAGE, body=body, new_id=make_ids(), created=CREATED, **kwargs)


SEARCH = HostedSearch(
    query="paris weather",
    text="It is sunny in Paris.",
    citations=(Citation(url="https://example.com/paris", title="Paris weather", start_index=0, end_index=21),),
)

CASES = {
    "text": (TURN2, Decision(text="It is sunny in Paris today."), {}),
    "calls": (TURN1, Decision(calls=[PlannedCall("get_weather", '{"city":"Paris"}'), PlannedCall("get_weather", '{"city":"Rome"}')]), {}),
    "search": ({**TURN1, "tools": [{"type": "web_search", "filters": None, "user_location": None, "search_context_size": "medium"}], "tool_choice": {"type": "web_search"}}, Decision(web_search="paris weather"), {"search": SEARCH}),
    "reasoning": ({**TURN2, "reasoning": {"effort": "low", "summary": "auto"}}, Decision(text="Sunny."), {"reasoning_summary": "The tool said sunny."}),
    "structured": ({**TURN2, "text": {"format": {"type": "json_schema", "name": "final_output", "schema": {"type": "object"}, "strict": True}}, "metadata": {"k": "v"}, "temperature": 0.2, "store": False}, Decision(text='{"a": 1}'), {}),
    "incomplete": ({**TURN2, "max_output_tokens": 16}, Decision(text="It is sunny in"), {"status": "incomplete"}),
}


@pytest.mark.parametrize("case", list(CASES))
def test_response_object_validates(case, openapi):
    body, decision, kwargs = CASES[case]
    response = build(body, decision, **kwargs)
    parsed = Response.model_validate(response)
    openapi(response, "Response")
    assert response["model"] == "gpt-4o-mini" and response["instructions"] == body["instructions"]
    assert response["usage"] == {
        "input_tokens": 37,
        "input_tokens_details": {"cached_tokens": 5, "cache_write_tokens": 0},
        "output_tokens": 11,
        "output_tokens_details": {"reasoning_tokens": 3},
        "total_tokens": 48,
    }
    if decision.text and case != "search":
        assert parsed.output_text == decision.text


def test_response_echoes_request_settings():
    body, decision, _ = CASES["structured"]
    response = build({**body, "previous_response_id": "resp_prev", "tool_choice": "required", "parallel_tool_calls": False}, decision)
    assert response["text"]["format"] == body["text"]["format"]
    assert (response["metadata"], response["store"], response["temperature"], response["top_p"]) == ({"k": "v"}, False, 0.2, 1.0)
    assert (response["tool_choice"], response["parallel_tool_calls"], response["previous_response_id"]) == ("required", False, "resp_prev")
    assert response["tools"] == [WEATHER_TOOL] and response["reasoning"] == {"effort": None, "summary": None}
    assert response["status"] == "completed" and response["error"] is None and response["created_at"] == CREATED


def test_response_output_items():
    calls = build(*CASES["calls"][:2])["output"]
    assert [item["type"] for item in calls] == ["function_call", "function_call"]
    assert calls[0]["id"].startswith("fc_") and calls[0]["call_id"].startswith("call_")
    assert calls[1]["arguments"] == '{"city":"Rome"}' and calls[1]["status"] == "completed"
    search = build(CASES["search"][0], CASES["search"][1], search=SEARCH)
    assert [item["type"] for item in search["output"]] == ["web_search_call", "message"]
    assert search["output"][0]["action"] == {"type": "search", "query": "paris weather"}
    assert search["output"][1]["content"][0]["annotations"][0]["url"] == "https://example.com/paris"
    reasoning = build(*CASES["reasoning"][:2], reasoning_summary="Because.")["output"]
    assert [item["type"] for item in reasoning] == ["reasoning", "message"]
    incomplete = build(*CASES["incomplete"][:2], status="incomplete")
    assert incomplete["incomplete_details"] == {"reason": "max_output_tokens"} and incomplete["output"][0]["status"] == "incomplete"


def collapse(types: list[str]) -> list[str]:
    """Event types with runs of the same delta type folded into `<type>*`."""
    folded: list[str] = []
    for kind in types:
        if kind.endswith(".delta"):
            kind += "*"
            if folded and folded[-1] == kind:
                continue
        folded.append(kind)
    return folded


MESSAGE_EVENTS = [
    "response.output_item.added",
    "response.content_part.added",
    "response.output_text.delta*",
    "response.output_text.done",
    "response.content_part.done",
    "response.output_item.done",
]
CALL_EVENTS = [
    "response.output_item.added",
    "response.function_call_arguments.delta*",
    "response.function_call_arguments.done",
    "response.output_item.done",
]
SEARCH_EVENTS = [
    "response.output_item.added",
    "response.web_search_call.in_progress",
    "response.web_search_call.searching",
    "response.web_search_call.completed",
    "response.output_item.done",
]
REASONING_EVENTS = [
    "response.output_item.added",
    "response.reasoning_summary_part.added",
    "response.reasoning_summary_text.delta*",
    "response.reasoning_summary_text.done",
    "response.reasoning_summary_part.done",
    "response.output_item.done",
]
START = ["response.created", "response.in_progress"]
EXPECTED_ORDERS = {
    "text": START + MESSAGE_EVENTS + ["response.completed"],
    "calls": START + CALL_EVENTS + CALL_EVENTS + ["response.completed"],
    "search": START + SEARCH_EVENTS + MESSAGE_EVENTS[:3] + ["response.output_text.annotation.added"] + MESSAGE_EVENTS[3:] + ["response.completed"],
    "reasoning": START + REASONING_EVENTS + MESSAGE_EVENTS + ["response.completed"],
    "structured": START + MESSAGE_EVENTS + ["response.completed"],
    "incomplete": START + MESSAGE_EVENTS + ["response.incomplete"],
}


@pytest.mark.parametrize("case", list(CASES))
def test_stream_events(case, openapi):
    body, decision, kwargs = CASES[case]
    response = build(body, decision, **kwargs)
    events = responses.stream_events(response, split=split4)
    assert collapse([kind for kind, _ in events]) == EXPECTED_ORDERS[case]
    assert [data["sequence_number"] for _, data in events] == list(range(len(events)))
    for kind, data in events:
        assert data["type"] == kind
        STREAM_EVENT.validate_python(data)
        openapi(data, "ResponseStreamEvent")
    for _, data in events[:2]:
        assert data["response"]["status"] == "in_progress" and data["response"]["output"] == [] and data["response"]["usage"] is None
    assert events[-1][1]["response"] == response
    for output_index, item in enumerate(response["output"]):
        mine = [data for _, data in events if data.get("output_index") == output_index]
        assert mine[-1]["type"] == "response.output_item.done" and mine[-1]["item"] == item
        if item["type"] == "message":
            text = "".join(d["delta"] for d in mine if d["type"] == "response.output_text.delta")
            assert text == item["content"][0]["text"]
        if item["type"] == "function_call":
            arguments = "".join(d["delta"] for d in mine if d["type"] == "response.function_call_arguments.delta")
            done = next(d for d in mine if d["type"] == "response.function_call_arguments.done")
            assert arguments == item["arguments"] == done["arguments"] and done["name"] == item["name"]
            assert {d["item_id"] for d in mine if "item_id" in d} == {item["id"]}


def test_stream_added_items_are_in_progress():
    events = responses.stream_events(build(*CASES["calls"][:2]), split=split4)
    added = [data["item"] for _, data in events if data["type"] == "response.output_item.added"]
    assert [(item["status"], item["arguments"]) for item in added] == [("in_progress", ""), ("in_progress", "")]


def test_error_and_failed_events(openapi):
    kind, data = responses.error_event(2, "boom")
    assert kind == "error" and data == {"type": "error", "code": "server_error", "message": "boom", "param": None, "sequence_number": 2}
    response = build(*CASES["text"][:2])
    kind, failed = responses.failed_event(responses.snapshot(response), 3, "The server had an error.")
    assert kind == "response.failed" and failed["response"]["status"] == "failed"
    assert failed["response"]["error"] == {"code": "server_error", "message": "The server had an error."}
    for event in (data, failed):
        STREAM_EVENT.validate_python(event)
        openapi(event, "ResponseStreamEvent")


def test_responses_is_delta():
    events = responses.stream_events(build(*CASES["reasoning"][:2], reasoning_summary="Thinking hard."), split=split4)
    deltas = [kind for kind, data in events if responses.is_delta((kind, data))]
    assert deltas and all(kind.endswith(".delta") for kind in deltas)
    assert responses.is_delta({"type": "response.output_text.delta"}) and not responses.is_delta(("response.completed", {}))


# ------------------------------------------------------------------------------------------------
# Chat: building and streaming
# ------------------------------------------------------------------------------------------------


def build_chat(body: dict, decision: Decision, **kwargs) -> dict:
    """Parse a chat body and build the completion for `decision`."""
    conv = chat.parse_request(body)
    legacy = chat.uses_legacy_functions(body)
    return chat.build_completion(conv, decision, USAGE, body=body, new_id=make_ids(), created=CREATED, legacy_functions=legacy, **kwargs)


LEGACY_BODY = {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Weather?"}], "functions": [{"name": "get_weather", "parameters": WEATHER_PARAMS}]}
CHAT_CASES = {
    "text": (CHAT_BODY, Decision(text="It is sunny in Paris.")),
    "calls": ({**CHAT_BODY, "messages": CHAT_BODY["messages"][:2]}, Decision(calls=[PlannedCall("get_weather", '{"city": "Paris"}'), PlannedCall("get_weather", '{"city": "Rome"}')])),
    "legacy": (LEGACY_BODY, Decision(calls=[PlannedCall("get_weather", '{"city": "Paris"}')])),
    "search_as_text": (CHAT_BODY, Decision(web_search="paris weather", text="Sunny.")),
}


@pytest.mark.parametrize("case", list(CHAT_CASES))
def test_chat_completion_validates(case, openapi):
    completion = build_chat(*CHAT_CASES[case])
    parsed = ChatCompletion.model_validate(completion)
    openapi(completion, "CreateChatCompletionResponse")
    assert completion["system_fingerprint"] == "fp_labkit" and completion["service_tier"] == "default"
    assert completion["usage"]["prompt_tokens_details"] == {"cached_tokens": 5, "audio_tokens": 0}
    assert completion["usage"]["completion_tokens_details"] == {
        "reasoning_tokens": 3, "audio_tokens": 0, "accepted_prediction_tokens": 0, "rejected_prediction_tokens": 0
    }
    message = parsed.choices[0].message
    expected_reason = {"text": "stop", "calls": "tool_calls", "legacy": "function_call", "search_as_text": "stop"}[case]
    assert parsed.choices[0].finish_reason == expected_reason
    if case == "calls":
        assert message.content is None and [c.type for c in message.tool_calls] == ["function", "function"]
        assert message.tool_calls[1].function.arguments == '{"city": "Rome"}'
    if case == "legacy":
        assert message.function_call.name == "get_weather" and message.tool_calls is None
    if case in ("text", "search_as_text"):
        assert message.content == CHAT_CASES[case][1].text and message.refusal is None


def reassemble(chunks: list[dict]) -> dict:
    """Rebuild the assistant message from streamed chunks, the way clients accumulate them."""
    content, calls, legacy = "", {}, {"name": "", "arguments": ""}
    finish = None
    for data in chunks:
        for choice in data["choices"]:
            delta = choice["delta"]
            content += delta.get("content") or ""
            for fragment in delta.get("tool_calls") or []:
                call = calls.setdefault(fragment["index"], {"id": None, "name": "", "arguments": ""})
                call["id"] = fragment.get("id") or call["id"]
                call["name"] += (fragment.get("function") or {}).get("name") or ""
                call["arguments"] += (fragment.get("function") or {}).get("arguments") or ""
            for key in ("name", "arguments"):
                legacy[key] += (delta.get("function_call") or {}).get(key) or ""
            finish = choice["finish_reason"] or finish
    return {"content": content, "calls": [calls[i] for i in sorted(calls)], "legacy": legacy, "finish": finish}


@pytest.mark.parametrize("include_usage", [False, True])
@pytest.mark.parametrize("case", list(CHAT_CASES))
def test_chat_stream_chunks(case, include_usage, openapi):
    completion = build_chat(*CHAT_CASES[case])
    chunks = chat.stream_chunks(completion, split=split4, include_usage=include_usage)
    for data in chunks:
        ChatCompletionChunk.model_validate(data)
        openapi(data, "CreateChatCompletionStreamResponse")
        assert data["id"] == completion["id"] and data["object"] == "chat.completion.chunk"
        assert ("usage" in data) is include_usage
    body_chunks = chunks[:-1] if include_usage else chunks
    assert body_chunks[0]["choices"][0]["delta"]["role"] == "assistant"
    assert body_chunks[-1]["choices"][0]["delta"] == {} and body_chunks[-1]["choices"][0]["finish_reason"]
    assert all(c["choices"][0]["finish_reason"] is None for c in body_chunks[:-1])
    if include_usage:
        assert chunks[-1]["choices"] == [] and chunks[-1]["usage"] == completion["usage"]
        assert all(c["usage"] is None for c in chunks[:-1])
    message = completion["choices"][0]["message"]
    rebuilt = reassemble(chunks)
    assert rebuilt["finish"] == completion["choices"][0]["finish_reason"]
    assert rebuilt["content"] == (message["content"] or "")
    expected_calls = [{"id": c["id"], **c["function"]} for c in message.get("tool_calls") or []]
    assert rebuilt["calls"] == expected_calls
    if message.get("function_call"):
        assert rebuilt["legacy"] == message["function_call"]


def test_chat_first_fragment_of_each_call_has_id_type_name():
    chunks = chat.stream_chunks(build_chat(*CHAT_CASES["calls"]), split=split4, include_usage=False)
    firsts = [f for c in chunks for f in c["choices"][0]["delta"].get("tool_calls", []) if "id" in f]
    assert [(f["index"], f["type"], f["function"]["name"], f["function"]["arguments"]) for f in firsts] == [
        (0, "function", "get_weather", ""),
        (1, "function", "get_weather", ""),
    ]
    assert chunks[0]["choices"][0]["delta"]["content"] is None


def test_chat_is_delta():
    chunks = chat.stream_chunks(build_chat(*CHAT_CASES["text"]), split=split4, include_usage=True)
    assert [chat.is_delta(c) for c in chunks] == [False] + [True] * len(split4("It is sunny in Paris.")) + [False, False]
    calls = chat.stream_chunks(build_chat(*CHAT_CASES["calls"]), split=split4, include_usage=False)
    assert sum(map(chat.is_delta, calls)) == len(split4('{"city": "Paris"}')) + len(split4('{"city": "Rome"}'))


# ------------------------------------------------------------------------------------------------
# The real clients against the modules (in-process MockTransport; no server, no sockets)
# ------------------------------------------------------------------------------------------------


def tiny_policy(conv: Conversation) -> Decision:
    """Answer tool results; otherwise call the first function tool; otherwise say hello."""
    last = conv.messages[-1]
    if last.role == "tool":
        return Decision(text=f"Result: {last.content}")
    tools = conv.function_tools()
    if any(tool.type == "web_search" for tool in conv.tools) and not tools:
        return Decision(web_search=conv.last_user_text())
    if tools and conv.tool_choice.mode != "none":
        args = '{"city": "Paris"}' if "city" in tools[0].parameters.get("properties", {}) else "{}"
        return Decision(calls=[PlannedCall(tools[0].name, args)])
    return Decision(text="Hello there.")


class MiniSim:
    """Just enough HTTP to let real clients talk to the wire modules."""

    def __init__(self, reasoning_summary: str | None = None) -> None:
        self.reasoning_summary = reasoning_summary
        self.new_id = make_ids()
        self.stored: dict[str, list[dict]] = {}
        self.bodies: list[dict] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        """Route one request; SimError becomes the API's JSON error body."""
        body = json.loads(request.content)
        self.bodies.append(body)
        try:
            if request.url.path.endswith("/responses"):
                return self.responses(body)
            return self.chat(body)
        except SimError as exc:
            return httpx.Response(exc.status, json=exc.body())

    def responses(self, body: dict) -> httpx.Response:
        """`POST /v1/responses`, storing history for `previous_response_id`."""
        history = self.stored.get(body.get("previous_response_id") or "", [])
        conv = responses.parse_request(body, history)
        decision = tiny_policy(conv)
        search = SEARCH if decision.web_search else None
        response = responses.build_response(
            conv, decision, USAGE, body=body, new_id=self.new_id, created=CREATED,
            search=search, reasoning_summary=self.reasoning_summary,
        )
        items = [{"role": "user", "content": body["input"]}] if isinstance(body["input"], str) else body["input"]
        self.stored[response["id"]] = history + items + response["output"]
        if not body.get("stream"):
            return httpx.Response(200, json=response)
        events = responses.stream_events(response, split=split4)
        text = "".join(f"event: {kind}\ndata: {json.dumps(data)}\n\n" for kind, data in events)
        return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=text.encode())

    def chat(self, body: dict) -> httpx.Response:
        """`POST /v1/chat/completions`."""
        conv = chat.parse_request(body)
        completion = chat.build_completion(
            conv, tiny_policy(conv), USAGE, body=body, new_id=self.new_id, created=CREATED,
            legacy_functions=chat.uses_legacy_functions(body),
        )
        if not body.get("stream"):
            return httpx.Response(200, json=completion)
        include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
        chunks = chat.stream_chunks(completion, split=split4, include_usage=include_usage)
        text = "".join(f"data: {json.dumps(c)}\n\n" for c in chunks) + "data: [DONE]\n\n"
        return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=text.encode())


def sync_client(sim: MiniSim) -> openai.OpenAI:
    """A real sync `openai` client whose HTTP goes to `sim` in-process."""
    return openai.OpenAI(api_key="sk-test", base_url="http://sim.test/v1", http_client=httpx.Client(transport=httpx.MockTransport(sim)))


def async_client(sim: MiniSim) -> openai.AsyncOpenAI:
    """A real async `openai` client (as the Agents SDK uses) whose HTTP goes to `sim`."""
    transport = httpx.MockTransport(sim)
    return openai.AsyncOpenAI(api_key="sk-test", base_url="http://sim.test/v1", http_client=httpx.AsyncClient(transport=transport))


def test_openai_client_responses_create_stream_and_errors():
    sim = MiniSim()
    client = sync_client(sim)
    first = client.responses.create(model="gpt-4o-mini", input="Weather in Paris?", tools=[WEATHER_TOOL])
    call = first.output[0]
    assert call.type == "function_call" and call.arguments == '{"city": "Paris"}'
    second = client.responses.create(
        model="gpt-4o-mini", previous_response_id=first.id, tools=[WEATHER_TOOL],
        input=[{"type": "function_call_output", "call_id": call.call_id, "output": "Sunny"}],
    )
    assert second.output_text == "Result: Sunny"
    with client.responses.stream(model="gpt-4o-mini", input="Hi") as stream:
        deltas = [e.delta for e in stream if e.type == "response.output_text.delta"]
        final = stream.get_final_response()
    assert "".join(deltas) == final.output_text == "Hello there."
    with pytest.raises(openai.BadRequestError) as info:
        client.responses.create(model="gpt-4o-mini", previous_response_id=first.id, input="And Rome?")
    assert info.value.body["message"] == f"No tool output found for function call {call.call_id}."


def test_openai_client_chat_create_and_stream():
    sim = MiniSim()
    client = sync_client(sim)
    messages = [{"role": "user", "content": "Weather?"}]
    first = client.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=[CHAT_TOOL])
    call = first.choices[0].message.tool_calls[0]
    messages += [first.choices[0].message.model_dump(exclude_none=True), {"role": "tool", "tool_call_id": call.id, "content": "Sunny"}]
    with client.chat.completions.stream(model="gpt-4o-mini", messages=messages, tools=[CHAT_TOOL], stream_options={"include_usage": True}) as stream:
        final = stream.get_final_completion()
    assert final.choices[0].message.content == "Result: Sunny" and final.usage.total_tokens == 48
    with client.chat.completions.stream(model="gpt-4o-mini", messages=messages[:1], tools=[CHAT_TOOL]) as stream:
        streamed_call = stream.get_final_completion().choices[0].message.tool_calls[0]
    assert (streamed_call.function.name, streamed_call.function.arguments) == ("get_weather", '{"city": "Paris"}')
    with pytest.raises(openai.BadRequestError) as info:
        client.chat.completions.create(model="gpt-4o-mini", messages=[messages[0], messages[2]], tools=[CHAT_TOOL])
    assert info.value.body["param"] == "messages.[1].role"


@pytest.mark.parametrize("api", ["responses", "chat"])
@pytest.mark.parametrize("streamed", [False, True])
def test_agents_sdk_runs_a_tool_turn(api, streamed):
    from agents import Agent, OpenAIChatCompletionsModel, OpenAIResponsesModel, RunConfig, Runner, function_tool

    @function_tool
    def get_weather(city: str) -> str:
        """Get the weather for a city."""
        return f"Sunny in {city}"

    sim = MiniSim()
    model_class = OpenAIResponsesModel if api == "responses" else OpenAIChatCompletionsModel
    model = model_class(model="gpt-4o-mini", openai_client=async_client(sim))
    agent = Agent(name="Weather", instructions="You answer weather questions.", tools=[get_weather], model=model)
    config = RunConfig(tracing_disabled=True)

    async def run() -> Any:
        if not streamed:
            return await Runner.run(agent, "What's the weather in Paris?", run_config=config)
        result = Runner.run_streamed(agent, "What's the weather in Paris?", run_config=config)
        async for _ in result.stream_events():
            pass
        return result

    result = asyncio.run(run())
    assert result.final_output == "Result: Sunny in Paris"
    assert len(sim.bodies) == 2


def test_openai_client_streams_reasoning_and_web_search():
    client = sync_client(MiniSim(reasoning_summary="Look it up first."))
    with client.responses.stream(model="gpt-5", input="paris weather", tools=[{"type": "web_search"}]) as stream:
        kinds = [event.type for event in stream]
        final = stream.get_final_response()
    assert [item.type for item in final.output] == ["reasoning", "web_search_call", "message"]
    assert final.output[0].summary[0].text == "Look it up first."
    assert final.output_text == SEARCH.text and final.output[2].content[0].annotations[0].title == "Paris weather"
    assert "response.output_text.annotation.added" in kinds and kinds[-1] == "response.completed"


@pytest.mark.parametrize("streamed", [False, True])
def test_agents_sdk_hosted_web_search(streamed):
    from agents import Agent, OpenAIResponsesModel, RunConfig, Runner, WebSearchTool

    sim = MiniSim()
    model = OpenAIResponsesModel(model="gpt-4o-mini", openai_client=async_client(sim))
    agent = Agent(name="Searcher", tools=[WebSearchTool()], model=model, model_settings=_tool_choice("web_search"))
    config = RunConfig(tracing_disabled=True)

    async def run() -> Any:
        if not streamed:
            return await Runner.run(agent, "paris weather", run_config=config)
        result = Runner.run_streamed(agent, "paris weather", run_config=config)
        async for _ in result.stream_events():
            pass
        return result

    result = asyncio.run(run())
    assert result.final_output == SEARCH.text
    assert sim.bodies[0]["tools"][0]["type"] == "web_search" and sim.bodies[0]["tool_choice"] == {"type": "web_search"}


def _tool_choice(choice: str):
    """ModelSettings forcing a tool choice."""
    from agents import ModelSettings

    return ModelSettings(tool_choice=choice)
