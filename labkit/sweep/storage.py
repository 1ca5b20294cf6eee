"""Where a sweep keeps its results: one small PART per finished run, written once.

A sweep folder holds, for each finished run, two parts named after its run id:

    runs/<part>.arrow      its one runs-table row (`RUN_COLUMNS`)
    ledger/<part>.arrow    its ledger rows (`labkit.ledger` schema)

and, once compacted, the same rows merged into `runs.parquet` and `ledger.parquet` (the files
older sweeps wrote; they are read the same way).

- **Parts are Arrow IPC files, the merged tables Parquet.** A part holds a handful of rows, is
  written once and read once (by the compaction, or by a reader of an uncompacted folder): the
  Arrow IPC file format (`pyarrow.ipc`, the format of Feather v2) writes and reads such a file
  two to five times faster than Parquet, whose encoding and footer cost more than the rows do.
  The merged files are Parquet, compact and read everywhere. Parquet parts written by earlier
  versions of labkit are still read (and resumed from).

- **Written once, atomically.** A part is written to a temporary file in the same folder
  (`.<name>.<random>.tmp`), then renamed over its final name (`os.replace`), so a reader never
  sees half a part. The ledger part goes first, the runs part last: a run is DONE when its runs
  part (or its row in `runs.parquet`) exists. Writing a run costs the same whether it is the
  first or the thousandth. A worker process may write its run's ledger part itself
  (`write_ledger_part`), so the bulk of the writing is spread over the workers; the sweep's own
  process then writes only the runs part, after judging the run.
- **Killed at any moment** (even SIGKILL), a folder loses at most the runs in flight: `prepare()`
  removes temporary files and ledger parts whose run never got its runs part; those runs run
  again. A finished run is never duplicated: readers keep one copy per run id.
- **Compaction** (`compact()`) merges everything into `runs.parquet` then `ledger.parquet`, each
  written atomically, and only then removes the parts. Killed between any two steps, the folder
  still reads the same: rows found both merged and as a part are kept once.
- **Dtypes** are those of the frames in memory (`RUN_COLUMNS`, `labkit.ledger.SCHEMA`); every part
  is written with the same Arrow schema, so the parts read back as one dataset.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa
import pyarrow.ipc as ipc
import pyarrow.parquet as pq

from labkit.ledger import SCHEMA as LEDGER_SCHEMA
from labkit.ledger import coerce_frame
from labkit.sweep.execute import RUN_COLUMNS
from labkit.sweep.plan import KEY_COLUMNS

RUNS_FILE, LEDGER_FILE = "runs.parquet", "ledger.parquet"
RUNS_PARTS, LEDGER_PARTS = "runs", "ledger"
_ARROW_TYPES = {"string": pa.string(), "Int64": pa.int64(), "boolean": pa.bool_(), "float64": pa.float64()}
RUNS_ARROW = pa.schema([(name, _ARROW_TYPES[dtype]) for name, dtype in RUN_COLUMNS.items()])
LEDGER_ARROW = pa.schema([(name, _ARROW_TYPES[dtype]) for name, dtype in LEDGER_SCHEMA.items()])
_LEDGER_FLOATS = [name for name, dtype in LEDGER_SCHEMA.items() if dtype == "float64"]


PART_SUFFIX, _OLD_PART_SUFFIX = ".arrow", ".parquet"


def part_name(run_id: str) -> str:
    """The file name of a run's parts: its id made safe for any file system, plus a short hash of
    the id (two ids never share a name), e.g. `deals~notify_best~chat_loop~gpt-4.1-mini~r1@sim-3f2a9c1b.arrow`."""
    safe = re.sub(r"[^A-Za-z0-9._@+-]", "~", run_id.replace("/", "~"))[:150]
    return f"{safe}-{hashlib.sha1(run_id.encode()).hexdigest()[:8]}{PART_SUFFIX}"


class SweepStore:
    """A sweep folder's results: write a finished run, read every run back, compact."""

    def __init__(self, out: str | os.PathLike) -> None:
        self.out = Path(out)
        self.runs_parts = self.out / RUNS_PARTS
        self.ledger_parts = self.out / LEDGER_PARTS

    def __repr__(self) -> str:
        return f"SweepStore({str(self.out)!r})"

    @property
    def has_results(self) -> bool:
        """True when the folder holds a runs table, merged or in parts."""
        return (self.out / RUNS_FILE).exists() or any(self._parts(self.runs_parts))

    # --- writing -----------------------------------------------------------------------------

    def prepare(self) -> pd.DataFrame:
        """Make the folder ready to resume and return the runs recorded in it (see the module
        docstring): temporary files and the ledger parts of unfinished runs are removed, and so are
        rows of unfinished runs in an old single-file ledger."""
        self.out.mkdir(parents=True, exist_ok=True)
        self.runs_parts.mkdir(exist_ok=True)
        self.ledger_parts.mkdir(exist_ok=True)
        for folder in (self.out, self.runs_parts, self.ledger_parts):
            for leftover in folder.glob(".*.tmp"):
                with contextlib.suppress(FileNotFoundError):
                    leftover.unlink()
        finished = {path.stem for path in self._parts(self.runs_parts)}
        for path in self._parts(self.ledger_parts):
            if path.stem not in finished:
                path.unlink()
        recorded = self.runs()
        self._drop_orphans_of_merged_ledger(set(recorded["run_id"]))
        return recorded

    def write_run(self, row: dict[str, Any], rows: Sequence[dict[str, Any]] | pd.DataFrame, *,
                  ledger_written: bool = False) -> None:
        """Record one finished run: its ledger rows (row dicts as `Ledger.rows` gives them, or a
        frame as `Ledger.frame()` gives; skipped when `ledger_written`: a worker already wrote
        them with `write_ledger_part`), then its runs-table row (which marks it done)."""
        name = part_name(row["run_id"])
        if not ledger_written:
            write_ledger_part(self.ledger_parts, row["run_id"], rows)
        _write_atomically(pa.Table.from_pylist([_plain(row)], schema=RUNS_ARROW), self.runs_parts / name)

    def compact(self) -> pd.DataFrame | None:
        """Merge every part into `runs.parquet` and `ledger.parquet`, then remove the parts.

        Returns the merged ledger (what `ledger()` reads back afterwards, without reading it
        again), or None when there were no parts to merge."""
        runs_parts, ledger_parts = self._parts(self.runs_parts), self._parts(self.ledger_parts)
        if not runs_parts and not ledger_parts:
            self._remove_empty_part_folders()
            return None
        runs = sort_runs(self.runs())
        _write_atomically(pa.Table.from_pandas(runs, schema=RUNS_ARROW, preserve_index=False), self.out / RUNS_FILE)
        ledger = self.ledger()
        _write_atomically(pa.Table.from_pandas(ledger, schema=LEDGER_ARROW, preserve_index=False),
                          self.out / LEDGER_FILE)
        for path in [*runs_parts, *ledger_parts]:  # runs parts first: a ledger part alone is an orphan
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
        self._remove_empty_part_folders()
        return ledger

    def _remove_empty_part_folders(self) -> None:
        for folder in (self.runs_parts, self.ledger_parts):
            with contextlib.suppress(OSError):  # not empty (a temp file being written) or absent
                folder.rmdir()

    # --- reading -----------------------------------------------------------------------------

    def runs(self) -> pd.DataFrame:
        """Every recorded run (merged file first, then parts), one row per run id, unsorted."""
        frames = []
        if (self.out / RUNS_FILE).exists():
            frames.append(upgrade_runs(pd.read_parquet(self.out / RUNS_FILE, engine="pyarrow")))
        frames.append(_read_parts(self._parts(self.runs_parts), RUNS_ARROW))
        runs = coerce_runs(pd.concat([frame for frame in frames if len(frame)] or frames[-1:], ignore_index=True))
        return runs.drop_duplicates("run_id", keep="first").reset_index(drop=True)

    def ledger(self) -> pd.DataFrame:
        """The ledger rows of every recorded run, runs in id order (a run's rows in recording order)."""
        merged = coerce_frame(pd.read_parquet(self.out / LEDGER_FILE, engine="pyarrow")) if (
            self.out / LEDGER_FILE).exists() else coerce_frame(pd.DataFrame())
        finished = {path.stem for path in self._parts(self.runs_parts)}
        parts = [path for path in self._parts(self.ledger_parts) if path.stem in finished]
        from_parts = coerce_frame(_read_parts(parts, LEDGER_ARROW))
        from_parts = from_parts[~from_parts["run_id"].isin(set(merged["run_id"]))]
        frame = pd.concat([merged, from_parts], ignore_index=True) if len(from_parts) else merged
        return coerce_frame(frame).sort_values("run_id", kind="stable").reset_index(drop=True)

    def _parts(self, folder: Path) -> list[Path]:
        """The finished part files in `folder`, by name (temporary files start with a dot), Parquet
        parts of earlier versions included."""
        if not folder.is_dir():
            return []
        return sorted(path for path in folder.iterdir()
                      if path.suffix in (PART_SUFFIX, _OLD_PART_SUFFIX) and not path.name.startswith("."))

    def _drop_orphans_of_merged_ledger(self, recorded_run_ids: set[str]) -> None:
        """Old single-file sweeps: remove ledger rows of runs missing from the runs table (their run
        will run again)."""
        path = self.out / LEDGER_FILE
        if not path.exists():
            return
        frame = coerce_frame(pd.read_parquet(path, engine="pyarrow"))
        keep = frame["run_id"].isin(recorded_run_ids)
        if not keep.all():
            _write_atomically(pa.Table.from_pandas(frame[keep], schema=LEDGER_ARROW, preserve_index=False), path)


def upgrade_runs(frame: pd.DataFrame) -> pd.DataFrame:
    """A runs table written before `check_detail` existed (its `reason` held the check's sentence):
    the sentence moves to `check_detail` and `reason` gets the code the run would have now."""
    if "check_detail" in frame.columns:
        return frame
    from labkit.sweep.execute import reason_code

    frame = frame.assign(check_detail=frame["reason"])
    codes = [reason_code(bool(success), stopped if isinstance(stopped, str) else None,
                         error if isinstance(error, str) else None)
             for success, stopped, error in zip(frame["success"].fillna(False), frame["stopped_by"], frame["error"])]
    return frame.assign(reason=codes)


def coerce_runs(frame: pd.DataFrame) -> pd.DataFrame:
    """A runs table with `RUN_COLUMNS`' dtypes, in order."""
    frame = frame.reindex(columns=list(RUN_COLUMNS))
    return frame.astype(RUN_COLUMNS).reset_index(drop=True)


def write_ledger_part(folder: Path, run_id: str, rows: Sequence[dict[str, Any]] | pd.DataFrame) -> None:
    """Write one run's ledger rows as its ledger part in `folder` (atomically). Alone, a ledger
    part is an orphan: the run counts as done only once its runs part is written too."""
    _write_atomically(ledger_table(rows), Path(folder) / part_name(run_id))


def ledger_table(rows: Sequence[dict[str, Any]] | pd.DataFrame) -> pa.Table:
    """Ledger rows as an Arrow table in the parts' schema. Row dicts go straight to Arrow (no
    DataFrame per run); a NaN number is written as null, as it is from a frame."""
    if isinstance(rows, pd.DataFrame):
        return pa.Table.from_pandas(rows, schema=LEDGER_ARROW, preserve_index=False)
    columns = {name: [row.get(name) for row in rows] for name in LEDGER_SCHEMA}
    for name in _LEDGER_FLOATS:
        columns[name] = [None if value is None or value != value else value for value in columns[name]]
    return pa.Table.from_pydict(columns, schema=LEDGER_ARROW)


def _plain(row: dict[str, Any]) -> dict[str, Any]:
    """A runs-table row with plain Python values (NA as None), as Arrow takes them."""
    plain = {}
    for name in RUN_COLUMNS:
        value = row.get(name)
        if value is pd.NA:
            value = None
        elif hasattr(value, "item"):  # a NumPy scalar
            value = value.item()
        plain[name] = value
    return plain


def sort_runs(runs: pd.DataFrame) -> pd.DataFrame:
    """The runs table in key order (the order runs finished in varies with concurrency)."""
    return runs.sort_values(list(KEY_COLUMNS), kind="stable").reset_index(drop=True)


def _read_parts(paths: Iterable[Path], schema: pa.Schema) -> pd.DataFrame:
    """The rows of many part files, as one frame (empty with the schema's columns when none)."""
    paths = list(paths)
    if not paths:
        return schema.empty_table().to_pandas()
    return pa.concat_tables([_read_part(path, schema) for path in paths]).to_pandas()


def _read_part(path: Path, schema: pa.Schema) -> pa.Table:
    """One part file as a table in `schema` (an Arrow IPC part, or a Parquet one of an earlier version)."""
    if path.suffix == PART_SUFFIX:
        with pa.OSFile(str(path)) as source:
            table = ipc.open_file(source).read_all()
        return table if table.schema.equals(schema) else table.cast(schema)
    return pq.read_table(path, schema=schema)


def _write_atomically(table: pa.Table, path: Path) -> None:
    """Write `table` to a temporary file beside `path`, then rename it over `path` (an Arrow IPC
    file for a part's suffix, else Parquet).

    A part (a few rows) is encoded in memory and written with ONE `write` to a file created once
    (`O_EXCL`, a random name): opening the file twice (`tempfile.mkstemp`, then the writer) and the
    IPC writer's several small writes cost four times as much as the rows' encoding."""
    if path.suffix == PART_SUFFIX:
        sink = pa.BufferOutputStream()
        with ipc.new_file(sink, table.schema) as writer:
            writer.write_table(table)
        _replace_with(path, sink.getvalue())
        return
    buffer = pa.BufferOutputStream()
    pq.write_table(table, buffer)
    _replace_with(path, buffer.getvalue())


def _replace_with(path: Path, data: pa.Buffer) -> None:
    """Write `data` to a new temporary file `.<name>.<random>.tmp` beside `path`, then rename it
    over `path`: a reader sees the old file or the whole new one, never half of one."""
    while True:
        tmp = path.with_name(f".{path.name}.{os.urandom(6).hex()}.tmp")
        try:
            handle = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:  # a leftover of the same random name: draw again
            continue
        break
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(handle, view):]
        finally:
            os.close(handle)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
