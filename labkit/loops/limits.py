"""Run limits: how many model calls, dollars and seconds a loop may spend before it must stop.

A loop checks its `Limits` before every model call. When one is reached the loop stops and SAYS
so, never silently:

- the `LoopResult` it returns has `stopped_by` set to the limit's reason code ("max_steps",
  "max_cost" or "timeout", the codes of `labkit.reasons`);
- the ledger gets a row `kind="guardrail"`, `status="stopped"`, `name` and `reason` the code, with a
  `detail` such as "max_steps=3 reached: 3 model calls made".

Why a guardrail row: the stop is neither a model call nor a tool call; it is a check that ended the
run, which is what the ledger's "guardrail" kind holds (the Agents SDK records its guardrails
there too), and "stopped" is the status the schema keeps for it. Filtering
`frame[frame.status == "stopped"]` lists every run a limit cut short; the `reason` column says which
limit, whatever loop (or the Agents SDK) hit it.

Cost is read from the ledger rows of the current run (so it includes calls made in that run
before the loop started); time is measured on `clock` (injectable, so tests need not sleep) and
excludes time spent paused waiting for a human's approval.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from labkit.ledger import Ledger, Run
from labkit.reasons import record_reason


@dataclass(frozen=True)
class Limits:
    """The most a loop may spend: model calls, dollars (from the ledger) and seconds. None = no limit."""

    max_steps: int | None = 10
    max_cost_usd: float | None = None
    timeout_s: float | None = None
    clock: Callable[[], float] = field(default=time.monotonic, repr=False, compare=False)

    def __post_init__(self) -> None:
        for name in ("max_steps", "max_cost_usd", "timeout_s"):
            value = getattr(self, name)
            if value is not None and not value > 0:
                raise ValueError(f"Limits({name}={value!r}): use a number above 0, or None for no limit")


@dataclass(frozen=True)
class Stop:
    """A limit that was reached: its reason code ("max_steps", "max_cost", "timeout") and a
    sentence saying the limit and the value reached."""

    reason: str
    detail: str


class Watch:
    """A loop's progress against its limits: model calls made and seconds used (pauses excluded)."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.steps = 0
        self._used_s = 0.0
        self._since: float | None = limits.clock()

    @property
    def elapsed_s(self) -> float:
        """Seconds spent running so far (not counting pauses)."""
        running = self.limits.clock() - self._since if self._since is not None else 0.0
        return self._used_s + running

    def pause(self) -> None:
        """Stop the clock (the loop waits for a human)."""
        if self._since is not None:
            self._used_s += self.limits.clock() - self._since
            self._since = None

    def resume(self) -> None:
        """Start the clock again."""
        if self._since is None:
            self._since = self.limits.clock()

    def check(self, ledger: Ledger, run: Run) -> Stop | None:
        """The first limit reached before the next model call, or None to go on."""
        limits = self.limits
        if limits.max_steps is not None and self.steps >= limits.max_steps:
            return Stop("max_steps", f"max_steps={limits.max_steps} reached: {self.steps} model calls made")
        if limits.max_cost_usd is not None:
            spent = run_cost_usd(ledger, run)
            if spent >= limits.max_cost_usd:
                return Stop("max_cost", f"max_cost_usd={limits.max_cost_usd:g} reached: "
                                            f"${spent:.6f} spent in {run.run_id}")
        if limits.timeout_s is not None and self.elapsed_s >= limits.timeout_s:
            return Stop("timeout", f"timeout_s={limits.timeout_s:g} reached: {self.elapsed_s:.1f} s used")
        return None


def run_cost_usd(ledger: Ledger, run: Run) -> float:
    """Dollars recorded so far in `run` (unpriced rows count 0)."""
    costs = (row["cost_usd"] for row in ledger.rows if row["run_id"] == run.run_id)
    return sum(cost for cost in costs if not math.isnan(cost))


def record_stop(run: Run, stop: Stop) -> dict:
    """Write the guardrail row that reports a stop (see the module docstring)."""
    return record_reason(run, stop.reason, kind="guardrail", name=stop.reason, detail=stop.detail)
