"""labkit.sim.arguments: argument values that always validate, taken from the right places."""

from __future__ import annotations

import json
import random
from typing import Any

import jsonschema
import pytest

from labkit.sim.arguments import (
    ArgContext,
    ToolOutput,
    concise_phrase,
    describe_outputs,
    fill_arguments,
    fill_arguments_detailed,
    fill_structured_output,
    json_dumps,
    parse_output,
)


def check(schema: dict[str, Any], value: Any) -> None:
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(value), key=lambda e: list(e.path))
    assert not errors, f"{json.dumps(value)} does not validate: {[e.message for e in errors]}"


def fill(schema: dict[str, Any], ctx: ArgContext) -> dict[str, Any]:
    value = fill_arguments(schema, context=ctx)
    check(schema, value)
    return value


def obj(props: dict[str, Any], required: list[str] | None = None, *, strict: bool = False) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": props}
    if strict:
        schema["required"] = list(props)
        schema["additionalProperties"] = False
    elif required is not None:
        schema["required"] = required
    return schema


def out(name: str, value: Any, *, args: dict[str, Any] | None = None, current: bool = True) -> ToolOutput:
    text = value if isinstance(value, str) else json.dumps(value)
    return ToolOutput.parse(name, text, arguments=json.dumps(args or {}), current_turn=current)


# --- values from the text ----------------------------------------------------------------------


def test_city_from_weather_question() -> None:
    schema = obj({"city": {"type": "string"}}, ["city"])
    assert fill(schema, ArgContext(user_text="What's the weather in Paris?")) == {"city": "Paris"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("weather in Paris", "Paris"),
        ("any good cafes near Berlin Mitte?", "Berlin Mitte"),
        ("I'm flying to Rio de Janeiro tomorrow", "Rio de Janeiro"),
        ("restaurants near the Eiffel Tower", "Eiffel Tower"),
        ("what's it like in lisbon today", "Lisbon"),
        ("Forecast for New York City on Monday", "New York City"),
    ],
)
def test_location_extraction(text: str, expected: str) -> None:
    schema = obj({"location": {"type": "string"}}, ["location"])
    assert fill(schema, ArgContext(user_text=text))["location"] == expected


def test_enum_named_in_text_with_spaces_for_underscores() -> None:
    schema = obj({"waste_type": {"type": "string", "enum": ["household", "bulk_waste", "glass"]}}, ["waste_type"])
    assert fill(schema, ArgContext(user_text="When is the next Bulk Waste pickup?")) == {"waste_type": "bulk_waste"}


def test_enum_roles_from_and_to() -> None:
    currencies = ["USD", "EUR", "GBP", "JPY"]
    schema = obj(
        {
            "amount": {"type": "number"},
            "from_currency": {"type": "string", "enum": currencies},
            "to_currency": {"type": "string", "enum": currencies},
        },
        strict=True,
    )
    assert fill(schema, ArgContext(user_text="Convert 250 euros to US dollars")) == {
        "amount": 250,
        "from_currency": "EUR",
        "to_currency": "USD",
    }
    assert fill(schema, ArgContext(user_text="How much is 100 GBP in yen?")) == {
        "amount": 100,
        "from_currency": "GBP",
        "to_currency": "JPY",
    }
    # a follow-up falls back to the earlier user message for what it doesn't say
    follow = ArgContext(user_text="And to GBP?", earlier_user_texts=("Convert 100 USD to EUR",))
    assert fill(schema, follow) == {"amount": 100, "from_currency": "USD", "to_currency": "GBP"}


def test_numbers_next_to_their_names_clamped() -> None:
    schema = obj(
        {
            "radius": {"type": "integer", "minimum": 100, "maximum": 5000},
            "limit": {"type": "integer", "minimum": 1, "maximum": 10},
            "threshold": {"type": "number"},
        },
        ["radius", "limit", "threshold"],
    )
    ctx = ArgContext(user_text="Show the top 3 cafes within a radius of 2000 metres, threshold 25%")
    assert fill(schema, ctx) == {"radius": 2000, "limit": 3, "threshold": 25}
    big = ArgContext(user_text="top 50 cafes in a radius of 90000 metres, threshold 25%")
    assert fill(schema, big) == {"radius": 5000, "limit": 10, "threshold": 25}


def test_max_results_and_top_k_aliases() -> None:
    for name in ("max_results", "top_k", "count"):
        schema = obj({"query": {"type": "string"}, name: {"type": "integer"}}, ["query", name])
        value = fill(schema, ArgContext(user_text="Find the top 5 articles about rust"))
        assert value[name] == 5


@pytest.mark.parametrize(
    ("name", "schema", "text", "expected"),
    [
        ("incident_id", {"type": "string"}, "Please escalate INC-1042 now", "INC-1042"),
        ("ticket_id", {"type": "string"}, "close TKT-7 and INC-9", "TKT-7"),
        ("email", {"type": "string", "format": "email"}, "mail bob@example.org the report", "bob@example.org"),
        ("date", {"type": "string", "format": "date"}, "book it for 2025-03-14 please", "2025-03-14"),
        ("date", {"type": "string", "format": "date"}, "on March 5, 2026", "2026-03-05"),
        ("flight_number", {"type": "string"}, "Is flight LH 123 delayed?", "LH123"),
        ("ticker", {"type": "string"}, "quote for TSLA please", "TSLA"),
        ("ticker", {"type": "string"}, "how is Apple stock doing", "AAPL"),
        ("url", {"type": "string"}, "summarise https://example.com/a.html.", "https://example.com/a.html"),
        ("order_id", {"type": "string"}, "where is my order 88812?", "88812"),
        ("code", {"type": "string", "pattern": "^[A-Z]{3}-\\d{2}$"}, "the code is ABC-12", "ABC-12"),
    ],
)
def test_string_patterns(name: str, schema: dict[str, Any], text: str, expected: str) -> None:
    assert fill(obj({name: schema}, [name]), ArgContext(user_text=text))[name] == expected


def test_quoted_text_and_query_phrase() -> None:
    schema = obj({"text": {"type": "string"}}, ["text"])
    assert fill(schema, ArgContext(user_text='How many words are in "the quick brown fox"?')) == {"text": "the quick brown fox"}
    assert fill(schema, ArgContext(user_text="Count the words: one two three")) == {"text": "one two three"}
    query = obj({"query": {"type": "string"}}, ["query"])
    assert fill(query, ArgContext(user_text="Can you search for the latest news about solar panels?")) == {
        "query": "latest news solar panels"
    }
    assert concise_phrase("Could you please look up flights to Rome?") == "flights Rome"


# --- values from tool outputs ------------------------------------------------------------------


def test_output_exact_camel_and_suffix_matches() -> None:
    outputs = (out("search_incidents", {"incident_id": "INC-1042", "status": "open"}),)
    ctx = ArgContext(user_text="escalate it", outputs=outputs)
    assert fill(obj({"incident_id": {"type": "string"}}, ["incident_id"]), ctx) == {"incident_id": "INC-1042"}
    assert fill(obj({"incidentId": {"type": "string"}}, ["incidentId"]), ctx) == {"incidentId": "INC-1042"}
    assert fill(obj({"id": {"type": "string"}}, ["id"]), ctx) == {"id": "INC-1042"}
    listing = (out("list_tickets", [{"id": "TKT-7", "url": "https://t/7"}, {"id": "TKT-8", "url": "https://t/8"}]),)
    ctx2 = ArgContext(user_text="open the first one", outputs=listing)
    assert fill(obj({"ticket_id": {"type": "string"}, "url": {"type": "string"}}, ["ticket_id", "url"]), ctx2) == {
        "ticket_id": "TKT-7",
        "url": "https://t/7",
    }


def test_focus_wins_and_supplies_suffix_matches() -> None:
    deals = [{"deal_id": "D1", "description": "Sony", "price": 248}, {"deal_id": "D2", "description": "Dyson", "price": 199}]
    ctx = ArgContext(user_text="notify me", outputs=(out("scan", deals),), focus=deals[1])
    schema = obj({"deal_id": {"type": "string"}, "deal_description": {"type": "string"}, "deal_price": {"type": "number"}}, strict=True)
    assert fill(schema, ctx) == {"deal_id": "D2", "deal_description": "Dyson", "deal_price": 199}


def test_scalar_output_is_known_by_its_tool_name() -> None:
    ctx = ArgContext(user_text="notify", outputs=(out("estimate_true_value", "349.0"),))
    schema = obj({"estimated_true_value": {"type": "number"}}, ["estimated_true_value"])
    assert fill(schema, ctx) == {"estimated_true_value": 349}


def test_current_turn_outputs_beat_text_but_text_beats_older_turns() -> None:
    schema = obj({"city": {"type": "string"}}, ["city"])
    old = ArgContext(user_text="And in Rome?", outputs=(out("get_weather", {"city": "Paris"}, current=False),))
    assert fill(schema, old) == {"city": "Rome"}
    now = ArgContext(user_text="weather please", outputs=(out("get_location", {"city": "Oslo"}),))
    assert fill(schema, now) == {"city": "Oslo"}


def test_python_repr_outputs_are_parsed() -> None:
    assert parse_output("{'city': 'Paris', 'temp': 18}") == {"city": "Paris", "temp": 18}
    assert parse_output("city='Paris' temperature_c=18.0") == {"city": "Paris", "temperature_c": 18.0}
    assert parse_output("plain words here") is None
    ctx = ArgContext(user_text="go", outputs=(ToolOutput.parse("lookup", "{'order_id': 'A-1'}"),))
    assert fill(obj({"order_id": {"type": "string"}}, ["order_id"]), ctx) == {"order_id": "A-1"}


def test_error_outputs_are_detected() -> None:
    assert ToolOutput.parse("t", '{"error": "city not found"}').is_error
    err = ToolOutput.parse("t", "An error occurred while running the tool. Please try again. Error: boom")
    assert err.is_error and err.error == "boom"
    assert not ToolOutput.parse("t", '{"errors": []}').is_error


# --- nulls, omissions and defaults -------------------------------------------------------------


def test_strict_nullable_optionals_get_null() -> None:
    schema = {
        "type": "object",
        "properties": {
            "city": {"type": "string"},
            "country": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            "units": {"type": ["string", "null"], "enum": ["metric", "imperial", None]},
            "days": {"anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}]},
        },
        "required": ["city", "country", "units", "days"],
        "additionalProperties": False,
    }
    assert fill(schema, ArgContext(user_text="weather in Paris")) == {"city": "Paris", "country": None, "units": None, "days": None}
    assert fill(schema, ArgContext(user_text="3 days of weather in Paris in metric"))["units"] == "metric"
    assert fill(schema, ArgContext(user_text="3 days of weather in Paris"))["days"] == 3


def test_non_strict_optionals_without_value_are_omitted() -> None:
    schema = obj({"city": {"type": "string"}, "country": {"type": "string"}, "days": {"type": "integer"}}, ["city"])
    assert fill(schema, ArgContext(user_text="weather in Paris")) == {"city": "Paris"}


def test_typed_defaults() -> None:
    schema = obj(
        {
            "mode": {"type": "string", "enum": ["fast", "slow"]},
            "n": {"type": "integer", "minimum": 4},
            "x": {"type": "number"},
            "flag": {"type": "boolean"},
            "tags": {"type": "array", "items": {"type": "string"}, "minItems": 1},
            "empty": {"type": "array", "items": {"type": "string"}},
            "nested": {"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]},
        },
        strict=True,
    )
    value = fill(schema, ArgContext(user_text=""))
    assert value["mode"] == "fast" and value["n"] == 4 and value["x"] == 1 and value["flag"] is False
    assert len(value["tags"]) == 1 and value["empty"] == [] and value["nested"] == {"a": 1}


def test_sources_are_reported() -> None:
    schema = obj({"city": {"type": "string"}, "unit": {"type": "string", "enum": ["c", "f"]}}, strict=True)
    _value, sources = fill_arguments_detailed(schema, context=ArgContext(user_text="weather in Paris in fahrenheit"))
    assert sources == {"city": "text", "unit": "enum"}


def test_boolean_cue() -> None:
    schema = obj({"urgent": {"type": "boolean"}, "title": {"type": "string"}}, strict=True)
    assert fill(schema, ArgContext(user_text="It's urgent: the printer is on fire"))["urgent"] is True
    assert fill(schema, ArgContext(user_text="not urgent: the printer is low on toner"))["urgent"] is False


# --- structured outputs ------------------------------------------------------------------------


def test_structured_output_states_facts() -> None:
    schema = {
        "type": "object",
        "properties": {
            "city": {"type": "string"},
            "temperature_c": {"type": "number"},
            "summary": {"type": "string"},
        },
        "required": ["city", "temperature_c", "summary"],
        "additionalProperties": False,
    }
    outputs = (out("get_weather", {"city": "Paris", "temperature_c": 18, "conditions": "light rain"}, args={"city": "Paris"}),)
    value = fill_structured_output(schema, context=ArgContext(user_text="weather in Paris?", outputs=outputs))
    check(schema, value)
    assert value["city"] == "Paris" and value["temperature_c"] == 18
    assert "18" in value["summary"] and "light rain" in value["summary"]


def test_structured_output_calendar_event_from_text() -> None:
    schema = {
        "type": "object",
        "properties": {
            "name": {"type": "string"},
            "date": {"type": "string"},
            "participants": {"type": "array", "items": {"type": "string"}},
        },
        "required": ["name", "date", "participants"],
        "additionalProperties": False,
    }
    value = fill_structured_output(schema, context=ArgContext(user_text="Alice and Bob are going to a science fair on Friday."))
    check(schema, value)
    assert value == {"name": "science fair", "date": "Friday", "participants": ["Alice", "Bob"]}


def test_structured_output_sentiment_enum() -> None:
    schema = obj({"sentiment": {"type": "string", "enum": ["positive", "neutral", "negative"]}, "answer": {"type": "string"}}, strict=True)
    value = fill_structured_output(schema, context=ArgContext(user_text="I hate how slow and broken this app is"))
    check(schema, value)
    assert value["sentiment"] == "negative"


# --- json_dumps and facts ----------------------------------------------------------------------


def test_json_dumps_is_compact_ordered_unicode() -> None:
    assert json_dumps({"b": 1, "a": "Zürich"}) == '{"b":1,"a":"Zürich"}'
    schema = obj({"zeta": {"type": "string"}, "alpha": {"type": "string"}}, strict=True)
    assert list(fill(schema, ArgContext(user_text="x"))) == ["zeta", "alpha"]


def test_describe_outputs_summarises_huge_outputs() -> None:
    rows = [{"name": f"Item {i}", "price": i * 10, "blurb": "word " * 200} for i in range(200)]
    text = describe_outputs([out("list_items", rows)])
    assert len(text.split()) <= 125
    assert "200 results" in text and "Item 0" in text


# --- every output validates -------------------------------------------------------------------

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
    {
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
]


@pytest.mark.parametrize("schema_index", range(len(SCHEMAS)))
@pytest.mark.parametrize("text_index", range(len(TEXTS)))
def test_every_schema_validates(schema_index: int, text_index: int) -> None:
    schema = SCHEMAS[schema_index]
    outputs = (out("lookup", {"value": 12, "city": "Rome", "zip": "12345", "a": "zz"}),)
    ctx = ArgContext(user_text=TEXTS[text_index], outputs=outputs, instructions="The user lives in Berlin.")
    value = fill_arguments(schema, context=ctx)
    check(schema, value)
    check(schema, fill_structured_output(schema, context=ctx))
    assert fill_arguments(schema, context=ctx) == value  # deterministic


def _random_schema(rng: random.Random, depth: int = 0) -> dict[str, Any]:
    kind = rng.choice(["string", "integer", "number", "boolean", "enum", "array", "object", "nullable", "anyof"] if depth < 3 else ["string", "integer", "boolean", "enum"])
    if kind == "string":
        s: dict[str, Any] = {"type": "string"}
        choice = rng.random()
        if choice < 0.2:
            s["format"] = rng.choice(["date", "email", "uri", "date-time"])
        elif choice < 0.35:
            s["pattern"] = rng.choice(["^[A-Z]{3}-\\d+$", "^\\d{4}$", "^[a-f0-9]{8}$", "^(red|green)$"])
        if rng.random() < 0.2 and "pattern" not in s:
            s["minLength"] = rng.randint(0, 5)
        return s
    if kind in ("integer", "number"):
        s = {"type": kind}
        if rng.random() < 0.5:
            lo = rng.randint(-5, 50)
            s["minimum"] = lo
            s["maximum"] = lo + rng.randint(0, 100)
        return s
    if kind == "boolean":
        return {"type": "boolean"}
    if kind == "enum":
        return {"type": "string", "enum": rng.sample(["low", "high", "bulk_waste", "USD", "EUR", "celsius", "fahrenheit"], 3)}
    if kind == "array":
        return {"type": "array", "items": _random_schema(rng, depth + 1), "minItems": rng.randint(0, 2)}
    if kind == "nullable":
        inner = _random_schema(rng, depth + 1)
        return {"anyOf": [inner, {"type": "null"}]}
    if kind == "anyof":
        return {"anyOf": [_random_schema(rng, depth + 1), _random_schema(rng, depth + 1)]}
    names = ["city", "query", "limit", "incident_id", "email", "date", "amount", "from_currency", "to_currency", "message", "url", "title", "radius", "flag", "ticker", "units"]
    props = {name: _random_schema(rng, depth + 1) for name in rng.sample(names, rng.randint(1, 5))}
    strict = rng.random() < 0.5
    return {"type": "object", "properties": props, "required": list(props) if strict else [n for n in props if rng.random() < 0.5], "additionalProperties": not strict and rng.random() < 0.5}


def test_many_random_schemas_validate() -> None:
    rng = random.Random(1234)  # the test's own generator; the code under test uses no randomness
    texts = TEXTS + ["Convert 100 USD to EUR within a radius of 300 m, top 4, on 2025-02-03, see https://x.org and TKT-9"]
    outputs = (out("search", [{"id": "TKT-1", "url": "https://t/1", "amount": 3}]),)
    for index in range(300):
        props = {"root": _random_schema(rng)}
        schema = {"type": "object", "properties": props, "required": ["root"], "additionalProperties": False}
        ctx = ArgContext(user_text=texts[index % len(texts)], outputs=outputs if index % 2 else ())
        check(schema, fill_arguments(schema, context=ctx))
        check(schema, fill_structured_output(schema, context=ctx))


def test_distances_are_converted_to_the_parameters_unit() -> None:
    from labkit.sim.arguments import ArgContext, fill_arguments

    schema = {
        "type": "object",
        "properties": {"location": {"type": "string"}, "radius_m": {"anyOf": [{"type": "integer"}, {"type": "null"}]}},
        "required": ["location", "radius_m"],
        "additionalProperties": False,
    }
    cases = {
        "Collection points within 10 km of Vienna": 10000,
        "Collection points within 2.5 km of Vienna": 2500,
        "Collection points within 2000 metres of Vienna": 2000,
        "Collection points near Vienna": None,
    }
    for text, radius in cases.items():
        assert fill_arguments(schema, context=ArgContext(user_text=text))["radius_m"] == radius, text


def test_a_possessive_is_not_part_of_a_place_name() -> None:
    from labkit.sim.arguments import _locations

    assert _locations("Where are collection points near Vienna's centre?") == ["Vienna"]
