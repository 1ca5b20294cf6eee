"""A range said by its start ("since the 3rd of May") runs to today, and an item of a list keeps
what its list's amounts are in: "the plumber one in dollars" converts from the account's currency."""

from __future__ import annotations

from labkit.sim.types import Tool

WALLET = "You are the assistant of the Kiwi Wallet app. Today is Monday 17 May 2027. Accounts: everyday (ACC-EV-1, NZD)."
PAYMENTS = Tool("list_payments", "Payments out of one account between two dates (inclusive).", {
    "type": "object", "properties": {
        "account_id": {"type": "string", "enum": ["ACC-EV-1"]},
        "from_date": {"type": "string", "format": "date"}, "to_date": {"type": "string", "format": "date"},
        "min_amount": {"type": ["number", "null"]}},
    "required": ["account_id", "from_date", "to_date", "min_amount"], "additionalProperties": False}, strict=True)
CONVERT = Tool("convert_money", "Convert an amount from one currency to another at today's rate.", {
    "type": "object", "properties": {
        "amount": {"type": "number"}, "from_currency": {"type": "string", "description": "ISO 4217 code"},
        "to_currency": {"type": "string", "description": "ISO 4217 code"}},
    "required": ["amount", "from_currency", "to_currency"], "additionalProperties": False}, strict=True)
OUTPUTS = {
    "list_payments": lambda a: {"account_id": "ACC-EV-1", "currency": "NZD", "payments": [
        {"date": "2027-05-04", "payee": "Harbour Plumbing", "amount": 240.0}, {"date": "2027-05-11", "payee": "Countdown", "amount": 86.5}]},
    "convert_money": lambda a: {"amount": a["amount"], "from": a["from_currency"], "to": a["to_currency"], "converted": 143.52},
}


def test_since_a_day_runs_to_today_and_an_item_keeps_its_lists_currency(converse) -> None:
    made, answer = converse(WALLET, [PAYMENTS, CONVERT], OUTPUTS, ["what went out of my everyday account since the 3rd of May?",
                                                                  "what's the plumbing one in US dollars?"])
    assert made[0] == ("list_payments", {"account_id": "ACC-EV-1", "from_date": "2027-05-03", "to_date": "2027-05-17", "min_amount": None})
    assert made[1] == ("convert_money", {"amount": 240.0, "from_currency": "NZD", "to_currency": "USD"})
    assert "143.52" in answer
