"""What the user adds beside a request belongs to it: a reference in the sentence after the request
("book bay B-4 for 3 nights. 2 adults, reg KM70 PLT") and a yes/no setting switched after an
"and" ("…, and turn auto-renew on"), which is then no request of its own to refuse."""

from __future__ import annotations

from labkit.sim.types import Tool

MARINA = "You are the assistant of Kittiwake Marina. Today is Friday 4 June 2027. Berth holder: Tomas Lind."
BOOK = Tool("book_visitor_berth", "Book a visitor berth for some nights.", {
    "type": "object", "properties": {
        "berth": {"type": "string"},
        "nights": {"type": "integer"},
        "vehicle_reg": {"type": ["string", "null"], "description": "Car registration for the car park barrier, if any."},
        "auto_renew": {"type": "boolean", "default": False, "description": "Renew the booking night by night until cancelled."}},
    "required": ["berth", "nights"]})
TIDES = Tool("get_tides", "High and low tides for a day.", {
    "type": "object", "properties": {"day": {"type": "string", "format": "date"}}, "required": ["day"]})
ANSWERS = {"book_visitor_berth": lambda a: {"booking": "VB-881", "status": "confirmed", **a},
           "get_tides": lambda a: {"day": a["day"], "high": ["06:12", "18:40"]}}


def test_a_reference_said_after_the_request_is_its(converse) -> None:
    made, _ = converse(MARINA, [BOOK, TIDES], ANSWERS, "book berth B-4 for 3 nights. 2 adults and our two kids, reg KM70 PLT")
    assert made == [("book_visitor_berth", {"berth": "B-4", "nights": 3, "vehicle_reg": "KM70 PLT"})]


def test_a_setting_switched_after_and_is_the_requests(converse) -> None:
    for said in ("and turn auto renew on", "and switch on auto-renew", "and enable auto renew"):
        made, answer = converse(MARINA, [BOOK, TIDES], ANSWERS, f"book berth B-4 for 3 nights, {said}")
        assert made == [("book_visitor_berth", {"berth": "B-4", "nights": 3, "auto_renew": True})], said
        assert "can't" not in answer, answer
    made, _ = converse(MARINA, [BOOK, TIDES], ANSWERS, "book berth B-4 for 3 nights, and get me saturday's tides")
    assert made == [("book_visitor_berth", {"berth": "B-4", "nights": 3}), ("get_tides", {"day": "2027-06-05"})]  # another request is its own

