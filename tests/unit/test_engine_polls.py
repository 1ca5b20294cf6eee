"""A request that lists its options after a colon and says when in a sentence of its own ("…: A, B
or C. Close it on 31 Jan at 9pm"): the list is the options, the title stops at the colon, the day
said with the time is the one meant (not a month named before it), and a moment is written as the
description's example writes it (no seconds) unless the schema's `date-time` format wants them."""

from __future__ import annotations

import datetime as dt

from labkit.sim.engine.candidates.when import format_datetime
from labkit.sim.engine.schema import params_of
from labkit.sim.types import Tool

CHOIR = "You are the assistant of the Harbour Singers choir app. Today is Monday 4 January 2027, 19:00 (Leith)."
VOTE = Tool("openVote", "Open a vote for the members and email them the link.", {
    "type": "object", "properties": {
        "title": {"type": "string"},
        "choices": {"type": "array", "items": {"type": "string"}, "description": "What members choose between"},
        "endsAt": {"type": "string", "description": "Local date and time, e.g. 2027-02-01T18:00"}},
    "required": ["title", "choices", "endsAt"]})


def test_options_after_a_colon_and_a_closing_time_in_the_next_sentence(converse) -> None:
    made, _ = converse(CHOIR, [VOTE], {"openVote": lambda a: {"voteId": "v_12"}},
                       "Open a vote for the April concert piece: Lux Aurumque, Ubi Caritas or Bogoroditse Devo. End it on 20 Jan at 8pm.")
    assert made == [("openVote", {"title": "April concert piece", "choices": ["Lux Aurumque", "Ubi Caritas", "Bogoroditse Devo"],
                                  "endsAt": "2027-01-20T20:00"})]


def test_a_moment_follows_the_example_unless_the_format_wants_seconds() -> None:
    plain, formatted = params_of({"type": "object", "properties": {
        "a": {"type": "string", "description": "e.g. 2027-02-01T18:00"},
        "b": {"type": "string", "format": "date-time", "description": "e.g. 2027-02-01T18:00"}}})
    assert format_datetime("2027-01-20", dt.time(20, 0), plain) == "2027-01-20T20:00"
    assert format_datetime("2027-01-20", dt.time(20, 0), formatted) == "2027-01-20T20:00:00"
