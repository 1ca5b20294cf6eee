"""Fresh generality part AL: five domains, 45 cases, written independently on 2026-12-07 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- ev_charging          10 tools, snake_case              Wednesday 16 December 2026, 08:10, Utrecht (VoltHop public charging app)
- journal_submissions   6 tools, camelCase               Thursday 3 December 2026, 2:05 PM, Vancouver (ManuTrack author centre, JCEE)
- dive_centre           4 tools, kebab-case              Saturday 12 December 2026, 7:30 AM, Koh Tao, Thailand (Blue Turtle Divers)
- genealogy_archive     3 tools, PascalCase              Friday 18 December 2026, 10:15, Northallerton (Dales & Moors Record Office)
- observatory           1 tool,  vendor__resource_verb   Sunday 13 December 2026, 4:20 PM, Flagstaff, Arizona (Mesa Ridge Observatory)

Categories: direct 7, polite 5, indirect 5, multi_intent 6, no_tool 7, underspecified 5, chained 5,
multi_turn 5.

Schema coverage: string, integer (ticket counts, census years), number (top_up_wallet amount), boolean
(available_only, urgent, nitrox, isCorresponding, wheelchair_access), string enums (connector, fault_type,
Format, certification), integer enums (find_chargers min_power_kw, reserve_connector minutes), arrays of
strings (session_ids, RecordTypes, rental) and of objects (divers, authors), nested objects (tickets, divers'
rental, SendTo), nullable via type lists (connector, orcid, Forenames, date/site/time_of_day, notes) and via
anyOf (report_fault connector_id, Parish, PostalAddress), $ref/$defs (strict OrderCopy), strict tools
(reserve_connector, cancel_reservation, updateAuthors, OrderCopy) and non-strict ones; ISO 4217 code
(top_up_wallet currency); act tools that reserve, cancel, stop, top up, email, report, request, update,
withdraw, message, book and order.
"""

from __future__ import annotations

import datetime as _dt
import math
import re
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
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


def date_in(low: str, high: str) -> Pred:
    """An ISO date (or date-time) between `low` and `high` inclusive (where several dates are fair)."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and _day(v) is not None and lo <= _day(v) <= hi)


def _int(value: Any, default: int = 0) -> int:
    if value is None or value == "":
        return default
    return int(value)


# =============================================================================================
# 1. ev_charging: VoltHop public charging app, Utrecht (10 tools, snake_case)
# =============================================================================================

EV_NOW = _dt.datetime(2026, 12, 16, 8, 10)
EV_WALLET = 18.40
EV_EMAIL = "sanne.visser@ziggo.nl"

EV_STATIONS: dict[str, dict[str, Any]] = {
    "NL-VH-0231": {
        "name": "P+R Papendorp",
        "address": "Papendorpseweg 100, 3528 BJ Utrecht",
        "pos": (52.0735, 5.0836),
        "price_per_kwh_eur": 0.45,
        "opening_hours": "24/7",
        "facilities": ["P+R tram stop (line 22)", "covered bike parking"],
        "parking": "Free with an onward tram/bus ticket, otherwise EUR 1.50 per hour",
        "connectors": [("1", "Type2", 22, "charging"), ("2", "Type2", 22, "available"),
                       ("3", "Type2", 22, "available"), ("4", "Type2", 22, "available")],
    },
    "NL-VH-0587": {
        "name": "Jaarbeurs P3",
        "address": "Jaarbeursboulevard 6, 3521 AL Utrecht",
        "pos": (52.0868, 5.1060),
        "price_per_kwh_eur": 0.69,
        "opening_hours": "06:00-24:00",
        "facilities": ["toilets in the Jaarbeurs hall", "coffee bar (07:00-19:00)"],
        "parking": "Jaarbeurs P3 parking tariff applies: EUR 3.20 per hour",
        "connectors": [("1", "CCS", 150, "available"), ("2", "CCS", 150, "charging"), ("3", "CHAdeMO", 50, "available")],
    },
    "NL-VH-0612": {
        "name": "Hoog Catharijne garage (level -2)",
        "address": "Godebaldkwartier 74, 3511 DX Utrecht",
        "pos": (52.0905, 5.1135),
        "price_per_kwh_eur": 0.52,
        "opening_hours": "07:00-01:00",
        "facilities": ["shopping centre", "Utrecht Centraal station (3 min walk)"],
        "parking": "Garage tariff applies: EUR 4.50 per hour",
        "connectors": [("1", "Type2", 11, "available"), ("2", "Type2", 11, "charging"), ("3", "Type2", 11, "available"),
                       ("4", "Type2", 11, "available"), ("5", "Type2", 11, "charging"), ("6", "Type2", 11, "available")],
    },
    "NL-VH-0744": {
        "name": "Leidsche Rijn Centrum",
        "address": "Berlijnplein 1, 3541 CM Utrecht",
        "pos": (52.0985, 5.0610),
        "price_per_kwh_eur": 0.69,
        "opening_hours": "24/7",
        "facilities": ["supermarket", "cafe"],
        "parking": "Free for 2 hours while charging",
        "connectors": [("1", "CCS", 300, "available"), ("2", "CCS", 300, "available")],
    },
    "NL-VH-0903": {
        "name": "Amersfoort Centraal (Stationsplein)",
        "address": "Stationsplein 43, 3818 LE Amersfoort",
        "pos": (52.1530, 5.3735),
        "price_per_kwh_eur": 0.45,
        "opening_hours": "24/7",
        "facilities": ["train station", "bike parking"],
        "parking": "Street parking tariff applies: EUR 2.80 per hour",
        "connectors": [("1", "Type2", 22, "available"), ("2", "Type2", 22, "charging"),
                       ("3", "Type2", 22, "available"), ("4", "Type2", 22, "charging")],
    },
    "NL-VH-0918": {
        "name": "De Hoef (A28 exit 6)",
        "address": "Hogeweg 170, 3814 CE Amersfoort",
        "pos": (52.1650, 5.3550),
        "price_per_kwh_eur": 0.69,
        "opening_hours": "24/7",
        "facilities": ["fuel station shop", "toilets", "coffee"],
        "parking": "Free while charging",
        "connectors": [("1", "CCS", 150, "charging"), ("2", "CCS", 150, "available"), ("3", "CHAdeMO", 50, "available")],
    },
}

EV_PLACES = [  # keyword(s) -> (position, label); the more specific first
    (("de hoef", "a28"), (52.1650, 5.3550), "De Hoef, Amersfoort"),
    (("amersfoort",), (52.1530, 5.3735), "Amersfoort"),
    (("jaarbeurs",), (52.0868, 5.1060), "Jaarbeurs, Utrecht"),
    (("papendorp",), (52.0735, 5.0836), "Papendorp, Utrecht"),
    (("leidsche rijn", "leidsche-rijn"), (52.0985, 5.0610), "Leidsche Rijn, Utrecht"),
    (("hoog catharijne", "centraal", "central station", "utrecht cs"), (52.0894, 5.1101), "Utrecht Centraal"),
    (("utrecht",), (52.0907, 5.1214), "Utrecht city centre"),
]

EV_SESSIONS = [  # completed sessions: id, start, station, connector, kWh, energy cost, idle fee
    ("CS-87102", "2026-11-03T17:42", "NL-VH-0587", "NL-VH-0587-1", 38.2, 26.36, 0.0),
    ("CS-87455", "2026-11-09T09:05", "NL-VH-0231", "NL-VH-0231-2", 24.0, 10.80, 0.0),
    ("CS-87790", "2026-11-17T13:20", "NL-VH-0918", "NL-VH-0918-2", 41.5, 28.64, 0.0),
    ("CS-88020", "2026-11-26T08:15", "NL-VH-0231", "NL-VH-0231-3", 19.6, 8.82, 0.0),
    ("CS-88105", "2026-12-04T18:30", "NL-VH-0744", "NL-VH-0744-1", 52.3, 36.09, 4.80),
    ("CS-88167", "2026-12-10T12:02", "NL-VH-0612", "NL-VH-0612-3", 14.2, 7.38, 0.0),
]

EV_ACTIVE = {
    "session_id": "CS-88213",
    "station_id": "NL-VH-0231",
    "station": "P+R Papendorp",
    "connector_id": "NL-VH-0231-1",
    "connector": "Type2 22 kW (your Kia EV6 charges at up to 11 kW on AC)",
    "started": "2026-12-16T07:25",
    "status": "charging",
    "power_kw": 10.8,
    "energy_kwh": 8.1,
    "battery_start_pct": 31,
    "battery_now_pct": 41,
    "charge_limit_pct": 80,
    "estimated_complete": "2026-12-16T10:58",
    "cost_so_far_eur": 3.65,
    "price_per_kwh_eur": 0.45,
    "idle_fee": "EUR 0.10 per minute from 30 minutes after charging completes (from about 11:28), capped at EUR 12",
}


def _km(a: tuple[float, float], b: tuple[float, float]) -> float:
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return round(2 * 6371 * math.asin(math.sqrt(h)), 1)


def _ev_place(near: Any) -> tuple[tuple[float, float], str] | None:
    text = str(near or "").casefold()
    for keys, pos, label in EV_PLACES:
        if any(k in text for k in keys):
            return pos, label
    return None


def _ev_kind(value: Any) -> str | None:
    if value in (None, "", "any"):
        return None
    text = re.sub(r"[\s_-]", "", str(value)).casefold()
    return {"ccs": "CCS", "ccs2": "CCS", "chademo": "CHAdeMO", "type2": "Type2", "mennekes": "Type2"}.get(text, str(value))


def _ev_connector(connector_id: Any) -> tuple[str, dict[str, Any], tuple[str, str, int, str]] | None:
    text = str(connector_id or "").strip().upper()
    for sid, st in EV_STATIONS.items():
        for row in st["connectors"]:
            if text == f"{sid}-{row[0]}":
                return sid, st, row
    return None


def _rsv_id(connector_id: str) -> str:
    return "RSV-1216-" + connector_id.replace("NL-VH-", "").replace("-", "")


def find_chargers(near: str, connector: str | None = None, min_power_kw: int | None = None,
                  available_only: bool = False) -> dict[str, Any]:
    place = _ev_place(near)
    if place is None:
        return {"error": f"Couldn't find a place called '{near}'. Try a town, street, station or postcode in the Netherlands."}
    pos, label = place
    kind = _ev_kind(connector)
    rows = []
    for sid, st in EV_STATIONS.items():
        distance = _km(pos, st["pos"])
        if distance > 10:
            continue
        cons = []
        for n, ctype, kw, status in st["connectors"]:
            if kind and ctype != kind:
                continue
            if min_power_kw and kw < _int(min_power_kw):
                continue
            if available_only and status != "available":
                continue
            cons.append({"connector_id": f"{sid}-{n}", "type": ctype, "power_kw": kw, "status": status})
        if cons:
            rows.append({"station_id": sid, "name": st["name"], "address": st["address"], "distance_km": distance,
                         "price_per_kwh_eur": st["price_per_kwh_eur"], "connectors": cons})
    rows.sort(key=lambda r: r["distance_km"])
    return {"near": label, "as_of": "2026-12-16T08:10", "radius_km": 10, "count": len(rows), "stations": rows}


def get_station(station_id: str) -> dict[str, Any]:
    sid = str(station_id).strip().upper()
    st = EV_STATIONS.get(sid)
    if st is None:
        return {"error": f"No station with id '{station_id}'. Station ids look like NL-VH-0587 (use find_chargers)."}
    return {
        "station_id": sid,
        "name": st["name"],
        "address": st["address"],
        "opening_hours": st["opening_hours"],
        "price_per_kwh_eur": st["price_per_kwh_eur"],
        "parking": st["parking"],
        "facilities": st["facilities"],
        "connectors": [{"connector_id": f"{sid}-{n}", "type": t, "power_kw": kw, "status": s} for n, t, kw, s in st["connectors"]],
        "as_of": "2026-12-16T08:10",
    }


def reserve_connector(connector_id: str, minutes: int) -> dict[str, Any]:
    found = _ev_connector(connector_id)
    if found is None:
        return {"error": f"No connector '{connector_id}'. Connector ids look like NL-VH-0587-1 (station id plus number)."}
    if _int(minutes) not in (15, 30):
        return {"error": "A reservation holds a connector for 15 or 30 minutes."}
    sid, st, (n, ctype, kw, status) = found
    cid = f"{sid}-{n}"
    if status != "available":
        return {"error": f"{cid} at {st['name']} is {status} right now and can't be reserved."}
    until = EV_NOW + _dt.timedelta(minutes=_int(minutes))
    return {
        "reservation_id": _rsv_id(cid),
        "status": "reserved",
        "connector_id": cid,
        "station": st["name"],
        "address": st["address"],
        "connector": f"{ctype} {kw} kW",
        "held_from": "2026-12-16T08:10",
        "held_until": until.strftime("%Y-%m-%dT%H:%M"),
        "fee_eur": 1.00,
        "fee_note": "Deducted from the session price if you plug in before the hold ends; kept otherwise.",
        "wallet_balance_eur": round(EV_WALLET - 1.00, 2),
    }


def cancel_reservation(reservation_id: str) -> dict[str, Any]:
    text = str(reservation_id).strip().upper()
    for sid, st in EV_STATIONS.items():
        for n, _t, _kw, status in st["connectors"]:
            cid = f"{sid}-{n}"
            if status == "available" and text == _rsv_id(cid):
                return {"reservation_id": text, "status": "cancelled", "connector_id": cid, "station": st["name"],
                        "fee_refunded_eur": 1.00, "wallet_balance_eur": EV_WALLET}
    return {"error": f"No active reservation '{reservation_id}' on account VH-204577."}


def get_active_session() -> dict[str, Any]:
    return {"as_of": "2026-12-16T08:10", "active_sessions": [EV_ACTIVE]}


def stop_session(session_id: str) -> dict[str, Any]:
    if str(session_id).strip().upper() != EV_ACTIVE["session_id"]:
        return {"error": f"No active session '{session_id}'. Your active session is CS-88213 at P+R Papendorp."}
    return {
        "session_id": "CS-88213",
        "status": "stopped",
        "station": "P+R Papendorp",
        "connector_id": "NL-VH-0231-1",
        "started": "2026-12-16T07:25",
        "stopped": "2026-12-16T08:10",
        "energy_kwh": 8.1,
        "battery_pct": 41,
        "cost_eur": 3.65,
        "idle_fee_eur": 0.0,
        "paid_from_wallet": True,
        "wallet_balance_eur": round(EV_WALLET - 3.65, 2),
        "note": "Unplug within 30 minutes to avoid the idle fee.",
    }


def _ev_row(row: tuple) -> dict[str, Any]:
    sid, start, station, connector, kwh, cost, idle = row
    return {"session_id": sid, "started": start, "station": EV_STATIONS[station]["name"], "station_id": station,
            "connector_id": connector, "energy_kwh": kwh, "energy_cost_eur": cost, "idle_fee_eur": idle,
            "total_eur": round(cost + idle, 2)}


def list_charging_history(from_date: str, to_date: str) -> dict[str, Any]:
    start, end = _day(from_date), _day(to_date)
    if start is None or end is None:
        return {"error": "Dates must be ISO dates, e.g. 2026-11-01."}
    if end < start:
        return {"error": "to_date is before from_date."}
    rows = [_ev_row(r) for r in EV_SESSIONS if start <= _dt.date.fromisoformat(r[1][:10]) <= end]
    out: dict[str, Any] = {
        "from_date": str(start),
        "to_date": str(end),
        "count": len(rows),
        "sessions": rows,
        "total_energy_kwh": round(sum(r["energy_kwh"] for r in rows), 1),
        "total_spent_eur": round(sum(r["total_eur"] for r in rows), 2),
    }
    if start <= EV_NOW.date() <= end:
        out["in_progress"] = "1 session in progress (CS-88213 at P+R Papendorp), not included until it ends."
    return out


def email_receipt(session_ids: list[str], email: str | None = None) -> dict[str, Any]:
    wanted = [str(s).strip().upper() for s in session_ids or []]
    if not wanted:
        return {"error": "Give at least one session id, e.g. CS-88105."}
    if "CS-88213" in wanted:
        return {"error": "CS-88213 is still in progress; its receipt is available once the session ends."}
    known = {r[0]: r for r in EV_SESSIONS}
    unknown = [s for s in wanted if s not in known]
    if unknown:
        return {"error": f"Unknown session id(s): {', '.join(unknown)}. Use list_charging_history to find ids."}
    receipts = [{"session_id": s, "date": known[s][1][:10], "total_eur": round(known[s][5] + known[s][6], 2)} for s in wanted]
    return {"status": "sent", "sent_to": (email or EV_EMAIL).strip(), "format": "PDF (one per session, VAT 21% shown)",
            "receipts": receipts, "sent_at": "2026-12-16T08:10"}


def report_fault(station_id: str, fault_type: str, description: str, urgent: bool,
                 connector_id: str | None = None) -> dict[str, Any]:
    sid = str(station_id).strip().upper()
    st = EV_STATIONS.get(sid)
    if st is None:
        return {"error": f"No station with id '{station_id}'. Station ids look like NL-VH-0231 (use find_chargers)."}
    cid = None
    if connector_id not in (None, ""):
        text = str(connector_id).strip().upper()
        cid = text if text.startswith("NL-VH-") else f"{sid}-{text.lstrip('#')}"
        if _ev_connector(cid) is None or not cid.startswith(sid):
            return {"error": f"Connector '{connector_id}' is not at {st['name']} ({sid}-1 to {sid}-{len(st['connectors'])})."}
    return {
        "ticket_id": f"FLT-261216-{sid[-4:]}",
        "status": "open",
        "station": st["name"],
        "connector_id": cid,
        "fault_type": fault_type,
        "priority": "urgent" if urgent else "normal",
        "technician_visit": "within 4 hours" if urgent else "by Friday 18 December 2026 (2 working days)",
        "connector_marked_out_of_order": cid is not None,
        "safety_line": "088 123 4567",
    }


def top_up_wallet(amount: float, currency: str, method: str) -> dict[str, Any]:
    if str(currency).strip().upper() != "EUR":
        return {"error": f"The VoltHop wallet is in EUR; {currency} top-ups are not supported."}
    value = float(amount)
    if not 5 <= value <= 250:
        return {"error": "Top-ups must be between EUR 5 and EUR 250."}
    kind = str(method).strip().lower()
    if kind not in ("ideal", "card"):
        return {"error": "method must be 'ideal' or 'card'."}
    return {
        "top_up_id": "TU-771206",
        "status": "completed",
        "amount_eur": round(value, 2),
        "method": "iDEAL (ING)" if kind == "ideal" else "Mastercard ending 9921",
        "previous_balance_eur": EV_WALLET,
        "new_balance_eur": round(EV_WALLET + value, 2),
    }


EV_TOOLS = [
    ToolDef(
        "find_chargers",
        "Find VoltHop charging stations within 10 km of a place, with live connector status and price per kWh.",
        {
            "type": "object",
            "properties": {
                "near": {"type": "string", "description": "Town, street, station or landmark, e.g. 'Utrecht Centraal'"},
                "connector": {
                    "type": ["string", "null"],
                    "enum": ["CCS", "CHAdeMO", "Type2", None],
                    "description": "Only this plug type; null for any",
                },
                "min_power_kw": {
                    "type": "integer",
                    "enum": [11, 22, 50, 150, 300],
                    "description": "Only connectors of at least this power class (kW)",
                },
                "available_only": {"type": "boolean", "description": "Only connectors free right now"},
            },
            "required": ["near"],
        },
        find_chargers,
    ),
    ToolDef(
        "get_station",
        "Details of one station: address, opening hours, parking, facilities, price and every connector's status.",
        {
            "type": "object",
            "properties": {"station_id": {"type": "string", "description": "e.g. NL-VH-0587"}},
            "required": ["station_id"],
        },
        get_station,
    ),
    ToolDef(
        "reserve_connector",
        "Hold a free connector for the driver for 15 or 30 minutes (EUR 1.00 reservation fee).",
        {
            "type": "object",
            "properties": {
                "connector_id": {"type": "string", "description": "Station id plus connector number, e.g. NL-VH-0587-1"},
                "minutes": {"type": "integer", "enum": [15, 30]},
            },
            "required": ["connector_id", "minutes"],
            "additionalProperties": False,
        },
        reserve_connector,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel_reservation",
        "Cancel a connector reservation (free while the hold is running).",
        {
            "type": "object",
            "properties": {"reservation_id": {"type": "string", "description": "e.g. RSV-1216-05871"}},
            "required": ["reservation_id"],
            "additionalProperties": False,
        },
        cancel_reservation,
        act=True,
        strict=True,
    ),
    ToolDef(
        "get_active_session",
        "The driver's charging session in progress: station, energy so far, battery %, cost so far, estimated finish.",
        {"type": "object", "properties": {}},
        get_active_session,
    ),
    ToolDef(
        "stop_session",
        "Stop a charging session in progress (the cable unlocks; payment is taken from the wallet).",
        {
            "type": "object",
            "properties": {"session_id": {"type": "string", "description": "e.g. CS-88213"}},
            "required": ["session_id"],
        },
        stop_session,
        act=True,
    ),
    ToolDef(
        "list_charging_history",
        "Completed charging sessions between two dates (inclusive) with energy, cost, idle fees and totals.",
        {
            "type": "object",
            "properties": {
                "from_date": {"type": "string", "format": "date", "description": "YYYY-MM-DD"},
                "to_date": {"type": "string", "format": "date", "description": "YYYY-MM-DD"},
            },
            "required": ["from_date", "to_date"],
        },
        list_charging_history,
    ),
    ToolDef(
        "email_receipt",
        "Email VAT receipts (PDF) for one or more completed sessions.",
        {
            "type": "object",
            "properties": {
                "session_ids": {"type": "array", "items": {"type": "string"}, "description": "e.g. ['CS-88105']"},
                "email": {"type": "string", "format": "email", "description": "Defaults to the account email"},
            },
            "required": ["session_ids"],
        },
        email_receipt,
        act=True,
    ),
    ToolDef(
        "report_fault",
        "Report a broken or blocked charger to the VoltHop service team.",
        {
            "type": "object",
            "properties": {
                "station_id": {"type": "string", "description": "e.g. NL-VH-0231"},
                "connector_id": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "The faulty connector, e.g. NL-VH-0587-2; null if the whole station is affected",
                },
                "fault_type": {
                    "type": "string",
                    "enum": ["wont_start", "display_dead", "card_reader", "cable_damaged", "blocked_by_vehicle", "other"],
                },
                "description": {"type": "string"},
                "urgent": {"type": "boolean", "description": "True for safety issues (damaged cable, exposed wires, burning smell)"},
            },
            "required": ["station_id", "fault_type", "description", "urgent"],
        },
        report_fault,
        act=True,
    ),
    ToolDef(
        "top_up_wallet",
        "Add money to the driver's VoltHop wallet.",
        {
            "type": "object",
            "properties": {
                "amount": {"type": "number", "description": "Amount to add (5-250)"},
                "currency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 code"},
                "method": {"type": "string", "enum": ["ideal", "card"], "description": "iDEAL bank payment or the saved card"},
            },
            "required": ["amount", "currency", "method"],
        },
        top_up_wallet,
        act=True,
    ),
]

EV_ACTS = ["reserve_connector", "cancel_reservation", "stop_session", "email_receipt", "report_fault", "top_up_wallet"]
EV_READS = ["find_chargers", "get_station", "get_active_session", "list_charging_history"]

EV_INSTRUCTIONS = """You are the in-app assistant of VoltHop, a public EV charging network in the Netherlands.
Today is Wednesday 16 December 2026, 08:10 (Utrecht; Europe/Amsterdam).

Signed-in driver: Sanne Visser (sanne.visser@ziggo.nl), account VH-204577, charge card VH-CARD-55031.
Car: Kia EV6 Long Range (77.4 kWh battery; CCS fast charging up to 240 kW; Type 2 AC up to 11 kW).
Wallet balance: EUR 18.40. Sessions are paid from the wallet; top-ups by iDEAL or the saved Mastercard ending 9921.

Policies:
- A reservation holds a connector for 15 or 30 minutes for a EUR 1.00 fee. The fee is deducted from the session price if you plug in before the hold ends, otherwise it is kept. Cancelling during the hold is free.
- Idle fee: after charging completes there is a grace period of 30 minutes at AC chargers and 10 minutes at fast (DC) chargers, then EUR 0.10 per minute (AC) or EUR 0.40 per minute (DC), capped at EUR 12 per session.
- Prices are per kWh including 21% VAT: fast (DC) charging EUR 0.69/kWh, AC EUR 0.45/kWh unless a station shows otherwise. Parking charges of the car park are separate.
- Faults: report them through this assistant. A technician visits within 2 working days; safety issues (damaged cable, exposed wires, burning smell) within 4 hours. For anything dangerous tell the driver to keep away and call 088 123 4567.
Only reserve, stop, top up, email receipts or report faults when the driver asks you to."""


# =============================================================================================
# 2. journal_submissions: ManuTrack author centre of JCEE (6 tools, camelCase)
# =============================================================================================

JN_TODAY = _dt.date(2026, 12, 3)

PRIYA = {"fullName": "Priya Raman", "email": "p.raman@ubc.ca",
         "affiliation": "Institute for the Oceans and Fisheries, University of British Columbia",
         "orcid": "0000-0002-4417-9081", "isCorresponding": True}

MANUSCRIPTS: dict[str, dict[str, Any]] = {
    "JCEE-2026-0418": {
        "title": "Seagrass meadow recovery after the 2021 heat dome in the Salish Sea",
        "articleType": "Research article",
        "status": "revision_requested",
        "statusLabel": "Major revision requested",
        "submitted": "2026-07-02",
        "lastDecision": "2026-10-20",
        "revisionDue": "2026-12-19",
        "handlingEditor": "Dr. Tomás Aguilar",
        "authors": [
            PRIYA,
            {"fullName": "Jordan Lee", "email": "jordan.lee@ubc.ca", "affiliation": "Department of Botany, University of British Columbia",
             "orcid": None, "isCorresponding": False},
            {"fullName": "Mei Tanaka", "email": "mei.tanaka@sfu.ca", "affiliation": "Hakai Institute, Quadra Island",
             "orcid": "0000-0001-7731-2250", "isCorresponding": False},
        ],
        "nextStep": "Submit the revised manuscript and a response to reviewers by 2026-12-19",
        "decisionLetter": {
            "editorSummary": "A valuable long-term dataset, but the conclusions go beyond the sampled meadows. Please address "
                             "Reviewer 2's concern about spatial scope and Reviewer 3's statistical comments.",
            "reviews": [
                {"reviewer": "Reviewer 1", "recommendation": "minor revision",
                 "mainPoints": "Clearly written. Explain how shoot density was measured in 2022 versus 2024 (quadrat sizes "
                               "differ) and add a scale bar to the site map (Fig. 1)."},
                {"reviewer": "Reviewer 2", "recommendation": "major revision",
                 "mainPoints": "All three meadows are in Boundary Bay. Add data from at least two additional sites elsewhere "
                               "in the Salish Sea, or limit the claims of sea-wide recovery. Justify 2022 as the baseline year."},
                {"reviewer": "Reviewer 3", "recommendation": "major revision",
                 "mainPoints": "Replace the separate t-tests with a mixed-effects model with meadow as a random effect, and "
                               "report effect sizes with confidence intervals."},
            ],
        },
    },
    "JCEE-2026-0533": {
        "title": "Microplastic ingestion by juvenile Dungeness crab in the Fraser River estuary",
        "articleType": "Research article",
        "status": "under_review",
        "statusLabel": "Under review",
        "submitted": "2026-09-14",
        "handlingEditor": "Dr. Hannah Okoye",
        "reviewsReceived": "2 of 3",
        "authors": [
            PRIYA,
            {"fullName": "Samir Haddad", "email": "samir.haddad@dfo-mpo.gc.ca",
             "affiliation": "Pacific Biological Station, Fisheries and Oceans Canada", "orcid": None, "isCorresponding": False},
        ],
        "nextStep": "2 of 3 reviews received; the third is due 2026-12-11, then the editor decides",
    },
    "JCEE-2026-0291": {
        "title": "Eelgrass wasting disease prevalence along a temperature gradient in the Strait of Georgia",
        "articleType": "Short communication",
        "status": "accepted",
        "statusLabel": "Accepted - in production",
        "submitted": "2026-04-21",
        "lastDecision": "2026-11-27",
        "handlingEditor": "Dr. Tomás Aguilar",
        "authors": [
            PRIYA,
            {"fullName": "Jordan Lee", "email": "jordan.lee@ubc.ca", "affiliation": "Department of Botany, University of British Columbia",
             "orcid": None, "isCorresponding": False},
            {"fullName": "Kwame Mensah", "email": "k.mensah@uvic.ca", "affiliation": "School of Earth and Ocean Sciences, University of Victoria",
             "orcid": "0000-0003-0925-6618", "isCorresponding": False},
        ],
        "proofsExpected": "2026-12-10",
        "apcInvoice": {"invoiceId": "INV-JCEE-7712", "amountUsd": 2450, "due": "2026-12-27", "status": "unpaid"},
        "nextStep": "Page proofs will be emailed around 2026-12-10 (48 hours to return corrections); APC invoice INV-JCEE-7712 "
                    "(US$2,450) due 2026-12-27",
    },
}


def _ms(manuscript_id: Any) -> tuple[str, dict[str, Any]] | tuple[None, dict[str, Any]]:
    key = str(manuscript_id).strip().upper()
    if key in MANUSCRIPTS:
        return key, MANUSCRIPTS[key]
    return None, {"error": f"No manuscript '{manuscript_id}' for this author. Ids look like JCEE-2026-0418 (use listSubmissions)."}


def list_submissions(status: str = "all") -> dict[str, Any]:
    rows = []
    for mid, m in MANUSCRIPTS.items():
        if status not in (None, "", "all", m["status"]):
            continue
        row = {"manuscriptId": mid, "title": m["title"], "status": m["status"], "statusLabel": m["statusLabel"],
               "submitted": m["submitted"], "handlingEditor": m["handlingEditor"],
               "authors": [a["fullName"] for a in m["authors"]], "nextStep": m["nextStep"]}
        for key in ("revisionDue", "reviewsReceived", "proofsExpected"):
            if key in m:
                row[key] = m[key]
        rows.append(row)
    return {"author": "Dr. Priya Raman", "status": status or "all", "count": len(rows), "manuscripts": rows}


def get_submission(manuscriptId: str) -> dict[str, Any]:
    mid, m = _ms(manuscriptId)
    if mid is None:
        return m
    return {"manuscriptId": mid, **m, "extensionRequests": []}


def request_extension(manuscriptId: str, newDueDate: str, reason: str | None = None) -> dict[str, Any]:
    mid, m = _ms(manuscriptId)
    if mid is None:
        return m
    if m["status"] != "revision_requested":
        return {"error": f"{mid} is {m['statusLabel'].lower()}; extensions are only for revisions in progress."}
    new, due = _day(newDueDate), _dt.date.fromisoformat(m["revisionDue"])
    if new is None:
        return {"error": "newDueDate must be an ISO date, e.g. 2027-01-08."}
    if new <= due:
        return {"error": f"The new date must be after the current due date {due}."}
    if (new - due).days > 30:
        return {"error": f"An extension can be at most 30 days (latest {due + _dt.timedelta(days=30)})."}
    return {
        "requestId": f"EXT-{mid[-4:]}-01",
        "manuscriptId": mid,
        "status": "pending_editor_approval",
        "currentDueDate": str(due),
        "requestedDueDate": str(new),
        "extraDays": (new - due).days,
        "reason": reason or "",
        "sentTo": m["handlingEditor"],
        "decisionExpectedBy": "2026-12-08",
    }


def update_authors(manuscriptId: str, authors: list[dict[str, Any]]) -> dict[str, Any]:
    mid, m = _ms(manuscriptId)
    if mid is None:
        return m
    if not authors:
        return {"error": "The author list cannot be empty."}
    if sum(1 for a in authors if a.get("isCorresponding")) != 1:
        return {"error": "Exactly one author must be the corresponding author."}
    if any("@" not in str(a.get("email", "")) for a in authors):
        return {"error": "Every author needs a valid email address."}
    old = {a["fullName"].casefold(): a for a in m["authors"]}

    def key(name: Any) -> str:
        return re.sub(r"^(dr|prof)\.?\s+", "", str(name).strip(), flags=re.I).casefold()

    new = {key(a.get("fullName")): a for a in authors}
    added = [a["fullName"] for k, a in new.items() if k not in old]
    removed = [a["fullName"] for k, a in old.items() if k not in new]
    changed = [
        {"author": a["fullName"], "fields": [f for f in ("email", "affiliation", "orcid", "isCorresponding") if a.get(f) != old[k].get(f)]}
        for k, a in new.items() if k in old and any(a.get(f) != old[k].get(f) for f in ("email", "affiliation", "orcid", "isCorresponding"))
    ]
    emails = sorted({str(a["email"]) for a in m["authors"]} | {str(a["email"]) for a in authors})
    return {
        "manuscriptId": mid,
        "status": "pending_author_confirmation",
        "authorCount": len(authors),
        "added": added,
        "removed": removed,
        "changed": changed,
        "confirmationEmailsSentTo": emails,
        "note": "The change takes effect when every author has confirmed (links expire in 7 days).",
    }


def withdraw_submission(manuscriptId: str, reason: str) -> dict[str, Any]:
    mid, m = _ms(manuscriptId)
    if mid is None:
        return m
    if m["status"] == "accepted":
        return {"error": f"{mid} is accepted and in production; contact the editorial office to discuss withdrawal."}
    return {"manuscriptId": mid, "status": "withdrawn", "withdrawnAt": "2026-12-03T14:05", "reason": reason,
            "note": "Withdrawal is final. The manuscript cannot be reinstated."}


def message_editor(manuscriptId: str, subject: str, message: str, ccCoauthors: bool = False) -> dict[str, Any]:
    mid, m = _ms(manuscriptId)
    if mid is None:
        return m
    if not str(message).strip():
        return {"error": "The message is empty."}
    return {
        "messageId": f"MSG-{mid[-4:]}-07",
        "manuscriptId": mid,
        "to": m["handlingEditor"],
        "cc": [a["email"] for a in m["authors"][1:]] if ccCoauthors else [],
        "subject": subject,
        "sentAt": "2026-12-03T14:05",
        "status": "sent",
    }


MS_ID = {"type": "string", "description": "Manuscript id, e.g. JCEE-2026-0418"}

JN_TOOLS = [
    ToolDef(
        "listSubmissions",
        "The signed-in author's manuscripts with status, editor, authors, deadlines and next step.",
        {
            "type": "object",
            "properties": {
                "status": {"type": "string", "enum": ["all", "under_review", "revision_requested", "accepted", "withdrawn"]}
            },
        },
        list_submissions,
    ),
    ToolDef(
        "getSubmission",
        "Full record of one manuscript: authors with emails and affiliations, decision letter and reviewer comments, dates.",
        {"type": "object", "properties": {"manuscriptId": MS_ID}, "required": ["manuscriptId"]},
        get_submission,
    ),
    ToolDef(
        "requestExtension",
        "Ask the handling editor for a later revision due date (at most 30 days more).",
        {
            "type": "object",
            "properties": {
                "manuscriptId": MS_ID,
                "newDueDate": {"type": "string", "format": "date", "description": "Requested due date, YYYY-MM-DD"},
                "reason": {"type": "string"},
            },
            "required": ["manuscriptId", "newDueDate"],
        },
        request_extension,
        act=True,
    ),
    ToolDef(
        "updateAuthors",
        "Replace a manuscript's author list (the full list, in order). Every author is emailed to confirm.",
        {
            "type": "object",
            "properties": {
                "manuscriptId": MS_ID,
                "authors": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "fullName": {"type": "string"},
                            "email": {"type": "string"},
                            "affiliation": {"type": "string"},
                            "orcid": {"type": ["string", "null"], "description": "e.g. 0000-0002-4417-9081; null if none"},
                            "isCorresponding": {"type": "boolean"},
                        },
                        "required": ["fullName", "email", "affiliation", "orcid", "isCorresponding"],
                        "additionalProperties": False,
                    },
                },
            },
            "required": ["manuscriptId", "authors"],
            "additionalProperties": False,
        },
        update_authors,
        act=True,
        strict=True,
    ),
    ToolDef(
        "withdrawSubmission",
        "Withdraw a manuscript from consideration. Final: it cannot be reinstated.",
        {
            "type": "object",
            "properties": {"manuscriptId": MS_ID, "reason": {"type": "string"}},
            "required": ["manuscriptId", "reason"],
        },
        withdraw_submission,
        act=True,
    ),
    ToolDef(
        "messageEditor",
        "Send a message to the handling editor of a manuscript through ManuTrack.",
        {
            "type": "object",
            "properties": {
                "manuscriptId": MS_ID,
                "subject": {"type": "string"},
                "message": {"type": "string"},
                "ccCoauthors": {"type": "boolean", "description": "Copy the co-authors (default false)"},
            },
            "required": ["manuscriptId", "subject", "message"],
        },
        message_editor,
        act=True,
    ),
]

JN_ACTS = ["requestExtension", "updateAuthors", "withdrawSubmission", "messageEditor"]
JN_READS = ["listSubmissions", "getSubmission"]

JN_INSTRUCTIONS = """You are the author assistant in ManuTrack, the submission system of the Journal of Coastal and Estuarine Ecology (JCEE).
Today is Thursday 3 December 2026, 2:05 PM (Vancouver, Canada; America/Vancouver).

Signed-in author: Dr. Priya Raman (p.raman@ubc.ca), Institute for the Oceans and Fisheries, University of British Columbia, ORCID 0000-0002-4417-9081.

Journal policies:
- Revision deadlines are 60 days for a major revision and 30 days for a minor one. Authors may ask for one extension of up to 30 days per revision; the handling editor decides, usually within 3 working days.
- Changes to the author list after submission need every author's agreement: the system emails all authors (old and new) to confirm.
- Withdrawal is final: a withdrawn manuscript cannot be reinstated and has to be submitted again as a new one.
- Article processing charge (APC): US$2,450 per accepted article, invoiced at acceptance. It is waived for corresponding authors based in Research4Life Group A countries and halved for Group B; other authors may apply to the editorial office for a hardship waiver before paying.
- Peer review is single-blind: reviewers' names are never shared with authors.
Only send messages, change author lists, request extensions or withdraw a manuscript when the author asks you to."""


# =============================================================================================
# 3. dive_centre: Blue Turtle Divers, Koh Tao (4 tools, kebab-case)
# =============================================================================================

DV_TODAY = _dt.date(2026, 12, 12)

DIVE_TRIPS: dict[str, dict[str, Any]] = {
    "BT-1212-AM": {"date": "2026-12-12", "slot": "morning", "departs": "07:00", "dives": 2, "price_thb": 2000,
                   "sites": ["Chumphon Pinnacle (14-36 m)", "Green Rock (5-25 m)"], "min_cert": "advanced_open_water",
                   "spaces_left": 0, "status": "departed"},
    "BT-1212-PM": {"date": "2026-12-12", "slot": "afternoon", "departs": "12:30", "dives": 2, "price_thb": 2000,
                   "sites": ["Shark Island (5-22 m)", "Mango Bay (4-16 m)"], "min_cert": "open_water", "spaces_left": 4},
    "BT-1212-NT": {"date": "2026-12-12", "slot": "night", "departs": "17:45", "dives": 1, "price_thb": 1500,
                   "sites": ["Aow Leuk night dive (max 12 m)"], "min_cert": "open_water", "spaces_left": 3},
    "BT-1213-AM": {"date": "2026-12-13", "slot": "morning", "departs": "07:00", "dives": 2, "price_thb": 2000,
                   "sites": ["Chumphon Pinnacle (14-36 m)", "Green Rock (5-25 m)"], "min_cert": "advanced_open_water",
                   "spaces_left": 5},
    "BT-1213-PM": {"date": "2026-12-13", "slot": "afternoon", "departs": "12:30", "dives": 2, "price_thb": 2000,
                   "sites": ["Twins (5-18 m)", "Japanese Gardens (4-12 m)"], "min_cert": "open_water", "spaces_left": 8},
    "BT-1213-NT": {"date": "2026-12-13", "slot": "night", "departs": "17:45", "dives": 1, "price_thb": 1500,
                   "sites": ["Twins night dive (max 16 m)"], "min_cert": "open_water", "spaces_left": 6},
    "BT-1214-AM": {"date": "2026-12-14", "slot": "morning", "departs": "06:30", "dives": 2, "price_thb": 2800,
                   "sites": ["Sail Rock (10-40 m), two dives"], "min_cert": "advanced_open_water", "spaces_left": 2,
                   "note": "Long trip (1 h 45 min each way); price includes the marine park fee and lunch on board"},
    "BT-1214-PM": {"date": "2026-12-14", "slot": "afternoon", "departs": "12:30", "dives": 2, "price_thb": 2000,
                   "sites": ["White Rock (5-24 m)", "Aow Leuk (3-18 m)"], "min_cert": "open_water", "spaces_left": 7},
    "BT-1214-NT": {"date": "2026-12-14", "slot": "night", "departs": "17:45", "dives": 1, "price_thb": 1500,
                   "sites": ["White Rock night dive (max 16 m)"], "min_cert": "open_water", "spaces_left": 6},
    "BT-1215-AM": {"date": "2026-12-15", "slot": "morning", "departs": "07:00", "dives": 2, "price_thb": 2000,
                   "sites": ["Southwest Pinnacle (12-33 m)", "Shark Island (5-22 m)"], "min_cert": "advanced_open_water",
                   "spaces_left": 6},
    "BT-1215-PM": {"date": "2026-12-15", "slot": "afternoon", "departs": "12:30", "dives": 2, "price_thb": 2000,
                   "sites": ["Junkyard artificial reef (8-12 m)", "Twins (5-18 m)"], "min_cert": "open_water", "spaces_left": 8},
}

GEAR_THB = {"bcd": 200, "regulator": 200, "wetsuit": 150, "mask_fins": 150, "computer": 250, "torch": 150}
CERT_RANK = {"open_water": 0, "advanced_open_water": 1, "rescue": 2, "divemaster": 3, "instructor": 4}

DIVE_BOOKINGS: dict[str, dict[str, Any]] = {
    "BK-7731": {"trip_id": "BT-1213-AM",
                "divers": [{"name": "Lena Hoffmann", "certification": "advanced_open_water", "rental": ["computer"]},
                           {"name": "Marco Bianchi", "certification": "advanced_open_water",
                            "rental": ["bcd", "regulator", "wetsuit", "mask_fins"]}],
                "nitrox": False},
    "BK-7702": {"trip_id": "BT-1212-NT",
                "divers": [{"name": "Lena Hoffmann", "certification": "advanced_open_water", "rental": ["torch"]}],
                "nitrox": False},
}


def _check_in(departs: str) -> str:
    hour, minute = map(int, departs.split(":"))
    total = hour * 60 + minute - 30
    return f"{total // 60:02d}:{total % 60:02d}"


def _trip_row(trip_id: str) -> dict[str, Any]:
    t = DIVE_TRIPS[trip_id]
    row = {"trip_id": trip_id, "date": t["date"], "slot": t["slot"], "departs": t["departs"], "check_in": _check_in(t["departs"]),
           "sites": t["sites"], "dives": t["dives"], "min_certification": t["min_cert"], "price_thb_per_diver": t["price_thb"],
           "spaces_left": t["spaces_left"], "status": t.get("status", "open")}
    if "note" in t:
        row["note"] = t["note"]
    return row


def _price(trip_id: str, divers: list[dict[str, Any]], nitrox: bool) -> int:
    t = DIVE_TRIPS[trip_id]
    total = 0
    for d in divers:
        total += t["price_thb"] + sum(GEAR_THB.get(str(g), 0) for g in d.get("rental") or [])
        if nitrox:
            total += 300 * t["dives"]
    return total


def list_dive_trips(date: str | None = None, time_of_day: str | None = None, site: str | None = None) -> dict[str, Any]:
    wanted = _day(date) if date else None
    if date and wanted is None:
        return {"error": "date must be YYYY-MM-DD."}
    rows = []
    for trip_id, t in DIVE_TRIPS.items():
        trip_day = _dt.date.fromisoformat(t["date"])
        if wanted and trip_day != wanted:
            continue
        if not wanted and trip_day < DV_TODAY:
            continue
        if time_of_day and t["slot"] != str(time_of_day).strip().lower():
            continue
        if site and str(site).strip().casefold() not in " ".join(t["sites"]).casefold():
            continue
        rows.append(_trip_row(trip_id))
    out: dict[str, Any] = {"count": len(rows), "trips": rows, "currency": "THB"}
    if wanted and wanted > _dt.date(2026, 12, 15):
        out["note"] = "The schedule is published up to Tuesday 15 December; later trips are added 3 days ahead."
    if wanted and wanted < DV_TODAY:
        out["note"] = "That date is in the past."
    return out


def book_dive_trip(trip_id: str, divers: list[dict[str, Any]], nitrox: bool = False) -> dict[str, Any]:
    tid = str(trip_id).strip().upper()
    t = DIVE_TRIPS.get(tid)
    if t is None:
        return {"error": f"No trip '{trip_id}'. Trip ids look like BT-1214-PM (use list-dive-trips)."}
    if t.get("status") == "departed":
        return {"error": f"{tid} has already left."}
    if not divers:
        return {"error": "Add at least one diver."}
    if len(divers) > t["spaces_left"]:
        return {"error": f"Only {t['spaces_left']} space(s) left on {tid}."}
    for d in divers:
        rank = CERT_RANK.get(str(d.get("certification", "")).strip().lower())
        if rank is None:
            return {"error": f"Unknown certification for {d.get('name')}."}
        if rank < CERT_RANK[t["min_cert"]]:
            return {"error": f"{d.get('name')} needs Advanced Open Water or higher for {', '.join(t['sites'])}."}
        bad = [g for g in d.get("rental") or [] if g not in GEAR_THB]
        if bad:
            return {"error": f"Unknown rental item(s) {bad}; choose from {sorted(GEAR_THB)}."}
    index = list(DIVE_TRIPS).index(tid)
    return {
        "booking_id": f"BK-77{40 + index}",
        "status": "confirmed",
        "trip": _trip_row(tid),
        "divers": [{"name": d.get("name"), "certification": d.get("certification"), "rental": d.get("rental") or []} for d in divers],
        "nitrox": bool(nitrox),
        "total_thb": _price(tid, divers, bool(nitrox)),
        "pay": "at the shop at check-in (cash or card, 3% card fee)",
        "cancellation": "free until 18:00 the day before; 50% after that",
    }


def get_my_bookings() -> dict[str, Any]:
    rows = []
    for bid, b in DIVE_BOOKINGS.items():
        rows.append({"booking_id": bid, "status": "confirmed", "trip": _trip_row(b["trip_id"]), "divers": b["divers"],
                     "nitrox": b["nitrox"], "total_thb": _price(b["trip_id"], b["divers"], b["nitrox"])})
    rows.sort(key=lambda r: (r["trip"]["date"], r["trip"]["departs"]))
    return {"guest": "Lena Hoffmann", "count": len(rows), "bookings": rows}


def cancel_booking(booking_id: str) -> dict[str, Any]:
    bid = str(booking_id).strip().upper()
    b = DIVE_BOOKINGS.get(bid)
    if b is None:
        return {"error": f"No booking '{booking_id}' for Lena Hoffmann. Use get-my-bookings."}
    total = _price(b["trip_id"], b["divers"], b["nitrox"])
    trip_day = _dt.date.fromisoformat(DIVE_TRIPS[b["trip_id"]]["date"])
    late = trip_day <= DV_TODAY  # after 18:00 the day before
    fee = total // 2 if late else 0
    return {"booking_id": bid, "status": "cancelled", "trip_id": b["trip_id"], "total_thb": total,
            "cancellation_fee_thb": fee, "refund_thb": total - fee,
            "note": "Cancelled free of charge." if not late else "Late cancellation: 50% fee applies."}


DIVER = {
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "certification": {"type": "string", "enum": list(CERT_RANK)},
        "rental": {
            "type": "array",
            "items": {"type": "string", "enum": list(GEAR_THB)},
            "description": "Gear to rent; empty if they bring their own",
        },
    },
    "required": ["name", "certification"],
}

DV_TOOLS = [
    ToolDef(
        "list-dive-trips",
        "Fun-dive boat trips with sites, depth, minimum certification, check-in time, price and spaces left.",
        {
            "type": "object",
            "properties": {
                "date": {"type": ["string", "null"], "format": "date", "description": "YYYY-MM-DD; null for all upcoming"},
                "time_of_day": {"type": ["string", "null"], "enum": ["morning", "afternoon", "night", None]},
                "site": {"type": ["string", "null"], "description": "Part of a dive site name, e.g. 'Sail Rock'"},
            },
        },
        list_dive_trips,
    ),
    ToolDef(
        "book-dive-trip",
        "Book one or more divers on a trip, with rental gear per diver and optional Nitrox.",
        {
            "type": "object",
            "properties": {
                "trip_id": {"type": "string", "description": "e.g. BT-1214-PM"},
                "divers": {"type": "array", "items": DIVER, "minItems": 1},
                "nitrox": {"type": "boolean", "description": "Enriched air (300 THB per dive per diver)"},
            },
            "required": ["trip_id", "divers"],
        },
        book_dive_trip,
        act=True,
    ),
    ToolDef(
        "get-my-bookings",
        "The guest's upcoming dive bookings with trip, divers, check-in time and total.",
        {"type": "object", "properties": {}},
        get_my_bookings,
    ),
    ToolDef(
        "cancel-booking",
        "Cancel a whole booking (free until 18:00 the day before the trip, 50% after).",
        {"type": "object", "properties": {"booking_id": {"type": "string", "description": "e.g. BK-7731"}}, "required": ["booking_id"]},
        cancel_booking,
        act=True,
    ),
]

DV_ACTS = ["book-dive-trip", "cancel-booking"]

DV_INSTRUCTIONS = """You are the booking assistant of Blue Turtle Divers, a PADI dive centre on Sairee Beach, Koh Tao, Thailand.
Today is Saturday 12 December 2026, 7:30 AM (Asia/Bangkok).

Guest: Lena Hoffmann (lena.hoffmann@posteo.de), staying at Sairee Cottage, room 14, with her partner Marco Bianchi. Both hold Advanced Open Water certifications.

How trips work:
- Fun-dive boats: morning at 07:00 (two dives; Sail Rock leaves at 06:30), afternoon at 12:30 (two dives), night dive at 17:45 (one dive). Check in at the shop 30 minutes before departure.
- Sites deeper than 18 m need Advanced Open Water or higher.
- Prices per diver: 2-dive trip 2,000 THB (Sail Rock 2,800 THB incl. marine park fee), night dive 1,500 THB. Rental per trip: BCD 200, regulator 200, wetsuit 150, mask and fins 150, dive computer 250, torch 150 THB. Nitrox 300 THB per dive. Pay at the shop at check-in.
- Cancellation: free until 18:00 the day before the trip, 50% after that. Trips cancelled by us for weather are refunded in full.
- Safety: no flying for at least 18 hours after a single dive day, 24 hours after several days of repetitive diving. Divers who have not dived for over a year need a refresher (1,500 THB) first.
Only book or cancel when the guest asks you to."""


# =============================================================================================
# 4. genealogy_archive: Dales & Moors Record Office (3 tools, PascalCase)
# =============================================================================================

GEN_RECORDS = [
    {"RecordId": "PR/THI/1/4/212", "Type": "baptism", "Date": "1852-03-14", "Parish": "Thirsk, St Mary", "District": "Thirsk",
     "Summary": "John, son of William Thwaite (joiner) and Hannah, of Kirkgate, Thirsk"},
    {"RecordId": "PR/THI/1/4/398", "Type": "baptism", "Date": "1855-07-01", "Parish": "Thirsk, St Mary", "District": "Thirsk",
     "Summary": "Mary Ann, daughter of William Thwaite (joiner) and Hannah, of Kirkgate, Thirsk"},
    {"RecordId": "PR/THI/1/6/77", "Type": "marriage", "Date": "1876-05-20", "Parish": "Thirsk, St Mary", "District": "Thirsk",
     "Summary": "John Thwaite (24, bachelor, joiner, of Thirsk; father William Thwaite, joiner) married Elizabeth Alderson "
                "(22, spinster, of Reeth; father James Alderson, lead miner), by banns"},
    {"RecordId": "PR/THI/1/9/301", "Type": "burial", "Date": "1911-02-08", "Parish": "Thirsk, St Mary", "District": "Thirsk",
     "Summary": "John Thwaite, of Kirkgate, Thirsk, aged 58"},
    {"RecordId": "PR/SOW/1/3/88", "Type": "burial", "Date": "1889-12-30", "Parish": "Sowerby, St Oswald", "District": "Thirsk",
     "Summary": "William Thwaite, of Front Street, Sowerby, aged 67"},
    {"RecordId": "CEN/1861/RG9/3668/41", "Type": "census", "Date": "1861-04-07", "Parish": "Thirsk, St Mary", "District": "Thirsk",
     "Summary": "Kirkgate, Thirsk: William Thwaite, head, 38, joiner; Hannah, wife, 36; John, son, 9; Mary Ann, daughter, 5"},
    {"RecordId": "CEN/1881/RG11/4857/23", "Type": "census", "Date": "1881-04-03", "Parish": "Thirsk, St Mary", "District": "Thirsk",
     "Summary": "Kirkgate, Thirsk: John Thwaite, head, 29, joiner; Elizabeth, wife, 27, born Reeth; William, son, 3; "
                "Hannah, daughter, 1"},
    {"RecordId": "PR/GRI/1/5/140", "Type": "baptism", "Date": "1851-02-09", "Parish": "Grinton, St Andrew", "District": "Reeth",
     "Summary": "Thomas, son of George Alderson (lead miner) and Margaret, of Healaugh"},
    {"RecordId": "PR/GRI/1/5/166", "Type": "baptism", "Date": "1853-11-06", "Parish": "Grinton, St Andrew", "District": "Reeth",
     "Summary": "Elizabeth, daughter of James Alderson (lead miner) and Ann, of Reeth"},
    {"RecordId": "CEN/1861/RG9/3676/15", "Type": "census", "Date": "1861-04-07", "Parish": "Grinton, St Andrew", "District": "Reeth",
     "Summary": "High Row, Reeth: James Alderson, head, 44, lead miner; Ann, wife, 40; Elizabeth, daughter, 7; Ralph, son, 4"},
    {"RecordId": "CEN/1861/RG9/3676/22", "Type": "census", "Date": "1861-04-07", "Parish": "Grinton, St Andrew", "District": "Reeth",
     "Summary": "Healaugh: George Alderson, head, 41, lead miner; Margaret, wife, 39; Thomas, son, 10"},
]

GEN_ORDERS = {
    "DMRO-ORD-20931": {
        "OrderId": "DMRO-ORD-20931",
        "Placed": "2026-12-09",
        "RecordId": "CEN/1861/RG9/3668/41",
        "Record": "1861 census, Kirkgate, Thirsk: William Thwaite household",
        "Format": "digital_scan",
        "Price": "£6.50 (paid)",
        "Status": "Completed - emailed",
        "Emailed": "2026-12-15T16:42",
        "To": "maggie.thwaite@btinternet.com",
        "Note": "Sent as a download link from no-reply@dmro-archives.org.uk; the link expires on 14 January 2027. If it has not "
                "arrived, check the spam or junk folder, or ask us to resend it.",
    },
}


def _order_id(record_id: str) -> str:
    return f"DMRO-ORD-{21000 + sum(map(ord, record_id)) % 900}"


def _gen_record(record_id: Any) -> dict[str, Any] | None:
    text = re.sub(r"\s+", "", str(record_id)).upper()
    return next((r for r in GEN_RECORDS if r["RecordId"] == text), None)


def search_records(Surname: str, Forenames: str | None = None, RecordTypes: list[str] | None = None, Parish: str | None = None,
                   YearFrom: int | None = None, YearTo: int | None = None) -> dict[str, Any]:
    surname = str(Surname or "").strip().casefold()
    if not surname:
        return {"error": "Surname is required."}
    types = {str(t).strip().lower() for t in RecordTypes or []}
    hits = []
    for r in GEN_RECORDS:
        text = r["Summary"].casefold()
        if surname not in text:
            continue
        if types and r["Type"] not in types:
            continue
        if Forenames and not all(part in text for part in str(Forenames).casefold().split()):
            continue
        if Parish and str(Parish).strip().casefold() not in (r["Parish"] + " " + r["District"]).casefold():
            continue
        year = int(r["Date"][:4])
        if YearFrom and year < _int(YearFrom):
            continue
        if YearTo and year > _int(YearTo):
            continue
        hits.append({**r, "Year": year})
    out: dict[str, Any] = {"Query": {"Surname": Surname, "Forenames": Forenames, "RecordTypes": sorted(types) or "all",
                                     "Parish": Parish, "YearFrom": YearFrom, "YearTo": YearTo},
                           "Count": len(hits), "Results": hits,
                           "Copies": "Digital scan £6.50 (email); certified print £12.00 + £2.50 postage"}
    if not hits:
        out["Tip"] = "No matches. Try variant spellings (e.g. Thwaites, Aldersen), drop the forenames or widen the years."
    return out


def order_copy(RecordId: str, Format: str, SendTo: dict[str, Any]) -> dict[str, Any]:
    record = _gen_record(RecordId)
    if record is None:
        return {"error": f"No record '{RecordId}' in our indexes. Use SearchRecords to find record ids."}
    send = SendTo or {}
    if Format == "digital_scan":
        price, deliver, expected = 6.50, send.get("Email") or "maggie.thwaite@btinternet.com", "2027-01-05"
    elif Format == "certified_print":
        address = send.get("PostalAddress") or {"Line1": "3 Kirkgate", "Town": "Thirsk", "Postcode": "YO7 1PL", "Country": "GB"}
        price, deliver, expected = 14.50, ", ".join(str(v) for v in address.values()), "2027-01-12"
    else:
        return {"error": "Format must be digital_scan or certified_print."}
    return {
        "OrderId": _order_id(record["RecordId"]),
        "Status": "Received",
        "RecordId": record["RecordId"],
        "Record": f"{record['Type']} {record['Date']}, {record['Parish']}: {record['Summary']}",
        "Format": Format,
        "RecipientName": send.get("Name") or "Margaret Thwaite",
        "DeliverTo": deliver,
        "Price": f"£{price:.2f}",
        "Charged": f"£{price:.2f} to the Visa ending 3390 on the reader account",
        "ExpectedBy": expected,
        "Note": "The office is closed 24 December - 2 January; orders are processed again from 4 January 2027.",
    }


def get_order(OrderId: str) -> dict[str, Any]:
    text = str(OrderId).strip().upper()
    if text in GEN_ORDERS:
        return GEN_ORDERS[text]
    for r in GEN_RECORDS:
        if _order_id(r["RecordId"]) == text:
            return {"OrderId": text, "RecordId": r["RecordId"], "Status": "Received - in the copying queue", "Placed": "2026-12-18"}
    return {"error": f"No order '{OrderId}' on reader ticket DMRO-48812."}


GEN_TOOLS = [
    ToolDef(
        "SearchRecords",
        "Search the record office's indexes of parish registers (baptisms, marriages, burials 1538-1950) and censuses (1841-1921).",
        {
            "type": "object",
            "properties": {
                "Surname": {"type": "string"},
                "Forenames": {"type": ["string", "null"], "description": "Optional forename(s) to narrow the search"},
                "RecordTypes": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["baptism", "marriage", "burial", "census"]},
                    "description": "Leave out for all types",
                },
                "Parish": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Parish or registration district"},
                "YearFrom": {"type": "integer"},
                "YearTo": {"type": "integer"},
            },
            "required": ["Surname"],
        },
        search_records,
    ),
    ToolDef(
        "OrderCopy",
        "Order a copy of one record; charged to the card on the reader account. Email/PostalAddress null = use the account's.",
        {
            "type": "object",
            "properties": {
                "RecordId": {"type": "string", "description": "e.g. PR/THI/1/6/77 or CEN/1881/RG11/4857/23"},
                "Format": {"type": "string", "enum": ["digital_scan", "certified_print"]},
                "SendTo": {"$ref": "#/$defs/Recipient"},
            },
            "required": ["RecordId", "Format", "SendTo"],
            "additionalProperties": False,
            "$defs": {
                "Recipient": {
                    "type": "object",
                    "properties": {
                        "Name": {"type": "string"},
                        "Email": {"type": ["string", "null"], "description": "For digital scans"},
                        "PostalAddress": {"anyOf": [{"$ref": "#/$defs/PostalAddress"}, {"type": "null"}],
                                          "description": "For certified prints"},
                    },
                    "required": ["Name", "Email", "PostalAddress"],
                    "additionalProperties": False,
                },
                "PostalAddress": {
                    "type": "object",
                    "properties": {
                        "Line1": {"type": "string"},
                        "Town": {"type": "string"},
                        "Postcode": {"type": "string"},
                        "Country": {"type": "string", "description": "ISO 3166-1 alpha-2, e.g. GB"},
                    },
                    "required": ["Line1", "Town", "Postcode", "Country"],
                    "additionalProperties": False,
                },
            },
        },
        order_copy,
        act=True,
        strict=True,
    ),
    ToolDef(
        "GetOrder",
        "Status of a copy order.",
        {"type": "object", "properties": {"OrderId": {"type": "string", "description": "e.g. DMRO-ORD-20931"}}, "required": ["OrderId"]},
        get_order,
    ),
]

GEN_INSTRUCTIONS = """You are the online enquiries assistant of the Dales & Moors Record Office, the county archive in Northallerton, North Yorkshire.
Today is Friday 18 December 2026, 10:15 AM (Europe/London).

Signed-in reader: Margaret Thwaite (reader ticket DMRO-48812, maggie.thwaite@btinternet.com), 3 Kirkgate, Thirsk YO7 1PL. Card on file: Visa ending 3390.
Orders on this account: DMRO-ORD-20931 (placed 9 December 2026).

What we hold: indexes of North Yorkshire parish registers (baptisms, marriages, burials, 1538-1950) and the 1841-1921 censuses for the county.
Copies: digital scan £6.50 per record, emailed within 5 working days; certified print £12.00 plus £2.50 postage, posted within 10 working days. Paid with the card on the reader account when the order is placed.
Civil birth, marriage and death certificates (from July 1837) are issued by the General Register Office (GRO) or the local register office, not by us.
The office is closed from 24 December to 2 January; orders placed then are processed from 4 January 2027.
Only place orders when the reader asks for a copy."""


# =============================================================================================
# 5. observatory: Mesa Ridge Observatory public programs (1 tool, namespaced)
# =============================================================================================

OBS_TODAY = _dt.date(2026, 12, 13)
OBS_PROGRAMS = {
    "planet_walk": {"title": "Twilight Planet Walk", "start": "17:30", "code": "TPW",
                    "prices": {"adults": 28, "seniors": 24, "children": 15, "under_5": 0}},
    "deep_sky": {"title": "Deep Sky Telescope Night", "start": "19:30", "code": "DSN",
                 "prices": {"adults": 38, "seniors": 34, "children": 22, "under_5": 0}},
    "meteor_watch": {"title": "Geminids Meteor Watch", "start": "21:00", "code": "GMW",
                     "prices": {"adults": 35, "seniors": 30, "children": 20, "under_5": 0}},
}
OBS_SEATS = {("meteor_watch", "2026-12-13"): 4, ("meteor_watch", "2026-12-14"): 18}


def _runs(program: str, day: _dt.date) -> bool:
    if program == "meteor_watch":
        return str(day) in ("2026-12-13", "2026-12-14")
    if program == "deep_sky":
        return day.weekday() in (3, 4, 5)
    return day.weekday() != 0  # planet walk: Tuesday to Sunday


def reserve_session(date: str, program: str, tickets: dict[str, Any], wheelchair_access: bool = False,
                    notes: str | None = None) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD."}
    info = OBS_PROGRAMS.get(str(program).strip().lower())
    if info is None:
        return {"error": "program must be planet_walk, deep_sky or meteor_watch."}
    key = str(program).strip().lower()
    if day < OBS_TODAY:
        return {"error": f"{day} is in the past."}
    if day > _dt.date(2027, 3, 13):
        return {"error": "Bookings open 90 days ahead (up to 13 March 2027)."}
    if not _runs(key, day):
        return {"error": f"{info['title']} does not run on {day:%A} {day.day} {day:%B %Y}."}
    counts = {k: _int((tickets or {}).get(k)) for k in ("adults", "seniors", "children", "under_5")}
    people = sum(counts.values())
    if people < 1 or counts["adults"] + counts["seniors"] < 1:
        return {"error": "At least one adult or senior ticket is needed (children must be accompanied)."}
    if key == "deep_sky" and counts["under_5"]:
        return {"error": "Deep Sky Telescope Night is for ages 8 and up."}
    seats = OBS_SEATS.get((key, str(day)), 30)
    if people > seats:
        return {"error": f"Only {seats} places left for {info['title']} on {day.day} {day:%B}."}
    lines = {k: {"count": n, "each_usd": info["prices"][k]} for k, n in counts.items() if n}
    total = sum(n * info["prices"][k] for k, n in counts.items())
    hour, minute = map(int, info["start"].split(":"))
    arrive = _dt.datetime(day.year, day.month, day.day, hour, minute) - _dt.timedelta(minutes=20)
    return {
        "booking_ref": f"MRO-{day:%m%d}-{info['code']}-{people}",
        "status": "confirmed",
        "program": info["title"],
        "date": str(day),
        "starts": info["start"],
        "arrive_by": arrive.strftime("%H:%M"),
        "tickets": lines,
        "total_usd": total,
        "wheelchair_access": bool(wheelchair_access),
        "accessibility": "Paved path, accessible viewing deck and a lowered eyepiece will be reserved." if wheelchair_access else None,
        "notes": notes,
        "confirmation_sent_to": "carlos.mendoza@gmail.com",
    }


OBS_TOOL = "mesaridge__sessions_reserve"

OBS_TOOLS = [
    ToolDef(
        OBS_TOOL,
        "Book tickets for a Mesa Ridge Observatory public program on a date (charged to the visitor's saved card).",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date", "description": "YYYY-MM-DD"},
                "program": {"type": "string", "enum": list(OBS_PROGRAMS)},
                "tickets": {
                    "type": "object",
                    "properties": {
                        "adults": {"type": "integer", "minimum": 0},
                        "seniors": {"type": "integer", "minimum": 0, "description": "65 and over"},
                        "children": {"type": "integer", "minimum": 0, "description": "Ages 5-15"},
                        "under_5": {"type": "integer", "minimum": 0, "description": "Free; not allowed at deep_sky"},
                    },
                    "required": ["adults"],
                },
                "wheelchair_access": {"type": "boolean"},
                "notes": {"type": ["string", "null"]},
            },
            "required": ["date", "program", "tickets"],
        },
        reserve_session,
        act=True,
    ),
]

OBS_INSTRUCTIONS = """You are the visitor assistant of Mesa Ridge Observatory in Flagstaff, Arizona.
Today is Sunday 13 December 2026, 4:20 PM (America/Phoenix, MST).

Signed-in visitor: Carlos Mendoza (carlos.mendoza@gmail.com); tickets are charged to his saved card.

Public programs (prices in USD; seniors are 65+, children 5-15, under 5 free):
- Twilight Planet Walk: Tuesday to Sunday at 5:30 PM, 60 minutes; Jupiter and Saturn through the 16-inch telescope. Adults $28, seniors $24, children $15.
- Deep Sky Telescope Night: Thursday, Friday and Saturday at 7:30 PM, 2 hours; galaxies, nebulae and star clusters through the 32-inch telescope. Adults $38, seniors $34, children $22. Ages 8 and up.
- Geminids Meteor Watch: special event on Sunday 13 and Monday 14 December at 9:00 PM, 2 hours, outdoors on the meteor lawn with reclining chairs and hot cocoa. Adults $35, seniors $30, children $20.
- Closed on Mondays, except for the Meteor Watch.
- Cloudy nights: if clouds cover the sky the program moves indoors to the planetarium dome. Tickets are not refunded but can be exchanged for another date up to 2 hours before the start.
- December nights on the mesa are often below 20°F (-7°C): dress in warm layers, hat and gloves. Only red flashlights are allowed outside; no white lights or flash photography.
- The site is wheelchair accessible (paved paths, accessible deck, lowered eyepiece on request). Arrive 20 minutes before the start.
Only book when the visitor asks for a booking."""


DOMAINS = [
    Domain("ev_charging", EV_TOOLS, EV_INSTRUCTIONS),
    Domain("journal_submissions", JN_TOOLS, JN_INSTRUCTIONS),
    Domain("dive_centre", DV_TOOLS, DV_INSTRUCTIONS),
    Domain("genealogy_archive", GEN_TOOLS, GEN_INSTRUCTIONS),
    Domain("observatory", OBS_TOOLS, OBS_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

DEC_19 = said("19 December", "December 19", "19 Dec", "Dec 19", "2026-12-19", "19th of December", "December 19th", "19/12", "12/19")
DEC_10 = said("10 December", "December 10", "10 Dec", "Dec 10", "2026-12-10", "10th of December", "December 10th", "10/12", "12/10")
DEC_15 = said("15 December", "December 15", "15 Dec", "Dec 15", "2026-12-15", "15th of December", "December 15th", "15/12", "12/15")
TWO_OF_THREE = said("2 of 3", "two of three", "2 out of 3", "two out of three", "two of the three", "2 of the 3", "2/3")
FREE_CANCEL = said("free", "no charge", "full refund", "no fee", "no cancellation fee", "4,950", "4950")

CASES = [
    # ---------------------------------------------------------------- ev_charging (13)
    Case(
        "al_ev_topup_ideal",
        "ev_charging",
        "direct",
        [
            Turn(
                "top up my wallet with 25 euros through iDEAL",
                calls=[ExpectCall("top_up_wallet", {"amount": number(25), "currency": "EUR", "method": "ideal"})],
                forbid=[t for t in EV_ACTS if t != "top_up_wallet"],
                answer_has=[said_number(43.4)],
            ),
        ],
        features=("number", "iso_code", "enum", "10_tools"),
    ),
    Case(
        "al_ev_find_300kw",
        "ev_charging",
        "direct",
        [
            Turn(
                "find me a free 300 kW charger in Leidsche Rijn",
                calls=[ExpectCall("find_chargers", {"near": contains("leidsche rijn"), "min_power_kw": number(300)})],
                allow=["get_station"],
                forbid=EV_ACTS,
                answer_has=[said("Leidsche Rijn Centrum", "Berlijnplein")],
            ),
        ],
        features=("integer_enum", "nullable_type_list", "boolean", "10_tools"),
    ),
    Case(
        "al_ev_report_screen",
        "ev_charging",
        "polite",
        [
            Turn(
                "Could you please report that charger number 4 at P+R Papendorp isn't working? The screen is completely black. "
                "Thanks a lot!",
                calls=[
                    ExpectCall(
                        "report_fault",
                        {
                            "station_id": "NL-VH-0231",
                            "connector_id": one_of("NL-VH-0231-4", "4"),
                            "fault_type": one_of("display_dead", "wont_start"),
                            "urgent": boolean(False),
                        },
                    )
                ],
                allow=["find_chargers", "get_station"],
                forbid=[t for t in EV_ACTS if t != "report_fault"],
                answer_has=[said("FLT-261216-0231")],
            ),
        ],
        features=("nullable_anyof", "enum", "boolean", "10_tools"),
    ),
    Case(
        "al_ev_when_done",
        "ev_charging",
        "indirect",
        [
            Turn(
                "my car's been plugged in at Papendorp since about half seven, how much longer is it going to take?",
                calls=[ExpectCall("get_active_session")],
                forbid=EV_ACTS,
                answer_has=[said("10:58", "2 hours 48", "2h 48", "2 h 48")],
            ),
        ],
        features=("no_args", "10_tools"),
    ),
    Case(
        "al_ev_charge_on_4th",
        "ev_charging",
        "indirect",
        [
            Turn(
                "why was I charged almost 41 euros on the 4th?? that seems like a lot",
                calls=[
                    ExpectCall(
                        "list_charging_history",
                        {"from_date": date_in("2026-11-01", "2026-12-04"), "to_date": date_in("2026-12-04", "2026-12-16")},
                    )
                ],
                forbid=EV_ACTS,
                answer_has=[said("idle", "overstay", "blocking", "stayed plugged", "after charging"), said_number(4.8)],
            ),
        ],
        features=("date", "10_tools"),
    ),
    Case(
        "al_ev_topup_and_spend",
        "ev_charging",
        "multi_intent",
        [
            Turn(
                "top up 30 euros from my mastercard, and how much have I spent on charging so far this month?",
                calls=[
                    ExpectCall("top_up_wallet", {"amount": number(30), "currency": "EUR", "method": "card"}),
                    ExpectCall("list_charging_history", {"from_date": date("2026-12-01"), "to_date": date_in("2026-12-15", "2026-12-31")}),
                ],
                forbid=[t for t in EV_ACTS if t != "top_up_wallet"],
                answer_has=[said_number(48.27)],
            ),
        ],
        features=("number", "iso_code", "enum", "date", "10_tools"),
    ),
    Case(
        "al_ev_reserve_and_receipt",
        "ev_charging",
        "multi_intent",
        [
            Turn(
                "Hold the free CCS at Jaarbeurs P3 for 15 minutes, and email me the receipt from my Hoog Catharijne charge last week",
                calls=[
                    ExpectCall("reserve_connector", {"connector_id": "NL-VH-0587-1", "minutes": number(15)}),
                    ExpectCall("email_receipt", {"session_ids": items("CS-88167")}),
                ],
                allow=["find_chargers", "get_station", "list_charging_history"],
                forbid=["cancel_reservation", "stop_session", "report_fault", "top_up_wallet"],
            ),
        ],
        features=("strict", "integer_enum", "array", "date", "10_tools"),
    ),
    Case(
        "al_ev_ac_vs_dc",
        "ev_charging",
        "no_tool",
        [
            Turn(
                "what's actually the difference between AC and DC charging? and why is DC so much pricier",
                forbid=EV_ACTS,
                answer_has=[said("fast", "quick", "rapid", "speed")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "al_ev_reservation_missed",
        "ev_charging",
        "no_tool",
        [
            Turn(
                "if I reserve a charger and then get stuck in traffic and don't make it in time, do I lose anything?",
                forbid=EV_ACTS,
                answer_has=[said("€1", "1 euro", "one euro", "1.00", "EUR 1")],
            ),
        ],
        features=("hypothetical", "10_tools"),
    ),
    Case(
        "al_ev_reserve_where",
        "ev_charging",
        "underspecified",
        [
            Turn(
                "reserve me a fast charger, I'll be there in about 20 minutes",
                allow=["find_chargers", "get_active_session"],
                forbid=EV_ACTS,
                clarify=True,
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "al_ev_november_receipts",
        "ev_charging",
        "chained",
        [
            Turn(
                "can you email me the receipts for all my charging sessions in November? need them for my expenses claim",
                calls=[
                    ExpectCall("list_charging_history", {"from_date": date("2026-11-01"), "to_date": date("2026-11-30")}),
                    ExpectCall("email_receipt", {"session_ids": items("CS-87102", "CS-87455", "CS-87790", "CS-88020")}),
                ],
                forbid=[t for t in EV_ACTS if t != "email_receipt"],
            ),
        ],
        features=("date", "array", "10_tools"),
    ),
    Case(
        "al_ev_amersfoort_reserve",
        "ev_charging",
        "chained",
        [
            Turn(
                "find a free CCS fast charger near Amersfoort and reserve it for 30 minutes, I'm about 25 min away",
                calls=[
                    ExpectCall("find_chargers", {"near": contains("amersfoort")}),
                    ExpectCall("reserve_connector", {"connector_id": "NL-VH-0918-2", "minutes": number(30)}),
                ],
                allow=["get_station"],
                forbid=[t for t in EV_ACTS if t != "reserve_connector"],
                answer_has=[said("De Hoef", "Hogeweg")],
            ),
        ],
        features=("strict", "integer_enum", "nullable_type_list", "10_tools"),
    ),
    Case(
        "al_ev_hold_then_cancel",
        "ev_charging",
        "multi_turn",
        [
            Turn(
                "any 150 kW chargers free around Utrecht Centraal?",
                calls=[ExpectCall("find_chargers", {"near": contains("utrecht")})],
                allow=["get_station"],
                forbid=EV_ACTS,
                answer_has=[said("Jaarbeurs")],
            ),
            Turn(
                "ok hold the Jaarbeurs one for half an hour",
                calls=[ExpectCall("reserve_connector", {"connector_id": "NL-VH-0587-1", "minutes": number(30)})],
                allow=["find_chargers", "get_station"],
                forbid=[t for t in EV_ACTS if t != "reserve_connector"],
            ),
            Turn(
                "ah wait, my meeting just got moved. cancel that please",
                calls=[ExpectCall("cancel_reservation", {"reservation_id": "RSV-1216-05871"})],
                forbid=[t for t in EV_ACTS if t != "cancel_reservation"],
            ),
        ],
        features=("strict", "integer_enum", "10_tools"),
    ),
    # ---------------------------------------------------------------- journal_submissions (10)
    Case(
        "al_jn_extension_two_weeks",
        "journal_submissions",
        "direct",
        [
            Turn(
                "Request a two-week extension on JCEE-2026-0418. The data from the extra sites won't be in until January.",
                calls=[
                    ExpectCall(
                        "requestExtension", {"manuscriptId": "JCEE-2026-0418", "newDueDate": date_in("2027-01-01", "2027-01-03")}
                    )
                ],
                allow=JN_READS,
                forbid=[t for t in JN_ACTS if t != "requestExtension"],
            ),
        ],
        features=("date", "6_tools"),
    ),
    Case(
        "al_jn_nudge_editor",
        "journal_submissions",
        "polite",
        [
            Turn(
                "Hi! Could you kindly ask the editor handling my crab microplastics paper whether there's any news on a decision? "
                "It's been nearly three months.",
                calls=[ExpectCall("listSubmissions"), ExpectCall("messageEditor", {"manuscriptId": "JCEE-2026-0533"})],
                allow=["getSubmission"],
                forbid=[t for t in JN_ACTS if t != "messageEditor"],
            ),
        ],
        features=("enum", "6_tools"),
    ),
    Case(
        "al_jn_revision_due",
        "journal_submissions",
        "indirect",
        [
            Turn(
                "I keep losing track... when is the seagrass revision actually due?",
                calls=[ExpectCall("listSubmissions")],
                allow=["getSubmission"],
                forbid=JN_ACTS,
                answer_has=[DEC_19],
            ),
        ],
        features=("date", "6_tools"),
    ),
    Case(
        "al_jn_extend_and_status",
        "journal_submissions",
        "multi_intent",
        [
            Turn(
                "Ask for an extension to 15 January on the seagrass revision, and where's the crab paper at?",
                calls=[
                    ExpectCall("listSubmissions"),
                    ExpectCall("requestExtension", {"manuscriptId": "JCEE-2026-0418", "newDueDate": date("2027-01-15")}),
                ],
                allow=["getSubmission"],
                forbid=[t for t in JN_ACTS if t != "requestExtension"],
                answer_has=[TWO_OF_THREE],
            ),
        ],
        features=("date", "6_tools"),
    ),
    Case(
        "al_jn_coauthor_and_proofs",
        "journal_submissions",
        "multi_intent",
        [
            Turn(
                "Please add Dr. Ana Ruiz (ana.ruiz@uvic.ca, School of Environmental Studies, University of Victoria) as an author "
                "on the crab paper. Also, when should I expect the proofs for the eelgrass one?",
                calls=[
                    ExpectCall("listSubmissions"),
                    ExpectCall("getSubmission", {"manuscriptId": "JCEE-2026-0533"}),
                    ExpectCall(
                        "updateAuthors",
                        {
                            "manuscriptId": "JCEE-2026-0533",
                            "authors": items(
                                fields(fullName=contains("Priya Raman"), isCorresponding=boolean(True)),
                                fields(fullName=contains("Samir Haddad")),
                                fields(fullName=contains("Ana Ruiz"), email="ana.ruiz@uvic.ca"),
                            ),
                        },
                    ),
                ],
                forbid=[t for t in JN_ACTS if t != "updateAuthors"],
                answer_has=[DEC_10],
            ),
        ],
        features=("strict", "array_of_objects", "nullable_type_list", "person", "email", "6_tools"),
    ),
    Case(
        "al_jn_apc",
        "journal_submissions",
        "no_tool",
        [
            Turn(
                "How much is the APC going to be for the eelgrass paper, and is there any way to get it waived?",
                allow=JN_READS,
                forbid=JN_ACTS,
                answer_has=[said_number(2450), said("Research4Life")],
            ),
        ],
        features=("6_tools",),
    ),
    Case(
        "al_jn_extend_vague",
        "journal_submissions",
        "underspecified",
        [
            Turn("can you extend my revision deadline?", allow=JN_READS, forbid=JN_ACTS, clarify=True),
        ],
        features=("6_tools",),
    ),
    Case(
        "al_jn_typo_accepted",
        "journal_submissions",
        "chained",
        [
            Turn(
                "Find my accepted paper and let its editor know we've spotted a typo in Table 2 that we'll fix at the proof stage.",
                calls=[
                    ExpectCall("listSubmissions"),
                    ExpectCall("messageEditor", {"manuscriptId": "JCEE-2026-0291", "message": contains("Table 2")}),
                ],
                allow=["getSubmission"],
                forbid=[t for t in JN_ACTS if t != "messageEditor"],
            ),
        ],
        features=("enum", "6_tools"),
    ),
    Case(
        "al_jn_mei_email",
        "journal_submissions",
        "chained",
        [
            Turn(
                "Mei Tanaka has a new email address now, mei.tanaka@hakai.org. Can you update it on the seagrass paper?",
                calls=[
                    ExpectCall("listSubmissions"),
                    ExpectCall("getSubmission", {"manuscriptId": "JCEE-2026-0418"}),
                    ExpectCall(
                        "updateAuthors",
                        {
                            "manuscriptId": "JCEE-2026-0418",
                            "authors": items(
                                fields(fullName=contains("Priya Raman"), isCorresponding=boolean(True)),
                                fields(fullName=contains("Jordan Lee")),
                                fields(fullName=contains("Mei Tanaka"), email="mei.tanaka@hakai.org"),
                            ),
                        },
                    ),
                ],
                forbid=[t for t in JN_ACTS if t != "updateAuthors"],
            ),
        ],
        features=("strict", "array_of_objects", "nullable_type_list", "email", "6_tools"),
    ),
    Case(
        "al_jn_status_reviews_extend",
        "journal_submissions",
        "multi_turn",
        [
            Turn(
                "what's the status of all my submissions?",
                calls=[ExpectCall("listSubmissions")],
                allow=["getSubmission"],
                forbid=JN_ACTS,
                answer_has=[said("accepted"), said("under review"), said("revision")],
            ),
            Turn(
                "what did the reviewers say on the one that needs revising?",
                calls=[ExpectCall("getSubmission", {"manuscriptId": "JCEE-2026-0418"})],
                allow=["listSubmissions"],
                forbid=JN_ACTS,
                answer_has=[said("mixed-effects", "mixed effects", "random effect", "mixed model"), said("site", "meadow")],
            ),
            Turn(
                "ok, ask for an extension to the 8th of January on that one",
                calls=[ExpectCall("requestExtension", {"manuscriptId": "JCEE-2026-0418", "newDueDate": date("2027-01-08")})],
                allow=JN_READS,
                forbid=[t for t in JN_ACTS if t != "requestExtension"],
            ),
        ],
        features=("date", "6_tools"),
    ),
    # ---------------------------------------------------------------- dive_centre (9)
    Case(
        "al_dv_book_monday_pm",
        "dive_centre",
        "direct",
        [
            Turn(
                "Book me on Monday's afternoon trip. I'm advanced open water and I need a wetsuit plus mask and fins.",
                calls=[
                    ExpectCall("list-dive-trips"),
                    ExpectCall(
                        "book-dive-trip",
                        {
                            "trip_id": "BT-1214-PM",
                            "divers": items(
                                fields(name=contains("Lena"), certification="advanced_open_water", rental=items("wetsuit", "mask_fins"))
                            ),
                        },
                    ),
                ],
                forbid=["cancel-booking"],
                answer_has=[said_number(2300)],
            ),
        ],
        features=("array_of_objects", "nested", "enum", "date", "person"),
    ),
    Case(
        "al_dv_tomorrow_morning",
        "dive_centre",
        "polite",
        [
            Turn(
                "Could you please tell me what's going out tomorrow morning and whether there's still space on it?",
                calls=[ExpectCall("list-dive-trips", {"date": date("2026-12-13")})],
                forbid=DV_ACTS,
                answer_has=[said("Chumphon"), said_number(5)],
            ),
        ],
        features=("date", "nullable_type_list"),
    ),
    Case(
        "al_dv_checkin_time",
        "dive_centre",
        "indirect",
        [
            Turn(
                "I totally forgot what time I'm supposed to be at the shop tomorrow 🙈",
                calls=[ExpectCall("get-my-bookings")],
                allow=["list-dive-trips"],
                forbid=DV_ACTS,
                answer_has=[said("6:30", "06:30", "6.30")],
            ),
        ],
        features=("no_args",),
    ),
    Case(
        "al_dv_marco_night_and_tomorrow",
        "dive_centre",
        "multi_intent",
        [
            Turn(
                "Put Marco on tonight's night dive as well (he's advanced, he'll need a torch), and remind me what we've got "
                "booked for tomorrow?",
                calls=[
                    ExpectCall(
                        "book-dive-trip",
                        {
                            "trip_id": "BT-1212-NT",
                            "divers": items(fields(name=contains("Marco"), certification="advanced_open_water", rental=has_items("torch"))),
                        },
                    ),
                    ExpectCall("get-my-bookings"),
                ],
                allow=["list-dive-trips"],
                forbid=["cancel-booking"],
                answer_has=[said("Chumphon")],
            ),
        ],
        features=("array_of_objects", "nested", "enum", "person"),
    ),
    Case(
        "al_dv_flying",
        "dive_centre",
        "no_tool",
        [
            Turn(
                "How long do I have to wait after my last dive before I can fly? My flight to Bangkok is Tuesday morning.",
                allow=["get-my-bookings", "list-dive-trips"],
                forbid=DV_ACTS,
                answer_has=[said("18 hours", "18 h", "18-hour", "24 hours", "24 h", "24-hour", "eighteen hours", "twenty-four hours")],
            ),
        ],
        features=("advice",),
    ),
    Case(
        "al_dv_add_divers_vague",
        "dive_centre",
        "underspecified",
        [
            Turn(
                "can you add two more divers to our booking?",
                allow=["get-my-bookings", "list-dive-trips"],
                forbid=DV_ACTS,
                clarify=True,
            ),
        ],
        features=("person",),
    ),
    Case(
        "al_dv_sail_rock",
        "dive_centre",
        "chained",
        [
            Turn(
                "Is there still room on the Sail Rock trip? If there is, put me on it. I'm AOW and I've got all my own gear "
                "apart from a computer.",
                calls=[
                    ExpectCall("list-dive-trips"),
                    ExpectCall(
                        "book-dive-trip",
                        {
                            "trip_id": "BT-1214-AM",
                            "divers": items(fields(name=contains("Lena"), certification="advanced_open_water", rental=items("computer"))),
                        },
                    ),
                ],
                forbid=["cancel-booking"],
                answer_has=[said_number(3050)],
            ),
        ],
        features=("array_of_objects", "nested", "nullable_type_list", "enum"),
    ),
    Case(
        "al_dv_monday_then_tuesday",
        "dive_centre",
        "multi_turn",
        [
            Turn(
                "what trips are going out on Monday?",
                calls=[ExpectCall("list-dive-trips", {"date": date("2026-12-14")})],
                forbid=DV_ACTS,
                answer_has=[said("Sail Rock")],
            ),
            Turn(
                "and on Tuesday?",
                calls=[ExpectCall("list-dive-trips", {"date": date("2026-12-15")})],
                forbid=DV_ACTS,
                answer_has=[said("Southwest Pinnacle")],
            ),
        ],
        features=("date", "nullable_type_list", "elliptical"),
    ),
    Case(
        "al_dv_bookings_then_cancel",
        "dive_centre",
        "multi_turn",
        [
            Turn(
                "what have I got booked at the moment?",
                calls=[ExpectCall("get-my-bookings")],
                forbid=DV_ACTS,
                answer_has=[said("Chumphon"), said("night")],
            ),
            Turn(
                "we're knackered, cancel the Chumphon one",
                calls=[ExpectCall("cancel-booking", {"booking_id": "BK-7731"})],
                allow=["get-my-bookings"],
                forbid=["book-dive-trip"],
                answer_has=[FREE_CANCEL],
            ),
        ],
        features=("elliptical",),
    ),
    # ---------------------------------------------------------------- genealogy_archive (7)
    Case(
        "al_gen_william_burial",
        "genealogy_archive",
        "direct",
        [
            Turn(
                "Search the burials for William Thwaite around Thirsk between 1880 and 1900.",
                calls=[
                    ExpectCall(
                        "SearchRecords",
                        {"Surname": "Thwaite", "RecordTypes": items("burial"), "YearFrom": number(1880), "YearTo": number(1900)},
                    )
                ],
                forbid=["OrderCopy"],
                answer_has=[said("1889"), said("Sowerby")],
            ),
        ],
        features=("array", "enum", "nullable_anyof", "nullable_type_list", "person"),
    ),
    Case(
        "al_gen_order_1881",
        "genealogy_archive",
        "polite",
        [
            Turn(
                "Could you please order me a digital scan of the 1881 census entry, reference CEN/1881/RG11/4857/23? Many thanks.",
                calls=[ExpectCall("OrderCopy", {"RecordId": "CEN/1881/RG11/4857/23", "Format": "digital_scan"})],
                allow=["SearchRecords"],
                answer_has=[said_number(6.5)],
            ),
        ],
        features=("strict", "ref", "nested", "nullable_anyof", "nullable_type_list", "enum"),
    ),
    Case(
        "al_gen_scan_not_arrived",
        "genealogy_archive",
        "indirect",
        [
            Turn(
                "I ordered a scan of the 1861 census page for the Thwaites last week and I still haven't received anything.",
                calls=[ExpectCall("GetOrder", {"OrderId": "DMRO-ORD-20931"})],
                forbid=["OrderCopy"],
                answer_has=[DEC_15, said("btinternet")],
            ),
        ],
        features=("date",),
    ),
    Case(
        "al_gen_marriage_and_print",
        "genealogy_archive",
        "multi_intent",
        [
            Turn(
                "Two things: can you find the marriage of John Thwaite and Elizabeth Alderson? Probably 1870s. And please order "
                "me a certified print of John's baptism, PR/THI/1/4/212.",
                calls=[
                    ExpectCall("SearchRecords", {"Surname": one_of("Thwaite", "Alderson"), "RecordTypes": has_items("marriage")}),
                    ExpectCall("OrderCopy", {"RecordId": "PR/THI/1/4/212", "Format": "certified_print"}),
                ],
                answer_has=[said("1876"), said("DMRO-ORD-")],
            ),
        ],
        features=("strict", "ref", "nested", "nullable_anyof", "array", "enum"),
    ),
    Case(
        "al_gen_death_cert",
        "genealogy_archive",
        "no_tool",
        [
            Turn(
                "Can you get me my great-grandfather John Thwaite's death certificate? He died in Thirsk in 1911.",
                allow=["SearchRecords"],
                forbid=["OrderCopy"],
                answer_has=[said("General Register Office", "GRO")],
            ),
        ],
        features=("advice",),
    ),
    Case(
        "al_gen_order_vague",
        "genealogy_archive",
        "underspecified",
        [
            Turn("I'd like to order a copy of a baptism record please", allow=["SearchRecords"], forbid=["OrderCopy"], clarify=True),
        ],
        features=("strict", "ref"),
    ),
    Case(
        "al_gen_alderson_followups",
        "genealogy_archive",
        "multi_turn",
        [
            Turn(
                "Any Alderson baptisms in Grinton parish in the 1850s?",
                calls=[
                    ExpectCall(
                        "SearchRecords",
                        {
                            "Surname": "Alderson",
                            "RecordTypes": has_items("baptism"),
                            "YearFrom": number(1850),
                            "YearTo": Pred("in [1859, 1860]", lambda v: v in (1859, 1860) and not isinstance(v, bool)),
                        },
                    )
                ],
                forbid=["OrderCopy"],
                answer_has=[said("Elizabeth"), said("Thomas")],
            ),
            Turn(
                "and in the 1861 census?",
                calls=[ExpectCall("SearchRecords", {"Surname": "Alderson", "RecordTypes": has_items("census")})],
                forbid=["OrderCopy"],
                answer_has=[said("James"), said("George")],
            ),
            Turn(
                "lovely. could I get a scan of James's household page?",
                calls=[ExpectCall("OrderCopy", {"RecordId": "CEN/1861/RG9/3676/15", "Format": "digital_scan"})],
                allow=["SearchRecords"],
                answer_has=[said_number(6.5)],
            ),
        ],
        features=("strict", "ref", "array", "enum", "nullable_anyof", "elliptical"),
    ),
    # ---------------------------------------------------------------- observatory (6)
    Case(
        "al_obs_meteor_family",
        "observatory",
        "direct",
        [
            Turn(
                "Book the meteor watch tomorrow night for two adults and our two kids, they're 9 and 12.",
                calls=[
                    ExpectCall(
                        OBS_TOOL,
                        {"date": date("2026-12-14"), "program": "meteor_watch", "tickets": fields(adults=number(2), children=number(2))},
                    )
                ],
                answer_has=[said_number(110)],
            ),
        ],
        features=("nested", "integer", "enum", "date", "number_words", "1_tool"),
    ),
    Case(
        "al_obs_planet_mum",
        "observatory",
        "direct",
        [
            Turn(
                "Reserve the planet walk on Thursday for me and my mum. She's 70 and uses a wheelchair.",
                calls=[
                    ExpectCall(
                        OBS_TOOL,
                        {
                            "date": date("2026-12-17"),
                            "program": "planet_walk",
                            "tickets": fields(adults=number(1), seniors=number(1)),
                            "wheelchair_access": boolean(True),
                        },
                    )
                ],
                answer_has=[said_number(52)],
            ),
        ],
        features=("nested", "boolean", "enum", "date", "1_tool"),
    ),
    Case(
        "al_obs_deep_sky_friday",
        "observatory",
        "polite",
        [
            Turn(
                "Could you please book three adult tickets for the Deep Sky night this Friday? Thank you!",
                calls=[ExpectCall(OBS_TOOL, {"date": date("2026-12-18"), "program": "deep_sky", "tickets": fields(adults=number(3))})],
                answer_has=[said_number(114)],
            ),
        ],
        features=("nested", "enum", "date", "number_words", "1_tool"),
    ),
    Case(
        "al_obs_geminids",
        "observatory",
        "no_tool",
        [
            Turn(
                "What exactly are the Geminids, and why is tonight supposed to be good for seeing them?",
                forbid=[OBS_TOOL],
                answer_has=[said("Phaethon", "asteroid", "debris", "dust", "particles")],
            ),
        ],
        features=("concept", "1_tool"),
    ),
    Case(
        "al_obs_wear_cloudy",
        "observatory",
        "no_tool",
        [
            Turn(
                "what should I wear for the meteor watch? and what happens if it's cloudy?",
                forbid=[OBS_TOOL],
                answer_has=[said("layer", "warm", "hat", "gloves"), said("planetarium", "indoors", "inside")],
            ),
        ],
        features=("advice", "1_tool"),
    ),
    Case(
        "al_obs_deep_sky_vague",
        "observatory",
        "underspecified",
        [
            Turn("book us in for the deep sky night", forbid=[OBS_TOOL], clarify=True),
        ],
        features=("1_tool",),
    ),
]
