"""Schema variants: the same cases with the tools written in another common style.

A competent model does not care whether a parameter is `check_in` or `checkIn`, whether a nested
object is inline or behind `$ref`, or whether "may be null" is `["string", "null"]` or
`anyOf [..., {"type": "null"}]`. Each variant rewrites every tool of a part into one such style
and maps the model's calls back to the original names before they are executed and checked, so
the cases' expectations hold unchanged. A variant's pass rate should equal the plain run's: a gap
is a place where the simulated model reads the style instead of the meaning.

Variants (combine with `+`, e.g. `camel+pydantic`):
- `camel`    parameter names (at every depth) and tool names in camelCase;
- `refs`     every nested object and every string enum moved to `$defs` and used through `$ref`;
- `anyof`    `type: [T, "null"]` written as `anyOf: [{type: T}, {type: "null"}]`;
- `typelist` the reverse: `anyOf` with a null branch written as a type list;
- `pydantic` what pydantic emits: `title` on every property and object, `anyOf` nulls, `$defs`.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Callable
from typing import Any

VARIANTS = ("camel", "refs", "anyof", "typelist", "pydantic")


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest) if rest else name


def _title(name: str) -> str:
    return " ".join(p[:1].upper() + p[1:] for p in re.split(r"[_\s]+", name) if p)


# ---------------------------------------------------------------------------------------------
# Schema rewrites: each takes a parameters schema and returns a new one (never mutates)
# ---------------------------------------------------------------------------------------------


def _walk(schema: Any, fn: Callable[[dict[str, Any]], dict[str, Any]]) -> Any:
    """Apply `fn` to every schema node, children first."""
    if isinstance(schema, list):
        return [_walk(s, fn) for s in schema]
    if not isinstance(schema, dict):
        return schema
    node = dict(schema)
    if isinstance(node.get("properties"), dict):
        node["properties"] = {k: _walk(v, fn) for k, v in node["properties"].items()}
    for key in ("items", "additionalProperties", "not"):
        if isinstance(node.get(key), dict):
            node[key] = _walk(node[key], fn)
    for key in ("anyOf", "oneOf", "allOf", "prefixItems"):
        if isinstance(node.get(key), list):
            node[key] = [_walk(s, fn) for s in node[key]]
    for key in ("$defs", "definitions"):
        if isinstance(node.get(key), dict):
            node[key] = {k: _walk(v, fn) for k, v in node[key].items()}
    return fn(node)


def to_camel(schema: dict[str, Any]) -> dict[str, Any]:
    def rename(node: dict[str, Any]) -> dict[str, Any]:
        if isinstance(node.get("properties"), dict):
            node["properties"] = {camel(k): v for k, v in node["properties"].items()}
            if isinstance(node.get("required"), list):
                node["required"] = [camel(k) for k in node["required"]]
        return node

    return _walk(schema, rename)


def to_anyof(schema: dict[str, Any]) -> dict[str, Any]:
    def split(node: dict[str, Any]) -> dict[str, Any]:
        kind = node.get("type")
        if isinstance(kind, list) and "null" in kind and len(kind) > 1:
            others = [t for t in kind if t != "null"]
            outer = {k: node.pop(k) for k in ("description", "title", "default") if k in node}
            node["type"] = others[0] if len(others) == 1 else others
            if node.get("enum") is not None and None in node["enum"]:
                node["enum"] = [v for v in node["enum"] if v is not None]
            return {"anyOf": [node, {"type": "null"}], **outer}
        return node

    return _walk(schema, split)


def to_typelist(schema: dict[str, Any]) -> dict[str, Any]:
    def join(node: dict[str, Any]) -> dict[str, Any]:
        branches = node.get("anyOf")
        if not isinstance(branches, list) or len(branches) != 2:
            return node
        nulls = [b for b in branches if b == {"type": "null"}]
        others = [b for b in branches if b != {"type": "null"}]
        if len(nulls) != 1 or len(others) != 1 or not isinstance(others[0].get("type"), str):
            return node
        merged = {**others[0], **{k: v for k, v in node.items() if k != "anyOf"}}
        merged["type"] = [others[0]["type"], "null"]
        if isinstance(merged.get("enum"), list) and None not in merged["enum"]:
            merged["enum"] = [*merged["enum"], None]
        return merged

    return _walk(schema, join)


def to_refs(schema: dict[str, Any], *, titles: bool = False) -> dict[str, Any]:
    """Hoist nested objects and string enums into `$defs` (named after their property)."""
    defs: dict[str, Any] = dict(schema.get("$defs") or {})

    def define(name: str, node: dict[str, Any]) -> dict[str, Any]:
        base = _title(name).replace(" ", "") or "Def"
        key, n = base, 2
        while key in defs and defs[key] != node:
            key, n = f"{base}{n}", n + 1
        if titles:
            node = {"title": base, **node}
        defs[key] = node
        return {"$ref": f"#/$defs/{key}"}

    def hoist(node: Any, name: str) -> Any:
        if not isinstance(node, dict):
            return node
        node = dict(node)
        if isinstance(node.get("properties"), dict):
            node["properties"] = {k: hoist(v, k) for k, v in node["properties"].items()}
        if isinstance(node.get("items"), dict):
            node["items"] = hoist(node["items"], name[:-1] if name.endswith("s") else name + "_item")
        if isinstance(node.get("anyOf"), list):
            node["anyOf"] = [hoist(b, name) for b in node["anyOf"]]
        kind = node.get("type")
        is_object = kind == "object" and isinstance(node.get("properties"), dict)
        is_enum = kind == "string" and isinstance(node.get("enum"), list)
        if (is_object or is_enum) and name:
            outer = {k: node.pop(k) for k in ("description",) if k in node}
            ref = define(name, node)
            # a $ref with siblings is allowed in 2020-12; keep the description beside it
            return {**ref, **outer}
        return node

    top = dict(schema)
    top.pop("$defs", None)
    if isinstance(top.get("properties"), dict):
        top["properties"] = {k: hoist(v, k) for k, v in top["properties"].items()}
    if defs:
        top["$defs"] = defs
    return top


def to_pydantic(schema: dict[str, Any], tool_name: str) -> dict[str, Any]:
    def titled(node: dict[str, Any]) -> dict[str, Any]:
        if isinstance(node.get("properties"), dict):
            node["properties"] = {k: {"title": _title(k), **v} for k, v in node["properties"].items()}
        return node

    rewritten = to_refs(to_anyof(_walk(schema, titled)), titles=True)
    return {"title": _title(tool_name).replace(" ", ""), **rewritten}


# ---------------------------------------------------------------------------------------------
# A variant: rewrite the tools, and map calls back
# ---------------------------------------------------------------------------------------------


def _property_names(schema: Any, into: set[str]) -> set[str]:
    if isinstance(schema, dict):
        if isinstance(schema.get("properties"), dict):
            into.update(schema["properties"])
        for value in schema.values():
            _property_names(value, into)
    elif isinstance(schema, list):
        for value in schema:
            _property_names(value, into)
    return into


@dataclasses.dataclass
class Variant:
    """The rewritten tools of one part, and the way back from the model's names to the originals."""

    name: str
    steps: tuple[str, ...]

    @classmethod
    def parse(cls, name: str) -> Variant:
        steps = tuple(s for s in name.split("+") if s)
        unknown = [s for s in steps if s not in VARIANTS]
        if unknown or not steps:
            raise ValueError(f"unknown variant {name!r}: use one of {', '.join(VARIANTS)} (join with +)")
        return cls(name, steps)

    def tool_name(self, name: str) -> str:
        return camel(name) if "camel" in self.steps else name

    def rewrite(self, tool: Any) -> Any:
        """A copy of one ToolDef in this variant's style (the fake function is unchanged)."""
        schema = copy.deepcopy(tool.parameters)
        for step in self.steps:
            if step == "camel":
                schema = to_camel(schema)
            elif step == "refs":
                schema = to_refs(schema)
            elif step == "anyof":
                schema = to_anyof(schema)
            elif step == "typelist":
                schema = to_typelist(schema)
            elif step == "pydantic":
                schema = to_pydantic(schema, tool.name)
        return dataclasses.replace(tool, name=self.tool_name(tool.name), parameters=schema)

    def back(self, tools: list[Any]) -> Back:
        return Back(self, tools)


class Back:
    """Maps a call in the variant's names to the original tool and argument names."""

    def __init__(self, variant: Variant, tools: list[Any]) -> None:
        self.names = {variant.tool_name(t.name): t.name for t in tools}
        self.keys: dict[str, dict[str, str]] = {}
        for t in tools:
            originals = _property_names(t.parameters, set())
            self.keys[t.name] = {camel(k): k for k in originals} if "camel" in variant.steps else {}

    def tool(self, name: str) -> str:
        return self.names.get(name, name)

    def arguments(self, tool: str, value: Any) -> Any:
        keys = self.keys.get(tool) or {}
        if not keys:
            return value
        if isinstance(value, dict):
            return {keys.get(k, k): self.arguments(tool, v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.arguments(tool, v) for v in value]
        return value
