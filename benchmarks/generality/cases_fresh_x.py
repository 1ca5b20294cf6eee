"""Fresh generality part X: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- pest_control            9 tools, snake_case   Tuesday 8 December 2026, 14:10, Manchester (Kestrel Pest Services portal)
- hackathon_registration  7 tools, camelCase    Friday 4 December 2026, 16:30, Lisbon (Tejo Hack 2027 participant assistant)
- ice_rink                5 tools, kebab-case   Saturday 19 December 2026, 10:15, Nottingham (Frostgate Ice Rink bookings)
- photo_printing          3 tools, PascalCase   Monday 14 December 2026, 20:05, Dublin (Lumen Prints app)
- boat_mooring_permits    1 tool,  snake_case   Wednesday 2 December 2026, 11:40, Oxford (city waterways visitor permits)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7.

Schema coverage: string, integer, number (skate_size, length_m), boolean, enum, arrays (of strings, of enums,
of integers, of nested objects, of $ref items), nested objects, nullable via type lists (rooms, seen_at, tshirtSize,
skate_size, licence_no, order_id) and via anyOf (access, date_to, dietary, transferTo, shipping_address, notes),
$ref/$defs (strict book_visit access, strict PlaceOrder items and address, non-strict GetQuote items), strict and
non-strict tools, read tools and act tools (book, reschedule, cancel, log, update, join, create, withdraw, wait-list,
order, apply).
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    at,
    boolean,
    contains,
    date,
    eq,
    fields,
    has_items,
    items,
    matches,
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


def _stamp(text: Any) -> _dt.datetime | None:
    """A local date-time from '2026-12-07T23:00', '2026-12-07 23:00:00', '2026-12-07T23:00:00Z' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def said_any_number(*values: float) -> Pred:
    """The answer states at least one of these numbers (where two fair readings give different totals)."""
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


def date_in(*isos: str) -> Pred:
    """A date (or date-time) string on one of these ISO dates."""
    preds = [date(iso) for iso in isos]
    return Pred(f"date in {isos!r}", lambda v: any(p.ok(v) for p in preds))


def unchanged(*values: Any) -> Pred:
    """null (leave as is) or a resend of the current value."""
    preds = [eq(v) for v in values]
    return Pred(f"null or one of {values!r}", lambda v: v is None or any(p.ok(v) for p in preds))


def clock(*times: str, words: tuple[str, ...] = ()) -> Pred:
    """The answer names one of these times of day ("19:30", "7:30pm", "7.30 pm", "7pm" ...) or says one of `words`."""
    preds = [time_of_day(t) for t in times]

    def dotted(text: str, hh_mm: str) -> bool:
        hour, minute = (int(part) for part in hh_mm.split(":"))
        twelve = hour - 12 if hour > 12 else hour
        return re.search(rf"(?<![\d.:])(0?{hour}|{twelve})[.:]{minute:02d}(?![\d:])", text) is not None

    return Pred(
        f"names one of the times {times!r}" + (f" or says one of {words!r}" if words else ""),
        lambda text: (
            any(p.ok(text) for p in preds)
            or any(dotted(text, t) for t in times)
            or any(w.casefold() in text.casefold() for w in words)
        ),
    )


def mentions(*parts: str) -> Pred:
    """A JSON value (string or object) whose text mentions every part, wherever the model put it."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(p.casefold() in json.dumps(v, ensure_ascii=False).casefold() for p in parts),
    )


# =============================================================================================
# 1. pest_control: Kestrel Pest Services customer portal (9 tools, snake_case)
# =============================================================================================

PEST_TODAY = _dt.date(2026, 12, 8)
PEST_CLOSED = {_dt.date(2026, 12, d) for d in (25, 26, 27, 28)} | {_dt.date(2027, 1, 1)}
PEST_NEW_ID = "KV-88412"

PEST_PROPERTIES: dict[str, dict[str, Any]] = {
    "PR-1": {
        "property_id": "PR-1",
        "label": "Home",
        "address": "14 Beech Grove, Didsbury, Manchester M20 6TR",
        "type": "semi-detached house with loft and rear garden",
        "bedrooms": 3,
        "pets": ["cat (Miso, indoor/outdoor)"],
        "access": "Priya at home; side gate is unlocked",
        "contact": {"name": "Priya Natarajan", "phone": "07700 900318"},
        "area_technician": "Dave Hollis",
    },
    "PR-2": {
        "property_id": "PR-2",
        "label": "Rental flat",
        "address": "Flat 3, 22 Wilmslow Road, Rusholme, Manchester M14 5TQ",
        "type": "first-floor flat, no loft",
        "bedrooms": 2,
        "pets": [],
        "access": "Tenant Marco Ruiz lets the technician in",
        "contact": {"name": "Marco Ruiz (tenant)", "phone": "07700 900461"},
        "area_technician": "Sana Iqbal",
    },
}

PEST_SERVICES: dict[str, dict[str, Any]] = {
    "mice": {
        "name": "Mouse treatment",
        "price_gbp": 145,
        "visits": "3 visits, a week apart",
        "guarantee": "30 days after the final visit",
        "leave_property": "not needed",
        "method": "tamper-resistant bait stations and snap traps",
    },
    "rats": {
        "name": "Rat treatment",
        "price_gbp": 175,
        "visits": "3 visits, a week apart",
        "guarantee": "60 days after the final visit",
        "leave_property": "not needed",
        "method": "tamper-resistant bait stations; entry points found and reported",
    },
    "cockroaches": {
        "name": "Cockroach treatment",
        "price_gbp": 210,
        "visits": "2 visits, 14 days apart",
        "guarantee": "60 days after the final visit",
        "leave_property": "not needed",
        "method": "gel bait behind appliances and in cupboards; do not clean treated spots for 2 weeks",
    },
    "bed_bugs": {
        "name": "Bed bug heat treatment",
        "price_gbp": 295,
        "extra_room_gbp": 120,
        "price_examples_gbp": {"1 room": 295, "2 rooms": 415, "3 rooms": 535},
        "visits": "1 full-day heat treatment, then an inspection 14 days later",
        "guarantee": "90 days",
        "leave_property": "everyone, including pets, out for 6 hours on the day",
        "method": "rooms heated to 56°C; no chemicals",
    },
    "clothes_moths": {
        "name": "Clothes moth treatment",
        "price_gbp": 160,
        "visits": "1 visit and a check after 30 days",
        "guarantee": "60 days",
        "leave_property": "3 hours after spraying",
        "method": "residual spray on carpets and inside wardrobes",
    },
    "squirrels": {
        "name": "Squirrel removal and loft proofing",
        "price_gbp": 240,
        "visits": "4 visits over about 3 weeks: humane trapping, then proofing the entry point",
        "guarantee": "12 months on the proofing",
        "leave_property": "not needed; loft access needed at every visit",
        "method": "traps checked every 48 hours, then mesh and sealing of the entry point",
    },
    "pigeon_proofing": {
        "name": "Pigeon proofing (netting or spikes)",
        "price_gbp": None,
        "price_note": "quoted after a free survey visit, usually £350-£900",
        "visits": "survey, then 1 installation visit",
        "guarantee": "5 years on netting",
        "leave_property": "not needed",
    },
    "wasps": {
        "name": "Wasp nest treatment",
        "price_gbp": 65,
        "season": "April-October only; not bookable in winter",
    },
}

PEST_APPOINTMENTS: dict[str, dict[str, Any]] = {
    "KV-87950": {
        "property_id": "PR-2",
        "service": "cockroaches",
        "visit": "1 of 2",
        "date": "2026-11-12",
        "window": "10:00-12:00",
        "technician": "Sana Iqbal",
        "status": "completed",
    },
    "KV-87951": {
        "property_id": "PR-2",
        "service": "cockroaches",
        "visit": "2 of 2",
        "date": "2026-11-26",
        "window": "10:00-12:00",
        "technician": "Sana Iqbal",
        "status": "completed",
    },
    "KV-88209": {
        "property_id": "PR-1",
        "service": "mice",
        "visit": "1 of 3",
        "date": "2026-12-03",
        "window": "08:00-10:00",
        "technician": "Dave Hollis",
        "status": "completed",
    },
    "KV-88310": {
        "property_id": "PR-1",
        "service": "mice",
        "visit": "2 of 3",
        "date": "2026-12-10",
        "window": "08:00-10:00",
        "technician": "Dave Hollis",
        "status": "booked",
    },
    "KV-88311": {
        "property_id": "PR-1",
        "service": "mice",
        "visit": "3 of 3",
        "date": "2026-12-17",
        "window": "08:00-10:00",
        "technician": "Dave Hollis",
        "status": "booked",
    },
}

PEST_REPORTS: dict[str, dict[str, Any]] = {
    "KV-88209": {
        "findings": "Fresh droppings under the kitchen sink and behind the oven; gnaw marks on the loft insulation. Likely "
        "entry point: gap around the boiler flue pipe on the rear wall.",
        "actions": "6 locked, tamper-resistant bait stations (loft x3, kitchen x2, under the stairs x1) with difenacoum "
        "blocks; 4 snap traps under the kitchen units.",
        "pet_safety": "Bait stations are locked and tamper-resistant, so pets cannot reach the bait. As an extra "
        "precaution keep Miso out of the loft until the final visit, and do not move the stations or traps.",
        "re_entry": "No need to leave the property.",
        "recommendations": "Seal the gap around the boiler flue (we can quote for proofing, from £85); keep food, "
        "including pet food, in sealed containers; report any new droppings before the next visit.",
        "next_visit": "2026-12-10 08:00-10:00 (visit 2 of 3)",
    },
    "KV-87950": {
        "findings": "German cockroaches behind the fridge and under the sink; moderate activity.",
        "actions": "Gel bait applied behind appliances, inside kitchen cupboards and around pipework.",
        "pet_safety": "No pets at the property.",
        "re_entry": "No need to leave.",
        "recommendations": "Do not clean the treated spots for 2 weeks; fix the dripping tap under the sink.",
        "next_visit": "2026-11-26 (visit 2 of 2)",
    },
    "KV-87951": {
        "findings": "Low activity: 2 live cockroaches behind the fridge.",
        "actions": "Gel bait topped up behind the fridge and cooker.",
        "pet_safety": "No pets at the property.",
        "re_entry": "No need to leave.",
        "recommendations": "If live cockroaches are still seen after 3 weeks, book a free guarantee visit "
        "(guarantee runs until 2027-01-25).",
        "next_visit": None,
    },
}

PEST_TAKEN = {
    "S-20261209-0800",
    "S-20261209-1000",
    "S-20261209-1200",
    "S-20261210-0800",
    "S-20261210-1200",
    "S-20261211-1000",
    "S-20261214-0800",
    "S-20261215-1000",
    "S-20261215-1400",
    "S-20261216-0800",
    "S-20261217-0800",
}
SLOT_STARTS = ["08:00", "10:00", "12:00", "14:00"]


def _slot_times(day: _dt.date) -> list[str]:
    if day <= PEST_TODAY or day.weekday() == 6 or day in PEST_CLOSED:
        return []
    return SLOT_STARTS[:2] if day.weekday() == 5 else SLOT_STARTS


def _slot_parse(slot_id: str) -> tuple[_dt.date, str] | None:
    found = re.fullmatch(r"S-(\d{4})(\d{2})(\d{2})-(\d{4}|DAY)", str(slot_id).strip().upper())
    if not found:
        return None
    try:
        day = _dt.date(int(found.group(1)), int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None
    part = found.group(4)
    return day, ("08:00" if part == "DAY" else f"{part[:2]}:{part[2:]}")


def _slot_free(slot_id: str) -> bool:
    parsed = _slot_parse(slot_id)
    if parsed is None:
        return False
    day, start = parsed
    if str(slot_id).upper().endswith("DAY"):
        return day.weekday() in (1, 3) and bool(_slot_times(day)) and f"S-{day:%Y%m%d}-0800" not in PEST_TAKEN
    return start in _slot_times(day) and str(slot_id).upper() not in PEST_TAKEN


def _window(start: str, full_day: bool = False) -> str:
    if full_day:
        return "08:00-16:00 (full day)"
    hour = int(start[:2])
    return f"{start}-{hour + 2:02d}:00"


def get_account() -> dict[str, Any]:
    return {
        "account": "KPS-40218",
        "customer": "Priya Natarajan",
        "phone": "07700 900318",
        "email": "priya.natarajan@fastmail.co.uk",
        "card": "Visa ending 2290",
        "properties": list(PEST_PROPERTIES.values()),
    }


def list_services(pest: str | None = None) -> dict[str, Any]:
    if pest:
        key = str(pest).strip().lower()
        if key not in PEST_SERVICES:
            return {"error": f"Unknown service '{pest}'. Services: " + ", ".join(PEST_SERVICES)}
        return {"services": [{"service": key, **PEST_SERVICES[key]}], "currency": "GBP incl. VAT"}
    return {"services": [{"service": k, **v} for k, v in PEST_SERVICES.items()], "currency": "GBP incl. VAT"}


def list_appointments(status: str = "upcoming", property_id: str | None = None) -> dict[str, Any]:
    rows = []
    for appointment_id, a in sorted(PEST_APPOINTMENTS.items(), key=lambda kv: kv[1]["date"]):
        if property_id and a["property_id"] != str(property_id).strip().upper():
            continue
        if status == "upcoming" and a["status"] != "booked":
            continue
        if status == "past" and a["status"] != "completed":
            continue
        rows.append(
            {
                "appointment_id": appointment_id,
                **a,
                "weekday": _dt.date.fromisoformat(a["date"]).strftime("%A"),
                "address": PEST_PROPERTIES[a["property_id"]]["address"],
                "report_available": appointment_id in PEST_REPORTS,
            }
        )
    return {"status": status, "count": len(rows), "appointments": rows}


def get_treatment_report(appointment_id: str) -> dict[str, Any]:
    key = str(appointment_id).strip().upper()
    if key not in PEST_APPOINTMENTS:
        return {"error": f"No appointment {appointment_id} on account KPS-40218."}
    if key not in PEST_REPORTS:
        return {"error": f"{key} has not happened yet, so there is no report."}
    a = PEST_APPOINTMENTS[key]
    return {"appointment_id": key, "date": a["date"], "technician": a["technician"], "service": a["service"], **PEST_REPORTS[key]}


def find_slots(
    property_id: str, service: str, date_from: str, date_to: str | None = None, part_of_day: str = "any"
) -> dict[str, Any]:
    prop = PEST_PROPERTIES.get(str(property_id).strip().upper())
    if prop is None:
        return {"error": f"Unknown property '{property_id}'. Properties: PR-1 (home), PR-2 (rental flat)."}
    if service not in PEST_SERVICES:
        return {"error": f"Unknown service '{service}'."}
    if service == "wasps":
        return {"error": "Wasp nests are treated April-October only."}
    start = _day(date_from)
    if start is None:
        return {"error": "date_from must be a date like 2026-12-14"}
    end = _day(date_to) if date_to else start + _dt.timedelta(days=6)
    if end is None or end < start:
        return {"error": "date_to must be a date on or after date_from"}
    rows: list[dict[str, Any]] = []
    day = max(start, PEST_TODAY)
    while day <= end and len(rows) < 16:
        if service == "bed_bugs":
            slot = f"S-{day:%Y%m%d}-DAY"
            if _slot_free(slot):
                rows.append({"slot_id": slot, "date": str(day), "weekday": day.strftime("%A"), "window": _window("08:00", True)})
        else:
            for t in _slot_times(day):
                slot = f"S-{day:%Y%m%d}-{t.replace(':', '')}"
                if slot in PEST_TAKEN:
                    continue
                if part_of_day == "morning" and t >= "12:00" or part_of_day == "afternoon" and t < "12:00":
                    continue
                rows.append({"slot_id": slot, "date": str(day), "weekday": day.strftime("%A"), "window": _window(t)})
        day += _dt.timedelta(days=1)
    return {
        "property_id": prop["property_id"],
        "service": service,
        "technician": prop["area_technician"],
        "from": str(max(start, PEST_TODAY + _dt.timedelta(days=1))),
        "to": str(end),
        "count": len(rows),
        "slots": rows,
        "note": "Same-day visits can't be booked online.",
    }


def book_visit(property_id: str, service: str, slot_id: str, rooms: int | None, access: dict[str, Any] | None) -> dict[str, Any]:
    prop = PEST_PROPERTIES.get(str(property_id).strip().upper())
    if prop is None:
        return {"error": f"Unknown property '{property_id}'."}
    if service not in PEST_SERVICES:
        return {"error": f"Unknown service '{service}'."}
    if service == "wasps":
        return {"error": "Wasp nests are treated April-October only."}
    if service == "bed_bugs" and not str(slot_id).upper().endswith("DAY"):
        return {"error": "Bed bug heat treatments need a full-day slot (S-YYYYMMDD-DAY)."}
    if not _slot_free(slot_id):
        return {"error": f"Slot {slot_id} is not available. Use find_slots to see free slots."}
    day, start = _slot_parse(slot_id)  # type: ignore[misc]
    info = PEST_SERVICES[service]
    if service == "bed_bugs":
        count = int(rooms or 1)
        price: Any = info["price_gbp"] + info["extra_room_gbp"] * (count - 1)
    else:
        price = info["price_gbp"]
    out: dict[str, Any] = {
        "appointment_id": PEST_NEW_ID,
        "status": "booked",
        "property": prop["address"],
        "service": info["name"],
        "date": str(day),
        "weekday": day.strftime("%A"),
        "window": _window(start, service == "bed_bugs"),
        "technician": prop["area_technician"],
        "price_gbp": price,
        "payment": "taken after the first visit from Visa ending 2290",
        "access": access or f"saved details: {prop['access']} ({prop['contact']['name']}, {prop['contact']['phone']})",
        "confirmation_sms_to": "07700 900318",
    }
    if service == "cockroaches" and prop["property_id"] == "PR-2":
        out["price_gbp"] = 0
        out["price_note"] = "Free guarantee visit: the cockroach treatment at this flat is guaranteed until 2027-01-25."
    if service == "pigeon_proofing":
        out["price_note"] = "This is the free survey; you'll get a written quote afterwards."
    return out


def reschedule_visit(appointment_id: str, new_slot_id: str) -> dict[str, Any]:
    key = str(appointment_id).strip().upper()
    a = PEST_APPOINTMENTS.get(key)
    if a is None:
        return {"error": f"No appointment {appointment_id} on account KPS-40218."}
    if a["status"] != "booked":
        return {"error": f"{key} has already taken place."}
    if str(new_slot_id).upper().endswith("DAY") or not _slot_free(new_slot_id):
        return {"error": f"Slot {new_slot_id} is not available. Use find_slots to see free slots."}
    day, start = _slot_parse(new_slot_id)  # type: ignore[misc]
    return {
        "appointment_id": key,
        "status": "rescheduled",
        "previous": f"{a['date']} {a['window']}",
        "new_date": str(day),
        "new_weekday": day.strftime("%A"),
        "new_window": _window(start),
        "technician": a["technician"],
        "fee_gbp": 0,
        "note": "More than 24 hours' notice, so no charge.",
    }


def cancel_visit(appointment_id: str, reason: str = "other") -> dict[str, Any]:
    key = str(appointment_id).strip().upper()
    a = PEST_APPOINTMENTS.get(key)
    if a is None:
        return {"error": f"No appointment {appointment_id} on account KPS-40218."}
    if a["status"] != "booked":
        return {"error": f"{key} has already taken place."}
    return {
        "appointment_id": key,
        "status": "cancelled",
        "was": f"{a['date']} {a['window']} ({PEST_SERVICES[a['service']]['name']}, visit {a['visit']})",
        "reason": reason,
        "fee_gbp": 0,
        "note": "Cancelled with more than 24 hours' notice, so no charge.",
    }


def log_sighting(
    property_id: str, pest: str, where: str, evidence: list[str], seen_at: str | None, notes: str | None
) -> dict[str, Any]:
    prop = PEST_PROPERTIES.get(str(property_id).strip().upper())
    if prop is None:
        return {"error": f"Unknown property '{property_id}'."}
    if not evidence:
        return {"error": "Give at least one kind of evidence."}
    return {
        "sighting_id": "SG-5531",
        "property": prop["address"],
        "pest": pest,
        "where": where,
        "evidence": evidence,
        "seen_at": seen_at,
        "notes": notes,
        "shared_with": f"{prop['area_technician']} (checked at the next visit)",
        "logged_at": "2026-12-08T14:10",
    }


PEST_ENUM = list(PEST_SERVICES)
PROPERTY_ID = {"type": "string", "enum": ["PR-1", "PR-2"], "description": "PR-1 = home, PR-2 = rental flat"}
APPOINTMENT_ID = {"type": "string", "description": "e.g. KV-88310, from list_appointments"}

ACCESS_DEF = {
    "type": "object",
    "properties": {
        "contact_name": {"type": "string", "description": "Who will let the technician in"},
        "contact_phone": {"type": "string"},
        "pets_on_site": {"type": "array", "items": {"type": "string", "enum": ["cat", "dog", "rabbit", "bird", "other"]}},
        "notes": {"type": ["string", "null"], "description": "Parking, key safe, gate codes ..."},
    },
    "required": ["contact_name", "contact_phone", "pets_on_site", "notes"],
    "additionalProperties": False,
}

PEST_TOOLS = [
    ToolDef(
        "get_account",
        "The customer's account: contact details, saved card, and each property with bedrooms, pets, access details "
        "and tenant contact.",
        {"type": "object", "properties": {}},
        get_account,
    ),
    ToolDef(
        "list_services",
        "Treatments we offer with prices, number of visits, guarantee and whether people must leave the property.",
        {
            "type": "object",
            "properties": {
                "pest": {"type": ["string", "null"], "enum": [*PEST_ENUM, None], "description": "One service, or null for all"}
            },
        },
        list_services,
    ),
    ToolDef(
        "list_appointments",
        "The customer's visits with date, 2-hour window, technician and status.",
        {
            "type": "object",
            "properties": {
                "status": {"type": "string", "enum": ["upcoming", "past", "all"], "default": "upcoming"},
                "property_id": {"anyOf": [PROPERTY_ID, {"type": "null"}], "description": "null for every property"},
            },
        },
        list_appointments,
    ),
    ToolDef(
        "get_treatment_report",
        "The technician's report from a completed visit: findings, what was done, pet safety, re-entry and recommendations.",
        {"type": "object", "properties": {"appointment_id": APPOINTMENT_ID}, "required": ["appointment_id"]},
        get_treatment_report,
    ),
    ToolDef(
        "find_slots",
        "Free visit slots for a service at a property between two dates (2-hour windows; bed bugs use full-day slots).",
        {
            "type": "object",
            "properties": {
                "property_id": PROPERTY_ID,
                "service": {"type": "string", "enum": PEST_ENUM},
                "date_from": {"type": "string", "format": "date", "description": "First date to search, YYYY-MM-DD"},
                "date_to": {
                    "anyOf": [{"type": "string", "format": "date"}, {"type": "null"}],
                    "description": "Last date to search; null for a week from date_from",
                },
                "part_of_day": {"type": "string", "enum": ["any", "morning", "afternoon"]},
            },
            "required": ["property_id", "service", "date_from"],
        },
        find_slots,
    ),
    ToolDef(
        "book_visit",
        "Book a treatment visit in a free slot (from find_slots). Payment is taken after the first visit.",
        {
            "type": "object",
            "properties": {
                "property_id": PROPERTY_ID,
                "service": {"type": "string", "enum": PEST_ENUM},
                "slot_id": {"type": "string", "description": "e.g. S-20261214-1000"},
                "rooms": {"type": ["integer", "null"], "description": "Bed bugs only: rooms to treat; null otherwise"},
                "access": {
                    "anyOf": [{"$ref": "#/$defs/access_details"}, {"type": "null"}],
                    "description": "null = use the access details saved on the property",
                },
            },
            "required": ["property_id", "service", "slot_id", "rooms", "access"],
            "additionalProperties": False,
            "$defs": {"access_details": ACCESS_DEF},
        },
        book_visit,
        act=True,
        strict=True,
    ),
    ToolDef(
        "reschedule_visit",
        "Move a booked visit to another free slot (from find_slots).",
        {
            "type": "object",
            "properties": {"appointment_id": APPOINTMENT_ID, "new_slot_id": {"type": "string"}},
            "required": ["appointment_id", "new_slot_id"],
        },
        reschedule_visit,
        act=True,
    ),
    ToolDef(
        "cancel_visit",
        "Cancel a booked visit.",
        {
            "type": "object",
            "properties": {
                "appointment_id": APPOINTMENT_ID,
                "reason": {"type": "string", "enum": ["away", "problem_solved", "too_expensive", "booked_elsewhere", "other"]},
            },
            "required": ["appointment_id"],
        },
        cancel_visit,
        act=True,
    ),
    ToolDef(
        "log_sighting",
        "Record signs of pests between visits so the technician sees them before the next visit.",
        {
            "type": "object",
            "properties": {
                "property_id": PROPERTY_ID,
                "pest": {
                    "type": "string",
                    "enum": ["mice", "rats", "cockroaches", "bed_bugs", "clothes_moths", "squirrels", "other"],
                },
                "where": {"type": "string", "description": "Room or spot, e.g. kitchen, behind the fridge"},
                "evidence": {
                    "type": "array",
                    "items": {
                        "type": "string",
                        "enum": ["droppings", "gnaw_marks", "live_sighting", "dead_pest", "noises", "nest", "bites", "smell"],
                    },
                },
                "seen_at": {"type": ["string", "null"], "description": "Local date-time, e.g. 2026-12-08T07:30; null if unknown"},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["property_id", "pest", "where", "evidence", "seen_at", "notes"],
            "additionalProperties": False,
        },
        log_sighting,
        act=True,
        strict=True,
    ),
]

PEST_ACTS = ["book_visit", "reschedule_visit", "cancel_visit", "log_sighting"]

PEST_INSTRUCTIONS = """You are the assistant in the Kestrel Pest Services customer portal (Greater Manchester).
Today is Tuesday 8 December 2026, 14:10 (Manchester, UK; Europe/London).

Signed-in customer: Priya Natarajan (account KPS-40218, 07700 900318).
Properties on the account:
- PR-1: 14 Beech Grove, Didsbury, M20 6TR - her home (she has a cat, Miso).
- PR-2: Flat 3, 22 Wilmslow Road, Rusholme, M14 5TQ - a flat she lets to a tenant.
Use get_account for bedrooms, access details and the tenant's contact; list_appointments for visits; get_treatment_report
for what a technician found and did; list_services for prices; find_slots before booking or moving a visit.

Policies:
- Visits are in 2-hour windows, 08:00-16:00 Monday-Friday and 08:00-12:00 Saturday. Same-day visits can't be booked online. Closed 25-28 December and 1 January.
- Moving or cancelling a visit is free with more than 24 hours' notice; with less there is a £35 call-out fee.
- Guarantee: if the pest comes back within the guarantee period after the final visit of a treatment (mice 30 days, rats 60 days, cockroaches 60 days, bed bugs 90 days, squirrel proofing 12 months), we come back free of charge.
- An adult must be present at the first visit of a treatment; follow-up visits can use the access details saved on the property.
- Wasp nests are only treated April-October.
- Payment is taken after the first visit of a treatment, from the saved card.
Only book, move, cancel or log anything when Priya asks you to."""


# =============================================================================================
# 2. hackathon_registration: Tejo Hack 2027 participant assistant (7 tools, camelCase)
# =============================================================================================

SKILLS = ["frontend", "backend", "mobile", "ml", "data_science", "design", "hardware", "pitching"]
TRACKS = ["climate", "health", "civic_tech", "fintech", "open"]
DIETS = ["vegetarian", "vegan", "gluten_free", "halal", "kosher", "lactose_free", "nut_allergy"]
SIZES = ["XS", "S", "M", "L", "XL", "XXL"]

EVENT_INFO: dict[str, Any] = {
    "schedule": {
        "Friday 29 January 2027": [
            "17:00 check-in opens (bring photo ID)",
            "18:30 opening talks",
            "19:00 hacking starts; team formation corner for people without a team",
            "20:00 dinner",
        ],
        "Saturday 30 January 2027": [
            "all day: mentor hours 10:00-18:00",
            "14:00 workshop: pitching in 3 minutes",
            "venue open all night",
        ],
        "Sunday 31 January 2027": [
            "12:00 submissions close (code repo + 2-minute video)",
            "14:00 demos start (3 minutes per team, 2 minutes Q&A)",
            "17:30 awards and closing",
        ],
    },
    "venue": {
        "name": "LX Factory, Rua Rodrigues de Faria 103, 1300-501 Lisboa",
        "getting_there": "Alcântara-Mar train station is 5 minutes' walk; from the airport about 30 minutes by taxi (about €18) "
        "or 45 minutes by metro and train",
        "sleeping": "quiet room with mats; bring a sleeping bag. Showers on site.",
    },
    "rules": {
        "team_size": "2 to 5 people; you can arrive without a team and join one at team formation on Friday",
        "one_team_each": True,
        "code": "all project code must be written during the event; open-source libraries and APIs are fine",
        "submission": "repo link and a 2-minute video by Sunday 12:00",
        "registration_changes": "until 15 January 2027",
    },
    "tracks": {
        "climate": "Climate & Oceans",
        "health": "Health & Care",
        "civic_tech": "Civic Tech (with Lisbon City Council open data)",
        "fintech": "Fintech for good",
        "open": "Open track: anything goes",
    },
    "prizes": {"overall": "€5,000", "each_track": "€1,500", "peoples_choice": "€500"},
    "food": {
        "included": "all meals from Friday dinner to Sunday lunch, plus snacks and coffee around the clock",
        "dietary_options": DIETS,
        "kosher": "on request at least 7 days before the event",
    },
    "travel": {
        "grants": "up to €300 for participants travelling from outside Portugal",
        "decisions": "by 18 December 2026",
        "payment": "reimbursed after the event against receipts",
        "if_you_withdraw": "the travel grant is cancelled",
    },
}

REGISTRATION: dict[str, Any] = {
    "registrationId": "TH27-0412",
    "name": "Jonas Weber",
    "email": "jonas.weber@posteo.de",
    "status": "confirmed",
    "ticket": "participant",
    "tshirtSize": "M",
    "dietary": ["vegetarian"],
    "accessibilityNeeds": None,
    "phone": "+49 1512 3456789",
    "team": None,
    "travelGrant": {
        "requestedEur": 250,
        "status": "pending",
        "decisionBy": "2026-12-18",
        "note": "Cancelled if you withdraw from the event.",
    },
    "changesAllowedUntil": "2027-01-15",
}

TEAMS: list[dict[str, Any]] = [
    {"teamId": "T-014", "name": "Kelp Computing", "track": "climate", "members": 3, "maxSize": 5,
     "lookingFor": ["frontend", "data_science"], "lead": "Inês Carvalho",
     "idea": "Satellite data to map kelp forest loss along the Portuguese coast"},
    {"teamId": "T-019", "name": "Tidewatch", "track": "climate", "members": 5, "maxSize": 5, "lookingFor": [],
     "lead": "Pedro Nunes", "idea": "Flood warnings for riverside neighbourhoods"},
    {"teamId": "T-021", "name": "Tram Tracker", "track": "civic_tech", "members": 4, "maxSize": 5, "lookingFor": ["design"],
     "lead": "Marta Sousa", "idea": "Accessible real-time tram arrivals for the 28 line"},
    {"teamId": "T-027", "name": "Pulseline", "track": "health", "members": 2, "maxSize": 4, "lookingFor": ["backend", "ml"],
     "lead": "Dr Rui Almeida", "idea": "Spotting atrial fibrillation from smartwatch data"},
    {"teamId": "T-031", "name": "CareLoop", "track": "health", "members": 4, "maxSize": 5, "lookingFor": ["design"],
     "lead": "Sofia Reis", "idea": "Shift handover notes for home carers"},
    {"teamId": "T-035", "name": "Solar Sardines", "track": "climate", "members": 2, "maxSize": 5,
     "lookingFor": ["backend", "hardware"], "lead": "Tiago Marques", "idea": "Solar-powered sensors for fishing boats"},
    {"teamId": "T-038", "name": "Coin Flip", "track": "fintech", "members": 3, "maxSize": 4,
     "lookingFor": ["frontend", "pitching"], "lead": "Beatriz Lopes", "idea": "Round-up savings for students"},
    {"teamId": "T-040", "name": "Open Tiles", "track": "open", "members": 1, "maxSize": 3,
     "lookingFor": ["frontend", "backend"], "lead": "Chen Wei", "idea": "Generative azulejo tile designer"},
]  # fmt: skip


def get_event_info(section: str = "all") -> dict[str, Any]:
    if section in (None, "", "all"):
        return {"event": "Tejo Hack 2027", "dates": "29-31 January 2027", **EVENT_INFO}
    if section not in EVENT_INFO:
        return {"error": "section must be one of all, " + ", ".join(EVENT_INFO)}
    return {"event": "Tejo Hack 2027", "dates": "29-31 January 2027", section: EVENT_INFO[section]}


def get_my_registration() -> dict[str, Any]:
    return dict(REGISTRATION)


def update_registration(
    tshirtSize: str | None, dietary: list[str] | None, accessibilityNeeds: str | None, phone: str | None
) -> dict[str, Any]:
    updated = dict(REGISTRATION)
    changed = []
    if tshirtSize is not None:
        if tshirtSize not in SIZES:
            return {"error": "tshirtSize must be one of " + ", ".join(SIZES)}
        updated["tshirtSize"] = tshirtSize
        changed.append("tshirtSize")
    if dietary is not None:
        bad = [d for d in dietary if d not in DIETS]
        if bad:
            return {"error": f"Unknown dietary option(s) {bad}. Options: " + ", ".join(DIETS)}
        updated["dietary"] = list(dietary)
        changed.append("dietary")
    if accessibilityNeeds is not None:
        updated["accessibilityNeeds"] = accessibilityNeeds
        changed.append("accessibilityNeeds")
    if phone is not None:
        updated["phone"] = phone
        changed.append("phone")
    if not changed:
        return {"error": "Nothing to change: every field was null."}
    return {"updated": changed, "registration": updated, "updatedAt": "2026-12-04T16:31"}


def search_teams(track: str | None = None, lookingFor: list[str] | None = None, openOnly: bool = True) -> dict[str, Any]:
    rows = []
    for team in TEAMS:
        if track and team["track"] != track:
            continue
        if lookingFor and not set(lookingFor) & set(team["lookingFor"]):
            continue
        spaces = team["maxSize"] - team["members"]
        if openOnly and spaces <= 0:
            continue
        rows.append({**team, "spacesLeft": spaces})
    return {"count": len(rows), "teams": rows}


def join_team(teamId: str, message: str | None = None) -> dict[str, Any]:
    team = next((t for t in TEAMS if t["teamId"] == str(teamId).strip().upper()), None)
    if team is None:
        return {"error": f"No team {teamId}. Use searchTeams to find team ids."}
    if team["members"] >= team["maxSize"]:
        return {"error": f"{team['name']} is full."}
    return {
        "requestId": "JR-3310",
        "teamId": team["teamId"],
        "team": team["name"],
        "status": "pending",
        "message": message,
        "note": f"{team['lead']} (team lead) has been notified and will accept or decline; you'll get an email.",
    }


def create_team(name: str, track: str, lookingFor: list[str], maxSize: int, description: str | None) -> dict[str, Any]:
    if not str(name).strip():
        return {"error": "name is required"}
    if track not in TRACKS:
        return {"error": "track must be one of " + ", ".join(TRACKS)}
    if not 2 <= int(maxSize) <= 5:
        return {"error": "maxSize must be between 2 and 5 (team size rule)."}
    if any(t["name"].casefold() == str(name).strip().casefold() for t in TEAMS):
        return {"error": f"There is already a team called {name}."}
    return {
        "teamId": "T-044",
        "name": str(name).strip(),
        "track": track,
        "lookingFor": list(lookingFor or []),
        "maxSize": int(maxSize),
        "members": 1,
        "lead": "Jonas Weber",
        "description": description,
        "inviteLink": "https://tejohack.pt/t/T-044-byte",
        "status": "listed",
    }


def withdraw_registration(reason: str, transferTo: str | None = None, feedback: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "registrationId": "TH27-0412",
        "status": "withdrawn",
        "reason": reason,
        "travelGrant": "cancelled",
        "withdrawnAt": "2026-12-04T16:32",
    }
    if transferTo:
        email = str(transferTo).strip().lower()
        if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", email):
            return {"error": f"'{transferTo}' is not a valid email address."}
        out["placeTransferredTo"] = email
        out["transferNote"] = f"{email} has been emailed a link to claim the place; it must be claimed by 15 January 2027."
    else:
        out["placeReleased"] = "to the waiting list"
    return out


TEAM_ID = {"type": "string", "description": "e.g. T-014, from searchTeams"}

HACK_TOOLS = [
    ToolDef(
        "getEventInfo",
        "Tejo Hack 2027 information: schedule, venue, rules (team size etc.), tracks, prizes, food and travel grants.",
        {
            "type": "object",
            "properties": {
                "section": {"type": "string", "enum": ["all", "schedule", "venue", "rules", "tracks", "prizes", "food", "travel"]}
            },
        },
        get_event_info,
    ),
    ToolDef(
        "getMyRegistration",
        "The signed-in participant's registration: status, t-shirt, dietary needs, team and travel grant.",
        {"type": "object", "properties": {}},
        get_my_registration,
    ),
    ToolDef(
        "updateRegistration",
        "Change registration details. Send null for anything that should stay as it is; dietary replaces the whole list.",
        {
            "type": "object",
            "properties": {
                "tshirtSize": {"type": ["string", "null"], "enum": [*SIZES, None]},
                "dietary": {"anyOf": [{"type": "array", "items": {"type": "string", "enum": DIETS}}, {"type": "null"}]},
                "accessibilityNeeds": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "phone": {"type": ["string", "null"]},
            },
            "required": ["tshirtSize", "dietary", "accessibilityNeeds", "phone"],
            "additionalProperties": False,
        },
        update_registration,
        act=True,
        strict=True,
    ),
    ToolDef(
        "searchTeams",
        "Find teams by track and by the skills they are looking for.",
        {
            "type": "object",
            "properties": {
                "track": {"type": "string", "enum": TRACKS},
                "lookingFor": {"type": "array", "items": {"type": "string", "enum": SKILLS}, "description": "Skills wanted"},
                "openOnly": {"type": "boolean", "description": "Only teams with space left (default true)"},
            },
        },
        search_teams,
    ),
    ToolDef(
        "joinTeam",
        "Ask to join a team; the team lead accepts or declines.",
        {
            "type": "object",
            "properties": {"teamId": TEAM_ID, "message": {"type": "string", "description": "Short note to the team lead"}},
            "required": ["teamId"],
        },
        join_team,
        act=True,
    ),
    ToolDef(
        "createTeam",
        "Create a new team with the participant as lead, listed so others can ask to join.",
        {
            "type": "object",
            "properties": {
                "name": {"type": "string"},
                "track": {"type": "string", "enum": TRACKS},
                "lookingFor": {"type": "array", "items": {"type": "string", "enum": SKILLS}},
                "maxSize": {"type": "integer", "description": "Maximum team size including the lead"},
                "description": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["name", "track", "lookingFor", "maxSize", "description"],
            "additionalProperties": False,
        },
        create_team,
        act=True,
        strict=True,
    ),
    ToolDef(
        "withdrawRegistration",
        "Withdraw from the event; optionally hand the place to someone else by email.",
        {
            "type": "object",
            "properties": {
                "reason": {
                    "type": "string",
                    "enum": ["illness", "schedule_conflict", "travel_problems", "lost_interest", "other"],
                },
                "transferTo": {
                    "anyOf": [{"type": "string", "format": "email"}, {"type": "null"}],
                    "description": "Email of the person who should get the place; null to release it",
                },
                "feedback": {"type": "string"},
            },
            "required": ["reason"],
        },
        withdraw_registration,
        act=True,
    ),
]

HACK_ACTS = ["updateRegistration", "joinTeam", "createTeam", "withdrawRegistration"]

HACK_INSTRUCTIONS = """You are the participant assistant for Tejo Hack 2027, a 44-hour hackathon at LX Factory, Lisbon, 29-31 January 2027.
Today is Friday 4 December 2026, 16:30 in Lisbon (Europe/Lisbon).

Signed-in participant: Jonas Weber (jonas.weber@posteo.de), registration TH27-0412, confirmed.
Current details: t-shirt M; dietary: vegetarian; no team yet; travel grant application (EUR 250) pending.
Use getEventInfo for the schedule, venue, rules, tracks, prizes, food and travel grants, and getMyRegistration for his registration.

Good to know:
- Taking part is free. New people register themselves on tejohack.pt (not in this chat).
- Non-coders are very welcome: designers, researchers and domain experts are about a quarter of participants, and every track's judging includes design and usefulness.
- Registration details can be changed until 15 January 2027.
Only change his registration, create or join a team, or withdraw him when Jonas asks you to."""


# =============================================================================================
# 3. ice_rink: Frostgate Ice Rink bookings (5 tools, kebab-case)
# =============================================================================================

RINK_TODAY = _dt.date(2026, 12, 19)
RINK_PRICES = {"adult": 11.0, "child": 8.0, "concession": 9.0, "under_4": 0.0}
SKATE_HIRE = 3.5
PENGUIN = 5.0
DISCO_EXTRA = 2.0
RINK_FULL = {("2026-12-19", "14:00"), ("2026-12-24", "12:00")}

RINK_BOOKINGS = [
    {
        "booking_ref": "FRB-58120",
        "session_id": "FG-1220-1000",
        "date": "2026-12-20",
        "weekday": "Sunday",
        "time": "10:00-11:30",
        "type": "public",
        "skaters": "1 adult, 2 children (skate hire x3)",
        "total_gbp": 37.5,
        "status": "confirmed",
    },
    {
        "booking_ref": "FRB-58377",
        "session_id": "FG-1223-2000",
        "date": "2026-12-23",
        "weekday": "Wednesday",
        "time": "20:00-21:30",
        "type": "adults_only",
        "skaters": "2 adults (own skates)",
        "total_gbp": 22.0,
        "status": "confirmed",
    },
]


def _rink_day(day: _dt.date) -> list[tuple[str, str, int]]:
    """(start, type, minutes) for a day's sessions."""
    if day == _dt.date(2026, 12, 25):
        return []
    wd = day.weekday()
    rows: list[tuple[str, str, int]] = []
    if wd == 5:
        rows.append(("09:00", "learn_to_skate", 60))
    rows += [("10:00", "public", 90), ("12:00", "public", 90), ("14:00", "family" if wd in (5, 6) else "public", 90)]
    rows.append(("16:00", "public", 90))
    if wd in (4, 5):
        rows.append(("19:30", "disco", 120))
    if wd == 2:
        rows.append(("20:00", "adults_only", 90))
    if day == _dt.date(2026, 12, 24):
        rows = [r for r in rows if r[0] <= "16:00"]
    return rows


def _rink_session(session_id: str) -> dict[str, Any] | None:
    found = re.fullmatch(r"FG-(\d{2})(\d{2})-(\d{4})", str(session_id).strip().upper())
    if not found:
        return None
    month, dom = int(found.group(1)), int(found.group(2))
    year = 2026 if month == 12 else 2027
    try:
        day = _dt.date(year, month, dom)
    except ValueError:
        return None
    start = f"{found.group(3)[:2]}:{found.group(3)[2:]}"
    for s, kind, minutes in _rink_day(day):
        if s == start:
            return _session_row(day, s, kind, minutes)
    return None


def _session_row(day: _dt.date, start: str, kind: str, minutes: int) -> dict[str, Any]:
    begin = _dt.datetime.combine(day, _dt.time(int(start[:2]), int(start[3:])))
    end = begin + _dt.timedelta(minutes=minutes)
    if (str(day), start) in RINK_FULL:
        spaces = 0
    elif kind == "learn_to_skate":
        spaces = 0
    else:
        spaces = (day.day * 37 + int(start[:2]) * 13) % 170 + 8
    return {
        "session_id": f"FG-{day:%m%d}-{start.replace(':', '')}",
        "date": str(day),
        "weekday": day.strftime("%A"),
        "start": start,
        "end": end.strftime("%H:%M"),
        "type": kind,
        "spaces_left": spaces,
        "status": "full" if spaces == 0 else "available",
    }


def get_sessions(date: str, type: str | None = None) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < RINK_TODAY:
        return {"error": "That date is in the past (today is 2026-12-19)."}
    if day == _dt.date(2026, 12, 25):
        return {"date": str(day), "sessions": [], "note": "Closed on Christmas Day."}
    rows = [_session_row(day, s, k, m) for s, k, m in _rink_day(day) if type in (None, "", "any", k)]
    if day == RINK_TODAY:
        rows = [r for r in rows if r["start"] > "10:15"]
    out: dict[str, Any] = {"date": str(day), "weekday": day.strftime("%A"), "count": len(rows), "sessions": rows}
    if any(r["type"] == "disco" for r in rows):
        out["note"] = "Disco sessions cost £2 extra per skater."
    return out


def book_session(session_id: str, skaters: list[dict[str, Any]], penguins: int, contact_phone: str | None) -> dict[str, Any]:
    session = _rink_session(session_id)
    if session is None:
        return {"error": f"No session {session_id}. Use get-sessions to find session ids like FG-1219-1600."}
    if session["date"] == str(RINK_TODAY) and session["start"] <= "10:15":
        return {"error": "That session has already started."}
    if not skaters:
        return {"error": "Add at least one skater."}
    if session["type"] == "learn_to_skate":
        return {"error": "Learn-to-skate lessons are booked as a 6-week course at reception, not here."}
    if len(skaters) > session["spaces_left"]:
        return {"error": f"Only {session['spaces_left']} spaces left on this session.", "status": session["status"]}
    cats = [str(s.get("category")) for s in skaters]
    if any(c not in RINK_PRICES for c in cats):
        return {"error": "category must be adult, child, concession or under_4"}
    if session["type"] == "adults_only" and any(c in ("child", "under_4") for c in cats):
        return {"error": "Adults-only sessions are 16+."}
    if any(c in ("child", "under_4") for c in cats) and not any(c in ("adult", "concession") for c in cats):
        return {"error": "Children must be booked with a paying adult."}
    hire = sum(1 for s in skaters if s.get("skate_size") is not None)
    entry = sum(RINK_PRICES[c] for c in cats)
    disco = DISCO_EXTRA * len(skaters) if session["type"] == "disco" else 0.0
    total = entry + hire * SKATE_HIRE + int(penguins or 0) * PENGUIN + disco
    return {
        "booking_ref": "FRB-58512",
        "status": "confirmed",
        "session": f"{session['weekday']} {session['date']} {session['start']}-{session['end']} ({session['type']})",
        "skaters": skaters,
        "skate_hire_pairs": hire,
        "penguins": int(penguins or 0),
        "total_gbp": round(total, 2),
        "paid_with": "Apple Pay (saved)",
        "arrive_by": "20 minutes before the start to collect skates",
        "confirmation_sent_to": contact_phone or "hannah.okoro@gmail.com",
    }


def my_bookings() -> dict[str, Any]:
    return {"customer": "Hannah Okoro", "count": len(RINK_BOOKINGS), "bookings": RINK_BOOKINGS}


def cancel_rink_booking(booking_ref: str) -> dict[str, Any]:
    booking = next((b for b in RINK_BOOKINGS if b["booking_ref"] == str(booking_ref).strip().upper()), None)
    if booking is None:
        return {"error": f"No booking {booking_ref}. Your bookings: FRB-58120, FRB-58377."}
    return {
        "booking_ref": booking["booking_ref"],
        "status": "cancelled",
        "was": f"{booking['weekday']} {booking['date']} {booking['time']} ({booking['type']})",
        "refund_gbp": booking["total_gbp"],
        "refund_to": "Apple Pay, within 3-5 working days",
    }


def join_waitlist(session_id: str, skaters: int, notify_by: str = "email") -> dict[str, Any]:
    session = _rink_session(session_id)
    if session is None:
        return {"error": f"No session {session_id}."}
    if session["spaces_left"] > 0:
        return {"error": f"{session_id} still has {session['spaces_left']} spaces: book it instead."}
    return {
        "waitlist_id": "WL-2207",
        "session": f"{session['weekday']} {session['date']} {session['start']} ({session['type']})",
        "skaters": int(skaters),
        "position": 3,
        "notify_by": notify_by,
        "notify_to": "07700 900552" if notify_by == "sms" else "hannah.okoro@gmail.com",
        "note": "If spaces free up you'll have 15 minutes to confirm and pay.",
    }


SESSION_ID = {"type": "string", "description": "e.g. FG-1219-1600, from get-sessions"}

RINK_TOOLS = [
    ToolDef(
        "get-sessions",
        "Skating sessions on a date with start and end times, type and spaces left.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "type": {"type": "string", "enum": ["public", "family", "disco", "adults_only", "learn_to_skate"]},
            },
            "required": ["date"],
        },
        get_sessions,
    ),
    ToolDef(
        "book-session",
        "Book skaters onto a session and pay with the saved payment method.",
        {
            "type": "object",
            "properties": {
                "session_id": SESSION_ID,
                "skaters": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "category": {"type": "string", "enum": ["adult", "child", "concession", "under_4"]},
                            "skate_size": {
                                "type": ["number", "null"],
                                "description": "UK skate size to hire (half sizes allowed, e.g. 9.5); null = own skates",
                            },
                        },
                        "required": ["category", "skate_size"],
                        "additionalProperties": False,
                    },
                },
                "penguins": {"type": "integer", "description": "Penguin skating aids to hire (0 if none)"},
                "contact_phone": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "null = the saved contact"},
            },
            "required": ["session_id", "skaters", "penguins", "contact_phone"],
            "additionalProperties": False,
        },
        book_session,
        act=True,
        strict=True,
    ),
    ToolDef("my-bookings", "The customer's upcoming bookings.", {"type": "object", "properties": {}}, my_bookings),
    ToolDef(
        "cancel-booking",
        "Cancel a booking (full refund up to 24 hours before the session).",
        {"type": "object", "properties": {"booking_ref": {"type": "string"}}, "required": ["booking_ref"]},
        cancel_rink_booking,
        act=True,
    ),
    ToolDef(
        "join-waitlist",
        "Join the waiting list for a full session; you're told if spaces free up.",
        {
            "type": "object",
            "properties": {
                "session_id": SESSION_ID,
                "skaters": {"type": "integer", "minimum": 1},
                "notify_by": {"type": "string", "enum": ["sms", "email"]},
            },
            "required": ["session_id", "skaters"],
        },
        join_waitlist,
        act=True,
    ),
]

RINK_ACTS = ["book-session", "cancel-booking", "join-waitlist"]

RINK_INSTRUCTIONS = """You are the booking assistant for Frostgate Ice Rink, Nottingham.
Today is Saturday 19 December 2026, 10:15 (Nottingham, UK). Local schools broke up for Christmas yesterday.

Signed-in customer: Hannah Okoro (07700 900552, hannah.okoro@gmail.com), paying with saved Apple Pay.

Prices per skater per session: adult (16+) £11, child (4-15) £8, concession (students, 60+) £9, under-4s free with a paying adult.
Skate hire £3.50 a pair. Penguin skating aids (for children up to 10) £5 per session. Disco sessions are £2 extra per skater.
Sessions last 90 minutes (discos 2 hours). Types: public; family (weekend afternoons, gentler pace, children must skate with an adult); disco (Friday and Saturday 19:30); adults_only (Wednesday 20:00); learn_to_skate (Saturday lessons, booked as a course at reception).
Gloves are compulsory for everyone. Helmets are free to borrow and recommended for under-8s. Hire skates run from children's size 8 to adult 13, with half sizes from adult 3.
Cancellation: full refund up to 24 hours before the session; no refund after that.
Christmas: open 24 December until 17:30, closed 25 December.
Use get-sessions for times and spaces (session ids look like FG-1219-1600). Only book, cancel or join a waiting list when Hannah asks."""


# =============================================================================================
# 4. photo_printing: Lumen Prints app (3 tools, PascalCase)
# =============================================================================================

ALBUMS = {"galway-weekend": 48, "nanas-90th": 36, "zoes-first-year": 24, "christmas-2025": 60}
PRODUCTS = {
    "print_6x4": 0.19,
    "print_7x5": 0.35,
    "print_10x8": 1.49,
    "square_5x5": 0.30,
    "poster_a3": 9.99,
    "canvas_12x16": 34.00,
    "calendar_a4": 19.99,
    "photobook_20x20": 29.00,
}
PER_ITEM = {"calendar_a4", "photobook_20x20"}  # priced per copy, the album's photos are the pages
DELIVERY = {"standard": 3.49, "express": 7.99, "collect_in_store": 0.0}
FREE_STANDARD_FROM = 40.0

PHOTO_ORDERS = {
    "LP-771903": {
        "order_id": "LP-771903",
        "placed": "2026-12-10",
        "items": "12 x 10x8 prints, gloss (Galway weekend, photos 3, 5, 7, 11, 14, 18, 22, 25, 30, 33, 41, 47)",
        "total_eur": 21.37,
        "delivery": "standard (An Post)",
        "status": "dispatched",
        "dispatched": "2026-12-12",
        "tracking": "RN448120937IE",
        "estimated_delivery": "Wednesday 16 December 2026",
        "address": "27 Ranelagh Road, Ranelagh, Dublin 6, D06 X2K4",
    },
    "LP-770215": {
        "order_id": "LP-770215",
        "placed": "2026-11-18",
        "items": "1 x photobook 20x20 (Christmas 2025)",
        "total_eur": 32.49,
        "delivery": "standard (An Post)",
        "status": "delivered",
        "delivered": "2026-11-23",
        "address": "27 Ranelagh Road, Ranelagh, Dublin 6, D06 X2K4",
    },
}


def _price_items(items_: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], float] | dict[str, Any]:
    if not items_:
        return {"error": "Add at least one item."}
    lines = []
    subtotal = 0.0
    for item in items_:
        product, album = item.get("product"), item.get("album")
        if product not in PRODUCTS:
            return {"error": f"Unknown product '{product}'. Products: " + ", ".join(PRODUCTS)}
        if album not in ALBUMS:
            return {"error": f"Unknown album '{album}'. Albums: " + ", ".join(ALBUMS)}
        photos = item.get("photo_numbers")
        if photos and any(not 1 <= int(p) <= ALBUMS[album] for p in photos):
            return {"error": f"Album {album} has photos 1-{ALBUMS[album]}."}
        copies = int(item.get("copies") or 1)
        if product in PER_ITEM:
            count = ALBUMS[album] if not photos else len(photos)
            if product == "calendar_a4" and count < 13:
                return {"error": "A calendar needs at least 13 photos (12 months and a cover)."}
            if product == "photobook_20x20" and count > 100:
                return {"error": "A photobook holds at most 100 photos."}
            extra = max(0, count - 40) * 0.5 if product == "photobook_20x20" else 0.0
            units = copies
            line_total = (PRODUCTS[product] + extra) * copies
        else:
            count = len(photos) if photos else ALBUMS[album]
            units = count * copies
            line_total = PRODUCTS[product] * units
        subtotal += line_total
        lines.append(
            {
                "product": product,
                "album": album,
                "photos": count,
                "copies": copies,
                "units": units,
                "finish": item.get("finish", "gloss"),
                "border": bool(item.get("border", False)),
                "line_total_eur": round(line_total, 2),
            }
        )
    return lines, round(subtotal, 2)


def _totals(subtotal: float, delivery: str, promo_code: str | None) -> dict[str, Any]:
    if delivery not in DELIVERY:
        return {"error": "delivery must be standard, express or collect_in_store"}
    discount = 0.0
    promo_note = None
    if promo_code:
        if str(promo_code).strip().upper() != "FESTIVE15":
            promo_note = f"Code {promo_code} is not valid."
        elif subtotal < 25:
            promo_note = "FESTIVE15 needs products of €25 or more."
        else:
            discount = round(subtotal * 0.15, 2)
            promo_note = "FESTIVE15: 15% off products"
    fee = DELIVERY[delivery]
    if delivery == "standard" and subtotal >= FREE_STANDARD_FROM:
        fee = 0.0
    return {
        "products_eur": subtotal,
        "discount_eur": discount,
        "promo": promo_note,
        "delivery": delivery,
        "delivery_eur": fee,
        "total_eur": round(subtotal - discount + fee, 2),
    }


def get_quote(items: list[dict[str, Any]], delivery: str = "standard", promo_code: str | None = None) -> dict[str, Any]:
    priced = _price_items(items)
    if isinstance(priced, dict):
        return priced
    lines, subtotal = priced
    totals = _totals(subtotal, delivery, promo_code)
    if "error" in totals:
        return totals
    return {"lines": lines, **totals, "currency": "EUR incl. VAT", "valid_until": "2026-12-24"}


def place_order(
    items: list[dict[str, Any]],
    delivery: str,
    shipping_address: dict[str, Any] | None,
    promo_code: str | None,
    gift_message: str | None,
) -> dict[str, Any]:
    priced = _price_items(items)
    if isinstance(priced, dict):
        return priced
    lines, subtotal = priced
    totals = _totals(subtotal, delivery, promo_code)
    if "error" in totals:
        return totals
    if delivery == "collect_in_store":
        where = "Collect from Lumen, 12 South William Street, Dublin 2, from 12:00 on Tuesday 15 December 2026"
    elif shipping_address:
        where = ", ".join(
            str(shipping_address.get(k)) for k in ("name", "line1", "line2", "city", "eircode") if shipping_address.get(k)
        )
    else:
        where = "Aoife Brennan, 27 Ranelagh Road, Ranelagh, Dublin 6, D06 X2K4"
    arrives = {
        "standard": "Friday 18 - Monday 21 December 2026",
        "express": "Tuesday 15 December 2026",
        "collect_in_store": "ready Tuesday 15 December 2026 from 12:00",
    }[delivery]
    return {
        "order_id": "LP-772044",
        "status": "placed",
        "lines": lines,
        **totals,
        "charged_to": "Visa ending 6650",
        "deliver_to": where,
        "expected": arrives,
        "gift_message": gift_message,
    }


def get_order_status(order_id: str | None = None) -> dict[str, Any]:
    if not order_id:
        return {"recent_orders": list(PHOTO_ORDERS.values())}
    found = PHOTO_ORDERS.get(str(order_id).strip().upper())
    if found is None:
        return {"error": f"No order {order_id} on this account. Recent orders: LP-771903, LP-770215."}
    return dict(found)


PRODUCT_ENUM = {"type": "string", "enum": list(PRODUCTS)}
ALBUM_ENUM = {"type": "string", "enum": list(ALBUMS)}
FINISH_ENUM = {"type": "string", "enum": ["gloss", "matte", "lustre"]}

PRINT_ITEM_DEF = {
    "type": "object",
    "properties": {
        "product": PRODUCT_ENUM,
        "album": ALBUM_ENUM,
        "photo_numbers": {
            "anyOf": [{"type": "array", "items": {"type": "integer"}}, {"type": "null"}],
            "description": "Which photos (numbered from 1); null = every photo in the album. Calendars and photobooks use "
            "these photos as their pages.",
        },
        "copies": {"type": "integer", "description": "Copies of each photo (or of each calendar / photobook)"},
        "finish": FINISH_ENUM,
        "border": {"type": "boolean", "description": "White border (prints only)"},
    },
    "required": ["product", "album", "photo_numbers", "copies", "finish", "border"],
    "additionalProperties": False,
}

QUOTE_ITEM_DEF = {
    "type": "object",
    "properties": {
        "product": PRODUCT_ENUM,
        "album": ALBUM_ENUM,
        "photo_numbers": {
            "type": "array",
            "items": {"type": "integer"},
            "description": "Which photos (numbered from 1); leave out for every photo in the album",
        },
        "copies": {"type": "integer", "minimum": 1, "default": 1},
        "finish": {**FINISH_ENUM, "default": "gloss"},
        "border": {"type": "boolean", "default": False},
    },
    "required": ["product", "album"],
}

ADDRESS_DEF = {
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "line1": {"type": "string"},
        "line2": {"type": ["string", "null"]},
        "city": {"type": "string"},
        "eircode": {"type": "string"},
    },
    "required": ["name", "line1", "line2", "city", "eircode"],
    "additionalProperties": False,
}

DELIVERY_ENUM = {"type": "string", "enum": list(DELIVERY)}

PHOTO_TOOLS = [
    ToolDef(
        "GetQuote",
        "Price a set of prints / products with delivery and an optional promo code. Does not order anything.",
        {
            "type": "object",
            "properties": {
                "items": {"type": "array", "items": {"$ref": "#/$defs/QuoteItem"}, "minItems": 1},
                "delivery": {**DELIVERY_ENUM, "default": "standard"},
                "promo_code": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["items"],
            "$defs": {"QuoteItem": QUOTE_ITEM_DEF},
        },
        get_quote,
    ),
    ToolDef(
        "PlaceOrder",
        "Place and pay for an order with the saved card.",
        {
            "type": "object",
            "properties": {
                "items": {"type": "array", "items": {"$ref": "#/$defs/PrintItem"}},
                "delivery": DELIVERY_ENUM,
                "shipping_address": {
                    "anyOf": [{"$ref": "#/$defs/Address"}, {"type": "null"}],
                    "description": "null = the saved address (or nothing, for collect_in_store)",
                },
                "promo_code": {"type": ["string", "null"]},
                "gift_message": {"type": ["string", "null"]},
            },
            "required": ["items", "delivery", "shipping_address", "promo_code", "gift_message"],
            "additionalProperties": False,
            "$defs": {"PrintItem": PRINT_ITEM_DEF, "Address": ADDRESS_DEF},
        },
        place_order,
        act=True,
        strict=True,
    ),
    ToolDef(
        "GetOrderStatus",
        "Status, tracking and estimated delivery of an order; with no order id, the customer's recent orders.",
        {
            "type": "object",
            "properties": {"order_id": {"type": ["string", "null"], "description": "e.g. LP-771903; null for recent orders"}},
        },
        get_order_status,
    ),
]

PHOTO_INSTRUCTIONS = """You are the assistant in the Lumen Prints app (photo prints, posters, canvases, calendars and photobooks; Dublin, Ireland).
Today is Monday 14 December 2026, 20:05 (Dublin, Europe/Dublin). Prices are in euro including VAT.

Signed-in customer: Aoife Brennan (aoife.brennan@eircom.net). Saved address: 27 Ranelagh Road, Ranelagh, Dublin 6, D06 X2K4. Saved card: Visa ending 6650.
Her albums (id: name, photos): galway-weekend: "Galway weekend", 48; nanas-90th: "Nana's 90th", 36; zoes-first-year: "Zoe's first year", 24; christmas-2025: "Christmas 2025", 60. Photos in an album are numbered from 1.

Delivery: standard (An Post, 3-5 working days) €3.49, free when products come to €40 or more; express (DPD, next working day if ordered by 16:00) €7.99; collect_in_store (12 South William Street, ready from 12:00 the next day) free.
Last order dates for Christmas: standard 16 December, express 21 December 16:00, collect in store 23 December 12:00.
Promo code FESTIVE15: 15% off products when they come to €25 or more, until 24 December.
Use GetQuote for prices. Only place an order when Aoife asks you to."""


# =============================================================================================
# 5. boat_mooring_permits: Oxford visitor mooring permits (1 tool, snake_case)
# =============================================================================================

MOORING_SITES = {
    "jericho_wharf": {"name": "Jericho Wharf (Oxford Canal)", "hookup": True, "max_length_m": 21.0, "widebeam": True},
    "castle_mill_stream": {"name": "Castle Mill Stream (Oxford Canal)", "hookup": False, "max_length_m": 21.0, "widebeam": False},
    "port_meadow": {"name": "Port Meadow (Thames)", "hookup": False, "max_length_m": 21.0, "widebeam": True},
    "folly_bridge": {"name": "Folly Bridge (Thames)", "hookup": True, "max_length_m": 12.0, "widebeam": True},
}
MOORING_TODAY = _dt.date(2026, 12, 2)


def request_mooring_permit(
    vessel: dict[str, Any], site: str, start_date: str, nights: int, electric_hookup: bool, notes: str | None
) -> dict[str, Any]:
    info = MOORING_SITES.get(site)
    if info is None:
        return {"error": "site must be one of " + ", ".join(MOORING_SITES)}
    name = str((vessel or {}).get("name") or "").strip()
    if not name:
        return {"error": "vessel.name is required"}
    try:
        length = float((vessel or {}).get("length_m") or 0)
    except (TypeError, ValueError):
        return {"error": "vessel.length_m must be a number of metres"}
    if length <= 0:
        return {"error": "vessel.length_m must be the boat's length in metres"}
    if length > info["max_length_m"]:
        return {"error": f"{info['name']} takes boats up to {info['max_length_m']:g} m; {name} is {length:g} m."}
    if vessel.get("type") == "widebeam" and not info["widebeam"]:
        return {"error": f"Widebeams can't moor at {info['name']}."}
    start = _day(start_date)
    if start is None:
        return {"error": "start_date must be YYYY-MM-DD"}
    if start < MOORING_TODAY or start > MOORING_TODAY + _dt.timedelta(days=60):
        return {"error": "Permits can start from today up to 60 days ahead."}
    if not 1 <= int(nights) <= 14:
        return {"error": "Winter visitor permits are for 1 to 14 nights."}
    if electric_hookup and not info["hookup"]:
        return {"error": f"{info['name']} has no electric hook-up."}
    rate = 14 if length > 15 else 9
    hookup = 6 * int(nights) if electric_hookup else 0
    fee = rate * int(nights) + hookup
    number_ = 4100 + sum(map(ord, (name + site).lower())) % 90
    return {
        "permit_no": f"OXM-26-{number_}",
        "status": "issued",
        "boat": f"{name} ({vessel.get('type')}, {length:g} m)",
        "licence_no": vessel.get("licence_no"),
        "site": info["name"],
        "arrive": str(start),
        "leave_by": f"{start + _dt.timedelta(days=int(nights))} 12:00",
        "nights": int(nights),
        "fee_gbp": {"mooring": rate * int(nights), "electric_hookup": hookup, "total": fee},
        "charged_to": "Visa ending 7719",
        "no_return_before": str(start + _dt.timedelta(days=int(nights) + 28)),
        "display": "Show the permit in a window facing the towpath.",
        "notes": notes,
    }


MOORING_TOOLS = [
    ToolDef(
        "request_mooring_permit",
        "Apply for (and pay for) a visitor mooring permit for one boat at one site. Issued immediately.",
        {
            "type": "object",
            "properties": {
                "vessel": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string"},
                        "type": {"type": "string", "enum": ["narrowboat", "widebeam", "cruiser", "dinghy", "other"]},
                        "length_m": {"type": "number", "description": "Length in metres"},
                        "licence_no": {"type": ["string", "null"], "description": "CRT or EA licence number"},
                    },
                    "required": ["name", "type", "length_m", "licence_no"],
                    "additionalProperties": False,
                },
                "site": {"type": "string", "enum": list(MOORING_SITES)},
                "start_date": {"type": "string", "description": "First night, YYYY-MM-DD"},
                "nights": {"type": "integer", "description": "1-14 in winter"},
                "electric_hookup": {"type": "boolean"},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["vessel", "site", "start_date", "nights", "electric_hookup", "notes"],
            "additionalProperties": False,
        },
        request_mooring_permit,
        act=True,
        strict=True,
    ),
]

MOORING_INSTRUCTIONS = """You are the assistant for Oxford City Council's waterways team: visitor mooring permits on the Oxford Canal and the Thames in Oxford.
Today is Wednesday 2 December 2026, 11:40 (Oxford, UK).

Signed-in boater: Rhys Morgan (rhys.morgan@pm.me, 07700 900127). Saved card: Visa ending 7719.
His boats:
- Kingfisher: narrowboat, 18.3 m (60 ft), Canal & River Trust licence 512884.
- Little Auk: river cruiser, 7.2 m, Environment Agency licence TH-20731.

Visitor sites (id): jericho_wharf (Oxford Canal, electric hook-up), castle_mill_stream (Oxford Canal, no hook-up, no widebeams),
port_meadow (Thames, no hook-up), folly_bridge (Thames, electric hook-up, boats up to 12 m).
Fees per night: £9 for boats up to 15 m, £14 over 15 m; electric hook-up £6 a night where available. Paid by the saved card when the permit is issued.
Winter rules (1 November - 31 March): up to 14 nights per visit, and no return to the same site within 28 days of leaving. Permits can start up to 60 days ahead.
Moorings are vacated by 12:00 on the leaving day. Cancel before the first night for a full refund (phone 01865 249811).
A permit is for one named boat at one site. Only apply for a permit when Rhys asks for one."""


DOMAINS = [
    Domain("pest_control", PEST_TOOLS, PEST_INSTRUCTIONS),
    Domain("hackathon_registration", HACK_TOOLS, HACK_INSTRUCTIONS),
    Domain("ice_rink", RINK_TOOLS, RINK_INSTRUCTIONS),
    Domain("photo_printing", PHOTO_TOOLS, PHOTO_INSTRUCTIONS),
    Domain("boat_mooring_permits", MOORING_TOOLS, MOORING_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

EIGHT_AM = clock("08:00", words=("eight", "8-10", "8 - 10", "8–10", "8 to 10", "8 and 10"))
NOON = clock("12:00", words=("noon", "midday"))
TWO_PM = clock("14:00")
SEVEN_PM = clock("19:00")
HALF_SEVEN = clock("19:30", words=("half seven", "half past seven"))
AFTERNOON_SESSION = clock("14:00", "16:00")
FOUR_PM = clock("16:00")
DEC_16 = said("16 December", "16th", "December 16", "Dec 16", "16 Dec", "2026-12-16", "16/12", "Wednesday")
PERMIT = said("OXM-26-")


def canvases_of_photo(photo: int, album: str, count: int) -> Pred:
    """PlaceOrder items that are only canvases of one photo, `count` canvases in all (one line with copies, or several)."""

    def test(v: Any) -> bool:
        if not isinstance(v, list) or not v:
            return False
        total = 0
        for item in v:
            if not isinstance(item, dict) or item.get("product") != "canvas_12x16" or item.get("album") != album:
                return False
            photos = item.get("photo_numbers")
            if not photos or set(photos) != {photo}:
                return False
            total += int(item.get("copies") or 1) * len(photos)
        return total == count

    return Pred(f"only canvases of {album} photo {photo}, {count} in all", test)


OFFICE_ADDRESS = Pred(
    "an address mentioning Grand Canal with eircode D02 H9P0",
    lambda v: isinstance(v, dict) and mentions("Grand Canal").ok(v) and matches(r"D02\s?H9P0").ok(v.get("eircode")),
)


CASES = [
    # ---------------------------------------------------------------- pest_control (12)
    Case(
        "x_pest_log_droppings",
        "pest_control",
        "direct",
        [
            Turn(
                "found fresh mouse droppings behind the microwave this morning, can you log that for dave",
                calls=[
                    ExpectCall(
                        "log_sighting",
                        {
                            "property_id": "PR-1",
                            "pest": "mice",
                            "where": matches(r"microwave|kitchen"),
                            "evidence": has_items("droppings"),
                        },
                    )
                ],
                allow=["list_appointments", "get_account"],
                forbid=["book_visit", "reschedule_visit", "cancel_visit"],
            ),
        ],
        features=("strict", "array", "enum", "nullable_type_list", "nullable_anyof", "8_tools", "snake_names"),
    ),
    Case(
        "x_pest_cancel_17th",
        "pest_control",
        "direct",
        [
            Turn(
                "cancel my 17 dec appointment, we'll be away at my in-laws",
                calls=[ExpectCall("cancel_visit", {"appointment_id": "KV-88311"})],
                allow=["list_appointments", "get_account"],
                forbid=["book_visit", "reschedule_visit", "log_sighting"],
            ),
        ],
        features=("date", "enum", "8_tools", "snake_names"),
    ),
    Case(
        "x_pest_dave_time",
        "pest_control",
        "polite",
        [
            Turn(
                "Hello, could you let me know what time Dave is coming round on Thursday? Thank you!",
                calls=[ExpectCall("list_appointments")],
                allow=["get_account"],
                forbid=PEST_ACTS,
                answer_has=[EIGHT_AM],
            ),
        ],
        features=("date", "person", "8_tools", "snake_names"),
    ),
    Case(
        "x_pest_cat_loft",
        "pest_control",
        "indirect",
        [
            Turn(
                "miso keeps trying to get up into the loft since your guy was here last week. should I be worried?",
                calls=[ExpectCall("get_treatment_report", {"appointment_id": "KV-88209"})],
                allow=["list_appointments", "get_account", "list_services"],
                forbid=PEST_ACTS,
                answer_has=[said("tamper", "locked")],
            ),
        ],
        features=("person", "8_tools", "snake_names"),
    ),
    Case(
        "x_pest_move_and_price",
        "pest_control",
        "multi_intent",
        [
            Turn(
                "can you move thursday's visit to the afternoon? also how much do you charge for squirrels, pretty sure "
                "we've got one in the loft",
                calls=[
                    ExpectCall("reschedule_visit", {"appointment_id": "KV-88310", "new_slot_id": "S-20261210-1400"}),
                    ExpectCall("list_services"),
                ],
                allow=["find_slots", "list_appointments", "get_account"],
                forbid=["book_visit", "cancel_visit", "log_sighting"],
                answer_has=[said_number(240)],
            ),
        ],
        features=("date", "enum", "nullable_type_list", "8_tools", "snake_names"),
    ),
    Case(
        "x_pest_keep_out_tips",
        "pest_control",
        "no_tool",
        [
            Turn(
                "once the mice are gone how do I stop them just coming back in? any tips",
                allow=["get_treatment_report", "list_appointments", "list_services", "get_account"],
                forbid=PEST_ACTS,
                answer_has=[said("gap", "hole", "seal", "proof", "crack")],
            ),
        ],
        features=("8_tools", "snake_names"),
    ),
    Case(
        "x_pest_guarantee",
        "pest_control",
        "no_tool",
        [
            Turn(
                "what happens if the mice come back after dave's last visit, do I have to pay all over again??",
                allow=["list_services", "list_appointments"],
                forbid=PEST_ACTS,
                answer_has=[said("30 days", "30-day", "thirty days", "30 day")],
            ),
        ],
        features=("8_tools", "snake_names"),
    ),
    Case(
        "x_pest_flat_vague",
        "pest_control",
        "underspecified",
        [
            Turn(
                "can you get someone out to the flat",
                allow=["get_account", "list_services", "list_appointments", "get_treatment_report", "find_slots"],
                forbid=PEST_ACTS,
                clarify=True,
            ),
        ],
        features=("8_tools", "snake_names"),
    ),
    Case(
        "x_pest_bedbug_cost",
        "pest_control",
        "chained",
        [
            Turn(
                "my tenant at the rusholme flat thinks he's got bed bugs 😩 what would it cost to treat all the bedrooms?",
                calls=[ExpectCall("get_account"), ExpectCall("list_services")],
                allow=["list_appointments"],
                forbid=PEST_ACTS,
                answer_has=[said_number(415)],
            ),
        ],
        features=("nullable_type_list", "8_tools", "snake_names"),
    ),
    Case(
        "x_pest_roaches_earliest",
        "pest_control",
        "chained",
        [
            Turn(
                "ugh the roaches are back at the wilmslow rd flat. grab the earliest slot you've got and book it, the tenant "
                "will be in to let them in",
                calls=[
                    ExpectCall("find_slots", {"property_id": "PR-2", "service": "cockroaches"}),
                    ExpectCall("book_visit", {"property_id": "PR-2", "service": "cockroaches", "slot_id": "S-20261209-1400"}),
                ],
                allow=["get_account", "list_appointments", "get_treatment_report", "list_services"],
                forbid=["reschedule_visit", "cancel_visit", "log_sighting"],
                answer_has=[said("KV-88412"), TWO_PM],
            ),
        ],
        features=("ref", "nullable_anyof", "nullable_type_list", "strict", "date", "8_tools", "snake_names"),
    ),
    Case(
        "x_pest_squirrels_next_week",
        "pest_control",
        "multi_turn",
        [
            Turn(
                "there's definitely squirrels in the loft at home, scratching every morning at 6. when could someone come "
                "next week?",
                calls=[
                    ExpectCall(
                        "find_slots",
                        {"property_id": "PR-1", "service": "squirrels", "date_from": date_in("2026-12-13", "2026-12-14")},
                    )
                ],
                allow=["get_account", "list_services"],
                forbid=PEST_ACTS,
            ),
            Turn(
                "tuesday morning works",
                calls=[ExpectCall("book_visit", {"property_id": "PR-1", "service": "squirrels", "slot_id": "S-20261215-0800"})],
                allow=["find_slots", "get_account"],
                forbid=["reschedule_visit", "cancel_visit", "log_sighting"],
                answer_has=[said("KV-88412")],
            ),
        ],
        features=("date", "strict", "ref", "nullable_anyof", "8_tools", "snake_names"),
    ),
    Case(
        "x_pest_next_then_move",
        "pest_control",
        "multi_turn",
        [
            Turn(
                "when's my next appointment",
                calls=[ExpectCall("list_appointments")],
                allow=["get_account"],
                forbid=PEST_ACTS,
                answer_has=[said("10 December", "10th", "December 10", "Dec 10", "10 Dec", "Thursday", "2026-12-10", "10/12")],
            ),
            Turn(
                "can't do that now, push it to friday same time",
                calls=[ExpectCall("reschedule_visit", {"appointment_id": "KV-88310", "new_slot_id": "S-20261211-0800"})],
                allow=["find_slots", "list_appointments"],
                forbid=["book_visit", "cancel_visit", "log_sighting"],
            ),
            Turn(
                "oh and can you note for dave that I saw one run across the kitchen floor last night around 11",
                calls=[
                    ExpectCall(
                        "log_sighting",
                        {
                            "property_id": "PR-1",
                            "pest": "mice",
                            "evidence": has_items("live_sighting"),
                            "seen_at": at("2026-12-07", "23:00"),
                        },
                    )
                ],
                allow=["list_appointments"],
                forbid=["book_visit", "cancel_visit"],
            ),
        ],
        features=("date", "strict", "array", "enum", "nullable_type_list", "8_tools", "snake_names"),
    ),
    # ---------------------------------------------------------------- hackathon_registration (10)
    Case(
        "x_hack_tshirt",
        "hackathon_registration",
        "direct",
        [
            Turn(
                "change my tshirt size to L",
                calls=[ExpectCall("updateRegistration", {"tshirtSize": "L", "dietary": unchanged(["vegetarian"])})],
                allow=["getMyRegistration"],
                forbid=["joinTeam", "createTeam", "withdrawRegistration"],
            ),
        ],
        features=("strict", "enum", "nullable_type_list", "nullable_anyof", "camel_names"),
    ),
    Case(
        "x_hack_times_polite",
        "hackathon_registration",
        "polite",
        [
            Turn(
                "Hi there, could you please tell me when submissions close and what time the demos start? Many thanks!",
                calls=[ExpectCall("getEventInfo")],
                allow=["getMyRegistration"],
                forbid=HACK_ACTS,
                answer_has=[NOON, TWO_PM],
            ),
        ],
        features=("enum", "date", "camel_names"),
    ),
    Case(
        "x_hack_late_flight",
        "hackathon_registration",
        "indirect",
        [
            Turn(
                "my flight gets into lisbon at 6pm on the friday... am I going to miss the start?",
                calls=[ExpectCall("getEventInfo")],
                allow=["getMyRegistration"],
                forbid=HACK_ACTS,
                answer_has=[SEVEN_PM],
            ),
        ],
        features=("enum", "date", "camel_names"),
    ),
    Case(
        "x_hack_diet_and_teams",
        "hackathon_registration",
        "multi_intent",
        [
            Turn(
                "can you add gluten free to my dietary requirements? and which climate teams still need a backend dev",
                calls=[
                    ExpectCall(
                        "updateRegistration", {"dietary": items("vegetarian", "gluten_free"), "tshirtSize": unchanged("M")}
                    ),
                    ExpectCall("searchTeams", {"track": "climate"}),
                ],
                allow=["getMyRegistration"],
                forbid=["joinTeam", "createTeam", "withdrawRegistration"],
                answer_has=[said("Solar Sardines")],
            ),
        ],
        features=("strict", "array", "enum", "nullable_anyof", "camel_names"),
    ),
    Case(
        "x_hack_noncoder",
        "hackathon_registration",
        "no_tool",
        [
            Turn(
                "my flatmate is a UX designer and can't code at all. is it even worth her signing up?",
                allow=["getEventInfo"],
                forbid=HACK_ACTS,
                answer_has=[said("welcome", "worth", "yes", "absolutely", "definitely")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "x_hack_pitch_tips",
        "hackathon_registration",
        "no_tool",
        [
            Turn(
                "any tips for the demo? never pitched anything before and kinda nervous tbh",
                allow=["getEventInfo"],
                forbid=HACK_ACTS,
                answer_has=[said("practi", "rehears", "run through", "dry run", "problem")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "x_hack_team_vague",
        "hackathon_registration",
        "underspecified",
        [
            Turn(
                "put me in a team pls",
                allow=["searchTeams", "getMyRegistration", "getEventInfo"],
                forbid=HACK_ACTS,
                clarify=True,
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "x_hack_find_and_join",
        "hackathon_registration",
        "chained",
        [
            Turn(
                "find me a health team that's looking for ML people and ask to join them. mention I've done 2 years of "
                "pytorch work",
                calls=[ExpectCall("searchTeams", {"track": "health"}), ExpectCall("joinTeam", {"teamId": "T-027"})],
                allow=["getMyRegistration"],
                forbid=["createTeam", "updateRegistration", "withdrawRegistration"],
                answer_has=[said("Pulseline")],
            ),
        ],
        features=("array", "enum", "camel_names"),
    ),
    Case(
        "x_hack_new_team",
        "hackathon_registration",
        "multi_turn",
        [
            Turn(
                "whats the max number of people in a team?",
                calls=[ExpectCall("getEventInfo")],
                allow=["getMyRegistration"],
                forbid=HACK_ACTS,
                answer_has=[said_number(5)],
            ),
            Turn(
                "cool. make a new team called Byte the Bullet, open track, max 4 of us. we need a designer and a frontend person",
                calls=[
                    ExpectCall(
                        "createTeam",
                        {
                            "name": "Byte the Bullet",
                            "track": "open",
                            "maxSize": number(4),
                            "lookingFor": items("design", "frontend"),
                        },
                    )
                ],
                allow=["getMyRegistration", "getEventInfo", "searchTeams"],
                forbid=["joinTeam", "withdrawRegistration", "updateRegistration"],
            ),
        ],
        features=("strict", "array", "enum", "nullable_anyof", "camel_names"),
    ),
    Case(
        "x_hack_withdraw",
        "hackathon_registration",
        "multi_turn",
        [
            Turn(
                "I might not be able to make it anymore :( what happens to my travel grant if I drop out?",
                allow=["getEventInfo", "getMyRegistration"],
                forbid=HACK_ACTS,
                answer_has=[said("cancel", "lose", "forfeit", "void", "no longer", "won't receive", "will not receive")],
            ),
            Turn(
                "ok yeah, withdraw me then, it's a work thing. give my place to my colleague ana.silva@ubique.pt",
                calls=[
                    ExpectCall(
                        "withdrawRegistration",
                        {"reason": one_of("schedule_conflict", "other"), "transferTo": "ana.silva@ubique.pt"},
                    )
                ],
                allow=["getMyRegistration", "getEventInfo"],
                forbid=["joinTeam", "createTeam", "updateRegistration"],
            ),
        ],
        features=("enum", "nullable_anyof", "person", "camel_names"),
    ),
    # ---------------------------------------------------------------- ice_rink (9)
    Case(
        "x_rink_tomorrow",
        "ice_rink",
        "direct",
        [
            Turn(
                "public skating sessions tomorrow?",
                calls=[ExpectCall("get-sessions", {"date": date("2026-12-20")})],
                forbid=RINK_ACTS,
                allow=["my-bookings"],
                answer_has=[FOUR_PM],
            ),
        ],
        features=("date", "enum", "kebab_names"),
    ),
    Case(
        "x_rink_two_adults_polite",
        "ice_rink",
        "polite",
        [
            Turn(
                "Hi! Could we please book two adults onto the 4pm session today? We'll both need skates, sizes 6 and 9.5. "
                "Thanks so much",
                calls=[
                    ExpectCall(
                        "book-session",
                        {
                            "session_id": "FG-1219-1600",
                            "skaters": items(
                                fields(category="adult", skate_size=number(6)),
                                fields(category="adult", skate_size=number(9.5)),
                            ),
                        },
                    )
                ],
                allow=["get-sessions"],
                forbid=["cancel-booking", "join-waitlist"],
                answer_has=[said("FRB-58512")],
            ),
        ],
        features=("strict", "nested", "array", "number", "nullable_type_list", "kebab_names"),
    ),
    Case(
        "x_rink_monday_afternoon",
        "ice_rink",
        "indirect",
        [
            Turn(
                "kids are off school now and already bouncing off the walls. anything on at the rink monday afternoon?",
                calls=[ExpectCall("get-sessions", {"date": date("2026-12-21")})],
                allow=["my-bookings"],
                forbid=RINK_ACTS,
                answer_has=[AFTERNOON_SESSION],
            ),
        ],
        features=("date", "kebab_names"),
    ),
    Case(
        "x_rink_disco_and_cancel",
        "ice_rink",
        "multi_intent",
        [
            Turn(
                "what time does the disco start tonight? oh and cancel sunday morning's booking, my sister's poorly",
                calls=[
                    ExpectCall("get-sessions", {"date": date("2026-12-19")}),
                    ExpectCall("cancel-booking", {"booking_ref": "FRB-58120"}),
                ],
                allow=["my-bookings"],
                forbid=["book-session", "join-waitlist"],
                answer_has=[HALF_SEVEN],
            ),
        ],
        features=("date", "kebab_names"),
    ),
    Case(
        "x_rink_first_timer",
        "ice_rink",
        "no_tool",
        [
            Turn(
                "my 6 year old has never been on ice. any tips so she doesn't spend the whole session on her bum?",
                allow=["get-sessions"],
                forbid=RINK_ACTS,
                answer_has=[said("penguin", "skating aid", "skate aid", "glove", "helmet", "knees", "bend")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "x_rink_disco_vague",
        "ice_rink",
        "underspecified",
        [
            Turn("book us in for the disco", allow=["get-sessions", "my-bookings"], forbid=RINK_ACTS, clarify=True),
        ],
        features=("kebab_names",),
    ),
    Case(
        "x_rink_waitlist",
        "ice_rink",
        "chained",
        [
            Turn(
                "is the 2pm family session today full? if it is stick us on the waiting list, 4 of us. text me if "
                "anything frees up",
                calls=[
                    ExpectCall("get-sessions", {"date": date("2026-12-19")}),
                    ExpectCall("join-waitlist", {"session_id": "FG-1219-1400", "skaters": number(4), "notify_by": "sms"}),
                ],
                allow=["my-bookings"],
                forbid=["book-session", "cancel-booking"],
                answer_has=[said("full")],
            ),
        ],
        features=("date", "enum", "kebab_names"),
    ),
    Case(
        "x_rink_price_then_book",
        "ice_rink",
        "multi_turn",
        [
            Turn(
                "how much for 2 adults and 2 kids (7 and 10) with skate hire for everyone?",
                allow=["get-sessions"],
                forbid=RINK_ACTS,
                answer_has=[said_number(52)],
            ),
            Turn(
                "ok book that for 12 o'clock tomorrow. kids' skates are 13 and 2, ours are 5 and 10",
                calls=[
                    ExpectCall(
                        "book-session",
                        {
                            "session_id": "FG-1220-1200",
                            "skaters": items(
                                fields(category="child", skate_size=number(13)),
                                fields(category="child", skate_size=number(2)),
                                fields(category="adult", skate_size=number(5)),
                                fields(category="adult", skate_size=number(10)),
                            ),
                            "penguins": number(0),
                        },
                    )
                ],
                allow=["get-sessions"],
                forbid=["cancel-booking", "join-waitlist"],
                answer_has=[said("FRB-58512")],
            ),
        ],
        features=("strict", "nested", "array", "number", "date", "kebab_names"),
    ),
    Case(
        "x_rink_cancel_adults_night",
        "ice_rink",
        "multi_turn",
        [
            Turn(
                "what have I got booked?",
                calls=[ExpectCall("my-bookings")],
                forbid=RINK_ACTS,
                answer_has=[said("FRB-58377", "23 December", "23rd", "Dec 23", "Wednesday", "adults")],
            ),
            Turn(
                "cancel the adults night one",
                calls=[ExpectCall("cancel-booking", {"booking_ref": "FRB-58377"})],
                allow=["my-bookings"],
                forbid=["book-session", "join-waitlist"],
            ),
        ],
        features=("kebab_names",),
    ),
    # ---------------------------------------------------------------- photo_printing (8)
    Case(
        "x_photo_galway_quote",
        "photo_printing",
        "direct",
        [
            Turn(
                "how much to print the whole galway album as 6x4s",
                calls=[ExpectCall("GetQuote", {"items": has_items(fields(product="print_6x4", album="galway-weekend"))})],
                forbid=["PlaceOrder"],
                allow=["GetOrderStatus"],
                answer_has=[said_any_number(9.12, 12.61, 17.11)],
            ),
        ],
        features=("ref", "array", "nested", "enum", "pascal_names"),
    ),
    Case(
        "x_photo_nana_quote_polite",
        "photo_printing",
        "polite",
        [
            Turn(
                "Hello, could you please price up 25 copies of photo 14 from Nana's 90th as 7x5 prints, matte, for collection "
                "in the shop? Thank you",
                calls=[
                    ExpectCall(
                        "GetQuote",
                        {
                            "items": has_items(
                                fields(
                                    product="print_7x5",
                                    album="nanas-90th",
                                    photo_numbers=items(14),
                                    copies=number(25),
                                    finish="matte",
                                )
                            ),
                            "delivery": "collect_in_store",
                        },
                    )
                ],
                forbid=["PlaceOrder"],
                answer_has=[said_number(8.75)],
            ),
        ],
        features=("ref", "array", "nested", "enum", "pascal_names"),
    ),
    Case(
        "x_photo_sister_thursday",
        "photo_printing",
        "indirect",
        [
            Turn(
                "my sister's calling over on thursday and I wanted to give her the galway prints then. will they have "
                "come by then?",
                calls=[ExpectCall("GetOrderStatus")],
                forbid=["PlaceOrder"],
                allow=["GetQuote"],
                answer_has=[DEC_16],
            ),
        ],
        features=("date", "nullable_type_list", "pascal_names"),
    ),
    Case(
        "x_photo_calendars_and_status",
        "photo_printing",
        "multi_intent",
        [
            Turn(
                "order 2 of the Zoe calendar for collection in the shop, and where's my galway order at?",
                calls=[
                    ExpectCall(
                        "PlaceOrder",
                        {
                            "items": has_items(fields(product="calendar_a4", album="zoes-first-year", copies=number(2))),
                            "delivery": "collect_in_store",
                        },
                    ),
                    ExpectCall("GetOrderStatus"),
                ],
                allow=["GetQuote"],
                answer_has=[said("LP-772044"), DEC_16],
            ),
        ],
        features=("ref", "strict", "nested", "nullable_anyof", "nullable_type_list", "pascal_names"),
    ),
    Case(
        "x_photo_matte_or_gloss",
        "photo_printing",
        "no_tool",
        [
            Turn(
                "for photos going on a wall in a really bright sunny room, is matte or gloss better?",
                allow=["GetQuote"],
                forbid=["PlaceOrder"],
                answer_has=[said("matte")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "x_photo_print_vague",
        "photo_printing",
        "underspecified",
        [
            Turn("print some photos for me", allow=["GetQuote", "GetOrderStatus"], forbid=["PlaceOrder"], clarify=True),
        ],
        features=("pascal_names",),
    ),
    Case(
        "x_photo_photobook_if_under_40",
        "photo_printing",
        "chained",
        [
            Turn(
                "quote me a photobook of nana's 90th with FESTIVE15, standard delivery. if it comes in under €40 go ahead "
                "and order it",
                calls=[
                    ExpectCall(
                        "GetQuote",
                        {"items": has_items(fields(product="photobook_20x20", album="nanas-90th")), "promo_code": "FESTIVE15"},
                    ),
                    ExpectCall(
                        "PlaceOrder",
                        {
                            "items": has_items(fields(product="photobook_20x20", album="nanas-90th")),
                            "promo_code": "FESTIVE15",
                            "delivery": "standard",
                        },
                    ),
                ],
                allow=["GetOrderStatus"],
                answer_has=[said("LP-772044"), said_number(28.14)],
            ),
        ],
        features=("ref", "strict", "nested", "nullable_anyof", "pascal_names"),
    ),
    Case(
        "x_photo_canvas_to_office",
        "photo_printing",
        "multi_turn",
        [
            Turn(
                "price for an A3 poster and a 12x16 canvas of photo 7 from the galway weekend album?",
                calls=[
                    ExpectCall(
                        "GetQuote",
                        {
                            "items": has_items(
                                fields(product="poster_a3", album="galway-weekend", photo_numbers=items(7)),
                                fields(product="canvas_12x16", album="galway-weekend", photo_numbers=items(7)),
                            )
                        },
                    )
                ],
                forbid=["PlaceOrder"],
                answer_has=[said_number(43.99)],
            ),
            Turn(
                "forget the poster, make it 2 canvases and send them express to my office: Fernhill Software, "
                "4 Grand Canal Square, Dublin 2, D02 H9P0",
                calls=[
                    ExpectCall(
                        "PlaceOrder",
                        {
                            "items": canvases_of_photo(7, "galway-weekend", 2),
                            "delivery": "express",
                            "shipping_address": OFFICE_ADDRESS,
                        },
                    )
                ],
                allow=["GetQuote"],
                answer_has=[said("LP-772044")],
            ),
        ],
        features=("ref", "strict", "nested", "array", "nullable_anyof", "nullable_type_list", "pascal_names"),
    ),
    # ---------------------------------------------------------------- boat_mooring_permits (6)
    Case(
        "x_moor_kingfisher_jericho",
        "boat_mooring_permits",
        "direct",
        [
            Turn(
                "kingfisher at jericho wharf from friday, 5 nights, with electric",
                calls=[
                    ExpectCall(
                        "request_mooring_permit",
                        {
                            "vessel": fields(name=contains("Kingfisher"), type="narrowboat", length_m=number(18.3, 0.05)),
                            "site": "jericho_wharf",
                            "start_date": date("2026-12-04"),
                            "nights": number(5),
                            "electric_hookup": boolean(True),
                        },
                    )
                ],
                answer_has=[PERMIT, said_number(100)],
            ),
        ],
        features=("strict", "nested", "number", "boolean", "enum", "date", "1_tool", "snake_names"),
    ),
    Case(
        "x_moor_little_auk_polite",
        "boat_mooring_permits",
        "polite",
        [
            Turn(
                "Good morning. Could I please have a visitor permit for Little Auk at Folly Bridge for three nights from "
                "Monday the 7th? We won't need a hook-up. Much obliged.",
                calls=[
                    ExpectCall(
                        "request_mooring_permit",
                        {
                            "vessel": fields(name=contains("Little Auk"), length_m=number(7.2, 0.05)),
                            "site": "folly_bridge",
                            "start_date": date("2026-12-07"),
                            "nights": number(3),
                            "electric_hookup": boolean(False),
                        },
                    )
                ],
                answer_has=[PERMIT, said_number(27)],
            ),
        ],
        features=("strict", "nested", "number", "number_words", "boolean", "date", "1_tool", "snake_names"),
    ),
    Case(
        "x_moor_port_meadow_weekend",
        "boat_mooring_permits",
        "indirect",
        [
            Turn(
                "taking little auk up to port meadow for the weekend of the 12th, friday and saturday night. can you sort "
                "whatever paperwork I need",
                calls=[
                    ExpectCall(
                        "request_mooring_permit",
                        {
                            "vessel": fields(name=contains("Little Auk")),
                            "site": "port_meadow",
                            "start_date": date("2026-12-11"),
                            "nights": number(2),
                            "electric_hookup": boolean(False),
                        },
                    )
                ],
                answer_has=[PERMIT],
            ),
        ],
        features=("strict", "nested", "date", "1_tool", "snake_names"),
    ),
    Case(
        "x_moor_both_boats",
        "boat_mooring_permits",
        "multi_intent",
        [
            Turn(
                "need permits for both boats at jericho wharf from monday the 14th, a week each. electric for kingfisher only",
                calls=[
                    ExpectCall(
                        "request_mooring_permit",
                        {
                            "vessel": fields(name=contains("Kingfisher")),
                            "site": "jericho_wharf",
                            "start_date": date("2026-12-14"),
                            "nights": number(7),
                            "electric_hookup": boolean(True),
                        },
                    ),
                    ExpectCall(
                        "request_mooring_permit",
                        {
                            "vessel": fields(name=contains("Little Auk")),
                            "site": "jericho_wharf",
                            "start_date": date("2026-12-14"),
                            "nights": number(7),
                            "electric_hookup": boolean(False),
                        },
                    ),
                ],
                answer_has=[PERMIT],
            ),
        ],
        features=("strict", "nested", "boolean", "date", "1_tool", "snake_names"),
    ),
    Case(
        "x_moor_winter_limit",
        "boat_mooring_permits",
        "no_tool",
        [
            Turn(
                "whats the longest I can stay on a visitor mooring this time of year? and can I just get another permit "
                "straight after?",
                forbid=["request_mooring_permit"],
                answer_has=[said_number(14), said("28 days", "28-day", "28 day", "twenty-eight days")],
            ),
        ],
        features=("1_tool", "snake_names"),
    ),
    Case(
        "x_moor_next_week_vague",
        "boat_mooring_permits",
        "underspecified",
        [
            Turn("I need a mooring permit for next week", forbid=["request_mooring_permit"], clarify=True),
        ],
        features=("1_tool", "snake_names"),
    ),
]
