"""`labkit sweep`: run every task × approach × model × repeat, check each outcome, keep every number.

    from labkit.sweep import run_sweep, load_sweep
    result = run_sweep("sweeps/first", scenarios=["deals", "incidents"], approaches=["chat_loop", "sdk"])
    result.runs                       # one row per run: success (by the task's check), cost, time...
    result.summary()                  # success rate, mean cost, mean time per approach × model
    load_sweep("sweeps/first")        # the same, read back from the files (notebook 09)

What a sweep writes into its folder, AS EACH RUN FINISHES:

- `ledger.parquet` — every ledger row of every run (`Ledger.append_to`), run ids as below;
- `runs.parquet` — one row per run (`RUN_COLUMNS`): its key, whether its task's check passed and
  why, steps, cost, modelled time, and the error when the run raised (a failing run is a row too).

Choices a reader should know about:

- **Resume.** A run is identified by its key (`KEY_COLUMNS`: scenario, task, approach, model,
  repeat, backend, faults). Running a sweep again into the same folder skips every key already in
  `runs.parquet`, so an interrupted sweep finishes without repeating finished runs. Ledger rows of
  a run that never reached `runs.parquet` (the process died in between) are dropped first.
- **Run ids** are made from the key (`deals/notify_best/chat_loop/gpt-4.1-mini/r1@sim`), not
  from the order runs finish in, so two sweeps give the same ids whatever the concurrency.
- **One simulator per run.** On the simulator each run gets its own fresh server (seed
  `config.SIM_SEED`): its prompt cache, id counter and fault counters start from zero, so a run's
  numbers do not depend on which runs went before it or beside it. `faults` are that server's
  standing rules. Live backends share one endpoint; faults cannot be injected there.
- **A world per run.** Each run gets `scenario.new_world()` and hands it to its tools explicitly
  (bound into the registry for the loops and the workflow, the run context for the SDK), so runs
  in parallel threads never see each other's notifications or tickets, and each task's check
  reads only its own run's world.
- **Concurrency.** Up to `concurrency` runs at a time, each in a worker thread with its own
  `Ledger` and its own metered clients (and, for the SDK, its own model object and a trace
  processor that writes into the current run's ledger). Only the main thread writes files.
- **Cost cap** (`max_cost_usd`, any backend; see `CostCap`). Before starting a run the sweep
  estimates it (mean cost of finished runs, else a conservative first-run figure from the
  models' prices) and does not start it when spent + in-progress allowances + estimate + one
  more model call > cap. A run in progress is stopped by `Limits(max_cost_usd=...)` (loops) or
  by a hook (SDK, raising `labkit.errors.CostLimitReached`) before a model call that could cross
  its allowance. The stop is a guardrail row with the reason "max_cost" in the ledger and
  `stopped_by="max_cost"` in the runs table (`stopped_by` always holds a `labkit.reasons`
  code); `SweepResult.stopped_reason` (and the command's last line) says why a sweep stopped
  starting runs.
- **Determinism.** On the simulator the runs table is the same from sweep to sweep, whatever the
  concurrency (leave out `RUN_WALL_COLUMNS`). The ledger rows are too, except that tool calls the
  Agents SDK runs in parallel may be recorded in either order.
- **Approaches.** `workflow` (fixed code, no model call: see `labkit.workflows`), `chat_loop`,
  `responses_loop`, `sdk` (Agents SDK `Runner.run`; side effects pause the run and the task's
  approver decides), `sdk_fallback` (the SDK streamed, falling back to a Responses loop; on the
  simulator it always runs under `stream_cut:0@*`, so the fallback serves every answer; on the
  streamed path the task's approver decides the calls the run holds, and the fallback loop's
  dispatcher asks it at its gate; a refusal is a "rejected" row either way).
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import contextvars
import hashlib
import logging
import math
import os
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Hashable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from labkit import config
from labkit.connect import Connection, choose_backend
from labkit.errors import CostLimitReached, RunStopped, StreamInterrupted
from labkit.instrument import metered_clients
from labkit.ledger import Ledger, Run, summarize, write_parquet_atomically
from labkit.loops import AlwaysAllow, AlwaysDeny, Approver, Dispatcher, Limits, Registry, chat_loop, responses_loop
from labkit.loops.limits import Stop, record_stop, run_cost_usd
from labkit.scenarios import SCENARIOS, Outcome, Scenario, Task, Verdict, scenario_named, tasks_for
from labkit.workflows import FIXED_WORKFLOWS

APPROACH_NAMES = ("workflow", "chat_loop", "responses_loop", "sdk", "sdk_fallback")
#: The columns that identify a run: a sweep skips a key already recorded.
KEY_COLUMNS = ("scenario", "task", "approach", "model", "repeat", "backend", "faults")
#: The runs table, column -> dtype, in order.
RUN_COLUMNS: dict[str, str] = {
    "run_id": "string", "scenario": "string", "task": "string", "approach": "string", "model": "string",
    "repeat": "Int64", "backend": "string", "faults": "string", "success": "boolean", "reason": "string",
    "stopped_by": "string", "note": "string", "steps": "Int64", "tool_calls": "Int64", "cost_usd": "float64",
    "total_ms": "float64", "error": "string", "wall_ms": "float64",
}
#: Runs-table columns measured on the wall clock: leave them out when comparing two sweeps.
RUN_WALL_COLUMNS = ("wall_ms",)
RUNS_FILE, LEDGER_FILE = "runs.parquet", "ledger.parquet"
#: What `sdk_fallback` always runs under on the simulator: every stream drops before its first token.
FALLBACK_SIM_FAULTS = "stream_cut:0@*"
#: A conservative first-run figure for the cost cap, in tokens of the priciest model swept.
FIRST_RUN_TOKENS = {"input_tokens": 20_000, "output_tokens": 4_000}
#: Calls per run assumed before any run finished (the first per-call estimate is run / this).
FIRST_RUN_CALLS = 4


# --- what to run ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RunSpec:
    """One cell of the grid: a task, an approach, a model, a repeat, on a backend, under faults."""

    task: Task
    approach: str
    model: str
    repeat: int
    backend: str
    faults: str = ""

    @property
    def key(self) -> tuple[str, str, str, str, int, str, str]:
        """The run's identity (`KEY_COLUMNS`): what resume compares."""
        return (self.task.scenario, self.task.name, self.approach, self.model, self.repeat, self.backend,
                self.faults)

    @property
    def run_id(self) -> str:
        """A readable id made from the key, e.g. `deals/notify_best/chat_loop/gpt-4.1-mini/r1@sim`
        (plus `+faults:<hash>` when faults apply). It never ends in a bare number, so
        `Ledger.concat` keeps it as it is."""
        run_id = f"{self.task.label}/{self.approach}/{self.model}/r{self.repeat}@{self.backend}"
        if self.faults:
            run_id += f"+faults:{hashlib.sha1(self.faults.encode()).hexdigest()[:6]}"
        return run_id


@dataclass(frozen=True)
class Skipped:
    """A task × approach combination that cannot run, and why."""

    scenario: str
    task: str
    approach: str
    reason: str


def plan_runs(tasks: Sequence[Task], approaches: Sequence[str], models: Sequence[str], repeats: int, *,
              backend: str = "sim", faults: str = "") -> tuple[list[RunSpec], list[Skipped]]:
    """Expand the grid, task by task, approach by approach, model by model, repeat by repeat.

    Combinations an approach does not support (a task without a fixed workflow, an SDK that does
    not import) are returned as `Skipped` instead, once per task × approach, with the reason.
    """
    runs: list[RunSpec] = []
    skipped: list[Skipped] = []
    for task in tasks:
        for name in approaches:
            reason = APPROACHES[name].unsupported(task)
            if reason:
                skipped.append(Skipped(task.scenario, task.name, name, reason))
                continue
            spec_faults = effective_faults(name, faults, backend)
            runs += [RunSpec(task, name, model, repeat, backend, spec_faults)
                     for model in models for repeat in range(1, repeats + 1)]
    return runs, skipped


def effective_faults(approach: str, faults: str, backend: str) -> str:
    """The fault spec a run's simulator serves: the approach's own faults, then the sweep's.

    Live backends get none (faults are injected by the simulator only).
    """
    if backend != "sim":
        return ""
    parts = [APPROACHES[approach].sim_faults, (faults or "").strip()]
    return ",".join(part for part in parts if part)


def parse_names(text: str | Sequence[str] | None, allowed: Sequence[str], what: str) -> list[str]:
    """A list of names from "a,b" (or a list), each checked against `allowed`; None → all of them.

    ValueError names the first unknown one and the allowed ones.
    """
    if text is None:
        return list(allowed)
    names = _split(text)
    if not names:
        raise ValueError(f"no {what} given: use some of {', '.join(allowed)}")
    unknown = [name for name in names if name not in allowed]
    if unknown:
        raise ValueError(f"unknown {what} {unknown[0]!r}: use some of {', '.join(allowed)}")
    return names


# --- who approves a task's side effects ----------------------------------------------------------------


def approver_for(task: Task) -> Approver:
    """A fresh approver for one run of `task`: `AlwaysAllow` or `AlwaysDeny`, as `task.approve` says."""
    if task.approve:
        return AlwaysAllow(f"approved by the sweep ({task.label})")
    return AlwaysDeny(f"rejected by the sweep's approver ({task.label})")


# --- the cost cap ------------------------------------------------------------------------------------


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


# --- one run ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Endpoint:
    """Where runs talk: a live URL and key, or the simulator (a fresh server per run)."""

    backend: str
    base_url: str | None = None
    api_key: str = config.SIM_API_KEY
    time_scale: float = 0.0


@dataclass
class RunInputs:
    """What an approach gets for one run: the connection, the task, its scenario and the run's own
    world (`scenario.new_world()`), the model, the limits and the approach's name."""

    conn: Connection
    task: Task
    scenario: Scenario
    world: Any
    model: str
    limits: Limits
    approach: str


@dataclass
class Answer:
    """What an approach returns: the final text, why it stopped early (if it did), and a note."""

    text: str | None
    stopped_by: str | None = None
    note: str | None = None


def execute_run(spec: RunSpec, endpoint: Endpoint, *, limit_usd: float | None = None,
                max_turns: int = 10) -> tuple[dict[str, Any], pd.DataFrame]:
    """Run one grid cell and check its outcome: `(runs-table row, its ledger rows)`.

    Never raises for a failing run: an exception becomes the row's `error` (and `success` False).
    """
    ledger = Ledger()
    started = time.perf_counter()
    answer, error = Answer(None), None
    scenario = scenario_named(spec.task.scenario)
    world = scenario.new_world()
    with _recording_into(ledger), _sim_or_live(spec, endpoint) as (base_url, api_key):
        conn = _connection(endpoint.backend, base_url, api_key, ledger)
        limits = Limits(max_steps=max_turns, max_cost_usd=limit_usd)
        try:
            inputs = RunInputs(conn, spec.task, scenario, world, spec.model, limits, spec.approach)
            answer = APPROACHES[spec.approach].run(inputs)
        except Exception as failure:  # a failing run is a result, never lost
            error = _describe(failure)
        finally:
            conn.client.close()
    rows = ledger.frame().assign(run_id=spec.run_id)
    outcome = Outcome(answer.text, world, _tool_calls(rows), answer.stopped_by)
    verdict, error = _judge(spec.task, outcome, error)
    wall_ms = (time.perf_counter() - started) * 1000.0
    return _run_row(spec, rows, verdict, answer, error, wall_ms), rows


def _judge(task: Task, outcome: Outcome, error: str | None) -> tuple[Verdict, str | None]:
    """The task's verdict on the outcome (a run that raised, or a check that raises, fails)."""
    if error is not None:
        return Verdict(False, f"the run raised: {error}"), error
    try:
        verdict = task.check(outcome)
    except Exception as failure:
        error = f"the check raised: {_describe(failure)}"
        return Verdict(False, error), error
    if outcome.stopped_by:
        verdict = Verdict(verdict.success, f"stopped by {outcome.stopped_by}; {verdict.reason}")
    return verdict, None


def _run_row(spec: RunSpec, rows: pd.DataFrame, verdict: Verdict, answer: Answer, error: str | None,
             wall_ms: float) -> dict[str, Any]:
    """The runs-table row of one finished run."""
    numbers = summarize(rows, "run_id").iloc[0] if len(rows) else None
    return {
        "run_id": spec.run_id, **dict(zip(KEY_COLUMNS, spec.key)),
        "success": verdict.success, "reason": verdict.reason, "stopped_by": answer.stopped_by, "note": answer.note,
        "steps": int(numbers["steps"]) if numbers is not None else 0,
        "tool_calls": int(numbers["tool_calls"]) if numbers is not None else 0,
        "cost_usd": float(numbers["cost_usd"]) if numbers is not None else 0.0,
        "total_ms": float(numbers["total_ms"]) if numbers is not None else 0.0,
        "error": error, "wall_ms": wall_ms,
    }


def _tool_calls(rows: pd.DataFrame) -> list[tuple[str, str]]:
    """(name, status) of every tool row."""
    tools = rows[rows["kind"] == "tool"]
    return list(zip(tools["name"].astype(str), tools["status"].astype(str)))


@contextlib.contextmanager
def _sim_or_live(spec: RunSpec, endpoint: Endpoint) -> Iterator[tuple[str, str]]:
    """(base_url, api_key) for one run: a fresh simulator serving the run's faults, or the live URL."""
    if endpoint.backend != "sim":
        yield endpoint.base_url, endpoint.api_key
        return
    from labkit import sim

    server = sim.start(seed=config.SIM_SEED, time_scale=endpoint.time_scale, faults=spec.faults or None)
    try:
        yield server.base_url, config.SIM_API_KEY
    finally:
        _stop_later(server)


_stopping: list[threading.Thread] = []


def _stop_later(server: Any) -> None:
    """Stop a simulator in the background (uvicorn takes ~0.1 s to wind down; runs need not wait)."""

    def stop() -> None:
        server.stop()
        atexit.unregister(server.stop)

    thread = threading.Thread(target=stop, name="labkit-sweep-stop", daemon=True)
    thread.start()
    _stopping.append(thread)


def _wait_for_stops() -> None:
    """Wait until every simulator the sweep started has stopped."""
    while _stopping:
        _stopping.pop().join(timeout=10)


def _connection(backend: str, base_url: str, api_key: str, ledger: Ledger) -> Connection:
    """A Connection of the run's own metered clients, recording into the run's own ledger."""
    client, async_client = metered_clients(base_url, api_key, ledger, backend=backend, max_retries=2)
    return Connection(backend, f"sweep run on {backend}", base_url, client, async_client, ledger)


def _describe(error: BaseException) -> str:
    """`Type: message`, short enough for a table cell."""
    text = f"{type(error).__name__}: {error}".strip()
    return text if len(text) <= 200 else text[:199] + "…"


# --- the approaches -----------------------------------------------------------------------------------


def run_fixed_workflow(inputs: RunInputs) -> Answer:
    """The task's fixed workflow (`labkit.workflows`): code calls the tools in order and writes the answer."""
    workflow = FIXED_WORKFLOWS[inputs.task.workflow]
    result = workflow(inputs.conn, world=inputs.world, approver=approver_for(inputs.task), model=inputs.model)
    return Answer(result.final_text, result.stopped_by)


def run_chat_loop(inputs: RunInputs) -> Answer:
    """The hand-written Chat Completions loop (`labkit.loops.chat_loop`)."""
    return _hand_loop(chat_loop, inputs)


def run_responses_loop(inputs: RunInputs) -> Answer:
    """The hand-written Responses loop (`labkit.loops.responses_loop`)."""
    return _hand_loop(responses_loop, inputs)


def _hand_loop(loop: Callable[..., Any], inputs: RunInputs) -> Answer:
    """One hand-written loop over the scenario's tools, side effects decided by the task's approver."""
    task = inputs.task
    registry = Registry.for_scenario(inputs.scenario, world=inputs.world)
    dispatcher = Dispatcher(registry, approver=approver_for(task), ledger=inputs.conn.ledger)
    result = loop(inputs.conn, registry, task.prompt, model=inputs.model, instructions=task.instructions,
                  dispatcher=dispatcher, limits=inputs.limits, approach=inputs.approach, scenario=task.scenario)
    return Answer(result.final_text, result.stopped_by)


def run_sdk(inputs: RunInputs) -> Answer:
    """The Agents SDK: `Runner.run` with the scenario's tools; side-effect tools pause the run and
    the task's approver approves or rejects each held call."""
    return asyncio.run(_closing_client(inputs.conn, _sdk(inputs)))


def run_sdk_fallback(inputs: RunInputs) -> Answer:
    """The Agents SDK streamed, with the Responses fallback (`labkit.sdk.fallback`)."""
    return asyncio.run(_closing_client(inputs.conn, _sdk_fallback(inputs)))


async def _closing_client(conn: Connection, work: Any) -> Any:
    """Await `work`, then close the run's async client inside its own event loop."""
    try:
        return await work
    finally:
        await conn.async_client.close()


async def _sdk(inputs: RunInputs) -> Answer:
    """`labkit.sdk.runners.run` with the task's approver deciding every call held for approval."""
    from agents.exceptions import MaxTurnsExceeded

    from labkit.sdk.runners import make_agent, run, scenario_tools

    task, conn, max_turns = inputs.task, inputs.conn, inputs.limits.max_steps or 10
    with conn.ledger.run(approach=inputs.approach, scenario=task.scenario, backend=conn.backend, model=inputs.model,
                         api="responses") as ledger_run:
        guard = CostGuard(conn.ledger, ledger_run, inputs.limits.max_cost_usd)
        agent = make_agent(f"{task.scenario} agent", task.instructions or "", model=_sdk_model(inputs),
                           tools=scenario_tools(inputs.scenario), hooks=_guard_hooks(guard))
        try:
            result = await run(agent, task.prompt, max_turns=max_turns, context=inputs.world,
                               approver=approver_for(task))  # the state it resumes from keeps the world
        except CostLimitReached:
            return Answer(None, "max_cost")
        except MaxTurnsExceeded:
            detail = f"max_turns={max_turns} reached (the Agents SDK's MaxTurnsExceeded)"
            record_stop(ledger_run, Stop("max_steps", detail))
            return Answer(None, "max_steps")
        if result.interruptions:
            return Answer(None, "awaiting_approval")
        return Answer(str(result.final_output))


async def _sdk_fallback(inputs: RunInputs) -> Answer:
    """`stream_with_fallback` with a `FallbackLoop` over the same functions, on the run's client."""
    from labkit.sdk.fallback import FallbackLoop, stream_with_fallback
    from labkit.sdk.runners import make_agent, scenario_tools

    task, conn, max_turns = inputs.task, inputs.conn, inputs.limits.max_steps or 10
    with conn.ledger.run(approach=inputs.approach, scenario=task.scenario, backend=conn.backend, model=inputs.model,
                         api="responses") as ledger_run:
        guard = CostGuard(conn.ledger, ledger_run, inputs.limits.max_cost_usd)
        agent = make_agent(f"{task.scenario} agent", task.instructions or "", model=_sdk_model(inputs),
                           tools=scenario_tools(inputs.scenario), hooks=_guard_hooks(guard))
        registry = Registry.for_scenario(inputs.scenario, world=inputs.world)
        fallback = FallbackLoop.for_agent(agent, registry, client=_BudgetedClient(conn.async_client, guard),
                                          max_steps=max_turns, approver=approver_for(task), ledger=conn.ledger)
        stream = stream_with_fallback(agent, task.prompt, fallback=fallback, max_turns=max_turns, ledger=conn.ledger,
                                      context=inputs.world, approver=approver_for(task))
        try:
            text = await stream.text()
        except RunStopped as stop:
            note = "the fallback loop reached max_steps" if stop.reason == "max_steps" else None
            return Answer(None, stop.reason, note)
        except StreamInterrupted as interrupted:
            return Answer(interrupted.text, "stream_interrupted", "the primary broke off mid-answer")
        return Answer(text, None, f"served by {stream.outcome.path}")


def _sdk_model(inputs: RunInputs) -> Any:
    """An Agents SDK Responses model on the run's own async client (never the process default)."""
    from agents import OpenAIResponsesModel

    return OpenAIResponsesModel(model=inputs.model, openai_client=inputs.conn.async_client)


def _guard_hooks(guard: CostGuard) -> Any:
    """Agent hooks that run `guard.check()` before every model call."""
    from agents import AgentHooks

    class CostGuardHooks(AgentHooks):
        """Check the run's spending before each model call."""

        async def on_llm_start(self, context: Any, agent: Any, system_prompt: Any, input_items: Any) -> None:
            guard.check()

    return CostGuardHooks()


class _BudgetedClient:
    """What the fallback loop needs of an `AsyncOpenAI` (`.responses.create`), checking the run's
    cost guard before each call."""

    def __init__(self, client: Any, guard: CostGuard) -> None:
        self.responses = _BudgetedResponses(client.responses, guard)


class _BudgetedResponses:
    def __init__(self, responses: Any, guard: CostGuard) -> None:
        self._responses, self._guard = responses, guard

    async def create(self, **request: Any) -> Any:
        """`guard.check()`, then the real `responses.create`."""
        self._guard.check()
        return await self._responses.create(**request)


def _sdk_unavailable() -> str | None:
    """Why the SDK approach cannot run here (None when it can)."""
    try:
        import agents  # noqa: F401

        import labkit.sdk.runners  # noqa: F401
    except Exception as error:
        return f"the Agents SDK helpers do not import ({_describe(error)})"
    return None


def _fallback_unavailable() -> str | None:
    """Why the SDK-with-fallback approach cannot run here (None when it can)."""
    reason = _sdk_unavailable()
    if reason:
        return reason
    try:
        from labkit.sdk.fallback import stream_with_fallback  # noqa: F401
    except Exception as error:
        return f"labkit.sdk.fallback does not import ({_describe(error)})"
    return None


@dataclass(frozen=True)
class Approach:
    """How one approach runs a task, what it needs, and the faults it always runs under (sim)."""

    name: str
    run: Callable[[RunInputs], Answer]
    sim_faults: str = ""
    unavailable: Callable[[], str | None] = lambda: None
    uses_sdk: bool = False

    def unsupported(self, task: Task) -> str | None:
        """Why this approach cannot run `task` (None when it can)."""
        if self.name == "workflow" and task.workflow is None:
            return f"no fixed workflow is written for {task.label}"
        if self.name == "workflow" and task.workflow not in FIXED_WORKFLOWS:
            return (f"{task.label} names the fixed workflow {task.workflow!r}, which labkit.workflows does not "
                    f"have; use one of {', '.join(FIXED_WORKFLOWS)}")
        return self.unavailable()


APPROACHES: dict[str, Approach] = {
    "workflow": Approach("workflow", run_fixed_workflow),
    "chat_loop": Approach("chat_loop", run_chat_loop),
    "responses_loop": Approach("responses_loop", run_responses_loop),
    "sdk": Approach("sdk", run_sdk, unavailable=_sdk_unavailable, uses_sdk=True),
    "sdk_fallback": Approach("sdk_fallback", run_sdk_fallback, sim_faults=FALLBACK_SIM_FAULTS,
                             unavailable=_fallback_unavailable, uses_sdk=True),
}


# --- SDK plumbing for the sweep's duration ---------------------------------------------------------------


@contextlib.contextmanager
def sdk_rows_to_each_run(enabled: bool) -> Iterator[None]:
    """While the block runs, the SDK's spans become rows in the CURRENT run's ledger (each run has
    its own), no trace leaves the machine, and the SDK's "Error streaming response" log lines
    (which the fallback answers) are kept off the screen. Put back as they were afterwards."""
    if not enabled:
        yield
        return
    from agents import set_trace_processors

    from labkit.sdk.tracing import active_trace_processors

    try:
        previous = list(active_trace_processors())
    except RuntimeError:
        previous = []
    set_trace_processors([_current_run_trace_processor()])
    quiet = _DropStreamErrors()
    logging.getLogger("openai.agents").addFilter(quiet)
    try:
        yield
    finally:
        logging.getLogger("openai.agents").removeFilter(quiet)
        set_trace_processors(previous)


def _current_run_trace_processor() -> Any:
    """A `LocalTraceProcessor` whose ledger is the one of the run recording at the time."""
    from labkit.ledger import default_ledger
    from labkit.sdk.tracing import LocalTraceProcessor

    class CurrentRunTraceProcessor(LocalTraceProcessor):
        @property
        def ledger(self) -> Ledger:
            run = _current_ledger_run.get()
            return run if run is not None else default_ledger()

        @ledger.setter
        def ledger(self, value: Ledger) -> None:
            pass  # always the current run's

    return CurrentRunTraceProcessor()


_current_ledger_run: contextvars.ContextVar[Ledger | None] = contextvars.ContextVar("labkit_sweep_ledger",
                                                                                    default=None)


class _DropStreamErrors(logging.Filter):
    """Drops the SDK's "Error streaming response" lines: the fallback answers those requests."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.getMessage()).startswith("Error streaming response")


@contextlib.contextmanager
def _recording_into(ledger: Ledger) -> Iterator[None]:
    """Make `ledger` the one the sweep's SDK trace processor writes into, inside the block."""
    token = _current_ledger_run.set(ledger)
    try:
        yield
    finally:
        _current_ledger_run.reset(token)


# --- the sweep -----------------------------------------------------------------------------------------


#: How `SweepResult.stopped_reason` starts when Ctrl-C stopped the sweep.
INTERRUPTED = "interrupted"


@dataclass
class SweepResult:
    """What a sweep left: its files, the runs table, the ledger rows, and why it stopped early.

    - `runs`: every recorded run of the folder (this sweep's and earlier ones'), sorted by key;
    - `ledger`: the ledger rows of those runs (`labkit.ledger` schema);
    - `stopped_reason`: None when every planned run was done; else the cost cap's, `max_runs`'
      or an interruption's reason;
    - `skipped`: task × approach combinations that could not run, with the reason;
    - `ran` / `already_done`: runs made by this call, and planned runs found already recorded.
    """

    out: Path
    runs: pd.DataFrame
    ledger: pd.DataFrame
    stopped_reason: str | None = None
    skipped: list[Skipped] = field(default_factory=list)
    ran: int = 0
    already_done: int = 0

    @property
    def interrupted(self) -> bool:
        """True when Ctrl-C stopped the sweep (the runs in progress then were finished and kept)."""
        return (self.stopped_reason or "").startswith(INTERRUPTED)

    @property
    def runs_path(self) -> Path:
        """The runs table file."""
        return self.out / RUNS_FILE

    @property
    def ledger_path(self) -> Path:
        """The ledger file."""
        return self.out / LEDGER_FILE

    def summary(self) -> pd.DataFrame:
        """`summary_table(self.runs)`: success rate, mean cost and time per approach × model."""
        return summary_table(self.runs)


def run_sweep(
    out: str | os.PathLike,
    *,
    scenarios: str | Sequence[str] | None = None,
    approaches: str | Sequence[str] | None = None,
    models: str | Sequence[str] | None = None,
    repeats: int = 1,
    concurrency: int = 4,
    backend: str = "sim",
    max_cost_usd: float | None = None,
    faults: str | None = None,
    tasks: Sequence[Task] | None = None,
    max_turns: int = 10,
    max_runs: int | None = None,
    first_run_estimate_usd: float | None = None,
    time_scale: float = 0.0,
    quiet: bool = False,
    on_run: Callable[[dict[str, Any]], None] | None = None,
) -> SweepResult:
    """Run the grid tasks × approaches × models × repeats into the folder `out` (see the module
    docstring), skipping runs already recorded there, and return a `SweepResult`.

    - `scenarios` / `approaches` / `models`: names, as a list or "a,b" (default: all scenarios,
      all approaches, `config.REPORT_MODELS`); `tasks` replaces the scenarios' default tasks;
    - `concurrency`: runs at a time; `backend`: "sim" | "openai" | "compatible" (live ones read
      their key and URL from the environment);
    - `max_cost_usd`: the cap (`CostCap`); `first_run_estimate_usd` overrides its first-run figure;
    - `faults`: a simulator fault spec every run's server applies (sim only);
    - `max_turns`: model calls a run may make; `max_runs`: start at most this many runs now (a
      partial sweep that a later call finishes); `time_scale`: the simulator's (0 = no sleeping);
    - `quiet`: no progress bar (it goes to stderr); `on_run(row)`: called in the main thread after
      each run is written — an exception there stops the sweep (runs in progress are not recorded).

    Bad arguments raise ValueError saying what to use instead.
    """
    settings = _settings(scenarios, approaches, models, repeats, concurrency, backend, max_cost_usd, faults,
                         tasks, max_turns, max_runs, first_run_estimate_usd, time_scale)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    planned, skipped = plan_runs(settings.tasks, settings.approaches, settings.models, repeats,
                                 backend=settings.endpoint.backend, faults=settings.faults)
    recorded = _read_runs(out / RUNS_FILE)
    _drop_orphan_rows(out / LEDGER_FILE, set(recorded["run_id"]))
    done = {tuple(row) for row in recorded[list(KEY_COLUMNS)].itertuples(index=False)}
    todo = [spec for spec in planned if spec.key not in done]
    uses_sdk = any(APPROACHES[spec.approach].uses_sdk for spec in todo)
    with sdk_rows_to_each_run(uses_sdk):
        try:
            writer = _Writer(out, recorded)
            stopped, ran = _drive(todo, settings, writer, quiet=quiet, on_run=on_run)
        finally:
            _wait_for_stops()
    return SweepResult(out, _sorted(writer.runs_frame()), _read_ledger(out / LEDGER_FILE), stopped, skipped, ran,
                       len(planned) - len(todo))


def load_sweep(path: str | os.PathLike) -> SweepResult:
    """A sweep folder read back: its runs table (sorted by key) and its ledger rows.

    Raises FileNotFoundError, saying what to run, when the folder holds no runs table.
    """
    out = Path(path)
    if not (out / RUNS_FILE).exists():
        raise FileNotFoundError(f"no {RUNS_FILE} in {out}: run `labkit sweep --out {out}` (or run_sweep) first")
    return SweepResult(out, _sorted(_read_runs(out / RUNS_FILE)), _read_ledger(out / LEDGER_FILE))


def summary_table(runs: pd.DataFrame) -> pd.DataFrame:
    """Per approach × model: runs, success rate, mean cost (USD), mean modelled time (ms), errors."""
    columns = ["runs", "success_rate", "mean_cost_usd", "mean_total_ms", "errors"]
    if runs.empty:
        return pd.DataFrame(columns=["approach", "model", *columns]).set_index(["approach", "model"])
    groups = runs.groupby(["approach", "model"], sort=True)
    table = pd.DataFrame({
        "runs": groups.size(),
        "success_rate": groups["success"].mean().astype("float64").round(3),
        "mean_cost_usd": groups["cost_usd"].mean().round(6),
        "mean_total_ms": groups["total_ms"].mean().round(1),
        "errors": groups["error"].count(),
    })
    return table[columns]


# --- settings --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Settings:
    tasks: list[Task]
    approaches: list[str]
    models: list[str]
    concurrency: int
    endpoint: Endpoint
    faults: str
    cap: CostCap | None
    max_turns: int
    max_runs: int | None


def _settings(scenarios, approaches, models, repeats, concurrency, backend, max_cost_usd, faults, tasks,
              max_turns, max_runs, first_run_estimate_usd, time_scale) -> _Settings:
    """Every argument checked (ValueError saying what to use), in the order a user would fix them."""
    scenario_names = parse_names(scenarios, tuple(SCENARIOS), "scenario")
    task_list = [t for t in tasks if t.scenario in scenario_names] if tasks is not None else tasks_for(scenario_names)
    if not task_list:
        raise ValueError(f"no task left to run for scenarios {', '.join(scenario_names)}")
    approach_names = parse_names(approaches, APPROACH_NAMES, "approach")
    model_names = _split(models) if models is not None else list(config.REPORT_MODELS)
    if not model_names:
        raise ValueError("no model given: name at least one, e.g. gpt-4.1-mini")
    for name, value, low in (("repeats", repeats, 1), ("concurrency", concurrency, 1), ("max_turns", max_turns, 1)):
        if not isinstance(value, int) or value < low:
            raise ValueError(f"{name} must be a whole number >= {low}, got {value!r}")
    if max_runs is not None and (not isinstance(max_runs, int) or max_runs < 0):
        raise ValueError(f"max_runs must be a whole number >= 0 (or None for no limit), got {max_runs!r}")
    if not time_scale >= 0:
        raise ValueError(f"time_scale must be >= 0 (0 = no sleeping, 1 = real time), got {time_scale!r}")
    endpoint = _endpoint(backend, time_scale)
    _check_models(model_names, endpoint.backend, max_cost_usd)
    spec = _check_faults(faults, endpoint.backend)
    cap = None
    if max_cost_usd is not None:
        first = first_run_estimate_usd if first_run_estimate_usd is not None else first_run_estimate(model_names)
        cap = CostCap(max_cost_usd, first_run_usd=first)
    return _Settings(task_list, approach_names, model_names, concurrency, endpoint, spec, cap, max_turns, max_runs)


def _split(names: str | Sequence[str]) -> list[str]:
    """Names from "a,b" or a list, stripped, empty ones and repeats dropped."""
    parts = names.split(",") if isinstance(names, str) else names
    return list(dict.fromkeys(part.strip() for part in parts if part.strip()))


def _endpoint(backend: str, time_scale: float) -> Endpoint:
    """Where the runs talk (`connect.choose_backend` says what a live backend is missing)."""
    choice = choose_backend(backend)
    if choice.backend == "sim":
        return Endpoint("sim", time_scale=time_scale)
    return Endpoint(choice.backend, choice.base_url, choice.api_key or "", time_scale)


def _check_models(models: Sequence[str], backend: str, max_cost_usd: float | None) -> None:
    """Models the simulator knows (on sim) and, under a cost cap, models with a price."""
    from labkit import pricing
    from labkit.sim import profiles

    if backend == "sim":
        unknown = [model for model in models if profiles.resolve(model) is None]
        if unknown:
            known = ", ".join(profile.name for profile in profiles.all_profiles())
            raise ValueError(f"unknown model {unknown[0]!r} for the simulator: use some of {known}")
    if max_cost_usd is not None:
        unpriced = [model for model in models if not pricing.is_known(model)]
        if unpriced:
            raise ValueError(f"max_cost_usd needs prices, and {unpriced[0]!r} has none: sweep priced models, or "
                             "drop the cap")


def _check_faults(faults: str | None, backend: str) -> str:
    """The fault spec, checked against the simulator's grammar; faults need the simulator."""
    from labkit.sim import parse_spec
    from labkit.sim.types import SimError

    spec = (faults or "").strip()
    if not spec:
        return ""
    if backend != "sim":
        raise ValueError(f"faults are injected by the simulator: use backend 'sim' with faults, not {backend!r}")
    try:
        parse_spec(spec)
    except SimError as error:
        raise ValueError(f"faults: {error.message}") from None
    return spec


# --- driving the runs ------------------------------------------------------------------------------------


def _drive(todo: list[RunSpec], settings: _Settings, writer: _Writer, *, quiet: bool,
           on_run: Callable[[dict[str, Any]], None] | None) -> tuple[str | None, int]:
    """Start runs while the concurrency, `max_runs` and the cost cap allow; write each as it
    finishes. Returns (why it stopped early or None, runs finished)."""
    from tqdm import tqdm

    pending, in_flight = deque(todo), {}
    stopped, started, finished = None, 0, 0
    bar = tqdm(total=len(todo), desc="sweep", unit="run", file=sys.stderr, disable=quiet, leave=False)
    pool = ThreadPoolExecutor(max_workers=settings.concurrency, thread_name_prefix="labkit-sweep")
    try:
        while pending or in_flight:
            if stopped is None:
                stopped, started = _start_more(pending, in_flight, pool, settings, started)
            if not in_flight:
                break
            try:
                done, _ = wait(in_flight, return_when=FIRST_COMPLETED)
            except KeyboardInterrupt:
                stopped = f"{INTERRUPTED}: finishing the {len(in_flight)} run(s) in progress, starting no more"
                pending.clear()
                continue
            results = [_result_of(future, in_flight.pop(future)) for future in done]
            writer.write(results)
            for spec, row, rows in results:
                if settings.cap is not None:
                    settings.cap.finish(spec.key, row["cost_usd"], _dearest_call(rows))
                finished += 1
                bar.update(1)
                bar.set_postfix_str(f"ok {writer.successes}/{writer.written} ${writer.spent_usd:.4f}")
                if on_run is not None:
                    on_run(row)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)  # runs in progress finish, unrecorded
        bar.close()
    return stopped, finished


def _start_more(pending: deque, in_flight: dict, pool: ThreadPoolExecutor, settings: _Settings,
                started: int) -> tuple[str | None, int]:
    """Submit runs until the pool is full; (a stop reason when no more may ever start, runs started)."""
    while pending and len(in_flight) < settings.concurrency:
        if settings.max_runs is not None and started >= settings.max_runs:
            return f"max_runs={settings.max_runs} reached: {len(pending)} planned run(s) left for a later sweep", started
        spec = pending[0]
        admission = settings.cap.admit(spec.key) if settings.cap else Admission(True)
        if admission.wait:
            return None, started
        if not admission.start:
            return admission.reason, started
        pending.popleft()
        future = pool.submit(execute_run, spec, settings.endpoint, limit_usd=admission.limit_usd,
                             max_turns=settings.max_turns)
        in_flight[future] = spec
        started += 1
    return None, started


def _result_of(future: Future, spec: RunSpec) -> tuple[RunSpec, dict[str, Any], pd.DataFrame]:
    """(spec, runs-table row, ledger rows) of a finished run; a run whose thread itself failed
    becomes an error row (never lost)."""
    try:
        row, rows = future.result()
    except Exception as failure:  # a bug outside the run's own error handling
        row, rows = _crashed_row(spec, failure), Ledger().frame()
    return spec, row, rows


def _dearest_call(rows: pd.DataFrame) -> float:
    """The cost of the run's most expensive model call (0 when it made none)."""
    costs = rows.loc[rows["kind"] == "model", "cost_usd"]
    return float(costs.max()) if len(costs) else 0.0


def _crashed_row(spec: RunSpec, failure: BaseException) -> dict[str, Any]:
    """The row of a run that failed outside its own error handling."""
    error = _describe(failure)
    return {"run_id": spec.run_id, **dict(zip(KEY_COLUMNS, spec.key)), "success": False,
            "reason": f"the run raised: {error}", "stopped_by": None, "note": None, "steps": 0, "tool_calls": 0,
            "cost_usd": 0.0, "total_ms": 0.0, "error": error, "wall_ms": math.nan}


# --- files ------------------------------------------------------------------------------------------------


class _Writer:
    """Appends each finished run to the folder's two files (main thread only)."""

    def __init__(self, out: Path, recorded: pd.DataFrame) -> None:
        self.out = out
        self.rows: list[dict[str, Any]] = recorded.to_dict("records")
        self.written = 0
        self.successes = 0
        self.spent_usd = 0.0

    def write(self, results: list[tuple[RunSpec, dict[str, Any], pd.DataFrame]]) -> None:
        """Runs that finished together: their ledger rows first (one `Ledger.append_to`), then
        their runs-table rows. A run counts as done once it is in the runs table."""
        ledger_rows = [rows for _, _, rows in results if len(rows)]
        if ledger_rows:
            Ledger.concat(ledger_rows).append_to(self.out / LEDGER_FILE)
        for _, row, _ in results:
            self.rows.append(row)
            self.written += 1
            self.successes += bool(row["success"])
            self.spent_usd += row["cost_usd"] if row["cost_usd"] == row["cost_usd"] else 0.0
        write_parquet_atomically(self.runs_frame(), self.out / RUNS_FILE)

    def runs_frame(self) -> pd.DataFrame:
        """Every run recorded so far, as a runs table."""
        return _coerce_runs(pd.DataFrame(self.rows, columns=list(RUN_COLUMNS)))


def _coerce_runs(frame: pd.DataFrame) -> pd.DataFrame:
    """A runs table with `RUN_COLUMNS`' dtypes, in order."""
    frame = frame.reindex(columns=list(RUN_COLUMNS))
    return frame.astype(RUN_COLUMNS).reset_index(drop=True)


def _read_runs(path: Path) -> pd.DataFrame:
    """The runs table at `path` (empty when there is none)."""
    if not path.exists():
        return _coerce_runs(pd.DataFrame(columns=list(RUN_COLUMNS)))
    return _coerce_runs(pd.read_parquet(path, engine="pyarrow"))


def _read_ledger(path: Path) -> pd.DataFrame:
    """The ledger rows at `path`, runs in id order (rows of a run in recording order)."""
    if not path.exists():
        return Ledger().frame()
    frame = Ledger.load(path).frame()
    return frame.sort_values("run_id", kind="stable").reset_index(drop=True)


def _sorted(runs: pd.DataFrame) -> pd.DataFrame:
    """The runs table in key order (the order runs finished in varies with concurrency)."""
    return runs.sort_values(list(KEY_COLUMNS), kind="stable").reset_index(drop=True)


def _drop_orphan_rows(path: Path, recorded_run_ids: set[str]) -> None:
    """Remove ledger rows of runs missing from the runs table (their run will run again)."""
    if not path.exists():
        return
    frame = Ledger.load(path).frame()
    keep = frame["run_id"].isin(recorded_run_ids)
    if not keep.all():
        Ledger.from_frame(frame[keep]).save(path)
