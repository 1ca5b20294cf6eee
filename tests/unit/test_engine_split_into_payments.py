""""Split my latest invoice into four monthly payments, first one on the 1st of April" asks for a
payment plan (split/spread … into payments), on the invoice a lookup finds first — a lookup whose
month filter does not take the plan's first payment date — and the answer says "set up", not
"setuped"."""

from __future__ import annotations

from labkit.sim.engine.describe.names import verb_phrase
from labkit.sim.engine.lexicon import past_tense
from labkit.sim.types import Tool

WATER = "You are the billing assistant of Brookside Water. Today is Monday 8 March 2027."
INVOICES = Tool("list_invoices", "The customer's invoices, newest first.", {
    "type": "object", "properties": {"from_month": {"type": ["string", "null"], "description": "YYYY-MM"}}, "required": ["from_month"],
    "additionalProperties": False}, strict=True)
PLAN = Tool("setup_payment_plan", "Split an invoice into monthly instalments.", {
    "type": "object", "properties": {"invoice_id": {"type": "string"}, "instalments": {"type": "integer"},
                                     "first_payment_date": {"type": "string", "format": "date"}},
    "required": ["invoice_id", "instalments", "first_payment_date"], "additionalProperties": False}, strict=True)


def test_split_into_payments_sets_up_a_plan_on_the_invoice_found_first(converse) -> None:
    outputs = {"list_invoices": lambda a: {"invoices": [{"invoice_id": "INV-31", "month": "2027-02", "amount": 240.0},
                                                        {"invoice_id": "INV-30", "month": "2027-01", "amount": 180.0}]},
               "setup_payment_plan": lambda a: {"plan_id": "PP-1", "status": "active"}}
    made, answer = converse(WATER, [INVOICES, PLAN], outputs,
                            "split my latest invoice into four monthly payments, first one on the 1st of April")
    assert made == [("list_invoices", {"from_month": None}),
                    ("setup_payment_plan", {"invoice_id": "INV-31", "instalments": 4, "first_payment_date": "2027-04-01"})]
    assert "set up the payment plan" in answer


def test_a_verb_written_with_its_particle_is_said_apart() -> None:
    assert past_tense("setup") == "set up"
    assert verb_phrase("setup_payment_plan", "setup") == "set up the payment plan"
