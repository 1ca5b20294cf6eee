"""Requests in the user's own verb: "send me two more packets of batteries" asks an ordering tool,
"book me in" asks a tool that creates a job, "add EV charging to my booking PF-1" changes the
booking it names (not a new one), and "my seating preference" names a field nested in a tool's
`changes`. Never a call when the verb is another tool's own action, or the thing is definite."""

from __future__ import annotations

from labkit.sim.types import Tool

SHOP = "You are the assistant of Bramble Garden Supplies. Today is Monday 11 January 2027, 09:00. Signed in: Ravi Patel."
ORDER = Tool("order_compost", "Order bags of compost, delivered to the customer's saved address.", {
    "type": "object", "properties": {
        "product": {"type": "string", "enum": ["peat_free_multipurpose", "ericaceous", "seed_and_cutting"]},
        "bags": {"type": "integer", "minimum": 1}},
    "required": ["product", "bags"]}, strict=False)
ORDERS = Tool("list_orders", "The customer's past orders with their status.", {"type": "object", "properties": {}})
NOTIFY = Tool("send_message", "Send a message to the customer's email.", {
    "type": "object", "properties": {"body": {"type": "string"}}, "required": ["body"]})
PLACED = {"order_compost": lambda a: {"order_id": "BG-7713", "status": "placed", **a},
          "list_orders": lambda a: {"orders": [{"order_id": "BG-7001", "status": "delivered"}]},
          "send_message": lambda a: {"sent": True}}


def test_send_me_more_of_a_thing_asks_the_tool_that_orders_it(converse) -> None:
    made, answer = converse(SHOP, [ORDERS, ORDER], PLACED, "could you send me three more bags of the ericaceous compost please?")
    assert made == [("order_compost", {"product": "ericaceous", "bags": 3})]
    assert "BG-7713" in answer


def test_send_me_a_definite_thing_orders_nothing(converse) -> None:
    made, _ = converse(SHOP, [ORDERS, ORDER], PLACED, "can you send me the receipt for my last compost order?")
    assert not any(name == "order_compost" for name, _ in made)


def test_the_verb_of_another_act_tool_means_that_tool_not_an_order(converse) -> None:
    made, _ = converse(SHOP, [ORDERS, ORDER, NOTIFY], PLACED, "could you send me three more bags of the ericaceous compost please?")
    assert not any(name == "order_compost" for name, _ in made)


WORKSHOP = "You are the booking assistant of Spokes bike workshop. Today is Tuesday 12 January 2027, 10:00."
JOB = Tool("create_job", "Create a workshop job for a customer's bike.", {
    "type": "object", "properties": {
        "service": {"type": "string", "enum": ["basic_service", "full_service", "puncture_repair"]},
        "drop_off_date": {"type": "string", "format": "date"}},
    "required": ["service", "drop_off_date"]}, strict=False)
JOBS = {"create_job": lambda a: {"job_id": "SP-402", **a}}


def test_book_me_in_asks_the_tool_that_creates_the_job(converse) -> None:
    made, answer = converse(WORKSHOP, [JOB], JOBS, "could you book my bike in for a full service on Thursday?")
    assert made == [("create_job", {"service": "full_service", "drop_off_date": "2027-01-14"})]
    assert "SP-402" in answer
    asked, _ = converse(WORKSHOP, [JOB], JOBS, "how much is a full service for a bike usually?")
    assert asked == []  # a question books nothing


PARKING = "You are the assistant of LongStay airport parking. Today is Friday 18 December 2026, 14:00."
EXTRAS = {"type": "string", "enum": ["ev_charging", "valet", "car_wash"]}
BOOK = Tool("book-parking", "Book a parking space, with optional extras.", {
    "type": "object", "properties": {"arrive": {"type": "string"}, "extras": {"type": "array", "items": EXTRAS}},
    "required": ["arrive", "extras"]}, strict=False)
AMEND = Tool("amend-booking", "Change the times or extras of a parking booking.", {
    "type": "object", "properties": {"booking_ref": {"type": "string"},
                                     "changes": {"type": "object", "properties": {"add_extras": {"type": "array", "items": EXTRAS}}}},
    "required": ["booking_ref", "changes"]}, strict=False)
AMENDED = {"amend-booking": lambda a: {"booking_ref": a["booking_ref"], "status": "amended"},
           "book-parking": lambda a: {"booking_ref": "LS-9", "status": "booked"}}


def test_adding_to_my_booking_named_by_its_ref_changes_that_booking(converse) -> None:
    made, _ = converse(PARKING, [BOOK, AMEND], AMENDED, "Hello, would it be possible to add a car wash to my booking LS-88213? Thanks")
    assert made == [("amend-booking", {"booking_ref": "LS-88213", "changes": {"add_extras": ["car_wash"]}})]


TRAVEL = "You are the assistant of Skylark Travel. Today is Monday 11 January 2027. Signed-in traveller profile: TP-301."
PROFILE = Tool("updateProfile", "Change details of an existing traveller profile. Only the fields present in `changes` are updated.", {
    "type": "object", "properties": {
        "profileId": {"type": "string"},
        "changes": {"type": "object", "properties": {
            "seat": {"anyOf": [{"type": "string", "enum": ["aisle", "window", "no_preference"]}, {"type": "null"}]},
            "dietary": {"anyOf": [{"type": "string", "enum": ["none", "vegetarian", "vegan", "gluten_free"]}, {"type": "null"}]}}}},
    "required": ["profileId", "changes"]}, strict=False)


def test_a_field_nested_in_the_changes_names_what_the_update_is_about(converse) -> None:
    made, _ = converse(TRAVEL, [PROFILE], {"updateProfile": lambda a: {"profileId": a["profileId"], "updated": True}},
                       "Hi! Would you mind changing my dietary requirement to gluten free? Thanks so much")
    assert made and made[0][0] == "updateProfile" and made[0][1]["changes"].get("dietary") == "gluten_free"


VET = ("You are the assistant of Harbour Vets. Today is Monday 11 January 2027. The owner's pets: Pepper (PET-11), a cat; "
       "Rolo (PET-12), a rabbit.")
RECORD = Tool("get_pet_record", "Medical record of one of the owner's pets. Pass `sections` to limit what is returned.", {
    "type": "object", "properties": {
        "pet_id": {"type": "string"},
        "sections": {"type": "array", "items": {"type": "string", "enum": ["vaccinations", "medications", "allergies", "visits"]}}},
    "required": ["pet_id"]})
REMIND = Tool("set_medication_reminder", "Set a reminder to give a pet its medicine.", {
    "type": "object", "properties": {"pet_id": {"type": "string"}, "medication": {"type": "string"}, "time": {"type": "string"}},
    "required": ["pet_id", "medication", "time"]})
REMINDERS = Tool("list_reminders", "The owner's medicine and appointment reminders.", {"type": "object", "properties": {}})
PETS = {"get_pet_record": lambda a: {"pet_id": a["pet_id"], "medications": [{"name": "Metacam", "dose": "0.5 ml"}]},
        "list_reminders": lambda a: {"reminders": []}, "set_medication_reminder": lambda a: {"ok": True}}


def test_a_question_naming_one_of_a_lookups_choices_asks_that_lookup(converse) -> None:
    made, answer = converse(VET, [REMIND, RECORD, REMINDERS], PETS, "what meds is Pepper on at the moment?")
    assert [name for name, _ in made] == ["get_pet_record"] and made[0][1]["pet_id"] == "PET-11"
    assert "Metacam" in answer


def test_a_general_question_naming_a_choice_asks_no_lookup(converse) -> None:
    made, _ = converse(VET, [REMIND, RECORD, REMINDERS], PETS, "can a rabbit have the same meds as a cat?")
    assert made == []


GIGS = "You are the ticket assistant of Lantern Hall. Today is Friday 11 December 2026. Joining the waitlist again updates your entry."
WAITLIST = Tool("join_waitlist", "Join the waitlist for a sold-out show.", {
    "type": "object", "properties": {"show_id": {"type": "string"}, "tickets": {"type": "integer", "minimum": 1}},
    "required": ["show_id", "tickets"]})
CHANGE = Tool("change_waitlist_entry", "Change the number of tickets on a waitlist entry.", {
    "type": "object", "properties": {"waitlist_id": {"type": "string"}, "tickets": {"type": "integer"}}, "required": ["waitlist_id", "tickets"]})
JOINED = {"join_waitlist": lambda a: {"waitlist_id": "WL-77", "show_id": a["show_id"], "tickets": a["tickets"], "status": "on_waitlist"},
          "change_waitlist_entry": lambda a: {"waitlist_id": a["waitlist_id"], "tickets": a["tickets"], "status": "changed"}}


def test_a_correction_of_the_action_just_taken_takes_it_again_with_the_new_value(converse) -> None:
    made, answer = converse(GIGS, [WAITLIST], JOINED, ["put me on the waitlist for show LH-1219, two tickets", "actually make it three"])
    assert made == [("join_waitlist", {"show_id": "LH-1219", "tickets": 2}), ("join_waitlist", {"show_id": "LH-1219", "tickets": 3})]
    assert "3" in answer


def test_a_correction_is_not_taken_again_when_another_tool_changes_it(converse) -> None:
    made, _ = converse(GIGS, [WAITLIST, CHANGE], JOINED, ["put me on the waitlist for show LH-1219, two tickets", "actually make it three"])
    assert [name for name, _ in made].count("join_waitlist") == 1  # ("put me on the waitlist" joins it; nothing of mine is there to change)


HOSTEL = ("You are the front desk assistant of Harbour Hostel. Today is Friday 20 November 2026, 22:30. "
          "Guest: Mia Clarke, booking HH-4410 (check-out Monday 23 November).")
BEDS = Tool("check-beds", "Free beds for a check-in date and a number of nights.", {
    "type": "object", "properties": {"check_in": {"type": "string", "format": "date"}, "nights": {"type": "integer"}},
    "required": ["check_in", "nights"]})
EXTRAS = Tool("add-extras", "Add paid extras to a booking.", {
    "type": "object", "properties": {
        "booking_ref": {"type": "string"},
        "extras": {"type": "array", "items": {"type": "object", "properties": {
            "item": {"type": "string", "enum": ["towel", "padlock", "late-checkout", "breakfast"]},
            "date": {"type": "string", "format": "date"}}, "required": ["item", "date"]}}},
    "required": ["booking_ref", "extras"]})
ADDED = {"add-extras": lambda a: {"booking_ref": a["booking_ref"], "added": a["extras"], "total_gbp": 8.0},
         "check-beds": lambda a: {"beds": []}}


def test_a_polite_ask_to_have_one_of_an_actions_options_asks_that_action(converse) -> None:
    made, _ = converse(HOSTEL, [BEDS, EXTRAS], ADDED, "hiya, would it be at all possible to have a late checkout on monday please? thank you x")
    assert made == [("add-extras", {"booking_ref": "HH-4410", "extras": [{"item": "late-checkout", "date": "2026-11-23"}]})]
    asked, _ = converse(HOSTEL, [BEDS, EXTRAS], ADDED, "hi, would it be possible to see how much a late checkout costs?")
    assert not any(name == "add-extras" for name, _ in asked)  # a question about it buys nothing


GARDEN = "You are the assistant of a garden watering controller. Today is Friday 16 July 2027, 18:00."
SCHEDULE = Tool("set_zone_schedule", "Create or replace the watering schedule of a zone.", {
    "type": "object", "properties": {
        "zone": {"type": "string", "enum": ["lawn", "veg_beds", "greenhouse"]},
        "start_time": {"type": "string", "description": "HH:MM"},
        "duration_minutes": {"type": "integer", "minimum": 1, "maximum": 60}},
    "required": ["zone", "start_time", "duration_minutes"]})
SAVED = {"set_zone_schedule": lambda a: {"schedule_id": "SCH-77", "status": "saved", **a}}
SPA = "You are the booking assistant of Linden Spa. Today is Monday 11 January 2027, 09:00."
TREATMENT = Tool("book_treatment", "Book a spa treatment.", {
    "type": "object", "properties": {
        "treatment": {"type": "string", "enum": ["massage", "facial", "manicure"]},
        "date": {"type": "string", "format": "date"}, "time": {"type": "string", "description": "HH:MM"}},
    "required": ["treatment", "date", "time"]})
BOOKED = {"book_treatment": lambda a: {"booking_id": f"LS-{a['treatment'][:3].upper()}", "status": "confirmed", **a}}


def test_a_correction_of_a_thing_just_made_makes_it_again_and_also_asks_for_another(converse) -> None:
    made, _ = converse(GARDEN, [SCHEDULE], SAVED, ["water the lawn every evening at 20:00 for 15 minutes", "actually make that 10 minutes"])
    assert [args["duration_minutes"] for _, args in made] == [15, 10]
    booked, _ = converse(SPA, [TREATMENT], BOOKED, ["book me a massage on Friday at 10am", "also book me a facial on Saturday at 11am"])
    assert booked == [("book_treatment", {"treatment": "massage", "date": "2027-01-15", "time": "10:00"}),
                      ("book_treatment", {"treatment": "facial", "date": "2027-01-16", "time": "11:00"})]
    once, _ = converse(SPA, [TREATMENT], BOOKED, ["book me a massage on Friday at 10am", "great, thanks!"])
    assert len(once) == 1
