"""Fresh generality part J: five everyday domains (a hotel concierge, a bakery's custom-cake orders,
a council's resident parking permits, a hair salon's bookings and an airport's arrivals lookup) and
45 cases describing what a competent gpt-4.1-mini-class model does. Written independently on
2026-12-04 by a helper that did not see the engine (the simulated model) nor any other case file;
only spec.py and validate.py were read.

Domains and their tools:
- hotel_concierge (11 tools): get_my_stay, hotel_info, search_restaurants, book_restaurant,
  spa_availability, book_spa, room_service_menu, order_room_service, request_housekeeping,
  request_late_checkout, book_taxi. Today Friday 14 May 2027, 10:20.
- cake_orders (3 tools): get_cake_options, quote_cake, place_cake_order. Today Tuesday 21 September
  2027, 15:05.
- resident_parking (5 tools): list_my_permits, zone_lookup, renew_permit, buy_visitor_vouchers,
  change_permit_vehicle. Today Monday 18 January 2027, 09:40.
- hair_salon (5 tools, camelCase): listServices, getMyAppointments, findSlots, bookAppointment,
  cancelAppointment. Today Wednesday 9 June 2027, 13:15.
- airport_arrivals (1 tool): flight-status. Today Saturday 6 November 2027, 17:30.

The fake functions are pure: they read the tables in this file, never the clock, and never change
anything between calls (a purchase always starts from the balance in the table).
"""

from __future__ import annotations

import datetime as _dt
import json
import re
import zlib
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    ToolDef,
    Turn,
    at,
    contains,
    date,
    fields,
    is_null,
    items,
    one_of,
    said,
    said_number,
    time_of_day,
)

# ---------------------------------------------------------------------------------------------
# Shared helpers (pure)
# ---------------------------------------------------------------------------------------------


def _ref(prefix: str, *parts: Any) -> str:
    """A stable reference number made from the parts (same parts, same reference)."""
    digest = zlib.crc32("|".join(str(p).strip().casefold() for p in parts).encode("utf-8"))
    return f"{prefix}-{digest % 90000 + 10000}"


def _copy(data: Any) -> Any:
    return json.loads(json.dumps(data))


def _day(value: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(value).strip()[:10])
    except ValueError:
        return None


def _clock(value: Any) -> str | None:
    """"HH:MM" read from "19:30", "19:30:00", "7:30pm", "7pm", "2027-05-15T19:30:00"; None if no time."""
    text = str(value).strip().lower()
    m = re.search(r"(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\b", text)
    if m:
        hour, minute = int(m.group(1)), int(m.group(2) or 0)
        if m.group(3) == "p" and hour < 12:
            hour += 12
        if m.group(3) == "a" and hour == 12:
            hour = 0
    else:
        m = re.search(r"(\d{1,2}):(\d{2})", text)
        if not m:
            return None
        hour, minute = int(m.group(1)), int(m.group(2))
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


def _minutes(hh_mm: str) -> int:
    hour, minute = hh_mm.split(":")
    return int(hour) * 60 + int(minute)


def _hhmm(total: int) -> str:
    return f"{total // 60:02d}:{total % 60:02d}"


def _add_months(day: _dt.date, months: int) -> _dt.date:
    month_index = day.month - 1 + months
    year, month = day.year + month_index // 12, month_index % 12 + 1
    for last in (31, 30, 29, 28):
        try:
            return day.replace(year=year, month=month, day=min(day.day, last))
        except ValueError:
            continue
    raise ValueError("bad date")


# ---------------------------------------------------------------------------------------------
# Domain 1: hotel concierge (11 tools)
# ---------------------------------------------------------------------------------------------

HOTEL_TODAY = _dt.date(2027, 5, 14)
HOTEL_NOW = "10:20"

HOTEL_INSTRUCTIONS = (
    "You are the in-app concierge of The Larchmont Hotel, 14 Queen Street, Edinburgh. "
    "Today is Friday 14 May 2027 and it is 10:20 local time. "
    "The signed-in guest is Priya Raman, room 412, reservation LRC-88213, Larchmont Gold member, "
    "staying Wednesday 12 May to Sunday 16 May 2027 with 2 adults. "
    "Use the tools to look things up and to place requests; everything is charged to the room. "
    "Only book, order or request what the guest actually asks for, and ask when a detail you need is missing."
)

STAY = {
    "reservation": "LRC-88213",
    "guest": "Priya Raman",
    "room": "412",
    "room_type": "Deluxe King, city view",
    "adults": 2,
    "check_in": "2027-05-12",
    "check_out": "2027-05-16",
    "standard_checkout_time": "11:00",
    "loyalty_tier": "Gold",
    "late_checkout_benefit": "Gold members may check out as late as 14:00 at no charge (14:00-16:00 costs £40)",
    "breakfast_included": True,
    "room_bill_so_far_gbp": 612.40,
}

HOTEL_INFO = {
    "breakfast": {"where": "Garden Room, ground floor", "weekdays": "07:00-10:30", "saturday_sunday": "07:30-11:00",
                  "included_in_your_rate": True, "note": "Room service breakfast is available until 11:00."},
    "pool": {"where": "Level -1", "hours": "06:30-21:00", "note": "Children welcome until 18:00; towels at the pool."},
    "gym": {"where": "Level -1", "hours": "24 hours, open with your room key"},
    "parking": {"on_site": False, "nearest": "Q-Park Castle Terrace, 4 minutes' walk",
                "price": "£28 per 24 hours with hotel validation at reception"},
    "wifi": {"network": "Larchmont-Guest", "password": "thistle2027", "price": "free"},
    "luggage_storage": {"where": "Concierge desk, lobby", "hours": "07:00-23:00", "price": "free",
                        "note": "Bags can be left after check-out."},
    "spa": {"where": "Level 1", "hours": "10:00-19:00", "cancellation": "free up to 24 hours before"},
}

RESTAURANTS = [
    {"id": "R-101", "name": "The Kitchin Close", "cuisine": "scottish", "price": "£££", "rating": 4.7, "walk_minutes": 12, "opens": "18:00", "closes": "22:30"},
    {"id": "R-102", "name": "Vittoria on the Mound", "cuisine": "italian", "price": "££", "rating": 4.3, "walk_minutes": 6, "opens": "12:00", "closes": "23:00"},
    {"id": "R-103", "name": "Saffron Wynd", "cuisine": "indian", "price": "££", "rating": 4.6, "walk_minutes": 8, "opens": "17:00", "closes": "23:00"},
    {"id": "R-104", "name": "Kaizen Row", "cuisine": "japanese", "price": "£££", "rating": 4.8, "walk_minutes": 15, "opens": "18:00", "closes": "22:00"},
    {"id": "R-105", "name": "Leith Catch", "cuisine": "seafood", "price": "££", "rating": 4.4, "walk_minutes": 25, "opens": "12:00", "closes": "22:00"},
    {"id": "R-106", "name": "Greenhouse Pantry", "cuisine": "vegetarian", "price": "£", "rating": 4.5, "walk_minutes": 4, "opens": "08:00", "closes": "16:00"},
    {"id": "R-107", "name": "Bramble & Oak", "cuisine": "scottish", "price": "££", "rating": 4.2, "walk_minutes": 5, "opens": "12:00", "closes": "22:00"},
    {"id": "R-108", "name": "Osteria Fiore", "cuisine": "italian", "price": "£££", "rating": 4.6, "walk_minutes": 14, "opens": "17:30", "closes": "22:30"},
    {"id": "R-109", "name": "Tokiwa", "cuisine": "japanese", "price": "££", "rating": 4.4, "walk_minutes": 9, "opens": "12:00", "closes": "21:30"},
]

SPA_TREATMENTS = {
    "swedish_massage": {"minutes": 60, "price_gbp": 85},
    "deep_tissue": {"minutes": 60, "price_gbp": 95},
    "facial": {"minutes": 50, "price_gbp": 70},
    "hot_stone": {"minutes": 75, "price_gbp": 110},
}

SPA_SLOTS = {
    "2027-05-14": {"swedish_massage": ["13:00", "17:30"], "deep_tissue": ["16:00"], "facial": ["12:00", "15:30"], "hot_stone": []},
    "2027-05-15": {"swedish_massage": ["10:00", "13:00", "15:00", "17:30"], "deep_tissue": ["12:00", "16:30"],
                   "facial": ["11:00", "14:30", "16:00"], "hot_stone": ["18:00"]},
    "2027-05-16": {"swedish_massage": ["11:00", "14:00"], "deep_tissue": ["10:00"], "facial": ["13:30"], "hot_stone": ["15:00"]},
}
SPA_DEFAULT = {"swedish_massage": ["11:00", "15:00"], "deep_tissue": ["14:00"], "facial": ["10:30", "16:00"], "hot_stone": ["17:00"]}

MENU = [
    {"item_id": "RS-12", "name": "Club sandwich with fries", "category": "all_day", "price_gbp": 16.50},
    {"item_id": "RS-14", "name": "Haggis bon bons with whisky mustard", "category": "all_day", "price_gbp": 9.00},
    {"item_id": "RS-15", "name": "Margherita flatbread", "category": "all_day", "price_gbp": 14.00, "dietary": ["vegetarian"]},
    {"item_id": "RS-16", "name": "Caesar salad", "category": "all_day", "price_gbp": 12.50},
    {"item_id": "RS-21", "name": "Full Scottish breakfast", "category": "breakfast", "price_gbp": 19.00, "available": "07:00-11:00"},
    {"item_id": "RS-22", "name": "Porridge with berries and honey", "category": "breakfast", "price_gbp": 8.50, "available": "07:00-11:00"},
    {"item_id": "RS-31", "name": "Pot of Earl Grey tea", "category": "drinks", "price_gbp": 5.00},
    {"item_id": "RS-32", "name": "Pot of English breakfast tea", "category": "drinks", "price_gbp": 5.00},
    {"item_id": "RS-33", "name": "Americano", "category": "drinks", "price_gbp": 4.50},
    {"item_id": "RS-41", "name": "Bottle of house red (Rioja)", "category": "drinks", "price_gbp": 32.00},
    {"item_id": "RS-51", "name": "Cheese toastie", "category": "late_night", "price_gbp": 9.50, "available": "22:00-06:00"},
]
MENU_NOTES = {
    "delivery": "Delivered to the room in about 30 minutes. No delivery charge.",
    "late_night_tray_charge_gbp": 5.00,
    "late_night_tray_charge_applies": "to orders delivered between 23:00 and 06:00",
}

HOUSEKEEPING_ETA = {"extra_towels": 20, "extra_pillows": 20, "toiletries": 20, "baby_cot": 45, "full_clean": None, "turndown": None}


def _get_my_stay() -> dict:
    return _copy(STAY)


def _hotel_info(topic: str, **_: Any) -> dict:
    if topic not in HOTEL_INFO:
        return {"error": f"no information on that topic; known topics: {sorted(HOTEL_INFO)}"}
    return {"topic": topic, **_copy(HOTEL_INFO[topic])}


def _search_restaurants(cuisine: str | None = None, max_walk_minutes: int | None = None, min_rating: float | None = None,
                        price_levels: list | None = None, open_at: str | None = None, **_: Any) -> dict:
    clock = _clock(open_at) if open_at else None
    found = []
    for r in RESTAURANTS:
        if cuisine and cuisine != "any" and r["cuisine"] != cuisine:
            continue
        if max_walk_minutes is not None and r["walk_minutes"] > max_walk_minutes:
            continue
        if min_rating is not None and r["rating"] < min_rating:
            continue
        if price_levels and r["price"] not in price_levels:
            continue
        if clock and not (_minutes(r["opens"]) <= _minutes(clock) < _minutes(r["closes"])):
            continue
        found.append(_copy(r))
    found.sort(key=lambda r: -r["rating"])
    return {"count": len(found), "restaurants": found}


def _book_restaurant(restaurant_id: str, date: str, time: str, party_size: int, notes: str | None = None) -> dict:
    place = next((r for r in RESTAURANTS if r["id"].casefold() == str(restaurant_id).strip().casefold()), None)
    if place is None:
        return {"error": "unknown restaurant id; use search_restaurants to find one"}
    day, clock = _day(date), _clock(time)
    if day is None or clock is None:
        return {"error": "date must be YYYY-MM-DD and time HH:MM"}
    if day < HOTEL_TODAY or (day == HOTEL_TODAY and _minutes(clock) <= _minutes(HOTEL_NOW)):
        return {"error": "that time is in the past"}
    if not (_minutes(place["opens"]) <= _minutes(clock) <= _minutes(place["closes"]) - 60):
        return {"error": f"{place['name']} takes bookings between {place['opens']} and {_hhmm(_minutes(place['closes']) - 60)}"}
    if not 1 <= int(party_size) <= 10:
        return {"error": "party size must be 1-10; call the concierge desk for larger groups"}
    return {"confirmation": _ref("BR", place["id"], day.isoformat(), clock, int(party_size)), "restaurant": place["name"],
            "date": day.isoformat(), "time": clock, "party_size": int(party_size), "notes": notes,
            "policy": "Table held for 15 minutes; free cancellation until 2 hours before."}


def _spa_slots(day: str) -> dict:
    return SPA_SLOTS.get(day, SPA_DEFAULT)


def _spa_availability(date: str, treatment: str | None = None, **_: Any) -> dict:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < HOTEL_TODAY:
        return {"error": "that date is in the past"}
    slots = _spa_slots(day.isoformat())
    if day == HOTEL_TODAY:
        slots = {t: [s for s in times if _minutes(s) > _minutes(HOTEL_NOW)] for t, times in slots.items()}
    chosen = [treatment] if treatment else list(SPA_TREATMENTS)
    if any(t not in SPA_TREATMENTS for t in chosen):
        return {"error": f"unknown treatment; choose from {list(SPA_TREATMENTS)}"}
    return {"date": day.isoformat(), "availability": [{"treatment": t, **SPA_TREATMENTS[t], "free_start_times": slots[t]} for t in chosen]}


def _book_spa(treatment: str, date: str, time: str, guest_name: str | None = None, **_: Any) -> dict:
    if treatment not in SPA_TREATMENTS:
        return {"error": f"unknown treatment; choose from {list(SPA_TREATMENTS)}"}
    day, clock = _day(date), _clock(time)
    if day is None or clock is None:
        return {"error": "date must be YYYY-MM-DD and time HH:MM"}
    if day < HOTEL_TODAY:
        return {"error": "that date is in the past"}
    free = _spa_slots(day.isoformat())[treatment]
    if clock not in free:
        return {"error": f"no {treatment} slot at {clock} on {day.isoformat()}", "free_start_times": free}
    return {"booking_ref": _ref("SPA", treatment, day.isoformat(), clock), "treatment": treatment, "date": day.isoformat(),
            "time": clock, "minutes": SPA_TREATMENTS[treatment]["minutes"], "price_gbp": SPA_TREATMENTS[treatment]["price_gbp"],
            "for": guest_name or STAY["guest"], "charged_to": "room 412", "arrive": "10 minutes early at the Level 1 spa desk"}


def _room_service_menu(category: str | None = None, **_: Any) -> dict:
    dishes = [_copy(d) for d in MENU if category in (None, "all", d["category"])]
    return {"items": dishes, **_copy(MENU_NOTES)}


def _order_room_service(items: list, deliver_at: str | None) -> dict:
    lines, total = [], 0.0
    for line in items:
        dish = next((d for d in MENU if d["item_id"].casefold() == str(line.get("item_id", "")).strip().casefold()), None)
        if dish is None:
            return {"error": "unknown item_id; see room_service_menu"}
        quantity = int(line.get("quantity") or 1)
        lines.append({"item": dish["name"], "quantity": quantity, "line_total_gbp": round(dish["price_gbp"] * quantity, 2),
                      "notes": line.get("notes")})
        total += dish["price_gbp"] * quantity
    if not lines:
        return {"error": "the order is empty"}
    when = _clock(deliver_at) if deliver_at else None
    if deliver_at and when is None:
        return {"error": "deliver_at must be HH:MM or null"}
    arrival = when or _hhmm(_minutes(HOTEL_NOW) + 30)
    surcharge = 5.0 if (_minutes(arrival) >= 23 * 60 or _minutes(arrival) < 6 * 60) else 0.0
    ref = _ref("RSO", *(f"{x['item']}x{x['quantity']}" for x in lines), arrival)
    return {"order_id": ref, "lines": lines, "late_night_tray_charge_gbp": surcharge, "total_gbp": round(total + surcharge, 2),
            "delivery": f"around {arrival}" if when else f"as soon as possible, about 30 minutes (around {arrival})",
            "charged_to": "room 412"}


def _request_housekeeping(service: str, quantity: int | None = None, preferred_time: str | None = None, **_: Any) -> dict:
    if service not in HOUSEKEEPING_ETA:
        return {"error": f"unknown service; choose from {list(HOUSEKEEPING_ETA)}"}
    eta = HOUSEKEEPING_ETA[service]
    out = {"request_id": _ref("HK", service, quantity or 1, preferred_time or ""), "service": service, "room": "412",
           "quantity": quantity or 1}
    if preferred_time:
        out["scheduled_for"] = _clock(preferred_time) or preferred_time
    elif eta is not None:
        out["eta_minutes"] = eta
    else:
        out["scheduled_for"] = "between 11:00 and 15:00 today" if service == "full_clean" else "between 18:00 and 21:00 tonight"
    return out


def _request_late_checkout(checkout_time: str) -> dict:
    clock = _clock(checkout_time)
    if clock is None:
        return {"error": "checkout_time must be HH:MM"}
    if _minutes(clock) <= _minutes("11:00"):
        return {"status": "no change needed", "checkout": "Sunday 16 May 2027, 11:00 (standard)"}
    if _minutes(clock) > _minutes("16:00"):
        return {"error": "late check-out is available until 16:00 at the latest"}
    fee = 0 if _minutes(clock) <= _minutes("14:00") else 40
    return {"status": "approved", "new_checkout": f"Sunday 16 May 2027, {clock}", "fee_gbp": fee,
            "note": "Gold benefit: no charge" if fee == 0 else "£40 added to the room bill"}


def _book_taxi(pickup_at: str, destination: str, passengers: int = 1, large_luggage: bool = False, **_: Any) -> dict:
    day, clock = _day(pickup_at), _clock(pickup_at)
    if day is None or clock is None:
        return {"error": "pickup_at must be a date-time such as 2027-05-16T16:00"}
    if day < HOTEL_TODAY or (day == HOTEL_TODAY and _minutes(clock) <= _minutes(HOTEL_NOW)):
        return {"error": "pick-up time is in the past"}
    if not 1 <= int(passengers) <= 8:
        return {"error": "passengers must be 1-8"}
    place = str(destination).casefold()
    fare = 32 if "airport" in place else 9 if ("waverley" in place or "station" in place) else 15
    car = "8-seat minibus" if int(passengers) > 4 else "estate car" if large_luggage else "saloon"
    return {"taxi_ref": _ref("TX", day.isoformat(), clock, place), "pickup": f"{day.isoformat()} {clock}, hotel main entrance on Queen Street",
            "destination": destination, "passengers": int(passengers), "vehicle": car, "fare_estimate_gbp": fare,
            "payment": "fare added to the room bill"}


HOTEL = Domain(
    name="hotel_concierge",
    instructions=HOTEL_INSTRUCTIONS,
    tools=[
        ToolDef("get_my_stay", "The signed-in guest's reservation: room, dates, check-out time, loyalty benefits, bill so far.",
                {"type": "object", "properties": {}, "required": [], "additionalProperties": False}, _get_my_stay, strict=True),
        ToolDef("hotel_info", "Facts about a hotel facility (hours, location, prices, passwords).",
                {"type": "object", "properties": {"topic": {"type": "string", "enum": sorted(HOTEL_INFO)}}, "required": ["topic"]},
                _hotel_info),
        ToolDef("search_restaurants", "Restaurants near the hotel, best rated first. All filters optional.",
                {"type": "object", "properties": {
                    "cuisine": {"type": "string", "enum": ["scottish", "italian", "indian", "japanese", "seafood", "vegetarian", "any"]},
                    "max_walk_minutes": {"type": "integer", "minimum": 1, "description": "Walking time from the hotel"},
                    "min_rating": {"type": "number", "minimum": 0, "maximum": 5},
                    "price_levels": {"type": "array", "items": {"type": "string", "enum": ["£", "££", "£££"]}},
                    "open_at": {"type": "string", "description": "HH:MM (24 h): only places open at that time"}},
                 "required": []},
                _search_restaurants),
        ToolDef("book_restaurant", "Book a table at a restaurant found with search_restaurants.",
                {"type": "object", "properties": {
                    "restaurant_id": {"type": "string", "description": "e.g. R-101"},
                    "date": {"type": "string", "description": "YYYY-MM-DD"},
                    "time": {"type": "string", "description": "HH:MM, 24 h"},
                    "party_size": {"type": "integer"},
                    "notes": {"type": ["string", "null"], "description": "Occasion, allergies, seating wishes; null if none"}},
                 "required": ["restaurant_id", "date", "time", "party_size", "notes"], "additionalProperties": False},
                _book_restaurant, act=True, strict=True),
        ToolDef("spa_availability", "Free start times at the hotel spa on a date, for one treatment or all.",
                {"type": "object", "properties": {
                    "date": {"type": "string", "format": "date"},
                    "treatment": {"type": "string", "enum": list(SPA_TREATMENTS)}},
                 "required": ["date"]},
                _spa_availability),
        ToolDef("book_spa", "Book a spa treatment; charged to the room.",
                {"type": "object", "properties": {
                    "treatment": {"type": "string", "enum": list(SPA_TREATMENTS)},
                    "date": {"type": "string", "format": "date"},
                    "time": {"type": "string", "description": "Start time HH:MM"},
                    "guest_name": {"anyOf": [{"type": "string"}, {"type": "null"}],
                                   "description": "Who receives the treatment, if not the signed-in guest"}},
                 "required": ["treatment", "date", "time"]},
                _book_spa, act=True),
        ToolDef("room_service_menu", "The in-room dining menu with item ids, prices and charges.",
                {"type": "object", "properties": {"category": {"type": "string", "enum": ["all", "breakfast", "all_day", "drinks", "late_night"]}}},
                _room_service_menu),
        ToolDef("order_room_service", "Place a room service order for the guest's room.",
                {"type": "object",
                 "$defs": {"line": {"type": "object", "properties": {
                     "item_id": {"type": "string", "description": "From room_service_menu, e.g. RS-12"},
                     "quantity": {"type": "integer"},
                     "notes": {"type": ["string", "null"], "description": "e.g. 'no onions'; null if none"}},
                     "required": ["item_id", "quantity", "notes"], "additionalProperties": False}},
                 "properties": {
                     "items": {"type": "array", "items": {"$ref": "#/$defs/line"}},
                     "deliver_at": {"anyOf": [{"type": "string", "description": "HH:MM today"}, {"type": "null"}],
                                    "description": "null for as soon as possible"}},
                 "required": ["items", "deliver_at"], "additionalProperties": False},
                _order_room_service, act=True, strict=True),
        ToolDef("request_housekeeping", "Ask housekeeping for something for the guest's room.",
                {"type": "object", "properties": {
                    "service": {"type": "string", "enum": list(HOUSEKEEPING_ETA)},
                    "quantity": {"type": "integer", "minimum": 1},
                    "preferred_time": {"type": "string", "description": "HH:MM, if the guest wants it at a set time"}},
                 "required": ["service"]},
                _request_housekeeping, act=True),
        ToolDef("request_late_checkout", "Move the guest's check-out on the departure day to a later time.",
                {"type": "object", "properties": {"checkout_time": {"type": "string", "description": "HH:MM"}},
                 "required": ["checkout_time"], "additionalProperties": False},
                _request_late_checkout, act=True, strict=True),
        ToolDef("book_taxi", "Order a taxi from the hotel's main entrance.",
                {"type": "object", "properties": {
                    "pickup_at": {"type": "string", "format": "date-time"},
                    "destination": {"type": "string"},
                    "passengers": {"type": "integer", "minimum": 1, "maximum": 8},
                    "large_luggage": {"type": "boolean", "description": "Suitcases that need an estate car"}},
                 "required": ["pickup_at", "destination"]},
                _book_taxi, act=True),
    ],
)

SPA_SWEDISH_REF = _book_spa("swedish_massage", "2027-05-15", "15:00")["booking_ref"]
SPA_FACIAL_REF = _book_spa("facial", "2027-05-15", "14:30")["booking_ref"]
TABLE_BRAMBLE_REF = _book_restaurant("R-107", "2027-05-14", "20:00", 2)["confirmation"]
TABLE_KAIZEN_REF = _book_restaurant("R-104", "2027-05-15", "19:30", 2)["confirmation"]
RESTAURANT_NAMES = [r["name"] for r in RESTAURANTS]

HOTEL_ACTS = ["book_restaurant", "book_spa", "order_room_service", "request_housekeeping", "request_late_checkout", "book_taxi"]


def _hotel_forbid(*keep: str) -> list[str]:
    return [t for t in HOTEL_ACTS if t not in keep]


HOTEL_CASES = [
    Case("j_hotel_spa_direct", "hotel_concierge", "direct", [
        Turn("book me a swedish massage tmrw at 3pm",
             calls=[ExpectCall("book_spa", {"treatment": "swedish_massage", "date": date("2027-05-15"), "time": time_of_day("15:00")})],
             allow=["spa_availability", "get_my_stay"], forbid=_hotel_forbid("book_spa"),
             answer_has=[said(SPA_SWEDISH_REF)]),
    ], features=("enum", "date", "nullable_anyof", "8_tools")),
    Case("j_hotel_towels_polite", "hotel_concierge", "polite", [
        Turn("hiya, could you please ask housekeeping to bring up 2 extra towels when they get a chance? thank you!",
             calls=[ExpectCall("request_housekeeping", {"service": "extra_towels", "quantity": 2})],
             forbid=_hotel_forbid("request_housekeeping"), answer_has=[said_number(20)]),
    ], features=("enum", "8_tools")),
    Case("j_hotel_breakfast_indirect", "hotel_concierge", "indirect", [
        Turn("ugh just woke up and i'm starving. guessing i've missed breakfast by now?",
             calls=[ExpectCall("hotel_info", {"topic": "breakfast"})],
             allow=["get_my_stay", "room_service_menu"], forbid=HOTEL_ACTS,
             answer_has=[said("10:30", "10.30")]),
    ], features=("enum", "8_tools")),
    Case("j_hotel_anniversary_indirect", "hotel_concierge", "indirect", [
        Turn("its our anniversary tonight and we still havent sorted dinner... somewhere nice we can walk to, not mental money",
             calls=[ExpectCall("search_restaurants")],
             allow=["get_my_stay"], forbid=HOTEL_ACTS,
             answer_has=[said(*RESTAURANT_NAMES)]),
    ], features=("array", "number", "8_tools")),
    Case("j_hotel_pillows_and_table_multi", "hotel_concierge", "multi_intent", [
        Turn("can u send up a couple more pillows and also book a table for 2 at bramble & oak tonight, 8pm",
             calls=[ExpectCall("request_housekeeping", {"service": "extra_pillows"}),
                    ExpectCall("book_restaurant", {"restaurant_id": "R-107", "date": date("2027-05-14"), "time": time_of_day("20:00"),
                                                   "party_size": 2})],
             allow=["search_restaurants", "get_my_stay"], forbid=_hotel_forbid("request_housekeeping", "book_restaurant"),
             answer_has=[said(TABLE_BRAMBLE_REF)]),
    ], features=("enum", "date", "nullable_type_list", "8_tools")),
    Case("j_hotel_late_fee_hypothetical", "hotel_concierge", "no_tool", [
        Turn("hypothetically if i ordered room service after midnight is there an extra charge? not ordering anything rn, just curious",
             calls=[ExpectCall("room_service_menu")],
             allow=["hotel_info", "get_my_stay"], forbid=HOTEL_ACTS,
             answer_has=[said_number(5)]),
    ], features=("hypothetical", "8_tools")),
    Case("j_hotel_taxi_no_time", "hotel_concierge", "underspecified", [
        Turn("book us a taxi to the airport on sunday",
             allow=["get_my_stay"], forbid=HOTEL_ACTS, clarify=True),
    ], features=("date", "8_tools")),
    Case("j_hotel_table_no_details", "hotel_concierge", "underspecified", [
        Turn("can you get us a table at osteria fiore?",
             allow=["search_restaurants", "get_my_stay"], forbid=HOTEL_ACTS, clarify=True),
    ], features=("8_tools",)),
    Case("j_hotel_best_japanese_chained", "hotel_concierge", "chained", [
        Turn("find the best rated japanese place within 20 mins walk and book it for 2 tomorrow at 7.30pm",
             calls=[ExpectCall("search_restaurants", {"cuisine": "japanese"}),
                    ExpectCall("book_restaurant", {"restaurant_id": "R-104", "date": date("2027-05-15"), "time": time_of_day("19:30"),
                                                   "party_size": 2})],
             allow=["get_my_stay"], forbid=_hotel_forbid("book_restaurant"),
             answer_has=[said("Kaizen Row"), said(TABLE_KAIZEN_REF)]),
    ], features=("enum", "date", "8_tools")),
    Case("j_hotel_room_service_chained", "hotel_concierge", "chained", [
        Turn("order me the club sandwich and a pot of earl grey from room service, asap pls",
             calls=[ExpectCall("room_service_menu"),
                    ExpectCall("order_room_service", {"items": items(fields(item_id="RS-12", quantity=1), fields(item_id="RS-31", quantity=1)),
                                                      "deliver_at": is_null()})],
             allow=["get_my_stay"], forbid=_hotel_forbid("order_room_service"),
             answer_has=[said_number(21.5)]),
    ], features=("array", "nested", "ref", "nullable_anyof", "8_tools")),
    Case("j_hotel_checkout_then_taxi_turns", "hotel_concierge", "multi_turn", [
        Turn("what time's checkout on sunday again",
             calls=[ExpectCall("get_my_stay")], allow=["hotel_info"], forbid=HOTEL_ACTS,
             answer_has=[said("11:00", "11am", "11 am", "11.00", "11 o'clock")]),
        Turn("can i push it to 1?",
             calls=[ExpectCall("request_late_checkout", {"checkout_time": time_of_day("13:00")})],
             allow=["get_my_stay"], forbid=_hotel_forbid("request_late_checkout"),
             answer_has=[said("13:00", "1pm", "1 pm", "1:00", "1 p.m.", "13.00")]),
        Turn("and a cab at 4 to the airport then, just the 2 of us + 2 big suitcases",
             calls=[ExpectCall("book_taxi", {"pickup_at": at("2027-05-16", "16:00"), "destination": contains("airport"), "passengers": 2,
                                             "large_luggage": True})],
             allow=["get_my_stay"], forbid=_hotel_forbid("book_taxi"),
             answer_has=[said_number(32)]),
    ], features=("date", "boolean", "8_tools")),
    Case("j_hotel_facial_for_friend_turns", "hotel_concierge", "multi_turn", [
        Turn("any facial slots on saturday?",
             calls=[ExpectCall("spa_availability", {"date": date("2027-05-15"), "treatment": "facial"})],
             forbid=HOTEL_ACTS, answer_has=[said("14:30", "2:30", "2.30")]),
        Turn("the 2.30 one pls. it's for my friend meera tho, not me",
             calls=[ExpectCall("book_spa", {"treatment": "facial", "date": date("2027-05-15"), "time": time_of_day("14:30"),
                                            "guest_name": contains("meera")})],
             allow=["spa_availability"], forbid=_hotel_forbid("book_spa"),
             answer_has=[said(SPA_FACIAL_REF)]),
    ], features=("enum", "date", "nullable_anyof", "person", "8_tools")),
]

# ---------------------------------------------------------------------------------------------
# Domain 2: bakery custom-cake orders (3 tools)
# ---------------------------------------------------------------------------------------------

CAKE_INSTRUCTIONS = (
    "You are the ordering assistant for Crumb & Co., a bakery at 88 Leith Walk, Edinburgh that makes custom cakes for collection. "
    "Today is Tuesday 21 September 2027, 15:05. The signed-in customer is Tomás Oyelaran (account CR-2290, phone 07700 900461). "
    "Custom cakes need at least 3 full days' notice, so the earliest collection is Saturday 25 September 2027. "
    "The shop is open for collections Tuesday to Sunday, 09:00-17:00 (closed Mondays). "
    "Always get a quote with quote_cake before placing an order, and place an order only when the customer asks for it."
)

CAKE_SIZES = {"6in": {"serves": "8-10", "price_gbp": 32}, "8in": {"serves": "14-18", "price_gbp": 45},
              "10in": {"serves": "24-30", "price_gbp": 62}}
CAKE_FLAVOURS = {
    "vanilla_sponge": {"gluten_free": True, "vegan": True},
    "chocolate_fudge": {"gluten_free": True, "vegan": True},
    "lemon_drizzle": {"gluten_free": True, "vegan": False},
    "red_velvet": {"gluten_free": False, "vegan": False},
    "carrot": {"gluten_free": False, "vegan": True},
}
CAKE_EXTRA_TIER_GBP = 38
CAKE_DIETARY_GBP = {"gluten_free": 8, "vegan": 6}
CAKE_EXTRAS_GBP = {"fresh_flowers": 12, "photo_print": 9, "number_candles": 3}
CAKE_THEMES = ["pastel", "bright", "monochrome", "gold_and_white"]
CAKE_ALLERGENS = ("Every cake is made in one kitchen that also handles wheat, nuts, eggs, milk and soya. Gluten-free cakes are made "
                  "without gluten ingredients, but we cannot guarantee they are free from traces, so we do not recommend them for coeliacs.")
CAKE_EARLIEST = _dt.date(2027, 9, 25)


def _get_cake_options(section: str = "all", **_: Any) -> dict:
    every = {
        "sizes": _copy(CAKE_SIZES),
        "flavours": _copy(CAKE_FLAVOURS),
        "tiers": {"max": 3, "each_extra_tier_gbp": CAKE_EXTRA_TIER_GBP},
        "dietary": {"surcharge_gbp": _copy(CAKE_DIETARY_GBP), "note": "availability per flavour is listed under flavours"},
        "extras": {"piped_message": "free, up to 40 characters", **{k: f"£{v}" for k, v in CAKE_EXTRAS_GBP.items()},
                   "colour_themes": CAKE_THEMES},
        "allergens": CAKE_ALLERGENS,
    }
    if section == "all":
        return every
    if section not in every:
        return {"error": f"unknown section; choose from {sorted(every)}"}
    return {section: every[section]}


def _quote_cake(size: str, tiers: int, flavour: str, dietary: list, decoration: dict) -> dict:
    if size not in CAKE_SIZES:
        return {"error": f"unknown size; choose from {list(CAKE_SIZES)}"}
    if flavour not in CAKE_FLAVOURS:
        return {"error": f"unknown flavour; choose from {list(CAKE_FLAVOURS)}"}
    if not 1 <= int(tiers) <= 3:
        return {"error": "cakes have 1 to 3 tiers"}
    dietary = sorted(set(dietary or []))
    for need in dietary:
        if not CAKE_FLAVOURS[flavour].get(need):
            return {"error": f"{flavour.replace('_', ' ')} cannot be made {need.replace('_', '-')}"}
    decoration = decoration or {}
    extras = sorted(set(decoration.get("extras") or []))
    message = decoration.get("message")
    if message and len(message) > 40:
        return {"error": "piped messages are limited to 40 characters"}
    breakdown = [{"item": f"{size} {flavour.replace('_', ' ')}", "gbp": CAKE_SIZES[size]["price_gbp"]}]
    if int(tiers) > 1:
        breakdown.append({"item": f"{int(tiers) - 1} extra tier(s)", "gbp": CAKE_EXTRA_TIER_GBP * (int(tiers) - 1)})
    breakdown += [{"item": need.replace("_", "-"), "gbp": CAKE_DIETARY_GBP[need]} for need in dietary]
    breakdown += [{"item": extra.replace("_", " "), "gbp": CAKE_EXTRAS_GBP[extra]} for extra in extras]
    if message:
        breakdown.append({"item": f"piped message '{message}'", "gbp": 0})
    total = sum(line["gbp"] for line in breakdown)
    code = zlib.crc32(json.dumps([size, int(tiers), flavour, dietary, extras, decoration.get("colour_theme")]).encode()) % 9000 + 1000
    return {"quote_id": f"Q-{code}-{total * 100}", "price_gbp": total, "serves": CAKE_SIZES[size]["serves"] + (" plus the upper tiers" if int(tiers) > 1 else ""),
            "breakdown": breakdown, "valid_until": "2027-09-28", "deposit": "50% when the order is placed"}


def _place_cake_order(quote_id: str, collection_date: str, collection_time: str, name_on_order: str | None = None,
                      notes: str | None = None, **_: Any) -> dict:
    m = re.fullmatch(r"Q-(\d{4})-(\d+)", str(quote_id).strip())
    if not m:
        return {"error": "unknown quote id; get one with quote_cake first"}
    day, clock = _day(collection_date), _clock(collection_time)
    if day is None or clock is None:
        return {"error": "collection_date must be YYYY-MM-DD and collection_time HH:MM"}
    if day < CAKE_EARLIEST:
        return {"error": "custom cakes need 3 full days' notice: the earliest collection is Saturday 25 September 2027"}
    if day.weekday() == 0:
        return {"error": "the shop is closed on Mondays"}
    if not _minutes("09:00") <= _minutes(clock) <= _minutes("17:00"):
        return {"error": "collections are between 09:00 and 17:00"}
    total = int(m.group(2)) / 100
    return {"order_id": f"CK-{m.group(1)}{int(m.group(2)) % 97:02d}", "quote_id": quote_id,
            "collection": f"{day.strftime('%A')} {day.day} {day.strftime('%B %Y')}, {clock}, 88 Leith Walk",
            "name_on_order": name_on_order or "Tomás Oyelaran", "notes": notes, "total_gbp": total,
            "deposit_charged_gbp": round(total / 2, 2), "balance_on_collection_gbp": round(total - total / 2, 2)}


_DECORATION = {"type": "object", "properties": {
    "message": {"type": ["string", "null"], "description": "Text piped on the cake, or null"},
    "extras": {"type": "array", "items": {"type": "string", "enum": list(CAKE_EXTRAS_GBP)}},
    "colour_theme": {"anyOf": [{"type": "string", "enum": CAKE_THEMES}, {"type": "null"}]}},
    "required": ["message", "extras", "colour_theme"], "additionalProperties": False}

CAKES = Domain(
    name="cake_orders",
    instructions=CAKE_INSTRUCTIONS,
    tools=[
        ToolDef("get_cake_options", "Sizes (with servings), flavours, dietary options, extras, prices and allergen information.",
                {"type": "object", "properties": {"section": {"type": "string",
                                                              "enum": ["all", "sizes", "flavours", "tiers", "dietary", "extras", "allergens"]}}},
                _get_cake_options),
        ToolDef("quote_cake", "Price a custom cake. Returns a quote_id to order with.",
                {"type": "object", "properties": {
                    "size": {"type": "string", "enum": list(CAKE_SIZES)},
                    "tiers": {"type": "integer", "description": "1 to 3"},
                    "flavour": {"type": "string", "enum": list(CAKE_FLAVOURS)},
                    "dietary": {"type": "array", "items": {"type": "string", "enum": list(CAKE_DIETARY_GBP)}},
                    "decoration": _DECORATION},
                 "required": ["size", "tiers", "flavour", "dietary", "decoration"], "additionalProperties": False},
                _quote_cake, strict=True),
        ToolDef("place_cake_order", "Order a quoted cake for collection; charges a 50% deposit to the card on file.",
                {"type": "object", "properties": {
                    "quote_id": {"type": "string"},
                    "collection_date": {"type": "string", "format": "date"},
                    "collection_time": {"type": "string", "description": "HH:MM"},
                    "name_on_order": {"type": "string"},
                    "notes": {"type": "string"}},
                 "required": ["quote_id", "collection_date", "collection_time"]},
                _place_cake_order, act=True),
    ],
)

_NO_DECOR = {"message": None, "extras": [], "colour_theme": None}
QUOTE_LEMON = _quote_cake("10in", 2, "lemon_drizzle", ["gluten_free"], {"message": "Happy 40th Ama", "extras": [], "colour_theme": None})
QUOTE_CARROT_FLOWERS = _quote_cake("8in", 1, "carrot", [], {**_NO_DECOR, "extras": ["fresh_flowers"]})
QUOTE_CARROT_VEGAN = _quote_cake("8in", 1, "carrot", ["vegan"], _NO_DECOR)
ORDER_LEMON = _place_cake_order(QUOTE_LEMON["quote_id"], "2027-09-25", "11:00")
ORDER_CARROT = _place_cake_order(QUOTE_CARROT_VEGAN["quote_id"], "2027-09-25", "10:00")

CAKE_CASES = [
    Case("j_cake_quote_direct", "cake_orders", "direct", [
        Turn("how much for an 8 inch chocolate fudge cake, one tier, nothing fancy",
             calls=[ExpectCall("quote_cake", {"size": "8in", "tiers": 1, "flavour": "chocolate_fudge", "dietary": items()})],
             allow=["get_cake_options"], forbid=["place_cake_order"], answer_has=[said_number(45)]),
    ], features=("enum", "nested", "array")),
    Case("j_cake_sizes_polite", "cake_orders", "polite", [
        Turn("hi! would you be able to tell me what sizes you do and roughly how many people each one feeds? thank you",
             calls=[ExpectCall("get_cake_options")], forbid=["place_cake_order"],
             answer_has=[said_number(14), said_number(24)]),
    ], features=("enum",)),
    Case("j_cake_coeliac_indirect", "cake_orders", "indirect", [
        Turn("my daughter's coeliac, which of your cakes can she actually eat?",
             calls=[ExpectCall("get_cake_options")], forbid=["place_cake_order"],
             answer_has=[said("vanilla", "chocolate", "lemon"),
                         said("trace", "cross-contam", "cross contam", "guarantee", "same kitchen", "shared kitchen", "one kitchen")]),
    ], features=("enum",)),
    Case("j_cake_quote_and_date_multi", "cake_orders", "multi_intent", [
        Turn("quote me a 6in red velvet pls, and is sat 25th ok for pickup or is that too soon?",
             calls=[ExpectCall("quote_cake", {"size": "6in", "flavour": "red_velvet"})],
             allow=["get_cake_options"], forbid=["place_cake_order"],
             answer_has=[said_number(32), said("saturday", "25th", "25 sep", "the 25", "sat")]),
    ], features=("enum", "nested", "date")),
    Case("j_cake_buttercream_advice", "cake_orders", "no_tool", [
        Turn("how do i stop buttercream from melting if the party's outside in the sun?",
             forbid=["place_cake_order", "quote_cake"],
             answer_has=[said("shade", "cool", "fridge", "chill", "refrigerat", "ganache", "fondant")]),
    ], features=("advice",)),
    Case("j_cake_order_nothing_chosen", "cake_orders", "underspecified", [
        Turn("i want to order a cake for collection saturday",
             allow=["get_cake_options"], forbid=["place_cake_order", "quote_cake"], clarify=True),
    ], features=("date",)),
    Case("j_cake_quote_then_order_chained", "cake_orders", "chained", [
        Turn("get me a quote for a 10in lemon drizzle, 2 tiers, gluten free, with 'Happy 40th Ama' piped on it. if it's under £120 "
             "go ahead and order it for collection sat 25th at 11am",
             calls=[ExpectCall("quote_cake", {"size": "10in", "tiers": 2, "flavour": "lemon_drizzle", "dietary": items("gluten_free"),
                                              "decoration": fields(message=contains("Happy 40th"))}),
                    ExpectCall("place_cake_order", {"quote_id": QUOTE_LEMON["quote_id"], "collection_date": date("2027-09-25"),
                                                    "collection_time": time_of_day("11:00")})],
             allow=["get_cake_options"],
             answer_has=[said_number(108), said(ORDER_LEMON["order_id"])]),
    ], features=("enum", "nested", "array", "nullable_type_list", "nullable_anyof", "date")),
    Case("j_cake_requote_then_order_turns", "cake_orders", "multi_turn", [
        Turn("quote for an 8in carrot cake with fresh flowers pls",
             calls=[ExpectCall("quote_cake", {"size": "8in", "flavour": "carrot", "decoration": fields(extras=items("fresh_flowers"))})],
             allow=["get_cake_options"], forbid=["place_cake_order"], answer_has=[said_number(57)]),
        Turn("ok and without the flowers but vegan?",
             calls=[ExpectCall("quote_cake", {"size": "8in", "flavour": "carrot", "dietary": items("vegan"), "decoration": fields(extras=items())})],
             allow=["get_cake_options"], forbid=["place_cake_order"], answer_has=[said_number(51)]),
        Turn("go with that one. pick up fri 24th at 10am",
             allow=["place_cake_order", "get_cake_options"],
             answer_has=[said("25", "saturday", "3 full days", "three full days", "3 days", "three days")]),
        Turn("ugh fine, sat at 10 then",
             calls=[ExpectCall("place_cake_order", {"quote_id": QUOTE_CARROT_VEGAN["quote_id"], "collection_date": date("2027-09-25"),
                                                    "collection_time": time_of_day("10:00")})],
             answer_has=[said(ORDER_CARROT["order_id"])]),
    ], features=("enum", "nested", "array", "date", "error_output")),
]

# ---------------------------------------------------------------------------------------------
# Domain 3: council resident parking permits (5 tools)
# ---------------------------------------------------------------------------------------------

PARKING_INSTRUCTIONS = (
    "You are the online assistant for Brackley Borough Council's resident parking service. "
    "Today is Monday 18 January 2027, 09:40. The signed-in resident is Dana Whitfield, 27 Orchard Row, Brackley BR4 7JQ (parking zone C). "
    "Payments go on the card on file ending 4417. Only renew, buy or change something when the resident asks you to. "
    "Policy: a surrendered resident permit is refunded for each unused full month, minus a £10 admin fee; "
    "a temporary vehicle (hire or courtesy car) can be put on a permit free for up to 14 days; a permanent vehicle change costs £10."
)

PERMITS = [{
    "permit_id": "RP-55021", "type": "resident", "zone": "C",
    "vehicle": {"registration": "LK19 XRT", "make": "Skoda Octavia", "colour": "blue"},
    "valid_from": "2026-02-04", "expires": "2027-02-03", "status": "active",
}]
VOUCHERS = {"visitor_vouchers_left": 6, "voucher_covers": "one vehicle for one day in zone C", "voucher_price_gbp": 2.50,
            "voucher_max_balance": 60}
ZONES = {
    "A": {"controlled_hours": "Mon-Sat 08:00-20:00", "streets": ["High Street", "Market Place", "BR4 1AA"]},
    "B": {"controlled_hours": "Mon-Fri 08:30-18:30", "streets": ["Mill Lane", "Station Road", "BR4 3LD"]},
    "C": {"controlled_hours": "Mon-Sat 08:30-18:30", "streets": ["Orchard Row", "Pear Tree Walk", "BR4 7JQ"]},
    "D": {"controlled_hours": "Mon-Sun 09:00-17:00", "streets": ["Riverside", "Wharf Street", "BR4 9RW"]},
}
PERMIT_PRICES_GBP = {3: 30, 6: 54, 12: 96}


def _list_my_permits(**_: Any) -> dict:
    return {"permits": _copy(PERMITS), **_copy(VOUCHERS)}


def _zone_lookup(query: str) -> dict:
    text = re.sub(r"\s+", " ", str(query)).strip().casefold()
    letter = re.fullmatch(r"(?:zone )?([a-d])", text)
    found = letter.group(1).upper() if letter else None
    if found is None:
        for zone, info in ZONES.items():
            if any(street.casefold() in text for street in info["streets"]):
                found = zone
                break
    if found is None:
        if "fenwick" in text or "br1" in text:
            return {"query": query, "zone": None, "note": "not in a controlled parking zone: no permit needed"}
        return {"error": "no address or zone matched; try a street name, a postcode or a zone letter"}
    return {"query": query, "zone": found, "controlled_hours": ZONES[found]["controlled_hours"], "streets": ZONES[found]["streets"],
            "resident_permit_prices_gbp": {f"{k}_months": v for k, v in PERMIT_PRICES_GBP.items()}, "visitor_voucher_gbp": 2.50}


def _renew_permit(permit_id: str, duration_months: int) -> dict:
    permit = next((p for p in PERMITS if p["permit_id"].casefold() == str(permit_id).strip().casefold()), None)
    if permit is None:
        return {"error": "no permit with that id on this account"}
    if duration_months not in PERMIT_PRICES_GBP:
        return {"error": "permits run for 3, 6 or 12 months"}
    new_expiry = _add_months(_dt.date.fromisoformat(permit["expires"]), duration_months)
    return {"permit_id": permit["permit_id"], "renewed_for_months": duration_months, "new_expiry": new_expiry.isoformat(),
            "charged_gbp": PERMIT_PRICES_GBP[duration_months], "card": "ending 4417", "reference": _ref("REN", permit_id, duration_months)}


def _buy_visitor_vouchers(quantity: int, zone: str = "C", **_: Any) -> dict:
    if str(zone).upper() != "C":
        return {"error": "visitor vouchers can only be bought for your own zone (C)"}
    if not 1 <= int(quantity) <= 50:
        return {"error": "buy between 1 and 50 vouchers at a time"}
    balance = VOUCHERS["visitor_vouchers_left"] + int(quantity)
    if balance > VOUCHERS["voucher_max_balance"]:
        return {"error": f"you can hold at most {VOUCHERS['voucher_max_balance']} vouchers"}
    return {"order_id": _ref("VV", quantity), "quantity": int(quantity), "total_gbp": round(int(quantity) * 2.5, 2), "card": "ending 4417",
            "vouchers_left_now": balance, "voucher_max_balance": VOUCHERS["voucher_max_balance"]}


def _change_permit_vehicle(permit_id: str, vehicle: dict, temporary: bool, until: str | None) -> dict:
    permit = next((p for p in PERMITS if p["permit_id"].casefold() == str(permit_id).strip().casefold()), None)
    if permit is None:
        return {"error": "no permit with that id on this account"}
    registration = re.sub(r"\s+", " ", str(vehicle.get("registration", ""))).strip().upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2} ?[A-Z]{3}", registration):
        return {"error": "registration should look like AB12 CDE"}
    if temporary:
        end = _day(until) if until else None
        if end is None:
            return {"error": "a temporary change needs an end date (until)"}
        if not _dt.date(2027, 1, 18) <= end <= _dt.date(2027, 2, 1):
            return {"error": "a temporary vehicle can be added for up to 14 days (until 2027-02-01 at the latest)"}
        return {"permit_id": permit["permit_id"], "temporary_vehicle": {**vehicle, "registration": registration}, "valid_until": end.isoformat(),
                "then_reverts_to": permit["vehicle"]["registration"], "fee_gbp": 0}
    return {"permit_id": permit["permit_id"], "vehicle_now": {**vehicle, "registration": registration}, "replaces": permit["vehicle"]["registration"],
            "fee_gbp": 10, "card": "ending 4417"}


PARKING = Domain(
    name="resident_parking",
    instructions=PARKING_INSTRUCTIONS,
    tools=[
        ToolDef("list_my_permits", "The resident's permits (id, vehicle, zone, expiry) and visitor voucher balance.",
                {"type": "object", "properties": {}}, _list_my_permits),
        ToolDef("zone_lookup", "Which parking zone a street, postcode or zone letter is in, its controlled hours and prices.",
                {"type": "object", "properties": {"query": {"type": "string", "description": "Street, postcode or zone letter"}},
                 "required": ["query"], "additionalProperties": False},
                _zone_lookup, strict=True),
        ToolDef("renew_permit", "Renew a resident permit from its current expiry date; pays with the card on file.",
                {"type": "object", "properties": {
                    "permit_id": {"type": "string"},
                    "duration_months": {"type": "integer", "enum": [3, 6, 12]}},
                 "required": ["permit_id", "duration_months"], "additionalProperties": False},
                _renew_permit, act=True, strict=True),
        ToolDef("buy_visitor_vouchers", "Buy one-day visitor vouchers (£2.50 each) for the resident's zone.",
                {"type": "object", "properties": {
                    "quantity": {"type": "integer", "minimum": 1, "maximum": 50},
                    "zone": {"type": "string", "enum": ["A", "B", "C", "D"], "description": "Defaults to the resident's zone"}},
                 "required": ["quantity"]},
                _buy_visitor_vouchers, act=True),
        ToolDef("change_permit_vehicle", "Put a different vehicle on a permit, permanently or temporarily.",
                {"type": "object",
                 "$defs": {"vehicle": {"type": "object", "properties": {
                     "registration": {"type": "string", "description": "UK registration, e.g. AB12 CDE"},
                     "make_model": {"type": ["string", "null"]},
                     "colour": {"type": ["string", "null"]}},
                     "required": ["registration", "make_model", "colour"], "additionalProperties": False}},
                 "properties": {
                     "permit_id": {"type": "string"},
                     "vehicle": {"$ref": "#/$defs/vehicle"},
                     "temporary": {"type": "boolean", "description": "true for a hire or courtesy car"},
                     "until": {"anyOf": [{"type": "string", "description": "YYYY-MM-DD, last day of a temporary change"}, {"type": "null"}]}},
                 "required": ["permit_id", "vehicle", "temporary", "until"], "additionalProperties": False},
                _change_permit_vehicle, act=True, strict=True),
    ],
)

PARKING_ACTS = ["renew_permit", "buy_visitor_vouchers", "change_permit_vehicle"]

PARKING_CASES = [
    Case("j_parking_renew_direct", "resident_parking", "direct", [
        Turn("renew my parking permit for another 12 months",
             calls=[ExpectCall("renew_permit", {"permit_id": "RP-55021", "duration_months": 12})],
             allow=["list_my_permits", "zone_lookup"], forbid=["buy_visitor_vouchers", "change_permit_vehicle"],
             answer_has=[said_number(96), said("2028")]),
    ], features=("enum", "integer_enum")),
    Case("j_parking_hire_car_polite", "resident_parking", "polite", [
        Turn("Hello, my car's in the garage this week so I've got a hire car, reg YB24 KMN, a white Vauxhall Corsa. Could you please "
             "put it on my permit temporarily until next Monday? Thanks",
             calls=[ExpectCall("change_permit_vehicle", {"permit_id": "RP-55021", "vehicle": fields(registration=one_of("YB24 KMN", "YB24KMN")),
                                                         "temporary": True, "until": date("2027-01-25")})],
             allow=["list_my_permits"], forbid=["renew_permit", "buy_visitor_vouchers"],
             answer_has=[said("25")]),
    ], features=("ref", "nested", "boolean", "nullable_anyof", "nullable_type_list", "date")),
    Case("j_parking_mum_visiting_indirect", "resident_parking", "indirect", [
        Turn("my mum's coming to stay thurs to sun, where's she meant to park her car?",
             allow=["list_my_permits", "zone_lookup"], forbid=PARKING_ACTS,
             answer_has=[said("voucher")]),
    ], features=("date",)),
    Case("j_parking_vouchers_and_hours_multi", "resident_parking", "multi_intent", [
        Turn("buy 10 visitor vouchers, and remind me what hours the restrictions are on in my zone",
             calls=[ExpectCall("buy_visitor_vouchers", {"quantity": 10}), ExpectCall("zone_lookup")],
             allow=["list_my_permits"], forbid=["renew_permit", "change_permit_vehicle"],
             answer_has=[said_number(25), said("08:30", "8:30", "8.30", "8:30am")]),
    ], features=("enum",)),
    Case("j_parking_cpz_red_route", "resident_parking", "no_tool", [
        Turn("quick q, whats the difference between a cpz and a red route?",
             forbid=PARKING_ACTS, answer_has=[said("controlled")]),
    ], features=("abbreviation",)),
    Case("j_parking_refund_hypothetical", "resident_parking", "no_tool", [
        Turn("hypothetically, if i renewed for a year and then sold the car in the summer would i get any of it back?",
             allow=["list_my_permits", "zone_lookup"], forbid=PARKING_ACTS,
             answer_has=[said_number(10), said("month")]),
    ], features=("hypothetical",)),
    Case("j_parking_new_car_no_reg", "resident_parking", "underspecified", [
        Turn("got a new car last week, can u move my permit over to it",
             allow=["list_my_permits"], forbid=PARKING_ACTS, clarify=True),
    ], features=("ref",)),
    Case("j_parking_lookup_then_renew_chained", "resident_parking", "chained", [
        Turn("whats my permit number and when does it run out? renew it for 6 months while ur at it",
             calls=[ExpectCall("list_my_permits"), ExpectCall("renew_permit", {"permit_id": "RP-55021", "duration_months": 6})],
             allow=["zone_lookup"], forbid=["buy_visitor_vouchers", "change_permit_vehicle"],
             answer_has=[said("RP-55021"), said_number(54)]),
    ], features=("integer_enum",)),
    Case("j_parking_voucher_balance_turns", "resident_parking", "multi_turn", [
        Turn("how many visitor vouchers have i got left?",
             calls=[ExpectCall("list_my_permits")], forbid=PARKING_ACTS, answer_has=[said_number(6)]),
        Turn("get me another 20 then",
             calls=[ExpectCall("buy_visitor_vouchers", {"quantity": 20})], allow=["list_my_permits"],
             forbid=["renew_permit", "change_permit_vehicle"], answer_has=[said_number(50)]),
        Turn("wait whats the most i'm allowed to hold at once",
             allow=["list_my_permits", "zone_lookup"], forbid=PARKING_ACTS, answer_has=[said_number(60)]),
    ], features=("integer",)),
]

# ---------------------------------------------------------------------------------------------
# Domain 4: hair salon (5 tools, camelCase names)
# ---------------------------------------------------------------------------------------------

SALON_INSTRUCTIONS = (
    "You are the booking assistant of Shear Joy, a hair salon at 3 Bridge Street, York. "
    "Today is Wednesday 9 June 2027, 13:15. The signed-in client is Lena Marsh (client C-7781); her usual stylist is Jo. "
    "The salon is open Tuesday to Saturday, 09:00-18:00, and closed Sunday and Monday. Stylists: Jo, Amir, Kasia. "
    "Cancelling less than 24 hours before an appointment costs 50% of the price. Book or cancel only when the client asks."
)

SALON_TODAY = _dt.date(2027, 6, 9)
SALON_NOW = "13:15"
SERVICES = {
    "cut_blowdry": {"name": "Cut & blow-dry", "price_gbp": 48, "minutes": 60},
    "fringe_trim": {"name": "Fringe trim", "price_gbp": 10, "minutes": 15},
    "full_colour": {"name": "Full colour (roots to ends)", "price_gbp": 85, "minutes": 120},
    "balayage": {"name": "Balayage", "price_gbp": 140, "minutes": 180},
    "beard_trim": {"name": "Beard trim", "price_gbp": 15, "minutes": 20},
    "kids_cut": {"name": "Kids' cut (under 12)", "price_gbp": 22, "minutes": 30},
}
STYLISTS = ["Jo", "Amir", "Kasia"]
SALON_FREE = {
    "Jo": {"2027-06-10": ["09:30", "11:00", "14:00", "16:30"], "2027-06-11": ["09:30", "12:00"], "2027-06-12": ["15:30"]},
    "Amir": {"2027-06-10": ["10:00", "15:00"], "2027-06-11": ["10:00", "12:30", "15:00"], "2027-06-12": ["11:30", "14:00"]},
    "Kasia": {"2027-06-10": ["09:00", "13:00", "17:00"], "2027-06-11": ["11:00", "16:00"], "2027-06-12": ["09:00", "10:30"]},
}
SALON_DEFAULT = {"Jo": ["10:00", "14:30"], "Amir": ["09:30", "13:00", "16:00"], "Kasia": ["11:00", "15:30"]}
MY_APPOINTMENTS = [{"appointment_id": "A-3390", "service": "cut_blowdry", "stylist": "Jo", "start": "2027-06-11T16:00", "price_gbp": 48}]


def _free_starts(stylist: str, day: _dt.date, service: str | None) -> list[str]:
    if day.weekday() in (6, 0):
        return []
    starts = SALON_FREE[stylist].get(day.isoformat(), SALON_DEFAULT[stylist])
    if day == SALON_TODAY:
        starts = [s for s in starts if _minutes(s) > _minutes(SALON_NOW)]
    if service:
        starts = [s for s in starts if _minutes(s) + SERVICES[service]["minutes"] <= 18 * 60]
    return list(starts)


def _list_services(**_: Any) -> dict:
    return {"services": [{"service": k, **v} for k, v in SERVICES.items()], "stylists": STYLISTS}


def _get_my_appointments(include_past: bool = False, **_: Any) -> dict:
    return {"client": "Lena Marsh", "upcoming": _copy(MY_APPOINTMENTS), "past": [] if not include_past else
            [{"appointment_id": "A-3121", "service": "full_colour", "stylist": "Jo", "start": "2027-04-24T10:00"}]}


def _find_slots(date: str, service: str | None = None, stylist: str | None = None, **_: Any) -> dict:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < SALON_TODAY:
        return {"error": "that date is in the past"}
    if service and service not in SERVICES:
        return {"error": f"unknown service; choose from {list(SERVICES)}"}
    if day.weekday() in (6, 0):
        return {"date": day.isoformat(), "open": False, "note": "The salon is closed on Sundays and Mondays."}
    who = STYLISTS if stylist in (None, "any") else [stylist]
    if any(s not in STYLISTS for s in who):
        return {"error": f"unknown stylist; choose from {STYLISTS}"}
    out = {"date": day.isoformat(), "weekday": day.strftime("%A"), "free_start_times": {s: _free_starts(s, day, service) for s in who}}
    if service:
        out["service_minutes"] = SERVICES[service]["minutes"]
    return out


def _book_appointment(service: str, stylist: str, start: str, notes: str | None) -> dict:
    if service not in SERVICES:
        return {"error": f"unknown service; choose from {list(SERVICES)}"}
    if stylist not in STYLISTS:
        return {"error": f"unknown stylist; choose from {STYLISTS}"}
    day, clock = _day(start), _clock(start)
    if day is None or clock is None:
        return {"error": "start must look like 2027-06-10T13:00"}
    if day < SALON_TODAY:
        return {"error": "that date is in the past"}
    free = _free_starts(stylist, day, service)
    if clock not in free:
        return {"error": f"{stylist} is not free for {service} at {clock} on {day.isoformat()}", "free_start_times": free}
    end = _hhmm(_minutes(clock) + SERVICES[service]["minutes"])
    return {"appointment_id": _ref("A", service, stylist, day.isoformat(), clock), "service": SERVICES[service]["name"], "stylist": stylist,
            "start": f"{day.isoformat()}T{clock}", "end": f"{day.isoformat()}T{end}", "price_gbp": SERVICES[service]["price_gbp"],
            "notes": notes}


def _cancel_appointment(appointment_id: str, reason: str | None) -> dict:
    found = next((a for a in MY_APPOINTMENTS if a["appointment_id"].casefold() == str(appointment_id).strip().casefold()), None)
    if found is None:
        return {"error": "no upcoming appointment with that id"}
    starts = _dt.datetime.fromisoformat(found["start"])
    now = _dt.datetime.combine(SALON_TODAY, _dt.time(13, 15))
    fee = 0 if starts - now >= _dt.timedelta(hours=24) else found["price_gbp"] / 2
    return {"appointment_id": found["appointment_id"], "cancelled": True, "was": f"{found['service']} with {found['stylist']} at {found['start']}",
            "cancellation_fee_gbp": fee, "note": "No charge: cancelled more than 24 hours ahead." if fee == 0 else "50% late-cancellation fee charged."}


SALON = Domain(
    name="hair_salon",
    instructions=SALON_INSTRUCTIONS,
    tools=[
        ToolDef("listServices", "Services with prices and durations, and the stylists.",
                {"type": "object", "properties": {}}, _list_services),
        ToolDef("getMyAppointments", "The signed-in client's upcoming (and optionally past) appointments.",
                {"type": "object", "properties": {"include_past": {"type": "boolean"}}}, _get_my_appointments),
        ToolDef("findSlots", "Free start times on a date, per stylist, optionally only those long enough for a service.",
                {"type": "object", "properties": {
                    "date": {"type": "string", "format": "date"},
                    "service": {"type": "string", "enum": list(SERVICES)},
                    "stylist": {"type": "string", "enum": [*STYLISTS, "any"]}},
                 "required": ["date"]},
                _find_slots),
        ToolDef("bookAppointment", "Book an appointment for the signed-in client (or someone they book for).",
                {"type": "object", "properties": {
                    "service": {"type": "string", "enum": list(SERVICES)},
                    "stylist": {"type": "string", "enum": STYLISTS},
                    "start": {"type": "string", "description": "Local start, YYYY-MM-DDTHH:MM"},
                    "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "e.g. who the appointment is for; null if none"}},
                 "required": ["service", "stylist", "start", "notes"], "additionalProperties": False},
                _book_appointment, act=True, strict=True),
        ToolDef("cancelAppointment", "Cancel one of the client's upcoming appointments.",
                {"type": "object", "properties": {
                    "appointment_id": {"type": "string"},
                    "reason": {"type": ["string", "null"]}},
                 "required": ["appointment_id", "reason"], "additionalProperties": False},
                _cancel_appointment, act=True, strict=True),
    ],
)

SALON_ACTS = ["bookAppointment", "cancelAppointment"]
SALON_READS = ["listServices", "getMyAppointments", "findSlots"]
REF_FRINGE = _book_appointment("fringe_trim", "Kasia", "2027-06-10T13:00", None)["appointment_id"]
REF_KIDS = _book_appointment("kids_cut", "Amir", "2027-06-12T11:30", None)["appointment_id"]

SALON_CASES = [
    Case("j_salon_fringe_direct", "hair_salon", "direct", [
        Turn("book a fringe trim w/ kasia tmrw at 1",
             calls=[ExpectCall("bookAppointment", {"service": "fringe_trim", "stylist": "Kasia", "start": at("2027-06-10", "13:00")})],
             allow=SALON_READS, forbid=["cancelAppointment"], answer_has=[said(REF_FRINGE)]),
    ], features=("enum", "date", "nullable_anyof", "person")),
    Case("j_salon_kids_price_direct", "hair_salon", "direct", [
        Turn("how much is a kids cut",
             calls=[ExpectCall("listServices")], forbid=SALON_ACTS, answer_has=[said_number(22)]),
    ]),
    Case("j_salon_amir_friday_polite", "hair_salon", "polite", [
        Turn("Hi, would it be possible to see what times Amir has free on Friday for a beard trim please?",
             calls=[ExpectCall("findSlots", {"date": date("2027-06-11"), "service": "beard_trim", "stylist": "Amir"})],
             allow=["listServices"], forbid=SALON_ACTS, answer_has=[said("12:30", "12.30")]),
    ], features=("enum", "date", "person")),
    Case("j_salon_roots_before_wedding_indirect", "hair_salon", "indirect", [
        Turn("my roots are a disaster and i've got a wedding saturday afternoon 😩 anything with jo before then for a colour?",
             calls=[ExpectCall("findSlots", {"service": "full_colour", "stylist": "Jo"})],
             allow=["listServices", "getMyAppointments"], forbid=SALON_ACTS,
             answer_has=[said("9:30", "9.30")]),
    ], features=("enum", "date", "person")),
    Case("j_salon_balayage_price_and_slot_multi", "hair_salon", "multi_intent", [
        Turn("how much is balayage, and has jo got anything thursday afternoon for one?",
             calls=[ExpectCall("listServices"), ExpectCall("findSlots", {"date": date("2027-06-10"), "service": "balayage", "stylist": "Jo"})],
             forbid=SALON_ACTS, answer_has=[said_number(140), said("14:00", "2pm", "2 pm", "2:00", "2.00", "2 p.m.")]),
    ], features=("enum", "date")),
    Case("j_salon_trim_frequency_advice", "hair_salon", "no_tool", [
        Turn("how often should i get a trim if im trying to grow my hair out? every 6 wks or is that too often",
             forbid=SALON_ACTS, answer_has=[said("week")]),
    ], features=("advice",)),
    Case("j_salon_colour_next_week_vague", "hair_salon", "underspecified", [
        Turn("can you book me in for a colour next week?",
             allow=SALON_READS, forbid=SALON_ACTS, clarify=True),
    ], features=("date",)),
    Case("j_salon_cancel_friday_chained", "hair_salon", "chained", [
        Turn("need to cancel my friday appt, something came up",
             calls=[ExpectCall("getMyAppointments"), ExpectCall("cancelAppointment", {"appointment_id": "A-3390"})],
             forbid=["bookAppointment"], answer_has=[said("cancel")]),
    ], features=("nullable_type_list",)),
    Case("j_salon_saturday_kids_cut_turns", "hair_salon", "multi_turn", [
        Turn("what's jo got on saturday",
             calls=[ExpectCall("findSlots", {"date": date("2027-06-12"), "stylist": "Jo"})],
             forbid=SALON_ACTS, answer_has=[said("15:30", "3:30", "3.30")]),
        Turn("hm. and amir?",
             calls=[ExpectCall("findSlots", {"date": date("2027-06-12"), "stylist": "Amir"})],
             forbid=SALON_ACTS, answer_has=[said("11:30", "11.30")]),
        Turn("ok book the 11.30 w him, it's a kids cut for my son theo",
             calls=[ExpectCall("bookAppointment", {"service": "kids_cut", "stylist": "Amir", "start": at("2027-06-12", "11:30")})],
             allow=["findSlots", "listServices"], forbid=["cancelAppointment"], answer_has=[said(REF_KIDS)]),
    ], features=("enum", "date", "person", "nullable_anyof")),
]

# ---------------------------------------------------------------------------------------------
# Domain 5: airport arrivals lookup (1 tool)
# ---------------------------------------------------------------------------------------------

AIRPORT_INSTRUCTIONS = (
    "You are the assistant in the Northgate Airport (NGA) app. Today is Saturday 6 November 2027, 17:30 local time. "
    "The signed-in user is Sam Okafor. Flights Sam is tracking: NG412 from Lisbon (his mum's flight, arriving today) and "
    "TK1983 from Istanbul (arriving Monday 8 November 2027). "
    "You can look up flight status only; you cannot book, change or rebook flights."
)

FLIGHTS = {
    ("NG412", "2027-11-06"): {"flight": "NG412", "airline": "Northgate Air", "from": "Lisbon (LIS)", "scheduled_arrival": "18:45",
                              "estimated_arrival": "19:20", "status": "delayed", "delay_minutes": 35, "terminal": "2", "gate": "B7",
                              "baggage_belt": None},
    ("TK1983", "2027-11-08"): {"flight": "TK1983", "airline": "Turkish Airlines", "from": "Istanbul (IST)", "scheduled_arrival": "14:10",
                               "estimated_arrival": "14:10", "status": "scheduled", "delay_minutes": 0, "terminal": "1", "gate": None,
                               "baggage_belt": None},
    ("BA1447", "2027-11-06"): {"flight": "BA1447", "airline": "British Airways", "from": "London Heathrow (LHR)", "scheduled_arrival": "17:05",
                               "actual_arrival": "16:52", "status": "landed", "delay_minutes": 0, "terminal": "1", "gate": "A3",
                               "baggage_belt": "3"},
    ("FR2210", "2027-11-06"): {"flight": "FR2210", "airline": "Ryanair", "from": "Dublin (DUB)", "scheduled_arrival": "18:10",
                               "status": "cancelled", "terminal": "2",
                               "note": "Cancelled by the airline. Rebooking and refunds are handled by Ryanair."},
}


def _flight_status(flight_number: str, date: str, **_: Any) -> dict:
    code = re.sub(r"[\s-]", "", str(flight_number)).upper()
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    found = FLIGHTS.get((code, day.isoformat()))
    if found is None:
        return {"error": "no arriving flight with that number on that date at Northgate"}
    return {**_copy(found), "date": day.isoformat()}


AIRPORT = Domain(
    name="airport_arrivals",
    instructions=AIRPORT_INSTRUCTIONS,
    tools=[
        ToolDef("flight-status", "Live status of a flight arriving at Northgate Airport: times, terminal, gate, baggage belt.",
                {"type": "object", "properties": {
                    "flight_number": {"type": "string", "description": "Airline code and number, e.g. BA1447"},
                    "date": {"type": "string", "format": "date", "description": "Arrival date"}},
                 "required": ["flight_number", "date"]},
                _flight_status),
    ],
)

NG412 = one_of("NG412", "NG 412")

AIRPORT_CASES = [
    Case("j_airport_mum_late_indirect", "airport_arrivals", "indirect", [
        Turn("is mum's plane gonna be late? trying to work out when to leave the house",
             calls=[ExpectCall("flight-status", {"flight_number": NG412, "date": date("2027-11-06")})],
             answer_has=[said("19:20", "7:20", "7.20")]),
    ], features=("date", "1_tool")),
    Case("j_airport_ba_direct", "airport_arrivals", "direct", [
        Turn("status of BA1447 today",
             calls=[ExpectCall("flight-status", {"flight_number": one_of("BA1447", "BA 1447"), "date": date("2027-11-06")})],
             answer_has=[said("landed"), said("16:52", "4:52", "4.52")]),
    ], features=("date", "1_tool")),
    Case("j_airport_board_terms", "airport_arrivals", "no_tool", [
        Turn("whats the difference between 'delayed' and 'diverted' on the arrivals board?",
             answer_has=[said("different airport", "another airport", "alternate airport", "alternative airport", "other airport")]),
    ], features=("1_tool",)),
    Case("j_airport_friend_no_number", "airport_arrivals", "underspecified", [
        Turn("can u check my friend's flight from paris tonight", clarify=True),
    ], features=("1_tool",)),
    Case("j_airport_both_tracked_multi", "airport_arrivals", "multi_intent", [
        Turn("check both the flights i'm tracking pls",
             calls=[ExpectCall("flight-status", {"flight_number": NG412, "date": date("2027-11-06")}),
                    ExpectCall("flight-status", {"flight_number": one_of("TK1983", "TK 1983"), "date": date("2027-11-08")})],
             answer_has=[said("19:20", "7:20", "7.20"), said("14:10", "2:10", "2.10")]),
    ], features=("date", "1_tool")),
    Case("j_airport_cancelled_rebook_turns", "airport_arrivals", "multi_turn", [
        Turn("FR2210 from dublin, has it landed yet?",
             calls=[ExpectCall("flight-status", {"flight_number": one_of("FR2210", "FR 2210"), "date": date("2027-11-06")})],
             answer_has=[said("cancel")]),
        Turn("ugh. can you get her on the next one?",
             answer_has=[said("ryanair", "airline")]),
    ], features=("date", "1_tool")),
    Case("j_airport_gate_polite", "airport_arrivals", "polite", [
        Turn("hi there! could you tell me which terminal and gate the lisbon flight is coming into? thank you",
             calls=[ExpectCall("flight-status", {"flight_number": NG412, "date": date("2027-11-06")})],
             answer_has=[said("B7"), said("terminal 2", "t2", "terminal two")]),
    ], features=("date", "1_tool")),
]

# ---------------------------------------------------------------------------------------------

DOMAINS: list[Domain] = [HOTEL, CAKES, PARKING, SALON, AIRPORT]
CASES: list[Case] = HOTEL_CASES + CAKE_CASES + PARKING_CASES + SALON_CASES + AIRPORT_CASES
