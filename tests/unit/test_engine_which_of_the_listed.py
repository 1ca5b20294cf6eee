"""Which of the records listed last turn a request means: "the half day" is the one whose optional
`half_day` is given, "the easter one" the stay that spans Easter Sunday; "my dad's looking after
them now" names a person, not a thing the records lack; an action's echo is not named after its
approver; "the whole of the 9th" asks for no half day."""

from __future__ import annotations

from labkit.sim.types import Tool

LEAVE = "You are the HR assistant of Ardent Ltd. Today is Monday 8 March 2027. The user is Tom Reyes."
LIST = Tool("list_leave", "The user's leave requests.", {"type": "object", "properties": {}})
CANCEL = Tool("cancel_leave", "Cancel a leave request.", {"type": "object", "properties": {"request_id": {"type": "string"}}, "required": ["request_id"]})
REQUEST = Tool("request_leave", "Request leave.", {
    "type": "object", "properties": {"start_date": {"type": "string", "format": "date"}, "end_date": {"type": "string", "format": "date"},
                                     "half_day": {"type": ["string", "null"], "enum": ["am", "pm", None]}},
    "required": ["start_date", "end_date", "half_day"], "additionalProperties": False}, strict=True)
REQUESTS = {"requests": [
    {"request_id": "LV-1", "start_date": "2027-03-29", "end_date": "2027-04-02", "half_day": None, "comment": "Easter week", "approver": "Dana Kim"},
    {"request_id": "LV-2", "start_date": "2027-04-09", "end_date": "2027-04-09", "half_day": "am", "comment": "Optician", "approver": "Dana Kim"},
    {"request_id": "LV-3", "start_date": "2027-05-20", "end_date": "2027-05-21", "half_day": None, "comment": "Wedding", "approver": "Dana Kim"}]}


def _cancelled(args: dict) -> dict:
    return {"request_id": args["request_id"], "status": "cancelled", "approver": "Dana Kim"}


def test_the_half_day_is_the_one_whose_half_day_is_given_and_the_whole_day_asks_for_none(converse) -> None:
    outputs = {"list_leave": lambda a: REQUESTS, "cancel_leave": _cancelled, "request_leave": lambda a: {"request_id": "LV-9", "status": "pending"}}
    made, answer = converse(LEAVE, [LIST, CANCEL, REQUEST], outputs, ["what leave have i got booked?", "cancel the half day, dont need it any more"])
    assert made[-1] == ("cancel_leave", {"request_id": "LV-2"})
    assert "“Dana Kim”" not in answer  # (the approver is a field of it, not its name)
    made, _ = converse(LEAVE, [LIST, CANCEL, REQUEST], outputs, ["book the whole of the 9th of april off"])
    assert made == [("request_leave", {"start_date": "2027-04-09", "end_date": "2027-04-09", "half_day": None})]


SITTING = "You are the assistant of PawPals pet sitting. Today is Monday 8 March 2027."
BOOKINGS = Tool("list_bookings", "The owner's sitting bookings.", {"type": "object", "properties": {}})
CANCEL_BOOKING = Tool("cancel_booking", "Cancel a sitting booking.", {"type": "object", "properties": {"booking_id": {"type": "string"}}, "required": ["booking_id"]})
BOOKED = {"bookings": [{"booking_id": "B-1", "sitter": "Ana Ruiz", "start": "2027-03-10T12:00", "end": "2027-03-10T13:00"},
                       {"booking_id": "B-2", "sitter": "Joe Park", "start": "2027-03-26T09:00", "end": "2027-03-30T18:00"}]}


def test_the_easter_one_is_the_stay_that_spans_easter_and_a_relative_is_no_thing_to_look_for(converse) -> None:
    outputs = {"list_bookings": lambda a: BOOKED, "cancel_booking": lambda a: {"booking_id": a["booking_id"], "status": "cancelled"}}
    made, _ = converse(SITTING, [BOOKINGS, CANCEL_BOOKING], outputs,
                       ["what have i got booked?", "cancel the easter one, my dad's looking after them now"])
    assert made == [("list_bookings", {}), ("cancel_booking", {"booking_id": "B-2"})]
