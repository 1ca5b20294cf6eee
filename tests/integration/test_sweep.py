"""`labkit sweep` against the real simulator: files, checks, resume, determinism, the cost cap.

Each run starts its own simulator (see `labkit.sweep`), so nothing here needs a server fixture.
Grids are small; the whole module takes well under a minute on two cores.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from labkit import cli
from labkit import ledger as ledger_module
from labkit.ledger import Ledger
from labkit.scenarios import Task, tasks_for
from labkit.scenarios.incidents import incident_triaged
from labkit.scenarios.recycling import WEATHER_QUESTION, temperature_stated
from labkit.sweep import (
    KEY_COLUMNS,
    LEDGER_FILE,
    LEDGER_PARTS,
    RUN_COLUMNS,
    RUN_WALL_COLUMNS,
    RUNS_FILE,
    RUNS_PARTS,
    load_sweep,
    run_sweep,
)
from labkit.sweep.storage import part_name

MODEL = "gpt-4.1-mini"
ALL_APPROACHES = "workflow,chat_loop,responses_loop,sdk,sdk_fallback"


@pytest.fixture(scope="module")
def full(tmp_path_factory):
    """Every task × every approach on one model, four at a time (20 runs)."""
    before = len(ledger_module.LEDGER)
    result = run_sweep(tmp_path_factory.mktemp("full"), approaches=ALL_APPROACHES, models=MODEL, concurrency=4,
                       quiet=True)
    return result, before


def small(out: Path, **options):
    """A quick sweep: recycling and deals by hand-written loop and workflow, one model."""
    options = {"scenarios": "recycling,deals", "approaches": "workflow,chat_loop", "models": MODEL, "quiet": True,
               **options}
    return run_sweep(out, **options)


# --- a full small sweep --------------------------------------------------------------------------------


def test_a_sweep_writes_the_ledger_and_the_runs_table(full):
    result, _ = full
    assert result.stopped_reason is None and result.ran == 20 and result.skipped == []
    runs = pd.read_parquet(result.out / RUNS_FILE)
    assert list(runs.columns) == list(RUN_COLUMNS) and len(runs) == 20
    assert runs[list(KEY_COLUMNS)].drop_duplicates().shape[0] == 20
    ledger = Ledger.load(result.out / LEDGER_FILE).frame()
    assert set(ledger["run_id"]) == set(runs["run_id"])
    assert (runs["backend"] == "sim").all() and runs["error"].isna().all()


def test_every_approach_gets_every_default_task_right_on_the_simulator(full):
    result, _ = full
    failed = result.runs[~result.runs["success"]]
    assert failed.empty, failed[["task", "approach", "reason", "check_detail"]].to_string()
    assert result.runs["reason"].isna().all(), "a run that passed has no reason code"
    reasons = dict(zip(result.runs["run_id"], result.runs["check_detail"]))
    assert reasons[f"incidents/triage_rejected/sdk/{MODEL}/r1@sim"] == "names INC-1042; no ticket filed (rejected)"
    assert reasons[f"deals/notify_best/chat_loop/{MODEL}/r1@sim"] == "notified once about the best deal D-107 (40% off)"


def test_model_and_tool_rows_land_in_each_run_and_nowhere_else(full):
    result, before = full
    runs = result.runs.set_index("approach")
    assert (runs.loc["workflow", "steps"] == 0).all() and (runs.loc["workflow", "cost_usd"] == 0).all()
    for approach in ("chat_loop", "responses_loop", "sdk", "sdk_fallback"):
        assert (runs.loc[approach, "steps"] > 0).all() and (runs.loc[approach, "tool_calls"] > 0).all()
    assert (runs.loc["sdk_fallback", "note"] == "served by fallback").all()
    assert len(ledger_module.LEDGER) == before, "no row went to the process-wide ledger"


def test_a_rejected_side_effect_is_the_same_reason_code_whatever_the_approach(full):
    result, _ = full
    ledger = result.ledger
    for approach in ("workflow", "chat_loop", "responses_loop", "sdk", "sdk_fallback"):
        run_id = f"incidents/triage_rejected/{approach}/{MODEL}/r1@sim"  # (+faults:... for sdk_fallback)
        tickets = ledger[ledger["run_id"].str.startswith(run_id) & (ledger["name"] == "create_ticket")]
        refused = tickets[tickets["reason"].notna() & (tickets["reason"] != "awaiting_approval")]
        assert list(zip(refused["status"], refused["reason"])) == [("blocked", "rejected")], approach


def test_the_summary_has_success_rate_cost_and_time_per_approach_and_model(full):
    table = full[0].summary()
    assert list(table.columns) == ["runs", "success_rate", "mean_cost_usd", "mean_total_ms", "errors"]
    assert table.loc[("chat_loop", MODEL), "runs"] == 4 and table.loc[("chat_loop", MODEL), "success_rate"] == 1.0
    assert table.loc[("workflow", MODEL), "mean_cost_usd"] == 0.0


def test_the_same_sweep_gives_the_same_runs_table_whatever_the_concurrency(full, tmp_path):
    first = full[0]
    again = run_sweep(tmp_path, approaches=ALL_APPROACHES, models=MODEL, concurrency=1, quiet=True)
    columns = [name for name in RUN_COLUMNS if name not in RUN_WALL_COLUMNS]
    pd.testing.assert_frame_equal(first.runs[columns], again.runs[columns])
    assert load_sweep(tmp_path).runs[columns].equals(again.runs[columns])


@pytest.mark.parametrize("scenario, approach", [("incidents", "chat_loop"), ("recycling", "sdk"),
                                                ("deals", "responses_loop")])
def test_runs_one_after_another_in_one_process_each_meet_a_fresh_simulator(scenario, approach):
    # a worker performs many runs with its per-process pieces reused (one simulator server, tool
    # schemas and the SDK's tools built once): each run must still start from zero
    from labkit.sdk.task_runs import sdk_rows_to_each_run
    from labkit.sweep import Endpoint, RunSpec, perform_run

    spec = RunSpec(tasks_for([scenario])[0], approach, MODEL, 1, "sim")
    with sdk_rows_to_each_run(approach.startswith("sdk")):
        first, second = (perform_run(spec, Endpoint("sim")) for _ in range(2))
    assert first.error is None and second.error is None
    assert modelled(first.rows) == modelled(second.rows)
    model_rows = [row for row in second.rows if row["kind"] == "model"]
    assert len(model_rows) >= 2 and model_rows[0]["cached_tokens"] == 0  # the prompt cache starts empty
    assert first.world is not second.world and first.answer == second.answer
    if scenario == "incidents":
        assert [t["ticket_id"] for t in second.world.tickets] == ["TKT-1"]  # its own world, numbered from 1


def modelled(rows: list[dict]) -> list[dict]:
    """Ledger rows without their wall-clock columns, NaN as None (so equal rows compare equal)."""
    return [{key: None if value != value else value for key, value in row.items()
             if key not in ledger_module.WALL_COLUMNS} for row in rows]


# --- checks look at outcomes ---------------------------------------------------------------------------


def test_sabotaged_checks_fail_with_a_reason(tmp_path):
    incident = tasks_for(["incidents"])[0]
    tasks = [
        Task("incidents", "wrong_incident", incident.prompt, incident.instructions,
             incident_triaged("INC-1001", ticket_expected=True), approve=True, workflow=incident.workflow),
        Task("incidents", "ticket_without_approval", incident.prompt, incident.instructions,
             incident_triaged(ticket_expected=True), approve=False, workflow=incident.workflow),
        Task("recycling", "hamburg_not_asked", WEATHER_QUESTION, None, temperature_stated("Hamburg")),
    ]
    result = run_sweep(tmp_path, tasks=tasks, approaches="workflow,chat_loop", models=MODEL, quiet=True)
    assert [(s.task, s.approach) for s in result.skipped] == [("hamburg_not_asked", "workflow")]
    assert len(result.runs) == 5 and not result.runs["success"].any()
    assert set(result.runs["reason"]) == {"check_failed"}, "reason is a code; the sentence is check_detail"
    reasons = set(result.runs["check_detail"])
    assert "the answer does not name INC-1001 (it names INC-1042)" in reasons
    assert "0 tickets were filed; with approval, exactly one should be" in reasons
    assert "the answer does not state Hamburg's temperature (9°C)" in reasons


# --- resume --------------------------------------------------------------------------------------------


def test_an_interrupted_sweep_finishes_without_repeating_finished_runs(tmp_path):
    partial = small(tmp_path, repeats=2, max_runs=3, concurrency=2)
    assert partial.ran == 3 and len(partial.runs) == 3
    assert partial.stopped_reason.startswith("max_runs=3 reached: 5 planned run(s) left")
    first_ids = dict(zip(partial.runs["run_id"], partial.runs["wall_ms"]))

    finished = small(tmp_path, repeats=2, concurrency=2)
    assert finished.stopped_reason is None and finished.ran == 5 and finished.already_done == 3
    assert len(finished.runs) == 8 and finished.runs["run_id"].is_unique
    kept = finished.runs.set_index("run_id").loc[list(first_ids), "wall_ms"]
    assert kept.to_dict() == first_ids, "finished runs were not run again"
    ledger = load_sweep(tmp_path).ledger
    assert set(ledger["run_id"]) == set(finished.runs["run_id"])
    assert small(tmp_path, repeats=2).ran == 0


def test_a_crash_mid_sweep_loses_no_finished_run_and_the_rerun_completes(tmp_path):
    seen = []

    def crash_on_the_second(row):
        seen.append(row["run_id"])
        if len(seen) == 2:
            raise RuntimeError("power cut")

    with pytest.raises(RuntimeError, match="power cut"):
        small(tmp_path, concurrency=1, on_run=crash_on_the_second)
    assert set(load_sweep(tmp_path).runs["run_id"]) == set(seen), "each finished run is on disk as its parts"
    orphan_id = "never/finished/r1@sim"  # as if the process died between a run's two parts
    orphan = Ledger.from_frame(pd.DataFrame([{"run_id": orphan_id, "kind": "tool", "name": "t"}]))
    orphan.save(tmp_path / LEDGER_PARTS / part_name(orphan_id))
    (tmp_path / RUNS_PARTS / f".{part_name(orphan_id)}.x.tmp").write_bytes(b"half a file")

    finished = small(tmp_path, concurrency=1)
    assert finished.ran == 2 and len(finished.runs) == 4 and finished.runs["run_id"].is_unique
    assert set(finished.ledger["run_id"]) == set(finished.runs["run_id"]), "the orphan rows are gone"
    assert sorted(path.name for path in tmp_path.iterdir()) == [LEDGER_FILE, RUNS_FILE], "parts merged, temp gone"


# --- the cost cap, on the simulator --------------------------------------------------------------------


def test_the_cost_cap_stops_starting_runs_before_it_is_exceeded(tmp_path):
    result = run_sweep(tmp_path, scenarios="recycling", approaches="chat_loop", models=MODEL, repeats=10,
                       concurrency=2, max_cost_usd=0.003, first_run_estimate_usd=0.001, quiet=True)
    assert 0 < result.ran < 10
    assert result.runs["cost_usd"].sum() <= 0.003
    assert result.stopped_reason.startswith("stopped before the cost cap: ")
    assert "max_cost_usd=$0.003" in result.stopped_reason
    assert result.runs["success"].all() and result.runs["stopped_by"].isna().all()


def test_the_cap_stops_a_loop_in_progress_before_its_next_model_call(tmp_path):
    result = run_sweep(tmp_path, scenarios="deals", approaches="chat_loop", models=MODEL, repeats=3,
                       max_cost_usd=0.0014, first_run_estimate_usd=0.0005, quiet=True)
    run = result.runs.iloc[0]
    assert result.ran == 1 and run["stopped_by"] == "max_cost" and run["steps"] == 3
    assert run["cost_usd"] <= 0.0014 and "stopped before the cost cap" in result.stopped_reason
    stops = result.ledger[result.ledger["status"] == "stopped"]
    assert list(stops["reason"]) == ["max_cost"]


def test_the_cap_stops_an_sdk_run_in_progress_too(tmp_path):
    result = run_sweep(tmp_path, scenarios="incidents", approaches="sdk", models=MODEL, concurrency=1,
                       max_cost_usd=0.0009, first_run_estimate_usd=0.0003, quiet=True)
    run = result.runs.iloc[0]
    assert run["stopped_by"] == "max_cost" and not run["success"] and run["steps"] == 2
    assert run["reason"] == "max_cost"
    assert run["check_detail"] == "stopped by max_cost; the answer does not name INC-1042 (it names no incident)"
    assert "max_cost" in set(result.ledger.loc[result.ledger["status"] == "stopped", "reason"])


# --- faults and the command line -----------------------------------------------------------------------


def test_faults_reach_every_run_and_are_part_of_its_key(tmp_path):
    result = small(tmp_path, scenarios="recycling", approaches="chat_loop", faults="rate_limit@1")
    run = result.runs.iloc[0]
    assert run["success"] and run["faults"] == "rate_limit@1" and "+faults:" in run["run_id"]
    models = result.ledger[result.ledger["kind"] == "model"]
    assert list(models["attempt"])[:2] == [1, 2], "the first call was rate limited, the client retried"


def test_the_command_prints_a_summary_and_resumes(tmp_path, capsys):
    argv = ["sweep", "--out", str(tmp_path), "--scenarios", "recycling", "--approaches", "workflow,chat_loop",
            "--models", MODEL, "--quiet"]
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    assert "2 run(s) made now, 0 already recorded" in out and "success_rate" in out and "chat_loop" in out
    assert "modelled_ms" in out and "wall_ms" in out, "modelled and wall time, each labelled"
    assert out.strip().splitlines()[-1].startswith("sweep: 2 run(s) made now (2 passed, 0 failed), $")
    assert cli.main(argv) == 0
    assert "0 run(s) made now, 2 already recorded" in capsys.readouterr().out


def test_the_command_can_keep_one_file_per_run(tmp_path, capsys):
    argv = ["sweep", "--out", str(tmp_path), "--scenarios", "recycling", "--approaches", "workflow,chat_loop",
            "--models", MODEL, "--keep-parts", "--quiet"]
    assert cli.main(argv) == 0
    assert f"in {tmp_path / RUNS_PARTS}" in capsys.readouterr().out
    assert len(list((tmp_path / RUNS_PARTS).glob("*.arrow"))) == 2 and not (tmp_path / RUNS_FILE).exists()
    assert len(load_sweep(tmp_path).runs) == 2


def test_the_command_says_why_it_stopped_and_exits_1(tmp_path, capsys):
    argv = ["sweep", "--out", str(tmp_path), "--scenarios", "recycling", "--approaches", "chat_loop",
            "--models", MODEL, "--max-cost-usd", "0.001", "--quiet"]
    assert cli.main(argv) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("labkit sweep: stopped before the cost cap")


def test_openai_without_a_key_fails_with_one_line(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert cli.main(["sweep", "--out", str(tmp_path / "live"), "--backend", "openai", "--quiet"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["labkit sweep: error: backend 'openai' needs an API key: set OPENAI_API_KEY in your shell "
                   "(export OPENAI_API_KEY=...), never in a notebook; or use the simulator"]
    assert not (tmp_path / "live").exists()


def test_a_live_style_backend_shares_one_endpoint_and_is_marked_in_every_row(tmp_path, fresh_server, monkeypatch):
    """`compatible` takes the live path (one shared endpoint, key and URL from the environment);
    here the endpoint happens to be a simulator, so no network is needed."""
    monkeypatch.setenv("OPENAI_BASE_URL", fresh_server.base_url)
    result = run_sweep(tmp_path, backend="compatible", scenarios="recycling", approaches="chat_loop,sdk",
                       models=MODEL, repeats=2, quiet=True)
    assert result.runs["success"].all() and (result.runs["backend"] == "compatible").all()
    assert (result.ledger["backend"] == "compatible").all()
    assert len([r for r in fresh_server.requests if r["path"].endswith(("/chat/completions", "/responses"))]) == 8
    with pytest.raises(ValueError, match="faults are injected by the simulator"):
        run_sweep(tmp_path, backend="compatible", faults="rate_limit@1", quiet=True)
