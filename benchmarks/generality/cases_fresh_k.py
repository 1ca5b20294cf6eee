"""Fresh generality part K: five everyday domains (art-gallery membership, a children's music
school, island car ferries, a self-assessment tax estimator and a physiotherapy clinic) and 45
cases describing what a competent gpt-4.1-mini-class model does. Written independently on
2026-12-04 by a helper that did not see the engine (the simulated model) nor any other case file;
only spec.py and validate.py were read.

Domains and tool counts:

- ``gallery_membership`` (3 tools): Harbourside Gallery member services — exhibitions search,
  membership lookup, timed-entry reservations. Today: Thursday 11 March 2027, 10:15.
- ``music_school`` (9 tools): Cadenza Music School parent portal — teachers, schedules, trial
  lessons, rescheduling, cancellations, invoices, payments, exam sessions, exam entries.
  Today: Monday 6 September 2027, 16:40.
- ``island_ferries`` (5 tools): Northsound Ferries — sailings search, booking lookup, new
  bookings, booking changes, service status. Today: Friday 16 July 2027, 08:05.
- ``self_assessment`` (1 tool): Ledgerly UK self-assessment estimator for a sole trader with a
  part-time job. Today: Wednesday 20 January 2027, 14:30.
- ``physio_clinic`` (6 tools): Kestrel Physiotherapy patient assistant — free slots, bookings,
  the patient's appointments, cancellations, exercise plan, insurance cover.
  Today: Wednesday 12 May 2027, 09:20.

All fake functions are pure functions of their arguments and the data in this file.
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
    at,
    contains,
    date,
    fields,
    has_items,
    is_null,
    items,
    matches,
    number,
    said,
    said_number,
)

# =============================================================================================
# Shared helpers
# =============================================================================================

_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def _parse_date(value: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(value).strip()[:10])
    except ValueError:
        return None


def _parse_dt(value: Any) -> tuple[str, str] | None:
    """("YYYY-MM-DD", "HH:MM") from "2027-09-11T10:00", "2027-09-11 10:00:00", "2027-09-11T10:00Z"..."""
    match = re.match(r"\s*(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(value))
    if not match:
        return None
    return match.group(1), f"{int(match.group(2)):02d}:{match.group(3)}"


def _hours_between(start: tuple[str, str], end: tuple[str, str]) -> float:
    a = _dt.datetime.fromisoformat(f"{start[0]}T{start[1]}")
    b = _dt.datetime.fromisoformat(f"{end[0]}T{end[1]}")
    return (b - a).total_seconds() / 3600


# =============================================================================================
# Domain 1: Harbourside Gallery membership (3 tools)
# =============================================================================================

GALLERY_TODAY = _dt.date(2027, 3, 11)
GALLERY_MEMBER = "HM-20418"
GALLERY_SLOTS = ["10:00", "12:00", "14:00", "16:00"]
GALLERY_GUEST_PASSES = 2

EXHIBITIONS = [
    {
        "exhibition_id": "EX-311",
        "title": "Tides of Light: Turner and the Coast",
        "keywords": "turner painting paintings watercolour watercolours coast sea seascape romantic",
        "gallery": "Gallery 3",
        "opens": "2027-02-12",
        "closes": "2027-06-20",
        "standard_price_gbp": 18.0,
        "member_preview": None,
    },
    {
        "exhibition_id": "EX-318",
        "title": "Paper Cities: Architecture in Origami",
        "keywords": "origami paper architecture sculpture folding cities",
        "gallery": "Gallery 1",
        "opens": "2027-03-01",
        "closes": "2027-05-09",
        "standard_price_gbp": 12.0,
        "member_preview": None,
    },
    {
        "exhibition_id": "EX-322",
        "title": "Night Shift: Photography after Dark",
        "keywords": "photography photographs photo photos night city urban camera",
        "gallery": "Gallery 2",
        "opens": "2027-03-19",
        "closes": "2027-08-01",
        "standard_price_gbp": 14.0,
        "member_preview": "2027-03-18",
    },
    {
        "exhibition_id": "EX-290",
        "title": "Ceramics of the Silk Road",
        "keywords": "ceramics pottery porcelain silk road asia",
        "gallery": "Gallery 1",
        "opens": "2026-10-02",
        "closes": "2027-02-28",
        "standard_price_gbp": 10.0,
        "member_preview": None,
    },
]

_STOPWORDS = {"the", "a", "an", "and", "of", "on", "in", "exhibition", "exhibitions", "show", "shows",
              "one", "thing", "about", "at", "what", "whats", "any", "new", "art", "gallery"}


def _exhibition_view(ex: dict[str, Any]) -> dict[str, Any]:
    view = {k: v for k, v in ex.items() if k != "keywords"}
    view["member_price_gbp"] = 0.0
    view["timed_entry_slots"] = GALLERY_SLOTS
    return view


def search_exhibitions(query: str = "", on_date: str | None = None, include_past: bool = False, **_: Any) -> Any:
    words = [w for w in re.findall(r"[a-z]+", (query or "").lower()) if w not in _STOPWORDS]
    day = _parse_date(on_date) if on_date else None
    if on_date and day is None:
        return {"error": f"on_date must be YYYY-MM-DD, got {on_date!r}"}

    def hit(ex: dict[str, Any]) -> bool:
        if not words:
            return True
        text = (ex["title"] + " " + ex["keywords"]).lower()
        return any(w in text or (len(w) > 4 and w[:-1] in text) for w in words)

    candidates = [ex for ex in EXHIBITIONS if hit(ex)]
    if not include_past:
        candidates = [ex for ex in candidates if _dt.date.fromisoformat(ex["closes"]) >= GALLERY_TODAY]
    if day is None:
        return {"today": GALLERY_TODAY.isoformat(), "results": [_exhibition_view(ex) for ex in candidates]}
    open_then = [ex for ex in candidates if ex["opens"] <= day.isoformat() <= ex["closes"]]
    upcoming = [ex for ex in candidates if day.isoformat() < ex["opens"]
                and (_dt.date.fromisoformat(ex["opens"]) - day).days <= 60]
    return {
        "date": day.isoformat(),
        "open_on_date": [_exhibition_view(ex) for ex in open_then],
        "opening_soon_after": [_exhibition_view(ex) for ex in upcoming],
    }


def get_membership(memberId: str) -> Any:
    if memberId.strip().upper() != GALLERY_MEMBER:
        return {"error": f"No member with ID {memberId}"}
    return {
        "member_id": GALLERY_MEMBER,
        "name": "Priya Natarajan",
        "tier": "Friend",
        "status": "active",
        "expires": "2027-04-02",
        "auto_renew": False,
        "guest_passes_remaining": GALLERY_GUEST_PASSES,
        "renewal_price_gbp": 65.0,
        "benefits": ["free entry to all exhibitions", "member preview days", "2 guest passes a year"],
        "upgrade_options": [
            {
                "tier": "Friend Plus",
                "price_gbp": 95.0,
                "includes": "free entry for you plus one named guest every visit, 4 extra guest passes a year, 10% off in the café and shop",
            }
        ],
    }


def reserve_timed_entry(exhibition_id: str, visit_date: str, slot: str, party: list[dict[str, Any]],
                        access_requirements: str | None = None) -> Any:
    ex = next((e for e in EXHIBITIONS if e["exhibition_id"] == exhibition_id.strip().upper()), None)
    if ex is None:
        return {"error": f"Unknown exhibition {exhibition_id}"}
    day = _parse_date(visit_date)
    if day is None:
        return {"error": f"visit_date must be YYYY-MM-DD, got {visit_date!r}"}
    iso = day.isoformat()
    preview = ex["member_preview"] == iso
    if day < GALLERY_TODAY:
        return {"error": "That date is in the past"}
    if not (ex["opens"] <= iso <= ex["closes"]) and not preview:
        return {"error": f"{ex['title']} is open {ex['opens']} to {ex['closes']}"
                         + (f" (member preview {ex['member_preview']})" if ex["member_preview"] else "")}
    if slot not in GALLERY_SLOTS:
        return {"error": f"Slots are {GALLERY_SLOTS}"}
    counts = {"member": 0, "guest": 0, "child": 0}
    for entry in party:
        counts[entry.get("ticket", "guest")] = counts.get(entry.get("ticket", "guest"), 0) + int(entry.get("count", 0))
    if counts["member"] > 1:
        return {"error": "Only one member ticket per membership"}
    if sum(counts.values()) == 0:
        return {"error": "The party is empty"}
    if preview and counts["member"] == 0:
        return {"error": "Preview days are for members and their guests only"}
    passes = min(counts["guest"], GALLERY_GUEST_PASSES)
    charged = (counts["guest"] - passes) * ex["standard_price_gbp"]
    return {
        "booking_ref": f"HG-{ex['exhibition_id'][3:]}-{iso[5:7]}{iso[8:10]}-{slot[:2]}",
        "status": "confirmed",
        "exhibition": ex["title"],
        "gallery": ex["gallery"],
        "date": iso,
        "slot": slot,
        "member_preview": preview,
        "party": counts,
        "guest_passes_used": passes,
        "amount_charged_gbp": charged,
        "access_requirements": access_requirements,
        "confirmation_sent_to": "priya.n@example.com",
    }


GALLERY = Domain(
    name="gallery_membership",
    instructions=(
        "You are the member-services assistant for the Harbourside Gallery, Bristol. Today is Thursday "
        "11 March 2027 and it is 10:15 (UK time). The signed-in member is Priya Natarajan, member ID "
        "HM-20418, email priya.n@example.com. Members get free entry to every exhibition but must still "
        "reserve a timed-entry slot (10:00, 12:00, 14:00 or 16:00). A member's guests use one of the "
        "member's guest passes or pay the standard price; children under 12 are free. Use the tools to "
        "look up exhibitions, the membership and to reserve entry. Reply in British English; prices in pounds."
    ),
    tools=[
        ToolDef(
            name="search_exhibitions",
            description="Search current and upcoming exhibitions by words from the title, artist or theme, "
                        "optionally only those open on a given date.",
            parameters={
                "type": "object",
                "properties": {
                    "query": {"type": "string", "description": "Words to search for; empty string lists everything."},
                    "on_date": {"type": "string", "format": "date",
                                "description": "YYYY-MM-DD: return what is open that day plus what opens soon after."},
                    "include_past": {"type": "boolean", "description": "Also include exhibitions that have closed.",
                                     "default": False},
                },
                "required": [],
            },
            fn=search_exhibitions,
        ),
        ToolDef(
            name="getMembership",
            description="The signed-in member's membership: tier, expiry, guest passes, renewal and upgrade prices.",
            parameters={
                "type": "object",
                "properties": {"memberId": {"type": "string", "description": "Member ID, e.g. HM-12345."}},
                "required": ["memberId"],
                "additionalProperties": False,
            },
            fn=get_membership,
            strict=True,
        ),
        ToolDef(
            name="reserve-timed-entry",
            description="Reserve a timed-entry slot for an exhibition for the signed-in member and their party. "
                        "Sends a confirmation email.",
            parameters={
                "type": "object",
                "properties": {
                    "exhibition_id": {"type": "string", "description": "e.g. EX-311"},
                    "visit_date": {"type": "string", "description": "YYYY-MM-DD"},
                    "slot": {"type": "string", "enum": GALLERY_SLOTS},
                    "party": {
                        "type": "array",
                        "description": "Ticket lines, e.g. [{ticket: member, count: 1}, {ticket: guest, count: 1}].",
                        "items": {
                            "type": "object",
                            "properties": {
                                "ticket": {"type": "string", "enum": ["member", "guest", "child"]},
                                "count": {"type": "integer", "minimum": 1},
                            },
                            "required": ["ticket", "count"],
                            "additionalProperties": False,
                        },
                    },
                    "access_requirements": {
                        "anyOf": [{"type": "string"}, {"type": "null"}],
                        "description": "e.g. wheelchair space; null if none.",
                    },
                },
                "required": ["exhibition_id", "visit_date", "slot", "party", "access_requirements"],
                "additionalProperties": False,
            },
            fn=reserve_timed_entry,
            act=True,
            strict=True,
        ),
    ],
)

# =============================================================================================
# Domain 2: Cadenza Music School parent portal (9 tools)
# =============================================================================================

SCHOOL_NOW = ("2027-09-06", "16:40")
SCHOOL_ACCOUNT = "AC-5531"
STUDENTS = {
    "ST-802": {"name": "Inês Ferreira", "age": 11, "instrument": "piano", "teacher_id": "T-14"},
    "ST-803": {"name": "Rui Ferreira", "age": 8, "instrument": None, "teacher_id": None},
}
TEACHERS = {
    "T-14": {"name": "Adaeze Okafor", "instrument": "piano", "styles": ["classical", "jazz"], "days": ["tuesday", "thursday"],
             "free_slots": ["2027-09-07T18:00", "2027-09-09T17:00", "2027-09-09T17:30", "2027-09-14T18:00", "2027-09-16T17:00"]},
    "T-21": {"name": "Jonas Lind", "instrument": "guitar", "styles": ["acoustic", "electric"], "days": ["wednesday", "saturday"],
             "free_slots": ["2027-09-08T16:00", "2027-09-08T17:30", "2027-09-11T10:00", "2027-09-11T11:30"]},
    "T-25": {"name": "Hana Sato", "instrument": "guitar", "styles": ["classical"], "days": ["friday"],
             "free_slots": ["2027-09-10T15:30", "2027-09-10T16:30", "2027-09-17T15:30"]},
    "T-30": {"name": "Felix Brandt", "instrument": "violin", "styles": ["classical", "folk"], "days": ["monday", "wednesday"],
             "free_slots": ["2027-09-08T15:00", "2027-09-13T16:00"]},
    "T-33": {"name": "Rosa Quintero", "instrument": "drums", "styles": ["rock", "latin"], "days": ["saturday"],
             "free_slots": ["2027-09-11T09:00", "2027-09-11T12:00"]},
    "T-40": {"name": "Lila Moreau", "instrument": "voice", "styles": ["musical theatre", "pop"], "days": ["thursday"],
             "free_slots": ["2027-09-09T16:00"]},
    "T-44": {"name": "Oliver Grant", "instrument": "piano", "styles": ["pop", "classical"], "days": ["saturday"],
             "free_slots": ["2027-09-11T09:30"]},
}
LESSONS = {
    "L-7701": {"student_id": "ST-802", "start": "2027-09-07T17:00"},
    "L-7702": {"student_id": "ST-802", "start": "2027-09-14T17:00"},
    "L-7703": {"student_id": "ST-802", "start": "2027-09-21T17:00"},
    "L-7704": {"student_id": "ST-802", "start": "2027-09-28T17:00"},
    "L-7705": {"student_id": "ST-802", "start": "2027-10-05T17:00"},
}
INVOICES = {
    "INV-2291": {"description": "Autumn term 2027 — Inês, piano (12 × 30 min)", "amount_gbp": 264.0,
                 "due": "2027-09-15", "status": "unpaid"},
    "INV-2240": {"description": "Summer 2027 exam entry — Inês, Trinity Grade 3 piano", "amount_gbp": 53.0,
                 "due": "2027-05-20", "status": "paid"},
}
INSTRUMENTS = ["piano", "guitar", "violin", "cello", "drums", "voice", "flute"]
EXAM_BOARDS = {
    "ABRSM": {"code": "AB", "instruments": ["piano", "violin", "cello", "flute", "voice", "guitar"],
              "sessions": [("2027-11-22", "2027-09-24"), ("2027-12-06", "2027-10-08")],
              "fees": {1: 48.0, 2: 53.0, 3: 57.0, 4: 62.0, 5: 68.0, 6: 80.0, 7: 90.0, 8: 101.0}},
    "Trinity": {"code": "TR", "instruments": ["piano", "violin", "cello", "flute", "voice", "guitar", "drums"],
                "sessions": [("2027-11-15", "2027-09-17"), ("2027-12-13", "2027-10-22")],
                "fees": {1: 44.0, 2: 49.0, 3: 53.0, 4: 58.0, 5: 63.0, 6: 74.0, 7: 84.0, 8: 95.0}},
    "RSL": {"code": "RS", "instruments": ["guitar", "drums", "voice"],
            "sessions": [("2027-12-04", "2027-10-15")],
            "fees": {1: 46.0, 2: 50.0, 3: 55.0, 4: 60.0, 5: 66.0, 6: 77.0, 7: 86.0, 8: 98.0}},
}


def _lesson_view(lesson_id: str) -> dict[str, Any]:
    lesson = LESSONS[lesson_id]
    student = STUDENTS[lesson["student_id"]]
    teacher = TEACHERS[student["teacher_id"]]
    return {"lesson_id": lesson_id, "student": student["name"], "start": lesson["start"], "duration_min": 30,
            "instrument": student["instrument"], "teacher": teacher["name"], "teacher_id": student["teacher_id"],
            "room": "Room 4"}


def find_teachers(instrument: str, day: str | None = None, trial_only: bool = False, **_: Any) -> Any:
    instrument = instrument.strip().lower()
    if instrument not in INSTRUMENTS:
        return {"error": f"Unknown instrument {instrument!r}; taught: {INSTRUMENTS}"}
    out = []
    for tid, t in TEACHERS.items():
        if t["instrument"] != instrument:
            continue
        slots = t["free_slots"]
        if day:
            slots = [s for s in slots if _WEEKDAYS[_dt.date.fromisoformat(s[:10]).weekday()] == day.lower()]
            if not slots:
                continue
        out.append({"teacher_id": tid, "name": t["name"], "instrument": t["instrument"], "styles": t["styles"],
                    "teaches_on": t["days"], "open_slots": slots, "trial_lessons": True})
    if not out:
        return {"instrument": instrument, "teachers": [], "note": "No teacher has free slots matching that."}
    return {"instrument": instrument, "trial_lesson": {"duration_min": 30, "price_gbp": 15.0}, "teachers": out}


def get_student_schedule(studentId: str, weeks: int | None) -> Any:
    sid = studentId.strip().upper()
    if sid not in STUDENTS:
        return {"error": f"No student {studentId} on this account"}
    horizon = _dt.date.fromisoformat(SCHOOL_NOW[0]) + _dt.timedelta(days=7 * (weeks or 4))
    lessons = [_lesson_view(lid) for lid, lesson in LESSONS.items()
               if lesson["student_id"] == sid and lesson["start"][:10] <= horizon.isoformat()]
    result: dict[str, Any] = {"student_id": sid, "student": STUDENTS[sid]["name"], "lessons": lessons}
    if not lessons:
        result["note"] = "No lessons booked yet."
    return result


def book_trial_lesson(student_id: str, teacher_id: str, start: str, instrument: str) -> Any:
    sid, tid = student_id.strip().upper(), teacher_id.strip().upper()
    if sid not in STUDENTS:
        return {"error": f"No student {student_id} on this account"}
    teacher = TEACHERS.get(tid)
    if teacher is None:
        return {"error": f"Unknown teacher {teacher_id}"}
    if teacher["instrument"] != instrument.lower():
        return {"error": f"{teacher['name']} teaches {teacher['instrument']}, not {instrument}"}
    when = _parse_dt(start)
    if when is None or f"{when[0]}T{when[1]}" not in teacher["free_slots"]:
        return {"error": f"{teacher['name']} is not free then", "open_slots": teacher["free_slots"]}
    return {
        "trial_id": f"TR-{sid[3:]}-{when[0][5:7]}{when[0][8:10]}-{when[1].replace(':', '')}",
        "status": "booked",
        "student": STUDENTS[sid]["name"],
        "teacher": teacher["name"],
        "instrument": teacher["instrument"],
        "start": f"{when[0]}T{when[1]}",
        "duration_min": 30,
        "price_gbp": 15.0,
        "charged_to": "Visa ending 4417",
    }


def reschedule_lesson(lesson_id: str, new_start: str, reason: str | None = None, **_: Any) -> Any:
    lid = lesson_id.strip().upper()
    if lid not in LESSONS:
        return {"error": f"Unknown lesson {lesson_id}"}
    view = _lesson_view(lid)
    teacher = TEACHERS[view["teacher_id"]]
    when = _parse_dt(new_start)
    if when is None:
        return {"error": f"new_start must be an ISO date-time, got {new_start!r}"}
    if f"{when[0]}T{when[1]}" not in teacher["free_slots"]:
        return {"error": f"{teacher['name']} is not free at {when[0]} {when[1]}", "teacher_free_slots": teacher["free_slots"]}
    return {"lesson_id": lid, "status": "rescheduled", "old_start": view["start"], "new_start": f"{when[0]}T{when[1]}",
            "teacher": teacher["name"], "reason": reason, "confirmation": f"RS-{lid[2:]}-{when[0][5:7]}{when[0][8:10]}"}


def cancel_lesson(lesson_id: str, notify_teacher: bool) -> Any:
    lid = lesson_id.strip().upper()
    if lid not in LESSONS:
        return {"error": f"Unknown lesson {lesson_id}"}
    view = _lesson_view(lid)
    start = _parse_dt(view["start"])
    assert start is not None
    notice = _hours_between(SCHOOL_NOW, start)
    credit = notice >= 24
    return {
        "lesson_id": lid,
        "status": "cancelled",
        "start": view["start"],
        "hours_notice": round(notice, 1),
        "make_up_credit": credit,
        "credit_id": f"MC-{lid[2:]}" if credit else None,
        "charge_gbp": 0.0 if credit else 22.0,
        "teacher_notified": notify_teacher,
        "note": ("Cancelled with at least 24 hours' notice: a make-up lesson credit has been added to the account."
                 if credit else "Less than 24 hours' notice: the lesson is charged in full."),
    }


def get_account_balance(account_id: str, **_: Any) -> Any:
    if account_id.strip().upper() != SCHOOL_ACCOUNT:
        return {"error": f"No account {account_id}"}
    outstanding = sum(i["amount_gbp"] for i in INVOICES.values() if i["status"] == "unpaid")
    return {"account_id": SCHOOL_ACCOUNT, "holder": "Tomás Ferreira", "outstanding_gbp": outstanding,
            "invoices": [{"invoice_id": k, **v} for k, v in INVOICES.items()],
            "make_up_credits": 0, "card_on_file": "Visa ending 4417"}


def pay_invoice(invoice_id: str, amount: float, method: str) -> Any:
    iid = invoice_id.strip().upper()
    invoice = INVOICES.get(iid)
    if invoice is None:
        return {"error": f"Unknown invoice {invoice_id}"}
    if invoice["status"] == "paid":
        return {"error": f"{iid} is already paid"}
    if amount <= 0 or amount > invoice["amount_gbp"] + 1e-9:
        return {"error": f"Amount must be between 0.01 and {invoice['amount_gbp']:.2f}"}
    remaining = round(invoice["amount_gbp"] - amount, 2)
    if method == "bank_transfer":
        return {"invoice_id": iid, "status": "awaiting_transfer", "amount_gbp": amount,
                "pay_to": {"sort_code": "40-11-62", "account": "71829304", "reference": iid}}
    return {"invoice_id": iid, "status": "paid" if remaining == 0 else "part_paid", "amount_paid_gbp": amount,
            "remaining_gbp": remaining, "receipt": f"RC-{iid[4:]}-4417", "charged_to": "Visa ending 4417"}


def list_exam_dates(board: str, instrument: str, grade: int, **_: Any) -> Any:
    key = next((b for b in EXAM_BOARDS if b.lower() == board.strip().lower()), None)
    if key is None:
        return {"error": f"Unknown board {board}; boards: {list(EXAM_BOARDS)}"}
    info = EXAM_BOARDS[key]
    inst = instrument.strip().lower()
    if inst not in info["instruments"]:
        return {"error": f"{key} exams at Cadenza are offered for {', '.join(info['instruments'])} only"}
    if grade not in info["fees"]:
        return {"error": "grade must be 1-8"}
    sessions = [{"session_id": f"{info['code']}{inst[0].upper()}{grade}-{day.replace('-', '')}", "exam_date": day,
                 "entry_deadline": deadline, "venue": "Cadenza Music School, Leeds", "fee_gbp": info["fees"][grade]}
                for day, deadline in info["sessions"]]
    return {"board": key, "instrument": inst, "grade": grade, "sessions": sessions}


def enter_exam(student_id: str, session_id: str, accompanist: dict[str, Any], special_requirements: str | None) -> Any:
    sid = student_id.strip().upper()
    if sid not in STUDENTS:
        return {"error": f"No student {student_id} on this account"}
    match = re.fullmatch(r"(AB|TR|RS)([A-Z])(\d)-(\d{8})", session_id.strip().upper())
    if not match:
        return {"error": f"Unknown exam session {session_id}"}
    board = next(b for b, i in EXAM_BOARDS.items() if i["code"] == match.group(1))
    info = EXAM_BOARDS[board]
    day = f"{match.group(4)[:4]}-{match.group(4)[4:6]}-{match.group(4)[6:]}"
    session = next(((d, dl) for d, dl in info["sessions"] if d == day), None)
    inst = next((i for i in info["instruments"] if i[0].upper() == match.group(2)), None)
    grade = int(match.group(3))
    if session is None or inst is None or grade not in info["fees"]:
        return {"error": f"Unknown exam session {session_id}"}
    if session[1] < SCHOOL_NOW[0]:
        return {"error": f"Entries for {session_id} closed on {session[1]}"}
    needed = bool(accompanist.get("needed"))
    extra = 25.0 if needed and not accompanist.get("name") else 0.0
    return {
        "entry_id": f"EN-{sid[3:]}-{match.group(1)}{grade}",
        "status": "entered",
        "student": STUDENTS[sid]["name"],
        "board": board,
        "instrument": inst,
        "grade": grade,
        "exam_date": day,
        "fee_gbp": info["fees"][grade],
        "accompanist": ("school accompanist booked (£25)" if extra else accompanist.get("name") or "none") if needed else "none",
        "added_to_invoice": "INV-2307",
        "amount_added_gbp": info["fees"][grade] + extra,
        "special_requirements": special_requirements,
    }


_DATE_TIME_DESC = "ISO date-time, e.g. 2027-09-08T16:00"

MUSIC = Domain(
    name="music_school",
    instructions=(
        "You are the parent-portal assistant for Cadenza Music School, Leeds. Today is Monday 6 September "
        "2027, 16:40. Signed in: Tomás Ferreira, account AC-5531, card on file Visa ending 4417. Children on "
        "the account: Inês Ferreira (11, student ST-802) has weekly 30-minute piano lessons with Adaeze "
        "Okafor (teacher T-14) on Tuesdays at 17:00 and is working towards Grade 4; Rui Ferreira (8, student "
        "ST-803) has no lessons yet and is keen on guitar. Policies: trial lessons are 30 minutes and cost £15; "
        "a lesson cancelled with at least 24 hours' notice becomes a make-up credit (there are no cash refunds "
        "mid-term); later cancellations are charged in full. Use the tools for teachers, schedules, bookings, "
        "exams and payments."
    ),
    tools=[
        ToolDef(
            name="find_teachers",
            description="Teachers for an instrument with their open slots (usable for trial lessons or moved lessons).",
            parameters={
                "type": "object",
                "properties": {
                    "instrument": {"type": "string", "enum": INSTRUMENTS},
                    "day": {"type": "string", "enum": _WEEKDAYS, "description": "Only slots on this weekday."},
                    "trial_only": {"type": "boolean", "description": "Only teachers taking trial students."},
                },
                "required": ["instrument"],
            },
            fn=find_teachers,
        ),
        ToolDef(
            name="getStudentSchedule",
            description="Upcoming lessons of a student on the account, with lesson IDs.",
            parameters={
                "type": "object",
                "properties": {
                    "studentId": {"type": "string", "description": "e.g. ST-802"},
                    "weeks": {"type": ["integer", "null"], "description": "How many weeks ahead; null for the default (4)."},
                },
                "required": ["studentId", "weeks"],
                "additionalProperties": False,
            },
            fn=get_student_schedule,
            strict=True,
        ),
        ToolDef(
            name="book_trial_lesson",
            description="Book a 30-minute trial lesson (£15, charged to the card on file) for a student with a teacher.",
            parameters={
                "type": "object",
                "properties": {
                    "student_id": {"type": "string"},
                    "teacher_id": {"type": "string"},
                    "start": {"type": "string", "description": _DATE_TIME_DESC},
                    "instrument": {"type": "string", "enum": INSTRUMENTS},
                },
                "required": ["student_id", "teacher_id", "start", "instrument"],
                "additionalProperties": False,
            },
            fn=book_trial_lesson,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="reschedule-lesson",
            description="Move one booked lesson to another time when the same teacher is free.",
            parameters={
                "type": "object",
                "properties": {
                    "lesson_id": {"type": "string", "description": "e.g. L-7701"},
                    "new_start": {"type": "string", "format": "date-time", "description": _DATE_TIME_DESC},
                    "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                },
                "required": ["lesson_id", "new_start"],
            },
            fn=reschedule_lesson,
            act=True,
        ),
        ToolDef(
            name="cancel_lesson",
            description="Cancel one booked lesson. With 24 h notice it becomes a make-up credit.",
            parameters={
                "type": "object",
                "properties": {
                    "lesson_id": {"type": "string"},
                    "notify_teacher": {"type": "boolean", "description": "Email the teacher about the cancellation."},
                },
                "required": ["lesson_id", "notify_teacher"],
                "additionalProperties": False,
            },
            fn=cancel_lesson,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="getAccountBalance",
            description="Invoices, amounts outstanding and credits on a family account.",
            parameters={
                "type": "object",
                "properties": {"account_id": {"type": "string"}},
                "required": ["account_id"],
            },
            fn=get_account_balance,
        ),
        ToolDef(
            name="pay_invoice",
            description="Pay an invoice (fully or partly) with the card on file, or get bank-transfer details.",
            parameters={
                "type": "object",
                "properties": {
                    "invoice_id": {"type": "string"},
                    "amount": {"type": "number", "description": "Amount in pounds."},
                    "method": {"type": "string", "enum": ["card_on_file", "bank_transfer"]},
                },
                "required": ["invoice_id", "amount", "method"],
                "additionalProperties": False,
            },
            fn=pay_invoice,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="list_exam_dates",
            description="Graded exam sessions held at the school for a board, instrument and grade, with fees and entry deadlines.",
            parameters={
                "type": "object",
                "properties": {
                    "board": {"type": "string", "enum": list(EXAM_BOARDS)},
                    "instrument": {"type": "string"},
                    "grade": {"type": "integer", "minimum": 1, "maximum": 8},
                },
                "required": ["board", "instrument", "grade"],
            },
            fn=list_exam_dates,
        ),
        ToolDef(
            name="enter_exam",
            description="Enter a student for an exam session; the fee is added to the family account.",
            parameters={
                "type": "object",
                "properties": {
                    "student_id": {"type": "string"},
                    "session_id": {"type": "string", "description": "From list_exam_dates, e.g. ABP4-20271122"},
                    "accompanist": {"$ref": "#/$defs/accompanist"},
                    "special_requirements": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                },
                "required": ["student_id", "session_id", "accompanist", "special_requirements"],
                "additionalProperties": False,
                "$defs": {
                    "accompanist": {
                        "type": "object",
                        "description": "Whether a piano accompanist is needed, and their name if the family brings one.",
                        "properties": {
                            "needed": {"type": "boolean"},
                            "name": {"type": ["string", "null"]},
                        },
                        "required": ["needed", "name"],
                        "additionalProperties": False,
                    }
                },
            },
            fn=enter_exam,
            act=True,
            strict=True,
        ),
    ],
)

# =============================================================================================
# Domain 3: Northsound Ferries (5 tools)
# =============================================================================================

FERRY_NOW = ("2027-07-16", "08:05")
FERRY_LAST_DAY = "2027-10-31"
_PORT_WORDS = [("port ellen", "PE"), ("islay", "PE"), ("kennacraig", "KN"), ("craignure", "CR"), ("mull", "CR"),
               ("castlebay", "CB"), ("barra", "CB"), ("oban", "OB")]
PORT_NAMES = {"OB": "Oban", "CR": "Craignure", "CB": "Castlebay", "KN": "Kennacraig", "PE": "Port Ellen"}
ROUTES = {
    ("OB", "CR"): {"times": ["07:40", "09:55", "12:00", "14:00", "16:00", "18:10"], "minutes": 50, "route": "oban-craignure",
                   "fares": {"adult": 4.10, "child": 2.05, "car": 15.80, "van": 27.60, "motorcycle": 7.90, "campervan": 31.20}},
    ("CR", "OB"): {"times": ["08:45", "11:00", "13:05", "15:05", "17:05", "19:15"], "minutes": 50, "route": "oban-craignure",
                   "fares": {"adult": 4.10, "child": 2.05, "car": 15.80, "van": 27.60, "motorcycle": 7.90, "campervan": 31.20}},
    ("OB", "CB"): {"times": ["13:30"], "minutes": 290, "route": "oban-castlebay",
                   "fares": {"adult": 17.30, "child": 8.65, "car": 91.40, "van": 160.00, "motorcycle": 45.70, "campervan": 182.80}},
    ("CB", "OB"): {"times": ["07:45"], "minutes": 290, "route": "oban-castlebay",
                   "fares": {"adult": 17.30, "child": 8.65, "car": 91.40, "van": 160.00, "motorcycle": 45.70, "campervan": 182.80}},
    ("KN", "PE"): {"times": ["07:00", "13:30", "18:00"], "minutes": 140, "route": "kennacraig-port-ellen",
                   "fares": {"adult": 8.55, "child": 4.30, "car": 45.60, "van": 79.80, "motorcycle": 22.80, "campervan": 91.20}},
    ("PE", "KN"): {"times": ["09:45", "16:00", "20:45"], "minutes": 140, "route": "kennacraig-port-ellen",
                   "fares": {"adult": 8.55, "child": 4.30, "car": 45.60, "van": 79.80, "motorcycle": 22.80, "campervan": 91.20}},
}
VEHICLE_FULL = {"OBCR-20270717-0955", "OBCR-20270718-1200", "KNPE-20270720-0700"}
VEHICLE_LIMITED = {"OBCR-20270718-1400", "KNPE-20270717-1330", "OBCB-20270724-1330"}
AT_RISK = {"OBCB-20270717-1330", "CBOB-20270717-0745", "OBCB-20270718-1330", "CBOB-20270718-0745"}
FERRY_BOOKINGS = {
    "NSF-B4471": {"sailing_id": "OBCR-20270718-0955", "passengers": {"adults": 2, "children": 0, "infants": 0},
                  "vehicle": {"registration": "SK19 LMP", "kind": "car", "length_m": 4.7}, "paid_gbp": 24.00},
}


def _port(text: str) -> str | None:
    low = text.lower()
    return next((code for word, code in _PORT_WORDS if word in low), None)


def _sailing(sailing_id: str) -> dict[str, Any] | None:
    match = re.fullmatch(r"([A-Z]{2})([A-Z]{2})-(\d{8})-(\d{4})", sailing_id.strip().upper())
    if not match:
        return None
    origin, dest, ymd, hhmm = match.groups()
    route = ROUTES.get((origin, dest))
    day = f"{ymd[:4]}-{ymd[4:6]}-{ymd[6:]}"
    clock = f"{hhmm[:2]}:{hhmm[2:]}"
    if route is None or clock not in route["times"] or _parse_date(day) is None:
        return None
    departs = _dt.datetime.fromisoformat(f"{day}T{clock}")
    sid = f"{origin}{dest}-{ymd}-{hhmm}"
    return {
        "sailing_id": sid,
        "from": PORT_NAMES[origin],
        "to": PORT_NAMES[dest],
        "departs": departs.isoformat(timespec="minutes"),
        "arrives": (departs + _dt.timedelta(minutes=route["minutes"])).isoformat(timespec="minutes"),
        "vessel": "MV Loch Linnhe (smaller vessel)" if sid in {"OBCR-20270718-1200", "OBCR-20270718-1400"} else "MV Isle of Lismore",
        "vehicle_space": "full" if sid in VEHICLE_FULL else "limited" if sid in VEHICLE_LIMITED else "available",
        "foot_passenger_space": "available",
        "status": ("at risk of disruption (weather)" if sid in AT_RISK
                   else "departed" if (day, clock) <= FERRY_NOW else "scheduled"),
        "_route": route,
    }


def _public(sailing: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in sailing.items() if not k.startswith("_")}


def search_sailings(from_port: str, to_port: str, date: str, with_vehicle: bool = False, **_: Any) -> Any:
    origin, dest = _port(from_port), _port(to_port)
    if origin is None or dest is None:
        return {"error": f"Unknown port in {from_port!r} / {to_port!r}; ports: {list(PORT_NAMES.values())}"}
    route = ROUTES.get((origin, dest))
    if route is None:
        return {"error": f"No direct sailings from {PORT_NAMES[origin]} to {PORT_NAMES[dest]}"}
    day = _parse_date(date)
    if day is None:
        return {"error": f"date must be YYYY-MM-DD, got {date!r}"}
    iso = day.isoformat()
    if iso < FERRY_NOW[0] or iso > FERRY_LAST_DAY:
        return {"error": f"Bookable sailings run from {FERRY_NOW[0]} to {FERRY_LAST_DAY}"}
    sailings = [_sailing(f"{origin}{dest}-{iso.replace('-', '')}-{t.replace(':', '')}") for t in route["times"]]
    rows = [_public(s) for s in sailings if s]
    if with_vehicle:
        for row in rows:
            row["bookable_with_vehicle"] = row["vehicle_space"] != "full" and row["status"] != "departed"
    return {"from": PORT_NAMES[origin], "to": PORT_NAMES[dest], "date": iso,
            "weekday": _WEEKDAYS[day.weekday()].title(), "fares_gbp_single": route["fares"], "sailings": rows}


def get_booking(booking_ref: str, surname: str | None = None, **_: Any) -> Any:
    ref = booking_ref.strip().upper()
    booking = FERRY_BOOKINGS.get(ref)
    if booking is None:
        return {"error": f"No booking {booking_ref}"}
    sailing = _sailing(booking["sailing_id"])
    assert sailing is not None
    departs = _dt.datetime.fromisoformat(sailing["departs"])
    return {"booking_ref": ref, "lead_passenger": "Callum MacLeod", "sailing": _public(sailing),
            "passengers": booking["passengers"], "vehicle": booking["vehicle"], "paid_gbp": booking["paid_gbp"],
            "vehicle_check_in_closes": (departs - _dt.timedelta(minutes=30)).isoformat(timespec="minutes")}


def book_sailing(sailing_id: str, passengers: dict[str, int], vehicle: dict[str, Any] | None) -> Any:
    sailing = _sailing(sailing_id)
    if sailing is None:
        return {"error": f"Unknown sailing {sailing_id}"}
    if (sailing["departs"][:10], sailing["departs"][11:]) <= FERRY_NOW or sailing["departs"][:10] > FERRY_LAST_DAY:
        return {"error": f"Sailing {sailing_id} cannot be booked"}
    adults, children, infants = (int(passengers.get(k, 0)) for k in ("adults", "children", "infants"))
    if adults + children == 0:
        return {"error": "At least one adult or child passenger is needed"}
    fares = sailing["_route"]["fares"]
    total = adults * fares["adult"] + children * fares["child"]
    if vehicle is not None:
        if sailing["vehicle_space"] == "full":
            return {"error": f"No vehicle space left on {sailing['sailing_id']}"}
        total += fares.get(vehicle.get("kind", "car"), fares["car"])
    number_part = (int(sailing["sailing_id"][5:13]) % 10000 * 7 + int(sailing["sailing_id"][-4:]) + adults * 31 + children * 17
                   + (53 if vehicle else 0)) % 9000 + 1000
    return {
        "booking_ref": f"NSF-B{number_part}",
        "status": "confirmed",
        "sailing": _public(sailing),
        "passengers": {"adults": adults, "children": children, "infants": infants},
        "vehicle": vehicle,
        "total_gbp": round(total, 2),
        "check_in_closes": (_dt.datetime.fromisoformat(sailing["departs"])
                            - _dt.timedelta(minutes=30 if vehicle else 10)).isoformat(timespec="minutes"),
    }


def change_booking(booking_ref: str, new_sailing_id: str) -> Any:
    ref = booking_ref.strip().upper()
    booking = FERRY_BOOKINGS.get(ref)
    if booking is None:
        return {"error": f"No booking {booking_ref}"}
    new = _sailing(new_sailing_id)
    if new is None:
        return {"error": f"Unknown sailing {new_sailing_id}"}
    old = _sailing(booking["sailing_id"])
    assert old is not None
    if new["sailing_id"][:4] != old["sailing_id"][:4]:
        return {"error": "A booking can only be moved to another sailing on the same route and direction"}
    if booking["vehicle"] and new["vehicle_space"] == "full":
        return {"error": f"No vehicle space on {new['sailing_id']}; booking unchanged"}
    return {"booking_ref": ref, "status": "changed", "old_sailing": _public(old), "new_sailing": _public(new),
            "fare_difference_gbp": 0.0,
            "vehicle_check_in_closes": (_dt.datetime.fromisoformat(new["departs"])
                                        - _dt.timedelta(minutes=30)).isoformat(timespec="minutes")}


SERVICE_STATUS = {
    "oban-craignure": {"status": "normal", "message": "Sailings running to timetable. On Sunday 18 July the 12:00 and "
                       "14:00 from Oban are operated by MV Loch Linnhe, a smaller vessel with fewer car spaces."},
    "oban-castlebay": {"status": "amber", "message": "Sailings on Saturday 17 and Sunday 18 July are at risk of "
                       "disruption or cancellation at short notice because of forecast strong south-westerly winds. "
                       "A decision is made by 10:00 on the day."},
    "kennacraig-port-ellen": {"status": "normal", "message": "Sailings running to timetable."},
}


def get_service_status(route: str, **_: Any) -> Any:
    status = SERVICE_STATUS.get(route.strip().lower())
    if status is None:
        return {"error": f"Unknown route {route}; routes: {list(SERVICE_STATUS)}"}
    return {"route": route.lower(), **status, "updated": "2027-07-16T07:30"}


_VEHICLE_SCHEMA = {
    "type": "object",
    "properties": {
        "registration": {"type": "string"},
        "kind": {"type": "string", "enum": ["car", "van", "motorcycle", "campervan"]},
        "length_m": {"type": "number", "description": "Vehicle length in metres."},
    },
    "required": ["registration", "kind", "length_m"],
    "additionalProperties": False,
}

FERRIES = Domain(
    name="island_ferries",
    instructions=(
        "You are the booking assistant for Northsound Ferries on the west coast of Scotland. Today is Friday "
        "16 July 2027, 08:05. Signed-in customer: Callum MacLeod, customer number NSF-77120. Vehicle on file: "
        "car, registration SK19 LMP (Volvo XC60, 4.7 m long). Routes, each way: Oban–Craignure (Mull), "
        "Oban–Castlebay (Barra), Kennacraig–Port Ellen (Islay). Check-in closes 30 minutes before departure for "
        "vehicles and 10 minutes before for foot passengers. Children are 5–15; under-5s (infants) travel free. "
        "Fares are single, per person and per vehicle, in pounds."
    ),
    tools=[
        ToolDef(
            name="search_sailings",
            description="Sailings between two ports on a date, with times, vehicle space and fares.",
            parameters={
                "type": "object",
                "properties": {
                    "from_port": {"type": "string", "description": "Departure port, e.g. Oban"},
                    "to_port": {"type": "string", "description": "Arrival port, e.g. Craignure"},
                    "date": {"type": "string", "format": "date"},
                    "with_vehicle": {"type": "boolean", "description": "Say whether each sailing can take a vehicle."},
                },
                "required": ["from_port", "to_port", "date"],
            },
            fn=search_sailings,
        ),
        ToolDef(
            name="get_booking",
            description="Look up an existing booking by its reference.",
            parameters={
                "type": "object",
                "properties": {
                    "booking_ref": {"type": "string", "description": "e.g. NSF-B1234"},
                    "surname": {"type": "string"},
                },
                "required": ["booking_ref"],
            },
            fn=get_booking,
        ),
        ToolDef(
            name="bookSailing",
            description="Book passengers (and optionally a vehicle) on a sailing; charges the saved card.",
            parameters={
                "type": "object",
                "properties": {
                    "sailing_id": {"type": "string", "description": "From search_sailings, e.g. OBCR-20270718-0955"},
                    "passengers": {
                        "type": "object",
                        "properties": {
                            "adults": {"type": "integer"},
                            "children": {"type": "integer", "description": "Aged 5-15"},
                            "infants": {"type": "integer", "description": "Under 5, free"},
                        },
                        "required": ["adults", "children", "infants"],
                        "additionalProperties": False,
                    },
                    "vehicle": {"anyOf": [_VEHICLE_SCHEMA, {"type": "null"}], "description": "null for foot passengers only."},
                },
                "required": ["sailing_id", "passengers", "vehicle"],
                "additionalProperties": False,
            },
            fn=book_sailing,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="change-booking",
            description="Move an existing booking to another sailing on the same route and direction.",
            parameters={
                "type": "object",
                "properties": {
                    "booking_ref": {"type": "string"},
                    "new_sailing_id": {"type": "string"},
                },
                "required": ["booking_ref", "new_sailing_id"],
                "additionalProperties": False,
            },
            fn=change_booking,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="getServiceStatus",
            description="Live service status and disruption messages for a route.",
            parameters={
                "type": "object",
                "properties": {"route": {"type": "string", "enum": list(SERVICE_STATUS)}},
                "required": ["route"],
            },
            fn=get_service_status,
        ),
    ],
)

# =============================================================================================
# Domain 4: Ledgerly self-assessment estimator (1 tool)
# =============================================================================================

PERSONAL_ALLOWANCE = 12570.0
BASIC_BAND = 37700.0
HIGHER_LIMIT = 125140.0
STUDENT_LOANS = {"plan_1": (26065.0, 0.09), "plan_2": (28470.0, 0.09), "plan_4": (32745.0, 0.09),
                 "plan_5": (25000.0, 0.09), "postgraduate": (21000.0, 0.06)}


def _income_tax(total: float, band_extension: float = 0.0) -> tuple[float, float]:
    """(tax, personal allowance) under the rUK bands, with a basic band extended by gross pension contributions."""
    allowance = PERSONAL_ALLOWANCE
    adjusted = total - band_extension
    if adjusted > 100000:
        allowance = max(0.0, allowance - (adjusted - 100000) / 2)
    taxable = max(0.0, total - allowance)
    basic = BASIC_BAND + band_extension
    higher_top = HIGHER_LIMIT - allowance + band_extension
    tax = min(taxable, basic) * 0.20
    tax += max(0.0, min(taxable, higher_top) - basic) * 0.40
    tax += max(0.0, taxable - higher_top) * 0.45
    return round(tax, 2), allowance


def estimate_income_tax(tax_year: str, self_employment: dict[str, Any], employment_income: float = 0.0,
                        pension_contributions: float = 0.0, student_loan_plan: str | None = None, **_: Any) -> Any:
    if tax_year not in ("2025-26", "2026-27"):
        return {"error": "tax_year must be 2025-26 or 2026-27"}
    turnover = float(self_employment.get("turnover", 0.0))
    expenses = float(self_employment.get("expenses") or 0.0)
    use_allowance = bool(self_employment.get("use_trading_allowance", False))
    if turnover < 0 or expenses < 0 or employment_income < 0 or pension_contributions < 0:
        return {"error": "amounts cannot be negative"}
    deduction = min(1000.0, turnover) if use_allowance else expenses
    profit = round(max(0.0, turnover - deduction), 2)
    total = round(employment_income + profit, 2)
    gross_pension = round(pension_contributions * 1.25, 2)
    tax, allowance = _income_tax(total, gross_pension)
    paye, _unused = _income_tax(employment_income)
    class4 = round(max(0.0, min(profit, 50270.0) - 12570.0) * 0.06 + max(0.0, profit - 50270.0) * 0.02, 2)
    loan = 0.0
    if student_loan_plan:
        threshold, rate = STUDENT_LOANS[student_loan_plan]
        loan = round(max(0.0, (total - threshold) * rate) - max(0.0, (employment_income - threshold) * rate), 2)
    balance = round(tax + class4 - paye + loan, 2)
    poa_base = round(tax + class4 - paye, 2)
    poa = None
    if poa_base > 1000 and paye < 0.8 * (tax + class4):
        poa = {"each_gbp": round(poa_base / 2, 2), "due": ["2027-01-31", "2027-07-31"] if tax_year == "2025-26"
               else ["2028-01-31", "2028-07-31"]}
    return {
        "tax_year": tax_year,
        "deduction_used": "trading allowance (£1,000)" if use_allowance else "actual expenses",
        "taxable_profit_gbp": profit,
        "total_income_gbp": total,
        "personal_allowance_gbp": allowance,
        "income_tax_gbp": tax,
        "class_4_nic_gbp": class4,
        "paye_tax_already_paid_estimate_gbp": paye,
        "student_loan_repayment_gbp": loan,
        "pension_relief_at_source_gbp": round(gross_pension - pension_contributions, 2),
        "balance_due_gbp": balance,
        "balance_due_by": "2027-01-31" if tax_year == "2025-26" else "2028-01-31",
        "payments_on_account": poa,
        "note": "Estimate only; assumes the job's tax code used the personal allowance.",
    }


TAX = Domain(
    name="self_assessment",
    instructions=(
        "You are Ledgerly, a self-assessment helper for UK sole traders. Today is Wednesday 20 January 2027, "
        "14:30. The signed-in user is Ayesha Rahman, a freelance illustrator (sole trader, UTR 73018 55291) who "
        "also has a part-time PAYE job. She is filing for the 2025-26 tax year (6 April 2025 to 5 April 2026); "
        "the online return and the balancing payment are due by 31 January 2027. Use the estimator for any "
        "figures: it gives estimates, not formal advice, and assumes the job's tax code used her personal "
        "allowance. Amounts are in pounds."
    ),
    tools=[
        ToolDef(
            name="estimateIncomeTax",
            description="Estimate income tax, Class 4 NIC and the balance due for a tax year from job pay and "
                        "self-employment figures (England/Wales/NI rates).",
            parameters={
                "type": "object",
                "properties": {
                    "tax_year": {"type": "string", "enum": ["2025-26", "2026-27"]},
                    "employment_income": {"type": "number", "description": "Gross pay from PAYE employment."},
                    "self_employment": {
                        "type": "object",
                        "properties": {
                            "turnover": {"type": "number"},
                            "expenses": {"type": "number", "description": "Allowable expenses."},
                            "use_trading_allowance": {
                                "type": "boolean",
                                "description": "Deduct the £1,000 trading allowance instead of actual expenses.",
                            },
                        },
                        "required": ["turnover"],
                    },
                    "pension_contributions": {
                        "type": "number",
                        "minimum": 0,
                        "description": "Net amount paid into a relief-at-source personal pension in the year.",
                    },
                    "student_loan_plan": {
                        "type": ["string", "null"],
                        "enum": ["plan_1", "plan_2", "plan_4", "plan_5", "postgraduate", None],
                    },
                },
                "required": ["tax_year", "self_employment"],
            },
            fn=estimate_income_tax,
        ),
    ],
)

# =============================================================================================
# Domain 5: Kestrel Physiotherapy (6 tools)
# =============================================================================================

PHYSIO_NOW = ("2027-05-12", "09:20")
PATIENT = "P-30917"
POLICY = "MH-448812"
SERVICES = ["initial_assessment", "follow_up", "sports_massage", "hydrotherapy"]
LOCATIONS = ["Harbour Road", "Eastgate"]
SELF_PAY = {"initial_assessment": 70.0, "follow_up": 55.0, "sports_massage": 50.0, "hydrotherapy": 40.0}
CLINICIAN_CODES = {"Sarah Kim": "KIM", "Marcus Reyes": "REY", "Leah Brennan": "BRE", "Tomasz Nowak": "NOW"}
SLOTS = [
    # (service, clinician, location, start)
    ("follow_up", "Sarah Kim", "Harbour Road", "2027-05-13T12:30"),
    ("follow_up", "Sarah Kim", "Harbour Road", "2027-05-13T17:00"),
    ("follow_up", "Sarah Kim", "Harbour Road", "2027-05-18T08:30"),
    ("follow_up", "Sarah Kim", "Harbour Road", "2027-05-18T13:00"),
    ("follow_up", "Sarah Kim", "Harbour Road", "2027-05-20T08:30"),
    ("follow_up", "Sarah Kim", "Harbour Road", "2027-05-20T16:00"),
    ("follow_up", "Marcus Reyes", "Eastgate", "2027-05-13T10:00"),
    ("follow_up", "Marcus Reyes", "Eastgate", "2027-05-19T11:00"),
    ("initial_assessment", "Marcus Reyes", "Eastgate", "2027-05-17T09:00"),
    ("sports_massage", "Leah Brennan", "Harbour Road", "2027-05-14T18:00"),
    ("sports_massage", "Leah Brennan", "Harbour Road", "2027-05-15T10:00"),
    ("sports_massage", "Leah Brennan", "Harbour Road", "2027-05-19T17:30"),
    ("hydrotherapy", "Tomasz Nowak", "Eastgate", "2027-05-14T12:00"),
    ("hydrotherapy", "Tomasz Nowak", "Eastgate", "2027-05-17T07:30"),
    ("hydrotherapy", "Tomasz Nowak", "Eastgate", "2027-05-17T12:00"),
    ("hydrotherapy", "Tomasz Nowak", "Eastgate", "2027-05-19T07:30"),
]
_SERVICE_CODES = {"initial_assessment": "IA", "follow_up": "FU", "sports_massage": "SM", "hydrotherapy": "HY"}
APPOINTMENTS = {
    "A-5120": {"service": "hydrotherapy", "clinician": "Tomasz Nowak", "location": "Eastgate", "start": "2027-05-13T08:00",
               "bill_to": "insurance"},
    "A-5127": {"service": "sports_massage", "clinician": "Leah Brennan", "location": "Harbour Road",
               "start": "2027-05-14T17:30", "bill_to": "self_pay"},
    "A-5133": {"service": "follow_up", "clinician": "Sarah Kim", "location": "Harbour Road", "start": "2027-05-21T08:30",
               "bill_to": "insurance"},
}


def _slot_id(slot: tuple[str, str, str, str]) -> str:
    service, clinician, _location, start = slot
    return f"S-{_SERVICE_CODES[service]}-{CLINICIAN_CODES[clinician]}-{start[5:7]}{start[8:10]}-{start[11:13]}{start[14:16]}"


def find_appointments(service: str, clinician: str | None = None, location: str | None = None,
                      date_from: str | None = None, date_to: str | None = None, **_: Any) -> Any:
    if service not in SERVICES:
        return {"error": f"service must be one of {SERVICES}"}
    start = _parse_date(date_from) if date_from else _dt.date.fromisoformat(PHYSIO_NOW[0])
    if start is None:
        return {"error": f"date_from must be YYYY-MM-DD, got {date_from!r}"}
    end = _parse_date(date_to) if date_to else start + _dt.timedelta(days=14)
    if end is None:
        return {"error": f"date_to must be YYYY-MM-DD, got {date_to!r}"}
    words = [w for w in re.findall(r"[a-z]+", (clinician or "").lower()) if w not in {"dr", "ms", "mr", "mrs"}]
    rows = []
    for slot in SLOTS:
        s_service, s_clinician, s_location, s_start = slot
        if s_service != service or not (start.isoformat() <= s_start[:10] <= end.isoformat()):
            continue
        if (s_start[:10], s_start[11:]) <= PHYSIO_NOW:
            continue
        if words and not any(w in s_clinician.lower() for w in words):
            continue
        if location and location.lower() != s_location.lower():
            continue
        rows.append({"slot_id": _slot_id(slot), "service": s_service, "clinician": s_clinician, "location": s_location,
                     "start": s_start, "weekday": _WEEKDAYS[_dt.date.fromisoformat(s_start[:10]).weekday()].title(),
                     "self_pay_price_gbp": SELF_PAY[s_service]})
    note = "Hydrotherapy is only offered at Eastgate (pool)." if service == "hydrotherapy" else None
    return {"from": start.isoformat(), "to": end.isoformat(), "slots": rows, "note": note}


def book_appointment(slot_id: str, patient_id: str, bill_to: str, notes: str | None) -> Any:
    if patient_id.strip().upper() != PATIENT:
        return {"error": f"Unknown patient {patient_id}"}
    slot = next((s for s in SLOTS if _slot_id(s) == slot_id.strip().upper()), None)
    if slot is None:
        return {"error": f"Unknown or taken slot {slot_id}"}
    service, clinician, location, start = slot
    if bill_to == "insurance" and service not in ("follow_up", "hydrotherapy"):
        return {"error": f"{service.replace('_', ' ')} is not covered by policy {POLICY}; book as self_pay"}
    amount = 15.0 if bill_to == "insurance" else SELF_PAY[service]
    return {
        "appointment_id": f"A-{5200 + SLOTS.index(slot)}",
        "status": "booked",
        "service": service,
        "clinician": clinician,
        "location": location,
        "start": start,
        "bill_to": bill_to,
        "amount_due_gbp": amount,
        "amount_note": "insurance excess, paid at the clinic" if bill_to == "insurance" else "self-pay, paid at the clinic",
        "notes": notes,
    }


def get_my_appointments(patientId: str, include_past: bool) -> Any:
    if patientId.strip().upper() != PATIENT:
        return {"error": f"Unknown patient {patientId}"}
    rows = [{"appointment_id": k, **v} for k, v in APPOINTMENTS.items()]
    if include_past:
        rows.insert(0, {"appointment_id": "A-5102", "service": "follow_up", "clinician": "Sarah Kim",
                        "location": "Harbour Road", "start": "2027-05-05T08:30", "bill_to": "insurance", "attended": True})
    return {"patient_id": PATIENT, "now": f"{PHYSIO_NOW[0]}T{PHYSIO_NOW[1]}", "appointments": rows}


def cancel_appointment(appointment_id: str, reason: str | None = None, **_: Any) -> Any:
    aid = appointment_id.strip().upper()
    appt = APPOINTMENTS.get(aid)
    if appt is None:
        return {"error": f"No upcoming appointment {appointment_id}"}
    start = _parse_dt(appt["start"])
    assert start is not None
    notice = _hours_between(PHYSIO_NOW, start)
    late = notice < 24
    return {
        "appointment_id": aid,
        "status": "cancelled",
        "was": {k: appt[k] for k in ("service", "clinician", "location", "start")},
        "hours_notice": round(notice, 1),
        "late_cancellation_fee_gbp": 30.0 if late else 0.0,
        "message": ("Cancelled with less than 24 hours' notice: a £30 late-cancellation fee applies."
                    if late else "Cancelled free of charge (more than 24 hours' notice)."),
        "reason": reason,
    }


def get_exercise_plan(patient_id: str, week: int | None = None, **_: Any) -> Any:
    if patient_id.strip().upper() != PATIENT:
        return {"error": f"Unknown patient {patient_id}"}
    return {
        "patient_id": PATIENT,
        "programme": "ACL reconstruction rehab (right knee)",
        "week": week or 6,
        "set_by": "Sarah Kim",
        "exercises": [
            {"name": "Straight-leg raises", "sets": 3, "reps": 12, "frequency": "daily"},
            {"name": "Wall squats to 60°", "sets": 3, "reps": 10, "frequency": "daily"},
            {"name": "Step-ups (15 cm step)", "sets": 3, "reps": 10, "frequency": "daily, each leg"},
            {"name": "Single-leg balance", "sets": 3, "reps": "30 seconds", "frequency": "daily"},
            {"name": "Stationary bike", "sets": 1, "reps": "15 minutes, low resistance", "frequency": "every other day"},
        ],
        "advice": "Ice for 15 minutes afterwards if the knee swells; stop any exercise that causes sharp pain.",
    }


def check_insurance_cover(policy_number: str, service: str | None = None, **_: Any) -> Any:
    if policy_number.strip().upper() != POLICY:
        return {"error": f"No policy {policy_number}"}
    result = {"policy_number": POLICY, "insurer": "Medora Health", "sessions_authorised": 6, "sessions_used": 2,
              "sessions_remaining": 4, "authorisation_valid_until": "2027-08-31", "excess_per_session_gbp": 15.0,
              "covered_services": ["follow_up", "hydrotherapy"]}
    if service:
        result["service_checked"] = service
        result["service_covered"] = service in ("follow_up", "hydrotherapy")
    return result


PHYSIO = Domain(
    name="physio_clinic",
    instructions=(
        "You are the patient assistant for Kestrel Physiotherapy, with clinics at Harbour Road and Eastgate "
        "(Cardiff; hydrotherapy pool at Eastgate only). Today is Wednesday 12 May 2027, 09:20. Signed-in patient: "
        "Daniel Osei, patient ID P-30917, born 14 February 1988, recovering from an ACL reconstruction of the "
        "right knee; his physiotherapist is Sarah Kim. Insurance: Medora Health, policy MH-448812 (covers "
        "follow-ups and hydrotherapy, £15 excess per session). Cancellation policy: cancelling with less than "
        "24 hours' notice costs a £30 fee; otherwise it is free. Self-pay prices: follow-up £55, sports massage "
        "£50 (45 min), hydrotherapy £40. You are not an emergency service: for urgent symptoms point to NHS 111 or 999."
    ),
    tools=[
        ToolDef(
            name="find_appointments",
            description="Free appointment slots for a service, optionally for one clinician, location and date range "
                        "(default: the next 14 days).",
            parameters={
                "type": "object",
                "properties": {
                    "service": {"type": "string", "enum": SERVICES},
                    "clinician": {"type": "string", "description": "Clinician name, e.g. Sarah Kim"},
                    "location": {"type": "string", "enum": LOCATIONS},
                    "date_from": {"type": "string", "format": "date"},
                    "date_to": {"type": "string", "format": "date"},
                },
                "required": ["service"],
            },
            fn=find_appointments,
        ),
        ToolDef(
            name="book_appointment",
            description="Book a free slot for the patient, billed to insurance or self-pay.",
            parameters={
                "type": "object",
                "properties": {
                    "slot_id": {"type": "string", "description": "From find_appointments"},
                    "patient_id": {"type": "string"},
                    "bill_to": {"type": "string", "enum": ["insurance", "self_pay"]},
                    "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Note for the clinician."},
                },
                "required": ["slot_id", "patient_id", "bill_to", "notes"],
                "additionalProperties": False,
            },
            fn=book_appointment,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="getMyAppointments",
            description="The patient's booked appointments (upcoming, and past ones if asked).",
            parameters={
                "type": "object",
                "properties": {
                    "patientId": {"type": "string"},
                    "include_past": {"type": "boolean"},
                },
                "required": ["patientId", "include_past"],
                "additionalProperties": False,
            },
            fn=get_my_appointments,
            strict=True,
        ),
        ToolDef(
            name="cancel-appointment",
            description="Cancel one of the patient's appointments (a £30 fee applies under 24 hours' notice).",
            parameters={
                "type": "object",
                "properties": {
                    "appointment_id": {"type": "string"},
                    "reason": {"type": ["string", "null"]},
                },
                "required": ["appointment_id"],
            },
            fn=cancel_appointment,
            act=True,
        ),
        ToolDef(
            name="get_exercise_plan",
            description="The home exercise programme the physiotherapist set for the patient.",
            parameters={
                "type": "object",
                "properties": {
                    "patient_id": {"type": "string"},
                    "week": {"type": "integer", "description": "Programme week; default the current one."},
                },
                "required": ["patient_id"],
            },
            fn=get_exercise_plan,
        ),
        ToolDef(
            name="check_insurance_cover",
            description="Sessions authorised, used and remaining on the patient's insurance policy, and the excess.",
            parameters={
                "type": "object",
                "properties": {
                    "policy_number": {"type": "string"},
                    "service": {"type": "string", "enum": SERVICES},
                },
                "required": ["policy_number"],
            },
            fn=check_insurance_cover,
        ),
    ],
)

DOMAINS: list[Domain] = [GALLERY, MUSIC, FERRIES, TAX, PHYSIO]

# =============================================================================================
# Cases
# =============================================================================================

GALLERY_ACTS = ["reserve-timed-entry"]
MUSIC_ACTS = ["book_trial_lesson", "reschedule-lesson", "cancel_lesson", "pay_invoice", "enter_exam"]
FERRY_ACTS = ["bookSailing", "change-booking"]
PHYSIO_ACTS = ["book_appointment", "cancel-appointment"]

_OBAN = matches("oban")
_MULL = matches("craignure|mull")
_FULL = said("full", "no space", "no room", "sold out", "no vehicle space", "no car space", "not available",
             "unavailable", "no spaces", "no availability")

CASES: list[Case] = [
    # ------------------------------------------------------------------ gallery_membership (8)
    Case(
        id="k_gallery_expiry",
        domain="gallery_membership",
        category="direct",
        turns=[Turn(
            user="when does my membership run out",
            calls=[ExpectCall("getMembership", {"memberId": "HM-20418"})],
            forbid=GALLERY_ACTS,
            answer_has=[said("2 April", "2nd April", "April 2", "2027-04-02", "02/04/2027", "2/4/2027")],
        )],
        features=("camelCase", "strict", "date"),
    ),
    Case(
        id="k_gallery_sister_visit",
        domain="gallery_membership",
        category="indirect",
        turns=[Turn(
            user="my sister's down from leeds on the 20th, anything new on that we could go and see together?",
            calls=[ExpectCall("search_exhibitions", {"on_date": date("2027-03-20")})],
            allow=["getMembership"],
            forbid=GALLERY_ACTS,
            answer_has=[said("Night Shift")],
        )],
        features=("date", "relative_date"),
    ),
    Case(
        id="k_gallery_passes_and_origami",
        domain="gallery_membership",
        category="multi_intent",
        turns=[Turn(
            user="how many guest passes have i got left? also is the origami one still on in may",
            calls=[
                ExpectCall("getMembership", {"memberId": "HM-20418"}),
                ExpectCall("search_exhibitions", {"query": contains("origami")}),
            ],
            forbid=GALLERY_ACTS,
            answer_has=[said_number(2), said("9 May", "9th May", "May 9", "2027-05-09", "09/05/2027")],
        )],
        features=("camelCase", "strict"),
    ),
    Case(
        id="k_gallery_flash_question",
        domain="gallery_membership",
        category="no_tool",
        turns=[Turn(
            user="why do galleries always ban flash photography? does it actually damage paintings or is that a myth",
            forbid=GALLERY_ACTS,
            answer_has=[said("light", "uv", "ultraviolet", "fade", "fading", "pigment", "damage", "conserv")],
        )],
        features=("conceptual",),
    ),
    Case(
        id="k_gallery_turner_with_guest",
        domain="gallery_membership",
        category="chained",
        turns=[Turn(
            user="book me and a friend into the turner exhibition this saturday at 12",
            calls=[
                ExpectCall("search_exhibitions", {"query": contains("turner")}),
                ExpectCall("reserve-timed-entry", {
                    "exhibition_id": "EX-311",
                    "visit_date": date("2027-03-13"),
                    "slot": "12:00",
                    "party": has_items(fields(ticket="member", count=1), fields(ticket="guest", count=1)),
                }),
            ],
            allow=["getMembership"],
            answer_has=[said("HG-311-0313-12")],
        )],
        features=("hyphenated", "strict", "enum", "array", "nested", "nullable_anyof", "relative_date"),
    ),
    Case(
        id="k_gallery_paper_cities_vague",
        domain="gallery_membership",
        category="underspecified",
        turns=[Turn(
            user="reserve me a slot for paper cities pls",
            allow=["search_exhibitions", "getMembership"],
            forbid=GALLERY_ACTS,
            clarify=True,
        )],
        features=("missing_date_time",),
    ),
    Case(
        id="k_gallery_photo_preview",
        domain="gallery_membership",
        category="multi_turn",
        turns=[
            Turn(
                user="anything on photography at the moment?",
                calls=[ExpectCall("search_exhibitions", {"query": contains("photo")})],
                forbid=GALLERY_ACTS,
                answer_has=[said("Night Shift"), said("19 March", "19th March", "March 19", "2027-03-19")],
            ),
            Turn(
                user="can members get in before then?",
                allow=["search_exhibitions", "getMembership"],
                forbid=GALLERY_ACTS,
                answer_has=[said("18 March", "18th March", "March 18", "2027-03-18")],
            ),
            Turn(
                user="nice, book me in for the preview at 4 then, just me",
                calls=[ExpectCall("reserve-timed-entry", {
                    "exhibition_id": "EX-322",
                    "visit_date": date("2027-03-18"),
                    "slot": "16:00",
                    "party": items(fields(ticket="member", count=1)),
                })],
                allow=["search_exhibitions", "getMembership"],
                answer_has=[said("HG-322-0318-16")],
            ),
        ],
        features=("hyphenated", "strict", "enum", "array", "ellipsis"),
    ),
    Case(
        id="k_gallery_renewal_polite",
        domain="gallery_membership",
        category="polite",
        turns=[Turn(
            user="hi there, could you tell me how much it'd be to renew, and what the upgrade actually gets me? thank you!",
            calls=[ExpectCall("getMembership", {"memberId": "HM-20418"})],
            forbid=GALLERY_ACTS,
            answer_has=[said_number(65), said_number(95)],
        )],
        features=("camelCase", "strict"),
    ),
    # ------------------------------------------------------------------ music_school (12)
    Case(
        id="k_music_next_lesson",
        domain="music_school",
        category="direct",
        turns=[Turn(
            user="whens ines next lesson",
            calls=[ExpectCall("getStudentSchedule", {"studentId": "ST-802"})],
            forbid=MUSIC_ACTS,
            answer_has=[
                said("17:00", "5pm", "5 pm", "5:00", "5.00"),
                said("tomorrow", "Tuesday", "7 September", "7th September", "September 7", "2027-09-07"),
            ],
        )],
        features=("camelCase", "strict", "nullable_type_list", "person", "8_tools"),
    ),
    Case(
        id="k_music_pay_term_polite",
        domain="music_school",
        category="polite",
        turns=[Turn(
            user="Hi, could you please pay off the outstanding term invoice with the card on file? Many thanks.",
            calls=[
                ExpectCall("getAccountBalance", {"account_id": "AC-5531"}),
                ExpectCall("pay_invoice", {"invoice_id": "INV-2291", "amount": number(264.0), "method": "card_on_file"}),
            ],
            answer_has=[said_number(264)],
        )],
        features=("number", "enum", "strict", "8_tools"),
    ),
    Case(
        id="k_music_air_guitar",
        domain="music_school",
        category="indirect",
        turns=[Turn(
            user="rui's been air-guitaring round the house all summer lol, when could he actually try a proper lesson?",
            calls=[ExpectCall("find_teachers", {"instrument": "guitar"})],
            forbid=MUSIC_ACTS,
            answer_has=[
                said("Jonas", "Lind", "Hana", "Sato"),
                said("Wednesday", "Friday", "Saturday", "8 September", "8th September", "September 8", "2027-09-08"),
            ],
        )],
        features=("enum", "person", "8_tools"),
    ),
    Case(
        id="k_music_move_and_owe",
        domain="music_school",
        category="multi_intent",
        turns=[Turn(
            user="can u move ines's lesson tomorrow to thursday same time, and how much do we still owe for this term",
            calls=[
                ExpectCall("getStudentSchedule", {"studentId": "ST-802"}),
                ExpectCall("reschedule-lesson", {"lesson_id": "L-7701", "new_start": at("2027-09-09", "17:00")}),
                ExpectCall("getAccountBalance", {"account_id": "AC-5531"}),
            ],
            allow=["find_teachers"],
            answer_has=[said_number(264), said("Thursday", "9 September", "9th September", "September 9", "2027-09-09")],
        )],
        features=("hyphenated", "date", "relative_date", "8_tools"),
    ),
    Case(
        id="k_music_practice_advice",
        domain="music_school",
        category="no_tool",
        turns=[Turn(
            user="realistically how long should an 11 yr old be practising piano every day?",
            forbid=MUSIC_ACTS,
            answer_has=[said("minutes", "mins", "minute")],
        )],
        features=("advice", "8_tools"),
    ),
    Case(
        id="k_music_refund_hypothetical",
        domain="music_school",
        category="no_tool",
        turns=[Turn(
            user="if we pulled ines out of lessons halfway through term would we get any money back?",
            allow=["getAccountBalance", "getStudentSchedule"],
            forbid=MUSIC_ACTS,
            answer_has=[said("credit", "no cash refund", "no refund", "not refund", "not be refunded", "won't be refunded",
                             "aren't refunded", "non-refundable", "not refundable")],
        )],
        features=("hypothetical", "policy", "8_tools"),
    ),
    Case(
        id="k_music_trial_vague",
        domain="music_school",
        category="underspecified",
        turns=[Turn(
            user="book rui in for a trial",
            allow=["find_teachers"],
            forbid=MUSIC_ACTS,
            clarify=True,
        )],
        features=("missing_time", "8_tools"),
    ),
    Case(
        id="k_music_reschedule_vague",
        domain="music_school",
        category="underspecified",
        turns=[Turn(
            user="can u reschedule ines lesson",
            allow=["getStudentSchedule", "find_teachers"],
            forbid=MUSIC_ACTS,
            clarify=True,
        )],
        features=("missing_time", "8_tools"),
    ),
    Case(
        id="k_music_exam_abrsm",
        domain="music_school",
        category="chained",
        turns=[Turn(
            user="enter ines for the earliest abrsm grade 4 piano exam pls, she won't need an accompanist",
            calls=[
                ExpectCall("list_exam_dates", {"board": "ABRSM", "instrument": contains("piano"), "grade": 4}),
                ExpectCall("enter_exam", {"student_id": "ST-802", "session_id": "ABP4-20271122",
                                          "accompanist": fields(needed=False)}),
            ],
            answer_has=[said("22 November", "22nd November", "November 22", "2027-11-22"), said_number(62)],
        )],
        features=("ref", "nested", "integer", "enum", "boolean", "nullable_type_list", "strict", "8_tools"),
    ),
    Case(
        id="k_music_saturday_trial",
        domain="music_school",
        category="chained",
        turns=[Turn(
            user="book rui the earliest guitar trial on saturday with whoever's free",
            calls=[
                ExpectCall("find_teachers", {"instrument": "guitar"}),
                ExpectCall("book_trial_lesson", {"student_id": "ST-803", "teacher_id": "T-21",
                                                 "start": at("2027-09-11", "10:00"), "instrument": "guitar"}),
            ],
            answer_has=[said("Jonas", "Lind"), said("10:00", "10am", "10 am", "10.00")],
        )],
        features=("enum", "date", "relative_date", "strict", "person", "8_tools"),
    ),
    Case(
        id="k_music_cancel_the_14th",
        domain="music_school",
        category="multi_turn",
        turns=[
            Turn(
                user="show me ines's lessons for the next few weeks",
                calls=[ExpectCall("getStudentSchedule", {"studentId": "ST-802"})],
                forbid=MUSIC_ACTS,
                answer_has=[said("17:00", "5pm", "5 pm", "5:00", "5.00")],
            ),
            Turn(
                user="cancel the one on the 14th, we're away that week",
                calls=[ExpectCall("cancel_lesson", {"lesson_id": "L-7702"})],
                allow=["getStudentSchedule"],
                answer_has=[said("cancel")],
            ),
            Turn(
                user="so do we get a credit for it?",
                allow=["getAccountBalance"],
                forbid=MUSIC_ACTS,
                answer_has=[said("credit", "make-up", "make up")],
            ),
        ],
        features=("ellipsis", "strict", "boolean", "8_tools"),
    ),
    Case(
        id="k_music_exam_cheaper",
        domain="music_school",
        category="multi_turn",
        turns=[
            Turn(
                user="how much is the trinity grade 4 piano exam",
                calls=[ExpectCall("list_exam_dates", {"board": "Trinity", "instrument": contains("piano"), "grade": 4})],
                forbid=MUSIC_ACTS,
                answer_has=[said_number(58)],
            ),
            Turn(
                user="and abrsm?",
                calls=[ExpectCall("list_exam_dates", {"board": "ABRSM", "instrument": contains("piano"), "grade": 4})],
                forbid=MUSIC_ACTS,
                answer_has=[said_number(62)],
            ),
            Turn(
                user="ok enter her for whichever's cheaper, earliest date, no accompanist needed",
                calls=[ExpectCall("enter_exam", {"student_id": "ST-802", "session_id": "TRP4-20271115",
                                                 "accompanist": fields(needed=False)})],
                allow=["list_exam_dates"],
                answer_has=[said("15 November", "15th November", "November 15", "2027-11-15")],
            ),
        ],
        features=("ellipsis", "condition", "ref", "nested", "integer", "strict", "8_tools"),
    ),
    # ------------------------------------------------------------------ island_ferries (10)
    Case(
        id="k_ferry_mull_tomorrow",
        domain="island_ferries",
        category="direct",
        turns=[Turn(
            user="oban to craignure ferries tomorrow w the car?",
            calls=[ExpectCall("search_sailings", {"from_port": _OBAN, "to_port": _MULL, "date": date("2027-07-17")})],
            forbid=FERRY_ACTS,
            answer_has=[said("07:40", "7:40", "7.40"), said("12:00", "12pm", "12 pm", "noon", "12.00")],
        )],
        features=("date", "relative_date", "abbreviation"),
    ),
    Case(
        id="k_ferry_barra_weekend_polite",
        domain="island_ferries",
        category="polite",
        turns=[Turn(
            user="Would you be so kind as to check whether the Barra ferry is running normally this weekend?",
            calls=[ExpectCall("getServiceStatus", {"route": "oban-castlebay"})],
            allow=["search_sailings"],
            forbid=FERRY_ACTS,
            answer_has=[said("wind"), said("disrupt", "cancel", "amber", "at risk")],
        )],
        features=("enum", "camelCase"),
    ),
    Case(
        id="k_ferry_islay_tuesday",
        domain="island_ferries",
        category="indirect",
        turns=[Turn(
            user="we're meant to be driving onto islay tuesday morning, is there still room on the boat",
            calls=[ExpectCall("search_sailings", {"from_port": matches("kennacraig"), "to_port": matches("port ellen|islay"),
                                                  "date": date("2027-07-20")})],
            forbid=FERRY_ACTS,
            answer_has=[_FULL, said("13:30", "1:30", "1.30")],
        )],
        features=("date", "relative_date", "inferred_port"),
    ),
    Case(
        id="k_ferry_booking_and_status",
        domain="island_ferries",
        category="multi_intent",
        turns=[Turn(
            user="what time does NSF-B4471 leave, and is anything up on the mull route?",
            calls=[
                ExpectCall("get_booking", {"booking_ref": "NSF-B4471"}),
                ExpectCall("getServiceStatus", {"route": "oban-craignure"}),
            ],
            allow=["search_sailings"],
            forbid=FERRY_ACTS,
            answer_has=[said("09:55", "9:55", "9.55"), said("normal", "timetable", "Loch Linnhe", "smaller")],
        )],
        features=("enum", "camelCase", "code"),
    ),
    Case(
        id="k_ferry_move_if_space",
        domain="island_ferries",
        category="chained",
        turns=[Turn(
            user="if there's car space on the 14:00 out of oban on sunday, move NSF-B4471 onto it",
            calls=[
                ExpectCall("search_sailings", {"from_port": _OBAN, "to_port": _MULL, "date": date("2027-07-18")}),
                ExpectCall("change-booking", {"booking_ref": "NSF-B4471", "new_sailing_id": "OBCR-20270718-1400"}),
            ],
            allow=["get_booking"],
            answer_has=[said("14:00", "2pm", "2 pm", "2:00", "2.00")],
        )],
        features=("hyphenated", "strict", "condition", "relative_date"),
    ),
    Case(
        id="k_ferry_checkin_time",
        domain="island_ferries",
        category="no_tool",
        turns=[Turn(
            user="how early do i need to be at the terminal with the car",
            allow=["get_booking"],
            forbid=FERRY_ACTS,
            answer_has=[said("30 minutes", "30 mins", "30 min", "half an hour", "thirty minutes")],
        )],
        features=("policy", "how_to"),
    ),
    Case(
        id="k_ferry_barra_vague",
        domain="island_ferries",
        category="underspecified",
        turns=[Turn(
            user="book me on the ferry to barra",
            allow=["getServiceStatus"],
            forbid=FERRY_ACTS,
            clarify=True,
        )],
        features=("missing_date",),
    ),
    Case(
        id="k_ferry_barra_family_polite",
        domain="island_ferries",
        category="polite",
        turns=[Turn(
            user="Could you please book 2 adults and 1 child (she's 9) as foot passengers on the Oban to Castlebay "
                 "sailing on the 24th? Thanks very much.",
            calls=[
                ExpectCall("search_sailings", {"from_port": _OBAN, "to_port": matches("castlebay|barra"),
                                               "date": date("2027-07-24")}),
                ExpectCall("bookSailing", {"sailing_id": "OBCB-20270724-1330",
                                           "passengers": fields(adults=2, children=1), "vehicle": is_null()}),
            ],
            allow=["getServiceStatus"],
            answer_has=[said("NSF-B7477"), said_number(43.25)],
        )],
        features=("camelCase", "strict", "nested", "integer", "nullable_anyof", "date"),
    ),
    Case(
        id="k_ferry_islay_weekend",
        domain="island_ferries",
        category="multi_turn",
        turns=[
            Turn(
                user="what sailings r there kennacraig to port ellen on saturday",
                calls=[ExpectCall("search_sailings", {"from_port": matches("kennacraig"),
                                                      "to_port": matches("port ellen|islay"), "date": date("2027-07-17")})],
                forbid=FERRY_ACTS,
                answer_has=[said("07:00", "7:00", "7am", "7 am", "7.00")],
            ),
            Turn(
                user="and coming back monday?",
                calls=[ExpectCall("search_sailings", {"from_port": matches("port ellen|islay"),
                                                      "to_port": matches("kennacraig"), "date": date("2027-07-19")})],
                forbid=FERRY_ACTS,
                answer_has=[said("09:45", "9:45", "9.45")],
            ),
            Turn(
                user="book the first one out on saturday, just me and the car",
                calls=[ExpectCall("bookSailing", {
                    "sailing_id": "KNPE-20270717-0700",
                    "passengers": fields(adults=1, children=0),
                    "vehicle": fields(registration=contains("SK19", "LMP"), kind="car", length_m=number(4.7)),
                })],
                allow=["search_sailings"],
                answer_has=[said("NSF-B6803"), said_number(54.15)],
            ),
        ],
        features=("ellipsis", "camelCase", "strict", "nested", "nullable_anyof", "number", "relative_date"),
    ),
    Case(
        id="k_ferry_noon_is_full",
        domain="island_ferries",
        category="multi_turn",
        turns=[
            Turn(
                user="what time's my NSF-B4471 booking again?",
                calls=[ExpectCall("get_booking", {"booking_ref": "NSF-B4471"})],
                forbid=FERRY_ACTS,
                answer_has=[said("09:55", "9:55", "9.55")],
            ),
            Turn(
                user="could you shift it to the 12 o'clock if there's still room for the car",
                calls=[ExpectCall("search_sailings", {"from_port": _OBAN, "to_port": _MULL, "date": date("2027-07-18")})],
                allow=["get_booking"],
                forbid=["change-booking", "bookSailing"],
                answer_has=[_FULL],
            ),
        ],
        features=("condition", "condition_false", "ellipsis"),
    ),
    # ------------------------------------------------------------------ self_assessment (6)
    Case(
        id="k_tax_estimate",
        domain="self_assessment",
        category="direct",
        turns=[Turn(
            user="estimate my 25-26 tax - job paid 18,400, freelance turnover 21,750, expenses 3,120",
            calls=[ExpectCall("estimateIncomeTax", {
                "tax_year": "2025-26",
                "employment_income": number(18400),
                "self_employment": fields(turnover=number(21750), expenses=number(3120)),
            })],
            answer_has=[said_number(4089.6)],
        )],
        features=("1_tool", "number", "nested", "enum", "thousands_separator"),
    ),
    Case(
        id="k_tax_deadline",
        domain="self_assessment",
        category="no_tool",
        turns=[Turn(
            user="when do i have to pay what i owe for 25/26 by?",
            answer_has=[said("31 January", "31st January", "January 31", "31 Jan", "31/01/2027", "2027-01-31", "end of January")],
        )],
        features=("1_tool", "policy"),
    ),
    Case(
        id="k_tax_vague",
        domain="self_assessment",
        category="underspecified",
        turns=[Turn(
            user="how much tax am i gonna owe this year",
            clarify=True,
        )],
        features=("1_tool", "missing_amounts"),
    ),
    Case(
        id="k_tax_trading_allowance",
        domain="self_assessment",
        category="indirect",
        turns=[Turn(
            user="my real expenses were only £640 on 9,800 turnover. would i be better off just taking the £1,000 "
                 "trading allowance? job was 18,400, this is for 25-26",
            calls=[ExpectCall("estimateIncomeTax", {
                "tax_year": "2025-26",
                "employment_income": number(18400),
                "self_employment": fields(turnover=number(9800), use_trading_allowance=True),
            })],
            answer_has=[said_number(1760), said_number(72)],
        )],
        features=("1_tool", "boolean", "nested", "comparison"),
    ),
    Case(
        id="k_tax_two_scenarios",
        domain="self_assessment",
        category="multi_intent",
        turns=[Turn(
            user="can u estimate 25-26 for me: job 12,000, turnover 30,500, expenses 2,800. and also what it'd be if "
                 "expenses were 4,500 instead",
            calls=[
                ExpectCall("estimateIncomeTax", {"tax_year": "2025-26", "employment_income": number(12000),
                                                 "self_employment": fields(turnover=number(30500), expenses=number(2800))}),
                ExpectCall("estimateIncomeTax", {"tax_year": "2025-26", "employment_income": number(12000),
                                                 "self_employment": fields(turnover=number(30500), expenses=number(4500))}),
            ],
            answer_has=[said_number(6333.8), said_number(5891.8)],
        )],
        features=("1_tool", "number", "nested", "parallel_same_tool"),
    ),
    Case(
        id="k_tax_pension_polite",
        domain="self_assessment",
        category="polite",
        turns=[Turn(
            user="Could you please work out what I'd owe for 2025-26? Job income 18,400, freelance turnover 6,200 with "
                 "1,150 of expenses, and I paid £2,400 (net) into my personal pension. Thank you!",
            calls=[ExpectCall("estimateIncomeTax", {
                "tax_year": "2025-26",
                "employment_income": number(18400),
                "self_employment": fields(turnover=number(6200), expenses=number(1150)),
                "pension_contributions": number(2400),
            })],
            answer_has=[said_number(1010)],
        )],
        features=("1_tool", "number", "nested"),
    ),
    # ------------------------------------------------------------------ physio_clinic (9)
    Case(
        id="k_physio_exercises",
        domain="physio_clinic",
        category="direct",
        turns=[Turn(
            user="what exercises am i ment to be doing this week",
            calls=[ExpectCall("get_exercise_plan", {"patient_id": "P-30917"})],
            forbid=PHYSIO_ACTS,
            answer_has=[said("straight-leg", "straight leg"), said("wall squat", "step-up", "step up", "balance")],
        )],
        features=("typo",),
    ),
    Case(
        id="k_physio_sessions_left_polite",
        domain="physio_clinic",
        category="polite",
        turns=[Turn(
            user="Could you kindly tell me how many sessions I have left on my insurance?",
            calls=[ExpectCall("check_insurance_cover", {"policy_number": "MH-448812"})],
            forbid=PHYSIO_ACTS,
            answer_has=[said_number(4)],
        )],
        features=("code",),
    ),
    Case(
        id="k_physio_before_the_match",
        domain="physio_clinic",
        category="indirect",
        turns=[Turn(
            user="got a 5-a-side on saturday, would be good if sarah could have a look at the knee before then",
            calls=[ExpectCall("find_appointments", {"service": "follow_up"})],
            allow=["getMyAppointments", "check_insurance_cover"],
            forbid=PHYSIO_ACTS,
            answer_has=[said("12:30", "12.30", "17:00", "5pm", "5 pm", "5:00"),
                        said("Thursday", "tomorrow", "13 May", "13th May", "May 13", "2027-05-13")],
        )],
        features=("enum", "person", "relative_date"),
    ),
    Case(
        id="k_physio_swap_massage",
        domain="physio_clinic",
        category="multi_intent",
        turns=[Turn(
            user="cancel my massage on friday and book me a follow up with sarah on tuesday at 8:30 instead, on insurance",
            calls=[
                ExpectCall("getMyAppointments", {"patientId": "P-30917"}),
                ExpectCall("cancel-appointment", {"appointment_id": "A-5127"}),
                ExpectCall("find_appointments", {"service": "follow_up"}),
                ExpectCall("book_appointment", {"slot_id": "S-FU-KIM-0518-0830", "patient_id": "P-30917",
                                                "bill_to": "insurance"}),
            ],
            allow=["check_insurance_cover"],
            answer_has=[said("8:30", "08:30", "8.30"), said("cancel")],
        )],
        features=("hyphenated", "camelCase", "strict", "enum", "nullable_anyof", "relative_date"),
    ),
    Case(
        id="k_physio_ice_or_heat",
        domain="physio_clinic",
        category="no_tool",
        turns=[Turn(
            user="should i ice or heat my knee when it puffs up after training?",
            allow=["get_exercise_plan"],
            forbid=PHYSIO_ACTS,
            answer_has=[said("ice", "icing", "cold")],
        )],
        features=("advice",),
    ),
    Case(
        id="k_physio_massage_vague",
        domain="physio_clinic",
        category="underspecified",
        turns=[Turn(
            user="book me a sports massage",
            allow=["find_appointments", "getMyAppointments"],
            forbid=PHYSIO_ACTS,
            clarify=True,
        )],
        features=("missing_date_time",),
    ),
    Case(
        id="k_physio_hydro_next_week",
        domain="physio_clinic",
        category="chained",
        turns=[Turn(
            user="book the earliest hydro slot at eastgate next week, i'll pay myself",
            calls=[
                ExpectCall("find_appointments", {"service": "hydrotherapy"}),
                ExpectCall("book_appointment", {"slot_id": "S-HY-NOW-0517-0730", "patient_id": "P-30917",
                                                "bill_to": "self_pay"}),
            ],
            answer_has=[said("07:30", "7:30", "7.30"), said_number(40)],
        )],
        features=("enum", "strict", "nullable_anyof", "relative_date", "abbreviation"),
    ),
    Case(
        id="k_physio_insured_thursday",
        domain="physio_clinic",
        category="chained",
        turns=[Turn(
            user="if i've still got sessions left on my insurance, book the 8:30 follow up with sarah on thursday the 20th, on insurance",
            calls=[
                ExpectCall("check_insurance_cover", {"policy_number": "MH-448812"}),
                ExpectCall("find_appointments", {"service": "follow_up"}),
                ExpectCall("book_appointment", {"slot_id": "S-FU-KIM-0520-0830", "patient_id": "P-30917",
                                                "bill_to": "insurance"}),
            ],
            answer_has=[said("8:30", "08:30", "8.30")],
        )],
        features=("condition", "enum", "strict", "date"),
    ),
    Case(
        id="k_physio_cancel_fee",
        domain="physio_clinic",
        category="multi_turn",
        turns=[
            Turn(
                user="what have i got booked in",
                calls=[ExpectCall("getMyAppointments", {"patientId": "P-30917"})],
                forbid=PHYSIO_ACTS,
                answer_has=[said("hydro"), said("massage"), said("follow")],
            ),
            Turn(
                user="would i get charged if i cancelled tomorrow's one?",
                allow=["getMyAppointments"],
                forbid=PHYSIO_ACTS,
                answer_has=[said_number(30)],
            ),
            Turn(
                user="ok nvm, keep that one. cancel the one on the 21st instead",
                calls=[ExpectCall("cancel-appointment", {"appointment_id": "A-5133"})],
                allow=["getMyAppointments"],
                forbid=["book_appointment"],
                answer_has=[said("free of charge", "no fee", "no charge", "not be charged", "won't be charged",
                                 "no cancellation fee", "without charge", "without a fee", "£0", "no late")],
            ),
        ],
        features=("hypothetical", "hyphenated", "nullable_type_list", "ellipsis"),
    ),
]
