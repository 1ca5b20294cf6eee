"""The Agents SDK's process-wide defaults that `labkit.connect()` changes: read, and put back.

The SDK keeps two settings per process that a connection sets: the default OpenAI client (used by
every agent that names its model with a string) and the list of trace processors (where spans
go). `SdkDefaults.read()` is a snapshot of both; `snapshot.apply()` puts one in place, which is
how `Connection.close()` undoes what `connect()` did.

The SDK (0.24) has setters for both but a getter for neither, so reading goes through its
internals here (`default_openai_client`) and in `labkit.sdk.tracing.active_trace_processors`,
and nowhere else in labkit; if a future SDK moves them, these raise saying so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from agents import set_default_openai_client, set_trace_processors

from labkit.sdk.tracing import active_trace_processors


def default_openai_client() -> Any:
    """The AsyncOpenAI client the SDK uses for agents that name their model (None when unset)."""
    try:
        from agents.models import _openai_shared  # no public getter in 0.24
    except ImportError:
        raise RuntimeError("this Agents SDK keeps its default client elsewhere: labkit cannot read it back, so "
                           "call labkit.connect() again rather than relying on close() to restore it") from None
    return _openai_shared.get_default_openai_client()


@dataclass(frozen=True)
class SdkDefaults:
    """A snapshot of the SDK's process-wide defaults: its default client and its trace processors."""

    client: Any
    processors: tuple[Any, ...]

    @classmethod
    def read(cls) -> SdkDefaults:
        """The defaults in effect right now."""
        return cls(default_openai_client(), active_trace_processors())

    def apply(self, *, client: bool = True, processors: bool = True) -> None:
        """Put these defaults in place (the client, the processors, or both). The client goes in
        with `use_for_tracing=False`: no connection ever hands the SDK a key for exporting traces."""
        if client:
            set_default_openai_client(self.client, use_for_tracing=False)
        if processors:
            set_trace_processors(list(self.processors))
