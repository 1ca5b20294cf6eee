"""A need said without its "I" ("need a van for Saturday") asks to obtain the thing, as "I need …"
does; the same need right after a question ("any vans left Saturday? need one with a tail lift")
says what the question looks for and orders nothing. "Sort out a refund" asks for the refund (a
light verb takes its meaning from the noun). A parameter described as coming from a lookup
("Property reference from findAddress") is a reference that lookup returns, never words to search."""

from __future__ import annotations

from labkit.sim.engine.describe.names import verb_phrase
from labkit.sim.engine.evidence import gather
from labkit.sim.engine.request import clauses
from labkit.sim.engine.schema import params_of
from labkit.sim.engine.slots import slot_of
from labkit.sim.types import Tool

HIRE = "You are the assistant of Kestrel Van Hire in Leeds. Today is Wednesday 3 March 2027. Customer: Ola Bergstrom."
RESERVE = Tool("reserve_van", "Reserve a hire van for a day.", {
    "type": "object", "properties": {
        "size": {"type": "string", "enum": ["small", "medium", "luton"]},
        "day": {"type": "string", "format": "date"}},
    "required": ["size", "day"]})
VANS = Tool("list_available_vans", "Vans free to hire on a day, with their sizes and features.", {
    "type": "object", "properties": {"day": {"type": "string", "format": "date"}}, "required": ["day"]})
REFUND = Tool("issue_refund", "Refund a customer's payment.", {
    "type": "object", "properties": {"booking_ref": {"type": "string"}, "amount": {"type": "number"}},
    "required": ["booking_ref", "amount"]})
ANSWERS = {
    "reserve_van": lambda a: {"reservation": "R-310", **a},
    "list_available_vans": lambda a: {"day": a["day"], "vans": [{"size": "luton", "tail_lift": True, "price": 95}]},
    "issue_refund": lambda a: {"refund_id": "F-77", **a},
}


def test_a_need_without_its_i_asks_for_the_thing(converse) -> None:
    assert clauses("need a luton van for saturday")[0].desire
    assert not clauses("need to be at the depot by 8")[0].desire  # a situation, not a thing to obtain
    made, _ = converse(HIRE, [RESERVE, VANS], ANSWERS, "need a luton van for saturday")
    assert made == [("reserve_van", {"size": "luton", "day": "2027-03-06"})]


def test_a_need_after_a_question_orders_nothing(converse) -> None:
    """(and "left" in "any vans left on saturday?" is remaining: the coming Saturday, not the last)"""
    made, _ = converse(HIRE, [RESERVE, VANS], ANSWERS, "any vans left on saturday? need a luton with a tail lift")
    assert made == [("list_available_vans", {"day": "2027-03-06"})]


def test_sort_out_a_refund_asks_for_the_refund(converse) -> None:
    made, answer = converse(HIRE, [REFUND], ANSWERS, "can you sort out a refund on booking B-5521 for the broken tail lift")
    assert made == [] and answer == "To issue the refund, I need the amount. What should it be?"
    made, _ = converse(HIRE, [REFUND], ANSWERS, "can you sort out a refund of £40 on booking B-5521")
    assert made == [("issue_refund", {"booking_ref": "B-5521", "amount": 40})]


def test_a_value_from_a_lookup_is_a_reference() -> None:
    described = params_of({"type": "object", "properties": {
        "uprn": {"type": "string", "description": "Property reference from findAddress"},
        "room": {"type": "string", "description": "As returned by list_rooms"},
        "notes": {"type": "string", "description": "Anything from the customer"}}})
    assert [slot_of(p).kind for p in described][:2] == ["id", "id"] and slot_of(described[2]).kind != "id"
    assert verb_phrase("issue_refund", "refund") == "issue the refund"


STUDIO = "You are the assistant of Lark Lane Rehearsal Rooms. Today is Monday 11 January 2027. Signed in: the band Moth Parade."
ROOMS = Tool("check_room_availability", "Which rehearsal rooms are free at a date and start time, with prices.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"}, "start": {"type": "string"}}, "required": ["date"]})
MINE = Tool("list_band_sessions", "The band's booked sessions: room, date, times and amount due.", {
    "type": "object", "properties": {}})
SHIFTS = Tool("list_shift_requests", "The employee's shift swap requests with dates and status.", {"type": "object", "properties": {}})
BALANCE = Tool("get_shift_balance", "Shift hours owed to or by the signed-in worker.", {"type": "object", "properties": {}})
SWAP = Tool("request_shift_swap", "Ask to swap a shift with a colleague.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"}}, "required": ["date"]})
OWN = {"check_room_availability": lambda a: {"rooms": []}, "list_band_sessions": lambda a: {"sessions": []},
       "list_shift_requests": lambda a: {"requests": []}, "get_shift_balance": lambda a: {"hours": 0}}


def test_what_we_have_booked_is_read_from_our_own_records(converse) -> None:
    """"what have we got booked on the 29th?" is about the user's own sessions, not the rooms free
    that day; "what … have I got coming up?" picks the lookup of the employee's own requests."""
    band = Tool("list_band_sessions", "The customer's booked sessions: room, date, times and amount due.", MINE.parameters)
    made, _ = converse(STUDIO, [ROOMS, band], OWN, "what have we got booked on the 29th again?")
    assert [name for name, _ in made] == ["list_band_sessions"]
    made, _ = converse(STUDIO, [SWAP, BALANCE, SHIFTS], OWN, "what shift swaps have i got coming up?")
    assert [name for name, _ in made] == ["list_shift_requests"]


DEPOT = "You are the assistant of the Brackenfield bus depot workshop. Today is Tuesday 2 February 2027."
JOB = Tool("get_repair_status", "Where a bus's repair job stands: status, findings and ready time.", {
    "type": "object", "properties": {"fleet_number": {"type": "string"}}, "required": ["fleet_number"]})
LINES = Tool("get_line_status", "Live status and disruption messages for a bus line.", {
    "type": "object", "properties": {"line": {"type": "string", "enum": ["x7", "42", "night-n3"]}}, "required": ["line"]})
PARTS = Tool("order_part", "Order a spare part for a bus.", {
    "type": "object", "properties": {"part": {"type": "string"}, "fleet_number": {"type": "string"}}, "required": ["part", "fleet_number"]})
STATUS = {"get_repair_status": lambda a: {"status": "waiting_for_parts"}, "get_line_status": lambda a: {"status": "normal"}}


def test_how_it_is_getting_on_and_anything_up_ask_for_the_status(converse) -> None:
    """Idioms of a status question, also typed without the apostrophe: "hows BF-3104 getting on?"
    (the repair's status), "is anything up on the x7 line?" (the line's disruptions: x7 is a value its
    `line` takes, not an id for the repair lookup)."""
    made, _ = converse(DEPOT, [JOB, LINES, PARTS], STATUS, "hows BF-3104 getting on?")
    assert made == [("get_repair_status", {"fleet_number": "BF-3104"})]
    made, _ = converse(DEPOT, [JOB, LINES, PARTS], STATUS, "is anything up on the x7 line?")
    assert made == [("get_line_status", {"line": "x7"})]


def test_names_after_a_shared_brand_are_found_alone() -> None:
    """"StowAway Austin North, StowAway South Congress, StowAway Round Rock": the brand stands before
    several names; a user writes "the south congress location", which is StowAway South Congress."""
    import datetime as dt

    from labkit.sim.engine.evidence import known_names

    known = known_names("Facilities: StowAway Austin North, StowAway South Congress, StowAway Round Rock.", dt.date(2027, 6, 19))
    assert ("south congress", "name", "StowAway South Congress") in known
    assert not any(words == "congress" for words, _kind, _name in known)
    evidence = gather("the cheapest 5x10 at the south congress location", dt.date(2027, 6, 19), known)
    assert "StowAway South Congress" in [m.value for m in evidence.mentions]
