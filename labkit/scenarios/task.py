"""A scenario's tasks: what to ask, who approves its side effects, and a CHECK of what the run did.

A check is a function `check(outcome) -> Verdict`. The `Outcome` holds the answer, the run's own
WORLD (the notifications or tickets its tools made in this run, and no other run's), the tool
calls the ledger recorded and, when the run ended early, the reason code that stopped it. Checks
are built by small factories in each scenario module (`deals.best_deal_notified()`,
`incidents.incident_triaged(...)`, `recycling.temperature_stated(...)`), so a test can make a task
whose check expects something else and watch it fail with a reason.

How a task is run (a fixed workflow, a hand-written loop, the Agents SDK) is not the scenario's
business: `labkit.sweep` runs tasks, and `labkit.workflows` holds the fixed workflows, which a
task names (as data) in `workflow`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Verdict:
    """A check's answer: did the run succeed, and why (or why not), in one sentence."""

    success: bool
    reason: str


@dataclass
class Outcome:
    """What one run left behind, for its task's check.

    - `answer`: the final text (None when the run stopped before answering);
    - `world`: the run's own world (`scenario.new_world()`), with what its side-effect tools did;
    - `tool_calls`: `(tool name, status)` for every tool row of the run, in recording order;
    - `stopped_by`: the reason code that ended the run early ("max_steps", "max_cost", ...), None
      if it answered.
    """

    answer: str | None
    world: Any = None
    tool_calls: list[tuple[str, str]] = field(default_factory=list)
    stopped_by: str | None = None

    def ran(self, tool: str) -> bool:
        """True when `tool` was called and at least one call returned ("ok")."""
        return (tool, "ok") in self.tool_calls


Check = Callable[[Outcome], Verdict]


@dataclass(frozen=True)
class Task:
    """One thing to ask, and how to tell whether it was done.

    - `scenario`: "deals", "incidents" or "recycling" (which tools the run gets);
    - `name`: short and unique within the scenario, e.g. "triage_approved";
    - `prompt` / `instructions`: the user's text and the system instructions;
    - `approve`: what the approver says to every side-effect call (True: approve, False: reject);
    - `check`: `check(outcome) -> Verdict`;
    - `workflow`: the name of the fixed workflow that does this task by code (a key of
      `labkit.workflows.FIXED_WORKFLOWS`), or None when there is none.
    """

    scenario: str
    name: str
    prompt: str
    instructions: str | None
    check: Check
    approve: bool = True
    workflow: str | None = None

    @property
    def label(self) -> str:
        """`scenario/name`, e.g. "incidents/triage_rejected"."""
        return f"{self.scenario}/{self.name}"
