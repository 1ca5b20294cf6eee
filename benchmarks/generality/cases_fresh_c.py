"""Fresh generality cases (set C), written independently of the engine and of the other case files.

Five domains the other files do not use: a dentist's patient portal, a leisure-centre chain's
booking app (classes, courts, membership freeze), a public library account, a parcel locker /
post office app and a marina's boat and kayak hire assistant. Each domain has its own fixed
"today" in 2027, stated in its system prompt:

- dental        Tuesday 9 March 2027, 10:15    (patient Hannah Whitfield PT-40721 and her son Leo
                                                PT-40722; Brookside Dental, Leeds, UK, GBP) — 6 tools
- leisure       Thursday 14 January 2027, 12:30 (member Sam Okoye ABL-553091, Active Plus, home
                                                centre Riverside; Active Borough Leisure, UK, GBP) — 8 tools
- library       Monday 5 April 2027             (Ana Torres, card 29000114733821, home branch Central;
                                                Oakridge Public Library, Oregon, USD) — 9 tools
- parcels       Wednesday 2 June 2027, 09:05    (Mei Lin Tan, 14 Rowena Pde, Richmond VIC 3121;
                                                PostHub, Melbourne, AUD) — 7 tools
- marina        Friday 16 July 2027, 08:30      (Jordan Reyes, customer JR-20931, waiver on file;
                                                Pine Cove Marina, Lake George NY, USD) — 1 tool

The cases were written from what a competent assistant model (gpt-4.1-mini class) does with
natural, varied user messages, without reading the simulator or tuning against it. Fake
functions are deterministic and stateless, forgiving about date / time / enum spellings, and
answer `{"error": ...}` for bad input as a real API would.
"""

from __future__ import annotations

import datetime as _dt
import re
import zlib

from spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    contains,
    date,
    fields,
    has_items,
    matches,
    number,
    one_of,
    said,
    said_number,
    time_of_day,
)

# ---------------------------------------------------------------------------------------------
# Shared helpers
# ---------------------------------------------------------------------------------------------


def _day(value):
    """A date from 'YYYY-MM-DD...' (a date-time passes too), or None."""
    try:
        return _dt.date.fromisoformat(str(value).strip()[:10])
    except (TypeError, ValueError):
        return None


def _hhmm(value):
    """'HH:MM' from '14:00', '14:00:00', '2pm', '2:30 p.m.', '2027-07-17T14:00:00Z' ..., or None."""
    text = str(value or "").strip().lower()
    if re.match(r"^\d{4}-\d{2}-\d{2}[t ]", text):
        text = text[11:]
    text = re.sub(r"(z|[+-]\d{2}:?\d{2})$", "", text).strip()
    m = re.match(r"^(\d{1,2})(?:[:.](\d{2}))?(?::\d{2}(?:\.\d+)?)?\s*([ap])?\.?\s*m?\.?$", text)
    if not m:
        return None
    hour, minute = int(m.group(1)), int(m.group(2) or 0)
    if m.group(3) == "p" and hour < 12:
        hour += 12
    if m.group(3) == "a" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


def _mins(hhmm):
    hour, minute = (int(x) for x in hhmm.split(":"))
    return hour * 60 + minute


def _clock(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _norm(text):
    return re.sub(r"[^a-z0-9]+", " ", str(text or "").lower()).strip()


def _enum(value, options, aliases=None):
    """A case/spacing-insensitive enum value (None when unknown)."""
    key = re.sub(r"[\s\-]+", "_", str(value or "").strip().lower())
    key = (aliases or {}).get(key, key)
    return key if key in options else None


def _crc(text):
    return zlib.crc32(str(text).encode()) & 0xFFFFFFFF


def _round05(value):
    return round(round(value * 20) / 20, 2)


def any_of(*preds):
    """An answer fact with alternatives that are themselves predicates."""
    return Pred("any of " + " | ".join(p.describe for p in preds), lambda text: any(p.ok(text) for p in preds))


def _others(acts, *keep):
    return [a for a in acts if a not in keep]


WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


# =============================================================================================
# Domain 1: dentist's patient portal (today: Tuesday 9 March 2027, 10:15)
# =============================================================================================

DENT_NOW = _dt.datetime(2027, 3, 9, 10, 15)

DENT_PATIENTS = {
    "PT-40721": {"patient_id": "PT-40721", "name": "Hannah Whitfield", "age": 38},
    "PT-40722": {"patient_id": "PT-40722", "name": "Leo Whitfield", "age": 9},
}

DENT_CLIN = {
    "SHA": {"clinician_id": "DR-SHAH", "name": "Dr Amir Shah", "role": "dentist"},
    "DOB": {"clinician_id": "DR-DOBSON", "name": "Dr Claire Dobson", "role": "dentist"},
    "LOW": {"clinician_id": "HY-LOWE", "name": "Megan Lowe", "role": "hygienist"},
}

# free chair times by weekday (0 = Monday); closed on Sundays
DENT_TIMES = {
    "SHA": {0: ["09:00", "14:30"], 1: ["08:30", "11:00", "16:10"], 2: ["10:20"], 3: ["09:00", "13:40"],
            4: ["08:30", "15:00"], 5: ["09:30"]},
    "DOB": {0: ["10:40", "16:00"], 1: ["14:00"], 2: ["08:50", "15:50", "17:20"], 3: ["11:30"],
            4: ["10:00", "12:10"], 5: []},
    "LOW": {0: ["08:40", "12:00"], 1: ["09:20", "15:30"], 2: ["13:10"], 3: ["08:40", "17:00"],
            4: ["11:20"], 5: ["10:00", "10:40"]},
}

DENT_TYPES = {
    "checkup": {"code": "CHK", "minutes": 30, "price": 55.0, "clinicians": ["SHA", "DOB"]},
    "hygiene": {"code": "HYG", "minutes": 30, "price": 68.0, "clinicians": ["LOW"]},
    "filling": {"code": "FIL", "minutes": 45, "price": 120.0, "clinicians": ["SHA", "DOB"]},
    "emergency": {"code": "EMG", "minutes": 20, "price": 85.0, "clinicians": ["SHA", "DOB"]},
    "whitening_consult": {"code": "WHT", "minutes": 20, "price": 0.0, "clinicians": ["SHA"]},
    "child_checkup": {"code": "CHI", "minutes": 20, "price": 30.0, "clinicians": ["SHA", "DOB"]},
}
DENT_CODES = {v["code"]: k for k, v in DENT_TYPES.items()}
DENT_TYPE_ALIASES = {"check_up": "checkup", "cleaning": "hygiene", "scale_and_polish": "hygiene",
                     "hygienist": "hygiene", "urgent": "emergency", "child": "child_checkup",
                     "children_checkup": "child_checkup", "whitening": "whitening_consult"}

DENT_APPTS = [
    {"appointment_id": "APT-88310", "patient_id": "PT-40721", "patient": "Hannah Whitfield", "type": "hygiene",
     "start": "2027-03-18T08:40", "duration_min": 30, "clinician": "Megan Lowe (hygienist)", "_clin": "LOW"},
    {"appointment_id": "APT-88342", "patient_id": "PT-40722", "patient": "Leo Whitfield", "type": "child_checkup",
     "start": "2027-03-24T15:50", "duration_min": 20, "clinician": "Dr Claire Dobson", "_clin": "DOB"},
    {"appointment_id": "APT-88401", "patient_id": "PT-40721", "patient": "Hannah Whitfield", "type": "filling",
     "start": "2027-04-06T11:00", "duration_min": 45, "clinician": "Dr Amir Shah", "_clin": "SHA",
     "notes": "Composite filling, upper left molar (follow-up from 25 Feb exam)"},
]
DENT_BOOKED = {(a["start"], a["_clin"]) for a in DENT_APPTS}


def _dent_patient(value):
    key = str(value or "").strip().upper()
    if key in DENT_PATIENTS:
        return DENT_PATIENTS[key]
    name = _norm(value)
    for p in DENT_PATIENTS.values():
        if name and (name == _norm(p["name"]) or name == _norm(p["name"]).split()[0]):
            return p
    return None


def _dent_clin(value):
    text = _norm(value)
    for code, c in DENT_CLIN.items():
        if text in (_norm(c["clinician_id"]), code.lower()) or any(w in _norm(c["name"]).split() for w in text.split() if w not in ("dr", "doctor", "miss", "mrs", "ms", "mr")):
            return code
    return None


def _dent_slot_obj(type_key, day, hhmm, clin):
    t = DENT_TYPES[type_key]
    return {
        "slot_id": f"SL-{t['code']}-{day:%Y%m%d}-{hhmm.replace(':', '')}-{clin}",
        "start": f"{day.isoformat()}T{hhmm}",
        "weekday": WEEKDAYS[day.weekday()],
        "clinician": DENT_CLIN[clin]["name"],
        "duration_min": t["minutes"],
        "price_gbp": t["price"],
    }


def _dent_free(type_key, day, hhmm, clin):
    if clin not in DENT_TYPES[type_key]["clinicians"] or day.weekday() == 6:
        return False
    if hhmm not in DENT_TIMES[clin].get(day.weekday(), []):
        return False
    moment = _dt.datetime.combine(day, _dt.time(*(int(x) for x in hhmm.split(":"))))
    return moment > DENT_NOW and (f"{day.isoformat()}T{hhmm}", clin) not in DENT_BOOKED


def _dent_parse_slot(slot_id):
    m = re.match(r"^SL-([A-Z]{3})-(\d{8})-(\d{4})-([A-Z]{3})$", str(slot_id or "").strip().upper())
    if not m or m.group(1) not in DENT_CODES:
        return None, f"unknown slot id {slot_id!r}"
    type_key = DENT_CODES[m.group(1)]
    try:
        day = _dt.datetime.strptime(m.group(2), "%Y%m%d").date()
    except ValueError:
        return None, f"unknown slot id {slot_id!r}"
    hhmm = f"{m.group(3)[:2]}:{m.group(3)[2:]}"
    if not _dent_free(type_key, day, hhmm, m.group(4)):
        return None, f"slot {slot_id} is not available (taken or in the past)"
    return (type_key, day, hhmm, m.group(4)), None


def dent_find_slots(appointment_type, patient_id, date_from, date_to=None, clinician=None):
    type_key = _enum(appointment_type, DENT_TYPES, DENT_TYPE_ALIASES)
    if type_key is None:
        return {"error": f"unknown appointment_type {appointment_type!r}; use one of {sorted(DENT_TYPES)}"}
    patient = _dent_patient(patient_id)
    if patient is None:
        return {"error": f"no patient {patient_id!r} on this account"}
    if type_key == "child_checkup" and patient["age"] >= 18:
        return {"error": "child_checkup is for patients under 18; use checkup"}
    start = _day(date_from)
    if start is None:
        return {"error": "date_from must be a date (YYYY-MM-DD)"}
    start = max(start, DENT_NOW.date())
    end = _day(date_to) if date_to else start + _dt.timedelta(days=13)
    if end is None or end < start:
        return {"error": "date_to must be a date on or after date_from"}
    end = min(end, start + _dt.timedelta(days=41))
    clins = DENT_TYPES[type_key]["clinicians"]
    if clinician:
        code = _dent_clin(clinician)
        if code is None:
            return {"error": f"unknown clinician {clinician!r}; clinicians: Dr Amir Shah (DR-SHAH), Dr Claire Dobson (DR-DOBSON), Megan Lowe (HY-LOWE, hygienist)"}
        if code not in clins:
            return {"error": f"{DENT_CLIN[code]['name']} does not offer {type_key} appointments"}
        clins = [code]
    slots = []
    day = start
    while day <= end:
        for clin in clins:
            for hhmm in DENT_TIMES[clin].get(day.weekday(), []):
                if _dent_free(type_key, day, hhmm, clin):
                    slots.append(_dent_slot_obj(type_key, day, hhmm, clin))
        day += _dt.timedelta(days=1)
    slots.sort(key=lambda s: s["start"])
    return {"patient": patient["name"], "appointment_type": type_key, "from": start.isoformat(), "to": end.isoformat(),
            "slots": slots[:8], "more_available": max(0, len(slots) - 8)}


def dent_book(slotId, patientId, notes=None, reminder=None):
    parsed, error = _dent_parse_slot(slotId)
    if error:
        return {"error": error}
    type_key, day, hhmm, clin = parsed
    patient = _dent_patient(patientId)
    if patient is None:
        return {"error": f"no patient {patientId!r} on this account"}
    if type_key == "child_checkup" and patient["age"] >= 18:
        return {"error": "child_checkup slots are for patients under 18"}
    rem = None
    if reminder is not None:
        if not isinstance(reminder, dict):
            return {"error": "reminder must be an object {channel, hoursBefore}"}
        channel = _enum(reminder.get("channel", "sms"), ("sms", "email", "none"), {"text": "sms", "text_message": "sms"})
        if channel is None:
            return {"error": "reminder.channel must be sms, email or none"}
        hours = reminder.get("hoursBefore", 24)
        if not isinstance(hours, int) or not 1 <= hours <= 72:
            return {"error": "reminder.hoursBefore must be an integer from 1 to 72"}
        rem = {"channel": channel, "hoursBefore": hours} if channel != "none" else None
    slot = _dent_slot_obj(type_key, day, hhmm, clin)
    return {
        "appointment_id": f"APT-{89000 + _crc(slot['slot_id'] + patient['patient_id']) % 900}",
        "status": "confirmed",
        "patient": patient["name"],
        "type": type_key,
        "start": slot["start"],
        "clinician": slot["clinician"],
        "duration_min": slot["duration_min"],
        "price_gbp": slot["price_gbp"],
        "reminder": rem,
        "notes": notes or None,
        "location": "Brookside Dental, 41 Otley Road, Leeds LS6 3AA",
    }


def dent_my_appointments():
    return {"today": DENT_NOW.strftime("%Y-%m-%dT%H:%M"),
            "upcoming": [{k: v for k, v in a.items() if not k.startswith("_")} for a in DENT_APPTS],
            "cancellation_policy": "Free to cancel or move up to 24 hours before; later changes cost £25."}


def _dent_appt(appointment_id):
    key = str(appointment_id or "").strip().upper()
    return next((a for a in DENT_APPTS if a["appointment_id"] == key), None)


def dent_cancel(appointment_id, reason=None):
    appt = _dent_appt(appointment_id)
    if appt is None:
        return {"error": f"no upcoming appointment {appointment_id!r}"}
    return {"appointment_id": appt["appointment_id"], "status": "cancelled", "was": appt["start"],
            "patient": appt["patient"], "type": appt["type"], "fee_gbp": 0.0,
            "note": "Cancelled more than 24 hours ahead, so there is no charge.", "reason": reason}


def dent_reschedule(appointment_id, new_slot_id):
    appt = _dent_appt(appointment_id)
    if appt is None:
        return {"error": f"no upcoming appointment {appointment_id!r}"}
    parsed, error = _dent_parse_slot(new_slot_id)
    if error:
        return {"error": error}
    type_key, day, hhmm, clin = parsed
    patient = DENT_PATIENTS[appt["patient_id"]]
    if type_key == "child_checkup" and patient["age"] >= 18:
        return {"error": "child_checkup slots are for patients under 18"}
    slot = _dent_slot_obj(type_key, day, hhmm, clin)
    return {"appointment_id": appt["appointment_id"], "status": "rescheduled", "patient": appt["patient"],
            "type": appt["type"], "old_start": appt["start"], "new_start": slot["start"],
            "clinician": slot["clinician"], "fee_gbp": 0.0}


DENT_INVOICES = [
    {"invoice_id": "INV-2291", "patient": "Hannah Whitfield", "date": "2027-01-14", "item": "Hygiene appointment",
     "amount_gbp": 68.0, "status": "paid"},
    {"invoice_id": "INV-2307", "patient": "Hannah Whitfield", "date": "2027-02-25",
     "item": "Examination and 2 bitewing X-rays", "amount_gbp": 45.0, "status": "unpaid", "due": "2027-03-25"},
    {"invoice_id": "INV-2312", "patient": "Leo Whitfield", "date": "2027-02-25", "item": "Child check-up",
     "amount_gbp": 30.0, "status": "paid"},
]


def dent_invoices(status="all"):
    key = _enum(status or "all", ("all", "paid", "unpaid"), {"outstanding": "unpaid", "due": "unpaid"})
    if key is None:
        return {"error": "status must be all, paid or unpaid"}
    rows = [i for i in DENT_INVOICES if key == "all" or i["status"] == key]
    return {"invoices": rows, "balance_due_gbp": 45.0, "pay_online": "https://brooksidedental.example/pay"}


DENTAL = Domain(
    name="dental",
    instructions=(
        "You are the assistant in the Brookside Dental patient portal (41 Otley Road, Leeds). "
        "Today is Tuesday 9 March 2027 and the time is 10:15. You are talking to Hannah Whitfield "
        "(patient id PT-40721), who also manages the account of her son Leo Whitfield (patient id "
        "PT-40722, age 9). Clinicians: Dr Amir Shah and Dr Claire Dobson (dentists) and Megan Lowe "
        "(hygienist). Prices are in GBP. Use the tools to look up, book, move and cancel appointments; "
        "give general dental advice yourself but do not diagnose."
    ),
    tools=[
        ToolDef(
            name="find_slots",
            description="Search free appointment slots. Returns up to 8 slots (slot_id, start, clinician, price) in date order.",
            parameters={
                "type": "object",
                "properties": {
                    "appointment_type": {"type": "string", "enum": sorted(DENT_TYPES),
                                         "description": "child_checkup is for patients under 18."},
                    "patient_id": {"type": "string", "description": "Patient the appointment is for, e.g. PT-40721."},
                    "date_from": {"type": "string", "description": "First day to search, YYYY-MM-DD."},
                    "date_to": {"type": ["string", "null"], "description": "Last day to search, YYYY-MM-DD; null searches two weeks."},
                    "clinician": {"type": ["string", "null"],
                                  "description": "Clinician id (DR-SHAH, DR-DOBSON, HY-LOWE) or surname; null for anyone."},
                },
                "required": ["appointment_type", "patient_id", "date_from", "date_to", "clinician"],
                "additionalProperties": False,
            },
            fn=dent_find_slots,
            strict=True,
        ),
        ToolDef(
            name="book_appointment",
            description="Book a slot returned by find_slots for a patient on this account.",
            parameters={
                "type": "object",
                "properties": {
                    "slotId": {"type": "string"},
                    "patientId": {"type": "string"},
                    "notes": {"type": "string", "description": "Optional note for the clinician."},
                    "reminder": {
                        "type": "object",
                        "description": "Appointment reminder. Omit to use the account default (email, 48 h).",
                        "properties": {
                            "channel": {"type": "string", "enum": ["sms", "email", "none"]},
                            "hoursBefore": {"type": "integer", "minimum": 1, "maximum": 72},
                        },
                        "required": ["channel"],
                    },
                },
                "required": ["slotId", "patientId"],
            },
            fn=dent_book,
            act=True,
        ),
        ToolDef(
            name="get_my_appointments",
            description="Upcoming appointments for everyone on the account.",
            parameters={"type": "object", "properties": {}},
            fn=dent_my_appointments,
        ),
        ToolDef(
            name="cancel_appointment",
            description=("Cancel an upcoming appointment. Free more than 24 hours before the start; "
                         "later cancellations are charged £25."),
            parameters={
                "type": "object",
                "properties": {
                    "appointment_id": {"type": "string", "description": "e.g. APT-88310"},
                    "reason": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Optional reason."},
                },
                "required": ["appointment_id"],
            },
            fn=dent_cancel,
            act=True,
        ),
        ToolDef(
            name="reschedule_appointment",
            description="Move an existing appointment to a new slot (a slot_id from find_slots).",
            parameters={
                "type": "object",
                "properties": {
                    "appointment_id": {"type": "string"},
                    "new_slot_id": {"type": "string"},
                },
                "required": ["appointment_id", "new_slot_id"],
                "additionalProperties": False,
            },
            fn=dent_reschedule,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="get_invoices",
            description="Invoices and the balance due on the account.",
            parameters={
                "type": "object",
                "properties": {"status": {"type": "string", "enum": ["all", "paid", "unpaid"], "default": "all"}},
            },
            fn=dent_invoices,
        ),
    ],
)

DENT_ACTS = ["book_appointment", "cancel_appointment", "reschedule_appointment"]

DENT_CASES = [
    Case(
        id="c_dental_direct_shah_next_week",
        domain="dental",
        category="direct",
        features=("enum", "date", "nullable_type_list", "strict", "person"),
        turns=[Turn(
            user="what check-up slots has dr shah got next week?",
            calls=[ExpectCall("find_slots", {"appointment_type": "checkup", "patient_id": "PT-40721",
                                             "date_from": date("2027-03-15"), "clinician": contains("shah")})],
            forbid=DENT_ACTS,
            answer_has=[said("9:00", "9am", "9 am", "9.00")],
        )],
    ),
    Case(
        id="c_dental_polite_upcoming",
        domain="dental",
        category="polite",
        features=("empty_params",),
        turns=[Turn(
            user="Hi there, could you tell me when my next appointment is please? I've lost the reminder email.",
            calls=[ExpectCall("get_my_appointments")],
            forbid=DENT_ACTS,
            answer_has=[said("18 March", "March 18", "18th", "18/03", "2027-03-18", "Thursday"),
                        said("8:40", "8.40")],
        )],
    ),
    Case(
        id="c_dental_indirect_cracked_filling",
        domain="dental",
        category="indirect",
        features=("enum", "date", "strict"),
        turns=[Turn(
            user=("ugh I think one of my fillings has cracked, it really hurts when I bite down. "
                  "is there any chance of being seen today or tomorrow??"),
            calls=[ExpectCall("find_slots", {"appointment_type": one_of("emergency", "filling"), "patient_id": "PT-40721",
                                             "date_from": date("2027-03-09")})],
            forbid=DENT_ACTS,
            answer_has=[said("11:00", "11am", "11 am", "11.00")],
        )],
    ),
    Case(
        id="c_dental_multi_cancel_and_balance",
        domain="dental",
        category="multi_intent",
        features=("nullable_anyof", "enum"),
        turns=[Turn(
            user=("Can you cancel APT-88310 — the hygiene one on the 18th, I'm away that week — and also "
                  "let me know if I owe you anything?"),
            calls=[ExpectCall("cancel_appointment", {"appointment_id": "APT-88310"}),
                   ExpectCall("get_invoices")],
            forbid=_others(DENT_ACTS, "cancel_appointment"),
            allow=["get_my_appointments"],
            answer_has=[said_number(45)],
        )],
    ),
    Case(
        id="c_dental_no_tool_brushing_after_juice",
        domain="dental",
        category="no_tool",
        turns=[Turn(
            user="quick q, is it actually bad to brush my teeth straight after a glass of orange juice?",
            forbid=DENT_ACTS + ["find_slots"],
            answer_has=[said("enamel")],
        )],
    ),
    Case(
        id="c_dental_underspecified_cancel_which",
        domain="dental",
        category="underspecified",
        turns=[Turn(
            user="I need to cancel my appointment please",
            clarify=True,
            forbid=DENT_ACTS,
            allow=["get_my_appointments"],
        )],
    ),
    Case(
        id="c_dental_chained_move_filling_a_week",
        domain="dental",
        category="chained",
        features=("strict", "date"),
        turns=[Turn(
            user="can you move my filling appointment to the same time the week after?",
            calls=[ExpectCall("get_my_appointments"),
                   ExpectCall("find_slots", {"appointment_type": "filling"}),
                   ExpectCall("reschedule_appointment", {"appointment_id": "APT-88401",
                                                         "new_slot_id": "SL-FIL-20270413-1100-SHA"})],
            forbid=_others(DENT_ACTS, "reschedule_appointment"),
            answer_has=[said("13 April", "April 13", "13th", "13/04", "2027-04-13")],
        )],
    ),
    Case(
        id="c_dental_multi_turn_saturday_hygiene",
        domain="dental",
        category="multi_turn",
        features=("nested", "enum", "ordinal_reference"),
        turns=[
            Turn(
                user="any hygienist appointments going this saturday?",
                calls=[ExpectCall("find_slots", {"appointment_type": "hygiene", "date_from": date("2027-03-13")})],
                forbid=DENT_ACTS,
                answer_has=[said("10:00", "10am", "10 am", "10.00"), said("10:40", "10.40")],
            ),
            Turn(
                user="the second one please. and can I get a text reminder the day before?",
                calls=[ExpectCall("book_appointment", {"slotId": "SL-HYG-20270313-1040-LOW", "patientId": "PT-40721",
                                                       "reminder": fields(channel="sms", hoursBefore=24)})],
                forbid=_others(DENT_ACTS, "book_appointment"),
                allow=["find_slots"],
                answer_has=[said("10:40", "10.40")],
            ),
        ],
    ),
    Case(
        id="c_dental_multi_turn_leo_after_school",
        domain="dental",
        category="multi_turn",
        features=("person", "date", "strict"),
        turns=[
            Turn(
                user="What has Leo got coming up?",
                calls=[ExpectCall("get_my_appointments")],
                forbid=DENT_ACTS,
                answer_has=[said("24 March", "March 24", "24th", "24/03", "2027-03-24"), said("15:50", "3:50", "3.50")],
            ),
            Turn(
                user="He's got a school trip that day. What's there the following wednesday after school? he finishes at quarter past 3",
                calls=[ExpectCall("find_slots", {"patient_id": "PT-40722", "date_from": date("2027-03-31")})],
                forbid=DENT_ACTS,
                allow=["get_my_appointments"],
                answer_has=[said("15:50", "3:50", "3.50"), said("17:20", "5:20", "5.20")],
            ),
            Turn(
                user="the later one is better — move it to that",
                calls=[ExpectCall("reschedule_appointment", {"appointment_id": "APT-88342",
                                                             "new_slot_id": matches(r"^SL-(CHI|CHK)-20270331-1720-DOB$")})],
                forbid=_others(DENT_ACTS, "reschedule_appointment"),
                allow=["get_my_appointments", "find_slots"],
                answer_has=[said("17:20", "5:20", "5.20")],
            ),
        ],
    ),
]


# =============================================================================================
# Domain 2: leisure centre chain bookings (today: Thursday 14 January 2027, 12:30)
# =============================================================================================

GYM_NOW = _dt.datetime(2027, 1, 14, 12, 30)

GYM_CENTRES = {"riverside": ("RIV", "Riverside Leisure Centre"), "northgate": ("NOR", "Northgate Sports Hub"),
               "millfield": ("MIL", "Millfield Pool & Fitness")}
GYM_CENTRE_BY_CODE = {v[0]: k for k, v in GYM_CENTRES.items()}
GYM_CENTRE_ALIASES = {"riverside_leisure_centre": "riverside", "northgate_sports_hub": "northgate",
                      "millfield_pool_&_fitness": "millfield", "millfield_pool": "millfield"}

GYM_CLASSES = {
    "riverside": {
        0: [("07:00", "Spin", "Jo Mensah", 45), ("12:15", "Pilates", "Marta Nowak", 50),
            ("18:30", "HIIT", "Dev Patel", 45), ("19:30", "Vinyasa Yoga", "Priya Shah", 60)],
        1: [("06:45", "Aqua Fit", "Lena Ross", 45), ("18:00", "Spin", "Jo Mensah", 45), ("19:15", "Zumba", "Carla Diaz", 50)],
        2: [("09:30", "Aqua Aerobics", "Lena Ross", 45), ("18:30", "Body Pump", "Dev Patel", 55),
            ("20:00", "Vinyasa Yoga", "Priya Shah", 60)],
        3: [("07:00", "Spin", "Jo Mensah", 45), ("12:15", "Pilates", "Marta Nowak", 50),
            ("18:30", "Spin", "Tom Hale", 45), ("19:30", "Boxfit", "Dev Patel", 45)],
        4: [("07:00", "HIIT", "Dev Patel", 45), ("17:30", "Vinyasa Yoga", "Priya Shah", 60)],
        5: [("09:00", "Spin", "Tom Hale", 45), ("10:15", "Vinyasa Yoga", "Priya Shah", 60), ("11:30", "Zumba", "Carla Diaz", 50)],
        6: [("10:00", "Pilates", "Marta Nowak", 50), ("16:00", "Yin Yoga", "Priya Shah", 75)],
    },
    "northgate": {
        0: [("18:00", "Hatha Yoga", "Sunita Rao", 60)], 1: [("07:00", "Spin", "Ben Ward", 45)],
        2: [("18:30", "Spin", "Ben Ward", 45)], 3: [("19:00", "Hatha Yoga", "Sunita Rao", 60)],
        4: [("12:30", "Pilates", "Amy Cole", 50)],
        5: [("09:30", "Body Pump", "Ben Ward", 55), ("11:00", "Spin", "Ben Ward", 45)],
        6: [("09:00", "Spin", "Ben Ward", 45)],
    },
    "millfield": {
        1: [("19:00", "Pilates", "Amy Cole", 50)], 3: [("18:00", "Zumba", "Carla Diaz", 50)],
        5: [("10:00", "Aqua Aerobics", "Lena Ross", 45), ("10:30", "Pilates", "Amy Cole", 50)],
        6: [("11:00", "Hatha Yoga", "Sunita Rao", 60)],
    },
}
GYM_SPACES = {"CL-RIV-20270116-0900": 4, "CL-RIV-20270116-1015": 0, "CL-NOR-20270114-1900": 6}
GYM_ACTIVITY_SYNONYMS = {"spinning": "spin", "cycling": "spin", "cycle": "spin", "indoor": "spin",
                         "boxing": "boxfit", "weights": "pump", "aqua": "aqua", "swim": "aqua"}
GYM_STOP = {"class", "classes", "session", "sessions", "a", "the", "any"}

GYM_COURTS = {"riverside": {"badminton": 4, "squash": 2},
              "northgate": {"badminton": 2, "table_tennis": 3, "tennis": 2},
              "millfield": {"squash": 3, "tennis": 4}}
GYM_SPORT_CODES = {"badminton": "BAD", "squash": "SQU", "tennis": "TEN", "table_tennis": "TTN"}
GYM_SPORT_BY_CODE = {v: k for k, v in GYM_SPORT_CODES.items()}
GYM_COURT_PRICES = {"badminton": {40: 5.50, 60: 8.00}, "squash": {40: 5.00, 60: 7.00},
                    "tennis": {40: 7.00, 60: 10.00}, "table_tennis": {40: 3.00, 60: 4.50}}

GYM_BOOKINGS = [
    {"booking_id": "BK-71002", "kind": "class", "what": "Vinyasa Yoga with Priya Shah", "centre": "Riverside",
     "start": "2027-01-18T19:30", "class_id": "CL-RIV-20270118-1930"},
    {"booking_id": "BK-71015", "kind": "court", "what": "Squash, court 1", "centre": "Riverside",
     "start": "2027-01-16T11:00", "duration_min": 40, "price_gbp": 5.00},
    {"booking_id": "BK-71020", "kind": "class", "what": "Spin with Ben Ward", "centre": "Northgate",
     "start": "2027-01-17T09:00", "class_id": "CL-NOR-20270117-0900"},
]


def _gym_centre(value):
    return _enum(value, GYM_CENTRES, GYM_CENTRE_ALIASES)


def _gym_class_obj(centre, day, entry):
    hhmm, name, instructor, minutes = entry
    class_id = f"CL-{GYM_CENTRES[centre][0]}-{day:%Y%m%d}-{hhmm.replace(':', '')}"
    spaces = GYM_SPACES.get(class_id, _crc(class_id) % 12)
    return {"classId": class_id, "name": name, "centre": GYM_CENTRES[centre][1], "start": f"{day.isoformat()}T{hhmm}",
            "durationMin": minutes, "instructor": instructor, "spacesLeft": spaces,
            "waitlist": spaces == 0}


def gym_search_classes(date, centre=None, activity=None, timeOfDay=None):
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < GYM_NOW.date():
        return {"error": "that date is in the past"}
    if day > GYM_NOW.date() + _dt.timedelta(days=14):
        return {"error": "the timetable is published two weeks ahead (up to 2027-01-28)"}
    centres = list(GYM_CENTRES)
    if centre:
        key = _gym_centre(centre)
        if key is None:
            return {"error": f"unknown centre {centre!r}; centres: riverside, northgate, millfield"}
        centres = [key]
    part = None
    if timeOfDay:
        part = _enum(timeOfDay, ("morning", "afternoon", "evening"), {"night": "evening", "tonight": "evening"})
        if part is None:
            return {"error": "timeOfDay must be morning, afternoon or evening"}
    words = []
    if activity:
        words = [GYM_ACTIVITY_SYNONYMS.get(w, w) for w in _norm(activity).split() if w not in GYM_STOP]
    out = []
    for c in centres:
        for entry in GYM_CLASSES[c].get(day.weekday(), []):
            start = _mins(entry[0])
            if day == GYM_NOW.date() and start <= GYM_NOW.hour * 60 + GYM_NOW.minute:
                continue
            if part == "morning" and start >= 12 * 60 or part == "afternoon" and not 12 * 60 <= start < 17 * 60 \
                    or part == "evening" and start < 17 * 60:
                continue
            if words and not any(w in _norm(entry[1]).split() or w in _norm(entry[1]) for w in words):
                continue
            out.append(_gym_class_obj(c, day, entry))
    out.sort(key=lambda x: x["start"])
    result = {"date": day.isoformat(), "weekday": WEEKDAYS[day.weekday()], "classes": out}
    if day == GYM_NOW.date():
        result["note"] = "Classes that have already started today are not shown."
    return result


def gym_book_class(class_id, join_waitlist_if_full):
    m = re.match(r"^CL-([A-Z]{3})-(\d{8})-(\d{4})$", str(class_id or "").strip().upper())
    if not m or m.group(1) not in GYM_CENTRE_BY_CODE:
        return {"error": f"unknown class {class_id!r}"}
    centre = GYM_CENTRE_BY_CODE[m.group(1)]
    try:
        day = _dt.datetime.strptime(m.group(2), "%Y%m%d").date()
    except ValueError:
        return {"error": f"unknown class {class_id!r}"}
    hhmm = f"{m.group(3)[:2]}:{m.group(3)[2:]}"
    entry = next((e for e in GYM_CLASSES[centre].get(day.weekday(), []) if e[0] == hhmm), None)
    if entry is None or day < GYM_NOW.date():
        return {"error": f"unknown class {class_id!r}"}
    cls = _gym_class_obj(centre, day, entry)
    if any(b.get("class_id") == cls["classId"] for b in GYM_BOOKINGS):
        return {"error": "you are already booked on this class"}
    booking_id = f"BK-8{_crc(cls['classId']) % 10000:04d}"
    if cls["spacesLeft"] == 0:
        if not join_waitlist_if_full:
            return {"error": "class is full; set join_waitlist_if_full to join the waitlist"}
        return {"booking_id": booking_id, "status": "waitlisted", "waitlist_position": 2, "class": cls["name"],
                "centre": cls["centre"], "start": cls["start"]}
    return {"booking_id": booking_id, "status": "booked", "class": cls["name"], "instructor": cls["instructor"],
            "centre": cls["centre"], "start": cls["start"], "price_gbp": 0.0,
            "note": "Included in Active Plus. Cancel at least 2 hours before to avoid a £3 no-show fee."}


def _gym_hours(day):
    return (8 * 60, 20 * 60) if day.weekday() >= 5 else (7 * 60, 22 * 60)


def _gym_court_free(centre, sport, court, day, hhmm):
    return _crc(f"{centre}|{sport}|{court}|{day.isoformat()}|{hhmm}") % 5 in (0, 1)


def _gym_court_price(sport, day, start, duration):
    offpeak = day.weekday() < 5 and start < 17 * 60
    return 0.0 if offpeak else GYM_COURT_PRICES[sport][duration]


def gym_find_courts(sport, centre, date, duration_minutes=40, start_after=None):
    sport_key = _enum(sport, GYM_SPORT_CODES, {"ping_pong": "table_tennis", "tabletennis": "table_tennis"})
    if sport_key is None:
        return {"error": "sport must be badminton, squash, tennis or table_tennis"}
    c = _gym_centre(centre)
    if c is None:
        return {"error": f"unknown centre {centre!r}"}
    if sport_key not in GYM_COURTS[c]:
        where = [GYM_CENTRES[k][1] for k, v in GYM_COURTS.items() if sport_key in v]
        return {"error": f"{GYM_CENTRES[c][1]} has no {sport_key.replace('_', ' ')} courts; try {', '.join(where)}"}
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < GYM_NOW.date() or day > GYM_NOW.date() + _dt.timedelta(days=7):
        return {"error": "courts can be booked from today up to 7 days ahead"}
    if duration_minutes not in (40, 60):
        return {"error": "duration_minutes must be 40 or 60"}
    opening, closing = _gym_hours(day)
    floor = opening
    if start_after:
        t = _hhmm(start_after)
        if t is None:
            return {"error": "start_after must be a time HH:MM"}
        floor = max(floor, _mins(t))
    if day == GYM_NOW.date():
        floor = max(floor, GYM_NOW.hour * 60 + GYM_NOW.minute)
    slots = []
    start = opening
    while start + duration_minutes <= closing and len(slots) < 10:
        hhmm = _clock(start)
        if start >= floor:
            court = next((n for n in range(1, GYM_COURTS[c][sport_key] + 1) if _gym_court_free(c, sport_key, n, day, hhmm)), None)
            if court is not None:
                slots.append({
                    "slot_id": f"CT-{GYM_CENTRES[c][0]}-{GYM_SPORT_CODES[sport_key]}{court}-{day:%Y%m%d}-{hhmm.replace(':', '')}-{duration_minutes}",
                    "start": hhmm, "end": _clock(start + duration_minutes), "court": court,
                    "price_gbp": _gym_court_price(sport_key, day, start, duration_minutes)})
        start += duration_minutes
    return {"centre": GYM_CENTRES[c][1], "sport": sport_key, "date": day.isoformat(), "weekday": WEEKDAYS[day.weekday()],
            "duration_minutes": duration_minutes, "available": slots,
            "note": "Active Plus: courts are free off-peak (weekdays before 17:00). Racket hire £2.50."}


def gym_book_court(slot_id, equipment_hire=False, players=None):
    m = re.match(r"^CT-([A-Z]{3})-([A-Z]{3})(\d)-(\d{8})-(\d{4})-(40|60)$", str(slot_id or "").strip().upper())
    if not m or m.group(1) not in GYM_CENTRE_BY_CODE or m.group(2) not in GYM_SPORT_BY_CODE:
        return {"error": f"unknown court slot {slot_id!r}"}
    c, sport = GYM_CENTRE_BY_CODE[m.group(1)], GYM_SPORT_BY_CODE[m.group(2)]
    court, duration = int(m.group(3)), int(m.group(6))
    try:
        day = _dt.datetime.strptime(m.group(4), "%Y%m%d").date()
    except ValueError:
        return {"error": f"unknown court slot {slot_id!r}"}
    hhmm = f"{m.group(5)[:2]}:{m.group(5)[2:]}"
    if sport not in GYM_COURTS[c] or court > GYM_COURTS[c][sport] or not _gym_court_free(c, sport, court, day, hhmm):
        return {"error": f"court slot {slot_id} is no longer available"}
    if players is not None and (not isinstance(players, list) or len(players) > 4):
        return {"error": "players must be a list of up to 4 names"}
    price = _gym_court_price(sport, day, _mins(hhmm), duration)
    hire = 2.50 if equipment_hire else 0.0
    return {"booking_id": f"BK-8{_crc(slot_id.upper()) % 10000:04d}", "status": "booked",
            "centre": GYM_CENTRES[c][1], "sport": sport, "court": court, "date": day.isoformat(),
            "start": hhmm, "end": _clock(_mins(hhmm) + duration), "court_price_gbp": price,
            "equipment_hire_gbp": hire, "total_gbp": round(price + hire, 2), "players": players or [],
            "note": "Rackets and balls are collected from reception." if equipment_hire else None}


def gym_get_bookings():
    return {"member": "Sam Okoye", "upcoming": GYM_BOOKINGS}


def gym_cancel_booking(booking_id):
    key = str(booking_id or "").strip().upper()
    known = next((b for b in GYM_BOOKINGS if b["booking_id"] == key), None)
    if known:
        return {"booking_id": key, "status": "cancelled", "was": f"{known['what']} at {known['centre']}, {known['start']}",
                "refund_gbp": known.get("price_gbp", 0.0), "note": "Cancelled with more than 24 hours' notice: full refund."}
    if re.match(r"^BK-8\d{4}$", key):
        return {"booking_id": key, "status": "cancelled", "note": "Any charge has been refunded to your account."}
    return {"error": f"no booking {booking_id!r}"}


def gym_get_membership():
    return {
        "member_id": "ABL-553091", "name": "Sam Okoye", "plan": "Active Plus", "status": "active",
        "monthly_fee_gbp": 42.50, "home_centre": "Riverside", "access": "all three centres",
        "next_payment": "2027-02-01", "freezes_used_last_12_months": 0,
        "freeze_policy": {
            "length": "1 to 3 whole months",
            "start": "must start on the 1st of a month and be requested at least 5 days before",
            "fee_gbp_per_month": 5.00,
            "medical": "free with a doctor's note",
            "bookings": "class and court bookings inside the freeze are cancelled",
        },
    }


def gym_freeze(start_date, months, reason, note):
    start = _day(start_date)
    if start is None:
        return {"error": "start_date must be YYYY-MM-DD"}
    if start.day != 1:
        return {"error": "a freeze must start on the 1st of a month"}
    if start < GYM_NOW.date() + _dt.timedelta(days=5):
        return {"error": "a freeze must be requested at least 5 days before it starts"}
    if not isinstance(months, int) or isinstance(months, bool) or not 1 <= months <= 3:
        return {"error": "months must be 1, 2 or 3"}
    why = _enum(reason, ("medical", "travel", "financial", "other"), {"holiday": "travel", "injury": "medical"})
    if why is None:
        return {"error": "reason must be medical, travel, financial or other"}
    month_index = start.year * 12 + start.month - 1 + months
    resume = _dt.date(month_index // 12, month_index % 12 + 1, 1)
    fee = 0.0 if why == "medical" else 5.00
    return {"freeze_id": f"FRZ-{_crc(f'{start}{months}') % 100000:05d}", "status": "scheduled",
            "freeze_start": start.isoformat(), "freeze_end": (resume - _dt.timedelta(days=1)).isoformat(),
            "membership_resumes": resume.isoformat(), "reason": why, "fee_gbp_per_month": fee,
            "note": note, "message": f"Your Active Plus payments of £42.50 pause from {start.isoformat()}; "
                                     f"£{fee:.2f} a month is charged while frozen."}


LEISURE = Domain(
    name="leisure",
    instructions=(
        "You are the booking assistant for Active Borough Leisure, which runs three leisure centres: "
        "Riverside Leisure Centre, Northgate Sports Hub and Millfield Pool & Fitness. Today is Thursday "
        "14 January 2027 and it is 12:30. The member is Sam Okoye (member number ABL-553091) on the "
        "Active Plus plan, home centre Riverside, with access to all three centres. Prices are in GBP. "
        "Use the tools for timetables, court availability, bookings and the membership."
    ),
    tools=[
        ToolDef(
            name="searchClasses",
            description="Class timetable for one day (published two weeks ahead), with spaces left.",
            parameters={
                "type": "object",
                "properties": {
                    "date": {"type": "string", "format": "date"},
                    "centre": {"type": "string", "enum": ["riverside", "northgate", "millfield"],
                               "description": "Omit for all centres."},
                    "activity": {"type": "string", "description": "Free text, e.g. 'spin', 'yoga', 'pilates'."},
                    "timeOfDay": {"type": "string", "enum": ["morning", "afternoon", "evening"]},
                },
                "required": ["date"],
            },
            fn=gym_search_classes,
        ),
        ToolDef(
            name="book_class",
            description="Book the member onto a class by its classId from searchClasses.",
            parameters={
                "type": "object",
                "properties": {
                    "class_id": {"type": "string"},
                    "join_waitlist_if_full": {"type": "boolean",
                                              "description": "If the class is full, join the waitlist instead of failing."},
                },
                "required": ["class_id", "join_waitlist_if_full"],
                "additionalProperties": False,
            },
            fn=gym_book_class,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="find_court_slots",
            description=("Free courts for a sport at a centre on a date. Courts can be booked up to 7 days "
                         "ahead. Riverside: badminton, squash. Northgate: badminton, table tennis, tennis. "
                         "Millfield: squash, tennis."),
            parameters={
                "type": "object",
                "properties": {
                    "sport": {"type": "string", "enum": ["badminton", "squash", "tennis", "table_tennis"]},
                    "centre": {"type": "string", "enum": ["riverside", "northgate", "millfield"]},
                    "date": {"type": "string", "description": "YYYY-MM-DD"},
                    "duration_minutes": {"type": "integer", "enum": [40, 60], "default": 40},
                    "start_after": {"type": "string", "description": "Earliest start, HH:MM (24h)."},
                },
                "required": ["sport", "centre", "date"],
            },
            fn=gym_find_courts,
        ),
        ToolDef(
            name="book_court",
            description="Book a court slot (slot_id from find_court_slots).",
            parameters={
                "type": "object",
                "properties": {
                    "slot_id": {"type": "string"},
                    "equipment_hire": {"type": "boolean", "description": "Hire rackets and balls (£2.50)."},
                    "players": {"type": "array", "items": {"type": "string"}, "maxItems": 4,
                                "description": "Names of the other players (optional)."},
                },
                "required": ["slot_id"],
            },
            fn=gym_book_court,
            act=True,
        ),
        ToolDef(
            name="get_bookings",
            description="The member's upcoming class and court bookings.",
            parameters={"type": "object", "properties": {}, "additionalProperties": False},
            fn=gym_get_bookings,
        ),
        ToolDef(
            name="cancel_booking",
            description="Cancel a class or court booking.",
            parameters={"type": "object", "properties": {"booking_id": {"type": "string", "description": "e.g. BK-71015"}},
                        "required": ["booking_id"]},
            fn=gym_cancel_booking,
            act=True,
        ),
        ToolDef(
            name="get_membership",
            description="Plan, fees, next payment date and the freeze policy.",
            parameters={"type": "object", "properties": {}},
            fn=gym_get_membership,
        ),
        ToolDef(
            name="freeze_membership",
            description=("Schedule a membership freeze. A freeze lasts 1–3 whole months, starts on the 1st of a "
                         "month and must be requested at least 5 days ahead."),
            parameters={
                "type": "object",
                "$defs": {
                    "FreezeReason": {"type": "string", "enum": ["medical", "travel", "financial", "other"]},
                },
                "properties": {
                    "start_date": {"type": "string", "description": "First day of the freeze (the 1st of a month), YYYY-MM-DD."},
                    "months": {"type": "integer", "description": "1, 2 or 3."},
                    "reason": {"$ref": "#/$defs/FreezeReason"},
                    "note": {"type": ["string", "null"]},
                },
                "required": ["start_date", "months", "reason", "note"],
                "additionalProperties": False,
            },
            fn=gym_freeze,
            act=True,
            strict=True,
        ),
    ],
)

GYM_ACTS = ["book_class", "book_court", "cancel_booking", "freeze_membership"]
GYM_SQUASH_SLOT = "CT-MIL-SQU1-20270116-1040-40"  # free in find_court_slots(squash, millfield, 2027-01-16, 40)

GYM_CASES = [
    Case(
        id="c_leisure_direct_yoga_tonight",
        domain="leisure",
        category="direct",
        features=("camel_case", "enum", "date", "relative_date", "8_tools"),
        turns=[Turn(
            user="any yoga on at northgate tonight?",
            calls=[ExpectCall("searchClasses", {"date": date("2027-01-14"), "centre": "northgate"})],
            forbid=GYM_ACTS,
            answer_has=[said("19:00", "7pm", "7 pm", "7:00", "7.00")],
        )],
    ),
    Case(
        id="c_leisure_polite_badminton_friday",
        domain="leisure",
        category="polite",
        features=("enum", "integer", "relative_date", "8_tools"),
        turns=[Turn(
            user=("Hello, would you mind checking whether there's a badminton court free at Riverside "
                  "tomorrow evening, some time after 6? An hour would be lovely. Thank you!"),
            calls=[ExpectCall("find_court_slots", {"sport": "badminton", "centre": "riverside", "date": date("2027-01-15"),
                                                   "duration_minutes": 60, "start_after": time_of_day("18:00")})],
            forbid=GYM_ACTS,
            answer_has=[said("18:00", "6pm", "6 pm", "6:00", "6.00")],
        )],
    ),
    Case(
        id="c_leisure_indirect_knee_low_impact",
        domain="leisure",
        category="indirect",
        features=("camel_case", "date", "relative_date", "8_tools"),
        turns=[Turn(
            user=("my knee's playing up so running and jumping about is out, but I still want to do some kind of "
                  "class at Riverside on Sunday"),
            calls=[ExpectCall("searchClasses", {"date": date("2027-01-17"), "centre": "riverside"})],
            forbid=GYM_ACTS,
            answer_has=[said("pilates", "yin yoga")],
        )],
    ),
    Case(
        id="c_leisure_multi_cancel_squash_find_spin",
        domain="leisure",
        category="multi_intent",
        features=("relative_date", "8_tools"),
        turns=[Turn(
            user="cancel my squash game on saturday, and is there a spin class at riverside saturday morning instead?",
            calls=[ExpectCall("get_bookings"),
                   ExpectCall("cancel_booking", {"booking_id": "BK-71015"}),
                   ExpectCall("searchClasses", {"date": date("2027-01-16"), "centre": "riverside"})],
            forbid=_others(GYM_ACTS, "cancel_booking"),
            answer_has=[said("9:00", "9am", "9 am", "9.00")],
        )],
    ),
    Case(
        id="c_leisure_no_tool_hiit_vs_spin",
        domain="leisure",
        category="no_tool",
        turns=[Turn(
            user="whats actually the difference between HIIT and spin? which one burns more calories",
            forbid=GYM_ACTS + ["searchClasses", "find_court_slots"],
            answer_has=[said("interval")],
        )],
    ),
    Case(
        id="c_leisure_underspecified_court_tomorrow",
        domain="leisure",
        category="underspecified",
        turns=[Turn(
            user="Book me a court for tomorrow please",
            clarify=True,
            forbid=GYM_ACTS,
        )],
    ),
    Case(
        id="c_leisure_chained_book_saturday_spin",
        domain="leisure",
        category="chained",
        features=("strict", "boolean", "relative_date", "8_tools"),
        turns=[Turn(
            user="Get me on the 9am spin at Riverside this Saturday",
            calls=[ExpectCall("searchClasses", {"date": date("2027-01-16")}),
                   ExpectCall("book_class", {"class_id": "CL-RIV-20270116-0900"})],
            forbid=_others(GYM_ACTS, "book_class"),
            answer_has=[said("9:00", "9am", "9 am", "9.00", "09:00")],
        )],
    ),
    Case(
        id="c_leisure_multi_turn_freeze_travel",
        domain="leisure",
        category="multi_turn",
        features=("ref", "enum", "strict", "number_words", "8_tools"),
        turns=[
            Turn(
                user="I'm going travelling for a bit — how does freezing my membership work and what does it cost?",
                calls=[ExpectCall("get_membership")],
                forbid=GYM_ACTS,
                answer_has=[said("£5", "5.00", "five pounds")],
            ),
            Turn(
                user="ok great. freeze it for two months starting 1st feb then",
                calls=[ExpectCall("freeze_membership", {"start_date": date("2027-02-01"), "months": 2, "reason": "travel"})],
                forbid=_others(GYM_ACTS, "freeze_membership"),
                allow=["get_membership"],
                answer_has=[said("1 April", "April 1", "1st April", "April 1st", "2027-04-01", "01/04", "31 March",
                                 "March 31", "31st March", "2027-03-31")],
            ),
        ],
    ),
    Case(
        id="c_leisure_multi_turn_squash_book_cancel",
        domain="leisure",
        category="multi_turn",
        features=("boolean", "relative_date", "8_tools"),
        turns=[
            Turn(
                user="any squash courts free at millfield on saturday morning? 40 mins is fine",
                calls=[ExpectCall("find_court_slots", {"sport": "squash", "centre": "millfield", "date": date("2027-01-16")})],
                forbid=GYM_ACTS,
                answer_has=[said("10:40", "10.40")],
            ),
            Turn(
                user="book the 10:40 one please, and I'll need to hire rackets",
                calls=[ExpectCall("book_court", {"slot_id": GYM_SQUASH_SLOT, "equipment_hire": True})],
                forbid=_others(GYM_ACTS, "book_court"),
                allow=["find_court_slots"],
            ),
            Turn(
                user="argh my mate's just pulled out. cancel that one please",
                calls=[ExpectCall("cancel_booking", {"booking_id": gym_book_court(GYM_SQUASH_SLOT, True)["booking_id"]})],
                forbid=_others(GYM_ACTS, "cancel_booking"),
                allow=["get_bookings"],
            ),
        ],
    ),
]


# =============================================================================================
# Domain 3: public library account (today: Monday 5 April 2027)
# =============================================================================================

LIB_TODAY = _dt.date(2027, 4, 5)
LIB_BRANCHES = {"central": "Central Library", "eastside": "Eastside Branch", "west_hills": "West Hills Branch"}
LIB_BRANCH_ALIASES = {"central_library": "central", "main": "central", "downtown": "central",
                      "eastside_branch": "eastside", "east_side": "eastside", "westhills": "west_hills",
                      "west_hills_branch": "west_hills", "west": "west_hills"}


def _rec(record_id, title, author, year, fmt, total, available=None, holds=0, series=None):
    return {"record_id": record_id, "title": title, "author": author, "year": year, "format": fmt,
            "total": total, "available": available if available is not None else {}, "holds": holds,
            "series": series}


TMC = "Thursday Murder Club"
LIB_CATALOG = [
    _rec("R-10021", "The Thursday Murder Club", "Richard Osman", 2020, "book", 5, {"central": 1, "west_hills": 1}, 0,
         (TMC, 1, "The Man Who Died Twice", "R-10022")),
    _rec("R-20021", "The Thursday Murder Club", "Richard Osman", 2020, "ebook", 4, 2, 0, (TMC, 1, "The Man Who Died Twice", "R-10022")),
    _rec("R-10022", "The Man Who Died Twice", "Richard Osman", 2021, "book", 4, {}, 2, (TMC, 2, "The Bullet That Missed", "R-10023")),
    _rec("R-20022", "The Man Who Died Twice", "Richard Osman", 2021, "ebook", 3, 1, 0, (TMC, 2, "The Bullet That Missed", "R-10023")),
    _rec("R-10023", "The Bullet That Missed", "Richard Osman", 2022, "book", 3, {"west_hills": 1}, 0, (TMC, 3, None, None)),
    _rec("R-10100", "Project Hail Mary", "Andy Weir", 2021, "book", 3, {"eastside": 1}),
    _rec("R-20100", "Project Hail Mary", "Andy Weir", 2021, "ebook", 6, 0, 3),
    _rec("R-30100", "Project Hail Mary", "Andy Weir", 2021, "audiobook", 4, 1),
    _rec("R-10200", "Demon Copperhead", "Barbara Kingsolver", 2022, "book", 5, {}, 6),
    _rec("R-20200", "Demon Copperhead", "Barbara Kingsolver", 2022, "ebook", 3, 0, 4),
    _rec("R-30200", "Demon Copperhead", "Barbara Kingsolver", 2022, "audiobook", 4, 2),
    _rec("R-10300", "The Hobbit", "J. R. R. Tolkien", 1937, "book", 8, {"central": 3, "eastside": 2, "west_hills": 2}),
    _rec("R-10400", "Fourth Wing", "Rebecca Yarros", 2023, "book", 6, {}, 14),
    _rec("R-20400", "Fourth Wing", "Rebecca Yarros", 2023, "ebook", 4, 0, 9),
    _rec("R-10500", "Atomic Habits", "James Clear", 2018, "book", 4, {"central": 2}),
    _rec("R-20500", "Atomic Habits", "James Clear", 2018, "ebook", 5, 2),
    _rec("R-10600", "Salt Fat Acid Heat", "Samin Nosrat", 2017, "book", 2, {}),
    _rec("R-10601", "Braiding Sweetgrass", "Robin Wall Kimmerer", 2013, "book", 3, {"central": 1}),
    _rec("R-10602", "Lessons in Chemistry", "Bonnie Garmus", 2022, "book", 4, {}, 1),
    _rec("R-40700", "Paddington 2", "Paul King (director)", 2017, "dvd", 3, {"central": 2}),
    _rec("R-10800", "Piranesi", "Susanna Clarke", 2020, "book", 2, {"eastside": 1}),
    _rec("R-20800", "Piranesi", "Susanna Clarke", 2020, "ebook", 2, 1),
    _rec("R-10900", "Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", 2022, "book", 4, {}, 5),
    _rec("R-11000", "The Women", "Kristin Hannah", 2024, "book", 6, {}, 11),
]
LIB_BY_ID = {r["record_id"]: r for r in LIB_CATALOG}
LIB_DIGITAL = ("ebook", "audiobook")

LIB_LOANS = [
    {"loan_id": "L-5501", "record_id": "R-10021", "title": "The Thursday Murder Club", "format": "book",
     "checked_out": "2027-02-24", "due": "2027-04-07", "renewals_used": 1, "renewable": True},
    {"loan_id": "L-5502", "record_id": "R-10601", "title": "Braiding Sweetgrass", "format": "book",
     "checked_out": "2026-12-23", "due": "2027-04-07", "renewals_used": 3, "renewable": False,
     "why_not": "maximum of 3 renewals reached"},
    {"loan_id": "L-5503", "record_id": "R-10602", "title": "Lessons in Chemistry", "format": "book",
     "checked_out": "2027-03-29", "due": "2027-04-19", "renewals_used": 0, "renewable": False,
     "why_not": "another patron has a hold on this title"},
    {"loan_id": "L-5505", "record_id": "R-10600", "title": "Salt Fat Acid Heat", "format": "book",
     "checked_out": "2027-03-08", "due": "2027-03-29", "renewals_used": 0, "renewable": True,
     "overdue_days": 7, "fine_accrued_usd": 1.75},
    {"loan_id": "E-7730", "record_id": "R-20100", "title": "Project Hail Mary", "format": "ebook",
     "checked_out": "2027-03-19", "due": "2027-04-09", "renewals_used": 0, "renewable": False,
     "why_not": "ebooks return automatically; re-borrow after the due date if there is no waitlist"},
]
LIB_FINES = [
    {"fine_id": "F-301", "amount_usd": 1.75, "reason": "Overdue: Salt Fat Acid Heat (7 days at $0.25, still accruing)"},
    {"fine_id": "F-288", "amount_usd": 3.00, "reason": "Damaged DVD case: Paddington 2"},
]
LIB_HOLDS = [
    {"hold_id": "H-9012", "record_id": "R-10900", "title": "Tomorrow, and Tomorrow, and Tomorrow", "status": "waiting",
     "queue_position": 3, "pickup_branch": "Eastside Branch", "placed": "2027-03-02"},
    {"hold_id": "H-9017", "record_id": "R-11000", "title": "The Women", "status": "ready",
     "pickup_branch": "Central Library", "pick_up_by": "2027-04-08", "placed": "2027-01-20"},
]


def _lib_view(r):
    out = {"record_id": r["record_id"], "title": r["title"], "author": r["author"], "year": r["year"], "format": r["format"]}
    if r["format"] in LIB_DIGITAL:
        out.update({"licences": r["total"], "available_now": r["available"], "waitlist": r["holds"]})
    else:
        avail = r["available"]
        out.update({"copies": r["total"], "available_now": sum(avail.values()),
                    "available_at": [LIB_BRANCHES[b] for b in avail], "holds_waiting": r["holds"]})
    if r["series"]:
        name, number_in, next_title, next_id = r["series"]
        out["series"] = {"name": name, "number": number_in,
                         "next": {"title": next_title, "record_id": next_id} if next_title else None}
    return out


LIB_STOP = {"the", "a", "an", "by", "book", "ebook", "e", "audiobook", "copy", "of", "and"}


def lib_search(query, format="any", available_only=False):
    words = [w for w in _norm(query).split() if w not in LIB_STOP]
    if not words:
        return {"error": "query is empty"}
    fmt = _enum(format or "any", ("any", "book", "ebook", "audiobook", "dvd"),
                {"e_book": "ebook", "audio": "audiobook", "audio_book": "audiobook", "print": "book",
                 "hardback": "book", "paperback": "book", "all": "any"})
    if fmt is None:
        return {"error": "format must be any, book, ebook, audiobook or dvd"}
    out = []
    for r in LIB_CATALOG:
        hay = _norm(f"{r['title']} {r['author']} {r['series'][0] if r['series'] else ''}").split()
        if not all(w in hay for w in words):
            continue
        if fmt != "any" and r["format"] != fmt:
            continue
        view = _lib_view(r)
        if available_only and not view["available_now"]:
            continue
        out.append(view)
    return {"query": query, "results": out, "count": len(out)}


def lib_account():
    return {"name": "Ana Torres", "card_number": "29000114733821", "home_branch": "Central Library",
            "card_expires": "2028-01-31", "fines_total_usd": 4.75, "fines": LIB_FINES,
            "block_threshold_usd": 15.00, "loans": {"physical": 4, "digital": 1, "digital_limit": 5},
            "holds": {"active": 2, "limit": 15}, "loan_period_days": 21, "max_renewals": 3}


def lib_list_loans(include_ebooks=True):
    rows = [row for row in LIB_LOANS if include_ebooks or row["format"] not in LIB_DIGITAL]
    return {"today": LIB_TODAY.isoformat(), "loans": rows}


def lib_renew(loan_ids):
    if not isinstance(loan_ids, list) or not loan_ids:
        return {"error": "loan_ids must be a non-empty list"}
    results = []
    new_due = (LIB_TODAY + _dt.timedelta(days=21)).isoformat()
    for raw in loan_ids:
        key = str(raw).strip().upper()
        loan = next((row for row in LIB_LOANS if row["loan_id"] == key), None)
        if loan is None:
            results.append({"loan_id": raw, "renewed": False, "reason": "not on your card"})
        elif not loan["renewable"]:
            results.append({"loan_id": key, "title": loan["title"], "renewed": False, "reason": loan["why_not"],
                            "due": loan["due"]})
        else:
            row = {"loan_id": key, "title": loan["title"], "renewed": True, "new_due": new_due,
                   "renewals_used": loan["renewals_used"] + 1}
            if loan.get("overdue_days"):
                row["note"] = "The overdue fine of $1.75 stays on your account but stops growing."
            results.append(row)
    return {"results": results}


def lib_place_hold(record_id, pickup_branch, suspend_until=None):
    rec = LIB_BY_ID.get(str(record_id or "").strip().upper())
    if rec is None:
        return {"error": f"no catalog record {record_id!r}"}
    if rec["format"] in LIB_DIGITAL:
        return {"error": "holds are for physical items; use borrow_ebook to borrow or join the waitlist for digital titles"}
    branch = _enum(pickup_branch, LIB_BRANCHES, LIB_BRANCH_ALIASES)
    if branch is None:
        return {"error": "pickup_branch must be central, eastside or west_hills"}
    if any(row["record_id"] == rec["record_id"] for row in LIB_LOANS):
        return {"error": "you already have this item checked out"}
    if any(h["record_id"] == rec["record_id"] for h in LIB_HOLDS):
        return {"error": "you already have a hold on this title"}
    if suspend_until is not None and _day(suspend_until) is None:
        return {"error": "suspend_until must be YYYY-MM-DD or null"}
    avail = sum(rec["available"].values())
    position = rec["holds"] + 1
    return {"hold_id": f"H-9{_crc(rec['record_id'] + branch) % 1000:03d}", "record_id": rec["record_id"],
            "title": rec["title"], "format": rec["format"], "pickup_branch": LIB_BRANCHES[branch],
            "queue_position": position, "status": "waiting" if not avail else "being pulled from the shelf",
            "estimated_wait": "2–3 days" if avail else f"about {3 * position} weeks",
            "suspended_until": suspend_until, "notify": "email when ready"}


def lib_list_holds(status="all"):
    key = _enum(status or "all", ("all", "waiting", "ready"))
    if key is None:
        return {"error": "status must be all, waiting or ready"}
    return {"holds": [h for h in LIB_HOLDS if key == "all" or h["status"] == key]}


def lib_cancel_hold(hold_id):
    key = str(hold_id or "").strip().upper()
    hold = next((h for h in LIB_HOLDS if h["hold_id"] == key), None)
    if hold is None:
        return {"error": f"no hold {hold_id!r} on this card"}
    return {"hold_id": key, "title": hold["title"], "status": "cancelled"}


def lib_pay_fines(amount, fine_ids, method):
    if not isinstance(amount, (int, float)) or isinstance(amount, bool) or amount <= 0:
        return {"error": "amount must be a positive number"}
    selected = LIB_FINES
    if fine_ids is not None and not isinstance(fine_ids, list):
        return {"error": "fine_ids must be a list of fine ids or null"}
    if fine_ids:
        keys = [str(f).strip().upper() for f in fine_ids]
        unknown = [f for f in keys if f not in {x["fine_id"] for x in LIB_FINES}]
        if unknown:
            return {"error": f"unknown fine id(s) {unknown}"}
        selected = [x for x in LIB_FINES if x["fine_id"] in keys]
    owed = round(sum(x["amount_usd"] for x in selected), 2)
    if amount > owed + 1e-9:
        return {"error": f"amount {amount:.2f} is more than the ${owed:.2f} owed on those fines"}
    pay = _enum(method, ("card_on_file", "paypal"), {"card": "card_on_file", "saved_card": "card_on_file"})
    if pay is None:
        return {"error": "method must be card_on_file or paypal"}
    return {"receipt": f"RCPT-{_crc(f'{amount:.2f}{pay}') % 1000000:06d}", "paid_usd": round(amount, 2),
            "method": pay, "remaining_balance_usd": round(4.75 - amount, 2)}


def lib_borrow_ebook(record_id, lending_period_days=21):
    rec = LIB_BY_ID.get(str(record_id or "").strip().upper())
    if rec is None:
        return {"error": f"no catalog record {record_id!r}"}
    if rec["format"] not in LIB_DIGITAL:
        return {"error": f"{rec['record_id']} is a physical {rec['format']}; use place_hold"}
    if lending_period_days not in (7, 14, 21):
        return {"error": "lending_period_days must be 7, 14 or 21"}
    if any(row["record_id"] == rec["record_id"] for row in LIB_LOANS):
        return {"error": "you already have this title on loan"}
    if rec["available"] <= 0:
        return {"record_id": rec["record_id"], "title": rec["title"], "status": "waitlisted",
                "waitlist_position": rec["holds"] + 1, "note": "It will be borrowed automatically when a licence frees up."}
    return {"loan_id": f"E-77{_crc(rec['record_id']) % 100:02d}", "record_id": rec["record_id"], "title": rec["title"],
            "format": rec["format"], "status": "borrowed",
            "due": (LIB_TODAY + _dt.timedelta(days=lending_period_days)).isoformat(),
            "open_in": "the Libby app or in your browser", "digital_loans": "2 of 5"}


LIBRARY = Domain(
    name="library",
    instructions=(
        "You are the account assistant of the Oakridge Public Library (Oregon), with three branches: "
        "Central Library, Eastside Branch and West Hills Branch. Today is Monday, April 5, 2027. You are "
        "helping Ana Torres (library card 29000114733821, home branch Central). Loans are 21 days with up "
        "to 3 renewals; overdue fines are $0.25 a day. Amounts are in USD. Use the tools for the "
        "catalog, loans, holds, fines and ebooks."
    ),
    tools=[
        ToolDef(
            name="search_catalog",
            description=("Search the catalog by title, author or series. Physical items show copies available "
                         "by branch and the holds queue; ebooks/audiobooks show licences and the waitlist. "
                         "Series entries include the next title."),
            parameters={
                "type": "object",
                "properties": {
                    "query": {"type": "string"},
                    "format": {"type": "string", "enum": ["any", "book", "ebook", "audiobook", "dvd"], "default": "any"},
                    "available_only": {"type": "boolean", "default": False},
                },
                "required": ["query"],
            },
            fn=lib_search,
        ),
        ToolDef(
            name="get_account",
            description="Card details, fines owed (itemised), limits and counts.",
            parameters={"type": "object", "properties": {}},
            fn=lib_account,
        ),
        ToolDef(
            name="list_loans",
            description="Items currently checked out, with due dates and whether each can be renewed.",
            parameters={"type": "object", "properties": {"include_ebooks": {"type": "boolean", "default": True}}},
            fn=lib_list_loans,
        ),
        ToolDef(
            name="renew_loans",
            description="Renew one or more loans (loan ids from list_loans). Each renewal adds 21 days from today.",
            parameters={
                "type": "object",
                "properties": {"loan_ids": {"type": "array", "items": {"type": "string"}}},
                "required": ["loan_ids"],
                "additionalProperties": False,
            },
            fn=lib_renew,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="place_hold",
            description="Place a hold on a physical item (record_id from search_catalog) for pickup at a branch.",
            parameters={
                "type": "object",
                "properties": {
                    "record_id": {"type": "string"},
                    "pickup_branch": {"type": "string", "enum": ["central", "eastside", "west_hills"]},
                    "suspend_until": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}],
                                      "description": "Keep your place in the queue but don't fill the hold before this date."},
                },
                "required": ["record_id", "pickup_branch"],
            },
            fn=lib_place_hold,
            act=True,
        ),
        ToolDef(
            name="list_holds",
            description="Your holds and their status.",
            parameters={"type": "object", "properties": {"status": {"type": "string", "enum": ["all", "waiting", "ready"]}}},
            fn=lib_list_holds,
        ),
        ToolDef(
            name="cancel_hold",
            description="Cancel a hold.",
            parameters={"type": "object", "properties": {"hold_id": {"type": "string"}}, "required": ["hold_id"]},
            fn=lib_cancel_hold,
            act=True,
        ),
        ToolDef(
            name="pay_fines",
            description="Pay fines with the card on file or PayPal. fine_ids null applies the payment to the oldest fines first.",
            parameters={
                "type": "object",
                "properties": {
                    "amount": {"type": "number", "description": "USD"},
                    "fine_ids": {"type": ["array", "null"], "items": {"type": "string"}},
                    "method": {"type": "string", "enum": ["card_on_file", "paypal"]},
                },
                "required": ["amount", "fine_ids", "method"],
                "additionalProperties": False,
            },
            fn=lib_pay_fines,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="borrow_ebook",
            description=("Borrow an ebook or audiobook (record_id of a digital format). If no licence is free you "
                         "join the waitlist instead."),
            parameters={
                "type": "object",
                "properties": {
                    "record_id": {"type": "string"},
                    "lending_period_days": {"type": "integer", "enum": [7, 14, 21], "default": 21},
                },
                "required": ["record_id"],
            },
            fn=lib_borrow_ebook,
            act=True,
        ),
    ],
)

LIB_ACTS = ["renew_loans", "place_hold", "cancel_hold", "pay_fines", "borrow_ebook"]

LIB_CASES = [
    Case(
        id="c_library_direct_audiobook_available",
        domain="library",
        category="direct",
        features=("enum", "8_tools"),
        turns=[Turn(
            user="do you have demon copperhead on audiobook",
            calls=[ExpectCall("search_catalog", {"query": contains("copperhead")})],
            forbid=LIB_ACTS,
            answer_has=[any_of(said_number(2), said("two"))],
        )],
    ),
    Case(
        id="c_library_polite_fines",
        domain="library",
        category="polite",
        features=("empty_params", "8_tools"),
        turns=[Turn(
            user="Hello! Would you be so kind as to check whether I've got any fines on my card, and how much?",
            calls=[ExpectCall("get_account")],
            forbid=LIB_ACTS,
            allow=["list_loans"],
            answer_has=[said_number(4.75)],
        )],
    ),
    Case(
        id="c_library_indirect_book_club_fourth_wing",
        domain="library",
        category="indirect",
        features=("8_tools",),
        turns=[Turn(
            user="my book club picked Fourth Wing for May and I don't own a copy 😩",
            calls=[ExpectCall("search_catalog", {"query": contains("fourth wing")})],
            forbid=LIB_ACTS,
            answer_has=[said("checked out", "no copies", "none available", "not available", "unavailable",
                             "0 available", "0 copies", "zero", "none of", "all out", "all copies", "no available",
                             "isn't available", "aren't available", "aren't any", "no physical", "none are")],
        )],
    ),
    Case(
        id="c_library_multi_hold_and_cancel_hold",
        domain="library",
        category="multi_intent",
        features=("enum", "nullable_anyof", "8_tools"),
        turns=[Turn(
            user=("Can you put me on the waiting list for the print copy of Demon Copperhead, picking up at "
                  "Eastside? Also cancel my hold on Tomorrow, and Tomorrow, and Tomorrow — a friend lent me hers."),
            calls=[ExpectCall("search_catalog", {"query": contains("copperhead")}),
                   ExpectCall("place_hold", {"record_id": "R-10200", "pickup_branch": "eastside"}),
                   ExpectCall("list_holds"),
                   ExpectCall("cancel_hold", {"hold_id": "H-9012"})],
            forbid=_others(LIB_ACTS, "place_hold", "cancel_hold"),
            allow=["get_account"],
        )],
    ),
    Case(
        id="c_library_no_tool_dewey_history",
        domain="library",
        category="no_tool",
        turns=[Turn(
            user="I always get lost in the stacks lol. roughly where does Dewey put history books?",
            forbid=LIB_ACTS + ["search_catalog"],
            answer_has=[said("900")],
        )],
    ),
    Case(
        id="c_library_underspecified_pay_part",
        domain="library",
        category="underspecified",
        turns=[Turn(
            user="I'd like to pay off part of my fines today with my card",
            clarify=True,
            forbid=LIB_ACTS,
            allow=["get_account"],
        )],
    ),
    Case(
        id="c_library_chained_borrow_atomic_habits",
        domain="library",
        category="chained",
        features=("integer", "enum", "8_tools"),
        turns=[Turn(
            user="borrow the ebook of Atomic Habits for me, two weeks is plenty",
            calls=[ExpectCall("search_catalog", {"query": contains("atomic habits")}),
                   ExpectCall("borrow_ebook", {"record_id": "R-20500", "lending_period_days": 14})],
            forbid=_others(LIB_ACTS, "borrow_ebook"),
            answer_has=[said("April 19", "19 April", "Apr 19", "4/19", "2027-04-19", "19th")],
        )],
    ),
    Case(
        id="c_library_multi_turn_due_this_week_renew",
        domain="library",
        category="multi_turn",
        features=("array", "strict", "8_tools"),
        turns=[
            Turn(
                user="what's due back this week?",
                calls=[ExpectCall("list_loans")],
                forbid=LIB_ACTS,
                answer_has=[said("Thursday Murder Club"), said("Braiding Sweetgrass")],
            ),
            Turn(
                user="renew both of the ones due on wednesday please",
                calls=[ExpectCall("renew_loans", {"loan_ids": has_items("L-5501")})],
                forbid=_others(LIB_ACTS, "renew_loans"),
                allow=["list_loans"],
                answer_has=[said("April 26", "26 April", "Apr 26", "4/26", "2027-04-26", "26th"),
                            said("maximum", "max", "limit", "3 renewals", "three renewals", "no more renewals",
                                 "can't be renewed", "cannot be renewed", "couldn't be renewed", "could not be renewed",
                                 "not eligible", "isn't eligible", "no renewals left", "already been renewed")],
            ),
        ],
    ),
    Case(
        id="c_library_multi_turn_next_in_series_hold",
        domain="library",
        category="multi_turn",
        features=("enum", "8_tools"),
        turns=[
            Turn(
                user="just finished the thursday murder club and loved it!! what's the next one, and have you got it?",
                calls=[ExpectCall("search_catalog", {"query": contains("murder club")})],
                forbid=LIB_ACTS,
                allow=["list_loans"],
                answer_has=[said("Man Who Died Twice")],
            ),
            Turn(
                user="stick a hold on the actual book for me then, I'll pick it up at west hills",
                calls=[ExpectCall("place_hold", {"record_id": "R-10022", "pickup_branch": "west_hills"})],
                forbid=_others(LIB_ACTS, "place_hold"),
                allow=["search_catalog"],
                answer_has=[said("West Hills")],
            ),
        ],
    ),
]


# =============================================================================================
# Domain 4: parcel lockers and post office (today: Wednesday 2 June 2027, 09:05, Melbourne)
# =============================================================================================

PCL_NOW = _dt.datetime(2027, 6, 2, 9, 5)
PCL_HOME = {"name": "Mei Lin Tan", "line1": "14 Rowena Pde", "suburb": "Richmond", "state": "VIC",
            "postcode": "3121", "country": "AU"}

PCL_LOCKERS = {
    "LK-3121-A": {"name": "Richmond Station Parcel Locker", "address": "Swan St, Richmond VIC 3121", "postcode": "3121",
                  "open_24h": True, "hours": "24/7", "sizes": ["S", "M", "L"], "kw": ["richmond", "swan", "station"]},
    "LK-3121-B": {"name": "Bridge Rd IGA Locker", "address": "212 Bridge Rd, Richmond VIC 3121", "postcode": "3121",
                  "open_24h": False, "hours": "07:00–22:00", "sizes": ["S", "M"], "kw": ["richmond", "bridge"]},
    "LK-3000-A": {"name": "Flinders Street Station Locker", "address": "Flinders St, Melbourne VIC 3000", "postcode": "3000",
                  "open_24h": True, "hours": "24/7", "sizes": ["S", "M", "L"], "kw": ["flinders", "melbourne", "cbd", "city"]},
    "LK-3000-C": {"name": "Southern Cross Station Locker", "address": "Spencer St, Melbourne VIC 3000", "postcode": "3000",
                  "open_24h": True, "hours": "24/7", "sizes": ["S", "M", "L"],
                  "kw": ["southern", "cross", "spencer", "melbourne", "cbd", "city"]},
    "LK-3000-D": {"name": "Collins St Newsagency Locker", "address": "333 Collins St, Melbourne VIC 3000", "postcode": "3000",
                  "open_24h": False, "hours": "08:00–19:00", "sizes": ["S", "M"], "kw": ["collins", "melbourne", "cbd", "city"]},
    "LK-3065-A": {"name": "Brunswick St 7-Eleven Locker", "address": "318 Brunswick St, Fitzroy VIC 3065", "postcode": "3065",
                  "open_24h": True, "hours": "24/7", "sizes": ["S", "M", "L"], "kw": ["fitzroy", "brunswick"]},
    "LK-3065-B": {"name": "Johnston St Locker", "address": "101 Johnston St, Fitzroy VIC 3065", "postcode": "3065",
                  "open_24h": False, "hours": "08:00–21:00", "sizes": ["S", "M"], "kw": ["fitzroy", "johnston"]},
    "LK-3141-A": {"name": "Chapel St Locker", "address": "560 Chapel St, South Yarra VIC 3141", "postcode": "3141",
                  "open_24h": False, "hours": "06:00–24:00", "sizes": ["S", "M", "L"], "kw": ["south", "yarra", "chapel"]},
}
PCL_POST_OFFICES = {
    "PO-3121": {"name": "Richmond Post Office", "address": "280 Church St, Richmond VIC 3121", "postcode": "3121",
                "hours": "Mon–Fri 09:00–17:00, Sat 09:00–12:00", "kw": ["richmond", "church"]},
    "PO-3000": {"name": "Bourke St Post Shop", "address": "250 Elizabeth St, Melbourne VIC 3000", "postcode": "3000",
                "hours": "Mon–Fri 08:30–17:30", "kw": ["bourke", "elizabeth", "melbourne", "cbd", "city"]},
    "PO-3065": {"name": "Fitzroy Post Office", "address": "135 Johnston St, Fitzroy VIC 3065", "postcode": "3065",
                "hours": "Mon–Fri 09:00–17:00", "kw": ["fitzroy", "johnston"]},
}

PCL_PARCELS = {
    "33LPT0091827": {
        "tracking_number": "33LPT0091827", "direction": "incoming", "sender": "Koala Sleep Co.",
        "description": "mattress topper", "status": "ready_for_collection", "location": "LK-3121-A",
        "location_name": "Richmond Station Parcel Locker (24/7)", "arrived": "2027-06-01T14:12",
        "collect_by": "2027-06-04T18:00", "collection_code": "482 913", "extendable": True,
        "events": [["2027-05-30T16:40", "Lodged in Sydney NSW"], ["2027-05-31T21:05", "In transit to Melbourne"],
                   ["2027-06-01T14:12", "Delivered to Richmond Station Parcel Locker"]],
    },
    "33LPT0092455": {
        "tracking_number": "33LPT0092455", "direction": "incoming", "sender": "JB Hi-Fi",
        "description": "headphones", "status": "in_transit", "estimated_delivery": "2027-06-03",
        "delivering_to": "14 Rowena Pde, Richmond VIC 3121 (home)", "signature_required": True, "redirectable": True,
        "events": [["2027-06-01T11:20", "Shipping label created"], ["2027-06-01T18:02", "Picked up from JB Hi-Fi Clayton"],
                   ["2027-06-02T06:45", "At Melbourne processing facility; out for delivery Thursday 3 June"]],
    },
    "7XK55120AU": {
        "tracking_number": "7XK55120AU", "direction": "incoming", "sender": "Waterstones (London, UK)",
        "description": "books", "status": "cleared_customs", "estimated_delivery": "2027-06-07",
        "delivering_to": "14 Rowena Pde, Richmond VIC 3121 (home)", "redirectable": False,
        "events": [["2027-05-24T10:00", "Lodged in London, UK"], ["2027-05-31T08:15", "Arrived in Sydney, Australia"],
                   ["2027-06-01T15:30", "Cleared customs; estimated delivery Monday 7 June"]],
    },
    "33LPT0088110": {
        "tracking_number": "33LPT0088110", "direction": "outgoing", "recipient": "Ravi Tan, Sydney NSW 2000",
        "description": "birthday present", "status": "delivered", "delivered": "2027-05-28T10:41",
        "events": [["2027-05-25T17:30", "Dropped off at Richmond Station Parcel Locker"],
                   ["2027-05-28T10:41", "Delivered, signed by R. Tan"]],
    },
}

PCL_STD_BRACKETS = [(0.5, 10.60), (1.0, 13.95), (3.0, 17.75), (5.0, 21.45), (10.0, 29.95), (22.0, 44.50)]
PCL_INTL = {"NZ": (22.00, 14.50, "New Zealand"), "GB": (28.00, 19.00, "United Kingdom"), "US": (28.00, 19.00, "United States")}


def _pcl_tracking(value):
    return re.sub(r"\s+", "", str(value or "")).upper()


def pcl_list_parcels():
    rows = []
    for p in PCL_PARCELS.values():
        row = {k: v for k, v in p.items() if k not in ("events", "extendable", "location")}
        rows.append(row)
    return {"parcels": rows}


def pcl_track(tracking_number):
    p = PCL_PARCELS.get(_pcl_tracking(tracking_number))
    if p is None:
        return {"error": f"no item with tracking number {tracking_number!r}"}
    out = {k: v for k, v in p.items() if k not in ("extendable",)}
    out["events"] = [{"time": t, "event": e} for t, e in p["events"]]
    return out


def pcl_find_lockers(near, open_24h=None, size=None):
    text = _norm(near)
    if not text:
        return {"error": "near must be a suburb, street or postcode"}
    codes = set(re.findall(r"\b(\d{4})\b", text))
    words = [w for w in text.split() if not w.isdigit() and w not in ("st", "street", "rd", "road", "vic", "near", "the", "station")]

    def hit(place):
        if place["postcode"] in codes:
            return True
        return bool(words) and any(w in place["kw"] for w in words)

    sz = None
    if size is not None:
        sz = str(size).strip().upper()[:1]
        if sz not in ("S", "M", "L"):
            return {"error": "size must be S, M or L"}
    lockers = [{"locker_id": k, **{x: y for x, y in v.items() if x != "kw"}} for k, v in PCL_LOCKERS.items()
               if hit(v) and (not open_24h or v["open_24h"]) and (sz is None or sz in v["sizes"])]
    offices = [{"post_office_id": k, **{x: y for x, y in v.items() if x != "kw"}} for k, v in PCL_POST_OFFICES.items() if hit(v)]
    if not lockers and not offices:
        return {"error": f"no lockers or post offices found near {near!r} (service area: inner Melbourne)"}
    return {"near": near, "lockers": lockers, "post_offices": offices}


def _pcl_quote(from_pc, to_pc, country, weight, dims):
    if not isinstance(weight, (int, float)) or isinstance(weight, bool) or weight <= 0:
        return None, "weight must be a positive number of kilograms"
    cubic = 0.0
    if dims:
        try:
            cubic = float(dims["length_cm"]) * float(dims["width_cm"]) * float(dims["height_cm"]) / 4000
        except (KeyError, TypeError, ValueError):
            return None, "dimensions need length_cm, width_cm and height_cm"
    chargeable = round(max(float(weight), cubic), 2)
    code = str(country or "AU").strip().upper()
    code = {"AUSTRALIA": "AU", "NEW ZEALAND": "NZ", "UK": "GB", "USA": "US"}.get(code, code)
    if code == "AU":
        if not re.fullmatch(r"\d{4}", str(to_pc or "")):
            return None, "to_postcode (4 digits) is required for Australian deliveries"
        if chargeable > 22:
            return None, "domestic parcels are limited to 22 kg"
        base = next(price for limit, price in PCL_STD_BRACKETS if chargeable <= limit)
        same_state = str(from_pc)[:1] == str(to_pc)[:1]
        std = _round05(base * (1.0 if same_state else 1.25))
        exp = _round05(std * 1.45)
        return {"destination": f"{to_pc} AU", "chargeable_weight_kg": chargeable, "cubic_weight_kg": round(cubic, 2),
                "options": [{"service": "standard", "price_aud": std,
                             "delivery": "2–4 business days" if same_state else "3–6 business days"},
                            {"service": "express", "price_aud": exp,
                             "delivery": "next business day" if same_state else "1–2 business days"}]}, None
    if code not in PCL_INTL:
        if not re.fullmatch(r"[A-Z]{2}", code):
            return None, "to_country must be a two-letter country code"
        first, per_kg, name = 32.00, 24.00, code
    else:
        first, per_kg, name = PCL_INTL[code]
    if chargeable > 20:
        return None, "international parcels are limited to 20 kg"
    std = _round05(first + per_kg * chargeable)
    return {"destination": name, "chargeable_weight_kg": chargeable, "cubic_weight_kg": round(cubic, 2),
            "options": [{"service": "standard", "price_aud": std, "delivery": "6–10 business days"},
                        {"service": "express", "price_aud": _round05(std * 1.7), "delivery": "3–5 business days"}]}, None


def pcl_get_quote(from_postcode, to_postcode, to_country, weight_kg, dimensions, service):
    if not re.fullmatch(r"\d{4}", str(from_postcode or "").strip()):
        return {"error": "from_postcode must be a 4-digit Australian postcode"}
    svc = _enum(service, ("standard", "express", "all"), {"any": "all", "both": "all", "economy": "standard"})
    if svc is None:
        return {"error": "service must be standard, express or all"}
    quote, error = _pcl_quote(str(from_postcode).strip(), str(to_postcode or "").strip(), to_country, weight_kg, dimensions)
    if error:
        return {"error": error}
    if svc != "all":
        quote["options"] = [o for o in quote["options"] if o["service"] == svc]
    quote["from"] = from_postcode
    return quote


def pcl_redirect(tracking_number, destination):
    p = PCL_PARCELS.get(_pcl_tracking(tracking_number))
    if p is None:
        return {"error": f"no item with tracking number {tracking_number!r}"}
    if not p.get("redirectable"):
        why = "it is already waiting for collection" if p["status"] == "ready_for_collection" else \
              "international items can only be redirected after they reach the local delivery centre" \
              if p["status"] == "cleared_customs" else "it has already been delivered"
        return {"error": f"{p['tracking_number']} can't be redirected: {why}"}
    if isinstance(destination, str):
        destination = {"type": "locker" if destination.upper().startswith("LK-") else "post_office",
                       "locker_id": destination, "post_office_id": destination}
    if not isinstance(destination, dict):
        return {"error": "destination must be an object with type locker, post_office or address"}
    kind = _enum(destination.get("type"), ("locker", "post_office", "address"), {"parcel_locker": "locker", "po": "post_office"})
    if kind is None:
        kind = "locker" if destination.get("locker_id") else "post_office" if destination.get("post_office_id") else None
    if kind == "locker":
        key = str(destination.get("locker_id") or "").strip().upper()
        if key not in PCL_LOCKERS:
            return {"error": f"unknown locker {destination.get('locker_id')!r}; use find_lockers"}
        where, fee = f"{PCL_LOCKERS[key]['name']}, {PCL_LOCKERS[key]['address']}", 0.0
    elif kind == "post_office":
        key = str(destination.get("post_office_id") or "").strip().upper()
        if key not in PCL_POST_OFFICES:
            return {"error": f"unknown post office {destination.get('post_office_id')!r}; use find_lockers"}
        where, fee = f"{PCL_POST_OFFICES[key]['name']}, {PCL_POST_OFFICES[key]['address']}", 0.0
    elif kind == "address":
        addr = destination.get("address")
        if not isinstance(addr, dict) or not addr.get("line1") or not re.fullmatch(r"\d{4}", str(addr.get("postcode", ""))):
            return {"error": "address needs at least line1 and a 4-digit postcode"}
        where, fee = f"{addr.get('line1')}, {addr.get('suburb', '')} {addr.get('postcode')}".replace("  ", " "), 9.95
    else:
        return {"error": "destination.type must be locker, post_office or address"}
    return {"tracking_number": p["tracking_number"], "status": "redirect_confirmed", "new_destination": where,
            "expected": "Thursday 3 June 2027 by 17:00", "fee_aud": fee,
            "note": "You'll get a new collection code by SMS when it arrives." if kind != "address" else None}


def pcl_create_label(service, weightKg, toAddress, dimensions=None, dropOffLockerId=None, signatureOnDelivery=False,
                     extraCover=None):
    svc = _enum(service, ("standard", "express"))
    if svc is None:
        return {"error": "service must be standard or express"}
    if not isinstance(toAddress, dict):
        return {"error": "toAddress must be an address object"}
    missing = [k for k in ("name", "line1", "suburb", "postcode") if not toAddress.get(k)]
    if missing:
        return {"error": f"toAddress is missing {missing}"}
    country = str(toAddress.get("country") or "AU").upper()
    origin = "3121"
    if dropOffLockerId:
        key = str(dropOffLockerId).strip().upper()
        if key not in PCL_LOCKERS:
            return {"error": f"unknown locker {dropOffLockerId!r}"}
        origin = PCL_LOCKERS[key]["postcode"]
    dims = None
    if isinstance(dimensions, dict):
        dims = {"length_cm": dimensions.get("lengthCm"), "width_cm": dimensions.get("widthCm"),
                "height_cm": dimensions.get("heightCm")}
    quote, error = _pcl_quote(origin, str(toAddress.get("postcode")).strip(), country, weightKg, dims)
    if error:
        return {"error": error}
    price = next(o["price_aud"] for o in quote["options"] if o["service"] == svc)
    extras = 0.0
    if signatureOnDelivery:
        extras += 3.50
    if extraCover:
        if not isinstance(extraCover, (int, float)) or extraCover < 0 or extraCover > 5000:
            return {"error": "extraCover must be between 0 and 5000 AUD"}
        extras += _round05(extraCover * 0.015)
    to_pc = toAddress.get("postcode")
    label = f"LBL-{_crc(f'{svc}{weightKg}{to_pc}{origin}') % 10000000:07d}"
    return {"label_id": label, "tracking_number": f"33LPT{_crc(label) % 10000000:07d}", "service": svc,
            "to": f"{toAddress.get('name')}, {toAddress.get('line1')}, {toAddress.get('suburb')} {toAddress.get('postcode')}",
            "chargeable_weight_kg": quote["chargeable_weight_kg"], "price_aud": round(price + extras, 2),
            "drop_off": (f"{PCL_LOCKERS[dropOffLockerId.strip().upper()]['name']} — enter drop-off code "
                         f"{_crc(label) % 900000 + 100000}" if dropOffLockerId else "any post office or locker"),
            "drop_off_by": (PCL_NOW.date() + _dt.timedelta(days=5)).isoformat(), "paid_with": "saved Visa ending 4471"}


def pcl_extend(tracking_number, extra_days):
    p = PCL_PARCELS.get(_pcl_tracking(tracking_number))
    if p is None:
        return {"error": f"no item with tracking number {tracking_number!r}"}
    if not p.get("extendable"):
        return {"error": f"{p['tracking_number']} is not waiting in a locker"}
    if not isinstance(extra_days, int) or isinstance(extra_days, bool) or not 1 <= extra_days <= 3:
        return {"error": "extra_days must be 1, 2 or 3 (one extension per item)"}
    new = _dt.datetime.fromisoformat(p["collect_by"]) + _dt.timedelta(days=extra_days)
    return {"tracking_number": p["tracking_number"], "status": "extended", "old_collect_by": p["collect_by"],
            "new_collect_by": new.strftime("%Y-%m-%dT%H:%M"), "weekday": WEEKDAYS[new.weekday()],
            "locker": p["location_name"], "collection_code": p["collection_code"], "fee_aud": 0.0}


PCL_ADDRESS = {
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "line1": {"type": "string"},
        "line2": {"type": "string"},
        "suburb": {"type": "string"},
        "state": {"type": "string", "enum": ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]},
        "postcode": {"type": "string"},
        "country": {"type": "string", "description": "ISO 3166-1 alpha-2, default AU"},
    },
    "required": ["name", "line1", "suburb", "postcode"],
}

PARCELS = Domain(
    name="parcels",
    instructions=(
        "You are the assistant in the PostHub app (parcel lockers and post offices in Melbourne). Today is "
        "Wednesday 2 June 2027 and it is 09:05. The customer is Mei Lin Tan, 14 Rowena Pde, Richmond VIC "
        "3121. Prices are in AUD. Use the tools to track and redirect her parcels, find lockers and post "
        "offices, quote postage and create postage labels."
    ),
    tools=[
        ToolDef(
            name="list_my_parcels",
            description="All parcels on the customer's account (incoming and outgoing) with status and collection codes.",
            parameters={"type": "object", "properties": {}, "additionalProperties": False},
            fn=pcl_list_parcels,
        ),
        ToolDef(
            name="track_item",
            description="Full tracking history for one tracking number.",
            parameters={"type": "object", "properties": {"tracking_number": {"type": "string"}},
                        "required": ["tracking_number"]},
            fn=pcl_track,
        ),
        ToolDef(
            name="find_lockers",
            description="Parcel lockers and post offices near a suburb, street or postcode.",
            parameters={
                "type": "object",
                "properties": {
                    "near": {"type": "string", "description": "Suburb, street or 4-digit postcode."},
                    "open_24h": {"type": "boolean", "description": "Only lockers open around the clock."},
                    "size": {"type": "string", "enum": ["S", "M", "L"], "description": "Smallest compartment size needed."},
                },
                "required": ["near"],
            },
            fn=pcl_find_lockers,
        ),
        ToolDef(
            name="get_postage_quote",
            description=("Price and delivery time for sending a parcel. Charged on the greater of actual weight and "
                         "cubic weight (L×W×H cm / 4000)."),
            parameters={
                "type": "object",
                "$defs": {
                    "Dimensions": {
                        "type": "object",
                        "properties": {"length_cm": {"type": "number"}, "width_cm": {"type": "number"},
                                       "height_cm": {"type": "number"}},
                        "required": ["length_cm", "width_cm", "height_cm"],
                        "additionalProperties": False,
                    },
                },
                "properties": {
                    "from_postcode": {"type": "string"},
                    "to_postcode": {"type": ["string", "null"], "description": "Required for Australian destinations."},
                    "to_country": {"type": "string", "description": "ISO 3166-1 alpha-2 code, AU for domestic."},
                    "weight_kg": {"type": "number"},
                    "dimensions": {"anyOf": [{"$ref": "#/$defs/Dimensions"}, {"type": "null"}]},
                    "service": {"type": "string", "enum": ["standard", "express", "all"]},
                },
                "required": ["from_postcode", "to_postcode", "to_country", "weight_kg", "dimensions", "service"],
                "additionalProperties": False,
            },
            fn=pcl_get_quote,
            strict=True,
        ),
        ToolDef(
            name="redirect_item",
            description=("Redirect an incoming domestic parcel that hasn't been delivered yet. Redirecting to a "
                         "locker or post office is free; to another address costs $9.95."),
            parameters={
                "type": "object",
                "$defs": {"Address": PCL_ADDRESS},
                "properties": {
                    "tracking_number": {"type": "string"},
                    "destination": {
                        "type": "object",
                        "properties": {
                            "type": {"type": "string", "enum": ["locker", "post_office", "address"]},
                            "locker_id": {"type": "string"},
                            "post_office_id": {"type": "string"},
                            "address": {"$ref": "#/$defs/Address"},
                        },
                        "required": ["type"],
                    },
                },
                "required": ["tracking_number", "destination"],
            },
            fn=pcl_redirect,
            act=True,
        ),
        ToolDef(
            name="create_send_label",
            description="Buy a postage label (charged to the saved card). Returns the label, a tracking number and a locker drop-off code.",
            parameters={
                "type": "object",
                "$defs": {"Address": PCL_ADDRESS},
                "properties": {
                    "service": {"type": "string", "enum": ["standard", "express"]},
                    "weightKg": {"type": "number"},
                    "dimensions": {"type": "object", "properties": {"lengthCm": {"type": "number"},
                                                                   "widthCm": {"type": "number"},
                                                                   "heightCm": {"type": "number"}}},
                    "toAddress": {"$ref": "#/$defs/Address"},
                    "dropOffLockerId": {"anyOf": [{"type": "string"}, {"type": "null"}],
                                        "description": "Locker where you'll drop it off; null for any post office."},
                    "signatureOnDelivery": {"type": "boolean"},
                    "extraCover": {"type": "number", "description": "Declared value to insure, AUD (optional)."},
                },
                "required": ["service", "weightKg", "toAddress"],
            },
            fn=pcl_create_label,
            act=True,
        ),
        ToolDef(
            name="extend_hold",
            description="Give more time to collect a parcel waiting in a locker: 1–3 extra days, once per parcel, free.",
            parameters={
                "type": "object",
                "properties": {"tracking_number": {"type": "string"}, "extra_days": {"type": "integer"}},
                "required": ["tracking_number", "extra_days"],
                "additionalProperties": False,
            },
            fn=pcl_extend,
            act=True,
            strict=True,
        ),
    ],
)

PCL_ACTS = ["redirect_item", "create_send_label", "extend_hold"]

PCL_CASES = [
    Case(
        id="c_parcels_direct_track",
        domain="parcels",
        category="direct",
        turns=[Turn(
            user="where's my parcel 33LPT0092455?",
            calls=[ExpectCall("track_item", {"tracking_number": "33LPT0092455"})],
            forbid=PCL_ACTS,
            answer_has=[said("tomorrow", "3 June", "June 3", "Thursday", "3rd")],
        )],
    ),
    Case(
        id="c_parcels_polite_quote_perth",
        domain="parcels",
        category="polite",
        features=("ref", "nullable_anyof", "nested", "number", "strict"),
        turns=[Turn(
            user=("Hi, could you please tell me how much it would cost to send a 4kg box to my mum in Perth, "
                  "postcode 6000? It's about 40 by 30 by 20 cm. Thanks!"),
            calls=[ExpectCall("get_postage_quote", {"from_postcode": "3121", "to_postcode": "6000", "to_country": "AU",
                                                    "weight_kg": number(4),
                                                    "dimensions": fields(length_cm=number(40), width_cm=number(30),
                                                                         height_cm=number(20))})],
            forbid=PCL_ACTS,
            answer_has=[any_of(said_number(37.45), said_number(54.30))],
        )],
    ),
    Case(
        id="c_parcels_indirect_books_before_trip",
        domain="parcels",
        category="indirect",
        features=("empty_params",),
        turns=[Turn(
            user="I'm off on a trip on the 9th and I'm trying to work out if my books from the UK will turn up before I go",
            calls=[ExpectCall("list_my_parcels")],
            forbid=PCL_ACTS,
            allow=["track_item"],
            answer_has=[said("7 June", "June 7", "Monday", "2027-06-07", "7th", "07/06")],
        )],
    ),
    Case(
        id="c_parcels_multi_code_and_nz_quote",
        domain="parcels",
        category="multi_intent",
        features=("iso_code", "nullable_anyof", "strict"),
        turns=[Turn(
            user="whats the collection code for my koala parcel? also how much to send a 500g envelope to auckland",
            calls=[ExpectCall("list_my_parcels"),
                   ExpectCall("get_postage_quote", {"to_country": "NZ", "weight_kg": number(0.5)})],
            forbid=PCL_ACTS,
            allow=["track_item"],
            answer_has=[said("482 913", "482913"), any_of(said_number(29.25), said_number(49.7))],
        )],
    ),
    Case(
        id="c_parcels_no_tool_pack_picture",
        domain="parcels",
        category="no_tool",
        turns=[Turn(
            user="what's the best way to pack a framed picture so the glass doesn't smash in the post?",
            forbid=PCL_ACTS + ["get_postage_quote"],
            answer_has=[said("bubble wrap", "bubble-wrap", "bubblewrap")],
        )],
    ),
    Case(
        id="c_parcels_underspecified_redirect_where",
        domain="parcels",
        category="underspecified",
        turns=[Turn(
            user="Can you redirect my JB Hi-Fi parcel? I won't be in tomorrow.",
            clarify=True,
            forbid=PCL_ACTS,
            allow=["list_my_parcels", "track_item", "find_lockers"],
        )],
    ),
    Case(
        id="c_parcels_chained_redirect_flinders",
        domain="parcels",
        category="chained",
        features=("nested", "ref", "enum"),
        turns=[Turn(
            user="send the JB Hi-Fi parcel to the 24 hour locker at Flinders St station instead, I'll grab it on my way home",
            calls=[ExpectCall("list_my_parcels"),
                   ExpectCall("find_lockers"),
                   ExpectCall("redirect_item", {"tracking_number": "33LPT0092455",
                                                "destination": fields(type="locker", locker_id="LK-3000-A")})],
            forbid=_others(PCL_ACTS, "redirect_item"),
            allow=["track_item"],
            answer_has=[said("Flinders")],
        )],
    ),
    Case(
        id="c_parcels_multi_turn_fitzroy_send_hobart",
        domain="parcels",
        category="multi_turn",
        features=("boolean", "ref", "nested", "camel_case", "number"),
        turns=[
            Turn(
                user="is there a parcel locker in Fitzroy that's open all night?",
                calls=[ExpectCall("find_lockers", {"near": matches(r"fitzroy|3065")})],
                forbid=PCL_ACTS,
                answer_has=[said("Brunswick")],
            ),
            Turn(
                user=("perfect. how much would it be to send a pair of shoes from there to my friend in Hobart, 7000? "
                      "1.2 kilos, box is 30x20x10"),
                calls=[ExpectCall("get_postage_quote", {"to_postcode": "7000", "weight_kg": number(1.2)})],
                forbid=PCL_ACTS,
                allow=["find_lockers"],
                answer_has=[any_of(said_number(22.2), said_number(32.2))],
            ),
            Turn(
                user=("ok do it, standard is fine. it's going to Ellie Burns, 22 Elizabeth St, Hobart TAS 7000 and "
                      "I'll drop it in at that locker"),
                calls=[ExpectCall("create_send_label", {"service": "standard", "weightKg": number(1.2),
                                                        "toAddress": fields(name=contains("Ellie"), postcode="7000"),
                                                        "dropOffLockerId": "LK-3065-A"})],
                forbid=_others(PCL_ACTS, "create_send_label"),
                allow=["get_postage_quote", "find_lockers"],
            ),
        ],
    ),
    Case(
        id="c_parcels_multi_turn_koala_deadline_extend",
        domain="parcels",
        category="multi_turn",
        features=("strict", "integer"),
        turns=[
            Turn(
                user="when do I have to pick up the Koala parcel by?",
                calls=[ExpectCall("list_my_parcels")],
                forbid=PCL_ACTS,
                allow=["track_item"],
                answer_has=[said("4 June", "June 4", "Friday", "2027-06-04", "4th", "04/06")],
            ),
            Turn(
                user="hmm I'm away until sunday night. can you give me a few more days?",
                calls=[ExpectCall("extend_hold", {"tracking_number": "33LPT0091827", "extra_days": 3})],
                forbid=_others(PCL_ACTS, "extend_hold"),
                allow=["list_my_parcels", "track_item"],
                answer_has=[said("7 June", "June 7", "Monday", "2027-06-07", "7th", "07/06")],
            ),
        ],
    ),
]


# =============================================================================================
# Domain 5: marina boat and kayak hire, one tool (today: Friday 16 July 2027, 08:30)
# =============================================================================================

MAR_NOW = _dt.datetime(2027, 7, 16, 8, 30)
MAR_CRAFT = {
    "single_kayak": {"seats": 1, "hourly": 25.0, "min_hours": 1, "deposit": 0.0, "label": "single kayak"},
    "double_kayak": {"seats": 2, "hourly": 38.0, "min_hours": 1, "deposit": 0.0, "label": "double kayak"},
    "canoe": {"seats": 3, "hourly": 35.0, "min_hours": 1, "deposit": 0.0, "label": "canoe"},
    "stand_up_paddleboard": {"seats": 1, "hourly": 28.0, "min_hours": 1, "deposit": 0.0, "label": "stand-up paddleboard"},
    "pedal_boat": {"seats": 4, "hourly": 40.0, "min_hours": 1, "deposit": 0.0, "label": "pedal boat"},
    "rowboat": {"seats": 4, "hourly": 32.0, "min_hours": 1, "deposit": 0.0, "label": "rowboat"},
    "pontoon_boat": {"seats": 10, "hourly": 145.0, "min_hours": 2, "deposit": 250.0, "label": "pontoon boat"},
    "motorboat": {"seats": 6, "hourly": 110.0, "min_hours": 2, "deposit": 250.0, "label": "motorboat"},
}
MAR_ALIASES = {"kayak": "single_kayak", "single": "single_kayak", "double": "double_kayak", "tandem_kayak": "double_kayak",
               "sup": "stand_up_paddleboard", "paddleboard": "stand_up_paddleboard", "paddle_board": "stand_up_paddleboard",
               "standup_paddleboard": "stand_up_paddleboard", "pedalo": "pedal_boat", "paddle_boat": "pedal_boat",
               "row_boat": "rowboat", "rowing_boat": "rowboat", "pontoon": "pontoon_boat", "motor_boat": "motorboat",
               "power_boat": "motorboat", "speedboat": "motorboat"}
MAR_EXTRAS = {"life_jacket_child": 0.0, "dry_bag": 5.0, "fishing_kit": 15.0, "cooler": 10.0, "dog_vest": 0.0}
MAR_SOLD_OUT = {("2027-07-17", "double_kayak"): [("09:00", "12:00", ["12:00", "13:30"])],
                ("2027-07-17", "motorboat"): [("09:00", "12:30", ["12:30", "14:00"])]}


def mar_ref(craft, day, start, hours):
    """The booking reference the marina issues for these core details (deterministic)."""
    return f"PCM-{_crc(f'{craft}|{day}|{start}|{hours}') % 90000 + 10000}"


def mar_book(craft, date, start_time, hours, party_size, quantity=1, extras=None, add_to_booking=None, notes=None):
    kind = _enum(craft, MAR_CRAFT, MAR_ALIASES)
    if kind is None:
        return {"error": f"unknown craft {craft!r}; choose one of {list(MAR_CRAFT)}"}
    c = MAR_CRAFT[kind]
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    start = _hhmm(start_time)
    if start is None:
        return {"error": "start_time must be HH:MM (24h)"}
    if not isinstance(hours, (int, float)) or isinstance(hours, bool) or hours <= 0 or hours != int(hours):
        return {"error": "hours must be a whole number of hours (1–8)"}
    hours = int(hours)
    if not isinstance(quantity, int) or isinstance(quantity, bool) or not 1 <= quantity <= 6:
        return {"error": "quantity must be 1–6"}
    if not isinstance(party_size, int) or isinstance(party_size, bool) or party_size < 1:
        return {"error": "party_size must be a positive whole number"}
    begin = _dt.datetime.combine(day, _dt.time(*(int(x) for x in start.split(":"))))
    if begin < MAR_NOW:
        return {"error": "that start time has already passed"}
    if day > MAR_NOW.date() + _dt.timedelta(days=60):
        return {"error": "bookings open 60 days ahead"}
    end = _mins(start) + hours * 60
    if _mins(start) < 8 * 60 or end > 19 * 60:
        return {"error": "the marina is open 08:00–19:00; craft must be back by 19:00"}
    if hours < c["min_hours"]:
        return {"error": f"{c['label']} hire is at least {c['min_hours']} hours"}
    if party_size > c["seats"] * quantity:
        return {"error": f"a {c['label']} seats {c['seats']}; {party_size} people need more craft "
                         f"(quantity) or a bigger boat"}
    for lo, hi, alternatives in MAR_SOLD_OUT.get((day.isoformat(), kind), []):
        if _mins(start) < _mins(hi) and end > _mins(lo):
            return {"error": f"no {c['label']}s free {start}–{_clock(end)} on {WEEKDAYS[day.weekday()]} {day:%d %b}",
                    "alternatives": [{"date": day.isoformat(), "start_time": a, "hours": hours} for a in alternatives]}
    chosen = []
    for e in extras or []:
        key = _enum(e, MAR_EXTRAS, {"child_life_jacket": "life_jacket_child", "kids_life_jacket": "life_jacket_child"})
        if key is None:
            return {"error": f"unknown extra {e!r}; extras: {list(MAR_EXTRAS)}"}
        chosen.append(key)
    price = c["hourly"] * hours * quantity + sum(MAR_EXTRAS[x] for x in chosen)
    ref = mar_ref(kind, day.isoformat(), start, hours)
    result = {
        "booking_ref": ref, "status": "confirmed", "craft": c["label"], "quantity": quantity,
        "date": day.isoformat(), "weekday": WEEKDAYS[day.weekday()], "start_time": start, "end_time": _clock(end),
        "party_size": party_size, "extras": chosen, "price_usd": round(price, 2), "deposit_usd": c["deposit"] * quantity,
        "check_in": "Dock B kiosk, 15 minutes before the start", "included": "adult life jackets, paddles/oars",
        "notes": notes,
    }
    if c["deposit"]:
        result["driver"] = "The operator must be 18+ and show photo ID; boating safety card required in NY."
    if add_to_booking is not None:
        parent = str(add_to_booking).strip().upper()
        if not re.fullmatch(r"PCM-\d{5}", parent):
            return {"error": f"no booking {add_to_booking!r}"}
        result["booking_ref"] = parent
        result["line_item"] = f"{parent}-{_crc(ref) % 9 + 2}"
        result["message"] = f"Added to booking {parent}: one check-in and one receipt."
    return result


MARINA = Domain(
    name="marina",
    instructions=(
        "You are the booking assistant of Pine Cove Marina on Lake George, New York. Today is Friday, July 16, "
        "2027, and it is 8:30 am. The customer is Jordan Reyes (customer JR-20931); a signed liability waiver "
        "is on file. The marina hires single and double kayaks, canoes, stand-up paddleboards, pedal boats, "
        "rowboats, pontoon boats and motorboats, 8 am to 7 pm. Prices are in USD. Use the tool to book hires; "
        "answer general boating questions yourself."
    ),
    tools=[
        ToolDef(
            name="book_hire",
            description=(
                "Book a hire. Craft seats: single_kayak 1, double_kayak 2, canoe 3, stand_up_paddleboard 1, "
                "pedal_boat 4, rowboat 4, motorboat 6, pontoon_boat 10. Motorboats and pontoons: minimum 2 hours, "
                "$250 refundable deposit, operator 18+. Everything must be back by 19:00. If the craft is not free, "
                "returns an error with alternative start times. To put several craft on one booking (one check-in, "
                "one receipt), book the first and pass its booking_ref as add_to_booking for the others."
            ),
            parameters={
                "type": "object",
                "properties": {
                    "craft": {"type": "string", "enum": list(MAR_CRAFT)},
                    "date": {"type": "string", "format": "date"},
                    "start_time": {"type": "string", "description": "HH:MM, 24-hour"},
                    "hours": {"type": "integer", "minimum": 1, "maximum": 8},
                    "party_size": {"type": "integer", "minimum": 1, "description": "Total people on the craft booked."},
                    "quantity": {"type": "integer", "minimum": 1, "maximum": 6, "default": 1,
                                 "description": "How many of this craft."},
                    "extras": {"type": "array", "items": {"type": "string", "enum": list(MAR_EXTRAS)}},
                    "add_to_booking": {"anyOf": [{"type": "string", "pattern": "^PCM-\\d{5}$"}, {"type": "null"}],
                                       "description": "Existing booking_ref to attach this craft to."},
                    "notes": {"type": "string"},
                },
                "required": ["craft", "date", "start_time", "hours", "party_size"],
            },
            fn=mar_book,
            act=True,
        ),
    ],
)

MAR_CHAIN_REF = mar_ref("motorboat", "2027-07-21", "11:00", 3)
MAR_DIRECT_REF = mar_ref("double_kayak", "2027-07-17", "14:00", 2)
MAR_RETRY_REF = mar_ref("double_kayak", "2027-07-17", "12:00", 2)
MAR_PEDAL_REF = mar_ref("pedal_boat", "2027-07-18", "14:00", 1)

MAR_CASES = [
    Case(
        id="c_marina_direct_double_kayak",
        domain="marina",
        category="direct",
        features=("single_tool", "enum", "relative_date", "number_words"),
        turns=[Turn(
            user="can you book a double kayak tomorrow at 2pm for a couple of hours? just me and my girlfriend",
            calls=[ExpectCall("book_hire", {"craft": "double_kayak", "date": date("2027-07-17"),
                                            "start_time": time_of_day("14:00"), "hours": 2, "party_size": 2})],
            answer_has=[said(MAR_DIRECT_REF), said_number(76)],
        )],
    ),
    Case(
        id="c_marina_polite_two_paddleboards",
        domain="marina",
        category="polite",
        features=("single_tool", "enum", "relative_date", "integer"),
        turns=[Turn(
            user=("Hi there! Could I please book two stand-up paddleboards for this Sunday at 9 in the morning, "
                  "just for an hour? It's for me and my partner. Thank you!"),
            calls=[ExpectCall("book_hire", {"craft": "stand_up_paddleboard", "date": date("2027-07-18"),
                                            "start_time": time_of_day("09:00"), "hours": 1})],
            answer_has=[any_of(said_number(56), said_number(28))],
        )],
    ),
    Case(
        id="c_marina_indirect_dads_birthday",
        domain="marina",
        category="indirect",
        features=("single_tool", "number_words", "relative_date"),
        turns=[Turn(
            user=("It's my dad's 70th tomorrow and there'll be six of us. We'd love to be out on the lake from 1 "
                  "till 4 but honestly none of us fancy paddling or rowing. Can you sort us something that fits everyone?"),
            calls=[ExpectCall("book_hire", {"craft": one_of("motorboat", "pontoon_boat"), "date": date("2027-07-17"),
                                            "start_time": time_of_day("13:00"), "hours": 3, "party_size": 6})],
            answer_has=[matches(r"PCM-\d{5}")],
        )],
    ),
    Case(
        id="c_marina_multi_canoe_and_pedal_boat",
        domain="marina",
        category="multi_intent",
        features=("single_tool", "number_words", "relative_date"),
        turns=[Turn(
            user=("book a canoe for me and my two mates tomorrow at 10 for three hours, and also a pedal boat on "
                  "sunday at 3pm for an hour for the kids — there's four of them"),
            calls=[ExpectCall("book_hire", {"craft": "canoe", "date": date("2027-07-17"), "start_time": time_of_day("10:00"),
                                            "hours": 3, "party_size": 3}),
                   ExpectCall("book_hire", {"craft": "pedal_boat", "date": date("2027-07-18"),
                                            "start_time": time_of_day("15:00"), "hours": 1, "party_size": 4})],
            answer_has=[said(mar_ref("canoe", "2027-07-17", "10:00", 3)), said(mar_ref("pedal_boat", "2027-07-18", "15:00", 1))],
        )],
    ),
    Case(
        id="c_marina_no_tool_port_starboard",
        domain="marina",
        category="no_tool",
        features=("single_tool",),
        turns=[Turn(
            user="embarrassing question but which one is port and which is starboard again?",
            forbid=["book_hire"],
            answer_has=[said("left"), said("right")],
        )],
    ),
    Case(
        id="c_marina_underspecified_kayak_saturday",
        domain="marina",
        category="underspecified",
        features=("single_tool",),
        turns=[Turn(
            user="can you book me a kayak for saturday?",
            clarify=True,
            forbid=["book_hire"],
        )],
    ),
    Case(
        id="c_marina_chained_add_kayak_to_booking",
        domain="marina",
        category="chained",
        features=("single_tool", "nullable_anyof", "number_words"),
        turns=[Turn(
            user=("Book a motorboat for four of us on Wednesday the 21st, 11am for three hours, and put a single kayak "
                  "on the same booking for the same time — my brother wants to paddle alongside."),
            calls=[ExpectCall("book_hire", {"craft": "motorboat", "date": date("2027-07-21"), "start_time": time_of_day("11:00"),
                                            "hours": 3, "party_size": 4}),
                   ExpectCall("book_hire", {"craft": "single_kayak", "date": date("2027-07-21"),
                                            "start_time": time_of_day("11:00"), "hours": 3, "party_size": 1,
                                            "add_to_booking": MAR_CHAIN_REF})],
            answer_has=[said(MAR_CHAIN_REF)],
        )],
    ),
    Case(
        id="c_marina_multi_turn_sold_out_retry",
        domain="marina",
        category="multi_turn",
        features=("single_tool", "error_output", "relative_date"),
        turns=[
            Turn(
                user="book a double kayak saturday morning, 10 til 12, for me and my wife",
                calls=[ExpectCall("book_hire", {"craft": "double_kayak", "date": date("2027-07-17"),
                                                "start_time": time_of_day("10:00")})],
                answer_has=[said("12:00", "12pm", "12 pm", "noon", "midday", "12 o'clock")],
            ),
            Turn(
                user="ugh ok, the 12 o'clock one then",
                calls=[ExpectCall("book_hire", {"craft": "double_kayak", "date": date("2027-07-17"),
                                                "start_time": time_of_day("12:00"), "hours": 2, "party_size": 2})],
                answer_has=[said(MAR_RETRY_REF)],
            ),
        ],
    ),
    Case(
        id="c_marina_multi_turn_pedal_boat_details",
        domain="marina",
        category="multi_turn",
        features=("single_tool", "array", "enum", "number_words"),
        turns=[
            Turn(
                user="I'd like to hire a pedal boat on Sunday afternoon",
                clarify=True,
                forbid=["book_hire"],
            ),
            Turn(
                user="2pm, just an hour. three of us, and the youngest is only six so she'll need a kids life jacket",
                calls=[ExpectCall("book_hire", {"craft": "pedal_boat", "date": date("2027-07-18"),
                                                "start_time": time_of_day("14:00"), "hours": 1, "party_size": 3,
                                                "extras": has_items("life_jacket_child")})],
                answer_has=[said(MAR_PEDAL_REF)],
            ),
        ],
    ),
]


DOMAINS: list[Domain] = [DENTAL, LEISURE, LIBRARY, PARCELS, MARINA]

CASES: list[Case] = DENT_CASES + GYM_CASES + LIB_CASES + PCL_CASES + MAR_CASES
