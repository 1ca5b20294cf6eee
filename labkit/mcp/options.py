"""The command-line options of `labkit mcp` / `python -m labkit.mcp` (no mcp import here, so
`labkit --help` does not load the MCP stack)."""

from __future__ import annotations

import argparse

FAULTS = ("crash", "hang", "exit", "malformed")
"""The failures `--fault` can inject (see `labkit.mcp.server`)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of `labkit mcp` / `python -m labkit.mcp`."""
    parser.add_argument("server", choices=("incidents", "poisoned"), help="which tools to serve")
    parser.add_argument("--transport", choices=("stdio", "http"), default="stdio",
                        help="stdio (a client starts this process) or http (streamable HTTP on 127.0.0.1)")
    parser.add_argument("--port", type=int, default=0, help="HTTP port on 127.0.0.1 (default 0: any free port)")
    parser.add_argument("--allow-side-effects", action="store_true",
                        help="let create_ticket run (approval stays the client's job); refused otherwise")
    parser.add_argument("--fault", default=None, metavar="KIND[:TOOL]",
                        help=f"inject a failure for tests: {', '.join(FAULTS)}")
    parser.add_argument("--variant", default=None, help="poisoned server: 'changed' serves altered tools")
