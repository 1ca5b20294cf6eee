"""JSON Schema as the engine reads it: `$ref`s followed (cycles cut), a small validator that
vets every value before it is sent, nullable and branch helpers, example strings for `pattern`s,
and a tool's parameters flattened into `Param`s.

The validator covers the keywords tool schemas use (a subset of draft 2020-12). Patterns are
checked with the `regex` module under a time limit, so a hostile pattern cannot stall the server.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import regex

from labkit.sim.engine.words import split_identifier

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


def lookup_ref(root: Any, ref: str) -> Any:
    if not isinstance(ref, str) or not ref.startswith("#"):
        return {}
    node = root
    for part in ref[1:].lstrip("/").split("/") if ref not in ("#", "#/") else []:
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return {}
    return node


def resolve(schema: Any, root: Any, depth: int = 0) -> Any:
    """The schema with `$ref`s followed and `allOf`s merged (booleans kept); a `$ref` cycle is
    cut after a few hops instead of recursing forever."""
    if not isinstance(schema, dict) or depth > 8:
        return schema
    s = schema
    hops = 0
    while isinstance(s, dict) and "$ref" in s and hops < 32:
        target = lookup_ref(root, s["$ref"])
        if not isinstance(target, dict):
            return target
        rest = {k: v for k, v in s.items() if k != "$ref"}
        s = {**target, **rest}
        hops += 1
    if isinstance(s, dict) and isinstance(s.get("allOf"), list):
        merged = {k: v for k, v in s.items() if k != "allOf"}
        for sub in s["allOf"]:
            sub_r = resolve(sub, root, depth + 1)
            if not isinstance(sub_r, dict):
                continue
            for key, value in sub_r.items():
                if key == "properties" and isinstance(value, dict):
                    merged["properties"] = {**value, **merged.get("properties", {})}
                elif key == "required" and isinstance(value, list):
                    merged["required"] = list(dict.fromkeys([*merged.get("required", []), *value]))
                elif key not in merged:
                    merged[key] = value
        s = merged
    return s


def types_of(s: dict[str, Any]) -> list[str]:
    t = s.get("type")
    if isinstance(t, str):
        return [t]
    if isinstance(t, list):
        return [x for x in t if isinstance(x, str)]
    return []


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


def nullable(s: Any, root: Any) -> bool:
    s = resolve(s, root)
    if not isinstance(s, dict):
        return s is True
    if "null" in types_of(s):
        return True
    if isinstance(s.get("enum"), list) and None in s["enum"]:
        return True
    if "const" in s and s["const"] is None:
        return True
    for key in ("anyOf", "oneOf"):
        for branch in s.get(key, []) or []:
            if nullable(branch, root):
                return True
    return False


def branches(s: dict[str, Any], root: Any, depth: int = 0) -> list[dict[str, Any]]:
    """The non-null alternatives of a schema (anyOf/oneOf branches, or one per listed type)."""
    if depth > 10:
        return [s]
    parent = {k: v for k, v in s.items() if k not in ("anyOf", "oneOf", "type")}
    for key in ("anyOf", "oneOf"):
        if isinstance(s.get(key), list):
            out: list[dict[str, Any]] = []
            for branch in s[key]:
                r = resolve(branch, root)
                if r is True:
                    r = {}
                if not isinstance(r, dict):
                    continue
                if types_of(r) == ["null"] or ("const" in r and r["const"] is None) or r.get("enum") == [None]:
                    continue
                merged = {**{k: v for k, v in parent.items() if k in ("description", "title")}, **r}
                out.extend(branches(merged, root, depth + 1))
            return out
    types = types_of(s)
    non_null = [t for t in types if t != "null"]
    if len(types) > 1:
        return [{**parent, "type": t} for t in non_null]
    if types == ["null"]:
        return []
    return [s]


def kind(s: dict[str, Any]) -> str:
    types = [t for t in types_of(s) if t != "null"]
    if types:
        return types[0]
    if "enum" in s:
        values = [v for v in s["enum"] if v is not None]
        if values and all(isinstance(v, str) for v in values):
            return "string"
        return "enum"
    if "properties" in s or "additionalProperties" in s or "required" in s:
        return "object"
    if "items" in s or "prefixItems" in s:
        return "array"
    if any(k in s for k in ("minLength", "maxLength", "pattern", "format")):
        return "string"
    if any(k in s for k in ("minimum", "maximum", "multipleOf", "exclusiveMinimum", "exclusiveMaximum")):
        return "number"
    return "any"


# ---------------------------------------------------------------------------------------------
# Making a string that matches a regular expression (for `pattern` constraints)
# ---------------------------------------------------------------------------------------------

try:  # Python 3.11+
    import re._constants as _sre_c  # type: ignore[import-not-found]
    import re._parser as _sre_p  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - older Pythons
    import sre_constants as _sre_c  # type: ignore[no-redef]
    import sre_parse as _sre_p  # type: ignore[no-redef]


class _Unsupported(Exception):
    pass


def _cat_char(cat: Any) -> str:
    name = str(cat)
    if "NOT_DIGIT" in name:
        return "a"
    if "DIGIT" in name:
        return "0"
    if "NOT_SPACE" in name:
        return "a"
    if "SPACE" in name:
        return " "
    if "NOT_WORD" in name:
        return "-"
    if "WORD" in name:
        return "a"
    return "a"


def _in_set(ch: str, items: list[Any]) -> bool:
    code = ord(ch)
    for op, av in items:
        if op is _sre_c.LITERAL and av == code:
            return True
        if op is _sre_c.RANGE and av[0] <= code <= av[1]:
            return True
        if op is _sre_c.CATEGORY:
            name = str(av)
            if "NOT_DIGIT" in name and not ch.isdigit():
                return True
            if "DIGIT" in name and "NOT" not in name and ch.isdigit():
                return True
            if "NOT_SPACE" in name and not ch.isspace():
                return True
            if "SPACE" in name and "NOT" not in name and ch.isspace():
                return True
            if "NOT_WORD" in name and not (ch.isalnum() or ch == "_"):
                return True
            if "WORD" in name and "NOT" not in name and (ch.isalnum() or ch == "_"):
                return True
    return False


def example_for_pattern(pattern: str, extra: int = 0, branch: int = 0) -> str | None:
    """A short string matching `pattern` (built from its parse tree), or None."""
    try:
        parsed = _sre_p.parse(pattern)
    except Exception:
        return None
    groups: dict[int, str] = {}

    def gen(items: Any) -> str:
        out: list[str] = []
        for op, av in items:
            if op is _sre_c.LITERAL:
                out.append(chr(av))
            elif op is _sre_c.NOT_LITERAL:
                out.append("a" if av != ord("a") else "b")
            elif op is _sre_c.ANY:
                out.append("a")
            elif op is _sre_c.IN:
                negate = any(o is _sre_c.NEGATE for o, _ in av)
                rest = [(o, v) for o, v in av if o is not _sre_c.NEGATE]
                if negate:
                    for ch in "aA0_- x.":
                        if not _in_set(ch, rest):
                            out.append(ch)
                            break
                    else:
                        raise _Unsupported
                else:
                    op0, av0 = rest[0]
                    if op0 is _sre_c.LITERAL:
                        out.append(chr(av0))
                    elif op0 is _sre_c.RANGE:
                        out.append(chr(av0[0]))
                    elif op0 is _sre_c.CATEGORY:
                        out.append(_cat_char(av0))
                    else:
                        raise _Unsupported
            elif op in (_sre_c.MAX_REPEAT, _sre_c.MIN_REPEAT, getattr(_sre_c, "POSSESSIVE_REPEAT", None)):
                lo, hi, sub = av
                count = lo
                if count > 256:
                    raise _Unsupported
                if extra and count < (hi if isinstance(hi, int) else count + extra):
                    count = min(lo + extra, hi) if isinstance(hi, int) else lo + extra
                out.append("".join(gen(sub) for _ in range(count)))
            elif op is _sre_c.SUBPATTERN:
                group, sub = av[0], av[-1]
                text = gen(sub)
                if group is not None:
                    groups[group] = text
                out.append(text)
            elif op is _sre_c.BRANCH:
                alts = av[1]
                out.append(gen(alts[min(branch, len(alts) - 1)]))
            elif op is _sre_c.GROUPREF:
                out.append(groups.get(av, ""))
            elif op is _sre_c.CATEGORY:
                out.append(_cat_char(av))
            elif op in (_sre_c.AT, _sre_c.ASSERT, _sre_c.ASSERT_NOT):
                continue
            elif op is getattr(_sre_c, "ATOMIC_GROUP", object()):
                out.append(gen(av))
            else:
                raise _Unsupported
        return "".join(out)

    try:
        text = gen(parsed)
    except (_Unsupported, Exception):
        return None
    return text if pattern_ok(pattern, text) else None




# ---------------------------------------------------------------------------------------------
# A tool's parameters, flattened
# ---------------------------------------------------------------------------------------------


@dataclass
class Param:
    """One property of an object schema, as the argument filler needs it.

    `schema` is resolved; `kind` is the non-null JSON type ("string", "integer", "number",
    "boolean", "array", "object", "enum", "any"); `required` means listed in `required`;
    `nullable` means null is allowed (so "no value" can be said); `words` are the name's parts.
    """

    name: str
    schema: dict[str, Any]
    root: Any
    required: bool
    nullable: bool
    kind: str
    description: str = ""
    enum: list[Any] = field(default_factory=list)
    format: str | None = None
    words: tuple[str, ...] = ()
    item_schema: dict[str, Any] | None = None  # arrays: the resolved schema of one element

    @property
    def optional(self) -> bool:
        """May the model leave this out or say null? (not required, or required but nullable)"""
        return self.nullable or not self.required

    @property
    def essential(self) -> bool:
        """Required and not nullable: a call without it is not possible."""
        return self.required and not self.nullable

    @property
    def text(self) -> str:
        """Name and description together, lowercase, for cue-word tests."""
        return (" ".join(self.words) + " " + self.description).lower()


def object_schema(schema: Any, root: Any = None) -> dict[str, Any]:
    """The resolved object schema of a tool's parameters (`{}` when it is not an object)."""
    root = schema if root is None else root
    resolved = resolve(schema, root)
    if resolved is True or resolved is None:
        return {}
    if not isinstance(resolved, dict):
        return {}
    for branch in branches(resolved, root) if ("anyOf" in resolved or "oneOf" in resolved) else [resolved]:
        if kind(branch) == "object" or "properties" in branch:
            return branch
    return resolved if isinstance(resolved.get("properties"), dict) else {}


def params_of(schema: Any, root: Any = None) -> list[Param]:
    """The properties of an object schema as `Param`s, in schema order."""
    root = schema if root is None else root
    obj = object_schema(schema, root)
    props = obj.get("properties") if isinstance(obj.get("properties"), dict) else {}
    required = {r for r in obj.get("required", []) or [] if isinstance(r, str)}
    out: list[Param] = []
    for name, raw in list(props.items())[:200]:
        if not isinstance(name, str):
            continue
        sub = resolve(raw, root)
        if sub is True or sub is None:
            sub = {}
        if not isinstance(sub, dict):
            sub = {}
        alternatives = branches(sub, root)
        main = alternatives[0] if alternatives else sub
        main_kind = kind(main) if isinstance(main, dict) else "any"
        enum = [v for v in (main.get("enum") or []) if v is not None] if isinstance(main, dict) else []
        description = str(sub.get("description") or main.get("description") or sub.get("title") or "")[:2000]
        item_schema = None
        if main_kind == "array" and isinstance(main.get("items"), (dict, bool)):
            resolved_items = resolve(main.get("items"), root)
            item_schema = resolved_items if isinstance(resolved_items, dict) else {}
        out.append(
            Param(
                name=name,
                schema=sub,
                root=root,
                required=name in required,
                nullable=nullable(sub, root),
                kind="enum" if main_kind == "enum" else main_kind,
                description=description,
                enum=enum,
                format=main.get("format") if isinstance(main.get("format"), str) else None,
                words=split_identifier(name),
                item_schema=item_schema,
            )
        )
    return out


def main_branch(param_schema: dict[str, Any], root: Any) -> dict[str, Any]:
    """The first non-null alternative of a (resolved) schema."""
    alternatives = branches(param_schema, root)
    return alternatives[0] if alternatives else param_schema
