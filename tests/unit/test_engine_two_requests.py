"""Two requests in one message, each asked its own way: "and for the Bath job can you add …" is a
request whose subject comes first, "fire off the invoice" sends it, and an id the other request
names ("cancel B-101") never stands in for the one this request's lookup finds."""

from __future__ import annotations

from labkit.sim.engine.request import clauses
from labkit.sim.types import Tool


def test_a_request_whose_subject_comes_first_is_still_a_request() -> None:
    (asked,) = clauses("and for the bath job can you add two tins of primer")
    assert asked.mood == "request"
    (told,) = clauses("for the record the bath job went fine")
    assert told.mood != "request"


def test_informal_sending_is_sending() -> None:
    (fired,) = clauses("fire off the quote to Dana")
    (shot,) = clauses("shoot over the invoice to accounts")
    assert "send" in fired.verbs and "send" in shot.verbs


DECOR = "You are the assistant of Brushwork decorators. Today is Monday 8 March 2027. Jobs are booked under the owner, Sam Reid."
JOBS = Tool("list_jobs", "The owner's booked jobs.", {"type": "object", "properties": {}})
CANCEL = Tool("cancel_job", "Cancel a booked job.", {
    "type": "object", "properties": {"job_ref": {"type": "string"}}, "required": ["job_ref"]})
MATERIALS = Tool("add_materials", "Add materials to a booked job.", {
    "type": "object", "properties": {
        "job_ref": {"type": "string"},
        "materials": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {
            "item": {"type": "string", "enum": ["primer", "gloss", "emulsion", "filler"]}, "tins": {"type": "integer", "minimum": 1}},
            "required": ["item", "tins"]}}},
    "required": ["job_ref", "materials"]})
OUTPUTS = {
    "list_jobs": lambda a: {"jobs": [{"job_ref": "B-101", "town": "Frome", "date": "2027-03-20"}, {"job_ref": "B-117", "town": "Bath", "date": "2027-03-27"}]},
    "cancel_job": lambda a: {"job_ref": a["job_ref"], "status": "cancelled"},
    "add_materials": lambda a: {"job_ref": a["job_ref"], "status": "added"},
}


def test_each_request_keeps_to_its_own_job(converse) -> None:
    made, _ = converse(DECOR, [JOBS, CANCEL, MATERIALS], OUTPUTS,
                       "the frome one is off so cancel B-101. and for bath can you add 2 tins of primer")
    assert ("cancel_job", {"job_ref": "B-101"}) in made
    assert ("add_materials", {"job_ref": "B-117", "materials": [{"item": "primer", "tins": 2}]}) in made
