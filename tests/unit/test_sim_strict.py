"""Tests for labkit.sim.strict: strict-mode schema checks and instance validation."""

from __future__ import annotations

import copy
import random

import pytest
from pydantic import BaseModel

from labkit.sim.strict import check_request_schemas, check_strict_schema, validate_instance
from labkit.sim.types import SimError

REQ = "'required' is required to be supplied and to be an array including every key in properties."
ADDL = "'additionalProperties' is required to be supplied and to be false."


def obj(properties: dict | None = None, **extra) -> dict:
    """A strict-valid object schema (every property required, closed)."""
    properties = properties or {}
    return {"type": "object", "properties": properties, "required": list(properties), "additionalProperties": False, **extra}


def detail_of(schema, label="function 'f'") -> str:
    """Run check_strict_schema and return the message of the SimError it raises."""
    with pytest.raises(SimError) as info:
        check_strict_schema(schema, label=label, param="p", code="c")
    return info.value.message


def chat_tool(parameters, name="search", strict=True) -> dict:
    return {"type": "function", "function": {"name": name, "parameters": parameters, "strict": strict}}


def request_error(body: dict, api: str) -> SimError:
    with pytest.raises(SimError) as info:
        check_request_schemas(body, api)
    return info.value


# ------------------------------------------------------------ the reference cases (contract 9.2)


def test_required_incomplete_at_root_chat():
    schema = obj({"query": {"type": "string"}, "max_results": {"type": "integer"}})
    schema["required"] = ["query"]
    error = request_error({"tools": [chat_tool(schema)]}, "chat")
    assert error.body() == {
        "error": {
            "message": f"Invalid schema for function 'search': In context=(), {REQ} Missing 'max_results'.",
            "type": "invalid_request_error",
            "param": "tools[0].function.parameters",
            "code": "invalid_function_parameters",
        }
    }
    assert error.status == 400


def test_nested_object_missing_additional_properties():
    body_schema = obj({"text": {"type": "string"}})
    del body_schema["additionalProperties"]
    error = request_error({"tools": [chat_tool(obj({"body": body_schema}), name="send")]}, "chat")
    assert error.message == f"Invalid schema for function 'send': In context=('properties', 'body'), {ADDL}"
    assert error.code == "invalid_function_parameters"


def test_responses_format_anyof_branch_path():
    realign = obj({"newGoal": {"type": "string"}, "why": {"type": "string"}})
    realign["required"] = ["why"]
    schema = obj({"result": {"anyOf": [obj({"realign": realign}), {"type": "null"}]}})
    body = {"text": {"format": {"type": "json_schema", "name": "X", "schema": schema, "strict": True}}}
    error = request_error(body, "responses")
    assert error.message == (
        "Invalid schema for response_format 'X': In context=('properties', 'result', 'anyOf', '0', "
        f"'properties', 'realign'), {REQ} Missing 'newGoal'."
    )
    assert (error.type, error.param, error.code) == ("invalid_request_error", "text.format.schema", "invalid_json_schema")


def test_chat_response_format_allof_not_permitted():
    schema = {"allOf": [obj({"a": {"type": "string"}})]}
    body = {"response_format": {"type": "json_schema", "json_schema": {"name": "X", "schema": schema, "strict": True}}}
    error = request_error(body, "chat")
    assert error.body()["error"] == {
        "message": "Invalid schema for response_format 'X': In context=(), 'allOf' is not permitted.",
        "type": "invalid_request_error",
        "param": "response_format",
        "code": None,
    }


def test_extra_required_key():
    schema = obj({"a": {"type": "string"}})
    schema["required"] = ["a", "legal_status_per_match"]
    assert detail_of(schema).endswith(f"{REQ} Extra required key 'legal_status_per_match' supplied.")


# ------------------------------------------------------------ each rule


@pytest.mark.parametrize(
    ("schema", "detail"),
    [
        ({"type": "string"}, """schema must be a JSON Schema of 'type: "object"', got 'type: "string"'."""),
        ({"properties": {}}, """schema must be a JSON Schema of 'type: "object"', got 'type: "None"'."""),
        ({**obj(), "anyOf": [obj()]}, "'anyOf' is not permitted at the root of the schema."),
        ({**obj(), "enum": [{}]}, "'enum' is not permitted at the root of the schema."),
        ({"type": "object", "properties": {}}, ADDL),
        ({"type": "object", "properties": {}, "additionalProperties": True}, ADDL),
        ({"type": "object", "properties": {}, "additionalProperties": {"type": "string"}}, ADDL),
        ({**obj({"a": {"type": "string"}}), "required": "a"}, REQ),
        ({**obj({"a": {"type": "string"}}), "required": None}, REQ),
    ],
)
def test_root_and_object_rules(schema, detail):
    assert detail_of(schema) == f"Invalid schema for function 'f': In context=(), {detail}"


def test_missing_required_names_first_missing_in_properties_order():
    schema = obj({"a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": "string"}})
    del schema["required"]
    assert detail_of(schema).endswith("Missing 'a'.")
    schema["required"] = ["a"]
    assert detail_of(schema).endswith("Missing 'b'.")


@pytest.mark.parametrize(
    "keyword",
    ["oneOf", "allOf", "not", "if", "then", "else", "dependentRequired", "dependentSchemas", "uniqueItems",
     "minLength", "maxLength", "patternProperties", "unevaluatedProperties", "propertyNames",
     "minProperties", "maxProperties", "contains", "unevaluatedItems"],
)  # fmt: skip
def test_unsupported_keywords_nested(keyword):
    schema = obj({"x": {"type": "string", keyword: 1}})
    assert detail_of(schema) == f"Invalid schema for function 'f': In context=('properties', 'x'), '{keyword}' is not permitted."


def test_allowed_keywords_accepted():
    props = {
        "s": {"type": "string", "description": "d", "title": "S", "pattern": "^a", "format": "email", "default": "a"},
        "n": {"type": "number", "minimum": 0, "maximum": 9, "exclusiveMinimum": -1, "exclusiveMaximum": 10, "multipleOf": 1},
        "l": {"type": "array", "items": {"type": "integer"}, "minItems": 1, "maxItems": 3},
        "e": {"enum": ["a", "b"]},
        "c": {"const": "k"},
        "nullable": {"type": ["string", "null"]},
        "any_null": {"anyOf": [{"type": "string"}, {"type": "null"}]},
        "obj_list": {"type": "array", "items": obj({"z": {"type": "boolean"}})},
    }
    check_strict_schema(obj(props, description="root"), label="function 'f'", param="p", code="c")


def test_default_is_accepted():
    check_strict_schema(obj({"a": {"type": ["string", "null"], "default": None}}), label="l", param="p", code=None)


def test_items_and_defs_objects_need_additional_properties():
    open_item = {"type": "object", "properties": {}}
    assert "In context=('properties', 'l', 'items'), 'additionalProperties'" in detail_of(
        obj({"l": {"type": "array", "items": open_item}})
    )
    schema = obj({"a": {"$ref": "#/$defs/A"}}, **{"$defs": {"A": open_item}})
    assert f"In context=('$defs', 'A'), {ADDL}" in detail_of(schema)
    schema = obj({"a": {"$ref": "#/definitions/A"}}, definitions={"A": open_item})
    assert f"In context=('definitions', 'A'), {ADDL}" in detail_of(schema)


def test_defs_and_refs_accepted_and_checked():
    defs = {"A": obj({"b": {"$ref": "#/$defs/B"}}), "B": obj({"again": {"anyOf": [{"$ref": "#"}, {"type": "null"}]}})}
    check_strict_schema(obj({"a": {"$ref": "#/$defs/A"}}, **{"$defs": defs}), label="l", param="p", code=None)
    dangling = obj({"a": {"$ref": "#/$defs/Missing"}}, **{"$defs": defs})
    assert detail_of(dangling).endswith(
        "In context=('properties', 'a'), reference '#/$defs/Missing' could not be resolved within the schema."
    )
    assert "could not be resolved" in detail_of(obj({"a": {"$ref": "https://example.com/x.json"}}))
    assert "could not be resolved" in detail_of(obj({"a": {"$ref": 5}}))


def test_limits():
    deep: dict = {"type": "string"}
    for _ in range(11):
        deep = obj({"x": deep})
    assert detail_of(deep).endswith("schema exceeds the maximum nesting depth of 10 levels.")
    ok: dict = {"type": "string"}
    for _ in range(10):
        ok = obj({"x": ok})
    check_strict_schema(ok, label="l", param="p", code=None)
    many = obj({f"p{i}": obj({f"q{j}": {"type": "string"} for j in range(100)}) for i in range(50)})
    assert detail_of(many).endswith("schema has more than 5000 object properties in total.")
    assert detail_of(obj({"e": {"enum": list(range(1001))}})).endswith(
        "In context=('properties', 'e'), 'enum' has 1001 values, more than the limit of 1000."
    )
    check_strict_schema(obj({"e": {"enum": list(range(1000))}}), label="l", param="p", code=None)


def test_first_violation_in_document_order():
    schema = obj({"a": {"type": "object", "properties": {}}, "b": {"type": "string", "minLength": 1}})
    assert "('properties', 'a')" in detail_of(schema)
    schema = obj({"b": {"type": "string", "minLength": 1}, "a": {"type": "object", "properties": {}}})
    assert "('properties', 'b')" in detail_of(schema)


@pytest.mark.parametrize(
    ("schema", "detail"),
    [
        (None, "In context=(), schema must be a JSON Schema object, got null."),
        ([], "In context=(), schema must be a JSON Schema object, got an array."),
        ("x", "In context=(), schema must be a JSON Schema object, got a string."),
        (obj({"a": 5}), "In context=('properties', 'a'), schema must be a JSON Schema object, got an integer."),
    ],
)
def test_non_dict_schemas(schema, detail):
    assert detail_of(schema).endswith(detail)


# ------------------------------------------------------------ request walking


def test_responses_strict_defaults_to_true():
    open_schema = {"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}
    tool = {"type": "function", "name": "search", "parameters": open_schema}
    error = request_error({"tools": [{"type": "web_search"}, tool]}, "responses")
    assert error.message == f"Invalid schema for function 'search': In context=(), {ADDL}"
    assert (error.param, error.code) == ("tools[1].parameters", "invalid_function_parameters")
    error = request_error({"tools": [{**tool, "strict": None}]}, "responses")
    assert error.param == "tools[0].parameters"
    check_request_schemas({"tools": [{**tool, "strict": False}]}, "responses")


def test_non_strict_things_are_skipped():
    bad = {"type": "object", "properties": {"q": {"type": "string", "minLength": 3}}}
    check_request_schemas({"tools": [chat_tool(bad, strict=False)]}, "chat")
    check_request_schemas({"tools": [{"type": "function", "function": {"name": "f", "parameters": bad}}]}, "chat")
    check_request_schemas({"functions": [{"name": "f", "parameters": bad}]}, "chat")
    check_request_schemas({"response_format": {"type": "json_schema", "json_schema": {"name": "X", "schema": bad}}}, "chat")
    check_request_schemas({"response_format": {"type": "json_object"}}, "chat")
    check_request_schemas({"text": {"format": {"type": "json_schema", "name": "X", "schema": bad}}}, "responses")
    check_request_schemas({"text": {"format": {"type": "text"}}}, "responses")


def test_missing_parameters_is_valid():
    check_request_schemas({"tools": [{"type": "function", "name": "now"}]}, "responses")
    check_request_schemas({"tools": [{"type": "function", "name": "now", "parameters": None}]}, "responses")
    check_request_schemas({"tools": [{"type": "function", "function": {"name": "now", "strict": True}}]}, "chat")


@pytest.mark.parametrize(
    ("body", "api", "param", "got"),
    [
        ({"tools": "x"}, "chat", "tools", "expected an array, but got a string instead."),
        ({"tools": [5]}, "responses", "tools[0]", "expected an object, but got an integer instead."),
        ({"tools": [{"type": "function", "name": "f", "parameters": "x"}]}, "responses",
         "tools[0].parameters", "expected an object, but got a string instead."),
        ({"tools": [chat_tool([])]}, "chat", "tools[0].function.parameters", "expected an object, but got an array instead."),
        ({"tools": [{"type": "function", "function": "f"}]}, "chat", "tools[0].function",
         "expected an object, but got a string instead."),
        ({"tools": [chat_tool(obj(), strict="yes")]}, "chat", "tools[0].function.strict",
         "expected a boolean, but got a string instead."),
        ({"text": "x"}, "responses", "text", "expected an object, but got a string instead."),
        ({"text": {"format": {"type": "json_schema", "name": "X", "schema": 1.5, "strict": True}}}, "responses",
         "text.format.schema", "expected an object, but got a decimal instead."),
        ({"response_format": []}, "chat", "response_format", "expected an object, but got an array instead."),
    ],
)  # fmt: skip
def test_malformed_shapes_are_invalid_type(body, api, param, got):
    error = request_error(body, api)
    assert error.message == f"Invalid type for '{param}': {got}"
    assert (error.param, error.code, error.status) == (param, "invalid_type", 400)


def _garbage(rng: random.Random, depth: int = 0):
    """A random JSON-ish value, biased towards schema-looking keys."""
    keys = ["type", "properties", "required", "additionalProperties", "items", "anyOf", "$ref", "$defs",
            "enum", "strict", "parameters", "function", "name", "schema", "format", "text", "json_schema",
            "definitions", "allOf", "minLength", "default", "object"]  # fmt: skip
    leaves = [None, True, False, 0, -1, 2.5, "", "object", "function", "json_schema", "#", "#/$defs/a", "#/x/"]
    roll = rng.random()
    if depth > 5 or roll < 0.35:
        return rng.choice(leaves)
    if roll < 0.55:
        return [_garbage(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(keys): _garbage(rng, depth + 1) for _ in range(rng.randint(0, 5))}


def test_fuzz_only_ever_raises_sim_error():
    rng = random.Random(1234)
    outcomes = {"ok": 0, "error": 0}
    for _ in range(3000):
        body = _garbage(rng)
        if isinstance(body, dict) and rng.random() < 0.7:  # plant garbage where schemas live
            body = {"tools": [{"type": "function", "name": "f", "strict": True, "parameters": body,
                               "function": {"name": "g", "strict": True, "parameters": body}}],
                    "text": {"format": {"type": "json_schema", "strict": True, "schema": body}},
                    "response_format": {"type": "json_schema", "json_schema": {"strict": True, "schema": body}}}  # fmt: skip
        for api in ("responses", "chat"):
            try:
                check_request_schemas(copy.deepcopy(body), api)
                outcomes["ok"] += 1
            except SimError as error:
                assert error.body()["error"]["message"]
                outcomes["error"] += 1
        try:
            check_strict_schema(body, label="function 'f'", param="p", code=None)
        except SimError:
            pass
        assert isinstance(validate_instance(body, _garbage(rng)), list)
    assert outcomes["ok"] and outcomes["error"]


def test_cyclic_and_very_deep_input_does_not_crash():
    cyclic: dict = {"type": "object", "additionalProperties": False, "required": ["a"], "properties": {}}
    cyclic["properties"]["a"] = {"anyOf": [cyclic]}
    assert "nesting depth" in detail_of(cyclic)
    deep: dict = {"type": "string"}
    for _ in range(5000):
        deep = {"anyOf": [deep]}
    assert "nesting depth" in detail_of(obj({"a": deep}))


# ------------------------------------------------------------ the Agents SDK's own schemas pass


class Address(BaseModel):
    street: str
    zip_code: str | None = None


class Person(BaseModel):
    name: str
    address: Address
    previous: list[Address] = []


def test_agents_sdk_function_tool_schema_passes():
    from agents import function_tool  # the SDK makes the schema strict itself

    @function_tool
    def register(person: Person, note: str | None = None, backup: Address | None = None) -> str:
        """Register a person."""
        return "ok"

    schema = register.params_json_schema
    assert "$defs" in schema
    check_strict_schema(schema, label="function 'register'", param="tools[0].parameters", code="x")
    check_request_schemas({"tools": [{"type": "function", "name": "register", "parameters": schema}]}, "responses")
    args = {"person": {"name": "A", "address": {"street": "s", "zip_code": None}, "previous": []},
            "note": None, "backup": None}  # fmt: skip
    assert validate_instance(schema, args) == []


# ------------------------------------------------------------ validate_instance


def test_validate_instance():
    schema = obj({"city": {"type": "string"}, "n": {"type": "integer"}, "tags": {"type": "array", "items": {"$ref": "#/$defs/T"}}},
                 **{"$defs": {"T": {"enum": ["a", "b"]}}})  # fmt: skip
    assert validate_instance(schema, {"city": "Paris", "n": 1, "tags": ["a"]}) == []
    errors = validate_instance(schema, {"city": 5, "n": 1, "tags": ["c"], "extra": 1})
    assert "$.city: 5 is not of type 'string'" in errors
    assert "$.tags[0]: 'c' is not one of ['a', 'b']" in errors
    assert any(e.startswith("$: Additional properties") for e in errors)
    assert validate_instance(schema, {"city": "x"})[0].startswith("$: 'n' is a required property")


@pytest.mark.parametrize(
    "schema",
    [{"type": 5}, {"$ref": "#/$defs/nope"}, {"type": "string", "pattern": "("}, None, [1], "x"],
)
def test_validate_instance_bad_schema_never_raises(schema):
    errors = validate_instance(schema, "value")
    assert len(errors) == 1 and errors[0].startswith("schema error: ")
