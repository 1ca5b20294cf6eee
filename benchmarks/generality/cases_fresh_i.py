"""Generality part "fresh_i": five everyday domains a learner might build, 45 cases.

Written independently on 2026-12-04 by a helper that did not see the engine (the simulated model)
nor any other case file; only spec.py and validate.py were read. The expectations describe what a
competent gpt-4.1-mini-class model does with these tools, not what any rule engine does.

Domains: a hospital outpatient portal (9 tools), a print shop's quote desk (1 tool), a board-game
café (6 tools), a car service garage (6 tools) and a climbing centre (7 tools). Every fake is a
pure function over the data in this file: no state changes between calls, no clock, no I/O.
"""

from __future__ import annotations

import datetime as _dt
from decimal import ROUND_HALF_UP, Decimal

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    ToolDef,
    Turn,
    between,
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

# ---------------------------------------------------------------------------------------------
# Small helpers (answer phrasings, dates)
# ---------------------------------------------------------------------------------------------

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"]


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def said_date(iso: str):
    """The ways a model says a date the tool returned as ISO: "15 December", "Dec 15", "15th"..."""
    day = _dt.date.fromisoformat(iso)
    month, short, nth = _MONTHS[day.month - 1], _MONTHS[day.month - 1][:3], _ordinal(day.day)
    return said(iso, f"{day.day} {month}", f"{nth} {month}", f"{nth} of {month}", f"{month} {day.day}",
                f"{short} {day.day}", f"{day.day} {short}", f"{nth} {short}", f"{short}. {day.day}",
                f"{day.day}/{day.month}", f"{day.day:02d}/{day.month:02d}", f"the {nth}")


def said_time(hh_mm: str):
    """The ways a model says a clock time the tool returned as "HH:MM"."""
    hour, minute = (int(part) for part in hh_mm.split(":"))
    h12, suffix = hour % 12 or 12, ("am" if hour < 12 else "pm")
    alts = [hh_mm, f"{hour:02d}.{minute:02d}"]
    if minute:
        alts += [f"{hour}:{minute:02d}", f"{hour}.{minute:02d}", f"{h12}:{minute:02d}", f"{h12}.{minute:02d}"]
    else:
        alts += [f"{h12}{suffix}", f"{h12} {suffix}", f"{h12}:00{suffix}", f"{h12}:00 {suffix}",
                 f"{h12} {suffix[0]}.m", f"{h12}{suffix[0]}.m", f"{h12} o'clock"]
        if hour >= 10:
            alts.append(f"{hour}:00")
    return said(*alts)


def _iso(value: str) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(value)[:10])
    except ValueError:
        return None


def _mins(hh_mm: str) -> int | None:
    try:
        hour, minute = (int(part) for part in str(hh_mm)[:5].split(":"))
    except ValueError:
        return None
    return hour * 60 + minute


def _code(text: str, modulo: int = 9000) -> int:
    """A deterministic small number from a text (Python's hash() is salted per process)."""
    return 1000 + sum((i + 1) * ord(c) for i, c in enumerate(text)) % modulo


def _others(acts: list[str], *wanted: str) -> list[str]:
    """The act tools of a domain the turn did not ask for."""
    return [name for name in acts if name not in wanted]


# =============================================================================================
# 1. Hospital outpatient portal (9 tools)
# =============================================================================================

_OP_TODAY = _dt.date(2026, 12, 7)
_OP_PATIENT = "P-20417"
_OP_CLINICS = ["dermatology", "physiotherapy", "cardiology", "orthopaedics", "ent"]
_OP_LOCATIONS = {
    "dermatology": "Outpatients Block B, room 4",
    "physiotherapy": "Therapy Centre, ground floor",
    "cardiology": "Heart Unit, level 2",
    "orthopaedics": "Outpatients Block A, room 7",
    "ent": "Outpatients Block A, room 11",
}
_OP_APPOINTMENTS = [
    {"appointment_id": "AP-30112", "clinic": "dermatology", "start": "2026-12-10T09:30:00", "clinician": "Dr Ines Varga", "status": "booked"},
    {"appointment_id": "AP-30145", "clinic": "physiotherapy", "start": "2026-12-15T14:00:00", "clinician": "Tom Reyes", "status": "booked"},
    {"appointment_id": "AP-29877", "clinic": "cardiology", "start": "2026-11-19T11:00:00", "clinician": "Dr Hamid Qureshi", "status": "attended"},
    {"appointment_id": "AP-29650", "clinic": "ent", "start": "2026-10-28T15:20:00", "clinician": "Dr Sunita Rao", "status": "attended"},
]
_OP_SLOTS = {
    "SL-4101": ("dermatology", "2026-12-09T10:00:00", "Dr Ines Varga"),
    "SL-4102": ("dermatology", "2026-12-14T09:00:00", "Dr Ines Varga"),
    "SL-4103": ("dermatology", "2026-12-14T15:30:00", "Dr Paul Lindqvist"),
    "SL-4104": ("dermatology", "2026-12-17T11:15:00", "Dr Ines Varga"),
    "SL-5201": ("physiotherapy", "2026-12-08T08:30:00", "Tom Reyes"),
    "SL-5202": ("physiotherapy", "2026-12-10T13:00:00", "Tom Reyes"),
    "SL-5203": ("physiotherapy", "2026-12-10T16:45:00", "Aisha Bello"),
    "SL-5204": ("physiotherapy", "2026-12-11T09:15:00", "Aisha Bello"),
    "SL-6301": ("cardiology", "2026-12-16T10:30:00", "Dr Hamid Qureshi"),
    "SL-6302": ("cardiology", "2026-12-21T14:15:00", "Dr Hamid Qureshi"),
    "SL-7401": ("orthopaedics", "2026-12-11T12:00:00", "Mr Daniel Osei"),
    "SL-7402": ("orthopaedics", "2026-12-18T09:45:00", "Ms Clara Finch"),
    "SL-8501": ("ent", "2026-12-22T10:00:00", "Dr Sunita Rao"),
}
_OP_RESULTS = [
    {"test_id": "TR-5581", "type": "blood", "name": "Full blood count", "taken": "2026-11-19", "status": "final",
     "summary": "Within normal range", "reviewed_by": "Dr Hamid Qureshi"},
    {"test_id": "TR-5582", "type": "blood", "name": "Ferritin", "taken": "2026-11-19", "status": "final",
     "value": "18 ug/L", "reference_range": "30-400 ug/L", "flag": "low", "reviewed_by": "Dr Hamid Qureshi",
     "clinician_note": "Iron supplement started; recheck in 3 months."},
    {"test_id": "TR-5590", "type": "ecg", "name": "12-lead ECG", "taken": "2026-11-19", "status": "final",
     "summary": "Normal sinus rhythm", "reviewed_by": "Dr Hamid Qureshi"},
    {"test_id": "TR-5604", "type": "allergy", "name": "Patch test (extended series)", "taken": "2026-12-03", "status": "pending",
     "expected_by": "2026-12-10"},
]
_OP_MEDICATIONS = [
    {"medication_id": "MED-118", "name": "Ferrous fumarate 210 mg tablets", "dose": "one tablet twice a day", "prescriber": "Dr Hamid Qureshi", "refills_left": 2},
    {"medication_id": "MED-204", "name": "Cetirizine 10 mg tablets", "dose": "one tablet a day", "prescriber": "Dr Ines Varga", "refills_left": 0},
    {"medication_id": "MED-331", "name": "Hydrocortisone 1% cream", "dose": "apply thinly twice a day", "prescriber": "Dr Ines Varga", "refills_left": 3},
]


def _op_patient_error(patient_id: str) -> dict | None:
    if str(patient_id).strip().upper() != _OP_PATIENT:
        return {"error": f"patient {patient_id} not found or not linked to this account"}
    return None


def _op_appointment(appointment: dict) -> dict:
    return {**appointment, "location": _OP_LOCATIONS[appointment["clinic"]]}


def _op_slot(slot_id: str) -> dict:
    clinic, start, clinician = _OP_SLOTS[slot_id]
    return {"slot_id": slot_id, "clinic": clinic, "start": start, "clinician": clinician, "location": _OP_LOCATIONS[clinic]}


def op_list_appointments(patient_id: str, status: str = "upcoming", clinic: str | None = None, **_extra) -> dict:
    if error := _op_patient_error(patient_id):
        return error
    rows = []
    for appointment in _OP_APPOINTMENTS:
        upcoming = _iso(appointment["start"]) >= _OP_TODAY
        if status == "upcoming" and not upcoming or status == "past" and upcoming:
            continue
        if clinic and appointment["clinic"] != clinic:
            continue
        rows.append(_op_appointment(appointment))
    rows.sort(key=lambda a: a["start"])
    return {"patient_id": _OP_PATIENT, "status_filter": status, "appointments": rows,
            "note": "Please arrive 15 minutes before your appointment time."}


def op_search_clinic_slots(clinic: str, from_date: str | None = None, to_date: str | None = None,
                           time_of_day: str = "any", **_extra) -> dict:
    if clinic not in _OP_CLINICS:
        return {"error": f"unknown clinic {clinic!r}; clinics: {', '.join(_OP_CLINICS)}"}
    low = _iso(from_date) if from_date else _OP_TODAY
    high = _iso(to_date) if to_date else None
    if low is None or (to_date and high is None):
        return {"error": "dates must be YYYY-MM-DD"}
    low = max(low, _OP_TODAY)
    slots = []
    for slot_id, (slot_clinic, start, _clinician) in sorted(_OP_SLOTS.items(), key=lambda kv: kv[1][1]):
        day, hour = _iso(start), int(start[11:13])
        if slot_clinic != clinic or day < low or (high and day > high):
            continue
        if time_of_day == "morning" and hour >= 12 or time_of_day == "afternoon" and hour < 12:
            continue
        slots.append(_op_slot(slot_id))
    return {"clinic": clinic, "from_date": low.isoformat(), "to_date": high.isoformat() if high else None, "slots": slots}


def op_book_appointment(patient_id: str, slot_id: str, reason: str | None = None, interpreter_language: str | None = None,
                        transport_needed: bool = False, **_extra) -> dict:
    if error := _op_patient_error(patient_id):
        return error
    if slot_id not in _OP_SLOTS:
        return {"error": f"slot {slot_id} not found or no longer available"}
    slot = _op_slot(slot_id)
    start = _dt.datetime.fromisoformat(slot["start"])
    return {"appointment_id": "AP-3" + slot_id[3:], "status": "booked", **{k: slot[k] for k in ("clinic", "start", "clinician", "location")},
            "arrive_by": (start - _dt.timedelta(minutes=15)).isoformat(), "reason": reason,
            "interpreter_language": interpreter_language, "patient_transport": bool(transport_needed)}


def op_cancel_appointment(appointment_id: str, reason: str = "other", note: str | None = None, **_extra) -> dict:
    appointment = next((a for a in _OP_APPOINTMENTS if a["appointment_id"] == str(appointment_id).upper()), None)
    if appointment is None:
        return {"error": f"appointment {appointment_id} not found"}
    if appointment["status"] != "booked" or _iso(appointment["start"]) < _OP_TODAY:
        return {"error": f"appointment {appointment_id} is in the past and cannot be cancelled"}
    return {"appointment_id": appointment["appointment_id"], "status": "cancelled", "clinic": appointment["clinic"],
            "start": appointment["start"], "reason": reason, "note": note,
            "message": "The clinic has been told; the slot is released to other patients."}


def op_reschedule_appointment(appointment_id: str, new_slot_id: str, **_extra) -> dict:
    appointment = next((a for a in _OP_APPOINTMENTS if a["appointment_id"] == str(appointment_id).upper()), None)
    if appointment is None or appointment["status"] != "booked":
        return {"error": f"appointment {appointment_id} not found among upcoming appointments"}
    if new_slot_id not in _OP_SLOTS:
        return {"error": f"slot {new_slot_id} not found or no longer available"}
    slot = _op_slot(new_slot_id)
    if slot["clinic"] != appointment["clinic"]:
        return {"error": f"slot {new_slot_id} is a {slot['clinic']} slot; appointment {appointment_id} is {appointment['clinic']}"}
    return {"appointment_id": appointment["appointment_id"], "status": "rescheduled", "clinic": slot["clinic"],
            "old_start": appointment["start"], "new_start": slot["start"], "clinician": slot["clinician"], "location": slot["location"]}


def op_get_test_results(patient_id: str, test_type: str = "any", **_extra) -> dict:
    if error := _op_patient_error(patient_id):
        return error
    rows = [r for r in _OP_RESULTS if test_type in (None, "any") or r["type"] == test_type]
    return {"patient_id": _OP_PATIENT, "results": rows}


def op_get_medications(patient_id: str, **_extra) -> dict:
    if error := _op_patient_error(patient_id):
        return error
    return {"patient_id": _OP_PATIENT, "medications": _OP_MEDICATIONS,
            "nominated_pharmacy": {"name": "Rusholme Pharmacy", "postcode": "M14 5TQ"}}


def op_request_prescription_refill(patient_id: str, medication_ids: list, pharmacy: dict | None = None,
                                   collection: str = "collect", **_extra) -> dict:
    if error := _op_patient_error(patient_id):
        return error
    known = {m["medication_id"]: m for m in _OP_MEDICATIONS}
    if not medication_ids or not any(str(i).upper() in known for i in medication_ids):
        return {"error": f"no known medication among {medication_ids}"}
    pharmacy = pharmacy or {"name": "Rusholme Pharmacy", "postcode": "M14 5TQ"}
    lines = []
    for raw in medication_ids:
        med = known.get(str(raw).upper())
        if med is None:
            lines.append({"medication_id": raw, "status": "unknown_medication"})
        elif med["refills_left"] == 0:
            lines.append({"medication_id": med["medication_id"], "name": med["name"], "status": "needs_prescriber_review",
                          "detail": f"No repeats left; request sent to {med['prescriber']} for review (up to 3 working days)."})
        else:
            lines.append({"medication_id": med["medication_id"], "name": med["name"], "status": "sent_to_pharmacy",
                          "ready_from": "2026-12-09", "repeats_left_after": med["refills_left"] - 1})
    return {"request_id": f"RX-{_code(''.join(map(str, medication_ids)))}", "pharmacy": pharmacy, "collection": collection, "items": lines}


def op_send_care_team_message(patient_id: str, clinic: str, subject: str, body: str, urgent: bool = False,
                              preferred_callback: str | None = None, **_extra) -> dict:
    if error := _op_patient_error(patient_id):
        return error
    if clinic not in _OP_CLINICS:
        return {"error": f"unknown clinic {clinic!r}"}
    return {"message_id": f"MSG-{_code(subject + body)}", "status": "sent", "clinic": clinic, "urgent": bool(urgent),
            "preferred_callback": preferred_callback,
            "expected_reply": "within 1 working day" if urgent else "within 3 working days"}


_OP_CLINIC_ENUM = {"type": "string", "enum": _OP_CLINICS}
_OP_PATIENT_ID = {"type": "string", "pattern": "^P-\\d{5}$", "description": "Patient id, e.g. P-12345"}

OUTPATIENT = Domain(
    name="outpatient",
    instructions=(
        "You are the assistant inside the St Brigid's Hospital outpatient portal app. Today is Monday 7 December 2026. "
        "The signed-in patient is Maya Okafor, patient id P-20417, date of birth 14 March 1988, home postcode M14 6RT. "
        "Her nominated pharmacy is Rusholme Pharmacy, 112 Wilmslow Road, postcode M14 5TQ. "
        "Use the tools to look things up and to act for her; when she clearly asks for something, do it and confirm what "
        "you did. Do not diagnose; for medical questions give general information and suggest she contacts her care team."
    ),
    tools=[
        ToolDef(
            name="list_appointments",
            description="List the patient's hospital outpatient appointments (clinic, date-time, clinician, location).",
            parameters={"type": "object", "properties": {
                "patient_id": _OP_PATIENT_ID,
                "status": {"type": "string", "enum": ["upcoming", "past", "all"], "description": "Default upcoming."},
                "clinic": _OP_CLINIC_ENUM,
            }, "required": ["patient_id"]},
            fn=op_list_appointments,
        ),
        ToolDef(
            name="search_clinic_slots",
            description="Find free appointment slots in an outpatient clinic. Dates inclusive; from_date defaults to today.",
            parameters={"type": "object", "properties": {
                "clinic": _OP_CLINIC_ENUM,
                "from_date": {"type": "string", "format": "date"},
                "to_date": {"type": "string", "format": "date"},
                "time_of_day": {"type": "string", "enum": ["morning", "afternoon", "any"]},
            }, "required": ["clinic"]},
            fn=op_search_clinic_slots,
        ),
        ToolDef(
            name="book_appointment",
            description="Book a free clinic slot (from search_clinic_slots) for the patient.",
            parameters={"type": "object", "properties": {
                "patient_id": {"type": "string", "description": "Patient id, e.g. P-12345"},
                "slot_id": {"type": "string", "pattern": "^SL-\\d{4}$"},
                "reason": {"type": ["string", "null"], "description": "Short reason for the visit, or null."},
                "interpreter_language": {"anyOf": [{"type": "string", "description": "Language the interpreter should speak"},
                                                   {"type": "null"}]},
                "transport_needed": {"type": "boolean", "description": "Patient transport requested"},
            }, "required": ["patient_id", "slot_id", "reason", "interpreter_language", "transport_needed"],
                "additionalProperties": False},
            fn=op_book_appointment, act=True, strict=True,
        ),
        ToolDef(
            name="cancel_appointment",
            description="Cancel one of the patient's upcoming appointments.",
            parameters={"type": "object", "properties": {
                "appointment_id": {"type": "string", "pattern": "^AP-\\d{5}$"},
                "reason": {"type": "string", "enum": ["feeling_better", "clash", "booked_elsewhere", "other"]},
                "note": {"type": "string", "description": "Optional free-text note for the clinic"},
            }, "required": ["appointment_id", "reason"]},
            fn=op_cancel_appointment, act=True,
        ),
        ToolDef(
            name="reschedule_appointment",
            description="Move an upcoming appointment to another free slot of the same clinic.",
            parameters={"type": "object", "properties": {
                "appointment_id": {"type": "string", "pattern": "^AP-\\d{5}$"},
                "new_slot_id": {"type": "string", "pattern": "^SL-\\d{4}$"},
            }, "required": ["appointment_id", "new_slot_id"]},
            fn=op_reschedule_appointment, act=True,
        ),
        ToolDef(
            name="get_test_results",
            description="The patient's test results (blood, imaging, ECG, allergy), including ones still pending.",
            parameters={"type": "object", "properties": {
                "patient_id": _OP_PATIENT_ID,
                "test_type": {"type": "string", "enum": ["blood", "imaging", "ecg", "allergy", "any"]},
            }, "required": ["patient_id"]},
            fn=op_get_test_results,
        ),
        ToolDef(
            name="get_medications",
            description="The patient's current hospital prescriptions with ids and repeats left, and the nominated pharmacy.",
            parameters={"type": "object", "properties": {"patient_id": _OP_PATIENT_ID}, "required": ["patient_id"]},
            fn=op_get_medications,
        ),
        ToolDef(
            name="request_prescription_refill",
            description="Request repeat prescriptions for one or more medications, sent to a pharmacy.",
            parameters={"type": "object", "properties": {
                "patient_id": _OP_PATIENT_ID,
                "medication_ids": {"type": "array", "items": {"type": "string", "pattern": "^MED-\\d{3}$"}, "minItems": 1},
                "pharmacy": {"$ref": "#/$defs/pharmacy"},
                "collection": {"type": "string", "enum": ["collect", "deliver"], "description": "Collect in person or home delivery"},
            }, "required": ["patient_id", "medication_ids", "pharmacy"],
                "$defs": {"pharmacy": {"type": "object", "properties": {
                    "name": {"type": "string"},
                    "postcode": {"type": "string", "description": "UK postcode, e.g. M14 5TQ"},
                }, "required": ["name", "postcode"]}}},
            fn=op_request_prescription_refill, act=True,
        ),
        ToolDef(
            name="send_care_team_message",
            description="Send a secure message to a clinic's care team (not for emergencies).",
            parameters={"type": "object", "properties": {
                "patient_id": _OP_PATIENT_ID,
                "clinic": _OP_CLINIC_ENUM,
                "subject": {"type": "string", "maxLength": 120},
                "body": {"type": "string"},
                "urgent": {"type": "boolean"},
                "preferred_callback": {"anyOf": [{"type": "string", "format": "date-time"}, {"type": "null"}],
                                       "description": "When the patient would like a call back, if at all"},
            }, "required": ["patient_id", "clinic", "subject", "body"]},
            fn=op_send_care_team_message, act=True,
        ),
    ],
)

_OP_ACTS = ["book_appointment", "cancel_appointment", "reschedule_appointment", "request_prescription_refill", "send_care_team_message"]


# =============================================================================================
# 2. Print shop quote desk (1 tool)
# =============================================================================================

_PS_TODAY = _dt.date(2026, 12, 2)
_PS_PRODUCTS = {
    "business_cards": {"setup": "12.00", "sizes": {"85x55mm": "0.06"}, "default": "85x55mm", "two_sided": True},
    "flyers": {"setup": "10.00", "sizes": {"A6": "0.05", "A5": "0.08", "A4": "0.14"}, "default": "A5", "two_sided": True},
    "posters": {"setup": "5.00", "sizes": {"A3": "2.50", "A2": "4.50", "A1": "7.50"}, "default": "A3", "two_sided": False},
    "booklets": {"setup": "20.00", "sizes": {"A5": "0.04", "A4": "0.064"}, "default": "A5", "two_sided": True},  # per page
    "stickers": {"setup": "8.00", "sizes": {"50x50mm": "0.10", "100x100mm": "0.22"}, "default": "50x50mm", "two_sided": False},
    "banners": {"setup": "5.00", "sizes": {}, "default": None, "two_sided": False},  # 18.00 per square metre
}
_PS_PAPER = {"standard": "1.00", "premium": "1.25", "recycled": "1.10"}
_PS_FINISH = {None: "1.00", "gloss": "1.05", "matt": "1.05", "soft_touch": "1.20"}


def _ps_working_days(count: int) -> str:
    day = _PS_TODAY
    while count:
        day += _dt.timedelta(days=1)
        if day.weekday() < 5:
            count -= 1
    return day.isoformat()


def ps_quote_print_job(product: str, quantity: int, size: str | None = None, custom_size: dict | None = None,
                       paper: str = "standard", double_sided: bool = False, finish: str | None = None,
                       pages: int | None = None, turnaround: str = "standard", **_extra) -> dict:
    spec_ = _PS_PRODUCTS.get(product)
    if spec_ is None:
        return {"error": f"unknown product {product!r}; products: {', '.join(_PS_PRODUCTS)}"}
    if not isinstance(quantity, int) or quantity < 1:
        return {"error": "quantity must be a whole number of at least 1"}
    if paper not in _PS_PAPER or finish not in _PS_FINISH or turnaround not in ("standard", "express"):
        return {"error": "unknown paper, finish or turnaround option"}
    notes = []
    if product == "banners":
        if not isinstance(custom_size, dict) or not custom_size.get("width_m") or not custom_size.get("height_m"):
            return {"error": "banners need custom_size with width_m and height_m"}
        width, height = Decimal(str(custom_size["width_m"])), Decimal(str(custom_size["height_m"]))
        unit = Decimal("18.00") * width * height
        size_label = f"{custom_size['width_m']} m x {custom_size['height_m']} m"
    else:
        size_label = size or spec_["default"]
        if size_label not in spec_["sizes"]:
            return {"error": f"{product} are not made in {size_label}; sizes: {', '.join(spec_['sizes'])}"}
        unit = Decimal(spec_["sizes"][size_label])
        if product == "booklets":
            pages = pages or 8
            if pages % 4 or not 8 <= pages <= 64:
                return {"error": "booklets have 8 to 64 pages, in multiples of 4"}
            unit *= pages
            notes.append("Booklets are printed double-sided and saddle-stitched.")
    if double_sided and product in ("business_cards", "flyers"):
        unit *= Decimal("1.30")
    elif double_sided and not spec_["two_sided"]:
        notes.append(f"{product} are single-sided only; priced single-sided.")
    unit *= Decimal(_PS_PAPER[paper]) * Decimal(_PS_FINISH[finish])
    total = Decimal(spec_["setup"]) + unit * quantity
    if turnaround == "express":
        total *= Decimal("1.5")
    total = total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return {"product": product, "quantity": quantity, "size": size_label, "paper": paper,
            "double_sided": bool(double_sided) and spec_["two_sided"], "finish": finish, "pages": pages if product == "booklets" else None,
            "turnaround": turnaround, "total_gbp": float(total), "vat": "included",
            "ready_by": _ps_working_days(1 if turnaround == "express" else 3), "notes": notes}


PRINT_SHOP = Domain(
    name="print_shop",
    instructions=(
        "You are the online assistant of Inkwell Print Co., a print shop in Leeds. Today is Wednesday 2 December 2026. "
        "The customer is Sam Whitlock (account INK-5520). You can price jobs with the quote tool; customers place orders "
        "themselves on the website, so you never place orders. Prices are in GBP including VAT. Standard turnaround is 3 "
        "working days, express is the next working day. Answer general printing questions from your own knowledge."
    ),
    tools=[
        ToolDef(
            name="quote_print_job",
            description=("Price a print job. Sizes: business_cards 85x55mm; flyers A6/A5/A4; posters A3/A2/A1; booklets A5/A4; "
                         "stickers 50x50mm/100x100mm; banners take custom_size in metres instead of size."),
            parameters={"type": "object", "properties": {
                "product": {"type": "string", "enum": list(_PS_PRODUCTS)},
                "quantity": {"type": "integer", "minimum": 1, "maximum": 100000},
                "size": {"type": "string", "enum": ["A6", "A5", "A4", "A3", "A2", "A1", "85x55mm", "50x50mm", "100x100mm"]},
                "custom_size": {"type": "object", "description": "Banners only", "properties": {
                    "width_m": {"type": "number", "exclusiveMinimum": 0, "maximum": 5},
                    "height_m": {"type": "number", "exclusiveMinimum": 0, "maximum": 3},
                }, "required": ["width_m", "height_m"], "additionalProperties": False},
                "paper": {"type": "string", "enum": ["standard", "premium", "recycled"]},
                "double_sided": {"type": "boolean"},
                "finish": {"type": ["string", "null"], "enum": ["gloss", "matt", "soft_touch", None]},
                "pages": {"anyOf": [{"type": "integer", "minimum": 8, "maximum": 64, "multipleOf": 4}, {"type": "null"}],
                          "description": "Booklets only: number of pages"},
                "turnaround": {"type": "string", "enum": ["standard", "express"]},
            }, "required": ["product", "quantity"], "additionalProperties": False},
            fn=ps_quote_print_job,
        ),
    ],
)


# =============================================================================================
# 3. Board-game café (6 tools)
# =============================================================================================

_BG_TODAY = _dt.date(2026, 12, 4)
_BG_MEMBER = "MR-0873"
_BG_TABLES = [("T1", 2), ("T2", 2), ("T3", 4), ("T4", 4), ("T5", 6), ("T6", 8)]
_BG_BUSY = [  # (date, table, from, to, reservation)
    ("2026-12-05", "T1", "13:00", "15:00", "RES-4410"),
    ("2026-12-05", "T3", "19:00", "21:00", "RES-4432"),
    ("2026-12-05", "T4", "18:30", "21:30", "RES-4435"),
    ("2026-12-05", "T5", "19:00", "22:00", "RES-4437"),
    ("2026-12-06", "T2", "13:00", "15:00", "RES-4450"),
    ("2026-12-06", "T3", "15:00", "17:00", "RES-5521"),
]
_BG_GAMES = [
    {"game_id": "G-101", "name": "Codenames", "category": "party", "players": [2, 8], "minutes": 15, "complexity": "light", "copies": 3},
    {"game_id": "G-102", "name": "Wingspan", "category": "strategy", "players": [1, 5], "minutes": 70, "complexity": "medium", "copies": 2},
    {"game_id": "G-103", "name": "Pandemic", "category": "cooperative", "players": [2, 4], "minutes": 45, "complexity": "medium", "copies": 2},
    {"game_id": "G-104", "name": "Ticket to Ride", "category": "family", "players": [2, 5], "minutes": 60, "complexity": "light", "copies": 3},
    {"game_id": "G-105", "name": "Terraforming Mars", "category": "strategy", "players": [1, 5], "minutes": 120, "complexity": "heavy", "copies": 1},
    {"game_id": "G-106", "name": "Patchwork", "category": "two_player", "players": [2, 2], "minutes": 30, "complexity": "light", "copies": 2},
    {"game_id": "G-107", "name": "Sherlock Holmes Consulting Detective", "category": "deduction", "players": [1, 8], "minutes": 90,
     "complexity": "medium", "copies": 1},
    {"game_id": "G-108", "name": "Dixit", "category": "party", "players": [3, 8], "minutes": 30, "complexity": "light", "copies": 2},
    {"game_id": "G-109", "name": "Spirit Island", "category": "cooperative", "players": [1, 4], "minutes": 120, "complexity": "heavy", "copies": 1},
    {"game_id": "G-110", "name": "Azul", "category": "family", "players": [2, 4], "minutes": 40, "complexity": "light", "copies": 3},
    {"game_id": "G-111", "name": "Cascadia", "category": "family", "players": [1, 4], "minutes": 45, "complexity": "light", "copies": 2},
    {"game_id": "G-112", "name": "7 Wonders Duel", "category": "two_player", "players": [2, 2], "minutes": 30, "complexity": "medium", "copies": 2},
]
_BG_RESERVATION = {"reservation_id": "RES-5521", "member_id": _BG_MEMBER, "date": "2026-12-06", "time": "15:00", "party_size": 4,
                   "table": "T3", "games": [{"game_id": "G-102", "name": "Wingspan"}], "table_fee_gbp": 24.0}


def _bg_slot_error(date_: str, time_: str) -> str | None:
    day, start = _iso(date_), _mins(time_)
    if day is None or start is None:
        return "date must be YYYY-MM-DD and time HH:MM"
    if day < _BG_TODAY:
        return f"{date_} is in the past"
    if day.weekday() == 0:
        return "The Meeple Room is closed on Mondays"
    if not 12 * 60 <= start <= 21 * 60:
        return "bookings start between 12:00 and 21:00 (we close at 23:00)"
    return None


def _bg_free_tables(date_: str, time_: str, party_size: int, ignore: str | None = None) -> list[dict]:
    start = _mins(time_)
    free = []
    for table, seats in _BG_TABLES:
        if seats < party_size:
            continue
        clash = any(d == date_ and t == table and res != ignore and start < _mins(b) and _mins(a) < start + 120
                    for d, t, a, b, res in _BG_BUSY)
        if not clash:
            free.append({"table": table, "seats": seats})
    return free


def _bg_game_lines(game_ids: list, party_size: int | None) -> tuple[list[dict], str | None]:
    lines = []
    for raw in game_ids or []:
        game = next((g for g in _BG_GAMES if g["game_id"] == str(raw).upper()), None)
        if game is None:
            return [], f"unknown game id {raw}"
        if party_size and not game["players"][0] <= party_size <= game["players"][1]:
            return [], f"{game['name']} plays {game['players'][0]}-{game['players'][1]}, not {party_size}"
        lines.append({"game_id": game["game_id"], "name": game["name"]})
    return lines, None


def bg_search_games(players: int | None = None, max_minutes: int | None = None, category: str | None = None,
                    complexity: str | None = None, name: str | None = None, **_extra) -> dict:
    rows = []
    for game in _BG_GAMES:
        if players and not game["players"][0] <= players <= game["players"][1]:
            continue
        if max_minutes and game["minutes"] > max_minutes:
            continue
        if category and game["category"] != category or complexity and game["complexity"] != complexity:
            continue
        if name and name.casefold() not in game["name"].casefold():
            continue
        rows.append({**game, "players": f"{game['players'][0]}-{game['players'][1]}"})
    return {"count": len(rows), "games": rows}


def bg_check_availability(date: str, time: str, party_size: int, **_extra) -> dict:
    if error := _bg_slot_error(date, time):
        return {"error": error}
    free = _bg_free_tables(date, time, party_size)
    out = {"date": date, "time": time, "party_size": party_size, "available": bool(free), "tables": free,
           "table_fee_gbp_per_person": 6.0, "session_length": "2 hours"}
    if not free:
        out["other_times_today"] = [t for t in ("12:00", "14:00", "16:00", "21:00") if _bg_free_tables(date, t, party_size)]
    return out


def bg_reserve_table(member_id: str, date: str, time: str, party_size: int, games: list, table_preference: str | None,
                     notes: str | None, **_extra) -> dict:
    if str(member_id).upper() != _BG_MEMBER:
        return {"error": f"member {member_id} not found"}
    if error := _bg_slot_error(date, time):
        return {"error": error}
    free = _bg_free_tables(date, time, party_size)
    if not free:
        return {"error": f"no table for {party_size} free on {date} at {time}"}
    lines, error = _bg_game_lines(games, party_size)
    if error:
        return {"error": error}
    if len(lines) > 2:
        return {"error": "at most 2 games can be set aside per booking"}
    return {"reservation_id": f"RES-{_code(date + time + str(party_size))}", "status": "confirmed", "date": date, "time": time,
            "party_size": party_size, "table": free[0]["table"], "games_set_aside": lines, "table_preference": table_preference,
            "notes": notes, "table_fee_gbp": 6.0 * party_size, "session_length": "2 hours"}


def bg_get_my_reservations(member_id: str, **_extra) -> dict:
    if str(member_id).upper() != _BG_MEMBER:
        return {"error": f"member {member_id} not found"}
    return {"member_id": _BG_MEMBER, "reservations": [_BG_RESERVATION]}


def bg_update_reservation(reservation_id: str, party_size: int | None = None, time: str | None = None,
                          add_games: list | None = None, remove_games: list | None = None, **_extra) -> dict:
    if str(reservation_id).upper() != "RES-5521":
        return {"error": f"reservation {reservation_id} not found"}
    res = _BG_RESERVATION
    changes: dict = {}
    if time is not None:
        if error := _bg_slot_error(res["date"], time):
            return {"error": error}
        changes["time"] = time
    if party_size is not None:
        changes["party_size"] = party_size
    if changes:
        free = _bg_free_tables(res["date"], changes.get("time", res["time"]), changes.get("party_size", res["party_size"]), ignore="RES-5521")
        if not free:
            return {"error": "no suitable table free for that change"}
        if party_size is not None:
            changes["table"] = free[0]["table"]
            changes["table_fee_gbp"] = 6.0 * party_size
    if add_games or remove_games:
        added, error = _bg_game_lines(add_games or [], None)
        if error:
            return {"error": error}
        removed = {str(g).upper() for g in remove_games or []}
        kept = [g for g in res["games"] if g["game_id"] not in removed]
        changes["games_set_aside"] = kept + [g for g in added if g not in kept]
    if not changes:
        return {"error": "nothing to change"}
    return {"reservation_id": "RES-5521", "status": "updated", "date": res["date"], "changes": changes}


def bg_cancel_reservation(reservation_id: str, reason: str | None, **_extra) -> dict:
    if str(reservation_id).upper() != "RES-5521":
        return {"error": f"reservation {reservation_id} not found"}
    return {"reservation_id": "RES-5521", "status": "cancelled", "date": "2026-12-06", "time": "15:00", "reason": reason,
            "charge_gbp": 0.0, "note": "Cancelled more than 24 hours ahead: no charge."}


_BG_DATE = {"type": "string", "format": "date"}
_BG_TIME = {"type": "string", "pattern": "^\\d{2}:\\d{2}$", "description": "24-hour HH:MM"}
_BG_GAME_ID = {"type": "string", "pattern": "^G-\\d{3}$"}

BOARDGAME_CAFE = Domain(
    name="boardgame_cafe",
    instructions=(
        "You are the booking assistant of The Meeple Room, a board-game café in Bristol. Today is Friday 4 December 2026. "
        "You are talking to Priya Nair, member id MR-0873. Opening hours: Tuesday to Sunday 12:00-23:00, closed Mondays. "
        "Tables are booked for 2 hours at £6 per person; members can ask for up to 2 games to be set aside. "
        "Book, change or cancel when Priya asks; confirm the details afterwards."
    ),
    tools=[
        ToolDef(
            name="search_games",
            description="Search the café's game library. All filters optional.",
            parameters={"type": "object", "properties": {
                "players": {"type": "integer", "minimum": 1, "maximum": 12, "description": "Number of players"},
                "max_minutes": {"type": "integer", "minimum": 5},
                "category": {"type": "string", "enum": ["party", "strategy", "cooperative", "family", "deduction", "two_player"]},
                "complexity": {"type": "string", "enum": ["light", "medium", "heavy"]},
                "name": {"type": "string", "description": "Part of the game's name"},
            }},
            fn=bg_search_games,
        ),
        ToolDef(
            name="check_availability",
            description="Which tables are free for a party at a date and start time (2-hour session).",
            parameters={"type": "object", "properties": {
                "date": _BG_DATE, "time": _BG_TIME,
                "party_size": {"type": "integer", "minimum": 1, "maximum": 12},
            }, "required": ["date", "time", "party_size"], "additionalProperties": False},
            fn=bg_check_availability,
        ),
        ToolDef(
            name="reserve_table",
            description="Reserve a table for the member, optionally setting aside up to 2 games (by game_id).",
            parameters={"type": "object", "properties": {
                "member_id": {"type": "string"},
                "date": _BG_DATE, "time": _BG_TIME,
                "party_size": {"type": "integer"},
                "games": {"type": "array", "items": _BG_GAME_ID, "description": "Game ids to set aside; [] for none"},
                "table_preference": {"anyOf": [{"type": "string", "enum": ["window", "quiet_corner", "big_table"]}, {"type": "null"}]},
                "notes": {"type": ["string", "null"]},
            }, "required": ["member_id", "date", "time", "party_size", "games", "table_preference", "notes"],
                "additionalProperties": False},
            fn=bg_reserve_table, act=True, strict=True,
        ),
        ToolDef(
            name="get_my_reservations",
            description="The member's upcoming reservations.",
            parameters={"type": "object", "properties": {"member_id": {"type": "string", "pattern": "^MR-\\d{4}$"}},
                        "required": ["member_id"]},
            fn=bg_get_my_reservations,
        ),
        ToolDef(
            name="update_reservation",
            description="Change an existing reservation: party size, start time, games set aside (send only what changes).",
            parameters={"type": "object", "properties": {
                "reservation_id": {"type": "string", "pattern": "^RES-\\d{4}$"},
                "party_size": {"type": "integer", "minimum": 1, "maximum": 12},
                "time": _BG_TIME,
                "add_games": {"type": "array", "items": _BG_GAME_ID},
                "remove_games": {"type": "array", "items": _BG_GAME_ID},
            }, "required": ["reservation_id"]},
            fn=bg_update_reservation, act=True,
        ),
        ToolDef(
            name="cancel_reservation",
            description="Cancel a reservation. Free more than 24 hours ahead.",
            parameters={"type": "object", "properties": {
                "reservation_id": {"type": "string", "pattern": "^RES-\\d{4}$"},
                "reason": {"type": ["string", "null"]},
            }, "required": ["reservation_id", "reason"], "additionalProperties": False},
            fn=bg_cancel_reservation, act=True, strict=True,
        ),
    ],
)

_BG_ACTS = ["reserve_table", "update_reservation", "cancel_reservation"]


# =============================================================================================
# 4. Car service garage (6 tools)
# =============================================================================================

_GR_TODAY = _dt.date(2026, 12, 8)
_GR_CUSTOMER = "CUS-3381"
_GR_SERVICES = ["interim_service", "full_service", "major_service", "mot", "brake_check", "air_con_regas", "tyre_fitting"]
_GR_VEHICLES = {
    "WK19XRT": {"registration": "WK19 XRT", "make": "Ford", "model": "Focus 1.0 EcoBoost", "year": 2019, "fuel": "petrol",
                "mileage": 41200, "mot_due": "2027-01-14", "last_service": {"date": "2025-12-02", "type": "full_service", "mileage": 33800},
                "next_service_due": "2026-12-02", "service_status": "overdue"},
    "LN67HBO": {"registration": "LN67 HBO", "make": "Toyota", "model": "Yaris Hybrid", "year": 2017, "fuel": "hybrid",
                "mileage": 58900, "mot_due": "2026-12-20", "last_service": {"date": "2026-06-11", "type": "interim_service", "mileage": 55100},
                "next_service_due": "2027-06-11", "service_status": "ok", "in_workshop_now": "JOB-7720"},
}
_GR_PRICES = {
    "petrol": {"interim_service": "149.00", "full_service": "229.00", "major_service": "329.00", "mot": "54.85",
               "brake_check": "25.00", "air_con_regas": "79.00", "tyre_fitting": "92.00"},
    "hybrid": {"interim_service": "159.00", "full_service": "249.00", "major_service": "359.00", "mot": "54.85",
               "brake_check": "25.00", "air_con_regas": "89.00", "tyre_fitting": "84.00"},
}
_GR_SLOTS = {  # date -> [(drop-off, courtesy car available)]
    "2026-12-10": [("08:00", True), ("13:00", False)],
    "2026-12-11": [("08:00", False), ("10:30", True), ("15:00", False)],
    "2026-12-14": [("08:00", True), ("10:30", False), ("13:00", False)],
}
_GR_JOB = {
    "booking_id": "JOB-7720", "registration": "LN67 HBO", "vehicle": "Toyota Yaris Hybrid", "services": ["brake_check"],
    "status": "awaiting_approval", "technician": "Marek",
    "findings": "Squeal traced to the front pads.",
    "extra_work": [
        {"item_id": "EW-1", "description": "Front brake pads worn to 3 mm - replace pads", "price_gbp": 96.0},
        {"item_id": "EW-2", "description": "Both front wiper blades split - replace", "price_gbp": 24.5},
    ],
    "cost_so_far_gbp": 25.0, "estimated_ready": "2026-12-08T16:30:00",
}


def _gr_vehicle(registration: str) -> dict | None:
    return _GR_VEHICLES.get(str(registration).upper().replace(" ", ""))


def _gr_quote(vehicle: dict, services: list, tyre_count: int | None) -> tuple[list[dict], Decimal]:
    prices = _GR_PRICES[vehicle["fuel"]]
    with_service = any(s.endswith("_service") for s in services)
    lines, total = [], Decimal("0")
    for service in services:
        price = Decimal(prices[service])
        label = service
        if service == "mot" and with_service:
            price, label = Decimal("35.00"), "mot (discounted with a service)"
        if service == "tyre_fitting":
            count = tyre_count or 1
            price *= count
            label = f"tyre_fitting x{count} (mid-range tyre, fitted and balanced)"
        lines.append({"item": label, "price_gbp": float(price)})
        total += price
    return lines, total


def _gr_slots_for(date_: str) -> list[tuple[str, bool]] | str:
    day = _iso(date_)
    if day is None:
        return "date must be YYYY-MM-DD"
    if day <= _GR_TODAY:
        return "the earliest bookable day is tomorrow"
    if day.weekday() == 6:
        return "closed on Sundays"
    if day.weekday() == 5:
        return [("09:00", False)]
    return _GR_SLOTS.get(date_, [("08:00", True), ("13:00", False)])


def gr_get_vehicle(registration: str, **_extra) -> dict:
    vehicle = _gr_vehicle(registration)
    if vehicle is None:
        return {"error": f"no vehicle {registration} on this customer's account"}
    return {**vehicle, "mot_due_in_days": (_iso(vehicle["mot_due"]) - _GR_TODAY).days}


def gr_get_quote(registration: str, services: list, tyre_count: int | None = None, **_extra) -> dict:
    vehicle = _gr_vehicle(registration)
    if vehicle is None:
        return {"error": f"no vehicle {registration} on this customer's account"}
    unknown = [s for s in services or [] if s not in _GR_SERVICES]
    if not services or unknown:
        return {"error": f"unknown or missing services {unknown}; choose from {', '.join(_GR_SERVICES)}"}
    lines, total = _gr_quote(vehicle, services, tyre_count)
    return {"registration": vehicle["registration"], "vehicle": f"{vehicle['make']} {vehicle['model']}", "lines": lines,
            "total_gbp": float(total), "vat": "included", "valid_until": "2027-01-08"}


def gr_find_slots(date: str, services: list | None = None, needs_courtesy_car: bool = False, **_extra) -> dict:
    slots = _gr_slots_for(date)
    if isinstance(slots, str):
        return {"error": slots}
    day = _iso(date)
    if day.weekday() == 5 and any(s != "mot" for s in services or []):
        return {"date": date, "slots": [], "note": "Saturdays are MOT only."}
    if "major_service" in (services or []):
        slots = [s for s in slots if s[0] == "08:00"]
    if needs_courtesy_car:
        slots = [s for s in slots if s[1]]
    return {"date": date, "slots": [{"slot_id": f"HR-{date.replace('-', '')}-{t.replace(':', '')}", "drop_off": t,
                                     "courtesy_car_available": car, "collect_from": "17:00"} for t, car in slots]}


def gr_book_service(customer_id: str, registration: str, slot_id: str, services: list, courtesy_car: bool = False,
                    contact: dict | None = None, notes: str | None = None, **_extra) -> dict:
    if str(customer_id).upper() != _GR_CUSTOMER:
        return {"error": f"customer {customer_id} not found"}
    vehicle = _gr_vehicle(registration)
    if vehicle is None:
        return {"error": f"no vehicle {registration} on this customer's account"}
    slot_id = str(slot_id).upper()
    if len(slot_id) != 16 or not slot_id.startswith("HR-"):
        return {"error": f"slot {slot_id} not found"}
    date_ = f"{slot_id[3:7]}-{slot_id[7:9]}-{slot_id[9:11]}"
    drop_off = f"{slot_id[12:14]}:{slot_id[14:16]}"
    slots = _gr_slots_for(date_)
    if isinstance(slots, str) or drop_off not in dict(slots):
        return {"error": f"slot {slot_id} not found or taken"}
    if courtesy_car and not dict(slots)[drop_off]:
        return {"error": f"no courtesy car with slot {slot_id}"}
    unknown = [s for s in services or [] if s not in _GR_SERVICES]
    if not services or unknown:
        return {"error": f"unknown or missing services {unknown}"}
    _lines, total = _gr_quote(vehicle, services, None)
    return {"booking_id": f"JOB-{_code(slot_id + vehicle['registration'])}", "status": "booked", "registration": vehicle["registration"],
            "drop_off": f"{date_}T{drop_off}:00", "services": services, "courtesy_car": bool(courtesy_car),
            "estimated_total_gbp": float(total), "contact": contact or {"phone": "07700 900478", "sms_updates": True}, "notes": notes}


def gr_get_job_status(booking_id: str, **_extra) -> dict:
    if str(booking_id).upper() != "JOB-7720":
        return {"error": f"booking {booking_id} not found or not in the workshop"}
    return _GR_JOB


def gr_approve_extra_work(booking_id: str, approve: list, decline: list | None = None, **_extra) -> dict:
    if str(booking_id).upper() != "JOB-7720":
        return {"error": f"booking {booking_id} not found"}
    items_ = {i["item_id"]: i for i in _GR_JOB["extra_work"]}
    approve = [str(i).upper() for i in approve or []]
    unknown = [i for i in approve + [str(d).upper() for d in decline or []] if i not in items_]
    if unknown:
        return {"error": f"unknown item ids {unknown}"}
    declined = [i for i in items_ if i not in approve]
    total = Decimal("25.00") + sum((Decimal(str(items_[i]["price_gbp"])) for i in approve), Decimal("0"))
    return {"booking_id": "JOB-7720", "approved": [items_[i]["description"] for i in approve],
            "declined": [items_[i]["description"] for i in declined], "new_total_gbp": float(total),
            "estimated_ready": "2026-12-08T17:00:00" if approve else "2026-12-08T16:30:00"}


_GR_REG = {"type": "string", "pattern": "^[A-Z]{2}[0-9]{2} ?[A-Z]{3}$", "description": "UK registration, e.g. AB12 CDE"}

CAR_GARAGE = Domain(
    name="car_garage",
    instructions=(
        "You are the assistant of Halden Road Motors, an independent service garage in Reading. Today is Tuesday 8 December 2026. "
        "The customer is Jonas Berg, customer id CUS-3381, phone 07700 900478. His vehicles on file: WK19 XRT, a 2019 Ford Focus, "
        "and LN67 HBO, a 2017 Toyota Yaris Hybrid. The Yaris is in the workshop today under booking JOB-7720. "
        "We are open Monday to Friday 08:00-17:30 and Saturday mornings for MOTs only. Book work or approve extra work only "
        "when Jonas asks for it."
    ),
    tools=[
        ToolDef(
            name="get_vehicle",
            description="Details of one of the customer's vehicles: mileage, MOT due date, last and next service.",
            parameters={"type": "object", "properties": {"registration": _GR_REG}, "required": ["registration"]},
            fn=gr_get_vehicle,
        ),
        ToolDef(
            name="get_quote",
            description="Price one or more services for a vehicle. For tyre_fitting give tyre_count.",
            parameters={"type": "object", "properties": {
                "registration": _GR_REG,
                "services": {"type": "array", "items": {"type": "string", "enum": _GR_SERVICES}, "minItems": 1},
                "tyre_count": {"type": "integer", "minimum": 1, "maximum": 5},
            }, "required": ["registration", "services"]},
            fn=gr_get_quote,
        ),
        ToolDef(
            name="find_slots",
            description="Free drop-off slots on a date, with whether a courtesy car is available.",
            parameters={"type": "object", "properties": {
                "date": {"type": "string", "format": "date"},
                "services": {"type": "array", "items": {"type": "string", "enum": _GR_SERVICES}},
                "needs_courtesy_car": {"type": "boolean"},
            }, "required": ["date"]},
            fn=gr_find_slots,
        ),
        ToolDef(
            name="book_service",
            description="Book a vehicle into a free slot (slot_id from find_slots) for one or more services.",
            parameters={"type": "object", "properties": {
                "customer_id": {"type": "string", "pattern": "^CUS-\\d{4}$"},
                "registration": {"$ref": "#/$defs/registration"},
                "slot_id": {"type": "string", "pattern": "^HR-\\d{8}-\\d{4}$"},
                "services": {"type": "array", "items": {"$ref": "#/$defs/service"}, "minItems": 1},
                "courtesy_car": {"type": "boolean"},
                "contact": {"$ref": "#/$defs/contact"},
                "notes": {"type": "string"},
            }, "required": ["customer_id", "registration", "slot_id", "services"],
                "$defs": {
                    "registration": _GR_REG,
                    "service": {"type": "string", "enum": _GR_SERVICES},
                    "contact": {"type": "object", "properties": {"phone": {"type": "string"}, "sms_updates": {"type": "boolean"}},
                                "required": ["phone"]},
            }},
            fn=gr_book_service, act=True,
        ),
        ToolDef(
            name="get_job_status",
            description="Progress of a vehicle currently in the workshop, including extra work waiting for approval.",
            parameters={"type": "object", "properties": {"booking_id": {"type": "string", "pattern": "^JOB-\\d{4}$"}},
                        "required": ["booking_id"]},
            fn=gr_get_job_status,
        ),
        ToolDef(
            name="approve_extra_work",
            description="Approve (and optionally decline) extra work items found during a job.",
            parameters={"type": "object", "properties": {
                "booking_id": {"type": "string", "pattern": "^JOB-\\d{4}$"},
                "approve": {"type": "array", "items": {"type": "string", "pattern": "^EW-\\d+$"}},
                "decline": {"type": "array", "items": {"type": "string", "pattern": "^EW-\\d+$"}},
            }, "required": ["booking_id", "approve"]},
            fn=gr_approve_extra_work, act=True,
        ),
    ],
)

_GR_ACTS = ["book_service", "approve_extra_work"]
_FOCUS = one_of("WK19 XRT", "WK19XRT")
_YARIS = one_of("LN67 HBO", "LN67HBO")


# =============================================================================================
# 5. Climbing centre (7 tools)
# =============================================================================================

_CL_TODAY = _dt.date(2026, 12, 10)
_CL_MEMBER_ID = "CX-44190"
_CL_MEMBER = {
    "member_id": _CL_MEMBER_ID, "name": "Leo Marsh", "plan": "Off-peak monthly", "price_gbp": 38.0, "status": "active",
    "renews": "2027-01-01", "guest_passes_left": 1, "guest_passes_per_month": 1,
    "off_peak_hours": "Mon-Fri 10:00-16:00, Sat-Sun after 17:00",
    "bookings": [{"booking_id": "BK-9012", "session_id": "S-1202", "title": "Yoga for climbers", "date": "2026-12-11", "time": "07:30"}],
}
_CL_SESSIONS = {
    "S-1201": {"date": "2026-12-11", "time": "18:30", "kind": "intro_bouldering", "level": "beginner", "title": "Intro to bouldering",
               "duration_min": 90, "spaces_left": 4, "price_gbp": 20.0},
    "S-1202": {"date": "2026-12-11", "time": "07:30", "kind": "yoga", "level": "beginner", "title": "Yoga for climbers",
               "duration_min": 60, "spaces_left": 9, "price_gbp": 8.0},
    "S-1211": {"date": "2026-12-12", "time": "10:00", "kind": "intro_bouldering", "level": "beginner", "title": "Intro to bouldering",
               "duration_min": 90, "spaces_left": 0, "price_gbp": 20.0},
    "S-1212": {"date": "2026-12-12", "time": "14:00", "kind": "intro_bouldering", "level": "beginner", "title": "Intro to bouldering",
               "duration_min": 90, "spaces_left": 3, "price_gbp": 20.0},
    "S-1213": {"date": "2026-12-12", "time": "11:00", "kind": "technique", "level": "intermediate", "title": "Footwork clinic",
               "duration_min": 75, "spaces_left": 5, "price_gbp": 15.0},
    "S-1214": {"date": "2026-12-12", "time": "09:00", "kind": "kids_club", "level": "beginner", "title": "Kids club (ages 6-12)",
               "duration_min": 90, "spaces_left": 6, "price_gbp": 12.0},
    "S-1221": {"date": "2026-12-13", "time": "10:00", "kind": "lead_course", "level": "intermediate",
               "title": "Learn to lead (two days: 13 and 20 December)", "duration_min": 240, "spaces_left": 2, "price_gbp": 85.0},
    "S-1222": {"date": "2026-12-13", "time": "18:00", "kind": "route_setting_social", "level": "beginner", "title": "Route-setting social",
               "duration_min": 120, "spaces_left": 12, "price_gbp": 0.0},
    "S-1231": {"date": "2026-12-15", "time": "19:00", "kind": "technique", "level": "advanced", "title": "Overhang power",
               "duration_min": 75, "spaces_left": 1, "price_gbp": 15.0},
}
_CL_OCCUPANCY = {
    "bouldering": {"now_percent": 71, "forecast_percent": {"17:00": 82, "18:00": 93, "19:00": 90, "20:00": 64, "21:00": 38}},
    "ropes": {"now_percent": 44, "forecast_percent": {"17:00": 55, "18:00": 72, "19:00": 75, "20:00": 58, "21:00": 30}},
}
_CL_DAY_PASS = {"adult": Decimal("14.00"), "concession": Decimal("11.00"), "child": Decimal("9.00")}


def _cl_member_error(member_id: str) -> dict | None:
    if str(member_id).upper() != _CL_MEMBER_ID:
        return {"error": f"member {member_id} not found"}
    return None


def cl_get_membership(member_id: str, **_extra) -> dict:
    return _cl_member_error(member_id) or _CL_MEMBER


def cl_list_sessions(date: str, kind: str | None = None, level: str | None = None, **_extra) -> dict:
    if _iso(date) is None:
        return {"error": "date must be YYYY-MM-DD"}
    rows = [{"session_id": sid, **s} for sid, s in sorted(_CL_SESSIONS.items(), key=lambda kv: kv[1]["time"])
            if s["date"] == date[:10] and (not kind or s["kind"] == kind) and (not level or s["level"] == level)]
    return {"date": date[:10], "sessions": rows, "note": "Member prices shown; non-members add £5."}


def cl_book_session(member_id: str, session_id: str, attendees: list | None = None, **_extra) -> dict:
    if error := _cl_member_error(member_id):
        return error
    session = _CL_SESSIONS.get(str(session_id).upper())
    if session is None:
        return {"error": f"session {session_id} not found"}
    people = attendees or [{"name": "Leo Marsh", "age": None, "is_member": True}]
    if session["kind"] == "kids_club":
        ages = [p.get("age") for p in people]
        if not attendees or any(not isinstance(a, int) or not 6 <= a <= 12 for a in ages):
            return {"error": "kids club bookings need each child's name and an age from 6 to 12"}
    if session["spaces_left"] < len(people):
        return {"error": f"{session['title']} on {session['date']} is full ({session['spaces_left']} spaces left)"}
    price = sum(Decimal(str(session["price_gbp"])) + (0 if p.get("is_member") else 5) for p in people)
    return {"booking_id": f"BK-{_code(str(session_id) + str(len(people)))}", "status": "booked", "session_id": str(session_id).upper(),
            "title": session["title"], "date": session["date"], "time": session["time"],
            "attendees": [p.get("name") for p in people], "price_gbp": float(price), "charged_to": "card on file"}


def cl_cancel_session_booking(member_id: str, booking_id: str, **_extra) -> dict:
    if error := _cl_member_error(member_id):
        return error
    if str(booking_id).upper() != "BK-9012":
        return {"error": f"booking {booking_id} not found"}
    return {"booking_id": "BK-9012", "status": "cancelled", "title": "Yoga for climbers", "date": "2026-12-11", "time": "07:30",
            "refund": "£8.00 returned as account credit"}


def cl_freeze_membership(member_id: str, start_date: str, weeks: int, reason: str | None, **_extra) -> dict:
    if error := _cl_member_error(member_id):
        return error
    start = _iso(start_date)
    if start is None or start <= _CL_TODAY:
        return {"error": "a freeze can start tomorrow at the earliest"}
    if not isinstance(weeks, int) or not 1 <= weeks <= 12:
        return {"error": "a freeze lasts 1 to 12 weeks"}
    end = start + _dt.timedelta(weeks=weeks)
    renews = _iso(_CL_MEMBER["renews"])
    next_payment = renews + _dt.timedelta(weeks=weeks) if start <= renews else renews
    return {"member_id": _CL_MEMBER_ID, "status": "freeze_scheduled", "start_date": start.isoformat(), "end_date": end.isoformat(),
            "reason": reason, "fee_gbp": 0.0 if reason == "injury" else 5.0, "next_payment": next_payment.isoformat()}


def cl_get_occupancy(area: str = "all", **_extra) -> dict:
    areas = _CL_OCCUPANCY if area in (None, "all") else {area: _CL_OCCUPANCY.get(area)}
    if None in areas.values():
        return {"error": f"unknown area {area!r}"}
    return {"as_of": "2026-12-10T15:40:00", "closes": "22:00", "areas": areas}


def cl_buy_day_passes(date: str, passes: list, use_guest_pass: bool = False, **_extra) -> dict:
    day = _iso(date)
    if day is None or day < _CL_TODAY:
        return {"error": "date must be today or later (YYYY-MM-DD)"}
    if not passes:
        return {"error": "at least one pass is needed"}
    lines, total, guest_used = [], Decimal("0"), False
    for p in passes:
        group = p.get("age_group", "adult")
        if group not in _CL_DAY_PASS:
            return {"error": f"unknown age_group {group!r}"}
        price = _CL_DAY_PASS[group]
        if use_guest_pass and not guest_used and group == "adult":
            price, guest_used = Decimal("0"), True
        if p.get("shoe_hire"):
            price += Decimal("4.00")
        lines.append({"name": p.get("name"), "age_group": group, "shoe_hire": bool(p.get("shoe_hire")), "price_gbp": float(price)})
        total += price
    return {"order_id": f"DP-{_code(date + str(len(passes)))}", "date": day.isoformat(), "passes": lines, "guest_pass_used": guest_used,
            "total_gbp": float(total), "note": "First-time climbers must watch the 10-minute safety briefing on arrival."}


CLIMBING_GYM = Domain(
    name="climbing_gym",
    instructions=(
        "You are the assistant in the Crux Climbing Centre app (Sheffield). Today is Thursday 10 December 2026. "
        "The user is Leo Marsh, member id CX-44190, on the Off-peak monthly plan. "
        "You can look up his membership, sessions and courses, live busyness, and book, cancel, freeze or buy day passes "
        "when he asks. Give climbing advice from general knowledge when asked."
    ),
    tools=[
        ToolDef(
            name="get_membership",
            description="The member's plan, renewal date, guest passes left and upcoming session bookings.",
            parameters={"type": "object", "properties": {"member_id": {"type": "string", "pattern": "^CX-\\d{5}$"}},
                        "required": ["member_id"]},
            fn=cl_get_membership,
        ),
        ToolDef(
            name="list_sessions",
            description="Classes, courses and socials on a date with spaces left and member price.",
            parameters={"type": "object", "properties": {
                "date": {"type": "string", "format": "date"},
                "kind": {"type": "string", "enum": ["intro_bouldering", "technique", "lead_course", "yoga", "kids_club", "route_setting_social"]},
                "level": {"type": "string", "enum": ["beginner", "intermediate", "advanced"]},
            }, "required": ["date"]},
            fn=cl_list_sessions,
        ),
        ToolDef(
            name="book_session",
            description="Book a session. Without attendees the member is booked; for kids club or guests list the attendees.",
            parameters={"type": "object", "properties": {
                "member_id": {"type": "string", "pattern": "^CX-\\d{5}$"},
                "session_id": {"type": "string", "pattern": "^S-\\d{4}$"},
                "attendees": {"type": "array", "items": {"$ref": "#/$defs/person"}},
            }, "required": ["member_id", "session_id"],
                "$defs": {"person": {"type": "object", "properties": {
                    "name": {"type": "string"},
                    "age": {"type": ["integer", "null"]},
                    "is_member": {"type": "boolean"},
                }, "required": ["name"]}}},
            fn=cl_book_session, act=True,
        ),
        ToolDef(
            name="cancel_session_booking",
            description="Cancel one of the member's session bookings (booking ids from get_membership).",
            parameters={"type": "object", "properties": {
                "member_id": {"type": "string", "pattern": "^CX-\\d{5}$"},
                "booking_id": {"type": "string", "pattern": "^BK-\\d{4}$"},
            }, "required": ["member_id", "booking_id"]},
            fn=cl_cancel_session_booking, act=True,
        ),
        ToolDef(
            name="freeze_membership",
            description="Pause the membership for 1-12 weeks; injury freezes are free, others cost £5.",
            parameters={"type": "object", "properties": {
                "member_id": {"type": "string"},
                "start_date": {"type": "string", "format": "date"},
                "weeks": {"type": "integer", "minimum": 1, "maximum": 12},
                "reason": {"type": ["string", "null"], "enum": ["injury", "travel", "other", None]},
            }, "required": ["member_id", "start_date", "weeks", "reason"], "additionalProperties": False},
            fn=cl_freeze_membership, act=True, strict=True,
        ),
        ToolDef(
            name="get_occupancy",
            description="Live busyness of the walls now and the forecast for the rest of today, in percent of capacity.",
            parameters={"type": "object", "properties": {"area": {"type": "string", "enum": ["bouldering", "ropes", "all"]}}},
            fn=cl_get_occupancy,
        ),
        ToolDef(
            name="buy_day_passes",
            description="Buy day-entry passes for guests. A member's guest pass can cover one adult entry.",
            parameters={"type": "object", "properties": {
                "date": {"type": "string", "format": "date"},
                "passes": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {
                    "name": {"type": "string"},
                    "age_group": {"type": "string", "enum": ["adult", "concession", "child"]},
                    "shoe_hire": {"type": "boolean"},
                }, "required": ["name", "age_group"]}},
                "use_guest_pass": {"type": "boolean"},
            }, "required": ["date", "passes"]},
            fn=cl_buy_day_passes, act=True,
        ),
    ],
)

_CL_ACTS = ["book_session", "cancel_session_booking", "freeze_membership", "buy_day_passes"]

DOMAINS = [OUTPATIENT, PRINT_SHOP, BOARDGAME_CAFE, CAR_GARAGE, CLIMBING_GYM]


# =============================================================================================
# Cases
# =============================================================================================

_P = {"patient_id": "P-20417"}

CASES = [
    # ---------------------------------------------------------------- outpatient ------------
    Case("fi_op_next_physio", "outpatient", "direct", [
        Turn("when's my next physio appt",
             calls=[ExpectCall("list_appointments", {**_P})],
             forbid=_OP_ACTS,
             answer_has=[said_date("2026-12-15"), said_time("14:00")]),
    ], features=("enum", "8_tools")),
    Case("fi_op_cancel_derm", "outpatient", "polite", [
        Turn("hi, could you please cancel my dermatology appointment on thursday? the rash has cleared up so I don't think I need it. thank you",
             calls=[ExpectCall("cancel_appointment", {"appointment_id": "AP-30112", "reason": one_of("feeling_better", "other")})],
             allow=["list_appointments"],
             forbid=_others(_OP_ACTS, "cancel_appointment"),
             answer_has=[said("cancelled", "canceled")]),
    ], features=("enum", "8_tools")),
    Case("fi_op_interview_clash", "outpatient", "indirect", [
        Turn("ive got a job interview thursday morning, is that going to clash with anything hospital-wise?",
             calls=[ExpectCall("list_appointments", {**_P})],
             forbid=_OP_ACTS,
             answer_has=[said_time("09:30"), said("dermatology", "Varga", "skin")]),
    ], features=("8_tools",)),
    Case("fi_op_refill_and_allergy", "outpatient", "multi_intent", [
        Turn("can you reorder my iron tablets to rusholme pharmacy, i'll pick them up. also are my allergy test results back yet?",
             calls=[ExpectCall("request_prescription_refill", {**_P, "medication_ids": items("MED-118"),
                                                               "pharmacy": fields(name=contains("rusholme")),
                                                               "collection": one_of("collect")}),
                    ExpectCall("get_test_results", {**_P})],
             allow=["get_medications"],
             forbid=_others(_OP_ACTS, "request_prescription_refill"),
             answer_has=[said("pending", "not back", "not yet", "not in yet", "still waiting"), said_date("2026-12-10")]),
    ], features=("ref", "nested", "array", "8_tools")),
    Case("fi_op_self_referral", "outpatient", "no_tool", [
        Turn("whats the difference between being referred to physio by my gp and a self referral? could i have just self referred",
             forbid=_OP_ACTS),
    ], features=("8_tools",)),
    Case("fi_op_move_to_14th", "outpatient", "underspecified", [
        Turn("can you move my appointment to the 14th",
             allow=["list_appointments", "search_clinic_slots"],
             forbid=_OP_ACTS,
             clarify=True),
    ], features=("8_tools",)),
    Case("fi_op_ortho_book", "outpatient", "chained", [
        Turn("find me the earliest orthopaedics slot from the 14th onwards and book it please, it's about my knee",
             calls=[ExpectCall("search_clinic_slots", {"clinic": "orthopaedics"}),
                    ExpectCall("book_appointment", {**_P, "slot_id": "SL-7402", "reason": contains("knee")})],
             forbid=_others(_OP_ACTS, "book_appointment"),
             answer_has=[said_date("2026-12-18"), said_time("09:45")]),
    ], features=("strict", "nullable_anyof", "date", "8_tools")),
    Case("fi_op_physio_same_therapist", "outpatient", "chained", [
        Turn("move my physio to the earliest slot with the same physio pls",
             calls=[ExpectCall("list_appointments", {**_P}),
                    ExpectCall("search_clinic_slots", {"clinic": "physiotherapy"}),
                    ExpectCall("reschedule_appointment", {"appointment_id": "AP-30145", "new_slot_id": "SL-5201"})],
             forbid=_others(_OP_ACTS, "reschedule_appointment"),
             answer_has=[said_date("2026-12-08"), said_time("08:30")]),
    ], features=("person", "8_tools")),
    Case("fi_op_cardio_flow", "outpatient", "multi_turn", [
        Turn("are there any cardiology slots free before christmas? dr qureshi wanted to see me again",
             calls=[ExpectCall("search_clinic_slots", {"clinic": "cardiology"})],
             forbid=_OP_ACTS,
             answer_has=[said_date("2026-12-16"), said_date("2026-12-21")]),
        Turn("book the morning one, its the palpitations follow up",
             calls=[ExpectCall("book_appointment", {**_P, "slot_id": "SL-6301", "reason": matches("palpitation")})],
             allow=["search_clinic_slots"],
             forbid=_others(_OP_ACTS, "book_appointment"),
             answer_has=[said_time("10:30")]),
        Turn("and can u let his team know ill bring the heart rate readings from my smartwatch",
             calls=[ExpectCall("send_care_team_message", {**_P, "clinic": "cardiology", "body": matches("heart rate|reading|smartwatch|watch")})],
             forbid=_others(_OP_ACTS, "send_care_team_message"),
             answer_has=[said("sent", "passed on", "let them know", "messaged")]),
    ], features=("strict", "nullable_anyof", "8_tools")),

    # ---------------------------------------------------------------- print shop ------------
    Case("fi_ps_business_cards", "print_shop", "direct", [
        Turn("how much for two hundred and fifty business cards, double sided, matt",
             calls=[ExpectCall("quote_print_job", {"product": "business_cards", "quantity": 250, "double_sided": boolean(True),
                                                   "finish": "matt"})],
             answer_has=[said_number(32.48)]),
    ], features=("enum", "nullable_type_list", "number_words", "1_tool")),
    Case("fi_ps_banner", "print_shop", "direct", [
        Turn("price for a vinyl banner 2m wide by 0.8m high? just the one",
             calls=[ExpectCall("quote_print_job", {"product": "banners", "quantity": 1,
                                                   "custom_size": fields(width_m=number(2.0, 0.001), height_m=number(0.8, 0.001))})],
             answer_has=[said_number(33.8)]),
    ], features=("nested", "number", "1_tool")),
    Case("fi_ps_posters_express", "print_shop", "polite", [
        Turn("Hi there! Could you tell me what 20 A2 posters would cost? Ideally I'd need them by tomorrow if that's at all possible. Thanks so much",
             calls=[ExpectCall("quote_print_job", {"product": "posters", "quantity": 20, "size": "A2", "turnaround": "express"})],
             answer_has=[said_number(142.5), said("tomorrow", "3 December", "3rd", "Dec 3", "3 Dec", "2026-12-03", "Thursday", "next working day")]),
    ], features=("enum", "1_tool")),
    Case("fi_ps_gig_posters", "print_shop", "indirect", [
        Turn("my band's got a gig on the 12th and we wanna put posters up round town, 30 A3 ones. would they be ready in time & whats the damage",
             calls=[ExpectCall("quote_print_job", {"product": "posters", "quantity": 30, "size": "A3"})],
             answer_has=[said_number(80), said_date("2026-12-07")]),
    ], features=("date", "1_tool")),
    Case("fi_ps_flyers_and_stickers", "print_shop", "multi_intent", [
        Turn("can u price 500 A6 flyers and also 200 of the 50x50 stickers",
             calls=[ExpectCall("quote_print_job", {"product": "flyers", "quantity": 500, "size": "A6"}),
                    ExpectCall("quote_print_job", {"product": "stickers", "quantity": 200, "size": one_of("50x50mm")})],
             answer_has=[said_number(35), said_number(28)]),
    ], features=("enum", "1_tool")),
    Case("fi_ps_gloss_vs_matt", "print_shop", "no_tool", [
        Turn("whats the difference between gloss and matt for business cards? people will be writing on the back of mine"),
    ], features=("1_tool",)),
    Case("fi_ps_artwork_bleed", "print_shop", "no_tool", [
        Turn("what format should i send my artwork in and what's bleed? never done this before"),
    ], features=("1_tool",)),
    Case("fi_ps_booklets_vague", "print_shop", "underspecified", [
        Turn("how much would some booklets be? need them for a carol service",
             clarify=True),
    ], features=("1_tool",)),
    Case("fi_ps_flyer_options", "print_shop", "multi_turn", [
        Turn("quote for a thousand A5 flyers double sided",
             calls=[ExpectCall("quote_print_job", {"product": "flyers", "quantity": 1000, "size": "A5", "double_sided": boolean(True)})],
             answer_has=[said_number(114)]),
        Turn("what if i go for the premium paper",
             calls=[ExpectCall("quote_print_job", {"product": "flyers", "quantity": 1000, "size": "A5", "double_sided": boolean(True),
                                                   "paper": "premium"})],
             answer_has=[said_number(140)]),
        Turn("and with express?",
             calls=[ExpectCall("quote_print_job", {"product": "flyers", "quantity": 1000, "double_sided": boolean(True),
                                                   "paper": "premium", "turnaround": "express"})],
             answer_has=[said_number(210)]),
    ], features=("enum", "number_words", "1_tool")),

    # ---------------------------------------------------------------- board-game café -------
    Case("fi_bg_table_for_two", "boardgame_cafe", "direct", [
        Turn("book a table for two on sunday at 1pm",
             calls=[ExpectCall("reserve_table", {"member_id": "MR-0873", "date": date("2026-12-06"), "time": time_of_day("13:00"),
                                                 "party_size": 2})],
             allow=["check_availability"],
             forbid=_others(_BG_ACTS, "reserve_table"),
             answer_has=[said("T1", "confirmed", "booked")]),
    ], tools=["check_availability", "reserve_table", "cancel_reservation"], strict=True,
        features=("strict", "date", "number_words", "nullable_anyof")),
    Case("fi_bg_cancel_covid", "boardgame_cafe", "polite", [
        Turn("hiya, could you cancel our sunday booking please? one of us has come down with covid 😷 sorry!",
             calls=[ExpectCall("cancel_reservation", {"reservation_id": "RES-5521"})],
             allow=["get_my_reservations"],
             forbid=_others(_BG_ACTS, "cancel_reservation"),
             answer_has=[said("cancelled", "canceled")]),
    ], features=("strict", "nullable_type_list")),
    Case("fi_bg_newbies_hour", "boardgame_cafe", "indirect", [
        Turn("there'll be 6 of us and half of them have never played anything beyond monopoly. we've got about an hour. what should we play",
             calls=[ExpectCall("search_games", {"players": 6})],
             forbid=_BG_ACTS,
             answer_has=[said("Codenames", "Dixit")]),
    ], features=("enum",)),
    Case("fi_bg_room_and_2p", "boardgame_cafe", "multi_intent", [
        Turn("is there room for 8 of us saturday at 8pm? also what 2 player games have u got",
             calls=[ExpectCall("check_availability", {"date": date("2026-12-05"), "time": time_of_day("20:00"), "party_size": 8}),
                    ExpectCall("search_games")],
             forbid=_BG_ACTS,
             answer_has=[said("Patchwork", "7 Wonders Duel"), said("available", "yes", "T6", "free", "room")]),
    ], features=("date", "enum")),
    Case("fi_bg_codenames_howto", "boardgame_cafe", "no_tool", [
        Turn("how does codenames actually work? is it easy to teach to people who dont really play games",
             allow=["search_games"],
             forbid=_BG_ACTS),
    ]),
    Case("fi_bg_saturday_vague", "boardgame_cafe", "underspecified", [
        Turn("can we get a table on saturday",
             allow=["check_availability"],
             forbid=_BG_ACTS,
             clarify=True),
    ]),
    Case("fi_bg_coop_and_reserve", "boardgame_cafe", "chained", [
        Turn("we're 3 and want a co-op game that's under an hour. reserve us a table saturday at 2pm and put that game aside for us",
             calls=[ExpectCall("search_games"),
                    ExpectCall("reserve_table", {"member_id": "MR-0873", "date": date("2026-12-05"), "time": time_of_day("14:00"),
                                                 "party_size": 3, "games": has_items("G-103")})],
             allow=["check_availability"],
             forbid=_others(_BG_ACTS, "reserve_table"),
             answer_has=[said("Pandemic")]),
    ], features=("strict", "array", "date")),
    Case("fi_bg_add_terraforming", "boardgame_cafe", "chained", [
        Turn("what time's my booking on sunday? and can you add terraforming mars to it",
             calls=[ExpectCall("get_my_reservations", {"member_id": "MR-0873"}),
                    ExpectCall("update_reservation", {"reservation_id": "RES-5521", "add_games": has_items("G-105")})],
             allow=["search_games"],
             forbid=_others(_BG_ACTS, "update_reservation"),
             answer_has=[said_time("15:00")]),
    ], features=("array",)),
    Case("fi_bg_resize_booking", "boardgame_cafe", "multi_turn", [
        Turn("what bookings have i got",
             calls=[ExpectCall("get_my_reservations", {"member_id": "MR-0873"})],
             forbid=_BG_ACTS,
             answer_has=[said_date("2026-12-06"), said_time("15:00")]),
        Turn("can we make it 6 ppl instead of 4",
             calls=[ExpectCall("update_reservation", {"reservation_id": "RES-5521", "party_size": 6})],
             allow=["check_availability", "get_my_reservations"],
             forbid=_others(_BG_ACTS, "update_reservation")),
        Turn("and push it back an hour",
             calls=[ExpectCall("update_reservation", {"reservation_id": "RES-5521", "time": time_of_day("16:00")})],
             allow=["check_availability", "get_my_reservations"],
             forbid=_others(_BG_ACTS, "update_reservation"),
             answer_has=[said_time("16:00")]),
    ]),

    # ---------------------------------------------------------------- car garage ------------
    Case("fi_gr_full_service_price", "car_garage", "direct", [
        Turn("how much is a full service on the focus?",
             calls=[ExpectCall("get_quote", {"registration": _FOCUS, "services": items("full_service")})],
             allow=["get_vehicle"],
             forbid=_GR_ACTS,
             answer_has=[said_number(229)]),
    ], features=("array", "enum", "pattern")),
    Case("fi_gr_yaris_mot_thursday", "car_garage", "polite", [
        Turn("Hello, would you be able to book the Yaris in for its MOT on Thursday morning please? I won't need a courtesy car. Many thanks",
             calls=[ExpectCall("find_slots", {"date": date("2026-12-10")}),
                    ExpectCall("book_service", {"customer_id": "CUS-3381", "registration": _YARIS, "slot_id": "HR-20261210-0800",
                                                "services": items("mot"), "courtesy_car": boolean(False)})],
             allow=["get_vehicle", "get_quote"],
             forbid=_others(_GR_ACTS, "book_service"),
             answer_has=[said_time("08:00")]),
    ], features=("ref", "date", "array")),
    Case("fi_gr_anything_due", "car_garage", "indirect", [
        Turn("is either of my cars due anything soon? mot, service, whatever",
             calls=[ExpectCall("get_vehicle", {"registration": _FOCUS}), ExpectCall("get_vehicle", {"registration": _YARIS})],
             forbid=_GR_ACTS,
             answer_has=[said_date("2026-12-20"), said("overdue", "past due", "2 December", "2nd December", "Dec 2", "2 Dec")]),
    ], features=("pattern",)),
    Case("fi_gr_status_and_aircon", "car_garage", "multi_intent", [
        Turn("hows the yaris getting on? and can you price up an aircon regas for the focus while youre at it",
             calls=[ExpectCall("get_job_status", {"booking_id": "JOB-7720"}),
                    ExpectCall("get_quote", {"registration": _FOCUS, "services": items("air_con_regas")})],
             forbid=_GR_ACTS,
             answer_has=[said_number(79), said("approval", "approve", "awaiting", "brake pads", "pads")]),
    ], features=("array", "enum")),
    Case("fi_gr_pads_yes_wipers_no", "car_garage", "multi_intent", [
        Turn("go ahead with the brake pads on the yaris but not the wipers. also how much would two new tyres on the focus be",
             calls=[ExpectCall("approve_extra_work", {"booking_id": "JOB-7720", "approve": items("EW-1")}),
                    ExpectCall("get_quote", {"registration": _FOCUS, "services": items("tyre_fitting"), "tyre_count": 2})],
             allow=["get_job_status"],
             forbid=_others(_GR_ACTS, "approve_extra_work"),
             answer_has=[said_number(184)]),
    ], features=("array", "number_words")),
    Case("fi_gr_interim_vs_full", "car_garage", "no_tool", [
        Turn("whats actually the difference between an interim and a full service? is the full one worth it on a 2019 car that does about 8k miles a year",
             allow=["get_quote", "get_vehicle"],
             forbid=_GR_ACTS),
    ]),
    Case("fi_gr_service_next_week", "car_garage", "underspecified", [
        Turn("can u book my car in for a service next week",
             allow=["get_vehicle", "find_slots", "get_quote"],
             forbid=_GR_ACTS,
             clarify=True),
    ]),
    Case("fi_gr_focus_courtesy_friday", "car_garage", "chained", [
        Turn("the focus needs a full service and its mot — book the first slot on friday where i can have a courtesy car",
             calls=[ExpectCall("find_slots", {"date": date("2026-12-11")}),
                    ExpectCall("book_service", {"customer_id": "CUS-3381", "registration": _FOCUS, "slot_id": "HR-20261211-1030",
                                                "services": items("full_service", "mot"), "courtesy_car": boolean(True)})],
             allow=["get_quote", "get_vehicle"],
             forbid=_others(_GR_ACTS, "book_service"),
             answer_has=[said_time("10:30")]),
    ], features=("ref", "date", "array", "boolean")),
    Case("fi_gr_yaris_mot_flow", "car_garage", "multi_turn", [
        Turn("when's the mot due on the yaris?",
             calls=[ExpectCall("get_vehicle", {"registration": _YARIS})],
             forbid=_GR_ACTS,
             answer_has=[said_date("2026-12-20")]),
        Turn("ok what have you got on monday the 14th then",
             calls=[ExpectCall("find_slots", {"date": date("2026-12-14")})],
             forbid=_GR_ACTS,
             answer_has=[said_time("10:30"), said_time("13:00")]),
        Turn("take the 10:30, no courtesy car needed",
             calls=[ExpectCall("book_service", {"customer_id": "CUS-3381", "registration": _YARIS, "slot_id": "HR-20261214-1030",
                                                "services": has_items("mot"), "courtesy_car": boolean(False)})],
             allow=["find_slots"],
             forbid=_others(_GR_ACTS, "book_service"),
             answer_has=[said("booked", "confirmed", "JOB-")]),
    ], features=("date", "ref")),

    # ---------------------------------------------------------------- climbing gym ----------
    Case("fi_cl_freeze_injury", "climbing_gym", "direct", [
        Turn("freeze my membership for four weeks from monday, hurt my finger bouldering",
             calls=[ExpectCall("freeze_membership", {"member_id": "CX-44190", "start_date": date("2026-12-14"), "weeks": 4,
                                                     "reason": "injury"})],
             forbid=_others(_CL_ACTS, "freeze_membership"),
             answer_has=[said_date("2027-01-11")]),
    ], features=("strict", "nullable_type_list", "enum", "date", "number_words")),
    Case("fi_cl_guest_passes", "climbing_gym", "polite", [
        Turn("would you mind checking how many guest passes i've got left this month? cheers",
             calls=[ExpectCall("get_membership", {"member_id": "CX-44190"})],
             forbid=_CL_ACTS,
             answer_has=[said("1 guest", "one guest", "1 left", "one left", "1 remaining", "one remaining", "1 unused", "one unused",
                              "one pass", "1 pass", ": 1", "just one", "only one")]),
    ]),
    Case("fi_cl_quiet_evening", "climbing_gym", "indirect", [
        Turn("heading down after work, when's the bouldering gonna be least rammed this evening?",
             calls=[ExpectCall("get_occupancy")],
             forbid=_CL_ACTS,
             answer_has=[said_time("21:00")]),
    ], features=("enum",)),
    Case("fi_cl_mate_first_time", "climbing_gym", "indirect", [
        Turn("my mate's never climbed before and wants to give it a go on saturday with someone showing her what to do",
             calls=[ExpectCall("list_sessions", {"date": date("2026-12-12")})],
             forbid=_CL_ACTS,
             answer_has=[said_time("14:00")]),
    ], features=("date", "enum")),
    Case("fi_cl_swap_yoga_for_social", "climbing_gym", "multi_intent", [
        Turn("cancel my yoga tomorrow and book me onto the route setting social on sunday",
             calls=[ExpectCall("cancel_session_booking", {"member_id": "CX-44190", "booking_id": "BK-9012"}),
                    ExpectCall("book_session", {"member_id": "CX-44190", "session_id": "S-1222"})],
             allow=["get_membership", "list_sessions"],
             forbid=_others(_CL_ACTS, "cancel_session_booking", "book_session"),
             answer_has=[said("cancelled", "canceled"), said_time("18:00")]),
    ], features=("date",)),
    Case("fi_cl_pump_tips", "climbing_gym", "no_tool", [
        Turn("any tips for not getting pumped so fast on the overhangs? my forearms die after like two problems",
             forbid=_CL_ACTS),
    ]),
    Case("fi_cl_brother_day_pass", "climbing_gym", "underspecified", [
        Turn("can u sort a day pass for my brother for when he visits? he'll need shoes too",
             allow=["get_membership"],
             forbid=_CL_ACTS,
             clarify=True),
    ], features=("array",)),
    Case("fi_cl_overhang_tuesday", "climbing_gym", "chained", [
        Turn("is there space on the advanced overhang session next tuesday? if there is put me on it",
             calls=[ExpectCall("list_sessions", {"date": date("2026-12-15")}),
                    ExpectCall("book_session", {"member_id": "CX-44190", "session_id": "S-1231"})],
             forbid=_others(_CL_ACTS, "book_session"),
             answer_has=[said_time("19:00")]),
    ], features=("date",)),
    Case("fi_cl_kids_club", "climbing_gym", "multi_turn", [
        Turn("whats on for kids on saturday?",
             calls=[ExpectCall("list_sessions", {"date": date("2026-12-12")})],
             forbid=_CL_ACTS,
             answer_has=[said_time("09:00")]),
        Turn("great, book my daughter ruby on it, she's 8",
             calls=[ExpectCall("book_session", {"member_id": "CX-44190", "session_id": "S-1214",
                                                "attendees": has_items(fields(name=contains("ruby"), age=between(8, 8)))})],
             allow=["list_sessions"],
             forbid=_others(_CL_ACTS, "book_session"),
             answer_has=[said("booked", "confirmed", "all set", "BK-")]),
    ], features=("ref", "array", "nested", "person")),
]
