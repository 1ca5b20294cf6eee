"""Words read in their context: "top up 25 euros" names no Tongan pa'anga, "P+R Papendorp" is one
name, and an answer says what kind a record is (`type: "EuroLink 25"`), when a sailing departs and
which brand a card is. A number counts the people it names ("two adults and our two kids"), a
parameter's own name ("under 5" for `under_5`) is no value, and a tool named noun-first
(`shows_reserve`) is confirmed verb-first. A person's name fills `Surname` and `Forenames` part by
part, and a span of years ("between 1880 and 1900", "the 1850s") both ends of a range."""

from __future__ import annotations

import datetime as dt

from labkit.sim.engine.describe.names import verb_phrase
from labkit.sim.engine.describe.records import facts, item_phrase
from labkit.sim.engine.evidence import gather
from labkit.sim.engine.fill import name_said_part
from labkit.sim.engine.fill.text import labelled_code
from labkit.sim.engine.outputs import label_of
from labkit.sim.types import Tool

TODAY = dt.date(2026, 12, 16)


def _currencies(text: str) -> list[str]:
    return [m.value for m in gather(text, TODAY).mentions if m.kind == "currency"]


def test_a_lowercase_code_that_is_an_everyday_word_is_no_currency_beside_money() -> None:
    assert _currencies("top up my wallet with 25 euros through iDEAL") == []
    assert _currencies("can you add all 40 euros to my card") == []
    assert "CAD" in _currencies("how much is 300 gbp in cad")  # its pair makes it one
    assert "INR" in _currencies("how much is 40 euros in inr")  # not a word: money beside it is enough


def test_a_name_written_tight_around_a_plus_or_an_ampersand_is_one_name() -> None:
    names = [m.value for m in gather("charger 4 at P+R Papendorp isn't working", TODAY).mentions if m.kind in ("name", "place", "person")]
    assert names == ["P+R Papendorp"]
    spaced = [m.value for m in gather("Meet at Smith + Jones tomorrow", TODAY).mentions if m.kind in ("name", "place", "person")]
    assert "Smith + Jones" not in spaced  # (only a sign written tight joins)


def test_a_type_that_names_a_kind_is_said_and_a_wire_word_is_not() -> None:
    card = {"railcardId": "RC-25-88314", "type": "EuroLink 25", "holder": "Sophie Laurent", "discountPercent": 25}
    assert any("EuroLink 25" in fact for fact in facts(card))
    message = {"id": "m-1", "type": "message", "status": "sent"}
    assert not any("message" in fact for fact in facts(message))


def test_when_a_sailing_departs_is_among_its_facts() -> None:
    sailing = {"sailing_id": "OB-0740", "vessel": "MV Isle of Mull", "vehicle_space": "available", "bookable_with_vehicle": True,
               "passenger_space": "available", "duration_minutes": 50, "deck": "upper", "departs": "2027-07-17T07:40"}
    assert any("07:40" in fact for fact in facts(sailing, limit=4))


def test_a_brand_names_a_record_that_has_no_name() -> None:
    assert label_of({"cardId": "GW-8812-5530", "brand": "One4all", "balanceEur": 100.0}) == "One4all"


PLANETARIUM = ("You are the booking assistant of Lowfield Planetarium. Today is Sunday 13 December 2026, 16:00.\n"
               "Shows (prices in GBP; seniors are 65+, children 5-15, under 5 free): Star Tour daily at 17:00.")
SHOW = Tool("planetarium__shows_reserve", "Book tickets for a planetarium show on a date (charged to the saved card).", {
    "type": "object", "properties": {
        "date": {"type": "string", "format": "date"},
        "show": {"type": "string", "enum": ["star_tour", "moon_landing"]},
        "tickets": {"type": "object", "properties": {
            "adults": {"type": "integer", "minimum": 0},
            "seniors": {"type": "integer", "minimum": 0, "description": "65 and over"},
            "children": {"type": "integer", "minimum": 0, "description": "Ages 5-15"},
            "under_5": {"type": "integer", "minimum": 0, "description": "Free"}}, "required": ["adults"]}},
    "required": ["date", "show", "tickets"]}, strict=False)


def test_each_number_counts_the_people_it_names_and_a_name_holds_no_value(converse) -> None:
    made, answer = converse(PLANETARIUM, [SHOW], {SHOW.name: lambda a: {"booking_ref": "LP-1214", "status": "confirmed"}},
                            "Book the star tour tomorrow for two adults and our two kids, they're 9 and 12.")
    assert made == [(SHOW.name, {"date": "2026-12-14", "show": "star_tour", "tickets": {"adults": 2, "children": 2}})]
    assert answer.startswith("I reserved the show")  # its verb first, not "I showsed the reserve"


def test_a_verb_named_first_stays_first() -> None:
    assert verb_phrase("issue_refund", "refund") == "issue the refund"
    assert verb_phrase("Repairs_CreateOrder", "creat") == "create the repair order"
    assert verb_phrase("orders_cancel", "cancel") == "cancel the order"


ARCHIVE = "You are the assistant of the Fenland Record Office. Today is Friday 18 December 2026, 10:00."
SEARCH = Tool("FindEntries", "Search the parish registers (baptisms, marriages, burials) and censuses.", {
    "type": "object", "properties": {
        "Surname": {"type": "string"}, "Forenames": {"type": ["string", "null"]},
        "Kinds": {"type": "array", "items": {"type": "string", "enum": ["baptism", "marriage", "burial", "census"]}},
        "YearFrom": {"type": "integer"}, "YearTo": {"type": "integer"}},
    "required": ["Surname"]})
FOUND = {"FindEntries": lambda a: {"count": 0, "entries": []}}


def test_a_persons_name_fills_its_parts_and_a_span_of_years_its_ends(converse) -> None:
    made, _ = converse(ARCHIVE, [SEARCH], FOUND, "Search the burials for Agnes Mary Pell near Wisbech between 1880 and 1900.")
    assert made == [("FindEntries", {"Surname": "Pell", "Forenames": "Agnes Mary", "Kinds": ["burial"], "YearFrom": 1880, "YearTo": 1900})]
    decade, _ = converse(ARCHIVE, [SEARCH], FOUND, "any Gotobed baptisms in the 1850s?")
    assert decade == [("FindEntries", {"Surname": "Gotobed", "Kinds": ["baptism"], "YearFrom": 1850, "YearTo": 1859})]  # a name alone: the surname searched


def test_the_part_of_a_name() -> None:
    assert name_said_part("Dr. Ana María Ruiz", "last") == "Ruiz" and name_said_part("Dr. Ana María Ruiz", "first") == "Ana María"
    assert name_said_part("Ludwig van Beethoven", "last") == "van Beethoven"


def test_a_price_after_a_things_name_is_no_code_of_it() -> None:
    from labkit.sim.engine.schema import params_of

    (trip,) = params_of({"type": "object", "properties": {"trip_id": {"type": "string"}}})
    assert labelled_code(trip, "Prices per diver: 2-dive trip 2,000 THB, night dive 1,500 THB.") is None
    assert labelled_code(trip, "You are on trip BT-1214 tomorrow.") == ("BT-1214", "'trip BT-1214'")


LAUNDRY = "You are the assistant of SpinCycle laundry pickups. Today is Monday 17 May 2027, 08:40."
ITEM = {"type": "object", "properties": {
    "garment": {"type": "string", "enum": ["shirt", "trousers", "suit", "dress", "other"]},
    "quantity": {"type": "integer", "minimum": 1},
    "service": {"type": "string", "enum": ["dry_clean", "wash_fold", "press_only"]}},
    "required": ["garment", "quantity", "service"], "additionalProperties": False}
PICKUP = Tool("schedule_collection", "Schedule a driver to collect items from the customer's address.", {
    "type": "object", "properties": {"date": {"type": "string", "format": "date"}, "items": {"type": "array", "items": ITEM}},
    "required": ["date", "items"], "additionalProperties": False}, strict=True)


def test_a_choice_said_once_apart_from_the_items_is_every_items(converse) -> None:
    made, answer = converse(LAUNDRY, [PICKUP], {PICKUP.name: lambda a: {"order_id": "SC-1"}},
                            "collection tomorrow please — 4 shirts and 2 suits, all press only")
    assert made == [(PICKUP.name, {"date": "2027-05-18", "items": [{"garment": "shirt", "quantity": 4, "service": "press_only"},
                                                                   {"garment": "suit", "quantity": 2, "service": "press_only"}]})]
    assert "4 shirts and 2 suits" in answer


def test_a_record_with_no_name_is_said_by_the_names_it_lists() -> None:
    trip = {"trip_id": "DT-0714-AM", "date": "2027-07-14", "slot": "morning", "departs": "06:30", "check_in": "06:00",
            "sites": ["Shark Point (8-30 m)", "Anemone Reef"], "dives": 2, "price_eur_per_diver": 95}
    assert "Shark Point" in item_phrase(trip, limit=2)
    named = {"name": "Morning boat", "sites": ["Shark Point", "Anemone Reef"], "departs": "06:30", "price_eur": 95, "dives": 2}
    assert facts(named, limit=1) != ["sites Shark Point and Anemone Reef"]  # (a record with a name is said by its name)
