"""Fresh generality part Y: five domains, 45 cases, written independently on 2026-12-08 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- passport_office  10 tools, camelCase   Tuesday 8 December 2026, 10:15, Glasgow (Passport Online household account)
- sailing_school    7 tools, snake_case  Saturday 12 December 2026, 08:10, Auckland, NZ (Waitemata Sailing Academy)
- broadband_fault   5 tools, PascalCase  Thursday 17 December 2026, 19:05, Sheffield (Northwave Broadband support)
- violin_rental     3 tools, kebab-case  Monday 14 December 2026, 16:30, Manchester (Stringwise instrument rentals)
- jury_service      1 tool,  snake_case  Wednesday 2 December 2026, 12:30, Cardiff (jury summons reply service)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7.

Schema coverage: string, integer (pages as an integer enum, ages), number (sea miles and hours, arm length,
monthly budget), boolean, enum, arrays (of nested objects, of enums, of date strings), nested objects,
nullable via type lists and via anyOf (also anyOf of a $ref and null), $ref/$defs (strict bookAppointment,
RaiseFault, reply_to_summons), strict and non-strict tools, read tools and act tools (book, cancel, report,
replace photo, change address, transfer, log, raise fault, book engineer, size swap, summons reply).
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
    items,
    matches,
    null_or_absent,
    number,
    one_of,
    said,
    said_number,
)

# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------


def _day(text: Any) -> _dt.date | None:
    found = re.search(r"\d{4}-\d{2}-\d{2}", str(text))
    if not found:
        return None
    try:
        return _dt.date.fromisoformat(found.group(0))
    except ValueError:
        return None


def _stamp(text: Any) -> _dt.datetime | None:
    """A local date-time from '2026-12-17T18:00', '2026-12-17 18:00:00', '2026-12-17T18:00:00Z' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def said_any_number(*values: float) -> Pred:
    """The answer states at least one of these numbers (where a fair answer may quote either)."""
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


def said_date(iso: str) -> Pred:
    """The answer names this date in a common written form ("15 December", "Dec 15", "15th", "15/12" ...)."""
    d = _dt.date.fromisoformat(iso)
    day, month, mon = d.day, d.strftime("%B"), d.strftime("%b")
    suffix = "th" if 11 <= day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    forms = [
        f"{day} {month}",
        f"{day}{suffix} {month}",
        f"{day}{suffix} of {month}",
        f"{month} {day}",
        f"{mon} {day}",
        f"{day} {mon}",
        f"{day}{suffix} {mon}",
        f"the {day}{suffix}",
        iso,
        f"{day:02d}/{d.month:02d}",
        f"{day}/{d.month}",
    ]
    return said(*forms)


def mentions(*parts: str) -> Pred:
    """A JSON value (string or object) whose text mentions every part, wherever the model put it."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(p.casefold() in json.dumps(v, ensure_ascii=False).casefold() for p in parts),
    )


def all_of(*preds: Pred) -> Pred:
    """Every predicate holds."""
    return Pred("all of " + " & ".join(p.describe for p in preds), lambda v: all(p.ok(v) for p in preds))


def dates_between(low: str, high: str) -> Pred:
    """A non-empty array in which at least one item names an ISO date from `low` to `high`."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)

    def test(v: Any) -> bool:
        if not isinstance(v, list) or not v:
            return False
        for item in v:
            for found in re.findall(r"\d{4}-\d{2}-\d{2}", str(item)):
                try:
                    if lo <= _dt.date.fromisoformat(found) <= hi:
                        return True
                except ValueError:
                    continue
        return False

    return Pred(f"a listed date from {low} to {high}", test)


# =============================================================================================
# 1. passport_office: Passport Online household account (10 tools, camelCase)
# =============================================================================================

PP_TODAY = _dt.date(2026, 12, 8)

PP_APPLICATIONS: dict[str, dict[str, Any]] = {
    "PEX-4471-2290": {
        "applicant": "Priya Nair",
        "type": "adult_renewal",
        "service": "standard",
        "appliedBy": "online",
        "submitted": "2026-11-24",
        "status": "being_processed",
        "expectedDispatch": "2026-12-15",
    },
    "PEX-4471-2291": {
        "applicant": "Asha Nair",
        "type": "child_renewal",
        "service": "standard",
        "appliedBy": "online",
        "submitted": "2026-11-24",
        "status": "on_hold",
        "expectedDispatch": None,
    },
}

PP_APPOINTMENTS: dict[str, dict[str, Any]] = {
    "APT-88123": {
        "applicant": "Kiran Nair",
        "applicationType": "child_renewal",
        "service": "fast_track",
        "office": "Glasgow",
        "start": "2026-12-17T10:40",
    },
}

PP_DELIVERY_ADDRESS = "14 Hyndland Road, Glasgow G12 9UX"

OFFICES = {
    "Belfast": "Belfast Passport Office, Law Society House, 90-106 Victoria Street, Belfast BT1 3GN",
    "Durham": "Durham Passport Office, Freemans Reach, Durham DH1 1SL",
    "Glasgow": "Glasgow Passport Office, 220 George Street, Glasgow G1 1DP",
    "Liverpool": "Liverpool Passport Office, 101 Old Hall Street, Liverpool L3 9BD",
    "London": "London Passport Office, 89 Eccleston Square, London SW1V 1PN",
    "Newport": "Newport Passport Office, Olympia House, Upper Dock Street, Newport NP20 1XA",
    "Peterborough": "Peterborough Passport Office, Aragon Court, Peterborough PE1 1QG",
}

SLOT_STARTS: dict[tuple[str, str], list[str]] = {
    ("Glasgow", "fast_track"): ["2026-12-10T09:20", "2026-12-14T13:40", "2026-12-16T08:50", "2026-12-21T11:10"],
    ("Glasgow", "premium"): ["2026-12-11T11:00", "2026-12-18T15:30", "2026-12-22T09:00"],
    ("Durham", "fast_track"): ["2026-12-09T14:00", "2026-12-15T10:30"],
    ("Durham", "premium"): ["2026-12-10T12:20"],
    ("Belfast", "fast_track"): ["2026-12-09T09:40", "2026-12-17T14:10"],
    ("Belfast", "premium"): ["2026-12-16T10:00"],
    ("Liverpool", "fast_track"): ["2026-12-11T15:50", "2026-12-18T09:00"],
    ("Liverpool", "premium"): ["2026-12-21T13:30"],
    ("London", "fast_track"): ["2026-12-14T08:30", "2026-12-15T16:20"],
    ("London", "premium"): ["2026-12-09T11:40", "2026-12-23T10:10"],
    ("Newport", "fast_track"): ["2026-12-10T10:50"],
    ("Newport", "premium"): ["2026-12-17T12:00"],
    ("Peterborough", "fast_track"): ["2026-12-16T13:20"],
    ("Peterborough", "premium"): ["2026-12-14T09:30"],
}

PHOTO_CODES: dict[str, dict[str, Any]] = {
    "K7PM-2QXD-9WRT": {
        "passes": True,
        "takenOn": "2026-12-06",
        "source": "Photo-Me booth, Partick station",
        "checks": {
            "background": "ok",
            "lighting": "ok",
            "shadows": "none",
            "eyes": "open and visible",
            "expression": "neutral",
            "headPosition": "ok",
        },
        "issues": [],
    },
    "H3LN-8VCE-4ZFA": {
        "passes": False,
        "takenOn": "2026-12-04",
        "source": "Snappy Snaps, Byres Road",
        "checks": {"background": "ok", "lighting": "ok", "shadows": "none", "eyes": "glare", "expression": "neutral"},
        "issues": ["Glare on glasses hides the eyes", "Glasses must be taken off for passport photos"],
    },
}

FEE_BASE = {
    ("standard", "online"): {"adult": 94.50, "child": 61.50},
    ("standard", "post"): {"adult": 107.00, "child": 69.00},
    ("fast_track", "online"): {"adult": 178.00, "child": 151.00},
    ("fast_track", "post"): {"adult": 178.00, "child": 151.00},
    ("premium", "online"): {"adult": 222.00, "child": 0.0},
    ("premium", "post"): {"adult": 222.00, "child": 0.0},
}

APPLICATION_TYPES = ["adult_first", "adult_renewal", "adult_replacement", "child_first", "child_renewal", "child_replacement"]

DANIEL_PASSPORT = "563920174"


def _pp_ref(ref: Any) -> str:
    return re.sub(r"\s+", "", str(ref)).upper()


def _photo_code(code: Any) -> str:
    raw = re.sub(r"[^A-Za-z0-9]", "", str(code)).upper()
    return "-".join(raw[i : i + 4] for i in range(0, len(raw), 4)) if len(raw) == 12 else raw


def _slot_index() -> dict[str, tuple[str, str, str]]:
    out = {}
    for (office, service), starts in SLOT_STARTS.items():
        for start in starts:
            code = "FT" if service == "fast_track" else "PR"
            slot_id = f"{office[:3].upper()}-{code}-{start[:10].replace('-', '')}-{start[11:].replace(':', '')}"
            out[slot_id] = (office, service, start)
    return out


SLOTS = _slot_index()


def get_my_applications() -> dict[str, Any]:
    return {
        "accountHolder": "Priya Nair",
        "applications": [{"applicationRef": ref, **app} for ref, app in PP_APPLICATIONS.items()],
        "appointments": [{"appointmentRef": ref, **apt} for ref, apt in PP_APPOINTMENTS.items()],
        "note": "Use getApplicationStatus for the full history of an application and the reason for any hold.",
    }


def get_application_status(applicationRef: str) -> dict[str, Any]:
    ref = _pp_ref(applicationRef)
    if ref == "PEX-4471-2290":
        return {
            "applicationRef": ref,
            "applicant": "Priya Nair",
            "type": "adult_renewal",
            "service": "standard",
            "status": "being_processed",
            "timeline": [
                {"date": "2026-11-24", "event": "Application and payment received"},
                {"date": "2026-11-27", "event": "Old passport received"},
                {"date": "2026-11-30", "event": "Examination started"},
            ],
            "expectedDispatch": "2026-12-15",
            "delivery": {"method": "Royal Mail tracked, 1-2 working days after dispatch", "address": PP_DELIVERY_ADDRESS},
            "oldPassport": "cancelled and returned separately",
        }
    if ref == "PEX-4471-2291":
        return {
            "applicationRef": ref,
            "applicant": "Asha Nair",
            "type": "child_renewal",
            "service": "standard",
            "status": "on_hold",
            "onHoldSince": "2026-12-02",
            "holdReason": "photo_rejected",
            "details": "Shadow behind the head, and hair covering the eyebrows.",
            "actionNeeded": "Get a new digital photo and add its photo code (replacePhoto) by 2026-12-22, otherwise the "
            "application is withdrawn and the fee is not refunded.",
            "expectedDispatch": None,
            "note": "Processing restarts when a photo that meets the rules is received (allow 3 weeks).",
            "delivery": {"method": "Royal Mail tracked, 1-2 working days after dispatch", "address": PP_DELIVERY_ADDRESS},
        }
    return {"error": "No application with that reference on this account. References look like PEX-4471-2290."}


def calculate_fee(
    applicationType: str, service: str = "standard", applyBy: str = "online", pages: int = 34, secureDelivery: bool = False
) -> dict[str, Any]:
    if applicationType not in APPLICATION_TYPES:
        return {"error": "applicationType must be one of " + ", ".join(APPLICATION_TYPES)}
    if service not in ("standard", "fast_track", "premium"):
        return {"error": "service must be standard, fast_track or premium"}
    if service == "premium" and applicationType != "adult_renewal":
        return {"error": "Premium (same day) is only available for adult renewals."}
    group = "adult" if applicationType.startswith("adult") else "child"
    channel = applyBy if applyBy in ("online", "post") else "online"
    base = FEE_BASE[(service, channel)][group]
    lines = [{"item": f"{applicationType} ({service}, {channel if service == 'standard' else 'at an appointment'})", "gbp": base}]
    if int(pages) == 54:
        lines.append({"item": "54-page passport", "gbp": 10.00})
    if secureDelivery:
        lines.append({"item": "secure courier delivery", "gbp": 5.00})
    processing = {
        "standard": "allow 3 weeks" if channel == "online" else "allow 6 weeks",
        "fast_track": "up to 1 week after the appointment",
        "premium": "collect the same day, up to 4 hours after the appointment",
    }[service]
    return {
        "applicationType": applicationType,
        "service": service,
        "applyBy": channel,
        "pages": int(pages),
        "breakdown": lines,
        "totalGbp": round(sum(line["gbp"] for line in lines), 2),
        "processingTime": processing,
        "payment": "online by card when applying" if service == "standard" else "paid at the appointment",
    }


def list_appointment_slots(office: str, service: str, fromDate: str | None = None, toDate: str | None = None) -> dict[str, Any]:
    office_name = next((o for o in OFFICES if o.lower() == str(office).strip().lower()), None)
    if office_name is None:
        return {"error": "Unknown office. Offices: " + ", ".join(OFFICES)}
    if service not in ("fast_track", "premium"):
        return {"error": "Appointments are only for fast_track or premium; standard applications are made online."}
    start = _day(fromDate) if fromDate else PP_TODAY + _dt.timedelta(days=1)
    end = _day(toDate) if toDate else PP_TODAY + _dt.timedelta(days=28)
    if start is None or end is None:
        return {"error": "Dates must look like 2026-12-14."}
    rows = [
        {"slotId": slot_id, "start": when}
        for slot_id, (o, s, when) in sorted(SLOTS.items(), key=lambda kv: kv[1][2])
        if o == office_name and s == service and start <= _dt.date.fromisoformat(when[:10]) <= end
    ]
    return {
        "office": office_name,
        "address": OFFICES[office_name],
        "service": service,
        "from": str(start),
        "to": str(end),
        "slots": rows,
        "note": "Premium is for adult renewals only. Book with bookAppointment; the fee is paid at the appointment.",
    }


def book_appointment(
    slotId: str, applicationType: str, applicants: list[dict[str, Any]], contactPhone: str | None
) -> dict[str, Any]:
    slot = SLOTS.get(str(slotId).strip().upper())
    if slot is None:
        return {"error": "That slot does not exist or has just been taken. Use listAppointmentSlots for current slots."}
    office, service, start = slot
    if service == "premium" and applicationType != "adult_renewal":
        return {"error": "Premium (same day) appointments are only for adult renewals."}
    if not applicants:
        return {"error": "Give at least one applicant."}
    if len(applicants) > 4:
        return {"error": "At most 4 applicants per appointment."}
    names = []
    for person in applicants:
        if not str(person.get("fullName") or "").strip() or _day(person.get("dateOfBirth")) is None:
            return {"error": "Each applicant needs a full name and a date of birth (YYYY-MM-DD)."}
        names.append(str(person["fullName"]).strip())
    fee = calculate_fee(applicationType, service)
    return {
        "appointmentRef": "APT-90412",
        "status": "booked",
        "office": OFFICES[office],
        "start": start,
        "service": service,
        "applicationType": applicationType,
        "applicants": names,
        "feePerApplicantGbp": fee.get("totalGbp"),
        "payment": "by card at the appointment",
        "bring": ["the current passport", "a printed or digital photo code", "the appointment reference"],
        "arrive": "15 minutes before the appointment time",
        "confirmationSentTo": contactPhone or "priya.nair@fastmail.co.uk",
    }


def cancel_appointment(appointmentRef: str, reason: str | None = None) -> dict[str, Any]:
    ref = _pp_ref(appointmentRef)
    apt = PP_APPOINTMENTS.get(ref)
    if apt is None:
        return {"error": "No appointment with that reference on this account. Use getMyApplications to see appointments."}
    return {
        "appointmentRef": ref,
        "status": "cancelled",
        "was": apt,
        "reason": reason,
        "feeCharged": "none (fees are only paid at the appointment)",
    }


def check_photo(photoCode: str) -> dict[str, Any]:
    code = _photo_code(photoCode)
    found = PHOTO_CODES.get(code)
    if found is None:
        return {"error": "Photo code not found. Codes have 12 characters like K7PM-2QXD-9WRT (on the booth or shop receipt)."}
    return {"photoCode": code, **found, "validFor": "1 month from the day it was taken"}


def replace_photo(applicationRef: str, photoCode: str) -> dict[str, Any]:
    ref = _pp_ref(applicationRef)
    if ref not in PP_APPLICATIONS:
        return {"error": "No application with that reference on this account."}
    if ref != "PEX-4471-2291":
        return {"error": "That application is not waiting for a new photo."}
    code = _photo_code(photoCode)
    found = PHOTO_CODES.get(code)
    if found is None:
        return {"error": "Photo code not found. Check the code on the receipt."}
    if not found["passes"]:
        return {"error": "This photo does not meet the rules: " + "; ".join(found["issues"])}
    return {
        "applicationRef": ref,
        "applicant": "Asha Nair",
        "photoCode": code,
        "status": "being_processed",
        "holdLifted": "2026-12-08",
        "expectedDispatch": "2026-12-29",
        "note": "Processing has restarted; allow 3 weeks.",
    }


def update_delivery_address(applicationRef: str, address: dict[str, Any], deliveryNote: str | None = None) -> dict[str, Any]:
    ref = _pp_ref(applicationRef)
    if ref not in PP_APPLICATIONS:
        return {"error": "No application with that reference on this account."}
    address = address or {}
    line1 = str(address.get("line1") or "").strip()
    town = str(address.get("town") or "").strip()
    postcode = str(address.get("postcode") or "").strip().upper()
    if not line1 or not town:
        return {"error": "The address needs at least line1 and town."}
    if not re.fullmatch(r"[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}", postcode):
        return {"error": "That doesn't look like a UK postcode (e.g. G12 8AG)."}
    parts = [line1, str(address.get("line2") or "").strip(), town, postcode]
    return {
        "applicationRef": ref,
        "status": "updated",
        "previousAddress": PP_DELIVERY_ADDRESS,
        "deliveryAddress": ", ".join(p for p in parts if p),
        "deliveryNote": deliveryNote,
        "appliesTo": "delivery of the new passport only; it does not change the address printed on any document",
    }


def report_lost_passport(
    passportNumber: str, holderName: str, circumstance: str, lostOn: str, whereLost: str, policeReference: str | None
) -> dict[str, Any]:
    number_ = re.sub(r"\D", "", str(passportNumber))
    if number_ != DANIEL_PASSPORT and number_ != "547731802":
        return {"error": "That passport number is not linked to anyone on this household account."}
    when = _day(lostOn)
    if when is None or when > PP_TODAY:
        return {"error": "lostOn must be a date on or before today (2026-12-08), like 2026-12-07."}
    if circumstance not in ("lost", "stolen"):
        return {"error": "circumstance must be lost or stolen"}
    holder = "Daniel Nair" if number_ == DANIEL_PASSPORT else "Kiran Nair"
    return {
        "reportRef": "LS-2026-558301",
        "passportNumber": number_,
        "holder": holder,
        "circumstance": circumstance,
        "lostOn": str(when),
        "whereLost": whereLost,
        "policeReference": policeReference,
        "passportStatus": "cancelled",
        "cancelledAt": "2026-12-08T10:16",
        "important": "This passport is now permanently cancelled and cannot be used for travel, even if it is found. "
        "If it turns up, post it back to HM Passport Office.",
        "nextStep": "Apply for a replacement (adult_replacement) online, or book a Fast Track appointment if travelling soon.",
    }


APPLICANT_DEF = {
    "type": "object",
    "properties": {
        "fullName": {"type": "string", "description": "Name as it will appear on the passport"},
        "dateOfBirth": {"type": "string", "description": "YYYY-MM-DD"},
        "currentPassportNumber": {
            "anyOf": [{"type": "string"}, {"type": "null"}],
            "description": "9-digit number of the passport being renewed; null for a first passport",
        },
    },
    "required": ["fullName", "dateOfBirth", "currentPassportNumber"],
    "additionalProperties": False,
}

APP_REF = {"type": "string", "description": "Application reference, e.g. PEX-4471-2290"}

PP_TOOLS = [
    ToolDef(
        "getMyApplications",
        "List the passport applications and passport-office appointments for everyone on the household account.",
        {"type": "object", "properties": {}},
        get_my_applications,
    ),
    ToolDef(
        "getApplicationStatus",
        "Full status of one application: timeline, expected dispatch date, delivery address and the reason for any hold.",
        {"type": "object", "properties": {"applicationRef": APP_REF}, "required": ["applicationRef"]},
        get_application_status,
    ),
    ToolDef(
        "calculateFee",
        "Work out the fee for a passport application.",
        {
            "type": "object",
            "properties": {
                "applicationType": {"type": "string", "enum": APPLICATION_TYPES, "description": "child = under 16"},
                "service": {
                    "type": "string",
                    "enum": ["standard", "fast_track", "premium"],
                    "description": "standard (default), fast_track (1 week, appointment), premium (same day, adult renewals)",
                },
                "applyBy": {"type": "string", "enum": ["online", "post"], "description": "standard service only; default online"},
                "pages": {"type": "integer", "enum": [34, 54], "description": "34 (default) or 54 for frequent travellers"},
                "secureDelivery": {"type": "boolean", "description": "Courier delivery instead of tracked post"},
            },
            "required": ["applicationType"],
        },
        calculate_fee,
    ),
    ToolDef(
        "listAppointmentSlots",
        "Free Fast Track or Premium appointment slots at a passport office.",
        {
            "type": "object",
            "properties": {
                "office": {"type": "string", "enum": list(OFFICES)},
                "service": {"type": "string", "enum": ["fast_track", "premium"]},
                "fromDate": {"type": "string", "format": "date", "description": "Default tomorrow"},
                "toDate": {"type": ["string", "null"], "description": "YYYY-MM-DD; default 4 weeks ahead"},
            },
            "required": ["office", "service"],
        },
        list_appointment_slots,
    ),
    ToolDef(
        "bookAppointment",
        "Book a passport-office appointment slot for one or more applicants.",
        {
            "type": "object",
            "properties": {
                "slotId": {"type": "string", "description": "From listAppointmentSlots, e.g. GLA-FT-20261214-1340"},
                "applicationType": {"type": "string", "enum": APPLICATION_TYPES},
                "applicants": {"type": "array", "items": {"$ref": "#/$defs/applicant"}},
                "contactPhone": {"type": ["string", "null"], "description": "For the text confirmation; null to use email"},
            },
            "required": ["slotId", "applicationType", "applicants", "contactPhone"],
            "additionalProperties": False,
            "$defs": {"applicant": APPLICANT_DEF},
        },
        book_appointment,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancelAppointment",
        "Cancel a passport-office appointment.",
        {
            "type": "object",
            "properties": {"appointmentRef": {"type": "string", "description": "e.g. APT-88123"}, "reason": {"type": "string"}},
            "required": ["appointmentRef"],
        },
        cancel_appointment,
        act=True,
    ),
    ToolDef(
        "checkPhoto",
        "Check a digital passport photo code against the photo rules (does not attach it to anything).",
        {
            "type": "object",
            "properties": {"photoCode": {"type": "string", "description": "12 characters, e.g. K7PM-2QXD-9WRT"}},
            "required": ["photoCode"],
        },
        check_photo,
    ),
    ToolDef(
        "replacePhoto",
        "Attach a new digital photo code to an application that is on hold for its photo.",
        {
            "type": "object",
            "properties": {"applicationRef": APP_REF, "photoCode": {"type": "string"}},
            "required": ["applicationRef", "photoCode"],
        },
        replace_photo,
        act=True,
    ),
    ToolDef(
        "updateDeliveryAddress",
        "Change where the new passport for an application will be delivered.",
        {
            "type": "object",
            "properties": {
                "applicationRef": APP_REF,
                "address": {
                    "type": "object",
                    "properties": {
                        "line1": {"type": "string"},
                        "line2": {"type": ["string", "null"]},
                        "town": {"type": "string"},
                        "postcode": {"type": "string"},
                    },
                    "required": ["line1", "town", "postcode"],
                },
                "deliveryNote": {"type": "string", "description": "Optional note for the courier"},
            },
            "required": ["applicationRef", "address"],
        },
        update_delivery_address,
        act=True,
    ),
    ToolDef(
        "reportLostPassport",
        "Report a passport lost or stolen. The passport is cancelled immediately and permanently.",
        {
            "type": "object",
            "properties": {
                "passportNumber": {"type": "string", "description": "9 digits"},
                "holderName": {"type": "string"},
                "circumstance": {"type": "string", "enum": ["lost", "stolen"]},
                "lostOn": {"type": "string", "description": "YYYY-MM-DD (best guess)"},
                "whereLost": {"type": "string", "description": "Where it was lost or stolen"},
                "policeReference": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "null if none"},
            },
            "required": ["passportNumber", "holderName", "circumstance", "lostOn", "whereLost", "policeReference"],
            "additionalProperties": False,
        },
        report_lost_passport,
        act=True,
        strict=True,
    ),
]

PP_ACTS = ["bookAppointment", "cancelAppointment", "replacePhoto", "updateDeliveryAddress", "reportLostPassport"]

PP_INSTRUCTIONS = """You are the assistant in Passport Online, the UK passport service's household account.
Today is Tuesday 8 December 2026, 10:15 (Glasgow, UK; Europe/London).

Signed-in account holder: Priya Nair (priya.nair@fastmail.co.uk, mobile 07700 900412), 14 Hyndland Road, Glasgow G12 9UX.
People on this household account:
- Priya Nair, born 1986-09-14 (her renewal is in progress; her old passport has been sent in)
- Daniel Nair (her husband), born 1984-02-27, passport 563920174, expires 2027-01-05
- Asha Nair (daughter, 9), born 2017-05-03
- Kiran Nair (son, 14), born 2012-07-19, passport 547731802, expires 2027-02-11
Priya may manage applications, appointments and lost or stolen reports for everyone on the account.
Use getMyApplications to find applications and appointments, and calculateFee for prices.

Rules:
- Standard service: allow 3 weeks for online applications (6 weeks by post). New passports are sent by tracked post and arrive 1-2 working days after dispatch.
- Fast Track (1 week) and Premium (same day, adult renewals only) need an appointment at a passport office; the fee is paid at the appointment.
- Photos must be taken in the last month: plain light background, no shadows on the face or behind the head, eyes open and visible, hair away from the eyes and eyebrows, no glasses, and a neutral expression with the mouth closed (no smiling).
- A passport reported lost or stolen is cancelled immediately and permanently. It cannot be used even if it is found later, and it must be posted back to us if found.
- For travel to EU countries a passport must be less than 10 years old on the day you arrive and valid for at least 3 months after the day you plan to leave.
Only book, cancel, report, or change anything when Priya asks you to."""


# =============================================================================================
# 2. sailing_school: Waitemata Sailing Academy, Auckland (7 tools, snake_case)
# =============================================================================================

SAIL_TODAY = _dt.date(2026, 12, 12)

SPOTS = {
    "westhaven": "Westhaven Marina, Pier Z",
    "okahu_bay": "Okahu Bay boat ramp, Tamaki Drive",
    "rangitoto_channel": "Rangitoto Channel (open water)",
}

COURSES: dict[str, dict[str, Any]] = {
    "ST-1219": {
        "name": "Start Yachting",
        "level": "beginner",
        "boat_type": "keelboat",
        "dates": ["2026-12-19", "2026-12-20"],
        "times": "09:00-16:30",
        "price_nzd": 595,
        "spots_left": 3,
        "min_age": 12,
        "venue": "westhaven",
        "prerequisites": "none",
    },
    "CT-1222": {
        "name": "Catamaran Conversion",
        "level": "intermediate",
        "boat_type": "catamaran",
        "dates": ["2026-12-22"],
        "times": "09:00-17:00",
        "price_nzd": 420,
        "spots_left": 0,
        "min_age": 16,
        "venue": "westhaven",
        "prerequisites": "Day Skipper or equivalent experience",
    },
    "DG-1227": {
        "name": "Dinghy Taster",
        "level": "beginner",
        "boat_type": "dinghy",
        "dates": ["2026-12-27"],
        "times": "09:30-15:00",
        "price_nzd": 165,
        "spots_left": 6,
        "min_age": 8,
        "venue": "okahu_bay",
        "prerequisites": "none",
    },
    "DG-0104": {
        "name": "Kids Dinghy Week",
        "level": "beginner",
        "boat_type": "dinghy",
        "dates": ["2027-01-04", "2027-01-05", "2027-01-06", "2027-01-07", "2027-01-08"],
        "times": "09:30-15:00",
        "price_nzd": 540,
        "spots_left": 4,
        "min_age": 8,
        "max_age": 14,
        "venue": "okahu_bay",
        "prerequisites": "none",
    },
    "DS-0109": {
        "name": "Day Skipper",
        "level": "intermediate",
        "boat_type": "keelboat",
        "dates": ["2027-01-09", "2027-01-10", "2027-01-16", "2027-01-17", "2027-01-23"],
        "times": "08:30-17:00",
        "price_nzd": 1450,
        "spots_left": 2,
        "min_age": 16,
        "venue": "westhaven",
        "prerequisites": "Start Yachting or 5 days' sailing experience",
    },
    "CS-0118": {
        "name": "Coastal Skipper",
        "level": "advanced",
        "boat_type": "keelboat",
        "dates": ["2027-01-18", "2027-01-19", "2027-01-20", "2027-01-21", "2027-01-22"],
        "times": "5-day liveaboard, Hauraki Gulf",
        "price_nzd": 2890,
        "spots_left": 1,
        "min_age": 18,
        "venue": "westhaven",
        "prerequisites": "Day Skipper certificate and at least 300 nautical miles logged",
    },
    "DS-0206": {
        "name": "Day Skipper",
        "level": "intermediate",
        "boat_type": "keelboat",
        "dates": ["2027-02-06", "2027-02-07", "2027-02-13", "2027-02-14", "2027-02-20"],
        "times": "08:30-17:00",
        "price_nzd": 1450,
        "spots_left": 5,
        "min_age": 16,
        "venue": "westhaven",
        "prerequisites": "Start Yachting or 5 days' sailing experience",
    },
}

LOGBOOK = {"total_nautical_miles": 212.4, "total_hours": 96.5, "night_hours": 11.0}

HANNAH_BOOKING = {
    "booking_ref": "WSA-30418",
    "course_code": "DS-0109",
    "course": "Day Skipper",
    "dates": COURSES["DS-0109"]["dates"],
    "participants": ["Hannah Whitcombe"],
    "total_nzd": 1450,
    "paid_nzd": 400,
    "balance_nzd": 1050,
    "balance_due": "2026-12-19",
}

WIND_OVERRIDES = {
    ("2026-12-12", "westhaven"): (22, 29, "SW"),
    ("2026-12-19", "westhaven"): (13, 19, "SW"),
    ("2026-12-20", "westhaven"): (26, 33, "SW"),
    ("2026-12-27", "okahu_bay"): (8, 12, "NE"),
}


def _course(code: Any) -> tuple[str, dict[str, Any]] | None:
    key = str(code).strip().upper()
    return (key, COURSES[key]) if key in COURSES else None


def _course_row(code: str, c: dict[str, Any]) -> dict[str, Any]:
    return {
        "course_code": code,
        "name": c["name"],
        "level": c["level"],
        "boat_type": c["boat_type"],
        "dates": c["dates"],
        "price_nzd": c["price_nzd"],
        "spots_left": c["spots_left"],
        "min_age": c["min_age"],
        "venue": SPOTS[c["venue"]],
    }


def list_courses(level: str = "any", month: str | None = None, boat_type: str | None = None) -> dict[str, Any]:
    rows = []
    for code, c in sorted(COURSES.items(), key=lambda kv: kv[1]["dates"][0]):
        if level not in (None, "any", c["level"]):
            continue
        if boat_type not in (None, "", c["boat_type"]):
            continue
        if month and not any(d.startswith(str(month)[:7]) for d in c["dates"]):
            continue
        rows.append(_course_row(code, c))
    return {"level": level, "month": month, "boat_type": boat_type, "count": len(rows), "courses": rows, "currency": "NZD"}


def get_course(course_code: str) -> dict[str, Any]:
    found = _course(course_code)
    if found is None:
        return {"error": "No course with that code. Use list_courses (codes look like ST-1219)."}
    code, c = found
    limits = "25 knots sustained, gusts 30" if c["boat_type"] != "dinghy" else "15 knots sustained, gusts 20"
    return {
        **_course_row(code, c),
        "times": c["times"],
        "max_age": c.get("max_age"),
        "prerequisites": c["prerequisites"],
        "wind_limits": limits,
        "what_to_bring": [
            "sunscreen",
            "sun hat",
            "sunglasses with a strap",
            "water bottle",
            "lunch",
            "warm layer",
            "soft-soled non-marking shoes",
        ],
        "provided": ["lifejacket", "wet-weather jacket"],
        "wetsuit_hire_nzd_per_day": 15 if c["boat_type"] == "dinghy" else None,
    }


def get_wind_forecast(date: str, spot: str) -> dict[str, Any]:
    when = _day(date)
    if when is None:
        return {"error": "date must look like 2026-12-19"}
    if spot not in SPOTS:
        return {"error": "spot must be westhaven, okahu_bay or rangitoto_channel"}
    if when < SAIL_TODAY or when > SAIL_TODAY + _dt.timedelta(days=16):
        return {"error": "Forecasts cover today (2026-12-12) to 16 days ahead (2026-12-28)."}
    key = (str(when), spot)
    if key in WIND_OVERRIDES:
        wind, gust, direction = WIND_OVERRIDES[key]
    else:
        offset = (when - SAIL_TODAY).days
        wind = 8 + (offset * 5 + list(SPOTS).index(spot) * 3) % 14
        gust = wind + 6
        direction = ["SW", "W", "NE", "E", "S"][offset % 5]
    keelboat = (
        "within limits" if wind <= 25 and gust <= 30 else "over the 25 kn / 30 kn gust limit: keelboat courses likely cancelled"
    )
    dinghy = (
        "within limits" if wind <= 15 and gust <= 20 else "over the 15 kn / 20 kn gust limit: dinghy sessions likely cancelled"
    )
    return {
        "date": str(when),
        "spot": SPOTS[spot],
        "wind_knots": wind,
        "gust_knots": gust,
        "direction": direction,
        "keelboat_courses": keelboat,
        "dinghy_sessions": dinghy,
        "note": "Final go/no-go call at 7am on the day, by text.",
    }


def book_course(
    course_code: str, participants: list[dict[str, Any]], wetsuit_hire: bool, dietary_notes: str | None
) -> dict[str, Any]:
    found = _course(course_code)
    if found is None:
        return {"error": "No course with that code. Use list_courses."}
    code, c = found
    if c["spots_left"] == 0:
        return {"error": f"{c['name']} on {c['dates'][0]} is full."}
    if not participants:
        return {"error": "Add at least one participant."}
    if len(participants) > c["spots_left"]:
        return {"error": f"Only {c['spots_left']} spots left on this course."}
    for person in participants:
        age = int(person.get("age") or 0)
        if age < c["min_age"] or age > c.get("max_age", 120):
            return {"error": f"{person.get('name')} does not meet the age range for {c['name']} (from {c['min_age']})."}
        if person.get("can_swim_50m") is not True:
            return {"error": "Everyone taking part must be able to swim 50 m in a buoyancy aid."}
    people = len(participants)
    days = len(c["dates"])
    hire = 15 * days * people if wetsuit_hire and c["boat_type"] == "dinghy" else 0
    total = c["price_nzd"] * people + hire
    start = _dt.date.fromisoformat(c["dates"][0])
    full = (start - SAIL_TODAY).days <= 21
    charged = total if full else 400 * people
    return {
        "booking_ref": "WSA-30562",
        "status": "confirmed",
        "course": f"{c['name']} ({code})",
        "dates": c["dates"],
        "times": c["times"],
        "venue": SPOTS[c["venue"]],
        "participants": [str(p.get("name")) for p in participants],
        "wetsuit_hire_nzd": hire,
        "dietary_notes": dietary_notes,
        "total_nzd": total,
        "charged_now_nzd": charged,
        "card": "Visa ending 2290",
        "balance_nzd": total - charged,
        "balance_due": None if full else str(start - _dt.timedelta(days=21)),
    }


def my_bookings() -> dict[str, Any]:
    return {
        "student": "Hannah Whitcombe",
        "bookings": [dict(HANNAH_BOOKING)],
        "certificates": [{"name": "Start Yachting", "issued": "2025-11-23"}],
        "logbook": {
            **LOGBOOK,
            "recent": [
                {"date": "2026-12-05", "vessel": "Kotare", "nautical_miles": 24.6, "hours": 5.5, "role": "crew"},
                {"date": "2026-11-28", "vessel": "Whio", "nautical_miles": 17.9, "hours": 4.0, "role": "crew"},
            ],
        },
    }


def transfer_booking(booking_ref: str, new_course_code: str, reason: str | None = None) -> dict[str, Any]:
    if str(booking_ref).strip().upper() != HANNAH_BOOKING["booking_ref"]:
        return {"error": "No booking with that reference for this student. Use my_bookings."}
    found = _course(new_course_code)
    if found is None:
        return {"error": "No course with that code. Use list_courses."}
    code, c = found
    if code == HANNAH_BOOKING["course_code"]:
        return {"error": "The booking is already on that course."}
    if c["spots_left"] == 0:
        return {"error": f"{c['name']} on {c['dates'][0]} is full."}
    days_before = (_dt.date.fromisoformat(HANNAH_BOOKING["dates"][0]) - SAIL_TODAY).days
    fee = 0 if days_before >= 14 else 75
    start = _dt.date.fromisoformat(c["dates"][0])
    balance = c["price_nzd"] - HANNAH_BOOKING["paid_nzd"] + fee
    return {
        "booking_ref": "WSA-30418",
        "status": "transferred",
        "from": f"{HANNAH_BOOKING['course']} ({HANNAH_BOOKING['course_code']}), starting {HANNAH_BOOKING['dates'][0]}",
        "to": f"{c['name']} ({code})",
        "new_dates": c["dates"],
        "transfer_fee_nzd": fee,
        "paid_nzd": HANNAH_BOOKING["paid_nzd"],
        "balance_nzd": balance,
        "balance_due": str(start - _dt.timedelta(days=21)),
        "reason": reason,
    }


def log_sea_time(
    date: str,
    vessel: str,
    hours: float,
    nautical_miles: float,
    role: str,
    night_hours: float = 0.0,
    notes: str | None = None,
) -> dict[str, Any]:
    when = _day(date)
    if when is None or when > SAIL_TODAY:
        return {"error": "date must be today or earlier, like 2026-12-11"}
    if float(hours) <= 0 or float(nautical_miles) < 0 or float(night_hours or 0) > float(hours):
        return {"error": "hours must be positive, miles not negative, and night hours no more than total hours."}
    return {
        "entry_id": "LOG-0931",
        "date": str(when),
        "vessel": vessel,
        "hours": float(hours),
        "nautical_miles": float(nautical_miles),
        "night_hours": float(night_hours or 0),
        "role": role,
        "notes": notes,
        "logbook_totals": {
            "nautical_miles": round(LOGBOOK["total_nautical_miles"] + float(nautical_miles), 1),
            "hours": round(LOGBOOK["total_hours"] + float(hours), 1),
            "night_hours": round(LOGBOOK["night_hours"] + float(night_hours or 0), 1),
        },
        "verification": "pending: ask the skipper to countersign the entry in the app",
    }


PARTICIPANT = {
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "age": {"type": "integer"},
        "can_swim_50m": {"type": "boolean", "description": "Can swim 50 m in a buoyancy aid"},
    },
    "required": ["name", "age", "can_swim_50m"],
    "additionalProperties": False,
}

SAIL_TOOLS = [
    ToolDef(
        "list_courses",
        "The course calendar: upcoming courses with dates, price (NZD), spots left and minimum age.",
        {
            "type": "object",
            "properties": {
                "level": {"type": "string", "enum": ["beginner", "intermediate", "advanced", "any"], "default": "any"},
                "month": {"type": "string", "description": "YYYY-MM, e.g. 2027-01"},
                "boat_type": {"type": ["string", "null"], "enum": ["keelboat", "dinghy", "catamaran", None]},
            },
        },
        list_courses,
    ),
    ToolDef(
        "get_course",
        "Details of one course: times, venue, prerequisites, wind limits and what to bring.",
        {"type": "object", "properties": {"course_code": {"type": "string"}}, "required": ["course_code"]},
        get_course,
    ),
    ToolDef(
        "get_wind_forecast",
        "Wind forecast (knots) for a sailing spot on a date, with whether courses are likely to go out.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD, up to 16 days ahead"},
                "spot": {"type": "string", "enum": list(SPOTS)},
            },
            "required": ["date", "spot"],
        },
        get_wind_forecast,
    ),
    ToolDef(
        "book_course",
        "Book people onto a course, charging the student's saved card (full price, or a deposit for later courses).",
        {
            "type": "object",
            "properties": {
                "course_code": {"type": "string"},
                "participants": {"type": "array", "items": PARTICIPANT},
                "wetsuit_hire": {"type": "boolean", "description": "Dinghy courses only"},
                "dietary_notes": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["course_code", "participants", "wetsuit_hire", "dietary_notes"],
            "additionalProperties": False,
        },
        book_course,
        act=True,
        strict=True,
    ),
    ToolDef(
        "my_bookings",
        "The student's bookings, certificates and logbook totals (sea miles, hours, night hours).",
        {"type": "object", "properties": {}},
        my_bookings,
    ),
    ToolDef(
        "transfer_booking",
        "Move an existing booking to another course date.",
        {
            "type": "object",
            "properties": {
                "booking_ref": {"type": "string", "description": "e.g. WSA-30418"},
                "new_course_code": {"type": "string"},
                "reason": {"type": "string"},
            },
            "required": ["booking_ref", "new_course_code"],
        },
        transfer_booking,
        act=True,
    ),
    ToolDef(
        "log_sea_time",
        "Add a sailing trip to the student's logbook.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "vessel": {"type": "string"},
                "hours": {"type": "number", "description": "Total hours underway"},
                "nautical_miles": {"type": "number"},
                "night_hours": {"type": "number", "description": "Hours underway after dark (default 0)"},
                "role": {"type": "string", "enum": ["skipper", "watch_leader", "crew"]},
                "notes": {"type": ["string", "null"]},
            },
            "required": ["date", "vessel", "hours", "nautical_miles", "role"],
        },
        log_sea_time,
        act=True,
    ),
]

SAIL_ACTS = ["book_course", "transfer_booking", "log_sea_time"]

SAIL_INSTRUCTIONS = """You are the booking assistant for Waitemata Sailing Academy, a sailing school at Westhaven Marina, Auckland.
Today is Saturday 12 December 2026, 08:10 (Auckland, New Zealand; NZDT).

Signed-in student: Hannah Whitcombe (hannah.whitcombe@xtra.co.nz), saved card Visa ending 2290. Her partner is Tom Reid; her daughter is Mia.
Use my_bookings for her bookings, certificates and logbook, and list_courses / get_course for the course calendar.

School policies:
- Keelboat courses sail from Westhaven Marina (Pier Z); dinghy courses run from Okahu Bay on Tamaki Drive.
- Everyone taking part must be able to swim 50 m in a buoyancy aid. Lifejackets and wet-weather jackets are provided.
- What to bring: sunscreen, a sun hat, sunglasses with a strap, a water bottle, lunch, a warm layer and soft-soled non-marking shoes.
- Wind limits: keelboat courses go out in up to 25 knots sustained (gusts up to 30); dinghy sessions up to 15 knots (gusts up to 20). The instructor makes the go/no-go call at 7am on the day and texts everyone; a cancelled day is rescheduled free.
- Payment: courses starting within 21 days are paid in full when booked; otherwise a NZ$400 deposit per person, with the balance due 21 days before the start. Wetsuit hire for dinghy courses is NZ$15 a day.
- Transfers to another date are free until 14 days before the course starts, NZ$75 after that. Deposits are not refundable.
- Coastal Skipper requires a Day Skipper certificate and at least 300 nautical miles logged.
Only book, transfer, or add logbook entries when Hannah asks you to."""


# =============================================================================================
# 3. broadband_fault: Northwave Broadband support (5 tools, PascalCase)
# =============================================================================================

BB_SERVICE = "NW-FTTP-662104"
BB_TICKET = "FLT-7720455"

VISIT_SLOTS = [
    {"date": "2026-12-21", "slot": "am", "window": "08:00-13:00"},
    {"date": "2026-12-21", "slot": "pm", "window": "13:00-18:00"},
    {"date": "2026-12-22", "slot": "pm", "window": "13:00-18:00"},
    {"date": "2026-12-23", "slot": "am", "window": "08:00-13:00"},
]


def _postcode(text: Any) -> str | None:
    raw = re.sub(r"\s+", "", str(text)).upper()
    found = re.fullmatch(r"([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})", raw)
    return f"{found.group(1)} {found.group(2)}" if found else None


def get_area_status(postcode: str) -> dict[str, Any]:
    code = _postcode(postcode)
    if code is None:
        return {"error": "That doesn't look like a full UK postcode (e.g. S10 1BE)."}
    outward = code.split()[0]
    out: dict[str, Any] = {"postcode": code, "checkedAt": "2026-12-17T19:05", "currentOutages": [], "plannedWork": []}
    if outward == "S10":
        out["plannedWork"].append(
            {
                "window": "2026-12-18 00:00-04:00",
                "detail": "Fibre network upgrade at the Crookes exchange. Connections may drop for up to 30 minutes during "
                "the window.",
            }
        )
    elif outward == "S6":
        out["currentOutages"].append(
            {
                "since": "2026-12-17T13:20",
                "cause": "Fibre cable damaged by roadworks on Infirmary Road",
                "affected": "about 1,100 customers in S6 1 to S6 4",
                "status": "Engineers on site, re-splicing the cable",
                "estimatedFix": "2026-12-17T23:00",
            }
        )
    out["summary"] = (
        "Outage in progress" if out["currentOutages"] else "Planned work scheduled" if out["plannedWork"] else "No known issues"
    )
    return out


def run_line_test(serviceId: str, testType: str = "quick") -> dict[str, Any]:
    if str(serviceId).strip().upper() != BB_SERVICE:
        return {"error": "No service with that id on this account. Your service is NW-FTTP-662104."}
    out: dict[str, Any] = {
        "serviceId": BB_SERVICE,
        "testType": testType,
        "ranAt": "2026-12-17T19:06",
        "connection": "up",
        "ontStatus": "online",
        "opticalPowerDbm": -27.5,
        "normalOpticalRangeDbm": "-8 to -25",
        "dropsLast24h": 14,
        "sessionUptime": "0h 47m",
    }
    if testType == "full":
        out.update({"downloadMbps": 312.4, "uploadMbps": 71.8, "latencyMs": 11, "packetLossPct": 1.6, "planSpeed": "500/75 Mbps"})
    out["verdict"] = (
        "The connection is up but the fibre signal reaching your ONT is weak and it has dropped 14 times in 24 hours. "
        "This matches open fault FLT-7720455, which needs an engineer visit."
    )
    return out


def get_fault_ticket(ticketId: str) -> dict[str, Any]:
    if str(ticketId).strip().upper() != BB_TICKET:
        return {"error": "No fault ticket with that id on this account. Open ticket: FLT-7720455."}
    return {
        "ticketId": BB_TICKET,
        "serviceId": BB_SERVICE,
        "category": "intermittent_drops",
        "opened": "2026-12-14T08:12",
        "status": "engineer_required",
        "diagnosis": "Weak fibre signal at the ONT (-27.5 dBm). An engineer needs to re-splice the fibre at the "
        "entry point to the house.",
        "engineerVisit": None,
        "availableVisitSlots": VISIT_SLOTS,
        "compensation": "£9.33 a day, accruing automatically from 2026-12-17 until the fault is fixed",
    }


def raise_fault(
    serviceId: str,
    category: str,
    symptoms: list[str],
    startedAt: str,
    routerLights: dict[str, Any] | None,
    accessNotes: str | None,
) -> dict[str, Any]:
    if str(serviceId).strip().upper() != BB_SERVICE:
        return {"error": "No service with that id on this account. Your service is NW-FTTP-662104."}
    when = _stamp(startedAt)
    if when is None:
        return {"error": "startedAt must be a local date-time like 2026-12-17T18:00"}
    if when > _dt.datetime(2026, 12, 17, 19, 10):
        return {"error": "startedAt is in the future (it is 2026-12-17 19:05 now)."}
    advice = None
    if routerLights and routerLights.get("power") == "flashing_red":
        advice = "A flashing red power light means the Hub failed to start: switch it off at the wall for 30 seconds."
    return {
        "ticketId": "FLT-7734129",
        "status": "open",
        "serviceId": BB_SERVICE,
        "category": category,
        "symptoms": list(symptoms or []),
        "startedAt": when.strftime("%Y-%m-%dT%H:%M"),
        "routerLights": routerLights,
        "accessNotes": accessNotes,
        "nextStep": "Remote checks within 2 hours; we will text 07700 900318 with an update.",
        "routerAdvice": advice,
    }


def book_engineer_visit(ticketId: str, date: str, slot: str, accessNotes: str | None = None) -> dict[str, Any]:
    if str(ticketId).strip().upper() != BB_TICKET:
        return {"error": "No open fault ticket with that id. Open ticket: FLT-7720455."}
    when = _day(date)
    match_ = next((s for s in VISIT_SLOTS if s["date"] == str(when) and s["slot"] == slot), None)
    if match_ is None:
        free = ", ".join(f"{s['date']} {s['slot']}" for s in VISIT_SLOTS)
        return {"error": f"That slot is not available. Free slots: {free}."}
    return {
        "visitRef": "ENG-551902",
        "ticketId": BB_TICKET,
        "date": match_["date"],
        "slot": slot,
        "window": match_["window"],
        "address": "27 Crookesmoor Road, Sheffield S10 1BE",
        "accessNotes": accessNotes,
        "requirements": "An adult aged 18 or over must be at home for the whole window.",
        "engineerCalls": "about 30 minutes before arriving",
        "reschedule": "up to 24 hours before, in the app or by calling 0330 088 4400",
    }


ROUTER_LIGHTS_DEF = {
    "type": "object",
    "properties": {
        "power": {"type": "string", "enum": ["solid_white", "flashing_white", "solid_amber", "flashing_red", "off"]},
        "internet": {"type": "string", "enum": ["solid_white", "flashing_white", "red", "off"]},
        "wifi": {"type": "string", "enum": ["solid_white", "off"]},
    },
    "required": ["power", "internet", "wifi"],
    "additionalProperties": False,
}

BB_TOOLS = [
    ToolDef(
        "GetAreaStatus",
        "Known outages and planned network work for a postcode.",
        {"type": "object", "properties": {"postcode": {"type": "string"}}, "required": ["postcode"]},
        get_area_status,
    ),
    ToolDef(
        "RunLineTest",
        "Run a remote test on the customer's connection (quick, or full with a speed test).",
        {
            "type": "object",
            "properties": {
                "serviceId": {"type": "string", "description": "e.g. NW-FTTP-662104"},
                "testType": {"type": "string", "enum": ["quick", "full"], "default": "quick"},
            },
            "required": ["serviceId"],
        },
        run_line_test,
    ),
    ToolDef(
        "GetFaultTicket",
        "Details of a fault ticket: status, diagnosis, booked or available engineer visits, compensation.",
        {"type": "object", "properties": {"ticketId": {"type": "string"}}, "required": ["ticketId"]},
        get_fault_ticket,
    ),
    ToolDef(
        "RaiseFault",
        "Open a new fault ticket for the customer's service.",
        {
            "type": "object",
            "properties": {
                "serviceId": {"type": "string"},
                "category": {
                    "type": "string",
                    "enum": ["no_connection", "slow_speeds", "intermittent_drops", "wifi_only", "phone_line"],
                },
                "symptoms": {
                    "type": "array",
                    "items": {
                        "type": "string",
                        "enum": [
                            "no_internet",
                            "slow",
                            "drops",
                            "wifi_weak",
                            "no_phone",
                            "router_lights_off",
                            "router_red_light",
                        ],
                    },
                },
                "startedAt": {"type": "string", "description": "Local date-time the problem started, e.g. 2026-12-17T18:00"},
                "routerLights": {
                    "anyOf": [{"$ref": "#/$defs/routerLights"}, {"type": "null"}],
                    "description": "What the Hub's lights show; null if unknown",
                },
                "accessNotes": {"type": ["string", "null"], "description": "Anything an engineer should know; null if none"},
            },
            "required": ["serviceId", "category", "symptoms", "startedAt", "routerLights", "accessNotes"],
            "additionalProperties": False,
            "$defs": {"routerLights": ROUTER_LIGHTS_DEF},
        },
        raise_fault,
        act=True,
        strict=True,
    ),
    ToolDef(
        "BookEngineerVisit",
        "Book an engineer visit for an open fault ticket in one of its available slots.",
        {
            "type": "object",
            "properties": {
                "ticketId": {"type": "string"},
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "slot": {"type": "string", "enum": ["am", "pm"], "description": "am 08:00-13:00, pm 13:00-18:00"},
                "accessNotes": {"type": "string"},
            },
            "required": ["ticketId", "date", "slot"],
        },
        book_engineer_visit,
        act=True,
    ),
]

BB_ACTS = ["RaiseFault", "BookEngineerVisit"]

BB_INSTRUCTIONS = """You are the support assistant for Northwave Broadband.
Today is Thursday 17 December 2026, 19:05 (Sheffield, UK; Europe/London).

Signed-in customer: Gareth Lowe, 27 Crookesmoor Road, Sheffield S10 1BE, mobile 07700 900318.
Service: NW-FTTP-662104, Full Fibre 500 (500 Mbps down / 75 Mbps up), Northwave Hub 4 router.
Open fault: FLT-7720455 (intermittent drops), reported on Monday 14 December.

Policies:
- Engineer visits are booked in a morning (08:00-13:00) or afternoon (13:00-18:00) slot, Monday to Saturday. An adult aged 18 or over must be at home for the whole slot. If our engineer misses an appointment you get £30.
- Automatic compensation: £9.33 for every calendar day a fault is not fixed, starting after 2 full working days from when it was reported. It is credited to the next bill; no claim is needed.
- Full Fibre (FTTP) runs fibre all the way into the home, to an ONT box on the wall. Fibre to the Cabinet (FTTC) runs fibre only to the green street cabinet and uses the copper phone line from there, so speeds fall with distance from the cabinet.
- Router lights: a flashing red power light means the Hub has failed to start; switching it off at the wall for 30 seconds often fixes it.
Only raise faults or book engineers when Gareth asks you to."""


# =============================================================================================
# 4. violin_rental: Stringwise instrument rentals (3 tools, kebab-case)
# =============================================================================================

RENTALS: dict[str, dict[str, Any]] = {
    "R-50217": {
        "player": "Ella",
        "instrument": "violin",
        "size": "1/2",
        "model": "Stentor Student II 1/2 violin outfit",
        "sku": "VN-12-STII",
        "started": "2026-03-01",
        "monthly_gbp": 14.00,
        "payments_made": 10,
        "paid_to_date_gbp": 140.00,
        "purchase_price_gbp": 249.00,
        "credit_toward_purchase_gbp": 140.00,
        "left_to_buy_now_gbp": 109.00,
        "next_payment": "2027-01-01",
        "free_size_swap_available": True,
    },
    "R-50388": {
        "player": "Arjun",
        "instrument": "cello",
        "size": "3/4",
        "model": "Primavera 100 3/4 cello outfit",
        "sku": "CL-34-P100",
        "started": "2026-09-01",
        "monthly_gbp": 22.00,
        "payments_made": 4,
        "paid_to_date_gbp": 88.00,
        "purchase_price_gbp": 649.00,
        "credit_toward_purchase_gbp": 88.00,
        "left_to_buy_now_gbp": 561.00,
        "next_payment": "2027-01-01",
        "free_size_swap_available": True,
    },
}

STOCK = [  # sku, instrument, size, model, monthly GBP, in stock, back in stock
    ("VN-14-STII", "violin", "1/4", "Stentor Student II 1/4", 14.0, 2, None),
    ("VN-12-STII", "violin", "1/2", "Stentor Student II 1/2", 14.0, 4, None),
    ("VN-12-HID", "violin", "1/2", "Hidersine Vivente 1/2", 17.0, 1, None),
    ("VN-34-STII", "violin", "3/4", "Stentor Student II 3/4", 16.0, 3, None),
    ("VN-34-HID", "violin", "3/4", "Hidersine Vivente 3/4", 19.0, 1, None),
    ("VN-34-GLI", "violin", "3/4", "Gliga Gems II 3/4", 21.0, 0, "2027-01-11"),
    ("VN-34-YAM", "violin", "3/4", "Yamaha V5SC 3/4", 24.0, 2, None),
    ("VN-44-STII", "violin", "4/4", "Stentor Student II 4/4", 18.0, 5, None),
    ("VN-44-YAM", "violin", "4/4", "Yamaha V5SC 4/4", 26.0, 1, None),
    ("VA-15-STII", "viola", '15"', 'Stentor Student II 15" viola', 18.0, 2, None),
    ("CL-12-P100", "cello", "1/2", "Primavera 100 1/2 cello", 22.0, 1, None),
    ("CL-34-P100", "cello", "3/4", "Primavera 100 3/4 cello", 22.0, 2, None),
    ("CL-44-P100", "cello", "4/4", "Primavera 100 4/4 cello", 25.0, 1, None),
    ("CL-44-STII", "cello", "4/4", "Stentor Student II 4/4 cello", 27.0, 0, "2027-01-20"),
]

VIOLIN_CHART = [(42, "1/10"), (47, "1/8"), (51, "1/4"), (56, "1/2"), (60, "3/4")]  # arm below n cm -> size
SIZE_ORDER = ["1/16", "1/10", "1/8", "1/4", "1/2", "3/4", "4/4"]


def _violin_size(arm_cm: float) -> str:
    for limit, size in VIOLIN_CHART:
        if arm_cm < limit:
            return size
    return "4/4"


def get_rental(rental_id: str | None = None) -> dict[str, Any]:
    if rental_id:
        key = str(rental_id).strip().upper()
        if key not in RENTALS:
            return {"error": "No rental with that id on this account. Rentals: R-50217 (Ella), R-50388 (Arjun)."}
        chosen = {key: RENTALS[key]}
    else:
        chosen = RENTALS
    return {
        "customer": "Joanna Kaur",
        "rentals": [{"rental_id": k, **v} for k, v in chosen.items()],
        "rent_to_own": "100% of each payment in the first 12 months counts toward the purchase price, 50% after that",
    }


def find_instruments(
    instrument: str,
    size: str | None = None,
    arm_length_cm: float | None = None,
    max_monthly_gbp: float | None = None,
    in_stock_only: bool = True,
) -> dict[str, Any]:
    if instrument not in ("violin", "viola", "cello"):
        return {"error": "instrument must be violin, viola or cello"}
    out: dict[str, Any] = {"instrument": instrument}
    if arm_length_cm is not None:
        if instrument != "violin":
            out["sizing_note"] = "Viola and cello sizes are fitted in the shop; arm length alone isn't enough."
        else:
            recommended = _violin_size(float(arm_length_cm))
            out["arm_length_cm"] = float(arm_length_cm)
            out["recommended_size"] = recommended
            out["sizing_note"] = "Measured from the neck to the middle of the palm with the arm straight out."
            size = size or recommended
    out["size"] = size
    rows = []
    for sku, kind, sz, model, monthly, stock, back in STOCK:
        if kind != instrument or (size and sz != size):
            continue
        if max_monthly_gbp is not None and monthly > float(max_monthly_gbp):
            continue
        if in_stock_only and stock == 0:
            continue
        rows.append({"sku": sku, "model": model, "size": sz, "monthly_gbp": monthly, "in_stock": stock, "back_in_stock": back})
    out["results"] = sorted(rows, key=lambda r: r["monthly_gbp"])
    out["count"] = len(rows)
    return out


def request_size_swap(
    rental_id: str, new_size: str, instrument_sku: str | None, method: str, preferred_date: str | None
) -> dict[str, Any]:
    key = str(rental_id).strip().upper()
    rental = RENTALS.get(key)
    if rental is None:
        return {"error": "No rental with that id on this account. Rentals: R-50217 (Ella), R-50388 (Arjun)."}
    if new_size == rental["size"]:
        return {"error": "The new size is the same as the current one."}
    options = [s for s in STOCK if s[1] == rental["instrument"] and s[2] == new_size and s[5] > 0]
    if instrument_sku:
        options = [s for s in options if s[0] == str(instrument_sku).strip().upper()]
        if not options:
            return {"error": "That instrument is not in stock in the requested size. Use find-instruments."}
    if not options:
        return {"error": "Nothing in stock in that size right now. Use find-instruments to see when stock is due."}
    chosen = min(options, key=lambda s: s[4])
    when = _day(preferred_date) if preferred_date else None
    if method == "collect_in_store":
        handover = (
            f"Collect from Stringwise, 41 Oldham Street, Manchester M1 1JG (Mon-Sat 10:00-17:30) "
            f"{'on ' + str(when) if when else 'from tomorrow'}; bring the old instrument with its case and bow."
        )
    else:
        handover = "DPD delivers the new outfit free in 2-3 working days; give the old one to the driver in the same box."
    return {
        "swap_ref": "SW-7712",
        "rental_id": key,
        "status": "confirmed",
        "from": rental["model"],
        "to": chosen[3],
        "sku": chosen[0],
        "new_size": new_size,
        "fee_gbp": 0,
        "rent_carried_over_gbp": rental["paid_to_date_gbp"],
        "new_monthly_gbp": chosen[4],
        "new_rate_from": rental["next_payment"],
        "method": method,
        "handover": handover,
    }


VIO_TOOLS = [
    ToolDef(
        "get-rental",
        "The customer's rentals: instrument, size, monthly rent, payments so far, purchase price and what is left to buy it.",
        {
            "type": "object",
            "properties": {"rental_id": {"type": ["string", "null"], "description": "e.g. R-50217; null or omit for all"}},
        },
        get_rental,
    ),
    ToolDef(
        "find-instruments",
        "Search rental stock. Give arm_length_cm to get a recommended violin size for the player.",
        {
            "type": "object",
            "properties": {
                "instrument": {"type": "string", "enum": ["violin", "viola", "cello"]},
                "size": {"type": ["string", "null"], "enum": SIZE_ORDER + ['15"', '16"', None]},
                "arm_length_cm": {"type": "number", "description": "Neck to middle of the palm, arm straight out"},
                "max_monthly_gbp": {"type": "number"},
                "in_stock_only": {"type": "boolean", "default": True},
            },
            "required": ["instrument"],
        },
        find_instruments,
    ),
    ToolDef(
        "request-size-swap",
        "Swap a rented instrument for another size (one free swap per rental every 12 months).",
        {
            "type": "object",
            "properties": {
                "rental_id": {"type": "string"},
                "new_size": {"type": "string", "enum": SIZE_ORDER},
                "instrument_sku": {
                    "type": ["string", "null"],
                    "description": "A SKU from find-instruments; null for any in stock",
                },
                "method": {"type": "string", "enum": ["collect_in_store", "courier"]},
                "preferred_date": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "YYYY-MM-DD for collection; null for the earliest",
                },
            },
            "required": ["rental_id", "new_size", "instrument_sku", "method", "preferred_date"],
            "additionalProperties": False,
        },
        request_size_swap,
        act=True,
        strict=True,
    ),
]

VIO_ACTS = ["request-size-swap"]

VIO_INSTRUCTIONS = """You are the assistant for Stringwise, a string-instrument rental shop in Manchester.
Today is Monday 14 December 2026, 16:30 (Manchester, UK; Europe/London).

Signed-in customer: Joanna Kaur (joanna.kaur@gmail.com). She rents instruments for her children Ella (8, violin) and Arjun (12, cello); use get-rental for the details.

Rental terms:
- Rent is taken on the 1st of each month. Every payment in the first 12 months of a rental counts in full toward buying that instrument; after 12 months, 50% of each payment counts.
- One free size swap per rental every 12 months: rent already paid carries over, and the new instrument's monthly rate applies from the next payment. Swaps can be collected at the shop (41 Oldham Street, Manchester M1 1JG; Mon-Sat 10:00-17:30) or sent by courier (free, 2-3 working days).
- Instrument care: loosen the bow hair after every practice and never tighten it so far that the stick goes straight; wipe rosin off the strings and body with a soft dry cloth; keep the instrument away from radiators. Strings are replaced free once a year at the shop; broken strings in between are £6 each.
- Sizes are chosen by arm length; find-instruments recommends a violin size from the player's measurement.
Only request swaps when Joanna asks you to."""


# =============================================================================================
# 5. jury_service: jury summons reply (1 tool, snake_case)
# =============================================================================================

JUROR_NUMBER = "662041873"
JURY_START = _dt.date(2027, 1, 18)
JURY_TODAY = _dt.date(2026, 12, 2)


def reply_to_summons(
    juror_number: str,
    response: str,
    deferral: dict[str, Any] | None,
    excusal_reason: str | None,
    adjustments: dict[str, Any],
    contact_phone: str | None,
) -> dict[str, Any]:
    if re.sub(r"\D", "", str(juror_number)) != JUROR_NUMBER:
        return {"error": "That juror number does not match the summons on this account (9 digits, top right of the letter)."}
    base = {
        "reply_ref": "JSR-20418",
        "juror_number": JUROR_NUMBER,
        "response": response,
        "received_at": "2026-12-02T12:31",
        "adjustments": adjustments,
        "contact_phone": contact_phone,
    }
    if response == "attend":
        return {
            **base,
            "status": "confirmed",
            "court": "Cardiff Crown Court, Cathays Park, Cardiff CF10 3PG",
            "start": "2027-01-18T09:00",
            "expected_length": "usually 10 working days",
            "adjustments_note": "Adjustments passed to the court's jury manager." if adjustments else None,
        }
    if response == "defer":
        details = deferral or {}
        offered = []
        for item in details.get("available_dates") or []:
            for found in re.findall(r"\d{4}-\d{2}-\d{2}", str(item)):
                try:
                    offered.append(_dt.date.fromisoformat(found))
                except ValueError:
                    continue
        usable = sorted(d for d in offered if JURY_TODAY < d <= JURY_START + _dt.timedelta(days=365))
        if not usable:
            return {"error": "Give a reason and at least one date (YYYY-MM-DD) within 12 months of the summons date."}
        first = usable[0]
        monday = first + _dt.timedelta(days=(7 - first.weekday()) % 7)
        return {
            **base,
            "status": "deferral_granted",
            "reason": details.get("reason"),
            "new_start": str(monday),
            "note": "A new summons letter for the new date will arrive about 6 weeks before it. A deferral can only be "
            "granted once.",
        }
    if response == "excusal":
        if not str(excusal_reason or "").strip():
            return {"error": "Say why you are asking to be excused."}
        return {
            **base,
            "status": "under_review",
            "excusal_reason": excusal_reason,
            "decision_by": "2026-12-09",
            "note": "We may ask for evidence (for example a letter from a GP or social worker). If excusal is refused you "
            "will usually be offered a deferral.",
        }
    return {
        **base,
        "status": "under_review",
        "note": "An eligibility officer will review your reply and contact you within 7 days.",
    }


DEFERRAL_DEF = {
    "type": "object",
    "properties": {
        "reason": {"type": "string", "enum": ["holiday", "work", "childcare", "medical", "exams", "caring", "other"]},
        "details": {"type": "string", "description": "A short explanation"},
        "available_dates": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Dates (YYYY-MM-DD) within 12 months of the summons date when you could start",
        },
    },
    "required": ["reason", "details", "available_dates"],
    "additionalProperties": False,
}

JURY_TOOLS = [
    ToolDef(
        "reply_to_summons",
        "Send the juror's reply to their jury summons: attend, ask to defer to another date, ask to be excused, or say "
        "they are not eligible.",
        {
            "type": "object",
            "properties": {
                "juror_number": {"type": "string"},
                "response": {"type": "string", "enum": ["attend", "defer", "excusal", "not_eligible"]},
                "deferral": {
                    "anyOf": [{"$ref": "#/$defs/deferral"}, {"type": "null"}],
                    "description": "Required when response is defer; otherwise null",
                },
                "excusal_reason": {"type": ["string", "null"], "description": "Required when response is excusal"},
                "adjustments": {
                    "type": "object",
                    "properties": {
                        "step_free_access": {"type": "boolean"},
                        "hearing_loop": {"type": "boolean"},
                        "other": {"type": ["string", "null"]},
                    },
                    "required": ["step_free_access", "hearing_loop", "other"],
                    "additionalProperties": False,
                },
                "contact_phone": {"type": ["string", "null"]},
            },
            "required": ["juror_number", "response", "deferral", "excusal_reason", "adjustments", "contact_phone"],
            "additionalProperties": False,
            "$defs": {"deferral": DEFERRAL_DEF},
        },
        reply_to_summons,
        act=True,
        strict=True,
    ),
]

JURY_INSTRUCTIONS = """You are the assistant for the Jury Summons Reply service (Jury Central Summoning Bureau, England and Wales).
Today is Wednesday 2 December 2026, 12:30 (Cardiff, UK; Europe/London).

Signed-in user: Rhys Bevan, 9 Clive Street, Cardiff CF11 7JD (rhys.bevan@outlook.com, 07700 900557).
His summons: juror number 662041873, Cardiff Crown Court, starting Monday 18 January 2027 at 09:00, usually for 10 working days. Reply by Wednesday 16 December 2026.

Rules:
- Everyone aged 18 to 75 on the electoral register is eligible; age alone is not a reason to be excused.
- Deferral: you can ask once to move your service to another date within 12 months of the original date, giving the dates you could attend. Pre-booked holidays, exams and work commitments are usual reasons.
- Excusal: only for serious reasons that would stop you serving at any time in the next 12 months (for example being the sole full-time carer for someone). Give details; evidence may be requested. If excusal is refused you are usually offered a deferral instead.
- Expenses: loss of earnings up to £64.95 a day for the first 10 days (£32.47 for 4 hours or less), including for self-employed people with evidence of earnings; travel at public transport fares or 31.4p a mile by car; food and drink £5.71 a day.
- Courts have step-free access and hearing loops; ask for any adjustments in the reply.
Only send a reply to the summons when Rhys asks you to."""


DOMAINS = [
    Domain("passport_office", PP_TOOLS, PP_INSTRUCTIONS),
    Domain("sailing_school", SAIL_TOOLS, SAIL_INSTRUCTIONS),
    Domain("broadband_fault", BB_TOOLS, BB_INSTRUCTIONS),
    Domain("violin_rental", VIO_TOOLS, VIO_INSTRUCTIONS),
    Domain("jury_service", JURY_TOOLS, JURY_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

HOME_POSTCODE = one_of("S10 1BE", "S101BE")
DANIEL = fields(fullName=contains("Daniel"), dateOfBirth=date("1984-02-27"), currentPassportNumber="563920174")
NEW_PHOTO = one_of("K7PM-2QXD-9WRT", "K7PM 2QXD 9WRT", "K7PM2QXD9WRT")

CASES = [
    # ---------------------------------------------------------------- passport_office (12)
    Case(
        "y_pp_status_ref",
        "passport_office",
        "direct",
        [
            Turn(
                "where's my passport application at? ref PEX-4471-2290",
                calls=[ExpectCall("getApplicationStatus", {"applicationRef": "PEX-4471-2290"})],
                allow=["getMyApplications"],
                forbid=PP_ACTS,
                answer_has=[said_date("2026-12-15")],
            ),
        ],
        features=("date", "camel_names", "8_tools"),
    ),
    Case(
        "y_pp_report_lost",
        "passport_office",
        "direct",
        [
            Turn(
                "report daniel's passport lost - he left it in the seat pocket on the flight back from dublin last night. "
                "number's 563920174",
                calls=[
                    ExpectCall(
                        "reportLostPassport",
                        {
                            "passportNumber": "563920174",
                            "holderName": contains("Daniel"),
                            "circumstance": "lost",
                            "lostOn": date("2026-12-07"),
                            "policeReference": null_or_absent(),
                        },
                    )
                ],
                allow=["getMyApplications"],
                forbid=["bookAppointment", "cancelAppointment", "replacePhoto", "updateDeliveryAddress"],
                answer_has=[said("cancelled", "canceled")],
            ),
        ],
        features=("strict", "enum", "nullable_anyof", "date", "person", "camel_names", "8_tools"),
    ),
    Case(
        "y_pp_fee_54",
        "passport_office",
        "polite",
        [
            Turn(
                "Hi, could you let me know how much it would cost to renew my husband's passport online? He'd like the "
                "bigger 54-page one this time, standard service is fine. Thanks!",
                calls=[ExpectCall("calculateFee", {"applicationType": "adult_renewal", "pages": number(54)})],
                forbid=PP_ACTS,
                answer_has=[said_number(104.5)],
            ),
        ],
        features=("enum", "integer_enum", "camel_names", "8_tools"),
    ),
    Case(
        "y_pp_lisbon",
        "passport_office",
        "indirect",
        [
            Turn(
                "we fly to lisbon on the 19th. is my new passport going to turn up in time??",
                calls=[ExpectCall("getMyApplications")],
                allow=["getApplicationStatus"],
                forbid=PP_ACTS,
                answer_has=[said_date("2026-12-15")],
            ),
        ],
        features=("date", "camel_names", "8_tools"),
    ),
    Case(
        "y_pp_cancel_kiran_fee",
        "passport_office",
        "multi_intent",
        [
            Turn(
                "cancel kiran's appointment on the 17th, we'll just do his renewal online instead. oh and how much is "
                "that for a child?",
                calls=[
                    ExpectCall("getMyApplications"),
                    ExpectCall("cancelAppointment", {"appointmentRef": "APT-88123"}),
                    ExpectCall("calculateFee", {"applicationType": "child_renewal"}),
                ],
                allow=["getApplicationStatus"],
                forbid=["bookAppointment", "replacePhoto", "updateDeliveryAddress", "reportLostPassport"],
                answer_has=[said_number(61.5)],
            ),
        ],
        features=("enum", "person", "camel_names", "8_tools"),
    ),
    Case(
        "y_pp_smile",
        "passport_office",
        "no_tool",
        [
            Turn(
                "can you smile in a passport photo or is that a no no",
                forbid=PP_ACTS,
                answer_has=[
                    said(
                        "neutral",
                        "mouth closed",
                        "closed mouth",
                        "no smiling",
                        "can't smile",
                        "cannot smile",
                        "shouldn't smile",
                        "should not smile",
                    )
                ],
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "y_pp_found_after_report",
        "passport_office",
        "no_tool",
        [
            Turn(
                "hypothetically, if I report a passport lost and then it turns up in a coat pocket a week later, can I just "
                "carry on using it?",
                forbid=PP_ACTS,
                answer_has=[
                    said(
                        "cancel",
                        "can't use",
                        "cannot use",
                        "can't be used",
                        "cannot be used",
                        "no longer valid",
                        "not valid",
                        "invalid",
                        "won't be able",
                        "not be able",
                    )
                ],
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "y_pp_premium_vague",
        "passport_office",
        "underspecified",
        [
            Turn(
                "can you get a premium appointment booked",
                allow=["getMyApplications", "listAppointmentSlots"],
                forbid=PP_ACTS,
                clarify=True,
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "y_pp_asha_hold",
        "passport_office",
        "chained",
        [
            Turn(
                "why is asha's application on hold?",
                calls=[
                    ExpectCall("getMyApplications"),
                    ExpectCall("getApplicationStatus", {"applicationRef": "PEX-4471-2291"}),
                ],
                forbid=PP_ACTS,
                answer_has=[said("shadow", "eyebrow"), said_date("2026-12-22")],
            ),
        ],
        features=("person", "date", "camel_names", "8_tools"),
    ),
    Case(
        "y_pp_new_photo",
        "passport_office",
        "chained",
        [
            Turn(
                "Got a new photo done for Asha at the booth in Partick, the code is K7PM 2QXD 9WRT. can you check it's ok "
                "and if it is, put it on her application",
                calls=[
                    ExpectCall("checkPhoto", {"photoCode": NEW_PHOTO}),
                    ExpectCall("replacePhoto", {"applicationRef": "PEX-4471-2291", "photoCode": NEW_PHOTO}),
                ],
                allow=["getMyApplications", "getApplicationStatus"],
                forbid=["bookAppointment", "cancelAppointment", "updateDeliveryAddress", "reportLostPassport"],
                answer_has=[said_date("2026-12-29")],
            ),
        ],
        features=("person", "date", "camel_names", "8_tools"),
    ),
    Case(
        "y_pp_premium_daniel",
        "passport_office",
        "multi_turn",
        [
            Turn(
                "any premium appointments going in glasgow before christmas?",
                calls=[ExpectCall("listAppointmentSlots", {"office": "Glasgow", "service": "premium"})],
                forbid=PP_ACTS,
                answer_has=[said_date("2026-12-11")],
            ),
            Turn(
                "book the first one for daniel please, it's for his renewal",
                calls=[
                    ExpectCall(
                        "bookAppointment",
                        {"slotId": "GLA-PR-20261211-1100", "applicationType": "adult_renewal", "applicants": items(DANIEL)},
                    )
                ],
                allow=["listAppointmentSlots", "getMyApplications"],
                forbid=["cancelAppointment", "replacePhoto", "updateDeliveryAddress", "reportLostPassport"],
                answer_has=[said("APT-90412")],
            ),
        ],
        features=("ref", "strict", "nested", "array", "nullable_anyof", "nullable_type_list", "date", "camel_names", "8_tools"),
    ),
    Case(
        "y_pp_move_address",
        "passport_office",
        "multi_turn",
        [
            Turn(
                "we're moving flat on saturday - can my passport still be sent to the new place?",
                allow=["getMyApplications", "getApplicationStatus"],
                forbid=PP_ACTS,
                clarify=True,
            ),
            Turn(
                "it's Flat 3/2, 41 Cranworth Street, Glasgow G12 8AG",
                calls=[
                    ExpectCall(
                        "updateDeliveryAddress",
                        {
                            "applicationRef": "PEX-4471-2290",
                            "address": all_of(mentions("Cranworth"), fields(postcode=matches(r"G12\s?8AG"))),
                        },
                    )
                ],
                allow=["getMyApplications", "getApplicationStatus"],
                forbid=["bookAppointment", "cancelAppointment", "replacePhoto", "reportLostPassport"],
            ),
        ],
        features=("nested", "nullable_type_list", "camel_names", "8_tools"),
    ),
    # ---------------------------------------------------------------- sailing_school (10)
    Case(
        "y_sail_log_yesterday",
        "sailing_school",
        "direct",
        [
            Turn(
                "log yesterday's sail for me - 6.5 hrs on Kotare, 31.2nm, 1.5 hrs of that after dark, I was skipper",
                calls=[
                    ExpectCall(
                        "log_sea_time",
                        {
                            "date": date("2026-12-11"),
                            "vessel": contains("Kotare"),
                            "hours": number(6.5),
                            "nautical_miles": number(31.2),
                            "night_hours": number(1.5),
                            "role": "skipper",
                        },
                    )
                ],
                forbid=["book_course", "transfer_booking"],
            ),
        ],
        features=("number", "date", "enum", "nullable_type_list", "snake_names"),
    ),
    Case(
        "y_sail_beginner_xmas",
        "sailing_school",
        "polite",
        [
            Turn(
                "Kia ora! Could you tell me what beginner courses you've got running over the Christmas break please?",
                calls=[ExpectCall("list_courses")],
                allow=["get_course"],
                forbid=SAIL_ACTS,
                answer_has=[said("Start Yachting"), said("Dinghy Taster")],
            ),
        ],
        features=("enum", "nullable_type_list", "snake_names"),
    ),
    Case(
        "y_sail_coastal_ready",
        "sailing_school",
        "indirect",
        [
            Turn(
                "been eyeing up the coastal skipper course in january... am I actually allowed to do it yet?",
                calls=[ExpectCall("my_bookings")],
                allow=["list_courses", "get_course"],
                forbid=SAIL_ACTS,
                answer_has=[said_any_number(212.4, 212, 87.6, 88), said("Day Skipper")],
            ),
        ],
        features=("number", "snake_names"),
    ),
    Case(
        "y_sail_mia_dinghy",
        "sailing_school",
        "multi_intent",
        [
            Turn(
                "can you book my daughter Mia onto the dinghy taster on the 27th? she's 11, swims fine and has her own "
                "wetsuit. also what's the wind looking like at okahu bay that day",
                calls=[
                    ExpectCall(
                        "book_course",
                        {
                            "course_code": "DG-1227",
                            "participants": items(fields(name=contains("Mia"), age=number(11), can_swim_50m=boolean(True))),
                            "wetsuit_hire": boolean(False),
                        },
                    ),
                    ExpectCall("get_wind_forecast", {"date": date("2026-12-27"), "spot": "okahu_bay"}),
                ],
                allow=["list_courses", "get_course", "my_bookings"],
                forbid=["transfer_booking", "log_sea_time"],
                answer_has=[said_any_number(8, 12)],
            ),
        ],
        features=("strict", "array", "nested", "boolean", "nullable_anyof", "date", "person", "snake_names"),
    ),
    Case(
        "y_sail_tack_gybe",
        "sailing_school",
        "no_tool",
        [
            Turn(
                "whats the difference between tacking and gybing",
                forbid=SAIL_ACTS,
                answer_has=[
                    said("bow", "front of the boat", "into the wind", "through the wind", "head to wind", "upwind"),
                    said("stern", "back of the boat", "downwind", "away from the wind", "behind"),
                ],
            ),
        ],
        features=("snake_names",),
    ),
    Case(
        "y_sail_what_bring",
        "sailing_school",
        "no_tool",
        [
            Turn(
                "my friend's doing start yachting with you next weekend, what does she need to bring?",
                allow=["get_course", "list_courses"],
                forbid=SAIL_ACTS,
                answer_has=[said("sunscreen", "sun cream", "sunblock", "suncream"), said("shoes")],
            ),
        ],
        features=("snake_names",),
    ),
    Case(
        "y_sail_book_jan",
        "sailing_school",
        "underspecified",
        [
            Turn(
                "book me on a course in january",
                allow=["list_courses", "get_course", "my_bookings"],
                forbid=SAIL_ACTS,
                clarify=True,
            ),
        ],
        features=("snake_names",),
    ),
    Case(
        "y_sail_transfer_feb",
        "sailing_school",
        "chained",
        [
            Turn(
                "can you switch my day skipper over to the february one instead",
                calls=[
                    ExpectCall("my_bookings"),
                    ExpectCall("transfer_booking", {"booking_ref": "WSA-30418", "new_course_code": "DS-0206"}),
                ],
                allow=["list_courses", "get_course"],
                forbid=["book_course", "log_sea_time"],
                answer_has=[said_date("2027-02-06")],
            ),
        ],
        features=("date", "snake_names"),
    ),
    Case(
        "y_sail_start_yachting_pair",
        "sailing_school",
        "multi_turn",
        [
            Turn(
                "is there still room on the start yachting course next weekend?",
                calls=[ExpectCall("list_courses")],
                allow=["get_course"],
                forbid=SAIL_ACTS,
                answer_has=[said_number(3)],
            ),
            Turn(
                "whats the wind forecast for those two days",
                calls=[
                    ExpectCall("get_wind_forecast", {"date": date("2026-12-19"), "spot": "westhaven"}),
                    ExpectCall("get_wind_forecast", {"date": date("2026-12-20"), "spot": "westhaven"}),
                ],
                allow=["get_course"],
                forbid=SAIL_ACTS,
                answer_has=[said_any_number(26, 33)],
            ),
            Turn(
                "ok book me and my partner Tom on it anyway. he's 34, I'm 31, we can both swim",
                calls=[
                    ExpectCall(
                        "book_course",
                        {
                            "course_code": "ST-1219",
                            "participants": items(
                                fields(name=contains("Hannah"), age=number(31), can_swim_50m=boolean(True)),
                                fields(name=contains("Tom"), age=number(34), can_swim_50m=boolean(True)),
                            ),
                        },
                    )
                ],
                allow=["get_course", "list_courses"],
                forbid=["transfer_booking", "log_sea_time"],
                answer_has=[said("WSA-30562")],
            ),
        ],
        features=("strict", "array", "nested", "date", "person", "snake_names"),
    ),
    Case(
        "y_sail_logbook",
        "sailing_school",
        "multi_turn",
        [
            Turn(
                "how many sea miles have i got in my logbook now?",
                calls=[ExpectCall("my_bookings")],
                forbid=SAIL_ACTS,
                answer_has=[said_number(212.4)],
            ),
            Turn(
                "add last sunday's sail then - 4 hours on Kotare, 18 miles, I was crew",
                calls=[
                    ExpectCall(
                        "log_sea_time",
                        {
                            "date": date("2026-12-06"),
                            "vessel": contains("Kotare"),
                            "hours": number(4),
                            "nautical_miles": number(18),
                            "role": "crew",
                        },
                    )
                ],
                forbid=["book_course", "transfer_booking"],
                answer_has=[said_number(230.4)],
            ),
        ],
        features=("number", "date", "enum", "snake_names"),
    ),
    # ---------------------------------------------------------------- broadband_fault (9)
    Case(
        "y_bb_full_test",
        "broadband_fault",
        "direct",
        [
            Turn(
                "run a full line test on my connection",
                calls=[ExpectCall("RunLineTest", {"serviceId": "NW-FTTP-662104", "testType": "full"})],
                allow=["GetFaultTicket"],
                forbid=BB_ACTS,
                answer_has=[said_any_number(312.4, 312)],
            ),
        ],
        features=("enum", "pascal_names"),
    ),
    Case(
        "y_bb_area_work",
        "broadband_fault",
        "polite",
        [
            Turn(
                "Hi, could you check if there's any work going on in my area please? The internet's been a bit dodgy this "
                "evening.",
                calls=[ExpectCall("GetAreaStatus", {"postcode": HOME_POSTCODE})],
                allow=["RunLineTest", "GetFaultTicket"],
                forbid=BB_ACTS,
                answer_has=[said("midnight", "00:00", "12am", "12 am", "12:00 am", "12:00am")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "y_bb_mum_s6",
        "broadband_fault",
        "indirect",
        [
            Turn(
                "my mum's over in hillsborough (S6 4HG) and says her northwave has been off since lunchtime. is it just her?",
                calls=[ExpectCall("GetAreaStatus", {"postcode": one_of("S6 4HG", "S64HG")})],
                forbid=BB_ACTS,
                answer_has=[
                    said("roadworks", "Infirmary Road", "cable"),
                    said("23:00", "11pm", "11 pm", "11:00 pm", "11:00pm", "11.00pm", "11 p.m."),
                ],
            ),
        ],
        features=("person", "pascal_names"),
    ),
    Case(
        "y_bb_book_22_comp",
        "broadband_fault",
        "multi_intent",
        [
            Turn(
                "put me down for the engineer on the afternoon of the 22nd. and do I get any money back for all this hassle?",
                calls=[ExpectCall("BookEngineerVisit", {"ticketId": "FLT-7720455", "date": date("2026-12-22"), "slot": "pm"})],
                allow=["GetFaultTicket"],
                forbid=["RaiseFault"],
                answer_has=[said_number(9.33)],
            ),
        ],
        features=("date", "enum", "pascal_names"),
    ),
    Case(
        "y_bb_dead_raise",
        "broadband_fault",
        "multi_intent",
        [
            Turn(
                "internet's completely dead since about 6pm. all the lights on the hub are off apart from power which is "
                "flashing red. can you raise a fault and check whether it's an area problem",
                calls=[
                    ExpectCall("GetAreaStatus", {"postcode": HOME_POSTCODE}),
                    ExpectCall(
                        "RaiseFault",
                        {
                            "serviceId": "NW-FTTP-662104",
                            "category": "no_connection",
                            "startedAt": at("2026-12-17", "18:00"),
                            "routerLights": fields(power="flashing_red", internet="off", wifi="off"),
                        },
                    ),
                ],
                allow=["RunLineTest", "GetFaultTicket"],
                forbid=["BookEngineerVisit"],
                answer_has=[said("FLT-7734129")],
            ),
        ],
        features=("strict", "ref", "nullable_anyof", "nested", "enum", "array", "date", "pascal_names"),
    ),
    Case(
        "y_bb_fttp_fttc",
        "broadband_fault",
        "no_tool",
        [
            Turn(
                "what's the actual difference between FTTP and FTTC?",
                forbid=BB_ACTS,
                answer_has=[said("cabinet"), said("copper", "phone line", "telephone line")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "y_bb_book_vague",
        "broadband_fault",
        "underspecified",
        [
            Turn("book an engineer for me", allow=["GetFaultTicket"], forbid=BB_ACTS, clarify=True),
        ],
        features=("pascal_names",),
    ),
    Case(
        "y_bb_earliest",
        "broadband_fault",
        "chained",
        [
            Turn(
                "just get me the earliest engineer slot you've got for my open fault",
                calls=[
                    ExpectCall("GetFaultTicket", {"ticketId": "FLT-7720455"}),
                    ExpectCall("BookEngineerVisit", {"ticketId": "FLT-7720455", "date": date("2026-12-21"), "slot": "am"}),
                ],
                forbid=["RaiseFault"],
                answer_has=[said("ENG-551902")],
            ),
        ],
        features=("date", "enum", "pascal_names"),
    ),
    Case(
        "y_bb_when_engineer",
        "broadband_fault",
        "multi_turn",
        [
            Turn(
                "is somebody actually coming out to fix my broadband or not??",
                calls=[ExpectCall("GetFaultTicket", {"ticketId": "FLT-7720455"})],
                forbid=BB_ACTS,
                answer_has=[said("book", "schedul", "arrang", "not yet", "slot", "available")],
            ),
            Turn(
                "what days have you got",
                allow=["GetFaultTicket"],
                forbid=BB_ACTS,
                answer_has=[said_date("2026-12-21"), said_date("2026-12-23")],
            ),
            Turn(
                "wednesday morning then. do I have to be in for it?",
                calls=[ExpectCall("BookEngineerVisit", {"ticketId": "FLT-7720455", "date": date("2026-12-23"), "slot": "am"})],
                allow=["GetFaultTicket"],
                forbid=["RaiseFault"],
                answer_has=[said("18", "adult")],
            ),
        ],
        features=("date", "enum", "pascal_names"),
    ),
    # ---------------------------------------------------------------- violin_rental (8)
    Case(
        "y_vio_paid_ella",
        "violin_rental",
        "direct",
        [
            Turn(
                "how much have we paid toward ella's violin so far",
                calls=[ExpectCall("get-rental")],
                forbid=VIO_ACTS,
                answer_has=[said_number(140)],
            ),
        ],
        features=("nullable_type_list", "person", "kebab_names"),
    ),
    Case(
        "y_vio_34_under20",
        "violin_rental",
        "polite",
        [
            Turn(
                "Would you mind checking whether you've got any 3/4 violins in stock for under £20 a month? Thank you",
                calls=[ExpectCall("find-instruments", {"instrument": "violin", "size": "3/4"})],
                forbid=VIO_ACTS,
                answer_has=[said("Stentor"), said("Hidersine")],
            ),
        ],
        features=("enum", "number", "nullable_type_list", "kebab_names"),
    ),
    Case(
        "y_vio_arm_57",
        "violin_rental",
        "indirect",
        [
            Turn(
                "ella's teacher measured her arm at her lesson today, 57cm from her neck to the middle of her palm. is her "
                "violin still the right size for her?",
                calls=[ExpectCall("find-instruments", {"instrument": "violin", "arm_length_cm": number(57)})],
                allow=["get-rental"],
                forbid=VIO_ACTS,
                answer_has=[said("3/4")],
            ),
        ],
        features=("number", "person", "kebab_names"),
    ),
    Case(
        "y_vio_swap_and_buyout",
        "violin_rental",
        "multi_intent",
        [
            Turn(
                "please swap ella's violin up to a 3/4, courier is easiest for us. and what would it cost to buy arjun's "
                "cello outright right now?",
                calls=[
                    ExpectCall("get-rental"),
                    ExpectCall("request-size-swap", {"rental_id": "R-50217", "new_size": "3/4", "method": "courier"}),
                ],
                allow=["find-instruments"],
                answer_has=[said_number(561)],
            ),
        ],
        features=("strict", "enum", "nullable_anyof", "nullable_type_list", "person", "kebab_names"),
    ),
    Case(
        "y_vio_bow",
        "violin_rental",
        "no_tool",
        [
            Turn(
                "should ella be loosening her bow after she practises or is it fine to leave it tight?",
                forbid=VIO_ACTS,
                answer_has=[said("loosen")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "y_vio_swap_which",
        "violin_rental",
        "underspecified",
        [
            Turn(
                "can you swap one of the kids' instruments for the next size up",
                allow=["get-rental", "find-instruments"],
                forbid=VIO_ACTS,
                clarify=True,
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "y_vio_cheapest_swap",
        "violin_rental",
        "chained",
        [
            Turn(
                "find the cheapest 3/4 violin you've got in stock and swap ella's over to it. we'll pick it up from the shop "
                "on saturday",
                calls=[
                    ExpectCall("find-instruments", {"instrument": "violin", "size": "3/4"}),
                    ExpectCall(
                        "request-size-swap",
                        {
                            "rental_id": "R-50217",
                            "new_size": "3/4",
                            "instrument_sku": "VN-34-STII",
                            "method": "collect_in_store",
                            "preferred_date": date("2026-12-19"),
                        },
                    ),
                ],
                allow=["get-rental"],
                answer_has=[said("Stentor")],
            ),
        ],
        features=("strict", "enum", "nullable_anyof", "nullable_type_list", "date", "kebab_names"),
    ),
    Case(
        "y_vio_cello_buy",
        "violin_rental",
        "multi_turn",
        [
            Turn(
                "what's arjun's cello costing us each month again?",
                calls=[ExpectCall("get-rental")],
                forbid=VIO_ACTS,
                answer_has=[said_number(22)],
            ),
            Turn(
                "and if we keep renting it until it's been a full year and then buy it, how much would be left to pay at "
                "that point?",
                allow=["get-rental"],
                forbid=VIO_ACTS,
                answer_has=[said_number(385)],
            ),
        ],
        features=("person", "kebab_names"),
    ),
    # ---------------------------------------------------------------- jury_service (6)
    Case(
        "y_jury_defer_holiday",
        "jury_service",
        "direct",
        [
            Turn(
                "defer my jury service please, I'm in tenerife 16th-30th jan and the flights are already paid for. any "
                "week in march works",
                calls=[
                    ExpectCall(
                        "reply_to_summons",
                        {
                            "juror_number": "662041873",
                            "response": "defer",
                            "deferral": fields(reason="holiday", available_dates=dates_between("2027-03-01", "2027-03-31")),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "ref", "nullable_anyof", "array", "date", "1_tool"),
    ),
    Case(
        "y_jury_attend_wheelchair",
        "jury_service",
        "polite",
        [
            Turn(
                "Hello, could you please confirm that I'll be attending? I'm a wheelchair user so I'll need step-free "
                "access. Many thanks",
                calls=[
                    ExpectCall(
                        "reply_to_summons",
                        {
                            "juror_number": "662041873",
                            "response": "attend",
                            "adjustments": fields(step_free_access=boolean(True)),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "nested", "boolean", "1_tool"),
    ),
    Case(
        "y_jury_exams",
        "jury_service",
        "indirect",
        [
            Turn(
                "i've got uni exams 19-22 jan so the 18th is a total nightmare. I'm free any time from 21 june though, "
                "can you sort that out?",
                calls=[
                    ExpectCall(
                        "reply_to_summons",
                        {
                            "juror_number": "662041873",
                            "response": "defer",
                            "deferral": fields(reason="exams", available_dates=dates_between("2027-06-21", "2028-01-18")),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "ref", "nullable_anyof", "array", "date", "1_tool"),
    ),
    Case(
        "y_jury_pay",
        "jury_service",
        "no_tool",
        [
            Turn(
                "do you actually get paid for doing jury service? I'm self-employed so I'm worried about losing money",
                forbid=["reply_to_summons"],
                answer_has=[said_number(64.95)],
            ),
        ],
        features=("1_tool",),
    ),
    Case(
        "y_jury_putoff",
        "jury_service",
        "underspecified",
        [
            Turn("I need to put my jury service off", forbid=["reply_to_summons"], clarify=True),
        ],
        features=("1_tool",),
    ),
    Case(
        "y_jury_carer",
        "jury_service",
        "multi_turn",
        [
            Turn(
                "can I get out of jury service if I'm the only carer for my mum?",
                forbid=["reply_to_summons"],
                answer_has=[said("excus")],
            ),
            Turn(
                "ok please ask for me to be excused then. she has advanced dementia and needs someone with her round the "
                "clock, and there's nobody else",
                calls=[
                    ExpectCall(
                        "reply_to_summons",
                        {
                            "juror_number": "662041873",
                            "response": "excusal",
                            "excusal_reason": matches(r"dementia|carer|caring|care"),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "nullable_type_list", "person", "1_tool"),
    ),
]
