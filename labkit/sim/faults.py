"""Faults as data: a plan of what fails, and when.

A fault spec is a comma-separated list of rules, each `KIND[:ARG][@WHEN][/API]`:

- KIND, what fails (ARG in brackets):
  - `rate_limit[:retry_after_ms]` — 429 `rate_limit_exceeded` with `retry-after`, `retry-after-ms`
    and `x-ratelimit-*` headers (default 50 ms, so retries are quick);
  - `quota` — 429 `insufficient_quota`;
  - `server_error` — 500; `unavailable` — 503;
  - `hang[:seconds]` — hold the request (real seconds, default 30) so the client times out;
  - `stream_cut[:deltas]` — a streamed answer whose connection drops after that many deltas
    (default 0: before the first token);
  - `stream_error[:deltas]` — a streamed answer that ends with an `error` event after that many deltas;
  - `malformed_args` — the model's tool-call arguments are not valid JSON;
  - `unknown_tool` — the model calls a tool that does not exist;
  - `schema_violation` — the model's arguments break the tool's schema (only for non-strict tools;
    under strict mode the API guarantees valid arguments, so the rule does not fire).
- ARG is a number below 10,000,000 (up to six decimals); WHEN counts below 1,000,000,000.
- WHEN, which matching requests it hits, counting from 1: `@2` (the second), `@2-4`, `@3+`
  (the third and later), `@*` (every one). Without `@`, a rule hits the first matching request.
- API: `/responses` or `/chat` to match one API only.

Examples: `rate_limit@1` (the first call is rate limited, the client's retry succeeds),
`server_error@1-3/chat`, `stream_cut:5@1`. Rules come from the server (`--faults`), from one
request (the `x-labkit-fault` header) or from Python (`with server.faults("...")`).
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from labkit.sim.types import SimError

KINDS = {
    "rate_limit": "429 rate limit, retried by the client",
    "quota": "429 insufficient quota",
    "server_error": "500 server error, retried by the client",
    "unavailable": "503 overloaded, retried by the client",
    "hang": "no answer until the client times out",
    "stream_cut": "stream connection drops after N deltas",
    "stream_error": "stream ends with an error event after N deltas",
    "malformed_args": "tool-call arguments that are not JSON",
    "unknown_tool": "a call to a tool that does not exist",
    "schema_violation": "arguments that break a non-strict tool's schema",
}
#: Faults that replace the whole HTTP response before the model runs.
REQUEST_FAULTS = {"rate_limit", "quota", "server_error", "unavailable", "hang"}
#: Faults that change what the model outputs.
OUTPUT_FAULTS = {"malformed_args", "unknown_tool", "schema_violation"}
#: Faults that break a stream part way.
STREAM_FAULTS = {"stream_cut", "stream_error"}

_RULE = re.compile(
    r"^(?P<kind>[a-z_]+)(?::(?P<arg>\d{1,7}(?:\.\d{1,6})?))?(?:@(?P<when>\*|\d{1,9}\+|\d{1,9}-\d{1,9}|\d{1,9}))?"
    r"(?:/(?P<api>responses|chat))?$"
)


@dataclass
class Rule:
    """One fault rule with its own counter of matching requests."""

    kind: str
    arg: float | None = None
    first: int = 1
    last: int | None = 1  # None = no upper bound
    api: str | None = None
    seen: int = field(default=0, compare=False)

    def matches(self, api: str) -> bool:
        """Does a request to this API count for this rule?"""
        return self.api is None or self.api == api

    def fires(self) -> bool:
        """Count one matching request; True when this one is hit."""
        self.seen += 1
        return self.seen >= self.first and (self.last is None or self.seen <= self.last)


@dataclass(frozen=True)
class Fault:
    """A fault that fired for one request: its kind and argument."""

    kind: str
    arg: float | None = None


def parse_rule(text: str) -> Rule:
    """One rule from its text; a `SimError` (400) that says the grammar when it is wrong."""
    match = _RULE.match(text.strip())
    if not match or match["kind"] not in KINDS:
        raise SimError(
            f"Invalid fault rule {text.strip()!r}. Use KIND[:ARG][@WHEN][/API] with KIND one of "
            f"{', '.join(sorted(KINDS))}; WHEN like @2, @2-4, @3+ or @*; API responses or chat.",
            param="x-labkit-fault",
            code="invalid_fault",
        )
    first, last = _parse_when(match["when"])
    arg = float(match["arg"]) if match["arg"] else None
    return Rule(match["kind"], arg, first, last, match["api"])


def _parse_when(when: str | None) -> tuple[int, int | None]:
    if when is None:
        return 1, 1
    if when == "*":
        return 1, None
    if when.endswith("+"):
        return int(when[:-1]), None
    if "-" in when:
        low, high = when.split("-")
        return int(low), int(high)
    return int(when), int(when)


def parse_spec(spec: str | None) -> list[Rule]:
    """All rules of a comma-separated spec (empty or None → no rules)."""
    if not spec or not spec.strip():
        return []
    return [parse_rule(part) for part in spec.split(",") if part.strip()]


class FaultPlan:
    """The faults a server applies: its standing rules plus rules pushed from Python.

    Header rules are kept per header text, so `x-labkit-fault: rate_limit@1` hits the first
    request that carries it and lets the client's retry (same header) through. The last
    `max_headers` distinct texts keep their counters (least recently used forgotten first: a
    forgotten text counts from 1 again), so a client inventing header texts cannot fill memory.
    """

    def __init__(self, spec: str | None = None, *, max_headers: int = 1024) -> None:
        self._lock = threading.Lock()
        self._layers: list[list[Rule]] = [parse_spec(spec)]
        self._header_rules: OrderedDict[str, list[Rule]] = OrderedDict()
        self.max_headers = max_headers

    def push(self, spec: str) -> list[Rule]:
        """Add a layer of rules (for `with server.faults(...)`); returns it for `pop`."""
        layer = parse_spec(spec)
        with self._lock:
            self._layers.append(layer)
        return layer

    def pop(self, layer: list[Rule]) -> None:
        """Remove a layer added by `push`."""
        with self._lock:
            self._layers = [other for other in self._layers if other is not layer]

    def draw(self, api: str, header: str | None = None) -> list[Fault]:
        """The faults that fire for one request to `api` (each matching rule counts it)."""
        with self._lock:
            rules = [rule for layer in self._layers for rule in layer]
            if header:
                rules += self._header_layer(header)
            return [Fault(rule.kind, rule.arg) for rule in rules if rule.matches(api) and rule.fires()]

    def _header_layer(self, header: str) -> list[Rule]:
        """The rules of one header text, least recently used texts forgotten (lock held)."""
        layer = self._header_rules.pop(header, None)
        if layer is None:
            layer = parse_spec(header)
        self._header_rules[header] = layer
        while len(self._header_rules) > self.max_headers:
            self._header_rules.popitem(last=False)
        return layer

    @property
    def header_texts(self) -> int:
        """How many distinct header texts have counters now."""
        with self._lock:
            return len(self._header_rules)


def validate_header(header: str | None) -> None:
    """Raise the 400 for a malformed `x-labkit-fault` header before anything is counted."""
    parse_spec(header)
