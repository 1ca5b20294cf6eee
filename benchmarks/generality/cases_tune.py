"""Tune cases of the generality benchmark: 16 domains a simulator author may study and tune on.

Each domain is a small app: tools as a real developer would declare them (mixed naming and schema
styles, strict and non-strict), deterministic fake functions with realistic data, and a system
prompt. Each case says what a competent model (gpt-4.1-mini class) does with a user message; see
`spec.py` for the rules. Dates are computed against the "Today is ..." line of each domain.
"""

from __future__ import annotations

import datetime as _dt
import re
import zlib
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    at,
    between,
    boolean,
    contains,
    date,
    fields,
    has_items,
    items,
    matches,
    null_or_absent,
    number,
    one_of,
    said,
    said_number,
    time_of_day,
)

# ---------------------------------------------------------------------------------------------
# Small helpers for predicates and fake services
# ---------------------------------------------------------------------------------------------




def dates(*isos: str) -> Pred:
    """A date (or date-time) on any of these days (for genuinely ambiguous phrases)."""
    preds = [date(iso) for iso in isos]
    return Pred(f"date in {isos}", lambda v: any(p.ok(v) for p in preds))


def date_between(low: str, high: str) -> Pred:
    """A date (or date-time) in [low, high]."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and lo <= _dt.date.fromisoformat(v.strip()[:10]) <= hi)


def at_between(iso: str, low: str, high: str) -> Pred:
    """A date-time on this date with a clock time in [low, high] (e.g. "evening")."""
    day = date(iso)

    def test(v: Any) -> bool:
        clock = _hhmm(v[10:] if len(v) > 10 else "")
        return day.ok(v) and clock is not None and low <= clock <= high

    return Pred(f"{iso} between {low} and {high}", test)


def _key(text: Any) -> str:
    """Lower-case words only: "Luigi's Trattoria" -> "luigis trattoria"."""
    text = re.sub(r"['’`]", "", str(text).casefold())
    return re.sub(r"[^\w]+", " ", text).strip()


def _lookup(query: Any, table: dict[str, dict], *, field_name: str = "name", aliases: dict[str, str] | None = None) -> dict | None:
    """Find a record by id (exact) or by name (either contains the other, case/punctuation-blind)."""
    if not isinstance(query, str) or not query.strip():
        return None
    if query.strip().upper() in table:
        return table[query.strip().upper()]
    wanted = _key(query)
    wanted = (aliases or {}).get(wanted, wanted)
    wanted = re.sub(r"^the ", "", wanted)
    for record in table.values():
        name = re.sub(r"^the ", "", _key(record[field_name]))
        if wanted and (wanted in name or name in wanted):
            return record
    return None


def _date(text: Any) -> _dt.date:
    """Parse an ISO date (a date-time's date part also works); ValueError otherwise."""
    if not isinstance(text, str):
        raise ValueError(f"expected a date string YYYY-MM-DD, got {text!r}")
    return _dt.date.fromisoformat(text.strip()[:10])


def _hhmm(text: Any) -> str | None:
    """"19:00", "7pm", "7:30 PM", "2026-12-04T19:00:00" -> "HH:MM"; None when there is no time."""
    if not isinstance(text, str):
        return None
    match = re.search(r"(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?|(\d{1,2})\s*([ap]\.?m\.?)", text, re.I)
    if not match:
        return None
    hour = int(match.group(1) or match.group(4))
    minute = int(match.group(2) or 0)
    ampm = (match.group(3) or match.group(5) or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


def _bad_date(*values: Any) -> dict | None:
    """An error dict when any value is not an ISO date, else None."""
    for value in values:
        try:
            _date(value)
        except (ValueError, TypeError):
            return {"error": f"invalid date {value!r}: use YYYY-MM-DD"}
    return None


def _acts(tools: list[ToolDef]) -> list[str]:
    """Names of the act tools (for `forbid` in no-tool and clarifying cases)."""
    return [t.name for t in tools if t.act]


def _stable(text: str, modulo: int) -> int:
    """A deterministic small number from a text (for prices and ids of generated offers)."""
    return zlib.crc32(text.encode()) % modulo


# =============================================================================================
# 1. Restaurant reservations — "TableTap", Bristol. Today is Tuesday, 1 December 2026.
# =============================================================================================

RESTAURANTS = {
    "R-101": {"id": "R-101", "name": "Luigi's Trattoria", "cuisine": "Italian", "city": "Bristol", "area": "Clifton", "price_level": "££"},
    "R-102": {"id": "R-102", "name": "Sakura House", "cuisine": "Japanese", "city": "Bristol", "area": "Harbourside", "price_level": "£££"},
    "R-103": {"id": "R-103", "name": "El Toro Loco", "cuisine": "Mexican", "city": "Bristol", "area": "Stokes Croft", "price_level": "££"},
    "R-104": {"id": "R-104", "name": "The Green Fork", "cuisine": "Vegetarian", "city": "Bristol", "area": "Southville", "price_level": "££"},
    "R-201": {"id": "R-201", "name": "Bistro Margaux", "cuisine": "French", "city": "Bath", "area": "Old Town", "price_level": "£££"},
}
NEW_BOOKING_IDS = {"R-101": "BK-2041", "R-102": "BK-2042", "R-103": "BK-2043", "R-104": "BK-2044", "R-201": "BK-2045"}
SLOTS = {"R-101": ["18:00", "19:30", "21:00"], "R-102": ["18:30", "20:15"], "R-103": ["17:30", "19:00", "20:30"],
         "R-104": ["18:00", "20:00"], "R-201": ["19:00"]}
EXISTING_BOOKINGS = [
    {"booking_id": "BK-1042", "restaurant": "Luigi's Trattoria", "restaurant_id": "R-101", "date": "2026-12-04", "time": "19:00", "party_size": 2, "name": "Priya Shah", "status": "confirmed"},
    {"booking_id": "BK-1077", "restaurant": "Sakura House", "restaurant_id": "R-102", "date": "2026-12-10", "time": "19:30", "party_size": 4, "name": "Priya Shah", "status": "confirmed"},
]


def search_restaurants(city, cuisine=None, price_level=None):
    found = [r for r in RESTAURANTS.values() if _key(r["city"]) == _key(city)]
    if cuisine:
        found = [r for r in found if _key(cuisine)[:5] in _key(r["cuisine"]) or _key(r["cuisine"])[:5] in _key(cuisine)]
    if price_level:
        found = [r for r in found if r["price_level"] == price_level]
    if not found and not any(_key(r["city"]) == _key(city) for r in RESTAURANTS.values()):
        return {"error": f"TableTap does not cover {city!r} yet"}
    return {"results": found, "count": len(found)}


def check_availability(restaurant, date, party_size, time=None):
    place = _lookup(restaurant, RESTAURANTS)
    if place is None:
        return {"error": f"restaurant {restaurant!r} not found"}
    if bad := _bad_date(date):
        return bad
    if party_size > 10:
        return {"restaurant": place["name"], "date": date, "available_times": [], "note": "groups over 10: call the restaurant"}
    return {"restaurant": place["name"], "restaurant_id": place["id"], "date": date[:10], "party_size": party_size,
            "available_times": SLOTS[place["id"]]}


def book_table(restaurant, date, time, party_size, name, special_requests=None):
    place = _lookup(restaurant, RESTAURANTS)
    if place is None:
        return {"error": f"restaurant {restaurant!r} not found"}
    if bad := _bad_date(date):
        return bad
    clock = _hhmm(time)
    if clock is None:
        return {"error": f"invalid time {time!r}: use HH:MM"}
    return {"booking_id": NEW_BOOKING_IDS[place["id"]], "status": "confirmed", "restaurant": place["name"],
            "date": date[:10], "time": clock, "party_size": party_size, "name": name, "special_requests": special_requests}


def list_bookings(status):
    if status == "past":
        return {"bookings": []}
    return {"bookings": EXISTING_BOOKINGS}


def _known_booking(booking_id):
    known = {b["booking_id"]: b for b in EXISTING_BOOKINGS}
    if booking_id in known:
        return dict(known[booking_id])
    for rid, bid in NEW_BOOKING_IDS.items():
        if bid == booking_id:
            return {"booking_id": bid, "restaurant": RESTAURANTS[rid]["name"]}
    return None


def cancel_booking(booking_id):
    booking = _known_booking(booking_id)
    if booking is None:
        return {"error": f"no booking with id {booking_id!r}"}
    return {**booking, "status": "cancelled"}


def modify_booking(booking_id, date=None, time=None, party_size=None):
    booking = _known_booking(booking_id)
    if booking is None:
        return {"error": f"no booking with id {booking_id!r}"}
    if date is not None and (bad := _bad_date(date)):
        return bad
    changes = {k: v for k, v in {"date": date, "time": _hhmm(time) if time else None, "party_size": party_size}.items() if v is not None}
    if not changes:
        return {"error": "nothing to change"}
    return {**booking, **changes, "status": "confirmed", "modified": True}


RESTAURANT_TOOLS = [
    ToolDef(
        "search_restaurants",
        "Search restaurants on TableTap by city, optionally filtered by cuisine and price level.",
        {
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name, e.g. Bristol"},
                "cuisine": {"type": "string", "description": "e.g. Italian, Japanese, vegetarian"},
                "price_level": {"type": "string", "enum": ["£", "££", "£££"]},
            },
            "required": ["city"],
        },
        search_restaurants,
    ),
    ToolDef(
        "check_availability",
        "Get the free time slots at a restaurant for a date and party size. Read-only.",
        {
            "type": "object",
            "properties": {
                "restaurant": {"type": "string", "description": "Restaurant name or id (R-xxx)"},
                "date": {"type": "string", "format": "date"},
                "party_size": {"type": "integer", "minimum": 1, "maximum": 20},
                "time": {"type": ["string", "null"], "description": "Preferred time HH:MM, or null"},
            },
            "required": ["restaurant", "date", "party_size", "time"],
            "additionalProperties": False,
        },
        check_availability,
        strict=True,
    ),
    ToolDef(
        "book_table",
        "Book a table. Returns a booking reference (BK-xxxx). Only call once the guest has given restaurant, "
        "date, time, party size and the name for the booking.",
        {
            "type": "object",
            "properties": {
                "restaurant": {"type": "string", "description": "Restaurant name or id"},
                "date": {"type": "string", "format": "date", "description": "YYYY-MM-DD"},
                "time": {"type": "string", "description": "24h time, HH:MM"},
                "party_size": {"type": "integer", "minimum": 1, "maximum": 20},
                "name": {"type": "string", "description": "Name the booking is under"},
                "special_requests": {"type": ["string", "null"]},
            },
            "required": ["restaurant", "date", "time", "party_size", "name", "special_requests"],
            "additionalProperties": False,
        },
        book_table,
        act=True,
        strict=True,
    ),
    ToolDef(
        "list_bookings",
        "List the signed-in user's restaurant bookings.",
        {
            "type": "object",
            "properties": {"status": {"type": "string", "enum": ["upcoming", "past", "all"]}},
            "required": ["status"],
            "additionalProperties": False,
        },
        list_bookings,
        strict=True,
    ),
    ToolDef(
        "cancel_booking",
        "Cancel a booking by its reference.",
        {"type": "object", "properties": {"booking_id": {"type": "string", "description": "e.g. BK-1042"}}, "required": ["booking_id"]},
        cancel_booking,
        act=True,
    ),
    ToolDef(
        "modify_booking",
        "Change the date, time or party size of an existing booking. Pass null for what stays the same.",
        {
            "type": "object",
            "title": "ModifyBooking",
            "properties": {
                "booking_id": {"type": "string", "title": "Booking Id"},
                "date": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}], "title": "Date"},
                "time": {"anyOf": [{"type": "string"}, {"type": "null"}], "title": "Time"},
                "party_size": {"anyOf": [{"type": "integer", "minimum": 1, "maximum": 20}, {"type": "null"}], "title": "Party Size"},
            },
            "required": ["booking_id", "date", "time", "party_size"],
            "additionalProperties": False,
        },
        modify_booking,
        act=True,
        strict=True,
    ),
]
RESTAURANT_ACTS = _acts(RESTAURANT_TOOLS)
RESTAURANTS_DOMAIN = Domain(
    "restaurants",
    RESTAURANT_TOOLS,
    "You are TableTap, a restaurant booking assistant for Bristol and Bath. Today is Tuesday, 1 December 2026. "
    "Times are local. Always tell the guest their booking reference.",
)

RESTAURANT_CASES = [
    Case("rest_book_direct", "restaurants", "direct", [Turn(
        "Book a table for 4 at Luigi's tomorrow at 7pm, name is Carter",
        calls=[ExpectCall("book_table", {"restaurant": contains("luigi"), "date": date("2026-12-02"), "time": time_of_day("19:00"),
                                         "party_size": 4, "name": contains("Carter")})],
        allow=["check_availability", "search_restaurants"],
        answer_has=["BK-2041"],
    )], features=("relative_date", "time", "integer", "person", "id")),
    Case("rest_availability_polite", "restaurants", "polite", [Turn(
        "Hi! Could you please check whether Sakura House has a table for two this Saturday evening?",
        calls=[ExpectCall("check_availability", {"restaurant": contains("sakura"), "date": date("2026-12-05"), "party_size": 2})],
        forbid=["book_table"],
        allow=["search_restaurants"],
        answer_has=[said("18:30", "6:30", "20:15", "8:15")],
    )], features=("relative_date", "number_words", "nullable_type")),
    Case("rest_reserve_no_details", "restaurants", "underspecified", [Turn(
        "I'd like to reserve a table for tomorrow night",
        forbid=RESTAURANT_ACTS,
        allow=["search_restaurants"],
        clarify=True,
    )], features=("relative_date",)),
    Case("rest_cancel_chained", "restaurants", "chained", [Turn(
        "Cancel my booking at Luigi's please, something came up",
        calls=[ExpectCall("list_bookings"), ExpectCall("cancel_booking", {"booking_id": "BK-1042"})],
        forbid=["book_table", "modify_booking"],
        answer_has=[said("cancel")],
    )], features=("id",)),
    Case("rest_veggie_then_book", "restaurants", "multi_turn", [
        Turn("is there anywhere vegetarian in bristol",
             calls=[ExpectCall("search_restaurants", {"city": contains("bristol")})],
             forbid=["book_table"],
             answer_has=["Green Fork"]),
        Turn("nice, book it for saturday at 8, 3 of us, name's Ola",
             calls=[ExpectCall("book_table", {"restaurant": matches("green fork|R-104"), "date": date("2026-12-05"),
                                              "time": time_of_day("20:00"), "party_size": 3, "name": contains("Ola")})],
             allow=["check_availability"],
             answer_has=["BK-2044"]),
    ], features=("lowercase", "follow_up", "relative_date", "time", "person")),
    Case("rest_advice_book_now", "restaurants", "no_tool", [Turn(
        "should I book now or just wait till the day for a friday night table? places seem to fill up fast around christmas",
        forbid=RESTAURANT_ACTS,
    )], features=("lowercase", "long")),
    Case("rest_move_and_cancel", "restaurants", "multi_intent", [Turn(
        "Can you move my Sakura House booking to 8pm and cancel the one at Luigi's?",
        calls=[ExpectCall("list_bookings"),
               ExpectCall("modify_booking", {"booking_id": "BK-1077", "time": time_of_day("20:00")}),
               ExpectCall("cancel_booking", {"booking_id": "BK-1042"})],
        forbid=["book_table"],
        allow=["check_availability"],
    )], features=("time", "id", "nullable_anyof")),
    Case("rest_book_then_resize", "restaurants", "multi_turn", [
        Turn("book Sakura House for 2 on the 10th at 19:30, under Kenji",
             calls=[ExpectCall("book_table", {"restaurant": contains("sakura"), "date": date("2026-12-10"), "time": time_of_day("19:30"),
                                              "party_size": 2, "name": contains("Kenji")})],
             allow=["check_availability"],
             answer_has=["BK-2042"]),
        Turn("actually make it 4 people instead",
             calls=[ExpectCall("modify_booking", {"booking_id": "BK-2042", "party_size": 4})],
             forbid=["book_table", "cancel_booking"],
             allow=["check_availability"]),
    ], features=("follow_up", "date", "time", "person", "nullable_anyof")),
    Case("rest_birthday_indirect", "restaurants", "indirect", [Turn(
        "We're celebrating my mum's birthday on Thursday - there'll be six of us, ideally around half seven. "
        "Any chance we can get into Luigi's?",
        calls=[ExpectCall("check_availability", {"restaurant": contains("luigi"), "date": date("2026-12-03"), "party_size": 6})],
        forbid=["book_table"],
        allow=["search_restaurants"],
        answer_has=[said("19:30", "7:30", "half seven", "half past seven")],
    )], features=("relative_date", "number_words", "time", "long")),
    Case("rest_clarify_then_book", "restaurants", "multi_turn", [
        Turn("book me a table at el toro loco on friday",
             forbid=RESTAURANT_ACTS,
             allow=["check_availability", "search_restaurants"],
             clarify=True),
        Turn("4 of us at 8pm, name's Marco",
             calls=[ExpectCall("book_table", {"restaurant": matches("toro|R-103"), "date": date("2026-12-04"), "time": time_of_day("20:00"),
                                              "party_size": 4, "name": contains("Marco")})],
             allow=["check_availability"],
             answer_has=["BK-2043"]),
    ], tools=["check_availability", "book_table", "cancel_booking"],
        features=("clarify_answer", "relative_date", "time", "person")),
]

# =============================================================================================
# 2. Smart home — "Casa" app, 11 tools.
# =============================================================================================

ROOMS = ["living_room", "kitchen", "bedroom", "office", "hallway", "garden"]
BLIND_ROOMS = ["living_room", "bedroom", "office"]
DEVICES = [
    {"id": "light.living_room", "name": "Living room lights", "type": "light", "room": "living_room", "online": True, "state": "on", "brightness": 80},
    {"id": "light.kitchen", "name": "Kitchen lights", "type": "light", "room": "kitchen", "online": True, "state": "on", "brightness": 100},
    {"id": "light.bedroom", "name": "Bedroom lamp", "type": "light", "room": "bedroom", "online": True, "state": "off"},
    {"id": "light.office", "name": "Office desk light", "type": "light", "room": "office", "online": True, "state": "off"},
    {"id": "lock.front", "name": "Front door lock", "type": "lock", "room": "hallway", "online": True, "state": "unlocked"},
    {"id": "lock.back", "name": "Back door lock", "type": "lock", "room": "kitchen", "online": True, "state": "locked"},
    {"id": "climate.main", "name": "Thermostat", "type": "thermostat", "room": "hallway", "online": True, "state": "heat"},
    {"id": "speaker.kitchen", "name": "Kitchen speaker", "type": "speaker", "room": "kitchen", "online": True, "state": "idle"},
    {"id": "speaker.living_room", "name": "Living room speaker", "type": "speaker", "room": "living_room", "online": True, "state": "idle"},
    {"id": "camera.garden", "name": "Garden camera", "type": "camera", "room": "garden", "online": False, "state": "offline", "last_seen": "2026-11-29T22:14:00"},
]
SENSORS = {"living_room": (21.1, 45), "kitchen": (22.0, 52), "bedroom": (18.2, 48), "office": (23.4, 40), "hallway": (19.0, 47), "garden": (6.5, 81)}
DOORS = {"front": "unlocked", "back": "locked", "garage": "locked"}


def _room(value):
    key = _key(value).replace(" ", "_")
    return key if key in ROOMS else None


def list_devices():
    return {"devices": DEVICES}


def set_light(room, on, brightness=None, color=None):
    if _room(room) is None:
        return {"error": f"unknown room {room!r}; rooms: {ROOMS}"}
    if brightness is not None and not 0 <= brightness <= 100:
        return {"error": "brightness must be 0-100"}
    return {"room": _room(room), "on": on, "brightness": brightness if on else 0, "color": color, "ok": True}


def set_thermostat(temperature_c, mode=None):
    if not 5 <= temperature_c <= 30:
        return {"error": "temperature must be between 5 and 30 °C"}
    return {"target_c": temperature_c, "mode": mode or "heat", "current_c": 19.5, "ok": True}


def get_thermostat():
    return {"current_c": 19.5, "target_c": 20.0, "mode": "heat", "humidity_pct": 44}


def setDoorLock(door, locked):
    if door not in DOORS:
        return {"error": f"unknown door {door!r}"}
    return {"door": door, "state": "locked" if locked else "unlocked", "ok": True}


def get_door_status(door=None):
    if door is None:
        return {"doors": DOORS}
    if door not in DOORS:
        return {"error": f"unknown door {door!r}"}
    return {"door": door, "state": DOORS[door]}


def speakerPlay(speaker, query, volume=None):
    if _room(speaker) not in ("kitchen", "living_room"):
        return {"error": f"no speaker in {speaker!r}; speakers: kitchen, living_room"}
    return {"speaker": _room(speaker), "now_playing": f"{query.title()} Radio", "volume": volume if volume is not None else 40, "ok": True}


def speakerControl(speaker, action, volume):
    if _room(speaker) not in ("kitchen", "living_room"):
        return {"error": f"no speaker in {speaker!r}"}
    return {"speaker": _room(speaker), "action": action, "volume": volume, "ok": True}


def set_blinds(room, position):
    if _room(room) not in BLIND_ROOMS:
        return {"error": f"no blinds in {room!r}; blinds: {BLIND_ROOMS}"}
    if not 0 <= position <= 100:
        return {"error": "position must be 0-100"}
    return {"room": _room(room), "position": position, "ok": True}


def get_sensor_readings(room):
    if _room(room) is None:
        return {"error": f"unknown room {room!r}"}
    temperature, humidity = SENSORS[_room(room)]
    return {"room": _room(room), "temperature_c": temperature, "humidity_pct": humidity, "motion": _room(room) == "kitchen"}


def run_scene(scene):
    scenes = {"good_morning": "blinds open, kitchen lights on, heating 20 °C", "movie_night": "living room lights 20%, blinds closed",
              "away": "all lights off, doors locked, heating 16 °C", "bedtime": "all lights off, doors locked"}
    if scene not in scenes:
        return {"error": f"unknown scene {scene!r}"}
    return {"scene": scene, "applied": scenes[scene], "ok": True}


_ROOM_ENUM = {"type": "string", "enum": ROOMS}
SMART_TOOLS = [
    ToolDef("list_devices", "List every device in the home with its room, state and whether it is online.", {}, list_devices),
    ToolDef(
        "set_light",
        "Turn a room's lights on or off, optionally with brightness (0-100) and colour.",
        {
            "type": "object",
            "properties": {
                "room": _ROOM_ENUM,
                "on": {"type": "boolean"},
                "brightness": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 100}, {"type": "null"}]},
                "color": {"type": ["string", "null"], "description": "Colour name or hex, null to keep"},
            },
            "required": ["room", "on", "brightness", "color"],
            "additionalProperties": False,
        },
        set_light,
        act=True,
        strict=True,
    ),
    ToolDef(
        "set_thermostat",
        "Set the target temperature of the heating (degrees Celsius).",
        {
            "type": "object",
            "properties": {
                "temperature_c": {"type": "number", "minimum": 5, "maximum": 30},
                "mode": {"type": "string", "enum": ["heat", "cool", "auto", "off"]},
            },
            "required": ["temperature_c"],
        },
        set_thermostat,
        act=True,
    ),
    ToolDef("get_thermostat", "Current temperature, target and mode of the thermostat.", {"type": "object", "properties": {}}, get_thermostat),
    ToolDef(
        "setDoorLock",
        "Lock or unlock a door.",
        {
            "type": "object",
            "properties": {"door": {"type": "string", "enum": ["front", "back", "garage"]}, "locked": {"type": "boolean", "description": "true = lock"}},
            "required": ["door", "locked"],
            "additionalProperties": False,
        },
        setDoorLock,
        act=True,
        strict=True,
    ),
    ToolDef(
        "get_door_status",
        "Whether doors are locked. Omit `door` for all doors.",
        {"type": "object", "properties": {"door": {"type": "string", "enum": ["front", "back", "garage"]}}},
        get_door_status,
    ),
    ToolDef(
        "speakerPlay",
        "Start playing music or radio on a room speaker (kitchen or living_room).",
        {
            "type": "object",
            "properties": {
                "speaker": _ROOM_ENUM,
                "query": {"type": "string", "description": "What to play: artist, genre, station"},
                "volume": {"type": "integer", "minimum": 0, "maximum": 100},
            },
            "required": ["speaker", "query"],
        },
        speakerPlay,
        act=True,
    ),
    ToolDef(
        "speakerControl",
        "Pause, resume, stop or skip on a speaker, or change its volume.",
        {
            "type": "object",
            "properties": {
                "speaker": _ROOM_ENUM,
                "action": {"type": "string", "enum": ["pause", "resume", "stop", "next", "set_volume"]},
                "volume": {"type": ["integer", "null"], "minimum": 0, "maximum": 100},
            },
            "required": ["speaker", "action", "volume"],
            "additionalProperties": False,
        },
        speakerControl,
        act=True,
        strict=True,
    ),
    ToolDef(
        "set_blinds",
        "Move the blinds of a room. position: 0 = fully closed, 100 = fully open. Blinds exist in living_room, bedroom, office.",
        {
            "type": "object",
            "properties": {"room": {"type": "string", "enum": BLIND_ROOMS}, "position": {"type": "integer", "minimum": 0, "maximum": 100}},
            "required": ["room", "position"],
            "additionalProperties": False,
        },
        set_blinds,
        act=True,
        strict=True,
    ),
    ToolDef(
        "get_sensor_readings",
        "Temperature (°C), humidity and motion for one room.",
        {"type": "object", "properties": {"room": _ROOM_ENUM}, "required": ["room"], "additionalProperties": False},
        get_sensor_readings,
        strict=True,
    ),
    ToolDef(
        "run_scene",
        "Apply a saved scene.",
        {"type": "object", "properties": {"scene": {"type": "string", "enum": ["good_morning", "movie_night", "away", "bedtime"]}}, "required": ["scene"]},
        run_scene,
        act=True,
    ),
]
SMART_ACTS = _acts(SMART_TOOLS)
SMART_DOMAIN = Domain(
    "smart_home",
    SMART_TOOLS,
    "You control the user's smart home through the Casa app. Rooms: living room, kitchen, bedroom, office, hallway, garden. "
    "Do what the user asks; ask when something needed is missing. Keep replies short.",
)

SMART_CASES = [
    Case("home_kitchen_lights_off", "smart_home", "direct", [Turn(
        "Turn off the kitchen lights",
        calls=[ExpectCall("set_light", {"room": "kitchen", "on": boolean(False)})],
    )], features=("enum", "boolean", "nullable_anyof")),
    Case("home_blinds_halfway", "smart_home", "direct", [Turn(
        "bedroom blinds halfway",
        calls=[ExpectCall("set_blinds", {"room": "bedroom", "position": between(40, 60)})],
    )], tools=["set_light", "set_blinds", "get_sensor_readings"], features=("terse", "integer", "enum")),
    Case("home_heating_polite", "smart_home", "polite", [Turn(
        "could you set the heating to 21.5 degrees please",
        calls=[ExpectCall("set_thermostat", {"temperature_c": number(21.5)})],
        allow=["get_thermostat"],
    )], features=("number", "lowercase")),
    Case("home_front_door_check", "smart_home", "indirect", [Turn(
        "heading to bed now - did I leave the front door unlocked?",
        calls=[ExpectCall("get_door_status")],
        forbid=["setDoorLock", "run_scene"],
        allow=["list_devices"],
        answer_has=[said("unlocked", "not locked")],
    )], features=("enum",)),
    Case("home_lock_up", "smart_home", "multi_intent", [Turn(
        "Lock the front and back doors and close the living room blinds",
        calls=[ExpectCall("setDoorLock", {"door": "front", "locked": boolean(True)}),
               ExpectCall("setDoorLock", {"door": "back", "locked": boolean(True)}),
               ExpectCall("set_blinds", {"room": "living_room", "position": 0})],
        allow=["get_door_status"],
    )], features=("enum", "boolean", "integer")),
    Case("home_plug_vs_switch", "smart_home", "no_tool", [Turn(
        "whats the difference between a smart plug and a smart switch",
        forbid=SMART_ACTS,
    )], features=("lowercase",)),
    Case("home_thermostat_vague", "smart_home", "underspecified", [Turn(
        "can you change the thermostat for me?",
        forbid=SMART_ACTS,
        allow=["get_thermostat"],
        clarify=True,
    )]),
    Case("home_room_temps", "smart_home", "multi_turn", [
        Turn("what's the temperature in the office right now?",
             calls=[ExpectCall("get_sensor_readings", {"room": "office"})],
             answer_has=[said_number(23.4)]),
        Turn("and the bedroom?",
             calls=[ExpectCall("get_sensor_readings", {"room": "bedroom"})],
             answer_has=[said_number(18.2)]),
    ], features=("follow_up", "enum")),
    Case("home_all_connected", "smart_home", "indirect", [Turn(
        "Is everything in the house connected at the moment?",
        calls=[ExpectCall("list_devices")],
        forbid=SMART_ACTS,
        answer_has=[said("camera")],
    )], features=("empty_params",)),
    Case("home_jazz_kitchen", "smart_home", "direct", [Turn(
        "play some jazz in the kitchen at volume 30",
        calls=[ExpectCall("speakerPlay", {"speaker": "kitchen", "query": contains("jazz"), "volume": 30})],
    )], features=("integer", "lowercase", "enum")),
    Case("home_spanish_lights", "smart_home", "indirect", [Turn(
        "¿Las luces del salón están encendidas?",
        forbid=SMART_ACTS,
        allow=["list_devices", "get_sensor_readings"],
    )], features=("non_english",)),
    Case("home_movie_night", "smart_home", "multi_turn", [
        Turn("movie night mode please 🍿",
             calls=[ExpectCall("run_scene", {"scene": "movie_night"})]),
        Turn("bit too bright, put the living room lights at 10%",
             calls=[ExpectCall("set_light", {"room": "living_room", "brightness": 10})],
             forbid=["run_scene"]),
        Turn("perfect, thanks!",
             forbid=SMART_ACTS),
    ], features=("emoji", "follow_up", "enum", "nullable_anyof")),
]

# =============================================================================================
# 3. Calendar & meetings — "Agenda". Today is Monday, 12 October 2026.
# =============================================================================================

EVENTS = {
    "EV-501": {"event_id": "EV-501", "title": "Design review", "start": "2026-10-13T10:00:00", "end": "2026-10-13T11:00:00", "attendees": ["maya.chen@acme.io", "tom@acme.io"], "location": "Room 4B"},
    "EV-502": {"event_id": "EV-502", "title": "1:1 with Maya", "start": "2026-10-14T15:00:00", "end": "2026-10-14T15:30:00", "attendees": ["maya.chen@acme.io"], "location": None},
    "EV-504": {"event_id": "EV-504", "title": "Team lunch", "start": "2026-10-15T12:30:00", "end": "2026-10-15T13:30:00", "attendees": ["team@acme.io"], "location": "Nando's, King St"},
    "EV-503": {"event_id": "EV-503", "title": "Dentist", "start": "2026-10-16T08:30:00", "end": "2026-10-16T09:15:00", "attendees": [], "location": "Smile Clinic"},
    "EV-510": {"event_id": "EV-510", "title": "Quarterly planning", "start": "2026-10-19T09:00:00", "end": "2026-10-19T11:00:00", "attendees": ["leads@acme.io"], "location": "Board room"},
}
FREE_SLOTS = {"2026-10-16": ["10:00", "13:30", "16:00"], "2026-10-13": ["09:00", "11:30", "14:00", "16:30"],
              "2026-10-14": ["09:30", "11:00", "13:00"], "2026-10-15": ["09:00", "14:30", "16:00"]}


def list_events(start_date, end_date):
    if bad := _bad_date(start_date, end_date):
        return bad
    start, end = _date(start_date), _date(end_date)
    if end < start:
        return {"error": "end_date is before start_date"}
    found = [e for e in EVENTS.values() if start <= _date(e["start"]) <= end]
    return {"events": found, "count": len(found), "range": [start.isoformat(), end.isoformat()]}


def createEvent(title, start, end, attendees, location):
    clock = _hhmm(start[10:] if isinstance(start, str) else None)
    if (bad := _bad_date(start)) or clock is None:
        return bad or {"error": "start must be an ISO date-time"}
    return {"event_id": "EV-601", "title": title, "start": start, "end": end, "attendees": attendees, "location": location, "status": "created"}


def find_free_slots(date, duration_minutes, attendees=None):
    if bad := _bad_date(date):
        return bad
    day = _date(date).isoformat()
    slots = FREE_SLOTS.get(day, ["09:00", "11:00", "14:00", "16:00"]) if _date(date).weekday() < 5 else []
    return {"date": day, "duration_minutes": duration_minutes, "free_slots": slots}


def cancel_event(event_id):
    if event_id not in EVENTS:
        return {"error": f"event {event_id!r} not found"}
    return {"event_id": event_id, "title": EVENTS[event_id]["title"], "status": "cancelled", "notified": EVENTS[event_id]["attendees"]}


def reschedule_event(event_id, new_start, new_end):
    if event_id not in EVENTS:
        return {"error": f"event {event_id!r} not found"}
    if bad := _bad_date(new_start):
        return bad
    return {"event_id": event_id, "title": EVENTS[event_id]["title"], "start": new_start, "end": new_end, "status": "rescheduled"}


CALENDAR_TOOLS = [
    ToolDef(
        "list_events",
        "List calendar events between two dates (inclusive).",
        {
            "type": "object",
            "properties": {"start_date": {"type": "string", "format": "date"}, "end_date": {"type": "string", "format": "date"}},
            "required": ["start_date", "end_date"],
            "additionalProperties": False,
        },
        list_events,
        strict=True,
    ),
    ToolDef(
        "createEvent",
        "Create a calendar event and send invitations to the attendees. Times are ISO 8601 local time (Europe/London).",
        {
            "type": "object",
            "title": "CreateEvent",
            "properties": {
                "title": {"type": "string", "title": "Title"},
                "start": {"type": "string", "format": "date-time", "title": "Start"},
                "end": {"anyOf": [{"type": "string", "format": "date-time"}, {"type": "null"}], "title": "End", "description": "null = 30 minutes"},
                "attendees": {"type": "array", "items": {"type": "string", "format": "email"}, "title": "Attendees"},
                "location": {"anyOf": [{"type": "string"}, {"type": "null"}], "title": "Location"},
            },
            "required": ["title", "start", "end", "attendees", "location"],
            "additionalProperties": False,
        },
        createEvent,
        act=True,
        strict=True,
    ),
    ToolDef(
        "find_free_slots",
        "Find free time slots of at least `duration_minutes` on a date.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "duration_minutes": {"type": "integer", "minimum": 15, "maximum": 480},
                "attendees": {"type": "array", "items": {"type": "string"}, "description": "Emails of people who must also be free"},
            },
            "required": ["date", "duration_minutes"],
        },
        find_free_slots,
    ),
    ToolDef(
        "cancel_event",
        "Cancel (delete) an event by id; attendees are notified.",
        {"type": "object", "properties": {"event_id": {"type": "string"}}, "required": ["event_id"], "additionalProperties": False},
        cancel_event,
        act=True,
    ),
    ToolDef(
        "reschedule_event",
        "Move an event to a new start time (and optionally a new end; null keeps the duration).",
        {
            "type": "object",
            "properties": {
                "event_id": {"type": "string"},
                "new_start": {"type": "string", "format": "date-time"},
                "new_end": {"type": ["string", "null"], "format": "date-time"},
            },
            "required": ["event_id", "new_start", "new_end"],
            "additionalProperties": False,
        },
        reschedule_event,
        act=True,
        strict=True,
    ),
]
CALENDAR_ACTS = _acts(CALENDAR_TOOLS)
CALENDAR_DOMAIN = Domain(
    "calendar",
    CALENDAR_TOOLS,
    "You are the scheduling assistant of Agenda. Today is Monday, 12 October 2026; the user's timezone is Europe/London. "
    "Use 24-hour times in tool calls.",
)

CALENDAR_CASES = [
    Case("cal_create_budget_sync", "calendar", "direct", [Turn(
        "put 'Budget sync' in my calendar on Thursday 3pm-3:30pm with tom@acme.io",
        calls=[ExpectCall("createEvent", {"title": contains("budget sync"), "start": at("2026-10-15", "15:00"),
                                          "end": at("2026-10-15", "15:30"), "attendees": has_items("tom@acme.io")})],
    )], features=("quoted", "email", "datetime", "relative_date", "time", "nullable_anyof", "array")),
    Case("cal_free_wednesday", "calendar", "indirect", [Turn(
        "am I free on wednesday afternoon?",
        calls=[ExpectCall("list_events", {"start_date": date_between("2026-10-12", "2026-10-14"), "end_date": date_between("2026-10-14", "2026-10-18")})],
        forbid=CALENDAR_ACTS,
        answer_has=[said("Maya", "15:00", "3pm", "3 pm", "3:00")],
    )], tools=["list_events", "createEvent", "cancel_event"], features=("relative_date", "date_range", "lowercase")),
    Case("cal_cancel_dentist", "calendar", "chained", [Turn(
        "Cancel my dentist appointment",
        calls=[ExpectCall("list_events"), ExpectCall("cancel_event", {"event_id": "EV-503"})],
        forbid=["createEvent", "reschedule_event"],
        answer_has=[said("dentist")],
    )], features=("id",)),
    Case("cal_tomorrow_then_move", "calendar", "multi_turn", [
        Turn("what's on tomorrow?",
             calls=[ExpectCall("list_events", {"start_date": date("2026-10-13")})],
             answer_has=["Design review"]),
        Turn("push it to 2pm",
             calls=[ExpectCall("reschedule_event", {"event_id": "EV-501", "new_start": at("2026-10-13", "14:00")})],
             forbid=["createEvent", "cancel_event"],
             allow=["find_free_slots", "list_events"]),
    ], features=("follow_up", "relative_date", "datetime", "nullable_type")),
    Case("cal_meeting_with_maya", "calendar", "underspecified", [Turn(
        "schedule a meeting with Maya",
        forbid=CALENDAR_ACTS,
        allow=["list_events", "find_free_slots"],
        clarify=True,
    )], features=("person",)),
    Case("cal_decline_etiquette", "calendar", "no_tool", [Turn(
        "whats the etiquette for declining a meeting invite from my boss? i dont want to seem rude",
        forbid=CALENDAR_ACTS,
    )], features=("lowercase",)),
    Case("cal_slot_and_monday", "calendar", "multi_intent", [Turn(
        "Find me a free 45-minute slot on Friday, and also what have I got on next Monday?",
        calls=[ExpectCall("find_free_slots", {"date": date("2026-10-16"), "duration_minutes": 45}),
               ExpectCall("list_events", {"start_date": date("2026-10-19")})],
        forbid=CALENDAR_ACTS,
        answer_has=["Quarterly planning", said("10:00", "10am", "10 am", "13:30", "1:30", "16:00", "4pm", "4 pm")],
    )], features=("relative_date", "integer")),
    Case("cal_dentist_followup_polite", "calendar", "polite", [Turn(
        "Could you please add a dentist follow-up on the 2nd of November at 9am, at Smile Clinic? Just me, no invites needed.",
        calls=[ExpectCall("createEvent", {"title": contains("dentist"), "start": at("2026-11-02", "09:00"),
                                          "location": contains("Smile"), "attendees": items()})],
    )], features=("date", "time", "nullable_anyof", "array")),
]

# =============================================================================================
# 4. Email & messaging — "Postbox" for Dana Whitfield.
# =============================================================================================

CONTACTS = [
    {"name": "Sam Ortiz", "email": "sam.ortiz@example.com"},
    {"name": "Priya Nair", "email": "priya@nairdesign.co", "company": "Nair Design"},
    {"name": "Alex Kim", "email": "alex.kim@example.org"},
    {"name": "Alexandra Bell", "email": "alexandra.bell@example.com"},
    {"name": "Helen Whitfield (Mum)", "email": "helen.whitfield@example.net"},
]
INBOX = [
    {"message_id": "MSG-301", "from": "alex.kim@example.org", "from_name": "Alex Kim", "subject": "Contract draft v3", "received": "2026-12-01T08:12:00", "unread": True,
     "preview": "Hi Dana, attached is v3 of the contract with the payment terms changed to 30 days..."},
    {"message_id": "MSG-302", "from": "billing@nimbus.example", "from_name": "Nimbus Billing", "subject": "Your receipt", "received": "2026-11-30T17:40:00", "unread": True,
     "preview": "Receipt for your payment of £48.00 (invoice INV-2291)."},
    {"message_id": "MSG-303", "from": "sam.ortiz@example.com", "from_name": "Sam Ortiz", "subject": "Re: Friday", "received": "2026-11-30T12:05:00", "unread": False,
     "preview": "Works for me, see you at 6."},
    {"message_id": "MSG-305", "from": "helen.whitfield@example.net", "from_name": "Helen Whitfield", "subject": "Sunday lunch?", "received": "2026-11-29T19:22:00", "unread": True,
     "preview": "Are you coming for lunch on Sunday?"},
]
BODIES = {
    "MSG-301": "Hi Dana, attached is v3 of the contract with the payment terms changed to 30 days. Can you sign by Thursday? Alex",
    "MSG-302": "Receipt for your payment of £48.00 (invoice INV-2291). Thank you for your business. Nimbus Billing",
    "MSG-303": "Works for me, see you at 6. Sam",
    "MSG-305": "Hello love, are you coming for lunch on Sunday at 1? Bring the dog, Grandad misses him. Mum x",
}
EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.I)


def search_contacts(query):
    words = _key(query).split()
    found = [c for c in CONTACTS if any(w in _key(c["name"]) or w in c["email"] for w in words)]
    return {"contacts": found}


def send_email(to, subject, body, cc):
    bad = [a for a in list(to) + list(cc or []) if not EMAIL_RE.match(str(a))]
    if bad or not to:
        return {"error": f"invalid recipient address(es): {bad or to}"}
    return {"message_id": "MSG-9001", "status": "sent", "to": to, "subject": subject}


def list_inbox(unread_only=False, limit=10, from_address=None):
    found = [m for m in INBOX if (not unread_only or m["unread"]) and (not from_address or from_address.lower() in m["from"])]
    return {"messages": found[:limit], "total": len(found)}


def read_email(message_id):
    if message_id not in BODIES:
        return {"error": f"message {message_id!r} not found"}
    meta = next(m for m in INBOX if m["message_id"] == message_id)
    return {**{k: v for k, v in meta.items() if k != "preview"}, "body": BODIES[message_id]}


def reply_email(message_id, body, reply_all):
    if message_id not in BODIES:
        return {"error": f"message {message_id!r} not found"}
    meta = next(m for m in INBOX if m["message_id"] == message_id)
    return {"message_id": "MSG-9002", "in_reply_to": message_id, "to": [meta["from"]], "status": "sent"}


def sendSlackMessage(channel, text):
    if channel.lstrip("#") not in ("general", "eng", "random", "design", "ops"):
        return {"ok": False, "error": "channel_not_found"}
    return {"ok": True, "channel": "#" + channel.lstrip("#"), "ts": "1764590400.000200"}


MESSAGING_TOOLS = [
    ToolDef(
        "search_contacts",
        "Search the address book by name or email.",
        {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
        search_contacts,
    ),
    ToolDef(
        "send_email",
        "Send a new email from Dana's account.",
        {
            "type": "object",
            "properties": {
                "to": {"type": "array", "items": {"type": "string", "format": "email"}, "description": "Recipient addresses"},
                "subject": {"type": "string"},
                "body": {"type": "string", "description": "Plain-text body"},
                "cc": {"anyOf": [{"type": "array", "items": {"type": "string", "format": "email"}}, {"type": "null"}]},
            },
            "required": ["to", "subject", "body", "cc"],
            "additionalProperties": False,
        },
        send_email,
        act=True,
        strict=True,
    ),
    ToolDef(
        "list_inbox",
        "List messages in the inbox, newest first.",
        {
            "type": "object",
            "properties": {
                "unread_only": {"type": "boolean", "default": False},
                "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10},
                "from_address": {"type": "string", "format": "email", "description": "Only messages from this sender"},
            },
        },
        list_inbox,
    ),
    ToolDef(
        "read_email",
        "Read the full body of a message.",
        {"type": "object", "properties": {"message_id": {"type": "string"}}, "required": ["message_id"], "additionalProperties": False},
        read_email,
        strict=True,
    ),
    ToolDef(
        "reply_email",
        "Reply to a message in the inbox.",
        {
            "type": "object",
            "properties": {"message_id": {"type": "string"}, "body": {"type": "string"}, "reply_all": {"type": "boolean"}},
            "required": ["message_id", "body", "reply_all"],
            "additionalProperties": False,
        },
        reply_email,
        act=True,
        strict=True,
    ),
    ToolDef(
        "sendSlackMessage",
        "Post a message to a Slack channel of Dana's workspace.",
        {
            "type": "object",
            "properties": {
                "channel": {"type": "string", "pattern": "^#[a-z0-9_-]+$", "description": "Channel name with #, e.g. #general"},
                "text": {"type": "string"},
            },
            "required": ["channel", "text"],
        },
        sendSlackMessage,
        act=True,
    ),
]
MESSAGING_ACTS = _acts(MESSAGING_TOOLS)
MESSAGING_DOMAIN = Domain(
    "messaging",
    MESSAGING_TOOLS,
    "You are the assistant in the Postbox mail app for Dana Whitfield (dana@whitfield.dev). "
    "Only send a message when Dana asks you to.",
)

MESSAGING_CASES = [
    Case("msg_email_running_late", "messaging", "direct", [Turn(
        "email sam.ortiz@example.com with the subject 'Late' saying I'm running about 10 minutes late",
        calls=[ExpectCall("send_email", {"to": items("sam.ortiz@example.com"), "subject": contains("late"), "body": contains("late")})],
    )], features=("email", "quoted", "array", "nullable_anyof", "lowercase")),
    Case("msg_email_priya_invoice", "messaging", "chained", [Turn(
        "Send Priya a quick email to say the invoice is paid",
        calls=[ExpectCall("search_contacts", {"query": contains("priya")}),
               ExpectCall("send_email", {"to": has_items("priya@nairdesign.co"), "body": contains("invoice")})],
    )], features=("person", "email")),
    Case("msg_inbox_read_reply", "messaging", "multi_turn", [
        Turn("any unread emails?",
             calls=[ExpectCall("list_inbox")],
             forbid=MESSAGING_ACTS,
             answer_has=["Contract draft"]),
        Turn("what does the one from mum say?",
             calls=[ExpectCall("read_email", {"message_id": "MSG-305"})],
             forbid=MESSAGING_ACTS,
             allow=["list_inbox"],
             answer_has=[said("Sunday")]),
        Turn("reply saying I'll be there and I'll bring the dog",
             calls=[ExpectCall("reply_email", {"message_id": "MSG-305"})],
             forbid=["sendSlackMessage"]),
    ], features=("follow_up", "boolean")),
    Case("msg_email_alex_vague", "messaging", "underspecified", [Turn(
        "send an email to alex",
        forbid=MESSAGING_ACTS,
        allow=["search_contacts"],
        clarify=True,
    )], features=("person", "terse")),
    Case("msg_followup_howto", "messaging", "no_tool", [Turn(
        "how do I write a polite follow-up email when someone hasn't replied in a week?",
        forbid=MESSAGING_ACTS,
    )]),
    Case("msg_slack_and_email", "messaging", "multi_intent", [Turn(
        "Post 'deploy done ✅' in #eng and email alex.kim@example.org the same thing",
        calls=[ExpectCall("sendSlackMessage", {"channel": "#eng", "text": contains("deploy done")}),
               ExpectCall("send_email", {"to": has_items("alex.kim@example.org"), "body": contains("deploy done")})],
    )], features=("quoted", "email", "emoji")),
    Case("msg_billing_receipt", "messaging", "indirect", [Turn(
        "did billing send me the receipt yet? how much was it again",
        calls=[ExpectCall("list_inbox")],
        forbid=MESSAGING_ACTS,
        allow=["read_email", "search_contacts"],
        answer_has=[said_number(48)],
    )], features=("lowercase", "money")),
    Case("msg_slack_office_closed", "messaging", "polite", [Turn(
        "Would you mind posting in #general to remind everyone that the office is closed on Friday?",
        calls=[ExpectCall("sendSlackMessage", {"channel": "#general", "text": contains("closed")})],
    )], tools=["sendSlackMessage"], features=("1_tool",)),
]

# =============================================================================================
# 5. Flights & travel — "SkyScout". Today is Thursday, 12 November 2026.
# =============================================================================================

AIRPORTS = {
    "LHR": ("London Heathrow", "London", "GB"), "LGW": ("London Gatwick", "London", "GB"), "STN": ("London Stansted", "London", "GB"),
    "JFK": ("New York John F. Kennedy", "New York", "US"), "LIS": ("Lisbon Humberto Delgado", "Lisbon", "PT"),
    "CDG": ("Paris Charles de Gaulle", "Paris", "FR"), "ORY": ("Paris Orly", "Paris", "FR"), "BCN": ("Barcelona El Prat", "Barcelona", "ES"),
    "HND": ("Tokyo Haneda", "Tokyo", "JP"), "NRT": ("Tokyo Narita", "Tokyo", "JP"), "DUB": ("Dublin", "Dublin", "IE"),
    "AMS": ("Amsterdam Schiphol", "Amsterdam", "NL"), "FCO": ("Rome Fiumicino", "Rome", "IT"), "CIA": ("Rome Ciampino", "Rome", "IT"),
    "BER": ("Berlin Brandenburg", "Berlin", "DE"), "MAD": ("Madrid Barajas", "Madrid", "ES"), "OPO": ("Porto", "Porto", "PT"),
}
CITY_CODES = {"LON": "London", "PAR": "Paris", "TYO": "Tokyo", "NYC": "New York", "ROM": "Rome"}
CABIN_FACTOR = {"economy": 1.0, "premium_economy": 1.8, "business": 3.6, "first": 6.0}
FLIGHT_STATUS = {
    "BA117": {"flight": "BA117", "route": "LHR → JFK", "scheduled_departure": "10:30", "estimated_departure": "11:05", "status": "delayed", "delay_minutes": 35, "gate": "B42"},
    "FR8345": {"flight": "FR8345", "route": "DUB → STN", "scheduled_departure": "14:10", "estimated_departure": "14:10", "status": "on time", "delay_minutes": 0, "gate": "102"},
    "TP1352": {"flight": "TP1352", "route": "LIS → CDG", "scheduled_departure": "07:05", "estimated_departure": None, "status": "cancelled", "delay_minutes": None},
}
BAGGAGE = {
    "FR": {"airline": "Ryanair", "free_item": "1 small bag 40x20x25 cm under the seat", "cabin_bag": "10 kg cabin bag with Priority & 2 Cabin Bags", "checked": "10 kg or 20 kg, paid"},
    "BA": {"airline": "British Airways", "free_item": "1 handbag 40x30x15 cm", "cabin_bag": "1 cabin bag up to 23 kg, 56x45x25 cm", "checked": "23 kg on most fares except Basic"},
    "TP": {"airline": "TAP Air Portugal", "free_item": "1 personal item", "cabin_bag": "8 kg cabin bag", "checked": "23 kg on Classic and above"},
}


def _city(code):
    code = str(code).upper()
    if code in CITY_CODES:
        return CITY_CODES[code]
    return AIRPORTS[code][1] if code in AIRPORTS else None


def flight_offers(origin, destination, depart_date, cabin):
    """The offers SkyScout returns (deterministic per city pair, date and cabin)."""
    pair = f"{_city(origin)}-{_city(destination)}"
    base = 60 + _stable(pair, 140)
    currency = "GBP" if AIRPORTS.get(str(origin).upper(), ("", "London", "GB"))[2] == "GB" or str(origin).upper() == "LON" else "EUR"
    offers = []
    for slot, (dep, factor) in enumerate((("07:15", 1.0), ("18:40", 1.35))):
        price = round(base * factor * CABIN_FACTOR.get(cabin, 1.0), 2)
        offer_id = f"OF-{1000 + _stable(pair + depart_date[:10] + cabin + str(slot), 9000)}"
        offers.append({"offer_id": offer_id, "departs": f"{depart_date[:10]}T{dep}", "price_per_person": price, "currency": currency, "stops": 0 if base % 3 else 1})
    return offers


def search_flights(origin, destination, depart_date, return_date, passengers, cabin):
    for code in (origin, destination):
        if _city(code) is None:
            return {"error": f"unknown airport code {code!r}; use lookupAirport"}
    if bad := _bad_date(depart_date) or (return_date and _bad_date(return_date)):
        return bad
    if _date(depart_date) < _dt.date(2026, 11, 12):
        return {"error": "departure date is in the past"}
    offers = flight_offers(origin, destination, depart_date, cabin)
    for offer in offers:
        offer["total_price"] = round(offer["price_per_person"] * passengers, 2)
    return {"origin": origin.upper(), "destination": destination.upper(), "cabin": cabin, "passengers": passengers, "return_date": return_date, "offers": offers}


def cheapest_offer(origin, destination, depart_date, cabin="economy"):
    return min(flight_offers(origin, destination, depart_date, cabin), key=lambda o: o["price_per_person"])


def get_flight_status(flight_number):
    code = str(flight_number).replace(" ", "").upper()
    return FLIGHT_STATUS.get(code, {"error": f"no flight {flight_number!r} found today"})


def book_flight(offer_id, passengers, contact_email):
    if not re.fullmatch(r"OF-\d{4}", str(offer_id)):
        return {"error": f"unknown offer {offer_id!r}: search first"}
    if not passengers:
        return {"error": "at least one passenger is required"}
    for person in passengers:
        if bad := _bad_date(person.get("date_of_birth")):
            return bad
    reference = "SK" + "".join("ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[_stable(offer_id + str(i), 32)] for i in range(4))
    return {"booking_reference": reference, "offer_id": offer_id, "status": "ticketed", "passengers": [f"{p['first_name']} {p['last_name']}" for p in passengers]}


def lookupAirport(query):
    wanted = _key(query)
    found = [{"code": code, "name": name, "city": city, "country": country} for code, (name, city, country) in AIRPORTS.items()
             if wanted in _key(name) or wanted in _key(city) or wanted == code.lower()]
    return {"airports": found} if found else {"error": f"no airport matches {query!r}"}


def get_baggage_policy(airline_code):
    return BAGGAGE.get(str(airline_code).upper(), {"error": f"no baggage policy for airline {airline_code!r}"})


FLIGHT_TOOLS = [
    ToolDef(
        "search_flights",
        "Search flight offers. Returns offers with ids (OF-xxxx) and prices per person.",
        {
            "$defs": {"Cabin": {"type": "string", "enum": ["economy", "premium_economy", "business", "first"], "title": "Cabin"}},
            "type": "object",
            "title": "FlightSearch",
            "properties": {
                "origin": {"type": "string", "title": "Origin", "description": "IATA airport or city code, e.g. LHR or LON"},
                "destination": {"type": "string", "title": "Destination", "description": "IATA airport or city code"},
                "depart_date": {"type": "string", "format": "date", "title": "Depart Date"},
                "return_date": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}], "title": "Return Date", "description": "null for one-way"},
                "passengers": {"type": "integer", "minimum": 1, "maximum": 9, "title": "Passengers"},
                "cabin": {"$ref": "#/$defs/Cabin"},
            },
            "required": ["origin", "destination", "depart_date", "return_date", "passengers", "cabin"],
            "additionalProperties": False,
        },
        search_flights,
        strict=True,
    ),
    ToolDef(
        "get_flight_status",
        "Today's live status of a flight.",
        {"type": "object", "properties": {"flight_number": {"type": "string", "pattern": "^[A-Z0-9]{2}\\d{1,4}$", "description": "e.g. BA117"}}, "required": ["flight_number"]},
        get_flight_status,
    ),
    ToolDef(
        "book_flight",
        "Book and ticket a flight offer for the given passengers. Charges the saved card.",
        {
            "$defs": {
                "Passenger": {
                    "type": "object",
                    "title": "Passenger",
                    "properties": {
                        "first_name": {"type": "string"},
                        "last_name": {"type": "string"},
                        "date_of_birth": {"type": "string", "format": "date"},
                    },
                    "required": ["first_name", "last_name", "date_of_birth"],
                    "additionalProperties": False,
                }
            },
            "type": "object",
            "properties": {
                "offer_id": {"type": "string", "description": "OF-xxxx from search_flights"},
                "passengers": {"type": "array", "items": {"$ref": "#/$defs/Passenger"}},
                "contact_email": {"type": ["string", "null"], "format": "email"},
            },
            "required": ["offer_id", "passengers", "contact_email"],
            "additionalProperties": False,
        },
        book_flight,
        act=True,
        strict=True,
    ),
    ToolDef(
        "lookupAirport",
        "Find IATA airport codes by city or airport name.",
        {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
        lookupAirport,
    ),
    ToolDef(
        "get_baggage_policy",
        "Baggage allowance of an airline, by its 2-letter IATA code (e.g. BA, FR).",
        {"type": "object", "properties": {"airline_code": {"type": "string", "minLength": 2, "maxLength": 2}}, "required": ["airline_code"]},
        get_baggage_policy,
    ),
]
FLIGHT_ACTS = _acts(FLIGHT_TOOLS)
FLIGHTS_DOMAIN = Domain(
    "flights",
    FLIGHT_TOOLS,
    "You are SkyScout, a flight booking assistant. Today is Thursday, 12 November 2026. "
    "Use IATA codes in tool calls. Quote prices with their currency.",
)

_LIS_BCN = cheapest_offer("LIS", "BCN", "2026-12-05")
FLIGHT_CASES = [
    Case("fly_lis_par_direct", "flights", "direct", [Turn(
        "flights from Lisbon to Paris on the 20th, one adult, economy",
        calls=[ExpectCall("search_flights", {"origin": "LIS", "destination": one_of("CDG", "ORY", "PAR"), "depart_date": date("2026-11-20"),
                                             "passengers": 1, "cabin": "economy", "return_date": null_or_absent()})],
        allow=["lookupAirport"],
        answer_has=[said_number(cheapest_offer("LIS", "CDG", "2026-11-20")["price_per_person"])],
    )], features=("iso_code", "date", "ref", "enum", "nullable_anyof", "number_words")),
    Case("fly_tokyo_meeting", "flights", "indirect", [Turn(
        "I have to be in Tokyo for a meeting on Monday the 23rd in the morning and I'm flying out of London. What are my options?",
        calls=[ExpectCall("search_flights", {"origin": one_of("LHR", "LGW", "STN", "LON"), "destination": one_of("HND", "NRT", "TYO"),
                                             "depart_date": date_between("2026-11-19", "2026-11-22")})],
        forbid=FLIGHT_ACTS,
        allow=["lookupAirport"],
    )], features=("iso_code", "date", "long")),
    Case("fly_status_polite", "flights", "polite", [Turn(
        "Hi there, could you check whether BA117 is on time today?",
        calls=[ExpectCall("get_flight_status", {"flight_number": "BA117"})],
        answer_has=[said("delay"), said("11:05", "35")],
    )], features=("id",)),
    Case("fly_book_cheapest", "flights", "chained", [Turn(
        "Book the cheapest economy flight from Lisbon to Barcelona on 5 December, one-way. Passenger: Ana Costa, born 17 April 1990.",
        calls=[ExpectCall("search_flights", {"origin": "LIS", "destination": "BCN", "depart_date": date("2026-12-05"), "passengers": 1}),
               ExpectCall("book_flight", {"offer_id": _LIS_BCN["offer_id"],
                                          "passengers": items(fields(first_name="Ana", last_name="Costa", date_of_birth=date("1990-04-17")))})],
        allow=["lookupAirport"],
        answer_has=[book_flight(_LIS_BCN["offer_id"], [{"first_name": "Ana", "last_name": "Costa", "date_of_birth": "1990-04-17"}], None)["booking_reference"]],
    )], features=("ref", "array_objects", "nested", "date", "person")),
    Case("fly_dub_ams_business", "flights", "multi_turn", [
        Turn("what flights are there from dublin to amsterdam next friday for 2 people",
             calls=[ExpectCall("search_flights", {"origin": "DUB", "destination": "AMS", "depart_date": dates("2026-11-13", "2026-11-20"), "passengers": 2})],
             forbid=FLIGHT_ACTS,
             allow=["lookupAirport"]),
        Turn("and in business?",
             calls=[ExpectCall("search_flights", {"origin": "DUB", "destination": "AMS", "depart_date": dates("2026-11-13", "2026-11-20"),
                                                  "passengers": 2, "cabin": "business"})],
             forbid=FLIGHT_ACTS),
    ], features=("follow_up", "relative_date", "enum", "lowercase", "iso_code")),
    Case("fly_rome_vague", "flights", "underspecified", [Turn(
        "book me a flight to Rome",
        forbid=FLIGHT_ACTS,
        allow=["lookupAirport"],
        clarify=True,
    )], features=("terse",)),
    Case("fly_tuesday_myth", "flights", "no_tool", [Turn(
        "is it actually cheaper to fly on a tuesday or is that a myth",
        forbid=FLIGHT_ACTS + ["search_flights"],
    )], features=("lowercase",)),
    Case("fly_ryanair_bag_and_status", "flights", "multi_intent", [Turn(
        "What's Ryanair's cabin bag allowance, and is FR8345 on time?",
        calls=[ExpectCall("get_baggage_policy", {"airline_code": "FR"}), ExpectCall("get_flight_status", {"flight_number": "FR8345"})],
        forbid=FLIGHT_ACTS,
        answer_has=[said_number(10), said("on time", "on schedule", "scheduled")],
    )], features=("iso_code", "id")),
]

# =============================================================================================
# 6. E-commerce orders & returns — Nimbus Outfitters. Today is Wednesday, 3 March 2027.
# =============================================================================================

ORDERS = {
    "ORD-88213": {"order_id": "ORD-88213", "status": "delivered", "placed": "2027-02-16", "delivered": "2027-02-20", "total": 147.00, "currency": "EUR",
                  "items": [{"sku": "SH-TR43", "name": "Trail running shoes (EU 43)", "quantity": 1, "price": 119.00},
                            {"sku": "SK-MER", "name": "Merino hiking socks", "quantity": 2, "price": 14.00}]},
    "ORD-88457": {"order_id": "ORD-88457", "status": "shipped", "placed": "2027-02-27", "shipped": "2027-03-01", "carrier": "DPD", "tracking": "DPD-55102377",
                  "estimated_delivery": "2027-03-05", "total": 89.99, "currency": "EUR",
                  "items": [{"sku": "JK-STM-M", "name": "Stormline rain jacket (M)", "quantity": 1, "price": 89.99}]},
    "ORD-88502": {"order_id": "ORD-88502", "status": "processing", "placed": "2027-03-02", "total": 19.50, "currency": "EUR",
                  "items": [{"sku": "BT-750", "name": "Insulated water bottle 750 ml", "quantity": 1, "price": 19.50}]},
    "ORD-88510": {"order_id": "ORD-88510", "status": "processing", "placed": "2027-03-03", "total": 34.00, "currency": "EUR",
                  "items": [{"sku": "HL-300", "name": "LED headlamp 300 lm", "quantity": 1, "price": 34.00}]},
    "ORD-87990": {"order_id": "ORD-87990", "status": "delivered", "placed": "2027-01-06", "delivered": "2027-01-10", "total": 59.00, "currency": "EUR",
                  "items": [{"sku": "FL-200", "name": "Fleece pullover", "quantity": 1, "price": 59.00}]},
}
PRODUCTS = [
    {"sku": "SK-MER", "name": "Merino hiking socks", "price": 14.00, "in_stock": True, "tags": ["socks", "wool", "hiking"]},
    {"sku": "JK-STM", "name": "Stormline rain jacket", "price": 89.99, "in_stock": True, "tags": ["jacket", "waterproof", "rain"]},
    {"sku": "JK-ALP", "name": "Alpine shell jacket", "price": 179.00, "in_stock": True, "tags": ["jacket", "waterproof", "mountain"]},
    {"sku": "JK-PKL", "name": "Packlite windbreaker", "price": 64.00, "in_stock": False, "tags": ["jacket", "wind", "water-resistant"]},
    {"sku": "BT-750", "name": "Insulated water bottle 750 ml", "price": 19.50, "in_stock": True, "tags": ["bottle", "hydration"]},
    {"sku": "HL-300", "name": "LED headlamp 300 lm", "price": 34.00, "in_stock": True, "tags": ["headlamp", "light", "camping"]},
    {"sku": "SH-TR43", "name": "Trail running shoes", "price": 119.00, "in_stock": True, "tags": ["shoes", "running", "trail"]},
]
TODAY_SHOP = _dt.date(2027, 3, 3)


def list_orders(status=None, limit=10):
    found = [o for o in ORDERS.values() if status is None or o["status"] == status]
    return {"orders": sorted(found, key=lambda o: o["placed"], reverse=True)[:limit]}


def get_order(order_id):
    return ORDERS.get(str(order_id).upper(), {"error": f"order {order_id!r} not found on this account"})


def start_return(order_id, items, reason, comment):
    order = ORDERS.get(str(order_id).upper())
    if order is None:
        return {"error": f"order {order_id!r} not found"}
    if order["status"] != "delivered":
        return {"error": f"order {order_id} has not been delivered yet"}
    if (TODAY_SHOP - _date(order["delivered"])).days > 30:
        return {"error": f"order {order_id} is outside the 30-day return window (delivered {order['delivered']})"}
    skus = {line["sku"]: line for line in order["items"]}
    refund = 0.0
    for item in items:
        line = skus.get(item["sku"])
        if line is None or item["quantity"] > line["quantity"]:
            return {"error": f"item {item} is not in order {order_id}"}
        refund += line["price"] * item["quantity"]
    return {"rma_id": "RMA-4410", "order_id": order_id, "refund_amount": round(refund, 2), "currency": "EUR",
            "label_url": "https://nimbus.example/returns/RMA-4410.pdf", "drop_off_by": "2027-03-17"}


def cancel_order(order_id):
    order = ORDERS.get(str(order_id).upper())
    if order is None:
        return {"error": f"order {order_id!r} not found"}
    if order["status"] != "processing":
        return {"error": f"order {order_id} is already {order['status']} and can no longer be cancelled; start a return instead"}
    return {"order_id": order_id, "status": "cancelled", "refund_amount": order["total"], "currency": "EUR"}


def search_products(query, max_price, in_stock_only):
    words = [w for w in _key(query).split() if w not in ("a", "the", "for", "some", "pair", "pairs", "of")]
    def hits(p):
        text = _key(p["name"] + " " + " ".join(p["tags"]))
        return sum(w.rstrip("s") in text for w in words)
    found = [p for p in PRODUCTS if hits(p) and (max_price is None or p["price"] <= max_price) and (not in_stock_only or p["in_stock"])]
    return {"products": sorted(found, key=lambda p: -hits(p))}


def add_to_cart(sku, quantity=1):
    product = next((p for p in PRODUCTS if p["sku"] == str(sku).upper()), None)
    if product is None:
        return {"error": f"unknown sku {sku!r}"}
    if not product["in_stock"]:
        return {"error": f"{product['name']} is out of stock"}
    return {"cart": [{"sku": product["sku"], "name": product["name"], "quantity": quantity, "line_total": round(product["price"] * quantity, 2)}], "ok": True}


SHOP_TOOLS = [
    ToolDef(
        "list_orders",
        "List the customer's orders, newest first.",
        {"type": "object", "properties": {
            "status": {"type": "string", "enum": ["processing", "shipped", "delivered", "cancelled"]},
            "limit": {"type": "integer", "minimum": 1, "maximum": 50}}},
        list_orders,
    ),
    ToolDef(
        "get_order",
        "Get one order with its items, status, carrier and tracking.",
        {"type": "object", "properties": {"order_id": {"type": "string", "pattern": "^ORD-\\d{5}$"}}, "required": ["order_id"], "additionalProperties": False},
        get_order,
        strict=True,
    ),
    ToolDef(
        "start_return",
        "Open a return (RMA) for delivered items; returns a prepaid label. Within 30 days of delivery only.",
        {
            "$defs": {
                "ReturnItem": {"type": "object", "title": "ReturnItem", "properties": {"sku": {"type": "string"}, "quantity": {"type": "integer", "minimum": 1}},
                               "required": ["sku", "quantity"], "additionalProperties": False},
                "ReturnReason": {"type": "string", "enum": ["wrong_size", "damaged", "not_as_described", "changed_mind", "other"], "title": "ReturnReason"},
            },
            "type": "object",
            "title": "StartReturn",
            "properties": {
                "order_id": {"type": "string", "title": "Order Id"},
                "items": {"type": "array", "items": {"$ref": "#/$defs/ReturnItem"}, "title": "Items"},
                "reason": {"$ref": "#/$defs/ReturnReason"},
                "comment": {"anyOf": [{"type": "string"}, {"type": "null"}], "title": "Comment"},
            },
            "required": ["order_id", "items", "reason", "comment"],
            "additionalProperties": False,
        },
        start_return,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel_order",
        "Cancel an order that has not shipped yet (status processing).",
        {"type": "object", "properties": {"order_id": {"type": "string"}}, "required": ["order_id"]},
        cancel_order,
        act=True,
    ),
    ToolDef(
        "search_products",
        "Search the Nimbus catalogue.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string"},
                "max_price": {"type": ["number", "null"], "description": "Maximum price in EUR"},
                "in_stock_only": {"type": "boolean"},
            },
            "required": ["query", "max_price", "in_stock_only"],
            "additionalProperties": False,
        },
        search_products,
        strict=True,
    ),
    ToolDef(
        "add_to_cart",
        "Add a product to the shopping cart.",
        {"type": "object", "properties": {"sku": {"type": "string"}, "quantity": {"type": "integer", "minimum": 1, "maximum": 10, "default": 1}}, "required": ["sku"]},
        add_to_cart,
        act=True,
    ),
]
SHOP_ACTS = _acts(SHOP_TOOLS)
SHOP_DOMAIN = Domain(
    "shop",
    SHOP_TOOLS,
    "You are the customer support assistant of Nimbus Outfitters. The customer is signed in (Jordan Lee). "
    "Returns are accepted within 30 days of delivery. Prices are in EUR. Today is Wednesday, 3 March 2027.",
)

SHOP_CASES = [
    Case("shop_where_is_order", "shop", "direct", [Turn(
        "where's my order ORD-88457?",
        calls=[ExpectCall("get_order", {"order_id": "ORD-88457"})],
        forbid=SHOP_ACTS,
        allow=["list_orders"],
        answer_has=[said("5 March", "March 5", "2027-03-05", "5th", "Friday", "05/03", "03/05")],
    )], features=("id",)),
    Case("shop_return_shoes", "shop", "chained", [Turn(
        "I need to return the running shoes, they're a size too small",
        calls=[ExpectCall("list_orders"),
               ExpectCall("start_return", {"order_id": "ORD-88213", "items": items(fields(sku="SH-TR43", quantity=1)), "reason": "wrong_size"})],
        allow=["get_order"],
        answer_has=["RMA-4410"],
    )], features=("ref", "array_objects", "enum", "nullable_anyof")),
    Case("shop_cancel_which", "shop", "underspecified", [Turn(
        "cancel my order",
        forbid=SHOP_ACTS,
        allow=["list_orders", "get_order"],
        clarify=True,
    )], features=("terse",)),
    Case("shop_howto_cancel", "shop", "no_tool", [Turn(
        "how do i cancel an order on here",
        forbid=SHOP_ACTS,
        allow=["list_orders"],
    )], features=("lowercase",)),
    Case("shop_socks_and_jacket", "shop", "multi_intent", [Turn(
        "add two pairs of the merino socks to my cart, and has my rain jacket shipped yet?",
        calls=[ExpectCall("add_to_cart", {"sku": "SK-MER", "quantity": 2}), ExpectCall("list_orders")],
        forbid=["cancel_order", "start_return"],
        allow=["search_products", "get_order"],
        answer_has=[said("shipped", "on its way", "dispatched", "in transit")],
    )], features=("number_words", "integer")),
    Case("shop_cancel_shipped_hypothetical", "shop", "no_tool", [Turn(
        "What would happen if I cancelled an order that's already been shipped?",
        forbid=SHOP_ACTS,
    )], features=("hypothetical",)),
    Case("shop_jacket_under_100", "shop", "polite", [Turn(
        "Could you find me a waterproof jacket under 100 euros please?",
        calls=[ExpectCall("search_products", {"query": contains("jacket"), "max_price": number(100)})],
        forbid=SHOP_ACTS,
        answer_has=["Stormline", said_number(89.99)],
    )], features=("money", "currency", "nullable_type", "boolean")),
    Case("shop_orders_then_cancel", "shop", "multi_turn", [
        Turn("show me my recent orders",
             calls=[ExpectCall("list_orders")],
             forbid=SHOP_ACTS,
             answer_has=[said("ORD-88502", "water bottle")]),
        Turn("cancel the water bottle one",
             calls=[ExpectCall("cancel_order", {"order_id": "ORD-88502"})],
             forbid=["start_return", "add_to_cart"],
             allow=["get_order"],
             answer_has=[said("cancel")]),
    ], features=("follow_up", "id")),
]

# =============================================================================================
# 7. Banking & transfers — Northwind Bank. Today is Friday, 19 June 2026.
# =============================================================================================

ACCOUNTS = {
    "ACC-CUR-01": {"account_id": "ACC-CUR-01", "name": "Current account", "currency": "GBP", "balance": 2314.56},
    "ACC-SAV-02": {"account_id": "ACC-SAV-02", "name": "Savings", "currency": "GBP", "balance": 8020.00},
    "ACC-TRV-03": {"account_id": "ACC-TRV-03", "name": "Travel wallet", "currency": "EUR", "balance": 640.25},
}
TRANSACTIONS = {
    "ACC-CUR-01": [
        {"date": "2026-05-28", "description": "Tesco Superstore", "amount": 45.10, "direction": "debit"},
        {"date": "2026-05-29", "description": "Salary ACME LTD", "amount": 3150.00, "direction": "credit"},
        {"date": "2026-06-01", "description": "Rent - M. Rossi", "amount": 950.00, "direction": "debit"},
        {"date": "2026-06-03", "description": "Tesco Superstore", "amount": 23.40, "direction": "debit"},
        {"date": "2026-06-07", "description": "Currys", "amount": 129.99, "direction": "debit"},
        {"date": "2026-06-12", "description": "Tesco Express", "amount": 61.15, "direction": "debit"},
        {"date": "2026-06-15", "description": "Spotify", "amount": 11.99, "direction": "debit"},
        {"date": "2026-06-17", "description": "Pret A Manger", "amount": 6.85, "direction": "debit"},
    ],
    "ACC-SAV-02": [{"date": "2026-06-01", "description": "Interest", "amount": 21.40, "direction": "credit"}],
    "ACC-TRV-03": [{"date": "2026-05-02", "description": "Top-up from ACC-CUR-01", "amount": 640.25, "direction": "credit"}],
}
PAYEES = [
    {"payee_id": "PAY-11", "name": "M. Rossi (landlord)", "sort_code": "20-45-77", "account_ending": "3391"},
    {"payee_id": "PAY-12", "name": "Sofia Martins", "sort_code": "04-00-04", "account_ending": "8120"},
    {"payee_id": "PAY-13", "name": "British Gas", "sort_code": "40-11-62", "account_ending": "0042"},
]
RATES_PER_EUR = {"EUR": 1.0, "GBP": 0.857, "USD": 1.087, "JPY": 170.2, "CHF": 0.944}
CARDS = {"4417": "Visa debit", "9032": "Mastercard credit"}


def convert(amount, from_currency, to_currency):
    return round(amount / RATES_PER_EUR[from_currency] * RATES_PER_EUR[to_currency], 2)


def get_balances():
    return {"accounts": list(ACCOUNTS.values()), "as_of": "2026-06-19T08:00:00"}


def list_transactions(account_id, from_date, to_date, min_amount):
    if account_id not in ACCOUNTS:
        return {"error": f"unknown account {account_id!r}"}
    if bad := _bad_date(from_date, to_date):
        return bad
    low, high = _date(from_date), _date(to_date)
    found = [t for t in TRANSACTIONS[account_id] if low <= _date(t["date"]) <= high and (min_amount is None or t["amount"] >= min_amount)]
    return {"account_id": account_id, "currency": ACCOUNTS[account_id]["currency"], "transactions": found}


def transfer_between_accounts(from_account_id, to_account_id, amount, currency="GBP"):
    if from_account_id not in ACCOUNTS or to_account_id not in ACCOUNTS or from_account_id == to_account_id:
        return {"error": "unknown or identical accounts"}
    if amount > ACCOUNTS[from_account_id]["balance"]:
        return {"error": "insufficient funds"}
    return {"transfer_id": "TRF-30017", "from": from_account_id, "to": to_account_id, "amount": amount, "currency": currency, "status": "completed"}


def list_payees():
    return {"payees": PAYEES}


def send_payment(payee_id, amount, currency, reference, from_account_id):
    payee = next((p for p in PAYEES if p["payee_id"] == payee_id), None)
    if payee is None:
        return {"error": f"unknown payee {payee_id!r}: use list_payees"}
    if amount <= 0:
        return {"error": "amount must be positive"}
    return {"payment_id": "PMT-77120", "payee": payee["name"], "amount": amount, "currency": currency, "reference": reference, "status": "sent"}


def convert_currency(amount, from_currency, to_currency):
    codes = (str(from_currency).upper(), str(to_currency).upper())
    if any(code not in RATES_PER_EUR for code in codes):
        return {"error": f"unsupported currency in {codes}; supported: {sorted(RATES_PER_EUR)}"}
    rate = round(RATES_PER_EUR[codes[1]] / RATES_PER_EUR[codes[0]], 4)
    return {"amount": amount, "from": codes[0], "to": codes[1], "rate": rate, "converted": convert(amount, *codes)}


def freezeCard(card_last4, reason):
    if card_last4 not in CARDS:
        return {"error": f"no card ending {card_last4}"}
    return {"card": f"{CARDS[card_last4]} ending {card_last4}", "status": "frozen", "reason": reason, "replacement_ordered": reason in ("lost", "stolen")}


_CURRENCY = {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code, e.g. GBP"}
BANK_TOOLS = [
    ToolDef("get_balances", "Balances of all the customer's accounts.",
            {"type": "object", "properties": {}, "required": [], "additionalProperties": False}, get_balances, strict=True),
    ToolDef(
        "list_transactions",
        "Transactions of one account between two dates (inclusive). Amounts are positive; see `direction`.",
        {
            "type": "object",
            "properties": {
                "account_id": {"type": "string", "enum": list(ACCOUNTS)},
                "from_date": {"type": "string", "format": "date"},
                "to_date": {"type": "string", "format": "date"},
                "min_amount": {"type": ["number", "null"]},
            },
            "required": ["account_id", "from_date", "to_date", "min_amount"],
            "additionalProperties": False,
        },
        list_transactions,
        strict=True,
    ),
    ToolDef(
        "transfer_between_accounts",
        "Move money between two of the customer's own accounts.",
        {
            "type": "object",
            "properties": {
                "from_account_id": {"type": "string"},
                "to_account_id": {"type": "string"},
                "amount": {"type": "number", "exclusiveMinimum": 0},
                "currency": _CURRENCY,
            },
            "required": ["from_account_id", "to_account_id", "amount"],
        },
        transfer_between_accounts,
        act=True,
    ),
    ToolDef("list_payees", "Saved payees (people and companies the customer pays).", {"type": "object", "properties": {}}, list_payees),
    ToolDef(
        "send_payment",
        "Send money from the current account (or `from_account_id`) to a saved payee.",
        {
            "type": "object",
            "properties": {
                "payee_id": {"type": "string", "description": "PAY-xx from list_payees"},
                "amount": {"type": "number"},
                "currency": {"type": "string", "enum": ["GBP", "EUR", "USD"]},
                "reference": {"type": ["string", "null"], "description": "Shown on the payee's statement"},
                "from_account_id": {"type": ["string", "null"]},
            },
            "required": ["payee_id", "amount", "currency", "reference", "from_account_id"],
            "additionalProperties": False,
        },
        send_payment,
        act=True,
        strict=True,
    ),
    ToolDef(
        "convert_currency",
        "Convert an amount between currencies at today's Northwind rate.",
        {"type": "object", "properties": {"amount": {"type": "number"}, "from_currency": _CURRENCY, "to_currency": _CURRENCY},
         "required": ["amount", "from_currency", "to_currency"]},
        convert_currency,
    ),
    ToolDef(
        "freezeCard",
        "Freeze a payment card immediately. For lost or stolen cards a replacement is ordered.",
        {
            "type": "object",
            "properties": {
                "card_last4": {"type": "string", "pattern": "^\\d{4}$"},
                "reason": {"type": "string", "enum": ["lost", "stolen", "damaged", "suspicious_activity"]},
            },
            "required": ["card_last4", "reason"],
            "additionalProperties": False,
        },
        freezeCard,
        act=True,
        strict=True,
    ),
]
BANK_ACTS = _acts(BANK_TOOLS)
BANK_DOMAIN = Domain(
    "banking",
    BANK_TOOLS,
    "You are the assistant in the Northwind Bank app, for customer Chris Okafor. Accounts: current (ACC-CUR-01, GBP), "
    "savings (ACC-SAV-02, GBP), travel wallet (ACC-TRV-03, EUR). Today is Friday, 19 June 2026. "
    "After a payment or transfer, tell the customer the amount, the payee and the reference number.",
)

BANK_CASES = [
    Case("bank_eur_to_gbp", "banking", "direct", [Turn(
        "how much is 200 euros in pounds",
        calls=[ExpectCall("convert_currency", {"amount": number(200), "from_currency": "EUR", "to_currency": "GBP"})],
        forbid=BANK_ACTS,
        answer_has=[said_number(convert(200, "EUR", "GBP"))],
    )], features=("currency", "money", "iso_code", "lowercase")),
    Case("bank_fifty_quid_sofia", "banking", "chained", [Turn(
        "send fifty quid to Sofia for the concert tickets",
        calls=[ExpectCall("list_payees"), ExpectCall("send_payment", {"payee_id": "PAY-12", "amount": number(50), "currency": "GBP"})],
        forbid=["transfer_between_accounts", "freezeCard"],
        answer_has=["PMT-77120"],
    )], features=("money", "number_words", "person", "nullable_type")),
    Case("bank_freeze_and_tesco", "banking", "multi_intent", [Turn(
        "Freeze my card ending 4417, I think it's been stolen. Also, how much have I spent at Tesco this month?",
        calls=[ExpectCall("freezeCard", {"card_last4": "4417", "reason": "stolen"}),
               ExpectCall("list_transactions", {"account_id": "ACC-CUR-01", "from_date": date("2026-06-01"), "to_date": date_between("2026-06-19", "2026-06-30")})],
        forbid=["send_payment", "transfer_between_accounts"],
        allow=["get_balances"],
        answer_has=[said_number(84.55)],
    )], features=("enum", "date_range", "relative_date")),
    Case("bank_debit_vs_credit", "banking", "no_tool", [Turn(
        "what's the difference between a debit and a credit card?",
        forbid=BANK_ACTS,
    )]),
    Case("bank_pay_landlord_vague", "banking", "underspecified", [Turn(
        "pay my landlord",
        forbid=BANK_ACTS,
        allow=["list_payees", "get_balances", "list_transactions"],
        clarify=True,
    )], features=("terse",)),
    Case("bank_euros_for_lisbon", "banking", "indirect", [Turn(
        "Off to Lisbon next week! How many euros have I got?",
        calls=[ExpectCall("get_balances")],
        forbid=BANK_ACTS,
        allow=["convert_currency"],
        answer_has=[said_number(640.25)],
    )], features=("empty_params", "currency")),
    Case("bank_usd_to_eur_polite", "banking", "polite", [Turn(
        "Could you please tell me what $40 is in euros?",
        calls=[ExpectCall("convert_currency", {"amount": number(40), "from_currency": "USD", "to_currency": "EUR"})],
        answer_has=[said_number(convert(40, "USD", "EUR"))],
    )], tools=["convert_currency"], features=("money", "currency", "iso_code")),
    Case("bank_big_spends_then_convert", "banking", "multi_turn", [
        Turn("show me anything over £100 on my current account since the 1st of June",
             calls=[ExpectCall("list_transactions", {"account_id": "ACC-CUR-01", "from_date": date("2026-06-01"), "to_date": date_between("2026-06-19", "2026-06-30")})],
             forbid=BANK_ACTS,
             answer_has=["Currys", said_number(950)]),
        Turn("what's the currys one in euros?",
             calls=[ExpectCall("convert_currency", {"amount": number(129.99), "from_currency": "GBP", "to_currency": "EUR"})],
             forbid=BANK_ACTS,
             answer_has=[said_number(convert(129.99, "GBP", "EUR"))]),
    ], features=("follow_up", "money", "date_range", "nullable_type", "enum")),
    Case("bank_wrong_account_hypothetical", "banking", "no_tool", [Turn(
        "What would happen if I sent money to the wrong account by mistake? Can it be reversed?",
        forbid=BANK_ACTS,
    )], features=("hypothetical",)),
    Case("bank_apr_one_tool", "banking", "no_tool", [Turn(
        "can you explain what APR means on a loan?",
        forbid=["convert_currency"],
    )], tools=["convert_currency"], features=("1_tool", "unrelated")),
]

# =============================================================================================
# 8. GitHub-style dev tools — "DevBot". 8 tools.
# =============================================================================================

REPOS = {
    "acme/web-portal": {"full_name": "acme/web-portal", "language": "TypeScript", "stars": 214, "default_branch": "main", "description": "Customer web portal"},
    "acme/payments-api": {"full_name": "acme/payments-api", "language": "Go", "stars": 88, "default_branch": "main", "description": "Payments service"},
    "lina-dev/dotfiles": {"full_name": "lina-dev/dotfiles", "language": "Shell", "stars": 41, "default_branch": "main", "description": "zsh, tmux and neovim setup"},
    "octo-org/ml-pipeline": {"full_name": "octo-org/ml-pipeline", "language": "Python", "stars": 1290, "default_branch": "develop", "description": "Training pipeline"},
}
ISSUES = {
    "acme/web-portal": [
        {"number": 412, "title": "Login button misaligned on Safari", "state": "open", "labels": ["bug"], "author": "mkowalski"},
        {"number": 415, "title": "Add dark mode", "state": "open", "labels": ["enhancement"], "author": "jules"},
        {"number": 418, "title": "Cart total rounds incorrectly for 3+ items", "state": "open", "labels": ["bug", "checkout"], "author": "tina-r"},
        {"number": 398, "title": "Crash on empty cart", "state": "closed", "labels": ["bug"], "author": "mkowalski"},
    ],
    "acme/payments-api": [{"number": 51, "title": "Retry webhooks on 5xx", "state": "open", "labels": ["enhancement"], "author": "dev-ana"}],
    "lina-dev/dotfiles": [],
    "octo-org/ml-pipeline": [{"number": 7, "title": "OOM on large batch", "state": "open", "labels": ["bug"], "author": "sora"}],
}
PULLS = {
    ("acme/web-portal", 420): {"number": 420, "title": "Fix Safari login alignment", "author": "jules", "state": "open", "mergeable": True,
                               "checks": {"status": "success", "passed": 14, "failed": 0}, "reviews": ["approved by mkowalski"], "head": "fix/safari-login"},
    ("acme/payments-api", 77): {"number": 77, "title": "Bump stripe-go to v82", "author": "dependabot", "state": "open", "mergeable": False,
                                "checks": {"status": "failure", "passed": 9, "failed": 2, "failing": ["unit-tests", "integration"]}, "reviews": [], "head": "deps/stripe-go-82"},
}
FILES = {
    ("lina-dev/dotfiles", "README.md"): "# dotfiles\n\nMy zsh, tmux and neovim config.\n\nInstall with `./install.sh` (macOS and Debian).\n",
    ("octo-org/ml-pipeline", "requirements.txt"): "torch==2.4.1\nnumpy>=1.26\npydantic==2.8.2\n",
    ("acme/web-portal", "package.json"): '{"name": "web-portal", "version": "2.3.1", "scripts": {"test": "vitest"}}\n',
}


def _repo(repo):
    name = str(repo).strip().removeprefix("https://github.com/").strip("/").lower()
    return name if name in REPOS else None


def search_repositories(query, language=None):
    words = _key(query).split()
    found = [r for r in REPOS.values() if any(w in _key(r["full_name"] + " " + r["description"]) for w in words)]
    if language:
        found = [r for r in found if r["language"].lower() == language.lower()]
    return {"total_count": len(found), "items": found}


def list_issues(repo, state, labels):
    if _repo(repo) is None:
        return {"error": f"repository {repo!r} not found"}
    found = [i for i in ISSUES[_repo(repo)] if (state == "all" or i["state"] == state) and all(label in i["labels"] for label in labels)]
    return {"repo": _repo(repo), "issues": found}


def create_issue(repo, title, body="", labels=None, assignees=None):
    if _repo(repo) is None:
        return {"error": f"repository {repo!r} not found"}
    number = 421 if _repo(repo) == "acme/web-portal" else 52
    return {"number": number, "title": title, "labels": labels or [], "url": f"https://github.com/{_repo(repo)}/issues/{number}", "state": "open"}


def get_pull_request(repo, number):
    pull = PULLS.get((_repo(repo), number))
    return pull or {"error": f"pull request #{number} not found in {repo!r}"}


def mergePullRequest(repo, number, merge_method):
    pull = PULLS.get((_repo(repo), number))
    if pull is None:
        return {"error": f"pull request #{number} not found in {repo!r}"}
    if pull["checks"]["status"] != "success" or not pull["mergeable"]:
        return {"error": "405 Base branch policy: required status checks have not passed"}
    return {"merged": True, "sha": "9f3c2ab71e", "method": merge_method, "message": f"Pull request #{number} merged"}


def add_comment(repo, issue_number, body):
    if _repo(repo) is None:
        return {"error": f"repository {repo!r} not found"}
    known = {i["number"] for i in ISSUES[_repo(repo)]} | {n for (r, n) in PULLS if r == _repo(repo)}
    if issue_number not in known:
        return {"error": f"issue #{issue_number} not found"}
    return {"id": 88120431, "url": f"https://github.com/{_repo(repo)}/issues/{issue_number}#issuecomment-88120431", "body": body}


def close_issue(repo, number, reason):
    if _repo(repo) is None:
        return {"error": f"repository {repo!r} not found"}
    issue = next((i for i in ISSUES[_repo(repo)] if i["number"] == number), None)
    if issue is None:
        return {"error": f"issue #{number} not found"}
    return {"number": number, "title": issue["title"], "state": "closed", "state_reason": reason}


def get_file_contents(repo, path, ref="main"):
    if _repo(repo) is None:
        return {"error": f"repository {repo!r} not found"}
    content = FILES.get((_repo(repo), str(path).lstrip("/")))
    if content is None:
        return {"error": f"404: {path} not found on {ref}"}
    return {"path": str(path).lstrip("/"), "ref": ref, "content": content}


_REPO = {"type": "string", "pattern": "^[\\w.-]+/[\\w.-]+$", "description": "owner/name"}
DEV_TOOLS = [
    ToolDef("search_repositories", "Search repositories.",
            {"type": "object", "properties": {"query": {"type": "string"}, "language": {"type": "string"}}, "required": ["query"]}, search_repositories),
    ToolDef(
        "list_issues",
        "List issues of a repository, filtered by state and labels (all labels must match; [] for any).",
        {
            "type": "object",
            "properties": {"repo": _REPO, "state": {"type": "string", "enum": ["open", "closed", "all"]}, "labels": {"type": "array", "items": {"type": "string"}}},
            "required": ["repo", "state", "labels"],
            "additionalProperties": False,
        },
        list_issues,
        strict=True,
    ),
    ToolDef(
        "create_issue",
        "Open a new issue.",
        {
            "type": "object",
            "properties": {
                "repo": _REPO,
                "title": {"type": "string"},
                "body": {"type": "string", "description": "Markdown"},
                "labels": {"type": "array", "items": {"type": "string"}},
                "assignees": {"type": "array", "items": {"type": "string"}, "description": "GitHub usernames"},
            },
            "required": ["repo", "title"],
        },
        create_issue,
        act=True,
    ),
    ToolDef(
        "get_pull_request",
        "Get a pull request: state, mergeability, CI checks and reviews.",
        {"type": "object", "properties": {"repo": _REPO, "number": {"type": "integer", "minimum": 1}}, "required": ["repo", "number"], "additionalProperties": False},
        get_pull_request,
        strict=True,
    ),
    ToolDef(
        "mergePullRequest",
        "Merge a pull request.",
        {
            "type": "object",
            "properties": {"repo": _REPO, "number": {"type": "integer"}, "merge_method": {"type": "string", "enum": ["merge", "squash", "rebase"]}},
            "required": ["repo", "number", "merge_method"],
            "additionalProperties": False,
        },
        mergePullRequest,
        act=True,
        strict=True,
    ),
    ToolDef(
        "add_comment",
        "Comment on an issue or pull request.",
        {"type": "object", "properties": {"repo": _REPO, "issue_number": {"type": "integer"}, "body": {"type": "string"}}, "required": ["repo", "issue_number", "body"]},
        add_comment,
        act=True,
    ),
    ToolDef(
        "close_issue",
        "Close an issue as completed or not planned.",
        {
            "type": "object",
            "properties": {"repo": _REPO, "number": {"type": "integer"}, "reason": {"type": "string", "enum": ["completed", "not_planned"]}},
            "required": ["repo", "number", "reason"],
            "additionalProperties": False,
        },
        close_issue,
        act=True,
        strict=True,
    ),
    ToolDef(
        "get_file_contents",
        "Read a file from a repository at a branch, tag or commit (default: main).",
        {"type": "object", "properties": {"repo": _REPO, "path": {"type": "string", "description": "Path from the repo root, e.g. src/app.ts"}, "ref": {"type": "string"}},
         "required": ["repo", "path"]},
        get_file_contents,
    ),
]
DEV_ACTS = _acts(DEV_TOOLS)
DEV_DOMAIN = Domain(
    "devtools",
    DEV_TOOLS,
    "You are DevBot, an assistant connected to the team's code host. Repositories are written owner/name. "
    "Read before you write, and never merge a pull request whose checks are failing.",
)

DEV_CASES = [
    Case("dev_open_issue", "devtools", "direct", [Turn(
        'open an issue in acme/web-portal titled "Footer links 404" with the bug label',
        calls=[ExpectCall("create_issue", {"repo": "acme/web-portal", "title": contains("Footer links 404"), "labels": has_items("bug")})],
        allow=["list_issues"],
        answer_has=[said("421")],
    )], features=("slug", "quoted", "array", "lowercase")),
    Case("dev_open_bugs_polite", "devtools", "polite", [Turn(
        "could you list the open bugs in acme/web-portal please?",
        calls=[ExpectCall("list_issues", {"repo": "acme/web-portal", "state": "open"})],
        forbid=DEV_ACTS,
        answer_has=[said("Safari", "412")],
    )], features=("slug", "enum", "array")),
    Case("dev_merge_if_green", "devtools", "chained", [Turn(
        "Is PR 420 on acme/web-portal ready to merge? If the checks pass, squash-merge it.",
        calls=[ExpectCall("get_pull_request", {"repo": "acme/web-portal", "number": 420}),
               ExpectCall("mergePullRequest", {"repo": "acme/web-portal", "number": 420, "merge_method": "squash"})],
        forbid=["close_issue", "create_issue"],
        answer_has=[said("merged")],
    )], features=("slug", "integer", "enum", "conditional")),
    Case("dev_dont_merge_red", "devtools", "chained", [Turn(
        "merge #77 in acme/payments-api if CI is green",
        calls=[ExpectCall("get_pull_request", {"repo": "acme/payments-api", "number": 77})],
        forbid=["mergePullRequest", "close_issue"],
        answer_has=[said("fail")],
    )], features=("slug", "conditional", "lowercase")),
    Case("dev_readme_path", "devtools", "direct", [Turn(
        "what's in the README.md of lina-dev/dotfiles?",
        calls=[ExpectCall("get_file_contents", {"repo": "lina-dev/dotfiles", "path": matches(r"^/?README\.md$")})],
        forbid=DEV_ACTS,
        answer_has=[said("zsh")],
    )], features=("slug", "file_path")),
    Case("dev_close_that_issue", "devtools", "underspecified", [Turn(
        "close that issue",
        forbid=DEV_ACTS,
        clarify=True,
    )], features=("terse",)),
    Case("dev_merge_vs_rebase", "devtools", "no_tool", [Turn(
        "what's the difference between merge and rebase? when should I use which",
        forbid=DEV_ACTS,
    )]),
    Case("dev_issues_close_thanks", "devtools", "multi_turn", [
        Turn("any open issues on acme/web-portal?",
             calls=[ExpectCall("list_issues", {"repo": "acme/web-portal", "state": "open"})],
             forbid=DEV_ACTS,
             answer_has=[said("dark mode")]),
        Turn("close the dark mode one as not planned",
             calls=[ExpectCall("close_issue", {"repo": "acme/web-portal", "number": 415, "reason": "not_planned"})],
             forbid=["create_issue", "mergePullRequest"]),
        Turn("thanks!", forbid=DEV_ACTS),
    ], features=("follow_up", "slug", "enum")),
    Case("dev_comment_from_url", "devtools", "direct", [Turn(
        "Can you comment 'Reproduced on v2.3.1, see attached logs' on https://github.com/acme/web-portal/issues/412",
        calls=[ExpectCall("add_comment", {"repo": "acme/web-portal", "issue_number": 412, "body": contains("Reproduced on v2.3.1")})],
    )], features=("url", "quoted", "slug", "integer")),
]

# =============================================================================================
# 9. To-dos & reminders — "Tickly". Today is Wednesday, 6 May 2026, 09:15.
# =============================================================================================

TASKS = {
    "T-301": {"task_id": "T-301", "title": "Renew passport", "due": "2026-05-20", "priority": "high", "list": "Personal", "status": "open"},
    "T-302": {"task_id": "T-302", "title": "Buy birthday present for Leo", "due": "2026-05-09", "priority": "medium", "list": "Personal", "status": "open"},
    "T-303": {"task_id": "T-303", "title": "Send Q2 report to Hannah", "due": "2026-05-07", "priority": "high", "list": "Work", "status": "open"},
    "T-304": {"task_id": "T-304", "title": "Water the plants", "due": "2026-05-05", "priority": "low", "list": "Personal", "status": "done"},
    "T-305": {"task_id": "T-305", "title": "Book dentist appointment", "due": None, "priority": "low", "list": "Personal", "status": "open"},
    "T-306": {"task_id": "T-306", "title": "Prepare slides for standup", "due": "2026-05-12", "priority": "medium", "list": "Work", "status": "open"},
}
LISTS = ["Personal", "Work", "Shopping"]


def addTask(title, due, priority, list, tags):
    if due is not None and (bad := _bad_date(due)):
        return bad
    return {"task_id": "T-310", "title": title, "due": due, "priority": priority or "medium", "list": list or "Personal", "tags": tags, "status": "open"}


def list_tasks(list=None, status="open"):
    found = [t for t in TASKS.values() if (status == "all" or t["status"] == status) and (list is None or _key(t["list"]) == _key(list))]
    return {"tasks": found}


def complete_task(task_id):
    if task_id not in TASKS:
        return {"error": f"task {task_id!r} not found"}
    return {**TASKS[task_id], "status": "done", "completed_at": "2026-05-06T09:15:00"}


def update_task(task_id, title, due, priority):
    if task_id not in TASKS:
        return {"error": f"task {task_id!r} not found"}
    if due is not None and (bad := _bad_date(due)):
        return bad
    changes = {k: v for k, v in {"title": title, "due": due, "priority": priority}.items() if v is not None}
    return {**TASKS[task_id], **changes, "updated": sorted(changes)}


def create_reminder(text, remind_at, repeat="none"):
    if (bad := _bad_date(remind_at)) or _hhmm(remind_at[10:]) is None:
        return bad or {"error": "remind_at must be an ISO date-time with a time"}
    if _date(remind_at) < _dt.date(2026, 5, 6):
        return {"error": "remind_at is in the past"}
    return {"reminder_id": "RM-5120", "text": text, "remind_at": remind_at, "repeat": repeat, "status": "scheduled"}


def delete_task(task_id):
    if task_id not in TASKS:
        return {"error": f"task {task_id!r} not found"}
    return {"task_id": task_id, "deleted": True}


def list_lists():
    return {"lists": LISTS}


TODO_TOOLS = [
    ToolDef(
        "addTask",
        "Create a task.",
        {
            "$defs": {"Priority": {"type": "string", "enum": ["low", "medium", "high"], "title": "Priority"}},
            "type": "object",
            "title": "AddTask",
            "properties": {
                "title": {"type": "string", "title": "Title"},
                "due": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}], "title": "Due"},
                "priority": {"anyOf": [{"$ref": "#/$defs/Priority"}, {"type": "null"}]},
                "list": {"anyOf": [{"type": "string"}, {"type": "null"}], "title": "List", "description": "List name, e.g. Personal, Work, Shopping"},
                "tags": {"type": "array", "items": {"type": "string"}, "title": "Tags"},
            },
            "required": ["title", "due", "priority", "list", "tags"],
            "additionalProperties": False,
        },
        addTask,
        act=True,
        strict=True,
    ),
    ToolDef(
        "list_tasks",
        "List tasks, optionally from one list. status defaults to open.",
        {"type": "object", "properties": {"list": {"type": "string"}, "status": {"type": "string", "enum": ["open", "done", "all"]}}},
        list_tasks,
    ),
    ToolDef("complete_task", "Mark a task as done.", {"type": "object", "properties": {"task_id": {"type": "string"}}, "required": ["task_id"]}, complete_task, act=True),
    ToolDef(
        "update_task",
        "Change a task's title, due date or priority; null leaves a field unchanged.",
        {
            "type": "object",
            "properties": {
                "task_id": {"type": "string"},
                "title": {"type": ["string", "null"]},
                "due": {"type": ["string", "null"], "format": "date"},
                "priority": {"type": ["string", "null"], "enum": ["low", "medium", "high", None]},
            },
            "required": ["task_id", "title", "due", "priority"],
            "additionalProperties": False,
        },
        update_task,
        act=True,
        strict=True,
    ),
    ToolDef(
        "create_reminder",
        "Schedule a push reminder at a local date-time (ISO 8601), optionally repeating.",
        {
            "type": "object",
            "properties": {
                "text": {"type": "string"},
                "remind_at": {"type": "string", "format": "date-time"},
                "repeat": {"type": "string", "enum": ["none", "daily", "weekly", "monthly"], "default": "none"},
            },
            "required": ["text", "remind_at"],
        },
        create_reminder,
        act=True,
    ),
    ToolDef("delete_task", "Delete a task permanently.",
            {"type": "object", "properties": {"task_id": {"type": "string"}}, "required": ["task_id"], "additionalProperties": False}, delete_task, act=True, strict=True),
    ToolDef("list_lists", "Names of the user's task lists.", {"type": "object", "properties": {}}, list_lists),
]
TODO_ACTS = _acts(TODO_TOOLS)
TODO_DOMAIN = Domain(
    "todos",
    TODO_TOOLS,
    "You are Tickly, a to-do and reminder assistant. Today is Wednesday, 6 May 2026 and it is 09:15 local time.",
)

TODO_CASES = [
    Case("todo_remind_plumber", "todos", "direct", [Turn(
        "remind me to call the plumber tomorrow at 8am",
        calls=[ExpectCall("create_reminder", {"text": contains("plumber"), "remind_at": at("2026-05-07", "08:00")})],
    )], features=("relative_date", "time", "datetime", "lowercase")),
    Case("todo_oat_milk_typo", "todos", "direct", [Turn(
        "add oat milk to my shoping list",
        calls=[ExpectCall("addTask", {"title": contains("oat milk"), "list": matches("shop")})],
        allow=["list_lists"],
    )], features=("typo", "lowercase", "ref", "nullable_anyof")),
    Case("todo_complete_passport", "todos", "chained", [Turn(
        "mark the passport one as done",
        calls=[ExpectCall("list_tasks"), ExpectCall("complete_task", {"task_id": "T-301"})],
        forbid=["delete_task", "addTask"],
    )], features=("id", "lowercase")),
    Case("todo_council_tax", "todos", "multi_intent", [Turn(
        "add 'pay council tax' due friday, high priority, and remind me about it thursday evening",
        calls=[ExpectCall("addTask", {"title": contains("council tax"), "due": date("2026-05-08"), "priority": "high"}),
               ExpectCall("create_reminder", {"text": contains("council tax"), "remind_at": at_between("2026-05-07", "17:00", "21:00")})],
    )], features=("quoted", "relative_date", "ref", "enum", "datetime")),
    Case("todo_set_reminder_vague", "todos", "underspecified", [Turn(
        "set a reminder",
        forbid=TODO_ACTS,
        clarify=True,
    )], features=("terse",)),
    Case("todo_procrastination", "todos", "no_tool", [Turn(
        "any tips for not procrastinating so much? 😩",
        forbid=TODO_ACTS,
    )], features=("emoji",)),
    Case("todo_due_tomorrow_push", "todos", "multi_turn", [
        Turn("what's due tomorrow?",
             calls=[ExpectCall("list_tasks")],
             forbid=TODO_ACTS,
             answer_has=["Q2 report"]),
        Turn("push it to monday",
             calls=[ExpectCall("update_task", {"task_id": "T-303", "due": date("2026-05-11")})],
             forbid=["delete_task", "addTask", "complete_task"]),
    ], features=("follow_up", "relative_date", "nullable_type")),
    Case("todo_weekly_sunday_polite", "todos", "polite", [Turn(
        "Could you set up a weekly reminder every Sunday at 6pm to plan the week ahead?",
        calls=[ExpectCall("create_reminder", {"remind_at": at("2026-05-10", "18:00"), "repeat": "weekly"})],
    )], features=("relative_date", "time", "enum")),
    Case("todo_capital_one_tool", "todos", "no_tool", [Turn(
        "what's the capital of australia",
        forbid=["list_lists"],
        answer_has=["Canberra"],
    )], tools=["list_lists"], features=("1_tool", "unrelated", "empty_params", "lowercase")),
]

# =============================================================================================
# 10. Translation & language detection — "Lingo". ISO 639-1 codes.
# =============================================================================================

TRANSLATIONS = {
    ("where is the train station", "fr"): "Où est la gare ?",
    ("thank you very much", "ja"): "どうもありがとうございます",
    ("good morning", "es"): "Buenos días",
    ("good morning", "de"): "Guten Morgen",
    ("the meeting is postponed", "it"): "La riunione è rimandata",
    ("the meeting is postponed", "de"): "Die Besprechung wurde verschoben",
    ("la riunione è rimandata", "de"): "Die Besprechung wurde verschoben",
    ("can you help me", "de"): "Kannst du mir helfen?",
    ("can you help me", "de", "more"): "Können Sie mir helfen?",
    ("butterfly", "de"): "Schmetterling",
}
LANGUAGES = {"en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian", "pt": "Portuguese", "ja": "Japanese",
             "pl": "Polish", "nl": "Dutch", "zh": "Chinese", "ko": "Korean", "ar": "Arabic", "tr": "Turkish", "sv": "Swedish"}
DETECT = {"dziekuje bardzo za pomoc": ("pl", 0.99), "dziękuję bardzo za pomoc": ("pl", 0.99), "merci beaucoup": ("fr", 0.97),
          "obrigado pela ajuda": ("pt", 0.96), "tack så mycket": ("sv", 0.95)}


def translate_text(text, target_language, source_language=None, formality=None):
    target = str(target_language).lower()
    if target not in LANGUAGES:
        return {"error": f"unsupported target language {target_language!r}; use ISO 639-1 codes"}
    key = _key(text)
    translated = TRANSLATIONS.get((key, target, formality)) or TRANSLATIONS.get((key, target))
    if translated is None:
        return {"translated_text": f"[{target}] {text}", "detected_source_language": source_language or "en", "note": "low-confidence machine translation"}
    return {"translated_text": translated, "detected_source_language": source_language or ("it" if key.startswith("la ") else "en"), "target_language": target}


def detect_language(text):
    key = _key(text)
    for sample, (code, confidence) in DETECT.items():
        if _key(sample) in key:
            return {"language": code, "name": LANGUAGES[code], "confidence": confidence}
    return {"language": "en", "name": "English", "confidence": 0.55}


def list_supported_languages():
    return {"languages": [{"code": c, "name": n} for c, n in LANGUAGES.items()]}


def get_definition(word, language):
    entries = {("serendipity", "en"): "the occurrence of events by chance in a happy or beneficial way",
               ("saudade", "pt"): "a deep emotional state of nostalgic longing for someone or something absent"}
    meaning = entries.get((_key(word), str(language).lower()))
    return {"word": word, "language": language, "definition": meaning} if meaning else {"error": f"no entry for {word!r} in {language!r}"}


TRANSLATION_TOOLS = [
    ToolDef(
        "translate_text",
        "Translate text into a target language. Languages are ISO 639-1 codes (fr, de, ja, ...).",
        {
            "type": "object",
            "properties": {
                "text": {"type": "string"},
                "target_language": {"type": "string", "pattern": "^[a-z]{2}$", "description": "ISO 639-1 code"},
                "source_language": {"type": ["string", "null"], "description": "ISO 639-1 code, or null to auto-detect"},
                "formality": {"type": ["string", "null"], "enum": ["default", "more", "less", None], "description": "more = formal, less = informal"},
            },
            "required": ["text", "target_language", "source_language", "formality"],
            "additionalProperties": False,
        },
        translate_text,
        strict=True,
    ),
    ToolDef("detect_language", "Detect the language of a text (returns an ISO 639-1 code).",
            {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}, detect_language),
    ToolDef("list_supported_languages", "Languages Lingo can translate.", {}, list_supported_languages),
    ToolDef(
        "get_definition",
        "Dictionary definition of a word in a language.",
        {"type": "object", "properties": {"word": {"type": "string"}, "language": {"type": "string", "description": "ISO 639-1"}}, "required": ["word", "language"],
         "additionalProperties": False},
        get_definition,
        strict=True,
    ),
]
TRANSLATION_READS = [t.name for t in TRANSLATION_TOOLS]
TRANSLATION_DOMAIN = Domain(
    "translation",
    TRANSLATION_TOOLS,
    "You are Lingo, a translation assistant. Use the tools for translations and language detection; language codes are ISO 639-1.",
)

TRANSLATION_CASES = [
    Case("lang_train_station_fr", "translation", "direct", [Turn(
        "translate 'where is the train station?' into French",
        calls=[ExpectCall("translate_text", {"text": contains("train station"), "target_language": "fr"})],
        answer_has=[said("gare")],
    )], features=("iso_code", "quoted", "nullable_type")),
    Case("lang_thanks_japanese", "translation", "direct", [Turn(
        "how do you say 'thank you very much' in japanese",
        calls=[ExpectCall("translate_text", {"text": contains("thank you very much"), "target_language": "ja"})],
        answer_has=[said("ありがとう")],
    )], features=("iso_code", "quoted", "lowercase")),
    Case("lang_detect_polish", "translation", "direct", [Turn(
        "what language is this: 'Dziękuję bardzo za pomoc'",
        calls=[ExpectCall("detect_language", {"text": contains("za pomoc")})],
        allow=["translate_text"],
        answer_has=[said("Polish")],
    )], features=("quoted", "non_english")),
    Case("lang_good_morning_two", "translation", "multi_intent", [Turn(
        "Translate 'good morning' into Spanish and German",
        calls=[ExpectCall("translate_text", {"text": contains("good morning"), "target_language": "es"}),
               ExpectCall("translate_text", {"text": contains("good morning"), "target_language": "de"})],
        answer_has=[said("Buenos días", "Buenos dias"), said("Guten Morgen")],
    )], features=("iso_code", "quoted")),
    Case("lang_ser_estar", "translation", "no_tool", [Turn(
        "what's the difference between 'ser' and 'estar' in Spanish?",
        forbid=TRANSLATION_READS,
    )], features=("quoted",)),
    Case("lang_translate_nothing", "translation", "underspecified", [Turn(
        "can you translate something for me into Portuguese",
        forbid=["translate_text", "detect_language"],
        clarify=True,
    )], features=("lowercase",)),
    Case("lang_spanish_butterfly", "translation", "indirect", [Turn(
        "¿Cómo se dice 'butterfly' en alemán?",
        allow=["translate_text", "detect_language"],
        answer_has=[said("Schmetterling")],
    )], features=("non_english", "quoted")),
    Case("lang_postponed_then_german", "translation", "multi_turn", [
        Turn("translate 'the meeting is postponed' to italian",
             calls=[ExpectCall("translate_text", {"text": contains("meeting"), "target_language": "it"})],
             answer_has=[said("rimandata")]),
        Turn("and into German, formal",
             calls=[ExpectCall("translate_text", {"target_language": "de", "formality": "more"})],
             answer_has=[said("verschoben")]),
    ], features=("follow_up", "iso_code", "enum", "nullable_type")),
    Case("lang_formal_german_polite", "translation", "polite", [Turn(
        "Could you translate 'Can you help me?' into German, formal please?",
        calls=[ExpectCall("translate_text", {"text": contains("help"), "target_language": "de", "formality": "more"})],
        answer_has=[said("Können Sie", "Koennen Sie")],
    )], tools=["translate_text"], strict=True, features=("iso_code", "enum", "quoted", "1_tool")),
]

# =============================================================================================
# 11. Cinema showtimes & tickets — Roxy Cinemas. Today is Saturday, 13 March 2027.
# =============================================================================================

MOVIES = {
    "The Last Lighthouse": {"title": "The Last Lighthouse", "genre": "Drama", "rating": "12A", "runtime_minutes": 128, "synopsis": "A keeper refuses to leave the last manned lighthouse in Scotland."},
    "Robo Rangers 2": {"title": "Robo Rangers 2", "genre": "Animation", "rating": "U", "runtime_minutes": 97, "synopsis": "The robot team returns to save the moon base."},
    "Midnight in Marrakesh": {"title": "Midnight in Marrakesh", "genre": "Thriller", "rating": "15", "runtime_minutes": 112, "synopsis": "A stolen manuscript, a chase through the souks."},
}
SHOWTIMES = [
    {"showtime_id": "SH-5501", "date": "2027-03-13", "time": "14:30", "cinema": "Roxy Central", "movie": "The Last Lighthouse", "screen": 2},
    {"showtime_id": "SH-5502", "date": "2027-03-13", "time": "19:45", "cinema": "Roxy Central", "movie": "The Last Lighthouse", "screen": 2},
    {"showtime_id": "SH-5503", "date": "2027-03-13", "time": "21:00", "cinema": "Roxy Central", "movie": "Midnight in Marrakesh", "screen": 1},
    {"showtime_id": "SH-5510", "date": "2027-03-13", "time": "11:00", "cinema": "Roxy Riverside", "movie": "Robo Rangers 2", "screen": 3},
    {"showtime_id": "SH-5511", "date": "2027-03-13", "time": "16:15", "cinema": "Roxy Riverside", "movie": "Robo Rangers 2", "screen": 3},
    {"showtime_id": "SH-5512", "date": "2027-03-13", "time": "20:15", "cinema": "Roxy Riverside", "movie": "Midnight in Marrakesh", "screen": 1},
    {"showtime_id": "SH-5601", "date": "2027-03-14", "time": "11:00", "cinema": "Roxy Central", "movie": "Robo Rangers 2", "screen": 3},
    {"showtime_id": "SH-5602", "date": "2027-03-14", "time": "13:30", "cinema": "Roxy Central", "movie": "Robo Rangers 2", "screen": 3},
    {"showtime_id": "SH-5603", "date": "2027-03-14", "time": "18:00", "cinema": "Roxy Central", "movie": "The Last Lighthouse", "screen": 2},
    {"showtime_id": "SH-5610", "date": "2027-03-14", "time": "10:30", "cinema": "Roxy Riverside", "movie": "Robo Rangers 2", "screen": 1},
    {"showtime_id": "SH-5611", "date": "2027-03-14", "time": "20:30", "cinema": "Roxy Riverside", "movie": "Midnight in Marrakesh", "screen": 1},
]
RESERVATIONS = [
    {"reservation_id": "RS-9031", "movie": "Robo Rangers 2", "cinema": "Roxy Riverside", "date": "2027-03-20", "time": "11:00", "seats": ["D4", "D5", "D6"]},
    {"reservation_id": "RS-9044", "movie": "The Last Lighthouse", "cinema": "Roxy Central", "date": "2027-03-13", "time": "19:45", "seats": ["H10", "H11"]},
]
TICKET_PRICES = {"adult": 12.50, "child": 8.00, "student": 9.50, "senior": 9.00}


def _movie(title):
    return _lookup(title, {k.upper(): v for k, v in MOVIES.items()}, field_name="title")


def list_showtimes(date, cinema=None, movie_title=None):
    if bad := _bad_date(date):
        return bad
    found = [s for s in SHOWTIMES if s["date"] == date[:10] and (cinema is None or _key(cinema) in _key(s["cinema"]))]
    if movie_title:
        movie = _movie(movie_title)
        found = [s for s in found if movie and s["movie"] == movie["title"]]
    return {"date": date[:10], "showtimes": found, "note": None if found else "no showtimes match"}


def get_movie_details(title):
    return _movie(title) or {"error": f"no film called {title!r} is showing"}


def reserve_seats(showtime_id, seats, tickets):
    show = next((s for s in SHOWTIMES if s["showtime_id"] == showtime_id), None)
    if show is None:
        return {"error": f"unknown showtime {showtime_id!r}"}
    count = sum(t["quantity"] for t in tickets)
    if count != len(seats):
        return {"error": f"{len(seats)} seats but {count} tickets"}
    total = sum(TICKET_PRICES[t["type"]] * t["quantity"] for t in tickets)
    return {"reservation_id": "RS-9120", "movie": show["movie"], "cinema": show["cinema"], "date": show["date"], "time": show["time"], "seats": seats,
            "total": round(total, 2), "currency": "GBP"}


def list_reservations():
    return {"reservations": RESERVATIONS}


def cancel_reservation(reservation_id):
    booking = next((r for r in RESERVATIONS if r["reservation_id"] == reservation_id), None)
    if booking is None:
        return {"error": f"reservation {reservation_id!r} not found"}
    return {**booking, "status": "cancelled", "refund": "to original card in 3-5 days"}


CINEMA_TOOLS = [
    ToolDef(
        "list_showtimes",
        "Showtimes for a date, optionally at one cinema and for one film.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "cinema": {"type": "string", "enum": ["Roxy Central", "Roxy Riverside"]},
                "movie_title": {"type": "string"},
            },
            "required": ["date"],
        },
        list_showtimes,
    ),
    ToolDef("get_movie_details", "Age rating (BBFC), runtime, genre and synopsis of a film.",
            {"type": "object", "properties": {"title": {"type": "string"}}, "required": ["title"], "additionalProperties": False}, get_movie_details, strict=True),
    ToolDef(
        "reserve_seats",
        "Reserve specific seats for a showtime and pay with the saved card. One ticket per seat.",
        {
            "$defs": {
                "TicketLine": {
                    "type": "object",
                    "properties": {"type": {"type": "string", "enum": ["adult", "child", "student", "senior"]}, "quantity": {"type": "integer", "minimum": 1, "maximum": 10}},
                    "required": ["type", "quantity"],
                    "additionalProperties": False,
                }
            },
            "type": "object",
            "properties": {
                "showtime_id": {"type": "string"},
                "seats": {"type": "array", "items": {"type": "string", "pattern": "^[A-P][0-9]{1,2}$"}, "description": "e.g. [\"F7\", \"F8\"]"},
                "tickets": {"type": "array", "items": {"$ref": "#/$defs/TicketLine"}},
            },
            "required": ["showtime_id", "seats", "tickets"],
            "additionalProperties": False,
        },
        reserve_seats,
        act=True,
        strict=True,
    ),
    ToolDef("list_reservations", "The user's upcoming reservations.", {"type": "object", "properties": {}}, list_reservations),
    ToolDef("cancel_reservation", "Cancel a reservation and refund it.",
            {"type": "object", "properties": {"reservation_id": {"type": "string"}}, "required": ["reservation_id"]}, cancel_reservation, act=True),
]
CINEMA_ACTS = _acts(CINEMA_TOOLS)
CINEMA_DOMAIN = Domain(
    "cinema",
    CINEMA_TOOLS,
    "You are the booking assistant of Roxy Cinemas (Roxy Central and Roxy Riverside). Today is Saturday, 13 March 2027. Prices are in GBP.",
)

CINEMA_CASES = [
    Case("cine_tonight_central", "cinema", "direct", [Turn(
        "what's on at Roxy Central tonight?",
        calls=[ExpectCall("list_showtimes", {"date": date("2027-03-13"), "cinema": "Roxy Central"})],
        forbid=CINEMA_ACTS,
        answer_has=["Marrakesh"],
    )], features=("relative_date", "enum")),
    Case("cine_robo_then_book", "cinema", "multi_turn", [
        Turn("when's Robo Rangers 2 showing tomorrow at Central?",
             calls=[ExpectCall("list_showtimes", {"date": date("2027-03-14"), "cinema": "Roxy Central"})],
             forbid=CINEMA_ACTS,
             answer_has=[said("11:00", "11am", "11 am"), said("13:30", "1:30")]),
        Turn("great, book 2 adults and 1 child for the 11am one, seats F7 to F9",
             calls=[ExpectCall("reserve_seats", {"showtime_id": "SH-5601", "seats": items("F7", "F8", "F9"),
                                                 "tickets": items(fields(type="adult", quantity=2), fields(type="child", quantity=1))})],
             allow=["list_showtimes"],
             answer_has=["RS-9120"]),
    ], features=("follow_up", "array_objects", "ref", "array", "relative_date")),
    Case("cine_imax_advice", "cinema", "no_tool", [Turn(
        "is it worth paying extra for IMAX?",
        forbid=CINEMA_ACTS,
    )]),
    Case("cine_rating_for_kids", "cinema", "indirect", [Turn(
        "my kids are 7 and 9, would Midnight in Marrakesh be ok for them?",
        calls=[ExpectCall("get_movie_details", {"title": contains("Marrakesh")})],
        forbid=CINEMA_ACTS,
        answer_has=[said("15")],
    )], features=("lowercase",)),
    Case("cine_lighthouse_tickets_vague", "cinema", "underspecified", [Turn(
        "get me tickets for the lighthouse film",
        forbid=CINEMA_ACTS,
        allow=["list_showtimes", "get_movie_details"],
        clarify=True,
    )], features=("lowercase",)),
    Case("cine_cancel_robo", "cinema", "chained", [Turn(
        "Cancel my Robo Rangers tickets please",
        calls=[ExpectCall("list_reservations"), ExpectCall("cancel_reservation", {"reservation_id": "RS-9031"})],
        forbid=["reserve_seats"],
        answer_has=[said("cancel")],
    )], features=("empty_params", "id")),
    Case("cine_runtime_polite", "cinema", "polite", [Turn(
        "Could you tell me how long The Last Lighthouse is?",
        calls=[ExpectCall("get_movie_details", {"title": contains("Lighthouse")})],
        forbid=CINEMA_ACTS,
        answer_has=[said("128", "2 hours 8", "2h 8", "2 h 8", "2 hr 8", "2hr 8")],
    )]),
    Case("cine_rating_and_afternoon", "cinema", "multi_intent", [Turn(
        "What's Robo Rangers 2 rated, and is there a showing at Riverside this afternoon?",
        calls=[ExpectCall("get_movie_details", {"title": contains("Robo Rangers")}),
               ExpectCall("list_showtimes", {"date": date("2027-03-13")})],
        forbid=CINEMA_ACTS,
        answer_has=[said("16:15", "4:15")],
    )], tools=["list_showtimes", "get_movie_details", "reserve_seats"], features=("relative_date",)),
]

# =============================================================================================
# 12. Fitness & nutrition — FitTrack. Today is Monday, 5 October 2026.
# =============================================================================================

NUTRITION_PER_100G = {"chicken breast": (165, 31.0), "banana": (89, 1.1), "porridge": (71, 2.5), "oats": (389, 16.9), "rice": (130, 2.7),
                      "avocado": (160, 2.0), "egg": (155, 13.0), "salmon": (208, 20.0), "greek yogurt": (97, 9.0)}
DAILY = {
    "2026-10-02": {"steps": 12005, "calories_in": 2210, "calories_out": 2690, "active_minutes": 74},
    "2026-10-03": {"steps": 9870, "calories_in": 2450, "calories_out": 2580, "active_minutes": 65},
    "2026-10-04": {"steps": 8412, "calories_in": 2140, "calories_out": 2380, "active_minutes": 41},
    "2026-10-05": {"steps": 2310, "calories_in": 420, "calories_out": 690, "active_minutes": 0},
}
WORKOUTS = [
    {"date": "2026-09-26", "activity": "run", "duration_minutes": 34, "distance_km": 6.0},
    {"date": "2026-09-29", "activity": "run", "duration_minutes": 29, "distance_km": 5.2},
    {"date": "2026-09-30", "activity": "cycle", "duration_minutes": 60, "distance_km": 22.0},
    {"date": "2026-10-01", "activity": "run", "duration_minutes": 44, "distance_km": 8.0},
    {"date": "2026-10-03", "activity": "run", "duration_minutes": 58, "distance_km": 10.5},
    {"date": "2026-10-03", "activity": "yoga", "duration_minutes": 30, "distance_km": None},
]
ACTIVITIES = ["run", "cycle", "swim", "walk", "strength", "yoga"]


def log_workout(activity, duration_minutes, distance_km, date, perceived_effort):
    if activity not in ACTIVITIES:
        return {"error": f"unknown activity {activity!r}"}
    if bad := _bad_date(date):
        return bad
    return {"workout_id": "WK-7781", "activity": activity, "duration_minutes": duration_minutes, "distance_km": distance_km, "date": date, "saved": True}


def log_meal(meal, items, date=None):
    if not items:
        return {"error": "items must not be empty"}
    if date is not None and (bad := _bad_date(date)):
        return bad
    return {"meal_id": "ML-3390", "meal": meal, "date": date or "2026-10-05", "items": [i.get("name") for i in items], "estimated_kcal": 95 * len(items) + 150}


def get_nutrition(food, amount_g):
    wanted = _key(food)
    for name, (kcal, protein) in NUTRITION_PER_100G.items():
        if name in wanted or wanted in name:
            return {"food": name, "amount_g": amount_g, "kcal": int(kcal * amount_g / 100 + 0.5), "protein_g": round(protein * amount_g / 100, 1)}
    return {"error": f"no nutrition data for {food!r}"}


def get_daily_summary(date):
    if bad := _bad_date(date):
        return bad
    day = DAILY.get(date[:10])
    return {"date": date[:10], **day} if day else {"date": date[:10], "error": "no data recorded for this day"}


def set_goal(goal_type, target):
    if goal_type not in ("steps", "calories", "weight", "workouts_per_week"):
        return {"error": f"unknown goal type {goal_type!r}"}
    return {"goal_type": goal_type, "target": target, "saved": True}


def get_workout_history(from_date, to_date, activity):
    if bad := _bad_date(from_date, to_date):
        return bad
    low, high = _date(from_date), _date(to_date)
    found = [w for w in WORKOUTS if low <= _date(w["date"]) <= high and (activity is None or w["activity"] == activity)]
    return {"workouts": found, "count": len(found)}


FITNESS_TOOLS = [
    ToolDef(
        "log_workout",
        "Log a completed workout.",
        {
            "type": "object",
            "properties": {
                "activity": {"type": "string", "enum": ACTIVITIES},
                "duration_minutes": {"type": "integer", "minimum": 1, "maximum": 600},
                "distance_km": {"type": ["number", "null"]},
                "date": {"type": "string", "format": "date"},
                "perceived_effort": {"type": ["integer", "null"], "minimum": 1, "maximum": 10, "description": "RPE 1-10"},
            },
            "required": ["activity", "duration_minutes", "distance_km", "date", "perceived_effort"],
            "additionalProperties": False,
        },
        log_workout,
        act=True,
        strict=True,
    ),
    ToolDef(
        "log_meal",
        "Log what the user ate. Each item has a name and optionally grams or servings. Date defaults to today.",
        {
            "type": "object",
            "properties": {
                "meal": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]},
                "items": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {"name": {"type": "string"}, "quantity_g": {"type": "number"}, "servings": {"type": "number"}},
                        "required": ["name"],
                    },
                },
                "date": {"type": "string", "format": "date"},
            },
            "required": ["meal", "items"],
        },
        log_meal,
        act=True,
    ),
    ToolDef(
        "get_nutrition",
        "Calories and protein for an amount of a food.",
        {"type": "object", "properties": {"food": {"type": "string"}, "amount_g": {"type": "number", "exclusiveMinimum": 0}}, "required": ["food", "amount_g"],
         "additionalProperties": False},
        get_nutrition,
        strict=True,
    ),
    ToolDef("get_daily_summary", "Steps, calories in/out and active minutes for one day.",
            {"type": "object", "properties": {"date": {"type": "string", "format": "date"}}, "required": ["date"], "additionalProperties": False},
            get_daily_summary, strict=True),
    ToolDef(
        "set_goal",
        "Set a daily (steps, calories) or long-term (weight in kg, workouts per week) goal.",
        {"type": "object", "properties": {"goal_type": {"type": "string", "enum": ["steps", "calories", "weight", "workouts_per_week"]}, "target": {"type": "number"}},
         "required": ["goal_type", "target"]},
        set_goal,
        act=True,
    ),
    ToolDef(
        "get_workout_history",
        "Workouts logged between two dates (inclusive), optionally of one activity.",
        {
            "type": "object",
            "properties": {
                "from_date": {"type": "string", "format": "date"},
                "to_date": {"type": "string", "format": "date"},
                "activity": {"anyOf": [{"type": "string", "enum": ACTIVITIES}, {"type": "null"}]},
            },
            "required": ["from_date", "to_date", "activity"],
            "additionalProperties": False,
        },
        get_workout_history,
        strict=True,
    ),
]
FITNESS_ACTS = _acts(FITNESS_TOOLS)
FITNESS_DOMAIN = Domain(
    "fitness",
    FITNESS_TOOLS,
    "You are the coach assistant in the FitTrack app. Units are metric. Today is Monday, 5 October 2026. "
    "Log things when the user tells you they did or ate them.",
)

FITNESS_CASES = [
    Case("fit_log_5k", "fitness", "direct", [Turn(
        "log a 5k run this morning, took me 28 minutes",
        calls=[ExpectCall("log_workout", {"activity": "run", "duration_minutes": 28, "distance_km": number(5), "date": date("2026-10-05")})],
    )], features=("number", "integer", "enum", "relative_date", "nullable_type", "lowercase")),
    Case("fit_breakfast_and_yoga", "fitness", "multi_intent", [Turn(
        "had porridge with a banana for breakfast and did 40 mins of yoga",
        calls=[ExpectCall("log_meal", {"meal": "breakfast", "items": has_items(fields(name=matches("porridge|oat")), fields(name=contains("banana")))}),
               ExpectCall("log_workout", {"activity": "yoga", "duration_minutes": 40})],
        allow=["get_nutrition"],
    )], features=("array_objects", "enum", "lowercase")),
    Case("fit_chicken_calories", "fitness", "indirect", [Turn(
        "how many calories are in 150g of chicken breast?",
        calls=[ExpectCall("get_nutrition", {"food": contains("chicken"), "amount_g": number(150)})],
        forbid=FITNESS_ACTS,
        answer_has=[said_number(248)],
    )], features=("number",)),
    Case("fit_stretch_advice", "fitness", "no_tool", [Turn(
        "is it better to stretch before or after a run?",
        forbid=FITNESS_ACTS,
    )]),
    Case("fit_log_workout_vague", "fitness", "underspecified", [Turn(
        "log my workout",
        forbid=FITNESS_ACTS,
        allow=["get_workout_history"],
        clarify=True,
    )], features=("terse",)),
    Case("fit_yesterday_and_friday", "fitness", "multi_turn", [
        Turn("how did I do yesterday?",
             calls=[ExpectCall("get_daily_summary", {"date": date("2026-10-04")})],
             forbid=FITNESS_ACTS,
             allow=["get_workout_history"],
             answer_has=[said_number(8412)]),
        Turn("and on friday?",
             calls=[ExpectCall("get_daily_summary", {"date": date("2026-10-02")})],
             forbid=FITNESS_ACTS,
             allow=["get_workout_history"],
             answer_has=[said_number(12005)]),
    ], features=("follow_up", "relative_date")),
    Case("fit_step_goal_words", "fitness", "polite", [Turn(
        "Could you set my daily step goal to ten thousand, please?",
        calls=[ExpectCall("set_goal", {"goal_type": "steps", "target": number(10000)})],
    )], features=("number_words", "enum")),
    Case("fit_km_last_week", "fitness", "indirect", [Turn(
        "how many km did I run last week altogether?",
        calls=[ExpectCall("get_workout_history", {"from_date": dates("2026-09-28", "2026-09-29"), "to_date": dates("2026-10-04", "2026-10-05")})],
        forbid=FITNESS_ACTS,
        answer_has=[said_number(23.7)],
    )], features=("date_range", "relative_date", "nullable_anyof")),
]

# =============================================================================================
# 13. HR leave & public holidays — PeopleDesk. Today is Tuesday, 1 December 2026.
# =============================================================================================

HOLIDAYS = {
    ("DE", 2026): [("2026-01-01", "New Year's Day"), ("2026-04-03", "Good Friday"), ("2026-04-06", "Easter Monday"), ("2026-05-01", "Labour Day"),
                   ("2026-05-14", "Ascension Day"), ("2026-05-25", "Whit Monday"), ("2026-10-03", "German Unity Day"),
                   ("2026-12-25", "Christmas Day"), ("2026-12-26", "Second Day of Christmas")],
    ("DE", 2027): [("2027-01-01", "New Year's Day"), ("2027-03-26", "Good Friday"), ("2027-03-29", "Easter Monday"), ("2027-05-01", "Labour Day"),
                   ("2027-05-06", "Ascension Day"), ("2027-05-17", "Whit Monday"), ("2027-10-03", "German Unity Day"),
                   ("2027-12-25", "Christmas Day"), ("2027-12-26", "Second Day of Christmas")],
    ("JP", 2027): [("2027-01-01", "New Year's Day"), ("2027-01-11", "Coming of Age Day"), ("2027-02-11", "National Foundation Day"),
                   ("2027-02-23", "Emperor's Birthday"), ("2027-03-21", "Vernal Equinox Day"), ("2027-03-22", "Vernal Equinox Day (observed)")],
    ("ES", 2026): [("2026-10-12", "Fiesta Nacional de España"), ("2026-11-01", "All Saints' Day"), ("2026-12-06", "Constitution Day"),
                   ("2026-12-08", "Immaculate Conception"), ("2026-12-25", "Christmas Day")],
    ("PT", 2026): [("2026-10-05", "Republic Day"), ("2026-11-01", "All Saints' Day"), ("2026-12-01", "Restoration of Independence"),
                   ("2026-12-08", "Immaculate Conception"), ("2026-12-25", "Christmas Day")],
    ("GB", 2026): [("2026-08-31", "Summer bank holiday"), ("2026-12-25", "Christmas Day"), ("2026-12-28", "Boxing Day (substitute day)")],
    ("FR", 2026): [("2026-11-01", "Toussaint"), ("2026-11-11", "Armistice"), ("2026-12-25", "Noël")],
}
LEAVE_REQUESTS = [
    {"request_id": "LV-7601", "leave_type": "annual", "start_date": "2026-08-03", "end_date": "2026-08-14", "status": "approved", "working_days": 10},
    {"request_id": "LV-7650", "leave_type": "annual", "start_date": "2027-02-15", "end_date": "2027-02-19", "status": "pending", "working_days": 5},
]
BALANCES = {"annual": {"entitlement_days": 30, "taken_days": 17.5, "remaining_days": 12.5, "year": 2026},
            "sick": {"taken_days": 2, "note": "sick leave is not capped; tell your manager"},
            "parental": {"remaining_days": 0, "note": "parental leave needs an application to HR"}, "unpaid": {"note": "ask your manager"}}


def getLeaveBalance(leave_type):
    return {"employee_id": "E-2291", "leave_type": leave_type, **BALANCES.get(leave_type, {"error": "unknown leave type"})}


def _working_days(start, end):
    holidays = {day for (country, _year), days in HOLIDAYS.items() if country == "DE" for day, _name in days}
    count, day = 0, start
    while day <= end:
        if day.weekday() < 5 and day.isoformat() not in holidays:
            count += 1
        day += _dt.timedelta(days=1)
    return count


def request_leave(start_date, end_date, leave_type, half_day, note):
    if bad := _bad_date(start_date, end_date):
        return bad
    start, end = _date(start_date), _date(end_date)
    if end < start:
        return {"error": "end_date is before start_date"}
    if start < _dt.date(2026, 12, 1):
        return {"error": "leave cannot start in the past"}
    if half_day and start != end:
        return {"error": "a half day must start and end on the same date"}
    days = 0.5 if half_day else _working_days(start, end)
    return {"request_id": "LV-7713", "status": "pending_approval", "leave_type": leave_type, "start_date": start_date, "end_date": end_date,
            "working_days": days, "approver": "Jonas Weber"}


def list_public_holidays(country_code, year, region=None):
    days = HOLIDAYS.get((str(country_code).upper(), year))
    if days is None:
        return {"error": f"no holiday calendar for {country_code!r} {year}"}
    return {"country_code": country_code.upper(), "year": year, "holidays": [{"date": d, "name": n} for d, n in days]}


def list_leave_requests(status="all"):
    return {"requests": [r for r in LEAVE_REQUESTS if status == "all" or r["status"] == status]}


def cancel_leave_request(request_id):
    request = next((r for r in LEAVE_REQUESTS if r["request_id"] == request_id), None)
    if request is None:
        return {"error": f"leave request {request_id!r} not found"}
    return {**request, "status": "cancelled"}


HR_TOOLS = [
    ToolDef(
        "getLeaveBalance",
        "The employee's remaining leave for the current year.",
        {"type": "object", "properties": {"leave_type": {"type": "string", "enum": ["annual", "sick", "parental", "unpaid"]}}, "required": ["leave_type"],
         "additionalProperties": False},
        getLeaveBalance,
        strict=True,
    ),
    ToolDef(
        "request_leave",
        "Submit a leave request for approval. Dates inclusive. Set half_day for a single half day.",
        {
            "$defs": {"LeaveType": {"type": "string", "enum": ["annual", "sick", "parental", "unpaid"], "title": "LeaveType"}},
            "type": "object",
            "title": "LeaveRequest",
            "properties": {
                "start_date": {"type": "string", "format": "date", "title": "Start Date"},
                "end_date": {"type": "string", "format": "date", "title": "End Date"},
                "leave_type": {"$ref": "#/$defs/LeaveType"},
                "half_day": {"type": "boolean", "title": "Half Day"},
                "note": {"anyOf": [{"type": "string"}, {"type": "null"}], "title": "Note"},
            },
            "required": ["start_date", "end_date", "leave_type", "half_day", "note"],
            "additionalProperties": False,
        },
        request_leave,
        act=True,
        strict=True,
    ),
    ToolDef(
        "list_public_holidays",
        "Public holidays of a country for a year. country_code is ISO 3166-1 alpha-2 (DE, JP, ES ...).",
        {
            "type": "object",
            "properties": {
                "country_code": {"type": "string", "pattern": "^[A-Z]{2}$"},
                "year": {"type": "integer", "minimum": 2000, "maximum": 2100},
                "region": {"type": "string", "description": "Optional subdivision, e.g. BY"},
            },
            "required": ["country_code", "year"],
        },
        list_public_holidays,
    ),
    ToolDef("list_leave_requests", "The employee's leave requests.",
            {"type": "object", "properties": {"status": {"type": "string", "enum": ["pending", "approved", "rejected", "all"]}}}, list_leave_requests),
    ToolDef("cancel_leave_request", "Withdraw a pending or approved leave request.",
            {"type": "object", "properties": {"request_id": {"type": "string"}}, "required": ["request_id"], "additionalProperties": False},
            cancel_leave_request, act=True, strict=True),
]
HR_ACTS = _acts(HR_TOOLS)
HR_DOMAIN = Domain(
    "hr",
    HR_TOOLS,
    "You are PeopleDesk, the HR assistant for employee Marta Novak (employee id E-2291, based in Berlin, Germany). "
    "Today is Tuesday, 1 December 2026. Leave is booked in whole or half days.",
)

HR_CASES = [
    Case("hr_book_leave_range", "hr", "direct", [Turn(
        "book annual leave from the 21st to the 23rd of December",
        calls=[ExpectCall("request_leave", {"start_date": date("2026-12-21"), "end_date": date("2026-12-23"), "leave_type": "annual"})],
        allow=["getLeaveBalance", "list_public_holidays"],
        answer_has=["LV-7713"],
    )], features=("date_range", "ref", "boolean", "nullable_anyof", "lowercase")),
    Case("hr_japan_january", "hr", "direct", [Turn(
        "What public holidays does Japan have in January next year?",
        calls=[ExpectCall("list_public_holidays", {"country_code": "JP", "year": 2027})],
        forbid=HR_ACTS,
        answer_has=["Coming of Age"],
    )], features=("iso_code", "integer", "relative_date")),
    Case("hr_days_left", "hr", "indirect", [Turn(
        "how many days off have I got left this year?",
        calls=[ExpectCall("getLeaveBalance", {"leave_type": "annual"})],
        forbid=HR_ACTS,
        answer_has=[said_number(12.5)],
    )], features=("enum", "lowercase")),
    Case("hr_time_off_january_vague", "hr", "underspecified", [Turn(
        "I'd like to take some time off in January",
        forbid=HR_ACTS,
        allow=["getLeaveBalance", "list_public_holidays"],
        clarify=True,
    )]),
    Case("hr_dec8_spain_portugal", "hr", "multi_intent", [Turn(
        "Is the 8th of December a public holiday in Spain? And in Portugal?",
        calls=[ExpectCall("list_public_holidays", {"country_code": "ES", "year": 2026}),
               ExpectCall("list_public_holidays", {"country_code": "PT", "year": 2026})],
        forbid=HR_ACTS,
        answer_has=[said("Immaculate", "Inmaculada", "Imaculada", "both", "yes")],
    )], features=("iso_code", "integer")),
    Case("hr_cancel_pending", "hr", "chained", [Turn(
        "please cancel my pending leave request",
        calls=[ExpectCall("list_leave_requests"), ExpectCall("cancel_leave_request", {"request_id": "LV-7650"})],
        forbid=["request_leave"],
        answer_has=[said("LV-7650", "February", "Feb", "2027-02-15")],
    )], features=("id", "lowercase")),
    Case("hr_annual_vs_toil", "hr", "no_tool", [Turn(
        "what's the difference between annual leave and TOIL?",
        forbid=HR_ACTS,
    )]),
    Case("hr_christmas_then_book", "hr", "multi_turn", [
        Turn("which days are public holidays in Germany over Christmas?",
             calls=[ExpectCall("list_public_holidays", {"country_code": "DE", "year": 2026})],
             forbid=HR_ACTS,
             answer_has=[said("26")]),
        Turn("ok, book me off from the 28th to the 31st then",
             calls=[ExpectCall("request_leave", {"start_date": date("2026-12-28"), "end_date": date("2026-12-31"), "leave_type": "annual"})],
             allow=["getLeaveBalance"],
             answer_has=["LV-7713"]),
    ], features=("follow_up", "iso_code", "date_range")),
    Case("hr_half_day_friday_polite", "hr", "polite", [Turn(
        "Could you please request a half day of annual leave this Friday afternoon?",
        calls=[ExpectCall("request_leave", {"start_date": date("2026-12-04"), "end_date": date("2026-12-04"), "half_day": boolean(True), "leave_type": "annual"})],
        allow=["getLeaveBalance"],
    )], features=("boolean", "relative_date", "ref")),
    Case("hr_german_balance", "hr", "indirect", [Turn(
        "Wie viele Urlaubstage habe ich noch?",
        forbid=HR_ACTS,
        allow=["getLeaveBalance"],
    )], features=("non_english",)),
]

# =============================================================================================
# 14. Parcel shipping — ParcelPoint (nested address objects). Today is Thursday, 12 November 2026.
# =============================================================================================

SAVED_ADDRESSES = [
    {"address_id": "ADDR-1", "label": "Home", "name": "Iain MacLeod", "street": "42 Harbour Road", "city": "Edinburgh", "postal_code": "EH6 6LX", "country_code": "GB", "phone": "+44 7700 900123"},
    {"address_id": "ADDR-2", "label": "Office", "name": "Iain MacLeod, Brightline Ltd", "street": "5 Quay Street", "city": "Glasgow", "postal_code": "G3 8AX", "country_code": "GB", "phone": None},
]
TRACKING = {
    "PP482913776GB": {"tracking_number": "PP482913776GB", "status": "out for delivery", "last_scan": "Edinburgh Delivery Office, 07:42",
                      "expected": "today by 18:00", "history": ["2026-11-10 collected", "2026-11-11 Glasgow hub", "2026-11-12 out for delivery"]},
    "PP555120000GB": {"tracking_number": "PP555120000GB", "status": "label created", "last_scan": None, "expected": None},
}
SERVICE_POINTS = {
    "NL": [
        {"id": "SP-NL-0141", "name": "Primera Damrak", "address": "Damrak 70, 1012 LM Amsterdam", "distance_m": 350,
         "opening_hours": {"mon-sat": "08:00-20:00", "sun": "closed"}},
        {"id": "SP-NL-0177", "name": "AH to go Amsterdam Centraal", "address": "Stationsplein 15, 1012 AB Amsterdam", "distance_m": 120,
         "opening_hours": {"mon-sat": "07:00-22:00", "sun": "09:00-21:00"}},
        {"id": "SP-NL-0202", "name": "ParcelPoint Locker Nieuwmarkt", "address": "Nieuwmarkt 4, 1012 CR Amsterdam", "distance_m": 900,
         "opening_hours": {"every day": "00:00-24:00"}},
    ],
}
ZONES = {"GB": ("domestic", 6.50, 0.90), "FR": ("europe", 14.90, 2.40), "DE": ("europe", 14.90, 2.40), "NL": ("europe", 14.90, 2.40),
         "IE": ("europe", 12.90, 2.10), "ES": ("europe", 15.90, 2.60), "US": ("world", 29.90, 5.80)}
SERVICE_FACTOR = {"economy": 0.8, "standard": 1.0, "express": 1.9}


def quote_price(destination_country, weight_kg, service):
    _zone, base, per_kg = ZONES[destination_country]
    return round((base + per_kg * weight_kg) * SERVICE_FACTOR[service], 2)


def get_quote(origin_postal_code, origin_country, destination_postal_code, destination_country, weight_kg, service=None):
    if str(destination_country).upper() not in ZONES or str(origin_country).upper() != "GB":
        return {"error": "ParcelPoint ships from GB to GB, IE, FR, DE, NL, ES and US only"}
    if not 0 < weight_kg <= 30:
        return {"error": "weight must be between 0 and 30 kg"}
    services = [service] if service else list(SERVICE_FACTOR)
    days = {"economy": "5-7 working days", "standard": "3-4 working days", "express": "1-2 working days"}
    return {"quotes": [{"service": s, "price": quote_price(destination_country.upper(), weight_kg, s), "currency": "GBP", "delivery": days[s]} for s in services]}


def create_shipment(sender, recipient, parcels, service, reference):
    for who in (sender, recipient):
        missing = [k for k in ("name", "street", "city", "postal_code", "country_code") if not who.get(k)]
        if missing:
            return {"error": f"address is missing {missing}"}
    if recipient["country_code"].upper() not in ZONES:
        return {"error": f"cannot ship to {recipient['country_code']!r}"}
    weight = sum(p["weight_kg"] for p in parcels)
    return {"shipment_id": "SHP-55120", "tracking_number": "PP555120000GB", "service": service,
            "price": quote_price(recipient["country_code"].upper(), weight, service), "currency": "GBP",
            "label_url": "https://parcelpoint.example/labels/SHP-55120.pdf"}


def track_parcel(tracking_number):
    return TRACKING.get(str(tracking_number).replace(" ", "").upper(), {"error": f"tracking number {tracking_number} not found"})


def list_saved_addresses():
    return {"addresses": SAVED_ADDRESSES}


def schedule_pickup(shipment_id, date, time_window):
    if shipment_id not in ("SHP-55012", "SHP-55120"):
        return {"error": f"shipment {shipment_id!r} not found"}
    if bad := _bad_date(date):
        return bad
    if _date(date).weekday() == 6:
        return {"error": "no pickups on Sundays"}
    return {"pickup_id": "PU-3301", "shipment_id": shipment_id, "date": date, "time_window": time_window, "status": "booked"}


def find_service_points(postal_code, country_code, max_results):
    points = SERVICE_POINTS.get(str(country_code).upper())
    if not points:
        return {"error": f"no service points known for {country_code!r}"}
    return {"service_points": points[:max_results]}


_ADDRESS_DEF = {
    "type": "object",
    "title": "Address",
    "properties": {
        "name": {"type": "string"},
        "street": {"type": "string"},
        "city": {"type": "string"},
        "postal_code": {"type": "string"},
        "country_code": {"type": "string", "pattern": "^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2"},
        "phone": {"type": ["string", "null"]},
    },
    "required": ["name", "street", "city", "postal_code", "country_code", "phone"],
    "additionalProperties": False,
}
SHIPPING_TOOLS = [
    ToolDef(
        "get_quote",
        "Price quote for one parcel. Omit service to get all services.",
        {
            "type": "object",
            "properties": {
                "origin_postal_code": {"type": "string"},
                "origin_country": {"type": "string", "pattern": "^[A-Z]{2}$"},
                "destination_postal_code": {"type": "string"},
                "destination_country": {"type": "string", "pattern": "^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2"},
                "weight_kg": {"type": "number", "exclusiveMinimum": 0, "maximum": 30},
                "service": {"type": "string", "enum": ["economy", "standard", "express"]},
            },
            "required": ["origin_postal_code", "origin_country", "destination_postal_code", "destination_country", "weight_kg"],
        },
        get_quote,
    ),
    ToolDef(
        "create_shipment",
        "Create a shipment and buy its label. Charges the account. Dimensions in cm, weight in kg.",
        {
            "$defs": {
                "Address": _ADDRESS_DEF,
                "Parcel": {
                    "type": "object",
                    "title": "Parcel",
                    "properties": {"weight_kg": {"type": "number"}, "length_cm": {"type": "number"}, "width_cm": {"type": "number"}, "height_cm": {"type": "number"}},
                    "required": ["weight_kg", "length_cm", "width_cm", "height_cm"],
                    "additionalProperties": False,
                },
            },
            "type": "object",
            "title": "CreateShipment",
            "properties": {
                "sender": {"$ref": "#/$defs/Address"},
                "recipient": {"$ref": "#/$defs/Address"},
                "parcels": {"type": "array", "items": {"$ref": "#/$defs/Parcel"}},
                "service": {"type": "string", "enum": ["economy", "standard", "express"]},
                "reference": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["sender", "recipient", "parcels", "service", "reference"],
            "additionalProperties": False,
        },
        create_shipment,
        act=True,
        strict=True,
    ),
    ToolDef("track_parcel", "Tracking status of a parcel (tracking numbers look like PP123456789GB).",
            {"type": "object", "properties": {"tracking_number": {"type": "string", "pattern": "^PP\\d{9}[A-Z]{2}$"}}, "required": ["tracking_number"]}, track_parcel),
    ToolDef("list_saved_addresses", "The user's saved addresses (Home, Office).", {}, list_saved_addresses),
    ToolDef(
        "schedule_pickup",
        "Book a courier pickup for a shipment.",
        {
            "type": "object",
            "properties": {"shipment_id": {"type": "string"}, "date": {"type": "string", "format": "date"},
                           "time_window": {"type": "string", "enum": ["morning", "afternoon", "evening"]}},
            "required": ["shipment_id", "date", "time_window"],
            "additionalProperties": False,
        },
        schedule_pickup,
        act=True,
        strict=True,
    ),
    ToolDef(
        "find_service_points",
        "Drop-off points near a postal code, with opening hours.",
        {
            "type": "object",
            "properties": {"postal_code": {"type": "string"}, "country_code": {"type": "string", "description": "ISO 3166-1 alpha-2"},
                           "max_results": {"type": "integer", "minimum": 1, "maximum": 10}},
            "required": ["postal_code", "country_code", "max_results"],
            "additionalProperties": False,
        },
        find_service_points,
        strict=True,
    ),
]
SHIPPING_ACTS = _acts(SHIPPING_TOOLS)
SHIPPING_DOMAIN = Domain(
    "shipping",
    SHIPPING_TOOLS,
    "You are the assistant of ParcelPoint, a parcel service shipping from the UK. Weights are in kg, dimensions in cm, prices in GBP. "
    "Today is Thursday, 12 November 2026.",
)

SHIPPING_CASES = [
    Case("ship_track_one", "shipping", "direct", [Turn(
        "track PP482913776GB",
        calls=[ExpectCall("track_parcel", {"tracking_number": "PP482913776GB"})],
        answer_has=[said("out for delivery")],
    )], features=("id", "terse", "lowercase")),
    Case("ship_quote_paris_express", "shipping", "direct", [Turn(
        "how much to send a 2.5kg parcel from EH6 6LX to 75011 Paris, express?",
        calls=[ExpectCall("get_quote", {"origin_postal_code": contains("EH6"), "origin_country": "GB", "destination_postal_code": "75011",
                                        "destination_country": "FR", "weight_kg": number(2.5), "service": "express"})],
        forbid=SHIPPING_ACTS,
        answer_has=[said_number(quote_price("FR", 2.5, "express"))],
    )], features=("iso_code", "number", "enum", "money")),
    Case("ship_create_to_berlin", "shipping", "chained", [Turn(
        "Ship a 1.2 kg box, 30 x 20 x 10 cm, to Lena Fischer, Torstraße 12, 10119 Berlin, Germany - standard service, from my home address.",
        calls=[ExpectCall("list_saved_addresses"),
               ExpectCall("create_shipment", {
                   "sender": fields(postal_code=contains("EH6"), city=contains("Edinburgh")),
                   "recipient": fields(name=contains("Lena Fischer"), street=contains("Torstra"), city=contains("Berlin"), postal_code="10119", country_code="DE"),
                   "parcels": items(fields(weight_kg=number(1.2), length_cm=number(30), width_cm=number(20), height_cm=number(10))),
                   "service": "standard"})],
        allow=["get_quote"],
        answer_has=[said("SHP-55120", "PP555120000GB")],
    )], features=("nested", "ref", "array_objects", "iso_code", "person", "number", "empty_params", "long")),
    Case("ship_sister_dublin_vague", "shipping", "underspecified", [Turn(
        "I need to send a parcel to my sister in Dublin",
        forbid=SHIPPING_ACTS,
        allow=["list_saved_addresses"],
        clarify=True,
    )], features=("person",)),
    Case("ship_pack_vase", "shipping", "no_tool", [Turn(
        "what's the best way to pack something fragile like a vase?",
        forbid=SHIPPING_ACTS,
    )]),
    Case("ship_points_then_sunday", "shipping", "multi_turn", [
        Turn("where can I drop off a parcel near 1012 AB in Amsterdam?",
             calls=[ExpectCall("find_service_points", {"postal_code": contains("1012"), "country_code": "NL"})],
             forbid=SHIPPING_ACTS,
             answer_has=[said("Damrak", "Centraal", "Nieuwmarkt")]),
        Turn("which of those are open on sunday?",
             forbid=SHIPPING_ACTS,
             allow=["find_service_points"],
             answer_has=[said("Centraal", "Nieuwmarkt")]),
    ], features=("follow_up", "iso_code", "integer")),
    Case("ship_track_two", "shipping", "multi_intent", [Turn(
        "can you check on PP482913776GB and PP100200300GB?",
        calls=[ExpectCall("track_parcel", {"tracking_number": "PP482913776GB"}), ExpectCall("track_parcel", {"tracking_number": "PP100200300GB"})],
        forbid=SHIPPING_ACTS,
        answer_has=[said("out for delivery"),
                    said("not found", "couldn't find", "could not find", "no record", "unable to find", "invalid", "doesn't exist",
                         "does not exist", "no information", "no tracking", "wasn't found", "was not found", "no results")],
    )], features=("id", "error_output")),
    Case("ship_pickup_tomorrow_polite", "shipping", "polite", [Turn(
        "Could you arrange a pickup for shipment SHP-55012 tomorrow morning?",
        calls=[ExpectCall("schedule_pickup", {"shipment_id": "SHP-55012", "date": date("2026-11-13"), "time_window": "morning"})],
        answer_has=["PU-3301"],
    )], tools=["schedule_pickup", "track_parcel", "list_saved_addresses"], features=("id", "relative_date", "enum")),
]

# =============================================================================================
# 15. Music streaming — Tunewave. 8 tools.
# =============================================================================================

CATALOG = [
    {"uri": "tw:track:4u7Eneb", "type": "track", "title": "Bohemian Rhapsody", "artist": "Queen", "album": "A Night at the Opera", "duration": "5:55"},
    {"uri": "tw:track:7hQJA50", "type": "track", "title": "Don't Stop Me Now", "artist": "Queen", "album": "Jazz", "duration": "3:29"},
    {"uri": "tw:track:3n3Ppam", "type": "track", "title": "Mr. Brightside", "artist": "The Killers", "album": "Hot Fuss", "duration": "3:42"},
    {"uri": "tw:track:1YQWosT", "type": "track", "title": "Take Five", "artist": "The Dave Brubeck Quartet", "album": "Time Out", "duration": "5:24"},
    {"uri": "tw:track:9gH0ur1", "type": "track", "title": "Golden Hour", "artist": "Mira Vale", "album": "Low Sun", "duration": "3:58"},
    {"uri": "tw:album:1dW2s0f", "type": "album", "title": "Pastel Blues", "artist": "Nina Simone", "year": 1965},
    {"uri": "tw:album:5xLAcb3", "type": "album", "title": "I Put a Spell on You", "artist": "Nina Simone", "year": 1965},
    {"uri": "tw:album:2M0tJ9n", "type": "album", "title": "Wild Is the Wind", "artist": "Nina Simone", "year": 1966},
    {"uri": "tw:artist:7G1GBho", "type": "artist", "title": "Nina Simone", "artist": "Nina Simone", "followers": 3120441},
    {"uri": "tw:artist:1dfeR4H", "type": "artist", "title": "Queen", "artist": "Queen", "followers": 51200000},
    {"uri": "tw:playlist:37i9dQZ", "type": "playlist", "title": "Rainy Day Jazz", "artist": "Tunewave", "tracks": 80},
]
PLAYLISTS = [
    {"playlist_id": "PL-201", "name": "Workout", "tracks": 42, "public": False},
    {"playlist_id": "PL-202", "name": "Chill Sundays", "tracks": 67, "public": True},
    {"playlist_id": "PL-203", "name": "Focus", "tracks": 25, "public": False},
]
MUSIC_DEVICES = ["Living Room Speaker", "Phone", "Car"]


def _device(name):
    if name is None:
        return "Phone"
    return next((d for d in MUSIC_DEVICES if _key(name) in _key(d) or _key(d) in _key(name)), None)


def search_catalog(query, type=None, limit=10):
    words = [w for w in _key(query).split() if w not in ("by", "the", "songs", "song", "albums", "album", "some")]
    found = [c for c in CATALOG if (type is None or c["type"] == type) and words and all(w in _key(c["title"] + " " + c["artist"]) for w in words)]
    if not found:
        found = [c for c in CATALOG if (type is None or c["type"] == type) and any(w in _key(c["title"] + " " + c["artist"]) for w in words)]
    return {"results": found[:limit]}


def startPlayback(uri, device, shuffle):
    item = next((c for c in CATALOG if c["uri"] == uri), None)
    if item is None:
        return {"error": f"unknown uri {uri!r}; search the catalog first"}
    if _device(device) is None:
        return {"error": f"device {device!r} not found; devices: {MUSIC_DEVICES}"}
    return {"playing": item["title"], "artist": item["artist"], "device": _device(device), "shuffle": bool(shuffle)}


def pause_playback():
    return {"paused": True, "device": "Living Room Speaker"}


def set_volume(percent, device):
    if _device(device) is None:
        return {"error": f"device {device!r} not found"}
    return {"device": _device(device), "volume": percent}


def get_now_playing():
    return {"is_playing": True, "track": "Golden Hour", "artist": "Mira Vale", "album": "Low Sun", "uri": "tw:track:9gH0ur1",
            "device": "Living Room Speaker", "progress": "1:12 / 3:58"}


def get_my_playlists(limit=20):
    return {"playlists": PLAYLISTS[:limit]}


def create_playlist(name, description=None, public=False, track_uris=None):
    return {"playlist_id": "PL-240", "name": name, "public": public, "tracks": len(track_uris or [])}


def add_to_playlist(playlist_id, track_uris):
    playlist = next((p for p in PLAYLISTS if p["playlist_id"] == playlist_id), None)
    if playlist is None and playlist_id != "PL-240":
        return {"error": f"playlist {playlist_id!r} not found"}
    unknown = [u for u in track_uris if not any(c["uri"] == u for c in CATALOG)]
    if unknown:
        return {"error": f"unknown uris {unknown}"}
    return {"playlist_id": playlist_id, "added": len(track_uris), "snapshot_id": "snap_88a1"}


MUSIC_TOOLS = [
    ToolDef(
        "search_catalog",
        "Search Tunewave for tracks, albums, artists or playlists. Results carry a `uri` to play.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string"},
                "type": {"type": "string", "enum": ["track", "album", "artist", "playlist"], "description": "Default: any"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 20},
            },
            "required": ["query"],
        },
        search_catalog,
    ),
    ToolDef(
        "startPlayback",
        "Play a track, album or playlist by uri on a device (null = the phone).",
        {
            "type": "object",
            "properties": {
                "uri": {"type": "string", "description": "tw:track:..., tw:album:..., tw:playlist:..."},
                "device": {"type": ["string", "null"], "enum": MUSIC_DEVICES + [None]},
                "shuffle": {"type": ["boolean", "null"]},
            },
            "required": ["uri", "device", "shuffle"],
            "additionalProperties": False,
        },
        startPlayback,
        act=True,
        strict=True,
    ),
    ToolDef("pause_playback", "Pause whatever is playing.", {}, pause_playback, act=True),
    ToolDef(
        "set_volume",
        "Set playback volume in percent.",
        {"type": "object", "properties": {"percent": {"type": "integer", "minimum": 0, "maximum": 100}, "device": {"type": ["string", "null"]}},
         "required": ["percent", "device"], "additionalProperties": False},
        set_volume,
        act=True,
        strict=True,
    ),
    ToolDef("get_now_playing", "What is playing right now.", {"type": "object", "properties": {}}, get_now_playing),
    ToolDef("get_my_playlists", "The user's playlists.", {"type": "object", "properties": {"limit": {"type": "integer"}}}, get_my_playlists),
    ToolDef(
        "create_playlist",
        "Create a playlist, optionally with tracks.",
        {
            "type": "object",
            "properties": {
                "name": {"type": "string"},
                "description": {"type": "string"},
                "public": {"type": "boolean", "default": False},
                "track_uris": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["name"],
        },
        create_playlist,
        act=True,
    ),
    ToolDef(
        "add_to_playlist",
        "Add tracks to a playlist.",
        {"type": "object", "properties": {"playlist_id": {"type": "string"}, "track_uris": {"type": "array", "items": {"type": "string"}}},
         "required": ["playlist_id", "track_uris"], "additionalProperties": False},
        add_to_playlist,
        act=True,
        strict=True,
    ),
]
MUSIC_ACTS = _acts(MUSIC_TOOLS)
MUSIC_DOMAIN = Domain(
    "music",
    MUSIC_TOOLS,
    "You are the assistant in the Tunewave music app. The user's devices are 'Living Room Speaker', 'Phone' and 'Car'.",
)

MUSIC_CASES = [
    Case("music_pause", "music", "direct", [Turn(
        "pause the music",
        calls=[ExpectCall("pause_playback")],
    )], features=("empty_params", "terse", "lowercase")),
    Case("music_volume_70", "music", "direct", [Turn(
        "turn it up to 70 on the living room speaker",
        calls=[ExpectCall("set_volume", {"percent": 70, "device": contains("Living Room")})],
    )], features=("integer", "nullable_type", "lowercase")),
    Case("music_queen_in_car", "music", "chained", [Turn(
        "play Bohemian Rhapsody by Queen in the car",
        calls=[ExpectCall("search_catalog", {"query": contains("Bohemian Rhapsody")}),
               ExpectCall("startPlayback", {"uri": "tw:track:4u7Eneb", "device": "Car"})],
    )], features=("enum", "nullable_type", "id")),
    Case("music_whats_this_song", "music", "indirect", [Turn(
        "ooh what's this song?",
        calls=[ExpectCall("get_now_playing")],
        forbid=MUSIC_ACTS,
        answer_has=["Golden Hour"],
    )], features=("empty_params",)),
    Case("music_nina_albums_second", "music", "multi_turn", [
        Turn("find me some albums by Nina Simone",
             calls=[ExpectCall("search_catalog", {"query": contains("Nina Simone")})],
             forbid=MUSIC_ACTS,
             answer_has=["Pastel Blues"]),
        Turn("play the second one",
             calls=[ExpectCall("startPlayback", {"uri": "tw:album:5xLAcb3"})],
             allow=["search_catalog"]),
    ], features=("follow_up", "person", "enum")),
    Case("music_pause_and_save", "music", "multi_intent", [Turn(
        "pause it and add the song that's playing to my Workout playlist",
        calls=[ExpectCall("pause_playback"), ExpectCall("get_now_playing"), ExpectCall("get_my_playlists"),
               ExpectCall("add_to_playlist", {"playlist_id": "PL-201", "track_uris": has_items("tw:track:9gH0ur1")})],
        forbid=["create_playlist", "startPlayback"],
    )], features=("array", "empty_params")),
    Case("music_like_radiohead", "music", "no_tool", [Turn(
        "who should I listen to if I like Radiohead?",
        forbid=MUSIC_ACTS,
        allow=["search_catalog"],
    )]),
    Case("music_add_this_vague", "music", "underspecified", [Turn(
        "add this to a playlist",
        forbid=MUSIC_ACTS,
        allow=["get_now_playing", "get_my_playlists"],
        clarify=True,
    )], features=("terse",)),
    Case("music_spanish_now_playing", "music", "indirect", [Turn(
        "¿qué canción está sonando ahora?",
        forbid=MUSIC_ACTS,
        allow=["get_now_playing"],
    )], features=("non_english",)),
    Case("music_road_trip_playlist", "music", "chained", [Turn(
        "make a playlist called Road Trip 2026 with Bohemian Rhapsody and Mr. Brightside on it",
        calls=[ExpectCall("search_catalog", {"query": contains("Bohemian")}), ExpectCall("search_catalog", {"query": contains("Brightside")}),
               ExpectCall("create_playlist", {"name": contains("Road Trip 2026")})],
        forbid=["startPlayback", "pause_playback"],
        allow=["add_to_playlist"],
    )], features=("array", "quoted")),
]

# =============================================================================================
# 16. Hotel booking — StayFinder. Today is Thursday, 16 April 2026.
# =============================================================================================

HOTELS = {
    "HT-310": {"hotel_id": "HT-310", "name": "Hotel Aurora Porto", "city": "Porto", "price_per_night": 118, "currency": "EUR", "rating": 4.4,
               "amenities": ["breakfast", "parking"], "check_in_from": "15:00", "check_out_until": "11:00", "distance_to_airport_km": 11},
    "HT-311": {"hotel_id": "HT-311", "name": "Ribeira Loft Suites", "city": "Porto", "price_per_night": 164, "currency": "EUR", "rating": 4.7,
               "amenities": ["gym", "breakfast"], "check_in_from": "14:00", "check_out_until": "12:00", "distance_to_airport_km": 14},
    "HT-312": {"hotel_id": "HT-312", "name": "Casa do Douro Guesthouse", "city": "Porto", "price_per_night": 79, "currency": "EUR", "rating": 4.1,
               "amenities": ["pet_friendly"], "check_in_from": "16:00", "check_out_until": "10:30", "distance_to_airport_km": 12},
    "HT-320": {"hotel_id": "HT-320", "name": "Alfama Courtyard Hotel", "city": "Lisbon", "price_per_night": 132, "currency": "EUR", "rating": 4.5,
               "amenities": ["breakfast"], "check_in_from": "15:00", "check_out_until": "11:00", "distance_to_airport_km": 9},
    "HT-321": {"hotel_id": "HT-321", "name": "Lisboa Central Inn", "city": "Lisbon", "price_per_night": 96, "currency": "EUR", "rating": 4.0,
               "amenities": ["gym", "parking"], "check_in_from": "14:00", "check_out_until": "11:00", "distance_to_airport_km": 7},
    "HT-322": {"hotel_id": "HT-322", "name": "Tagus Grand", "city": "Lisbon", "price_per_night": 245, "currency": "EUR", "rating": 4.8,
               "amenities": ["pool", "spa", "gym", "breakfast"], "check_in_from": "15:00", "check_out_until": "12:00", "distance_to_airport_km": 8},
    "HT-330": {"hotel_id": "HT-330", "name": "Royal Mile Residence", "city": "Edinburgh", "price_per_night": 140, "currency": "GBP", "rating": 4.6,
               "amenities": ["parking", "pet_friendly"], "check_in_from": "15:00", "check_out_until": "11:00", "distance_to_airport_km": 13},
    "HT-331": {"hotel_id": "HT-331", "name": "Leith Dockside Hotel", "city": "Edinburgh", "price_per_night": 112, "currency": "GBP", "rating": 4.2,
               "amenities": ["pet_friendly"], "check_in_from": "14:00", "check_out_until": "11:00", "distance_to_airport_km": 15},
    "HT-332": {"hotel_id": "HT-332", "name": "Castle View Apartments", "city": "Edinburgh", "price_per_night": 180, "currency": "GBP", "rating": 4.3,
               "amenities": ["parking"], "check_in_from": "16:00", "check_out_until": "10:00", "distance_to_airport_km": 12},
    "HT-340": {"hotel_id": "HT-340", "name": "Ringstrasse Hotel", "city": "Vienna", "price_per_night": 150, "currency": "EUR", "rating": 4.5,
               "amenities": ["gym", "breakfast"], "check_in_from": "15:00", "check_out_until": "12:00", "distance_to_airport_km": 19},
    "HT-341": {"hotel_id": "HT-341", "name": "Naschmarkt Boutique", "city": "Vienna", "price_per_night": 118, "currency": "EUR", "rating": 4.3,
               "amenities": [], "check_in_from": "14:00", "check_out_until": "11:00", "distance_to_airport_km": 18},
    "HT-342": {"hotel_id": "HT-342", "name": "Danube Park Hotel", "city": "Vienna", "price_per_night": 99, "currency": "EUR", "rating": 3.9,
               "amenities": ["gym", "parking", "pool"], "check_in_from": "15:00", "check_out_until": "11:00", "distance_to_airport_km": 16},
}
HOTEL_BOOKINGS = {
    "HB-30117": {"booking_ref": "HB-30117", "hotel": "Hotel Aurora Porto", "check_in": "2026-05-03", "check_out": "2026-05-05", "guests": 2,
                 "room_type": "double", "total": 236, "currency": "EUR", "cancellation": "free cancellation until 2026-04-30 23:59", "status": "confirmed"},
    "HB-30200": {"booking_ref": "HB-30200", "hotel": "Ribeira Loft Suites", "check_in": "2026-04-24", "check_out": "2026-04-26", "guests": 1,
                 "room_type": "single", "total": 328, "currency": "EUR", "cancellation": "non-refundable", "status": "confirmed"},
}
CITY_ALIASES = {"lisboa": "lisbon", "wien": "vienna", "oporto": "porto"}


def search_hotels(city, check_in, check_out, guests, max_price_per_night, amenities):
    if bad := _bad_date(check_in, check_out):
        return bad
    nights = (_date(check_out) - _date(check_in)).days
    if nights <= 0:
        return {"error": "check_out must be after check_in"}
    wanted = CITY_ALIASES.get(_key(city), _key(city))

    def in_city(hotel):
        return _key(hotel["city"]) in wanted or wanted in _key(hotel["city"])

    found = [h for h in HOTELS.values() if in_city(h)
             and (max_price_per_night is None or h["price_per_night"] <= max_price_per_night)
             and all(a in h["amenities"] for a in amenities)]
    if not any(in_city(h) for h in HOTELS.values()):
        return {"error": f"no hotels listed in {city!r}"}
    return {"nights": nights, "guests": guests,
            "hotels": [{**{k: h[k] for k in ("hotel_id", "name", "price_per_night", "currency", "rating", "amenities")},
                        "total_price": h["price_per_night"] * nights} for h in sorted(found, key=lambda h: h["price_per_night"])]}


def get_hotel_details(hotel):
    return _lookup(hotel, HOTELS) or {"error": f"hotel {hotel!r} not found"}


def book_room(hotel_id, room_type, check_in, check_out, guests, guest_name, guest_email):
    if hotel_id not in HOTELS:
        return {"error": f"unknown hotel {hotel_id!r}"}
    if bad := _bad_date(check_in, check_out):
        return bad
    nights = (_date(check_out) - _date(check_in)).days
    if nights <= 0:
        return {"error": "check_out must be after check_in"}
    hotel = HOTELS[hotel_id]
    return {"booking_ref": "HB-40021", "hotel": hotel["name"], "room_type": room_type, "check_in": check_in, "check_out": check_out,
            "guests": guests, "guest_name": guest_name, "total": hotel["price_per_night"] * nights, "currency": hotel["currency"], "status": "confirmed"}


def get_booking(booking_ref):
    return HOTEL_BOOKINGS.get(str(booking_ref).upper(), {"error": f"booking {booking_ref!r} not found"})


def cancel_hotel_booking(booking_ref, reason):
    booking = HOTEL_BOOKINGS.get(str(booking_ref).upper())
    if booking is None:
        return {"error": f"booking {booking_ref!r} not found"}
    fee = 0 if booking["cancellation"].startswith("free") else booking["total"]
    return {"booking_ref": booking["booking_ref"], "status": "cancelled", "cancellation_fee": fee, "refund": booking["total"] - fee, "currency": booking["currency"]}


HOTEL_TOOLS = [
    ToolDef(
        "search_hotels",
        "Search available hotels. Prices are per night; results sorted by price.",
        {
            "type": "object",
            "properties": {
                "city": {"type": "string"},
                "check_in": {"type": "string", "format": "date"},
                "check_out": {"type": "string", "format": "date"},
                "guests": {"type": "integer", "minimum": 1, "maximum": 8},
                "max_price_per_night": {"type": ["number", "null"]},
                "amenities": {"type": "array", "items": {"type": "string", "enum": ["pool", "gym", "parking", "breakfast", "pet_friendly", "spa"]},
                              "description": "All must be present; [] for no filter"},
            },
            "required": ["city", "check_in", "check_out", "guests", "max_price_per_night", "amenities"],
            "additionalProperties": False,
        },
        search_hotels,
        strict=True,
    ),
    ToolDef("get_hotel_details", "Full details of a hotel: check-in/out times, amenities, distance to the airport. Accepts an id (HT-xxx) or a name.",
            {"type": "object", "properties": {"hotel": {"type": "string"}}, "required": ["hotel"]}, get_hotel_details),
    ToolDef(
        "book_room",
        "Book a room. Payment is taken at the hotel.",
        {
            "type": "object",
            "properties": {
                "hotel_id": {"type": "string"},
                "room_type": {"type": "string", "enum": ["single", "double", "twin", "suite"]},
                "check_in": {"type": "string", "format": "date"},
                "check_out": {"type": "string", "format": "date"},
                "guests": {"type": "integer", "minimum": 1, "maximum": 8},
                "guest_name": {"type": "string"},
                "guest_email": {"type": "string", "format": "email"},
            },
            "required": ["hotel_id", "room_type", "check_in", "check_out", "guests", "guest_name", "guest_email"],
            "additionalProperties": False,
        },
        book_room,
        act=True,
        strict=True,
    ),
    ToolDef("get_booking", "Look up a booking by reference (HB-xxxxx), including its cancellation policy.",
            {"type": "object", "properties": {"booking_ref": {"type": "string"}}, "required": ["booking_ref"]}, get_booking),
    ToolDef(
        "cancel_hotel_booking",
        "Cancel a booking. Fees follow the booking's cancellation policy.",
        {"type": "object", "properties": {"booking_ref": {"type": "string"}, "reason": {"type": ["string", "null"]}}, "required": ["booking_ref", "reason"],
         "additionalProperties": False},
        cancel_hotel_booking,
        act=True,
        strict=True,
    ),
]
HOTEL_ACTS = _acts(HOTEL_TOOLS)
HOTELS_DOMAIN = Domain(
    "hotels",
    HOTEL_TOOLS,
    "You are StayFinder's booking assistant. Today is Thursday, 16 April 2026. Prices are per night unless stated otherwise.",
)

HOTEL_CASES = [
    Case("hotel_porto_may", "hotels", "direct", [Turn(
        "find a hotel in Porto from the 3rd to the 5th of May for two",
        calls=[ExpectCall("search_hotels", {"city": contains("Porto"), "check_in": date("2026-05-03"), "check_out": date("2026-05-05"), "guests": 2})],
        forbid=HOTEL_ACTS,
        answer_has=[said("Aurora", "Casa do Douro", "Ribeira")],
    )], features=("date_range", "number_words", "array")),
    Case("hotel_edinburgh_pets_polite", "hotels", "polite", [Turn(
        "Could you look for a pet-friendly place in Edinburgh with parking, 12th to 14th of June, just me?",
        calls=[ExpectCall("search_hotels", {"city": contains("Edinburgh"), "check_in": date("2026-06-12"), "check_out": date("2026-06-14"), "guests": 1,
                                            "amenities": has_items("pet_friendly", "parking")})],
        forbid=HOTEL_ACTS,
        answer_has=["Royal Mile"],
    )], features=("date_range", "enum", "array", "nullable_type")),
    Case("hotel_rome_vague", "hotels", "underspecified", [Turn(
        "book me a hotel in Rome",
        forbid=HOTEL_ACTS,
        clarify=True,
    )], features=("terse",)),
    Case("hotel_lisbon_weekend_book", "hotels", "multi_turn", [
        Turn("any hotels in lisbon this weekend under 150 a night? 2 adults",
             calls=[ExpectCall("search_hotels", {"city": contains("Lisbo"), "check_in": dates("2026-04-17", "2026-04-18"), "check_out": date("2026-04-19"),
                                                 "guests": 2, "max_price_per_night": number(150)})],
             forbid=HOTEL_ACTS,
             answer_has=["Lisboa Central Inn", "Alfama"]),
        Turn("book the cheaper one, double room, name Tomás Silva, tomas.silva@example.pt",
             calls=[ExpectCall("book_room", {"hotel_id": "HT-321", "room_type": "double", "check_in": dates("2026-04-17", "2026-04-18"),
                                             "check_out": date("2026-04-19"), "guests": 2, "guest_name": contains("Silva"), "guest_email": "tomas.silva@example.pt"})],
             allow=["get_hotel_details"],
             answer_has=["HB-40021"]),
    ], features=("follow_up", "relative_date", "email", "person", "money", "lowercase")),
    Case("hotel_cancel_if_free", "hotels", "chained", [Turn(
        "What's the cancellation policy on my booking HB-30117? If it's free to cancel, go ahead and cancel it.",
        calls=[ExpectCall("get_booking", {"booking_ref": "HB-30117"}), ExpectCall("cancel_hotel_booking", {"booking_ref": "HB-30117"})],
        forbid=["book_room"],
        answer_has=[said("cancel")],
    )], features=("id", "conditional", "nullable_type")),
    Case("hotel_no_show_hypothetical", "hotels", "no_tool", [Turn(
        "what happens if I just don't show up for a hotel booking?",
        forbid=HOTEL_ACTS,
    )], features=("hypothetical",)),
    Case("hotel_vienna_gym", "hotels", "indirect", [Turn(
        "I'm at a conference in Vienna 9-11 May and I really can't go without a gym",
        calls=[ExpectCall("search_hotels", {"city": contains("Vienna"), "check_in": date("2026-05-09"), "check_out": date("2026-05-11"),
                                            "amenities": has_items("gym")})],
        forbid=HOTEL_ACTS,
        answer_has=[said("Danube Park", "Ringstrasse")],
    )], features=("date_range", "enum", "array")),
    Case("hotel_aurora_checkin_airport", "hotels", "multi_intent", [Turn(
        "What time is check-in at Hotel Aurora, and how far is it from the airport?",
        calls=[ExpectCall("get_hotel_details", {"hotel": matches("aurora|HT-310")})],
        forbid=HOTEL_ACTS,
        answer_has=[said("15:00", "3pm", "3 pm", "3:00", "3 p.m."), said_number(11)],
    )], tools=["get_hotel_details", "get_booking", "book_room"]),
    Case("hotel_clarify_then_search", "hotels", "multi_turn", [
        Turn("I need a room in Porto",
             forbid=HOTEL_ACTS + ["search_hotels"],
             clarify=True),
        Turn("the 3rd to the 5th of May, 2 people",
             calls=[ExpectCall("search_hotels", {"city": contains("Porto"), "check_in": date("2026-05-03"), "check_out": date("2026-05-05"), "guests": 2})],
             forbid=HOTEL_ACTS,
             answer_has=[said("Aurora", "Casa do Douro", "Ribeira")]),
    ], features=("clarify_answer", "date_range")),
]

# =============================================================================================
# All domains and cases
# =============================================================================================

DOMAINS = [
    RESTAURANTS_DOMAIN, SMART_DOMAIN, CALENDAR_DOMAIN, MESSAGING_DOMAIN, FLIGHTS_DOMAIN, SHOP_DOMAIN, BANK_DOMAIN, DEV_DOMAIN,
    TODO_DOMAIN, TRANSLATION_DOMAIN, CINEMA_DOMAIN, FITNESS_DOMAIN, HR_DOMAIN, SHIPPING_DOMAIN, MUSIC_DOMAIN, HOTELS_DOMAIN,
]


def _offering_tags(case: Case) -> tuple[str, ...]:
    """Tags derived from what a case offers: tool count and strictness (added to the hand-written ones)."""
    domain = next(d for d in DOMAINS if d.name == case.domain)
    offered = [t for t in domain.tools if case.tools is None or t.name in case.tools]
    strict = [case.strict if case.strict is not None else t.strict for t in offered]
    tags = []
    if len(offered) == 1:
        tags.append("1_tool")
    elif len(offered) == 3:
        tags.append("3_tools")
    elif len(offered) >= 8:
        tags.append("8_tools")
    if any(strict):
        tags.append("strict")
    if not all(strict):
        tags.append("non_strict")
    if len(case.turns) > 1:
        tags.append("multi_turn")
    return tags


CASES = [
    *RESTAURANT_CASES, *SMART_CASES, *CALENDAR_CASES, *MESSAGING_CASES, *FLIGHT_CASES, *SHOP_CASES, *BANK_CASES, *DEV_CASES,
    *TODO_CASES, *TRANSLATION_CASES, *CINEMA_CASES, *FITNESS_CASES, *HR_CASES, *SHIPPING_CASES, *MUSIC_CASES, *HOTEL_CASES,
]
for _case in CASES:
    _case.features = tuple(dict.fromkeys((*_case.features, *_offering_tags(_case))))
