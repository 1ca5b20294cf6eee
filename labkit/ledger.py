"""The ledger: one row per model call, tool call, handoff or guardrail, and the frames built from it.

Instrumentation (the hand-written loops, the Agents SDK hooks, the fixed workflow) calls
`Ledger.record(...)`; lessons read `Ledger.frame()` and `Ledger.summary()`. The ledger itself knows
rows, prices and frames only: nothing here talks HTTP or imports an SDK.

Row schema (stable; `frame()` has exactly these columns, in this order)
-----------------------------------------------------------------------

==================  =======  ==========================================================================
column              dtype    meaning
==================  =======  ==========================================================================
run_id              string   `f"{approach}-{scenario}-{n:03d}"`, n counting runs in this ledger from 1;
                             rows recorded outside a run belong to the implicit run `adhoc-000`
approach            string   e.g. "workflow", "chat_loop", "responses_loop", "sdk" (from the run)
scenario            string   the task the run solves, e.g. "deals" (from the run)
backend             string   "sim" | "openai" | "compatible" (from the run)
api                 string   "chat" | "responses" | ... (from the run, or per row)
model               string   the model id (from the run, or per row)
step                Int64    counts model calls within a run, from 1 (`run.next_step()`); a tool row
                             takes the step of the model call that requested it; 0 = before any call
attempt             Int64    HTTP attempt for the same step: 1, then 2, 3... for retries (each a row)
kind                string   "model" | "tool" | "handoff" | "guardrail"
name                string   the model for model rows; the tool / handoff target / guardrail name
status              string   "ok" | "error" | "retried" | "blocked" | "stopped"
reason              string   why a call paused, was refused or failed, or why a run stopped: a code
                             of `labkit.reasons` ("awaiting_approval", "rejected", "max_steps", ...),
                             which implies the status; <NA> for an ordinary row. Count by this
                             column, never by `detail`
error               string   short error text (type and message), <NA> when none
input_tokens        Int64    the WHOLE prompt, cached part included
cached_tokens       Int64    the part of the prompt read from the prompt cache
output_tokens       Int64    the completion, reasoning tokens included
reasoning_tokens    Int64    the reasoning part of output_tokens
cost_usd            float64  model rows: priced by `labkit.pricing` unless given (NaN: unknown
                             model); other rows: 0 unless given (e.g. a hosted tool's fee)
latency_ms          float64  the duration used for comparisons. Model calls on the simulator: the
                             server-reported processing time (deterministic); live: the
                             client-measured wall time. Tools: the measured duration, or a
                             deterministic one the caller passes. NaN = not measured
ttft_ms             float64  time to first token (streaming only)
server_ms           float64  processing time the server reported (e.g. `openai-processing-ms`)
start_ms            float64  start relative to the run's start, on the run's own clock (below)
wall_ms             float64  WALL CLOCK: the measured duration. Varies run to run
wall_start_ms       float64  WALL CLOCK: start relative to the run's start on `time.perf_counter`
detail              string   short free text (<= 200 chars): tool args size, handoff target, ...
                             A tool reached over MCP starts it with `via mcp_stdio; ` / `via mcp_http; `
                             (hand loops), `via mcp server NAME; ` (Agents SDK) or `via mcp_hosted
                             server LABEL; ` (hosted MCP: the API called it); none = local call
                             (`labkit.mcp.measure.route_of` reads it back)
tools               Int64    model rows: how many tools the request offered the model (its `tools`
                             list, plus legacy Chat `functions`), counted from the request body as
                             it left the client; <NA> on other rows, or when nobody counted. A
                             request that carried 0 tools in a run whose agent has tools is the
                             silent tool drop (`labkit.check.check_tools_sent`)
==================  =======  ==========================================================================

The run clock
-------------
Each run has a clock that starts at 0. A row recorded without `start_ms` starts at the clock's
current value, and every row moves the clock to `max(clock, start_ms + latency_ms)`. On the
simulator, where latencies are deterministic, so are all `start_ms` values: the run is modelled as
its calls laid end to end. Callers that know calls overlapped (parallel tool calls) pass explicit
`start_ms` values, which are kept; `run.advance(ms)` adds a modelled wait (e.g. retry back-off).

Determinism: nothing in a row comes from the wall clock except the two `wall_*` columns, so
frames and summaries are reproducible when those columns are left out.
"""

from __future__ import annotations

import contextlib
import contextvars
import math
import os
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq

from labkit import pricing
from labkit.reasons import check_reason, family_of

#: Column name -> dtype, in schema order.
SCHEMA: dict[str, str] = {
    "run_id": "string",
    "approach": "string",
    "scenario": "string",
    "backend": "string",
    "api": "string",
    "model": "string",
    "step": "Int64",
    "attempt": "Int64",
    "kind": "string",
    "name": "string",
    "status": "string",
    "reason": "string",
    "error": "string",
    "input_tokens": "Int64",
    "cached_tokens": "Int64",
    "output_tokens": "Int64",
    "reasoning_tokens": "Int64",
    "cost_usd": "float64",
    "latency_ms": "float64",
    "ttft_ms": "float64",
    "server_ms": "float64",
    "start_ms": "float64",
    "wall_ms": "float64",
    "wall_start_ms": "float64",
    "detail": "string",
    "tools": "Int64",
}
COLUMNS: tuple[str, ...] = tuple(SCHEMA)
KINDS = ("model", "tool", "handoff", "guardrail")
STATUSES = ("ok", "error", "retried", "blocked", "stopped")
#: The columns that vary from run to run: drop them before showing a frame in checked output.
WALL_COLUMNS = ("wall_ms", "wall_start_ms")
#: The fields a run supplies as defaults to its rows.
RUN_FIELDS = ("approach", "scenario", "backend", "api", "model")
ADHOC_RUN_ID = "adhoc-000"
MAX_TEXT = 200

_TOKEN_FIELDS = ("input_tokens", "cached_tokens", "output_tokens", "reasoning_tokens")
_current_run: contextvars.ContextVar[Run | None] = contextvars.ContextVar("labkit_ledger_run", default=None)


class Run:
    """One run of one approach on one scenario: its id, the defaults it gives rows, and its clock.

    Made by `Ledger.run(...)`; rows recorded while it is current (in this task, thread or any
    asyncio task started inside it) belong to it. `run.record(...)` records into it explicitly,
    e.g. from a worker thread, where context variables do not follow.
    """

    def __init__(self, ledger: Ledger, run_id: str, **fields: str | None) -> None:
        self.ledger = ledger
        self.run_id = run_id
        self.fields = {name: fields.get(name) for name in RUN_FIELDS}
        self.step = 0
        self._clock_ms = 0.0
        self._wall_origin = time.perf_counter()

    def __repr__(self) -> str:
        return f"Run({self.run_id!r}, step={self.step}, clock_ms={self.clock_ms:g})"

    @property
    def clock_ms(self) -> float:
        """Where the run's own clock stands (ms since the run started, modelled)."""
        return self._clock_ms

    def next_step(self) -> int:
        """Start the next model call: the step number it (and the tools it asks for) will carry."""
        with self.ledger._lock:
            self.step += 1
            return self.step

    def advance(self, ms: float) -> float:
        """Move the run clock on by `ms` (a modelled wait such as a retry back-off); the new clock."""
        if not ms >= 0:
            raise ValueError(f"advance needs a duration >= 0 ms, got {ms!r}")
        with self.ledger._lock:
            self._clock_ms += float(ms)
            return self._clock_ms

    def record(self, **fields: object) -> dict:
        """Record a row into this run (see `Ledger.record`)."""
        return self.ledger._record(self, fields)

    @contextlib.contextmanager
    def entered(self) -> Iterator[Run]:
        """Make this run current again inside the block, so rows recorded there join it.

        `Ledger.run()` only opens new runs; a loop resumed after a pause, or an SDK run resumed after
        an approval, re-enters the run it started in with this.
        """
        token = _current_run.set(self)
        try:
            yield self
        finally:
            _current_run.reset(token)

    def _wall_now_ms(self) -> float:
        """Wall-clock ms since the run started (for the `wall_*` columns only)."""
        return (time.perf_counter() - self._wall_origin) * 1000.0


class Ledger:
    """A thread-safe list of rows in the ledger schema, with runs, summaries and Parquet files."""

    def __init__(self, rows: Iterable[dict] = ()) -> None:
        self._lock = threading.RLock()
        self._rows: list[dict] = []
        self._runs_started = 0
        self._adhoc = Run(self, ADHOC_RUN_ID, approach="adhoc")
        for row in rows:
            self._rows.append(_normalize_loaded(row))
        self._runs_started = max((_run_number(r["run_id"]) for r in self._rows), default=0)

    def __len__(self) -> int:
        return len(self._rows)

    def __bool__(self) -> bool:
        """Always true: an empty ledger is still a ledger (so `ledger or default` keeps it)."""
        return True

    def __repr__(self) -> str:
        runs = len({row["run_id"] for row in self._rows})
        return f"Ledger(rows={len(self)}, runs={runs})"

    # --- recording ----------------------------------------------------------------------------

    @contextlib.contextmanager
    def run(
        self,
        *,
        approach: str,
        scenario: str,
        backend: str | None = None,
        model: str | None = None,
        api: str | None = None,
    ) -> Iterator[Run]:
        """`with ledger.run(approach=..., scenario=..., backend=..., model=...) as run:` — a new run.

        The run is current inside the block (and in asyncio tasks created inside it); its id is
        `f"{approach}-{scenario}-{n:03d}"` with n counting the runs of this ledger from 1.
        """
        with self._lock:
            self._runs_started += 1
            run_id = f"{approach}-{scenario}-{self._runs_started:03d}"
        current = Run(self, run_id, approach=approach, scenario=scenario, backend=backend,
                      model=model, api=api)
        token = _current_run.set(current)
        try:
            yield current
        finally:
            _current_run.reset(token)

    def current_run(self) -> Run:
        """The run rows go to right now: the innermost `ledger.run(...)` block, else `adhoc-000`."""
        active = _current_run.get()
        return active if active is not None and active.ledger is self else self._adhoc

    def next_step(self) -> int:
        """`current_run().next_step()`: the step number of the model call about to start."""
        return self.current_run().next_step()

    def record(self, **fields: object) -> dict:
        """Add one row to the current run and return it (a copy).

        Pass any schema columns; the rest are filled: run fields from the run, `step` from the
        run's current step, `attempt` 1, `status` "ok", token counts 0, `start_ms` from the run
        clock, `cost_usd` priced for model rows. Raises ValueError for an unknown column, a bad
        `kind` or `status`, or impossible token counts.
        """
        return self._record(self.current_run(), fields)

    def _record(self, run: Run, fields: dict) -> dict:
        """Build, validate and append one row for `run`, advancing its clock."""
        row = _build_row(run, fields)
        with self._lock:
            if math.isnan(row["start_ms"]):
                row["start_ms"] = run._clock_ms
            run._clock_ms = max(run._clock_ms, row["start_ms"] + _or_zero(row["latency_ms"]))
            if math.isnan(row["wall_start_ms"]):
                row["wall_start_ms"] = run._wall_now_ms() - _or_zero(row["wall_ms"])
            self._rows.append(row)
            return dict(row)

    @property
    def rows(self) -> list[dict]:
        """A copy of every row, in recording order."""
        with self._lock:
            return [dict(row) for row in self._rows]

    def reset(self) -> None:
        """Forget every row and start run numbering again (runs still open keep their ids)."""
        with self._lock:
            self._rows.clear()
            self._runs_started = 0
            self._adhoc = Run(self, ADHOC_RUN_ID, approach="adhoc")

    # --- reading ------------------------------------------------------------------------------

    def frame(self, *, wall: bool = True) -> pd.DataFrame:
        """The rows as a DataFrame: the schema's columns in order, with stable dtypes.

        `wall=False` leaves out the wall-clock columns, for output that must not change between
        runs (checked notebook cells).
        """
        frame = _coerce(pd.DataFrame(self.rows, columns=list(COLUMNS)))
        return frame if wall else frame.drop(columns=list(WALL_COLUMNS))

    def summary(self, by: str | Sequence[str] = ("approach",)) -> pd.DataFrame:
        """One row per group: runs, calls, tokens, cost, latency percentiles, time, retries, errors.

        See `summarize` for the columns.
        """
        return summarize(self.frame(), by)

    # --- files ---------------------------------------------------------------------------------

    def save(self, path: str | os.PathLike) -> Path:
        """Write the ledger to a Parquet file atomically (a temporary file, then `os.replace`)."""
        return write_parquet_atomically(self.frame(), Path(path))

    @classmethod
    def load(cls, path: str | os.PathLike) -> Ledger:
        """A ledger holding the rows of a Parquet file written by `save`."""
        return cls.from_frame(pd.read_parquet(path, engine="pyarrow"))

    @classmethod
    def from_frame(cls, frame: pd.DataFrame) -> Ledger:
        """A ledger holding the rows of a frame in the ledger schema (missing columns get defaults)."""
        return cls(_coerce(frame.reindex(columns=list(COLUMNS))).to_dict("records"))

    @classmethod
    def concat(cls, ledgers: Iterable[Ledger | pd.DataFrame]) -> Ledger:
        """One ledger with the rows of several, in order.

        Run numbers of each later ledger are shifted past those before it, so runs from separate
        processes (each numbered from 1) stay distinct: concatenating the ledgers of two sweeps gives
        the ids one ledger would have given to both. `adhoc-000` rows stay `adhoc-000`.
        """
        rows: list[dict] = []
        offset = 0
        for ledger in ledgers:
            if isinstance(ledger, pd.DataFrame):
                ledger = cls.from_frame(ledger)
            rows.extend(_shift_run(row, offset) for row in ledger.rows)
            offset += ledger._runs_started
        return cls(rows)

    @classmethod
    def load_many(cls, paths: Iterable[str | os.PathLike]) -> Ledger:
        """`concat` of the ledgers saved at `paths`, in that order."""
        return cls.concat(cls.load(path) for path in paths)

    def append_to(self, path: str | os.PathLike) -> Ledger:
        """Add this ledger's rows to the Parquet file at `path` (created if absent), atomically.

        Returns the combined ledger. Meant for sweeps run one after another; two processes
        appending to the same file at the same moment can lose one's rows.
        """
        path = Path(path)
        parts = [Ledger.load(path), self] if path.exists() else [self]
        combined = Ledger.concat(parts)
        combined.save(path)
        return combined


# --- module-level default ---------------------------------------------------------------------

#: The ledger instrumentation records into unless given another.
LEDGER = Ledger()


def default_ledger() -> Ledger:
    """The process-wide default ledger (`labkit.ledger.LEDGER`)."""
    return LEDGER


# --- summaries ----------------------------------------------------------------------------------

SUMMARY_COLUMNS = (
    "runs", "steps", "model_calls", "tool_calls", "input_tokens", "cached_tokens", "output_tokens",
    "reasoning_tokens", "cost_usd", "latency_p50_ms", "latency_p95_ms", "total_ms", "retries", "errors",
    "paused", "refused", "stopped",
)


def summarize(frame: pd.DataFrame, by: str | Sequence[str] = ("approach",)) -> pd.DataFrame:
    """Per group of `by` columns (a ledger frame in, one row per group out, sorted by group):

    - runs: distinct run_ids; steps: distinct (run, step) pairs of model rows;
    - model_calls / tool_calls: rows of kind "model" / "tool" (retries included);
    - input/cached/output/reasoning_tokens: sums over all rows;
    - cost_usd: sum, rounded to 6 decimals (NaN if any row is unpriced);
    - latency_p50_ms / latency_p95_ms: percentiles (linear interpolation) of model rows' latency_ms;
    - total_ms: sum over runs of the run's duration, max(start_ms + latency_ms);
    - retries: model rows with attempt > 1; errors: rows with status "error";
    - paused / refused / stopped: rows whose `reason` code is of that family (`labkit.reasons`):
      calls held for a human, calls a guard or an approver refused, limits that ended a run.

    Milliseconds are rounded to 0.1 ms. The wall_* columns are not used, so this is deterministic.
    """
    keys = [by] if isinstance(by, str) else list(by)
    unknown = [key for key in keys if key not in COLUMNS]
    if unknown:
        raise ValueError(f"cannot group by {unknown}: not ledger columns; choose from {list(COLUMNS)}")
    frame = _coerce(frame.reindex(columns=list(COLUMNS)))
    if frame.empty:
        empty = pd.DataFrame(columns=keys + list(SUMMARY_COLUMNS))
        return _round_summary(empty.astype({key: "string" for key in keys}).set_index(keys))
    groups = frame.groupby(keys, sort=True, dropna=False)
    table = pd.DataFrame({key: _summarize_group(rows) for key, rows in groups}).T
    table.index = pd.MultiIndex.from_tuples(table.index, names=keys) if len(keys) > 1 else pd.Index(
        [key[0] if isinstance(key, tuple) else key for key in table.index], name=keys[0]
    )
    return _round_summary(table)


def _summarize_group(rows: pd.DataFrame) -> pd.Series:
    """The summary numbers of one group's rows."""
    model = rows[rows["kind"] == "model"]
    latency = model["latency_ms"].dropna()
    ends = rows["start_ms"].fillna(0) + rows["latency_ms"].fillna(0)
    families = rows["reason"].map(family_of, na_action="ignore")
    return pd.Series({
        "runs": rows["run_id"].nunique(),
        "steps": len(model[["run_id", "step"]].drop_duplicates()),
        "model_calls": len(model),
        "tool_calls": int((rows["kind"] == "tool").sum()),
        **{name: int(rows[name].fillna(0).sum()) for name in _TOKEN_FIELDS},
        "cost_usd": rows["cost_usd"].sum(skipna=False),
        "latency_p50_ms": latency.quantile(0.50) if len(latency) else math.nan,
        "latency_p95_ms": latency.quantile(0.95) if len(latency) else math.nan,
        "total_ms": ends.groupby(rows["run_id"]).max().sum(),
        "retries": int((model["attempt"] > 1).sum()),
        "errors": int((rows["status"] == "error").sum()),
        **{family: int((families == family).sum()) for family in ("paused", "refused", "stopped")},
    }, dtype=object)


def _round_summary(table: pd.DataFrame) -> pd.DataFrame:
    """Stable dtypes and display rounding for a summary table."""
    floats = {"cost_usd": 6, "latency_p50_ms": 1, "latency_p95_ms": 1, "total_ms": 1}
    table = table.reindex(columns=list(SUMMARY_COLUMNS))
    for name in SUMMARY_COLUMNS:
        if name in floats:
            table[name] = table[name].astype("float64").round(floats[name])
        else:
            table[name] = table[name].astype("Int64")
    return table


# --- rows ---------------------------------------------------------------------------------------


def _build_row(run: Run, fields: dict) -> dict:
    """A complete, validated row from the caller's fields and the run's defaults (clock not applied)."""
    unknown = sorted(set(fields) - set(COLUMNS))
    if unknown:
        raise ValueError(f"unknown ledger field(s) {unknown}; the columns are {list(COLUMNS)}")
    row = {name: fields.get(name) for name in COLUMNS}
    row["run_id"] = _text(row["run_id"]) or run.run_id
    for name in RUN_FIELDS:
        row[name] = _text(row[name]) if row[name] is not None else run.fields[name]
    _check_choice("kind", row["kind"], KINDS)
    row["reason"] = _text(row["reason"])
    implied = check_reason(row["reason"]).status if row["reason"] is not None else "ok"
    row["status"] = row["status"] if row["status"] is not None else implied
    _check_choice("status", row["status"], STATUSES)
    if row["reason"] is not None and row["status"] != implied:
        raise ValueError(f"reason={row['reason']!r} means status {implied!r}, not {row['status']!r}: "
                         "record it with labkit.reasons.record_reason(...), which sets the status")
    row["step"] = _count("step", row["step"], run.step)
    row["attempt"] = _count("attempt", row["attempt"], 1)
    if row["attempt"] < 1:
        raise ValueError(f"attempt counts HTTP attempts from 1, got {row['attempt']}")
    for name in _TOKEN_FIELDS:
        row[name] = _count(name, row[name], 0)
    row["tools"] = None if row["tools"] is None or row["tools"] is pd.NA else _count("tools", row["tools"], 0)
    if row["cached_tokens"] > row["input_tokens"]:
        raise ValueError(f"cached_tokens ({row['cached_tokens']}) is part of input_tokens "
                         f"({row['input_tokens']}) and cannot exceed it")
    if row["name"] is None and row["kind"] == "model":
        row["name"] = row["model"]
    for name in ("name", "error", "detail"):
        row[name] = _text(row[name])
    for name in ("latency_ms", "ttft_ms", "server_ms", "start_ms", "wall_ms", "wall_start_ms"):
        row[name] = _float(name, row[name])
    row["cost_usd"] = _cost(row)
    return row


def _cost(row: dict) -> float:
    """The row's cost: given, else priced (model rows) or 0 (other rows)."""
    if row["cost_usd"] is not None:
        return _float("cost_usd", row["cost_usd"])
    if row["kind"] != "model":
        return 0.0
    return pricing.cost_usd(row["model"] or "", input_tokens=row["input_tokens"],
                            cached_tokens=row["cached_tokens"], output_tokens=row["output_tokens"])


def _check_choice(name: str, value: object, allowed: tuple[str, ...]) -> None:
    """Raise ValueError naming `value` and the allowed values unless it is one of them."""
    if value not in allowed:
        raise ValueError(f"{name}={value!r} is not allowed; use one of {list(allowed)}")


def _count(name: str, value: object, default: int) -> int:
    """A non-negative int column (`default` when None)."""
    if value is None or value is pd.NA:
        return default
    number = int(value)
    if number < 0 or number != value:
        raise ValueError(f"{name} must be a whole number >= 0, got {value!r}")
    return number


def _float(name: str, value: object) -> float:
    """A float column (NaN when None)."""
    if value is None or value is pd.NA:
        return math.nan
    try:
        return float(value)
    except (TypeError, ValueError):
        raise ValueError(f"{name} must be a number (ms or USD), got {value!r}") from None


def _text(value: object) -> str | None:
    """A short string column (None stays None; long text is cut to MAX_TEXT characters)."""
    if value is None or value is pd.NA:
        return None
    text = str(value)
    return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"


def _or_zero(value: float) -> float:
    """NaN as 0 (an unmeasured latency does not move the clock)."""
    return 0.0 if math.isnan(value) else value


def _normalize_loaded(row: dict) -> dict:
    """A row read back from a frame: NA as None (text, ints) or NaN (floats)."""
    clean = {}
    for name, dtype in SCHEMA.items():
        value = row.get(name)
        missing = value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value))
        if dtype == "float64":
            clean[name] = math.nan if missing else float(value)
        elif dtype == "Int64":
            clean[name] = None if missing else int(value)
        else:
            clean[name] = None if missing else str(value)
    return clean


def _run_number(run_id: str | None) -> int:
    """The trailing `-NNN` of a run id (0 when it has none)."""
    suffix = (run_id or "").rsplit("-", 1)[-1]
    return int(suffix) if suffix.isdigit() else 0


def _shift_run(row: dict, offset: int) -> dict:
    """The row with its run number moved on by `offset` (adhoc and custom ids unchanged)."""
    number = _run_number(row["run_id"])
    if offset and number:
        prefix = row["run_id"].rsplit("-", 1)[0]
        row = {**row, "run_id": f"{prefix}-{number + offset:03d}"}
    return row


def coerce_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """A frame of ledger rows with exactly the schema's columns, in order, and their dtypes (e.g. rows
    read back from Parquet files); missing columns are filled with NA."""
    return _coerce(frame.reindex(columns=list(COLUMNS)))


def _coerce(frame: pd.DataFrame) -> pd.DataFrame:
    """The frame with the schema's dtypes (works for an empty frame too)."""
    out = pd.DataFrame(index=frame.index)
    for name, dtype in SCHEMA.items():
        column = frame[name] if name in frame else pd.Series(None, index=frame.index, dtype=object)
        if dtype == "float64":
            column = pd.to_numeric(column.astype(object).where(column.notna(), math.nan))
        out[name] = column.astype(dtype)
    return out.reset_index(drop=True)


def write_parquet_atomically(frame: pd.DataFrame, path: Path) -> Path:
    """Write `frame` to `path` via a temporary file in the same directory and `os.replace`, so a
    reader never sees a half-written file (used by the ledger and by sweeps' runs table)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(handle)
    try:
        pq.write_table(pa.Table.from_pandas(frame, preserve_index=False), tmp_name)
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    return path
