"""Tests for labkit.ledger: rows, runs, the run clock, summaries, Parquet files, concurrency."""

from __future__ import annotations

import asyncio
import math
import threading

import pandas as pd
import pytest

from labkit import ledger as ledger_module
from labkit.ledger import COLUMNS, LEDGER, WALL_COLUMNS, Ledger, default_ledger
from labkit.reasons import FAMILIES, REASONS, codes_in, record_reason


def build_sample() -> Ledger:
    """Three runs with hand-checkable numbers (costs worked out in test_summary_every_column)."""
    book = Ledger()
    with book.run(approach="chat_loop", scenario="deals", backend="sim", model="gpt-4.1-mini",
                  api="chat") as run:
        run.next_step()
        book.record(kind="model", input_tokens=1000, output_tokens=100, latency_ms=400)  # 0..400
        book.record(kind="tool", name="search", latency_ms=50, detail="args 42 B")       # 400..450
        run.next_step()
        book.record(kind="model", status="retried", error="RateLimitError", latency_ms=100)  # 450..550
        run.advance(200)                                                                # back-off
        book.record(kind="model", attempt=2, input_tokens=2000, cached_tokens=1000,
                    output_tokens=200, latency_ms=600)                                  # 750..1350
    with book.run(approach="chat_loop", scenario="deals", backend="sim", model="gpt-5-mini") as run:
        run.next_step()
        book.record(kind="model", input_tokens=3000, cached_tokens=2000, output_tokens=500,
                    reasoning_tokens=300, latency_ms=800)                               # 0..800
        book.record(kind="tool", name="fetch", status="error", error="TimeoutError",
                    latency_ms=20)                                                      # 800..820
    with book.run(approach="workflow", scenario="deals", backend="sim", model="gpt-4.1-mini") as run:
        run.next_step()
        book.record(kind="model", input_tokens=500, output_tokens=50, latency_ms=300)   # 0..300
    return book


# --- rows --------------------------------------------------------------------------------------


def test_row_defaults_outside_a_run():
    book = Ledger()
    row = book.record(kind="tool", name="lookup")
    assert row["run_id"] == "adhoc-000" and row["approach"] == "adhoc"
    assert row["step"] == 0 and row["attempt"] == 1 and row["status"] == "ok"
    assert [row[k] for k in ("input_tokens", "cached_tokens", "output_tokens", "reasoning_tokens")] == [0] * 4
    assert row["cost_usd"] == 0.0 and row["start_ms"] == 0.0
    assert math.isnan(row["latency_ms"]) and math.isnan(row["ttft_ms"]) and math.isnan(row["server_ms"])
    assert row["error"] is None and row["detail"] is None and row["model"] is None
    assert list(row) == list(COLUMNS)


def test_row_defaults_inside_a_run():
    book = Ledger()
    with book.run(approach="sdk", scenario="deals", backend="sim", model="gpt-4.1-mini",
                  api="responses") as run:
        run.next_step()
        row = book.record(kind="model", input_tokens=12_000, cached_tokens=8_000, output_tokens=500)
    assert (row["approach"], row["scenario"], row["backend"], row["api"], row["model"]) == (
        "sdk", "deals", "sim", "responses", "gpt-4.1-mini")
    assert row["name"] == "gpt-4.1-mini" and row["step"] == 1
    assert row["cost_usd"] == pytest.approx(0.0032)  # priced from the run's model


def test_row_fields_override_the_run():
    book = Ledger()
    with book.run(approach="sdk", scenario="deals", model="gpt-4.1-mini"):
        row = book.record(kind="model", model="gpt-5-mini", input_tokens=12_000, cached_tokens=8_000,
                          output_tokens=500)
        given = book.record(kind="model", input_tokens=10, cost_usd=0.5)
    assert row["model"] == "gpt-5-mini" and row["cost_usd"] == pytest.approx(0.0022)
    assert given["cost_usd"] == 0.5


def test_unknown_model_costs_nan(recwarn):
    row = Ledger().record(kind="model", model="no-such-model-ledger", input_tokens=10)
    assert math.isnan(row["cost_usd"])
    assert any("no-such-model-ledger" in str(w.message) for w in recwarn)


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"kind": "llm"}, ["'llm'", "model", "tool", "handoff", "guardrail"]),
        ({}, ["kind=None", "model"]),
        ({"kind": "tool", "status": "failed"}, ["'failed'", "ok", "error", "retried", "blocked", "stopped"]),
        ({"kind": "tool", "tokens": 3}, ["tokens", "input_tokens"]),
        ({"kind": "model", "input_tokens": 5, "cached_tokens": 6}, ["cached_tokens"]),
        ({"kind": "model", "input_tokens": -1}, ["input_tokens"]),
        ({"kind": "model", "attempt": 0}, ["attempt"]),
        ({"kind": "tool", "latency_ms": "slow"}, ["latency_ms"]),
        ({"kind": "model", "tools": -2}, ["tools", "whole number"]),
    ],
)
def test_validation(fields, words):
    book = Ledger()
    with pytest.raises(ValueError) as info:
        book.record(**fields)
    assert all(word in str(info.value) for word in words), str(info.value)
    assert len(book) == 0


def test_the_tools_column_counts_what_a_model_request_offered_and_is_na_elsewhere():
    book = Ledger()
    offered = book.record(kind="model", model="gpt-4.1-mini", tools=6)
    dropped = book.record(kind="model", model="gpt-4.1-mini", tools=0)
    tool = book.record(kind="tool", name="get_weather")
    uncounted = book.record(kind="model", model="gpt-4.1-mini")
    assert (offered["tools"], dropped["tools"], tool["tools"], uncounted["tools"]) == (6, 0, None, None)
    frame = book.frame(wall=False)
    assert str(frame["tools"].dtype) == "Int64" and frame["tools"].isna().tolist() == [False, False, True, True]
    assert Ledger.from_frame(frame).rows[1]["tools"] == 0   # a dropped request stays 0, not NA


def test_long_text_is_cut():
    row = Ledger().record(kind="tool", detail="x" * 1000)
    assert len(row["detail"]) == ledger_module.MAX_TEXT and row["detail"].endswith("…")


def test_rows_are_copies():
    book = Ledger()
    book.record(kind="tool")
    book.rows[0]["name"] = "changed"
    assert book.rows[0]["name"] is None


# --- runs and the run clock ------------------------------------------------------------------------


def test_run_ids_are_deterministic():
    book = build_sample()
    assert list(pd.unique(book.frame()["run_id"])) == [
        "chat_loop-deals-001", "chat_loop-deals-002", "workflow-deals-003"]
    again = build_sample()
    pd.testing.assert_frame_equal(book.frame(wall=False), again.frame(wall=False))
    assert list(book.frame(wall=False).columns) == [c for c in COLUMNS if c not in WALL_COLUMNS]


def test_rows_group_by_run():
    frame = build_sample().frame()
    assert frame.groupby("run_id").size().to_dict() == {
        "chat_loop-deals-001": 4, "chat_loop-deals-002": 2, "workflow-deals-003": 1}


def test_start_ms_accumulates_on_the_run_clock():
    frame = build_sample().frame()
    first = frame[frame["run_id"] == "chat_loop-deals-001"]
    assert first["start_ms"].tolist() == [0.0, 400.0, 450.0, 750.0]
    assert first["step"].tolist() == [1, 1, 2, 2] and first["attempt"].tolist() == [1, 1, 1, 2]
    second = frame[frame["run_id"] == "chat_loop-deals-002"]
    assert second["start_ms"].tolist() == [0.0, 800.0]  # each run's clock starts at 0


def test_explicit_start_ms_is_kept_and_moves_the_clock_to_the_latest_end():
    book = Ledger()
    with book.run(approach="sdk", scenario="deals") as run:
        book.record(kind="model", model="gpt-4.1-mini", latency_ms=100)
        book.record(kind="tool", name="a", start_ms=100, latency_ms=30)   # parallel tools
        book.record(kind="tool", name="b", start_ms=100, latency_ms=70)
        assert run.clock_ms == 170
        row = book.record(kind="model", model="gpt-4.1-mini", latency_ms=10)
    assert row["start_ms"] == 170
    assert run.clock_ms == 180


def test_unmeasured_latency_does_not_move_the_clock():
    book = Ledger()
    with book.run(approach="x", scenario="y") as run:
        book.record(kind="tool")
        assert run.clock_ms == 0


def test_next_step_helpers():
    book = Ledger()
    with book.run(approach="chat_loop", scenario="deals") as run:
        assert book.next_step() == 1 and run.next_step() == 2
        assert book.record(kind="tool")["step"] == 2
    assert book.next_step() == 1  # the adhoc run has its own step counter
    assert repr(run).startswith("Run('chat_loop-deals-001'")


def test_nested_runs_restore_the_outer_run():
    book = Ledger()
    with book.run(approach="outer", scenario="s"):
        with book.run(approach="inner", scenario="s"):
            assert book.record(kind="tool")["run_id"] == "inner-s-002"
        assert book.record(kind="tool")["run_id"] == "outer-s-001"
    assert book.record(kind="tool")["run_id"] == "adhoc-000"


def test_entered_makes_a_run_current_again():
    book = Ledger()
    with book.run(approach="loop", scenario="s") as paused:
        pass
    assert book.record(kind="tool")["run_id"] == "adhoc-000"
    with paused.entered():
        assert book.record(kind="tool")["run_id"] == "loop-s-001"
    assert book.record(kind="tool")["run_id"] == "adhoc-000"


def test_a_run_of_another_ledger_is_not_current():
    mine, other = Ledger(), Ledger()
    with other.run(approach="a", scenario="b"):
        assert mine.record(kind="tool")["run_id"] == "adhoc-000"


def test_wall_columns_are_filled_from_the_wall_clock():
    book = Ledger()
    with book.run(approach="a", scenario="b"):
        row = book.record(kind="tool", latency_ms=5, wall_ms=2.5)
    assert row["wall_ms"] == 2.5 and row["wall_start_ms"] >= -2.5
    assert row["latency_ms"] == 5  # never derived from wall time


def test_reset_and_default_ledger():
    book = build_sample()
    book.reset()
    assert len(book) == 0 and book.frame().empty
    with book.run(approach="a", scenario="b"):
        assert book.record(kind="tool")["run_id"] == "a-b-001"
    assert default_ledger() is LEDGER and isinstance(LEDGER, Ledger)


# --- frames and summaries ----------------------------------------------------------------------------


def test_a_reason_code_sets_the_status_and_must_agree_with_it():
    book = Ledger()
    assert book.record(kind="tool", name="create_ticket", reason="rejected")["status"] == "blocked"
    assert record_reason(book, "max_steps", kind="guardrail", name="max_steps")["status"] == "stopped"
    assert record_reason(book, "invalid_arguments", kind="tool", name="t")["status"] == "error"
    assert book.record(kind="tool", name="t")["reason"] is None
    with pytest.raises(ValueError, match="unknown reason code 'refused_politely'.*awaiting_approval, rejected"):
        book.record(kind="tool", reason="refused_politely")
    with pytest.raises(ValueError, match="'rejected' means status 'blocked', not 'ok'.*record_reason"):
        book.record(kind="tool", reason="rejected", status="ok")


def test_every_reason_has_a_family_and_a_known_status():
    from labkit.ledger import STATUSES

    assert all(reason.family in FAMILIES and reason.status in STATUSES for reason in REASONS.values())
    assert codes_in("paused") == ("awaiting_approval",)
    assert set(codes_in("stopped")) >= {"max_steps", "max_cost", "timeout"}
    with pytest.raises(ValueError, match="use one of paused, refused"):
        codes_in("halted")


def test_summary_counts_paused_refused_and_stopped_rows_by_code():
    book = Ledger()
    with book.run(approach="sdk", scenario="s"):
        record_reason(book, "awaiting_approval", kind="tool", name="book", detail="any words at all")
        record_reason(book, "rejected", kind="tool", name="book")
        record_reason(book, "no_approval", kind="tool", name="book")
        record_reason(book, "tool_error", kind="tool", name="book")
        record_reason(book, "timeout", kind="guardrail", name="timeout")
        book.record(kind="tool", name="book", status="blocked", detail="blocked: awaiting approval")  # no code
    row = book.summary().loc["sdk"]
    assert row[["tool_calls", "errors", "paused", "refused", "stopped"]].tolist() == [5, 1, 1, 2, 1]


def test_frame_columns_and_dtypes():
    frame = build_sample().frame()
    empty = Ledger().frame()
    assert list(frame.columns) == list(COLUMNS) == list(empty.columns)
    assert frame.dtypes.equals(empty.dtypes)
    assert str(frame["step"].dtype) == "Int64" and str(frame["input_tokens"].dtype) == "Int64"
    assert frame["cost_usd"].dtype == "float64" and frame["start_ms"].dtype == "float64"
    assert str(frame["model"].dtype) == "string" and str(frame["error"].dtype) == "string"


def test_summary_every_column():
    table = build_sample().summary()
    assert list(table.index) == ["chat_loop", "workflow"]
    chat = table.loc["chat_loop"]
    assert chat["runs"] == 2
    assert chat["steps"] == 3                        # run 1: steps 1, 2; run 2: step 1
    assert chat["model_calls"] == 4                  # the retried attempt is a model call too
    assert chat["tool_calls"] == 2
    assert chat["input_tokens"] == 1000 + 2000 + 3000
    assert chat["cached_tokens"] == 1000 + 2000
    assert chat["output_tokens"] == 100 + 200 + 500
    assert chat["reasoning_tokens"] == 300
    # gpt-4.1-mini ($0.4 / $0.1 cached / $1.6 per M):
    #   1000*0.4 + 100*1.6 = 560e-6;  1000*0.4 + 1000*0.1 + 200*1.6 = 820e-6
    # gpt-5-mini ($0.25 / $0.025 cached / $2 per M): 1000*0.25 + 2000*0.025 + 500*2 = 1300e-6
    assert chat["cost_usd"] == pytest.approx(0.002680)
    # model latencies 400, 100, 600, 800 -> p50 = 500; p95 at position 0.95*3 = 2.85: 600 + .85*200
    assert chat["latency_p50_ms"] == 500.0
    assert chat["latency_p95_ms"] == 770.0
    assert chat["total_ms"] == 1350.0 + 820.0       # the two runs' durations
    assert chat["retries"] == 1
    assert chat["errors"] == 1
    flow = table.loc["workflow"]
    counts = ["runs", "steps", "model_calls", "tool_calls", "retries", "errors"]
    assert flow[counts].tolist() == [1, 1, 1, 0, 0, 0]
    assert flow["cost_usd"] == pytest.approx(0.00028) and flow["total_ms"] == 300.0
    assert flow["latency_p50_ms"] == flow["latency_p95_ms"] == 300.0


def test_summary_percentiles():
    book = Ledger()
    with book.run(approach="a", scenario="s"):
        for ms in range(200, 0, -10):                 # 200, 190, ..., 10: twenty calls
            book.record(kind="model", model="gpt-4.1-mini", latency_ms=ms)
        book.record(kind="tool", latency_ms=10_000)   # tools do not count toward model latency
    row = book.summary().loc["a"]
    assert row["latency_p50_ms"] == 105.0            # between the 10th (100) and 11th (110)
    assert row["latency_p95_ms"] == 190.5            # position 0.95*19 = 18.05: 190 + 0.05*10


def test_summary_by_several_columns_and_rounding():
    table = build_sample().summary(by=("approach", "model"))
    assert list(table.index) == [("chat_loop", "gpt-4.1-mini"), ("chat_loop", "gpt-5-mini"),
                                 ("workflow", "gpt-4.1-mini")]
    assert table.loc[("chat_loop", "gpt-5-mini"), "cost_usd"] == 0.0013
    assert table["cost_usd"].round(6).equals(table["cost_usd"])


def test_summary_is_deterministic_and_handles_empty():
    assert build_sample().summary().equals(build_sample().summary())
    empty = Ledger().summary()
    assert empty.empty and list(empty.columns) == list(ledger_module.SUMMARY_COLUMNS)
    with pytest.raises(ValueError, match="nope"):
        Ledger().summary(by="nope")


def test_summary_cost_is_nan_when_a_model_is_unpriced(recwarn):
    book = Ledger()
    book.record(kind="model", model="gpt-4.1-mini", input_tokens=10)
    book.record(kind="model", model="no-such-model-summary", input_tokens=10)
    assert math.isnan(book.summary().loc["adhoc", "cost_usd"])


# --- files ------------------------------------------------------------------------------------------


def test_parquet_round_trip(tmp_path):
    book = build_sample()
    path = book.save(tmp_path / "ledger.parquet")
    loaded = Ledger.load(path)
    pd.testing.assert_frame_equal(loaded.frame(), book.frame())
    with loaded.run(approach="chat_loop", scenario="deals"):  # numbering continues after a load
        assert loaded.record(kind="tool")["run_id"] == "chat_loop-deals-004"


def test_empty_round_trip(tmp_path):
    Ledger().save(tmp_path / "empty.parquet")
    pd.testing.assert_frame_equal(Ledger.load(tmp_path / "empty.parquet").frame(), Ledger().frame())


def test_save_leaves_no_temporary_file(tmp_path):
    build_sample().save(tmp_path / "sub" / "ledger.parquet")
    assert [p.name for p in (tmp_path / "sub").iterdir()] == ["ledger.parquet"]


def test_failed_save_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "ledger.parquet"
    old = build_sample()
    old.save(path)

    def broken_write(table, where, *args, **kwargs):
        with open(where, "wb") as handle:
            handle.write(b"PAR1 half a file")
        raise OSError("disk full")

    monkeypatch.setattr(ledger_module.pq, "write_table", broken_write)
    bigger = build_sample()
    bigger.record(kind="tool")
    with pytest.raises(OSError, match="disk full"):
        bigger.save(path)
    monkeypatch.undo()
    assert [p.name for p in tmp_path.iterdir()] == ["ledger.parquet"]
    pd.testing.assert_frame_equal(Ledger.load(path).frame(), old.frame())


def test_failed_replace_removes_the_temporary_file(tmp_path, monkeypatch):
    def broken_replace(src, dst):
        raise PermissionError("locked")

    monkeypatch.setattr(ledger_module.os, "replace", broken_replace)
    with pytest.raises(PermissionError):
        build_sample().save(tmp_path / "ledger.parquet")
    assert list(tmp_path.iterdir()) == []


def test_concat_keeps_runs_apart():
    first, second = build_sample(), build_sample()
    second.record(kind="tool")                        # an adhoc row
    combined = Ledger.concat([first, second.frame()])
    assert len(combined) == len(first) + len(second)
    assert list(pd.unique(combined.frame()["run_id"])) == [
        "chat_loop-deals-001", "chat_loop-deals-002", "workflow-deals-003",
        "chat_loop-deals-004", "chat_loop-deals-005", "workflow-deals-006", "adhoc-000"]
    assert combined.summary().loc["chat_loop", "runs"] == 4
    pd.testing.assert_frame_equal(Ledger.concat([first]).frame(), first.frame())


def test_append_to_and_load_many(tmp_path):
    sweep = tmp_path / "sweep.parquet"
    build_sample().append_to(sweep)
    combined = build_sample().append_to(sweep)
    assert len(Ledger.load(sweep)) == len(combined) == 14
    assert Ledger.load(sweep).summary().loc["workflow", "runs"] == 2
    paths = [build_sample().save(tmp_path / f"part{i}.parquet") for i in range(2)]
    pd.testing.assert_frame_equal(Ledger.load_many(paths).frame(wall=False),
                                  Ledger.load(sweep).frame(wall=False))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["part0.parquet", "part1.parquet", "sweep.parquet"]


# --- concurrency ------------------------------------------------------------------------------------


def test_async_tasks_inherit_the_run():
    book = Ledger()

    async def tool_call(name: str) -> None:
        await asyncio.sleep(0)
        book.record(kind="tool", name=name, latency_ms=10)

    async def one_run(approach: str) -> None:
        with book.run(approach=approach, scenario="deals"):
            await asyncio.gather(*(asyncio.create_task(tool_call(f"{approach}-{i}")) for i in range(3)))

    async def main() -> None:
        await asyncio.gather(one_run("first"), one_run("second"))
        await asyncio.create_task(tool_call("outside"))

    asyncio.run(main())
    frame = book.frame()
    owners = dict(zip(frame["name"], frame["run_id"], strict=True))
    assert all(owners[f"first-{i}"] == "first-deals-001" for i in range(3))
    assert all(owners[f"second-{i}"] == "second-deals-002" for i in range(3))
    assert owners["outside"] == "adhoc-000"


def test_many_threads_recording():
    book = Ledger()
    threads_n, per_thread = 16, 200
    with book.run(approach="load", scenario="threads") as run:
        def work() -> None:
            for _ in range(per_thread):
                run.record(kind="tool", latency_ms=1.0)
                book.record(kind="tool", latency_ms=1.0)  # no run in this thread: adhoc

        threads = [threading.Thread(target=work) for _ in range(threads_n)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    frame = book.frame()
    total = threads_n * per_thread
    assert len(frame) == 2 * total
    for run_id in ("load-threads-001", "adhoc-000"):
        starts = sorted(frame.loc[frame["run_id"] == run_id, "start_ms"])
        assert starts == [float(i) for i in range(total)]  # no clock update was lost
    assert run.clock_ms == total


def test_summary_can_group_by_run_id():
    ledger = Ledger()
    for approach in ("a", "b"):
        with ledger.run(approach=approach, scenario="s"):
            ledger.record(kind="model", model="gpt-4.1-mini", input_tokens=10, output_tokens=5, latency_ms=100)
    table = ledger.summary(by="run_id")
    assert list(table.index) == ["a-s-001", "b-s-002"]
    assert list(table["model_calls"]) == [1, 1]


def test_an_empty_ledger_is_still_truthy():
    ledger = Ledger()
    assert len(ledger) == 0 and bool(ledger)
    assert (ledger or "default") is ledger
