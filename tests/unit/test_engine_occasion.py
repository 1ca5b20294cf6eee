"""The user's own occasion and what they ask to mention: a quote for a party venue takes the
party's date from the instructions (`event_date`), and "mention we'd love the garden for drinks"
is the message sent with it."""

from __future__ import annotations

from labkit.sim.types import Tool

PARTY = ("You are the planning assistant in Fete, a party-venue marketplace. Today is Monday 8 March 2027. "
         "The user is Sam Okoro, who is holding a 40th birthday party on Saturday 12 June 2027 in Bath for about 60 guests.")
QUOTE = Tool("request_quote", "Ask a venue for a quote.", {
    "type": "object", "properties": {
        "venue_id": {"type": "string"}, "event_date": {"type": "string", "description": "YYYY-MM-DD"},
        "guest_count": {"type": "integer"}, "message": {"type": ["string", "null"]}},
    "required": ["venue_id", "event_date", "guest_count", "message"], "additionalProperties": False}, strict=True)


def test_an_occasions_date_comes_from_the_instructions_and_the_mention_is_the_message(converse) -> None:
    made, _ = converse(PARTY, [QUOTE], {"request_quote": lambda a: {"quote_id": "Q-77", "status": "pending"}},
                       "ask venue V-12 for a quote for 60 people and mention we'd love the garden for drinks")
    assert made == [("request_quote", {"venue_id": "V-12", "event_date": "2027-06-12", "guest_count": 60,
                                       "message": "We'd love the garden for drinks"})]


def test_a_date_the_user_says_still_wins(converse) -> None:
    made, _ = converse(PARTY, [QUOTE], {"request_quote": lambda a: {"quote_id": "Q-78", "status": "pending"}},
                       "ask venue V-12 for a quote for 60 people on 19 June instead")
    assert made[0][1]["event_date"] == "2027-06-19"
