"""MCP clients for the lessons: the Agents SDK's, started the labkit way, and a synchronous twin
for the hand-written loops.

    server = stdio_server("incidents", allow_side_effects=True, require_approval={...})  # an agents.mcp server
    with http_process("incidents") as url:                # `labkit mcp incidents --transport http` on loopback
        server = http_server(url)

    with SyncMCP(stdio_server("incidents"), via="mcp_stdio") as mcp:   # for labkit.loops
        registry = registry_from_mcp(mcp)                 # the guarded Dispatcher validates and gates

What the launch helpers isolate, honestly: a stdio server gets a STRIPPED environment (the mcp
package's short default list: HOME, LOGNAME, PATH, SHELL, TERM, USER; plus PYTHONPATH so it finds
labkit; no OPENAI_API_KEY or anything else of yours) and a SCRATCH working directory (a fresh
temporary directory, removed afterwards). What they do NOT isolate: the network (the process can
open sockets; portable Python has no switch for that: use a container, `unshare -n` or a firewall),
the file system outside its working directory (it runs as you and can read what you can), and
CPU or memory.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Literal

from agents.mcp import MCPServerStdio, MCPServerStreamableHttp
from mcp.client.stdio import stdio_client
from pydantic import ConfigDict, Field, create_model

from labkit.errors import LabkitError
from labkit.loops.dispatch import LoopTool, Registry
from labkit.loops.schema import strict_schema

TIMEOUT_S = 5.0
"""How long one MCP request may take before the client gives up (seconds)."""

ROUTES = ("local", "mcp_stdio", "mcp_http")
"""How a tool call reached its function; the `via …` at the start of a tool row's `detail`."""

_LABKIT_ROOT = str(Path(__file__).resolve().parents[2])


class MCPFailed(LabkitError):
    """An MCP server did not answer usably: it did not start, timed out, went away, or sent a
    result labkit cannot read. The message says which, and what to check."""


def server_command(name: str = "incidents", *, transport: str = "stdio", allow_side_effects: bool = False,
                   fault: str | None = None, variant: str | None = None, port: int = 0) -> list[str]:
    """The command line that runs a lesson MCP server with this interpreter."""
    command = [sys.executable, "-m", "labkit.mcp", name, "--transport", transport]
    if transport == "http":
        command += ["--port", str(port)]
    if allow_side_effects:
        command.append("--allow-side-effects")
    if fault:
        command += ["--fault", fault]
    if variant:
        command += ["--variant", variant]
    return command


def sandbox_env() -> dict[str, str]:
    """The only variables a launched server gets on top of the mcp package's default list."""
    return {"PYTHONPATH": _LABKIT_ROOT}


class LoggedMCPServerStdio(MCPServerStdio):
    """The Agents SDK's `MCPServerStdio`, with the server's stderr written to `server.log` in its
    working directory instead of this process's stderr (in a notebook that would land in whatever
    cell runs next, or fail: a kernel's stderr may have no file descriptor)."""

    _log: Any = None

    def create_streams(self) -> Any:
        """The stdio streams, the child's stderr going to the log file."""
        self._log = open(Path(self.params.cwd or ".") / "server.log", "a", encoding="utf-8")  # noqa: SIM115
        return stdio_client(self.params, errlog=self._log)

    async def cleanup(self) -> None:
        """Close the session (stopping the child process), then the log file."""
        try:
            await super().cleanup()
        finally:
            if self._log is not None:
                self._log.close()
                self._log = None


def stdio_server(name: str = "incidents", *, allow_side_effects: bool = False, fault: str | None = None,
                 variant: str | None = None, scratch: str | os.PathLike | None = None,
                 timeout_s: float = TIMEOUT_S, **options: Any) -> LoggedMCPServerStdio:
    """The Agents SDK's stdio client for a lesson server, launched with a stripped environment in a
    scratch directory (`scratch`, or a new temporary one). `options` go to `MCPServerStdio`
    (`cache_tools_list`, `tool_filter`, `require_approval`, ...); `use_structured_content` is on
    by default (the mcp server sends a list result as one text block per item, which reads badly;
    its structured content is the whole value)."""
    command, *args = server_command(name, allow_side_effects=allow_side_effects, fault=fault, variant=variant)
    cwd = str(scratch) if scratch is not None else tempfile.mkdtemp(prefix="labkit-mcp-")
    params = {"command": command, "args": args, "env": sandbox_env(), "cwd": cwd}
    options.setdefault("name", f"{name}_stdio")
    options.setdefault("use_structured_content", True)
    return LoggedMCPServerStdio(params, client_session_timeout_seconds=timeout_s, **options)


def http_server(url: str, *, name: str = "incidents_http", timeout_s: float = TIMEOUT_S,
                **options: Any) -> MCPServerStreamableHttp:
    """The Agents SDK's streamable-HTTP client for a server at `url` (loopback only)."""
    if not url.startswith(("http://127.0.0.1:", "http://localhost:")):
        raise ValueError(f"{url!r}: the lesson servers listen on 127.0.0.1 only; start one with http_process()")
    options.setdefault("use_structured_content", True)
    return MCPServerStreamableHttp({"url": url, "timeout": timeout_s}, name=name,
                                   client_session_timeout_seconds=timeout_s, **options)


@contextmanager
def http_process(name: str = "incidents", *, allow_side_effects: bool = False, fault: str | None = None,
                 variant: str | None = None, startup_s: float = 15.0) -> Iterator[str]:
    """Run `labkit mcp NAME --transport http` as a child process (stripped environment, scratch
    directory) and yield its URL; the process is stopped (terminated, then killed) on exit."""
    scratch = tempfile.TemporaryDirectory(prefix="labkit-mcp-")
    log_path = Path(scratch.name) / "server.log"
    env = {key: os.environ[key] for key in ("PATH", "HOME", "SYSTEMROOT") if key in os.environ} | sandbox_env()
    with open(log_path, "wb") as log:
        process = subprocess.Popen(server_command(name, transport="http", allow_side_effects=allow_side_effects,
                                                  fault=fault, variant=variant),
                                   stdin=subprocess.DEVNULL, stdout=log, stderr=log, cwd=scratch.name, env=env)
    try:
        yield _wait_for_url(process, log_path, startup_s)
    finally:
        stop_process(process)
        scratch.cleanup()


def _wait_for_url(process: subprocess.Popen, log_path: Path, startup_s: float) -> str:
    """The URL the server prints once it listens; MCPFailed if it exits or stays silent."""
    deadline = time.monotonic() + startup_s
    marker = "listening on "
    while time.monotonic() < deadline:
        text = log_path.read_text(errors="replace")
        if marker in text:
            return text.split(marker, 1)[1].split()[0]
        if process.poll() is not None:
            last = text.strip().splitlines()[-1:] or ["(no output)"]
            raise MCPFailed(f"the MCP server exited with code {process.returncode} before listening: {last[0]}")
        time.sleep(0.05)
    raise MCPFailed(f"the MCP server did not listen within {startup_s:g} s; see its log {log_path}")


def stop_process(process: subprocess.Popen, grace_s: float = 3.0) -> None:
    """Terminate a child process, kill it if it lingers, and reap it (nothing is left behind)."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(grace_s)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# --- a synchronous session for the hand loops --------------------------------------------------


class SyncMCP:
    """An Agents SDK MCP server (connected on a private event loop in a background thread) that
    synchronous code can call: the hand-written loops' `Dispatcher` runs tools synchronously.

    `via` ("mcp_stdio" | "mcp_http") is how calls reach the tools; it goes on their ledger rows.
    Use it as a context manager: on exit the session closes and a stdio server process is stopped.
    """

    def __init__(self, server: Any, *, via: Literal["mcp_stdio", "mcp_http"], timeout_s: float = TIMEOUT_S) -> None:
        if via not in ROUTES[1:]:
            raise ValueError(f"via={via!r}: use 'mcp_stdio' or 'mcp_http'")
        self.server, self.via, self.timeout_s = server, via, timeout_s
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    def __repr__(self) -> str:
        return f"SyncMCP({self.server.name!r}, via={self.via!r})"

    def __enter__(self) -> SyncMCP:
        self.open()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def open(self) -> None:
        """Start the loop thread and connect (MCPFailed when the server does not come up)."""
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="labkit-mcp", daemon=True)
        self._thread.start()
        try:
            self._wait(self.server.connect(), "connect")
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        """Close the session (stopping a stdio server process) and the loop thread."""
        if self._loop is None:
            return
        try:
            self._wait(self.server.cleanup(), "close", quiet=True)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            if self._thread is not None:
                self._thread.join(self.timeout_s)
            self._loop.close()
            self._loop = self._thread = None

    def list_tools(self) -> list[Any]:
        """The server's tools (`mcp` Tool objects: name, description, input_schema, annotations)."""
        return self._wait(self.server.list_tools(), "tools/list")

    def call_tool(self, name: str, arguments: dict[str, Any]) -> Any:
        """Call one tool and return its value (JSON decoded when it is JSON); MCPFailed when the
        server times out, goes away or sends an empty result; MCPToolError when the tool failed."""
        result = self._wait(self.server.call_tool(name, arguments), f"tools/call {name}")
        return read_result(name, result)

    def _wait(self, coroutine: Any, what: str, *, quiet: bool = False) -> Any:
        if self._loop is None:
            coroutine.close()
            raise MCPFailed(f"{what}: the MCP session is closed; open it again (use `with SyncMCP(...)`)")
        future = asyncio.run_coroutine_threadsafe(coroutine, self._loop)
        try:
            return future.result(self.timeout_s * 3 + 5)
        except Exception as error:
            future.cancel()
            if quiet:
                return None
            raise MCPFailed(f"{what} on MCP server {self.server.name!r} failed: {_describe(error)}") from None


class MCPToolError(Exception):
    """The MCP server ran the tool and reported an error (`isError`); the text is the server's."""


def read_result(name: str, result: Any) -> Any:
    """A tool's value from a `CallToolResult`: the structured content (unwrapped from `{"result":
    ...}`), else the text (JSON decoded when it parses). MCPToolError for an error result,
    MCPFailed for a result with nothing in it."""
    texts = [block.text for block in (result.content or []) if getattr(block, "type", None) == "text"]
    if result.is_error:
        raise MCPToolError(" ".join(texts) or f"{name} failed on the MCP server (no message)")
    structured = result.structured_content
    if structured is not None:
        return structured["result"] if set(structured) == {"result"} else structured
    if not texts:
        raise MCPFailed(f"{name}: the MCP server sent a malformed result (no content block, no structured "
                        "content); the tool may be broken: do not retry it")
    text = "\n".join(texts)
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _describe(error: BaseException) -> str:
    text = str(error) or type(error).__name__
    if "timed out" in text.lower() or isinstance(error, TimeoutError):
        return f"no answer in time ({text}); the server may hang: it was not retried"
    if "closed" in text.lower() or "connection" in text.lower():
        return f"the server went away ({text})"
    return f"{type(error).__name__}: {text}"


# --- MCP tools as a labkit Registry -----------------------------------------------------------


_JSON_TYPES: dict[str, Any] = {"string": str, "integer": int, "number": float, "boolean": bool,
                               "array": list, "object": dict}


def _python_type(schema: dict[str, Any]) -> Any:
    """A Python type for one JSON-schema property (enums as Literal; anyOf with null as Optional)."""
    if "enum" in schema:
        return Literal[tuple(schema["enum"])]
    if "anyOf" in schema:
        options = [_python_type(option) for option in schema["anyOf"] if option.get("type") != "null"]
        nullable = any(option.get("type") == "null" for option in schema["anyOf"])
        kind = options[0] if len(options) == 1 else Any
        return kind | None if nullable and kind is not Any else kind
    return _JSON_TYPES.get(schema.get("type"), Any)


def arguments_model_from_schema(name: str, schema: dict[str, Any]) -> Any:
    """A pydantic model of an MCP tool's input schema: every property a field, a non-required one
    nullable (strict mode sends null for 'not given'), no extra keys."""
    required = set(schema.get("required", ()))
    fields: dict[str, Any] = {}
    for key, prop in schema.get("properties", {}).items():
        kind = _python_type(prop)
        if key not in required:
            kind = kind | None if kind is not Any else Any
        fields[key] = (kind, Field(..., description=prop.get("description")))
    return create_model(f"{name}_args", __config__=ConfigDict(extra="forbid"), **fields)


def is_read_only(tool: Any) -> bool:
    """True only when the server says `readOnlyHint: true`. Anything else counts as a side effect
    (fail closed): a tool that says nothing needs approval. A hint is the SERVER's claim."""
    annotations = getattr(tool, "annotations", None)
    return bool(annotations is not None and annotations.read_only_hint is True)


def registry_from_mcp(mcp: SyncMCP, *, allow: list[str] | None = None, read_only: list[str] | None = None,
                      tools: list[Any] | None = None) -> Registry:
    """The MCP server's tools as a `Registry` for the hand loops: each `LoopTool` calls the tool
    through the MCP session and records `via mcp_stdio|mcp_http`.

    - `allow`: keep only these names (an allow-list);
    - `read_only`: the tools YOU reviewed as read-only; every other one needs approval, whatever
      the server claims. Without it, the server's `readOnlyHint` decides (fail closed: a tool
      without the hint needs approval), which trusts the server;
    - `tools`: reuse a listing (e.g. one that was pinned) instead of asking again.
    """
    listed = tools if tools is not None else mcp.list_tools()
    if allow is not None:
        unknown = sorted(set(allow) - {tool.name for tool in listed})
        if unknown:
            raise ValueError(f"allow= names {unknown}, which the server does not offer; it offers "
                             f"{[tool.name for tool in listed]}")
        listed = [tool for tool in listed if tool.name in allow]
    trusted = set(read_only) if read_only is not None else {tool.name for tool in listed if is_read_only(tool)}
    return Registry(_loop_tool(mcp, tool, side_effect=tool.name not in trusted) for tool in listed)


def _loop_tool(mcp: SyncMCP, tool: Any, *, side_effect: bool) -> LoopTool:
    schema = tool.input_schema or {"type": "object", "properties": {}}
    model = arguments_model_from_schema(tool.name, schema)
    required = set(schema.get("required", ()))

    def call(**arguments: Any) -> Any:
        sent = {key: value for key, value in arguments.items() if value is not None or key in required}
        return mcp.call_tool(tool.name, sent)

    call.__name__ = tool.name
    return LoopTool(name=tool.name, fn=call, description=tool.description or tool.name,
                    parameters=strict_schema(model), side_effect=side_effect,
                    arguments_model=model, via=mcp.via)
