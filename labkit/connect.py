"""`labkit.connect()`: the one place that decides which backend a notebook talks to.

Offline by default: with no settings, labkit starts (or reuses) the local simulator and returns
real `openai` clients pointed at it. Live runs are opt-in: `LABKIT_BACKEND=openai` plus an
`OPENAI_API_KEY`, or `LABKIT_BACKEND=compatible` plus `OPENAI_BASE_URL` for any
OpenAI-compatible server. Whatever the backend, the code after `connect()` is the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labkit import config


@dataclass(frozen=True)
class BackendChoice:
    """Which backend, why, and where it lives."""

    backend: str
    reason: str
    base_url: str | None = None
    api_key: str | None = None


def choose_backend(backend: str | None = None, *, base_url: str | None = None) -> BackendChoice:
    """Pick the backend: the argument, else `$LABKIT_BACKEND`, else the simulator.

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
    url = base_url or config.env(config.ENV_BASE_URL)
    if not url:
        raise ValueError(
            f"backend 'compatible' needs a server address: set {config.ENV_BASE_URL}"
            " (e.g. http://localhost:11434/v1) or pass base_url="
        )
    return BackendChoice("compatible", f"{source}: OpenAI-compatible server", url, key or "not-needed")


@dataclass
class Connection:
    """What `connect()` returns: real clients for one backend, the ledger they log into, and the
    simulator (when the backend is `sim`)."""

    backend: str
    reason: str
    base_url: str
    client: Any
    async_client: Any
    ledger: Any
    sim: Any = None
    tracing: Any = None

    def __repr__(self) -> str:
        where = "127.0.0.1 (simulator)" if self.backend == "sim" else self.base_url
        return f"<Connection backend={self.backend!r} at {where}>"


_shared_sim = None


def shared_sim(**options: Any):
    """The process-wide simulator, started on first use and reused after that."""
    global _shared_sim
    from labkit import sim

    if _shared_sim is None or not _shared_sim.running:
        _shared_sim = sim.start(**options)
    return _shared_sim


def connect(
    backend: str | None = None,
    *,
    base_url: str | None = None,
    ledger: Any = None,
    max_retries: int = 2,
    timeout: float = 600.0,
    set_sdk_default: bool = True,
) -> Connection:
    """Choose the backend once and return real `OpenAI` / `AsyncOpenAI` clients for it.

    - Every model call (each HTTP attempt, retries included) becomes a row in `ledger`
      (default: `labkit.ledger.LEDGER`).
    - The async client becomes the Agents SDK's default client, and the SDK's trace processors
      are replaced by one local processor writing tool, handoff and guardrail rows into the same
      ledger: no trace is ever exported.
    - Live backends without what they need raise `ValueError` saying how to set it.
    """
    from labkit.instrument import metered_clients
    from labkit.ledger import default_ledger

    choice = choose_backend(backend, base_url=base_url)
    ledger = ledger if ledger is not None else default_ledger()
    server = None
    if choice.backend == "sim":
        server = shared_sim()
        url, key = server.base_url, config.SIM_API_KEY
    else:
        url, key = choice.base_url, choice.api_key
    client, async_client = metered_clients(
        url, key, ledger, backend=choice.backend, max_retries=max_retries, timeout=timeout
    )
    tracing = install_sdk_defaults(async_client, ledger) if set_sdk_default else None
    return Connection(choice.backend, choice.reason, url, client, async_client, ledger, server, tracing)


def install_sdk_defaults(async_client: Any, ledger: Any) -> Any:
    """Make the Agents SDK use this client, and keep every trace on this machine."""
    from agents import set_default_openai_client

    from labkit.sdk.tracing import install_local_tracing

    set_default_openai_client(async_client, use_for_tracing=False)
    return install_local_tracing(ledger)
