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
