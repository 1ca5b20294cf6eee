"""The real Agents SDK (openai-agents 0.24) against a real `labkit.sim` server over HTTP.

Every scenario runs on both model classes (`OpenAIResponsesModel` and `OpenAIChatCompletionsModel`)
and, where it matters, both `Runner.run` and `Runner.run_streamed`: function tools, a handoff
chosen by relevance, structured output, input guardrails, human approval (approve and reject),
`max_turns`, server-side conversations as a session, and `previous_response_id` chaining.
"""

from __future__ import annotations

import json

import pytest
from agents import (
    Agent,
    GuardrailFunctionOutput,
    InputGuardrailTripwireTriggered,
    MaxTurnsExceeded,
    OpenAIConversationsSession,
    Runner,
    ToolCallItem,
    ToolCallOutputItem,
    function_tool,
    input_guardrail,
)
from openai import AsyncOpenAI
from pydantic import BaseModel

from labkit import sim
from labkit.sim import policy as sim_policy

APIS = ["responses", "chat"]


class Side:
    """Side effects the tools leave, so a test can see what really ran."""

    def __init__(self) -> None:
        self.weather: list[str] = []
        self.refunds: list[dict] = []


@pytest.fixture
def side() -> Side:
    return Side()


def weather_tool(side: Side):
    @function_tool
    def get_weather(city: str) -> str:
        """Get the current weather for a city."""
        side.weather.append(city)
        return json.dumps({"city": city, "temperature_c": 17, "conditions": "cloudy"})

    return get_weather


def refund_tool(side: Side):
    @function_tool(needs_approval=True)
    def issue_refund(order_id: str, amount_usd: float) -> str:
        """Issue a refund for an order (needs a human's approval)."""
        side.refunds.append({"order_id": order_id, "amount_usd": amount_usd})
        return json.dumps({"order_id": order_id, "refunded_usd": amount_usd, "status": "refunded"})

    return issue_refund


class Forecast(BaseModel):
    city: str
    temperature_c: int
    conditions: str


async def run_agent(agent: Agent, prompt, *, streamed: bool, **options):
    """`Runner.run`, or `Runner.run_streamed` consumed to the end; returns the result."""
    if not streamed:
        return await Runner.run(agent, prompt, **options)
    result = Runner.run_streamed(agent, prompt, **options)
    async for _event in result.stream_events():
        pass
    return result


@pytest.mark.parametrize("streamed", [False, True], ids=["run", "streamed"])
@pytest.mark.parametrize("api", APIS)
def test_function_tool_then_answer_states_the_facts(server, make_model, side, api, streamed, run_async):
    async def main():
        agent = Agent(
            name="Weather",
            instructions="You answer weather questions with the get_weather tool.",
            tools=[weather_tool(side)],
            model=make_model(server, api),
        )
        return await run_agent(agent, "What's the weather in Oslo right now?", streamed=streamed)

    result = run_async(main)
    assert side.weather == ["Oslo"]
    assert "17" in result.final_output and "cloudy" in result.final_output and "Oslo" in result.final_output
    kinds = [type(item) for item in result.new_items]
    assert ToolCallItem in kinds and ToolCallOutputItem in kinds
    assert len(result.raw_responses) == 2
    usage = result.context_wrapper.usage
    assert usage.requests == 2
    if api == "chat" and streamed:
        # Against a non-OpenAI base_url the SDK sends no stream_options, so no usage chunk: 0 tokens.
        assert usage.input_tokens == 0
    else:
        assert usage.input_tokens > 0 and usage.output_tokens > 0


@pytest.mark.parametrize("streamed", [False, True], ids=["run", "streamed"])
@pytest.mark.parametrize("api", APIS)
def test_handoff_goes_to_the_relevant_specialist(server, make_model, side, api, streamed, run_async):
    async def main():
        model = make_model(server, api)
        weather = Agent(
            name="Weather agent",
            instructions="You answer weather questions with the get_weather tool.",
            handoff_description="Answers questions about the weather and forecasts",
            tools=[weather_tool(side)],
            model=model,
        )
        billing = Agent(
            name="Billing agent",
            instructions="You handle invoices, payments and refunds.",
            handoff_description="Handles billing, invoices, payments and refunds",
            model=model,
        )
        triage = Agent(
            name="Triage agent",
            instructions="Route the user to the right specialist.",
            handoffs=[billing, weather],
            model=model,
        )
        return await run_agent(triage, "What's the weather forecast for Lisbon?", streamed=streamed)

    result = run_async(main)
    assert result.last_agent.name == "Weather agent"
    assert side.weather == ["Lisbon"]
    assert "Lisbon" in result.final_output and "17" in result.final_output


@pytest.mark.parametrize("streamed", [False, True], ids=["run", "streamed"])
@pytest.mark.parametrize("api", APIS)
def test_structured_output_is_filled_from_the_tool_output(server, make_model, side, api, streamed, run_async):
    async def main():
        agent = Agent(
            name="Forecaster",
            instructions="Use get_weather, then report the forecast.",
            tools=[weather_tool(side)],
            output_type=Forecast,
            model=make_model(server, api),
        )
        return await run_agent(agent, "Forecast for Bergen please", streamed=streamed)

    result = run_async(main)
    assert result.final_output == Forecast(city="Bergen", temperature_c=17, conditions="cloudy")


@input_guardrail
async def no_homework(ctx, agent, user_input) -> GuardrailFunctionOutput:
    text = user_input if isinstance(user_input, str) else json.dumps(user_input)
    return GuardrailFunctionOutput(output_info={"checked": text}, tripwire_triggered="homework" in text.lower())


@pytest.mark.parametrize("api", APIS)
def test_input_guardrail_trips_or_lets_the_run_through(server, make_model, side, api, run_async):
    async def main():
        agent = Agent(
            name="Weather",
            instructions="You answer weather questions.",
            tools=[weather_tool(side)],
            input_guardrails=[no_homework],
            model=make_model(server, api),
        )
        with pytest.raises(InputGuardrailTripwireTriggered) as caught:
            await Runner.run(agent, "Do my homework: what is the weather in Oslo?")
        assert caught.value.guardrail_result.output.tripwire_triggered is True
        with pytest.raises(InputGuardrailTripwireTriggered):
            streamed = Runner.run_streamed(agent, "homework again")
            async for _event in streamed.stream_events():
                pass
        passed = await Runner.run(agent, "What's the weather in Oslo?")
        assert passed.input_guardrail_results[0].output.tripwire_triggered is False
        return passed

    result = run_async(main)
    assert "17" in result.final_output
    assert side.weather == ["Oslo"]


@pytest.mark.parametrize("api", APIS)
def test_needs_approval_pauses_then_approve_runs_the_tool(server, make_model, side, api, run_async):
    async def main():
        agent = Agent(
            name="Support",
            instructions="You help customers with refunds.",
            tools=[refund_tool(side)],
            model=make_model(server, api),
        )
        paused = await Runner.run(agent, "Please refund order ORD-1234 for $25.50.")
        assert len(paused.interruptions) == 1 and side.refunds == []
        item = paused.interruptions[0]
        assert item.name == "issue_refund"
        assert json.loads(item.arguments) == {"order_id": "ORD-1234", "amount_usd": 25.5}
        state = paused.to_state()
        state.approve(item)
        return await Runner.run(agent, state)

    result = run_async(main)
    assert side.refunds == [{"order_id": "ORD-1234", "amount_usd": 25.5}]
    assert not result.interruptions
    assert "ORD-1234" in result.final_output and "25.5" in result.final_output


@pytest.mark.parametrize("api", APIS)
def test_needs_approval_reject_never_runs_the_tool(server, make_model, side, api, run_async):
    async def main():
        agent = Agent(
            name="Support",
            instructions="You help customers with refunds.",
            tools=[refund_tool(side)],
            model=make_model(server, api),
        )
        paused = Runner.run_streamed(agent, "Please refund order ORD-9 for $10.")
        async for _event in paused.stream_events():
            pass
        assert len(paused.interruptions) == 1
        state = paused.to_state()
        state.reject(paused.interruptions[0])
        return await Runner.run(agent, state)

    result = run_async(main)
    assert side.refunds == []
    outputs = [str(item.output) for item in result.new_items if isinstance(item, ToolCallOutputItem)]
    assert outputs and all("refunded" not in output for output in outputs)
    assert any("not approved" in output for output in outputs)
    assert isinstance(result.final_output, str) and result.final_output


@pytest.mark.parametrize("api", APIS)
def test_max_turns_exceeded_when_the_model_keeps_calling_tools(make_model, side, api, run_async):
    always_call = sim.FunctionPolicy(lambda conv: sim_policy.call("get_weather", city="Oslo"))
    with sim.start(seed=0, policy=always_call) as looping:

        async def main():
            agent = Agent(name="Loop", tools=[weather_tool(side)], model=make_model(looping, api))
            with pytest.raises(MaxTurnsExceeded):
                await Runner.run(agent, "Weather in Oslo?", max_turns=3)

        run_async(main)
    assert side.weather == ["Oslo"] * 3


@pytest.mark.parametrize("api", APIS)
def test_max_turns_with_a_scripted_policy(make_model, side, api, run_async):
    script = sim.ScriptedPolicy([sim_policy.call("get_weather", city=f"City{n}") for n in range(4)])
    with sim.start(seed=0, policy=script) as scripted:

        async def main():
            agent = Agent(name="Loop", tools=[weather_tool(side)], model=make_model(scripted, api))
            with pytest.raises(MaxTurnsExceeded):
                await Runner.run(agent, "Weather?", max_turns=2)

        run_async(main)
    assert side.weather == ["City0", "City1"] and script.remaining == 2


def test_conversations_session_keeps_two_turns(server, make_model, side, run_async):
    async def main():
        async with AsyncOpenAI(base_url=server.base_url, api_key="sk-test") as aclient:
            conversation = await aclient.conversations.create()
            session = OpenAIConversationsSession(conversation_id=conversation.id, openai_client=aclient)
            agent = Agent(
                name="Weather",
                instructions="You answer weather questions.",
                tools=[weather_tool(side)],
                model=make_model(server, "responses"),
            )
            first = await Runner.run(agent, "What's the weather in Oslo?", session=session)
            second = await Runner.run(agent, "And what about Rome?", session=session)
            items = await session.get_items()
            listed = await aclient.conversations.items.list(conversation.id, order="asc")
            return first, second, items, listed

    first, second, items, listed = run_async(main)
    assert "Oslo" in first.final_output and "17" in first.final_output
    assert "Rome" in second.final_output
    assert side.weather == ["Oslo", "Rome"]
    users = [item for item in items if item.get("role") == "user"]
    assert len(users) == 2
    assert sum(1 for item in listed.data if item.type == "function_call") == 2


def test_previous_response_id_chaining(server, make_model, side, run_async):
    async def main():
        agent = Agent(
            name="Weather", instructions="Weather questions.", tools=[weather_tool(side)], model=make_model(server, "responses")
        )
        first = await Runner.run(agent, "What's the weather in Oslo?", auto_previous_response_id=True)
        second = await Runner.run(agent, "And what about Rome?", previous_response_id=first.last_response_id)
        return first, second

    first, second = run_async(main)
    assert first.last_response_id.startswith("resp_")
    assert "Rome" in second.final_output and side.weather == ["Oslo", "Rome"]


# --- brand-new tools that no lesson uses ----------------------------------------------------------


def strict_tool(name: str, description: str, properties: dict) -> dict:
    parameters = {"type": "object", "properties": properties, "required": list(properties), "additionalProperties": False}
    return {"type": "function", "name": name, "description": description, "parameters": parameters, "strict": True}


NEW_TOOLS = [
    strict_tool(
        "convert_currency",
        "Convert an amount of money from one currency to another.",
        {
            "amount": {"type": "number"},
            "from_currency": {"type": "string", "description": "ISO 4217 code, e.g. USD"},
            "to_currency": {"type": "string", "description": "ISO 4217 code, e.g. EUR"},
        },
    ),
    strict_tool(
        "lookup_flight",
        "Look up the status of a flight by its flight number.",
        {"flight_number": {"type": "string", "pattern": "^[A-Z0-9]{2}[0-9]{1,4}$"}},
    ),
    strict_tool("get_stock_quote", "Get the latest stock price for a ticker symbol.", {"ticker": {"type": "string"}}),
    strict_tool(
        "translate",
        "Translate text into another language.",
        {"text": {"type": "string"}, "target_language": {"type": "string", "enum": ["French", "German", "Spanish", "Japanese"]}},
    ),
    strict_tool("count_words", "Count the words in a piece of text.", {"text": {"type": "string"}}),
]
SCHEMAS = {tool["name"]: tool["parameters"] for tool in NEW_TOOLS}

# prompt, expected call, the tool's output, facts the answer must state
NEW_TOOL_CASES = [
    (
        "How much is 250 US dollars in euros?",
        ("convert_currency", {"amount": 250, "from_currency": "USD", "to_currency": "EUR"}),
        {"amount": 250, "from_currency": "USD", "to_currency": "EUR", "converted_amount": 231.75, "rate": 0.927},
        ["231.75"],
    ),
    (
        "Is flight LH400 on time today?",
        ("lookup_flight", {"flight_number": "LH400"}),
        {"flight_number": "LH400", "status": "delayed", "delay_minutes": 35, "gate": "B44"},
        ["delayed", "35", "B44"],
    ),
    (
        "How much is NVDA trading at right now?",
        ("get_stock_quote", {"ticker": "NVDA"}),
        {"ticker": "NVDA", "price_usd": 131.26, "change_pct": -1.8},
        ["131.26"],
    ),
    (
        "Please translate 'where is the station' to Japanese",
        ("translate", {"text": "where is the station", "target_language": "Japanese"}),
        {"translation": "駅はどこですか", "target_language": "Japanese"},
        ["駅はどこですか"],
    ),
    (
        "Count the words in this sentence: I love simple tests",
        ("count_words", {"text": "I love simple tests"}),
        {"word_count": 4},
        ["4"],
    ),
]


def chat_tools(tools: list[dict]) -> list[dict]:
    return [{"type": "function", "function": {k: v for k, v in tool.items() if k != "type"}} for tool in tools]


@pytest.mark.parametrize("api", APIS)
@pytest.mark.parametrize("case", NEW_TOOL_CASES, ids=[case[1][0] for case in NEW_TOOL_CASES])
def test_new_tools_through_the_openai_client(client, api, case):
    import jsonschema

    prompt, (expected_name, expected_args), tool_output, facts = case
    if api == "responses":
        first = client.responses.create(model="gpt-4o-mini", input=prompt, tools=NEW_TOOLS)
        calls = [item for item in first.output if item.type == "function_call"]
        assert [call.name for call in calls] == [expected_name]
        arguments = json.loads(calls[0].arguments)
        second = client.responses.create(
            model="gpt-4o-mini",
            previous_response_id=first.id,
            input=[{"type": "function_call_output", "call_id": calls[0].call_id, "output": json.dumps(tool_output)}],
            tools=NEW_TOOLS,
        )
        answer = second.output_text
    else:
        messages = [{"role": "user", "content": prompt}]
        first = client.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=chat_tools(NEW_TOOLS))
        calls = first.choices[0].message.tool_calls
        assert [call.function.name for call in calls] == [expected_name]
        arguments = json.loads(calls[0].function.arguments)
        messages += [
            first.choices[0].message.model_dump(exclude_none=True),
            {"role": "tool", "tool_call_id": calls[0].id, "content": json.dumps(tool_output, ensure_ascii=False)},
        ]
        second = client.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=chat_tools(NEW_TOOLS))
        answer = second.choices[0].message.content
    jsonschema.validate(arguments, SCHEMAS[expected_name])
    assert arguments == expected_args
    for fact in facts:
        assert fact in answer, f"{fact!r} not in {answer!r}"


def new_function_tools(called: list[tuple[str, dict]]):
    """The same five tools as Python functions for the Agents SDK (each logs its call)."""
    outputs = {case[1][0]: case[2] for case in NEW_TOOL_CASES}

    def record(name: str, **arguments) -> str:
        called.append((name, arguments))
        return json.dumps(outputs[name], ensure_ascii=False)

    @function_tool
    def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
        """Convert an amount of money from one currency to another.

        Args:
            amount: how much money.
            from_currency: ISO 4217 code, e.g. USD.
            to_currency: ISO 4217 code, e.g. EUR.
        """
        return record("convert_currency", amount=amount, from_currency=from_currency, to_currency=to_currency)

    @function_tool
    def lookup_flight(flight_number: str) -> str:
        """Look up the status of a flight by its flight number."""
        return record("lookup_flight", flight_number=flight_number)

    @function_tool
    def get_stock_quote(ticker: str) -> str:
        """Get the latest stock price for a ticker symbol."""
        return record("get_stock_quote", ticker=ticker)

    @function_tool
    def translate(text: str, target_language: str) -> str:
        """Translate text into another language."""
        return record("translate", text=text, target_language=target_language)

    @function_tool
    def count_words(text: str) -> str:
        """Count the words in a piece of text."""
        return record("count_words", text=text)

    return [convert_currency, lookup_flight, get_stock_quote, translate, count_words]


@pytest.mark.parametrize("api", APIS)
def test_new_tools_through_the_agents_sdk(server, make_model, api, run_async):
    called: list[tuple[str, dict]] = []

    async def main():
        agent = Agent(
            name="Assistant",
            instructions="Use the tools to answer.",
            tools=new_function_tools(called),
            model=make_model(server, api),
        )
        answers = []
        for prompt, *_rest in NEW_TOOL_CASES:
            answers.append((await Runner.run(agent, prompt)).final_output)
        return answers

    answers = run_async(main)
    assert [(name, args) for name, args in called] == [case[1] for case in NEW_TOOL_CASES]
    for answer, (_prompt, _call, _output, facts) in zip(answers, NEW_TOOL_CASES, strict=True):
        for fact in facts:
            assert fact in answer, f"{fact!r} not in {answer!r}"


def test_translate_extracts_the_phrase_from_a_question(client):
    response = client.responses.create(
        model="gpt-4o-mini", input="How do you say thank you in Spanish?", tools=[NEW_TOOLS[3]]
    )
    assert json.loads(response.output[0].arguments) == {"text": "thank you", "target_language": "Spanish"}
