"""The validator that vets every value before it is sent: the keywords tool schemas use (a subset
of draft 2020-12). Patterns are checked with the `regex` module under a time limit, so a hostile
pattern cannot stall the server."""

from __future__ import annotations

import json
import math
import re
from datetime import date
from typing import Any

import regex

from labkit.sim.engine.schema.refs import resolve
from labkit.sim.engine.schema.shapes import types_of

#: A `pattern` may take at most this long (seconds) to test one value.
PATTERN_TIMEOUT_S = 0.02


def _freeze(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


def _json_equal(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_json_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_json_equal(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def pattern_ok(pattern: str, value: str) -> bool:
    """Does `value` match `pattern` (search)? A bad or too-slow pattern counts as a match."""
    try:
        return regex.search(pattern, value, timeout=PATTERN_TIMEOUT_S) is not None
    except (regex.error, TimeoutError, ValueError, OverflowError):
        return True


def _is_type(value: Any, t: str) -> bool:
    if t == "null":
        return value is None
    if t == "boolean":
        return isinstance(value, bool)
    if t == "integer":
        return (isinstance(value, int) and not isinstance(value, bool)) or (
            isinstance(value, float) and value.is_integer()
        )
    if t == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    if t == "string":
        return isinstance(value, str)
    if t == "array":
        return isinstance(value, list)
    if t == "object":
        return isinstance(value, dict)
    return True


def _format_ok(value: str, fmt: str) -> bool:
    try:
        if fmt == "date":
            return bool(re.fullmatch(r"\d{4}-\d{2}-\d{2}", value)) and bool(date.fromisoformat(value))
        if fmt == "date-time":
            return bool(
                re.fullmatch(r"\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})", value)
            ) and bool(date.fromisoformat(value[:10]))
        if fmt == "time":
            # RFC 3339 wants seconds and an offset; tools that say "time" take "07:30" as well
            return bool(re.fullmatch(r"([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?", value))
        if fmt in ("email", "idn-email"):
            return bool(re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", value))
        if fmt in ("uri", "url", "iri"):
            return bool(re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*:[^\s]+", value))
        if fmt == "uuid":
            return bool(re.fullmatch(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}", value))
        if fmt == "ipv4":
            parts = value.split(".")
            return len(parts) == 4 and all(p.isdigit() and 0 <= int(p) <= 255 and str(int(p)) == p for p in parts)
    except ValueError:
        return False
    return True


def valid(value: Any, schema: Any, root: Any, depth: int = 0) -> bool:
    """Does `value` satisfy `schema`? Covers the keywords tool schemas use (a subset of 2020-12)."""
    if depth > 40:
        return True
    s = resolve(schema, root)
    if s is True or s is None:
        return True
    if s is False:
        return False
    if not isinstance(s, dict):
        return True
    if "const" in s and not _json_equal(value, s["const"]):
        return False
    if isinstance(s.get("enum"), list) and not any(_json_equal(value, e) for e in s["enum"]):
        return False
    types = types_of(s)
    if types and not any(_is_type(value, t) for t in types):
        return False
    if isinstance(s.get("anyOf"), list) and not any(valid(value, b, root, depth + 1) for b in s["anyOf"]):
        return False
    if isinstance(s.get("oneOf"), list) and sum(1 for b in s["oneOf"] if valid(value, b, root, depth + 1)) != 1:
        return False
    if isinstance(s.get("allOf"), list) and not all(valid(value, b, root, depth + 1) for b in s["allOf"]):
        return False
    if "not" in s and valid(value, s["not"], root, depth + 1):
        return False
    if isinstance(value, str):
        if isinstance(s.get("minLength"), int) and len(value) < s["minLength"]:
            return False
        if isinstance(s.get("maxLength"), int) and len(value) > s["maxLength"]:
            return False
        if isinstance(s.get("pattern"), str) and not pattern_ok(s["pattern"], value):
            return False
        if isinstance(s.get("format"), str) and not _format_ok(value, s["format"]):
            return False
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if isinstance(s.get("minimum"), (int, float)) and value < s["minimum"]:
            return False
        if isinstance(s.get("maximum"), (int, float)) and value > s["maximum"]:
            return False
        ex_min, ex_max = s.get("exclusiveMinimum"), s.get("exclusiveMaximum")
        if isinstance(ex_min, bool):
            ex_min = s.get("minimum") if ex_min else None
        if isinstance(ex_max, bool):
            ex_max = s.get("maximum") if ex_max else None
        if isinstance(ex_min, (int, float)) and value <= ex_min:
            return False
        if isinstance(ex_max, (int, float)) and value >= ex_max:
            return False
        mult = s.get("multipleOf")
        if isinstance(mult, (int, float)) and mult > 0:
            q = value / mult
            if abs(q - round(q)) > 1e-9:
                return False
    if isinstance(value, list):
        if isinstance(s.get("minItems"), int) and len(value) < s["minItems"]:
            return False
        if isinstance(s.get("maxItems"), int) and len(value) > s["maxItems"]:
            return False
        if s.get("uniqueItems") is True and len({_freeze(v) for v in value}) != len(value):
            return False
        prefix = s.get("prefixItems")
        items = s.get("items")
        start = 0
        if isinstance(prefix, list):
            for item_schema, item in zip(prefix, value):
                if not valid(item, item_schema, root, depth + 1):
                    return False
            start = len(prefix)
        if isinstance(items, list):  # draft-4 tuple form
            for item_schema, item in zip(items, value):
                if not valid(item, item_schema, root, depth + 1):
                    return False
        elif items is not None:
            for item in value[start:]:
                if not valid(item, items, root, depth + 1):
                    return False
        if "contains" in s and not any(valid(v, s["contains"], root, depth + 1) for v in value):
            return False
    if isinstance(value, dict):
        props = s.get("properties") if isinstance(s.get("properties"), dict) else {}
        for key in s.get("required", []) or []:
            if key not in value:
                return False
        if isinstance(s.get("minProperties"), int) and len(value) < s["minProperties"]:
            return False
        if isinstance(s.get("maxProperties"), int) and len(value) > s["maxProperties"]:
            return False
        patterns = s.get("patternProperties") if isinstance(s.get("patternProperties"), dict) else {}
        extra = s.get("additionalProperties", True)
        for key, item in value.items():
            matched = False
            if key in props:
                matched = True
                if not valid(item, props[key], root, depth + 1):
                    return False
            for pattern, pschema in patterns.items():
                if isinstance(pattern, str) and pattern_ok(pattern, key):
                    matched = True
                    if not valid(item, pschema, root, depth + 1):
                        return False
            if not matched and extra is not True and not valid(item, extra, root, depth + 1):
                return False
    return True
