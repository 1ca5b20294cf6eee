"""Two requests of one message stay apart: an action asked first never takes its id from what an
action asked after it made ("cancel the payment to Kofi for Friday and send him £50 now instead"
must not cancel the £50 just sent), and two questions about two options of the same choice
("check-in" and "pets") are two calls of the tool."""

from __future__ import annotations

from labkit.sim.types import Tool

MONEY = "You are the assistant of Sendwell, a money transfer app. Today is Monday 8 March 2027. The user is Ama Owusu."
TRANSFERS = Tool("list_transfers", "The user's scheduled and past transfers.", {"type": "object", "properties": {}})
RECIPIENTS = Tool("list_recipients", "The user's saved recipients.", {"type": "object", "properties": {}})
CANCEL = Tool("cancel_transfer", "Cancel a scheduled transfer.", {"type": "object", "properties": {"transfer_id": {"type": "string"}}, "required": ["transfer_id"]})
SEND = Tool("send_money", "Send money to a saved recipient now.", {
    "type": "object", "properties": {"recipient_id": {"type": "string"}, "amount": {"type": "number"}, "currency": {"type": "string"}},
    "required": ["recipient_id", "amount", "currency"]})


def test_an_action_asked_first_never_acts_on_what_a_later_one_made(converse) -> None:
    outputs = {"list_transfers": lambda a: {"transfers": []},  # (nothing scheduled: the cancel has nothing to act on)
               "list_recipients": lambda a: {"recipients": [{"recipient_id": "RC-7", "full_name": "Kofi Boateng"}]},
               "send_money": lambda a: {"transfer_id": "TR-9", "status": "processing"},
               "cancel_transfer": lambda a: {"transfer_id": a["transfer_id"], "status": "cancelled"}}
    made, _ = converse(MONEY, [TRANSFERS, RECIPIENTS, CANCEL, SEND], outputs,
                       "cancel the kofi payment that's scheduled for friday and just send him £50 now instead")
    assert ("send_money", {"recipient_id": "RC-7", "amount": 50, "currency": "GBP"}) in made
    assert not any(name == "cancel_transfer" for name, _ in made)


CAMPING = "You are the assistant of Dales Camping, with parks at Hawes and Malham. Today is Thursday 10 June 2027."
RULES = Tool("get_site_rules", "A park's rules on one topic.", {
    "type": "object", "properties": {"park": {"type": "string", "enum": ["Hawes", "Malham"]},
                                     "topic": {"type": "string", "enum": ["checkin", "pets", "noise", "campfires"]}},
    "required": ["park", "topic"]})


def test_two_options_of_one_choice_are_two_calls(converse) -> None:
    outputs = {"get_site_rules": lambda a: {"park": a["park"], "topic": a["topic"], "rules": f"{a['topic']} rules"}}
    made, _ = converse(CAMPING, [RULES], outputs, "what time can we check in at malham? and are pets allowed there?")
    assert made == [("get_site_rules", {"park": "Malham", "topic": "checkin"}), ("get_site_rules", {"park": "Malham", "topic": "pets"})]
