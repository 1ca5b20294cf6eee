"""Fresh generality part T: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py, validate.py, runner.py's loader (its first 60 lines) and the shape of
cases_fresh_o.py (docstring, layout of domains, fake functions and cases; none of its domains, tools
or phrasings are reused).

Domains (tool count, naming style, the "today" of each system prompt):
- energy_switch     1 tool,  snake_case   Monday 11 January 2027, 19:30, Bristol (SwitchWise tariff comparison)
- piano_tuning      3 tools, kebab-case   Saturday 5 December 2026, 09:10, York (Harmony Keys Piano Tuning)
- allotments        5 tools, PascalCase   Sunday 14 March 2027, 08:45, Sheffield (Hollin Bank Allotment Society)
- timesheets        9 tools, camelCase    Wednesday 9 December 2026, 17:40, Portland, Oregon (Tally freelancer timesheets)
- course_reg        8 tools, snake_case   Tuesday 12 January 2027, 11:00, Burlington, Vermont (Eastbrook University portal)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7 (45 cases).
"""

from __future__ import annotations

import datetime as _dt
import re
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
    items,
    matches,
    number,
    one_of,
    said,
    said_number,
)


def _day(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def date_between(low: str, high: str) -> Pred:
    """An ISO date (or date-time) from `low` to `high` inclusive."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and _day(v) is not None and lo <= _day(v) <= hi)


def date_in(*isos: str) -> Pred:
    """An ISO date (or date-time) on one of these days."""
    wanted = {_dt.date.fromisoformat(i) for i in isos}
    return Pred(f"date in {isos!r}", lambda v: isinstance(v, str) and _day(v) in wanted)


def either(*preds: Pred) -> Pred:
    """An answer satisfying at least one of the predicates."""
    return Pred(" or ".join(p.describe for p in preds), lambda v: any(p.ok(v) for p in preds))


# =============================================================================================
# 1. energy_switch: SwitchWise home-energy tariff comparison (1 tool, snake_case)
# =============================================================================================

# unit rate p/kWh, standing charge p/day
TARIFFS: list[dict[str, Any]] = [
    {
        "tariff_id": "OCT-FIX12-G",
        "supplier": "Octolight Energy",
        "name": "Octolight Fixed 12M Green",
        "type": "fixed",
        "term_months": 12,
        "green": True,
        "exit_fee_gbp_per_fuel": 50,
        "elec": (24.10, 51.20),
        "gas": (5.95, 30.10),
        "payments": ("direct_debit", "on_receipt"),
    },
    {
        "tariff_id": "BRK-FLEX",
        "supplier": "Brook Power",
        "name": "Brook Flexible",
        "type": "variable",
        "term_months": None,
        "green": False,
        "exit_fee_gbp_per_fuel": 0,
        "elec": (24.50, 58.00),
        "gas": (6.05, 31.00),
        "payments": ("direct_debit", "on_receipt", "prepayment"),
    },
    {
        "tariff_id": "GWY-FIX24",
        "supplier": "Greenway Energy",
        "name": "Green Fix 24",
        "type": "fixed",
        "term_months": 24,
        "green": True,
        "exit_fee_gbp_per_fuel": 75,
        "elec": (25.20, 45.00),
        "gas": (5.70, 28.50),
        "payments": ("direct_debit",),
    },
    {
        "tariff_id": "SEV-FIX18",
        "supplier": "Severn Energy",
        "name": "Fix & Save 18",
        "type": "fixed",
        "term_months": 18,
        "green": False,
        "exit_fee_gbp_per_fuel": 60,
        "elec": (22.90, 52.00),
        "gas": (5.55, 29.00),
        "payments": ("direct_debit", "on_receipt"),
    },
    {
        "tariff_id": "PLS-PAYG",
        "supplier": "Pulse Utilities",
        "name": "Pulse Smart PAYG",
        "type": "variable",
        "term_months": None,
        "green": False,
        "exit_fee_gbp_per_fuel": 0,
        "elec": (25.90, 55.00),
        "gas": (6.40, 30.00),
        "payments": ("prepayment",),
    },
    {
        "tariff_id": "VLT-EVFIX12",
        "supplier": "Volt & Co",
        "name": "EV Fix 12",
        "type": "fixed",
        "term_months": 12,
        "green": True,
        "exit_fee_gbp_per_fuel": 40,
        "elec": (19.50, 63.00),
        "gas": (6.30, 33.00),
        "payments": ("direct_debit",),
    },
]
CURRENT_TARIFF = {"supplier": "Severn Energy", "name": "Standard Variable", "elec": (26.40, 57.80), "gas": (6.85, 31.90)}
ON_RECEIPT_SURCHARGE = 0.05
POSTCODE_RE = re.compile(r"^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$", re.I)


def _annual_cost(tariff: dict[str, Any], electricity_kwh: int, gas_kwh: int | None, payment_method: str) -> float:
    unit, standing = tariff["elec"]
    pence = electricity_kwh * unit + 365 * standing
    if gas_kwh is not None:
        g_unit, g_standing = tariff["gas"]
        pence += gas_kwh * g_unit + 365 * g_standing
    pounds = pence / 100
    if payment_method == "on_receipt":
        pounds *= 1 + ON_RECEIPT_SURCHARGE
    return round(pounds, 2)


def compare_tariffs(
    postcode: str,
    electricity_kwh: int,
    gas_kwh: int | None = None,
    payment_method: str = "direct_debit",
    tariff_type: str | None = None,
    green_only: bool = False,
    max_exit_fee_gbp: float | None = None,
) -> dict[str, Any]:
    if not POSTCODE_RE.match(str(postcode).strip()):
        return {"error": f"'{postcode}' is not a valid UK postcode (e.g. BS6 6HR)."}
    if payment_method not in ("direct_debit", "on_receipt", "prepayment"):
        return {"error": "payment_method must be direct_debit, on_receipt or prepayment"}
    if int(electricity_kwh) <= 0:
        return {"error": "electricity_kwh must be a positive annual figure in kWh"}
    elec = int(electricity_kwh)
    gas = None if gas_kwh is None else int(gas_kwh)
    current = _annual_cost(CURRENT_TARIFF, elec, gas, "direct_debit")
    rows = []
    for t in TARIFFS:
        if payment_method not in t["payments"]:
            continue
        if tariff_type and t["type"] != tariff_type:
            continue
        if green_only and not t["green"]:
            continue
        if max_exit_fee_gbp is not None and t["exit_fee_gbp_per_fuel"] > max_exit_fee_gbp:
            continue
        cost = _annual_cost(t, elec, gas, payment_method)
        rows.append(
            {
                "tariff_id": t["tariff_id"],
                "supplier": t["supplier"],
                "tariff_name": t["name"],
                "type": t["type"],
                "fixed_for_months": t["term_months"],
                "renewable_electricity": t["green"],
                "exit_fee_gbp_per_fuel": t["exit_fee_gbp_per_fuel"],
                "electricity": {"unit_rate_p_per_kwh": t["elec"][0], "standing_charge_p_per_day": t["elec"][1]},
                "gas": None if gas is None else {"unit_rate_p_per_kwh": t["gas"][0], "standing_charge_p_per_day": t["gas"][1]},
                "estimated_annual_gbp": cost,
                "estimated_monthly_gbp": round(cost / 12, 2),
                "saving_vs_current_gbp": round(current - cost, 2),
            }
        )
    rows.sort(key=lambda r: r["estimated_annual_gbp"])
    region = "South West" if str(postcode).strip().upper().startswith(("BS", "BA", "EX", "TA")) else "other"
    return {
        "postcode": str(postcode).strip().upper(),
        "region": region,
        "usage": {"electricity_kwh": elec, "gas_kwh": gas},
        "payment_method": payment_method,
        "filters": {"tariff_type": tariff_type, "green_only": green_only, "max_exit_fee_gbp": max_exit_fee_gbp},
        "current_tariff": {
            "supplier": CURRENT_TARIFF["supplier"],
            "tariff_name": CURRENT_TARIFF["name"],
            "estimated_annual_gbp": current,
            "note": "your current tariff at this usage, paying by direct debit",
        },
        "results": rows,
        "count": len(rows),
        "prices_as_of": "2027-01-11",
        "note": "Estimates include VAT. Switch from the results page; the new supplier arranges everything.",
    }


ENERGY_TOOLS = [
    ToolDef(
        "compare_tariffs",
        "Compare the home-energy tariffs available at a postcode for an annual usage, cheapest first, with the saving "
        "against the signed-in user's current tariff.",
        {
            "type": "object",
            "properties": {
                "postcode": {"type": "string", "description": "UK postcode of the supply address"},
                "electricity_kwh": {"type": "integer", "minimum": 1, "description": "Annual electricity use in kWh"},
                "gas_kwh": {
                    "type": ["integer", "null"],
                    "description": "Annual gas use in kWh; null for an electricity-only home",
                },
                "payment_method": {
                    "type": "string",
                    "enum": ["direct_debit", "on_receipt", "prepayment"],
                    "default": "direct_debit",
                    "description": "on_receipt = pay each bill when it arrives (cash/cheque/card)",
                },
                "tariff_type": {
                    "anyOf": [{"type": "string", "enum": ["fixed", "variable"]}, {"type": "null"}],
                    "description": "Only fixed or only variable tariffs; null for both",
                },
                "green_only": {"type": "boolean", "description": "Only tariffs with 100% renewable electricity"},
                "max_exit_fee_gbp": {"type": "number", "description": "Highest acceptable exit fee per fuel, in GBP"},
            },
            "required": ["postcode", "electricity_kwh", "gas_kwh"],
        },
        compare_tariffs,
    ),
]

ENERGY_INSTRUCTIONS = """You are the assistant of SwitchWise, a UK home-energy comparison service.
Today is Monday 11 January 2027, 19:30 (Bristol, UK).

Signed-in user: Tom Hargreaves, 14 Cotham Vale, Bristol BS6 6HR (dual fuel: electricity and gas).
Current tariff: Severn Energy "Standard Variable", paying by monthly direct debit; no exit fee.
Annual usage from his latest statement: electricity 2,900 kWh, gas 11,500 kWh.

How SwitchWise works:
- compare_tariffs gives estimates (VAT included) for a postcode and annual usage. Prices change, so quote what it returns.
- The standing charge is a fixed daily charge for being connected, paid whatever you use; the unit rate is the price per kWh used.
- You cannot switch anyone yourself. To switch, the user presses "Switch" next to a tariff on the results page; the new
  supplier arranges everything, the switch completes in about 5 working days (at most 17), and there is a 14-day
  cooling-off period. Supply is never interrupted.
- Fixed tariffs may charge an exit fee per fuel if you leave early; variable tariffs have none.
Answer briefly, in pounds."""


# =============================================================================================
# 2. piano_tuning: Harmony Keys Piano Tuning, York (3 tools, kebab-case)
# =============================================================================================

PIANO_NOW = _dt.datetime(2026, 12, 5, 9, 10)
PIANO_SLOTS = [  # slot_id, start, tuner
    ("PT-1208-0930", "2026-12-08T09:30", "Marcus Bell"),
    ("PT-1208-1400", "2026-12-08T14:00", "Marcus Bell"),
    ("PT-1210-1100", "2026-12-10T11:00", "Sofia Rinaldi"),
    ("PT-1211-1430", "2026-12-11T14:30", "Sofia Rinaldi"),
    ("PT-1214-1500", "2026-12-14T15:00", "Marcus Bell"),
    ("PT-1216-1000", "2026-12-16T10:00", "Sofia Rinaldi"),
    ("PT-1218-1300", "2026-12-18T13:00", "Sofia Rinaldi"),
    ("PT-1222-0900", "2026-12-22T09:00", "Marcus Bell"),
    ("PT-0105-1000", "2027-01-05T10:00", "Marcus Bell"),
    ("PT-0107-1330", "2027-01-07T13:30", "Sofia Rinaldi"),
]
PIANO_SERVICES = {"standard-tuning": (85, 75), "pitch-raise": (120, 120), "repair-assessment": (45, 45)}  # price, minutes
PIANO_LOCATIONS = {
    "home": "7 Bootham Terrace, York YO30 7BW",
    "st-olaves-church-hall": "St Olave's Church Hall, Marygate, York YO30 7BH",
}
PIANO_BOOKINGS = {
    "HK-5521": {
        "slot": "2026-12-17T10:00",
        "tuner": "Marcus Bell",
        "service": "standard-tuning",
        "location": "home",
        "piano": "Broadwood upright (1962)",
        "price_gbp": 85,
    }
}


def _slot_row(slot: tuple[str, str, str]) -> dict[str, Any]:
    start = _dt.datetime.fromisoformat(slot[1])
    return {
        "slot_id": slot[0],
        "date": str(start.date()),
        "weekday": start.strftime("%A"),
        "start": start.strftime("%H:%M"),
        "tuner": slot[2],
    }


def find_slots(date_from: str, date_to: str, tuner: str | None = None, time_of_day: str = "any") -> dict[str, Any]:
    start, end = _day(date_from), _day(date_to)
    if start is None or end is None:
        return {"error": "date_from and date_to must be dates like 2026-12-08"}
    if end < start:
        return {"error": "date_to is before date_from"}
    if (end - start).days > 45:
        return {"error": "Search at most 45 days at a time."}
    rows = []
    for slot in PIANO_SLOTS:
        when = _dt.datetime.fromisoformat(slot[1])
        if not (start <= when.date() <= end) or when < PIANO_NOW:
            continue
        if tuner and str(tuner).split()[0].lower() not in slot[2].lower():
            continue
        if time_of_day == "morning" and when.hour >= 12 or time_of_day == "afternoon" and when.hour < 12:
            continue
        rows.append(_slot_row(slot))
    return {
        "date_from": str(start),
        "date_to": str(end),
        "tuner": tuner,
        "time_of_day": time_of_day,
        "slots": rows,
        "count": len(rows),
        "note": "Each slot fits any one service (tuning 75 min, pitch raise 2 h).",
    }


def book_visit(slot_id: str, service: str, location: str, piano: dict[str, Any], access_notes: str | None) -> dict[str, Any]:
    slot = next((s for s in PIANO_SLOTS if s[0] == slot_id), None)
    if slot is None:
        return {"error": f"No free slot '{slot_id}'. Use find-slots to see slot ids."}
    if service not in PIANO_SERVICES:
        return {"error": f"Unknown service '{service}'."}
    if location not in PIANO_LOCATIONS:
        return {"error": f"Unknown location '{location}'. Saved addresses: home, st-olaves-church-hall."}
    if str(piano.get("type", "")).lower() in ("digital", "keyboard"):
        return {"error": "Digital pianos and keyboards do not need tuning; we do not service them."}
    price, minutes = PIANO_SERVICES[service]
    row = _slot_row(slot)
    return {
        "booking_ref": f"HK-{5540 + PIANO_SLOTS.index(slot)}",
        "status": "confirmed",
        **row,
        "service": service,
        "duration_min": minutes,
        "price_gbp": price,
        "location": location,
        "address": PIANO_LOCATIONS[location],
        "piano": piano,
        "access_notes": access_notes,
        "payment": "Pay the tuner on the day by card or bank transfer.",
        "reminder": "Text reminder to 07700 900233 the evening before.",
    }


def cancel_visit(booking_ref: str, reason: str | None = None) -> dict[str, Any]:
    booking = PIANO_BOOKINGS.get(str(booking_ref).strip().upper())
    if booking is None:
        return {
            "error": f"No upcoming booking '{booking_ref}' on account HK-2290. Upcoming: HK-5521 (Thursday 17 December 10:00)."
        }
    start = _dt.datetime.fromisoformat(booking["slot"])
    fee = 30 if start - PIANO_NOW < _dt.timedelta(hours=48) else 0
    return {
        "booking_ref": str(booking_ref).strip().upper(),
        "status": "cancelled",
        "was": {**booking, "weekday": start.strftime("%A")},
        "cancellation_fee_gbp": fee,
        "reason": reason,
        "confirmation_sent_to": "eleanor.voss@example.co.uk",
    }


PIANO_TOOLS = [
    ToolDef(
        "find-slots",
        "Free tuner visit slots between two dates (inclusive).",
        {
            "type": "object",
            "properties": {
                "date_from": {"type": "string", "format": "date", "description": "YYYY-MM-DD"},
                "date_to": {"type": "string", "format": "date", "description": "YYYY-MM-DD"},
                "tuner": {
                    "type": ["string", "null"],
                    "enum": ["Marcus Bell", "Sofia Rinaldi", None],
                    "description": "Only this tuner, or null for either",
                },
                "time_of_day": {"type": "string", "enum": ["any", "morning", "afternoon"], "default": "any"},
            },
            "required": ["date_from", "date_to"],
        },
        find_slots,
    ),
    ToolDef(
        "book-visit",
        "Book a tuner visit into a free slot at one of the customer's saved addresses.",
        {
            "type": "object",
            "$defs": {
                "piano": {
                    "type": "object",
                    "properties": {
                        "make": {"type": "string"},
                        "model": {"type": ["string", "null"]},
                        "type": {"type": "string", "enum": ["upright", "grand", "digital"]},
                    },
                    "required": ["make", "model", "type"],
                    "additionalProperties": False,
                }
            },
            "properties": {
                "slot_id": {"type": "string", "description": "From find-slots, e.g. PT-1208-0930"},
                "service": {"type": "string", "enum": ["standard-tuning", "pitch-raise", "repair-assessment"]},
                "location": {"type": "string", "enum": ["home", "st-olaves-church-hall"]},
                "piano": {"$ref": "#/$defs/piano"},
                "access_notes": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "Parking, keys, who lets the tuner in; null if none",
                },
            },
            "required": ["slot_id", "service", "location", "piano", "access_notes"],
            "additionalProperties": False,
        },
        book_visit,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel-visit",
        "Cancel one of the customer's upcoming visits.",
        {
            "type": "object",
            "properties": {"booking_ref": {"type": "string", "description": "e.g. HK-5521"}, "reason": {"type": "string"}},
            "required": ["booking_ref"],
        },
        cancel_visit,
        act=True,
    ),
]

PIANO_INSTRUCTIONS = """You are the booking assistant of Harmony Keys Piano Tuning, York.
Today is Saturday 5 December 2026, 09:10 (York, UK).

Signed-in customer: Eleanor Voss (account HK-2290), phone 07700 900233.
Saved addresses and pianos:
- home: 7 Bootham Terrace, York YO30 7BW - Broadwood upright (1962), last tuned by us in November 2025.
- st-olaves-church-hall: St Olave's Church Hall, Marygate, York YO30 7BH - Bechstein Model A grand (1908), last tuned
  by us in June 2025. Eleanor is the church's contact for it.
Upcoming bookings: HK-5521 - Thursday 17 December 2026, 10:00, standard tuning of the home Broadwood with Marcus Bell, £85.

Services and prices (pay the tuner on the day): standard tuning £85 (75 min); pitch raise £120 (for pianos not tuned
for over two years, includes the tuning); repair assessment £45 (sticking keys, pedals, buzzing).
Tuners: Marcus Bell and Sofia Rinaldi. Visits Monday to Saturday.
Cancellation: free up to 48 hours before the visit, £30 after that.
We tune acoustic pianos only: digital pianos and keyboards never need tuning, and we don't repair electronics.
There is no reschedule tool: to move a visit, book the new slot and cancel the old booking."""


# =============================================================================================
# 3. allotments: Hollin Bank Allotment Society, Sheffield (5 tools, PascalCase)
# =============================================================================================

ALLOT_TODAY = _dt.date(2027, 3, 14)
MEMBER_ID = "HB-0412"
WORK_PARTIES = [
    {
        "event_id": "WP-0320",
        "date": "2027-03-20",
        "time": "10:00-13:00",
        "task": "Clear brambles along the railway boundary",
        "spaces_left": 6,
        "bring": "gloves, loppers",
    },
    {
        "event_id": "WP-0327",
        "date": "2027-03-27",
        "time": "10:00-13:00",
        "task": "Hedge laying on the Hollin Lane hedge",
        "spaces_left": 4,
        "bring": "loppers, a bow saw if you have one, gloves",
    },
    {
        "event_id": "WP-0410",
        "date": "2027-04-10",
        "time": "10:00-12:30",
        "task": "Spring clean of the trading hut and car park",
        "spaces_left": 10,
        "bring": "nothing needed",
    },
    {
        "event_id": "WP-0424",
        "date": "2027-04-24",
        "time": "10:00-13:00",
        "task": "Repair water trough T2 and re-edge the main path",
        "spaces_left": 5,
        "bring": "spade, wheelbarrow",
    },
]
HUT_STOCK = {  # sku: (description, price GBP)
    "manure-bag": ("40 L bag of well-rotted horse manure", 2.50),
    "seed-potato-charlotte-2kg": ("Charlotte seed potatoes, 2 kg", 3.20),
    "seed-potato-kingedward-2kg": ("King Edward seed potatoes, 2 kg", 3.00),
    "onion-sets-250g": ("Sturon onion sets, 250 g", 1.80),
    "bamboo-canes-10": ("Bamboo canes 8 ft, pack of 10", 2.40),
    "fleece-2x5m": ("Horticultural fleece 2 x 5 m", 3.50),
    "slug-traps-4": ("Slug traps, pack of 4", 4.00),
}


def get_plot(plot_id: str) -> dict[str, Any]:
    key = str(plot_id).strip().upper().removeprefix("PLOT").strip()
    if key != "23B":
        return {"error": f"You can only view your own plot. Plot '{plot_id}' is not held by member {MEMBER_ID}; yours is 23B."}
    return {
        "plot_id": "23B",
        "holder": "Dev Patel",
        "member_id": MEMBER_ID,
        "size": "half plot (125 m²)",
        "annual_rent_gbp": 48,
        "rent_paid_until": "2027-09-30",
        "next_rent_due": "2027-10-01",
        "last_inspection": {
            "date": "2027-03-06",
            "result": "fail",
            "score": 2,
            "out_of": 5,
            "notes": "About a third of the plot is uncultivated and covered in couch grass; the compost "
            "bins are spilling onto the shared path. Please clear both by the next inspection.",
        },
        "next_inspection": "2027-04-10",
        "failed_inspections_in_a_row": 1,
        "nearest_water": "Trough T4 (mains water off until 1 April)",
        "shed": "permitted, 6 x 4 ft",
    }


def list_work_parties(month: str | None = None) -> dict[str, Any]:
    if month is not None and not re.fullmatch(r"\d{4}-\d{2}", str(month)):
        return {"error": "month must be YYYY-MM, or null for all upcoming work parties"}
    rows = [wp for wp in WORK_PARTIES if month is None or wp["date"].startswith(str(month))]
    rows = [{**wp, "weekday": _dt.date.fromisoformat(wp["date"]).strftime("%A")} for wp in rows]
    return {
        "month": month,
        "work_parties": rows,
        "count": len(rows),
        "note": "Members are asked to do at least two work parties a year (you have done 0 so far in 2027).",
    }


def join_work_party(event_id: str, member_id: str, bringing: list[str], guests: int) -> dict[str, Any]:
    wp = next((w for w in WORK_PARTIES if w["event_id"] == event_id), None)
    if wp is None:
        return {"error": f"No work party '{event_id}'. Use ListWorkParties to see event ids."}
    if member_id != MEMBER_ID:
        return {"error": f"Member '{member_id}' is not the signed-in member ({MEMBER_ID})."}
    if not 0 <= int(guests) <= 2:
        return {"error": "guests must be 0, 1 or 2"}
    return {
        "event_id": event_id,
        "status": "signed up",
        "date": wp["date"],
        "time": wp["time"],
        "task": wp["task"],
        "member_id": member_id,
        "bringing": bringing,
        "guests": guests,
        "meet_at": "the trading hut",
        "spaces_left_now": wp["spaces_left"] - 1 - int(guests),
    }


def order_from_hut(items: list[dict[str, Any]], collection_date: str, pay_with: str = "member_account") -> dict[str, Any]:
    when = _day(collection_date)
    if when is None or when.weekday() != 6 or when <= ALLOT_TODAY:
        return {"error": "collection_date must be a coming Sunday (the hut is open Sundays 10:00-12:00), e.g. 2027-03-21."}
    if not items:
        return {"error": "items is empty"}
    lines = []
    for line in items:
        sku, qty = line.get("sku"), int(line.get("quantity") or 0)
        if sku not in HUT_STOCK:
            return {"error": f"Unknown sku '{sku}'. Stock: {', '.join(HUT_STOCK)}."}
        if qty < 1:
            return {"error": f"quantity for {sku} must be at least 1"}
        desc, price = HUT_STOCK[sku]
        lines.append(
            {"sku": sku, "description": desc, "quantity": qty, "unit_price_gbp": price, "line_total_gbp": round(price * qty, 2)}
        )
    total = round(sum(x["line_total_gbp"] for x in lines), 2)
    return {
        "order_id": f"HUT-{when.strftime('%m%d')}-{len(lines)}{sum(x['quantity'] for x in lines):02d}",
        "status": "placed",
        "lines": lines,
        "total_gbp": total,
        "collection": f"{when.strftime('%A %d %B %Y')}, 10:00-12:00",
        "pay_with": pay_with,
        "payment_note": "charged to your member account" if pay_with == "member_account" else "pay by card at the hut",
    }


def report_problem(plot_id: str, category: str, description: str, urgent: bool = False) -> dict[str, Any]:
    if not str(description).strip():
        return {"error": "description is required"}
    return {
        "report_id": f"HB-R-{3300 + len(str(description)) % 90}",
        "status": "logged",
        "plot_id": str(plot_id).upper(),
        "category": category,
        "description": description,
        "urgent": urgent,
        "next_step": "The site secretary reviews reports daily; theft and vandalism should also be reported to South "
        "Yorkshire Police on 101 for a crime number."
        if category in ("theft", "vandalism")
        else "The site secretary reviews reports daily and will contact you if needed.",
    }


ALLOT_TOOLS = [
    ToolDef(
        "GetPlot",
        "Details of the member's own plot: size, rent, inspection results, water.",
        {"type": "object", "properties": {"plot_id": {"type": "string", "description": "e.g. 23B"}}, "required": ["plot_id"]},
        get_plot,
    ),
    ToolDef(
        "ListWorkParties",
        "Upcoming society work parties with spaces left.",
        {
            "type": "object",
            "properties": {"month": {"type": ["string", "null"], "description": "YYYY-MM, or null for all upcoming"}},
            "required": [],
        },
        list_work_parties,
    ),
    ToolDef(
        "JoinWorkParty",
        "Sign the member up for a work party.",
        {
            "type": "object",
            "properties": {
                "event_id": {"type": "string", "description": "e.g. WP-0320"},
                "member_id": {"type": "string"},
                "bringing": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["loppers", "bow-saw", "spade", "fork", "wheelbarrow", "gloves"]},
                    "description": "Tools the member will bring; empty if none",
                },
                "guests": {"type": "integer", "description": "Extra helpers the member brings (0-2)"},
            },
            "required": ["event_id", "member_id", "bringing", "guests"],
            "additionalProperties": False,
        },
        join_work_party,
        act=True,
        strict=True,
    ),
    ToolDef(
        "OrderFromHut",
        "Order supplies from the trading hut for collection on a Sunday.",
        {
            "type": "object",
            "properties": {
                "items": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "properties": {
                            "sku": {"type": "string", "enum": list(HUT_STOCK)},
                            "quantity": {"type": "integer", "minimum": 1},
                        },
                        "required": ["sku", "quantity"],
                    },
                },
                "collection_date": {"type": "string", "format": "date", "description": "A Sunday, YYYY-MM-DD"},
                "pay_with": {"type": "string", "enum": ["member_account", "card_on_collection"], "default": "member_account"},
            },
            "required": ["items", "collection_date"],
        },
        order_from_hut,
        act=True,
    ),
    ToolDef(
        "ReportProblem",
        "Report a problem on or near a plot to the site secretary.",
        {
            "type": "object",
            "properties": {
                "plot_id": {"type": "string"},
                "category": {
                    "type": "string",
                    "enum": ["water-supply", "theft", "vandalism", "pests", "boundary-or-neighbour", "path-or-fence", "other"],
                },
                "description": {"type": "string"},
                "urgent": {"type": "boolean"},
            },
            "required": ["plot_id", "category", "description"],
        },
        report_problem,
        act=True,
    ),
]

ALLOT_INSTRUCTIONS = """You are the members' assistant of the Hollin Bank Allotment Society, Sheffield.
Today is Sunday 14 March 2027, 08:45 (Sheffield, UK).

Signed-in member: Dev Patel, member number HB-0412, plot 23B (a half plot, 125 m²), member since 2023.

Site rules and facts:
- Mains water to the troughs is on from 1 April to 31 October. Hosepipes are not allowed; watering cans only.
- Rent is due every year on 1 October: £48 for a half plot, £86 for a full plot.
- Plots are inspected four times a year; two failed inspections in a row lead to a non-cultivation notice.
- Hens may be kept on full plots only, with written committee permission; no cockerels.
- Bonfires only from 1 November to 28 February.
- The trading hut is open Sundays 10:00-12:00; orders placed here are collected there on a Sunday.
- Work parties are on Saturday mornings; every member is asked to do at least two a year.
Keep answers short and friendly."""


# =============================================================================================
# 4. timesheets: Tally freelancer timesheets (9 tools, camelCase)
# =============================================================================================

TS_TODAY = _dt.date(2026, 12, 9)
PROJECTS = {
    "PRJ-101": {
        "name": "Riverside Co-op app redesign",
        "client": "Riverside Food Co-op",
        "rateUsd": 95,
        "budgetHours": 120,
        "billable": True,
        "status": "active",
        "hoursBefore": 78.5,
    },
    "PRJ-102": {
        "name": "Northwind onboarding flows",
        "client": "Northwind Bikes",
        "rateUsd": 110,
        "budgetHours": 60,
        "billable": True,
        "status": "active",
        "hoursBefore": 31.0,
    },
    "PRJ-103": {
        "name": "Eastside Library website (pro bono)",
        "client": "Eastside Public Library",
        "rateUsd": 0,
        "budgetHours": None,
        "billable": False,
        "status": "active",
        "hoursBefore": 12.0,
    },
    "PRJ-099": {
        "name": "Harbor Dental brand refresh",
        "client": "Harbor Dental",
        "rateUsd": 90,
        "budgetHours": 40,
        "billable": True,
        "status": "archived",
        "hoursBefore": 38.5,
    },
}
ENTRIES = [  # entryId, date, projectId, hours, description
    ("TE-3301", "2026-11-30", "PRJ-101", 4.0, "User interview synthesis"),
    ("TE-3302", "2026-11-30", "PRJ-102", 2.5, "Kickoff call + notes"),
    ("TE-3303", "2026-12-01", "PRJ-101", 6.0, "Journey maps"),
    ("TE-3304", "2026-12-02", "PRJ-103", 3.0, "Site content audit"),
    ("TE-3305", "2026-12-03", "PRJ-102", 5.5, "Signup flow wireframes"),
    ("TE-3306", "2026-12-04", "PRJ-101", 3.5, "Stakeholder review"),
    ("TE-3307", "2026-12-07", "PRJ-101", 5.0, "Hi-fi mockups: checkout"),
    ("TE-3308", "2026-12-07", "PRJ-102", 2.0, "Client call"),
    ("TE-3309", "2026-12-08", "PRJ-102", 6.5, "Onboarding wireframes v2"),
    ("TE-3310", "2026-12-08", "PRJ-103", 1.5, "Homepage copy review"),
    ("TE-3311", "2026-12-09", "PRJ-101", 3.0, "Usability test prep"),
]
RUNNING_TIMER = {
    "timerId": "TMR-880",
    "projectId": "PRJ-102",
    "description": "Onboarding copy review",
    "startedAt": "2026-12-09T16:05",
}


def _entry_view(e: tuple[str, str, str, float, str]) -> dict[str, Any]:
    project = PROJECTS[e[2]]
    return {
        "entryId": e[0],
        "date": e[1],
        "projectId": e[2],
        "project": project["name"],
        "hours": e[3],
        "description": e[4],
        "billable": project["billable"],
        "amountUsd": round(e[3] * project["rateUsd"], 2),
    }


def _unknown_project(project_id: str) -> dict[str, Any]:
    return {
        "error": f"No project '{project_id}'. Projects: PRJ-101 (Riverside), PRJ-102 (Northwind), PRJ-103 (Eastside Library)."
    }


def list_projects(status: str = "active") -> dict[str, Any]:
    rows = []
    for pid, p in PROJECTS.items():
        if status != "all" and p["status"] != status:
            continue
        logged = round(p["hoursBefore"] + sum(e[3] for e in ENTRIES if e[2] == pid), 2)
        rows.append(
            {
                "projectId": pid,
                "name": p["name"],
                "client": p["client"],
                "status": p["status"],
                "billable": p["billable"],
                "rateUsd": p["rateUsd"],
                "budgetHours": p["budgetHours"],
                "hoursLogged": logged,
                "hoursRemaining": None if p["budgetHours"] is None else round(p["budgetHours"] - logged, 2),
            }
        )
    return {
        "status": status,
        "projects": rows,
        "runningTimer": {**RUNNING_TIMER, "elapsedHours": 1.58, "note": "not included in hoursLogged until stopped"},
    }


def get_entries(**kwargs: Any) -> dict[str, Any]:
    start, end, project_id = _day(kwargs.get("from")), _day(kwargs.get("to")), kwargs.get("projectId")
    if start is None or end is None:
        return {"error": "from and to must be dates like 2026-12-07"}
    if project_id is not None and project_id not in PROJECTS:
        return _unknown_project(project_id)
    rows = [
        _entry_view(e)
        for e in ENTRIES
        if start <= _dt.date.fromisoformat(e[1]) <= end and (project_id is None or e[2] == project_id)
    ]
    return {
        "from": str(start),
        "to": str(end),
        "projectId": project_id,
        "entries": rows,
        "count": len(rows),
        "totalHours": round(sum(r["hours"] for r in rows), 2),
    }


def log_time(projectId: str, date: str, hours: float, description: str, billable: bool) -> dict[str, Any]:
    project = PROJECTS.get(projectId)
    if project is None:
        return _unknown_project(projectId)
    if project["status"] == "archived":
        return {"error": f"{project['name']} is archived; unarchive it before logging time."}
    day = _day(date)
    if day is None or day > TS_TODAY:
        return {"error": "date must be today (2026-12-09) or earlier, as YYYY-MM-DD"}
    if not 0 < float(hours) <= 16:
        return {"error": "hours must be more than 0 and at most 16"}
    rate = project["rateUsd"] if billable else 0
    return {
        "entryId": "TE-3312",
        "status": "logged",
        "date": str(day),
        "weekday": day.strftime("%A"),
        "projectId": projectId,
        "project": project["name"],
        "hours": float(hours),
        "description": description,
        "billable": bool(billable),
        "amountUsd": round(float(hours) * rate, 2),
    }


def update_entry(entryId: str, changes: dict[str, Any]) -> dict[str, Any]:
    entry = next((e for e in ENTRIES if e[0] == entryId), None)
    if entry is None:
        return {"error": f"No time entry '{entryId}'. Use getEntries to find entry ids."}
    applied = {k: v for k, v in (changes or {}).items() if v is not None}
    if not applied:
        return {"error": "changes must set at least one field"}
    if "projectId" in applied and applied["projectId"] not in PROJECTS:
        return _unknown_project(applied["projectId"])
    before = _entry_view(entry)
    after = {**before, **applied}
    project = PROJECTS[after["projectId"]]
    after["project"] = project["name"]
    after["amountUsd"] = round(float(after["hours"]) * (project["rateUsd"] if after.get("billable", True) else 0), 2)
    return {"entryId": entryId, "status": "updated", "changed": sorted(applied), "before": before, "after": after}


def delete_entry(entryId: str) -> dict[str, Any]:
    entry = next((e for e in ENTRIES if e[0] == entryId), None)
    if entry is None:
        return {"error": f"No time entry '{entryId}'. Use getEntries to find entry ids."}
    return {"entryId": entryId, "status": "deleted", "deleted": _entry_view(entry), "recoverable": False}


def start_timer(projectId: str, description: str | None = None) -> dict[str, Any]:
    project = PROJECTS.get(projectId)
    if project is None:
        return _unknown_project(projectId)
    if project["status"] == "archived":
        return {"error": f"{project['name']} is archived."}
    return {
        "timerId": "TMR-881",
        "status": "running",
        "projectId": projectId,
        "project": project["name"],
        "description": description,
        "startedAt": "2026-12-09T17:40",
    }


def stop_timer(discard: bool = False) -> dict[str, Any]:
    if discard:
        return {
            "timerId": RUNNING_TIMER["timerId"],
            "status": "discarded",
            "project": PROJECTS["PRJ-102"]["name"],
            "startedAt": RUNNING_TIMER["startedAt"],
            "stoppedAt": "2026-12-09T17:40",
            "logged": None,
        }
    return {
        "timerId": RUNNING_TIMER["timerId"],
        "status": "stopped",
        "startedAt": "2026-12-09T16:05",
        "stoppedAt": "2026-12-09T17:40",
        "duration": "1h 35m",
        "logged": {
            "entryId": "TE-3312",
            "date": "2026-12-09",
            "projectId": "PRJ-102",
            "project": PROJECTS["PRJ-102"]["name"],
            "hours": 1.58,
            "description": RUNNING_TIMER["description"],
            "billable": True,
            "amountUsd": 173.8,
        },
    }


def get_weekly_summary(weekStart: str) -> dict[str, Any]:
    start = _day(weekStart)
    if start is None or start.weekday() != 0:
        return {"error": "weekStart must be a Monday, YYYY-MM-DD (weeks run Monday to Sunday)"}
    end = start + _dt.timedelta(days=6)
    rows = [e for e in ENTRIES if start <= _dt.date.fromisoformat(e[1]) <= end]
    by_project = []
    for pid, p in PROJECTS.items():
        hours = round(sum(e[3] for e in rows if e[2] == pid), 2)
        if hours:
            by_project.append(
                {
                    "projectId": pid,
                    "project": p["name"],
                    "hours": hours,
                    "billable": p["billable"],
                    "amountUsd": round(hours * p["rateUsd"], 2),
                }
            )
    total = round(sum(r["hours"] for r in by_project), 2)
    billable = round(sum(r["hours"] for r in by_project if r["billable"]), 2)
    return {
        "weekStart": str(start),
        "weekEnd": str(end),
        "byProject": by_project,
        "totalHours": total,
        "billableHours": billable,
        "nonBillableHours": round(total - billable, 2),
        "billableAmountUsd": round(sum(r["amountUsd"] for r in by_project), 2),
        "runningTimerExcluded": start <= TS_TODAY <= end,
    }


def create_invoice(
    projectId: str, period: dict[str, Any], sendToClient: bool, dueInDays: int, notes: str | None
) -> dict[str, Any]:
    project = PROJECTS.get(projectId)
    if project is None:
        return _unknown_project(projectId)
    if not project["billable"]:
        return {"error": f"{project['name']} is non-billable; nothing to invoice."}
    start, end = _day(period.get("from")), _day(period.get("to"))
    if start is None or end is None or end < start:
        return {"error": "period needs from and to dates (YYYY-MM-DD), from on or before to"}
    rows = [_entry_view(e) for e in ENTRIES if e[2] == projectId and start <= _dt.date.fromisoformat(e[1]) <= end]
    if not rows:
        return {"error": f"No uninvoiced hours on {project['name']} between {start} and {end}."}
    hours = round(sum(r["hours"] for r in rows), 2)
    amount = round(hours * project["rateUsd"], 2)
    number_ = f"INV-2026-{40 + int(projectId[-1])}"
    due = TS_TODAY + _dt.timedelta(days=int(dueInDays))
    return {
        "invoiceNumber": number_,
        "status": "sent" if sendToClient else "draft",
        "projectId": projectId,
        "client": project["client"],
        "period": {"from": str(start), "to": str(end)},
        "entries": [r["entryId"] for r in rows],
        "hours": hours,
        "rateUsd": project["rateUsd"],
        "amountUsd": amount,
        "dueDate": str(due),
        "notes": notes,
        "sentTo": "accounts@northwindbikes.com"
        if sendToClient and projectId == "PRJ-102"
        else ("ap@riversidecoop.org" if sendToClient else None),
    }


PROJECT_ID = {"type": "string", "description": "e.g. PRJ-101"}
ENTRY_ID = {"type": "string", "description": "e.g. TE-3305"}

TS_TOOLS = [
    ToolDef(
        "listProjects",
        "The user's projects with client, hourly rate, budget, hours logged and hours remaining.",
        {
            "type": "object",
            "properties": {"status": {"type": "string", "enum": ["active", "archived", "all"], "default": "active"}},
        },
        list_projects,
    ),
    ToolDef(
        "getEntries",
        "Time entries between two dates (inclusive), optionally for one project.",
        {
            "type": "object",
            "properties": {
                "from": {"type": "string", "format": "date"},
                "to": {"type": "string", "format": "date"},
                "projectId": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "null for all projects"},
            },
            "required": ["from", "to"],
        },
        get_entries,
    ),
    ToolDef(
        "logTime",
        "Add a time entry.",
        {
            "type": "object",
            "properties": {
                "projectId": PROJECT_ID,
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "hours": {"type": "number", "description": "Decimal hours, e.g. 1.5"},
                "description": {"type": "string"},
                "billable": {"type": "boolean"},
            },
            "required": ["projectId", "date", "hours", "description", "billable"],
            "additionalProperties": False,
        },
        log_time,
        act=True,
        strict=True,
    ),
    ToolDef(
        "updateEntry",
        "Change fields of an existing time entry; only non-null fields in `changes` are changed.",
        {
            "type": "object",
            "properties": {
                "entryId": ENTRY_ID,
                "changes": {
                    "type": "object",
                    "properties": {
                        "hours": {"anyOf": [{"type": "number"}, {"type": "null"}]},
                        "description": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                        "date": {"type": ["string", "null"], "description": "YYYY-MM-DD"},
                        "projectId": {"type": ["string", "null"]},
                        "billable": {"type": ["boolean", "null"]},
                    },
                    "additionalProperties": False,
                },
            },
            "required": ["entryId", "changes"],
        },
        update_entry,
        act=True,
    ),
    ToolDef(
        "deleteEntry",
        "Permanently delete a time entry.",
        {"type": "object", "properties": {"entryId": ENTRY_ID}, "required": ["entryId"]},
        delete_entry,
        act=True,
    ),
    ToolDef(
        "startTimer",
        "Start a timer on a project. Only one timer can run; stop the running one first with stopTimer.",
        {
            "type": "object",
            "properties": {"projectId": PROJECT_ID, "description": {"type": ["string", "null"]}},
            "required": ["projectId"],
        },
        start_timer,
        act=True,
    ),
    ToolDef(
        "stopTimer",
        "Stop the running timer and log its time as an entry (or discard it).",
        {
            "type": "object",
            "properties": {
                "discard": {
                    "type": "boolean",
                    "default": False,
                    "description": "true = throw the time away instead of logging it",
                }
            },
        },
        stop_timer,
        act=True,
    ),
    ToolDef(
        "getWeeklySummary",
        "Hours and billable amounts for one Monday-Sunday week, by project.",
        {
            "type": "object",
            "properties": {"weekStart": {"type": "string", "format": "date", "description": "The Monday, YYYY-MM-DD"}},
            "required": ["weekStart"],
        },
        get_weekly_summary,
    ),
    ToolDef(
        "createInvoice",
        "Create an invoice for a project's billable hours in a period; optionally email it to the client.",
        {
            "type": "object",
            "properties": {
                "projectId": PROJECT_ID,
                "period": {
                    "type": "object",
                    "properties": {
                        "from": {"type": "string", "description": "YYYY-MM-DD"},
                        "to": {"type": "string", "description": "YYYY-MM-DD"},
                    },
                    "required": ["from", "to"],
                    "additionalProperties": False,
                },
                "sendToClient": {"type": "boolean", "description": "false = keep as a draft"},
                "dueInDays": {"type": "integer", "enum": [7, 14, 30]},
                "notes": {"type": ["string", "null"]},
            },
            "required": ["projectId", "period", "sendToClient", "dueInDays", "notes"],
            "additionalProperties": False,
        },
        create_invoice,
        act=True,
        strict=True,
    ),
]

TS_INSTRUCTIONS = """You are the assistant inside Tally, a time-tracking and invoicing app for freelancers.
Today is Wednesday 9 December 2026, 17:40 in Portland, Oregon (Pacific Time). Weeks run Monday to Sunday.

Signed-in user: Jamie Ortega, freelance UX designer (jamie@ortegadesign.co). Currency: USD.
Projects:
- PRJ-101 Riverside Co-op app redesign - client Riverside Food Co-op, $95/h, budget 120 h
- PRJ-102 Northwind onboarding flows - client Northwind Bikes, $110/h, budget 60 h
- PRJ-103 Eastside Library website (pro bono) - client Eastside Public Library, non-billable
- PRJ-099 Harbor Dental brand refresh - archived
A timer is running right now on PRJ-102 ("Onboarding copy review"), started at 16:05 today.

How Tally works:
- Invoices default to 14-day payment terms (7, 14 or 30 allowed). Sending emails the PDF to the client's billing contact;
  an unsent invoice stays a draft that can still be edited.
- A timer still running at midnight is stopped automatically at 23:59 and its entry is flagged for review.
- Deleted entries cannot be recovered.
Be concise."""


# =============================================================================================
# 5. course_reg: Eastbrook University student portal (8 tools, snake_case)
# =============================================================================================

COURSES = {  # code: title, credits, prerequisites, attributes
    "CS 201": ("Data Structures", 4, ["CS 101"], []),
    "CS 230": ("Computer Systems", 4, ["CS 201 (completed, C or better)"], []),
    "CS 250": ("Discrete Structures", 3, ["MATH 120"], ["quantitative"]),
    "MATH 221": ("Linear Algebra", 3, ["MATH 120"], ["quantitative"]),
    "STAT 211": ("Introduction to Statistics", 3, [], ["quantitative"]),
    "ENGL 110": ("Academic Writing", 3, [], []),
    "HIST 102": ("Modern World History", 3, [], ["humanities"]),
    "PHIL 140": ("Ethics of Technology", 3, [], ["humanities"]),
    "MUS 105": ("Introduction to Jazz", 3, [], ["arts"]),
}
SECTIONS = [  # crn, course, section, days, start, end, instructor, seats_open, capacity, waitlist
    ("40112", "CS 201", "01", "MWF", "09:00", "09:50", "Prof. Hannah Weiss", 0, 45, 0),
    ("40340", "CS 230", "01", "TR", "10:00", "11:15", "Prof. Ravi Subramanian", 6, 35, 0),
    ("40231", "CS 250", "01", "TR", "10:00", "11:15", "Prof. Alan Okafor", 0, 40, 3),
    ("40232", "CS 250", "02", "MWF", "13:00", "13:50", "Prof. Ingrid Lindqvist", 5, 40, 0),
    ("41120", "MATH 221", "02", "TR", "08:30", "09:45", "Prof. Daniel Kim", 2, 35, 0),
    ("41505", "STAT 211", "01", "TR", "13:00", "14:15", "Prof. Olu Mensah", 12, 60, 0),
    ("41506", "STAT 211", "02", "MWF", "09:00", "09:50", "Prof. Olu Mensah", 3, 60, 0),
    ("42404", "ENGL 110", "04", "MW", "11:00", "12:15", "Prof. Lucy Park", 1, 20, 0),
    ("42877", "HIST 102", "01", "TR", "14:30", "15:45", "Prof. Samuel Adeyemi", 9, 50, 0),
    ("42010", "PHIL 140", "01", "TR", "10:00", "11:15", "Prof. Miriam Shaw", 8, 30, 0),
    ("42011", "PHIL 140", "02", "W", "18:00", "20:45", "Prof. Miriam Shaw", 0, 30, 2),
    ("43300", "MUS 105", "01", "MW", "15:00", "16:15", "Prof. Carlos Reyes", 20, 80, 0),
]
MY_CRNS = ["40112", "41120", "42404", "42877"]  # 13 credits
CREDIT_LIMIT = 18


def _section(crn: str) -> tuple | None:
    return next((s for s in SECTIONS if s[0] == str(crn).strip()), None)


def _section_view(s: tuple) -> dict[str, Any]:
    return {
        "crn": s[0],
        "course": s[1],
        "title": COURSES[s[1]][0],
        "section": s[2],
        "credits": COURSES[s[1]][1],
        "meets": f"{s[3]} {s[4]}-{s[5]}",
        "instructor": s[6],
        "seats_open": s[7],
        "capacity": s[8],
        "waitlisted": s[9],
    }


def _minutes(hh_mm: str) -> int:
    h, m = hh_mm.split(":")
    return int(h) * 60 + int(m)


def _clash(a: tuple, b: tuple) -> bool:
    days_a, days_b = set(a[3]), set(b[3])
    shared = days_a & days_b
    return bool(shared) and _minutes(a[4]) < _minutes(b[5]) and _minutes(b[4]) < _minutes(a[5])


def _code(course_code: str) -> str:
    found = re.match(r"^\s*([A-Za-z]{2,4})\s*-?\s*(\d{3})", str(course_code))
    return f"{found.group(1).upper()} {found.group(2)}" if found else str(course_code).strip().upper()


def _my_credits() -> int:
    return sum(COURSES[_section(c)[1]][1] for c in MY_CRNS)


def search_courses(query: str, subject: str | None = None, attribute: str | None = None) -> dict[str, Any]:
    words = [w for w in re.split(r"\W+", str(query).lower()) if w]
    rows = []
    for code, (title, credits, prereqs, attrs) in COURSES.items():
        if subject and not code.startswith(str(subject).upper() + " "):
            continue
        if attribute and attribute not in attrs:
            continue
        text = f"{code} {title} {' '.join(attrs)}".lower()
        if words and not any(w in text for w in words):
            continue
        rows.append(
            {
                "course": code,
                "title": title,
                "credits": credits,
                "prerequisites": prereqs,
                "attributes": attrs,
                "sections_this_term": sum(1 for s in SECTIONS if s[1] == code),
            }
        )
    return {"term": "2027SP", "query": query, "courses": rows, "count": len(rows)}


def get_sections(course_code: str) -> dict[str, Any]:
    code = _code(course_code)
    if code not in COURSES:
        return {"error": f"No course '{course_code}' offered in Spring 2027. Use search_courses to find courses."}
    title, credits, prereqs, attrs = COURSES[code]
    return {
        "term": "2027SP",
        "course": code,
        "title": title,
        "credits": credits,
        "prerequisites": prereqs,
        "attributes": attrs,
        "sections": [_section_view(s) for s in SECTIONS if s[1] == code],
    }


def get_my_schedule(term: str = "2027SP") -> dict[str, Any]:
    if term == "2026FA":
        return {
            "term": "2026FA",
            "status": "completed",
            "gpa": 3.62,
            "courses": [
                {"course": "CS 101", "grade": "A-"},
                {"course": "MATH 120", "grade": "B+"},
                {"course": "HIST 101", "grade": "A"},
                {"course": "BIO 110", "grade": "B"},
            ],
        }
    if term != "2027SP":
        return {"error": "term must be 2027SP or 2026FA"}
    rows = [_section_view(_section(c)) for c in MY_CRNS]
    for row in rows:
        row.pop("seats_open"), row.pop("capacity"), row.pop("waitlisted")
    credits = _my_credits()
    return {
        "term": "2027SP",
        "student_id": "20241187",
        "sections": rows,
        "total_credits": credits,
        "full_time": credits >= 12,
        "credit_limit": CREDIT_LIMIT,
        "holds": [],
        "waitlists": [],
    }


def get_degree_audit() -> dict[str, Any]:
    return {
        "student_id": "20241187",
        "program": "B.S. Computer Science",
        "catalog_year": "2025-26",
        "credits": {"earned": 43, "in_progress": 13, "required": 120},
        "requirements": [
            {
                "name": "CS core",
                "status": "in progress",
                "remaining": ["CS 230", "CS 250", "CS 310", "CS 330"],
                "note": "CS 201 in progress",
            },
            {"name": "Mathematics", "status": "in progress", "remaining": [], "note": "MATH 221 in progress completes it"},
            {"name": "Statistics (3 cr)", "status": "not satisfied", "remaining": ["STAT 211"]},
            {
                "name": "Humanities (6 cr)",
                "status": "in progress",
                "remaining": [],
                "note": "HIST 101 done; HIST 102 in progress completes it (PHIL 140 also counts)",
            },
            {
                "name": "Arts & Culture (3 cr)",
                "status": "not satisfied",
                "remaining": ["MUS 105"],
                "note": "MUS 105 is the approved Arts & Culture course offered in Spring 2027",
            },
            {"name": "Writing", "status": "in progress", "remaining": [], "note": "ENGL 110 in progress completes it"},
        ],
        "advisor": "Dr. Rosa Delgado",
    }


def enroll(crn: str, grade_mode: str) -> dict[str, Any]:
    s = _section(crn)
    if s is None:
        return {"error": f"No Spring 2027 section with CRN '{crn}'. Use get_sections to find CRNs."}
    if s[0] in MY_CRNS:
        return {"error": f"You are already enrolled in {s[1]}-{s[2]} (CRN {s[0]})."}
    if any(_section(c)[1] == s[1] for c in MY_CRNS):
        return {"error": f"You are already enrolled in another section of {s[1]}."}
    if s[1] == "CS 230":
        return {
            "error": "Prerequisite not met: CS 230 needs CS 201 completed with C or better (yours is in progress). "
            "Request a prerequisite override to enroll."
        }
    for c in MY_CRNS:
        other = _section(c)
        if _clash(s, other):
            return {
                "error": f"Time conflict: {s[1]}-{s[2]} ({s[3]} {s[4]}-{s[5]}) overlaps your {other[1]}-{other[2]} "
                f"({other[3]} {other[4]}-{other[5]})."
            }
    if s[7] <= 0:
        return {"error": f"{s[1]}-{s[2]} (CRN {s[0]}) is full ({s[9]} on the waitlist). Use join_waitlist."}
    total = _my_credits() + COURSES[s[1]][1]
    if total > CREDIT_LIMIT:
        return {
            "error": f"This would take you to {total} credits, above the {CREDIT_LIMIT}-credit limit. Request a credit_limit override."
        }
    return {
        "status": "enrolled",
        **_section_view(s),
        "grade_mode": grade_mode,
        "seats_open": s[7] - 1,
        "total_credits": total,
        "tuition": "flat-rate (12-18 credits): no extra charge",
    }


def drop_section(crn: str) -> dict[str, Any]:
    s = _section(crn)
    if s is None or s[0] not in MY_CRNS:
        mine = ", ".join(f"{_section(c)[1]} (CRN {c})" for c in MY_CRNS)
        return {"error": f"You are not enrolled in CRN '{crn}'. Your sections: {mine}."}
    total = _my_credits() - COURSES[s[1]][1]
    return {
        "status": "dropped",
        "crn": s[0],
        "course": s[1],
        "title": COURSES[s[1]][0],
        "total_credits": total,
        "transcript": "no record (dropped before the add/drop deadline, 22 January)",
        "refund": "full",
        "warning": None
        if total >= 12
        else f"Unless you add another course you will have {total} credits: below 12, which is part-time.",
    }


def join_waitlist(crn: str, notify_by: str) -> dict[str, Any]:
    s = _section(crn)
    if s is None:
        return {"error": f"No Spring 2027 section with CRN '{crn}'."}
    if s[7] > 0:
        return {"error": f"{s[1]}-{s[2]} has {s[7]} open seats; enroll instead of waitlisting."}
    return {
        "status": "waitlisted",
        "crn": s[0],
        "course": s[1],
        "section": s[2],
        "meets": f"{s[3]} {s[4]}-{s[5]}",
        "position": s[9] + 1,
        "notify_by": notify_by,
        "contact": {"email": "maya.chen@eastbrook.edu", "sms": "(802) 555-0148"}.get(notify_by, "email and SMS"),
        "rule": "When a seat opens you get 24 hours to enroll before it passes to the next student.",
    }


def request_override(crn: str, override_type: str, justification: str) -> dict[str, Any]:
    s = _section(crn)
    if s is None:
        return {"error": f"No Spring 2027 section with CRN '{crn}'."}
    return {
        "request_id": "OVR-77120",
        "status": "submitted",
        "crn": s[0],
        "course": s[1],
        "section": s[2],
        "override_type": override_type,
        "justification": justification,
        "routed_to": f"{s[6]} and the {s[1].split()[0]} department",
        "decision_expected": "within 3 business days (by Friday 15 January 2027)",
        "next_step": "If approved you are enrolled automatically and emailed at maya.chen@eastbrook.edu.",
    }


CRN = {"type": "string", "description": "5-digit course reference number, e.g. 40232"}

COURSE_TOOLS = [
    ToolDef(
        "search_courses",
        "Search Spring 2027 courses by keyword, subject or requirement attribute.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string"},
                "subject": {
                    "anyOf": [{"type": "string", "enum": ["CS", "MATH", "STAT", "ENGL", "HIST", "PHIL", "MUS"]}, {"type": "null"}]
                },
                "attribute": {"anyOf": [{"type": "string", "enum": ["humanities", "arts", "quantitative"]}, {"type": "null"}]},
            },
            "required": ["query"],
        },
        search_courses,
    ),
    ToolDef(
        "get_sections",
        "A course's prerequisites and its Spring 2027 sections (CRN, days, times, instructor, seats).",
        {
            "type": "object",
            "properties": {"course_code": {"type": "string", "description": "Subject and number, e.g. CS 250"}},
            "required": ["course_code"],
        },
        get_sections,
    ),
    ToolDef(
        "get_my_schedule",
        "The student's enrolled sections, total credits, holds and waitlists for a term.",
        {"type": "object", "properties": {"term": {"type": "string", "enum": ["2027SP", "2026FA"], "default": "2027SP"}}},
        get_my_schedule,
    ),
    ToolDef(
        "get_degree_audit",
        "Degree requirements and what is still outstanding for the student's program.",
        {"type": "object", "properties": {}},
        get_degree_audit,
    ),
    ToolDef(
        "enroll",
        "Enroll the student in a section by CRN.",
        {
            "type": "object",
            "properties": {"crn": CRN, "grade_mode": {"type": "string", "enum": ["letter", "pass_fail", "audit"]}},
            "required": ["crn", "grade_mode"],
            "additionalProperties": False,
        },
        enroll,
        act=True,
        strict=True,
    ),
    ToolDef(
        "drop_section",
        "Drop one of the student's enrolled sections.",
        {"type": "object", "properties": {"crn": CRN}, "required": ["crn"]},
        drop_section,
        act=True,
    ),
    ToolDef(
        "join_waitlist",
        "Join the waitlist of a full section.",
        {
            "type": "object",
            "properties": {"crn": CRN, "notify_by": {"type": "string", "enum": ["email", "sms", "both"]}},
            "required": ["crn", "notify_by"],
        },
        join_waitlist,
        act=True,
    ),
    ToolDef(
        "request_override",
        "Ask the department for a registration override for a section.",
        {
            "type": "object",
            "properties": {
                "crn": CRN,
                "override_type": {"type": "string", "enum": ["prerequisite", "capacity", "credit_limit", "time_conflict"]},
                "justification": {"type": "string"},
            },
            "required": ["crn", "override_type", "justification"],
        },
        request_override,
        act=True,
    ),
]

COURSE_INSTRUCTIONS = """You are the registration assistant in the Eastbrook University student portal.
Today is Tuesday 12 January 2027, 11:00 (Burlington, Vermont; Eastern Time).

Signed-in student: Maya Chen, student ID 20241187, sophomore, B.S. Computer Science, advisor Dr. Rosa Delgado.
Contact: maya.chen@eastbrook.edu, mobile (802) 555-0148.
Term: Spring 2027 (term code 2027SP). Classes start Monday 18 January 2027.

Registration rules:
- Full-time status needs at least 12 credits; the most you can take without a credit-limit override is 18.
- The add/drop period ends Friday 22 January 2027. A course dropped by then leaves no record on the transcript and is
  fully refunded.
- After that you can withdraw until Friday 26 March 2027: a withdrawal shows as a W on the transcript (it does not
  affect GPA) and there is no refund.
- Flat-rate tuition covers 12 to 18 credits.
- Prerequisite, capacity, time-conflict and credit-limit overrides are requested in the portal; the department decides
  within 3 business days.
- Waitlists: when a seat opens, the first student on the list is notified and has 24 hours to enroll.
Enrolment actions take CRNs; look them up with get_sections. Grade mode is letter unless the student asks otherwise."""


# =============================================================================================
# Domains
# =============================================================================================

DOMAINS = [
    Domain("energy_switch", ENERGY_TOOLS, ENERGY_INSTRUCTIONS),
    Domain("piano_tuning", PIANO_TOOLS, PIANO_INSTRUCTIONS),
    Domain("allotments", ALLOT_TOOLS, ALLOT_INSTRUCTIONS),
    Domain("timesheets", TS_TOOLS, TS_INSTRUCTIONS),
    Domain("course_reg", COURSE_TOOLS, COURSE_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

ENERGY_ACTS: list[str] = []  # the only energy tool is a read: switching happens on the results page
PIANO_ACTS = ["book-visit", "cancel-visit"]
ALLOT_ACTS = ["JoinWorkParty", "OrderFromHut", "ReportProblem"]
TS_ACTS = ["logTime", "updateEntry", "deleteEntry", "startTimer", "stopTimer", "createInvoice"]
COURSE_ACTS = ["enroll", "drop_section", "join_waitlist", "request_override"]

MY_PLOT = one_of("23B", "Plot 23B", "plot23B")
TOM_POSTCODE = one_of("BS6 6HR", "BS66HR")
HOME_PIANO = fields(make=contains("Broadwood"), type="upright")
CHURCH_PIANO = fields(make=contains("Bechstein"), type="grand")
CHURCH = "st-olaves-church-hall"
NO_FEE = said("no fee", "free", "no charge", "not be charged", "won't be charged", "no cancellation fee", "£0", "nothing to pay")

CASES = [
    # ---------------------------------------------------------------- energy_switch (6)
    Case(
        "t_energy_fixed_deals",
        "energy_switch",
        "direct",
        [
            Turn(
                "fixed deals for our usage? cheapest first pls",
                calls=[
                    ExpectCall(
                        "compare_tariffs",
                        {"postcode": TOM_POSTCODE, "electricity_kwh": 2900, "gas_kwh": 11500, "tariff_type": "fixed"},
                    )
                ],
                answer_has=[said("Fix & Save", "Fix and Save"), said("1,598", "1598")],
            ),
        ],
        features=("nullable_type_list", "nullable_anyof", "enum", "1_tool"),
    ),
    Case(
        "t_energy_overpaying",
        "energy_switch",
        "indirect",
        [
            Turn(
                "Our direct debit with Severn keeps creeping up and up. Are we paying over the odds or what?",
                calls=[ExpectCall("compare_tariffs", {"postcode": TOM_POSTCODE, "electricity_kwh": 2900, "gas_kwh": 11500})],
                answer_has=[said("Fix & Save", "Fix and Save"), either(said("282"), said_number(283))],
            ),
        ],
        features=("nullable_type_list", "1_tool"),
    ),
    Case(
        "t_energy_standing_charge",
        "energy_switch",
        "no_tool",
        [
            Turn(
                "whats the actual difference between the standing charge and the unit rate? never understood it",
                answer_has=[said("per day", "daily", "each day", "a day"), said("kWh", "kilowatt")],
            ),
        ],
        features=("1_tool",),
    ),
    Case(
        "t_energy_new_flat",
        "energy_switch",
        "underspecified",
        [
            Turn("We're moving into a flat in Bath at the end of Feb - can you find the cheapest deal for there?", clarify=True),
        ],
        features=("1_tool",),
    ),
    Case(
        "t_energy_green_then_payment",
        "energy_switch",
        "multi_turn",
        [
            Turn(
                "what's the cheapest green tariff we could get?",
                calls=[
                    ExpectCall(
                        "compare_tariffs",
                        {"postcode": TOM_POSTCODE, "electricity_kwh": 2900, "gas_kwh": 11500, "green_only": boolean(True)},
                    )
                ],
                answer_has=[said("EV Fix"), said("1,640", "1640")],
            ),
            Turn(
                "and if we paid each bill when it comes instead of by direct debit?",
                calls=[
                    ExpectCall(
                        "compare_tariffs",
                        {
                            "postcode": TOM_POSTCODE,
                            "electricity_kwh": 2900,
                            "gas_kwh": 11500,
                            "payment_method": "on_receipt",
                            "green_only": boolean(True),
                        },
                    )
                ],
                answer_has=[said("Octolight"), said("1,763", "1763", "1,764", "1764")],
            ),
            Turn("ok fair enough, how do I actually switch then? do you do it?", answer_has=[said("Switch")]),
        ],
        features=("boolean", "enum", "nullable_type_list", "1_tool"),
    ),
    Case(
        "t_energy_ev_polite",
        "energy_switch",
        "polite",
        [
            Turn(
                "Hello! We're getting an electric car in March, so we reckon our electricity will go up to about five thousand "
                "kWh a year (gas the same). Would you mind checking which fixed deal would be cheapest then? Thanks ever so much.",
                calls=[ExpectCall("compare_tariffs", {"postcode": TOM_POSTCODE, "electricity_kwh": 5000, "gas_kwh": 11500})],
                answer_has=[said("EV Fix"), said("2,049", "2049", "2,050", "2050")],
            ),
        ],
        features=("number_words", "nullable_type_list", "1_tool"),
    ),
    # ---------------------------------------------------------------- piano_tuning (7)
    Case(
        "t_piano_repair_friday",
        "piano_tuning",
        "direct",
        [
            Turn(
                "book a repair assessment for my piano at home, fri 11th at 2.30 - middle C keeps sticking",
                calls=[
                    ExpectCall(
                        "book-visit",
                        {"slot_id": "PT-1211-1430", "service": "repair-assessment", "location": "home", "piano": HOME_PIANO},
                    )
                ],
                allow=["find-slots"],
                forbid=["cancel-visit"],
                answer_has=[said_number(45)],
            ),
        ],
        features=("ref", "enum", "strict", "nullable_anyof", "hyphen_names"),
    ),
    Case(
        "t_piano_digital",
        "piano_tuning",
        "no_tool",
        [
            Turn(
                "my grandson's got a Roland digital piano, it sounds a bit off - can you tune those?",
                forbid=PIANO_ACTS,
                answer_has=[said("don't", "do not", "doesn't", "does not", "no need", "never", "not ", "n't")],
            ),
        ],
        features=("hyphen_names",),
    ),
    Case(
        "t_piano_which_tuesday",
        "piano_tuning",
        "underspecified",
        [
            Turn("Can you book a tuning for Tuesday please", allow=["find-slots"], forbid=PIANO_ACTS, clarify=True),
        ],
        features=("hyphen_names",),
    ),
    Case(
        "t_piano_church_thursday",
        "piano_tuning",
        "multi_turn",
        [
            Turn(
                "any morning slots next week?",
                calls=[
                    ExpectCall(
                        "find-slots",
                        {
                            "date_from": date_between("2026-12-05", "2026-12-07"),
                            "date_to": date_between("2026-12-11", "2026-12-13"),
                        },
                    )
                ],
                forbid=PIANO_ACTS,
                answer_has=[said("9:30", "09:30", "9.30"), said("11:00", "11am", "11 am", "11.00")],
            ),
            Turn(
                "thursday's fine, it's for the church piano. the caretaker Bill has the key - ring him on 07700 900417 when you arrive",
                calls=[
                    ExpectCall(
                        "book-visit",
                        {
                            "slot_id": "PT-1210-1100",
                            "service": "standard-tuning",
                            "location": CHURCH,
                            "piano": CHURCH_PIANO,
                            "access_notes": matches(r"900\s?417"),
                        },
                    )
                ],
                allow=["find-slots"],
                forbid=["cancel-visit"],
            ),
            Turn("lovely. and what will that cost the church?", forbid=PIANO_ACTS, answer_has=[said_number(85)]),
        ],
        features=("date", "ref", "strict", "nullable_anyof", "hyphen_names"),
    ),
    Case(
        "t_piano_move_to_sofia",
        "piano_tuning",
        "chained",
        [
            Turn(
                "can you move my home tuning on the 17th to whatever's earliest with Sofia in the week of the 14th?",
                calls=[
                    ExpectCall(
                        "find-slots",
                        {
                            "date_from": date_between("2026-12-05", "2026-12-14"),
                            "date_to": date_between("2026-12-16", "2026-12-20"),
                        },
                    ),
                    ExpectCall(
                        "book-visit",
                        {"slot_id": "PT-1216-1000", "service": "standard-tuning", "location": "home", "piano": HOME_PIANO},
                    ),
                    ExpectCall("cancel-visit", {"booking_ref": "HK-5521"}),
                ],
                answer_has=[said("16", "Wednesday")],
            ),
        ],
        features=("date", "ref", "strict", "hyphen_names"),
    ),
    Case(
        "t_piano_cancel_polite",
        "piano_tuning",
        "polite",
        [
            Turn(
                "Hello, I'm afraid I'll have to cancel the tuning on the 17th as I'll be away visiting my sister. "
                "So sorry for the bother, and thank you.",
                calls=[ExpectCall("cancel-visit", {"booking_ref": "HK-5521"})],
                forbid=["book-visit"],
                answer_has=[NO_FEE],
            ),
        ],
        features=("ref", "hyphen_names"),
    ),
    Case(
        "t_piano_carols",
        "piano_tuning",
        "indirect",
        [
            Turn(
                "We've got the carol concert at the church hall on the 19th and honestly the piano sounds dreadful. "
                "Could anyone get to it before then?",
                calls=[ExpectCall("find-slots", {"date_to": date_between("2026-12-08", "2026-12-19")})],
                forbid=PIANO_ACTS,
                answer_has=[said("8 Dec", "Dec 8", "December 8", "8th", "Tuesday")],
            ),
        ],
        features=("date", "hyphen_names"),
    ),
    # ---------------------------------------------------------------- allotments (9)
    Case(
        "t_allot_manure_canes",
        "allotments",
        "direct",
        [
            Turn(
                "order 4 bags of manure and 2 packs of canes, I'll collect next sunday",
                calls=[
                    ExpectCall(
                        "OrderFromHut",
                        {
                            "items": items(fields(sku="manure-bag", quantity=4), fields(sku="bamboo-canes-10", quantity=2)),
                            "collection_date": date_in("2027-03-21", "2027-03-28"),
                        },
                    )
                ],
                answer_has=[said_number(14.8)],
            ),
        ],
        features=("array", "nested", "enum", "date", "pascal_names"),
    ),
    Case(
        "t_allot_water_on",
        "allotments",
        "no_tool",
        [
            Turn(
                "when's the water back on? my butts are bone dry lol",
                allow=["GetPlot"],
                forbid=ALLOT_ACTS,
                answer_has=[said("1 April", "April 1", "1st April", "April 1st", "1st of April")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "t_allot_neighbour_report",
        "allotments",
        "underspecified",
        [
            Turn("I need to report something about the plot next to mine", forbid=ALLOT_ACTS, allow=["GetPlot"], clarify=True),
        ],
        features=("pascal_names",),
    ),
    Case(
        "t_allot_hedge_party",
        "allotments",
        "chained",
        [
            Turn(
                "put me down for the hedge laying work party, I'll bring my loppers and gloves",
                calls=[
                    ExpectCall("ListWorkParties"),
                    ExpectCall(
                        "JoinWorkParty",
                        {"event_id": "WP-0327", "member_id": "HB-0412", "bringing": items("loppers", "gloves"), "guests": 0},
                    ),
                ],
                answer_has=[said("27")],
            ),
        ],
        features=("array", "enum", "strict", "nullable_type_list", "pascal_names"),
    ),
    Case(
        "t_allot_failed_inspection",
        "allotments",
        "indirect",
        [
            Turn(
                "just had an email saying my plot FAILED inspection?? what on earth are they on about",
                calls=[ExpectCall("GetPlot", {"plot_id": MY_PLOT})],
                forbid=ALLOT_ACTS,
                answer_has=[said("couch grass"), said("compost")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "t_allot_rent_then_fence",
        "allotments",
        "multi_turn",
        [
            Turn(
                "how much is my rent this year then",
                calls=[ExpectCall("GetPlot", {"plot_id": MY_PLOT})],
                forbid=ALLOT_ACTS,
                answer_has=[said_number(48)],
            ),
            Turn(
                "and when do I need to pay it by",
                allow=["GetPlot"],
                forbid=ALLOT_ACTS,
                answer_has=[
                    said("1 October", "October 1", "1st October", "October 1st", "1st of October", "2027-10-01", "1 Oct", "Oct 1")
                ],
            ),
            Turn(
                "ok. also the fence between my plot and the main path blew down in the wind last night, can you report it",
                calls=[ExpectCall("ReportProblem", {"plot_id": MY_PLOT, "category": "path-or-fence"})],
                allow=["GetPlot"],
            ),
        ],
        features=("enum", "pascal_names"),
    ),
    Case(
        "t_allot_theft_and_april",
        "allotments",
        "multi_intent",
        [
            Turn(
                "someone's nicked my wheelbarrow off the plot overnight 😡 pls report it. also what work parties are on in april?",
                calls=[
                    ExpectCall("ReportProblem", {"plot_id": MY_PLOT, "category": "theft"}),
                    ExpectCall("ListWorkParties", {"month": "2027-04"}),
                ],
                forbid=["JoinWorkParty", "OrderFromHut"],
                answer_has=[said("clean"), said("trough", "edging", "edge")],
            ),
        ],
        features=("enum", "date", "nullable_type_list", "pascal_names"),
    ),
    Case(
        "t_allot_potatoes_polite",
        "allotments",
        "polite",
        [
            Turn(
                "Morning! Could you order me two bags of Charlotte seed potatoes and a pack of onion sets please? "
                "I'll pay by card when I pick them up on the 21st. Cheers",
                calls=[
                    ExpectCall(
                        "OrderFromHut",
                        {
                            "items": items(
                                fields(sku="seed-potato-charlotte-2kg", quantity=2), fields(sku="onion-sets-250g", quantity=1)
                            ),
                            "collection_date": "2027-03-21",
                            "pay_with": "card_on_collection",
                        },
                    )
                ],
                answer_has=[said_number(8.2)],
            ),
        ],
        features=("array", "nested", "enum", "date", "number_words", "pascal_names"),
    ),
    Case(
        "t_allot_hens",
        "allotments",
        "no_tool",
        [
            Turn(
                "thinking of getting 3 or 4 hens for the plot, is that allowed?",
                allow=["GetPlot"],
                forbid=ALLOT_ACTS,
                answer_has=[said("full plot", "full-size plot", "full size plot", "full plots")],
            ),
        ],
        features=("pascal_names",),
    ),
    # ---------------------------------------------------------------- timesheets (12)
    Case(
        "t_ts_log_northwind",
        "timesheets",
        "direct",
        [
            Turn(
                "log 2.5h on northwind today - email templates",
                calls=[
                    ExpectCall(
                        "logTime",
                        {
                            "projectId": "PRJ-102",
                            "date": "2026-12-09",
                            "hours": number(2.5),
                            "description": contains("email template"),
                        },
                    )
                ],
                allow=["listProjects"],
                forbid=["stopTimer", "startTimer", "createInvoice"],
            ),
        ],
        features=("number", "strict", "date", "camel_names", "8_tools"),
    ),
    Case(
        "t_ts_delete_entry",
        "timesheets",
        "direct",
        [
            Turn(
                "delete TE-3310",
                calls=[ExpectCall("deleteEntry", {"entryId": "TE-3310"})],
                allow=["getEntries"],
                answer_has=[said("Homepage copy review", "homepage copy", "deleted")],
            ),
        ],
        features=("ref", "camel_names", "8_tools"),
    ),
    Case(
        "t_ts_stop_polite",
        "timesheets",
        "polite",
        [
            Turn(
                "Could you stop my timer please? Thank you!",
                calls=[ExpectCall("stopTimer")],
                forbid=["startTimer", "logTime"],
                answer_has=[said("1.58", "1h 35", "1 h 35", "1 hr 35", "1 hour 35", "1 hour and 35", "1:35", "95 min", "1.6")],
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "t_ts_budget_worry",
        "timesheets",
        "indirect",
        [
            Turn(
                "am I gonna blow through the budget on Northwind?",
                calls=[ExpectCall("listProjects")],
                allow=["getEntries", "getWeeklySummary"],
                forbid=TS_ACTS,
                answer_has=[either(said_number(47.5), said_number(12.5))],
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "t_ts_bill_revisions",
        "timesheets",
        "no_tool",
        [
            Turn(
                "Is it normal to charge clients for the hours spent on revisions they asked for? Feels a bit cheeky",
                forbid=TS_ACTS,
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "t_ts_log_yesterday_vague",
        "timesheets",
        "underspecified",
        [
            Turn("log 3 hours for yesterday", allow=["listProjects", "getEntries"], forbid=TS_ACTS, clarify=True),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "t_ts_fix_library_hours",
        "timesheets",
        "chained",
        [
            Turn(
                "the library thing I logged yesterday should be 2.5 hrs not 1.5, can u fix it",
                calls=[
                    ExpectCall(
                        "getEntries",
                        {"from": date_between("2026-12-01", "2026-12-08"), "to": date_between("2026-12-08", "2026-12-09")},
                    ),
                    ExpectCall("updateEntry", {"entryId": "TE-3310", "changes": fields(hours=number(2.5))}),
                ],
                allow=["listProjects"],
                forbid=["deleteEntry", "logTime"],
            ),
        ],
        features=("nested", "nullable_anyof", "number", "date", "camel_names", "8_tools"),
    ),
    Case(
        "t_ts_invoice_and_log",
        "timesheets",
        "multi_intent",
        [
            Turn(
                "invoice northwind for last week and send it over to them. oh and log an hour on riverside today for design QA",
                calls=[
                    ExpectCall(
                        "createInvoice",
                        {
                            "projectId": "PRJ-102",
                            "period": fields(
                                **{"from": date("2026-11-30"), "to": date_in("2026-12-04", "2026-12-05", "2026-12-06")}
                            ),
                            "sendToClient": boolean(True),
                        },
                    ),
                    ExpectCall(
                        "logTime",
                        {"projectId": "PRJ-101", "date": "2026-12-09", "hours": number(1), "description": contains("QA")},
                    ),
                ],
                allow=["listProjects", "getEntries", "getWeeklySummary"],
                forbid=["deleteEntry", "stopTimer"],
                answer_has=[said_number(880)],
            ),
        ],
        features=("nested", "strict", "boolean", "date", "camel_names", "8_tools"),
    ),
    Case(
        "t_ts_switch_timer",
        "timesheets",
        "multi_intent",
        [
            Turn(
                "stop the timer and start a new one on riverside for the checkout prototype",
                calls=[
                    ExpectCall("stopTimer"),
                    ExpectCall("startTimer", {"projectId": "PRJ-101", "description": contains("checkout prototype")}),
                ],
                allow=["listProjects"],
                forbid=["logTime", "createInvoice"],
            ),
        ],
        features=("nullable_type_list", "camel_names", "8_tools"),
    ),
    Case(
        "t_ts_weekly_summary",
        "timesheets",
        "multi_turn",
        [
            Turn(
                "weekly summary for this week pls",
                calls=[ExpectCall("getWeeklySummary", {"weekStart": "2026-12-07"})],
                forbid=TS_ACTS,
                answer_has=[said_number(18)],
            ),
            Turn(
                "how much of that can I actually bill?",
                allow=["getWeeklySummary"],
                forbid=TS_ACTS,
                answer_has=[either(said("1,695", "1695"), said_number(16.5))],
            ),
            Turn(
                "and last week?",
                calls=[ExpectCall("getWeeklySummary", {"weekStart": "2026-11-30"})],
                forbid=TS_ACTS,
                answer_has=[said_number(24.5)],
            ),
        ],
        features=("date", "camel_names", "8_tools"),
    ),
    Case(
        "t_ts_northwind_month",
        "timesheets",
        "multi_turn",
        [
            Turn(
                "how many hours have I put into Northwind so far this month?",
                calls=[ExpectCall("getEntries", {"from": "2026-12-01", "to": date_between("2026-12-09", "2026-12-31")})],
                allow=["listProjects"],
                forbid=TS_ACTS,
                answer_has=[said_number(14)],
            ),
            Turn(
                "the client call on monday was only 1.5 hours actually, can you correct that",
                calls=[ExpectCall("updateEntry", {"entryId": "TE-3308", "changes": fields(hours=number(1.5))})],
                allow=["getEntries"],
                forbid=["deleteEntry", "logTime", "createInvoice"],
            ),
            Turn(
                "cool. now make an invoice for them covering the 1st to today, but don't send it yet, I want to look it over",
                calls=[
                    ExpectCall(
                        "createInvoice",
                        {
                            "projectId": "PRJ-102",
                            "period": fields(**{"from": date("2026-12-01"), "to": date("2026-12-09")}),
                            "sendToClient": boolean(False),
                        },
                    )
                ],
                allow=["getEntries"],
                forbid=["deleteEntry", "logTime"],
            ),
        ],
        features=("nested", "nullable_anyof", "strict", "date", "camel_names", "8_tools"),
    ),
    Case(
        "t_ts_forgot_timer",
        "timesheets",
        "no_tool",
        [
            Turn(
                "what happens if I forget to stop a timer and leave it running overnight?",
                forbid=TS_ACTS,
                answer_has=[said("midnight", "23:59", "11:59")],
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    # ---------------------------------------------------------------- course_reg (11)
    Case(
        "t_course_enroll_crn",
        "course_reg",
        "direct",
        [
            Turn(
                "enroll me in crn 41505",
                calls=[ExpectCall("enroll", {"crn": "41505"})],
                allow=["get_my_schedule", "get_sections"],
                forbid=["drop_section", "join_waitlist", "request_override"],
                answer_has=[said("STAT 211", "Statistics")],
            ),
        ],
        features=("strict", "enum", "8_tools"),
    ),
    Case(
        "t_course_waitlist_polite",
        "course_reg",
        "polite",
        [
            Turn(
                "Hi! Could you please put me on the waitlist for CS 250 section 01? Texts are best for me, thanks :)",
                calls=[ExpectCall("join_waitlist", {"crn": "40231", "notify_by": "sms"})],
                allow=["get_sections", "search_courses"],
                forbid=["enroll", "drop_section", "request_override"],
                answer_has=[either(said_number(4), said("fourth"))],
            ),
        ],
        features=("enum", "8_tools"),
    ),
    Case(
        "t_course_full_time",
        "course_reg",
        "indirect",
        [
            Turn(
                "my scholarship only pays out if I'm full time this semester... am I ok?",
                calls=[ExpectCall("get_my_schedule")],
                forbid=COURSE_ACTS,
                answer_has=[said_number(13)],
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "t_course_drop_add",
        "course_reg",
        "multi_intent",
        [
            Turn(
                "drop HIST 102 and add PHIL 140 section 1 instead",
                calls=[ExpectCall("drop_section", {"crn": "42877"}), ExpectCall("enroll", {"crn": "42010"})],
                allow=["get_my_schedule", "get_sections", "search_courses"],
                forbid=["join_waitlist", "request_override"],
            ),
        ],
        features=("strict", "8_tools"),
    ),
    Case(
        "t_course_drop_vs_withdraw",
        "course_reg",
        "no_tool",
        [
            Turn(
                "whats the difference between dropping a class and withdrawing from it?",
                forbid=COURSE_ACTS,
                answer_has=[said_number(22), said("refund")],
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "t_course_other_section",
        "course_reg",
        "underspecified",
        [
            Turn("can you swap me into the other section", allow=["get_my_schedule"], forbid=COURSE_ACTS, clarify=True),
        ],
        features=("8_tools",),
    ),
    Case(
        "t_course_stat_no_clash",
        "course_reg",
        "chained",
        [
            Turn(
                "get me into whichever STAT 211 section doesn't clash with my timetable",
                calls=[
                    ExpectCall("get_sections", {"course_code": one_of("STAT 211", "STAT211", "STAT-211")}),
                    ExpectCall("enroll", {"crn": "41505"}),
                ],
                allow=["get_my_schedule", "search_courses"],
                forbid=["drop_section", "join_waitlist", "request_override"],
                answer_has=[said("41505", "13:00", "1:00", "1 pm", "1pm", "Tuesday", "Tues")],
            ),
        ],
        features=("strict", "8_tools"),
    ),
    Case(
        "t_course_arts_requirement",
        "course_reg",
        "chained",
        [
            Turn(
                "check what I still need for my degree and sign me up for the arts requirement if there's space",
                calls=[ExpectCall("get_degree_audit"), ExpectCall("enroll", {"crn": "43300"})],
                allow=["get_sections", "search_courses", "get_my_schedule"],
                forbid=["drop_section", "join_waitlist", "request_override"],
                answer_has=[said("MUS 105", "Jazz")],
            ),
        ],
        features=("strict", "8_tools"),
    ),
    Case(
        "t_course_cs250_sections",
        "course_reg",
        "multi_turn",
        [
            Turn(
                "what sections of CS 250 are there",
                calls=[ExpectCall("get_sections", {"course_code": one_of("CS 250", "CS250", "CS-250")})],
                allow=["search_courses"],
                forbid=COURSE_ACTS,
                answer_has=[said("40232"), said("full", "0 seats", "no seats", "waitlist")],
            ),
            Turn(
                "the MWF one, sign me up",
                calls=[ExpectCall("enroll", {"crn": "40232"})],
                allow=["get_sections"],
                forbid=["drop_section", "join_waitlist", "request_override"],
            ),
            Turn("whats my credit total now?", allow=["get_my_schedule"], forbid=COURSE_ACTS, answer_has=[said_number(16)]),
        ],
        features=("strict", "8_tools"),
    ),
    Case(
        "t_course_cs230_override",
        "course_reg",
        "multi_turn",
        [
            Turn(
                "can I take CS 230 this spring?",
                calls=[ExpectCall("get_sections", {"course_code": one_of("CS 230", "CS230", "CS-230")})],
                allow=["search_courses", "get_my_schedule", "get_degree_audit"],
                forbid=COURSE_ACTS,
                answer_has=[said("CS 201", "CS201")],
            ),
            Turn(
                "can you request an override for it? I'm in 201 right now and Prof Weiss said she'd support it",
                calls=[ExpectCall("request_override", {"crn": "40340", "override_type": "prerequisite"})],
                allow=["get_sections"],
                forbid=["enroll", "drop_section", "join_waitlist"],
            ),
            Turn(
                "how long until I hear back?",
                forbid=COURSE_ACTS,
                answer_has=[
                    said(
                        "3 business days", "three business days", "3 working days", "15 January", "January 15", "Jan 15", "Friday"
                    )
                ],
            ),
        ],
        features=("enum", "8_tools"),
    ),
    Case(
        "t_course_audit_and_waitlist",
        "course_reg",
        "multi_intent",
        [
            Turn(
                "what do I still need to graduate? also put me on the waitlist for the evening PHIL 140 section, email is fine",
                calls=[
                    ExpectCall("get_degree_audit"),
                    ExpectCall("join_waitlist", {"crn": "42011", "notify_by": one_of("email")}),
                ],
                allow=["get_sections", "search_courses", "get_my_schedule"],
                forbid=["enroll", "drop_section", "request_override"],
                answer_has=[said("STAT 211", "Statistics"), said("MUS 105", "Arts")],
            ),
        ],
        features=("enum", "8_tools"),
    ),
]
