"""labkit.replay — record once live, replay forever.

A proxy on 127.0.0.1 that speaks the OpenAI HTTP API like the simulator does:

    from labkit import replay
    recorder = replay.start(cassettes="cassettes/run1", upstream="https://api.openai.com/v1",
                            record=True)          # every exchange written, scrubbed
    player = replay.start(cassettes="cassettes/run1")   # answers from the files, no network

The same fault grammar as the simulator applies in front of either (`faults=`, the
`x-labkit-fault` header, `with server.faults(...)`), and in front of any upstream without
cassettes (`replay.start(upstream=URL, faults=...)`). See `labkit.replay.cassette` for the files,
the scrubbing rules and the match key, `labkit.replay.proxy` for the modes.
"""

from __future__ import annotations

import atexit
from typing import Any

from labkit.replay.cassette import VOLATILE_FIELDS, Cassette, CassetteDir, match_key
from labkit.replay.proxy import Proxy, ProxySettings
from labkit.sim.limits import Limits
from labkit.sim.server import LOOPBACK, SimServer, bind, check_exposure, serve_in_foreground

__all__ = ["VOLATILE_FIELDS", "Cassette", "CassetteDir", "Proxy", "ProxySettings", "match_key", "serve_forever",
           "start"]


def start(
    *,
    cassettes: str | None = None,
    upstream: str | None = None,
    upstream_key: str | None = None,
    record: bool = False,
    faults: str | None = None,
    time_scale: float = 0.0,
    host: str = LOOPBACK,
    port: int = 0,
    limits: Limits | None = None,
) -> SimServer:
    """Start the proxy in a background thread and return its handle (the simulator's handle
    class: `base_url`, `requests`, `faults(spec)`, `stop()`).

    - `cassettes` a folder to replay from (and to write to when `record` or with an `upstream`);
    - `upstream` an OpenAI-compatible base URL (`https://api.openai.com/v1`) and `upstream_key`
      the key sent to it (else the client's own `Authorization` is passed on);
    - `record` forward every request and write each exchange; without it, cassettes answer
      and only misses go to the upstream (if there is one);
    - `time_scale` 0 sends recorded streams at once, 1 at their recorded pace;
    - loopback only, like the simulator.
    """
    check_exposure(host, allow_remote=False, require_key=None)
    settings = ProxySettings(cassettes=cassettes, upstream=upstream, upstream_key=upstream_key, record=record,
                             faults=faults, time_scale=time_scale, limits=limits or Limits())
    server = SimServer(Proxy(settings), bind(host, port), host)
    server._start()
    atexit.register(server.stop)
    return server


def serve_forever(**options: Any) -> None:
    """Serve in the foreground until SIGINT or SIGTERM (`labkit serve --record/--replay/--upstream`)."""
    where = options.get("cassettes") or "-"

    def banner(server: SimServer) -> str:
        proxy = server.simulator
        return (f"labkit proxy ({proxy.mode}; cassettes {where}; upstream {proxy.upstream or '-'}) serving on "
                f"{server.base_url}  (OPENAI_BASE_URL={server.base_url})")

    serve_in_foreground(lambda: start(**options), banner, "labkit proxy stopped.")
