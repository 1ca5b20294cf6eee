"""A conversation with the engine in-process, against Python functions: each user turn, the
calls the engine makes (their outputs fed back as a chat loop would) until it answers in text.

For tests and for a learner who asks "what would the simulated model do with my tools?" without
starting a server. It is the Chat loop of lesson 03 in miniature: no HTTP, no ledger, no approvals —
every call is run, so give it fakes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from labkit.sim.types import Conversation, Message, Tool, ToolCall


def converse(engine: Any, tools: Sequence[Tool], turns: Sequence[str], run: Callable[[str, dict[str, Any]], Any], *,
             instructions: str = "", model: str = "gpt-4.1-mini", max_steps: int = 6,
             answers: list[str] | None = None) -> list[list[ToolCall]]:
    """Each user turn's calls, in order. `run(name, arguments)` gives a call's output; an exception
    it raises becomes `{"error": …}`, as a tool loop would report it. Pass a list as `answers` to
    get each turn's text answer appended to it."""
    messages: list[Message] = []
    made: list[list[ToolCall]] = []
    for text in turns:
        messages.append(Message("user", text))
        made.append([])
        for _step in range(max_steps):
            decision = engine.decide(Conversation("chat", model, list(messages), instructions=instructions, tools=list(tools)))
            if not decision.calls:
                messages.append(Message("assistant", decision.text or ""))
                if answers is not None:
                    answers.append(decision.text or "")
                break
            planned = tuple(ToolCall(f"c{len(messages)}_{i}", c.name, c.arguments) for i, c in enumerate(decision.calls))
            messages.append(Message("assistant", "", tool_calls=planned))
            for call in planned:
                made[-1].append(call)
                try:
                    output = run(call.name, json.loads(call.arguments))
                except Exception as error:  # a fake's own error is the tool's output
                    output = {"error": str(error)}
                messages.append(Message("tool", json.dumps(output, default=str), tool_call_id=call.call_id, name=call.name))
    return made
