"""labkit.sim.engine on what a request points at in the results it builds on: "the next pottery
session" is the soonest listed; "from when it's back" is the day the item is due back; "ask for a
spot on that one, tell him …" is one seat with that message; and a note for the tutor stays empty
when nobody dictated one. The tools are written for these tests."""

from __future__ import annotations

from labkit.sim.types import Tool

STUDIO = "You are the assistant of Kiln Lane craft studio. Today is Tuesday 9 March 2027, 08:00."
SESSIONS = Tool("list_sessions", "Upcoming workshop sessions with their date and start time.", {"type": "object", "properties": {}})
BOOK = Tool("book_session", "Book the member onto a workshop session.", {
    "type": "object", "properties": {
        "session_id": {"type": "string", "description": "From list_sessions, e.g. S-201"},
        "apron_hire": {"type": "boolean", "description": "Hire an apron for £2"},
        "note_for_tutor": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Anything the tutor should know; null if nothing"},
    }, "required": ["session_id", "apron_hire", "note_for_tutor"], "additionalProperties": False}, strict=True)
TIMETABLE = {"sessions": [
    {"session_id": "S-201", "name": "Life Drawing", "date": "2027-03-09", "start": "18:00"},
    {"session_id": "S-202", "name": "Pottery Wheel", "date": "2027-03-10", "start": "19:00"},
    {"session_id": "S-203", "name": "Pottery Wheel", "date": "2027-03-13", "start": "10:00"},
    {"session_id": "S-204", "name": "Pottery Wheel", "date": "2027-03-17", "start": "19:00"},
]}



def test_the_next_session_of_a_kind_is_the_soonest_listed_and_no_note_is_made_up(converse) -> None:
    booked = {"booking_id": "B-77", "status": "booked"}
    made, _ = converse(STUDIO, [SESSIONS, BOOK], {"list_sessions": lambda a: TIMETABLE, "book_session": lambda a: booked},
               ["put me on the next pottery wheel session please, and I'll hire an apron"])
    assert made[-1] == ("book_session", {"session_id": "S-202", "apron_hire": True, "note_for_tutor": None})


LIBRARY = "You are the assistant of Elm Street seed and tool library. Today is Monday 1 March 2027."
FIND = Tool("find_item", "Search the library's items; each result says if it is on loan and when it is due back.", {
    "type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]})
HOLD = Tool("place_hold", "Reserve an item from a collection date.", {
    "type": "object", "properties": {
        "item_id": {"type": "string"}, "collect_on": {"type": "string", "format": "date"},
        "days": {"type": "integer", "enum": [3, 7, 14]}}, "required": ["item_id", "collect_on", "days"]})


def test_from_when_it_is_back_is_the_day_the_item_is_due_back(converse) -> None:
    found = {"items": [{"item_id": "IT-88", "name": "Pressure washer", "on_loan": True, "return_due": "2027-03-04"}]}
    made, _ = converse(LIBRARY, [FIND, HOLD], {"find_item": lambda a: found, "place_hold": lambda a: {"hold_id": "H-1"}},
               ["is the pressure washer in?", "can you hold it for me from when it's back? a week is plenty"])
    assert made[-1] == ("place_hold", {"item_id": "IT-88", "collect_on": "2027-03-04", "days": 7})
    assert made[0] == ("find_item", {"text": "pressure washer"})  # "hold it": the thing the previous message named


FERRY = "You are the assistant of Islay Crossings, a water-taxi booking service. Today is Friday 5 March 2027."
TRIPS = Tool("search_trips", "Water-taxi trips between two harbours on a date.", {
    "type": "object", "properties": {"from_harbour": {"type": "string"}, "to_harbour": {"type": "string"}, "date": {"type": "string", "format": "date"}},
    "required": ["from_harbour", "to_harbour", "date"]})
REQUEST = Tool("request_places", "Ask the skipper for places on a trip.", {
    "type": "object", "properties": {
        "trip_id": {"type": "string"}, "seats": {"type": "integer", "minimum": 1, "maximum": 8},
        "message": {"type": ["string", "null"], "description": "A message to the skipper"}},
    "required": ["trip_id", "seats", "message"]})


def test_a_spot_asked_for_is_one_seat_and_the_sentence_to_tell_him_is_the_message(converse) -> None:
    trips = {"trips": [{"trip_id": "WT-0312-PE", "skipper": "Euan", "departs": "09:40", "seats_left": 3}]}
    made, _ = converse(FERRY, [TRIPS, REQUEST], {"search_trips": lambda a: trips, "request_places": lambda a: {"status": "pending"}},
               ["any water taxi from Port Ellen to Ardbeg on the 12th?",
                "great, ask for a spot on that one. tell him I've got a big rucksack"])
    name, arguments = made[-1]
    assert (name, arguments["trip_id"], arguments["seats"]) == ("request_places", "WT-0312-PE", 1)
    assert "rucksack" in arguments["message"]


def test_a_spot_for_us_is_not_one_seat(converse) -> None:
    trips = {"trips": [{"trip_id": "WT-0312-PE", "skipper": "Euan", "departs": "09:40", "seats_left": 3}]}
    made, _ = converse(FERRY, [TRIPS, REQUEST], {"search_trips": lambda a: trips, "request_places": lambda a: {"status": "pending"}},
               ["any water taxi from Port Ellen to Ardbeg on the 12th?", "ask for places for us on that one"])
    assert [name for name, _ in made] == ["search_trips"]  # how many of "us": the model asks


COUNCIL = "You are the assistant of Harbourside council's residents' parking service. Today is Monday 1 March 2027."
PERMITS = Tool("list_permits", "The household's parking permits with their zones and vehicles.", {"type": "object", "properties": {}})
UPDATE_PERMIT = Tool("update_permit", "Change a permit's zones or vehicle. Null leaves that setting as it is.", {
    "type": "object", "properties": {
        "permit_id": {"type": "string"},
        "settings": {"type": "object", "properties": {"vehicle_reg": {"type": ["string", "null"]}, "max_hours": {"type": ["integer", "null"]}},
                     "required": ["vehicle_reg", "max_hours"], "additionalProperties": False},
        "zones": {"anyOf": [{"type": "array", "items": {"type": "string", "enum": ["A", "B", "C"]}}, {"type": "null"}]}},
    "required": ["permit_id", "settings", "zones"], "additionalProperties": False}, strict=True)


def test_a_change_with_no_new_value_asks_instead_of_rewriting_the_record_as_it_is(converse) -> None:
    permits = {"permits": [{"permit_id": "PP-310", "holder": "Sam Okoro", "zones": ["A"], "vehicle_reg": "HB21 XYZ"},
                           {"permit_id": "PP-311", "holder": "Priya Okoro", "zones": ["A", "B"], "vehicle_reg": "HB19 KLM"}]}
    updated: list[dict] = []
    made, _ = converse(COUNCIL, [PERMITS, UPDATE_PERMIT], {"list_permits": lambda a: permits, "update_permit": lambda a: updated.append(a) or {"ok": True}},
               ["can you change the settings on Priya's permit"])
    assert [name for name, _ in made] == ["list_permits"] and not updated


LIFTS = "You are the assistant of Upright Lifts' service desk. Today is Monday 1 March 2027, 09:00."
SITES = Tool("list_sites", "Every site we maintain lifts at.", {"type": "object", "properties": {}})
SITE = Tool("get_site", "One site: its lifts and their open faults.", {
    "type": "object", "properties": {"site_id": {"type": "string", "description": "e.g. SITE-7"}}, "required": ["site_id"]})
SEND = Tool("book_technician", "Send a technician to a site.", {
    "type": "object", "properties": {
        "site_id": {"type": "string"}, "date": {"type": "string", "format": "date"}, "slot": {"type": "string", "enum": ["am", "pm"]},
        "fault_id": {"type": ["string", "null"], "description": "The open fault the visit is for, e.g. FLT-12"}},
    "required": ["site_id", "date", "slot"]})


def test_the_fault_a_request_names_by_another_word_is_read_from_that_site_and_a_half_day_is_its_option(converse) -> None:
    site = {"site_id": "SITE-7", "name": "Harbour Court", "open_faults": [
        {"fault_id": "FLT-31", "summary": "Door sensor keeps reopening the doors", "lift": "L2"},
        {"fault_id": "FLT-35", "summary": "Car light flickering", "lift": "L1"}]}
    made, _ = converse(LIFTS, [SITES, SITE, SEND], {"list_sites": lambda a: {"sites": []}, "get_site": lambda a: site,
                                           "book_technician": lambda a: {"visit_id": "V-1"}},
               ["send a technician to SITE-7 tomorrow afternoon for that door sensor problem"])
    assert made == [("get_site", {"site_id": "SITE-7"}),
                    ("book_technician", {"site_id": "SITE-7", "date": "2027-03-02", "slot": "pm", "fault_id": "FLT-31"})]


BOXES = "You are the assistant of Crate & Carrot veg boxes. Today is Monday 1 March 2027."
DELIVERIES = Tool("list_deliveries", "The customer's upcoming box deliveries.", {"type": "object", "properties": {}})
SKIP = Tool("skip_delivery", "Skip one upcoming delivery; the subscription carries on.", {
    "type": "object", "properties": {"delivery_id": {"type": "string"}}, "required": ["delivery_id"]})


def test_cancelling_one_delivery_is_what_skipping_it_does(converse) -> None:
    listed = {"deliveries": [{"delivery_id": "D-88", "date": "2027-03-04"}, {"delivery_id": "D-89", "date": "2027-03-11"}]}
    made, _ = converse(BOXES, [DELIVERIES, SKIP], {"list_deliveries": lambda a: listed, "skip_delivery": lambda a: {"status": "skipped"}},
               ["we're away so we won't need this week's box, can you cancel it"])
    assert made == [("list_deliveries", {}), ("skip_delivery", {"delivery_id": "D-88"})]


WATCHES = "You are the assistant of Tick & Tock watch repairs. Today is Monday 1 March 2027."
ESTIMATE = Tool("get_estimate", "Price of a repair for a kind of watch.", {
    "type": "object", "properties": {"watch_type": {"type": "string", "enum": ["watch", "clock", "pocket_watch"]},
                                     "work": {"type": "array", "items": {"type": "string", "enum": ["battery", "strap", "service"]}}},
    "required": ["watch_type", "work"]})
JOB = Tool("job_status", "Status of a repair job: what is being done, when it is ready, what is left to pay.", {
    "type": "object", "properties": {"job_ref": {"type": "string"}}, "required": ["job_ref"]})
OPEN_JOB = Tool("open_job", "Open a new repair job.", {
    "type": "object", "properties": {"customer": {"type": "string"}, "watch_type": {"type": "string"}}, "required": ["customer", "watch_type"]})


def test_an_id_said_after_a_question_sends_the_question_to_the_lookup_that_takes_it(converse) -> None:
    made, _ = converse(WATCHES, [ESTIMATE, JOB, OPEN_JOB], {"get_estimate": lambda a: {"price": 20}, "job_status": lambda a: {"status": "ready"},
                                                   "open_job": lambda a: {"job_ref": "WR-1"}},
               ["hello, could you check whether my pocket watch is ready yet please? Job WR-5521."])
    assert made == [("job_status", {"job_ref": "WR-5521"})]


GUITARS = "You are the assistant of Fretwork guitar repairs. Today is Monday 1 March 2027."
GUITAR_QUOTE = Tool("quote_work", "Price of work on instruments of one kind.", {
    "type": "object", "properties": {
        "instrument": {"type": "string", "enum": ["acoustic", "electric", "bass"]},
        "work": {"type": "array", "items": {"type": "string", "enum": ["strings", "setup", "frets", "nut"]}}},
    "required": ["instrument", "work"]})
SHINE = "You are the assistant of Spit & Polish shoe shine. Today is Monday 1 March 2027."
SHINE_QUOTE = Tool("quote_shine", "Price of a shine, per pair.", {
    "type": "object", "properties": {"item": {"type": "string", "enum": ["shoes", "boots"]}, "pairs": {"type": "integer", "minimum": 1}},
    "required": ["item", "pairs"]})


def test_redoing_a_thing_names_it_and_a_pair_is_one_of_the_pairs_counted(converse) -> None:
    made, _ = converse(GUITARS, [GUITAR_QUOTE], {"quote_work": lambda a: {"total": 40}}, ["how much to restring an electric?"])
    assert made == [("quote_work", {"instrument": "electric", "work": ["strings"]})]
    made, _ = converse(SHINE, [SHINE_QUOTE], {"quote_shine": lambda a: {"total": 8}}, ["how much to polish a pair of boots?"])
    assert made == [("quote_shine", {"item": "boots", "pairs": 1})]


PLAYGROUND = "You are the assistant of Oakfield Primary's incident log. Today is Monday 1 March 2027."
LOG_INCIDENT = Tool("log_incident", "Log an incident in the playground book.", {
    "type": "object", "properties": {"what_happened": {"type": "string"},
                                     "witnesses": {"type": "array", "items": {"type": "string"}, "description": "Names of witnesses"}},
    "required": ["what_happened", "witnesses"]})


def test_witnesses_are_who_the_message_says_saw_it(converse) -> None:
    made, _ = converse(PLAYGROUND, [LOG_INCIDENT], {"log_incident": lambda a: {"incident_id": "IN-4"}},
               ["log that a swing seat snapped by the climbing frame at break. nobody hurt. Priya Shah saw it"])
    assert made and made[0][1]["witnesses"] == ["Priya Shah"]
    made, _ = converse(PLAYGROUND, [LOG_INCIDENT], {"log_incident": lambda a: {"incident_id": "IN-5"}},
               ["log a fall from the wall at lunch, witnessed by Tom Reid and Ana Gomez"])
    assert made and made[0][1]["witnesses"] == ["Tom Reid", "Ana Gomez"]
