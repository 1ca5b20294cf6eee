"""Client-side policies for MCP tools in the Agents SDK: who may be offered, who needs approval.

    server = stdio_server("incidents", tool_filter=allow_only(TRUSTED),
                          require_approval=approval_unless(READ_ONLY))

Both are the CLIENT's decisions, made from a list a person reviewed, never from what the server
says about itself (its annotations are hints it could fake).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from labkit.sdk.tracing import hold_for_approval


def allow_only(names: Iterable[str]) -> dict[str, list[str]]:
    """A static SDK `tool_filter`: only these tool names are offered to the model (an allow-list:
    a tool the server adds later is not offered)."""
    return {"allowed_tool_names": sorted(set(names))}


def approval_unless(read_only: Iterable[str]):
    """An SDK `require_approval` callable that FAILS CLOSED: every tool needs a human's approval
    except the ones named here (reviewed as read-only). A tool the server adds later, or one it
    calls read-only without being so, still waits. A held call's ledger row says
    `awaiting_approval` (as labkit's own tools do)."""
    trusted = frozenset(read_only)

    async def needs_approval(run_context: Any, agent: Any, tool: Any) -> bool:
        if tool.name in trusted:
            return False
        return await hold_for_approval(run_context, {}, "")

    return needs_approval
