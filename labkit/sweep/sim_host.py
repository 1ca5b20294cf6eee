"""One simulator server per process, a FRESH simulated model behind it for every run.

A sweep on the simulator wants each run to meet a simulator of its own — prompt cache, id
counter, fault counters and virtual clock starting from zero, serving that run's faults — so a
run's numbers never depend on the runs before or beside it. Starting a server (a socket, a
uvicorn thread) per run costs more than many runs do, so a process starts ONE server, and each
run gets its own `labkit.sim` `Simulator` mounted under a path of its own:

    http://127.0.0.1:PORT/run/17/v1/chat/completions   →   run 17's Simulator, at /v1/chat/completions

`shared_host().simulator(faults)` is a context manager giving that base URL; leaving it retires
the run's simulator. The server stops at interpreter exit (or `stop_shared_host()`).
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import json
import threading
from collections.abc import Iterator
from typing import Any

from labkit import config

_PREFIX = "run"


class SimHost:
    """A simulator server whose paths `/run/<n>/...` each lead to run n's own `Simulator`."""

    def __init__(self, *, time_scale: float = 0.0, seed: int = config.SIM_SEED) -> None:
        from labkit.sim.limits import Limits
        from labkit.sim.server import LOOPBACK, SimServer, bind

        self.time_scale, self.seed = time_scale, seed
        self.limits = Limits()  # what SimServer reads of its "simulator" (the header timeout)
        self._simulators: dict[str, Any] = {}
        self._numbers = itertools.count(1)
        self._lock = threading.Lock()
        self.app = _Router(self)  # an object with an async __call__: what uvicorn recognises as ASGI 3
        self._server = SimServer(self, bind(LOOPBACK, 0), LOOPBACK)  # type: ignore[arg-type]
        self._server._start()

    @property
    def root_url(self) -> str:
        """`http://127.0.0.1:PORT` (no path)."""
        return self._server.base_url.removesuffix("/v1")

    @contextlib.contextmanager
    def simulator(self, faults: str | None = None) -> Iterator[str]:
        """A fresh simulator serving `faults` for the block: yields its base URL (`…/run/<n>/v1`)."""
        from labkit.sim.app import SimSettings, Simulator

        simulator = Simulator(SimSettings(seed=self.seed, time_scale=self.time_scale, faults=faults or None))
        with self._lock:
            number = str(next(self._numbers))
            self._simulators[number] = simulator
        try:
            yield f"{self.root_url}/{_PREFIX}/{number}/v1"
        finally:
            with self._lock:
                self._simulators.pop(number, None)
            simulator.close()

    def stop(self) -> None:
        """Stop the server (idempotent)."""
        self._server.stop()

    def close(self) -> None:
        """Called by the server as it stops: retire every simulator still mounted."""
        with self._lock:
            simulators, self._simulators = list(self._simulators.values()), {}
        for simulator in simulators:
            simulator.close()

    def simulator_at(self, number: str) -> Any:
        """The simulator mounted as run `number` (None when none is)."""
        return self._simulators.get(number)


class _Router:
    """ASGI: strip `/run/<n>` and hand the request to run n's simulator (404 when none)."""

    def __init__(self, host: SimHost) -> None:
        self.host = host

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        parts = scope.get("path", "").split("/", 3)  # ["", "run", "<n>", "v1/..."]
        simulator = self.host.simulator_at(parts[2]) if len(parts) == 4 and parts[1] == _PREFIX else None
        if simulator is None:
            await _not_found(send, scope.get("path", ""))
            return
        path = "/" + parts[3]
        await simulator.app({**scope, "path": path, "raw_path": path.encode()}, receive, send)


async def _not_found(send: Any, path: str) -> None:
    body = json.dumps({"error": {"message": f"no simulator is mounted at {path}", "type": "not_found"}}).encode()
    await send({"type": "http.response.start", "status": 404,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


_hosts: dict[float, SimHost] = {}
_hosts_lock = threading.Lock()


def shared_host(time_scale: float = 0.0) -> SimHost:
    """This process's simulator host for `time_scale` (started on first use, stopped at exit)."""
    with _hosts_lock:
        host = _hosts.get(time_scale)
        if host is None:
            host = _hosts[time_scale] = SimHost(time_scale=time_scale)
            atexit.register(host.stop)
        return host


def stop_shared_hosts() -> None:
    """Stop every simulator host this process started."""
    with _hosts_lock:
        hosts = list(_hosts.values())
        _hosts.clear()
    for host in hosts:
        host.stop()
        atexit.unregister(host.stop)
