"""How fast does a sweep go, and does writing its results stay cheap? Three measurements:

1. **Throughput** on the simulator (`time_scale 0`): the default grid (every task × every approach ×
   `config.REPORT_MODELS`) × `--repeats` (default 10: 400 runs), swept into fresh folders with 1
   worker process, 2 worker processes, and the default (`os.cpu_count()`); runs/s and the scaling
   ratio against 1 worker, measured in the same process. A warm-up sweep first.
2. **Storage cost per run**: `--storage-runs` (default 1,000) synthetic finished runs written through
   the real storage code (`SweepStore.write_run` with ledger row dicts; one Arrow part pair per
   run), in three fresh folders after a warm-up folder; the write time of the first 100 against the last 100 (constant
   cost: the ratio stays near 1), each and their median.
3. `--profile`: where a worker's CPU goes — one repeat of the grid performed and judged in this
   process's main thread, one run at a time, after a warm-up repeat: CPU ms per run for each
   approach, split into the client (this thread) and the other threads (the simulator's: its
   server and the model's worker thread), then the client under cProfile (cProfile sees only this
   thread): its own time by where it is spent (openai's request transform, the Agents SDK, the
   HTTP stack, labkit, ...) and the functions with the most own time.

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


def storage(root: Path, runs: int, rounds: int = 3) -> None:
    """Measurement 2: write times of the first and the last 100 of `runs` synthetic runs, in
    `rounds` fresh folders (one folder's ratio swings by ±15% with what the file system is doing;
    the median of three is the figure)."""
    print(f"\nstorage: {runs} runs written as parts (SweepStore.write_run), {rounds} fresh folders")
    _write_many(root / "storage-warm-up", 200)
    ratios = []
    for number in range(rounds):
        first, last, compact_s = _write_many(root / f"storage-{number}", runs)
        ratios.append(last / first)
        print(f"  first 100: {first * 1000:.1f} ms ({first * 10:.2f} ms/run); last 100: {last * 1000:.1f} ms "
              f"({last * 10:.2f} ms/run) -> last/first {last / first:.2f}x; compacting all {runs}: "
              f"{compact_s * 1000:.0f} ms (once, at the end)")
    print(f"  median last/first: {sorted(ratios)[len(ratios) // 2]:.2f}x")


def _write_many(folder: Path, runs: int) -> tuple[float, float, float]:
    """(seconds writing the first 100, the last 100, compacting) of `runs` (≥ 100) synthetic runs into `folder`."""
    store = SweepStore(folder)
    store.prepare()
    ledger = Ledger()
    with ledger.run(approach="chat_loop", scenario="recycling", backend="sim", model="gpt-4.1-mini"):
        ledger.record(kind="model", model="gpt-4.1-mini", input_tokens=900, output_tokens=40, latency_ms=600.0)
        ledger.record(kind="tool", name="get_weather", latency_ms=120.0)
        ledger.record(kind="model", model="gpt-4.1-mini", input_tokens=1000, output_tokens=60, latency_ms=700.0)
    seconds = []
    for n in range(runs):
        run_id = f"recycling/berlin_weather/chat_loop/gpt-4.1-mini/r{n + 1}@sim"
        row = {"run_id": run_id, "scenario": "recycling", "task": "berlin_weather", "approach": "chat_loop",
               "model": "gpt-4.1-mini", "repeat": n + 1, "backend": "sim", "faults": "", "success": True,
               "reason": None, "stopped_by": None, "note": None, "steps": 2, "tool_calls": 1, "cost_usd": 0.0007,
               "total_ms": 3000.0, "error": None, "wall_ms": 100.0}
        rows = [{**ledger_row, "run_id": run_id} for ledger_row in ledger.rows]
        started = time.perf_counter()
        store.write_run(row, rows)
        seconds.append(time.perf_counter() - started)
    started = time.perf_counter()
    store.compact()
    return sum(seconds[:100]), sum(seconds[-100:]), time.perf_counter() - started


def profile(root: Path) -> None:
    """Measurement 3: a worker's CPU per run, client vs simulator, then the client under cProfile."""
    from labkit.sdk.task_runs import sdk_rows_to_each_run
    from labkit.sweep.execute import Endpoint, judge_run, perform_run
    from labkit.sweep.plan import plan_runs
    from labkit.sweep.settings import check_settings

    settings = check_settings(None, None, None, 1, None, "sim", None, None, None, 10, None, None, 0.0, 0)
    specs, _ = plan_runs(settings.tasks, settings.approaches, settings.models, 1, backend="sim",
                         faults=settings.faults)
    endpoint: Endpoint = settings.endpoint
    with sdk_rows_to_each_run(True):
        for spec in specs:  # warm-up: imports, the vocabulary, the price table
            judge_run(spec, perform_run(spec, endpoint))
        client_ms: dict[str, list[float]] = {}
        process_ms: dict[str, list[float]] = {}
        for spec in specs:
            client, process = time.thread_time(), time.process_time()
            judge_run(spec, perform_run(spec, endpoint))
            client_ms.setdefault(spec.approach, []).append((time.thread_time() - client) * 1000)
            process_ms.setdefault(spec.approach, []).append((time.process_time() - process) * 1000)
        profiler = cProfile.Profile()
        profiler.enable()
        for spec in specs:
            judge_run(spec, perform_run(spec, endpoint))
        profiler.disable()
    print(f"\nCPU per run in one process ({len(specs)} runs, one repeat of the grid, after a warm-up repeat):")
    print(f"{'approach':>15}  {'runs':>4}  {'client ms':>9}  {'other threads ms':>16}  {'total ms':>8}")
    every_client = [ms for values in client_ms.values() for ms in values]
    every_process = [ms for values in process_ms.values() for ms in values]
    for name in [*client_ms, "all"]:
        client = every_client if name == "all" else client_ms[name]
        total = every_process if name == "all" else process_ms[name]
        mean_client, mean_total = sum(client) / len(client), sum(total) / len(total)
        print(f"{name:>15}  {len(client):>4}  {mean_client:>9.1f}  {mean_total - mean_client:>16.1f}  {mean_total:>8.1f}")
    stats = pstats.Stats(profiler)
    print("\nthe client side under cProfile (the same repeat again; cProfile inflates it), own time by where it is spent:")
    areas = own_time_by_area(stats)
    for area, seconds in sorted(areas.items(), key=lambda item: -item[1]):
        print(f"  {area:<48} {100 * seconds / sum(areas.values()):5.1f}%")
    print(f"  (inclusive, openai's transform of the request params: {100 * transform_share(stats):.1f}% of the client's time)")
    text = io.StringIO()
    pstats.Stats(profiler, stream=text).sort_stats("tottime").print_stats(25)
    print("\nthe same, the 25 functions with the most own time:")
    print("\n".join(text.getvalue().splitlines()[:45]))


#: (what a reader calls it, a piece of the path of the functions' files), first match wins.
AREAS = (
    ("openai: request params transform (_transform.py)", "openai/_utils/_transform.py"),
    ("openai: the rest (response parsing, client)", "/openai/"),
    ("Agents SDK", "/agents/"),
    ("HTTP stack: httpx2, httpcore2, h11, anyio", ("httpx2", "httpcore2", "/h11/", "/anyio/")),
    ("pydantic", "pydantic"),
    ("labkit", "/labkit/"),
    ("typing (mostly the transform's type checks)", "typing"),
    ("asyncio", "asyncio"),
    ("json", "/json/"),
)


def transform_share(stats: pstats.Stats) -> float:
    """The share of all profiled time spent in openai's `maybe_transform` / `async_maybe_transform`
    (what every `create` call does to its params before sending them), callees included."""
    entries = stats.stats.items()  # type: ignore[attr-defined]
    inside = sum(total for (path, _, name), (_, _, _, total, _) in entries
                 if path.endswith("openai/_utils/_transform.py") and name in ("maybe_transform", "async_maybe_transform"))
    return inside / sum(own for _, (_, _, own, _, _) in entries)


def own_time_by_area(stats: pstats.Stats) -> dict[str, float]:
    """Own (`tottime`) seconds per `AREAS` entry; C functions count as waiting (socket send and
    receive, epoll, locks: mostly the simulator's turn, which cProfile's clock includes) or as
    other C code; everything else as "other Python"."""
    seconds: dict[str, float] = {}
    for (path, _, name), (_, _, own, _, _) in stats.stats.items():  # type: ignore[attr-defined]
        if path == "~":
            waits = any(word in name for word in ("'send", "'recv", "'poll", "'acquire", "'select"))
            area = "waiting: sockets, epoll, locks (the simulator)" if waits else "other C code (isinstance, hash, ...)"
        else:
            area = next((label for label, pieces in AREAS if any(piece in path for piece in (
                pieces if isinstance(pieces, tuple) else (pieces,)))), "other Python")
        seconds[area] = seconds.get(area, 0.0) + own
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=10, help="repeats of the default grid (default 10)")
    parser.add_argument("--storage-runs", type=int, default=1000, help="synthetic runs to write (default 1000)")
    parser.add_argument("--profile", action="store_true", help="also measure where a worker's CPU goes")
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
