"""A sum wanted "in euros" that no number of the request states is a record's sum: the converter is
called with the named record's total and currency, after the lookup that lists the records. An id
the instructions show as a format ("quote ids look like QT-100") is nobody's id. "I'll write it
myself" asks the assistant for nothing, and a lookup made for an action never searches for the
action's own words ("set up a quote")."""

from __future__ import annotations

from labkit.sim.engine.plan.priced import money_of
from labkit.sim.engine.request import clauses
from labkit.sim.types import Tool

FREIGHT = ("You are the assistant of Boxline, a freight broker. Today is Tuesday 9 March 2027. The user is Ines Duarte "
           "(shipper account SH-2044). Quote ids look like QT-100; lane ids look like LN-7.")
QUOTES = Tool("list_quotes", "The shipper's open freight quotes, with carrier, lane and total.", {
    "type": "object", "properties": {"status": {"type": "string", "enum": ["open", "expired"]}}})
CONVERT = Tool("convert_money", "Convert a sum between currencies at today's rate.", {
    "type": "object", "properties": {
        "amount": {"type": "number"},
        "from_ccy": {"type": "string", "description": "ISO 4217 code to convert from"},
        "to_ccy": {"type": "string", "description": "ISO 4217 code to convert to"}},
    "required": ["amount", "from_ccy", "to_ccy"]})
QUOTE = Tool("get_quote", "One freight quote in full.", {
    "type": "object", "properties": {"quote_id": {"type": "string"}}, "required": ["quote_id"]})
ACCEPT = Tool("accept_quote", "Accept a quote and book the carrier.", {
    "type": "object", "properties": {"quote_id": {"type": "string"}}, "required": ["quote_id"]})
CREATE = Tool("create_quote_request", "Ask carriers to quote a lane.", {
    "type": "object", "properties": {"lane_id": {"type": "string"}, "pallets": {"type": "integer"}},
    "required": ["lane_id", "pallets"]})
LANES = Tool("find_lane", "Look up a lane by origin or destination city.", {
    "type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]})
STUDIOS = Tool("list_studios", "Rehearsal studios with their hourly prices, in each studio's own currency.", {
    "type": "object", "properties": {}})

RATES = {"EUR": 1.0, "USD": 0.9, "GBP": 1.15}
ANSWERS = {
    "list_quotes": lambda a: {"quotes": [
        {"quote_id": "QT-311", "carrier": "Nordfrakt", "lane": "Hamburg to Oslo", "total": 1840.0, "currency": "EUR"},
        {"quote_id": "QT-312", "carrier": "Celtic Haulage", "lane": "Dublin to Leeds", "total": 960.0, "currency": "GBP"}]},
    "convert_money": lambda a: {"amount": a["amount"], "converted": round(a["amount"] * RATES[a["from_ccy"]] / RATES[a["to_ccy"]], 2)},
    "get_quote": lambda a: {"quote_id": a["quote_id"], "total": 1840.0},
    "accept_quote": lambda a: {"booking": "BK-1", **a},
    "create_quote_request": lambda a: {"request": "RQ-5", **a},
    "find_lane": lambda a: {"lanes": []},
    "list_studios": lambda a: {"studios": [
        {"name": "Studio B", "prices": [{"hours": 1, "amount": 18, "currency": "GBP"}, {"hours": 2, "amount": 32, "currency": "GBP"}]},
        {"name": "The Loft", "prices": [{"hours": 1, "amount": 25, "currency": "EUR"}, {"hours": 2, "amount": 45, "currency": "EUR"}]}]},
}


def test_a_sum_in_another_currency_is_the_named_records(converse) -> None:
    made, answer = converse(FREIGHT, [QUOTES, CONVERT, ACCEPT], ANSWERS, "what's the hamburg quote worth in dollars?")
    assert made == [("list_quotes", {}), ("convert_money", {"amount": 1840, "from_ccy": "EUR", "to_ccy": "USD"})]
    assert "2044.44" in answer


def test_a_price_list_gives_the_price_of_what_is_said(converse) -> None:
    made, _ = converse(FREIGHT, [STUDIOS, CONVERT], ANSWERS, "how much are 2 hours at the loft in pounds?")
    assert made == [("list_studios", {}), ("convert_money", {"amount": 45, "from_ccy": "EUR", "to_ccy": "GBP"})]


def test_no_record_named_no_sum_guessed(converse) -> None:
    made, answer = converse(FREIGHT, [QUOTES, CONVERT], ANSWERS, "what would that be in dollars?")
    assert all(name != "convert_money" for name, _ in made) and answer.endswith("?")


def test_a_record_holding_two_sums_gives_none() -> None:
    assert money_of({"meals": 52, "lodging_cap": 190, "currency": "EUR"}) is None
    assert money_of({"fee": 3, "service_fee": 4}) is None  # two of the same standing
    assert money_of({"price": {"amount": 12, "currency": "EUR"}, "rating": 4.9}) == (12.0, "EUR")


def test_an_id_shown_as_a_format_is_nobodys(converse) -> None:
    made, answer = converse(FREIGHT, [QUOTE], ANSWERS, "what's in my quote?")
    assert made == [] and answer.endswith("?")  # which quote: QT-100 is the format, not hers
    made, _ = converse(FREIGHT, [QUOTE], ANSWERS, "what's in quote QT-311?")
    assert made == [("get_quote", {"quote_id": "QT-311"})]


def test_what_the_user_will_do_is_not_asked() -> None:
    assert clauses("just want a few tips, i'll write it myself")[0].verbs == []
    assert clauses("i'll draft it myself, just check the lane")[0].verbs == []
    assert clauses("write it for me")[0].verbs == ["write"]


def test_a_lookup_for_an_action_searches_no_action_words(converse) -> None:
    plain = FREIGHT.split(" Quote ids")[0]
    made, answer = converse(plain, [CREATE, LANES], ANSWERS, "can you set up a quote request for me")
    assert ("find_lane", {"query": "set up a quote request"}) not in made and answer.endswith("?")
