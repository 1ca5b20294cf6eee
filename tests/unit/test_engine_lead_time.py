"""How long before, said as people say it: "a text reminder the day before" is `channel: sms`,
`hoursBefore: 24`; "two hours ahead" is 120 for `minutes_before`; a lead time that does not fit
the parameter's unit is not forced into it."""

from __future__ import annotations

from labkit.sim.engine.fill.text import lead_time
from labkit.sim.engine.schema import params_of
from labkit.sim.types import Tool


def _param(name: str):
    (param,) = params_of({"type": "object", "properties": {name: {"type": "integer", "minimum": 1}}})
    return param


def test_a_lead_time_in_the_parameters_unit() -> None:
    assert lead_time(_param("hoursBefore"), "remind me by text the day before")[0] == 24
    assert lead_time(_param("minutes_before"), "ping me two hours ahead")[0] == 120
    assert lead_time(_param("notice_days"), "give them a week's notice, so 1 week before")[0] == 7
    assert lead_time(_param("days_before"), "remind me 3 hours before") is None  # (not a whole number of days)
    assert lead_time(_param("hours"), "the day before") is None  # (a duration, not a lead time)


SURGERY = "You are the assistant of Elm Street Physio. Today is Monday 8 March 2027. Patient: Ruth Ames (patient id P-9)."
BOOK = Tool("book_session", "Book a physio session.", {
    "type": "object", "properties": {
        "date": {"type": "string", "format": "date"}, "time": {"type": "string", "description": "HH:MM"},
        "patient_id": {"type": "string"},
        "reminder": {"type": "object", "properties": {
            "channel": {"type": "string", "enum": ["email", "sms", "none"]}, "hoursBefore": {"type": "integer", "minimum": 1, "maximum": 72}},
            "required": ["channel"]}},
    "required": ["date", "time", "patient_id"]})


def test_a_text_reminder_the_day_before(converse) -> None:
    made, _ = converse(SURGERY, [BOOK], {"book_session": lambda a: {"booking_id": "ES-41"}},
                       "book me in on thursday at 9:30 and can I get a text reminder the day before?")
    assert made == [("book_session", {"date": "2027-03-11", "time": "09:30", "patient_id": "P-9", "reminder": {"channel": "sms", "hoursBefore": 24}})]
