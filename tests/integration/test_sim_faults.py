"""Every fault kind, observed through the real clients (never asserting wall-clock time).

Faults come three ways: the server's standing spec (`start(faults=...)`), one request's
`x-labkit-fault` header (`extra_headers=`, or `ModelSettings(extra_headers=...)` in the Agents
SDK), and Python (`with server.faults(...)`). Each test uses a fresh server, because fault counters
(including the per-header-text counters) live as long as the server.
"""

from __future__ import annotations

import json
import logging

import httpx2
import jsonschema
import openai
import pytest
from agents import Agent, ModelBehaviorError, ModelSettings, Runner, ToolCallItem, ToolCallOutputItem, function_tool

from labkit import sim

MODEL = "gpt-4o-mini"
APIS = ["responses", "chat"]
PROMPT = "Hello there, how are you today?"
WEATHER_PARAMS = {
    "type": "object",
    "properties": {"city": {"type": "string"}, "days": {"type": "integer"}},
    "required": ["city", "days"],
    "additionalProperties": False,
}


def statuses(server: sim.SimServer) -> list[int]:
    return [entry["status"] for entry in server.requests]


def openai_client(server: sim.SimServer, **options) -> openai.OpenAI:
    return openai.OpenAI(base_url=server.base_url, api_key="sk-test", **options)


def ask(client: openai.OpenAI, api: str, prompt: str = PROMPT, **options):
    """One non-streamed request on `api`; returns the answer text."""
    if api == "responses":
        return client.responses.create(model=MODEL, input=prompt, **options).output_text
    completion = client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": prompt}], **options)
    return completion.choices[0].message.content


def weather_tool_body(api: str, *, strict: bool) -> dict:
    tool = {
        "type": "function",
        "name": "get_weather",
        "description": "Get the weather forecast for a city for a number of days.",
        "parameters": WEATHER_PARAMS,
        "strict": strict,
    }
    if api == "chat":
        return {"type": "function", "function": {k: v for k, v in tool.items() if k != "type"}}
    return tool


def first_call(client: openai.OpenAI, api: str, *, strict: bool = True, **options) -> tuple[str, str]:
    """Ask for a 3-day Paris forecast with one weather tool; returns (tool name, arguments text)."""
    prompt = "What's the 3 day weather forecast for Paris?"
    tools = [weather_tool_body(api, strict=strict)]
    if api == "responses":
        response = client.responses.create(model=MODEL, input=prompt, tools=tools, **options)
        call = response.output[0]
        return call.name, call.arguments
    completion = client.chat.completions.create(
        model=MODEL, messages=[{"role": "user", "content": prompt}], tools=tools, **options
    )
    call = completion.choices[0].message.tool_calls[0]
    return call.function.name, call.function.arguments


# --- request faults: 429 / 500 / 503 / hang -------------------------------------------------------


@pytest.mark.parametrize("api", APIS)
def test_rate_limit_once_is_retried_and_succeeds(fresh_server, api):
    with openai_client(fresh_server) as client, fresh_server.faults("rate_limit@1"):
        assert ask(client, api)
    assert statuses(fresh_server) == [429, 200]
    assert fresh_server.requests[0]["note"] == "rate_limit_exceeded"


@pytest.mark.parametrize("api", APIS)
def test_a_stream_is_retried_on_its_initial_status(fresh_server, api):
    received: list[str] = []
    with openai_client(fresh_server) as client, fresh_server.faults("server_error@1,rate_limit@2"):
        stream_deltas(client, api, received)
    assert received and statuses(fresh_server) == [500, 429, 200]


def test_rate_limit_headers_and_body(fresh_server):
    with openai_client(fresh_server, max_retries=0) as client, fresh_server.faults("rate_limit:75@1"):
        with pytest.raises(openai.RateLimitError) as caught:
            ask(client, "responses")
    error = caught.value
    headers = error.response.headers
    assert headers["retry-after-ms"] == "75" and headers["retry-after"] == "1"
    assert headers["x-ratelimit-remaining-requests"] == "0" and headers["x-ratelimit-reset-requests"] == "75ms"
    assert error.code == "rate_limit_exceeded" and error.type == "requests" and error.param is None
    assert "Please try again in 75ms" in error.body["message"]
    assert str(error).startswith("Error code: 429 - ")
    assert error.request_id.startswith("req_")


def test_retry_after_ms_is_read_by_the_client(fresh_server):
    """The client honours `retry-after-ms`: advertised above 120 s, it does not retry at all
    (contract section 10), so one 429 reaches the caller after exactly one attempt."""
    with openai_client(fresh_server) as client, fresh_server.faults("rate_limit:150000@1"):
        with pytest.raises(openai.RateLimitError):
            ask(client, "responses")
    assert statuses(fresh_server) == [429]


@pytest.mark.parametrize("api", APIS)
def test_rate_limit_three_times_exhausts_the_default_two_retries(fresh_server, api):
    with openai_client(fresh_server) as client, fresh_server.faults("rate_limit@1-3"):
        with pytest.raises(openai.RateLimitError) as caught:
            ask(client, api)
        assert caught.value.status_code == 429
        assert statuses(fresh_server) == [429, 429, 429]
        assert ask(client, api)  # the fourth request is past the rule
    assert statuses(fresh_server) == [429, 429, 429, 200]


def test_quota(fresh_server):
    with openai_client(fresh_server, max_retries=0) as client, fresh_server.faults("quota@*"):
        with pytest.raises(openai.RateLimitError) as caught:
            ask(client, "chat")
    error = caught.value
    assert error.code == "insufficient_quota" and error.type == "insufficient_quota"
    assert error.body["message"].startswith("You exceeded your current quota")
    assert "retry-after-ms" not in error.response.headers


@pytest.mark.parametrize("kind, status", [("server_error", 500), ("unavailable", 503)])
def test_server_errors_are_retried(fresh_server, kind, status):
    with openai_client(fresh_server) as client, fresh_server.faults(f"{kind}@1"):
        assert ask(client, "responses")
    assert statuses(fresh_server) == [status, 200]
    with openai_client(fresh_server, max_retries=0) as client, fresh_server.faults(f"{kind}@1"):
        with pytest.raises(openai.InternalServerError) as caught:
            ask(client, "chat")
    assert caught.value.status_code == status and caught.value.type == "server_error"


def test_hang_times_out_then_the_retry_succeeds(fresh_server):
    with fresh_server.faults("hang:2@1"):
        with openai_client(fresh_server, timeout=0.5, max_retries=0) as client:
            with pytest.raises(openai.APITimeoutError):
                ask(client, "responses")
    with fresh_server.faults("hang:2@1"):
        with openai_client(fresh_server, timeout=0.5, max_retries=1) as client:
            assert ask(client, "responses")


# --- stream faults --------------------------------------------------------------------------------


def stream_deltas(client: openai.OpenAI, api: str, received: list[str], **options) -> None:
    """Stream an answer, appending each text delta to `received` as it arrives."""
    if api == "responses":
        for event in client.responses.create(model=MODEL, input=PROMPT, stream=True, **options):
            if event.type == "response.output_text.delta":
                received.append(event.delta)
        return
    stream = client.chat.completions.create(
        model=MODEL, messages=[{"role": "user", "content": PROMPT}], stream=True, **options
    )
    for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            received.append(chunk.choices[0].delta.content)


@pytest.mark.parametrize("cut", [0, 3])
@pytest.mark.parametrize("api", APIS)
def test_stream_cut_drops_the_connection_after_n_deltas(fresh_server, api, cut, caplog):
    received: list[str] = []
    with openai_client(fresh_server) as client:
        with caplog.at_level(logging.ERROR), fresh_server.faults(f"stream_cut:{cut}@1"):
            with pytest.raises(openai.APIConnectionError) as caught:
                stream_deltas(client, api, received)
        assert len(received) == cut
        assert isinstance(caught.value.__cause__, httpx2.RemoteProtocolError)
        # Streams are not retried once the 200 has started; the next request is fine.
        full: list[str] = []
        stream_deltas(client, api, full)
    assert full[:cut] == received and len(full) > cut
    assert statuses(fresh_server) == [200, 200] and fresh_server.requests[0]["note"] == "stream_cut"
    # A cut made on purpose is not reported as a simulator bug.
    assert not [record for record in caplog.records if "bug" in record.getMessage()]


def test_stream_error_chat_raises_api_error(fresh_server):
    received: list[str] = []
    with openai_client(fresh_server) as client, fresh_server.faults("stream_error:2@1"):
        with pytest.raises(openai.APIError) as caught:
            stream_deltas(client, "chat", received)
    assert len(received) == 2
    assert type(caught.value) is openai.APIError  # from the event, not an HTTP status
    assert caught.value.body["type"] == "server_error"
    assert caught.value.message.startswith("The server had an error")


def test_stream_error_responses_ends_with_an_error_event(fresh_server):
    """On the Responses API the failure is an `error` *event* (its fields at the top level, no
    `error` key), which the raw client yields rather than raises; the stream helper then has no
    `response.completed` and says so."""
    with openai_client(fresh_server) as client:
        with fresh_server.faults("stream_error:2@1"):
            events = list(client.responses.create(model=MODEL, input=PROMPT, stream=True))
        deltas = [event for event in events if event.type == "response.output_text.delta"]
        assert len(deltas) == 2
        last = events[-1]
        assert last.type == "error" and last.code == "server_error" and last.sequence_number == len(events) - 1
        assert "response.completed" not in [event.type for event in events]
        with fresh_server.faults("stream_error:0@1"):
            with pytest.raises(RuntimeError, match="response.completed"):
                with client.responses.stream(model=MODEL, input=PROMPT) as stream:
                    for _event in stream:
                        pass
                    stream.get_final_response()


# --- output faults --------------------------------------------------------------------------------


@pytest.mark.parametrize("api", APIS)
def test_malformed_args_are_not_json(fresh_server, api):
    with openai_client(fresh_server) as client:
        name, arguments = first_call(client, api, extra_headers={"x-labkit-fault": "malformed_args@1"})
    assert name == "get_weather"
    with pytest.raises(json.JSONDecodeError):
        json.loads(arguments)


@pytest.mark.parametrize("api", APIS)
def test_unknown_tool_names_a_tool_that_was_not_offered(fresh_server, api):
    with openai_client(fresh_server) as client, fresh_server.faults("unknown_tool@1"):
        name, arguments = first_call(client, api)
    assert name == "lookup_everything"
    assert json.loads(arguments) == {"city": "Paris", "days": 3}


@pytest.mark.parametrize("api", APIS)
def test_schema_violation_only_for_non_strict_tools(fresh_server, api):
    with openai_client(fresh_server) as client:
        with fresh_server.faults("schema_violation@*"):
            _name, loose = first_call(client, api, strict=False)
            _name, strict = first_call(client, api, strict=True)
        _name, clean = first_call(client, api, strict=False)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(json.loads(loose), WEATHER_PARAMS)
    jsonschema.validate(json.loads(strict), WEATHER_PARAMS)
    jsonschema.validate(json.loads(clean), WEATHER_PARAMS)
    assert json.loads(strict) == json.loads(clean) == {"city": "Paris", "days": 3}


# --- where faults come from -----------------------------------------------------------------------


def test_standing_faults_with_when_and_api_filters():
    with sim.start(seed=0, faults="server_error@2-3/chat,unavailable@3+/responses") as server:
        with openai_client(server, max_retries=0) as client:
            outcomes = []
            for api in ["chat", "chat", "responses", "chat", "chat", "responses", "responses", "responses"]:
                try:
                    ask(client, api)
                    outcomes.append((api, 200))
                except openai.APIStatusError as error:
                    outcomes.append((api, error.status_code))
    assert outcomes == [
        ("chat", 200),
        ("chat", 500),
        ("responses", 200),
        ("chat", 500),
        ("chat", 200),
        ("responses", 200),
        ("responses", 503),
        ("responses", 503),
    ]


def test_header_rules_count_per_header_text(fresh_server):
    """`x-labkit-fault: rate_limit@1` hits the first request carrying that exact text, so the
    client's retry (same header) goes through, and so does any later request with that text."""
    header = {"x-labkit-fault": "rate_limit@1"}
    with openai_client(fresh_server) as client:
        assert ask(client, "chat", extra_headers=header)
        assert ask(client, "chat", extra_headers=header)
        assert ask(client, "chat", extra_headers={"x-labkit-fault": "rate_limit@1/chat"})
    assert statuses(fresh_server) == [429, 200, 200, 429, 200]


def test_faults_context_manager_counts_from_its_start_and_ends_with_the_block(fresh_server):
    with openai_client(fresh_server, max_retries=0) as client:
        assert ask(client, "chat")
        with fresh_server.faults("server_error@2"):
            assert ask(client, "chat")
            with pytest.raises(openai.InternalServerError):
                ask(client, "chat")
        with fresh_server.faults("server_error@*"):
            with pytest.raises(openai.InternalServerError):
                ask(client, "responses")
        assert ask(client, "responses")


@pytest.mark.parametrize("spec", ["bogus", "rate_limit@0-", "stream_cut:x", "hang@1/embeddings", "quota,,nope"])
def test_bad_fault_header_is_a_400_that_names_the_grammar(fresh_server, spec):
    with openai_client(fresh_server) as client:
        with pytest.raises(openai.BadRequestError) as caught:
            ask(client, "responses", extra_headers={"x-labkit-fault": spec})
    error = caught.value
    assert error.code == "invalid_fault" and error.param == "x-labkit-fault"
    assert "KIND[:ARG][@WHEN][/API]" in error.body["message"]
    assert "rate_limit" in error.body["message"] and "stream_cut" in error.body["message"]
    assert statuses(fresh_server) == [400]


def test_bad_spec_in_python_raises(fresh_server):
    with pytest.raises(sim.SimError, match=r"KIND\[:ARG\]"):
        with fresh_server.faults("explode@1"):
            pass
    with pytest.raises(sim.SimError):
        sim.start(faults="rate_limit@x")


# --- the Agents SDK under faults (ModelSettings(extra_headers=...)) -------------------------------


def agents_weather(server: sim.SimServer, make_model, api: str, spec: str, ran: list[str]) -> Agent:
    @function_tool
    def get_weather(city: str) -> str:
        """Get the current weather for a city."""
        ran.append(city)
        return json.dumps({"city": city, "temperature_c": 17, "conditions": "cloudy"})

    return Agent(
        name="Weather",
        instructions="You answer weather questions.",
        tools=[get_weather],
        model=make_model(server, api),
        model_settings=ModelSettings(extra_headers={"x-labkit-fault": spec}),
    )


@pytest.mark.parametrize("api", APIS)
def test_agents_sdk_recovers_from_a_rate_limit_and_reports_bad_arguments(fresh_server, make_model, api, run_async):
    ran: list[str] = []

    async def main():
        retried = await Runner.run(agents_weather(fresh_server, make_model, api, "rate_limit@1", ran), "Weather in Oslo?")
        malformed = await Runner.run(
            agents_weather(fresh_server, make_model, api, "malformed_args@1", ran), "Weather in Oslo?"
        )
        return retried, malformed

    retried, malformed = run_async(main)
    assert "17" in retried.final_output
    assert statuses(fresh_server)[:2] == [429, 200]
    assert ran[0] == "Oslo"
    # The malformed call never reaches the function: the SDK sends its error text back as the
    # call's output, and the model sees it (it may call again with valid arguments, or report it).
    calls = [item for item in malformed.new_items if isinstance(item, ToolCallItem)]
    outputs = [str(item.output) for item in malformed.new_items if isinstance(item, ToolCallOutputItem)]
    assert "error occurred while running the tool" in outputs[0]
    runs_in_malformed_run = len(ran) - 1
    assert runs_in_malformed_run == len(calls) - 1  # every call but the malformed one ran
    assert "error occurred while running the tool" in malformed.final_output or "17" in malformed.final_output


@pytest.mark.parametrize("api", APIS)
def test_agents_sdk_unknown_tool_is_a_model_behavior_error(fresh_server, make_model, api, run_async):
    async def main():
        await Runner.run(agents_weather(fresh_server, make_model, api, "unknown_tool@1", []), "Weather in Oslo?")

    with pytest.raises(ModelBehaviorError, match="lookup_everything"):
        run_async(main)


@pytest.mark.parametrize("api", APIS)
def test_agents_sdk_streamed_stream_faults(fresh_server, make_model, api, run_async):
    async def consume(agent):
        result = Runner.run_streamed(agent, "Weather in Oslo?")
        async for _event in result.stream_events():
            pass
        return result

    async def main():
        agent = agents_weather(fresh_server, make_model, api, f"stream_error:0@1/{api}", [])
        with pytest.raises((ModelBehaviorError, openai.APIError)) as caught:
            await consume(agent)
        cut = agents_weather(fresh_server, make_model, api, f"stream_cut:1@1/{api}", [])
        with pytest.raises(openai.APIConnectionError):
            await consume(cut)
        return caught.value

    error = run_async(main)
    if api == "responses":
        assert isinstance(error, ModelBehaviorError) and "terminal event `error`" in str(error)
    else:
        assert type(error) is openai.APIError
