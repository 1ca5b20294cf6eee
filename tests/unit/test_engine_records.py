"""labkit.sim.engine on record-keeping tools (a journal, a catch log, a shop catalogue): what the
count counts, how sure the user is, a tool named under a namespace, one more thing said after an
action, "do you have …?" and "arrange for …". The tools are written for these tests."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest

from labkit.sim.engine import Engine
from labkit.sim.engine.evidence import gather
from labkit.sim.engine.tools import profile
from labkit.sim.types import Conversation, Message, Tool, ToolCall

TODAY = dt.date(2026, 11, 17)
ENGINE = Engine()
CLUB = ("You are the catch log of the Wrayford Angling Club. Today is Tuesday, 17 November 2026, 16:00. "
        "Club waters: the Mill Pond, the North Bank and Heron Lake.")


def tool(name: str, description: str, props: dict[str, Any], required: list[str] | None = None, strict: bool = False) -> Tool:
    schema: dict[str, Any] = {"type": "object", "properties": props, "required": list(props) if required is None else required}
    if strict:
        schema["additionalProperties"] = False
    return Tool(name, description, schema, strict)


RECORD_CATCH = tool("catchlog__record_catch", "Save one catch (one kind of fish) to the member's log. Call once per kind.", {
    "fish": {"type": "string", "description": "Kind of fish, e.g. 'Perch'"},
    "count": {"type": "integer", "description": "How many"},
    "caught_at": {"type": "string", "description": "Local date-time YYYY-MM-DDTHH:MM"},
    "location": {"type": "string", "description": "Which club water, e.g. 'Heron Lake'"},
    "sureness": {"type": "string", "enum": ["confirmed", "likely", "unconfirmed"], "description": "How sure the member is of the kind"},
}, strict=True)


def decide(messages: list[Message], tools: list[Tool], instructions: str = CLUB):
    return ENGINE.decide(Conversation("chat", "gpt-4.1-mini", messages, instructions=instructions, tools=tools))


def first_call(text: str, tools: list[Tool], instructions: str = CLUB) -> tuple[str, dict[str, Any]] | None:
    decision = decide([Message("user", text)], tools, instructions)
    return (decision.calls[0].name, json.loads(decision.calls[0].arguments)) if decision.calls else None


def test_a_namespaced_tool_is_named_by_its_own_words() -> None:
    made = profile(RECORD_CATCH, 0)
    assert made.name_words[:1] == ("record",) and made.act
    assert "catchlog" not in made.objects


def test_the_count_counts_the_thing_the_action_records() -> None:
    name, args = first_call("log 3 perch at the Mill Pond, caught at 14:10", [RECORD_CATCH])
    assert name == "catchlog__record_catch"
    assert (args["fish"], args["count"], args["caught_at"]) == ("perch", 3, "2026-11-17T14:10")
    assert args["location"] == "Mill Pond"  # "at the Mill Pond": a name the instructions give, put in a place by "at the"


def test_a_thing_said_with_a_is_one_of_it() -> None:
    _name, args = first_call("can you log a pike on Heron Lake, 11:30 this morning", [RECORD_CATCH])
    assert (args["fish"], args["count"]) == ("pike", 1)


@pytest.mark.parametrize(("text", "sure"), [
    ("log 2 roach at the North Bank at 10:00", "confirmed"),
    ("log 2 roach at the North Bank at 10:00, probably roach anyway", "likely"),
    ("log 2 rudd at the North Bank at 10:00, maybe rudd, not sure", "unconfirmed"),
])
def test_how_sure_the_user_is_comes_from_their_hedges(text: str, sure: str) -> None:
    _name, args = first_call(text, [RECORD_CATCH])
    assert args["sureness"] == sure


def test_one_more_thing_after_an_action_is_the_action_again_for_it() -> None:
    first = "log 3 perch at the Mill Pond, caught at 14:10"
    decision = decide([Message("user", first)], [RECORD_CATCH])
    call = decision.calls[0]
    history = [Message("user", first), Message("assistant", "", tool_calls=(ToolCall("c1", call.name, call.arguments),)),
               Message("tool", json.dumps({"catch_id": "CL-201", "status": "saved"}), tool_call_id="c1", name=call.name),
               Message("assistant", "I logged 3 perch at the Mill Pond (CL-201).")]
    again = decide([*history, Message("user", "and two bream, around 15:00")], [RECORD_CATCH])
    assert [c.name for c in again.calls] == ["catchlog__record_catch"]
    args = json.loads(again.calls[0].arguments)
    assert (args["fish"], args["count"], args["caught_at"]) == ("bream", 2, "2026-11-17T15:00")
    question = decide([*history, Message("user", "and how many perch have I logged this month?")], [RECORD_CATCH])
    assert not question.calls  # a question after the action is no order to act again


def test_the_answer_does_not_use_the_namespace_as_a_verb() -> None:
    first = "log 3 perch at the Mill Pond, caught at 14:10"
    call = decide([Message("user", first)], [RECORD_CATCH]).calls[0]
    done = decide([Message("user", first), Message("assistant", "", tool_calls=(ToolCall("c1", call.name, call.arguments),)),
                   Message("tool", json.dumps({"catch_id": "CL-201", "status": "saved"}), tool_call_id="c1", name=call.name)],
                  [RECORD_CATCH])
    assert "catchlog" not in (done.text or "").lower() and "CL-201" in (done.text or "")


def test_a_paper_size_is_no_id_unless_a_word_labels_it() -> None:
    assert not [m for m in gather("print 20 A3 posters and one A5 flyer", TODAY).mentions if m.kind == "id"]
    assert [m.value for m in gather("is gate A4 open yet?", TODAY).mentions if m.kind == "id"] == ["A4"]


SHOP = [
    tool("search_catalogue", "Search the shop's catalogue by words. Returns product codes, prices and stock.",
         {"query": {"type": "string", "description": "Words to search for"}}),
    tool("stock_levels", "Live stock levels for one or more product codes.",
         {"codes": {"type": "array", "items": {"type": "string"}, "minItems": 1}}),
]


@pytest.mark.parametrize("text", ["do u have organic spelt flour?", "do you guys still stock organic spelt flour?",
                                  "have you got organic spelt flour?"])
def test_do_you_have_searches_the_catalogue_by_words(text: str) -> None:
    name, args = first_call(text, SHOP, "You are the assistant of Grain & Co, a bulk food shop. Today is Tuesday, 17 November 2026.")
    assert name == "search_catalogue" and "spelt flour" in args["query"]


HOUSEHOLD = [
    tool("request_removal", "Book a removal of large unwanted items from the home.", {
        "item": {"type": "string"}, "date": {"type": "string", "format": "date"}}),
    tool("place_order", "Place an order for new furniture.", {"product_id": {"type": "string"}, "quantity": {"type": "integer"}}),
]


def test_arrange_asks_for_the_booking_the_words_after_it_name() -> None:
    found = first_call("Could you arrange for my old fridge to be removed on Friday?", HOUSEHOLD,
                       "You are the assistant of a home-services company. Today is Tuesday, 17 November 2026.")
    assert found is not None and found[0] == "request_removal" and found[1]["date"] == "2026-11-20"
    assert first_call("Could you put my old fridge aside?", HOUSEHOLD,
                      "You are the assistant of a home-services company. Today is Tuesday, 17 November 2026.") is None


def test_a_report_the_instructions_say_to_record_is_recorded_with_its_time_counted_back() -> None:
    club = CLUB + " When a member tells you about a fish they caught, record it in the log."
    said = "just caught a pike at the North Bank, like twenty minutes ago!! pretty sure it was a pike anyway"
    name, args = first_call(said, [RECORD_CATCH], club)
    assert name == "catchlog__record_catch"
    assert (args["fish"], args["count"], args["caught_at"], args["location"]) == ("pike", 1, "2026-11-17T15:40", "North Bank")
    assert args["sureness"] == "likely"  # "pretty sure", said in the clause after
