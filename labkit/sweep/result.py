"""What a sweep leaves: `SweepResult` (the runs table, the ledger rows, why it stopped early),
`load_sweep` (a folder read back) and `summary_table` (per approach × model)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from labkit.sweep.plan import Skipped
from labkit.sweep.storage import LEDGER_FILE, LEDGER_PARTS, RUNS_FILE, RUNS_PARTS, SweepStore, sort_runs

#: How `SweepResult.stopped_reason` starts when Ctrl-C stopped the sweep.
INTERRUPTED = "interrupted"


@dataclass
class SweepResult:
    """What a sweep left: its files, the runs table, the ledger rows, and why it stopped early.

    - `runs`: every recorded run of the folder (this sweep's and earlier ones'), sorted by key;
    - `ledger`: the ledger rows of those runs (`labkit.ledger` schema);
    - `stopped_reason`: None when every planned run was done; else the cost cap's, `max_runs`'
      or an interruption's reason;
    - `skipped`: task × approach combinations that could not run, with the reason;
    - `ran` / `already_done`: runs made by this call, and planned runs found already recorded;
    - `wall_s`: WALL CLOCK seconds this call took (0 for a folder read back);
    - `new_run_ids`: the run ids this call recorded;
    - `rate_limited`: live backends: 429 responses seen (each waited out by the client, each a
      ledger row, and each halving the runs in flight, see `labkit.sweep.limiter`).
    """

    out: Path
    runs: pd.DataFrame
    ledger: pd.DataFrame
    stopped_reason: str | None = None
    skipped: list[Skipped] = field(default_factory=list)
    ran: int = 0
    already_done: int = 0
    wall_s: float = 0.0
    new_run_ids: set[str] = field(default_factory=set)
    rate_limited: int = 0

    @property
    def interrupted(self) -> bool:
        """True when Ctrl-C stopped the sweep (the runs in progress then were finished and kept)."""
        return (self.stopped_reason or "").startswith(INTERRUPTED)

    @property
    def runs_path(self) -> Path:
        """The runs table: `runs.parquet` once compacted, else the folder of its parts."""
        merged = self.out / RUNS_FILE
        return merged if merged.exists() or not (self.out / RUNS_PARTS).is_dir() else self.out / RUNS_PARTS

    @property
    def ledger_path(self) -> Path:
        """The ledger: `ledger.parquet` once compacted, else the folder of its parts."""
        merged = self.out / LEDGER_FILE
        return merged if merged.exists() or not (self.out / LEDGER_PARTS).is_dir() else self.out / LEDGER_PARTS

    def summary(self) -> pd.DataFrame:
        """`summary_table(self.runs)`: success rate, mean cost and time per approach × model."""
        return summary_table(self.runs)

    def summary_line(self) -> str:
        """One line: runs made now, passed, failed, dollars and wall time (e.g. for the command's end)."""
        new = self.runs[self.runs["run_id"].isin(self.new_run_ids)]
        passed = int(new["success"].fillna(False).sum())
        dollars = float(new["cost_usd"].sum(skipna=True))
        return (f"sweep: {self.ran} run(s) made now ({passed} passed, {self.ran - passed} failed), "
                f"${dollars:.6f}, wall time {self.wall_s:.1f} s; {self.already_done} already recorded")


def load_sweep(path: str | os.PathLike) -> SweepResult:
    """A sweep folder read back: its runs table (sorted by key) and its ledger rows.

    Reads compacted folders (`runs.parquet`, `ledger.parquet`), folders of parts (a sweep in
    progress or killed), and both at once. Raises FileNotFoundError, saying what to run, when the
    folder holds no runs table.
    """
    store = SweepStore(path)
    if not store.has_results:
        raise FileNotFoundError(f"no {RUNS_FILE} in {store.out}: run `labkit sweep --out {store.out}` "
                                "(or run_sweep) first")
    return SweepResult(store.out, sort_runs(store.runs()), store.ledger())


def summary_table(runs: pd.DataFrame) -> pd.DataFrame:
    """Per approach × model: runs, success rate, mean cost (USD), mean modelled time (ms), errors."""
    columns = ["runs", "success_rate", "mean_cost_usd", "mean_total_ms", "errors"]
    if runs.empty:
        return pd.DataFrame(columns=["approach", "model", *columns]).set_index(["approach", "model"])
    groups = runs.groupby(["approach", "model"], sort=True)
    table = pd.DataFrame({
        "runs": groups.size(),
        "success_rate": groups["success"].mean().astype("float64").round(3),
        "mean_cost_usd": groups["cost_usd"].mean().round(6),
        "mean_total_ms": groups["total_ms"].mean().round(1),
        "errors": groups["error"].count(),
    })
    return table[columns]
