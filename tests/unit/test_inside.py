"""labkit.sdk.inside and the silent-drop detector: the SDK internals lesson 11 calls are where the
pinned SDK keeps them, and `labkit.check` flags model requests that carried too few tools."""

from __future__ import annotations

import pytest

from labkit.check import check_tools_sent, requests_without_tools
from labkit.ledger import Ledger
from labkit.sdk import inside


def test_every_sdk_internal_lesson_11_calls_is_where_the_pinned_sdk_keeps_it():
    found = inside.sdk_internals()
    assert set(found) == set(inside.INTERNALS)
    assert all(callable(value) for value in found.values())
    assert found["NextStepHandoff"].__name__ == "NextStepHandoff"


def test_a_moved_internal_fails_loudly_naming_it(monkeypatch):
    monkeypatch.setitem(inside.INTERNALS, "run_single_turn", "agents.run_internal.no_such_module")
    monkeypatch.setitem(inside.INTERNALS, "ProcessedResponse", "agents.version")   # a module without that name
    with pytest.raises(inside.SdkInternalsMoved) as info:
        inside.sdk_internals()
    message = str(info.value)
    assert "agents.run_internal.no_such_module.run_single_turn" in message
    assert "agents.version.ProcessedResponse" in message and "pin openai-agents==0.24.*" in message


def drop_ledger() -> Ledger:
    """Two runs: one whose every request carried the agent's 6 tools, one with a 0 and a 4."""
    book = Ledger()
    with book.run(approach="sdk", scenario="ok"):
        for _ in range(2):
            book.next_step()
            book.record(kind="model", model="gpt-4.1-mini", tools=6)
            book.record(kind="tool", name="get_weather")
    with book.run(approach="sdk", scenario="drop"):
        for count in (0, 4):
            book.next_step()
            book.record(kind="model", model="gpt-4.1-mini", tools=count)
        book.next_step()
        book.record(kind="model", model="gpt-4.1-mini")   # nobody counted: not flagged
    return book


def test_requests_without_tools_flags_a_drop_and_a_partial_drop_only():
    book = drop_ledger()
    flagged = requests_without_tools(book, expected=6)
    assert flagged["run_id"].tolist() == ["sdk-drop-002", "sdk-drop-002"]
    assert flagged["tools"].tolist() == [0, 4] and flagged["step"].tolist() == [1, 2]
    assert requests_without_tools(book, "sdk-ok-001", expected=6).empty
    assert requests_without_tools(book.frame(), "sdk-drop-002", expected=1)["tools"].tolist() == [0]
    with pytest.raises(ValueError, match="at least 1"):
        requests_without_tools(book, expected=0)


def test_check_tools_sent_fires_on_the_dropped_run_and_passes_the_good_one(capsys):
    book = drop_ledger()
    assert check_tools_sent(book, "sdk-ok-001", expected=6) is True
    assert check_tools_sent(book, "sdk-drop-002", expected=6) is False
    assert check_tools_sent(book, "sdk-missing-003", expected=6) is False
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "✓ all 2 model request(s) of sdk-ok-001 carried the 6 tool(s)"
    assert lines[1].startswith("✗ sdk-drop-002 step 1: the request carried 0 of 6 tool(s)")
    assert lines[2].startswith("✗ sdk-drop-002 step 2: the request carried 4 of 6 tool(s)")
    assert "has no model rows" in lines[3]
