"""Strict-mode schema checks, as the OpenAI API does them before running a model.

With `strict: true` on a function tool (or a `json_schema` response format) the API promises that the
model's output will match the schema exactly. It can only keep that promise for a subset of JSON
Schema, so it first checks the schema and answers HTTP 400 when the schema falls outside it:

- the root is an object (`type: "object"`), not `anyOf` / `enum`;
- every object says `additionalProperties: false` and lists *every* property in `required`
  (an optional field is written as nullable instead: `{"type": ["string", "null"]}`);
- keywords the constrained decoder cannot enforce (`oneOf`, `allOf`, `minLength`, ...) are refused;
- size limits: 10 levels of nesting, 5,000 properties, 1,000 enum values.

The simulator runs the same checks so that a course exercise fails offline the way it would online.
`validate_instance` is the other half: it checks a value (e.g. generated arguments) against a schema.
"""

from __future__ import annotations

from typing import Any, Literal

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

from labkit.sim.types import SimError

MAX_DEPTH = 10
MAX_PROPERTIES = 5000
MAX_ENUM = 1000
_MAX_PATH = 200  # hard guard against absurdly deep (or cyclic) input

NOT_PERMITTED = (
    "oneOf", "allOf", "not", "if", "then", "else", "dependentRequired", "dependentSchemas",
    "uniqueItems", "minLength", "maxLength", "patternProperties", "unevaluatedProperties",
    "propertyNames", "minProperties", "maxProperties", "contains", "unevaluatedItems",
)  # fmt: skip
_REQUIRED = "'required' is required to be supplied and to be an array including every key in properties."


class _Violation(Exception):
    """Internal: one strict-mode violation at `path` (turned into a SimError by the caller)."""

    def __init__(self, path: list[str], detail: str) -> None:
        super().__init__(detail)
        self.path = tuple(path)
        self.detail = detail


# ---------------------------------------------------------------- one schema


def check_strict_schema(schema: dict, *, label: str, param: str, code: str | None) -> None:
    """Raise a 400 `SimError` for the first strict-mode violation in `schema` (depth-first).

    `label` names the schema in the message ("function 'search'", "response_format 'X'"); `param`
    and `code` go into the error object. Returns None when the schema is acceptable.
    """
    try:
        _check_root(schema)
        _Walker(schema).walk(schema, [], 0)
    except _Violation as violation:
        message = f"Invalid schema for {label}: In context={violation.path!r}, {violation.detail}"
        raise SimError(message, status=400, type="invalid_request_error", param=param, code=code) from None


def _check_root(schema: Any) -> None:
    """The root must be an object schema, without anyOf or enum."""
    if not isinstance(schema, dict):
        raise _Violation([], f"schema must be a JSON Schema object, got {_json_type(schema)}.")
    _check_keywords(schema, [])
    if schema.get("type") != "object":
        got = schema.get("type")
        raise _Violation([], f"schema must be a JSON Schema of 'type: \"object\"', got 'type: \"{got}\"'.")
    for keyword in ("anyOf", "enum"):
        if keyword in schema:
            raise _Violation([], f"'{keyword}' is not permitted at the root of the schema.")


def _check_keywords(node: dict, path: list[str]) -> None:
    """Refuse the first keyword strict mode does not support (in the node's key order)."""
    for key in node:
        if key in NOT_PERMITTED:
            raise _Violation(path, f"'{key}' is not permitted.")


class _Walker:
    """Depth-first walk of one schema; keeps the root (for $ref) and the property count."""

    def __init__(self, root: dict) -> None:
        self.root = root
        self.properties = 0

    def walk(self, node: Any, path: list[str], depth: int) -> None:
        """Check `node`, then its sub-schemas in document order."""
        if not isinstance(node, dict):
            raise _Violation(path, f"schema must be a JSON Schema object, got {_json_type(node)}.")
        if depth > MAX_DEPTH or len(path) > _MAX_PATH:
            raise _Violation(path, f"schema exceeds the maximum nesting depth of {MAX_DEPTH} levels.")
        _check_keywords(node, path)
        self.check_node(node, path)
        for key, value in node.items():
            self.walk_children(key, value, path, depth)

    def check_node(self, node: dict, path: list[str]) -> None:
        """Node-level rules: enum size, $ref target, object rules."""
        if "enum" in node:
            _check_enum(node["enum"], path)
        if "$ref" in node:
            _check_ref(self.root, node["$ref"], path)
        if _is_object(node):
            _check_object(node, path)
            self.properties += len(node.get("properties") or {})
            if self.properties > MAX_PROPERTIES:
                raise _Violation(path, f"schema has more than {MAX_PROPERTIES} object properties in total.")

    def walk_children(self, key: str, value: Any, path: list[str], depth: int) -> None:
        """Descend into the sub-schemas held by keyword `key`."""
        if key == "properties":
            for name, sub in value.items():
                self.walk(sub, [*path, key, str(name)], depth + 1)
        elif key == "items":
            self.walk(value, [*path, key], depth + 1)
        elif key == "anyOf":
            if not isinstance(value, list) or not value:
                raise _Violation(path, "'anyOf' must be a non-empty array of schemas.")
            for index, sub in enumerate(value):
                self.walk(sub, [*path, key, str(index)], depth)
        elif key in ("$defs", "definitions"):
            if not isinstance(value, dict):
                raise _Violation(path, f"'{key}' must be an object mapping names to schemas.")
            for name, sub in value.items():
                self.walk(sub, [*path, key, str(name)], depth)


def _is_object(node: dict) -> bool:
    """True when the node describes an object (type "object", ["object", ...] or has properties)."""
    kind = node.get("type")
    return kind == "object" or (isinstance(kind, list) and "object" in kind) or "properties" in node


def _check_object(node: dict, path: list[str]) -> None:
    """additionalProperties must be false; required must list exactly the properties."""
    properties = node.get("properties", {})
    if not isinstance(properties, dict):
        raise _Violation(path, "'properties' must be an object mapping names to schemas.")
    if node.get("additionalProperties") is not False:
        raise _Violation(path, "'additionalProperties' is required to be supplied and to be false.")
    required = node.get("required", [])
    if not isinstance(required, list):
        raise _Violation(path, _REQUIRED)
    for name in properties:
        if name not in required:
            raise _Violation(path, f"{_REQUIRED} Missing '{name}'.")
    for name in required:
        if not isinstance(name, str) or name not in properties:
            raise _Violation(path, f"{_REQUIRED} Extra required key '{name}' supplied.")


def _check_enum(values: Any, path: list[str]) -> None:
    """enum must be an array of at most MAX_ENUM values."""
    if not isinstance(values, list):
        raise _Violation(path, "'enum' must be an array.")
    if len(values) > MAX_ENUM:
        raise _Violation(path, f"'enum' has {len(values)} values, more than the limit of {MAX_ENUM}.")


def _check_ref(root: dict, ref: Any, path: list[str]) -> None:
    """A $ref must be a local JSON pointer ("#", "#/$defs/X", ...) that resolves to a schema."""
    if not isinstance(ref, str) or not ref.startswith("#") or not isinstance(_resolve(root, ref), dict):
        raise _Violation(path, f"reference {ref!r} could not be resolved within the schema.")


def _resolve(root: dict, ref: str) -> Any:
    """Follow a local JSON pointer from the root; None when it leads nowhere."""
    target: Any = root
    pointer = ref[1:]
    if pointer and not pointer.startswith("/"):
        return None
    for part in pointer.split("/")[1:]:
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(target, list) and part.isdigit() and int(part) < len(target):
            target = target[int(part)]
        elif isinstance(target, dict) and part in target:
            target = target[part]
        else:
            return None
    return target


# ---------------------------------------------------------------- a whole request


def check_request_schemas(body: dict, api: Literal["responses", "chat"]) -> None:
    """Check every strict schema of a raw request body; raise the first `SimError`.

    Responses: function tools (strict unless `strict: false`) and a strict `text.format`.
    Chat: `tools[N].function` with `strict: true` and a strict `response_format`.
    Deprecated Chat `functions` are never strict. Malformed shapes raise `invalid_type` errors.
    """
    if not isinstance(body, dict):
        return
    if api == "responses":
        _check_responses_tools(body.get("tools"))
        _check_responses_format(body.get("text"))
    else:
        _check_chat_tools(body.get("tools"))
        _check_chat_format(body.get("response_format"))


def _check_responses_tools(tools: Any) -> None:
    """Responses function tools: `strict` defaults to true when absent (or null)."""
    for index, tool in _tool_list(tools):
        if tool.get("type") != "function":
            continue
        param = f"tools[{index}].parameters"
        if _is_strict(tool.get("strict"), f"tools[{index}].strict", default=True):
            _check_parameters(tool.get("parameters"), tool.get("name"), param)
        else:
            _check_valid(tool.get("parameters"), f"function '{tool.get('name')}'", param, "invalid_function_parameters")


def _check_chat_tools(tools: Any) -> None:
    """Chat function tools: `tools[N].function.strict` defaults to false."""
    for index, tool in _tool_list(tools):
        function = tool.get("function")
        if function is None:
            continue
        fn = _expect_object(function, f"tools[{index}].function")
        param = f"tools[{index}].function.parameters"
        if _is_strict(fn.get("strict"), f"tools[{index}].function.strict", default=False):
            _check_parameters(fn.get("parameters"), fn.get("name"), param)
        else:
            _check_valid(fn.get("parameters"), f"function '{fn.get('name')}'", param, "invalid_function_parameters")


def _check_parameters(parameters: Any, name: Any, param: str) -> None:
    """A strict function's parameters: absent (or null) means no arguments, which is fine."""
    if parameters is None:
        return
    schema = _expect_object(parameters, param)
    check_strict_schema(schema, label=f"function '{name}'", param=param, code="invalid_function_parameters")


def _check_responses_format(text: Any) -> None:
    """Responses `text.format` of type json_schema with `strict: true`."""
    if text is None:
        return
    fmt = _expect_object(text, "text").get("format")
    if fmt is None or _expect_object(fmt, "text.format").get("type") != "json_schema":
        return
    label = f"response_format '{fmt.get('name')}'"
    if _is_strict(fmt.get("strict"), "text.format.strict", default=False) and "schema" in fmt:
        schema = _expect_object(fmt["schema"], "text.format.schema")
        check_strict_schema(schema, label=label, param="text.format.schema", code="invalid_json_schema")
    else:
        _check_valid(fmt.get("schema"), label, "text.format.schema", "invalid_json_schema")


def _check_chat_format(response_format: Any) -> None:
    """Chat `response_format` of type json_schema with `json_schema.strict: true`."""
    if response_format is None:
        return
    if _expect_object(response_format, "response_format").get("type") != "json_schema":
        return
    if response_format.get("json_schema") is None:
        return  # a missing json_schema is the wire parser's "Missing required parameter"
    spec = _expect_object(response_format["json_schema"], "response_format.json_schema")
    label = f"response_format '{spec.get('name')}'"
    if _is_strict(spec.get("strict"), "response_format.json_schema.strict", default=False) and "schema" in spec:
        schema = _expect_object(spec["schema"], "response_format.json_schema.schema")
        check_strict_schema(schema, label=label, param="response_format", code=None)
    else:
        _check_valid(spec.get("schema"), label, "response_format", None)


def _check_valid(schema: Any, label: str, param: str, code: str | None) -> None:
    """Even without strict mode a schema must be a valid JSON Schema (the API answers 400, never 500)."""
    if schema is None:
        return
    if not isinstance(schema, dict):
        raise _type_error(param, "an object", schema)
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        where = tuple(str(part) for part in error.absolute_path)
        raise SimError(
            f"Invalid schema for {label}: In context={where!r}, {error.message}",
            status=400,
            param=param,
            code=code,
        ) from None
    except Exception as error:  # a schema too odd for the validator is still the caller's error
        raise SimError(f"Invalid schema for {label}: {type(error).__name__}", param=param, code=code) from None


def _tool_list(tools: Any) -> list[tuple[int, dict]]:
    """The (index, tool) pairs of a `tools` array, rejecting non-array / non-object shapes."""
    if tools is None:
        return []
    if not isinstance(tools, list):
        raise _type_error("tools", "an array", tools)
    return [(index, _expect_object(tool, f"tools[{index}]")) for index, tool in enumerate(tools)]


def _is_strict(value: Any, param: str, *, default: bool) -> bool:
    """Read a `strict` flag: None means the default; anything but a boolean is a type error."""
    if value is None:
        return default
    if not isinstance(value, bool):
        raise _type_error(param, "a boolean", value)
    return value


def _expect_object(value: Any, param: str) -> dict:
    """Return `value` if it is a JSON object, else raise the API's invalid_type error."""
    if not isinstance(value, dict):
        raise _type_error(param, "an object", value)
    return value


def _type_error(param: str, expected: str, value: Any) -> SimError:
    """`Invalid type for 'X': expected an object, but got a string instead.`"""
    message = f"Invalid type for '{param}': expected {expected}, but got {_json_type(value)} instead."
    return SimError(message, status=400, type="invalid_request_error", param=param, code="invalid_type")


def _json_type(value: Any) -> str:
    """The API's name for a JSON value's type: "a string", "an array", "null", ..."""
    if value is None:
        return "null"
    kinds = ((bool, "a boolean"), (int, "an integer"), (float, "a decimal"), (str, "a string"),
             ((list, tuple), "an array"), (dict, "an object"))  # fmt: skip
    for kind, name in kinds:
        if isinstance(value, kind):
            return name
    return "an unknown value"


# ---------------------------------------------------------------- instance validation


def validate_instance(schema: dict, instance: Any) -> list[str]:
    """Validate `instance` against `schema` (JSON Schema Draft 2020-12, local `$defs` refs).

    Returns readable error strings such as `"$.city: 5 is not of type 'string'"`; an empty list
    means valid. A broken schema never raises: it yields `["schema error: ..."]`.
    """
    import jsonschema

    try:
        if not isinstance(schema, (dict, bool)):
            raise TypeError(f"expected a JSON object, got {_json_type(schema)}")
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        errors = sorted(validator.iter_errors(instance), key=lambda e: [str(p) for p in e.absolute_path])
        return [f"{_json_path(error.absolute_path)}: {error.message}" for error in errors]
    except jsonschema.SchemaError as error:
        return [f"schema error: {error.message}"]
    except Exception as error:  # unresolvable $ref, bad pattern, non-dict schema, ...
        return [f"schema error: {error}"]


def _json_path(parts: Any) -> str:
    """`$`, `$.a`, `$.a[0].b` for an instance location."""
    text = "$"
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text
