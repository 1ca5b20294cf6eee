"""labkit.sim.policy: what the simulated model decides, on hand-built conversations."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import jsonschema
import pytest

from labkit.sim.policy import (
    FunctionPolicy,
    GeneralPolicy,
    Policy,
    ScriptedPolicy,
    ScriptExhausted,
    call,
    calls,
    text,
)
from labkit.sim.types import Conversation, Decision, Message, PlannedCall, Tool, ToolCall, ToolChoice

POLICY = GeneralPolicy()


# --- helpers -----------------------------------------------------------------------------------


def fn(name: str, description: str, props: dict[str, Any] | None = None, required: list[str] | None = None, *, strict: bool = False) -> Tool:
    props = props or {}
    schema: dict[str, Any] = {"type": "object", "properties": props}
    if strict:
        schema["required"] = list(props)
        schema["additionalProperties"] = False
    else:
        schema["required"] = list(props) if required is None else required
    return Tool(name=name, description=description, parameters=schema, strict=strict)


def conv(user: str, tools: list[Tool], *, api: str = "responses", instructions: str = "", history: list[Message] | None = None, **kw: Any) -> Conversation:
    messages = list(history or []) + [Message("user", user)]
    return Conversation(api=api, model="gpt-4.1-mini", messages=messages, instructions=instructions, tools=tools, **kw)  # type: ignore[arg-type]


def check_args(decision: Decision, tools: list[Tool]) -> list[tuple[str, dict[str, Any]]]:
    """Every planned call names a known tool and its arguments validate (Draft 2020-12)."""
    by_name = {t.name: t for t in tools}
    out = []
    for planned in decision.calls:
        assert planned.name in by_name, planned.name
        args = json.loads(planned.arguments)
        schema = by_name[planned.name].parameters
        validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
        errors = list(validator.iter_errors(args))
        assert not errors, f"{planned.name}({planned.arguments}): {[e.message for e in errors]}"
        out.append((planned.name, args))
    return out


def only_call(decision: Decision, tools: list[Tool]) -> tuple[str, dict[str, Any]]:
    made = check_args(decision, tools)
    assert decision.text is None and decision.web_search is None
    assert len(made) == 1, made
    return made[0]


class Loop:
    """A tiny agent loop: ask the policy, run the calls with fake tools, feed outputs back."""

    def __init__(self, c: Conversation, run: Callable[[str, dict[str, Any]], Any], policy: Policy = POLICY) -> None:
        self.conv = c
        self.run = run
        self.policy = policy
        self.made: list[tuple[str, dict[str, Any]]] = []
        self.decisions: list[Decision] = []
        self.n = 0

    def go(self, max_steps: int = 20) -> str:
        for _ in range(max_steps):
            decision = self.policy.decide(self.conv)
            self.decisions.append(decision)
            if decision.text is not None:
                return decision.text
            assert decision.calls, decision
            made = check_args(decision, self.conv.tools)
            tool_calls, outputs = [], []
            for planned, (name, args) in zip(decision.calls, made):
                self.n += 1
                call_id = f"call_{self.n}"
                tool_calls.append(ToolCall(call_id, planned.name, planned.arguments))
                result = self.run(name, args)
                outputs.append(Message("tool", result if isinstance(result, str) else json.dumps(result), tool_call_id=call_id, name=name))
                self.made.append((name, args))
            self.conv.messages.append(Message("assistant", tool_calls=tuple(tool_calls)))
            self.conv.messages.extend(outputs)
        raise AssertionError(f"no final answer after {max_steps} steps: {self.made}")


def with_outputs(c: Conversation, *pairs: tuple[str, dict[str, Any], Any]) -> Conversation:
    """Append one assistant message calling the tools and their outputs."""
    tool_calls = []
    outputs = []
    for index, (name, args, result) in enumerate(pairs):
        call_id = f"c{len(c.messages)}_{index}"
        tool_calls.append(ToolCall(call_id, name, json.dumps(args, separators=(",", ":"))))
        outputs.append(Message("tool", result if isinstance(result, str) else json.dumps(result), tool_call_id=call_id, name=name))
    c.messages.append(Message("assistant", tool_calls=tuple(tool_calls)))
    c.messages.extend(outputs)
    return c


WEATHER = fn("get_weather", "Get the current weather for a city.", {"city": {"type": "string", "description": "City name, e.g. Paris"}})
NEW_TOOLS = [
    fn(
        "convert_currency",
        "Convert an amount of money from one currency to another.",
        {
            "amount": {"type": "number", "minimum": 0},
            "from_currency": {"type": "string", "enum": ["USD", "EUR", "GBP", "JPY", "CHF"]},
            "to_currency": {"type": "string", "enum": ["USD", "EUR", "GBP", "JPY", "CHF"]},
        },
        strict=True,
    ),
    fn("lookup_flight", "Look up the status of a flight by its flight number.", {"flight_number": {"type": "string"}}, strict=True),
    fn("count_words", "Count the words in a text.", {"text": {"type": "string"}}, strict=True),
    fn("get_stock_quote", "Get the latest stock quote for a ticker symbol.", {"ticker": {"type": "string", "pattern": "^[A-Z]{1,5}$"}}, strict=True),
    fn(
        "translate",
        "Translate a text into another language.",
        {"text": {"type": "string"}, "target_language": {"type": "string", "enum": ["en", "fr", "de", "es", "it", "ja"]}},
        strict=True,
    ),
]


# --- choosing the tool and its arguments -------------------------------------------------------


@pytest.mark.parametrize("api", ["responses", "chat"])
def test_weather_tool_for_weather_question(api: str) -> None:
    decision = POLICY.decide(conv("What's the weather in Paris?", [WEATHER], api=api))
    assert only_call(decision, [WEATHER]) == ("get_weather", {"city": "Paris"})
    assert decision.calls[0].arguments == '{"city":"Paris"}'
    assert decision.reasoning is None


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Convert 250 euros to US dollars, please.", ("convert_currency", {"amount": 250, "from_currency": "EUR", "to_currency": "USD"})),
        ("How much is 100 GBP in yen?", ("convert_currency", {"amount": 100, "from_currency": "GBP", "to_currency": "JPY"})),
        ("Is flight LH123 on time?", ("lookup_flight", {"flight_number": "LH123"})),
        ('How many words are in "the quick brown fox jumps"?', ("count_words", {"text": "the quick brown fox jumps"})),
        ("What's TSLA trading at right now?", ("get_stock_quote", {"ticker": "TSLA"})),
        ("Get me a stock quote for Apple", ("get_stock_quote", {"ticker": "AAPL"})),
        ("Translate 'good morning' into Spanish", ("translate", {"text": "good morning", "target_language": "es"})),
    ],
)
def test_right_one_of_five_unseen_tools(question: str, expected: tuple[str, dict[str, Any]]) -> None:
    decision = POLICY.decide(conv(question, NEW_TOOLS))
    assert only_call(decision, NEW_TOOLS) == expected


def test_unrelated_question_calls_nothing() -> None:
    decision = POLICY.decide(conv("Tell me a joke about cats.", NEW_TOOLS))
    assert decision.calls == [] and decision.text and "simulated model running offline" in decision.text


def test_general_question_is_answered_from_the_local_corpus() -> None:
    decision = POLICY.decide(conv("In one sentence, what is a tool call?", []))
    assert decision.calls == [] and decision.text.startswith("With function calling, you describe each tool")


def test_greeting_without_tools() -> None:
    assert POLICY.decide(conv("Hello!", [])).text == "Hello! How can I help you today?"
    assert POLICY.decide(conv("hi there", [WEATHER])).text == "Hello! How can I help you today?"


def test_missing_place_is_asked_for() -> None:
    decision = POLICY.decide(conv("What's the weather like?", [WEATHER]))
    assert decision.calls == [] and "city" in (decision.text or "")


def test_follow_up_turn_reuses_the_topic() -> None:
    first = with_outputs(conv("What's the weather in Paris?", [WEATHER]), ("get_weather", {"city": "Paris"}, {"city": "Paris", "temperature_c": 18}))
    first.messages.append(Message("assistant", "Paris: 18°C."))
    first.messages.append(Message("user", "And in Rome?"))
    assert only_call(POLICY.decide(first), [WEATHER]) == ("get_weather", {"city": "Rome"})
    first.messages[-1] = Message("user", "And what about Rome?")
    assert only_call(POLICY.decide(first), [WEATHER]) == ("get_weather", {"city": "Rome"})


# --- answering ---------------------------------------------------------------------------------


def test_answer_states_the_facts_of_the_output() -> None:
    c = with_outputs(
        conv("What's the weather in Paris?", [WEATHER]),
        ("get_weather", {"city": "Paris"}, {"city": "Paris", "temperature_c": 18, "conditions": "light rain", "station_id": "ST-77"}),
    )
    decision = POLICY.decide(c)
    assert decision.calls == []
    assert decision.text is not None
    for fact in ("Paris", "18", "light rain", "ST-77"):
        assert fact in decision.text


def test_answer_after_python_repr_output() -> None:
    tools = [NEW_TOOLS[0]]
    c = with_outputs(
        conv("Convert 250 euros to dollars", tools),
        ("convert_currency", {"amount": 250, "from_currency": "EUR", "to_currency": "USD"}, "{'converted_amount': 271.25, 'rate': 1.085}"),
    )
    answer = POLICY.decide(c).text or ""
    assert "271.25" in answer and "1.085" in answer


def test_huge_output_is_summarised() -> None:
    tool = fn("list_products", "List all products in the catalogue.")
    rows = [{"name": f"Product {i}", "price": 10 + i, "sku": f"SKU-{i}", "notes": "lorem ipsum " * 50} for i in range(500)]
    c = with_outputs(conv("List the products in the catalogue", [tool]), ("list_products", {}, rows))
    answer = POLICY.decide(c).text or ""
    assert len(answer.split()) <= 125
    assert "500" in answer and "Product 0" in answer


def test_error_output_is_reported_not_retried() -> None:
    c = conv("What's the weather in Atlantis?", [WEATHER])
    runs = []

    def run(name: str, args: dict[str, Any]) -> Any:
        runs.append(args)
        return {"error": "Unknown city: Atlantis"}

    answer = Loop(c, run).go()
    assert runs == [{"city": "Atlantis"}]
    assert "Unknown city: Atlantis" in answer and "couldn't" in answer


def test_sdk_style_error_text_is_not_retried() -> None:
    c = with_outputs(
        conv("Is flight LH123 on time?", NEW_TOOLS),
        ("lookup_flight", {"flight_number": "LH123"}, "An error occurred while running the tool. Please try again. Error: timeout"),
    )
    decision = POLICY.decide(c)
    assert decision.calls == [] and "timeout" in (decision.text or "")


def test_no_identical_call_is_repeated_in_a_turn() -> None:
    c = with_outputs(conv("What's the weather in Paris?", [WEATHER]), ("get_weather", {"city": "Paris"}, "18C and sunny"))
    decision = POLICY.decide(c)
    assert decision.calls == [] and "18C and sunny" in (decision.text or "")


# --- several calls -----------------------------------------------------------------------------


def test_two_places_give_two_parallel_calls() -> None:
    decision = POLICY.decide(conv("What's the weather in Paris and in Rome?", [WEATHER]))
    assert check_args(decision, [WEATHER]) == [("get_weather", {"city": "Paris"}), ("get_weather", {"city": "Rome"})]


def test_parallel_false_gives_one_call_per_response() -> None:
    c = conv("What's the weather in Paris and in Rome?", [WEATHER], parallel_tool_calls=False)
    loop = Loop(c, lambda name, args: {"city": args["city"], "temperature_c": 18 if args["city"] == "Paris" else 24})
    answer = loop.go()
    assert all(len(d.calls) <= 1 for d in loop.decisions)
    assert loop.made == [("get_weather", {"city": "Paris"}), ("get_weather", {"city": "Rome"})]
    assert "18" in answer and "24" in answer and "Rome" in answer


def test_two_independent_tools_in_one_response() -> None:
    tools = [WEATHER, NEW_TOOLS[3]]
    decision = POLICY.decide(conv("What's the weather in Oslo, and what's the stock quote for MSFT?", tools))
    assert check_args(decision, tools) == [("get_weather", {"city": "Oslo"}), ("get_stock_quote", {"ticker": "MSFT"})]
    one = POLICY.decide(conv("What's the weather in Oslo, and what's the stock quote for MSFT?", tools, parallel_tool_calls=False))
    assert len(one.calls) == 1


def test_dependent_tool_waits_for_the_id() -> None:
    tools = [
        fn("search_incidents", "Search incidents by a free text query.", {"query": {"type": "string"}}),
        fn("escalate_incident", "Escalate an incident to the on-call engineer.", {"incident_id": {"type": "string"}, "reason": {"type": "string"}}),
    ]
    c = conv("Find the incident about the Berlin outage and escalate it.", tools)

    def run(name: str, args: dict[str, Any]) -> Any:
        if name == "search_incidents":
            return {"results": [{"incident_id": "INC-1042", "title": "Berlin outage", "severity": 2}]}
        return {"escalated": True, "incident_id": args["incident_id"], "ticket": "ESC-9"}

    loop = Loop(c, run)
    answer = loop.go()
    assert [name for name, _ in loop.made] == ["search_incidents", "escalate_incident"]
    assert loop.made[1][1]["incident_id"] == "INC-1042"
    assert "INC-1042" in answer and "ESC-9" in answer


ASSISTANT_TOOLS = [
    fn("get_weather", "Get the current weather for a location.", {"location": {"type": "string"}, "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}}, ["location"]),
    fn("get_current_time", "Get the current time in a timezone.", {"timezone": {"type": "string", "description": "IANA timezone like Europe/Paris"}}),
    fn("search_web", "Search the web for information.", {"query": {"type": "string"}}),
    fn("send_email", "Send an email.", {"to": {"type": "string"}, "subject": {"type": "string"}, "body": {"type": "string"}}),
    fn("create_calendar_event", "Create a calendar event.", {"title": {"type": "string"}, "date": {"type": "string", "format": "date"}, "time": {"type": "string"}}),
    fn("calculate", "Evaluate a math expression.", {"expression": {"type": "string"}}),
    fn("find_restaurants", "Find restaurants near a location.", {"location": {"type": "string"}, "max_results": {"type": "integer", "minimum": 1, "maximum": 20}}, ["location"]),
]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("What's the weather in Tokyo in fahrenheit?", [("get_weather", {"location": "Tokyo", "unit": "fahrenheit"})]),
        ("What time is it in Tokyo?", [("get_current_time", {"timezone": "Asia/Tokyo"})]),
        ("What is 12 * 7?", [("calculate", {"expression": "12 * 7"})]),
        ("Find 3 restaurants near Times Square", [("find_restaurants", {"location": "Times Square", "max_results": 3})]),
        ("Who won the 2022 World Cup?", [("search_web", {"query": "Who won the 2022 World Cup"})]),
        (
            "Schedule a dinner with Bob on 2025-05-02 at 19:00",
            [("create_calendar_event", {"title": "Dinner with Bob", "date": "2025-05-02", "time": "19:00"})],
        ),
        (
            "Email alice@example.com that the meeting moved to 3pm",
            [("send_email", {"to": "alice@example.com", "subject": "Meeting moved to 3pm", "body": "The meeting moved to 3pm"})],
        ),
        (
            "What's the weather and time in Berlin?",
            [("get_weather", {"location": "Berlin"}), ("get_current_time", {"timezone": "Europe/Berlin"})],
        ),
    ],
)
def test_general_assistant_toolbox(question: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    assert check_args(POLICY.decide(conv(question, ASSISTANT_TOOLS)), ASSISTANT_TOOLS) == expected


def test_sending_waits_for_the_facts_it_sends() -> None:
    c = conv("What's the weather in Paris, and email the forecast to bob@example.com", ASSISTANT_TOOLS)
    loop = Loop(c, lambda name, args: {"location": "Paris", "temperature_c": 21} if name == "get_weather" else {"message_id": "MSG-3"})
    answer = loop.go()
    assert [n for n, _ in loop.made] == ["get_weather", "send_email"]
    assert "21" in loop.made[1][1]["body"] and loop.made[1][1]["to"] == "bob@example.com"
    assert "MSG-3" in answer


def test_fan_out_over_ids_without_ordering_words() -> None:
    tools = [fn("list_open_tickets", "List the open support tickets."), fn("get_ticket_details", "Get the details of a ticket.", {"ticket_id": {"type": "string"}})]

    def run(name: str, args: dict[str, Any]) -> Any:
        if name == "list_open_tickets":
            return ["TKT-1", "TKT-2"]
        return {"id": args["ticket_id"], "title": "Printer on fire" if args["ticket_id"] == "TKT-1" else "VPN down"}

    loop = Loop(conv("List the open tickets and get the details of each of them", tools), run)
    answer = loop.go()
    assert loop.made == [("list_open_tickets", {}), ("get_ticket_details", {"ticket_id": "TKT-1"}), ("get_ticket_details", {"ticket_id": "TKT-2"})]
    assert "Printer on fire" in answer and "VPN down" in answer


def test_json_mode_without_schema_answers_in_an_object() -> None:
    c = with_outputs(conv("Weather in Paris as JSON", [WEATHER], output_schema={"type": "object"}), ("get_weather", {"city": "Paris"}, {"temp_c": 18}))
    payload = json.loads(POLICY.decide(c).text or "")
    assert "18" in payload["answer"]


# --- the deal workflow: order, fan-out, best element ------------------------------------------

DEAL_TOOLS = [
    fn("scan_the_internet_for_bargains", "Scan the internet for bargains. Returns a list of deals."),
    fn("estimate_true_value", "Estimate the true value of an item from its description.", {"description": {"type": "string"}}),
    fn(
        "notify_user_of_deal",
        "Notify the user of a deal.",
        {
            "deal_description": {"type": "string"},
            "deal_price": {"type": "number"},
            "estimated_true_value": {"type": "number"},
            "url": {"type": "string"},
        },
    ),
]
DEALS = [
    {"description": "Sony WH-1000XM5 headphones", "price": 248, "url": "https://shop.example/sony"},
    {"description": "Dyson V8 vacuum", "price": 199, "url": "https://shop.example/dyson"},
    {"description": "Kindle Paperwhite", "price": 119, "url": "https://shop.example/kindle"},
]
TRUE_VALUES = {"Sony WH-1000XM5 headphones": 349.0, "Dyson V8 vacuum": 220.0, "Kindle Paperwhite": 139.0}
DEAL_INSTRUCTIONS = (
    "You are a bargain hunter. First scan deals, then for each deal estimate its true value, "
    "then notify the user of the best deal."
)


def run_deals(name: str, args: dict[str, Any]) -> Any:
    if name == "scan_the_internet_for_bargains":
        return DEALS
    if name == "estimate_true_value":
        return str(TRUE_VALUES[args["description"]])  # a bare float, as the Agents SDK sends it
    return {"notification_id": "N-17", "status": "sent"}


@pytest.mark.parametrize("parallel", [True, False])
def test_deal_workflow_step_by_step(parallel: bool) -> None:
    c = conv("Find me a good deal.", DEAL_TOOLS, instructions=DEAL_INSTRUCTIONS, parallel_tool_calls=parallel)
    loop = Loop(c, run_deals)
    answer = loop.go()
    names = [name for name, _ in loop.made]
    assert names == ["scan_the_internet_for_bargains"] + ["estimate_true_value"] * 3 + ["notify_user_of_deal"]
    assert [args for name, args in loop.made if name == "estimate_true_value"] == [{"description": d["description"]} for d in DEALS]
    if parallel:
        assert [len(d.calls) for d in loop.decisions[:-1]] == [1, 3, 1]
    else:
        assert all(len(d.calls) == 1 for d in loop.decisions[:-1])
    # the best deal: Sony is 29% off (248 vs 349), Dyson 10%, Kindle 14%
    assert loop.made[-1][1] == {
        "deal_description": "Sony WH-1000XM5 headphones",
        "deal_price": 248,
        "estimated_true_value": 349,
        "url": "https://shop.example/sony",
    }
    for fact in ("Sony WH-1000XM5", "248", "349", "29% below", "N-17"):
        assert fact in answer
    keys = [(n, json.dumps(a, sort_keys=True)) for n, a in loop.made]
    assert len(keys) == len(set(keys))


def test_deal_workflow_from_user_text_with_wrapped_list() -> None:
    c = conv(
        "Scan the internet for bargains, then estimate the true value of each deal, and finally notify me of the best deal.",
        DEAL_TOOLS,
    )

    def run(name: str, args: dict[str, Any]) -> Any:
        if name == "scan_the_internet_for_bargains":
            return {"deals": DEALS, "scanned_sites": 12}
        if name == "estimate_true_value":
            return {"estimated_true_value": TRUE_VALUES[args["description"]]}
        return {"notification_id": "N-18"}

    loop = Loop(c, run)
    answer = loop.go()
    assert [n for n, _ in loop.made].count("estimate_true_value") == 3
    assert loop.made[-1][1]["deal_description"] == "Sony WH-1000XM5 headphones"
    assert "N-18" in answer


def test_fan_out_is_capped() -> None:
    many = [{"description": f"Item {i}", "price": i + 1, "url": f"https://x/{i}"} for i in range(25)]
    c = with_outputs(conv("Find me deals", DEAL_TOOLS, instructions=DEAL_INSTRUCTIONS), ("scan_the_internet_for_bargains", {}, many))
    decision = POLICY.decide(c)
    assert len(decision.calls) == 10 and {p.name for p in decision.calls} == {"estimate_true_value"}


def test_workflow_stops_at_a_failed_step() -> None:
    c = with_outputs(conv("Find me deals", DEAL_TOOLS, instructions=DEAL_INSTRUCTIONS), ("scan_the_internet_for_bargains", {}, {"error": "rate limited"}))
    decision = POLICY.decide(c)
    assert decision.calls == [] and "rate limited" in (decision.text or "")


def test_instructions_workflow_does_not_run_on_small_talk() -> None:
    decision = POLICY.decide(conv("Thanks!", DEAL_TOOLS, instructions=DEAL_INSTRUCTIONS))
    assert decision.calls == [] and decision.text


# --- tool_choice -------------------------------------------------------------------------------


def test_tool_choice_none_gives_text() -> None:
    decision = POLICY.decide(conv("What's the weather in Paris?", [WEATHER], tool_choice=ToolChoice("none")))
    assert decision.calls == [] and decision.text


def test_tool_choice_required_calls_the_top_tool_even_when_irrelevant() -> None:
    decision = POLICY.decide(conv("Tell me a joke", NEW_TOOLS, tool_choice=ToolChoice("required")))
    assert len(check_args(decision, NEW_TOOLS)) == 1
    relevant = POLICY.decide(conv("Is flight BA2490 delayed?", NEW_TOOLS, tool_choice=ToolChoice("required")))
    assert only_call(relevant, NEW_TOOLS) == ("lookup_flight", {"flight_number": "BA2490"})


def test_forced_function_is_called_even_after_its_output() -> None:
    choice = ToolChoice("function", "count_words")
    decision = POLICY.decide(conv('Translate "hello world" to German', NEW_TOOLS, tool_choice=choice))
    assert only_call(decision, NEW_TOOLS) == ("count_words", {"text": "hello world"})
    again = with_outputs(conv('Translate "hello world" to German', NEW_TOOLS, tool_choice=choice), ("count_words", {"text": "hello world"}, "2"))
    assert only_call(POLICY.decide(again), NEW_TOOLS)[0] == "count_words"


def test_hosted_tool_choice_searches() -> None:
    c = conv("Anything new about fusion energy?", [Tool("web_search", type="web_search")], tool_choice=ToolChoice("hosted", "web_search"))
    assert POLICY.decide(c).web_search


# --- strict schemas ----------------------------------------------------------------------------


def test_strict_nullable_parameter_gets_null() -> None:
    tool = Tool(
        "get_forecast",
        "Get the weather forecast for a city.",
        {
            "type": "object",
            "properties": {
                "city": {"type": "string"},
                "country_code": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "days": {"type": ["integer", "null"], "minimum": 1, "maximum": 7},
            },
            "required": ["city", "country_code", "days"],
            "additionalProperties": False,
        },
        strict=True,
    )
    decision = POLICY.decide(conv("What's the forecast for Lyon?", [tool]))
    assert only_call(decision, [tool]) == ("get_forecast", {"city": "Lyon", "country_code": None, "days": None})
    decision = POLICY.decide(conv("Give me the 5 days forecast for Lyon", [tool]))
    assert only_call(decision, [tool])[1]["days"] == 5


def test_pydantic_style_schema_with_defs() -> None:
    tool = Tool(
        "create_ticket",
        "Create a support ticket.",
        {
            "$defs": {
                "Priority": {"enum": ["low", "normal", "high"], "title": "Priority", "type": "string"},
                "Contact": {
                    "properties": {"email": {"title": "Email", "type": "string"}, "name": {"anyOf": [{"type": "string"}, {"type": "null"}], "title": "Name"}},
                    "required": ["email", "name"],
                    "title": "Contact",
                    "type": "object",
                    "additionalProperties": False,
                },
            },
            "properties": {
                "title": {"title": "Title", "type": "string"},
                "priority": {"$ref": "#/$defs/Priority"},
                "contact": {"$ref": "#/$defs/Contact"},
            },
            "required": ["title", "priority", "contact"],
            "title": "create_ticket_args",
            "type": "object",
            "additionalProperties": False,
        },
        strict=True,
    )
    decision = POLICY.decide(conv("Create a ticket: the VPN is down, it's urgent. Contact me at ana@example.com", [tool]))
    name, args = only_call(decision, [tool])
    assert args["priority"] == "high" and args["contact"]["email"] == "ana@example.com"


# --- handoffs ----------------------------------------------------------------------------------

HANDOFFS = [
    Tool(
        "transfer_to_weather_agent",
        "Handoff to the Weather Agent agent to handle the request. Answers questions about weather and forecasts.",
        {"type": "object", "properties": {}, "required": [], "additionalProperties": False},
        strict=True,
    ),
    Tool(
        "transfer_to_places_agent",
        "Handoff to the Places Agent agent to handle the request. Finds restaurants, museums and sights near a place.",
        {"type": "object", "properties": {}, "required": [], "additionalProperties": False},
        strict=True,
    ),
]


@pytest.mark.parametrize(
    ("question", "target"),
    [
        ("Will it rain in Paris tomorrow?", "transfer_to_weather_agent"),
        ("Find museums near the Louvre", "transfer_to_places_agent"),
        ("What's the forecast for Berlin?", "transfer_to_weather_agent"),
        ("Any good restaurants near Berlin Mitte?", "transfer_to_places_agent"),
    ],
)
def test_handoff_chosen_by_relevance(question: str, target: str) -> None:
    decision = POLICY.decide(conv(question, HANDOFFS, instructions="Route the user to the right agent."))
    assert [p.name for p in decision.calls] == [target]
    assert decision.calls[0].arguments == "{}"


def test_handoff_never_alongside_other_calls_and_then_new_agent_works() -> None:
    c = conv("Will it rain in Paris tomorrow?", HANDOFFS)
    c = with_outputs(c, ("transfer_to_weather_agent", {}, {"assistant": "Weather Agent"}))
    c.tools = [WEATHER, HANDOFFS[1]]
    c.instructions = "You are the weather agent."
    decision = POLICY.decide(c)
    assert only_call(decision, c.tools) == ("get_weather", {"city": "Paris"})
    c = with_outputs(c, ("get_weather", {"city": "Paris"}, {"city": "Paris", "rain_probability_pct": 80}))
    answer = POLICY.decide(c).text or ""
    assert "80" in answer and "assistant" not in answer


def test_unrelated_question_on_triage_is_answered() -> None:
    decision = POLICY.decide(conv("Hello", HANDOFFS))
    assert decision.calls == [] and decision.text


# --- hosted web search -------------------------------------------------------------------------


def test_web_search_for_latest_news() -> None:
    tools = [Tool("web_search", type="web_search"), WEATHER]
    decision = POLICY.decide(conv("Search the web for the latest news about fusion energy", tools))
    assert decision.calls == [] and decision.web_search == "latest news fusion energy"


def test_function_tool_beats_web_search_when_it_fits() -> None:
    tools = [Tool("web_search", type="web_search"), WEATHER]
    decision = POLICY.decide(conv("What's the weather in Paris?", tools))
    assert [p.name for p in decision.calls] == ["get_weather"]


def test_no_second_web_search_in_a_turn() -> None:
    tools = [Tool("web_search", type="web_search")]
    c = conv("What's the latest news about fusion energy?", tools)
    c.messages.append(Message("assistant", "Fusion news: ... [1]"))
    decision = POLICY.decide(c)
    assert decision.web_search is None and decision.calls == []


# --- structured output -------------------------------------------------------------------------

REPORT_SCHEMA = {
    "type": "object",
    "properties": {
        "city": {"type": "string"},
        "temperature_c": {"type": "number"},
        "conditions": {"type": "string"},
        "advice": {"type": ["string", "null"]},
        "summary": {"type": "string"},
    },
    "required": ["city", "temperature_c", "conditions", "advice", "summary"],
    "additionalProperties": False,
}


def test_structured_output_validates_and_uses_outputs() -> None:
    c = conv("What's the weather in Paris?", [WEATHER], output_schema=REPORT_SCHEMA, output_name="WeatherReport")
    assert [p.name for p in POLICY.decide(c).calls] == ["get_weather"]
    c = with_outputs(c, ("get_weather", {"city": "Paris"}, {"city": "Paris", "temperature_c": 18, "conditions": "light rain"}))
    decision = POLICY.decide(c)
    payload = json.loads(decision.text or "")
    jsonschema.validate(payload, REPORT_SCHEMA)
    assert payload["city"] == "Paris" and payload["temperature_c"] == 18 and payload["conditions"] == "light rain"
    assert "18" in payload["summary"]


def test_structured_output_without_tools() -> None:
    schema = {
        "type": "object",
        "properties": {"sentiment": {"type": "string", "enum": ["positive", "negative", "neutral"]}, "confidence": {"type": "number", "minimum": 0, "maximum": 1}},
        "required": ["sentiment", "confidence"],
        "additionalProperties": False,
    }
    decision = POLICY.decide(conv("I love this phone, it's excellent!", [], output_schema=schema))
    payload = json.loads(decision.text or "")
    jsonschema.validate(payload, schema)
    assert payload["sentiment"] == "positive"


# --- determinism -------------------------------------------------------------------------------


def _showcase() -> list[Decision]:
    cases = [
        conv("What's the weather in Paris and in Rome?", [WEATHER]),
        conv("Convert 250 euros to US dollars, please.", NEW_TOOLS),
        conv("Find me a good deal.", DEAL_TOOLS, instructions=DEAL_INSTRUCTIONS),
        with_outputs(conv("Find me deals", DEAL_TOOLS, instructions=DEAL_INSTRUCTIONS), ("scan_the_internet_for_bargains", {}, DEALS)),
        conv("Find museums near the Louvre", HANDOFFS),
    ]
    return [POLICY.decide(c) for c in cases]


def test_same_conversation_same_decision() -> None:
    assert _showcase() == _showcase()
    c = conv("Translate 'good morning' into Spanish", NEW_TOOLS)
    assert GeneralPolicy().decide(c) == GeneralPolicy().decide(c)


def test_decisions_do_not_depend_on_hash_seed() -> None:
    code = (
        "import sys; sys.path.insert(0, 'tests/unit');"
        "import test_sim_policy as t; print(repr(t._showcase()))"
    )
    results = set()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for seed in ("0", "1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=root, timeout=120)
        assert done.returncode == 0, done.stderr
        results.add(done.stdout)
    assert len(results) == 1


# --- ScriptedPolicy, FunctionPolicy, helpers ---------------------------------------------------


def test_scripted_policy_serves_in_order_then_explains_exhaustion() -> None:
    seen: list[str] = []

    def echo(c: Conversation) -> Decision:
        seen.append(c.last_user_text())
        return text(f"you said {c.last_user_text()}")

    policy = ScriptedPolicy([call("get_weather", city="Paris"), echo])
    assert policy.remaining == 2
    c = conv("hi", [WEATHER])
    assert policy.decide(c) == Decision(calls=[PlannedCall("get_weather", '{"city":"Paris"}')])
    assert policy.decide(c).text == "you said hi" and seen == ["hi"]
    assert policy.remaining == 0
    policy.assert_complete()
    with pytest.raises(ScriptExhausted) as info:
        policy.decide(c)
    assert str(info.value) == (
        "ScriptedPolicy has no steps left: the script had 2 steps and request 3 arrived. Add steps or use GeneralPolicy."
    )


def test_scripted_policy_assert_complete_fails_with_steps_left() -> None:
    policy = ScriptedPolicy([text("a"), text("b")])
    policy.decide(conv("x", []))
    with pytest.raises(AssertionError, match="1 left"):
        policy.assert_complete()
    with pytest.raises(TypeError):
        ScriptedPolicy(["not a decision"])  # type: ignore[list-item]


def test_helpers_and_function_policy() -> None:
    both = calls(("get_weather", {"city": "Paris"}), ("get_weather", {"city": "Zürich"}))
    assert [p.arguments for p in both.calls] == ['{"city":"Paris"}', '{"city":"Zürich"}']
    policy = FunctionPolicy(lambda c: text(c.last_user_text().upper()))
    assert isinstance(policy, Policy) and isinstance(GeneralPolicy(), Policy)
    assert policy.decide(conv("shout", [])).text == "SHOUT"


def test_a_call_that_failed_on_its_arguments_is_retried_once_then_answered() -> None:
    c = conv("What's the weather in Paris?", [WEATHER])
    first = POLICY.decide(c)
    assert [call.name for call in first.calls] == ["get_weather"]
    # the model's first call had malformed arguments; the tool answered with a validation error
    c.messages.append(Message("assistant", tool_calls=(ToolCall("call_1", "get_weather", '{"city": "Par'),)))
    c.messages.append(Message("tool", '{"error": "arguments are not valid JSON", "hint": "call again"}', tool_call_id="call_1", name="get_weather"))
    retry = POLICY.decide(c)
    assert [(call.name, json.loads(call.arguments)) for call in retry.calls] == [("get_weather", {"city": "Paris"})]
    c.messages.append(Message("assistant", tool_calls=(ToolCall("call_2", "get_weather", retry.calls[0].arguments),)))
    c.messages.append(Message("tool", '{"error": "invalid city", "hint": "check the name"}', tool_call_id="call_2", name="get_weather"))
    final = POLICY.decide(c)
    assert final.calls == [] and final.text  # one retry only: then it reports the failure


def test_a_recovered_failure_is_not_reported_in_the_answer() -> None:
    c = conv("What's the weather in Paris?", [WEATHER])
    c.messages.append(Message("assistant", tool_calls=(ToolCall("call_1", "get_weather", '{"city": "Par'),)))
    c.messages.append(Message("tool", '{"error": "arguments are not valid JSON"}', tool_call_id="call_1", name="get_weather"))
    c.messages.append(Message("assistant", tool_calls=(ToolCall("call_2", "get_weather", '{"city": "Paris"}'),)))
    c.messages.append(Message("tool", '{"city": "Paris", "temperature_c": 18}', tool_call_id="call_2", name="get_weather"))
    answer = POLICY.decide(c).text
    assert "18" in answer and "fail" not in answer.lower()


def test_advice_in_a_tool_output_is_repeated_in_the_answer() -> None:
    c = conv("What's the weather in Berlin? Can I put the paper bin out?", [WEATHER])
    c.messages.append(Message("assistant", tool_calls=(ToolCall("call_1", "get_weather", '{"city": "Berlin"}'),)))
    output = {"location": "Berlin", "temperature_c": 7, "bin_advice": "Dry weather: fine to put the paper bin out."}
    c.messages.append(Message("tool", json.dumps(output), tool_call_id="call_1", name="get_weather"))
    answer = POLICY.decide(c).text
    assert "7°C" in answer and "fine to put the paper bin out" in answer
