"""Cassettes: one readable JSON file per HTTP exchange, scrubbed before it touches disk.

A cassette folder holds `NNNN-METHOD-path.json` files, numbered in the order the exchanges
happened. Each file is:

    {"labkit_cassette": 1,
     "request":  {"method", "path", "query", "body"},          # body: the JSON the client sent
     "match":    {...},                                         # the normalized match key (below)
     "response": {"status", "headers", "json" | "text" | "events"}}

`events` (a streamed answer) is a list of `{"t_ms": ms after the headers, "frame": "event: …\\ndata: …"}`.
`json` is kept when re-encoding it compactly gives back the exact bytes, else the body is kept
as `text`, so a replay hands the client the very bytes it got when recording.

**Scrubbing.** Only the response headers in `KEPT_HEADERS` (and any `x-ratelimit-*` or
`x-labkit-*`) are written: `Authorization`, `api-key`, `OpenAI-Organization`, `OpenAI-Project`,
cookies and every other header are never stored. Request headers are never stored at all. In
every stored string, `scrub_text` replaces the credentials the exchange carried and anything
shaped like a key (`sk-…`, `Bearer …`, `api_key=…`) with `[scrubbed]`.

**The match key** (`match_key`) is what a replayed request must equal:
method, path, sorted query and the JSON body with
- the volatile fields in `VOLATILE_FIELDS` removed (`user`, `safety_identifier`, `metadata`,
  `prompt_cache_key`: tags a client may change between runs without changing the answer);
- server-made ids (`previous_response_id`, `id`, `call_id`, `item_id`, `tool_call_id`,
  `response_id`, `conversation`, and ids in the path) replaced by their order of first
  appearance in the request (`<id:1>`, `<id:2>` …), so a conversation matches whatever
  ids the server that recorded it handed out.

A body that is not JSON (a file upload) is never stored: the proxy keys it by its SHA-256 and size.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FORMAT = 1
#: Response headers a cassette keeps (lower case); also any `x-ratelimit-*` and `x-labkit-*`.
KEPT_HEADERS = ("content-type", "x-request-id", "openai-processing-ms", "openai-version", "openai-model",
                "retry-after", "retry-after-ms")
KEPT_PREFIXES = ("x-ratelimit-", "x-labkit-")
#: Request body fields left out of the match key (they tag a request; they do not change its answer).
VOLATILE_FIELDS = ("user", "safety_identifier", "metadata", "prompt_cache_key")
#: Request body keys whose string values are ids the server made.
ID_FIELDS = ("previous_response_id", "id", "call_id", "item_id", "tool_call_id", "response_id", "conversation")
#: Path segments that are server ids (`/v1/responses/resp_…`).
_PATH_ID = re.compile(r"^(resp|conv|msg|item|fc|call|rs|chatcmpl)[_-][A-Za-z0-9_-]+$")
SCRUBBED = "[scrubbed]"
#: Strings shaped like credentials, wherever they appear.
_KEY_LIKE = re.compile(
    r"(sk-[A-Za-z0-9_-]{8,}|(?i:bearer)\s+[A-Za-z0-9._~+/=-]{8,}|(?i:api[_-]?key)[\"']?\s*[:=]\s*[\"']?[A-Za-z0-9._-]{8,})"
)


def scrub_text(text: str, secrets: tuple[str, ...] = ()) -> str:
    """`text` with the given credentials and anything key-shaped replaced by `[scrubbed]`."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, SCRUBBED)
    return _KEY_LIKE.sub(SCRUBBED, text)


def scrub(value: Any, secrets: tuple[str, ...] = ()) -> Any:
    """A JSON value with every string (and key) scrubbed by `scrub_text`."""
    if isinstance(value, str):
        return scrub_text(value, secrets)
    if isinstance(value, list):
        return [scrub(item, secrets) for item in value]
    if isinstance(value, dict):
        return {scrub_text(key, secrets): scrub(item, secrets) for key, item in value.items()}
    return value


def kept_headers(headers: Any) -> dict[str, str]:
    """The response headers a cassette keeps, lower-cased and sorted (see `KEPT_HEADERS`)."""
    kept = {}
    for name, value in headers.items():
        name = name.lower()
        if name in KEPT_HEADERS or name.startswith(KEPT_PREFIXES):
            kept[name] = value
    return dict(sorted(kept.items()))


def match_key(method: str, path: str, query: str, body: Any) -> dict[str, Any]:
    """The normalized key a replayed request is matched by (see the module docstring)."""
    ids: dict[str, str] = {}

    def placeholder(value: str) -> str:
        return ids.setdefault(value, f"<id:{len(ids) + 1}>")

    parts = [placeholder(part) if _PATH_ID.match(part) else part for part in path.split("/")]
    if isinstance(body, dict):
        body = {name: item for name, item in body.items() if name not in VOLATILE_FIELDS}
    return {"method": method.upper(), "path": "/".join(parts),
            "query": "&".join(sorted(query.split("&"))) if query else "",
            "body": _normalize_ids(body, placeholder)}


def _normalize_ids(value: Any, placeholder) -> Any:
    if isinstance(value, list):
        return [_normalize_ids(item, placeholder) for item in value]
    if isinstance(value, dict):
        return {name: placeholder(item) if name in ID_FIELDS and isinstance(item, str) and item
                else _normalize_ids(item, placeholder) for name, item in value.items()}
    return value


def key_text(key: dict[str, Any]) -> str:
    """A match key as one canonical string (sorted keys, compact)."""
    return json.dumps(key, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def compact(value: Any) -> bytes:
    """`value` as compact UTF-8 JSON (how the simulator and most servers send bodies)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def body_fields(raw: bytes, secrets: tuple[str, ...]) -> dict[str, Any]:
    """A non-streamed body as a cassette keeps it: `json` when that gives the same bytes back, else `text`."""
    text = scrub_text(raw.decode("utf-8", "replace"), secrets)
    try:
        value = json.loads(text)
    except ValueError:
        return {"text": text}
    return {"json": value} if compact(value) == text.encode() else {"text": text}


@dataclass
class Cassette:
    """One recorded exchange (see the module docstring for the file it is)."""

    request: dict[str, Any]
    match: dict[str, Any]
    response: dict[str, Any]
    path: Path | None = None

    @property
    def status(self) -> int:
        """The recorded HTTP status."""
        return int(self.response["status"])

    @property
    def headers(self) -> dict[str, str]:
        """The recorded response headers (already scrubbed)."""
        return dict(self.response.get("headers") or {})

    @property
    def events(self) -> list[dict[str, Any]] | None:
        """The recorded stream frames with their times, or None for a plain body."""
        return self.response.get("events")

    def body_bytes(self) -> bytes:
        """The recorded (non-streamed) body as the bytes to send."""
        if "json" in self.response:
            return compact(self.response["json"])
        return str(self.response.get("text", "")).encode()

    def to_json(self) -> dict[str, Any]:
        """What the cassette file holds."""
        return {"labkit_cassette": FORMAT, "request": self.request, "match": self.match, "response": self.response}


@dataclass
class CassetteDir:
    """A folder of cassettes: the ones read at start, answered in recorded order per match key,
    and the ones written since (record mode, or misses in new-episodes mode)."""

    root: Path
    by_key: dict[str, list[Cassette]] = field(default_factory=dict)
    used: dict[str, int] = field(default_factory=dict)
    written: int = 0

    @classmethod
    def open(cls, root: str | Path, *, must_exist: bool) -> CassetteDir:
        """Read every cassette under `root` (created if recording; a `ValueError` if replaying a
        folder that does not exist)."""
        root = Path(root)
        if not root.is_dir():
            if must_exist:
                raise ValueError(f"no cassette folder at {root}: record one first "
                                 f"(labkit serve --record {root} --upstream URL)")
            root.mkdir(parents=True, exist_ok=True)
        folder = cls(root)
        for path in sorted(root.glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("labkit_cassette") != FORMAT:
                raise ValueError(f"{path} is not a labkit cassette (format {FORMAT})")
            folder._index(Cassette(data["request"], data["match"], data["response"], path))
        folder.written = len(list(root.glob("*.json")))
        return folder

    def _index(self, cassette: Cassette) -> None:
        self.by_key.setdefault(key_text(cassette.match), []).append(cassette)

    def __len__(self) -> int:
        return sum(len(found) for found in self.by_key.values())

    def next_for(self, key: dict[str, Any]) -> Cassette | None:
        """The next recorded answer for `key`: identical requests get their answers in recorded
        order; when all have been used, the first comes again (a second run replays the same)."""
        text = key_text(key)
        found = self.by_key.get(text)
        if not found:
            return None
        turn = self.used.get(text, 0)
        self.used[text] = turn + 1
        return found[turn % len(found)]

    def write(self, cassette: Cassette) -> Path:
        """Save one exchange as the next numbered file, and answer it from now on."""
        self.written += 1
        slug = re.sub(r"[^a-z0-9]+", "-", cassette.request["path"].lower()).strip("-")[:60]
        path = self.root / f"{self.written:04d}-{cassette.request['method'].lower()}-{slug}.json"
        text = json.dumps(cassette.to_json(), indent=1, ensure_ascii=False, sort_keys=False)
        path.write_text(text + "\n", encoding="utf-8")
        cassette.path = path
        text_key = key_text(cassette.match)
        self._index(cassette)
        self.used[text_key] = len(self.by_key[text_key])  # what was just answered counts as used
        return path
