"""labkit.sim.engine on a camping-gear hire shop: "do you do …?" answered from a category search,
a quote for "four of them" after a search, and a procedure the instructions spell out, carried
on in the next turn ("go on, book it"). The tools and the instructions are written for these tests."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from labkit.sim.engine import Engine
from labkit.sim.engine.evidence import gather
from labkit.sim.engine.steps import procedure
from labkit.sim.engine.tools import Toolbox
from labkit.sim.types import Conversation, Message, Tool, ToolCall

ENGINE = Engine()
SHOP = """You are the assistant of Fellside Gear Hire in Keswick. Today is Monday 1 March 2027, 10:00.
Prices are per item per day.
To hire: get a price with quote_hire, then confirm_hire with its quoteId and the customer's name and email.
Cancellation: free up to 3 days before the hire; after that the first day is charged.
Only confirm or cancel hires when the customer asks you to."""
SEARCH = Tool("search_gear", "What the shop has in a category and how many are free on a date, with prices per day.", {
    "type": "object", "properties": {
        "category": {"type": ["string", "null"], "enum": ["tents", "lighting", "heating", "cooking", None]},
        "date": {"type": "string", "format": "date"}}, "required": ["category", "date"]})
QUOTE = Tool("quote_hire", "Price a hire of some gear on a date and get a quoteId. Does not book anything.", {
    "type": "object", "properties": {
        "lines": {"type": "array", "items": {"type": "object", "properties": {"gearId": {"type": "string"}, "qty": {"type": "integer"}},
                                             "required": ["gearId", "qty"]}},
        "date": {"type": "string", "format": "date"}}, "required": ["lines", "date"]})
CONFIRM = Tool("confirm_hire", "Confirm a quoted hire for the customer. Needs the quoteId from quote_hire.", {
    "type": "object", "properties": {"quoteId": {"type": "string"}, "name": {"type": "string"}, "email": {"type": "string"}},
    "required": ["quoteId", "name", "email"]})
TOOLS = [SEARCH, QUOTE, CONFIRM]
FOUND = {"date": "2027-03-06", "items": [{"gearId": "HT-GAS", "name": "Gas tent heater", "category": "heating", "pricePerDay": 12.0, "free": 6}]}
QUOTED = {"quoteId": "Q-7781", "lines": [{"gearId": "HT-GAS", "qty": 4}], "total": 48.0}


def decide(messages: list[Message]):
    return ENGINE.decide(Conversation("chat", "gpt-4.1-mini", messages, instructions=SHOP, tools=TOOLS))


def called(messages: list[Message], output: Any) -> list[Message]:
    decision = decide(messages)
    assert decision.calls, decision.text
    call = decision.calls[0]
    return [*messages, Message("assistant", "", tool_calls=(ToolCall(f"c{len(messages)}", call.name, call.arguments),)),
            Message("tool", json.dumps(output), tool_call_id=f"c{len(messages)}", name=call.name)]


def test_do_you_do_a_thing_searches_its_category() -> None:
    call = decide([Message("user", "Do ye do gas heaters? It's for Saturday")]).calls[0]
    assert (call.name, json.loads(call.arguments)) == ("search_gear", {"category": "heating", "date": "2027-03-06"})


def test_a_quote_for_four_of_them_and_then_book_it_carries_the_procedure_on() -> None:
    first = called([Message("user", "Do ye do gas heaters? It's for Saturday")], FOUND)
    history = [*first, Message("assistant", "Gas tent heater (HT-GAS): 12 per day, 6 free on 6 March.")]
    quote = decide([*history, Message("user", "grand, price me four of them")]).calls
    assert [(c.name, json.loads(c.arguments)["lines"]) for c in quote] == [("quote_hire", [{"gearId": "HT-GAS", "qty": 4}])]
    quoted = called([*history, Message("user", "grand, price me four of them")], QUOTED)
    booked = decide([*quoted, Message("assistant", "That comes to 48 (quote Q-7781)."),
                     Message("user", "go on so, book it. Aoife Byrne, aoife.byrne@example.ie")]).calls
    assert [(c.name, json.loads(c.arguments)) for c in booked] == [
        ("confirm_hire", {"quoteId": "Q-7781", "name": "Aoife Byrne", "email": "aoife.byrne@example.ie"})]


def test_a_policy_label_is_no_step_of_the_procedure() -> None:
    found = procedure(SHOP, Toolbox.of(TOOLS), gather("x", dt.date(2027, 3, 1)))
    assert [s.profile.name for s in found] == ["quote_hire", "confirm_hire"]  # not "Cancellation: free …" read as search_gear


def test_a_confirmation_is_answered_with_its_reference_and_what_it_costs() -> None:
    asked = "please confirm quote Q-7781 for Aoife Byrne, aoife.byrne@example.ie"
    decision = decide([Message("user", asked)])
    call = decision.calls[0]
    done = {"hireRef": "FH-1202", "status": "confirmed", "customer": "Aoife Byrne", "date": "2027-03-06", "items": ["4 x Gas tent heater"],
            "totalEur": 48.0, "depositEur": 14.4, "pickUp": "Keswick shop, from 9:00", "balanceDue": "2027-03-06"}
    answer = decide([Message("user", asked), Message("assistant", "", tool_calls=(ToolCall("c1", call.name, call.arguments),)),
                     Message("tool", json.dumps(done), tool_call_id="c1", name=call.name)]).text or ""
    assert "FH-1202" in answer and "48" in answer and "14.40" in answer


def test_my_hired_things_are_the_users_own_records() -> None:
    mine = Tool("list_my_hires", "The signed-in customer's current hires, return dates and late fees.", {"type": "object", "properties": {}})
    catalogue = Tool("browse_gear", "Browse the shop's gear; shows whether each item is free, out on hire (and when it is back) or in repair.", {
        "type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]})
    decision = ENGINE.decide(Conversation("chat", "gpt-4.1-mini", [Message("user", "could you remind me when my hired gear has to go back?")],
                                          instructions=SHOP, tools=[catalogue, mine]))
    assert [c.name for c in decision.calls] == ["list_my_hires"]
