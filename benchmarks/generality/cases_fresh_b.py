"""Fresh generality cases, set B: five domains written independently of the engine.

Domains: expense reports (receipts, mileage, per diem in several currencies, approval), real-estate
viewings (listings, viewing slots, offers, mortgage estimates), bike share and scooters (stations,
unlock, end ride, ride history, passes, wallet), a cloud cost and ops console (projects, budgets,
alerts, scaling, restarts, logs) and grocery delivery (products, basket, slots, substitutions,
orders). Today is Thursday 10 December 2026 in every domain.

Expectations describe what a competent gpt-4.1-mini would do, not what the simulator does.
"""

from __future__ import annotations

import re
import unicodedata

from spec import (
    Case,
    Domain,
    ExpectCall,
    ToolDef,
    Turn,
    at,
    between,
    boolean,
    contains,
    date,
    fields,
    has_items,
    number,
    said,
    said_number,
)

# ---------------------------------------------------------------------------------------------
# Small helpers shared by the fakes
# ---------------------------------------------------------------------------------------------


def _fold(text: object) -> str:
    """Lower-case, accents stripped (Nørreport -> norreport), punctuation as spaces."""
    raw = str(text or "").replace("ø", "o").replace("Ø", "O").replace("æ", "ae").replace("å", "a")
    raw = unicodedata.normalize("NFKD", raw)
    raw = "".join(ch for ch in raw if not unicodedata.combining(ch))
    return re.sub(r"[^a-z0-9]+", " ", raw.lower()).strip()


def _day(value: object) -> str | None:
    """The ISO date at the start of a date or date-time string, or None."""
    match = re.match(r"\s*(\d{4}-\d{2}-\d{2})", str(value or ""))
    return match.group(1) if match else None


def _hhmm(value: object) -> str | None:
    """The first HH:MM found in a string (after the date part), 24 h."""
    text = str(value or "")
    text = re.sub(r"^\s*\d{4}-\d{2}-\d{2}[T ]?", "", text)
    match = re.search(r"(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?|(\d{1,2})\s*([ap]\.?m\.?)", text, re.I)
    if not match:
        return None
    hour = int(match.group(1) or match.group(4))
    minute = int(match.group(2) or 0)
    ampm = (match.group(3) or match.group(5) or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    return f"{hour:02d}:{minute:02d}"




# =============================================================================================
# 1. Expense reports
# =============================================================================================

_TO_GBP = {"GBP": 1.0, "EUR": 0.86, "USD": 0.79, "JPY": 0.0052, "DKK": 0.115, "CHF": 0.90}

_REPORTS = {
    "ER-2041": {
        "report_id": "ER-2041", "title": "Berlin client visit", "status": "draft", "created": "2026-12-02",
        "currency": "GBP",
        "expenses": [
            {"expense_id": "EX-5510", "date": "2026-12-03", "merchant": "Heathrow Express", "category": "rail",
             "amount": 25.00, "currency": "GBP", "amount_gbp": 25.00, "receipt_id": "RC-7701"},
            {"expense_id": "EX-5511", "date": "2026-12-04", "merchant": "Café Einstein", "category": "meals",
             "amount": 6.80, "currency": "EUR", "amount_gbp": 5.85, "receipt_id": None},
            {"expense_id": "EX-5512", "date": "2026-12-04", "merchant": "Café Einstein", "category": "meals",
             "amount": 6.80, "currency": "EUR", "amount_gbp": 5.85, "receipt_id": None},
        ],
    },
    "ER-2044": {
        "report_id": "ER-2044", "title": "Reading site visits", "status": "draft", "created": "2026-12-08",
        "currency": "GBP",
        "expenses": [
            {"expense_id": "EX-5520", "date": "2026-12-08", "merchant": "Broad Street Mall car park",
             "category": "parking", "amount": 12.00, "currency": "GBP", "amount_gbp": 12.00, "receipt_id": None},
        ],
    },
    "ER-2033": {
        "report_id": "ER-2033", "title": "Lisbon offsite", "status": "submitted", "created": "2026-11-20",
        "currency": "GBP", "submitted_on": "2026-11-27",
        "expenses": [
            {"expense_id": "EX-5401", "date": "2026-11-23", "merchant": "TAP Air Portugal", "category": "airfare",
             "amount": 318.40, "currency": "GBP", "amount_gbp": 318.40, "receipt_id": "RC-7602"},
            {"expense_id": "EX-5402", "date": "2026-11-26", "merchant": "Memmo Alfama Hotel", "category": "lodging",
             "amount": 1083.00, "currency": "EUR", "amount_gbp": 931.38, "receipt_id": "RC-7610"},
            {"expense_id": "EX-5403", "date": "2026-11-25", "merchant": "Time Out Market", "category": "meals",
             "amount": 40.07, "currency": "EUR", "amount_gbp": 34.57, "receipt_id": "RC-7611"},
        ],
    },
    "ER-1998": {
        "report_id": "ER-1998", "title": "Web Summit October", "status": "paid", "created": "2026-10-30",
        "currency": "GBP", "submitted_on": "2026-11-02", "paid_on": "2026-11-15",
        "expenses": [
            {"expense_id": "EX-5150", "date": "2026-10-28", "merchant": "Web Summit", "category": "other",
             "amount": 2310.00, "currency": "GBP", "amount_gbp": 2310.00, "receipt_id": "RC-7455"},
        ],
    },
}

_APPROVALS = {
    "ER-2033": {"report_id": "ER-2033", "status": "pending_approval", "approver": "Priya Nair",
                "approver_email": "priya.nair@northwind.example", "submitted_on": "2026-11-27",
                "last_reminder_sent": "2026-12-07", "comments": []},
    "ER-1998": {"report_id": "ER-1998", "status": "paid", "approver": "Priya Nair",
                "approver_email": "priya.nair@northwind.example", "approved_on": "2026-11-05",
                "paid_on": "2026-11-15", "comments": ["Approved - thanks Jordan"]},
}

_RECEIPTS = [
    {"receipt_id": "RC-7701", "date": "2026-12-03", "merchant": "Heathrow Express", "amount": 25.00,
     "currency": "GBP", "city": "London", "status": "attached", "expense_id": "EX-5510"},
    {"receipt_id": "RC-7781", "date": "2026-12-03", "merchant": "Bolt (ride)", "amount": 23.40,
     "currency": "EUR", "city": "Berlin", "status": "unattached", "expense_id": None},
    {"receipt_id": "RC-7782", "date": "2026-12-04", "merchant": "Hotel Adlon Kempinski", "amount": 412.00,
     "currency": "EUR", "city": "Berlin", "status": "unattached", "expense_id": None},
    {"receipt_id": "RC-7790", "date": "2026-12-04", "merchant": "Zur Letzten Instanz (lunch)", "amount": 38.50,
     "currency": "EUR", "city": "Berlin", "status": "unattached", "expense_id": None},
    {"receipt_id": "RC-7795", "date": "2026-12-07", "merchant": "Addison Lee taxi", "amount": 18.20,
     "currency": "GBP", "city": "London", "status": "unattached", "expense_id": None},
]

# daily meals & incidentals rate, lodging cap per night, local currency
_PER_DIEM = {
    "GB": {"currency": "GBP", "default": (35, 150), "london": (45, 220)},
    "DE": {"currency": "EUR", "default": (42, 140), "berlin": (49, 170), "frankfurt": (52, 190), "munich": (52, 195)},
    "FR": {"currency": "EUR", "default": (45, 150), "paris": (60, 210)},
    "PT": {"currency": "EUR", "default": (34, 120), "lisbon": (38, 150)},
    "US": {"currency": "USD", "default": (59, 180), "new york": (79, 310), "san francisco": (79, 295)},
    "JP": {"currency": "JPY", "default": (7500, 18000), "tokyo": (9800, 24000)},
    "DK": {"currency": "DKK", "default": (420, 1300), "copenhagen": (480, 1500)},
}


def exp_list_reports(status: str | None = None, **_: object) -> dict:
    rows = []
    for r in _REPORTS.values():
        if status and status != "all" and r["status"] != status:
            continue
        rows.append({"report_id": r["report_id"], "title": r["title"], "status": r["status"],
                     "created": r["created"], "expense_count": len(r["expenses"]),
                     "total_gbp": round(sum(e["amount_gbp"] for e in r["expenses"]), 2)})
    return {"reports": rows, "count": len(rows)}


def exp_get_report(report_id: str = "", **_: object) -> dict:
    r = _REPORTS.get(str(report_id).strip().upper())
    if not r:
        return {"error": f"report {report_id!r} not found"}
    return {**r, "total_gbp": round(sum(e["amount_gbp"] for e in r["expenses"]), 2)}


def exp_list_receipts(status: str | None = "unattached", since: str | None = None, **_: object) -> dict:
    rows = [r for r in _RECEIPTS
            if (not status or status == "all" or r["status"] == status)
            and (not since or r["date"] >= (_day(since) or "0000"))]
    return {"receipts": rows, "count": len(rows)}


def exp_add_expense(reportId: str = "", amount: dict | None = None, category: str = "", date: str = "",
                    merchant: str | None = None, receiptId: str | None = None, notes: str | None = None,
                    **_: object) -> dict:
    report = _REPORTS.get(str(reportId).strip().upper())
    if not report:
        return {"error": f"report {reportId!r} not found"}
    if report["status"] != "draft":
        return {"error": f"report {report['report_id']} is {report['status']}; only draft reports can be edited"}
    if not isinstance(amount, dict) or not isinstance(amount.get("value"), (int, float)):
        return {"error": "amount must be an object {value, currency}"}
    currency = str(amount.get("currency") or "GBP").upper()
    if currency not in _TO_GBP:
        return {"error": f"unsupported currency {currency}"}
    if not _day(date):
        return {"error": "date must be YYYY-MM-DD"}
    if receiptId:
        receipt = next((r for r in _RECEIPTS if r["receipt_id"] == str(receiptId).upper()), None)
        if not receipt:
            return {"error": f"receipt {receiptId!r} not found"}
    value = float(amount["value"])
    return {"expense_id": "EX-5531", "report_id": report["report_id"], "status": "added", "date": _day(date),
            "merchant": merchant, "category": category, "amount": value, "currency": currency,
            "amount_gbp": round(value * _TO_GBP[currency], 2), "receipt_id": receiptId, "notes": notes}


def exp_log_mileage(report_id: str = "", trip_date: str = "", distance: float = 0, unit: str = "mi",
                    from_location: str | None = None, to_location: str | None = None,
                    purpose: str | None = None, **_: object) -> dict:
    report = _REPORTS.get(str(report_id).strip().upper())
    if not report:
        return {"error": f"report {report_id!r} not found"}
    if report["status"] != "draft":
        return {"error": f"report {report['report_id']} is {report['status']}; only draft reports can be edited"}
    if not isinstance(distance, (int, float)) or distance <= 0:
        return {"error": "distance must be a positive number"}
    miles = float(distance) if unit == "mi" else float(distance) / 1.609344
    return {"expense_id": "EX-5532", "report_id": report["report_id"], "category": "mileage",
            "trip_date": _day(trip_date), "distance": distance, "unit": unit, "miles": round(miles, 1),
            "rate_gbp_per_mile": 0.45, "amount_gbp": round(miles * 0.45, 2),
            "from": from_location, "to": to_location, "purpose": purpose, "status": "added"}


def exp_per_diem(country_code: str = "", city: str | None = None, travel_date: str | None = None,
                 **_: object) -> dict:
    table = _PER_DIEM.get(str(country_code).strip().upper())
    if not table:
        return {"error": f"no per-diem table for country {country_code!r}"}
    folded = _fold(city).replace("nyc", "new york")
    key = next((k for k in table if k not in ("currency", "default") and folded and k in folded), "default")
    meals, lodging = table.get(key, table["default"])
    return {"country_code": str(country_code).upper(), "city": city if key != "default" else None,
            "rate_applies_to": city if key != "default" else "rest of country", "currency": table["currency"],
            "daily_meals_and_incidentals": meals, "lodging_cap_per_night": lodging,
            "valid_for": _day(travel_date) or "2026-12-10", "policy": "NW-TRAVEL-2026 s.4"}


def exp_convert(amount: float = 0, from_currency: str = "", to_currency: str = "GBP", date: str | None = None,
                **_: object) -> dict:
    src, dst = str(from_currency).upper(), str(to_currency).upper()
    if src not in _TO_GBP or dst not in _TO_GBP:
        return {"error": f"unsupported currency pair {src}/{dst}"}
    if not isinstance(amount, (int, float)):
        return {"error": "amount must be a number"}
    rate = _TO_GBP[src] / _TO_GBP[dst]
    return {"amount": amount, "from": src, "to": dst, "rate": round(rate, 6),
            "converted": round(amount * rate, 2), "rate_date": _day(date) or "2026-12-10"}


def exp_submit(report_id: str = "", approver_email: str | None = None, comment: str | None = None,
               **_: object) -> dict:
    report = _REPORTS.get(str(report_id).strip().upper())
    if not report:
        return {"error": f"report {report_id!r} not found"}
    if report["status"] != "draft":
        return {"error": f"report {report['report_id']} is already {report['status']}"}
    email = approver_email or "priya.nair@northwind.example"
    return {"report_id": report["report_id"], "status": "submitted", "submitted_on": "2026-12-10",
            "approver_email": email, "approver": "Priya Nair" if email.startswith("priya") else email,
            "total_gbp": round(sum(e["amount_gbp"] for e in report["expenses"]), 2), "comment": comment}


def exp_approval(report_id: str = "", **_: object) -> dict:
    rid = str(report_id).strip().upper()
    if rid in _APPROVALS:
        return _APPROVALS[rid]
    if rid in _REPORTS:
        return {"report_id": rid, "status": _REPORTS[rid]["status"], "approver": None,
                "note": "not submitted yet"}
    return {"error": f"report {report_id!r} not found"}


def exp_delete(expense_id: str = "", **_: object) -> dict:
    eid = str(expense_id).strip().upper()
    for report in _REPORTS.values():
        for e in report["expenses"]:
            if e["expense_id"] == eid:
                if report["status"] != "draft":
                    return {"error": f"{eid} is on {report['report_id']}, which is {report['status']}"}
                return {"deleted": eid, "report_id": report["report_id"], "merchant": e["merchant"],
                        "amount": e["amount"], "currency": e["currency"]}
    return {"error": f"expense {expense_id!r} not found"}


EXPENSES = Domain(
    name="expenses",
    instructions=(
        "You are the assistant inside Ledgerly, Northwind Consulting's expense tool. The signed-in user is "
        "Jordan Avery (jordan.avery@northwind.example), based in London; their home currency is GBP and their "
        "approver is Priya Nair (priya.nair@northwind.example). Today is Thursday, 10 December 2026. Use the tools "
        "to look things up. Only add, delete or submit anything when the user asks you to."
    ),
    tools=[
        ToolDef(
            "list_expense_reports", "List the user's expense reports with status and totals.",
            {"type": "object", "properties": {
                "status": {"type": "string", "enum": ["draft", "submitted", "approved", "rejected", "paid", "all"],
                           "description": "Filter by status; default all."}}},
            exp_list_reports,
        ),
        ToolDef(
            "get_expense_report", "Get one expense report with every expense line on it.",
            {"type": "object", "properties": {"report_id": {"type": "string", "description": "e.g. ER-2041"}},
             "required": ["report_id"]},
            exp_get_report,
        ),
        ToolDef(
            "list_receipts", "List scanned receipts in the user's wallet.",
            {"type": "object", "properties": {
                "status": {"type": "string", "enum": ["unattached", "attached", "all"],
                           "description": "Default unattached."},
                "since": {"type": "string", "format": "date", "description": "Only receipts on or after this date."}}},
            exp_list_receipts,
        ),
        ToolDef(
            "add_expense", "Add an expense line to a draft report, optionally linked to a scanned receipt.",
            {"type": "object", "properties": {
                "reportId": {"type": "string"},
                "amount": {"type": "object", "properties": {
                    "value": {"type": "number"},
                    "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code"}},
                    "required": ["value", "currency"]},
                "category": {"type": "string", "enum": ["airfare", "rail", "taxi", "lodging", "meals",
                                                        "client_entertainment", "parking", "supplies", "other"]},
                "date": {"type": "string", "format": "date"},
                "merchant": {"type": "string"},
                "receiptId": {"type": ["string", "null"], "description": "Receipt to attach, if any."},
                "notes": {"type": "string"}},
             "required": ["reportId", "amount", "category", "date"]},
            exp_add_expense, act=True,
        ),
        ToolDef(
            "log_mileage", "Claim a business drive in a private car on a draft report (paid at 45p per mile).",
            {"type": "object", "properties": {
                "report_id": {"type": "string"},
                "trip_date": {"type": "string", "format": "date"},
                "distance": {"type": "number", "description": "Distance driven."},
                "unit": {"type": "string", "enum": ["mi", "km"]},
                "from_location": {"type": "string"},
                "to_location": {"type": "string"},
                "purpose": {"type": "string"}},
             "required": ["report_id", "trip_date", "distance", "unit"]},
            exp_log_mileage, act=True,
        ),
        ToolDef(
            "get_per_diem_rate",
            "Company per-diem allowance for a destination: daily meals & incidentals and the nightly lodging cap, "
            "in local currency.",
            {"type": "object", "properties": {
                "country_code": {"type": "string", "pattern": "^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2"},
                "city": {"type": "string"},
                "travel_date": {"type": "string", "format": "date"}},
             "required": ["country_code"]},
            exp_per_diem,
        ),
        ToolDef(
            "convert_currency", "Convert an amount between currencies at the company's daily rate.",
            {"type": "object", "properties": {
                "amount": {"type": "number"},
                "from_currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
                "to_currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
                "date": {"type": "string", "format": "date"}},
             "required": ["amount", "from_currency", "to_currency"]},
            exp_convert,
        ),
        ToolDef(
            "submit_report", "Submit a draft report for approval.",
            {"type": "object", "properties": {
                "report_id": {"type": "string"},
                "approver_email": {"type": ["string", "null"], "description": "Null: the user's default approver."},
                "comment": {"type": ["string", "null"]}},
             "required": ["report_id", "approver_email", "comment"], "additionalProperties": False},
            exp_submit, act=True, strict=True,
        ),
        ToolDef(
            "get_approval_status", "Approval status, approver and comments for a submitted report.",
            {"type": "object", "properties": {"report_id": {"type": "string"}}, "required": ["report_id"]},
            exp_approval,
        ),
        ToolDef(
            "delete_expense", "Delete an expense line from a draft report.",
            {"type": "object", "properties": {"expense_id": {"type": "string"}}, "required": ["expense_id"]},
            exp_delete, act=True,
        ),
    ],
)

_EXP_ACTS = ["add_expense", "log_mileage", "submit_report", "delete_expense"]


# =============================================================================================
# 2. Real-estate viewings
# =============================================================================================

_LISTINGS = {
    "L-4402": {"listing_id": "L-4402", "title": "Studio condo with city views", "address": "910 SW Park Ave #1204",
               "neighborhood": "Downtown", "city": "Portland", "price": 289000, "bedrooms": 0, "bathrooms": 1,
               "sqft": 480, "property_type": "condo", "features": ["doorman", "gym", "elevator"],
               "hoa_monthly": 410, "agent": "Marcus Lee", "status": "active"},
    "L-4410": {"listing_id": "L-4410", "title": "2-bed Pearl District condo", "address": "1120 NW Everett St #3",
               "neighborhood": "Pearl District", "city": "Portland", "price": 489000, "bedrooms": 2,
               "bathrooms": 2, "sqft": 1050, "property_type": "condo",
               "features": ["balcony", "parking", "elevator"], "hoa_monthly": 520, "agent": "Dana Whitfield",
               "status": "active"},
    "L-4425": {"listing_id": "L-4425", "title": "3-bed Craftsman in Sunnyside", "address": "3318 SE Taylor St",
               "neighborhood": "Sunnyside", "city": "Portland", "price": 725000, "bedrooms": 3, "bathrooms": 2,
               "sqft": 1890, "property_type": "house", "features": ["yard", "garage", "fireplace"],
               "hoa_monthly": 0, "agent": "Marcus Lee", "status": "active"},
    "L-4431": {"listing_id": "L-4431", "title": "3-bed townhouse near N Williams", "address": "5520 N Williams Ave",
               "neighborhood": "Humboldt", "city": "Portland", "price": 599000, "bedrooms": 3, "bathrooms": 2.5,
               "sqft": 1640, "property_type": "townhouse", "features": ["yard", "parking", "ev charger"],
               "hoa_monthly": 95, "agent": "Dana Whitfield", "status": "active"},
    "L-4438": {"listing_id": "L-4438", "title": "4-bed Sellwood family home", "address": "7815 SE 17th Ave",
               "neighborhood": "Sellwood", "city": "Portland", "price": 845000, "bedrooms": 4, "bathrooms": 3,
               "sqft": 2480, "property_type": "house", "features": ["yard", "garage", "basement"],
               "hoa_monthly": 0, "agent": "Marcus Lee", "status": "active"},
}

_AGENTS = {"Dana Whitfield": "+1 503-555-0188", "Marcus Lee": "+1 503-555-0121"}

_FEATURE_WORDS = {"yard": ["yard", "garden", "backyard", "outdoor", "outside", "lawn"],
                  "parking": ["parking", "garage", "driveway"], "garage": ["garage"],
                  "balcony": ["balcony", "terrace", "outdoor"], "fireplace": ["fireplace"],
                  "basement": ["basement"], "ev charger": ["ev", "charger", "charging"],
                  "gym": ["gym"], "elevator": ["elevator", "lift"], "doorman": ["doorman", "concierge"]}

_BOOKED = {("L-4431", "2026-12-11", "12:30")}


def _slots_for(listing_id: str, day: str) -> list[str]:
    import datetime as dt

    weekday = dt.date.fromisoformat(day).weekday()
    times = {5: ["10:00", "11:30", "14:00", "15:30"], 6: ["11:00", "13:00"]}.get(weekday, ["12:30", "17:30", "18:30"])
    return [t for t in times if (listing_id, day, t) not in _BOOKED]


def home_search(city: str = "", max_price: float | None = None, min_bedrooms: int | None = None,
                property_type: str | None = None, must_have: list | None = None, **_: object) -> dict:
    if "portland" not in _fold(city):
        return {"listings": [], "count": 0, "note": f"Keyline only covers the Portland, OR metro; nothing in {city!r}"}
    out = []
    for item in _LISTINGS.values():
        if max_price is not None and item["price"] > max_price:
            continue
        if min_bedrooms is not None and item["bedrooms"] < min_bedrooms:
            continue
        if property_type and property_type != "any":
            kinds = {"house": {"house", "townhouse"}}.get(property_type, {property_type})
            if item["property_type"] not in kinds:
                continue
        wanted = [_fold(w) for w in (must_have or [])]
        ok = True
        for want in wanted:
            if not any(any(word in want for word in _FEATURE_WORDS.get(f, [f])) for f in item["features"]):
                ok = False
        if not ok:
            continue
        out.append({k: item[k] for k in ("listing_id", "title", "address", "neighborhood", "price", "bedrooms",
                                         "bathrooms", "sqft", "property_type", "features")})
    return {"listings": out, "count": len(out)}


def home_get(listing_id: str = "", **_: object) -> dict:
    item = _LISTINGS.get(str(listing_id).strip().upper())
    if not item:
        return {"error": f"listing {listing_id!r} not found"}
    return {**item, "agent_phone": _AGENTS[item["agent"]], "days_on_market": 12 + int(item["listing_id"][-2:]) % 9,
            "annual_property_tax": round(item["price"] * 0.0108)}


def home_slots(listingId: str = "", date: str = "", **_: object) -> dict:
    lid = str(listingId).strip().upper()
    if lid not in _LISTINGS:
        return {"error": f"listing {listingId!r} not found"}
    day = _day(date)
    if not day:
        return {"error": "date must be YYYY-MM-DD"}
    if day < "2026-12-10":
        return {"error": f"{day} is in the past"}
    slots = [{"start": f"{day}T{t}:00", "duration_min": 30, "agent": _LISTINGS[lid]["agent"]}
             for t in _slots_for(lid, day) if day > "2026-12-10" or t > "11:00"]
    return {"listing_id": lid, "address": _LISTINGS[lid]["address"], "date": day, "available_slots": slots}


def home_book(listingId: str = "", slotStart: str = "", attendees: int = 1, contactPhone: str | None = None,
              **_: object) -> dict:
    lid = str(listingId).strip().upper()
    if lid not in _LISTINGS:
        return {"error": f"listing {listingId!r} not found"}
    day, hhmm = _day(slotStart), _hhmm(slotStart)
    if not day or not hhmm:
        return {"error": "slotStart must be an ISO date-time such as 2026-12-12T10:00:00"}
    free = _slots_for(lid, day)
    if hhmm not in free:
        return {"error": f"no open viewing slot at {day} {hhmm}", "available_that_day": free}
    item = _LISTINGS[lid]
    return {"viewing_id": f"V-89{lid[-2:]}", "status": "confirmed", "listing_id": lid,
            "address": item["address"], "start": f"{day}T{hhmm}:00", "attendees": attendees,
            "agent": item["agent"], "agent_phone": _AGENTS[item["agent"]],
            "contact_phone": contactPhone or "+1 503-555-0142"}


_MY_VIEWINGS = [{"viewing_id": "V-8801", "listing_id": "L-4410", "address": "1120 NW Everett St #3",
                 "start": "2026-12-11T17:30:00", "attendees": 2, "agent": "Dana Whitfield",
                 "agent_phone": "+1 503-555-0188", "status": "confirmed"}]


def home_my_viewings(**_: object) -> dict:
    return {"viewings": _MY_VIEWINGS, "count": len(_MY_VIEWINGS)}


def home_cancel(viewingId: str = "", **_: object) -> dict:
    if str(viewingId).strip().upper() != "V-8801":
        return {"error": f"viewing {viewingId!r} not found"}
    return {"viewing_id": "V-8801", "status": "cancelled", "address": "1120 NW Everett St #3",
            "was_scheduled_for": "2026-12-11T17:30:00", "agent_notified": "Dana Whitfield"}


def home_offer(listing_id: str = "", amount: int = 0, conditions: list | None = None,
               expires_on: str | None = None, note: str | None = None, **_: object) -> dict:
    item = _LISTINGS.get(str(listing_id).strip().upper())
    if not item:
        return {"error": f"listing {listing_id!r} not found"}
    if not isinstance(amount, (int, float)) or amount < 50000:
        return {"error": "amount must be the offer price in dollars"}
    return {"offer_id": f"OF-31{item['listing_id'][-2:]}", "status": "sent_to_listing_agent",
            "listing_id": item["listing_id"], "address": item["address"], "amount": amount,
            "asking_price": item["price"], "conditions": conditions or [],
            "expires_on": _day(expires_on) or "2026-12-13", "agent": item["agent"], "note": note}


_RATES = {("fixed", 30): 6.35, ("fixed", 25): 6.2, ("fixed", 20): 6.1, ("fixed", 15): 5.7,
          ("variable", 30): 5.95, ("variable", 25): 5.9, ("variable", 20): 5.85, ("variable", 15): 5.6}


def home_mortgage(home_price: float = 0, down_payment: float = 0, term_years: int = 30, rate_type: str = "fixed",
                  **_: object) -> dict:
    if not isinstance(home_price, (int, float)) or home_price <= 0:
        return {"error": "home_price must be a positive number of dollars"}
    if not isinstance(down_payment, (int, float)) or down_payment < 0 or down_payment >= home_price:
        return {"error": "down_payment must be dollars, less than the price"}
    rate = _RATES.get((rate_type, int(term_years)))
    if rate is None:
        return {"error": "term_years must be 15, 20, 25 or 30"}
    principal = home_price - down_payment
    r, n = rate / 100 / 12, int(term_years) * 12
    monthly = principal * r / (1 - (1 + r) ** -n)
    return {"home_price": home_price, "down_payment": down_payment,
            "down_payment_percent": round(100 * down_payment / home_price, 1), "loan_amount": principal,
            "term_years": int(term_years), "rate_type": rate_type, "interest_rate_percent": rate,
            "monthly_principal_and_interest": int(round(monthly)),
            "total_interest": int(round(monthly * n - principal)),
            "note": "Estimate only; excludes property tax, insurance and HOA dues."}


def _pmt(price: float, down: float, years: int) -> int:
    return home_mortgage(home_price=price, down_payment=down, term_years=years)["monthly_principal_and_interest"]


HOMES = Domain(
    name="home_viewings",
    instructions=(
        "You are Keyline Homes' buyer assistant for the Portland, Oregon area. The signed-in buyer is Sam Okafor "
        "(phone +1 503-555-0142). Today is Thursday, December 10, 2026. Prices are in US dollars. Help Sam find "
        "listings, schedule or cancel viewings, estimate mortgages and send offers. Never send an offer or book "
        "anything unless Sam asks."
    ),
    tools=[
        ToolDef(
            "search_listings", "Search active listings.",
            {"type": "object", "properties": {
                "city": {"type": "string"},
                "max_price": {"type": "integer", "description": "USD"},
                "min_bedrooms": {"type": "integer", "minimum": 0},
                "property_type": {"type": "string", "enum": ["house", "condo", "townhouse", "any"],
                                  "description": "house includes townhouses"},
                "must_have": {"type": "array", "items": {"type": "string"},
                              "description": "Features such as yard, garage, parking, balcony"}},
             "required": ["city"]},
            home_search,
        ),
        ToolDef(
            "get_listing", "Full details of a listing, including the listing agent.",
            {"type": "object", "properties": {"listing_id": {"type": "string"}}, "required": ["listing_id"]},
            home_get,
        ),
        ToolDef(
            "listViewingSlots", "Open viewing slots for a listing on a given day.",
            {"type": "object", "properties": {
                "listingId": {"type": "string"},
                "date": {"type": "string", "format": "date"}},
             "required": ["listingId", "date"]},
            home_slots,
        ),
        ToolDef(
            "bookViewing", "Book a viewing slot for a listing.",
            {"type": "object", "properties": {
                "listingId": {"type": "string"},
                "slotStart": {"type": "string", "format": "date-time",
                              "description": "Start of an open slot, e.g. 2026-12-12T10:00:00"},
                "attendees": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Default 1"},
                "contactPhone": {"anyOf": [{"type": "string"}, {"type": "null"}],
                                 "description": "Defaults to the phone on file"}},
             "required": ["listingId", "slotStart"]},
            home_book, act=True,
        ),
        ToolDef(
            "cancelViewing", "Cancel a booked viewing.",
            {"type": "object", "properties": {"viewingId": {"type": "string"}}, "required": ["viewingId"]},
            home_cancel, act=True,
        ),
        ToolDef("my_viewings", "The buyer's upcoming viewings.", {"type": "object", "properties": {}},
                home_my_viewings),
        ToolDef(
            "make_offer", "Send a purchase offer to the listing agent.",
            {"type": "object", "properties": {
                "listing_id": {"type": "string"},
                "amount": {"type": "integer", "description": "Offer price in USD"},
                "conditions": {"type": "array", "items": {"type": "string", "enum": [
                    "inspection", "financing", "appraisal", "sale_of_current_home"]}},
                "expires_on": {"type": ["string", "null"], "description": "YYYY-MM-DD; null: 72 hours"},
                "note": {"type": ["string", "null"]}},
             "required": ["listing_id", "amount", "conditions", "expires_on", "note"],
             "additionalProperties": False},
            home_offer, act=True, strict=True,
        ),
        ToolDef(
            "estimate_mortgage", "Estimate the monthly principal and interest on a mortgage at today's rates.",
            {"type": "object", "properties": {
                "home_price": {"type": "number", "description": "USD"},
                "down_payment": {"type": "number", "description": "Down payment in USD (not a percentage)"},
                "term_years": {"type": "integer", "enum": [15, 20, 25, 30]},
                "rate_type": {"type": "string", "enum": ["fixed", "variable"], "description": "Default fixed"}},
             "required": ["home_price", "down_payment", "term_years"]},
            home_mortgage,
        ),
    ],
)

_HOME_ACTS = ["bookViewing", "cancelViewing", "make_offer"]


# =============================================================================================
# 3. Bike share and scooters
# =============================================================================================

_STATIONS = {
    "ST-101": {"station_id": "ST-101", "name": "Nørreport St.", "bikes": 4, "ebikes": 2, "scooters": 0, "free_docks": 6},
    "ST-108": {"station_id": "ST-108", "name": "Torvehallerne", "bikes": 1, "ebikes": 0, "scooters": 2, "free_docks": 11},
    "ST-114": {"station_id": "ST-114", "name": "Kongens Nytorv", "bikes": 0, "ebikes": 5, "scooters": 6, "free_docks": 2},
    "ST-119": {"station_id": "ST-119", "name": "Nyhavn 17", "bikes": 3, "ebikes": 1, "scooters": 1, "free_docks": 4},
    "ST-127": {"station_id": "ST-127", "name": "Christianshavn Torv", "bikes": 7, "ebikes": 0, "scooters": 3, "free_docks": 0},
    "ST-133": {"station_id": "ST-133", "name": "Islands Brygge", "bikes": 2, "ebikes": 1, "scooters": 2, "free_docks": 9},
    "ST-140": {"station_id": "ST-140", "name": "Tivoli Main Gate", "bikes": 9, "ebikes": 3, "scooters": 0, "free_docks": 0},
    "ST-142": {"station_id": "ST-142", "name": "Rådhuspladsen", "bikes": 2, "ebikes": 2, "scooters": 4, "free_docks": 5},
}

# place -> [(station, metres)]
_NEAR = {
    "norreport": [("ST-101", 40), ("ST-108", 260), ("ST-114", 1150)],
    "torvehallerne": [("ST-108", 30), ("ST-101", 260)],
    "kongens nytorv": [("ST-114", 20), ("ST-119", 330), ("ST-127", 900)],
    "nyhavn": [("ST-119", 120), ("ST-114", 350), ("ST-127", 520)],
    "christianshavn": [("ST-127", 30), ("ST-119", 640), ("ST-133", 1200)],
    "islands brygge": [("ST-133", 50), ("ST-127", 1200)],
    "tivoli": [("ST-140", 60), ("ST-142", 380)],
    "radhuspladsen": [("ST-142", 20), ("ST-140", 380)],
    "city hall": [("ST-142", 40), ("ST-140", 400)],
}

_VEHICLE_KEY = {"bike": "bikes", "ebike": "ebikes", "scooter": "scooters"}
_VEHICLE_PREFIX = {"bike": "BK", "ebike": "EB", "scooter": "SC"}

_RIDES = [
    {"ride_id": "R-55071", "started": "2026-12-09T17:48:00", "from": "Islands Brygge", "to": "Nørreport St.",
     "vehicle_type": "bike", "vehicle_id": "BK-2210", "duration_min": 22, "fare_dkk": 28.00},
    {"ride_id": "R-55040", "started": "2026-12-09T08:32:00", "from": "Nørreport St.", "to": "Islands Brygge",
     "vehicle_type": "bike", "vehicle_id": "BK-2087", "duration_min": 19, "fare_dkk": 24.50},
    {"ride_id": "R-54988", "started": "2026-12-07T18:05:00", "from": "Kongens Nytorv", "to": "Torvehallerne",
     "vehicle_type": "scooter", "vehicle_id": "SC-0931", "duration_min": 11, "fare_dkk": 31.50},
    {"ride_id": "R-54920", "started": "2026-12-05T14:10:00", "from": "Rådhuspladsen", "to": "Christianshavn Torv",
     "vehicle_type": "ebike", "vehicle_id": "EB-3120", "duration_min": 16, "fare_dkk": 50.00},
    {"ride_id": "R-54877", "started": "2026-12-03T08:40:00", "from": "Nørreport St.", "to": "Islands Brygge",
     "vehicle_type": "bike", "vehicle_id": "BK-1904", "duration_min": 20, "fare_dkk": 26.00},
    {"ride_id": "R-54810", "started": "2026-12-01T17:55:00", "from": "Islands Brygge", "to": "Nørreport St.",
     "vehicle_type": "bike", "vehicle_id": "BK-2210", "duration_min": 24, "fare_dkk": 30.00},
    {"ride_id": "R-54702", "started": "2026-11-27T09:02:00", "from": "Nørreport St.", "to": "Kongens Nytorv",
     "vehicle_type": "ebike", "vehicle_id": "EB-3307", "duration_min": 12, "fare_dkk": 40.00},
    {"ride_id": "R-54655", "started": "2026-11-25T18:20:00", "from": "Tivoli Main Gate", "to": "Islands Brygge",
     "vehicle_type": "bike", "vehicle_id": "BK-1766", "duration_min": 15, "fare_dkk": 21.50},
]

_ACTIVE = {"ride_id": "R-55102", "started": "2026-12-10T08:41:00", "from_station": "Nørreport St.",
           "from_station_id": "ST-101", "vehicle_type": "ebike", "vehicle_id": "EB-3307", "minutes_so_far": 29,
           "fare_so_far_dkk": 82.50}

_PASSES = [
    {"pass_code": "day", "name": "Day Pass", "price_dkk": 80, "includes": "unlimited 30-min bike rides for 24 h"},
    {"pass_code": "weekly", "name": "Weekly Pass", "price_dkk": 195, "includes": "unlimited 45-min bike rides for 7 days, 20% off e-bikes"},
    {"pass_code": "monthly", "name": "Monthly Pass", "price_dkk": 399, "includes": "unlimited 45-min bike rides for 30 days, 30% off e-bikes and scooters"},
    {"pass_code": "annual", "name": "Annual Pass", "price_dkk": 2990, "includes": "unlimited 60-min bike rides for 12 months, 40% off e-bikes and scooters"},
]


def _station(ref: str) -> dict | None:
    ref_up = str(ref or "").strip().upper()
    if ref_up in _STATIONS:
        return _STATIONS[ref_up]
    folded = _fold(ref)
    return next((s for s in _STATIONS.values() if folded and (folded in _fold(s["name"]) or _fold(s["name"]) in folded)), None)


def bike_find(near: str = "", vehicle_type: str | None = None, radius_m: int | None = None, **_: object) -> dict:
    place = _fold(near)
    hits = next((v for k, v in _NEAR.items() if k in place or place in k and len(place) > 3), None)
    if hits is None:
        return {"error": f"couldn't find a place called {near!r} in Copenhagen"}
    limit = radius_m or 800
    out = []
    for sid, metres in hits:
        if metres > limit:
            continue
        s = _STATIONS[sid]
        if vehicle_type and s[_VEHICLE_KEY[vehicle_type]] == 0:
            continue
        out.append({**s, "distance_m": metres})
    return {"near": near, "stations": out, "count": len(out)}


def bike_get_station(station_id: str = "", **_: object) -> dict:
    s = _station(station_id)
    if not s:
        return {"error": f"station {station_id!r} not found"}
    num = int(s["station_id"][-3:])
    vehicles = [f"{_VEHICLE_PREFIX[t]}-{num * 31 + i:04d}" for t in ("bike", "ebike", "scooter")
                for i in range(s[_VEHICLE_KEY[t]])]
    return {**s, "vehicles": vehicles, "updated": "2026-12-10T09:10:00"}


def bike_unlock(station_id: str = "", vehicle_type: str = "bike", vehicle_id: str | None = None, **_: object) -> dict:
    s = _station(station_id)
    if not s:
        return {"error": f"station {station_id!r} not found"}
    if vehicle_type not in _VEHICLE_KEY:
        return {"error": f"unknown vehicle type {vehicle_type!r}"}
    if s[_VEHICLE_KEY[vehicle_type]] == 0:
        return {"error": f"no {vehicle_type}s available at {s['name']}"}
    num = int(s["station_id"][-3:])
    vid = vehicle_id or f"{_VEHICLE_PREFIX[vehicle_type]}-{num * 31 + (3 if vehicle_type == 'ebike' else 0):04d}"
    unlock_fee = {"bike": 0, "ebike": 10, "scooter": 10}[vehicle_type]
    per_min = {"bike": 1.25, "ebike": 2.50, "scooter": 2.75}[vehicle_type]
    return {"ride_id": "R-55190", "status": "unlocked", "station": s["name"], "station_id": s["station_id"],
            "vehicle_type": vehicle_type, "vehicle_id": vid, "unlock_fee_dkk": unlock_fee,
            "price_per_min_dkk": per_min, "billing": "Mastercard ending 9020"}


def bike_end(ride_id: str = "", dock_station_id: str | None = None, **_: object) -> dict:
    if str(ride_id).strip().upper() != "R-55102":
        return {"error": f"no active ride {ride_id!r}"}
    dock = _station(dock_station_id) if dock_station_id else _STATIONS["ST-133"]
    if dock_station_id and not dock:
        return {"error": f"station {dock_station_id!r} not found"}
    if dock["free_docks"] == 0:
        return {"error": f"{dock['name']} has no free docks; the ride is still running"}
    return {"ride_id": "R-55102", "status": "ended", "ended": "2026-12-10T09:10:00", "docked_at": dock["name"],
            "duration_min": 29, "fare_dkk": 82.50, "charged_to": "Mastercard ending 9020",
            "receipt_sent_to": "leo.brandt@mail.dk"}


def bike_active(**_: object) -> dict:
    return {"active_ride": _ACTIVE}


def bike_history(limit: int | None = None, from_date: str | None = None, to_date: str | None = None,
                 **_: object) -> dict:
    rows = [r for r in _RIDES
            if (not _day(from_date) or r["started"][:10] >= _day(from_date))
            and (not _day(to_date) or r["started"][:10] <= _day(to_date))]
    rows = rows[: (limit or 10)]
    return {"rides": rows, "count": len(rows), "total_dkk": round(sum(r["fare_dkk"] for r in rows), 2)}


def bike_passes(**_: object) -> dict:
    return {"current_plan": "pay-as-you-go", "active_pass": None, "available": _PASSES}


def bike_buy_pass(pass_code: str = "", auto_renew: bool = False, start_date: str | None = None, **_: object) -> dict:
    p = next((x for x in _PASSES if x["pass_code"] == pass_code), None)
    if not p:
        return {"error": f"unknown pass {pass_code!r}"}
    return {"pass_id": f"PS-{pass_code[:2].upper()}7731", "status": "active", "name": p["name"],
            "price_dkk": p["price_dkk"], "starts": _day(start_date) or "2026-12-10", "auto_renew": bool(auto_renew),
            "charged_to": "Mastercard ending 9020 (default Visa ending 4417 was declined: expired)"}


def bike_wallet(**_: object) -> dict:
    return {"balance_dkk": 12.50, "cards": [
        {"card_id": "card_visa_4417", "brand": "Visa", "last4": "4417", "expires": "11/2026", "status": "expired",
         "default": True},
        {"card_id": "card_mc_9020", "brand": "Mastercard", "last4": "9020", "expires": "08/2028", "status": "active",
         "default": False}],
        "recent_declines": [{"time": "2026-12-10T08:37:00", "station": "Nørreport St.",
                             "card": "Visa ending 4417", "reason": "card expired"}]}


def bike_set_default(card_id: str = "", **_: object) -> dict:
    if card_id not in ("card_visa_4417", "card_mc_9020"):
        return {"error": f"card {card_id!r} not found"}
    if card_id == "card_visa_4417":
        return {"error": "Visa ending 4417 is expired and can't be the default"}
    return {"default_card": "card_mc_9020", "brand": "Mastercard", "last4": "9020", "status": "updated"}


BIKES = Domain(
    name="bikeshare",
    instructions=(
        "You are the in-app assistant for Cykelby, Copenhagen's bike, e-bike and scooter share. The signed-in rider "
        "is Leo Brandt (leo.brandt@mail.dk). Today is Thursday, 10 December 2026, and it is about 09:10 local time. "
        "Prices are in Danish kroner (DKK). Use the tools for stations, rides, passes and payment; only unlock, end "
        "rides, buy passes or change cards when the rider asks."
    ),
    tools=[
        ToolDef(
            "find_stations", "Find docking stations near a place, with live availability.",
            {"type": "object", "properties": {
                "near": {"type": "string", "description": "Address, landmark or station name"},
                "vehicle_type": {"type": "string", "enum": ["bike", "ebike", "scooter"],
                                 "description": "Only stations with at least one of these"},
                "radius_m": {"type": "integer", "minimum": 100, "maximum": 3000, "description": "Default 800"}},
             "required": ["near"]},
            bike_find,
        ),
        ToolDef(
            "get_station", "Live detail for one station: counts, free docks and vehicle ids.",
            {"type": "object", "properties": {"station_id": {"type": "string"}}, "required": ["station_id"]},
            bike_get_station,
        ),
        ToolDef(
            "unlock_vehicle", "Unlock a bike, e-bike or scooter at a station and start a ride.",
            {"type": "object", "properties": {
                "station_id": {"type": "string"},
                "vehicle_type": {"type": "string", "enum": ["bike", "ebike", "scooter"]},
                "vehicle_id": {"type": ["string", "null"], "description": "A specific vehicle, or null for any"}},
             "required": ["station_id", "vehicle_type", "vehicle_id"], "additionalProperties": False},
            bike_unlock, act=True, strict=True,
        ),
        ToolDef(
            "end_ride", "End an active ride once the vehicle is docked or parked.",
            {"type": "object", "properties": {
                "ride_id": {"type": "string"},
                "dock_station_id": {"type": ["string", "null"], "description": "Where it was docked, if known"}},
             "required": ["ride_id"]},
            bike_end, act=True,
        ),
        ToolDef("get_active_ride", "The rider's ride in progress, if any.", {"type": "object", "properties": {}},
                bike_active),
        ToolDef(
            "ride_history", "Past rides, newest first, with fares and a total.",
            {"type": "object", "properties": {
                "limit": {"type": "integer", "minimum": 1, "maximum": 50},
                "from_date": {"type": "string", "format": "date"},
                "to_date": {"type": "string", "format": "date"}}},
            bike_history,
        ),
        ToolDef("list_passes", "Passes on sale and the rider's current plan.", {"type": "object", "properties": {}},
                bike_passes),
        ToolDef(
            "buy_pass", "Buy a pass for the rider.",
            {"type": "object", "properties": {
                "pass_code": {"type": "string", "enum": ["day", "weekly", "monthly", "annual"]},
                "auto_renew": {"type": "boolean"},
                "start_date": {"type": "string", "format": "date", "description": "Default today"}},
             "required": ["pass_code", "auto_renew"]},
            bike_buy_pass, act=True,
        ),
        ToolDef("get_wallet", "Payment cards, balance and recent declined payments.",
                {"type": "object", "properties": {}}, bike_wallet),
        ToolDef(
            "set_default_card", "Make one of the saved cards the default payment method.",
            {"type": "object", "properties": {"card_id": {"type": "string"}}, "required": ["card_id"]},
            bike_set_default, act=True,
        ),
    ],
)

_BIKE_ACTS = ["unlock_vehicle", "end_ride", "buy_pass", "set_default_card"]


# =============================================================================================
# 4. Cloud cost and ops console
# =============================================================================================

_PROJECTS = {
    "checkout-prod": {"project_id": "checkout-prod", "name": "Checkout (production)", "owner_team": "payments",
                      "month_to_date_usd": 14220.40, "services": ["api", "worker", "redis-cache", "load-balancer"]},
    "data-pipeline": {"project_id": "data-pipeline", "name": "Data pipeline", "owner_team": "data-eng",
                      "month_to_date_usd": 8610.75, "services": ["ingest", "spark-runner", "storage"]},
    "marketing-site": {"project_id": "marketing-site", "name": "Marketing website", "owner_team": "growth",
                       "month_to_date_usd": 212.10, "services": ["web"]},
}

_BUDGETS = {"checkout-prod": (18000, 19400.0, [{"threshold_percent": 90, "channels": ["email"]}]),
            "data-pipeline": (9000, 11300.0, []),
            "marketing-site": (600, 540.0, [{"threshold_percent": 100, "channels": ["email"]}])}

_BREAKDOWN = {
    ("checkout-prod", "service"): {"api": 6980.20, "redis-cache": 3105.00, "worker": 2890.15, "load-balancer": 1245.05},
    ("checkout-prod", "region"): {"us-east-1": 9850.40, "eu-west-1": 4370.00},
    ("checkout-prod", "sku"): {"compute": 8790.35, "memory-store": 3105.00, "network egress": 2325.05},
    ("data-pipeline", "service"): {"spark-runner": 6120.50, "ingest": 1730.25, "storage": 760.00},
    ("data-pipeline", "region"): {"us-east-1": 8610.75},
    ("data-pipeline", "sku"): {"compute": 7180.75, "object storage": 760.00, "network egress": 670.00},
    ("marketing-site", "service"): {"web": 212.10},
    ("marketing-site", "region"): {"us-east-1": 212.10},
    ("marketing-site", "sku"): {"compute": 150.10, "cdn": 62.00},
}

_ALERTS = [
    {"alert_id": "AL-3391", "project_id": "checkout-prod", "service": "api", "severity": "critical", "state": "open",
     "title": "p95 latency above 1.2 s for 15 min (now 1.48 s)", "opened": "2026-12-10T08:58:00Z"},
    {"alert_id": "AL-3390", "project_id": "checkout-prod", "service": "worker", "severity": "warning",
     "state": "open", "title": "memory at 92%, 3 OOMKilled restarts in 1 h", "opened": "2026-12-10T08:40:00Z"},
    {"alert_id": "AL-3388", "project_id": "data-pipeline", "service": None, "severity": "warning", "state": "open",
     "title": "monthly budget 90% reached (8,610.75 of 9,000 USD)", "opened": "2026-12-09T22:00:00Z"},
    {"alert_id": "AL-3375", "project_id": "marketing-site", "service": "web", "severity": "info",
     "state": "resolved", "title": "TLS certificate renewed", "opened": "2026-12-06T03:00:00Z"},
]

_STATUS = {
    ("checkout-prod", "api"): {"replicas": 4, "desired_replicas": 4, "cpu_percent": 88, "memory_percent": 61,
                               "p95_latency_ms": 1480, "error_rate_percent": 2.3, "health": "degraded"},
    ("checkout-prod", "worker"): {"replicas": 3, "desired_replicas": 3, "cpu_percent": 54, "memory_percent": 92,
                                  "restarts_last_hour": 3, "health": "degraded"},
    ("checkout-prod", "redis-cache"): {"replicas": 1, "desired_replicas": 1, "cpu_percent": 22,
                                       "memory_percent": 48, "health": "healthy"},
    ("checkout-prod", "load-balancer"): {"replicas": 2, "desired_replicas": 2, "health": "healthy"},
    ("data-pipeline", "ingest"): {"replicas": 2, "desired_replicas": 2, "cpu_percent": 47, "memory_percent": 39,
                                  "health": "healthy"},
    ("data-pipeline", "spark-runner"): {"replicas": 6, "desired_replicas": 6, "cpu_percent": 71,
                                        "memory_percent": 66, "health": "healthy"},
    ("data-pipeline", "storage"): {"replicas": 1, "desired_replicas": 1, "health": "healthy"},
    ("marketing-site", "web"): {"replicas": 2, "desired_replicas": 2, "cpu_percent": 9, "memory_percent": 21,
                                "health": "healthy"},
}

_LOG_LINES = {
    ("checkout-prod", "api", "error"): [
        "upstream timeout calling payments-gw after 5000 ms (POST /v2/charge)",
        "upstream timeout calling payments-gw after 5000 ms (POST /v2/charge)",
        "circuit breaker OPEN for payments-gw (failure rate 41%)",
        "503 returned to client: payments unavailable",
    ],
    ("checkout-prod", "worker", "error"): [
        "OOMKilled: container exceeded 2Gi memory limit",
        "job reconcile-orders failed: context deadline exceeded",
    ],
}


def _project(ref: object) -> str | None:
    key = _fold(ref).replace(" ", "-").removeprefix("prj-")
    if key in _PROJECTS:
        return key
    hits = [p for p in _PROJECTS if key and (key in p or p.split("-")[0] == key.split("-")[0])]
    return hits[0] if len(hits) == 1 else None


def ops_list_projects(**_: object) -> dict:
    return {"projects": [{k: p[k] for k in ("project_id", "name", "owner_team", "month_to_date_usd")}
                         for p in _PROJECTS.values()], "currency": "USD", "as_of": "2026-12-10T09:00:00Z"}


def ops_budget(project_id: str = "", month: str | None = None, **_: object) -> dict:
    pid = _project(project_id)
    if not pid:
        return {"error": f"project {project_id!r} not found"}
    if month and month != "2026-12":
        return {"error": f"budget history for {month} is not available in this console"}
    budget, forecast, alerts = _BUDGETS[pid]
    spent = _PROJECTS[pid]["month_to_date_usd"]
    return {"project_id": pid, "month": "2026-12", "budget_usd": budget, "spent_usd": spent,
            "percent_used": round(100 * spent / budget, 1), "forecast_month_end_usd": forecast,
            "alert_thresholds": alerts}


def ops_breakdown(project_id: str = "", period: dict | None = None, group_by: str = "service", **_: object) -> dict:
    pid = _project(project_id)
    if not pid:
        return {"error": f"project {project_id!r} not found"}
    rows = _BREAKDOWN.get((pid, group_by))
    if rows is None:
        return {"error": f"cannot group by {group_by!r}"}
    start = _day((period or {}).get("start")) or "2026-12-01"
    end = _day((period or {}).get("end")) or "2026-12-10"
    return {"project_id": pid, "period": {"start": start, "end": end}, "group_by": group_by, "currency": "USD",
            "rows": [{"key": k, "cost_usd": v} for k, v in sorted(rows.items(), key=lambda kv: -kv[1])],
            "total_usd": round(sum(rows.values()), 2)}


def ops_alerts(project_id: str | None = None, severity: str | None = None, state: str | None = "open",
               **_: object) -> dict:
    pid = None
    if project_id:
        pid = _project(project_id)
        if not pid:
            return {"error": f"project {project_id!r} not found"}
    rows = [a for a in _ALERTS if (pid is None or a["project_id"] == pid)
            and (not severity or a["severity"] == severity) and (not state or a["state"] == state)]
    return {"alerts": rows, "count": len(rows)}


def ops_ack(alert_id: str = "", note: str | None = None, **_: object) -> dict:
    alert = next((a for a in _ALERTS if a["alert_id"] == str(alert_id).strip().upper()), None)
    if not alert:
        return {"error": f"alert {alert_id!r} not found"}
    if alert["state"] != "open":
        return {"error": f"{alert['alert_id']} is {alert['state']}"}
    return {"alert_id": alert["alert_id"], "state": "acknowledged", "acknowledged_by": "aiko.tanaka",
            "acknowledged_at": "2026-12-10T09:31:00Z", "note": note, "title": alert["title"]}


def ops_set_budget_alert(project_id: str = "", threshold_percent: int = 0, channels: list | None = None,
                         recipients: list | None = None, **_: object) -> dict:
    pid = _project(project_id)
    if not pid:
        return {"error": f"project {project_id!r} not found"}
    if not isinstance(threshold_percent, int) or not 1 <= threshold_percent <= 200:
        return {"error": "threshold_percent must be an integer between 1 and 200"}
    if not channels:
        return {"error": "at least one channel is required"}
    budget = _BUDGETS[pid][0]
    return {"alert_rule_id": f"BR-{pid[:4]}-{threshold_percent}", "project_id": pid, "status": "created",
            "threshold_percent": threshold_percent, "threshold_usd": round(budget * threshold_percent / 100, 2),
            "channels": channels, "recipients": recipients or [f"#{_PROJECTS[pid]['owner_team']}-alerts"],
            "currently_triggered": _PROJECTS[pid]["month_to_date_usd"] >= budget * threshold_percent / 100}


def ops_status(projectId: str = "", serviceName: str = "", **_: object) -> dict:
    pid = _project(projectId)
    if not pid:
        return {"error": f"project {projectId!r} not found"}
    svc = _fold(serviceName).replace(" ", "-")
    state = _STATUS.get((pid, svc))
    if not state:
        return {"error": f"service {serviceName!r} not found in {pid}", "services": _PROJECTS[pid]["services"]}
    return {"project_id": pid, "service": svc, **state, "as_of": "2026-12-10T09:30:00Z"}


def ops_scale(target: dict | None = None, replicas: int = 0, **_: object) -> dict:
    target = target or {}
    pid = _project(target.get("project_id"))
    if not pid:
        return {"error": f"project {target.get('project_id')!r} not found"}
    svc = _fold(target.get("service")).replace(" ", "-")
    state = _STATUS.get((pid, svc))
    if not state:
        return {"error": f"service {target.get('service')!r} not found in {pid}"}
    if not isinstance(replicas, int) or not 0 <= replicas <= 50:
        return {"error": "replicas must be an integer 0-50"}
    return {"project_id": pid, "service": svc, "previous_replicas": state["replicas"], "desired_replicas": replicas,
            "status": "scaling", "operation_id": f"op-scale-{svc}-{replicas}"}


def ops_restart(project_id: str = "", service: str = "", strategy: str = "rolling", **_: object) -> dict:
    pid = _project(project_id)
    if not pid:
        return {"error": f"project {project_id!r} not found"}
    svc = _fold(service).replace(" ", "-")
    state = _STATUS.get((pid, svc))
    if not state:
        return {"error": f"service {service!r} not found in {pid}"}
    return {"project_id": pid, "service": svc, "strategy": strategy, "status": "restarting",
            "replicas": state["replicas"], "operation_id": f"op-restart-{svc}-0910", "eta_seconds": 90}


def ops_logs(project_id: str = "", service: str = "", level: str | None = None, since: str | None = None,
             limit: int | None = None, **_: object) -> dict:
    pid = _project(project_id)
    if not pid:
        return {"error": f"project {project_id!r} not found"}
    svc = _fold(service).replace(" ", "-")
    if (pid, svc) not in _STATUS:
        return {"error": f"service {service!r} not found in {pid}"}
    lines = _LOG_LINES.get((pid, svc, level or "error"), []) if (level or "error") == "error" else [
        "GET /healthz 200 3ms", "request completed 200 in 212 ms"]
    count = min(limit or 50, 200)
    entries = []
    for i in range(count if lines else 0):
        minute = 29 - (i * 7) // 10
        entries.append({"timestamp": f"2026-12-10T09:{max(minute, 0):02d}:{(59 - i * 7) % 60:02d}Z",
                        "level": level or "error", "message": lines[i % len(lines)]})
    return {"project_id": pid, "service": svc, "entries": entries, "count": len(entries)}


_DEFS = {
    "ServiceRef": {"type": "object", "properties": {
        "project_id": {"type": "string", "description": "e.g. checkout-prod"},
        "service": {"type": "string", "description": "e.g. api"}},
        "required": ["project_id", "service"], "additionalProperties": False},
    "DateRange": {"type": "object", "properties": {
        "start": {"type": "string", "format": "date"}, "end": {"type": "string", "format": "date"}},
        "required": ["start", "end"]},
}

OPS = Domain(
    name="cloud_ops",
    instructions=(
        "You are the assistant in Stratus Console for Fernhill Labs. The signed-in user is Aiko Tanaka "
        "(aiko.tanaka), the on-call SRE this week. Today is Thursday, 10 December 2026, 09:30 UTC. Projects are "
        "checkout-prod, data-pipeline and marketing-site; costs are in USD. Investigate with the read tools; only "
        "restart, scale, acknowledge alerts or change budget alerts when Aiko asks."
    ),
    tools=[
        ToolDef("list_projects", "All projects with month-to-date spend.", {"type": "object", "properties": {}},
                ops_list_projects),
        ToolDef(
            "get_budget", "Monthly budget, spend so far, forecast and existing budget alert thresholds.",
            {"type": "object", "properties": {
                "project_id": {"type": "string"},
                "month": {"type": "string", "pattern": "^\\d{4}-\\d{2}$", "description": "YYYY-MM; default current"}},
             "required": ["project_id"]},
            ops_budget,
        ),
        ToolDef(
            "get_cost_breakdown", "Cost for a project over a period, grouped by service, region or SKU.",
            {"type": "object", "$defs": {"DateRange": _DEFS["DateRange"]}, "properties": {
                "project_id": {"type": "string"},
                "period": {"$ref": "#/$defs/DateRange", "description": "Default: month to date"},
                "group_by": {"type": "string", "enum": ["service", "region", "sku"]}},
             "required": ["project_id", "group_by"]},
            ops_breakdown,
        ),
        ToolDef(
            "list_alerts", "Monitoring and budget alerts.",
            {"type": "object", "properties": {
                "project_id": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Null: all projects"},
                "severity": {"type": "string", "enum": ["critical", "warning", "info"]},
                "state": {"type": "string", "enum": ["open", "acknowledged", "resolved"], "description": "Default open"}}},
            ops_alerts,
        ),
        ToolDef(
            "acknowledge_alert", "Acknowledge an open alert so the pager stops escalating.",
            {"type": "object", "properties": {"alert_id": {"type": "string"}, "note": {"type": "string"}},
             "required": ["alert_id"]},
            ops_ack, act=True,
        ),
        ToolDef(
            "set_budget_alert", "Create a budget alert rule that fires at a percentage of the monthly budget.",
            {"type": "object", "properties": {
                "project_id": {"type": "string"},
                "threshold_percent": {"type": "integer"},
                "channels": {"type": "array", "items": {"type": "string", "enum": ["email", "slack", "pagerduty"]}},
                "recipients": {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}],
                               "description": "Emails or Slack channels; null: the owning team's channel"}},
             "required": ["project_id", "threshold_percent", "channels", "recipients"],
             "additionalProperties": False},
            ops_set_budget_alert, act=True, strict=True,
        ),
        ToolDef(
            "get_service_status", "Live health of a service: replicas, CPU, memory, latency.",
            {"type": "object", "properties": {"projectId": {"type": "string"}, "serviceName": {"type": "string"}},
             "required": ["projectId", "serviceName"]},
            ops_status,
        ),
        ToolDef(
            "scale_service", "Set the number of replicas of a service.",
            {"type": "object", "$defs": {"ServiceRef": _DEFS["ServiceRef"]}, "properties": {
                "target": {"$ref": "#/$defs/ServiceRef"},
                "replicas": {"type": "integer", "minimum": 0, "maximum": 50}},
             "required": ["target", "replicas"], "additionalProperties": False},
            ops_scale, act=True, strict=True,
        ),
        ToolDef(
            "restart_service", "Restart every replica of a service.",
            {"type": "object", "properties": {
                "project_id": {"type": "string"},
                "service": {"type": "string"},
                "strategy": {"type": "string", "enum": ["rolling", "immediate"], "description": "Default rolling"}},
             "required": ["project_id", "service"]},
            ops_restart, act=True,
        ),
        ToolDef(
            "get_logs", "Recent log entries of a service, newest first.",
            {"type": "object", "properties": {
                "project_id": {"type": "string"},
                "service": {"type": "string"},
                "level": {"type": "string", "enum": ["debug", "info", "warn", "error"]},
                "since": {"type": "string", "format": "date-time"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 200, "description": "Default 50"}},
             "required": ["project_id", "service"]},
            ops_logs,
        ),
    ],
)

_OPS_ACTS = ["acknowledge_alert", "set_budget_alert", "scale_service", "restart_service"]


# =============================================================================================
# 5. Grocery delivery
# =============================================================================================

_PRODUCTS = {
    "P-1001": ("Semi-skimmed milk 2L", 1.65, [], ["milk", "semi skimmed"]),
    "P-1002": ("Whole milk 2L", 1.65, [], ["milk", "full fat"]),
    "P-1003": ("Oatly Barista oat drink 1L", 2.10, ["vegan", "lactose_free"], ["oat milk", "oat", "milk", "oatly"]),
    "P-1004": ("Lactose-free semi-skimmed milk 1L", 1.45, ["lactose_free"], ["milk"]),
    "P-2001": ("Free-range eggs x12", 3.20, ["vegetarian"], ["eggs", "dozen", "egg"]),
    "P-2002": ("Free-range eggs x6", 1.85, ["vegetarian"], ["eggs", "egg", "half dozen"]),
    "P-3001": ("Sourdough loaf 800g", 2.40, ["vegan"], ["bread", "sourdough"]),
    "P-3002": ("Gluten-free white loaf 400g", 2.95, ["gluten_free"], ["bread", "gf bread"]),
    "P-4001": ("Bananas (loose, each)", 0.18, ["vegan"], ["banana", "bananas"]),
    "P-5001": ("Mature cheddar 400g", 3.85, ["vegetarian"], ["cheese", "cheddar"]),
    "P-5002": ("Violife vegan cheddar-style block 200g", 2.75, ["vegan"], ["cheese", "cheddar", "vegan cheese"]),
    "P-6001": ("Gluten-free penne 500g", 1.80, ["gluten_free", "vegan"], ["pasta", "penne", "gf pasta"]),
    "P-6002": ("Penne 500g", 0.95, ["vegan"], ["pasta", "penne"]),
    "P-7001": ("Chopped tomatoes 400g", 0.55, ["vegan"], ["tomatoes", "tinned tomatoes"]),
    "P-7002": ("Red lentils 500g", 1.30, ["vegan"], ["lentils", "dal"]),
}

_BASKET = [("P-1001", 1), ("P-4001", 6), ("P-3001", 1), ("P-5001", 1)]

_STOCK = {"P-5001": "low stock", "P-3002": "out of stock"}


def _product_row(pid: str) -> dict:
    name, price, tags, _aliases = _PRODUCTS[pid]
    return {"product_id": pid, "name": name, "price_gbp": price, "dietary": tags,
            "stock": _STOCK.get(pid, "in stock")}


def groc_search(query: str = "", dietary: list | None = None, maxResults: int | None = None, **_: object) -> dict:
    words = [w for w in _fold(query).split() if w not in ("of", "the", "a", "some", "pack", "packs", "x")]
    words = [w[:-1] if w.endswith("s") and len(w) > 3 and w not in ("eggs",) else w for w in words]
    scored = []
    for pid, (name, _price, tags, aliases) in _PRODUCTS.items():
        hay = _fold(name) + " " + " ".join(_fold(a) for a in aliases) + " " + " ".join(t.replace("_", " ") for t in tags)
        score = sum(1 for w in words if w in hay)
        if dietary and not all(d in tags or (d == "vegetarian" and "vegan" in tags) for d in dietary):
            continue
        if score:
            scored.append((-score, pid))
    rows = [_product_row(pid) for _s, pid in sorted(scored)[: (maxResults or 5)]]
    return {"query": query, "results": rows, "count": len(rows)}


def groc_basket(**_: object) -> dict:
    lines = [{**_product_row(pid), "quantity": qty, "line_total_gbp": round(_PRODUCTS[pid][1] * qty, 2)}
             for pid, qty in _BASKET]
    return {"items": lines, "item_count": sum(q for _p, q in _BASKET),
            "subtotal_gbp": round(sum(line["line_total_gbp"] for line in lines), 2), "slot": None}


def groc_add(items: list | None = None, **_: object) -> dict:
    if not items:
        return {"error": "items must be a non-empty list of {product_id, quantity}"}
    added = []
    for it in items:
        if not isinstance(it, dict):
            return {"error": "each item must be an object {product_id, quantity}"}
        pid = str(it.get("product_id", "")).strip().upper()
        if pid not in _PRODUCTS:
            return {"error": f"product {it.get('product_id')!r} not found"}
        qty = it.get("quantity", 1)
        if not isinstance(qty, int) or qty < 1:
            return {"error": "quantity must be a positive integer"}
        in_basket = dict(_BASKET).get(pid, 0)
        added.append({"product_id": pid, "name": _PRODUCTS[pid][0], "added": qty, "now_in_basket": in_basket + qty})
    return {"status": "updated", "added": added}


def groc_remove(product_id: str = "", quantity: int | None = None, **_: object) -> dict:
    pid = str(product_id).strip().upper()
    have = dict(_BASKET).get(pid)
    if have is None:
        return {"error": f"{product_id!r} is not in the basket"}
    left = 0 if quantity is None else max(have - quantity, 0)
    return {"status": "updated", "product_id": pid, "name": _PRODUCTS[pid][0], "removed": have - left,
            "now_in_basket": left}


def _slots(day: str) -> list[tuple[str, str, float, str]]:
    import datetime as dt

    if day == "2026-12-10":
        return [("16:00", "17:00", 5.50, "afternoon"), ("19:00", "20:00", 3.50, "evening"),
                ("20:00", "21:00", 3.50, "evening")]
    weekend = dt.date.fromisoformat(day).weekday() >= 5
    fee = 4.50 if weekend else 3.00
    return [("08:00", "09:00", fee, "morning"), ("09:00", "10:00", fee, "morning"),
            ("10:00", "11:00", fee, "morning"), ("13:00", "14:00", fee - 1, "afternoon"),
            ("15:00", "16:00", fee - 1, "afternoon"), ("18:00", "19:00", fee + 1, "evening"),
            ("20:00", "21:00", fee, "evening")]


def groc_slots(date: str = "", window: str | None = None, **_: object) -> dict:
    day = _day(date)
    if not day:
        return {"error": "date must be YYYY-MM-DD"}
    if day < "2026-12-10":
        return {"error": f"{day} is in the past"}
    if day > "2026-12-23":
        return {"error": "slots are only released 14 days ahead"}
    try:
        _slots(day)
    except ValueError:
        return {"error": f"{date!r} is not a valid date"}
    rows = [{"slot_id": f"SLOT-{day[5:7]}{day[8:]}-{a.replace(':', '')}", "start": a, "end": b, "fee_gbp": fee,
             "window": w} for a, b, fee, w in _slots(day) if not window or window == "any" or window == w]
    note = "12:00-13:00 and 14:00-15:00 are full" if day == "2026-12-10" else None
    return {"date": day, "available_slots": rows, "note": note}


def groc_book(slot_id: str = "", instructions: str | None = None, **_: object) -> dict:
    match = re.fullmatch(r"SLOT-(\d{2})(\d{2})-(\d{4})", str(slot_id).strip().upper())
    if not match:
        return {"error": f"slot {slot_id!r} not found"}
    day = f"2026-{match.group(1)}-{match.group(2)}"
    try:
        options = groc_slots(date=day)
    except ValueError:
        return {"error": f"slot {slot_id!r} not found"}
    slot = next((s for s in options.get("available_slots", []) if s["slot_id"] == str(slot_id).upper()), None)
    if not slot:
        return {"error": f"slot {slot_id!r} is not available"}
    return {"status": "reserved", "slot_id": slot["slot_id"], "date": day, "start": slot["start"],
            "end": slot["end"], "fee_gbp": slot["fee_gbp"], "reserved_until": "2026-12-10T13:20:00",
            "instructions": instructions, "note": "Check out before the reservation expires to keep this slot."}


def groc_substitution(product_id: str = "", mode: str = "best_match", substitute_product_id: str | None = None,
                      **_: object) -> dict:
    pid = str(product_id).strip().upper()
    if pid not in dict(_BASKET):
        return {"error": f"{product_id!r} is not in the basket"}
    if mode == "specific_product":
        sub = str(substitute_product_id or "").strip().upper()
        if sub not in _PRODUCTS:
            return {"error": "specific_product needs a valid substitute_product_id"}
        return {"status": "saved", "product": _PRODUCTS[pid][0], "mode": mode, "substitute": _PRODUCTS[sub][0],
                "substitute_product_id": sub}
    return {"status": "saved", "product": _PRODUCTS[pid][0], "mode": mode}


_ORDERS = {
    "ORD-66120": {"order_id": "ORD-66120", "placed": "2026-12-08", "status": "out_for_delivery",
                  "slot": "2026-12-10 12:00-13:00", "eta": "12:35", "driver": "Marek", "items": 23,
                  "total_gbp": 64.30,
                  "substitutions": [{"ordered": "Mature cheddar 400g", "substituted_with": "Cathedral City mature 350g"}],
                  "missing": []},
    "ORD-65877": {"order_id": "ORD-65877", "placed": "2026-12-01", "status": "delivered",
                  "slot": "2026-12-03 18:00-19:00", "delivered_at": "18:22", "items": 19, "total_gbp": 51.85,
                  "substitutions": [], "missing": ["Red lentils 500g"]},
}


def groc_order_status(order_id: str | None = None, **_: object) -> dict:
    if not order_id:
        return _ORDERS["ORD-66120"]
    order = _ORDERS.get(str(order_id).strip().upper())
    return order or {"error": f"order {order_id!r} not found"}


def groc_cancel(order_id: str = "", reason: str | None = None, **_: object) -> dict:
    order = _ORDERS.get(str(order_id).strip().upper())
    if not order:
        return {"error": f"order {order_id!r} not found"}
    return {"error": f"{order['order_id']} is {order['status'].replace('_', ' ')} and can no longer be cancelled"}


GROCERY = Domain(
    name="grocery",
    instructions=(
        "You are Greenbasket's shopping assistant. The signed-in customer is Tom Hughes, delivering to 14 Alder "
        "Road, Leeds LS6 2AB. Today is Thursday 10 December 2026 and it is 11:20. Prices are in pounds. Help with "
        "products, the basket, delivery slots, substitutions and orders. Change the basket, book slots or cancel "
        "orders only when Tom asks."
    ),
    tools=[
        ToolDef(
            "searchProducts", "Search the product catalogue.",
            {"type": "object", "properties": {
                "query": {"type": "string"},
                "dietary": {"type": "array", "items": {"type": "string", "enum": [
                    "vegan", "vegetarian", "gluten_free", "lactose_free", "organic"]}},
                "maxResults": {"type": "integer", "minimum": 1, "maximum": 20}},
             "required": ["query"]},
            groc_search,
        ),
        ToolDef("get_basket", "The current basket with quantities and subtotal.", {"type": "object", "properties": {}},
                groc_basket),
        ToolDef(
            "add_to_basket", "Add products to the basket (quantities add to what is already there).",
            {"type": "object", "properties": {
                "items": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {
                    "product_id": {"type": "string"}, "quantity": {"type": "integer", "minimum": 1}},
                    "required": ["product_id", "quantity"]}}},
             "required": ["items"]},
            groc_add, act=True,
        ),
        ToolDef(
            "remove_from_basket", "Remove a product from the basket.",
            {"type": "object", "properties": {
                "product_id": {"type": "string"},
                "quantity": {"type": ["integer", "null"], "description": "How many to remove; null removes all"}},
             "required": ["product_id"]},
            groc_remove, act=True,
        ),
        ToolDef(
            "list_delivery_slots", "Available delivery slots on a date.",
            {"type": "object", "properties": {
                "date": {"type": "string", "format": "date"},
                "window": {"type": "string", "enum": ["morning", "afternoon", "evening", "any"]}},
             "required": ["date"]},
            groc_slots,
        ),
        ToolDef(
            "book_slot", "Reserve a delivery slot for the current basket.",
            {"type": "object", "properties": {
                "slot_id": {"type": "string"},
                "instructions": {"type": ["string", "null"], "description": "Note for the driver"}},
             "required": ["slot_id", "instructions"], "additionalProperties": False},
            groc_book, act=True, strict=True,
        ),
        ToolDef(
            "set_substitution_preference", "What to do if a basket item is unavailable on the day.",
            {"type": "object", "properties": {
                "product_id": {"type": "string"},
                "mode": {"type": "string", "enum": ["best_match", "specific_product", "no_substitute"]},
                "substitute_product_id": {"anyOf": [{"type": "string"}, {"type": "null"}],
                                          "description": "Required when mode is specific_product"}},
             "required": ["product_id", "mode"]},
            groc_substitution, act=True,
        ),
        ToolDef(
            "get_order_status", "Status of an order; the most recent one when no id is given.",
            {"type": "object", "properties": {"order_id": {"type": "string"}}},
            groc_order_status,
        ),
        ToolDef(
            "cancel_order", "Cancel an order that has not been picked yet.",
            {"type": "object", "properties": {"order_id": {"type": "string"}, "reason": {"type": "string"}},
             "required": ["order_id"]},
            groc_cancel, act=True,
        ),
    ],
)

_GROC_ACTS = ["add_to_basket", "remove_from_basket", "book_slot", "set_substitution_preference", "cancel_order"]


DOMAINS: list[Domain] = [EXPENSES, HOMES, BIKES, OPS, GROCERY]


# =============================================================================================
# Cases
# =============================================================================================

CASES: list[Case] = [
    # ---------------------------------------------------------------- expenses
    Case(
        id="fb_exp_direct_mileage",
        domain="expenses",
        category="direct",
        turns=[Turn(
            "log 38 miles on ER-2044 for the drive out to the Reading client site on the 8th",
            calls=[ExpectCall("log_mileage", {"report_id": "ER-2044", "trip_date": date("2026-12-08"),
                                              "distance": number(38), "unit": "mi"})],
            forbid=["add_expense", "submit_report", "delete_expense"],
            answer_has=[said("17.10", "17.1")],
        )],
        features=("date", "enum", "8_tools"),
    ),
    Case(
        id="fb_exp_polite_approval",
        domain="expenses",
        category="polite",
        turns=[Turn(
            "Hi there, could you please check where ER-2033 has got to with approval? Thanks so much.",
            calls=[ExpectCall("get_approval_status", {"report_id": "ER-2033"})],
            allow=["get_expense_report", "list_expense_reports"],
            forbid=_EXP_ACTS,
            answer_has=[said("Priya"), said("pending", "awaiting", "not yet", "waiting")],
        )],
        features=("person", "8_tools"),
    ),
    Case(
        id="fb_exp_indirect_tokyo_perdiem",
        domain="expenses",
        category="indirect",
        turns=[Turn(
            "Heading to Tokyo on Monday for three nights. How much can I spend on food each day without finance "
            "giving me grief?",
            calls=[ExpectCall("get_per_diem_rate", {"country_code": "JP", "city": contains("tokyo")})],
            allow=["convert_currency"],
            forbid=_EXP_ACTS,
            answer_has=[said_number(9800)],
        )],
        features=("iso_code", "number_words", "8_tools"),
    ),
    Case(
        id="fb_exp_multi_intent_delete_submit",
        domain="expenses",
        category="multi_intent",
        turns=[Turn(
            "EX-5512 is a duplicate of the coffee, please delete it. Then submit ER-2041 to Priya.",
            calls=[ExpectCall("delete_expense", {"expense_id": "EX-5512"}),
                   ExpectCall("submit_report", {"report_id": "ER-2041"})],
            allow=["get_expense_report"],
            forbid=["add_expense", "log_mileage"],
            answer_has=[said("submitted")],
        )],
        features=("strict", "nullable_anyof", "person", "8_tools"),
    ),
    Case(
        id="fb_exp_no_tool_meals_vs_entertainment",
        domain="expenses",
        category="no_tool",
        turns=[Turn(
            "quick one - if I take a client out for dinner does that count as meals or client entertainment? "
            "whats the usual difference between the two",
            forbid=_EXP_ACTS,
        )],
        features=("8_tools",),
    ),
    Case(
        id="fb_exp_underspecified_dinner",
        domain="expenses",
        category="underspecified",
        turns=[Turn(
            "Can you add a client dinner to my expenses?",
            allow=["list_expense_reports", "list_receipts"],
            forbid=_EXP_ACTS,
            clarify=True,
        )],
        features=("8_tools",),
    ),
    Case(
        id="fb_exp_chained_hotel_receipt",
        domain="expenses",
        category="chained",
        turns=[Turn(
            "Put the Adlon hotel receipt on my Berlin report, ER-2041, as lodging.",
            calls=[ExpectCall("list_receipts"),
                   ExpectCall("add_expense", {"reportId": "ER-2041", "category": "lodging",
                                              "receiptId": "RC-7782", "date": date("2026-12-04"),
                                              "amount": fields(value=number(412), currency="EUR")})],
            allow=["get_expense_report"],
            forbid=["submit_report", "delete_expense", "log_mileage"],
            answer_has=[said("412")],
        )],
        features=("nested", "enum", "date", "nullable_anyof", "8_tools"),
    ),
    Case(
        id="fb_exp_multi_turn_drafts_submit",
        domain="expenses",
        category="multi_turn",
        turns=[
            Turn("what draft reports have I got open at the moment?",
                 calls=[ExpectCall("list_expense_reports")],
                 forbid=_EXP_ACTS,
                 answer_has=[said("ER-2041", "Berlin"), said("ER-2044", "Reading")]),
            Turn("what's on the Berlin one?",
                 calls=[ExpectCall("get_expense_report", {"report_id": "ER-2041"})],
                 forbid=_EXP_ACTS,
                 answer_has=[said("Heathrow Express"), said("Café Einstein", "Cafe Einstein", "coffee")]),
            Turn("ok looks fine, submit it",
                 calls=[ExpectCall("submit_report", {"report_id": "ER-2041"})],
                 allow=["get_expense_report"],
                 forbid=["delete_expense", "add_expense"],
                 answer_has=[said("submitted")]),
        ],
        features=("strict", "enum", "8_tools"),
    ),
    Case(
        id="fb_exp_multi_turn_perdiem_convert",
        domain="expenses",
        category="multi_turn",
        turns=[
            Turn("What's the per diem for Paris?",
                 calls=[ExpectCall("get_per_diem_rate", {"country_code": "FR", "city": contains("paris")})],
                 forbid=_EXP_ACTS,
                 answer_has=[said_number(60)]),
            Turn("and Frankfurt?",
                 calls=[ExpectCall("get_per_diem_rate", {"country_code": "DE", "city": contains("frankfurt")})],
                 forbid=_EXP_ACTS,
                 answer_has=[said_number(52)]),
            Turn("how much is that in pounds",
                 calls=[ExpectCall("convert_currency", {"amount": number(52), "from_currency": "EUR",
                                                         "to_currency": "GBP"})],
                 allow=["get_per_diem_rate"],
                 forbid=_EXP_ACTS,
                 answer_has=[said("44.72")]),
        ],
        features=("iso_code", "8_tools"),
    ),

    # ---------------------------------------------------------------- real-estate viewings
    Case(
        id="fb_home_direct_book_saturday",
        domain="home_viewings",
        category="direct",
        turns=[Turn(
            "book a viewing at L-4431 saturday 11:30, there'll be two of us",
            calls=[ExpectCall("bookViewing", {"listingId": "L-4431",
                                              "slotStart": at("2026-12-12", "11:30"),
                                              "attendees": 2})],
            allow=["listViewingSlots", "get_listing"],
            forbid=["cancelViewing", "make_offer"],
            answer_has=[said("V-8931"), said("Dana")],
        )],
        features=("date", "nullable_anyof", "number_words", "8_tools"),
    ),
    Case(
        id="fb_home_polite_mortgage",
        domain="home_viewings",
        category="polite",
        turns=[Turn(
            "Would you mind working out roughly what I'd pay each month on a $600k home with 20% down on a "
            "30-year fixed?",
            calls=[ExpectCall("estimate_mortgage", {"home_price": number(600000), "down_payment": number(120000),
                                                    "term_years": 30})],
            forbid=_HOME_ACTS,
            answer_has=[said_number(_pmt(600000, 120000, 30))],
        )],
        features=("enum", "8_tools"),
    ),
    Case(
        id="fb_home_indirect_yard",
        domain="home_viewings",
        category="indirect",
        turns=[Turn(
            "we've got a toddler and a very bouncy labrador, budget tops out around 650k. anything in portland "
            "with some outdoor space for them?",
            calls=[ExpectCall("search_listings", {"city": contains("portland"),
                                                  "max_price": between(600000, 700000)})],
            allow=["get_listing"],
            forbid=_HOME_ACTS,
            answer_has=[said("Williams", "L-4431")],
        )],
        features=("array", "8_tools"),
    ),
    Case(
        id="fb_home_multi_intent_cancel_and_slots",
        domain="home_viewings",
        category="multi_intent",
        turns=[Turn(
            "Cancel my viewing tomorrow, and see what times the Everett St condo has on Saturday instead.",
            calls=[ExpectCall("cancelViewing", {"viewingId": "V-8801"}),
                   ExpectCall("listViewingSlots", {"listingId": "L-4410", "date": date("2026-12-12")})],
            allow=["my_viewings", "search_listings", "get_listing"],
            forbid=["bookViewing", "make_offer"],
            answer_has=[said("10:00", "10am", "10 am", "10:00 am", "10 a.m.")],
        )],
        features=("date", "8_tools"),
    ),
    Case(
        id="fb_home_no_tool_fixed_vs_variable",
        domain="home_viewings",
        category="no_tool",
        turns=[Turn(
            "Honest take: fixed or variable with rates where they are right now? We'll probably stay 5-7 years.",
            allow=["estimate_mortgage"],
            forbid=_HOME_ACTS,
        )],
        features=("8_tools",),
    ),
    Case(
        id="fb_home_underspecified_offer",
        domain="home_viewings",
        category="underspecified",
        turns=[Turn(
            "I want to put in an offer on the Taylor St house.",
            allow=["get_listing", "search_listings"],
            forbid=_HOME_ACTS,
            clarify=True,
        )],
        features=("strict", "8_tools"),
    ),
    Case(
        id="fb_home_chained_search_and_book",
        domain="home_viewings",
        category="chained",
        turns=[Turn(
            "Find me a 3 bed under 620k in Portland and grab the earliest viewing you can get tomorrow.",
            calls=[ExpectCall("search_listings", {"city": contains("portland"), "max_price": between(600000, 620000)}),
                   ExpectCall("listViewingSlots", {"listingId": "L-4431", "date": date("2026-12-11")}),
                   ExpectCall("bookViewing", {"listingId": "L-4431",
                                              "slotStart": at("2026-12-11", "17:30")})],
            allow=["get_listing"],
            forbid=["cancelViewing", "make_offer"],
            answer_has=[said("17:30", "5:30")],
        )],
        features=("date", "8_tools"),
    ),
    Case(
        id="fb_home_multi_turn_viewing_agent_cancel",
        domain="home_viewings",
        category="multi_turn",
        turns=[
            Turn("what viewings have I got coming up?",
                 calls=[ExpectCall("my_viewings")],
                 forbid=_HOME_ACTS,
                 answer_has=[said("Everett"), said("Friday", "Dec 11", "December 11", "11 Dec", "12/11",
                                                   "2026-12-11", "tomorrow")]),
            Turn("who's the agent on that one?",
                 allow=["my_viewings", "get_listing"],
                 forbid=_HOME_ACTS,
                 answer_has=[said("Dana Whitfield", "Dana")]),
            Turn("ok cancel it please, something's come up",
                 calls=[ExpectCall("cancelViewing", {"viewingId": "V-8801"})],
                 allow=["my_viewings"],
                 forbid=["bookViewing", "make_offer"],
                 answer_has=[said("cancel")]),
        ],
        features=("person", "8_tools"),
    ),
    Case(
        id="fb_home_multi_turn_mortgage_then_offer",
        domain="home_viewings",
        category="multi_turn",
        turns=[
            Turn("What would monthly payments look like on L-4425 if I put 150k down over 25 years?",
                 calls=[ExpectCall("get_listing", {"listing_id": "L-4425"}),
                        ExpectCall("estimate_mortgage", {"home_price": number(725000),
                                                         "down_payment": number(150000), "term_years": 25})],
                 forbid=_HOME_ACTS,
                 answer_has=[said_number(_pmt(725000, 150000, 25))]),
            Turn("and over 30?",
                 calls=[ExpectCall("estimate_mortgage", {"home_price": number(725000),
                                                         "down_payment": number(150000), "term_years": 30})],
                 allow=["get_listing"],
                 forbid=_HOME_ACTS,
                 answer_has=[said_number(_pmt(725000, 150000, 30))]),
            Turn("ok let's offer 700k on it, subject to inspection, and keep the offer open until Monday",
                 calls=[ExpectCall("make_offer", {"listing_id": "L-4425", "amount": 700000,
                                                  "conditions": has_items("inspection"),
                                                  "expires_on": date("2026-12-14")})],
                 allow=["get_listing"],
                 forbid=["bookViewing", "cancelViewing"],
                 answer_has=[said("OF-3125")]),
        ],
        features=("strict", "enum", "array", "date", "nullable_anyof", "8_tools"),
    ),

    # ---------------------------------------------------------------- bike share
    Case(
        id="fb_bike_direct_unlock_ebike",
        domain="bikeshare",
        category="direct",
        turns=[Turn(
            "unlock an e-bike at Kongens Nytorv",
            calls=[ExpectCall("unlock_vehicle", {"station_id": "ST-114", "vehicle_type": "ebike"})],
            allow=["find_stations", "get_station"],
            forbid=["end_ride", "buy_pass", "set_default_card"],
            answer_has=[said("EB-3537", "R-55190")],
        )],
        features=("strict", "enum", "nullable_anyof", "8_tools"),
    ),
    Case(
        id="fb_bike_polite_end_ride",
        domain="bikeshare",
        category="polite",
        turns=[Turn(
            "Hi! Could you end my ride please? I've just docked it at Islands Brygge.",
            calls=[ExpectCall("end_ride", {"ride_id": "R-55102"})],
            allow=["get_active_ride", "find_stations", "get_station"],
            forbid=["unlock_vehicle", "buy_pass", "set_default_card"],
            answer_has=[said("82.50", "82.5", "82,50")],
        )],
        features=("nullable_anyof", "8_tools"),
    ),
    Case(
        id="fb_bike_indirect_card_declined",
        domain="bikeshare",
        category="indirect",
        turns=[Turn(
            "my card just got declined at the dock at nørreport?? what's going on",
            calls=[ExpectCall("get_wallet")],
            allow=["get_active_ride"],
            forbid=_BIKE_ACTS,
            answer_has=[said("4417"), said("expired")],
        )],
        features=("8_tools",),
    ),
    Case(
        id="fb_bike_multi_intent_scooters_and_spend",
        domain="bikeshare",
        category="multi_intent",
        turns=[Turn(
            "How many scooters are at Christianshavn Torv right now, and how much have I spent on rides so far "
            "this month?",
            calls=[ExpectCall("find_stations", {"near": contains("christianshavn")}),
                   ExpectCall("ride_history", {"from_date": date("2026-12-01")})],
            allow=["get_station"],
            forbid=_BIKE_ACTS,
            answer_has=[said("3 scooters", "three scooters", "3 e-scooters", "scooters: 3", "3 available"),
                        said_number(190)],
        )],
        features=("date", "8_tools"),
    ),
    Case(
        id="fb_bike_no_tool_docking_howto",
        domain="bikeshare",
        category="no_tool",
        turns=[Turn(
            "how can I tell a bike is actually docked properly? I got charged for an extra half hour once "
            "because it didn't lock",
            allow=["ride_history"],
            forbid=_BIKE_ACTS,
        )],
        features=("8_tools",),
    ),
    Case(
        id="fb_bike_underspecified_pass",
        domain="bikeshare",
        category="underspecified",
        turns=[Turn(
            "buy me a pass",
            allow=["list_passes"],
            forbid=_BIKE_ACTS,
            clarify=True,
        )],
        features=("enum", "8_tools"),
    ),
    Case(
        id="fb_bike_chained_most_scooters",
        domain="bikeshare",
        category="chained",
        turns=[Turn(
            "unlock a scooter for me at whichever station near Nyhavn has the most of them",
            calls=[ExpectCall("find_stations", {"near": contains("nyhavn")}),
                   ExpectCall("unlock_vehicle", {"station_id": "ST-114", "vehicle_type": "scooter"})],
            allow=["get_station"],
            forbid=["end_ride", "buy_pass", "set_default_card"],
            answer_has=[said("Kongens Nytorv", "ST-114")],
        )],
        features=("strict", "enum", "8_tools"),
    ),
    Case(
        id="fb_bike_multi_turn_history",
        domain="bikeshare",
        category="multi_turn",
        turns=[
            Turn("show me my last 3 rides",
                 calls=[ExpectCall("ride_history", {"limit": 3})],
                 forbid=_BIKE_ACTS,
                 answer_has=[said("Islands Brygge"), said("Kongens Nytorv", "scooter")]),
            Turn("how long was the scooter one and what did it cost me?",
                 allow=["ride_history"],
                 forbid=_BIKE_ACTS,
                 answer_has=[said("11 min", "11 minutes", "11-minute"), said("31.50", "31.5", "31,50")]),
        ],
        features=("number_words", "8_tools"),
    ),
    Case(
        id="fb_bike_multi_turn_weekly_pass",
        domain="bikeshare",
        category="multi_turn",
        turns=[
            Turn("what passes have you got?",
                 calls=[ExpectCall("list_passes")],
                 forbid=_BIKE_ACTS,
                 answer_has=[said("195"), said("399")]),
            Turn("I'll take the weekly one. don't auto-renew it though",
                 calls=[ExpectCall("buy_pass", {"pass_code": "weekly", "auto_renew": boolean(False)})],
                 allow=["list_passes", "get_wallet"],
                 forbid=["unlock_vehicle", "end_ride", "set_default_card"],
                 answer_has=[said("Weekly"), said("9020")]),
        ],
        features=("enum", "8_tools"),
    ),

    # ---------------------------------------------------------------- cloud ops
    Case(
        id="fb_ops_direct_restart_worker",
        domain="cloud_ops",
        category="direct",
        turns=[Turn(
            "restart the worker in checkout-prod",
            calls=[ExpectCall("restart_service", {"project_id": contains("checkout"), "service": "worker"})],
            allow=["get_service_status"],
            forbid=["scale_service", "acknowledge_alert", "set_budget_alert"],
            answer_has=[said("restart")],
        )],
        features=("enum", "8_tools"),
    ),
    Case(
        id="fb_ops_polite_error_logs",
        domain="cloud_ops",
        category="polite",
        turns=[Turn(
            "Could you pull the last 20 error logs for the checkout api, please?",
            calls=[ExpectCall("get_logs", {"project_id": contains("checkout"), "service": "api",
                                           "level": "error", "limit": 20})],
            allow=["list_projects"],
            forbid=_OPS_ACTS,
            answer_has=[said("payments-gw", "payments gateway"), said("timeout", "timed out")],
        )],
        features=("enum", "8_tools"),
    ),
    Case(
        id="fb_ops_indirect_checkout_slow",
        domain="cloud_ops",
        category="indirect",
        turns=[Turn(
            "customers are saying checkout is super slow this morning, is anything firing?",
            calls=[ExpectCall("list_alerts")],
            allow=["get_service_status", "get_logs", "list_projects"],
            forbid=_OPS_ACTS,
            answer_has=[said("AL-3391", "latency")],
        )],
        features=("nullable_anyof", "8_tools"),
    ),
    Case(
        id="fb_ops_multi_intent_budget_and_alert",
        domain="cloud_ops",
        category="multi_intent",
        turns=[Turn(
            "How much has data-pipeline burned so far this month? Also set up a budget alert at 80% that goes "
            "to Slack.",
            calls=[ExpectCall("get_budget", {"project_id": "data-pipeline"}),
                   ExpectCall("set_budget_alert", {"project_id": "data-pipeline", "threshold_percent": 80,
                                                   "channels": has_items("slack")})],
            allow=["list_projects"],
            forbid=["scale_service", "restart_service", "acknowledge_alert"],
            answer_has=[said("8,610", "8610")],
        )],
        features=("strict", "array", "enum", "nullable_anyof", "8_tools"),
    ),
    Case(
        id="fb_ops_no_tool_rolling_vs_scale",
        domain="cloud_ops",
        category="no_tool",
        turns=[Turn(
            "what's the practical difference between a rolling restart and scaling a service to zero and back "
            "up? when would I pick one over the other",
            forbid=_OPS_ACTS,
        )],
        features=("8_tools",),
    ),
    Case(
        id="fb_ops_underspecified_scale_ingest",
        domain="cloud_ops",
        category="underspecified",
        turns=[Turn(
            "can you scale the ingest service in data-pipeline",
            allow=["get_service_status", "list_projects"],
            forbid=_OPS_ACTS,
            clarify=True,
        )],
        features=("strict", "ref", "8_tools"),
    ),
    Case(
        id="fb_ops_chained_ack_critical",
        domain="cloud_ops",
        category="chained",
        turns=[Turn(
            "ack whatever critical alert is open on checkout-prod, note: aiko investigating",
            calls=[ExpectCall("list_alerts"),
                   ExpectCall("acknowledge_alert", {"alert_id": "AL-3391", "note": contains("investigating")})],
            forbid=["scale_service", "restart_service", "set_budget_alert"],
            answer_has=[said("AL-3391")],
        )],
        features=("enum", "nullable_anyof", "8_tools"),
    ),
    Case(
        id="fb_ops_multi_turn_status_scale",
        domain="cloud_ops",
        category="multi_turn",
        turns=[
            Turn("how's the api in checkout-prod looking?",
                 calls=[ExpectCall("get_service_status", {"projectId": contains("checkout"), "serviceName": "api"})],
                 allow=["list_alerts"],
                 forbid=_OPS_ACTS,
                 answer_has=[said("1480", "1,480", "1.48"), said("degraded")]),
            Turn("scale it to 8",
                 calls=[ExpectCall("scale_service", {"target": fields(project_id=contains("checkout"), service="api"),
                                                     "replicas": 8})],
                 forbid=["restart_service", "acknowledge_alert", "set_budget_alert"],
                 answer_has=[said("8")]),
            Turn("do the worker too, six replicas",
                 calls=[ExpectCall("scale_service", {"target": fields(project_id=contains("checkout"),
                                                                      service="worker"),
                                                     "replicas": 6})],
                 allow=["get_service_status"],
                 forbid=["restart_service", "acknowledge_alert", "set_budget_alert"],
                 answer_has=[said("6", "six")]),
        ],
        features=("strict", "ref", "nested", "number_words", "8_tools"),
    ),
    Case(
        id="fb_ops_multi_turn_top_cost_breakdown",
        domain="cloud_ops",
        category="multi_turn",
        turns=[
            Turn("which of our projects is costing the most this month?",
                 calls=[ExpectCall("list_projects")],
                 allow=["get_budget", "get_cost_breakdown"],
                 forbid=_OPS_ACTS,
                 answer_has=[said("checkout-prod", "Checkout"), said("14,220", "14220")]),
            Turn("break that one down by service for me",
                 calls=[ExpectCall("get_cost_breakdown", {"project_id": contains("checkout"), "group_by": "service"})],
                 forbid=_OPS_ACTS,
                 answer_has=[said("api"), said("6,980", "6980")]),
        ],
        features=("ref", "enum", "nested", "8_tools"),
    ),

    # ---------------------------------------------------------------- grocery
    Case(
        id="fb_groc_direct_add_oat_eggs",
        domain="grocery",
        category="direct",
        turns=[Turn(
            "add 2 oat milks and a dozen eggs to my basket",
            calls=[ExpectCall("add_to_basket", {"items": has_items(fields(product_id="P-1003", quantity=2),
                                                                   fields(product_id="P-2001", quantity=1))})],
            allow=["searchProducts", "get_basket"],
            forbid=["remove_from_basket", "book_slot", "cancel_order"],
            answer_has=[said("Oatly", "oat"), said("eggs")],
        )],
        features=("array", "nested", "number_words", "8_tools"),
    ),
    Case(
        id="fb_groc_polite_order_status",
        domain="grocery",
        category="polite",
        turns=[Turn(
            "Hiya, could you let me know where my order's got to please?",
            calls=[ExpectCall("get_order_status")],
            forbid=_GROC_ACTS,
            answer_has=[said("out for delivery", "on its way", "on the way"), said("12:35")],
        )],
        features=("8_tools",),
    ),
    Case(
        id="fb_groc_indirect_milk_today",
        domain="grocery",
        category="indirect",
        turns=[Turn(
            "we've completely run out of milk, is there any way of getting a delivery today before 6?",
            calls=[ExpectCall("list_delivery_slots", {"date": date("2026-12-10")})],
            allow=["searchProducts", "get_basket", "get_order_status"],
            forbid=_GROC_ACTS,
            answer_has=[said("16:00", "4pm", "4 pm", "4:00", "4-5", "4–5")],
        )],
        features=("date", "8_tools"),
    ),
    Case(
        id="fb_groc_multi_intent_bananas_and_slot",
        domain="grocery",
        category="multi_intent",
        turns=[Turn(
            "take the bananas out of my basket, and book me the 6pm slot on Saturday",
            calls=[ExpectCall("remove_from_basket", {"product_id": "P-4001"}),
                   ExpectCall("book_slot", {"slot_id": "SLOT-1212-1800"})],
            allow=["get_basket", "list_delivery_slots", "searchProducts"],
            forbid=["add_to_basket", "cancel_order", "set_substitution_preference"],
            answer_has=[said("18:00", "6pm", "6 pm", "6:00")],
        )],
        features=("strict", "date", "nullable_anyof", "8_tools"),
    ),
    Case(
        id="fb_groc_no_tool_veggie_ideas",
        domain="grocery",
        category="no_tool",
        turns=[Turn(
            "Not ordering yet, just after ideas: what are 4 or 5 cheap veggie dinners I could plan the week "
            "around?",
            allow=["searchProducts"],
            forbid=_GROC_ACTS,
        )],
        features=("8_tools",),
    ),
    Case(
        id="fb_groc_underspecified_slot",
        domain="grocery",
        category="underspecified",
        turns=[Turn(
            "book me a delivery slot",
            allow=["list_delivery_slots", "get_basket"],
            forbid=_GROC_ACTS,
            clarify=True,
        )],
        features=("strict", "8_tools"),
    ),
    Case(
        id="fb_groc_chained_cheddar_sub",
        domain="grocery",
        category="chained",
        turns=[Turn(
            "if the cheddar in my basket is out of stock on the day, swap it for the vegan one instead",
            calls=[ExpectCall("set_substitution_preference", {"product_id": "P-5001", "mode": "specific_product",
                                                              "substitute_product_id": "P-5002"})],
            allow=["get_basket", "searchProducts"],
            forbid=["add_to_basket", "remove_from_basket", "book_slot", "cancel_order"],
            answer_has=[said("Violife", "vegan")],
        )],
        features=("enum", "nullable_anyof", "8_tools"),
    ),
    Case(
        id="fb_groc_multi_turn_basket_edit",
        domain="grocery",
        category="multi_turn",
        turns=[
            Turn("what's in my basket at the mo?",
                 calls=[ExpectCall("get_basket")],
                 forbid=_GROC_ACTS,
                 answer_has=[said("sourdough"), said("banana")]),
            Turn("bin the sourdough",
                 calls=[ExpectCall("remove_from_basket", {"product_id": "P-3001"})],
                 forbid=["add_to_basket", "book_slot", "cancel_order"],
                 answer_has=[said("sourdough")]),
            Turn("and chuck in two packs of the gluten free penne",
                 calls=[ExpectCall("add_to_basket", {"items": has_items(fields(product_id="P-6001", quantity=2))})],
                 allow=["searchProducts"],
                 forbid=["remove_from_basket", "book_slot", "cancel_order"],
                 answer_has=[said("penne")]),
        ],
        features=("array", "nested", "number_words", "8_tools"),
    ),
    Case(
        id="fb_groc_multi_turn_slots_book_second",
        domain="grocery",
        category="multi_turn",
        turns=[
            Turn("what slots have you got saturday morning?",
                 calls=[ExpectCall("list_delivery_slots", {"date": date("2026-12-12")})],
                 forbid=_GROC_ACTS,
                 answer_has=[said("08:00", "8am", "8:00", "8 am"), said("09:00", "9am", "9:00", "9 am")]),
            Turn("book the second one",
                 calls=[ExpectCall("book_slot", {"slot_id": "SLOT-1212-0900"})],
                 allow=["list_delivery_slots"],
                 forbid=["add_to_basket", "remove_from_basket", "cancel_order"],
                 answer_has=[said("09:00", "9am", "9:00", "9 am")]),
            Turn("actually is there anything on sunday evening?",
                 calls=[ExpectCall("list_delivery_slots", {"date": date("2026-12-13")})],
                 forbid=_GROC_ACTS,
                 answer_has=[said("18:00", "6pm", "6 pm", "6:00")]),
        ],
        features=("strict", "date", "enum", "8_tools"),
    ),
]
