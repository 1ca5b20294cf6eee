"""Fresh generality cases, part F: written independently of the simulated model's engine and of
every other case file (only spec.py, validate.py and the runner's loading code were read).

Five domains, each with a fixed "today" and the signed-in user's facts in its instructions:

- campsite        Heatherbrook Holiday Parks (UK camping & caravan sites). Today Thursday
                  10 June 2027, 09:30 BST. Guest Megan Thorpe, member HB-55120, Leeds, GBP;
                  upcoming bookings HBK-40817 (Whitby) and HBK-41230 (Peak Edge) from a tool.
- invoicing       Ledgerly, a freelance invoicing & timesheet tool. Today Monday 15 March 2027,
                  Europe/Lisbon. Priya Natarajan, freelance UX designer in Lisbon, account
                  FL-2291, base currency EUR, usual day rate 680 EUR; clients in GBP/EUR/CAD/USD.
- irrigation      RainNest smart irrigation controller (one tool). Today Saturday 17 July 2027,
                  07:40 Europe/Madrid. Marta Ibáñez, controller RN-4417, Valencia; four zones,
                  soil sensors on two of them.
- sports_league   Riverside Sunday League (Bristol), fixtures secretary Dan Okafor, admin id
                  RSL-ADM-07. Today Wednesday 6 October 2027, Europe/London. Matches on Sundays.
- mobile_carrier  Atlantic Mobile (Ireland). Today Friday 21 May 2027, 14:20 Europe/Dublin.
                  Aoife Brennan, account 30-5521-884, +353 87 412 6650, plan Flex 30, bill
                  cycle on the 1st, Galway address, EUR.
"""

from __future__ import annotations

import datetime as _dt
import zlib
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    boolean,
    contains,
    date,
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


def _ref(prefix: str, *parts: Any, digits: int = 5) -> str:
    """A deterministic id from the call's arguments."""
    code = zlib.crc32("|".join(str(p) for p in parts).encode()) % (10 ** digits)
    return f"{prefix}{code:0{digits}d}"


def _iso(value: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(value).strip()[:10])
    except ValueError:
        return None


def date_between(low: str, high: str) -> Pred:
    """A date (or date-time) string from `low` to `high`, both included."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and lo <= _dt.date.fromisoformat(v.strip()[:10]) <= hi)


def said_any_number(*values: float) -> Pred:
    """The answer states at least one of these numbers."""
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


def lines_total(expected: float) -> Pred:
    """Invoice line items whose quantity x unit_price add up to `expected`."""

    def test(v: Any) -> bool:
        return isinstance(v, list) and bool(v) and abs(sum(float(i["quantity"]) * float(i["unit_price"]) for i in v) - expected) < 0.01

    return Pred(f"line items totalling {expected}", test)


# =============================================================================================
# 1. campsite: Heatherbrook Holiday Parks
# =============================================================================================

PARKS = {
    "HB-LAK": {"name": "Lakeside Keswick", "town": "Keswick", "region": "lake_district", "keys": ("lak", "keswick", "lake")},
    "HB-COA": {"name": "Coastal Whitby", "town": "Whitby", "region": "yorkshire_coast", "keys": ("coa", "whitby", "coast")},
    "HB-FOR": {"name": "Forest Glen Thetford", "town": "Thetford", "region": "east_anglia", "keys": ("for", "thetford", "forest", "glen")},
    "HB-PEA": {"name": "Peak Edge Hathersage", "town": "Hathersage", "region": "peak_district", "keys": ("pea", "hathersage", "peak")},
}


def _pitch(pid, kind, hookup, amps, pets, price, surface, length, near):
    return {"pitch_id": pid, "pitch_type": kind, "electric_hookup": hookup, "hookup_amps": amps, "pets_allowed": pets,
            "price_per_night_gbp": price, "surface": surface, "max_unit_length_m": length, "nearest_facilities": near}


PITCHES = {
    "HB-LAK": [
        _pitch("LAK-T12", "tent", False, None, True, 18.0, "grass", None, "toilet block B, 60 m"),
        _pitch("LAK-T15", "tent", True, 10, True, 22.0, "grass", None, "toilet block B, 40 m"),
        _pitch("LAK-C04", "caravan", True, 16, True, 34.0, "hardstanding", 8.5, "shower block A, 30 m"),
        _pitch("LAK-C07", "caravan", True, 10, False, 29.0, "grass", 7.0, "shower block A, 90 m"),
        _pitch("LAK-M02", "motorhome", True, 16, True, 36.0, "hardstanding", 9.0, "service point, 20 m"),
        _pitch("LAK-M05", "motorhome", True, 10, False, 31.0, "hardstanding", 7.5, "service point, 70 m"),
        _pitch("LAK-P01", "glamping_pod", True, 6, False, 65.0, "decking", None, "shower block A, 50 m"),
    ],
    "HB-COA": [
        _pitch("COA-T03", "tent", False, None, True, 20.0, "grass", None, "toilet block, 50 m"),
        _pitch("COA-C09", "caravan", True, 16, True, 38.0, "hardstanding", 8.5, "shower block, 25 m"),
        _pitch("COA-C11", "caravan", True, 10, True, 33.0, "grass", 7.5, "shower block, 80 m"),
        _pitch("COA-M01", "motorhome", True, 16, True, 40.0, "hardstanding", 9.5, "service point, 15 m"),
    ],
    "HB-FOR": [
        _pitch("FOR-T01", "tent", False, None, True, 16.0, "grass", None, "toilet block, 70 m"),
        _pitch("FOR-T06", "tent", True, 10, True, 21.0, "grass", None, "toilet block, 30 m"),
        _pitch("FOR-C02", "caravan", True, 16, True, 30.0, "hardstanding", 8.0, "shower block, 40 m"),
        _pitch("FOR-P04", "glamping_pod", True, 6, True, 58.0, "decking", None, "shower block, 20 m"),
    ],
    "HB-PEA": [
        _pitch("PEA-T03", "tent", False, None, True, 17.0, "grass", None, "toilet block, 45 m"),
        _pitch("PEA-C05", "caravan", True, 16, True, 32.0, "hardstanding", 8.0, "shower block, 35 m"),
        _pitch("PEA-P01", "glamping_pod", True, 6, False, 68.0, "decking", None, "shower block, 30 m"),
        _pitch("PEA-P03", "glamping_pod", True, 6, False, 59.0, "decking", None, "shower block, 60 m"),
    ],
}
ALL_PITCHES = {p["pitch_id"]: (park, p) for park, ps in PITCHES.items() for p in ps}

MY_BOOKINGS = {
    "HBK-40817": {"booking_ref": "HBK-40817", "park": "Coastal Whitby", "park_id": "HB-COA", "pitch_id": "COA-C09",
                  "pitch_type": "caravan", "arrive": "2027-07-02", "nights": 3, "depart": "2027-07-05",
                  "party": {"adults": 2, "children": 1, "dogs": 1}, "total_gbp": 123.0, "extras": []},
    "HBK-41230": {"booking_ref": "HBK-41230", "park": "Peak Edge Hathersage", "park_id": "HB-PEA", "pitch_id": "PEA-T03",
                  "pitch_type": "tent", "arrive": "2027-08-20", "nights": 2, "depart": "2027-08-22",
                  "party": {"adults": 2, "children": 0, "dogs": 0}, "total_gbp": 34.0, "extras": []},
}

RULES = {
    "pets": "Dogs welcome on pet-friendly pitches (not in glamping pods): up to 2 dogs per pitch, £3 per dog per night, "
            "always on a lead, exercise area by the north gate.",
    "quiet_hours": "Quiet hours 22:30-07:00; no generators at any time.",
    "campfires": "Open campfires are not permitted. Raised fire pits can be hired at reception for £8 per night; "
                 "BBQs must be raised off the ground.",
    "checkin": "Check-in from 14:00 to 20:00 at reception; check-out by 11:00. Late arrivals use the key safe by the barrier.",
    "vehicles": "One vehicle per pitch; a second car costs £5 per night. 5 mph site speed limit.",
}


def _find_park(park: Any) -> str | None:
    text = str(park or "").casefold()
    for pid, info in PARKS.items():
        if text == pid.casefold() or info["name"].casefold() in text or text in info["name"].casefold() and len(text) >= 3:
            return pid
    for pid, info in PARKS.items():
        if any(k in text for k in info["keys"]) or info["region"].replace("_", " ") in text:
            return pid
    return None


def list_parks(region=None):
    parks = [{"park_id": pid, "name": p["name"], "town": p["town"], "region": p["region"]} for pid, p in PARKS.items()]
    if region:
        parks = [p for p in parks if p["region"] == region]
    return {"parks": parks}


def search_pitches(park, arrive, nights, pitch_type=None, electric_hookup=None, dogs=0):
    pid = _find_park(park)
    if pid is None:
        return {"error": f"unknown park {park!r}"}
    if _iso(arrive) is None:
        return {"error": f"arrive must be a date (YYYY-MM-DD), got {arrive!r}"}
    nights = int(nights)
    dogs = int(dogs or 0)
    found = []
    for p in PITCHES[pid]:
        if pitch_type and p["pitch_type"] != pitch_type:
            continue
        if electric_hookup and not p["electric_hookup"]:
            continue
        if dogs and not p["pets_allowed"]:
            continue
        found.append({"pitch_id": p["pitch_id"], "pitch_type": p["pitch_type"], "electric_hookup": p["electric_hookup"],
                      "pets_allowed": p["pets_allowed"], "price_per_night_gbp": p["price_per_night_gbp"],
                      "total_gbp": round(p["price_per_night_gbp"] * nights + 3.0 * dogs * nights, 2)})
    depart = _iso(arrive) + _dt.timedelta(days=nights)
    return {"park_id": pid, "park": PARKS[pid]["name"], "arrive": str(arrive)[:10], "depart": depart.isoformat(),
            "nights": nights, "available": found}


def get_pitch_details(pitch_id):
    hit = ALL_PITCHES.get(str(pitch_id).upper().strip())
    if not hit:
        return {"error": f"unknown pitch {pitch_id!r}"}
    park, p = hit
    return {**p, "park_id": park, "park": PARKS[park]["name"]}


def book_pitch(pitch_id, arrive, nights, party, vehicle_reg=None, notes=None):
    hit = ALL_PITCHES.get(str(pitch_id).upper().strip())
    if not hit:
        return {"error": f"unknown pitch {pitch_id!r}"}
    if _iso(arrive) is None:
        return {"error": f"arrive must be a date (YYYY-MM-DD), got {arrive!r}"}
    park, p = hit
    party = party or {}
    dogs = int(party.get("dogs") or 0)
    if dogs and not p["pets_allowed"]:
        return {"error": f"pitch {p['pitch_id']} does not allow pets"}
    nights = int(nights)
    total = round(p["price_per_night_gbp"] * nights + 3.0 * dogs * nights, 2)
    return {"status": "confirmed", "booking_ref": _ref("HBK-", pitch_id, arrive, nights), "park": PARKS[park]["name"],
            "pitch_id": p["pitch_id"], "arrive": str(arrive)[:10],
            "depart": (_iso(arrive) + _dt.timedelta(days=nights)).isoformat(), "nights": nights,
            "party": party, "vehicle_reg": vehicle_reg, "total_gbp": total, "guest": "Megan Thorpe"}


def list_my_bookings():
    return {"member_id": "HB-55120", "bookings": list(MY_BOOKINGS.values())}


def cancel_booking(booking_ref, reason=None):
    b = MY_BOOKINGS.get(str(booking_ref).upper().strip())
    if not b:
        return {"error": f"no booking {booking_ref!r} on this account"}
    return {"status": "cancelled", "booking_ref": b["booking_ref"], "park": b["park"], "refund_gbp": b["total_gbp"],
            "refund_to": "Visa ending 4471", "cancellation_id": _ref("CX-", booking_ref)}


def change_booking_dates(booking_ref, arrive, nights=None):
    b = MY_BOOKINGS.get(str(booking_ref).upper().strip())
    if not b:
        return {"error": f"no booking {booking_ref!r} on this account"}
    if _iso(arrive) is None:
        return {"error": f"arrive must be a date (YYYY-MM-DD), got {arrive!r}"}
    n = int(nights or b["nights"])
    return {"status": "changed", "booking_ref": b["booking_ref"], "park": b["park"], "pitch_id": b["pitch_id"],
            "old_arrive": b["arrive"], "arrive": str(arrive)[:10], "nights": n,
            "depart": (_iso(arrive) + _dt.timedelta(days=n)).isoformat(), "price_difference_gbp": 0.0}


EXTRA_PRICES = {"firewood": 7.5, "gas_bottle": 24.0, "late_checkout": 15.0, "bike_hire": 18.0, "breakfast_hamper": 22.0}


def add_extras(booking_ref, extras):
    b = MY_BOOKINGS.get(str(booking_ref).upper().strip())
    if not b:
        return {"error": f"no booking {booking_ref!r} on this account"}
    lines = []
    for e in extras or []:
        item, qty = e.get("item"), int(e.get("quantity") or 1)
        if item not in EXTRA_PRICES:
            return {"error": f"unknown extra {item!r}"}
        lines.append({"item": item, "quantity": qty, "price_gbp": round(EXTRA_PRICES[item] * qty, 2)})
    return {"status": "added", "booking_ref": b["booking_ref"], "extras": lines,
            "extras_total_gbp": round(sum(line["price_gbp"] for line in lines), 2), "collect_at": "reception on arrival"}


def get_site_rules(park, topic):
    pid = _find_park(park)
    if pid is None:
        return {"error": f"unknown park {park!r}"}
    if topic not in RULES:
        return {"error": f"unknown topic {topic!r}"}
    return {"park": PARKS[pid]["name"], "topic": topic, "rules": RULES[topic]}


PARTY_DEFS = {
    "party": {
        "type": "object",
        "description": "Who is staying.",
        "properties": {
            "adults": {"type": "integer", "minimum": 1},
            "children": {"type": "integer", "minimum": 0, "description": "Under 16s."},
            "dogs": {"type": "integer", "minimum": 0, "maximum": 2},
        },
        "required": ["adults"],
    }
}
PITCH_TYPES = ["tent", "caravan", "motorhome", "glamping_pod"]

CAMPSITE_TOOLS = [
    ToolDef("list_parks", "List Heatherbrook parks (id, name, town, region).",
            {"type": "object", "properties": {
                "region": {"type": ["string", "null"],
                           "enum": ["lake_district", "yorkshire_coast", "east_anglia", "peak_district", None],
                           "description": "Only parks in this region."}}},
            list_parks),
    ToolDef("search_pitches", "Find available pitches at a park for a stay, with prices in GBP.",
            {"type": "object", "properties": {
                "park": {"type": "string", "description": "Park id (e.g. HB-LAK) or park name."},
                "arrive": {"type": "string", "format": "date", "description": "Arrival date, YYYY-MM-DD."},
                "nights": {"type": "integer", "minimum": 1, "maximum": 21},
                "pitch_type": {"type": "string", "enum": PITCH_TYPES},
                "electric_hookup": {"type": "boolean", "description": "Only pitches with an electric hook-up."},
                "dogs": {"type": "integer", "minimum": 0, "maximum": 2, "description": "Dogs coming (filters to pet-friendly pitches)."}},
             "required": ["park", "arrive", "nights"]},
            search_pitches),
    ToolDef("get_pitch_details", "Full details of one pitch: surface, hook-up amps, max unit length, pets, facilities.",
            {"type": "object", "properties": {"pitch_id": {"type": "string", "description": "e.g. LAK-C04"}},
             "required": ["pitch_id"]},
            get_pitch_details),
    ToolDef("book_pitch", "Book a pitch for the signed-in member. Charges the card on file.",
            {"type": "object", "$defs": PARTY_DEFS, "properties": {
                "pitch_id": {"type": "string"},
                "arrive": {"type": "string", "format": "date"},
                "nights": {"type": "integer", "minimum": 1, "maximum": 21},
                "party": {"$ref": "#/$defs/party"},
                "vehicle_reg": {"type": ["string", "null"], "description": "Vehicle registration for the barrier, if known."},
                "notes": {"type": "string", "description": "Requests for the site team."}},
             "required": ["pitch_id", "arrive", "nights", "party"]},
            book_pitch, act=True),
    ToolDef("list_my_bookings", "The member's upcoming bookings.",
            {"type": "object", "properties": {}},
            list_my_bookings),
    ToolDef("cancel_booking", "Cancel one of the member's bookings (full refund more than 7 days before arrival).",
            {"type": "object", "properties": {
                "booking_ref": {"type": "string", "description": "e.g. HBK-40817"},
                "reason": {"type": "string"}},
             "required": ["booking_ref"]},
            cancel_booking, act=True),
    ToolDef("change_booking_dates", "Move a booking to a new arrival date, same pitch.",
            {"type": "object", "properties": {
                "booking_ref": {"type": "string"},
                "arrive": {"type": "string", "format": "date", "description": "New arrival date."},
                "nights": {"type": "integer", "minimum": 1, "description": "New length of stay; leave out to keep the current one."}},
             "required": ["booking_ref", "arrive"]},
            change_booking_dates, act=True),
    ToolDef("add_extras", "Add paid extras to a booking, collected at reception.",
            {"type": "object", "properties": {
                "booking_ref": {"type": "string"},
                "extras": {"type": "array", "minItems": 1, "items": {
                    "type": "object", "properties": {
                        "item": {"type": "string", "enum": list(EXTRA_PRICES)},
                        "quantity": {"type": "integer", "minimum": 1}},
                    "required": ["item", "quantity"]}}},
             "required": ["booking_ref", "extras"]},
            add_extras, act=True),
    ToolDef("get_site_rules", "A park's rules on one topic.",
            {"type": "object", "properties": {
                "park": {"type": "string", "description": "Park id or name."},
                "topic": {"type": "string", "enum": list(RULES)}},
             "required": ["park", "topic"]},
            get_site_rules),
]
CAMPSITE_ACTS = ["book_pitch", "cancel_booking", "change_booking_dates", "add_extras"]

CAMPSITE = Domain(
    "campsite",
    CAMPSITE_TOOLS,
    "You are the booking assistant in the Heatherbrook Holiday Parks app (camping and caravan parks in England). "
    "Today is Thursday 10 June 2027, 09:30 BST. The signed-in member is Megan Thorpe (member id HB-55120), "
    "from Leeds; prices are in GBP and bookings are charged to her saved Visa ending 4471. "
    "Parks: Lakeside Keswick (HB-LAK, Lake District), Coastal Whitby (HB-COA, Yorkshire coast), "
    "Forest Glen Thetford (HB-FOR, East Anglia), Peak Edge Hathersage (HB-PEA, Peak District). "
    "Use the tools to check availability, book and manage stays; confirm what you did with the booking reference.",
)


# =============================================================================================
# 2. invoicing: Ledgerly
# =============================================================================================

CLIENTS = {
    "CL-014": {"client_id": "CL-014", "name": "Northwind Studio Ltd", "city": "London", "currency": "GBP", "email": "ap@northwind.studio"},
    "CL-022": {"client_id": "CL-022", "name": "Kessler Ventures GmbH", "city": "Berlin", "currency": "EUR", "email": "rechnung@kessler-ventures.de"},
    "CL-031": {"client_id": "CL-031", "name": "Maple & Pine Co.", "city": "Toronto", "currency": "CAD", "email": "billing@mapleandpine.ca"},
    "CL-037": {"client_id": "CL-037", "name": "Bluefin Labs Inc.", "city": "San Francisco", "currency": "USD", "email": "finance@bluefinlabs.io"},
}

INVOICES = {
    "INV-2027-009": {"invoice_id": "INV-2027-009", "client_id": "CL-022", "client": "Kessler Ventures GmbH", "currency": "EUR",
                     "total": 1800.0, "status": "paid", "issued": "2027-02-01", "due": "2027-02-28", "paid_on": "2027-02-19",
                     "description": "January: design system audit"},
    "INV-2027-011": {"invoice_id": "INV-2027-011", "client_id": "CL-014", "client": "Northwind Studio Ltd", "currency": "GBP",
                     "total": 2400.0, "status": "overdue", "issued": "2027-02-01", "due": "2027-03-01", "paid_on": None,
                     "description": "January: checkout redesign sprint", "days_overdue": 14},
    "INV-2027-014": {"invoice_id": "INV-2027-014", "client_id": "CL-037", "client": "Bluefin Labs Inc.", "currency": "USD",
                     "total": 3150.0, "status": "sent", "issued": "2027-03-01", "due": "2027-03-31", "paid_on": None,
                     "description": "February: dashboard UX, milestone 1"},
    "INV-2027-016": {"invoice_id": "INV-2027-016", "client_id": "CL-031", "client": "Maple & Pine Co.", "currency": "CAD",
                     "total": 2200.0, "status": "draft", "issued": None, "due": "2027-04-15", "paid_on": None,
                     "description": "Brand illustrations set"},
}

TIME_ENTRIES = [
    ("CL-014", "2027-01-11", 7.0, "checkout flow audit"), ("CL-014", "2027-01-19", 8.0, "checkout redesign"),
    ("CL-022", "2027-02-03", 4.0, "discovery workshop"), ("CL-022", "2027-02-09", 6.5, "user flows"),
    ("CL-022", "2027-02-16", 5.0, "wireframes v1"), ("CL-022", "2027-02-24", 6.0, "usability test prep"),
    ("CL-037", "2027-02-02", 8.0, "dashboard research"), ("CL-037", "2027-02-10", 7.5, "dashboard wireframes"),
    ("CL-037", "2027-02-18", 8.0, "hi-fi mockups"), ("CL-037", "2027-02-25", 6.5, "prototype and handoff"),
    ("CL-031", "2027-03-02", 5.0, "illustration sketches"), ("CL-022", "2027-03-08", 3.0, "onboarding kickoff"),
]

RATES_TO_EUR = {"EUR": 1.0, "USD": 0.92, "GBP": 1.17, "CAD": 0.68, "CHF": 1.04}


def _client(ref: Any) -> dict | None:
    text = str(ref or "").casefold().strip()
    if not text:
        return None
    for c in CLIENTS.values():
        if text == c["client_id"].casefold() or text in c["name"].casefold() or text == c["email"]:
            return c
    words = [w for w in text.replace("&", " ").replace(",", " ").split() if len(w) >= 4]
    for c in CLIENTS.values():
        if any(w in c["name"].casefold() for w in words):
            return c
    return None


def find_client(query):
    c = _client(query)
    return {"clients": [c] if c else []}


def list_invoices(status=None, client_id=None):
    out = list(INVOICES.values())
    if client_id:
        c = _client(client_id)
        if c is None:
            return {"error": f"unknown client {client_id!r}"}
        out = [i for i in out if i["client_id"] == c["client_id"]]
    if status:
        out = [i for i in out if i["status"] == status]
    return {"invoices": out}


def create_invoice(client_id, currency, line_items, due_date, notes=None):
    c = _client(client_id)
    if c is None:
        return {"error": f"unknown client {client_id!r}"}
    lines = [{**li, "amount": round(float(li["quantity"]) * float(li["unit_price"]), 2)} for li in line_items or []]
    return {"status": "draft", "invoice_id": "INV-2027-017", "client": c["name"], "currency": str(currency).upper(),
            "lines": lines, "total": round(sum(li["amount"] for li in lines), 2), "issued": "2027-03-15",
            "due": due_date, "notes": notes}


def send_invoice(invoice_id, to_email=None, message=None):
    inv = INVOICES.get(str(invoice_id).upper().strip())
    if not inv:
        return {"error": f"unknown invoice {invoice_id!r}"}
    return {"status": "sent", "invoice_id": inv["invoice_id"], "to": to_email or CLIENTS[inv["client_id"]]["email"],
            "sent_at": "2027-03-15T10:12:00+00:00", "total": inv["total"], "currency": inv["currency"]}


def send_payment_reminder(invoice_id, tone="friendly"):
    inv = INVOICES.get(str(invoice_id).upper().strip())
    if not inv:
        return {"error": f"unknown invoice {invoice_id!r}"}
    if inv["status"] in ("paid", "draft"):
        return {"error": f"invoice {inv['invoice_id']} is {inv['status']}; no reminder needed"}
    return {"status": "reminder_sent", "reminder_id": _ref("RM-", invoice_id, tone, digits=4), "invoice_id": inv["invoice_id"],
            "tone": tone, "to": CLIENTS[inv["client_id"]]["email"], "amount_due": inv["total"], "currency": inv["currency"]}


def mark_invoice_paid(invoice_id, paid_on, amount_received=None):
    inv = INVOICES.get(str(invoice_id).upper().strip())
    if not inv:
        return {"error": f"unknown invoice {invoice_id!r}"}
    received = inv["total"] if amount_received is None else float(amount_received)
    return {"status": "paid" if received >= inv["total"] else "part_paid", "invoice_id": inv["invoice_id"],
            "paid_on": paid_on, "amount_received": received, "currency": inv["currency"],
            "balance": round(inv["total"] - received, 2)}


def log_hours(client_id, date, hours, description):
    c = _client(client_id)
    if c is None:
        return {"error": f"unknown client {client_id!r}"}
    return {"status": "logged", "entry_id": _ref("TE-", client_id, date, hours, digits=6), "client": c["name"],
            "date": date, "hours": hours, "description": description}


def get_timesheet(start_date, end_date, client_id=None):
    lo, hi = _iso(start_date), _iso(end_date)
    if lo is None or hi is None:
        return {"error": "start_date and end_date must be dates (YYYY-MM-DD)"}
    c = None
    if client_id:
        c = _client(client_id)
        if c is None:
            return {"error": f"unknown client {client_id!r}"}
    entries = [{"client_id": cid, "client": CLIENTS[cid]["name"], "date": d, "hours": h, "description": desc}
               for cid, d, h, desc in TIME_ENTRIES if lo <= _iso(d) <= hi and (c is None or cid == c["client_id"])]
    return {"from": lo.isoformat(), "to": hi.isoformat(), "entries": entries,
            "total_hours": round(sum(e["hours"] for e in entries), 2)}


def convert_amount(amount, from_currency, to_currency):
    src, dst = str(from_currency).upper(), str(to_currency).upper()
    if src not in RATES_TO_EUR or dst not in RATES_TO_EUR:
        return {"error": f"unsupported currency pair {src}/{dst}"}
    rate = RATES_TO_EUR[src] / RATES_TO_EUR[dst]
    return {"amount": amount, "from": src, "to": dst, "rate": round(rate, 4), "converted": round(float(amount) * rate, 2),
            "rate_date": "2027-03-15"}


INVOICING_TOOLS = [
    ToolDef("find_client", "Look up a client by name, email or id.",
            {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
            find_client),
    ToolDef("list_invoices", "List invoices, optionally filtered by status and client.",
            {"type": "object", "properties": {
                "status": {"anyOf": [{"type": "string", "enum": ["draft", "sent", "overdue", "paid"]}, {"type": "null"}]},
                "client_id": {"anyOf": [{"type": "string", "description": "e.g. CL-014"}, {"type": "null"}]}}},
            list_invoices),
    ToolDef("create_invoice", "Create a draft invoice (not sent until send_invoice).",
            {"type": "object",
             "$defs": {"line_item": {
                 "type": "object",
                 "properties": {
                     "description": {"type": "string"},
                     "quantity": {"type": "number", "description": "Hours, days or items."},
                     "unit": {"type": "string", "enum": ["hour", "day", "item"]},
                     "unit_price": {"type": "number", "description": "Price per unit in the invoice currency."}},
                 "required": ["description", "quantity", "unit", "unit_price"],
                 "additionalProperties": False}},
             "properties": {
                 "client_id": {"type": "string"},
                 "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code, e.g. EUR."},
                 "line_items": {"type": "array", "items": {"$ref": "#/$defs/line_item"}},
                 "due_date": {"type": "string", "format": "date"},
                 "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Shown at the bottom of the invoice."}},
             "required": ["client_id", "currency", "line_items", "due_date", "notes"],
             "additionalProperties": False},
            create_invoice, act=True, strict=True),
    ToolDef("send_invoice", "Email an invoice to the client (default: the client's billing email).",
            {"type": "object", "properties": {
                "invoice_id": {"type": "string"},
                "to_email": {"type": "string", "format": "email"},
                "message": {"type": "string"}},
             "required": ["invoice_id"]},
            send_invoice, act=True),
    ToolDef("send_payment_reminder", "Email the client a reminder about an unpaid invoice.",
            {"type": "object", "properties": {
                "invoice_id": {"type": "string"},
                "tone": {"type": "string", "enum": ["friendly", "firm", "final_notice"]}},
             "required": ["invoice_id"]},
            send_payment_reminder, act=True),
    ToolDef("mark_invoice_paid", "Record a payment received for an invoice.",
            {"type": "object", "properties": {
                "invoice_id": {"type": "string"},
                "paid_on": {"type": "string", "format": "date"},
                "amount_received": {"type": "number", "description": "In the invoice currency; default the full total."}},
             "required": ["invoice_id", "paid_on"]},
            mark_invoice_paid, act=True),
    ToolDef("log_hours", "Add a timesheet entry.",
            {"type": "object", "properties": {
                "client_id": {"type": "string"},
                "date": {"type": "string", "format": "date"},
                "hours": {"type": "number", "exclusiveMinimum": 0, "maximum": 24},
                "description": {"type": "string"}},
             "required": ["client_id", "date", "hours", "description"]},
            log_hours, act=True),
    ToolDef("get_timesheet", "Timesheet entries and total hours between two dates, optionally for one client.",
            {"type": "object", "properties": {
                "start_date": {"type": "string", "format": "date"},
                "end_date": {"type": "string", "format": "date"},
                "client_id": {"type": ["string", "null"]}},
             "required": ["start_date", "end_date"]},
            get_timesheet),
    ToolDef("convert_amount", "Convert an amount between currencies at today's rate.",
            {"type": "object", "properties": {
                "amount": {"type": "number"},
                "from_currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
                "to_currency": {"type": "string", "pattern": "^[A-Z]{3}$"}},
             "required": ["amount", "from_currency", "to_currency"]},
            convert_amount),
]
INVOICING_ACTS = ["create_invoice", "send_invoice", "send_payment_reminder", "mark_invoice_paid", "log_hours"]

INVOICING = Domain(
    "invoicing",
    INVOICING_TOOLS,
    "You are the assistant inside Ledgerly, an invoicing and timesheet app for freelancers. "
    "Today is Monday 15 March 2027 (Europe/Lisbon). The user is Priya Natarajan, a freelance UX designer based in "
    "Lisbon, Portugal (Ledgerly account FL-2291, VAT PT289114502). Her base currency is EUR; she bills each client in "
    "the client's own currency. Client ids look like CL-014 and invoice ids like INV-2027-011. "
    "Use the tools to look things up and to act; never invent amounts.",
)


# =============================================================================================
# 3. irrigation: RainNest (one tool)
# =============================================================================================

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
ZONES = ["front_lawn", "back_lawn", "veg_beds", "greenhouse"]
IRR_TODAY = _dt.datetime(2027, 7, 17, 7, 40)


def set_zone_schedule(zone, days, start_time, duration_minutes, skip_if_moisture_above, enabled):
    if zone not in ZONES:
        return {"error": f"unknown zone {zone!r}"}
    days = list(days or [])
    if any(d not in WEEKDAYS for d in days):
        return {"error": f"days must be among {WEEKDAYS}"}
    try:
        hour, minute = (int(x) for x in str(start_time).split(":")[:2])
    except ValueError:
        return {"error": f"start_time must be HH:MM, got {start_time!r}"}
    next_run = None
    if enabled and days:
        for offset in range(8):
            when = (IRR_TODAY + _dt.timedelta(days=offset)).replace(hour=hour, minute=minute)
            if WEEKDAYS[when.weekday()] in days and when > IRR_TODAY:
                next_run = when.isoformat(timespec="minutes")
                break
    sensor = zone in ("veg_beds", "greenhouse")
    return {"status": "saved", "schedule_id": _ref("SCH-", zone, digits=4), "zone": zone, "days": days,
            "start_time": f"{hour:02d}:{minute:02d}", "duration_minutes": duration_minutes,
            "skip_if_moisture_above": skip_if_moisture_above if sensor else None,
            "moisture_skip_active": bool(sensor and skip_if_moisture_above is not None),
            "enabled": enabled, "next_run": next_run, "replaces_previous_schedule": True}


IRRIGATION_TOOLS = [
    ToolDef("set_zone_schedule",
            "Create or replace the weekly watering schedule of one zone on the RainNest controller.",
            {"type": "object", "properties": {
                "zone": {"type": "string", "enum": ZONES},
                "days": {"type": "array", "items": {"type": "string", "enum": WEEKDAYS}, "description": "Days of the week it runs."},
                "start_time": {"type": "string", "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$", "description": "Local time, 24 h HH:MM."},
                "duration_minutes": {"type": "integer", "minimum": 1, "maximum": 120},
                "skip_if_moisture_above": {"type": ["number", "null"],
                                           "description": "Skip a run when the zone's soil sensor reads above this % (zones with a sensor only); null: never skip."},
                "enabled": {"type": "boolean"}},
             "required": ["zone", "days", "start_time", "duration_minutes", "skip_if_moisture_above", "enabled"],
             "additionalProperties": False},
            set_zone_schedule, act=True, strict=True),
]

IRRIGATION = Domain(
    "irrigation",
    IRRIGATION_TOOLS,
    "You are the assistant in the RainNest app for a smart garden irrigation controller. Today is Saturday "
    "17 July 2027, 07:40 (Europe/Madrid); a heatwave is forecast all week. The user is Marta Ibáñez, controller RN-4417 "
    "at her house in Valencia. Zones: front_lawn (sprinklers), back_lawn (sprinklers), veg_beds (drip line, soil sensor "
    "now reading 28% moisture), greenhouse (drip line, soil sensor now reading 22%). Current schedules: front_lawn Sun "
    "06:00 for 20 min; back_lawn Sun 06:15 for 20 min; veg_beds Tue and Fri 07:00 for 15 min; greenhouse none. "
    "Saving a schedule for a zone replaces that zone's current one.",
)


# =============================================================================================
# 4. sports_league: Riverside Sunday League
# =============================================================================================


def _fx(fid, day, kick, home, away, venue, ref, status="scheduled", score=None):
    return {"fixture_id": fid, "date": day, "kick_off": kick, "home": home, "away": away, "venue": venue,
            "referee": ref, "status": status, "score": score}


FIXTURES = [
    _fx("FX-0926-A", "2027-09-26", "10:30", "Bedminster Town", "Fishponds United", "Greville Smyth Park", "Tom Fairley", "played", "1-2"),
    _fx("FX-0926-B", "2027-09-26", "10:30", "St Anne's Athletic", "Harbourside Rovers", "St Anne's Park", "Gary Holt", "played", "0-3"),
    _fx("FX-0926-C", "2027-09-26", "14:00", "Redland Wanderers", "Kingswood Rangers", "Redland Green", "Priya Shah", "played", "2-2"),
    _fx("FX-1003-A", "2027-10-03", "10:30", "Harbourside Rovers", "Bedminster Town", "Baltic Wharf Rec", "Gary Holt", "awaiting_result"),
    _fx("FX-1003-B", "2027-10-03", "10:30", "Fishponds United", "Redland Wanderers", "Fishponds Playing Fields", "Sam Adeyemi", "awaiting_result"),
    _fx("FX-1003-C", "2027-10-03", "14:00", "Kingswood Rangers", "St Anne's Athletic", "Kingswood Common", "Priya Shah", "awaiting_result"),
    _fx("FX-1010-A", "2027-10-10", "10:30", "Redland Wanderers", "Harbourside Rovers", "Redland Green", "Tom Fairley"),
    _fx("FX-1010-B", "2027-10-10", "10:30", "St Anne's Athletic", "Fishponds United", "St Anne's Park", None),
    _fx("FX-1010-C", "2027-10-10", "14:00", "Bedminster Town", "Kingswood Rangers", "Greville Smyth Park", "Gary Holt"),
    _fx("FX-1017-A", "2027-10-17", "10:30", "Harbourside Rovers", "Kingswood Rangers", "Baltic Wharf Rec", None),
    _fx("FX-1017-B", "2027-10-17", "10:30", "Fishponds United", "Bedminster Town", "Fishponds Playing Fields", "Sam Adeyemi"),
    _fx("FX-1017-C", "2027-10-17", "14:00", "St Anne's Athletic", "Redland Wanderers", "St Anne's Park", "Lena Brooks"),
]
FIXTURE_BY_ID = {f["fixture_id"]: f for f in FIXTURES}


def _plain(text: Any) -> str:
    return str(text or "").casefold().replace("'", "").replace("\u2019", "").replace(".", "")


def _team_hit(query: str, team: str) -> bool:
    q, t = _plain(query), _plain(team)
    if q in t:
        return True
    words = [w for w in q.replace("&", " ").split() if len(w) >= 4 and w not in ("united", "town", "athletic")]
    return any(w in t for w in words)


def get_fixtures(team=None, date_from=None, date_to=None, status=None):
    lo, hi = _iso(date_from) if date_from else None, _iso(date_to) if date_to else None
    out = []
    for f in FIXTURES:
        day = _iso(f["date"])
        if team and not (_team_hit(team, f["home"]) or _team_hit(team, f["away"])):
            continue
        if lo and day < lo or hi and day > hi:
            continue
        if status and status != "any" and f["status"] != status:
            continue
        out.append(f)
    return {"league": "Riverside Sunday League - Division 1", "fixtures": out}


def record_result(fixture_id, home_score, away_score, scorers=None, walkover=False):
    f = FIXTURE_BY_ID.get(str(fixture_id).upper().strip())
    if not f:
        return {"error": f"unknown fixture {fixture_id!r}"}
    if f["status"] == "scheduled":
        return {"error": f"fixture {f['fixture_id']} has not been played yet ({f['date']})"}
    return {"status": "result_recorded", "fixture_id": f["fixture_id"], "result": f"{f['home']} {home_score}-{away_score} {f['away']}",
            "walkover": bool(walkover), "scorers_recorded": len(scorers or []), "table_updated": True}


def assign_referee(fixture_id, referee_name, role="referee"):
    f = FIXTURE_BY_ID.get(str(fixture_id).upper().strip())
    if not f:
        return {"error": f"unknown fixture {fixture_id!r}"}
    return {"status": "assigned", "assignment_id": _ref("RA-", fixture_id, referee_name, role, digits=4),
            "fixture_id": f["fixture_id"], "match": f"{f['home']} v {f['away']}", "date": f["date"], "kick_off": f["kick_off"],
            "referee_name": referee_name, "role": role, "notified_by": "SMS and email"}


LEAGUE_TOOLS = [
    ToolDef("get_fixtures", "League fixtures with venue, kick-off, referee, status and score.",
            {"type": "object", "properties": {
                "team": {"type": ["string", "null"], "description": "Only fixtures involving this team."},
                "date_from": {"type": "string", "format": "date"},
                "date_to": {"type": "string", "format": "date"},
                "status": {"type": "string", "enum": ["scheduled", "awaiting_result", "played", "any"]}}},
            get_fixtures),
    ToolDef("record_result", "Enter the final score of a played fixture (updates the table).",
            {"type": "object", "properties": {
                "fixture_id": {"type": "string", "description": "e.g. FX-1003-A"},
                "home_score": {"type": "integer", "minimum": 0},
                "away_score": {"type": "integer", "minimum": 0},
                "scorers": {"type": "array", "items": {
                    "type": "object", "properties": {
                        "player": {"type": "string"},
                        "side": {"type": "string", "enum": ["home", "away"]},
                        "minute": {"type": "integer", "minimum": 1, "maximum": 130}},
                    "required": ["player", "side"]}},
                "walkover": {"type": "boolean", "description": "True when the match was awarded, not played."}},
             "required": ["fixture_id", "home_score", "away_score"]},
            record_result, act=True),
    ToolDef("assign_referee", "Appoint a match official to a fixture and notify them.",
            {"type": "object", "properties": {
                "fixture_id": {"type": "string"},
                "referee_name": {"type": "string"},
                "role": {"type": "string", "enum": ["referee", "assistant_1", "assistant_2"]}},
             "required": ["fixture_id", "referee_name"]},
            assign_referee, act=True),
]
LEAGUE_ACTS = ["record_result", "assign_referee"]

SPORTS_LEAGUE = Domain(
    "sports_league",
    LEAGUE_TOOLS,
    "You help run the Riverside Sunday League (amateur football, Bristol, Division 1: Harbourside Rovers, St Anne's "
    "Athletic, Fishponds United, Redland Wanderers, Bedminster Town, Kingswood Rangers). All matches are on Sundays. "
    "Today is Wednesday 6 October 2027 (Europe/London). You are talking to Dan Okafor, the league's fixtures secretary "
    "(admin id RSL-ADM-07), who enters results and appoints referees.",
)


# =============================================================================================
# 5. mobile_carrier: Atlantic Mobile
# =============================================================================================

EU_EEA = {"AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IT", "LV", "LT", "LU", "MT",
          "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "NO", "IS", "LI"}
ROAM_ZONES = {
    "europe_plus": ({"GB", "CH", "TR", "AD", "MC"}, {"day": 5.0, "week": 20.0, "month": 45.0, "payg_mb": 0.9}),
    "world_1": ({"US", "CA", "MX"}, {"day": 6.0, "week": 25.0, "month": 60.0, "payg_mb": 1.5}),
    "world_2": ({"JP", "AU", "NZ", "KR", "SG", "TH", "AE", "IN", "BR", "ZA"}, {"day": 8.0, "week": 35.0, "month": 80.0, "payg_mb": 2.5}),
}
COUNTRY_NAMES = {"CH": "Switzerland", "GB": "United Kingdom", "US": "United States", "CA": "Canada", "JP": "Japan",
                 "NO": "Norway", "AU": "Australia", "FR": "France", "ES": "Spain", "MX": "Mexico", "TR": "Turkey"}
PLANS = [
    {"plan_id": "basic_10", "name": "Basic 10", "data_gb": 10, "price_eur_month": 15.0, "eu_roaming_gb": 8},
    {"plan_id": "flex_30", "name": "Flex 30", "data_gb": 30, "price_eur_month": 30.0, "eu_roaming_gb": 18, "current": True},
    {"plan_id": "flex_60", "name": "Flex 60", "data_gb": 60, "price_eur_month": 40.0, "eu_roaming_gb": 25},
    {"plan_id": "unlimited_max", "name": "Unlimited Max", "data_gb": "unlimited", "price_eur_month": 50.0, "eu_roaming_gb": 35},
]
ADDONS = {"data_5gb": ("5GB Data Top-up", 5.0), "data_20gb": ("20GB Data Top-up", 15.0),
          "roam_day_pass": ("Roam Day Pass", None), "roam_week_pass": ("Roam Week Pass", None), "roam_month_pass": ("Roam Month Pass", None)}


def _zone(code: str):
    for name, (countries, prices) in ROAM_ZONES.items():
        if code in countries:
            return name, prices
    return None, None


def get_account_summary():
    return {"account": "30-5521-884", "holder": "Aoife Brennan", "number": "+353 87 412 6650", "plan": "Flex 30",
            "cycle": {"start": "2027-05-01", "end": "2027-05-31", "renews": "2027-06-01"},
            "data": {"allowance_gb": 30, "used_gb": 26.4, "remaining_gb": 3.6},
            "active_addons": [], "roaming_enabled": True, "sim": {"type": "physical", "iccid_last4": "8813"},
            "bill_estimate_eur": 30.0}


def get_roaming_rates(country_code):
    code = str(country_code).upper().strip()
    if len(code) != 2 or not code.isalpha():
        return {"error": f"country_code must be an ISO 3166 alpha-2 code, got {country_code!r}"}
    name = COUNTRY_NAMES.get(code, code)
    if code == "IE":
        return {"country": "Ireland", "note": "This is your home country; no roaming charges."}
    if code in EU_EEA:
        return {"country": name, "zone": "EU/EEA", "roam_like_at_home": True,
                "summary": "Included in your plan at no extra cost: calls, texts and data as at home (fair use 18 GB on Flex 30).",
                "passes": []}
    zone, prices = _zone(code)
    if zone is None:
        return {"country": name, "zone": "world_3", "roam_like_at_home": False, "payg": {"data_per_mb_eur": 4.0, "calls_per_min_eur": 2.5},
                "passes": []}
    return {"country": name, "zone": zone, "roam_like_at_home": False,
            "payg": {"data_per_mb_eur": prices["payg_mb"], "calls_per_min_eur": 1.2, "texts_each_eur": 0.4},
            "passes": [
                {"addon_id": "roam_day_pass", "name": "Roam Day Pass", "price_eur": prices["day"], "data": "1 GB per day", "valid": "24 hours"},
                {"addon_id": "roam_week_pass", "name": "Roam Week Pass", "price_eur": prices["week"], "data": "5 GB", "valid": "7 days"},
                {"addon_id": "roam_month_pass", "name": "Roam Month Pass", "price_eur": prices["month"], "data": "15 GB", "valid": "30 days"}]}


def add_data_addon(addon_id, country_code, start_date):
    if addon_id not in ADDONS:
        return {"error": f"unknown add-on {addon_id!r}"}
    name, price = ADDONS[addon_id]
    if addon_id.startswith("roam_"):
        if not country_code:
            return {"error": "country_code is required for roaming passes"}
        zone, prices = _zone(str(country_code).upper())
        if zone is None:
            return {"error": f"no roaming pass is sold for {country_code!r}"}
        price = prices[addon_id.split("_")[1]]
    start = start_date or "2027-05-21"
    return {"status": "added", "order_id": _ref("ADD-", addon_id, country_code, start, digits=6), "addon": name,
            "country_code": country_code, "starts": start, "price_eur": price, "charged_to": "next bill (2027-06-01)"}


def list_plans():
    return {"plans": PLANS}


def change_plan(plan_id, when):
    wanted = str(plan_id).casefold().strip()
    plan = next((p for p in PLANS if wanted in (p["plan_id"], p["name"].casefold())), None)
    if plan is None:
        return {"error": f"unknown plan {plan_id!r}"}
    effective = "2027-05-21" if when == "immediately" else "2027-06-01"
    return {"status": "scheduled" if when != "immediately" else "changed", "change_id": _ref("PC-", plan_id, when, digits=5),
            "from_plan": "Flex 30", "to_plan": plan["name"], "effective": effective, "new_price_eur_month": plan["price_eur_month"]}


def replace_sim(reason, sim_type, delivery=None):
    if sim_type == "esim":
        return {"status": "ordered", "order_id": _ref("SIM-", reason, sim_type, digits=6), "sim_type": "esim",
                "activation": "QR code emailed to aoife.brennan@eircom.net within 15 minutes",
                "old_sim_blocked": reason in ("lost", "stolen")}
    address = delivery or {"line1": "14 Claddagh Quay", "town": "Galway", "eircode": "H91 X2F3"}
    return {"status": "ordered", "order_id": _ref("SIM-", reason, sim_type, digits=6), "sim_type": "physical",
            "deliver_to": address, "arrives_by": "2027-05-25", "old_sim_blocked": reason in ("lost", "stolen")}


def set_roaming(enabled, spend_cap_eur=None):
    return {"status": "updated", "roaming_enabled": bool(enabled), "spend_cap_eur": spend_cap_eur}


CARRIER_TOOLS = [
    ToolDef("get_account_summary", "The account's plan, data used and left this cycle, add-ons, SIM and bill estimate.",
            {"type": "object", "properties": {}, "additionalProperties": False},
            get_account_summary),
    ToolDef("get_roaming_rates", "Roaming charges and passes for a country.",
            {"type": "object", "properties": {
                "country_code": {"type": "string", "pattern": "^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2, e.g. FR."}},
             "required": ["country_code"]},
            get_roaming_rates),
    ToolDef("add_data_addon", "Buy a data top-up or a roaming pass; billed on the next bill.",
            {"type": "object", "properties": {
                "addon_id": {"type": "string", "enum": list(ADDONS)},
                "country_code": {"type": ["string", "null"], "description": "ISO alpha-2 country; required for roam_* passes."},
                "start_date": {"type": ["string", "null"], "description": "YYYY-MM-DD the pass starts; null: now."}},
             "required": ["addon_id", "country_code", "start_date"],
             "additionalProperties": False},
            add_data_addon, act=True, strict=True),
    ToolDef("list_plans", "Plans available to switch to.",
            {"type": "object", "properties": {}},
            list_plans),
    ToolDef("change_plan", "Switch the account to another plan.",
            {"type": "object", "properties": {
                "plan_id": {"type": "string"},
                "when": {"type": "string", "enum": ["immediately", "next_billing_cycle"]}},
             "required": ["plan_id", "when"]},
            change_plan, act=True),
    ToolDef("replace_sim", "Order a replacement SIM (physical card posted, or eSIM by QR code). Blocks the old SIM if lost or stolen.",
            {"type": "object", "properties": {
                "reason": {"type": "string", "enum": ["lost", "stolen", "damaged", "esim_switch", "upgrade"]},
                "sim_type": {"type": "string", "enum": ["physical", "esim"]},
                "delivery": {"anyOf": [
                    {"type": "object", "properties": {
                        "line1": {"type": "string"}, "line2": {"type": "string"},
                        "town": {"type": "string"}, "eircode": {"type": "string"}},
                     "required": ["line1", "town"]},
                    {"type": "null"}],
                    "description": "Postal address for a physical SIM; null: the account address."}},
             "required": ["reason", "sim_type"]},
            replace_sim, act=True),
    ToolDef("set_roaming", "Turn roaming on or off, optionally with a monthly roaming spend cap.",
            {"type": "object", "properties": {
                "enabled": {"type": "boolean"},
                "spend_cap_eur": {"type": ["number", "null"]}},
             "required": ["enabled"]},
            set_roaming, act=True),
]
CARRIER_ACTS = ["add_data_addon", "change_plan", "replace_sim", "set_roaming"]

MOBILE_CARRIER = Domain(
    "mobile_carrier",
    CARRIER_TOOLS,
    "You are the support assistant in the Atlantic Mobile app (mobile network, Ireland). Today is Friday 21 May 2027, "
    "14:20 (Europe/Dublin). The customer is Aoife Brennan, account 30-5521-884, mobile +353 87 412 6650, on the Flex 30 "
    "plan (30 GB, EUR 30 a month); her billing cycle starts on the 1st of each month. Home address: 14 Claddagh Quay, "
    "Galway H91 X2F3. Prices are in EUR. Help with plans, roaming, add-ons and SIMs using the tools.",
)

DOMAINS: list[Domain] = [CAMPSITE, INVOICING, IRRIGATION, SPORTS_LEAGUE, MOBILE_CARRIER]


# =============================================================================================
# Cases
# =============================================================================================

CASES: list[Case] = [
    # ---------------------------------------------------------------- campsite (11)
    Case("f_camp_book_pitch_direct", "campsite", "direct", [
        Turn("book LAK-C04 for 3 nights from the 25th pls. 2 adults + 1 dog, car reg is YX21 KPD",
             calls=[ExpectCall("book_pitch", {"pitch_id": "LAK-C04", "arrive": date("2027-06-25"), "nights": 3,
                                              "party": fields(adults=2, dogs=1), "vehicle_reg": contains("YX21")})],
             allow=["search_pitches", "get_pitch_details"],
             answer_has=[said("HBK-")]),
    ], features=("ref", "nested", "date", "nullable_type_list", "8_tools")),

    Case("f_camp_move_dates_direct", "campsite", "direct", [
        Turn("Move booking HBK-40817 so we arrive 9 July instead of the 2nd, still 3 nights.",
             calls=[ExpectCall("change_booking_dates", {"booking_ref": "HBK-40817", "arrive": date("2027-07-09")})],
             allow=["list_my_bookings"],
             answer_has=[said("9 July", "July 9", "2027-07-09", "9th", "09/07", "Friday")]),
    ], features=("date", "8_tools")),

    Case("f_camp_dog_rules_polite", "campsite", "polite", [
        Turn("Hi there, would you be able to tell me what the rules are for dogs at the Whitby park? "
             "We'd be bringing our two spaniels. Thank you!",
             calls=[ExpectCall("get_site_rules", {"park": matches(r"COA|whitby"), "topic": "pets"})],
             forbid=CAMPSITE_ACTS, allow=["list_parks"],
             answer_has=[said("£3", "3 per dog", "£3.00", "3 GBP")]),
    ], features=("enum", "8_tools")),

    Case("f_camp_weekend_motorhome_indirect", "campsite", "indirect", [
        Turn("thinking of taking the campervan up to the lakes this weekend, fri to sun. we'll need electric. anything going?",
             calls=[ExpectCall("search_pitches", {"park": matches(r"LAK|keswick|lake"), "arrive": date("2027-06-11"), "nights": 2,
                                                  "pitch_type": "motorhome"})],
             forbid=CAMPSITE_ACTS, allow=["list_parks"],
             answer_has=[said("LAK-M02", "LAK-M05", "M02", "M05")]),
    ], features=("date", "enum", "boolean", "8_tools")),

    Case("f_camp_cancel_and_extras_multi", "campsite", "multi_intent", [
        Turn("the peak district trip is off so cancel HBK-41230. and for whitby can you add 2 bags of firewood and a gas bottle",
             calls=[ExpectCall("cancel_booking", {"booking_ref": "HBK-41230"}),
                    ExpectCall("add_extras", {"booking_ref": "HBK-40817",
                                              "extras": has_items(fields(item="firewood", quantity=2), fields(item="gas_bottle"))})],
             allow=["list_my_bookings"],
             answer_has=[said("refund", "cancelled", "canceled")]),
    ], features=("array", "nested", "enum", "8_tools")),

    Case("f_camp_checkin_campfires_multi", "campsite", "multi_intent", [
        Turn("what time can we check in at whitby? and are campfires allowed there?",
             calls=[ExpectCall("get_site_rules", {"park": matches(r"COA|whitby"), "topic": "checkin"}),
                    ExpectCall("get_site_rules", {"park": matches(r"COA|whitby"), "topic": "campfires"})],
             forbid=CAMPSITE_ACTS, allow=["list_parks"],
             answer_has=[said("14:00", "2pm", "2 pm", "2:00", "2.00"), said("fire pit", "not permitted", "not allowed", "aren't allowed", "no open")]),
    ], features=("enum", "8_tools")),

    Case("f_camp_hardstanding_no_tool", "campsite", "no_tool", [
        Turn("whats actually the difference between a hardstanding pitch and a grass one? is hardstanding worth it for a big twin axle if it's been raining?",
             forbid=CAMPSITE_ACTS),
    ], features=("advice", "8_tools")),

    Case("f_camp_tent_next_month_under", "campsite", "underspecified", [
        Turn("can you book us a tent pitch at forest glen sometime next month",
             forbid=["book_pitch"], allow=["list_parks"], clarify=True),
    ], features=("8_tools",)),

    Case("f_camp_cheapest_pod_chained", "campsite", "chained", [
        Turn("find me a glamping pod at peak edge for 2 nights from tomorrow and just book whichever's cheapest. it's me and my partner, no pets",
             calls=[ExpectCall("search_pitches", {"park": matches(r"PEA|peak"), "arrive": date("2027-06-11"), "nights": 2,
                                                  "pitch_type": "glamping_pod"}),
                    ExpectCall("book_pitch", {"pitch_id": "PEA-P03", "arrive": date("2027-06-11"), "nights": 2,
                                              "party": fields(adults=2)})],
             allow=["list_parks", "get_pitch_details"],
             answer_has=[said("PEA-P03"), said("HBK-")]),
    ], features=("date", "enum", "ref", "8_tools")),

    Case("f_camp_amps_cheapest_caravan_chained", "campsite", "chained", [
        Turn("how many amps is the hookup on the cheapest caravan pitch at keswick? would be 2 nights from the 18th",
             calls=[ExpectCall("search_pitches", {"park": matches(r"LAK|keswick"), "arrive": date("2027-06-18"), "nights": 2,
                                                  "pitch_type": "caravan"}),
                    ExpectCall("get_pitch_details", {"pitch_id": "LAK-C07"})],
             forbid=CAMPSITE_ACTS, allow=["list_parks"],
             answer_has=[said_number(10)]),
    ], features=("date", "8_tools")),

    Case("f_camp_search_then_book_multi_turn", "campsite", "multi_turn", [
        Turn("any caravan pitches with hook up at whitby for 4 nights from the 25th?",
             calls=[ExpectCall("search_pitches", {"park": matches(r"COA|whitby"), "arrive": date("2027-06-25"), "nights": 4,
                                                  "pitch_type": "caravan"})],
             forbid=CAMPSITE_ACTS, allow=["list_parks"],
             answer_has=[said("COA-C11", "C11"), said("COA-C09", "C09")]),
        Turn("great, book the cheaper one. 2 adults and our two kids, reg LC19 WXP",
             calls=[ExpectCall("book_pitch", {"pitch_id": "COA-C11", "arrive": date("2027-06-25"), "nights": 4,
                                              "party": fields(adults=2, children=2), "vehicle_reg": contains("LC19")})],
             allow=["get_pitch_details"],
             answer_has=[said("HBK-")]),
    ], features=("date", "ref", "number_words", "8_tools")),

    # ---------------------------------------------------------------- invoicing (11)
    Case("f_inv_log_hours_direct", "invoicing", "direct", [
        Turn("log 3.5 hrs against CL-022 for today - wireframes for the onboarding flow",
             calls=[ExpectCall("log_hours", {"client_id": "CL-022", "date": date("2027-03-15"), "hours": number(3.5),
                                             "description": contains("wirefram")})],
             allow=["find_client"]),
    ], features=("number", "date", "8_tools")),

    Case("f_inv_friendly_reminder_polite", "invoicing", "polite", [
        Turn("Hi! Could you please send a friendly reminder for INV-2027-011? It's a couple of weeks late now. Thanks so much",
             calls=[ExpectCall("send_payment_reminder", {"invoice_id": "INV-2027-011", "tone": "friendly"})],
             allow=["list_invoices"],
             answer_has=[said("ap@northwind.studio", "Northwind")]),
    ], features=("enum", "8_tools")),

    Case("f_inv_northwind_paid_indirect", "invoicing", "indirect", [
        Turn("did northwind ever actually pay me for the january work?",
             calls=[ExpectCall("list_invoices")],
             forbid=INVOICING_ACTS, allow=["find_client"],
             answer_has=[said("overdue", "not been paid", "hasn't been paid", "haven't paid", "hasn't paid", "unpaid", "not paid", "outstanding"),
                         said_number(2400)]),
    ], features=("nullable_anyof", "8_tools")),

    Case("f_inv_bluefin_hours_indirect", "invoicing", "indirect", [
        Turn("bluefin are asking how many hours i put into their project in february before they release the next milestone payment",
             calls=[ExpectCall("get_timesheet", {"start_date": date("2027-02-01"), "end_date": date("2027-02-28")})],
             forbid=INVOICING_ACTS, allow=["find_client"],
             answer_has=[said_number(30)]),
    ], features=("date", "nullable_type_list", "8_tools")),

    Case("f_inv_paid_and_send_multi", "invoicing", "multi_intent", [
        Turn("INV-2027-014 came in on friday, the full $3,150 - mark it paid. and fire off INV-2027-016 to maple & pine while you're at it",
             calls=[ExpectCall("mark_invoice_paid", {"invoice_id": "INV-2027-014", "paid_on": date("2027-03-12")}),
                    ExpectCall("send_invoice", {"invoice_id": "INV-2027-016"})],
             allow=["list_invoices", "find_client"],
             answer_has=[said("billing@mapleandpine.ca", "Maple")]),
    ], features=("date", "number", "8_tools")),

    Case("f_inv_currency_advice_no_tool", "invoicing", "no_tool", [
        Turn("general q - is it smarter to bill my toronto client in CAD or in euros? who ends up eating the exchange rate risk either way?",
             forbid=INVOICING_ACTS, allow=["find_client"]),
    ], features=("advice", "iso_code", "8_tools")),

    Case("f_inv_reminder_wording_no_tool", "invoicing", "no_tool", [
        Turn("how would you word a late payment email so it's firm but not rude? just want a few tips, i'll write it myself",
             forbid=INVOICING_ACTS),
    ], features=("how_to", "8_tools")),

    Case("f_inv_new_invoice_under", "invoicing", "underspecified", [
        Turn("need to bill bluefin labs, can you set up an invoice for me",
             forbid=["create_invoice", "send_invoice"], allow=["find_client", "list_invoices", "get_timesheet"], clarify=True),
    ], features=("8_tools",)),

    Case("f_inv_bluefin_in_euros_chained", "invoicing", "chained", [
        Turn("roughly what's the bluefin invoice worth in euros?",
             calls=[ExpectCall("list_invoices"),
                    ExpectCall("convert_amount", {"amount": number(3150), "from_currency": "USD", "to_currency": "EUR"})],
             forbid=INVOICING_ACTS, allow=["find_client"],
             answer_has=[said_number(2898)]),
    ], features=("iso_code", "number", "8_tools")),

    Case("f_inv_timesheet_to_invoice_chained", "invoicing", "chained", [
        Turn("can you invoice kessler for everything i logged with them in feb? 85 an hour, due 30 days from today",
             calls=[ExpectCall("get_timesheet", {"start_date": date("2027-02-01"), "end_date": date("2027-02-28")}),
                    ExpectCall("create_invoice", {"client_id": "CL-022", "currency": "EUR", "line_items": lines_total(1827.5),
                                                  "due_date": date_between("2027-04-13", "2027-04-15")})],
             allow=["find_client"],
             answer_has=[said_any_number(1827.5, 21.5)]),
    ], features=("ref", "array", "nested", "nullable_anyof", "strict", "date", "8_tools")),

    Case("f_inv_overdue_then_remind_multi_turn", "invoicing", "multi_turn", [
        Turn("anything overdue at the moment?",
             calls=[ExpectCall("list_invoices")],
             forbid=INVOICING_ACTS,
             answer_has=[said("INV-2027-011", "Northwind")]),
        Turn("ugh. send them a firm reminder",
             calls=[ExpectCall("send_payment_reminder", {"invoice_id": "INV-2027-011", "tone": "firm"})],
             allow=["list_invoices"]),
    ], features=("enum", "nullable_anyof", "8_tools")),

    # ---------------------------------------------------------------- irrigation (7)
    Case("f_irr_front_lawn_direct", "irrigation", "direct", [
        Turn("front lawn: mon wed fri, 6:30am, 20 mins",
             calls=[ExpectCall("set_zone_schedule", {"zone": "front_lawn", "days": items("mon", "wed", "fri"),
                                                     "start_time": time_of_day("06:30"), "duration_minutes": 20,
                                                     "enabled": boolean(True)})]),
    ], features=("enum", "array", "strict", "1_tool")),

    Case("f_irr_back_lawn_polite", "irrigation", "polite", [
        Turn("Could you please set the back lawn to come on at 5 in the morning on Tuesdays, Thursdays and Saturdays, "
             "for 25 minutes each time? Thank you!",
             calls=[ExpectCall("set_zone_schedule", {"zone": "back_lawn", "days": items("tue", "thu", "sat"),
                                                     "start_time": time_of_day("05:00"), "duration_minutes": 25})]),
    ], features=("enum", "array", "strict", "1_tool")),

    Case("f_irr_greenhouse_daily_indirect", "irrigation", "indirect", [
        Turn("honestly the greenhouse needs water every single day in this heat. first thing, 7 o'clock, a quarter of an hour should do it",
             calls=[ExpectCall("set_zone_schedule", {"zone": "greenhouse",
                                                     "days": items("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
                                                     "start_time": time_of_day("07:00"), "duration_minutes": 15})]),
    ], features=("enum", "array", "number_words", "strict", "1_tool")),

    Case("f_irr_two_lawns_multi", "irrigation", "multi_intent", [
        Turn("put the front lawn on mondays and thursdays at 6am for 12 minutes, and do the back lawn the same but at 6.15",
             calls=[ExpectCall("set_zone_schedule", {"zone": "front_lawn", "days": items("mon", "thu"),
                                                     "start_time": time_of_day("06:00"), "duration_minutes": 12}),
                    ExpectCall("set_zone_schedule", {"zone": "back_lawn", "days": items("mon", "thu"),
                                                     "start_time": time_of_day("06:15"), "duration_minutes": 12})]),
    ], features=("enum", "array", "strict", "1_tool")),

    Case("f_irr_morning_or_evening_no_tool", "irrigation", "no_tool", [
        Turn("in this kind of heat is it better to water early in the morning or in the evening? and why",
             forbid=["set_zone_schedule"]),
    ], features=("advice", "1_tool")),

    Case("f_irr_greenhouse_schedule_under", "irrigation", "underspecified", [
        Turn("can you sort out a watering schedule for the greenhouse",
             forbid=["set_zone_schedule"], clarify=True),
    ], features=("1_tool",)),

    Case("f_irr_veg_beds_correction_multi_turn", "irrigation", "multi_turn", [
        Turn("set the veg beds to tue thu and sat at 8pm, 15 min",
             calls=[ExpectCall("set_zone_schedule", {"zone": "veg_beds", "days": items("tue", "thu", "sat"),
                                                     "start_time": time_of_day("20:00"), "duration_minutes": 15})]),
        Turn("actually make that 10 minutes, and skip it if the soil's already above 35%",
             calls=[ExpectCall("set_zone_schedule", {"zone": "veg_beds", "days": items("tue", "thu", "sat"),
                                                     "start_time": time_of_day("20:00"), "duration_minutes": 10,
                                                     "skip_if_moisture_above": number(35)})]),
    ], features=("enum", "array", "number", "nullable_type_list", "strict", "1_tool")),

    # ---------------------------------------------------------------- sports_league (8)
    Case("f_league_record_draw_direct", "sports_league", "direct", [
        Turn("result for FX-1003-B: fishponds 2 redland 2",
             calls=[ExpectCall("record_result", {"fixture_id": "FX-1003-B", "home_score": 2, "away_score": 2})],
             allow=["get_fixtures"]),
    ], features=("integer",)),

    Case("f_league_who_refs_polite", "sports_league", "polite", [
        Turn("Morning Dan here - would you mind checking who's refereeing the Harbourside game this Sunday, please?",
             calls=[ExpectCall("get_fixtures", {"team": contains("harbourside")})],
             forbid=LEAGUE_ACTS,
             answer_has=[said("Tom Fairley")]),
    ], features=("nullable_type_list", "date")),

    Case("f_league_missing_score_indirect", "sports_league", "indirect", [
        Turn("has anyone sent in the score from kingswood v st anne's on sunday? not heard a thing",
             calls=[ExpectCall("get_fixtures", {"team": matches(r"kingswood|anne")})],
             forbid=LEAGUE_ACTS,
             answer_has=[said("awaiting", "not been", "hasn't been", "no result", "not yet", "isn't in", "not in yet", "not recorded",
                              "no score")]),
    ], features=("person",)),

    Case("f_league_two_results_multi", "sports_league", "multi_intent", [
        Turn("sunday's scores: rovers beat bedminster 3-1 (FX-1003-A), and kingswood v st anne's (FX-1003-C) finished nil-nil",
             calls=[ExpectCall("record_result", {"fixture_id": "FX-1003-A", "home_score": 3, "away_score": 1}),
                    ExpectCall("record_result", {"fixture_id": "FX-1003-C", "home_score": 0, "away_score": 0})],
             allow=["get_fixtures"]),
    ], features=("integer", "number_words")),

    Case("f_league_tiebreak_no_tool", "sports_league", "no_tool", [
        Turn("general question, when two teams finish level on points is it usually goal difference first or head to head?",
             forbid=LEAGUE_ACTS),
    ], features=("conceptual",)),

    Case("f_league_ref_no_fixture_under", "sports_league", "underspecified", [
        Turn("can you put Priya Shah down as ref",
             forbid=["assign_referee"], allow=["get_fixtures"], clarify=True),
    ], features=("person",)),

    Case("f_league_assign_missing_ref_chained", "sports_league", "chained", [
        Turn("st anne's home game this sunday still hasn't got a ref - stick Lena Brooks on it",
             calls=[ExpectCall("get_fixtures"),
                    ExpectCall("assign_referee", {"fixture_id": "FX-1010-B", "referee_name": contains("Lena Brooks")})],
             answer_has=[said("Fishponds", "FX-1010-B")]),
    ], features=("person", "date")),

    Case("f_league_weekend_then_next_multi_turn", "sports_league", "multi_turn", [
        Turn("what's on this weekend?",
             calls=[ExpectCall("get_fixtures", {"date_from": date_between("2027-10-06", "2027-10-10")})],
             forbid=LEAGUE_ACTS,
             answer_has=[said("Redland"), said("Kingswood")]),
        Turn("and the sunday after?",
             calls=[ExpectCall("get_fixtures", {"date_from": date_between("2027-10-11", "2027-10-17")})],
             forbid=LEAGUE_ACTS,
             answer_has=[said("Lena Brooks", "17 October", "October 17", "17th", "2027-10-17", "17 Oct", "Oct 17", "FX-1017")]),
    ], features=("date",)),

    # ---------------------------------------------------------------- mobile_carrier (8)
    Case("f_carrier_20gb_direct", "mobile_carrier", "direct", [
        Turn("add the 20gb top up to my account please",
             calls=[ExpectCall("add_data_addon", {"addon_id": "data_20gb"})],
             allow=["get_account_summary"],
             answer_has=[said_number(15)]),
    ], features=("enum", "strict", "nullable_type_list")),

    Case("f_carrier_japan_rates_polite", "mobile_carrier", "polite", [
        Turn("Hello, could you tell me how much it would cost to use my phone in Japan? I'm going there for work next month.",
             calls=[ExpectCall("get_roaming_rates", {"country_code": "JP"})],
             forbid=CARRIER_ACTS,
             answer_has=[said_any_number(8, 35, 80, 2.5)]),
    ], features=("iso_code",)),

    Case("f_carrier_new_york_bill_indirect", "mobile_carrier", "indirect", [
        Turn("flying to new york on tuesday for a week for work, really don't want to come home to a massive bill",
             calls=[ExpectCall("get_roaming_rates", {"country_code": "US"})],
             forbid=CARRIER_ACTS, allow=["get_account_summary"],
             answer_has=[said("week pass", "week-pass", "weekly pass", "Roam Week")]),
    ], features=("iso_code",)),

    Case("f_carrier_plan_and_esim_multi", "mobile_carrier", "multi_intent", [
        Turn("switch me to the unlimited plan from my next bill, and swap my physical sim for an esim while you're at it",
             calls=[ExpectCall("change_plan", {"plan_id": one_of("unlimited_max", "Unlimited Max"), "when": "next_billing_cycle"}),
                    ExpectCall("replace_sim", {"reason": one_of("esim_switch", "upgrade"), "sim_type": "esim"})],
             allow=["list_plans", "get_account_summary"],
             answer_has=[said("Unlimited Max", "unlimited")]),
    ], features=("enum", "nullable_anyof", "nested")),

    Case("f_carrier_wifi_calling_no_tool", "mobile_carrier", "no_tool", [
        Turn("does wifi calling still work abroad if i've got roaming switched off?",
             forbid=CARRIER_ACTS),
    ], features=("conceptual",)),

    Case("f_carrier_roam_pass_under", "mobile_carrier", "underspecified", [
        Turn("can you stick a roaming pass on my account for my trip",
             forbid=["add_data_addon"], allow=["get_account_summary"], clarify=True),
    ], features=("strict",)),

    Case("f_carrier_canada_cheapest_chained", "mobile_carrier", "chained", [
        Turn("what's the cheapest way to have data in canada for a week from june 2nd? just add whatever works out cheapest",
             calls=[ExpectCall("get_roaming_rates", {"country_code": "CA"}),
                    ExpectCall("add_data_addon", {"addon_id": "roam_week_pass", "country_code": "CA",
                                                  "start_date": date("2027-06-02")})],
             allow=["get_account_summary"],
             answer_has=[said_number(25)]),
    ], features=("iso_code", "date", "strict", "nullable_type_list")),

    Case("f_carrier_swiss_then_norway_multi_turn", "mobile_carrier", "multi_turn", [
        Turn("how much is roaming in switzerland?",
             calls=[ExpectCall("get_roaming_rates", {"country_code": "CH"})],
             forbid=CARRIER_ACTS,
             answer_has=[said_any_number(5, 20, 45, 0.9)]),
        Turn("and norway?",
             calls=[ExpectCall("get_roaming_rates", {"country_code": "NO"})],
             forbid=CARRIER_ACTS,
             answer_has=[said("included", "like at home", "no extra", "free", "at no cost")]),
    ], features=("iso_code",)),
]
