"""Run the simulator: in a background thread (notebooks, tests) or in the foreground (`labkit serve`).

`start()` binds 127.0.0.1 on a free port, serves with uvicorn in a daemon thread and returns a
`SimServer` handle; the handle is stopped at interpreter exit, so a notebook kernel shuts down
cleanly even if a lesson forgets `stop()`.

The simulator listens on loopback only unless told otherwise, twice: any other address needs
`allow_remote=True` (`labkit serve --allow-remote`) *and* a key (`require_key`), which every
endpoint then checks. `serve_forever` stops on SIGINT and SIGTERM alike, even in a process
started with SIGINT ignored (a background job of a script), and returns normally.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import ipaddress
import logging
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import uvicorn

from labkit.sim.app import SimSettings, Simulator
from labkit.sim.guard import guarded_protocol
from labkit.sim.limits import Limits
from labkit.sim.policy import GeneralPolicy, Policy

LOOPBACK = "127.0.0.1"
log = logging.getLogger("labkit.sim")


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
            # WebSockets (the Responses API's WebSocket mode, `labkit.sim.websocket`) on the sans-I/O
            # implementation of the pinned `websockets`; a message over the body limit closes the
            # connection (1009) before it is read whole.
            ws="websockets-sansio",
            ws_max_size=simulator.limits.max_body_bytes,
            http=guarded_protocol(simulator.limits.header_timeout_s, getattr(simulator, "connections", None)),
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
        """What the server saw, one dict per request: method, path, status, note (faults fired); an
        answered model request also has `tools`, how many tools it offered the model."""
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
        self.simulator.close()

    def __enter__(self) -> SimServer:
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


def is_loopback(host: str) -> bool:
    """True for addresses only this machine can reach: 127.0.0.0/8, ::1 and `localhost`."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_exposure(host: str, *, allow_remote: bool, require_key: str | None) -> None:
    """Refuse a non-loopback `host` unless it was asked for explicitly and a key protects it."""
    if is_loopback(host):
        return
    if not allow_remote:
        raise ValueError(
            f"labkit.sim listens on loopback only; {host!r} would let other machines reach it. "
            "If you mean it, pass allow_remote=True and a key (labkit serve --allow-remote --require-key KEY)."
        )
    if not require_key:
        raise ValueError(
            f"labkit.sim on {host!r} (allow_remote) needs a key that every request must send: "
            "pass require_key=... (labkit serve --require-key KEY)."
        )


def start(
    *,
    seed: int = 0,
    time_scale: float = 0.0,
    faults: str | None = None,
    policy: Policy | None = None,
    require_key: str | None = None,
    host: str = LOOPBACK,
    port: int = 0,
    allow_remote: bool = False,
    limits: Limits | None = None,
    rtt_ms: float = 0.0,
) -> SimServer:
    """Start a simulator in a background thread and return its handle.

    - `seed` fixes ids; `time_scale` 0 never sleeps, 1 sleeps the modelled latency in real time;
    - `faults` a fault spec (see `labkit.sim.faults`); `policy` the simulated model (default
      `GeneralPolicy()`); `require_key` makes every other key a 401, on every endpoint;
    - `host` stays loopback (127.0.0.1) unless you ask for another *and* pass `allow_remote=True`
      and a `require_key`; `port` 0 picks a free one;
    - `limits` the body, nesting, time and storage limits (`labkit.sim.limits.Limits`);
    - `rtt_ms` a modelled network round trip between client and API (0: none): each model answer
      then costs the round trips its transport makes (`labkit.sim.timing.network_ms`).
    """
    if time_scale < 0:
        raise ValueError(f"time_scale must be >= 0 (0 = no sleeping, 1 = real time), got {time_scale}")
    check_exposure(host, allow_remote=allow_remote, require_key=require_key)
    settings = SimSettings(
        seed=seed,
        time_scale=time_scale,
        faults=faults,
        policy=policy or GeneralPolicy(),
        require_key=require_key,
        limits=limits or Limits(),
        rtt_ms=rtt_ms,
    )
    server = SimServer(Simulator(settings), bind(host, port), host)
    server._start()
    atexit.register(server.stop)
    if not is_loopback(host):
        log.warning("labkit.sim is reachable from other machines at %s; every request needs the key", server.base_url)
    return server


STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
#: How often, in `labkit serve`'s own process, the interpreter lets another thread run (Python's
#: default is 5 ms): the event loop waits at most this long for the model worker to yield.
SERVE_SWITCH_INTERVAL_S = 0.001


def serve_forever(**options: Any) -> None:
    """Serve in the foreground until SIGINT (Ctrl-C) or SIGTERM (`labkit serve`), then stop cleanly.

    The process is the server's own, so it is tuned for the server first (`tune_process_for_serving`)."""
    key = "the key given" if options.get("require_key") else "any non-empty key"
    serve_in_foreground(lambda: start(**options),
                        lambda server: f"labkit.sim serving on {server.base_url}  (OPENAI_BASE_URL={server.base_url}; {key})",
                        "labkit.sim stopped.", tune=True)


def serve_in_foreground(start_server: Callable[[], SimServer], banner: Callable[[SimServer], str], stopped: str, *,
                        tune: bool = False) -> None:
    """Start a server, say where it serves, and serve until SIGINT or SIGTERM (the simulator's and
    the replay proxy's `labkit serve`). It installs its own handlers for both signals (restored on
    return), so it stops even when the process was started with SIGINT ignored, as background jobs
    of a script are."""
    stopping = threading.Event()
    previous = _install_stop_handlers(lambda signum, frame: stopping.set())
    switch_interval = sys.getswitchinterval()
    try:
        if tune:
            tune_process_for_serving()
        server = start_server()
        if tune:
            gc.freeze()  # what exists now is never scanned again: a full GC pass takes ms, not tens of ms
        try:
            print(banner(server))
            print("Ctrl-C to stop.", flush=True)
            while server.running and not stopping.wait(0.1):
                pass
        finally:
            server.stop()
        print(stopped, flush=True)
    finally:
        sys.setswitchinterval(switch_interval)
        for signum, handler in previous.items():
            signal.signal(signum, handler)


#: glibc's `mallopt` parameter number for M_MMAP_THRESHOLD (malloc.h).
_M_MMAP_THRESHOLD = -3


def tune_process_for_serving() -> None:
    """Two interpreter settings and one allocator setting for a process that only serves.

    - threads take turns every `SERVE_SWITCH_INTERVAL_S` instead of 5 ms, so the event loop
      waits less for the model worker;
    - on glibc, blocks of 1 MiB and more (request bodies) are always mapped on their own, so
      their memory goes back to the system when freed: without it, glibc raises that threshold
      after the first large free and RSS keeps the high-water mark of every large request.

    Not done by `start()`: a notebook's process is not the simulator's to tune."""
    sys.setswitchinterval(SERVE_SWITCH_INTERVAL_S)
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").mallopt(_M_MMAP_THRESHOLD, 1024 * 1024)
    except (OSError, AttributeError):  # not glibc: the default allocator behaviour stays
        pass


def _install_stop_handlers(handler: Any) -> dict[int, Any]:
    """Install `handler` for SIGINT and SIGTERM; the handlers it replaced (none off the main thread)."""
    if threading.current_thread() is not threading.main_thread():
        return {}
    return {signum: signal.signal(signum, handler) for signum in STOP_SIGNALS}
