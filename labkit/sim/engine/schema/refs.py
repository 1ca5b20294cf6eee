"""`$ref`s as the engine follows them: a JSON pointer looked up in the root schema, and a schema
resolved (references followed, `allOf`s merged), a `$ref` cycle cut after a few hops instead of
recursing forever."""

from __future__ import annotations

from typing import Any


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
