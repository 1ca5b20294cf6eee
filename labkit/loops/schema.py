"""From a typed Python function to a strict-mode JSON schema, and back to checked arguments.

`arguments_model(fn)` builds a pydantic model from the function's signature: one field per
parameter, every field REQUIRED (no defaults), extra keys forbidden, descriptions taken from the
Google-style `Args:` section of the docstring. `strict_schema(model)` is its JSON schema in the
form strict mode accepts:

- every object has `additionalProperties: false` and lists every property in `required`;
- an optional parameter (`radius_m: int | None = None`) is required but nullable:
  `{"anyOf": [{"type": "integer"}, {"type": "null"}]}`; the model sends `null` and the function's
  own default applies in its body;
- no `default` keywords (strict mode never shows defaults to the model).

The same model later validates the arguments the model sends, so the schema the model reads and
the check its arguments pass are one object. `arguments_and_schema(fn)` gives both, built once
per function and tool name (a registry is built for every run of a sweep, and building the
pydantic model and its schema was most of that).

A leading parameter named `world` (a scenario tool's run world, see `labkit.scenarios.scenario`)
is not an argument: the registry binds it, and the model never sees it.
"""

from __future__ import annotations

import functools
import inspect
import json
import re
from collections.abc import Callable
from typing import Any, get_type_hints

from pydantic import BaseModel, ConfigDict, Field, create_model

from labkit.scenarios.scenario import takes_world

_SECTION = re.compile(r"^(\s*)([A-Z][A-Za-z ]*):\s*$")
_ARG_LINE = re.compile(r"^(\s*)(\*{0,2}\w+)\s*(?:\([^)]*\))?\s*:\s*(.*)$")


def summary_line(fn: Callable[..., Any]) -> str:
    """The tool description: the docstring's first paragraph (its summary), on one line."""
    doc = inspect.getdoc(fn) or ""
    first = doc.strip().split("\n\n", 1)[0]
    return " ".join(line.strip() for line in first.splitlines()).strip()


def argument_docs(fn: Callable[..., Any]) -> dict[str, str]:
    """Parameter descriptions from a Google-style `Args:` section: {"city": "The city, e.g. ..."}."""
    lines = (inspect.getdoc(fn) or "").splitlines()
    docs: dict[str, str] = {}
    in_args, arg_indent, current = False, None, None
    for line in lines:
        section = _SECTION.match(line)
        if section and (not in_args or len(section.group(1)) <= (arg_indent or 0) - 1):
            in_args = section.group(2).strip() in ("Args", "Arguments", "Parameters")
            arg_indent, current = None, None
            continue
        if not in_args or not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        match = _ARG_LINE.match(line)
        if match and (arg_indent is None or indent == arg_indent):
            arg_indent = indent
            current = match.group(2).lstrip("*")
            docs[current] = match.group(3).strip()
        elif current is not None and arg_indent is not None and indent > arg_indent:
            docs[current] = f"{docs[current]} {line.strip()}".strip()
        else:
            in_args = False
    return docs


def arguments_model(fn: Callable[..., Any], name: str | None = None) -> type[BaseModel]:
    """A pydantic model of `fn`'s parameters: all required, no extras, described from the docstring.

    Raises TypeError naming the parameter when one has no type hint or is `*args` / `**kwargs`
    (a model can only fill named, typed parameters). A leading `world` parameter is left out.
    """
    tool_name = name or fn.__name__
    hints = get_type_hints(fn)
    docs = argument_docs(fn)
    fields: dict[str, Any] = {}
    parameters = list(inspect.signature(fn).parameters.values())
    for param in parameters[1:] if takes_world(fn) else parameters:
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            raise TypeError(f"{tool_name}: *{param.name} cannot become a tool parameter; "
                            "give the function named, typed parameters")
        if param.name not in hints:
            raise TypeError(f"{tool_name}: parameter {param.name!r} has no type hint; add one "
                            "(e.g. `city: str`) so a schema can be generated")
        description = docs.get(param.name)
        fields[param.name] = (hints[param.name], Field(..., description=description))
    config = ConfigDict(extra="forbid")
    return create_model(f"{tool_name}_args", __config__=config, **fields)


def arguments_and_schema(fn: Callable[..., Any], name: str | None = None) -> tuple[type[BaseModel], dict[str, Any]]:
    """`(arguments_model(fn, name), strict_schema(that model))`, built once per function and name.

    Both depend only on the function's signature and docstring. The model is shared (a class
    nothing changes); the schema is a fresh copy on every call, so a caller may edit its own.
    An unhashable callable is built every time."""
    try:
        hash(fn)
    except TypeError:
        model = arguments_model(fn, name)
        return model, strict_schema(model)
    model, schema_text = _built_once(fn, name)
    return model, json.loads(schema_text)


@functools.lru_cache(maxsize=1024)
def _built_once(fn: Callable[..., Any], name: str | None) -> tuple[type[BaseModel], str]:
    model = arguments_model(fn, name)
    return model, json.dumps(strict_schema(model))


def strict_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema in strict form (see the module docstring)."""
    schema = model.model_json_schema()
    _make_strict(schema)
    return schema


def _make_strict(node: Any) -> None:
    """Walk a schema in place: close every object, require every property, drop defaults."""
    if isinstance(node, list):
        for item in node:
            _make_strict(item)
        return
    if not isinstance(node, dict):
        return
    node.pop("default", None)
    if node.get("type") == "object" or "properties" in node:
        node["additionalProperties"] = False
        node["required"] = list(node.get("properties", {}))
        node.setdefault("properties", {})
    for key, value in node.items():
        if key in ("properties", "$defs"):
            for sub in value.values():
                _make_strict(sub)
        elif key in ("items", "anyOf"):
            _make_strict(value)
