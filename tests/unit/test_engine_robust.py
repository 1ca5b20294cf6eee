"""labkit.sim.engine on hostile and unusual input: every call it makes validates against the tool's
schema, structured outputs always validate, and no input makes it raise (a failure inside the
engine would show as "the engine failed" in the rationale)."""

from __future__ import annotations

import json
import random
from typing import Any

import jsonschema
import pytest

from labkit.sim.engine import Engine
from labkit.sim.types import Conversation, Message, Tool, ToolCall, ToolChoice

ENGINE = Engine()


def check(schema: dict[str, Any], value: Any) -> None:
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(value), key=lambda e: list(e.path))
    assert not errors, f"{json.dumps(value)} does not validate: {[e.message for e in errors]}"


def obj(props: dict[str, Any], required: list[str] | None = None, *, strict: bool = False) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": props}
    if strict:
        schema["required"] = list(props)
        schema["additionalProperties"] = False
    elif required is not None:
        schema["required"] = required
    return schema


def decide(text: str, tools: list[Tool], **options: Any):
    conv = Conversation("chat", "gpt-4.1-mini", options.pop("messages", None) or [Message("user", text)], tools=tools, **options)
    decision = ENGINE.decide(conv)
    assert not any("the engine failed" in note for note in decision.rationale), decision.rationale
    return decision


SCHEMAS: list[dict[str, Any]] = [
    {},
    {"type": "object"},
    {"type": "object", "properties": {}, "additionalProperties": False},
    obj({"a": {"type": "string", "minLength": 30}}, ["a"]),
    obj({"a": {"type": "string", "maxLength": 3}}, ["a"]),
    obj({"a": {"type": "string", "pattern": "^(red|green)$", "minLength": 5}}, ["a"]),
    obj({"a": {"type": "string", "pattern": "^[a-z]{2}\\d{3}$"}}, ["a"]),
    obj({"a": {"type": "string", "pattern": "^(?:\\+\\d{1,3})?\\d{10}$"}}, ["a"]),
    obj({"a": {"type": "string", "format": "date-time"}, "b": {"type": "string", "format": "uri"}, "c": {"type": "string", "format": "uuid"}}, ["a", "b", "c"]),
    obj({"a": {"type": "string", "format": "email"}, "b": {"type": "string", "format": "time"}, "c": {"type": "string", "format": "ipv4"}}, ["a", "b", "c"]),
    obj({"n": {"type": "integer", "exclusiveMinimum": 5, "exclusiveMaximum": 7}}, ["n"]),
    obj({"n": {"type": "number", "minimum": 0.5, "maximum": 0.75, "multipleOf": 0.25}}, ["n"]),
    obj({"n": {"type": "integer", "minimum": -10, "maximum": -3}}, ["n"]),
    obj({"n": {"type": "integer", "multipleOf": 7, "minimum": 10}}, ["n"]),
    obj({"e": {"enum": [1, 2, 3]}}, ["e"]),
    obj({"e": {"enum": ["x", 2, None]}}, ["e"]),
    obj({"c": {"const": "fixed"}}, ["c"]),
    obj({"u": {"anyOf": [{"type": "integer", "minimum": 3}, {"type": "string", "maxLength": 2}]}}, ["u"]),
    obj({"o": {"oneOf": [{"type": "integer"}, {"type": "number", "minimum": 0.5, "multipleOf": 0.5}]}}, ["o"]),
    obj({"t": {"type": ["integer", "string"]}}, ["t"]),
    obj({"arr": {"type": "array", "items": {"type": "integer"}, "minItems": 3, "uniqueItems": True}}, ["arr"]),
    obj({"arr": {"type": "array", "items": {"type": "string", "enum": ["a", "b"]}, "minItems": 2, "uniqueItems": True}}, ["arr"]),
    obj({"arr": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}], "minItems": 2}}, ["arr"]),
    obj({"arr": {"type": "array", "items": {"type": "array", "items": {"type": "boolean"}, "minItems": 1}, "minItems": 1, "maxItems": 1}}, ["arr"]),
    obj({"m": {"type": "object", "additionalProperties": {"type": "integer"}, "minProperties": 2}}, ["m"]),
    obj({"m": {"type": "object", "properties": {"x": {"type": "string"}}, "required": ["x", "y"]}}, ["m"]),
    obj({"b": True, "c": {}}, ["b", "c"]),
    {
        "type": "object",
        "$defs": {
            "Address": {
                "type": "object",
                "properties": {"street": {"type": "string"}, "city": {"type": "string"}, "zip": {"type": "string", "pattern": "^\\d{5}$"}},
                "required": ["street", "city", "zip"],
                "additionalProperties": False,
            },
            "Priority": {"type": "string", "enum": ["low", "medium", "high"]},
        },
        "properties": {
            "address": {"$ref": "#/$defs/Address"},
            "priority": {"$ref": "#/$defs/Priority"},
            "backup": {"anyOf": [{"$ref": "#/$defs/Address"}, {"type": "null"}]},
            "history": {"type": "array", "items": {"$ref": "#/$defs/Address"}, "minItems": 1},
        },
        "required": ["address", "priority", "backup", "history"],
        "additionalProperties": False,
    },
    {  # a recursive schema: the engine cuts the cycle instead of recursing forever
        "type": "object",
        "definitions": {"Node": {"type": "object", "properties": {"value": {"type": "integer"}, "children": {"type": "array", "items": {"$ref": "#/definitions/Node"}}}, "required": ["value", "children"]}},
        "properties": {"root": {"$ref": "#/definitions/Node"}},
        "required": ["root"],
    },
    {
        "type": "object",
        "properties": {"p": {"allOf": [{"$ref": "#/$defs/P"}], "description": "pydantic v1 style"}},
        "required": ["p"],
        "$defs": {"P": {"type": "object", "properties": {"k": {"type": "integer", "minimum": 2}}, "required": ["k"]}},
    },
    {
        "type": "object",
        "properties": {
            "start_date": {"type": "string", "format": "date"},
            "end_date": {"type": ["string", "null"], "format": "date"},
            "guests": {"type": "integer", "minimum": 1, "maximum": 8},
            "room": {"type": "string", "enum": ["single", "double", "suite"]},
            "notes": {"type": ["string", "null"], "maxLength": 10},
        },
        "required": ["start_date", "end_date", "guests", "room", "notes"],
        "additionalProperties": False,
    },
]

TEXTS = [
    "",
    "What's the weather in Paris?",
    "Book a suite for 3 guests from 2025-06-01 to 2025-06-04, notes: 'late arrival please ok'",
    "Escalate INC-1042 to bob@example.com with high priority, limit 2000, value 7",
    "   ",
    "数字 ünïcødé 🙂 near Zürich",
    "¿Puedes reservar una mesa para dos el viernes?",
]


@pytest.mark.parametrize("schema_index", range(len(SCHEMAS)))
def test_every_call_and_structured_output_validates(schema_index: int) -> None:
    schema = SCHEMAS[schema_index]
    tool = Tool("lookup_thing", "Look up a thing: weather, rooms, incidents, anything.", schema)
    for text in TEXTS:
        for choice in (ToolChoice(), ToolChoice("function", "lookup_thing"), ToolChoice("required")):
            decision = decide(text or "hi", [tool], tool_choice=choice)
            for call in decision.calls:
                check(schema, json.loads(call.arguments))
            if choice.mode != "auto":
                assert decision.calls, f"tool_choice={choice.mode} must call a tool"
        structured = decide(text or "hi", [], output_schema=schema if schema.get("type") == "object" else {"type": "object"})
        check(schema if schema.get("type") == "object" else {"type": "object"}, json.loads(structured.text or "null"))
        again = decide(text or "hi", [tool], tool_choice=ToolChoice("function", "lookup_thing"))
        assert [c.arguments for c in again.calls] == [c.arguments for c in decide(text or "hi", [tool], tool_choice=ToolChoice("function", "lookup_thing")).calls]


def test_a_ref_cycle_neither_hangs_nor_raises() -> None:
    # A -> B -> A names no schema at all (a validator recurses forever on it); the engine cuts the cycle
    schema = {"type": "object", "$defs": {"A": {"$ref": "#/$defs/B"}, "B": {"$ref": "#/$defs/A"}}, "properties": {"x": {"$ref": "#/$defs/A"}}, "required": ["x"]}
    tool = Tool("lookup_thing", "Look up a thing.", schema)
    for choice in (ToolChoice(), ToolChoice("function", "lookup_thing")):
        decision = decide("look up the thing x", [tool], tool_choice=choice)
        assert decision.calls or decision.text
    assert decide("hi", [], output_schema=schema).text


def _random_schema(rng: random.Random, depth: int = 0) -> dict[str, Any]:
    kind = rng.choice(["string", "integer", "number", "boolean", "enum", "array", "object", "nullable", "anyof"] if depth < 3 else ["string", "integer", "boolean", "enum"])
    if kind == "string":
        s: dict[str, Any] = {"type": "string"}
        choice = rng.random()
        if choice < 0.2:
            s["format"] = rng.choice(["date", "email", "uri", "date-time", "time"])
        elif choice < 0.35:
            s["pattern"] = rng.choice(["^[A-Z]{3}-\\d+$", "^\\d{4}$", "^[a-f0-9]{8}$", "^(red|green)$"])
        if rng.random() < 0.2 and "pattern" not in s:
            s["minLength"] = rng.randint(0, 5)
        return s
    if kind in ("integer", "number"):
        s = {"type": kind}
        if rng.random() < 0.5:
            low = rng.randint(-5, 50)
            s["minimum"] = low
            s["maximum"] = low + rng.randint(0, 100)
        return s
    if kind == "boolean":
        return {"type": "boolean"}
    if kind == "enum":
        return {"type": "string", "enum": rng.sample(["low", "high", "bulk_waste", "USD", "EUR", "celsius", "fahrenheit"], 3)}
    if kind == "array":
        return {"type": "array", "items": _random_schema(rng, depth + 1), "minItems": rng.randint(0, 2)}
    if kind == "nullable":
        return {"anyOf": [_random_schema(rng, depth + 1), {"type": "null"}]}
    if kind == "anyof":
        return {"anyOf": [_random_schema(rng, depth + 1), _random_schema(rng, depth + 1)]}
    names = ["city", "query", "limit", "incident_id", "email", "date", "amount", "from_currency", "to_currency", "message", "url", "title", "radius", "flag", "ticker", "units"]
    props = {name: _random_schema(rng, depth + 1) for name in rng.sample(names, rng.randint(1, 5))}
    strict = rng.random() < 0.5
    return {"type": "object", "properties": props, "required": list(props) if strict else [n for n in props if rng.random() < 0.5], "additionalProperties": not strict and rng.random() < 0.5}


def test_many_random_schemas_validate_when_forced_and_as_structured_output() -> None:
    rng = random.Random(1234)  # the test's own generator; the engine uses no randomness
    texts = TEXTS + ["Convert 100 USD to EUR within a radius of 300 m, top 4, on 2025-02-03, see https://x.org and TKT-9"]
    for index in range(200):
        schema = {"type": "object", "properties": {"root": _random_schema(rng)}, "required": ["root"], "additionalProperties": False}
        tool = Tool("do_it", "Do it.", schema)
        decision = decide(texts[index % len(texts)] or "go", [tool], tool_choice=ToolChoice("function", "do_it"))
        check(schema, json.loads(decision.calls[0].arguments))
        check(schema, json.loads(decide(texts[index % len(texts)] or "go", [], output_schema=schema).text or "null"))


# --- input that would break a careless reader ------------------------------------------------------

WEATHER = Tool("get_weather", "Current weather for a city.", obj({"city": {"type": "string"}}, ["city"]))


def test_a_tool_without_parameters_and_one_with_an_empty_schema() -> None:
    tools = [Tool("list_devices", "List every device in the home.", {}), Tool("ping", "Ping the hub.", None)]  # type: ignore[arg-type]
    decision = decide("list my devices", tools)
    assert [c.name for c in decision.calls] == ["list_devices"] and json.loads(decision.calls[0].arguments) == {}


def test_a_hundred_and_twenty_eight_tools_and_a_huge_description() -> None:
    # 128 is the API's limit (the simulator refuses more with the API's 400, tested with the server)
    tools = [Tool(f"tool_{i}", f"Does thing number {i} " + "with many words " * (2000 if i == 7 else 3), obj({"x": {"type": "string"}})) for i in range(127)]
    decision = decide("what's the weather in Oslo?", tools + [WEATHER])
    assert [c.name for c in decision.calls] == ["get_weather"]


def test_a_one_megabyte_tool_output_is_read_and_answered() -> None:
    big = json.dumps({"city": "Oslo", "temperature_c": 4, "log": "x" * 1_000_000})
    messages = [Message("user", "weather in Oslo?"),
                Message("assistant", "", tool_calls=(ToolCall("c1", "get_weather", '{"city":"Oslo"}'),)),
                Message("tool", big, tool_call_id="c1", name="get_weather")]
    decision = decide("", [WEATHER], messages=messages)
    assert not decision.calls and "4" in (decision.text or "")


@pytest.mark.parametrize("text", [
    "a" * 60_000, "1" * 60_000, "ab1-" * 15_000, "🙂" * 50_000, " " * 100_000 + "x", "a." * 40_000,
    '"' * 50_000, "A " * 50_000, "\u0000\u200b\ufeff weather in Paris", "météo à Paris demain ?", "東京の天気は？",
    "weather in Paris " * 10_000,
])
def test_long_and_strange_messages_get_an_answer(text: str) -> None:
    decision = decide(text, [WEATHER, Tool("send_email", "Send an email.", obj({"to": {"type": "string"}, "body": {"type": "string"}}, ["to", "body"]))])
    assert decision.calls or decision.text
    assert all(c.name != "send_email" for c in decision.calls)  # nobody asked to send anything


def test_malformed_tool_outputs_do_not_break_the_answer() -> None:
    for output in ["", "null", "{", "[1, 2", "<html>oops</html>", "\x00\x01", json.dumps([[[[[]]]]]), "{'python': 'repr'}", "NaN"]:
        messages = [Message("user", "weather in Oslo?"),
                    Message("assistant", "", tool_calls=(ToolCall("c1", "get_weather", '{"city":"Oslo"}'),)),
                    Message("tool", output, tool_call_id="c1", name="get_weather")]
        decision = decide("", [WEATHER], messages=messages)
        assert decision.text or decision.calls


def test_the_rationale_says_why() -> None:
    decision = decide("What's the weather in Paris?", [WEATHER])
    assert any("get_weather" in note and "city <- the text: 'Paris'" in note for note in decision.rationale)
