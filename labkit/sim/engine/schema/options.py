"""The words of a tool's choices: the stems of its string enum values and of its boolean switches,
nested ones too (`status: done | skipped`, `settings.autoplay_previews`). Read once per schema."""

from __future__ import annotations

import functools
import json
from typing import Any

from labkit.sim.engine.words import split_identifier, stem


def option_words(parameters: dict[str, Any] | None) -> tuple[frozenset[str], ...]:
    """The word stems of each string enum value of a parameters schema, nested ones too."""
    return _option_words(json.dumps(parameters or {}, sort_keys=True)[:50_000])


def switch_words(parameters: dict[str, Any] | None) -> frozenset[str]:
    """The stems of the names of the boolean properties of a parameters schema, nested ones too
    (`settings.autoplay_previews`: autoplay, preview), without the words every switch has."""
    return _switch_words(json.dumps(parameters or {}, sort_keys=True)[:50_000])


def _walk(node: object, visit: Any, depth: int = 0) -> None:
    if depth > 12:
        return
    if isinstance(node, dict):
        visit(node)
        for value in node.values():
            _walk(value, visit, depth + 1)
    elif isinstance(node, list):
        for value in node:
            _walk(value, visit, depth + 1)


def _load(schema_text: str) -> object:
    return json.loads(schema_text) if schema_text.endswith("}") else {}


@functools.lru_cache(maxsize=512)
def _option_words(schema_text: str) -> tuple[frozenset[str], ...]:
    found: list[frozenset[str]] = []

    def visit(node: dict) -> None:
        for option in node.get("enum") or () if isinstance(node.get("enum"), list) else ():
            if isinstance(option, str):
                found.append(frozenset(stem(w) for w in option.lower().replace("_", " ").replace("-", " ").split() if len(w) > 2))

    _walk(_load(schema_text), visit)
    return tuple(f for f in found if f)


@functools.lru_cache(maxsize=512)
def _switch_words(schema_text: str) -> frozenset[str]:
    found: set[str] = set()

    def visit(node: dict) -> None:
        properties = node.get("properties")
        for name, schema in properties.items() if isinstance(properties, dict) else ():
            kinds = schema.get("type") if isinstance(schema, dict) else None
            if kinds == "boolean" or isinstance(kinds, list) and "boolean" in kinds:
                found.update(stem(w) for w in split_identifier(str(name)) if len(w) > 2)

    _walk(_load(schema_text), visit)
    return frozenset(found - {"enabl", "disabl", "activ", "allow", "show", "use"})


def property_words(parameters: dict[str, Any] | None) -> frozenset[str]:
    """The stems of the names of every property of a parameters schema, nested ones too
    (`changes.dietary`: dietari)."""
    return _property_words(json.dumps(parameters or {}, sort_keys=True)[:50_000])


@functools.lru_cache(maxsize=512)
def _property_words(schema_text: str) -> frozenset[str]:
    found: set[str] = set()

    def visit(node: dict) -> None:
        properties = node.get("properties")
        for name in properties if isinstance(properties, dict) else ():
            found.update(stem(w) for w in split_identifier(str(name)) if len(w) > 2)

    _walk(_load(schema_text), visit)
    return frozenset(found)
