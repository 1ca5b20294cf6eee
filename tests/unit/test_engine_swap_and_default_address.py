""""Swap my physical sim for an esim": of two options named, the one after "for/to/into" is what
the thing becomes; an address object's `line1` is an address line (never "what the request is
about"), and a nullable address nothing of which the user said is left to its default (null:
the account address), not rebuilt from the instructions."""

from __future__ import annotations

from labkit.sim.types import Tool

MOBILE = "You are the assistant of Tern Mobile. Today is Monday 8 March 2027. The customer is Cara Doyle, 4 Harbour Row, Cobh, P24 X2K7."
REPLACE = Tool("replace_sim", "Order a replacement SIM (physical card posted, or eSIM by QR code).", {
    "type": "object", "properties": {
        "sim_type": {"type": "string", "enum": ["physical", "esim"]},
        "delivery": {"anyOf": [{"type": "object", "properties": {"line1": {"type": "string"}, "town": {"type": "string"}, "eircode": {"type": "string"}},
                                "required": ["line1", "town"]}, {"type": "null"}],
                     "description": "Postal address for a physical SIM; null: the account address."}},
    "required": ["sim_type"]})


def test_what_a_thing_is_swapped_for_is_what_it_becomes_and_no_address_is_made_up(converse) -> None:
    made, _ = converse(MOBILE, [REPLACE], {"replace_sim": lambda a: {"status": "ordered"}},
                       "can you swap my physical sim for an esim while you're at it")
    assert made == [("replace_sim", {"sim_type": "esim"})]


def test_an_address_said_fills_its_lines(converse) -> None:
    made, _ = converse(MOBILE, [REPLACE], {"replace_sim": lambda a: {"status": "ordered"}},
                       "my sim is damaged, please replace it with a physical one sent to 12 Quay Street, Kinsale")
    assert made[0][1]["sim_type"] == "physical"
    assert made[0][1]["delivery"]["line1"] == "12 Quay Street" and made[0][1]["delivery"]["town"] == "Kinsale"
