"""Fresh generality part N: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py and validate.py (and the loading code at the top of runner.py).

Domains (tool count, the "today" stated in the domain's system prompt):
- theatre box office   (10 tools, camelCase)  Riverside Playhouse, Bristol  - Thursday 10 December 2026, 14:20
- tennis club          (3 tools, hyphenated)  Hollybank Lawn Tennis Club    - Monday 14 December 2026, 07:45
- recycling permits    (1 tool, camelCase)    Northfield Council van/trailer permits - Wednesday 9 December 2026, 10:40
- alterations tailor   (5 tools, snake_case)  Stitch & Press Alterations, Manchester - Tuesday 8 December 2026, 11:15
- ev charger installer (5 tools, snake_case)  VoltNest Home Charging, Leeds - Monday 7 December 2026, 09:30

Schema features used: strings, integers, numbers, booleans, enums (string, integer and nullable
enums), arrays of strings and of objects, nested objects, nullable via type lists and via anyOf,
$ref/$defs, strict tools (bookTickets, book-court, get_alteration_quote, list_install_slots) and a
case that forces every tennis tool strict.

24 tools in all. The fake functions are pure functions of their arguments and the tables in this file.
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
    contains,
    date,
    fields,
    has_items,
    items,
    matches,
    number,
    said,
    said_number,
    time_of_day,
)


def date_in(*isos: str) -> Pred:
    """A date (or date-time) string on one of these ISO dates."""
    wanted = {_dt.date.fromisoformat(iso) for iso in isos}
    return Pred(f"date in {isos!r}", lambda v: isinstance(v, str) and _dt.date.fromisoformat(v.strip()[:10]) in wanted)


def _parse_date(value: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(value).strip()[:10])
    except ValueError:
        return None


def _parse_time(value: Any) -> tuple[int, int] | None:
    """'19:00', '7pm', '7:30 pm', '19:00:00' -> (hour, minute)."""
    if value is None:
        return None
    match = re.search(r"(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?", str(value), re.I)
    if not match:
        return None
    hour, minute = int(match.group(1)), int(match.group(2) or 0)
    ampm = (match.group(3) or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    return hour, minute


def _money(value: float) -> str:
    return f"£{value:,.2f}"


def _day_label(day: _dt.date) -> str:
    return f"{day.strftime('%A')} {day.day} {day.strftime('%B %Y')}"


# =============================================================================================
# 1. Theatre box office: Riverside Playhouse (10 tools, camelCase)
# =============================================================================================

PLAYHOUSE_NOW = _dt.datetime(2026, 12, 10, 14, 20)

SHOWS: dict[str, dict[str, Any]] = {
    "ALADDIN": {
        "title": "Aladdin", "kind": "Family pantomime",
        "runtime": "2 hours 15 minutes, including a 20-minute interval",
        "ageGuidance": "Family show: all ages welcome (under-5s admitted; under-2s free on a lap)",
        "contentNotes": "Loud bangs, pyrotechnics, audience participation and water pistols in rows A-C.",
        "prices": {"stalls": 30.0, "circle": 26.0, "balcony": 16.0},
    },
    "WINTERS-TALE": {
        "title": "The Winter's Tale", "kind": "Drama (Shakespeare), Riverside Company",
        "runtime": "2 hours 50 minutes, including one 20-minute interval",
        "ageGuidance": "Recommended for ages 12+",
        "contentNotes": "Themes of jealousy and grief; one scene with a puppet bear; haze effects.",
        "prices": {"stalls": 38.0, "circle": 32.0, "balcony": 20.0},
    },
    "JAZZ9": {
        "title": "Jazz at Nine", "kind": "Live music, cabaret tables in the stalls",
        "runtime": "About 1 hour 45 minutes, no interval; the bar is open throughout",
        "ageGuidance": "18+ (licensed cabaret seating)",
        "contentNotes": "Amplified music.",
        "prices": {"stalls": 22.0},
    },
}

PERFORMANCES: dict[str, dict[str, Any]] = {
    "P-301": {"show": "ALADDIN", "date": "2026-12-11", "time": "19:00", "access": [], "left": {"stalls": 12, "circle": 20, "balcony": 55}},
    "P-302": {"show": "ALADDIN", "date": "2026-12-12", "time": "14:30", "access": [], "left": {"stalls": 0, "circle": 4, "balcony": 30}},
    "P-303": {"show": "ALADDIN", "date": "2026-12-12", "time": "19:00", "access": [], "left": {"stalls": 2, "circle": 0, "balcony": 18}},
    "P-304": {"show": "ALADDIN", "date": "2026-12-13", "time": "13:00", "access": ["relaxed"], "left": {"stalls": 9, "circle": 15, "balcony": 40}},
    "P-311": {"show": "WINTERS-TALE", "date": "2026-12-15", "time": "19:30", "access": [], "left": {"stalls": 30, "circle": 25, "balcony": 60}},
    "P-312": {"show": "WINTERS-TALE", "date": "2026-12-17", "time": "19:30", "access": ["captioned"], "left": {"stalls": 14, "circle": 8, "balcony": 44}},
    "P-313": {"show": "WINTERS-TALE", "date": "2026-12-19", "time": "14:00", "access": ["audio_described"], "left": {"stalls": 0, "circle": 0, "balcony": 0}},
    "P-321": {"show": "JAZZ9", "date": "2026-12-11", "time": "21:00", "access": [], "left": {"stalls": 6}},
    "P-322": {"show": "JAZZ9", "date": "2026-12-18", "time": "21:00", "access": [], "left": {"stalls": 0}},
}

PLAYHOUSE_BOOKINGS: dict[str, dict[str, Any]] = {
    "RB-7781": {"performanceId": "P-311", "section": "stalls", "tickets": [{"type": "adult", "quantity": 2}],
                "seats": "Stalls row F, seats 11-12", "paid": 68.40},
    "RB-7795": {"performanceId": "P-321", "section": "stalls", "tickets": [{"type": "adult", "quantity": 2}],
                "seats": "Cabaret table 4 (2 seats)", "paid": 39.60},
}
PAST_BOOKINGS = [{"bookingRef": "RB-7602", "show": "Blithe Spirit", "date": "2026-11-14", "time": "19:30",
                  "seats": "Circle row B, seats 3-4", "paid": 57.60}]

VOUCHERS = {
    "GV-2291-KT": {"balance": 50.0, "expires": "2027-03-31"},
    "GV-1100-ZZ": {"balance": 0.0, "expires": "2026-06-30"},
}

DRINKS = {"house_red": 7.50, "house_white": 7.50, "prosecco": 8.50, "bottled_beer": 6.00,
          "orange_juice": 3.00, "sparkling_water": 2.50, "ice_cream": 4.00}


def _squash(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _find_show(query: Any) -> str | None:
    text = str(query or "").strip()
    if not text:
        return None
    squashed = _squash(text.replace("'", "").replace("\u2019", ""))
    for key, show in SHOWS.items():
        title = _squash(show["title"].replace("'", ""))
        if squashed and (squashed in title or squashed == _squash(key)):
            return key
    words = [w for w in re.findall(r"[a-z0-9]+", text.lower().replace("'", "").replace("\u2019", ""))
             if w not in {"the", "a", "at", "show", "panto", "pantomime", "play", "tickets", "nine", "s"}]
    for key, show in SHOWS.items():
        title_words = re.findall(r"[a-z0-9]+", show["title"].lower().replace("'", ""))
        if any(w in title_words or w == key.lower() for w in words):
            return key
    return None


def _perf_start(perf_id: str) -> _dt.datetime:
    perf = PERFORMANCES[perf_id]
    return _dt.datetime.fromisoformat(f"{perf['date']}T{perf['time']}")


def _perf_summary(perf_id: str) -> dict[str, Any]:
    perf = PERFORMANCES[perf_id]
    show = SHOWS[perf["show"]]
    day = _dt.date.fromisoformat(perf["date"])
    return {"performanceId": perf_id, "show": show["title"], "date": perf["date"], "day": day.strftime("%A"),
            "time": perf["time"], "access": perf["access"], "seatsLeft": dict(perf["left"]),
            "soldOut": sum(perf["left"].values()) == 0, "adultFullPrices": dict(show["prices"])}


def _unit_price(show_key: str, section: str, kind: str) -> float:
    base = SHOWS[show_key]["prices"][section]
    if kind == "adult":
        return round(base * 0.9, 2)  # Friends of the Playhouse: 10% off full-price adult tickets
    if kind == "child":
        return round(base * 0.5, 2)
    return round(base - 4.0, 2)  # senior / student


def list_performances(dateFrom: str, dateTo: str | None = None, show: str | None = None, access: str | None = None) -> dict:
    start = _parse_date(dateFrom)
    if start is None:
        return {"error": f"dateFrom {dateFrom!r} is not a date (use YYYY-MM-DD)."}
    start = max(start, PLAYHOUSE_NOW.date())
    end = _parse_date(dateTo) if dateTo else start + _dt.timedelta(days=30)
    if end is None:
        return {"error": f"dateTo {dateTo!r} is not a date (use YYYY-MM-DD)."}
    key = None
    if show:
        key = _find_show(show)
        if key is None:
            return {"error": f"No show matching {show!r}. Now playing: Aladdin, The Winter's Tale, Jazz at Nine."}
    found = []
    for perf_id, perf in sorted(PERFORMANCES.items(), key=lambda kv: _perf_start(kv[0])):
        day = _dt.date.fromisoformat(perf["date"])
        if not start <= day <= end or (key and perf["show"] != key):
            continue
        if access and access not in perf["access"]:
            continue
        found.append(_perf_summary(perf_id))
    result: dict[str, Any] = {"from": start.isoformat(), "to": end.isoformat(), "performances": found}
    if not found:
        result["note"] = "No performances match. The season runs Aladdin (to 13 Dec), The Winter's Tale (15-19 Dec) and Jazz at Nine (Fridays)."
    return result


def get_show_details(show: str) -> dict:
    key = _find_show(show)
    if key is None:
        return {"error": f"No show matching {show!r}. Now playing: Aladdin, The Winter's Tale, Jazz at Nine."}
    info = SHOWS[key]
    upcoming = [p for p, perf in PERFORMANCES.items() if perf["show"] == key and _perf_start(p) > PLAYHOUSE_NOW]
    return {"showId": key, "title": info["title"], "kind": info["kind"], "runtime": info["runtime"],
            "ageGuidance": info["ageGuidance"], "contentNotes": info["contentNotes"],
            "adultFullPrices": info["prices"], "upcomingPerformanceIds": upcoming}


def get_seat_availability(performanceId: str, section: str | None = None) -> dict:
    perf = PERFORMANCES.get(str(performanceId).strip().upper())
    if perf is None:
        return {"error": f"Unknown performance {performanceId!r}; performance ids look like P-301 (see listPerformances)."}
    show_key = perf["show"]
    sections = [section] if section else list(perf["left"])
    out = []
    for name in sections:
        if name not in perf["left"]:
            return {"error": f"{SHOWS[show_key]['title']} has no {name} seating; sections: {', '.join(perf['left'])}."}
        left = perf["left"][name]
        out.append({"section": name, "seatsLeft": left,
                    "bestAvailable": {"stalls": "Row D", "circle": "Row B", "balcony": "Row A"}[name] if left else None,
                    "prices": {kind: _unit_price(show_key, name, kind) for kind in ("adult", "child", "senior", "student")}})
    return {"performance": _perf_summary(str(performanceId).strip().upper()), "sections": out,
            "priceNote": "Adult prices include your 10% Friends discount; child = half the full adult price; senior/student = £4 off."}


def book_tickets(performanceId: str, section: str, tickets: list, accessibleSeating: bool = False,
                 voucherCode: str | None = None) -> dict:
    perf_id = str(performanceId).strip().upper()
    perf = PERFORMANCES.get(perf_id)
    if perf is None:
        return {"error": f"Unknown performance {performanceId!r}; performance ids look like P-301 (see listPerformances)."}
    show_key = perf["show"]
    if section not in perf["left"]:
        return {"error": f"{SHOWS[show_key]['title']} has no {section} seating; sections: {', '.join(perf['left'])}."}
    lines = [t for t in tickets or [] if isinstance(t, dict)]
    count = sum(int(t.get("quantity", 0)) for t in lines)
    if count < 1:
        return {"error": "No tickets requested."}
    if count > 8:
        return {"error": "At most 8 tickets per booking."}
    if show_key == "JAZZ9" and any(t.get("type") == "child" for t in lines):
        return {"error": "Jazz at Nine is 18+; child tickets are not available."}
    if perf["left"][section] < count:
        return {"error": f"Only {perf['left'][section]} seat(s) left in the {section} for this performance."}
    if accessibleSeating and section != "stalls":
        return {"error": "Wheelchair spaces are in stalls row A; choose the stalls for accessible seating."}
    priced, total = [], 0.0
    for t in lines:
        unit = _unit_price(show_key, section, t.get("type", "adult"))
        sub = round(unit * int(t.get("quantity", 0)), 2)
        total = round(total + sub, 2)
        priced.append({"type": t.get("type"), "quantity": t.get("quantity"), "unitPrice": unit, "subtotal": sub})
    applied = 0.0
    if voucherCode:
        voucher = VOUCHERS.get(str(voucherCode).strip().upper())
        if voucher is None:
            return {"error": f"Gift voucher {voucherCode!r} not recognised; check the code on the voucher."}
        if voucher["balance"] <= 0:
            return {"error": f"Gift voucher {voucherCode} has no balance left (expired {voucher['expires']})."}
        applied = min(voucher["balance"], total)
    row = {"stalls": "A" if accessibleSeating else "D", "circle": "C", "balcony": "B"}[section]
    result = {"status": "confirmed", "bookingRef": f"RB-{8000 + int(perf_id[2:])}", "show": SHOWS[show_key]["title"],
              "date": perf["date"], "time": perf["time"], "section": section,
              "seats": f"{section.title()} row {row}, seats 10-{9 + count}", "tickets": priced, "total": total,
              "eTicketsSentTo": "nadia.okafor@example.com"}
    if voucherCode:
        result.update({"voucherApplied": round(applied, 2), "chargedToCard": round(total - applied, 2),
                       "voucherBalanceLeft": round(VOUCHERS[str(voucherCode).strip().upper()]["balance"] - applied, 2)})
    else:
        result["chargedToCard"] = total
    return result


def get_my_bookings(includePast: bool = False) -> dict:
    upcoming = []
    for ref, booking in PLAYHOUSE_BOOKINGS.items():
        summary = _perf_summary(booking["performanceId"])
        upcoming.append({"bookingRef": ref, "performanceId": booking["performanceId"], "show": summary["show"],
                         "date": summary["date"], "day": summary["day"], "time": summary["time"],
                         "section": booking["section"], "tickets": booking["tickets"], "seats": booking["seats"],
                         "paid": booking["paid"]})
    result: dict[str, Any] = {"customer": "Nadia Okafor (RP-55821)", "upcoming": upcoming}
    if includePast:
        result["past"] = PAST_BOOKINGS
    return result


def cancel_booking(bookingRef: str, reason: str | None = None) -> dict:
    booking = PLAYHOUSE_BOOKINGS.get(str(bookingRef).strip().upper())
    if booking is None:
        return {"error": f"No upcoming booking {bookingRef!r} on this account; upcoming: {', '.join(PLAYHOUSE_BOOKINGS)}."}
    days = (_perf_start(booking["performanceId"]) - PLAYHOUSE_NOW).days
    if days >= 7:
        refund = {"refund": booking["paid"], "refundAs": "credit voucher valid 12 months"}
    else:
        refund = {"refund": 0.0, "refundAs": None, "note": "Cancelled within 7 days of the performance: no refund."}
    return {"status": "cancelled", "bookingRef": str(bookingRef).upper(), **refund}


def exchange_booking(bookingRef: str, newPerformanceId: str) -> dict:
    ref = str(bookingRef).strip().upper()
    booking = PLAYHOUSE_BOOKINGS.get(ref)
    if booking is None:
        return {"error": f"No upcoming booking {bookingRef!r} on this account; upcoming: {', '.join(PLAYHOUSE_BOOKINGS)}."}
    new_id = str(newPerformanceId).strip().upper()
    new = PERFORMANCES.get(new_id)
    if new is None:
        return {"error": f"Unknown performance {newPerformanceId!r}; performance ids look like P-301 (see listPerformances)."}
    old = PERFORMANCES[booking["performanceId"]]
    if new["show"] != old["show"]:
        return {"error": "Exchanges are only to another performance of the same show."}
    if _perf_start(booking["performanceId"]) - PLAYHOUSE_NOW < _dt.timedelta(hours=48):
        return {"error": "Exchanges close 48 hours before the original performance."}
    qty = sum(t["quantity"] for t in booking["tickets"])
    if new["left"].get(booking["section"], 0) < qty:
        return {"error": f"Not enough {booking['section']} seats left at {new_id} for {qty} tickets."}
    return {"status": "exchanged", "bookingRef": ref, "from": _perf_summary(booking["performanceId"])["date"],
            "to": {"performanceId": new_id, "date": new["date"], "time": new["time"], "access": new["access"]},
            "seats": f"{booking['section'].title()} row H, seats 7-{6 + qty}", "fee": 0.0, "priceDifference": 0.0,
            "note": "Free exchange (Friends of the Playhouse). New e-tickets emailed."}


def order_interval_drinks(bookingRef: str, items: list) -> dict:
    ref = str(bookingRef).strip().upper()
    booking = PLAYHOUSE_BOOKINGS.get(ref)
    if booking is None:
        return {"error": f"No upcoming booking {bookingRef!r} on this account; upcoming: {', '.join(PLAYHOUSE_BOOKINGS)}."}
    if booking["performanceId"] in ("P-321", "P-322"):
        return {"error": "Jazz at Nine has no interval; the bar serves at your table throughout."}
    if _perf_start(booking["performanceId"]) - PLAYHOUSE_NOW < _dt.timedelta(hours=1):
        return {"error": "Interval orders close 1 hour before curtain-up."}
    lines, total = [], 0.0
    for entry in items or []:
        name = entry.get("item") if isinstance(entry, dict) else None
        if name not in DRINKS:
            return {"error": f"{name!r} is not on the interval menu: {', '.join(DRINKS)}."}
        qty = int(entry.get("quantity", 1))
        lines.append({"item": name, "quantity": qty, "subtotal": round(DRINKS[name] * qty, 2)})
        total = round(total + DRINKS[name] * qty, 2)
    bar = "Stalls Bar" if booking["section"] == "stalls" else "Circle Bar"
    return {"status": "ordered", "orderRef": f"IV-{ref[3:]}-1", "bookingRef": ref, "items": lines, "total": total,
            "collectFrom": f"{bar}, shelf labelled {ref}", "performanceDate": PERFORMANCES[booking["performanceId"]]["date"]}


def join_waitlist(performanceId: str, quantity: int, contactBy: str = "email") -> dict:
    perf_id = str(performanceId).strip().upper()
    perf = PERFORMANCES.get(perf_id)
    if perf is None:
        return {"error": f"Unknown performance {performanceId!r}; performance ids look like P-301 (see listPerformances)."}
    if sum(perf["left"].values()) > 0:
        return {"error": f"{perf_id} is not sold out ({sum(perf['left'].values())} seats left); book instead of waitlisting."}
    return {"status": "waitlisted", "performanceId": perf_id, "show": SHOWS[perf["show"]]["title"], "date": perf["date"],
            "quantity": quantity, "positionInQueue": 4, "contactBy": contactBy,
            "contact": "07700 900318" if contactBy == "sms" else "nadia.okafor@example.com",
            "note": "Returned seats are offered in queue order and held for 2 hours."}


def check_voucher_balance(code: str) -> dict:
    voucher = VOUCHERS.get(str(code).strip().upper())
    if voucher is None:
        return {"error": f"Gift voucher {code!r} not recognised; codes look like GV-1234-AB."}
    expired = _dt.date.fromisoformat(voucher["expires"]) < PLAYHOUSE_NOW.date()
    return {"code": str(code).strip().upper(), "balance": voucher["balance"], "currency": "GBP",
            "expires": voucher["expires"], "expired": expired}


PLAYHOUSE_INSTRUCTIONS = """You are the online box-office assistant of the Riverside Playhouse, Bristol.
Today is Thursday 10 December 2026, 14:20.

Signed-in customer: Nadia Okafor, Friends of the Playhouse member RP-55821, email nadia.okafor@example.com, mobile 07700 900318.

Box-office policy:
- Friends of the Playhouse get 10% off full-price adult tickets and pay no booking fee. Child tickets (under 16) are half the full adult price; senior (65+) and student tickets are £4 off the full adult price.
- At most 8 tickets per booking.
- Exchanges: to another performance of the same show, subject to availability; free for Friends up to 48 hours before the original performance (not possible after that).
- Cancellations: up to 7 days before the performance, refunded in full as a credit voucher valid 12 months. Within 7 days of the performance there is no refund.
- Children under 5 are not admitted to any performance except family shows (this season: Aladdin).
- Latecomers are admitted at a suitable break in the performance.
- Access: captioned, audio-described and relaxed performances are marked in listings; wheelchair spaces are in stalls row A.
- Interval drinks can be pre-ordered up to 1 hour before curtain-up and collected from the bar on your level. Menu: house red or white wine £7.50, prosecco £8.50, bottled beer £6.00, orange juice £3.00, sparkling water £2.50, ice-cream tub £4.00.

Use the tools to look up performances, seats, bookings and vouchers; never invent performance ids or booking references."""

PLAYHOUSE = Domain(
    name="theatre box office",
    instructions=PLAYHOUSE_INSTRUCTIONS,
    tools=[
        ToolDef(
            name="listPerformances",
            description="List Riverside Playhouse performances between two dates, with seats left per section and full adult prices.",
            parameters={
                "type": "object",
                "properties": {
                    "dateFrom": {"type": "string", "format": "date", "description": "First date, YYYY-MM-DD."},
                    "dateTo": {"type": "string", "format": "date", "description": "Last date, YYYY-MM-DD (default: 30 days after dateFrom)."},
                    "show": {"type": "string", "description": "Optional show title or id to filter by, e.g. 'Aladdin'."},
                    "access": {"type": "string", "enum": ["captioned", "audio_described", "relaxed"],
                               "description": "Only performances with this access provision."},
                },
                "required": ["dateFrom"],
            },
            fn=list_performances,
        ),
        ToolDef(
            name="getShowDetails",
            description="Details of a show: running time, interval, age guidance, content notes, prices.",
            parameters={
                "type": "object",
                "properties": {"show": {"type": "string", "description": "Show title or id."}},
                "required": ["show"],
            },
            fn=get_show_details,
        ),
        ToolDef(
            name="getSeatAvailability",
            description="Seats left and per-ticket prices (member, child, senior, student) by section for one performance.",
            parameters={
                "type": "object",
                "properties": {
                    "performanceId": {"type": "string", "description": "e.g. P-301"},
                    "section": {"type": "string", "enum": ["stalls", "circle", "balcony"], "description": "Optional: one section only."},
                },
                "required": ["performanceId"],
            },
            fn=get_seat_availability,
        ),
        ToolDef(
            name="bookTickets",
            description="Book and pay for tickets for one performance, in one section. Charges the saved card (after any gift voucher).",
            parameters={
                "type": "object",
                "properties": {
                    "performanceId": {"type": "string", "description": "Performance id from listPerformances, e.g. P-301."},
                    "section": {"type": "string", "enum": ["stalls", "circle", "balcony"]},
                    "tickets": {"type": "array", "items": {"$ref": "#/$defs/TicketLine"},
                                "description": "One line per ticket type."},
                    "accessibleSeating": {"type": "boolean", "description": "Wheelchair space needed (stalls row A)."},
                    "voucherCode": {"type": ["string", "null"], "description": "Gift voucher to pay with, or null."},
                },
                "required": ["performanceId", "section", "tickets", "accessibleSeating", "voucherCode"],
                "additionalProperties": False,
                "$defs": {
                    "TicketLine": {
                        "type": "object",
                        "properties": {
                            "type": {"type": "string", "enum": ["adult", "child", "senior", "student"]},
                            "quantity": {"type": "integer"},
                        },
                        "required": ["type", "quantity"],
                        "additionalProperties": False,
                    }
                },
            },
            fn=book_tickets,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="getMyBookings",
            description="The signed-in customer's bookings (upcoming, optionally past).",
            parameters={
                "type": "object",
                "properties": {"includePast": {"type": "boolean", "description": "Also list past bookings."}},
            },
            fn=get_my_bookings,
        ),
        ToolDef(
            name="cancelBooking",
            description="Cancel a booking (refund as credit voucher if 7+ days before the performance).",
            parameters={
                "type": "object",
                "properties": {
                    "bookingRef": {"type": "string", "description": "e.g. RB-7781"},
                    "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                },
                "required": ["bookingRef"],
            },
            fn=cancel_booking,
            act=True,
        ),
        ToolDef(
            name="exchangeBooking",
            description="Move a booking to another performance of the same show (same section and ticket types).",
            parameters={
                "type": "object",
                "properties": {
                    "bookingRef": {"type": "string"},
                    "newPerformanceId": {"type": "string", "description": "Target performance id, e.g. P-312."},
                },
                "required": ["bookingRef", "newPerformanceId"],
            },
            fn=exchange_booking,
            act=True,
        ),
        ToolDef(
            name="orderIntervalDrinks",
            description="Pre-order interval drinks for a booking, paid with the saved card.",
            parameters={
                "type": "object",
                "properties": {
                    "bookingRef": {"type": "string"},
                    "items": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": {
                                "item": {"type": "string", "enum": list(DRINKS)},
                                "quantity": {"type": "integer", "minimum": 1},
                            },
                            "required": ["item", "quantity"],
                        },
                    },
                },
                "required": ["bookingRef", "items"],
            },
            fn=order_interval_drinks,
            act=True,
        ),
        ToolDef(
            name="joinWaitlist",
            description="Join the returns waiting list for a sold-out performance.",
            parameters={
                "type": "object",
                "properties": {
                    "performanceId": {"type": "string"},
                    "quantity": {"type": "integer", "minimum": 1, "maximum": 8},
                    "contactBy": {"type": "string", "enum": ["email", "sms"]},
                },
                "required": ["performanceId", "quantity"],
            },
            fn=join_waitlist,
            act=True,
        ),
        ToolDef(
            name="checkVoucherBalance",
            description="Balance and expiry of a Riverside Playhouse gift voucher.",
            parameters={
                "type": "object",
                "properties": {"code": {"type": "string", "description": "Voucher code, e.g. GV-1234-AB."}},
                "required": ["code"],
            },
            fn=check_voucher_balance,
        ),
    ],
)


# =============================================================================================
# 2. Tennis club: Hollybank LTC (3 tools, hyphenated names, strict-compatible schemas)
# =============================================================================================

TENNIS_TODAY = _dt.date(2026, 12, 14)
COURTS = {1: "indoor", 2: "indoor", 3: "indoor", 4: "outdoor", 5: "outdoor", 6: "outdoor"}
COURT_HOURS = {"indoor": (7, 22), "outdoor": (7, 21)}
COURT_BUSY: dict[tuple[str, int], set[int]] = {
    ("2026-12-15", 1): {18, 19, 20, 21}, ("2026-12-15", 2): {18}, ("2026-12-15", 3): {19, 20, 21},
    ("2026-12-16", 2): {18},
    ("2026-12-17", 6): {9},
    ("2026-12-19", 4): {9, 10, 11, 12, 13, 14}, ("2026-12-19", 5): {9, 10, 11, 12, 13, 14, 15},
    ("2026-12-19", 6): {9, 10, 11, 12, 13},
    ("2026-12-20", 1): {10, 11}, ("2026-12-20", 2): {10}, ("2026-12-20", 5): {10, 11},
}
TOM_BOOKINGS = {
    "HB-2231": {"court": 2, "date": "2026-12-16", "start": "18:00", "minutes": 60, "with": "Sam Ortiz"},
    "HB-2240": {"court": 5, "date": "2026-12-20", "start": "10:00", "minutes": 90, "with": "Sam Ortiz"},
}
MEMBERS = {"4417": "Tom Keller", "5120": "Sam Ortiz", "3981": "Priti Rao", "2764": "Greg Hale"}


def _hours_needed(start_hour: int, minutes: int) -> list[int]:
    return list(range(start_hour, start_hour + (minutes + 59) // 60))


def _court_free(day: str, court: int, start_hour: int, minutes: int) -> bool:
    open_h, close_h = COURT_HOURS[COURTS[court]]
    if start_hour < open_h or start_hour + minutes / 60 > close_h:
        return False
    busy = COURT_BUSY.get((day, court), set())
    return not any(h in busy for h in _hours_needed(start_hour, minutes))


def find_free_courts(date: str, after: str | None = None, surface: str = "any", duration_minutes: int | None = None) -> dict:
    day = _parse_date(date)
    if day is None:
        return {"error": f"{date!r} is not a date (use YYYY-MM-DD)."}
    if day < TENNIS_TODAY or day > TENNIS_TODAY + _dt.timedelta(days=7):
        return {"error": "Courts can be booked from today up to 7 days ahead (until Monday 21 December 2026)."}
    minutes = duration_minutes or 60
    after_hm = _parse_time(after) if after else None
    earliest = after_hm[0] + (1 if after_hm[1] else 0) if after_hm else 0
    result = []
    for court, kind in COURTS.items():
        if surface in ("indoor", "outdoor") and kind != surface:
            continue
        open_h, close_h = COURT_HOURS[kind]
        starts = [f"{h:02d}:00" for h in range(max(open_h, earliest), close_h) if _court_free(day.isoformat(), court, h, minutes)]
        result.append({"court": court, "surface": "indoor acrylic" if kind == "indoor" else "floodlit artificial grass",
                       "freeStartTimes": starts})
    return {"date": day.isoformat(), "day": day.strftime("%A"), "durationMinutes": minutes, "courts": result,
            "prices": "Indoor £10/hour; outdoor free for members (£3 floodlight fee from 16:00); guests £6 each; ball machine £5/hour (court 6 only)."}


def book_court(court: int, date: str, start: str, duration_minutes: int, partner_member_numbers: list | None = None,
               guests: int = 0, ball_machine: bool = False, note: str | None = None) -> dict:
    if court not in COURTS:
        return {"error": f"There is no court {court}; Hollybank has courts 1-3 (indoor) and 4-6 (outdoor)."}
    day = _parse_date(date)
    if day is None:
        return {"error": f"{date!r} is not a date (use YYYY-MM-DD)."}
    if day < TENNIS_TODAY or day > TENNIS_TODAY + _dt.timedelta(days=7):
        return {"error": "Courts can be booked from today up to 7 days ahead (until Monday 21 December 2026)."}
    hm = _parse_time(start)
    if hm is None or hm[1] != 0:
        return {"error": f"Start time {start!r} must be on the hour, e.g. 19:00."}
    if duration_minutes not in (60, 90, 120):
        return {"error": "Bookings are 60, 90 or 120 minutes."}
    if not _court_free(day.isoformat(), court, hm[0], duration_minutes):
        return {"error": f"Court {court} is not free at {start} on {day.isoformat()} for {duration_minutes} minutes; use find-free-courts."}
    if ball_machine and court != 6:
        return {"error": "The ball machine is only available on court 6."}
    partners = [str(p).strip() for p in partner_member_numbers or []]
    unknown = [p for p in partners if p not in MEMBERS]
    if unknown:
        return {"error": f"Unknown member number(s) {unknown}; add non-members as guests instead."}
    already = sum(b["minutes"] for b in TOM_BOOKINGS.values() if b["date"] == day.isoformat())
    if already + duration_minutes > 120:
        return {"error": f"Members may book at most 2 hours a day; you already have {already} minutes on {day.isoformat()}."}
    hours = duration_minutes / 60
    cost = 10 * hours if COURTS[court] == "indoor" else (3 * hours if hm[0] >= 16 else 0)
    cost += 6 * int(guests or 0) + (5 * hours if ball_machine else 0)
    return {"status": "booked", "bookingId": f"HB-{2300 + court * 40 + hm[0]}", "court": court,
            "surface": COURTS[court], "date": day.isoformat(), "day": day.strftime("%A"), "start": f"{hm[0]:02d}:00",
            "durationMinutes": duration_minutes, "players": ["Tom Keller"] + [MEMBERS[p] for p in partners],
            "guests": int(guests or 0), "ballMachine": bool(ball_machine), "charge": round(cost, 2),
            "chargedTo": "club account 4417"}


def cancel_court_booking(booking_id: str) -> dict:
    booking = TOM_BOOKINGS.get(str(booking_id).strip().upper())
    if booking is None:
        return {"error": f"No booking {booking_id!r} on member 4417; your bookings: {', '.join(TOM_BOOKINGS)}."}
    start = _dt.datetime.fromisoformat(f"{booking['date']}T{booking['start']}")
    late = start - _dt.datetime(2026, 12, 14, 7, 45) < _dt.timedelta(hours=24)
    return {"status": "cancelled", "bookingId": str(booking_id).upper(), "court": booking["court"], "date": booking["date"],
            "start": booking["start"], "lateCancellationFee": 8.0 if late else 0.0}


TENNIS_INSTRUCTIONS = """You are the court-booking assistant in the Hollybank Lawn Tennis Club app.
Today is Monday 14 December 2026, 07:45.

Signed-in member: Tom Keller, member number 4417.
Tom's regular partners (member numbers): Sam Ortiz 5120, Priti Rao 3981.
Tom's upcoming bookings:
- HB-2231: court 2 (indoor), Wednesday 16 December, 18:00-19:00, with Sam Ortiz
- HB-2240: court 5 (outdoor), Sunday 20 December, 10:00-11:30, with Sam Ortiz

Club rules:
- Courts 1-3 are indoor (07:00-22:00); courts 4-6 are floodlit outdoor artificial grass (07:00-21:00).
- Members book from today up to 7 days ahead, on the hour, for 60, 90 or 120 minutes; at most 2 hours per member per day.
- Indoor courts cost £10 per hour; outdoor courts are free for members, with a £3 per hour floodlight fee from 16:00.
- Guests: £6 per guest per booking, at most 3 guests.
- The ball machine costs £5 per hour and is only available on court 6.
- Cancel at least 24 hours before the start, otherwise an £8 late-cancellation fee is charged to the member's account.
There is no tool to move a booking: a move is a cancellation plus a new booking."""

TENNIS = Domain(
    name="tennis club",
    instructions=TENNIS_INSTRUCTIONS,
    tools=[
        ToolDef(
            name="find-free-courts",
            description="Free start times per court on one day.",
            parameters={
                "type": "object",
                "properties": {
                    "date": {"type": "string", "description": "YYYY-MM-DD"},
                    "after": {"type": ["string", "null"], "description": "Only start times at or after this time (HH:MM), or null."},
                    "surface": {"type": "string", "enum": ["indoor", "outdoor", "any"]},
                    "duration_minutes": {"type": ["integer", "null"], "enum": [60, 90, 120, None],
                                         "description": "Length of play; null means 60."},
                },
                "required": ["date", "after", "surface", "duration_minutes"],
                "additionalProperties": False,
            },
            fn=find_free_courts,
        ),
        ToolDef(
            name="book-court",
            description="Book a court for the signed-in member (charges the club account).",
            parameters={
                "type": "object",
                "properties": {
                    "court": {"type": "integer", "description": "Court number 1-6."},
                    "date": {"type": "string", "description": "YYYY-MM-DD"},
                    "start": {"type": "string", "description": "Start time HH:MM, on the hour."},
                    "duration_minutes": {"type": "integer", "enum": [60, 90, 120]},
                    "partner_member_numbers": {"type": "array", "items": {"type": "string"},
                                               "description": "Member numbers of other club members playing (not the booker)."},
                    "guests": {"type": "integer", "description": "Number of non-member guests (0-3)."},
                    "ball_machine": {"type": "boolean"},
                    "note": {"type": ["string", "null"]},
                },
                "required": ["court", "date", "start", "duration_minutes", "partner_member_numbers", "guests", "ball_machine", "note"],
                "additionalProperties": False,
            },
            fn=book_court,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="cancel-court-booking",
            description="Cancel one of the member's court bookings.",
            parameters={
                "type": "object",
                "properties": {"booking_id": {"type": "string", "description": "e.g. HB-2231"}},
                "required": ["booking_id"],
                "additionalProperties": False,
            },
            fn=cancel_court_booking,
            act=True,
        ),
    ],
)


# =============================================================================================
# 3. Recycling centre van/trailer permits: Northfield Council (1 tool)
# =============================================================================================

RECYCLING_TODAY = _dt.date(2026, 12, 9)
SITES = {"hatton_road": ("Hatton Road Recycling Centre", "08:00-16:00", set()),
         "mill_lane": ("Mill Lane Recycling Centre", "09:00-16:00", {1, 2})}  # closed Tuesdays, Wednesdays
CLOSED_DATES = {"2026-12-25", "2026-12-26", "2027-01-01"}


def request_site_permit(site: str, visitDate: str, vehicle: dict, wasteTypes: list, notes: str | None = None) -> dict:
    if site not in SITES:
        return {"error": f"Unknown site {site!r}; choose hatton_road or mill_lane."}
    day = _parse_date(visitDate)
    if day is None:
        return {"error": f"{visitDate!r} is not a date (use YYYY-MM-DD)."}
    name, hours, closed_weekdays = SITES[site]
    if day <= RECYCLING_TODAY:
        return {"error": "Permits must be requested at least one day before the visit."}
    if day > RECYCLING_TODAY + _dt.timedelta(days=28):
        return {"error": "Permits can be requested up to 28 days ahead."}
    if day.weekday() in closed_weekdays or day.isoformat() in CLOSED_DATES:
        return {"error": f"{name} is closed on {_day_label(day)} (Mill Lane is closed on Tuesdays and Wednesdays; both sites close 25-26 Dec and 1 Jan)."}
    if not isinstance(vehicle, dict) or not str(vehicle.get("registration", "")).strip():
        return {"error": "A vehicle registration is required."}
    reg = re.sub(r"\s+", "", str(vehicle["registration"]).upper())
    charges = []
    if "rubble" in wasteTypes:
        charges.append("Rubble/hardcore: first 3 bags free, then £3 per bag, paid at the site")
    if "plasterboard" in wasteTypes:
        charges.append("Plasterboard: £5 per sheet, paid at the site")
    if "tyres" in wasteTypes:
        charges.append("Tyres: £4 each, at most 4 per visit")
    result = {"status": "issued", "permitNumber": f"NP-{'HR' if site == 'hatton_road' else 'ML'}{day.strftime('%m%d')}-{reg}",
              "site": name, "date": day.isoformat(), "day": day.strftime("%A"), "openingHours": hours,
              "vehicle": {"kind": vehicle.get("kind"), "registration": reg, "hired": bool(vehicle.get("hired", False))},
              "wasteTypes": wasteTypes, "charges": charges,
              "allowance": "Counts as 1 of the household's 12 permit visits for 2026 (4 used before this one).",
              "emailedTo": "priya.shah@example.com"}
    if vehicle.get("hired"):
        result["reminder"] = "Bring the hire agreement: staff will check it."
    return result


RECYCLING_INSTRUCTIONS = """You are the Northfield Council assistant for household recycling centre permits.
Today is Wednesday 9 December 2026, 10:40.

Signed-in resident: Priya Shah, 14 Alder Close, Northfield NF3 7QP, council tax account NC-208841, email priya.shah@example.com.
Registered household vehicle: blue Ford Transit van, registration KX19 TRV.
The household has used 4 of its 12 permit visits for 2026; the allowance resets on 1 January.

Rules:
- Cars (without a trailer) do not need a permit. Vans, pick-ups, and any vehicle towing a trailer over 1.5 m long need a permit for each visit.
- A permit is for one visit, on one date, at one site, for one vehicle; request it at least one day ahead (no same-day permits), up to 28 days ahead.
- Hired or borrowed vans and pick-ups are fine with a permit; a hired vehicle's hire agreement must be shown at the gate.
- Sites: Hatton Road, open every day 08:00-16:00 (winter hours). Mill Lane, 09:00-16:00, closed on Tuesdays and Wednesdays. Both sites are closed on 25 and 26 December and 1 January.
- Charges paid at the site: rubble/hardcore first 3 bags free then £3 per bag; plasterboard £5 per sheet; tyres £4 each (max 4).
- Asbestos is not accepted at either site: residents book a special asbestos collection at northfield.gov.uk/asbestos (£45 for up to 10 sheets, wrapped in heavy-duty plastic).
- Fridges, freezers, TVs and other electricals are accepted free."""

RECYCLING = Domain(
    name="recycling permits",
    instructions=RECYCLING_INSTRUCTIONS,
    tools=[
        ToolDef(
            name="requestSitePermit",
            description="Issue a one-visit van/pick-up/trailer permit for a Northfield household recycling centre. Emails the permit to the resident.",
            parameters={
                "type": "object",
                "properties": {
                    "site": {"type": "string", "enum": ["hatton_road", "mill_lane"]},
                    "visitDate": {"type": "string", "format": "date", "description": "Date of the visit, YYYY-MM-DD."},
                    "vehicle": {"$ref": "#/$defs/Vehicle"},
                    "wasteTypes": {
                        "type": "array",
                        "minItems": 1,
                        "items": {"type": "string", "enum": ["garden", "wood", "rubble", "plasterboard", "metal", "tyres",
                                                             "electricals", "furniture", "cardboard", "mixed_general"]},
                    },
                    "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Anything staff should know, or null."},
                },
                "required": ["site", "visitDate", "vehicle", "wasteTypes"],
                "$defs": {
                    "Vehicle": {
                        "type": "object",
                        "properties": {
                            "kind": {"type": "string", "enum": ["van", "pickup", "car_with_trailer", "van_with_trailer"]},
                            "registration": {"type": "string", "description": "Number plate, e.g. KX19 TRV."},
                            "hired": {"type": "boolean", "description": "A hire vehicle (the hire agreement is checked at the gate)."},
                        },
                        "required": ["kind", "registration"],
                    }
                },
            },
            fn=request_site_permit,
            act=True,
        ),
    ],
)


# =============================================================================================
# 4. Alterations tailor: Stitch & Press (5 tools, snake_case)
# =============================================================================================

TAILOR_TODAY = _dt.date(2026, 12, 8)
ALTERATION_PRICES: dict[str, dict[str, float]] = {
    "trousers": {"hem": 14, "take_in": 18, "let_out": 18, "taper": 20, "zip_replace": 15, "button_replace": 6},
    "jeans": {"hem": 16, "take_in": 20, "taper": 22, "zip_replace": 15, "button_replace": 6},
    "skirt": {"hem": 16, "take_in": 18, "let_out": 18, "zip_replace": 15, "lining_replace": 35},
    "dress": {"hem": 25, "take_in": 30, "let_out": 30, "shorten_sleeves": 22, "zip_replace": 22, "lining_replace": 55},
    "shirt": {"take_in": 16, "shorten_sleeves": 18, "button_replace": 6},
    "jacket": {"take_in": 32, "let_out": 32, "shorten_sleeves": 28, "zip_replace": 30, "lining_replace": 70, "button_replace": 6},
    "coat": {"take_in": 38, "shorten_sleeves": 35, "hem": 40, "zip_replace": 35, "lining_replace": 85, "button_replace": 6},
}
FABRIC_SURCHARGE = {"leather": 0.4, "silk": 0.2}
TAILOR_ORDERS: dict[str, dict[str, Any]] = {
    "A-1187": {"items": "2 pairs of trousers (hem), 1 jacket (shorten sleeves)", "status": "ready for collection",
               "ready_since": "2026-12-04", "total": 42.0},
    "A-1192": {"items": "wedding dress (take in bodice, hem)", "status": "in progress: second bridal fitting due",
               "next_fitting": "F-5521, Saturday 12 December 2026 11:00", "total": 280.0},
    "A-1201": {"items": "wool coat (full lining replacement)", "status": "waiting for lining fabric from supplier",
               "expected_ready": "2026-12-15", "total": 85.0},
}
TAILOR_FITTINGS = {"F-5521": {"date": "2026-12-12", "time": "11:00", "purpose": "bridal", "order_no": "A-1192"}}
TAKEN_FITTING_SLOTS = {("2026-12-10", "11:00"), ("2026-12-10", "11:30"), ("2026-12-12", "11:00"), ("2026-12-15", "14:00")}


def _add_working_days(start: _dt.date, days: int) -> _dt.date:
    day = start
    while days:
        day += _dt.timedelta(days=1)
        if day.weekday() < 5:
            days -= 1
    return day


def get_alteration_quote(garment: str, alterations: list, fabric: str | None = None, express: bool = False) -> dict:
    if garment in ("wedding_dress", "suit"):
        return {"error": f"{garment.replace('_', ' ')} alterations are quoted in person at a fitting; book one with book_fitting."}
    table = ALTERATION_PRICES.get(garment)
    if table is None:
        return {"error": f"Unknown garment {garment!r}."}
    lines, not_offered = [], []
    surcharge = FABRIC_SURCHARGE.get(fabric or "", 0.0)
    for alt in alterations or []:
        if alt not in table:
            not_offered.append(alt)
            continue
        price = table[alt] * (1 + surcharge) * (1.5 if express else 1)
        lines.append({"alteration": alt, "price": round(price, 2)})
    if not lines:
        return {"error": f"None of {alterations} is offered for {garment}; offered: {', '.join(table)}."}
    total = round(sum(line["price"] for line in lines), 2)
    ready = _add_working_days(TAILOR_TODAY, 2 if express else 5)
    result = {"garment": garment, "fabric": fabric or "standard", "express": bool(express), "lines": lines, "total": total,
              "totalText": _money(total), "turnaround": "2 working days (express)" if express else "5 working days",
              "readyBy_if_dropped_off_today": ready.isoformat(), "readyDay": ready.strftime("%A")}
    if surcharge:
        result["fabricSurcharge"] = f"+{int(surcharge * 100)}% for {fabric}"
    if not_offered:
        result["notOffered"] = not_offered
    return result


def book_fitting(date: str, time: str, purpose: str, order_no: str | None = None, notes: str | None = None) -> dict:
    day = _parse_date(date)
    if day is None:
        return {"error": f"{date!r} is not a date (use YYYY-MM-DD)."}
    if day < TAILOR_TODAY:
        return {"error": "That date is in the past."}
    if day.weekday() in (0, 6):
        return {"error": "Fittings are Tuesday to Saturday only."}
    hm = _parse_time(time)
    if hm is None:
        return {"error": f"{time!r} is not a time (use HH:MM)."}
    if hm[1] not in (0, 30) or not (9, 30) <= hm <= (16, 30):
        return {"error": "Fittings start on the hour or half hour between 09:30 and 16:30."}
    slot = f"{hm[0]:02d}:{hm[1]:02d}"
    if (day.isoformat(), slot) in TAKEN_FITTING_SLOTS:
        return {"error": f"{slot} on {day.isoformat()} is taken; nearby free: {hm[0]:02d}:{(hm[1] + 30) % 60:02d}."}
    if order_no and str(order_no).upper() not in TAILOR_ORDERS:
        return {"error": f"Unknown order {order_no!r}; Ellie's orders: {', '.join(TAILOR_ORDERS)}."}
    return {"status": "booked", "fittingId": f"F-{5600 + day.day * 10 + hm[0]}", "date": day.isoformat(),
            "day": day.strftime("%A"), "time": slot, "purpose": purpose, "order_no": order_no,
            "length": "60 minutes" if purpose == "bridal" else "30 minutes",
            "address": "Stitch & Press, 41 Oldham Street, Manchester M1 1JG"}


def get_order_status(order_no: str) -> dict:
    order = TAILOR_ORDERS.get(str(order_no).strip().upper())
    if order is None:
        return {"error": f"Unknown order {order_no!r}; Ellie's orders: {', '.join(TAILOR_ORDERS)}."}
    return {"order_no": str(order_no).strip().upper(), **order, "payment": "due on collection or before courier delivery"}


def schedule_delivery(order_no: str, delivery_date: str, slot: str, address: dict | None = None) -> dict:
    ref = str(order_no).strip().upper()
    order = TAILOR_ORDERS.get(ref)
    if order is None:
        return {"error": f"Unknown order {order_no!r}; Ellie's orders: {', '.join(TAILOR_ORDERS)}."}
    if ref == "A-1192":
        return {"error": "Bridal orders are collected in person after the final fitting."}
    if order["status"] != "ready for collection":
        return {"error": f"Order {ref} is not ready yet ({order['status']}); delivery can be booked once it is ready."}
    day = _parse_date(delivery_date)
    if day is None or day <= TAILOR_TODAY:
        return {"error": "Courier deliveries can be booked from tomorrow onwards."}
    if day.weekday() == 6:
        return {"error": "No courier deliveries on Sundays."}
    fee = 0.0 if order["total"] >= 60 else 6.5
    where = address or {"line1": "5 Canal Street, Apt 12", "city": "Manchester", "postcode": "M1 3HE"}
    return {"status": "scheduled", "deliveryRef": f"D-{ref[2:]}-{day.strftime('%d%m')}", "order_no": ref,
            "date": day.isoformat(), "day": day.strftime("%A"),
            "window": "08:00-12:00" if slot == "morning" else "12:00-17:00", "address": where,
            "orderTotal": order["total"], "deliveryFee": fee, "amountCharged": round(order["total"] + fee, 2),
            "note": "Charged to the card on file before dispatch."}


def cancel_fitting(fitting_id: str) -> dict:
    fitting = TAILOR_FITTINGS.get(str(fitting_id).strip().upper())
    if fitting is None:
        return {"error": f"No fitting {fitting_id!r} on this account; upcoming: {', '.join(TAILOR_FITTINGS)}."}
    return {"status": "cancelled", "fittingId": str(fitting_id).upper(), **fitting}


TAILOR_INSTRUCTIONS = """You are the assistant for Stitch & Press Alterations, 41 Oldham Street, Manchester M1 1JG.
Today is Tuesday 8 December 2026, 11:15.

Signed-in customer: Ellie Marsh, account C-3390, delivery address 5 Canal Street, Apt 12, Manchester M1 3HE.
Ellie's orders:
- A-1187: 2 pairs of trousers (hemmed) and 1 jacket (sleeves shortened)
- A-1192: wedding dress (bodice taken in, hem)
- A-1201: wool coat (full lining replacement)
Ellie's upcoming fitting: F-5521, Saturday 12 December 2026 at 11:00, bridal fitting for A-1192.

Shop policies:
- Standard turnaround is 5 working days; express (2 working days) costs 50% extra. Leather adds 40% and silk 20% to alteration prices.
- Fittings are Tuesday to Saturday, 09:30-16:30 start times, on the hour or half hour (30 minutes; bridal fittings 60 minutes). The shop is closed Sunday and Monday.
- Wedding dresses: book 6-8 weeks before the wedding; usually 3 fittings. Bridal orders are collected in person after the final fitting.
- Payment is taken on collection (or before dispatch for courier delivery); no deposit except for bridal work.
- Courier delivery within Manchester: £6.50, free for orders of £60 or more; morning (08:00-12:00) or afternoon (12:00-17:00), Monday to Saturday.
- Items not collected within 90 days are donated to charity."""

TAILOR = Domain(
    name="alterations tailor",
    instructions=TAILOR_INSTRUCTIONS,
    tools=[
        ToolDef(
            name="get_alteration_quote",
            description="Price and turnaround for alterations to one garment.",
            parameters={
                "type": "object",
                "properties": {
                    "garment": {"type": "string", "enum": ["trousers", "jeans", "skirt", "dress", "shirt", "jacket", "coat", "suit", "wedding_dress"]},
                    "alterations": {"type": "array", "items": {"type": "string", "enum": [
                        "hem", "take_in", "let_out", "taper", "shorten_sleeves", "zip_replace", "lining_replace", "button_replace"]}},
                    "fabric": {"type": ["string", "null"], "enum": ["standard", "denim", "wool", "silk", "leather", None],
                               "description": "Fabric if special (leather/silk cost more), or null."},
                    "express": {"type": "boolean", "description": "2 working days instead of 5 (+50%)."},
                },
                "required": ["garment", "alterations", "fabric", "express"],
                "additionalProperties": False,
            },
            fn=get_alteration_quote,
            strict=True,
        ),
        ToolDef(
            name="book_fitting",
            description="Book a fitting appointment at the shop.",
            parameters={
                "type": "object",
                "properties": {
                    "date": {"type": "string", "format": "date"},
                    "time": {"type": "string", "description": "Start time HH:MM (on the hour or half hour)."},
                    "purpose": {"type": "string", "enum": ["alteration_pinning", "bridal", "suit_measuring", "collection_try_on"]},
                    "order_no": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Related order, e.g. A-1192, or null."},
                    "notes": {"type": "string"},
                },
                "required": ["date", "time", "purpose"],
            },
            fn=book_fitting,
            act=True,
        ),
        ToolDef(
            name="get_order_status",
            description="Status, total and dates of an alteration order.",
            parameters={"type": "object", "properties": {"order_no": {"type": "string"}}, "required": ["order_no"]},
            fn=get_order_status,
        ),
        ToolDef(
            name="schedule_delivery",
            description="Book courier delivery of a ready order (charges the card on file).",
            parameters={
                "type": "object",
                "properties": {
                    "order_no": {"type": "string"},
                    "delivery_date": {"type": "string", "format": "date"},
                    "slot": {"type": "string", "enum": ["morning", "afternoon"]},
                    "address": {
                        "type": "object",
                        "description": "Only if not the account's delivery address.",
                        "properties": {
                            "line1": {"type": "string"},
                            "line2": {"type": ["string", "null"]},
                            "city": {"type": "string"},
                            "postcode": {"type": "string"},
                        },
                        "required": ["line1", "city", "postcode"],
                    },
                },
                "required": ["order_no", "delivery_date", "slot"],
            },
            fn=schedule_delivery,
            act=True,
        ),
        ToolDef(
            name="cancel_fitting",
            description="Cancel a fitting appointment.",
            parameters={"type": "object", "properties": {"fitting_id": {"type": "string"}}, "required": ["fitting_id"]},
            fn=cancel_fitting,
            act=True,
        ),
    ],
)


# =============================================================================================
# 5. Home EV charger installer: VoltNest (5 tools, snake_case)
# =============================================================================================

EV_TODAY = _dt.date(2026, 12, 7)
CHARGERS = {"nest7_tethered": ("Nest 7 Tethered (7.4 kW, 5 m Type 2 cable)", 799.0),
            "nest7_untethered": ("Nest 7 Untethered (7.4 kW socket)", 849.0),
            "nest22": ("Nest 22 (22 kW, three-phase only)", 1149.0)}
INSTALL_SLOTS = [("2026-12-09", "am"), ("2026-12-11", "pm"), ("2026-12-14", "am"), ("2026-12-15", "pm"),
                 ("2026-12-17", "am"), ("2026-12-18", "pm"), ("2026-12-21", "am"), ("2026-12-22", "pm")]


def _slot_id(day: str, part: str) -> str:
    return f"SL-{day[5:7]}{day[8:10]}-{part.upper()}"


def estimate_install_cost(charger_model: str, cable_run_m: float, property_type: str = "house", supply_phase: str = "single",
                          fuse_upgrade: bool | None = None) -> dict:
    if charger_model not in CHARGERS:
        return {"error": f"Unknown charger {charger_model!r}; models: {', '.join(CHARGERS)}."}
    if charger_model == "nest22" and supply_phase != "three":
        return {"error": "The Nest 22 needs a three-phase supply; most homes are single-phase, so choose a Nest 7 model."}
    name, price = CHARGERS[charger_model]
    extra_m = max(0.0, float(cable_run_m) - 10)
    extra = round(extra_m * 18, 2)
    total = round(price + extra, 2)
    result = {"charger": name, "chargerIncludingStandardInstall": price, "cableRunMetres": cable_run_m,
              "extraCableMetres": extra_m, "extraCableCost": extra, "total": total, "totalText": _money(total),
              "propertyType": property_type, "supplyPhase": supply_phase}
    if fuse_upgrade:
        result["fuseUpgrade"] = "Free, arranged with the network operator; adds 2-4 weeks before installation."
    return result


def list_install_slots(postcode: str, from_date: str, part_of_day: str = "any") -> dict:
    code = str(postcode).strip().upper()
    if not re.match(r"^(LS|HG)\d", code):
        return {"error": f"VoltNest installs in Leeds (LS) and Harrogate (HG) postcodes only; {postcode!r} is outside the area."}
    start = _parse_date(from_date)
    if start is None:
        return {"error": f"{from_date!r} is not a date (use YYYY-MM-DD)."}
    start = max(start, EV_TODAY + _dt.timedelta(days=1))
    end = start + _dt.timedelta(days=13)
    slots = []
    for day, part in INSTALL_SLOTS:
        d = _dt.date.fromisoformat(day)
        if start <= d <= end and part_of_day in ("any", part):
            slots.append({"slotId": _slot_id(day, part), "date": day, "day": d.strftime("%A"),
                          "window": "08:00-12:00" if part == "am" else "12:00-17:00"})
    return {"postcode": code, "from": start.isoformat(), "to": end.isoformat(), "slots": slots}


def book_installation(slot_id: str, charger_model: str, cable_run_m: float, survey: dict) -> dict:
    match = next(((d, p) for d, p in INSTALL_SLOTS if _slot_id(d, p) == str(slot_id).strip().upper()), None)
    if match is None:
        return {"error": f"Unknown or taken slot {slot_id!r}; see list_install_slots."}
    if charger_model not in CHARGERS:
        return {"error": f"Unknown charger {charger_model!r}; models: {', '.join(CHARGERS)}."}
    if not isinstance(survey, dict):
        return {"error": "The survey answers are required."}
    if survey.get("parking") == "street":
        return {"error": "We can't install for on-street parking: cables may not cross the pavement."}
    name, price = CHARGERS[charger_model]
    total = round(price + max(0.0, float(cable_run_m) - 10) * 18, 2)
    notes = []
    if not survey.get("wifi_reaches_charger", True):
        notes.append("Wi-Fi doesn't reach: the engineer will fit a powerline adapter (free).")
    if not survey.get("has_smart_meter", True):
        notes.append("No smart meter: off-peak scheduling works on a fixed timer instead of the tariff.")
    day = _dt.date.fromisoformat(match[0])
    return {"status": "booked", "installationRef": f"VI-{day.strftime('%m%d')}-10488", "date": match[0],
            "day": day.strftime("%A"), "window": "08:00-12:00" if match[1] == "am" else "12:00-17:00",
            "charger": name, "location": survey.get("parking"), "cableRunMetres": cable_run_m, "price": total,
            "priceText": _money(total), "payment": "50% deposit taken now, balance after installation",
            "address": "22 Quarry Lane, Leeds LS6 2AB", "notes": notes}


def get_charger_status(serial: str) -> dict:
    if str(serial).strip().upper().replace(" ", "") != "VN7-004512":
        return {"error": f"No charger with serial {serial!r} on account VN-10488 (registered: VN7-004512)."}
    return {"serial": "VN7-004512", "model": "Nest 7 Tethered", "location": "Driveway, 22 Quarry Lane",
            "online": False, "state": "faulted",
            "fault": {"code": "E-07", "description": "RCD trip detected (residual current device tripped)", "since": "2026-12-06T23:52"},
            "lastSession": {"start": "2026-12-06T23:30", "end": "2026-12-06T23:52", "energyKwh": 1.2},
            "firmware": "3.2.1", "warrantyUntil": "2028-03-14"}


def raise_support_ticket(serial: str, category: str, summary: str, callback: dict | None = None) -> dict:
    if str(serial).strip().upper().replace(" ", "") != "VN7-004512":
        return {"error": f"No charger with serial {serial!r} on account VN-10488 (registered: VN7-004512)."}
    result = {"status": "open", "ticket": "VT-66310", "serial": "VN7-004512", "category": category, "summary": summary,
              "priority": "high" if category == "fault" else "normal",
              "warranty": "In warranty until 14 March 2028: engineer visits for faults are free."}
    if callback:
        result["callback"] = f"We'll call {callback.get('phone')} in the {callback.get('window', 'afternoon')} within 1 working day."
    else:
        result["contact"] = "Updates by email to daniel.reyes@example.com."
    return result


EV_INSTRUCTIONS = """You are the VoltNest Home Charging assistant (sales and support).
Today is Monday 7 December 2026, 09:30.

Signed-in customer: Daniel Reyes, account VN-10488, 22 Quarry Lane, Leeds LS6 2AB, email daniel.reyes@example.com.
Installed charger: Nest 7 Tethered, serial VN7-004512, on the driveway, installed 14 March 2025. The 3-year warranty runs until 14 March 2028.
Daniel is thinking about a second charger at the same address for his partner's car.

Products (prices include standard installation with up to 10 m of cable run):
- nest7_tethered: Nest 7 Tethered, 7.4 kW, built-in 5 m Type 2 cable, £799
- nest7_untethered: Nest 7 Untethered, 7.4 kW socket (use your own cable), £849
- nest22: Nest 22, 22 kW, needs a three-phase supply, £1,149
Extra cable run beyond 10 m: £18 per metre. Fuse upgrades are free, arranged with the network operator, but add 2-4 weeks.

Policies:
- We install in Leeds (LS) and Harrogate (HG) postcodes. Installation needs off-street parking (driveway, garage or carport): we cannot install for on-street parking, and cables must never run across a pavement.
- The OZEV EV chargepoint grant (£350) is only for people who own or rent a flat; homeowners in houses are not eligible.
- Fault E-07 means the RCD tripped: switch the charger's isolator off and on and reset the RCD in the consumer unit once; if it trips again, raise a fault ticket (engineer visits are free under warranty).
- Fault E-12 means no internet connection: scheduled charging still works.
- Installs are booked in morning (08:00-12:00) or afternoon (12:00-17:00) slots; a 50% deposit is taken at booking."""

EV = Domain(
    name="ev charger installer",
    instructions=EV_INSTRUCTIONS,
    tools=[
        ToolDef(
            name="estimate_install_cost",
            description="Price for a charger installed at a home, including extra cable run.",
            parameters={
                "type": "object",
                "properties": {
                    "charger_model": {"type": "string", "enum": list(CHARGERS)},
                    "cable_run_m": {"type": "number", "minimum": 0, "description": "Cable run from the consumer unit to the charger, metres."},
                    "property_type": {"type": "string", "enum": ["house", "bungalow", "flat"]},
                    "supply_phase": {"type": "string", "enum": ["single", "three"]},
                    "fuse_upgrade": {"anyOf": [{"type": "boolean"}, {"type": "null"}], "description": "Main fuse upgrade needed, if known."},
                },
                "required": ["charger_model", "cable_run_m"],
            },
            fn=estimate_install_cost,
        ),
        ToolDef(
            name="list_install_slots",
            description="Free installation slots for a postcode in the 14 days from a date.",
            parameters={
                "type": "object",
                "properties": {
                    "postcode": {"type": "string"},
                    "from_date": {"type": "string", "description": "YYYY-MM-DD"},
                    "part_of_day": {"type": "string", "enum": ["am", "pm", "any"]},
                },
                "required": ["postcode", "from_date", "part_of_day"],
                "additionalProperties": False,
            },
            fn=list_install_slots,
            strict=True,
        ),
        ToolDef(
            name="book_installation",
            description="Book a charger installation into a slot at the customer's address (takes a 50% deposit).",
            parameters={
                "type": "object",
                "properties": {
                    "slot_id": {"type": "string", "description": "From list_install_slots, e.g. SL-1211-PM."},
                    "charger_model": {"type": "string", "enum": list(CHARGERS)},
                    "cable_run_m": {"type": "number"},
                    "survey": {
                        "type": "object",
                        "properties": {
                            "parking": {"type": "string", "enum": ["driveway", "garage", "carport", "street"]},
                            "has_smart_meter": {"type": "boolean"},
                            "wifi_reaches_charger": {"type": "boolean"},
                        },
                        "required": ["parking", "has_smart_meter", "wifi_reaches_charger"],
                    },
                },
                "required": ["slot_id", "charger_model", "cable_run_m", "survey"],
            },
            fn=book_installation,
            act=True,
        ),
        ToolDef(
            name="get_charger_status",
            description="Live status of an installed charger: online, fault codes, last charging session, warranty.",
            parameters={"type": "object", "properties": {"serial": {"type": "string"}}, "required": ["serial"]},
            fn=get_charger_status,
        ),
        ToolDef(
            name="raise_support_ticket",
            description="Open a support ticket for an installed charger, optionally with a phone call-back.",
            parameters={
                "type": "object",
                "properties": {
                    "serial": {"type": "string"},
                    "category": {"type": "string", "enum": ["fault", "billing", "app", "install_damage"]},
                    "summary": {"type": "string"},
                    "callback": {"anyOf": [{"$ref": "#/$defs/Callback"}, {"type": "null"}]},
                },
                "required": ["serial", "category", "summary"],
                "$defs": {
                    "Callback": {
                        "type": "object",
                        "properties": {
                            "phone": {"type": "string"},
                            "window": {"type": "string", "enum": ["morning", "afternoon", "evening"]},
                        },
                        "required": ["phone", "window"],
                    }
                },
            },
            fn=raise_support_ticket,
            act=True,
        ),
    ],
)


DOMAINS: list[Domain] = [PLAYHOUSE, TENNIS, RECYCLING, TAILOR, EV]


# =============================================================================================
# Cases
# =============================================================================================

TH, TN, RC, TL, EVN = PLAYHOUSE.name, TENNIS.name, RECYCLING.name, TAILOR.name, EV.name

CASES: list[Case] = [
    # ---------------------------------------------------------------- theatre box office (14)
    Case("n_theatre_voucher_balance", TH, "direct", [
        Turn("how much is left on gift voucher GV-2291-KT",
             calls=[ExpectCall("checkVoucherBalance", {"code": "GV-2291-KT"})],
             answer_has=[said_number(50)]),
    ], features=("slug", "8_tools")),
    Case("n_theatre_upcoming_bookings", TH, "polite", [
        Turn("Hello, could you tell me what I've got booked coming up please? Thank you!",
             calls=[ExpectCall("getMyBookings")],
             answer_has=[said("Winter's Tale", "Winter’s Tale", "Winters Tale"), said("Jazz")]),
    ], features=("8_tools",)),
    Case("n_theatre_exchange_captioned", TH, "polite", [
        Turn("Would you mind moving my Winter's Tale tickets to the captioned performance on the 17th? Many thanks",
             calls=[ExpectCall("exchangeBooking", {"bookingRef": "RB-7781", "newPerformanceId": "P-312"})],
             allow=["getMyBookings", "listPerformances", "getSeatAvailability", "getShowDetails"],
             forbid=["cancelBooking", "bookTickets"]),
    ], features=("8_tools", "date")),
    Case("n_theatre_nephews_weekend", TH, "indirect", [
        Turn("my nephews are 6 and 8 and they're staying with us this weekend, anything on they'd actually enjoy?",
             calls=[ExpectCall("listPerformances", {"dateFrom": date_in("2026-12-10", "2026-12-11", "2026-12-12")})],
             allow=["getShowDetails", "getSeatAvailability"],
             forbid=["bookTickets"],
             answer_has=[said("Aladdin")]),
    ], features=("8_tools", "date")),
    Case("n_theatre_deaf_dad", TH, "indirect", [
        Turn("my dad's gone quite deaf, is there anything on before christmas he could actually follow?",
             calls=[ExpectCall("listPerformances")],
             allow=["getShowDetails", "getSeatAvailability"],
             forbid=["bookTickets"],
             answer_has=[said("caption"), said("17")]),
    ], features=("8_tools", "enum")),
    Case("n_theatre_balcony_and_runtime", TH, "multi_intent", [
        Turn("hw many balcony seats are left for aladdin on sunday? also how long does the winters tale run, need to sort the babysitter",
             calls=[ExpectCall("listPerformances"), ExpectCall("getShowDetails", {"show": matches("winter")})],
             allow=["getSeatAvailability"],
             answer_has=[said_number(40),
                         said("2 hours 50", "2h 50", "2h50", "2 hrs 50", "2 hr 50", "2 hours and 50", "170 min", "two hours fifty",
                              "two hours and fifty")]),
    ], features=("8_tools", "date")),
    Case("n_theatre_book_family_circle", TH, "chained", [
        Turn("book 2 adults n 2 kids in the circle for aladdin tomorrow night pls",
             calls=[ExpectCall("listPerformances"),
                    ExpectCall("bookTickets", {"performanceId": "P-301", "section": "circle",
                                               "tickets": items(fields(type="adult", quantity=2), fields(type="child", quantity=2)),
                                               "accessibleSeating": False})],
             allow=["getSeatAvailability", "getShowDetails"],
             answer_has=[said_number(72.8)]),
    ], features=("8_tools", "array", "nested", "ref", "date", "number_words")),
    Case("n_theatre_voucher_if_enough", TH, "chained", [
        Turn("ive got a gift voucher GV-2291-KT. if theres enough on it for 2 balcony seats at the winters tale on the 17th book them "
             "with it, if not just tell me how much short i am",
             calls=[ExpectCall("checkVoucherBalance", {"code": "GV-2291-KT"}),
                    ExpectCall("bookTickets", {"performanceId": "P-312", "section": "balcony",
                                               "tickets": items(fields(quantity=2)), "voucherCode": "GV-2291-KT"})],
             allow=["listPerformances", "getSeatAvailability", "getShowDetails"],
             answer_has=[said_number(36)]),
    ], features=("8_tools", "conditional", "nullable_type", "ref", "date")),
    Case("n_theatre_jazz_refund_policy", TH, "no_tool", [
        Turn("if i cancel the jazz tmrw night do i get my money back?",
             allow=["getMyBookings"],
             forbid=["cancelBooking", "exchangeBooking"],
             answer_has=[said("7 days", "seven days")]),
    ], features=("8_tools", "policy")),
    Case("n_theatre_toddler_policy", TH, "no_tool", [
        Turn("can i bring my 3 yr old to the winters tale?",
             allow=["getShowDetails"],
             forbid=["bookTickets"],
             answer_has=[said("under 5", "under-5", "under five", "under the age of 5", "under age 5", "5 years", "five years",
                              "aged 5", "age of five")]),
    ], features=("8_tools", "policy")),
    Case("n_theatre_book_aladdin_vague", TH, "underspecified", [
        Turn("book me 2 tickets for aladdin",
             clarify=True,
             allow=["listPerformances", "getSeatAvailability", "getShowDetails"],
             forbid=["bookTickets"]),
    ], features=("8_tools",)),
    Case("n_theatre_swap_vague", TH, "underspecified", [
        Turn("can u swap my tickets to a different night",
             clarify=True,
             allow=["getMyBookings", "listPerformances"],
             forbid=["exchangeBooking", "cancelBooking"]),
    ], features=("8_tools",)),
    Case("n_theatre_soldout_waitlist", TH, "multi_turn", [
        Turn("is the winters tale on sat the 19th sold out?",
             calls=[ExpectCall("listPerformances")],
             allow=["getSeatAvailability", "getShowDetails"],
             answer_has=[said("sold out", "no seats", "no tickets", "fully booked")]),
        Turn("ugh. stick me on the waiting list for 2 then, text me if anything comes up",
             calls=[ExpectCall("joinWaitlist", {"performanceId": "P-313", "quantity": 2, "contactBy": "sms"})],
             allow=["listPerformances"]),
    ], features=("8_tools", "enum", "date")),
    Case("n_theatre_interval_drinks", TH, "multi_turn", [
        Turn("what can you pre-order for the interval?",
             forbid=["orderIntervalDrinks"],
             answer_has=[said("prosecco")]),
        Turn("ok 2 proseccos and an OJ for tuesdays winters tale then",
             calls=[ExpectCall("orderIntervalDrinks", {"bookingRef": "RB-7781",
                                                        "items": items(fields(item="prosecco", quantity=2),
                                                                       fields(item="orange_juice", quantity=1))})],
             allow=["getMyBookings"],
             answer_has=[said_number(20)]),
    ], features=("8_tools", "array", "nested", "enum")),

    # ---------------------------------------------------------------- tennis club (8)
    Case("n_tennis_book_with_sam", TN, "direct", [
        Turn("book court 2 tmrw 7pm for an hour with sam",
             calls=[ExpectCall("book-court", {"court": 2, "date": date("2026-12-15"), "start": time_of_day("19:00"),
                                               "duration_minutes": 60, "partner_member_numbers": items("5120"),
                                               "ball_machine": False})],
             allow=["find-free-courts"]),
    ], strict=True, features=("strict", "hyphen_name", "person", "date", "nullable_type")),
    Case("n_tennis_cancel_wednesday", TN, "polite", [
        Turn("Hi, would you mind cancelling my Wednesday court please? Something's come up at work. Thanks!",
             calls=[ExpectCall("cancel-court-booking", {"booking_id": "HB-2231"})],
             forbid=["book-court"]),
    ], features=("hyphen_name",)),
    Case("n_tennis_rain_sunday", TN, "indirect", [
        Turn("forecast says its going to chuck it down sunday morning 🌧️ any chance we can play inside instead?",
             calls=[ExpectCall("find-free-courts", {"date": date("2026-12-20")})],
             forbid=["cancel-court-booking", "book-court"],
             answer_has=[said("court 3")]),
    ], features=("hyphen_name", "date", "enum")),
    Case("n_tennis_cancel_and_ball_machine", TN, "multi_intent", [
        Turn("cancel sunday's booking and get me court 6 with the ball machine friday 8am for an hour",
             calls=[ExpectCall("cancel-court-booking", {"booking_id": "HB-2240"}),
                    ExpectCall("book-court", {"court": 6, "date": date("2026-12-18"), "start": time_of_day("08:00"),
                                               "duration_minutes": 60, "ball_machine": True})],
             allow=["find-free-courts"]),
    ], features=("hyphen_name", "date", "boolean")),
    Case("n_tennis_book_vague", TN, "underspecified", [
        Turn("book me a court for 90 mins, bringing a guest",
             clarify=True,
             allow=["find-free-courts"],
             forbid=["book-court"]),
    ], features=("hyphen_name",)),
    Case("n_tennis_guest_cost", TN, "no_tool", [
        Turn("how much would it cost me to bring two guests for an hour indoors?",
             forbid=["book-court"],
             allow=["find-free-courts"],
             answer_has=[said_number(22)]),
    ], features=("policy", "number_words")),
    Case("n_tennis_earliest_outdoor_saturday", TN, "chained", [
        Turn("find me an outdoor court free saturday afternoon for 2 hours and book the earliest one, me and sam",
             calls=[ExpectCall("find-free-courts", {"date": date("2026-12-19"), "surface": "outdoor"}),
                    ExpectCall("book-court", {"court": 6, "date": date("2026-12-19"), "start": time_of_day("14:00"),
                                               "duration_minutes": 120, "partner_member_numbers": items("5120")})]),
    ], features=("hyphen_name", "date", "person")),
    Case("n_tennis_evening_then_book", TN, "multi_turn", [
        Turn("any indoor courts free tomorrow evening?",
             calls=[ExpectCall("find-free-courts", {"date": date("2026-12-15"), "surface": "indoor"})],
             answer_has=[said("20:00", "8pm", "8 pm", "8:00")]),
        Turn("grab the 8pm one for 90 mins, just me and a guest",
             calls=[ExpectCall("book-court", {"court": 2, "date": date("2026-12-15"), "start": time_of_day("20:00"),
                                               "duration_minutes": 90, "guests": 1})],
             allow=["find-free-courts"]),
    ], features=("hyphen_name", "date")),

    # ---------------------------------------------------------------- recycling permits (6)
    Case("n_recycling_saturday_van", RC, "direct", [
        Turn("need a permit for hatton rd this sat, garden waste and some old fence panels",
             calls=[ExpectCall("requestSitePermit", {"site": "hatton_road", "visitDate": date("2026-12-12"),
                                                      "vehicle": fields(kind="van", registration=contains("KX19")),
                                                      "wasteTypes": has_items("garden", "wood")})],
             answer_has=[said("NP-HR1212")]),
    ], features=("1_tool", "ref", "nested", "array", "enum", "date")),
    Case("n_recycling_mill_lane_tuesday", RC, "polite", [
        Turn("Could you please sort me a permit for Mill Lane next Tuesday? I've got four old tyres and a broken fridge in the van. Thank you",
             allow=["requestSitePermit"],
             answer_has=[said("closed")]),
    ], features=("1_tool", "policy", "date")),
    Case("n_recycling_asbestos", RC, "indirect", [
        Turn("we're pulling down the old garage and the roof sheets might be asbestos. can i bring them to mill lane in the van?",
             forbid=["requestSitePermit"],
             answer_has=[said("collection", "collect")]),
    ], features=("1_tool", "policy")),
    Case("n_recycling_two_permits", RC, "multi_intent", [
        Turn("i need permits for hatton rd on saturday and mill lane monday, rubble both times, same van as usual",
             calls=[ExpectCall("requestSitePermit", {"site": "hatton_road", "visitDate": date("2026-12-12"),
                                                      "vehicle": fields(registration=contains("KX19")), "wasteTypes": has_items("rubble")}),
                    ExpectCall("requestSitePermit", {"site": "mill_lane", "visitDate": date("2026-12-14"),
                                                      "vehicle": fields(registration=contains("KX19")), "wasteTypes": has_items("rubble")})]),
    ], features=("1_tool", "ref", "date", "parallel")),
    Case("n_recycling_borrowed_pickup", RC, "underspecified", [
        Turn("can i get a permit for tomorrow? borrowing my brother's pickup to clear the garden",
             clarify=True,
             forbid=["requestSitePermit"]),
    ], features=("1_tool",)),
    Case("n_recycling_car_no_permit", RC, "no_tool", [
        Turn("do i need a permit if its just a few bags of garden waste in the car boot?",
             forbid=["requestSitePermit"],
             answer_has=[said("no permit", "don't need", "do not need", "don’t need", "not need", "no need", "doesn't need",
                              "does not need", "not required", "isn't required", "aren't required")]),
    ], features=("1_tool", "policy")),

    # ---------------------------------------------------------------- alterations tailor (9)
    Case("n_tailor_jeans_hem", TL, "direct", [
        Turn("how much to take up a pair of jeans",
             calls=[ExpectCall("get_alteration_quote", {"garment": "jeans", "alterations": items("hem"), "express": False})],
             answer_has=[said_number(16)]),
    ], features=("strict", "enum", "array")),
    Case("n_tailor_coat_status", TL, "polite", [
        Turn("Hello! Could you let me know if my coat (A-1201) is ready yet please?",
             calls=[ExpectCall("get_order_status", {"order_no": "A-1201"})],
             forbid=["schedule_delivery"],
             answer_has=[said("15")]),
    ], features=("slug",)),
    Case("n_tailor_loose_trousers", TL, "indirect", [
        Turn("lost a bit of weight and my work trousers are basically falling down lol. what would it cost to sort",
             calls=[ExpectCall("get_alteration_quote", {"garment": "trousers", "alterations": has_items("take_in")})],
             forbid=["book_fitting"],
             answer_has=[said_number(18)]),
    ], features=("strict", "enum")),
    Case("n_tailor_status_and_pinning", TL, "multi_intent", [
        Turn("is A-1187 ready? and can u book me in thurs at 2 to get a dress hem pinned",
             calls=[ExpectCall("get_order_status", {"order_no": "A-1187"}),
                    ExpectCall("book_fitting", {"date": date("2026-12-10"), "time": time_of_day("14:00"), "purpose": "alteration_pinning"})],
             answer_has=[said("ready")]),
    ], features=("date", "enum")),
    Case("n_tailor_courier_if_ready", TL, "chained", [
        Turn("if my trousers and jacket are done can you courier them over friday morning?",
             calls=[ExpectCall("get_order_status", {"order_no": "A-1187"}),
                    ExpectCall("schedule_delivery", {"order_no": "A-1187", "delivery_date": date("2026-12-11"), "slot": "morning"})],
             answer_has=[said_number(6.5)]),
    ], features=("conditional", "date", "enum")),
    Case("n_tailor_fitting_vague", TL, "underspecified", [
        Turn("can u book me a fitting",
             clarify=True,
             forbid=["book_fitting"]),
    ]),
    Case("n_tailor_bridal_policy", TL, "no_tool", [
        Turn("how many fittings does a wedding dress normally take? and do i pay up front or when i pick it up",
             forbid=["book_fitting"],
             allow=["get_order_status"],
             answer_has=[said("3", "three"), said("collect", "pick")]),
    ], features=("policy",)),
    Case("n_tailor_leather_then_express", TL, "multi_turn", [
        Turn("whats the damage for shortening the sleeves on a leather jacket",
             calls=[ExpectCall("get_alteration_quote", {"garment": "jacket", "alterations": items("shorten_sleeves"),
                                                        "fabric": "leather", "express": False})],
             answer_has=[said_number(39.2)]),
        # Express (+50%, 2 working days) is in the policy, so re-quoting or computing are both fine.
        Turn("and if i need it back by friday?",
             allow=["get_alteration_quote"],
             forbid=["book_fitting"],
             answer_has=[said_number(58.8), said("express")]),
    ], features=("strict", "nullable_type", "enum")),
    Case("n_tailor_move_bridal_fitting", TL, "multi_turn", [
        Turn("when's my next fitting again?",
             forbid=["cancel_fitting", "book_fitting"],
             answer_has=[said("11:00", "11am", "11 am", "11.00", "11 o'clock", "11:00am")]),
        Turn("cant do saturday now. cancel it and put me in same time next tuesday instead",
             calls=[ExpectCall("cancel_fitting", {"fitting_id": "F-5521"}),
                    ExpectCall("book_fitting", {"date": date("2026-12-15"), "time": time_of_day("11:00"), "purpose": "bridal"})]),
    ], features=("date", "nullable_anyof")),

    # ---------------------------------------------------------------- ev charger installer (8)
    Case("n_ev_quote_nest22", EVN, "direct", [
        Turn("quote me for a nest 22 pls, house, three phase supply, cable run's about 15m",
             calls=[ExpectCall("estimate_install_cost", {"charger_model": "nest22", "cable_run_m": number(15), "supply_phase": "three"})],
             answer_has=[said_number(1239)]),
    ], features=("enum", "number")),
    Case("n_ev_slots_next_week", EVN, "polite", [
        Turn("Hi there, could you check what install slots you've got for my postcode next week? Mornings would be best, thanks",
             calls=[ExpectCall("list_install_slots", {"postcode": contains("LS6"), "from_date": date_in("2026-12-13", "2026-12-14"),
                                                      "part_of_day": "am"})],
             forbid=["book_installation"],
             answer_has=[said("14"), said("17")]),
    ], features=("strict", "date", "enum")),
    Case("n_ev_no_charge_overnight", EVN, "indirect", [
        Turn("car didnt charge last night, woke up to 20% 🙄",
             calls=[ExpectCall("get_charger_status", {"serial": "VN7-004512"})],
             forbid=["raise_support_ticket"],
             answer_has=[said("E-07", "E07", "RCD")]),
    ], features=("slug",)),
    Case("n_ev_ticket_and_warranty", EVN, "multi_intent", [
        Turn("it's showing E-07 again even after i reset the RCD. can you raise a ticket, call me on 07700 900461 afternoons. "
             "and remind me when my warranty runs out?",
             calls=[ExpectCall("raise_support_ticket", {"serial": "VN7-004512", "category": "fault",
                                                         "callback": fields(phone=contains("900461"), window="afternoon")})],
             allow=["get_charger_status"],
             answer_has=[said("2028")]),
    ], features=("ref", "nullable_anyof", "nested", "enum")),
    Case("n_ev_book_earliest_afternoon", EVN, "chained", [
        Turn("book the earliest afternoon install slot from thursday on for a nest 7 tethered in the garage. cable run about 12m, "
             "we've got a smart meter and the wifi reaches",
             calls=[ExpectCall("list_install_slots", {"postcode": contains("LS6")}),
                    ExpectCall("book_installation", {"slot_id": "SL-1211-PM", "charger_model": "nest7_tethered", "cable_run_m": number(12),
                                                     "survey": fields(parking="garage", has_smart_meter=True, wifi_reaches_charger=True)})],
             allow=["estimate_install_cost"],
             answer_has=[said("11", "Friday")]),
    ], features=("strict", "nested", "date", "enum")),
    Case("n_ev_book_vague", EVN, "underspecified", [
        Turn("book the install for the 9th",
             clarify=True,
             allow=["list_install_slots", "estimate_install_cost"],
             forbid=["book_installation"]),
    ], features=("date",)),
    Case("n_ev_pavement_cable", EVN, "no_tool", [
        Turn("i park on the street outside my house, could you just run the cable across the pavement to the car?",
             forbid=["book_installation", "list_install_slots"],
             answer_has=[said("not allowed", "isn't allowed", "not permitted", "can't", "cannot", "can’t", "unable", "not able",
                              "not possible", "isn't possible", "won't be able", "never")]),
    ], features=("policy",)),
    Case("n_ev_untethered_then_tethered", EVN, "multi_turn", [
        Turn("how much would a nest 7 untethered be with about 18 metres of cable",
             calls=[ExpectCall("estimate_install_cost", {"charger_model": "nest7_untethered", "cable_run_m": number(18)})],
             answer_has=[said_number(993)]),
        Turn("and the tethered one?",
             calls=[ExpectCall("estimate_install_cost", {"charger_model": "nest7_tethered", "cable_run_m": number(18)})],
             answer_has=[said_number(943)]),
    ], features=("enum", "number", "follow_up")),
]
