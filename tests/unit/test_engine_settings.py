"""Settings and choices a request states in other words: a kind of the thing a parameter names
("level 5 trumpet auditions" and `instrument`), a state marked ("mark … as done"), a switch turned off
in a nested settings object, the name of a new thing and its reminder in one call, an option the
instructions call by an everyday name, and the choices never guessed for an action."""

from __future__ import annotations

from labkit.sim.types import Tool

DANCE = "You are the assistant of Tarn Valley dance and music centre. Today is Monday 4 January 2027. Student: Ola Berg (ST-51)."
AUDITIONS = Tool("list_audition_dates", "Audition dates for an instrument and a level.", {
    "type": "object", "properties": {"instrument": {"type": "string"}, "level": {"type": "integer", "minimum": 1, "maximum": 8}},
    "required": ["instrument", "level"]})


def test_a_word_that_is_a_kind_of_what_the_parameter_names_fills_it(converse) -> None:
    made, _ = converse(DANCE, [AUDITIONS], {"list_audition_dates": lambda a: {"dates": []}}, "any level 5 trumpet auditions coming up for ola?")
    assert made == [("list_audition_dates", {"instrument": "trumpet", "level": 5})]


DIARY = "You are the assistant of Sprout, a plant-care diary. Today is Sunday 10 January 2027, 18:00. Plants: Fern (pl_7), Basil (pl_9)."
LOG_CARE = Tool("log_care", "Log a care task for a plant today or on a past day.", {
    "type": "object", "properties": {
        "plant_id": {"type": "string"}, "date": {"type": "string", "description": "YYYY-MM-DD"},
        "status": {"type": "string", "enum": ["done", "skipped"]},
        "amount": {"type": ["number", "null"], "description": "Water given, in ml or cups"}},
    "required": ["plant_id", "date", "status", "amount"], "additionalProperties": False}, strict=True)
SET_ALERT = Tool("set_alert", "Set, change or turn off the care alert for a plant.", {
    "type": "object", "properties": {"plant_id": {"type": "string"}, "time": {"type": "string", "description": "HH:MM"}},
    "required": ["plant_id", "time"]})


def test_marking_a_task_as_done_logs_it_with_the_amount_said_beside(converse) -> None:
    made, _ = converse(DIARY, [SET_ALERT, LOG_CARE], {"log_care": lambda a: {"logged": True}, "set_alert": lambda a: {"set": True}},
                  "could you mark this evening's watering of the fern as done? it got 250 ml.")
    assert made == [("log_care", {"plant_id": "pl_7", "date": "2027-01-10", "status": "done", "amount": 250})]


RADIO = "You are the assistant of Lowtide Radio's app. Today is Friday 8 January 2027. Listener profiles: Ines (lp_1), Tom (lp_2)."
UPDATE = Tool("update_listener_settings", "Change settings of a listener profile. Null leaves a setting as it is.", {
    "type": "object", "properties": {
        "profile_id": {"type": "string"},
        "settings": {"type": "object", "properties": {
            "jingle_sounds": {"type": ["boolean", "null"], "description": "Play jingles between songs"},
            "night_mode": {"type": ["boolean", "null"]}}, "required": ["jingle_sounds", "night_mode"], "additionalProperties": False}},
    "required": ["profile_id", "settings"], "additionalProperties": False}, strict=True)
PLAN = Tool("change_plan", "Move the account to another plan.", {
    "type": "object", "properties": {"plan": {"type": "string", "enum": ["free", "standard", "plus"]}}, "required": ["plan"]})


def test_turning_a_setting_off_updates_that_switch_and_never_picks_a_plan(converse) -> None:
    made, _ = converse(RADIO, [PLAN, UPDATE], {"update_listener_settings": lambda a: {"ok": True}, "change_plan": lambda a: {"ok": True}},
                  "please turn off the jingle sounds on Tom's profile, they annoy him")
    assert made == [("update_listener_settings", {"profile_id": "lp_2", "settings": {"jingle_sounds": False, "night_mode": None}})]
    made, answer = converse(RADIO, [PLAN, UPDATE], {"update_listener_settings": lambda a: {"ok": True}, "change_plan": lambda a: {"ok": True}},
                       "I'd like to change my plan")
    assert made == [] and "?" in answer  # which plan is the user's to say, not a neutral pick


JOURNAL = "You are the assistant of Daybook, a routine planner. Today is Sunday 10 January 2027. User: Ana Lima."
CREATE = Tool("createRoutine", "Create a new routine with an optional daily reminder time.", {
    "type": "object", "properties": {"name": {"type": "string"}, "reminderTime": {"type": ["string", "null"], "description": "HH:MM or null"}},
    "required": ["name"]})
REMIND = Tool("setRoutineReminder", "Set or change the reminder of an existing routine.", {
    "type": "object", "properties": {"routineId": {"type": "string"}, "time": {"type": "string"}}, "required": ["routineId", "time"]})


def test_a_new_things_name_is_its_own_and_its_reminder_goes_in_the_same_call(converse) -> None:
    made, _ = converse(JOURNAL, [CREATE, REMIND], {"createRoutine": lambda a: {"routineId": "r-9"}, "setRoutineReminder": lambda a: {"ok": True}},
                  "add a new routine: evening journaling, and remind me at 9pm")
    assert made == [("createRoutine", {"name": "Evening journaling", "reminderTime": "21:00"})]


COUNCIL = ("You are the assistant of Fenmoor council's bin service. Today is Tuesday 12 January 2027. Household UPRN 200011.\n"
           "Bins: general waste = black bin, recycling = purple bin, garden = brown bin.")
MISSED = Tool("report_missed_collection", "Report a bin that was not emptied.", {
    "type": "object", "properties": {"uprn": {"type": "string"}, "bin": {"type": "string", "enum": ["general", "recycling", "garden"]}},
    "required": ["uprn", "bin"]})


def test_an_option_the_instructions_call_by_an_everyday_name_is_chosen_by_it(converse) -> None:
    made, _ = converse(COUNCIL, [MISSED], {"report_missed_collection": lambda a: {"ref": "MC-1"}},
                  "the purple bin was skipped again this morning. can you report it?")
    assert made == [("report_missed_collection", {"uprn": "200011", "bin": "recycling"})]


BREAKDOWN = ("You are the assistant of Roadmate breakdown cover. Today is Monday 11 January 2027, 08:00. Member: Ruth Ames. "
             "Covered vehicle: KX21 LMO (Ford Fiesta).")
RESCUE = Tool("request_rescue", "Send a patrol to a broken-down vehicle.", {
    "type": "object", "properties": {
        "vehicle_reg": {"type": "string"},
        "location": {"type": "object", "properties": {"description": {"type": "string", "description": "Road or place and a landmark"}},
                     "required": ["description"]}},
    "required": ["vehicle_reg", "location"]})


def test_where_the_car_is_is_asked_for_not_made_of_what_went_wrong(converse) -> None:
    made, answer = converse(BREAKDOWN, [RESCUE], {"request_rescue": lambda a: {"job": "J-1"}},
                       "can you send someone out please, the engine is making a horrible knocking noise so I've stopped")
    assert made == [] and "location" in answer and "?" in answer


NIGHT = "You are the assistant of Calfwatch, a herd diary. Today is Thursday 14 January 2027, 04:10 (Hexham, UK)."
LOG_EVENT = Tool("log-herd-event", "Log one event in the herd diary: a birth, a feed or a check.", {
    "type": "object", "properties": {
        "type": {"type": "string", "enum": ["birth", "feed", "check"]},
        "at": {"type": "string", "description": "When it happened, YYYY-MM-DDTHH:MM"}},
    "required": ["type", "at"]})


def test_a_clock_time_without_am_or_pm_is_the_one_gone_by_for_a_diary_and_03_20_is_the_morning(converse) -> None:
    made, _ = converse(NIGHT, [LOG_EVENT], {"log-herd-event": lambda a: {"saved": True}}, "log a check at 3:30 please")
    assert made == [("log-herd-event", {"type": "check", "at": "2027-01-14T03:30"})]


SHELF = ("You are the assistant of Shelfwise, a reading tracker. Today is Sunday 10 January 2027.\n"
         "Archived: No more textbooks (sh_09).\nActive shelves (id): Spanish novels (sh_21, 14 books), Poetry (sh_22, 9 books).")
ARCHIVE = Tool("archiveShelf", "Archive a shelf; its books are kept.", {
    "type": "object", "properties": {"shelfId": {"type": "string"}}, "required": ["shelfId"]})


def test_the_verb_asked_does_not_name_a_label_of_the_instructions(converse) -> None:
    made, _ = converse(SHELF, [ARCHIVE], {"archiveShelf": lambda a: {"status": "archived"}}, "could you archive the poetry one?")
    assert made == [("archiveShelf", {"shelfId": "sh_22"})]


ROUTER = "You are the assistant of the Finch home router app. Today is Thursday 31 December 2026, 19:30."
GUEST = Tool("SetGuestWifi", "Turn the guest Wi-Fi on or off.", {
    "type": "object", "properties": {"enabled": {"type": "boolean"}}, "required": ["enabled"]})
DEVICES = Tool("ListDevices", "Devices on the home network with their ids.", {"type": "object", "properties": {}})


def test_a_pronoun_with_a_particle_switches_nothing_unless_the_verb_switches(converse) -> None:
    made, _ = converse(ROUTER, [DEVICES, GUEST], {"ListDevices": lambda a: {"devices": []}, "SetGuestWifi": lambda a: {"ok": True}},
                  "there's a laptop on the wifi I don't know, kick it off")
    assert "SetGuestWifi" not in [name for name, _ in made]
    made, _ = converse(ROUTER, [DEVICES, GUEST], {"ListDevices": lambda a: {"devices": []}, "SetGuestWifi": lambda a: {"ok": True}},
                  "please turn off the guest wifi")
    assert made == [("SetGuestWifi", {"enabled": False})]


FARM_SHOP = ("You are the assistant of Hollins farm shop's delivery app. Today is Friday 18 December 2026.\n"
             "- Packing charge: 40p per order. It covers boxes, ice packs and the packing team; delivery is charged separately.")
PRODUCE = Tool("search_produce", "Search the farm shop's produce, with prices and charges.", {
    "type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]})


def test_why_a_charge_and_what_it_is_for_are_answered_from_the_instructions(converse) -> None:
    made, answer = converse(FARM_SHOP, [PRODUCE], {"search_produce": lambda a: {"items": []}},
                       "why am I paying a packing charge on top of delivery? what's it actually for?")
    assert made == [] and "ice packs" in answer


BOWLING = ("You are the assistant of Strike Lane bowling. Today is Saturday 19 December 2026, 13:05.\n"
           "- Orders can be cancelled until the lane is prepared; places are held for 10 minutes after the start.")
LANES = Tool("check_lanes", "Free lanes for a date, start time, length and group size.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"}, "start_time": {"type": "string"},
                                     "minutes": {"type": "integer"}, "players": {"type": "integer"}},
    "required": ["date", "start_time", "minutes", "players"]})
CAFES = Tool("search_cafes", "Search cafes near the alley that deliver to the lanes, with delivery time.", {
    "type": "object", "properties": {"query": {"type": "string"}, "cuisine": {"type": "string", "enum": ["thai", "italian", "vietnamese"]},
                                     "max_delivery_minutes": {"type": "integer"}}})


def test_the_same_on_another_day_is_the_search_again_not_a_second_moment_of_it(converse) -> None:
    made, _ = converse(BOWLING, [LANES], {"check_lanes": lambda a: {"lanes": []}},
                  "anything free for 4 of us on christmas eve at 7pm for an hour? and the same on boxing day?")
    assert [a["date"] for _, a in made] == ["2026-12-24", "2026-12-26"]


def test_any_places_of_a_kind_is_a_search_and_its_condition_is_no_search_text(converse) -> None:
    made, _ = converse(BOWLING, [CAFES], {"search_cafes": lambda a: {"cafes": []}}, "any thai places that can get here in under 20 minutes?")
    assert made == [("search_cafes", {"cuisine": "thai", "max_delivery_minutes": 20})]


TAKEAWAY = "You are the assistant of Munchbox. Today is Friday 18 December 2026, 18:40. Order on its way: MB-4410 (Curry Leaf)."
NOTE = Tool("update_rider_note", "Change the note the courier sees for an order on its way.", {
    "type": "object", "properties": {"order_id": {"type": "string"}, "note": {"type": "string"}}, "required": ["order_id", "note"]})
STATUS = Tool("get_order_status", "Where an order is and when the courier arrives.", {
    "type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]})


def test_telling_the_courier_something_is_the_note_the_courier_sees(converse) -> None:
    made, _ = converse(TAKEAWAY, [STATUS, NOTE], {"update_rider_note": lambda a: {"ok": True}, "get_order_status": lambda a: {"eta": "19:00"}},
                  "tell the courier to use the side gate, the front one is locked")
    assert made == [("update_rider_note", {"order_id": "MB-4410", "note": "Use the side gate"})]


STREAMING = ("You are the assistant of Kinoloop. Today is Saturday 19 December 2026. Account KL-1, account holder Marta Nowak.\n"
             "Profiles: Marta (pf_1, adult), Leo (pf_2, kids).")
PROFILES = Tool("list_profiles", "The account's profiles with their ids.", {"type": "object", "properties": {}})
SAVED = Tool("get_saved_titles", "Titles saved to a profile's list.", {
    "type": "object", "properties": {"profile_id": {"type": "string"}}, "required": ["profile_id"]})


def test_my_list_is_the_account_holders_profile_named_by_her_first_name(converse) -> None:
    made, _ = converse(STREAMING, [PROFILES, SAVED], {"list_profiles": lambda a: {"profiles": []}, "get_saved_titles": lambda a: {"titles": []}},
                  "whats on my saved list")
    assert made == [("get_saved_titles", {"profile_id": "pf_1"})]


MEALS = "You are the assistant of Platefull, a food diary. Today is Wednesday 13 January 2027, 12:40."
FOODS = Tool("findFoods", "Search the food database; each food has a foodId and a servingGrams weight.", {
    "type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]})
ADD_MEAL = Tool("addMeal", "Add foods eaten at a meal to the diary. Each entry is a foodId (from findFoods) and grams eaten.", {
    "type": "object", "properties": {
        "date": {"type": "string", "format": "date"}, "meal": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]},
        "entries": {"type": "array", "items": {"type": "object", "properties": {"foodId": {"type": "string"}, "grams": {"type": "number"}},
                                               "required": ["foodId", "grams"]}}},
    "required": ["date", "meal", "entries"]})
OATCAKES = {"results": [{"foodId": "fd_31", "name": "Oatcake", "servingGrams": 13}]}


def test_a_diary_entry_is_for_today_and_things_counted_weigh_their_servings(converse) -> None:
    made, answer = converse(MEALS, [FOODS, ADD_MEAL], {"findFoods": lambda a: OATCAKES, "addMeal": lambda a: {"logged": True}},
                       "log 3 oatcakes for lunch")
    assert made[-1] == ("addMeal", {"date": "2027-01-13", "meal": "lunch", "entries": [{"foodId": "fd_31", "grams": 39}]})
    assert "39 g of Oatcake" in answer


def test_a_meal_to_log_with_no_food_named_is_asked_for_not_searched_for(converse) -> None:
    made, answer = converse(MEALS, [FOODS, ADD_MEAL], {"findFoods": lambda a: OATCAKES, "addMeal": lambda a: {"logged": True}}, "log my dinner")
    assert made == [] and "?" in answer


GIFTS = ("You are the assistant of Giftly. Today is Monday 21 December 2026. Signed-in user: Sean Hale. "
         "Saved payment: Mastercard ending 2231 (payWith mc_2231); PayPal is also set up.")
SEND = Tool("SendVoucher", "Send an e-voucher to someone by email.", {
    "type": "object", "properties": {
        "email": {"type": "string"}, "amountEur": {"type": "number"}, "message": {"type": ["string", "null"]},
        "payWith": {"type": "string", "enum": ["mc_2231", "paypal"]}},
    "required": ["email", "amountEur", "message", "payWith"], "additionalProperties": False}, strict=True)


def test_a_quoted_value_named_as_a_parameter_goes_in_the_same_call_and_a_cited_option_is_used(converse) -> None:
    made, _ = converse(GIFTS, [SEND], {"SendVoucher": lambda a: {"status": "sent"}},
                  "please send a €30 voucher to mo.hale@example.com. Put 'Happy birthday, Mo!' as the message.")
    assert made == [("SendVoucher", {"email": "mo.hale@example.com", "amountEur": 30, "message": "Happy birthday, Mo!", "payWith": "mc_2231"})]


HABITS = ("You are the assistant of Streakly. Today is Sunday 10 January 2027, 21:15.\n"
          "Habits (id): Morning swim (hb_7), Journal (hb_8).")
CHECK_IN = Tool("logCheckIn", "Log a habit check-in for today or one of the previous 7 days.", {
    "type": "object", "properties": {
        "habitId": {"type": "string"}, "date": {"type": "string", "description": "YYYY-MM-DD"},
        "status": {"type": "string", "enum": ["done", "skipped", "missed"]}},
    "required": ["habitId", "date", "status"]})


def test_logging_what_was_done_on_a_weekday_is_done_on_the_one_gone_by(converse) -> None:
    made, _ = converse(HABITS, [CHECK_IN], {"logCheckIn": lambda a: {"ok": True}}, "log my morning swim from friday")
    assert made == [("logCheckIn", {"habitId": "hb_7", "date": "2027-01-08", "status": "done"})]
    made, _ = converse(HABITS, [CHECK_IN], {"logCheckIn": lambda a: {"ok": True}}, "log my morning swim from friday as skipped")
    assert made == [("logCheckIn", {"habitId": "hb_7", "date": "2027-01-08", "status": "skipped"})]
