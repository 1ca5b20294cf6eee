"""How tool calls were reached, read back from the ledger, and what each route costs per call.

A tool row's `detail` starts with `via mcp_stdio; ` or `via mcp_http; ` (hand loops,
`labkit.mcp.client.registry_from_mcp`), `via mcp server NAME; ` (the Agents SDK, from its
function span) or `via mcp_hosted server LABEL; ` (hosted MCP: the API made the call, and the
row comes from the response's `mcp_call` item); a row without it is a local function call.
`route_of` turns that into one of `ROUTES`; `per_call_overhead` compares the routes' measured
latencies (a hosted call has none of its own: it is inside its model call).

Those latencies are WALL CLOCK (an MCP tool has no modelled latency: the point is to measure the
transport), so they change from run to run: show them as a figure or in a cell whose output is
not compared, and check only their ORDER in a compared cell.
"""

from __future__ import annotations

import re

import pandas as pd

ROUTES = ("local", "mcp_stdio", "mcp_http", "mcp_hosted")
_VIA = re.compile(r"^via (mcp_stdio|mcp_http|mcp_hosted server \S+|mcp server (\S+));")


def route_of(detail: object) -> str:
    """"local", "mcp_stdio", "mcp_http", "mcp_hosted" (or "mcp" for an SDK server whose name says
    neither stdio nor http)."""
    match = _VIA.match(detail) if isinstance(detail, str) else None
    if match is None:
        return "local"
    if match.group(1).startswith("mcp_hosted"):
        return "mcp_hosted"
    if match.group(2) is None:
        return match.group(1)
    server = match.group(2)
    return next((route for route in ROUTES[1:3] if server.endswith(route.removeprefix("mcp"))), "mcp")


def with_routes(frame: pd.DataFrame) -> pd.DataFrame:
    """The frame's tool rows with a `route` column."""
    tools = frame[frame["kind"] == "tool"]
    return tools.assign(route=tools["detail"].map(route_of))


def per_call_overhead(frame: pd.DataFrame, name: str | None = None) -> pd.DataFrame:
    """Per route (local, mcp_stdio, mcp_http, mcp_hosted, in that order): calls, median and 90th-percentile
    `latency_ms` of its ok tool rows (optionally of one tool only), and the median as a multiple of
    the local median."""
    rows = with_routes(frame)
    rows = rows[rows["status"] == "ok"]
    if name is not None:
        rows = rows[rows["name"] == name]
    grouped = rows.groupby("route")["latency_ms"]
    table = pd.DataFrame({"calls": grouped.size(), "median_ms": grouped.median(), "p90_ms": grouped.quantile(0.9)})
    table = table.reindex([route for route in (*ROUTES, "mcp") if route in table.index])
    if "local" in table.index:
        table["x_local"] = table["median_ms"] / table.loc["local", "median_ms"]
    return table
