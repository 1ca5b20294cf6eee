"""Tests for labkit.widgets.ApprovalPanel, headless: no frontend, no kernel waiting for a click.

A scripted simulated model asks for one side effect (`send_note`) and then answers with whatever
the tool sent back, so the tests can see what the model read after each decision.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator

import ipywidgets as widgets
import pytest

from labkit import sim
from labkit.connect import Connection
from labkit.instrument import metered_clients
from labkit.ledger import Ledger
from labkit.loops import Dispatcher, Registry, chat_loop, responses_loop
from labkit.loops.approval import PendingCall
from labkit.sim.policy import ScriptedPolicy, call, text
from labkit.widgets import ApprovalPanel, PanelApprover

SENT: list[str] = []
LOOPS = {"chat": chat_loop, "responses": responses_loop}


def send_note(note: str) -> dict:
    """Send a note to the team channel (side effect).

    Args:
        note: The text to send.
    """
    SENT.append(note)
    return {"sent": True, "note": note}


def echo_tool_output(conversation) -> sim.ApprovalDecision:
    """The model's last turn: repeat what the tool returned."""
    return text(f"tool said: {conversation.messages[-1].content}")


@pytest.fixture
def paused() -> Iterator:
    """`paused(api)`: a loop stopped at send_note, waiting for a decision (and its ledger)."""
    SENT.clear()
    servers = []

    def start(api: str = "chat"):
        server = sim.start(policy=ScriptedPolicy([call("send_note", note="deploy is rolled back"), echo_tool_output]))
        servers.append(server)
        ledger = Ledger()
        client, async_client = metered_clients(server.base_url, "sk-test", ledger, backend="sim")
        conn = Connection("sim", "test", server.base_url, client, async_client, ledger, server)
        registry = Registry.from_functions([send_note], side_effects=["send_note"])
        result = LOOPS[api](conn, registry, "Tell the team the deploy is rolled back.",
                            dispatcher=Dispatcher(registry, approver=PanelApprover()),
                            approach=f"{api}_loop", scenario="note")
        return result, ledger

    yield start
    for server in servers:
        server.stop()


def all_children(widget) -> list:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found.extend(all_children(child))
    return found


def test_panel_shows_the_held_call(paused):
    result, _ = paused()
    assert result.stopped_by == "awaiting_approval" and SENT == []
    panel = ApprovalPanel(result)
    assert panel.status == "awaiting approval: send_note"
    assert repr(panel) == "ApprovalPanel('awaiting approval: send_note')"
    assert "<b>send_note</b>" in panel.call_html.value and "deploy is rolled back" in panel.call_html.value
    assert [call.name for call in panel.pending] == ["send_note"]
    kinds = {type(widget) for widget in all_children(panel)}
    assert widgets.Output not in kinds, "nbval cannot see Output widgets"
    assert not panel.approve_button.disabled and not panel.reject_button.disabled


@pytest.mark.parametrize("api", LOOPS)
def test_decide_approve_runs_the_tool_and_resumes(paused, api):
    result, ledger = paused(api)
    panel = ApprovalPanel(result)
    finished = panel.decide("approve")
    assert SENT == ["deploy is rolled back"]
    assert finished is panel.result and finished.finished and finished.run_id == result.run_id
    assert json.loads(finished.final_text.removeprefix("tool said: ")) == {"sent": True, "note": "deploy is rolled back"}
    assert panel.status == "approved send_note; the loop finished after 2 model calls"
    assert panel.approve_button.disabled and panel.pending == []
    statuses = [row["status"] for row in ledger.rows if row["kind"] == "tool"]
    assert statuses == ["blocked", "ok"]


def test_button_click_approves(paused):
    result, _ = paused("responses")
    panel = ApprovalPanel(result)
    panel.approve_button.click()
    assert SENT == ["deploy is rolled back"] and panel.result.finished


@pytest.mark.parametrize("api", LOOPS)
def test_reject_sends_the_reason_to_the_model(paused, api):
    result, _ = paused(api)
    panel = ApprovalPanel(result)
    panel.reason_box.value = "wait for the incident lead"
    panel.reject_button.click()
    assert SENT == []
    assert "rejected by a human: wait for the incident lead" in panel.result.final_text
    assert panel.status == "rejected send_note (wait for the incident lead); the loop finished after 2 model calls"
    assert panel.decide("approve") is panel.result and panel.status.startswith("nothing to decide")
    assert SENT == [], "a decided call cannot be approved afterwards"


def test_decide_from_env(paused, monkeypatch):
    result, _ = paused()
    panel = ApprovalPanel(result)
    monkeypatch.delenv("LABKIT_AUTO_DECISION", raising=False)
    assert panel.decide_from_env() is None
    assert panel.pending and SENT == [], "unset means no decision: the call keeps waiting (fail closed)"
    assert "LABKIT_AUTO_DECISION is not set" in panel.status and "click, then run the next cell" in panel.status
    for unknown in ("", "yes", "Approved", "allow"):
        monkeypatch.setenv("LABKIT_AUTO_DECISION", unknown)
        assert panel.decide_from_env() is None and panel.pending and SENT == [], unknown
    monkeypatch.setenv("LABKIT_AUTO_DECISION", "approve")
    assert panel.decide_from_env().finished and SENT == ["deploy is rolled back"]


def test_nothing_blocks_the_kernel(paused):
    """Building the panel and asking the environment never wait for a click (guarded by a join
    timeout so a regression fails instead of hanging)."""
    result, _ = paused()
    done = threading.Event()

    def build() -> None:
        panel = ApprovalPanel(result)
        panel.decide_from_env("LABKIT_TEST_UNSET_DECISION")
        done.set()

    worker = threading.Thread(target=build, daemon=True)
    worker.start()
    worker.join(timeout=30)
    assert done.is_set(), "the panel blocked"


def test_panel_with_a_pending_call_and_a_callback():
    decided: list[tuple[str, str]] = []
    pending = PendingCall("call_1", "send_note", {"note": "hi"})
    panel = ApprovalPanel(pending, resume=lambda verdict, reason: decided.append((verdict, reason)) or "resumed")
    assert panel.decide("reject", "no") == "resumed"
    assert decided == [("reject", "no")] and panel.status == "rejected send_note (no)"


def test_panel_refuses_a_finished_loop(paused):
    result, _ = paused()
    finished = ApprovalPanel(result).decide("approve")
    with pytest.raises(ValueError, match="not waiting for approval"):
        ApprovalPanel(finished)
    with pytest.raises(ValueError, match="'approve' or 'reject'"):
        ApprovalPanel(PendingCall("c", "send_note")).decide("maybe")


# --- a click after Run All, and a click that fails ----------------------------------------------------


def test_ready_says_what_to_do_until_a_decision(paused, capsys):
    result, _ = paused()
    panel = ApprovalPanel(result)
    assert panel.ready() is False
    assert capsys.readouterr().out.strip() == "waiting for your decision above — click, then run the next cell"
    panel.approve_button.click()
    assert panel.ready() is True and capsys.readouterr().out == ""


@pytest.fixture
def paused_with_server() -> Iterator:
    """Like `paused`, also handing back the simulator (to inject faults into the resume)."""
    SENT.clear()
    server = sim.start(policy=ScriptedPolicy([call("send_note", note="deploy is rolled back"), echo_tool_output,
                                              echo_tool_output]))
    ledger = Ledger()
    client, async_client = metered_clients(server.base_url, "sk-test", ledger, backend="sim", max_retries=0)
    conn = Connection("sim", "test", server.base_url, client, async_client, ledger, server)
    registry = Registry.from_functions([send_note], side_effects=["send_note"])
    result = chat_loop(conn, registry, "Tell the team the deploy is rolled back.",
                       dispatcher=Dispatcher(registry, approver=PanelApprover()), approach="chat_loop", scenario="note")
    yield result, server, ledger
    server.stop()


def test_a_failed_reject_shows_the_error_and_keeps_the_call_held(paused_with_server):
    result, server, ledger = paused_with_server
    panel = ApprovalPanel(result)
    panel.reason_box.value = "not yet"
    with server.faults("server_error@1+"):
        panel.reject_button.click()  # a click never raises: the status line says what happened
    assert "resuming failed: InternalServerError" in panel.status and "still awaiting approval" in panel.status
    assert panel.pending and not panel.approve_button.disabled and panel.decisions == [] and SENT == []
    assert panel.ready() is False
    panel.reject_button.click()  # the server is back: the same click now goes through
    assert panel.result.finished and "rejected by a human: not yet" in panel.result.final_text
    reasons = [row["reason"] for row in ledger.rows if row["kind"] == "tool"]
    assert reasons == ["awaiting_approval", "rejected", "rejected"], "the failed attempt is a ledger row too"


def test_a_failed_resume_after_the_side_effect_ran_never_repeats_it(paused_with_server):
    result, server, _ = paused_with_server
    panel = ApprovalPanel(result)
    with server.faults("server_error@1+"):
        with pytest.raises(Exception, match="Error code: 500"):
            panel.decide("approve")
    assert SENT == ["deploy is rolled back"]
    assert "send_note ran, then resuming failed" in panel.status and "it will not run again" in panel.status
    assert panel.pending == [] and panel.approve_button.disabled
    panel.approve_button.click()
    assert SENT == ["deploy is rolled back"], "approving again must not send the note twice"


# --- the trace viewer -----------------------------------------------------------------------------------


@pytest.mark.parametrize("api", LOOPS)
def test_trace_viewer_steps_through_a_run(paused, api):
    from labkit.trace import RunTrace
    from labkit.widgets import TraceViewer

    result, ledger = paused(api)
    finished = ApprovalPanel(result).decide("approve")
    trace = RunTrace.from_loop(finished, ledger)
    assert [step.calls for step in trace.steps] == [["send_note"], []]
    first, second = trace.steps
    assert [item["status"] for item in first.tool_results] == ["ok"]
    assert second.output[0]["text"].startswith("tool said:")
    assert second.cost_so_far_usd >= first.cost_so_far_usd and second.latency_so_far_ms > first.latency_so_far_ms
    viewer = TraceViewer(trace)
    assert repr(viewer) == f"TraceViewer({finished.run_id!r}, 2 steps)"
    assert viewer.previous_button.disabled and "step 1:" in viewer.step_html.value
    viewer.next_button.click()
    assert viewer.step == 2 and viewer.next_button.disabled and viewer.position_label.value.startswith("step 2 of 2")
    viewer.slider.value = 1
    assert "step 1:" in viewer.step_html.value
    bundle = viewer._repr_mimebundle_()
    assert "text/html" in bundle and "step 2:" in bundle["text/html"], "headless readers get every step"
    kinds = {type(widget) for widget in all_children(viewer)}
    assert widgets.Output not in kinds


def test_trace_needs_the_ledger_of_the_run(paused):
    from labkit.trace import RunTrace

    result, _ = paused()
    with pytest.raises(ValueError, match="no rows of run"):
        RunTrace.from_loop(result, Ledger())
    with pytest.raises(TypeError, match="LoopResult"):
        RunTrace.from_loop("not a result", Ledger())
