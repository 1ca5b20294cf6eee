"""A sweep's arguments, checked once (ValueError saying what to use), in the order a user would fix them."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass

from labkit import config
from labkit.connect import choose_backend
from labkit.scenarios import SCENARIOS, Task, tasks_for
from labkit.sweep.approaches import APPROACH_NAMES
from labkit.sweep.budget import CostCap, first_run_estimate
from labkit.sweep.execute import Endpoint
from labkit.sweep.plan import parse_names, split_names

#: Runs in flight per worker process when `concurrency` is not given (one running, one queued, so
#: a worker never waits for the sweep's own process between runs).
RUNS_PER_WORKER = 2
#: Runs in flight in the sweep's own process (live backends, or `workers=0`) when not given.
IN_PROCESS_CONCURRENCY = 4


@dataclass(frozen=True)
class Settings:
    """Every sweep argument, checked: what to run, where, how many at once, under which limits.

    `workers` is the number of worker processes (0: every run in the sweep's own process, in
    threads); `concurrency` is the number of runs in flight at once over all of them."""

    tasks: list[Task]
    approaches: list[str]
    models: list[str]
    concurrency: int
    workers: int
    endpoint: Endpoint
    faults: str
    cap: CostCap | None
    max_turns: int
    max_runs: int | None


def check_settings(scenarios, approaches, models, repeats, concurrency, backend, max_cost_usd, faults, tasks,
                   max_turns, max_runs, first_run_estimate_usd, time_scale, workers=None) -> Settings:
    """Every argument checked (ValueError saying what to use), in the order a user would fix them."""
    scenario_names = parse_names(scenarios, tuple(SCENARIOS), "scenario")
    task_list = [t for t in tasks if t.scenario in scenario_names] if tasks is not None else tasks_for(scenario_names)
    if not task_list:
        raise ValueError(f"no task left to run for scenarios {', '.join(scenario_names)}")
    approach_names = parse_names(approaches, APPROACH_NAMES, "approach")
    model_names = split_names(models) if models is not None else list(config.REPORT_MODELS)
    if not model_names:
        raise ValueError("no model given: name at least one, e.g. gpt-4.1-mini")
    for name, value, low in (("repeats", repeats, 1), ("concurrency", concurrency, 1), ("max_turns", max_turns, 1),
                             ("workers", workers, 0)):
        if value is None and name in ("concurrency", "workers"):
            continue
        if not isinstance(value, int) or isinstance(value, bool) or value < low:
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
    worker_count = _workers(workers, endpoint.backend)
    if concurrency is None:
        concurrency = RUNS_PER_WORKER * worker_count if worker_count else IN_PROCESS_CONCURRENCY
    return Settings(task_list, approach_names, model_names, concurrency, worker_count, endpoint, spec, cap,
                    max_turns, max_runs)


def _workers(workers: int | None, backend: str) -> int:
    """Worker processes: on the simulator `workers` (default: one per core); live backends always run
    in the sweep's own process (they wait on the network, not the CPU): 0."""
    if backend != "sim":
        return 0
    if workers is None:
        return (os.cpu_count() or 1) if _workers_can_start() else 0
    return workers


def _workers_can_start() -> bool:
    """False when this process's main script cannot be found again by a new process (Python fed on
    stdin): worker processes, which re-read it, would fail to start, so runs stay in this process."""
    import sys

    main_file = getattr(sys.modules.get("__main__"), "__file__", None)
    main_spec = getattr(sys.modules.get("__main__"), "__spec__", None)
    return main_spec is not None or main_file is None or os.path.exists(main_file)


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
