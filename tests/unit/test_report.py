"""`make report`'s machinery: notebooks executed as copies, offline HTML pages, an index with status,
and the comparison sweep on the index: its tables the same from build to build, nothing fetched."""

from __future__ import annotations

import re

import nbformat
import pandas as pd
import pytest

from labkit import config
from labkit.ledger import Ledger, summarize
from labkit.reasons import record_reason
from labkit.report import (
    APPROVAL_PAUSE,
    COMPARISON_GRID,
    SWEEP_FOLDER,
    Grid,
    build_report,
    comparison_table,
    failures_html,
    run_calls,
)

EXTERNAL = re.compile(r"""<(script|link|img)[^>]+(src|href)=["']?(https?:)?//""", re.IGNORECASE)
SOURCES = re.compile(r"""\b(src|href)\s*=\s*["']([^"']*)["']""", re.IGNORECASE)
TABLES = re.compile(r"<table class=\"(comparison|failures)\">.*?</table>|<p class=\"failures[^\"]*\">.*?</p>"
                    r"|<figcaption>.*?</figcaption>|<p class=\"backend\">.*?</p>", re.DOTALL)
#: A grid small enough for a test: one task, three approaches, one model.
SMALL_GRID = Grid(scenarios=("recycling",), approaches=("workflow", "chat_loop", "sdk"), models=("gpt-4.1-mini",))


def write_notebook(path, *sources: str, tags: dict[int, list[str]] | None = None) -> None:
    cells = [nbformat.v4.new_markdown_cell("# A lesson")]
    for index, source in enumerate(sources):
        cell = nbformat.v4.new_code_cell(source)
        cell.metadata["tags"] = (tags or {}).get(index, [])
        cells.append(cell)
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, path)


def test_report_runs_copies_and_writes_offline_pages(tmp_path):
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    write_notebook(notebooks / "00_ok.ipynb", "print(6 * 7)", "raise ValueError('expected')", tags={1: ["raises-exception"]})
    write_notebook(notebooks / "01_broken.ipynb", "1 / 0")
    before = (notebooks / "00_ok.ipynb").read_text()

    report = build_report(notebooks, tmp_path / "out", timeout=60, grid=None)

    assert [(r.name, r.ok) for r in report.results] == [("00_ok", True), ("01_broken", False)]
    assert "ZeroDivisionError" in report.results[1].error
    assert not report.ok
    assert (notebooks / "00_ok.ipynb").read_text() == before  # the committed notebook is untouched
    index = report.index.read_text()
    assert 'href="00_ok.html"' in index and "FAILED" in index
    assert "Comparison" not in index  # grid=None: no sweep
    page = (tmp_path / "out" / "00_ok.html").read_text()
    assert "42" in page
    assert not EXTERNAL.search(page), EXTERNAL.search(page)
    assert not EXTERNAL.search(index)


def test_report_without_notebooks_says_what_is_wrong(tmp_path):
    with pytest.raises(ValueError, match="no notebooks named NN_slug.ipynb"):
        build_report(tmp_path, tmp_path / "out")


def test_comparison_tables_are_the_same_in_a_second_build_and_nothing_is_fetched(tmp_path):
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    write_notebook(notebooks / "00_ok.ipynb", "print('hello')")
    out = tmp_path / "reports"

    first = build_report(notebooks, out, timeout=60, grid=SMALL_GRID)
    first_index = first.index.read_text()
    second = build_report(notebooks, out, timeout=60, grid=SMALL_GRID)  # into the same folder, as `make report`
    second_index = second.index.read_text()

    assert first.ok and second.ok
    tables = [match.group(0) for match in TABLES.finditer(first_index)]
    assert len(tables) == 6  # backend line, summary table, "all passed" line, three captions
    assert tables == [match.group(0) for match in TABLES.finditer(second_index)]
    summary = re.search(r'<table class="comparison">.*?</table>', first_index, re.DOTALL).group(0)
    for approach in SMALL_GRID.approaches:
        assert f"<td>{approach}</td><td>gpt-4.1-mini</td>" in summary
    assert summary.count("100%") == 3
    assert "<b>sim</b> backend" in first_index
    assert "All 3 runs passed" in first_index
    assert (out / SWEEP_FOLDER / "runs.parquet").exists()
    sources = [value for _, value in SOURCES.findall(second_index)]
    images = [value for value in sources if value.startswith("data:")]
    assert len(images) == 3 and all(value.startswith("data:image/png;base64,") for value in images)
    links = [value for value in sources if not value.startswith("data:")]
    assert links == ["00_ok.html"] and (out / "00_ok.html").exists()  # local pages only
    assert not EXTERNAL.search(second_index)


def test_a_comparison_that_cannot_run_is_reported_on_the_index(tmp_path):
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    write_notebook(notebooks / "00_ok.ipynb", "print('hello')")
    bad = Grid(scenarios=("recycling",), approaches=("chat_loop",), models=("no-such-model",))

    report = build_report(notebooks, tmp_path / "out", timeout=60, grid=bad)

    assert not report.ok
    assert "unknown model 'no-such-model'" in report.comparison.error
    assert "The comparison sweep failed: ValueError: unknown model" in report.index.read_text()


def test_the_grid_names_what_the_sweep_knows():
    from labkit.scenarios import SCENARIOS
    from labkit.sweep import APPROACH_NAMES

    assert COMPARISON_GRID.scenarios == tuple(SCENARIOS)
    assert COMPARISON_GRID.approaches == APPROACH_NAMES
    assert COMPARISON_GRID.models == tuple(config.REPORT_MODELS)
    assert COMPARISON_GRID.describe() == "3 scenarios × 5 approaches × 2 models × 1 repeat"
    assert COMPARISON_GRID.sweep_arguments()["approaches"] == list(APPROACH_NAMES)


def _paused_refused_and_stopped_run(wording: dict[str, str]) -> pd.DataFrame:
    """A sweep-like ledger of one SDK run: a model call, a call held for approval, the same call
    rejected, a call refused for bad arguments, the call that ran, and a cost stop; `wording` is
    the `detail` text of each reason row."""
    ledger = Ledger()
    with ledger.run(approach="sdk", scenario="deals") as run:
        run.next_step()
        ledger.record(kind="model", name="gpt-4.1-mini", model="gpt-4.1-mini", input_tokens=10, latency_ms=100)
        record_reason(ledger, APPROVAL_PAUSE, kind="tool", name="notify_user_of_deal", detail=wording["held"])
        record_reason(ledger, "rejected", kind="tool", name="notify_user_of_deal", detail=wording["rejected"])
        record_reason(ledger, "invalid_arguments", kind="tool", name="estimate_true_value", detail=wording["bad"])
        ledger.record(kind="tool", name="notify_user_of_deal", latency_ms=300)
        record_reason(ledger, "max_cost", kind="guardrail", name="max_cost", detail=wording["stop"])
    return ledger.frame()


def test_run_calls_count_pauses_refusals_and_stops_by_reason_code():
    frame = _paused_refused_and_stopped_run({"held": "held until a human decides", "rejected": "rejected: no",
                                             "bad": "invalid arguments: 1 problem(s)", "stop": "max_cost_usd=0.1"})

    calls = run_calls(frame).loc["sdk-deals-001"]

    assert (calls["model_calls"], calls["tool_calls"]) == (1, 3)  # the pause is not a call
    assert (calls["paused"], calls["refused"], calls["stopped"]) == (1, 2, 1)
    assert (calls["model_ms"], calls["tool_ms"]) == (100.0, 300.0)


def test_a_changed_detail_wording_changes_no_count():
    plain = _paused_refused_and_stopped_run({"held": "held until a human decides", "rejected": "rejected: no",
                                             "bad": "invalid arguments: 1 problem(s)", "stop": "max_cost_usd=0.1"})
    reworded = _paused_refused_and_stopped_run({"held": "blocked: awaiting approval", "rejected": "wartet nicht",
                                                "bad": "blocked: awaiting approval", "stop": "passed"})
    assert not plain["detail"].equals(reworded["detail"])

    columns = ["model_calls", "tool_calls", "paused", "refused", "stopped"]
    assert run_calls(plain)[columns].equals(run_calls(reworded)[columns])
    summary_columns = ["tool_calls", "errors", "paused", "refused", "stopped"]
    assert summarize(plain)[summary_columns].equals(summarize(reworded)[summary_columns])
    runs = pd.DataFrame([{"run_id": "sdk-deals-001", "approach": "sdk", "model": "gpt-4.1-mini", "success": True,
                          "cost_usd": 0.0, "total_ms": 400.0}])
    assert comparison_table(runs, plain).equals(comparison_table(runs, reworded))
    assert comparison_table(runs, plain).loc[("sdk", "gpt-4.1-mini"), ["paused", "refused", "stopped"]].tolist() == [
        1.0, 2.0, 1.0]


def test_failed_runs_are_listed_with_their_reason_escaped():
    failures = pd.DataFrame([{"task": "notify_best", "approach": "sdk", "model": "gpt-4.1-mini",
                              "reason": "check_failed",
                              "check_detail": "notified about <D-101>, but the best deal is D-107"}])

    page = failures_html(failures, runs=5)

    assert "1 of 5 runs failed" in page and "<code>check_failed</code>" in page
    assert "&lt;D-101&gt;" in page and "<D-101>" not in page
    assert "All 5 runs passed" in failures_html(failures.iloc[0:0], runs=5)


def test_saved_notebooks_keep_one_output_per_stream_however_the_kernel_split_the_printing():
    import nbformat

    from labkit.report import coalesce_streams

    split = [nbformat.v4.new_output("stream", name="stdout", text="Vienna — "),
             nbformat.v4.new_output("stream", name="stdout", text="temperature …\n"),
             nbformat.v4.new_output("stream", name="stderr", text="warning\n"),
             nbformat.v4.new_output("execute_result", data={"text/plain": "1"}, execution_count=1),
             nbformat.v4.new_output("stream", name="stdout", text="after\n")]
    merged = coalesce_streams(split)
    assert [(o.output_type, o.get("name"), o.get("text")) for o in merged] == [
        ("stream", "stdout", "Vienna — temperature …\n"), ("stream", "stderr", "warning\n"),
        ("execute_result", None, None), ("stream", "stdout", "after\n")]
