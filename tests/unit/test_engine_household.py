"""labkit.sim.engine on a home-services app (boiler and appliance servicing): the address and the
appliances the app's instructions give, days said the way householders say them ("since Monday",
"on a Monday", "this week"), and remarks that are questions ("I haven't a clue what's happening").
The tools and the instructions are written for these tests."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest

from labkit.sim.engine import Engine
from labkit.sim.engine.evidence import gather
from labkit.sim.engine.request import clauses
from labkit.sim.types import Conversation, Message, Tool, ToolCall

TODAY = dt.date(2026, 12, 17)  # a Thursday
ENGINE = Engine()
HOME = """You are the assistant of HearthCare, a heating and appliance servicing company.
Today is Thursday 17 December 2026, 09:00 (Leeds, UK).
Signed-in customer: Priya Nair, 8 Mill Lane, Leeds LS6 2AB.
Appliances on the plan (serial number):
- Worcester combi boiler (WB-30417), fitted 2021
- Miele washing machine (MW-88120), bought 2024
- Neff oven with a glass door (NO-55309), bought 2019
"""

SLOTS = Tool("find_engineer_slots", "Engineer visit windows for an appliance at a postcode, from a date to a date.", {
    "type": "object", "properties": {
        "postcode": {"type": "string", "description": "UK postcode"},
        "appliance": {"type": "string", "enum": ["boiler", "washing_machine", "oven", "fridge"]},
        "from_date": {"type": "string", "format": "date"},
        "to_date": {"type": ["string", "null"], "format": "date"},
    }, "required": ["postcode", "appliance", "from_date", "to_date"]})
BOOK = Tool("book_engineer", "Book an engineer into a visit window for an appliance on the plan.", {
    "type": "object", "properties": {
        "window_id": {"type": "string", "description": "From find_engineer_slots, e.g. W-1217-AM"},
        "serial": {"type": "string"},
    }, "required": ["window_id", "serial"]})


def decide(messages: list[Message], tools: list[Tool]):
    return ENGINE.decide(Conversation("chat", "gpt-4.1-mini", messages, instructions=HOME, tools=tools))


def dates(text: str) -> list[Any]:
    return [m.value for m in gather(text, TODAY).mentions if m.kind == "date"]


def test_since_a_weekday_is_the_one_just_gone() -> None:
    assert dates("the boiler has been off since Monday") == ["2026-12-14"]
    assert dates("the engineer is coming Monday") == ["2026-12-21"]


def test_on_a_weekday_said_as_a_habit_is_no_date() -> None:
    assert dates("they normally come on a Monday") == []


def test_this_week_runs_to_sunday_for_what_is_still_to_come() -> None:
    def span(text: str) -> tuple[dt.date, dt.date]:
        found = next(m.value for m in gather(text, TODAY).mentions if m.kind == "range")
        return found[0].date, found[1].date
    assert span("any slots this week?") == (dt.date(2026, 12, 14), dt.date(2026, 12, 20))
    assert span("what did I spend this week?") == (dt.date(2026, 12, 14), TODAY)


@pytest.mark.parametrize(("text", "code"), [("send it to M4L 3P1, Toronto", "M4L 3P1"), ("deliver to H91 E2K8", "H91 E2K8"),
                                            ("I'm in LS6 2AB", "LS6 2AB")])
def test_postal_codes_of_three_countries(text: str, code: str) -> None:
    assert [m.value for m in gather(text, TODAY).mentions if m.kind == "postcode"] == [code]


def test_the_postcode_on_file_is_used_for_the_users_own_home() -> None:
    calls = decide([Message("user", "what engineer slots do you have for my boiler this week?")], [SLOTS, BOOK]).calls
    args = json.loads(calls[0].arguments)
    assert (calls[0].name, args["postcode"], args["appliance"]) == ("find_engineer_slots", "LS6 2AB", "boiler")
    assert (args["from_date"], args["to_date"]) == ("2026-12-14", "2026-12-20")
    other = decide([Message("user", "what slots do you have for my mum's boiler this week?")], [SLOTS, BOOK])
    assert not other.calls  # her postcode is not the one on file: asked for


def test_the_appliance_named_picks_its_serial_from_the_instructions_list() -> None:
    text = "book the first window you have for my oven - the glass door is cracked"
    slots = {"windows": [{"window_id": "W-1218-AM", "date": "2026-12-18"}, {"window_id": "W-1221-PM", "date": "2026-12-21"}]}
    call = decide([Message("user", text)], [SLOTS, BOOK]).calls[0]
    after = decide([Message("user", text), Message("assistant", "", tool_calls=(ToolCall("c1", call.name, call.arguments),)),
                    Message("tool", json.dumps(slots), tool_call_id="c1", name=call.name)], [SLOTS, BOOK])
    assert [(c.name, json.loads(c.arguments)["serial"]) for c in after.calls] == [("book_engineer", "NO-55309")]


def test_two_capitalised_words_inside_a_sentence_are_a_name_not_a_verb() -> None:
    found = clauses("my visits are usually on a Friday but with Christmas and New Year I haven't a clue what's happening")
    assert len(found) == 1 and found[0].mood == "question" and "new" not in found[0].verbs


RAISE = Tool("raise_fault", "Raise a fault report for the customer's home and get a reference.", {
    "type": "object", "properties": {
        "appliance": {"type": "string", "enum": ["boiler", "washing_machine", "oven", "fridge", "other"]},
        "room": {"type": "string", "description": "e.g. kitchen, bathroom, utility room"},
        "details": {"type": "string", "description": "What is wrong, in the customer's words"},
    }, "required": ["appliance", "room", "details"]})


@pytest.mark.parametrize(("order", "acts"), [
    ("Raise a fault report when the customer reports a fault with an appliance.", True),
    ("When the customer tells you about a fault, raise a report for it.", True),
    ("Raise a fault report only when the customer asks for one.", False),
    ("", False),
])
def test_a_standing_order_in_the_instructions_lets_a_report_act(order: str, acts: bool) -> None:
    instructions = HOME + order
    said = "the oven in the kitchen has stopped heating up"
    decision = ENGINE.decide(Conversation("chat", "gpt-4.1-mini", [Message("user", said)], instructions=instructions, tools=[RAISE]))
    assert [c.name for c in decision.calls] == (["raise_fault"] if acts else [])
    if acts:
        args = json.loads(decision.calls[0].arguments)
        assert (args["appliance"], args["room"]) == ("oven", "kitchen")
    asked = ENGINE.decide(Conversation("chat", "gpt-4.1-mini", [Message("user", said + " - is that something you cover?")],
                                       instructions=instructions, tools=[RAISE]))
    assert not asked.calls  # a question first: answered, nothing raised


def test_a_request_after_a_greeting_is_still_a_request() -> None:
    found = clauses("Good morning, would you be able to book an engineer for me please?")
    assert [c.mood for c in found] == ["smalltalk", "request"]


def test_a_verb_after_to_is_no_town() -> None:
    assert not [m for m in gather("would you be able to log a repair for me?", TODAY).mentions if m.kind == "place"]
    assert [m.value for m in gather("trains to reading tomorrow", TODAY).mentions if m.kind == "place"] == ["Reading"]


def test_things_listed_after_for_are_all_items_the_first_without_a_number_too() -> None:
    pickup = Tool("book_pickup", "Book a pickup of unwanted furniture from the home.", {
        "type": "object", "properties": {
            "items": {"type": "array", "items": {"type": "object", "properties": {
                "kind": {"type": "string", "enum": ["sofa", "table", "chairs", "mattress", "wardrobe"]},
                "quantity": {"type": "integer", "minimum": 1}}, "required": ["kind"]}},
            "date": {"type": "string", "format": "date"}}, "required": ["items", "date"]})
    said = "could you book a pickup for an old mattress and three kitchen chairs on Friday please"
    call = decide([Message("user", said)], [pickup]).calls[0]
    assert json.loads(call.arguments) == {"items": [{"kind": "mattress", "quantity": 1}, {"kind": "chairs", "quantity": 3}], "date": "2026-12-18"}
