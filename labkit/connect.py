"""`labkit.connect()`: the one place that decides which backend a notebook talks to.

Offline by default: with no settings, labkit starts (or reuses) the local simulator and returns
real `openai` clients pointed at it. Live runs are opt-in: `LABKIT_BACKEND=openai` plus an
`OPENAI_API_KEY`, or `LABKIT_BACKEND=compatible` plus `OPENAI_BASE_URL` for any
OpenAI-compatible server. Whatever the backend, the code after `connect()` is the same.

Record once, replay forever: `LABKIT_BACKEND=record` plus `LABKIT_CASSETTES=DIR` talks to a
live upstream (`OPENAI_BASE_URL`, else api.openai.com) through labkit's local proxy, which writes
every exchange to DIR (scrubbed); `LABKIT_BACKEND=replay` plus `LABKIT_CASSETTES=DIR` answers from
those files with no network (see `labkit.replay`).

Every backend has a labkit server on 127.0.0.1 in front of it: the simulator (`sim`), or the
proxy (`openai`, `compatible`: forwarding only; `record`, `replay`). So `conn.faults(spec)`,
`conn.requests` and the `x-labkit-fault` header work the same on every backend; only
`conn.why()` (the simulated model's rationale) is the simulator's alone, and says so elsewhere.

`conn.close()` (or `with labkit.connect() as conn:`) puts back whatever `connect()` changed in the
process (the Agents SDK's default client and trace processors) and stops the simulator when no
other connection uses it.

`connect(time_scale=..., rtt_ms=...)` gives the connection a simulator of its own that sleeps its
modelled latencies (`time_scale`) and models a network round trip to the API (`rtt_ms`, see
`labkit.sim.timing.network_ms`); it stops when the connection closes.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from labkit import config


@dataclass(frozen=True)
class BackendChoice:
    """Which backend, why, and where it lives."""

    backend: str
    reason: str
    base_url: str | None = None
    api_key: str | None = None
    cassettes: str | None = None


def choose_backend(backend: str | None = None, *, base_url: str | None = None,
                   cassettes: str | None = None) -> BackendChoice:
    """Pick the backend: the argument, else `$LABKIT_BACKEND`, else the simulator.

    `cassettes` (else `$LABKIT_CASSETTES`) is the folder of the `record` and `replay` backends.

    Raises `ValueError` with what to do when a live backend is asked for without what it needs.
    """
    source = "asked for in code" if backend else f"from ${config.ENV_BACKEND}"
    name = (backend or config.env(config.ENV_BACKEND) or "sim").strip().lower()
    if name not in config.BACKENDS:
        raise ValueError(
            f"unknown backend {name!r} ({source}); use one of: {', '.join(config.BACKENDS)}"
        )
    if name == "sim":
        return BackendChoice("sim", "the offline simulator on 127.0.0.1 (no key, no network)")
    key = config.env(config.ENV_API_KEY)
    if name == "openai":
        if not key:
            raise ValueError(
                f"backend 'openai' needs an API key: set {config.ENV_API_KEY} in your shell "
                f"(export {config.ENV_API_KEY}=...), never in a notebook; or use the simulator"
            )
        return BackendChoice("openai", f"{source}: live OpenAI API", config.OPENAI_BASE_URL, key)
    if name in ("record", "replay"):
        return _cassette_backend(name, source, base_url, key, cassettes)
    url = base_url or config.env(config.ENV_BASE_URL)
    if not url:
        raise ValueError(
            f"backend 'compatible' needs a server address: set {config.ENV_BASE_URL}"
            " (e.g. http://localhost:11434/v1) or pass base_url="
        )
    return BackendChoice("compatible", f"{source}: OpenAI-compatible server", url, key or "not-needed")


def _cassette_backend(name: str, source: str, base_url: str | None, key: str | None,
                      cassettes: str | None) -> BackendChoice:
    """The `record` / `replay` choice: a cassette folder, and for `record` an upstream (and its key)."""
    folder = str(cassettes) if cassettes else config.env(config.ENV_CASSETTES)
    if not folder:
        raise ValueError(f"backend {name!r} needs a cassette folder: set {config.ENV_CASSETTES}=DIR "
                         "(e.g. cassettes/lesson08)")
    if name == "replay":
        return BackendChoice("replay", f"{source}: answers recorded in {folder} (no network)", cassettes=folder)
    url = base_url or config.env(config.ENV_BASE_URL) or config.OPENAI_BASE_URL
    if url.rstrip("/") == config.OPENAI_BASE_URL and not key:
        raise ValueError(f"backend 'record' against the OpenAI API needs {config.ENV_API_KEY} in your shell; "
                         f"or set {config.ENV_BASE_URL} to another upstream (e.g. a `labkit serve`)")
    return BackendChoice("record", f"{source}: {url}, every exchange recorded in {folder}", url, key, folder)


@dataclass
class Connection:
    """What `connect()` returns: real clients for one backend, the ledger they log into, and the
    simulator (when the backend is `sim`).

    `close()` (or leaving `with labkit.connect() as conn:`) undoes what `connect()` changed in the
    process and lets go of what it holds; see `close`.
    """

    backend: str
    reason: str
    base_url: str
    client: Any
    async_client: Any
    ledger: Any
    sim: Any = None
    tracing: Any = None
    proxy: Any = None
    _sdk_before: Any = field(default=None, repr=False)
    _sdk_mine: Any = field(default=None, repr=False)
    _holds_sim: bool = field(default=False, repr=False)
    _owns_sim: bool = field(default=False, repr=False)
    closed: bool = field(default=False, repr=False)

    def __repr__(self) -> str:
        where = "127.0.0.1 (simulator)" if self.backend == "sim" else self.base_url
        if self.proxy is not None:
            upstream = self.proxy.simulator.upstream or self.proxy.simulator.settings.cassettes
            where = f"{self.base_url} (labkit proxy, {self.proxy.simulator.mode}: {upstream})"
        state = ", closed" if self.closed else ""
        return f"<Connection backend={self.backend!r} at {where}{state}>"

    def __enter__(self) -> Connection:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Undo what `connect()` changed in this process, and let go of what it holds:

        - the Agents SDK's default client and trace processors go back to what they were before
          this connection (each only if it is still this connection's: a setting someone changed
          since is left alone, and a connection opened later keeps its own until it closes);
        - the sync client is closed (close the async one inside its event loop, or use
          `await conn.aclose()`);
        - the shared simulator is stopped when no other open connection uses it (a simulator of
          this connection's own, from `connect(time_scale=..., rtt_ms=...)`, is stopped).

        Closing twice does nothing the second time.
        """
        if self.closed:
            return
        self.closed = True
        if self._sdk_mine is not None:
            _uninstall_sdk_defaults(self)
        self.client.close()
        if self._holds_sim:
            _SHARED_SIM.release()
        if self._owns_sim:
            self.sim.stop()
        if self.proxy is not None:
            self.proxy.stop()

    @property
    def server(self) -> Any:
        """The labkit server on 127.0.0.1 this connection talks through: the simulator or the proxy."""
        return self.sim if self.sim is not None else self.proxy

    def faults(self, spec: str):
        """`with conn.faults("rate_limit@1"):` — inject faults (the simulator's grammar, see
        `labkit.sim.faults`) into the requests made inside the block, on any backend: the simulator
        applies them itself; on the other backends labkit's local proxy applies them in front of
        the upstream or the cassettes. (`malformed_args` and `unknown_tool` rewrite a non-streamed
        answer's first function call; `schema_violation` needs the simulator and does not fire.)"""
        return self.server.faults(spec)

    @property
    def requests(self) -> list[dict[str, Any]]:
        """What the local labkit server saw, one dict per request: method, path, status, note
        (the faults that fired) and, for a model request, `tools` (how many tools it offered the
        model) — the simulator's log, or the proxy's."""
        return self.server.requests

    def why(self, index: int = -1) -> list[str]:
        """The simulated model's rationale for a model request (default: the latest one). Only the
        simulator has one; on another backend the answer says so instead of raising."""
        if self.sim is None:
            return [f"(no rationale on backend {self.backend!r}: only the simulated model explains itself)"]
        return self.sim.why(index)

    async def aclose(self) -> None:
        """`close()`, and close the async client too (await it in the loop that used the client)."""
        if not self.closed:
            await self.async_client.close()
        self.close()


class _SharedSimulator:
    """The process-wide simulator: started by the first connection that needs it, reused by the
    next ones, and stopped when the last of them closes (or when the process exits)."""

    def __init__(self) -> None:
        self._server: Any = None
        self._users = 0
        self._lock = threading.Lock()

    def acquire(self) -> Any:
        """The running simulator (started if needed), counted as used by one more connection."""
        from labkit import sim

        with self._lock:
            if self._server is None or not self._server.running:
                self._server, self._users = sim.start(), 0
            self._users += 1
            return self._server

    def release(self) -> None:
        """One connection fewer; the last one out stops the simulator."""
        with self._lock:
            self._users = max(self._users - 1, 0)
            if self._users == 0 and self._server is not None:
                self._server.stop()
                self._server = None


_SHARED_SIM = _SharedSimulator()

#: Connections whose SDK defaults are installed, oldest first (each remembers what it replaced).
_SDK_INSTALLS: list[Connection] = []
_SDK_LOCK = threading.Lock()


def connect(
    backend: str | None = None,
    *,
    base_url: str | None = None,
    cassettes: str | None = None,
    ledger: Any = None,
    max_retries: int = 2,
    timeout: float = 600.0,
    set_sdk_default: bool = True,
    time_scale: float | None = None,
    rtt_ms: float | None = None,
) -> Connection:
    """Choose the backend once and return real `OpenAI` / `AsyncOpenAI` clients for it.

    - Every model call (each HTTP attempt, retries included) becomes a row in `ledger`
      (default: `labkit.ledger.LEDGER`).
    - With `set_sdk_default` (the default), the async client becomes the Agents SDK's default
      client, and the SDK's trace processors are replaced by one local processor writing tool,
      handoff and guardrail rows into the same ledger: no trace is ever exported.
      `conn.close()` puts both back.
    - On the simulator, the process's shared simulator is started (or reused); on any other
      backend, labkit's proxy (`labkit.replay`) is started on 127.0.0.1 for this connection.
    - `cassettes` is the folder of the `record` / `replay` backends (else `$LABKIT_CASSETTES`).
    - `time_scale` and `rtt_ms` (simulator only) start a simulator for this connection alone:
      `time_scale` 0 never sleeps, 1 sleeps the modelled latencies in real time; `rtt_ms` is a
      modelled network round trip to the API, paid by every model answer as its transport
      makes it (a new connection's handshakes, then one round trip per request or turn).
    - Live backends without what they need raise `ValueError` saying how to set it.
    """
    from labkit.instrument import metered_clients
    from labkit.ledger import default_ledger

    choice = choose_backend(backend, base_url=base_url, cassettes=cassettes)
    own_sim = time_scale is not None or rtt_ms is not None
    if own_sim and choice.backend != "sim":
        raise ValueError(f"time_scale and rtt_ms model the simulator's timing; backend {choice.backend!r} has its own: "
                         "leave them out, or use the simulator")
    ledger = ledger if ledger is not None else default_ledger()
    server = _own_simulator(time_scale, rtt_ms) if own_sim else _SHARED_SIM.acquire() if choice.backend == "sim" else None
    proxy = None if server is not None else _start_proxy(choice)
    if server is not None:
        url, key = server.base_url, config.SIM_API_KEY
    elif choice.backend in ("record", "replay"):
        url, key = proxy.base_url, config.PROXY_API_KEY
    else:
        url, key = proxy.base_url, choice.api_key
    client, async_client = metered_clients(
        url, key, ledger, backend=choice.backend, max_retries=max_retries, timeout=timeout
    )
    conn = Connection(choice.backend, choice.reason, url, client, async_client, ledger, server, proxy=proxy,
                      _holds_sim=server is not None and not own_sim, _owns_sim=own_sim)
    if set_sdk_default:
        _install_sdk_defaults(conn)
    return conn


def _own_simulator(time_scale: float | None, rtt_ms: float | None) -> Any:
    """A simulator for one connection, with its own timing (the shared one never sleeps)."""
    from labkit import sim

    if not (time_scale or 0) >= 0 or not (rtt_ms or 0) >= 0:
        raise ValueError(f"time_scale and rtt_ms must be >= 0, got time_scale={time_scale!r}, rtt_ms={rtt_ms!r}")
    return sim.start(time_scale=time_scale or 0.0, rtt_ms=rtt_ms or 0.0)


def _start_proxy(choice: BackendChoice) -> Any:
    """labkit's local proxy for a backend other than the simulator (see `labkit.replay`): it
    forwards to the upstream (`openai`, `compatible`), records (`record`) or replays (`replay`)."""
    from labkit import replay

    if choice.backend == "replay":
        return replay.start(cassettes=choice.cassettes)
    if choice.backend == "record":
        return replay.start(cassettes=choice.cassettes, upstream=choice.base_url, upstream_key=choice.api_key,
                            record=True)
    return replay.start(upstream=choice.base_url)


def _install_sdk_defaults(conn: Connection) -> None:
    """Make the Agents SDK use this connection's client, and keep every trace on this machine,
    remembering what was there before (for `close`)."""
    from labkit.sdk.defaults import SdkDefaults
    from labkit.sdk.tracing import LocalTraceProcessor

    with _SDK_LOCK:
        conn._sdk_before = SdkDefaults.read()
        conn.tracing = LocalTraceProcessor(conn.ledger)
        conn._sdk_mine = SdkDefaults(conn.async_client, (conn.tracing,))
        conn._sdk_mine.apply()
        _SDK_INSTALLS.append(conn)


def _uninstall_sdk_defaults(conn: Connection) -> None:
    """Put back what `conn` replaced, if its settings are the ones in effect; when a later
    connection's are, hand it what `conn` replaced, so it restores that when it closes."""
    from labkit.sdk.defaults import SdkDefaults

    with _SDK_LOCK:
        index = _SDK_INSTALLS.index(conn)
        del _SDK_INSTALLS[index]
        if index < len(_SDK_INSTALLS):
            _SDK_INSTALLS[index]._sdk_before = conn._sdk_before
            return
        now = SdkDefaults.read()
        conn._sdk_before.apply(client=now.client is conn._sdk_mine.client,
                               processors=now.processors == conn._sdk_mine.processors)
