""""Who's the cheapest groomer near Leith? book Rolo in with them": the action waits for the
lookup the same message asks for and takes the one it points back at — not the groomer the
instructions name from a past visit — and books once. A side effect runs at most as often as the
turn asks for it: when it already ran this turn and its arguments would now come out otherwise (a
newer output moved them), it is not run a second time."""

from __future__ import annotations

import json

from labkit.sim.engine import Engine
from labkit.sim.types import Conversation, Message, Tool, ToolCall

GROOMERS = ("You are the assistant of Pawfect, a pet-care marketplace in Edinburgh. Today is Monday 8 March 2027. "
            "Owner: Callum Reid, owner id OWN-71. Dog: Rolo (pet id PET-3). Last visit: groomer id G-12 (Fiona Hay), January.")
SEARCH = Tool("search_groomers", "Groomers near an area, with their prices.", {
    "type": "object", "properties": {"area": {"type": "string"}}, "required": ["area"]})
BOOK = Tool("book_groom", "Book a groom with a groomer for the owner's pet.", {
    "type": "object", "properties": {
        "owner_id": {"type": "string"}, "groomer_id": {"type": "string"}, "pet_id": {"type": "string"},
        "date": {"type": "string", "format": "date"}},
    "required": ["owner_id", "groomer_id", "pet_id", "date"]})
OUTPUTS = {
    "search_groomers": lambda a: {"groomers": [{"groomer_id": "G-12", "name": "Fiona Hay", "price_gbp": 45},
                                               {"groomer_id": "G-30", "name": "Leith Dog Spa", "price_gbp": 38}]},
    "book_groom": lambda a: {"booking_id": "PB-881", "groomer_id": a["groomer_id"], "status": "requested"},
}


def test_with_them_is_the_one_just_found(converse) -> None:
    made, answer = converse(GROOMERS, [SEARCH, BOOK], OUTPUTS, "who's the cheapest groomer near Leith? book Rolo in with them on friday")
    assert made == [("search_groomers", {"area": "Leith"}),
                    ("book_groom", {"owner_id": "OWN-71", "groomer_id": "G-30", "pet_id": "PET-3", "date": "2027-03-12"})]
    assert "PB-881" in answer


def test_an_action_that_ran_this_turn_is_not_run_again_with_other_arguments() -> None:
    # a client resends a turn in which the booking ran beside the search (with the groomer the
    # instructions name); the search's list would now point at another groomer
    booked = {"owner_id": "OWN-71", "groomer_id": "G-12", "pet_id": "PET-3", "date": "2027-03-12"}
    messages = [Message("user", "who's the cheapest groomer near Leith? book Rolo in with them on friday"),
                Message("assistant", "", tool_calls=(ToolCall("c1", "search_groomers", '{"area":"Leith"}'),
                                                     ToolCall("c2", "book_groom", json.dumps(booked)))),
                Message("tool", json.dumps(OUTPUTS["search_groomers"]({})), tool_call_id="c1", name="search_groomers"),
                Message("tool", json.dumps(OUTPUTS["book_groom"](booked)), tool_call_id="c2", name="book_groom")]
    decision = Engine().decide(Conversation("chat", "gpt-4.1-mini", messages, instructions=GROOMERS, tools=[SEARCH, BOOK]))
    assert not decision.calls
    assert "PB-881" in (decision.text or "")
    assert any("not called again" in note for note in decision.rationale)
