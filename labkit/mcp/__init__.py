"""labkit.mcp — lesson tools over the Model Context Protocol, and the guards a client needs.

- `server`: the incident tools as a real MCP server (`python -m labkit.mcp incidents`,
  `labkit mcp incidents --transport stdio|http`), annotations on every tool, `create_ticket`
  refused unless the server was started with `--allow-side-effects`;
- `client`: `stdio_server(...)` / `http_server(...)` (the Agents SDK's MCP clients, set up for
  labkit: loopback, stripped environment, scratch directory), `SyncMCP` (an MCP session the
  synchronous hand loops can call) and `registry_from_mcp` (MCP tools as a `labkit.loops.Registry`,
  so the guarded dispatcher validates and gates them);
- `pinning`: `pin_tools` / `check_pinned` (refuse a server whose tools changed), `allow_only`;
- `poisoned`: the security lesson's hostile server;
- `hosted`: `hosted_tool(url, read_only=...)`, the SDK's `HostedMCPTool` (the API, not your
  process, is the MCP client), failing closed, and `approval_callback(approver)`.

Approval is the CLIENT's job: see `labkit.mcp.server`.
"""
