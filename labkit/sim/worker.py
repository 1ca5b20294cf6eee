"""The model worker: where a simulator's decision work runs, off its event loop.

The event loop only moves bytes: it reads requests, paces streams and answers `GET /v1/models`
in microseconds. Everything that costs time in proportion to what a client sent (parsing a
large body, reading the conversation, the simulated model's decision, counting tokens) runs
here, in one worker thread per server, **one request at a time, in arrival order** — which is
what keeps ids and the virtual clock the same from one run to the next.

Each request has a time budget (`Limits.decide_timeout_s`). When the work runs over it, the
request is answered with a 400 `time_budget_exceeded` instead of stalling; the thread that is
still busy with it is retired (it finishes, its result is dropped, and the job stops before it
touches ids, the clock or the store: see `raise_if_abandoned`) and a fresh thread takes the
next requests. At most `MAX_RETIRED` retired threads may still be busy at once; past that, new
requests wait in line, and one that waited its whole budget without starting is answered 503
"overloaded" (the client retries it).

A thread cannot make pure-C work yield: a regular expression that runs for seconds inside one
`re` call holds the interpreter lock for all of them, and the event loop waits too. Work here
must be linear in its input (the simulated model's parsing is), so the lock changes hands
every few milliseconds and the loop keeps answering.
"""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from labkit.sim.types import SimError

T = TypeVar("T")

#: How many retired threads (still busy with a request that ran over its budget) may exist.
MAX_RETIRED = 2
OVERLOADED = "The engine is currently overloaded, please try again later."


class Abandoned(Exception):
    """Raised inside a job whose request was already answered (it ran over its time budget)."""


@dataclass
class Job:
    """One request's work: the function, its arguments, and where its result goes."""

    fn: Callable[..., Any]
    args: tuple[Any, ...]
    future: asyncio.Future
    loop: asyncio.AbstractEventLoop
    started: float | None = None
    abandoned: bool = False
    done: threading.Event = field(default_factory=threading.Event)

    def run(self) -> None:
        """Run the function (unless abandoned) and hand its result or error to the loop."""
        if self.abandoned:
            return
        self.started = time.monotonic()
        _current.job = self
        try:
            result, error = self.fn(*self.args), None
        except BaseException as caught:  # handed to the request, which maps it
            result, error = None, caught
        finally:
            _current.job = None
            self.done.set()
        if not self.abandoned:
            self.loop.call_soon_threadsafe(_settle, self.future, result, error)


def _settle(future: asyncio.Future, result: Any, error: BaseException | None) -> None:
    if future.done():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


_current = threading.local()


def raise_if_abandoned() -> None:
    """Call between the decision and anything with side effects (ids, clock, store): stops a
    job whose request was answered already, so a slow request leaves no trace behind."""
    job = getattr(_current, "job", None)
    if job is not None and job.abandoned:
        raise Abandoned()


class ModelWorker:
    """One server's worker thread (see the module docstring). `run` is awaited from the loop."""

    def __init__(self, name: str, budget_s: float) -> None:
        self.name = name
        self.budget_s = budget_s
        self._jobs: queue.SimpleQueue[Job | None] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._retired = 0
        self._closed = False
        self._active: threading.Thread | None = None
        self._start_thread()

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """`fn(*args)` on the worker thread; its result, or the error it raised, or the
        time-budget error when it did not finish in time."""
        loop = asyncio.get_running_loop()
        job = Job(fn, args, loop.create_future(), loop)
        self._jobs.put(job)
        try:
            return await asyncio.wait_for(asyncio.shield(job.future), self.budget_s)
        except TimeoutError:
            job.abandoned = True
            if job.started is None:
                raise SimError(OVERLOADED, status=503, type="server_error", headers={"retry-after": "1"}) from None
            self._retire_if_busy(job)
            raise over_budget(self.budget_s) from None

    def close(self) -> None:
        """Let the worker thread end once it is idle (idempotent)."""
        self._closed = True
        self._jobs.put(None)

    def _start_thread(self) -> None:
        """Start a thread and make it the one that takes jobs (the previous one, if any, retires)."""
        thread = threading.Thread(target=self._serve, name=self.name, daemon=True)
        self._active = thread
        thread.start()

    def _serve(self) -> None:
        me = threading.current_thread()
        while self._active is me:
            job = self._jobs.get()
            if job is None:
                self._jobs.put(None)  # let any other thread of this worker end too
                return
            job.run()
        with self._lock:  # retired while running an over-budget job, which has now ended
            self._retired -= 1

    def _retire_if_busy(self, job: Job) -> None:
        """The over-budget job is still running: give the queue to a fresh thread."""
        with self._lock:
            if job.done.is_set() or self._closed or self._retired >= MAX_RETIRED:
                return
            self._retired += 1
            self._start_thread()


def over_budget(budget_s: float) -> SimError:
    """The 400 for a request whose decision work ran over its time budget."""
    return SimError(
        f"labkit.sim spent more than {budget_s:g} s on this request (decide_timeout_s) and stopped. "
        "Send a shorter input, or start the simulator with a larger decide_timeout_s.",
        code="time_budget_exceeded",
    )
