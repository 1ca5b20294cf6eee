"""Values the user dictates in the ways people write them: a name in the naming convention the
description asks for ("set FEATURE_X_ENABLED to true"), what a thing is set "to", a password
dictated after its noun, the two sides of a swap, a tracking number in groups, a lower-case name
spelled by the email beside it, a flag asked for by a verb of needing ("make it ask for a PIN"),
a switch timed for later ("turn itself off after 2 hours" is a timer, not "off now"), and a value
said in a sentence of its own after the request ("I'd like the password to be …")."""

from __future__ import annotations

import datetime as dt

from labkit.sim.engine.evidence import gather
from labkit.sim.engine.outputs import list_in
from labkit.sim.types import Tool

OPS = "You are the assistant of the Larkspur deploy console. Today is Tuesday 2 March 2027."
SET_CONFIG = Tool("set_config", "Set one configuration key of a service.", {
    "type": "object", "properties": {
        "service": {"type": "string", "enum": ["billing", "search", "mailer"]},
        "key": {"type": "string", "description": "Config key, UPPER_SNAKE_CASE"},
        "value": {"type": "string"}},
    "required": ["service", "key", "value"]}, strict=True)
ECHO = {"set_config": lambda a: {"ok": True, **a}}


def test_a_key_in_the_described_case_and_what_it_is_set_to(converse) -> None:
    made, _ = converse(OPS, [SET_CONFIG], ECHO, "set MAX_RETRY_COUNT to 7 on search")
    assert made == [("set_config", {"service": "search", "key": "MAX_RETRY_COUNT", "value": "7"})]
    made, _ = converse(OPS, [SET_CONFIG], ECHO, "please set SMTP_RELAY_HOST on mailer to relay-2.larkspur.net, thanks")
    assert made == [("set_config", {"service": "mailer", "key": "SMTP_RELAY_HOST", "value": "relay-2.larkspur.net"})]


KIOSK = "You are the assistant of a library's self-service kiosks. Today is Tuesday 2 March 2027."
KIOSK_MODE = Tool("set_kiosk_mode", "Turn the lending kiosk on or off, optionally with a new admin password and an automatic shutdown.", {
    "type": "object", "properties": {
        "enabled": {"type": "boolean"},
        "admin_password": {"type": ["string", "null"], "description": "New admin password; null keeps the current one"},
        "shutdown_after_hours": {"type": ["integer", "null"], "description": "Shut down after this many hours; null = stay on"}},
    "required": ["enabled", "admin_password", "shutdown_after_hours"], "additionalProperties": False}, strict=True)
KIOSK_ECHO = {"set_kiosk_mode": lambda a: {"ok": True, **a}}


def test_values_said_in_sentences_after_the_request_are_that_calls(converse) -> None:
    made, _ = converse(KIOSK, [KIOSK_MODE], KIOSK_ECHO, "can you set up the lending kiosk for the open day? I want the admin password "
                       "to be Larch#88! and for it to turn itself off after 5 hours. cheers")
    assert made == [("set_kiosk_mode", {"enabled": True, "admin_password": "Larch#88!", "shutdown_after_hours": 5})]


def test_a_password_that_ends_a_sentence_loses_its_full_stop() -> None:
    from labkit.sim.engine.fill import Context
    from labkit.sim.engine.fill.described import shaped_in_text
    from labkit.sim.engine.schema import params_of

    param = next(p for p in params_of(KIOSK_MODE.parameters) if p.name == "admin_password")
    for text, want in [("switch it on, the password is willow-42.", "willow-42"), ("password: Birch2027! Thanks", "Birch2027"),
                       ("new password: Birch2027! and reboot it", "Birch2027!"),
                       ("make the password the same", None)]:
        found = shaped_in_text(param, Context(gather(text, dt.date(2027, 3, 2)), (0, len(text)), dt.date(2027, 3, 2)))
        assert (found[0] if found else None) == want, text


VEG = "You are the assistant of Hedgerow veg boxes. Today is Tuesday 2 March 2027."
SWAP = Tool("swap_produce", "Swap one item of a box for another.", {
    "type": "object", "properties": {
        "box_date": {"type": "string", "format": "date"},
        "old_item": {"type": "string"}, "new_item": {"type": "string"}},
    "required": ["box_date", "old_item", "new_item"]})


def test_the_two_sides_of_a_swap(converse) -> None:
    made, _ = converse(VEG, [SWAP], {"swap_produce": lambda a: {"ok": True, **a}}, "swap the red cabbage for beetroot in friday's box")
    assert made == [("swap_produce", {"box_date": "2027-03-05", "old_item": "red cabbage", "new_item": "beetroot"})]


def test_grouped_digits_run_on_and_a_lower_case_name_spelled_by_its_email() -> None:
    found = gather("posted it, tracking 9205 5000 0000 1234 5678 90", dt.date(2027, 3, 2)).mentions
    assert [(m.kind, m.value) for m in found] == [("id", "9205500000001234567890")]
    found = gather("sign up tomas novak (tomas.novak@example.cz) for the trial", dt.date(2027, 3, 2)).mentions
    assert ("person", "Tomas Novak") in [(m.kind, m.value) for m in found]
    found = gather("add it for me, grace@example.org", dt.date(2027, 3, 2)).mentions
    assert "person" not in [m.kind for m in found]  # one word in the local part spells no full name


LOCKER = "You are the assistant of Quayside gym lockers. Today is Tuesday 2 March 2027."
LOCK = Tool("configure_locker", "Change how a rented locker opens.", {
    "type": "object", "properties": {
        "locker_id": {"type": "string"}, "code_required": {"type": "boolean"}},
    "required": ["locker_id", "code_required"]}, strict=True)


def test_a_flag_asked_for_by_a_verb_of_needing(converse) -> None:
    echo = {"configure_locker": lambda a: {"ok": True, **a}}
    made, _ = converse(LOCKER, [LOCK], echo, "make locker L-204 ask for a code every time it opens")
    assert made == [("configure_locker", {"locker_id": "L-204", "code_required": True})]
    made, _ = converse(LOCKER, [LOCK], echo, "locker L-204 shouldn't need a code any more")
    assert made == [] or made[0][1]["code_required"] is False  # a flag said not to be needed is never switched on


def test_grouped_lists_are_one_list_for_a_call_but_a_record_for_an_answer() -> None:
    diary = {"day": "2027-03-02", "left": {"kcal": 900}, "meals": {"breakfast": [{"entry": "e1", "food": "toast"}], "lunch": [],
                                                                     "dinner": [{"entry": "e2", "food": "soup"}]}}
    assert list_in(diary) is None
    assert [r["entry"] for r in list_in(diary, grouped=True)] == ["e1", "e2"]


FOODLOG = "You are the assistant of Sorrel, a food diary. Today is Tuesday 2 March 2027. Goals: 2,000 kcal; water 2,000 ml."
GOALS = Tool("update_targets", "Change daily targets. Send only what changes.", {
    "type": "object", "properties": {"targets": {"type": "object", "properties": {
        "kcal": {"type": "integer", "description": "Daily kcal"},
        "macros": {"anyOf": [{"type": "object", "properties": {"protein_g": {"type": "integer"}}}, {"type": "null"}]},
        "water_ml": {"type": "integer", "description": "Daily water in millilitres"}}}},
    "required": ["targets"]})


def test_a_volume_is_not_a_count_and_an_empty_optional_object_is_left_out(converse) -> None:
    made, _ = converse(FOODLOG, [GOALS], {"update_targets": lambda a: {"ok": True, **a}}, "raise my water target to 2.5 litres")
    assert made == [("update_targets", {"targets": {"water_ml": 2500}})]


STREAM = ("You are the assistant of Kestrel TV. Today is Tuesday 2 March 2027. The app is open on Ines's profile.\n"
          "Profiles: Ines (pr_11, adult), Rui (pr_12, adult).")
FIND = Tool("find_shows", "Search the catalogue.", {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]})
ADD = Tool("add_to_list", "Add titles to a profile's list.", {"type": "object", "properties": {
    "profile_id": {"type": "string"}, "title_ids": {"type": "array", "items": {"type": "string"}}}, "required": ["profile_id", "title_ids"]})
DROP = Tool("drop_from_list", "Remove a title from a profile's list.", {"type": "object", "properties": {
    "profile_id": {"type": "string"}, "title_id": {"type": "string"}}, "required": ["profile_id", "title_id"]})
SHOWS = {"Salt Marsh": "t_501", "Night Ferry": "t_502"}
TV = {"find_shows": lambda a: {"results": [{"title_id": i, "name": n} for n, i in SHOWS.items() if a["query"].lower() in n.lower()]},
      "add_to_list": lambda a: {"profile_id": a["profile_id"], "added": a["title_ids"]},
      "drop_from_list": lambda a: {"profile_id": a["profile_id"], "removed": {"title_id": a["title_id"]}}}


def test_each_action_takes_its_own_search_and_the_users_own_profile(converse) -> None:
    made, _ = converse(STREAM, [FIND, ADD, DROP], TV, "take Salt Marsh off my list, and add Night Ferry instead")
    acts = [(name, args) for name, args in made if name != "find_shows"]
    assert sorted(acts) == [("add_to_list", {"profile_id": "pr_11", "title_ids": ["t_502"]}),
                            ("drop_from_list", {"profile_id": "pr_11", "title_id": "t_501"})]


CINEMA = "You are the assistant of Lumen cinema. Today is Tuesday 2 March 2027."
TICKETS = Tool("buy_tickets", "Buy cinema tickets.", {"type": "object", "properties": {
    "film": {"type": "string"}, "date": {"type": "string", "format": "date"}, "tickets": {"type": "integer", "enum": [1, 2, 3, 4, 5, 6]}},
    "required": ["film", "date"]})


def test_a_number_that_ends_a_name_is_no_quantity(converse) -> None:
    echo_ = {"buy_tickets": lambda a: {"ok": True, **a}}
    made, _ = converse(CINEMA, [TICKETS], echo_, "buy tickets for Dune 2 on friday")
    assert made and "tickets" not in made[0][1] and made[0][1]["date"] == "2027-03-05"
    made, _ = converse(CINEMA, [TICKETS], echo_, "buy 3 tickets for Dune 2 on friday")
    assert made and made[0][1]["tickets"] == 3



TRAINING = "You are the assistant of Stride, a habit log. Today is Tuesday 2 March 2027. Habits: Cycling (h_7, target 20 km)."
LOG_HABIT = Tool("log_habit", "Log progress on a habit.", {"type": "object", "properties": {
    "habit_id": {"type": "string"}, "date": {"type": "string", "format": "date"},
    "amount": {"type": ["number", "null"], "description": "Amount in the habit's unit (km, pages, minutes ...), or null"}},
    "required": ["habit_id", "date", "amount"]})


def test_thousands_said_with_k_are_kilometres_for_an_amount_in_km(converse) -> None:
    made, _ = converse(TRAINING, [LOG_HABIT], {"log_habit": lambda a: {"ok": True, **a}}, "log my cycling for sunday, 42.2k")
    assert made == [("log_habit", {"habit_id": "h_7", "date": "2027-02-28", "amount": 42.2})]
