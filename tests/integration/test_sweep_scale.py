"""Sweeps at scale, against the real simulator: killed with SIGKILL and resumed, performed by any
number of worker processes, and run live-style against a rate-limited endpoint — always the same
runs table (wall-clock columns left out)."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd

from labkit import sim
from labkit.ledger import WALL_COLUMNS
from labkit.sweep import LEDGER_FILE, RUN_COLUMNS, RUN_WALL_COLUMNS, RUNS_FILE, load_sweep, run_sweep

MODEL = "gpt-4.1-mini"
REPO = Path(__file__).resolve().parents[2]
RUN_VALUES = [name for name in RUN_COLUMNS if name not in RUN_WALL_COLUMNS]


def comparable_runs(runs: pd.DataFrame) -> pd.DataFrame:
    return runs[RUN_VALUES].reset_index(drop=True)


def comparable_ledger(ledger: pd.DataFrame) -> pd.DataFrame:
    """The ledger without wall-clock columns, in an order that does not depend on scheduling. The
    Agents SDK runs parallel tool calls in either order, and each row's `start_ms` follows the
    order they were recorded in, so that column is left out too (the runs' `total_ms` is compared
    in the runs table)."""
    frame = ledger.drop(columns=[*WALL_COLUMNS, "start_ms"])
    return frame.sort_values(["run_id", "step", "kind", "name", "attempt", "status"], kind="stable",
                             na_position="first").reset_index(drop=True)


# --- killed at any moment ------------------------------------------------------------------------


def sweep_command(out: Path) -> list[str]:
    return [sys.executable, "-m", "labkit", "sweep", "--out", str(out), "--scenarios", "recycling,deals",
            "--approaches", "workflow,chat_loop", "--models", MODEL, "--repeats", "4", "--workers", "2", "--quiet"]


def child_environment() -> dict[str, str]:
    """The test's environment, with this checkout first on the import path."""
    paths = [str(REPO), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}


def test_a_sweep_killed_at_five_random_moments_then_resumed_equals_an_uninterrupted_one(tmp_path):
    reference = run_sweep(tmp_path / "reference", scenarios="recycling,deals", approaches="workflow,chat_loop",
                          models=MODEL, repeats=4, workers=2, quiet=True)
    killed = tmp_path / "killed"
    moments = random.Random(14)  # seeded: the same five moments every time
    for _ in range(5):
        child = subprocess.Popen(sweep_command(killed), env=child_environment(), cwd=tmp_path,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        time.sleep(moments.uniform(0.5, 6.0))
        with contextlib.suppress(ProcessLookupError):  # (it may have finished already)
            os.killpg(child.pid, signal.SIGKILL)  # the command, its worker processes and the forkserver
        child.wait()
    finished = subprocess.run(sweep_command(killed), env=child_environment(), cwd=tmp_path,
                              capture_output=True, text=True, timeout=300)
    assert finished.returncode == 0, finished.stderr

    resumed = load_sweep(killed)
    assert resumed.runs["run_id"].is_unique and len(resumed.runs) == len(reference.runs) == 16
    pd.testing.assert_frame_equal(comparable_runs(resumed.runs), comparable_runs(reference.runs))
    pd.testing.assert_frame_equal(comparable_ledger(resumed.ledger), comparable_ledger(reference.ledger))
    assert sorted(path.name for path in killed.iterdir()) == [LEDGER_FILE, RUNS_FILE], "no part or temp file left"


# --- every core ------------------------------------------------------------------------------------


def test_the_runs_table_is_the_same_for_any_number_of_workers_and_any_concurrency(tmp_path):
    grid = {"scenarios": "recycling,incidents", "approaches": "workflow,chat_loop,responses_loop,sdk,sdk_fallback",
            "models": MODEL, "quiet": True}
    one = run_sweep(tmp_path / "one", workers=1, concurrency=1, **grid)
    two = run_sweep(tmp_path / "two", workers=2, concurrency=5, **grid)
    here = run_sweep(tmp_path / "here", workers=0, concurrency=3, **grid)
    assert one.ran == two.ran == here.ran == 15 and one.runs["success"].all()
    for other in (two, here):
        pd.testing.assert_frame_equal(comparable_runs(one.runs), comparable_runs(other.runs))
        pd.testing.assert_frame_equal(comparable_ledger(one.ledger), comparable_ledger(other.ledger))
    without_wall = [pd.read_parquet(result.runs_path)[RUN_VALUES] for result in (one, two)]
    assert without_wall[0].to_json() == without_wall[1].to_json(), "the files agree value for value"


# --- live backends respect the API -------------------------------------------------------------------


def test_a_rate_limited_live_endpoint_is_waited_out_and_every_attempt_is_a_row(tmp_path, monkeypatch):
    """`compatible` takes the live path (one shared endpoint, the adaptive limiter, the live retry
    budget); the endpoint is a simulator answering its first three model requests with a 429."""
    with sim.start(seed=0, faults="rate_limit@1-3") as limited:
        monkeypatch.setenv("OPENAI_BASE_URL", limited.base_url)
        result = run_sweep(tmp_path, backend="compatible", scenarios="recycling", approaches="chat_loop",
                           models=MODEL, repeats=3, concurrency=3, quiet=True)
    assert result.runs["success"].all() and result.runs["error"].isna().all()
    assert result.rate_limited == 3, "the limiter saw every 429"
    models = result.ledger[result.ledger["kind"] == "model"]
    refused = models[models["status"] != "ok"]
    assert len(refused) == 3, "each 429 is a ledger row of its own"
    assert (models["attempt"] > 1).sum() == 3, "and each was retried"
