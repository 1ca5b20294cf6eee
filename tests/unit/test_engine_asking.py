"""What the model asks, and when: a value only the user can give an action (how much to send)
is asked for before any lookup runs, as a question in words ("…I need the amount. What should it
be?"), while an amount a lookup returns (the bill's) is looked up; a procedure's missing step
values are asked the same way, never as raw parameter names."""

from __future__ import annotations

from labkit.sim.types import Tool

CLUB = "You are the treasurer's assistant of the Millbrook Rowing Club. Today is Friday 9 April 2027."
TRANSFER = Tool("transfer_funds", "Transfer money from the club account to a member.", {
    "type": "object", "properties": {
        "member_id": {"type": "string", "description": "Member id, e.g. M-1042"},
        "amount_gbp": {"type": "number", "description": "How much to transfer"},
        "reference": {"type": "string"}},
    "required": ["member_id", "amount_gbp"]})
MEMBERS = Tool("find_member", "Find club members by name; returns their member ids.", {
    "type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]})
DUES = Tool("get_dues", "The membership dues a member owes: amount_gbp and due date.", {
    "type": "object", "properties": {"member_id": {"type": "string"}}, "required": ["member_id"]})
SETTLE = Tool("pay_dues", "Pay a member's outstanding dues from the club account.", {
    "type": "object", "properties": {"member_id": {"type": "string"}, "amount_gbp": {"type": "number"}},
    "required": ["member_id", "amount_gbp"]})
ANSWERS = {
    "find_member": lambda a: {"members": [{"member_id": "M-2207", "name": "Tomasz Wr\u00f3bel"}]},
    "get_dues": lambda a: {"member_id": a["member_id"], "amount_gbp": 85.0, "due": "2027-04-30"},
    "transfer_funds": lambda a: {"transfer_id": "TR-9", **a},
    "pay_dues": lambda a: {"paid": True, **a},
}


def test_how_much_to_send_is_asked_before_looking_the_member_up(converse) -> None:
    made, answer = converse(CLUB, [TRANSFER, MEMBERS], ANSWERS, "send Tomasz some money for the new oars")
    assert made == []
    assert answer.endswith("I need the amount. What should it be?")  # in words: not `amount_gbp`


def test_an_amount_said_lets_the_lookup_run_first(converse) -> None:
    made, _ = converse(CLUB, [TRANSFER, MEMBERS], ANSWERS, "transfer \u00a340 to Tomasz for the new oars")
    assert made == [("find_member", {"name": "Tomasz"}), ("transfer_funds", {"member_id": "M-2207", "amount_gbp": 40})]


def test_an_amount_a_lookup_returns_is_looked_up_not_asked(converse) -> None:
    made, _ = converse(CLUB, [SETTLE, DUES, MEMBERS], ANSWERS, "pay Tomasz's dues")
    assert [name for name, _ in made] == ["find_member", "get_dues", "pay_dues"] and made[-1][1]["amount_gbp"] == 85
