"""Run the simulator: in a background thread (notebooks, tests) or in the foreground (`labkit serve`).

`start()` binds 127.0.0.1 on a free port, serves with uvicorn in a daemon thread and returns a
`SimServer` handle; the handle is stopped at interpreter exit, so a notebook kernel shuts down
cleanly even if a lesson forgets `stop()`.
"""

from __future__ import annotations

import atexit
import contextlib
import socket
import threading
import time
from typing import Any, Iterator

import uvicorn

from labkit.sim.app import Simulator, SimSettings
from labkit.sim.policy import GeneralPolicy, Policy

LOOPBACK = "127.0.0.1"


class SimServer:
    """A running simulator: `base_url` for clients, `faults()` to inject, `stop()` to end it."""

    def __init__(self, simulator: Simulator, sock: socket.socket, host: str) -> None:
        self.simulator = simulator
        self.host = host
        self.port = sock.getsockname()[1]
        self._sock = sock
        config = uvicorn.Config(
            simulator.app,
            log_config=None,  # never reconfigure logging: a notebook's stderr stays clean
            log_level="warning",
            access_log=False,
            lifespan="off",
            timeout_graceful_shutdown=1,
            ws="none",
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._serve, name=f"labkit-sim-{self.port}", daemon=True)

    @property
    def base_url(self) -> str:
        """The URL a client uses: `http://127.0.0.1:PORT/v1`."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/v1"

    @property
    def running(self) -> bool:
        """True while the server thread is serving."""
        return self._thread.is_alive() and not self._server.should_exit

    @property
    def requests(self) -> list[dict[str, Any]]:
        """What the server saw, one dict per request: method, path, status, note (faults fired)."""
        return self.simulator.requests

    def why(self, index: int = -1) -> list[str]:
        """The simulated model's rationale for a model request (default: the latest one): why it
        called these tools with these arguments, or why it called none. Kept in the server's log,
        never sent to the client."""
        answered = [entry for entry in self.simulator.requests if "why" in entry]
        if not answered:
            return []
        return list(answered[index]["why"])

    @property
    def traces(self) -> list[dict[str, Any]]:
        """Trace objects ingested at `/v1/traces/ingest`."""
        return self.simulator.store.traces

    def _serve(self) -> None:
        self._server.run(sockets=[self._sock])

    def _start(self, timeout: float = 10.0) -> None:
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"labkit.sim did not start on {self.host}:{self.port}")
            time.sleep(0.005)

    @contextlib.contextmanager
    def faults(self, spec: str) -> Iterator[None]:
        """Apply fault rules inside a `with` block, counting matching requests from its start."""
        layer = self.simulator.plan.push(spec)
        try:
            yield
        finally:
            self.simulator.plan.pop(layer)

    def stop(self) -> None:
        """Stop serving and wait for the thread (idempotent)."""
        self._server.should_exit = True
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout=5)
        with contextlib.suppress(OSError):
            self._sock.close()

    def __enter__(self) -> "SimServer":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def __repr__(self) -> str:
        state = "running" if self.running else "stopped"
        return f"<SimServer {self.base_url} {state}>"


def bind(host: str, port: int) -> socket.socket:
    """A listening TCP socket on host:port (port 0 = any free port)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    # Accepted connections inherit TCP_NODELAY: without it, the response body waits behind the
    # headers for the client's delayed ACK (Nagle), adding ~40 ms to every call on loopback.
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    try:
        sock.bind((host, port))
    except (OSError, OverflowError) as error:
        sock.close()
        reason = (getattr(error, "strerror", None) or str(error)).rstrip(".")
        raise OSError(f"labkit.sim cannot listen on {host}:{port}: {reason}. Pick another --port (0-65535).") from None
    sock.listen(128)
    sock.setblocking(False)
    return sock


def start(
    *,
    seed: int = 0,
    time_scale: float = 0.0,
    faults: str | None = None,
    policy: Policy | None = None,
    require_key: str | None = None,
    host: str = LOOPBACK,
    port: int = 0,
) -> SimServer:
    """Start a simulator in a background thread and return its handle.

    - `seed` fixes ids; `time_scale` 0 never sleeps, 1 sleeps the modelled latency in real time;
    - `faults` a fault spec (see `labkit.sim.faults`); `policy` the simulated model (default
      `GeneralPolicy()`); `require_key` makes every other key a 401;
    - `host` stays 127.0.0.1 unless you ask for another; `port` 0 picks a free one.
    """
    if time_scale < 0:
        raise ValueError(f"time_scale must be >= 0 (0 = no sleeping, 1 = real time), got {time_scale}")
    settings = SimSettings(
        seed=seed, time_scale=time_scale, faults=faults, policy=policy or GeneralPolicy(), require_key=require_key
    )
    server = SimServer(Simulator(settings), bind(host, port), host)
    server._start()
    atexit.register(server.stop)
    return server


def serve_forever(**options: Any) -> None:
    """Serve in the foreground until Ctrl-C (`labkit serve`)."""
    server = start(**options)
    print(f"labkit.sim serving on {server.base_url}  (OPENAI_BASE_URL={server.base_url}; any non-empty key)")
    print("Ctrl-C to stop.", flush=True)
    try:
        while server.running:
            time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
