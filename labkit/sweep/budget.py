"""The sweep's cost cap: `CostCap` decides before each run (start, wait or stop), `CostGuard`
stops an SDK run in progress before a model call that could cross its allowance.

Before starting a run the sweep estimates it (the mean cost of finished runs, else a conservative
first-run figure from the models' prices, `first_run_estimate`) and does not start it when
spent + in-progress allowances + estimate + one more model call > cap. A run in progress is
stopped by `Limits(max_cost_usd=...)` (loops) or by `CostGuard` (SDK, raising
`labkit.errors.CostLimitReached`); either records a guardrail row with the reason "max_cost".
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from labkit.errors import CostLimitReached
from labkit.ledger import Ledger, Run
from labkit.loops.limits import Stop, record_stop, run_cost_usd

#: A conservative first-run figure for the cost cap, in tokens of the priciest model swept.
FIRST_RUN_TOKENS = {"input_tokens": 20_000, "output_tokens": 4_000}
#: Calls per run assumed before any run finished (the first per-call estimate is run / this).
FIRST_RUN_CALLS = 4


@dataclass(frozen=True)
class Admission:
    """The cap's answer before a run: start it (with a per-run cost limit), wait, or stop."""

    start: bool
    limit_usd: float | None = None
    wait: bool = False
    reason: str = ""


class CostCap:
    """The sweep's budget: never start a run that the estimates say would cross `cap_usd`.

    - estimates: a run costs the mean of the finished runs (before any: `first_run_usd`); a model
      call costs as much as the dearest call seen so far (before any: `first_run_usd /
      FIRST_RUN_CALLS`);
    - `admit(key)`: with `headroom = cap - spent - allowances of runs in progress`, a run starts
      when its estimate plus one more call fits in the headroom (a run that can only half finish
      is money spent for nothing). It gets an allowance of `min(headroom, allowance_factor ×
      max(run, call estimate))`, reserved until it finishes, and a per-run limit of
      `allowance - call estimate`, so a loop stops before a model call that could take it past
      its allowance. When it does not fit: wait if runs are in progress (they may leave money
      unspent), else stop, saying why;
    - `finish(key, cost, dearest_call)`: the run's real cost replaces its reservation.

    The cap holds as long as no single model call costs more than the dearest one seen before it.
    """

    def __init__(self, cap_usd: float, *, first_run_usd: float, allowance_factor: float = 3.0) -> None:
        if not cap_usd > 0:
            raise ValueError(f"max_cost_usd must be a number of dollars above 0, got {cap_usd!r}")
        if not first_run_usd > 0:
            raise ValueError(f"the first-run estimate must be above 0 dollars, got {first_run_usd!r}")
        self.cap_usd = float(cap_usd)
        self.first_run_usd = float(first_run_usd)
        self.allowance_factor = allowance_factor
        self.spent_usd = 0.0
        self.finished = 0
        self.dearest_call_usd = 0.0
        self._reserved: dict[Hashable, float] = {}

    def __repr__(self) -> str:
        return (f"CostCap(cap=${self.cap_usd:g}, spent=${self.spent_usd:.6f}, finished={self.finished}, "
                f"in_progress={len(self._reserved)})")

    @property
    def reserved_usd(self) -> float:
        """Dollars set aside for the runs in progress."""
        return sum(self._reserved.values())

    def run_estimate(self) -> float:
        """What the next run is expected to cost."""
        return self.spent_usd / self.finished if self.finished else self.first_run_usd

    def call_estimate(self) -> float:
        """What the next model call may cost."""
        return self.dearest_call_usd or self.first_run_usd / FIRST_RUN_CALLS

    def admit(self, key: Hashable) -> Admission:
        """Start, wait or stop (see the class docstring)."""
        estimate, per_call = self.run_estimate(), self.call_estimate()
        headroom = self.cap_usd - self.spent_usd - self.reserved_usd
        if estimate + per_call > headroom:
            if self._reserved:
                return Admission(False, wait=True)
            return Admission(False, reason=self._stop_reason(estimate, per_call, headroom))
        allowance = min(headroom, self.allowance_factor * max(estimate, per_call))
        self._reserved[key] = allowance
        return Admission(True, limit_usd=allowance - per_call)

    def finish(self, key: Hashable, cost_usd: float, dearest_call_usd: float = 0.0) -> None:
        """Book a finished run (an unpriced cost counts as its whole allowance)."""
        allowance = self._reserved.pop(key, 0.0)
        self.spent_usd += allowance if math.isnan(cost_usd) else cost_usd
        self.finished += 1
        if dearest_call_usd == dearest_call_usd:  # not NaN
            self.dearest_call_usd = max(self.dearest_call_usd, dearest_call_usd)

    def _stop_reason(self, estimate: float, per_call: float, headroom: float) -> str:
        basis = (f"the mean of {self.finished} finished run(s)" if self.finished
                 else "a conservative first-run estimate")
        return (f"stopped before the cost cap: ${self.spent_usd:.6f} spent of max_cost_usd=${self.cap_usd:g}; "
                f"the next run needs ${estimate:.6f} ({basis}) plus ${per_call:.6f} for one more model call, "
                f"and only ${max(headroom, 0):.6f} is left")


def first_run_estimate(models: Sequence[str]) -> float:
    """A conservative cost for a run before any finished: `FIRST_RUN_TOKENS` on the priciest model."""
    from labkit import pricing

    return max(pricing.cost_usd(model, **FIRST_RUN_TOKENS) for model in models)


class CostGuard:
    """Checks one SDK run's spending against its limit before each model call (the SDK's
    counterpart of `Limits(max_cost_usd=...)`): records the same guardrail row, then raises."""

    def __init__(self, ledger: Ledger, run: Run, limit_usd: float | None) -> None:
        self.ledger, self.run, self.limit_usd = ledger, run, limit_usd
        self.stopped = False

    def check(self) -> None:
        """Raise `labkit.errors.CostLimitReached` when the run has spent its limit."""
        if self.limit_usd is None:
            return
        spent = run_cost_usd(self.ledger, self.run)
        if spent < self.limit_usd:
            return
        detail = f"max_cost_usd={self.limit_usd:g} reached: ${spent:.6f} spent in {self.run.run_id}"
        if not self.stopped:
            record_stop(self.run, Stop("max_cost", detail))
            self.stopped = True
        raise CostLimitReached(detail)
