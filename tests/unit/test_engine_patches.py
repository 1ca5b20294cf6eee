"""labkit.sim.engine on records changed and looked up by code: an update whose `changes` object
holds only the fields the user said (no made-up points or dates), a value of a nested option that
names what the update is about ("mark it as done"), and two product codes looked up and answered
together. The tools are written for these tests."""

from __future__ import annotations

import json

from labkit.sim.engine import Engine
from labkit.sim.types import Conversation, Message, Tool

ENGINE = Engine()
BOARD = "You are the assistant of a team's task board. Today is Monday 8 March 2027."
UPDATE = Tool("update_task", "Change fields of a task on the board.", {
    "type": "object", "properties": {
        "task_id": {"type": "string", "description": "Task id, e.g. T-101"},
        "changes": {"type": "object", "properties": {
            "status": {"type": "string", "enum": ["todo", "doing", "done", "blocked"]},
            "due": {"type": "string", "format": "date"},
            "points": {"type": "integer"},
            "assignee": {"type": "string"}}, "minProperties": 1},
    }, "required": ["task_id", "changes"]})
LIST = Tool("list_tasks", "The tasks on the board with their status.", {"type": "object", "properties": {}})


def first_call(text: str) -> tuple[str, dict] | None:
    decision = ENGINE.decide(Conversation("chat", "gpt-4.1-mini", [Message("user", text)], instructions=BOARD, tools=[UPDATE, LIST]))
    return (decision.calls[0].name, json.loads(decision.calls[0].arguments)) if decision.calls else None


def test_a_patch_holds_only_the_fields_said() -> None:
    assert first_call("T-118 is finished!! mark it as done") == ("update_task", {"task_id": "T-118", "changes": {"status": "done"}})
    assert first_call("push T-120 to Friday please") == ("update_task", {"task_id": "T-120", "changes": {"due": "2027-03-12"}})


PARTS = Tool("check_parts", "Live stock of bike parts by part code.", {
    "type": "object", "properties": {"codes": {"type": "array", "items": {"type": "string"}, "minItems": 1}}, "required": ["codes"]})


def test_two_product_codes_are_both_looked_up_and_both_answered() -> None:
    from labkit.sim.types import ToolCall

    asked = "how many BRK-SH-105 and CHN-KMC-11 have you got right now?"
    shop = "You are the assistant of Spokes bike shop. Today is Monday 8 March 2027."
    decision = ENGINE.decide(Conversation("chat", "gpt-4.1-mini", [Message("user", asked)], instructions=shop, tools=[PARTS]))
    call = decision.calls[0]
    assert json.loads(call.arguments) == {"codes": ["BRK-SH-105", "CHN-KMC-11"]}
    stock = {"parts": [{"code": "BRK-SH-105", "name": "Shimano 105 brake pads", "in_stock": 9},
                       {"code": "CHN-KMC-11", "name": "KMC 11-speed chain", "in_stock": 31}]}
    answer = ENGINE.decide(Conversation("chat", "gpt-4.1-mini", [
        Message("user", asked), Message("assistant", "", tool_calls=(ToolCall("c1", call.name, call.arguments),)),
        Message("tool", json.dumps(stock), tool_call_id="c1", name=call.name)], instructions=shop, tools=[PARTS])).text or ""
    assert "9" in answer and "31" in answer
