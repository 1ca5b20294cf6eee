"""Alternatives said in a question's condition get one call each ("how much if we go fri 5th vs tues
9th?"), and an ordinal before a parameter's own noun is its number ("on the 3rd floor" for
`floor`; "ground floor" is 0 when the description says so)."""

from __future__ import annotations

from labkit.sim.types import Tool

MOVERS = "You are the assistant of Tidy Van removals. Today is Monday 1 March 2027."
QUOTE = Tool("quote_move", "Price a house move on a date.", {
    "type": "object", "properties": {
        "move_date": {"type": "string", "format": "date"},
        "property": {"type": "object", "properties": {
            "type": {"type": "string", "enum": ["flat", "house"]},
            "bedrooms": {"type": "integer"},
            "floor": {"type": ["integer", "null"], "description": "Floor of a flat, 0 = ground"}},
            "required": ["type", "bedrooms"]}},
    "required": ["move_date", "property"]})
PRICES = {"quote_move": lambda a: {"move_date": a["move_date"], "total": 780 if a["move_date"].endswith("12") else 700}}


def test_alternatives_in_a_condition_get_a_call_each(converse) -> None:
    made, answer = converse(MOVERS, [QUOTE], PRICES, "1 bed house. what would it cost if we moved fri 12th march or mon 15th march?")
    assert [args["move_date"] for _name, args in made] == ["2027-03-12", "2027-03-15"]
    assert "780" in answer and "700" in answer  # both prices stated


def test_an_ordinal_before_the_parameters_noun_is_its_number(converse) -> None:
    made, _ = converse(MOVERS, [QUOTE], PRICES, "how much to move a 2 bed flat on the 3rd floor on the 9th?")
    assert made == [("quote_move", {"move_date": "2027-03-09", "property": {"type": "flat", "bedrooms": 2, "floor": 3}})]
    made, _ = converse(MOVERS, [QUOTE], PRICES, "price for a 1 bed flat, ground floor, on the 9th")
    assert made[0][1]["property"]["floor"] == 0
