"""Fresh generality part AC: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- recording_studio    9 tools, camelCase    Friday 18 December 2026, 14:10, Manchester (Soundhouse Studios, Ancoats)
- self_storage        6 tools, kebab-case   Tuesday 5 January 2027, 10:05, Glasgow (StackSafe Self Storage, Finnieston)
- yoga_studio         4 tools, snake_case   Monday 28 December 2026, 7:15 AM, Vancouver (Still Point Yoga, Kitsilano)
- translation_agency  3 tools, PascalCase   Thursday 7 January 2027, 11:30, Dublin (LinguaBridge Translations)
- tide_times          1 tool,  snake_case   Sunday 3 January 2027, 06:40 GMT, Scarborough (CoastCheck tide tables)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7.

Schema coverage: string, integer (hours, WordCount, days), number (searchRooms maxHourlyRate, find-units
size_sq_ft), boolean (mat_rental, Certified, climate_controlled, include_daylight), enum (room ids, styles,
DocumentType, stations, insurance cover as an integer enum), arrays of strings (reserve-unit
insurance.high_value_items), arrays of enums (searchRooms features, GetQuote TargetLanguages, get_schedule
styles), arrays of objects (addGearRental items), nested objects (reserve-unit insurance, book-van
pickup_address), nullable via type lists (createBooking notes, listEngineers date, get_tide_table
height_units) and via anyOf (createBooking engineerId, book_class note_for_teacher), $ref/$defs (strict
createBooking slot, strict PlaceOrder DeliveryContact), strict and non-strict tools, read tools and act
tools (book, add gear, cancel, reserve, change insurance, book van, end rental, place order).
"""

from __future__ import annotations

import datetime as _dt
import json
import math
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
    between,
    boolean,
    contains,
    date,
    fields,
    has_items,
    is_null,
    items,
    number,
    one_of,
    said,
    said_number,
    time_of_day,
)


def _day(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _minutes(text: Any) -> int | None:
    """Minutes after midnight from '13:00', '13:00:00', '1pm', '1:30 PM', '2026-12-30T13:00' ..."""
    raw = str(text).strip()
    if re.match(r"\d{4}-\d{2}-\d{2}[T ]", raw):
        raw = raw[11:]
    found = re.fullmatch(r"(\d{1,2})(?:[:.](\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?", raw, re.I)
    if not found:
        return None
    hour, minute = int(found.group(1)), int(found.group(2) or 0)
    ampm = (found.group(3) or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    return hour * 60 + minute


def _hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def said_any_number(*values: float) -> Pred:
    """The answer states at least one of these numbers (where two readings of the request are fair)."""
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


def said_clock(hh_mm: str) -> Pred:
    """The answer states this clock time as '18:27', '6:27' (with pm) or '06:27'."""
    hour, minute = (int(p) for p in hh_mm.split(":"))
    twelve = hour % 12 or 12
    forms = {f"{hour:02d}:{minute:02d}", f"{hour}:{minute:02d}", f"{twelve}:{minute:02d}", f"{hour:02d}.{minute:02d}"}
    return said(*sorted(forms))


def mentions(*parts: str) -> Pred:
    """A JSON value (string or object) whose text mentions every part, wherever the model put it."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(p.casefold() in json.dumps(v, ensure_ascii=False).casefold() for p in parts),
    )


# =============================================================================================
# 1. recording_studio: Soundhouse Studios, Manchester (9 tools, camelCase)
# =============================================================================================

REC_NOW = _dt.datetime(2026, 12, 18, 14, 10)
REC_NEW_BOOKING = "BK-21014"

FEATURES = ["grand_piano", "drum_kit", "vocal_booth", "isolation_booths", "analog_console", "pa_system"]

ROOMS: dict[str, dict[str, Any]] = {
    "room_a": {
        "name": "Studio A",
        "hourlyRateGbp": 65.0,
        "sizeM2": 60,
        "capacity": 10,
        "features": ["grand_piano", "drum_kit", "vocal_booth", "isolation_booths", "analog_console"],
        "console": "Neve 8078, 40 channels",
        "houseKit": "Gretsch Broadkaster (bring your own cymbals and snare)",
        "piano": "Yamaha C7 grand, tuned weekly",
        "monitors": "ATC SCM150 + Yamaha NS10",
    },
    "room_b": {
        "name": "Studio B",
        "hourlyRateGbp": 42.0,
        "sizeM2": 35,
        "capacity": 6,
        "features": ["drum_kit", "vocal_booth", "analog_console"],
        "console": "SSL AWS 924",
        "houseKit": "Yamaha Recording Custom (bring your own cymbals and snare)",
        "piano": None,
        "monitors": "Barefoot MM27",
    },
    "room_c": {
        "name": "Writing Room C",
        "hourlyRateGbp": 22.0,
        "sizeM2": 14,
        "capacity": 3,
        "features": ["vocal_booth"],
        "console": None,
        "houseKit": None,
        "piano": "Nord Stage 4 88",
        "monitors": "Genelec 8040",
    },
    "rehearsal_1": {
        "name": "Rehearsal 1",
        "hourlyRateGbp": 14.0,
        "sizeM2": 30,
        "capacity": 6,
        "features": ["drum_kit", "pa_system"],
        "console": None,
        "houseKit": "Pearl Export (bring your own cymbals and snare)",
        "piano": None,
        "monitors": "2 x 1 kW PA, 4 wedges",
    },
}
ROOM_IDS = list(ROOMS)

REC_BUSY: dict[tuple[str, str], list[tuple[str, str]]] = {
    ("room_a", "2026-12-23"): [("10:00", "20:00")],
    ("room_a", "2026-12-29"): [("09:00", "22:00")],
    ("room_a", "2026-12-31"): [("09:00", "12:00")],
    ("room_b", "2026-12-21"): [("11:00", "17:00")],  # BK-20931 (Velvet Static)
    ("room_b", "2026-12-23"): [("12:00", "18:00")],
    ("room_b", "2026-12-31"): [("09:00", "18:00")],
    ("room_c", "2026-12-23"): [("10:00", "13:00")],
    ("room_c", "2026-12-29"): [("12:00", "18:00")],
    ("rehearsal_1", "2026-12-23"): [("13:00", "22:00")],
    ("rehearsal_1", "2026-12-29"): [("10:00", "14:00")],
    ("rehearsal_1", "2027-01-08"): [("18:00", "21:00")],  # BK-20958 (Velvet Static)
}

ENGINEERS: dict[str, dict[str, Any]] = {
    "eng_marcus": {
        "name": "Marcus Bell",
        "specialties": ["mixing", "rock", "guitars"],
        "rateGbpPerHour": 30.0,
        "off": [str(_dt.date(2026, 12, 24) + _dt.timedelta(days=i)) for i in range(11)],
    },
    "eng_ade": {
        "name": "Adeola Ojo",
        "specialties": ["vocals", "R&B", "production"],
        "rateGbpPerHour": 28.0,
        "off": ["2026-12-29"],
    },
    "eng_sian": {
        "name": "Sian Price",
        "specialties": ["drums", "live tracking", "mastering"],
        "rateGbpPerHour": 25.0,
        "off": ["2026-12-31", "2027-01-01"],
    },
    "eng_tomasz": {"name": "Tomasz Nowak", "specialties": ["electronic", "synths", "mixing"], "rateGbpPerHour": 25.0, "off": []},
}

GEAR: dict[str, dict[str, Any]] = {
    "gear_u87": {"name": "Neumann U87 Ai", "category": "microphones", "priceGbpPerSession": 18.0, "inStock": 3},
    "gear_r121": {
        "name": "Royer R-121 ribbon mics (matched pair)",
        "category": "microphones",
        "priceGbpPerSession": 20.0,
        "inStock": 1,
    },
    "gear_sm7b": {"name": "Shure SM7B", "category": "microphones", "priceGbpPerSession": 8.0, "inStock": 4},
    "gear_twin": {"name": "Fender '65 Twin Reverb", "category": "amps", "priceGbpPerSession": 12.0, "inStock": 2},
    "gear_ac30": {"name": "Vox AC30", "category": "amps", "priceGbpPerSession": 12.0, "inStock": 1},
    "gear_ludwig": {"name": "1970s Ludwig Vistalite kit", "category": "drums", "priceGbpPerSession": 30.0, "inStock": 1},
    "gear_mello": {"name": "Mellotron M4000D", "category": "keys", "priceGbpPerSession": 40.0, "inStock": 1},
    "gear_la2a": {"name": "Teletronix LA-2A compressor", "category": "outboard", "priceGbpPerSession": 15.0, "inStock": 2},
}

MY_SESSIONS: dict[str, dict[str, Any]] = {
    "BK-20931": {
        "roomId": "room_b",
        "date": "2026-12-21",
        "start": "11:00",
        "hours": 6,
        "engineerId": "eng_sian",
        "gear": [],
        "paidGbp": 100.0,
    },
    "BK-20958": {
        "roomId": "rehearsal_1",
        "date": "2027-01-08",
        "start": "18:00",
        "hours": 3,
        "engineerId": None,
        "gear": [],
        "paidGbp": 42.0,
    },
    "BK-20702": {
        "roomId": "room_a",
        "date": "2026-11-14",
        "start": "10:00",
        "hours": 10,
        "engineerId": "eng_marcus",
        "gear": [{"gearId": "gear_u87", "quantity": 2}],
        "paidGbp": 986.0,
    },
}


def _opening(day: _dt.date) -> tuple[int, int] | None:
    if (day.month, day.day) in ((12, 25), (12, 26), (1, 1)):
        return None
    if (day.month, day.day) == (12, 24):
        return 9 * 60, 15 * 60
    if (day.month, day.day) == (12, 31):
        return 9 * 60, 18 * 60
    return 9 * 60, 22 * 60


def _free_windows(room_id: str, day: _dt.date) -> list[tuple[int, int]]:
    hours = _opening(day)
    if hours is None:
        return []
    windows, cursor = [], hours[0]
    for start, end in sorted(REC_BUSY.get((room_id, str(day)), [])):
        s, e = _minutes(start), _minutes(end)
        if s > cursor:
            windows.append((cursor, s))
        cursor = max(cursor, e)
    if cursor < hours[1]:
        windows.append((cursor, hours[1]))
    return windows


def _session_view(booking_id: str) -> dict[str, Any]:
    info = MY_SESSIONS[booking_id]
    room = ROOMS[info["roomId"]]
    start = _minutes(info["start"])
    engineer = ENGINEERS.get(info["engineerId"] or "")
    return {
        "bookingId": booking_id,
        "room": room["name"],
        "roomId": info["roomId"],
        "date": info["date"],
        "start": info["start"],
        "end": _hhmm(start + 60 * info["hours"]),
        "hours": info["hours"],
        "engineer": engineer["name"] if engineer else None,
        "gear": [{"gearId": g["gearId"], "name": GEAR[g["gearId"]]["name"], "quantity": g["quantity"]} for g in info["gear"]],
    }


def _session_costs(booking_id: str) -> dict[str, float]:
    info = MY_SESSIONS[booking_id]
    room = ROOMS[info["roomId"]]["hourlyRateGbp"] * info["hours"]
    engineer = ENGINEERS[info["engineerId"]]["rateGbpPerHour"] * info["hours"] if info["engineerId"] else 0.0
    gear = sum(GEAR[g["gearId"]]["priceGbpPerSession"] * g["quantity"] for g in info["gear"])
    return {"roomHireGbp": room, "engineerGbp": engineer, "gearGbp": gear, "totalGbp": room + engineer + gear}


def searchRooms(
    date: str,
    startTime: str | None = None,
    hours: int | None = None,
    features: list[str] | None = None,
    maxHourlyRate: float | None = None,
) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": f"date must be YYYY-MM-DD, got {date!r}"}
    if day < REC_NOW.date():
        return {"error": f"{day} is in the past."}
    hours_open = _opening(day)
    if hours_open is None:
        return {"date": str(day), "closed": True, "note": "The studio is closed on Christmas Day, Boxing Day and New Year's Day."}
    start = _minutes(startTime) if startTime else None
    if startTime and start is None:
        return {"error": f"startTime must be HH:MM (24h), got {startTime!r}"}
    want = set(features or [])
    available, not_available = [], []
    for room_id, room in ROOMS.items():
        if not want <= set(room["features"]):
            continue
        if maxHourlyRate is not None and room["hourlyRateGbp"] > float(maxHourlyRate):
            continue
        windows = _free_windows(room_id, day)
        row: dict[str, Any] = {
            "roomId": room_id,
            "name": room["name"],
            "hourlyRateGbp": room["hourlyRateGbp"],
            "features": room["features"],
            "freeWindows": [{"from": _hhmm(s), "to": _hhmm(e)} for s, e in windows],
        }
        if start is not None and hours:
            end = start + 60 * int(hours)
            if any(s <= start and end <= e for s, e in windows):
                row["roomTotalGbp"] = room["hourlyRateGbp"] * int(hours)
                available.append(row)
            else:
                not_available.append({"roomId": room_id, "name": room["name"], "reason": "booked or closed at that time"})
        else:
            (available if windows else not_available).append(row)
    out: dict[str, Any] = {
        "date": str(day),
        "openingHours": {"from": _hhmm(hours_open[0]), "to": _hhmm(hours_open[1])},
        "requested": {"startTime": _hhmm(start) if start is not None else None, "hours": hours},
        "available": available,
    }
    if not_available:
        out["notAvailable"] = not_available
    return out


def getRoom(roomId: str) -> dict[str, Any]:
    room = ROOMS.get(str(roomId).strip())
    if room is None:
        return {"error": f"Unknown room {roomId}. Rooms: {', '.join(ROOM_IDS)}"}
    return {"roomId": roomId, **room, "minimumBookingHours": 2}


def listEngineers(date: str | None = None) -> dict[str, Any]:
    day = _day(date) if date else None
    if date and day is None:
        return {"error": f"date must be YYYY-MM-DD, got {date!r}"}
    rows = []
    for eng_id, eng in ENGINEERS.items():
        row = {
            "engineerId": eng_id,
            "name": eng["name"],
            "specialties": eng["specialties"],
            "rateGbpPerHour": eng["rateGbpPerHour"],
        }
        if day is not None:
            row["availableOnDate"] = str(day) not in eng["off"] and _opening(day) is not None
        rows.append(row)
    return {"date": str(day) if day else None, "engineers": rows}


def listGear(category: str | None = None) -> dict[str, Any]:
    rows = [{"gearId": gid, **g} for gid, g in GEAR.items() if category in (None, "", g["category"])]
    return {"category": category, "pricing": "per session", "gear": rows}


def listMyBookings(status: str = "upcoming") -> dict[str, Any]:
    rows = []
    for booking_id, info in MY_SESSIONS.items():
        upcoming = _day(info["date"]) >= REC_NOW.date()
        if status == "all" or (status == "upcoming") == upcoming:
            rows.append({**_session_view(booking_id), "status": "confirmed" if upcoming else "completed"})
    return {"client": "Velvet Static (Priya Natarajan)", "account": "SH-4471", "bookings": rows}


def getInvoice(bookingId: str) -> dict[str, Any]:
    booking_id = str(bookingId).strip().upper()
    if booking_id not in MY_SESSIONS:
        return {"error": f"No booking {bookingId} on account SH-4471."}
    costs = _session_costs(booking_id)
    paid = MY_SESSIONS[booking_id]["paidGbp"]
    view = _session_view(booking_id)
    return {
        "invoice": f"INV-{booking_id[3:]}",
        "bookingId": booking_id,
        "session": f"{view['room']}, {view['date']} {view['start']}-{view['end']}",
        **costs,
        "paidGbp": paid,
        "balanceGbp": round(costs["totalGbp"] - paid, 2),
        "balanceDue": "at the start of the session" if costs["totalGbp"] > paid else None,
        "card": "Amex ending 1008",
    }


def createBooking(roomId: str, slot: dict[str, Any], engineerId: str | None, notes: str | None) -> dict[str, Any]:
    room = ROOMS.get(str(roomId).strip())
    if room is None:
        return {"error": f"Unknown room {roomId}. Rooms: {', '.join(ROOM_IDS)}"}
    day = _day(slot.get("date"))
    start = _minutes(slot.get("startTime"))
    hours = slot.get("hours")
    if day is None or start is None:
        return {"error": "slot needs date YYYY-MM-DD and startTime HH:MM"}
    if not isinstance(hours, int) or hours < 2:
        return {"error": "Sessions are booked in whole hours, minimum 2."}
    if day < REC_NOW.date():
        return {"error": f"{day} is in the past."}
    end = start + 60 * hours
    if not any(s <= start and end <= e for s, e in _free_windows(str(roomId), day)):
        return {"error": f"{room['name']} is not free on {day} from {_hhmm(start)} to {_hhmm(end)}. Use searchRooms."}
    engineer = None
    if engineerId:
        engineer = ENGINEERS.get(str(engineerId).strip())
        if engineer is None:
            return {"error": f"Unknown engineer {engineerId}. Use listEngineers."}
        if str(day) in engineer["off"]:
            return {"error": f"{engineer['name']} is not working on {day}."}
    room_cost = room["hourlyRateGbp"] * hours
    eng_cost = engineer["rateGbpPerHour"] * hours if engineer else 0.0
    total = room_cost + eng_cost
    deposit = min(100.0, total)
    return {
        "bookingId": REC_NEW_BOOKING,
        "status": "confirmed",
        "room": room["name"],
        "date": str(day),
        "start": _hhmm(start),
        "end": _hhmm(end),
        "engineer": engineer["name"] if engineer else None,
        "roomHireGbp": room_cost,
        "engineerGbp": eng_cost,
        "totalGbp": total,
        "chargedNowGbp": deposit,
        "balanceGbp": total - deposit,
        "balanceDue": "at the start of the session" if total > deposit else None,
        "card": "Amex ending 1008",
        "notes": notes,
    }


def addGearRental(bookingId: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    booking_id = str(bookingId).strip().upper()
    if booking_id not in MY_SESSIONS and booking_id != REC_NEW_BOOKING:
        return {"error": f"No booking {bookingId} on account SH-4471."}
    if booking_id in MY_SESSIONS and _day(MY_SESSIONS[booking_id]["date"]) < REC_NOW.date():
        return {"error": f"{booking_id} has already taken place."}
    if not items:
        return {"error": "Give at least one item: gearId and quantity (see listGear)."}
    lines = []
    for line in items:
        gear_id = str(line.get("gearId", "")).strip()
        quantity = int(line.get("quantity") or 1)
        gear = GEAR.get(gear_id)
        if gear is None:
            return {"error": f"Unknown gearId {gear_id!r}. Use listGear for ids."}
        if quantity > gear["inStock"]:
            return {"error": f"Only {gear['inStock']} x {gear['name']} available."}
        lines.append(
            {
                "gearId": gear_id,
                "name": gear["name"],
                "quantity": quantity,
                "priceEachGbp": gear["priceGbpPerSession"],
                "lineTotalGbp": gear["priceGbpPerSession"] * quantity,
            }
        )
    return {
        "bookingId": booking_id,
        "added": lines,
        "gearTotalGbp": sum(line["lineTotalGbp"] for line in lines),
        "payment": "added to the balance taken at the start of the session",
        "ready": "set up in the room before you arrive",
    }


def cancelBooking(bookingId: str, reason: str = "other") -> dict[str, Any]:
    booking_id = str(bookingId).strip().upper()
    if booking_id == REC_NEW_BOOKING:
        return {"bookingId": booking_id, "status": "cancelled", "refundGbp": 100.0, "cancellationFeeGbp": 0.0, "reason": reason}
    if booking_id not in MY_SESSIONS:
        return {"error": f"No booking {bookingId} on account SH-4471."}
    info = MY_SESSIONS[booking_id]
    starts = _dt.datetime.fromisoformat(f"{info['date']}T{info['start']}")
    if starts < REC_NOW:
        return {"error": f"{booking_id} has already taken place."}
    hours_before = (starts - REC_NOW).total_seconds() / 3600
    costs = _session_costs(booking_id)
    fee = 0.0 if hours_before >= 72 else costs["roomHireGbp"] * 0.5
    paid = info["paidGbp"]
    return {
        "bookingId": booking_id,
        "status": "cancelled",
        "session": f"{ROOMS[info['roomId']]['name']}, {info['date']} {info['start']}",
        "hoursBeforeStart": round(hours_before, 1),
        "cancellationFeeGbp": fee,
        "refundGbp": max(0.0, paid - fee),
        "amountStillDueGbp": max(0.0, fee - paid),
        "refundTo": "Amex ending 1008, 3-5 working days",
        "reason": reason,
    }


REC_SLOT_DEF = {
    "type": "object",
    "properties": {
        "date": {"type": "string", "description": "YYYY-MM-DD"},
        "startTime": {"type": "string", "description": "24-hour HH:MM"},
        "hours": {"type": "integer", "description": "Whole hours, at least 2"},
    },
    "required": ["date", "startTime", "hours"],
    "additionalProperties": False,
}

BOOKING_ID = {"type": "string", "description": "e.g. BK-20931 (from listMyBookings)"}

REC_TOOLS = [
    ToolDef(
        "searchRooms",
        "Find rooms free on a date (optionally for a start time and length), with features and prices.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "startTime": {"type": "string", "description": "24-hour HH:MM; omit to see the day's free windows"},
                "hours": {"type": "integer", "minimum": 2, "description": "Session length in whole hours"},
                "features": {"type": "array", "items": {"type": "string", "enum": FEATURES}, "description": "Must-have features"},
                "maxHourlyRate": {"type": "number", "description": "Highest room rate per hour, GBP"},
            },
            "required": ["date"],
        },
        searchRooms,
    ),
    ToolDef(
        "getRoom",
        "Full details of one room: size, console, house kit, piano, monitors, features, hourly rate.",
        {"type": "object", "properties": {"roomId": {"type": "string", "enum": ROOM_IDS}}, "required": ["roomId"]},
        getRoom,
    ),
    ToolDef(
        "listEngineers",
        "In-house engineers with specialties and hourly rates; with a date, who is working that day.",
        {
            "type": "object",
            "properties": {"date": {"type": ["string", "null"], "description": "YYYY-MM-DD, or null for everyone"}},
        },
        listEngineers,
    ),
    ToolDef(
        "listGear",
        "Hire gear catalogue (ids, prices per session, stock).",
        {
            "type": "object",
            "properties": {"category": {"type": "string", "enum": ["microphones", "amps", "drums", "keys", "outboard"]}},
        },
        listGear,
    ),
    ToolDef(
        "listMyBookings",
        "The client's bookings with room, date, times, engineer and gear.",
        {
            "type": "object",
            "properties": {"status": {"type": "string", "enum": ["upcoming", "past", "all"], "default": "upcoming"}},
        },
        listMyBookings,
    ),
    ToolDef(
        "getInvoice",
        "Costs of one booking: room hire, engineer, gear, total, paid so far and balance.",
        {"type": "object", "properties": {"bookingId": BOOKING_ID}, "required": ["bookingId"]},
        getInvoice,
    ),
    ToolDef(
        "createBooking",
        "Book a room. Charges a £100 deposit (or the full price if under £100) to the card on file.",
        {
            "type": "object",
            "properties": {
                "roomId": {"type": "string", "enum": ROOM_IDS},
                "slot": {"$ref": "#/$defs/slot"},
                "engineerId": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "Engineer id from listEngineers, or null when the band engineers itself",
                },
                "notes": {"type": ["string", "null"], "description": "Anything the studio should know; null if nothing"},
            },
            "required": ["roomId", "slot", "engineerId", "notes"],
            "additionalProperties": False,
            "$defs": {"slot": REC_SLOT_DEF},
        },
        createBooking,
        act=True,
        strict=True,
    ),
    ToolDef(
        "addGearRental",
        "Add hire gear to an upcoming booking (paid with the session balance).",
        {
            "type": "object",
            "properties": {
                "bookingId": BOOKING_ID,
                "items": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "properties": {
                            "gearId": {"type": "string", "description": "From listGear, e.g. gear_u87"},
                            "quantity": {"type": "integer", "minimum": 1},
                        },
                        "required": ["gearId", "quantity"],
                    },
                },
            },
            "required": ["bookingId", "items"],
        },
        addGearRental,
        act=True,
    ),
    ToolDef(
        "cancelBooking",
        "Cancel a booking (cancellation terms apply).",
        {
            "type": "object",
            "properties": {
                "bookingId": BOOKING_ID,
                "reason": {"type": "string", "enum": ["schedule_clash", "illness_or_injury", "budget", "band_issues", "other"]},
            },
            "required": ["bookingId"],
        },
        cancelBooking,
        act=True,
    ),
]

REC_ACTS = ["createBooking", "addGearRental", "cancelBooking"]

REC_INSTRUCTIONS = """You are the booking assistant for Soundhouse Studios, a recording and rehearsal studio in Ancoats, Manchester.
Today is Friday 18 December 2026, 14:10 (Manchester, UK; Europe/London).

Signed-in client: Priya Natarajan of the band Velvet Static (account SH-4471, priya@velvetstatic.band). Card on file: Amex ending 1008.
Rooms (id): Studio A (room_a), Studio B (room_b), Writing Room C (room_c), Rehearsal 1 (rehearsal_1).

House rules:
- Open 09:00-22:00 every day. Christmas Eve 09:00-15:00; New Year's Eve 09:00-18:00; closed Christmas Day, Boxing Day and New Year's Day.
- Sessions are booked in whole hours, minimum 2 hours. Prices are in GBP including VAT: room hire per hour, an in-house engineer per hour on top (rates vary), hire gear per session.
- Payment: a £100 deposit is charged when booking (sessions under £100 are paid in full); the balance is taken at the start of the session.
- Cancellation: 72 hours or more before the start, full refund. Less than 72 hours before, 50% of the room hire is charged; engineer and gear fees are always refunded.
- Overruns are billed in 30-minute blocks at the room rate if the room is free afterwards; otherwise the session ends on time.
- House drum kits: bring your own cymbals and snare. Bring a hard drive, or we send the session files as a download link (kept for 30 days).
Only book, add gear or cancel when the client asks you to."""


# =============================================================================================
# 2. self_storage: StackSafe Self Storage, Glasgow (6 tools, kebab-case)
# =============================================================================================

STORE_TODAY = _dt.date(2027, 1, 5)

UNITS: dict[str, dict[str, Any]] = {
    "G-021": {
        "size_sq_ft": 25,
        "dimensions": "5 x 5 ft",
        "floor": "ground",
        "climate_controlled": False,
        "drive_up": False,
        "weekly_gbp": 19.50,
    },
    "U-233": {
        "size_sq_ft": 50,
        "dimensions": "5 x 10 ft",
        "floor": "upper",
        "climate_controlled": False,
        "drive_up": False,
        "weekly_gbp": 31.00,
    },
    "U-210": {
        "size_sq_ft": 50,
        "dimensions": "5 x 10 ft",
        "floor": "upper",
        "climate_controlled": True,
        "drive_up": False,
        "weekly_gbp": 34.00,
    },
    "G-118": {
        "size_sq_ft": 50,
        "dimensions": "5 x 10 ft",
        "floor": "ground",
        "climate_controlled": False,
        "drive_up": True,
        "weekly_gbp": 36.00,
    },
    "U-305": {
        "size_sq_ft": 100,
        "dimensions": "10 x 10 ft",
        "floor": "upper",
        "climate_controlled": False,
        "drive_up": False,
        "weekly_gbp": 52.00,
    },
    "G-140": {
        "size_sq_ft": 100,
        "dimensions": "10 x 10 ft",
        "floor": "ground",
        "climate_controlled": False,
        "drive_up": True,
        "weekly_gbp": 61.00,
    },
    "U-322": {
        "size_sq_ft": 150,
        "dimensions": "10 x 15 ft",
        "floor": "upper",
        "climate_controlled": True,
        "drive_up": False,
        "weekly_gbp": 74.00,
    },
    "G-151": {
        "size_sq_ft": 150,
        "dimensions": "10 x 15 ft",
        "floor": "ground",
        "climate_controlled": False,
        "drive_up": True,
        "weekly_gbp": 86.00,
    },
    "G-160": {
        "size_sq_ft": 200,
        "dimensions": "10 x 20 ft",
        "floor": "ground",
        "climate_controlled": False,
        "drive_up": True,
        "weekly_gbp": 108.00,
    },
}

COVER_WEEKLY = {1000: 1.20, 2000: 2.10, 5000: 4.20, 10000: 7.50}

MY_UNIT = {
    "unit_id": "G-114",
    "size_sq_ft": 35,
    "floor": "ground",
    "weekly_gbp": 29.50,
    "since": "2026-08-14",
    "insurance_cover_gbp": 2000,
    "insurance_weekly_gbp": 2.10,
}


def _next_monday(day: _dt.date) -> _dt.date:
    return day + _dt.timedelta(days=(7 - day.weekday()) % 7 or 7)


def _not_my_unit(unit_id: str) -> dict[str, Any]:
    return {"error": f"{unit_id} is not rented on account SS-88120 (your unit is G-114)."}


def find_units(
    size_sq_ft: float, climate_controlled: bool | None = None, floor: str = "any", drive_up: bool | None = None
) -> dict[str, Any]:
    size = float(size_sq_ft)
    if size <= 0:
        return {"error": "size_sq_ft must be more than 0"}
    rows = []
    for unit_id, unit in UNITS.items():
        if not size <= unit["size_sq_ft"] <= max(2 * size, 50):
            continue
        if climate_controlled is not None and unit["climate_controlled"] is not bool(climate_controlled):
            continue
        if floor not in (None, "", "any") and unit["floor"] != floor:
            continue
        if drive_up is not None and unit["drive_up"] is not bool(drive_up):
            continue
        rows.append({"unit_id": unit_id, **unit})
    rows.sort(key=lambda r: (r["weekly_gbp"], r["unit_id"]))
    return {
        "store": "StackSafe Finnieston",
        "requested_min_sq_ft": size,
        "available": rows,
        "prices": "per week incl. VAT, plus contents insurance",
        "note": "No unit matches; try a larger size or fewer filters." if not rows else None,
    }


def get_my_account() -> dict[str, Any]:
    nxt = _next_monday(STORE_TODAY)
    return {
        "account": "SS-88120",
        "name": "Callum Fraser",
        "email": "callum.fraser@gmail.com",
        "units": [MY_UNIT],
        "billing": "weekly in advance, every Monday, Visa debit ending 5521",
        "next_payment": {"date": str(nxt), "amount_gbp": round(MY_UNIT["weekly_gbp"] + MY_UNIT["insurance_weekly_gbp"], 2)},
        "balance_gbp": 0.0,
        "access_pin": "in the StackSafe app under Account > Access",
    }


def reserve_unit(unit_id: str, move_in_date: str, insurance: dict[str, Any], promo_code: str | None) -> dict[str, Any]:
    unit = UNITS.get(str(unit_id).strip().upper())
    if unit is None:
        return {"error": f"Unit {unit_id} is not available. Use find-units."}
    day = _day(move_in_date)
    if day is None:
        return {"error": "move_in_date must be YYYY-MM-DD"}
    if day < STORE_TODAY or (day - STORE_TODAY).days > 14:
        return {"error": "Reservations can start today or up to 14 days ahead."}
    cover = insurance.get("cover_gbp")
    if cover not in COVER_WEEKLY:
        return {"error": "cover_gbp must be 1000, 2000, 5000 or 10000"}
    rent = unit["weekly_gbp"]
    first_rent = rent
    promo = None
    if promo_code:
        if str(promo_code).strip().upper() != "NEWYEAR50":
            return {"error": f"Promo code {promo_code} is not valid."}
        first_rent = round(rent / 2, 2)
        promo = "NEWYEAR50: 50% off the first 8 weeks"
    return {
        "reservation_id": "RSV-4410",
        "status": "reserved",
        "unit_id": str(unit_id).strip().upper(),
        **unit,
        "move_in_date": str(day),
        "weekly_rent_gbp": rent,
        "promo": promo,
        "weekly_rent_first_8_weeks_gbp": first_rent,
        "insurance": {
            "cover_gbp": cover,
            "weekly_premium_gbp": COVER_WEEKLY[cover],
            "high_value_items": insurance.get("high_value_items") or [],
        },
        "first_payment": {"date": str(day), "amount_gbp": round(first_rent + COVER_WEEKLY[cover], 2)},
        "then_billed": "every Monday",
    }


def change_insurance(unit_id: str, cover_gbp: int) -> dict[str, Any]:
    if str(unit_id).strip().upper() != "G-114":
        return _not_my_unit(unit_id)
    if cover_gbp not in COVER_WEEKLY:
        return {"error": "cover_gbp must be 1000, 2000, 5000 or 10000"}
    nxt = _next_monday(STORE_TODAY)
    return {
        "unit_id": "G-114",
        "previous_cover_gbp": MY_UNIT["insurance_cover_gbp"],
        "cover_gbp": cover_gbp,
        "weekly_premium_gbp": COVER_WEEKLY[cover_gbp],
        "effective": str(STORE_TODAY),
        "next_payment": {"date": str(nxt), "amount_gbp": round(MY_UNIT["weekly_gbp"] + COVER_WEEKLY[cover_gbp], 2)},
    }


def book_van(date: str, slot: str, pickup_address: dict[str, Any], unit_id: str = "G-114") -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day <= STORE_TODAY:
        return {"error": "Van bookings need at least one day's notice."}
    if day.weekday() == 6:
        return {"error": "The van doesn't run on Sundays."}
    if slot not in ("morning", "afternoon"):
        return {"error": "slot must be morning or afternoon"}
    postcode = str(pickup_address.get("postcode") or "").strip().upper()
    if not re.match(r"G\d", postcode):
        return {"error": "Pickup must be within 10 miles of the store (a Glasgow G postcode)."}
    return {
        "van_booking": "VAN-0917",
        "date": str(day),
        "slot": slot,
        "arrival_window": "08:00-12:00" if slot == "morning" else "13:00-17:00",
        "pickup_address": pickup_address,
        "deliver_to": f"unit {unit_id}, StackSafe Finnieston",
        "includes": "Luton van and driver, 2 hours loading",
        "cost_gbp": 45.0 if str(unit_id).upper() == "G-114" else 0.0,
        "charged_to": "Visa debit ending 5521",
    }


def end_rental(unit_id: str, vacate_date: str) -> dict[str, Any]:
    if str(unit_id).strip().upper() != "G-114":
        return _not_my_unit(unit_id)
    day = _day(vacate_date)
    if day is None:
        return {"error": "vacate_date must be YYYY-MM-DD"}
    if (day - STORE_TODAY).days < 7:
        return {"error": f"At least 7 days' notice is needed: the earliest vacate date is {STORE_TODAY + _dt.timedelta(days=7)}."}
    last_billed = day - _dt.timedelta(days=day.weekday())
    return {
        "unit_id": "G-114",
        "status": "notice given",
        "vacate_date": str(day),
        "last_payment": {
            "date": str(last_billed),
            "amount_gbp": round(MY_UNIT["weekly_gbp"] + MY_UNIT["insurance_weekly_gbp"], 2),
        },
        "checklist": ["empty and sweep the unit", "remove your padlock", "hand the unit back at reception or in the app"],
        "confirmation_sent_to": "callum.fraser@gmail.com",
    }


STORE_TOOLS = [
    ToolDef(
        "find-units",
        "Available units of at least a given size (up to about double), cheapest first.",
        {
            "type": "object",
            "properties": {
                "size_sq_ft": {"type": "number", "description": "Smallest floor area wanted, square feet"},
                "climate_controlled": {"type": "boolean"},
                "floor": {"type": "string", "enum": ["ground", "upper", "any"], "default": "any"},
                "drive_up": {"type": "boolean", "description": "Only ground-floor units you can park outside"},
            },
            "required": ["size_sq_ft"],
        },
        find_units,
    ),
    ToolDef(
        "get-my-account",
        "The customer's rented units, insurance, billing and next payment.",
        {"type": "object", "properties": {}},
        get_my_account,
    ),
    ToolDef(
        "reserve-unit",
        "Reserve an available unit for a move-in date (free; the first week is charged on move-in day).",
        {
            "type": "object",
            "properties": {
                "unit_id": {"type": "string", "description": "e.g. U-305, from find-units"},
                "move_in_date": {"type": "string", "description": "YYYY-MM-DD, within 14 days"},
                "insurance": {
                    "type": "object",
                    "properties": {
                        "cover_gbp": {"type": "integer", "enum": [1000, 2000, 5000, 10000]},
                        "high_value_items": {
                            "type": "array",
                            "items": {"type": "string"},
                            "description": "Single items worth over £500; [] if none",
                        },
                    },
                    "required": ["cover_gbp", "high_value_items"],
                    "additionalProperties": False,
                },
                "promo_code": {"type": ["string", "null"]},
            },
            "required": ["unit_id", "move_in_date", "insurance", "promo_code"],
            "additionalProperties": False,
        },
        reserve_unit,
        act=True,
        strict=True,
    ),
    ToolDef(
        "change-insurance",
        "Change the contents insurance cover on a rented unit (takes effect today).",
        {
            "type": "object",
            "properties": {"unit_id": {"type": "string"}, "cover_gbp": {"type": "integer", "enum": [1000, 2000, 5000, 10000]}},
            "required": ["unit_id", "cover_gbp"],
        },
        change_insurance,
        act=True,
    ),
    ToolDef(
        "book-van",
        "Book the StackSafe van with a driver to bring goods to a unit (Mon-Sat).",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "slot": {"type": "string", "enum": ["morning", "afternoon"]},
                "pickup_address": {
                    "type": "object",
                    "properties": {
                        "line1": {"type": "string"},
                        "city": {"type": "string"},
                        "postcode": {"type": "string"},
                    },
                    "required": ["line1", "postcode"],
                },
                "unit_id": {"type": "string", "description": "Unit to deliver to"},
            },
            "required": ["date", "slot", "pickup_address", "unit_id"],
        },
        book_van,
        act=True,
    ),
    ToolDef(
        "end-rental",
        "Give notice to end the rental of a unit on a vacate date (at least 7 days from today).",
        {
            "type": "object",
            "properties": {"unit_id": {"type": "string"}, "vacate_date": {"type": "string", "description": "YYYY-MM-DD"}},
            "required": ["unit_id", "vacate_date"],
        },
        end_rental,
        act=True,
    ),
]

STORE_ACTS = ["reserve-unit", "change-insurance", "book-van", "end-rental"]

STORE_INSTRUCTIONS = """You are the customer assistant for StackSafe Self Storage, Finnieston, Glasgow.
Today is Tuesday 5 January 2027, 10:05 (Glasgow, UK).

Signed-in customer: Callum Fraser (account SS-88120, callum.fraser@gmail.com). He rents unit G-114.

- Access: gate and lifts open Monday-Friday 06:00-22:00 and Saturday-Sunday 08:00-18:00, with the PIN in the StackSafe app. There is no access outside these hours. Reception (boxes and padlocks for sale) is open Monday-Saturday 09:00-17:30.
- Size guide: 25 sq ft locker = a few boxes, a bike or suitcases; 50 sq ft = a studio flat; 75-100 sq ft = a one-bedroom flat; 100-150 sq ft = a two-bedroom flat; 150-200 sq ft = a three-bedroom house.
- Prices are per week including VAT, billed weekly in advance every Monday.
- Contents insurance is compulsory unless you show us your own policy covering goods in storage: £1,000 cover £1.20/week, £2,000 £2.10, £5,000 £4.20, £10,000 £7.50.
- Reservations are free and held for up to 14 days; the first week is charged on move-in day.
- Van: our van with a driver (2 hours loading), Monday-Saturday, morning (08:00-12:00) or afternoon (13:00-17:00) arrival, pickups within 10 miles. Free for a new rental's move-in, otherwise £45.
- Moving out: give at least 7 days' notice; weeks already billed are not refunded. Empty and sweep the unit and remove your padlock by the vacate date.
- Not allowed in units: food or anything perishable, flammables (petrol, paint thinners, gas bottles), firearms or explosives, plants or animals, cash or jewellery, anything illegal. Nobody may live or work in a unit.
- Promotion: code NEWYEAR50 gives 50% off the first 8 weeks of a new rental reserved in January 2027.
Only reserve, change insurance, book the van or end a rental when the customer asks for it."""


# =============================================================================================
# 3. yoga_studio: Still Point Yoga, Vancouver (4 tools, snake_case)
# =============================================================================================

YOGA_NOW = _dt.datetime(2026, 12, 28, 7, 15)
PASS_LEFT = 4

STYLES = ["vinyasa", "hatha", "gentle_hatha", "yin", "restorative", "hot_power", "ashtanga", "sound_bath"]

_YOGA_ROWS = [
    ("k-7101", "2026-12-28", "07:00", 60, "vinyasa", "Morning Vinyasa Flow", "Maya Chen", "all levels", 0),
    ("k-7102", "2026-12-28", "12:00", 45, "yin", "Lunchtime Yin", "Daniel Reyes", "all levels", 9),
    ("k-7103", "2026-12-28", "17:30", 60, "hatha", "Hatha Foundations", "Priya Sandhu", "beginner", 6),
    ("k-7104", "2026-12-28", "19:00", 60, "hot_power", "Hot Power", "Maya Chen", "intermediate", 4),
    ("k-7111", "2026-12-29", "06:30", 90, "ashtanga", "Ashtanga Mysore", "Rob Tanaka", "intermediate", 7),
    ("k-7112", "2026-12-29", "09:30", 60, "gentle_hatha", "Gentle Hatha", "Priya Sandhu", "beginner", 3),
    ("k-7113", "2026-12-29", "12:00", 60, "vinyasa", "Vinyasa Flow", "Maya Chen", "all levels", 8),
    ("k-7114", "2026-12-29", "18:00", 75, "yin", "Yin & Breath", "Daniel Reyes", "all levels", 0),
    ("k-7115", "2026-12-29", "19:30", 60, "restorative", "Restorative", "Daniel Reyes", "all levels", 5),
    ("k-7121", "2026-12-30", "07:00", 60, "vinyasa", "Morning Vinyasa Flow", "Maya Chen", "all levels", 10),
    ("k-7122", "2026-12-30", "12:00", 60, "hot_power", "Hot Power", "Rob Tanaka", "intermediate", 2),
    ("k-7123", "2026-12-30", "18:00", 75, "yin", "Yin & Breath", "Daniel Reyes", "all levels", 6),
    ("k-7124", "2026-12-30", "19:30", 60, "hatha", "Hatha Foundations", "Priya Sandhu", "beginner", 11),
    (
        "k-7131",
        "2026-12-31",
        "09:00",
        90,
        "sound_bath",
        "New Year's Eve Restorative & Sound Bath",
        "Daniel Reyes",
        "all levels",
        4,
    ),
    ("k-7132", "2026-12-31", "11:00", 60, "vinyasa", "Vinyasa Flow", "Maya Chen", "all levels", 12),
    ("k-7141", "2027-01-02", "08:30", 60, "vinyasa", "Morning Vinyasa Flow", "Maya Chen", "all levels", 9),
    ("k-7142", "2027-01-02", "10:00", 75, "yin", "Yin & Breath", "Daniel Reyes", "all levels", 5),
    ("k-7143", "2027-01-02", "11:30", 60, "hatha", "Hatha Foundations", "Priya Sandhu", "beginner", 7),
    ("k-7151", "2027-01-03", "09:00", 60, "hot_power", "Hot Power", "Rob Tanaka", "intermediate", 8),
    ("k-7152", "2027-01-03", "10:30", 60, "restorative", "Restorative", "Daniel Reyes", "all levels", 10),
    ("k-7153", "2027-01-03", "17:00", 75, "yin", "Yin & Breath", "Daniel Reyes", "all levels", 12),
]
YOGA_CLASSES: dict[str, dict[str, Any]] = {
    r[0]: {
        "class_id": r[0],
        "date": r[1],
        "start": r[2],
        "minutes": r[3],
        "style": r[4],
        "name": r[5],
        "teacher": r[6],
        "level": r[7],
        "spots_left": r[8],
    }
    for r in _YOGA_ROWS
}

YOGA_BOOKINGS = {"BKG-3306": "k-7112", "BKG-3318": "k-7142"}
YOGA_NEW_BOOKING = "BKG-3341"


def _class_start(cls: dict[str, Any]) -> _dt.datetime:
    return _dt.datetime.fromisoformat(f"{cls['date']}T{cls['start']}")


def get_schedule(date: str | None = None, styles: list[str] | None = None, time_of_day: str = "any") -> dict[str, Any]:
    if date:
        day = _day(date)
        if day is None:
            return {"error": "date must be YYYY-MM-DD"}
        if day == _dt.date(2027, 1, 1):
            return {"date": "2027-01-01", "closed": True, "note": "Studio closed for New Year's Day. Classes resume January 2."}
        first, last = day, day
    else:
        first, last = YOGA_NOW.date(), YOGA_NOW.date() + _dt.timedelta(days=6)
    rows = []
    for cls in YOGA_CLASSES.values():
        day = _day(cls["date"])
        if not first <= day <= last or _class_start(cls) <= YOGA_NOW:
            continue
        if styles and cls["style"] not in styles:
            continue
        hour = int(cls["start"][:2])
        part = "morning" if hour < 12 else "afternoon" if hour < 17 else "evening"
        if time_of_day not in (None, "", "any") and part != time_of_day:
            continue
        rows.append({**cls, "full": cls["spots_left"] == 0, "booked_by_you": cls["class_id"] in YOGA_BOOKINGS.values()})
    return {"from": str(first), "to": str(last), "timezone": "America/Vancouver", "classes": rows}


def get_my_bookings() -> dict[str, Any]:
    rows = []
    for booking_id, class_id in YOGA_BOOKINGS.items():
        cls = YOGA_CLASSES[class_id]
        rows.append(
            {
                "booking_id": booking_id,
                "class_id": class_id,
                "class": cls["name"],
                "date": cls["date"],
                "start": cls["start"],
                "teacher": cls["teacher"],
            }
        )
    return {
        "member": "Lena Marchetti",
        "pass": {"type": "10-class pass", "classes_left": PASS_LEFT, "expires": "2027-02-15"},
        "upcoming": rows,
    }


def book_class(class_id: str, mat_rental: bool, note_for_teacher: str | None) -> dict[str, Any]:
    cls = YOGA_CLASSES.get(str(class_id).strip())
    if cls is None:
        return {"error": f"No class {class_id}. Use get_schedule for class ids."}
    if _class_start(cls) <= YOGA_NOW:
        return {"error": f"{cls['name']} at {cls['start']} has already started."}
    if class_id in YOGA_BOOKINGS.values():
        return {"error": f"You're already booked into {cls['name']} on {cls['date']} at {cls['start']}."}
    if cls["spots_left"] == 0:
        return {
            "error": f"{cls['name']} on {cls['date']} at {cls['start']} is full. Join the waitlist at the front desk or in the app."
        }
    return {
        "booking_id": YOGA_NEW_BOOKING,
        "status": "booked",
        "class": cls["name"],
        "date": cls["date"],
        "start": cls["start"],
        "teacher": cls["teacher"],
        "classes_left_on_pass": PASS_LEFT - 1,
        "mat_rental": "$3.00 charged to your card on file" if mat_rental else None,
        "note_for_teacher": note_for_teacher,
        "arrive_by": _hhmm(_minutes(cls["start"]) - 10),
    }


def cancel_class_booking(booking_id: str) -> dict[str, Any]:
    booking_id = str(booking_id).strip().upper()
    class_id = YOGA_BOOKINGS.get(booking_id)
    if class_id is None and booking_id != YOGA_NEW_BOOKING:
        return {"error": f"No upcoming booking {booking_id}."}
    if class_id is None:
        return {"booking_id": booking_id, "status": "cancelled", "late_cancel": False, "classes_left_on_pass": PASS_LEFT}
    cls = YOGA_CLASSES[class_id]
    late = (_class_start(cls) - YOGA_NOW).total_seconds() < 12 * 3600
    return {
        "booking_id": booking_id,
        "status": "cancelled",
        "class": cls["name"],
        "date": cls["date"],
        "start": cls["start"],
        "late_cancel": late,
        "class_returned_to_pass": not late,
        "classes_left_on_pass": PASS_LEFT if late else PASS_LEFT + 1,
    }


YOGA_TOOLS = [
    ToolDef(
        "get_schedule",
        "Class timetable: one date, or the next 7 days when date is omitted. Filters by style and time of day.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD; omit for the next 7 days"},
                "styles": {"type": "array", "items": {"type": "string", "enum": STYLES}},
                "time_of_day": {"type": "string", "enum": ["morning", "afternoon", "evening", "any"], "default": "any"},
            },
        },
        get_schedule,
    ),
    ToolDef(
        "get_my_bookings",
        "The member's upcoming class bookings and class-pass balance.",
        {"type": "object", "properties": {}},
        get_my_bookings,
    ),
    ToolDef(
        "book_class",
        "Book the member into a class (uses one class from the pass).",
        {
            "type": "object",
            "properties": {
                "class_id": {"type": "string", "description": "From get_schedule, e.g. k-7113"},
                "mat_rental": {"type": "boolean", "description": "Rent a mat for $3"},
                "note_for_teacher": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "Injuries or anything the teacher should know; null if nothing",
                },
            },
            "required": ["class_id", "mat_rental", "note_for_teacher"],
            "additionalProperties": False,
        },
        book_class,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel_class_booking",
        "Cancel one of the member's class bookings.",
        {
            "type": "object",
            "properties": {"booking_id": {"type": "string", "description": "e.g. BKG-3306"}},
            "required": ["booking_id"],
        },
        cancel_class_booking,
        act=True,
    ),
]

YOGA_ACTS = ["book_class", "cancel_class_booking"]

YOGA_INSTRUCTIONS = """You are the front-desk assistant for Still Point Yoga in Kitsilano, Vancouver.
Today is Monday, December 28, 2026, 7:15 AM (Vancouver, Pacific Time).

Signed-in member: Lena Marchetti (lena.marchetti@shaw.ca), on a 10-class pass.

- Holiday hours: open December 28-31 (New Year's Eve classes finish by 1 PM); closed January 1; normal timetable from January 2.
- Styles: Hatha Foundations and Gentle Hatha are the best place to start if you're new. Vinyasa is a flowing, more active class. Hot Power is vinyasa in a 38°C room (intermediate; bring water and a towel). Ashtanga is a set sequence (intermediate). Yin holds floor poses for 3-5 minutes, great for tight hips and lower back. Restorative is fully supported and very gentle. The Sound Bath is a restorative class with singing bowls.
- Mats: rent one for $3 or bring your own. Blocks, straps and bolsters are free.
- Booking opens 7 days ahead. Cancel 12 hours or more before class and the class goes back on your pass; later cancellations and no-shows use up the class.
- Arrive 10 minutes early; the doors lock 5 minutes after the start.
Only book or cancel classes when the member asks you to."""


# =============================================================================================
# 4. translation_agency: LinguaBridge Translations, Dublin (3 tools, PascalCase)
# =============================================================================================

TR_TODAY = _dt.date(2027, 1, 7)
TR_LANGS = ["en", "ga", "de", "fr", "es", "it", "pt", "pl", "ro", "lt", "uk", "ar", "zh"]
TR_RATES = {"general": 0.11, "marketing": 0.13, "technical": 0.13, "legal": 0.14, "medical": 0.16}
TR_TURNAROUND = {"standard": 1.0, "express": 1.5, "same_day": 2.0}


def _working_days_after(day: _dt.date, count: int) -> _dt.date:
    while count:
        day += _dt.timedelta(days=1)
        if day.weekday() < 5:
            count -= 1
    return day


def quote_id(
    source: str, targets: list[str], words: int, doc_type: str, certified: bool = False, turnaround: str = "standard"
) -> str:
    """The deterministic quote id GetQuote gives for these terms (target order does not matter)."""
    key = (
        f"{source.lower()}|{','.join(sorted(t.lower() for t in targets))}|{int(words)}|{doc_type}|{bool(certified)}|{turnaround}"
    )
    return f"Q-{10000 + zlib.crc32(key.encode()) % 90000}"


def quote_total(targets: list[str], words: int, doc_type: str, certified: bool = False, turnaround: str = "standard") -> float:
    """Net (excl. VAT) EUR for a quote, as GetQuote computes it."""
    return round(sum(_line_net(words, doc_type, certified, turnaround) for _ in targets), 2)


def _line_net(words: int, doc_type: str, certified: bool, turnaround: str) -> float:
    if doc_type == "certificate":
        base = 55.0
    else:
        base = max(45.0, words * TR_RATES[doc_type]) + (25.0 if certified else 0.0)
    return round(base * TR_TURNAROUND[turnaround], 2)


TR_ORDERS: dict[str, dict[str, Any]] = {
    "LB-O-7781": {
        "OrderId": "LB-O-7781",
        "Title": "Shareholder agreement (Brennan & Kerr ref. BK-2207)",
        "SourceLanguage": "en",
        "TargetLanguages": ["fr", "de"],
        "WordCount": 5200,
        "Certified": True,
        "Status": "in_progress",
        "Progress": {"fr": "translated, now in proofreading", "de": "62% translated"},
        "DueDate": "2027-01-12",
        "PurchaseOrderNumber": "BK-2207",
    },
    "LB-O-7790": {
        "OrderId": "LB-O-7790",
        "Title": "Birth certificate (Ó Súilleabháin)",
        "SourceLanguage": "ga",
        "TargetLanguages": ["en"],
        "WordCount": 180,
        "Certified": True,
        "Status": "delivered",
        "DeliveredOn": "2027-01-05",
        "Delivery": "certified PDF emailed to aoife.brennan@brennankerr.ie; signed hard copy posted 2027-01-05",
    },
}


def GetQuote(
    SourceLanguage: str,
    TargetLanguages: list[str],
    WordCount: int,
    DocumentType: str,
    Certified: bool = False,
    Turnaround: str = "standard",
) -> dict[str, Any]:
    targets = [str(t).lower() for t in TargetLanguages or []]
    if not targets:
        return {"error": "Give at least one target language."}
    if SourceLanguage.lower() in targets:
        return {"error": "Target languages must differ from the source language."}
    if int(WordCount) < 1:
        return {"error": "WordCount must be at least 1."}
    if Turnaround == "same_day" and int(WordCount) > 2000:
        return {"error": "Same-day turnaround is for up to 2,000 words."}
    line = _line_net(int(WordCount), DocumentType, bool(Certified), Turnaround)
    net = round(line * len(targets), 2)
    vat = round(net * 0.23, 2)
    delivery = {
        "standard": str(_working_days_after(TR_TODAY, 5)),
        "express": str(_working_days_after(TR_TODAY, 1)),
        "same_day": f"{TR_TODAY} by 18:00",
    }[Turnaround]
    return {
        "QuoteId": quote_id(SourceLanguage, targets, int(WordCount), DocumentType, bool(Certified), Turnaround),
        "SourceLanguage": SourceLanguage.lower(),
        "TargetLanguages": targets,
        "WordCount": int(WordCount),
        "DocumentType": DocumentType,
        "Certified": bool(Certified) or DocumentType == "certificate",
        "Turnaround": Turnaround,
        "Lines": [{"TargetLanguage": t, "NetEur": line} for t in targets],
        "NetEur": net,
        "VatEur": vat,
        "TotalEur": round(net + vat, 2),
        "Delivery": delivery,
        "ValidUntil": str(TR_TODAY + _dt.timedelta(days=30)),
    }


def PlaceOrder(
    QuoteId: str, PurchaseOrderNumber: str | None, DeliveryContact: dict[str, Any], Notes: str | None
) -> dict[str, Any]:
    if not re.fullmatch(r"Q-\d{5}", str(QuoteId).strip()):
        return {"error": f"{QuoteId} is not a quote id (they look like Q-48213). Get a quote first."}
    email = str(DeliveryContact.get("Email") or "")
    if "@" not in email:
        return {"error": "DeliveryContact.Email must be an email address."}
    return {
        "OrderId": "LB-O-7802",
        "QuoteId": str(QuoteId).strip(),
        "Status": "confirmed",
        "PurchaseOrderNumber": PurchaseOrderNumber,
        "DeliverTo": DeliveryContact,
        "Invoice": "added to the February statement for account LB-2214",
        "Next": "Upload the source files at portal.linguabridge.ie/upload/LB-O-7802 (the deadline runs from upload).",
        "Notes": Notes,
    }


def GetOrderStatus(OrderId: str) -> dict[str, Any]:
    raw = str(OrderId).strip().upper()
    digits = re.sub(r"\D", "", raw)
    order = TR_ORDERS.get(raw) or TR_ORDERS.get(f"LB-O-{digits}")
    if order is None:
        return {"error": f"No order {OrderId} on account LB-2214. Orders look like LB-O-7781."}
    return order


CONTACT_DEF = {
    "type": "object",
    "properties": {
        "Name": {"type": "string"},
        "Email": {"type": "string"},
        "Phone": {"type": ["string", "null"]},
    },
    "required": ["Name", "Email", "Phone"],
    "additionalProperties": False,
}

TR_TOOLS = [
    ToolDef(
        "GetQuote",
        "Price and delivery date for a translation. Prices in EUR per target language, VAT shown separately.",
        {
            "type": "object",
            "properties": {
                "SourceLanguage": {"type": "string", "enum": TR_LANGS, "description": "ISO 639-1 code"},
                "TargetLanguages": {"type": "array", "items": {"type": "string", "enum": TR_LANGS}, "minItems": 1},
                "WordCount": {"type": "integer", "minimum": 1, "description": "Words in the source document"},
                "DocumentType": {
                    "type": "string",
                    "enum": ["general", "marketing", "technical", "legal", "medical", "certificate"],
                },
                "Certified": {"type": "boolean", "default": False},
                "Turnaround": {"type": "string", "enum": ["standard", "express", "same_day"], "default": "standard"},
            },
            "required": ["SourceLanguage", "TargetLanguages", "WordCount", "DocumentType"],
        },
        GetQuote,
    ),
    ToolDef(
        "PlaceOrder",
        "Turn a quote into an order, invoiced to the client's account.",
        {
            "type": "object",
            "properties": {
                "QuoteId": {"type": "string", "description": "From GetQuote, e.g. Q-48213"},
                "PurchaseOrderNumber": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "DeliveryContact": {"$ref": "#/$defs/Contact"},
                "Notes": {"type": ["string", "null"]},
            },
            "required": ["QuoteId", "PurchaseOrderNumber", "DeliveryContact", "Notes"],
            "additionalProperties": False,
            "$defs": {"Contact": CONTACT_DEF},
        },
        PlaceOrder,
        act=True,
        strict=True,
    ),
    ToolDef(
        "GetOrderStatus",
        "Status, progress and due date of one order.",
        {
            "type": "object",
            "properties": {"OrderId": {"type": "string", "description": "e.g. LB-O-7781"}},
            "required": ["OrderId"],
        },
        GetOrderStatus,
    ),
]

TR_INSTRUCTIONS = """You are the client assistant for LinguaBridge Translations, Dublin.
Today is Thursday 7 January 2027, 11:30 (Dublin, Ireland).

Signed-in client: Aoife Brennan, Brennan & Kerr Solicitors (account LB-2214, aoife.brennan@brennankerr.ie, +353 1 555 0142).
Their documents are in English unless they say otherwise.

- Prices in EUR excluding 23% VAT, per word of the source document, per target language: general €0.11; marketing and technical €0.13; legal €0.14; medical €0.16. Certificates (birth, marriage, degree and the like) are a flat €55 per language, certification included. Certifying any other document adds €25 per language. Minimum charge €45 per language.
- Turnaround: standard 5 working days; express next working day (+50%); same day by 18:00 (+100%, up to 2,000 words, ordered before 12:00).
- Our certified translations (the translator's signed declaration and our company stamp) are accepted by Irish courts, Immigration Service Delivery and the Passport Office. Ireland has no sworn-translator system; where another country (Spain, France...) needs a sworn translation we arrange one through partners.
- Quotes are valid for 30 days. Orders are invoiced monthly to the account; a PO number is optional.
Only place an order when the client asks for it."""


# =============================================================================================
# 5. tide_times: CoastCheck tide tables, Yorkshire coast (1 tool, snake_case)
# =============================================================================================

STATIONS = {  # id: (name, minutes after Whitby, height factor)
    "whitby": ("Whitby", 0, 1.00),
    "staithes": ("Staithes", -8, 1.02),
    "robin_hoods_bay": ("Robin Hood's Bay", 3, 1.00),
    "scarborough": ("Scarborough", 9, 0.98),
    "filey": ("Filey Bay", 14, 0.96),
    "bridlington": ("Bridlington", 31, 1.08),
}
_TIDE_SEED = _dt.datetime(2027, 1, 3, 6, 36)  # a Whitby high water
_HALF_TIDE_MIN = 372.5  # high to low water, minutes
_SPRINGS = _dt.datetime(2027, 1, 8, 12, 0)
SUN = {"sunrise": "08:38", "sunset": "15:52"}


def _tide_events(station: str) -> list[dict[str, Any]]:
    name, offset, factor = STATIONS[station]
    events = []
    for k in range(-8, 40):
        when = _TIDE_SEED + _dt.timedelta(minutes=round(k * _HALF_TIDE_MIN) + offset)
        phase = math.cos(2 * math.pi * (when - _SPRINGS).total_seconds() / (14.77 * 86400))
        if k % 2 == 0:
            kind, height = "high", (5.2 + 0.6 * phase) * factor
        else:
            kind, height = "low", (1.1 - 0.5 * phase) * factor
        events.append({"when": when, "type": kind, "height_m": round(height, 1)})
    return events


def tides_on(station: str, day: str, kind: str | None = None) -> list[str]:
    """HH:MM times of the high or low waters at a station on a date (for the cases' answer facts)."""
    want = _dt.date.fromisoformat(day)
    return [e["when"].strftime("%H:%M") for e in _tide_events(station) if e["when"].date() == want and kind in (None, e["type"])]


def get_tide_table(station: str, start_date: str, days: int, include_daylight: bool, height_units: str | None) -> dict[str, Any]:
    if station not in STATIONS:
        return {"error": f"Unknown station {station}. Stations: {', '.join(STATIONS)}"}
    first = _day(start_date)
    if first is None:
        return {"error": "start_date must be YYYY-MM-DD"}
    if not 1 <= int(days) <= 7:
        return {"error": "days must be 1-7"}
    if not _dt.date(2026, 12, 30) <= first <= _dt.date(2027, 1, 14):
        return {"error": "Predictions are loaded for 30 December 2026 to 20 January 2027 only."}
    feet = height_units == "feet"
    events = _tide_events(station)
    out_days = []
    for i in range(int(days)):
        day = first + _dt.timedelta(days=i)
        tides = [
            {
                "type": e["type"],
                "time": e["when"].strftime("%H:%M"),
                "height": round(e["height_m"] * 3.281, 1) if feet else e["height_m"],
            }
            for e in events
            if e["when"].date() == day
        ]
        row: dict[str, Any] = {"date": str(day), "tides": tides}
        if include_daylight:
            row.update(SUN)
        out_days.append(row)
    return {
        "station": STATIONS[station][0],
        "timezone": "GMT",
        "heights": "feet above chart datum" if feet else "metres above chart datum",
        "days": out_days,
        "source": "UKHO predictions; weather can change times by up to 30 minutes",
    }


TIDE_TOOLS = [
    ToolDef(
        "get_tide_table",
        "Predicted high and low waters for a Yorkshire coast station, for 1-7 days from a start date.",
        {
            "type": "object",
            "properties": {
                "station": {"type": "string", "enum": list(STATIONS)},
                "start_date": {"type": "string", "description": "YYYY-MM-DD"},
                "days": {"type": "integer", "description": "1-7"},
                "include_daylight": {"type": "boolean", "description": "Add sunrise and sunset"},
                "height_units": {
                    "type": ["string", "null"],
                    "enum": ["metres", "feet", None],
                    "description": "null for metres",
                },
            },
            "required": ["station", "start_date", "days", "include_daylight", "height_units"],
            "additionalProperties": False,
        },
        get_tide_table,
        strict=True,
    ),
]

TIDE_INSTRUCTIONS = """You are CoastCheck, a tide-times assistant for the North Yorkshire and East Riding coast.
Today is Sunday 3 January 2027, 06:40 GMT (the service is run from the harbour office in Scarborough).
Users can be anywhere on the coast; their location is not known.

Stations: Staithes, Whitby, Robin Hood's Bay, Scarborough, Filey Bay, Bridlington. All times are GMT.
Safety notes:
- Saltwick Bay to Whitby along the beach, and the scar walks at Robin Hood's Bay, are only safe from about 2½ hours before to 2½ hours after low water; the tide comes in fast and cuts off the cliff foot.
- Rock pooling is best in the hour either side of low water, and at spring tides (biggest range).
- In winter it is dark by about 16:00; plan to be off the beach before sunset.
- In an emergency on the coast call 999 and ask for the Coastguard."""


DOMAINS = [
    Domain("recording_studio", REC_TOOLS, REC_INSTRUCTIONS),
    Domain("self_storage", STORE_TOOLS, STORE_INSTRUCTIONS),
    Domain("yoga_studio", YOGA_TOOLS, YOGA_INSTRUCTIONS),
    Domain("translation_agency", TR_TOOLS, TR_INSTRUCTIONS),
    Domain("tide_times", TIDE_TOOLS, TIDE_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

SIX_PM = said("6pm", "6 pm", "18:00", "6:00 pm", "6:00pm", "6 p.m.", "6.00pm", "6.00 pm")
TEN_PM = said("10pm", "10 pm", "22:00", "10:00 pm", "10:00pm", "10 p.m.", "10.00pm", "10.00 pm")
SEVEN_DAYS = said("7 days", "seven days", "a week", "one week", "7-day", "7 day")
DUE_12TH = said("12 January", "January 12", "12 Jan", "Jan 12", "12th", "2027-01-12", "12/01")


def _daylight_low(station: str, day: str) -> str:
    return next(t for t in tides_on(station, day, "low") if "08:00" <= t <= "16:00")


WHITBY_HW_TOMORROW = tides_on("whitby", "2027-01-04", "high")
RHB_LOW_TUESDAY = _daylight_low("robin_hoods_bay", "2027-01-05")
WHITBY_LOW_TODAY = _daylight_low("whitby", "2027-01-03")
STAITHES_HW_AM = [t for t in tides_on("staithes", "2027-01-04", "high") if t < "12:00"][0]
SCARBOROUGH_HW_AM = [t for t in tides_on("scarborough", "2027-01-04", "high") if t < "12:00"][0]

MED_QUOTE = quote_id("pt", ["en"], 1150, "medical", True, "standard")
MANUAL_QUOTE = quote_id("en", ["de", "fr"], 3000, "technical")

CASES = [
    # ---------------------------------------------------------------- recording_studio (12)
    Case(
        "ac_rec_drumkit_29th",
        "recording_studio",
        "direct",
        [
            Turn(
                "anything with a drum kit free on tuesday the 29th, 10 till 4?",
                calls=[
                    ExpectCall(
                        "searchRooms",
                        {"date": date("2026-12-29"), "startTime": time_of_day("10:00"), "hours": number(6)},
                    )
                ],
                forbid=REC_ACTS,
                answer_has=[said("Studio B"), said_number(252)],
            ),
        ],
        features=("date", "array", "enum", "8_tools"),
    ),
    Case(
        "ac_rec_cancel_rehearsal",
        "recording_studio",
        "direct",
        [
            Turn(
                "cancel BK-20958, the drummer's gone and broken his wrist",
                calls=[ExpectCall("cancelBooking", {"bookingId": "BK-20958"})],
                allow=["listMyBookings", "getInvoice"],
                forbid=["createBooking", "addGearRental"],
                answer_has=[said_number(42)],
            ),
        ],
        features=("enum", "8_tools"),
    ),
    Case(
        "ac_rec_engineers_nye",
        "recording_studio",
        "polite",
        [
            Turn(
                "Hi! Could you let me know which of your engineers are working on New Year's Eve? Thanks so much x",
                calls=[ExpectCall("listEngineers", {"date": date("2026-12-31")})],
                forbid=REC_ACTS,
                answer_has=[said("Adeola"), said("Tomasz")],
            ),
        ],
        features=("date", "nullable_type_list", "person", "8_tools"),
    ),
    Case(
        "ac_rec_vocals_skint",
        "recording_studio",
        "indirect",
        [
            Turn(
                "our singer wants to put down a couple of vocal takes on wednesday the 23rd, 2 till 5. we're pretty skint this month tbh",
                calls=[
                    ExpectCall(
                        "searchRooms",
                        {"date": date("2026-12-23"), "startTime": time_of_day("14:00"), "hours": number(3)},
                    )
                ],
                forbid=REC_ACTS,
                answer_has=[said("Room C", "Studio C"), said_number(66)],
            ),
        ],
        features=("date", "number", "8_tools"),
    ),
    Case(
        "ac_rec_book_and_cancel",
        "recording_studio",
        "multi_intent",
        [
            Turn(
                "Can you book room C for wednesday 30th, 1pm to 5pm, we don't need an engineer. "
                "Also cancel our rehearsal on the 8th of Jan",
                calls=[
                    ExpectCall(
                        "createBooking",
                        {
                            "roomId": "room_c",
                            "slot": fields(date=date("2026-12-30"), startTime=time_of_day("13:00"), hours=number(4)),
                            "engineerId": is_null(),
                        },
                    ),
                    ExpectCall("cancelBooking", {"bookingId": "BK-20958"}),
                ],
                allow=["listMyBookings", "searchRooms"],
                forbid=["addGearRental"],
                answer_has=[said("BK-21014")],
            ),
        ],
        features=("ref", "strict", "nullable_anyof", "date", "8_tools"),
    ),
    Case(
        "ac_rec_overrun",
        "recording_studio",
        "no_tool",
        [
            Turn(
                "if we're on a roll at the end of a session can we just keep going for a bit or do we get kicked out?",
                forbid=REC_ACTS,
                answer_has=[said("30-minute", "30 minute", "30 min", "half-hour", "half hour", "half an hour")],
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "ac_rec_pull_out_monday",
        "recording_studio",
        "no_tool",
        [
            Turn(
                "hypothetically, if we had to pull out of monday's session would we get our money back?",
                allow=["listMyBookings", "getInvoice"],
                forbid=REC_ACTS,
                answer_has=[said("50%", "half", "50 per cent", "50 percent")],
            ),
        ],
        features=("date", "8_tools"),
    ),
    Case(
        "ac_rec_studio_a_vague",
        "recording_studio",
        "underspecified",
        [
            Turn(
                "can you book us into Studio A on the 30th with Adeola",
                allow=["searchRooms", "listEngineers", "getRoom"],
                forbid=REC_ACTS,
                clarify=True,
            ),
        ],
        features=("person", "8_tools"),
    ),
    Case(
        "ac_rec_gear_monday",
        "recording_studio",
        "chained",
        [
            Turn(
                "stick two U87s and a Twin Reverb on monday's session",
                calls=[
                    ExpectCall("listMyBookings"),
                    ExpectCall("listGear"),
                    ExpectCall(
                        "addGearRental",
                        {
                            "bookingId": "BK-20931",
                            "items": has_items(
                                fields(gearId="gear_u87", quantity=number(2)),
                                fields(gearId="gear_twin", quantity=number(1)),
                            ),
                        },
                    ),
                ],
                allow=["getInvoice"],
                forbid=["createBooking", "cancelBooking"],
                answer_has=[said_number(48)],
            ),
        ],
        features=("array_of_objects", "number_words", "date", "8_tools"),
    ),
    Case(
        "ac_rec_drums_engineer",
        "recording_studio",
        "chained",
        [
            Turn(
                "book Studio B on the 29th from 10 to 4 with whichever of your engineers does drums, as long as they're in that day",
                calls=[
                    ExpectCall("listEngineers"),
                    ExpectCall(
                        "createBooking",
                        {
                            "roomId": "room_b",
                            "slot": fields(date=date("2026-12-29"), startTime=time_of_day("10:00"), hours=number(6)),
                            "engineerId": "eng_sian",
                        },
                    ),
                ],
                allow=["searchRooms"],
                forbid=["cancelBooking", "addGearRental"],
                answer_has=[said("Sian")],
            ),
        ],
        features=("ref", "strict", "nullable_anyof", "date", "person", "8_tools"),
    ),
    Case(
        "ac_rec_bookings_balance",
        "recording_studio",
        "multi_turn",
        [
            Turn(
                "what have we got booked in at the moment?",
                calls=[ExpectCall("listMyBookings")],
                forbid=REC_ACTS,
                answer_has=[said("Studio B"), said("Rehearsal 1")],
            ),
            Turn(
                "how much do we still owe on the studio B one?",
                calls=[ExpectCall("getInvoice", {"bookingId": "BK-20931"})],
                forbid=REC_ACTS,
                answer_has=[said_number(302)],
            ),
        ],
        features=("enum", "8_tools"),
    ),
    Case(
        "ac_rec_nye_session",
        "recording_studio",
        "multi_turn",
        [
            Turn(
                "what's free on new year's eve afternoon?",
                calls=[ExpectCall("searchRooms", {"date": date("2026-12-31")})],
                forbid=REC_ACTS,
                answer_has=[said("Studio A")],
            ),
            Turn(
                "nice, book A from 1 till 5 with Adeola",
                calls=[
                    ExpectCall(
                        "createBooking",
                        {
                            "roomId": "room_a",
                            "slot": fields(date=date("2026-12-31"), startTime=time_of_day("13:00"), hours=number(4)),
                            "engineerId": "eng_ade",
                        },
                    )
                ],
                allow=["listEngineers", "searchRooms"],
                forbid=["cancelBooking", "addGearRental"],
                answer_has=[said_any_number(372, 272)],
            ),
            Turn(
                "oh and can you add the ribbon mics to that",
                calls=[ExpectCall("addGearRental", {"bookingId": "BK-21014", "items": has_items(fields(gearId="gear_r121"))})],
                allow=["listGear"],
                forbid=["createBooking", "cancelBooking"],
                answer_has=[said_number(20)],
            ),
        ],
        features=("ref", "strict", "array_of_objects", "date", "person", "8_tools"),
    ),
    # ---------------------------------------------------------------- self_storage (10)
    Case(
        "ac_store_next_payment",
        "self_storage",
        "direct",
        [
            Turn(
                "when's my next payment coming out and how much is it",
                calls=[ExpectCall("get-my-account")],
                forbid=STORE_ACTS,
                answer_has=[
                    said("11 January", "January 11", "11 Jan", "Jan 11", "11th", "2027-01-11", "11/01"),
                    said_number(31.6),
                ],
            ),
        ],
        features=("kebab",),
    ),
    Case(
        "ac_store_cover_5k",
        "self_storage",
        "polite",
        [
            Turn(
                "Hi there, would you be able to bump my insurance cover up to £5,000? I've just moved my grandad's furniture "
                "in. Many thanks",
                calls=[ExpectCall("change-insurance", {"unit_id": "G-114", "cover_gbp": number(5000)})],
                allow=["get-my-account"],
                forbid=["reserve-unit", "book-van", "end-rental"],
                answer_has=[said_number(4.2)],
            ),
        ],
        features=("enum", "integer_enum", "kebab"),
    ),
    Case(
        "ac_store_two_bed",
        "self_storage",
        "indirect",
        [
            Turn(
                "my lease is up at the end of the month and I've got a two bed flat's worth of stuff and nowhere to put it "
                "for a few months",
                calls=[ExpectCall("find-units", {"size_sq_ft": between(75, 150)})],
                forbid=STORE_ACTS,
                answer_has=[said_any_number(100, 150)],
            ),
        ],
        features=("number", "kebab"),
    ),
    Case(
        "ac_store_van_gate",
        "self_storage",
        "multi_intent",
        [
            Turn(
                "can you book the van for saturday morning to pick up some more stuff from my mum's, 14 Hyndland Road, "
                "G12 9UX, and bring it to my unit? also what time does the gate shut on a saturday",
                calls=[
                    ExpectCall(
                        "book-van",
                        {
                            "date": date("2027-01-09"),
                            "slot": "morning",
                            "pickup_address": mentions("Hyndland", "G12 9UX"),
                            "unit_id": "G-114",
                        },
                    )
                ],
                allow=["get-my-account"],
                forbid=["reserve-unit", "change-insurance", "end-rental"],
                answer_has=[SIX_PM, said_number(45)],
            ),
        ],
        features=("nested", "enum", "date", "kebab"),
    ),
    Case(
        "ac_store_gate_late",
        "self_storage",
        "no_tool",
        [
            Turn("can I get to my unit at like 11pm on a weeknight?", forbid=STORE_ACTS, answer_has=[TEN_PM]),
        ],
        features=("kebab",),
    ),
    Case(
        "ac_store_paint_gas",
        "self_storage",
        "no_tool",
        [
            Turn(
                "am I alright keeping a few tins of paint and a camping gas bottle in the unit?",
                forbid=STORE_ACTS,
                answer_has=[said("gas")],
            ),
        ],
        features=("kebab",),
    ),
    Case(
        "ac_store_reserve_vague",
        "self_storage",
        "underspecified",
        [
            Turn(
                "I'd like to reserve another unit for next week please",
                allow=["find-units", "get-my-account"],
                forbid=STORE_ACTS,
                clarify=True,
            ),
        ],
        features=("kebab",),
    ),
    Case(
        "ac_store_climate_cheapest",
        "self_storage",
        "chained",
        [
            Turn(
                "reserve me the cheapest climate controlled unit that's at least 50 sq ft, moving in monday the 11th. "
                "£2k cover is fine, nothing in there worth more than £500, and stick the january discount code on it",
                calls=[
                    ExpectCall("find-units", {"size_sq_ft": number(50)}),
                    ExpectCall(
                        "reserve-unit",
                        {
                            "unit_id": "U-210",
                            "move_in_date": date("2027-01-11"),
                            "insurance": fields(cover_gbp=number(2000), high_value_items=items()),
                            "promo_code": "NEWYEAR50",
                        },
                    ),
                ],
                allow=["get-my-account"],
                forbid=["change-insurance", "book-van", "end-rental"],
                answer_has=[said("U-210")],
            ),
        ],
        features=("nested", "array", "strict", "nullable_type_list", "integer_enum", "date", "kebab"),
    ),
    Case(
        "ac_store_locker_then_double",
        "self_storage",
        "multi_turn",
        [
            Turn(
                "how much is one of your 25 sq ft lockers?",
                calls=[ExpectCall("find-units", {"size_sq_ft": number(25)})],
                forbid=STORE_ACTS,
                answer_has=[said_number(19.5)],
            ),
            Turn(
                "and something double that size?",
                calls=[ExpectCall("find-units", {"size_sq_ft": number(50)})],
                forbid=STORE_ACTS,
                answer_has=[said_number(31)],
            ),
        ],
        features=("number", "kebab"),
    ),
    Case(
        "ac_store_move_out",
        "self_storage",
        "multi_turn",
        [
            Turn(
                "I'm thinking of giving up G-114 at the end of the month, what do I need to do?",
                allow=["get-my-account"],
                forbid=STORE_ACTS,
                answer_has=[SEVEN_DAYS],
            ),
            Turn(
                "ok let's do it then, I'll be out by the 31st",
                calls=[ExpectCall("end-rental", {"unit_id": "G-114", "vacate_date": date("2027-01-31")})],
                allow=["get-my-account"],
                forbid=["reserve-unit", "change-insurance", "book-van"],
            ),
        ],
        features=("date", "kebab"),
    ),
    # ---------------------------------------------------------------- yoga_studio (9)
    Case(
        "ac_yoga_tomorrow_evening",
        "yoga_studio",
        "direct",
        [
            Turn(
                "what's on tomorrow evening?",
                calls=[ExpectCall("get_schedule", {"date": date("2026-12-29")})],
                forbid=YOGA_ACTS,
                answer_has=[said("Restorative"), said("7:30", "19:30")],
            ),
        ],
        features=("date", "enum"),
    ),
    Case(
        "ac_yoga_cancel_saturday",
        "yoga_studio",
        "polite",
        [
            Turn(
                "Hi! Could you please cancel my Saturday yin class? Something's come up. Thank you!",
                calls=[ExpectCall("cancel_class_booking", {"booking_id": "BKG-3318"})],
                allow=["get_my_bookings", "get_schedule"],
                forbid=["book_class"],
            ),
        ],
        features=("date",),
    ),
    Case(
        "ac_yoga_tight_hips",
        "yoga_studio",
        "indirect",
        [
            Turn(
                "been hunched over a desk all week and my hips are SO tight. anything I could do wednesday after work?",
                calls=[ExpectCall("get_schedule", {"date": date("2026-12-30")})],
                forbid=YOGA_ACTS,
                answer_has=[said("Yin")],
            ),
        ],
        features=("date", "array_of_enums"),
    ),
    Case(
        "ac_yoga_book_and_count",
        "yoga_studio",
        "multi_intent",
        [
            Turn(
                "book me into the noon vinyasa tomorrow, and how many classes will I have left on my pass after that?",
                calls=[ExpectCall("book_class", {"class_id": "k-7113"})],
                allow=["get_schedule", "get_my_bookings"],
                forbid=["cancel_class_booking"],
                answer_has=[said_number(3)],
            ),
        ],
        features=("strict", "nullable_anyof", "boolean", "date"),
    ),
    Case(
        "ac_yoga_beginner",
        "yoga_studio",
        "no_tool",
        [
            Turn(
                "I've literally never done yoga before. which class should I start with, and do I need to buy a mat first?",
                allow=["get_schedule"],
                forbid=YOGA_ACTS,
                answer_has=[said("Hatha"), said("$3", "3 dollars", "three dollars")],
            ),
        ],
        features=(),
    ),
    Case(
        "ac_yoga_saturday_vague",
        "yoga_studio",
        "underspecified",
        [
            Turn(
                "can you book me in on saturday",
                allow=["get_schedule", "get_my_bookings"],
                forbid=YOGA_ACTS,
                clarify=True,
            ),
        ],
        features=("date",),
    ),
    Case(
        "ac_yoga_soonest_hot_power",
        "yoga_studio",
        "chained",
        [
            Turn(
                "put me in the next hot power class going, and I'll need to rent a mat",
                calls=[
                    ExpectCall("get_schedule"),
                    ExpectCall("book_class", {"class_id": "k-7104", "mat_rental": boolean(True)}),
                ],
                allow=["get_my_bookings"],
                forbid=["cancel_class_booking"],
            ),
        ],
        features=("strict", "boolean", "array_of_enums"),
    ),
    Case(
        "ac_yoga_move_saturday",
        "yoga_studio",
        "multi_turn",
        [
            Turn(
                "what have I got booked?",
                calls=[ExpectCall("get_my_bookings")],
                forbid=YOGA_ACTS,
                answer_has=[said("Gentle Hatha"), said("Yin")],
            ),
            Turn(
                "can you move the saturday one to the 11:30 instead",
                calls=[
                    ExpectCall("cancel_class_booking", {"booking_id": "BKG-3318"}),
                    ExpectCall("book_class", {"class_id": "k-7143"}),
                ],
                allow=["get_schedule", "get_my_bookings"],
            ),
        ],
        features=("strict", "date"),
    ),
    Case(
        "ac_yoga_new_years",
        "yoga_studio",
        "multi_turn",
        [
            Turn(
                "is there anything on on new year's eve?",
                calls=[ExpectCall("get_schedule", {"date": date("2026-12-31")})],
                forbid=YOGA_ACTS,
                answer_has=[said("Sound Bath")],
            ),
            Turn(
                "ooh put me in the sound bath one",
                calls=[ExpectCall("book_class", {"class_id": "k-7131"})],
                allow=["get_schedule"],
                forbid=["cancel_class_booking"],
            ),
            Turn(
                "and what about new year's day?",
                allow=["get_schedule"],
                forbid=YOGA_ACTS,
                answer_has=[said("closed")],
            ),
        ],
        features=("strict", "date"),
    ),
    # ---------------------------------------------------------------- translation_agency (8)
    Case(
        "ac_tr_status_7781",
        "translation_agency",
        "direct",
        [
            Turn(
                "where's LB-O-7781 at?",
                calls=[ExpectCall("GetOrderStatus", {"OrderId": contains("7781")})],
                forbid=["PlaceOrder"],
                answer_has=[DUE_12TH],
            ),
        ],
        features=("pascal",),
    ),
    Case(
        "ac_tr_quote_contract",
        "translation_agency",
        "polite",
        [
            Turn(
                "Could you please get me a quote for translating a 2,400-word employment contract from English into Polish "
                "and Romanian? Standard turnaround is fine and it doesn't need certifying. Thanks!",
                calls=[
                    ExpectCall(
                        "GetQuote",
                        {
                            "SourceLanguage": "en",
                            "TargetLanguages": items("pl", "ro"),
                            "WordCount": number(2400),
                            "DocumentType": "legal",
                        },
                    )
                ],
                forbid=["PlaceOrder"],
                answer_has=[said_any_number(672, 826.56)],
            ),
        ],
        features=("array_of_enums", "iso_code", "enum", "pascal"),
    ),
    Case(
        "ac_tr_german_summons",
        "translation_agency",
        "indirect",
        [
            Turn(
                "a German court summons landed on my desk this morning, it's about 900 words. I need to know what it says "
                "by tomorrow",
                calls=[
                    ExpectCall(
                        "GetQuote",
                        {
                            "SourceLanguage": "de",
                            "TargetLanguages": items("en"),
                            "WordCount": number(900),
                            "DocumentType": "legal",
                            "Turnaround": one_of("express", "same_day"),
                        },
                    )
                ],
                forbid=["PlaceOrder"],
                answer_has=[said_any_number(189, 232.47, 252, 309.96)],
            ),
        ],
        features=("array_of_enums", "iso_code", "enum", "pascal"),
    ),
    Case(
        "ac_tr_flyer_and_status",
        "translation_agency",
        "multi_intent",
        [
            Turn(
                "Can you quote our English flyer, 600 words, into French, Spanish and Italian on express? And is 7781 "
                "finished yet?",
                calls=[
                    ExpectCall(
                        "GetQuote",
                        {
                            "SourceLanguage": "en",
                            "TargetLanguages": items("fr", "es", "it"),
                            "WordCount": number(600),
                            "DocumentType": "marketing",
                            "Turnaround": "express",
                        },
                    ),
                    ExpectCall("GetOrderStatus", {"OrderId": contains("7781")}),
                ],
                forbid=["PlaceOrder"],
                answer_has=[
                    said_any_number(351, 431.73),
                    said("proofreading", "62%", "not yet", "in progress", "12 January", "January 12"),
                ],
            ),
        ],
        features=("array_of_enums", "iso_code", "enum", "pascal"),
    ),
    Case(
        "ac_tr_irish_courts",
        "translation_agency",
        "no_tool",
        [
            Turn(
                "quick one - will an Irish court accept your translations or do I have to go and find a sworn translator?",
                forbid=["PlaceOrder"],
                answer_has=[said("certified")],
            ),
        ],
        features=("pascal",),
    ),
    Case(
        "ac_tr_spanish_contract_vague",
        "translation_agency",
        "underspecified",
        [
            Turn("Can I get a quote for a contract into Spanish?", forbid=["PlaceOrder"], clarify=True),
        ],
        features=("pascal",),
    ),
    Case(
        "ac_tr_medical_order",
        "translation_agency",
        "chained",
        [
            Turn(
                "Price up 1,150 words of medical discharge notes from Portuguese into English, certified, standard "
                "turnaround. If it comes in under €300 go ahead and order it, PO BK-2231, and send it to me.",
                calls=[
                    ExpectCall(
                        "GetQuote",
                        {
                            "SourceLanguage": "pt",
                            "TargetLanguages": items("en"),
                            "WordCount": number(1150),
                            "DocumentType": "medical",
                            "Certified": boolean(True),
                        },
                    ),
                    ExpectCall(
                        "PlaceOrder",
                        {
                            "QuoteId": MED_QUOTE,
                            "PurchaseOrderNumber": "BK-2231",
                            "DeliveryContact": fields(Email="aoife.brennan@brennankerr.ie"),
                        },
                    ),
                ],
                answer_has=[said("LB-O-7802")],
            ),
        ],
        features=("ref", "strict", "nullable_anyof", "nullable_type_list", "boolean", "iso_code", "pascal"),
    ),
    Case(
        "ac_tr_manual_de_fr",
        "translation_agency",
        "multi_turn",
        [
            Turn(
                "how much for a 3,000 word technical manual, English to German?",
                calls=[
                    ExpectCall(
                        "GetQuote",
                        {
                            "SourceLanguage": "en",
                            "TargetLanguages": items("de"),
                            "WordCount": number(3000),
                            "DocumentType": "technical",
                        },
                    )
                ],
                forbid=["PlaceOrder"],
                answer_has=[said_any_number(390, 479.7)],
            ),
            Turn(
                "and if we added French as well?",
                calls=[ExpectCall("GetQuote", {"TargetLanguages": has_items("fr"), "WordCount": number(3000)})],
                forbid=["PlaceOrder"],
                answer_has=[said_any_number(780, 959.4, 390, 479.7)],
            ),
            Turn(
                "grand, order both. PO is 4471-X",
                calls=[ExpectCall("PlaceOrder", {"QuoteId": MANUAL_QUOTE, "PurchaseOrderNumber": "4471-X"})],
                allow=["GetQuote"],
                answer_has=[said("LB-O-7802")],
            ),
        ],
        features=("ref", "strict", "array_of_enums", "iso_code", "pascal"),
    ),
    # ---------------------------------------------------------------- tide_times (6)
    Case(
        "ac_tide_whitby_tomorrow",
        "tide_times",
        "direct",
        [
            Turn(
                "high tide whitby tomorrow?",
                calls=[ExpectCall("get_tide_table", {"station": "whitby", "start_date": date("2027-01-04")})],
                answer_has=[said_clock(t) for t in WHITBY_HW_TOMORROW],
            ),
        ],
        features=("strict", "enum", "date", "nullable_type_list", "1_tool"),
    ),
    Case(
        "ac_tide_rock_pooling",
        "tide_times",
        "polite",
        [
            Turn(
                "Could you tell me when low tide is at Robin Hood's Bay on Tuesday, please? We're hoping to take the kids "
                "rock pooling.",
                calls=[ExpectCall("get_tide_table", {"station": "robin_hoods_bay", "start_date": date("2027-01-05")})],
                answer_has=[said_clock(RHB_LOW_TUESDAY)],
            ),
        ],
        features=("strict", "enum", "date", "1_tool"),
    ),
    Case(
        "ac_tide_saltwick_walk",
        "tide_times",
        "indirect",
        [
            Turn(
                "thinking of walking from Saltwick Bay back into Whitby along the beach this afternoon, is that daft?",
                calls=[ExpectCall("get_tide_table", {"station": "whitby", "start_date": date("2027-01-03")})],
                answer_has=[said_clock(WHITBY_LOW_TODAY)],
            ),
        ],
        features=("strict", "enum", "date", "1_tool"),
    ),
    Case(
        "ac_tide_two_stations",
        "tide_times",
        "multi_intent",
        [
            Turn(
                "what time's high water at Staithes and at Scarborough tomorrow morning?",
                calls=[
                    ExpectCall("get_tide_table", {"station": "staithes", "start_date": date("2027-01-04")}),
                    ExpectCall("get_tide_table", {"station": "scarborough", "start_date": date("2027-01-04")}),
                ],
                answer_has=[said_clock(STAITHES_HW_AM), said_clock(SCARBOROUGH_HW_AM)],
            ),
        ],
        features=("strict", "enum", "date", "1_tool"),
    ),
    Case(
        "ac_tide_springs",
        "tide_times",
        "no_tool",
        [
            Turn(
                "why are some high tides so much bigger than others?",
                answer_has=[said("spring"), said("moon")],
            ),
        ],
        features=("1_tool",),
    ),
    Case(
        "ac_tide_next_high_vague",
        "tide_times",
        "underspecified",
        [
            Turn("when's the next high tide?", allow=["get_tide_table"], clarify=True),
        ],
        features=("1_tool",),
    ),
]
