"""Tests for labkit.plots: figures with units, the right marks, clear errors; PNGs for a person.

Every figure is also written to /tmp/labkit_plots/ so someone can look at it (not committed).
"""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
import pytest  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from labkit import plots  # noqa: E402
from labkit.ledger import Ledger  # noqa: E402

OUT = Path("/tmp/labkit_plots")


def sample_frame() -> pd.DataFrame:
    """Two approaches, two models, five runs; the chat loop retries once and calls tools."""
    book = Ledger()
    for _ in range(2):
        with book.run(approach="workflow", scenario="deals", backend="sim", model="gpt-4.1-mini") as run:
            run.next_step()
            run.record(kind="model", input_tokens=900, output_tokens=150, latency_ms=700)
            run.record(kind="tool", name="format_table", latency_ms=5)
    for repeat in range(2):
        with book.run(approach="chat_loop", scenario="deals", backend="sim", model="gpt-4.1-mini") as run:
            _chat_loop(run, retry=repeat == 0)
    with book.run(approach="chat_loop", scenario="deals", backend="sim", model="gpt-5-mini") as run:
        _chat_loop(run, retry=False, reasoning=200)
    return book.frame()


def _chat_loop(run, *, retry: bool, reasoning: int = 0) -> None:
    """Three model calls with growing, partly cached prompts and two tool calls between them."""
    for step, (prompt, cached) in enumerate([(1200, 0), (2100, 1024), (3000, 2048)], start=1):
        run.next_step()
        if retry and step == 2:
            run.record(kind="model", status="retried", error="RateLimitError: 429", latency_ms=30)
            run.advance(250)
            run.record(kind="model", attempt=2, input_tokens=prompt, cached_tokens=cached,
                       output_tokens=120 + reasoning, reasoning_tokens=reasoning, latency_ms=650)
        else:
            run.record(kind="model", input_tokens=prompt, cached_tokens=cached,
                       output_tokens=120 + reasoning, reasoning_tokens=reasoning, latency_ms=600 + 40 * step)
        if step < 3:
            run.record(kind="tool", name="search_deals", latency_ms=45, detail="args 61 B")


@pytest.fixture(scope="module")
def frame() -> pd.DataFrame:
    OUT.mkdir(parents=True, exist_ok=True)
    return sample_frame()


def save(fig: Figure, name: str) -> None:
    """Write the figure where a person can look at it."""
    fig.savefig(OUT / f"{name}.png", dpi=100)


def check_axes(fig: Figure, x_unit: str, y_unit: str):
    """The figure's single data axes, after checking its labels, title, size and fonts."""
    assert isinstance(fig, Figure)
    ax = fig.axes[0]
    assert x_unit in ax.get_xlabel() and y_unit in ax.get_ylabel()
    assert fig.get_suptitle()
    assert tuple(fig.get_size_inches()) == plots.FIGSIZE
    texts = [ax.xaxis.label, ax.yaxis.label, *ax.get_xticklabels(), *ax.get_yticklabels()]
    assert min(text.get_fontsize() for text in texts) >= 10
    return ax


def test_cost_by_approach(frame):
    fig = plots.cost_by_approach(frame)
    save(fig, "cost_by_approach")
    ax = check_axes(fig, "approach", "USD")
    assert len(ax.patches) == 2 * 3  # two approaches x (uncached, cached, output)
    assert [t.get_text() for t in ax.get_xticklabels()] == ["workflow", "chat_loop"]
    heights = [patch.get_height() for patch in ax.patches]
    # workflow per run: 900 x 0.4/M + 150 x 1.6/M, no cached input
    assert heights[0] == pytest.approx(900 * 0.4e-6) and heights[2] == 0
    assert heights[4] == pytest.approx(150 * 1.6e-6)
    labels = [text.get_text() for text in fig.legends[0].get_texts()]
    assert labels == ["uncached input", "cached input", "output (incl. reasoning)"]


def test_run_timeline(frame):
    fig = plots.run_timeline(frame, "chat_loop-deals-003")
    save(fig, "run_timeline")
    ax = check_axes(fig, "ms", "order")
    run = frame[frame["run_id"] == "chat_loop-deals-003"]
    assert len(ax.patches) == len(run) == 6  # 4 model rows (one retried) + 2 tool rows
    starts = sorted(patch.get_x() for patch in ax.patches)
    assert starts == sorted(run["start_ms"].tolist())
    colors = {matplotlib.colors.to_hex(patch.get_facecolor()) for patch in ax.patches}
    assert colors == {plots.KIND_COLORS["model"].lower(), plots.KIND_COLORS["tool"].lower()}
    assert "chat_loop-deals-003" in fig.get_suptitle()
    assert any("search_deals" in text.get_text() for text in ax.texts)


def test_run_timeline_unknown_run(frame):
    with pytest.raises(ValueError, match=r"no rows for run 'x' — runs here: workflow-deals-001, "):
        plots.run_timeline(frame, "x")
    with pytest.raises(ValueError, match=r"no rows for run 'x' — runs here: \(none\)"):
        plots.run_timeline(Ledger().frame(), "x")


def test_tokens_per_step(frame):
    fig = plots.tokens_per_step(frame)
    save(fig, "tokens_per_step")
    ax = check_axes(fig, "step", "tokens")
    assert len(ax.lines) == frame["run_id"].nunique() == 5  # one line per run
    assert len(ax.collections) == 5                         # one cached shading per run
    longest = max(ax.lines, key=lambda line: len(line.get_xdata()))
    assert list(longest.get_ydata()) == [1200, 2100, 3000]  # the retry is plotted once
    labels = [text.get_text() for text in fig.legends[0].get_texts()]
    assert labels == ["workflow (2)", "chat_loop (3)", "cached part"]


def test_cost_vs_latency(frame):
    fig = plots.cost_vs_latency(frame)
    save(fig, "cost_vs_latency")
    ax = check_axes(fig, "ms", "USD")
    assert len(ax.collections) == 3  # (workflow, 4.1-mini), (chat_loop, 4.1-mini), (chat_loop, 5-mini)
    assert sorted(text.get_text() for text in ax.texts) == [
        "chat_loop · gpt-4.1-mini", "chat_loop · gpt-5-mini", "workflow · gpt-4.1-mini"]
    workflow = ax.collections[0].get_offsets()[0]
    assert workflow[0] == pytest.approx(705)  # 700 ms model call + 5 ms tool
    assert workflow[1] == pytest.approx(900 * 0.4e-6 + 150 * 1.6e-6)


def test_cost_vs_latency_by_one_column(frame):
    fig = plots.cost_vs_latency(frame, by=("approach",))
    save(fig, "cost_vs_latency_by_approach")
    assert len(fig.axes[0].collections) == 2


@pytest.mark.parametrize("plot", [plots.cost_by_approach, plots.tokens_per_step, plots.cost_vs_latency])
def test_empty_frames_give_a_clear_error(plot):
    with pytest.raises(ValueError, match="no (model )?rows to plot"):
        plot(Ledger().frame())


def test_tool_only_frame_has_no_model_rows():
    book = Ledger()
    book.record(kind="tool", name="t", latency_ms=3)
    with pytest.raises(ValueError, match="no model rows"):
        plots.cost_by_approach(book.frame())
    fig = plots.run_timeline(book.frame(), "adhoc-000")  # a timeline of tools alone is fine
    assert len(fig.axes[0].patches) == 1


def test_no_pyplot_figures_are_left_open(frame):
    before = plt.get_fignums()
    plots.cost_by_approach(frame)
    plots.tokens_per_step(frame)
    assert plt.get_fignums() == before


def test_palette_is_okabe_ito():
    assert set(plots.SERIES_COLORS) == {
        "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#000000"}


def test_path_spread_shows_one_dot_per_distinct_value_and_names_missing_columns() -> None:
    import pandas as pd
    import pytest

    from labkit import plots

    per_run = pd.DataFrame({"approach": ["a"] * 3 + ["b"] * 3, "model_calls": [4, 4, 4, 4, 5, 7],
                            "cost_usd": [0.1, 0.1, 0.1, 0.1, 0.12, 0.2]})
    fig = plots.path_spread(per_run)
    left, right = fig.axes
    sizes = [len(collection.get_offsets()) for collection in left.collections]
    assert sizes == [1, 3]  # "a" always took one path; "b" spread over three
    assert [t.get_text() for t in left.texts] == ["3"]  # only a shared dot is numbered
    with pytest.raises(ValueError, match="cost_usd"):
        plots.path_spread(per_run.drop(columns="cost_usd"))
