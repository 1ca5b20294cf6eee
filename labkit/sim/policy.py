"""What the simulated model says next: the `Policy` interface and three policies.

A policy reads a `Conversation` and returns a `Decision` (some tool calls, a hosted web search or
a text answer). `GeneralPolicy`, the default, is `labkit.sim.engine`: a small, general,
deterministic tool-use engine in explicit stages — read the conversation, decide whether to act,
pick tools by meaning, fill arguments from typed evidence, chain, answer — each with a rationale
you can read (`SimServer.why()`). It is a readable heuristic, not a model.

Same conversation in, same decision out: no randomness, no clock. `ScriptedPolicy` replays a fixed
script instead, and `FunctionPolicy` wraps any function you write.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from typing import Any, Protocol, runtime_checkable

from labkit.sim.engine.core import Engine
from labkit.sim.engine.words import json_dumps
from labkit.sim.types import Conversation, Decision, PlannedCall

__all__ = [
    "Policy",
    "GeneralPolicy",
    "ScriptedPolicy",
    "ScriptExhausted",
    "FunctionPolicy",
    "text",
    "call",
    "calls",
]


@runtime_checkable
class Policy(Protocol):
    """Anything with `decide(conversation) -> Decision` can drive the simulated model."""

    def decide(self, conv: Conversation) -> Decision: ...


# ---------------------------------------------------------------------------------------------
# Helpers for scripted lessons
# ---------------------------------------------------------------------------------------------


def text(s: str) -> Decision:
    """A decision to answer with `s`."""
    return Decision(text=s)


def call(name: str, **arguments: Any) -> Decision:
    """A decision to call one tool: `call("get_weather", city="Paris")`."""
    return Decision(calls=[PlannedCall(name, json_dumps(arguments))])


def calls(*pairs: tuple[str, dict[str, Any]]) -> Decision:
    """A decision to call several tools at once: `calls(("get_weather", {"city": "Paris"}), ...)`."""
    planned = []
    for pair in pairs:
        name, arguments = pair
        planned.append(PlannedCall(name, arguments if isinstance(arguments, str) else json_dumps(arguments)))
    return Decision(calls=planned)


# ---------------------------------------------------------------------------------------------
# ScriptedPolicy and FunctionPolicy
# ---------------------------------------------------------------------------------------------


class ScriptExhausted(Exception):
    """A `ScriptedPolicy` was asked for more decisions than its script holds."""


Step = Decision | Callable[[Conversation], Decision]


class ScriptedPolicy:
    """Serves a fixed list of decisions, one per request, in order.

    Each step is a `Decision` or a function `conversation -> Decision` (to look at what the
    client sent). When the script is used up the next request raises `ScriptExhausted`.
    """

    def __init__(self, steps: Iterable[Step]) -> None:
        self._steps: list[Step] = list(steps)
        for index, step in enumerate(self._steps):
            if not isinstance(step, Decision) and not callable(step):
                raise TypeError(f"step {index} is {type(step).__name__}; expected a Decision or a callable")
        self._served = 0
        self._lock = threading.Lock()

    @property
    def remaining(self) -> int:
        """How many steps have not been served yet."""
        return len(self._steps) - self._served

    @property
    def served(self) -> int:
        return self._served

    def decide(self, conv: Conversation) -> Decision:
        with self._lock:
            if self._served >= len(self._steps):
                total = len(self._steps)
                raise ScriptExhausted(
                    f"ScriptedPolicy has no steps left: the script had {total} steps and request "
                    f"{total + 1} arrived. Add steps or use GeneralPolicy."
                )
            step = self._steps[self._served]
            self._served += 1
        decision = step(conv) if callable(step) and not isinstance(step, Decision) else step
        if not isinstance(decision, Decision):
            raise TypeError(f"script step {self._served} returned {type(decision).__name__}, not a Decision")
        return decision

    def assert_complete(self) -> None:
        """Raise AssertionError unless every step was served."""
        if self.remaining:
            raise AssertionError(
                f"ScriptedPolicy served {self._served} of {len(self._steps)} steps; {self.remaining} left unused."
            )


class FunctionPolicy:
    """Wraps a plain function `conversation -> Decision` as a policy."""

    def __init__(self, fn: Callable[[Conversation], Decision]) -> None:
        if not callable(fn):
            raise TypeError("FunctionPolicy needs a callable")
        self.fn = fn

    def decide(self, conv: Conversation) -> Decision:
        decision = self.fn(conv)
        if not isinstance(decision, Decision):
            raise TypeError(f"the policy function returned {type(decision).__name__}, not a Decision")
        return decision


# ---------------------------------------------------------------------------------------------
# The general policy
# ---------------------------------------------------------------------------------------------


class GeneralPolicy:
    """The default simulated model: `labkit.sim.engine.Engine` behind the `Policy` interface.

    `max_fanout`: at most this many calls when a request says "for each". (`threshold` is
    accepted for compatibility and ignored: the engine's tool selection has its own scale.)
    """

    def __init__(self, *, threshold: float | None = None, max_fanout: int = 10) -> None:
        self.engine = Engine(max_fanout=max_fanout)

    def decide(self, conv: Conversation) -> Decision:
        return self.engine.decide(conv)

    def why(self, conv: Conversation) -> list[str]:
        """The rationale the engine gives for its decision on `conv` (without a server)."""
        return self.engine.decide(conv).rationale
