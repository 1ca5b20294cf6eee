"""The user's own things: "drop my shift on the 17th" finds the shift among the user's own
(`get_my_shifts`), not in the rota of everyone's, and each request of a message takes the lookup
made for it (the one on "the 17th", a day said in words); an action's object whose every field
would be a default ("redirect parcel PX-5501" and `destination: {type: locker|post_office|address}`)
is asked for, not sent."""

from __future__ import annotations

from labkit.sim.types import Tool

ROTA = "You help volunteers of Eastgate Food Bank. Today is Monday 7 June 2027, 18:00. Signed in: Ana Lima, volunteer id V-204."
LIST = Tool("list_shifts", "Every open shift from a date, for all volunteers.", {
    "type": "object", "properties": {"from_date": {"type": "string", "format": "date"}}, "required": []})
MINE = Tool("get_my_shifts", "The shifts the volunteer is booked on.", {
    "type": "object", "properties": {"volunteer_id": {"type": "string"}}, "required": ["volunteer_id"]})
DROP = Tool("drop_shift", "Take the volunteer off a shift they are booked on.", {
    "type": "object", "properties": {"shift_id": {"type": "string"}, "volunteer_id": {"type": "string"}}, "required": ["shift_id", "volunteer_id"]})
SHIFTS = {
    "list_shifts": lambda a: {"shifts": [{"shift_id": "S-0610-AM", "date": "2027-06-10", "role": "warehouse"},
                                         {"shift_id": "S-0610-PM", "date": "2027-06-10", "role": "front desk"}]},
    "get_my_shifts": lambda a: {"upcoming": [{"shift_id": "S-0610-PM", "date": "2027-06-10", "role": "front desk"},
                                             {"shift_id": "S-0617-AM", "date": "2027-06-17", "role": "driver"}]},
    "drop_shift": lambda a: {"dropped": True, "shift_id": a["shift_id"]},
}


def test_my_shift_is_found_among_my_own(converse) -> None:
    made, answer = converse(ROTA, [LIST, MINE, DROP], SHIFTS, "drop my shift on the 10th please")
    assert made == [("get_my_shifts", {"volunteer_id": "V-204"}), ("drop_shift", {"shift_id": "S-0610-PM", "volunteer_id": "V-204"})]
    assert "S-0610-PM" in answer


PARCELS = "You are the assistant of Parcelly. Today is Monday 7 June 2027. The customer is Jo Bates, 4 Mill Lane, Frome BA11 1AA."
MY_PARCELS = Tool("list_my_parcels", "The customer's incoming parcels.", {"type": "object", "properties": {}})
REDIRECT = Tool("redirect_parcel", "Redirect an incoming parcel to a locker, a post office or another address.", {
    "type": "object", "properties": {
        "tracking_number": {"type": "string"},
        "destination": {"type": "object", "properties": {
            "type": {"type": "string", "enum": ["locker", "post_office", "address"]}, "locker_id": {"type": "string"}},
            "required": ["type"]}},
    "required": ["tracking_number", "destination"]})
INCOMING = {"list_my_parcels": lambda a: {"parcels": [{"tracking_number": "PX-5501", "sender": "Boots", "due": "2027-06-08"}]},
            "redirect_parcel": lambda a: {"status": "redirected"}}


def test_where_an_action_sends_a_thing_is_asked_not_defaulted(converse) -> None:
    made, answer = converse(PARCELS, [MY_PARCELS, REDIRECT], INCOMING, "can you redirect parcel PX-5501? I'm out tomorrow")
    assert made == [] and "?" in answer  # (a locker, a post office or an address: the user's to say)
