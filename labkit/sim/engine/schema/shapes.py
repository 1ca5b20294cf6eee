"""What a schema allows, as the engine asks it: the types it lists, whether null is allowed, its
non-null alternatives (`anyOf`/`oneOf` branches, or one per listed type) and the first of them,
and the one JSON kind it stands for."""

from __future__ import annotations

from typing import Any

from labkit.sim.engine.schema.refs import resolve


def types_of(s: dict[str, Any]) -> list[str]:
    t = s.get("type")
    if isinstance(t, str):
        return [t]
    if isinstance(t, list):
        return [x for x in t if isinstance(x, str)]
    return []


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


def main_branch(param_schema: dict[str, Any], root: Any) -> dict[str, Any]:
    """The first non-null alternative of a (resolved) schema."""
    alternatives = branches(param_schema, root)
    return alternatives[0] if alternatives else param_schema
