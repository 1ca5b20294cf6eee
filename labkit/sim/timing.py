"""Simulated time: a virtual clock, modelled latency and reasoning tokens, and stream pacing.

Nothing here reads the real clock. Latency is computed from a `ModelProfile` and token counts:

    ttft_ms  = ttft + uncached_input / prefill_rate
                    + cached_input / (prefill_rate * CACHED_PREFILL_SPEEDUP)
                    + reasoning_tokens / decode_rate
    total_ms = ttft_ms + output_tokens / decode_rate

(rates in tokens per second, converted to ms). A `Pacer` turns those figures into real sleeps,
scaled by `time_scale` (0 = never sleep, 1 = real time).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from labkit.sim.profiles import ModelProfile

DEFAULT_EPOCH_S = 1_767_225_600  # 2026-01-01T00:00:00Z

CACHED_PREFILL_SPEEDUP = 10.0  # cached input tokens are read this many times faster


class VirtualClock:
    """A clock that only moves when told to (thread-safe). Starts at `epoch_s` (unix seconds)."""

    def __init__(self, epoch_s: int = DEFAULT_EPOCH_S) -> None:
        self._ms = float(epoch_s) * 1000.0
        self._lock = threading.Lock()

    def now_ms(self) -> float:
        """Current virtual time in unix milliseconds."""
        with self._lock:
            return self._ms

    def now_s(self) -> int:
        """Current virtual time in whole unix seconds (for `created_at` / `created`)."""
        return int(self.now_ms() // 1000)

    def advance(self, ms: float) -> None:
        """Move the clock forward by `ms` milliseconds (never backwards)."""
        if ms < 0:
            raise ValueError("a clock cannot go backwards")
        with self._lock:
            self._ms += ms


@dataclass(frozen=True)
class Latency:
    """Modelled timing of one response, in whole milliseconds from the request."""

    ttft_ms: int  # time to first (visible) output token
    total_ms: int  # time until the last output token


def latency(profile: ModelProfile, *, input_tokens: int, cached_tokens: int,
            output_tokens: int, reasoning_tokens: int) -> Latency:
    """Modelled time to first token and total time (formula in the module docstring)."""
    cached = max(0, min(cached_tokens, input_tokens))
    uncached = input_tokens - cached
    prefill_ms = 1000.0 * (uncached + cached / CACHED_PREFILL_SPEEDUP) / profile.prefill_tokens_per_s
    reasoning_ms = 1000.0 * reasoning_tokens / profile.decode_tokens_per_s
    decode_ms = 1000.0 * output_tokens / profile.decode_tokens_per_s
    ttft = round(profile.ttft_ms + prefill_ms + reasoning_ms)
    return Latency(ttft_ms=ttft, total_ms=ttft + round(decode_ms))


# Reasoning tokens = round(EFFORT_FACTOR[effort] * (REASONING_BASE_TOKENS + output_tokens
#                                                   + REASONING_INPUT_SHARE * input_tokens))
EFFORT_FACTOR = {"none": 0.0, "minimal": 0.25, "low": 1.0, "medium": 2.5, "high": 6.0, "xhigh": 10.0}
DEFAULT_EFFORT = "medium"
REASONING_BASE_TOKENS = 64  # thinking done whatever the answer's size
REASONING_INPUT_SHARE = 0.05  # a little extra thinking per input token


def reasoning_tokens(profile: ModelProfile, *, input_tokens: int, output_tokens: int,
                     effort: str | None) -> int:
    """Modelled hidden reasoning tokens: 0 for non-reasoning models, else grows with effort.

    `effort` None means "medium"; an unknown effort is treated as "medium" too.
    """
    if not profile.reasoning:
        return 0
    factor = EFFORT_FACTOR.get((effort or DEFAULT_EFFORT).lower(), EFFORT_FACTOR[DEFAULT_EFFORT])
    work = REASONING_BASE_TOKENS + output_tokens + REASONING_INPUT_SHARE * input_tokens
    return round(factor * work)


def delta_gap_ms(profile: ModelProfile) -> float:
    """Modelled time between two streamed tokens: 1000 / decode rate."""
    return 1000.0 / profile.decode_tokens_per_s


class Pacer:
    """Turns modelled milliseconds into real sleeps, scaled by `time_scale`.

    `time_scale` 0 never sleeps (tests, CI); 1 is real time; 0.1 is ten times faster.
    `sleep` is injectable (default `asyncio.sleep`) so tests can watch it.
    """

    def __init__(self, time_scale: float = 0.0,
                 sleep: Callable[[float], Awaitable[object]] = asyncio.sleep) -> None:
        if time_scale < 0:
            raise ValueError("time_scale must be >= 0")
        self.time_scale = time_scale
        self._sleep = sleep

    async def wait(self, ms: float) -> None:
        """Sleep `ms * time_scale / 1000` seconds (not at all when that is 0 or less)."""
        seconds = ms * self.time_scale / 1000.0
        if seconds > 0:
            await self._sleep(seconds)


# --- the network between the client and the API ---------------------------------------------------
# The simulator runs on loopback, where a round trip takes microseconds. `rtt_ms` (a setting of the
# server, 0 by default) models the client's real distance from the API: every answer then costs the
# round trips its transport makes, on the virtual clock and, scaled by `time_scale`, in real sleeps.

#: Round trips to open a connection before its first request: TCP (SYN, SYN-ACK) and TLS 1.3.
CONNECT_ROUND_TRIPS = 2
#: One more to turn a new connection into a WebSocket (the HTTP Upgrade request and its 101).
UPGRADE_ROUND_TRIPS = 1


def network_ms(rtt_ms: float, *, new_connection: bool, upgrade: bool = False) -> int:
    """Modelled network time of one exchange, in whole ms: one round trip for the request and its
    answer, plus `CONNECT_ROUND_TRIPS` when it opened its connection, plus `UPGRADE_ROUND_TRIPS`
    for a WebSocket handshake."""
    trips = 1 + (CONNECT_ROUND_TRIPS if new_connection else 0) + (UPGRADE_ROUND_TRIPS if upgrade else 0)
    return round(trips * rtt_ms)
