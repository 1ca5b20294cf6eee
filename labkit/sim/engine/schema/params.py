"""A tool's parameters, flattened: each property of its object schema as a `Param` (the resolved
schema, its kind, required, nullable, the name's words), in schema order."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine.schema.refs import resolve
from labkit.sim.engine.schema.shapes import branches, kind, nullable
from labkit.sim.engine.words import split_identifier


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

    @functools.cached_property
    def text(self) -> str:
        """Name and description together, lowercase, for cue-word tests. (A Param is not changed
        once made — `dataclasses.replace` makes a new one — so what is derived from it is kept.)"""
        return (" ".join(self.words) + " " + self.description).lower()

    @functools.cached_property
    def key(self) -> tuple[Any, ...]:
        """What the stages' caches know this parameter by: equal for parameters that read alike."""
        schema = repr(sorted(self.schema.items()))[:500] if isinstance(self.schema, dict) else ""
        return (self.name, self.kind, self.format, self.words, self.description[:500], repr(self.enum)[:300], schema)


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
