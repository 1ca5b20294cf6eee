"""Fresh generality part M: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py and validate.py (and the loading lines of runner.py), never the engine, its
tests or the other case files.

Domains (tools; the "today" each system prompt states):
- optician   ClearSight Opticians customer app        9 tools (snake_case)   Monday 7 December 2026, 10:15
- swim       Splashdown Swim School parent helper      3 tools (camelCase)    Thursday 14 January 2027, 17:40
- removals   Hartley & Sons Removals quote assistant   1 tool  (hyphenated)   Saturday 20 February 2027, 11:20
- volunteer  Northfield Food Bank volunteer rota       4 tools (camelCase)    Wednesday 9 December 2026, 19:05
- bakery     Crumb & Co. wholesale ordering portal     5 tools (hyphenated)   Tuesday 16 March 2027, 05:30

Schema features: strings, integers, numbers, booleans, enums, arrays of enums and of objects,
nested objects, nullable fields by type list and by anyOf, $ref/$defs, a tool without parameters,
strict and non-strict tools. The fakes are pure functions of their arguments and the tables below.
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
    ToolDef,
    Turn,
    boolean,
    contains,
    date,
    fields,
    has_items,
    items,
    null_or_absent,
    number,
    one_of,
    said,
    said_number,
    time_of_day,
)


def _parse_date(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _parse_time(text: Any) -> str | None:
    match = re.search(r"(\d{1,2})[:.](\d{2})\s*([ap]\.?m\.?)?", str(text), re.I)
    if not match:
        match = re.search(r"(\d{1,2})\s*([ap]\.?m\.?)", str(text), re.I)
        if not match:
            return None
        hour, minute, ampm = int(match.group(1)), 0, match.group(2)
    else:
        hour, minute, ampm = int(match.group(1)), int(match.group(2)), match.group(3)
    ampm = (ampm or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    return f"{hour:02d}:{minute:02d}"


def _code(text: str, base: int, span: int) -> int:
    """A stable number for a reference (an order number, a booking id) made from the request."""
    return base + zlib.crc32(text.encode()) % span


# =============================================================================================
# 1. Optician: ClearSight Opticians (9 tools, snake_case)
# =============================================================================================

OPT_NOW = _dt.datetime(2026, 12, 7, 10, 15)

OPT_BRANCHES = {
    "LDS-BRG": {"name": "Leeds Briggate", "city": "Leeds", "address": "52 Briggate, Leeds LS1 6HD", "phone": "0113 496 0201",
                "week": ("09:00", "17:30"), "sunday": ("10:30", "16:00")},
    "LDS-HDG": {"name": "Leeds Headingley", "city": "Leeds", "address": "18 Otley Road, Leeds LS6 2AD", "phone": "0113 496 0388",
                "week": ("09:00", "17:00"), "sunday": None},
    "LDS-WHR": {"name": "Leeds White Rose", "city": "Leeds", "address": "Unit 41, White Rose Shopping Centre, Leeds LS11 8LU",
                "phone": "0113 496 0455", "week": ("09:00", "20:00"), "sunday": ("11:00", "17:00")},
    "YRK-CNY": {"name": "York Coney Street", "city": "York", "address": "31 Coney Street, York YO1 9QL", "phone": "01904 496 117",
                "week": ("09:00", "17:30"), "sunday": None},
    "HGT-JMS": {"name": "Harrogate James Street", "city": "Harrogate", "address": "9 James Street, Harrogate HG1 1QS",
                "phone": "01423 496 640", "week": ("09:00", "17:00"), "sunday": None},
}

OPT_CUSTOMERS = {
    "CS-20418": {"name": "Priya Nair", "age": 38},
    "CS-20419": {"name": "Arjun Nair", "age": 9},
}

OPT_TEST_TYPES = {
    "standard": {"label": "Standard eye test", "minutes": 40, "price": 25.0},
    "contact_lens": {"label": "Contact lens check", "minutes": 40, "price": 0.0},
    "childrens": {"label": "Children's eye test", "minutes": 40, "price": 0.0},
    "diabetic_screening": {"label": "Diabetic eye screening", "minutes": 40, "price": 0.0},
}

OPT_APPOINTMENTS = {
    "APT-55102": {"customer_id": "CS-20418", "test_type": "contact_lens", "branch_id": "LDS-BRG", "date": "2026-12-10", "time": "15:40"},
}

OPT_PRESCRIPTIONS = {
    ("CS-20418", "glasses"): {
        "issued": "2025-03-18", "expires": "2027-03-18", "optometrist": "Dr Helen Marsh", "pd_mm": 62,
        "right": {"sph": -2.25, "cyl": -0.50, "axis": 170}, "left": {"sph": -2.00, "cyl": -0.75, "axis": 10}},
    ("CS-20418", "contact_lenses"): {
        "issued": "2026-01-14", "expires": "2027-01-14", "optometrist": "Dr Helen Marsh",
        "product_code": "DP-1D-30", "product": "Daily Plus 1-Day (30 pack)", "base_curve": 8.6, "diameter": 14.2,
        "right": {"power": -2.00}, "left": {"power": -1.75}},
    ("CS-20419", "glasses"): {
        "issued": "2025-12-02", "expires": "2026-12-02", "optometrist": "Dr Sam Whitfield", "pd_mm": 54,
        "right": {"sph": 0.75, "cyl": 0.0, "axis": 0}, "left": {"sph": 1.00, "cyl": 0.0, "axis": 0},
        "note": "Children's prescriptions are reviewed yearly; this one is due for renewal."},
}

OPT_ORDERS = {
    "ORD-88231": {"customer_id": "CS-20418", "kind": "glasses", "item": "Lindqvist 204 frames (tortoiseshell), single-vision lenses",
                  "ordered": "2026-11-24", "status": "ready_for_collection", "collect_from": "Leeds Briggate",
                  "ready_since": "2026-12-03", "collect_by": "2027-02-01"},
    "ORD-88410": {"customer_id": "CS-20418", "kind": "contact_lenses", "item": "Daily Plus 1-Day (30 pack) x 4 boxes",
                  "ordered": "2026-12-04", "status": "dispatched", "carrier": "Royal Mail Tracked 48",
                  "tracking_number": "RM447122905GB", "expected_delivery": "2026-12-08"},
}

OPT_LENS_PRODUCTS = {"DP-1D-30": {"name": "Daily Plus 1-Day (30 pack)", "price": 22.50},
                     "DP-1D-90": {"name": "Daily Plus 1-Day (90 pack)", "price": 59.00},
                     "AQ-MTH-6": {"name": "AquaComfort Monthly (6 pack)", "price": 27.00}}


def _hours_on(branch: dict, day: _dt.date) -> tuple[str, str] | None:
    return branch["sunday"] if day.weekday() == 6 else branch["week"]


def _hours_text(branch: dict) -> dict:
    sunday = branch["sunday"]
    return {"monday_to_saturday": "-".join(branch["week"]), "sunday": "-".join(sunday) if sunday else "closed"}


def _opt_slot_grid(branch_id: str, day: _dt.date, test_type: str) -> tuple[list[str], list[str]]:
    """(free, taken) start times for one branch, day and test type."""
    hours = _hours_on(OPT_BRANCHES[branch_id], day)
    if hours is None:
        return [], []
    start = _dt.datetime.combine(day, _dt.time.fromisoformat(hours[0]))
    close = _dt.datetime.combine(day, _dt.time.fromisoformat(hours[1]))
    free, taken = [], []
    index = 0
    seed = sum(ord(ch) for ch in branch_id + test_type) + day.toordinal()
    while start + _dt.timedelta(minutes=40) <= close:
        label = start.strftime("%H:%M")
        if not ("12:20" <= label < "13:20"):
            booked = (seed + index * 3) % 7 in (0, 4)
            booked = booked or any(a["branch_id"] == branch_id and a["date"] == day.isoformat() and a["time"] == label
                                   for a in OPT_APPOINTMENTS.values())
            if start <= OPT_NOW:
                booked = True
            (taken if booked else free).append(label)
            index += 1
        start += _dt.timedelta(minutes=40)
    return free, taken


def opt_find_branches(city: str, open_on: str | None = None) -> dict:
    wanted = str(city).strip().casefold()
    found = [dict(branch_id=bid, name=b["name"], address=b["address"], phone=b["phone"], opening_hours=_hours_text(b))
             for bid, b in OPT_BRANCHES.items() if wanted and (wanted in b["city"].casefold() or wanted in b["name"].casefold())]
    if not found:
        return {"branches": [], "message": f"No ClearSight branch in {city!r}. We have branches in Leeds, York and Harrogate."}
    if open_on:
        day = _parse_date(open_on)
        if day is None:
            return {"error": f"open_on must be a date YYYY-MM-DD, got {open_on!r}"}
        for row in found:
            hours = _hours_on(OPT_BRANCHES[row["branch_id"]], day)
            row["open_on_date"] = hours is not None
            row["hours_on_date"] = "-".join(hours) if hours else "closed"
    return {"city": city, "branches": found}


def opt_get_test_slots(branch_id: str, date: str, test_type: str = "standard") -> dict:
    branch = OPT_BRANCHES.get(str(branch_id).upper())
    if branch is None:
        return {"error": f"Unknown branch_id {branch_id!r}. Use find_branches to look up branch ids."}
    day = _parse_date(date)
    if day is None:
        return {"error": f"date must be YYYY-MM-DD, got {date!r}"}
    if day < OPT_NOW.date():
        return {"error": f"{day.isoformat()} is in the past (today is {OPT_NOW.date().isoformat()})."}
    if test_type not in OPT_TEST_TYPES:
        return {"error": f"Unknown test_type {test_type!r}; use one of {sorted(OPT_TEST_TYPES)}."}
    if _hours_on(branch, day) is None:
        return {"branch_id": branch_id.upper(), "branch": branch["name"], "date": day.isoformat(), "weekday": day.strftime("%A"),
                "slots": [], "message": f"{branch['name']} is closed on Sundays."}
    free, _ = _opt_slot_grid(branch_id.upper(), day, test_type)
    kind = OPT_TEST_TYPES[test_type]
    return {"branch_id": branch_id.upper(), "branch": branch["name"], "date": day.isoformat(), "weekday": day.strftime("%A"),
            "test_type": test_type, "duration_minutes": kind["minutes"], "available_times": free}


def opt_book_eye_test(branch_id: str, date: str, time: str, test_type: str, customer_id: str, notes: str | None = None) -> dict:
    customer = OPT_CUSTOMERS.get(str(customer_id).upper())
    if customer is None:
        return {"error": f"Unknown customer_id {customer_id!r}. Priya Nair is CS-20418, Arjun Nair is CS-20419."}
    if test_type == "childrens" and customer["age"] >= 16:
        return {"error": f"Children's eye tests are for under-16s; {customer['name']} needs a standard test."}
    slots = opt_get_test_slots(branch_id, date, test_type)
    if "error" in slots:
        return slots
    clock = _parse_time(time)
    if clock not in slots.get("available_times", []):
        return {"error": f"{time} is not free at {slots['branch']} on {slots['date']}.",
                "available_times": slots.get("available_times", [])}
    kind = OPT_TEST_TYPES[test_type]
    ref = f"APT-{_code(branch_id.upper() + slots['date'] + clock + customer_id.upper(), 56000, 900)}"
    start = _dt.datetime.fromisoformat(f"{slots['date']}T{clock}")
    price = 0.0 if customer["age"] < 16 else kind["price"]
    return {"appointment_id": ref, "status": "booked", "customer": customer["name"], "test": kind["label"],
            "branch": slots["branch"], "address": OPT_BRANCHES[branch_id.upper()]["address"], "date": slots["date"],
            "weekday": slots["weekday"], "time": clock, "price_gbp": price, "notes": notes,
            "free_cancellation_until": (start - _dt.timedelta(hours=24)).isoformat(timespec="minutes")}


def opt_list_appointments(customer_id: str) -> dict:
    customer = OPT_CUSTOMERS.get(str(customer_id).upper())
    if customer is None:
        return {"error": f"Unknown customer_id {customer_id!r}."}
    rows = []
    for aid, a in OPT_APPOINTMENTS.items():
        if a["customer_id"] == customer_id.upper():
            day = _dt.date.fromisoformat(a["date"])
            rows.append({"appointment_id": aid, "customer": customer["name"], "test": OPT_TEST_TYPES[a["test_type"]]["label"],
                         "test_type": a["test_type"], "branch_id": a["branch_id"], "branch": OPT_BRANCHES[a["branch_id"]]["name"],
                         "date": a["date"], "weekday": day.strftime("%A"), "time": a["time"]})
    return {"customer": customer["name"], "upcoming": rows}


def opt_cancel_appointment(appointment_id: str, reason: str | None = None) -> dict:
    appt = OPT_APPOINTMENTS.get(str(appointment_id).upper())
    if appt is None:
        return {"error": f"No appointment {appointment_id!r}. Use list_appointments to see upcoming appointments."}
    start = _dt.datetime.fromisoformat(f"{appt['date']}T{appt['time']}")
    fee = 0.0 if start - OPT_NOW >= _dt.timedelta(hours=24) else 10.0
    return {"appointment_id": appointment_id.upper(), "status": "cancelled", "was": f"{appt['date']} {appt['time']}",
            "branch": OPT_BRANCHES[appt["branch_id"]]["name"], "reason": reason, "cancellation_fee_gbp": fee}


def opt_reschedule_appointment(appointment_id: str, new_date: str, new_time: str) -> dict:
    appt = OPT_APPOINTMENTS.get(str(appointment_id).upper())
    if appt is None:
        return {"error": f"No appointment {appointment_id!r}. Use list_appointments to see upcoming appointments."}
    slots = opt_get_test_slots(appt["branch_id"], new_date, appt["test_type"])
    if "error" in slots:
        return slots
    clock = _parse_time(new_time)
    if clock not in slots.get("available_times", []):
        return {"error": f"{new_time} is not free at {slots['branch']} on {slots['date']}.",
                "available_times": slots.get("available_times", [])}
    return {"appointment_id": appointment_id.upper(), "status": "rescheduled", "branch": slots["branch"],
            "old": f"{appt['date']} {appt['time']}", "new_date": slots["date"], "weekday": slots["weekday"], "new_time": clock,
            "fee_gbp": 0.0}


def opt_get_prescription(customer_id: str, kind: str = "glasses") -> dict:
    customer = OPT_CUSTOMERS.get(str(customer_id).upper())
    if customer is None:
        return {"error": f"Unknown customer_id {customer_id!r}."}
    rx = OPT_PRESCRIPTIONS.get((customer_id.upper(), kind))
    if rx is None:
        return {"customer": customer["name"], "kind": kind, "prescription": None,
                "message": f"No {kind.replace('_', ' ')} prescription on file for {customer['name']}."}
    valid = _dt.date.fromisoformat(rx["expires"]) >= OPT_NOW.date()
    return {"customer": customer["name"], "kind": kind, "valid": valid, **rx}


def opt_order_contact_lenses(customer_id: str, items: list, delivery: dict | None = None) -> dict:
    customer = OPT_CUSTOMERS.get(str(customer_id).upper())
    if customer is None:
        return {"error": f"Unknown customer_id {customer_id!r}."}
    rx = OPT_PRESCRIPTIONS.get((customer_id.upper(), "contact_lenses"))
    if rx is None:
        return {"error": f"{customer['name']} has no contact lens specification on file; book a contact lens check first."}
    if not items:
        return {"error": "items is empty: give at least one product line."}
    lines, total = [], 0.0
    for line in items:
        code = str(line.get("product_code", "")).upper()
        product = OPT_LENS_PRODUCTS.get(code)
        if product is None:
            return {"error": f"Unknown product_code {line.get('product_code')!r}; products: {sorted(OPT_LENS_PRODUCTS)}."}
        eye = line.get("eye")
        if eye not in ("left", "right"):
            return {"error": f"eye must be 'left' or 'right', got {eye!r}"}
        want = rx[eye]["power"]
        if line.get("power") is None or abs(float(line["power"]) - want) > 1e-6:
            return {"error": f"Power {line.get('power')} does not match the {eye} eye specification ({want:+.2f})."}
        boxes = int(line.get("boxes") or 0)
        if boxes < 1:
            return {"error": "boxes must be at least 1"}
        cost = round(boxes * product["price"], 2)
        total += cost
        lines.append({"product": product["name"], "eye": eye, "power": want, "boxes": boxes, "cost_gbp": cost})
    address = delivery or {"line1": "7 Ash Grove", "line2": None, "city": "Leeds", "postcode": "LS6 1AX"}
    ref = f"ORD-{_code(customer_id + str(items), 89000, 900)}"
    return {"order_id": ref, "status": "placed", "lines": lines, "total_gbp": round(total, 2), "delivery_gbp": 0.0,
            "deliver_to": address, "expected_delivery": "2026-12-09"}


def opt_track_order(customer_id: str, order_id: str | None = None) -> dict:
    if str(customer_id).upper() not in OPT_CUSTOMERS:
        return {"error": f"Unknown customer_id {customer_id!r}."}
    if order_id:
        order = OPT_ORDERS.get(str(order_id).upper())
        if order is None or order["customer_id"] != customer_id.upper():
            return {"error": f"No order {order_id!r} for this customer. Omit order_id to list recent orders."}
        return {"order_id": order_id.upper(), **{k: v for k, v in order.items() if k != "customer_id"}}
    rows = [{"order_id": oid, **{k: v for k, v in o.items() if k != "customer_id"}}
            for oid, o in OPT_ORDERS.items() if o["customer_id"] == customer_id.upper()]
    return {"orders": rows}


_OPT_ADDRESS = {
    "type": "object",
    "properties": {
        "line1": {"type": "string"},
        "line2": {"type": ["string", "null"]},
        "city": {"type": "string"},
        "postcode": {"type": "string"},
    },
    "required": ["line1", "line2", "city", "postcode"],
    "additionalProperties": False,
}

OPTICIAN = Domain(
    name="optician",
    instructions=(
        "You are the assistant in the ClearSight Opticians app. Today is Monday 7 December 2026, 10:15 (UK time).\n"
        "Signed-in customer: Priya Nair, customer id CS-20418, home branch Leeds Briggate (branch id LDS-BRG). "
        "She also manages the account of her son Arjun Nair, age 9, customer id CS-20419. "
        "Home delivery address on file: 7 Ash Grove, Leeds LS6 1AX.\n"
        "Prices and policies:\n"
        "- Standard eye test £25. Eye tests are free for under-16s, over-60s and anyone NHS-eligible; Priya pays £25.\n"
        "- Contact lens checks are included in Priya's Daily Plus lens plan (no charge).\n"
        "- Appointments can be cancelled or moved free of charge up to 24 hours before the start time; later than that "
        "there is a £10 late-cancellation fee.\n"
        "- Glasses take 7-10 working days; ready glasses are held for collection for 60 days.\n"
        "- A glasses prescription is valid for 2 years, a contact lens specification for 1 year.\n"
        "When the customer gives the branch, day and time, book straight away; if something needed is missing, ask. "
        "Use find_branches to look up branch ids other than the home branch."
    ),
    tools=[
        ToolDef(
            "find_branches",
            "Find ClearSight branches in a town or city, with addresses, phone numbers and opening hours. "
            "Give open_on to see whether each branch is open on that date.",
            {"type": "object",
             "properties": {"city": {"type": "string", "description": "Town or city, e.g. 'Leeds'"},
                            "open_on": {"type": ["string", "null"], "format": "date",
                                        "description": "Optional date YYYY-MM-DD to check opening"}},
             "required": ["city"]},
            opt_find_branches,
        ),
        ToolDef(
            "get_test_slots",
            "List the free appointment start times at a branch on one date for a type of eye test.",
            {"type": "object",
             "properties": {"branch_id": {"type": "string", "description": "Branch id, e.g. LDS-BRG"},
                            "date": {"type": "string", "format": "date", "description": "YYYY-MM-DD"},
                            "test_type": {"type": "string", "enum": list(OPT_TEST_TYPES)}},
             "required": ["branch_id", "date", "test_type"]},
            opt_get_test_slots,
        ),
        ToolDef(
            "book_eye_test",
            "Book an eye test or contact lens check for a customer at a branch, date and start time.",
            {"type": "object",
             "properties": {"branch_id": {"type": "string"},
                            "date": {"type": "string", "description": "YYYY-MM-DD"},
                            "time": {"type": "string", "description": "Start time HH:MM (24 h)"},
                            "test_type": {"type": "string", "enum": list(OPT_TEST_TYPES)},
                            "customer_id": {"type": "string", "description": "Who the test is for"},
                            "notes": {"type": ["string", "null"], "description": "Anything the optometrist should know"}},
             "required": ["branch_id", "date", "time", "test_type", "customer_id", "notes"],
             "additionalProperties": False},
            opt_book_eye_test, act=True, strict=True,
        ),
        ToolDef(
            "list_appointments",
            "List a customer's upcoming appointments with their ids.",
            {"type": "object", "properties": {"customer_id": {"type": "string"}}, "required": ["customer_id"]},
            opt_list_appointments,
        ),
        ToolDef(
            "cancel_appointment",
            "Cancel an appointment by id.",
            {"type": "object",
             "properties": {"appointment_id": {"type": "string"},
                            "reason": {"anyOf": [{"type": "string", "enum": ["clash", "illness", "no_longer_needed", "other"]},
                                                 {"type": "null"}]}},
             "required": ["appointment_id"]},
            opt_cancel_appointment, act=True,
        ),
        ToolDef(
            "reschedule_appointment",
            "Move an existing appointment to a new date and time at the same branch.",
            {"type": "object",
             "properties": {"appointment_id": {"type": "string"},
                            "new_date": {"type": "string", "format": "date"},
                            "new_time": {"type": "string", "description": "HH:MM"}},
             "required": ["appointment_id", "new_date", "new_time"]},
            opt_reschedule_appointment, act=True,
        ),
        ToolDef(
            "get_prescription",
            "Get a customer's latest glasses prescription or contact lens specification, with issue and expiry dates.",
            {"type": "object",
             "properties": {"customer_id": {"type": "string"},
                            "kind": {"type": "string", "enum": ["glasses", "contact_lenses"]}},
             "required": ["customer_id", "kind"]},
            opt_get_prescription,
        ),
        ToolDef(
            "order_contact_lenses",
            "Order contact lenses against the customer's specification. One line per eye. delivery null = home address on file.",
            {"type": "object",
             "properties": {
                 "customer_id": {"type": "string"},
                 "items": {"type": "array", "items": {
                     "type": "object",
                     "properties": {"product_code": {"type": "string"},
                                    "eye": {"type": "string", "enum": ["left", "right"]},
                                    "power": {"type": "number", "description": "Sphere power, e.g. -2.25"},
                                    "boxes": {"type": "integer"}},
                     "required": ["product_code", "eye", "power", "boxes"],
                     "additionalProperties": False}},
                 "delivery": {"anyOf": [{"$ref": "#/$defs/address"}, {"type": "null"}]}},
             "required": ["customer_id", "items", "delivery"],
             "additionalProperties": False,
             "$defs": {"address": _OPT_ADDRESS}},
            opt_order_contact_lenses, act=True, strict=True,
        ),
        ToolDef(
            "track_order",
            "Status of a glasses or contact lens order. Leave order_id null to list the customer's recent orders.",
            {"type": "object",
             "properties": {"customer_id": {"type": "string"},
                            "order_id": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
             "required": ["customer_id"]},
            opt_track_order,
        ),
    ],
)


# =============================================================================================
# 2. Swim school: Splashdown Swim School (3 tools, camelCase)
# =============================================================================================

SWIM_NOW = _dt.datetime(2027, 1, 14, 17, 40)
SWIM_TERM = (_dt.date(2027, 1, 11), _dt.date(2027, 3, 26))
SWIM_HALF_TERM = (_dt.date(2027, 2, 13), _dt.date(2027, 2, 21))
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

SWIM_CLASSES = {
    # id: (stage, pool, day, time, teacher, spaces left)
    "DK-RIV-SAT-0900": ("Ducklings", "Riverside", "Saturday", "09:00", "Megan", 0),
    "DK-RIV-SUN-0930": ("Ducklings", "Riverside", "Sunday", "09:30", "Megan", 2),
    "DK-HOL-MON-1030": ("Ducklings", "Hollybank", "Monday", "10:30", "Priti", 1),
    "DK-HOL-SAT-1100": ("Ducklings", "Hollybank", "Saturday", "11:00", "Priti", 0),
    "S1-RIV-MON-1600": ("Stage 1", "Riverside", "Monday", "16:00", "Josh", 4),
    "S1-HOL-SAT-0930": ("Stage 1", "Hollybank", "Saturday", "09:30", "Priti", 0),
    "S2-RIV-WED-1630": ("Stage 2", "Riverside", "Wednesday", "16:30", "Josh", 2),
    "S2-HOL-THU-1600": ("Stage 2", "Hollybank", "Thursday", "16:00", "Kwame", 1),
    "S3-RIV-TUE-1630": ("Stage 3", "Riverside", "Tuesday", "16:30", "Megan", 1),
    "S3-RIV-THU-1700": ("Stage 3", "Riverside", "Thursday", "17:00", "Josh", 2),
    "S3-HOL-WED-1600": ("Stage 3", "Hollybank", "Wednesday", "16:00", "Kwame", 0),
    "S3-HOL-SAT-1000": ("Stage 3", "Hollybank", "Saturday", "10:00", "Kwame", 3),
    "S4-RIV-TUE-1715": ("Stage 4", "Riverside", "Tuesday", "17:15", "Megan", 1),
    "S4-HOL-FRI-1630": ("Stage 4", "Hollybank", "Friday", "16:30", "Kwame", 2),
    "S5-RIV-THU-1800": ("Stage 5", "Riverside", "Thursday", "18:00", "Josh", 3),
}

SWIM_SWIMMERS = {
    "ADA-01": {"name": "Ada Okafor", "age": 7, "stage": "Stage 3", "class_id": "S3-RIV-TUE-1630", "make_ups_used": 0},
    "BEN-02": {"name": "Ben Okafor", "age": 4, "stage": "Ducklings", "class_id": "DK-RIV-SAT-0900", "make_ups_used": 1},
}


def _swim_next_session(class_id: str, after: _dt.date) -> _dt.date | None:
    """The first lesson of a class strictly after `after` (term time, not half-term)."""
    target = _DAYS.index(SWIM_CLASSES[class_id][2])
    day = after + _dt.timedelta(days=1)
    while day <= SWIM_TERM[1]:
        if day.weekday() == target and day >= SWIM_TERM[0] and not (SWIM_HALF_TERM[0] <= day <= SWIM_HALF_TERM[1]):
            return day
        day += _dt.timedelta(days=1)
    return None


def _swim_class_row(class_id: str) -> dict:
    stage, pool, day, time, teacher, spaces = SWIM_CLASSES[class_id]
    nxt = _swim_next_session(class_id, SWIM_NOW.date() - _dt.timedelta(days=1) if SWIM_NOW.strftime("%H:%M") < time
                             else SWIM_NOW.date())
    return {"classId": class_id, "stage": stage, "pool": pool, "day": day, "time": time, "teacher": teacher,
            "spacesLeft": spaces, "full": spaces == 0, "nextLesson": nxt.isoformat() if nxt else None}


def swim_find_classes(stage: str, pool: str | None = None, day: str | None = None) -> dict:
    wanted = str(stage).strip().casefold()
    if wanted not in {c[0].casefold() for c in SWIM_CLASSES.values()}:
        return {"error": f"Unknown stage {stage!r}; stages are Ducklings and Stage 1 to Stage 5."}
    rows = [_swim_class_row(cid) for cid, c in SWIM_CLASSES.items()
            if c[0].casefold() == wanted and (not pool or c[1].casefold() == str(pool).casefold())
            and (not day or c[2].casefold() == str(day).casefold())]
    return {"stage": stage, "pool": pool, "day": day, "classes": rows,
            "note": "Ratio 1:4 in Ducklings, 1:6 in Stages 1-5." if rows else "No classes match; try without the pool or day filter."}


def swim_report_absence(swimmerId: str, lessonDate: str, makeUpClassId: str | None = None) -> dict:  # noqa: N803
    swimmer = SWIM_SWIMMERS.get(str(swimmerId).upper())
    if swimmer is None:
        return {"error": f"Unknown swimmerId {swimmerId!r}. Ada is ADA-01, Ben is BEN-02."}
    day = _parse_date(lessonDate)
    if day is None:
        return {"error": f"lessonDate must be YYYY-MM-DD, got {lessonDate!r}"}
    usual = SWIM_CLASSES[swimmer["class_id"]]
    if day.strftime("%A") != usual[2]:
        return {"error": f"{swimmer['name']}'s lesson is on {usual[2]}s ({usual[3]} at {usual[1]}); {day.isoformat()} is a "
                         f"{day.strftime('%A')}."}
    if not (SWIM_TERM[0] <= day <= SWIM_TERM[1]) or SWIM_HALF_TERM[0] <= day <= SWIM_HALF_TERM[1]:
        return {"error": f"There is no lesson on {day.isoformat()} (outside term time or half-term)."}
    start = _dt.datetime.combine(day, _dt.time.fromisoformat(usual[3]))
    if start < SWIM_NOW:
        return {"error": f"The lesson on {day.isoformat()} has already taken place."}
    late = start - SWIM_NOW < _dt.timedelta(hours=2)
    result = {"absenceId": f"ABS-{_code(swimmerId.upper() + day.isoformat(), 7100, 800)}", "swimmer": swimmer["name"],
              "lessonDate": day.isoformat(), "weekday": day.strftime("%A"), "class": swimmer["class_id"], "status": "recorded",
              "makeUpCreditEarned": not late}
    credits = 2 - swimmer["make_ups_used"]
    if makeUpClassId:
        cid = str(makeUpClassId).upper()
        if cid not in SWIM_CLASSES:
            return {"error": f"Unknown makeUpClassId {makeUpClassId!r}; use findClasses."}
        cls = SWIM_CLASSES[cid]
        if cls[0] != swimmer["stage"]:
            return {"error": f"Make-ups must be in a {swimmer['stage']} class; {cid} is {cls[0]}."}
        if cls[5] == 0:
            return {"error": f"{cid} is full; pick a class with spaces."}
        if late or credits <= 0:
            return {"error": "No make-up credit available for this absence (less than 2 hours' notice or 2 already used this term)."}
        when = _swim_next_session(cid, day - _dt.timedelta(days=1) if cls[2] != usual[2] else day)
        credits -= 1
        result["makeUp"] = {"classId": cid, "date": when.isoformat() if when else None, "weekday": cls[2], "time": cls[3],
                            "pool": cls[1], "teacher": cls[4]}
    result["makeUpCreditsLeftThisTerm"] = credits
    return result


def swim_transfer_class(swimmerId: str, newClassId: str, fromDate: str) -> dict:  # noqa: N803
    swimmer = SWIM_SWIMMERS.get(str(swimmerId).upper())
    if swimmer is None:
        return {"error": f"Unknown swimmerId {swimmerId!r}. Ada is ADA-01, Ben is BEN-02."}
    cid = str(newClassId).upper()
    if cid not in SWIM_CLASSES:
        return {"error": f"Unknown class {newClassId!r}; use findClasses to see class ids."}
    cls = SWIM_CLASSES[cid]
    if cls[0] != swimmer["stage"]:
        return {"error": f"{swimmer['name']} is in {swimmer['stage']}; {cid} is a {cls[0]} class."}
    if cid == swimmer["class_id"]:
        return {"error": f"{swimmer['name']} is already in {cid}."}
    if cls[5] == 0:
        return {"error": f"{cid} is full. Ask to join the waiting list at reception."}
    day = _parse_date(fromDate)
    if day is None or day < SWIM_NOW.date():
        return {"error": f"fromDate must be a future date YYYY-MM-DD, got {fromDate!r}"}
    first = day if day.strftime("%A") == cls[2] else _swim_next_session(cid, day)
    if first is None:
        return {"error": f"No {cid} lessons left this term after {day.isoformat()}."}
    old_day, last_old = _DAYS.index(SWIM_CLASSES[swimmer["class_id"]][2]), None
    probe = first - _dt.timedelta(days=1)
    while probe >= SWIM_NOW.date() and last_old is None:
        if probe.weekday() == old_day and not (SWIM_HALF_TERM[0] <= probe <= SWIM_HALF_TERM[1]):
            last_old = probe
        probe -= _dt.timedelta(days=1)
    return {"status": "transferred", "swimmer": swimmer["name"], "fromClass": swimmer["class_id"], "toClass": cid,
            "day": cls[2], "time": cls[3], "pool": cls[1], "teacher": cls[4], "firstLesson": first.isoformat(),
            "lastLessonInOldClass": last_old.isoformat() if last_old else None}


SWIM = Domain(
    name="swim",
    instructions=(
        "You are the parent helper for Splashdown Swim School. Today is Thursday 14 January 2027, 17:40.\n"
        "Parent: Tom Okafor (account SW-3381). Children:\n"
        "- Ada Okafor, 7, swimmer id ADA-01, Stage 3, Tuesdays 16:30 at Riverside pool (class S3-RIV-TUE-1630).\n"
        "- Ben Okafor, 4, swimmer id BEN-02, Ducklings, Saturdays 09:00 at Riverside pool (class DK-RIV-SAT-0900).\n"
        "Spring term runs 11 January - 26 March 2027; no lessons in half-term (13-21 February).\n"
        "Policies: report an absence at least 2 hours before the lesson to earn a make-up credit; make-ups are booked "
        "into another class of the same stage, at most 2 per child per term; missed lessons are not refunded. "
        "Moving up a stage is decided by the teacher at the assessments in week 5 of each term (8-12 February this term); "
        "results come home on a certificate. Swim caps are required from Stage 3. "
        "Class changes (transfers) are permanent and need a space in the new class."
    ),
    tools=[
        ToolDef(
            "findClasses",
            "Find classes for a stage, optionally at one pool and/or on one weekday, with spaces left and the next lesson date.",
            {"type": "object",
             "properties": {"stage": {"type": "string", "enum": ["Ducklings", "Stage 1", "Stage 2", "Stage 3", "Stage 4", "Stage 5"]},
                            "pool": {"type": ["string", "null"], "enum": ["Riverside", "Hollybank", None]},
                            "day": {"type": ["string", "null"], "enum": [*_DAYS, None]}},
             "required": ["stage"]},
            swim_find_classes,
        ),
        ToolDef(
            "reportAbsence",
            "Tell the school a swimmer will miss one lesson. Optionally book a make-up in another class of the same stage "
            "(makeUpClassId); null for no make-up.",
            {"type": "object",
             "properties": {"swimmerId": {"type": "string"},
                            "lessonDate": {"type": "string", "description": "Date of the missed lesson, YYYY-MM-DD"},
                            "makeUpClassId": {"type": ["string", "null"]}},
             "required": ["swimmerId", "lessonDate", "makeUpClassId"],
             "additionalProperties": False},
            swim_report_absence, act=True, strict=True,
        ),
        ToolDef(
            "transferClass",
            "Permanently move a swimmer to another class of their stage from a given date.",
            {"type": "object",
             "properties": {"swimmerId": {"type": "string"},
                            "newClassId": {"type": "string"},
                            "fromDate": {"type": "string", "format": "date", "description": "First date in the new class"}},
             "required": ["swimmerId", "newClassId", "fromDate"]},
            swim_transfer_class, act=True,
        ),
    ],
)


# =============================================================================================
# 3. Removals: Hartley & Sons Removals quote assistant (1 tool, hyphenated)
# =============================================================================================

MOVE_TODAY = _dt.date(2027, 2, 20)
# Road miles from the Bristol depot to each postcode area we serve (England and Wales only).
MOVE_AREAS = {"BS": 0, "BA": 13, "NP": 30, "GL": 35, "SN": 40, "CF": 44, "TA": 45, "SA": 82, "OX": 72, "RG": 75, "EX": 80,
              "B": 88, "PL": 125, "SW": 118, "SE": 120, "W": 116, "N": 122, "E": 124, "EC": 120, "WC": 119, "NW": 118,
              "M": 170, "LS": 200}
MOVE_SCOTLAND = {"AB", "DD", "DG", "EH", "FK", "G", "HS", "IV", "KA", "KW", "KY", "ML", "PA", "PH", "TD", "ZE"}
MOVE_BASE = {0: 380, 1: 450, 2: 620, 3: 840, 4: 1080, 5: 1350, 6: 1600}
MOVE_EXTRAS = {"packing": None, "dismantling": 60, "storage_week": 75, "disposal": 50, "piano_upright": 180}


def _move_area(postcode: str) -> str | None:
    match = re.match(r"\s*([A-Za-z]{1,2})\d", str(postcode))
    return match.group(1).upper() if match else None


def move_quote(from_postcode: str, to_postcode: str, move_date: str, property: dict, extras: list | None = None,  # noqa: A002
               access_notes: str | None = None) -> dict:
    areas = []
    for code in (from_postcode, to_postcode):
        area = _move_area(code)
        if area is None:
            return {"error": f"{code!r} doesn't look like a UK postcode (e.g. BS7 8AA, or at least the first half, BS7)."}
        if area in MOVE_SCOTLAND:
            return {"error": f"Sorry, {code} is in Scotland; Hartley & Sons only moves within England and Wales."}
        if area not in MOVE_AREAS:
            return {"error": f"We don't have a rate for postcode area {area} ({code}); please call 0117 496 0312 for a quote."}
        areas.append(area)
    day = _parse_date(move_date)
    if day is None:
        return {"error": f"move_date must be YYYY-MM-DD, got {move_date!r}"}
    if day <= MOVE_TODAY + _dt.timedelta(days=2):
        return {"error": f"We need at least 3 days' notice; the earliest move date is {(MOVE_TODAY + _dt.timedelta(days=3)).isoformat()}."}
    if day.weekday() == 6:
        return {"error": f"We don't move on Sundays ({day.isoformat()} is a Sunday)."}
    if not isinstance(property, dict):
        return {"error": "property must be an object with type and bedrooms"}
    kind = property.get("type", "house")
    bedrooms = int(property.get("bedrooms", 0) or 0)
    if kind not in ("flat", "house", "bungalow", "maisonette") or not 0 <= bedrooms <= 6:
        return {"error": "property.type must be flat, house, bungalow or maisonette, with 0-6 bedrooms (0 = studio)."}
    floor = property.get("floor") or 0
    lift = bool(property.get("has_lift", False))
    if areas[0] == areas[1]:
        miles = 6
    else:
        miles = MOVE_AREAS[areas[0]] + MOVE_AREAS[areas[1]]
    base = MOVE_BASE[bedrooms]
    stairs = 45 * int(floor) if kind in ("flat", "maisonette") and not lift and floor else 0
    mileage = round(max(0, miles - 10) * 2.40, 2)
    weekend = day.weekday() in (4, 5)
    core = (base + stairs + mileage) * (1.12 if weekend else 1.0)
    extra_rows = {}
    for name in extras or []:
        if name not in MOVE_EXTRAS:
            return {"error": f"Unknown extra {name!r}; choose from {sorted(MOVE_EXTRAS)}."}
        extra_rows[name] = 95 * max(1, bedrooms) if name == "packing" else MOVE_EXTRAS[name]
    total = round(core + sum(extra_rows.values()))
    crew = 2 if bedrooms <= 2 else 3 if bedrooms <= 4 else 4
    ref = f"HQ-{_code(f'{from_postcode}|{to_postcode}|{day}|{property}|{sorted(extras or [])}', 40000, 9000)}"
    return {"quote_ref": ref, "from": str(from_postcode).upper(), "to": str(to_postcode).upper(), "move_date": day.isoformat(),
            "weekday": day.strftime("%A"), "road_miles": miles, "crew": crew, "vans": 1 if bedrooms <= 3 else 2,
            "breakdown_gbp": {"base": base, "stairs_no_lift": stairs, "mileage": mileage,
                              "friday_saturday_surcharge": round(core - (base + stairs + mileage), 2) if weekend else 0,
                              **{f"extra_{k}": v for k, v in extra_rows.items()}},
            "total_gbp": total, "deposit_gbp": round(total * 0.2, 2), "vat": "included",
            "valid_until": (MOVE_TODAY + _dt.timedelta(days=14)).isoformat(), "access_notes": access_notes}


REMOVALS = Domain(
    name="removals",
    instructions=(
        "You are the online quote assistant for Hartley & Sons Removals, a family removals firm based in Bristol. "
        "Today is Saturday 20 February 2027, 11:20.\n"
        "Use quote-move to price a move; it needs both postcodes (the first half, e.g. BS7, is enough), the date and "
        "the home being moved out of. Never guess a postcode, date or home size: ask for what is missing.\n"
        "Policies: we move within England and Wales only, Monday to Saturday (Friday and Saturday moves cost 12% more). "
        "Quotes are valid for 14 days and include VAT and standard goods-in-transit cover up to £50,000. "
        "A 20% deposit secures the date; the deposit is refundable if you cancel at least 7 days before the move, "
        "and half of it is kept after that. We move upright pianos up to 200 kg (add the piano_upright extra); "
        "anything heavier, and all grand pianos, go to our partner specialist, Keys in Transit (0117 496 0888). "
        "We cannot carry paint, gas bottles, fuel or other hazardous goods. Office phone: 0117 496 0312."
    ),
    tools=[
        ToolDef(
            "quote-move",
            "Price a house or flat move. Returns the total in GBP (VAT included), the breakdown, deposit and quote reference.",
            {"type": "object",
             "properties": {
                 "from_postcode": {"type": "string", "description": "Postcode moving from (full or first half)"},
                 "to_postcode": {"type": "string", "description": "Postcode moving to (full or first half)"},
                 "move_date": {"type": "string", "format": "date"},
                 "property": {"type": "object", "description": "The home being moved out of",
                              "properties": {"type": {"type": "string", "enum": ["flat", "house", "bungalow", "maisonette"]},
                                             "bedrooms": {"type": "integer", "minimum": 0, "maximum": 6,
                                                          "description": "0 for a studio"},
                                             "floor": {"type": ["integer", "null"], "description": "Floor of a flat, 0 = ground"},
                                             "has_lift": {"type": "boolean"}},
                              "required": ["type", "bedrooms"]},
                 "extras": {"type": "array", "items": {"type": "string", "enum": list(MOVE_EXTRAS)}, "uniqueItems": True,
                            "description": "packing = we pack everything; dismantling = beds/wardrobes taken apart and rebuilt; "
                                           "disposal = one load taken to the tip; storage_week = a week in our store"},
                 "access_notes": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
             "required": ["from_postcode", "to_postcode", "move_date", "property"]},
            move_quote,
        ),
    ],
)


# =============================================================================================
# 4. Volunteer rota: Northfield Community Food Bank (4 tools, camelCase)
# =============================================================================================

VOL_NOW = _dt.datetime(2026, 12, 9, 19, 5)
VOL_ME = "V-1187"
VOL_TRAINED = {"warehouse", "driver", "front_desk"}
# weekday -> [(code, role, start, end, capacity)]
VOL_WEEK = {
    0: [("WH-AM", "warehouse", "09:00", "13:00", 6), ("FD-PM", "front_desk", "13:00", "17:00", 2)],
    1: [("DR-AM", "driver", "08:00", "12:00", 2), ("WH-AM", "warehouse", "09:00", "13:00", 6)],
    2: [("KT-AM", "kitchen", "10:00", "14:00", 3), ("WH-PM", "warehouse", "13:00", "17:00", 6)],
    3: [("WH-AM", "warehouse", "09:00", "13:00", 6), ("FD-PM", "front_desk", "13:00", "17:00", 2)],
    4: [("DR-AM", "driver", "08:00", "12:00", 2), ("WH-PM", "warehouse", "13:00", "17:00", 6)],
    5: [("WH-AM", "warehouse", "09:00", "13:00", 6), ("FD-AM", "front_desk", "09:30", "13:30", 2),
        ("KT-AM", "kitchen", "10:00", "14:00", 3)],
    6: [],
}
VOL_SPECIAL = {  # Christmas hamper packing replaces the usual warehouse shifts on these days
    "2026-12-19": [("HP", "warehouse", "09:00", "15:00", 12), ("FD-AM", "front_desk", "09:30", "13:30", 2)],
    "2026-12-20": [("HP", "warehouse", "10:00", "16:00", 12)],
}
VOL_CLOSED = ("2026-12-25", "2026-12-28")
VOL_TAKEN = {"SH-1210-FD-PM": 2, "SH-1211-DR-AM": 2, "SH-1212-WH-AM": 4, "SH-1212-FD-AM": 1, "SH-1212-KT-AM": 1,
             "SH-1215-DR-AM": 1, "SH-1218-DR-AM": 2, "SH-1219-HP": 7, "SH-1220-HP": 9, "SH-1214-WH-AM": 5, "SH-1217-FD-PM": 1}
VOL_MINE = ("SH-1211-DR-AM", "SH-1214-WH-AM", "SH-1217-FD-PM")
VOL_PAST = [{"shiftId": "SH-1205-WH-AM", "date": "2026-12-05", "role": "warehouse", "hours": 4.0},
            {"shiftId": "SH-1203-FD-PM", "date": "2026-12-03", "role": "front_desk", "hours": 4.0},
            {"shiftId": "SH-1127-DR-AM", "date": "2026-11-27", "role": "driver", "hours": 4.0}]


def _vol_shifts_on(day: _dt.date) -> list[dict]:
    if VOL_CLOSED[0] <= day.isoformat() <= VOL_CLOSED[1]:
        return []
    rows = VOL_SPECIAL.get(day.isoformat(), VOL_WEEK[day.weekday()])
    out = []
    for code, role, start, end, capacity in rows:
        sid = f"SH-{day.strftime('%m%d')}-{code}"
        taken = VOL_TAKEN.get(sid, (day.day + len(code)) % 3)
        label = "Christmas hamper packing" if code == "HP" else role.replace("_", " ")
        out.append({"shiftId": sid, "date": day.isoformat(), "weekday": day.strftime("%A"), "role": role, "title": label,
                    "start": start, "end": end, "spotsLeft": max(0, capacity - taken), "youAreBooked": sid in VOL_MINE})
    return out


def _vol_shift(shift_id: str) -> dict | None:
    match = re.fullmatch(r"SH-(\d{2})(\d{2})-[A-Z]{2}(-[A-Z]{2})?", str(shift_id).upper())
    if not match:
        return None
    month = int(match.group(1))
    year = 2026 if month >= 11 else 2027
    try:
        day = _dt.date(year, month, int(match.group(2)))
    except ValueError:
        return None
    return next((s for s in _vol_shifts_on(day) if s["shiftId"] == str(shift_id).upper()), None)


def _vol_week_count(day: _dt.date) -> int:
    monday = day - _dt.timedelta(days=day.weekday())
    return sum(1 for sid in VOL_MINE if monday <= _dt.date.fromisoformat(_vol_shift(sid)["date"]) <= monday + _dt.timedelta(days=6))


def vol_list_shifts(fromDate: str, toDate: str | None = None, role: str | None = None) -> dict:  # noqa: N803
    first = _parse_date(fromDate)
    last = _parse_date(toDate) if toDate else first
    if first is None or last is None:
        return {"error": f"Dates must be YYYY-MM-DD (got fromDate={fromDate!r}, toDate={toDate!r})."}
    if last < first:
        return {"error": "toDate is before fromDate."}
    if (last - first).days > 31:
        return {"error": "At most 31 days at a time."}
    rows, day = [], max(first, VOL_NOW.date())
    while day <= last:
        rows += [s for s in _vol_shifts_on(day) if not role or s["role"] == role]
        day += _dt.timedelta(days=1)
    closed = [d for d in ("2026-12-25", "2026-12-26", "2026-12-27", "2026-12-28") if first.isoformat() <= d <= last.isoformat()]
    return {"from": first.isoformat(), "to": last.isoformat(), "role": role, "shifts": rows,
            **({"closed_days": closed} if closed else {})}


def vol_sign_up(shiftId: str, volunteerId: str) -> dict:  # noqa: N803
    if str(volunteerId).upper() != VOL_ME:
        return {"error": f"Unknown volunteerId {volunteerId!r}."}
    shift = _vol_shift(shiftId)
    if shift is None:
        return {"error": f"No shift {shiftId!r}; use listShifts to see shift ids."}
    start = _dt.datetime.fromisoformat(f"{shift['date']}T{shift['start']}")
    if start <= VOL_NOW:
        return {"error": f"{shiftId} has already started."}
    if shift["youAreBooked"]:
        return {"error": f"You're already booked on {shiftId}."}
    if shift["role"] not in VOL_TRAINED:
        return {"error": f"You're not trained for {shift['role']} shifts yet (kitchen needs a Level 2 food hygiene certificate)."}
    if shift["spotsLeft"] == 0:
        return {"error": f"{shiftId} is full."}
    for sid in VOL_MINE:
        mine = _vol_shift(sid)
        if mine["date"] == shift["date"] and mine["start"] < shift["end"] and shift["start"] < mine["end"]:
            return {"error": f"{shiftId} overlaps your {mine['title']} shift {sid} ({mine['start']}-{mine['end']})."}
    if _vol_week_count(start.date()) >= 3:
        return {"error": "You already have 3 shifts that week (the maximum)."}
    return {"confirmed": True, "shiftId": shift["shiftId"], "title": shift["title"], "date": shift["date"],
            "weekday": shift["weekday"], "start": shift["start"], "end": shift["end"],
            "location": "Northfield Food Bank, Unit 4, 212 Bristol Road South, Birmingham B31 2TA",
            "arrive": "10 minutes early; sign in at the side door"}


def vol_drop_shift(shiftId: str, volunteerId: str, reason: str | None = None) -> dict:  # noqa: N803
    if str(volunteerId).upper() != VOL_ME:
        return {"error": f"Unknown volunteerId {volunteerId!r}."}
    shift = _vol_shift(shiftId)
    if shift is None or not shift["youAreBooked"]:
        return {"error": f"You are not booked on {shiftId!r}; getMyShifts lists your shifts."}
    start = _dt.datetime.fromisoformat(f"{shift['date']}T{shift['start']}")
    if start - VOL_NOW < _dt.timedelta(hours=48):
        return {"error": "This shift starts within 48 hours, so it can't be dropped in the app. Please phone Hannah, "
                         "the volunteer coordinator, on 0121 496 0750."}
    return {"dropped": True, "shiftId": shift["shiftId"], "title": shift["title"], "date": shift["date"],
            "start": shift["start"], "reason": reason}


def vol_get_my_shifts(volunteerId: str, includePast: bool = False) -> dict:  # noqa: N803
    if str(volunteerId).upper() != VOL_ME:
        return {"error": f"Unknown volunteerId {volunteerId!r}."}
    upcoming = [_vol_shift(sid) for sid in VOL_MINE]
    out = {"volunteer": "Marek Kowalski", "upcoming": upcoming, "hoursThisYear": 126.5, "shiftsThisYear": 33}
    if includePast:
        out["recent"] = VOL_PAST
    return out


VOLUNTEER = Domain(
    name="volunteer",
    instructions=(
        "You help volunteers at Northfield Community Food Bank (Birmingham) manage their rota. "
        "Today is Wednesday 9 December 2026, 19:05.\n"
        "Signed in: Marek Kowalski, volunteer id V-1187. Trained for: warehouse, driver (van licence checked), front desk. "
        "Not trained for kitchen: kitchen shifts need a Level 2 food hygiene certificate (free course - ask Hannah).\n"
        "Rules: at most 3 shifts per volunteer per week (Monday-Sunday). Shifts can be dropped in the app up to 48 hours "
        "before they start; within 48 hours, don't drop it in the app - the volunteer must phone Hannah, the volunteer "
        "coordinator, on 0121 496 0750 so she can find cover. Under-18s can't do driver shifts. "
        "Christmas hamper packing is on Saturday 19 and Sunday 20 December; the food bank is closed 25-28 December. "
        "Use listShifts to find shift ids; never guess one."
    ),
    tools=[
        ToolDef(
            "listShifts",
            "List rota shifts between two dates (inclusive), optionally for one role, with spots left.",
            {"type": "object",
             "properties": {"fromDate": {"type": "string", "format": "date"},
                            "toDate": {"type": ["string", "null"], "format": "date", "description": "Defaults to fromDate"},
                            "role": {"type": ["string", "null"], "enum": ["warehouse", "driver", "front_desk", "kitchen", None]}},
             "required": ["fromDate"]},
            vol_list_shifts,
        ),
        ToolDef(
            "signUp",
            "Sign a volunteer up for a shift.",
            {"type": "object",
             "properties": {"shiftId": {"type": "string"}, "volunteerId": {"type": "string"}},
             "required": ["shiftId", "volunteerId"], "additionalProperties": False},
            vol_sign_up, act=True, strict=True,
        ),
        ToolDef(
            "dropShift",
            "Remove a volunteer from a shift they are booked on (only more than 48 hours ahead).",
            {"type": "object",
             "properties": {"shiftId": {"type": "string"}, "volunteerId": {"type": "string"},
                            "reason": {"anyOf": [{"type": "string", "maxLength": 200}, {"type": "null"}]}},
             "required": ["shiftId", "volunteerId"]},
            vol_drop_shift, act=True,
        ),
        ToolDef(
            "getMyShifts",
            "A volunteer's upcoming shifts and hours volunteered this year; includePast adds recent past shifts.",
            {"type": "object",
             "properties": {"volunteerId": {"type": "string"}, "includePast": {"type": "boolean", "default": False}},
             "required": ["volunteerId"]},
            vol_get_my_shifts,
        ),
    ],
)


# =============================================================================================
# 5. Bakery wholesale: Crumb & Co. trade portal (5 tools, hyphenated)
# =============================================================================================

BAKE_NOW = _dt.datetime(2027, 3, 16, 5, 30)
BAKE_CATALOGUE = {
    # sku: (name, category, unit, price GBP ex VAT, allergens)
    "BR-SD800": ("Sourdough loaf 800g", "bread", "loaf", 3.10, ["gluten"]),
    "BR-RYE": ("Rye & caraway loaf", "bread", "loaf", 3.40, ["gluten"]),
    "BR-GFS": ("Gluten-free seeded loaf", "bread", "loaf", 4.20, ["egg", "sesame"]),
    "BR-FOC": ("Rosemary focaccia tray", "bread", "tray (12 portions)", 9.60, ["gluten"]),
    "VI-CRS": ("Butter croissant", "viennoiserie", "each", 0.95, ["gluten", "dairy", "egg"]),
    "VI-PAC": ("Pain au chocolat", "viennoiserie", "each", 1.10, ["gluten", "dairy", "egg", "soya"]),
    "VI-ALM": ("Almond croissant", "viennoiserie", "each", 1.45, ["gluten", "dairy", "egg", "nuts"]),
    "VI-CIN": ("Cinnamon swirl", "viennoiserie", "each", 1.20, ["gluten", "dairy", "egg"]),
    "VI-PIS": ("Pistachio & raspberry danish", "viennoiserie", "each", 1.55, ["gluten", "dairy", "egg", "nuts"]),
    "CK-BRW": ("Chocolate brownie tray (24)", "cakes", "tray", 19.20, ["dairy", "egg", "soya"]),
    "CK-BAN": ("Banana & walnut bread", "cakes", "loaf (10 slices)", 6.80, ["gluten", "egg", "nuts"]),
    "CK-VGN": ("Vegan lemon drizzle loaf", "cakes", "loaf (10 slices)", 7.50, ["gluten"]),
    "SV-SAU": ("Sausage roll", "savoury", "each", 1.60, ["gluten", "dairy", "egg"]),
    "SV-SPF": ("Spinach & feta swirl", "savoury", "each", 1.70, ["gluten", "dairy", "egg", "sesame"]),
}
BAKE_STANDING = {
    "Monday-Friday": [("BR-SD800", 6), ("VI-CRS", 24), ("VI-PAC", 12)],
    "Saturday": [("BR-SD800", 8), ("VI-CRS", 36), ("VI-PAC", 18), ("CK-BAN", 2)],
}
BAKE_INVOICES = [
    {"invoice": "INV-3342", "issued": "2027-03-01", "period": "16-28 February", "amount_gbp": 405.10, "status": "unpaid",
     "due": "2027-03-31"},
    {"invoice": "INV-3301", "issued": "2027-02-15", "period": "1-15 February", "amount_gbp": 412.60, "status": "unpaid",
     "due": "2027-03-17"},
    {"invoice": "INV-3288", "issued": "2027-02-01", "period": "16-31 January", "amount_gbp": 389.20, "status": "paid",
     "due": "2027-03-03", "paid_on": "2027-02-26"},
]


def _bake_line(sku: str, qty: int) -> dict:
    name, _, unit, price, _ = BAKE_CATALOGUE[sku]
    return {"sku": sku, "name": name, "unit": unit, "qty": qty, "unit_price_gbp": price, "line_total_gbp": round(price * qty, 2)}


def bake_catalogue(category: str = "all", allergen_free: list | None = None) -> dict:
    if category not in ("bread", "viennoiserie", "cakes", "savoury", "all"):
        return {"error": f"Unknown category {category!r}; use bread, viennoiserie, cakes, savoury or all."}
    avoid = set(allergen_free or [])
    rows = [{"sku": sku, "name": c[0], "category": c[1], "unit": c[2], "price_gbp": c[3], "allergens": c[4]}
            for sku, c in BAKE_CATALOGUE.items() if category in ("all", c[1]) and not avoid & set(c[4])]
    return {"category": category, "allergen_free": sorted(avoid), "products": rows,
            "allergen_notice": "All products are made in a bakery that also handles nuts and sesame; we cannot rule out traces."}


def bake_place_order(delivery_date: str, lines: list, notes: str | None = None) -> dict:
    day = _parse_date(delivery_date)
    if day is None:
        return {"error": f"delivery_date must be YYYY-MM-DD, got {delivery_date!r}"}
    if day.weekday() == 6:
        return {"error": f"We don't deliver on Sundays ({day.isoformat()})."}
    cutoff = _dt.datetime.combine(day - _dt.timedelta(days=1), _dt.time(14, 0))
    if BAKE_NOW >= cutoff:
        return {"error": f"Too late for {day.isoformat()}: orders close at 14:00 the day before. Earliest delivery is "
                         f"{(BAKE_NOW.date() + _dt.timedelta(days=1)).isoformat()}."}
    if not lines:
        return {"error": "An order needs at least one line."}
    rows = []
    for line in lines:
        sku = str(line.get("sku", "")).upper()
        if sku not in BAKE_CATALOGUE:
            return {"error": f"Unknown sku {line.get('sku')!r}; use get-catalogue for product codes."}
        qty = int(line.get("qty") or 0)
        if qty < 1:
            return {"error": f"qty for {sku} must be at least 1."}
        rows.append(_bake_line(sku, qty))
    subtotal = round(sum(r["line_total_gbp"] for r in rows), 2)
    if subtotal < 60:
        return {"error": f"Minimum order is £60.00 per delivery (this one is £{subtotal:.2f}).", "subtotal_gbp": subtotal}
    delivery = 0.0 if subtotal >= 100 else 8.50
    ref = f"CO-{_code(day.isoformat() + str(rows), 61000, 9000)}"
    return {"order_ref": ref, "status": "confirmed", "delivery_date": day.isoformat(), "weekday": day.strftime("%A"),
            "delivery_window": "06:00-07:30", "deliver_to": "Café Lumen, 14 Market Row, Norwich NR2 1ND", "lines": rows,
            "subtotal_gbp": subtotal, "delivery_gbp": delivery, "total_gbp": round(subtotal + delivery, 2),
            "notes": notes, "payment": "invoiced, 30 days", "note": "This is in addition to your standing order."}


def bake_get_standing_order() -> dict:
    days = {label: [_bake_line(sku, qty) for sku, qty in lines] for label, lines in BAKE_STANDING.items()}
    return {"account": "TA-0472", "deliveries": days, "sunday": "no delivery", "paused_periods": [],
            "value_per_delivery_gbp": {label: round(sum(r["line_total_gbp"] for r in rows), 2) for label, rows in days.items()}}


def bake_pause_standing_order(from_date: str, to_date: str, reason: str | None = None) -> dict:
    first, last = _parse_date(from_date), _parse_date(to_date)
    if first is None or last is None:
        return {"error": f"Dates must be YYYY-MM-DD (got {from_date!r}, {to_date!r})."}
    if last < first:
        return {"error": "to_date is before from_date."}
    if first <= BAKE_NOW.date():
        return {"error": f"The earliest delivery you can pause is {(BAKE_NOW.date() + _dt.timedelta(days=1)).isoformat()}."}
    if (last - first).days + 1 > 14:
        return {"error": "A pause can be at most 14 days; set up a second pause for longer breaks."}
    skipped = [(first + _dt.timedelta(days=i)).isoformat() for i in range((last - first).days + 1)
               if (first + _dt.timedelta(days=i)).weekday() != 6]
    return {"status": "paused", "from": first.isoformat(), "to": last.isoformat(), "deliveries_skipped": skipped,
            "resumes": (last + _dt.timedelta(days=1 if last.weekday() != 5 else 2)).isoformat(), "reason": reason}


def bake_get_invoices(status: str = "unpaid") -> dict:
    if status not in ("unpaid", "paid", "all"):
        return {"error": f"status must be unpaid, paid or all, not {status!r}"}
    rows = [i for i in BAKE_INVOICES if status == "all" or i["status"] == status]
    return {"account": "TA-0472", "status": status, "invoices": rows,
            "total_gbp": round(sum(i["amount_gbp"] for i in rows), 2)}


_BAKE_LINE = {"type": "object", "properties": {"sku": {"type": "string"}, "qty": {"type": "integer"}},
              "required": ["sku", "qty"], "additionalProperties": False}

BAKERY = Domain(
    name="bakery",
    instructions=(
        "You are the ordering assistant on the Crumb & Co. wholesale bakery portal. Today is Tuesday 16 March 2027, 05:30.\n"
        "Signed in: Café Lumen (trade account TA-0472), contact Sofia Reyes; deliveries to 14 Market Row, Norwich NR2 1ND, "
        "06:00-07:30.\n"
        "Terms: orders close at 14:00 the day before delivery; no deliveries on Sundays. Minimum £60 per one-off order; "
        "delivery is free over £100, otherwise £8.50. Prices exclude VAT. Invoices twice a month, payable within 30 days "
        "by bank transfer (sort code 20-45-77, account 63018842, reference TA-0472). A standing order can be paused for "
        "up to 14 days at a time. One-off orders come on top of the standing order.\n"
        "Allergens: whenever allergens come up, say that everything is made in a bakery that also handles nuts and sesame, "
        "so traces can't be ruled out."
    ),
    tools=[
        ToolDef(
            "get-catalogue",
            "Products with SKU, unit, trade price (GBP ex VAT) and allergens; filter by category and by allergens to avoid.",
            {"type": "object",
             "properties": {"category": {"type": "string", "enum": ["bread", "viennoiserie", "cakes", "savoury", "all"],
                                         "default": "all"},
                            "allergen_free": {"type": "array",
                                              "items": {"type": "string", "enum": ["gluten", "dairy", "egg", "nuts", "sesame", "soya"]},
                                              "description": "Only products free of all of these allergens"}},
             "required": []},
            bake_catalogue,
        ),
        ToolDef(
            "place-order",
            "Place a one-off order (on top of the standing order) for delivery on a date.",
            {"type": "object",
             "properties": {"delivery_date": {"type": "string", "description": "YYYY-MM-DD"},
                            "lines": {"type": "array", "items": {"$ref": "#/$defs/line"}},
                            "notes": {"type": ["string", "null"], "description": "Note for the driver or bakers"}},
             "required": ["delivery_date", "lines", "notes"],
             "additionalProperties": False,
             "$defs": {"line": _BAKE_LINE}},
            bake_place_order, act=True, strict=True,
        ),
        ToolDef(
            "get-standing-order",
            "The account's regular standing order, by delivery day.",
            {"type": "object", "properties": {}, "additionalProperties": False},
            bake_get_standing_order,
        ),
        ToolDef(
            "pause-standing-order",
            "Pause the standing order between two dates inclusive (max 14 days).",
            {"type": "object",
             "properties": {"from_date": {"type": "string", "format": "date"},
                            "to_date": {"type": "string", "format": "date"},
                            "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
             "required": ["from_date", "to_date"]},
            bake_pause_standing_order, act=True,
        ),
        ToolDef(
            "get-invoices",
            "The account's invoices by payment status.",
            {"type": "object",
             "properties": {"status": {"type": "string", "enum": ["unpaid", "paid", "all"]}},
             "required": ["status"]},
            bake_get_invoices,
        ),
    ],
)


DOMAINS: list[Domain] = [OPTICIAN, SWIM, REMOVALS, VOLUNTEER, BAKERY]


# =============================================================================================
# Cases
# =============================================================================================

_OPT_ACTS = ["book_eye_test", "cancel_appointment", "reschedule_appointment", "order_contact_lenses"]

OPTICIAN_CASES = [
    Case("m_opt_direct_book_test", "optician", "direct", [Turn(
        "book me a normal eye test at briggate on thursday the 17th, 3.40pm",
        calls=[ExpectCall("book_eye_test", {"branch_id": "LDS-BRG", "date": date("2026-12-17"), "time": time_of_day("15:40"),
                                            "test_type": "standard", "customer_id": "CS-20418"})],
        allow=["get_test_slots", "find_branches"],
        answer_has=[said("15:40", "3:40", "3.40")])],
        features=("date", "enum", "strict", "nullable_type_list", "8_tools")),
    Case("m_opt_direct_sunday_branches", "optician", "direct", [Turn(
        "which leeds branches are open on sundays",
        calls=[ExpectCall("find_branches", {"city": contains("leeds")})],
        forbid=_OPT_ACTS,
        answer_has=[said("Briggate"), said("White Rose")])],
        features=("nullable_type_list", "8_tools")),
    Case("m_opt_polite_lens_expiry", "optician", "polite", [Turn(
        "Hi there, could you please let me know when my contact lens prescription runs out? Thanks so much",
        calls=[ExpectCall("get_prescription", {"customer_id": "CS-20418", "kind": "contact_lenses"})],
        forbid=_OPT_ACTS,
        answer_has=[said("14 January", "January 14", "14 Jan", "Jan 14", "2027-01-14", "14/01/2027", "14th January",
                         "January 14th", "14th of January")])],
        features=("enum", "date", "8_tools")),
    Case("m_opt_indirect_lens_delivery", "optician", "indirect", [Turn(
        "only got 2 pairs of lenses left 😬 is the box i ordered gonna turn up before the weekend??",
        calls=[ExpectCall("track_order", {"customer_id": "CS-20418"})],
        forbid=_OPT_ACTS,
        answer_has=[said("tomorrow", "8 December", "December 8", "8 Dec", "Dec 8", "8th", "2026-12-08", "Tuesday")])],
        features=("nullable_anyof", "date", "8_tools")),
    Case("m_opt_indirect_york_visit", "optician", "indirect", [Turn(
        "im visiting my mum in york this saturday, any chance i could get my eyes tested while im up there?",
        calls=[ExpectCall("find_branches", {"city": contains("york")})],
        allow=["get_test_slots"],
        forbid=_OPT_ACTS,
        answer_has=[said("Coney Street")])],
        features=("date", "8_tools")),
    Case("m_opt_multi_cancel_and_book_son", "optician", "multi_intent", [Turn(
        "cancel my contact lens check on thursday pls, and book arjun in for a kids eye test at headingley on saturday, "
        "whatever the first slot is",
        calls=[ExpectCall("list_appointments", {"customer_id": "CS-20418"}),
               ExpectCall("cancel_appointment", {"appointment_id": "APT-55102"}),
               ExpectCall("get_test_slots", {"branch_id": "LDS-HDG", "date": date("2026-12-12"), "test_type": "childrens"}),
               ExpectCall("book_eye_test", {"branch_id": "LDS-HDG", "date": date("2026-12-12"), "time": time_of_day("09:00"),
                                            "test_type": "childrens", "customer_id": "CS-20419"})],
        allow=["find_branches"],
        answer_has=[said("09:00", "9:00", "9am", "9 am", "9.00")])],
        features=("person", "date", "enum", "nullable_anyof", "strict", "8_tools")),
    Case("m_opt_no_tool_late_cancel", "optician", "no_tool", [Turn(
        "how late can i cancel an appointment without paying? and whats the charge if i leave it too late",
        forbid=_OPT_ACTS,
        answer_has=[said("24 hours", "24 hrs", "24-hour", "24h", "24 hour"), said_number(10)])],
        features=("policy", "8_tools")),
    Case("m_opt_no_tool_child_free", "optician", "no_tool", [Turn(
        "does arjun have to pay for his eye test? he's nine",
        forbid=_OPT_ACTS,
        answer_has=[said("free", "no charge", "no cost")])],
        features=("policy", "person", "number_words", "8_tools")),
    Case("m_opt_underspecified_book", "optician", "underspecified", [Turn(
        "can u book me in for an eye test",
        allow=["get_test_slots", "find_branches", "list_appointments"],
        forbid=["book_eye_test"],
        clarify=True)],
        features=("8_tools",)),
    Case("m_opt_chained_earliest_lens_check", "optician", "chained", [Turn(
        "whats the earliest contact lens check at white rose on saturday? just book it for me",
        calls=[ExpectCall("get_test_slots", {"branch_id": "LDS-WHR", "date": date("2026-12-12"), "test_type": "contact_lens"}),
               ExpectCall("book_eye_test", {"branch_id": "LDS-WHR", "date": date("2026-12-12"), "time": time_of_day("10:20"),
                                            "test_type": "contact_lens", "customer_id": "CS-20418"})],
        allow=["find_branches"],
        answer_has=[said("10:20", "10.20")])],
        features=("date", "enum", "strict", "8_tools")),
    Case("m_opt_chained_move_appointment", "optician", "chained", [Turn(
        "can you move my appointment on the 10th to the 15th instead, same time",
        calls=[ExpectCall("list_appointments", {"customer_id": "CS-20418"}),
               ExpectCall("reschedule_appointment", {"appointment_id": "APT-55102", "new_date": date("2026-12-15"),
                                                     "new_time": time_of_day("15:40")})],
        allow=["get_test_slots"],
        answer_has=[said("15:40", "3:40", "3.40")])],
        features=("date", "8_tools")),
    Case("m_opt_chained_reorder_lenses", "optician", "chained", [Turn(
        "reorder my daily lenses pls, two boxes for each eye, same powers as on my prescription",
        calls=[ExpectCall("get_prescription", {"customer_id": "CS-20418", "kind": "contact_lenses"}),
               ExpectCall("order_contact_lenses", {
                   "customer_id": "CS-20418",
                   "items": items(fields(product_code="DP-1D-30", eye="right", power=number(-2.0), boxes=2),
                                  fields(product_code="DP-1D-30", eye="left", power=number(-1.75), boxes=2))})],
        answer_has=[said_number(90)])],
        features=("array", "nested", "ref", "nullable_anyof", "number", "number_words", "strict", "8_tools")),
    Case("m_opt_multi_turn_wednesday_slots", "optician", "multi_turn", [
        Turn("what times have u got at briggate on wednesday for a normal eye test",
             calls=[ExpectCall("get_test_slots", {"branch_id": "LDS-BRG", "date": date("2026-12-09"), "test_type": "standard"})],
             forbid=_OPT_ACTS,
             answer_has=[said("14:20", "2:20", "2.20")]),
        Turn("the earliest afternoon one pls",
             calls=[ExpectCall("book_eye_test", {"branch_id": "LDS-BRG", "date": date("2026-12-09"), "time": time_of_day("14:20"),
                                                 "test_type": "standard", "customer_id": "CS-20418"})],
             allow=["get_test_slots"],
             answer_has=[said("14:20", "2:20", "2.20")])],
        features=("date", "enum", "strict", "8_tools")),
    Case("m_opt_multi_turn_glasses_collection", "optician", "multi_turn", [
        Turn("wheres my glasses order at",
             calls=[ExpectCall("track_order", {"customer_id": "CS-20418"})],
             forbid=_OPT_ACTS,
             answer_has=[said("ready"), said("Briggate")]),
        Turn("great. how long have i got to pick them up?",
             allow=["track_order"],
             forbid=_OPT_ACTS,
             answer_has=[said("1 February", "February 1", "1 Feb", "Feb 1", "2027-02-01", "1st February", "February 1st",
                              "01/02/2027", "1st of February", "60 days")])],
        features=("nullable_anyof", "date", "8_tools")),
]

SWIM_CASES = [
    Case("m_swim_direct_absence", "swim", "direct", [Turn(
        "ada wont be at swimming on tuesday, she's got a birthday party. can u let them know",
        calls=[ExpectCall("reportAbsence", {"swimmerId": "ADA-01", "lessonDate": date("2027-01-19"), "makeUpClassId": null_or_absent()})],
        allow=["findClasses"],
        forbid=["transferClass"])],
        features=("date", "person", "strict", "nullable_type_list")),
    Case("m_swim_polite_transfer_ben", "swim", "polite", [Turn(
        "Hello! Would it be possible to move Ben to the Sunday morning Ducklings class from the 24th, if there's a space? "
        "Thank you",
        calls=[ExpectCall("findClasses", {"stage": "Ducklings"}),
               ExpectCall("transferClass", {"swimmerId": "BEN-02", "newClassId": "DK-RIV-SUN-0930", "fromDate": date("2027-01-24")})],
        forbid=["reportAbsence"],
        answer_has=[said("9:30", "09:30", "9.30")])],
        features=("enum", "date", "person", "condition")),
    Case("m_swim_indirect_moving_house", "swim", "indirect", [Turn(
        "we're moving over to the hollybank side of town next month, getting ada to riverside on tuesdays is going to be "
        "a nightmare after that",
        calls=[ExpectCall("findClasses", {"stage": "Stage 3"})],
        forbid=["transferClass", "reportAbsence"],
        answer_has=[said("Saturday"), said("10:00", "10am", "10 am", "10.00")])],
        features=("enum", "nullable_type_list", "person")),
    Case("m_swim_multi_both_kids_away", "swim", "multi_intent", [Turn(
        "we're away at the in-laws from saturday till wednesday, can you tell them neither of the kids will be at their lessons",
        calls=[ExpectCall("reportAbsence", {"swimmerId": "BEN-02", "lessonDate": date("2027-01-16")}),
               ExpectCall("reportAbsence", {"swimmerId": "ADA-01", "lessonDate": date("2027-01-19")})],
        allow=["findClasses"],
        forbid=["transferClass"])],
        features=("date", "person", "strict")),
    Case("m_swim_multi_space_and_absence", "swim", "multi_intent", [Turn(
        "is there still room in the monday ducklings at hollybank? oh and can you mark ben off this saturday, he's poorly",
        calls=[ExpectCall("findClasses", {"stage": "Ducklings"}),
               ExpectCall("reportAbsence", {"swimmerId": "BEN-02", "lessonDate": date("2027-01-16")})],
        forbid=["transferClass"],
        answer_has=[said("1 space", "one space", "1 place", "one place", "1 spot", "one spot", "space left", "spot left",
                         "place left", "1 left", "one left", "1 available", "one available")])],
        features=("enum", "nullable_type_list", "date", "person", "strict")),
    Case("m_swim_no_tool_moving_up", "swim", "no_tool", [Turn(
        "ada's been in stage 3 for ages, why haven't they moved her up yet??",
        forbid=["transferClass", "reportAbsence"],
        answer_has=[said("assess")])],
        features=("policy", "person")),
    Case("m_swim_underspecified_move_ben", "swim", "underspecified", [Turn(
        "can u move ben to a different class",
        allow=["findClasses"],
        forbid=["transferClass"],
        clarify=True)],
        features=("person",)),
    Case("m_swim_multi_turn_make_up", "swim", "multi_turn", [
        Turn("ada's going to miss tuesday's lesson. is there a make up she could do later that week?",
             calls=[ExpectCall("findClasses", {"stage": "Stage 3"})],
             forbid=["transferClass"],
             answer_has=[said("Thursday")]),
        Turn("thursday works. can you sort it",
             calls=[ExpectCall("reportAbsence", {"swimmerId": "ADA-01", "lessonDate": date("2027-01-19"),
                                                 "makeUpClassId": "S3-RIV-THU-1700"})],
             allow=["findClasses"],
             forbid=["transferClass"],
             answer_has=[said("21")])],
        features=("date", "person", "strict", "nullable_type_list")),
]

REMOVALS_CASES = [
    Case("m_move_direct_quote", "removals", "direct", [Turn(
        "quote for a 3 bed house move, BS7 8AA to BA2 4QT on the 12th of march",
        calls=[ExpectCall("quote-move", {"from_postcode": contains("BS7"), "to_postcode": contains("BA2"),
                                         "move_date": date("2027-03-12"), "property": fields(type="house", bedrooms=3)})],
        answer_has=[said_number(949)])],
        features=("nested", "enum", "date", "hyphen_name", "single_tool")),
    Case("m_move_polite_dismantling", "removals", "polite", [Turn(
        "Good morning, could you give me a price for moving a two-bedroom house from CF10 1AA to BS6 5BT on Monday 15th "
        "March, please? We'd also need the beds taken apart and put back together. Many thanks.",
        calls=[ExpectCall("quote-move", {"from_postcode": contains("CF10"), "to_postcode": contains("BS6"),
                                         "move_date": date("2027-03-15"), "property": fields(type="house", bedrooms=2),
                                         "extras": has_items("dismantling")})],
        answer_has=[said_number(762)])],
        features=("nested", "array", "enum", "date", "number_words", "hyphen_name", "single_tool")),
    Case("m_move_indirect_mum_downsizing", "removals", "indirect", [Turn(
        "my mum's downsizing from her four bed house in OX2 to a bungalow in BS9 on the 30th of april. she can't manage "
        "the packing herself at her age. what are we looking at roughly?",
        calls=[ExpectCall("quote-move", {"from_postcode": contains("OX2"), "to_postcode": contains("BS9"),
                                         "move_date": date("2027-04-30"), "property": fields(type="house", bedrooms=4),
                                         "extras": has_items("packing")})],
        answer_has=[said_number(1756)])],
        features=("nested", "array", "enum", "date", "number_words", "hyphen_name", "single_tool")),
    Case("m_move_multi_two_dates", "removals", "multi_intent", [Turn(
        "2 bed flat, 2nd floor, no lift, BS1 5TR to GL50 1AA. how much if we go fri 5th march vs tues 9th march?",
        calls=[ExpectCall("quote-move", {"from_postcode": contains("BS1"), "to_postcode": contains("GL50"), "move_date": date("2027-03-05"),
                                         "property": fields(type="flat", bedrooms=2, floor=2, has_lift=boolean(False))}),
               ExpectCall("quote-move", {"from_postcode": contains("BS1"), "to_postcode": contains("GL50"), "move_date": date("2027-03-09"),
                                         "property": fields(type="flat", bedrooms=2, floor=2, has_lift=boolean(False))})],
        answer_has=[said_number(862), said_number(770)])],
        features=("nested", "boolean", "nullable_type_list", "date", "hyphen_name", "single_tool")),
    Case("m_move_no_tool_heavy_piano", "removals", "no_tool", [Turn(
        "can you lot move my upright piano as well? it's a heavy old thing, about 250kg",
        forbid=["quote-move"],
        answer_has=[said("200"), said("Keys in Transit", "specialist")])],
        features=("policy", "single_tool")),
    Case("m_move_underspecified_flat_to_cardiff", "removals", "underspecified", [Turn(
        "how much would it be to move my flat to cardiff next month?",
        forbid=["quote-move"],
        clarify=True)],
        features=("single_tool",)),
    Case("m_move_multi_turn_add_extras", "removals", "multi_turn", [
        Turn("can i get a price for a 1 bed flat, ground floor, SN1 1AA to BS3 4HG, on the 1st of april",
             calls=[ExpectCall("quote-move", {"from_postcode": contains("SN1"), "to_postcode": contains("BS3"),
                                              "move_date": date("2027-04-01"), "property": fields(type="flat", bedrooms=1)})],
             answer_has=[said_number(522)]),
        Turn("what if we add packing and get you to take the old sofa to the tip?",
             calls=[ExpectCall("quote-move", {"from_postcode": contains("SN1"), "to_postcode": contains("BS3"),
                                              "move_date": date("2027-04-01"), "property": fields(type="flat", bedrooms=1),
                                              "extras": has_items("packing", "disposal")})],
             answer_has=[said_number(667)])],
        features=("nested", "array", "enum", "date", "hyphen_name", "single_tool")),
]

VOLUNTEER_CASES = [
    Case("m_vol_direct_hamper_packing", "volunteer", "direct", [Turn(
        "put me down for hamper packing on the 19th",
        calls=[ExpectCall("listShifts"), ExpectCall("signUp", {"shiftId": "SH-1219-HP", "volunteerId": "V-1187"})],
        allow=["getMyShifts"],
        forbid=["dropShift"],
        answer_has=[said("09:00", "9:00", "9am", "9 am", "9.00")])],
        features=("date", "strict", "camel_case")),
    Case("m_vol_polite_upcoming", "volunteer", "polite", [Turn(
        "Hello! Could you tell me which shifts I've got coming up, please? Thank you 😊",
        calls=[ExpectCall("getMyShifts", {"volunteerId": "V-1187"})],
        forbid=["signUp", "dropShift"],
        answer_has=[said("driv"), said("warehouse"), said("front desk", "front-desk", "front_desk")])],
        features=("boolean", "camel_case")),
    Case("m_vol_indirect_sick_friday", "volunteer", "indirect", [Turn(
        "been throwing up all day 🤢 no way im doing the driving on friday",
        allow=["getMyShifts", "listShifts"],
        forbid=["dropShift", "signUp"],
        answer_has=[said("0121 496 0750", "01214960750", "0121-496-0750")])],
        features=("policy", "camel_case")),
    Case("m_vol_multi_swap_for_hampers", "volunteer", "multi_intent", [Turn(
        "drop my shift on the 17th and put me on the sunday hamper packing instead",
        calls=[ExpectCall("dropShift", {"shiftId": "SH-1217-FD-PM", "volunteerId": "V-1187"}),
               ExpectCall("signUp", {"shiftId": "SH-1220-HP", "volunteerId": "V-1187"})],
        allow=["getMyShifts", "listShifts"])],
        features=("date", "nullable_anyof", "strict", "camel_case")),
    Case("m_vol_no_tool_kitchen", "volunteer", "no_tool", [Turn(
        "how come it never lets me sign up for the kitchen shifts?",
        forbid=["signUp", "dropShift"],
        answer_has=[said("hygiene")])],
        features=("policy", "camel_case")),
    Case("m_vol_underspecified_warehouse", "volunteer", "underspecified", [Turn(
        "stick me on a warehouse shift next week",
        allow=["listShifts", "getMyShifts"],
        forbid=["signUp", "dropShift"],
        clarify=True)],
        features=("date", "camel_case")),
    Case("m_vol_chained_earliest_driver", "volunteer", "chained", [Turn(
        "sign me up for the earliest driver shift next week",
        calls=[ExpectCall("listShifts"), ExpectCall("signUp", {"shiftId": "SH-1215-DR-AM", "volunteerId": "V-1187"})],
        allow=["getMyShifts"],
        forbid=["dropShift"],
        answer_has=[said("Tuesday", "15 Dec", "Dec 15", "15th", "December 15", "15 December", "2026-12-15")])],
        features=("date", "enum", "nullable_type_list", "strict", "camel_case")),
    Case("m_vol_multi_turn_saturday", "volunteer", "multi_turn", [
        Turn("hiya whats going this saturday?",
             calls=[ExpectCall("listShifts", {"fromDate": date("2026-12-12")})],
             forbid=["signUp", "dropShift"],
             answer_has=[said("front desk", "front-desk", "front_desk")]),
        Turn("ill take the front desk one",
             calls=[ExpectCall("signUp", {"shiftId": "SH-1212-FD-AM", "volunteerId": "V-1187"})],
             allow=["listShifts"],
             forbid=["dropShift"])],
        features=("date", "strict", "camel_case")),
]

BAKERY_CASES = [
    Case("m_bake_direct_order", "bakery", "direct", [Turn(
        "need 40 croissants and ten sourdough for thursday",
        calls=[ExpectCall("place-order", {"delivery_date": date("2027-03-18"),
                                          "lines": items(fields(sku="VI-CRS", qty=40), fields(sku="BR-SD800", qty=10))})],
        allow=["get-catalogue"],
        answer_has=[said_number(77.5)])],
        features=("ref", "array", "nested", "strict", "date", "number_words", "hyphen_name")),
    Case("m_bake_polite_outstanding_invoices", "bakery", "polite", [Turn(
        "Morning! Would you mind checking which of our invoices are still outstanding? Many thanks",
        calls=[ExpectCall("get-invoices", {"status": one_of("unpaid", "all")})],
        forbid=["place-order", "pause-standing-order"],
        answer_has=[said("INV-3301", "3301"), said("INV-3342", "3342")])],
        features=("enum", "hyphen_name")),
    Case("m_bake_indirect_nut_allergy", "bakery", "indirect", [Turn(
        "one of my regulars has a nut allergy, which of your pastries could i safely get in for her?",
        calls=[ExpectCall("get-catalogue", {"allergen_free": has_items("nuts")})],
        forbid=["place-order"],
        answer_has=[said("croissant"), said("handles nuts", "handle nuts", "trace", "may contain", "cross-contam",
                                            "same bakery", "same kitchen")])],
        features=("array", "enum", "policy", "hyphen_name")),
    Case("m_bake_multi_pause_and_balance", "bakery", "multi_intent", [Turn(
        "we're shut for easter 29th march - 4th april so pause the standing order for then pls. also what do i still owe you?",
        calls=[ExpectCall("pause-standing-order", {"from_date": date("2027-03-29"), "to_date": date("2027-04-04")}),
               ExpectCall("get-invoices", {"status": one_of("unpaid", "all")})],
        answer_has=[said("817.70", "817.7")])],
        features=("date", "nullable_anyof", "enum", "hyphen_name")),
    Case("m_bake_no_tool_saturday_cutoff", "bakery", "no_tool", [Turn(
        "whats the latest i can get an order in for saturday?",
        forbid=["place-order", "pause-standing-order"],
        answer_has=[said("Friday"), said("14:00", "2pm", "2 pm", "2:00", "2.00", "2 o'clock")])],
        features=("policy", "hyphen_name")),
    Case("m_bake_underspecified_pause", "bakery", "underspecified", [Turn(
        "can u pause my standing order for a bit",
        allow=["get-standing-order"],
        forbid=["pause-standing-order", "place-order"],
        clarify=True)],
        features=("hyphen_name",)),
    Case("m_bake_chained_lemon_drizzle", "bakery", "chained", [Turn(
        "if the vegan lemon drizzle is under £8 a loaf, get me ten for friday",
        calls=[ExpectCall("get-catalogue"),
               ExpectCall("place-order", {"delivery_date": date("2027-03-19"), "lines": items(fields(sku="CK-VGN", qty=10))})],
        answer_has=[said("7.50", "7.5")])],
        features=("condition", "ref", "array", "strict", "date", "number_words", "hyphen_name")),
    Case("m_bake_multi_turn_skip_saturday", "bakery", "multi_turn", [
        Turn("remind me whats on the standing order on saturdays?",
             calls=[ExpectCall("get-standing-order")],
             forbid=["pause-standing-order", "place-order"],
             answer_has=[said("banana")]),
        Turn("skip it this saturday, we've got a private event on",
             calls=[ExpectCall("pause-standing-order", {"from_date": date("2027-03-20"), "to_date": date("2027-03-20")})],
             allow=["get-standing-order"],
             forbid=["place-order"])],
        features=("no_params", "date", "hyphen_name")),
]

CASES: list[Case] = [*OPTICIAN_CASES, *SWIM_CASES, *REMOVALS_CASES, *VOLUNTEER_CASES, *BAKERY_CASES]
