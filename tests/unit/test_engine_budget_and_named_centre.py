"""A budget said beside the question ("budget tops out around 650k") is the search's maximum price,
never a number of bedrooms; a lookup made to find the thing an action needs keeps the place the
user names by its proper name ("a class at Riverside"), but not a word that only opens the
sentence ("Cancel my …" is no `status: cancelled`)."""

from __future__ import annotations

from labkit.sim.types import Tool

HOMES = "You are the buyer assistant of Keystone Homes in Denver. Today is Thursday 10 December 2026."
SEARCH = Tool("search_listings", "Search active listings.", {
    "type": "object", "properties": {"city": {"type": "string"}, "max_price": {"type": "integer", "description": "USD"},
                                     "min_bedrooms": {"type": "integer", "minimum": 0}}, "required": ["city"]})


def test_a_budget_beside_the_question_is_the_maximum_price(converse) -> None:
    made, _ = converse(HOMES, [SEARCH], {"search_listings": lambda a: {"listings": []}},
                       "we've two kids and a big dog, budget tops out around 480k. anything in denver with a garden?")
    assert made == [("search_listings", {"city": "Denver", "max_price": 480000})]


GYM = ("You are the booking assistant of Borough Leisure, which runs Riverside Leisure Centre and Northgate Sports Hub. "
       "Today is Thursday 14 January 2027. The member is Sam Okoye.")
CLASSES = Tool("search_classes", "Class timetable for one day, with spaces left.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"},
                                     "centre": {"type": "string", "enum": ["riverside", "northgate"], "description": "Omit for all centres."}},
    "required": ["date"]})
BOOK = Tool("book_class", "Book the member into a class.", {"type": "object", "properties": {"class_id": {"type": "string"}}, "required": ["class_id"]})
BOOKINGS = Tool("list_bookings", "The member's class bookings.", {
    "type": "object", "properties": {"status": {"type": "string", "enum": ["booked", "cancelled", "attended"]}}})
CANCEL = Tool("cancel_booking", "Cancel a class booking.", {"type": "object", "properties": {"booking_id": {"type": "string"}}, "required": ["booking_id"]})


def test_a_lookup_for_an_action_keeps_the_centre_named_but_not_an_opening_capital(converse) -> None:
    timetable = {"classes": [{"class_id": "C-1", "name": "Pilates", "start": "10:00"}, {"class_id": "C-2", "name": "Spin", "start": "18:00"}]}
    made, _ = converse(GYM, [CLASSES, BOOK], {"search_classes": lambda a: timetable, "book_class": lambda a: {"status": "booked"}},
                       "I still want to do some kind of class at Riverside on Sunday")
    assert made[0] == ("search_classes", {"date": "2027-01-17", "centre": "riverside"})
    booked = {"bookings": [{"booking_id": "BK-1", "class": "Yoga", "status": "booked"}]}
    made, _ = converse(GYM, [BOOKINGS, CANCEL], {"list_bookings": lambda a: booked, "cancel_booking": lambda a: {"status": "cancelled"}},
                       "Cancel my yoga booking please")
    assert made[0] == ("list_bookings", {})
