"""Fresh generality part R: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py and validate.py (and the loader at the top of runner.py).

Domains (tool count, the "today" of each system prompt):
- cinema          9 tools, PascalCase names  Thursday 10 December 2026, 18:20 (Kestrel Picturehouse, Bristol)
- gym_classes     5 tools, snake_case        Monday 14 December 2026, 07:05 (Ironbark Gym, Cardiff)
- taxi_firm       3 tools, kebab-case        Friday 4 December 2026, 16:50 (Castle Cabs, Norwich)
- job_board       1 tool,  camelCase         Wednesday 9 December 2026, 12:30 (Hireline, UK job board)
- conference      4 tools, camelCase         Monday 8 February 2027, 11:00 (Northern Data Summit 2027, Liverpool)

Categories: direct 7, polite 5, indirect 5, multi_intent 5, no_tool 6, underspecified 5, chained 6,
multi_turn 6.
"""

from __future__ import annotations

import datetime as _dt
import re
import zlib
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
    """A local date-time from '2026-12-05T07:30', '2026-12-05 07:30:00Z', '2026-12-05T07:30:00+00:00' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def _crc(text: str) -> int:
    return zlib.crc32(text.encode("utf-8"))


def _money(value: float) -> float:
    return round(value + 1e-9, 2)


# =============================================================================================
# 1. cinema: Kestrel Picturehouse, Bristol (9 tools, PascalCase)
# =============================================================================================

CINEMA_NOW = _dt.datetime(2026, 12, 10, 18, 20)
LISTINGS_UNTIL = _dt.date(2026, 12, 24)

FILMS: dict[str, dict[str, Any]] = {
    "GLW": {
        "title": "Glasswater",
        "rating": "12A",
        "runtime_min": 141,
        "genre": "science-fiction drama",
        "director": "Ines Marchetti",
        "cast": ["Adaeze Nwosu", "Tomas Lindqvist", "Maya Fenwick"],
        "synopsis": "A hydrologist on a drowned coast finds a city that remembers the future.",
        "screen": "Screen 1 (Kestrel Max)",
        "format": "MAX",
        "accessible": ["subtitled: Tuesday 15 December 14:00", "audio description on every showing"],
    },
    "PPM": {
        "title": "Paper Moons",
        "rating": "PG",
        "runtime_min": 94,
        "genre": "animation",
        "director": "Keiko Arden",
        "cast": ["Lola Bright (voice)", "Sunny Okoro (voice)", "Bill Harrow (voice)"],
        "synopsis": "Two origami birds cross a rainy city to return a lost lantern before midnight.",
        "screen": "Screen 2",
        "format": "2D",
        "accessible": ["relaxed screening: Sunday 13 December 11:00 (lights up, sound down)"],
    },
    "NFY": {
        "title": "Night Ferry",
        "rating": "15",
        "runtime_min": 112,
        "genre": "thriller",
        "director": "Callum Rees",
        "cast": ["Ruth Delaney", "Marco Vitti", "Jas Kaur"],
        "synopsis": "Strangers on the last crossing to Rosslare realise one of them is not a passenger.",
        "screen": "Screen 3",
        "format": "2D",
        "accessible": ["subtitled: Sunday 13 December 18:10"],
    },
    "SLR": {
        "title": "The Salt Road",
        "rating": "12A",
        "runtime_min": 128,
        "genre": "western",
        "director": "Hal Brennan",
        "cast": ["Oona Rask", "Delroy Mitchell", "Pete Sandoval"],
        "synopsis": "A salt trader and her estranged brother drive a wagon across a dry lake bed.",
        "screen": "Screen 4",
        "format": "2D",
        "accessible": [],
    },
    "LTG": {
        "title": "Little Giants",
        "rating": "U",
        "runtime_min": 88,
        "genre": "family comedy",
        "director": "Anya Petrov",
        "cast": ["Milo Grant", "Rosa Quaye", "Dev Patelski"],
        "synopsis": "A school chess club enters the county tournament with a team of five and a goat.",
        "screen": "Screen 4",
        "format": "2D",
        "accessible": [],
    },
}
WEEKDAY_TIMES = {
    "GLW": ["14:00", "17:30", "20:45"],
    "PPM": ["16:15"],
    "NFY": ["18:10", "20:15"],
    "SLR": ["19:00"],
    "LTG": ["12:30"],
}
WEEKEND_TIMES = {
    "GLW": ["14:00", "17:30", "20:45"],
    "PPM": ["11:00", "13:15", "16:15"],
    "NFY": ["18:10", "20:15"],
    "SLR": ["14:30", "19:00"],
    "LTG": ["10:30", "12:15"],
}
TICKET_PRICES = {"adult": 11.50, "child": 7.50, "senior": 8.50, "student": 8.50}
MAX_SURCHARGE = 3.00
MEMBER_DISCOUNT = 0.20
SNACK_PRICES = {
    "popcorn": {"small": 4.20, "regular": 5.10, "large": 6.20},
    "nachos": {"regular": 5.50},
    "hot_dog": {"regular": 5.00},
    "soft_drink": {"small": 2.80, "regular": 3.40, "large": 3.90},
    "bottled_water": {"regular": 2.20},
    "ice_cream_tub": {"regular": 3.60},
}
ROWS = "ABCDEFGHIJ"
SEAT_OVERRIDES: dict[str, dict[str, list[int]]] = {
    "SLR-1210-1900": {
        "A": list(range(1, 13)),
        "B": [1, 2, 3, 10, 11, 12],
        "C": [1, 2, 11, 12],
        "D": [1, 12],
        "E": [],
        "F": [5],
        "G": [3, 4, 10],
        "H": [1, 7],
        "I": [],
        "J": [2, 3, 4, 5],
    },
    "GLW-1212-2045": {row: [] for row in ROWS},
}
CINEMA_BOOKINGS: dict[str, dict[str, Any]] = {
    "BK-55201": {
        "showing_id": "PPM-1212-1100",
        "film": "Paper Moons",
        "start": "2026-12-12T11:00",
        "screen": "Screen 2",
        "seats": ["F7", "F8", "F9"],
        "tickets": {"adult": 1, "child": 2},
        "paid_gbp": 21.20,
        "snacks": [],
    },
    "BK-55318": {
        "showing_id": "NFY-1216-2015",
        "film": "Night Ferry",
        "start": "2026-12-16T20:15",
        "screen": "Screen 3",
        "seats": ["H4", "H5"],
        "tickets": {"adult": 2},
        "paid_gbp": 18.40,
        "snacks": [],
    },
}


def _film_code(text: Any) -> str | None:
    wanted = re.sub(r"[^a-z ]", "", str(text).lower()).replace("the ", " ").strip()
    if not wanted:
        return None
    for code, film in FILMS.items():
        title = film["title"].lower().replace("the ", " ").strip()
        if wanted in title or title in wanted or wanted.upper() == code:
            return code
    return None


def _times_for(code: str, day: _dt.date) -> list[str]:
    return (WEEKEND_TIMES if day.weekday() >= 5 else WEEKDAY_TIMES)[code]


def _parse_showing(showing_id: Any) -> tuple[str, _dt.datetime] | None:
    found = re.fullmatch(r"([A-Z]{3})-(\d{2})(\d{2})-(\d{2})(\d{2})", str(showing_id).strip().upper())
    if not found or found.group(1) not in FILMS:
        return None
    try:
        start = _dt.datetime(2026, int(found.group(2)), int(found.group(3)), int(found.group(4)), int(found.group(5)))
    except ValueError:
        return None
    if f"{start:%H:%M}" not in _times_for(found.group(1), start.date()) or start.date() > LISTINGS_UNTIL:
        return None
    return found.group(1), start


def _free_seats(showing_id: str) -> dict[str, list[str]]:
    if showing_id in SEAT_OVERRIDES:
        return {row: [f"{row}{n}" for n in nums] for row, nums in SEAT_OVERRIDES[showing_id].items()}
    taken = {seat for b in CINEMA_BOOKINGS.values() if b["showing_id"] == showing_id for seat in b["seats"]}
    fill = 25 + _crc(showing_id) % 50
    return {
        row: [f"{row}{n}" for n in range(1, 13) if _crc(f"{showing_id}:{row}{n}") % 100 >= fill and f"{row}{n}" not in taken]
        for row in ROWS
    }


def _unknown_showing(showing_id: Any) -> dict[str, Any]:
    return {
        "error": f"No showing '{showing_id}'. Showing ids come from ListShowtimes and look like SLR-1210-1900 "
        "(film code, MMDD, HHMM)."
    }


def list_showtimes(date: str, film: str | None = None) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": f"date must be YYYY-MM-DD, got '{date}'."}
    if day < CINEMA_NOW.date():
        return {"error": f"{day} is in the past; today is {CINEMA_NOW.date()}."}
    codes = list(FILMS)
    if film:
        code = _film_code(film)
        if code is None:
            return {
                "error": f"No film matching '{film}' is showing. Now showing: " + ", ".join(f["title"] for f in FILMS.values())
            }
        codes = [code]
    if day > LISTINGS_UNTIL:
        return {
            "date": str(day),
            "showings": [],
            "note": "Listings are published up to 24 December 2026; new weeks go live on Mondays.",
        }
    rows = []
    for code in codes:
        info = FILMS[code]
        for hhmm in _times_for(code, day):
            start = _dt.datetime.combine(day, _dt.time.fromisoformat(hhmm))
            showing_id = f"{code}-{day:%m%d}-{hhmm.replace(':', '')}"
            left = sum(len(v) for v in _free_seats(showing_id).values())
            status = (
                "started" if start < CINEMA_NOW else "sold out" if left == 0 else "selling fast" if left < 15 else "available"
            )
            rows.append(
                {
                    "showing_id": showing_id,
                    "film": info["title"],
                    "rating": info["rating"],
                    "runtime_min": info["runtime_min"],
                    "start": f"{start:%Y-%m-%dT%H:%M}",
                    "screen": info["screen"],
                    "format": info["format"],
                    "seats_left": left,
                    "status": status,
                    "adult_price_gbp": TICKET_PRICES["adult"] + (MAX_SURCHARGE if info["format"] == "MAX" else 0),
                }
            )
    rows.sort(key=lambda r: (r["start"], r["film"]))
    return {"date": str(day), "weekday": f"{day:%A}", "count": len(rows), "showings": rows}


def get_seat_map(showing_id: str) -> dict[str, Any]:
    parsed = _parse_showing(showing_id)
    if parsed is None:
        return _unknown_showing(showing_id)
    code, start = parsed
    sid = f"{code}-{start:%m%d}-{start:%H%M}"
    free = _free_seats(sid)
    return {
        "showing_id": sid,
        "film": FILMS[code]["title"],
        "start": f"{start:%Y-%m-%dT%H:%M}",
        "screen": FILMS[code]["screen"],
        "layout": "rows A (front) to J (back), seats 1-12 left to right; wheelchair spaces W1-W2 beside row A",
        "available_by_row": free,
        "seats_left": sum(len(v) for v in free.values()),
        "wheelchair_spaces_free": ["W1", "W2"],
    }


def book_seats(showing_id: str, tickets: list[dict[str, Any]]) -> dict[str, Any]:
    parsed = _parse_showing(showing_id)
    if parsed is None:
        return _unknown_showing(showing_id)
    code, start = parsed
    if start < CINEMA_NOW:
        return {"error": "That showing has already started."}
    if not tickets:
        return {"error": "Give at least one ticket (seat and type)."}
    sid = f"{code}-{start:%m%d}-{start:%H%M}"
    free = {seat for row in _free_seats(sid).values() for seat in row}
    lines, total = [], 0.0
    for ticket in tickets:
        seat = str(ticket.get("seat", "")).strip().upper()
        kind = str(ticket.get("type", "")).lower()
        if kind not in TICKET_PRICES:
            return {"error": f"Unknown ticket type '{kind}'. Use adult, child, senior or student."}
        if seat not in free:
            return {"error": f"Seat {seat} is not available for {sid}. Check GetSeatMap for free seats."}
        price = (TICKET_PRICES[kind] + (MAX_SURCHARGE if FILMS[code]["format"] == "MAX" else 0)) * (1 - MEMBER_DISCOUNT)
        lines.append({"seat": seat, "type": kind, "price_gbp": _money(price)})
        total += price
    ref = f"BK-{56000 + _crc(sid + ','.join(sorted(line['seat'] for line in lines))) % 1000}"
    return {
        "booking_ref": ref,
        "status": "confirmed",
        "film": FILMS[code]["title"],
        "start": f"{start:%Y-%m-%dT%H:%M}",
        "screen": FILMS[code]["screen"],
        "tickets": lines,
        "member_discount": "20% Gold member discount applied",
        "total_gbp": _money(total),
        "charged_to": "Visa ending 2291",
        "e_tickets_sent_to": "hannah.okafor@outlook.com",
    }


def cancel_cinema_booking(booking_ref: str, reason: str | None = None) -> dict[str, Any]:
    ref = str(booking_ref).strip().upper()
    booking = CINEMA_BOOKINGS.get(ref)
    if booking is None:
        return {"error": f"No booking '{booking_ref}' on this account. Your bookings: BK-55201, BK-55318."}
    start = _stamp(booking["start"])
    refundable = start is not None and start - CINEMA_NOW >= _dt.timedelta(hours=2)
    return {
        "booking_ref": ref,
        "status": "cancelled",
        "film": booking["film"],
        "start": booking["start"],
        "refund_gbp": booking["paid_gbp"] if refundable else 0.0,
        "refund_to": "Visa ending 2291",
        "refund_timing": "3-5 working days",
        "reason_recorded": reason,
    }


def list_my_bookings() -> dict[str, Any]:
    rows = [
        {"booking_ref": ref, **{k: v for k, v in b.items() if k != "showing_id"}, "showing_id": b["showing_id"]}
        for ref, b in CINEMA_BOOKINGS.items()
    ]
    return {"member": "Hannah Okafor (KP-30417, Gold)", "upcoming": rows}


def add_snacks(booking_ref: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    ref = str(booking_ref).strip().upper()
    if ref not in CINEMA_BOOKINGS:
        return {"error": f"No booking '{booking_ref}' on this account. Your bookings: BK-55201, BK-55318."}
    if not items:
        return {"error": "No snacks given."}
    lines, total = [], 0.0
    for entry in items:
        item = str(entry.get("item", "")).lower()
        size = str(entry.get("size") or "regular").lower()
        quantity = int(entry.get("quantity", 1))
        if item not in SNACK_PRICES:
            return {"error": f"Unknown snack '{item}'. Menu: " + ", ".join(SNACK_PRICES)}
        sizes = SNACK_PRICES[item]
        price = sizes.get(size, sizes.get("regular", next(iter(sizes.values()))))
        cost = price * quantity * (1 - MEMBER_DISCOUNT)
        lines.append(
            {"item": item, "size": size if size in sizes else "regular", "quantity": quantity, "price_gbp": _money(cost)}
        )
        total += cost
    return {
        "booking_ref": ref,
        "added": lines,
        "snacks_total_gbp": _money(total),
        "charged_to": "Visa ending 2291",
        "collect": "Show your e-ticket at the Express kiosk in the foyer; ready 20 minutes before the film.",
    }


def get_film_details(title: str) -> dict[str, Any]:
    code = _film_code(title)
    if code is None:
        return {"error": f"No film matching '{title}'. Now showing: " + ", ".join(f["title"] for f in FILMS.values())}
    info = FILMS[code]
    return {
        "title": info["title"],
        "rating": info["rating"],
        "runtime_min": info["runtime_min"],
        "genre": info["genre"],
        "director": info["director"],
        "cast": info["cast"],
        "synopsis": info["synopsis"],
        "screen": info["screen"],
        "format": info["format"],
        "accessible_screenings": info["accessible"],
    }


def join_waitlist(showing_id: str, seats_wanted: int, notify_by: str = "email") -> dict[str, Any]:
    parsed = _parse_showing(showing_id)
    if parsed is None:
        return _unknown_showing(showing_id)
    code, start = parsed
    sid = f"{code}-{start:%m%d}-{start:%H%M}"
    left = sum(len(v) for v in _free_seats(sid).values())
    if left:
        return {"error": f"{sid} is not sold out ({left} seats left); book seats instead of joining the waitlist."}
    return {
        "showing_id": sid,
        "film": FILMS[code]["title"],
        "start": f"{start:%Y-%m-%dT%H:%M}",
        "seats_wanted": seats_wanted,
        "waitlist_position": 3,
        "notify_by": notify_by,
        "how_it_works": "If seats are returned we hold them for you for 30 minutes and notify you.",
    }


def forward_tickets(booking_ref: str, email: str, message: str | None = None) -> dict[str, Any]:
    ref = str(booking_ref).strip().upper()
    if ref not in CINEMA_BOOKINGS:
        return {"error": f"No booking '{booking_ref}' on this account. Your bookings: BK-55201, BK-55318."}
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", str(email).strip()):
        return {"error": f"'{email}' is not a valid email address."}
    booking = CINEMA_BOOKINGS[ref]
    return {
        "booking_ref": ref,
        "sent_to": str(email).strip().lower(),
        "film": booking["film"],
        "start": booking["start"],
        "tickets_sent": len(booking["seats"]),
        "message_included": bool(message),
    }


BOOKING_REF = {"type": "string", "description": "Booking reference, e.g. BK-55201"}
SHOWING = {"type": "string", "description": "Showing id from ListShowtimes, e.g. SLR-1210-1900"}

CINEMA_TOOLS = [
    ToolDef(
        "ListShowtimes",
        "Showtimes for one day, optionally for one film. Returns showing ids, seats left and prices.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "film": {"type": ["string", "null"], "description": "Film title; null or omitted for every film"},
            },
            "required": ["date"],
        },
        list_showtimes,
    ),
    ToolDef(
        "GetSeatMap",
        "Free seats of a showing, by row.",
        {"type": "object", "properties": {"showing_id": SHOWING}, "required": ["showing_id"]},
        get_seat_map,
    ),
    ToolDef(
        "BookSeats",
        "Book specific seats for a showing. Charges the member's saved card, applies the Gold discount automatically and "
        "emails the e-tickets. One ticket per seat.",
        {
            "type": "object",
            "properties": {"showing_id": SHOWING, "tickets": {"type": "array", "items": {"$ref": "#/$defs/ticket"}}},
            "required": ["showing_id", "tickets"],
            "additionalProperties": False,
            "$defs": {
                "ticket": {
                    "type": "object",
                    "properties": {
                        "seat": {"type": "string", "description": "Seat label, e.g. G3"},
                        "type": {"type": "string", "enum": ["adult", "child", "senior", "student"]},
                    },
                    "required": ["seat", "type"],
                    "additionalProperties": False,
                }
            },
        },
        book_seats,
        act=True,
        strict=True,
    ),
    ToolDef(
        "CancelBooking",
        "Cancel a whole booking and refund it if the cancellation policy allows.",
        {
            "type": "object",
            "properties": {"booking_ref": BOOKING_REF, "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
            "required": ["booking_ref"],
        },
        cancel_cinema_booking,
        act=True,
    ),
    ToolDef(
        "ListMyBookings", "The signed-in member's upcoming bookings.", {"type": "object", "properties": {}}, list_my_bookings
    ),
    ToolDef(
        "AddSnacks",
        "Pre-order snacks on an existing booking, collected at the Express kiosk.",
        {
            "type": "object",
            "properties": {
                "booking_ref": BOOKING_REF,
                "items": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "item": {"type": "string", "enum": list(SNACK_PRICES)},
                            "size": {"type": "string", "enum": ["small", "regular", "large"], "default": "regular"},
                            "quantity": {"type": "integer", "minimum": 1, "maximum": 10},
                        },
                        "required": ["item", "quantity"],
                    },
                },
            },
            "required": ["booking_ref", "items"],
        },
        add_snacks,
        act=True,
    ),
    ToolDef(
        "GetFilmDetails",
        "Film facts: age rating, runtime, cast, director, synopsis, accessible screenings.",
        {"type": "object", "properties": {"title": {"type": "string"}}, "required": ["title"]},
        get_film_details,
    ),
    ToolDef(
        "JoinWaitlist",
        "Join the returns waitlist of a sold-out showing.",
        {
            "type": "object",
            "properties": {
                "showing_id": SHOWING,
                "seats_wanted": {"type": "integer", "minimum": 1, "maximum": 6},
                "notify_by": {"type": "string", "enum": ["email", "sms"], "default": "email"},
            },
            "required": ["showing_id", "seats_wanted"],
        },
        join_waitlist,
        act=True,
    ),
    ToolDef(
        "ForwardTickets",
        "Email the e-tickets of a booking to someone else (the booking itself does not change).",
        {
            "type": "object",
            "properties": {
                "booking_ref": BOOKING_REF,
                "email": {"type": "string", "format": "email"},
                "message": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Optional note to the recipient"},
            },
            "required": ["booking_ref", "email"],
        },
        forward_tickets,
        act=True,
    ),
]

CINEMA_INSTRUCTIONS = """You are the booking assistant of the Kestrel Picturehouse, 22 Harbourside, Bristol BS1 5TX.
Today is Thursday 10 December 2026 and it is 18:20 (UK time).

Signed-in member: Hannah Okafor, membership KP-30417 (Gold), email hannah.okafor@outlook.com, saved card Visa ending 2291.
Her bookings are not listed here: use ListMyBookings to see them (booking references look like BK-55201).

Prices and policies:
- Tickets: adult £11.50, child (under 15) £7.50, senior (65+) £8.50, student £8.50. Gold members get 20% off all tickets and snacks on their bookings.
- Screen 1 is the Kestrel Max: an 18-metre wall-to-wall screen with laser projection, Dolby Atmos sound and reclining seats. Max showings cost £3.00 extra per ticket.
- Age ratings are enforced: nobody under 15 is admitted to a 15 film; under-12s may see a 12A film only with an adult.
- Bookings can be cancelled for a full refund up to 2 hours before the showing; after that there is no refund. Refunds reach the card in 3-5 working days.
- Snacks can be pre-ordered on a booking until 30 minutes before the film and collected at the Express kiosk. Food and drink bought elsewhere is not allowed in the screens, except baby food and drinks for medical needs.
- Parking: Harbourside NCP, £4 for up to 4 hours with a validated ticket.
Look up showing ids with ListShowtimes before booking. Be concise."""


# =============================================================================================
# 2. gym_classes: Ironbark Gym, Cardiff (5 tools, snake_case)
# =============================================================================================

GYM_NOW = _dt.datetime(2026, 12, 14, 7, 5)
GYM_WINDOW_END = GYM_NOW.date() + _dt.timedelta(days=7)

CLASS_TYPES: dict[str, dict[str, Any]] = {
    "hiit": {"prefix": "HIT", "name": "HIIT", "minutes": 30, "studio": "Studio 1", "instructor": "Gethin Morgan", "capacity": 20},
    "spin": {
        "prefix": "SPN",
        "name": "Spin",
        "minutes": 45,
        "studio": "Cycle Studio",
        "instructor": "Carys Lloyd",
        "capacity": 24,
    },
    "yoga": {
        "prefix": "YGA",
        "name": "Yoga Flow",
        "minutes": 60,
        "studio": "Studio 2",
        "instructor": "Nia Adeyemi",
        "capacity": 18,
    },
    "pilates": {
        "prefix": "PIL",
        "name": "Pilates",
        "minutes": 50,
        "studio": "Studio 2",
        "instructor": "Tom Ellis",
        "capacity": 14,
    },
    "boxfit": {
        "prefix": "BOX",
        "name": "Boxfit",
        "minutes": 45,
        "studio": "Studio 1",
        "instructor": "Dai Roberts",
        "capacity": 16,
    },
    "aqua": {"prefix": "AQU", "name": "Aqua Fit", "minutes": 45, "studio": "Pool", "instructor": "Sian Hughes", "capacity": 12},
}
GYM_WEEK: dict[int, list[tuple[str, str]]] = {  # weekday (Mon=0) -> (start, class type)
    0: [("06:15", "hiit"), ("07:00", "spin"), ("12:15", "pilates"), ("17:30", "hiit"), ("18:30", "spin"), ("19:00", "yoga")],
    1: [("06:15", "hiit"), ("07:00", "spin"), ("12:15", "aqua"), ("17:30", "hiit"), ("18:30", "spin"), ("19:15", "pilates")],
    2: [("06:15", "hiit"), ("07:00", "spin"), ("12:15", "pilates"), ("17:30", "hiit"), ("18:30", "spin"), ("19:00", "boxfit")],
    3: [("06:15", "hiit"), ("07:00", "spin"), ("12:15", "aqua"), ("17:30", "hiit"), ("18:30", "yoga"), ("19:00", "boxfit")],
    4: [("06:15", "hiit"), ("07:00", "spin"), ("12:15", "pilates"), ("17:30", "spin"), ("18:30", "boxfit")],
    5: [("08:30", "pilates"), ("09:00", "yoga"), ("10:00", "pilates"), ("11:00", "spin"), ("12:00", "boxfit")],
    6: [("09:00", "yoga"), ("10:30", "spin"), ("11:30", "pilates")],
}
GYM_FULL = {"PIL-1219-0830", "YGA-1217-1830", "SPN-1215-0700"}
GYM_BOOKINGS: dict[str, dict[str, Any]] = {
    "B-9120": {"class_id": "SPN-1216-1830", "class": "Spin", "date": "2026-12-16", "start": "18:30", "studio": "Cycle Studio"},
    "B-9133": {"class_id": "YGA-1219-0900", "class": "Yoga Flow", "date": "2026-12-19", "start": "09:00", "studio": "Studio 2"},
}
GYM_PAST = [
    {"booking_id": "B-9051", "class": "Boxfit", "date": "2026-12-09", "start": "19:00", "attended": True},
    {"booking_id": "B-9077", "class": "Spin", "date": "2026-12-11", "start": "17:30", "attended": False, "no_show_fee_gbp": 5.0},
]


def _class_rows(day: _dt.date) -> list[dict[str, Any]]:
    rows = []
    booked = {b["class_id"] for b in GYM_BOOKINGS.values()}
    for hhmm, kind in GYM_WEEK[day.weekday()]:
        info = CLASS_TYPES[kind]
        class_id = f"{info['prefix']}-{day:%m%d}-{hhmm.replace(':', '')}"
        start = _dt.datetime.combine(day, _dt.time.fromisoformat(hhmm))
        spaces = 0 if class_id in GYM_FULL else 2 + _crc(class_id) % (info["capacity"] - 2)
        rows.append(
            {
                "class_id": class_id,
                "class": info["name"],
                "type": kind,
                "start": hhmm,
                "end": f"{start + _dt.timedelta(minutes=info['minutes']):%H:%M}",
                "instructor": info["instructor"],
                "studio": info["studio"],
                "spaces_left": spaces,
                "status": "full" if spaces == 0 else "open",
                "you_are_booked": class_id in booked,
            }
        )
    return rows


def get_timetable(date: str, class_type: str | None = None) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": f"date must be YYYY-MM-DD, got '{date}'."}
    if day < GYM_NOW.date():
        return {"error": f"{day} is in the past; today is {GYM_NOW.date()}."}
    rows = _class_rows(day)
    if class_type:
        if str(class_type).lower() not in CLASS_TYPES:
            return {"error": f"Unknown class type '{class_type}'. Types: " + ", ".join(CLASS_TYPES)}
        rows = [r for r in rows if r["type"] == str(class_type).lower()]
    out: dict[str, Any] = {"date": str(day), "weekday": f"{day:%A}", "classes": rows}
    if day > GYM_WINDOW_END:
        out["note"] = f"Booking for this day opens at 00:00 on {day - _dt.timedelta(days=7)} (7 days ahead)."
    return out


def book_class(class_id: str, bring_guest: bool, guest_name: str | None) -> dict[str, Any]:
    found = re.fullmatch(r"([A-Z]{3})-(\d{2})(\d{2})-(\d{2})(\d{2})", str(class_id).strip().upper())
    if not found:
        return {"error": f"No class '{class_id}'. Class ids come from get_timetable, e.g. BOX-1216-1900."}
    try:
        day = _dt.date(2026 if int(found.group(2)) == 12 else 2027, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return {"error": f"No class '{class_id}'."}
    row = next((r for r in _class_rows(day) if r["class_id"] == found.group(0)), None) if day >= GYM_NOW.date() else None
    if row is None:
        return {"error": f"No class '{class_id}' on the timetable."}
    start = _dt.datetime.combine(day, _dt.time.fromisoformat(row["start"]))
    if start < GYM_NOW:
        return {"error": "That class has already started."}
    if day > GYM_WINDOW_END:
        return {"error": f"Too early to book: classes open 7 days ahead (bookable from {day - _dt.timedelta(days=7)})."}
    if row["you_are_booked"]:
        return {"error": "You are already booked on this class."}
    if row["spaces_left"] == 0:
        return {"error": f"{row['class']} at {row['start']} on {day} is full. Members can join the waitlist at reception."}
    if bring_guest and not guest_name:
        return {"error": "guest_name is required when bring_guest is true."}
    out = {
        "booking_id": f"B-{9200 + _crc(row['class_id']) % 700}",
        "status": "booked",
        "class": row["class"],
        "date": str(day),
        "start": row["start"],
        "end": row["end"],
        "studio": row["studio"],
        "instructor": row["instructor"],
        "free_cancellation_until": f"{start - _dt.timedelta(hours=3):%Y-%m-%d %H:%M}",
    }
    if bring_guest:
        out["guest"] = {"name": guest_name, "pass": "1 of 2 monthly guest passes used"}
    return out


def cancel_gym_booking(booking_id: str) -> dict[str, Any]:
    ref = str(booking_id).strip().upper()
    booking = GYM_BOOKINGS.get(ref)
    if booking is None:
        return {"error": f"No upcoming booking '{booking_id}'. Upcoming bookings: B-9120, B-9133."}
    start = _dt.datetime.combine(_dt.date.fromisoformat(booking["date"]), _dt.time.fromisoformat(booking["start"]))
    late = start - GYM_NOW < _dt.timedelta(hours=3)
    return {
        "booking_id": ref,
        "status": "cancelled",
        "class": booking["class"],
        "date": booking["date"],
        "start": booking["start"],
        "late_cancellation_fee_gbp": 5.0 if late else 0.0,
    }


def get_my_bookings(status: str = "upcoming") -> dict[str, Any]:
    upcoming = [{"booking_id": k, **v} for k, v in GYM_BOOKINGS.items()]
    if status == "past":
        return {"status": "past", "bookings": GYM_PAST}
    if status == "all":
        return {"status": "all", "bookings": GYM_PAST + upcoming}
    return {"status": "upcoming", "bookings": upcoming}


def freeze_membership(start_date: str, weeks: int, reason: str, note: str | None = None) -> dict[str, Any]:
    start = _day(start_date)
    if start is None:
        return {"error": f"start_date must be YYYY-MM-DD, got '{start_date}'."}
    if start < GYM_NOW.date():
        return {"error": "A freeze cannot start in the past."}
    if not 2 <= int(weeks) <= 8:
        return {"error": "A freeze must last between 2 and 8 weeks."}
    if reason not in ("travel", "injury_or_illness", "financial", "other"):
        return {"error": f"Unknown reason '{reason}'."}
    cost = 0.0 if reason == "injury_or_illness" else 4.0 * int(weeks)
    out = {
        "member": "M-20488",
        "status": "freeze scheduled",
        "freeze_from": str(start),
        "resumes_on": str(start + _dt.timedelta(weeks=int(weeks))),
        "weeks": int(weeks),
        "reason": reason,
        "freeze_fee_gbp": cost,
        "monthly_fee": "£39 direct debit paused for the freeze (pro rata)",
        "upcoming_bookings_during_freeze": [k for k, b in GYM_BOOKINGS.items() if b["date"] >= str(start)],
    }
    if reason == "injury_or_illness":
        out["next_step"] = (
            "Email a doctor's or physio's note to hello@ironbarkgym.co.uk within 14 days or the £4/week fee applies."
        )
    return out


GYM_TOOLS = [
    ToolDef(
        "get_timetable",
        "Class timetable for one date with spaces left and class ids.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date", "description": "YYYY-MM-DD"},
                "class_type": {
                    "anyOf": [{"type": "string", "enum": list(CLASS_TYPES)}, {"type": "null"}],
                    "description": "Only this kind of class; null for all",
                },
            },
            "required": ["date"],
        },
        get_timetable,
    ),
    ToolDef(
        "book_class",
        "Book the member onto a class (bookable up to 7 days ahead).",
        {
            "type": "object",
            "properties": {
                "class_id": {"type": "string", "description": "From get_timetable, e.g. BOX-1216-1900"},
                "bring_guest": {"type": "boolean", "description": "Use one of the member's guest passes"},
                "guest_name": {"type": ["string", "null"], "description": "Guest's full name, null when no guest"},
            },
            "required": ["class_id", "bring_guest", "guest_name"],
            "additionalProperties": False,
        },
        book_class,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel_booking",
        "Cancel one of the member's class bookings.",
        {
            "type": "object",
            "properties": {"booking_id": {"type": "string", "description": "e.g. B-9120"}},
            "required": ["booking_id"],
        },
        cancel_gym_booking,
        act=True,
    ),
    ToolDef(
        "get_my_bookings",
        "The member's class bookings.",
        {
            "type": "object",
            "properties": {"status": {"type": "string", "enum": ["upcoming", "past", "all"], "default": "upcoming"}},
        },
        get_my_bookings,
    ),
    ToolDef(
        "freeze_membership",
        "Schedule a membership freeze. While frozen the member cannot visit or book classes and the monthly direct debit "
        "is paused; a freeze fee of £4 per week applies unless the reason is injury or illness (doctor's note needed). "
        "Minimum 2 weeks, maximum 8 weeks, once per 12 months.",
        {
            "type": "object",
            "properties": {
                "start_date": {"type": "string", "format": "date"},
                "weeks": {"type": "integer", "minimum": 2, "maximum": 8},
                "reason": {"type": "string", "enum": ["travel", "injury_or_illness", "financial", "other"]},
                "note": {"type": "string"},
            },
            "required": ["start_date", "weeks", "reason"],
        },
        freeze_membership,
        act=True,
    ),
]

GYM_INSTRUCTIONS = """You are the member assistant in the Ironbark Gym app (Ironbark Gym, 40 Cowbridge Road East, Canton, Cardiff CF11 9DU).
Today is Monday 14 December 2026, 07:05 (UK time).

Member: Aisha Bello, member number M-20488, plan Ironbark Flex (£39 a month by direct debit, all classes included, 2 guest passes a month).
Her upcoming class bookings:
- B-9120: Spin, Wednesday 16 December 18:30, Cycle Studio
- B-9133: Yoga Flow, Saturday 19 December 09:00, Studio 2

Policies:
- Classes can be booked up to 7 days ahead. Use get_timetable to find class ids.
- Cancel at least 3 hours before the class starts; later cancellations and no-shows cost £5 each.
- Freezes: 2 to 8 weeks, once in any 12 months, £4 per week (free for injury or illness with a doctor's or physio's note). The monthly fee is paused during a freeze.
- Guests must be 16 or over and sign a waiver at reception.
- Opening hours: Monday-Friday 06:00-22:00, Saturday and Sunday 08:00-20:00.
Keep answers short and friendly."""


# =============================================================================================
# 3. taxi_firm: Castle Cabs, Norwich (3 tools, kebab-case)
# =============================================================================================

TAXI_NOW = _dt.datetime(2026, 12, 4, 16, 50)

PLACES = {
    "home": "14 Elm Grove Road, Norwich NR3 4LP",
    "work": "Carrow House, 301 King Street, Norwich NR1 2TN",
    "station": "Norwich railway station, Thorpe Road, NR1 1EF",
    "airport": "Norwich Airport, Amsterdam Way, NR6 6JA",
    "forum": "The Forum, Millennium Plain, NR2 1TF",
    "hospital": "Norfolk and Norwich University Hospital, Colney Lane, NR4 7UY",
}
PLACE_WORDS = [  # checked in order
    ("airport", ("airport", "amsterdam way")),
    ("station", ("station", "thorpe road")),
    ("hospital", ("hospital", "nnuh", "colney")),
    ("forum", ("forum", "millennium plain")),
    ("work", ("carrow", "king street", "king st", "work", "office")),
    ("home", ("elm grove", "home", "nr3 4lp")),
]
MILES = {
    frozenset({"home", "station"}): 2.6,
    frozenset({"home", "airport"}): 4.8,
    frozenset({"home", "forum"}): 1.4,
    frozenset({"home", "hospital"}): 5.2,
    frozenset({"home", "work"}): 1.9,
    frozenset({"work", "station"}): 1.2,
    frozenset({"work", "airport"}): 5.5,
    frozenset({"work", "forum"}): 0.8,
    frozenset({"work", "hospital"}): 4.6,
    frozenset({"station", "airport"}): 4.9,
    frozenset({"station", "forum"}): 1.1,
    frozenset({"station", "hospital"}): 5.0,
    frozenset({"airport", "forum"}): 4.2,
    frozenset({"airport", "hospital"}): 7.4,
    frozenset({"forum", "hospital"}): 4.3,
}
VEHICLES = {"saloon": (1.0, 4), "estate": (1.15, 4), "6-seater": (1.5, 6), "wheelchair-accessible": (1.0, 4)}
ETA_MIN = {"home": 6, "work": 7, "station": 3, "airport": 12, "forum": 4, "hospital": 9}


def _place(text: Any) -> tuple[str, str]:
    """(key, address) for a place named in text; key 'other' for an address outside the saved list."""
    lowered = str(text).lower()
    for key, words in PLACE_WORDS:
        if any(word in lowered for word in words):
            return key, PLACES[key]
    return "other", str(text).strip()


def _miles(a: tuple[str, str], b: tuple[str, str]) -> float:
    if a[0] != "other" and b[0] != "other":
        return MILES[frozenset({a[0], b[0]})]
    return round(1.5 + _crc(a[1].lower() + "|" + b[1].lower()) % 70 / 10, 1)


def _fare(miles: float, vehicle: str, when: _dt.datetime | None) -> tuple[float, bool]:
    night = when is not None and (when.hour >= 23 or when.hour < 6)
    fare = (3.20 + 2.10 * miles) * VEHICLES[vehicle][0] * (1.5 if night else 1.0)
    return max(4.50, round(fare + 1e-9, 1)), night


def fare_quote(pickup: str, dropoff: str, vehicle: str = "saloon", pickup_time: str | None = None) -> dict[str, Any]:
    if vehicle not in VEHICLES:
        return {"error": f"Unknown vehicle '{vehicle}'. Choose saloon, estate, 6-seater or wheelchair-accessible."}
    a, b = _place(pickup), _place(dropoff)
    if a == b:
        return {"error": "Pickup and drop-off are the same place."}
    when = _stamp(pickup_time) if pickup_time else None
    if pickup_time and when is None:
        return {"error": f"pickup_time must be a local date-time like 2026-12-05T07:30, got '{pickup_time}'."}
    miles = _miles(a, b)
    fare, night = _fare(miles, vehicle, when)
    out = {
        "pickup": a[1],
        "dropoff": b[1],
        "distance_miles": miles,
        "vehicle": vehicle,
        "fare_gbp": fare,
        "night_rate_applied": night,
        "pickup_time": f"{when:%Y-%m-%dT%H:%M}" if when else "as soon as possible",
    }
    if when is None:
        out["eta_minutes"] = ETA_MIN.get(a[0], 10)
    return out


def book_ride(
    pickup: dict[str, Any], dropoff: str, pickup_time: str | None, vehicle: str, passengers: int, payment: str
) -> dict[str, Any]:
    if vehicle not in VEHICLES:
        return {"error": f"Unknown vehicle '{vehicle}'."}
    address = pickup.get("address", "") if isinstance(pickup, dict) else str(pickup)
    a, b = _place(address), _place(dropoff)
    if a == b:
        return {"error": "Pickup and drop-off are the same place."}
    if not 1 <= int(passengers) <= VEHICLES[vehicle][1]:
        return {"error": f"A {vehicle} takes at most {VEHICLES[vehicle][1]} passengers."}
    when = None
    if pickup_time:
        when = _stamp(pickup_time)
        if when is None:
            return {"error": f"pickup_time must be a local date-time like 2026-12-05T07:30 or null, got '{pickup_time}'."}
        if when < TAXI_NOW:
            return {"error": f"{when:%Y-%m-%d %H:%M} is in the past; it is now {TAXI_NOW:%Y-%m-%d %H:%M}."}
    miles = _miles(a, b)
    fare, night = _fare(miles, vehicle, when)
    key = f"{a[1]}|{b[1]}|{when}|{vehicle}|{passengers}".lower()
    out: dict[str, Any] = {
        "booking_id": f"CW-{78000 + _crc(key) % 900}",
        "status": "confirmed",
        "pickup": a[1],
        "pickup_notes": pickup.get("notes") if isinstance(pickup, dict) else None,
        "dropoff": b[1],
        "vehicle": vehicle,
        "passengers": int(passengers),
        "estimated_fare_gbp": fare,
        "night_rate_applied": night,
        "payment": payment,
    }
    if when is None:
        out.update(
            {
                "pickup_time": "as soon as possible",
                "eta_minutes": ETA_MIN.get(a[0], 10),
                "driver": {"name": "Kev Marsh", "car": "silver Skoda Octavia", "plate": "AK19 XKD"},
            }
        )
    else:
        out.update({"pickup_time": f"{when:%Y-%m-%dT%H:%M}", "driver": "assigned 30 minutes before pickup; you'll get a text"})
    return out


def cancel_ride(booking_id: str, reason: str | None = None) -> dict[str, Any]:
    ref = str(booking_id).strip().upper()
    if ref != "CW-77120":
        return {"error": f"No upcoming ride '{booking_id}' on this account. Upcoming: CW-77120."}
    return {
        "booking_id": ref,
        "status": "cancelled",
        "was": "Monday 7 December 2026 05:15, home to Norwich Airport, estate",
        "cancellation_fee_gbp": 0.0,
        "reason": reason,
    }


VEHICLE_ENUM = {"type": "string", "enum": list(VEHICLES)}

TAXI_TOOLS = [
    ToolDef(
        "get-fare-quote",
        "Price a trip. No booking is made.",
        {
            "type": "object",
            "properties": {
                "pickup": {"type": "string", "description": "Pickup address or place name"},
                "dropoff": {"type": "string", "description": "Drop-off address or place name"},
                "vehicle": {**VEHICLE_ENUM, "default": "saloon"},
                "pickup_time": {
                    "type": ["string", "null"],
                    "format": "date-time",
                    "description": "Local pickup time (Europe/London); null or omitted for as soon as possible",
                },
            },
            "required": ["pickup", "dropoff"],
        },
        fare_quote,
    ),
    ToolDef(
        "book-ride",
        "Book a taxi. pickup_time null means as soon as possible (a driver is dispatched now).",
        {
            "type": "object",
            "properties": {
                "pickup": {
                    "type": "object",
                    "properties": {
                        "address": {"type": "string"},
                        "notes": {
                            "anyOf": [{"type": "string"}, {"type": "null"}],
                            "description": "For the driver, e.g. 'side door'",
                        },
                    },
                    "required": ["address", "notes"],
                    "additionalProperties": False,
                },
                "dropoff": {"type": "string"},
                "pickup_time": {
                    "type": ["string", "null"],
                    "description": "Local date-time, e.g. 2026-12-05T07:30, or null for now",
                },
                "vehicle": VEHICLE_ENUM,
                "passengers": {"type": "integer"},
                "payment": {"type": "string", "enum": ["card_on_file", "cash"]},
            },
            "required": ["pickup", "dropoff", "pickup_time", "vehicle", "passengers", "payment"],
            "additionalProperties": False,
        },
        book_ride,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel-ride",
        "Cancel an upcoming ride.",
        {
            "type": "object",
            "properties": {"booking_id": {"type": "string"}, "reason": {"type": "string"}},
            "required": ["booking_id"],
        },
        cancel_ride,
        act=True,
    ),
]

TAXI_INSTRUCTIONS = """You are the booking assistant of Castle Cabs, Norwich (01603 555 010).
It is Friday 4 December 2026, 16:50 (Europe/London).

Rider: Dan Whitlock, account R-5512, payment card on file Visa ending 4410.
Saved places:
- Home: 14 Elm Grove Road, Norwich NR3 4LP
- Work: Carrow House, 301 King Street, Norwich NR1 2TN
Upcoming ride: CW-77120, Monday 7 December 05:15, Home to Norwich Airport, estate car, 1 passenger.

How we work:
- Vehicles: saloon (up to 4 passengers, normal luggage), estate (up to 4, extra boot space), 6-seater (up to 6), wheelchair-accessible (same fare as a saloon).
- Unless the rider says otherwise, book a saloon for 1 passenger and charge the card on file.
- Fares are metered: £3.20 pickup plus £2.10 per mile; estates +15%, 6-seaters +50%; 23:00-06:00 is charged at 1.5x. Minimum fare £4.50.
- Free cancellation up to 15 minutes before the pickup time, £5 after that.
- Drivers wait 5 minutes free, then 30p per minute.
- Assistance dogs always travel free. Other dogs travel in estate cars only, with a £3 pet supplement; mention the dog when booking. Small pets in a carrier travel in any car.
- Child seats are available on request in estates (say the child's age when booking).
Answer briefly."""


# =============================================================================================
# 4. job_board: Hireline (1 tool, camelCase)
# =============================================================================================

JOBS_TODAY = _dt.date(2026, 12, 9)

JOBS: list[dict[str, Any]] = [
    {
        "id": "JB-3101",
        "title": "Python Developer",
        "company": "Lumen Health Tech",
        "town": "Remote (UK)",
        "workplace": "remote",
        "salaryMin": 55000,
        "salaryMax": 65000,
        "pay": "£55,000-£65,000",
        "type": "full_time",
        "posted": "2026-12-07",
        "tags": ["python", "developer", "software", "engineer", "django"],
    },
    {
        "id": "JB-3102",
        "title": "Senior Python Engineer",
        "company": "Quarry Data",
        "town": "Remote (UK)",
        "workplace": "remote",
        "salaryMin": 70000,
        "salaryMax": 80000,
        "pay": "£70,000-£80,000",
        "type": "full_time",
        "posted": "2026-12-02",
        "tags": ["python", "engineer", "developer", "software", "senior", "data"],
    },
    {
        "id": "JB-3103",
        "title": "Junior Python Developer",
        "company": "Brightside Software",
        "town": "Manchester",
        "workplace": "hybrid",
        "salaryMin": 30000,
        "salaryMax": 34000,
        "pay": "£30,000-£34,000",
        "type": "full_time",
        "posted": "2026-12-08",
        "tags": ["python", "developer", "software", "junior", "graduate"],
    },
    {
        "id": "JB-3110",
        "title": "Bookkeeper (part-time, 20 hours)",
        "company": "Nidd Valley Accountants",
        "town": "Harrogate",
        "workplace": "on_site",
        "salaryMin": 14500,
        "salaryMax": 15500,
        "pay": "£14,500-£15,500 (£29,000 FTE)",
        "type": "part_time",
        "posted": "2026-12-04",
        "tags": ["bookkeeping", "bookkeeper", "accounts", "xero", "finance"],
    },
    {
        "id": "JB-3111",
        "title": "Accounts Assistant / Bookkeeper",
        "company": "Stray Estates",
        "town": "Harrogate",
        "workplace": "hybrid",
        "salaryMin": 26000,
        "salaryMax": 28000,
        "pay": "£26,000-£28,000",
        "type": "full_time",
        "posted": "2026-11-30",
        "tags": ["bookkeeping", "bookkeeper", "accounts", "assistant", "finance"],
    },
    {
        "id": "JB-3112",
        "title": "Bookkeeper, 3 days a week",
        "company": "Ripon Farm Supplies",
        "town": "Ripon",
        "workplace": "on_site",
        "salaryMin": 15600,
        "salaryMax": 15600,
        "pay": "£15,600 (£26,000 FTE)",
        "type": "part_time",
        "posted": "2026-12-01",
        "tags": ["bookkeeping", "bookkeeper", "accounts", "sage", "finance"],
    },
    {
        "id": "JB-3120",
        "title": "Approved Electrician",
        "company": "Aire Electrical Services",
        "town": "Leeds",
        "workplace": "on_site",
        "salaryMin": 38000,
        "salaryMax": 42000,
        "pay": "£38,000-£42,000 + van",
        "type": "full_time",
        "posted": "2026-12-03",
        "tags": ["electrician", "electrical", "18th edition", "domestic", "commercial"],
    },
    {
        "id": "JB-3121",
        "title": "Maintenance Electrician (nights)",
        "company": "Kirkstall Foods",
        "town": "Leeds",
        "workplace": "on_site",
        "salaryMin": 41500,
        "salaryMax": 41500,
        "pay": "£41,500 + 20% shift allowance",
        "type": "full_time",
        "posted": "2026-12-08",
        "tags": ["electrician", "electrical", "maintenance", "night", "shift", "factory"],
    },
    {
        "id": "JB-3122",
        "title": "Electrician's Mate",
        "company": "Wharfe Build",
        "town": "Wetherby",
        "workplace": "on_site",
        "salaryMin": 24000,
        "salaryMax": 24000,
        "pay": "£24,000",
        "type": "full_time",
        "posted": "2026-11-27",
        "tags": ["electrician", "electrical", "mate", "trainee", "construction"],
    },
    {
        "id": "JB-3130",
        "title": "Barista",
        "company": "Bootham Coffee House",
        "town": "York",
        "workplace": "on_site",
        "salaryMin": None,
        "salaryMax": None,
        "pay": "£12.60 per hour + tips",
        "type": "part_time",
        "posted": "2026-12-06",
        "tags": ["barista", "coffee", "cafe", "hospitality"],
    },
    {
        "id": "JB-3131",
        "title": "Barista / Team Member",
        "company": "Minster Roasters",
        "town": "York",
        "workplace": "on_site",
        "salaryMin": None,
        "salaryMax": None,
        "pay": "£12.80 per hour",
        "type": "full_time",
        "posted": "2026-12-02",
        "tags": ["barista", "coffee", "cafe", "hospitality", "team member"],
    },
    {
        "id": "JB-3140",
        "title": "Warehouse Operative - Nights",
        "company": "Northpoint Logistics",
        "town": "Doncaster",
        "workplace": "on_site",
        "salaryMin": None,
        "salaryMax": None,
        "pay": "£13.90 per hour + £2 night premium",
        "type": "full_time",
        "posted": "2026-12-07",
        "tags": ["warehouse", "operative", "night", "shift", "logistics", "picker", "packer"],
    },
    {
        "id": "JB-3141",
        "title": "Night Shift Picker (temp to perm)",
        "company": "Redhill Distribution",
        "town": "Doncaster",
        "workplace": "on_site",
        "salaryMin": None,
        "salaryMax": None,
        "pay": "£14.20 per hour",
        "type": "temporary",
        "posted": "2026-12-05",
        "tags": ["warehouse", "picker", "night", "shift", "logistics", "operative"],
    },
    {
        "id": "JB-3150",
        "title": "Sous Chef",
        "company": "The Lanes Kitchen",
        "town": "Brighton",
        "workplace": "on_site",
        "salaryMin": 32000,
        "salaryMax": 34000,
        "pay": "£32,000-£34,000 + tronc",
        "type": "full_time",
        "posted": "2026-12-05",
        "tags": ["chef", "sous", "sous chef", "kitchen", "hospitality"],
    },
    {
        "id": "JB-3151",
        "title": "Sous Chef",
        "company": "Hove Lawns Hotel",
        "town": "Hove",
        "workplace": "on_site",
        "salaryMin": 31000,
        "salaryMax": 31000,
        "pay": "£31,000 + meals",
        "type": "full_time",
        "posted": "2026-11-29",
        "tags": ["chef", "sous", "sous chef", "kitchen", "hotel"],
    },
    {
        "id": "JB-3152",
        "title": "Sous Chef",
        "company": "The Stade Fish House",
        "town": "Hastings",
        "workplace": "on_site",
        "salaryMin": 30500,
        "salaryMax": 30500,
        "pay": "£30,500 + tips",
        "type": "full_time",
        "posted": "2026-12-01",
        "tags": ["chef", "sous", "sous chef", "kitchen", "seafood"],
    },
    {
        "id": "JB-3153",
        "title": "Junior Sous Chef",
        "company": "Old Town Bistro",
        "town": "Hastings",
        "workplace": "on_site",
        "salaryMin": 28000,
        "salaryMax": 28000,
        "pay": "£28,000",
        "type": "full_time",
        "posted": "2026-12-08",
        "tags": ["chef", "sous", "sous chef", "junior", "kitchen"],
    },
    {
        "id": "JB-3160",
        "title": "Frontend Developer (React)",
        "company": "Pennine Digital",
        "town": "Manchester",
        "workplace": "hybrid",
        "salaryMin": 45000,
        "salaryMax": 52000,
        "pay": "£45,000-£52,000",
        "type": "full_time",
        "posted": "2026-12-06",
        "tags": ["react", "javascript", "frontend", "developer", "software"],
    },
]
NEARBY = {  # town -> {other town: miles}
    "brighton": {"hove": 2, "lewes": 8, "worthing": 11},
    "hove": {"brighton": 2, "worthing": 9},
    "harrogate": {"knaresborough": 3, "ripon": 11, "leeds": 15},
    "leeds": {"wetherby": 12, "bradford": 9, "harrogate": 15},
    "hastings": {"bexhill": 6},
    "york": {"selby": 14},
    "doncaster": {"rotherham": 11},
    "manchester": {"salford": 2, "stockport": 7},
}
STOPWORDS = {
    "job",
    "jobs",
    "role",
    "roles",
    "position",
    "positions",
    "vacancy",
    "vacancies",
    "work",
    "the",
    "a",
    "an",
    "in",
    "and",
    "or",
    "for",
    "of",
    "near",
    "around",
    "remote",
    "hybrid",
    "part",
    "time",
    "full",
    "uk",
    "any",
    "opening",
    "openings",
    "based",
    "paying",
    "at",
    "least",
    "with",
    "to",
}


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _word_hit(word: str, haystack: set[str]) -> bool:
    """'bookkeeping' finds 'bookkeeper', 'electric' finds 'electrician', 'dev' finds 'developer'."""
    stem = _stem(word)
    return (
        stem in haystack
        or (len(stem) >= 3 and any(h.startswith(stem) for h in haystack))
        or any(len(h) >= 5 and stem.startswith(h[:-2]) for h in haystack)
    )


def _job_score(job: dict[str, Any], words: list[str]) -> int:
    haystack = {_stem(w) for w in re.findall(r"[a-z]+", (job["title"] + " " + " ".join(job["tags"])).lower())}
    return sum(1 for w in words if _word_hit(w, haystack))


def search_jobs(
    query: str,
    location: str | None = None,
    radiusMiles: int = 10,
    remote: str = "any",
    minSalary: float | None = None,
    jobTypes: list[str] | None = None,
    postedWithinDays: int | None = None,
) -> dict[str, Any]:
    text = str(query).lower()
    words = [w for w in re.findall(r"[a-z]+", text) if w not in STOPWORDS]
    if not words:
        return {"error": "Give a job title, skill or keyword to search for."}
    types = set(jobTypes or [])
    if re.search(r"part[- ]?time", text):
        types.add("part_time")
    want_remote = remote == "remote" or "remote" in text or "remote" in str(location or "").lower()
    scored = [(job, _job_score(job, words)) for job in JOBS]
    best = max(score for _, score in scored)
    needed = len(words) if any(score == len(words) for _, score in scored) else max(best, 1)
    results = []
    for job, score in scored:
        if score < needed:
            continue
        if want_remote and job["workplace"] != "remote":
            continue
        if remote in ("hybrid", "on_site") and job["workplace"] != remote:
            continue
        distance = None
        if location and not want_remote:
            where = str(location).lower()
            town = job["town"].lower()
            if town in where or where.split(",")[0].strip() in town:
                distance = 0
            else:
                hub = next((t for t in NEARBY if t in where), None)
                distance = NEARBY.get(hub, {}).get(town) if hub else None
                if distance is None or distance > int(radiusMiles or 10):
                    continue
        if minSalary is not None and (job["salaryMin"] is None or job["salaryMax"] < float(minSalary)):
            continue
        if types and job["type"] not in types:
            continue
        if postedWithinDays is not None and (JOBS_TODAY - _dt.date.fromisoformat(job["posted"])).days > int(postedWithinDays):
            continue
        row = {k: job[k] for k in ("id", "title", "company", "town", "workplace", "pay", "type", "posted")}
        if distance:
            row["milesAway"] = distance
        row["applyUrl"] = f"https://hireline.co.uk/jobs/{job['id']}"
        results.append(row)
    results.sort(key=lambda r: r["posted"], reverse=True)
    return {"query": query, "location": location, "radiusMiles": radiusMiles, "count": len(results), "jobs": results}


JOB_TOOLS = [
    ToolDef(
        "searchJobs",
        "Search live vacancies on Hireline. Matches job titles and skills; filter by place (with a radius), remote/hybrid/"
        "on-site, minimum annual salary, contract type and how recently the job was posted. Hourly-paid jobs have no "
        "annual salary and are left out when minSalary is set. Results are newest first.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Job title, skill or keywords, e.g. 'sous chef'"},
                "location": {"type": ["string", "null"], "description": "Town or city; null for anywhere in the UK"},
                "radiusMiles": {"type": "integer", "minimum": 0, "maximum": 50, "default": 10},
                "remote": {"type": "string", "enum": ["any", "remote", "hybrid", "on_site"], "default": "any"},
                "minSalary": {
                    "anyOf": [{"type": "number", "minimum": 0}, {"type": "null"}],
                    "description": "Minimum annual salary in GBP",
                },
                "jobTypes": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["full_time", "part_time", "contract", "temporary"]},
                },
                "postedWithinDays": {"type": "integer", "minimum": 1},
            },
            "required": ["query"],
        },
        search_jobs,
    ),
]

JOB_INSTRUCTIONS = """You are Hireline's job search assistant (hireline.co.uk, UK jobs).
Today is Wednesday 9 December 2026, 12:30.

Signed-in job seeker: Chloe Adebayo, profile HL-88412. CV on file: Chloe_Adebayo_CV_2026.pdf (visible to recruiters: off).
Job alert: "data analyst" within 10 miles of Sheffield, weekly on Mondays.

Good to know:
- Hireline is free for job seekers. We never charge to search, save or apply, and genuine employers never ask candidates for money; report any listing that does with the "Report this job" link.
- Applications are made on the employer's own page through the listing's apply link; Hireline does not see or forward them.
- Listings stay up for 30 days unless the employer closes them earlier.
- Pay is shown as the employer provides it; some jobs are paid by the hour.
- You can search and give careers advice; you cannot apply, message employers or change the user's profile from this chat.
Keep replies short and list jobs with title, company, place and pay."""


# =============================================================================================
# 5. conference: Northern Data Summit 2027 registration (4 tools, camelCase)
# =============================================================================================

SUMMIT_DAYS = ["2027-03-03", "2027-03-04"]
TRACKS = ["data_engineering", "ml_ops", "analytics", "leadership"]
SESSIONS: list[dict[str, Any]] = [
    {
        "sessionId": "S101",
        "day": "2027-03-03",
        "start": "09:00",
        "end": "09:45",
        "kind": "keynote",
        "track": None,
        "title": "The Boring Data Stack Wins",
        "speaker": "Helen Achterberg",
        "room": "Hall 1",
    },
    {
        "sessionId": "S102",
        "day": "2027-03-03",
        "start": "10:15",
        "end": "11:00",
        "kind": "talk",
        "track": "data_engineering",
        "title": "Streaming without tears: Kafka at 3am",
        "speaker": "Ravi Menon",
        "room": "Room A",
    },
    {
        "sessionId": "S103",
        "day": "2027-03-03",
        "start": "10:15",
        "end": "11:00",
        "kind": "talk",
        "track": "ml_ops",
        "title": "Feature stores we regret",
        "speaker": "Ola Bankole",
        "room": "Room B",
    },
    {
        "sessionId": "W104",
        "day": "2027-03-03",
        "start": "11:30",
        "end": "13:00",
        "kind": "workshop",
        "track": "data_engineering",
        "title": "Hands-on dbt: tests, contracts and CI",
        "speaker": "Freya Lund",
        "room": "Workshop Room 1",
        "capacity": 40,
        "seatsLeft": 6,
    },
    {
        "sessionId": "W105",
        "day": "2027-03-03",
        "start": "14:00",
        "end": "15:30",
        "kind": "workshop",
        "track": "data_engineering",
        "title": "Cutting Kubernetes costs for data platforms",
        "speaker": "Marek Dvorak",
        "room": "Workshop Room 2",
        "capacity": 30,
        "seatsLeft": 3,
    },
    {
        "sessionId": "S106",
        "day": "2027-03-03",
        "start": "14:00",
        "end": "14:45",
        "kind": "talk",
        "track": "analytics",
        "title": "Dashboards nobody opens",
        "speaker": "Gemma Hart",
        "room": "Room B",
    },
    {
        "sessionId": "S107",
        "day": "2027-03-03",
        "start": "16:00",
        "end": "16:45",
        "kind": "talk",
        "track": "leadership",
        "title": "Hiring your first data team",
        "speaker": "Kwame Asante",
        "room": "Hall 1",
    },
    {
        "sessionId": "S201",
        "day": "2027-03-04",
        "start": "09:00",
        "end": "09:45",
        "kind": "keynote",
        "track": None,
        "title": "Models in production: a field guide",
        "speaker": "Dr Lena Fischer",
        "room": "Hall 1",
    },
    {
        "sessionId": "S202",
        "day": "2027-03-04",
        "start": "10:15",
        "end": "11:00",
        "kind": "talk",
        "track": "ml_ops",
        "title": "Shipping models weekly with MLflow and GitHub Actions",
        "speaker": "Tariq Aziz",
        "room": "Room A",
    },
    {
        "sessionId": "W203",
        "day": "2027-03-04",
        "start": "11:30",
        "end": "13:00",
        "kind": "workshop",
        "track": "ml_ops",
        "title": "Evaluating LLM features: a hands-on lab",
        "speaker": "Sofia Marin",
        "room": "Workshop Room 1",
        "capacity": 35,
        "seatsLeft": 12,
    },
    {
        "sessionId": "W204",
        "day": "2027-03-04",
        "start": "11:30",
        "end": "13:00",
        "kind": "workshop",
        "track": "analytics",
        "title": "Intro to SQL for analysts",
        "speaker": "Ben Okoye",
        "room": "Workshop Room 2",
        "capacity": 40,
        "seatsLeft": 20,
    },
    {
        "sessionId": "S205",
        "day": "2027-03-04",
        "start": "14:00",
        "end": "14:45",
        "kind": "talk",
        "track": "ml_ops",
        "title": "Drift detection that pages the right person",
        "speaker": "Aoife Byrne",
        "room": "Room A",
    },
    {
        "sessionId": "S206",
        "day": "2027-03-04",
        "start": "14:00",
        "end": "14:45",
        "kind": "talk",
        "track": "data_engineering",
        "title": "Iceberg tables in anger",
        "speaker": "Piotr Nowak",
        "room": "Room B",
    },
    {
        "sessionId": "W207",
        "day": "2027-03-04",
        "start": "15:30",
        "end": "17:00",
        "kind": "workshop",
        "track": "leadership",
        "title": "Running blameless data post-mortems",
        "speaker": "Kwame Asante",
        "room": "Workshop Room 1",
        "capacity": 25,
        "seatsLeft": 0,
    },
]
REGISTRATIONS: dict[str, dict[str, Any]] = {
    "REG-40112": {
        "fullName": "Marta Kowalski",
        "email": "marta.kowalski@brightwell.io",
        "company": "Brightwell Analytics",
        "ticketType": "full_pass",
        "dietary": "vegetarian",
        "badgeName": "Marta Kowalski",
        "accessibilityNeeds": None,
        "workshops": [],
    },
    "REG-40113": {
        "fullName": "Sam Oduya",
        "email": "sam.oduya@brightwell.io",
        "company": "Brightwell Analytics",
        "ticketType": "day_pass_wed",
        "dietary": "none",
        "badgeName": "Sam Oduya",
        "accessibilityNeeds": None,
        "workshops": [],
    },
}
TICKET_FEES = {"full_pass": 495, "day_pass_wed": 295, "day_pass_thu": 295, "student": 95}
DIETARY = ["none", "vegetarian", "vegan", "gluten_free", "halal", "kosher", "other"]


def _new_reg_id(email: str) -> str:
    return f"REG-{41000 + _crc(str(email).strip().lower()) % 900}"


def list_sessions(day: str, track: str | None = None, kind: str = "any") -> dict[str, Any]:
    when = _day(day)
    if when is None or str(when) not in SUMMIT_DAYS:
        return {"error": f"The summit runs on 2027-03-03 and 2027-03-04; got '{day}'."}
    if track is not None and track not in TRACKS:
        return {"error": f"Unknown track '{track}'. Tracks: " + ", ".join(TRACKS)}
    rows = [
        dict(s)
        for s in SESSIONS
        if s["day"] == str(when) and (track is None or s["track"] in (track, None)) and kind in ("any", s["kind"])
    ]
    return {
        "day": str(when),
        "weekday": f"{when:%A}",
        "track": track,
        "sessions": rows,
        "note": "Workshops need a reserved seat (max 2 per attendee); talks and keynotes are open to all pass holders.",
    }


def register_attendee(attendee: dict[str, Any], ticketType: str, promoCode: str | None) -> dict[str, Any]:
    email = str(attendee.get("email", "")).strip().lower()
    name = str(attendee.get("fullName", "")).strip()
    if not name:
        return {"error": "attendee.fullName is required."}
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", email):
        return {"error": f"'{email}' is not a valid email address."}
    if any(r["email"] == email for r in REGISTRATIONS.values()):
        return {"error": f"{email} is already registered."}
    if ticketType not in TICKET_FEES:
        return {"error": f"Unknown ticket type '{ticketType}'."}
    if promoCode:
        return {"error": f"Promo code '{promoCode}' is not valid for this event."}
    dietary = attendee.get("dietary", "none")
    out = {
        "registrationId": _new_reg_id(email),
        "status": "registered",
        "fullName": name,
        "email": email,
        "company": attendee.get("company"),
        "ticketType": ticketType,
        "dietary": dietary,
        "priceGbp": TICKET_FEES[ticketType],
        "invoicedTo": "Brightwell Analytics, PO 7781 (team invoice)",
        "confirmationEmail": f"sent to {email} with a QR code for badge pickup",
    }
    if ticketType == "student":
        out["reminder"] = "Bring a valid student ID to badge pickup or pay the difference to a full pass."
    return out


def reserve_workshop_seat(registrationId: str, sessionId: str) -> dict[str, Any]:
    reg_id = str(registrationId).strip().upper()
    known = REGISTRATIONS.get(reg_id)
    new = re.fullmatch(r"REG-41\d{3}", reg_id) is not None and int(reg_id[4:]) < 41900
    if known is None and not new:
        return {"error": f"No registration '{registrationId}' on the Brightwell team."}
    session = next((s for s in SESSIONS if s["sessionId"] == str(sessionId).strip().upper()), None)
    if session is None:
        return {"error": f"No session '{sessionId}'. Session ids come from listSessions (workshops start with W)."}
    if session["kind"] != "workshop":
        return {"error": f"{session['sessionId']} is a {session['kind']}; only workshops need a seat."}
    if session["seatsLeft"] == 0:
        return {"error": f"'{session['title']}' is full."}
    ticket = known["ticketType"] if known else "full_pass"
    if ticket == "day_pass_wed" and session["day"] != "2027-03-03" or ticket == "day_pass_thu" and session["day"] != "2027-03-04":
        return {"error": f"{reg_id} has a day pass that does not cover {session['day']}."}
    name = known["fullName"] if known else "new registrant"
    return {
        "reservation": f"RSV-{reg_id[4:]}-{session['sessionId']}",
        "registrationId": reg_id,
        "attendee": name,
        "workshop": session["title"],
        "day": session["day"],
        "start": session["start"],
        "end": session["end"],
        "room": session["room"],
        "seatsLeftAfter": session["seatsLeft"] - 1,
    }


def update_registration(registrationId: str, changes: dict[str, Any]) -> dict[str, Any]:
    reg_id = str(registrationId).strip().upper()
    record = REGISTRATIONS.get(reg_id)
    if record is None:
        return {"error": f"No registration '{registrationId}' on the Brightwell team."}
    applied = {
        k: v
        for k, v in (changes or {}).items()
        if v is not None and k in ("badgeName", "dietary", "company", "accessibilityNeeds")
    }
    if not applied:
        return {"error": "No changes given."}
    if "dietary" in applied and applied["dietary"] not in DIETARY:
        return {"error": f"Unknown dietary option '{applied['dietary']}'."}
    updated = {k: v for k, v in record.items() if k != "workshops"} | applied
    return {
        "registrationId": reg_id,
        "updated": sorted(applied),
        "registration": updated,
        "note": "Badges are printed on 1 March; changes after that are handwritten at the desk.",
    }


SUMMIT_TOOLS = [
    ToolDef(
        "listSessions",
        "Agenda of one summit day: keynotes, talks and workshops (with seats left).",
        {
            "type": "object",
            "properties": {
                "day": {
                    "type": "string",
                    "enum": SUMMIT_DAYS,
                    "description": "2027-03-03 = day 1 (Wed), 2027-03-04 = day 2 (Thu)",
                },
                "track": {"anyOf": [{"type": "string", "enum": TRACKS}, {"type": "null"}]},
                "kind": {"type": "string", "enum": ["any", "keynote", "talk", "workshop"], "default": "any"},
            },
            "required": ["day"],
        },
        list_sessions,
    ),
    ToolDef(
        "registerAttendee",
        "Register a new attendee on the team account (invoiced to the company).",
        {
            "type": "object",
            "properties": {
                "attendee": {"$ref": "#/$defs/attendee"},
                "ticketType": {"type": "string", "enum": list(TICKET_FEES)},
                "promoCode": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["attendee", "ticketType", "promoCode"],
            "additionalProperties": False,
            "$defs": {
                "attendee": {
                    "type": "object",
                    "properties": {
                        "fullName": {"type": "string"},
                        "email": {"type": "string"},
                        "company": {"type": ["string", "null"]},
                        "dietary": {"type": "string", "enum": DIETARY},
                    },
                    "required": ["fullName", "email", "company", "dietary"],
                    "additionalProperties": False,
                }
            },
        },
        register_attendee,
        act=True,
        strict=True,
    ),
    ToolDef(
        "reserveWorkshopSeat",
        "Reserve a workshop seat for a registered attendee.",
        {
            "type": "object",
            "properties": {
                "registrationId": {"type": "string", "pattern": "^REG-\\d{5}$"},
                "sessionId": {"type": "string", "description": "Workshop id from listSessions, e.g. W104"},
            },
            "required": ["registrationId", "sessionId"],
        },
        reserve_workshop_seat,
        act=True,
    ),
    ToolDef(
        "updateRegistration",
        "Change details of an existing registration. Only the fields present in `changes` are updated.",
        {
            "type": "object",
            "properties": {
                "registrationId": {"type": "string"},
                "changes": {
                    "type": "object",
                    "properties": {
                        "badgeName": {"anyOf": [{"type": "string", "maxLength": 24}, {"type": "null"}]},
                        "dietary": {"anyOf": [{"type": "string", "enum": DIETARY}, {"type": "null"}]},
                        "company": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                        "accessibilityNeeds": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                    },
                    "additionalProperties": False,
                },
            },
            "required": ["registrationId", "changes"],
        },
        update_registration,
        act=True,
    ),
]

SUMMIT_INSTRUCTIONS = """You are the registration assistant of the Northern Data Summit 2027, ACC Liverpool, Kings Dock, Liverpool L3 4FP.
The summit runs Wednesday 3 March 2027 (day 1) and Thursday 4 March 2027 (day 2).
Today is Monday 8 February 2027, 11:00 (UK time).

Signed-in user: Marta Kowalski (marta.kowalski@brightwell.io), team admin for Brightwell Analytics. New team registrations are invoiced to Brightwell (PO 7781).
Team registrations:
- REG-40112: Marta Kowalski, full pass, vegetarian, badge name "Marta Kowalski"
- REG-40113: Sam Oduya, Wednesday day pass, no dietary requirements

Tickets and policies:
- Full pass £495 (both days), day pass £295 (one day), student pass £95 (both days; bring a valid student ID to badge pickup). Early-bird prices ended on 31 January.
- Refunds closed on 3 February 2027. Until 24 February 2027 a pass can be transferred to a colleague free of charge: email the new attendee's name and email to tickets@northerndatasummit.co.uk. After 24 February passes are non-transferable.
- Workshops need a reserved seat, maximum 2 per attendee; day passes cover only that day's workshops. Talks and keynotes need no reservation.
- Badge pickup opens at 08:00 on both days in the Kings Dock foyer; the first keynote starts at 09:00. Lunch and coffee are included.
- Badges are printed on 1 March, so badge-name changes after that are handwritten.
Use listSessions to find session ids."""


DOMAINS = [
    Domain("cinema", CINEMA_TOOLS, CINEMA_INSTRUCTIONS),
    Domain("gym_classes", GYM_TOOLS, GYM_INSTRUCTIONS),
    Domain("taxi_firm", TAXI_TOOLS, TAXI_INSTRUCTIONS),
    Domain("job_board", JOB_TOOLS, JOB_INSTRUCTIONS),
    Domain("conference", SUMMIT_TOOLS, SUMMIT_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================


def _snack_total(item: str, size: str, quantity: int) -> Pred:
    """Snack lines adding up to `quantity` of `item` in `size` (one line of 2 or two lines of 1)."""

    def test(value: Any) -> bool:
        if not isinstance(value, list):
            return False
        total = sum(
            int(line.get("quantity", 1))
            for line in value
            if isinstance(line, dict)
            and str(line.get("item", "")).lower() == item
            and str(line.get("size", "regular")).lower() == size
        )
        return total == quantity

    return Pred(f"{quantity} x {size} {item} in all", test)


def _now_or_null(iso_day: str, earliest: str, latest: str) -> Pred:
    """null (as soon as possible) or a date-time on `iso_day` between two clock times (a model writing 'now')."""
    low, high = _dt.time.fromisoformat(earliest), _dt.time.fromisoformat(latest)

    def test(value: Any) -> bool:
        if value is None:
            return True
        when = _stamp(value)
        return when is not None and str(when.date()) == iso_day and low <= when.time() <= high

    return Pred(f"null or {iso_day} {earliest}-{latest}", test)


HOME = matches(r"elm grove|\bhome\b")
WORK = matches(r"carrow|king st|\bwork\b|office")
RUNTIME_94 = said("94", "1 hour 34", "1h 34", "1 hr 34", "one hour 34", "1hr 34", "an hour and 34")
PRIYA_ID = _new_reg_id("priya.shah@brightwell.io")
LEO_ID = _new_reg_id("leo.park@brightwell.io")

CASES = [
    # ---------------------------------------------------------------- cinema (12)
    Case(
        "fr_cin_whats_on_sat",
        "cinema",
        "direct",
        [
            Turn(
                "whats on saturday",
                calls=[ExpectCall("ListShowtimes", {"date": date("2026-12-12")})],
                answer_has=[said("Glasswater"), said("Salt Road")],
            ),
        ],
        features=("date", "pascal_names", "nullable_type_list", "8_tools"),
    ),
    Case(
        "fr_cin_cast_runtime",
        "cinema",
        "direct",
        [
            Turn(
                "who's in glasswater and how long is it",
                calls=[ExpectCall("GetFilmDetails", {"title": contains("glasswater")})],
                allow=["ListShowtimes"],
                answer_has=[
                    said("Adaeze Nwosu", "Tomas Lindqvist", "Maya Fenwick"),
                    said("141", "2 hours 21", "2h 21", "2 hr 21", "2hr 21", "two hours 21", "2 hours and 21"),
                ],
            ),
        ],
        features=("pascal_names", "8_tools"),
    ),
    Case(
        "fr_cin_forward_polite",
        "cinema",
        "polite",
        [
            Turn(
                "Hiya, could you possibly send the tickets for Saturday's Paper Moons to my husband? His email is "
                "dele.okafor@gmail.com. Thank you so much!",
                calls=[ExpectCall("ForwardTickets", {"booking_ref": "BK-55201", "email": "dele.okafor@gmail.com"})],
                allow=["ListMyBookings"],
                answer_has=[said("dele.okafor@gmail.com")],
            ),
        ],
        features=("email", "ref", "nullable_anyof", "pascal_names", "8_tools"),
    ),
    Case(
        "fr_cin_kids_sunday",
        "cinema",
        "indirect",
        [
            Turn(
                "my two are bouncing off the walls already and it's only thursday. sunday morning is free if theres anything "
                "suitable for a 6 and an 8 year old",
                calls=[ExpectCall("ListShowtimes", {"date": date("2026-12-13")})],
                allow=["GetFilmDetails"],
                forbid=["BookSeats"],
                answer_has=[said("Little Giants", "Paper Moons"), said("10:30", "10.30", "11:00", "11am", "11 am", "11.00")],
            ),
        ],
        features=("date", "pascal_names", "8_tools"),
    ),
    Case(
        "fr_cin_popcorn_runtime",
        "cinema",
        "multi_intent",
        [
            Turn(
                "chuck two large popcorns on my paper moons booking pls. also how long is that film? need to know if the "
                "little one will last lol",
                calls=[ExpectCall("AddSnacks", {"booking_ref": "BK-55201", "items": _snack_total("popcorn", "large", 2)})],
                allow=["GetFilmDetails", "ListShowtimes", "ListMyBookings"],
                answer_has=[RUNTIME_94],
            ),
        ],
        features=("array", "enum", "ref", "number_words", "pascal_names", "8_tools"),
    ),
    Case(
        "fr_cin_max_worth_it",
        "cinema",
        "no_tool",
        [
            Turn(
                "is the kestrel max screen actually worth paying extra for or is it a bit of a gimmick?",
                forbid=["BookSeats", "JoinWaitlist", "AddSnacks"],
                answer_has=[said("£3", "3 pounds", "three pounds", "£3.00")],
            ),
        ],
        features=("pascal_names", "8_tools"),
    ),
    Case(
        "fr_cin_glasswater_when",
        "cinema",
        "underspecified",
        [
            Turn(
                "book me 2 tickets for glasswater", allow=["ListShowtimes", "GetFilmDetails"], forbid=["BookSeats"], clarify=True
            ),
        ],
        features=("pascal_names", "8_tools"),
    ),
    Case(
        "fr_cin_which_snacks",
        "cinema",
        "underspecified",
        [
            Turn("can u add some snacks to my booking", allow=["ListMyBookings"], forbid=["AddSnacks"], clarify=True),
        ],
        features=("pascal_names", "8_tools"),
    ),
    Case(
        "fr_cin_row_g_tonight",
        "cinema",
        "chained",
        [
            Turn(
                "grab me and my mate two seats next to each other in row G for the salt road tonight at 7. both adults",
                calls=[
                    ExpectCall("ListShowtimes", {"date": date("2026-12-10")}),
                    ExpectCall("GetSeatMap", {"showing_id": "SLR-1210-1900"}),
                    ExpectCall(
                        "BookSeats",
                        {
                            "showing_id": "SLR-1210-1900",
                            "tickets": items(fields(seat="G3", type="adult"), fields(seat="G4", type="adult")),
                        },
                    ),
                ],
                answer_has=[said("G3"), said_number(18.4)],
            ),
        ],
        features=("date", "ref", "array", "strict", "number_words", "pascal_names", "8_tools"),
    ),
    Case(
        "fr_cin_waitlist_sat",
        "cinema",
        "chained",
        [
            Turn(
                "is glasswater sold out on sat at 8.45? if it is put me on the waiting list for 2 seats",
                calls=[
                    ExpectCall("ListShowtimes", {"date": date("2026-12-12")}),
                    ExpectCall("JoinWaitlist", {"showing_id": "GLW-1212-2045", "seats_wanted": 2}),
                ],
                allow=["GetSeatMap"],
                answer_has=[said_number(3)],
            ),
        ],
        features=("date", "condition", "enum", "pascal_names", "8_tools"),
    ),
    Case(
        "fr_cin_paper_moons_times",
        "cinema",
        "multi_turn",
        [
            Turn(
                "what times is paper moons on sunday?",
                calls=[ExpectCall("ListShowtimes", {"date": date("2026-12-13")})],
                answer_has=[said("11:00", "11am", "11 am", "11.00"), said("13:15", "1:15", "1.15")],
            ),
            Turn(
                "and tomorrow?",
                calls=[ExpectCall("ListShowtimes", {"date": date("2026-12-11")})],
                answer_has=[said("16:15", "4:15", "4.15", "16.15")],
            ),
        ],
        features=("date", "pascal_names", "8_tools"),
    ),
    Case(
        "fr_cin_cancel_wednesday",
        "cinema",
        "multi_turn",
        [
            Turn(
                "what have i got booked at the moment",
                calls=[ExpectCall("ListMyBookings")],
                answer_has=[said("Paper Moons"), said("Night Ferry")],
            ),
            Turn(
                "cancel the wednesday one, can't make it now",
                calls=[ExpectCall("CancelBooking", {"booking_ref": "BK-55318"})],
                allow=["ListMyBookings"],
                answer_has=[said_number(18.4)],
            ),
        ],
        features=("ref", "nullable_anyof", "pascal_names", "8_tools"),
    ),
    # ---------------------------------------------------------------- gym_classes (9)
    Case(
        "fr_gym_wednesday",
        "gym_classes",
        "direct",
        [
            Turn(
                "whats on at the gym wednesday",
                calls=[ExpectCall("get_timetable", {"date": date("2026-12-16")})],
                answer_has=[said("Boxfit"), said("Spin")],
            ),
        ],
        features=("date", "nullable_anyof"),
    ),
    Case(
        "fr_gym_freeze_travel",
        "gym_classes",
        "direct",
        [
            Turn(
                "freeze my membership for three weeks from the 21st, im away travelling",
                calls=[ExpectCall("freeze_membership", {"start_date": date("2026-12-21"), "weeks": 3, "reason": "travel"})],
                answer_has=[
                    said("£12", "12.00", "11 January", "11th January", "January 11", "11 Jan", "Jan 11", "2027-01-11", "11/01")
                ],
            ),
        ],
        features=("date", "enum", "number_words"),
    ),
    Case(
        "fr_gym_cancel_yoga_polite",
        "gym_classes",
        "polite",
        [
            Turn(
                "Morning! Would you mind cancelling my yoga class on Saturday for me please? Something's come up. Thanks x",
                calls=[ExpectCall("cancel_booking", {"booking_id": "B-9133"})],
                allow=["get_my_bookings"],
                answer_has=[said("cancel")],
            ),
        ],
        features=("ref",),
    ),
    Case(
        "fr_gym_before_work",
        "gym_classes",
        "indirect",
        [
            Turn(
                "trying to get a sweat in before work tmrw, i start at 8 and its a 20 min drive from the gym",
                calls=[ExpectCall("get_timetable", {"date": date("2026-12-15")})],
                forbid=["book_class"],
                answer_has=[said("6:15", "06:15", "6.15")],
            ),
        ],
        features=("date",),
    ),
    Case(
        "fr_gym_swap_spin_boxfit",
        "gym_classes",
        "multi_intent",
        [
            Turn(
                "cancel my spin on wednesday and put me in boxfit that evening instead",
                calls=[
                    ExpectCall("cancel_booking", {"booking_id": "B-9120"}),
                    ExpectCall("get_timetable", {"date": date("2026-12-16")}),
                    ExpectCall("book_class", {"class_id": "BOX-1216-1900", "bring_guest": boolean(False)}),
                ],
                allow=["get_my_bookings"],
                answer_has=[said("19:00", "7pm", "7 pm", "7:00", "7.00")],
            ),
        ],
        features=("date", "ref", "strict", "nullable_type_list"),
    ),
    Case(
        "fr_gym_late_cancel_rule",
        "gym_classes",
        "no_tool",
        [
            Turn(
                "what happens if i cancel a class last minute? asking for a friend lol",
                forbid=["cancel_booking", "book_class", "freeze_membership"],
                answer_has=[said("£5", "5 pounds", "five pounds"), said("3 hours", "three hours", "3 hrs", "3hrs")],
            ),
        ],
    ),
    Case(
        "fr_gym_freeze_vague",
        "gym_classes",
        "underspecified",
        [
            Turn("i need to freeze my membership", forbid=["freeze_membership"], clarify=True),
        ],
    ),
    Case(
        "fr_gym_first_pilates",
        "gym_classes",
        "chained",
        [
            Turn(
                "put me in the first pilates on saturday that's still got space",
                calls=[
                    ExpectCall("get_timetable", {"date": date("2026-12-19")}),
                    ExpectCall("book_class", {"class_id": "PIL-1219-1000", "bring_guest": boolean(False)}),
                ],
                answer_has=[said("10:00", "10am", "10 am", "10.00")],
            ),
        ],
        features=("date", "strict", "condition", "nullable_type_list"),
    ),
    Case(
        "fr_gym_thursday_boxfit",
        "gym_classes",
        "multi_turn",
        [
            Turn(
                "anything on thursday evening?",
                calls=[ExpectCall("get_timetable", {"date": date("2026-12-17")})],
                answer_has=[said("Boxfit")],
            ),
            Turn(
                "book me on the boxfit",
                calls=[ExpectCall("book_class", {"class_id": "BOX-1217-1900", "bring_guest": boolean(False)})],
                allow=["get_timetable"],
            ),
        ],
        features=("date", "strict", "nullable_type_list"),
    ),
    # ---------------------------------------------------------------- taxi_firm (8)
    Case(
        "fr_taxi_quote_station",
        "taxi_firm",
        "direct",
        [
            Turn(
                "how much is a cab from home to the train station",
                calls=[ExpectCall("get-fare-quote", {"pickup": HOME, "dropoff": matches("station|thorpe")})],
                answer_has=[said_number(8.7)],
            ),
        ],
        features=("kebab_names", "nullable_type_list"),
    ),
    Case(
        "fr_taxi_station_polite",
        "taxi_firm",
        "polite",
        [
            Turn(
                "Hi there, could you please book me a taxi from home to the station for half seven tomorrow morning? Thanks so much",
                calls=[
                    ExpectCall(
                        "book-ride",
                        {
                            "pickup": fields(address=HOME),
                            "dropoff": matches("station|thorpe"),
                            "pickup_time": at("2026-12-05", "07:30"),
                            "vehicle": "saloon",
                            "passengers": 1,
                        },
                    )
                ],
                allow=["get-fare-quote"],
            ),
        ],
        features=("date", "nested", "strict", "enum", "number_words", "kebab_names"),
    ),
    Case(
        "fr_taxi_rain_office",
        "taxi_firm",
        "indirect",
        [
            Turn(
                "ugh its chucking it down and i'm still at the office. can someone come and get me and take me home",
                calls=[
                    ExpectCall(
                        "book-ride",
                        {
                            "pickup": fields(address=WORK),
                            "dropoff": HOME,
                            "pickup_time": _now_or_null("2026-12-04", "16:45", "17:20"),
                        },
                    )
                ],
                allow=["get-fare-quote"],
                answer_has=[said_number(7)],
            ),
        ],
        features=("nested", "strict", "nullable_type_list", "kebab_names"),
    ),
    Case(
        "fr_taxi_dog",
        "taxi_firm",
        "no_tool",
        [
            Turn(
                "do you lot take dogs? mine's a big soppy labrador, not an assistance dog",
                forbid=["book-ride", "cancel-ride"],
                answer_has=[said("estate"), said("£3", "3 pounds", "three pounds", "£3.00")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "fr_taxi_move_airport",
        "taxi_firm",
        "multi_intent",
        [
            Turn(
                "cancel my airport cab on monday, flight's been moved. book the same thing for tuesday at the same time instead",
                calls=[
                    ExpectCall("cancel-ride", {"booking_id": "CW-77120"}),
                    ExpectCall(
                        "book-ride",
                        {
                            "pickup": fields(address=HOME),
                            "dropoff": matches("airport"),
                            "pickup_time": at("2026-12-08", "05:15"),
                            "vehicle": "estate",
                        },
                    ),
                ],
                allow=["get-fare-quote"],
            ),
        ],
        features=("date", "ref", "nested", "strict", "kebab_names"),
    ),
    Case(
        "fr_taxi_friday_vague",
        "taxi_firm",
        "underspecified",
        [
            Turn("can i get a taxi on friday", forbid=["book-ride"], clarify=True),
        ],
        features=("kebab_names",),
    ),
    Case(
        "fr_taxi_hospital_if_cheap",
        "taxi_firm",
        "chained",
        [
            Turn(
                "if it's under 15 quid send a normal car to take me from home to the hospital right now",
                calls=[
                    ExpectCall("get-fare-quote", {"pickup": HOME, "dropoff": matches("hospital|nnuh|colney")}),
                    ExpectCall(
                        "book-ride",
                        {
                            "pickup": fields(address=HOME),
                            "dropoff": matches("hospital|nnuh|colney"),
                            "pickup_time": _now_or_null("2026-12-04", "16:45", "17:20"),
                            "vehicle": "saloon",
                        },
                    ),
                ],
                answer_has=[said_number(14.1)],
            ),
        ],
        features=("condition", "nested", "strict", "kebab_names"),
    ),
    Case(
        "fr_taxi_six_seater",
        "taxi_firm",
        "multi_turn",
        [
            Turn(
                "how much for a 6 seater from home to the airport at 4am on the 12th",
                calls=[
                    ExpectCall(
                        "get-fare-quote",
                        {
                            "pickup": HOME,
                            "dropoff": matches("airport"),
                            "vehicle": "6-seater",
                            "pickup_time": at("2026-12-12", "04:00"),
                        },
                    )
                ],
                answer_has=[said_number(29.9)],
            ),
            Turn(
                "ok book it, there'll be five of us",
                calls=[
                    ExpectCall(
                        "book-ride",
                        {
                            "pickup": fields(address=HOME),
                            "dropoff": matches("airport"),
                            "pickup_time": at("2026-12-12", "04:00"),
                            "vehicle": "6-seater",
                            "passengers": 5,
                        },
                    )
                ],
            ),
        ],
        features=("date", "enum", "nested", "strict", "number_words", "kebab_names"),
    ),
    # ---------------------------------------------------------------- job_board (7)
    Case(
        "fr_job_remote_python",
        "job_board",
        "direct",
        [
            Turn(
                "remote python dev jobs paying at least 50k",
                calls=[ExpectCall("searchJobs", {"query": contains("python"), "minSalary": number(50000)})],
                answer_has=[said("Lumen Health"), said("Quarry Data")],
            ),
        ],
        features=("number", "nullable_anyof", "enum", "camel_names"),
    ),
    Case(
        "fr_job_bookkeeping_polite",
        "job_board",
        "polite",
        [
            Turn(
                "Hello, could you kindly look for part-time bookkeeping roles around Harrogate? Thank you",
                calls=[ExpectCall("searchJobs", {"query": contains("bookkeep"), "location": contains("Harrogate")})],
                answer_has=[said("Nidd Valley")],
            ),
        ],
        features=("array", "enum", "camel_names"),
    ),
    Case(
        "fr_job_electrician_leeds",
        "job_board",
        "indirect",
        [
            Turn(
                "I'm a qualified electrician and we're relocating to Leeds in the new year. is there much going?",
                calls=[ExpectCall("searchJobs", {"query": contains("electric"), "location": contains("Leeds")})],
                answer_has=[said("Aire Electrical", "Kirkstall Foods")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "fr_job_barista_and_nights",
        "job_board",
        "multi_intent",
        [
            Turn(
                "any barista jobs in york? and separately, warehouse night shifts in doncaster",
                calls=[
                    ExpectCall("searchJobs", {"query": contains("barista"), "location": contains("York")}),
                    ExpectCall("searchJobs", {"query": contains("warehouse"), "location": contains("Doncaster")}),
                ],
                answer_has=[said("Bootham", "Minster Roasters"), said("Northpoint", "Redhill")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "fr_job_cv_gap",
        "job_board",
        "no_tool",
        [
            Turn(
                "how should i explain a 2 year gap on my CV? i was looking after my mum full time",
                forbid=["searchJobs"],
                answer_has=[said("car")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "fr_job_fees",
        "job_board",
        "no_tool",
        [
            Turn(
                "do you charge anything to apply for jobs on here",
                forbid=["searchJobs"],
                answer_has=[said("free", "never charge", "no charge", "don't charge", "do not charge", "no fee", "not charge")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "fr_job_sous_chef",
        "job_board",
        "multi_turn",
        [
            Turn(
                "sous chef jobs in brighton?",
                calls=[ExpectCall("searchJobs", {"query": contains("chef"), "location": contains("Brighton")})],
                answer_has=[said("Lanes Kitchen")],
            ),
            Turn(
                "what about hastings",
                calls=[ExpectCall("searchJobs", {"query": contains("chef"), "location": contains("Hastings")})],
                answer_has=[said("Stade", "Old Town Bistro")],
            ),
        ],
        features=("camel_names",),
    ),
    # ---------------------------------------------------------------- conference (9)
    Case(
        "fr_conf_register_priya",
        "conference",
        "direct",
        [
            Turn(
                "register priya shah (priya.shah@brightwell.io) on a full pass, she's vegan",
                calls=[
                    ExpectCall(
                        "registerAttendee",
                        {
                            "attendee": fields(
                                fullName=contains("Priya", "Shah"), email="priya.shah@brightwell.io", dietary="vegan"
                            ),
                            "ticketType": "full_pass",
                        },
                    )
                ],
                answer_has=[said(PRIYA_ID, "£495", "495")],
            ),
        ],
        features=("ref", "nested", "strict", "enum", "email", "nullable_anyof", "camel_names"),
    ),
    Case(
        "fr_conf_gluten_free_polite",
        "conference",
        "polite",
        [
            Turn(
                "Hello! Would you mind changing my dietary requirement to gluten free? I was diagnosed coeliac last month. "
                "Thanks ever so much",
                calls=[
                    ExpectCall("updateRegistration", {"registrationId": "REG-40112", "changes": fields(dietary="gluten_free")})
                ],
            ),
        ],
        features=("nested", "nullable_anyof", "enum", "camel_names"),
    ),
    Case(
        "fr_conf_mlops_thursday",
        "conference",
        "indirect",
        [
            Turn(
                "i'm mostly into mlops stuff tbh, what shouldn't i miss on the thursday?",
                calls=[ExpectCall("listSessions", {"day": "2027-03-04"})],
                forbid=["reserveWorkshopSeat"],
                answer_has=[said("MLflow", "LLM", "Drift")],
            ),
        ],
        features=("enum", "date", "camel_names"),
    ),
    Case(
        "fr_conf_llm_workshop_badge",
        "conference",
        "multi_intent",
        [
            Turn(
                "reserve me a seat at the LLM evaluation workshop on thursday, and change my badge to say 'Marta K'",
                calls=[
                    ExpectCall("listSessions", {"day": "2027-03-04"}),
                    ExpectCall("reserveWorkshopSeat", {"registrationId": "REG-40112", "sessionId": "W203"}),
                    ExpectCall("updateRegistration", {"registrationId": "REG-40112", "changes": fields(badgeName="Marta K")}),
                ],
                answer_has=[said("11:30", "11.30", "11:30am")],
            ),
        ],
        features=("nested", "nullable_anyof", "date", "camel_names"),
    ),
    Case(
        "fr_conf_refund",
        "conference",
        "no_tool",
        [
            Turn(
                "can i get a refund on my pass? turns out i can't make it anymore",
                forbid=["updateRegistration", "registerAttendee", "reserveWorkshopSeat"],
                answer_has=[said("transfer"), said("24 February", "24th February", "24 Feb", "February 24", "Feb 24", "24/02")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "fr_conf_tom_day_pass",
        "conference",
        "underspecified",
        [
            Turn("sign my colleague tom up for a day pass", forbid=["registerAttendee"], clarify=True),
        ],
        features=("camel_names",),
    ),
    Case(
        "fr_conf_sam_kubernetes",
        "conference",
        "chained",
        [
            Turn(
                "can you get sam into the kubernetes costs workshop on wednesday if there's still room",
                calls=[
                    ExpectCall("listSessions", {"day": "2027-03-03"}),
                    ExpectCall("reserveWorkshopSeat", {"registrationId": "REG-40113", "sessionId": "W105"}),
                ],
                answer_has=[said("14:00", "2pm", "2 pm", "2:00", "2.00")],
            ),
        ],
        features=("condition", "date", "camel_names"),
    ),
    Case(
        "fr_conf_intern_leo",
        "conference",
        "chained",
        [
            Turn(
                "register our intern Leo Park, leo.park@brightwell.io, on a student ticket (no dietary stuff) and then get him "
                "into the intro to SQL workshop on the thursday",
                calls=[
                    ExpectCall(
                        "registerAttendee",
                        {
                            "attendee": fields(fullName=contains("Leo", "Park"), email="leo.park@brightwell.io", dietary="none"),
                            "ticketType": "student",
                        },
                    ),
                    ExpectCall("listSessions", {"day": "2027-03-04"}),
                    ExpectCall("reserveWorkshopSeat", {"registrationId": LEO_ID, "sessionId": "W204"}),
                ],
                answer_has=[said(LEO_ID, "RSV-", "11:30", "11.30", "Workshop Room 2")],
            ),
        ],
        features=("ref", "nested", "strict", "enum", "email", "camel_names"),
    ),
    Case(
        "fr_conf_day_one_dbt",
        "conference",
        "multi_turn",
        [
            Turn(
                "what's on in the data engineering track on day one",
                calls=[ExpectCall("listSessions", {"day": "2027-03-03"})],
                answer_has=[said("dbt"), said("Kubernetes")],
            ),
            Turn(
                "stick me in the dbt one",
                calls=[ExpectCall("reserveWorkshopSeat", {"registrationId": "REG-40112", "sessionId": "W104"})],
                allow=["listSessions"],
            ),
        ],
        features=("enum", "date", "nullable_anyof", "camel_names"),
    ),
]
