"""Unit tests of `labkit.sweep` and the scenarios' tasks: the grid, run keys, the cost cap's
decisions, the checks, and `labkit sweep`'s argument errors. No server is started."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from labkit import cli
from labkit.ledger import Ledger, summarize
from labkit.loops import AlwaysAllow, AlwaysDeny
from labkit.scenarios import SCENARIOS, Outcome, Task, deals, incidents, recycling, tasks_for
from labkit.sweep import (
    APPROACH_NAMES,
    FALLBACK_SIM_FAULTS,
    CostCap,
    RunSpec,
    _judge,
    approver_for,
    parse_names,
    plan_runs,
    summary_table,
)
from labkit.sweep.execute import _run_numbers
from labkit.workflows import FIXED_WORKFLOWS

best_deal_notified, incident_triaged = deals.best_deal_notified, incidents.incident_triaged
temperature_stated = recycling.temperature_stated


def default_tasks() -> list[Task]:
    return tasks_for(list(SCENARIOS))

MODELS = ["gpt-4.1-mini", "gpt-5-mini"]


# --- the grid ----------------------------------------------------------------------------------------------


def test_the_grid_is_every_task_approach_model_and_repeat_in_order():
    tasks = tasks_for(["deals", "recycling"])
    runs, skipped = plan_runs(tasks, ["chat_loop", "workflow"], MODELS, 2)
    assert skipped == []
    assert len(runs) == len(tasks) * 2 * len(MODELS) * 2
    assert [spec.key[:5] for spec in runs[:5]] == [
        ("deals", "notify_best", "chat_loop", "gpt-4.1-mini", 1),
        ("deals", "notify_best", "chat_loop", "gpt-4.1-mini", 2),
        ("deals", "notify_best", "chat_loop", "gpt-5-mini", 1),
        ("deals", "notify_best", "chat_loop", "gpt-5-mini", 2),
        ("deals", "notify_best", "workflow", "gpt-4.1-mini", 1),
    ]


def test_a_task_without_a_fixed_workflow_is_skipped_with_the_reason():
    task = Task("recycling", "no_workflow", "Weather in Berlin?", None, temperature_stated())
    runs, skipped = plan_runs([task], ["workflow", "chat_loop"], ["gpt-4.1-mini"], 1)
    assert [spec.approach for spec in runs] == ["chat_loop"]
    assert len(skipped) == 1 and skipped[0].approach == "workflow"
    assert "no fixed workflow" in skipped[0].reason and "recycling/no_workflow" in skipped[0].reason
    misnamed = Task("recycling", "misnamed", "Weather in Berlin?", None, temperature_stated(), workflow="weather")
    _, skipped = plan_runs([misnamed], ["workflow"], ["gpt-4.1-mini"], 1)
    assert "names the fixed workflow 'weather', which labkit.workflows does not have" in skipped[0].reason


def test_faults_belong_to_the_key_and_only_apply_on_the_simulator():
    task = tasks_for(["recycling"])
    sim_runs, _ = plan_runs(task, ["chat_loop", "sdk_fallback"], ["gpt-4.1-mini"], 1, faults="rate_limit@1")
    assert [spec.faults for spec in sim_runs] == ["rate_limit@1", f"{FALLBACK_SIM_FAULTS},rate_limit@1"]
    live_runs, _ = plan_runs(task, ["chat_loop", "sdk_fallback"], ["gpt-4.1-mini"], 1, backend="openai")
    assert [spec.faults for spec in live_runs] == ["", ""]
    assert all(spec.backend == "openai" for spec in live_runs)


def test_every_default_scenario_has_tasks_and_the_incidents_have_both_decisions():
    tasks = default_tasks()
    assert {task.scenario for task in tasks} == {"deals", "incidents", "recycling"}
    triage = [task for task in tasks if task.scenario == "incidents"]
    assert sorted(task.approve for task in triage) == [False, True]
    assert all(task.workflow in FIXED_WORKFLOWS for task in tasks)
    assert [type(approver_for(task)) for task in triage] == [AlwaysAllow, AlwaysDeny]


# --- keys and run ids --------------------------------------------------------------------------------------


def test_keys_and_run_ids_are_unique_and_stable_across_the_grid():
    runs, _ = plan_runs(default_tasks(), list(APPROACH_NAMES), MODELS, 3)
    assert len({spec.key for spec in runs}) == len(runs)
    assert len({spec.run_id for spec in runs}) == len(runs)
    again, _ = plan_runs(default_tasks(), list(APPROACH_NAMES), MODELS, 3)
    assert [spec.run_id for spec in again] == [spec.run_id for spec in runs]


def test_run_id_reads_as_the_key():
    task = tasks_for(["deals"])[0]
    assert RunSpec(task, "chat_loop", "gpt-4.1-mini", 2, "sim").run_id == "deals/notify_best/chat_loop/gpt-4.1-mini/r2@sim"
    with_faults = RunSpec(task, "chat_loop", "gpt-4.1-mini", 2, "sim", "rate_limit@1").run_id
    assert with_faults.startswith("deals/notify_best/chat_loop/gpt-4.1-mini/r2@sim+faults:")
    assert with_faults != RunSpec(task, "chat_loop", "gpt-4.1-mini", 2, "sim", "rate_limit@2").run_id


def test_run_ids_survive_ledger_concat_unshifted():
    """`Ledger.append_to` renumbers ids ending in a number; sweep ids must come through unchanged."""
    runs, _ = plan_runs(default_tasks(), ["chat_loop"], ["gpt-4.1-mini"], 2)
    ledgers = [Ledger.from_frame(pd.DataFrame([{"run_id": spec.run_id, "kind": "tool", "name": "t"}]))
               for spec in runs]
    assert [row["run_id"] for row in Ledger.concat(ledgers).rows] == [spec.run_id for spec in runs]


def test_parse_names_lists_the_allowed_names_for_an_unknown_one():
    assert parse_names("chat_loop, sdk,chat_loop", APPROACH_NAMES, "approach") == ["chat_loop", "sdk"]
    assert parse_names(None, APPROACH_NAMES, "approach") == list(APPROACH_NAMES)
    with pytest.raises(ValueError, match="unknown approach 'chat': use some of workflow, chat_loop"):
        parse_names("chat", APPROACH_NAMES, "approach")
    with pytest.raises(ValueError, match="no approach given"):
        parse_names(" , ", APPROACH_NAMES, "approach")


# --- the cost cap ------------------------------------------------------------------------------------------


def test_the_first_run_uses_the_conservative_estimate_and_gets_a_limit_below_its_allowance():
    cap = CostCap(1.0, first_run_usd=0.1)
    admission = cap.admit("a")
    assert admission.start and not admission.wait
    # allowance = 3 × 0.1; the limit leaves room for one call (0.1 / 4)
    assert admission.limit_usd == pytest.approx(0.3 - 0.025)
    assert cap.reserved_usd == pytest.approx(0.3)


def test_estimates_come_from_finished_runs():
    cap = CostCap(1.0, first_run_usd=0.1)
    for key, cost, dearest in (("a", 0.02, 0.008), ("b", 0.04, 0.012)):
        cap.admit(key)
        cap.finish(key, cost, dearest)
    assert cap.run_estimate() == pytest.approx(0.03)
    assert cap.call_estimate() == pytest.approx(0.012)
    assert cap.spent_usd == pytest.approx(0.06) and cap.reserved_usd == 0


def test_a_run_that_does_not_fit_waits_while_others_are_in_progress_then_stops():
    cap = CostCap(0.1, first_run_usd=0.03)
    assert cap.admit("a").start  # reserves min(0.1, 0.09) = 0.09
    waiting = cap.admit("b")
    assert not waiting.start and waiting.wait
    cap.finish("a", 0.07, 0.03)  # spent 0.07: the next run (0.07 + one call 0.03) cannot fit in 0.03
    stop = cap.admit("b")
    assert not stop.start and not stop.wait
    assert "stopped before the cost cap" in stop.reason and "$0.070000 spent of max_cost_usd=$0.1" in stop.reason


def test_the_cap_never_admits_more_than_it_can_pay_for():
    cap = CostCap(0.05, first_run_usd=0.004)
    started = 0
    while cap.admit(started).start:
        started += 1
        cap.finish(started - 1, 0.004, 0.001)
    assert cap.spent_usd <= 0.05
    assert cap.spent_usd + cap.run_estimate() + cap.call_estimate() > 0.05


def test_an_unpriced_run_counts_as_its_whole_allowance():
    cap = CostCap(1.0, first_run_usd=0.1)
    cap.admit("a")
    cap.finish("a", math.nan, math.nan)
    assert cap.spent_usd == pytest.approx(0.3)


@pytest.mark.parametrize("bad", [0, -1.0, math.nan])
def test_a_cap_must_be_positive(bad):
    with pytest.raises(ValueError, match="max_cost_usd must be a number of dollars above 0"):
        CostCap(bad, first_run_usd=0.1)


# --- the checks --------------------------------------------------------------------------------------------

BEST = deals.expected_best_deal()


def note_about(url: str) -> dict:
    return {"notification_id": "N-1", "url": url}


@pytest.mark.parametrize(("notifications", "success", "words"), [
    ([note_about(BEST["url"])], True, "notified once about the best deal"),
    ([], False, "no notification was sent"),
    ([note_about(BEST["url"])] * 2, False, "2 notifications were sent"),
    ([note_about("https://deals.example.net/other")], False, f"but the best deal is {BEST['id']}"),
])
def test_the_deals_check_wants_exactly_one_notification_about_the_best_deal(notifications, success, words):
    verdict = best_deal_notified()(Outcome("done", world=deals.DealsWorld(outbox=notifications)))
    assert verdict.success is success and words in verdict.reason


def test_the_incident_check_reads_the_answer_and_the_tickets():
    approved, rejected = incident_triaged(ticket_expected=True), incident_triaged(ticket_expected=False)
    answer = "Most like INC-1042: the payments client pool."

    def world(*tickets: dict) -> incidents.IncidentsWorld:
        return incidents.IncidentsWorld(tickets=list(tickets))

    assert approved(Outcome(answer, world({"ticket_id": "TKT-1"}))).success
    assert rejected(Outcome(answer, world())).success
    assert "0 tickets were filed" in approved(Outcome(answer, world())).reason
    assert "although every side effect was rejected" in rejected(Outcome(answer, world({}))).reason
    wrong = incident_triaged("INC-9999", ticket_expected=False)(Outcome(answer, world()))
    assert not wrong.success and wrong.reason == "the answer does not name INC-9999 (it names INC-1042)"


@pytest.mark.parametrize(("answer", "success"), [
    ("Berlin: 7°C and clear.", True), ("It is 7 °C.", True), ("7 degrees, clear", True),
    ("It is 17°C.", False), ("7 bins", False), (None, False),
])
def test_the_weather_check_wants_the_temperature_the_tool_returned(answer, success):
    outcome = Outcome(answer, tool_calls=[("get_weather", "ok")])
    assert temperature_stated("Berlin")(outcome).success is success


def test_the_weather_check_needs_the_tool_to_have_run():
    verdict = temperature_stated("Berlin")(Outcome("7°C", tool_calls=[("get_weather", "error")]))
    assert not verdict.success and "get_weather never returned" in verdict.reason


def test_a_check_that_raises_is_a_failed_run_with_the_error():
    def broken(outcome: Outcome):
        raise KeyError("oops")

    task = Task("deals", "broken", "x", None, broken)
    verdict, error = _judge(task, Outcome("x"), None)
    assert not verdict.success and error == "the check raised: KeyError: 'oops'"


def test_a_run_stopped_by_a_limit_says_so_in_its_reason():
    verdict, error = _judge(tasks_for(["recycling"])[0], Outcome(None, stopped_by="max_cost"), None)
    assert not verdict.success and error is None and verdict.reason.startswith("stopped by max_cost; ")


def test_a_runs_numbers_from_its_row_dicts_are_what_the_ledger_summary_counts():
    # the sweep counts a run from its plain ledger rows (no frame per run): retries, parallel tool
    # rows with explicit starts, a modelled wait and a cost that needs rounding must come out as
    # labkit.ledger.summarize counts them on a frame
    ledger = Ledger()
    with ledger.run(approach="chat_loop", scenario="deals", backend="sim", model="gpt-4.1-mini") as run:
        ledger.record(kind="model", step=run.next_step(), status="error", error="429", latency_ms=25.0)
        run.advance(50.0)
        ledger.record(kind="model", step=1, attempt=2, input_tokens=1234, output_tokens=77, latency_ms=812.3)
        ledger.record(kind="tool", name="a", start_ms=900.0, latency_ms=420.0)
        ledger.record(kind="tool", name="b", start_ms=900.0, latency_ms=180.55)
        ledger.record(kind="model", step=run.next_step(), input_tokens=2000, cached_tokens=1024, output_tokens=31,
                      latency_ms=333.3)
    rows = [{**row, "run_id": "r"} for row in ledger.rows]
    numbers = _run_numbers(rows)
    summary = summarize(pd.DataFrame(rows), by="run_id").iloc[0]
    assert numbers == {"steps": int(summary["steps"]), "tool_calls": int(summary["tool_calls"]),
                       "cost_usd": float(summary["cost_usd"]), "total_ms": float(summary["total_ms"])}
    assert numbers["steps"] == 2 and numbers["tool_calls"] == 2 and numbers["cost_usd"] > 0
    assert _run_numbers([]) == {"steps": 0, "tool_calls": 0, "cost_usd": 0.0, "total_ms": 0.0}


def test_an_unpriced_call_makes_the_runs_cost_nan():
    ledger = Ledger()
    with pytest.warns(UserWarning, match="no price"), ledger.run(approach="chat_loop", scenario="deals"):
        ledger.record(kind="model", model="not-a-priced-model", input_tokens=10)
        ledger.record(kind="tool", name="a", latency_ms=5.0)
    assert math.isnan(_run_numbers(ledger.rows)["cost_usd"])


def test_the_summary_has_one_row_per_approach_and_model():
    runs = pd.DataFrame({
        "approach": ["sdk", "sdk", "chat_loop"], "model": ["m", "m", "m"], "success": [True, False, True],
        "cost_usd": [0.1, 0.3, 0.2], "total_ms": [10.0, 30.0, 5.0], "error": [None, "Boom", None],
    }).astype({"success": "boolean", "error": "string"})
    table = summary_table(runs)
    assert table.loc[("sdk", "m")].to_dict() == {"runs": 2, "success_rate": 0.5, "mean_cost_usd": 0.2,
                                                 "mean_total_ms": 20.0, "errors": 1}
    assert list(table.index) == [("chat_loop", "m"), ("sdk", "m")]


# --- `labkit sweep` argument errors ------------------------------------------------------------------------


def exit_code(argv: list[str]) -> int:
    """What `labkit ARGV` exits with (argparse errors exit by raising SystemExit)."""
    try:
        return cli.main(argv)
    except SystemExit as exit:
        return exit.code


@pytest.mark.parametrize(("arguments", "message"), [
    (["--out", "OUT", "--scenarios", "deals,bogus"],
     "unknown scenario 'bogus': use some of deals, incidents, recycling"),
    (["--out", "OUT", "--approaches", "chat"], "unknown approach 'chat': use some of workflow, chat_loop"),
    (["--out", "OUT", "--repeats", "two"], "argument --repeats: invalid int value: 'two'"),
    (["--out", "OUT", "--concurrency", "0"], "concurrency must be a whole number >= 1, got 0"),
    (["--out", "OUT", "--workers", "-1"], "workers must be a whole number >= 0, got -1"),
    (["--out", "OUT", "--max-cost-usd", "0"], "max_cost_usd must be a number of dollars above 0"),
    (["--out", "OUT", "--models", "gpt-9"], "unknown model 'gpt-9' for the simulator"),
    (["--out", "OUT", "--faults", "explode@1"], "faults: Invalid fault rule 'explode@1'"),
    (["--scenarios", "deals"], "the following arguments are required: --out"),
    (["--out", "OUT", "--bogus"], "unrecognized arguments: --bogus"),
    (["--out", "OUT", "--backend", "openai"], "backend 'openai' needs an API key: set OPENAI_API_KEY"),
])
def test_bad_sweep_arguments_are_one_line_and_exit_2(arguments, message, capsys, tmp_path, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    out = str(tmp_path / "sweep")
    code = exit_code(["sweep", *[out if arg == "OUT" else arg for arg in arguments], "--quiet"])
    captured = capsys.readouterr()
    assert code == 2
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("labkit sweep: error: ") and message in lines[0]
    assert captured.out == ""
    assert not (tmp_path / "sweep").exists(), "nothing is written for bad input"


def test_the_sweep_command_is_listed_in_the_help(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "sweep" in capsys.readouterr().out


def test_the_progress_bar_and_its_ok_count_move_together():
    from labkit.sweep.drive import Progress

    progress = Progress(3, quiet=False)
    try:
        progress.finished({"success": True, "cost_usd": 0.25})
        progress.finished({"success": False, "cost_usd": math.nan})
        assert progress._bar.n == progress.done == 2 and progress.passed == 1
        assert progress._bar.postfix == "ok 1/2 $0.2500", "the bar's count and its ok N/M agree"
    finally:
        progress.close()
