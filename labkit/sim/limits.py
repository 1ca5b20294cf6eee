"""How much the simulator accepts, and the one reader every JSON body goes through.

A request body is refused, in the API's error envelope, before any handler looks at it when:

- it is larger than `max_body_bytes` (413, code `request_too_large`; a `Content-Length` that
  says so is refused before a byte of the body is read);
- it is not UTF-8, or not JSON (400, the API's "could not parse the JSON body" text); `NaN` and
  `Infinity` are not JSON, and a number too large for a double (`1e999`) is refused too;
- it nests deeper than `max_json_depth` arrays and objects (400, code `json_too_deep`), or
  holds more than `max_json_containers` of them (400, code `json_too_complex`: each one costs
  the simulator about a kilobyte while it works on the request, whatever its size on the wire);
- a string in it holds a lone surrogate such as `"\\ud800"` — an escape that JSON allows but that
  is not Unicode text (400, code `invalid_unicode`, naming where it is).

So a handler only ever sees a tree of dicts, lists, strs, ints, finite floats, bools and None
that is shallow enough to recurse over and that encodes to UTF-8: nothing it stores can break a
later read. `Limits` also holds the time limits the server and its connection guard apply.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any

from labkit.sim.types import SimError

JSON_PARSE_ERROR = (
    "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your "
    "HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.)"
)
MIB = 1024 * 1024


@dataclass(frozen=True)
class Limits:
    """The simulator's limits. Every one is a keyword with a default a notebook never reaches.

    - `max_body_bytes`: largest request body (413 above it);
    - `inflight_body_bytes`: how many bytes of large bodies (over 64 KiB) are read and worked on
      at once; the others wait, unread, for room (`labkit.sim.app.BodyRoom`);
    - `max_json_depth`: deepest nesting of arrays and objects in a body (400 below it);
    - `max_json_containers`: most arrays and objects in one body (400 past it);
    - `header_timeout_s`: a connection must send a request's headers within this time of
      connecting (or of its previous answer), else it is closed (slowloris);
    - `body_timeout_s`: a request's body must arrive within this time of its headers (408);
    - `decide_timeout_s`: the time budget of the simulated model for one request (see
      `labkit.sim.worker`);
    - `mcp_timeout_s`: how long one hosted MCP operation (listing a server's tools, or one tool
      call) may take before it counts as failed (see `labkit.sim.hosted_mcp`);
    - `stored_bytes` / `stored_count`: what the server keeps of stored responses, of
      conversations and of ingested traces, each (oldest dropped first);
    - `fault_headers`: how many distinct `x-labkit-fault` texts keep their own counters;
    - `logged_requests`: how many entries `SimServer.requests` keeps (oldest dropped first).
    """

    max_body_bytes: int = 4 * MIB
    inflight_body_bytes: int = 8 * MIB
    max_json_depth: int = 64
    max_json_containers: int = 20_000
    header_timeout_s: float = 5.0
    body_timeout_s: float = 10.0
    decide_timeout_s: float = 10.0
    mcp_timeout_s: float = 5.0
    stored_bytes: int = 4 * MIB
    stored_count: int = 10_000
    fault_headers: int = 1024
    logged_requests: int = 10_000

    def __post_init__(self) -> None:
        for name, value in vars(self).items():
            if not value > 0:
                raise ValueError(f"labkit.sim limit {name} must be > 0, got {value!r}")


# --- errors -------------------------------------------------------------------------------------


def too_large(limit: int, declared: int | None = None) -> SimError:
    """The 413 for a body over `max_body_bytes` (`declared`: the size `Content-Length` gave)."""
    size = f"is {declared:,} bytes" if declared is not None else "goes on past the limit"
    return SimError(
        f"The request body {size}; labkit.sim accepts at most {limit:,} bytes "
        f"(max_body_bytes). Send less, or start the simulator with a larger max_body_bytes.",
        status=413,
        code="request_too_large",
    )


def too_deep(path: str, limit: int) -> SimError:
    """The 400 for nesting deeper than `max_json_depth`."""
    where = f" at '{path}'" if path else ""
    return SimError(
        f"The JSON body nests arrays and objects more than {limit} levels deep{where} (max_json_depth). "
        "Flatten the value, or start the simulator with a larger max_json_depth.",
        param=path or None,
        code="json_too_deep",
    )


def too_complex(limit: int) -> SimError:
    """The 400 for a body holding more than `max_json_containers` arrays and objects."""
    return SimError(
        f"The JSON body holds more than {limit:,} arrays and objects (max_json_containers). "
        "Send fewer items at a time, or start the simulator with a larger max_json_containers.",
        code="json_too_complex",
    )


def not_unicode(path: str, text: str) -> SimError:
    """The 400 for a string that holds a lone surrogate."""
    surrogate = next(char for char in text if "\ud800" <= char <= "\udfff")
    where = f"'{path}'" if path else "the request body"
    return SimError(
        f"Invalid string in {where}: it holds a lone surrogate (\\u{ord(surrogate):04x}), which is not "
        "Unicode text. Send proper UTF-8.",
        param=path or None,
        code="invalid_unicode",
    )


def number_out_of_range(text: str) -> SimError:
    """The 400 for a JSON number too large for a double (it would read as infinity)."""
    shown = text if len(text) <= 40 else text[:37] + "..."
    return SimError(f"Invalid number {shown}: it is out of range for a double.", code="number_out_of_range")


# --- the reader ---------------------------------------------------------------------------------

_SURROGATE = re.compile("[\ud800-\udfff]")
#: A JSON string (skipped whole) or an opening bracket (counted).
_STRING_OR_OPENING = re.compile(rb'(?P<string>"[^"\\]*(?:\\.[^"\\]*)*")|[\[{]')
#: Only a `\\uD800`-`\\uDFFF` escape can put a surrogate into a strictly decoded body.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _not_json_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise number_out_of_range(text)
    return value


def parse_json(raw: bytes, limits: Limits) -> Any:
    """Read a request body: the container count, strict UTF-8, strict JSON, then `check_tree`
    (see the module docstring)."""
    if more_containers_than(raw, limits.max_json_containers):
        raise too_complex(limits.max_json_containers)
    try:
        text = raw.decode("utf-8")
        value = json.loads(text, parse_constant=_not_json_constant, parse_float=_finite_float)
    except RecursionError:
        raise too_deep("", limits.max_json_depth) from None
    except (ValueError, UnicodeDecodeError):
        raise SimError(JSON_PARSE_ERROR) from None
    deep = text.count("[") + text.count("{") > limits.max_json_depth
    if deep or _SURROGATE_ESCAPE.search(text):
        check_tree(value, limits.max_json_depth)
    return value


def more_containers_than(raw: bytes, limit: int) -> bool:
    """Does this body open more than `limit` arrays and objects? Decided before parsing, so an
    over-complex body never becomes a million Python objects. Counting every bracket is an
    upper bound (brackets inside strings count too) that settles almost every body in a
    millisecond; only above the limit are strings skipped to count exactly."""
    if raw.count(b"{") + raw.count(b"[") <= limit:
        return False
    opened = 0
    for token in _STRING_OR_OPENING.finditer(raw):
        if token.lastgroup != "string":
            opened += 1
            if opened > limit:
                return True
    return False


def check_tree(value: Any, max_depth: int) -> None:
    """Raise the 400 for the first place where `value` nests deeper than `max_depth` or holds a
    string (key or value) that is not Unicode text. Iterative: any depth is safe to check."""
    stack: list[tuple[Any, int, tuple]] = [(value, 0, ())]
    while stack:
        node, depth, path = stack.pop()
        if isinstance(node, str):
            if _SURROGATE.search(node):
                raise not_unicode(format_path(path), node)
            continue
        if not isinstance(node, (dict, list)):
            continue
        if depth >= max_depth:
            raise too_deep(format_path(path), max_depth)
        if isinstance(node, dict):
            for key, child in node.items():
                if _SURROGATE.search(key):
                    raise not_unicode(format_path((*path, key)), key)
                stack.append((child, depth + 1, (*path, key)))
        else:
            stack.extend((child, depth + 1, (*path, index)) for index, child in enumerate(node))


def format_path(path: tuple, max_chars: int = 160) -> str:
    """A path as the API writes `param`: `input[0].content[1].text` (a very long one cut short)."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{_printable(part)}" if out else _printable(part)
        if len(out) > max_chars:
            return out[: max_chars - 3] + "..."
    return out


def _printable(key: str) -> str:
    """A key safe to put in an error message (lone surrogates shown as escapes)."""
    return key.encode("utf-8", "backslashreplace").decode("utf-8")


# --- what is stored -----------------------------------------------------------------------------


def json_bytes(value: Any) -> bytes:
    """`value` as the compact UTF-8 JSON the server sends and stores (the bytes Starlette's
    `JSONResponse` would send).

    Everything the server keeps goes through here, so a stored object is always one that can be
    sent again: a lone surrogate that got past the reader (it cannot, but the policy or a future
    handler might make one) becomes U+FFFD here instead of breaking every later read."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return _SURROGATE.sub("\ufffd", text).encode("utf-8")
