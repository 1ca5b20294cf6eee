"""A day told in the past tense, a smiley that ends a sentence, a filter of past things, and an
id said as where a thing is ("the warning firing on rig-7" is not the warning's id)."""

from __future__ import annotations

import datetime as dt

from labkit.sim.engine.evidence import gather
from labkit.sim.engine.words import sentences
from labkit.sim.types import Tool


def test_a_smiley_ends_a_sentence_but_a_clock_or_an_address_does_not() -> None:
    text = "the coach was late :( can you help? ok ;) at 10:30 see https://example.org/x"
    assert [text[a:b].strip() for a, b in sentences(text)] == [
        "the coach was late :(", "can you help?", "ok ;)", "at 10:30 see https://example.org/x"]


def test_a_weekday_told_in_the_past_is_the_one_gone_by() -> None:
    thursday = dt.date(2027, 3, 11)

    def day(text: str) -> str:
        return next(str(m.value) for m in gather(text, thursday).mentions if m.kind == "date")

    assert day("my coach on monday was two hours late") == "2027-03-08"
    assert day("where did I leave my bag friday?") == "2027-03-05"
    assert day("I was wondering if you could book me in on monday") == "2027-03-15"  # polite, not past
    assert day("need to move my friday slot, something came up") == "2027-03-12"  # the past verb is another clause's


COACHES = "You are the assistant of Dales Coaches. Today is Thursday 11 March 2027, 10:00. Fares are in GBP."
TRIPS = Tool("list_trips", "The passenger's coach trips.", {
    "type": "object", "properties": {"when": {"type": "string", "enum": ["upcoming", "past", "all"], "default": "upcoming"}}})
REFUND = Tool("file_refund_request", "File a refund request for a trip that ran late.", {
    "type": "object", "properties": {"trip_ref": {"type": "string"}, "refund_to": {"type": "string", "enum": ["card", "credit"]}},
    "required": ["trip_ref"]})
TRIPS_BY_WHEN = {
    "upcoming": {"trips": [{"trip_ref": "DC-9120", "to": "York", "departs": "2027-03-15T08:00"}]},
    "past": {"trips": [{"trip_ref": "DC-8811", "to": "York", "departs": "2027-03-08T08:00"},
                       {"trip_ref": "DC-8790", "to": "Leeds", "departs": "2027-03-02T17:30"}]},
}


def test_a_late_trip_told_of_is_looked_up_among_past_trips_and_claimed_for(converse) -> None:
    made, _ = converse(COACHES, [TRIPS, REFUND],
               {"list_trips": lambda a: TRIPS_BY_WHEN[a.get("when", "upcoming")], "file_refund_request": lambda a: {"request_id": "RF-1"}},
               "my coach to york on monday left two hours late :( can you file a refund request for me? credit is fine")
    assert made == [("list_trips", {"when": "past"}), ("file_refund_request", {"trip_ref": "DC-8811", "refund_to": "credit"})]


RIGS = "You are the assistant of a render farm's operations console. Today is Monday 1 March 2027. Rigs are rig-3, rig-7 and rig-9."
WARNINGS = Tool("list_warnings", "Warnings currently firing, with the rig each is on.", {"type": "object", "properties": {}})
MUTE = Tool("mute_warning", "Mute a warning for an hour.", {
    "type": "object", "properties": {"warning_id": {"type": "string"}}, "required": ["warning_id"]})


def test_an_id_said_as_where_the_thing_is_is_not_the_things_id(converse) -> None:
    firing = {"warnings": [{"warning_id": "W-5512", "rig": "rig-7", "title": "GPU temperature high"},
                           {"warning_id": "W-5513", "rig": "rig-3", "title": "Disk nearly full"}]}
    made, _ = converse(RIGS, [WARNINGS, MUTE], {"list_warnings": lambda a: firing, "mute_warning": lambda a: {"muted": True}},
               "mute whatever warning is firing on rig-7")
    assert made == [("list_warnings", {}), ("mute_warning", {"warning_id": "W-5512"})]
