"""Fresh generality part P: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py and validate.py (and the loader at the top of runner.py).

Domains (tool count, the "today" of each system prompt):
- mobile_carrier  9 tools, snake_case names   Monday 14 December 2026, 11:20 (Kestrel Mobile account assistant, Bristol)
- florist         1 tool,  PascalCase name    Thursday 10 December 2026, 15:40 (Petal & Stem florist, Leeds)
- campsite        3 tools, hyphenated names   Wednesday 14 April 2027, 09:10 (Thornbeck Valley Campsite, near Keswick)
- bike_workshop   5 tools, PascalCase names   Wednesday 3 March 2027, 08:50 (Chainline Cycles, Mill Road, Cambridge)
- hr_leave        5 tools, camelCase names    Monday 8 February 2027, 09:05 (Brightwater Logistics People Hub, Manchester)

Categories: direct 8, polite 5, indirect 6, multi_intent 5, no_tool 6, underspecified 5, chained 5,
multi_turn 5.
"""

from __future__ import annotations

import datetime as _dt
import re
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
    matches,
    null_or_absent,
    number,
    said,
    said_number,
)


def _day(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _stamp(text: Any) -> _dt.datetime | None:
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def _nice(day: _dt.date) -> str:
    return f"{day.strftime('%A')} {day.day} {day.strftime('%B %Y')}"


# =============================================================================================
# 1. mobile_carrier: Kestrel Mobile account assistant (9 tools, snake_case)
# =============================================================================================

CARRIER_TODAY = _dt.date(2026, 12, 14)
CYCLE = (_dt.date(2026, 12, 5), _dt.date(2027, 1, 4))

LINES = {
    "07700900142": {"user": "Daniel Osei", "plan": "ESS30", "cap_gbp": None},
    "07700900587": {"user": "Zoe Osei", "plan": "ESS10", "cap_gbp": 5.0},
}

PLANS = [
    {
        "plan_code": "SIMPLE5",
        "name": "Simple 5GB",
        "monthly_gbp": 7.0,
        "data_gb": 5,
        "network": "4G",
        "eu_roaming_included": False,
    },
    {
        "plan_code": "ESS10",
        "name": "Essentials 10GB",
        "monthly_gbp": 10.0,
        "data_gb": 10,
        "network": "4G",
        "eu_roaming_included": False,
    },
    {
        "plan_code": "ESS30",
        "name": "Essentials 30GB",
        "monthly_gbp": 15.0,
        "data_gb": 30,
        "network": "5G",
        "eu_roaming_included": False,
    },
    {
        "plan_code": "MAX100",
        "name": "Max 100GB",
        "monthly_gbp": 22.0,
        "data_gb": 100,
        "network": "5G",
        "eu_roaming_included": True,
    },
    {
        "plan_code": "UNL",
        "name": "Unlimited",
        "monthly_gbp": 30.0,
        "data_gb": None,
        "network": "5G",
        "eu_roaming_included": True,
        "extras": "5 World Zone 1 roaming days a month",
    },
]

USAGE = {
    ("07700900142", "current_cycle"): {
        "data_used_gb": 27.1,
        "data_allowance_gb": 30,
        "minutes_used": 412,
        "texts_sent": 88,
        "roaming_days": 0,
        "out_of_bundle_gbp": 0.0,
        "alerts_sent": ["80% of data used (2026-12-11)", "90% of data used (2026-12-13)"],
    },
    ("07700900142", "previous_cycle"): {
        "data_used_gb": 24.8,
        "data_allowance_gb": 30,
        "minutes_used": 530,
        "texts_sent": 102,
        "roaming_days": 3,
        "out_of_bundle_gbp": 7.5,
        "alerts_sent": [],
    },
    ("07700900587", "current_cycle"): {
        "data_used_gb": 6.2,
        "data_allowance_gb": 10,
        "minutes_used": 143,
        "texts_sent": 1024,
        "roaming_days": 0,
        "out_of_bundle_gbp": 0.0,
        "alerts_sent": [],
    },
    ("07700900587", "previous_cycle"): {
        "data_used_gb": 9.9,
        "data_allowance_gb": 10,
        "minutes_used": 171,
        "texts_sent": 1310,
        "roaming_days": 0,
        "out_of_bundle_gbp": 0.0,
        "alerts_sent": ["100% of data used (2026-12-03)"],
    },
}

BILLS = [
    {
        "bill_id": "INV-2612-5521873",
        "issued": "2026-12-05",
        "period": "2026-11-05 to 2026-12-04",
        "total_gbp": 32.5,
        "status": "due",
        "direct_debit_date": "2026-12-19",
        "lines": [
            {"msisdn": "07700 900142", "item": "Essentials 30GB plan", "gbp": 15.0},
            {"msisdn": "07700 900587", "item": "Essentials 10GB plan", "gbp": 10.0},
            {"msisdn": "07700 900142", "item": "EU Roam Day x3 (Spain, 18-20 Nov)", "gbp": 7.5},
        ],
    },
    {
        "bill_id": "INV-2611-5521873",
        "issued": "2026-11-05",
        "period": "2026-10-05 to 2026-11-04",
        "total_gbp": 25.0,
        "status": "paid",
        "paid_on": "2026-11-19",
        "lines": [
            {"msisdn": "07700 900142", "item": "Essentials 30GB plan", "gbp": 15.0},
            {"msisdn": "07700 900587", "item": "Essentials 10GB plan", "gbp": 10.0},
        ],
    },
    {
        "bill_id": "INV-2610-5521873",
        "issued": "2026-10-05",
        "period": "2026-09-05 to 2026-10-04",
        "total_gbp": 25.0,
        "status": "paid",
        "paid_on": "2026-10-19",
        "lines": [
            {"msisdn": "07700 900142", "item": "Essentials 30GB plan", "gbp": 15.0},
            {"msisdn": "07700 900587", "item": "Essentials 10GB plan", "gbp": 10.0},
        ],
    },
]

EU = {
    "AT",
    "BE",
    "BG",
    "HR",
    "CY",
    "CZ",
    "DK",
    "EE",
    "FI",
    "FR",
    "DE",
    "GR",
    "HU",
    "IE",
    "IT",
    "LV",
    "LT",
    "LU",
    "MT",
    "NL",
    "PL",
    "PT",
    "RO",
    "SK",
    "SI",
    "ES",
    "SE",
}
WORLD_1 = {"TR", "CH", "NO", "IS", "AL", "RS"}
WORLD_2 = {"US", "CA", "MA", "AE", "AU", "NZ", "JP", "TH", "MX", "IN", "EG"}
COUNTRY_NAMES = {
    "PT": "Portugal",
    "ES": "Spain",
    "FR": "France",
    "TR": "Turkey",
    "US": "United States",
    "CA": "Canada",
    "MA": "Morocco",
    "DE": "Germany",
    "IT": "Italy",
    "GR": "Greece",
    "CH": "Switzerland",
}
BOLT_ONS = {
    "WZ1-WEEK7": {"name": "World Zone 1 Week Pass", "price_gbp": 20.0, "days": 7, "includes": "5GB data, 100 minutes, 100 texts"},
    "WZ2-WEEK7": {"name": "World Zone 2 Week Pass", "price_gbp": 35.0, "days": 7, "includes": "3GB data, 60 minutes, 60 texts"},
    "WZ2-DAY": {"name": "World Zone 2 Day Pass", "price_gbp": 6.0, "days": 1, "includes": "500MB data, 20 minutes, 20 texts"},
    "DATA-5GB": {
        "name": "Extra 5GB data",
        "price_gbp": 5.0,
        "days": None,
        "includes": "5GB extra UK data until the end of this bill cycle",
    },
    "INTL-100": {
        "name": "International 100",
        "price_gbp": 6.0,
        "days": 30,
        "includes": "100 minutes from the UK to 60 countries",
    },
}


def _msisdn(text: Any) -> str:
    digits = re.sub(r"\D", "", str(text))
    if digits.startswith("44"):
        digits = "0" + digits[2:]
    return digits


def _unknown_line(text: Any) -> dict[str, Any]:
    return {
        "error": f"'{text}' is not a number on account KM-5521873. Lines: 07700 900142 (Daniel Osei), 07700 900587 (Zoe Osei)."
    }


def get_usage(msisdn: str, period: str = "current_cycle") -> dict[str, Any]:
    number_ = _msisdn(msisdn)
    if number_ not in LINES:
        return _unknown_line(msisdn)
    if period not in ("current_cycle", "previous_cycle"):
        return {"error": "period must be current_cycle or previous_cycle"}
    start, end = CYCLE if period == "current_cycle" else (_dt.date(2026, 11, 5), _dt.date(2026, 12, 4))
    plan = next(p for p in PLANS if p["plan_code"] == LINES[number_]["plan"])
    return {
        "msisdn": number_,
        "user": LINES[number_]["user"],
        "plan": plan["name"],
        "period": period,
        "cycle_start": str(start),
        "cycle_end": str(end),
        "allowance_resets_on": str(end + _dt.timedelta(days=1)),
        **USAGE[(number_, period)],
        "minutes_allowance": "unlimited",
        "texts_allowance": "unlimited",
        "as_of": "2026-12-14T11:00",
    }


def get_bills(count: int = 3) -> dict[str, Any]:
    count = max(1, min(int(count), 12))
    return {
        "account": "KM-5521873",
        "bills": BILLS[:count],
        "payment_method": "Direct Debit, Nationwide ••2290",
        "note": "Bills are issued on the 5th for the previous cycle and collected on the 19th.",
    }


def list_plans(min_data_gb: int | None = None, five_g_only: bool = False) -> dict[str, Any]:
    rows = []
    for plan in PLANS:
        data = plan["data_gb"]
        if min_data_gb is not None and data is not None and data < int(min_data_gb):
            continue
        if five_g_only and plan["network"] != "5G":
            continue
        rows.append({**plan, "data": "unlimited" if data is None else f"{data}GB", "minutes": "unlimited", "texts": "unlimited"})
    return {
        "plans": sorted(rows, key=lambda p: p["monthly_gbp"]),
        "contract": "30-day rolling SIM-only, no exit fees",
        "note": "Upgrades can start immediately (pro-rated) or next cycle; downgrades start next cycle.",
    }


def get_roaming_rates(country_code: str, msisdn: str | None = None) -> dict[str, Any]:
    code = str(country_code).strip().upper()
    if not re.fullmatch(r"[A-Z]{2}", code):
        return {"error": f"'{country_code}' is not an ISO 3166-1 alpha-2 code (e.g. PT, US, TR)."}
    name = COUNTRY_NAMES.get(code, code)
    plan_code = LINES[_msisdn(msisdn)]["plan"] if msisdn and _msisdn(msisdn) in LINES else None
    if code in EU:
        out = {
            "country": name,
            "zone": "EU",
            "included_on_plans": ["MAX100", "UNL"],
            "daily_charge_gbp": 2.5,
            "how_it_works": "On plans without EU roaming, an EU Roam Day (£2.50) is added automatically the first time you "
            "use your phone there each day; you then use your normal UK allowance. Nothing to buy in advance.",
            "passes": [],
        }
    elif code in WORLD_1:
        out = {
            "country": name,
            "zone": "World Zone 1",
            "included_on_plans": [],
            "pay_as_you_go": {"calls_per_min_gbp": 1.2, "texts_each_gbp": 0.4, "data_per_mb_gbp": 3.0},
            "passes": [{"bolt_on_code": "WZ1-WEEK7", **BOLT_ONS["WZ1-WEEK7"]}],
            "how_it_works": "Buy a pass before you travel; without one you pay as you go.",
        }
    elif code in WORLD_2:
        out = {
            "country": name,
            "zone": "World Zone 2",
            "included_on_plans": [],
            "pay_as_you_go": {"calls_per_min_gbp": 2.0, "texts_each_gbp": 0.5, "data_per_mb_gbp": 6.0},
            "passes": [{"bolt_on_code": c, **BOLT_ONS[c]} for c in ("WZ2-DAY", "WZ2-WEEK7")],
            "how_it_works": "Buy a pass before you travel; without one you pay as you go.",
        }
    else:
        out = {
            "country": name,
            "zone": "World Zone 3",
            "included_on_plans": [],
            "passes": [],
            "pay_as_you_go": {"calls_per_min_gbp": 3.0, "texts_each_gbp": 0.6, "data_per_mb_gbp": 9.0},
        }
    if plan_code:
        out["your_plan"] = plan_code
        out["included_in_your_plan"] = plan_code in out["included_on_plans"]
    return out


def change_plan(msisdn: str, plan_code: str, effective: str) -> dict[str, Any]:
    number_ = _msisdn(msisdn)
    if number_ not in LINES:
        return _unknown_line(msisdn)
    new = next((p for p in PLANS if p["plan_code"] == str(plan_code).upper()), None)
    if new is None:
        return {"error": f"Unknown plan_code '{plan_code}'. Call list_plans for current plan codes."}
    old = next(p for p in PLANS if p["plan_code"] == LINES[number_]["plan"])
    if new is old:
        return {"error": f"{LINES[number_]['user']} is already on {old['name']}."}
    if new["monthly_gbp"] < old["monthly_gbp"] and effective == "immediately":
        return {"error": "Downgrades can only start at the next bill cycle (2027-01-05)."}
    out = {
        "change_id": f"PC-{number_[-4:]}-{new['plan_code']}",
        "msisdn": number_,
        "user": LINES[number_]["user"],
        "from_plan": old["name"],
        "to_plan": new["name"],
        "new_monthly_gbp": new["monthly_gbp"],
        "status": "confirmed",
    }
    if effective == "immediately":
        days_left = (CYCLE[1] - CARRIER_TODAY).days + 1
        out.update(
            {
                "effective_from": str(CARRIER_TODAY),
                "pro_rata_charge_gbp": round((new["monthly_gbp"] - old["monthly_gbp"]) * days_left / 31, 2),
                "note": "The new allowance is available now; the pro-rata charge appears on the January bill.",
            }
        )
    else:
        out.update({"effective_from": "2027-01-05", "note": "You keep your current plan until 4 January 2027."})
    return out


def add_bolt_on(msisdn: str, bolt_on_code: str, start_date: str | None = None) -> dict[str, Any]:
    number_ = _msisdn(msisdn)
    if number_ not in LINES:
        return _unknown_line(msisdn)
    bolt = BOLT_ONS.get(str(bolt_on_code).upper())
    if bolt is None:
        return {"error": f"Unknown bolt_on_code '{bolt_on_code}'. Roaming passes are listed by get_roaming_rates."}
    start = _day(start_date) if start_date else CARRIER_TODAY
    if start is None or start < CARRIER_TODAY:
        return {"error": "start_date must be today (2026-12-14) or later, as YYYY-MM-DD."}
    end = start + _dt.timedelta(days=(bolt["days"] or 1) - 1) if bolt["days"] else CYCLE[1]
    return {
        "bolt_on_id": f"BO-{number_[-3:]}{start.strftime('%m%d')}",
        "msisdn": number_,
        "bolt_on_code": str(bolt_on_code).upper(),
        "name": bolt["name"],
        "includes": bolt["includes"],
        "price_gbp": bolt["price_gbp"],
        "valid_from": str(start),
        "valid_until": str(end),
        "charged_on": "next bill (issued 2027-01-05)",
        "status": "active" if start == CARRIER_TODAY else "scheduled",
    }


def set_spending_cap(msisdn: str, cap_gbp: float | None, block_premium_numbers: bool | None = None) -> dict[str, Any]:
    number_ = _msisdn(msisdn)
    if number_ not in LINES:
        return _unknown_line(msisdn)
    if cap_gbp is not None and not 0 <= float(cap_gbp) <= 250:
        return {"error": "cap_gbp must be between 0 and 250, or null to remove the cap."}
    return {
        "msisdn": number_,
        "user": LINES[number_]["user"],
        "previous_cap_gbp": LINES[number_]["cap_gbp"],
        "cap_gbp": cap_gbp,
        "block_premium_numbers": bool(block_premium_numbers),
        "status": "updated",
        "applies_to": "out-of-bundle charges each bill cycle (roaming, premium numbers, extra data); the plan price is not included",
        "alert": "SMS at 75% and 100% of the cap",
    }


def bar_line(msisdn: str, reason: str, note: str | None = None) -> dict[str, Any]:
    number_ = _msisdn(msisdn)
    if number_ not in LINES:
        return _unknown_line(msisdn)
    if reason not in ("lost", "stolen", "suspected_fraud"):
        return {"error": "reason must be lost, stolen or suspected_fraud"}
    out = {
        "bar_ref": f"BAR-{number_[-4:]}-1214",
        "msisdn": number_,
        "user": LINES[number_]["user"],
        "status": "barred",
        "blocked": ["calls", "texts", "data"],
        "number_kept": True,
        "next_steps": "Order a free replacement SIM (physical or eSIM) with order_sim; the bar lifts when it is activated.",
    }
    if reason == "stolen":
        out["imei_block"] = "Call 0333 014 7700 with a police crime reference to block the handset's IMEI."
    return out


def order_sim(msisdn: str, sim_type: str, delivery: dict[str, Any] | None) -> dict[str, Any]:
    number_ = _msisdn(msisdn)
    if number_ not in LINES:
        return _unknown_line(msisdn)
    if sim_type == "esim":
        return {
            "order_id": f"SIM-{number_[-4:]}-E",
            "msisdn": number_,
            "user": LINES[number_]["user"],
            "sim_type": "esim",
            "price_gbp": 0,
            "delivery": "QR code emailed to d.osei@example.com within 10 minutes",
            "note": "The old SIM stops working as soon as the eSIM is activated. The phone must be unlocked and eSIM-capable.",
        }
    if sim_type != "physical":
        return {"error": "sim_type must be physical or esim"}
    address = delivery or {"line1": "41 Cotham Brow", "town": "Bristol", "postcode": "BS6 6AR"}
    return {
        "order_id": f"SIM-{number_[-4:]}-P",
        "msisdn": number_,
        "user": LINES[number_]["user"],
        "sim_type": "physical",
        "price_gbp": 0,
        "ship_to": address,
        "dispatch": "Royal Mail Tracked 24, expected 2026-12-15",
        "note": "Activate it at kestrelmobile.co.uk/activate; the old SIM stops working then.",
    }


def _line(description: str) -> dict[str, Any]:
    return {"type": "string", "description": description}


MSISDN = _line("UK mobile number on this account, e.g. 07700 900142")

CARRIER_TOOLS = [
    ToolDef(
        "get_usage",
        "Data, minutes and texts used on one line in a bill cycle, with the date the allowance resets.",
        {
            "type": "object",
            "properties": {
                "msisdn": MSISDN,
                "period": {"type": "string", "enum": ["current_cycle", "previous_cycle"], "default": "current_cycle"},
            },
            "required": ["msisdn"],
        },
        get_usage,
    ),
    ToolDef(
        "get_bills",
        "Recent bills for the whole account, newest first, with line-by-line charges.",
        {
            "type": "object",
            "properties": {
                "count": {"type": "integer", "minimum": 1, "maximum": 12, "description": "How many bills (default 3)"}
            },
        },
        get_bills,
    ),
    ToolDef(
        "list_plans",
        "Lists the SIM-only plans currently on sale with their plan_code, monthly price, data allowance, network (4G/5G) and whether "
        "EU roaming is included. Every plan has unlimited UK minutes and texts. Use it to find a plan_code before change_plan.",
        {
            "type": "object",
            "properties": {
                "min_data_gb": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "Only plans with at least this much data (unlimited always qualifies)",
                },
                "five_g_only": {"type": "boolean", "description": "Only 5G plans"},
            },
        },
        list_plans,
    ),
    ToolDef(
        "get_roaming_rates",
        "Roaming zone, charges and available passes for a country.",
        {
            "type": "object",
            "properties": {
                "country_code": {"type": "string", "pattern": "^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2, e.g. PT, TR, US"},
                "msisdn": {"type": ["string", "null"], "description": "Line to check plan inclusion for; null for general rates"},
            },
            "required": ["country_code"],
        },
        get_roaming_rates,
    ),
    ToolDef(
        "change_plan",
        "Move a line to another plan.",
        {
            "type": "object",
            "properties": {
                "msisdn": MSISDN,
                "plan_code": {"type": "string", "description": "plan_code from list_plans"},
                "effective": {
                    "type": "string",
                    "enum": ["immediately", "next_cycle"],
                    "description": "immediately (upgrades only, pro-rated) or at the start of the next bill cycle",
                },
            },
            "required": ["msisdn", "plan_code", "effective"],
            "additionalProperties": False,
        },
        change_plan,
        act=True,
        strict=True,
    ),
    ToolDef(
        "add_bolt_on",
        "Add a bolt-on (roaming pass, extra data, international minutes) to a line. Charged on the next bill.",
        {
            "type": "object",
            "properties": {
                "msisdn": MSISDN,
                "bolt_on_code": {"type": "string", "description": "e.g. a pass code from get_roaming_rates"},
                "start_date": {
                    "type": ["string", "null"],
                    "format": "date",
                    "description": "YYYY-MM-DD the pass starts; null = today",
                },
            },
            "required": ["msisdn", "bolt_on_code"],
        },
        add_bolt_on,
        act=True,
    ),
    ToolDef(
        "set_spending_cap",
        "Set or remove the monthly cap on out-of-bundle charges for a line.",
        {
            "type": "object",
            "properties": {
                "msisdn": MSISDN,
                "cap_gbp": {
                    "anyOf": [{"type": "number", "minimum": 0}, {"type": "null"}],
                    "description": "Cap in pounds per bill cycle; 0 blocks all extras; null removes the cap",
                },
                "block_premium_numbers": {"type": "boolean", "description": "Also block premium-rate calls and texts (optional)"},
            },
            "required": ["msisdn", "cap_gbp"],
        },
        set_spending_cap,
        act=True,
    ),
    ToolDef(
        "bar_line",
        "Immediately bar a line (no calls, texts or data) when the phone or SIM is lost or stolen. The number is kept.",
        {
            "type": "object",
            "properties": {
                "msisdn": MSISDN,
                "reason": {"type": "string", "enum": ["lost", "stolen", "suspected_fraud"]},
                "note": {"type": "string"},
            },
            "required": ["msisdn", "reason"],
        },
        bar_line,
        act=True,
    ),
    ToolDef(
        "order_sim",
        "Order a replacement SIM for a line: a physical SIM by post or an eSIM by email. Free.",
        {
            "type": "object",
            "properties": {
                "msisdn": MSISDN,
                "sim_type": {"type": "string", "enum": ["physical", "esim"]},
                "delivery": {
                    "anyOf": [{"$ref": "#/$defs/address"}, {"type": "null"}],
                    "description": "Postal address for a physical SIM; null sends it to the billing address (and for eSIM)",
                },
            },
            "required": ["msisdn", "sim_type", "delivery"],
            "additionalProperties": False,
            "$defs": {
                "address": {
                    "type": "object",
                    "properties": {
                        "line1": {"type": "string"},
                        "line2": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                        "town": {"type": "string"},
                        "postcode": {"type": "string"},
                    },
                    "required": ["line1", "line2", "town", "postcode"],
                    "additionalProperties": False,
                }
            },
        },
        order_sim,
        act=True,
        strict=True,
    ),
]

CARRIER_INSTRUCTIONS = """You are the account assistant in the Kestrel Mobile app.
Today is Monday 14 December 2026, 11:20 (UK time). The customer is in Bristol.

Signed-in account holder: Daniel Osei, account KM-5521873, billing address 41 Cotham Brow, Bristol BS6 6AR.
Lines on the account:
- 07700 900142: Daniel Osei (the account holder), plan Essentials 30GB (plan code ESS30), no spending cap.
- 07700 900587: Zoe Osei, Daniel's 14-year-old daughter, plan Essentials 10GB (ESS10), spending cap £5.
"My line" / "my number" means Daniel's line.

Policies:
- Bill cycle runs from the 5th to the 4th. Bills are issued on the 5th and collected by Direct Debit on the 19th.
- All plans are 30-day rolling SIM-only with no exit fees. Unused data does not roll over.
- Upgrades can start immediately (pro-rated) or from the next cycle; downgrades only from the next cycle.
- EU roaming is included on Max 100GB and Unlimited. On other plans an EU Roam Day (£2.50) is added automatically on each day you use your phone in the EU.
- A spending cap limits out-of-bundle charges per cycle (roaming, premium numbers, extra data), not the plan price.
- Lost or stolen phone: bar the line straight away; replacement SIMs (physical or eSIM) are free.
- Leaving Kestrel: text PAC to 65075 (free) to get a PAC code instantly by text; it is valid for 30 days. Your new provider uses it to move your number.
- Customer care: 0333 014 7700 (Mon-Sat 08:00-20:00), or 150 free from a Kestrel phone.
Keep answers short and friendly."""


# =============================================================================================
# 2. florist: Petal & Stem, Leeds (1 tool, PascalCase)
# =============================================================================================

FLORIST_TODAY = _dt.date(2026, 12, 10)
BOUQUET_PRICES = {
    "classic_red_roses": (35, 50, 70),
    "seasonal_mixed": (30, 42, 55),
    "peony_blush": (45, 60, 80),
    "white_lilies": (32, 45, 60),
    "sunflower_joy": (28, 38, 50),
    "winter_wreath": (40, 55, 70),
}
BOUQUET_NAMES = {
    "classic_red_roses": "Classic Red Roses",
    "seasonal_mixed": "Seasonal Mixed",
    "peony_blush": "Peony Blush",
    "white_lilies": "White Lilies",
    "sunflower_joy": "Sunflower Joy",
    "winter_wreath": "Winter Wreath",
}
EXTRA_PRICES = {"chocolates": 8.0, "vase": 12.0, "balloon": 6.0, "candle": 14.0}


def _zone(postcode: str) -> tuple[str, float]:
    found = re.match(r"\s*LS\s*(\d{1,2})", str(postcode).upper())
    if found and 1 <= int(found.group(1)) <= 17:
        return "A (Leeds)", 4.95
    if found and 18 <= int(found.group(1)) <= 29:
        return "B (outer Leeds)", 6.95
    return "national courier", 9.95


def place_flower_order(
    bouquet: str,
    size: str,
    recipient: dict[str, Any],
    address: dict[str, Any],
    deliveryDate: str,
    cardMessage: str | None = None,
    extras: list[dict[str, Any]] | None = None,
    deliverySlot: str = "any",
) -> dict[str, Any]:
    if bouquet not in BOUQUET_PRICES:
        return {"error": f"Unknown bouquet '{bouquet}'. Choose one of {', '.join(BOUQUET_PRICES)}."}
    if size not in ("small", "medium", "large"):
        return {"error": "size must be small, medium or large"}
    name = str((recipient or {}).get("name", "")).strip()
    if not name:
        return {"error": "recipient.name is required"}
    postcode = str((address or {}).get("postcode", "")).strip()
    if not postcode or not (address or {}).get("line1"):
        return {"error": "address needs at least line1, town and postcode"}
    when = _day(deliveryDate)
    if when is None:
        return {"error": f"deliveryDate must be YYYY-MM-DD, got '{deliveryDate}'."}
    if when <= FLORIST_TODAY:
        return {"error": "Today's same-day cut-off (13:00) has passed; the earliest delivery is Friday 2026-12-11."}
    if when.weekday() == 6 or (when.month, when.day) in ((12, 25), (12, 26)):
        return {"error": f"We don't deliver on {_nice(when)} (no Sunday deliveries; closed 25-26 December)."}
    zone, delivery_fee = _zone(postcode)
    price = BOUQUET_PRICES[bouquet][("small", "medium", "large").index(size)]
    added = []
    for extra in extras or []:
        item = extra.get("item") if isinstance(extra, dict) else extra
        qty = int(extra.get("quantity") or 1) if isinstance(extra, dict) else 1
        if item not in EXTRA_PRICES:
            return {"error": f"Unknown extra '{item}'. Extras: {', '.join(EXTRA_PRICES)}."}
        added.append({"item": item, "quantity": qty, "price_gbp": EXTRA_PRICES[item] * qty})
    total = round(price + sum(a["price_gbp"] for a in added) + delivery_fee, 2)
    order_no = 48000 + sum(ord(c) for c in name + postcode) % 1000
    return {
        "order_id": f"PS-{order_no}",
        "status": "confirmed",
        "bouquet": BOUQUET_NAMES[bouquet],
        "size": size,
        "bouquet_price_gbp": price,
        "extras": added,
        "delivery_zone": zone,
        "delivery_fee_gbp": delivery_fee,
        "total_gbp": total,
        "charged_to": "Visa ••4417",
        "recipient": name,
        "deliver_to": address,
        "delivery_date": str(when),
        "delivery_window": {"any": "08:00-18:00", "morning": "08:00-12:00", "afternoon": "12:00-18:00"}.get(
            deliverySlot, "08:00-18:00"
        ),
        "card_message": cardMessage,
        "tracking": "SMS to the recipient's phone if given, email to you when delivered",
    }


FLORIST_TOOLS = [
    ToolDef(
        "PlaceFlowerOrder",
        "Place and pay for a flower delivery (charged to the card on file).",
        {
            "type": "object",
            "properties": {
                "bouquet": {"type": "string", "enum": list(BOUQUET_PRICES)},
                "size": {"type": "string", "enum": ["small", "medium", "large"]},
                "recipient": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string"},
                        "phone": {"type": ["string", "null"], "description": "For the courier; null if unknown"},
                    },
                    "required": ["name"],
                },
                "address": {
                    "type": "object",
                    "properties": {
                        "line1": {"type": "string"},
                        "line2": {"type": "string"},
                        "town": {"type": "string"},
                        "postcode": {"type": "string"},
                    },
                    "required": ["line1", "town", "postcode"],
                },
                "deliveryDate": {"type": "string", "format": "date"},
                "cardMessage": {
                    "anyOf": [{"type": "string", "maxLength": 200}, {"type": "null"}],
                    "description": "Handwritten card text; null for no card",
                },
                "extras": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "item": {"type": "string", "enum": list(EXTRA_PRICES)},
                            "quantity": {"type": "integer", "minimum": 1, "default": 1},
                        },
                        "required": ["item"],
                    },
                },
                "deliverySlot": {"type": "string", "enum": ["any", "morning", "afternoon"], "default": "any"},
            },
            "required": ["bouquet", "size", "recipient", "address", "deliveryDate"],
        },
        place_flower_order,
        act=True,
    ),
]

FLORIST_INSTRUCTIONS = """You are the ordering assistant for Petal & Stem, an independent florist at 8 Thornton's Arcade, Leeds LS1 6LQ.
Today is Thursday 10 December 2026, 15:40.

The signed-in customer is Tom Whitaker; orders are paid with his saved Visa card ending 4417.

Bouquets (small / medium / large):
- Classic Red Roses (classic_red_roses): £35 / £50 / £70
- Seasonal Mixed (seasonal_mixed): £30 / £42 / £55
- Peony Blush (peony_blush): £45 / £60 / £80
- White Lilies (white_lilies): £32 / £45 / £60
- Sunflower Joy (sunflower_joy): £28 / £38 / £50
- Winter Wreath (winter_wreath): £40 / £55 / £70 (a door wreath)
Extras: chocolates £8, glass vase £12, balloon £6, scented candle £14.

Delivery:
- Zone A, Leeds LS1-LS17: £4.95. Zone B, LS18-LS29 (Horsforth, Guiseley, Otley, Ilkley, Wetherby): £6.95. Elsewhere in the UK: national courier, £9.95.
- Same-day delivery in zones A and B when ordered by 13:00 (Monday-Saturday). No deliveries on Sundays. Closed 25-26 December.
- Delivery window 08:00-18:00, or choose morning (08:00-12:00) or afternoon (12:00-18:00).
Freshness guarantee: our flowers last at least 7 days. If they fade sooner, email a photo to hello@petalandstem.co.uk and we replace them free of charge.
Only place an order once you know the bouquet, size, recipient's name, full address and delivery date."""


# =============================================================================================
# 3. campsite: Thornbeck Valley Campsite (3 tools, hyphenated)
# =============================================================================================

CAMP_TODAY = _dt.date(2027, 4, 14)
PITCHES = {
    "TP-M02": {
        "name": "Meadow 2",
        "type": "tent",
        "hookup": False,
        "base": 16.0,
        "features": ["level grass", "near toilet block"],
    },
    "TP-M05": {"name": "Meadow 5", "type": "tent", "hookup": True, "base": 21.0, "features": ["electric hook-up"]},
    "TP-B07": {"name": "Beck 7", "type": "tent", "hookup": False, "base": 18.0, "features": ["riverside"]},
    "HS-01": {
        "name": "Hardstanding 1",
        "type": "campervan",
        "hookup": True,
        "base": 32.0,
        "features": ["riverside", "extra long"],
    },
    "HS-02": {"name": "Hardstanding 2", "type": "campervan", "hookup": True, "base": 26.0, "features": ["16A hook-up"]},
    "HS-03": {
        "name": "Hardstanding 3",
        "type": "campervan",
        "hookup": True,
        "base": 28.0,
        "features": ["16A hook-up", "fell view"],
    },
    "CV-01": {"name": "Orchard 1", "type": "caravan", "hookup": True, "base": 30.0, "features": ["hook-up", "awning space"]},
    "POD-HER": {
        "name": "Heron pod",
        "type": "glamping_pod",
        "hookup": True,
        "base": 65.0,
        "sleeps": 2,
        "features": ["double bed", "kettle and fridge"],
    },
    "POD-OSP": {
        "name": "Osprey pod",
        "type": "glamping_pod",
        "hookup": True,
        "base": 95.0,
        "sleeps": 4,
        "features": ["private hot tub", "double bed + bunk", "kettle and fridge"],
    },
    "POD-WRN": {
        "name": "Wren pod",
        "type": "glamping_pod",
        "hookup": True,
        "base": 65.0,
        "sleeps": 2,
        "features": ["double bed", "kettle and fridge"],
    },
}
TAKEN = {
    ("TP-M05", "2027-04-16"),
    ("TP-M05", "2027-04-20"),
    ("POD-HER", "2027-04-24"),
    ("POD-WRN", "2027-04-24"),
    ("HS-03", "2027-04-24"),
    ("POD-WRN", "2027-05-08"),
    ("CV-01", "2027-04-16"),
    ("CV-01", "2027-04-17"),
}
CAMP_BOOKINGS = {
    "TVC-2291": {"pitch_id": "TP-B07", "arrive": "2027-05-28", "nights": 3, "party": "2 adults, 1 child", "paid_gbp": 63.0},
    "TVC-2318": {"pitch_id": "HS-01", "arrive": "2027-08-13", "nights": 4, "party": "2 adults", "paid_gbp": 128.0},
}
for _ref, _b in CAMP_BOOKINGS.items():
    for _i in range(_b["nights"]):
        TAKEN.add((_b["pitch_id"], str(_day(_b["arrive"]) + _dt.timedelta(days=_i))))


def _party(party: dict[str, Any] | None) -> tuple[int, int, int]:
    party = party or {}
    return int(party.get("adults") or 2), int(party.get("children") or 0), int(party.get("dogs") or 0)


def _nightly_price(pitch: dict[str, Any], adults: int, children: int, dogs: int) -> float:
    if pitch["type"] == "glamping_pod":
        return pitch["base"]
    return pitch["base"] + 6 * max(0, adults - 2) + 3 * children + 3 * dogs


def search_pitches(
    arrive: str, nights: int, pitch_type: str | None = None, hookup: bool | None = None, party: dict[str, Any] | None = None
) -> dict[str, Any]:
    start = _day(arrive)
    if start is None:
        return {"error": f"arrive must be YYYY-MM-DD, got '{arrive}'."}
    if start < CAMP_TODAY:
        return {"error": "arrive is in the past; today is 2027-04-14."}
    if not (_dt.date(2027, 3, 1) <= start <= _dt.date(2027, 10, 31)):
        return {"error": "The campsite is open 1 March to 31 October 2027."}
    nights = int(nights)
    if not 1 <= nights <= 14:
        return {"error": "nights must be 1-14"}
    adults, children, dogs = _party(party)
    dates = [str(start + _dt.timedelta(days=i)) for i in range(nights)]
    rows, skipped = [], 0
    for pid, pitch in PITCHES.items():
        if pitch_type and pitch["type"] != pitch_type:
            continue
        if hookup and not pitch["hookup"]:
            continue
        if pitch["type"] == "glamping_pod" and (dogs or adults + children > pitch["sleeps"]):
            skipped += 1
            continue
        if any((pid, d) in TAKEN for d in dates):
            skipped += 1
            continue
        per_night = _nightly_price(pitch, adults, children, dogs)
        rows.append(
            {
                "pitch_id": pid,
                "name": pitch["name"],
                "type": pitch["type"],
                "hookup": pitch["hookup"],
                "features": pitch["features"],
                "price_per_night_gbp": per_night,
                "total_gbp": round(per_night * nights, 2),
            }
        )
    rows.sort(key=lambda r: r["total_gbp"])
    return {
        "arrive": str(start),
        "depart": str(start + _dt.timedelta(days=nights)),
        "nights": nights,
        "party": {"adults": adults, "children": children, "dogs": dogs},
        "available": rows,
        "unavailable_or_unsuitable": skipped,
        "note": "Pods: no dogs. Pitch prices include 2 adults; extra adult £6, child £3, dog £3 per night.",
    }


def book_pitch(
    pitch_id: str, arrive: str, nights: int, lead_guest: str, party: dict[str, Any], vehicle_reg: str | None
) -> dict[str, Any]:
    pitch = PITCHES.get(pitch_id)
    if pitch is None:
        return {"error": f"No pitch '{pitch_id}'. Use search-pitches to get pitch ids."}
    found = search_pitches(arrive, nights, pitch["type"], None, party)
    if "error" in found:
        return found
    row = next((r for r in found["available"] if r["pitch_id"] == pitch_id), None)
    if row is None:
        return {"error": f"{pitch['name']} is not available for {nights} night(s) from {arrive} for this party."}
    if pitch["type"] in ("campervan", "caravan") and not vehicle_reg:
        return {"error": "vehicle_reg is required for campervan and caravan pitches (barrier camera)."}
    ref = f"TVC-{2330 + list(PITCHES).index(pitch_id) * 3 + int(nights)}"
    start = _day(arrive)
    return {
        "booking_ref": ref,
        "status": "confirmed",
        "pitch_id": pitch_id,
        "pitch": pitch["name"],
        "lead_guest": lead_guest,
        "party": found["party"],
        "arrive": str(start),
        "depart": found["depart"],
        "nights": int(nights),
        "total_gbp": row["total_gbp"],
        "charged_to": "Mastercard ••8036",
        "vehicle_reg": vehicle_reg,
        "check_in": "from 15:00" if pitch["type"] == "glamping_pod" else "from 14:00",
        "check_out": "by 11:00",
    }


def cancel_booking(booking_ref: str, reason: str | None = None) -> dict[str, Any]:
    booking = CAMP_BOOKINGS.get(str(booking_ref).strip().upper())
    if booking is None:
        return {"error": f"No booking '{booking_ref}' for Hannah Lewis. Her bookings: TVC-2291 (May), TVC-2318 (August)."}
    arrive = _day(booking["arrive"])
    days_ahead = (arrive - CAMP_TODAY).days
    paid = booking["paid_gbp"]
    if days_ahead >= 14:
        refund, rule = paid - 10, "14+ days before arrival: full refund minus £10 admin fee"
    elif days_ahead >= 7:
        refund, rule = paid / 2, "7-13 days before arrival: 50% refund"
    else:
        refund, rule = 0.0, "less than 7 days before arrival: no refund"
    return {
        "booking_ref": str(booking_ref).upper(),
        "status": "cancelled",
        "pitch": PITCHES[booking["pitch_id"]]["name"],
        "arrive": booking["arrive"],
        "nights": booking["nights"],
        "paid_gbp": paid,
        "refund_gbp": round(refund, 2),
        "refund_rule": rule,
        "refund_to": "Mastercard ••8036 within 5 working days",
        "reason": reason,
    }


PARTY = {
    "type": "object",
    "properties": {
        "adults": {"type": "integer", "minimum": 1},
        "children": {"type": "integer", "minimum": 0, "description": "Ages 3-15; under-3s are free and not counted"},
        "dogs": {"type": "integer", "minimum": 0, "maximum": 2},
    },
    "required": ["adults", "children", "dogs"],
    "additionalProperties": False,
}

CAMP_TOOLS = [
    ToolDef(
        "search-pitches",
        "Find free pitches and pods for a stay. Returns every suitable pitch with its id, features and total price for the party, "
        "cheapest first. Omit pitch_type to see all kinds.",
        {
            "type": "object",
            "properties": {
                "arrive": {"type": "string", "format": "date", "description": "Arrival date YYYY-MM-DD"},
                "nights": {"type": "integer", "minimum": 1, "maximum": 14},
                "pitch_type": {"type": "string", "enum": ["tent", "campervan", "caravan", "glamping_pod"]},
                "hookup": {"type": "boolean", "description": "Only pitches with electric hook-up"},
                "party": {"type": "object", "properties": PARTY["properties"], "description": "Default: 2 adults"},
            },
            "required": ["arrive", "nights"],
        },
        search_pitches,
    ),
    ToolDef(
        "book-pitch",
        "Book a pitch or pod from search-pitches; charges the card on file.",
        {
            "type": "object",
            "properties": {
                "pitch_id": {"type": "string"},
                "arrive": {"type": "string", "description": "YYYY-MM-DD"},
                "nights": {"type": "integer"},
                "lead_guest": {"type": "string", "description": "Full name of the lead guest"},
                "party": {"$ref": "#/$defs/party"},
                "vehicle_reg": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "Required for campervans and caravans; null otherwise if unknown",
                },
            },
            "required": ["pitch_id", "arrive", "nights", "lead_guest", "party", "vehicle_reg"],
            "additionalProperties": False,
            "$defs": {"party": PARTY},
        },
        book_pitch,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel-booking",
        "Cancel a booking; the refund follows the cancellation policy.",
        {
            "type": "object",
            "properties": {"booking_ref": {"type": "string"}, "reason": {"type": "string"}},
            "required": ["booking_ref"],
        },
        cancel_booking,
        act=True,
    ),
]

CAMP_INSTRUCTIONS = """You are the booking assistant of Thornbeck Valley Campsite, Thornbeck, near Keswick, Cumbria CA12 4QT.
Today is Wednesday 14 April 2027, 09:10.

You are chatting with Hannah Lewis (lead guest on her bookings). Her upcoming bookings:
- TVC-2291: Beck 7 tent pitch, arriving Friday 28 May 2027 for 3 nights (the late-May bank holiday weekend), 2 adults and 1 child, paid £63.
- TVC-2318: Hardstanding 1 campervan pitch, arriving Friday 13 August 2027 for 4 nights, 2 adults, paid £128.

Site information:
- Open 1 March to 31 October. Check-in from 14:00 (glamping pods from 15:00); check-out by 11:00. The gate closes at 22:00; quiet hours 22:30-07:00.
- Pitch types: tent pitches (grass), campervan hardstandings (all with electric hook-up), caravan pitches, and glamping pods (Heron and Wren sleep 2, Osprey sleeps 4 and has a private hot tub).
- Pitch prices include 2 adults; extra adults £6, children (3-15) £3 and dogs £3 per night. Pods are a flat price per night.
- Dogs are welcome on pitches (max 2, on leads) but not in the pods.
- Open fires on the ground are not allowed. Raised fire pits can be hired from reception for £8 a night; logs are £6 a bag.
- The site shop sells milk, bread, gas and firewood: open daily 08:00-18:00.
- A vehicle registration is needed for campervan and caravan pitches (barrier camera); for tents and pods it is optional.
- Cancellation: 14 or more days before arrival, full refund minus a £10 admin fee; 7-13 days before, 50% refund; less than 7 days, no refund."""


# =============================================================================================
# 4. bike_workshop: Chainline Cycles, Cambridge (5 tools, PascalCase)
# =============================================================================================

BIKE_NOW = _dt.datetime(2027, 3, 3, 8, 50)
SERVICE_PRICES = {
    "puncture_repair": 15,
    "basic_service": 55,
    "full_service": 110,
    "brake_bleed": 30,
    "wheel_true": 20,
    "ebike_diagnostic": 40,
}
WORKSHOP_SLOTS = [
    ("BS-0304-0830", "basic_service", "2027-03-04T08:30", "2027-03-04T17:00"),
    ("BS-0309-0830", "basic_service", "2027-03-09T08:30", "2027-03-09T17:00"),
    ("FS-0308-0830", "full_service", "2027-03-08T08:30", "2027-03-09T17:00"),
    ("FS-0315-0830", "full_service", "2027-03-15T08:30", "2027-03-16T17:00"),
    ("BB-0304-1400", "brake_bleed", "2027-03-04T14:00", "2027-03-04T17:30"),
    ("BB-0305-1000", "brake_bleed", "2027-03-05T10:00", "2027-03-05T14:00"),
    ("BB-0309-0900", "brake_bleed", "2027-03-09T09:00", "2027-03-09T12:00"),
    ("WT-0308-1000", "wheel_true", "2027-03-08T10:00", "2027-03-08T16:00"),
    ("WT-0310-1500", "wheel_true", "2027-03-10T15:00", "2027-03-11T12:00"),
    ("EB-0306-1000", "ebike_diagnostic", "2027-03-06T10:00", "2027-03-06T15:00"),
    ("EB-0311-1400", "ebike_diagnostic", "2027-03-11T14:00", "2027-03-12T12:00"),
]
QUOTE_LINES = {
    "Q1": ("Replace chain (Shimano 105 11-speed), in stock", 32.0),
    "Q2": ("Replace rear cassette 11-34 (on order, arrives Thursday morning)", 45.0),
}


def _slot_row(slot: tuple[str, str, str, str]) -> dict[str, Any]:
    slot_id, service, drop, ready = slot
    when = _dt.datetime.fromisoformat(drop)
    return {
        "slot_id": slot_id,
        "service": service,
        "drop_off": drop,
        "weekday": when.strftime("%A"),
        "ready_by": ready,
        "price_gbp": SERVICE_PRICES[service],
    }


def find_workshop_slots(service: str, from_date: str | None = None) -> dict[str, Any]:
    if service not in SERVICE_PRICES:
        return {"error": f"Unknown service '{service}'. Services: {', '.join(SERVICE_PRICES)}."}
    if service == "puncture_repair":
        return {
            "service": service,
            "price_gbp": 15,
            "slots": [],
            "note": "No booking needed: walk in during opening hours, usually done while you wait (about 30 minutes).",
        }
    start = _day(from_date) if from_date else BIKE_NOW.date()
    if start is None:
        return {"error": f"from_date must be YYYY-MM-DD, got '{from_date}'."}
    rows = [_slot_row(s) for s in WORKSHOP_SLOTS if s[1] == service and _dt.date.fromisoformat(s[2][:10]) >= start]
    return {
        "service": service,
        "from_date": str(start),
        "slots": rows,
        "note": "Brake bleed is priced per brake (£30; both brakes £55)." if service == "brake_bleed" else None,
    }


def book_workshop_slot(slot_id: str, service: str, bike: dict[str, Any], notes: str | None) -> dict[str, Any]:
    slot = next((s for s in WORKSHOP_SLOTS if s[0] == slot_id), None)
    if slot is None:
        return {"error": f"No slot '{slot_id}'. Use FindWorkshopSlots for current slot ids."}
    if slot[1] != service:
        return {"error": f"Slot {slot_id} is for {slot[1]}, not {service}."}
    if bike.get("electric") and service not in ("ebike_diagnostic", "puncture_repair"):
        note = "E-bikes need an extra 30 minutes; we will call if the ready time changes."
    else:
        note = None
    row = _slot_row(slot)
    return {
        "booking_id": f"WB-{3400 + WORKSHOP_SLOTS.index(slot)}",
        "status": "booked",
        "customer": "Ravi Menon",
        **row,
        "bike": bike,
        "notes": notes,
        "warning": note,
        "payment": "pay on collection",
        "address": "Chainline Cycles, 212 Mill Road, Cambridge CB1 3NF",
    }


def cancel_workshop_booking(booking_id: str, reason: str | None = None) -> dict[str, Any]:
    if str(booking_id).strip().upper() != "WB-3390":
        return {"error": f"No upcoming booking '{booking_id}' for Ravi Menon. His upcoming booking is WB-3390."}
    return {
        "booking_id": "WB-3390",
        "status": "cancelled",
        "service": "wheel_true",
        "bike": "Brompton C Line",
        "was": "2027-03-05T09:00",
        "cancellation_fee_gbp": 0,
        "reason": reason,
    }


def get_job_status(job_number: str) -> dict[str, Any]:
    if str(job_number).strip().upper() != "CL-4471":
        return {"error": f"No job '{job_number}'. Ravi Menon's open job is CL-4471."}
    return {
        "job_number": "CL-4471",
        "bike": "Trek Domane AL 2 (road)",
        "service": "basic_service",
        "agreed_price_gbp": 55.0,
        "checked_in": "2027-03-01T09:10",
        "mechanic": "Jess",
        "status": "awaiting_customer_approval",
        "findings": "Chain is stretched past 0.75% and has worn the rear cassette; shifting skips under load. "
        "Brakes adjusted and gears indexed as part of the service.",
        "quote_lines": [
            {"line_id": k, "item": v[0], "price_gbp": v[1], "status": "awaiting approval"} for k, v in QUOTE_LINES.items()
        ],
        "extras_total_gbp": 77.0,
        "ready_estimate": {
            "if_extras_declined": "today (Wed 3 March) after 16:00",
            "if_chain_only": "today (Wed 3 March) after 16:00",
            "if_all_approved": "Thursday 4 March after 15:00",
        },
    }


def approve_quote(job_number: str, approved_lines: list[str], declined_lines: list[str] | None = None) -> dict[str, Any]:
    if str(job_number).strip().upper() != "CL-4471":
        return {"error": f"No job '{job_number}'. Ravi Menon's open job is CL-4471."}
    approved = [str(x).upper() for x in approved_lines or []]
    declined = [str(x).upper() for x in declined_lines or []]
    unknown = [x for x in approved + declined if x not in QUOTE_LINES]
    if unknown:
        return {"error": f"Unknown quote line(s) {unknown}. Lines on CL-4471: Q1 (chain), Q2 (cassette)."}
    if not approved and not declined:
        return {"error": "Give at least one line to approve or decline."}
    total = 55.0 + sum(QUOTE_LINES[x][1] for x in approved)
    ready = "Thursday 4 March after 15:00" if "Q2" in approved else "today (Wed 3 March) after 16:00"
    return {
        "job_number": "CL-4471",
        "approved": [{"line_id": x, "item": QUOTE_LINES[x][0]} for x in approved],
        "declined": [
            {"line_id": x, "item": QUOTE_LINES[x][0]} for x in declined or [k for k in QUOTE_LINES if k not in approved]
        ],
        "new_total_gbp": total,
        "ready_estimate": ready,
        "payment": "pay on collection",
        "status": "work_in_progress",
    }


BIKE_DEF = {
    "type": "object",
    "properties": {
        "make": {"type": "string"},
        "model": {"type": "string"},
        "type": {"type": "string", "enum": ["road", "hybrid", "mountain", "gravel", "folding", "cargo"]},
        "electric": {"type": "boolean"},
    },
    "required": ["make", "model", "type", "electric"],
    "additionalProperties": False,
}
SERVICE_ENUM = {"type": "string", "enum": list(SERVICE_PRICES)}

BIKE_TOOLS = [
    ToolDef(
        "FindWorkshopSlots",
        "Bookable workshop drop-off slots for a service.",
        {
            "type": "object",
            "properties": {
                "service": SERVICE_ENUM,
                "from_date": {"type": "string", "format": "date", "description": "YYYY-MM-DD, default today"},
            },
            "required": ["service"],
        },
        find_workshop_slots,
    ),
    ToolDef(
        "BookWorkshopSlot",
        "Book a bike into a workshop slot.",
        {
            "type": "object",
            "properties": {
                "slot_id": {"type": "string"},
                "service": SERVICE_ENUM,
                "bike": {"$ref": "#/$defs/bike"},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Anything the mechanic should know"},
            },
            "required": ["slot_id", "service", "bike", "notes"],
            "additionalProperties": False,
            "$defs": {"bike": BIKE_DEF},
        },
        book_workshop_slot,
        act=True,
        strict=True,
    ),
    ToolDef(
        "CancelWorkshopBooking",
        "Cancel an upcoming workshop booking.",
        {
            "type": "object",
            "properties": {"booking_id": {"type": "string"}, "reason": {"type": "string"}},
            "required": ["booking_id"],
        },
        cancel_workshop_booking,
        act=True,
    ),
    ToolDef(
        "GetJobStatus",
        "Status of a bike that is in the workshop: findings, quote lines awaiting approval, ready estimate.",
        {
            "type": "object",
            "properties": {"job_number": {"type": "string", "description": "e.g. CL-4471"}},
            "required": ["job_number"],
        },
        get_job_status,
    ),
    ToolDef(
        "ApproveQuote",
        "Approve (and optionally decline) extra work the mechanic quoted on a job. Lines not approved are not done.",
        {
            "type": "object",
            "properties": {
                "job_number": {"type": "string"},
                "approved_lines": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "line_id values from GetJobStatus",
                },
                "declined_lines": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["job_number", "approved_lines"],
        },
        approve_quote,
        act=True,
    ),
]

BIKE_INSTRUCTIONS = """You are the online assistant of Chainline Cycles, a bike shop and workshop at 212 Mill Road, Cambridge CB1 3NF.
Today is Wednesday 3 March 2027, 08:50.

Customer: Ravi Menon.
- His Trek Domane AL 2 road bike is in the workshop now for a basic service: job number CL-4471.
- Upcoming booking WB-3390: wheel truing on his Brompton C Line (folding bike), drop-off Friday 5 March 2027 at 09:00.

Opening hours: Monday-Friday 08:30-18:00, Saturday 09:00-17:00, closed on Sundays.
Workshop prices: puncture repair £15 (no booking, walk in, about 30 minutes), basic service £55, full service £110,
brake bleed £30 per brake (£55 for both), wheel truing £20, e-bike diagnostic £40. Parts are extra and always quoted before fitting.
We recommend servicing e-bikes every 6 months or 1,500 km, whichever comes first; other bikes once a year.
Bookings can be cancelled free of charge up to 24 hours before drop-off.
Never approve quoted extra work without the customer saying so."""


# =============================================================================================
# 5. hr_leave: Brightwater Logistics People Hub (5 tools, camelCase)
# =============================================================================================

HR_TODAY = _dt.date(2027, 2, 8)
BANK_HOLIDAYS = {"2027-01-01", "2027-03-26", "2027-03-29", "2027-05-03", "2027-05-31", "2027-08-30", "2027-12-27", "2027-12-28"}
LEAVE_REQUESTS = {
    "LR-2038": {
        "leaveType": "annual",
        "startDate": "2027-01-04",
        "endDate": "2027-01-06",
        "halfDay": None,
        "days": 3.0,
        "status": "taken",
        "comment": "New Year",
    },
    "LR-2051": {
        "leaveType": "annual",
        "startDate": "2027-02-19",
        "endDate": "2027-02-19",
        "halfDay": "pm",
        "days": 0.5,
        "status": "approved",
        "comment": "Dentist",
    },
    "LR-2063": {
        "leaveType": "annual",
        "startDate": "2027-03-30",
        "endDate": "2027-04-01",
        "halfDay": None,
        "days": 3.0,
        "status": "pending",
        "comment": "Easter week",
        "submitted": "2027-02-01",
    },
}


def _working_days(start: _dt.date, end: _dt.date) -> list[_dt.date]:
    days, day = [], start
    while day <= end:
        if day.weekday() < 5 and str(day) not in BANK_HOLIDAYS:
            days.append(day)
        day += _dt.timedelta(days=1)
    return days


def get_leave_balance(year: int = 2027, leaveType: str = "all") -> dict[str, Any]:
    if int(year) != 2027:
        return {"error": f"Balances are only shown for the current leave year (2027), not {year}."}
    annual = {
        "entitlement": 25.0,
        "carried_over": 3.0,
        "carried_over_expires": "2027-03-31",
        "taken": 3.0,
        "booked_approved": 0.5,
        "pending": 3.0,
        "available": 21.5,
        "explanation": "available = entitlement + carried over - taken - approved - pending",
    }
    study = {"entitlement": 5.0, "taken": 1.0, "available": 4.0}
    sick = {"days_this_year": 2, "occasions_this_year": 1}
    balances = {"annual": annual, "study": study, "sick": sick}
    if leaveType != "all":
        if leaveType not in balances:
            return {"error": "leaveType must be annual, study, sick or all"}
        balances = {leaveType: balances[leaveType]}
    return {
        "employee": "Sofia Marin (E-20418)",
        "leave_year": "2027-01-01 to 2027-12-31",
        "balances": balances,
        "as_of": str(HR_TODAY),
    }


def list_leave_requests(status: str = "all", year: int = 2027) -> dict[str, Any]:
    rows = [
        {"requestId": k, **v}
        for k, v in LEAVE_REQUESTS.items()
        if status in ("all", v["status"]) and v["startDate"][:4] == str(year)
    ]
    return {"employee": "Sofia Marin (E-20418)", "approver": "Gareth Boyle", "status_filter": status, "requests": rows}


def request_leave(leaveType: str, startDate: str, endDate: str, halfDay: str | None, comment: str | None) -> dict[str, Any]:
    start, end = _day(startDate), _day(endDate)
    if start is None or end is None:
        return {"error": "startDate and endDate must be YYYY-MM-DD"}
    if end < start:
        return {"error": "endDate is before startDate"}
    if start < HR_TODAY:
        return {"error": "Leave cannot start in the past; report absences with reportAbsence."}
    if halfDay and start != end:
        return {"error": "A half day must start and end on the same date"}
    days = _working_days(start, end)
    if not days:
        return {"error": "That period has no working days (weekends and bank holidays are not counted)."}
    if leaveType not in ("annual", "unpaid", "study", "compassionate"):
        return {"error": "leaveType must be annual, unpaid, study or compassionate"}
    count = 0.5 if halfDay else float(len(days))
    # LR-2051 (a half day) is left out: the conversations that book over it cancel it first
    clash = next(
        (
            k
            for k, v in LEAVE_REQUESTS.items()
            if v["status"] == "pending" and not (end < _day(v["startDate"]) or start > _day(v["endDate"]))
        ),
        None,
    )
    if clash:
        return {"error": f"Overlaps existing request {clash}."}
    out = {
        "requestId": f"LR-{2070 + start.day + (start.month - 2) * 31}",
        "leaveType": leaveType,
        "startDate": str(start),
        "endDate": str(end),
        "halfDay": halfDay,
        "workingDays": count,
        "status": "pending",
        "approver": "Gareth Boyle",
        "comment": comment,
    }
    if leaveType == "annual":
        out["annualAvailableIfApproved"] = 21.5 - count
        if count > 3 and (start - HR_TODAY).days < 14:
            out["warning"] = "Less than 2 weeks' notice for more than 3 days: your manager may decline."
    if leaveType == "study":
        out["studyAvailableIfApproved"] = 4.0 - count
    return out


def cancel_leave_request(requestId: str, reason: str | None = None) -> dict[str, Any]:
    rid = str(requestId).strip().upper()
    req = LEAVE_REQUESTS.get(rid)
    if req is None:
        return {"error": f"No leave request '{requestId}'. Use listLeaveRequests to see request ids."}
    if req["status"] == "taken":
        return {"error": f"{rid} has already been taken and cannot be cancelled."}
    return {
        "requestId": rid,
        "previousStatus": req["status"],
        "status": "cancelled",
        "startDate": req["startDate"],
        "endDate": req["endDate"],
        "halfDay": req["halfDay"],
        "daysReturned": req["days"],
        "annualAvailableNow": 21.5 + req["days"],
        "managerNotified": "Gareth Boyle",
        "reason": reason,
    }


def report_absence(date: str, absenceType: str, expectedReturn: str | None = None, notes: str | None = None) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": f"date must be YYYY-MM-DD, got '{date}'."}
    if day > HR_TODAY + _dt.timedelta(days=1):
        return {"error": "Absences are reported on the day; plan future time off with requestLeave."}
    if absenceType not in ("sickness", "family_emergency", "other"):
        return {"error": "absenceType must be sickness, family_emergency or other"}
    back = _day(expectedReturn) if expectedReturn else None
    return {
        "absenceId": f"AB-{day.strftime('%m%d')}-20418",
        "date": str(day),
        "absenceType": absenceType,
        "expectedReturn": str(back) if back else None,
        "managerNotified": "Gareth Boyle (SMS and email)",
        "reportedAt": "2027-02-08T09:05",
        "onTime": True,
        "next": "Self-certify on your return if off up to 7 calendar days; from day 8 a GP fit note is needed."
        if absenceType == "sickness"
        else None,
    }


HR_TOOLS = [
    ToolDef(
        "getLeaveBalance",
        "Leave balances for the signed-in employee.",
        {
            "type": "object",
            "properties": {
                "year": {"type": "integer"},
                "leaveType": {"type": "string", "enum": ["annual", "study", "sick", "all"], "default": "all"},
            },
        },
        get_leave_balance,
    ),
    ToolDef(
        "listLeaveRequests",
        "The employee's leave requests with ids, dates and status.",
        {
            "type": "object",
            "properties": {
                "status": {"type": "string", "enum": ["all", "pending", "approved", "taken", "rejected", "cancelled"]},
                "year": {"type": "integer"},
            },
        },
        list_leave_requests,
    ),
    ToolDef(
        "requestLeave",
        "Submit a leave request to the employee's manager for approval. Working days are counted automatically "
        "(weekends and bank holidays excluded). For a single day, startDate = endDate.",
        {
            "type": "object",
            "properties": {
                "leaveType": {"type": "string", "enum": ["annual", "unpaid", "study", "compassionate"]},
                "startDate": {"type": "string", "description": "YYYY-MM-DD"},
                "endDate": {"type": "string", "description": "YYYY-MM-DD"},
                "halfDay": {
                    "anyOf": [{"type": "string", "enum": ["am", "pm"]}, {"type": "null"}],
                    "description": "am/pm for a half day (start = end); null for full days",
                },
                "comment": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["leaveType", "startDate", "endDate", "halfDay", "comment"],
            "additionalProperties": False,
        },
        request_leave,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancelLeaveRequest",
        "Cancel a pending or approved leave request.",
        {
            "type": "object",
            "properties": {"requestId": {"type": "string"}, "reason": {"type": ["string", "null"]}},
            "required": ["requestId"],
        },
        cancel_leave_request,
        act=True,
    ),
    ToolDef(
        "reportAbsence",
        "Report an unplanned absence (e.g. sickness) for today; notifies the manager.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "absenceType": {"type": "string", "enum": ["sickness", "family_emergency", "other"]},
                "expectedReturn": {
                    "type": ["string", "null"],
                    "format": "date",
                    "description": "Expected first day back, if known",
                },
                "notes": {"type": "string"},
            },
            "required": ["date", "absenceType"],
        },
        report_absence,
        act=True,
    ),
]

HR_INSTRUCTIONS = """You are the People Hub assistant at Brightwater Logistics.
Today is Monday 8 February 2027, 09:05 (Manchester, UK).

Signed-in employee: Sofia Marin (E-20418), Warehouse Planning, Trafford Park site. Line manager and leave approver: Gareth Boyle.

Leave policy:
- The leave year runs 1 January to 31 December. Full-time staff get 25 days of annual leave plus bank holidays.
- Up to 5 unused days can be carried over into the next year; carried-over days must be used by 31 March or they are lost.
- Half days (morning or afternoon) can be booked. Requests of more than 3 days need at least 2 weeks' notice.
- Study leave: 5 days a year for approved courses and exams.
- Sickness: report it in People Hub before 09:30 on the first day. You can self-certify for up to 7 calendar days; from day 8 you need a fit note from your GP.
- 2027 bank holidays: 1 Jan, 26 Mar (Good Friday), 29 Mar (Easter Monday), 3 May, 31 May, 30 Aug, 27 and 28 Dec.
- HR helpdesk: hr@brightwater-logistics.co.uk."""


DOMAINS = [
    Domain("mobile_carrier", CARRIER_TOOLS, CARRIER_INSTRUCTIONS),
    Domain("florist", FLORIST_TOOLS, FLORIST_INSTRUCTIONS),
    Domain("campsite", CAMP_TOOLS, CAMP_INSTRUCTIONS),
    Domain("bike_workshop", BIKE_TOOLS, BIKE_INSTRUCTIONS),
    Domain("hr_leave", HR_TOOLS, HR_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

DANIEL = matches(r"07700900142|7700\s?900\s?142")
ZOE = matches(r"07700900587|7700\s?900\s?587")
CARRIER_ACTS = ["change_plan", "add_bolt_on", "set_spending_cap", "bar_line", "order_sim"]
TWO_PM = ("14:00", "2pm", "2 pm", "2:00pm", "2:00 pm", "2.00pm", "2.00 pm", "2 p.m.", "1400")

CASES = [
    # ---------------------------------------------------------------- mobile_carrier (12)
    Case(
        "fp_mob_esim_zoe",
        "mobile_carrier",
        "direct",
        [
            Turn(
                "order an esim for zoe's number, her new phone doesn't take a normal sim",
                calls=[ExpectCall("order_sim", {"msisdn": ZOE, "sim_type": "esim"})],
                forbid=["bar_line"],
                answer_has=[said("QR", "email")],
            ),
        ],
        features=("enum", "ref", "nullable_anyof", "strict", "person", "8_tools"),
    ),
    Case(
        "fp_mob_unlimited_next",
        "mobile_carrier",
        "direct",
        [
            Turn(
                "switch me to unlimited from the next bill cycle",
                calls=[ExpectCall("change_plan", {"msisdn": DANIEL, "plan_code": "UNL", "effective": "next_cycle"})],
                allow=["list_plans"],
                answer_has=[said("5 Jan", "5th Jan", "January 5", "Jan 5", "2027-01-05", "05/01", "5th of Jan")],
            ),
        ],
        features=("enum", "strict", "8_tools"),
    ),
    Case(
        "fp_mob_zoe_usage_polite",
        "mobile_carrier",
        "polite",
        [
            Turn(
                "Hi, could you kindly check how much data my daughter Zoe has used so far this month, and how many texts she's sent? "
                "Thank you very much.",
                calls=[ExpectCall("get_usage", {"msisdn": ZOE})],
                answer_has=[said_number(6.2), said_number(1024)],
            ),
        ],
        features=("person", "8_tools"),
    ),
    Case(
        "fp_mob_data_alert",
        "mobile_carrier",
        "indirect",
        [
            Turn(
                "just got a text saying ive used 90% of my data?? its only the 14th",
                calls=[ExpectCall("get_usage", {"msisdn": DANIEL})],
                forbid=["add_bolt_on", "change_plan"],
                allow=["list_plans"],
                answer_has=[
                    said_number(27.1),
                    said("5 Jan", "5th Jan", "January 5", "Jan 5", "2027-01-05", "05/01", "5th of Jan"),
                ],
            ),
        ],
        features=("date", "8_tools"),
    ),
    Case(
        "fp_mob_lisbon",
        "mobile_carrier",
        "indirect",
        [
            Turn(
                "flying to lisbon on friday - will my phone just work over there or do i need to buy something first?",
                calls=[ExpectCall("get_roaming_rates", {"country_code": "PT"})],
                forbid=["add_bolt_on", "change_plan"],
                answer_has=[said_number(2.5)],
            ),
        ],
        features=("iso_code", "nullable_type_list", "8_tools"),
    ),
    Case(
        "fp_mob_5g_and_cap",
        "mobile_carrier",
        "multi_intent",
        [
            Turn(
                "whats your cheapest plan with 5G? also put a twenty pound spending cap on zoe's line",
                calls=[ExpectCall("list_plans"), ExpectCall("set_spending_cap", {"msisdn": ZOE, "cap_gbp": number(20)})],
                answer_has=[said("Essentials 30", "ESS30")],
            ),
        ],
        features=("number", "nullable_anyof", "boolean", "number_words", "8_tools"),
    ),
    Case(
        "fp_mob_bar_zoe_and_phone",
        "mobile_carrier",
        "multi_intent",
        [
            Turn(
                "zoe's lost her phone at school 😩 can you block her line? and what number do i ring if i need to talk to an actual person",
                calls=[ExpectCall("bar_line", {"msisdn": ZOE, "reason": "lost"})],
                forbid=["order_sim"],
                answer_has=[said("0333 014 7700", "03330147700", "0333 0147700", "0333-014-7700")],
            ),
        ],
        features=("enum", "person", "8_tools"),
    ),
    Case(
        "fp_mob_pac",
        "mobile_carrier",
        "no_tool",
        [
            Turn(
                "how would i get my PAC code if i decide to leave? is there a charge?",
                forbid=CARRIER_ACTS,
                answer_has=[said("65075")],
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "fp_mob_roam_where",
        "mobile_carrier",
        "underspecified",
        [
            Turn("can you add a roaming pass to my line for my trip", clarify=True),
        ],
        features=("8_tools",),
    ),
    Case(
        "fp_mob_turkey_pass",
        "mobile_carrier",
        "chained",
        [
            Turn(
                "off to turkey on saturday for a week. add whatever roaming pass i need to my line",
                calls=[
                    ExpectCall("get_roaming_rates", {"country_code": "TR"}),
                    ExpectCall("add_bolt_on", {"msisdn": DANIEL, "bolt_on_code": "WZ1-WEEK7", "start_date": date("2026-12-19")}),
                ],
                answer_has=[said_number(20)],
            ),
        ],
        features=("iso_code", "date", "nullable_type_list", "8_tools"),
    ),
    Case(
        "fp_mob_upgrade_100",
        "mobile_carrier",
        "chained",
        [
            Turn(
                "upgrade me to the cheapest plan that's got at least 100GB, starting today",
                calls=[
                    ExpectCall("list_plans"),
                    ExpectCall("change_plan", {"msisdn": DANIEL, "plan_code": "MAX100", "effective": "immediately"}),
                ],
                answer_has=[said("Max 100", "MAX100")],
            ),
        ],
        features=("strict", "enum", "integer", "8_tools"),
    ),
    Case(
        "fp_mob_bill_then_cap",
        "mobile_carrier",
        "multi_turn",
        [
            Turn("how much is my latest bill?", calls=[ExpectCall("get_bills")], answer_has=[said_number(32.5)]),
            Turn("why's it more than normal", allow=["get_bills", "get_usage"], answer_has=[said("roam"), said_number(7.5)]),
            Turn(
                "ok stick a tenner cap on my line so that doesnt happen again",
                calls=[ExpectCall("set_spending_cap", {"msisdn": DANIEL, "cap_gbp": number(10)})],
            ),
        ],
        features=("number", "nullable_anyof", "number_words", "8_tools"),
    ),
    # ---------------------------------------------------------------- florist (6)
    Case(
        "fp_flo_roses",
        "florist",
        "direct",
        [
            Turn(
                "send a large classic red roses to Emma Whitaker, 14 Grove Lane, Leeds LS6 4EQ for saturday. card: 'Happy anniversary, love T x'",
                calls=[
                    ExpectCall(
                        "PlaceFlowerOrder",
                        {
                            "bouquet": "classic_red_roses",
                            "size": "large",
                            "recipient": fields(name=contains("Emma Whitaker")),
                            "address": fields(postcode=matches("LS6 4EQ|LS6 ?4EQ")),
                            "deliveryDate": date("2026-12-12"),
                            "cardMessage": contains("anniversary"),
                        },
                    )
                ],
                answer_has=[said_number(74.95)],
            ),
        ],
        features=("enum", "nested", "date", "nullable_anyof", "person", "1_tool", "pascal_names"),
    ),
    Case(
        "fp_flo_lilies_polite",
        "florist",
        "polite",
        [
            Turn(
                "Hello, I'd like to send some flowers to my grandmother please. Could you send a medium White Lilies to Mrs Joan Pearce, "
                "Flat 3, 21 Station Road, Wetherby LS22 6NP on Monday, with a vase as well? Thank you so much.",
                calls=[
                    ExpectCall(
                        "PlaceFlowerOrder",
                        {
                            "bouquet": "white_lilies",
                            "size": "medium",
                            "recipient": fields(name=contains("Pearce")),
                            "address": fields(postcode=matches("LS22 6NP|LS22 ?6NP")),
                            "deliveryDate": date("2026-12-14"),
                            "extras": has_items(fields(item="vase")),
                        },
                    )
                ],
                answer_has=[said_number(63.95)],
            ),
        ],
        features=("enum", "nested", "array", "date", "person", "1_tool", "pascal_names"),
    ),
    Case(
        "fp_flo_get_well",
        "florist",
        "indirect",
        [
            Turn(
                "my colleague Ben Carter's just had his knee op 🙁 it'd be lovely if a medium sunflower joy landed on his doorstep tomorrow - "
                "9 Oak Terrace, Ilkley LS29 9AB. card from 'everyone at Hartley & Co'. can you make that happen?",
                calls=[
                    ExpectCall(
                        "PlaceFlowerOrder",
                        {
                            "bouquet": "sunflower_joy",
                            "size": "medium",
                            "recipient": fields(name=contains("Ben Carter")),
                            "address": fields(postcode=matches("LS29 9AB|LS29 ?9AB")),
                            "deliveryDate": date("2026-12-11"),
                            "cardMessage": contains("Hartley"),
                        },
                    )
                ],
                answer_has=[said_number(44.95)],
            ),
        ],
        features=("enum", "nested", "date", "person", "1_tool", "pascal_names"),
    ),
    Case(
        "fp_flo_guarantee",
        "florist",
        "no_tool",
        [
            Turn(
                "what happens if the flowers die after like three days? the last ones i got from somewhere else were dead by tuesday",
                forbid=["PlaceFlowerOrder"],
                answer_has=[said("7 days", "seven days", "7-day", "seven-day", "a week")],
            ),
        ],
        features=("1_tool", "pascal_names"),
    ),
    Case(
        "fp_flo_mum_friday",
        "florist",
        "underspecified",
        [
            Turn("can you send something nice to my mum for friday", clarify=True),
        ],
        features=("1_tool", "pascal_names"),
    ),
    Case(
        "fp_flo_otley_then_order",
        "florist",
        "multi_turn",
        [
            Turn(
                "how much would a large seasonal bouquet be delivered to otley?",
                forbid=["PlaceFlowerOrder"],
                answer_has=[said_number(55), said("6.95", "61.95")],
            ),
            Turn(
                "lovely, send one to Priya Shah at 4 Bondgate, Otley LS21 1AD on saturday please. no card needed",
                calls=[
                    ExpectCall(
                        "PlaceFlowerOrder",
                        {
                            "bouquet": "seasonal_mixed",
                            "size": "large",
                            "recipient": fields(name=contains("Priya Shah")),
                            "address": fields(postcode=matches("LS21 1AD|LS21 ?1AD")),
                            "deliveryDate": date("2026-12-12"),
                        },
                    )
                ],
                answer_has=[said_number(61.95)],
            ),
        ],
        features=("enum", "nested", "date", "person", "1_tool", "pascal_names"),
    ),
    # ---------------------------------------------------------------- campsite (9)
    Case(
        "fp_camp_tent_weekend",
        "campsite",
        "direct",
        [
            Turn(
                "any tent pitches free fri and sat night? 2 adults",
                calls=[ExpectCall("search-pitches", {"arrive": date("2027-04-16"), "nights": 2, "pitch_type": "tent"})],
                forbid=["book-pitch"],
                answer_has=[said("Meadow 2"), said("Beck 7")],
            ),
        ],
        features=("date", "enum", "hyphen_names"),
    ),
    Case(
        "fp_camp_pod_polite",
        "campsite",
        "polite",
        [
            Turn(
                "Hi there, could you possibly check whether a glamping pod is free on Saturday 24th April for one night? "
                "It would be for me and my partner. Many thanks!",
                calls=[ExpectCall("search-pitches", {"arrive": date("2027-04-24"), "nights": 1, "pitch_type": "glamping_pod"})],
                forbid=["book-pitch"],
                answer_has=[said("Osprey"), said_number(95)],
            ),
        ],
        features=("date", "enum", "number_words", "hyphen_names"),
    ),
    Case(
        "fp_camp_half_term",
        "campsite",
        "indirect",
        [
            Turn(
                "the kids are off school next week so we're thinking of bringing the tent up monday for three nights. "
                "it'd be me, my husband, our 2 kids and the dog",
                calls=[ExpectCall("search-pitches", {"arrive": date("2027-04-19"), "nights": 3, "pitch_type": "tent"})],
                forbid=["book-pitch"],
                answer_has=[said("Meadow 2", "Beck 7")],
            ),
        ],
        features=("date", "enum", "nested", "number_words", "hyphen_names"),
    ),
    Case(
        "fp_camp_cancel_checkin",
        "campsite",
        "multi_intent",
        [
            Turn(
                "please cancel TVC-2291, we cant make the bank holiday any more 😞 and what time's check-in again for future reference?",
                calls=[ExpectCall("cancel-booking", {"booking_ref": "TVC-2291"})],
                answer_has=[said_number(53), said(*TWO_PM)],
            ),
        ],
        features=("hyphen_names",),
    ),
    Case(
        "fp_camp_refund_rules",
        "campsite",
        "no_tool",
        [
            Turn(
                "if we had to cancel a booking how much of our money would we get back?",
                forbid=["cancel-booking", "book-pitch"],
                answer_has=[said("14", "fourteen")],
            ),
        ],
        features=("hyphen_names",),
    ),
    Case(
        "fp_camp_campfire",
        "campsite",
        "no_tool",
        [
            Turn(
                "are campfires allowed? the kids really want to toast marshmallows",
                forbid=["book-pitch", "cancel-booking"],
                answer_has=[said("fire pit", "firepit", "fire-pit"), said_number(8)],
            ),
        ],
        features=("hyphen_names",),
    ),
    Case(
        "fp_camp_weekend_vague",
        "campsite",
        "underspecified",
        [
            Turn("can you book us in for the weekend?", allow=["search-pitches"], clarify=True),
        ],
        features=("hyphen_names",),
    ),
    Case(
        "fp_camp_cheapest_van",
        "campsite",
        "chained",
        [
            Turn(
                "book the cheapest campervan pitch with electric for 2 nights from friday 23rd - two adults, no kids or dogs. reg is KY21 HBF",
                calls=[
                    ExpectCall("search-pitches", {"arrive": date("2027-04-23"), "nights": 2}),
                    ExpectCall(
                        "book-pitch",
                        {
                            "pitch_id": "HS-02",
                            "arrive": date("2027-04-23"),
                            "nights": 2,
                            "lead_guest": contains("Lewis"),
                            "party": fields(adults=2, children=0, dogs=0),
                            "vehicle_reg": matches("KY21 HBF|KY21 ?HBF"),
                        },
                    ),
                ],
                answer_has=[said("TVC-2344")],
            ),
        ],
        features=("date", "ref", "nested", "strict", "nullable_anyof", "number_words", "hyphen_names"),
    ),
    Case(
        "fp_camp_pod_may",
        "campsite",
        "multi_turn",
        [
            Turn(
                "what pods have you got for the 7th of may, 2 nights?",
                calls=[ExpectCall("search-pitches", {"arrive": date("2027-05-07"), "nights": 2})],
                forbid=["book-pitch"],
                answer_has=[said("Heron"), said("Osprey")],
            ),
            Turn(
                "the hot tub one please, it's just me and my partner",
                calls=[
                    ExpectCall(
                        "book-pitch",
                        {
                            "pitch_id": "POD-OSP",
                            "arrive": date("2027-05-07"),
                            "nights": 2,
                            "party": fields(adults=2, children=0, dogs=0),
                        },
                    )
                ],
                allow=["search-pitches"],
                answer_has=[said("TVC-2356")],
            ),
            Turn(
                "oh and can you cancel our august one, we've sold the campervan 🙈",
                calls=[ExpectCall("cancel-booking", {"booking_ref": "TVC-2318"})],
                answer_has=[said_number(118)],
            ),
        ],
        features=("date", "ref", "nested", "strict", "hyphen_names"),
    ),
    # ---------------------------------------------------------------- bike_workshop (9)
    Case(
        "fp_bike_job_status",
        "bike_workshop",
        "direct",
        [
            Turn(
                "whats the status of job CL-4471",
                calls=[ExpectCall("GetJobStatus", {"job_number": "CL-4471"})],
                answer_has=[said("chain"), said("cassette")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fp_bike_cancel_friday",
        "bike_workshop",
        "direct",
        [
            Turn(
                "cancel my booking on friday pls",
                calls=[ExpectCall("CancelWorkshopBooking", {"booking_id": "WB-3390"})],
                answer_has=[said("cancel")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fp_bike_full_service_polite",
        "bike_workshop",
        "polite",
        [
            Turn(
                "Good morning! Could you tell me when you next have space for a full service, please? Thanks a lot.",
                calls=[ExpectCall("FindWorkshopSlots", {"service": "full_service"})],
                forbid=["BookWorkshopSlot"],
                answer_has=[said("8 March", "8th March", "March 8", "Mar 8", "8 Mar", "2027-03-08", "Monday 8", "8/3", "08/03")],
            ),
        ],
        features=("enum", "pascal_names"),
    ),
    Case(
        "fp_bike_ready_tomorrow",
        "bike_workshop",
        "indirect",
        [
            Turn(
                "is my road bike gonna be ready in time for my commute tomorrow morning?",
                calls=[ExpectCall("GetJobStatus", {"job_number": "CL-4471"})],
                forbid=["ApproveQuote"],
                answer_has=[said("approv")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fp_bike_chain_only_sunday",
        "bike_workshop",
        "multi_intent",
        [
            Turn(
                "go ahead with the new chain on my trek but leave the cassette for now. also are you open this sunday?",
                calls=[ExpectCall("ApproveQuote", {"job_number": "CL-4471", "approved_lines": items("Q1")})],
                allow=["GetJobStatus"],
                answer_has=[said("closed", "not open", "aren't open", "are not open", "we're shut", "shut on")],
            ),
        ],
        features=("array", "pascal_names"),
    ),
    Case(
        "fp_bike_ebike_interval",
        "bike_workshop",
        "no_tool",
        [
            Turn(
                "how often should an e-bike actually get serviced? mine's about a year old and never been looked at",
                forbid=["BookWorkshopSlot", "CancelWorkshopBooking", "ApproveQuote"],
                allow=["FindWorkshopSlots"],
                answer_has=[said("6 months", "six months", "1,500", "1500")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fp_bike_service_vague",
        "bike_workshop",
        "underspecified",
        [
            Turn("book my bike in for a service", allow=["FindWorkshopSlots"], clarify=True),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fp_bike_approve_if_under",
        "bike_workshop",
        "chained",
        [
            Turn(
                "what extra work did you find on my bike? if the extras come to under a hundred quid just approve the lot",
                calls=[
                    ExpectCall("GetJobStatus", {"job_number": "CL-4471"}),
                    ExpectCall("ApproveQuote", {"job_number": "CL-4471", "approved_lines": items("Q1", "Q2")}),
                ],
                answer_has=[said("132", "77")],
            ),
        ],
        features=("array", "condition", "number_words", "pascal_names"),
    ),
    Case(
        "fp_bike_brake_bleed",
        "bike_workshop",
        "multi_turn",
        [
            Turn(
                "my hydraulic brakes feel really spongy, when could you bleed them?",
                calls=[ExpectCall("FindWorkshopSlots", {"service": "brake_bleed"})],
                forbid=["BookWorkshopSlot"],
                answer_has=[said("Thursday", "4 March", "4th March", "March 4")],
            ),
            Turn(
                "thursday afternoon works. it's a Cube Attain, road bike, not electric",
                calls=[
                    ExpectCall(
                        "BookWorkshopSlot",
                        {
                            "slot_id": "BB-0304-1400",
                            "service": "brake_bleed",
                            "bike": fields(make=contains("Cube"), type="road", electric=boolean(False)),
                        },
                    )
                ],
                allow=["FindWorkshopSlots"],
                answer_has=[said("WB-3404")],
            ),
        ],
        features=("enum", "ref", "nested", "boolean", "strict", "nullable_anyof", "pascal_names"),
    ),
    # ---------------------------------------------------------------- hr_leave (9)
    Case(
        "fp_hr_book_week",
        "hr_leave",
        "direct",
        [
            Turn(
                "book annual leave mon 22nd to fri 26th feb",
                calls=[
                    ExpectCall(
                        "requestLeave",
                        {
                            "leaveType": "annual",
                            "startDate": date("2027-02-22"),
                            "endDate": date("2027-02-26"),
                            "halfDay": null_or_absent(),
                        },
                    )
                ],
                answer_has=[said("pending", "approval", "Gareth")],
            ),
        ],
        features=("enum", "date", "strict", "nullable_anyof", "camel_names"),
    ),
    Case(
        "fp_hr_unpaid_day",
        "hr_leave",
        "direct",
        [
            Turn(
                "need unpaid leave on fri 16 april",
                calls=[
                    ExpectCall(
                        "requestLeave", {"leaveType": "unpaid", "startDate": date("2027-04-16"), "endDate": date("2027-04-16")}
                    )
                ],
            ),
        ],
        features=("enum", "date", "strict", "camel_names"),
    ),
    Case(
        "fp_hr_balance_polite",
        "hr_leave",
        "polite",
        [
            Turn(
                "Morning! Could you please let me know how many days of annual leave I've got left this year? Thanks 😊",
                calls=[ExpectCall("getLeaveBalance")],
                answer_has=[said_number(21.5)],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "fp_hr_migraine",
        "hr_leave",
        "indirect",
        [
            Turn(
                "woke up with a horrible migraine, no way i'm making it in today. can you let them know?",
                calls=[ExpectCall("reportAbsence", {"date": date("2027-02-08"), "absenceType": "sickness"})],
                forbid=["requestLeave"],
                answer_has=[said("Gareth")],
            ),
        ],
        features=("enum", "date", "nullable_type_list", "camel_names"),
    ),
    Case(
        "fp_hr_study_and_carryover",
        "hr_leave",
        "multi_intent",
        [
            Turn(
                "can you put in study leave for thursday 18 march, it's my CIPS exam. and remind me how many carried-over days i've got and when they run out?",
                calls=[
                    ExpectCall(
                        "requestLeave", {"leaveType": "study", "startDate": date("2027-03-18"), "endDate": date("2027-03-18")}
                    ),
                    ExpectCall("getLeaveBalance"),
                ],
                answer_has=[said_number(3), said("31 March", "31st March", "March 31", "2027-03-31", "31/03", "end of March")],
            ),
        ],
        features=("enum", "date", "strict", "camel_names"),
    ),
    Case(
        "fp_hr_fit_note",
        "hr_leave",
        "no_tool",
        [
            Turn(
                "hypothetically if i was off sick for a whole week would i need a doctor's note?",
                forbid=["reportAbsence", "requestLeave", "cancelLeaveRequest"],
                answer_has=[said("7", "seven")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "fp_hr_march_vague",
        "hr_leave",
        "underspecified",
        [
            Turn("i need to take a few days off in march", allow=["getLeaveBalance", "listLeaveRequests"], clarify=True),
        ],
        features=("camel_names",),
    ),
    Case(
        "fp_hr_easter_pending",
        "hr_leave",
        "chained",
        [
            Turn(
                "has my easter leave been approved yet? if it's still pending just cancel it, i'll rebook later",
                calls=[ExpectCall("listLeaveRequests"), ExpectCall("cancelLeaveRequest", {"requestId": "LR-2063"})],
                answer_has=[said("pending", "not been approved", "hadn't been approved", "wasn't approved", "not approved")],
            ),
        ],
        features=("condition", "camel_names"),
    ),
    Case(
        "fp_hr_half_to_full",
        "hr_leave",
        "multi_turn",
        [
            Turn(
                "what leave have i got coming up?",
                calls=[ExpectCall("listLeaveRequests")],
                allow=["getLeaveBalance"],
                answer_has=[said("19"), said("pending")],
            ),
            Turn(
                "cancel the half day, dont need it any more",
                calls=[ExpectCall("cancelLeaveRequest", {"requestId": "LR-2051"})],
                allow=["listLeaveRequests"],
            ),
            Turn(
                "actually just book the whole of the 19th off instead",
                calls=[
                    ExpectCall(
                        "requestLeave",
                        {
                            "leaveType": "annual",
                            "startDate": date("2027-02-19"),
                            "endDate": date("2027-02-19"),
                            "halfDay": null_or_absent(),
                        },
                    )
                ],
            ),
        ],
        features=("enum", "date", "strict", "nullable_anyof", "camel_names"),
    ),
]
