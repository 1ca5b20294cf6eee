"""Stage 1 — read the conversation: who asked what, which calls were made in each user turn, what
came back, what the assistant answered, and what day it is.

Chat messages, Responses items (resent or restored from `previous_response_id` / a
conversation) all arrive as the same `Conversation` of `Message`s, so one reading serves every
API: a user turn is a user message and everything up to the next one.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine.outputs import Output, is_handoff, read_output
from labkit.sim.engine.words import canonical
from labkit.sim.types import Conversation

#: The day "today" is when nothing in the conversation says otherwise: the virtual clock's epoch.
DEFAULT_TODAY = dt.date(2026, 1, 1)


@dataclass
class Call:
    """One function call the assistant made, with its output once it came back."""

    order: int
    call_id: str
    name: str
    arguments: str
    args: dict[str, Any] | None
    output: Output | None = None

    @property
    def key(self) -> tuple[str, str]:
        """(name, canonical arguments): two calls with the same key are the same call."""
        return (self.name, canonical(self.args) if self.args is not None else self.arguments.strip())

    @property
    def is_handoff(self) -> bool:
        return self.name.startswith("transfer_to_") or (self.output is not None and is_handoff(self.name, self.output.value))

    @property
    def ok(self) -> bool:
        return self.output is not None and not self.output.is_error


@dataclass
class UserTurn:
    """A user message and what followed it: the calls (with outputs) and the assistant's text."""

    text: str
    calls: list[Call] = field(default_factory=list)
    answer: str = ""

    def work(self) -> list[Call]:
        """The calls that did real work (handoffs left out)."""
        return [call for call in self.calls if not call.is_handoff]

    def calls_to(self, name: str) -> list[Call]:
        return [call for call in self.calls if call.name == name]

    @property
    def asked_back(self) -> bool:
        """Did the assistant end this turn with a question to the user (a clarifying question)?"""
        return self.answer.rstrip().endswith("?")


@dataclass
class Reading:
    """The conversation, read: instructions, every user turn (the last is the current one),
    the agents already visited (handoffs), and today's date."""

    conv: Conversation
    instructions: str
    turns: list[UserTurn]
    visited_agents: list[str]
    today: dt.date
    today_source: str

    @property
    def current(self) -> UserTurn:
        return self.turns[-1]

    @property
    def previous(self) -> UserTurn | None:
        return self.turns[-2] if len(self.turns) > 1 else None

    @property
    def text(self) -> str:
        return self.current.text

    def earlier(self) -> list[UserTurn]:
        """The user turns before the current one, newest first."""
        return list(reversed(self.turns[:-1]))

    def last_worked(self) -> UserTurn | None:
        """The previous turn, or, when it was answered without a call ("how much is the Golf per
        day?" read from the list), the latest of the two before it that made calls."""
        previous = self.previous
        if previous is None or previous.work():
            return previous
        return next((turn for turn in self.earlier()[1:3] if turn.work()), previous)

    def done_keys(self) -> set[tuple[str, str]]:
        """Keys of the calls already made in this turn (so none is repeated)."""
        return {call.key for call in self.current.calls}


def _parse_args(arguments: str) -> dict[str, Any] | None:
    try:
        parsed = json.loads(arguments) if arguments.strip() else {}
    except (ValueError, RecursionError):
        return None
    return parsed if isinstance(parsed, dict) else None


def _agent_key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def read(conv: Conversation) -> Reading:
    """Read a conversation into user turns (a conversation without a user message is one empty turn)."""
    turns: list[UserTurn] = []
    by_id: dict[str, Call] = {}
    visited: list[str] = []
    current = UserTurn("")
    started = False
    for message in conv.messages:
        if message.role == "user":
            if started or current.calls or current.answer:
                turns.append(current)
            current = UserTurn(message.content)
            started = True
        elif message.role == "assistant":
            if message.content.strip():
                current.answer = message.content
            for tool_call in message.tool_calls:
                call = Call(len(current.calls), tool_call.call_id, tool_call.name, tool_call.arguments, _parse_args(tool_call.arguments))
                current.calls.append(call)
                by_id[tool_call.call_id] = call
                if tool_call.name.startswith("transfer_to_"):
                    visited.append(_agent_key(tool_call.name[len("transfer_to_"):]))
        elif message.role == "tool":
            call = by_id.get(message.tool_call_id or "")
            if call is None:
                call = next((c for c in current.calls if c.output is None and (not message.name or c.name == message.name)), None)
            name = (call.name if call else None) or message.name or "tool"
            output = read_output(name, message.content)
            if isinstance(output.value, dict) and list(output.value) == ["assistant"]:
                visited.append(_agent_key(str(output.value["assistant"])))
            if call is not None and call.output is None:
                call.output = output
            elif call is None:
                current.calls.append(Call(len(current.calls), message.tool_call_id or "", name, "", None, output))
    turns.append(current)
    instructions = "\n".join(
        part for part in [conv.instructions or "", *(m.content for m in conv.messages if m.role in ("system", "developer"))] if part
    ).strip()
    today, source = _today(instructions, turns)
    return Reading(conv, instructions, turns, visited, today, source)


_ISO = re.compile(r"\b(20\d\d)-(\d\d)-(\d\d)\b")
_TODAY_CUE = re.compile(r"\b(?:today|current date|the date|date today|it is now|now is|it's|it is|currently|as of)\b[^.\n]{0,60}", re.I)
#: A full date with its weekday anywhere in the instructions ("… Fares are in EUR. Friday 4 December 2026, 08:40").
_DATED = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?),?\s+\d{4}\b", re.I)


def _today(instructions: str, turns: list[UserTurn]) -> tuple[dt.date, str]:
    """Today's date: stated in the instructions ("Today is Tuesday, 1 December 2026") or in a user
    message, else DEFAULT_TODAY. Real apps tell the model the date; without it, it cannot know."""
    from labkit.sim.engine import dates  # late import: dates imports this module's DEFAULT_TODAY

    for text in [instructions, *(turn.text for turn in turns)]:
        for match in _TODAY_CUE.finditer(text[:20_000]):
            found = dates.absolute_date(match.group(0))
            if found is not None:
                return found, f"stated: {match.group(0).strip()!r}"
    for match in _DATED.finditer(instructions[:20_000]):
        found = dates.absolute_date(match.group(0))
        if found is not None:
            return found, f"stated: {match.group(0).strip()!r}"
    return DEFAULT_TODAY, f"not stated; the simulator's calendar starts at {DEFAULT_TODAY.isoformat()}"
