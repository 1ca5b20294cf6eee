"""What the server remembers: deterministic ids, stored responses, conversations, traces.

Ids come from the seed and a counter (never from randomness), so two runs that make the same
requests in the same order get the same ids.

Everything kept is kept as the UTF-8 JSON the server would send back (`limits.json_bytes`),
so a stored object can always be read again, its size is known exactly, and nobody can change
it by mutating a dict they were handed. Each kind (responses, conversations, traces) is capped
by bytes and by count; past either cap the oldest entries are dropped first.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict, deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.limits import MIB, json_bytes

#: Default caps of each kind of stored thing (see `labkit.sim.limits.Limits`).
MAX_STORED = 10_000
MAX_STORED_BYTES = 4 * MIB
#: What keeping one item costs beyond its JSON (a tuple, a bytes object, its id), counted in a
#: conversation's size so that many tiny items weigh what they hold in memory.
ITEM_OVERHEAD = 160

_ID_LENGTH = {"chatcmpl": 29, "call": 24, "resp": 48, "conv": 48, "mcp": 48, "mcpl": 48, "mcpr": 48}


class Ids:
    """Makes ids like the API's (`resp_…`, `call_…`, `chatcmpl-…`) from a seed and a counter."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._count = 0
        self._lock = threading.Lock()

    def new(self, prefix: str) -> str:
        """The next id with this prefix."""
        with self._lock:
            self._count += 1
            count = self._count
        digest = hashlib.sha256(f"{self.seed}:{prefix}:{count}".encode()).hexdigest()
        body = digest[: _ID_LENGTH.get(prefix, 32)]
        separator = "-" if prefix == "chatcmpl" else "_"
        return f"{prefix}{separator}{body}"


@dataclass(frozen=True)
class StoredResponse:
    """A response kept for `previous_response_id` and `GET /v1/responses/{id}`: its JSON, and
    the JSON of the input items it answered (the history before it included)."""

    id: str
    response_json: bytes
    input_json: bytes

    @classmethod
    def of(cls, response: dict[str, Any], input_items: list[dict[str, Any]]) -> StoredResponse:
        """Keep a response and its input items (serialised now, once)."""
        return cls(response["id"], json_bytes(response), json_bytes(input_items))

    @property
    def response(self) -> dict[str, Any]:
        """The response object (a fresh copy)."""
        return json.loads(self.response_json)

    @property
    def size(self) -> int:
        """Bytes this entry holds."""
        return len(self.response_json) + len(self.input_json)

    def history(self) -> list[dict[str, Any]]:
        """The full item history this response ends: its input, then its output."""
        return [*json.loads(self.input_json), *self.response.get("output", [])]


@dataclass
class Conversation:
    """A server-side conversation (`/v1/conversations`): an id, metadata and its items (kept as JSON)."""

    id: str
    created_at: int
    metadata: dict[str, Any] = field(default_factory=dict)
    _items: list[tuple[str | None, bytes]] = field(default_factory=list, repr=False)
    _items_bytes: int = field(default=0, repr=False)

    @property
    def items(self) -> list[dict[str, Any]]:
        """Its items, oldest first (fresh copies)."""
        return [json.loads(data) for _, data in self._items]

    @property
    def size(self) -> int:
        """Bytes this conversation holds."""
        return self._items_bytes + len(json_bytes(self.metadata))

    def encode(self, items: Iterable[dict[str, Any]]) -> list[tuple[str | None, bytes]]:
        """Items as they would be kept (to weigh them before `add`)."""
        return [(item.get("id"), json_bytes(item)) for item in items]

    def add(self, encoded: list[tuple[str | None, bytes]]) -> None:
        """Append items made by `encode`."""
        self._items.extend(encoded)
        self._items_bytes += weight(encoded)

    def find(self, item_id: str) -> dict[str, Any] | None:
        """The item with this id, or None."""
        for key, data in self._items:
            if key == item_id:
                return json.loads(data)
        return None

    def remove(self, item_id: str) -> bool:
        """Drop the item with this id; True if there was one."""
        for index, (key, data) in enumerate(self._items):
            if key == item_id:
                del self._items[index]
                self._items_bytes -= weight([(key, data)])
                return True
        return False

    def public(self) -> dict[str, Any]:
        """The API's `conversation` object."""
        return {"id": self.id, "object": "conversation", "created_at": self.created_at, "metadata": self.metadata}


def weight(encoded: list[tuple[str | None, bytes]]) -> int:
    """Bytes that encoded conversation items hold in memory: their JSON plus `ITEM_OVERHEAD` each."""
    return sum(len(data) + ITEM_OVERHEAD for _, data in encoded)


class _Capped:
    """An insertion-ordered map that drops its oldest entries past `max_bytes` or `max_count`.

    `sizes` remembers what each entry weighed when last put, so re-putting a grown entry (a
    conversation that got items) re-weighs it. The newest entry is never dropped by its own put."""

    def __init__(self, max_bytes: int, max_count: int) -> None:
        self.max_bytes = max_bytes
        self.max_count = max_count
        self.entries: OrderedDict[str, Any] = OrderedDict()
        self.sizes: dict[str, int] = {}
        self.bytes = 0

    def put(self, key: str, value: Any, size: int) -> None:
        self.pop(key)
        self.entries[key] = value
        self.sizes[key] = size
        self.bytes += size
        while len(self.entries) > 1 and (self.bytes > self.max_bytes or len(self.entries) > self.max_count):
            self.pop(next(iter(self.entries)))

    def pop(self, key: str) -> Any:
        value = self.entries.pop(key, None)
        self.bytes -= self.sizes.pop(key, 0)
        return value


class Store:
    """Stored responses, conversations and ingested traces: bounded (by bytes and by count,
    each kind on its own) and thread-safe."""

    def __init__(self, *, max_bytes: int = MAX_STORED_BYTES, max_count: int = MAX_STORED) -> None:
        self.max_bytes = max_bytes
        self._lock = threading.Lock()
        self._responses = _Capped(max_bytes, max_count)
        self._conversations = _Capped(max_bytes, max_count)
        self._traces: deque[bytes] = deque()
        self._trace_bytes = 0
        self._max_traces = max_count

    # --- responses -------------------------------------------------------------------------------
    def put_response(self, stored: StoredResponse) -> None:
        """Keep a response (dropping the oldest past the caps)."""
        with self._lock:
            self._responses.put(stored.id, stored, stored.size)

    def get_response(self, response_id: str) -> StoredResponse | None:
        """A stored response by id, or None."""
        with self._lock:
            return self._responses.entries.get(response_id)

    # --- conversations ---------------------------------------------------------------------------
    def put_conversation(self, conversation: Conversation) -> None:
        """Keep a conversation, or re-weigh one that changed (dropping the oldest past the caps)."""
        with self._lock:
            self._conversations.put(conversation.id, conversation, conversation.size)

    def get_conversation(self, conversation_id: str) -> Conversation | None:
        """A conversation by id, or None."""
        with self._lock:
            return self._conversations.entries.get(conversation_id)

    def delete_conversation(self, conversation_id: str) -> bool:
        """Forget a conversation; True if it existed."""
        with self._lock:
            return self._conversations.pop(conversation_id) is not None

    # --- traces ----------------------------------------------------------------------------------
    def add_traces(self, data: list[dict[str, Any]]) -> int:
        """Keep ingested trace objects (dropping the oldest past the caps); how many are kept."""
        encoded = [json_bytes(item) for item in data]
        with self._lock:
            for item in encoded:
                self._traces.append(item)
                self._trace_bytes += len(item)
            while len(self._traces) > 1 and (
                self._trace_bytes > self.max_bytes or len(self._traces) > self._max_traces
            ):
                self._trace_bytes -= len(self._traces.popleft())
            return len(self._traces)

    @property
    def traces(self) -> list[dict[str, Any]]:
        """The trace objects kept, oldest first (fresh copies)."""
        with self._lock:
            kept = list(self._traces)
        return [json.loads(item) for item in kept]

    def traces_json(self) -> bytes:
        """`{"object": "list", "data": [...]}` of the kept traces, as the bytes to send."""
        with self._lock:
            kept = list(self._traces)
        return b'{"object":"list","data":[' + b",".join(kept) + b"]}"

    def usage(self) -> dict[str, int]:
        """Bytes held per kind (for tests and benchmarks)."""
        with self._lock:
            return {"responses": self._responses.bytes, "conversations": self._conversations.bytes,
                    "traces": self._trace_bytes}
