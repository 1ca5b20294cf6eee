"""Taking one of the things a lookup offered: "ok the 1:30pm please" after free times kept per
groomer, "the 6.15 one pls" after a class's start times, "wednesday works" after a list of slots —
the one tool that books such things, with what the lookup was asked for (its day, its party size,
its service). A time said without am/pm is the one offered ("the 7:30" of an evening list); "if you
can" is a courtesy, not a condition; an elliptical "what about thursday" keeps the part of the day
the question before it asked about."""

from __future__ import annotations

from labkit.sim.types import Tool

GROOMING = "You are the booking assistant of Suds & Snips dog grooming. Today is Tuesday 9 March 2027."
OPENINGS = Tool("find_openings", "Free times of our groomers on a day.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"}, "service": {"type": "string", "enum": ["full_groom", "bath_and_dry", "nail_trim"]},
                                     "groomer": {"type": "string", "enum": ["Ravi", "Mo"]}}, "required": ["date", "service"]})
MY_BOOKINGS = Tool("list_my_bookings", "Your upcoming grooming appointments.", {"type": "object", "properties": {}})
BOOK_GROOM = Tool("book_groom", "Book a grooming appointment.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"}, "time": {"type": "string", "description": "HH:MM"},
                                     "services": {"type": "array", "items": {"type": "string", "enum": ["full_groom", "bath_and_dry", "nail_trim"]}},
                                     "groomer": {"type": "string", "enum": ["Ravi", "Mo"]}}, "required": ["date", "time", "services", "groomer"]})


def _openings(args: dict) -> dict:
    return {"date": args["date"], "openings": {"Ravi": ["09:00", "13:30", "16:00"], "Mo": ["10:00", "13:30"]}}


def test_a_time_picked_from_times_kept_per_groomer_is_booked_with_what_was_asked(converse) -> None:
    outputs = {"find_openings": _openings, "list_my_bookings": lambda a: {"upcoming": []},
               "book_groom": lambda a: {"appointment_id": "GR-1", "status": "booked"}}
    made, _ = converse(GROOMING, [OPENINGS, MY_BOOKINGS, BOOK_GROOM], outputs,
                       ["what times has Ravi got on friday for a full groom", "ok the 1:30pm please"])
    assert made == [("find_openings", {"date": "2027-03-12", "service": "full_groom", "groomer": "Ravi"}),
                    ("book_groom", {"date": "2027-03-12", "time": "13:30", "services": ["full_groom"], "groomer": "Ravi"})]


GYM = "You are the assistant of Peak Studio, a yoga and pilates studio. Today is Monday 8 March 2027."
CLASS_TIMES = Tool("class_times", "Start times of a class on a day.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"}, "class_type": {"type": "string", "enum": ["yoga", "pilates"]}},
    "required": ["date", "class_type"]})
BOOK_CLASS = Tool("book_class", "Book a place in a class.", {
    "type": "object", "properties": {"class_type": {"type": "string", "enum": ["yoga", "pilates"]}, "date": {"type": "string", "format": "date"},
                                     "time": {"type": "string"}, "attendee_name": {"type": "string"}},
    "required": ["class_type", "date", "time", "attendee_name"]})


def test_a_listed_start_time_said_the_twelve_hour_way_books_it_for_the_friend_named(converse) -> None:
    outputs = {"class_times": lambda a: {"date": a["date"], "classes": [{"class_type": a["class_type"], "start_times": ["07:00", "12:15", "18:15"]}]},
               "book_class": lambda a: {"booking_id": "PK-9", "status": "booked"}}
    made, _ = converse(GYM, [CLASS_TIMES, BOOK_CLASS], outputs, ["any yoga on thursday?", "the 6.15 one pls. it's for my friend tomas tho, not me"])
    assert made[-1] == ("book_class", {"class_type": "yoga", "date": "2027-03-11", "time": "18:15", "attendee_name": "Tomas"})


SURVEYS = ("You are the assistant of DryHome damp surveys. Today is Monday 8 March 2027. "
           "The customer's properties: PR-1 = home, PR-2 = rental flat.")
SLOTS = Tool("find_slots", "Free survey slots for a property and a kind of survey.", {
    "type": "object", "properties": {"property_id": {"type": "string", "enum": ["PR-1", "PR-2"]},
                                     "survey": {"type": "string", "enum": ["damp", "mould", "condensation"]}},
    "required": ["property_id", "survey"]})
BOOK_SURVEY = Tool("book_survey", "Book a survey visit in a free slot.", {
    "type": "object", "properties": {"property_id": {"type": "string", "enum": ["PR-1", "PR-2"]},
                                     "survey": {"type": "string", "enum": ["damp", "mould", "condensation"]}, "slot_id": {"type": "string"}},
    "required": ["property_id", "survey", "slot_id"]})
LOG_READING = Tool("log_reading", "Record a humidity reading taken at a property between visits.", {
    "type": "object", "properties": {"property_id": {"type": "string", "enum": ["PR-1", "PR-2"]}, "humidity_percent": {"type": "number"}},
    "required": ["property_id", "humidity_percent"]})


def test_a_day_that_works_books_that_slot_with_the_survey_asked_for(converse) -> None:
    slots = {"property_id": "PR-1", "survey": "mould", "slots": [{"slot_id": "SV-0310", "weekday": "Wednesday", "date": "2027-03-10"},
                                                                 {"slot_id": "SV-0312", "weekday": "Friday", "date": "2027-03-12"}]}
    outputs = {"find_slots": lambda a: slots, "book_survey": lambda a: {"visit_id": "V-77", "status": "booked"},
               "log_reading": lambda a: {"status": "logged"}}
    made, _ = converse(SURVEYS, [SLOTS, BOOK_SURVEY, LOG_READING], outputs,
                       ["there's mould coming back in the bathroom at home, when could someone come and look?", "wednesday works"])
    assert made[-1] == ("book_survey", {"property_id": "PR-1", "survey": "mould", "slot_id": "SV-0310"})


BISTRO = "You are the booking assistant of Bistro Nord. Today is Monday 8 March 2027. The guest is Lena Park."
TABLES = Tool("check_tables", "Free table times for a party on a day.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"}, "people": {"type": "integer"}}, "required": ["date", "people"]})
BOOK_TABLE = Tool("book_table", "Book a table.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"}, "time": {"type": "string", "description": "HH:MM"},
                                     "people": {"type": "integer"}, "name": {"type": "string"},
                                     "area": {"type": "string", "enum": ["inside", "window", "garden"]}},
    "required": ["date", "time", "people", "name"]})
FREE = {"free": [{"time": "12:00"}, {"time": "12:30"}, {"time": "13:00"}, {"time": "19:00"}, {"time": "19:30"}]}


def test_an_evening_question_taken_up_again_and_a_time_said_without_pm(converse) -> None:
    outputs = {"check_tables": lambda a: {"date": a["date"], **FREE}, "book_table": lambda a: {"reference": "BN-12", "status": "confirmed"}}
    made, answer = converse(BISTRO, [TABLES, BOOK_TABLE], outputs, ["anything for 3 on friday night?", "hmm what about saturday"])
    assert made == [("check_tables", {"date": "2027-03-12", "people": 3}), ("check_tables", {"date": "2027-03-13", "people": 3})]
    assert "19:30" in answer and "12:00" not in answer
    made, answer = converse(BISTRO, [TABLES, BOOK_TABLE], outputs,
                            ["anything for 3 on friday night?", "hmm what about saturday", "grab the 7:30 then, by the window if you can"])
    assert made[-1] == ("book_table", {"date": "2027-03-13", "time": "19:30", "people": 3, "name": "Lena Park", "area": "window"})
