"""A value the user says once is used once: a name that picked an id from the instructions is not
also a filter, a place that filled one parameter is not a film's title too, a quoted subject is
not the message's body; a remark naming a listed item lets the question after it ask about that
item; and a lookup that only picked a record for the next call by a superlative still says which
record it picked and by how much."""

from __future__ import annotations

from labkit.sim.types import Tool

LIBRARY = ("You are the assistant of the Eastfield library app. Today is Tuesday 9 March 2027. "
           "The account holder is Dev Patel. Family members on the card: Mira Patel (member M-11) and Jonah Patel (member M-12).")
LOANS = Tool("list_loans", "Books a family member has out on loan.", {
    "type": "object", "properties": {"member_id": {"type": "string"}, "title": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
    "required": ["member_id"]})


def test_a_name_that_picked_an_id_is_not_a_filter_too(converse) -> None:
    made, _ = converse(LIBRARY, [LOANS], {"list_loans": lambda a: {"loans": []}}, "could you check which books Mira still has out?")
    assert made == [("list_loans", {"member_id": "M-11"})]


CINEMA = "You are the booking assistant of Lumen Cinemas (Lumen Central and Lumen Riverside). Today is Friday 12 March 2027."
SCREENINGS = Tool("list_showtimes", "Showtimes for a date, optionally at one cinema and for one film.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"},
                                     "cinema": {"type": "string", "enum": ["Lumen Central", "Lumen Riverside"]},
                                     "movie_title": {"type": "string"}},
    "required": ["date"]})


def test_the_place_said_is_not_also_the_films_title(converse) -> None:
    made, _ = converse(CINEMA, [SCREENINGS], {"list_showtimes": lambda a: {"screenings": []}}, "what's showing at Lumen Central tomorrow?")
    assert made == [("list_showtimes", {"date": "2027-03-13", "cinema": "Lumen Central"})]


TEAM = "You are a team chat assistant. Today is Monday 15 March 2027."
POST = Tool("post_message", "Post a message to a channel.", {
    "type": "object", "properties": {"channel": {"type": "string"}, "title": {"type": "string"}, "body": {"type": "string"}},
    "required": ["channel", "title", "body"]})


def test_a_quoted_title_is_not_the_body(converse) -> None:
    made, _ = converse(TEAM, [POST], {"post_message": lambda a: {"message_id": "MS-1", "status": "posted"}},
                       "post in #ops with the title 'Deploy' saying the release went out at 5pm")
    assert made == [("post_message", {"channel": "#ops", "title": "Deploy", "body": "The release went out at 5pm"})]


FLATS = "You help people rent flats in London. Today is Monday 15 March 2027."
SEARCH = Tool("search_flats", "Search flats to rent in an area.", {
    "type": "object", "properties": {"area": {"type": "string"}, "max_rent": {"type": "number"}}, "required": ["area"]})
LISTED = {"flats": [{"flat_id": "FL-1", "name": "Mare Street studio", "rent_per_month": 1450, "bedrooms": 0},
                    {"flat_id": "FL-2", "name": "Victoria Park two-bed", "rent_per_month": 2100, "bedrooms": 2}]}


def test_a_remark_names_the_listed_item_the_question_asks_about(converse) -> None:
    made, answer = converse(FLATS, [SEARCH], {"search_flats": lambda a: LISTED},
                            ["any flats in Hackney?", "The Victoria Park one looks nice. How much is that a month?"])
    assert made == [("search_flats", {"area": "Hackney"})]
    assert "2100" in answer.replace(",", "") and "1450" not in answer


STOCK = "You are the stock assistant of a bike parts wholesaler. Today is Monday 15 March 2027."
WAREHOUSES = Tool("list_warehouses", "Our warehouses with the units each holds.", {"type": "object", "properties": {}})
BREAKDOWN = Tool("get_stock_breakdown", "Stock of one warehouse broken down by category.", {
    "type": "object", "properties": {"warehouse_id": {"type": "string"}}, "required": ["warehouse_id"]})


def test_a_pick_by_a_superlative_is_said_with_its_figure(converse) -> None:
    outputs = {"list_warehouses": lambda a: {"warehouses": [{"warehouse_id": "WH-1", "name": "Leeds", "units": 5400},
                                                            {"warehouse_id": "WH-2", "name": "Bristol", "units": 8100}]},
               "get_stock_breakdown": lambda a: {"warehouse_id": a["warehouse_id"], "rows": [{"category": "tyres", "units": 3000}]}}
    made, answer = converse(STOCK, [WAREHOUSES, BREAKDOWN], outputs, "break down the stock of whichever warehouse holds the most units")
    assert made == [("list_warehouses", {}), ("get_stock_breakdown", {"warehouse_id": "WH-2"})]
    assert "Bristol" in answer and "8100" in answer.replace(",", "")


TUTORS = ("You are the assistant of Brightpath tutoring. Today is Thursday 3 December 2026. "
          "The parent is Joy Okafor. Children: Amara Okafor (student_id STU-201, Year 9) and Tobi Okafor (student_id STU-202, Year 6).")
SEARCH_TUTORS = Tool("search_tutors", "Find tutors by subject.", {
    "type": "object", "properties": {"subject": {"type": "string"}, "level": {"type": "string", "enum": ["KS2", "KS3", "GCSE"]}}})


def test_a_child_the_instructions_list_is_not_a_subject_to_search_for(converse) -> None:
    made, _ = converse(TUTORS, [SEARCH_TUTORS], {"search_tutors": lambda a: {"tutors": []}}, "can you find a tutor for Amara?")
    assert made and "Amara" not in str(made[0][1].get("subject", ""))
