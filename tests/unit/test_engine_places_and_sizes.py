"""Places and sizes said as people say them: a postcode after a town ("my sister in Perth, 6000"),
a description that allows a shape among others ("town or 4-digit postcode"), the start of a route
said as the place just found ("from there"), a record's `postcode` before its `address`, the sides
of a parcel ("40x30x15", "3m long by 2m wide") and "just the one"."""

from __future__ import annotations

import datetime as dt

from labkit.sim.engine.evidence import gather
from labkit.sim.engine.fill.described import fits_described_shape
from labkit.sim.engine.fill.records import from_record
from labkit.sim.engine.schema import params_of
from labkit.sim.types import Tool

TODAY = dt.date(2027, 3, 9)


def _postcodes(text: str) -> list[str]:
    return [m.value for m in gather(text, TODAY).mentions if m.kind == "postcode"]


def test_digits_that_end_a_phrase_after_a_town_are_its_postcode() -> None:
    assert _postcodes("what does it cost to post to my sister in Perth, 6000?") == ["6000"]
    assert _postcodes("deliver to 5 High St, Austin, TX 78701 and call me") == ["78701"]
    assert _postcodes("tickets for Sydney 2000 Olympics") == []  # a year after a town is no postcode
    assert _postcodes("we met in Paris, 2019.") == []
    assert _postcodes("in Perth 6000 people came") == []  # (digits that go on counting something)


def _param(schema: dict):
    (param,) = params_of({"type": "object", "properties": {"near": schema}})
    return param


def test_a_shape_among_alternatives_does_not_exclude_the_others() -> None:
    either = _param({"type": "string", "description": "Town, street or 4-digit postcode."})
    assert fits_described_shape(either, "Fremantle") and fits_described_shape(either, "6160")
    code = _param({"type": "string", "description": "The course's 5-digit CRN, e.g. 40232"})
    assert not fits_described_shape(code, "CS 250 section 01") and fits_described_shape(code, "40232")


def test_a_postcode_parameter_takes_a_records_postcode_before_its_address() -> None:
    (origin,) = params_of({"type": "object", "properties": {"origin_postcode": {"type": "string"}}})
    depot = {"depot_id": "D-4", "name": "Osborne Park depot", "address": "12 Main St, Osborne Park WA 6017", "postcode": "6017"}
    assert from_record(depot, origin) == ("6017", "postcode")


COURIER = "You are the assistant of Swanline couriers (Western Australia). Today is Tuesday 9 March 2027, 10:00. Prices in AUD."
DEPOTS = Tool("find_depots", "Courier depots near a town, street or 4-digit postcode.", {
    "type": "object", "properties": {"near": {"type": "string", "description": "Town, street or 4-digit postcode."}}, "required": ["near"]})
QUOTE = Tool("quote_delivery", "Price a parcel delivery between two postcodes.", {
    "type": "object", "properties": {
        "origin_postcode": {"type": "string"}, "destination_postcode": {"type": "string"},
        "weight_kg": {"type": "number"},
        "box": {"anyOf": [{"type": "object", "properties": {"length_cm": {"type": "number"}, "width_cm": {"type": "number"},
                                                             "height_cm": {"type": "number"}},
                           "required": ["length_cm", "width_cm", "height_cm"], "additionalProperties": False}, {"type": "null"}]}},
    "required": ["origin_postcode", "destination_postcode", "weight_kg", "box"], "additionalProperties": False}, strict=True)
OUTPUTS = {
    "find_depots": lambda a: {"depots": [{"depot_id": "D-4", "name": "Osborne Park depot", "address": "12 Main St, Osborne Park WA 6017",
                                          "postcode": "6017", "open": "07:00-19:00"}]},
    "quote_delivery": lambda a: {"price_aud": 18.4, "days": "2-3"},
}


def test_from_there_is_the_place_just_found_and_the_box_its_three_sides(converse) -> None:
    made, answer = converse(COURIER, [DEPOTS, QUOTE], OUTPUTS, [
        "any depot in Osborne Park?",
        "what would it cost to send a 2 kg parcel from there to my sister in Bunbury, 6230? the box is 40x30x15"])
    assert made[0] == ("find_depots", {"near": "Osborne Park"})
    assert made[1] == ("quote_delivery", {"origin_postcode": "6017", "destination_postcode": "6230", "weight_kg": 2,
                                          "box": {"length_cm": 40, "width_cm": 30, "height_cm": 15}})
    assert "18.40" in answer


BANNERS = "You are the assistant of Kite Print. Today is Tuesday 9 March 2027, 10:00. Prices in GBP."
PRICE = Tool("price_banner", "Price printed banners of a custom size.", {
    "type": "object", "properties": {
        "copies": {"type": "integer", "minimum": 1},
        "size": {"type": "object", "properties": {"length_m": {"type": "number"}, "height_m": {"type": "number"}},
                 "required": ["length_m", "height_m"]}},
    "required": ["copies", "size"]})


def test_sides_said_by_their_words_and_just_the_one(converse) -> None:
    made, _ = converse(BANNERS, [PRICE], {"price_banner": lambda a: {"total_gbp": 41.0}},
                       "what's the price of a banner 3m long by 1.5m high? just the one")
    assert made == [("price_banner", {"copies": 1, "size": {"length_m": 3, "height_m": 1.5}})]


HOME = "You are the assistant of Swanline couriers (Western Australia). Today is Tuesday 9 March 2027. The customer is Kim Lee, 3 Bay Rd, Fremantle WA 6160."


def test_a_postcode_said_after_to_is_where_it_goes_and_sides_said_with_by(converse) -> None:
    made, _ = converse(HOME, [QUOTE], OUTPUTS, "how much to send a 3kg parcel to my dad in Bunbury, postcode 6230? It's 40 by 30 by 15 cm.")
    assert made == [("quote_delivery", {"origin_postcode": "6160", "destination_postcode": "6230", "weight_kg": 3,
                                        "box": {"length_cm": 40, "width_cm": 30, "height_cm": 15}})]

