"""Codes the instructions list, one line each, picked by a word only their line says ("my
ramipril", "the green one"), never by a word of when ("tonight") or by a line that only mentions a
code; and a count whose description says what it usually is ("usually 1")."""

from __future__ import annotations

from labkit.sim.engine.fill.codebook import code_by_its_words
from labkit.sim.engine.schema import params_of
from labkit.sim.types import Tool

KENNELS = """You are the booking assistant of Hollybank Kennels. Today is Monday 8 March 2027, 09:00.
Signed-in owner: Priya Shah. Her dogs:
- DOG-7 - Biscuit, golden retriever, 6 years (needs his joint supplement)
- DOG-9 - Pepper, border collie, 2 years (anxious with big dogs)
- DOG-12 - Nutmeg, retriever cross, 11 years
Already booked: DOG-7 on Friday (tonight's boarding list)."""


def _dog(words: tuple[str, ...] = ()):
    (param,) = params_of({"type": "object", "properties": {"dog_id": {"type": "string", "enum": ["DOG-7", "DOG-9", "DOG-12"]}}})
    return param


def test_the_code_whose_line_alone_says_a_word_of_the_request() -> None:
    assert code_by_its_words(_dog(), "book the collie in for the weekend", KENNELS) == ("DOG-9", "colli")
    assert code_by_its_words(_dog(), "Nutmeg needs a bath", KENNELS)[0] == "DOG-12"


def test_no_code_for_a_word_two_lines_share_or_a_word_of_when() -> None:
    assert code_by_its_words(_dog(), "book my retriever in", KENNELS) is None  # two retrievers
    assert code_by_its_words(_dog(), "board one of them tonight", KENNELS) is None  # ("tonight" is in a line, not a dog's)
    assert code_by_its_words(_dog(), "the collie and the retriever cross", KENNELS) is None  # two dogs named: not one code


def test_a_word_of_the_tools_own_name_picks_nothing() -> None:
    book = "You are the assistant. Rooms:\n- R1 - the garden room\n- R2 - the booking office annex"
    (room,) = params_of({"type": "object", "properties": {"room": {"type": "string", "enum": ["R1", "R2"]}}})
    assert code_by_its_words(room, "booking please", book, frozenset({"book"})) is None


GROOM = Tool("book_grooming", "Book grooming for the owner's dogs.", {
    "type": "object", "properties": {
        "dogs": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {
            "dog_id": {"type": "string", "enum": ["DOG-7", "DOG-9", "DOG-12"]},
            "sessions": {"type": "integer", "minimum": 1, "maximum": 3, "description": "Grooming sessions; usually 1"}},
            "required": ["dog_id", "sessions"], "additionalProperties": False}},
        "date": {"type": "string", "format": "date"}},
    "required": ["dogs", "date"], "additionalProperties": False}, strict=True)


def test_each_item_is_the_code_its_words_name_and_its_count_the_usual_one(converse) -> None:
    made, _ = converse(KENNELS, [GROOM], {"book_grooming": lambda a: {"booking_id": "GR-501"}},
                       "please book grooming for Pepper and Nutmeg on Thursday")
    assert made == [("book_grooming", {"dogs": [{"dog_id": "DOG-9", "sessions": 1}, {"dog_id": "DOG-12", "sessions": 1}], "date": "2027-03-11"})]
    unsure, answer = converse(KENNELS, [GROOM], {"book_grooming": lambda a: {"booking_id": "GR-502"}}, "please book grooming for my retriever on Thursday")
    assert unsure == [] and "?" in answer  # two retrievers: asked, not the first dog
