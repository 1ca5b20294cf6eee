"""Local tracing for the Agents SDK: spans become ledger rows, and nothing leaves the machine.

The SDK's default processor batches spans to api.openai.com. `install_local_tracing()` replaces the
whole processor list with `set_trace_processors([...])` — never `add_trace_processor`, which would
keep the exporter and add a duplicate each time a notebook cell is re-run.

Model calls are already rows (the metered HTTP transport sees every attempt, retries included), so
this processor records only what HTTP cannot see: tool calls, handoffs and guardrails.

A tool row's `latency_ms` is the tool's MODELLED latency when the tool says what it is: tools made
by `labkit.sdk.sdk_tool` / `tools_from` / `scenario_tools` call `note_modelled_latency(ms)` from
inside the SDK's function span as they start, so the row carries the latency of the production
call the function stands for, the same on every run. Any other tool gets its measured duration.
Handoffs and guardrails take no modelled time of their own (a guardrail that calls a model has
model rows of its own).
"""

from __future__ import annotations

import json
import threading
import time
from typing import Any

from agents import set_trace_processors
from agents.tracing import Span, Trace, TracingProcessor, get_current_span, get_trace_provider
from agents.tracing.span_data import FunctionSpanData, GuardrailSpanData, HandoffSpanData

from labkit.ledger import Ledger, default_ledger
from labkit.reasons import record_reason


class LocalTraceProcessor(TracingProcessor):
    """Writes function (tool), handoff and guardrail spans into a ledger; keeps traces in memory."""

    def __init__(self, ledger: Ledger | None = None) -> None:
        self.ledger = ledger if ledger is not None else default_ledger()
        self.traces: list[dict[str, Any]] = []
        self._started: dict[str, float] = {}
        self._lock = threading.Lock()

    def on_trace_start(self, trace: Trace) -> None:
        """Keep the trace's id and workflow name (for lessons that show the span tree)."""
        with self._lock:
            self.traces.append({"trace_id": trace.trace_id, "workflow": trace.name})

    def on_trace_end(self, trace: Trace) -> None:
        """Nothing to do: rows are written as spans end."""

    def on_span_start(self, span: Span[Any]) -> None:
        """Note when a span started (wall clock, for the `wall_ms` column)."""
        with self._lock:
            self._started[span.span_id] = time.perf_counter()

    def on_span_end(self, span: Span[Any]) -> None:
        """Record a row for a tool, handoff or guardrail span."""
        with self._lock:
            started = self._started.pop(span.span_id, None)
        wall_ms = (time.perf_counter() - started) * 1000.0 if started else float("nan")
        data = span.span_data
        error = _error_text(span.error)
        if isinstance(data, FunctionSpanData) and _was_held(span.span_id):
            record_reason(self.ledger, "awaiting_approval", kind="tool", name=data.name, wall_ms=wall_ms,
                          detail="held until a human decides")
        elif isinstance(data, FunctionSpanData):
            modelled = _modelled_ms(span.span_id)
            self.ledger.record(
                kind="tool",
                name=data.name,
                status="error" if error else "ok",
                error=error,
                latency_ms=modelled if modelled is not None else round(wall_ms, 1),
                wall_ms=wall_ms,
                detail=_mcp_route(data) + _args_detail(data.input),
            )
        elif isinstance(data, HandoffSpanData):
            self.ledger.record(
                kind="handoff",
                name=data.to_agent or "?",
                status="error" if error else "ok",
                error=error,
                latency_ms=0.0,
                wall_ms=wall_ms,
                detail=f"{data.from_agent} -> {data.to_agent}",
            )
        elif isinstance(data, GuardrailSpanData) and data.triggered:
            record_reason(self.ledger, "tripwire", kind="guardrail", name=data.name, error=error, wall_ms=wall_ms,
                          detail="tripwire triggered")
        elif isinstance(data, GuardrailSpanData):
            self.ledger.record(kind="guardrail", name=data.name, status="error" if error else "ok", error=error,
                               latency_ms=0.0, wall_ms=wall_ms, detail="passed")

    def shutdown(self) -> None:
        """Nothing to flush: rows are already in the ledger."""

    def force_flush(self) -> None:
        """Nothing to flush: rows are already in the ledger."""


# --- what a tool tells its span ---------------------------------------------------------------
# The SDK opens (and ends) a function span around every tool call, with nothing in it about the
# tool itself. Two things can only be said from inside the span, so labkit's tools say them there,
# keyed by the span's id (unique, and forgotten when the span's row is written):
# - a call HELD for approval: `hold_for_approval` (the SDK calls it inside the span) marks it, so
#   its row is a pause, not a tool that ran;
# - the tool's MODELLED latency: `note_modelled_latency` (called by labkit-made tools as they start).
# (A call an approver refuses never reaches a span: `labkit.sdk.gate` rejects it and writes its row.)

_held_spans: set[str] = set()
_modelled_spans: dict[str, float] = {}
_notes_lock = threading.Lock()


async def hold_for_approval(context: Any, arguments: dict[str, Any], call_id: str) -> bool:
    """A `needs_approval` callable: always True (every call waits for a human), and it marks the
    SDK's current function span so its ledger row has the reason "awaiting_approval".

    The SDK calls it only for a call it has no decision on yet: not when a run resumes with one.
    """
    span = get_current_span()
    if span is not None and span.span_id:
        with _notes_lock:
            _held_spans.add(span.span_id)
    return True


def note_modelled_latency(latency_ms: float) -> None:
    """Say, from inside a tool call, how long the production call it stands for would take: the
    tool's ledger row records `latency_ms` instead of the measured duration. Outside a span (a tool
    called by hand) it does nothing."""
    span = get_current_span()
    if span is not None and span.span_id:
        with _notes_lock:
            _modelled_spans[span.span_id] = float(latency_ms)


def _was_held(span_id: str) -> bool:
    """Whether `hold_for_approval` marked this span (forgets the mark)."""
    with _notes_lock:
        if span_id in _held_spans:
            _held_spans.discard(span_id)
            return True
        return False


def _modelled_ms(span_id: str) -> float | None:
    """The modelled latency a tool noted in this span, if any (forgets it)."""
    with _notes_lock:
        return _modelled_spans.pop(span_id, None)


def _args_detail(arguments: str | None) -> str:
    """The tool row's detail: the size of the arguments, or that the run kept them out of traces."""
    if arguments is None:
        return "args not traced (trace_include_sensitive_data=False)"
    return f"args {len(arguments)} chars"


def _mcp_route(data: FunctionSpanData) -> str:
    """`via mcp server NAME; ` for a tool the SDK called on an MCP server (its span says which);
    "" for a local function tool."""
    server = (data.mcp_data or {}).get("server")
    return f"via mcp server {server}; " if server else ""


def _error_text(error: Any) -> str | None:
    if not error:
        return None
    if isinstance(error, dict):
        message = error.get("message") or ""
        data = error.get("data")
        return f"{message} {json.dumps(data, default=str)[:120] if data else ''}".strip()[:200]
    return str(error)[:200]


def install_local_tracing(ledger: Ledger | None = None) -> LocalTraceProcessor:
    """Replace every SDK trace processor with one local processor writing into `ledger` (default:
    the process-wide `labkit.ledger.LEDGER`); returns it. `labkit.connect()` calls this, and its
    `close()` puts back the processors that were there before."""
    processor = LocalTraceProcessor(ledger)
    set_trace_processors([processor])
    return processor


def active_trace_processors() -> tuple[TracingProcessor, ...]:
    """The trace processors the Agents SDK sends spans to right now.

    After `labkit.connect()` this is exactly one `LocalTraceProcessor`: no exporter, so no span
    leaves the machine. The SDK (0.24) has no public getter for the list, so this reads the
    provider's internals; if a future SDK moves them, it raises saying so.
    """
    provider = get_trace_provider()
    try:
        return tuple(provider._multi_processor._processors)  # type: ignore[attr-defined]
    except AttributeError:
        raise RuntimeError(
            f"cannot list the trace processors of {type(provider).__name__}: this SDK version keeps "
            "them elsewhere; call labkit.sdk.install_local_tracing() to be sure only the local one is set"
        ) from None


def current_ledger() -> Ledger:
    """The ledger the SDK's spans go to: the one of the active `LocalTraceProcessor` (the one
    `labkit.connect()` installed), else the process-wide default `labkit.ledger.LEDGER`.

    labkit.sdk helpers record into this ledger unless given another, so their rows land next to
    the model rows the connection's metered client writes.
    """
    local = [processor for processor in active_trace_processors() if isinstance(processor, LocalTraceProcessor)]
    return local[-1].ledger if local else default_ledger()
