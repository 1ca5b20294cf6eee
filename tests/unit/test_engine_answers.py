"""labkit.sim.engine, the answer stage: what a model says after its tools answered, and what it says
from its instructions alone. Tools and instructions are written for these tests (a dog daycare, a
coach-trip operator, a community orchard), not taken from a lesson or a benchmark case."""

from __future__ import annotations

import json
from typing import Any

from labkit.sim.engine import Engine
from labkit.sim.engine import converse as engine_converse
from labkit.sim.engine.instructed import answer_from
from labkit.sim.types import Tool

ENGINE = Engine()


def fn(name: str, description: str, props: dict[str, Any] | None = None, required: list[str] | None = None) -> Tool:
    props = props or {}
    return Tool(name, description, {"type": "object", "properties": props, "required": list(props) if required is None else required})


def talk(functions: dict[str, Any], tools: list[Tool], turns: list[str], instructions: str) -> tuple[list[list[tuple[str, dict[str, Any]]]], list[str]]:
    answers: list[str] = []
    made = engine_converse(ENGINE, tools, turns, lambda name, args: functions[name](**args), instructions=instructions, answers=answers)
    return [[(call.name, json.loads(call.arguments)) for call in turn] for turn in made], answers


# --- answers from the instructions -------------------------------------------------------------------

DAYCARE = ("You are the assistant of Waggle Street Dog Daycare, Bristol. Today is Tuesday 9 March 2027, 08:15. "
           "The signed-in owner is Marta Lewandowska; her dogs are Pepper (DOG-41) and Bruno (DOG-42). "
           "Only book or cancel days when the owner asks. "
           "Policies: a day cancelled with less than 48 hours' notice is charged in full; unused days in a 10-day pack roll over for one month. "
           "Drop-off is from 07:30 and pick-up is by 18:30. Membership renewals are due by 31 March 2027.")
DAYCARE_TOOLS = [
    fn("book_day", "Book a daycare day for a dog.", {"dog_id": {"type": "string"}, "date": {"type": "string", "format": "date"}}),
    fn("cancel_day", "Cancel a booked daycare day.", {"booking_id": {"type": "string"}}),
    fn("list_days", "List the owner's booked daycare days.", {}),
]
DAYCARE_FNS = {
    "book_day": lambda dog_id, date: {"booking_id": "BK-9", "dog_id": dog_id, "date": date, "status": "booked"},
    "cancel_day": lambda booking_id: {"booking_id": booking_id, "status": "cancelled"},
    "list_days": lambda: {"days": [{"booking_id": "BK-7", "dog": "Pepper", "date": "2027-03-11"}]},
}


def test_a_policy_question_is_answered_from_the_instructions_without_a_tool() -> None:
    made, answers = talk(DAYCARE_FNS, DAYCARE_TOOLS, ["if i cancel thursday's day tomorrow would i still have to pay for it?"], DAYCARE)
    assert made == [[]]
    assert "48 hours" in answers[0]


def test_a_deadline_the_instructions_give_is_said_rather_than_looked_up() -> None:
    made, answers = talk(DAYCARE_FNS, DAYCARE_TOOLS, ["when do i have to renew my membership by?"], DAYCARE)
    assert made == [[]]
    assert "31 March 2027" in answers[0]


def test_how_early_asks_for_the_lead_time_the_instructions_state() -> None:
    found = answer_from(DAYCARE, "how early can i drop pepper off?")
    assert found is not None and "07:30" in found.sentence


def test_a_rule_for_the_assistant_is_never_an_answer() -> None:
    found = answer_from(DAYCARE, "what happens if i cancel a day?")
    assert found is not None and "Only book" not in found.sentence and "48 hours" in found.sentence


def test_a_question_the_tools_answer_still_calls_the_tool() -> None:
    made, answers = talk(DAYCARE_FNS, DAYCARE_TOOLS, ["what days have i got booked?"], DAYCARE)
    assert made == [[("list_days", {})]]
    assert "11 March" in answers[0]


def test_topic_words_alone_do_not_make_an_answer() -> None:
    # the instructions mention dogs and days, but nothing says what a good diet is
    assert answer_from(DAYCARE, "what should a dog eat before a day of playing?") is None
    assert answer_from(DAYCARE, "is pepper a good name for a dog?") is None


# --- records in words --------------------------------------------------------------------------------

COACH = "You help customers of Fellside Coaches. Today is Friday 4 June 2027, 10:00. Customer: Ravi Shah."
COACH_TOOLS = [fn("get_trip_booking", "Look up a coach-trip booking by its reference.", {"ref": {"type": "string", "description": "Booking reference, e.g. FC-1234"}})]
COACH_FNS = {"get_trip_booking": lambda ref: {
    "ref": ref, "lead_name": "Ravi Shah", "seats": 2, "paid_gbp": 58.0,
    "trip": {"trip_id": "TR-220", "route": "Keswick to Whitby", "departs": "2027-06-12T07:45", "returns": "2027-06-12T21:30"},
    "pickup": {"stop": "Keswick bus station", "bay": "C"},
}}


def test_a_time_inside_a_nested_record_is_said_when_the_question_asks_when() -> None:
    made, answers = talk(COACH_FNS, COACH_TOOLS, ["what time does my FC-5521 trip leave?"], COACH)
    assert made == [[("get_trip_booking", {"ref": "FC-5521"})]]
    assert "07:45" in answers[0]


ORCHARD = "You are the volunteer assistant of Hill Lane Community Orchard. Today is Saturday 2 October 2027, 09:00. Volunteer id V-88."
ORCHARD_TOOLS = [fn("get_work_day", "Get the plan of this week's work day for a volunteer: the tasks and who leads them.", {"volunteer_id": {"type": "string"}})]
ORCHARD_FNS = {"get_work_day": lambda volunteer_id: {
    "volunteer_id": volunteer_id, "date": "2027-10-03", "leader": "Sam Okoye",
    "tasks": [{"name": "Pressing apples"}, {"name": "Mulching the pear row"}, {"name": "Fixing the gate"},
              {"name": "Labelling jars"}, {"name": "Raking leaves"}],
}}


def test_a_short_list_inside_a_record_is_named_item_by_item() -> None:
    made, answers = talk(ORCHARD_FNS, ORCHARD_TOOLS, ["what jobs are on tomorrow for me?"], ORCHARD)
    assert [name for name, _args in made[0]] == ["get_work_day"]
    for task in ("Pressing apples", "Mulching the pear row", "Fixing the gate", "Labelling jars", "Raking leaves"):
        assert task in answers[0]


ROWING = "You are the assistant of Riverside Rowing Club. Today is Tuesday 9 March 2027, 18:00. Member id RC-204."
ROWING_TOOLS = [
    fn("get_allowances", "The member's boat-hire allowances for this season, by boat class.", {"member_id": {"type": "string"}}),
    fn("get_session_slots", "Coached sessions for a week: each slot with its boat and places.", {"week": {"type": "string"}}),
]
ROWING_FNS = {
    "get_allowances": lambda member_id: {"member_id": member_id, "season": "2027", "allowances": {
        "single_scull": {"hours_included": 20, "hours_used": 12.5, "hours_remaining": 7.5, "resets_on": "2027-10-01"}}},
    "get_session_slots": lambda week: {"week": week, "club": "Riverside Rowing Club", "slots": [
        {"slot_id": "SL-1", "week": week, "boat": "coxed four", "coach": "Ines Duarte", "places_left": 2},
        {"slot_id": "SL-2", "week": week, "boat": "eight", "coach": "Tom Reyes", "places_left": 0},
        {"slot_id": "SL-3", "week": week, "boat": "double", "coach": "Ines Duarte", "places_left": 1}]},
}


def test_a_map_of_named_records_is_said_with_each_records_facts() -> None:
    made, answers = talk(ROWING_FNS, ROWING_TOOLS, ["how many single scull hours have I got left this season?"], ROWING)
    assert [name for name, _args in made[0]] == ["get_allowances"]
    assert "single scull (" in answers[0] and "7.5" in answers[0]
    assert "7.5 hours remaining" in answers[0]  # a count of what is left, said as a count


def test_items_of_a_nested_list_say_their_own_facts_not_the_listings() -> None:
    made, answers = talk(ROWING_FNS, ROWING_TOOLS, ["any coached sessions with free places in week 11?"], ROWING)
    assert [name for name, _args in made[0]] == ["get_session_slots"]
    for boat in ("coxed four", "eight", "double"):
        assert boat in answers[0]
    assert "2 places left" in answers[0]
    assert answers[0].count("week 11") <= 1  # the week every slot repeats is the listing's, said once at most


# --- what is not a procedure ------------------------------------------------------------------------

VEG = ("You are the assistant of Greenbox, a vegetable-box scheme. Today is Monday 1 March 2027, 09:00. "
       "Customer: Ola Nowak. Next delivery: DL-301, on Thursday 4 March. Changes to its contents are possible until Tuesday. "
       "Skips: up to 4 a year. Ratings of the recipes help us plan boxes. Never skip or change a delivery unless the customer asks.")
VEG_TOOLS = [
    fn("get_delivery", "The customer's next delivery with its id and contents.", {}),
    fn("change_delivery", "Change the contents of a delivery.", {"delivery_id": {"type": "string"}, "add": {"type": "array", "items": {"type": "string"}}}),
    fn("skip_delivery", "Skip a delivery.", {"delivery_id": {"type": "string"}}),
    fn("rate_recipe", "Rate a recipe 1-5 stars.", {"recipe": {"type": "string"}, "stars": {"type": "integer"}}),
]
VEG_FNS = {
    "get_delivery": lambda: {"delivery_id": "DL-301", "date": "2027-03-04", "contents": ["leeks", "carrots"]},
    "change_delivery": lambda delivery_id, add: {"delivery_id": delivery_id, "added": add},
    "skip_delivery": lambda delivery_id: {"delivery_id": delivery_id, "status": "skipped"},
    "rate_recipe": lambda recipe, stars: {"recipe": recipe, "stars": stars},
}


def test_next_and_first_before_a_noun_spell_out_no_procedure() -> None:
    # "Next delivery: …" and "First box …" describe things; they are not steps to follow in order
    made, answers = talk(VEG_FNS, VEG_TOOLS, ["skip this week's delivery, we're away"], VEG)
    assert made[0][-1] == ("skip_delivery", {"delivery_id": "DL-301"})
    assert "change_delivery" not in [name for name, _args in made[0]]


# --- the user's own place is not a filter -----------------------------------------------------------

BOOKS = ("You are the assistant of Quire, a second-hand bookshop in Galway, Ireland. Today is Friday 5 March 2027, 11:00. "
         "Customer: Aoife Byrne, who lives in Ireland and reads in English.")
BOOK_TOOLS = [fn("search_books", "Search the shop's stock of second-hand books.", {
    "query": {"type": "string"}, "country": {"type": "string", "description": "Country the book was published in"},
    "language": {"type": "string", "description": "Language of the book"}, "max_price_eur": {"type": "number"}}, required=["query"])]
BOOK_FNS = {"search_books": lambda query, country=None, language=None, max_price_eur=None: {"books": [{"title": f"{query.title()} (1st ed.)", "price_eur": 12}]}}


def test_an_optional_filter_does_not_take_the_users_own_country_or_language() -> None:
    made, _answers = talk(BOOK_FNS, BOOK_TOOLS, ["have you got any poetry under 15 euro?"], BOOKS)
    assert len(made[0]) == 1 and made[0][0][0] == "search_books"
    args = made[0][0][1]
    assert "country" not in args and "language" not in args
    assert args["max_price_eur"] == 15


def test_a_search_phrase_leaves_the_words_that_compare_a_price_to_the_price() -> None:
    for text in ("have you got any poetry under 15 euro?", "any poetry for less than 15 euros?"):
        made, _answers = talk(BOOK_FNS, BOOK_TOOLS, [text], BOOKS)
        assert made[0][0][1]["query"] == "poetry"


# --- picking from what the last answer listed ----------------------------------------------------------

BARBER = ("You are the booking assistant of Fade Street Barbers, Leith. Today is Monday 8 February 2027, 12:00. "
          "Customer: Kofi Mensah (customer K-17). His son is Ade (child, customer K-18).")
BARBER_TOOLS = [
    fn("free_chairs", "Free appointment times on a day.", {"day": {"type": "string", "format": "date"}}, required=["day"]),
    fn("book_cut", "Book a haircut.", {"customer_id": {"type": "string", "description": "e.g. K-17"},
                                       "start": {"type": "string", "format": "date-time"}, "barber": {"type": ["string", "null"]}},
       required=["customer_id", "start", "barber"]),
    fn("cut_status", "Where a walk-in ticket is in the queue.", {"ticket": {"type": "string", "description": "Ticket number, e.g. 'Q-0042'"}}),
]
BARBER_FNS = {
    "free_chairs": lambda day: {"day": day, "free": [{"time": "10:15", "barber": "Sami"}, {"time": "14:45", "barber": "Lou"}, {"time": "16:00", "barber": "Sami"}]},
    "book_cut": lambda customer_id, start, barber=None: {"booking": "FB-9", "customer_id": customer_id, "start": start, "barber": barber},
    "cut_status": lambda ticket: {"ticket": ticket, "ahead_of_you": 3, "wait_minutes": 25},
}


def test_picking_one_listed_time_with_a_word_of_taking_books_it_on_the_day_asked_about() -> None:
    made, answers = talk(BARBER_FNS, BARBER_TOOLS, ["what's free on wednesday?", "the 2:45 with lou please, for ade"], BARBER)
    assert made[0] == [("free_chairs", {"day": "2027-02-10"})]
    [(name, args)] = made[1]
    assert name == "book_cut" and args["customer_id"] == "K-18" and args["start"].startswith("2027-02-10T14:45") and args["barber"] == "Lou"
    assert "FB-9" in answers[1]


def test_a_remark_about_a_listed_item_books_nothing() -> None:
    for remark in ("the 2:45 with lou looks good", "the 2:45 with lou?", "not the 2:45 with lou please"):
        made, _answers = talk(BARBER_FNS, BARBER_TOOLS, ["what's free on wednesday?", remark], BARBER)
        assert all(name != "book_cut" for name, _args in made[1]), remark


def test_an_id_said_after_the_question_is_the_questions_id() -> None:
    made, _answers = talk(BARBER_FNS, BARBER_TOOLS, ["where am i in the queue? Q-0042"], BARBER)
    assert made == [[("cut_status", {"ticket": "Q-0042"})]]


def test_whether_booking_is_needed_is_answered_from_a_policy_line_and_said_whole() -> None:
    rules = ("You are the assistant of Spoke & Chain, a bike repair shop. Today is Tuesday 6 April 2027, 10:00.\n"
             "Policies:\n- Puncture repairs are walk-in only, weekdays 08:00-10:00, £12, no booking needed.\n"
             "- Cycling helmets can be tried on in store; no returns on worn helmets.\n"
             "Only book a service when the customer asks.")
    found = answer_from(rules, "do i need to book to get a puncture fixed?")
    assert found is not None and found.sentence.startswith("Puncture repairs are walk-in only")
    found = answer_from(rules, "am i allowed to try helmets on?")
    assert found is not None and found.sentence.endswith("no returns on worn helmets.")


# --- a numbered thing, more of it, and the same again ---------------------------------------------------

ZOO = ("You are the audio guide of Riverside Zoo. Today is Saturday 3 July 2027, 11:00. Visitors may ask in any language.")
ZOO_TOOLS = [Tool("enclosure_info", "Talk for an enclosure, by the number on its sign or by words about the animal.", {
    "type": "object", "additionalProperties": False, "required": ["sign", "words", "lang", "length"],
    "properties": {"sign": {"type": ["integer", "null"], "description": "Number on the enclosure sign, or null"},
                   "words": {"type": ["string", "null"], "description": "Words about the animal when the number is unknown, else null"},
                   "lang": {"type": "string", "enum": ["en", "it", "no", "de"]},
                   "length": {"type": "string", "enum": ["brief", "full"]}}}, strict=True)]
ZOO_FNS = {"enclosure_info": lambda sign, words, lang, length: {"sign": sign, "animal": "Red panda", "lang": lang, "length": length,
                                                               "talk": "Red pandas sleep in trees." if length == "brief" else "Red pandas sleep in trees and eat bamboo."}}


def test_a_word_before_a_number_labels_it_and_is_no_command() -> None:
    made, _answers = talk(ZOO_FNS, ZOO_TOOLS, ["sign 14 pls"], ZOO)
    assert made == [[("enclosure_info", {"sign": 14, "words": None, "lang": "en", "length": "brief"})]]


def test_tell_me_more_asks_the_same_again_in_full_and_it_is_no_language() -> None:
    made, _answers = talk(ZOO_FNS, ZOO_TOOLS, ["sign 14 pls", "ooh tell me more about it"], ZOO)
    assert made[1] == [("enclosure_info", {"sign": 14, "words": None, "lang": "en", "length": "full"})]


def test_that_in_another_language_points_back_at_the_last_lookup() -> None:
    made, _answers = talk(ZOO_FNS, ZOO_TOOLS, ["sign 14 pls", "can you give my gran that in german"], ZOO)
    assert made[1] == [("enclosure_info", {"sign": 14, "words": None, "lang": "de", "length": "brief"})]


def test_two_ids_of_a_parameters_shape_are_two_calls_and_a_note_is_said_once() -> None:
    tools = [fn("repair_status", "Where a bike in for repair is, by its job tag.", {"job_tag": {"type": "string", "description": "e.g. 'J-0031'"}})]
    notes = {"J-0417": "Rear wheel rebuilt; the hub was cracked, so we fitted a new one from stock and trued it twice.", "J-0422": "Waiting for brake pads."}
    functions = {"repair_status": lambda job_tag: {"job_tag": job_tag, "stage": "in progress", "note": notes[job_tag]}}
    made, answers = talk(functions, tools, ["can u check on J-0417 and J-0422 for me"], "You help customers of a bike workshop. Today is Monday 5 April 2027.")
    assert made == [[("repair_status", {"job_tag": "J-0417"}), ("repair_status", {"job_tag": "J-0422"})]]
    assert answers[0].count("hub was cracked") == 1


def test_ask_them_if_puts_the_question_to_them_in_the_message() -> None:
    tools = [fn("message_host", "Send a message to the host of a holiday let.", {"listing_id": {"type": "string"}, "message": {"type": "string"}})]
    functions = {"message_host": lambda listing_id, message: {"sent": True, "thread": "T-1"}}
    made, _answers = talk(functions, tools, ["message the host on HL-5521 and ask whether they allow dogs and if their hot tub works"],
                          "You help guests of a holiday-let site. Today is Friday 2 April 2027.")
    [(name, args)] = made[0]
    assert name == "message_host" and args["listing_id"] == "HL-5521"
    assert "whether you allow dogs" in args["message"] and "your hot tub" in args["message"] and args["message"].endswith("?")


# --- moving a booking: which one, and to when ----------------------------------------------------------

STUDIO = ("You are the assistant of Loudhouse rehearsal studios. Today is Monday 10 May 2027, 09:00. "
          "The signed-in band is The Quiet Riots (band B-77). Only book or move sessions when asked.")
STUDIO_TOOLS = [
    fn("find_free_sessions", "Free rehearsal sessions on a day, with their start times.", {"date": {"type": "string", "format": "date"}}),
    fn("list_my_sessions", "The band's booked rehearsal sessions.", {"band_id": {"type": "string"}}),
    fn("move_session", "Move a booked session to a new start time.", {"session_id": {"type": "string"}, "new_start": {"type": "string", "format": "date-time"}}),
]
STUDIO_FNS = {
    "find_free_sessions": lambda date: {"date": date, "free": [{"start": "11:00", "room": "B"}, {"start": "13:00", "room": "A"}, {"start": "19:00", "room": "A"}]},
    "list_my_sessions": lambda band_id: {"sessions": [{"session_id": "RS-5", "start": "2027-05-13T18:00", "room": "A"},
                                                      {"session_id": "RS-9", "start": "2027-05-20T18:00", "room": "B"}]},
    "move_session": lambda session_id, new_start: {"session_id": session_id, "new_start": new_start, "status": "moved"},
}


def test_moving_my_thursday_session_finds_it_among_my_bookings_and_keeps_its_time() -> None:
    made, _answers = talk(STUDIO_FNS, STUDIO_TOOLS, ["can you move our thursday session to friday, same time"], STUDIO)
    assert made[0][0] == ("list_my_sessions", {"band_id": "B-77"})  # the band's own sessions, not the free ones
    name, args = made[0][-1]
    assert name == "move_session" and args["session_id"] == "RS-5" and args["new_start"].startswith("2027-05-14T18:00")


def test_the_earliest_you_have_got_on_a_day_is_looked_up_among_the_free_times() -> None:
    made, answers = talk(STUDIO_FNS, STUDIO_TOOLS, ["move our thursday session to the earliest you've got on wednesday"], STUDIO)
    assert ("find_free_sessions", {"date": "2027-05-12"}) in made[0]
    name, args = made[0][-1]
    assert name == "move_session" and args["session_id"] == "RS-5" and args["new_start"].startswith("2027-05-12T11:00")
    assert "earliest you" not in answers[0]


CLINIC = "You help patients of Elm Road Clinic. Today is Tuesday 2 March 2027, 08:00. Patient: Ola Berg (P-3)."
CLINIC_TOOLS = [
    fn("my_appointments", "The patient's upcoming appointments.", {}),
    fn("open_slots", "Open slots for a kind of appointment from a date.", {"kind": {"type": "string", "enum": ["checkup", "vaccine", "bloods"]},
                                                                           "from_date": {"type": "string", "format": "date"}}),
    fn("rebook", "Move an appointment into another slot.", {"appointment_id": {"type": "string"}, "new_slot_id": {"type": "string"}}),
]
CLINIC_FNS = {
    "my_appointments": lambda: {"appointments": [{"appointment_id": "AP-1", "kind": "bloods", "start": "2027-03-09T08:20"}]},
    "open_slots": lambda kind, from_date: {"slots": [{"slot_id": f"SL-{kind}-0800", "start": f"{from_date}T08:00"},
                                                     {"slot_id": f"SL-{kind}-0820", "start": f"{from_date}T08:20"}]},
    "rebook": lambda appointment_id, new_slot_id: {"appointment_id": appointment_id, "slot_id": new_slot_id, "status": "moved"},
}


def test_the_same_time_the_week_after_is_the_slot_a_week_later_at_the_appointments_own_time() -> None:
    made, _answers = talk(CLINIC_FNS, CLINIC_TOOLS, ["can you move my blood test to the same time the week after?"], CLINIC)
    assert ("open_slots", {"kind": "bloods", "from_date": "2027-03-16"}) in made[0]
    assert made[0][-1] == ("rebook", {"appointment_id": "AP-1", "new_slot_id": "SL-bloods-0820"})


def test_a_move_on_condition_of_room_checks_the_free_times_first_and_waits_when_not_free() -> None:
    made, answers = talk(STUDIO_FNS, STUDIO_TOOLS, ["move our thursday session to wednesday, same time, if you've got space then"], STUDIO)
    assert ("find_free_sessions", {"date": "2027-05-12"}) in made[0]
    assert all(name != "move_session" for name, _args in made[0])  # 18:00 is not free on Wednesday: nothing moves
    assert "18:00" in answers[0]
    made, _answers = talk(STUDIO_FNS, STUDIO_TOOLS, ["move our thursday session to wednesday at 7pm if there's space"], STUDIO)
    assert made[0][-1][0] == "move_session" and made[0][-1][1]["new_start"].startswith("2027-05-12T19:00")


# --- names the instructions write with capitals -------------------------------------------------------

HEARING = ("You are the assistant of Clearsound Hearing. Today is Tuesday 6 July 2027, 09:30. "
           "Signed-in client: Tomasz Wójcik, client id HC-3301, home clinic Bristol Clifton (clinic id BRS-CLF). "
           "Postal address on file: 12 Elm Row, Bristol BS8 2AA. Clinics: Bristol Clifton, Bath Abbey Green and Wells Market. "
           "Hearing checks are free; aftercare visits are 7-10 days after fitting.")
HEARING_TOOLS = [
    fn("find_clinics", "Clinics in a town or city with opening hours.", {"city": {"type": "string", "description": "Town or city, e.g. 'Bath'"}}),
    fn("book_check", "Book a hearing check at a clinic.", {"clinic_id": {"type": "string", "description": "e.g. BRS-CLF"}, "date": {"type": "string", "format": "date"},
                                                           "time": {"type": "string", "description": "HH:MM"}, "client_id": {"type": "string"}}),
]
HEARING_FNS = {
    "find_clinics": lambda city: {"city": city, "clinics": [{"clinic_id": "BTH-ABG", "name": "Bath Abbey Green"}] if city.lower() == "bath" else []},
    "book_check": lambda clinic_id, date, time, client_id: {"booking": "HB-1", "clinic_id": clinic_id, "date": date, "time": time},
}


def test_a_branch_the_instructions_name_with_a_capitals_code_is_booked_by_its_name_in_lower_case() -> None:
    made, _answers = talk(HEARING_FNS, HEARING_TOOLS, ["book me a hearing check at clifton on friday at 2pm"], HEARING)
    assert made == [[("book_check", {"clinic_id": "BRS-CLF", "date": "2027-07-09", "time": "14:00", "client_id": "HC-3301"})]]


def test_a_place_the_instructions_name_is_found_in_lower_case_and_an_address_is_no_city() -> None:
    made, _answers = talk(HEARING_FNS, HEARING_TOOLS, ["which bath clinics have you got"], HEARING)
    assert made == [[("find_clinics", {"city": "Bath"})]]
    made, answers = talk(HEARING_FNS, HEARING_TOOLS, ["what clinics are there near me?"], HEARING)
    assert all(args.get("city") != "12 Elm Row" for _name, args in made[0])


# --- idioms of signing up and telling them ----------------------------------------------------------------

ROTA = ("You are the volunteer assistant of Eastfield Community Kitchen. Today is Wednesday 9 June 2027, 18:00. "
        "Volunteer: Sam Reid (volunteer id VOL-52). Her daughter Mia (member id MEM-8) comes to the Saturday kids' club.")
ROTA_TOOLS = [
    fn("listSlots", "Volunteer slots on a day or a range of days.", {"fromDate": {"type": "string", "format": "date"}, "toDate": {"type": "string", "format": "date"}},
       required=["fromDate"]),
    fn("signUp", "Sign a volunteer up for a slot.", {"slotId": {"type": "string"}, "volunteerId": {"type": "string"}}),
    fn("reportAbsence", "Tell the club a member will miss a session.", {"memberId": {"type": "string"}, "date": {"type": "string", "format": "date"}}),
]
ROTA_SLOTS = [{"slotId": "SL-0614-SERV", "date": "2027-06-14", "title": "serving"}, {"slotId": "SL-0615-SERV", "date": "2027-06-15", "title": "serving"},
              {"slotId": "SL-0616-PREP", "date": "2027-06-16", "title": "veg prep"}]
ROTA_FNS = {
    "listSlots": lambda fromDate, toDate=None: {"slots": [s for s in ROTA_SLOTS if fromDate <= s["date"] <= (toDate or fromDate)]},
    "signUp": lambda slotId, volunteerId: {"slotId": slotId, "volunteerId": volunteerId, "status": "signed up"},
    "reportAbsence": lambda memberId, date: {"memberId": memberId, "date": date, "status": "recorded"},
}


def test_put_me_down_for_signs_up_for_the_one_slot_it_names() -> None:
    made, _answers = talk(ROTA_FNS, ROTA_TOOLS, ["put me down for veg prep on the 16th"], ROTA)
    assert made[0][-1] == ("signUp", {"slotId": "SL-0616-PREP", "volunteerId": "VOL-52"})


def test_a_slot_next_week_with_several_of_its_kind_is_asked_about_not_picked() -> None:
    made, answers = talk(ROTA_FNS, ROTA_TOOLS, ["stick me on a serving slot next week"], ROTA)
    assert all(name != "signUp" for name, _args in made[0])
    assert "?" in answers[0]


def test_can_you_let_them_know_reports_the_absence_the_message_describes() -> None:
    made, _answers = talk(ROTA_FNS, ROTA_TOOLS, ["mia won't be at kids club on saturday, she's at her gran's. can u let them know"], ROTA)
    assert made == [[("reportAbsence", {"memberId": "MEM-8", "date": "2027-06-12"})]]


# --- choices that are the user's to make (fail closed) ----------------------------------------------------

TIP = ("You are the assistant of Northfield Household Waste. Today is Monday 4 October 2027, 09:00. "
       "Resident: Dev Patel, car registration LK21 PQZ.")
TIP_TOOLS = [fn("permit", "Issue a permit to visit a tip with a vehicle.", {
    "site": {"type": "string", "enum": ["hatton_lane", "mill_road"]},
    "visit_date": {"type": "string", "format": "date"},
    "registration": {"type": "string", "description": "Vehicle registration, e.g. AB12 CDE"}})]
TIP_FNS = {"permit": lambda site, visit_date, registration: {"permit": "P-1", "site": site, "visit_date": visit_date, "registration": registration}}


def test_an_action_does_not_pick_the_first_of_two_sites_nobody_chose() -> None:
    made, answers = talk(TIP_FNS, TIP_TOOLS, ["can i get a permit for tomorrow?"], TIP)
    assert made == [[]] and "?" in answers[0]


def test_a_borrowed_vehicle_is_not_the_one_on_file() -> None:
    made, answers = talk(TIP_FNS, TIP_TOOLS, ["permit for mill road tomorrow pls, i'm borrowing my sister's van"], TIP)
    assert made == [[]] and "registration" in answers[0]
    made, _answers = talk(TIP_FNS, TIP_TOOLS, ["permit for mill road tomorrow pls"], TIP)
    assert made == [[("permit", {"site": "mill_road", "visit_date": "2027-10-05", "registration": "LK21 PQZ"})]]


def test_a_unit_enum_takes_the_unit_the_user_writes_out() -> None:
    tools = [fn("log_trip", "Log a business trip's distance.", {"distance": {"type": "number"}, "unit": {"type": "string", "enum": ["km", "mi"]}})]
    made, _answers = talk({"log_trip": lambda distance, unit: {"logged": True}}, tools, ["log 38 miles please"], TIP)
    assert made == [[("log_trip", {"distance": 38, "unit": "mi"})]]


CLINIC_TYPES = [
    fn("free_slots", "Free appointment slots for a type of appointment from a date.", {
        "appointment_type": {"type": "string", "enum": ["hearing_test", "wax_removal", "repair"]}, "from_date": {"type": "string", "format": "date"}}),
    fn("book_slot", "Book an appointment slot.", {"slot_id": {"type": "string"}, "appointment_type": {"type": "string", "enum": ["hearing_test", "wax_removal", "repair"]}}),
]
CLINIC_TYPE_FNS = {"free_slots": lambda appointment_type, from_date: {"slots": [{"slot_id": "S-1", "start": f"{from_date}T10:00"}]},
                   "book_slot": lambda slot_id, appointment_type: {"booked": slot_id}}


def test_a_lookup_made_for_a_booking_leaves_the_kind_of_appointment_to_the_user() -> None:
    made, answers = talk(CLINIC_TYPE_FNS, CLINIC_TYPES, ["can you book me in for next tuesday please"], TIP)
    assert all(name != "book_slot" for name, _args in made[0]) and "?" in answers[0]


SWIM = ("You are the assistant of Otterpool Swim Club. Today is Monday 1 March 2027, 17:00. Parent: Jo Banks; swimmers Kit (S-1, Stage 2) and Ria (S-2, Stage 4).\n"
        "Rules:\n- Lessons cancelled less than 48 hours ahead are charged in full (£12); earlier cancellations are free.\n"
        "- Swimmers move up a stage after the assessment in week 6 of each term.\n"
        "- Under-5s swim free with a paying adult.\n- Lane swimming needs a Level 3 badge.\n"
        "Keep answers short.")
SWIM_TOOLS = [fn("list_lessons", "The family's booked lessons.", {}), fn("cancel_lesson", "Cancel a booked lesson.", {"lesson_id": {"type": "string"}})]


def test_policy_questions_about_charges_reasons_and_deadlines_are_answered_from_the_rules() -> None:
    asked = {
        "how late can i cancel a lesson without paying?": "48 hours",
        "whats the charge if i cancel too late": "£12",
        "why hasn't kit moved up a stage yet?": "assessment",
        "how come ria can't do lane swimming?": "Level 3 badge",
        "does my 4 year old have to pay to swim?": "Under-5s swim free",
    }
    for question, fact in asked.items():
        made, answers = talk({"list_lessons": lambda: {"lessons": []}, "cancel_lesson": lambda lesson_id: {}}, SWIM_TOOLS, [question], SWIM)
        assert made == [[]], question
        assert fact in answers[0], (question, answers[0])
    assert answer_from(SWIM, "keep answers short?") is None  # a rule for the assistant is no answer


# --- values the instructions state for the one named, other places, the first slot ---------------------

DOJO = ("You help parents at Kaizen Karate. Today is Monday 7 June 2027, 16:00. Children on the account:\n"
        "- Leo Ward, member M-1, Orange belt, Mondays 17:00 at Westside dojo.\n- Zoe Ward, member M-2, Yellow belt, Wednesdays 17:30 at Eastside dojo.")
DOJO_TOOLS = [fn("find_classes", "Classes for a belt, optionally at one dojo.", {
    "belt": {"type": "string", "enum": ["White", "Yellow", "Orange", "Green"]},
    "dojo": {"type": ["string", "null"], "enum": ["Westside", "Eastside", None]}}, required=["belt", "dojo"])]
DOJO_FNS = {"find_classes": lambda belt, dojo=None: {"classes": [{"class_id": f"{belt[:2].upper()}-THU", "day": "Thursday", "time": "18:00"}]}}


def test_a_required_option_the_instructions_state_for_the_child_named_is_theirs() -> None:
    made, _answers = talk(DOJO_FNS, DOJO_TOOLS, ["is there another class leo could do later this week?"], DOJO)
    assert made == [[("find_classes", {"belt": "Orange", "dojo": None})]]  # his belt; no dojo filter nobody asked for


JABS = ("You are the booking assistant of Jabwise, a travel-vaccine service with clinics in Leeds. Today is Tuesday 1 June 2027, 09:00. Patient: Ruth Hale (patient P-7), "
        "home clinic Leeds Central (clinic id LC-1); her son Sol Hale (patient P-8).")
JAB_KINDS = ["adult", "childrens"]
JABS_TOOLS = [
    fn("find_clinics", "Clinics in a town or city.", {"city": {"type": "string"}}),
    fn("get_slots", "Free start times at a clinic on a day for a kind of jab.", {"clinic_id": {"type": "string"}, "date": {"type": "string", "format": "date"},
                                                                            "kind": {"type": "string", "enum": JAB_KINDS}}),
    fn("book_jab", "Book a jab appointment.", {"clinic_id": {"type": "string"}, "date": {"type": "string", "format": "date"}, "time": {"type": "string"},
                                              "kind": {"type": "string", "enum": JAB_KINDS}, "patient_id": {"type": "string"}}),
]
JABS_FNS = {
    "find_clinics": lambda city: {"clinics": [{"clinic_id": "LC-1", "name": "Leeds Central"}, {"clinic_id": "RH-2", "name": "Leeds Roundhay"}]},
    "get_slots": lambda clinic_id, date, kind: {"clinic_id": clinic_id, "date": date, "times": ["09:40", "11:00", "15:20"] if clinic_id == "RH-2" else ["08:00"]},
    "book_jab": lambda clinic_id, date, time, kind, patient_id: {"booking": "J-1", "clinic_id": clinic_id, "time": time},
}


def test_a_kids_jab_at_another_clinic_whatever_the_first_slot_is() -> None:
    made, _answers = talk(JABS_FNS, JABS_TOOLS, ["book sol in for a kids jab at roundhay on friday, whatever the first slot is"], JABS)
    assert made[0][-1] == ("book_jab", {"clinic_id": "RH-2", "date": "2027-06-04", "time": "09:40", "kind": "childrens", "patient_id": "P-8"})
    assert ("get_slots", {"clinic_id": "RH-2", "date": "2027-06-04", "kind": "childrens"}) in made[0]


def test_just_book_it_is_the_earliest_slot_the_question_before_it_asked_about() -> None:
    made, _answers = talk(JABS_FNS, JABS_TOOLS, ["whats the earliest adult jab at roundhay on friday? just book it for me"], JABS)
    assert made[0][-1] == ("book_jab", {"clinic_id": "RH-2", "date": "2027-06-04", "time": "09:40", "kind": "adult", "patient_id": "P-7"})


def test_moving_a_booking_with_a_day_and_a_time_field_keeps_the_time_and_takes_the_days_end() -> None:
    tools = [fn("my_bookings", "The customer's upcoming bookings.", {}),
             fn("rebook", "Move a booking to a new date and time.", {"booking_id": {"type": "string"}, "new_date": {"type": "string", "format": "date"},
                                                                     "new_time": {"type": "string", "description": "HH:MM"}})]
    functions = {"my_bookings": lambda: {"bookings": [{"booking_id": "B-4", "date": "2027-10-10", "time": "15:40", "what": "sauna"}]},
                 "rebook": lambda booking_id, new_date, new_time: {"booking_id": booking_id, "date": new_date, "time": new_time}}
    made, _answers = talk(functions, tools, ["can you move my sauna on the 10th to the 15th instead, same time"], TIP)
    assert made[0][-1] == ("rebook", {"booking_id": "B-4", "new_date": "2027-10-15", "new_time": "15:40"})


def test_the_users_own_bookings_are_read_from_their_own_list_not_the_list_of_all() -> None:
    tools = [fn("listSessions", "List all studio sessions between two dates with places left.", {"fromDate": {"type": "string", "format": "date"}}, required=[]),
             fn("getMySessions", "A member's upcoming booked sessions.", {"memberId": {"type": "string"}})]
    functions = {"listSessions": lambda fromDate=None: {"sessions": [{"id": "S-1", "title": "spin"}, {"id": "S-2", "title": "yoga"}]},
                 "getMySessions": lambda memberId: {"sessions": [{"id": "S-2", "title": "yoga", "date": "2027-10-06"}]}}
    instructions = "You help members of Pulse Studio. Today is Monday 4 October 2027, 09:00. Member: Ana Ruiz (member id PM-5)."
    made, _answers = talk(functions, tools, ["which sessions have i got coming up?"], instructions)
    assert made == [[("getMySessions", {"memberId": "PM-5"})]]
    made, _answers = talk(functions, tools, ["i've got tomorrow free, what sessions are on?"], instructions)
    assert made[0][0][0] == "listSessions"


def test_a_record_without_a_name_is_called_by_its_teams_its_address_or_who_it_is_with() -> None:
    from labkit.sim.engine.outputs import label_of

    assert label_of({"fixture_id": "F-1", "date": "2027-10-10", "kick_off": "10:30", "home": "Oak Rovers", "away": "Elm United"}) == "Oak Rovers v Elm United"
    assert label_of({"viewing_id": "V-1", "listing_id": "L-44", "address": "12 Mill Lane", "start": "2026-12-11T17:30"}) == "12 Mill Lane"
    assert label_of({"booking_id": "B-1", "sitter_id": "S-2", "sitter": "Ama Boateng", "start": "2026-12-10T12:00"}) == "Ama Boateng"
    assert label_of({"slot_id": "S-1", "start": "10:00", "room": "A"}) is None


def test_both_of_the_ones_due_on_a_day_renews_those_two_and_says_why_one_could_not_be() -> None:
    loans = [{"loan_id": "L-1", "title": "Middlemarch", "due": "2027-10-06"}, {"loan_id": "L-2", "title": "Ulysses", "due": "2027-10-06"},
             {"loan_id": "L-3", "title": "Emma", "due": "2027-10-20"}]
    tools = [fn("my_loans", "The member's current loans with their due dates.", {}),
             fn("renew_loans", "Renew loans.", {"loan_ids": {"type": "array", "items": {"type": "string"}}})]
    functions = {"my_loans": lambda: {"loans": loans},
                 "renew_loans": lambda loan_ids: {"results": [{"loan_id": i, "renewed": i != "L-2", "reason": None if i != "L-2" else "maximum of 3 renewals reached"}
                                                              for i in loan_ids]}}
    made, answers = talk(functions, tools, ["what's due back this week?", "renew both of the ones due on wednesday please"], TIP)
    assert "Middlemarch" in answers[0] and "Ulysses" in answers[0]
    assert made[1] == [("renew_loans", {"loan_ids": ["L-1", "L-2"]})]
    assert "maximum of 3 renewals" in answers[1]


# --- procedures, days, compound nouns, past tense, from/to options (a boat yard, a depot) ---------

YARD = ("You are the assistant of Tern Quay Boat Yard. Today is Monday 7 June 2027, 10:00.\n"
        "When the owner names a boat by name, look up its mooring id with list_moorings first.\n\n"
        "Policies:\n- Lifts are booked at least 24 hours ahead.\n- A 3-day lay-up is free; after that, storage is charged per day.")
YARD_TOOLS = [
    fn("list_moorings", "List the owner's moorings (id, boat name, pontoon).", {}),
    fn("book_lift", "Book a crane lift for a boat.", {"mooring_id": {"type": "string"}, "when": {"type": "string", "description": "Local date-time, e.g. 2027-06-11T09:00"}}),
    fn("get_payouts", "Charter payouts: pending balance, next payout date and history.", {}, []),
    fn("get_invoice", "One month's yard invoice.", {"month": {"type": ["string", "null"], "description": "YYYY-MM; null for the latest"}}),
]
YARD_FNS = {
    "list_moorings": lambda: {"moorings": [{"mooring_id": "M-14", "boat": "Kittiwake", "pontoon": "B"}]},
    "book_lift": lambda mooring_id, when: {"lift_id": "LF-3", "mooring_id": mooring_id, "when": when, "status": "booked"},
    "get_payouts": lambda: {"pending": {"amount_gbp": 412.5, "payout_date": "2027-06-15"}},
    "get_invoice": lambda month=None: {"month": month, "total_gbp": 96.0},
}


def test_a_trailing_first_orders_one_lookup_and_the_policies_after_it_are_no_steps() -> None:
    from labkit.sim.engine import steps

    assert steps._pieces("When the owner names a boat, look up its mooring id with list_moorings first.") == ([], False)
    pieces, _ = steps._pieces("First list the moorings, then book the lift.\n\nPolicies:\n- Lifts are booked a day ahead.")
    assert pieces == ["First list the moorings, ", "then book the lift."]
    made, _ = talk(YARD_FNS, YARD_TOOLS, ["book a lift for M-14 on fri 9am"], YARD)
    assert made == [[("book_lift", {"mooring_id": "M-14", "when": "2027-06-11T09:00"})]]


def test_a_short_weekday_is_a_day_but_a_word_that_is_also_one_is_not() -> None:
    import datetime as dt

    from labkit.sim.engine.dates import days
    from labkit.sim.engine.words import tokens as tokenize

    today = dt.date(2027, 6, 7)
    for text, expected in (("fri 9am", dt.date(2027, 6, 11)), ("thurs", dt.date(2027, 6, 10)), ("sat 10am", dt.date(2027, 6, 12))):
        found = days._relative_at(tokenize(text), 0, today)
        assert found is not None and found.date == expected, text
    toks = tokenize("I sat on the pontoon")
    assert days._relative_at(toks, 1, today) is None


def test_a_verb_finds_the_noun_it_makes_with_a_particle() -> None:
    made, answers = talk(YARD_FNS, YARD_TOOLS, ["thought you paid out monthly, when's the next one?"], YARD)
    assert made == [[("get_payouts", {})]]
    assert "412.5" in answers[0] or "412.50" in answers[0]


def test_a_month_field_takes_the_month_of_the_day_said() -> None:
    made, _ = talk(YARD_FNS, YARD_TOOLS, ["can i see the yard invoice for april?", "and march?"], YARD)
    assert made == [[("get_invoice", {"month": "2027-04"})], [("get_invoice", {"month": "2027-03"})]]


def test_a_number_and_a_measure_is_no_id_in_the_instructions() -> None:
    from labkit.sim.engine.fill.instructions import named_ids

    assert not [ident for _, ident, _ in named_ids("Boats stay in a 3-day lay-up window after a 24-hour notice (see BOAT-7).") if "day" in ident or "hour" in ident]


DEPOT = "You are the stock assistant of a courier depot. Today is Tuesday 8 June 2027, 14:00."
DEPOT_TOOLS = [
    fn("getStock", "Stock of a parcel bag size in one depot.", {"depot": {"type": "string", "enum": ["NORTH", "SOUTH"]}}),
    fn("adjustStock", "Correct the on-hand count of bags in one depot after a count.", {
        "depot": {"type": "string", "enum": ["NORTH", "SOUTH"]}, "delta": {"type": "integer"}}),
    fn("createTransferOrder", "Move bags between the two depots on the evening van.", {
        "quantity": {"type": "integer", "minimum": 1}, "fromDepot": {"type": "string", "enum": ["NORTH", "SOUTH"]},
        "toDepot": {"type": "string", "enum": ["NORTH", "SOUTH"]}}),
]
DEPOT_FNS = {
    "getStock": lambda depot: {"depot": depot, "bags": 40},
    "adjustStock": lambda depot, delta: {"depot": depot, "delta": delta},
    "createTransferOrder": lambda quantity, fromDepot, toDepot: {"transfer_id": "TR-8", "quantity": quantity, "from": fromDepot, "to": toDepot},
}


def test_moving_stock_from_one_place_to_another_asks_for_the_transfer_order() -> None:
    made, answers = talk(DEPOT_FNS, DEPOT_TOOLS, ["move 12 bags from SOUTH over to NORTH please"], DEPOT)
    assert made == [[("createTransferOrder", {"quantity": 12, "fromDepot": "SOUTH", "toDepot": "NORTH"})]]
    assert "TR-8" in answers[0]


def test_an_action_said_in_the_past_is_looked_up_not_done() -> None:
    from labkit.sim.engine.matching import _said_in_the_past
    from labkit.sim.engine.request import clauses

    said = clauses("I thought you paid monthly", frozenset())[0]
    assert "pay" in _said_in_the_past(said)
    asked = clauses("pay the invoice", frozenset())[0]
    assert not _said_in_the_past(asked)


# --- answers from the instructions: conditions, line labels, compounds, yes/no (an allotment society) --

ALLOTMENT = ("You are the assistant of Fernhill Allotment Society. Today is Saturday 3 April 2027, 10:00.\n"
             "Rules:\n"
             "- Bonfires: open fires on the ground are not allowed. Incinerator bins can be borrowed from the shed.\n"
             "- Plots: a plot left uncultivated for 3 months gets a warning letter; after a second letter it is re-let.\n"
             "- Water: the troughs are filled on Mondays and Thursdays before 09:00; hoses are not allowed.\n"
             "- Rent: unused plot credit carries over for one season and is then lost.\n"
             "The shed opens at 08:00; keys to the shed are collected before 12:00 on Saturdays.")


def test_a_condition_is_part_of_the_question_the_instructions_answer() -> None:
    from labkit.sim.engine.instructed import answer_from, question_of
    from labkit.sim.engine.request import clauses

    clause = clauses("what happens if my plot is left uncultivated for a few months?", frozenset())[0]
    assert clause.condition  # the engine keeps the condition apart from "what happens"
    found = answer_from(ALLOTMENT, question_of(clause))
    assert found is not None and "warning letter" in found.sentence


def test_a_line_label_is_the_topic_of_every_sentence_on_its_line() -> None:
    from labkit.sim.engine.instructed import answer_from

    found = answer_from(ALLOTMENT, "are bonfires allowed? can i borrow something instead?")
    assert found is not None and ("not allowed" in found.sentence or "Incinerator" in found.sentence)


def test_a_compound_is_read_as_its_last_word_when_only_that_is_said() -> None:
    from labkit.sim.engine.instructed import answer_from

    found = answer_from(ALLOTMENT, "are campfires allowed on the plots?")
    assert found is not None and "open fires" in found.sentence


def test_what_happens_to_unused_credit_is_answered() -> None:
    from labkit.sim.engine.instructed import answer_from

    found = answer_from(ALLOTMENT, "what happens to my plot credit if i don't use it?")
    assert found is not None and "carries over" in found.sentence


def test_a_yes_no_question_is_answered_by_the_sentence_holding_its_words_unless_a_tool_fits() -> None:
    from labkit.sim.engine.instructed import answer_from

    question = "if i come at 9 on monday would the troughs still be filled?"
    found = answer_from(ALLOTMENT, question)
    assert found is not None and "troughs" in found.sentence
    assert answer_from(ALLOTMENT, question, yes_no=False) is None


def test_a_question_after_an_if_clause_is_no_request() -> None:
    from labkit.sim.engine.request import clauses

    said = clauses("if i book the shed key now would it still be there at noon?", frozenset())
    assert [c.mood for c in said] == ["hypothetical"]
    asked = clauses("if it rains can you move it to friday", frozenset())
    assert [c.verbs for c in asked] == [["move"]]


def test_an_absence_that_is_over_is_not_reported() -> None:
    made, answers = talk(
        {"report_absence": lambda date: {"ok": True}},
        [fn("report_absence", "Report that you will be absent from a work party.", {"date": {"type": "string", "format": "date"}})],
        ["I was off sick on saturday. does that count as a missed work party?"], ALLOTMENT)
    assert made == [[]]


# --- ids given as phone numbers, quantities that are no price, one tool asked two things (broadband) --

BROADBAND = ("You are the assistant of Larkspur Broadband. Today is Friday 12 March 2027, 18:00.\n"
             "Lines on the account:\n"
             "- 01632 960115: Amir Haddad (the account holder), fibre 500.\n"
             "- 01632 960872: Lena Haddad, his sister, fibre 150.\n"
             "Bills are issued on the 3rd; routers are replaced free within 2 years.")
BROADBAND_TOOLS = [
    fn("get_usage", "Data downloaded and uploaded and calls made on one line this month.", {
        "line_number": {"type": "string", "description": "Phone number of the line, e.g. 01632 960115"}}),
    fn("list_bills", "Recent bills for the account with totals, newest first.", {}),
    fn("list_packages", "Broadband packages on sale with their monthly price and speed.", {}),
]
BROADBAND_FNS = {
    "get_usage": lambda line_number: {"line": line_number, "downloaded_gb": 412.5, "uploaded_gb": 38.1, "calls_made": 12},
    "list_bills": lambda: {"bills": [{"bill_id": "B-77", "total_gbp": 41.0}]},
    "list_packages": lambda: {"packages": [{"name": "Fibre 900", "monthly_gbp": 45.0}]},
}


def test_a_phone_number_the_instructions_give_for_a_name_is_that_persons_line() -> None:
    from labkit.sim.engine.fill.instructions import named_ids

    assert ("Lena Haddad", "01632 960872") in [(name, ident) for name, ident, _ in named_ids(BROADBAND)]
    assert not [ident for _, ident, _ in named_ids(BROADBAND) if ident in ("3rd", "500", "150")]


def test_how_much_of_a_thing_is_a_quantity_and_an_and_question_asks_the_same_tool_more() -> None:
    made, answers = talk(BROADBAND_FNS, BROADBAND_TOOLS, ["how much data has Lena downloaded this month, and how many calls has she made?"], BROADBAND)
    assert made == [[("get_usage", {"line_number": "01632 960872"})]]
    assert "412.5 GB" in answers[0] and "12" in answers[0]


# --- which side of an exchange a currency is on (a travel-money kiosk) ---------------------------------

KIOSK = "You are the assistant of a travel-money kiosk at Leeds station. Today is Monday 5 July 2027, 09:00."
KIOSK_TOOLS = [
    fn("quote", "Quote a cash exchange: what the customer gives and what they get.", {
        "give_currency": {"type": "string", "description": "ISO 4217 code the customer hands over"},
        "get_currency": {"type": "string", "description": "ISO 4217 code the customer receives"},
        "amount": {"type": "number"},
        "amount_side": {"type": "string", "enum": ["give", "get"]}}),
]


def test_the_currency_wanted_is_received_and_the_one_paid_with_is_handed_over() -> None:
    import datetime as dt

    from labkit.sim.engine.candidates.codes import currency_role
    from labkit.sim.engine.evidence import gather

    said = gather("I need 300 dollars for New York, how many pounds will that cost me?", dt.date(2027, 7, 5))
    roles = {m.text: currency_role(m, said) for m in said.mentions if m.kind in ("money", "currency")}
    assert roles == {"300 dollars": "target", "pounds": "source"}
    said = gather("how much is 200 euros in pounds", dt.date(2027, 7, 5))
    assert {m.text: currency_role(m, said) for m in said.mentions if m.kind in ("money", "currency")} == {"200 euros": None, "pounds": "target"}


def test_a_quote_in_the_local_money_of_a_place() -> None:
    funcs = {"quote": lambda give_currency, get_currency, amount, amount_side=None: {"give": give_currency, "get": get_currency, "amount": amount}}
    made, _ = talk(funcs, KIOSK_TOOLS, ["off to Tokyo next week with 500 pounds, what's that in the local money?"], KIOSK)
    assert made[0][0][1]["give_currency"] == "GBP" and made[0][0][1]["get_currency"] == "JPY" and made[0][0][1]["amount"] == 500


# --- bookings named by their titles, an hour range after a day, a need then an open question (rooms) ---

QUAYSIDE = ("You are the booking assistant of Quayside Music Studios. Today is Wednesday 9 June 2027, 11:00.\n"
          "Amy's upcoming sessions:\n"
          '- SS-4410 "Band rehearsal", Friday 11 June 18:00-21:00, Studio B\n'
          '- SS-4432 "Vocal take with Ola", Monday 14 June 10:00-11:00, Booth 1\n'
          "Studios: Studio A (6 people), Studio B (5 people), Booth 1 (2 people).")
QUAYSIDE_TOOLS = [
    fn("find_studios", "Find studios free at a time for a number of people.", {
        "start": {"type": "string", "description": "Local date and time, e.g. 2027-06-14T10:00"},
        "minutes": {"type": "integer"}, "people": {"type": "integer"}}, ["start", "minutes"]),
    fn("cancel_session", "Cancel one of the user's booked sessions.", {"session_id": {"type": "string"}}),
]
QUAYSIDE_FNS = {
    "find_studios": lambda start, minutes, people=1: {"free": [{"studio": "Studio A", "seats": 6}], "start": start, "minutes": minutes},
    "cancel_session": lambda session_id: {"session_id": session_id, "status": "cancelled"},
}


def test_a_session_the_instructions_name_by_its_title_is_cancelled_by_it() -> None:
    made, answers = talk(QUAYSIDE_FNS, QUAYSIDE_TOOLS, ["please cancel my vocal take with Ola on monday"], QUAYSIDE)
    assert made == [[("cancel_session", {"session_id": "SS-4432"})]]


def test_an_hour_range_after_a_day_is_a_time_and_its_length_a_duration() -> None:
    made, _ = talk(QUAYSIDE_FNS, QUAYSIDE_TOOLS, ["is anything free friday 2 to 4 for three of us?"], QUAYSIDE)
    assert made[0][0][0] == "find_studios"
    assert made[0][0][1]["minutes"] == 120 and made[0][0][1]["people"] == 3 and made[0][0][1]["start"].startswith("2027-06-11T14:00")


def test_an_open_question_after_a_need_asks_about_the_whole_scene() -> None:
    made, _ = talk(QUAYSIDE_FNS, QUAYSIDE_TOOLS, ["there'll be four of us thursday from 7pm for two hours and we need a drum kit. anything suitable?"], QUAYSIDE)
    assert made[0][0][0] == "find_studios" and made[0][0][1]["people"] == 4 and made[0][0][1]["minutes"] == 120


# --- a repository said by its name, numeronyms, "-wise", "last night" (a code host) ---------------------

FORGE = ("You are the assistant of Anvil, a code host. Today is Tuesday 8 June 2027, 10:00.\n"
         "Repositories: kilnworks/glaze-api, kilnworks/glaze-web, kilnworks/docs. Pass repo as owner/name.")
FORGE_TOOLS = [
    fn("list_prs", "Open pull requests of a repository.", {
        "repo": {"type": "string", "pattern": "^[A-Za-z0-9-]+/[A-Za-z0-9._-]+$"}, "author": {"type": ["string", "null"]}}, ["repo"]),
    fn("list_runs", "Recent workflow runs of a repository.", {"repo": {"type": "string", "pattern": "^[A-Za-z0-9-]+/[A-Za-z0-9._-]+$"}}),
    fn("rerun", "Re-run a workflow run.", {"repo": {"type": "string"}, "run_id": {"type": "integer"}}),
]
FORGE_FNS = {
    "list_prs": lambda repo, author=None: {"repo": repo, "pull_requests": [{"number": 4, "title": "Bump deps"}]},
    "list_runs": lambda repo: {"runs": [{"run_id": 71, "workflow": "Nightly e2e", "conclusion": "failure", "started_at": "2027-06-08T02:00"},
                                        {"run_id": 64, "workflow": "CI", "conclusion": "success", "started_at": "2027-06-07T15:00"}]},
    "rerun": lambda repo, run_id: {"run_id": run_id, "status": "queued"},
}


def test_a_repository_said_by_its_name_is_the_instructions_slug_and_pr_wise_names_no_author() -> None:
    made, _ = talk(FORGE_FNS, FORGE_TOOLS, ["anything open in glaze-web PR-wise?"], FORGE)
    assert made == [[("list_prs", {"repo": "kilnworks/glaze-web"})]]


def test_e2e_is_no_id_and_last_night_is_no_ordinal() -> None:
    from labkit.sim.engine.chain import ordinals_said

    assert ordinals_said("rerun last night's e2e run, the last one") == ["last"]
    made, _ = talk(FORGE_FNS, FORGE_TOOLS, ["rerun last night's e2e run on glaze-api"], FORGE)
    assert made[0][0] == ("list_runs", {"repo": "kilnworks/glaze-api"})
    assert made[0][-1] == ("rerun", {"repo": "kilnworks/glaze-api", "run_id": 71})


def test_what_time_and_who_to_ring_are_answered_from_the_instructions_beside_a_call() -> None:
    from labkit.sim.engine.instructed import answer_from

    text = ALLOTMENT + "\nHelpline: 0113 496 0521 (weekdays 09:00-17:00); the committee can also be emailed."
    found = answer_from(text, "what number do i ring if i need to talk to an actual person?")
    assert found is not None and "0113 496 0521" in found.sentence
    found = answer_from(text, "what time's key collection again?")
    assert found is not None and "12:00" in found.sentence
    assert answer_from(text, "what time did my neighbour collect the keys?") is None
    made, answers = talk(BROADBAND_FNS, BROADBAND_TOOLS, ["how much data has Lena downloaded? and what time do routers get replaced?"],
                         BROADBAND.replace("routers are replaced free", "routers are replaced from 08:00 to 18:00 free"))
    assert made == [[("get_usage", {"line_number": "01632 960872"})]] and "08:00" in answers[0]


# --- side effects that must wait for their verb; who "me" is; slang money (a phone shop, a festival) ----

PHONES = ("You are the assistant of Brightline Mobile. Today is Monday 7 June 2027, 10:00.\n"
          "Signed-in account holder: Rosa Diaz. Lines:\n- 07700 900311: Rosa Diaz\n- 07700 900312: Leo Diaz, her son")
PHONES_TOOLS = [
    fn("bar_line", "Immediately bar a line (no calls, texts or data) when a phone is lost.", {"msisdn": {"type": "string", "description": "Mobile number"}}),
    fn("set_cap", "Set the monthly cap on extra charges for a line.", {"msisdn": {"type": "string", "description": "Mobile number"},
                                                                         "cap_gbp": {"type": ["number", "null"]}}),
    fn("cancel_booking", "Cancel a shop appointment.", {"booking": {"type": "string"}}),
    fn("add_extras", "Add extras (cases, chargers) to an order.", {"order": {"type": "string"}, "item": {"type": "string"}}),
]
PHONES_FNS = {
    "bar_line": lambda msisdn: {"msisdn": msisdn, "status": "barred"},
    "set_cap": lambda msisdn, cap_gbp: {"msisdn": msisdn, "cap_gbp": cap_gbp},
    "cancel_booking": lambda booking: {"booking": booking, "status": "cancelled"},
    "add_extras": lambda order, item: {"order": order, "item": item, "status": "added"},
}


def test_a_tool_whose_description_opens_with_an_adverb_and_a_command_is_an_action() -> None:
    from labkit.sim.engine.tools import Toolbox

    box = Toolbox.of(PHONES_TOOLS)
    assert next(p for p in box.work if p.name == "bar_line").act


def test_stick_a_tenner_cap_on_my_line_sets_ten_pounds_on_the_users_own_line() -> None:
    made, _ = talk(PHONES_FNS, PHONES_TOOLS, ["stick a tenner cap on my line please"], PHONES)
    assert made == [[("set_cap", {"msisdn": "07700 900311", "cap_gbp": 10})]]


def test_a_terse_order_never_cancels_and_chuck_on_my_order_adds() -> None:
    made, _ = talk(PHONES_FNS, PHONES_TOOLS, ["chuck a phone case on my order BO-41 pls"], PHONES)
    assert made[0] and made[0][0][0] == "add_extras" and all(name != "cancel_booking" for name, _ in made[0])


def test_an_emoji_ends_a_clause_and_someone_elses_line_is_theirs() -> None:
    made, _ = talk(PHONES_FNS, PHONES_TOOLS, ["leo's lost his phone on the bus 😩 can you block his line?"], PHONES)
    assert made == [[("bar_line", {"msisdn": "07700 900312"})]]


def test_two_options_that_both_hold_the_words_said_are_asked_about() -> None:
    tools = [fn("buy_ticket", "Buy a festival ticket.", {"ticket": {"type": "string", "enum": ["weekend", "day_sat", "day_sun"]},
                                                          "name": {"type": "string"}, "email": {"type": "string", "format": "email"}})]
    ins = "You sell tickets for Fernfest. Today is Monday 7 June 2027. Signed-in user: Ola Berg (ola@example.org)."
    made, answers = talk({"buy_ticket": lambda **a: {"ok": True}}, tools, ["get my friend Sam a day ticket"], ins)
    assert made == [[]] and "?" in answers[0]
    made, _ = talk({"buy_ticket": lambda **a: {"ok": True}}, tools, ["get me a saturday day ticket"], ins)
    assert made == [[("buy_ticket", {"ticket": "day_sat", "name": "Ola Berg", "email": "ola@example.org"})]]


def test_ci_cd_is_no_repository_and_a_repository_may_be_said_by_part_of_its_name() -> None:
    import datetime as dt

    from labkit.sim.engine.evidence import gather

    assert not [m for m in gather("our CI/CD and/or the I/O", dt.date(2027, 6, 8)).mentions if m.kind == "slug"]
    made, _ = talk(FORGE_FNS, FORGE_TOOLS, ["show me the CI/CD runs for the docs"], FORGE)
    assert made == [[("list_runs", {"repo": "kilnworks/docs"})]]


def test_questions_about_the_service_and_requests_no_tool_can_do_are_answered_from_its_policies() -> None:
    ins = ("You are the assistant of Pinewood Kennels. Today is Monday 7 June 2027, 10:00.\n"
           "Policies:\n- Cancel at least 48 hours before drop-off; later cancellations cost one night.\n"
           "- We take dogs and cats, but not rabbits or birds.\n- Deposits are refundable until 14 days before the stay.\n"
           "- We never charge to join the waiting list.")
    tools = [fn("find_stays", "Search free kennel stays and their prices.", {"query": {"type": "string"}}),
             fn("book_stay", "Book a stay.", {"pet": {"type": "string"}, "date": {"type": "string", "format": "date"}})]
    funcs = {"find_stays": lambda query: {"stays": []}, "book_stay": lambda pet, date: {"ok": True}}
    made, answers = talk(funcs, tools, ["do you lot take rabbits?"], ins)
    assert made == [[]] and "rabbits" in answers[0]
    made, answers = talk(funcs, tools, ["what happens if i cancel late?"], ins)
    assert made == [[]] and "48 hours" in answers[0] and "one night" in answers[0]
    made, answers = talk(funcs, tools, ["can i get my deposit back?"], ins)
    assert made == [[]] and "14 days" in answers[0]
    made, answers = talk(funcs, tools, ["do you charge anything to join the waiting list for stays"], ins)
    assert made == [[]] and "never charge" in answers[0]


def test_a_timetable_answer_names_each_class_and_keeps_to_the_part_of_day_asked() -> None:
    classes = [{"class_id": f"C-{h}", "class": name, "instructor": "Nia Adeyemi", "start": f"{h:02d}:00"}
               for h, name in ((7, "Spin"), (12, "Pilates"), (18, "Boxfit"), (19, "Yoga Flow"))]
    tools = [fn("get_timetable", "Classes on a day.", {"date": {"type": "string", "format": "date"}})]
    made, answers = talk({"get_timetable": lambda date: {"date": date, "classes": classes}}, tools, ["anything on thursday evening?"],
                         "You are a gym assistant. Today is Monday 7 June 2027, 09:00.")
    assert made == [[("get_timetable", {"date": "2027-06-10"})]]
    assert "Boxfit" in answers[0] and "Yoga Flow" in answers[0] and "Spin" not in answers[0] and "evening" in answers[0]


DRIVING = ("You are the assistant of Kerbside Driving School. Today is Monday 4 October 2027, 10:00. Signed in: Priya Shah (learner LR-310), "
           "who has weekly manual lessons with Gareth Lloyd (instructor IN-7) on Thursdays at 16:00.")
DRIVING_TOOLS = [
    fn("list_lessons", "The learner's booked lessons with their ids and times.", {"learner_id": {"type": "string"}}, ["learner_id"]),
    fn("cancel_lesson", "Cancel one booked lesson by its id.", {"lesson_id": {"type": "string"}}, ["lesson_id"]),
]
DRIVING_FNS = {
    "list_lessons": lambda learner_id: {"learner_id": learner_id, "lessons": [
        {"lesson_id": "LS-501", "start": "2027-10-07T16:00", "instructor_id": "IN-7"},
        {"lesson_id": "LS-502", "start": "2027-10-14T16:00", "instructor_id": "IN-7"}]},
    "cancel_lesson": lambda lesson_id: {"lesson_id": lesson_id, "status": "cancelled"} if lesson_id.startswith("LS-") else {"error": f"Unknown lesson {lesson_id}"},
}


def test_an_id_the_instructions_label_as_another_kind_is_not_the_parameters() -> None:
    """"lessons with Gareth Lloyd (instructor IN-7)": IN-7 is an instructor's id, though the
    sentence speaks of lessons — a lesson id comes from the listed lessons."""
    made, _answers = talk(DRIVING_FNS, DRIVING_TOOLS, ["what lessons have I got?", "cancel the one on the 14th please"], DRIVING)
    assert made[1] == [("cancel_lesson", {"lesson_id": "LS-502"})]


PLUMBER = ("You are the assistant of FlowRight Plumbing's job book. Today is Thursday 3 June 2027, 16:00. Signed in: Dev Malik "
           "(dev@flowright.example).\nJobs:\n- JOB-11 Patel kitchen refit - client Anita Patel, fixed price\n"
           "- JOB-12 Greaves boiler swap - client Tom Greaves, day rate\n- JOB-13 School toilets - client Hill Primary, day rate\n")
PLUMBER_TOOLS = [
    fn("log_hours", "Log hours worked on a job.", {"job_id": {"type": "string"}, "date": {"type": "string", "format": "date"},
                                                    "hours": {"type": "number"}, "note": {"type": "string"}}, ["job_id", "date", "hours", "note"]),
    fn("remove_from_mailing_list", "Remove a customer from the newsletter list by their email address.",
       {"email": {"type": "string", "format": "email"}}, ["email"]),
]
PLUMBER_FNS = {
    "log_hours": lambda job_id, date, hours, note: {"entry_id": "E-1", "job_id": job_id, "hours": hours, "note": note},
    "remove_from_mailing_list": lambda email: {"email": email, "removed": True},
}


def test_hours_written_on_the_number_and_a_note_after_a_dash_fill_a_log_for_the_listed_job() -> None:
    made, _answers = talk(PLUMBER_FNS, PLUMBER_TOOLS, ["log 1.5h on the greaves job today - flue check"], PLUMBER)
    assert made[0] == [("log_hours", {"job_id": "JOB-12", "date": "2027-06-03", "hours": 1.5, "note": "flue check"})]


def test_removing_someone_described_asks_for_their_address_and_never_uses_the_users_own() -> None:
    made, answers = talk(PLUMBER_FNS, PLUMBER_TOOLS, ["remove the woman who moaned about the invoice from the mailing list"], PLUMBER)
    assert made == [[]]
    assert "?" in answers[0] and "dev@flowright.example" not in answers[0]


GLUCOSE = "You are GlucoLog, a diabetes diary. Today is Sunday 14 March 2027, 21:15 (Bristol). Signed in: Ana Costa."
GLUCOSE_TOOLS = [fn("log_glucose", "Log a blood glucose reading.", {"mmol_l": {"type": "number"}, "measured_at": {"type": "string", "format": "date-time"}},
                    ["mmol_l", "measured_at"])]
GLUCOSE_FNS = {"log_glucose": lambda mmol_l, measured_at: {"id": "G-1", "mmol_l": mmol_l, "measured_at": measured_at}}


def test_just_now_is_the_clock_the_instructions_give() -> None:
    made, _answers = talk(GLUCOSE_FNS, GLUCOSE_TOOLS, ["log 6.4 just now"], GLUCOSE)
    assert [name for name, _args in made[0]] == ["log_glucose"]
    assert made[0][0][1]["mmol_l"] == 6.4 and made[0][0][1]["measured_at"].startswith("2027-03-14T21:15")
    made, answers = talk(GLUCOSE_FNS, GLUCOSE_TOOLS, ["log 6.4"], GLUCOSE)
    assert made == [[]] and "?" in answers[0]  # no time said: asked, never the clock


VANS = "You are the assistant of RoamVans campervan hire. Today is Monday 5 April 2027, 10:00. Signed in: Lena Fischer."
VANS_TOOLS = [
    fn("search_vans", "Search campervans for hire between two dates at a depot.",
       {"depot": {"type": "string"}, "start": {"type": "string", "format": "date"}, "end": {"type": "string", "format": "date"}}, ["depot", "start", "end"]),
    fn("create_booking", "Book a van from a search offer, with extras.",
       {"offer_id": {"type": "string"}, "driver_name": {"type": "string"},
        "extras": {"type": "array", "items": {"type": "string", "enum": ["bike_rack", "awning", "camping_chairs"]}}}, ["offer_id", "driver_name", "extras"]),
    fn("cancel_booking", "Cancel a booking.", {"booking_id": {"type": "string"}}, ["booking_id"]),
    fn("modify_booking", "Change an existing booking: add extras.",
       {"booking_id": {"type": "string"}, "add_extras": {"type": "array", "items": {"type": "string", "enum": ["bike_rack", "awning", "camping_chairs"]}}},
       ["booking_id", "add_extras"]),
]
VANS_FNS = {
    "search_vans": lambda depot, start, end: {"depot": depot, "offers": [{"offer_id": "OF-1", "van": "VW California", "total_eur": 640},
                                                                         {"offer_id": "OF-2", "van": "Fiat Ducato", "total_eur": 510}]},
    "create_booking": lambda offer_id, driver_name, extras: {"booking_id": "BK-9", "offer_id": offer_id, "status": "confirmed", "extras": extras},
    "cancel_booking": lambda booking_id: {"booking_id": booking_id, "status": "cancelled"},
    "modify_booking": lambda booking_id, add_extras: {"booking_id": booking_id, "extras": add_extras, "status": "confirmed"},
}


def test_adding_to_what_was_just_booked_changes_the_booking_and_never_books_again() -> None:
    made, _answers = talk(VANS_FNS, VANS_TOOLS, ["what vans have you got in Munich from 1 to 8 May?",
                                                 "book the California for Lena Fischer", "oh and we need a bike rack on it, can you add one"], VANS)
    assert [name for name, _args in made[1]] == ["create_booking"]
    assert made[2] == [("modify_booking", {"booking_id": "BK-9", "add_extras": ["bike_rack"]})]


def test_without_a_tool_that_changes_it_a_second_booking_is_not_made() -> None:
    tools = [t for t in VANS_TOOLS if t.name != "modify_booking"]
    made, _answers = talk(VANS_FNS, tools, ["what vans have you got in Munich from 1 to 8 May?",
                                            "book the California for Lena Fischer", "oh and we need a bike rack on it, can you add one"], VANS)
    assert [name for name, _args in made[1]] == ["create_booking"]
    assert made[2] == []


CHOIR = ("You are the assistant of Hillside Choir's member portal. Today is Tuesday 2 March 2027, 18:00. Signed in: Ruth Obi. "
         "Voice part is alto unless the member asks otherwise. Ruth's commute: distance 14 km, usual mode train.")
CHOIR_TOOLS = [fn("register_for_concert", "Register the member to sing in a concert.",
                  {"concert_id": {"type": "string"}, "voice_part": {"type": "string", "enum": ["soprano", "alto", "tenor", "bass"]},
                   "travel_distance_km": {"type": "number", "description": "One-way distance to the venue in km"}},
                  ["concert_id", "voice_part", "travel_distance_km"])]
CHOIR_FNS = {"register_for_concert": lambda concert_id, voice_part, travel_distance_km: {"concert_id": concert_id, "voice_part": voice_part,
                                                                                      "status": "registered"}}


def test_a_setting_and_a_number_the_instructions_state_fill_what_the_user_does_not_say() -> None:
    made, _answers = talk(CHOIR_FNS, CHOIR_TOOLS, ["register me for concert CN-12 please"], CHOIR)
    assert made[0] == [("register_for_concert", {"concert_id": "CN-12", "voice_part": "alto", "travel_distance_km": 14})]
    made, _answers = talk(CHOIR_FNS, CHOIR_TOOLS, ["register me for concert CN-12 as a tenor"], CHOIR)
    assert made[0][0][1]["voice_part"] == "tenor"  # what the user says wins


FIBRE = "You are the assistant of FibreCheck. Today is Friday 9 July 2027, 12:00. Signed in: Omar Haddad, 4 Elm Row, Leeds LS6 2AB."
FIBRE_TOOLS = [fn("check_speeds", "Broadband speeds available at a postcode.", {"postcode": {"type": "string"}}, ["postcode"])]
FIBRE_FNS = {"check_speeds": lambda postcode: {"postcode": postcode, "max_download_mbps": 900}}


def test_a_town_the_user_names_is_not_the_address_the_instructions_give() -> None:
    made, answers = talk(FIBRE_FNS, FIBRE_TOOLS, ["we're moving to York next month - what speeds could we get there?"], FIBRE)
    assert made == [[]] and "postcode" in answers[0].lower()
    made, _answers = talk(FIBRE_FNS, FIBRE_TOOLS, ["what speeds can I get at home?"], FIBRE)
    assert made[0] == [("check_speeds", {"postcode": "LS6 2AB"})]


BOILERS = "You are the assistant of HeatQuote. Today is Monday 4 October 2027, 09:00. Signed in: Priya Nair, postcode M14 5RT."
BOILERS_TOOLS = [fn("compare_boiler_plans", "Boiler cover plans with their yearly cost.", {"postcode": {"type": "string"}}, ["postcode"])]
BOILERS_FNS = {"compare_boiler_plans": lambda postcode: {"postcode": postcode, "plans": [
    {"plan_id": "BC-1", "name": "Basic Cover", "callout_fee_gbp_per_visit": 0, "labour_rate_p_per_minute": 95, "yearly_cost_gbp": 180.0, "engineer": "gas safe"},
    {"plan_id": "BC-2", "name": "Plus Cover", "callout_fee_gbp_per_visit": 60, "labour_rate_p_per_minute": 0, "yearly_cost_gbp": 150.0, "engineer": "gas safe"},
    {"plan_id": "BC-3", "name": "Heat Pump Care", "callout_fee_gbp_per_visit": 30, "labour_rate_p_per_minute": 0, "yearly_cost_gbp": 240.0, "engineer": "heat pump"}]}}


def test_the_cheapest_is_by_the_whole_cost_and_says_it_and_a_rate_reads_as_a_rate() -> None:
    made, answers = talk(BOILERS_FNS, BOILERS_TOOLS, ["what's the cheapest plan for me?"], BOILERS)
    assert [name for name, _args in made[0]] == ["compare_boiler_plans"]
    assert "Plus Cover" in answers[0] and "£150" in answers[0]  # by the yearly cost, not by a call-out fee of £0
    assert "£60 per visit" in answers[0] and "gbp per" not in answers[0]


def test_the_cheapest_with_a_quality_the_user_names_is_the_cheapest_of_those() -> None:
    made, answers = talk(BOILERS_FNS, BOILERS_TOOLS, ["what's the cheapest plan with a heat pump engineer?"], BOILERS)
    assert "Heat Pump Care" in answers[0] and "£240" in answers[0]


PARK = "You are the assistant of Greenway Parks' fault line. Today is Saturday 8 May 2027, 10:00. Signed in: Ken Adeyemi."
PARK_TOOLS = [fn("report_park_fault", "Report a fault in a park to the maintenance team.", {
    "park": {"type": "string"}, "details": {"type": "string", "description": "What is wrong"},
    "photos": {"type": "array", "items": {"type": "string"}, "description": "Photo links; [] if none"},
    "notify_me": {"type": "boolean"}}, ["park", "details", "photos", "notify_me"])]
PARK_FNS = {"report_park_fault": lambda park, details, photos, notify_me: {"reference": "PF-77", "park": park, "status": "logged"}}


def test_a_polite_report_after_a_greeting_is_made_with_what_it_says_is_wrong() -> None:
    made, _answers = talk(PARK_FNS, PARK_TOOLS, ["Hello there, would you kindly report that the swings in Elm Park are broken? Thanks so much"], PARK)
    assert len(made[0]) == 1 and made[0][0][0] == "report_park_fault"
    args = made[0][0][1]
    assert args["park"] == "Elm Park" and args["photos"] == [] and "swings" in args["details"].lower()


POOLS = ('You are the assistant of Riverside Leisure. Today is Monday 7 June 2027, 08:00. Signed in: Sam Ortiz.\n'
         'Pools: pl_main "Main Pool" (25 m), pl_learner "Learner Pool" (shallow), pl_dive "Diving Pit".')
POOLS_TOOLS = [fn("book_lane", "Book a swimming lane.", {
    "pool_id": {"type": "string", "enum": ["pl_main", "pl_learner", "pl_dive"]}, "start": {"type": "string", "format": "date-time"}},
    ["pool_id", "start"])]
POOLS_FNS = {"book_lane": lambda pool_id, start: {"booking_id": "LN-5", "pool_id": pool_id, "start": start}}


def test_a_code_the_instructions_name_is_chosen_by_the_name_the_user_says() -> None:
    made, answers = talk(POOLS_FNS, POOLS_TOOLS, ["book me a lane in the learner pool tomorrow at 7am"], POOLS)
    assert made[0][0][0] == "book_lane" and made[0][0][1]["pool_id"] == "pl_learner" and made[0][0][1]["start"].startswith("2027-06-08T07:00")
    assert "pl_learner" in answers[0]  # an id is said as it is written


TUNER = ("You are the booking assistant of Keynote Tuning. Today is Monday 1 March 2027, 09:00. Signed in: Ana Ruiz.\n"
         "Upcoming bookings: KT-31 - Friday 12 March 2027, 10:00, tuning.\n"
         "There is no move tool: to move a visit, book the new slot and then cancel the old booking.")
TUNER_TOOLS = [
    fn("find_slots", "Free tuning slots on a day.", {"day": {"type": "string", "format": "date"}}, ["day"]),
    fn("book_visit", "Book a visit in a free slot.", {"slot_id": {"type": "string"}}, ["slot_id"]),
    fn("cancel_visit", "Cancel a booked visit.", {"booking_ref": {"type": "string"}}, ["booking_ref"]),
]
TUNER_FNS = {
    "find_slots": lambda day: {"day": day, "slots": [{"slot_id": f"S-{day[-2:]}-14", "start": "14:00"}]},
    "book_visit": lambda slot_id: {"booking_ref": "KT-40", "slot_id": slot_id, "status": "booked"},
    "cancel_visit": lambda booking_ref: {"booking_ref": booking_ref, "status": "cancelled"},
}


def test_steps_the_instructions_give_for_a_purpose_are_not_followed_for_another() -> None:
    made, _answers = talk(TUNER_FNS, TUNER_TOOLS, ["book a tuning on the 19th at 2pm please"], TUNER)
    names = [name for turn in made for name, _args in turn]
    assert "cancel_visit" not in names  # booking a visit moves nothing
    assert names[:1] == ["find_slots"]  # the booking goes ahead: its slot is looked up


def test_i_will_have_to_cancel_after_a_regret_is_a_request_to_cancel() -> None:
    made, _answers = talk(TUNER_FNS, TUNER_TOOLS, ["I'm afraid I'll have to cancel the tuning on the 12th, sorry"], TUNER)
    assert made[0] == [("cancel_visit", {"booking_ref": "KT-31"})]


EXPO = "You are the attendee assistant of DevExpo 2027. Today is Tuesday 8 June 2027, 09:00. Signed in: Mia Koh."
EXPO_TOOLS = [
    fn("get_talks", "A track's talks with their SCN (session code), room and seats left.", {"track": {"type": "string", "description": "Track name, e.g. Data"}}, ["track"]),
    fn("reserve_seat", "Reserve a seat at a talk.", {"scn": {"type": "string", "description": "6-digit session code, e.g. 104233"}}, ["scn"]),
]
EXPO_FNS = {
    "get_talks": lambda track: {"track": track, "talks": [{"scn": "104233", "title": "Streaming joins", "slot": "1", "room": "A"},
                                                          {"scn": "104240", "title": "Lakehouse myths", "slot": "2", "room": "B"}]},
    "reserve_seat": lambda scn: {"scn": scn, "status": "reserved"} if scn.isdigit() else {"error": f"No session {scn}"},
}


def test_a_code_described_by_its_digits_is_looked_up_never_filled_with_the_request_words() -> None:
    made, _answers = talk(EXPO_FNS, EXPO_TOOLS, ["reserve me a seat at the Data track talk in slot 2"], EXPO)
    names = [name for name, _args in made[0]]
    assert names == ["get_talks", "reserve_seat"]
    assert made[0][1] == ("reserve_seat", {"scn": "104240"})


PARCELS = ("You are the assistant of QuickPost. Today is Thursday 2 September 2027, 10:00. Signed in: Leo Park.\n"
           "Parcels Leo is expecting: QP88231 from Lyon (due today) and QP90412 from Porto (due Monday 6 September 2027).")
PARCELS_TOOLS = [fn("track_parcel", "Where a parcel is, by tracking number, e.g. QP12345.",
                    {"tracking_number": {"type": "string"}, "expected_on": {"type": "string", "format": "date"}}, ["tracking_number", "expected_on"])]
PARCELS_FNS = {"track_parcel": lambda tracking_number, expected_on: {"tracking_number": tracking_number, "status": "in transit"}}


def test_both_of_the_things_the_instructions_list_are_one_call_each_with_their_own_day() -> None:
    made, _answers = talk(PARCELS_FNS, PARCELS_TOOLS, ["where are both my parcels?"], PARCELS)
    assert made[0] == [("track_parcel", {"tracking_number": "QP88231", "expected_on": "2027-09-02"}),
                       ("track_parcel", {"tracking_number": "QP90412", "expected_on": "2027-09-06"})]


BOATS = ("You are the assistant of Mere Boats, Windermere. Today is Monday 12 July 2027, 09:00. Signed in: Ola Berg. "
         "Payment: the deposit is taken first, then the balance on the day.")
BOATS_TOOLS = [
    fn("check_boats", "Whether boats are free on a day, with their day price.",
       {"boats": {"type": "array", "items": {"type": "string"}}, "day": {"type": "string", "format": "date"}}, ["boats", "day"]),
    fn("book_boat", "Book one boat for a day.", {"boat": {"type": "string"}, "day": {"type": "string", "format": "date"}}, ["boat", "day"]),
]
BOATS_FNS = {
    "check_boats": lambda boats, day: {"day": day, "results": [
        {"boat": b, "available": b != "Heron", "price_gbp": {"Swan": 90, "Heron": 60, "Kestrel": 75}.get(b, 100)} for b in boats]},
    "book_boat": lambda boat, day: {"booking_id": "MB-7", "boat": boat, "day": day},
}


def test_whichever_is_cheapest_and_free_is_checked_first_and_the_pick_is_booked() -> None:
    made, _answers = talk(BOATS_FNS, BOATS_TOOLS, ["out of Swan, Heron and Kestrel, book whichever boat is cheapest and still free on Saturday"], BOATS)
    assert made[0] == [("check_boats", {"boats": ["Swan", "Heron", "Kestrel"], "day": "2027-07-17"}),
                       ("book_boat", {"boat": "Kestrel", "day": "2027-07-17"})]  # Heron is cheaper but taken


SLEEP = "You are SleepLog. Today is Tuesday 3 August 2027, 08:00. Signed in: Nia Stone."
SLEEP_TOOLS = [fn("log_sleep", "Log last night's sleep.", {"hours": {"type": "number"}, "quality": {"type": "integer", "description": "1-5"},
                                                         "woke_at": {"type": "string", "description": "HH:MM"}}, ["hours", "quality", "woke_at"])]
SLEEP_FNS = {"log_sleep": lambda hours, quality, woke_at: {"entry_id": "SL-9", "hours": hours, "quality": quality}}


def test_measurements_stated_to_a_diary_are_logged_and_measurements_recalled_are_not() -> None:
    made, _answers = talk(SLEEP_FNS, SLEEP_TOOLS, ["7.5 hours, quality 4, woke at 6:40"], SLEEP)
    assert made[0] == [("log_sleep", {"hours": 7.5, "quality": 4, "woke_at": "06:40"})]
    made, _answers = talk(SLEEP_FNS, SLEEP_TOOLS, ["I usually get 6 hours and quality 3 is normal for me"], SLEEP)
    assert made == [[]]


CLUB = "You are the assistant of Northside Chess Club. Today is Friday 1 October 2027, 18:00. Signed in: Amir Haddad (amir@northside.example)."
CLUB_TOOLS = [
    fn("find_member", "Look a member up by email.", {"email": {"type": "string"}}, ["email"]),
    fn("add_member", "Add someone to the club's mailing list.", {"email": {"type": "string"}, "first_name": {"type": ["string", "null"]}},
       ["email", "first_name"]),
]
CLUB_FNS = {"find_member": lambda email: {"email": email, "found": False}, "add_member": lambda email, first_name: {"email": email, "status": "added"}}


def test_adding_him_never_gives_him_the_signed_in_users_name() -> None:
    made, _answers = talk(CLUB_FNS, CLUB_TOOLS, ["is kofi@mail.example a member?", "add him then"], CLUB)
    assert made[1] == [("add_member", {"email": "kofi@mail.example", "first_name": None})]


CAFE = ("You are the booking assistant of Café Lumen, Galway. Today is Friday 5 March 2027, 10:00.\n"
        "Signed-in guest: Róisín Kelly, roisin@example.ie, +353 86 123 4567.")
CAFE_TOOLS = [fn("book_table", "Book a table.", {"date": {"type": "string", "format": "date"}, "time": {"type": "string", "description": "HH:MM"},
                                                  "party_size": {"type": "integer"}, "name": {"type": "string", "description": "Name the booking is under"},
                                                  "phone": {"type": "string", "description": "International format"}},
                 ["date", "time", "party_size", "name", "phone"])]
CAFE_FNS = {"book_table": lambda date, time, party_size, name, phone: {"reference": "CL-1", "status": "confirmed"}}


def test_a_signed_in_guest_books_under_their_own_name_and_full_international_number() -> None:
    made, _answers = talk(CAFE_FNS, CAFE_TOOLS, ["table for 3 tomorrow at 1pm pls"], CAFE)
    assert made[0] == [("book_table", {"date": "2027-03-06", "time": "13:00", "party_size": 3, "name": "Róisín Kelly", "phone": "+353 86 123 4567"})]


KILN = ("You are the assistant of Riverside Kiln Co-op. Today is Wednesday 8 September 2027, 12:00.\n"
        "Signed in: Priya Nair, member M-204.\n"
        "House rules:\n- The studio is open Monday to Friday 10:00-21:00, Saturday 10:00-17:00, closed on Sundays.\n"
        "- Glazes, aprons and tools are provided; bring your own clay.")
KILN_TOOLS = [
    fn("find_wheel_slots", "Free wheel slots on a day.", {"date": {"type": "string", "format": "date"}}, ["date"]),
    fn("book_wheel", "Book a wheel for the signed-in member.",
       {"wheel": {"type": "integer"}, "date": {"type": "string", "format": "date"}, "start": {"type": "string", "description": "HH:MM"},
        "co_potters": {"type": "array", "items": {"type": "string"}, "description": "Member numbers of other members sharing the wheel (not the booker)."},
        "visitors": {"type": "integer", "description": "Number of non-member visitors (0-2)."}},
       ["wheel", "date", "start", "co_potters", "visitors"]),
    fn("change_firing", "Swap pieces in the next kiln load and/or add extra pieces.",
       {"load_id": {"type": "string"},
        "extra_pieces": {"type": ["array", "null"], "items": {"type": "object", "properties": {"piece_id": {"type": "string"}, "count": {"type": "integer"}},
                                                                "required": ["piece_id", "count"]}}},
       ["load_id", "extra_pieces"]),
    fn("get_next_load", "The next kiln load.", {}),
]
KILN_FNS = {
    "find_wheel_slots": lambda date: {"date": date, "wheels": [{"wheel": 1, "free": ["10:00"]}, {"wheel": 3, "free": ["10:00", "18:00"]}]},
    "book_wheel": lambda wheel, date, start, co_potters, visitors: {"booking": "KB-77", "wheel": wheel, "start": start, "visitors": visitors},
    "change_firing": lambda load_id, extra_pieces: {"load_id": load_id, "status": "changed"},
    "get_next_load": lambda: {"load_id": "L-31", "fires_on": "2027-09-10", "pieces": [{"piece_id": "P-1", "name": "Blue bowl"}]},
}


def test_a_verb_the_description_gives_as_the_tools_other_action_authorises_it_but_never_with_nothing_to_do() -> None:
    made, answers = talk(KILN_FNS, KILN_TOOLS, ["what's in the next kiln load?", "add 2 of the green mugs to it"], KILN)
    assert [name for name, _args in made[1]] == []  # 'add' asks for change_firing, but no piece id is known: it asks
    assert "?" in answers[1]
    made, _answers = talk(KILN_FNS, KILN_TOOLS, ["what's in the next kiln load?", "add 2 of P-1 to it"], KILN)
    assert made[1] == [("change_firing", {"load_id": "L-31", "extra_pieces": [{"piece_id": "P-1", "count": 2}]})]


def test_grabbing_a_listed_slot_books_it_with_one_visitor_and_no_co_potters() -> None:
    made, _answers = talk(KILN_FNS, KILN_TOOLS, ["any wheels free tomorrow?", "grab the 6pm one, just me and a visitor"], KILN)
    assert made[1] == [("book_wheel", {"wheel": 3, "date": "2027-09-09", "start": "18:00", "co_potters": [], "visitors": 1})]


def test_closing_time_today_is_read_from_the_opening_hours_after_a_thank_you() -> None:
    _made, answers = talk(KILN_FNS, KILN_TOOLS, ["ok great, what time do you close today?"], KILN)
    assert "21:00" in answers[0] and "Hello" not in answers[0]


FX = "You are the assistant of Harbour Exchange, Cork. Today is Monday 4 October 2027, 09:30."
FX_TOOLS = [fn("quote_exchange", "Quote a currency exchange.", {"from_currency": {"type": "string", "description": "ISO 4217"},
                                                                "to_currency": {"type": "string", "description": "ISO 4217"},
                                                                "amount": {"type": "number"}}, ["from_currency", "to_currency", "amount"])]
FX_FNS = {"quote_exchange": lambda from_currency, to_currency, amount: {
    "quote_id": f"Q-{from_currency}", "you_give": {"currency": from_currency, "amount": amount},
    "you_get": {"currency": to_currency, "amount": round(amount * (0.86 if from_currency == "USD" else 1.17), 2)}}}


def test_a_what_if_with_one_new_currency_quotes_again_changing_one_side_and_money_objects_read_as_money() -> None:
    made, answers = talk(FX_FNS, FX_TOOLS, ["how many euros would I get for 200 pounds?", "and if it was 200 dollars instead?"], FX)
    assert made[0] == [("quote_exchange", {"from_currency": "GBP", "to_currency": "EUR", "amount": 200})]
    assert made[1] == [("quote_exchange", {"from_currency": "USD", "to_currency": "EUR", "amount": 200})]
    assert "234" in answers[0] and "€234" in answers[0] and "currency" not in answers[0]
    assert "172" in answers[1]


FLATS = "You are the resident assistant of Quayside Flats. Today is Tuesday 5 October 2027, 10:00. Signed in: Tomasz Nowak, flat 12."
FLATS_TOOLS = [
    fn("register_visitor", "Register an overnight visitor.", {"visitor_name": {"type": "string"}, "night": {"type": "string", "format": "date"}}),
    fn("log_repair", "Log a new repair request for the resident's flat.",
       {"area": {"type": "string", "enum": ["kitchen", "bathroom", "bedroom", "hallway"]}, "description": {"type": "string"}}),
    fn("list_repairs", "The resident's repair requests.", {}),
]
FLATS_FNS = {"register_visitor": lambda visitor_name, night: {"status": "registered"},
             "log_repair": lambda area, description: {"job": "J-301", "status": "logged"},
             "list_repairs": lambda: {"repairs": []}}


def test_a_fault_described_then_raise_a_new_one_asks_for_the_repair_tool_never_another_kind_of_registration() -> None:
    made, _answers = talk(FLATS_FNS, FLATS_TOOLS, ["the kitchen tap is leaking again, same as last month. can you raise a new one"], FLATS)
    assert [name for name, _args in made[0]] == ["log_repair"] and made[0][0][1]["area"] == "kitchen"
    made, _answers = talk(FLATS_FNS, FLATS_TOOLS, ["can you raise a new one"], FLATS)
    assert not any(name == "register_visitor" for name, _args in made[0])


BIKES = "You are the assistant of Spoke & Chain, Utrecht. Today is Monday 4 October 2027, 11:00."
BIKES_TOOLS = [
    fn("lookup_bike", "A customer's bike by frame number: model and tyre size.", {"frame_number": {"type": "string", "description": "e.g. 88-K-20411"}}),
    fn("search_tubes", "Inner tubes in stock for a tyre size.", {"size": {"type": "string", "description": "e.g. 700/28 C"},
                                                                 "valve": {"type": "string", "enum": ["presta", "schrader"]}}, ["size"]),
]
BIKES_FNS = {"lookup_bike": lambda frame_number: {"error": f"no bike {frame_number}"},
             "search_tubes": lambda size, valve=None: {"tubes": [{"name": "Conti Race 28", "price_eur": 7.5}]}}


def test_a_value_shaped_like_the_descriptions_example_fills_it_whole_and_a_fragment_is_no_code_of_another_shape() -> None:
    made, _answers = talk(BIKES_FNS, BIKES_TOOLS, ["any presta tubes in 700/28 C?"], BIKES)
    assert made[0] == [("search_tubes", {"size": "700/28 C", "valve": "presta"})]


def test_a_per_unit_price_with_its_currency_last_is_said_as_money_per_unit() -> None:
    from labkit.sim.engine.describe.values import value_text

    assert value_text("price_per_tyre_eur", 118) == "€118 per tyre"
    assert value_text("cost_per_hour_usd", 20) == "$20 per hour"


CANOE = "You are the booking assistant of Wyeside Canoes. Today is Friday 6 August 2027, 08:30. Signed in: Elin Morgan."
CANOE_TOOLS = [fn("hire_boats", "Book boats for the signed-in customer.",
                  {"boats": {"type": "array", "items": {"type": "object", "properties": {
                      "kind": {"type": "string", "enum": ["open_canoe", "sit_on_top", "paddleboard"]}, "count": {"type": "integer"}},
                      "required": ["kind", "count"]}},
                   "start": {"type": "string", "format": "date-time"}, "hours": {"type": "integer"},
                   "people": {"type": "object", "properties": {"adults": {"type": "integer"}, "children": {"type": "integer"}},
                              "required": ["adults", "children"]}},
                  ["boats", "start", "hours", "people"])]
CANOE_FNS = {"hire_boats": lambda boats, start, hours, people: {"booking": "WC-1", "status": "confirmed"}}


def test_a_terse_order_with_what_when_and_how_many_books_and_counts_nobody_it_does_not_name() -> None:
    made, answers = talk(CANOE_FNS, CANOE_TOOLS, ["3 open canoes tomorrow at 10am for 3 hours, 6 adults"], CANOE)
    assert made[0] == [("hire_boats", {"boats": [{"kind": "open_canoe", "count": 3}], "start": "2027-08-07T10:00:00Z", "hours": 3,
                                       "people": {"adults": 6, "children": 0}})]
    assert "open canoe" in answers[0] and "open_canoe" not in answers[0]
    made, _answers = talk(CANOE_FNS, CANOE_TOOLS, ["my booking is 3 open canoes tomorrow at 10am"], CANOE)
    assert made == [[]]  # what the user has, not an order


HILLSIDE = "You are the assistant of Hillside Veg Boxes. Today is Monday 6 September 2027, 09:00. Signed in: Ada Obi."
HILLSIDE_TOOLS = [fn("skip_box", "Skip one delivery.", {"delivery_date": {"type": "string", "format": "date"}})]
HILLSIDE_FNS = {"skip_box": lambda delivery_date: {"error": f"No delivery on {delivery_date}. Upcoming deliveries: 2027-09-09, 2027-09-16, 2027-09-23"}
           if delivery_date not in ("2027-09-09", "2027-09-16", "2027-09-23") else {"delivery_date": delivery_date, "status": "skipped"}}


def test_a_failed_call_on_a_ranges_first_day_is_retried_on_the_one_listed_day_inside_the_range() -> None:
    made, answers = talk(HILLSIDE_FNS, HILLSIDE_TOOLS, ["we're away 13th-18th sept, skip that week's box"], HILLSIDE)
    assert made[0] == [("skip_box", {"delivery_date": "2027-09-13"}), ("skip_box", {"delivery_date": "2027-09-16"})]
    assert "skipped" in answers[0]
    made, _answers = talk(HILLSIDE_FNS, HILLSIDE_TOOLS, ["skip the box on the 14th"], HILLSIDE)
    assert made[0] == [("skip_box", {"delivery_date": "2027-09-14"})]  # one day, none listed inside it: no guess


ROOMS = "You are the assistant of Crypt Escape Rooms. Today is Saturday 4 September 2027, 12:00. Signed in: Ola Berg, booking CR-55."
ROOMS_TOOLS = [
    fn("search_slots", "Free slots for a room on a date.", {"room": {"type": "string", "enum": ["tomb", "asylum"]}, "date": {"type": "string", "format": "date"},
                                                            "players": {"type": "integer"}}, ["room", "date", "players"]),
    fn("room_details", "Details of one room: theme, minimum age, players.", {"room": {"type": "string", "enum": ["tomb", "asylum"]}}),
    fn("create_booking", "Book a room slot.", {"room": {"type": "string", "enum": ["tomb", "asylum"]}, "start": {"type": "string"}, "players": {"type": "integer"}}),
    fn("change_booking", "Change the number of players of a booking.", {"booking_ref": {"type": "string"}, "players": {"type": "integer"}}),
]
ROOMS_FNS = {"search_slots": lambda room, date, players: {"slots": []}, "room_details": lambda room: {"room": room, "min_age": 16},
             "create_booking": lambda room, start, players: {"ref": "CR-99"}, "change_booking": lambda booking_ref, players: {"ref": booking_ref, "players": players}}


def test_whether_a_named_room_suits_someone_looks_that_room_up_and_adding_to_my_booking_changes_it() -> None:
    made, answers = talk(ROOMS_FNS, ROOMS_TOOLS, ["would the asylum be ok for my son? he's 12"], ROOMS)
    assert made[0] == [("room_details", {"room": "asylum"})] and "16" in answers[0]
    made, _answers = talk(ROOMS_FNS, ROOMS_TOOLS, ["can you add one more player to my booking, so 5 of us"], ROOMS)
    assert [name for name, _args in made[0]] == ["change_booking"]


BAND = "You are the assistant of Eastside Community Choir. Today is Monday 6 December 2027, 19:00. Signed in: Rhys Pugh (tenor)."
BAND_TOOLS = [
    fn("ListEvents", "Rehearsals and concerts coming up.", {}),
    fn("SetAttendance", "Tell the conductor whether the member will be at a rehearsal or concert.",
       {"eventId": {"type": "string"}, "status": {"type": "string", "enum": ["attending", "absent", "late"]}}),
    fn("GetProgramme", "The music for a concert.", {"eventId": {"type": "string"}}),
]
BAND_FNS = {"ListEvents": lambda: {"events": [{"eventId": "C-XMAS", "title": "Christmas concert", "date": "2027-12-18"},
                                              {"eventId": "R-1211", "title": "Sectional rehearsal", "date": "2027-12-11"}]},
            "SetAttendance": lambda eventId, status: {"eventId": eventId, "status": status},
            "GetProgramme": lambda eventId: {"eventId": eventId, "pieces": ["Nimrod", "Slaidburn"]}}


def test_put_me_down_as_coming_sets_attendance_and_what_are_we_singing_is_no_general_question() -> None:
    made, _answers = talk(BAND_FNS, BAND_TOOLS, ["what's coming up?", "put me down as coming to the sectional rehearsal"], BAND)
    assert made[1] == [("SetAttendance", {"eventId": "R-1211", "status": "attending"})]
    from labkit.sim.engine.request import clauses

    assert [c.mood for c in clauses("what are we singing at the christmas concert?")] == ["question"]
    assert [c.mood for c in clauses("what are black holes?")] == ["conceptual"]


SPECS = "You are the assistant of FrameFix repairs, Leeds. Today is Thursday 2 December 2027, 11:00."
SPECS_TOOLS = [fn("Repairs_CreateOrder", "Create a repair order for a pair of glasses.",
                  {"service": {"type": "string", "enum": ["walk_in", "postal"]}, "fault": {"type": "string"}}, ["service", "fault"])]
SPECS_FNS = {"Repairs_CreateOrder": lambda service, fault: {"order": "FF-1"}}


def test_fix_them_after_a_fault_asks_which_service_once_and_offers_are_made_once() -> None:
    made, answers = talk(SPECS_FNS, SPECS_TOOLS, ["my glasses are broken, can you fix them?"], SPECS)
    assert made == [[]] and answers[0] == "To create the repair order, I need the service: walk in or postal?"
    made, answers = talk(SPECS_FNS, SPECS_TOOLS, ["the arm has snapped off. gold metal frame. I'll post them to you"], SPECS)
    assert made == [[]] and answers[0].count("Would you like me to create the repair order?") == 1 and "offline" not in answers[0]


HANGAR = ("You are the assistant of Fenland Glider Club. Today is Wednesday 3 November 2027, 09:00.\n"
          "Signed-in member: Bea Lund (07700 900300).\n"
          "Her gliders:\n- Skylark: single-seater, wingspan 15.0 m, registration G-DBXY.\n- Kestrel: two-seater, wingspan 17.5 m, registration G-CKLM.\n"
          "Hangar rules: bookings can be cancelled up to 24 hours ahead; no refund after that. Use list_slots for free spaces.")
HANGAR_TOOLS = [
    fn("list_slots", "Free hangar spaces on a date.", {"date": {"type": "string", "format": "date"}}),
    fn("cancel_space", "Cancel a hangar booking.", {"booking_ref": {"type": "string"}}),
    fn("book_space", "Book a hangar space for one of the member's gliders.",
       {"glider": {"type": "object", "properties": {"name": {"type": "string"}, "wingspan_m": {"type": "number"}, "registration": {"type": "string"}},
                   "required": ["name", "wingspan_m", "registration"]},
        "date": {"type": "string", "format": "date"}, "nights": {"type": "integer"}, "with_charging": {"type": "boolean"}},
       ["glider", "date", "nights", "with_charging"]),
    fn("request_callback", "Ask the duty instructor to phone the member back.", {"phone": {"type": "string"}, "time_slot": {"type": "string", "enum": ["morning", "afternoon"]}}),
]
HANGAR_FNS = {"list_slots": lambda date: {"date": date, "spaces": [{"bay": "B2"}]}, "cancel_space": lambda booking_ref: {"status": "cancelled"},
              "book_space": lambda glider, date, nights, with_charging: {"booking": "HG-9", "glider": glider["name"]},
              "request_callback": lambda phone, time_slot: {"status": "requested"}}


def test_a_policys_after_that_is_no_procedure_and_a_thing_the_instructions_describe_on_its_own_line_fills_the_object() -> None:
    made, _answers = talk(HANGAR_FNS, HANGAR_TOOLS, ["any hangar space friday?"], HANGAR)
    assert made[0] == [("list_slots", {"date": "2027-11-05"})]
    made, _answers = talk(HANGAR_FNS, HANGAR_TOOLS, ["kestrel in the hangar from friday, 3 nights, with charging"], HANGAR)
    assert made[0] == [("book_space", {"glider": {"name": "Kestrel", "wingspan_m": 17.5, "registration": "G-CKLM"}, "date": "2027-11-05",
                                       "nights": 3, "with_charging": True})]
    made, _answers = talk(HANGAR_FNS, HANGAR_TOOLS, ["can someone ring me this afternoon? 07700 900300"], HANGAR)
    assert made[0] == [("request_callback", {"phone": "07700 900300", "time_slot": "afternoon"})]


def test_a_length_in_metres_is_no_duration_and_a_year_span_this_year_is_the_one_running_today() -> None:
    from labkit.sim.engine.periods import current_year_option, year_named
    from labkit.sim.engine.schema import params_of
    from labkit.sim.engine.slots import slot_of

    schema = {"type": "object", "properties": {"length_m": {"type": "number"}, "arm_length_cm": {"type": "number"}, "length": {"type": "integer"}}}
    assert [(slot_of(p).kind, slot_of(p).unit) for p in params_of(schema, schema)] == [("distance", "m"), ("distance", "cm"), ("duration", "minutes")]
    import datetime as dt

    years = ["2025/26", "2026/27", "2027/28"]
    assert current_year_option(years, dt.date(2027, 2, 1)) == "2026/27" and current_year_option(years, dt.date(2027, 5, 1)) == "2027/28"
    assert year_named(years, "what did I pay last year?", dt.date(2027, 5, 1))[0] == "2026/27"


SHIRTS = "You are the assistant of Northern Code Jam. Today is Friday 5 November 2027, 16:00. Signed in: Ivo Sand."
SHIRTS_TOOLS = [fn("updateRegistration", "Change the attendee's registration.",
                   {"tshirtSize": {"type": ["string", "null"], "enum": ["S", "M", "L", "XL", None]}, "dietary": {"type": ["array", "null"], "items": {"type": "string"}}},
                   ["tshirtSize", "dietary"]),
                fn("createTeam", "Create a new team and open it to others.", {"name": {"type": "string"}, "lookingFor": {"type": "array", "items": {"type": "string"}}})]
SHIRTS_FNS = {"updateRegistration": lambda tshirtSize, dietary: {"updated": True}, "createTeam": lambda name, lookingFor=(): {"team": name}}


def test_a_one_letter_size_is_read_and_adding_to_another_thing_never_creates_a_team() -> None:
    made, _answers = talk(SHIRTS_FNS, SHIRTS_TOOLS, ["change my tshirt size to L"], SHIRTS)
    assert made[0] == [("updateRegistration", {"tshirtSize": "L", "dietary": None})]
    made, _answers = talk(SHIRTS_FNS, SHIRTS_TOOLS, ["can you add gluten free to my dietary requirements?"], SHIRTS)
    assert not any(name == "createTeam" for name, _args in made[0])


def test_someones_age_is_no_count_of_things() -> None:
    import datetime as dt

    from labkit.sim.engine.candidates.quantities import _an_age
    from labkit.sim.engine.evidence import gather

    ages = {t: [_an_age(m) for m in gather(t, dt.date(2027, 1, 1)).mentions if m.kind == "number"]
            for t in ("the youngest is only six", "he's 14", "aged 8", "6 years old", "party of six", "we are 6", "table for 4")}
    assert ages == {"the youngest is only six": [True], "he's 14": [True], "aged 8": [True], "6 years old": [True],
                    "party of six": [False], "we are 6": [False], "table for 4": [False]}


HOUSE = ("You are the assistant of the household library account. Today is Tuesday 9 November 2027, 10:00.\n"
         "Signed-in account holder: Mira Okoye.\nPeople on this account:\n- Mira Okoye\n- Tobi Okoye (her son, 12), card LC-4410\n"
         "Charger at the house: serial WB-7731.")
HOUSE_TOOLS = [fn("report_lost_card", "Report a library card lost.", {"holder_name": {"type": "string"}, "lost_on": {"type": "string", "format": "date"}}),
               fn("get_charger_status", "Live status of the home charger: state, faults, last session.", {"serial": {"type": "string"}}),
               fn("log_walk", "Log a walk.", {"distance_nautical_miles": {"type": "number"}, "hours": {"type": "number"}})]
HOUSE_FNS = {"report_lost_card": lambda holder_name, lost_on: {"status": "blocked"}, "get_charger_status": lambda serial: {"state": "faulted", "fault": "E-07"},
             "log_walk": lambda distance_nautical_miles, hours: {"logged": True}}


def test_a_household_member_named_by_first_name_last_night_and_glued_units_are_read() -> None:
    made, _answers = talk(HOUSE_FNS, HOUSE_TOOLS, ["report tobi's card lost, he dropped it on the bus last night"], HOUSE)
    assert made[0] == [("report_lost_card", {"holder_name": "Tobi Okoye", "lost_on": "2027-11-08"})]
    made, _answers = talk(HOUSE_FNS, HOUSE_TOOLS, ["log a walk: 4.2nm in 2 hrs"], HOUSE)
    assert made[0] == [("log_walk", {"distance_nautical_miles": 4.2, "hours": 2})]


def test_a_problem_described_with_no_question_looks_up_the_status_of_the_thing() -> None:
    made, answers = talk(HOUSE_FNS, HOUSE_TOOLS, ["car didnt charge overnight again"], HOUSE)
    assert made[0] == [("get_charger_status", {"serial": "WB-7731"})] and "E-07" in answers[0]


PESTS = ("You are the assistant of Harrow Pest Care. Today is Tuesday 9 November 2027, 14:00.\n"
         "Signed-in customer: Ana Reyes.\nProperties on the account:\n- PR-1: 5 Elm Close, Harrow - her home.\n"
         "- PR-2: Flat 2, 40 Station Road, Wealdstone - a flat she lets.\n")
PESTS_TOOLS = [
    fn("find_slots", "Free visit slots for a property and a pest.", {"property_id": {"type": "string", "enum": ["PR-1", "PR-2"]},
                                                                     "pest": {"type": "string", "enum": ["mice", "ants"]}}),
    fn("book_visit", "Book a visit.", {"property_id": {"type": "string", "enum": ["PR-1", "PR-2"]}, "pest": {"type": "string", "enum": ["mice", "ants"]},
                                       "slot_id": {"type": "string"}}),
]
PESTS_FNS = {"find_slots": lambda property_id, pest: {"slots": [{"slot_id": "S-1110-0900", "date": "2027-11-10", "weekday": "Wednesday"},
                                                                 {"slot_id": "S-1111-0900", "date": "2027-11-11", "weekday": "Thursday"}]},
             "book_visit": lambda property_id, pest, slot_id: {"appointment": "HP-7", "date": "2027-11-10", "weekday": "Wednesday"}}


def test_an_id_the_instructions_list_on_a_line_of_its_own_is_chosen_by_the_place_the_user_names() -> None:
    from labkit.sim.engine.fill.instructions import named_ids

    assert [(name, ident) for name, ident, _around in named_ids(PESTS)][-2:] == [("5 Elm Close", "PR-1"), ("Flat 2", "PR-2")]
    made, answers = talk(PESTS_FNS, PESTS_TOOLS, ["mice are back at the station road flat, book the earliest slot you have"], PESTS)
    assert made[0] == [("find_slots", {"property_id": "PR-2", "pest": "mice"}), ("book_visit", {"property_id": "PR-2", "pest": "mice", "slot_id": "S-1110-0900"})]
    assert "“Wednesday”" not in answers[0]


VISITS = ("You are the assistant of Brightside Window Cleaning. Today is Monday 8 November 2027, 09:00. Signed in: Lee Park.\n"
          "Cancellation: free up to 24 hours before; no refund after that. Use list_visits for the customer's visits.")
VISITS_TOOLS = [
    fn("list_visits", "The customer's booked visits.", {}),
    fn("find_slots", "Free slots for a property and a service on a date.", {"property_id": {"type": "string"}, "service": {"type": "string"},
                                                                          "date": {"type": "string", "format": "date"}}),
    fn("cancel_visit", "Cancel a visit.", {"visit_id": {"type": "string"}}),
    fn("move_visit", "Move a visit to another free slot (from find_slots).", {"visit_id": {"type": "string"}, "new_slot_id": {"type": "string"}}),
]
VISITS_FNS = {
    "list_visits": lambda: {"visits": [{"visit_id": "V-1", "property_id": "P-9", "service": "windows", "date": "2027-11-10", "window": "10:00-12:00"}]},
    "find_slots": lambda property_id, service, date: {"slots": [{"slot_id": f"S-{date}-08", "window": "08:00-10:00"}, {"slot_id": f"S-{date}-10", "window": "10:00-12:00"}]},
    "cancel_visit": lambda visit_id: {"status": "cancelled"},
    "move_visit": lambda visit_id, new_slot_id: {"status": "moved", "new_slot_id": new_slot_id},
}


def test_no_refund_after_that_is_no_procedure_and_moving_to_another_day_same_time_finds_that_slot() -> None:
    from labkit.sim.engine.steps import procedure
    from labkit.sim.engine.tools import Toolbox

    assert procedure(VISITS, Toolbox.of(VISITS_TOOLS), __import__("labkit.sim.engine.evidence", fromlist=["gather"]).gather("", __import__("datetime").date(2027, 11, 8))) == []
    made, _answers = talk(VISITS_FNS, VISITS_TOOLS, ["when's my next visit?", "push it to friday, same time"], VISITS)
    assert made[1] == [("find_slots", {"property_id": "P-9", "service": "windows", "date": "2027-11-12"}),
                       ("move_visit", {"visit_id": "V-1", "new_slot_id": "S-2027-11-12-10"})]


DELI = ("You are the assistant of Valley Veg Boxes. Today is Monday 8 November 2027, 09:00. Signed in: Rosa Lind.\n"
        "House notes: bags, boxes and ice packs are provided; bring nothing back. "
        "When the member names a product and a date, add it without asking for confirmation.")
DELI_TOOLS = [
    fn("list_extras", "Add-on products (cheese, bread, eggs) with product_id and price.", {"category": {"type": "string", "enum": ["all", "dairy", "bakery"]}}),
    fn("add_extras", "Add add-on products to one delivery.", {
        "delivery_date": {"type": "string", "format": "date"},
        "items": {"type": "array", "items": {"type": "object", "properties": {"product_id": {"type": "string", "enum": ["brie", "feta", "rye"]},
                                                                                "quantity": {"type": "integer"}}, "required": ["product_id", "quantity"]}}},
       ["delivery_date", "items"]),
]
DELI_FNS = {"list_extras": lambda category="all": {"extras": [{"product_id": "rye", "name": "Rye loaf", "price_usd": 4.0},
                                                              {"product_id": "brie", "name": "Brie cheese", "price_usd": 9.0},
                                                              {"product_id": "feta", "name": "Feta cheese", "price_usd": 6.5}]},
            "add_extras": lambda delivery_date, items: {"added": items}}


def test_whichever_product_is_cheapest_is_looked_up_then_added_and_an_included_thing_is_said_from_the_instructions() -> None:
    made, _answers = talk(DELI_FNS, DELI_TOOLS, ["add whichever cheese is cheapest to my box on the 18th"], DELI)
    assert made[0][-1] == ("add_extras", {"delivery_date": "2027-11-18", "items": [{"product_id": "feta", "quantity": 1}]})
    made, answers = talk(DELI_FNS, DELI_TOOLS, ["do we need to bring our own ice packs?"], DELI)
    assert made == [[]] and "provided" in answers[0] and "confirmation" not in answers[0]


SUMMONS = "You are the assistant of the Court Service. Today is Wednesday 3 November 2027, 10:00. Signed in: Alex Roe, juror number 660011223."
SUMMONS_TOOLS = [fn("reply_to_summons", "Send the juror's reply to a jury summons.",
                    {"juror_number": {"type": "string"}, "response": {"type": "string", "enum": ["attend", "defer", "excusal"]}})]
SUMMONS_FNS = {"reply_to_summons": lambda juror_number, response: {"reply": "JR-1", "response": response}}


def test_a_verb_that_is_one_of_an_actions_options_asks_for_it_and_a_question_about_it_does_not() -> None:
    made, _answers = talk(SUMMONS_FNS, SUMMONS_TOOLS, ["please defer my jury service"], SUMMONS)
    assert made[0] == [("reply_to_summons", {"juror_number": "660011223", "response": "defer"})]
    made, _answers = talk(SUMMONS_FNS, SUMMONS_TOOLS, ["can I defer if I have exams?"], SUMMONS)
    assert made == [[]]


def test_an_alerts_times_and_figures_are_no_terse_order_for_a_ticket() -> None:
    tools = [fn("search_incidents", "Search past incidents.", {"query": {"type": "string"}}),
             fn("create_ticket", "Open an incident ticket.", {"service": {"type": "string"}, "summary": {"type": "string"}})]
    fns = {"search_incidents": lambda query: {"incidents": []}, "create_ticket": lambda service, summary: {"ticket": "T-1"}}
    made, _answers = talk(fns, tools, ["ALERT 14:12 UTC, checkout: latency spiked to 4s p95 after the 14:05 deploy. find similar incidents"],
                          "You are the on-call assistant. Today is Monday 1 November 2027.")
    assert [name for name, _args in made[0]] == ["search_incidents"]


def test_a_month_after_another_sentence_in_the_past_is_still_the_next_one_and_days_away_are_not_days_free() -> None:
    import datetime as dt

    from labkit.sim.engine.evidence import gather

    said = gather("I'm away 16th-30th jan and the flights are already paid for. any week in march works", dt.date(2026, 12, 2))
    assert [m.value for m in said.mentions if m.kind == "date"] == ["2027-03-01"]
    from labkit.sim.engine.compose import array_value
    from labkit.sim.engine.fill import Context
    from labkit.sim.engine.schema import params_of

    schema = {"type": "object", "properties": {"available_dates": {"type": "array", "items": {"type": "string", "format": "date"}}}}
    text = "I'm in lisbon 10th-20th jan, any week in march works"
    said = gather(text, dt.date(2026, 12, 2))
    value, _why = array_value(params_of(schema, schema)[0], Context(said, (0, len(text)), dt.date(2026, 12, 2)))
    assert value == ["2027-03-01"]


SAVINGS = "You are the assistant of a kids' savings app. Today is Saturday 6 November 2027. Children: Mila, Theo."
SAVINGS_TOOLS = [
    fn("create_task", "Create a household task for a child with a reward.", {"child": {"type": "string", "enum": ["Mila", "Theo"]},
                                                                             "title": {"type": "string"}, "reward_gbp": {"type": "number"}}),
    fn("deposit_money", "Move money from the parent account into a child's piggy bank or holiday pot.", {
        "child": {"type": "string", "enum": ["Mila", "Theo"]}, "amount_gbp": {"type": "number"},
        "pot": {"type": "string", "enum": ["piggy_bank", "holiday"]}}, ["child", "amount_gbp"]),
]
SAVINGS_FNS = {"create_task": lambda child, title, reward_gbp: {"task": "T-1"},
               "deposit_money": lambda child, amount_gbp, pot="piggy_bank": {"moved": amount_gbp, "pot": pot}}


def test_a_light_verb_borrows_its_action_from_what_it_names_so_putting_money_in_a_pot_makes_no_task() -> None:
    made, _answers = talk(SAVINGS_FNS, SAVINGS_TOOLS, ["could you put £4 in Theo's holiday pot?"], SAVINGS)
    assert [name for name, _args in made[0]] == ["deposit_money"]
    assert made[0][0][1]["child"] == "Theo" and made[0][0][1]["amount_gbp"] == 4
    made, _answers = talk(SAVINGS_FNS, SAVINGS_TOOLS, ["put a task on Mila's list: tidy the shed, £2"], SAVINGS)
    assert [name for name, _args in made[0]] == ["create_task"]


PIPES = "You are the assistant of a CI service. Today is Monday 8 November 2027. Pipelines: web-build, api-tests, nightly-docs."
PIPES_TOOLS = [
    fn("list_pipelines", "List the pipelines with their stage and schedule.", {"stage": {"type": "string", "enum": ["dev", "qa", "live"]}}),
    fn("create_pipeline", "Create a new pipeline.", {"key": {"type": "string", "description": "lower-case-with-hyphens"},
                                                     "stage": {"type": "string", "enum": ["dev", "qa", "live"]}}),
    fn("set_schedule", "Set how often a pipeline runs in one stage.", {
        "pipeline": {"type": "string", "description": "Pipeline key, e.g. web-build"},
        "stage": {"type": "string", "enum": ["dev", "qa", "live"], "description": "test = qa, prod / production = live"},
        "every_hours": {"type": "integer"}}),
]
PIPES_FNS = {"list_pipelines": lambda stage=None: {"pipelines": [{"key": "web-build"}, {"key": "api-tests"}, {"key": "nightly-docs"}]},
             "create_pipeline": lambda key, stage: {"created": key, "stage": stage},
             "set_schedule": lambda pipeline, stage, every_hours: {"pipeline": pipeline, "stage": stage, "every_hours": every_hours}}


def test_a_new_things_key_is_the_users_to_give_in_kebab_case_and_a_stage_is_named_by_the_descriptions_aliases() -> None:
    made, _answers = talk(PIPES_FNS, PIPES_TOOLS, ["make me a new pipeline called load-tests in dev"], PIPES)
    assert made[0] == [("create_pipeline", {"key": "load-tests", "stage": "dev"})]
    made, _answers = talk(PIPES_FNS, PIPES_TOOLS, ["set api-tests to run every 6 hours in prod"], PIPES)
    assert made[0] == [("set_schedule", {"pipeline": "api-tests", "stage": "live", "every_hours": 6})]


def test_a_choice_of_a_few_words_is_asked_for_not_looked_up_and_a_hyphenated_name_is_no_id_in_the_instructions() -> None:
    made, answers = talk(PIPES_FNS, PIPES_TOOLS, ["set nightly-docs to run every 12 hours"], PIPES)
    assert made == [[]] and "?" in answers[0] and "qa" in answers[0]
    from labkit.sim.engine.fill.instructions import named_ids

    assert all(ident != "v2" for _name, ident, _around in named_ids("Pipelines: web-build, search-v2, docs."))


def test_an_options_gloss_in_brackets_names_it() -> None:
    from labkit.sim.engine.choices import described_aliases
    from labkit.sim.engine.schema import params_of

    schema = {"type": "object", "properties": {"pet": {"type": "string", "enum": ["pet-104", "pet-220"],
                                                       "description": "pet-104 (the cat) or pet-220 (Rex the dog); standard (default)"}}}
    aliases = described_aliases(params_of(schema, schema)[0])
    assert aliases.get("the cat") == "pet-104" and aliases.get("rex the dog") == "pet-220" and "default" not in aliases


PARCEL_POINT = ("You are the assistant of Leith Parcel Point. Today is Thursday 11 November 2027, 08:00. "
           "Counters: leith (Leith Walk), portobello (Portobello High St).")
PARCEL_POINT_TOOLS = [
    fn("reserve_parcel_storage", "Reserve shelf space for parcels between hand-in and collection.", {
        "counter": {"type": "string", "enum": ["leith", "portobello"]},
        "hand_in": {"type": "string", "description": "Local date-time YYYY-MM-DDTHH:MM"},
        "collect": {"type": "string", "description": "Local date-time YYYY-MM-DDTHH:MM"},
        "items": {"type": "object", "properties": {"envelopes": {"type": "integer", "description": "Letters, envelopes, cards"},
                                                   "boxes": {"type": "integer", "description": "Boxes, tubes, crates"}},
                  "required": ["envelopes", "boxes"]}}),
]
PARCEL_POINT_FNS = {"reserve_parcel_storage": lambda counter, hand_in, collect, items: {"ref": "LP-1", "counter": counter}}


def test_store_asks_for_storage_two_moments_are_a_start_and_an_end_and_a_count_goes_to_the_kind_it_lists() -> None:
    made, _answers = talk(PARCEL_POINT_FNS, PARCEL_POINT_TOOLS, ["store 3 big crates at leith from 10am tomorrow until 4pm"], PARCEL_POINT)
    assert made[0] == [("reserve_parcel_storage", {"counter": "leith", "hand_in": "2027-11-12T10:00", "collect": "2027-11-12T16:00",
                                                   "items": {"envelopes": 0, "boxes": 3}})]


def test_a_tool_that_runs_a_query_reads_and_a_question_about_several_records_lists_them_all() -> None:
    from labkit.sim.engine.describe.lists import _the_one_asked
    from labkit.sim.engine.tools import Toolbox

    box = Toolbox.of([Tool("runReport", "Count orders over a date range.", {"type": "object", "properties": {"from": {"type": "string"}}}),
                      Tool("run_backup", "Back up the database now.", {"type": "object", "properties": {}})])
    assert [p.act for p in box.work] == [False, True]
    permits = [{"ref": "P-1", "address": "2 Quay Rd", "status": "granted"}, {"ref": "P-2", "address": "9 Quay Rd", "status": "refused"}]
    assert _the_one_asked(permits, "which permits on Quay Road were granted or refused?") is None
    assert _the_one_asked(permits, "what is the status of 9 Quay Rd?") == permits[1]


def test_a_street_named_as_one_of_a_descriptions_examples_is_a_value_beside_a_code_example() -> None:
    from labkit.sim.engine.fill.described import code_runs

    assert code_runs("Street or postcode, e.g. 'Quay Road' or 'EH6 7AB'") == frozenset()
    assert code_runs("Postcode, e.g. 'EH6 7AB'") != frozenset()


COURIER = ("You are the rota assistant of Tyne Couriers. Today is Monday 15 November 2027, 07:00. "
        "Riders: R02 Amy Stone, R04 Kofi Mensah. Vans: ND72 XYZ, NE19 KLM.")
COURIER_TOOLS = [
    fn("list_runs", "Runs for one day: customer, drop-off site, rider, status and live ETA.", {
        "date": {"type": "string", "description": "YYYY-MM-DD"},
        "status": {"type": ["string", "null"], "enum": ["planned", "out", "delivered", None]}}, ["date"]),
    fn("assign_run", "Put a rider (and van) on a run.", {"run_id": {"type": "string", "description": "e.g. TC-5501"},
                                                        "rider": {"type": "string"}, "van_reg": {"type": ["string", "null"]}}),
    fn("set_van_tracking", "Turn a van's live tracking on or off, with an optional spending cap for fuel.", {
        "van_reg": {"type": "string"}, "enabled": {"type": "boolean"}, "fuel_cap_gbp": {"type": ["number", "null"]}}),
    fn("add_van_extra", "Buy an extra for a van: a roof box or a pass for the toll bridge.", {
        "van_reg": {"type": "string"}, "extra": {"type": "string", "enum": ["roof_box", "bridge_day_pass", "bridge_week_pass"]}}),
]
COURIER_FNS = {
    "list_runs": lambda date, status=None: {"runs": [
        {"run_id": "TC-5501", "customer": "Quayside Books", "deliver_to": {"site": "Jesmond Deli, Newcastle"}, "status": "out", "eta": "09:10"},
        {"run_id": "TC-5502", "customer": "Quayside Books (returns)", "collect": {"site": "Jesmond Deli, Newcastle"}, "status": "planned"},
        {"run_id": "TC-5503", "customer": "Ouseburn Coffee", "deliver_to": {"site": "Gateshead Market"}, "status": "planned"}]},
    "assign_run": lambda run_id, rider, van_reg=None: {"run_id": run_id, "rider": rider, "van_reg": van_reg},
    "set_van_tracking": lambda van_reg, enabled, fuel_cap_gbp=None: {"van_reg": van_reg, "enabled": enabled},
    "add_van_extra": lambda van_reg, extra: {"van_reg": van_reg, "extra": extra},
}


def test_stick_puts_a_run_on_a_rider_with_the_van_whose_plate_is_no_postcode() -> None:
    made, _answers = talk(COURIER_FNS, COURIER_TOOLS, ["stick TC-5503 on Kofi Mensah in ND72 XYZ"], COURIER)
    assert made[0] == [("assign_run", {"run_id": "TC-5503", "rider": "Kofi Mensah", "van_reg": "ND72 XYZ"})]


def test_a_question_passed_on_is_answered_with_the_one_run_it_names() -> None:
    made, answers = talk(COURIER_FNS, COURIER_TOOLS, ["I've got Jesmond Deli on the line wanting to know where their delivery has got to"], COURIER)
    assert made[0] == [("list_runs", {"date": "2027-11-15"})]  # ("delivery" names no status `delivered`)
    assert "09:10" in answers[0] and "Gateshead" not in answers[0]


def test_adding_a_pass_is_no_switch_that_shares_a_loose_word_with_it() -> None:
    made, answers = talk(COURIER_FNS, COURIER_TOOLS, ["can you stick a bridge pass on van NE19 KLM"], COURIER)
    assert all(name != "set_van_tracking" for name, _args in made[0])
    assert made[0] == [] and "?" in answers[0] or [name for name, _args in made[0]] == ["add_van_extra"]


POCKET = "You are the assistant of a family pocket-money app. Today is Sunday 14 November 2027, 18:00. Children: Ola, Ben."
POCKET_TOOLS = [
    fn("get_balances", "Each child's wallet and what they are owed this week.", {"child": {"type": ["string", "null"], "enum": ["Ola", "Ben", None]}}),
    fn("transfer_money", "Move money from the parent account to a child's wallet.", {
        "child": {"type": "string", "enum": ["Ola", "Ben"]}, "amount_eur": {"type": "number"}}),
    fn("create_job", "Create a paid household job for a child.", {
        "child": {"type": "string", "enum": ["Ola", "Ben"]}, "title": {"type": "string"}, "reward_eur": {"type": "number"},
        "recurring_weekly": {"type": "boolean"}}),
]
POCKET_FNS = {
    "get_balances": lambda child=None: {"parentEur": 60.0, "children": [{"child": "Ola", "walletEur": 4.0, "owedEur": 2.5},
                                                                       {"child": "Ben", "walletEur": 1.0, "owedEur": 1.2}]},
    "transfer_money": lambda child, amount_eur: {"child": child, "amount_eur": amount_eur, "status": "sent"},
    "create_job": lambda child, title, reward_eur, recurring_weekly: {"job": "J-1", "recurring_weekly": recurring_weekly},
}


def test_what_one_is_owed_is_read_from_their_record_and_each_request_keeps_its_own_amount() -> None:
    made, _answers = talk(POCKET_FNS, POCKET_TOOLS, ["send Ben what he's owed, and create a job 'walk the dog' for Ola at 80c every week"], POCKET)
    calls = dict(made[0])
    assert calls["transfer_money"] == {"child": "Ben", "amount_eur": 1.2}
    assert calls["create_job"] == {"child": "Ola", "title": "walk the dog", "reward_eur": 0.8, "recurring_weekly": True}


def test_cents_and_pence_are_money_but_a_seat_code_is_not() -> None:
    import datetime as dt

    from labkit.sim.engine.evidence import gather

    said = gather("€2 for the big one, or 80c for the small one, and seat 12c please", dt.date(2027, 11, 14))
    assert [(m.kind, m.value) for m in said.mentions if m.kind == "money"] == [("money", 2.0), ("money", 0.8)]


TOGGLES = ("You are the assistant of a settings console. Today is Tuesday 16 November 2027, 09:00. "
           "Switches in this workspace: night-shift, auto-backup, beta-search.")
TOGGLES_TOOLS = [
    fn("list_switches", "Every switch and its state.", {}),
    fn("get_change_log", "Who changed what and when, newest first.", {"switch_key": {"type": ["string", "null"], "description": "null for all"}}),
    fn("get_member_report", "How a team member has been doing: tickets closed and the lead's notes.", {"member": {"type": "string", "enum": ["Ravi", "Jo"]}}),
]
TOGGLES_FNS = {"list_switches": lambda: {"switches": []},
               "get_change_log": lambda switch_key=None: {"entries": [{"by": "Jo", "switch": switch_key, "change": "off"}]},
               "get_member_report": lambda member: {"member": member, "closed": 14}}


def test_who_changed_a_thing_reads_the_change_log_of_the_one_named_in_words() -> None:
    made, _answers = talk(TOGGLES_FNS, TOGGLES_TOOLS, ["People miss auto backup. Can you find out who turned it off?"], TOGGLES)
    assert made[0] == [("get_change_log", {"switch_key": "auto-backup"})]
    made, _answers = talk(TOGGLES_FNS, TOGGLES_TOOLS, ["could you tell me how Ravi has been getting on lately?"], TOGGLES)
    assert made[0] == [("get_member_report", {"member": "Ravi"})]


def test_an_id_with_what_it_is_in_brackets_names_it_and_a_missing_thing_is_no_refusal() -> None:
    from labkit.sim.engine.fill.instructions import named_ids
    from labkit.sim.engine.request import clauses

    assert ("2021 Ford Fiesta", "KX21-ABC-9") in [(n, i) for n, i, _a in named_ids("Cars: KX21-ABC-9 (2021 Ford Fiesta).")]
    told = clauses("no hot water coming out of the shower since this morning")[0]
    assert not told.negated
    refused = clauses("register it for 2 years, no auto renew")[-1]
    assert refused.negated


PLOTBOOK = ("You are PlotBook, a diary for allotment holders. Today is Saturday 20 November 2027, 10:00.\n"
             "Beds (bedId \"name\"):\n- B1 \"Onions\"\n- B2 \"Rhubarb\"\n"
             "Record entries only when the user asks you to record something.")
PLOTBOOK_TOOLS = [
    fn("get_bed_history", "The record of one bed: sowing, feeding, harvests, with totals of feed given.", {
        "bedId": {"type": "string", "enum": ["B1", "B2"]}, "fromDate": {"type": "string", "description": "YYYY-MM-DD"}}, ["bedId"]),
    fn("record_entry", "Add an entry to a bed's diary.", {
        "bedId": {"type": "string", "enum": ["B1", "B2"]}, "kind": {"type": "string", "enum": ["sowing", "feeding", "harvest", "note"]},
        "date": {"type": "string", "description": "YYYY-MM-DD"}, "note": {"type": "string"}}, ["bedId", "kind", "date", "note"]),
]
PLOTBOOK_FNS = {"get_bed_history": lambda bedId, fromDate=None: {"bedId": bedId, "entries": []},
                 "record_entry": lambda bedId, kind, date, note: {"entry": "E-1", "bedId": bedId, "kind": kind}}


def test_record_it_after_what_was_done_records_that_and_reads_nothing() -> None:
    made, _answers = talk(PLOTBOOK_FNS, PLOTBOOK_TOOLS, ["harvested 2kg from Rhubarb this morning, record it as a harvest"], PLOTBOOK)
    assert [name for name, _args in made[0]] == ["record_entry"]
    assert made[0][0][1]["bedId"] == "B2" and made[0][0][1]["kind"] == "harvest" and made[0][0][1]["date"] == "2027-11-20"
    from labkit.sim.engine.evidence import known_names

    assert all(word != "record" for word, _kind, _name in known_names(PLOTBOOK, __import__("datetime").date(2027, 11, 20)))


CHOIR_RULES = """You are the assistant of the Riverside Community Choir's members' app. Today is Monday 1 March 2027.
Usual quartet: Ana Ruiz, Ben Cole and Chidi Obi (members) and Dara Lynch (not a member yet).
Rules:
- Small groups sing with 2 to 8 voices. Friends who aren't members can sing at open rehearsals; they pay £3 on the door.
- Concert dress is black; bring your own folder.
- After joining we post you a welcome pack; read it before your first rehearsal and return the signed form.
Only sign someone up when they ask for it."""


def test_the_instructions_answer_a_limit_a_told_part_and_whether_someone_may() -> None:
    found = answer_from(CHOIR_RULES, "what's the maximum group size again?")
    assert found is not None and "2 to 8 voices" in found.sentence
    told = answer_from(CHOIR_RULES, "how long do I have before I need to send the form back?")
    assert told is not None and "return the signed form" in told.sentence  # said to the member inside a sentence of facts
    may = answer_from(CHOIR_RULES, "Dara isn't a member yet - can she still sing with us?")
    assert may is not None and "can sing" in may.sentence  # not the roster line that names her
