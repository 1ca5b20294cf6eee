"""`labkit.sweep.storage` with synthetic runs (no server): one part per run, dtypes as in memory,
resume after a kill, compaction that can be killed at any step, old single-file folders; and the
live rate limiter (`labkit.sweep.limiter`) against synthetic headers and a fake clock."""

from __future__ import annotations

import math

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from labkit.ledger import SCHEMA, Ledger
from labkit.sweep import LEDGER_FILE, RUN_COLUMNS, RUNS_FILE, AdaptiveLimiter, SweepStore, load_sweep
from labkit.sweep.limiter import duration_s
from labkit.sweep.storage import coerce_runs, part_name


def run_row(n: int, **changes) -> dict:
    return {"run_id": f"deals/notify_best/chat_loop/m/r{n}@sim", "scenario": "deals", "task": "notify_best",
            "approach": "chat_loop", "model": "m", "repeat": n, "backend": "sim", "faults": "", "success": n % 2 == 0,
            "reason": None if n % 2 == 0 else "check_failed", "check_detail": "why", "stopped_by": None, "note": None, "steps": 2, "tool_calls": 1, "cost_usd": 0.001 * n,
            "total_ms": 10.0 * n, "error": None, "wall_ms": 1.5, **changes}


def ledger_rows(run_id: str, count: int = 2) -> pd.DataFrame:
    rows = [{"run_id": run_id, "kind": "tool", "name": f"tool{i}", "latency_ms": float(i)} for i in range(count)]
    return Ledger.from_frame(pd.DataFrame(rows)).frame()


def write(store: SweepStore, *numbers: int) -> None:
    for n in numbers:
        row = run_row(n)
        store.write_run(row, ledger_rows(row["run_id"]))


def test_each_run_is_one_part_pair_and_reads_back_with_the_dtypes_in_memory(tmp_path):
    store = SweepStore(tmp_path)
    store.prepare()
    write(store, 1, 2, 3)
    assert len(list((tmp_path / "runs").glob("*.arrow"))) == 3
    assert len(list((tmp_path / "ledger").glob("*.arrow"))) == 3
    runs = store.runs()
    assert dict(runs.dtypes.astype(str)) == RUN_COLUMNS and sorted(runs["repeat"]) == [1, 2, 3]
    ledger = store.ledger()
    assert dict(ledger.dtypes.astype(str)) == SCHEMA and len(ledger) == 6
    expected = coerce_runs(pd.DataFrame([run_row(n) for n in (1, 2, 3)]))
    pd.testing.assert_frame_equal(runs.sort_values("repeat").reset_index(drop=True), expected)


def test_a_run_written_as_row_dicts_reads_back_as_the_same_rows_written_as_a_frame(tmp_path):
    # workers hand back plain row dicts (no DataFrame per run); their part must hold what the
    # frame's part holds, NaN numbers as nulls included
    ledger = Ledger()
    with ledger.run(approach="chat_loop", scenario="deals", backend="sim", model="gpt-4.1-mini"):
        ledger.record(kind="model", input_tokens=900, output_tokens=40, latency_ms=512.5, tools=3)
        ledger.record(kind="tool", name="get_weather", latency_ms=120.0, detail="via mcp_stdio; x")
        ledger.record(kind="tool", name="create_ticket", reason="awaiting_approval")
    rows = [{**row, "run_id": run_row(1)["run_id"]} for row in ledger.rows]
    as_dicts, as_frame = SweepStore(tmp_path / "dicts"), SweepStore(tmp_path / "frame")
    for store, ledger_rows_given in ((as_dicts, rows), (as_frame, Ledger.from_frame(pd.DataFrame(rows)).frame())):
        store.prepare()
        store.write_run(run_row(1), ledger_rows_given)
    name = part_name(run_row(1)["run_id"])
    from_dicts = pa.ipc.open_file(pa.OSFile(str(tmp_path / "dicts" / "ledger" / name))).read_all()
    from_frame = pa.ipc.open_file(pa.OSFile(str(tmp_path / "frame" / "ledger" / name))).read_all()
    assert from_dicts.equals(from_frame.replace_schema_metadata(None))
    assert from_dicts.column("ttft_ms").null_count == 3  # NaN is written as null, as from a frame
    pd.testing.assert_frame_equal(as_dicts.ledger(), as_frame.ledger())


def test_prepare_drops_temp_files_and_the_ledger_parts_of_unfinished_runs(tmp_path):
    store = SweepStore(tmp_path)
    store.prepare()
    write(store, 1)
    unfinished = "deals/notify_best/chat_loop/m/r9@sim"
    Ledger.from_frame(ledger_rows(unfinished)).save(tmp_path / "ledger" / part_name(unfinished))
    (tmp_path / "runs" / ".half.parquet.abc.tmp").write_bytes(b"PAR1 half")
    recorded = store.prepare()
    assert list(recorded["repeat"]) == [1]
    assert set(store.ledger()["run_id"]) == {run_row(1)["run_id"]}
    assert not list(tmp_path.rglob("*.tmp"))


def test_compaction_merges_the_parts_and_a_kill_between_its_steps_loses_or_doubles_nothing(tmp_path):
    store = SweepStore(tmp_path)
    store.prepare()
    write(store, 1, 2)
    before_runs, before_ledger = store.runs().sort_values("repeat").reset_index(drop=True), store.ledger()
    # a compaction killed after writing runs.parquet, before ledger.parquet and before removing parts
    from labkit.sweep.storage import RUNS_ARROW, _write_atomically, sort_runs

    _write_atomically(pa.Table.from_pandas(sort_runs(store.runs()), schema=RUNS_ARROW, preserve_index=False),
                      tmp_path / RUNS_FILE)
    pd.testing.assert_frame_equal(store.runs().sort_values("repeat").reset_index(drop=True), before_runs)
    pd.testing.assert_frame_equal(store.ledger(), before_ledger)
    write(store, 3)  # the resumed sweep goes on
    merged = store.compact()
    assert sorted(path.name for path in tmp_path.iterdir()) == [LEDGER_FILE, RUNS_FILE]
    assert list(store.runs()["repeat"]) == [1, 2, 3] and len(store.ledger()) == 6
    pd.testing.assert_frame_equal(merged, store.ledger())  # what it returns is what is read back
    assert store.compact() is None  # nothing left to merge: unchanged
    assert len(load_sweep(tmp_path).runs) == 3


def test_an_old_single_file_sweep_folder_still_loads_and_resumes(tmp_path):
    old_style = coerce_runs(pd.DataFrame([run_row(1), run_row(2)])).drop(columns="check_detail")
    old_style["reason"] = ["no notification was sent", "notified once"]  # a sentence, as sweeps wrote it
    old_style.to_parquet(tmp_path / RUNS_FILE)
    orphan = "never/finished/r1@sim"
    Ledger.concat([ledger_rows(run_row(1)["run_id"]), ledger_rows(run_row(2)["run_id"]),
                   ledger_rows(orphan)]).save(tmp_path / LEDGER_FILE)
    loaded = load_sweep(tmp_path)
    assert len(loaded.runs) == 2 and list(loaded.runs.columns) == list(RUN_COLUMNS)
    assert list(loaded.runs["check_detail"]) == ["no notification was sent", "notified once"]
    assert loaded.runs["reason"].tolist()[0] == "check_failed" and pd.isna(loaded.runs["reason"].tolist()[1])
    store = SweepStore(tmp_path)
    store.prepare()
    assert orphan not in set(store.ledger()["run_id"]), "rows of a run never recorded are dropped on resume"
    write(store, 3)
    store.compact()
    assert list(load_sweep(tmp_path).runs["repeat"]) == [1, 2, 3]


def test_part_names_are_safe_and_distinct():
    ids = ["a/b/c/m/r1@sim", "a/b/c/m/r1@sim+faults:abc123", "a~b/c/m/r1@sim", "a/b~c/m/r1@sim"]
    names = [part_name(run_id) for run_id in ids]
    assert len(set(names)) == len(ids) and not any("/" in name or ":" in name for name in names)


def test_a_folder_without_results_says_what_to_run(tmp_path):
    with pytest.raises(FileNotFoundError, match="run `labkit sweep --out"):
        load_sweep(tmp_path)


# --- the live rate limiter ------------------------------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_limiter_halves_on_a_429_pauses_for_its_retry_after_then_grows_by_one():
    clock = Clock()
    limiter = AdaptiveLimiter(8, clock=clock)
    limiter.observe_headers(429, {"Retry-After-Ms": "1500", "x-ratelimit-remaining-requests": "0"})
    assert limiter.limit == 4 and limiter.rate_limited == 1
    assert limiter.slots(0) == 0 and limiter.wait_s() == pytest.approx(1.5)
    limiter.observe_headers(429, {"retry-after": "1"})  # same burst (within the cool-down): counted, not halved
    assert limiter.limit == 4 and limiter.rate_limited == 2
    clock.now += 2.0
    assert limiter.slots(1) == 3
    for _ in range(10):
        limiter.observe_headers(200, {"x-ratelimit-remaining-requests": "500", "x-ratelimit-limit-requests": "1000"})
    assert limiter.limit == 8, "grows by one per success, up to the maximum"
    for _ in range(5):
        clock.now += 1.0
        limiter.observe_headers(429, {})
    assert limiter.limit == 1, "never below one run in flight"


def test_the_limiter_backs_off_before_the_window_is_used_up():
    clock = Clock()
    limiter = AdaptiveLimiter(6, clock=clock)
    limiter.observe_headers(200, {"x-ratelimit-remaining-tokens": "100", "x-ratelimit-limit-tokens": "30000",
                                  "x-ratelimit-reset-tokens": "6m0s", "x-ratelimit-reset-requests": "20ms"})
    assert limiter.limit == 3 and limiter.rate_limited == 0
    assert limiter.wait_s() == pytest.approx(360.0)
    fresh = AdaptiveLimiter(6, clock=clock)
    fresh.observe_headers(200, {"x-ratelimit-remaining-requests": "1"})
    assert fresh.limit == 3


@pytest.mark.parametrize(("text", "seconds"), [
    ("1s", 1.0), ("6m0s", 360.0), ("20ms", 0.02), ("1h2m3.5s", 3723.5), ("2.5", 2.5), ("soon", None), ("", None),
])
def test_reset_durations_read_as_openai_writes_them(text, seconds):
    result = duration_s(text)
    assert (result is None and seconds is None) or math.isclose(result, seconds)


def test_a_limiter_needs_a_positive_maximum():
    with pytest.raises(ValueError, match="maximum must be a whole number >= 1"):
        AdaptiveLimiter(0)


def test_a_folder_of_parquet_parts_from_an_earlier_version_reads_and_resumes(tmp_path):
    # earlier versions wrote each part as Parquet (`<part>.parquet`); such a folder, killed before
    # its compaction, must still read back, resume (its orphan ledger part dropped) and compact
    from labkit.sweep.storage import LEDGER_ARROW, RUNS_ARROW, _plain

    store = SweepStore(tmp_path)
    store.prepare()
    for n in (1, 2):
        row = run_row(n)
        stem = part_name(row["run_id"]).removesuffix(".arrow")
        pq.write_table(pa.Table.from_pandas(ledger_rows(row["run_id"]), schema=LEDGER_ARROW, preserve_index=False),
                       tmp_path / "ledger" / f"{stem}.parquet")
        pq.write_table(pa.Table.from_pylist([_plain(row)], schema=RUNS_ARROW), tmp_path / "runs" / f"{stem}.parquet")
    orphan = run_row(9)["run_id"]
    pq.write_table(pa.Table.from_pandas(ledger_rows(orphan), schema=LEDGER_ARROW, preserve_index=False),
                   tmp_path / "ledger" / (part_name(orphan).removesuffix(".arrow") + ".parquet"))
    recorded = store.prepare()
    assert sorted(recorded["repeat"]) == [1, 2]
    write(store, 3)  # the resumed sweep writes Arrow parts beside the old Parquet ones
    assert sorted(store.runs()["repeat"]) == [1, 2, 3]
    assert set(store.ledger()["run_id"]) == {run_row(n)["run_id"] for n in (1, 2, 3)}
    store.compact()
    assert sorted(path.name for path in tmp_path.iterdir()) == [LEDGER_FILE, RUNS_FILE]
    assert len(store.ledger()) == 6 and sorted(store.runs()["repeat"]) == [1, 2, 3]
