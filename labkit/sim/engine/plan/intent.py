"""Stage 5's two records: an `Intent` (one thing the user asked for with one tool, and what the
planner found it needs) and a `Want` (one call the plan wants made, and why)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine.fill import Filled
from labkit.sim.engine.lexicon import JOINED
from labkit.sim.engine.request import Clause
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import canonical, split_identifier, stem


@dataclass
class Want:
    """A call the plan wants: the tool, its arguments, and why. `fixed` holds the values that make
    it this call and not another of the same tool (a fan-out value, the item it is about)."""

    profile: ToolProfile
    args: dict[str, Any]
    why: str
    filled: Filled | None = None
    fixed: dict[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> tuple[str, str]:
        return (self.profile.name, canonical(self.args))


@dataclass
class Intent:
    """One thing asked for with one tool, and what the planner found it needs."""

    clause: Clause
    profile: ToolProfile
    span: tuple[int, int]
    authorized: str
    base: dict[str, Any] | None = None
    feeders: list[ToolProfile] = field(default_factory=list)
    wants: list[Want] = field(default_factory=list)
    ask: str | None = None
    fixed: dict[str, Any] = field(default_factory=dict)  # values chosen from an earlier list
    blocked: str | None = None
    #: The condition the action waited for, and what the lookup said of it ("rating is 4.9, over 4.5").
    verdict: str = ""
    waiting_for: list[str] = field(default_factory=list)
    options: list[dict[str, Any]] = field(default_factory=list)
    focus: dict[str, Any] | None = None  # the one record the action is about (the appointment being moved)
    asked_of: ToolProfile | None = None  # the tool whose values `ask` names, when not this one's (a producer's date)


def verb_word(profile: ToolProfile) -> str | None:
    """The tool's verb as a word ("update" of `update_session`, not its stem "updat")."""
    word = next((w.lower() for w in split_identifier(profile.name) if stem(w.lower()) == profile.verb), profile.verb)
    return JOINED.get(word, word) if word else word  # `setup_payment_plan`: "set up"
