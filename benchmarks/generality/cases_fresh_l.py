"""Fresh generality part L: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py and validate.py (and the loading code at the top of runner.py).

Domains, tool counts and each domain's "today":
- used_cars   (9 tools)  AutoTrail used-car marketplace, Leeds      Tuesday 8 December 2026, 10:15
- pottery     (3 tools)  Kiln & Co pottery studio, Sheffield        Saturday 16 January 2027, 09:40
- museum      (1 tool)   Saltmarsh Maritime Museum audio guide      Sunday 22 November 2026, 14:05
- dog_groom   (6 tools)  Wag & Wash dog grooming, Bristol           Thursday 4 March 2027, 17:30
- wine_club   (5 tools)  Cellar Circle wine subscription, Brighton  Monday 12 October 2026, 08:50

Naming styles: snake_case (used_cars, wine_club), camelCase (getListing, the dog_groom tools),
hyphenated (the pottery tools). Strict tools: book-class, lookup_exhibit, update_shipment, rate_wine.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    at,
    date,
    fields,
    items,
    matches,
    number,
    one_of,
    said,
    said_number,
)

# ---------------------------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------------------------


def any_of(*preds: Pred) -> Pred:
    """Any of these answer facts (e.g. two acceptable figures)."""
    return Pred(f"any of {preds!r}", lambda text: any(p.ok(text) for p in preds))


def date_in(low: str, high: str) -> Pred:
    """An ISO date (or date-time) within [low, high]."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and lo <= _dt.date.fromisoformat(v.strip()[:10]) <= hi)


def _parse_dt(value: Any) -> _dt.datetime | None:
    try:
        text = str(value).strip().replace(" ", "T")
        moment = _dt.datetime.fromisoformat(text)
        return moment.replace(tzinfo=None)
    except (TypeError, ValueError):
        return None


def _parse_date(value: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(value).strip()[:10])
    except (TypeError, ValueError):
        return None


def _reg(value: Any) -> str:
    return "".join(str(value).split()).upper()


# =============================================================================================
# Domain 1: used_cars — AutoTrail used-car marketplace (9 tools)
# =============================================================================================

CARS_NOW = _dt.datetime(2026, 12, 8, 10, 15)

LISTINGS: dict[str, dict[str, Any]] = {
    "L-20417": {"title": "2019 Toyota Yaris 1.5 Hybrid Icon 5dr", "make": "Toyota", "model": "Yaris", "year": 2019, "mileage": 31200,
                "fuel": "hybrid", "transmission": "automatic", "price": 12495, "seller": "Kirkstall Car Centre", "seller_type": "dealer",
                "location": "Leeds LS5", "distance_miles": 3.1, "registration": "YD19 HKN", "colour": "silver", "owners": 2},
    "L-20433": {"title": "2018 Volkswagen Golf 1.5 TSI EVO Match 5dr", "make": "Volkswagen", "model": "Golf", "year": 2018, "mileage": 44800,
                "fuel": "petrol", "transmission": "manual", "price": 13250, "seller": "Gareth H.", "seller_type": "private",
                "location": "Harrogate HG1", "distance_miles": 15.4, "registration": "BK18 WPE", "colour": "blue", "owners": 1},
    "L-20508": {"title": "2020 Kia Niro 1.6 GDi Hybrid 2 DCT", "make": "Kia", "model": "Niro", "year": 2020, "mileage": 27900,
                "fuel": "hybrid", "transmission": "automatic", "price": 15990, "seller": "Wharfedale Motors", "seller_type": "dealer",
                "location": "Otley LS21", "distance_miles": 8.2, "registration": "YH20 OTN", "colour": "white", "owners": 1},
    "L-20519": {"title": "2016 Ford Focus 1.0 EcoBoost Zetec 5dr", "make": "Ford", "model": "Focus", "year": 2016, "mileage": 71300,
                "fuel": "petrol", "transmission": "manual", "price": 6750, "seller": "Sam P.", "seller_type": "private",
                "location": "Bradford BD8", "distance_miles": 9.0, "registration": "FN66 RZT", "colour": "red", "owners": 3},
    "L-20560": {"title": "2021 Nissan Leaf Acenta 40kWh", "make": "Nissan", "model": "Leaf", "year": 2021, "mileage": 19400,
                "fuel": "electric", "transmission": "automatic", "price": 14200, "seller": "Green Road EV", "seller_type": "dealer",
                "location": "Wakefield WF1", "distance_miles": 12.6, "registration": "YR21 EVL", "colour": "grey", "owners": 1},
    "L-20571": {"title": "2017 Skoda Octavia Estate 2.0 TDI SE", "make": "Skoda", "model": "Octavia", "year": 2017, "mileage": 88000,
                "fuel": "diesel", "transmission": "manual", "price": 8995, "seller": "Kirkstall Car Centre", "seller_type": "dealer",
                "location": "Leeds LS5", "distance_miles": 3.1, "registration": "YC17 OKT", "colour": "black", "owners": 2},
    "L-20588": {"title": "2020 Renault Zoe GT Line R135 ZE50", "make": "Renault", "model": "Zoe", "year": 2020, "mileage": 35600,
                "fuel": "electric", "transmission": "automatic", "price": 10950, "seller": "Ayesha K.", "seller_type": "private",
                "location": "Huddersfield HD1", "distance_miles": 17.8, "registration": "WN70 KTD", "colour": "blue", "owners": 2},
    "L-20602": {"title": "2019 Honda Jazz 1.3 i-VTEC SE CVT", "make": "Honda", "model": "Jazz", "year": 2019, "mileage": 22100,
                "fuel": "petrol", "transmission": "automatic", "price": 11800, "seller": "Margaret D.", "seller_type": "private",
                "location": "York YO24", "distance_miles": 24.3, "registration": "YK19 JZZ", "colour": "green", "owners": 1},
}

LISTING_EXTRAS = {
    "L-20417": {"features": ["reversing camera", "Apple CarPlay", "lane assist"], "service_history": "full Toyota history", "mot_expiry": "2027-11-02"},
    "L-20433": {"features": ["adaptive cruise", "parking sensors"], "service_history": "part history", "mot_expiry": "2027-05-19"},
    "L-20508": {"features": ["heated seats", "sat nav", "7-year warranty to 2027"], "service_history": "full Kia history", "mot_expiry": "2027-08-30"},
    "L-20519": {"features": ["Bluetooth", "DAB"], "service_history": "some receipts", "mot_expiry": "2027-03-11"},
    "L-20560": {"features": ["rapid charging (CHAdeMO)", "heat pump", "battery health 92%"], "service_history": "full Nissan history", "mot_expiry": "2027-06-14"},
    "L-20571": {"features": ["tow bar", "cruise control", "large boot"], "service_history": "full history, cambelt done at 80k", "mot_expiry": "2026-10-20"},
    "L-20588": {"features": ["battery owned (no lease)", "CCS rapid charging", "heated steering wheel"], "service_history": "main dealer to 2023", "mot_expiry": "2027-09-01"},
    "L-20602": {"features": ["magic seats", "city brake"], "service_history": "full Honda history", "mot_expiry": "2027-07-07"},
}

HISTORY: dict[str, dict[str, Any]] = {
    "YD19HKN": {"outstanding_finance": False, "write_off": None, "stolen": False, "mileage_check": "consistent",
                "mot": [{"date": "2025-11-03", "result": "pass", "advisories": ["front tyres wearing close to the legal limit"]}]},
    "BK18WPE": {"outstanding_finance": True, "finance_detail": "PCP agreement with Northway Finance still active; the seller must settle it before the sale",
                "write_off": None, "stolen": False, "mileage_check": "consistent",
                "mot": [{"date": "2025-05-20", "result": "pass", "advisories": []}]},
    "YH20OTN": {"outstanding_finance": False, "write_off": None, "stolen": False, "mileage_check": "consistent",
                "mot": [{"date": "2025-08-29", "result": "pass", "advisories": []}]},
    "FN66RZT": {"outstanding_finance": False, "write_off": None, "stolen": False, "mileage_check": "consistent",
                "mot": [{"date": "2025-03-10", "result": "pass", "advisories": ["slight oil leak"]},
                        {"date": "2024-03-02", "result": "fail", "reasons": ["front brake discs worn"]},
                        {"date": "2024-03-09", "result": "pass", "advisories": []}]},
    "YR21EVL": {"outstanding_finance": False, "write_off": None, "stolen": False, "mileage_check": "consistent",
                "mot": [{"date": "2025-06-13", "result": "pass", "advisories": []}]},
    "YC17OKT": {"outstanding_finance": False, "write_off": None, "stolen": False, "mileage_check": "consistent",
                "mot": [{"date": "2025-10-14", "result": "fail", "reasons": ["nearside front suspension ball joint excessively worn"]},
                        {"date": "2025-10-21", "result": "pass", "advisories": ["rear brake pads wearing thin"]},
                        {"date": "2024-10-18", "result": "pass", "advisories": []},
                        {"date": "2023-10-16", "result": "fail", "reasons": ["headlamp aim too high"]},
                        {"date": "2023-10-16", "result": "pass", "advisories": []}]},
    "WN70KTD": {"outstanding_finance": False, "stolen": False, "mileage_check": "consistent",
                "write_off": {"category": "N", "date": "2022-07-08", "detail": "Category N (non-structural) insurance write-off, repaired"},
                "mot": [{"date": "2025-08-28", "result": "pass", "advisories": []}]},
    "YK19JZZ": {"outstanding_finance": False, "write_off": None, "stolen": False, "mileage_check": "consistent",
                "mot": [{"date": "2025-07-05", "result": "pass", "advisories": []}]},
    "YB17KXT": {"outstanding_finance": False, "write_off": None, "stolen": False, "mileage_check": "consistent",
                "mot": [{"date": "2025-04-22", "result": "pass", "advisories": ["rear bumper scuffed"]}]},
}

# registration -> (description, trade value at reference mileage, reference mileage)
VALUATION_BASE = {"YB17KXT": ("2017 Ford Fiesta 1.0 EcoBoost Zetec 5dr", 6200, 58000)}
for _listing in LISTINGS.values():
    VALUATION_BASE[_reg(_listing["registration"])] = (_listing["title"], round(_listing["price"] * 0.8), _listing["mileage"])
CONDITION_FACTOR = {"excellent": 1.08, "good": 1.0, "fair": 0.9, "poor": 0.75}


def _trade_value(registration: str, mileage: int, condition: str) -> int:
    _, base, ref = VALUATION_BASE[_reg(registration)]
    raw = (base + (ref - mileage) * 0.03) * CONDITION_FACTOR[condition]
    return int(round(raw / 5.0)) * 5


def _summary(listing_id: str) -> dict[str, Any]:
    car = LISTINGS[listing_id]
    keys = ("title", "year", "mileage", "fuel", "transmission", "price", "seller_type", "location", "distance_miles", "registration")
    return {"listing_id": listing_id, **{k: car[k] for k in keys}}


def search_listings(make=None, model=None, max_price=None, min_year=None, fuel=None, transmission=None, max_mileage=None,
                    near_postcode=None, radius_miles=None, sort_by="price_low", **_):
    hits = []
    for listing_id, car in LISTINGS.items():
        if make and str(make).lower() not in car["make"].lower():
            continue
        if model and str(model).lower() not in (car["model"] + " " + car["title"]).lower():
            continue
        if max_price is not None and car["price"] > max_price:
            continue
        if min_year is not None and car["year"] < min_year:
            continue
        if fuel and car["fuel"] != fuel:
            continue
        if transmission and car["transmission"] != transmission:
            continue
        if max_mileage is not None and car["mileage"] > max_mileage:
            continue
        if radius_miles is not None and car["distance_miles"] > radius_miles:
            continue
        hits.append(_summary(listing_id))
    order = {"price_low": ("price", False), "price_high": ("price", True), "mileage": ("mileage", False),
             "newest": ("year", True), "distance": ("distance_miles", False)}.get(sort_by or "price_low", ("price", False))
    hits.sort(key=lambda h: h[order[0]], reverse=order[1])
    return {"searched_from": near_postcode or "LS6 2AB", "count": len(hits), "results": hits}


def get_listing(listing_id, **_):
    if listing_id not in LISTINGS:
        return {"error": f"Listing '{listing_id}' not found or no longer available. Listing ids look like 'L-20417'."}
    car = LISTINGS[listing_id]
    return {"listing_id": listing_id, **car, **LISTING_EXTRAS[listing_id], "status": "available"}


def vehicle_history_check(registration, **_):
    key = _reg(registration)
    if key not in HISTORY:
        return {"error": f"No DVLA record found for registration '{registration}'. Check it was typed correctly, e.g. 'YB17 KXT'."}
    return {"registration": registration.upper(), "report_id": f"HC-{key}", **HISTORY[key]}


def part_exchange_valuation(registration, mileage, condition="good", **_):
    key = _reg(registration)
    if key not in VALUATION_BASE:
        return {"error": f"Could not value '{registration}': registration not recognised."}
    if condition not in CONDITION_FACTOR:
        return {"error": f"condition must be one of {sorted(CONDITION_FACTOR)}"}
    trade = _trade_value(key, int(mileage), condition)
    return {"registration": registration.upper(), "vehicle": VALUATION_BASE[key][0], "mileage": mileage, "condition": condition,
            "part_exchange_value": trade, "private_sale_estimate": int(round(trade * 1.18 / 5.0)) * 5, "currency": "GBP",
            "valid_until": "2026-12-15"}


def _monthly(price: float, deposit: float, term: int) -> float:
    credit = price - deposit
    rate = 1.099 ** (1 / 12) - 1
    return round(credit * rate / (1 - (1 + rate) ** -term), 2)


def finance_quote(price, deposit, term_months, **_):
    if term_months not in (24, 36, 48, 60):
        return {"error": "term_months must be 24, 36, 48 or 60"}
    if deposit < 0.1 * price:
        return {"error": f"Minimum deposit is 10% of the price (£{0.1 * price:,.2f})."}
    monthly = _monthly(price, deposit, term_months)
    total = round(monthly * term_months + deposit, 2)
    return {"cash_price": price, "deposit": deposit, "amount_of_credit": round(price - deposit, 2), "term_months": term_months,
            "representative_apr": 9.9, "monthly_payment": monthly, "total_payable": total,
            "total_interest": round(total - price, 2), "type": "hire purchase"}


def book_test_drive(listing_id, start, driver_name=None, notes=None, **_):
    if listing_id not in LISTINGS:
        return {"error": f"Listing '{listing_id}' not found."}
    when = _parse_dt(start)
    if when is None:
        return {"error": "start must be an ISO date-time such as 2026-12-10T11:00"}
    if when - CARS_NOW < _dt.timedelta(hours=24):
        return {"error": "Test drives must be booked at least 24 hours ahead (earliest 2026-12-09T10:15)."}
    if when.weekday() == 6 or not (_dt.time(9, 0) <= when.time() <= _dt.time(16, 15)):
        return {"error": "Test drives run Monday-Saturday, starting between 09:00 and 16:15."}
    car = LISTINGS[listing_id]
    return {"booking_id": f"TD-{listing_id[2:]}-{when:%d%H%M}", "status": "confirmed", "listing": car["title"],
            "start": when.isoformat(timespec="minutes"), "duration_minutes": 45, "where": f"{car['seller']}, {car['location']}",
            "driver": driver_name or "Priya Natarajan", "bring": "photocard driving licence"}


def make_offer(listing_id, amount, part_exchange=None, message=None, **_):
    if listing_id not in LISTINGS:
        return {"error": f"Listing '{listing_id}' not found."}
    car = LISTINGS[listing_id]
    out: dict[str, Any] = {"offer_id": f"OF-{listing_id[2:]}-{int(amount)}", "status": "sent to seller", "listing": car["title"],
                           "asking_price": car["price"], "offer": amount, "binding_until": "2026-12-10T10:15"}
    if part_exchange:
        reg = part_exchange.get("registration", "")
        if _reg(reg) in VALUATION_BASE and part_exchange.get("mileage") is not None:
            value = _trade_value(reg, int(part_exchange["mileage"]), "good")
            out["part_exchange"] = {"registration": reg.upper(), "guide_value": value}
        else:
            out["part_exchange"] = {"registration": str(reg).upper(), "guide_value": None}
    if amount < 0.7 * car["price"]:
        out["note"] = "Offers under 70% of the asking price are usually declined."
    return out


def message_seller(listing_id, message, **_):
    if listing_id not in LISTINGS:
        return {"error": f"Listing '{listing_id}' not found."}
    return {"sent": True, "thread_id": f"MSG-{listing_id[2:]}-01", "to": LISTINGS[listing_id]["seller"],
            "typical_reply_time": "within 4 hours" if LISTINGS[listing_id]["seller_type"] == "dealer" else "within a day"}


def save_search(criteria, alert_frequency, name=None, **_):
    found = search_listings(**{k: v for k, v in criteria.items() if v is not None})
    return {"saved_search_id": "SS-3391", "name": name or "My search", "criteria": criteria, "alert_frequency": alert_frequency,
            "current_matches": found["count"], "alerts_to": "priya.n@example.com"}


CARS_TOOLS = [
    ToolDef("search_listings", "Search used cars for sale on AutoTrail. All filters optional; results sorted by sort_by (default cheapest first).", {
        "type": "object",
        "properties": {
            "make": {"type": "string", "description": "Manufacturer, e.g. 'Toyota'"},
            "model": {"type": "string", "description": "Model name, e.g. 'Yaris'"},
            "max_price": {"type": "integer", "description": "Maximum price in GBP"},
            "min_year": {"type": "integer", "minimum": 1990},
            "fuel": {"type": "string", "enum": ["petrol", "diesel", "hybrid", "electric"]},
            "transmission": {"type": "string", "enum": ["manual", "automatic"]},
            "max_mileage": {"type": "integer", "minimum": 0},
            "near_postcode": {"type": "string", "description": "Defaults to the user's postcode"},
            "radius_miles": {"type": "integer", "minimum": 1, "maximum": 200},
            "sort_by": {"type": "string", "enum": ["price_low", "price_high", "mileage", "newest", "distance"]},
        },
    }, search_listings),
    ToolDef("getListing", "Full details of one listing: features, service history, MOT expiry, seller.", {
        "type": "object",
        "properties": {"listing_id": {"type": "string", "description": "e.g. 'L-20417'"}},
        "required": ["listing_id"],
    }, get_listing),
    ToolDef("vehicle_history_check", "Run a vehicle history check by registration: outstanding finance, insurance write-offs, "
            "stolen markers, mileage records and MOT history.", {
        "type": "object",
        "properties": {"registration": {"type": "string", "description": "UK registration, e.g. 'YB17 KXT'"}},
        "required": ["registration"],
    }, vehicle_history_check),
    ToolDef("part_exchange_valuation", "Value a car for part-exchange (trade price) and give a private-sale estimate.", {
        "type": "object",
        "properties": {
            "registration": {"type": "string"},
            "mileage": {"type": "integer", "minimum": 0},
            "condition": {"type": "string", "enum": ["excellent", "good", "fair", "poor"],
                          "description": "good = normal wear; fair = noticeable cosmetic damage; poor = needs work"},
        },
        "required": ["registration", "mileage"],
    }, part_exchange_valuation),
    ToolDef("finance_quote", "Hire-purchase quote at the representative 9.9% APR.", {
        "type": "object",
        "properties": {
            "price": {"type": "number", "description": "Cash price in GBP"},
            "deposit": {"type": "number", "description": "Deposit in GBP (at least 10% of price)"},
            "term_months": {"type": "integer", "enum": [24, 36, 48, 60]},
        },
        "required": ["price", "deposit", "term_months"],
    }, finance_quote),
    ToolDef("book_test_drive", "Book a 45-minute test drive with the seller.", {
        "type": "object",
        "properties": {
            "listing_id": {"type": "string"},
            "start": {"type": "string", "format": "date-time", "description": "Local start time, e.g. 2026-12-10T11:00"},
            "driver_name": {"type": "string", "description": "Defaults to the account holder"},
            "notes": {"anyOf": [{"type": "string"}, {"type": "null"}]},
        },
        "required": ["listing_id", "start"],
    }, book_test_drive, act=True),
    ToolDef("make_offer", "Send the seller a binding offer (binding for 48 hours), optionally with a part-exchange car.", {
        "type": "object",
        "$defs": {
            "vehicle": {"type": "object", "properties": {"registration": {"type": "string"}, "mileage": {"type": "integer"}},
                        "required": ["registration", "mileage"]},
        },
        "properties": {
            "listing_id": {"type": "string"},
            "amount": {"type": "integer", "description": "Offer in whole GBP"},
            "part_exchange": {"anyOf": [{"$ref": "#/$defs/vehicle"}, {"type": "null"}], "description": "The user's car to trade in, if any"},
            "message": {"anyOf": [{"type": "string"}, {"type": "null"}]},
        },
        "required": ["listing_id", "amount"],
    }, make_offer, act=True),
    ToolDef("message_seller", "Send a message to the seller of a listing.", {
        "type": "object",
        "properties": {"listing_id": {"type": "string"}, "message": {"type": "string"}},
        "required": ["listing_id", "message"],
    }, message_seller, act=True),
    ToolDef("save_search", "Save a search and get alerts when new cars match it.", {
        "type": "object",
        "properties": {
            "name": {"type": "string"},
            "criteria": {
                "type": "object",
                "properties": {
                    "make": {"type": "string"}, "model": {"type": "string"}, "max_price": {"type": "integer"},
                    "min_year": {"type": "integer"}, "max_mileage": {"type": "integer"},
                    "fuel": {"type": "string", "enum": ["petrol", "diesel", "hybrid", "electric"]},
                    "transmission": {"type": "string", "enum": ["manual", "automatic"]},
                },
            },
            "alert_frequency": {"type": "string", "enum": ["instant", "daily", "weekly"]},
        },
        "required": ["criteria", "alert_frequency"],
    }, save_search, act=True),
]

CARS_INSTRUCTIONS = """You are the assistant inside the AutoTrail app, a UK marketplace for used cars from dealers and private sellers.
Today is Tuesday 8 December 2026, 10:15 (UK time).

Signed-in user: Priya Natarajan (user U-5521), postcode LS6 2AB (Leeds), email priya.n@example.com.
Her current car: 2017 Ford Fiesta 1.0 EcoBoost Zetec, registration YB17 KXT, 58,000 miles at her last valuation.

Policies:
- Test drives last 45 minutes, Monday to Saturday, starting between 09:00 and 16:15, and must be booked at least 24 hours ahead. Bring a photocard driving licence.
- Offers made through the app are binding for 48 hours: the seller can accept, counter or decline in that time and the buyer cannot withdraw. After 48 hours an unanswered offer lapses.
- Finance is hire purchase at a representative 9.9% APR, 24-60 months, minimum deposit 10%.
- Prices are in GBP. Never make an offer, book a test drive or message a seller unless the user clearly asks for it."""

# =============================================================================================
# Domain 2: pottery — Kiln & Co pottery studio (3 tools, hyphenated names)
# =============================================================================================

SESSIONS: dict[str, dict[str, Any]] = {
    "S-1701": {"date": "2027-01-16", "start": "14:00", "end": "16:30", "title": "Wheel throwing taster", "category": "wheel", "level": "beginner", "price": 42.0, "spots_left": 2, "tutor": "Ines"},
    "S-1702": {"date": "2027-01-17", "start": "10:00", "end": "12:30", "title": "Handbuilding: coil and slab pots", "category": "handbuilding", "level": "beginner", "price": 38.0, "spots_left": 5, "tutor": "Rob"},
    "S-1705": {"date": "2027-01-19", "start": "18:30", "end": "21:00", "title": "Wheel: trimming and turning", "category": "wheel", "level": "intermediate", "price": 45.0, "spots_left": 0, "tutor": "Ines"},
    "S-1708": {"date": "2027-01-21", "start": "19:00", "end": "21:00", "title": "Glazing workshop", "category": "glazing", "level": "all_levels", "price": 35.0, "spots_left": 6, "tutor": "Rob"},
    "S-1710": {"date": "2027-01-23", "start": "10:00", "end": "12:30", "title": "Wheel throwing taster", "category": "wheel", "level": "beginner", "price": 42.0, "spots_left": 4, "tutor": "Ines"},
    "S-1711": {"date": "2027-01-23", "start": "14:00", "end": "15:30", "title": "Kids clay club (ages 7-12)", "category": "kids", "level": "kids", "price": 20.0, "spots_left": 3, "tutor": "Rob"},
    "S-1714": {"date": "2027-01-27", "start": "18:30", "end": "21:00", "title": "Wheel: lidded jars", "category": "wheel", "level": "intermediate", "price": 48.0, "spots_left": 3, "tutor": "Ines"},
    "S-1716": {"date": "2027-01-30", "start": "10:00", "end": "16:00", "title": "Raku firing day", "category": "firing", "level": "advanced", "price": 85.0, "spots_left": 2, "tutor": "Rob"},
}

PIECES: dict[str, dict[str, Any]] = {
    "T-0412": {"piece": "mug, speckled stoneware, tenmoku glaze", "stage": "in the glaze firing queue", "expected_ready": "2027-01-21",
               "note": "Glaze kiln loads on Tuesday 19 January; unloads and cools by Thursday 21 January."},
    "T-0413": {"piece": "serving bowl, celadon glaze", "stage": "ready for collection", "shelf": "B3", "collect_by": "2027-02-12"},
    "T-0398": {"piece": "bud vase", "stage": "failed", "note": "Cracked during the bisque firing, most likely moisture trapped because it was not bone dry. "
               "Kept on the seconds shelf R1 until 2027-01-30 if you want it back."},
    "T-0420": {"piece": "side plate, handbuilt", "stage": "drying (greenware)", "expected_bisque": "2027-01-22", "expected_ready": "2027-02-03"},
}


def class_schedule(date_from=None, date_to=None, level=None, category=None, only_with_space=False, **_):
    start = _parse_date(date_from) or _dt.date(2027, 1, 16)
    end = _parse_date(date_to) or (start + _dt.timedelta(days=14))
    out = []
    for session_id, s in SESSIONS.items():
        day = _dt.date.fromisoformat(s["date"])
        if not (start <= day <= end):
            continue
        if level and s["level"] != level and not (s["level"] == "all_levels" and level != "kids"):
            continue
        if category and s["category"] != category:
            continue
        if only_with_space and s["spots_left"] == 0:
            continue
        out.append({"session_id": session_id, "weekday": day.strftime("%A"), **s, "full": s["spots_left"] == 0})
    return {"from": start.isoformat(), "to": end.isoformat(), "sessions": out, "member_discount": "10% off for Clay Plus members"}


def book_class(session_id, seats, note, **_):
    if session_id not in SESSIONS:
        return {"error": f"No session '{session_id}'. Session ids look like 'S-1708'; check class-schedule."}
    s = SESSIONS[session_id]
    if seats < 1:
        return {"error": "seats must be at least 1"}
    if s["spots_left"] == 0:
        return {"error": f"{s['title']} on {s['date']} is full. You can join the waiting list at the front desk."}
    if seats > s["spots_left"]:
        return {"error": f"Only {s['spots_left']} place(s) left on {s['title']} on {s['date']}."}
    gross = s["price"] * seats
    discount = round(gross * 0.10, 2)
    return {"booking_ref": f"KC-B-{session_id[2:]}-{seats}", "status": "booked", "session": s["title"], "date": s["date"], "start": s["start"],
            "seats": seats, "price_each": s["price"], "member_discount": discount, "total_charged": round(gross - discount, 2),
            "paid_with": "card on file ending 4417", "note": note}


def firing_status(piece_tag, **_):
    tag = str(piece_tag).strip().upper()
    if tag.startswith("T") and not tag.startswith("T-"):
        tag = "T-" + tag[1:]
    if tag not in PIECES:
        return {"error": f"No piece with tag '{piece_tag}'. Tags are written on the base, e.g. 'T-0412'."}
    return {"piece_tag": tag, "owner": "Tom Okafor (KC-318)", **PIECES[tag]}


POTTERY_TOOLS = [
    ToolDef("class-schedule", "List upcoming classes and workshops with places left. Defaults to the next 14 days.", {
        "type": "object",
        "properties": {
            "date_from": {"type": "string", "format": "date"},
            "date_to": {"type": "string", "format": "date"},
            "level": {"type": "string", "enum": ["beginner", "intermediate", "advanced", "kids"],
                      "description": "All-levels sessions are included for every adult level"},
            "category": {"type": "string", "enum": ["wheel", "handbuilding", "glazing", "firing", "kids"]},
            "only_with_space": {"type": "boolean"},
        },
    }, class_schedule),
    ToolDef("book-class", "Book places on a class for the member (paid with the card on file, member discount applied).", {
        "type": "object",
        "properties": {
            "session_id": {"type": "string", "description": "e.g. 'S-1708'"},
            "seats": {"type": "integer", "description": "Number of places"},
            "note": {"type": ["string", "null"], "description": "Anything the tutor should know, or null"},
        },
        "required": ["session_id", "seats", "note"],
        "additionalProperties": False,
    }, book_class, act=True, strict=True),
    ToolDef("firing-status", "Where a piece is in the drying/bisque/glaze firing process, by the tag on its base.", {
        "type": "object",
        "properties": {"piece_tag": {"type": "string", "description": "e.g. 'T-0412'"}},
        "required": ["piece_tag"],
    }, firing_status),
]

POTTERY_INSTRUCTIONS = """You are the front-desk assistant for Kiln & Co, a community pottery studio in Sheffield.
Today is Saturday 16 January 2027, 09:40.

Member: Tom Okafor, member number KC-318, Clay Plus membership (two open-studio sessions a week, 10% off all classes, firing of his own work included). Card on file ends 4417.

Studio facts and policies:
- Cancelling a class more than 48 hours before it starts gives full credit; later than that there is no refund.
- Every piece gets a tag number (like T-0412) written on its base at hand-in.
- Pieces must be bone dry before the bisque firing. Glaze firings: a piece is usually ready about 10 days after it is handed in for glazing.
- Finished pieces are kept on the collection shelves for 30 days, then recycled.
- Clay costs £18 per 12.5 kg bag at the desk. Open studio: Tue-Fri 10:00-21:00, Sat 10:00-17:00.
Only book classes when the member asks you to."""

# =============================================================================================
# Domain 3: museum — Saltmarsh Maritime Museum audio guide (1 tool, strict)
# =============================================================================================

EXHIBITS: dict[int, dict[str, Any]] = {
    1: {"title": "Figurehead of the 'Mary Ellen' (1854)", "gallery": "Gallery 1, Harbour Hall", "tags": "figurehead carving woman ship bow wood",
        "text": {"en": {"short": "This carved and painted figurehead of a woman in a blue shawl sat under the bowsprit of the Hull brig Mary Ellen from 1854 until she was broken up in 1901.",
                        "full": "Carved from a single block of elm by the Hull carver James Earle, the figurehead was meant to watch over the crew. Sailors were superstitious about damaging it; when the Mary Ellen was broken up in 1901 her last captain kept it in his garden for forty years before his family gave it to the museum.",
                        "kids": "Old sailing ships had a carved person on the front called a figurehead. Sailors thought she kept them safe at sea!"}}},
    7: {"title": "Swivel harpoon gun (1872)", "gallery": "Gallery 2, Whaling", "tags": "harpoon gun whaling whale arctic weapon",
        "text": {"en": {"short": "This swivel gun fired a heavy iron harpoon from the bow of the whaler Resolute. It was made in 1872 and used in Arctic waters until 1890.",
                        "full": "Before guns like this, harpoons were thrown by hand from small rowing boats. This cast-iron swivel gun, made in 1872, could fire a harpoon with a rope attached over thirty metres. Hull was one of Britain's biggest whaling ports; whale oil lit the town's streets. The Resolute's crew spent up to six months in the Arctic each season, and the trade ended in Hull in 1869 for most ships, with a few like the Resolute carrying on until 1890.",
                        "kids": "This is a big gun that fired a spear called a harpoon. Long ago people hunted whales for their oil, which was burned in lamps."},
                 "de": {"short": "Diese Drehbasse feuerte eine schwere eiserne Harpune vom Bug des Walfängers Resolute ab. Sie wurde 1872 gebaut und bis 1890 in arktischen Gewässern eingesetzt.",
                        "full": "Vor solchen Geschützen wurden Harpunen von kleinen Ruderbooten aus von Hand geworfen. Diese gusseiserne Drehbasse von 1872 konnte eine Harpune mit Leine über dreißig Meter weit schießen. Hull war einer der größten Walfanghäfen Großbritanniens; Waltran beleuchtete die Straßen der Stadt. Die Besatzung der Resolute verbrachte jede Saison bis zu sechs Monate in der Arktis."}}},
    12: {"title": "Model of the Humber keel 'Comrade'", "gallery": "Gallery 3, River Trade", "tags": "keel barge boat model sail river coal grain humber",
         "text": {"en": {"short": "A 1:12 model of the Humber keel Comrade, a flat-bottomed cargo barge with one big square sail that carried coal and grain up the rivers from Hull.",
                         "full": "Keels were the lorries of the Humber. Built to fit the locks of the Yorkshire canals, they were usually sailed by a husband and wife. The real Comrade, built in 1923, still sails today and is looked after by a preservation society.",
                         "kids": "This boat carried coal and grain along rivers. Often a whole family lived on board!"}}},
    18: {"title": "Ships in bottles: the Tom Harker collection", "gallery": "Gallery 3, River Trade", "tags": "bottle bottles ships models miniature collection trawlerman",
         "text": {"en": {"short": "Forty-six ships in bottles made by Hull trawlerman Tom Harker during long fishing trips between 1952 and 1978.",
                         "full": "Harker built the ships flat with their masts folded down, slid them through the neck and raised the masts by pulling a thread. Each bottle holds a ship he sailed on or saw; the smallest is in a medicine bottle eight centimetres long.",
                         "kids": "How did the ship get in the bottle? It went in folded flat, then the masts were pulled up with a string!"}}},
    23: {"title": "First-order Fresnel lens, Spurn Point lighthouse (1895)", "gallery": "Gallery 4, Lights and Navigation", "tags": "lighthouse lens fresnel light spurn glass beam",
         "text": {"en": {"short": "This glass Fresnel lens, over two metres tall, turned in the Spurn Point lighthouse from 1895 to 1985. Its beam could be seen 17 nautical miles out to sea. Next, turn round to stop 24 to read the keeper's logbook.",
                         "full": "Rings of prisms bend the light of a small lamp into one powerful beam. The lens floated on a bath of mercury so that a clockwork motor could turn all three tonnes of it. It was replaced by an automatic electric light in 1985. Next, turn round to stop 24 to read the keeper's logbook.",
                         "kids": "This giant glass lens made a lighthouse light so bright ships could see it from far away. It weighs as much as two cars! Now turn round to stop 24."}}},
    24: {"title": "Keeper's logbook, Spurn Point (1912-1914)", "gallery": "Gallery 4, Lights and Navigation", "tags": "logbook keeper lighthouse diary spurn",
         "text": {"en": {"short": "The daily log of principal keeper William Crowther: weather, ships sighted and every hour the light was lit. The open page records the great storm of 1913.",
                         "full": "Keepers wrote up the log every four hours. Crowther's entries for 29 December 1913 describe a gale that washed away part of the sea wall while he kept the light burning all night; the next page thanks the lifeboat crew who rescued the crew of a stranded collier.",
                         "kids": "The lighthouse keeper wrote in this book every day, like a diary about the weather and the ships."}}},
    31: {"title": "Twelve-bolt diving helmet (1930s)", "gallery": "Gallery 5, Under the Sea", "tags": "diving helmet diver copper brass underwater suit",
         "text": {"en": {"short": "A copper and brass twelve-bolt diving helmet made by Siebe Gorman in the 1930s and used by Hull dock divers until the 1960s.",
                         "full": "The helmet was bolted to a canvas suit with twelve bolts. Air was pumped down a hose from the surface by hand; the diver breathed it and it escaped through a valve. With lead boots and weights the whole outfit weighed about 80 kg, so divers walked on the bottom rather than swam.",
                         "kids": "Divers wore this big metal helmet to walk along the bottom of the docks. People at the top pumped air down a long tube so the diver could breathe, and the little round windows let them see."},
                  "fr": {"short": "Un casque de scaphandrier à douze boulons, en cuivre et laiton, fabriqué par Siebe Gorman dans les années 1930 et utilisé par les plongeurs du port de Hull jusqu'aux années 1960.",
                         "full": "Le casque était fixé à une combinaison en toile par douze boulons. L'air était pompé à la main depuis la surface par un tuyau. Avec les chaussures lestées de plomb, l'équipement pesait environ 80 kg : les scaphandriers marchaient au fond au lieu de nager.",
                         "kids": "Les scaphandriers portaient ce gros casque en métal pour marcher au fond du port. On leur envoyait de l'air par un long tuyau."}}},
    36: {"title": "Cork lifejacket from the SS Arctic Rose (1911)", "gallery": "Gallery 6, Shipwrecks", "tags": "lifejacket life jacket cork shipwreck wreck survivor",
         "text": {"en": {"short": "A cork-block lifejacket worn by stoker Albert Finch when the trawler SS Arctic Rose sank off Flamborough Head in 1911. He was one of four survivors.",
                         "full": "Cork lifejackets were heavy and could break a wearer's neck if they jumped from height, but this one kept Finch afloat for three hours until a coble from Bridlington picked him up. His granddaughter gave it to the museum in 1988.",
                         "kids": "This jacket is full of cork, which floats. It kept a sailor called Albert afloat in the sea for three hours until he was rescued."}}},
}


def lookup_exhibit(stop, search, language, depth, **_):
    if stop is None and not (search or "").strip():
        return {"error": "Give a stop number (printed on the wall label) or a few words describing the object."}
    other: list[dict[str, Any]] = []
    if stop is None:
        words = [w for w in str(search).lower().replace("-", " ").split() if len(w) > 2]
        scored = sorted(((sum(w in (e["tags"] + " " + e["title"].lower()) for w in words), n) for n, e in EXHIBITS.items()), reverse=True)
        scored = [(s, n) for s, n in scored if s > 0]
        if not scored:
            return {"error": f"No object matches '{search}'. Ask the visitor for the stop number on the wall label.", "stops_with_audio": sorted(EXHIBITS)}
        stop = scored[0][1]
        other = [{"stop": n, "title": EXHIBITS[n]["title"]} for _, n in scored[1:3]]
    if stop not in EXHIBITS:
        return {"error": f"Stop {stop} has no audio entry. Stops with audio: {sorted(EXHIBITS)}."}
    entry = EXHIBITS[stop]
    texts = entry["text"].get(language, {})
    out: dict[str, Any] = {"stop": stop, "title": entry["title"], "gallery": entry["gallery"], "depth": depth}
    if depth in texts:
        out.update(language=language, text=texts[depth])
    else:
        out.update(language="en", text=entry["text"]["en"][depth])
        if language != "en":
            out["note"] = f"No recorded '{language}' text at depth '{depth}' for this stop; English returned. Translate for the visitor."
    if other:
        out["other_matches"] = other
    return out


MUSEUM_TOOLS = [
    ToolDef("lookup_exhibit", "Audio-guide text for an object, by the stop number on its wall label or by words describing it.", {
        "type": "object",
        "properties": {
            "stop": {"type": ["integer", "null"], "description": "Stop number from the wall label, or null when searching by words"},
            "search": {"type": ["string", "null"], "description": "Words describing the object when the stop number is unknown, else null"},
            "language": {"type": "string", "enum": ["en", "fr", "de", "es", "it", "pl", "zh"]},
            "depth": {"type": "string", "enum": ["short", "full", "kids"], "description": "short (30 s), full (2 min) or kids"},
        },
        "required": ["stop", "search", "language", "depth"],
        "additionalProperties": False,
    }, lookup_exhibit, strict=True),
]

MUSEUM_INSTRUCTIONS = """You are the audio-guide assistant of the Saltmarsh Maritime Museum in Hull, running on the visitor's phone.
Today is Sunday 22 November 2026, 14:05.

Visitor: family ticket FT-20931 (2 adults, 2 children), preferred language English. Answer in the language the visitor writes in.

Museum information:
- Open today 10:00-17:00; last entry 16:15; galleries start closing at 16:45.
- Café (level 1) closes at 16:30; the shop closes at 17:00.
- Photography is allowed everywhere except Gallery 7 (the Treasures Room); no flash and no tripods anywhere.
- Lockers by the entrance take a £1 coin, which is returned. Lifts at both ends of the building; free wheelchairs at the front desk.
- Objects have a stop number on their wall label. Use lookup_exhibit for anything about the objects.
Keep answers short: the visitor is walking round."""

# =============================================================================================
# Domain 4: dog_groom — Wag & Wash dog grooming (6 tools, camelCase)
# =============================================================================================

GROOM_NOW = _dt.datetime(2027, 3, 4, 17, 30)
DOGS = {"D-41": {"name": "Biscuit", "breed": "cockapoo", "size": "medium"}, "D-42": {"name": "Pepper", "breed": "miniature schnauzer", "size": "small"}}
PRICES = {
    "small": {"full_groom": 45, "bath_and_brush": 30, "puppy_intro": 25, "deshed": 40, "hand_strip": 55},
    "medium": {"full_groom": 55, "bath_and_brush": 36, "puppy_intro": 28, "deshed": 50, "hand_strip": 65},
    "large": {"full_groom": 65, "bath_and_brush": 44, "puppy_intro": 32, "deshed": 60, "hand_strip": 80},
    "giant": {"full_groom": 85, "bath_and_brush": 58, "puppy_intro": 40, "deshed": 78, "hand_strip": 100},
}
DURATION = {"full_groom": 150, "bath_and_brush": 75, "puppy_intro": 45, "deshed": 105, "hand_strip": 150}
LONG_SERVICES = {"full_groom", "deshed", "hand_strip"}
ADDONS = {"teeth_clean": 6, "nail_grind": 5, "blueberry_facial": 4, "flea_treatment": 8}
FREE_SLOTS = {
    "2027-03-05": [("09:00", "marco"), ("11:00", "marco"), ("13:30", "jess")],
    "2027-03-06": [("08:30", "jess"), ("14:00", "marco")],
    "2027-03-09": [("08:30", "jess"), ("10:00", "marco"), ("13:00", "jess"), ("15:00", "marco")],
    "2027-03-10": [("10:30", "jess")],
    "2027-03-11": [("09:00", "jess"), ("12:00", "marco")],
    "2027-03-12": [],
}
APPOINTMENTS = {
    "A-7781": {"dogId": "D-41", "dog": "Biscuit", "service": "full_groom", "start": "2027-03-06T10:00", "groomer": "Jess", "price": 55, "status": "upcoming"},
    "A-7795": {"dogId": "D-42", "dog": "Pepper", "service": "bath_and_brush", "start": "2027-03-16T15:00", "groomer": "Marco", "price": 30, "status": "upcoming"},
    "A-7610": {"dogId": "D-41", "dog": "Biscuit", "service": "full_groom", "start": "2027-01-23T09:00", "groomer": "Jess", "price": 75,
               "status": "completed", "note": "£20 de-matting added (30 min)"},
}


def _slots(day: _dt.date, service: str | None, groomer: str | None) -> list[tuple[str, str]] | None:
    if day.weekday() in (6, 0):
        return None
    slots = FREE_SLOTS.get(day.isoformat(), [("09:00", "jess"), ("13:00", "marco")])
    if service in LONG_SERVICES:
        slots = [s for s in slots if s[0] <= "14:00"]
    if groomer:
        slots = [s for s in slots if s[1] == str(groomer).lower()]
    return slots


def _pickup(start: str, service: str) -> str:
    moment = _dt.datetime.fromisoformat(start) + _dt.timedelta(minutes=DURATION[service])
    return moment.strftime("%H:%M")


def get_service_prices(size, service=None, **_):
    if size not in PRICES:
        return {"error": f"size must be one of {list(PRICES)}"}
    chosen = [service] if service else list(PRICES[size])
    if service and service not in PRICES[size]:
        return {"error": f"Unknown service '{service}'."}
    return {"size": size, "currency": "GBP", "prices": [{"service": s, "price": PRICES[size][s], "duration_minutes": DURATION[s]} for s in chosen],
            "add_ons": ADDONS, "note": "De-matting £10 per 15 minutes if needed."}


def find_slots(date, service=None, groomer=None, **_):
    day = _parse_date(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < GROOM_NOW.date():
        return {"error": f"{day} is in the past."}
    slots = _slots(day, service, groomer)
    if slots is None:
        return {"date": day.isoformat(), "weekday": day.strftime("%A"), "slots": [], "note": "Closed on Sundays and Mondays."}
    return {"date": day.isoformat(), "weekday": day.strftime("%A"), "service": service,
            "slots": [{"time": t, "groomer": g.title()} for t, g in slots],
            "note": "Full grooms, desheds and hand-strips must start by 14:00." if not slots or service in LONG_SERVICES else None}


def book_appointment(dogId, service, start, groomer=None, addOns=None, notes=None, **_):
    if dogId not in DOGS:
        return {"error": f"Unknown dogId '{dogId}'. Dogs on this account: D-41 (Biscuit), D-42 (Pepper)."}
    if service not in DURATION:
        return {"error": f"Unknown service '{service}'."}
    when = _parse_dt(start)
    if when is None or when <= GROOM_NOW:
        return {"error": "start must be a future date-time like 2027-03-09T10:00"}
    free = _slots(when.date(), service, groomer)
    if free is None:
        return {"error": "We're closed on Sundays and Mondays."}
    match = [g for t, g in free if t == when.strftime("%H:%M")]
    if not match:
        return {"error": f"No free slot at {when:%H:%M} on {when.date()}. Free times that day: {[t for t, _g in free] or 'none'}."}
    dog = DOGS[dogId]
    extras = [a for a in (addOns or []) if a in ADDONS]
    price = PRICES[dog["size"]][service] + sum(ADDONS[a] for a in extras)
    stamp = when.isoformat(timespec="minutes")
    return {"appointmentId": f"A-{7800 + when.day * 3 + when.hour}", "status": "booked", "dog": dog["name"], "service": service, "start": stamp,
            "groomer": match[0].title(), "addOns": extras, "estimated_price": price, "estimated_collection": _pickup(stamp, service),
            "notes": notes, "reminder": "We'll text you the day before."}


def list_appointments(status="upcoming", **_):
    rows = []
    for appointment_id, a in APPOINTMENTS.items():
        if status == "upcoming" and a["status"] != "upcoming":
            continue
        if status == "past" and a["status"] == "upcoming":
            continue
        rows.append({"appointmentId": appointment_id, **a, "estimated_collection": _pickup(a["start"], a["service"])})
    return {"customer": "Hannah Reyes (C-2290)", "appointments": rows}


def cancel_appointment(appointmentId, reason=None, **_):
    a = APPOINTMENTS.get(appointmentId)
    if a is None:
        return {"error": f"No appointment '{appointmentId}' on this account. Use listAppointments to see ids."}
    if a["status"] != "upcoming":
        return {"error": f"{appointmentId} is already {a['status']}."}
    hours = (_dt.datetime.fromisoformat(a["start"]) - GROOM_NOW).total_seconds() / 3600
    fee = 0 if hours >= 24 else 15
    return {"appointmentId": appointmentId, "status": "cancelled", "dog": a["dog"], "was": a["start"], "late_fee": fee, "reason": reason}


def reschedule_appointment(appointmentId, newStart, **_):
    a = APPOINTMENTS.get(appointmentId)
    if a is None:
        return {"error": f"No appointment '{appointmentId}' on this account. Use listAppointments to see ids."}
    when = _parse_dt(newStart)
    if when is None or when <= GROOM_NOW:
        return {"error": "newStart must be a future date-time like 2027-03-09T08:30"}
    free = _slots(when.date(), a["service"], None)
    if not free or when.strftime("%H:%M") not in [t for t, _g in free]:
        return {"error": f"No free {a['service']} slot at {when:%H:%M} on {when.date()}. Free: {[t for t, _g in free or []] or 'none'}."}
    groomer = next(g for t, g in free if t == when.strftime("%H:%M")).title()
    stamp = when.isoformat(timespec="minutes")
    return {"appointmentId": appointmentId, "status": "rescheduled", "dog": a["dog"], "from": a["start"], "to": stamp, "groomer": groomer,
            "fee": 0, "estimated_collection": _pickup(stamp, a["service"])}


SERVICE_ENUM = ["full_groom", "bath_and_brush", "puppy_intro", "deshed", "hand_strip"]

GROOM_TOOLS = [
    ToolDef("getServicePrices", "Prices and durations of grooming services for a dog size.", {
        "type": "object",
        "properties": {"size": {"type": "string", "enum": ["small", "medium", "large", "giant"]},
                       "service": {"type": "string", "enum": SERVICE_ENUM, "description": "Omit for all services"}},
        "required": ["size"],
    }, get_service_prices),
    ToolDef("findSlots", "Free appointment start times on one day.", {
        "type": "object",
        "properties": {"date": {"type": "string", "format": "date"},
                       "service": {"type": "string", "enum": SERVICE_ENUM},
                       "groomer": {"anyOf": [{"type": "string", "enum": ["jess", "marco"]}, {"type": "null"}]}},
        "required": ["date"],
    }, find_slots),
    ToolDef("bookAppointment", "Book a grooming appointment for one of the customer's dogs.", {
        "type": "object",
        "properties": {
            "dogId": {"type": "string", "description": "Dog id from the customer's profile, e.g. 'D-41'"},
            "service": {"type": "string", "enum": SERVICE_ENUM},
            "start": {"type": "string", "format": "date-time", "description": "e.g. 2027-03-09T10:00"},
            "groomer": {"anyOf": [{"type": "string", "enum": ["jess", "marco"]}, {"type": "null"}]},
            "addOns": {"type": "array", "items": {"type": "string", "enum": list(ADDONS)}},
            "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Notes for the groomer"},
        },
        "required": ["dogId", "service", "start"],
    }, book_appointment, act=True),
    ToolDef("listAppointments", "The customer's appointments.", {
        "type": "object",
        "properties": {"status": {"type": "string", "enum": ["upcoming", "past", "all"]}},
    }, list_appointments),
    ToolDef("cancelAppointment", "Cancel an appointment (a £15 fee applies within 24 hours of the start).", {
        "type": "object",
        "properties": {"appointmentId": {"type": "string"}, "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
        "required": ["appointmentId"],
    }, cancel_appointment, act=True),
    ToolDef("rescheduleAppointment", "Move an appointment to another free start time (same service).", {
        "type": "object",
        "properties": {"appointmentId": {"type": "string"}, "newStart": {"type": "string", "format": "date-time"}},
        "required": ["appointmentId", "newStart"],
    }, reschedule_appointment, act=True),
]

GROOM_INSTRUCTIONS = """You are the booking assistant for Wag & Wash, a dog grooming salon in Bedminster, Bristol (BS3).
Today is Thursday 4 March 2027, 17:30.

Customer: Hannah Reyes (customer C-2290). Dogs on file:
- Biscuit, dog id D-41: cockapoo, medium size, coat prone to matting.
- Pepper, dog id D-42: miniature schnauzer, small size, nervous of the dryer.

Opening hours: Tuesday-Saturday 08:30-17:00 (full grooms, desheds and hand-strips must start by 14:00); closed Sunday and Monday. Groomers: Jess and Marco.
Policies:
- Free cancellation or rescheduling up to 24 hours before the appointment; later than that a £15 late fee. No-shows pay in full.
- Nail trims are walk-in only, Saturdays 09:00-12:00, £8, no booking needed.
- Dogs must be up to date with vaccinations. Heavily matted coats are de-matted at £10 per 15 minutes.
- Pay at collection; we text when your dog is ready.
Only book, cancel or move appointments when the customer asks."""

# =============================================================================================
# Domain 5: wine_club — Cellar Circle wine subscription (5 tools, snake_case, $defs)
# =============================================================================================

WINES: dict[str, dict[str, Any]] = {
    "W-113": {"name": "Picpoul de Pinet 2024", "colour": "white", "country": "France", "region": "Languedoc", "grape": "Picpoul", "price": 11.50, "organic": False},
    "W-207": {"name": "Rioja Crianza 2020, Bodegas Arnal", "colour": "red", "country": "Spain", "region": "Rioja", "grape": "Tempranillo", "price": 13.00, "organic": False},
    "W-241": {"name": "Marlborough Sauvignon Blanc 2025", "colour": "white", "country": "New Zealand", "region": "Marlborough", "grape": "Sauvignon Blanc", "price": 12.00, "organic": False},
    "W-305": {"name": "Côtes du Rhône Villages 2022", "colour": "red", "country": "France", "region": "Rhône", "grape": "Grenache, Syrah", "price": 12.50, "organic": True},
    "W-318": {"name": "Malbec 2023, Uco Valley", "colour": "red", "country": "Argentina", "region": "Mendoza", "grape": "Malbec", "price": 15.50, "organic": False},
    "W-402": {"name": "Provence Rosé 2025", "colour": "rose", "country": "France", "region": "Provence", "grape": "Grenache, Cinsault", "price": 13.50, "organic": False},
    "W-088": {"name": "Vinho Verde 2024, Quinta do Lago", "colour": "white", "country": "Portugal", "region": "Minho", "grape": "Loureiro, Alvarinho", "price": 10.00, "organic": False},
    "W-091": {"name": "Grenache Noir 2023, Côtes Catalanes", "colour": "red", "country": "France", "region": "Roussillon", "grape": "Grenache", "price": 12.00, "organic": False},
    "W-130": {"name": "Soave Classico 2024", "colour": "white", "country": "Italy", "region": "Veneto", "grape": "Garganega", "price": 11.00, "organic": False},
    "W-212": {"name": "Douro Tinto 2021", "colour": "red", "country": "Portugal", "region": "Douro", "grape": "Touriga Nacional", "price": 14.00, "organic": False},
    "W-256": {"name": "Chianti Classico 2021", "colour": "red", "country": "Italy", "region": "Tuscany", "grape": "Sangiovese", "price": 16.00, "organic": True},
    "W-409": {"name": "Pinot Grigio Blush 2025", "colour": "rose", "country": "Italy", "region": "Veneto", "grape": "Pinot Grigio", "price": 10.50, "organic": False},
    "W-150": {"name": "Grüner Veltliner 2024, Kamptal", "colour": "white", "country": "Austria", "region": "Kamptal", "grape": "Grüner Veltliner", "price": 13.00, "organic": True},
    "W-162": {"name": "Albariño 2024, Rías Baixas", "colour": "white", "country": "Spain", "region": "Rías Baixas", "grape": "Albariño", "price": 15.00, "organic": False},
    "W-219": {"name": "Barolo 2019, Serralunga", "colour": "red", "country": "Italy", "region": "Piedmont", "grape": "Nebbiolo", "price": 34.00, "organic": False},
    "W-233": {"name": "Central Otago Pinot Noir 2023", "colour": "red", "country": "New Zealand", "region": "Central Otago", "grape": "Pinot Noir", "price": 22.00, "organic": True},
    "W-260": {"name": "Primitivo di Manduria 2022", "colour": "red", "country": "Italy", "region": "Puglia", "grape": "Primitivo", "price": 11.00, "organic": False},
    "W-511": {"name": "Crémant de Loire Brut NV", "colour": "sparkling", "country": "France", "region": "Loire", "grape": "Chenin Blanc", "price": 16.50, "organic": False},
    "W-520": {"name": "Prosecco Superiore DOCG Brut", "colour": "sparkling", "country": "Italy", "region": "Valdobbiadene", "grape": "Glera", "price": 14.50, "organic": False},
    "W-525": {"name": "Sussex Sparkling Brut 2021", "colour": "sparkling", "country": "England", "region": "Sussex", "grape": "Chardonnay, Pinot Noir", "price": 29.00, "organic": False},
    "W-611": {"name": "Rkatsiteli Amber 2022, Kakheti", "colour": "orange", "country": "Georgia", "region": "Kakheti", "grape": "Rkatsiteli", "price": 17.00, "organic": True},
}
NEXT_BOX = ["W-113", "W-207", "W-241", "W-305", "W-318", "W-402"]
PREVIOUS_BOX = ["W-088", "W-091", "W-130", "W-212", "W-256", "W-409"]
COUNTRY_ALIASES = {"italian": "italy", "french": "france", "spanish": "spain", "portuguese": "portugal", "english": "england",
                   "uk": "england", "nz": "new zealand", "austrian": "austria", "argentinian": "argentina", "argentine": "argentina",
                   "georgian": "georgia"}


def _wine(wine_id: str) -> dict[str, Any]:
    w = WINES[wine_id]
    return {"wine_id": wine_id, "name": w["name"], "colour": w["colour"], "country": w["country"], "price": w["price"]}


def get_shipment(which="next", **_):
    if which == "previous":
        return {"shipment_id": "SH-2609", "status": "delivered", "delivered": "2026-09-18", "bottles": [_wine(w) for w in PREVIOUS_BOX]}
    return {"shipment_id": "SH-2610", "status": "scheduled", "dispatch": "2026-10-15", "expected_delivery": "2026-10-16",
            "changes_allowed_until": "2026-10-13T23:59", "box_price": 89.00, "bottles": [_wine(w) for w in NEXT_BOX]}


def search_wines(colour=None, country=None, grape=None, max_price=None, organic=None, **_):
    want_country = COUNTRY_ALIASES.get(str(country).strip().lower(), str(country).strip().lower()) if country else None
    hits = []
    for wine_id, w in WINES.items():
        if colour and w["colour"] != colour:
            continue
        if want_country and w["country"].lower() != want_country:
            continue
        if grape and str(grape).lower() not in w["grape"].lower():
            continue
        if max_price is not None and w["price"] > max_price:
            continue
        if organic is not None and w["organic"] != organic:
            continue
        hits.append({**_wine(wine_id), "region": w["region"], "grape": w["grape"], "organic": w["organic"]})
    hits.sort(key=lambda h: h["price"])
    return {"count": len(hits), "wines": hits}


def update_shipment(shipment_id, swaps, extras, **_):
    if shipment_id == "SH-2609":
        return {"error": "SH-2609 was delivered on 2026-09-18 and can no longer be changed. The next box is SH-2610."}
    if shipment_id != "SH-2610":
        return {"error": f"No open shipment '{shipment_id}'. The next box is SH-2610."}
    box = list(NEXT_BOX)
    adjustment = 0.0
    for swap in swaps or []:
        out_id, in_id = swap.get("remove_wine_id"), swap.get("add_wine_id")
        if out_id not in box:
            return {"error": f"{out_id} is not in SH-2610. Bottles in the box: {box}."}
        if in_id not in WINES:
            return {"error": f"Unknown wine '{in_id}'. Use search_wines to find ids."}
        box[box.index(out_id)] = in_id
        adjustment += WINES[in_id]["price"] - WINES[out_id]["price"]
    added = []
    for line in extras or []:
        wine_id, quantity = line.get("wine_id"), int(line.get("quantity", 1))
        if wine_id not in WINES:
            return {"error": f"Unknown wine '{wine_id}'. Use search_wines to find ids."}
        added.append({**_wine(wine_id), "quantity": quantity})
        adjustment += WINES[wine_id]["price"] * quantity
    return {"shipment_id": "SH-2610", "status": "updated", "bottles": [_wine(w) for w in box], "extra_bottles": added,
            "price_adjustment": round(adjustment, 2), "box_price": 89.00, "new_total": round(89.00 + adjustment, 2), "dispatch": "2026-10-15"}


def skip_shipment(shipment_id, reason=None, **_):
    if shipment_id != "SH-2610":
        return {"error": f"'{shipment_id}' cannot be skipped: only the next box, SH-2610, is open."}
    return {"shipment_id": "SH-2610", "status": "skipped", "reason": reason, "skips_used_2026": 2, "skips_allowed_per_year": 3,
            "next_box": {"shipment_id": "SH-2611", "dispatch": "2026-11-12"}}


def rate_wine(wine_id, stars, comment, **_):
    if wine_id not in WINES:
        return {"error": f"Unknown wine '{wine_id}'. Check get_shipment for the ids of wines you've received."}
    if not 1 <= stars <= 5:
        return {"error": "stars must be 1 to 5"}
    return {"wine_id": wine_id, "name": WINES[wine_id]["name"], "stars": stars, "comment": comment, "saved": True,
            "effect": "Future boxes will lean towards similar wines." if stars >= 4 else "We'll pick fewer wines like this."}


WINE_TOOLS = [
    ToolDef("get_shipment", "The member's next (open) or previous (delivered) box with its bottles and wine ids.", {
        "type": "object",
        "properties": {"which": {"type": "string", "enum": ["next", "previous"]}},
        "required": ["which"],
    }, get_shipment),
    ToolDef("search_wines", "Search the Cellar Circle catalogue. Results cheapest first.", {
        "type": "object",
        "properties": {
            "colour": {"type": "string", "enum": ["red", "white", "rose", "sparkling", "orange"]},
            "country": {"type": "string"},
            "grape": {"type": "string"},
            "max_price": {"type": "number", "description": "Per bottle, GBP"},
            "organic": {"type": "boolean"},
        },
    }, search_wines),
    ToolDef("update_shipment", "Swap bottles in the next box and/or add extra bottles (charged at list price).", {
        "type": "object",
        "$defs": {
            "swap": {"type": "object", "properties": {"remove_wine_id": {"type": "string"}, "add_wine_id": {"type": "string"}},
                     "required": ["remove_wine_id", "add_wine_id"], "additionalProperties": False},
            "extra": {"type": "object", "properties": {"wine_id": {"type": "string"}, "quantity": {"type": "integer"}},
                      "required": ["wine_id", "quantity"], "additionalProperties": False},
        },
        "properties": {
            "shipment_id": {"type": "string"},
            "swaps": {"type": "array", "items": {"$ref": "#/$defs/swap"}, "description": "Empty list when nothing is swapped"},
            "extras": {"anyOf": [{"type": "array", "items": {"$ref": "#/$defs/extra"}}, {"type": "null"}], "description": "Extra bottles, or null"},
        },
        "required": ["shipment_id", "swaps", "extras"],
        "additionalProperties": False,
    }, update_shipment, act=True, strict=True),
    ToolDef("skip_shipment", "Skip the next box (no charge).", {
        "type": "object",
        "properties": {"shipment_id": {"type": "string"},
                       "reason": {"type": "string", "enum": ["away", "too_much_wine", "budget", "other"]}},
        "required": ["shipment_id"],
    }, skip_shipment, act=True),
    ToolDef("rate_wine", "Rate a wine the member has received, 1-5 stars.", {
        "type": "object",
        "properties": {"wine_id": {"type": "string"}, "stars": {"type": "integer", "description": "1 to 5"},
                       "comment": {"type": ["string", "null"]}},
        "required": ["wine_id", "stars", "comment"],
        "additionalProperties": False,
    }, rate_wine, act=True, strict=True),
]

WINE_INSTRUCTIONS = """You are the member assistant for Cellar Circle, a UK wine subscription club.
Today is Monday 12 October 2026, 08:50.

Member: Daniel Moreau (member CC-88410). Plan: Explorer Mixed 6, six bottles a month for £89. Swaps are charged or credited at the difference in list price; extra bottles are charged at list price.
Delivery: Flat 3, 22 Albion Street, Brighton BN2 9NE. The courier delivers the day after dispatch and someone aged 18+ must sign.
Next box: SH-2610, dispatching Thursday 15 October 2026. Swaps, extras and skips are possible until 23:59 on Tuesday 13 October.
Skips: up to 3 boxes per calendar year can be skipped; Daniel has skipped 1 box in 2026 (June).
Ratings (1-5 stars) tune future picks. Pausing or cancelling the membership is done by phone only: 0333 010 4477.
Never change or skip a box unless the member asks."""

DOMAINS = [
    Domain("used_cars", CARS_TOOLS, CARS_INSTRUCTIONS),
    Domain("pottery", POTTERY_TOOLS, POTTERY_INSTRUCTIONS),
    Domain("museum", MUSEUM_TOOLS, MUSEUM_INSTRUCTIONS),
    Domain("dog_groom", GROOM_TOOLS, GROOM_INSTRUCTIONS),
    Domain("wine_club", WINE_TOOLS, WINE_INSTRUCTIONS),
]

# ---------------------------------------------------------------------------------------------
# Expected figures computed from the fakes (so a case and its fake cannot drift apart)
# ---------------------------------------------------------------------------------------------

FIESTA_GOOD = _trade_value("YB17KXT", 61000, "good")      # 6110
FIESTA_FAIR = _trade_value("YB17KXT", 61000, "fair")      # 5500
YARIS_MONTHLY = _monthly(12495, 2000, 48)


def money(value: float) -> Pred:
    """A sum of money stated to the penny or rounded to whole pounds."""
    return any_of(said_number(value), said_number(round(value)), said_number(int(value)))


YARIS = matches(r"YD19\s?HKN")
FIESTA = matches(r"YB17\s?KXT")

# =============================================================================================
# Cases
# =============================================================================================

CASES = [
    # ----------------------------------------------------------------------------- used_cars (11)
    Case("l_cars_hybrid_search", "used_cars", "direct", [
        Turn("any automatic hybrids under 14k near me?",
             calls=[ExpectCall("search_listings", {"fuel": "hybrid", "max_price": number(14000)})],
             allow=["getListing"],
             answer_has=[said("Yaris"), said_number(12495)]),
    ], features=("enum", "number_words", "8_tools")),
    Case("l_cars_message_cambelt", "used_cars", "direct", [
        Turn("message the seller on L-20433 n ask if the cambelt's been done, and whether theyd take 12.5k",
             calls=[ExpectCall("message_seller", {"listing_id": "L-20433",
                                                  "message": matches(r"^(?=[\s\S]*belt)(?=[\s\S]*12[,.]?5)")})],
             forbid=["make_offer"], allow=["getListing"]),
    ], features=("slug", "8_tools")),
    Case("l_cars_history_polite", "used_cars", "polite", [
        Turn("Hi, could you please run a history check on BK18 WPE before I drive over to Harrogate to see it on Saturday? Thanks so much",
             calls=[ExpectCall("vehicle_history_check", {"registration": matches(r"BK18\s?WPE")})],
             forbid=["book_test_drive"],
             answer_has=[said("finance")]),
    ], features=("iso_code", "8_tools")),
    Case("l_cars_save_leaf_alert", "used_cars", "polite", [
        Turn("Would you mind setting up an alert for Nissan Leafs under £13,000? Daily emails are fine. Thank you!",
             calls=[ExpectCall("save_search", {"criteria": fields(model=matches("leaf"), max_price=number(13000)),
                                               "alert_frequency": "daily"})],
             allow=["search_listings"]),
    ], features=("nested", "enum", "8_tools")),
    Case("l_cars_fiesta_px", "used_cars", "indirect", [
        Turn("my fiesta's on 61k miles now and the back bumper's a bit scuffed. roughly what would i get for it if i part ex'd it?",
             calls=[ExpectCall("part_exchange_valuation", {"registration": FIESTA, "mileage": 61000, "condition": one_of("good", "fair")})],
             answer_has=[any_of(said_number(FIESTA_GOOD), said_number(FIESTA_FAIR))]),
    ], features=("enum", "number_words", "8_tools")),
    Case("l_cars_finance_and_drive", "used_cars", "multi_intent", [
        Turn("whats the monthly on the yaris (L-20417, £12,495) over 4 yrs with 2k down? and book me a test drive in it thursday 11am",
             calls=[ExpectCall("finance_quote", {"price": number(12495), "deposit": number(2000), "term_months": 48}),
                    ExpectCall("book_test_drive", {"listing_id": "L-20417", "start": at("2026-12-10", "11:00")})],
             allow=["getListing"],
             answer_has=[money(YARIS_MONTHLY)]),
    ], features=("date", "number", "number_words", "8_tools")),
    Case("l_cars_offer_withdraw", "used_cars", "no_tool", [
        Turn("if i put an offer in tonight and then change my mind tomorrow morning, can i just pull it?",
             forbid=["make_offer"],
             answer_has=[said("48")]),
    ], features=("8_tools",)),
    Case("l_cars_drive_no_time", "used_cars", "underspecified", [
        Turn("book me a test drive for the golf pls",
             forbid=["book_test_drive"], allow=["search_listings", "getListing"], clarify=True),
    ], features=("8_tools",)),
    Case("l_cars_cheapest_ev_history", "used_cars", "chained", [
        Turn("whats the cheapest electric car on here at the moment, and has it got a clean history?",
             calls=[ExpectCall("search_listings", {"fuel": "electric"}),
                    ExpectCall("vehicle_history_check", {"registration": matches(r"WN70\s?KTD")})],
             allow=["getListing"],
             answer_has=[said("Zoe"), said("Cat N", "Category N", "write-off", "written off", "write off")]),
    ], features=("enum", "8_tools")),
    Case("l_cars_niro_offer_px", "used_cars", "chained", [
        Turn("put an offer in on the niro (L-20508), a grand under what they're asking, with my fiesta as part ex — it's on 61,000 miles now",
             calls=[ExpectCall("make_offer", {"listing_id": "L-20508", "amount": 14990,
                                              "part_exchange": fields(registration=FIESTA, mileage=61000)})],
             allow=["getListing", "search_listings", "part_exchange_valuation"],
             answer_has=[said_number(14990)]),
    ], features=("ref", "nullable_anyof", "nested", "8_tools")),
    Case("l_cars_budget_then_offer", "used_cars", "multi_turn", [
        Turn("anything under 9 grand with less than 90k on the clock?",
             calls=[ExpectCall("search_listings", {"max_price": number(9000), "max_mileage": number(90000)})],
             answer_has=[said("Octavia"), said("Focus")]),
        Turn("has the skoda ever failed an mot?",
             calls=[ExpectCall("vehicle_history_check", {"registration": matches(r"YC17\s?OKT")})],
             allow=["getListing"],
             answer_has=[said("fail")]),
        Turn("ok fair enough. offer them 8.5k",
             calls=[ExpectCall("make_offer", {"listing_id": "L-20571", "amount": 8500})],
             allow=["getListing"],
             answer_has=[said("8,500", "8500", "8.5k")]),
    ], features=("number_words", "8_tools")),

    # ----------------------------------------------------------------------------- pottery (9)
    Case("l_pottery_beginners_23rd", "pottery", "direct", [
        Turn("anything on for beginners on the 23rd?",
             calls=[ExpectCall("class-schedule", {"date_from": date("2027-01-23")})],
             answer_has=[said("taster"), said("10:00", "10am", "10 am", "10.00", "10 a.m.")]),
    ], features=("date", "enum")),
    Case("l_pottery_book_glazing", "pottery", "polite", [
        Turn("Morning! Could you please book me onto the glazing workshop on Thursday? Just me. Cheers",
             calls=[ExpectCall("class-schedule"), ExpectCall("book-class", {"session_id": "S-1708", "seats": 1})]),
    ], features=("date", "nullable_type_list")),
    Case("l_pottery_mug_birthday", "pottery", "indirect", [
        Turn("is my mug (T-0412) going to be back in time for my mum's birthday on wednesday?",
             calls=[ExpectCall("firing-status", {"piece_tag": "T-0412"})],
             answer_has=[said("Thursday", "21")]),
    ], features=("date", "slug")),
    Case("l_pottery_niece_saturday", "pottery", "indirect", [
        Turn("my niece is 9 and staying with me next saturday, she loves anything crafty. is there anything here she could do?",
             calls=[ExpectCall("class-schedule", {"date_from": date_in("2027-01-16", "2027-01-23")})],
             answer_has=[said("kids"), said("14:00", "2pm", "2 pm", "2:00", "2.00", "2 p.m.")]),
    ], features=("date", "person")),
    Case("l_pottery_two_pieces", "pottery", "multi_intent", [
        Turn("can u check on T-0398 and T-0420 for me pls",
             calls=[ExpectCall("firing-status", {"piece_tag": "T-0398"}), ExpectCall("firing-status", {"piece_tag": "T-0420"})],
             answer_has=[said("crack")]),
    ], features=("slug",)),
    Case("l_pottery_glaze_time", "pottery", "no_tool", [
        Turn("roughly how long after i hand something in for glazing will it be ready to take home?",
             forbid=["book-class"],
             answer_has=[said("10 days", "ten days", "10 working days", "ten working days", "about 10", "around 10")]),
    ]),
    Case("l_pottery_wheel_which", "pottery", "underspecified", [
        Turn("book me 2 places on the wheel class",
             forbid=["book-class"], allow=["class-schedule"], clarify=True),
    ]),
    Case("l_pottery_raku_if_space", "pottery", "chained", [
        Turn("is there space on the raku day? if there is, book me and my partner on it",
             calls=[ExpectCall("class-schedule"), ExpectCall("book-class", {"session_id": "S-1716", "seats": 2})],
             answer_has=[money(153.0)]),
    ], features=("nullable_type_list", "person")),
    Case("l_pottery_intermediate_then_book", "pottery", "multi_turn", [
        Turn("what intermediate stuff have you got coming up",
             calls=[ExpectCall("class-schedule", {"level": "intermediate"})],
             answer_has=[said("jars")]),
        Turn("the jars one, just me",
             calls=[ExpectCall("book-class", {"session_id": "S-1714", "seats": 1})],
             allow=["class-schedule"],
             answer_has=[said("43.20", "43.2")]),
        Turn("oh and is my bowl ready yet? T-0413",
             calls=[ExpectCall("firing-status", {"piece_tag": "T-0413"})],
             answer_has=[said("B3")]),
    ], features=("enum",)),

    # ----------------------------------------------------------------------------- museum (8)
    Case("l_museum_stop_23", "museum", "direct", [
        Turn("stop 23",
             calls=[ExpectCall("lookup_exhibit", {"stop": 23})],
             answer_has=[said("lens")]),
    ], features=("nullable_type_list", "strict")),
    Case("l_museum_french_31", "museum", "polite", [
        Turn("Bonjour ! Pourriez-vous me présenter l'objet numéro 31, s'il vous plaît ?",
             calls=[ExpectCall("lookup_exhibit", {"stop": 31, "language": "fr"})],
             answer_has=[said("casque", "scaphandr")]),
    ], features=("enum", "iso_code", "strict")),
    Case("l_museum_kid_helmet", "museum", "indirect", [
        Turn("my 7 yr old wont stop asking about the massive metal diving helmet thing, can u explain it so she gets it",
             calls=[ExpectCall("lookup_exhibit", {"search": matches("helmet|diving|diver"), "depth": "kids"})],
             answer_has=[said("helmet")]),
    ], features=("enum", "nullable_type_list", "strict", "person")),
    Case("l_museum_two_stops_cafe", "museum", "multi_intent", [
        Turn("what are 12 and 18 about? also what time does the café shut",
             calls=[ExpectCall("lookup_exhibit", {"stop": 12}), ExpectCall("lookup_exhibit", {"stop": 18})],
             answer_has=[said("16:30", "4:30", "4.30", "half four", "half past four"), said("keel", "barge"), said("bottle")]),
    ], features=("strict",)),
    Case("l_museum_photos", "museum", "no_tool", [
        Turn("are we allowed to take pictures in here?",
             forbid=["lookup_exhibit"],
             answer_has=[said("flash")]),
    ]),
    Case("l_museum_this_painting", "museum", "underspecified", [
        Turn("whats this painting about",
             allow=["lookup_exhibit"], clarify=True),
    ]),
    Case("l_museum_lens_then_next", "museum", "chained", [
        Turn("tell me about the big lighthouse lens, and then whatever it tells you to go and look at next",
             calls=[ExpectCall("lookup_exhibit", {"search": matches("lighthouse|lens|fresnel")}),
                    ExpectCall("lookup_exhibit", {"stop": 24})],
             answer_has=[said("log")]),
    ], features=("nullable_type_list", "strict")),
    Case("l_museum_harpoon_followups", "museum", "multi_turn", [
        Turn("stop 7 pls",
             calls=[ExpectCall("lookup_exhibit", {"stop": 7})],
             answer_has=[said("harpoon")]),
        Turn("ooh tell me more about it",
             calls=[ExpectCall("lookup_exhibit", {"stop": 7, "depth": "full"})]),
        Turn("can you give my dad that in german, his english isn't great",
             allow=["lookup_exhibit"],
             answer_has=[said("Harpune")]),
    ], features=("enum", "strict", "iso_code")),

    # ----------------------------------------------------------------------------- dog_groom (8)
    Case("l_dogs_price_large", "dog_groom", "direct", [
        Turn("how much is a full groom for a large dog",
             calls=[ExpectCall("getServicePrices", {"size": "large"})],
             answer_has=[said_number(65)]),
    ], features=("enum",)),
    Case("l_dogs_book_pepper_tue", "dog_groom", "polite", [
        Turn("Hi! Could you please book Pepper in for a bath and brush on Tuesday at 10? Thank you so much",
             calls=[ExpectCall("bookAppointment", {"dogId": "D-42", "service": "bath_and_brush", "start": at("2027-03-09", "10:00")})],
             allow=["findSlots", "getServicePrices"]),
    ], features=("date", "enum", "person")),
    Case("l_dogs_biscuit_party", "dog_groom", "indirect", [
        Turn("biscuit's got a party to go to at 1 on saturday, will he be done in time?",
             calls=[ExpectCall("listAppointments")],
             answer_has=[said("12:30", "12.30", "half twelve", "half past twelve")]),
    ], features=("date", "person")),
    Case("l_dogs_cancel_and_deshed", "dog_groom", "multi_intent", [
        Turn("can you cancel biscuit's appointment this saturday, and how much would a deshed be for him instead?",
             calls=[ExpectCall("listAppointments"), ExpectCall("cancelAppointment", {"appointmentId": "A-7781"}),
                    ExpectCall("getServicePrices", {"size": "medium"})],
             answer_has=[said_number(50)]),
    ], features=("enum", "nullable_anyof")),
    Case("l_dogs_nail_walkin", "dog_groom", "no_tool", [
        Turn("do i need to book if pepper just needs her nails doing?",
             forbid=["bookAppointment", "findSlots"],
             answer_has=[said("walk-in", "walk in", "no need", "don't need", "do not need", "no booking"), said("Saturday")]),
    ]),
    Case("l_dogs_groom_which_dog", "dog_groom", "underspecified", [
        Turn("can u book a full groom next tuesday",
             forbid=["bookAppointment"], allow=["findSlots", "getServicePrices", "listAppointments"], clarify=True),
    ]),
    Case("l_dogs_move_earliest_tue", "dog_groom", "chained", [
        Turn("move biscuit's saturday appointment to the earliest you've got on tuesday",
             calls=[ExpectCall("listAppointments"), ExpectCall("findSlots", {"date": date("2027-03-09")}),
                    ExpectCall("rescheduleAppointment", {"appointmentId": "A-7781", "newStart": at("2027-03-09", "08:30")})],
             answer_has=[said("8:30", "08:30", "8.30")]),
    ], features=("date",)),
    Case("l_dogs_friday_then_book", "dog_groom", "multi_turn", [
        Turn("what times have u got friday for a bath and brush",
             calls=[ExpectCall("findSlots", {"date": date("2027-03-05")})],
             answer_has=[said("13:30", "1:30", "1.30")]),
        Turn("the 1:30 with jess please, for pepper. she's scared of the dryer so can you put a note on",
             calls=[ExpectCall("bookAppointment", {"dogId": "D-42", "service": "bath_and_brush", "start": at("2027-03-05", "13:30"),
                                                   "notes": matches("dryer|nervous|scared|anxious")})],
             allow=["findSlots"]),
    ], features=("date", "nullable_anyof", "person")),

    # ----------------------------------------------------------------------------- wine_club (9)
    Case("l_wine_skip_this_week", "wine_club", "direct", [
        Turn("skip the box thats coming this week, we're away",
             calls=[ExpectCall("skip_shipment", {"shipment_id": "SH-2610"})],
             allow=["get_shipment"]),
    ], features=("enum",)),
    Case("l_wine_sparkling_under_15", "wine_club", "polite", [
        Turn("Could you find me a sparkling wine under £15 that I might add to my box? Just show me for now please, don't add anything yet.",
             calls=[ExpectCall("search_wines", {"colour": "sparkling", "max_price": number(15)})],
             forbid=["update_shipment"],
             answer_has=[said("Prosecco")]),
    ], features=("enum", "number")),
    Case("l_wine_reds_for_inlaws", "wine_club", "indirect", [
        Turn("the in-laws are over on saturday and they only drink red. is there enough red in this week's box or do i need to get more in?",
             calls=[ExpectCall("get_shipment", {"which": "next"})],
             forbid=["update_shipment"],
             answer_has=[said("Rioja"), said("Malbec"), any_of(said("three"), said_number(3))]),
    ], features=("enum", "person")),
    Case("l_wine_rate_and_swap", "wine_club", "multi_intent", [
        Turn("give the vinho verde from last month 4 stars, and swap the picpoul in my next box for the albarino",
             calls=[ExpectCall("rate_wine", {"wine_id": "W-088", "stars": 4}),
                    ExpectCall("update_shipment", {"shipment_id": "SH-2610",
                                                   "swaps": items(fields(remove_wine_id="W-113", add_wine_id="W-162"))})],
             allow=["get_shipment", "search_wines"]),
    ], features=("ref", "array", "nullable_anyof", "strict")),
    Case("l_wine_skips_left", "wine_club", "no_tool", [
        Turn("how many more boxes am i allowed to skip this year?",
             forbid=["skip_shipment"],
             answer_has=[any_of(said("two"), said_number(2))]),
    ]),
    Case("l_wine_crianza_reserva", "wine_club", "no_tool", [
        Turn("whats actually the difference between a rioja crianza and a reserva?",
             answer_has=[said("oak")]),
    ]),
    Case("l_wine_swap_a_red", "wine_club", "underspecified", [
        Turn("swap one of the reds in my next box for something else",
             forbid=["update_shipment"], allow=["get_shipment", "search_wines"], clarify=True),
    ]),
    Case("l_wine_priciest_for_italian", "wine_club", "chained", [
        Turn("swap the priciest bottle in my next box for the cheapest italian red you do",
             calls=[ExpectCall("get_shipment", {"which": "next"}),
                    ExpectCall("search_wines", {"colour": "red", "country": matches("ital")}),
                    ExpectCall("update_shipment", {"shipment_id": "SH-2610",
                                                   "swaps": items(fields(remove_wine_id="W-318", add_wine_id="W-260"))})],
             answer_has=[said("Primitivo")]),
    ], features=("ref", "array", "strict")),
    Case("l_wine_box_then_extras", "wine_club", "multi_turn", [
        Turn("whats in my next box",
             calls=[ExpectCall("get_shipment", {"which": "next"})],
             answer_has=[said("Picpoul"), said("Malbec")]),
        Turn("nice. add 2 bottles of the cremant de loire to it",
             calls=[ExpectCall("update_shipment", {"shipment_id": "SH-2610", "extras": items(fields(wine_id="W-511", quantity=2))})],
             allow=["search_wines"]),
        Turn("so what am i paying for this box now?",
             allow=["get_shipment"],
             answer_has=[money(122.0)]),
    ], features=("ref", "nullable_anyof", "array", "strict")),
]
