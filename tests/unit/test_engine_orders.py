"""Orders said the way people say them: a card number written in groups, a value dictated after its
label ("Message: '…'") for a field of a nested object, sizes a description glosses with words ("8
small, 10 medium, 12 large"), a word that names one field of an item and not another too, and a
nullable field whose null means the value on file."""

from __future__ import annotations

import datetime as dt

from labkit.sim.engine.choices import described_aliases
from labkit.sim.engine.evidence import gather
from labkit.sim.engine.schema import params_of
from labkit.sim.types import Tool


def test_a_card_number_written_in_groups_is_one_id() -> None:
    evidence = gather("what's left on 4213 8800 5521 0097? and the one ending 12", dt.date(2027, 1, 5))
    ids = [m for m in evidence.mentions if m.kind == "id"]
    assert [m.value for m in ids][:1] == ["4213880055210097"]
    assert not any(m.kind == "number" and m.value in (4213, 8800, 5521, 97) for m in evidence.mentions)
    phones = gather("call me on 0161 496 0000", dt.date(2027, 1, 5))
    assert [m.kind for m in phones.mentions] == ["phone"]  # a phone number is no card


def test_numbers_a_description_glosses_with_words_are_named_by_those_words() -> None:
    tool = Tool("order_cake", "Order a cake.", {"type": "object", "properties": {
        "tins": {"type": "integer", "enum": [8, 10, 12], "description": "8 small, 10 medium, 12 large"}}})
    (param,) = params_of(tool.parameters)
    assert described_aliases(param) == {"small": 8, "medium": 10, "large": 12}
    lone = Tool("t", "", {"type": "object", "properties": {"seats": {"type": "integer", "enum": [2, 4, 8], "description": "up to 8 guests"}}})
    assert described_aliases(params_of(lone.parameters)[0]) == {}  # one number with a word is no list of glosses


BAKERY = ("You are the ordering assistant of Crumb & Co. bakery. Today is Tuesday 5 January 2027, 10:00.\n"
          "Signed in: Ines Duarte. Saved address: 3 Rope Walk, Bristol BS1 4QA.")
ORDER = Tool("place_bakery_order", "Place an order with Crumb & Co. (charged to the saved card).", {
    "type": "object", "properties": {
        "cakes": {"type": "array", "items": {"$ref": "#/$defs/cake"}},
        "address": {"type": ["string", "null"], "description": "Delivery address; null for the saved address"},
        "card": {"type": "object", "properties": {
            "to": {"type": "string"}, "message": {"type": ["string", "null"], "description": "Message on the card; null for none"}},
            "required": ["to", "message"], "additionalProperties": False}},
    "required": ["cakes", "address", "card"], "additionalProperties": False,
    "$defs": {"cake": {"type": "object", "properties": {
        "flavour": {"type": "string", "enum": ["lemon", "chocolate", "carrot", "coffee"]},
        "size": {"type": "integer", "enum": [8, 10, 12], "description": "8 small, 10 medium, 12 large"},
        "quantity": {"type": "integer"},
        "decorations": {"type": "array", "items": {"type": "string", "enum": ["lemon", "berries", "chocolate", "sprinkles"]}}},
        "required": ["flavour", "size", "quantity", "decorations"], "additionalProperties": False}}}, strict=True)


def test_an_order_said_plainly_fills_the_items_the_card_and_leaves_the_saved_address_null(converse) -> None:
    made, _ = converse(BAKERY, [ORDER], {"place_bakery_order": lambda a: {"order": "CC-2201"}},
                       "please order 2 large chocolate cakes for my sister Rui. Message: 'Happy birthday, love Ines!'")
    assert made == [("place_bakery_order", {
        "cakes": [{"flavour": "chocolate", "size": 12, "quantity": 2, "decorations": []}],
        "address": None, "card": {"to": "Rui", "message": "Happy birthday, love Ines!"}})]


def test_a_word_said_again_as_an_extra_is_both(converse) -> None:
    made, _ = converse(BAKERY, [ORDER], {"place_bakery_order": lambda a: {"order": "CC-2202"}},
                       "please order a small lemon cake with extra lemon on top for Rui, no message")
    assert made and made[0][1]["cakes"][0]["decorations"] == ["lemon"]


PASSES = "You are the assistant of Lido Club. Today is Friday 8 January 2027, 12:00. Swim passes are looked up by their number."
PASS = Tool("pass_balance", "Swims left and credit on a swim pass.", {
    "type": "object", "properties": {"pass_number": {"type": "string", "description": "12 digits"}}, "required": ["pass_number"]})
_PASSES = {"410022223333": {"pass_number": "410022223333", "swims_left": 4, "credit_eur": 7.5},
           "410055556666": {"pass_number": "410055556666", "swims_left": 9, "credit_eur": 12.25}}


def test_a_long_number_said_alone_is_an_id_and_a_total_of_two_lookups_is_summed_from_them(converse) -> None:
    made, answer = converse(PASSES, [PASS], {"pass_balance": lambda a: _PASSES[a["pass_number"]]},
                            ["how many swims are left on pass 410022223333?", "and 410055556666?", "how many swims is that altogether?"])
    assert made == [("pass_balance", {"pass_number": "410022223333"}), ("pass_balance", {"pass_number": "410055556666"})]
    assert "13" in answer and "4" in answer and "9" in answer  # the sum and its parts, with no third call
