"""A question after a described scene takes the scene's values: "we're celebrating on Friday —
five of us, around eight. any chance we can get into Nonna's?" asks Nonna's availability for that
day, party and time ("get into" asks whether there is room; a birthday to come is the party's day,
not a date of birth). A question that says its own day keeps it."""

from __future__ import annotations

from labkit.sim.types import Tool

TABLES = "You are TableTap, a restaurant booking assistant in Leeds. Today is Tuesday 9 March 2027."
SEARCH = Tool("search_restaurants", "Search restaurants by city and cuisine.", {
    "type": "object", "properties": {"city": {"type": "string"}, "cuisine": {"type": "string"}}, "required": ["city"]})
AVAILABILITY = Tool("check_availability", "Get the free time slots at a restaurant for a date and party size. Read-only.", {
    "type": "object", "properties": {"restaurant": {"type": "string", "description": "Restaurant name"}, "date": {"type": "string", "format": "date"},
                                     "party_size": {"type": "integer"}, "time": {"type": ["string", "null"], "description": "Preferred time HH:MM, or null"}},
    "required": ["restaurant", "date", "party_size", "time"], "additionalProperties": False}, strict=True)
BOOK = Tool("book_table", "Book a table.", {"type": "object", "properties": {"restaurant": {"type": "string"}, "date": {"type": "string"},
                                                                              "time": {"type": "string"}, "party_size": {"type": "integer"}},
                                            "required": ["restaurant", "date", "time", "party_size"]})
FREE = {"check_availability": lambda a: {"restaurant": a["restaurant"], "available_times": ["18:00", "20:00"]},
        "search_restaurants": lambda a: {"restaurants": []}, "book_table": lambda a: {"status": "booked"}}


def test_a_question_after_the_scene_asks_with_its_day_party_and_time(converse) -> None:
    made, _ = converse(TABLES, [SEARCH, AVAILABILITY, BOOK], FREE,
                       "We're celebrating my dad's birthday on Friday - there'll be five of us, ideally around 8pm. Any chance we can get into Nonna's?")
    assert made == [("check_availability", {"restaurant": "Nonna", "date": "2027-03-12", "party_size": 5, "time": "20:00"})]


def test_the_questions_own_day_wins_over_the_scenes(converse) -> None:
    made, _ = converse(TABLES, [SEARCH, AVAILABILITY, BOOK], FREE,
                       "my sister's birthday is on Friday and there'll be four of us. any chance we can get into Nonna's on Saturday instead?")
    assert made[0][0] == "check_availability" and made[0][1]["date"] == "2027-03-13"
