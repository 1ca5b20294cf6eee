"""The simulator against the API's own rules, read off the wire.

1. Rules enforced in the API's words (strict schemas, unknown model, bad JSON, wrong types, keys,
   unknown routes), through the real `openai` client where it can send the request and raw
   `httpx2` where it cannot; a deterministic fuzz: no garbage body ever gets a 5xx.
2. Every JSON body and every SSE event validated against the official OpenAPI schemas
   (`conftest.OpenAPI` lists what is skipped), and the SSE framing parsed from the raw bytes.
3. Determinism: the same requests against two fresh servers with one seed give identical bytes.
"""

from __future__ import annotations

import json
import logging
import random
from typing import Any

import httpx2
import openai
import pytest

from labkit import sim

MODEL = "gpt-4o-mini"
KEY = {"authorization": "Bearer sk-test"}
JSON_PARSE_ERROR = (
    "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your "
    "HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)"
)
SEARCH_PARAMS = {
    "type": "object",
    "properties": {"query": {"type": "string"}, "max_results": {"type": "integer"}},
    "required": ["query"],
    "additionalProperties": False,
}
WEATHER_PARAMS = {
    "type": "object",
    "properties": {"city": {"type": "string"}},
    "required": ["city"],
    "additionalProperties": False,
}


def responses_tool(name: str, params: dict, strict: bool = True, description: str = "") -> dict:
    return {"type": "function", "name": name, "description": description, "parameters": params, "strict": strict}


def chat_tool(name: str, params: dict, strict: bool = True, description: str = "") -> dict:
    function = {"name": name, "description": description, "parameters": params, "strict": strict}
    return {"type": "function", "function": function}


@pytest.fixture
def http(server):
    with httpx2.Client(base_url=server.base_url + "/", headers=KEY, timeout=10) as raw:
        yield raw


# --- rules in the API's words ---------------------------------------------------------------------


MISSING_MAX_RESULTS = (
    "Invalid schema for function 'search': In context=(), 'required' is required to be supplied and to be "
    "an array including every key in properties. Missing 'max_results'."
)


def test_strict_schema_required_incomplete_chat(client):
    with pytest.raises(openai.BadRequestError) as caught:
        client.chat.completions.create(
            model=MODEL,
            messages=[{"role": "user", "content": "search for cats"}],
            tools=[chat_tool("search", SEARCH_PARAMS)],
        )
    error = caught.value
    assert error.status_code == 400 and error.type == "invalid_request_error"
    assert error.code == "invalid_function_parameters"
    assert error.param == "tools[0].function.parameters"
    assert error.body["message"] == MISSING_MAX_RESULTS
    assert str(error) == f"Error code: 400 - {MISSING_MAX_RESULTS}"


def test_strict_schema_required_incomplete_responses_and_non_strict_is_fine(client):
    tools = [responses_tool("get_weather", WEATHER_PARAMS), responses_tool("search", SEARCH_PARAMS)]
    with pytest.raises(openai.BadRequestError) as caught:
        client.responses.create(model=MODEL, input="search for cats", tools=tools)
    assert caught.value.code == "invalid_function_parameters"
    assert caught.value.param == "tools[1].parameters"
    assert caught.value.body["message"] == MISSING_MAX_RESULTS
    # The same schema without strict mode is accepted.
    tools[1] = responses_tool("search", SEARCH_PARAMS, strict=False)
    response = client.responses.create(model=MODEL, input="search for cats", tools=tools)
    assert response.output[0].name == "search"


def test_strict_schema_nested_open_object_and_format(client):
    params = {
        "type": "object",
        "properties": {"body": {"type": "object", "properties": {"x": {"type": "string"}}, "required": ["x"]}},
        "required": ["body"],
        "additionalProperties": False,
    }
    with pytest.raises(openai.BadRequestError) as caught:
        client.chat.completions.create(
            model=MODEL, messages=[{"role": "user", "content": "hi"}], tools=[chat_tool("post", params)]
        )
    assert caught.value.body["message"] == (
        "Invalid schema for function 'post': In context=('properties', 'body'), "
        "'additionalProperties' is required to be supplied and to be false."
    )
    with pytest.raises(openai.BadRequestError) as caught:
        client.responses.create(
            model=MODEL,
            input="hi",
            text={"format": {"type": "json_schema", "name": "X", "strict": True, "schema": {**SEARCH_PARAMS}}},
        )
    assert caught.value.param == "text.format.schema" and caught.value.code == "invalid_json_schema"
    assert caught.value.body["message"].startswith("Invalid schema for response_format 'X': In context=(), ")


def test_unknown_model_is_model_not_found(client):
    for call in (
        lambda: client.responses.create(model="gpt-fake", input="hi"),
        lambda: client.chat.completions.create(model="gpt-fake", messages=[{"role": "user", "content": "hi"}]),
    ):
        with pytest.raises(openai.NotFoundError) as caught:
            call()
        assert caught.value.code == "model_not_found" and caught.value.param is None
        assert caught.value.body["message"] == "The model `gpt-fake` does not exist or you do not have access to it."


@pytest.mark.parametrize("path", ["responses", "chat/completions"])
@pytest.mark.parametrize("raw", [b"{not json", b"", b"\xff\xfe", b"null", b'{"model": "gpt-4o-mini",'])
def test_malformed_json_body(http, openapi, path, raw):
    reply = http.post(path, content=raw, headers={"content-type": "application/json"})
    assert reply.status_code == 400
    body = reply.json()
    openapi.validate(body, "ErrorResponse")
    assert body["error"]["type"] == "invalid_request_error"
    assert body["error"]["message"] == JSON_PARSE_ERROR
    assert reply.headers["x-request-id"].startswith("req_")


@pytest.mark.parametrize(
    "path, body, message, param",
    [
        ("responses", {"model": 5, "input": "hi"}, "Invalid type for 'model': expected a string, but got an integer instead.", "model"),
        ("chat/completions", {"model": MODEL, "messages": "hi"}, "Invalid type for 'messages': expected an array, but got a string instead.", "messages"),
        ("responses", {"input": "hi"}, "Missing required parameter: 'model'.", "model"),
        ("chat/completions", {"model": MODEL}, "Missing required parameter: 'messages'.", "messages"),
        ("responses", {"model": MODEL, "input": "hi", "stream": "yes"}, None, "stream"),
        ("responses", {"model": MODEL, "input": "hi", "tools": {}}, None, "tools"),
        ("chat/completions", {"model": MODEL, "messages": [{"role": "wizard", "content": "hi"}]}, None, None),
        ("responses", {"model": MODEL, "input": "hi", "max_output_tokens": 3}, None, "max_output_tokens"),
        ("chat/completions", {"model": MODEL, "messages": [], "tool_choice": "required"}, None, None),
        ("conversations", {"items": "hi"}, "Invalid type for 'items': expected an array, but got a string instead.", "items"),
        ("conversations", {"items": [1]}, "Invalid type for 'items[0]': expected an object, but got an integer instead.", "items[0]"),
        ("conversations", {"items": [{"content": "no role"}]}, "Missing required parameter: 'items[0].role'.", "items[0].role"),
        ("conversations", {"metadata": [1]}, "Invalid type for 'metadata': expected an object, but got an array instead.", "metadata"),
    ],
)
def test_wrong_types_are_400s(http, openapi, path, body, message, param):
    reply = http.post(path, json=body)
    assert reply.status_code == 400, reply.text
    error = reply.json()
    openapi.validate(error, "ErrorResponse")
    if message is not None:
        assert error["error"]["message"] == message
    if param is not None:
        assert error["error"]["param"] == param


def test_required_key(openapi):
    with sim.start(seed=0, require_key="sk-right") as locked:
        with openai.OpenAI(base_url=locked.base_url, api_key="wrong-test-key-1234") as wrong:
            with pytest.raises(openai.AuthenticationError) as caught:
                wrong.responses.create(model=MODEL, input="hi")
            assert caught.value.code == "invalid_api_key" and caught.value.status_code == 401
            assert caught.value.body["message"].startswith("Incorrect API key provided: wro")
            assert "wrong-test-key-1234" not in caught.value.body["message"]  # the key is masked
            with pytest.raises(openai.AuthenticationError):
                wrong.models.list()
        assert [entry["status"] for entry in locked.requests] == [401, 401]  # 401 is not retried
        with openai.OpenAI(base_url=locked.base_url, api_key="sk-right") as right:
            assert right.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": "hi"}]).choices
        reply = httpx2.post(locked.base_url + "/responses", json={"model": MODEL, "input": "hi"})
        assert reply.status_code == 401
        openapi.validate(reply.json(), "ErrorResponse")
        assert reply.json()["error"]["message"].startswith("You didn't provide an API key.")


def test_unknown_route_and_method_are_openai_shaped_404_405(client, http, openapi):
    with pytest.raises(openai.NotFoundError) as caught:
        client.post("/embeddings", body={"model": MODEL, "input": "hi"}, cast_to=object)
    assert caught.value.body["message"] == "Invalid URL (POST /v1/embeddings)"
    assert caught.value.type == "invalid_request_error"
    reply = http.delete("models")
    assert reply.status_code == 405
    openapi.validate(reply.json(), "ErrorResponse")
    assert reply.json()["error"]["message"] == "Invalid method for URL (DELETE /v1/models)"


# --- fuzz: no 5xx, ever -----------------------------------------------------------------------------


def garbage(rng: random.Random, depth: int = 0) -> Any:
    """A random JSON value: scalars, wrong types, and nested lists and objects."""
    scalars = [None, True, False, 0, -1, 1.5, 10**30, "", "x", "gpt-4o-mini", "function", "user", "auto", "required",
               "none", "json_schema", "\u0000", "💥" * 3, "call_1", "resp_1", "[DONE]", "{}"]
    if depth >= 3 or rng.random() < 0.45:
        return rng.choice(scalars)
    if rng.random() < 0.5:
        return [garbage(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    keys = ["type", "role", "content", "name", "function", "parameters", "arguments", "call_id", "output", "text",
            "format", "schema", "strict", "properties", "required", "tool_calls", "id", "json_schema", "x"]
    return {rng.choice(keys): garbage(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def plausible_item(rng: random.Random, api: str) -> Any:
    """Something shaped like a real message / item / tool, with one part scrambled."""
    if api == "chat":
        base = rng.choice([
            {"role": "user", "content": "weather in Paris?"},
            {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": "c1", "content": "ok"},
            {"role": "system", "content": [{"type": "text", "text": "be brief"}]},
        ])
    else:
        base = rng.choice([
            {"role": "user", "content": "weather in Paris?"},
            {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
            {"type": "function_call_output", "call_id": "c1", "output": "ok"},
            {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "hi"}]},
        ])
    item = json.loads(json.dumps(base))
    if rng.random() < 0.8:
        item[rng.choice(list(item))] = garbage(rng, 1)
    return item


def fuzz_body(rng: random.Random, api: str) -> Any:
    if rng.random() < 0.05:
        return garbage(rng)  # not even an object
    body: dict[str, Any] = {"model": MODEL}
    if api == "chat":
        body["messages"] = [plausible_item(rng, api) for _ in range(rng.randint(0, 3))]
    else:
        body["input"] = rng.choice(["hi", [plausible_item(rng, api) for _ in range(rng.randint(0, 3))]])
    tool = chat_tool("f", WEATHER_PARAMS) if api == "chat" else responses_tool("f", WEATHER_PARAMS)
    optional = {
        "tools": lambda: [rng.choice([tool, garbage(rng, 1)])],
        "tool_choice": lambda: rng.choice(["auto", "required", {"type": "function", "name": "f"}, garbage(rng, 1)]),
        "text": lambda: rng.choice([{"format": {"type": "json_schema", "name": "o", "schema": garbage(rng, 1)}}, garbage(rng, 1)]),
        "response_format": lambda: rng.choice([{"type": "json_schema", "json_schema": garbage(rng, 1)}, garbage(rng, 1)]),
        "stream": lambda: rng.choice([True, False, garbage(rng, 1)]),
        "stream_options": lambda: garbage(rng, 1),
        "previous_response_id": lambda: garbage(rng, 1),
        "conversation": lambda: garbage(rng, 1),
        "max_output_tokens": lambda: garbage(rng, 1),
        "max_tokens": lambda: garbage(rng, 1),
        "parallel_tool_calls": lambda: garbage(rng, 1),
        "reasoning": lambda: garbage(rng, 1),
        "instructions": lambda: garbage(rng, 1),
        "temperature": lambda: garbage(rng, 1),
        "metadata": lambda: garbage(rng, 1),
    }
    for key in rng.sample(sorted(optional), rng.randint(0, 4)):
        body[key] = optional[key]()
    for key in ("model", "messages", "input"):
        if key in body and rng.random() < 0.15:
            body[key] = garbage(rng)
    return body


def test_fuzz_never_a_server_error(server, http, caplog):
    rng = random.Random(20240611)
    seen: dict[int, int] = {}
    with caplog.at_level(logging.ERROR, logger="labkit.sim"):
        for index in range(300):
            api = "chat" if index % 2 else "responses"
            body = fuzz_body(rng, api)
            path = "chat/completions" if api == "chat" else "responses"
            reply = http.post(path, json=body)  # reads the whole body, streams included
            seen[reply.status_code] = seen.get(reply.status_code, 0) + 1
            assert reply.status_code < 500, f"{reply.status_code} for {json.dumps(body)[:400]}: {reply.text[:300]}"
            if reply.status_code >= 400:
                error = reply.json()["error"]
                assert isinstance(error["message"], str) and error["message"], body
                assert {"message", "type", "param", "code"} <= set(error)
    assert not [record for record in caplog.records if "bug" in record.getMessage()]
    assert seen.get(400, 0) > 100 and seen.get(200, 0) > 10, seen  # the fuzz reaches both outcomes


def _non_strict_tool_body(api: str, required: Any, *, answered: bool = False) -> dict:
    parameters = {"type": "object", "properties": {"city": {"type": "string"}}, "required": required}
    if api == "responses":
        body = {"model": MODEL, "input": "Weather in Paris?", "tools": [responses_tool("get_weather", parameters, strict=False)]}
        if answered:
            body["input"] = [
                {"role": "user", "content": "Weather in Paris?"},
                {"type": "function_call", "call_id": "call_1", "name": "get_weather", "arguments": '{"city":"Paris"}'},
                {"type": "function_call_output", "call_id": "call_1", "output": '{"temperature_c": 21}'},
            ]
        return body
    messages = [{"role": "user", "content": "Weather in Paris?"}]
    if answered:
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city":"Paris"}'}}]},
            {"role": "tool", "tool_call_id": "call_1", "content": '{"temperature_c": 21}'},
        ]
    return {"model": MODEL, "messages": messages, "tools": [chat_tool("get_weather", parameters, strict=False)]}


def _non_strict_format_body(required: Any) -> dict:
    schema = {"type": "object", "properties": {"city": {"type": "string"}}, "required": required}
    return {"model": MODEL, "input": "Weather in Paris as JSON",
            "text": {"format": {"type": "json_schema", "name": "weather", "strict": False, "schema": schema}}}


@pytest.mark.parametrize(
    "path, body",
    [
        pytest.param("responses", _non_strict_tool_body("responses", -1), id="tool-required-int-responses"),
        pytest.param("chat/completions", _non_strict_tool_body("chat", -1), id="tool-required-int-chat"),
        pytest.param("chat/completions", _non_strict_tool_body("chat", [["x"]], answered=True), id="tool-required-list-item"),
        pytest.param("responses", _non_strict_format_body([1.5]), id="format-required-float-item"),
        pytest.param("responses", _non_strict_format_body(True), id="format-required-bool"),
        pytest.param("responses", _non_strict_format_body([[]]), id="format-required-list-item"),
        pytest.param("chat/completions", _non_strict_tool_body("chat", ["city"]), id="control-valid-schema"),
    ],
)
def test_malformed_non_strict_schemas_never_give_a_500(http, path, body):
    """Non-strict schemas skip strict mode's rules but must still be valid JSON Schema: a malformed
    `required` is a 400 naming the schema (it once reached the policy and crashed with a 500)."""
    reply = http.post(path, json=body)
    valid = body.get("tools", [{}])[0].get("function", {}).get("parameters", {}).get("required") == ["city"]
    if valid:
        assert reply.status_code == 200, reply.text
        return
    assert reply.status_code == 400, reply.text
    error = reply.json()["error"]
    assert error["message"].startswith("Invalid schema for ")
    assert error["code"] in ("invalid_function_parameters", "invalid_json_schema")


def _paths(value: Any, path: tuple = ()):
    yield path
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in children:
        yield from _paths(child, path + (key,))


def mutate(rng: random.Random, body: dict) -> dict:
    """A valid request with one to three of its nodes replaced, removed or given an extra key."""
    body = json.loads(json.dumps(body))
    for _ in range(rng.randint(1, 3)):
        paths = [path for path in _paths(body) if path]
        if not paths:
            break
        path = rng.choice(paths)
        parent = body
        for key in path[:-1]:
            parent = parent[key]
        roll = rng.random()
        if roll < 0.6:
            parent[path[-1]] = garbage(rng, 1)
        elif isinstance(parent, dict) and roll < 0.8:
            del parent[path[-1]]
        elif isinstance(parent, dict):
            extra = ["strict", "type", "anyOf", "$ref", "items", "enum", "properties", "additionalProperties", "$defs"]
            parent[rng.choice(extra)] = garbage(rng, 1)
    if rng.random() < 0.3:
        body["stream"] = True
    return body


def test_fuzz_mutated_valid_requests_never_a_server_error(server, http, caplog):
    """Mutations of the conformance scenarios below (streams included), malformed schemas too."""
    rng = random.Random(77)
    sent = 0
    with caplog.at_level(logging.ERROR, logger="labkit.sim"):
        while sent < 300:
            api = rng.choice(["responses", "chat"])
            scenarios = SCENARIOS_RESPONSES if api == "responses" else SCENARIOS_CHAT
            body = mutate(rng, scenarios[rng.choice(sorted(scenarios))])
            sent += 1
            reply = http.post("responses" if api == "responses" else "chat/completions", json=body)
            assert reply.status_code < 500, f"{reply.status_code} for {json.dumps(body)[:500]}"
            if reply.status_code >= 400:
                assert reply.json()["error"]["message"], body
    assert not [record for record in caplog.records if "bug" in record.getMessage()]


# --- OpenAPI schemas ------------------------------------------------------------------------------


PARIS_ROME = "What's the weather in Paris and in Rome?"
SCENARIOS_RESPONSES = {
    "text": {"model": MODEL, "input": "Hello there!"},
    "parallel_tools": {"model": MODEL, "input": PARIS_ROME, "tools": [responses_tool("get_weather", WEATHER_PARAMS)]},
    "tool_result": {
        "model": MODEL,
        "input": [
            {"role": "user", "content": "Weather in Paris?"},
            {"type": "function_call", "call_id": "call_1", "name": "get_weather", "arguments": '{"city":"Paris"}'},
            {"type": "function_call_output", "call_id": "call_1", "output": '{"temperature_c": 21}'},
        ],
        "tools": [responses_tool("get_weather", WEATHER_PARAMS)],
    },
    "structured": {
        "model": MODEL,
        "input": "Weather in Paris as JSON",
        "text": {"format": {"type": "json_schema", "name": "weather", "strict": True, "schema": WEATHER_PARAMS}},
    },
    "web_search": {"model": MODEL, "input": "Search the web for the latest news about Mars", "tools": [{"type": "web_search"}]},
    "reasoning": {"model": "gpt-5-mini", "input": "Hello!", "reasoning": {"effort": "low", "summary": "auto"}},
    "incomplete": {
        "model": MODEL,
        "input": [
            {"role": "user", "content": "Weather in Paris?"},
            {"type": "function_call", "call_id": "call_1", "name": "get_weather", "arguments": '{"city":"Paris"}'},
            {"type": "function_call_output", "call_id": "call_1", "output": json.dumps(
                {"temperature_c": 21, "conditions": "sunny", "humidity_pct": 40, "wind_kmh": 12, "uv_index": 5})},
        ],
        "tools": [responses_tool("get_weather", WEATHER_PARAMS)],
        "max_output_tokens": 16,
    },
    "error_404": {"model": "gpt-fake", "input": "hi"},
}
SCENARIOS_CHAT = {
    "text": {"model": MODEL, "messages": [{"role": "user", "content": "Hello there!"}]},
    "parallel_tools": {
        "model": MODEL,
        "messages": [{"role": "user", "content": PARIS_ROME}],
        "tools": [chat_tool("get_weather", WEATHER_PARAMS)],
    },
    "tool_result": {
        "model": MODEL,
        "messages": [
            {"role": "user", "content": "Weather in Paris?"},
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city":"Paris"}'}}]},
            {"role": "tool", "tool_call_id": "call_1", "content": '{"temperature_c": 21}'},
        ],
        "tools": [chat_tool("get_weather", WEATHER_PARAMS)],
    },
    "structured": {
        "model": MODEL,
        "messages": [{"role": "user", "content": "Weather in Paris as JSON"}],
        "response_format": {"type": "json_schema", "json_schema": {"name": "weather", "strict": True, "schema": WEATHER_PARAMS}},
    },
    "reasoning": {"model": "gpt-5-mini", "messages": [{"role": "user", "content": "Hello!"}], "reasoning_effort": "low"},
    "length": {"model": MODEL, "messages": [{"role": "user", "content": "Hello there!"}], "max_tokens": 3},
    "error_400": {"model": MODEL, "messages": [{"role": "tool", "tool_call_id": "x", "content": "orphan"}]},
}


@pytest.mark.parametrize("name", sorted(SCENARIOS_RESPONSES))
def test_responses_json_and_sse_match_the_openapi_schemas(http, openapi, parse_sse, name):
    body = SCENARIOS_RESPONSES[name]
    reply = http.post("responses", json=body)
    if name.startswith("error"):
        assert reply.status_code >= 400
        openapi.validate(reply.json(), "ErrorResponse")
        return
    assert reply.status_code == 200 and reply.headers["content-type"].startswith("application/json")
    response = reply.json()
    openapi.validate(response, "Response")
    if name == "incomplete":
        assert response["status"] == "incomplete"
        assert response["incomplete_details"] == {"reason": "max_output_tokens"}
        assert response["output"][-1]["status"] == "incomplete" and response["usage"]["output_tokens"] <= 16

    with http.stream("POST", "responses", json={**body, "stream": True}) as streamed:
        assert streamed.status_code == 200
        assert streamed.headers["content-type"].startswith("text/event-stream")
        raw = streamed.read()
    events = parse_sse(raw)
    members = stream_event_members(openapi)
    assert b"[DONE]" not in raw
    for index, event in enumerate(events):
        data = json.loads(event["data"])
        assert event["lines"][0].startswith("event: "), "Responses events name themselves first"
        assert event["event"] == data["type"]
        assert data["sequence_number"] == index  # contiguous from 0
        assert data["type"] in members, f"{data['type']} is not a ResponseStreamEvent"
        openapi.validate(data, members[data["type"]])
    final = json.loads(events[-1]["data"])
    assert final["type"] == ("response.incomplete" if name == "incomplete" else "response.completed")
    assert [json.loads(e["data"])["type"] for e in events[:2]] == ["response.created", "response.in_progress"]
    # The streamed final response is the JSON response (but for ids, which are fresh per request).
    assert strip_ids(final["response"]) == strip_ids(response)


def stream_event_members(openapi) -> dict[str, str]:
    """Event `type` → the `ResponseStreamEvent` member schema that describes it."""
    schemas = openapi.spec["components"]["schemas"]
    members = {}
    for ref in schemas["ResponseStreamEvent"]["anyOf"]:
        name = ref["$ref"].rsplit("/", 1)[-1]
        for kind in schemas[name]["properties"]["type"]["enum"]:
            members[kind] = name
    return members


def strip_ids(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: strip_ids(v) for k, v in value.items() if k not in ("id", "call_id", "item_id", "created_at", "completed_at", "response_id")}
    if isinstance(value, list):
        return [strip_ids(v) for v in value]
    return value


@pytest.mark.parametrize("name", sorted(SCENARIOS_CHAT))
def test_chat_json_and_sse_match_the_openapi_schemas(http, openapi, parse_sse, name):
    body = SCENARIOS_CHAT[name]
    reply = http.post("chat/completions", json=body)
    if name.startswith("error"):
        assert reply.status_code == 400
        openapi.validate(reply.json(), "ErrorResponse")
        return
    assert reply.status_code == 200
    completion = reply.json()
    openapi.validate(completion, "CreateChatCompletionResponse")
    if name == "length":
        assert completion["choices"][0]["finish_reason"] == "length"
        assert completion["usage"]["completion_tokens"] <= 3

    for include_usage in (False, True):
        request = {**body, "stream": True}
        if include_usage:
            request["stream_options"] = {"include_usage": True}
        with http.stream("POST", "chat/completions", json=request) as streamed:
            assert streamed.status_code == 200
            raw = streamed.read()
        events = parse_sse(raw)
        assert all(event["event"] is None and len(event["lines"]) == 1 for event in events), "chat is data-only"
        assert events[-1]["data"] == "[DONE]" and raw.endswith(b"data: [DONE]\n\n")
        chunks = [json.loads(event["data"]) for event in events[:-1]]
        for chunk in chunks:
            openapi.validate(chunk, "CreateChatCompletionStreamResponse")
        assert len({chunk["id"] for chunk in chunks}) == 1
        usage_chunks = [chunk for chunk in chunks if chunk.get("usage")]
        if include_usage:
            assert usage_chunks == [chunks[-1]] and chunks[-1]["choices"] == []
            assert all("usage" in chunk for chunk in chunks)
            assert chunks[-1]["usage"]["completion_tokens"] == completion["usage"]["completion_tokens"]
        else:
            assert usage_chunks == [] and all(chunk["choices"] for chunk in chunks)
        finish = [c["choices"][0]["finish_reason"] for c in chunks if c["choices"] and c["choices"][0]["finish_reason"]]
        assert finish == [completion["choices"][0]["finish_reason"]]


def test_other_objects_match_the_openapi_schemas(http, openapi):
    models = http.get("models")
    openapi.validate(models.json(), "ListModelsResponse")
    conversation = http.post("conversations", json={"items": [{"type": "message", "role": "user", "content": "hi"}]})
    openapi.validate(conversation.json(), "ConversationResource")
    conversation_id = conversation.json()["id"]
    items = http.get(f"conversations/{conversation_id}/items")
    openapi.validate(items.json(), "ConversationItemList")
    deleted = http.delete(f"conversations/{conversation_id}")
    openapi.validate(deleted.json(), "DeletedConversation")
    for bad in (http.get("conversations/conv_nope"), http.get("responses/resp_nope"), http.get("models/nope")):
        assert bad.status_code == 404
        openapi.validate(bad.json(), "ErrorResponse")


# --- determinism ----------------------------------------------------------------------------------


def scripted_session(base_url: str) -> list[bytes]:
    """A fixed sequence of requests (tools, streams, both APIs, stored state); every raw body."""
    bodies: list[bytes] = []
    tools_r = [responses_tool("get_weather", WEATHER_PARAMS, description="Get the weather for a city.")]
    tools_c = [chat_tool("get_weather", WEATHER_PARAMS, description="Get the weather for a city.")]
    with httpx2.Client(base_url=base_url + "/", headers=KEY, timeout=10) as http:

        def post(path: str, body: dict) -> dict | None:
            reply = http.post(path, json=body)
            bodies.append(reply.content)
            bodies.append(reply.headers["x-request-id"].encode())
            return reply.json() if not body.get("stream") else None

        first = post("responses", {"model": MODEL, "input": PARIS_ROME, "tools": tools_r})
        outputs = [
            {"type": "function_call_output", "call_id": item["call_id"], "output": json.dumps({"temperature_c": 20 + n})}
            for n, item in enumerate(first["output"])
        ]
        post("responses", {"model": MODEL, "previous_response_id": first["id"], "input": outputs, "tools": tools_r})
        post("responses", {"model": MODEL, "input": PARIS_ROME, "tools": tools_r, "stream": True})
        post("responses", {"model": "gpt-5-mini", "input": "Hello!", "stream": True, "reasoning": {"summary": "auto"}})
        chat = post("chat/completions", {"model": MODEL, "messages": [{"role": "user", "content": PARIS_ROME}], "tools": tools_c})
        message = chat["choices"][0]["message"]
        messages = [{"role": "user", "content": PARIS_ROME}, message] + [
            {"role": "tool", "tool_call_id": call["id"], "content": json.dumps({"temperature_c": 25})}
            for call in message["tool_calls"]
        ]
        post("chat/completions", {"model": MODEL, "messages": messages, "tools": tools_c, "stream": True,
                                  "stream_options": {"include_usage": True}})
        post("responses", {"model": "gpt-fake", "input": "hi"})
        conversation = post("conversations", {"metadata": {"k": "v"}})
        post("responses", {"model": MODEL, "conversation": conversation["id"], "input": "Hello!"})
        bodies.append(http.get(f"conversations/{conversation['id']}/items").content)
        bodies.append(http.get("models").content)
    return bodies


def test_same_seed_same_bytes_different_seed_different_ids():
    runs = []
    for seed in (7, 7, 8):
        with sim.start(seed=seed) as fresh:
            runs.append(scripted_session(fresh.base_url))
    assert len(runs[0]) == len(runs[1]) == 20
    for index, (one, two) in enumerate(zip(runs[0], runs[1], strict=True)):
        assert one == two, f"body {index} differs:\n{one[:300]!r}\n{two[:300]!r}"
    assert runs[0][0] != runs[2][0]  # ids come from the seed
    assert strip_ids(json.loads(runs[0][0])) == strip_ids(json.loads(runs[2][0]))
