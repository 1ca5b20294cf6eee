"""Every exception labkit raises on purpose, in one tree. Each message says what happened and what
to do about it.

    LabkitError                 anything labkit raises on purpose (catch this to catch them all)
    ├── NotConnected            a helper needs `labkit.connect()` first (also a RuntimeError)
    ├── SdkUnavailable          the Agents SDK does not import (also an ImportError)
    ├── ToolCallFailed          a fixed workflow's step called a tool that did not return a result
    ├── StreamInterrupted       a streamed answer broke off after some text was shown (`.text`)
    └── RunStopped              a run ended before its answer (`.reason`, `.detail`)
        ├── StepLimitReached    reason "max_steps": the run made as many model calls as it may
        ├── CostLimitReached    reason "max_cost": the run spent the dollars it may
        ├── TimeLimitReached    reason "timeout": the run used the seconds it may
        └── UnknownToolCalled   reason "unknown_tool": the model called a tool its agent does not
                                offer, and the run was set to stop there (the Agents SDK's default)

A `RunStopped` means the same whatever loop hit the limit: the Agents SDK paths raise it (the
fallback loop's step limit, a sweep's cost guard), and a hand-written loop, which returns rather
than raises, says `stopped_by` with the same code; `LoopResult.raise_for_stop()` turns that into
this exception. The `.reason` of each is the code its ledger row carries (`labkit.reasons`).

Bad arguments raise `ValueError` (and wrong types `TypeError`), as anywhere in Python. The
simulator (`labkit.sim`) has its own `SimError`: it is a server, and its errors become HTTP
answers, never exceptions in your code.
"""

from __future__ import annotations

from typing import Any


class LabkitError(Exception):
    """The base of every exception labkit raises on purpose."""


class NotConnected(LabkitError, RuntimeError):
    """A labkit helper needs a connection, and `labkit.connect()` has not been called."""


class SdkUnavailable(LabkitError, ImportError):
    """The Agents SDK could not be imported, so a path that needs it cannot start."""


class ToolCallFailed(LabkitError):
    """A fixed workflow's step called a tool that did not return a result (it failed or was
    blocked). `result` is the dispatcher's `ToolResult`, with the error the model would have read."""

    def __init__(self, result: Any) -> None:
        super().__init__(f"{result.name} {result.status}: {result.error}; the workflow stops at this step "
                         "(use ctx.dispatch(...) in a step that should carry on when a call is refused)")
        self.result = result


class StreamInterrupted(LabkitError):
    """The primary stream broke off after some text was shown; `text` is what was shown.

    Nothing was re-sent and no fallback ran: the reader keeps the partial answer. Ask again (a new
    request) for a complete one.
    """

    reason = "stream_interrupted"

    def __init__(self, text: str, cause: BaseException, description: str | None = None) -> None:
        self.text = text
        self.cause = cause
        told = description or f"{type(cause).__name__}: {cause}"
        super().__init__(f"the answer broke off after {len(text)} characters ({told}); the text already shown "
                         "stands and no fallback ran: ask again for a complete answer")


class RunStopped(LabkitError):
    """A run ended before its answer: a limit stopped it, or a call it cannot carry out. `reason`
    is the ledger code ("max_steps", "max_cost", "timeout", "unknown_tool"), `detail` the sentence
    its row carries."""

    reason = "stopped"
    advice = "raise the limit, or look at the ledger rows of the run to see where it went"

    def __init__(self, detail: str) -> None:
        self.detail = detail
        super().__init__(f"{detail}: {self.advice}")


class StepLimitReached(RunStopped):
    """The run made as many model calls as it may (`max_steps`, `max_turns`)."""

    reason = "max_steps"
    advice = ("the model kept calling tools: read the transcript for a repeated call, or allow more steps "
              "(Limits(max_steps=...), max_turns=...)")


class CostLimitReached(RunStopped):
    """The run spent the dollars it may (`max_cost_usd`)."""

    reason = "max_cost"
    advice = "use a cheaper model, trim tool outputs (output_budget_tokens), or raise max_cost_usd"


class TimeLimitReached(RunStopped):
    """The run used the seconds it may (`timeout_s`)."""

    reason = "timeout"
    advice = "look for a slow tool in the run's ledger rows, or raise Limits(timeout_s=...)"


class UnknownToolCalled(RunStopped):
    """The model called a tool its agent does not offer, and the run stopped there (what the Agents
    SDK does by default: it raises `ModelBehaviorError`, the `__cause__` of this error).

    `tool` is the name the model used, `agent` the agent it asked, `offered` the tools and handoffs
    that agent offers. Nothing ran for that call. It is recoverable: run the same input again (a
    model rarely repeats the slip), or let the model read the error and carry on
    (`local_run_config(..., tool_not_found_behavior="return_error_to_model")`).
    """

    reason = "unknown_tool"
    advice = ("nothing ran for that call; run the turn again, or let the model read the error and carry on: "
              "run_config=local_run_config(..., tool_not_found_behavior=\"return_error_to_model\")")

    def __init__(self, tool: str, agent: str, offered: list[str]) -> None:
        self.tool, self.agent, self.offered = tool, agent, list(offered)
        shown = ", ".join(self.offered) or "no tools"
        super().__init__(f"the model called {tool!r}, which agent {agent!r} does not offer (it offers {shown})")


STOPS: dict[str, type[RunStopped]] = {cls.reason: cls for cls in (StepLimitReached, CostLimitReached,
                                                                  TimeLimitReached)}
"""The `RunStopped` class of each limit's reason code (`UnknownToolCalled` is not a limit)."""


def stopped(reason: str, detail: str) -> RunStopped:
    """The exception for a run a limit stopped with `reason` (a `labkit.reasons` code)."""
    if reason not in STOPS:
        raise ValueError(f"{reason!r} is not a limit's reason code: use one of {', '.join(STOPS)}")
    return STOPS[reason](detail)
