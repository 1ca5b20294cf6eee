"""The simulator as a hosted MCP client: it reaches a local MCP server the way the API reaches yours.

When a Responses request carries an `mcp` tool, the API (not the caller) connects to the tool's
`server_url`, lists its tools and calls them. The simulator does the same with the `mcp`
package's own client (`mcp.Client` over streamable HTTP), against loopback servers only.

Each operation (`list_tools`, `call_tool`) opens its own session and closes it: a server that
went away between two calls is found at the next one. Every operation is bounded twice: by
`timeout_s`, and by the `deadline` the caller gives (the time left in the request's budget), so
a server that hangs costs at most that long and the simulator answers anyway. Operations run
on the calling thread (the model worker, never the event loop), in a private event loop.

What comes back is plain data: `list_tools` returns `McpTool`s or raises `Unreachable` (the
server could not be listed); `call_tool` never raises for anything the server does: it returns
a `CallOutcome` with the output text, or with an `error` object shaped like the API's
`mcp_call.error` (`mcp_tool_execution_error`, `mcp_protocol_error` or `http_error`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import anyio
import httpx2
from pydantic import ValidationError

from labkit.sim.responses import mcp_result_text

#: JSON-RPC error codes the MCP specification uses (`mcp_types.jsonrpc`).
CONNECTION_CLOSED = -32000
REQUEST_TIMEOUT = -32001
INTERNAL_ERROR = -32603

#: The shortest time an operation is given; with less left in the budget it is not started.
MIN_OPERATION_S = 0.05


@dataclass(frozen=True)
class McpTool:
    """A tool an MCP server lists: its name, description, input schema and annotations (as the
    server sent them, camelCase: `readOnlyHint`, ...)."""

    name: str
    description: str
    input_schema: dict[str, Any]
    annotations: dict[str, Any] | None = None

    @property
    def read_only(self) -> bool:
        """The server's claim that the tool only reads (`readOnlyHint: true`). A claim, not a guard."""
        return bool(self.annotations and self.annotations.get("readOnlyHint") is True)

    def as_item(self) -> dict[str, Any]:
        """The tool as an entry of an `mcp_list_tools` item."""
        return {"name": self.name, "description": self.description or None, "input_schema": self.input_schema,
                "annotations": self.annotations}

    @classmethod
    def from_item(cls, entry: dict[str, Any]) -> McpTool:
        """A tool from an `mcp_list_tools` entry (a listing the conversation already holds)."""
        annotations = entry.get("annotations")
        schema = entry.get("input_schema")
        return cls(str(entry.get("name") or ""), str(entry.get("description") or ""),
                   schema if isinstance(schema, dict) else {"type": "object", "properties": {}},
                   annotations if isinstance(annotations, dict) else None)


@dataclass(frozen=True)
class CallOutcome:
    """What one `tools/call` gave: `output` (text) on success, else `error` (the API's shape)."""

    output: str | None = None
    error: dict[str, Any] | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    def text_for_model(self) -> str:
        """What the model reads as the call's result: the output, or the error said in words."""
        return mcp_result_text(self.output, self.error)


class Unreachable(Exception):
    """The MCP server could not be listed: not running, not answering in time, or not speaking MCP."""


@dataclass(frozen=True)
class Endpoint:
    """Where and how to reach one MCP server: its URL and the HTTP headers to send."""

    url: str
    headers: tuple[tuple[str, str], ...] = ()


class HostedMcpClient:
    """Lists and calls tools on local MCP servers, each operation within `timeout_s` seconds."""

    def __init__(self, timeout_s: float) -> None:
        self.timeout_s = timeout_s

    def list_tools(self, endpoint: Endpoint, *, deadline: float) -> list[McpTool]:
        """The server's tools; `Unreachable` (saying why) when it cannot be listed in time."""
        seconds = self._seconds(deadline)
        if seconds is None:
            raise Unreachable("the request ran out of time before the server could be listed")
        try:
            listed = asyncio.run(self._list(endpoint, seconds))
        except Exception as error:  # whatever the server did, the caller gets a sentence
            raise Unreachable(describe(error, seconds)) from None
        return listed

    def call_tool(self, endpoint: Endpoint, name: str, arguments: dict[str, Any], *, deadline: float) -> CallOutcome:
        """Call one tool; a `CallOutcome` with its output or the error (never raises)."""
        seconds = self._seconds(deadline)
        if seconds is None:
            return protocol_error(REQUEST_TIMEOUT, f"{name} was not called: the request ran out of time first")
        try:
            return asyncio.run(self._call(endpoint, name, arguments, seconds))
        except Exception as error:
            return protocol_error(error_code(error), f"tools/call {name} failed: {describe(error, seconds)}")

    def _seconds(self, deadline: float) -> float | None:
        """The time the next operation may take, or None when too little is left."""
        left = min(self.timeout_s, deadline - time.monotonic())
        return left if left >= MIN_OPERATION_S else None

    async def _list(self, endpoint: Endpoint, seconds: float) -> list[McpTool]:
        with anyio.fail_after(seconds):
            async with _session(endpoint, seconds) as client:
                tools, cursor = [], None
                for _ in range(MAX_PAGES):
                    page = await client.list_tools(cursor=cursor)
                    tools += [_tool(tool) for tool in page.tools]
                    cursor = page.next_cursor
                    if not cursor:
                        return tools
        raise Unreachable(f"the server's tool list did not end after {MAX_PAGES} pages")

    async def _call(self, endpoint: Endpoint, name: str, arguments: dict[str, Any], seconds: float) -> CallOutcome:
        with anyio.fail_after(seconds):
            async with _session(endpoint, seconds) as client:
                result = await client.call_tool(name, arguments)
        return outcome_of(name, result)


#: The most pages of `tools/list` read from one server.
MAX_PAGES = 20


@contextlib.asynccontextmanager
async def _session(endpoint: Endpoint, seconds: float) -> AsyncIterator[Any]:
    """An `mcp.Client` over streamable HTTP to `endpoint`: no proxies, no caching, bounded reads;
    the session and its HTTP client are closed when the block ends. (The `mcp` package is
    imported here, on first use: it takes most of a second, which a simulator without hosted MCP
    should not pay at start.)"""
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    http = httpx2.AsyncClient(headers=dict(endpoint.headers), timeout=httpx2.Timeout(seconds), trust_env=False)
    async with http:
        transport = streamable_http_client(endpoint.url, http_client=http)
        async with Client(transport, read_timeout_seconds=seconds, cache=None) as client:
            yield client


def _tool(tool: Any) -> McpTool:
    """An `mcp` Tool as an McpTool (annotations camelCase, as on the wire)."""
    annotations = tool.annotations.model_dump(by_alias=True, exclude_none=True) if tool.annotations else None
    schema = tool.input_schema if isinstance(tool.input_schema, dict) else {"type": "object", "properties": {}}
    return McpTool(tool.name, tool.description or "", schema, annotations or None)


def outcome_of(name: str, result: Any) -> CallOutcome:
    """A `CallToolResult` as a CallOutcome: structured content (unwrapped from `{"result": ...}`)
    as JSON text, else the text blocks; an `isError` result is a tool execution error; a result
    with nothing in it is malformed (a protocol error)."""
    blocks = [block.model_dump(by_alias=True, exclude_none=True) for block in result.content or []]
    texts = [block.get("text", "") for block in blocks if block.get("type") == "text"]
    if result.is_error:
        return CallOutcome(error={"type": "mcp_tool_execution_error", "content": blocks})
    structured = result.structured_content
    if structured is not None:
        value = structured["result"] if set(structured) == {"result"} else structured
        return CallOutcome(output=json.dumps(value, ensure_ascii=False, separators=(",", ":")))
    if not texts:
        return protocol_error(INTERNAL_ERROR, f"the MCP server sent a malformed result for {name} (no content "
                                              "block, no structured content)")
    return CallOutcome(output="\n".join(texts))


def protocol_error(code: int, message: str) -> CallOutcome:
    """A CallOutcome carrying an `mcp_protocol_error`."""
    return CallOutcome(error={"type": "mcp_protocol_error", "code": code, "message": message[:500]})


def leaf(error: BaseException) -> BaseException:
    """The first real error inside (nested) exception groups."""
    while isinstance(error, BaseExceptionGroup) and error.exceptions:
        error = error.exceptions[0]
    return error


def _mcp_error() -> type[Exception]:
    """`mcp.shared.exceptions.MCPError` (imported on first use, see `_session`)."""
    from mcp.shared.exceptions import MCPError

    return MCPError


def error_code(error: BaseException) -> int:
    """The JSON-RPC code that says what went wrong (timeout, connection, the server's own code)."""
    error = leaf(error)
    if isinstance(error, _mcp_error()):
        return error.code  # type: ignore[attr-defined]
    if isinstance(error, TimeoutError | httpx2.TimeoutException):
        return REQUEST_TIMEOUT
    if isinstance(error, ValidationError):
        return INTERNAL_ERROR
    return CONNECTION_CLOSED


def describe(error: BaseException, seconds: float) -> str:
    """One sentence for what went wrong reaching an MCP server."""
    error = leaf(error)
    if isinstance(error, TimeoutError | httpx2.TimeoutException):
        return f"no answer within {seconds:.3g} s (the server may hang; it was not retried)"
    if isinstance(error, httpx2.ConnectError):
        return f"could not connect ({error or 'connection refused'}): is the server running?"
    if isinstance(error, httpx2.HTTPStatusError):
        return f"the server answered HTTP {error.response.status_code}"
    if isinstance(error, ValidationError):
        return f"the server sent a malformed answer ({error.error_count()} validation errors)"
    if isinstance(error, _mcp_error()):
        return f"the server sent error {error.code}: {error.message}"  # type: ignore[attr-defined]
    if isinstance(error, httpx2.TransportError | anyio.ClosedResourceError | anyio.EndOfStream):
        return f"the server went away ({type(error).__name__}: {error or 'connection closed'})"
    return f"{type(error).__name__}: {error}"[:300]
