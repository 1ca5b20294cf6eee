"""Shared fixtures of the unit tests: `converse` runs the simulated model's engine over user turns,
answering each tool call with a Python function, as a tool loop would."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

import pytest

from labkit.sim.engine import Engine
from labkit.sim.types import Conversation, Message, Tool, ToolCall

Made = list[tuple[str, dict]]


def _converse(instructions: str, tools: list[Tool], outputs: dict[str, Callable[[dict], dict]],
              turns: str | Sequence[str]) -> tuple[Made, str]:
    """Every call the model makes over the turns (each tool answered by `outputs`), and its last answer."""
    engine = Engine()
    messages: list[Message] = []
    made: Made = []
    answer = ""
    for text in [turns] if isinstance(turns, str) else list(turns):
        messages.append(Message("user", text))
        for _ in range(6):
            decision = engine.decide(Conversation("chat", "gpt-4.1-mini", list(messages), instructions=instructions, tools=tools))
            if not decision.calls:
                answer = decision.text or ""
                messages.append(Message("assistant", answer))
                break
            ids = [f"c{len(made) + k}" for k in range(len(decision.calls))]
            messages.append(Message("assistant", "", tool_calls=tuple(ToolCall(i, c.name, c.arguments) for i, c in zip(ids, decision.calls))))
            for call_id, call in zip(ids, decision.calls):
                arguments = json.loads(call.arguments)
                made.append((call.name, arguments))
                messages.append(Message("tool", json.dumps(outputs[call.name](arguments)), tool_call_id=call_id, name=call.name))
    return made, answer


@pytest.fixture
def converse() -> Callable[..., tuple[Made, str]]:
    return _converse
