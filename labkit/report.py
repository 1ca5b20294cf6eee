"""`make report`: execute every notebook headless on the simulator and write an offline HTML report.

The committed notebooks are never modified: each is executed as a copy in a fresh kernel with
`LABKIT_BACKEND=sim` and `LABKIT_AUTO_DECISION=approve` (a headless run has nobody to click an
approval panel, so the runner decides, never the notebook), exported with an offline template (no
CDN scripts), and listed with its
status on `reports/index.html`.

Then the report runs the COMPARISON: `COMPARISON_GRID` (every default task × five approaches ×
`config.REPORT_MODELS`, one repeat), swept on the simulator into `reports/sweep/` — the grid
notebook 09 sweeps too. The index shows its summary table (`comparison_table`), the runs that
failed their task's check, and a few figures embedded as base64 PNGs, each with a caption computed
from the numbers, so the folder opens offline in any browser. On the simulator everything on the
page except the notebooks' run times is the same from one build to the next.
"""

from __future__ import annotations

import base64
import html
import io
import os
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from labkit import config

TEMPLATES = Path(__file__).parent / "report_templates"
#: The comparison sweep's folder, inside the report's folder.
SWEEP_FOLDER = "sweep"
#: The reason code of a tool row that records a call HELD for approval: a pause, not a call (the
#: Agents SDK writes one each time a run stops to ask; the call, once decided, gets its own row).
APPROVAL_PAUSE = "awaiting_approval"


@dataclass(frozen=True)
class Grid:
    """What the comparison sweeps: the default tasks of `scenarios` × `approaches` × `models` ×
    `repeats`, on the simulator (names as `labkit.sweep.run_sweep` takes them)."""

    scenarios: tuple[str, ...]
    approaches: tuple[str, ...]
    models: tuple[str, ...]
    repeats: int = 1

    def sweep_arguments(self) -> dict[str, Any]:
        """The keyword arguments of `labkit.sweep.run_sweep` for this grid."""
        return {"scenarios": list(self.scenarios), "approaches": list(self.approaches),
                "models": list(self.models), "repeats": self.repeats}

    def describe(self) -> str:
        """One line, e.g. "3 scenarios × 5 approaches × 2 models × 1 repeat"."""
        sizes = ((len(self.scenarios), "scenario", "scenarios"), (len(self.approaches), "approach", "approaches"),
                 (len(self.models), "model", "models"), (self.repeats, "repeat", "repeats"))
        return " × ".join(f"{n} {one if n == 1 else many}" for n, one, many in sizes)


#: The comparison grid, defined once: notebook 09 and `make report` both sweep it.
COMPARISON_GRID = Grid(
    scenarios=("deals", "incidents", "recycling"),
    approaches=("workflow", "chat_loop", "responses_loop", "sdk", "sdk_fallback"),
    models=tuple(config.REPORT_MODELS),
    repeats=1,
)


@dataclass
class NotebookResult:
    """How one notebook ran: its name, status, error (if any) and the HTML page written."""

    name: str
    ok: bool
    seconds: float
    page: str
    error: str = ""


@dataclass
class Comparison:
    """The comparison as the index shows it.

    - `table`: `comparison_table` of the sweep; `failures`: runs whose check failed, and why;
    - `figures`: (base64 PNG, one-line caption) pairs; `backend`: the backend that made the numbers;
    - `runs` / `tasks`: how many runs and tasks; `error`: why the sweep could not run ("" if it ran).
    """

    grid: Grid
    table: Any = None
    failures: Any = None
    figures: list[tuple[str, str]] = field(default_factory=list)
    backend: str = "sim"
    runs: int = 0
    tasks: int = 0
    error: str = ""


@dataclass
class Report:
    """The written report: its index page, one result per notebook, and the comparison."""

    index: Path
    results: list[NotebookResult] = field(default_factory=list)
    comparison: Comparison | None = None

    @property
    def ok(self) -> bool:
        """True when every notebook ran without an unexpected error and the comparison sweep ran."""
        swept = self.comparison is None or not self.comparison.error
        return swept and all(result.ok for result in self.results)


def notebook_paths(folder: Path) -> list[Path]:
    """The lesson notebooks of a folder, in course order (`NN_slug.ipynb`)."""
    return sorted(path for path in folder.glob("[0-9][0-9]_*.ipynb"))


def execute(path: Path, *, timeout: int, backend: str = "sim"):
    """Run a copy of one notebook top to bottom in a fresh kernel on `backend` (default the
    simulator); returns (notebook, error text).

    Ctrl-C (SIGINT) while it runs kills the kernel at once and raises `KeyboardInterrupt`."""
    import nbformat
    from nbclient.exceptions import CellExecutionError, CellTimeoutError

    notebook = nbformat.read(path, as_version=4)
    client = _interruptible_client()(
        notebook,
        timeout=timeout,
        kernel_name="python3",
        record_timing=False,
        extra_arguments=["--IPKernelApp.log_level=ERROR"],  # no "running over TCP" banner per notebook
        resources={"metadata": {"path": str(path.parent)}},
    )
    try:
        client.execute(env=config.headless_environment(backend))  # the runner decides headless approvals, not the notebook
    except CellExecutionError as error:
        return notebook, f"{error.ename}: {error.evalue}"
    except CellTimeoutError as error:
        return notebook, f"cell timed out: {error}"
    except BaseException:
        if client.interrupted:
            raise KeyboardInterrupt from None
        raise
    return notebook, ""


def _interruptible_client():
    """A `NotebookClient` whose Ctrl-C stops the run: the kernel is killed (not asked to finish
    its cell) and `interrupted` is set. nbclient's own SIGINT handler only shuts the kernel down
    and lets the run stumble on into an unrelated error; this one replaces it."""
    import asyncio
    import signal

    from nbclient import NotebookClient

    class InterruptibleClient(NotebookClient):
        interrupted = False

        async def async_start_new_kernel(self, **kwargs: Any) -> None:
            run = asyncio.current_task()
            loop = asyncio.get_running_loop()
            try:  # replaces the handler nbclient installed a moment ago (removed by nbclient after the run)
                loop.add_signal_handler(signal.SIGINT, self._interrupt, run)
            except (RuntimeError, NotImplementedError, ValueError):  # not the main thread, or Windows
                pass
            try:
                await super().async_start_new_kernel(**kwargs)
            except asyncio.CancelledError:  # interrupted while the kernel starts: do not leave it behind
                if self.km is not None and self.km.has_kernel:
                    await self._async_cleanup_kernel()
                raise

        def _interrupt(self, run: asyncio.Task | None) -> None:
            if self.interrupted:
                return
            self.interrupted = True
            self.shutdown_kernel = "immediate"
            if run is not None:
                run.cancel()

    return InterruptibleClient


def execute_in_place(path: Path, *, timeout: int = 300, backend: str = "sim", save: bool = True) -> bool:
    """Re-run a committed notebook in a fresh kernel on the simulator and save it with its outputs.

    This is how lesson notebooks are refreshed after an edit; returns False (and says why) when a
    cell failed, in which case the file is left untouched. With another `backend` (any of
    `labkit.config.BACKENDS`, configured by the usual environment variables) the notebook only
    runs headless (`save=False`): committed outputs are always the simulator's.
    """
    import nbformat

    if not path.exists():
        raise ValueError(f"no such notebook: {path}")
    if backend != "sim" and save:
        raise ValueError(f"committed outputs are the simulator's: run on backend {backend!r} with --no-save")
    os.environ["LABKIT_BACKEND"] = backend
    notebook, error = execute(path, timeout=timeout, backend=backend)
    if error:
        print(f"{path.name}: FAILED — {error}")
        return False
    if not save:
        print(f"{path.name}: ran on backend {backend!r} without an error (not saved)")
        return True
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        if cell.get("cell_type") == "code":
            cell.outputs = coalesce_streams(cell.outputs)
    nbformat.write(notebook, path)
    print(f"{path.name}: executed and saved")
    return True


def coalesce_streams(outputs: list) -> list:
    """Consecutive stdout (or stderr) outputs as one: how a kernel splits a cell's printing into
    messages depends on timing, so the saved file would change from run to run for nothing."""
    merged: list = []
    for output in outputs:
        previous = merged[-1] if merged else None
        if (output.get("output_type") == "stream" and previous is not None
                and previous.get("output_type") == "stream" and previous.get("name") == output.get("name")):
            previous["text"] = previous["text"] + output["text"]
        else:
            merged.append(output)
    return merged


def to_html(notebook) -> str:
    """One notebook as a self-contained HTML page (CSS and images inlined, no external scripts)."""
    from nbconvert import HTMLExporter

    notebook.metadata.pop("widgets", None)
    exporter = HTMLExporter(extra_template_basedirs=[str(TEMPLATES)], template_name="offline")
    exporter.embed_images = True
    body, _ = exporter.from_notebook_node(notebook)
    return body


def build_report(notebooks: Path, out: Path, *, timeout: int = 300, grid: Grid | None = COMPARISON_GRID) -> Report:
    """Execute every notebook in `notebooks` and write `out/index.html` plus one page each; then
    sweep `grid` into `out/sweep/` and put the comparison on the index (`grid=None`: no sweep)."""
    paths = notebook_paths(notebooks)
    if not paths:
        raise ValueError(f"no notebooks named NN_slug.ipynb in {notebooks}/")
    out.mkdir(parents=True, exist_ok=True)
    os.environ["LABKIT_BACKEND"] = "sim"  # the kernels inherit it: the report always runs offline
    report = Report(out / "index.html")
    for path in paths:
        print(f"running {path.name} …", flush=True)
        started = time.monotonic()
        notebook, error = execute(path, timeout=timeout)
        page = f"{path.stem}.html"
        (out / page).write_text(to_html(notebook), encoding="utf-8")
        report.results.append(NotebookResult(path.stem, not error, time.monotonic() - started, page, error))
    if grid is not None:
        print(f"running the comparison sweep ({grid.describe()}) …", flush=True)
        report.comparison = compare(out / SWEEP_FOLDER, grid)
    report.index.write_text(index_page(report.results, report.comparison), encoding="utf-8")
    return report


# --- the comparison: sweep, table, figures ------------------------------------------------------


def run_comparison(out: Path, grid: Grid = COMPARISON_GRID, *, quiet: bool = True):
    """Sweep `grid` on the simulator into `out`, starting from an empty folder (a sweep resumes
    what its folder holds, and the report's numbers must all be made now); the `SweepResult`."""
    from labkit.sweep import run_sweep

    shutil.rmtree(out, ignore_errors=True)
    return run_sweep(out, **grid.sweep_arguments(), backend="sim", quiet=quiet)


def compare(out: Path, grid: Grid = COMPARISON_GRID) -> Comparison:
    """Run the comparison sweep and build what the index shows (a failure becomes `error`)."""
    try:
        sweep = run_comparison(out, grid)
        runs, ledger = sweep.runs, sweep.ledger
        figures = [(png_base64(figure), caption) for figure, caption in comparison_figures(runs, ledger, grid)]
    except Exception as error:  # the notebooks' status must still reach the index
        return Comparison(grid, error=f"{type(error).__name__}: {error}")
    failed = runs[~runs["success"].fillna(False).astype(bool)]
    return Comparison(
        grid,
        table=comparison_table(runs, ledger, grid),
        failures=failed[["task", "approach", "model", "reason", "check_detail"]].reset_index(drop=True),
        figures=figures,
        backend=", ".join(sorted(runs["backend"].dropna().unique())),
        runs=len(runs),
        tasks=len(runs[["scenario", "task"]].drop_duplicates()),
    )


def run_calls(ledger):
    """Per run of a sweep ledger (indexed by run_id): `model_calls` (every HTTP attempt),
    `tool_calls` (tool rows, approval pauses left out: see `APPROVAL_PAUSE`), the rows of each
    reason family (`paused`, `refused`, `stopped`: counted from the `reason` codes, never from the
    `detail` wording), and the modelled milliseconds spent in model calls (`model_ms`) and tool
    calls (`tool_ms`)."""
    import pandas as pd

    from labkit.reasons import family_of

    model = ledger["kind"] == "model"
    family = ledger["reason"].map(family_of, na_action="ignore")
    pause = (ledger["kind"] == "tool") & ledger["reason"].eq(APPROVAL_PAUSE).fillna(False)
    tool = (ledger["kind"] == "tool") & ~pause
    latency = ledger["latency_ms"].fillna(0.0)
    parts = pd.DataFrame({
        "run_id": ledger["run_id"], "model_calls": model.astype(int), "tool_calls": tool.astype(int),
        **{name: family.eq(name).fillna(False).astype(int) for name in ("paused", "refused", "stopped")},
        "model_ms": latency.where(model, 0.0), "tool_ms": latency.where(tool, 0.0),
    })
    return parts.groupby("run_id", sort=True).sum()


def runs_with_calls(runs, ledger):
    """The runs table with `run_calls` joined on (a run without ledger rows gets zeros); its
    `tool_calls` column is replaced by the one that leaves approval pauses out."""
    calls = run_calls(ledger)
    runs = runs.drop(columns=[column for column in calls.columns if column in runs])
    return runs.join(calls, on="run_id").fillna({column: 0 for column in calls.columns})


def comparison_table(runs, ledger, grid: Grid = COMPARISON_GRID):
    """Per approach × model, in the grid's order: runs, success rate, and per run on average the
    cost (USD), the modelled total time (ms), the model calls, the tool calls, and the paused,
    refused and stopped rows (by reason code)."""
    data = runs_with_calls(runs, ledger).astype({"success": "float64"})
    table = data.groupby(["approach", "model"], sort=False).agg(
        runs=("run_id", "size"), success_rate=("success", "mean"), mean_cost_usd=("cost_usd", "mean"),
        mean_total_ms=("total_ms", "mean"), model_calls=("model_calls", "mean"), tool_calls=("tool_calls", "mean"),
        paused=("paused", "mean"), refused=("refused", "mean"), stopped=("stopped", "mean"))
    table = table.loc[_grid_order(table.index, grid)]
    return table.round({"success_rate": 3, "mean_cost_usd": 6, "mean_total_ms": 1, "model_calls": 2,
                        "tool_calls": 2, "paused": 2, "refused": 2, "stopped": 2})


def _grid_order(keys, grid: Grid) -> list[tuple[str, str]]:
    """(approach, model) keys in the grid's order, any others after them."""
    present = list(keys)
    ordered = [(a, m) for a in grid.approaches for m in grid.models if (a, m) in present]
    return ordered + [key for key in present if key not in ordered]


def comparison_figures(runs, ledger, grid: Grid = COMPARISON_GRID) -> list[tuple[Any, str]]:
    """The index's figures, each as (Figure, one-line caption computed from the numbers)."""
    return [cost_figure(runs, ledger, grid), time_figure(runs, ledger, grid), task_figure(runs, grid)]


def cost_figure(runs, ledger, grid: Grid) -> tuple[Any, str]:
    """Mean cost per run by model and approach, stacked by token kind (`plots.cost_by_approach`
    with one bar per model · approach; approaches without model calls have no bar)."""
    from labkit import plots

    model_major = [(approach, model) for model in grid.models for approach in grid.approaches]
    rank = {key: position for position, key in enumerate(model_major)}
    ordered = ledger.assign(_rank=[rank.get(key, len(rank)) for key in zip(ledger["approach"], ledger["model"])])
    ordered = ordered.sort_values("_rank", kind="stable").drop(columns="_rank")
    figure = plots.cost_by_approach(ordered.assign(approach=ordered["approach"] + "\n" + ordered["model"]))
    figure.set_size_inches(12, 4.8)
    for label in figure.axes[0].get_xticklabels():
        label.set_fontsize(9)
    figure.axes[0].set_xlabel("approach and model")
    return figure, _cost_caption(runs, grid)


def _cost_caption(runs, grid: Grid) -> str:
    """What the cost figure shows, in numbers."""
    means = runs.groupby(["approach", "model"])["cost_usd"].mean()
    cheap, dear = grid.models[0], grid.models[-1]
    base = next((a for a in ("chat_loop", "responses_loop", "sdk") if (a, cheap) in means.index), None)
    sentences = [f"Mean cost per run over {_task_count(runs)} tasks."]
    if base and dear != cheap and (base, dear) in means.index:
        sentences.append(f"{dear} costs {means[(base, dear)] / means[(base, cheap)]:.1f}× {cheap} "
                         f"for the same {base} runs.")
    if base and base != "sdk" and ("sdk", cheap) in means.index:
        sentences.append(f"On {cheap} the Agents SDK costs {means[('sdk', cheap)] / means[(base, cheap)] - 1:+.1%} "
                         f"against the hand-written {base}.")
    free = sorted(set(runs["approach"]) - set(runs.loc[runs["cost_usd"] > 0, "approach"]))
    if free:
        sentences.append(f"No model call, so $0 and no bar: {', '.join(free)}.")
    return " ".join(sentences)


def time_figure(runs, ledger, grid: Grid) -> tuple[Any, str]:
    """Mean modelled time per run by approach and model, split into model calls, tool calls and
    the rest (waits such as retry back-off), as horizontal stacked bars."""
    import matplotlib as mpl
    import numpy as np
    from matplotlib.figure import Figure

    from labkit import plots

    means = _time_split(runs, ledger, grid)
    labels = [f"{approach} · {model}" for approach, model in means.index]
    parts = (("model_ms", "model calls", plots.KIND_COLORS["model"]),
             ("tool_ms", "tool calls", plots.KIND_COLORS["tool"]),
             ("other_ms", "waits (back-off)", plots.OKABE_ITO["sky_blue"]))
    with mpl.rc_context(plots.STYLE):
        figure = Figure(figsize=(11, 0.4 * len(labels) + 1.8), layout="constrained")
        axes = figure.add_subplot()
        left = np.zeros(len(labels))
        for column, label, color in (part for part in parts if means[part[0]].any()):
            seconds = means[column].to_numpy() / 1000.0
            axes.barh(labels, seconds, left=left, color=color, label=label, height=0.6)
            left = left + seconds
        for y, total in enumerate(means["total_ms"] / 1000.0):
            axes.annotate(f"{total:,.1f} s", (total, y), xytext=(4, 0), textcoords="offset points", va="center")
        axes.invert_yaxis()
        axes.set_xlim(0, float(means["total_ms"].max()) / 1000.0 * 1.12)
        axes.set_xlabel("mean time per run (s, modelled on the simulator's clock)")
        figure.suptitle("Where the time goes: model calls, tool calls and waits, per run")
        figure.legend(loc="outside right center", title="time spent in")
    return figure, _time_caption(means, grid)


def _time_split(runs, ledger, grid: Grid):
    """Mean ms per run in model calls, tool calls and the rest, per approach × model (grid order)."""
    data = runs_with_calls(runs, ledger)
    data["other_ms"] = (data["total_ms"] - data["model_ms"] - data["tool_ms"]).clip(lower=0.0)
    means = data.groupby(["approach", "model"], sort=False)[["model_ms", "tool_ms", "other_ms", "total_ms"]].mean()
    return means.loc[_grid_order(means.index, grid)]


def _time_caption(means, grid: Grid) -> str:
    """What the time figure shows, in numbers."""
    sentences = []
    called = means[means["model_ms"] > 0]
    shares = [(model, rows["model_ms"].sum() / rows["total_ms"].sum())
              for model, rows in called.groupby(level="model", sort=False)]
    if shares:
        listed = ", ".join(f"{share:.0%} on {model}" for model, share in shares)
        sentences.append(f"Runs that call a model spend most of their modelled time in model calls ({listed}).")
    cheap, dear = grid.models[0], grid.models[-1]
    base = next((a for a in ("chat_loop", "responses_loop", "sdk") if (a, cheap) in means.index), None)
    if base and dear != cheap and (base, dear) in means.index:
        ratio = means.loc[(base, dear), "total_ms"] / means.loc[(base, cheap), "total_ms"]
        sentences.append(f"{dear} runs take {ratio:.1f}× as long as {cheap} ({base}).")
    if ("workflow", cheap) in means.index:
        workflow = means.loc[("workflow", cheap)]
        sentences.append(f"The fixed workflow takes {workflow['total_ms'] / 1000:.1f} s, "
                         f"{workflow['tool_ms'] / workflow['total_ms']:.0%} of it in tools.")
    return " ".join(sentences)


def task_figure(runs, grid: Grid) -> tuple[Any, str]:
    """Mean cost per run of each task, one group of bars (one per approach) per task, one panel
    per model: which tasks are dear, and whether the approaches differ on any of them."""
    import matplotlib as mpl
    import numpy as np
    from matplotlib.figure import Figure

    from labkit import plots

    data = runs.assign(task_label=runs["scenario"] + "/" + runs["task"])
    means = data.groupby(["model", "task_label", "approach"])["cost_usd"].mean()
    tasks = list(dict.fromkeys(data["task_label"]))
    approaches = [a for a in grid.approaches if a in set(data["approach"])]
    free = {a for a in approaches if not (data.loc[data["approach"] == a, "cost_usd"] > 0).any()}
    width = 0.8 / len(approaches)
    with mpl.rc_context(plots.STYLE):
        figure = Figure(figsize=(12, 4.6), layout="constrained")
        panels = figure.subplots(1, len(grid.models), sharey=True, squeeze=False)[0]
        for axes, model in zip(panels, grid.models):
            for index, (approach, color) in enumerate(zip(approaches, plots.SERIES_COLORS)):
                heights = [means.get((model, task, approach), np.nan) for task in tasks]
                axes.bar(np.arange(len(tasks)) + (index - (len(approaches) - 1) / 2) * width, heights, width,
                         color=color, label=(f"{approach} ($0)" if approach in free else approach)
                         if model == grid.models[0] else None)
            axes.set_xticks(range(len(tasks)), [task.replace("/", "\n") for task in tasks], fontsize=9)
            axes.set_title(model)
        panels[0].set_ylabel("mean cost per run (USD)")
        figure.suptitle("Cost per run of each task, by approach")
        figure.legend(loc="outside right center", title="approach")
    return figure, _task_caption(means, tasks, grid)


def _task_caption(means, tasks: list[str], grid: Grid) -> str:
    """What the per-task figure shows, in numbers (on the first model)."""
    model = grid.models[0]
    on_model = means.xs(model, level="model")
    per_task = on_model[on_model > 0].groupby(level="task_label").mean().reindex(tasks).dropna()
    if per_task.empty:
        return "No task made a model call, so no task cost anything."
    dear, cheap = per_task.idxmax(), per_task.idxmin()
    spread = on_model[on_model > 0].groupby(level="task_label").agg(lambda costs: costs.max() / costs.min() - 1)
    return (f"On {model} the dearest task, {dear}, costs {per_task[dear] / per_task[cheap]:.1f}× the cheapest, "
            f"{cheap}; within a task the approaches that call a model differ by at most {spread.max():.1%}.")


def _task_count(runs) -> int:
    """How many distinct tasks a runs table holds."""
    return len(runs[["scenario", "task"]].drop_duplicates())


def png_base64(figure) -> str:
    """A Figure as base64 PNG bytes (100 dpi, no metadata that changes between builds)."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=100, bbox_inches="tight", metadata={"Software": None})
    return base64.b64encode(buffer.getvalue()).decode("ascii")


# --- the index page -----------------------------------------------------------------------------


def index_page(results: list[NotebookResult], comparison: Comparison | None = None) -> str:
    """The report's front page: one row per notebook with its status and a link, then the comparison."""
    passed = sum(r.ok for r in results)
    style = (TEMPLATES / "index.css").read_text(encoding="utf-8")
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>labkit report</title>
<style>
{style}</style></head>
<body>
<h1>labkit report</h1>
<h2>Notebooks</h2>
<p>{passed} of {len(results)} notebooks ran top to bottom on the offline simulator.
Each page below is self-contained and opens without a network.</p>
{notebook_table(results)}
{comparison_section(comparison) if comparison is not None else ""}
</body></html>
"""


def notebook_table(results: list[NotebookResult]) -> str:
    """The notebooks' status table."""
    rows = "\n".join(
        f"<tr><td><a href=\"{html.escape(r.page)}\">{html.escape(r.name)}</a></td>"
        f"<td class=\"{'ok' if r.ok else 'fail'}\">{'OK' if r.ok else 'FAILED'}</td>"
        f"<td>{r.seconds:.1f} s</td><td>{html.escape(r.error)}</td></tr>"
        for r in results
    )
    header = "<tr><th>notebook</th><th>status</th><th>time</th><th>error</th></tr>"
    return f"""<table class="notebooks"><thead>{header}</thead>
<tbody>
{rows}
</tbody></table>"""


def comparison_section(comparison: Comparison) -> str:
    """The comparison: what produced the numbers, the summary table, the failed runs, the figures."""
    title = "<h2>Comparison: a fixed workflow, hand-written loops, or the Agents SDK</h2>"
    if comparison.error:
        return f"{title}\n<p class=\"fail\">The comparison sweep failed: {html.escape(comparison.error)}</p>"
    figures = "\n".join(
        f"<figure><img src=\"data:image/png;base64,{png}\" alt=\"{html.escape(caption)}\">"
        f"<figcaption>{html.escape(caption)}</figcaption></figure>"
        for png, caption in comparison.figures
    )
    return f"""{title}
{backend_line(comparison)}
{summary_html(comparison.table)}
<p class="note">Per run on average. Model calls count every HTTP attempt (a retried or cut one too); tool
calls leave out approval pauses (rows with the reason <code>{APPROVAL_PAUSE}</code>). Paused, refused and
stopped count the rows with a reason code of that family. Notebook 09 walks through these numbers task
by task.</p>
{failures_html(comparison.failures, comparison.runs)}
{figures}"""


def backend_line(comparison: Comparison) -> str:
    """Which backend produced the numbers, from what grid, and what the times and dollars mean."""
    backend = html.escape(comparison.backend)
    where = f" (the offline simulator, seed {config.SIM_SEED})" if comparison.backend == "sim" else ""
    clock = "modelled on the simulator's clock" if comparison.backend == "sim" else "measured"
    return f"""<p class="backend">Numbers produced by the <b>{backend}</b> backend{where}: {comparison.runs} runs
of {comparison.tasks} tasks, {html.escape(comparison.grid.describe())}. Times are {clock}; costs are
priced as of {config.PRICE_DATE.date()}. Every run's rows are in <code>{SWEEP_FOLDER}/runs.parquet</code>
and <code>{SWEEP_FOLDER}/ledger.parquet</code>.</p>"""


def summary_html(table) -> str:
    """The comparison table as HTML: one row per approach × model, numbers right-aligned."""
    header = ("<tr><th>approach</th><th>model</th><th>runs</th><th>success</th><th>mean cost</th>"
              "<th>mean time (modelled)</th><th>model calls / run</th><th>tool calls / run</th>"
              "<th>paused / run</th><th>refused / run</th><th>stopped / run</th></tr>")
    approaches = list(dict.fromkeys(approach for approach, _ in table.index))
    shade = {approach: " class=\"alt\"" if index % 2 else "" for index, approach in enumerate(approaches)}
    rows = "\n".join(
        f"<tr{shade[approach]}><td>{html.escape(approach)}</td><td>{html.escape(model)}</td>"
        f"<td class=\"num\">{row.runs}</td>"
        f"<td class=\"num\">{row.success_rate:.0%}</td><td class=\"num\">${row.mean_cost_usd:.6f}</td>"
        f"<td class=\"num\">{row.mean_total_ms:,.0f} ms</td><td class=\"num\">{row.model_calls:g}</td>"
        f"<td class=\"num\">{row.tool_calls:g}</td><td class=\"num\">{row.paused:g}</td>"
        f"<td class=\"num\">{row.refused:g}</td><td class=\"num\">{row.stopped:g}</td></tr>"
        for (approach, model), row in table.iterrows()
    )
    return f"<table class=\"comparison\"><thead>{header}</thead>\n<tbody>\n{rows}\n</tbody></table>"


def failures_html(failures, runs: int) -> str:
    """The runs whose task check failed, with the reason code and the check's sentence (`reason`,
    `check_detail`); or one line saying every run passed."""
    if failures is None or failures.empty:
        return f"<p class=\"failures ok\">All {runs} runs passed their task's check.</p>"
    rows = "\n".join(
        f"<tr><td>{html.escape(str(r.task))}</td><td>{html.escape(str(r.approach))}</td>"
        f"<td>{html.escape(str(r.model))}</td><td><code>{html.escape(str(r.reason))}</code></td>"
        f"<td>{html.escape(str(getattr(r, 'check_detail', '')))}</td></tr>"
        for r in failures.itertuples(index=False)
    )
    return (f"<p class=\"fail\">{len(failures)} of {runs} runs failed their task's check:</p>\n"
            f"<table class=\"failures\"><thead><tr><th>task</th><th>approach</th><th>model</th><th>reason</th>"
            f"<th>why</th></tr>"
            f"</thead>\n<tbody>\n{rows}\n</tbody></table>")
