"""What the server remembers: deterministic ids, stored responses, conversations, traces.

Ids come from the seed and a counter (never from randomness), so two runs that make the same
requests in the same order get the same ids.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

#: How many stored responses and conversations the server keeps (oldest dropped first).
MAX_STORED = 10_000

_ID_LENGTH = {"chatcmpl": 29, "call": 24, "resp": 48, "conv": 48}


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


@dataclass
class StoredResponse:
    """A response kept for `previous_response_id` and `GET /v1/responses/{id}`."""

    response: dict[str, Any]
    input_items: list[dict[str, Any]]

    def history(self) -> list[dict[str, Any]]:
        """The full item history this response ends: its input, then its output."""
        return [*self.input_items, *self.response.get("output", [])]


@dataclass
class Conversation:
    """A server-side conversation (`/v1/conversations`): an id, metadata and its items."""

    id: str
    created_at: int
    metadata: dict[str, Any] = field(default_factory=dict)
    items: list[dict[str, Any]] = field(default_factory=list)

    def public(self) -> dict[str, Any]:
        """The API's `conversation` object."""
        return {"id": self.id, "object": "conversation", "created_at": self.created_at, "metadata": self.metadata}


class Store:
    """Stored responses, conversations and ingested traces, bounded and thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.responses: OrderedDict[str, StoredResponse] = OrderedDict()
        self.conversations: OrderedDict[str, Conversation] = OrderedDict()
        self.traces: list[dict[str, Any]] = []

    def put_response(self, stored: StoredResponse) -> None:
        """Keep a response (dropping the oldest past `MAX_STORED`)."""
        with self._lock:
            self.responses[stored.response["id"]] = stored
            while len(self.responses) > MAX_STORED:
                self.responses.popitem(last=False)

    def get_response(self, response_id: str) -> StoredResponse | None:
        """A stored response by id, or None."""
        with self._lock:
            return self.responses.get(response_id)

    def put_conversation(self, conversation: Conversation) -> None:
        """Keep a conversation (dropping the oldest past `MAX_STORED`)."""
        with self._lock:
            self.conversations[conversation.id] = conversation
            while len(self.conversations) > MAX_STORED:
                self.conversations.popitem(last=False)

    def get_conversation(self, conversation_id: str) -> Conversation | None:
        """A conversation by id, or None."""
        with self._lock:
            return self.conversations.get(conversation_id)

    def delete_conversation(self, conversation_id: str) -> bool:
        """Forget a conversation; True if it existed."""
        with self._lock:
            return self.conversations.pop(conversation_id, None) is not None

    def add_traces(self, data: list[dict[str, Any]]) -> int:
        """Keep ingested trace objects; returns how many are stored in all."""
        with self._lock:
            self.traces.extend(data)
            return len(self.traces)
