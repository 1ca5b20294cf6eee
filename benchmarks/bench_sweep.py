"""How fast does a sweep go, and does writing its results stay cheap? Three measurements:

1. **Throughput** on the simulator (`time_scale 0`): the default grid (every task × every approach ×
   `config.REPORT_MODELS`) × `--repeats` (default 10: 400 runs), swept into fresh folders with 1
   worker process, 2 worker processes, and the default (`os.cpu_count()`); runs/s and the scaling
   ratio against 1 worker, measured in the same process. A warm-up sweep first.
2. **Storage cost per run**: `--storage-runs` (default 1,000) synthetic finished runs written through
   the real storage code (`SweepStore.write_run`, one part pair per run); the write time of the
   first 100 against the last 100 (constant cost: the ratio stays near 1).
3. `--profile`: where a worker's time goes — one repeat of the grid performed in this process, one
   run at a time, under cProfile (what each worker process does, minus the pickling).

    .venv/bin/python benchmarks/bench_sweep.py [--repeats 10] [--storage-runs 1000] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import tempfile
import time
from pathlib import Path

import pandas as pd

from labkit import config
from labkit.ledger import Ledger
from labkit.sweep import APPROACH_NAMES, SweepStore, run_sweep


def sweep_rate(out: Path, repeats: int, workers: int | None) -> tuple[float, int, float]:
    """(runs per second, runs made, seconds) of one full sweep of the default grid into `out`."""
    started = time.perf_counter()
    result = run_sweep(out, repeats=repeats, workers=workers, quiet=True, compact=True)
    seconds = time.perf_counter() - started
    if result.stopped_reason or not result.runs["success"].all():
        raise SystemExit(f"the benchmark sweep did not complete cleanly: {result.stopped_reason or 'a check failed'}")
    return result.ran / seconds, result.ran, seconds


def throughput(root: Path, repeats: int) -> None:
    """Measurement 1: runs/s at 1, 2 and the default number of workers."""
    sweep_rate(root / "warm-up", 1, 2)
    levels = {"1 worker": 1, "2 workers": 2, f"default ({os.cpu_count()})": None}
    measured = {name: sweep_rate(root / name.split()[0], repeats, workers) for name, workers in levels.items()}
    models = ", ".join(config.REPORT_MODELS)
    runs = next(iter(measured.values()))[1]
    print(f"sweep throughput: {runs} runs (every task x {len(APPROACH_NAMES)} approaches x {models} x {repeats} "
          f"repeats), simulator time_scale 0, {os.cpu_count()} cores")
    print(f"{'workers':>14}  {'seconds':>8}  {'runs/s':>7}  {'vs 1':>6}")
    base = measured["1 worker"][0]
    for name, (rate, _, seconds) in measured.items():
        print(f"{name:>14}  {seconds:>8.2f}  {rate:>7.2f}  {rate / base:>5.2f}x")


def storage(root: Path, runs: int) -> None:
    """Measurement 2: write times of the first and the last 100 of `runs` synthetic runs."""
    store = SweepStore(root / "storage")
    store.prepare()
    ledger_rows = Ledger.from_frame(pd.DataFrame([
        {"kind": "model", "name": "gpt-4.1-mini", "model": "gpt-4.1-mini", "input_tokens": 900, "output_tokens": 40},
        {"kind": "tool", "name": "get_weather", "latency_ms": 120.0},
        {"kind": "model", "name": "gpt-4.1-mini", "model": "gpt-4.1-mini", "input_tokens": 1000, "output_tokens": 60},
    ])).frame()
    seconds = []
    for n in range(runs):
        run_id = f"recycling/berlin_weather/chat_loop/gpt-4.1-mini/r{n + 1}@sim"
        row = {"run_id": run_id, "scenario": "recycling", "task": "berlin_weather", "approach": "chat_loop",
               "model": "gpt-4.1-mini", "repeat": n + 1, "backend": "sim", "faults": "", "success": True,
               "reason": None, "stopped_by": None, "note": None, "steps": 2, "tool_calls": 1, "cost_usd": 0.0007,
               "total_ms": 3000.0, "error": None, "wall_ms": 100.0}
        started = time.perf_counter()
        store.write_run(row, ledger_rows.assign(run_id=run_id))
        seconds.append(time.perf_counter() - started)
    first, last = sum(seconds[:100]), sum(seconds[-100:])
    started = time.perf_counter()
    store.compact()
    compact_s = time.perf_counter() - started
    print(f"\nstorage: {runs} runs written as parts (SweepStore.write_run)")
    print(f"  first 100: {first * 1000:.1f} ms ({first * 10:.2f} ms/run); last 100: {last * 1000:.1f} ms "
          f"({last * 10:.2f} ms/run) -> last/first {last / first:.2f}x")
    print(f"  compacting all {runs} into runs.parquet + ledger.parquet: {compact_s * 1000:.0f} ms (once, at the end)")


def profile(root: Path) -> None:
    """Measurement 3: cProfile of one repeat of the grid, performed in this process one at a time."""
    profiler = cProfile.Profile()
    profiler.enable()
    run_sweep(root / "profile", workers=0, concurrency=1, quiet=True)
    profiler.disable()
    text = io.StringIO()
    pstats.Stats(profiler, stream=text).sort_stats("tottime").print_stats(25)
    print("\nwhere a worker's time goes (one repeat of the grid, one run at a time, by own time):")
    print("\n".join(text.getvalue().splitlines()[:45]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=10, help="repeats of the default grid (default 10)")
    parser.add_argument("--storage-runs", type=int, default=1000, help="synthetic runs to write (default 1000)")
    parser.add_argument("--profile", action="store_true", help="also profile a worker's work")
    parser.add_argument("--skip-throughput", action="store_true", help="only the storage (and profile) figures")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench_sweep_") as folder:
        root = Path(folder)
        if not args.skip_throughput:
            throughput(root, args.repeats)
        storage(root, args.storage_runs)
        if args.profile:
            profile(root)


if __name__ == "__main__":
    main()
