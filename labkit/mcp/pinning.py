"""Pinning an MCP server's tools: trust what you reviewed, refuse what changed since.

    pins = pin_tools(await server.list_tools())      # once, after a person read the tools
    check_pinned(await server.list_tools(), pins)    # every later session: ToolsChanged if not identical

A pin is the SHA-256 of a tool's name, description and input schema (canonical JSON). A server
that later serves a different description ("rug pull"), a widened schema, a new tool or a missing
one is refused with a message naming each difference.

What pinning does NOT protect against: a description that was already hostile when you pinned it
(pinning freezes it, it does not judge it); what the tool's CODE does (the hash covers what the
server says, not what it runs; a server can change behaviour behind the same description); and
results (a tool's output can carry instructions too).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

from labkit.errors import LabkitError


class ToolsChanged(LabkitError):
    """An MCP server's tools differ from the pinned ones: do not use it until a person re-reviews."""

    def __init__(self, changes: list[str]) -> None:
        self.changes = changes
        super().__init__("the MCP server's tools changed since they were pinned: " + "; ".join(changes)
                         + ". Refusing the server: review the new tools, then pin them again")


def tool_fingerprint(tool: Any) -> str:
    """SHA-256 of the tool's name, description and input schema, as canonical JSON."""
    schema = getattr(tool, "input_schema", None) or {}
    payload = json.dumps({"name": tool.name, "description": tool.description or "", "input_schema": schema},
                         sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(payload.encode()).hexdigest()


def pin_tools(tools: Iterable[Any]) -> dict[str, str]:
    """`{name: fingerprint}` for every tool listed."""
    return {tool.name: tool_fingerprint(tool) for tool in tools}


def differences(tools: Iterable[Any], pins: dict[str, str]) -> list[str]:
    """What differs between the tools listed now and the pins, one sentence each (empty: none)."""
    now = pin_tools(tools)
    changes = [f"{name} is new" for name in now if name not in pins]
    changes += [f"{name} is gone" for name in pins if name not in now]
    changes += [f"{name} changed (name, description or schema)" for name in now
                if name in pins and now[name] != pins[name]]
    return changes


def check_pinned(tools: Iterable[Any], pins: dict[str, str]) -> list[Any]:
    """The tools, when they match the pins exactly; `ToolsChanged` otherwise."""
    tools = list(tools)
    changes = differences(tools, pins)
    if changes:
        raise ToolsChanged(changes)
    return tools


def pinned_filter(pins: dict[str, str]):
    """An Agents SDK dynamic `tool_filter`: only tools whose fingerprint matches its pin are offered
    to the model (a changed or new tool is silently dropped; use `check_pinned` to refuse loudly)."""

    def keep(context: Any, tool: Any) -> bool:
        return pins.get(tool.name) == tool_fingerprint(tool)

    return keep
