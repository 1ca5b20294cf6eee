"""People a form lists for a booking ("Travellers: Seán Byrne, born 2 May 1985 and Aoife Byrne,
born 9 June 1987"): each a person whatever sentence names them, each with what follows their name;
and a city the plan carries into a search that takes airport codes goes as its code."""

from __future__ import annotations

import datetime as dt

from labkit.sim.engine.evidence import gather
from labkit.sim.types import Tool

TODAY = dt.date(2027, 2, 10)


def test_a_name_under_a_label_for_people_is_a_person() -> None:
    people = [m.value for m in gather("Book it. Guest: Maeve Doyle, arriving late.", TODAY).mentions if m.kind == "person"]
    assert people == ["Maeve Doyle"]
    assert not [m for m in gather("Venue: Riverside Hall, from 7pm", TODAY).mentions if m.kind == "person"]  # (a label for no person)


AIRLINE = "You are the booking assistant of Shannon Air. Today is Wednesday 10 February 2027. Use IATA codes in tool calls."
SEARCH = Tool("find_fares", "Search fares. Returns fares with ids (FR-…).", {
    "type": "object", "properties": {
        "from_airport": {"type": "string", "description": "IATA airport code, e.g. DUB"},
        "to_airport": {"type": "string", "description": "IATA airport code"},
        "date": {"type": "string", "format": "date"}},
    "required": ["from_airport", "to_airport", "date"], "additionalProperties": False}, strict=True)
BOOK = Tool("book_fare", "Book a fare for the travellers. Charges the saved card.", {
    "type": "object", "properties": {
        "fare_id": {"type": "string", "description": "FR-… from find_fares"},
        "from_airport": {"type": "string"},
        "travellers": {"type": "array", "items": {"type": "object", "properties": {
            "first_name": {"type": "string"}, "last_name": {"type": "string"}, "date_of_birth": {"type": "string", "format": "date"}},
            "required": ["first_name", "last_name", "date_of_birth"], "additionalProperties": False}}},
    "required": ["fare_id", "from_airport", "travellers"], "additionalProperties": False}, strict=True)
OUTPUTS = {
    "find_fares": lambda a: {"fares": [{"fare_id": "FR-201", "departs": "07:05", "price_eur": 89}, {"fare_id": "FR-202", "departs": "18:40", "price_eur": 64}]},
    "book_fare": lambda a: {"booking_ref": "SH7Q2", "status": "ticketed"},
}


def test_each_traveller_named_in_a_later_sentence_with_their_birth_date(converse) -> None:
    made, answer = converse(AIRLINE, [SEARCH, BOOK], OUTPUTS, "Book the cheapest flight from Dublin to Madrid on 3 March. "
                                                                "Travellers: Seán Byrne, born 2 May 1985 and Aoife Byrne, born 9 June 1987.")
    assert made[0] == ("find_fares", {"from_airport": "DUB", "to_airport": "MAD", "date": "2027-03-03"})
    assert made[1][0] == "book_fare" and made[1][1]["fare_id"] == "FR-202"
    assert made[1][1]["travellers"] == [{"first_name": "Seán", "last_name": "Byrne", "date_of_birth": "1985-05-02"},
                                        {"first_name": "Aoife", "last_name": "Byrne", "date_of_birth": "1987-06-09"}]
    assert "SH7Q2" in answer
