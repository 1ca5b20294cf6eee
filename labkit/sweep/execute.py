"""One run of the grid: perform it (`perform_run`: talk to the model, fill the run's world and
ledger) and judge it (`judge_run`: the task's check on what it did, into a runs-table row).

The two halves are apart so that a run can be performed in a worker process and judged in the
sweep's own process: a task's check is a closure (it cannot travel to another process), while
what a run did — its answer, its world, its ledger rows — can. `execute_run` does both in turn.

- **A simulator per run.** On the simulator each run talks to a fresh `labkit.sim` simulated
  model (seed `config.SIM_SEED`, serving the run's faults) mounted on this process's one server
  (`labkit.sweep.sim_host`); live backends share one endpoint.
- **A world and a ledger per run.** Each run gets `scenario.new_world()`, its own `Ledger` and its
  own metered clients, so runs side by side never see each other's rows or side effects.
- **A failing run is a result.** An exception becomes the row's `error` (and `success` False).
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from labkit import config
from labkit.connect import Connection
from labkit.instrument import metered_clients
from labkit.ledger import Ledger
from labkit.loops import Limits
from labkit.scenarios import Outcome, Task, Verdict, scenario_named
from labkit.sweep.approaches import APPROACHES, Answer, RunInputs, describe
from labkit.sweep.plan import KEY_COLUMNS, RunSpec

#: The runs table, column -> dtype, in order.
RUN_COLUMNS: dict[str, str] = {
    "run_id": "string", "scenario": "string", "task": "string", "approach": "string", "model": "string",
    "repeat": "Int64", "backend": "string", "faults": "string", "success": "boolean", "reason": "string",
    "check_detail": "string", "stopped_by": "string", "note": "string", "steps": "Int64", "tool_calls": "Int64", "cost_usd": "float64",
    "total_ms": "float64", "error": "string", "wall_ms": "float64",
}
#: The `reason` codes of a run that did not succeed without being stopped (`labkit.reasons`).
CHECK_FAILED, RUN_ERROR, CHECK_ERROR = "check_failed", "run_error", "check_error"
#: Runs-table columns measured on the wall clock: leave them out when comparing two sweeps.
RUN_WALL_COLUMNS = ("wall_ms",)
#: Retries the `openai` client makes per model call (each attempt is a ledger row). On the
#: simulator the client's default; live, more, so a burst of 429s is waited out (the client waits
#: what `retry-after` says) instead of failing the run.
SIM_MAX_RETRIES, LIVE_MAX_RETRIES = 2, 6


@dataclass(frozen=True)
class Endpoint:
    """Where runs talk: a live URL and key, or the simulator (a fresh simulated model per run)."""

    backend: str
    base_url: str | None = None
    api_key: str = config.SIM_API_KEY
    time_scale: float = 0.0


@dataclass
class RunRecord:
    """What performing a run left: the answer, the run's world, its ledger rows (plain dicts, as
    `Ledger.rows` gives them, each with the run's id), the error (if it raised) and its wall-clock
    milliseconds. Plain data: it can come back from a worker process cheaply (no DataFrame is built
    per run; the sweep's ledger becomes one frame when it is read back). `ledger_written`: the
    worker that performed the run has already written its ledger part."""

    answer: Answer
    world: Any
    rows: list[dict[str, Any]]
    error: str | None
    wall_ms: float
    ledger_written: bool = False


def execute_run(spec: RunSpec, endpoint: Endpoint, *, limit_usd: float | None = None,
                max_turns: int = 10, on_response: Callable[[Any], None] | None = None,
                ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Perform one grid cell and check its outcome: `(runs-table row, its ledger rows)`.

    Never raises for a failing run: an exception becomes the row's `error` (and `success` False).
    """
    record = perform_run(spec, endpoint, limit_usd=limit_usd, max_turns=max_turns, on_response=on_response)
    return judge_run(spec, record)


def perform_run(spec: RunSpec, endpoint: Endpoint, *, limit_usd: float | None = None, max_turns: int = 10,
                on_response: Callable[[Any], None] | None = None) -> RunRecord:
    """Run one grid cell on its own world, ledger and clients (the task's check is not called).

    `on_response(httpx_response)` sees every model-call response (the live rate limiter's headers).
    """
    from labkit.sdk.task_runs import recording_into

    ledger = Ledger()
    started = time.perf_counter()
    answer, error = Answer(None), None
    scenario = scenario_named(spec.task.scenario)
    world = scenario.new_world()
    with recording_into(ledger), _sim_or_live(spec, endpoint) as (base_url, api_key):
        conn = _connection(endpoint.backend, base_url, api_key, ledger, on_response)
        limits = Limits(max_steps=max_turns, max_cost_usd=limit_usd)
        try:
            inputs = RunInputs(conn, spec.task, scenario, world, spec.model, limits, spec.approach)
            answer = APPROACHES[spec.approach].run(inputs)
        except Exception as failure:  # a failing run is a result, never lost
            error = describe(failure)
        finally:
            conn.client.close()
    rows = [{**row, "run_id": spec.run_id} for row in ledger.rows]
    return RunRecord(answer, world, rows, error, (time.perf_counter() - started) * 1000.0)


def judge_run(spec: RunSpec, record: RunRecord) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The task's verdict on a performed run: `(runs-table row, its ledger rows)`."""
    outcome = Outcome(record.answer.text, record.world, _tool_calls(record.rows), record.answer.stopped_by)
    verdict, error = _judge(spec.task, outcome, record.error)
    return _run_row(spec, record.rows, verdict, record.answer, error, record.wall_ms), record.rows


def portable(spec: RunSpec) -> RunSpec:
    """The spec with its task's check left out, so it can be sent to a worker process (the check
    is a closure; the sweep's own process judges the run)."""
    return dataclasses.replace(spec, task=dataclasses.replace(spec.task, check=_judged_elsewhere))


def _judged_elsewhere(outcome: Outcome) -> Verdict:
    raise RuntimeError("this run's check is called in the sweep's own process, not here")


def crashed_row(spec: RunSpec, failure: BaseException) -> dict[str, Any]:
    """The row of a run that failed outside its own error handling (its worker died, a bug)."""
    error = describe(failure)
    return {"run_id": spec.run_id, **dict(zip(KEY_COLUMNS, spec.key)), "success": False,
            "reason": RUN_ERROR, "check_detail": f"the run raised: {error}", "stopped_by": None, "note": None, "steps": 0, "tool_calls": 0,
            "cost_usd": 0.0, "total_ms": 0.0, "error": error, "wall_ms": math.nan}


def _judge(task: Task, outcome: Outcome, error: str | None) -> tuple[Verdict, str | None]:
    """The task's verdict on the outcome (a run that raised, or a check that raises, fails)."""
    if error is not None:
        return Verdict(False, f"the run raised: {error}"), error
    try:
        verdict = task.check(outcome)
    except Exception as failure:
        error = f"the check raised: {describe(failure)}"
        return Verdict(False, error), error
    if outcome.stopped_by:
        verdict = Verdict(verdict.success, f"stopped by {outcome.stopped_by}; {verdict.reason}")
    return verdict, None


def _run_row(spec: RunSpec, rows: list[dict[str, Any]], verdict: Verdict, answer: Answer, error: str | None,
             wall_ms: float) -> dict[str, Any]:
    """The runs-table row of one finished run (its numbers as `labkit.ledger.summarize` counts and
    rounds them, computed for the one run without grouping). `reason` is a code (`reason_code`),
    `check_detail` the check's sentence."""
    return {
        "run_id": spec.run_id, **dict(zip(KEY_COLUMNS, spec.key)),
        "success": verdict.success, "reason": reason_code(verdict.success, answer.stopped_by, error),
        "check_detail": verdict.reason, "stopped_by": answer.stopped_by, "note": answer.note,
        **_run_numbers(rows), "error": error, "wall_ms": wall_ms,
    }


def reason_code(success: bool, stopped_by: str | None, error: str | None) -> str | None:
    """Why a run did not succeed, as a `labkit.reasons` code: None when it succeeded; the code of
    the limit that stopped it; `check_error` / `run_error` when the check or the run raised; else
    `check_failed`."""
    if success:
        return None
    if stopped_by:
        return stopped_by
    if error is not None:
        return CHECK_ERROR if error.startswith("the check raised") else RUN_ERROR
    return CHECK_FAILED


def _run_numbers(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """steps (distinct steps of model rows), tool_calls, cost_usd (NaN if a row is unpriced; 6
    decimals) and total_ms (the run's end on its own clock; 0.1 ms) of one run's ledger rows.

    Summed and rounded with NumPy as `labkit.ledger.summarize` does on a frame (the same float
    sum, the same rounding), so a run's numbers are the same whichever way they are counted."""
    if not rows:
        return {"steps": 0, "tool_calls": 0, "cost_usd": 0.0, "total_ms": 0.0}
    costs = np.array([row["cost_usd"] for row in rows], dtype=np.float64)
    ends = [_or_zero(row["start_ms"]) + _or_zero(row["latency_ms"]) for row in rows]
    return {
        "steps": len({row["step"] for row in rows if row["kind"] == "model" and row["step"] is not None}),
        "tool_calls": sum(row["kind"] == "tool" for row in rows),
        "cost_usd": float(np.round(costs.sum(), 6)),
        "total_ms": float(np.round(max(ends), 1)),
    }


def _or_zero(value: float | None) -> float:
    """A missing (None or NaN) number as 0."""
    return 0.0 if value is None or value != value else value


def _tool_calls(rows: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """(name, status) of every tool row (the ledger keeps both as text)."""
    return [(row["name"], row["status"]) for row in rows if row["kind"] == "tool"]


@contextlib.contextmanager
def _sim_or_live(spec: RunSpec, endpoint: Endpoint) -> Iterator[tuple[str, str]]:
    """(base_url, api_key) for one run: a fresh simulated model serving the run's faults, or the live URL."""
    if endpoint.backend != "sim":
        yield endpoint.base_url, endpoint.api_key
        return
    from labkit.sweep.sim_host import shared_host

    with shared_host(endpoint.time_scale).simulator(spec.faults) as base_url:
        yield base_url, config.SIM_API_KEY


def _connection(backend: str, base_url: str, api_key: str, ledger: Ledger,
                on_response: Callable[[Any], None] | None) -> Connection:
    """A Connection of the run's own metered clients, recording into the run's own ledger."""
    retries = SIM_MAX_RETRIES if backend == "sim" else LIVE_MAX_RETRIES
    client, async_client = metered_clients(base_url, api_key, ledger, backend=backend, max_retries=retries,
                                           on_response=on_response)
    return Connection(backend, f"sweep run on {backend}", base_url, client, async_client, ledger)
