"""The Chat Completions wire format (`POST /v1/chat/completions`).

- `parse_request` turns a request body into a `Conversation` (system/developer messages become
  `instructions`), rejecting malformed bodies with the API's own error texts (`SimError`).
- `build_completion` turns the policy's `Decision` into a `chat.completion` object.
- `stream_chunks` replays that completion as `chat.completion.chunk` objects (the server adds
  the `data: [DONE]` terminator).

The deprecated `functions` / `function_call` form is understood too: `uses_legacy_functions(body)`
tells the server to answer with `message.function_call` and finish_reason `function_call`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from labkit.sim import responses
from labkit.sim.responses import (
    MAX_TOOLS,
    array_too_long,
    check,
    empty_array,
    invalid_type,
    invalid_value,
    join_texts,
    missing,
    optional,
    parse_temperature,
    require_object_body,
    required,
    tool_name,
)
from labkit.sim.types import Conversation, Decision, Message, SimError, Tool, ToolCall, ToolChoice, Usage

NewId = Callable[[str], str]
Split = Callable[[str], list[str]]

ROLES = ["system", "assistant", "user", "function", "tool", "developer"]
PART_TYPES = ["text", "image_url", "input_audio", "refusal", "file"]
TEXT_PART_KEYS = {"text": "text", "refusal": "refusal"}
CONTENT_TYPES = "one of a string or array of objects"
SYSTEM_FINGERPRINT = "fp_labkit"

# --------------------------------------------------------------------------------------------
# Parsing: request body -> Conversation
# --------------------------------------------------------------------------------------------


def parse_request(body: Any) -> Conversation:
    """Read a `POST /v1/chat/completions` body into a Conversation (raises SimError like the API)."""
    body = require_object_body(body)
    model = required(body, "model", "string")
    raw_messages = required(body, "messages", "array")
    if not raw_messages:
        raise empty_array("messages")
    _check_other_fields(body)
    messages, system_texts = parse_messages(raw_messages)
    check_tool_pairing(raw_messages)
    tools = parse_tools(body)
    schema, name = parse_response_format(body.get("response_format"))
    return Conversation(
        api="chat",
        model=model,
        messages=messages,
        instructions=join_texts(system_texts),
        tools=tools,
        tool_choice=parse_tool_choice(body, has_tools=bool(tools)),
        parallel_tool_calls=parse_parallel_tool_calls(body, has_tools=bool(tools)),
        output_schema=schema,
        output_name=name,
        max_output_tokens=parse_max_tokens(body),
        temperature=parse_temperature(body),
        seed=optional(body, "seed", "integer"),
    )


def uses_legacy_functions(body: Any) -> bool:
    """True when the request uses the deprecated `functions` (and no `tools`): the answer must then
    use `message.function_call` and finish_reason "function_call"."""
    return isinstance(body, dict) and bool(body.get("functions")) and not body.get("tools")


def parse_messages(raw_messages: list[Any]) -> tuple[list[Message], list[str]]:
    """Convert `messages` to Messages; returns them and the system/developer texts (kept apart)."""
    messages: list[Message] = []
    system_texts: list[str] = []
    legacy_call_id: str | None = None
    for index, raw in enumerate(raw_messages):
        path = f"messages[{index}]"
        check(raw, "object", path)
        role = required(raw, "role", "string", f"{path}.role")
        if role not in ROLES:
            raise invalid_value(f"{path}.role", role, ROLES)
        if role in ("system", "developer"):
            system_texts.append(content_text(raw, path, required_content=True))
        elif role == "user":
            messages.append(Message(role="user", content=content_text(raw, path, required_content=True)))
        elif role == "assistant":
            message = assistant_message(raw, path, index)
            legacy_call_id = _legacy_id(raw, index) or legacy_call_id
            messages.append(message)
        elif role == "tool":
            messages.append(tool_message(raw, path, messages))
        else:
            messages.append(function_message(raw, path, legacy_call_id or f"call_fn_{index}"))
    return messages, system_texts


def content_text(raw: dict[str, Any], path: str, *, required_content: bool) -> str:
    """A message's `content` as text: a string, null (when allowed) or the text parts of a list."""
    content = raw.get("content")
    if content is None:
        if required_content:
            raise missing(f"{path}.content")
        return ""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise invalid_type(f"{path}.content", CONTENT_TYPES, content)
    return join_texts([part_text(part, f"{path}.content[{i}]") for i, part in enumerate(content)], "\n")


def part_text(part: Any, path: str) -> str:
    """The text of one Chat content part ("" for images, audio and files)."""
    return responses.part_text(part, path, kinds=PART_TYPES, text_keys=TEXT_PART_KEYS)


def assistant_message(raw: dict[str, Any], path: str, index: int) -> Message:
    """An assistant turn: its text plus `tool_calls` (or the deprecated `function_call`)."""
    calls = [parse_tool_call(call, f"{path}.tool_calls[{i}]") for i, call in enumerate(_tool_calls(raw, path))]
    legacy = optional(raw, "function_call", "object", f"{path}.function_call")
    if legacy is not None:
        calls.append(_function_call(legacy, f"{path}.function_call", f"call_fn_{index}"))
    text = content_text(raw, path, required_content=not calls)
    return Message(role="assistant", content=text, tool_calls=tuple(calls))


def _tool_calls(raw: dict[str, Any], path: str) -> list[Any]:
    """An assistant message's `tool_calls` list ([] when absent or null)."""
    return optional(raw, "tool_calls", "array", f"{path}.tool_calls") or []


def parse_tool_call(call: Any, path: str) -> ToolCall:
    """One entry of an assistant's `tool_calls` (`type` must be "function")."""
    check(call, "object", path)
    call_id = required(call, "id", "string", f"{path}.id")
    kind = required(call, "type", "string", f"{path}.type")
    if kind != "function":
        raise invalid_value(f"{path}.type", kind, ["function", "custom"])
    function = required(call, "function", "object", f"{path}.function")
    return _function_call(function, f"{path}.function", call_id)


def _function_call(function: dict[str, Any], path: str, call_id: str) -> ToolCall:
    """A `{name, arguments}` object as a ToolCall."""
    return ToolCall(
        call_id=call_id,
        name=required(function, "name", "string", f"{path}.name"),
        arguments=required(function, "arguments", "string", f"{path}.arguments"),
    )


def _legacy_id(raw: dict[str, Any], index: int) -> str | None:
    """The synthesized call id of an assistant's deprecated `function_call`, if it has one."""
    return f"call_fn_{index}" if raw.get("function_call") is not None else None


def tool_message(raw: dict[str, Any], path: str, earlier: list[Message]) -> Message:
    """A `role: "tool"` message; its tool name is looked up among the earlier calls."""
    call_id = required(raw, "tool_call_id", "string", f"{path}.tool_call_id")
    names = {call.call_id: call.name for message in earlier for call in message.tool_calls}
    text = content_text(raw, path, required_content=True)
    return Message(role="tool", content=text, tool_call_id=call_id, name=names.get(call_id))


def function_message(raw: dict[str, Any], path: str, call_id: str) -> Message:
    """A deprecated `role: "function"` message: the result of the latest `function_call`."""
    name = required(raw, "name", "string", f"{path}.name")
    text = content_text(raw, path, required_content=False)
    return Message(role="tool", content=text, tool_call_id=call_id, name=name)


def check_tool_pairing(raw_messages: list[dict[str, Any]]) -> None:
    """Tool messages must directly follow the assistant message whose `tool_calls` they answer,
    and every tool call must be answered before the next non-tool message (or the end)."""
    pending: list[str] | None = None
    for index, raw in enumerate(raw_messages):
        if raw["role"] == "tool":
            pending = _answer(pending, raw["tool_call_id"], index)
            continue
        _require_answered(pending, f"messages.[{index}].role")
        calls = raw.get("tool_calls") if raw["role"] == "assistant" else None
        pending = [call["id"] for call in calls] if calls else None
    _require_answered(pending, "messages")


def _answer(pending: list[str] | None, call_id: str, index: int) -> list[str]:
    """Mark one pending call answered; raise when the tool message answers nothing."""
    if pending is None:
        raise SimError(
            "Invalid parameter: messages with role 'tool' must be a response to a preceeding message "
            "with 'tool_calls'.",
            param=f"messages.[{index}].role",
        )
    if call_id not in pending:
        raise SimError(
            f"Invalid parameter: 'tool_call_id' of '{call_id}' not found in 'tool_calls' of previous message.",
            param=f"messages.[{index}].tool_call_id",
        )
    return [pending_id for pending_id in pending if pending_id != call_id]


def _require_answered(pending: list[str] | None, param: str) -> None:
    """Raise the API's "did not have response messages" error if calls are still unanswered."""
    if pending:
        raise SimError(
            "An assistant message with 'tool_calls' must be followed by tool messages responding to each "
            f"'tool_call_id'. The following tool_call_ids did not have response messages: {', '.join(pending)}",
            param=param,
        )


def parse_tools(body: dict[str, Any]) -> list[Tool]:
    """`tools` (function tools; `strict` defaults to false) or the deprecated `functions`."""
    tools = optional(body, "tools", "array")
    if tools is not None:
        if not tools:
            raise empty_array("tools")
        if len(tools) > MAX_TOOLS:
            raise array_too_long("tools", len(tools))
        return [parse_tool(tool, f"tools[{i}]") for i, tool in enumerate(tools)]
    functions = optional(body, "functions", "array") or []
    if len(functions) > MAX_TOOLS:
        raise array_too_long("functions", len(functions))
    return [_function_tool(check(f, "object", f"functions[{i}]"), f"functions[{i}]") for i, f in enumerate(functions)]


def parse_tool(tool: Any, path: str) -> Tool:
    """One `{"type": "function", "function": {...}}` entry of `tools`."""
    check(tool, "object", path)
    kind = required(tool, "type", "string", f"{path}.type")
    if kind not in ("function", "custom"):
        raise invalid_value(f"{path}.type", kind, ["function", "custom"])
    if kind == "custom":
        custom = required(tool, "custom", "object", f"{path}.custom")
        return Tool(name=required(custom, "name", "string", f"{path}.custom.name"), type="custom")
    return _function_tool(required(tool, "function", "object", f"{path}.function"), f"{path}.function")


def _function_tool(function: dict[str, Any], path: str) -> Tool:
    """A function definition `{name, description, parameters, strict}` as a Tool."""
    strict = optional(function, "strict", "boolean", f"{path}.strict")
    return Tool(
        name=tool_name(required(function, "name", "string", f"{path}.name"), f"{path}.name", 64),
        description=optional(function, "description", "string", f"{path}.description") or "",
        parameters=optional(function, "parameters", "object", f"{path}.parameters") or {},
        strict=bool(strict),
    )


def parse_tool_choice(body: dict[str, Any], *, has_tools: bool) -> ToolChoice:
    """`tool_choice`, or the deprecated `function_call` ("none" | "auto" | {"name": ...})."""
    value = body.get("tool_choice")
    if value is None:
        return _legacy_function_choice(body.get("function_call"))
    if not has_tools:
        raise SimError(
            "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.",
            param="tool_choice",
        )
    if isinstance(value, str):
        if value not in ("none", "auto", "required"):
            raise invalid_value("tool_choice", value, ["none", "auto", "required"])
        return ToolChoice(mode=value)
    check(value, "object", "tool_choice")
    kind = required(value, "type", "string", "tool_choice.type")
    if kind == "allowed_tools":
        allowed = required(value, "allowed_tools", "object", "tool_choice.allowed_tools")
        return ToolChoice(mode="required" if allowed.get("mode") == "required" else "auto")
    if kind not in ("function", "custom"):
        raise invalid_value("tool_choice.type", kind, ["function", "custom", "allowed_tools"])
    function = required(value, kind, "object", f"tool_choice.{kind}")
    return ToolChoice(mode="function", name=required(function, "name", "string", f"tool_choice.{kind}.name"))


def _legacy_function_choice(value: Any) -> ToolChoice:
    """The deprecated `function_call` parameter as a ToolChoice."""
    if value is None:
        return ToolChoice()
    if isinstance(value, str):
        if value not in ("none", "auto"):
            raise invalid_value("function_call", value, ["none", "auto"])
        return ToolChoice(mode=value)
    check(value, "object", "function_call")
    return ToolChoice(mode="function", name=required(value, "name", "string", "function_call.name"))


def parse_parallel_tool_calls(body: dict[str, Any], *, has_tools: bool) -> bool:
    """`parallel_tool_calls` (default true); only allowed together with `tools`."""
    value = optional(body, "parallel_tool_calls", "boolean")
    if value is not None and not has_tools:
        raise SimError(
            "Invalid value for 'parallel_tool_calls': 'parallel_tool_calls' is only allowed when 'tools' "
            "are specified.",
            param="parallel_tool_calls",
        )
    return True if value is None else value


def parse_response_format(value: Any) -> tuple[dict[str, Any] | None, str | None]:
    """`response_format`: (schema, name) for json_schema, ({"type": "object"}, None) for json_object."""
    if value is None:
        return None, None
    check(value, "object", "response_format")
    kind = required(value, "type", "string", "response_format.type")
    if kind == "json_schema":
        spec = required(value, "json_schema", "object", "response_format.json_schema")
        name = required(spec, "name", "string", "response_format.json_schema.name")
        schema = optional(spec, "schema", "object", "response_format.json_schema.schema")
        return schema if schema is not None else {"type": "object"}, name
    if kind == "json_object":
        return {"type": "object"}, None
    if kind != "text":
        raise invalid_value("response_format.type", kind, ["text", "json_object", "json_schema"])
    return None, None


def parse_max_tokens(body: dict[str, Any]) -> int | None:
    """`max_completion_tokens`, else the older `max_tokens` (what the Agents SDK sends)."""
    newer = optional(body, "max_completion_tokens", "integer")
    older = optional(body, "max_tokens", "integer")
    return newer if newer is not None else older


def _check_other_fields(body: dict[str, Any]) -> None:
    """Type-check the optional scalar fields a client may send."""
    for key, kind in [
        ("temperature", "number"),
        ("top_p", "number"),
        ("stream", "boolean"),
        ("store", "boolean"),
        ("n", "integer"),
        ("metadata", "object"),
        ("stream_options", "object"),
    ]:
        optional(body, key, kind)


# --------------------------------------------------------------------------------------------
# Building: Decision -> chat.completion
# --------------------------------------------------------------------------------------------


def build_completion(
    conv: Conversation,
    decision: Decision,
    usage: Usage,
    *,
    body: dict[str, Any],
    new_id: NewId,
    created: int,
    legacy_functions: bool = False,
    finish_reason: str | None = None,
) -> dict[str, Any]:
    """The `chat.completion` object for a decision.

    Calls become `message.tool_calls` (finish_reason "tool_calls"), or with `legacy_functions` the
    first call becomes `message.function_call` (finish_reason "function_call"). Otherwise the text
    (a web search decision is answered as plain text: Chat has no hosted search). `finish_reason`
    overrides the computed one (e.g. "length").
    """
    completion_id = new_id("chatcmpl")
    message, reason = assistant_reply(decision, new_id, legacy_functions)
    return {
        "id": completion_id,
        "object": "chat.completion",
        "created": created,
        "model": conv.model,
        "system_fingerprint": SYSTEM_FINGERPRINT,
        "service_tier": "default",
        "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": finish_reason or reason}],
        "usage": usage_object(usage),
    }


def assistant_reply(decision: Decision, new_id: NewId, legacy_functions: bool) -> tuple[dict[str, Any], str]:
    """The assistant `message` object and its finish_reason."""
    message: dict[str, Any] = {"role": "assistant", "content": None, "refusal": None, "annotations": []}
    if decision.calls and legacy_functions:
        first = decision.calls[0]
        message["function_call"] = {"name": first.name, "arguments": first.arguments}
        return message, "function_call"
    if decision.calls:
        message["tool_calls"] = [tool_call(new_id("call"), c.name, c.arguments) for c in decision.calls]
        return message, "tool_calls"
    message["content"] = decision.text or ""
    return message, "stop"


def tool_call(call_id: str, name: str, arguments: str) -> dict[str, Any]:
    """One `tool_calls` entry; `type` must be "function" or the Agents SDK drops the call."""
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


def usage_object(usage: Usage) -> dict[str, Any]:
    """The completion `usage` object with its token details."""
    return {
        "prompt_tokens": usage.input_tokens,
        "completion_tokens": usage.output_tokens,
        "total_tokens": usage.total_tokens,
        "prompt_tokens_details": {"cached_tokens": usage.cached_tokens, "audio_tokens": 0},
        "completion_tokens_details": {
            "reasoning_tokens": usage.reasoning_tokens,
            "audio_tokens": 0,
            "accepted_prediction_tokens": 0,
            "rejected_prediction_tokens": 0,
        },
    }


# --------------------------------------------------------------------------------------------
# Streaming: chat.completion -> chat.completion.chunk list
# --------------------------------------------------------------------------------------------


def stream_chunks(completion: dict[str, Any], *, split: Split, include_usage: bool) -> list[dict[str, Any]]:
    """The chunks that stream `completion`: a role chunk, content or tool-call fragments, a finish
    chunk with an empty delta and, with `include_usage`, a last chunk with `choices: []` and usage."""
    choice = completion["choices"][0]
    message = choice["message"]
    if message.get("function_call"):
        deltas = legacy_call_deltas(message["function_call"], split)
    elif message.get("tool_calls"):
        deltas = tool_call_deltas(message["tool_calls"], split)
    else:
        deltas = text_deltas(message.get("content") or "", split)
    chunks = [chunk(completion, delta, None, include_usage) for delta in deltas]
    chunks.append(chunk(completion, {}, choice["finish_reason"], include_usage))
    if include_usage:
        chunks.append({**chunk_base(completion), "choices": [], "usage": copy.deepcopy(completion["usage"])})
    return chunks


def chunk_base(completion: dict[str, Any]) -> dict[str, Any]:
    """The fields every chunk repeats from the completion."""
    keys = ("id", "created", "model", "system_fingerprint", "service_tier")
    return {"object": "chat.completion.chunk", **{key: completion[key] for key in keys if key in completion}}


def chunk(completion: dict[str, Any], delta: dict[str, Any], finish: str | None, include_usage: bool) -> dict[str, Any]:
    """One chunk with a single choice carrying `delta`."""
    choice = {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}
    data = {**chunk_base(completion), "choices": [choice]}
    if include_usage:
        data["usage"] = None
    return data


def text_deltas(text: str, split: Split) -> list[dict[str, Any]]:
    """`{"role": "assistant", "content": ""}`, then one delta per piece of text."""
    return [{"role": "assistant", "content": "", "refusal": None}] + [{"content": piece} for piece in split(text)]


def tool_call_deltas(calls: list[dict[str, Any]], split: Split) -> list[dict[str, Any]]:
    """Per call: a first fragment with index, id, type and name, then argument fragments."""
    deltas: list[dict[str, Any]] = []
    for index, call in enumerate(calls):
        function = call["function"]
        header = {"name": function["name"], "arguments": ""}
        first = {"index": index, "id": call["id"], "type": "function", "function": header}
        opening = {"role": "assistant", "content": None} if index == 0 else {}
        deltas.append({**opening, "tool_calls": [first]})
        for piece in split(function["arguments"]):
            deltas.append({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
    return deltas


def legacy_call_deltas(function_call: dict[str, Any], split: Split) -> list[dict[str, Any]]:
    """The deprecated `function_call` streamed: name first, then argument fragments."""
    first = {"role": "assistant", "content": None, "function_call": {"name": function_call["name"], "arguments": ""}}
    return [first] + [{"function_call": {"arguments": piece}} for piece in split(function_call["arguments"])]


def is_delta(chunk_data: dict[str, Any]) -> bool:
    """True when a chunk carries generated content: text or tool/function-call argument pieces."""
    choices = chunk_data.get("choices") or []
    if not choices:
        return False
    delta = choices[0].get("delta") or {}
    if delta.get("content"):
        return True
    if any((call.get("function") or {}).get("arguments") for call in delta.get("tool_calls") or []):
        return True
    return bool((delta.get("function_call") or {}).get("arguments"))
