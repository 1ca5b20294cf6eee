"""How many live runs may be in flight: an adaptive limit that follows the provider's rate limits.

On a live backend (`openai`, `compatible`) a sweep's speed is bounded by the provider's rate
limits, not by cores. `AdaptiveLimiter` reads every model-call response (the metered client's
`on_response` hook) and moves the number of runs the sweep keeps in flight, AIMD-style:

- **halve** (never below 1) on a `429 Too Many Requests`, or when the response says the requests or
  tokens left in the current window are nearly used up (`x-ratelimit-remaining-requests` /
  `-tokens` at or below `LOW_WATER` of `x-ratelimit-limit-*`, or at most 1 request); at most once
  per `cooldown_s`, so one burst of 429s counts once;
- **pause** starting runs until the wait the provider asked for has passed (`retry-after-ms`,
  `retry-after`, or the window's `x-ratelimit-reset-*` when it is nearly used up);
- **grow by one** on every successful response, up to the configured maximum (`--concurrency`).

The runs already in flight are not stopped: the `openai` client retries a 429 after the wait the
response names, and every attempt is a ledger row of its own (`labkit.instrument`). The clock is
injectable, so tests need no sleeping.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Mapping
from typing import Any

#: "Nearly used up": this share of the window's limit, or less, is left.
LOW_WATER = 0.02
_DURATION = re.compile(r"(?P<value>\d+(?:\.\d+)?)(?P<unit>ms|s|m|h)")
_UNIT_S = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0}


class AdaptiveLimiter:
    """The number of runs in flight a live sweep may have now (see the module docstring)."""

    def __init__(self, maximum: int, *, cooldown_s: float = 1.0, clock: Callable[[], float] = time.monotonic) -> None:
        if not isinstance(maximum, int) or maximum < 1:
            raise ValueError(f"the limiter's maximum must be a whole number >= 1, got {maximum!r}")
        self.maximum = maximum
        self.limit = maximum
        self.cooldown_s = cooldown_s
        self.paused_until = 0.0
        self.rate_limited = 0  # 429 responses seen
        self.decreases = 0
        self._last_decrease = float("-inf")
        self._clock = clock
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return (f"AdaptiveLimiter(limit={self.limit}/{self.maximum}, rate_limited={self.rate_limited}, "
                f"paused_for={self.wait_s():.2f}s)")

    def observe(self, response: Any) -> None:
        """Adapt to one HTTP response (anything with `status_code` and `headers`)."""
        self.observe_headers(response.status_code, response.headers)

    def observe_headers(self, status: int, headers: Mapping[str, str]) -> None:
        """Adapt to a response's status and headers."""
        headers = {name.lower(): value for name, value in headers.items()}
        with self._lock:
            now = self._clock()
            if status == 429:
                self.rate_limited += 1
                self._decrease(now)
                self._pause(now, _retry_after_s(headers))
            elif _nearly_used_up(headers):
                self._decrease(now)
                self._pause(now, _reset_s(headers))
            elif status < 400:
                self.limit = min(self.maximum, self.limit + 1)

    def slots(self, in_flight: int) -> int:
        """How many more runs may start now (0 while paused)."""
        with self._lock:
            if self._clock() < self.paused_until:
                return 0
            return max(0, self.limit - in_flight)

    def wait_s(self) -> float:
        """Seconds until the pause ends (0 when not paused)."""
        return max(0.0, self.paused_until - self._clock())

    def _decrease(self, now: float) -> None:
        if now - self._last_decrease >= self.cooldown_s:
            self.limit = max(1, self.limit // 2)
            self._last_decrease = now
            self.decreases += 1

    def _pause(self, now: float, seconds: float | None) -> None:
        if seconds:
            self.paused_until = max(self.paused_until, now + seconds)


def _retry_after_s(headers: Mapping[str, str]) -> float | None:
    """The wait a 429 asks for: `retry-after-ms`, else `retry-after` (seconds), else None."""
    if "retry-after-ms" in headers:
        with_ms = _number(headers["retry-after-ms"])
        return with_ms / 1000.0 if with_ms is not None else None
    return _number(headers.get("retry-after", ""))


def _nearly_used_up(headers: Mapping[str, str]) -> bool:
    """True when the requests or tokens left in the window are at or below the low-water mark."""
    for kind in ("requests", "tokens"):
        remaining = _number(headers.get(f"x-ratelimit-remaining-{kind}", ""))
        if remaining is None:
            continue
        limit = _number(headers.get(f"x-ratelimit-limit-{kind}", ""))
        if limit:
            if remaining <= LOW_WATER * limit:
                return True
        elif kind == "requests" and remaining <= 1:
            return True
    return False


def _reset_s(headers: Mapping[str, str]) -> float | None:
    """The longest `x-ratelimit-reset-*` of the windows (e.g. "1s", "6m0s", "20ms"), in seconds."""
    waits = [duration_s(headers[name]) for name in ("x-ratelimit-reset-requests", "x-ratelimit-reset-tokens")
             if name in headers]
    waits = [wait for wait in waits if wait is not None]
    return max(waits) if waits else None


def duration_s(text: str) -> float | None:
    """Seconds in an OpenAI reset duration ("1s", "6m0s", "1h2m3.5s", "20ms"); None when unreadable."""
    text = text.strip()
    plain = _number(text)
    if plain is not None:
        return plain
    parts = list(_DURATION.finditer(text))
    if not parts or "".join(part.group(0) for part in parts) != text:
        return None
    return sum(float(part.group("value")) * _UNIT_S[part.group("unit")] for part in parts)


def _number(text: str) -> float | None:
    try:
        value = float(text)
    except (TypeError, ValueError):
        return None
    return value if value >= 0 else None
