"""MCP servers for the lessons, built with the `mcp` package (`mcp.server.mcpserver.MCPServer`,
the class mcp 1.x called FastMCP).

    python -m labkit.mcp incidents --transport stdio
    labkit mcp incidents --transport http --port 8931        # http://127.0.0.1:8931/mcp

`incidents` serves the incident-triage tools of `labkit.scenarios.incidents`, bound to one world
(the server process's own `IncidentsWorld`). Each tool carries MCP annotations: the four readers
say `readOnlyHint: true`; `create_ticket`, the one side effect, says `readOnlyHint: false,
destructiveHint: false` (it adds a ticket, it deletes nothing).

WHO APPROVES A SIDE EFFECT? The client. An MCP server cannot see the human: approval is the job
of whoever calls `tools/call` (the Agents SDK's `require_approval`, labkit's `Dispatcher` gate).
Annotations are hints a client may read, not a guard: a hostile server can say anything there.
As a second wall, this server REFUSES `create_ticket` (an error result, nothing filed) unless it
was started with `--allow-side-effects`: a server started without thinking cannot change
anything, whatever client talks to it.

`poisoned` serves the security lesson's hostile tools (see `labkit.mcp.poisoned`).

Faults, for the bad-input tests (`--fault KIND[:TOOL]`): `crash` (exit before serving), `hang:TOOL`
(the call never answers), `exit:TOOL` (the process dies during the call), `malformed:TOOL` (the result
is empty: no content block, no structured content).

Every address is loopback: the HTTP transport binds 127.0.0.1 and nothing else.
"""

from __future__ import annotations

import argparse
import functools
import inspect
import os
import socket
import sys
import time
from collections.abc import Callable
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations

from labkit.mcp.options import FAULTS, add_arguments
from labkit.scenarios import incidents

HOST = "127.0.0.1"
PATH = "/mcp"
READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False)
SIDE_EFFECT = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False)


def tool_function(fn: Callable[..., Any], world: Any = None) -> Callable[..., Any]:
    """`fn` as an MCP tool: the run's world bound (when it takes one), and a `ValueError` (a bad
    argument the model can fix) passed on as a `ToolError`, whose message the client sees (the
    mcp server hides the text of any other exception)."""
    signature = inspect.signature(fn)
    parameters = list(signature.parameters.values())
    takes_world = bool(parameters) and parameters[0].name == "world"

    @functools.wraps(fn)
    def tool(**arguments: Any) -> Any:
        try:
            return fn(world, **arguments) if takes_world else fn(**arguments)
        except ValueError as error:
            raise ToolError(str(error)) from None

    del tool.__wrapped__  # the schema comes from the signature below, not from `fn`'s
    tool.__signature__ = signature.replace(parameters=parameters[1:] if takes_world else parameters)
    return tool


def refuse_side_effect(name: str) -> Callable[..., Any]:
    """What `create_ticket` does on a server started without `--allow-side-effects`: refuse."""

    def refuse(**_: Any) -> Any:
        raise ToolError(f"{name} refused: this MCP server was started without --allow-side-effects, "
                        "so it changes nothing; nothing was filed")

    return refuse


def build_incidents_server(*, world: Any = None, allow_side_effects: bool = False,
                           fault: str | None = None) -> MCPServer:
    """The incident-triage tools as an MCP server, bound to `world` (a new `IncidentsWorld` when
    None). `create_ticket` runs only when `allow_side_effects` is True; `fault` injects one failure
    (see the module docstring)."""
    world = incidents.SCENARIO.new_world() if world is None else world
    kind, _, target = (fault or "").partition(":")
    server = MCPServer("labkit-incidents", instructions="Incident triage tools (labkit lesson 10).",
                       log_level="WARNING")
    for spec in incidents.SCENARIO.tools:
        fn = tool_function(spec.fn, world)
        if spec.side_effect and not allow_side_effects:
            fn = _keeping_signature(fn, refuse_side_effect(spec.name))
        if target == spec.name:
            fn = _faulty(fn, kind)
        server.add_tool(fn, name=spec.name, description=inspect.getdoc(spec.fn),
                        annotations=SIDE_EFFECT if spec.side_effect else READ_ONLY,
                        structured_output=False if target == spec.name and kind == "malformed" else None)
    return server


def _keeping_signature(original: Callable[..., Any], replacement: Callable[..., Any]) -> Callable[..., Any]:
    """`replacement`, advertised with `original`'s name, docstring and signature."""
    replacement.__name__, replacement.__doc__ = original.__name__, original.__doc__
    replacement.__signature__ = inspect.signature(original)
    return replacement


def _faulty(fn: Callable[..., Any], kind: str) -> Callable[..., Any]:
    """`fn` with one injected fault: hang, exit (the process dies mid-call) or malformed."""

    if kind == "malformed":
        return _malformed(fn)

    def faulty(**arguments: Any) -> Any:
        if kind == "hang":
            time.sleep(3600)
        if kind == "exit":
            os._exit(3)
        return fn(**arguments)

    return _keeping_signature(fn, faulty)


def _malformed(fn: Callable[..., Any]) -> Callable[..., Any]:
    """`fn` answering every call with an empty result: no content block, no structured content."""

    def malformed(**_: Any) -> Any:
        return []

    return _keeping_signature(fn, malformed)


SERVERS: dict[str, Callable[..., MCPServer]] = {"incidents": build_incidents_server}


def _server_named(name: str, **options: Any) -> MCPServer:
    if name == "poisoned":
        from labkit.mcp.poisoned import build_poisoned_server

        return build_poisoned_server(**options)
    return SERVERS[name](**options)


def serve(args: argparse.Namespace) -> int:
    """Run the server the parsed options describe until its client goes (stdio) or Ctrl-C (http)."""
    kind = (args.fault or "").partition(":")[0]
    if kind and kind not in FAULTS:
        raise ValueError(f"--fault {args.fault!r}: use one of {', '.join(FAULTS)} (with :TOOL except crash)")
    if kind == "crash":
        print("labkit mcp: crashing on purpose (--fault crash)", file=sys.stderr)
        return 3
    options: dict[str, Any] = {"allow_side_effects": args.allow_side_effects, "fault": args.fault}
    if args.server == "poisoned":
        options = {"variant": args.variant}
    server = _server_named(args.server, **options)
    if args.transport == "stdio":
        server.run("stdio")
        return 0
    return serve_http(server, port=args.port)


def serve_http(server: MCPServer, *, port: int = 0) -> int:
    """Serve `server` over streamable HTTP on 127.0.0.1:`port` (0: a free one); the first line on
    stderr says the address: `labkit mcp: listening on http://127.0.0.1:PORT/mcp`."""
    import anyio
    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((HOST, port))
    sock.listen(128)  # connections wait in the backlog until uvicorn accepts them: the printed URL works at once
    app = server.streamable_http_app(streamable_http_path=PATH, host=HOST)
    config = uvicorn.Config(app, log_level="warning", lifespan="on")
    print(f"labkit mcp: listening on http://{HOST}:{sock.getsockname()[1]}{PATH}", file=sys.stderr, flush=True)
    anyio.run(lambda: uvicorn.Server(config).serve(sockets=[sock]))
    return 0


def main(argv: list[str] | None = None) -> int:
    """`python -m labkit.mcp SERVER [--transport stdio|http] [--port N] ...`."""
    parser = argparse.ArgumentParser(prog="python -m labkit.mcp", description="Serve lesson tools over MCP.")
    add_arguments(parser)
    try:
        return serve(parser.parse_args(argv))
    except KeyboardInterrupt:
        return 130
