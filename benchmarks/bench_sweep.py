"""How much does concurrency speed a sweep up? Runs per second at concurrency 1, 4 and 16.

The same fixed grid (every task × every approach × one model × `--repeats`) is swept on the
simulator three times, into fresh folders, at each concurrency; the ratios are against
concurrency 1 measured in the same process. A warm-up sweep first pays for imports and caches.

With `--time-scale 0` (the default) the simulator never sleeps, so a sweep is CPU work in one
Python process (the simulators, the clients, the loops) and concurrency can only overlap little;
`--time-scale 0.05` sleeps 5% of each modelled latency, closer to a live backend, where runs
spend their time waiting and concurrency pays.

    .venv/bin/python benchmarks/bench_sweep.py [--repeats 2] [--time-scale 0]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from labkit.sweep import APPROACH_NAMES, run_sweep

LEVELS = (1, 4, 16)
MODEL = "gpt-4.1-mini"


def sweep_seconds(out: Path, concurrency: int, repeats: int, time_scale: float) -> tuple[float, int]:
    """Wall seconds of one full sweep into `out`, and the runs it made."""
    started = time.perf_counter()
    result = run_sweep(out, approaches=list(APPROACH_NAMES), models=MODEL, repeats=repeats, concurrency=concurrency,
                       time_scale=time_scale, quiet=True)
    seconds = time.perf_counter() - started
    if result.stopped_reason or not result.runs["success"].all():
        raise SystemExit(f"the benchmark sweep did not complete cleanly: {result.stopped_reason or 'a check failed'}")
    return seconds, result.ran


def main() -> None:
    """Sweep the grid at each concurrency and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=2, help="repeats per grid cell (default 2)")
    parser.add_argument("--time-scale", type=float, default=0.0, help="simulator time scale (default 0)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench_sweep_") as folder:
        root = Path(folder)
        sweep_seconds(root / "warm-up", 4, 1, args.time_scale)
        measured = {level: sweep_seconds(root / f"c{level}", level, args.repeats, args.time_scale) for level in LEVELS}

    base_seconds, runs = measured[1]
    print(f"sweep throughput: {runs} runs (every task x {len(APPROACH_NAMES)} approaches x {MODEL} x "
          f"{args.repeats} repeats), simulator time_scale {args.time_scale:g}")
    print(f"{'concurrency':>11}  {'seconds':>8}  {'runs/s':>7}  {'vs 1':>6}")
    for level, (seconds, made) in measured.items():
        print(f"{level:>11}  {seconds:>8.2f}  {made / seconds:>7.2f}  {base_seconds / seconds:>5.2f}x")


if __name__ == "__main__":
    main()
