"""Fresh generality part V: five domains, 45 cases, written independently by a helper that saw only
spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- council_tax     9 tools, snake_case            Tuesday 8 December 2026, 10:15, Calderbrook, West Yorkshire (council tax portal)
- escape_room     7 tools, camelCase             Saturday 12 December 2026, 13:05, Manchester (Locked In escape rooms)
- chimney_sweep   4 tools, kebab-case            Wednesday 2 December 2026, 08:40, Keswick, Cumbria (Black Cat Chimney Sweeps)
- choir           3 tools, PascalCase            Monday 7 December 2026, 19:10, Norwich (St Giles Community Choir members' app)
- glasses_repair  1 tool,  Namespace_PascalCase  Thursday 17 December 2026, 11:50, Liverpool (SpecFix glasses repairs)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7.

Schema coverage: string, integer, integer enum (set_up_direct_debit payment_day), number (make_payment amount),
boolean, enum, arrays (of strings, of enums, of objects), nested objects, nullable via type lists and via anyOf,
$ref/$defs (strict apply_for_discount and book-sweep), string patterns, strict and non-strict tools, read tools and
act tools (pay, set up direct debit, apply, report a move, request a callback, book, change, cancel, email, set
attendance, create a repair order).
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
    fields,
    has_items,
    items,
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


def _clock(text: Any) -> str | None:
    """'HH:MM' from '2026-12-19T20:30', '2026-12-19 20:30:00', '20:30' ..."""
    found = re.search(r"(?:^|[T ])(\d{1,2}):(\d{2})", str(text).strip())
    if not found:
        return None
    return f"{int(found.group(1)):02d}:{found.group(2)}"


def said_re(pattern: str, describe: str) -> Pred:
    """The answer matches a regular expression (case-insensitive): for facts with many fair spellings."""
    return Pred(describe, lambda text: re.search(pattern, str(text), re.I) is not None)


MONTHS = {"nov": "11", "dec": "12", "jan": "01"}


def said_day(day: int, month: str, year: int = 2026) -> Pred:
    """The answer names this day of the month: '7 December', 'Dec 7th', 'Monday the 7th', '2026-12-07', '07/12'."""
    mm = MONTHS[month]
    pattern = (
        rf"\b{day}(?:st|nd|rd|th)?\s+(?:of\s+)?{month}"
        rf"|{month}\w*\.?\s+{day}(?:st|nd|rd|th)?\b"
        rf"|day\s+(?:the\s+)?{day}(?:st|nd|rd|th)\b"
        rf"|{year}-{mm}-{day:02d}"
        rf"|\b0?{day}/{mm}\b"
    )
    return said_re(pattern, f"names {day} {month}")


def said_any_number(*values: float) -> Pred:
    """The answer states at least one of these numbers."""
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


def has_any(*options: str) -> Pred:
    """A JSON array holding at least one of these strings (where two readings of a fault are fair)."""
    wanted = {o.casefold() for o in options}
    return Pred(
        f"array with any of {options!r}",
        lambda v: isinstance(v, list) and any(isinstance(x, str) and x.casefold() in wanted for x in v),
    )


def matches_digits(digits: str) -> Pred:
    """A string whose digits are exactly these (a phone number written with or without spaces)."""
    return Pred(f"digits {digits}", lambda v: isinstance(v, str) and re.sub(r"\D", "", v) == digits)


def date_between(first: str, last: str) -> Pred:
    """An ISO date (or date-time) from `first` to `last` inclusive (where several start dates are fair)."""
    low, high = _dt.date.fromisoformat(first), _dt.date.fromisoformat(last)
    return Pred(f"date in [{first}, {last}]", lambda v: isinstance(v, str) and low <= _dt.date.fromisoformat(v[:10]) <= high)


def mentions(*parts: str) -> Pred:
    """A JSON value whose text mentions every part, wherever the model put it."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(p.casefold() in json.dumps(v, ensure_ascii=False).casefold() for p in parts),
    )


# =============================================================================================
# 1. council_tax: Calderbrook Council tax portal (9 tools, snake_case)
# =============================================================================================

CT_TODAY = _dt.date(2026, 12, 8)
CT_ACCOUNT = "CT-40218833"
BAND_D_2026 = 2214.90
BAND_SHARE = {"A": 6, "B": 7, "C": 8, "D": 9, "E": 11, "F": 13, "G": 15, "H": 18}
CT_ANNUAL = 1968.80
CT_INSTALMENT = 196.88
YEAR_END = _dt.date(2027, 3, 31)


def _band_charge(band: str) -> float:
    return round(BAND_D_2026 * BAND_SHARE[band] / 9, 2)


BILLS: dict[str, dict[str, Any]] = {
    "2026/27": {
        "period": "1 April 2026 to 31 March 2027",
        "band": "C",
        "lines": [
            {"item": "Calderbrook Council", "gbp": 1460.52},
            {"item": "Adult social care precept", "gbp": 205.16},
            {"item": "West Yorkshire Mayoral Police and Crime", "gbp": 208.05},
            {"item": "West Yorkshire Fire and Rescue", "gbp": 79.07},
            {"item": "Hebble Valley Parish Council", "gbp": 16.00},
        ],
        "discounts": [],
        "total_gbp": 1968.80,
        "instalments": "10 monthly instalments of £196.88, due on the 1st, April 2026 to January 2027",
        "status": "being paid",
    },
    "2025/26": {
        "period": "1 April 2025 to 31 March 2026",
        "band": "C",
        "lines": [
            {"item": "Calderbrook Council", "gbp": 1396.02},
            {"item": "Adult social care precept", "gbp": 184.20},
            {"item": "West Yorkshire Mayoral Police and Crime", "gbp": 199.41},
            {"item": "West Yorkshire Fire and Rescue", "gbp": 76.45},
            {"item": "Hebble Valley Parish Council", "gbp": 19.00},
        ],
        "discounts": [],
        "total_gbp": 1875.08,
        "instalments": "9 x £187.50 and 1 x £187.58, April 2025 to January 2026",
        "status": "paid in full",
    },
    "2024/25": {
        "period": "1 April 2024 to 31 March 2025",
        "band": "C",
        "lines": [
            {"item": "Calderbrook Council", "gbp": 1337.51},
            {"item": "Adult social care precept", "gbp": 166.51},
            {"item": "West Yorkshire Mayoral Police and Crime", "gbp": 190.17},
            {"item": "West Yorkshire Fire and Rescue", "gbp": 73.07},
            {"item": "Hebble Valley Parish Council", "gbp": 19.00},
        ],
        "discounts": [],
        "total_gbp": 1786.26,
        "instalments": "10 monthly instalments",
        "status": "paid in full",
    },
}


def _due_day(year: int, month: int) -> _dt.date:
    """The 1st of the month, or the Monday after when it falls at a weekend (when the card payment went in)."""
    day = _dt.date(year, month, 1)
    while day.weekday() >= 5:
        day += _dt.timedelta(days=1)
    return day


def _payments() -> list[dict[str, Any]]:
    rows = []
    months = [(2025, m) for m in range(4, 13)] + [(2026, 1)]
    for i, (y, m) in enumerate(months):
        rows.append(
            {
                "date": str(_due_day(y, m)),
                "amount_gbp": 187.58 if i == 9 else 187.50,
                "year": "2025/26",
                "method": "debit card ending 2291",
                "receipt": f"CTP-{5120 + i}",
            }
        )
    for i, m in enumerate(range(4, 12)):
        rows.append(
            {
                "date": str(_due_day(2026, m)),
                "amount_gbp": CT_INSTALMENT,
                "year": "2026/27",
                "method": "debit card ending 2291",
                "receipt": f"CTP-{6340 + i}",
            }
        )
    return rows


CT_PAYMENTS = _payments()
CT_PAID_THIS_YEAR = round(sum(p["amount_gbp"] for p in CT_PAYMENTS if p["year"] == "2026/27"), 2)  # 1575.04
CT_BALANCE = round(CT_ANNUAL - CT_PAID_THIS_YEAR, 2)  # 393.76

LARCH_GROVE = {2: "C", 4: "C", 6: "C", 8: "D", 10: "C", 12: "C", 14: "C", 16: "B", 18: "C", 20: "D"}


def get_account_summary() -> dict[str, Any]:
    return {
        "account": CT_ACCOUNT,
        "liable_person": "Priya Nair",
        "property": "14 Larch Grove, Calderbrook HX3 7QD",
        "band": "C",
        "parish": "Hebble Valley",
        "liable_since": "2022-08-01",
        "adults_on_record": ["Priya Nair", "Daniel Reeve"],
        "discounts": [],
        "year": "2026/27",
        "annual_charge_gbp": CT_ANNUAL,
        "paid_this_year_gbp": CT_PAID_THIS_YEAR,
        "balance_remaining_gbp": CT_BALANCE,
        "overdue_gbp": CT_INSTALMENT,
        "overdue_detail": "Instalment of £196.88 due 1 December 2026 not received",
        "reminder_notice": {"issued": "2026-12-03", "amount_gbp": CT_INSTALMENT, "pay_by": "2026-12-10"},
        "next_instalment": {"due": "2027-01-01", "amount_gbp": CT_INSTALMENT},
        "instalment_plan": "10 monthly (April to January)",
        "payment_method": "pays online by debit card each month (no Direct Debit)",
        "saved_card": "Visa Debit ending 6034 (added 2026-12-05; the card ending 2291 expired in November)",
    }


def get_bill(year: str) -> dict[str, Any]:
    bill = BILLS.get(str(year).strip())
    if bill is None:
        return {"error": "Bills are available for 2024/25, 2025/26 and 2026/27."}
    return {"account": CT_ACCOUNT, "year": year, "property": "14 Larch Grove, Calderbrook HX3 7QD", **bill}


def list_payments(from_date: str | None = None, to_date: str | None = None) -> dict[str, Any]:
    start = _day(from_date) if from_date else _dt.date(2026, 4, 1)
    end = _day(to_date) if to_date else CT_TODAY
    if start is None or end is None:
        return {"error": "Dates must look like YYYY-MM-DD."}
    rows = [p for p in CT_PAYMENTS if start <= _dt.date.fromisoformat(p["date"]) <= end]
    out: dict[str, Any] = {
        "account": CT_ACCOUNT,
        "from": str(start),
        "to": str(end),
        "count": len(rows),
        "total_gbp": round(sum(p["amount_gbp"] for p in rows), 2),
        "payments": rows,
    }
    if start <= _dt.date(2026, 12, 1) <= end:
        out["expected_not_received"] = [{"due": "2026-12-01", "amount_gbp": CT_INSTALMENT, "reminder_issued": "2026-12-03"}]
    return out


def lookup_property_band(postcode: str, street: str | None = None) -> dict[str, Any]:
    code = re.sub(r"\s+", "", str(postcode)).upper()
    if code != "HX37QD":
        return {"error": "No properties found for that postcode in Calderbrook. Check it, or search the VOA's list on GOV.UK."}
    if street and "larch" not in str(street).lower():
        return {"postcode": "HX3 7QD", "properties": [], "note": "Every property in HX3 7QD is on Larch Grove."}
    rows = [
        {
            "address": f"{n} Larch Grove, Calderbrook HX3 7QD",
            "band": band,
            "annual_charge_2026_27_gbp": _band_charge(band),
            "yours": n == 14,
        }
        for n, band in LARCH_GROVE.items()
    ]
    return {"postcode": "HX3 7QD", "parish": "Hebble Valley", "properties": rows, "bands_set_by": "Valuation Office Agency"}


def set_up_direct_debit(
    account_holder: str, sort_code: str, account_number: str, payment_day: int, instalments: int
) -> dict[str, Any]:
    digits = re.sub(r"\D", "", str(sort_code))
    if len(digits) != 6:
        return {"error": "A sort code has 6 digits, like 40-11-62."}
    if not re.fullmatch(r"\d{8}", str(account_number).strip()):
        return {"error": "A UK account number has 8 digits."}
    if int(payment_day) not in (1, 8, 15, 22, 28):
        return {"error": "Direct Debits can be taken on the 1st, 8th, 15th, 22nd or 28th."}
    if int(instalments) not in (10, 12):
        return {"error": "Choose 10 (April-January) or 12 (April-March) instalments."}
    earliest = CT_TODAY
    working = 0
    while working < 10:
        earliest += _dt.timedelta(days=1)
        if earliest.weekday() < 5:
            working += 1
    first = _dt.date(earliest.year, earliest.month, int(payment_day))
    if first < earliest:
        month = earliest.month % 12 + 1
        first = _dt.date(earliest.year + (earliest.month == 12), month, int(payment_day))
    last_month = (2027, 1) if int(instalments) == 10 else (2027, 3)
    dates = []
    current = first
    while (current.year, current.month) <= last_month:
        dates.append(current)
        month = current.month % 12 + 1
        current = _dt.date(current.year + (current.month == 12), month, int(payment_day))
    count = len(dates)
    each = round(CT_BALANCE / count, 2)
    schedule = [{"date": str(d), "amount_gbp": each} for d in dates]
    schedule[-1]["amount_gbp"] = round(CT_BALANCE - each * (count - 1), 2)
    return {
        "mandate_reference": "DDI-40218833-01",
        "account_holder": account_holder,
        "bank": f"sort code {digits[:2]}-{digits[2:4]}-{digits[4:]}, account ending {str(account_number)[-4:]}",
        "status": "set up",
        "first_collection": str(first),
        "schedule": schedule,
        "covers_gbp": CT_BALANCE,
        "note": "The remaining 2026/27 balance, including the overdue December instalment, is spread over these collections; "
        "the reminder is put on hold while the Direct Debit is active. Collections on a weekend or bank holiday are taken "
        "the next working day.",
    }


def make_payment(amount: float, email_receipt: bool = True) -> dict[str, Any]:
    value = round(float(amount), 2)
    if value <= 0:
        return {"error": "The amount must be more than zero."}
    if value > CT_BALANCE + 1e-9:
        return {"error": f"That is more than the remaining balance for 2026/27 (£{CT_BALANCE:.2f})."}
    remaining = round(CT_BALANCE - value, 2)
    return {
        "receipt": "CTP-6412",
        "amount_gbp": value,
        "card": "Visa Debit ending 6034",
        "paid_at": "2026-12-08T10:16",
        "balance_remaining_gbp": remaining,
        "overdue_gbp": round(max(0.0, CT_INSTALMENT - value), 2),
        "reminder_status": "cleared" if value >= CT_INSTALMENT else "still open",
        "next_instalment": None if remaining == 0 else {"due": "2027-01-01", "amount_gbp": min(CT_INSTALMENT, remaining)},
        "receipt_emailed_to": "priya.nair@gmail.com" if email_receipt else None,
    }


def apply_for_discount(
    discount_type: str, effective_from: str, adults_living_there: list[dict[str, Any]], evidence_note: str | None = None
) -> dict[str, Any]:
    start = _day(effective_from)
    if start is None:
        return {"error": "effective_from must be a date like 2026-11-14."}
    if start < _dt.date(2022, 8, 1):
        return {"error": "You have only been liable at this address since 1 August 2022."}
    if start > CT_TODAY + _dt.timedelta(days=60):
        return {"error": "Apply from the date the change happens, no more than 60 days ahead."}
    adults = adults_living_there or []
    counted = [a for a in adults if not a.get("is_full_time_student")]
    if discount_type == "single_person" and len(counted) > 1:
        return {"error": "A single person discount needs only one adult (who is not a full-time student) living there."}
    out: dict[str, Any] = {
        "application_reference": "DA-77310",
        "discount_type": discount_type,
        "effective_from": str(start),
        "adults_declared": [a.get("full_name") for a in adults],
        "status": "received",
        "decision_within": "10 working days",
    }
    if discount_type == "single_person" and start <= YEAR_END:
        days = (YEAR_END - max(start, _dt.date(2026, 4, 1))).days + 1
        out["estimated_saving_2026_27_gbp"] = round(CT_ANNUAL / 365 * days * 0.25, 2)
        out["note"] = "If approved, the bill is recalculated and the remaining instalments go down; nothing changes until then."
    return out


def report_move(
    move_out_date: str,
    forwarding_address: dict[str, Any],
    new_occupier: str | None = None,
    staying_in_calderbrook: bool = False,
) -> dict[str, Any]:
    moving = _day(move_out_date)
    if moving is None:
        return {"error": "move_out_date must be a date like 2027-01-15."}
    if not (forwarding_address or {}).get("postcode"):
        return {"error": "A forwarding address with a postcode is needed for the final bill."}
    days = (min(moving, YEAR_END) - _dt.date(2026, 4, 1)).days + 1
    charge = round(CT_ANNUAL / 365 * days, 2)
    return {
        "reference": "MV-20914",
        "move_out_date": str(moving),
        "forwarding_address": forwarding_address,
        "new_occupier": new_occupier,
        "final_bill_estimate": {
            "charge_to_move_date_gbp": charge,
            "paid_gbp": CT_PAID_THIS_YEAR,
            "difference_gbp": round(charge - CT_PAID_THIS_YEAR, 2),
        },
        "next_step": "A final bill is posted to the forwarding address within 14 days."
        + (" A new account will be opened for your new Calderbrook address." if staying_in_calderbrook else ""),
    }


def request_callback(topic: str, preferred_date: str, time_slot: str, phone: str, notes: str | None = None) -> dict[str, Any]:
    when = _day(preferred_date)
    if when is None or when <= CT_TODAY:
        return {"error": "Pick a working day after today (8 December 2026)."}
    if when.weekday() >= 5:
        return {"error": "Callbacks are on weekdays only."}
    digits = re.sub(r"\D", "", str(phone))
    if len(digits) < 10:
        return {"error": "That phone number looks too short."}
    return {
        "callback_reference": "CB-31877",
        "topic": topic,
        "date": str(when),
        "window": "9:00-12:00" if time_slot == "morning" else "13:00-17:00",
        "phone": phone,
        "notes": notes,
        "caller_id": "Calderbrook Council, 01422 555 000",
    }


CT_YEAR = {"type": "string", "enum": ["2024/25", "2025/26", "2026/27"], "description": "Financial year, April to March"}

CT_TOOLS = [
    ToolDef(
        "get_account_summary",
        "The signed-in resident's council tax account: band, this year's charge, paid so far, balance, anything overdue, "
        "instalments, payment method, discounts and adults on record.",
        {"type": "object", "properties": {}},
        get_account_summary,
    ),
    ToolDef(
        "get_bill",
        "The council tax bill for one financial year: what it pays for (council, police, fire, parish), discounts and total.",
        {
            "type": "object",
            "properties": {"year": CT_YEAR},
            "required": ["year"],
            "additionalProperties": False,
        },
        get_bill,
        strict=True,
    ),
    ToolDef(
        "list_payments",
        "Payments received on the account between two dates (default: since 1 April this year), and any instalment not received.",
        {
            "type": "object",
            "properties": {
                "from_date": {"type": ["string", "null"], "description": "YYYY-MM-DD"},
                "to_date": {"type": ["string", "null"], "description": "YYYY-MM-DD"},
            },
        },
        list_payments,
    ),
    ToolDef(
        "lookup_property_band",
        "Council tax bands of the homes in a postcode (public Valuation Office list), with this year's charge for each band.",
        {
            "type": "object",
            "properties": {
                "postcode": {"type": "string", "description": "e.g. HX3 7QD"},
                "street": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Optional street filter"},
            },
            "required": ["postcode", "street"],
            "additionalProperties": False,
        },
        lookup_property_band,
        strict=True,
    ),
    ToolDef(
        "set_up_direct_debit",
        "Set up a Direct Debit for the resident's council tax. The remaining balance for the year is spread over the "
        "collections up to the last instalment month.",
        {
            "type": "object",
            "properties": {
                "account_holder": {"type": "string", "description": "Name on the bank account"},
                "sort_code": {"type": "string", "pattern": "^\\d{2}-?\\d{2}-?\\d{2}$", "description": "e.g. 40-11-62"},
                "account_number": {"type": "string", "pattern": "^\\d{8}$"},
                "payment_day": {"type": "integer", "enum": [1, 8, 15, 22, 28], "description": "Day of the month"},
                "instalments": {
                    "type": "integer",
                    "enum": [10, 12],
                    "description": "10 = April to January, 12 = April to March",
                },
            },
            "required": ["account_holder", "sort_code", "account_number", "payment_day", "instalments"],
            "additionalProperties": False,
        },
        set_up_direct_debit,
        act=True,
        strict=True,
    ),
    ToolDef(
        "make_payment",
        "Pay an amount off this year's council tax now with the resident's saved debit card.",
        {
            "type": "object",
            "properties": {
                "amount": {"type": "number", "exclusiveMinimum": 0, "description": "GBP, e.g. 196.88"},
                "email_receipt": {"type": "boolean", "description": "Email a receipt (default true)"},
            },
            "required": ["amount"],
        },
        make_payment,
        act=True,
    ),
    ToolDef(
        "apply_for_discount",
        "Apply for a council tax discount or exemption for the resident's home.",
        {
            "type": "object",
            "properties": {
                "discount_type": {
                    "type": "string",
                    "enum": ["single_person", "student_exemption", "severe_mental_impairment", "carer", "empty_property"],
                },
                "effective_from": {"type": "string", "description": "Date the circumstances changed, YYYY-MM-DD"},
                "adults_living_there": {
                    "type": "array",
                    "items": {"$ref": "#/$defs/adult"},
                    "description": "Every adult (18+) who lives at the property now, including the applicant",
                },
                "evidence_note": {"type": ["string", "null"], "description": "Anything the council should know"},
            },
            "required": ["discount_type", "effective_from", "adults_living_there", "evidence_note"],
            "additionalProperties": False,
            "$defs": {
                "adult": {
                    "type": "object",
                    "properties": {
                        "full_name": {"type": "string"},
                        "date_of_birth": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "YYYY-MM-DD"},
                        "is_full_time_student": {"type": "boolean"},
                    },
                    "required": ["full_name", "date_of_birth", "is_full_time_student"],
                    "additionalProperties": False,
                }
            },
        },
        apply_for_discount,
        act=True,
        strict=True,
    ),
    ToolDef(
        "report_move",
        "Tell the council the resident is moving out, so a final bill can be made.",
        {
            "type": "object",
            "properties": {
                "move_out_date": {"type": "string", "format": "date"},
                "forwarding_address": {
                    "type": "object",
                    "properties": {
                        "line1": {"type": "string"},
                        "line2": {"type": "string"},
                        "town": {"type": "string"},
                        "postcode": {"type": "string"},
                    },
                    "required": ["line1", "town", "postcode"],
                },
                "new_occupier": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "If known"},
                "staying_in_calderbrook": {"type": "boolean"},
            },
            "required": ["move_out_date", "forwarding_address"],
        },
        report_move,
        act=True,
    ),
    ToolDef(
        "request_callback",
        "Ask for a council tax adviser to phone the resident back.",
        {
            "type": "object",
            "properties": {
                "topic": {
                    "type": "string",
                    "enum": ["payments", "discounts_and_exemptions", "bands", "moving_home", "arrears", "bill_query", "other"],
                },
                "preferred_date": {"type": "string", "description": "A weekday, YYYY-MM-DD"},
                "time_slot": {"type": "string", "enum": ["morning", "afternoon"]},
                "phone": {"type": "string"},
                "notes": {"type": ["string", "null"]},
            },
            "required": ["topic", "preferred_date", "time_slot", "phone"],
        },
        request_callback,
        act=True,
    ),
]

CT_ACTS = ["set_up_direct_debit", "make_payment", "apply_for_discount", "report_move", "request_callback"]
CT_READS = ["get_account_summary", "get_bill", "list_payments", "lookup_property_band"]

CT_INSTRUCTIONS = """You are the council tax assistant on Calderbrook Metropolitan Borough Council's resident portal.
Today is Tuesday 8 December 2026, 10:15 (Calderbrook, West Yorkshire; Europe/London).

Signed-in resident: Priya Nair, account CT-40218833, 14 Larch Grove, Calderbrook HX3 7QD (email priya.nair@gmail.com).
Use the tools for her band, bills, balance and payments; don't guess amounts.

How council tax works here:
- The financial year runs 1 April to 31 March. Bills are paid in 10 monthly instalments (April to January) unless the resident asks for 12 (April to March).
- Direct Debits can be taken on the 1st, 8th, 15th, 22nd or 28th; the first collection needs at least 10 working days' notice.
- Single person discount: 25% off when only one adult (18+) lives in the home; full-time students aren't counted. Apply from the date the other adult moved out.
- Missed instalments: a reminder is sent. If it isn't paid within 7 days of the reminder, the right to pay by instalments is lost and the whole remaining balance for the year becomes due at once; after that a court summons adds £78 costs.
- Bands are set by the Valuation Office Agency (VOA), not the council. A resident who thinks their band is wrong can ask the VOA to review it (free, on GOV.UK); keep paying the current bill meanwhile, and any overpayment is refunded if the band changes.
- Moving home: tell us the move-out date and a forwarding address; a final bill follows within 14 days.
- Callbacks are on weekdays, mornings (9-12) or afternoons (1-5).
Only make payments, set up Direct Debits, apply for discounts, report moves or book callbacks when the resident asks for that."""


# =============================================================================================
# 2. escape_room: Locked In Manchester (7 tools, camelCase)
# =============================================================================================

ER_NOW = _dt.datetime(2026, 12, 12, 13, 5)
ER_SLOTS = ["10:00", "11:30", "13:00", "14:30", "16:00", "17:30", "19:00", "20:30"]
ER_CLOSED = {"2026-12-25", "2027-01-01"}

ROOMS: dict[str, dict[str, Any]] = {
    "the-vault": {
        "name": "The Vault",
        "theme": "bank heist",
        "minPlayers": 2,
        "maxPlayers": 6,
        "minutes": 60,
        "difficulty": "3/5",
        "minAge": 12,
        "scareLevel": "none",
        "wheelchairAccessible": False,
        "escapeRate": "41%",
        "access": "basement, 14 steps down",
    },
    "ward-9": {
        "name": "Ward 9",
        "theme": "abandoned hospital horror with a live actor",
        "minPlayers": 3,
        "maxPlayers": 6,
        "minutes": 60,
        "difficulty": "4/5",
        "minAge": 16,
        "scareLevel": "high (live actor, darkness, jump scares)",
        "wheelchairAccessible": False,
        "escapeRate": "28%",
        "access": "first floor, stairs only",
    },
    "lost-lighthouse": {
        "name": "The Lost Lighthouse",
        "theme": "family adventure",
        "minPlayers": 2,
        "maxPlayers": 5,
        "minutes": 60,
        "difficulty": "2/5",
        "minAge": 8,
        "scareLevel": "none",
        "wheelchairAccessible": True,
        "escapeRate": "67%",
        "access": "ground floor, step-free",
    },
    "bunker-1983": {
        "name": "Bunker 1983",
        "theme": "cold war countdown",
        "minPlayers": 4,
        "maxPlayers": 8,
        "minutes": 75,
        "difficulty": "5/5",
        "minAge": 14,
        "scareLevel": "low (darkness, loud alarms)",
        "wheelchairAccessible": False,
        "escapeRate": "19%",
        "access": "basement, 14 steps down",
    },
}
ROOM_IDS = list(ROOMS)
PER_PLAYER = {2: 30, 3: 27, 4: 24, 5: 22, 6: 21, 7: 20, 8: 20}
BUNKER_EXTRA = 3
ADD_ONS = {"photo_pack": 8, "celebration_cake": 18}

ER_TAKEN: dict[str, dict[str, set[str]]] = {
    "2026-12-13": {
        "lost-lighthouse": {"10:00", "13:00", "14:30"},
        "the-vault": {"10:00", "13:00", "16:00", "19:00"},
        "ward-9": {"19:00", "20:30"},
        "bunker-1983": {"11:30", "17:30"},
    },
    "2026-12-19": {
        "the-vault": {"16:00", "17:30", "19:00"},
        "ward-9": {"16:00", "17:30", "19:00"},
        "bunker-1983": {"16:00", "17:30", "20:30"},
        "lost-lighthouse": {"10:00", "11:30", "13:00"},
    },
    "2026-12-27": {
        "bunker-1983": {"13:00", "19:00"},
        "the-vault": {"14:30", "16:00"},
        "ward-9": {"20:30"},
        "lost-lighthouse": {"10:00", "11:30"},
    },
}

JORDAN = {"name": "Jordan Blake", "email": "jordan.blake@icloud.com", "phone": "07811 402337"}
JORDAN_BOOKING = {
    "bookingRef": "LI-88412",
    "roomId": "the-vault",
    "room": "The Vault",
    "startTime": "2026-12-19T19:00",
    "players": 4,
    "leadBooker": JORDAN,
    "paidGbp": 96,
    "priceNote": "4 players x £24",
    "status": "confirmed",
    "arriveBy": "18:45",
}

VOUCHERS = {
    "XMAS-7Q2K": {"balanceGbp": 50.0, "validUntil": "2027-06-30", "status": "active"},
    "GIFT-3310": {"balanceGbp": 40.0, "validUntil": "2026-11-01", "status": "expired"},
}


def _price(room_id: str, players: int) -> int:
    return (PER_PLAYER[players] + (BUNKER_EXTRA if room_id == "bunker-1983" else 0)) * players


def _is_taken(room_id: str, day: _dt.date, slot: str) -> bool:
    key = str(day)
    if key in ER_TAKEN:
        return slot in ER_TAKEN[key].get(room_id, set())
    return (day.day + ER_SLOTS.index(slot) + ROOM_IDS.index(room_id)) % 3 == 0


def _slot_open(day: _dt.date, slot: str) -> bool:
    hour, minute = (int(x) for x in slot.split(":"))
    return _dt.datetime(day.year, day.month, day.day, hour, minute) > ER_NOW + _dt.timedelta(minutes=30)


def search_availability(date: str, players: int, roomId: str | None = None) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must look like 2026-12-19"}
    if day < ER_NOW.date():
        return {"error": "That date has passed (today is 2026-12-12)."}
    if str(day) in ER_CLOSED:
        return {"date": str(day), "closed": True, "message": "We're closed on Christmas Day and New Year's Day."}
    if roomId is not None and roomId not in ROOMS:
        return {"error": "Unknown room. Rooms: " + ", ".join(ROOM_IDS)}
    rooms, unsuitable = [], []
    for rid in [roomId] if roomId else ROOM_IDS:
        info = ROOMS[rid]
        if not info["minPlayers"] <= int(players) <= info["maxPlayers"]:
            unsuitable.append({"roomId": rid, "room": info["name"], "reason": f"takes {info['minPlayers']}-{info['maxPlayers']}"})
            continue
        free = [s for s in ER_SLOTS if _slot_open(day, s) and not _is_taken(rid, day, s)]
        rooms.append(
            {
                "roomId": rid,
                "room": info["name"],
                "freeSlots": free,
                "totalPriceGbp": _price(rid, int(players)),
                "minutes": info["minutes"],
            }
        )
    return {"date": str(day), "weekday": day.strftime("%A"), "players": int(players), "rooms": rooms, "notSuitable": unsuitable}


def get_room_info(roomId: str) -> dict[str, Any]:
    info = ROOMS.get(str(roomId).strip().lower())
    if info is None:
        return {"error": "Unknown room. Rooms: " + ", ".join(ROOM_IDS)}
    prices = {str(n): _price(roomId, n) for n in range(info["minPlayers"], info["maxPlayers"] + 1)}
    return {
        "roomId": roomId,
        **info,
        "under16s": "not allowed (strictly 16+, ID may be checked)"
        if info["minAge"] >= 16
        else "must play with an adult in the room",
        "totalPriceByPlayersGbp": prices,
        "hints": "3 free hints via the walkie-talkie",
    }


def create_booking(
    roomId: str,
    startTime: str,
    players: int,
    leadBooker: dict[str, Any],
    addOns: list[str],
    voucherCode: str | None,
    notes: str | None,
) -> dict[str, Any]:
    info = ROOMS.get(str(roomId))
    if info is None:
        return {"error": "Unknown room. Rooms: " + ", ".join(ROOM_IDS)}
    day, slot = _day(startTime), _clock(startTime)
    if day is None or slot not in ER_SLOTS:
        return {"error": "startTime must be a slot such as 2026-12-19T20:30 (slots: " + ", ".join(ER_SLOTS) + ")"}
    if str(day) in ER_CLOSED or not _slot_open(day, slot):
        return {"error": "That slot can't be booked (closed, past, or starting within 30 minutes)."}
    if _is_taken(roomId, day, slot):
        return {"error": f"{info['name']} is already booked at that time. Use searchAvailability."}
    if not info["minPlayers"] <= int(players) <= info["maxPlayers"]:
        return {"error": f"{info['name']} takes {info['minPlayers']}-{info['maxPlayers']} players."}
    if not (leadBooker or {}).get("email"):
        return {"error": "leadBooker.email is required."}
    price = _price(roomId, int(players))
    extras = sum(ADD_ONS.get(a, 0) for a in addOns or [])
    total = price + extras
    voucher_used = 0.0
    if voucherCode:
        voucher = VOUCHERS.get(str(voucherCode).strip().upper())
        if voucher is None:
            return {"error": "That voucher code isn't recognised."}
        if voucher["status"] != "active":
            return {"error": f"That voucher expired on {voucher['validUntil']}."}
        voucher_used = min(voucher["balanceGbp"], total)
    return {
        "bookingRef": "LI-88530",
        "status": "confirmed",
        "room": info["name"],
        "startTime": f"{day}T{slot}",
        "players": int(players),
        "leadBooker": leadBooker,
        "roomPriceGbp": price,
        "addOns": list(addOns or []),
        "addOnsGbp": extras,
        "voucherAppliedGbp": voucher_used,
        "chargedToCardGbp": round(total - voucher_used, 2),
        "card": "Mastercard ending 5518",
        "arriveBy": "15 minutes before the start for the briefing",
        "confirmationSentTo": (leadBooker or {}).get("email"),
    }


def _unknown_booking(ref: str) -> dict[str, Any]:
    return {"error": "No booking with that reference on this account. Your booking is LI-88412."}


def get_booking(bookingRef: str) -> dict[str, Any]:
    if str(bookingRef).strip().upper() != "LI-88412":
        return _unknown_booking(bookingRef)
    return {**JORDAN_BOOKING, "freeChangesUntil": "2026-12-17T19:00", "fullRefundUntil": "2026-12-16T19:00"}


def change_booking(bookingRef: str, newStartTime: str | None = None, newPlayers: int | None = None) -> dict[str, Any]:
    if str(bookingRef).strip().upper() != "LI-88412":
        return _unknown_booking(bookingRef)
    if newStartTime is None and newPlayers is None:
        return {"error": "Give a new start time, a new number of players, or both."}
    start = JORDAN_BOOKING["startTime"]
    if newStartTime is not None:
        day, slot = _day(newStartTime), _clock(newStartTime)
        if day is None or slot not in ER_SLOTS:
            return {"error": "newStartTime must be a slot such as 2026-12-19T20:30"}
        moved = f"{day}T{slot}"
        if moved != start and (_is_taken("the-vault", day, slot) or not _slot_open(day, slot) or str(day) in ER_CLOSED):
            return {"error": "The Vault isn't free at that time. Use searchAvailability."}
        start = moved
    players = int(newPlayers) if newPlayers is not None else 4
    if not 2 <= players <= 6:
        return {"error": "The Vault takes 2-6 players."}
    new_price = _price("the-vault", players)
    return {
        "bookingRef": "LI-88412",
        "status": "changed",
        "room": "The Vault",
        "startTime": start,
        "players": players,
        "newPriceGbp": new_price,
        "alreadyPaidGbp": 96,
        "chargedNowGbp": max(0, new_price - 96),
        "refundedGbp": max(0, 96 - new_price),
        "card": "Mastercard ending 5518",
    }


def cancel_booking(bookingRef: str, reason: str | None = None) -> dict[str, Any]:
    if str(bookingRef).strip().upper() != "LI-88412":
        return _unknown_booking(bookingRef)
    return {
        "bookingRef": "LI-88412",
        "status": "cancelled",
        "refundGbp": 96,
        "refundTo": "Mastercard ending 5518, within 5 working days",
        "reason": reason,
    }


def check_voucher(code: str) -> dict[str, Any]:
    voucher = VOUCHERS.get(str(code).strip().upper())
    if voucher is None:
        return {"error": "That voucher code isn't recognised. Codes look like XMAS-7Q2K."}
    return {"code": str(code).strip().upper(), **voucher, "usableOn": "any room, any day we're open"}


ROOM_ID = {"type": "string", "enum": ROOM_IDS}

ER_TOOLS = [
    ToolDef(
        "searchAvailability",
        "Free start times on a date for a group size, with the total price per room.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "players": {"type": "integer", "minimum": 2, "maximum": 8},
                "roomId": {"anyOf": [ROOM_ID, {"type": "null"}], "description": "One room, or null for every room"},
            },
            "required": ["date", "players", "roomId"],
            "additionalProperties": False,
        },
        search_availability,
        strict=True,
    ),
    ToolDef(
        "getRoomInfo",
        "Details of one room: theme, players, length, difficulty, minimum age, scare level, accessibility, prices.",
        {"type": "object", "properties": {"roomId": ROOM_ID}, "required": ["roomId"]},
        get_room_info,
    ),
    ToolDef(
        "createBooking",
        "Book a room slot. Charges the customer's saved card (after any voucher) straight away.",
        {
            "type": "object",
            "properties": {
                "roomId": ROOM_ID,
                "startTime": {"type": "string", "description": "Local start, e.g. 2026-12-19T20:30"},
                "players": {"type": "integer"},
                "leadBooker": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string"},
                        "email": {"type": "string"},
                        "phone": {"type": "string"},
                    },
                    "required": ["name", "email", "phone"],
                    "additionalProperties": False,
                },
                "addOns": {
                    "type": "array",
                    "items": {"type": "string", "enum": list(ADD_ONS)},
                    "description": "photo_pack £8, celebration_cake £18; [] for none",
                },
                "voucherCode": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "notes": {"type": ["string", "null"]},
            },
            "required": ["roomId", "startTime", "players", "leadBooker", "addOns", "voucherCode", "notes"],
            "additionalProperties": False,
        },
        create_booking,
        act=True,
        strict=True,
    ),
    ToolDef(
        "getBooking",
        "A booking's room, time, players, amount paid and change/refund deadlines.",
        {"type": "object", "properties": {"bookingRef": {"type": "string"}}, "required": ["bookingRef"]},
        get_booking,
    ),
    ToolDef(
        "changeBooking",
        "Move a booking to another slot the same room has free, and/or change the number of players (the price is "
        "recalculated; the difference is charged or refunded).",
        {
            "type": "object",
            "properties": {
                "bookingRef": {"type": "string"},
                "newStartTime": {"type": ["string", "null"], "description": "e.g. 2026-12-19T20:30; null to keep"},
                "newPlayers": {"type": ["integer", "null"], "description": "null to keep"},
            },
            "required": ["bookingRef"],
        },
        change_booking,
        act=True,
    ),
    ToolDef(
        "cancelBooking",
        "Cancel a booking (refund rules apply).",
        {
            "type": "object",
            "properties": {"bookingRef": {"type": "string"}, "reason": {"type": "string"}},
            "required": ["bookingRef"],
        },
        cancel_booking,
        act=True,
    ),
    ToolDef(
        "checkVoucher",
        "Balance and expiry of a gift voucher code.",
        {"type": "object", "properties": {"code": {"type": "string"}}, "required": ["code"]},
        check_voucher,
    ),
]

ER_ACTS = ["createBooking", "changeBooking", "cancelBooking"]

ER_INSTRUCTIONS = """You are the booking assistant for Locked In, an escape-room venue at 23 Tariff Street, Northern Quarter, Manchester.
Today is Saturday 12 December 2026, 1:05 pm (Europe/London).

Signed-in customer: Jordan Blake (jordan.blake@icloud.com, 07811 402337), saved card Mastercard ending 5518.
Jordan's upcoming booking: LI-88412.

Rooms (roomId): The Vault (the-vault), Ward 9 (ward-9), The Lost Lighthouse (lost-lighthouse), Bunker 1983 (bunker-1983).
Use getRoomInfo for player numbers, ages, difficulty, scare level and accessibility, and searchAvailability for free times.
Start times every day: 10:00, 11:30, 13:00, 14:30, 16:00, 17:30, 19:00 and 20:30. Closed Christmas Day and New Year's Day.

House rules:
- Arrive 15 minutes before your start time for the safety briefing; late arrivals eat into your game time.
- Under-16s must play with an adult in the room.
- Price per player depends on group size; Bunker 1983 (75 minutes) is £3 a player more.
- Changes (time, date, number of players) are free up to 48 hours before the start; the price is recalculated.
- Cancellations: full refund up to 72 hours before the start; after that, no refund. Players who don't turn up on the day aren't refunded.
- Gift vouchers last 12 months and work on any room; any unused balance stays on the code.
Only book, change or cancel when the customer asks you to."""


# =============================================================================================
# 3. chimney_sweep: Black Cat Chimney Sweeps (4 tools, kebab-case)
# =============================================================================================

SWEEP_TODAY = _dt.date(2026, 12, 2)
SWEEP_VISITS = [
    ("V-1207-AM", "2026-12-07", "08:00-12:00"),
    ("V-1208-PM", "2026-12-08", "12:30-16:30"),
    ("V-1210-AM", "2026-12-10", "08:00-12:00"),
    ("V-1211-AM", "2026-12-11", "08:00-12:00"),
    ("V-1211-PM", "2026-12-11", "12:30-16:30"),
    ("V-1215-AM", "2026-12-15", "08:00-12:00"),
    ("V-1217-PM", "2026-12-17", "12:30-16:30"),
    ("V-1221-AM", "2026-12-21", "08:00-12:00"),
    ("V-1222-AM", "2026-12-22", "08:00-12:00"),
    ("V-0105-AM", "2027-01-05", "08:00-12:00"),
    ("V-0106-PM", "2027-01-06", "12:30-16:30"),
]
SWEEP_HISTORY = [
    {
        "visit_date": "2025-11-14",
        "certificate_id": "BC-2025-1187",
        "sweep": "Tom Aspinall",
        "appliances": ["wood burner (lounge)", "open fire (dining room)"],
        "findings": "Wood burner: about half a bucket of soot and early tar glazing in the flue; burning nightly, so sweep "
        "twice a season. Open fire: jackdaw nesting material removed from the pot; a bird guard is recommended.",
        "smoke_test": "passed",
    },
    {
        "visit_date": "2024-11-02",
        "certificate_id": "BC-2024-0964",
        "sweep": "Tom Aspinall",
        "appliances": ["wood burner (lounge)", "open fire (dining room)"],
        "findings": "Light soot deposits. No defects.",
        "smoke_test": "passed",
    },
    {
        "visit_date": "2023-10-20",
        "certificate_id": "BC-2023-0771",
        "sweep": "Kath Dobson",
        "appliances": ["wood burner (lounge)"],
        "findings": "Light soot. Open fire not in use that year.",
        "smoke_test": "passed",
    },
]
SWEEP_PRICE_FIRST, SWEEP_PRICE_EXTRA = 75, 45


def get_available_visits(from_date: str, to_date: str | None = None, appliance_count: int = 1) -> dict[str, Any]:
    start = _day(from_date)
    if start is None:
        return {"error": "from_date must look like 2026-12-07"}
    start = max(start, SWEEP_TODAY + _dt.timedelta(days=1))
    end = _day(to_date) if to_date else start + _dt.timedelta(days=21)
    if end is None:
        return {"error": "to_date must look like 2026-12-18"}
    rows = []
    for visit_id, day, window in SWEEP_VISITS:
        d = _dt.date.fromisoformat(day)
        if not start <= d <= end:
            continue
        if int(appliance_count or 1) >= 3 and window != "08:00-12:00":
            continue
        rows.append({"visit_id": visit_id, "date": day, "weekday": d.strftime("%A"), "window": window})
    return {
        "from": str(start),
        "to": str(end),
        "appliance_count": int(appliance_count or 1),
        "visits": rows,
        "note": "No visits 23 December to 4 January. The sweep phones 30 minutes before arriving.",
    }


def book_sweep(
    visit_id: str, appliances: list[dict[str, Any]], bird_guard_quote: bool, access_notes: str | None
) -> dict[str, Any]:
    found = next((v for v in SWEEP_VISITS if v[0] == str(visit_id).strip().upper()), None)
    if found is None:
        return {"error": "Unknown visit id. Use get-available-visits to see free visits (ids look like V-1207-AM)."}
    if not appliances:
        return {"error": "List at least one appliance to sweep."}
    if len(appliances) >= 3 and found[2] != "08:00-12:00":
        return {"error": "Three or more appliances need a morning visit."}
    price = SWEEP_PRICE_FIRST + SWEEP_PRICE_EXTRA * (len(appliances) - 1)
    day = _dt.date.fromisoformat(found[1])
    return {
        "job_reference": "BC-J-4471",
        "status": "booked",
        "visit_id": found[0],
        "date": found[1],
        "weekday": day.strftime("%A"),
        "arrival_window": found[2],
        "address": "Fell Cottage, Borrowdale Road, Keswick CA12 5UR",
        "appliances": appliances,
        "price_gbp": price,
        "price_note": f"£{SWEEP_PRICE_FIRST} first appliance + £{SWEEP_PRICE_EXTRA} each extra; smoke test and certificate included",
        "bird_guard": "quote on the day: supplied and fitted from £65" if bird_guard_quote else None,
        "access_notes": access_notes,
        "before_we_come": "Let the fires go out the evening before so they're cold; clear the hearth and mantelpiece.",
        "confirmation_sent_to": "alan.whitlock@btinternet.com",
    }


def get_sweep_history(limit: int = 5) -> dict[str, Any]:
    return {
        "property": "Fell Cottage, Borrowdale Road, Keswick CA12 5UR",
        "customer": "Alan and Bea Whitlock",
        "visits": SWEEP_HISTORY[: max(1, int(limit or 5))],
        "upcoming": [],
    }


def email_certificate(certificate_id: str, to_email: str, cc_me: bool = False) -> dict[str, Any]:
    cert = next((h for h in SWEEP_HISTORY if h["certificate_id"] == str(certificate_id).strip().upper()), None)
    if cert is None:
        return {"error": "Unknown certificate id. Use get-sweep-history (ids look like BC-2025-1187)."}
    address = str(to_email).strip().lower()
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", address):
        return {"error": "That isn't a valid email address."}
    return {
        "certificate_id": cert["certificate_id"],
        "visit_date": cert["visit_date"],
        "sent_to": address,
        "cc": "alan.whitlock@btinternet.com" if cc_me else None,
        "format": "PDF (HETAS-registered sweep certificate)",
        "sent_at": "2026-12-02T08:41",
    }


SWEEP_TOOLS = [
    ToolDef(
        "get-available-visits",
        "Free sweep visits (morning or afternoon windows) between two dates for the customer's address.",
        {
            "type": "object",
            "properties": {
                "from_date": {"type": "string", "format": "date"},
                "to_date": {"type": ["string", "null"], "format": "date", "description": "Default: 3 weeks after from_date"},
                "appliance_count": {"type": "integer", "minimum": 1, "maximum": 4, "description": "Fires/stoves to sweep"},
            },
            "required": ["from_date"],
        },
        get_available_visits,
    ),
    ToolDef(
        "book-sweep",
        "Book a sweep visit for one or more appliances.",
        {
            "type": "object",
            "properties": {
                "visit_id": {"type": "string", "description": "From get-available-visits, e.g. V-1207-AM"},
                "appliances": {"type": "array", "items": {"$ref": "#/$defs/appliance"}},
                "bird_guard_quote": {"type": "boolean", "description": "Ask the sweep to quote for fitting a bird guard"},
                "access_notes": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["visit_id", "appliances", "bird_guard_quote", "access_notes"],
            "additionalProperties": False,
            "$defs": {
                "appliance": {
                    "type": "object",
                    "properties": {
                        "type": {
                            "type": "string",
                            "enum": ["wood_burner", "multi_fuel_stove", "open_fire", "range_cooker", "oil_boiler_flue"],
                        },
                        "room": {"type": "string"},
                        "fuel": {"type": "string", "enum": ["seasoned_wood", "smokeless_coal", "house_coal", "mixed", "oil"]},
                        "last_swept": {"type": ["string", "null"], "description": "YYYY-MM-DD if known"},
                    },
                    "required": ["type", "room", "fuel", "last_swept"],
                    "additionalProperties": False,
                }
            },
        },
        book_sweep,
        act=True,
        strict=True,
    ),
    ToolDef(
        "get-sweep-history",
        "Past sweeps at the customer's property, with findings and certificate ids.",
        {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1}}},
        get_sweep_history,
    ),
    ToolDef(
        "email-certificate",
        "Email a sweep certificate (PDF) to any address, e.g. an insurer.",
        {
            "type": "object",
            "properties": {
                "certificate_id": {"type": "string"},
                "to_email": {"type": "string"},
                "cc_me": {"type": "boolean", "description": "Copy the customer in"},
            },
            "required": ["certificate_id", "to_email"],
        },
        email_certificate,
        act=True,
    ),
]

SWEEP_ACTS = ["book-sweep", "email-certificate"]

SWEEP_INSTRUCTIONS = """You are the online assistant for Black Cat Chimney Sweeps, a HETAS-registered sweep covering Keswick and the north Lakes.
Today is Wednesday 2 December 2026, 08:40 (Keswick, Cumbria; Europe/London).

Signed-in customer: Alan Whitlock (alan.whitlock@btinternet.com), wife Bea Whitlock (bea.whitlock@gmail.com).
Property: Fell Cottage, Borrowdale Road, Keswick CA12 5UR. Two chimneys: a wood burner in the lounge (burns seasoned logs) and an open fire in the dining room (burns smokeless coal).

Prices: £75 for the first appliance, £45 for each extra one at the same visit. A smoke test and a sweep certificate (emailed after the visit) are included. Bird guards are quoted on the day, supplied and fitted from £65.
Visits are 08:00-12:00 or 12:30-16:30; the sweep phones 30 minutes before arriving. No visits 23 December to 4 January.
Before a visit: let the fires go out the evening before so everything is cold, and clear the hearth and mantelpiece. We bring dust sheets and a vacuum.
How often to sweep (our advice, following HETAS): wood burners at least twice a year while in regular use (before and midway through the season); smokeless coal at least once a year; house coal twice a year; oil once a year.
Cancellations: free with 24 hours' notice, otherwise a £30 call-out charge.
Only book visits or email certificates when the customer asks you to."""


# =============================================================================================
# 4. choir: St Giles Community Choir members' app (3 tools, PascalCase)
# =============================================================================================

CHOIR_NOW = _dt.datetime(2026, 12, 7, 19, 10)
HALL = "St Giles Church Hall, Willow Lane, Norwich"

CHOIR_EVENTS: list[dict[str, Any]] = [
    {
        "eventId": "R-2026-12-01",
        "type": "rehearsal",
        "title": "Full rehearsal",
        "start": "2026-12-01T19:30",
        "end": "2026-12-01T21:30",
        "venue": HALL,
        "notes": "",
    },
    {
        "eventId": "R-2026-12-08",
        "type": "rehearsal",
        "title": "Full rehearsal",
        "start": "2026-12-08T19:30",
        "end": "2026-12-08T21:30",
        "venue": HALL,
        "notes": "Focus: O Holy Night and Carol of the Bells (from page 4).",
    },
    {
        "eventId": "S-2026-12-10-ALTO",
        "type": "sectional",
        "section": "alto",
        "title": "Alto sectional with Margaret Hale",
        "start": "2026-12-10T19:00",
        "end": "2026-12-10T20:30",
        "venue": "Margaret's house, 12 Unthank Road, Norwich",
        "notes": "Alto 2 lines in In the Bleak Midwinter and Carol of the Bells.",
    },
    {
        "eventId": "R-2026-12-15",
        "type": "rehearsal",
        "title": "Full rehearsal (last Tuesday of the year)",
        "start": "2026-12-15T19:30",
        "end": "2026-12-15T21:30",
        "venue": HALL,
        "notes": "Full run of the concert order. Mince pies after.",
    },
    {
        "eventId": "S-2026-12-17-SOP",
        "type": "sectional",
        "section": "soprano",
        "title": "Soprano sectional",
        "start": "2026-12-17T19:00",
        "end": "2026-12-17T20:30",
        "venue": HALL,
        "notes": "Sopranos only.",
    },
    {
        "eventId": "R-2026-12-19-DRESS",
        "type": "dress_rehearsal",
        "title": "Dress rehearsal in the church",
        "start": "2026-12-19T10:00",
        "end": "2026-12-19T13:00",
        "venue": "St Peter Mancroft Church, Norwich",
        "notes": "Standing positions and walk-on. Concert clothes not needed.",
    },
    {
        "eventId": "E-CAROLS-2026",
        "type": "concert",
        "title": "Carols by Candlelight",
        "start": "2026-12-19T19:30",
        "end": "2026-12-19T21:15",
        "venue": "St Peter Mancroft Church, Norwich",
        "callTime": "18:45",
        "notes": "Call time 18:45 at the vestry door. Dress: all black; red scarves handed out at call.",
    },
    {
        "eventId": "R-2027-01-05",
        "type": "rehearsal",
        "title": "First rehearsal of spring term",
        "start": "2027-01-05T19:30",
        "end": "2027-01-05T21:30",
        "venue": HALL,
        "notes": "New music: Faure Requiem. Subs for spring term due.",
    },
    {
        "eventId": "R-2027-01-12",
        "type": "rehearsal",
        "title": "Full rehearsal",
        "start": "2027-01-12T19:30",
        "end": "2027-01-12T21:30",
        "venue": HALL,
        "notes": "",
    },
    {
        "eventId": "R-2027-01-19",
        "type": "rehearsal",
        "title": "Full rehearsal",
        "start": "2027-01-19T19:30",
        "end": "2027-01-19T21:30",
        "venue": HALL,
        "notes": "",
    },
    {
        "eventId": "R-2027-01-26",
        "type": "rehearsal",
        "title": "Full rehearsal",
        "start": "2027-01-26T19:30",
        "end": "2027-01-26T21:30",
        "venue": HALL,
        "notes": "",
    },
    {
        "eventId": "E-SPRING-2027",
        "type": "concert",
        "title": "Spring Concert: Faure Requiem",
        "start": "2027-03-20T19:30",
        "end": "2027-03-20T21:30",
        "venue": "Norwich Cathedral",
        "callTime": "18:30",
        "notes": "",
    },
]
CHOIR_BY_ID = {e["eventId"]: e for e in CHOIR_EVENTS}
CHOIR_REPLIES = {"R-2026-12-01": "attended", "R-2026-12-08": "no reply yet"}

CAROL_PIECES = [
    {"order": 1, "title": "Once in Royal David's City", "arranger": "Willcocks", "note": "processional, audience joins verse 3"},
    {"order": 2, "title": "Carol of the Bells", "arranger": "Leontovych, arr. Wilhousky", "note": "a cappella"},
    {"order": 3, "title": "In the Bleak Midwinter", "arranger": "Darke", "note": "alto solo in verse 3: Fiona Grant"},
    {"order": 4, "title": "O Holy Night", "arranger": "Adam, arr. Rutter", "note": "soprano solo: Ruth Okafor"},
    {"order": 5, "title": "Ding Dong Merrily on High", "arranger": "Wood", "note": ""},
    {"order": 6, "title": "Silent Night", "arranger": "Gruber", "note": "with the audience, candles lit"},
    {"order": 7, "title": "Hark the Herald Angels Sing", "arranger": "Willcocks", "note": "descant: sopranos"},
]


def get_schedule(fromDate: str, toDate: str | None, includeSectionals: bool) -> dict[str, Any]:
    start = _day(fromDate)
    if start is None:
        return {"error": "fromDate must look like 2026-12-08"}
    end = _day(toDate) if toDate else start + _dt.timedelta(days=28)
    if end is None:
        return {"error": "toDate must look like 2026-12-31"}
    rows = []
    for event in CHOIR_EVENTS:
        d = _dt.date.fromisoformat(event["start"][:10])
        if not start <= d <= end:
            continue
        if event["type"] == "sectional" and not includeSectionals:
            continue
        if event["type"] == "sectional" and event.get("section") != "alto":
            continue
        reply = CHOIR_REPLIES.get(event["eventId"], "no reply yet")
        rows.append({**event, "weekday": d.strftime("%A"), "yourAttendance": reply})
    return {
        "member": "Fiona Grant (Alto 2)",
        "from": str(start),
        "to": str(end),
        "events": rows,
        "break": "No rehearsals from 20 December to 4 January.",
    }


def set_attendance(eventId: str, status: str, note: str | None) -> dict[str, Any]:
    event = CHOIR_BY_ID.get(str(eventId).strip().upper())
    if event is None:
        return {"error": "Unknown eventId. Use GetSchedule to find ids (like R-2026-12-15)."}
    if event["start"] < CHOIR_NOW.strftime("%Y-%m-%dT%H:%M"):
        return {"error": "That event has already happened."}
    notified = ["Kate Lawson (director)"]
    if event["type"] == "sectional" or status in ("absent", "late"):
        notified.append("Margaret Hale (alto section leader)")
    return {
        "eventId": event["eventId"],
        "title": event["title"],
        "start": event["start"],
        "status": status,
        "note": note,
        "notified": notified,
        "saved": True,
    }


def get_music_list(eventId: str) -> dict[str, Any]:
    key = str(eventId).strip().upper()
    if key == "E-CAROLS-2026":
        return {
            "eventId": key,
            "title": "Carols by Candlelight",
            "pieces": CAROL_PIECES,
            "learningTracks": "stgileschoir.org.uk/members/tracks (password in the members' newsletter)",
        }
    if key == "E-SPRING-2027":
        return {
            "eventId": key,
            "title": "Spring Concert",
            "pieces": [
                {"order": 1, "title": "For the Beauty of the Earth", "arranger": "Rutter", "note": ""},
                {
                    "order": 2,
                    "title": "Requiem, Op. 48",
                    "arranger": "Faure",
                    "note": "Novello edition; scores handed out 5 January",
                },
            ],
        }
    event = CHOIR_BY_ID.get(key)
    if event is None:
        return {"error": "Unknown eventId. Use GetSchedule to find ids."}
    if event["type"] in ("rehearsal", "sectional", "dress_rehearsal") and event["start"] < "2026-12-20":
        return {"eventId": key, "title": event["title"], "workingOn": event["notes"] or "Concert order", "pieces": CAROL_PIECES}
    return {"eventId": key, "title": event["title"], "workingOn": "Faure Requiem (scores handed out 5 January)"}


CHOIR_TOOLS = [
    ToolDef(
        "GetSchedule",
        "Rehearsals, sectionals, dress rehearsals and concerts between two dates, with venues, notes and the member's "
        "attendance reply for each.",
        {
            "type": "object",
            "properties": {
                "fromDate": {"type": "string", "description": "YYYY-MM-DD"},
                "toDate": {"type": ["string", "null"], "description": "YYYY-MM-DD; null = 4 weeks after fromDate"},
                "includeSectionals": {"type": "boolean", "description": "Include the member's section rehearsals"},
            },
            "required": ["fromDate", "toDate", "includeSectionals"],
            "additionalProperties": False,
        },
        get_schedule,
        strict=True,
    ),
    ToolDef(
        "SetAttendance",
        "Tell the director (and section leader) whether the member will be at a rehearsal, sectional or concert.",
        {
            "type": "object",
            "properties": {
                "eventId": {"type": "string", "description": "From GetSchedule, e.g. R-2026-12-15"},
                "status": {"type": "string", "enum": ["attending", "absent", "late", "leaving_early"]},
                "note": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Optional message"},
            },
            "required": ["eventId", "status", "note"],
            "additionalProperties": False,
        },
        set_attendance,
        act=True,
        strict=True,
    ),
    ToolDef(
        "GetMusicList",
        "The pieces for a concert (running order, solos, learning tracks) or what a rehearsal is working on.",
        {
            "type": "object",
            "properties": {"eventId": {"type": "string", "description": "A concert or rehearsal id from GetSchedule"}},
            "required": ["eventId"],
        },
        get_music_list,
    ),
]

CHOIR_INSTRUCTIONS = """You are the assistant in the members' app of St Giles Community Choir, Norwich.
Today is Monday 7 December 2026, 7:10 pm (Europe/London).

Signed-in member: Fiona Grant, Alto 2. Director: Kate Lawson. Alto section leader: Margaret Hale.
Full rehearsals are on Tuesdays, 7:30-9:30 pm at St Giles Church Hall, Willow Lane. Sections also hold occasional sectionals.
Coming up: the Carols by Candlelight concert on Saturday 19 December at St Peter Mancroft Church, with a dress rehearsal that morning.
Use GetSchedule for dates, times, venues and event ids, and GetMusicList for the music.
Only change Fiona's attendance replies when she asks you to."""


# =============================================================================================
# 5. glasses_repair: SpecFix glasses repairs (1 tool, Namespace_PascalCase)
# =============================================================================================

SPECS_TODAY = _dt.date(2026, 12, 17)
QUICK = {"loose_or_missing_screw": 6, "missing_nose_pads": 8, "lens_popped_out": 10, "bent_or_misaligned": 12}
WELD = {"broken_hinge": 35, "snapped_arm": 45, "snapped_bridge": 45}
PLASTIC = {"broken_hinge": 30, "snapped_arm": 40, "snapped_bridge": 55}
FAULTS = list(QUICK) + list(WELD) + ["scratched_lenses"]


def create_repair_order(
    service: str,
    frame: dict[str, Any],
    faults: list[str],
    express: bool,
    drop_off_date: str | None,
    owner_name: str | None,
    notes: str | None,
) -> dict[str, Any]:
    if not faults:
        return {"error": "List at least one fault."}
    material = str((frame or {}).get("material") or "not_sure")
    lines, refused = [], []
    for fault in faults:
        if fault == "scratched_lenses":
            refused.append("scratched lenses can't be polished out; new lenses come from your optician")
        elif fault in QUICK:
            price = 15 if fault == "lens_popped_out" and material == "rimless" else QUICK[fault]
            lines.append(
                {"fault": fault, "gbp": price, "method": "fixed while you wait" if service == "walk_in" else "bench repair"}
            )
        elif material == "rimless" and fault == "snapped_bridge":
            refused.append("a snapped bridge on rimless glasses needs new drilled lenses from your optician")
        elif material == "plastic_acetate":
            lines.append({"fault": fault, "gbp": PLASTIC[fault], "method": "replacement part fitted and matched"})
        else:
            lines.append({"fault": fault, "gbp": WELD[fault], "method": "laser weld and refinish"})
    if not lines:
        return {"error": "We can't repair this: " + "; ".join(refused) + "."}
    welding = any(line["fault"] in WELD for line in lines)
    total = sum(line["gbp"] for line in lines) + (15 if express else 0)
    ref = f"SF-{20900 + sum(map(ord, ''.join(faults) + material + service)) % 97}"
    out: dict[str, Any] = {
        "order_ref": ref,
        "status": "created",
        "service": service,
        "owner": owner_name or "Deborah Lyons",
        "frame": frame,
        "work": lines,
        "express_gbp": 15 if express else 0,
        "total_gbp": total,
        "not_possible": refused,
        "pay": "on collection (walk-in) or by card link when the repair is done (postal)",
    }
    if service == "walk_in":
        day = _day(drop_off_date) if drop_off_date else SPECS_TODAY
        if day is None or day < SPECS_TODAY:
            return {"error": "drop_off_date must be today or later, like 2026-12-18."}
        if day.weekday() == 6 or _dt.date(2026, 12, 25) <= day <= _dt.date(2027, 1, 1):
            return {"error": "We're closed that day (closed Sundays and 25 December to 1 January)."}
        out["drop_off"] = str(day)
        out["ready"] = (
            "3 working days after drop-off"
            if welding and not express
            else "about 30 minutes"
            if not welding
            else "next working day"
        )
        out["where"] = "SpecFix, 41 Bold Street, Liverpool L1 4DN (Mon-Sat 9:30-17:30)"
    else:
        out["send_to"] = "SpecFix Repairs, Freepost LIV 4417, Liverpool (prepaid label emailed to deb.lyons@outlook.com)"
        out["turnaround"] = (
            "2 working days from arrival, returned by next-day tracked post" if express else "5 working days from arrival"
        )
        out["christmas"] = "To be back before Christmas, express repairs must reach us by Monday 21 December."
    return out


SPECS_TOOLS = [
    ToolDef(
        "Repairs_CreateOrder",
        "Create a repair order for ONE pair of glasses (one order per pair), either as a walk-in drop-off at the Bold "
        "Street workshop or by post. Returns the order reference, quote and turnaround.",
        {
            "type": "object",
            "properties": {
                "service": {"type": "string", "enum": ["walk_in", "postal"]},
                "frame": {
                    "type": "object",
                    "properties": {
                        "brand": {"type": ["string", "null"]},
                        "material": {
                            "type": "string",
                            "enum": ["metal", "titanium", "plastic_acetate", "rimless", "semi_rimless", "not_sure"],
                        },
                        "colour": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                    },
                    "required": ["brand", "material", "colour"],
                    "additionalProperties": False,
                },
                "faults": {"type": "array", "items": {"type": "string", "enum": FAULTS}},
                "express": {"type": "boolean", "description": "+£15: priority repair (and next-day tracked return by post)"},
                "drop_off_date": {
                    "type": ["string", "null"],
                    "description": "walk_in only: the day they'll bring the glasses in (YYYY-MM-DD); null for postal",
                },
                "owner_name": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "Whose glasses, if not the account holder's",
                },
                "notes": {"type": ["string", "null"]},
            },
            "required": ["service", "frame", "faults", "express", "drop_off_date", "owner_name", "notes"],
            "additionalProperties": False,
        },
        create_repair_order,
        act=True,
        strict=True,
    ),
]

SPECS_INSTRUCTIONS = """You are the assistant for SpecFix, a glasses repair workshop at 41 Bold Street, Liverpool L1 4DN, which also repairs by post.
Today is Thursday 17 December 2026, 11:50 (Liverpool; Europe/London).

Signed-in customer: Deborah Lyons (deb.lyons@outlook.com).

What we do and what it costs:
- While-you-wait jobs (about 30 minutes): replace a screw £6, new nose pads £8, refit a lens £10 (£15 rimless), straighten a bent frame £12.
- Metal and titanium frames: broken hinge £35, snapped arm or bridge £45 (laser weld and refinish, 3 working days).
- Plastic frames: new hinge £30, replacement arm £40, snapped bridge £55.
- We can't polish out scratched lenses (your optician can replace them), or fix a snapped bridge on rimless glasses.
- Express +£15: priority on the bench, and next-day tracked return for postal repairs.
Walk-in: open Monday to Saturday 9:30-17:30; closed Sundays and 25 December to 1 January. Last walk-in before Christmas: Thursday 24 December, 1 pm.
Postal: we email a prepaid label; standard turnaround is 5 working days from arrival, express 2 working days plus next-day return.
Christmas: standard postal repairs are no longer guaranteed back before Christmas; express postal repairs that reach us by Monday 21 December will be.
One repair order per pair of glasses. Only create an order when the customer asks for a repair."""


DOMAINS = [
    Domain("council_tax", CT_TOOLS, CT_INSTRUCTIONS),
    Domain("escape_room", ER_TOOLS, ER_INSTRUCTIONS),
    Domain("chimney_sweep", SWEEP_TOOLS, SWEEP_INSTRUCTIONS),
    Domain("choir", CHOIR_TOOLS, CHOIR_INSTRUCTIONS),
    Domain("glasses_repair", SPECS_TOOLS, SPECS_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

BAND_C = said_re(r"band\W{0,4}c\b|\bc\W{0,4}band", "says band C")
BAND_B = said_re(r"band\W{0,4}b\b|\bb\W{0,4}band", "says band B")
NO_REFUND_ON_DAY = said_re(
    r"(?:\bno\b|\bnot\b|n['’]t\b|\bnever\b|\bcannot\b)[^.?!]{0,40}(?:refund|money back)|non[\s-]?refundable|no[\s-]?shows?",
    "says no refund for no-shows",
)
SWEEP_REF = said("BC-J-4471")


def items_of_types() -> Pred:
    """Both of the Whitlocks' appliances: the wood burner (a multi-fuel stove is a fair reading) and the open fire."""
    return items(fields(type=one_of("wood_burner", "multi_fuel_stove")), fields(type="open_fire"))


SPECS_REF = said("SF-")
EIGHT_THIRTY = said("20:30", "8:30", "8.30", "830pm", "half eight", "half 8")

CASES = [
    # ---------------------------------------------------------------- council_tax (13)
    Case(
        "v_ctax_band",
        "council_tax",
        "direct",
        [
            Turn(
                "what band is my house and how much is council tax for it this year",
                calls=[ExpectCall("get_account_summary")],
                allow=["get_bill", "lookup_property_band"],
                forbid=CT_ACTS,
                answer_has=[BAND_C, said_number(1968.80)],
            ),
        ],
        features=("empty_params", "8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_pay_overdue",
        "council_tax",
        "direct",
        [
            Turn(
                "Pay the overdue £196.88 on my council tax now with my saved card.",
                calls=[ExpectCall("make_payment", {"amount": number(196.88, 0.001)})],
                allow=["get_account_summary", "list_payments"],
                forbid=["set_up_direct_debit", "apply_for_discount", "report_move", "request_callback"],
                answer_has=[said("CTP-6412")],
            ),
        ],
        features=("number", "8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_dd_polite",
        "council_tax",
        "polite",
        [
            Turn(
                "Hello, could you please set me up on Direct Debit? It's my account (Priya Nair), sort code 40-11-62, account "
                "number 31926405. I'd like it to come out on the 15th, and spread over 12 months if that's possible. Thank you!",
                calls=[
                    ExpectCall(
                        "set_up_direct_debit",
                        {
                            "account_holder": contains("Nair"),
                            "sort_code": one_of("40-11-62", "401162"),
                            "account_number": "31926405",
                            "payment_day": number(15),
                            "instalments": number(12),
                        },
                    )
                ],
                allow=["get_account_summary"],
                forbid=["make_payment", "apply_for_discount", "report_move", "request_callback"],
                answer_has=[said_day(15, "jan", 2027)],
            ),
        ],
        features=("integer_enum", "pattern", "strict", "person", "8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_missed_letter",
        "council_tax",
        "indirect",
        [
            Turn(
                "just got a reminder letter saying i missed a payment?? pretty sure i paid in november",
                allow=CT_READS,
                forbid=CT_ACTS,
                answer_has=[said_re(r"dec", "names December"), said_number(196.88)],
            ),
        ],
        features=("date", "8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_neighbour",
        "council_tax",
        "indirect",
        [
            Turn(
                "number 16 is literally the same house as mine, same layout and everything. are they paying the same as me?",
                calls=[ExpectCall("lookup_property_band", {"postcode": one_of("HX3 7QD", "HX37QD")})],
                allow=["get_account_summary", "get_bill"],
                forbid=CT_ACTS,
                answer_has=[BAND_B],
            ),
        ],
        features=("nullable_anyof", "strict", "8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_police_and_callback",
        "council_tax",
        "multi_intent",
        [
            Turn(
                "how much of my bill this year actually goes to the police? and can someone ring me tomorrow morning about "
                "the parish charge bit, my number's 07700 900461",
                calls=[
                    ExpectCall("get_bill", {"year": "2026/27"}),
                    ExpectCall(
                        "request_callback",
                        {
                            "preferred_date": date("2026-12-09"),
                            "time_slot": "morning",
                            "phone": matches_digits("07700900461"),
                            "topic": one_of("bill_query", "other"),
                        },
                    ),
                ],
                allow=["get_account_summary"],
                forbid=["make_payment", "set_up_direct_debit", "apply_for_discount", "report_move"],
                answer_has=[said_number(208.05)],
            ),
        ],
        features=("enum", "date", "strict", "8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_band_change",
        "council_tax",
        "no_tool",
        [
            Turn(
                "can you just change my band to B? next door's is B and ours is identical",
                allow=CT_READS,
                forbid=CT_ACTS,
                answer_has=[said("Valuation Office", "VOA")],
            ),
        ],
        features=("8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_skip_december",
        "council_tax",
        "no_tool",
        [
            Turn(
                "what actually happens if I just don't pay the december one",
                allow=CT_READS,
                forbid=CT_ACTS,
                answer_has=[
                    said(
                        "summons",
                        "court",
                        "whole",
                        "full balance",
                        "full amount",
                        "remaining balance",
                        "entire",
                        "in one go",
                        "all at once",
                        "lump sum",
                        "rest of the year",
                    )
                ],
            ),
        ],
        features=("8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_moving_vague",
        "council_tax",
        "underspecified",
        [
            Turn(
                "I'm moving out soon, can you sort my council tax out",
                allow=["get_account_summary"],
                forbid=CT_ACTS,
                clarify=True,
            ),
        ],
        features=("8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_clear_overdue",
        "council_tax",
        "chained",
        [
            Turn(
                "clear whatever's overdue on my account",
                calls=[ExpectCall("make_payment", {"amount": number(196.88, 0.001)})],
                allow=["get_account_summary", "list_payments"],
                forbid=["set_up_direct_debit", "apply_for_discount", "report_move", "request_callback"],
                answer_has=[said("CTP-6412")],
            ),
        ],
        features=("number", "8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_pay_rest",
        "council_tax",
        "chained",
        [
            Turn(
                "i'd rather just pay off the rest of this year's council tax in one go. do it with my card",
                calls=[ExpectCall("make_payment", {"amount": number(393.76, 0.001)})],
                allow=["get_account_summary", "list_payments", "get_bill"],
                forbid=["set_up_direct_debit", "apply_for_discount", "report_move", "request_callback"],
                answer_has=[said("CTP-6412")],
            ),
        ],
        features=("number", "8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_single_person",
        "council_tax",
        "multi_turn",
        [
            Turn(
                "my partner moved out last month so it's just me in the house now. does that change anything with my council tax?",
                allow=["get_account_summary"],
                forbid=CT_ACTS,
                answer_has=[said("25%", "25 per cent", "25 percent", "quarter")],
            ),
            Turn(
                "yeah go ahead and apply for it. he moved out on the 14th of november",
                calls=[
                    ExpectCall(
                        "apply_for_discount",
                        {
                            "discount_type": "single_person",
                            "effective_from": date("2026-11-14"),
                            "adults_living_there": has_items(fields(full_name=contains("Priya"))),
                        },
                    )
                ],
                allow=["get_account_summary"],
                forbid=["make_payment", "set_up_direct_debit", "report_move", "request_callback"],
                answer_has=[said("DA-77310")],
            ),
        ],
        features=("ref", "strict", "array", "nested", "nullable_anyof", "nullable_type_list", "date", "8_tools", "snake_names"),
    ),
    Case(
        "v_ctax_paid_so_far",
        "council_tax",
        "multi_turn",
        [
            Turn(
                "how much have I paid towards council tax since april?",
                allow=CT_READS,
                forbid=CT_ACTS,
                answer_has=[said_number(1575.04)],
            ),
            Turn(
                "and what was last year's bill in total?",
                calls=[ExpectCall("get_bill", {"year": "2025/26"})],
                allow=["get_account_summary", "list_payments"],
                forbid=CT_ACTS,
                answer_has=[said_number(1875.08)],
            ),
        ],
        features=("enum", "strict", "8_tools", "snake_names"),
    ),
    # ---------------------------------------------------------------- escape_room (10)
    Case(
        "v_esc_vault_saturday",
        "escape_room",
        "direct",
        [
            Turn(
                "any slots in the vault on sat 19th for 5 of us?",
                calls=[
                    ExpectCall("searchAvailability", {"date": date("2026-12-19"), "players": number(5), "roomId": "the-vault"})
                ],
                allow=["getRoomInfo"],
                forbid=ER_ACTS,
                answer_has=[EIGHT_THIRTY],
            ),
        ],
        features=("date", "nullable_anyof", "enum", "strict", "camel_names"),
    ),
    Case(
        "v_esc_ward9_nephew",
        "escape_room",
        "polite",
        [
            Turn(
                "Hi there, would Ward 9 be alright for my nephew? He's 14. Thanks so much!",
                calls=[ExpectCall("getRoomInfo", {"roomId": "ward-9"})],
                forbid=ER_ACTS,
                answer_has=[said_number(16)],
            ),
        ],
        features=("enum", "slug", "camel_names"),
    ),
    Case(
        "v_esc_sister_30th",
        "escape_room",
        "indirect",
        [
            Turn(
                "it's my sister's 30th on saturday the 19th, there'll be 6 of us and we fancy doing one of your rooms in the "
                "evening. what are our options?",
                calls=[ExpectCall("searchAvailability", {"date": date("2026-12-19"), "players": number(6)})],
                allow=["getRoomInfo"],
                forbid=ER_ACTS,
                answer_has=[said("Bunker"), EIGHT_THIRTY],
            ),
        ],
        features=("date", "nullable_anyof", "strict", "camel_names"),
    ),
    Case(
        "v_esc_extra_player",
        "escape_room",
        "multi_intent",
        [
            Turn(
                "can you add one more person to my booking? also if someone drops out on the day do we get their money back?",
                calls=[ExpectCall("changeBooking", {"bookingRef": "LI-88412", "newPlayers": number(5)})],
                allow=["getBooking", "searchAvailability"],
                forbid=["createBooking", "cancelBooking"],
                answer_has=[said_number(14), NO_REFUND_ON_DAY],
            ),
        ],
        features=("nullable_type_list", "camel_names"),
    ),
    Case(
        "v_esc_first_timer",
        "escape_room",
        "no_tool",
        [
            Turn(
                "never done an escape room before, any tips? feel like we're going to be rubbish at it lol",
                allow=["getRoomInfo", "getBooking"],
                forbid=ER_ACTS,
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "v_esc_refund_whatif",
        "escape_room",
        "no_tool",
        [
            Turn(
                "if I cancelled my booking today would I get all my money back?",
                allow=["getBooking"],
                forbid=ER_ACTS,
                answer_has=[
                    Pred(
                        "says a full refund (or £96)",
                        lambda text: (
                            said(
                                "full refund", "refund in full", "fully refund", "full amount", "all of it", "all your money"
                            ).ok(text)
                            or said_number(96).ok(text)
                        ),
                    )
                ],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "v_esc_tomorrow_vague",
        "escape_room",
        "underspecified",
        [
            Turn("book us in for tomorrow afternoon", allow=["searchAvailability", "getRoomInfo"], forbid=ER_ACTS, clarify=True),
        ],
        features=("camel_names",),
    ),
    Case(
        "v_esc_earliest_lighthouse",
        "escape_room",
        "chained",
        [
            Turn(
                "grab the earliest lighthouse slot tomorrow for me and my two kids (they're 9 and 11)",
                calls=[
                    ExpectCall("searchAvailability", {"date": date("2026-12-13"), "players": number(3)}),
                    ExpectCall(
                        "createBooking",
                        {
                            "roomId": "lost-lighthouse",
                            "startTime": at("2026-12-13", "11:30"),
                            "players": number(3),
                            "leadBooker": fields(email="jordan.blake@icloud.com"),
                        },
                    ),
                ],
                allow=["getRoomInfo"],
                forbid=["changeBooking", "cancelBooking"],
                answer_has=[said("LI-88530"), said_number(81)],
            ),
        ],
        features=("date", "nested", "strict", "nullable_anyof", "nullable_type_list", "array", "camel_names"),
    ),
    Case(
        "v_esc_voucher_bunker",
        "escape_room",
        "multi_turn",
        [
            Turn(
                "how much is left on my gift voucher? code is XMAS-7Q2K",
                calls=[ExpectCall("checkVoucher", {"code": "XMAS-7Q2K"})],
                forbid=ER_ACTS,
                answer_has=[said_number(50)],
            ),
            Turn(
                "nice. book bunker 1983 for 4 of us on sunday the 27th at 4pm and put the voucher towards it",
                calls=[
                    ExpectCall(
                        "createBooking",
                        {
                            "roomId": "bunker-1983",
                            "startTime": at("2026-12-27", "16:00"),
                            "players": number(4),
                            "voucherCode": "XMAS-7Q2K",
                        },
                    )
                ],
                allow=["searchAvailability", "checkVoucher", "getRoomInfo"],
                forbid=["changeBooking", "cancelBooking"],
                answer_has=[said_number(58)],
            ),
        ],
        features=("date", "nested", "strict", "nullable_anyof", "camel_names"),
    ),
    Case(
        "v_esc_push_back",
        "escape_room",
        "multi_turn",
        [
            Turn(
                "what time's my booking on the 19th again?",
                calls=[ExpectCall("getBooking", {"bookingRef": "LI-88412"})],
                forbid=ER_ACTS,
                answer_has=[said("19:00", "7pm", "7 pm", "7:00", "7.00", "7 p.m.")],
            ),
            Turn(
                "can we push it back to the 8.30 slot instead",
                calls=[ExpectCall("changeBooking", {"bookingRef": "LI-88412", "newStartTime": at("2026-12-19", "20:30")})],
                allow=["searchAvailability", "getBooking"],
                forbid=["createBooking", "cancelBooking"],
                answer_has=[EIGHT_THIRTY],
            ),
        ],
        features=("date", "nullable_type_list", "camel_names"),
    ),
    # ---------------------------------------------------------------- chimney_sweep (9)
    Case(
        "v_sweep_next_slot",
        "chimney_sweep",
        "direct",
        [
            Turn(
                "when's your next free slot? both fires need doing as usual",
                calls=[ExpectCall("get-available-visits")],
                allow=["get-sweep-history"],
                forbid=SWEEP_ACTS,
                answer_has=[said_day(7, "dec")],
            ),
        ],
        features=("date", "nullable_type_list", "kebab_names"),
    ),
    Case(
        "v_sweep_cert_insurer",
        "chimney_sweep",
        "polite",
        [
            Turn(
                "Good morning. Would you be able to email last year's sweep certificate to our insurer at "
                "renewals@fellsideinsure.co.uk please? Many thanks, Alan",
                calls=[
                    ExpectCall("get-sweep-history"),
                    ExpectCall(
                        "email-certificate", {"certificate_id": "BC-2025-1187", "to_email": "renewals@fellsideinsure.co.uk"}
                    ),
                ],
                forbid=["book-sweep"],
            ),
        ],
        features=("email", "kebab_names"),
    ),
    Case(
        "v_sweep_when_last",
        "chimney_sweep",
        "indirect",
        [
            Turn(
                "the house insurance renewal form is asking when the chimneys were last swept and i've no idea",
                calls=[ExpectCall("get-sweep-history")],
                forbid=SWEEP_ACTS,
                answer_has=[said_day(14, "nov", 2025)],
            ),
        ],
        features=("date", "kebab_names"),
    ),
    Case(
        "v_sweep_book_and_send",
        "chimney_sweep",
        "multi_intent",
        [
            Turn(
                "please book the thursday 10th morning visit for both fires, and send a copy of the 2025 certificate to "
                "bea.whitlock@gmail.com",
                calls=[
                    ExpectCall(
                        "book-sweep",
                        {
                            "visit_id": "V-1210-AM",
                            "appliances": items_of_types(),
                        },
                    ),
                    ExpectCall("email-certificate", {"certificate_id": "BC-2025-1187", "to_email": "bea.whitlock@gmail.com"}),
                ],
                allow=["get-available-visits", "get-sweep-history"],
                answer_has=[SWEEP_REF],
            ),
        ],
        features=("ref", "array", "nested", "strict", "enum", "nullable_anyof", "kebab_names"),
    ),
    Case(
        "v_sweep_how_often",
        "chimney_sweep",
        "no_tool",
        [
            Turn(
                "how often should a wood burner actually be swept? ours is going most evenings from october to march",
                allow=["get-sweep-history"],
                forbid=SWEEP_ACTS,
                answer_has=[said("twice", "two times", "2 times", "every six months", "every 6 months", "2x")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "v_sweep_prep",
        "chimney_sweep",
        "no_tool",
        [
            Turn(
                "what do we need to do before the sweep turns up?",
                allow=["get-sweep-history"],
                forbid=SWEEP_ACTS,
                answer_has=[
                    said(
                        "cold",
                        "go out",
                        "gone out",
                        "let the fire",
                        "let your fire",
                        "not light",
                        "don't light",
                        "do not light",
                        "avoid lighting",
                    )
                ],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "v_sweep_book_vague",
        "chimney_sweep",
        "underspecified",
        [
            Turn(
                "can you book us a sweep",
                allow=["get-available-visits", "get-sweep-history"],
                forbid=SWEEP_ACTS,
                clarify=True,
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "v_sweep_soonest",
        "chimney_sweep",
        "chained",
        [
            Turn(
                "just book whatever's soonest for both chimneys",
                calls=[
                    ExpectCall("get-available-visits"),
                    ExpectCall("book-sweep", {"visit_id": "V-1207-AM", "appliances": items_of_types()}),
                ],
                allow=["get-sweep-history"],
                forbid=["email-certificate"],
                answer_has=[SWEEP_REF, said_number(120)],
            ),
        ],
        features=("ref", "array", "nested", "strict", "date", "kebab_names"),
    ),
    Case(
        "v_sweep_jackdaws",
        "chimney_sweep",
        "multi_turn",
        [
            Turn(
                "what have you got next week?",
                calls=[ExpectCall("get-available-visits", {"from_date": date_between("2026-12-02", "2026-12-07")})],
                allow=["get-sweep-history"],
                forbid=SWEEP_ACTS,
                answer_has=[said_day(11, "dec")],
            ),
            Turn(
                "friday afternoon please, both fires. we had jackdaws nesting in the open fire chimney last spring so can you "
                "get him to quote for a bird guard while he's here",
                calls=[
                    ExpectCall(
                        "book-sweep",
                        {"visit_id": "V-1211-PM", "appliances": items_of_types(), "bird_guard_quote": boolean(True)},
                    )
                ],
                allow=["get-available-visits", "get-sweep-history"],
                forbid=["email-certificate"],
                answer_has=[SWEEP_REF],
            ),
            Turn(
                "roughly what's that going to cost us all in?",
                allow=["get-sweep-history"],
                forbid=SWEEP_ACTS,
                answer_has=[said_number(120), said_any_number(65, 185)],
            ),
        ],
        features=("ref", "array", "nested", "strict", "boolean", "date", "kebab_names"),
    ),
    # ---------------------------------------------------------------- choir (8)
    Case(
        "v_choir_absent_tomorrow",
        "choir",
        "direct",
        [
            Turn(
                "mark me absent for tomorrow night",
                calls=[ExpectCall("SetAttendance", {"eventId": "R-2026-12-08", "status": "absent"})],
                allow=["GetSchedule"],
            ),
        ],
        features=("enum", "strict", "nullable_anyof", "date", "pascal_names"),
    ),
    Case(
        "v_choir_late_polite",
        "choir",
        "polite",
        [
            Turn(
                "Could you let Kate know I'll be about half an hour late on Tuesday the 15th please? I'm stuck at work until "
                "7.30. Thank you!",
                calls=[ExpectCall("SetAttendance", {"eventId": "R-2026-12-15", "status": "late"})],
                allow=["GetSchedule"],
            ),
        ],
        features=("enum", "strict", "date", "pascal_names"),
    ),
    Case(
        "v_choir_dentist",
        "choir",
        "indirect",
        [
            Turn(
                "got a dentist appointment at 6.30 on thursday, will that clash with anything choir-wise?",
                calls=[ExpectCall("GetSchedule")],
                allow=["GetMusicList"],
                forbid=["SetAttendance"],
                answer_has=[said("sectional")],
            ),
        ],
        features=("date", "boolean", "strict", "nullable_type_list", "pascal_names"),
    ),
    Case(
        "v_choir_music_and_dress",
        "choir",
        "multi_intent",
        [
            Turn(
                "what are we singing at the carol concert? and put me down as coming to the dress rehearsal that saturday",
                calls=[
                    ExpectCall("GetMusicList", {"eventId": "E-CAROLS-2026"}),
                    ExpectCall("SetAttendance", {"eventId": "R-2026-12-19-DRESS", "status": "attending"}),
                ],
                allow=["GetSchedule"],
                answer_has=[said("Bleak Midwinter"), said("Silent Night")],
            ),
        ],
        features=("enum", "strict", "pascal_names"),
    ),
    Case(
        "v_choir_breath",
        "choir",
        "no_tool",
        [
            Turn(
                "any tips for not running out of breath on the long phrases in o holy night? i always end up gasping",
                allow=["GetMusicList", "GetSchedule"],
                forbid=["SetAttendance"],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "v_choir_january_vague",
        "choir",
        "underspecified",
        [
            Turn(
                "can you mark me as missing a couple of the january rehearsals",
                allow=["GetSchedule"],
                forbid=["SetAttendance"],
                clarify=True,
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "v_choir_before_concert",
        "choir",
        "multi_turn",
        [
            Turn(
                "what's coming up between now and the carol concert?",
                calls=[ExpectCall("GetSchedule")],
                forbid=["SetAttendance"],
                answer_has=[said("dress rehearsal")],
            ),
            Turn(
                "i can't do the saturday morning one unfortunately, can you let them know",
                calls=[ExpectCall("SetAttendance", {"eventId": "R-2026-12-19-DRESS", "status": "absent"})],
                allow=["GetSchedule"],
            ),
            Turn(
                "what time do i need to be at the church for the concert itself then?",
                allow=["GetSchedule"],
                forbid=["SetAttendance"],
                answer_has=[said("18:45", "6:45", "6.45", "quarter to seven", "quarter to 7")],
            ),
        ],
        features=("date", "enum", "strict", "pascal_names"),
    ),
    Case(
        "v_choir_solo",
        "choir",
        "chained",
        [
            Turn(
                "which carols are we doing at the next concert? someone said one of them has an alto solo",
                calls=[ExpectCall("GetSchedule"), ExpectCall("GetMusicList", {"eventId": "E-CAROLS-2026"})],
                forbid=["SetAttendance"],
                answer_has=[said("Bleak Midwinter")],
            ),
        ],
        features=("strict", "pascal_names"),
    ),
    # ---------------------------------------------------------------- glasses_repair (5)
    Case(
        "v_specs_rayban_post",
        "glasses_repair",
        "direct",
        [
            Turn(
                "the arm on my ray-bans has snapped off right at the hinge. gold metal frame. I'll post them to you",
                calls=[
                    ExpectCall(
                        "Repairs_CreateOrder",
                        {
                            "service": "postal",
                            "frame": fields(material="metal", brand=contains("ray")),
                            "faults": has_any("snapped_arm", "broken_hinge"),
                        },
                    )
                ],
                answer_has=[SPECS_REF],
            ),
        ],
        features=("nested", "enum", "array", "strict", "nullable_type_list", "nullable_anyof", "1_tool"),
    ),
    Case(
        "v_specs_screw_polite",
        "glasses_repair",
        "polite",
        [
            Turn(
                "Hello, could you please book me in to drop my glasses off tomorrow? A tiny screw has come out of the hinge "
                "and now the arm flops about. They're a black plastic frame. Thank you!",
                calls=[
                    ExpectCall(
                        "Repairs_CreateOrder",
                        {
                            "service": "walk_in",
                            "drop_off_date": date("2026-12-18"),
                            "faults": has_items("loose_or_missing_screw"),
                            "frame": fields(material="plastic_acetate"),
                        },
                    )
                ],
                answer_has=[SPECS_REF],
            ),
        ],
        features=("nested", "enum", "array", "date", "strict", "1_tool"),
    ),
    Case(
        "v_specs_two_pairs",
        "glasses_repair",
        "multi_intent",
        [
            Turn(
                "my husband Martin's titanium specs need new nose pads, and mine are all bent out of shape (silver metal "
                "ones). we'll pop in with both on saturday",
                calls=[
                    ExpectCall(
                        "Repairs_CreateOrder",
                        {
                            "service": "walk_in",
                            "drop_off_date": date("2026-12-19"),
                            "faults": has_items("missing_nose_pads"),
                            "frame": fields(material="titanium"),
                        },
                    ),
                    ExpectCall(
                        "Repairs_CreateOrder",
                        {
                            "service": "walk_in",
                            "drop_off_date": date("2026-12-19"),
                            "faults": has_items("bent_or_misaligned"),
                            "frame": fields(material="metal"),
                        },
                    ),
                ],
                answer_has=[SPECS_REF],
            ),
        ],
        features=("nested", "enum", "array", "date", "strict", "person", "1_tool"),
    ),
    Case(
        "v_specs_vague",
        "glasses_repair",
        "underspecified",
        [
            Turn("my glasses are broken, can you fix them?", forbid=["Repairs_CreateOrder"], clarify=True),
        ],
        features=("1_tool",),
    ),
    Case(
        "v_specs_christmas_post",
        "glasses_repair",
        "multi_turn",
        [
            Turn(
                "if I post my glasses off today will I get them back before christmas?",
                forbid=["Repairs_CreateOrder"],
                answer_has=[said("express")],
            ),
            Turn(
                "go on then, express. the bridge has snapped right in the middle, they're silver metal lindbergs",
                calls=[
                    ExpectCall(
                        "Repairs_CreateOrder",
                        {
                            "service": "postal",
                            "express": boolean(True),
                            "faults": has_items("snapped_bridge"),
                            "frame": fields(material=one_of("metal", "titanium")),
                        },
                    )
                ],
                answer_has=[SPECS_REF, said_number(60)],
            ),
        ],
        features=("nested", "enum", "boolean", "strict", "1_tool"),
    ),
]
