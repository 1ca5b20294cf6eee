"""A reason, an occasion or a category is often said in everyday words, and often beside the
request rather than in it: "sprained my ankle" is an injury, "my mum's 60th" a birthday, "someone
pinched the plaque" a theft, "the radiator's cold" heating (`knowledge.KINDS`)."""

from __future__ import annotations

from labkit.sim.types import Tool

TODAY = "Today is Tuesday 2 March 2027."
PAUSE = Tool("pause_membership", "Pause a gym membership.", {"type": "object", "properties": {
    "weeks": {"type": "integer"}, "reason": {"type": ["string", "null"], "enum": ["injury", "travel", "other", None]}},
    "required": ["weeks", "reason"], "additionalProperties": False}, strict=True)
ROOM = Tool("book_room", "Book the function room.", {"type": "object", "properties": {
    "date": {"type": "string", "format": "date"}, "guests": {"type": "integer"},
    "occasion": {"type": "string", "enum": ["birthday", "anniversary", "work_do", "other"]}}, "required": ["date", "guests"]})
REPORT = Tool("report_issue", "Report a problem in a park.", {"type": "object", "properties": {
    "park": {"type": "string"}, "category": {"type": "string", "enum": ["theft", "vandalism", "litter", "other"]},
    "details": {"type": "string"}}, "required": ["park", "category", "details"]})


def echo(name: str):
    return {name: lambda a: {"ok": True, **a}}


def test_a_reason_said_in_everyday_words(converse) -> None:
    made, _ = converse(f"You are the assistant of Ironbark gym. {TODAY}", [PAUSE], echo("pause_membership"),
                       "pause my membership for 3 weeks please, I sprained my ankle")
    assert made == [("pause_membership", {"weeks": 3, "reason": "injury"})]


def test_an_occasion_said_beside_the_request(converse) -> None:
    made, _ = converse(f"You are the assistant of the Crown & Anchor. {TODAY}", [ROOM], echo("book_room"),
                       "can I book the function room on saturday for 25 people? it's my mum's 60th")
    assert made and made[0][1]["occasion"] == "birthday"


def test_a_category_from_what_happened(converse) -> None:
    made, _ = converse(f"You are the assistant of Greenhill council's parks team. {TODAY}", [REPORT], echo("report_issue"),
                       "can you report this - someone's pinched the memorial plaque off the bench in Victoria Park")
    assert made and made[0][1]["category"] == "theft"


TANKS = ('You are the assistant of Reedbank fish farm. Today is Tuesday 2 March 2027.\n'
         'Tanks (tankId "name"):\n- T1 "Willow" - hatchery\n- T2 "Alder" - grow-out\n- T3 "Hazel" - quarantine')
READINGS = Tool("get_tank_readings", "Water readings of one tank.", {"type": "object", "properties": {
    "tankId": {"type": "string", "enum": ["T1", "T2", "T3"]}}, "required": ["tankId"]})
CALLOUT = Tool("request_callout", "Send a technician.", {"type": "object", "properties": {
    "job": {"type": "string", "enum": ["breakdown", "lockout", "startup", "service"]}, "site": {"type": "string"}},
    "required": ["job"]})


def test_a_two_character_code_the_instructions_name(converse) -> None:
    made, _ = converse(TANKS, [READINGS], {"get_tank_readings": lambda a: {"tankId": a["tankId"], "oxygen_mg_l": 8.1}},
                       "show me the water readings for Hazel")
    assert made == [("get_tank_readings", {"tankId": "T3"})]


def test_an_option_said_as_a_phrasal_verb(converse) -> None:
    echo_ = {"request_callout": lambda a: {"ok": True, **a}}
    made, _ = converse(TANKS, [CALLOUT], echo_, "the pump controller has locked us out at the hatchery, please send someone")
    assert made and made[0][1]["job"] == "lockout"
