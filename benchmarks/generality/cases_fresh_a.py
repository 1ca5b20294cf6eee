"""Fresh generality cases (set A), written independently of the engine and of the other case files.

Five domains the other files do not use: a veterinary clinic's client app, a car rental app, a
school tutoring platform (parent account), a concert & theatre ticketing app and a home security
app. Each domain has its own fixed "today" in December 2026, stated in its system prompt:

- vet_clinic      Wednesday 9 December 2026   (client Priya Raman, pets Biscuit and Mochi)
- car_rental      Monday 14 December 2026     (customer Tom Becker, Ireland, EUR)
- tutoring        Thursday 3 December 2026    (parent Daniel Okafor, children Amara and Tobi, UK, GBP)
- ticketing       Friday 11 December 2026     (Maya Fernandez, Chicago, USD)
- home_security   Saturday 19 December 2026   (Chris Nakamura)

Expectations describe what a competent assistant model (gpt-4.1-mini class) does with natural,
varied user messages; fake functions are deterministic and stateless.
"""

from __future__ import annotations

import datetime as _dt
import math
import re

from spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    at,
    between,
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
)

# ---------------------------------------------------------------------------------------------
# Shared helpers (parsing the model's dates loosely, as a forgiving real API would)
# ---------------------------------------------------------------------------------------------


def _day(value):
    """A date from 'YYYY-MM-DD...' or None."""
    try:
        return _dt.date.fromisoformat(str(value).strip()[:10])
    except (TypeError, ValueError):
        return None


def _moment(value, default_time="10:00"):
    """A datetime from 'YYYY-MM-DD', 'YYYY-MM-DDTHH:MM[:SS][Z|+hh:mm]' or 'YYYY-MM-DD HH:MM', or None."""
    text = str(value or "").strip()
    m = re.match(r"^(\d{4}-\d{2}-\d{2})(?:[T ](\d{1,2}):(\d{2}))?", text)
    if not m:
        return None
    try:
        day = _dt.date.fromisoformat(m.group(1))
    except ValueError:
        return None
    if m.group(2) is None:
        hh, mm = (int(x) for x in default_time.split(":"))
    else:
        hh, mm = int(m.group(2)), int(m.group(3))
    if hh > 23 or mm > 59:
        return None
    return _dt.datetime(day.year, day.month, day.day, hh, mm)


def _iso(moment):
    return moment.strftime("%Y-%m-%dT%H:%M")


def _norm(text):
    return re.sub(r"[^a-z0-9]+", " ", str(text or "").lower()).strip()




def date_between(low, high):
    """A date (or date-time) string between two ISO dates, inclusive."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and _day(v) is not None and lo <= _day(v) <= hi)


# =============================================================================================
# Domain 1: veterinary clinic (today: Wednesday 9 December 2026)
# =============================================================================================

VET_TODAY = _dt.date(2026, 12, 9)

VET_PETS = {
    "P-101": {"pet_id": "P-101", "name": "Biscuit", "species": "dog", "breed": "beagle", "sex": "male",
              "age_years": 4, "weight_kg": 11.8},
    "P-102": {"pet_id": "P-102", "name": "Mochi", "species": "cat", "breed": "domestic shorthair", "sex": "female",
              "age_years": 2, "weight_kg": 4.1},
}

VETS = {
    "V-1": {"vet_id": "V-1", "name": "Dr. Helen Carter", "specialties": ["general", "dermatology"]},
    "V-2": {"vet_id": "V-2", "name": "Dr. Samuel Osei", "specialties": ["general", "dental", "surgery"]},
    "V-3": {"vet_id": "V-3", "name": "Dr. Lucía Moreno", "specialties": ["general", "exotics"]},
}

VET_REASONS = ["checkup", "vaccination", "dental", "skin_ear", "injury", "follow_up", "other"]

# free slots by weekday (0 = Monday): (time, vet_id); closed on Sundays
VET_SLOTS = {
    0: [("09:00", "V-1"), ("11:30", "V-2"), ("15:00", "V-3")],
    1: [("08:30", "V-3"), ("10:00", "V-1"), ("14:15", "V-2")],
    2: [("13:30", "V-1"), ("17:00", "V-3")],
    3: [("09:45", "V-2"), ("12:00", "V-1"), ("16:00", "V-3")],
    4: [("08:30", "V-3"), ("13:00", "V-1"), ("16:45", "V-1")],
    5: [("09:00", "V-1"), ("10:30", "V-1"), ("11:15", "V-3")],
    6: [],
}

VET_APPOINTMENTS = [
    {"appointment_id": "A-5402", "pet_id": "P-101", "pet": "Biscuit", "start": "2026-11-24T10:00",
     "vet": "Dr. Helen Carter", "reason": "skin_ear", "notes": "Ear infection, left ear", "status": "completed"},
    {"appointment_id": "A-5510", "pet_id": "P-101", "pet": "Biscuit", "start": "2026-12-15T10:00",
     "vet": "Dr. Helen Carter", "reason": "follow_up", "notes": "Ear infection recheck", "status": "confirmed"},
    {"appointment_id": "A-5524", "pet_id": "P-102", "pet": "Mochi", "start": "2026-12-18T14:30",
     "vet": "Dr. Samuel Osei", "reason": "dental", "notes": "Dental scale and polish (fasting from midnight)",
     "status": "confirmed"},
]

VET_VACCINES = {
    "P-101": [
        ("Rabies", "2025-12-20", "2026-12-20"),
        ("DHPP (distemper, hepatitis, parvovirus, parainfluenza)", "2024-11-02", "2027-11-02"),
        ("Leptospirosis", "2025-11-30", "2026-11-30"),
        ("Bordetella (kennel cough)", "2026-06-01", "2027-06-01"),
    ],
    "P-102": [
        ("FVRCP (cat flu and enteritis)", "2026-03-10", "2027-03-10"),
        ("Rabies", "2026-03-10", "2027-03-10"),
    ],
}

VET_PRESCRIPTIONS = {
    "P-101": [{"prescription_id": "RX-881", "drug": "Apoquel (oclacitinib) 16 mg tablets", "dose": "1 tablet once daily",
               "refills_remaining": 2, "last_filled": "2026-11-10", "prescribed_by": "Dr. Helen Carter",
               "price_per_fill": 54.90}],
    "P-102": [{"prescription_id": "RX-902", "drug": "Gabapentin 50 mg capsules",
               "dose": "1 capsule 90 minutes before vet visits or travel", "refills_remaining": 1,
               "last_filled": "2026-09-02", "prescribed_by": "Dr. Samuel Osei", "price_per_fill": 18.50}],
}


def _vet_pet(pet_id):
    return VET_PETS.get(str(pet_id or "").strip().upper())


def vet_list_pets():
    return {"client_id": "C-2231", "pets": list(VET_PETS.values())}


def vet_list_vets(specialty=None):
    vets = [v for v in VETS.values() if specialty in (None, "") or specialty in v["specialties"]]
    return {"vets": vets}


def _vet_slots_on(day, reason=None, vet_id=None):
    out = []
    for hhmm, vid in VET_SLOTS[day.weekday()]:
        if vet_id and vid != str(vet_id).upper():
            continue
        if reason == "dental" and "dental" not in VETS[vid]["specialties"]:
            continue
        out.append({"slot_id": f"SL-{day:%Y%m%d}-{hhmm.replace(':', '')}-{vid.replace('-', '')}",
                    "start": f"{day.isoformat()}T{hhmm}", "vet_id": vid, "vet": VETS[vid]["name"],
                    "duration_minutes": 20})
    return out


def vet_find_slots(date, reason, vet_id=None):
    day = _day(date)
    if day is None:
        return {"error": f"invalid date {date!r}; use YYYY-MM-DD"}
    if reason not in VET_REASONS:
        return {"error": f"unknown reason {reason!r}; one of {VET_REASONS}"}
    if vet_id and str(vet_id).upper() not in VETS:
        return {"error": f"unknown vet_id {vet_id!r}"}
    if day < VET_TODAY:
        return {"error": f"{day.isoformat()} is in the past"}
    if day.weekday() == 6:
        return {"date": day.isoformat(), "slots": [], "note": "The clinic is closed on Sundays."}
    slots = _vet_slots_on(day, reason, vet_id)
    result = {"date": day.isoformat(), "weekday": day.strftime("%A"), "reason": reason, "slots": slots}
    if not slots:
        result["note"] = "No free slots for this reason on that day."
    return result


def vet_book_appointment(pet_id, slot_id, reason, notes=None):
    pet = _vet_pet(pet_id)
    if pet is None:
        return {"error": f"unknown pet_id {pet_id!r}; use list_pets"}
    m = re.match(r"^SL-(\d{8})-(\d{4})-V(\d)$", str(slot_id or "").strip().upper())
    if not m:
        return {"error": f"unknown slot_id {slot_id!r}; use find_slots"}
    try:
        day = _dt.datetime.strptime(m.group(1), "%Y%m%d").date()
    except ValueError:
        return {"error": f"unknown slot_id {slot_id!r}; use find_slots"}
    hhmm = f"{m.group(2)[:2]}:{m.group(2)[2:]}"
    vid = f"V-{m.group(3)}"
    if (hhmm, vid) not in VET_SLOTS[day.weekday()] or day < VET_TODAY:
        return {"error": f"slot {slot_id} is not available"}
    if reason not in VET_REASONS:
        return {"error": f"unknown reason {reason!r}"}
    number_ = 5600 + (int(m.group(1)[-4:]) + int(m.group(2))) % 397
    return {"appointment_id": f"A-{number_}", "status": "confirmed", "pet": pet["name"], "pet_id": pet["pet_id"],
            "start": f"{day.isoformat()}T{hhmm}", "weekday": day.strftime("%A"), "vet": VETS[vid]["name"],
            "reason": reason, "notes": notes, "location": "Willowbrook Veterinary Clinic, 22 Mill Lane",
            "reminder": "Please arrive 5 minutes early."}


def vet_list_appointments(pet_id=None, include_past=False):
    if pet_id and _vet_pet(pet_id) is None:
        return {"error": f"unknown pet_id {pet_id!r}"}
    rows = [a for a in VET_APPOINTMENTS
            if (not pet_id or a["pet_id"] == str(pet_id).upper()) and (include_past or a["status"] != "completed")]
    return {"appointments": rows}


def vet_cancel_appointment(appointment_id, reason=None):
    appt = next((a for a in VET_APPOINTMENTS if a["appointment_id"] == str(appointment_id or "").strip().upper()), None)
    if appt is None:
        return {"error": f"unknown appointment_id {appointment_id!r}"}
    if appt["status"] != "confirmed":
        return {"error": f"appointment {appt['appointment_id']} is {appt['status']} and cannot be cancelled"}
    return {"appointment_id": appt["appointment_id"], "status": "cancelled", "pet": appt["pet"], "was": appt["start"],
            "vet": appt["vet"], "reason": appt["reason"], "cancellation_fee": 0.0,
            "note": "Cancelled with more than 24 hours' notice: no fee."}


def vet_get_vaccinations(pet_id):
    pet = _vet_pet(pet_id)
    if pet is None:
        return {"error": f"unknown pet_id {pet_id!r}"}
    rows = []
    for name, given, due in VET_VACCINES[pet["pet_id"]]:
        due_day = _dt.date.fromisoformat(due)
        status = "overdue" if due_day < VET_TODAY else "due_soon" if (due_day - VET_TODAY).days <= 30 else "up_to_date"
        rows.append({"vaccine": name, "last_given": given, "next_due": due, "status": status})
    return {"pet": pet["name"], "pet_id": pet["pet_id"], "vaccinations": rows}


def vet_get_prescriptions(pet_id):
    pet = _vet_pet(pet_id)
    if pet is None:
        return {"error": f"unknown pet_id {pet_id!r}"}
    return {"pet": pet["name"], "pet_id": pet["pet_id"], "prescriptions": VET_PRESCRIPTIONS[pet["pet_id"]]}


def vet_request_refill(prescription_id, pickup):
    rx = next((r for rows in VET_PRESCRIPTIONS.values() for r in rows
               if r["prescription_id"] == str(prescription_id or "").strip().upper()), None)
    if rx is None:
        return {"error": f"unknown prescription_id {prescription_id!r}"}
    if not isinstance(pickup, dict) or pickup.get("method") not in ("clinic", "delivery"):
        return {"error": "pickup.method must be 'clinic' or 'delivery'"}
    if rx["refills_remaining"] < 1:
        return {"error": "no refills remaining; the vet must re-authorise"}
    result = {"refill_id": f"RF-{rx['prescription_id'][3:]}-01", "prescription_id": rx["prescription_id"],
              "drug": rx["drug"], "method": pickup["method"], "status": "requested",
              "refills_remaining_after": rx["refills_remaining"] - 1, "price": rx["price_per_fill"], "currency": "GBP"}
    if pickup["method"] == "clinic":
        result["ready_from"] = "2026-12-10T14:00"
    else:
        result["estimated_delivery"] = "2026-12-12"
    return result


VET_TOOLS = [
    ToolDef("list_pets", "List the signed-in client's pets with their ids.",
            {"type": "object", "properties": {}}, vet_list_pets),
    ToolDef("list_vets", "List the clinic's vets, optionally only those with a given specialty.",
            {"type": "object", "properties": {
                "specialty": {"type": "string", "enum": ["general", "dermatology", "dental", "surgery", "exotics"]}}},
            vet_list_vets),
    ToolDef("find_slots", "Find free appointment slots at the clinic on one day.",
            {"type": "object", "properties": {
                "date": {"type": "string", "format": "date", "description": "Day to search, YYYY-MM-DD"},
                "reason": {"type": "string", "enum": VET_REASONS, "description": "What the visit is for"},
                "vet_id": {"type": ["string", "null"], "description": "Only this vet (e.g. V-1); null for any vet"}},
             "required": ["date", "reason"]},
            vet_find_slots),
    ToolDef("book_appointment", "Book a pet into a free slot returned by find_slots.",
            {"type": "object", "properties": {
                "pet_id": {"type": "string"},
                "slot_id": {"type": "string", "description": "slot_id from find_slots"},
                "reason": {"type": "string", "enum": VET_REASONS},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}],
                          "description": "Symptoms or anything the vet should know"}},
             "required": ["pet_id", "slot_id", "reason", "notes"], "additionalProperties": False},
            vet_book_appointment, act=True, strict=True),
    ToolDef("list_appointments", "List the client's appointments (upcoming by default).",
            {"type": "object", "properties": {
                "pet_id": {"type": ["string", "null"], "description": "One pet only; null for all pets"},
                "include_past": {"type": "boolean", "default": False}}},
            vet_list_appointments),
    ToolDef("cancel_appointment", "Cancel an upcoming appointment.",
            {"type": "object", "properties": {
                "appointment_id": {"type": "string"},
                "reason": {"type": "string", "description": "Optional reason for the clinic"}},
             "required": ["appointment_id"]},
            vet_cancel_appointment, act=True),
    ToolDef("get_vaccinations", "A pet's vaccination record with next due dates.",
            {"type": "object", "properties": {"pet_id": {"type": "string"}}, "required": ["pet_id"]},
            vet_get_vaccinations),
    ToolDef("get_prescriptions", "A pet's current prescriptions and remaining refills.",
            {"type": "object", "properties": {"pet_id": {"type": "string"}}, "required": ["pet_id"]},
            vet_get_prescriptions),
    ToolDef("request_refill", "Request a refill of a prescription, for collection at the clinic or delivery.",
            {"type": "object", "properties": {
                "prescription_id": {"type": "string"},
                "pickup": {"type": "object", "properties": {
                    "method": {"type": "string", "enum": ["clinic", "delivery"]},
                    "date": {"type": ["string", "null"], "format": "date",
                             "description": "Preferred collection/delivery day, if any"}},
                    "required": ["method"]}},
             "required": ["prescription_id", "pickup"]},
            vet_request_refill, act=True),
]

VET_ACTS = ["book_appointment", "cancel_appointment", "request_refill"]

VET = Domain(
    name="vet_clinic",
    tools=VET_TOOLS,
    instructions=(
        "You are the assistant in the Willowbrook Veterinary Clinic client app (22 Mill Lane). "
        "Today is Wednesday, 9 December 2026. The signed-in client is Priya Raman (client C-2231). "
        "Her pets on file: Biscuit (pet_id P-101), a 4-year-old male beagle, and Mochi (pet_id P-102), "
        "a 2-year-old female domestic shorthair cat. The clinic is open Monday to Saturday and closed on Sundays. "
        "Use the tools to look things up, and book, cancel or order refills when the client asks you to. "
        "You are not a substitute for a vet: for urgent symptoms suggest calling the clinic on 01632 960 412."
    ),
)

VET_CASES = [
    Case(
        id="fa_vet_direct_book_checkup",
        domain="vet_clinic",
        category="direct",
        features=("date", "enum", "strict", "nullable_anyof"),
        turns=[Turn(
            user="Book Biscuit in for a checkup this Saturday at 10:30.",
            calls=[ExpectCall("find_slots", {"date": date("2026-12-12")}),
                   ExpectCall("book_appointment", {"pet_id": "P-101", "slot_id": "SL-20261212-1030-V1",
                                                   "reason": "checkup"})],
            allow=["list_pets", "list_vets"],
            answer_has=[said("10:30", "10.30"), said("Carter")],
        )],
    ),
    Case(
        id="fa_vet_polite_mochi_vaccines",
        domain="vet_clinic",
        category="polite",
        features=("date",),
        turns=[Turn(
            user="Hiya, could you tell me when Mochi's next vaccinations are due please? Thank you!",
            calls=[ExpectCall("get_vaccinations", {"pet_id": "P-102"})],
            allow=["list_pets"],
            forbid=VET_ACTS,
            answer_has=[said("March 2027", "10 March", "March 10", "2027-03-10", "10/03/2027", "10th March",
                             "10 Mar", "Mar 10")],
        )],
    ),
    Case(
        id="fa_vet_indirect_scratching_saturday",
        domain="vet_clinic",
        category="indirect",
        features=("date", "enum"),
        turns=[Turn(
            user="my dog keeps scratching at his ears and shaking his head, is there anything free on saturday morning?",
            calls=[ExpectCall("find_slots", {"date": date("2026-12-12")})],
            allow=["list_pets", "list_vets", "list_appointments"],
            forbid=VET_ACTS,
            answer_has=[said("9:00", "09:00", "9am", "9 am", "9.00", "10:30", "10.30", "11:15", "11.15")],
        )],
    ),
    Case(
        id="fa_vet_multi_intent_refill_and_appointments",
        domain="vet_clinic",
        category="multi_intent",
        features=("nested", "enum"),
        turns=[Turn(
            user="Can you put a refill in for Biscuit's Apoquel? I'll pick it up from the clinic. "
                 "Also what appointments have we got coming up?",
            calls=[ExpectCall("request_refill", {"prescription_id": "RX-881", "pickup": fields(method="clinic")}),
                   ExpectCall("list_appointments")],
            allow=["get_prescriptions", "list_pets"],
            forbid=["book_appointment", "cancel_appointment"],
            answer_has=[said("15 Dec", "December 15", "Dec 15", "15th", "2026-12-15", "Tuesday")],
        )],
    ),
    Case(
        id="fa_vet_no_tool_chocolate_hypothetical",
        domain="vet_clinic",
        category="no_tool",
        turns=[Turn(
            user="Just curious, hypothetically if a dog ate a bit of milk chocolate how worried should you be? "
                 "Nothing's happened, I'm just wondering.",
            forbid=VET_ACTS + ["find_slots"],
            answer_has=[said("vet")],
        )],
    ),
    Case(
        id="fa_vet_underspecified_book_cat",
        domain="vet_clinic",
        category="underspecified",
        turns=[Turn(
            user="I need to get the cat booked in.",
            allow=["list_pets", "list_vets", "list_appointments"],
            forbid=VET_ACTS,
            clarify=True,
        )],
    ),
    Case(
        id="fa_vet_chained_cancel_mochi_next",
        domain="vet_clinic",
        category="chained",
        turns=[Turn(
            user="Please cancel Mochi's next appointment, we're going to be away.",
            calls=[ExpectCall("list_appointments"), ExpectCall("cancel_appointment", {"appointment_id": "A-5524"})],
            allow=["list_pets"],
            forbid=["book_appointment", "request_refill"],
            answer_has=[said("18 Dec", "December 18", "Dec 18", "18th", "2026-12-18", "Friday", "dental")],
        )],
    ),
    Case(
        id="fa_vet_multi_turn_jabs_then_book",
        domain="vet_clinic",
        category="multi_turn",
        features=("date", "strict", "enum"),
        turns=[
            Turn(
                user="Is Biscuit up to date on his jabs?",
                calls=[ExpectCall("get_vaccinations", {"pet_id": "P-101"})],
                allow=["list_pets"],
                forbid=VET_ACTS,
                answer_has=[said("lepto")],
            ),
            Turn(
                user="Ugh, OK. What's free on Friday for that?",
                calls=[ExpectCall("find_slots", {"date": date("2026-12-11")})],
                allow=["list_vets"],
                forbid=VET_ACTS,
                answer_has=[said("16:45", "4:45", "4.45")],
            ),
            Turn(
                user="Book the 4:45 one.",
                calls=[ExpectCall("book_appointment", {"pet_id": "P-101", "slot_id": "SL-20261211-1645-V1",
                                                       "reason": "vaccination"})],
                allow=["find_slots"],
                answer_has=[said("16:45", "4:45", "4.45")],
            ),
        ],
    ),
    Case(
        id="fa_vet_multi_turn_meds_other_pet_refill",
        domain="vet_clinic",
        category="multi_turn",
        features=("nested",),
        turns=[
            Turn(
                user="What meds is Mochi on at the moment?",
                calls=[ExpectCall("get_prescriptions", {"pet_id": "P-102"})],
                forbid=VET_ACTS,
                answer_has=[said("gabapentin")],
            ),
            Turn(
                user="and the other one?",
                calls=[ExpectCall("get_prescriptions", {"pet_id": "P-101"})],
                forbid=VET_ACTS,
                answer_has=[said("apoquel", "oclacitinib")],
            ),
            Turn(
                user="Right, can you refill that one - I'll collect it at the clinic",
                calls=[ExpectCall("request_refill", {"prescription_id": "RX-881", "pickup": fields(method="clinic")})],
                allow=["get_prescriptions"],
                forbid=["book_appointment", "cancel_appointment"],
                answer_has=[said("apoquel", "RF-881", "refill")],
            ),
        ],
    ),
]


# =============================================================================================
# Domain 2: car rental (today: Monday 14 December 2026), camelCase
# =============================================================================================

CAR_NOW = _dt.datetime(2026, 12, 14, 9, 30)

CAR_LOCATIONS = {
    "DUB-APT": {"code": "DUB-APT", "name": "Dublin Airport (Terminal 1 & 2 car hire centre)", "city": "Dublin"},
    "DUB-CTY": {"code": "DUB-CTY", "name": "Dublin City Centre, 41 Pearse Street", "city": "Dublin"},
    "GWY-CTY": {"code": "GWY-CTY", "name": "Galway City, Headford Road", "city": "Galway"},
    "ORK-APT": {"code": "ORK-APT", "name": "Cork Airport", "city": "Cork"},
}

# (carId suffix, model, class, seats, large bags, transmission, daily rate EUR)
CAR_FLEET = {
    "DUB-APT": [("YARIS", "Toyota Yaris", "economy", 5, 1, "manual", 39.0),
                ("GOLF", "Volkswagen Golf", "compact", 5, 2, "manual", 47.0),
                ("TUCSON", "Hyundai Tucson", "suv", 5, 3, "automatic", 74.0),
                ("SPORTAGE", "Kia Sportage", "suv", 5, 3, "automatic", 79.0),
                ("TOURNEO", "Ford Tourneo Custom", "van", 8, 4, "manual", 105.0),
                ("BMW5", "BMW 5 Series", "premium", 5, 3, "automatic", 129.0)],
    "DUB-CTY": [("FIESTA", "Ford Fiesta", "economy", 5, 1, "manual", 36.0),
                ("208", "Peugeot 208", "economy", 5, 1, "automatic", 42.0),
                ("COROLLA", "Toyota Corolla Hybrid", "compact", 5, 2, "automatic", 48.0),
                ("OCTAVIA", "Skoda Octavia", "midsize", 5, 3, "automatic", 56.0),
                ("QASHQAI", "Nissan Qashqai", "suv", 5, 2, "automatic", 71.0)],
    "GWY-CTY": [("YARIS", "Toyota Yaris", "economy", 5, 1, "manual", 37.0),
                ("QASHQAI", "Nissan Qashqai", "suv", 5, 2, "automatic", 69.0)],
    "ORK-APT": [("FIESTA", "Ford Fiesta", "economy", 5, 1, "manual", 35.0),
                ("GOLF", "Volkswagen Golf", "compact", 5, 2, "manual", 45.0),
                ("KODIAQ", "Skoda Kodiaq", "suv", 7, 3, "automatic", 76.0)],
}

CAR_CLASSES = ["economy", "compact", "midsize", "suv", "van", "premium"]
CAR_EXTRAS = {"child_seat": 8.0, "booster_seat": 6.0, "gps": 7.0, "snow_chains": 5.0, "wifi_hotspot": 9.0}
FUEL_POLICY = ("Full-to-full: return the car with a full tank, otherwise refuelling is charged at EUR 2.10/litre "
               "plus a EUR 25 service fee.")

CAR_RESERVATIONS = {
    "RES-30918": {"reservationId": "RES-30918", "status": "confirmed", "carId": "CAR-DUB-APT-GOLF",
                  "car": "Volkswagen Golf", "carClass": "compact", "seats": 5, "largeBags": 2, "transmission": "manual",
                  "pickupLocation": "DUB-APT", "pickupLocationName": "Dublin Airport",
                  "pickupDateTime": "2026-12-16T10:00",
                  "returnLocation": "DUB-APT", "returnLocationName": "Dublin Airport",
                  "returnDateTime": "2026-12-20T10:00",
                  "drivers": ["Tom Becker"], "extras": [], "days": 4, "dailyRate": 47.0, "total": 188.0,
                  "currency": "EUR", "fuelPolicy": FUEL_POLICY, "cover": "Basic CDW (excess EUR 1,500)"},
    "RES-30544": {"reservationId": "RES-30544", "status": "active", "carId": "CAR-GWY-CTY-YARIS",
                  "car": "Toyota Yaris", "carClass": "economy", "seats": 5, "largeBags": 1, "transmission": "manual",
                  "registration": "252-G-4471",
                  "pickupLocation": "GWY-CTY", "pickupLocationName": "Galway City, Headford Road",
                  "pickupDateTime": "2026-12-12T09:00",
                  "returnLocation": "GWY-CTY", "returnLocationName": "Galway City, Headford Road",
                  "returnDateTime": "2026-12-15T09:00",
                  "drivers": ["Tom Becker"], "extras": [], "days": 3, "dailyRate": 37.0, "total": 111.0,
                  "currency": "EUR", "odometerAtPickupKm": 47862, "fuelAtPickup": "full",
                  "fuelPolicy": FUEL_POLICY, "cover": "Basic CDW (excess EUR 1,500)"},
}


def _car_location(text):
    raw = str(text or "").strip()
    if raw.upper() in CAR_LOCATIONS:
        return CAR_LOCATIONS[raw.upper()], None
    words = _norm(raw)
    if "cork" in words or "ork" in words.split():
        return CAR_LOCATIONS["ORK-APT"], None
    if "galway" in words or "gwy" in words.split():
        return CAR_LOCATIONS["GWY-CTY"], None
    if "dublin" in words or "pearse" in words or "dub" in words.split():
        if "airport" in words or "apt" in words.split():
            return CAR_LOCATIONS["DUB-APT"], None
        if any(w in words for w in ("city", "centre", "center", "pearse", "cty")):
            return CAR_LOCATIONS["DUB-CTY"], None
        return None, "ambiguous location 'Dublin': use DUB-APT (Dublin Airport) or DUB-CTY (Dublin City Centre)"
    return None, f"no branch matches {raw!r}; branches: {', '.join(CAR_LOCATIONS)}"


def _car_days(start, end):
    hours = (end - start).total_seconds() / 3600
    return max(1, math.ceil((hours - 1) / 24))  # one hour's grace


def _car_by_id(car_id):
    m = re.match(r"^CAR-([A-Z]{3}-[A-Z]{3})-(.+)$", str(car_id or "").strip().upper())
    if not m or m.group(1) not in CAR_FLEET:
        return None, None
    for row in CAR_FLEET[m.group(1)]:
        if row[0] == m.group(2):
            return m.group(1), row
    return None, None


def car_find_locations(city):
    key = _norm(city)
    rows = [loc for loc in CAR_LOCATIONS.values() if key and key in _norm(loc["city"] + " " + loc["name"])]
    if not rows:
        return {"error": f"no branches in {city!r}; we operate in Dublin, Galway and Cork"}
    return {"locations": rows}


def car_search_cars(pickupLocation, pickupDateTime, returnDateTime, carClass=None, transmission=None):
    loc, problem = _car_location(pickupLocation)
    if loc is None:
        return {"error": problem}
    start, end = _moment(pickupDateTime), _moment(returnDateTime)
    if start is None or end is None:
        return {"error": "pickupDateTime and returnDateTime must be ISO date-times, e.g. 2026-12-18T09:00"}
    if start < CAR_NOW:
        return {"error": "pickup time is in the past"}
    if end <= start:
        return {"error": "returnDateTime must be after pickupDateTime"}
    if carClass and carClass not in CAR_CLASSES:
        return {"error": f"unknown carClass {carClass!r}"}
    days = _car_days(start, end)
    cars = []
    for suffix, model, klass, seats, bags, gearbox, rate in CAR_FLEET[loc["code"]]:
        if carClass and klass != carClass:
            continue
        if transmission and gearbox != transmission:
            continue
        cars.append({"carId": f"CAR-{loc['code']}-{suffix}", "model": model, "carClass": klass, "seats": seats,
                     "largeBags": bags, "transmission": gearbox, "dailyRate": rate, "days": days,
                     "estimatedTotal": round(rate * days, 2)})
    cars.sort(key=lambda c: c["dailyRate"])
    return {"pickupLocation": loc, "pickupDateTime": _iso(start), "returnDateTime": _iso(end), "currency": "EUR",
            "totalsInclude": "basic CDW cover and VAT; extras are charged per day",
            "cars": cars, "count": len(cars)}


def car_book_car(carId, pickupDateTime, returnDateTime, extras=None):
    code, row = _car_by_id(carId)
    if row is None:
        return {"error": f"unknown carId {carId!r}; use searchCars"}
    start, end = _moment(pickupDateTime), _moment(returnDateTime)
    if start is None or end is None or end <= start or start < CAR_NOW:
        return {"error": "invalid pickup/return times"}
    extras = list(extras or [])
    bad = [e for e in extras if e not in CAR_EXTRAS]
    if bad:
        return {"error": f"unknown extras {bad}; allowed: {list(CAR_EXTRAS)}"}
    days = _car_days(start, end)
    extras_cost = sum(CAR_EXTRAS[e] for e in extras) * days
    total = row[6] * days + extras_cost
    number_ = 31000 + (sum(ord(c) for c in str(carId).upper()) * 7 + start.day * 31) % 900
    return {"reservationId": f"RES-{number_}", "status": "confirmed", "carId": f"CAR-{code}-{row[0]}", "car": row[1],
            "pickupLocation": CAR_LOCATIONS[code]["name"], "pickupDateTime": _iso(start), "returnDateTime": _iso(end),
            "days": days, "extras": extras, "extrasTotal": round(extras_cost, 2), "total": round(total, 2),
            "currency": "EUR", "payment": "charged at pickup to card on file (Visa ending 0098)"}


def car_list_reservations():
    return {"customer": "Tom Becker", "reservations": list(CAR_RESERVATIONS.values())}


def car_get_reservation(reservationId):
    res = CAR_RESERVATIONS.get(str(reservationId or "").strip().upper())
    if res is None:
        return {"error": f"unknown reservationId {reservationId!r}"}
    return res


def car_extend_rental(reservationId, newReturnDateTime):
    res = CAR_RESERVATIONS.get(str(reservationId or "").strip().upper())
    if res is None:
        return {"error": f"unknown reservationId {reservationId!r}"}
    new_end = _moment(newReturnDateTime, default_time=res["returnDateTime"][11:])
    old_end = _moment(res["returnDateTime"])
    if new_end is None:
        return {"error": f"invalid newReturnDateTime {newReturnDateTime!r}"}
    if new_end <= old_end:
        return {"error": f"new return time must be after the current one ({res['returnDateTime']})"}
    days = _car_days(_moment(res["pickupDateTime"]), new_end)
    total = days * res["dailyRate"]
    return {"reservationId": res["reservationId"], "status": res["status"], "car": res["car"],
            "previousReturnDateTime": res["returnDateTime"], "returnDateTime": _iso(new_end),
            "returnLocation": CAR_LOCATIONS[res["returnLocation"]]["name"], "days": days,
            "previousTotal": res["total"], "total": round(total, 2), "extraCost": round(total - res["total"], 2),
            "currency": "EUR", "fuelPolicy": res["fuelPolicy"]}


def car_add_driver(reservationId, driver):
    res = CAR_RESERVATIONS.get(str(reservationId or "").strip().upper())
    if res is None:
        return {"error": f"unknown reservationId {reservationId!r}"}
    if not isinstance(driver, dict):
        return {"error": "driver must be an object"}
    missing = [k for k in ("fullName", "dateOfBirth", "licenseNumber", "licenseCountry") if not driver.get(k)]
    if missing:
        return {"error": f"driver is missing {missing}"}
    born = _day(driver["dateOfBirth"])
    if born is None:
        return {"error": "dateOfBirth must be YYYY-MM-DD"}
    age = (CAR_NOW.date() - born).days // 365
    if age < 23:
        return {"error": f"additional drivers must be at least 23 (driver is {age})"}
    fee = 12.0 * res["days"]
    return {"reservationId": res["reservationId"], "driverAdded": driver["fullName"], "driverAge": age,
            "drivers": res["drivers"] + [driver["fullName"]], "additionalDriverFee": fee, "feePerDay": 12.0,
            "newTotal": res["total"] + fee, "currency": "EUR",
            "note": "The additional driver must show their licence at pickup."}


def car_return_car(reservationId, fuelLevel, odometerKm, dropOffLocation):
    res = CAR_RESERVATIONS.get(str(reservationId or "").strip().upper())
    if res is None:
        return {"error": f"unknown reservationId {reservationId!r}"}
    if res["status"] != "active":
        return {"error": f"reservation {res['reservationId']} has not been picked up yet"}
    loc, problem = _car_location(dropOffLocation)
    if loc is None:
        return {"error": problem}
    if not isinstance(odometerKm, int) or isinstance(odometerKm, bool) or odometerKm < res["odometerAtPickupKm"]:
        return {"error": f"odometerKm must be an integer of at least {res['odometerAtPickupKm']}"}
    refuel = {"full": 0.0, "three_quarters": 35.0, "half": 55.0, "quarter": 75.0, "empty": 95.0}
    if fuelLevel not in refuel:
        return {"error": f"unknown fuelLevel {fuelLevel!r}"}
    one_way = 0.0 if loc["code"] == res["returnLocation"] else 40.0
    extra = refuel[fuelLevel] + one_way
    return {"receiptId": f"RET-{res['reservationId'][4:]}", "reservationId": res["reservationId"], "status": "returned",
            "returnedAt": _iso(CAR_NOW), "dropOffLocation": loc["name"],
            "kmDriven": odometerKm - res["odometerAtPickupKm"], "fuelLevel": fuelLevel,
            "refuellingCharge": refuel[fuelLevel], "oneWayFee": one_way, "extraCharges": extra,
            "finalTotal": res["total"] + extra, "currency": "EUR",
            "note": "Early returns are not refunded. Leave the keys in the branch key box."}


DAMAGE_AREAS = ["front_bumper", "rear_bumper", "left_side", "right_side", "roof", "windscreen", "wheel_tyre",
                "interior", "other"]


def car_report_damage(reservationId, damage, photoUrls=None, otherPartyInvolved=None):
    res = CAR_RESERVATIONS.get(str(reservationId or "").strip().upper())
    if res is None:
        return {"error": f"unknown reservationId {reservationId!r}"}
    if not isinstance(damage, dict) or damage.get("area") not in DAMAGE_AREAS:
        return {"error": f"damage.area must be one of {DAMAGE_AREAS}"}
    if damage.get("severity") not in ("minor", "moderate", "severe"):
        return {"error": "damage.severity must be minor, moderate or severe"}
    return {"claimId": f"DMG-{res['reservationId'][4:]}-1", "reservationId": res["reservationId"], "car": res["car"],
            "area": damage["area"], "severity": damage["severity"], "status": "logged",
            "photosReceived": len(photoUrls or []), "cover": res["cover"],
            "nextSteps": "Show the damage to staff at return. Under basic CDW you pay at most EUR 1,500 excess; "
                         "the actual repair cost is assessed after return."}


CAR_TOOLS = [
    ToolDef("findLocations", "Find rental branches in a city.",
            {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
            car_find_locations),
    ToolDef("searchCars", "Search available cars at a branch for a rental period. Totals are in EUR.",
            {"type": "object", "properties": {
                "pickupLocation": {"type": "string", "description": "Branch code (e.g. DUB-APT) or branch name"},
                "pickupDateTime": {"type": "string", "format": "date-time",
                                   "description": "Local time, e.g. 2026-12-18T09:00"},
                "returnDateTime": {"type": "string", "format": "date-time"},
                "carClass": {"type": "string", "enum": CAR_CLASSES},
                "transmission": {"type": "string", "enum": ["automatic", "manual"]}},
             "required": ["pickupLocation", "pickupDateTime", "returnDateTime"]},
            car_search_cars),
    ToolDef("bookCar", "Reserve a car from searchCars for the signed-in customer.",
            {"type": "object", "properties": {
                "carId": {"type": "string"},
                "pickupDateTime": {"type": "string", "format": "date-time"},
                "returnDateTime": {"type": "string", "format": "date-time"},
                "extras": {"type": "array", "items": {"type": "string", "enum": list(CAR_EXTRAS)},
                           "description": "Optional extras, charged per day"}},
             "required": ["carId", "pickupDateTime", "returnDateTime"]},
            car_book_car, act=True),
    ToolDef("listReservations", "The signed-in customer's reservations (upcoming and active), with full details.",
            {"type": "object", "properties": {}}, car_list_reservations),
    ToolDef("getReservation", "One reservation by id.",
            {"type": "object", "properties": {"reservationId": {"type": "string"}}, "required": ["reservationId"]},
            car_get_reservation),
    ToolDef("extendRental", "Move a reservation's return to a later time (price recalculated).",
            {"type": "object", "properties": {
                "reservationId": {"type": "string"},
                "newReturnDateTime": {"type": "string", "format": "date-time"}},
             "required": ["reservationId", "newReturnDateTime"]},
            car_extend_rental, act=True),
    ToolDef("addDriver", "Add an additional driver to a reservation (EUR 12/day).",
            {"type": "object",
             "$defs": {"Driver": {"type": "object", "properties": {
                 "fullName": {"type": "string"},
                 "dateOfBirth": {"type": "string", "format": "date"},
                 "licenseNumber": {"type": "string"},
                 "licenseCountry": {"type": "string", "pattern": "^[A-Z]{2}$",
                                    "description": "ISO 3166-1 alpha-2 code of the country that issued the licence"}},
                 "required": ["fullName", "dateOfBirth", "licenseNumber", "licenseCountry"]}},
             "properties": {"reservationId": {"type": "string"}, "driver": {"$ref": "#/$defs/Driver"}},
             "required": ["reservationId", "driver"]},
            car_add_driver, act=True),
    ToolDef("returnCar", "Check in (return) an active rental at a branch: self-service key-box return.",
            {"type": "object", "properties": {
                "reservationId": {"type": "string"},
                "fuelLevel": {"type": "string", "enum": ["full", "three_quarters", "half", "quarter", "empty"]},
                "odometerKm": {"type": "integer", "description": "Odometer reading in km"},
                "dropOffLocation": {"type": "string", "description": "Branch code or name"}},
             "required": ["reservationId", "fuelLevel", "odometerKm", "dropOffLocation"]},
            car_return_car, act=True),
    ToolDef("reportDamage", "Report damage to a rented car.",
            {"type": "object", "properties": {
                "reservationId": {"type": "string"},
                "damage": {"type": "object", "properties": {
                    "area": {"type": "string", "enum": DAMAGE_AREAS},
                    "severity": {"type": "string", "enum": ["minor", "moderate", "severe"]},
                    "description": {"type": "string"}},
                    "required": ["area", "severity", "description"], "additionalProperties": False},
                "photoUrls": {"type": ["array", "null"], "items": {"type": "string"}},
                "otherPartyInvolved": {"type": ["boolean", "null"],
                                       "description": "Was another vehicle or person involved?"}},
             "required": ["reservationId", "damage", "photoUrls", "otherPartyInvolved"], "additionalProperties": False},
            car_report_damage, act=True, strict=True),
]

CAR_ACTS = ["bookCar", "extendRental", "addDriver", "returnCar", "reportDamage"]
CAR_READS = ["listReservations", "getReservation"]

CAR = Domain(
    name="car_rental",
    tools=CAR_TOOLS,
    instructions=(
        "You are the in-app assistant for Northwind Car Rental (Ireland). Today is Monday, 14 December 2026, "
        "and it is 9:30 in the morning. The signed-in customer is Tom Becker (customer CUST-4471). "
        "Branches: Dublin Airport (DUB-APT), Dublin City Centre (DUB-CTY), Galway City (GWY-CTY) and Cork Airport "
        "(ORK-APT). Prices are in euro. Help the customer search, book and manage rentals with the tools; make "
        "bookings and changes when the customer asks for them."
    ),
)

CAR_CASES = [
    Case(
        id="fa_car_direct_suv_dublin_airport",
        domain="car_rental",
        category="direct",
        features=("date", "enum"),
        turns=[Turn(
            user="Need an SUV from Dublin Airport, pick up Friday 9am, drop back Monday 9am.",
            calls=[ExpectCall("searchCars", {"pickupLocation": matches(r"DUB-APT|airport"),
                                             "pickupDateTime": at("2026-12-18", "09:00"),
                                             "returnDateTime": at("2026-12-21", "09:00")})],
            allow=["findLocations"],
            forbid=CAR_ACTS,
            answer_has=[said("Tucson", "Sportage")],
        )],
    ),
    Case(
        id="fa_car_polite_add_wife_driver",
        domain="car_rental",
        category="polite",
        features=("ref", "nested", "date", "iso_code", "person"),
        turns=[Turn(
            user="Hi there, could you please add my wife as a second driver on the Dublin booking? Her name's Anna "
                 "Becker, born 3 March 1988, Irish licence number 880312-AB4471. Thanks a million.",
            calls=[ExpectCall("addDriver", {"reservationId": "RES-30918",
                                            "driver": fields(fullName=contains("Anna", "Becker"),
                                                             dateOfBirth=date("1988-03-03"),
                                                             licenseNumber=contains("880312"),
                                                             licenseCountry="IE")})],
            allow=CAR_READS,
            forbid=["bookCar", "extendRental", "returnCar", "reportDamage"],
            answer_has=[said("Anna")],
        )],
    ),
    Case(
        id="fa_car_indirect_kids_luggage",
        domain="car_rental",
        category="indirect",
        turns=[Turn(
            user="I'm landing in Dublin on Wednesday with three kids and a mountain of luggage... "
                 "is the car I booked going to be big enough??",
            calls=[ExpectCall("listReservations")],
            allow=["getReservation", "searchCars", "findLocations"],
            forbid=CAR_ACTS,
            answer_has=[said("Golf")],
        )],
    ),
    Case(
        id="fa_car_multi_intent_extend_and_fuel",
        domain="car_rental",
        category="multi_intent",
        features=("date",),
        turns=[Turn(
            user="Please extend the Yaris till Wednesday 10am. Also do I have to bring it back with a full tank?",
            calls=[ExpectCall("extendRental", {"reservationId": "RES-30544",
                                               "newReturnDateTime": at("2026-12-16", "10:00")})],
            allow=CAR_READS,
            forbid=["bookCar", "addDriver", "returnCar", "reportDamage"],
            answer_has=[said("full")],
        )],
    ),
    Case(
        id="fa_car_no_tool_cdw_explained",
        domain="car_rental",
        category="no_tool",
        turns=[Turn(
            user="What's the difference between CDW and super CDW? Is the extra cover usually worth paying for?",
            allow=CAR_READS,
            forbid=CAR_ACTS + ["searchCars"],
            answer_has=[said("excess", "deductible")],
        )],
    ),
    Case(
        id="fa_car_underspecified_cork_weekend",
        domain="car_rental",
        category="underspecified",
        turns=[Turn(
            user="book me a car in cork for next weekend",
            allow=["searchCars", "findLocations", "listReservations"],
            forbid=CAR_ACTS,
            clarify=True,
        )],
    ),
    Case(
        id="fa_car_chained_bumper_damage",
        domain="car_rental",
        category="chained",
        features=("nested", "enum", "strict", "nullable_anyof"),
        turns=[Turn(
            user="Someone dinged the back bumper of the Yaris in a car park last night - small dent and the paint's "
                 "scratched. Can you log a damage report for it?",
            calls=[ExpectCall("listReservations"),
                   ExpectCall("reportDamage", {"reservationId": "RES-30544",
                                               "damage": fields(area="rear_bumper",
                                                                severity=one_of("minor", "moderate"))})],
            allow=["getReservation"],
            forbid=["bookCar", "extendRental", "addDriver", "returnCar"],
            answer_has=[said("DMG-30544", "logged", "reported", "recorded")],
        )],
    ),
    Case(
        id="fa_car_multi_turn_search_then_book_corolla",
        domain="car_rental",
        category="multi_turn",
        features=("date", "array", "enum"),
        turns=[
            Turn(
                user="What automatics have you got at Dublin City Centre from 10am on the 23rd to 10am on the 27th?",
                calls=[ExpectCall("searchCars", {"pickupLocation": matches(r"DUB-CTY|city|pearse|dublin"),
                                                 "pickupDateTime": at("2026-12-23", "10:00"),
                                                 "returnDateTime": at("2026-12-27", "10:00")})],
                allow=["findLocations"],
                forbid=CAR_ACTS,
                answer_has=[said("Corolla")],
            ),
            Turn(
                user="The Corolla sounds good. How much would that be all in?",
                allow=["searchCars"],
                forbid=CAR_ACTS,
                answer_has=[said_number(192)],
            ),
            Turn(
                user="Grand, book it. And add a child seat.",
                calls=[ExpectCall("bookCar", {"carId": "CAR-DUB-CTY-COROLLA",
                                              "pickupDateTime": at("2026-12-23", "10:00"),
                                              "returnDateTime": at("2026-12-27", "10:00"),
                                              "extras": has_items("child_seat")})],
                allow=["searchCars"],
                answer_has=[said("RES-")],
            ),
        ],
    ),
    Case(
        id="fa_car_multi_turn_due_back_then_return",
        domain="car_rental",
        category="multi_turn",
        features=("enum",),
        turns=[
            Turn(
                user="When's the Yaris due back, and where?",
                calls=[ExpectCall("listReservations")],
                allow=["getReservation"],
                forbid=CAR_ACTS,
                answer_has=[said("Galway"), said("15 Dec", "December 15", "Dec 15", "15th", "2026-12-15", "tomorrow",
                                                 "Tuesday")],
            ),
            Turn(
                user="Actually I'm dropping it off early, I'm at the branch now. Check it in for me - full tank, "
                     "48,210 on the clock.",
                calls=[ExpectCall("returnCar", {"reservationId": "RES-30544", "fuelLevel": "full",
                                                "odometerKm": number(48210),
                                                "dropOffLocation": matches(r"GWY-CTY|galway")})],
                allow=CAR_READS,
                forbid=["bookCar", "extendRental", "addDriver", "reportDamage"],
                answer_has=[said("RET-30544", "returned", "checked in", "check-in", "348")],
            ),
        ],
    ),
]


# =============================================================================================
# Domain 3: tutoring platform, parent account (today: Thursday 3 December 2026)
# =============================================================================================

TUT_NOW = _dt.datetime(2026, 12, 3, 11, 20)

STUDENTS = {
    "STU-201": {"student_id": "STU-201", "name": "Amara Okafor", "year_group": "Year 10"},
    "STU-202": {"student_id": "STU-202", "name": "Tobi Okafor", "year_group": "Year 6"},
}

TUTORS = {
    "T-11": {"tutor_id": "T-11", "name": "Hannah Whitfield", "subjects": ["Maths"], "levels": ["GCSE", "A-level"],
             "hourly_rate": 38.0, "modes": ["online", "in_person"], "rating": 4.9},
    "T-12": {"tutor_id": "T-12", "name": "Marcus Lee", "subjects": ["Maths"], "levels": ["KS2", "KS3", "GCSE"],
             "hourly_rate": 30.0, "modes": ["online"], "rating": 4.7},
    "T-14": {"tutor_id": "T-14", "name": "Sofia Petrova", "subjects": ["Chemistry", "Physics"],
             "levels": ["GCSE", "A-level"], "hourly_rate": 42.0, "modes": ["online"], "rating": 4.8},
    "T-15": {"tutor_id": "T-15", "name": "Olu Adeyemi", "subjects": ["English"], "levels": ["KS2", "KS3", "GCSE"],
             "hourly_rate": 32.0, "modes": ["online", "in_person"], "rating": 4.9},
    "T-17": {"tutor_id": "T-17", "name": "Grace Tanaka", "subjects": ["French", "Spanish"], "levels": ["KS3", "GCSE"],
             "hourly_rate": 35.0, "modes": ["online"], "rating": 4.6},
    "T-19": {"tutor_id": "T-19", "name": "James Whitaker", "subjects": ["Chemistry", "Biology"], "levels": ["GCSE"],
             "hourly_rate": 36.0, "modes": ["online"], "rating": 4.7},
}

# free start times by weekday (0 = Monday)
TUT_FREE = {
    "T-11": {0: ["16:00", "17:00"], 1: ["18:00"], 2: ["16:00", "17:00", "18:00"], 3: ["16:30"], 4: ["16:00"],
             5: ["10:00", "11:00"]},
    "T-12": {0: ["15:30", "19:00"], 1: ["15:30", "19:00"], 2: ["15:30", "19:00"], 3: ["15:30", "19:00"],
             4: ["15:30", "19:00"], 5: ["09:00"]},
    "T-14": {1: ["17:00"], 3: ["17:00", "19:00"], 5: ["12:00", "14:00"], 6: ["11:00"]},
    "T-15": {0: ["16:00"], 2: ["17:00"], 3: ["16:00", "17:30"], 5: ["11:00"]},
    "T-17": {0: ["17:00"], 2: ["17:00"]},
    "T-19": {1: ["18:30"], 3: ["18:30"], 6: ["15:00"]},
}

TUT_SESSIONS = [
    {"session_id": "SES-8950", "student_id": "STU-201", "student": "Amara Okafor", "tutor_id": "T-11",
     "tutor": "Hannah Whitfield", "subject": "Maths", "start": "2026-12-01T17:00", "duration_minutes": 60,
     "mode": "online", "status": "completed", "price": 38.0},
    {"session_id": "SES-9001", "student_id": "STU-201", "student": "Amara Okafor", "tutor_id": "T-11",
     "tutor": "Hannah Whitfield", "subject": "Maths", "start": "2026-12-08T17:00", "duration_minutes": 60,
     "mode": "online", "status": "booked", "price": 38.0},
    {"session_id": "SES-9002", "student_id": "STU-202", "student": "Tobi Okafor", "tutor_id": "T-15",
     "tutor": "Olu Adeyemi", "subject": "English", "start": "2026-12-05T10:00", "duration_minutes": 45,
     "mode": "in_person", "status": "booked", "price": 24.0},
    {"session_id": "SES-9003", "student_id": "STU-201", "student": "Amara Okafor", "tutor_id": "T-14",
     "tutor": "Sofia Petrova", "subject": "Chemistry", "start": "2026-12-10T18:00", "duration_minutes": 60,
     "mode": "online", "status": "booked", "price": 42.0},
]

TUT_HOMEWORK = {
    "STU-201": [
        {"homework_id": "HW-551", "subject": "Maths", "title": "Quadratic equations worksheet (factorising)",
         "set_by": "Hannah Whitfield", "tutor_id": "T-11", "due": "2026-12-07", "status": "outstanding"},
        {"homework_id": "HW-548", "subject": "Chemistry", "title": "Moles and molar mass practice questions",
         "set_by": "Sofia Petrova", "tutor_id": "T-14", "due": "2026-12-04", "status": "outstanding"},
        {"homework_id": "HW-540", "subject": "Maths", "title": "Simultaneous equations", "set_by": "Hannah Whitfield",
         "tutor_id": "T-11", "due": "2026-11-30", "status": "submitted", "score": "17/20"},
    ],
    "STU-202": [
        {"homework_id": "HW-560", "subject": "English", "title": "Write a persuasive letter to the head teacher",
         "set_by": "Olu Adeyemi", "tutor_id": "T-15", "due": "2026-12-04", "status": "outstanding"},
        {"homework_id": "HW-557", "subject": "English", "title": "Spelling list 12", "set_by": "Olu Adeyemi",
         "tutor_id": "T-15", "due": "2026-11-28", "status": "submitted", "score": "9/10"},
    ],
}

TUT_REPORTS = {
    "STU-201": [
        {"subject": "Maths", "tutor": "Hannah Whitfield", "tutor_id": "T-11", "term": "Autumn 2026",
         "working_at_grade": 6, "predicted_grade": 7, "attendance": "8/8 sessions",
         "strengths": "Algebraic manipulation, simultaneous equations",
         "next_steps": "Completing the square; exam-style problem solving under time pressure"},
        {"subject": "Chemistry", "tutor": "Sofia Petrova", "tutor_id": "T-14", "term": "Autumn 2026",
         "working_at_grade": 5, "predicted_grade": 6, "attendance": "7/8 sessions",
         "strengths": "Atomic structure, bonding", "next_steps": "Mole calculations and balancing equations"},
    ],
    "STU-202": [
        {"subject": "English", "tutor": "Olu Adeyemi", "tutor_id": "T-15", "term": "Autumn 2026",
         "summary": "Working at the expected standard, aiming for greater depth by SATs",
         "reading_age": "12 years 1 month", "attendance": "6/6 sessions",
         "strengths": "Imaginative vocabulary, reading comprehension",
         "next_steps": "Paragraph structure and persuasive writing techniques"},
    ],
}

TUT_LEVELS = ["KS2", "KS3", "GCSE", "A-level"]


def _tut_student(student_id):
    return STUDENTS.get(str(student_id or "").strip().upper())


def _tut_tutor(tutor_id):
    return TUTORS.get(str(tutor_id or "").strip().upper())


def _subject_match(wanted, actual):
    w, a = _norm(wanted), _norm(actual)
    if not w:
        return True
    w = {"math": "maths", "mathematics": "maths", "chem": "chemistry"}.get(w, w)
    return w == a or a.startswith(w) or w.startswith(a)


def tut_search_tutors(subject, level, max_hourly_rate, mode):
    if level not in TUT_LEVELS:
        return {"error": f"unknown level {level!r}; one of {TUT_LEVELS}"}
    if mode not in ("online", "in_person", "any"):
        return {"error": f"unknown mode {mode!r}"}
    rows = []
    for t in TUTORS.values():
        if not any(_subject_match(subject, s) for s in t["subjects"]) or level not in t["levels"]:
            continue
        if isinstance(max_hourly_rate, (int, float)) and t["hourly_rate"] > max_hourly_rate:
            continue
        if mode != "any" and mode not in t["modes"]:
            continue
        rows.append(t)
    return {"subject": subject, "level": level, "currency": "GBP", "tutors": rows, "count": len(rows)}


def tut_get_tutor_availability(tutor_id, date):
    tutor = _tut_tutor(tutor_id)
    if tutor is None:
        return {"error": f"unknown tutor_id {tutor_id!r}"}
    day = _day(date)
    if day is None:
        return {"error": f"invalid date {date!r}"}
    if day < TUT_NOW.date():
        return {"error": f"{day.isoformat()} is in the past"}
    times = [t for t in TUT_FREE[tutor["tutor_id"]].get(day.weekday(), [])
             if _dt.datetime.combine(day, _dt.time.fromisoformat(t)) > TUT_NOW]
    return {"tutor": tutor["name"], "tutor_id": tutor["tutor_id"], "date": day.isoformat(),
            "weekday": day.strftime("%A"), "free_start_times": times, "modes": tutor["modes"]}


def _tut_free_at(tutor_id, moment):
    return moment > TUT_NOW and moment.strftime("%H:%M") in TUT_FREE[tutor_id].get(moment.weekday(), [])


def tut_book_session(tutor_id, student_id, start, duration_minutes, topic=None):
    tutor, student = _tut_tutor(tutor_id), _tut_student(student_id)
    if tutor is None:
        return {"error": f"unknown tutor_id {tutor_id!r}"}
    if student is None:
        return {"error": f"unknown student_id {student_id!r}"}
    moment = _moment(start)
    if moment is None:
        return {"error": f"invalid start {start!r}"}
    if duration_minutes not in (30, 45, 60, 90):
        return {"error": "duration_minutes must be 30, 45, 60 or 90"}
    if not _tut_free_at(tutor["tutor_id"], moment):
        return {"error": f"{tutor['name']} is not free at {_iso(moment)}; check get_tutor_availability"}
    number_ = 9100 + (moment.day * 24 + moment.hour + int(tutor["tutor_id"][2:])) % 800
    return {"session_id": f"SES-{number_}", "status": "booked", "tutor": tutor["name"], "student": student["name"],
            "start": _iso(moment), "duration_minutes": duration_minutes, "topic": topic,
            "price": round(tutor["hourly_rate"] * duration_minutes / 60, 2), "currency": "GBP",
            "join_link": f"https://brightpath.example/s/{number_}"}


def _tut_session(session_id):
    return next((s for s in TUT_SESSIONS if s["session_id"] == str(session_id or "").strip().upper()), None)


def tut_list_sessions(student_id=None, when="upcoming"):
    if student_id and _tut_student(student_id) is None:
        return {"error": f"unknown student_id {student_id!r}"}
    if when not in ("upcoming", "past"):
        return {"error": "when must be 'upcoming' or 'past'"}
    rows = [s for s in TUT_SESSIONS if (not student_id or s["student_id"] == str(student_id).upper())
            and ((s["status"] == "completed") == (when == "past"))]
    return {"when": when, "sessions": rows}


def tut_update_session(session_id, new_start=None, duration_minutes=None):
    session = _tut_session(session_id)
    if session is None:
        return {"error": f"unknown session_id {session_id!r}"}
    if session["status"] != "booked":
        return {"error": f"session {session['session_id']} is {session['status']}"}
    if new_start is None and duration_minutes is None:
        return {"error": "nothing to change: give new_start and/or duration_minutes"}
    start = _moment(session["start"])
    if new_start is not None:
        start = _moment(new_start, default_time=session["start"][11:])
        if start is None:
            return {"error": f"invalid new_start {new_start!r}"}
        if not _tut_free_at(session["tutor_id"], start):
            return {"error": f"{session['tutor']} is not free at {_iso(start)}"}
    minutes = duration_minutes if duration_minutes is not None else session["duration_minutes"]
    if minutes not in (30, 45, 60, 90):
        return {"error": "duration_minutes must be 30, 45, 60 or 90"}
    rate = TUTORS[session["tutor_id"]]["hourly_rate"]
    return {"session_id": session["session_id"], "status": "booked", "tutor": session["tutor"],
            "student": session["student"], "subject": session["subject"], "start": _iso(start),
            "weekday": start.strftime("%A"), "duration_minutes": minutes, "price": round(rate * minutes / 60, 2),
            "previous": {"start": session["start"], "duration_minutes": session["duration_minutes"],
                         "price": session["price"]}, "currency": "GBP", "tutor_notified": True}


def tut_cancel_session(session_id, reason=None):
    session = _tut_session(session_id)
    if session is None:
        return {"error": f"unknown session_id {session_id!r}"}
    if session["status"] != "booked":
        return {"error": f"session {session['session_id']} is {session['status']}"}
    late = (_moment(session["start"]) - TUT_NOW) < _dt.timedelta(hours=24)
    return {"session_id": session["session_id"], "status": "cancelled", "was": session["start"],
            "tutor": session["tutor"], "student": session["student"],
            "charge": session["price"] if late else 0.0, "refund": 0.0 if late else session["price"],
            "policy": "Free cancellation up to 24 hours before the session.", "tutor_notified": True}


def tut_get_homework(student_id, status="outstanding", subject=None):
    student = _tut_student(student_id)
    if student is None:
        return {"error": f"unknown student_id {student_id!r}"}
    if status not in ("outstanding", "submitted", "all"):
        return {"error": f"unknown status {status!r}"}
    rows = [h for h in TUT_HOMEWORK[student["student_id"]]
            if (status == "all" or h["status"] == status) and (not subject or _subject_match(subject, h["subject"]))]
    return {"student": student["name"], "homework": rows}


def tut_get_progress_report(student_id, subject=None):
    student = _tut_student(student_id)
    if student is None:
        return {"error": f"unknown student_id {student_id!r}"}
    rows = [r for r in TUT_REPORTS[student["student_id"]] if not subject or _subject_match(subject, r["subject"])]
    if not rows:
        return {"error": f"no progress report for {student['name']} in {subject!r}"}
    return {"student": student["name"], "year_group": student["year_group"], "issued": "2026-11-30", "reports": rows}


def tut_message_tutor(tutor_id, message, student_id=None):
    tutor = _tut_tutor(tutor_id)
    if tutor is None:
        return {"error": f"unknown tutor_id {tutor_id!r}"}
    if not str(message or "").strip():
        return {"error": "message is empty"}
    return {"message_id": f"MSG-{int(tutor['tutor_id'][2:]) * 101 + len(message)}", "to": tutor["name"],
            "status": "sent", "sent_at": _iso(TUT_NOW)}


TUT_TOOLS = [
    ToolDef("search_tutors", "Search tutors by subject and level. Rates are GBP per hour.",
            {"type": "object", "properties": {
                "subject": {"type": "string", "description": "e.g. Maths, English, Chemistry"},
                "level": {"type": "string", "enum": TUT_LEVELS},
                "max_hourly_rate": {"type": ["number", "null"], "description": "Maximum GBP per hour, or null"},
                "mode": {"type": "string", "enum": ["online", "in_person", "any"]}},
             "required": ["subject", "level", "max_hourly_rate", "mode"], "additionalProperties": False},
            tut_search_tutors, strict=True),
    ToolDef("get_tutor_availability", "A tutor's free start times on a day.",
            {"type": "object", "properties": {
                "tutor_id": {"type": "string"},
                "date": {"type": "string", "format": "date"}},
             "required": ["tutor_id", "date"]},
            tut_get_tutor_availability),
    ToolDef("book_session", "Book a tutoring session for one of the parent's children.",
            {"type": "object", "properties": {
                "tutor_id": {"type": "string"},
                "student_id": {"type": "string"},
                "start": {"type": "string", "description": "Local start, ISO 8601, e.g. 2026-12-05T10:00"},
                "duration_minutes": {"type": "integer", "enum": [30, 45, 60, 90]},
                "topic": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
             "required": ["tutor_id", "student_id", "start", "duration_minutes"]},
            tut_book_session, act=True),
    ToolDef("list_sessions", "List booked (upcoming) or past sessions.",
            {"type": "object", "properties": {
                "student_id": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "null = all children"},
                "when": {"type": "string", "enum": ["upcoming", "past"], "default": "upcoming"}}},
            tut_list_sessions),
    ToolDef("update_session", "Change a booked session's start time and/or length. The tutor is notified.",
            {"type": "object", "properties": {
                "session_id": {"type": "string"},
                "new_start": {"type": ["string", "null"], "description": "New local start (ISO 8601), or null to keep"},
                "duration_minutes": {"type": ["integer", "null"], "enum": [30, 45, 60, 90, None],
                                     "description": "New length, or null to keep"}},
             "required": ["session_id"]},
            tut_update_session, act=True),
    ToolDef("cancel_session", "Cancel a booked session (free up to 24 hours before).",
            {"type": "object", "properties": {
                "session_id": {"type": "string"},
                "reason": {"type": "string"}},
             "required": ["session_id"]},
            tut_cancel_session, act=True),
    ToolDef("get_homework", "Homework set by tutors for a child.",
            {"type": "object", "properties": {
                "student_id": {"type": "string"},
                "status": {"type": "string", "enum": ["outstanding", "submitted", "all"], "default": "outstanding"},
                "subject": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
             "required": ["student_id"]},
            tut_get_homework),
    ToolDef("get_progress_report", "The latest termly progress report for a child, per subject.",
            {"type": "object", "properties": {
                "student_id": {"type": "string"},
                "subject": {"type": ["string", "null"], "description": "One subject, or null for all"}},
             "required": ["student_id"]},
            tut_get_progress_report),
    ToolDef("message_tutor", "Send a message to a tutor from the parent.",
            {"type": "object", "properties": {
                "tutor_id": {"type": "string"},
                "message": {"type": "string"},
                "student_id": {"type": "string", "description": "Which child the message is about (optional)"}},
             "required": ["tutor_id", "message"]},
            tut_message_tutor, act=True),
]

TUT_ACTS = ["book_session", "update_session", "cancel_session", "message_tutor"]

TUT = Domain(
    name="tutoring",
    tools=TUT_TOOLS,
    instructions=(
        "You are the assistant in the BrightPath Tutoring parent app (UK). Today is Thursday, 3 December 2026, "
        "11:20 am. The signed-in parent is Daniel Okafor. His children: Amara Okafor (student_id STU-201, Year 10, "
        "studying for GCSEs) and Tobi Okafor (student_id STU-202, Year 6). Prices are in pounds. Use the tools to "
        "answer questions about tutors, sessions, homework and progress, and to book, change, cancel or message "
        "when the parent asks."
    ),
)

TUT_CASES = [
    Case(
        id="fa_tutor_direct_gcse_chem_under_40",
        domain="tutoring",
        category="direct",
        features=("enum", "strict"),
        turns=[Turn(
            user="find a GCSE chemistry tutor under £40 an hour, online is fine",
            calls=[ExpectCall("search_tutors", {"subject": contains("chem"), "level": "GCSE",
                                                "max_hourly_rate": between(39, 40),
                                                "mode": one_of("online", "any")})],
            forbid=TUT_ACTS,
            answer_has=[said("Whitaker")],
        )],
    ),
    Case(
        id="fa_tutor_polite_tobi_homework",
        domain="tutoring",
        category="polite",
        turns=[Turn(
            user="Would you mind checking what homework Tobi still has to do? Thanks so much.",
            calls=[ExpectCall("get_homework", {"student_id": "STU-202"})],
            forbid=TUT_ACTS,
            answer_has=[said("persuasive"),
                        said("tomorrow", "4 Dec", "December 4", "Dec 4", "Friday", "4th", "2026-12-04", "04/12")],
        )],
    ),
    Case(
        id="fa_tutor_indirect_letter_stuck",
        domain="tutoring",
        category="indirect",
        features=("date",),
        turns=[Turn(
            user="Tobi's persuasive letter is due tomorrow and he's totally stuck on how to even start it. "
                 "Is his tutor around at all this afternoon?",
            calls=[ExpectCall("get_tutor_availability", {"tutor_id": "T-15", "date": date("2026-12-03")})],
            allow=["get_homework", "list_sessions", "search_tutors"],
            forbid=TUT_ACTS,
            answer_has=[said("16:00", "4pm", "4 pm", "4:00", "4.00", "17:30", "5:30", "5.30")],
        )],
    ),
    Case(
        id="fa_tutor_multi_intent_cancel_and_report",
        domain="tutoring",
        category="multi_intent",
        turns=[Turn(
            user="Please cancel Tobi's session this Saturday, we'll be at his gran's. And can you pull up Amara's "
                 "latest progress report for maths?",
            calls=[ExpectCall("cancel_session", {"session_id": "SES-9002"}),
                   ExpectCall("get_progress_report", {"student_id": "STU-201"})],
            allow=["list_sessions"],
            forbid=["book_session", "update_session", "message_tutor"],
            answer_has=[said_number(7)],
        )],
    ),
    Case(
        id="fa_tutor_no_tool_reluctant_reader",
        domain="tutoring",
        category="no_tool",
        turns=[Turn(
            user="Any tips for helping a Year 6 kid who hates reading? Not looking to book anything, just ideas.",
            allow=["get_progress_report"],
            forbid=TUT_ACTS + ["search_tutors"],
            answer_has=[said("read")],
        )],
    ),
    Case(
        id="fa_tutor_underspecified_book_hannah",
        domain="tutoring",
        category="underspecified",
        features=("person",),
        turns=[Turn(
            user="Book Amara a session with Hannah next week.",
            allow=["get_tutor_availability", "list_sessions", "search_tutors"],
            forbid=TUT_ACTS,
            clarify=True,
        )],
    ),
    Case(
        id="fa_tutor_chained_move_tuesday_maths",
        domain="tutoring",
        category="chained",
        features=("date", "nullable_anyof"),
        turns=[Turn(
            user="Can you move Amara's maths session on Tuesday to Wednesday, same time, if Hannah's free then?",
            calls=[ExpectCall("get_tutor_availability", {"tutor_id": "T-11", "date": date("2026-12-09")}),
                   ExpectCall("update_session", {"session_id": "SES-9001", "new_start": at("2026-12-09", "17:00")})],
            allow=["list_sessions", "search_tutors"],
            forbid=["book_session", "cancel_session", "message_tutor"],
            answer_has=[said("Wednesday", "9 Dec", "December 9", "Dec 9", "9th", "2026-12-09")],
        )],
    ),
    Case(
        id="fa_tutor_multi_turn_sessions_chem_longer",
        domain="tutoring",
        category="multi_turn",
        features=("nullable_anyof", "enum"),
        turns=[
            Turn(
                user="What sessions has Amara got coming up?",
                calls=[ExpectCall("list_sessions", {"student_id": "STU-201"})],
                forbid=TUT_ACTS,
                answer_has=[said("Hannah", "Whitfield"), said("Sofia", "Petrova")],
            ),
            Turn(
                user="Who's the chemistry one with again, and when?",
                allow=["list_sessions"],
                forbid=TUT_ACTS,
                answer_has=[said("Sofia", "Petrova"),
                            said("10 Dec", "December 10", "Dec 10", "10th", "2026-12-10", "Thursday")],
            ),
            Turn(
                user="ok can you make that one 90 minutes instead of an hour",
                calls=[ExpectCall("update_session", {"session_id": "SES-9003", "duration_minutes": 90})],
                allow=["list_sessions", "get_tutor_availability"],
                forbid=["book_session", "cancel_session", "message_tutor"],
                answer_has=[said("90")],
            ),
        ],
    ),
    Case(
        id="fa_tutor_multi_turn_reports_then_thank",
        domain="tutoring",
        category="multi_turn",
        features=("person",),
        turns=[
            Turn(
                user="How's Tobi getting on in English?",
                calls=[ExpectCall("get_progress_report", {"student_id": "STU-202"})],
                forbid=TUT_ACTS,
                answer_has=[said("expected standard", "reading age", "greater depth")],
            ),
            Turn(
                user="And his sister? Maths and chemistry please.",
                calls=[ExpectCall("get_progress_report", {"student_id": "STU-201"})],
                forbid=TUT_ACTS,
                answer_has=[said_number(7), said_number(6)],
            ),
            Turn(
                user="Lovely. Could you send Hannah a quick note to say thanks for all the help with Amara's maths?",
                calls=[ExpectCall("message_tutor", {"tutor_id": "T-11", "message": matches(r"thank")})],
                allow=["list_sessions", "search_tutors"],
                forbid=["book_session", "update_session", "cancel_session"],
                answer_has=[said("Hannah")],
            ),
        ],
    ),
]


# =============================================================================================
# Domain 4: event ticketing (today: Friday 11 December 2026), camelCase
# =============================================================================================

TIX_TODAY = _dt.date(2026, 12, 11)

EVENTS = {
    "EV-4410": {"eventId": "EV-4410", "title": "Hollow Pines - Winter Lights Tour", "performer": "Hollow Pines",
                "tags": ["concert"], "venue": "The Riviera Theatre", "start": "2026-12-19T20:00", "doors": "19:00",
                "ages": "18+", "refundPolicy": "No refunds (artist policy). Tickets can be transferred.",
                "sections": {"FLOOR": 45.0, "MEZZANINE": 62.0}},
    "EV-4422": {"eventId": "EV-4422", "title": "The Nutcracker", "performer": "The Joffrey Ballet",
                "tags": ["dance", "theatre", "family"], "venue": "Auditorium Theatre", "start": "2026-12-20T14:00",
                "doors": "13:15", "ages": "All ages (recommended 5+)",
                "refundPolicy": "Refundable up to 48 hours before the performance.",
                "sections": {"ORCHESTRA": 139.0, "MEZZANINE": 74.0, "BALCONY": 42.0}},
    "EV-4423": {"eventId": "EV-4423", "title": "The Nutcracker", "performer": "The Joffrey Ballet",
                "tags": ["dance", "theatre", "family"], "venue": "Auditorium Theatre", "start": "2026-12-16T19:30",
                "doors": "18:45", "ages": "All ages (recommended 5+)",
                "refundPolicy": "Refundable up to 48 hours before the performance.",
                "sections": {"ORCHESTRA": 129.0, "MEZZANINE": 68.0, "BALCONY": 39.0}},
    "EV-4440": {"eventId": "EV-4440", "title": "The Lighthouse Keeper", "performer": "Goodman Theatre company",
                "tags": ["theatre"], "venue": "Goodman Theatre", "start": "2026-12-17T19:30", "doors": "18:45",
                "ages": "12+", "refundPolicy": "Refundable up to 48 hours before the performance.",
                "sections": {"ORCHESTRA": 89.0, "MEZZANINE": 64.0}},
    "EV-4450": {"eventId": "EV-4450", "title": "Holiday Brass", "performer": "Chicago Symphony Orchestra Brass",
                "tags": ["concert", "family"], "venue": "Symphony Center", "start": "2026-12-12T19:00",
                "doors": "18:00", "ages": "All ages",
                "refundPolicy": "Exchanges only, up to 24 hours before the concert.",
                "sections": {"ORCHESTRA": 95.0, "BALCONY": 48.0}},
    "EV-4460": {"eventId": "EV-4460", "title": "Marisol Vega - Luz Tour", "performer": "Marisol Vega",
                "tags": ["concert"], "venue": "United Center", "start": "2026-12-29T20:00", "doors": "18:30",
                "ages": "All ages", "refundPolicy": "No refunds.", "sections": {"FLOOR": 150.0, "BALCONY": 85.0},
                "soldOut": True},
    "EV-4471": {"eventId": "EV-4471", "title": "Second City: Holiday Revue", "performer": "The Second City",
                "tags": ["comedy"], "venue": "The Second City Mainstage", "start": "2026-12-12T21:00",
                "doors": "20:30", "ages": "16+", "refundPolicy": "No refunds; exchanges for a fee.",
                "sections": {"GA": 39.0}},
    "EV-4472": {"eventId": "EV-4472", "title": "Second City: Holiday Revue", "performer": "The Second City",
                "tags": ["comedy"], "venue": "The Second City Mainstage", "start": "2026-12-13T19:00",
                "doors": "18:30", "ages": "16+", "refundPolicy": "No refunds; exchanges for a fee.",
                "sections": {"GA": 39.0}},
    "EV-4473": {"eventId": "EV-4473", "title": "Stand-Up Saturday", "performer": "Various comedians",
                "tags": ["comedy"], "venue": "Laugh Factory Chicago", "start": "2026-12-12T20:00",
                "doors": "19:30", "ages": "21+", "refundPolicy": "No refunds.", "sections": {"GA": 25.0}},
    "EV-4480": {"eventId": "EV-4480", "title": "A Christmas Carol", "performer": "Goodman Theatre company",
                "tags": ["theatre", "family"], "venue": "Goodman Theatre", "start": "2026-12-20T13:00",
                "doors": "12:15", "ages": "All ages", "refundPolicy": "Refundable up to 48 hours before.",
                "sections": {"ORCHESTRA": 98.0, "MEZZANINE": 72.0}},
    "EV-4490": {"eventId": "EV-4490", "title": "Holiday Swing Night", "performer": "The Green Mill Big Band",
                "tags": ["concert"], "venue": "Green Mill Cocktail Lounge", "start": "2026-12-20T20:00",
                "doors": "19:30", "ages": "21+", "refundPolicy": "No refunds.", "sections": {"GA": 20.0}},
}

SEATS = {
    "EV-4450": {"ORCHESTRA": ["ORCH-M-8", "ORCH-M-9", "ORCH-R-2"],
                "BALCONY": ["BAL-C-1", "BAL-C-2", "BAL-C-3", "BAL-C-4", "BAL-C-5", "BAL-C-6"]},
    "EV-4423": {"ORCHESTRA": ["ORCH-K-4", "ORCH-K-5"], "MEZZANINE": ["MEZZ-B-10", "MEZZ-B-11", "MEZZ-B-12", "MEZZ-F-3"],
                "BALCONY": [f"BAL-{r}-{n}" for r in "DE" for n in range(1, 9)]},
    "EV-4422": {"ORCHESTRA": ["ORCH-T-20"], "MEZZANINE": ["MEZZ-D-1", "MEZZ-D-2"],
                "BALCONY": [f"BAL-H-{n}" for n in range(3, 9)]},
    "EV-4460": {"FLOOR": [], "BALCONY": []},
}

TIX_SECTIONS = ["ORCHESTRA", "MEZZANINE", "BALCONY", "FLOOR", "GA"]
SERVICE_FEE = 6.5

MY_ORDERS = [
    {"orderId": "ORD-77120", "eventId": "EV-4410", "event": "Hollow Pines - Winter Lights Tour",
     "venue": "The Riviera Theatre", "start": "2026-12-19T20:00", "purchased": "2026-10-02",
     "tickets": [{"ticketId": "TKT-77120-1", "seat": "MEZZ-C-14", "section": "MEZZANINE", "price": 62.0},
                 {"ticketId": "TKT-77120-2", "seat": "MEZZ-C-15", "section": "MEZZANINE", "price": 62.0}]},
    {"orderId": "ORD-76988", "eventId": "EV-4440", "event": "The Lighthouse Keeper", "venue": "Goodman Theatre",
     "start": "2026-12-17T19:30", "purchased": "2026-09-18",
     "tickets": [{"ticketId": "TKT-76988-1", "seat": "ORCH-H-7", "section": "ORCHESTRA", "price": 89.0}]},
]


def _seats_for(event_id):
    event = EVENTS[event_id]
    if event_id in SEATS:
        return SEATS[event_id]
    return {s: [f"{s[:4]}-{r}-{n}" if s != "GA" else f"GA-{r}{n:02d}" for r in "AB" for n in range(1, 5)]
            for s in event["sections"]}


def _event(event_id):
    return EVENTS.get(str(event_id or "").strip().upper())


def tix_search_events(city, dateFrom, dateTo=None, query=None, category=None):
    start = _day(dateFrom)
    if start is None:
        return {"error": f"invalid dateFrom {dateFrom!r}"}
    end = _day(dateTo) if dateTo else None
    if dateTo and end is None:
        return {"error": f"invalid dateTo {dateTo!r}"}
    if category not in (None, "any", "concert", "theatre", "dance", "comedy", "family"):
        return {"error": f"unknown category {category!r}"}
    if "chicago" not in _norm(city):
        return {"city": city, "events": [], "note": "No events listed for that city."}
    stop = {"the", "at", "a", "of", "tickets", "ticket", "show", "concert", "in", "for", "on"}
    words = [w for w in _norm(query).split() if w not in stop] if query else []
    rows = []
    for e in sorted(EVENTS.values(), key=lambda e: e["start"]):
        day = _day(e["start"])
        if day < max(start, TIX_TODAY) or (end and day > end):
            continue
        if category not in (None, "any") and category not in e["tags"]:
            continue
        hay = _norm(" ".join([e["title"], e["performer"], e["venue"]]))
        if words and not all(w in hay for w in words):
            continue
        rows.append({"eventId": e["eventId"], "title": e["title"], "performer": e["performer"], "tags": e["tags"],
                     "venue": e["venue"], "start": e["start"], "weekday": day.strftime("%A"),
                     "priceFrom": min(e["sections"].values()),
                     "status": "sold_out" if e.get("soldOut") else "on_sale"})
    return {"city": "Chicago", "currency": "USD", "events": rows, "count": len(rows)}


def tix_get_event_details(eventId):
    e = _event(eventId)
    if e is None:
        return {"error": f"unknown eventId {eventId!r}"}
    details = {k: v for k, v in e.items() if k not in ("soldOut", "sections")}
    return {**details, "status": "sold_out" if e.get("soldOut") else "on_sale", "sectionPrices": e["sections"],
            "serviceFeePerTicket": SERVICE_FEE, "currency": "USD"}


def tix_get_seat_map(eventId, section):
    e = _event(eventId)
    if e is None:
        return {"error": f"unknown eventId {eventId!r}"}
    seats = _seats_for(e["eventId"])
    if section is not None:
        key = str(section).strip().upper()
        if key not in e["sections"]:
            return {"error": f"{e['venue']} has no {section!r} section for this event; sections: {list(e['sections'])}"}
        wanted = [key]
    else:
        wanted = list(e["sections"])
    out = [{"section": s, "price": e["sections"][s], "available": seats.get(s, []),
            "availableCount": len(seats.get(s, []))} for s in wanted]
    result = {"eventId": e["eventId"], "title": e["title"], "start": e["start"], "sections": out,
              "serviceFeePerTicket": SERVICE_FEE, "currency": "USD"}
    note = {"EV-4450": "ORCH-M-8 and ORCH-M-9 are adjacent (row M).",
            "EV-4423": "MEZZ-B-10, B-11 and B-12 are adjacent (row B)."}.get(e["eventId"])
    if note:
        result["note"] = note
    if e.get("soldOut"):
        result["status"] = "sold_out"
    return result


def tix_buy_tickets(eventId, section, quantity, delivery, seatIds=None):
    e = _event(eventId)
    if e is None:
        return {"error": f"unknown eventId {eventId!r}"}
    key = str(section or "").strip().upper()
    if key not in e["sections"]:
        return {"error": f"no section {section!r} for this event; sections: {list(e['sections'])}"}
    if not isinstance(quantity, int) or isinstance(quantity, bool) or not 1 <= quantity <= 8:
        return {"error": "quantity must be an integer from 1 to 8"}
    if delivery not in ("mobile", "will_call", "print_at_home"):
        return {"error": f"unknown delivery {delivery!r}"}
    free = _seats_for(e["eventId"]).get(key, [])
    if seatIds:
        chosen = [str(s).upper() for s in seatIds]
        if len(chosen) != quantity or any(s not in free for s in chosen):
            return {"error": f"seats {seatIds} are not all available in {key}; available: {free}"}
    else:
        if len(free) < quantity:
            return {"error": f"only {len(free)} seats left in {key}"}
        chosen = free[:quantity]
    price = e["sections"][key]
    total = round((price + SERVICE_FEE) * quantity, 2)
    number_ = 78000 + (int(e["eventId"][3:]) * 3 + quantity * 17 + len(key)) % 900
    return {"orderId": f"ORD-{number_}", "status": "confirmed", "event": e["title"], "start": e["start"],
            "venue": e["venue"], "section": key, "seats": chosen, "pricePerTicket": price,
            "serviceFees": round(SERVICE_FEE * quantity, 2), "total": total, "currency": "USD",
            "delivery": delivery, "paidWith": "Visa ending 4242"}


def tix_list_my_tickets():
    return {"account": "maya.fernandez@example.com", "orders": MY_ORDERS}


def _ticket(ticket_id):
    for order in MY_ORDERS:
        for t in order["tickets"]:
            if t["ticketId"] == str(ticket_id or "").strip().upper():
                return order, t
    return None, None


def tix_transfer_ticket(ticketId, recipient, message=None):
    order, ticket = _ticket(ticketId)
    if ticket is None:
        return {"error": f"unknown ticketId {ticketId!r}"}
    if not isinstance(recipient, dict) or not re.match(r"^[^@\s]+@[^@\s]+\.[^@\s]+$", str(recipient.get("email", ""))):
        return {"error": "recipient.email must be a valid email address"}
    return {"transferId": f"TRF-{ticket['ticketId'][4:]}", "ticketId": ticket["ticketId"], "event": order["event"],
            "seat": ticket["seat"], "recipient": recipient, "status": "pending_acceptance",
            "note": "The recipient gets an email and has 72 hours to accept; the ticket leaves your account then."}


def tix_request_refund(orderId, reason, ticketIds=None):
    order = next((o for o in MY_ORDERS if o["orderId"] == str(orderId or "").strip().upper()), None)
    if order is None:
        return {"error": f"unknown orderId {orderId!r}"}
    if reason not in ("cant_attend", "event_cancelled", "event_rescheduled", "duplicate_purchase", "other"):
        return {"error": f"unknown reason {reason!r}"}
    if order["eventId"] == "EV-4410":
        return {"orderId": order["orderId"], "status": "denied",
                "reason": "Hollow Pines tickets are non-refundable (artist policy). You can transfer them instead."}
    wanted = [str(x).upper() for x in ticketIds] if ticketIds else None
    tickets = [t for t in order["tickets"] if wanted is None or t["ticketId"] in wanted]
    amount = round(sum(t["price"] + SERVICE_FEE for t in tickets), 2)
    return {"refundId": f"RFD-{order['orderId'][4:]}", "orderId": order["orderId"], "event": order["event"],
            "status": "approved", "amount": amount, "currency": "USD", "to": "Visa ending 4242",
            "expected": "5-7 business days", "ticketsCancelled": [t["ticketId"] for t in tickets]}


def tix_add_to_waitlist(eventId, quantity, notifyBy=None):
    e = _event(eventId)
    if e is None:
        return {"error": f"unknown eventId {eventId!r}"}
    if not e.get("soldOut"):
        return {"error": "this event is not sold out; tickets can be bought now"}
    if not isinstance(quantity, int) or isinstance(quantity, bool) or not 1 <= quantity <= 8:
        return {"error": "quantity must be an integer from 1 to 8"}
    return {"waitlistId": f"WL-{e['eventId'][3:]}-MF", "event": e["title"], "start": e["start"], "quantity": quantity,
            "status": "on_waitlist", "notifyBy": notifyBy or ["email"],
            "note": "If tickets are released you get a 30-minute window to buy them. Joining again updates your entry."}


TIX_TOOLS = [
    ToolDef("searchEvents", "Search concerts, theatre, dance and comedy events in a city.",
            {"type": "object", "properties": {
                "city": {"type": "string"},
                "dateFrom": {"type": "string", "format": "date"},
                "dateTo": {"type": ["string", "null"], "format": "date", "description": "Inclusive; null = no end"},
                "query": {"type": ["string", "null"], "description": "Artist, show title or venue"},
                "category": {"type": "string", "enum": ["concert", "theatre", "dance", "comedy", "family", "any"]}},
             "required": ["city", "dateFrom"]},
            tix_search_events),
    ToolDef("getEventDetails", "Full details of one event: times, doors, age limit, prices, refund policy.",
            {"type": "object", "properties": {"eventId": {"type": "string"}}, "required": ["eventId"]},
            tix_get_event_details),
    ToolDef("getSeatMap", "Available seats and prices by section for an event.",
            {"type": "object", "properties": {
                "eventId": {"type": "string"},
                "section": {"anyOf": [{"type": "string", "enum": TIX_SECTIONS}, {"type": "null"}],
                            "description": "One section, or null for all"}},
             "required": ["eventId", "section"], "additionalProperties": False},
            tix_get_seat_map, strict=True),
    ToolDef("buyTickets", "Buy tickets with the saved card. Best available seats unless seatIds are given.",
            {"type": "object", "properties": {
                "eventId": {"type": "string"},
                "section": {"type": "string", "enum": TIX_SECTIONS},
                "quantity": {"type": "integer", "minimum": 1, "maximum": 8},
                "seatIds": {"type": "array", "items": {"type": "string"},
                            "description": "Specific seats from getSeatMap"},
                "delivery": {"type": "string", "enum": ["mobile", "will_call", "print_at_home"]}},
             "required": ["eventId", "section", "quantity", "delivery"]},
            tix_buy_tickets, act=True),
    ToolDef("listMyTickets", "The signed-in user's orders and tickets.",
            {"type": "object", "properties": {}}, tix_list_my_tickets),
    ToolDef("transferTicket", "Transfer one ticket to someone else by email.",
            {"type": "object",
             "$defs": {"Recipient": {"type": "object", "properties": {
                 "name": {"type": "string"}, "email": {"type": "string", "format": "email"}},
                 "required": ["name", "email"]}},
             "properties": {
                 "ticketId": {"type": "string"},
                 "recipient": {"$ref": "#/$defs/Recipient"},
                 "message": {"type": ["string", "null"]}},
             "required": ["ticketId", "recipient"]},
            tix_transfer_ticket, act=True),
    ToolDef("requestRefund", "Request a refund for an order (or some of its tickets), subject to the event's policy.",
            {"type": "object", "properties": {
                "orderId": {"type": "string"},
                "reason": {"type": "string", "enum": ["cant_attend", "event_cancelled", "event_rescheduled",
                                                      "duplicate_purchase", "other"]},
                "ticketIds": {"type": "array", "items": {"type": "string"}, "description": "Omit for the whole order"}},
             "required": ["orderId", "reason"]},
            tix_request_refund, act=True),
    ToolDef("addToWaitlist", "Join (or update) the waitlist for a sold-out event.",
            {"type": "object", "properties": {
                "eventId": {"type": "string"},
                "quantity": {"type": "integer", "minimum": 1, "maximum": 8},
                "notifyBy": {"type": "array", "items": {"type": "string", "enum": ["email", "sms", "push"]}}},
             "required": ["eventId", "quantity"]},
            tix_add_to_waitlist, act=True),
]

TIX_ACTS = ["buyTickets", "transferTicket", "requestRefund", "addToWaitlist"]

TIX = Domain(
    name="ticketing",
    tools=TIX_TOOLS,
    instructions=(
        "You are StageDoor's ticketing assistant. Today is Friday, December 11, 2026. The signed-in user is "
        "Maya Fernandez (maya.fernandez@example.com), based in Chicago; her saved card is a Visa ending 4242. "
        "Prices are in US dollars and a $6.50 service fee applies per ticket. Use the tools to find events and "
        "seats and to manage tickets; buy, transfer, refund or join waitlists when the user asks you to."
    ),
)

TIX_CASES = [
    Case(
        id="fa_tix_direct_comedy_tomorrow",
        domain="ticketing",
        category="direct",
        features=("date", "enum"),
        turns=[Turn(
            user="any comedy shows in chicago tomorrow night?",
            calls=[ExpectCall("searchEvents", {"city": contains("chicago"), "dateFrom": date("2026-12-12")})],
            allow=["getEventDetails"],
            forbid=TIX_ACTS,
            answer_has=[said("Second City", "Laugh Factory", "Stand-Up Saturday")],
        )],
    ),
    Case(
        id="fa_tix_polite_transfer_to_jess",
        domain="ticketing",
        category="polite",
        features=("ref", "nested", "person"),
        turns=[Turn(
            user="Could you please send one of my Hollow Pines tickets to my friend Jess Morgan? "
                 "Her email is jess.morgan@example.com. Thank you!",
            calls=[ExpectCall("transferTicket", {"ticketId": one_of("TKT-77120-1", "TKT-77120-2"),
                                                 "recipient": fields(name=contains("Jess"),
                                                                     email="jess.morgan@example.com")})],
            allow=["listMyTickets"],
            forbid=["buyTickets", "requestRefund", "addToWaitlist"],
            answer_has=[said("Jess")],
        )],
    ),
    Case(
        id="fa_tix_indirect_ballet_niece",
        domain="ticketing",
        category="indirect",
        features=("date",),
        turns=[Turn(
            user="My niece is obsessed with ballet and I'm taking her out on the 20th. Anything good that afternoon?",
            calls=[ExpectCall("searchEvents", {"dateFrom": date_between("2026-12-11", "2026-12-20")})],
            allow=["getEventDetails", "getSeatMap"],
            forbid=TIX_ACTS,
            answer_has=[said("Nutcracker")],
        )],
    ),
    Case(
        id="fa_tix_multi_intent_refund_and_doors",
        domain="ticketing",
        category="multi_intent",
        features=("enum",),
        turns=[Turn(
            user="I can't make The Lighthouse Keeper anymore, please refund it. Also what time do doors open for "
                 "Hollow Pines?",
            calls=[ExpectCall("requestRefund", {"orderId": "ORD-76988", "reason": one_of("cant_attend", "other")}),
                   ExpectCall("getEventDetails", {"eventId": "EV-4410"})],
            allow=["listMyTickets", "searchEvents"],
            forbid=["buyTickets", "transferTicket", "addToWaitlist"],
            answer_has=[said("7:00", "7 pm", "7pm", "19:00", "7 p.m", "7 o'clock"), said("95.5", "95.50", "refund")],
        )],
    ),
    Case(
        id="fa_tix_no_tool_seating_sections",
        domain="ticketing",
        category="no_tool",
        turns=[Turn(
            user="What's the difference between orchestra, mezzanine and balcony seats? Which is usually best for a "
                 "musical?",
            forbid=TIX_ACTS + ["getSeatMap"],
            answer_has=[said("mezzanine")],
        )],
    ),
    Case(
        id="fa_tix_underspecified_nutcracker",
        domain="ticketing",
        category="underspecified",
        turns=[Turn(
            user="Get me tickets for the Nutcracker.",
            allow=["searchEvents", "getEventDetails", "getSeatMap"],
            forbid=TIX_ACTS,
            clarify=True,
        )],
    ),
    Case(
        id="fa_tix_chained_orchestra_pair_holiday_brass",
        domain="ticketing",
        category="chained",
        features=("strict", "nullable_anyof", "number_words"),
        turns=[Turn(
            user="Is there anything left in the orchestra for Holiday Brass at Symphony Center tomorrow? "
                 "Need two seats together.",
            calls=[ExpectCall("searchEvents"), ExpectCall("getSeatMap", {"eventId": "EV-4450"})],
            allow=["getEventDetails"],
            forbid=TIX_ACTS,
            answer_has=[said("M-8", "M8", "M 8", "row M", "8 and 9", "8-9", "8–9"), said_number(95)],
        )],
    ),
    Case(
        id="fa_tix_multi_turn_auditorium_buy_three",
        domain="ticketing",
        category="multi_turn",
        features=("date", "number_words", "enum", "strict"),
        turns=[
            Turn(
                user="What's on at the Auditorium Theatre next week?",
                calls=[ExpectCall("searchEvents", {"dateFrom": date_between("2026-12-11", "2026-12-14")})],
                allow=["getEventDetails"],
                forbid=TIX_ACTS,
                answer_has=[said("Nutcracker")],
            ),
            Turn(
                user="How much for three in the mezzanine on the Wednesday?",
                calls=[ExpectCall("getSeatMap", {"eventId": "EV-4423"})],
                allow=["getEventDetails", "searchEvents"],
                forbid=TIX_ACTS,
                answer_has=[said("68", "204", "223.5", "223.50")],
            ),
            Turn(
                user="ok go ahead, mobile tickets pls",
                calls=[ExpectCall("buyTickets", {"eventId": "EV-4423", "section": "MEZZANINE", "quantity": 3,
                                                 "delivery": "mobile"})],
                allow=["getSeatMap"],
                forbid=["transferTicket", "requestRefund", "addToWaitlist"],
                answer_has=[said("ORD-")],
            ),
        ],
    ),
    Case(
        id="fa_tix_multi_turn_sold_out_waitlist",
        domain="ticketing",
        category="multi_turn",
        features=("number_words",),
        turns=[
            Turn(
                user="Are there still tickets for Marisol Vega on the 29th?",
                calls=[ExpectCall("searchEvents")],
                allow=["getEventDetails", "getSeatMap"],
                forbid=TIX_ACTS,
                answer_has=[said("sold out", "sold-out")],
            ),
            Turn(
                user="Ugh. Put me on the waitlist for two then.",
                calls=[ExpectCall("addToWaitlist", {"eventId": "EV-4460", "quantity": 2})],
                forbid=["buyTickets", "transferTicket", "requestRefund"],
                answer_has=[said("waitlist", "wait list")],
            ),
            Turn(
                user="actually make it three",
                calls=[ExpectCall("addToWaitlist", {"eventId": "EV-4460", "quantity": 3})],
                forbid=["buyTickets", "transferTicket", "requestRefund"],
                answer_has=[said("3", "three")],
            ),
        ],
    ),
]


# =============================================================================================
# Domain 5: home security (today: Saturday 19 December 2026)
# =============================================================================================

HOME_NOW = _dt.datetime(2026, 12, 19, 10, 15)

LOCKS = {
    "lock_front": {"lock_id": "lock_front", "name": "Front door", "state": "locked", "battery_pct": 81},
    "lock_back": {"lock_id": "lock_back", "name": "Back door", "state": "locked", "battery_pct": 64},
    "lock_garage": {"lock_id": "lock_garage", "name": "Garage side door", "state": "unlocked", "battery_pct": 92},
}

CAMERAS = {
    "cam_front": {"camera_id": "cam_front", "name": "Front door (doorbell)", "online": True, "battery_pct": None},
    "cam_drive": {"camera_id": "cam_drive", "name": "Driveway", "online": True, "battery_pct": None},
    "cam_garden": {"camera_id": "cam_garden", "name": "Back garden", "online": True, "battery_pct": 58},
    "cam_garage": {"camera_id": "cam_garage", "name": "Garage", "online": False, "battery_pct": 0,
                   "offline_since": "2026-12-18T21:10"},
}

HOME_EVENTS = [
    {"at": "2026-12-18T18:20", "type": "alarm", "device_id": "panel", "detail": "Alarm armed (away) by Chris via app"},
    {"at": "2026-12-18T19:05", "type": "alarm", "device_id": "panel", "detail": "Alarm disarmed by Chris via keypad"},
    {"at": "2026-12-18T21:10", "type": "device", "device_id": "cam_garage",
     "detail": "Garage camera went offline (battery empty)"},
    {"at": "2026-12-18T23:42", "type": "motion", "device_id": "cam_garden",
     "detail": "Motion in back garden: animal (likely a fox)"},
    {"at": "2026-12-19T02:13", "type": "person", "device_id": "cam_drive",
     "detail": "Person detected on the driveway; walked up to the car, tried the driver's door, left after about "
               "40 seconds", "clip_id": "CLIP-8812"},
    {"at": "2026-12-19T07:05", "type": "door", "device_id": "lock_front", "detail": "Front door unlocked by Chris (app)"},
    {"at": "2026-12-19T07:09", "type": "door", "device_id": "lock_front", "detail": "Front door locked (auto-lock)"},
    {"at": "2026-12-19T08:30", "type": "code_used", "device_id": "lock_back",
     "detail": "Back door unlocked with guest code of Sam (dog walker)"},
    {"at": "2026-12-19T08:52", "type": "door", "device_id": "lock_back", "detail": "Back door locked (auto-lock)"},
    {"at": "2026-12-19T09:40", "type": "package", "device_id": "cam_front",
     "detail": "Person at the front door: courier delivered a package and left it on the doorstep",
     "clip_id": "CLIP-8820"},
]

GUEST_CODES = [
    {"code_id": "GC-301", "guest_name": "Sam (dog walker)", "doors": ["lock_back"], "pin_last2": "21",
     "schedule": {"repeat": "weekdays", "daily_window": {"from": "08:00", "to": "10:00"},
                  "starts_at": "2026-09-01T00:00", "ends_at": "2027-08-31T23:59"}},
    {"code_id": "GC-305", "guest_name": "Ana (cleaner)", "doors": ["lock_front"], "pin_last2": "07",
     "schedule": {"repeat": "weekly", "daily_window": {"from": "13:00", "to": "16:00"}, "weekday": "Thursday",
                  "starts_at": "2026-10-01T00:00", "ends_at": "2027-09-30T23:59"}},
    {"code_id": "GC-309", "guest_name": "Grandma Keiko", "doors": ["lock_front", "lock_back"], "pin_last2": "58",
     "schedule": {"repeat": "none", "starts_at": "2026-01-01T00:00", "ends_at": "2027-12-31T23:59"}},
]

HOME_LOCK_IDS = list(LOCKS)
HOME_EVENT_TYPES = ["motion", "person", "door", "alarm", "package", "code_used", "device"]


def home_get_system_status():
    return {"as_of": _iso(HOME_NOW), "alarm": {"mode": "disarmed", "last_changed": "2026-12-18T19:05"},
            "locks": list(LOCKS.values()),
            "cameras": [{"camera_id": c["camera_id"], "name": c["name"], "online": c["online"]}
                        for c in CAMERAS.values()],
            "sensors": {"open": [], "low_battery": ["Garage camera"]}, "internet": "connected"}


def home_set_alarm_mode(mode, exit_delay_seconds=None):
    defaults = {"away": 60, "night": 30, "stay": 0, "disarmed": 0}
    if mode not in defaults:
        return {"error": f"unknown mode {mode!r}; one of {list(defaults)}"}
    if exit_delay_seconds is not None and (not isinstance(exit_delay_seconds, int)
                                           or isinstance(exit_delay_seconds, bool)
                                           or not 0 <= exit_delay_seconds <= 180):
        return {"error": "exit_delay_seconds must be an integer from 0 to 180, or null"}
    delay = defaults[mode] if exit_delay_seconds is None else exit_delay_seconds
    result = {"mode": mode, "status": "disarmed" if mode == "disarmed" else "arming",
              "arming_in_seconds": 0 if mode == "disarmed" else delay, "changed_at": _iso(HOME_NOW)}
    if mode != "disarmed":
        result["warnings"] = ["Garage side door is unlocked", "Garage camera is offline (battery empty)"]
    return result


def home_set_lock(lock_id, state):
    lock = LOCKS.get(str(lock_id or "").strip().lower())
    if lock is None:
        return {"error": f"unknown lock_id {lock_id!r}; one of {HOME_LOCK_IDS}"}
    if state not in ("locked", "unlocked"):
        return {"error": "state must be 'locked' or 'unlocked'"}
    result = {"lock_id": lock["lock_id"], "name": lock["name"], "state": state, "changed_at": _iso(HOME_NOW),
              "battery_pct": lock["battery_pct"]}
    if state == "unlocked":
        result["note"] = "Auto-lock will re-lock this door after 5 minutes."
    return result


def home_list_cameras():
    return {"cameras": list(CAMERAS.values())}


def home_get_camera_snapshot(camera_id):
    cam = CAMERAS.get(str(camera_id or "").strip().lower())
    if cam is None:
        return {"error": f"unknown camera_id {camera_id!r}; use list_cameras"}
    if not cam["online"]:
        return {"error": f"{cam['name']} camera is offline since {cam['offline_since']} (battery empty); "
                         "no live snapshot available"}
    detections = {"cam_front": ["package on the doorstep"], "cam_drive": ["car (parked)"], "cam_garden": []}
    return {"camera_id": cam["camera_id"], "name": cam["name"], "captured_at": _iso(HOME_NOW),
            "image_url": f"https://haven.example/snap/{cam['camera_id']}/20261219T1015.jpg",
            "detections": detections[cam["camera_id"]]}


def home_get_event_log(since, until=None, types=None, device_id=None):
    start = _moment(since, default_time="00:00")
    if start is None:
        return {"error": f"invalid since {since!r}; use an ISO date-time"}
    end = _moment(until, default_time="23:59") if until else HOME_NOW
    if end is None:
        return {"error": f"invalid until {until!r}"}
    if types:
        bad = [t for t in types if t not in HOME_EVENT_TYPES]
        if bad:
            return {"error": f"unknown types {bad}"}
    if device_id and str(device_id).lower() not in list(CAMERAS) + list(LOCKS) + ["panel"]:
        return {"error": f"unknown device_id {device_id!r}"}
    rows = [e for e in HOME_EVENTS if start <= _moment(e["at"]) <= end
            and (not types or e["type"] in types) and (not device_id or e["device_id"] == str(device_id).lower())]
    return {"since": _iso(start), "until": _iso(end), "events": rows, "count": len(rows)}


def home_list_guest_codes():
    return {"codes": GUEST_CODES}


def home_create_guest_code(guest_name, doors, schedule, pin=None):
    if not str(guest_name or "").strip():
        return {"error": "guest_name is required"}
    if not isinstance(doors, list) or not doors or any(d not in LOCKS for d in doors):
        return {"error": f"doors must be a non-empty list of {HOME_LOCK_IDS}"}
    if not isinstance(schedule, dict):
        return {"error": "schedule must be an object"}
    start, end = _moment(schedule.get("starts_at"), "00:00"), _moment(schedule.get("ends_at"), "23:59")
    if start is None or end is None or end <= start:
        return {"error": "schedule needs starts_at before ends_at (ISO date-times)"}
    if end < HOME_NOW:
        return {"error": "schedule ends in the past"}
    if pin is not None and not re.fullmatch(r"\d{4,6}", str(pin)):
        return {"error": "pin must be 4 to 6 digits"}
    code = str(pin) if pin is not None else str(1000 + (sum(map(ord, str(guest_name))) * 37 + start.day) % 9000)
    return {"code_id": f"GC-{310 + (start.day + end.day) % 80}", "guest_name": guest_name, "pin": code,
            "doors": doors, "schedule": {**schedule, "starts_at": _iso(start), "ends_at": _iso(end)},
            "status": "active" if start <= HOME_NOW else "scheduled"}


def home_delete_guest_code(code_id):
    code = next((c for c in GUEST_CODES if c["code_id"] == str(code_id or "").strip().upper()), None)
    if code is None:
        return {"error": f"unknown code_id {code_id!r}"}
    return {"code_id": code["code_id"], "guest_name": code["guest_name"], "status": "deleted",
            "deleted_at": _iso(HOME_NOW)}


HOME_TOOLS = [
    ToolDef("get_system_status", "Current alarm mode, lock states, camera status and sensors.",
            {"type": "object", "properties": {}}, home_get_system_status),
    ToolDef("set_alarm_mode", "Arm (away, stay, night) or disarm the alarm.",
            {"type": "object", "properties": {
                "mode": {"type": "string", "enum": ["away", "stay", "night", "disarmed"]},
                "exit_delay_seconds": {"type": ["integer", "null"],
                                       "description": "Seconds before it arms; null = default (away 60, night 30, "
                                                      "stay 0)"}},
             "required": ["mode", "exit_delay_seconds"], "additionalProperties": False},
            home_set_alarm_mode, act=True, strict=True),
    ToolDef("set_lock", "Lock or unlock a smart door lock.",
            {"type": "object", "properties": {
                "lock_id": {"type": "string", "enum": HOME_LOCK_IDS,
                            "description": "lock_front = front door, lock_back = back door, "
                                           "lock_garage = garage side door"},
                "state": {"type": "string", "enum": ["locked", "unlocked"]}},
             "required": ["lock_id", "state"]},
            home_set_lock, act=True),
    ToolDef("list_cameras", "All cameras with online status.",
            {"type": "object", "properties": {}}, home_list_cameras),
    ToolDef("get_camera_snapshot", "A live still image from one camera, with what it detects.",
            {"type": "object", "properties": {
                "camera_id": {"type": "string", "description": "e.g. cam_front; see list_cameras"}},
             "required": ["camera_id"]},
            home_get_camera_snapshot),
    ToolDef("get_event_log", "Security events (motion, people, doors, alarm, deliveries, code use) in a time range.",
            {"type": "object", "properties": {
                "since": {"type": "string", "format": "date-time"},
                "until": {"type": ["string", "null"], "format": "date-time", "description": "null = now"},
                "types": {"type": "array", "items": {"type": "string", "enum": HOME_EVENT_TYPES}},
                "device_id": {"anyOf": [{"type": "string"}, {"type": "null"}],
                              "description": "Only events from one camera or lock"}},
             "required": ["since"]},
            home_get_event_log),
    ToolDef("list_guest_codes", "Guest door codes and their schedules.",
            {"type": "object", "properties": {}}, home_list_guest_codes),
    ToolDef("create_guest_code", "Create a guest PIN for one or more doors, valid on a schedule.",
            {"type": "object",
             "$defs": {"Schedule": {"type": "object", "properties": {
                 "starts_at": {"type": "string", "format": "date-time"},
                 "ends_at": {"type": "string", "format": "date-time"},
                 "repeat": {"type": "string", "enum": ["none", "daily", "weekdays", "weekly"], "default": "none"},
                 "daily_window": {"type": ["object", "null"], "properties": {
                     "from": {"type": "string", "description": "HH:MM"},
                     "to": {"type": "string", "description": "HH:MM"}}}},
                 "required": ["starts_at", "ends_at"]}},
             "properties": {
                 "guest_name": {"type": "string"},
                 "doors": {"type": "array", "items": {"type": "string", "enum": HOME_LOCK_IDS}, "minItems": 1},
                 "schedule": {"$ref": "#/$defs/Schedule"},
                 "pin": {"type": ["string", "null"], "pattern": "^\\d{4,6}$",
                         "description": "4-6 digits; null to generate one"}},
             "required": ["guest_name", "doors", "schedule"]},
            home_create_guest_code, act=True),
    ToolDef("delete_guest_code", "Delete a guest code so it no longer opens any door.",
            {"type": "object", "properties": {"code_id": {"type": "string"}}, "required": ["code_id"]},
            home_delete_guest_code, act=True),
]

HOME_ACTS = ["set_alarm_mode", "set_lock", "create_guest_code", "delete_guest_code"]

HOME = Domain(
    name="home_security",
    tools=HOME_TOOLS,
    instructions=(
        "You are the assistant in the Haven Home Security app. Today is Saturday, 19 December 2026, and it is "
        "10:15 am local time. The signed-in user is Chris Nakamura, the account owner, already verified in the app. "
        "Use the tools to check the system, cameras and event log, and to arm or disarm the alarm, lock or unlock "
        "doors and manage guest codes when Chris asks."
    ),
)

HOME_CASES = [
    Case(
        id="fa_home_direct_night_mode_thirty",
        domain="home_security",
        category="direct",
        features=("enum", "strict", "number_words"),
        turns=[Turn(
            user="Set the alarm to night mode, thirty second exit delay.",
            calls=[ExpectCall("set_alarm_mode", {"mode": "night", "exit_delay_seconds": 30})],
            allow=["get_system_status"],
            forbid=["set_lock", "create_guest_code", "delete_guest_code"],
            answer_has=[said("night")],
        )],
    ),
    Case(
        id="fa_home_polite_code_for_sister",
        domain="home_security",
        category="polite",
        features=("ref", "nested", "array", "date", "person"),
        turns=[Turn(
            user="Could you please set up a door code for my sister Leah? She's staying from tomorrow until the 27th, "
                 "front door only.",
            calls=[ExpectCall("create_guest_code", {"guest_name": contains("Leah"), "doors": items("lock_front"),
                                                    "schedule": fields(starts_at=date("2026-12-20"),
                                                                       ends_at=date_between("2026-12-27",
                                                                                            "2026-12-28"))})],
            allow=["list_guest_codes"],
            forbid=["set_alarm_mode", "set_lock", "delete_guest_code"],
            answer_has=[said("Leah")],
        )],
    ),
    Case(
        id="fa_home_indirect_noise_at_2am",
        domain="home_security",
        category="indirect",
        features=("date",),
        turns=[Turn(
            user="I swear I heard something outside around 2 last night. Should I be worried?",
            calls=[ExpectCall("get_event_log", {"since": date_between("2026-12-18", "2026-12-19")})],
            allow=["list_cameras", "get_camera_snapshot", "get_system_status"],
            forbid=HOME_ACTS,
            answer_has=[said("driveway"), said("2:13", "02:13")],
        )],
    ),
    Case(
        id="fa_home_multi_intent_lock_garage_cameras",
        domain="home_security",
        category="multi_intent",
        features=("enum",),
        turns=[Turn(
            user="Lock the garage door and tell me if all the cameras are online.",
            calls=[ExpectCall("set_lock", {"lock_id": "lock_garage", "state": "locked"})],
            allow=["list_cameras", "get_system_status"],
            forbid=["set_alarm_mode", "create_guest_code", "delete_guest_code"],
            answer_has=[said("offline"), said("garage")],
        )],
    ),
    Case(
        id="fa_home_no_tool_stay_vs_night",
        domain="home_security",
        category="no_tool",
        turns=[Turn(
            user="What's actually the difference between stay and night mode? Which one should we use when we go "
                 "to bed?",
            forbid=HOME_ACTS,
            answer_has=[said("night")],
        )],
    ),
    Case(
        id="fa_home_underspecified_plumber_code",
        domain="home_security",
        category="underspecified",
        turns=[Turn(
            user="Set up a code for the plumber.",
            allow=["list_guest_codes", "get_system_status"],
            forbid=HOME_ACTS,
            clarify=True,
        )],
    ),
    Case(
        id="fa_home_chained_delete_dog_walker",
        domain="home_security",
        category="chained",
        features=("person",),
        turns=[Turn(
            user="We've let the dog walker go, please delete Sam's code.",
            calls=[ExpectCall("list_guest_codes"), ExpectCall("delete_guest_code", {"code_id": "GC-301"})],
            forbid=["set_alarm_mode", "set_lock", "create_guest_code"],
            answer_has=[said("deleted", "removed", "no longer")],
        )],
    ),
    Case(
        id="fa_home_multi_turn_locked_out_back",
        domain="home_security",
        category="multi_turn",
        features=("enum",),
        turns=[
            Turn(
                user="I'm locked out round the back, can you let me in?",
                calls=[ExpectCall("set_lock", {"lock_id": "lock_back", "state": "unlocked"})],
                allow=["get_system_status"],
                forbid=["set_alarm_mode", "create_guest_code", "delete_guest_code"],
                answer_has=[said("unlocked")],
            ),
            Turn(
                user="In now, cheers. Lock it again.",
                calls=[ExpectCall("set_lock", {"lock_id": "lock_back", "state": "locked"})],
                forbid=["set_alarm_mode", "create_guest_code", "delete_guest_code"],
                answer_has=[said("locked")],
            ),
            Turn(
                user="Is the front one locked too?",
                calls=[ExpectCall("get_system_status")],
                forbid=HOME_ACTS,
                answer_has=[said("locked")],
            ),
        ],
    ),
    Case(
        id="fa_home_multi_turn_door_then_cameras",
        domain="home_security",
        category="multi_turn",
        turns=[
            Turn(
                user="Did anyone come to the front door this morning?",
                calls=[ExpectCall("get_event_log", {"since": date("2026-12-19")})],
                allow=["list_cameras"],
                forbid=HOME_ACTS,
                answer_has=[said("package", "parcel", "deliver", "courier")],
            ),
            Turn(
                user="Show me what the front camera sees right now.",
                calls=[ExpectCall("get_camera_snapshot", {"camera_id": "cam_front"})],
                allow=["list_cameras"],
                forbid=HOME_ACTS,
                answer_has=[said("package", "parcel", "doorstep")],
            ),
            Turn(
                user="and the garage one?",
                calls=[ExpectCall("get_camera_snapshot", {"camera_id": "cam_garage"})],
                allow=["list_cameras", "get_system_status"],
                forbid=HOME_ACTS,
                answer_has=[said("offline", "battery")],
            ),
        ],
    ),
]


DOMAINS: list[Domain] = [VET, CAR, TUT, TIX, HOME]

CASES: list[Case] = VET_CASES + CAR_CASES + TUT_CASES + TIX_CASES + HOME_CASES
