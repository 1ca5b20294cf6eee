"""Reporting and permissions said in everyday words: "report" as the verb of a tool that logs or
raises something, an option that is the doer of what the user says ("view-only" and `viewer`),
a visit asked for or declined as "come round", an address that is not the user's ("next door",
"the flat above") and never filled from the user's own, and a download to a device, which is an
action a question must not trigger."""

from __future__ import annotations

from labkit.sim.engine.effects import act_or_read
from labkit.sim.types import Tool

COUNCIL = ("You are the assistant of Fenwick Council's street-care line. Today is Tuesday 12 January 2027, 09:30 (Fenwick, UK).\n"
           "Signed-in resident: Ada Moss, 14 Orchard Lane, Fenwick FN3 2QP.\n"
           "Log a problem when the resident says what it is and where; never guess an address.")
LOG_ISSUE = Tool("log_street_issue", "Log a street problem with the council. Returns a reference.", {
    "type": "object", "properties": {
        "kind": {"type": "string", "enum": ["fly_tipping", "graffiti", "broken_streetlight", "blocked_drain", "other"]},
        "place": {"type": "object", "description": "Where the problem is", "properties": {
            "street": {"type": "string"}, "postcode": {"anyOf": [{"type": "string"}, {"type": "null"}]}}, "required": ["street"]},
        "wants_callout": {"type": "boolean", "description": "Ask an inspector to come and look", "default": True},
        "details": {"type": "string"}},
    "required": ["kind", "place", "details"]})
OUTPUTS = {"log_street_issue": lambda a: {"reference": "FC-20417", "kind": a["kind"]}}


def test_report_is_the_verb_of_a_tool_that_logs_and_a_declined_visit_is_false(converse) -> None:
    made, answer = converse(COUNCIL, [LOG_ISSUE], OUTPUTS,
                            "please report the broken streetlight outside 3 Mill Street, no need for anyone to come out")
    assert [name for name, _ in made] == ["log_street_issue"]
    args = made[0][1]
    assert args["kind"] == "broken_streetlight" and args["wants_callout"] is False
    assert args["place"]["street"] == "3 Mill Street"
    assert args["place"].get("postcode") is None  # the user's own postcode is not Mill Street's
    assert "FC-20417" in answer


def test_a_visit_asked_for_in_other_words_is_true(converse) -> None:
    made, _ = converse(COUNCIL, [LOG_ISSUE], OUTPUTS,
                       "can you report the graffiti on the wall at 22 Quay Road? could someone come round to see it")
    assert made and made[0][1]["wants_callout"] is True


def test_a_neighbours_address_is_asked_for_never_taken_from_the_users_own(converse) -> None:
    made, answer = converse(COUNCIL, [LOG_ISSUE], OUTPUTS, "the drain next door is blocked again, can you report it")
    assert made == [] and "?" in answer


def test_neither_a_city_nor_a_postcode_is_a_street(converse) -> None:
    tools = [Tool("request_collection", "Request a bulky-waste collection from an address. Returns a reference.", {
        "type": "object", "properties": {
            "address": {"type": "object", "properties": {
                "street": {"type": "string"}, "postcode": {"anyOf": [{"type": "string"}, {"type": "null"}]}}, "required": ["street"]},
            "items": {"type": "array", "items": {"type": "string"}}},
        "required": ["address", "items"]})]
    instructions = "You are the assistant of Fenwick Council's waste team.\nToday is Tuesday 12 January 2027 (Fenwick, UK).\nSigned-in resident: Ada Moss, FN3 2QP."
    made, answer = converse(instructions, tools, {"request_collection": lambda a: {"ok": True}}, "please book a collection for my old sofa and a fridge")
    assert made == [] and "address" in answer and "?" in answer  # the street is the user's to say


DOCS = "You are the assistant of Papertrail, a shared-notes app. Today is Monday 11 January 2027. Signed in: Lea Roth (lea@papertrail.app)."
SHARE = Tool("share_notebook", "Share a notebook with people by email as reader or commenter or editor.", {
    "type": "object", "properties": {
        "notebook": {"type": "string", "description": "Notebook name"},
        "emails": {"type": "array", "items": {"type": "string"}},
        "role": {"type": "string", "enum": ["reader", "commenter", "editor"]}},
    "required": ["notebook", "emails", "role"]})


def test_an_option_that_is_the_doer_of_what_the_user_says_is_picked(converse) -> None:
    made, _ = converse(DOCS, [SHARE], {"share_notebook": lambda a: {"shared": True}},
                       "share the Garden notebook with tom@papertrail.app, edit access please")
    assert made == [("share_notebook", {"notebook": "Garden", "emails": ["tom@papertrail.app"], "role": "editor"})]


def test_downloading_to_a_device_is_an_action_and_downloading_a_file_reads() -> None:
    assert act_or_read("download", ["download", "episodes"], "Download movies or episodes to a device for offline viewing.")[0] is True
    assert act_or_read("download", ["download", "invoice"], "Download an invoice as a PDF.")[0] is False


MUSIC = "You are the assistant of Reelbox, a music app. Today is Saturday 9 January 2027. Signed in: Sam Orr; devices: Sam's phone (dv_1)."
DOWNLOAD = Tool("save_offline", "Download albums to a device for offline listening.", {
    "type": "object", "properties": {"device_id": {"type": "string"}, "album": {"type": "string"}}, "required": ["device_id", "album"]})
DEVICES = Tool("list_devices", "The devices on the account.", {"type": "object", "properties": {}})


def test_a_question_about_what_a_download_would_do_downloads_nothing(converse) -> None:
    made, _ = converse(MUSIC, [DEVICES, DOWNLOAD], {"list_devices": lambda a: {"devices": [{"device_id": "dv_1"}]},
                                                    "save_offline": lambda a: {"ok": True}},
                       "if I download albums on wifi, does playing them on the bus later still use data?")
    assert "save_offline" not in [name for name, _ in made]


TAKEAWAY = "You are the assistant of Dishly, a takeaway app. Today is Friday 8 January 2027, 19:10. Signed in: Noor Aziz."
ORDERS = Tool("list_orders", "The user's recent orders, newest first.", {"type": "object", "properties": {}})
CANCEL = Tool("cancel_order", "Cancel an order that has not been delivered yet.", {
    "type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]})
FIND = Tool("find_restaurants", "Search restaurants by name or dish.", {
    "type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]})
RECENT = {"orders": [{"order_id": "DL-501", "restaurant": "Forno Verde", "status": "on its way"},
                     {"order_id": "DL-488", "restaurant": "Saigon Street", "status": "delivered"}]}


def test_an_item_named_in_another_request_of_the_message_is_not_the_one_to_act_on(converse) -> None:
    made, _ = converse(TAKEAWAY, [ORDERS, CANCEL, FIND],
                       {"list_orders": lambda a: RECENT, "cancel_order": lambda a: {"cancelled": a["order_id"]},
                        "find_restaurants": lambda a: {"results": []}},
                       "cancel my order, changed my mind. then find me a noodle soup from Saigon Street instead")
    assert ("cancel_order", {"order_id": "DL-488"}) not in made  # Saigon Street is what the other request names


def test_a_rule_told_to_the_user_with_what_happens_otherwise_answers_what_if() -> None:
    from labkit.sim.engine.instructed import answer_from

    instructions = ("You are the desk assistant of Quayside Coworking. Hot desks can be reserved for a whole day. "
                    "Scan your badge at the door by 10:00, or the reservation is given to the waiting list. "
                    "Only reserve when asked.")
    found = answer_from(instructions, "what happens if I reserve a desk and then don't show up?", yes_no=False)
    assert found is not None and "10:00" in found.sentence
