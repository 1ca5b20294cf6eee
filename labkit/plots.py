"""Charts of a ledger frame (`Ledger.frame()`), for lessons and the comparison report.

Every function takes the frame, returns a matplotlib `Figure` and never calls `plt.show()`: the
figure is built without pyplot, so a notebook shows it exactly once (when it is the cell's value)
and nothing piles up in pyplot's figure list. Colours come from the Okabe–Ito palette, which stays
distinguishable with the common colour-vision deficiencies; every axis names its unit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import matplotlib as mpl
import pandas as pd
from matplotlib.figure import Figure
from matplotlib.patches import Patch
from matplotlib.ticker import MaxNLocator

from labkit import config, pricing

#: Okabe & Ito (2008), "Color Universal Design": safe for the common colour-vision deficiencies.
OKABE_ITO = {
    "blue": "#0072B2",
    "orange": "#E69F00",
    "bluish_green": "#009E73",
    "reddish_purple": "#CC79A7",
    "vermillion": "#D55E00",
    "sky_blue": "#56B4E9",
    "yellow": "#F0E442",
    "black": "#000000",
}
#: The order colours are handed out to approaches (or other groups).
SERIES_COLORS = tuple(OKABE_ITO.values())
KIND_COLORS = {
    "model": OKABE_ITO["blue"],
    "tool": OKABE_ITO["orange"],
    "handoff": OKABE_ITO["reddish_purple"],
    "guardrail": OKABE_ITO["bluish_green"],
}
COST_PARTS = (
    ("input_usd", "uncached input", OKABE_ITO["blue"]),
    ("cached_usd", "cached input", OKABE_ITO["sky_blue"]),
    ("output_usd", "output (incl. reasoning)", OKABE_ITO["vermillion"]),
)
FIGSIZE = (8, 4.5)
STYLE = {
    "font.size": 11,
    "axes.titlesize": 12,
    "figure.titlesize": 12,
    "axes.labelsize": 11,
    "xtick.labelsize": 10,
    "ytick.labelsize": 10,
    "legend.fontsize": 10,
    "axes.spines.top": False,
    "axes.spines.right": False,
}


def show_figures_inline() -> None:
    """In a notebook, display returned Figures as PNG images (they are built without pyplot, so
    IPython's inline backend has not registered its image formatter yet). No-op elsewhere."""
    try:
        from IPython import get_ipython
        from IPython.core.pylabtools import select_figure_formats
    except ImportError:
        return
    shell = get_ipython()
    if shell is not None and hasattr(shell, "display_formatter"):
        select_figure_formats(shell, {"png"}, bbox_inches="tight", dpi=100)


show_figures_inline()


def cost_by_approach(frame: pd.DataFrame) -> Figure:
    """Stacked bars, one per approach: mean cost per run in USD, split into uncached input,
    cached input and output (priced per model row with `labkit.pricing.cost_breakdown`).

    Approaches appear in the order they first occur in the frame.
    """
    model = _model_rows(frame)
    parts = _cost_parts(model)
    runs = model.groupby("approach", sort=False)["run_id"].nunique()
    per_run = parts.groupby(model["approach"], sort=False).sum().div(runs, axis=0)
    with mpl.rc_context(STYLE):
        fig, ax = _figure()
        bottom = pd.Series(0.0, index=per_run.index)
        labels = [str(name) for name in per_run.index]
        for column, label, color in COST_PARTS:
            ax.bar(labels, per_run[column], bottom=bottom, color=color, label=label, width=0.6)
            bottom = bottom + per_run[column]
        for x, total in enumerate(bottom):
            ax.annotate(_usd(total), (x, total), ha="center", va="bottom", xytext=(0, 3),
                        textcoords="offset points", fontsize=10)
        ax.set_xlabel("approach")
        ax.set_ylabel("mean cost per run (USD)")
        ax.ticklabel_format(axis="y", style="plain", useOffset=False)
        fig.suptitle(f"Mean cost per run by approach (prices as of {config.PRICE_DATE.date()})")
        fig.legend(loc="outside right center", title="cost part")
    return fig


def run_timeline(frame: pd.DataFrame, run_id: str) -> Figure:
    """Horizontal bars along the run's own clock (ms): one bar per model, tool, handoff or guardrail
    row of run `run_id`, top to bottom in start order, coloured by kind and labelled with its name.

    Rows whose status is not "ok" (retried, error, ...) are hatched and say so.
    """
    rows = _run_rows(frame, run_id)
    with mpl.rc_context(STYLE):
        fig, ax = _figure()
        for y, row in enumerate(rows.itertuples(index=False)):
            _timeline_bar(ax, y, row)
        ax.set_yticks(range(len(rows)), [f"step {row.step}" for row in rows.itertuples()])
        ax.invert_yaxis()
        ax.set_xlabel("time since run start (ms, run clock)")
        ax.set_ylabel("call (in start order)")
        ax.set_xlim(0, max(_run_end_ms(rows), 1.0) * 1.25)
        models = int((rows["kind"] == "model").sum())
        tools = int((rows["kind"] == "tool").sum())
        fig.suptitle(f"Timeline of run {run_id}: {_count(models, 'model call')}, {_count(tools, 'tool call')}, "
                     f"{_run_end_ms(rows):,.0f} ms")
        fig.legend(handles=_kind_handles(rows), loc="outside right center", title="kind")
    return fig


def tokens_per_step(frame: pd.DataFrame) -> Figure:
    """Input tokens of each model call against its step: one line per run, coloured by approach,
    showing how the prompt grows; the cached part of each prompt is shaded.

    When a step was retried, its last attempt is plotted.
    """
    model = _model_rows(frame)
    last = model.sort_values(["run_id", "step", "attempt"], kind="stable")
    last = last.drop_duplicates(["run_id", "step"], keep="last")
    colors = _series_colors(model["approach"])
    with mpl.rc_context(STYLE):
        fig, ax = _figure()
        for run_id in pd.unique(model["run_id"]):
            run = last[last["run_id"] == run_id]
            color = colors[run["approach"].iloc[0]]
            steps = run["step"].astype(int)
            ax.plot(steps, run["input_tokens"].astype(int), marker="o", color=color)
            ax.fill_between(steps, 0, run["cached_tokens"].astype(int), color=color, alpha=0.2,
                            linewidth=0)
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_ylim(bottom=0)
        ax.set_xlabel("step (model call number within the run)")
        ax.set_ylabel("input tokens per call (tokens)")
        fig.suptitle("How the prompt grows: input tokens per model call (shaded: cached part)")
        fig.legend(handles=_approach_handles(colors, model), loc="outside right center",
                   title="approach (runs)")
    return fig


def cost_vs_latency(frame: pd.DataFrame, by: Sequence[str] = ("approach", "model")) -> Figure:
    """One labelled point per group of `by`: mean cost per run (USD) against mean run duration (ms).

    A run's cost is the sum of its rows' `cost_usd`; its duration is max(start_ms + latency_ms)
    on the run clock. Points are coloured by the first `by` column.
    """
    keys = [by] if isinstance(by, str) else list(by)
    per_run = _per_run_totals(frame, keys)
    means = per_run.groupby(keys, sort=False, dropna=False)[["cost_usd", "duration_ms"]].mean()
    colors = _series_colors(per_run[keys[0]])
    with mpl.rc_context(STYLE):
        fig, ax = _figure()
        for group, point in means.iterrows():
            group = group if isinstance(group, tuple) else (group,)
            ax.scatter(point["duration_ms"], point["cost_usd"], s=70, color=colors[group[0]],
                       edgecolor="black", linewidth=0.5, zorder=3)
            ax.annotate(" · ".join(str(part) for part in group), (point["duration_ms"], point["cost_usd"]),
                        xytext=(6, 6), textcoords="offset points", fontsize=10)
        ax.set_xlim(0, means["duration_ms"].max() * 1.3 or 1.0)
        ax.set_ylim(0, means["cost_usd"].max() * 1.3 or 1.0)
        ax.ticklabel_format(axis="y", style="plain", useOffset=False)
        ax.set_xlabel("mean duration per run (ms, run clock)")
        ax.set_ylabel("mean cost per run (USD)")
        fig.suptitle(f"Cost vs latency per run, by {' and '.join(keys)} "
                     f"({per_run['run_id'].nunique()} runs)")
    return fig


# --- helpers ------------------------------------------------------------------------------------


def _figure() -> tuple[Figure, object]:
    """A notebook-width figure with one axes, laid out so an outside legend fits."""
    fig = Figure(figsize=FIGSIZE, layout="constrained")
    return fig, fig.add_subplot()


def _model_rows(frame: pd.DataFrame) -> pd.DataFrame:
    """The frame's model rows, or a ValueError saying there are none."""
    rows = frame[frame["kind"] == "model"] if "kind" in frame else frame.iloc[0:0]
    if rows.empty:
        raise ValueError(f"no model rows to plot (the frame has {len(frame)} rows) — "
                         "record some model calls first")
    return rows.reset_index(drop=True)


def _run_rows(frame: pd.DataFrame, run_id: str) -> pd.DataFrame:
    """The rows of one run in start order, or a ValueError naming the runs that exist."""
    rows = frame[frame["run_id"] == run_id] if "run_id" in frame else frame.iloc[0:0]
    if rows.empty:
        runs = ", ".join(map(str, pd.unique(frame["run_id"].dropna()))) if "run_id" in frame else ""
        raise ValueError(f"no rows for run {run_id!r} — runs here: {runs or '(none)'}")
    return rows.sort_values("start_ms", kind="stable").reset_index(drop=True)


def _cost_parts(model: pd.DataFrame) -> pd.DataFrame:
    """Uncached input / cached input / output USD for each model row."""
    parts = [
        pricing.cost_breakdown(
            str(row.model),
            input_tokens=_int(row.input_tokens),
            cached_tokens=_int(row.cached_tokens),
            output_tokens=_int(row.output_tokens),
        )
        for row in model.itertuples(index=False)
    ]
    return pd.DataFrame(parts, index=model.index, columns=[part[0] for part in COST_PARTS])


def _per_run_totals(frame: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    """Per run (and group keys): total cost_usd and duration_ms on the run clock."""
    if frame.empty:
        raise ValueError("no rows to plot — record some runs first")
    missing = [key for key in keys if key not in frame]
    if missing:
        raise ValueError(f"cannot group by {missing}: not columns of this frame")
    ends = frame["start_ms"].fillna(0) + frame["latency_ms"].fillna(0)
    data = frame.assign(end_ms=ends)
    totals = data.groupby(["run_id", *keys], sort=False, dropna=False).agg(
        cost_usd=("cost_usd", "sum"), duration_ms=("end_ms", "max"))
    return totals.reset_index()


def _timeline_bar(ax, y: int, row) -> None:
    """One timeline bar (hatched unless ok) with its name written after it."""
    start = _num(row.start_ms)
    width = _num(row.latency_ms)
    ok = row.status == "ok"
    ax.barh(y, width, left=start, height=0.6, color=KIND_COLORS.get(row.kind, OKABE_ITO["black"]),
            hatch=None if ok else "//", edgecolor="black" if not ok else "none", linewidth=0.5)
    label = str(row.name) if not pd.isna(row.name) else str(row.kind)
    if row.attempt > 1:
        label += f" (attempt {row.attempt})"
    if not ok:
        label += f" [{row.status}]"
    ax.annotate(f"{label} · {width:,.0f} ms", (start + width, y), xytext=(4, 0),
                textcoords="offset points", va="center", fontsize=10)


def _kind_handles(rows: pd.DataFrame) -> list[Patch]:
    """Legend patches for the kinds present (and a hatched one if any row was not ok)."""
    kinds = [kind for kind in KIND_COLORS if (rows["kind"] == kind).any()]
    handles = [Patch(color=KIND_COLORS[kind], label=kind) for kind in kinds]
    if (rows["status"] != "ok").any():
        handles.append(Patch(facecolor="white", edgecolor="black", hatch="//", label="not ok"))
    return handles


def _approach_handles(colors: dict, model: pd.DataFrame) -> list[Patch]:
    """Legend patches: one per approach with its run count, plus the cached shading."""
    runs = model.groupby("approach", sort=False)["run_id"].nunique()
    handles = [Patch(color=colors[name], label=f"{name} ({runs[name]})") for name in colors]
    handles.append(Patch(color="grey", alpha=0.3, label="cached part"))
    return handles


def _series_colors(values: pd.Series) -> dict:
    """A palette colour for each distinct value, in order of first appearance."""
    names = list(pd.unique(values))
    return {name: SERIES_COLORS[i % len(SERIES_COLORS)] for i, name in enumerate(names)}


def _run_end_ms(rows: pd.DataFrame) -> float:
    """When the run's last row ended on its clock."""
    return float((rows["start_ms"].fillna(0) + rows["latency_ms"].fillna(0)).max())


def _count(n: int, noun: str) -> str:
    """"1 tool call", "2 tool calls"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _usd(value: float) -> str:
    """Dollars with enough decimals to show three significant digits of a small amount."""
    if not value or math.isnan(value):
        return "$0" if value == 0 else "n/a"
    decimals = max(2, 2 - math.floor(math.log10(abs(value))))
    return f"${value:.{decimals}f}"


def _int(value: object) -> int:
    """A token count from a frame cell (NA as 0)."""
    return 0 if pd.isna(value) else int(value)


def _num(value: object) -> float:
    """A millisecond value from a frame cell (NA as 0)."""
    return 0.0 if pd.isna(value) else float(value)


def tool_route_latency(table: pd.DataFrame) -> Figure:
    """Bars, one per route a tool call took (`labkit.mcp.measure.per_call_overhead`): the median
    latency per call in ms, a whisker to the 90th percentile, on a log scale (a local call and a
    call over HTTP differ by orders of magnitude). Wall-clock figures: they vary run to run."""
    with mpl.rc_context(STYLE):
        fig, ax = _figure()
        labels = [str(route) for route in table.index]
        medians = table["median_ms"].astype(float)
        spread = (table["p90_ms"].astype(float) - medians).clip(lower=0)
        ax.bar(labels, medians, yerr=[[0] * len(medians), spread], capsize=4, width=0.6,
               color=SERIES_COLORS[: len(labels)])
        for x, (value, top) in enumerate(zip(medians, medians + spread, strict=True)):
            ax.annotate(f"{value:.2g} ms", (x, top), ha="center", va="bottom", xytext=(0, 4),
                        textcoords="offset points", fontsize=10)
        ax.set_yscale("log")
        ax.set_xlabel("how the call reached the tool")
        ax.set_ylabel("latency per call (ms, log scale; wall clock)")
        calls = int(table["calls"].min()) if len(table) else 0
        fig.suptitle(f"Per-call latency of one tool by route (median, whisker to p90; at least {calls} calls each)")
    return fig


def path_spread(per_run: pd.DataFrame, *, by: str = "approach") -> Figure:
    """Two dot plots side by side, one row per `by` group: the model calls of each run (left) and
    its cost in USD (right). Runs with the same value share one dot, its area grows with their
    number and the number is written on it (a dot without one is a single run): a group that always takes the same path is one big
    dot, a group that varies spreads out. `per_run`: one row per run with `by`, `model_calls`
    and `cost_usd` columns."""
    missing = {by, "model_calls", "cost_usd"} - set(per_run.columns)
    if missing:
        raise ValueError(f"path_spread needs the columns {sorted(missing)} (one row per run)")
    groups = list(dict.fromkeys(per_run[by]))
    colors = {group: SERIES_COLORS[i % len(SERIES_COLORS)] for i, group in enumerate(groups)}
    with mpl.rc_context(STYLE):
        fig = Figure(figsize=(FIGSIZE[0] + 1, 1.4 + 0.8 * len(groups)), layout="constrained")
        left, right = fig.subplots(1, 2, sharey=True)
        for ax, column, label in ((left, "model_calls", "model calls per run"), (right, "cost_usd", "cost per run (USD)")):
            for y, group in enumerate(groups):
                counts = per_run.loc[per_run[by] == group, column].round(8).value_counts().sort_index()
                ax.scatter(counts.index, [y] * len(counts), s=[40 + 25 * n for n in counts], color=colors[group],
                           alpha=0.8, edgecolor="white", linewidth=0.8, zorder=3)
                for value, n in counts[counts > 1].items():
                    ax.annotate(f"{n}", (value, y), xytext=(0, 11), textcoords="offset points", ha="center",
                                fontsize=9)
            ax.set_xlabel(label)
            ax.grid(axis="x", alpha=0.3)
            ax.margins(x=0.15)
        left.xaxis.set_major_locator(MaxNLocator(integer=True))
        right.ticklabel_format(axis="x", style="plain", useOffset=False)
        right.tick_params(axis="x", labelrotation=30)
        left.set_yticks(range(len(groups)), [str(group) for group in groups])
        left.set_ylim(-0.6, len(groups) - 0.3)
        left.invert_yaxis()
        runs = int(per_run.groupby(by).size().max())
        fig.suptitle(f"Where each {by}'s runs land ({_count(runs, 'run')} each; a number: that many runs share the dot)")
    return fig
