"""Driving a sweep: plan the grid, skip what is recorded, start runs while the limits allow, judge
and write each one as it finishes, and say how far it got (`run_sweep`).

- **Limits on starting runs:** `concurrency` runs in flight; `max_runs`; the cost cap
  (`labkit.sweep.budget.CostCap`: start, wait or stop); on live backends the adaptive rate
  limiter (`labkit.sweep.limiter`). Whatever stops the sweep early becomes `stopped_reason`.
- **Where runs are performed:** an `Executor` (`labkit.sweep.executors`): worker processes on the
  simulator, threads of this process on live backends (or with `workers=0`).
- **Only this process judges and marks runs done.** Each finished run is checked (its task's
  check) and its runs part written (`labkit.sweep.storage`; a worker process has already written
  its ledger part), then `on_run(row)` is called.
- **Progress** goes to stderr (tqdm): runs done of runs to do, an ETA, and `ok <passed>/<done>`
  and the dollars spent, updated together so they always agree.
"""

from __future__ import annotations

import math
import os
import sys
import time
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import pandas as pd

from labkit.scenarios import Task
from labkit.sweep.approaches import APPROACHES
from labkit.sweep.budget import Admission
from labkit.sweep.execute import crashed_row, judge_run
from labkit.sweep.executors import Executor, InProcessExecutor, ProcessPoolExecutor
from labkit.sweep.limiter import AdaptiveLimiter
from labkit.sweep.plan import KEY_COLUMNS, RunSpec, plan_runs
from labkit.sweep.result import INTERRUPTED, SweepResult
from labkit.sweep.settings import Settings, check_settings
from labkit.sweep.storage import SweepStore, coerce_runs, sort_runs


def run_sweep(
    out: str | os.PathLike,
    *,
    scenarios: str | Sequence[str] | None = None,
    approaches: str | Sequence[str] | None = None,
    models: str | Sequence[str] | None = None,
    repeats: int = 1,
    concurrency: int | None = None,
    workers: int | None = None,
    backend: str = "sim",
    max_cost_usd: float | None = None,
    faults: str | None = None,
    tasks: Sequence[Task] | None = None,
    max_turns: int = 10,
    max_runs: int | None = None,
    first_run_estimate_usd: float | None = None,
    time_scale: float = 0.0,
    compact: bool = True,
    quiet: bool = False,
    on_run: Callable[[dict[str, Any]], None] | None = None,
) -> SweepResult:
    """Run the grid tasks × approaches × models × repeats into the folder `out` (see
    `labkit.sweep`), skipping runs already recorded there, and return a `SweepResult`.

    - `scenarios` / `approaches` / `models`: names, as a list or "a,b" (default: all scenarios,
      all approaches, `config.REPORT_MODELS`); `tasks` replaces the scenarios' default tasks;
    - `workers`: worker processes on the simulator (default: one per core, `os.cpu_count()`;
      0 = in this process, in threads); live backends always run in this process;
    - `concurrency`: runs in flight at once, over all workers (default: 2 per worker process, or 4
      in this process); on a live backend the most the adaptive rate limiter may allow;
    - `backend`: "sim" | "openai" | "compatible" (live ones read their key and URL from the
      environment);
    - `max_cost_usd`: the cap (`CostCap`); `first_run_estimate_usd` overrides its first-run figure;
    - `faults`: a simulator fault spec every run's simulator applies (sim only);
    - `max_turns`: model calls a run may make; `max_runs`: start at most this many runs now (a
      partial sweep that a later call finishes); `time_scale`: the simulator's (0 = no sleeping);
    - `compact`: at the end, merge the runs' parts into `runs.parquet` and `ledger.parquet`;
    - `quiet`: no progress bar (it goes to stderr); `on_run(row)`: called in this process after
      each run is written — an exception there stops the sweep (runs in progress are not recorded).

    Bad arguments raise ValueError saying what to use instead.
    """
    started = time.perf_counter()
    settings = check_settings(scenarios, approaches, models, repeats, concurrency, backend, max_cost_usd, faults,
                              tasks, max_turns, max_runs, first_run_estimate_usd, time_scale, workers)
    planned, skipped = plan_runs(settings.tasks, settings.approaches, settings.models, repeats,
                                 backend=settings.endpoint.backend, faults=settings.faults)
    store = SweepStore(out)
    recorded = store.prepare()
    done = {tuple(row) for row in recorded[list(KEY_COLUMNS)].itertuples(index=False)}
    todo = [spec for spec in planned if spec.key not in done]
    written: list[dict[str, Any]] = []
    limiter = AdaptiveLimiter(settings.concurrency) if settings.endpoint.backend != "sim" else None
    stopped = _drive_all(todo, settings, store, written, limiter, quiet=quiet, on_run=on_run)
    runs = sort_runs(coerce_runs(pd.concat([recorded, pd.DataFrame(written)], ignore_index=True))
                     if written else recorded)
    merged = store.compact() if compact else None  # the ledger it merged, not read back again
    ledger = store.ledger() if merged is None else merged
    return SweepResult(store.out, runs, ledger, stopped, skipped, len(written), len(planned) - len(todo),
                       time.perf_counter() - started, {row["run_id"] for row in written},
                       limiter.rate_limited if limiter else 0)


def _drive_all(todo: list[RunSpec], settings: Settings, store: SweepStore, written: list[dict[str, Any]],
               limiter: AdaptiveLimiter | None, *, quiet: bool,
               on_run: Callable[[dict[str, Any]], None] | None) -> str | None:
    """Perform `todo` on the right executor, writing each run as it finishes; why it stopped early."""
    from labkit.sdk.task_runs import sdk_rows_to_each_run

    if not todo:
        return None
    uses_sdk = any(APPROACHES[spec.approach].uses_sdk for spec in todo)
    progress = Progress(len(todo), quiet=quiet)
    in_process = settings.workers == 0
    with sdk_rows_to_each_run(uses_sdk and in_process):
        executor = _executor(settings, len(todo), uses_sdk, limiter, store)
        try:
            return _drive(todo, settings, executor, store, written, progress, limiter, on_run)
        finally:
            executor.shutdown()  # runs in progress finish, unrecorded
            progress.close()


def _executor(settings: Settings, runs: int, uses_sdk: bool, limiter: AdaptiveLimiter | None,
              store: SweepStore) -> Executor:
    """Worker processes on the simulator (never more than runs to do; each writes its runs' ledger
    parts into `store`), else threads here."""
    if settings.workers == 0:
        return InProcessExecutor(settings.endpoint, concurrency=settings.concurrency, max_turns=settings.max_turns,
                                 on_response=limiter.observe if limiter else None)
    return ProcessPoolExecutor(settings.endpoint, workers=min(settings.workers, runs, settings.concurrency),
                               max_turns=settings.max_turns, uses_sdk=uses_sdk, ledger_parts=store.ledger_parts)


def _drive(todo: list[RunSpec], settings: Settings, executor: Executor, store: SweepStore,
           written: list[dict[str, Any]], progress: Progress, limiter: AdaptiveLimiter | None,
           on_run: Callable[[dict[str, Any]], None] | None) -> str | None:
    """Start runs while the limits allow; judge and write each as it finishes. Why it stopped early."""
    pending: deque[RunSpec] = deque(todo)
    in_flight: dict[Future, RunSpec] = {}
    stopped, started = None, 0
    while pending or in_flight:
        if stopped is None:
            stopped, started = _start_more(pending, in_flight, executor, settings, limiter, started)
        if not in_flight:
            if stopped is None and pending and limiter is not None:  # paused by the rate limiter
                time.sleep(max(limiter.wait_s(), 0.01))
                continue
            break
        timeout = max(limiter.wait_s(), 0.05) if limiter is not None and pending and stopped is None else None
        try:
            done, _ = wait(in_flight, timeout=timeout, return_when=FIRST_COMPLETED)
        except KeyboardInterrupt:
            stopped = f"{INTERRUPTED}: finishing the {len(in_flight)} run(s) in progress, starting no more"
            pending.clear()
            continue
        for future in done:
            spec = in_flight.pop(future)
            try:
                row, rows, ledger_written = _judged(future, spec)
            except BrokenProcessPool as broken:
                stopped = (f"a worker process died ({broken}); the runs it had in progress are not recorded: "
                           "re-run with the same --out to resume")
                pending.clear()
                continue
            store.write_run(row, rows, ledger_written=ledger_written)
            written.append(row)
            if settings.cap is not None:
                settings.cap.finish(spec.key, row["cost_usd"], _dearest_call(rows))
            progress.finished(row)
            if on_run is not None:
                on_run(row)
    return stopped


def _start_more(pending: deque, in_flight: dict, executor: Executor, settings: Settings,
                limiter: AdaptiveLimiter | None, started: int) -> tuple[str | None, int]:
    """Submit runs while the limits allow; (a stop reason when no more may ever start, runs started)."""
    while pending and len(in_flight) < settings.concurrency:
        if limiter is not None and limiter.slots(len(in_flight)) < 1:
            return None, started
        if settings.max_runs is not None and started >= settings.max_runs:
            return f"max_runs={settings.max_runs} reached: {len(pending)} planned run(s) left for a later sweep", started
        spec = pending[0]
        admission = settings.cap.admit(spec.key) if settings.cap else Admission(True)
        if admission.wait:
            return None, started
        if not admission.start:
            return admission.reason, started
        pending.popleft()
        in_flight[executor.submit(spec, limit_usd=admission.limit_usd)] = spec
        started += 1
    return None, started


def _judged(future: Future, spec: RunSpec) -> tuple[dict[str, Any], list[dict[str, Any]], bool]:
    """(runs-table row, ledger rows, whether its ledger part is already written) of a finished
    run; a run whose performing itself failed (a bug outside the run's own error handling) becomes
    an error row, never lost. A dead worker process raises BrokenProcessPool: its runs are not
    recorded, they run again on resume."""
    try:
        record = future.result()
    except BrokenProcessPool:
        raise
    except Exception as failure:
        return crashed_row(spec, failure), [], False
    return (*judge_run(spec, record), record.ledger_written)


def _dearest_call(rows: list[dict[str, Any]]) -> float:
    """The cost of the run's most expensive priced model call (0 when it made none, NaN when none
    of its calls was priced)."""
    costs = [row["cost_usd"] for row in rows if row["kind"] == "model"]
    priced = [cost for cost in costs if cost == cost]
    return float(max(priced)) if priced else (math.nan if costs else 0.0)


class Progress:
    """The progress bar on stderr: runs done of `total` (with tqdm's rate and ETA), and
    `ok <passed>/<done> $<spent>`, both moved by the same call so they always agree."""

    def __init__(self, total: int, *, quiet: bool) -> None:
        from tqdm import tqdm

        self.done = self.passed = 0
        self.spent_usd = 0.0
        self._bar = tqdm(total=total, desc="sweep", unit="run", file=sys.stderr, disable=quiet, leave=False,
                         dynamic_ncols=True)

    def finished(self, row: dict[str, Any]) -> None:
        """One more run written."""
        self.done += 1
        self.passed += bool(row["success"])
        cost = row["cost_usd"]
        self.spent_usd += cost if cost == cost else 0.0  # NaN: unpriced
        self._bar.set_postfix_str(f"ok {self.passed}/{self.done} ${self.spent_usd:.4f}", refresh=False)
        self._bar.update(1)

    def close(self) -> None:
        self._bar.close()



