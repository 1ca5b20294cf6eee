"""A value that validates against a JSON schema, for when the conversation states none.

Forced calls (`tool_choice` naming a function, or `required`) and structured outputs must be
complete and valid even when the user said nothing that fills them. `example(schema, root)`
builds the simplest value each keyword allows: the first enum value or the const, numbers inside
their bounds and on their `multipleOf`, strings of the right length that fit their `pattern` or
`format`, arrays with `minItems` distinct items, objects with every required property. Every
candidate is checked with the engine's validator (`schema.valid`); `$ref` cycles are cut.
"""

from __future__ import annotations

import math
from typing import Any

from labkit.sim.engine.schema import example_for_pattern, lookup_ref, types_of, valid

MAX_DEPTH = 8
_FORMATS = {
    "date": "2026-01-01", "date-time": "2026-01-01T09:00:00Z", "time": "09:00:00Z", "email": "user@example.com",
    "idn-email": "user@example.com", "uri": "https://example.com", "url": "https://example.com", "iri": "https://example.com",
    "uri-reference": "https://example.com", "uuid": "00000000-0000-4000-8000-000000000000", "ipv4": "192.0.2.1",
    "ipv6": "2001:db8::1", "hostname": "example.com", "duration": "PT1H",
}


def example(schema: Any, root: Any = None, depth: int = 0, hint: str = "") -> Any:
    """The simplest value valid against `schema` (None when the schema allows nothing we can build).
    `hint`: text to use for a free string (the facts of a turn, a summary)."""
    root = schema if root is None else root
    for candidate in _candidates(schema, root, depth, hint):
        if valid(candidate, schema, root):
            return candidate
    return None


def _candidates(schema: Any, root: Any, depth: int, hint: str) -> list[Any]:
    if schema is True or schema == {} or schema is None:
        return [hint or "", {}, None]
    if not isinstance(schema, dict) or depth > MAX_DEPTH:
        return [None, "", 0, {}, []]
    if "$ref" in schema and isinstance(schema["$ref"], str):
        target = lookup_ref(root, schema["$ref"])
        merged = {**(target if isinstance(target, dict) else {}), **{k: v for k, v in schema.items() if k != "$ref"}}
        return _candidates(merged, root, depth + 1, hint)
    if "const" in schema:
        return [schema["const"]]
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return list(schema["enum"])
    out: list[Any] = []
    for key in ("allOf",):
        if isinstance(schema.get(key), list) and schema[key]:
            merged: dict[str, Any] = {k: v for k, v in schema.items() if k != key}
            for part in schema[key]:
                if isinstance(part, dict) and "$ref" in part:
                    part = lookup_ref(root, part["$ref"]) or {}
                if isinstance(part, dict):
                    merged = {**part, **merged}
            out += _candidates(merged, root, depth + 1, hint)
    for key in ("anyOf", "oneOf"):
        if isinstance(schema.get(key), list):
            rest = {k: v for k, v in schema.items() if k != key}
            for branch in schema[key]:
                if isinstance(branch, dict):
                    out += _candidates({**rest, **branch}, root, depth + 1, hint)
    types = types_of(schema) or ["string", "object", "integer", "boolean", "array", "null"]
    for kind in types:
        out += _of_type(kind, schema, root, depth, hint)
    return out


def _of_type(kind: str, schema: dict[str, Any], root: Any, depth: int, hint: str) -> list[Any]:
    if kind == "null":
        return [None]
    if kind == "boolean":
        return [False, True]
    if kind in ("integer", "number"):
        return _numbers(schema, kind == "integer")
    if kind == "string":
        return _strings(schema, hint)
    if kind == "array":
        return [_array(schema, root, depth, hint)]
    if kind == "object":
        return [_object(schema, root, depth, hint)]
    return []


def _numbers(schema: dict[str, Any], integer: bool) -> list[Any]:
    low = schema.get("minimum")
    high = schema.get("maximum")
    ex_low = schema.get("exclusiveMinimum")
    ex_high = schema.get("exclusiveMaximum")
    step = schema.get("multipleOf")
    start = 0.0
    if isinstance(low, (int, float)):
        start = float(low)
    if isinstance(ex_low, (int, float)):
        start = max(start, float(ex_low) + (1 if integer else 1e-6)) if isinstance(low, (int, float)) else float(ex_low) + (1 if integer else 1e-6)
    if isinstance(high, (int, float)) and start > high:
        start = float(high)
    values = [start]
    if isinstance(step, (int, float)) and step > 0:
        values.insert(0, math.ceil(start / step) * step)
    if isinstance(ex_high, (int, float)) and isinstance(ex_low, (int, float)):
        values.append((ex_low + ex_high) / 2)
    out: list[Any] = []
    for value in values:
        if integer:
            out += [int(math.ceil(value)), int(math.floor(value))]
        else:
            out += [int(value) if float(value).is_integer() else round(value, 6)]
    return out + [1, 0]


def _strings(schema: dict[str, Any], hint: str) -> list[Any]:
    low = schema.get("minLength") if isinstance(schema.get("minLength"), int) else 0
    high = schema.get("maxLength") if isinstance(schema.get("maxLength"), int) else None
    out: list[Any] = []
    fmt = schema.get("format")
    if isinstance(fmt, str) and fmt in _FORMATS:
        out.append(_FORMATS[fmt])
    pattern = schema.get("pattern")
    if isinstance(pattern, str):
        for branch in range(4):
            for extra in (0, low, max(0, low - 1)):
                found = example_for_pattern(pattern, extra=extra, branch=branch)
                if found is not None and found not in out:
                    out.append(found)
    base = (hint or "example").strip() or "example"
    if len(base) < low:
        base = (base + " " + "x" * low)[:max(low, len(base))]
        base = base + "x" * (low - len(base))
    if high is not None:
        base = base[:high]
    out += [base, "x" * low if high is None or low <= high else ""]
    return out


def _array(schema: dict[str, Any], root: Any, depth: int, hint: str) -> list[Any]:
    low = schema.get("minItems") if isinstance(schema.get("minItems"), int) else 0
    prefix = schema.get("prefixItems") if isinstance(schema.get("prefixItems"), list) else []
    items = schema.get("items")
    out: list[Any] = [example(p, root, depth + 1, hint) for p in prefix]
    unique = schema.get("uniqueItems") is True
    if low > len(out) and items is not False:
        pool = _candidates(items if isinstance(items, dict) else {}, root, depth + 1, hint)
        pool = [c for c in pool if valid(c, items, root)] if isinstance(items, dict) else pool
        if unique:
            distinct: list[Any] = []
            for candidate in pool + [f"item {i}" for i in range(low)] + list(range(low)):
                if candidate not in distinct and (not isinstance(items, dict) or valid(candidate, items, root)):
                    distinct.append(candidate)
            out += distinct[: low - len(out)]
        elif pool:
            out += [pool[0]] * (low - len(out))
    return out


def _object(schema: dict[str, Any], root: Any, depth: int, hint: str) -> dict[str, Any]:
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    required = [r for r in schema.get("required", []) if isinstance(r, str)] if isinstance(schema.get("required"), list) else []
    out: dict[str, Any] = {}
    extra = schema.get("additionalProperties")
    for name in required:
        sub = props.get(name, extra if isinstance(extra, dict) else {})
        out[name] = example(sub, root, depth + 1, hint)
    low = schema.get("minProperties") if isinstance(schema.get("minProperties"), int) else 0
    index = 0
    for name, sub in props.items():
        if len(out) >= low:
            break
        if name not in out:
            out[name] = example(sub, root, depth + 1, hint)
    while len(out) < low and extra is not False and index < 50:
        out[f"key{index}"] = example(extra if isinstance(extra, dict) else {}, root, depth + 1, hint)
        index += 1
    return out
