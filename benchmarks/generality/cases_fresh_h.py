"""Fresh generality part H: five everyday domains (driving school, launderette, ski resort,
pet sitting, van hire) and 45 cases describing what a competent gpt-4.1-mini-class model does.

Written independently on 2026-12-04 by a helper that did not see the engine (the simulated
model) nor any other case file; only spec.py and validate.py were read.
"""

from __future__ import annotations

import datetime as _dt

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    ToolDef,
    Turn,
    any_value,
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


def _parse_date(text):
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except (TypeError, ValueError):
        return None


def _parse_dt(text):
    try:
        value = str(text).strip().replace("Z", "")
        if "+" in value[10:]:
            value = value[: 10 + value[10:].index("+")]
        return _dt.datetime.fromisoformat(value.replace(" ", "T"))
    except (TypeError, ValueError):
        return None


# =============================================================================================
# 1. driving_school — Clutch & Go Driving School, Leeds (9 tools)
# =============================================================================================

_DS_TODAY = _dt.date(2026, 11, 16)
_DS_STUDENT = "ST-2291"

_DS_INSTRUCTORS = [
    {"instructor_id": "INS-07", "name": "Tom Baxter", "transmission": ["manual"],
     "areas": ["Headingley", "Kirkstall", "Hyde Park"], "rating": 4.8},
    {"instructor_id": "INS-12", "name": "Aisha Khan", "transmission": ["manual", "automatic"],
     "areas": ["Headingley", "Meanwood"], "rating": 4.9},
    {"instructor_id": "INS-03", "name": "Gareth Lowe", "transmission": ["automatic"],
     "areas": ["Roundhay", "Chapel Allerton"], "rating": 4.7},
    {"instructor_id": "INS-15", "name": "Mei Chen", "transmission": ["manual"],
     "areas": ["Roundhay", "Horsforth"], "rating": 4.6},
]

_DS_SLOTS = {
    ("INS-07", "2026-11-18"): ["10:00", "15:00"],
    ("INS-07", "2026-11-19"): ["08:00"],
    ("INS-07", "2026-11-20"): ["09:00", "17:00"],
    ("INS-07", "2026-11-21"): ["09:00", "11:30"],
    ("INS-03", "2026-11-21"): ["09:00", "11:00", "14:30"],
    ("INS-15", "2026-11-23"): ["12:00", "16:00"],
    ("INS-15", "2026-11-25"): ["09:30"],
}

_DS_LESSONS = [
    {"lesson_id": "L-5490", "start": "2026-11-12T16:00:00", "duration_minutes": 60,
     "instructor_id": "INS-07", "instructor": "Tom Baxter", "pickup": "home", "status": "completed"},
    {"lesson_id": "L-5521", "start": "2026-11-19T17:00:00", "duration_minutes": 90,
     "instructor_id": "INS-07", "instructor": "Tom Baxter", "pickup": "home", "status": "booked"},
    {"lesson_id": "L-5530", "start": "2026-11-24T10:00:00", "duration_minutes": 60,
     "instructor_id": "INS-07", "instructor": "Tom Baxter", "pickup": "college", "status": "booked"},
]

_DS_TESTS = {
    "Leeds Horsforth": ["2026-12-14T08:40:00", "2027-01-08T11:20:00"],
    "Leeds Harehills": ["2026-12-02T14:10:00", "2027-01-19T09:30:00"],
    "Wakefield": ["2026-11-30T10:00:00", "2026-12-21T13:50:00"],
}


def _ds_instructor(instructor_id):
    return next((i for i in _DS_INSTRUCTORS if i["instructor_id"] == str(instructor_id).upper()), None)


def _ds_starts(instructor_id, day):
    key = (instructor_id, day.isoformat())
    if key in _DS_SLOTS:
        return list(_DS_SLOTS[key])
    if day.weekday() == 6:
        return []
    return ["09:00", "13:00", "16:00"]


def ds_list_instructors(transmission=None, area=None):
    found = []
    for ins in _DS_INSTRUCTORS:
        if transmission and transmission not in ins["transmission"]:
            continue
        if area and not any(str(area).strip().lower() in a.lower() for a in ins["areas"]):
            continue
        found.append(ins)
    return {"instructors": found, "count": len(found)}


def ds_find_lesson_slots(instructor_id, date, duration_minutes=60):
    ins = _ds_instructor(instructor_id)
    if ins is None:
        return {"error": f"unknown instructor {instructor_id}"}
    day = _parse_date(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < _DS_TODAY:
        return {"error": "that date is in the past"}
    return {"instructor_id": ins["instructor_id"], "instructor": ins["name"], "date": day.isoformat(),
            "weekday": day.strftime("%A"), "duration_minutes": duration_minutes,
            "available_starts": _ds_starts(ins["instructor_id"], day)}


def ds_book_lesson(student_id, instructor_id, start, duration_minutes, pickup, notes):
    if student_id != _DS_STUDENT:
        return {"error": f"unknown student {student_id}"}
    ins = _ds_instructor(instructor_id)
    if ins is None:
        return {"error": f"unknown instructor {instructor_id}"}
    when = _parse_dt(start)
    if when is None:
        return {"error": "start must be an ISO date-time"}
    if when.date() < _DS_TODAY:
        return {"error": "cannot book in the past"}
    if when.strftime("%H:%M") not in _ds_starts(ins["instructor_id"], when.date()):
        return {"error": "the instructor is not free at that time",
                "available_starts": _ds_starts(ins["instructor_id"], when.date())}
    place = "home" if pickup is None else pickup.get("place", "home")
    address = {"home": "14 Cardigan Road, Headingley", "college": "Leeds City College, Park Lane"}.get(
        place, (pickup or {}).get("address"))
    return {"lesson_id": "L-5602", "status": "booked", "student_id": student_id,
            "instructor": ins["name"], "start": when.isoformat(), "duration_minutes": duration_minutes,
            "pickup": {"place": place, "address": address}, "notes": notes}


def ds_list_my_lessons(student_id, status="upcoming"):
    if student_id != _DS_STUDENT:
        return {"error": f"unknown student {student_id}"}
    if status == "upcoming":
        rows = [row for row in _DS_LESSONS if row["status"] == "booked"]
    elif status == "past":
        rows = [row for row in _DS_LESSONS if row["status"] == "completed"]
    else:
        rows = list(_DS_LESSONS)
    return {"student_id": student_id, "lessons": rows}


def ds_cancel_lesson(lesson_id, reason=None):
    lesson = next((row for row in _DS_LESSONS if row["lesson_id"] == str(lesson_id).upper()), None)
    if lesson is None:
        return {"error": f"no lesson {lesson_id}"}
    if lesson["status"] != "booked":
        return {"error": f"lesson {lesson_id} is not an upcoming lesson"}
    return {"lesson_id": lesson["lesson_id"], "status": "cancelled", "was": lesson["start"],
            "late_cancellation_fee_gbp": 0, "lesson_returned_to_package": True}


def ds_reschedule_lesson(lesson_id, new_start):
    lesson = next((row for row in _DS_LESSONS if row["lesson_id"] == str(lesson_id).upper()), None)
    if lesson is None or lesson["status"] != "booked":
        return {"error": f"no upcoming lesson {lesson_id}"}
    when = _parse_dt(new_start)
    if when is None:
        return {"error": "new_start must be an ISO date-time"}
    starts = _ds_starts(lesson["instructor_id"], when.date())
    if when.strftime("%H:%M") not in starts:
        return {"error": "the instructor is not free then", "available_starts": starts}
    return {"lesson_id": lesson["lesson_id"], "status": "rescheduled", "old_start": lesson["start"],
            "new_start": when.isoformat(), "duration_minutes": lesson["duration_minutes"],
            "instructor": lesson["instructor"]}


def ds_get_package_balance(student_id):
    if student_id != _DS_STUDENT:
        return {"error": f"unknown student {student_id}"}
    return {"student_id": student_id, "package": "10-lesson manual block", "lessons_total": 10,
            "lessons_taken": 6, "lessons_remaining": 4, "expires": "2027-03-31",
            "extra_lesson_price_gbp": 38, "note": "a 90-minute lesson uses 1.5 lessons"}


def ds_find_test_dates(test_centre, from_date, to_date):
    if test_centre not in _DS_TESTS:
        return {"error": f"unknown test centre {test_centre}"}
    low = _parse_date(from_date) or _DS_TODAY
    high = _parse_date(to_date) if to_date else None
    slots = [s for s in _DS_TESTS[test_centre]
             if _parse_date(s) >= low and (high is None or _parse_date(s) <= high)]
    return {"test_centre": test_centre, "available_slots": slots, "fee_gbp": 62}


def ds_book_practical_test(student_id, test_centre, slot, use_instructor_car):
    if student_id != _DS_STUDENT:
        return {"error": f"unknown student {student_id}"}
    if test_centre not in _DS_TESTS:
        return {"error": f"unknown test centre {test_centre}"}
    when = _parse_dt(slot)
    if when is None or when.isoformat() not in _DS_TESTS[test_centre]:
        return {"error": "that test slot is not available", "available_slots": _DS_TESTS[test_centre]}
    return {"test_booking_ref": "PT-77120", "test_centre": test_centre, "slot": when.isoformat(),
            "car": "instructor's car (Tom Baxter)" if use_instructor_car else "own car",
            "fee_gbp": 62, "status": "booked"}


_DS_PICKUP = {
    "type": "object",
    "properties": {
        "place": {"type": "string", "enum": ["home", "college", "other"],
                  "description": "home and college use the addresses on file"},
        "address": {"type": ["string", "null"], "description": "street address, only when place is 'other'"},
    },
    "required": ["place", "address"],
    "additionalProperties": False,
}

DRIVING = Domain(
    name="driving_school",
    instructions=(
        "You are the booking assistant of Clutch & Go Driving School in Leeds. Today is Monday 16 November 2026 "
        "(times are UK local time). The user is Priya Nair, student id ST-2291, learning in a manual car. "
        "Her regular instructor is Tom Baxter (instructor id INS-07); she has also had a lesson with Mei Chen "
        "(INS-15). Addresses on file: home 14 Cardigan Road, Headingley; college Leeds City College, Park Lane. "
        "Use the tools to look things up and to book, move or cancel lessons and tests; confirm what you did."
    ),
    tools=[
        ToolDef(
            name="list_instructors",
            description="List the school's instructors, optionally filtered by transmission and area covered.",
            parameters={
                "type": "object",
                "properties": {
                    "transmission": {"type": "string", "enum": ["manual", "automatic"]},
                    "area": {"type": "string", "description": "Leeds district, e.g. 'Headingley'"},
                },
                "required": [],
            },
            fn=ds_list_instructors,
        ),
        ToolDef(
            name="find_lesson_slots",
            description="Free lesson start times for one instructor on one day.",
            parameters={
                "type": "object",
                "properties": {
                    "instructor_id": {"type": "string", "pattern": "^INS-\\d{2}$"},
                    "date": {"type": "string", "format": "date"},
                    "duration_minutes": {"type": "integer", "enum": [60, 90, 120], "default": 60},
                },
                "required": ["instructor_id", "date"],
            },
            fn=ds_find_lesson_slots,
        ),
        ToolDef(
            name="book_lesson",
            description="Book a driving lesson for a student with an instructor.",
            parameters={
                "type": "object",
                "$defs": {"Pickup": _DS_PICKUP},
                "properties": {
                    "student_id": {"type": "string", "pattern": "^ST-\\d{4}$"},
                    "instructor_id": {"type": "string", "pattern": "^INS-\\d{2}$"},
                    "start": {"type": "string", "format": "date-time", "description": "local start, e.g. 2026-11-18T15:00:00"},
                    "duration_minutes": {"type": "integer", "enum": [60, 90, 120]},
                    "pickup": {"anyOf": [{"$ref": "#/$defs/Pickup"}, {"type": "null"}],
                               "description": "where to be picked up; null = home address on file"},
                    "notes": {"type": ["string", "null"], "description": "anything the instructor should know"},
                },
                "required": ["student_id", "instructor_id", "start", "duration_minutes", "pickup", "notes"],
                "additionalProperties": False,
            },
            fn=ds_book_lesson,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="list_my_lessons",
            description="The student's lessons with ids, times, instructor and status.",
            parameters={
                "type": "object",
                "properties": {
                    "student_id": {"type": "string"},
                    "status": {"type": "string", "enum": ["upcoming", "past", "all"], "default": "upcoming"},
                },
                "required": ["student_id"],
            },
            fn=ds_list_my_lessons,
        ),
        ToolDef(
            name="cancel_lesson",
            description="Cancel an upcoming lesson. Free with 24 hours' notice.",
            parameters={
                "type": "object",
                "properties": {
                    "lesson_id": {"type": "string", "pattern": "^L-\\d{4}$"},
                    "reason": {"type": "string"},
                },
                "required": ["lesson_id"],
            },
            fn=ds_cancel_lesson,
            act=True,
        ),
        ToolDef(
            name="reschedule_lesson",
            description="Move an upcoming lesson to a new start time with the same instructor and length.",
            parameters={
                "type": "object",
                "properties": {
                    "lesson_id": {"type": "string", "pattern": "^L-\\d{4}$"},
                    "new_start": {"type": "string", "format": "date-time"},
                },
                "required": ["lesson_id", "new_start"],
            },
            fn=ds_reschedule_lesson,
            act=True,
        ),
        ToolDef(
            name="get_package_balance",
            description="How many prepaid lessons the student has left, and when the package expires.",
            parameters={
                "type": "object",
                "properties": {"student_id": {"type": "string"}},
                "required": ["student_id"],
            },
            fn=ds_get_package_balance,
        ),
        ToolDef(
            name="find_test_dates",
            description="Available practical driving test slots at a test centre.",
            parameters={
                "type": "object",
                "properties": {
                    "test_centre": {"type": "string", "enum": ["Leeds Horsforth", "Leeds Harehills", "Wakefield"]},
                    "from_date": {"type": "string", "format": "date", "description": "earliest date wanted"},
                    "to_date": {"type": ["string", "null"], "format": "date", "description": "latest date, or null for no limit"},
                },
                "required": ["test_centre", "from_date", "to_date"],
                "additionalProperties": False,
            },
            fn=ds_find_test_dates,
            strict=True,
        ),
        ToolDef(
            name="book_practical_test",
            description="Book a practical driving test slot for the student.",
            parameters={
                "type": "object",
                "properties": {
                    "student_id": {"type": "string"},
                    "test_centre": {"type": "string", "enum": ["Leeds Horsforth", "Leeds Harehills", "Wakefield"]},
                    "slot": {"type": "string", "format": "date-time"},
                    "use_instructor_car": {"type": "boolean", "description": "take the test in the instructor's dual-control car"},
                },
                "required": ["student_id", "test_centre", "slot", "use_instructor_car"],
            },
            fn=ds_book_practical_test,
            act=True,
        ),
    ],
)

_DS_ACTS = ["book_lesson", "cancel_lesson", "reschedule_lesson", "book_practical_test"]


def _ds_forbid(*keep):
    return [t for t in _DS_ACTS if t not in keep]


DS_CASES = [
    Case(
        id="h_ds_direct_book_tom_college",
        domain="driving_school",
        category="direct",
        features=("strict", "nullable_anyof", "ref", "date", "8_tools"),
        turns=[Turn(
            user="book me a 90 min lesson with tom wed 18th at 3pm, pick me up from college pls",
            calls=[ExpectCall("book_lesson", {
                "student_id": "ST-2291", "instructor_id": "INS-07", "start": at("2026-11-18", "15:00"),
                "duration_minutes": 90, "pickup": fields(place="college", address=any_value()),
            })],
            allow=["find_lesson_slots"],
            forbid=_ds_forbid("book_lesson"),
            answer_has=[said("15:00", "3pm", "3 pm", "3:00")],
        )],
    ),
    Case(
        id="h_ds_indirect_wed_afternoon",
        domain="driving_school",
        category="indirect",
        features=("date", "8_tools"),
        turns=[Turn(
            user="got wednesday afternoon off work, any chance tom could squeeze me in?",
            calls=[ExpectCall("find_lesson_slots", {"instructor_id": "INS-07", "date": date("2026-11-18")})],
            forbid=_ds_forbid(),
            answer_has=[said("15:00", "3pm", "3 pm", "3:00", "3 o'clock")],
        )],
    ),
    Case(
        id="h_ds_polite_next_lessons",
        domain="driving_school",
        category="polite",
        features=("enum", "8_tools"),
        turns=[Turn(
            user="hiya, could you let me know when my next lessons are please? can't find the confirmation email",
            calls=[ExpectCall("list_my_lessons", {"student_id": "ST-2291"})],
            forbid=_ds_forbid(),
            answer_has=[said("17:00", "5pm", "5 pm", "5:00"), said("10:00", "10am", "10 am")],
        )],
    ),
    Case(
        id="h_ds_multi_cancel_and_balance",
        domain="driving_school",
        category="multi_intent",
        features=("8_tools",),
        turns=[Turn(
            user="cancel my lesson on the 24th please, and how many have i got left on my package?",
            calls=[
                ExpectCall("list_my_lessons", {"student_id": "ST-2291"}),
                ExpectCall("cancel_lesson", {"lesson_id": "L-5530"}),
                ExpectCall("get_package_balance", {"student_id": "ST-2291"}),
            ],
            forbid=_ds_forbid("cancel_lesson"),
            answer_has=[said("4 lesson", "four lesson", "4 left", "four left", "4 remaining", "four remaining",
                             "4 prepaid", "four prepaid", "remaining: 4", "remaining lessons: 4", "4 of", "four of")],
        )],
    ),
    Case(
        id="h_ds_chained_automatic_roundhay",
        domain="driving_school",
        category="chained",
        features=("enum", "strict", "nullable_anyof", "date", "8_tools"),
        turns=[Turn(
            user="find me an automatic instructor who covers roundhay and book an hour with them this saturday at 11am",
            calls=[
                ExpectCall("list_instructors", {"transmission": "automatic"}),
                ExpectCall("book_lesson", {
                    "student_id": "ST-2291", "instructor_id": "INS-03", "start": at("2026-11-21", "11:00"),
                    "duration_minutes": 60,
                }),
            ],
            allow=["find_lesson_slots"],
            forbid=_ds_forbid("book_lesson"),
            answer_has=[said("Gareth")],
        )],
    ),
    Case(
        id="h_ds_chained_move_thursday",
        domain="driving_school",
        category="chained",
        features=("date", "8_tools"),
        turns=[Turn(
            user="can you move my thursday lesson to friday, same time",
            calls=[
                ExpectCall("list_my_lessons", {"student_id": "ST-2291"}),
                ExpectCall("reschedule_lesson", {"lesson_id": "L-5521", "new_start": at("2026-11-20", "17:00")}),
            ],
            allow=["find_lesson_slots"],
            forbid=_ds_forbid("reschedule_lesson"),
            answer_has=[said("17:00", "5pm", "5 pm", "5:00")],
        )],
    ),
    Case(
        id="h_ds_no_tool_auto_licence",
        domain="driving_school",
        category="no_tool",
        features=("8_tools",),
        turns=[Turn(
            user="if i pass my test in an automatic am i allowed to drive a manual afterwards? thinking of switching",
            forbid=_ds_forbid(),
        )],
    ),
    Case(
        id="h_ds_underspecified_mei_next_week",
        domain="driving_school",
        category="underspecified",
        features=("person", "8_tools"),
        turns=[Turn(
            user="can u book me in with mei sometime next week",
            allow=["find_lesson_slots", "list_instructors"],
            forbid=_ds_forbid(),
            clarify=True,
        )],
    ),
    Case(
        id="h_ds_multi_turn_test_dates",
        domain="driving_school",
        category="multi_turn",
        features=("strict", "enum", "boolean", "8_tools"),
        turns=[
            Turn(
                user="when's the next practical test slot at horsforth",
                calls=[ExpectCall("find_test_dates", {"test_centre": "Leeds Horsforth"})],
                forbid=_ds_forbid(),
                answer_has=[said("14 dec", "december 14", "dec 14", "14th", "2026-12-14", "14/12")],
            ),
            Turn(
                user="and harehills?",
                calls=[ExpectCall("find_test_dates", {"test_centre": "Leeds Harehills"})],
                forbid=_ds_forbid(),
                answer_has=[said("2 dec", "december 2", "dec 2", "2nd", "2026-12-02", "02/12", "2/12")],
            ),
            Turn(
                user="grab the harehills one. i'll use my instructor's car",
                calls=[ExpectCall("book_practical_test", {
                    "student_id": "ST-2291", "test_centre": "Leeds Harehills",
                    "slot": at("2026-12-02", "14:10"), "use_instructor_car": boolean(True),
                })],
                allow=["find_test_dates"],
                forbid=_ds_forbid("book_practical_test"),
                answer_has=[said("PT-77120")],
            ),
        ],
    ),
]


# =============================================================================================
# 2. laundromat — SpinCycle Launderettes, Norwich (exactly 1 tool)
# =============================================================================================


def _m(mid, kind, status, minutes_left=None, capacity=8, price=4.2):
    return {"machine_id": mid, "type": kind, "capacity_kg": capacity, "status": status,
            "minutes_left": minutes_left, "price_gbp": price}


_LAUNDRY = {
    "elm_street": {
        "name": "Elm Street", "hours_today": {"open": "07:00", "close": "21:00"},
        "machines": [
            _m("W1", "washer", "free"), _m("W2", "washer", "in_use", 14), _m("W3", "washer", "out_of_order"),
            _m("L1", "large_washer", "in_use", 25, 18, 8.5), _m("L2", "large_washer", "free", None, 18, 8.5),
            _m("D1", "dryer", "free", None, 10, 1.0), _m("D2", "dryer", "in_use", 6, 10, 1.0),
        ],
    },
    "canal_wharf": {
        "name": "Canal Wharf", "hours_today": {"open": "06:00", "close": "23:00"},
        "machines": [
            _m("W1", "washer", "in_use", 8), _m("W2", "washer", "in_use", 31), _m("W3", "washer", "in_use", 40),
            _m("D1", "dryer", "free", None, 10, 1.0), _m("D2", "dryer", "in_use", 12, 10, 1.0),
            _m("D3", "dryer", "free", None, 10, 1.0),
        ],
    },
    "station_road": {
        "name": "Station Road", "hours_today": {"open": "08:00", "close": "22:00"},
        "machines": [
            _m("W1", "washer", "in_use", 20), _m("W2", "washer", "free"), _m("W3", "washer", "in_use", 3),
            _m("W4", "washer", "free"), _m("W5", "washer", "free"),
            _m("L1", "large_washer", "free", None, 18, 8.5),
            _m("D1", "dryer", "in_use", 15, 10, 1.0), _m("D2", "dryer", "in_use", 30, 10, 1.0),
        ],
    },
}


def lm_check_machines(location, machine_types=None, only_free=False):
    site = _LAUNDRY.get(str(location).strip().lower().replace(" ", "_").replace("-", "_"))
    if site is None:
        return {"error": f"unknown location {location}"}
    rows = [m for m in site["machines"] if not machine_types or m["type"] in machine_types]
    if only_free:
        rows = [m for m in rows if m["status"] == "free"]
    summary = {}
    for m in site["machines"]:
        if machine_types and m["type"] not in machine_types:
            continue
        cell = summary.setdefault(m["type"], {"free": 0, "total": 0})
        cell["total"] += 1
        cell["free"] += m["status"] == "free"
    return {"location": site["name"], "as_of": "2026-12-04T18:40:00", "hours_today": site["hours_today"],
            "machines": rows, "summary": summary,
            "pricing_note": "dryers are £1.00 per 10 minutes; washer prices are per cycle"}


LAUNDROMAT = Domain(
    name="laundromat",
    instructions=(
        "You are the assistant in the SpinCycle app for SpinCycle Launderettes in Norwich, which has three sites: "
        "Elm Street, Canal Wharf and Station Road. Today is Friday 4 December 2026 and it is 18:40. The user is "
        "Sam Whitfield. You can check live machine status and opening hours at a site; you cannot start or reserve "
        "machines. Laundry care questions you can answer yourself."
    ),
    tools=[
        ToolDef(
            name="check_machines",
            description="Live status of the machines at one SpinCycle site (free / in use with minutes left / out of order), "
                        "plus today's opening hours and prices.",
            parameters={
                "type": "object",
                "properties": {
                    "location": {"type": "string", "enum": ["elm_street", "canal_wharf", "station_road"]},
                    "machine_types": {
                        "type": "array",
                        "items": {"type": "string", "enum": ["washer", "large_washer", "dryer"]},
                        "description": "only these machine types (default: all)",
                    },
                    "only_free": {"type": "boolean", "description": "only list machines that are free right now"},
                },
                "required": ["location"],
            },
            fn=lm_check_machines,
        ),
    ],
)

LM_CASES = [
    Case(
        id="h_lm_direct_dryers_canal",
        domain="laundromat",
        category="direct",
        features=("enum", "1_tool"),
        turns=[Turn(
            user="any dryers free at canal wharf rn",
            calls=[ExpectCall("check_machines", {"location": "canal_wharf"})],
            answer_has=[said("D1", "D3", "2 dryer", "two dryer", "2 free", "two free", "2 are", "two are",
                             "2 available", "two available", "2 of", "two of")],
        )],
    ),
    Case(
        id="h_lm_polite_station_closing",
        domain="laundromat",
        category="polite",
        features=("enum", "1_tool"),
        turns=[Turn(
            user="Hello, could you tell me what time the Station Road launderette closes tonight please?",
            calls=[ExpectCall("check_machines", {"location": "station_road"})],
            answer_has=[said("22:00", "10pm", "10 pm", "10:00 pm", "10:00pm", "10 p.m")],
        )],
    ),
    Case(
        id="h_lm_indirect_duvet",
        domain="laundromat",
        category="indirect",
        features=("enum", "1_tool"),
        turns=[Turn(
            user="got a king size duvet that needs a wash, can i do it at elm st now?",
            calls=[ExpectCall("check_machines", {"location": "elm_street"})],
            answer_has=[said("L2", "large washer", "large-capacity", "large capacity", "18 kg", "18kg", "big washer")],
        )],
    ),
    Case(
        id="h_lm_indirect_leaving_soon",
        domain="laundromat",
        category="indirect",
        features=("enum", "number_words", "1_tool"),
        turns=[Turn(
            user="leaving in 20 mins with two loads, will there be a washer free at canal wharf by the time i get there",
            calls=[ExpectCall("check_machines", {"location": "canal_wharf"})],
            answer_has=[said("W1", "8 min", "8 minutes", "eight minutes")],
        )],
    ),
    Case(
        id="h_lm_multi_big_washer_and_hours",
        domain="laundromat",
        category="multi_intent",
        features=("enum", "1_tool"),
        turns=[Turn(
            user="is the big washer at station road free and what time does elm street shut tonight",
            calls=[
                ExpectCall("check_machines", {"location": "station_road"}),
                ExpectCall("check_machines", {"location": "elm_street"}),
            ],
            answer_has=[said("21:00", "9pm", "9 pm", "9:00 pm", "9:00pm", "9 p.m")],
        )],
    ),
    Case(
        id="h_lm_no_tool_jeans",
        domain="laundromat",
        category="no_tool",
        features=("1_tool",),
        turns=[Turn(user="how do i stop black jeans fading in the wash")],
    ),
    Case(
        id="h_lm_no_tool_wool_dryer",
        domain="laundromat",
        category="no_tool",
        features=("1_tool",),
        turns=[Turn(user="can a wool jumper go in the tumble dryer on low or will it shrink regardless?")],
    ),
    Case(
        id="h_lm_underspecified_my_wash",
        domain="laundromat",
        category="underspecified",
        features=("1_tool",),
        turns=[Turn(user="is my wash done yet?", clarify=True)],
    ),
    Case(
        id="h_lm_multi_turn_dryers",
        domain="laundromat",
        category="multi_turn",
        features=("enum", "1_tool"),
        turns=[
            Turn(
                user="how many dryers free at station rd",
                calls=[ExpectCall("check_machines", {"location": "station_road"})],
                answer_has=[said("none", "no dryer", "no free", "0", "zero", "neither", "both", "aren't any",
                                 "are no", "not any")],
            ),
            Turn(
                user="what about canal wharf",
                calls=[ExpectCall("check_machines", {"location": "canal_wharf"})],
                answer_has=[said("D1", "D3", "2", "two")],
            ),
        ],
    ),
]


# =============================================================================================
# 3. ski_resort — Val Serein guest assistant (5 tools)
# =============================================================================================

_SKI_TODAY = _dt.date(2027, 1, 14)
_SKI_CUSTOMER = "C-88310"

_SKI_SNOW = {
    "village": {"snow_depth_cm": 45, "new_snow_24h_cm": 5, "temperature_c": -3, "wind_kmh": 10,
                "avalanche_risk": {"level": 2, "label": "moderate"}},
    "north_bowl": {"snow_depth_cm": 110, "new_snow_24h_cm": 15, "temperature_c": -7, "wind_kmh": 25,
                   "avalanche_risk": {"level": 3, "label": "considerable"}},
    "glacier": {"snow_depth_cm": 180, "new_snow_24h_cm": 22, "temperature_c": -11, "wind_kmh": 45,
                "avalanche_risk": {"level": 3, "label": "considerable"}},
}

_SKI_FORECAST = [
    {"date": "2027-01-15", "summary": "heavy snow and low visibility, strong wind at altitude",
     "expected_new_snow_cm": 15, "glacier_lifts": "expected closed"},
    {"date": "2027-01-16", "summary": "clear and sunny, light winds", "expected_new_snow_cm": 0,
     "glacier_lifts": "expected open"},
    {"date": "2027-01-17", "summary": "cloudy, light snow later", "expected_new_snow_cm": 3,
     "glacier_lifts": "expected open"},
]

_SKI_LIFTS = [
    {"lift": "Gondola Serein", "area": "village", "status": "open", "wait_minutes": 10},
    {"lift": "Nursery Carpet", "area": "village", "status": "open", "wait_minutes": 0},
    {"lift": "Bowl Chair", "area": "north_bowl", "status": "open", "wait_minutes": 5},
    {"lift": "Col 6-seater", "area": "north_bowl", "status": "open", "wait_minutes": 15},
    {"lift": "Glacier Express", "area": "glacier", "status": "on_hold", "wait_minutes": None,
     "reason": "wind, next update 12:00"},
    {"lift": "Pic Blanc T-bar", "area": "glacier", "status": "closed", "wait_minutes": None},
]

_SKI_PRICES = {  # (adult 16-64, child 6-15, senior 65+); under 6 free
    "day": (62, 41, 50), "half_day_pm": (45, 30, 36), "3_day": (170, 115, 140),
    "6_day": (310, 210, 255), "season": (890, 560, 700),
}
_SKI_DAYS = {"day": 1, "half_day_pm": 1, "3_day": 3, "6_day": 6, "season": 0}


def _ski_price(pass_type, age):
    adult, child, senior = _SKI_PRICES[pass_type]
    if age < 6:
        return "under 6", 0
    if age <= 15:
        return "child", child
    if age >= 65:
        return "senior", senior
    return "adult", adult


def ski_get_snow_report(area, date=None):
    obs = _SKI_SNOW.get(area)
    if obs is None:
        return {"error": f"unknown area {area}"}
    forecast = list(_SKI_FORECAST)
    if date:
        day = _parse_date(date)
        if day is None:
            return {"error": "date must be YYYY-MM-DD"}
        if day != _SKI_TODAY:
            forecast = [f for f in _SKI_FORECAST if f["date"] == day.isoformat()]
            if not forecast:
                return {"error": "forecast only available for the next 3 days"}
    return {"area": area, "observed_at": "2027-01-14T08:00:00", **obs, "forecast": forecast}


def ski_get_lift_status(area=None, include_closed=True):
    rows = [row for row in _SKI_LIFTS if (area in (None, "all") or row["area"] == area)
            and (include_closed or row["status"] == "open")]
    return {"as_of": "2027-01-14T10:15:00", "lifts": rows}


def ski_get_pass_prices(pass_type, start_date, ages):
    if pass_type not in _SKI_PRICES:
        return {"error": f"unknown pass type {pass_type}"}
    day = _parse_date(start_date)
    if day is None or day < _SKI_TODAY:
        return {"error": "start_date must be today or later"}
    lines = []
    for age in ages:
        band, price = _ski_price(pass_type, int(age))
        lines.append({"age": age, "band": band, "price_eur": price})
    return {"pass_type": pass_type, "start_date": day.isoformat(), "lines": lines,
            "total_eur": sum(line["price_eur"] for line in lines),
            "insurance_eur_per_person_per_day": 4, "currency": "EUR"}


def ski_buy_lift_pass(customer_id, start_date, pass_type, skiers, delivery):
    if customer_id != _SKI_CUSTOMER:
        return {"error": f"unknown customer {customer_id}"}
    day = _parse_date(start_date)
    if day is None or day < _SKI_TODAY:
        return {"error": "start_date must be today or later"}
    if not skiers:
        return {"error": "at least one skier is needed"}
    lines, total = [], 0
    for s in skiers:
        if delivery == "reload_card" and not s.get("card_number"):
            return {"error": f"card_number needed for {s.get('name')} to reload a card"}
        band, price = _ski_price(pass_type, int(s.get("age", 30)))
        extra = 4 * max(_SKI_DAYS[pass_type], 1) if s.get("insurance") else 0
        lines.append({"name": s.get("name"), "band": band, "price_eur": price, "insurance_eur": extra,
                      "card_number": s.get("card_number")})
        total += price + extra
    return {"order_id": "VS-502118", "status": "paid", "pass_type": pass_type, "start_date": day.isoformat(),
            "delivery": delivery, "skiers": lines, "total_eur": total}


def ski_book_rental(shop, pickup_date, days, items):
    if shop not in ("village_shop", "glacier_shop"):
        return {"error": f"unknown shop {shop}"}
    day = _parse_date(pickup_date)
    if day is None or day < _SKI_TODAY:
        return {"error": "pickup_date must be today or later"}
    return {"rental_id": "R-7731", "shop": shop, "pickup_date": day.isoformat(), "days": days,
            "items": items, "total_eur": 19 * days * max(len(items), 1)}


_SKI_SKIER = {
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "age": {"type": "integer", "description": "age on the start date"},
        "insurance": {"type": "boolean", "description": "add piste rescue insurance (EUR 4 per day)"},
        "card_number": {"anyOf": [{"type": "string", "pattern": "^KS-\\d{6}$"}, {"type": "null"}],
                        "description": "key card to load the pass onto; null when collecting at the desk"},
    },
    "required": ["name", "age", "insurance", "card_number"],
    "additionalProperties": False,
}

SKI = Domain(
    name="ski_resort",
    instructions=(
        "You are the guest assistant of Val Serein ski resort. Today is Thursday 14 January 2027. The user is "
        "Lukas Berger, customer id C-88310, here for the week with his family: Lukas (41), his wife Ana (39) and "
        "their children Mia (10) and Jonas (7). Their key cards: Lukas KS-104422, Ana KS-104423, Mia KS-104424, "
        "Jonas KS-104425. Prices are in euros. Use the tools for conditions, lifts, prices and purchases."
    ),
    tools=[
        ToolDef(
            name="get_snow_report",
            description="Snow depth, overnight snowfall, temperature, wind and avalanche risk for one ski area, "
                        "with the forecast for the next three days (or just the given date).",
            parameters={
                "type": "object",
                "properties": {
                    "area": {"type": "string", "enum": ["village", "north_bowl", "glacier"]},
                    "date": {"type": "string", "format": "date", "description": "a forecast day; omit for today"},
                },
                "required": ["area"],
            },
            fn=ski_get_snow_report,
        ),
        ToolDef(
            name="get_lift_status",
            description="Live lift status (open / on_hold / closed) and queue times.",
            parameters={
                "type": "object",
                "properties": {
                    "area": {"type": ["string", "null"], "enum": ["village", "north_bowl", "glacier", "all", None]},
                    "include_closed": {"type": "boolean", "default": True},
                },
            },
            fn=ski_get_lift_status,
        ),
        ToolDef(
            name="get_pass_prices",
            description="Price of a lift pass for a group of people, by age (child 6-15, adult 16-64, senior 65+, under 6 free).",
            parameters={
                "type": "object",
                "properties": {
                    "pass_type": {"type": "string", "enum": ["day", "half_day_pm", "3_day", "6_day", "season"]},
                    "start_date": {"type": "string", "format": "date"},
                    "ages": {"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": 1},
                },
                "required": ["pass_type", "start_date", "ages"],
            },
            fn=ski_get_pass_prices,
        ),
        ToolDef(
            name="buy_lift_pass",
            description="Buy lift passes (charged to the customer's account) for one or more skiers.",
            parameters={
                "type": "object",
                "$defs": {"Skier": _SKI_SKIER},
                "properties": {
                    "customer_id": {"type": "string", "pattern": "^C-\\d{5}$"},
                    "start_date": {"type": "string", "format": "date"},
                    "pass_type": {"type": "string", "enum": ["day", "half_day_pm", "3_day", "6_day", "season"]},
                    "skiers": {"type": "array", "items": {"$ref": "#/$defs/Skier"}},
                    "delivery": {"type": "string", "enum": ["collect_at_desk", "reload_card"]},
                },
                "required": ["customer_id", "start_date", "pass_type", "skiers", "delivery"],
                "additionalProperties": False,
            },
            fn=ski_buy_lift_pass,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="book_ski_rental",
            description="Reserve rental equipment to pick up at a resort shop.",
            parameters={
                "type": "object",
                "properties": {
                    "shop": {"type": "string", "enum": ["village_shop", "glacier_shop"]},
                    "pickup_date": {"type": "string", "format": "date"},
                    "days": {"type": "integer", "minimum": 1, "maximum": 14},
                    "items": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {
                                "skier_name": {"type": "string"},
                                "equipment": {"type": "string", "enum": ["skis", "snowboard", "boots", "helmet", "poles"]},
                                "size": {"type": "string", "description": "boot size EU, or height in cm for skis"},
                            },
                            "required": ["skier_name", "equipment"],
                        },
                    },
                },
                "required": ["shop", "pickup_date", "days", "items"],
            },
            fn=ski_book_rental,
            act=True,
        ),
    ],
)

_SKI_ACTS = ["buy_lift_pass", "book_ski_rental"]


def _ski_forbid(*keep):
    return [t for t in _SKI_ACTS if t not in keep]


SKI_CASES = [
    Case(
        id="h_ski_direct_glacier_snow",
        domain="ski_resort",
        category="direct",
        features=("enum",),
        turns=[Turn(
            user="how much fresh snow on the glacier overnight?",
            calls=[ExpectCall("get_snow_report", {"area": "glacier"})],
            forbid=_ski_forbid(),
            answer_has=[said_number(22)],
        )],
    ),
    Case(
        id="h_ski_indirect_short_queue",
        domain="ski_resort",
        category="indirect",
        features=("nullable_type_list", "enum"),
        turns=[Turn(
            user="legs are done after yesterday, just want a few easy laps without queueing ages. anything in the north bowl thats quick?",
            calls=[ExpectCall("get_lift_status", {})],
            allow=["get_snow_report"],
            forbid=_ski_forbid(),
            answer_has=[said("Bowl Chair")],
        )],
    ),
    Case(
        id="h_ski_polite_3day_price",
        domain="ski_resort",
        category="polite",
        features=("array", "date", "person"),
        turns=[Turn(
            user="Could you please check what a 3 day pass would cost for me and Ana starting Saturday? Thanks a lot",
            calls=[ExpectCall("get_pass_prices", {"pass_type": "3_day", "start_date": date("2027-01-16"),
                                                  "ages": items(41, 39)})],
            forbid=_ski_forbid(),
            answer_has=[said("340")],
        )],
    ),
    Case(
        id="h_ski_multi_avalanche_and_lift",
        domain="ski_resort",
        category="multi_intent",
        features=("enum",),
        turns=[Turn(
            user="whats the avalanche risk in the north bowl today and is the col 6 seater open",
            calls=[ExpectCall("get_snow_report", {"area": "north_bowl"}), ExpectCall("get_lift_status", {})],
            forbid=_ski_forbid(),
            answer_has=[said("considerable", "3/5", "level 3", "3 out of 5", "risk 3", "3 (", "risk is 3", "of 3"),
                        said("open")],
        )],
    ),
    Case(
        id="h_ski_multi_family_passes_and_gondola",
        domain="ski_resort",
        category="multi_intent",
        features=("strict", "ref", "array_objects", "nullable_anyof", "number_words", "date"),
        turns=[Turn(
            user="get day passes for all 4 of us for tomorrow, we'll pick them up at the desk, no insurance thx. "
                 "also is the gondola running right now?",
            calls=[
                ExpectCall("buy_lift_pass", {
                    "customer_id": "C-88310", "start_date": date("2027-01-15"), "pass_type": "day",
                    "delivery": "collect_at_desk",
                    "skiers": items(
                        fields(name=contains("Lukas"), age=41, insurance=boolean(False)),
                        fields(name=contains("Ana"), age=39, insurance=boolean(False)),
                        fields(name=contains("Mia"), age=10, insurance=boolean(False)),
                        fields(name=contains("Jonas"), age=7, insurance=boolean(False)),
                    ),
                }),
                ExpectCall("get_lift_status", {}),
            ],
            allow=["get_pass_prices"],
            forbid=_ski_forbid("buy_lift_pass"),
            answer_has=[said("206"), said("open", "running")],
        )],
    ),
    Case(
        id="h_ski_chained_forecast_then_buy",
        domain="ski_resort",
        category="chained",
        features=("strict", "ref", "array_objects", "pattern", "date"),
        turns=[Turn(
            user="check tomorrow's forecast for the glacier - if it's clear get me and ana day passes for tomorrow "
                 "on our cards, if not do saturday instead. no insurance",
            calls=[
                ExpectCall("get_snow_report", {"area": "glacier"}),
                ExpectCall("buy_lift_pass", {
                    "customer_id": "C-88310", "start_date": date("2027-01-16"), "pass_type": "day",
                    "delivery": "reload_card",
                    "skiers": items(
                        fields(name=contains("Lukas"), card_number="KS-104422", insurance=boolean(False)),
                        fields(name=contains("Ana"), card_number="KS-104423", insurance=boolean(False)),
                    ),
                }),
            ],
            allow=["get_pass_prices", "get_lift_status"],
            forbid=_ski_forbid("buy_lift_pass"),
            answer_has=[said("saturday", "16 jan", "january 16", "jan 16", "16th", "2027-01-16")],
        )],
    ),
    Case(
        id="h_ski_no_tool_red_runs",
        domain="ski_resort",
        category="no_tool",
        features=("person",),
        turns=[Turn(
            user="jonas is 7 and has done a week of ski school, is he ready for red runs or should we stick to blues?",
            forbid=_ski_forbid(),
        )],
    ),
    Case(
        id="h_ski_underspecified_rental",
        domain="ski_resort",
        category="underspecified",
        features=("array_objects",),
        turns=[Turn(
            user="can you sort rental skis for the kids",
            forbid=_ski_forbid(),
            clarify=True,
        )],
    ),
    Case(
        id="h_ski_multi_turn_kids_prices",
        domain="ski_resort",
        category="multi_turn",
        features=("array", "date", "enum"),
        turns=[
            Turn(
                user="how much is an afternoon half-day for mia and jonas today",
                calls=[ExpectCall("get_pass_prices", {"pass_type": "half_day_pm", "start_date": date("2027-01-14"),
                                                      "ages": items(10, 7)})],
                forbid=_ski_forbid(),
                answer_has=[said("60")],
            ),
            Turn(
                user="and a full day tomorrow?",
                calls=[ExpectCall("get_pass_prices", {"pass_type": "day", "start_date": date("2027-01-15"),
                                                      "ages": items(10, 7)})],
                forbid=_ski_forbid(),
                answer_has=[said("82")],
            ),
        ],
    ),
]


# =============================================================================================
# 4. pet_sitting — Pawshare marketplace, Bristol (6 tools)
# =============================================================================================

_PS_TODAY = _dt.date(2026, 12, 9)
_PS_OWNER = "OWN-4471"
_PS_PETS = {"PET-1": {"name": "Biscuit", "type": "dog"}, "PET-2": {"name": "Mochi", "type": "cat"}}

_PS_SITTERS = {
    "S-201": {"name": "Hannah Price", "area": "BS6", "rating": 4.9, "review_count": 57,
              "accepts": ["dog", "cat"],
              "prices_gbp": {"boarding": 32, "house_sitting": 40, "dog_walking": 14},
              "reviews": ["Biscuit came back tired and happy - Jordan O.",
                          "Sent photos every day, lovely with our anxious rescue.",
                          "Reliable and flexible with drop-off times."]},
    "S-214": {"name": "Marcus Webb", "area": "BS7", "rating": 4.6, "review_count": 23,
              "accepts": ["dog"],
              "prices_gbp": {"dog_walking": 12, "drop_in": 10},
              "reviews": ["Great with big dogs.", "Always on time.", "Good walker, a bit quiet on updates."]},
    "S-230": {"name": "Leila Haddad", "area": "BS6", "rating": 4.8, "review_count": 41,
              "accepts": ["cat", "rabbit"],
              "prices_gbp": {"drop_in": 11, "house_sitting": 45},
              "reviews": ["Our shy cat actually came out to see her!",
                          "Texts after every visit, very thorough.",
                          "Gave meds without any fuss."]},
    "S-245": {"name": "Owen Reilly", "area": "BS3", "rating": 4.5, "review_count": 18,
              "accepts": ["dog"],
              "prices_gbp": {"boarding": 28, "dog_walking": 13},
              "reviews": ["Big garden, dog loved it.", "Good value.", "Flexible over bank holidays."]},
}

_PS_BOOKINGS = [
    {"booking_id": "B-9001", "sitter_id": "S-214", "sitter": "Marcus Webb", "service": "dog_walking",
     "pets": ["PET-1"], "start": "2026-12-10T12:00:00", "end": "2026-12-10T13:00:00", "status": "confirmed",
     "price_gbp": 12},
    {"booking_id": "B-9007", "sitter_id": "S-230", "sitter": "Leila Haddad", "service": "drop_in",
     "pets": ["PET-2"], "start": "2026-12-23T09:00:00", "end": "2026-12-27T18:00:00", "status": "confirmed",
     "price_gbp": 110, "note": "two visits a day"},
]


def _ps_distance(a, b):
    try:
        return round(abs(int(a[2:]) - int(b[2:])) * 1.6 + 0.8, 1)
    except (ValueError, IndexError):
        return None


def ps_search_sitters(postcode_area, service, start_date, end_date=None, pet_types=None, max_price_gbp=None):
    area = str(postcode_area).strip().upper()
    if not area.startswith("BS"):
        return {"error": f"Pawshare only covers Bristol (BS postcodes), not {postcode_area}"}
    if _parse_date(start_date) is None or _parse_date(start_date) < _PS_TODAY:
        return {"error": "start_date must be today or later"}
    found = []
    for sid, s in _PS_SITTERS.items():
        if service not in s["prices_gbp"]:
            continue
        if pet_types and not all(p in s["accepts"] for p in pet_types):
            continue
        price = s["prices_gbp"][service]
        if max_price_gbp is not None and price > max_price_gbp:
            continue
        found.append({"sitter_id": sid, "name": s["name"], "area": s["area"], "distance_km": _ps_distance(area, s["area"]),
                      "rating": s["rating"], "price_gbp": price, "accepts": s["accepts"]})
    found.sort(key=lambda r: (r["distance_km"] or 0))
    unit = {"boarding": "per night", "house_sitting": "per night", "drop_in": "per visit", "dog_walking": "per hour"}[service]
    return {"service": service, "price_unit": unit, "sitters": found}


def ps_get_sitter_profile(sitter_id):
    s = _PS_SITTERS.get(str(sitter_id).upper())
    if s is None:
        return {"error": f"no sitter {sitter_id}"}
    return {"sitter_id": str(sitter_id).upper(), **s}


def ps_request_booking(owner_id, sitter_id, service, start, end, pet_ids, special_instructions):
    if owner_id != _PS_OWNER:
        return {"error": f"unknown owner {owner_id}"}
    s = _PS_SITTERS.get(sitter_id)
    if s is None:
        return {"error": f"no sitter {sitter_id}"}
    if service not in s["prices_gbp"]:
        return {"error": f"{s['name']} does not offer {service}"}
    for pid in pet_ids:
        if pid not in _PS_PETS:
            return {"error": f"unknown pet {pid}"}
        if _PS_PETS[pid]["type"] not in s["accepts"]:
            return {"error": f"{s['name']} does not take {_PS_PETS[pid]['type']}s"}
    begin, finish = _parse_dt(start), _parse_dt(end)
    if begin is None or finish is None or finish <= begin:
        return {"error": "start and end must be ISO date-times with end after start"}
    if begin.date() < _PS_TODAY:
        return {"error": "cannot book in the past"}
    return {"booking_id": "B-9100", "status": "requested", "sitter": s["name"], "service": service,
            "start": begin.isoformat(), "end": finish.isoformat(),
            "pets": [_PS_PETS[p]["name"] for p in pet_ids], "special_instructions": special_instructions,
            "note": "the sitter has 24 hours to accept"}


def ps_list_bookings(owner_id):
    if owner_id != _PS_OWNER:
        return {"error": f"unknown owner {owner_id}"}
    return {"owner_id": owner_id, "bookings": _PS_BOOKINGS}


def ps_cancel_booking(booking_id, reason=None):
    b = next((b for b in _PS_BOOKINGS if b["booking_id"] == str(booking_id).upper()), None)
    if b is None:
        return {"error": f"no booking {booking_id}"}
    return {"booking_id": b["booking_id"], "status": "cancelled", "refund_gbp": b["price_gbp"],
            "sitter_notified": True}


def ps_send_message(sitter_id, text):
    s = _PS_SITTERS.get(str(sitter_id).upper())
    if s is None:
        return {"error": f"no sitter {sitter_id}"}
    return {"message_id": "M-33871", "to": s["name"], "sent": True, "text": text}


PET = Domain(
    name="pet_sitting",
    instructions=(
        "You are the assistant of Pawshare, a pet-sitting marketplace in Bristol. Today is Wednesday 9 December 2026. "
        "The user is Jordan Okafor, owner id OWN-4471, who lives in Redland (postcode area BS6). Pets: Biscuit, a "
        "4-year-old beagle (pet id PET-1), and Mochi, a 2-year-old cat (pet id PET-2). Sitters Jordan has used "
        "before: Hannah Price (sitter id S-201) and Leila Haddad (S-230). Booking requests go to the sitter to accept."
    ),
    tools=[
        ToolDef(
            name="search_sitters",
            description="Find sitters offering a service from a start date, nearest first, with their price.",
            parameters={
                "type": "object",
                "properties": {
                    "postcode_area": {"type": "string", "pattern": "^[A-Z]{1,2}\\d{1,2}$", "description": "e.g. BS6"},
                    "service": {"type": "string", "enum": ["boarding", "house_sitting", "drop_in", "dog_walking"]},
                    "start_date": {"type": "string", "format": "date"},
                    "end_date": {"type": "string", "format": "date"},
                    "pet_types": {"type": "array", "items": {"type": "string", "enum": ["dog", "cat", "rabbit", "bird", "other"]}},
                    "max_price_gbp": {"anyOf": [{"type": "number"}, {"type": "null"}]},
                },
                "required": ["postcode_area", "service", "start_date"],
            },
            fn=ps_search_sitters,
        ),
        ToolDef(
            name="get_sitter_profile",
            description="A sitter's profile: rating, reviews, services and prices.",
            parameters={
                "type": "object",
                "properties": {"sitter_id": {"type": "string", "pattern": "^S-\\d{3}$"}},
                "required": ["sitter_id"],
            },
            fn=ps_get_sitter_profile,
        ),
        ToolDef(
            name="request_booking",
            description="Send a booking request to a sitter for one or more of the owner's pets.",
            parameters={
                "type": "object",
                "properties": {
                    "owner_id": {"type": "string", "pattern": "^OWN-\\d{4}$"},
                    "sitter_id": {"type": "string", "pattern": "^S-\\d{3}$"},
                    "service": {"type": "string", "enum": ["boarding", "house_sitting", "drop_in", "dog_walking"]},
                    "start": {"type": "string", "format": "date-time"},
                    "end": {"type": "string", "format": "date-time"},
                    "pet_ids": {"type": "array", "items": {"type": "string", "pattern": "^PET-\\d+$"}},
                    "special_instructions": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                },
                "required": ["owner_id", "sitter_id", "service", "start", "end", "pet_ids", "special_instructions"],
                "additionalProperties": False,
            },
            fn=ps_request_booking,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="list_bookings",
            description="The owner's current and upcoming bookings.",
            parameters={
                "type": "object",
                "properties": {"owner_id": {"type": "string"}},
                "required": ["owner_id"],
            },
            fn=ps_list_bookings,
        ),
        ToolDef(
            name="cancel_booking",
            description="Cancel a booking; the sitter is notified automatically and the owner refunded.",
            parameters={
                "type": "object",
                "properties": {
                    "booking_id": {"type": "string", "pattern": "^B-\\d{4}$"},
                    "reason": {"type": "string"},
                },
                "required": ["booking_id"],
            },
            fn=ps_cancel_booking,
            act=True,
        ),
        ToolDef(
            name="send_message",
            description="Send a chat message to a sitter.",
            parameters={
                "type": "object",
                "properties": {
                    "sitter_id": {"type": "string", "pattern": "^S-\\d{3}$"},
                    "text": {"type": "string"},
                },
                "required": ["sitter_id", "text"],
            },
            fn=ps_send_message,
            act=True,
        ),
    ],
)

_PS_ACTS = ["request_booking", "cancel_booking", "send_message"]


def _ps_forbid(*keep):
    return [t for t in _PS_ACTS if t not in keep]


PS_CASES = [
    Case(
        id="h_ps_direct_board_biscuit",
        domain="pet_sitting",
        category="direct",
        features=("strict", "nullable_anyof", "array", "date", "person"),
        turns=[Turn(
            user="book hannah to board biscuit fri 18th to mon 21st",
            calls=[ExpectCall("request_booking", {
                "owner_id": "OWN-4471", "sitter_id": "S-201", "service": "boarding",
                "start": date("2026-12-18"), "end": date("2026-12-21"), "pet_ids": items("PET-1"),
            })],
            allow=["get_sitter_profile", "search_sitters"],
            forbid=_ps_forbid("request_booking"),
            answer_has=[said("B-9100", "requested", "request")],
        )],
    ),
    Case(
        id="h_ps_polite_leila_reviews",
        domain="pet_sitting",
        category="polite",
        features=("person",),
        turns=[Turn(
            user="Hi there, would you mind pulling up Leila's reviews? I'd like to read them before Christmas",
            calls=[ExpectCall("get_sitter_profile", {"sitter_id": "S-230"})],
            forbid=_ps_forbid(),
            answer_has=[said("4.8")],
        )],
    ),
    Case(
        id="h_ps_indirect_lisbon_cat",
        domain="pet_sitting",
        category="indirect",
        features=("enum", "date", "array"),
        turns=[Turn(
            user="we're off to lisbon 18th-21st and mochi's staying home, is there anyone who could pop in on her?",
            calls=[ExpectCall("search_sitters", {
                "postcode_area": "BS6", "service": one_of("drop_in", "house_sitting"), "start_date": date("2026-12-18"),
            })],
            allow=["get_sitter_profile"],
            forbid=_ps_forbid(),
            answer_has=[said("Leila")],
        )],
    ),
    Case(
        id="h_ps_multi_cancel_walk_message",
        domain="pet_sitting",
        category="multi_intent",
        features=("person",),
        turns=[Turn(
            user="cancel tomorrow's walk and let marcus know it's cos biscuit has a vet appointment",
            calls=[
                ExpectCall("list_bookings", {"owner_id": "OWN-4471"}),
                ExpectCall("cancel_booking", {"booking_id": "B-9001"}),
                ExpectCall("send_message", {"sitter_id": "S-214", "text": contains("vet")}),
            ],
            forbid=_ps_forbid("cancel_booking", "send_message"),
        )],
    ),
    Case(
        id="h_ps_chained_cheapest_boarder",
        domain="pet_sitting",
        category="chained",
        features=("strict", "date", "array", "enum"),
        turns=[Turn(
            user="who's the cheapest for dog boarding near BS3 over new year? book biscuit in with them 31st to the 2nd",
            calls=[
                ExpectCall("search_sitters", {"postcode_area": "BS3", "service": "boarding",
                                              "start_date": date("2026-12-31")}),
                ExpectCall("request_booking", {
                    "owner_id": "OWN-4471", "sitter_id": "S-245", "service": "boarding",
                    "start": date("2026-12-31"), "end": date("2027-01-02"), "pet_ids": items("PET-1"),
                }),
            ],
            allow=["get_sitter_profile"],
            forbid=_ps_forbid("request_booking"),
            answer_has=[said("Owen")],
        )],
    ),
    Case(
        id="h_ps_chained_rating_then_walk",
        domain="pet_sitting",
        category="chained",
        features=("strict", "date", "person"),
        turns=[Turn(
            user="have a look at hannah's rating, if it's over 4.5 book her to walk biscuit this friday 12 till 1",
            calls=[
                ExpectCall("get_sitter_profile", {"sitter_id": "S-201"}),
                ExpectCall("request_booking", {
                    "owner_id": "OWN-4471", "sitter_id": "S-201", "service": "dog_walking",
                    "start": at("2026-12-11", "12:00"), "end": at("2026-12-11", "13:00"), "pet_ids": items("PET-1"),
                }),
            ],
            forbid=_ps_forbid("request_booking"),
            answer_has=[said("4.9")],
        )],
    ),
    Case(
        id="h_ps_no_tool_nervous_cat",
        domain="pet_sitting",
        category="no_tool",
        features=(),
        turns=[Turn(
            user="mochi gets really stressed when we go away. is boarding or drop-ins better for a nervous cat?",
            forbid=_ps_forbid(),
        )],
    ),
    Case(
        id="h_ps_underspecified_walk_next_week",
        domain="pet_sitting",
        category="underspecified",
        features=(),
        turns=[Turn(
            user="book someone to walk biscuit next week",
            allow=["search_sitters", "get_sitter_profile", "list_bookings"],
            forbid=_ps_forbid(),
            clarify=True,
        )],
    ),
    Case(
        id="h_ps_multi_turn_bookings_cancel",
        domain="pet_sitting",
        category="multi_turn",
        features=(),
        turns=[
            Turn(
                user="what have i got booked at the moment",
                calls=[ExpectCall("list_bookings", {"owner_id": "OWN-4471"})],
                forbid=_ps_forbid(),
                answer_has=[said("Marcus"), said("Leila")],
            ),
            Turn(
                user="cancel the christmas one, my mum's feeding mochi now",
                calls=[ExpectCall("cancel_booking", {"booking_id": "B-9007"})],
                allow=["list_bookings"],
                forbid=_ps_forbid("cancel_booking"),
                answer_has=[said("110", "refund")],
            ),
        ],
    ),
]


# =============================================================================================
# 5. van_hire — ShiftRight Van Hire, London (6 tools)
# =============================================================================================

_VH_TODAY = _dt.date(2027, 3, 3)
_VH_CUSTOMER = "CU-55012"

_VH_VANS = [
    {"van_class": "swb", "name": "Short-wheelbase van (Ford Transit Custom)", "load_m3": 6, "payload_kg": 1000,
     "suits": "studio flat, a single room or a few large items", "day_rate_gbp": 49},
    {"van_class": "lwb", "name": "Long-wheelbase van (Ford Transit LWB)", "load_m3": 11, "payload_kg": 1300,
     "suits": "1-bedroom flat, small 2-bedroom with little furniture", "day_rate_gbp": 69},
    {"van_class": "luton", "name": "Luton box van with tail lift", "load_m3": 18, "payload_kg": 1100,
     "suits": "2-3 bedroom home, bulky furniture (tail lift for white goods)", "day_rate_gbp": 89},
]
_VH_RATES = {v["van_class"]: v["day_rate_gbp"] for v in _VH_VANS}
_VH_STOCK = {
    ("hackney", "swb"): 3, ("hackney", "lwb"): 2, ("hackney", "luton"): 1,
    ("croydon", "swb"): 2, ("croydon", "lwb"): 2, ("croydon", "luton"): 2,
    ("wembley", "swb"): 1, ("wembley", "lwb"): 2, ("wembley", "luton"): 1,
}
_VH_EXCEPTIONS = {("hackney", "luton", "2027-03-13"): 0, ("wembley", "lwb", "2027-03-20"): 1}
_VH_EXTRAS = {"blankets": 6, "trolley": 8, "extra_driver": 15}
_VH_BOOKINGS = {
    "SR-30418": {"booking_ref": "SR-30418", "customer_id": "CU-55012", "depot": "croydon", "van_class": "luton",
                 "pickup": "2027-03-13T08:00:00", "return_by": "2027-03-13T19:00:00", "days": 1,
                 "extras": ["blankets"], "total_gbp": 105, "deposit_paid_gbp": 50, "status": "confirmed"},
}


def _vh_free(depot, van_class, day):
    return _VH_EXCEPTIONS.get((depot, van_class, day.isoformat()), _VH_STOCK.get((depot, van_class), 0))


def _vh_quote(van_class, day, days, miles, extras):
    weekend = day.weekday() >= 5
    rate = _VH_RATES[van_class] + (10 if weekend else 0)
    hire = rate * days
    excess = max(0, miles - 100 * days)
    mileage = round(excess * 0.25, 2)
    lines = []
    for e in extras:
        cost = 18 * days if e == "damage_waiver" else _VH_EXTRAS[e]
        lines.append({"extra": e, "gbp": cost})
    total = round(hire + mileage + sum(line["gbp"] for line in lines), 2)
    return {"van_class": van_class, "pickup_date": day.isoformat(), "days": days,
            "day_rate_gbp": rate, "weekend_surcharge_applied": weekend, "hire_gbp": hire,
            "included_miles": 100 * days, "excess_miles": excess, "mileage_gbp": mileage,
            "extras": lines, "total_gbp": total}


def vh_list_vans(depot=None):
    if depot is not None and depot not in ("hackney", "croydon", "wembley"):
        return {"error": f"unknown depot {depot}"}
    return {"vans": _VH_VANS, "licence": "all vans can be driven on a standard UK car licence (category B)",
            "included_miles_per_day": 100, "excess_mile_gbp": 0.25, "weekend_surcharge_gbp_per_day": 10}


def vh_check_availability(depot, van_class, pickup_date, days=1):
    day = _parse_date(pickup_date)
    if day is None or day < _VH_TODAY:
        return {"error": "pickup_date must be today or later"}
    if (depot, van_class) not in _VH_STOCK:
        return {"error": f"unknown depot or van class: {depot} / {van_class}"}
    free = _vh_free(depot, van_class, day)
    return {"depot": depot, "van_class": van_class, "pickup_date": day.isoformat(), "days": days,
            "available": free > 0, "vans_left": free, "depot_hours": "07:00-19:00"}


def vh_get_quote(van_class, pickup_date, days, estimated_miles=0, extras=None, depot=None):
    if van_class not in _VH_RATES:
        return {"error": f"unknown van class {van_class}"}
    day = _parse_date(pickup_date)
    if day is None or day < _VH_TODAY:
        return {"error": "pickup_date must be today or later"}
    return _vh_quote(van_class, day, int(days), int(estimated_miles or 0), list(extras or []))


def vh_create_booking(customer_id, depot, van_class, pickup, days, extras, additional_driver):
    if customer_id != _VH_CUSTOMER:
        return {"error": f"unknown customer {customer_id}"}
    when = _parse_dt(pickup)
    if when is None:
        return {"error": "pickup must be an ISO date-time"}
    if when.date() < _VH_TODAY:
        return {"error": "pickup must be today or later"}
    if not 7 <= when.hour < 19:
        return {"error": "depots are open 07:00-19:00"}
    if (depot, van_class) not in _VH_STOCK:
        return {"error": f"unknown depot or van class: {depot} / {van_class}"}
    if _vh_free(depot, van_class, when.date()) <= 0:
        return {"error": f"no {van_class} left at {depot} on {when.date().isoformat()}"}
    extras = list(extras)
    if additional_driver and "extra_driver" not in extras:
        extras.append("extra_driver")
    quote = _vh_quote(van_class, when.date(), int(days), 0, extras)
    return {"booking_ref": "SR-30502", "status": "confirmed", "depot": depot, "van_class": van_class,
            "pickup": when.isoformat(), "days": days, "extras": extras,
            "additional_driver": additional_driver, "total_gbp": quote["total_gbp"], "deposit_taken_gbp": 50}


def vh_get_booking(booking_ref):
    b = _VH_BOOKINGS.get(str(booking_ref).upper())
    if b is None:
        return {"error": f"no booking {booking_ref}"}
    return b


def vh_cancel_booking(booking_ref):
    b = _VH_BOOKINGS.get(str(booking_ref).upper())
    if b is None:
        return {"error": f"no booking {booking_ref}"}
    return {"booking_ref": b["booking_ref"], "status": "cancelled", "deposit_refunded_gbp": 50,
            "note": "cancelled more than 48 hours before pickup, so the deposit is refunded in full"}


_VH_DEPOTS = ["hackney", "croydon", "wembley"]
_VH_CLASSES = ["swb", "lwb", "luton"]

VAN = Domain(
    name="van_hire",
    instructions=(
        "You are the assistant of ShiftRight Van Hire in London (depots: Hackney, Croydon, Wembley; open 07:00-19:00). "
        "Today is Wednesday 3 March 2027. The user is Daniel Ferreira, customer id CU-55012, with a full UK car "
        "licence on file (every van we hire can be driven on it). Prices are in GBP including VAT. Van classes: "
        "swb (small), lwb (medium), luton (large, tail lift)."
    ),
    tools=[
        ToolDef(
            name="list_vans",
            description="The van classes we hire out, with load space, what each suits and day rates.",
            parameters={
                "type": "object",
                "properties": {"depot": {"type": "string", "enum": _VH_DEPOTS}},
            },
            fn=vh_list_vans,
        ),
        ToolDef(
            name="check_availability",
            description="Whether a van class is free at a depot for a hire starting on a date.",
            parameters={
                "type": "object",
                "properties": {
                    "depot": {"type": "string", "enum": _VH_DEPOTS},
                    "van_class": {"type": "string", "enum": _VH_CLASSES},
                    "pickup_date": {"type": "string", "format": "date"},
                    "days": {"type": "integer", "minimum": 1, "maximum": 14, "default": 1},
                },
                "required": ["depot", "van_class", "pickup_date"],
            },
            fn=vh_check_availability,
        ),
        ToolDef(
            name="get_quote",
            description="Price a hire: day rate (+GBP 10/day for Saturday or Sunday pickups), 100 free miles per day "
                        "then GBP 0.25/mile, and extras (damage_waiver is per day, the rest flat).",
            parameters={
                "type": "object",
                "properties": {
                    "van_class": {"type": "string", "enum": _VH_CLASSES},
                    "pickup_date": {"type": "string", "format": "date"},
                    "days": {"type": "integer", "minimum": 1, "maximum": 14},
                    "estimated_miles": {"type": "integer", "minimum": 0},
                    "extras": {"type": "array", "items": {"type": "string",
                               "enum": ["blankets", "trolley", "extra_driver", "damage_waiver"]}},
                    "depot": {"type": "string", "enum": _VH_DEPOTS},
                },
                "required": ["van_class", "pickup_date", "days"],
            },
            fn=vh_get_quote,
        ),
        ToolDef(
            name="create_booking",
            description="Book a van (a GBP 50 deposit is taken from the card on file).",
            parameters={
                "type": "object",
                "$defs": {
                    "Driver": {
                        "type": "object",
                        "properties": {
                            "full_name": {"type": "string"},
                            "licence_number": {"type": "string", "pattern": "^[A-Z9]{5}\\d{6}[A-Z9]{2}\\d[A-Z]{2}$",
                                               "description": "16-character UK driving licence number"},
                            "date_of_birth": {"type": ["string", "null"], "format": "date"},
                        },
                        "required": ["full_name", "licence_number", "date_of_birth"],
                        "additionalProperties": False,
                    },
                },
                "properties": {
                    "customer_id": {"type": "string", "pattern": "^CU-\\d{5}$"},
                    "depot": {"type": "string", "enum": _VH_DEPOTS},
                    "van_class": {"type": "string", "enum": _VH_CLASSES},
                    "pickup": {"type": "string", "format": "date-time"},
                    "days": {"type": "integer"},
                    "extras": {"type": "array", "items": {"type": "string",
                               "enum": ["blankets", "trolley", "extra_driver", "damage_waiver"]}},
                    "additional_driver": {"anyOf": [{"$ref": "#/$defs/Driver"}, {"type": "null"}],
                                          "description": "a second named driver (adds the extra_driver charge), or null"},
                },
                "required": ["customer_id", "depot", "van_class", "pickup", "days", "extras", "additional_driver"],
                "additionalProperties": False,
            },
            fn=vh_create_booking,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="get_booking",
            description="Details of a booking by its reference.",
            parameters={
                "type": "object",
                "properties": {"booking_ref": {"type": "string", "pattern": "^SR-\\d{5}$"}},
                "required": ["booking_ref"],
            },
            fn=vh_get_booking,
        ),
        ToolDef(
            name="cancel_booking",
            description="Cancel a booking. Free more than 48 hours before pickup (deposit refunded).",
            parameters={
                "type": "object",
                "properties": {"booking_ref": {"type": "string", "pattern": "^SR-\\d{5}$"}},
                "required": ["booking_ref"],
            },
            fn=vh_cancel_booking,
            act=True,
        ),
    ],
)

_VH_ACTS = ["create_booking", "cancel_booking"]


def _vh_forbid(*keep):
    return [t for t in _VH_ACTS if t not in keep]


VH_CASES = [
    Case(
        id="h_vh_direct_luton_quote",
        domain="van_hire",
        category="direct",
        features=("enum", "array", "date"),
        turns=[Turn(
            user="quote for a luton from hackney this saturday for 2 days, roughly 150 miles, with blankets + a trolley",
            calls=[ExpectCall("get_quote", {
                "van_class": "luton", "pickup_date": date("2027-03-06"), "days": 2,
                "estimated_miles": number(150), "extras": items("blankets", "trolley"),
            })],
            allow=["check_availability"],
            forbid=_vh_forbid(),
            answer_has=[said("212")],
        )],
    ),
    Case(
        id="h_vh_direct_luton_second_driver",
        domain="van_hire",
        category="direct",
        features=("strict", "ref", "nullable_anyof", "nested", "pattern", "date", "person"),
        turns=[Turn(
            user="book a luton from croydon fri 12th 7:30am for two days. my brother rui ferreira will drive too, "
                 "licence no FERRE812056R99XY",
            calls=[ExpectCall("create_booking", {
                "customer_id": "CU-55012", "depot": "croydon", "van_class": "luton",
                "pickup": at("2027-03-12", "07:30"), "days": 2,
                "additional_driver": fields(full_name=contains("Rui"), licence_number="FERRE812056R99XY",
                                            date_of_birth=any_value()),
            })],
            allow=["check_availability", "get_quote"],
            forbid=_vh_forbid("create_booking"),
            answer_has=[said("SR-30502")],
        )],
    ),
    Case(
        id="h_vh_polite_pickup_time",
        domain="van_hire",
        category="polite",
        features=("pattern",),
        turns=[Turn(
            user="hello, could you remind me what time I pick the van up? booking ref is SR-30418. thank you!",
            calls=[ExpectCall("get_booking", {"booking_ref": "SR-30418"})],
            forbid=_vh_forbid(),
            answer_has=[said("08:00", "8am", "8 am", "8:00", "8 a.m")],
        )],
    ),
    Case(
        id="h_vh_indirect_which_van",
        domain="van_hire",
        category="indirect",
        features=(),
        turns=[Turn(
            user="moving out of a 2 bed flat in a few weeks, which of your vans would i actually need?",
            calls=[ExpectCall("list_vans", {})],
            forbid=_vh_forbid(),
            answer_has=[said("luton")],
        )],
    ),
    Case(
        id="h_vh_multi_lwb_wembley_price",
        domain="van_hire",
        category="multi_intent",
        features=("enum", "array", "date"),
        turns=[Turn(
            user="is there a lwb free at wembley on the 20th for one day? and how much would that be with the damage waiver",
            calls=[
                ExpectCall("check_availability", {"depot": "wembley", "van_class": "lwb", "pickup_date": date("2027-03-20")}),
                ExpectCall("get_quote", {"van_class": "lwb", "pickup_date": date("2027-03-20"), "days": 1,
                                         "extras": has_items("damage_waiver")}),
            ],
            forbid=_vh_forbid(),
            answer_has=[said("97")],
        )],
    ),
    Case(
        id="h_vh_chained_small_van_tomorrow",
        domain="van_hire",
        category="chained",
        features=("strict", "date", "enum"),
        turns=[Turn(
            user="if there's a small van free at croydon tomorrow grab it for the day, from 9am",
            calls=[
                ExpectCall("check_availability", {"depot": "croydon", "van_class": "swb", "pickup_date": date("2027-03-04")}),
                ExpectCall("create_booking", {
                    "customer_id": "CU-55012", "depot": "croydon", "van_class": "swb",
                    "pickup": at("2027-03-04", "09:00"), "days": 1,
                }),
            ],
            allow=["get_quote"],
            forbid=_vh_forbid("create_booking"),
            answer_has=[said("SR-30502")],
        )],
    ),
    Case(
        id="h_vh_no_tool_packing_tips",
        domain="van_hire",
        category="no_tool",
        features=(),
        turns=[Turn(
            user="any tips for packing a van so nothing gets smashed? first time doing this",
            forbid=_vh_forbid(),
        )],
    ),
    Case(
        id="h_vh_underspecified_saturday",
        domain="van_hire",
        category="underspecified",
        features=(),
        turns=[Turn(
            user="need a van on saturday, can you book it",
            allow=["list_vans", "check_availability", "get_quote"],
            forbid=_vh_forbid(),
            clarify=True,
        )],
    ),
    Case(
        id="h_vh_multi_turn_booking_cancel",
        domain="van_hire",
        category="multi_turn",
        features=("pattern",),
        turns=[
            Turn(
                user="what's on booking SR-30418?",
                calls=[ExpectCall("get_booking", {"booking_ref": "SR-30418"})],
                forbid=_vh_forbid(),
                answer_has=[said("luton"), said("croydon")],
            ),
            Turn(
                user="actually can you cancel it, a mate's lending us his van",
                calls=[ExpectCall("cancel_booking", {"booking_ref": "SR-30418"})],
                allow=["get_booking"],
                forbid=_vh_forbid("cancel_booking"),
                answer_has=[said("50", "refund")],
            ),
        ],
    ),
]


DOMAINS = [DRIVING, LAUNDROMAT, SKI, PET, VAN]
CASES = DS_CASES + LM_CASES + SKI_CASES + PS_CASES + VH_CASES
