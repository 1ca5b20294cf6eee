"""`labkit.sim.worker`: one request at a time, in order, off the loop, within a time budget."""

from __future__ import annotations

import asyncio
import threading

import pytest

from labkit.sim import worker
from labkit.sim.types import SimError


def test_jobs_run_on_the_worker_thread_in_order_and_errors_come_back():
    model = worker.ModelWorker("test-worker", budget_s=30)
    seen: list[tuple[int, str]] = []

    def job(index: int) -> int:
        seen.append((index, threading.current_thread().name))
        if index == 3:
            raise SimError("three", code="bad")
        return index * 10

    async def main():
        results = await asyncio.gather(*(model.run(job, i) for i in range(6)), return_exceptions=True)
        return results

    results = asyncio.run(main())
    model.close()
    assert results[:3] == [0, 10, 20] and isinstance(results[3], SimError) and results[4:] == [40, 50]
    assert [index for index, _ in seen] == list(range(6)) and {name for _, name in seen} == {"test-worker"}


def test_over_budget_is_a_400_the_job_stops_at_the_checkpoint_and_the_next_job_runs():
    model = worker.ModelWorker("test-worker", budget_s=0.2)
    release, stopped = threading.Event(), threading.Event()
    effects: list[str] = []

    def slow() -> None:
        release.wait(30)
        try:
            worker.raise_if_abandoned()
        except worker.Abandoned:
            stopped.set()
            raise
        effects.append("slow")

    async def main():
        with pytest.raises(SimError) as caught:
            await model.run(slow)
        assert caught.value.status == 400 and caught.value.code == "time_budget_exceeded"
        quick = await model.run(lambda: effects.append("quick") or "quick")  # a fresh thread took over
        release.set()
        return quick

    assert asyncio.run(main()) == "quick"
    assert stopped.wait(30) and effects == ["quick"]
    model.close()


def test_a_job_that_never_started_within_its_budget_is_a_503():
    model = worker.ModelWorker("test-worker", budget_s=0.2)
    release = threading.Event()
    old = worker.MAX_RETIRED
    worker.MAX_RETIRED = 0  # no fresh thread: the second job waits behind the first

    async def main():
        first = asyncio.ensure_future(model.run(release.wait, 30))
        await asyncio.sleep(0.05)
        with pytest.raises(SimError) as caught:
            await model.run(lambda: "never")
        release.set()
        with pytest.raises(SimError):
            await first
        return caught.value

    try:
        error = asyncio.run(main())
    finally:
        worker.MAX_RETIRED = old
        model.close()
    assert error.status == 503 and error.headers["retry-after"] == "1"
