"""The Responses API wire format (`POST /v1/responses`).

Three jobs, all pure functions with no HTTP in sight:

1. `parse_request` turns a request body (plus the history the server resolved from
   `previous_response_id` or a conversation) into a `Conversation`, rejecting malformed bodies with
   the API's own error texts (`SimError`).
2. `build_response` turns the policy's `Decision` into a full Response object.
3. `stream_events` replays that Response as the exact server-sent event sequence the API streams.

The small validation helpers at the top (`invalid_type`, `missing`, ...) are shared with `chat.py`.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from labkit.sim.types import (
    Conversation,
    Decision,
    HostedSearch,
    Message,
    SimError,
    Tool,
    ToolCall,
    ToolChoice,
    Usage,
)

NewId = Callable[[str], str]
Split = Callable[[str], list[str]]
Event = tuple[str, dict[str, Any]]

# --------------------------------------------------------------------------------------------
# Validation helpers (the API's error wording)
# --------------------------------------------------------------------------------------------

_KINDS: dict[str, tuple[str, Callable[[Any], bool]]] = {
    "string": ("a string", lambda v: isinstance(v, str)),
    "integer": ("an integer", lambda v: isinstance(v, int) and not isinstance(v, bool)),
    "number": ("a decimal", lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)),
    "boolean": ("a boolean", lambda v: isinstance(v, bool)),
    "object": ("an object", lambda v: isinstance(v, dict)),
    "array": ("an array", lambda v: isinstance(v, list)),
}


def type_name(value: Any) -> str:
    """How the API names a JSON value's type in errors: "a string", "an integer", "null", ..."""
    if value is None:
        return "null"
    for article_name, test in _KINDS.values():
        if test(value):
            return article_name
    return "an unknown type"


def invalid_type(path: str, expected: str, value: Any) -> SimError:
    """`Invalid type for 'path': expected <expected>, but got <type> instead.` (code invalid_type)."""
    return SimError(
        f"Invalid type for '{path}': expected {expected}, but got {type_name(value)} instead.",
        param=path,
        code="invalid_type",
    )


def missing(path: str) -> SimError:
    """`Missing required parameter: 'path'.` (code missing_required_parameter)."""
    return SimError(f"Missing required parameter: '{path}'.", param=path, code="missing_required_parameter")


def quote_list(values: list[str]) -> str:
    """`'a', 'b', and 'c'`: the API's way of listing supported values."""
    quoted = [f"'{value}'" for value in values]
    if len(quoted) <= 2:
        return " and ".join(quoted)
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def invalid_value(path: str, value: Any, supported: list[str]) -> SimError:
    """`Invalid value: 'x'. Supported values are: 'a', 'b', and 'c'.` (code invalid_value)."""
    return SimError(
        f"Invalid value: '{value}'. Supported values are: {quote_list(supported)}.",
        param=path,
        code="invalid_value",
    )


#: The API accepts at most this many tools in one request.
MAX_TOOLS = 128

_TOOL_NAME = re.compile(r"[a-zA-Z0-9_-]+")


def tool_name(value: str, path: str, longest: int) -> str:
    """A function tool's name as the API checks it: letters, digits, `_` and `-` only (no dots or
    spaces: `billing.get_invoice` is refused), at most `longest` characters (64 in Chat
    Completions, 128 in Responses)."""
    if not _TOOL_NAME.fullmatch(value):
        raise SimError(f"Invalid '{path}': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
                       param=path, code="invalid_value")
    if len(value) > longest:
        raise SimError(f"Invalid '{path}': string too long. Expected a string with maximum length {longest}, "
                       f"but got a string with length {len(value)} instead.", param=path, code="string_above_max_length")
    return value


def array_too_long(path: str, length: int, limit: int = MAX_TOOLS) -> SimError:
    """The API's error for an array over its maximum length (code array_above_max_length)."""
    return SimError(
        f"Invalid '{path}': array too long. Expected an array with maximum length {limit}, but got an array "
        f"with length {length} instead.",
        param=path,
        code="array_above_max_length",
    )


def empty_array(path: str) -> SimError:
    """The API's error for an array that must not be empty (code empty_array)."""
    return SimError(
        f"Invalid '{path}': empty array. Expected an array with minimum length 1, but got an empty array instead.",
        param=path,
        code="empty_array",
    )


def check(value: Any, kind: str, path: str) -> Any:
    """Return `value` if it is of JSON `kind` ("string", "integer", ...), else raise invalid_type."""
    article_name, test = _KINDS[kind]
    if not test(value):
        raise invalid_type(path, article_name, value)
    return value


def optional(body: dict[str, Any], key: str, kind: str, path: str | None = None) -> Any:
    """`body[key]` checked to be of `kind`, or None when absent or null."""
    value = body.get(key)
    return None if value is None else check(value, kind, path or key)


def parse_temperature(body: dict[str, Any]) -> float | None:
    """`temperature`, a number from 0 to 2 (the API's range), or None when not sent."""
    value = optional(body, "temperature", "number")
    if value is not None and not 0 <= value <= 2:
        above = value > 2
        raise SimError(
            f"Invalid 'temperature': decimal {'above maximum' if above else 'below minimum'} value. "
            f"Expected a value {'<= 2' if above else '>= 0'}, but got {value} instead.",
            param="temperature",
            code="decimal_above_max_value" if above else "decimal_below_min_value",
        )
    return value


def required(body: dict[str, Any], key: str, kind: str, path: str | None = None) -> Any:
    """`body[key]` checked to be of `kind`; raise `missing` when absent (or null)."""
    path = path or key
    if body.get(key) is None:
        raise missing(path)
    return check(body[key], kind, path)


def require_object_body(body: Any) -> dict[str, Any]:
    """The whole request body must be a JSON object."""
    if not isinstance(body, dict):
        raise SimError(
            f"Invalid type for request body: expected an object, but got {type_name(body)} instead.",
            code="invalid_type",
        )
    return body


def join_texts(texts: list[str], sep: str = "\n\n") -> str:
    """Join the non-empty texts."""
    return sep.join(text for text in texts if text)


# --------------------------------------------------------------------------------------------
# Parsing: request body -> Conversation
# --------------------------------------------------------------------------------------------

ITEM_TYPES = ["message", "function_call", "function_call_output", "reasoning", "web_search_call", "item_reference"]
SKIPPED_ITEM_TYPES = {
    "reasoning",
    "web_search_call",
    "item_reference",
    "file_search_call",
    "computer_call",
    "computer_call_output",
    "image_generation_call",
    "code_interpreter_call",
    "local_shell_call",
    "local_shell_call_output",
    "mcp_list_tools",
    "compaction",
}
MESSAGE_ROLES = ["assistant", "system", "developer", "user"]
PART_TYPES = ["input_text", "input_image", "output_text", "refusal", "input_file", "input_audio"]
TEXT_PART_KEYS = {"input_text": "text", "output_text": "text", "refusal": "refusal"}
WEB_SEARCH_TYPES = {"web_search", "web_search_preview", "web_search_2025_08_26", "web_search_preview_2025_03_11"}
TOOL_TYPES = [
    "function",
    "web_search",
    "web_search_preview",
    "file_search",
    "computer_use_preview",
    "code_interpreter",
    "image_generation",
    "mcp",
    "local_shell",
    "custom",
]


def parse_request(body: Any, history: list[dict[str, Any]] | None = None) -> Conversation:
    """Read a `POST /v1/responses` body into a Conversation (raises SimError like the API does).

    `history` holds the earlier input and output items (resolved by the server from
    `previous_response_id` or a conversation); they come before this request's `input`.
    """
    body = require_object_body(body)
    model = required(body, "model", "string")
    if "input" not in body:
        raise missing("input")
    items = [(f"history[{i}]", check(item, "object", f"history[{i}]")) for i, item in enumerate(history or [])]
    items += input_items(body["input"])
    if not items:
        raise empty_array("input")
    _check_echoed_fields(body)
    messages, system_texts = items_to_messages(items)
    check_tool_pairing(items)
    schema, name = parse_text_format(body.get("text"))
    return Conversation(
        api="responses",
        model=model,
        messages=messages,
        instructions=join_texts([parse_instructions(body.get("instructions")), *system_texts]),
        tools=parse_tools(body.get("tools")),
        tool_choice=parse_tool_choice(body.get("tool_choice")),
        parallel_tool_calls=_bool_or(body, "parallel_tool_calls", True),
        output_schema=schema,
        output_name=name,
        max_output_tokens=parse_max_output_tokens(body),
        temperature=parse_temperature(body),
    )


def input_items(value: Any) -> list[tuple[str, dict[str, Any]]]:
    """`input` as (path, item) pairs: a bare string becomes one user message."""
    if isinstance(value, str):
        return [("input", {"type": "message", "role": "user", "content": value})]
    if not isinstance(value, list):
        raise invalid_type("input", "one of a string or array of objects", value)
    return [(f"input[{i}]", check(item, "object", f"input[{i}]")) for i, item in enumerate(value)]


def item_type(item: dict[str, Any], path: str) -> str:
    """An item's `type`; an item without one is a message (the Agents SDK sends user items so)."""
    kind = item.get("type")
    if kind is None:
        if "role" not in item:
            raise missing(f"{path}.role")
        return "message"
    return check(kind, "string", f"{path}.type")


def items_to_messages(items: list[tuple[str, dict[str, Any]]]) -> tuple[list[Message], list[str]]:
    """Convert input items to Messages; returns them and the system/developer texts seen."""
    messages: list[Message] = []
    system_texts: list[str] = []
    call_names: dict[str, str] = {}
    refused = mcp_refusals(items)
    for path, item in items:
        kind = item_type(item, path)
        if kind == "message":
            role = _message_role(item, path)
            text = content_text(item.get("content"), f"{path}.content")
            if role in ("system", "developer"):
                system_texts.append(text)
            else:
                messages.append(Message(role=role, content=text))
        elif kind == "function_call":
            call = parse_function_call(item, path)
            call_names[call.call_id] = call.name
            _append_call(messages, call)
        elif kind == "function_call_output":
            call_id = required(item, "call_id", "string", f"{path}.call_id")
            output = output_text(item.get("output"), f"{path}.output")
            messages.append(Message(role="tool", content=output, tool_call_id=call_id, name=call_names.get(call_id)))
        elif kind in ("mcp_call", "mcp_approval_request", "mcp_approval_response"):
            _append_mcp_item(messages, kind, item, path, refused)
        elif kind not in SKIPPED_ITEM_TYPES:
            raise invalid_value(f"{path}.type", kind, ITEM_TYPES)
    return messages, system_texts


def mcp_refusals(items: list[tuple[str, dict[str, Any]]]) -> dict[str, str]:
    """approval_request_id -> reason ("" for none) of every `mcp_approval_response` that says no."""
    return {item["approval_request_id"]: item.get("reason") if isinstance(item.get("reason"), str) else ""
            for _, item in items
            if item.get("type") == "mcp_approval_response" and item.get("approve") is False
            and isinstance(item.get("approval_request_id"), str)}


def _append_mcp_item(messages: list[Message], kind: str, item: dict[str, Any], path: str,
                     refused: dict[str, str]) -> None:
    """A hosted MCP item as the model reads it: an `mcp_call` is a call and its result; a refused
    `mcp_approval_request` is a call whose result says it was not approved; the rest say nothing."""
    if kind == "mcp_approval_response":
        required(item, "approval_request_id", "string", f"{path}.approval_request_id")
        required(item, "approve", "boolean", f"{path}.approve")
        return
    item_id = required(item, "id", "string", f"{path}.id")
    required(item, "server_label", "string", f"{path}.server_label")
    call = ToolCall(item_id, required(item, "name", "string", f"{path}.name"),
                    required(item, "arguments", "string", f"{path}.arguments"))
    if kind == "mcp_call":
        text = mcp_result_text(item.get("output"), item.get("error"))
    elif item_id in refused:
        reason = refused[item_id]
        text = f"{call.name} was not run: the call was not approved." + (f" Reason: {reason}" if reason else "")
        if reason.startswith(f"{call.name} was not run"):
            text = reason  # the caller already said it
    else:
        return  # waiting for approval, or approved (its mcp_call item says how it went)
    _append_call(messages, call)
    messages.append(Message(role="tool", content=text, tool_call_id=call.call_id, name=call.name))


def mcp_result_text(output: Any, error: Any) -> str:
    """What the model reads as a hosted MCP call's result: its output, or its error in words."""
    if not error:
        return output if isinstance(output, str) else ""
    if not isinstance(error, dict):
        return f"Error: {error}"
    if error.get("type") == "mcp_tool_execution_error":
        blocks = error.get("content") if isinstance(error.get("content"), list) else []
        texts = [block.get("text") for block in blocks if isinstance(block, dict) and isinstance(block.get("text"), str)]
        return "Error: " + (" ".join(texts) or "the tool failed (no message)")
    return f"Error: {error.get('message') or error.get('type') or 'the call failed'}"


def _message_role(item: dict[str, Any], path: str) -> str:
    """A message item's role, checked against the supported roles."""
    role = required(item, "role", "string", f"{path}.role")
    if role not in MESSAGE_ROLES:
        raise invalid_value(f"{path}.role", role, MESSAGE_ROLES)
    return role


def parse_function_call(item: dict[str, Any], path: str) -> ToolCall:
    """A replayed `function_call` item as a ToolCall."""
    return ToolCall(
        call_id=required(item, "call_id", "string", f"{path}.call_id"),
        name=required(item, "name", "string", f"{path}.name"),
        arguments=required(item, "arguments", "string", f"{path}.arguments"),
    )


def _append_call(messages: list[Message], call: ToolCall) -> None:
    """Attach a call to the assistant message just before it, or start a new assistant message."""
    if messages and messages[-1].role == "assistant":
        last = messages[-1]
        messages[-1] = Message(role="assistant", content=last.content, tool_calls=(*last.tool_calls, call))
    else:
        messages.append(Message(role="assistant", tool_calls=(call,)))


def content_text(content: Any, path: str) -> str:
    """A message's text: a string, or the text parts of a part list (images and files ignored)."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        if content is None:
            raise missing(path)
        raise invalid_type(path, "one of a string or array of objects", content)
    return join_texts([part_text(part, f"{path}[{i}]") for i, part in enumerate(content)], "\n")


def part_text(part: Any, path: str, *, kinds: Any = None, text_keys: dict[str, str] | None = None) -> str:
    """The text of one content part ("" for non-text parts such as `input_image`).

    `kinds` / `text_keys`: the API's part types and where each keeps its text (default: the
    Responses API's; the Chat wire module passes its own)."""
    kinds = PART_TYPES if kinds is None else kinds
    text_keys = TEXT_PART_KEYS if text_keys is None else text_keys
    check(part, "object", path)
    kind = required(part, "type", "string", f"{path}.type")
    if kind not in kinds:
        raise invalid_value(f"{path}.type", kind, kinds)
    key = text_keys.get(kind)
    return required(part, key, "string", f"{path}.{key}") if key else ""


def output_text(output: Any, path: str) -> str:
    """A `function_call_output.output`: a string, or a list of parts whose texts are joined."""
    if output is None:
        raise missing(path)
    return content_text(output, path)


def check_tool_pairing(items: list[tuple[str, dict[str, Any]]]) -> None:
    """Every output must answer an earlier call; every call needs an output unless it ends the input.

    Runs after `items_to_messages`, so every call and output item has a string `call_id`.
    """
    kinds = [item.get("type") for _, item in items]
    answered = {item["call_id"] for _, item in items if item.get("type") == "function_call_output"}
    called: set[str] = set()
    for kind, (_, item) in zip(kinds, items):
        if kind == "function_call":
            called.add(item["call_id"])
        elif kind == "function_call_output" and item["call_id"] not in called:
            raise SimError(
                f"No tool call found for function call output with call_id {item['call_id']}.", param="input"
            )
    tail_start = _trailing_calls_start(items)
    for index, (kind, (_, item)) in enumerate(zip(kinds, items)):
        if kind == "function_call" and item["call_id"] not in answered and index < tail_start:
            raise SimError(f"No tool output found for function call {item['call_id']}.", param="input")


def _trailing_calls_start(items: list[tuple[str, dict[str, Any]]]) -> int:
    """Index where the input's final run of `function_call` (and reasoning) items begins."""
    start = len(items)
    while start > 0 and items[start - 1][1].get("type") in ("function_call", "reasoning"):
        start -= 1
    return start


def parse_instructions(value: Any) -> str:
    """`instructions`: a string, or (rarely) a list of message items whose texts are joined."""
    if value is None or isinstance(value, str):
        return value or ""
    if not isinstance(value, list):
        raise invalid_type("instructions", "one of a string or array of objects", value)
    texts = []
    for i, item in enumerate(value):
        check(item, "object", f"instructions[{i}]")
        texts.append(content_text(item.get("content"), f"instructions[{i}].content"))
    return join_texts(texts)


def parse_tools(value: Any) -> list[Tool]:
    """`tools`: function tools and hosted tools (every web search flavour becomes "web_search")."""
    if value is None:
        return []
    check(value, "array", "tools")
    if len(value) > MAX_TOOLS:
        raise array_too_long("tools", len(value))
    return [parse_tool(tool, f"tools[{i}]") for i, tool in enumerate(value)]


def parse_tool(tool: Any, path: str) -> Tool:
    """One entry of `tools`. In the Responses API `strict` defaults to true."""
    check(tool, "object", path)
    kind = required(tool, "type", "string", f"{path}.type")
    if kind in WEB_SEARCH_TYPES:
        return Tool(name="web_search", type="web_search")
    if kind not in TOOL_TYPES:
        raise invalid_value(f"{path}.type", kind, TOOL_TYPES)
    if kind != "function":
        key = "server_label" if kind == "mcp" else "name"  # an MCP server is named by its label
        name = tool.get(key) if isinstance(tool.get(key), str) else kind
        return Tool(name=name, type=kind)
    return Tool(
        name=tool_name(required(tool, "name", "string", f"{path}.name"), f"{path}.name", 128),
        description=optional(tool, "description", "string", f"{path}.description") or "",
        parameters=optional(tool, "parameters", "object", f"{path}.parameters") or {},
        strict=_bool_or(tool, "strict", True, f"{path}.strict"),
    )


def parse_tool_choice(value: Any, path: str = "tool_choice") -> ToolChoice:
    """`tool_choice`: "auto" | "none" | "required" | {"type": "function", "name"} | a hosted type."""
    if value is None:
        return ToolChoice()
    if isinstance(value, str):
        if value not in ("none", "auto", "required"):
            raise invalid_value(path, value, ["none", "auto", "required"])
        return ToolChoice(mode=value)
    check(value, "object", path)
    kind = required(value, "type", "string", f"{path}.type")
    if kind == "function":
        return ToolChoice(mode="function", name=required(value, "name", "string", f"{path}.name"))
    if kind == "allowed_tools":
        return ToolChoice(mode="required" if value.get("mode") == "required" else "auto")
    if kind in WEB_SEARCH_TYPES:
        return ToolChoice(mode="hosted", name="web_search")
    if kind == "mcp":
        required(value, "server_label", "string", f"{path}.server_label")
        name = optional(value, "name", "string", f"{path}.name")
        return ToolChoice(mode="function", name=name) if name else ToolChoice(mode="hosted", name="mcp")
    return ToolChoice(mode="hosted", name=kind)


def parse_text_format(text: Any) -> tuple[dict[str, Any] | None, str | None]:
    """`text.format`: (schema, name) for json_schema, ({"type": "object"}, None) for json_object."""
    if text is None:
        return None, None
    check(text, "object", "text")
    fmt = optional(text, "format", "object", "text.format")
    if fmt is None:
        return None, None
    kind = required(fmt, "type", "string", "text.format.type")
    if kind == "json_schema":
        name = required(fmt, "name", "string", "text.format.name")
        return required(fmt, "schema", "object", "text.format.schema"), name
    if kind == "json_object":
        return {"type": "object"}, None
    if kind != "text":
        raise invalid_value("text.format.type", kind, ["text", "json_schema", "json_object"])
    return None, None


def parse_max_output_tokens(body: dict[str, Any]) -> int | None:
    """`max_output_tokens`: an integer of at least 16 (the API's minimum), or None."""
    value = optional(body, "max_output_tokens", "integer")
    if value is not None and value < 16:
        raise SimError(
            "Invalid 'max_output_tokens': integer below minimum value. "
            f"Expected a value >= 16, but got {value} instead.",
            param="max_output_tokens",
            code="integer_below_min_value",
        )
    return value


def _bool_or(body: dict[str, Any], key: str, default: bool, path: str | None = None) -> bool:
    """An optional boolean field with a default."""
    value = optional(body, key, "boolean", path)
    return default if value is None else value


def _check_echoed_fields(body: dict[str, Any]) -> None:
    """Type-check the fields the Response object echoes back, so building it cannot fail."""
    for key, kind in [
        ("temperature", "number"),
        ("top_p", "number"),
        ("store", "boolean"),
        ("stream", "boolean"),
        ("metadata", "object"),
        ("previous_response_id", "string"),
        ("reasoning", "object"),
        ("include", "array"),
    ]:
        optional(body, key, kind)
    for key, value in (body.get("metadata") or {}).items():
        check(value, "string", f"metadata.{key}")
    for key in ("effort", "summary"):
        optional(body.get("reasoning") or {}, key, "string", f"reasoning.{key}")
    truncation = optional(body, "truncation", "string")
    if truncation not in (None, "auto", "disabled"):
        raise invalid_value("truncation", truncation, ["auto", "disabled"])
    conversation = body.get("conversation")
    if conversation is not None and not isinstance(conversation, str):
        required(check(conversation, "object", "conversation"), "id", "string", "conversation.id")


# --------------------------------------------------------------------------------------------
# Building: Decision -> Response object
# --------------------------------------------------------------------------------------------


def build_response(
    conv: Conversation,
    decision: Decision,
    usage: Usage,
    *,
    body: dict[str, Any],
    new_id: NewId,
    created: int,
    search: HostedSearch | None = None,
    reasoning_summary: str | None = None,
    status: str = "completed",
    hosted_items: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The full Response object for a decision.

    Output: an optional reasoning item (when `reasoning_summary` is given), the hosted MCP items
    (`hosted_items`: listings, calls the server made, approval requests), then either a
    `web_search_call` plus a cited message (`search`, or `decision.web_search`), the function calls
    (`decision.calls`), or one assistant message with `decision.text` — or nothing more when the
    hosted items end on approval requests and the decision is empty.
    `status` "incomplete" marks the message cut by `max_output_tokens`.
    """
    response_id = new_id("resp")
    output: list[dict[str, Any]] = []
    if reasoning_summary is not None:
        output.append(reasoning_item(new_id("rs"), reasoning_summary))
    output += hosted_items or []
    if not (hosted_items and is_empty(decision)):
        output += decision_items(decision, new_id, search=search, status=status)
    response = response_shell(conv, body, response_id, created, status)
    response["output"] = output
    response["usage"] = usage_object(usage)
    return response


def is_empty(decision: Decision) -> bool:
    """A decision with no text, no calls and no search (a response that ends on approval requests)."""
    return decision.text is None and not decision.calls and decision.web_search is None


def decision_items(
    decision: Decision, new_id: NewId, *, search: HostedSearch | None = None, status: str = "completed"
) -> list[dict[str, Any]]:
    """The output items (after any reasoning item) that express a decision."""
    message_status = "incomplete" if status == "incomplete" else "completed"
    if search is not None or decision.web_search is not None:
        query = search.query if search else decision.web_search or ""
        text = search.text if search else decision.text or ""
        annotations = [citation_annotation(c) for c in search.citations] if search else []
        return [web_search_item(new_id("ws"), query), message_item(new_id("msg"), text, annotations, message_status)]
    if decision.calls:
        return [function_call_item(new_id("fc"), new_id("call"), c.name, c.arguments) for c in decision.calls]
    return [message_item(new_id("msg"), decision.text or "", [], message_status)]


def message_item(
    item_id: str, text: str, annotations: list[dict[str, Any]] | None = None, status: str = "completed"
) -> dict[str, Any]:
    """An assistant `message` output item with one `output_text` part."""
    part = {"type": "output_text", "text": text, "annotations": list(annotations or []), "logprobs": []}
    return {"type": "message", "id": item_id, "status": status, "role": "assistant", "content": [part]}


def function_call_item(item_id: str, call_id: str, name: str, arguments: str) -> dict[str, Any]:
    """A `function_call` output item (`arguments` is JSON text; `id` is fc_…, `call_id` is call_…)."""
    return {
        "type": "function_call",
        "id": item_id,
        "call_id": call_id,
        "name": name,
        "arguments": arguments,
        "status": "completed",
    }


def web_search_item(item_id: str, query: str, status: str = "completed") -> dict[str, Any]:
    """A hosted `web_search_call` output item."""
    return {"type": "web_search_call", "id": item_id, "status": status, "action": {"type": "search", "query": query}}


def reasoning_item(item_id: str, summary: str) -> dict[str, Any]:
    """A `reasoning` output item carrying one summary text."""
    return {"type": "reasoning", "id": item_id, "summary": [{"type": "summary_text", "text": summary}]}


def citation_annotation(citation: Any) -> dict[str, Any]:
    """A `url_citation` annotation from a Citation."""
    return {
        "type": "url_citation",
        "start_index": citation.start_index,
        "end_index": citation.end_index,
        "url": citation.url,
        "title": citation.title,
    }


def usage_object(usage: Usage) -> dict[str, Any]:
    """The Response `usage` object (all five keys, with details)."""
    return {
        "input_tokens": usage.input_tokens,
        "input_tokens_details": {"cached_tokens": usage.cached_tokens, "cache_write_tokens": 0},
        "output_tokens": usage.output_tokens,
        "output_tokens_details": {"reasoning_tokens": usage.reasoning_tokens},
        "total_tokens": usage.total_tokens,
    }


def response_shell(
    conv: Conversation, body: dict[str, Any], response_id: str, created: int, status: str
) -> dict[str, Any]:
    """Every Response field except `output` and `usage`, echoing the request's settings."""
    reasoning = body.get("reasoning") or {}
    text = body.get("text") or {}
    return {
        "id": response_id,
        "object": "response",
        "created_at": created,
        "status": status,
        "background": False,
        "completed_at": created if status == "completed" else None,
        "error": None,
        "incomplete_details": {"reason": "max_output_tokens"} if status == "incomplete" else None,
        "instructions": body.get("instructions"),
        "max_output_tokens": conv.max_output_tokens,
        "max_tool_calls": None,
        "model": conv.model,
        "output": [],
        "parallel_tool_calls": conv.parallel_tool_calls,
        "previous_response_id": body.get("previous_response_id"),
        "conversation": _echo_conversation(body.get("conversation")),
        "prompt_cache_key": body.get("prompt_cache_key") if isinstance(body.get("prompt_cache_key"), str) else None,
        "reasoning": {"effort": reasoning.get("effort"), "summary": reasoning.get("summary")},
        "safety_identifier": None,
        "service_tier": "default",
        "store": body.get("store", True) is not False,
        "temperature": _number_or(body.get("temperature"), 1.0),
        "text": {"format": text.get("format") or {"type": "text"}, "verbosity": text.get("verbosity") or "medium"},
        "tool_choice": echo_tool_choice(body.get("tool_choice")),
        "tools": [echo_tool(tool) for tool in body.get("tools") or []],
        "top_logprobs": 0,
        "top_p": _number_or(body.get("top_p"), 1.0),
        "truncation": body.get("truncation") or "disabled",
        "usage": None,
        "metadata": body.get("metadata") or {},
    }


def echo_tool(tool: dict[str, Any]) -> dict[str, Any]:
    """A tool as sent, with the keys the Response schema requires filled in (function tools need
    `strict` and `parameters`; web search tools get `search_context_size`)."""
    echoed = dict(tool)
    if echoed.get("type") == "function":
        echoed.setdefault("description", None)
        echoed["parameters"] = echoed.get("parameters")
        echoed["strict"] = True if echoed.get("strict") is None else echoed["strict"]
    elif echoed.get("type") in WEB_SEARCH_TYPES:
        echoed["search_context_size"] = echoed.get("search_context_size") or "medium"
    return echoed


def echo_tool_choice(value: Any) -> Any:
    """`tool_choice` as sent ("auto" when absent). `{"type": "web_search"}` (what the Agents SDK
    sends) is echoed as `{"type": "web_search_preview"}`, the nearest value the spec and the SDK's
    Response model accept."""
    if value is None:
        return "auto"
    if isinstance(value, dict) and value.get("type") == "web_search":
        return {"type": "web_search_preview"}
    return value


def _echo_conversation(value: Any) -> dict[str, str] | None:
    """`conversation` as `{"id": ...}` (the request may send a bare id string)."""
    if isinstance(value, str):
        return {"id": value}
    if isinstance(value, dict):
        return {"id": value["id"]}
    return None


def _number_or(value: Any, default: float) -> float:
    """A number from the request, or the default."""
    return default if value is None else value


# --------------------------------------------------------------------------------------------
# Streaming: Response -> SSE events
# --------------------------------------------------------------------------------------------

TERMINAL_EVENTS = {"completed": "response.completed", "incomplete": "response.incomplete", "failed": "response.failed"}


class _Events:
    """Collects (type, data) events, numbering `sequence_number` from 0."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    def emit(self, kind: str, **fields: Any) -> None:
        """Append one event; `type` and `sequence_number` are added to its data."""
        self.events.append((kind, {"type": kind, "sequence_number": len(self.events), **fields}))


def snapshot(response: dict[str, Any]) -> dict[str, Any]:
    """The in-progress copy sent in `response.created` / `response.in_progress`."""
    shell = copy.deepcopy(response)
    shell.update(status="in_progress", output=[], usage=None, completed_at=None, error=None, incomplete_details=None)
    return shell


def stream_events(response: dict[str, Any], *, split: Split) -> list[Event]:
    """The exact SSE event sequence that streams `response` (a finished Response object).

    `split` cuts a text (or arguments string) into the deltas to send.
    """
    out = _Events()
    out.emit("response.created", response=snapshot(response))
    out.emit("response.in_progress", response=snapshot(response))
    for index, item in enumerate(response["output"]):
        item_events(out, index, item, split)
    terminal = TERMINAL_EVENTS.get(response.get("status"), "response.completed")
    out.emit(terminal, response=copy.deepcopy(response))
    return out.events


def item_events(out: _Events, index: int, item: dict[str, Any], split: Split) -> None:
    """The events for one output item, from `output_item.added` to `output_item.done`."""
    kind = item["type"]
    out.emit("response.output_item.added", output_index=index, item=in_progress_item(item))
    if kind == "message":
        for part_index, part in enumerate(item["content"]):
            message_part_events(out, index, item["id"], part_index, part, split)
    elif kind == "function_call":
        function_call_events(out, index, item, split)
    elif kind == "web_search_call":
        for stage in ("in_progress", "searching", "completed"):
            out.emit(f"response.web_search_call.{stage}", output_index=index, item_id=item["id"])
    elif kind == "reasoning":
        for summary_index, summary in enumerate(item["summary"]):
            reasoning_summary_events(out, index, item["id"], summary_index, summary["text"], split)
    elif kind == "mcp_list_tools":
        outcome = "failed" if item.get("error") else "completed"
        for stage in ("in_progress", outcome):
            out.emit(f"response.mcp_list_tools.{stage}", output_index=index, item_id=item["id"])
    elif kind == "mcp_call":
        mcp_call_events(out, index, item, split)
    out.emit("response.output_item.done", output_index=index, item=copy.deepcopy(item))


def in_progress_item(item: dict[str, Any]) -> dict[str, Any]:
    """The item as first announced: status in_progress, no content / arguments / summary yet."""
    started = copy.deepcopy(item)
    empty = {"message": ("content", []), "function_call": ("arguments", ""), "reasoning": ("summary", []),
             "mcp_list_tools": ("tools", []), "mcp_call": ("arguments", "")}
    if item["type"] in empty:
        key, value = empty[item["type"]]
        started[key] = value
    if item["type"] == "mcp_call":
        started.update(output=None, error=None)
    if "status" in item:
        started["status"] = "in_progress"
    return started


def message_part_events(out: _Events, index: int, item_id: str, part_index: int, part: dict, split: Split) -> None:
    """content_part.added → deltas (→ annotations) → done events → content_part.done for one part."""
    where = {"item_id": item_id, "output_index": index, "content_index": part_index}
    if part["type"] == "refusal":
        out.emit("response.content_part.added", **where, part={"type": "refusal", "refusal": ""})
        for piece in split(part["refusal"]):
            out.emit("response.refusal.delta", **where, delta=piece)
        out.emit("response.refusal.done", **where, refusal=part["refusal"])
    else:
        empty_part = {"type": "output_text", "text": "", "annotations": [], "logprobs": []}
        out.emit("response.content_part.added", **where, part=empty_part)
        for piece in split(part["text"]):
            out.emit("response.output_text.delta", **where, delta=piece, logprobs=[])
        for annotation_index, annotation in enumerate(part.get("annotations") or []):
            out.emit(
                "response.output_text.annotation.added",
                **where,
                annotation_index=annotation_index,
                annotation=copy.deepcopy(annotation),
            )
        out.emit("response.output_text.done", **where, text=part["text"], logprobs=[])
    out.emit("response.content_part.done", **where, part=copy.deepcopy(part))


def function_call_events(out: _Events, index: int, item: dict[str, Any], split: Split) -> None:
    """Argument deltas and `function_call_arguments.done` (which carries `name`)."""
    for piece in split(item["arguments"]):
        out.emit("response.function_call_arguments.delta", item_id=item["id"], output_index=index, delta=piece)
    out.emit(
        "response.function_call_arguments.done",
        item_id=item["id"],
        output_index=index,
        name=item["name"],
        arguments=item["arguments"],
    )


def mcp_call_events(out: _Events, index: int, item: dict[str, Any], split: Split) -> None:
    """A hosted MCP call: in progress, its argument deltas and `.done`, then completed or failed."""
    where = {"item_id": item["id"], "output_index": index}
    out.emit("response.mcp_call.in_progress", **where)
    for piece in split(item["arguments"]):
        out.emit("response.mcp_call_arguments.delta", **where, delta=piece)
    out.emit("response.mcp_call_arguments.done", **where, arguments=item["arguments"])
    out.emit("response.mcp_call.failed" if item.get("error") else "response.mcp_call.completed", **where)


def reasoning_summary_events(
    out: _Events, index: int, item_id: str, summary_index: int, text: str, split: Split
) -> None:
    """The summary part and text events of a reasoning item."""
    where = {"item_id": item_id, "output_index": index, "summary_index": summary_index}
    out.emit("response.reasoning_summary_part.added", **where, part={"type": "summary_text", "text": ""})
    for piece in split(text):
        out.emit("response.reasoning_summary_text.delta", **where, delta=piece)
    out.emit("response.reasoning_summary_text.done", **where, text=text)
    out.emit("response.reasoning_summary_part.done", **where, part={"type": "summary_text", "text": text})


def error_event(seq: int, message: str, code: str = "server_error") -> Event:
    """A mid-stream `error` event (the Agents SDK raises ModelBehaviorError on it)."""
    return ("error", {"type": "error", "code": code, "message": message, "param": None, "sequence_number": seq})


def failed_event(response: dict[str, Any], seq: int, message: str, code: str = "server_error") -> Event:
    """A terminal `response.failed` event: `response` with status failed and `error` set."""
    failed = copy.deepcopy(response)
    failed.update(status="failed", completed_at=None, error={"code": code, "message": message})
    return ("response.failed", {"type": "response.failed", "sequence_number": seq, "response": failed})


def is_delta(event: Event | dict[str, Any]) -> bool:
    """True for delta events (type ends with `.delta`); the server counts them to cut streams."""
    kind = event[0] if isinstance(event, tuple) else event.get("type", "")
    return isinstance(kind, str) and kind.endswith(".delta")
