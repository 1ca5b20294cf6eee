"""The widgets in a real JupyterLab, clicked in a real browser (Debian's chromium via Playwright).

What a newcomer does: open a lesson, Run All, read the panel, click. Each test opens one
notebook of a temporary copy, checks that opening it left it unmodified, runs all cells, and then
clicks like a person would, reading what the page shows:

- 05: the approval panel waits after Run All (the cell after it says to click); Approve files the
  ticket, the status line says so, and the next cell shows exactly one ticket;
- 07: the Agents SDK panel; Reject with a reason typed in the box: the status line shows the
  rejection and its reason, and the next cell shows no booking;
- 04: the trace viewer; Next / Previous step through the run's model calls.
"""

from __future__ import annotations

import time

WAITING = "waiting for your decision above — click, then run the next cell"


# --- driving JupyterLab --------------------------------------------------------------------------


def open_notebook(page, lab, name: str) -> None:
    """Open `name`, wait for its kernel, and check that opening it changed nothing in the file."""
    page.goto(lab.notebook_url(name))
    page.wait_for_function("() => window.jupyterapp && jupyterapp.shell.currentWidget "
                           "&& jupyterapp.shell.currentWidget.sessionContext", timeout=120_000)
    page.wait_for_function("""async () => {
        const panel = jupyterapp.shell.currentWidget;
        await panel.context.ready; await panel.sessionContext.ready;
        const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
        return kernel && kernel.connectionStatus === 'connected' && kernel.status === 'idle';
    }""", timeout=120_000, polling=500)
    time.sleep(1)  # let JupyterLab merge the kernel's info into the notebook's metadata, if it would
    dirty = page.evaluate("() => jupyterapp.shell.currentWidget.context.model.dirty")
    assert dirty is False, f"opening {name} marked it modified (its kernelspec or language_info differ from the kernel's)"


def run_all(page) -> None:
    page.evaluate("() => jupyterapp.commands.execute('notebook:run-all-cells')")


def cell_index(page, starts_with: str) -> int:
    index = page.evaluate("""(start) => {
        const cells = jupyterapp.shell.currentWidget.content.widgets;
        return cells.findIndex(cell => cell.model.sharedModel.getSource().startsWith(start));
    }""", starts_with)
    assert index >= 0, f"no cell starts with {starts_with!r}"
    return index


def output_of(page, index: int) -> str:
    return page.locator(".jp-Notebook .jp-Cell").nth(index).locator(".jp-OutputArea").inner_text()


def wait_for_output(page, index: int, text: str, timeout_s: float = 180) -> str:
    """Wait until cell `index` shows `text` in its output; the whole output."""
    deadline = time.monotonic() + timeout_s
    shown = ""
    while time.monotonic() < deadline:
        shown = output_of(page, index)
        if text in shown:
            return shown
        page.wait_for_timeout(500)
    raise AssertionError(f"cell {index} never showed {text!r}; it shows:\n{shown[-2000:]}")


def run_cell(page, index: int) -> None:
    """Run one cell, as Shift+Enter on it would (without moving on)."""
    page.evaluate("""(index) => {
        const notebook = jupyterapp.shell.currentWidget.content;
        notebook.activeCellIndex = index;
        return jupyterapp.commands.execute('notebook:run-cell');
    }""", index)


def panel_in(page, index: int):
    """The approval panel widget shown by cell `index`."""
    cell = page.locator(".jp-Notebook .jp-Cell").nth(index)
    cell.scroll_into_view_if_needed()
    panel = cell.locator(".jp-OutputArea .widget-vbox").first
    panel.wait_for()
    return panel


def status_line(panel) -> str:
    return panel.locator(".widget-label").last.inner_text()


def wait_for_status(panel, text: str, timeout_s: float = 120) -> str:
    deadline = time.monotonic() + timeout_s
    shown = ""
    while time.monotonic() < deadline:
        shown = status_line(panel)
        if text in shown:
            return shown
        time.sleep(0.3)
    raise AssertionError(f"the status line never said {text!r}; it says {shown!r}")


# --- the tests -----------------------------------------------------------------------------------


def test_05_approve_files_exactly_one_ticket(page, lab):
    open_notebook(page, lab, "05_production_guards.ipynb")
    run_all(page)
    panel_cell = cell_index(page, "panel = ApprovalPanel(paused)")
    after = cell_index(page, "if panel.ready():\n    approved_run")
    wait_for_output(page, after, WAITING)  # after Run All, nothing was clicked: the next cell says so
    panel = panel_in(page, panel_cell)
    assert "awaiting approval: create_ticket" in status_line(panel)
    assert "create_ticket" in panel.locator(".widget-html").first.inner_text()
    panel.get_by_role("button", name="Approve").click()
    status = wait_for_status(panel, "approved create_ticket")
    assert "the loop finished" in status, status
    assert panel.get_by_role("button", name="Approve").is_disabled()
    tickets = cell_index(page, "if panel.ready():\n    tickets = approval_world.tickets")
    run_cell(page, tickets)
    shown = wait_for_output(page, tickets, "tickets filed:")
    assert "tickets filed: 1" in shown and "'ticket_id': 'TKT-1'" in shown, shown


def test_07_reject_with_a_reason_books_nothing(page, lab):
    open_notebook(page, lab, "07_control_flow.ipynb")
    run_all(page)
    panel_cell = cell_index(page, "panel = SdkApprovalPanel(desk, paused")
    after = cell_index(page, "if panel.ready():\n    approved = panel.result")
    wait_for_output(page, after, WAITING)
    panel = panel_in(page, panel_cell)
    assert "awaiting approval: book_bulk_waste_pickup" in status_line(panel)
    reason = "the user is away that week"
    panel.get_by_placeholder("reason (optional, shown to the model on reject)").fill(reason)
    panel.get_by_role("button", name="Reject").click()
    status = wait_for_status(panel, "the run finished")
    assert status.startswith(f"rejected book_bulk_waste_pickup ({reason}); the run finished"), status
    run_cell(page, after)
    shown = wait_for_output(page, after, "bookings:")
    assert "bookings: []" in shown and "Tool execution was not approved" in shown, shown


def test_04_trace_viewer_steps_through_the_run(page, lab):
    open_notebook(page, lab, "04_responses_loop.ipynb")
    run_all(page)
    viewer_cell = cell_index(page, "from labkit.widgets import TraceViewer")
    wait_for_output(page, viewer_cell, "step 1 of")
    viewer = page.locator(".jp-Notebook .jp-Cell").nth(viewer_cell).locator(".jp-OutputArea")
    viewer.scroll_into_view_if_needed()
    label = viewer.locator(".widget-hbox > .widget-label")  # the step and totals (the slider has its own label)
    steps = int(label.inner_text().split(" of ")[1].split(" ")[0])
    assert steps >= 2, label.inner_text()
    assert viewer.get_by_role("button", name="Previous").is_disabled()
    assert "step 1:" in viewer.locator(".widget-html").inner_text()
    for step in range(2, steps + 1):
        viewer.get_by_role("button", name="Next").click()
        page.wait_for_function("([cell, step]) => document.querySelectorAll('.jp-Notebook .jp-Cell')[cell]"
                               ".querySelector('.widget-hbox > .widget-label').textContent.startsWith(`step ${step} of`)",
                               arg=[viewer_cell, step])
        assert f"step {step}:" in viewer.locator(".widget-html").inner_text()
    assert viewer.get_by_role("button", name="Next").is_disabled()
    shown = viewer.locator(".widget-html").inner_text()
    assert "tools offered:" in shown and "so far" in label.inner_text()
    viewer.get_by_role("button", name="Previous").click()
    page.wait_for_function("([cell, step]) => document.querySelectorAll('.jp-Notebook .jp-Cell')[cell]"
                           ".querySelector('.widget-hbox > .widget-label').textContent.startsWith(`step ${step} of`)",
                           arg=[viewer_cell, steps - 1])
