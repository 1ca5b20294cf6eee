"""Hosted MCP: the Responses API's `mcp` tool, answered by the simulator as the API answers it.

    tools=[{"type": "mcp", "server_label": "incidents", "server_url": "http://127.0.0.1:8931/mcp",
            "require_approval": {"never": {"tool_names": ["search_incidents"]}}}]

With an `mcp` tool the caller never runs the tool: the API does. For one request the simulator:

1. LISTS each server the conversation holds no listing of yet (an `mcp_list_tools` output item),
   keeping the tools `allowed_tools` allows. A server that cannot be listed fails the request
   with the API's 424, "Error retrieving tool list from MCP server: 'label'", plus why.
2. Lets the simulated model CHOOSE, seeing the listed tools as it sees function tools (name,
   description, input schema): the engine is not told they are MCP tools.
3. CALLS a chosen tool that needs no approval, itself (an `mcp_call` item with `output`, or with
   `error` when the server failed, hung past its timeout or sent a malformed result); the model
   reads the result and decides again, in the same response, until it answers in text.
   A chosen tool that needs approval ENDS the response with an `mcp_approval_request` item.
4. RESUMES on the next request that carries an `mcp_approval_response` (after
   `previous_response_id`, or with the items resent): approved, the call is made first (an
   `mcp_call` with `approval_request_id`); rejected, it is never made, and the model reads that
   it was not approved. A side effect runs only on the request that carries its approval.

`require_approval` is "always" (the API's default), "never", or `{"always": filter, "never":
filter}`, where a filter names tools (`tool_names`) and/or matches the server's `readOnlyHint`
(`read_only`). A tool neither filter matches needs approval (fail closed, like the default).

Left out, because the simulator cannot match them faithfully: `connector_id` and `tunnel_id`
(OpenAI's connectors; a 400 says so), OAuth flows (`authorization` is sent as a bearer header,
nothing more), remote servers (only loopback URLs are reached), `max_tool_calls`, and the cost
of the MCP server's own time (the modelled latency counts the model's passes only).
"""

from __future__ import annotations

import dataclasses
import ipaddress
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from labkit.sim.mcp_client import CallOutcome, Endpoint, HostedMcpClient, McpTool, Unreachable
from labkit.sim.responses import check, invalid_type, invalid_value, missing, optional, required
from labkit.sim.types import Conversation, Decision, Message, PlannedCall, SimError, Tool, ToolCall, ToolChoice

#: The most model passes one response makes before it must answer (each pass may call tools).
MAX_PASSES = 8

Decide = Callable[[Conversation], Decision]


# --- the tool definition -----------------------------------------------------------------------


@dataclass(frozen=True)
class ToolFilter:
    """Which tools a filter matches: by name (`names`) and/or by the server's read-only claim.
    A filter with neither matches every tool."""

    names: frozenset[str] | None = None
    read_only: bool | None = None

    def matches(self, tool: McpTool) -> bool:
        """True when the tool meets every condition the filter sets."""
        if self.names is not None and tool.name not in self.names:
            return False
        return self.read_only is None or tool.read_only == self.read_only


@dataclass(frozen=True)
class McpServer:
    """One `mcp` tool of a request: the server's label, where it is, which tools it may offer,
    and which calls need approval (`approval` "always" / "never", or the two filters)."""

    label: str
    endpoint: Endpoint
    allowed: ToolFilter | None = None
    approval: str | None = "always"
    always: ToolFilter | None = None
    never: ToolFilter | None = None

    def offers(self, tool: McpTool) -> bool:
        """Whether `allowed_tools` lets the model see this tool."""
        return self.allowed is None or self.allowed.matches(tool)

    def needs_approval(self, tool: McpTool) -> bool:
        """Whether a call to this tool waits for an `mcp_approval_response` (fail closed)."""
        if self.approval is not None:
            return self.approval != "never"
        if self.always is not None and self.always.matches(tool):
            return True
        return not (self.never is not None and self.never.matches(tool))


def servers_of(body: dict[str, Any]) -> list[McpServer]:
    """The request's `mcp` tools, checked (a 400 naming the field for a bad one)."""
    servers: list[McpServer] = []
    for index, tool in enumerate(body.get("tools") or []):
        if isinstance(tool, dict) and tool.get("type") == "mcp":
            server = parse_server(tool, f"tools[{index}]")
            if any(known.label == server.label for known in servers):
                raise SimError(f"Two MCP tools use server_label '{server.label}': give each server its own label.",
                               param=f"tools[{index}].server_label", code="invalid_value")
            servers.append(server)
    return servers


def parse_server(tool: dict[str, Any], path: str) -> McpServer:
    """One `mcp` tool definition (see the module docstring for what is left out)."""
    label = required(tool, "server_label", "string", f"{path}.server_label")
    if not label.strip():
        raise SimError(f"Invalid '{path}.server_label': empty string. Give the server a label.",
                       param=f"{path}.server_label", code="empty_string")
    url = tool.get("server_url")
    if url is None:
        for key in ("connector_id", "tunnel_id"):
            if tool.get(key) is not None:
                raise SimError(f"labkit.sim does not run OpenAI's connectors or tunnels ('{path}.{key}'): it only "
                               f"reaches local MCP servers. Give '{path}.server_url' a loopback URL such as "
                               "http://127.0.0.1:8931/mcp instead.", param=f"{path}.{key}", code="unsupported_parameter")
        raise missing(f"{path}.server_url")
    check(url, "string", f"{path}.server_url")
    if not is_loopback(url):
        raise SimError(f"labkit.sim only reaches local MCP servers: '{path}.server_url' must be an http(s) URL on "
                       f"127.0.0.1 or localhost, such as http://127.0.0.1:8931/mcp, got {url!r}. Start one with "
                       "`labkit mcp incidents --transport http`.", param=f"{path}.server_url", code="invalid_value")
    approval, always, never = parse_approval(tool.get("require_approval"), f"{path}.require_approval")
    optional(tool, "server_description", "string", f"{path}.server_description")
    return McpServer(label, Endpoint(url, parse_headers(tool, path)),
                     parse_allowed(tool.get("allowed_tools"), f"{path}.allowed_tools"), approval, always, never)


def is_loopback(url: str) -> bool:
    """True for an http(s) URL whose host is localhost or a loopback address."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number
    except ValueError:
        return False
    if parts.scheme not in ("http", "https"):
        return False
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def parse_headers(tool: dict[str, Any], path: str) -> tuple[tuple[str, str], ...]:
    """`headers` (an object of strings) plus `authorization` as a bearer header."""
    headers = optional(tool, "headers", "object", f"{path}.headers") or {}
    pairs = [(key, check(value, "string", f"{path}.headers.{key}")) for key, value in headers.items()]
    token = optional(tool, "authorization", "string", f"{path}.authorization")
    if token:
        pairs.append(("Authorization", f"Bearer {token}"))
    return tuple(pairs)


def parse_filter(value: Any, path: str) -> ToolFilter:
    """A tool filter object: `{"tool_names": [...], "read_only": bool}`, both optional."""
    check(value, "object", path)
    for key in value:
        if key not in ("tool_names", "read_only"):
            raise SimError(f"Unknown parameter: '{path}.{key}'.", param=f"{path}.{key}", code="unknown_parameter")
    names = optional(value, "tool_names", "array", f"{path}.tool_names")
    if names is not None:
        names = frozenset(check(name, "string", f"{path}.tool_names[{i}]") for i, name in enumerate(names))
    return ToolFilter(names, optional(value, "read_only", "boolean", f"{path}.read_only"))


def parse_allowed(value: Any, path: str) -> ToolFilter | None:
    """`allowed_tools`: a list of names or a filter object (None: every tool)."""
    if value is None:
        return None
    if isinstance(value, list):
        return ToolFilter(frozenset(check(name, "string", f"{path}[{i}]") for i, name in enumerate(value)))
    if not isinstance(value, dict):
        raise invalid_type(path, "one of an array of strings or an object", value)
    return parse_filter(value, path)


def parse_approval(value: Any, path: str) -> tuple[str | None, ToolFilter | None, ToolFilter | None]:
    """`require_approval`: ("always" | "never", None, None), or (None, always filter, never filter)."""
    if value is None:
        return "always", None, None
    if isinstance(value, str):
        if value not in ("always", "never"):
            raise invalid_value(path, value, ["always", "never"])
        return value, None, None
    if not isinstance(value, dict):
        raise invalid_type(path, "one of a string or an object", value)
    for key in value:
        if key not in ("always", "never"):
            raise SimError(f"Unknown parameter: '{path}.{key}'.", param=f"{path}.{key}", code="unknown_parameter")
    filters = {key: parse_filter(value[key], f"{path}.{key}") if value.get(key) is not None else None
               for key in ("always", "never")}
    return None, filters["always"], filters["never"]


# --- what one response does -------------------------------------------------------------------


@dataclass(frozen=True)
class Listed:
    """A server was listed for this response (an `mcp_list_tools` item)."""

    label: str
    tools: tuple[McpTool, ...]


@dataclass(frozen=True)
class Called:
    """A tool was called on a server (an `mcp_call` item)."""

    label: str
    name: str
    arguments: str
    outcome: CallOutcome
    approval_request_id: str | None = None


@dataclass(frozen=True)
class Asked:
    """A call waits for approval (an `mcp_approval_request` item)."""

    label: str
    name: str
    arguments: str


Event = Listed | Called | Asked


@dataclass
class HostedTurn:
    """What the hosted MCP part of one response produced.

    - `events`: the output items to write before the final one(s), in order;
    - `final`: what the response ends with: a text answer, function calls for the caller, or
      nothing (when it ends on approval requests); `conv` is the model's view it was decided in;
    - `earlier`: each model pass before the final one, as (view, decision), for token counting;
    - `asked`: the calls of the final pass that became approval requests (their tokens count too).
    """

    conv: Conversation
    final: Decision
    events: list[Event]
    earlier: list[tuple[Conversation, Decision]]
    asked: list[PlannedCall]


@dataclass(frozen=True)
class Offered:
    """A tool the model may call, and the server it lives on."""

    server: McpServer
    tool: McpTool


def answer(conv: Conversation, servers: list[McpServer], *, history: list[dict[str, Any]],
           new_items: list[dict[str, Any]], decide: Decide, client: HostedMcpClient, deadline: float) -> HostedTurn:
    """Run the hosted MCP part of one response (see the module docstring): list, run the approved
    calls, then let the model choose and call until it answers or must ask for approval."""
    items = history + new_items
    events: list[Event] = []
    offered = _offered_tools(servers, listings_in(items), client, deadline, events)
    view = model_view(conv, servers, offered)
    approved = approvals_to_run(items, new_items)
    if approved:
        view = with_results(view, [_run_approved(request, offered, client, deadline, events)
                                   for request in approved])
    earlier: list[tuple[Conversation, Decision]] = []
    rationale: list[str] = []
    for _ in range(MAX_PASSES):
        decision = decide(view)
        rationale += decision.rationale
        mine = [call for call in decision.calls if call.name in offered]
        if not mine:
            return HostedTurn(view, _with_rationale(decision, rationale), events, earlier, [])
        others = [call for call in decision.calls if call.name not in offered]
        asked = [call for call in mine if offered[call.name].server.needs_approval(offered[call.name].tool)]
        results = [_run_call(call, offered[call.name], client, deadline, events)
                   for call in mine if call not in asked]
        events += [Asked(offered[call.name].server.label, call.name, call.arguments) for call in asked]
        if asked or others:
            final = Decision(calls=others, reasoning=decision.reasoning, rationale=rationale)
            return HostedTurn(view, final, events, earlier, asked)
        earlier.append((view, decision))
        view = with_results(dataclasses.replace(view, tool_choice=ToolChoice()), results)
    final = decide(dataclasses.replace(view, tool_choice=ToolChoice(mode="none")))
    rationale += [f"{MAX_PASSES} passes with MCP calls: answering without tools", *final.rationale]
    return HostedTurn(view, _with_rationale(final, rationale), events, earlier, [])


def _with_rationale(decision: Decision, rationale: list[str]) -> Decision:
    return dataclasses.replace(decision, rationale=list(rationale))


def _offered_tools(servers: list[McpServer], listings: dict[str, list[McpTool]], client: HostedMcpClient,
                   deadline: float, events: list[Event]) -> dict[str, Offered]:
    """The tools the model may call, by name: from the conversation's listing of each server, or
    from listing it now (a `Listed` event); 424 for a server that cannot be listed."""
    offered: dict[str, Offered] = {}
    for server in servers:
        tools = listings.get(server.label)
        if tools is None:
            try:
                tools = [tool for tool in client.list_tools(server.endpoint, deadline=deadline) if server.offers(tool)]
            except Unreachable as why:
                raise list_failed(server.label, str(why)) from None
            events.append(Listed(server.label, tuple(tools)))
        for tool in tools:
            if server.offers(tool):
                offered[tool.name] = _unique(offered, tool.name, Offered(server, tool))
    return offered


def _unique(offered: dict[str, Offered], name: str, candidate: Offered) -> Offered:
    if name in offered:
        raise SimError(f"MCP servers '{offered[name].server.label}' and '{candidate.server.label}' both offer a "
                       f"tool named '{name}'; labkit.sim's model calls tools by name. Leave one out with "
                       "allowed_tools.", param="tools", code="invalid_value")
    return candidate


def list_failed(label: str, why: str) -> SimError:
    """The API's 424 for a server whose tools could not be listed (the request fails)."""
    return SimError(f"Error retrieving tool list from MCP server: '{label}'. {why}", status=424,
                    type="external_connector_error", param="tools", code="http_error")


def model_view(conv: Conversation, servers: list[McpServer], offered: dict[str, Offered]) -> Conversation:
    """`conv` as the model sees it: each `mcp` tool replaced by its server's tools, presented as
    function tools (name, description, input schema)."""
    tools: list[Tool] = []
    for tool in conv.tools:
        if tool.type != "mcp":
            tools.append(tool)
            continue
        tools += [Tool(name=name, description=entry.tool.description, parameters=entry.tool.input_schema)
                  for name, entry in offered.items() if entry.server.label == tool.name]
    names = [tool.name for tool in tools if tool.type == "function"]
    clash = next((name for name in offered if names.count(name) > 1), None)
    if clash is not None:
        raise SimError(f"A function tool and MCP server '{offered[clash].server.label}' are both named '{clash}'; "
                       "labkit.sim's model calls tools by name. Rename the function, or leave the MCP tool out "
                       "with allowed_tools.", param="tools", code="invalid_value")
    return dataclasses.replace(conv, tools=tools, tool_choice=_choice(conv.tool_choice, servers))


def _choice(choice: ToolChoice, servers: list[McpServer]) -> ToolChoice:
    """`tool_choice` `{"type": "mcp", ...}` in the model's terms: a named tool is forced like a
    function; a server without a name means "call one of its tools"."""
    if choice.mode == "hosted" and choice.name == "mcp":
        return ToolChoice(mode="required")
    return choice


def with_results(view: Conversation, results: list[tuple[ToolCall, str]]) -> Conversation:
    """The view with one assistant turn holding these calls, then each call's result."""
    if not results:
        return view
    turn = [Message(role="assistant", tool_calls=tuple(call for call, _ in results))]
    turn += [Message(role="tool", content=text, tool_call_id=call.call_id, name=call.name) for call, text in results]
    return dataclasses.replace(view, messages=[*view.messages, *turn])


def _run_call(call: PlannedCall, entry: Offered, client: HostedMcpClient, deadline: float,
              events: list[Event], approval_request_id: str | None = None) -> tuple[ToolCall, str]:
    """Make one call on its server; a `Called` event; the (call, result text) the model reads."""
    try:
        arguments = json.loads(call.arguments or "{}")
    except ValueError:
        arguments = None
    if isinstance(arguments, dict):
        outcome = client.call_tool(entry.server.endpoint, call.name, arguments, deadline=deadline)
    else:
        outcome = CallOutcome(error={"type": "mcp_protocol_error", "code": -32602,
                                     "message": f"the arguments for {call.name} are not a JSON object"})
    events.append(Called(entry.server.label, call.name, call.arguments, outcome, approval_request_id))
    call_id = f"hosted_{len(events)}"
    return ToolCall(call_id, call.name, call.arguments), outcome.text_for_model()


def _run_approved(request: dict[str, Any], offered: dict[str, Offered], client: HostedMcpClient,
                  deadline: float, events: list[Event]) -> tuple[ToolCall, str]:
    """Make a call that was waiting for approval and has just been approved."""
    name, label = request.get("name"), request.get("server_label")
    entry = offered.get(name) if isinstance(name, str) else None
    if entry is None or entry.server.label != label:
        raise SimError(f"Approval request '{request.get('id')}' is for tool '{name}' on MCP server '{label}', which "
                       "this request does not offer: send the same mcp tool (server_label, allowed_tools) again.",
                       param="tools", code="invalid_value")
    planned = PlannedCall(name, str(request.get("arguments") or "{}"))
    return _run_call(planned, entry, client, deadline, events, approval_request_id=str(request["id"]))


# --- reading the conversation ---------------------------------------------------------------------


def listings_in(items: list[dict[str, Any]]) -> dict[str, list[McpTool]]:
    """The tools of each server the conversation already listed (its latest error-free
    `mcp_list_tools` item per server label)."""
    listings: dict[str, list[McpTool]] = {}
    for item in items:
        if item.get("type") == "mcp_list_tools" and not item.get("error") and isinstance(item.get("tools"), list):
            tools = [McpTool.from_item(entry) for entry in item["tools"] if isinstance(entry, dict)]
            listings[str(item.get("server_label"))] = tools
    return listings


def approvals_to_run(items: list[dict[str, Any]], new_items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The approval requests this request approves and nobody ran yet (each once), in order.

    Only approvals in this request's own input count: one seen before already had its turn. An
    approval for a request the conversation does not hold is a 400."""
    requests = {item.get("id"): item for item in items if item.get("type") == "mcp_approval_request"}
    ran = {item.get("approval_request_id") for item in items if item.get("type") == "mcp_call"}
    approved: list[dict[str, Any]] = []
    for index, item in enumerate(new_items):
        if item.get("type") != "mcp_approval_response":
            continue
        request_id = item.get("approval_request_id")
        if request_id not in requests:
            raise SimError(f"No approval request found with id '{request_id}'. Send the mcp_approval_request item "
                           "before its response, or the previous_response_id of the response that asked.",
                           param=f"input[{index}].approval_request_id", code="invalid_value")
        if item.get("approve") is True and request_id not in ran and requests[request_id] not in approved:
            approved.append(requests[request_id])
    return approved


def asks_for_approval(items: list[dict[str, Any]]) -> bool:
    """Whether any item is an `mcp_approval_response` (the request must then carry its server)."""
    return any(item.get("type") == "mcp_approval_response" for item in items)


# --- writing the output items ----------------------------------------------------------------------


def output_items(events: list[Event], new_id: Callable[[str], str]) -> list[dict[str, Any]]:
    """The output items for the events, in order, with new ids (mcpl_…, mcp_…, mcpr_…)."""
    return [_item(event, new_id) for event in events]


def _item(event: Event, new_id: Callable[[str], str]) -> dict[str, Any]:
    if isinstance(event, Listed):
        return {"type": "mcp_list_tools", "id": new_id("mcpl"), "server_label": event.label,
                "tools": [tool.as_item() for tool in event.tools], "error": None}
    if isinstance(event, Asked):
        return {"type": "mcp_approval_request", "id": new_id("mcpr"), "server_label": event.label,
                "name": event.name, "arguments": event.arguments}
    outcome = event.outcome
    return {"type": "mcp_call", "id": new_id("mcp"), "server_label": event.label, "name": event.name,
            "arguments": event.arguments, "output": outcome.output, "error": outcome.error,
            "status": "completed" if outcome.ok else "failed", "approval_request_id": event.approval_request_id}
