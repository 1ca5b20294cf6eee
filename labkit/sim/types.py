"""The simulator's inner language: one request shape for both wire formats.

Both wire formats (Responses and Chat Completions) are parsed into a `Conversation`; a `Policy`
reads it and returns a `Decision`; the wire modules turn the decision back into the API's objects
and stream events. Nothing here knows about HTTP.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Role = Literal["system", "developer", "user", "assistant", "tool"]
Api = Literal["responses", "chat"]


class SimError(Exception):
    """An error the API would return: becomes an OpenAI-shaped JSON error body.

    `message`, `type`, `param` and `code` are the four keys of the API's `error` object.
    """

    def __init__(
        self,
        message: str,
        *,
        status: int = 400,
        type: str = "invalid_request_error",
        param: str | None = None,
        code: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.type = type
        self.param = param
        self.code = code
        self.headers = dict(headers or {})

    def body(self) -> dict[str, Any]:
        """The JSON body the API sends: `{"error": {message, type, param, code}}`."""
        return {"error": {"message": self.message, "type": self.type, "param": self.param, "code": self.code}}


@dataclass(frozen=True)
class Tool:
    """A tool offered to the model. `type` is "function" or a hosted tool type ("web_search")."""

    name: str
    description: str = ""
    parameters: dict[str, Any] = field(default_factory=dict)
    strict: bool = False
    type: str = "function"


@dataclass(frozen=True)
class ToolCall:
    """A call the model made earlier in the conversation (arguments as the JSON text sent)."""

    call_id: str
    name: str
    arguments: str


@dataclass(frozen=True)
class Message:
    """One turn of the conversation, whichever API it came from.

    - user / system / developer: `content` holds the text.
    - assistant: `content` holds its text (may be empty) and `tool_calls` the calls it made.
    - tool: `content` holds the tool's output, `tool_call_id` the call it answers, `name` the tool.
    """

    role: Role
    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class ToolChoice:
    """`mode` is auto | none | required | function (a forced function, `name` set) | hosted."""

    mode: Literal["auto", "none", "required", "function", "hosted"] = "auto"
    name: str | None = None


@dataclass
class Conversation:
    """Everything the simulated model may look at to decide its next output."""

    api: Api
    model: str
    messages: list[Message]
    instructions: str = ""
    tools: list[Tool] = field(default_factory=list)
    tool_choice: ToolChoice = field(default_factory=ToolChoice)
    parallel_tool_calls: bool = True
    output_schema: dict[str, Any] | None = None
    output_name: str | None = None
    max_output_tokens: int | None = None
    #: Sampling: `temperature` as sent (None: not sent); `seed` as sent (Chat), else the simulator's.
    temperature: float | None = None
    seed: int | None = None

    def last_user_text(self) -> str:
        """The text of the newest user message ("" if none)."""
        for message in reversed(self.messages):
            if message.role == "user":
                return message.content
        return ""

    def current_turn(self) -> list[Message]:
        """The messages after (and including) the newest user message: this user turn's work."""
        for index in range(len(self.messages) - 1, -1, -1):
            if self.messages[index].role == "user":
                return self.messages[index:]
        return list(self.messages)

    def function_tools(self) -> list[Tool]:
        """The tools of type "function" (the ones the model calls by name)."""
        return [tool for tool in self.tools if tool.type == "function"]


@dataclass(frozen=True)
class PlannedCall:
    """A function call the model decides to make. `arguments` is JSON text (malformed on purpose
    only when a fault asks for it)."""

    name: str
    arguments: str


@dataclass
class Decision:
    """What the simulated model outputs for one request.

    Exactly one of: `calls` (one or more function calls), `web_search` (a hosted search query;
    the server searches and answers with citations), or `text` (the final answer; JSON text when
    the request asked for structured output). `reasoning` is an optional summary shown by
    reasoning models before the output. `rationale` says why, step by step: the server keeps it
    in its request log (`SimServer.why()`) and never sends it to the client.
    """

    text: str | None = None
    calls: list[PlannedCall] = field(default_factory=list)
    web_search: str | None = None
    reasoning: str | None = None
    rationale: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Usage:
    """Token usage of one response, in the API's terms (cached and reasoning are subsets)."""

    input_tokens: int
    output_tokens: int
    cached_tokens: int = 0
    reasoning_tokens: int = 0

    @property
    def total_tokens(self) -> int:
        return self.input_tokens + self.output_tokens


@dataclass(frozen=True)
class Citation:
    """A `url_citation` annotation: characters [start_index, end_index) of the answer cite `url`."""

    url: str
    title: str
    start_index: int
    end_index: int


@dataclass(frozen=True)
class HostedSearch:
    """A hosted web search the server ran: the query, the answer text and its citations."""

    query: str
    text: str
    citations: tuple[Citation, ...] = ()
