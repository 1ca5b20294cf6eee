"""Where a sweep's runs are performed, behind one small interface (`Executor`).

- `InProcessExecutor`: worker threads of the sweep's own process. Live backends use it: their
  runs wait on the network, and threads overlap waiting well.
- `ProcessPoolExecutor`: worker PROCESSES (`concurrent.futures`, started by `forkserver` where the
  platform has it, else `spawn` — never `fork`, the sweep's process has threads). On the
  simulator a run is CPU work in Python, so only processes use every core. Each worker starts
  its own simulator server once (`labkit.sweep.sim_host`) and mounts a fresh simulated model on
  it for every run; it ignores Ctrl-C (the sweep's process decides what an interruption means).

Either way the sweep's own process judges each run (the task's check) and writes the runs part
that marks it done: executors PERFORM runs (`labkit.sweep.execute.perform_run`) and hand back
`RunRecord`s. A worker process also writes its run's ledger part (the bulk of the writing), so the
sweep's process, which shares the cores with the workers, does as little as it can.
Another engine — a provider's batch API, a cluster — plugs in by implementing `Executor`.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import dataclasses
import multiprocessing
import signal
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, Protocol

from labkit.sweep.execute import Endpoint, RunRecord, perform_run, portable
from labkit.sweep.plan import RunSpec


class Executor(Protocol):
    """Performs runs somewhere and hands back their records."""

    def submit(self, spec: RunSpec, *, limit_usd: float | None) -> Future[RunRecord]:
        """Start performing `spec` (under a per-run cost limit); a future of its `RunRecord`."""
        ...

    def shutdown(self) -> None:
        """Let the runs in progress finish (unrecorded), start no queued ones, release the workers."""
        ...


class InProcessExecutor:
    """Runs performed in threads of this process, `concurrency` at a time."""

    def __init__(self, endpoint: Endpoint, *, concurrency: int, max_turns: int,
                 on_response: Callable[[Any], None] | None = None) -> None:
        self.endpoint, self.max_turns, self.on_response = endpoint, max_turns, on_response
        self._pool = ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="labkit-sweep")

    def submit(self, spec: RunSpec, *, limit_usd: float | None) -> Future[RunRecord]:
        return self._pool.submit(perform_run, spec, self.endpoint, limit_usd=limit_usd, max_turns=self.max_turns,
                                 on_response=self.on_response)

    def shutdown(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


class ProcessPoolExecutor:
    """Runs performed in `workers` worker processes, each with its own simulator server."""

    def __init__(self, endpoint: Endpoint, *, workers: int, max_turns: int, uses_sdk: bool,
                 ledger_parts: Path) -> None:
        self.endpoint, self.max_turns, self.ledger_parts = endpoint, max_turns, ledger_parts
        self._pool = concurrent.futures.ProcessPoolExecutor(
            max_workers=workers, mp_context=_start_context(), initializer=start_worker,
            initargs=(endpoint.time_scale, uses_sdk))

    def submit(self, spec: RunSpec, *, limit_usd: float | None) -> Future[RunRecord]:
        return self._pool.submit(perform_in_worker, portable(spec), self.endpoint, limit_usd, self.max_turns,
                                 self.ledger_parts)

    def shutdown(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)


def _start_context() -> multiprocessing.context.BaseContext:
    """`forkserver` (workers forked from a clean server process that imported labkit once), else `spawn`."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["labkit.sweep.worker_imports"])
        return context
    return multiprocessing.get_context("spawn")


# --- inside a worker process -----------------------------------------------------------------------

_worker_state = contextlib.ExitStack()


def start_worker(time_scale: float, uses_sdk: bool) -> None:
    """A worker process's set-up, once: ignore Ctrl-C, route SDK spans into each run's ledger, and
    start this process's simulator server."""
    import logging

    from labkit.sdk.task_runs import sdk_rows_to_each_run
    from labkit.sweep.sim_host import shared_host

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    logging.getLogger("uvicorn.error").setLevel(logging.WARNING)
    if uses_sdk:
        _worker_state.enter_context(sdk_rows_to_each_run(True))
    shared_host(time_scale)


def perform_in_worker(spec: RunSpec, endpoint: Endpoint, limit_usd: float | None, max_turns: int,
                      ledger_parts: Path) -> RunRecord:
    """`perform_run` in a worker process (its arguments and result travel by pickle), then the
    run's ledger part written into `ledger_parts` here (an orphan until the sweep's process has
    judged the run and written its runs part)."""
    from labkit.sweep.storage import write_ledger_part

    record = perform_run(spec, endpoint, limit_usd=limit_usd, max_turns=max_turns)
    write_ledger_part(ledger_parts, spec.run_id, record.rows)
    return dataclasses.replace(record, ledger_written=True)
