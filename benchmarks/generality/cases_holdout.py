"""Held-aside cases of the generality benchmark (not read or tuned against by the simulator's author;
one exception, 2026-12-01: the traces of two cases that showed an unrequested action were read to
find that safety regression's cause, fixed in general and tested in other domains — see the README).

Eight domains, each with its own tools (realistic names, descriptions and schemas, strict and
non-strict), deterministic fake back ends and conversations phrased the way real users write.
Expectations describe what a competent model (gpt-4.1-mini class) does, not what any simulator does.
"""

from __future__ import annotations

import datetime as _dt
import math
import re
import zlib

from spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    between,
    boolean,
    contains,
    date,
    fields,
    has_items,
    matches,
    null_or_absent,
    number,
    one_of,
    said,
    said_number,
    time_of_day,
    weekday,
)

# ---------------------------------------------------------------------------------------------
# Small helpers shared by the fake back ends
# ---------------------------------------------------------------------------------------------


def both(*preds: Pred) -> Pred:
    """Every predicate holds (e.g. a date-time on a given day *and* at a given time)."""
    return Pred(" and ".join(p.describe for p in preds), lambda v: all(p.ok(v) for p in preds))


def _key(text) -> str:
    """Lower-case, alphanumerics only: 'MATH 201' -> 'math201'."""
    return re.sub(r"[^a-z0-9]", "", str(text or "").lower())


def _words(text) -> str:
    return re.sub(r"\s+", " ", str(text or "").lower()).strip()


def _crc(text: str) -> int:
    return zlib.crc32(text.encode("utf-8"))


def _to_date(value) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(value).strip()[:10])
    except (TypeError, ValueError):
        return None


def _to_minutes(value, default: int | None = None) -> int | None:
    """Minutes after midnight of the first time found in a string ('14:30', '2pm', '...T09:00')."""
    text = str(value or "")
    m = re.search(r"(?:T|\b)(\d{1,2}):(\d{2})", text)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    m = re.search(r"\b(\d{1,2})\s*([ap])\.?m\b", text, re.I)
    if m:
        hour = int(m.group(1)) % 12 + (12 if m.group(2).lower() == "p" else 0)
        return hour * 60
    return default


def _fmt_money(amount: float) -> float:
    return round(amount + 1e-9, 2)


_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]


def said_date(iso: str) -> Pred:
    """The answer states this calendar date in one of the usual ways ("8 February", "Feb 8", "2027-02-08"...)."""
    d = _dt.date.fromisoformat(iso)
    month, short = _MONTHS[d.month - 1], _MONTHS[d.month - 1][:3]
    suffix = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    return said(
        iso, f"{d.day} {month}", f"{month} {d.day}", f"{d.day} {short}", f"{short} {d.day}",
        f"{d.day}{suffix} {month}", f"{d.day}{suffix} of {month}", f"{d.day}{suffix} {short}",
        f"{d.day:02d}/{d.month:02d}", f"{d.month}/{d.day}/{d.year}",
    )


# =============================================================================================
# 1. Car rental
# =============================================================================================

_CAR_TODAY = "2026-12-01"

_BRANCHES = [
    # code, name, city, country, kind
    ("LIS-APT", "Lisbon Airport (Humberto Delgado)", "lisbon", "PT", "airport"),
    ("LIS-CTR", "Lisbon Santa Apolónia", "lisbon", "PT", "city"),
    ("OPO-APT", "Porto Airport (Francisco Sá Carneiro)", "porto", "PT", "airport"),
    ("OPO-CTR", "Porto Downtown, Rua de Santa Catarina 212", "porto", "PT", "city"),
    ("FAO-APT", "Faro Airport", "faro", "PT", "airport"),
    ("MAD-APT", "Madrid Barajas T4", "madrid", "ES", "airport"),
    ("BCN-CTR", "Barcelona Sants Station", "barcelona", "ES", "city"),
]

_CITY_ALIASES = {"lisboa": "lisbon", "oporto": "porto", "barajas": "madrid", "sants": "barcelona"}

_FLEET = [
    # code, model, class, transmission, seats, daily rate EUR
    ("ECO1", "Fiat 500 or similar", "economy", "manual", 4, 29.0),
    ("ECO2", "Renault Clio or similar", "economy", "manual", 5, 32.0),
    ("CMP1", "Volkswagen Golf or similar", "compact", "manual", 5, 38.0),
    ("CMP2", "Peugeot 308 Automatic or similar", "compact", "automatic", 5, 45.0),
    ("MID1", "Toyota Corolla Hybrid or similar", "midsize", "automatic", 5, 52.0),
    ("SUV1", "Nissan Qashqai or similar", "suv", "manual", 5, 61.0),
    ("SUV2", "Kia Sportage Automatic or similar", "suv", "automatic", 5, 74.0),
    ("VAN1", "Ford Tourneo Custom 9-seater", "van", "manual", 9, 95.0),
    ("PRM1", "BMW 3 Series Automatic", "premium", "automatic", 5, 118.0),
]

_EXTRAS = {"child_seat": 8.0, "gps": 6.5, "additional_driver": 9.0, "snow_chains": 5.0, "toll_transponder": 2.5}

_RESERVATIONS = {
    "RES-30411": {
        "reservation_id": "RES-30411", "status": "confirmed", "driver": "Maria Santos",
        "branch": "LIS-APT", "vehicle": "Renault Clio or similar", "pickup_at": "2026-12-03T09:00",
        "return_at": "2026-12-07T09:00", "total_eur": 128.0, "prepaid": True,
    },
    "RES-30522": {
        "reservation_id": "RES-30522", "status": "confirmed", "driver": "Daniel Costa",
        "branch": "OPO-CTR", "vehicle": "Toyota Corolla Hybrid or similar", "pickup_at": "2026-12-11T10:00",
        "return_at": "2026-12-13T10:00", "total_eur": 104.0, "prepaid": False,
    },
    "RES-29987": {
        "reservation_id": "RES-29987", "status": "completed", "driver": "Maria Santos",
        "branch": "FAO-APT", "vehicle": "Fiat 500 or similar", "pickup_at": "2026-10-02T12:00",
        "return_at": "2026-10-09T12:00", "total_eur": 203.0, "prepaid": True,
    },
}


def _find_branch(text) -> tuple | None:
    raw = str(text or "")
    up = raw.strip().upper()
    for branch in _BRANCHES:
        if up == branch[0]:
            return branch
    words = _words(raw)
    for alias, city in _CITY_ALIASES.items():
        words = words.replace(alias, city)
    iata = {"lis": "lisbon", "opo": "porto", "fao": "faro", "mad": "madrid", "bcn": "barcelona"}
    for code, city in iata.items():
        if re.search(rf"\b{code}\b", words):
            words += " " + city + " airport"
    cities = [b for b in _BRANCHES if b[2] in words]
    if not cities:
        return None
    wants_city = any(w in words for w in ("downtown", "centre", "center", "city", "station", "santa", "apol", "sants"))
    wants_airport = any(w in words for w in ("airport", "aeroporto", "aeropuerto", "apt"))
    for b in cities:
        if wants_city and b[4] == "city":
            return b
        if wants_airport and b[4] == "airport":
            return b
    return cities[0]


def _offer_id(branch_code: str, vehicle_code: str, pickup: str, ret: str) -> str:
    bi = [b[0] for b in _BRANCHES].index(branch_code) + 1
    vi = [v[0] for v in _FLEET].index(vehicle_code) + 1
    p, r = _dt.date.fromisoformat(pickup[:10]), _dt.date.fromisoformat(ret[:10])
    return f"OFR-{bi}{vi:02d}{p:%m%d}{r:%m%d}"


def _decode_offer(offer_id) -> dict | None:
    m = re.fullmatch(r"OFR-(\d)(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})", str(offer_id or "").strip().upper())
    if not m:
        return None
    bi, vi, pm, pd, rm, rd = (int(g) for g in m.groups())
    if not (1 <= bi <= len(_BRANCHES) and 1 <= vi <= len(_FLEET)):
        return None
    try:
        pickup = _dt.date(2026 if pm == 12 else 2027, pm, pd)
        ret = _dt.date(2026 if rm == 12 else 2027, rm, rd)
    except ValueError:
        return None
    days = max(1, (ret - pickup).days)
    vehicle = _FLEET[vi - 1]
    return {"branch": _BRANCHES[bi - 1], "vehicle": vehicle, "pickup": pickup, "return": ret, "days": days,
            "total": _fmt_money(vehicle[5] * days)}


def _reservation_id_for(offer_id: str) -> str:
    return f"RES-{30600 + _crc(offer_id.upper()) % 900}"


def car_search_vehicles(pickup_location, pickup_at, return_at, return_location=None, vehicle_class=None,
                        transmission=None):
    branch = _find_branch(pickup_location)
    if branch is None:
        return {"error": f"No branch found for '{pickup_location}'. We operate in Lisbon, Porto, Faro, Madrid and Barcelona."}
    start, end = _to_date(pickup_at), _to_date(return_at)
    if start is None or end is None:
        return {"error": "pickup_at and return_at must be ISO 8601 date-times, e.g. 2026-12-04T10:00."}
    if end <= start:
        return {"error": "return_at must be after pickup_at."}
    if start < _dt.date.fromisoformat(_CAR_TODAY):
        return {"error": "pickup_at is in the past."}
    one_way_fee = 0.0
    if return_location:
        back = _find_branch(return_location)
        if back is None:
            return {"error": f"No branch found for return_location '{return_location}'."}
        if back[0] != branch[0]:
            one_way_fee = 60.0 if back[3] == branch[3] else 180.0
    days = (end - start).days
    t0, t1 = _to_minutes(pickup_at, 600), _to_minutes(return_at, 600)
    if t1 - t0 > 59:  # more than the 59-minute grace period: one extra day
        days += 1
    offers = []
    for code, model, klass, gearbox, seats, rate in _FLEET:
        if vehicle_class and klass != str(vehicle_class).lower():
            continue
        if transmission and gearbox != str(transmission).lower():
            continue
        offers.append({
            "offer_id": _offer_id(branch[0], code, str(pickup_at), str(return_at)),
            "vehicle": model, "class": klass, "transmission": gearbox, "seats": seats,
            "daily_rate_eur": rate, "rental_days": days, "one_way_fee_eur": one_way_fee,
            "total_eur": _fmt_money(rate * days + one_way_fee), "free_cancellation": True,
            "mileage": "unlimited",
        })
    offers.sort(key=lambda o: o["total_eur"])
    return {"branch": {"code": branch[0], "name": branch[1]}, "pickup_at": pickup_at, "return_at": return_at,
            "currency": "EUR", "offers": offers}


def car_create_reservation(offer_id, driver, extras=None, flight_number=None):
    offer = _decode_offer(offer_id)
    if offer is None:
        return {"error": f"Unknown or expired offer_id '{offer_id}'. Run a new search."}
    if not isinstance(driver, dict) or not driver.get("full_name") or not driver.get("email"):
        return {"error": "driver.full_name and driver.email are required."}
    age = driver.get("age")
    if isinstance(age, int) and age < 21:
        return {"error": "Drivers must be at least 21 years old."}
    extras = [e for e in (extras or []) if e in _EXTRAS]
    extras_total = sum(_EXTRAS[e] for e in extras) * offer["days"]
    young_driver_fee = 12.0 * offer["days"] if isinstance(age, int) and age < 25 else 0.0
    return {
        "reservation_id": _reservation_id_for(str(offer_id)), "status": "confirmed",
        "branch": offer["branch"][1], "vehicle": offer["vehicle"][1],
        "pickup_date": offer["pickup"].isoformat(), "return_date": offer["return"].isoformat(),
        "driver": driver.get("full_name"), "confirmation_sent_to": driver.get("email"),
        "extras": extras, "flight_number": flight_number,
        "total_eur": _fmt_money(offer["total"] + extras_total + young_driver_fee),
        "pay_at_pickup": True,
    }


def _known_reservation(reservation_id) -> dict | None:
    rid = str(reservation_id or "").strip().upper()
    if rid in _RESERVATIONS:
        return dict(_RESERVATIONS[rid])
    m = re.fullmatch(r"RES-(\d{5})", rid)
    if m and 30600 <= int(m.group(1)) < 31500:
        return {"reservation_id": rid, "status": "confirmed", "created": "today"}
    return None


def car_get_reservation(reservation_id):
    found = _known_reservation(reservation_id)
    return found or {"error": f"Reservation '{reservation_id}' not found."}


def car_cancel_reservation(reservation_id, reason=None):
    found = _known_reservation(reservation_id)
    if found is None:
        return {"error": f"Reservation '{reservation_id}' not found."}
    if found.get("status") == "completed":
        return {"error": f"Reservation {found['reservation_id']} is already completed and cannot be cancelled."}
    refund = found.get("total_eur", 0.0) if found.get("prepaid") else 0.0
    return {"reservation_id": found["reservation_id"], "status": "cancelled", "cancellation_fee_eur": 0.0,
            "refund_eur": refund, "refund_to": "original payment method" if refund else None, "reason": reason}


def car_modify_reservation(reservation_id, new_pickup_at=None, new_return_at=None, add_extras=None,
                           remove_extras=None):
    found = _known_reservation(reservation_id)
    if found is None:
        return {"error": f"Reservation '{reservation_id}' not found."}
    if found.get("status") != "confirmed":
        return {"error": f"Reservation {found['reservation_id']} is {found.get('status')} and cannot be changed."}
    added = [e for e in (add_extras or []) if e in _EXTRAS]
    unknown = [e for e in (add_extras or []) if e not in _EXTRAS]
    if unknown:
        return {"error": f"Unknown extras {unknown}. Available: {sorted(_EXTRAS)}."}
    return {"reservation_id": found["reservation_id"], "status": "confirmed", "updated": True,
            "new_pickup_at": new_pickup_at, "new_return_at": new_return_at,
            "extras_added": [{"extra": e, "price_per_day_eur": _EXTRAS[e]} for e in added],
            "extras_removed": list(remove_extras or [])}


def car_get_location_hours(branch, date=None):
    found = _find_branch(branch)
    if found is None:
        return {"error": f"No branch matches '{branch}'."}
    if found[4] == "airport":
        week = {d: "06:00-00:00" for d in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")}
    else:
        week = {"mon": "08:30-19:00", "tue": "08:30-19:00", "wed": "08:30-19:00", "thu": "08:30-19:00",
                "fri": "08:30-19:00", "sat": "09:00-13:00", "sun": "closed"}
    result = {"branch": found[0], "name": found[1], "opening_hours": week,
              "after_hours_key_drop": found[4] == "city"}
    day = _to_date(date) if date else None
    if date and day is None:
        return {"error": "date must be YYYY-MM-DD."}
    if day:
        result["date"] = day.isoformat()
        result["hours_that_day"] = week[day.strftime("%a").lower()]
    return result


def car_check_cross_border(pickup_country, destination_countries):
    rules = {"PT": ("allowed", 0.0), "ES": ("allowed", 0.0), "FR": ("allowed", 95.0), "AD": ("allowed", 95.0),
             "IT": ("allowed", 95.0), "DE": ("allowed", 95.0), "MA": ("not_allowed", None),
             "GB": ("not_allowed", None)}
    origin = str(pickup_country or "").upper()
    if origin not in ("PT", "ES"):
        return {"error": f"We have no branches in country '{pickup_country}'. Use PT or ES."}
    if not isinstance(destination_countries, list) or not destination_countries:
        return {"error": "destination_countries must be a non-empty list of ISO 3166-1 alpha-2 codes."}
    out = []
    for code in destination_countries:
        code = str(code).upper()
        if not re.fullmatch(r"[A-Z]{2}", code):
            return {"error": f"'{code}' is not an ISO 3166-1 alpha-2 country code."}
        status, fee = rules.get(code, ("on_request", None))
        if code == origin:
            status, fee = "allowed", 0.0
        out.append({"country": code, "status": status, "cross_border_fee_eur": fee,
                    "note": "one-off fee per rental, green card included" if fee else None})
    return {"pickup_country": origin, "destinations": out}


def car_list_locations():
    return {"branches": [{"code": b[0], "name": b[1], "country": b[3], "type": b[4]} for b in _BRANCHES]}


_CAR_CLASS_DEF = {"type": "string", "enum": ["economy", "compact", "midsize", "suv", "van", "premium"]}

CAR_TOOLS = [
    ToolDef(
        name="search_vehicles",
        description="Search available rental vehicles at a branch for a pickup/return window. Returns priced "
                    "offers (cheapest first); an offer_id is needed to book.",
        parameters={
            "type": "object",
            "properties": {
                "pickup_location": {"type": "string",
                                    "description": "City, airport or branch code, e.g. 'Lisbon Airport' or 'OPO-CTR'."},
                "pickup_at": {"type": "string", "format": "date-time",
                              "description": "Local pickup date and time, ISO 8601 (2026-12-04T10:00)."},
                "return_at": {"type": "string", "format": "date-time", "description": "Local return date and time."},
                "return_location": {"type": ["string", "null"],
                                    "description": "Only for one-way rentals; null to return to the pickup branch."},
                "vehicle_class": {"anyOf": [{"$ref": "#/$defs/VehicleClass"}, {"type": "null"}],
                                  "description": "Filter by class; null for all classes."},
                "transmission": {"type": ["string", "null"], "enum": ["automatic", "manual", None]},
            },
            "required": ["pickup_location", "pickup_at", "return_at", "return_location", "vehicle_class",
                         "transmission"],
            "additionalProperties": False,
            "$defs": {"VehicleClass": _CAR_CLASS_DEF},
        },
        fn=car_search_vehicles,
        strict=True,
    ),
    ToolDef(
        name="create_reservation",
        description="Book a vehicle offer returned by search_vehicles for a named driver. Sends a confirmation email.",
        parameters={
            "type": "object",
            "properties": {
                "offer_id": {"type": "string", "description": "offer_id from search_vehicles, e.g. OFR-30312141218"},
                "driver": {"$ref": "#/$defs/Driver"},
                "extras": {"type": "array", "items": {"$ref": "#/$defs/Extra"},
                           "description": "Optional add-ons; empty list for none."},
                "flight_number": {"type": ["string", "null"],
                                  "description": "Inbound flight, so the desk can wait for delays."},
            },
            "required": ["offer_id", "driver", "extras", "flight_number"],
            "additionalProperties": False,
            "$defs": {
                "Driver": {
                    "type": "object",
                    "properties": {
                        "full_name": {"type": "string"},
                        "email": {"type": "string", "format": "email"},
                        "age": {"type": "integer", "minimum": 18, "maximum": 99},
                        "phone": {"type": ["string", "null"]},
                    },
                    "required": ["full_name", "email", "age", "phone"],
                    "additionalProperties": False,
                },
                "Extra": {"type": "string",
                          "enum": ["child_seat", "gps", "additional_driver", "snow_chains", "toll_transponder"]},
            },
        },
        fn=car_create_reservation,
        act=True,
        strict=True,
    ),
    ToolDef(
        name="get_reservation",
        description="Look up a reservation by its id (RES-xxxxx).",
        parameters={"type": "object",
                    "properties": {"reservation_id": {"type": "string", "pattern": "^RES-[0-9]{5}$"}},
                    "required": ["reservation_id"]},
        fn=car_get_reservation,
    ),
    ToolDef(
        name="cancel_reservation",
        description="Cancel a reservation. Free up to 24h before pickup; prepaid bookings are refunded.",
        parameters={"type": "object",
                    "properties": {"reservation_id": {"type": "string"},
                                   "reason": {"type": "string", "description": "optional, free text"}},
                    "required": ["reservation_id"]},
        fn=car_cancel_reservation,
        act=True,
    ),
    ToolDef(
        name="modify_reservation",
        description="Change dates or add/remove extras on an existing confirmed reservation. Only send the "
                    "fields that change.",
        parameters={
            "type": "object",
            "properties": {
                "reservation_id": {"type": "string"},
                "new_pickup_at": {"type": "string", "format": "date-time"},
                "new_return_at": {"type": "string", "format": "date-time"},
                "add_extras": {"type": "array", "items": {
                    "type": "string",
                    "enum": ["child_seat", "gps", "additional_driver", "snow_chains", "toll_transponder"]}},
                "remove_extras": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["reservation_id"],
        },
        fn=car_modify_reservation,
        act=True,
    ),
    ToolDef(
        name="getLocationHours",
        description="Opening hours of a branch (whole week, or one date if given).",
        parameters={"type": "object",
                    "properties": {"branch": {"type": "string", "description": "branch name, city or code"},
                                   "date": {"type": "string", "format": "date"}},
                    "required": ["branch"]},
        fn=car_get_location_hours,
    ),
    ToolDef(
        name="check_cross_border",
        description="Check whether a car picked up in one country may be driven into other countries, and the "
                    "cross-border fee. Countries are ISO 3166-1 alpha-2 codes (PT, ES, FR...).",
        parameters={
            "type": "object",
            "properties": {
                "pickup_country": {"type": "string", "pattern": "^[A-Z]{2}$"},
                "destination_countries": {"type": "array", "items": {"type": "string", "pattern": "^[A-Z]{2}$"},
                                          "minItems": 1},
            },
            "required": ["pickup_country", "destination_countries"],
        },
        fn=car_check_cross_border,
    ),
    ToolDef(
        name="list_locations",
        description="List all our rental branches.",
        parameters={"type": "object", "properties": {}},
        fn=car_list_locations,
    ),
]

CAR = Domain(
    name="car_rental",
    tools=CAR_TOOLS,
    instructions=(
        "You are the booking assistant of Rodalis Car Hire (branches in Portugal and Spain). "
        "Today is Tuesday, 1 December 2026. Prices are in EUR. Never book or change anything the "
        "customer has not asked for; ask when a detail you need is missing."
    ),
)

_FAO_CMP2 = _offer_id("FAO-APT", "CMP2", "2026-12-20", "2026-12-27")
_OPO_CMP1 = _offer_id("OPO-APT", "CMP1", "2026-12-14", "2026-12-18")

CAR_CASES = [
    Case(
        id="car-direct-suv-lisbon",
        domain="car_rental",
        category="direct",
        turns=[Turn(
            "Need an SUV at Lisbon airport from Friday 10am to Monday 10am, automatic if possible",
            calls=[ExpectCall("search_vehicles", {
                "pickup_location": contains("lisbon"),
                "pickup_at": both(date("2026-12-04"), time_of_day("10:00")),
                "return_at": both(date("2026-12-07"), time_of_day("10:00")),
                "vehicle_class": "suv",
                "return_location": null_or_absent(),
            })],
            answer_has=[said("Sportage", "Qashqai")],
        )],
        features=("date", "weekday", "time", "enum", "nullable_anyof", "ref"),
    ),
    Case(
        id="car-direct-branches-spain",
        domain="car_rental",
        category="direct",
        turns=[Turn(
            "which of your offices are in spain?",
            calls=[ExpectCall("list_locations")],
            answer_has=[said("Madrid"), said("Barcelona")],
        )],
        features=("empty_params",),
    ),
    Case(
        id="car-polite-cancel",
        domain="car_rental",
        category="polite",
        turns=[Turn(
            "Hi, could you please cancel my booking RES-30411? Our trip got called off unfortunately. Thank you!",
            calls=[ExpectCall("cancel_reservation", {"reservation_id": "RES-30411"})],
            allow=["get_reservation"],
            forbid=["modify_reservation", "create_reservation"],
            answer_has=[said("cancel"), said_number(128)],
        )],
        features=("id",),
    ),
    Case(
        id="car-indirect-cross-border",
        domain="car_rental",
        category="indirect",
        turns=[Turn(
            "we land in Madrid on the 12th and the plan is to drive over to Portugal and then up into France for "
            "a few days before bringing the car back to Madrid... is that going to be an issue with one of your cars?",
            calls=[ExpectCall("check_cross_border", {
                "pickup_country": "ES",
                "destination_countries": has_items("PT", "FR"),
            })],
            allow=["list_locations"],
            forbid=["create_reservation"],
            answer_has=[said_number(95)],
        )],
        features=("iso_code", "array"),
    ),
    Case(
        id="car-multi-hours-and-status",
        domain="car_rental",
        category="multi_intent",
        turns=[Turn(
            "what time does the porto downtown office open on saturday? also whats the status of RES-30522",
            calls=[
                ExpectCall("getLocationHours", {"branch": contains("porto")}),
                ExpectCall("get_reservation", {"reservation_id": "RES-30522"}),
            ],
            forbid=["modify_reservation", "cancel_reservation"],
            answer_has=[said("09:00", "9:00", "9 am", "9am", "9 a.m.", "9 o'clock"), said("confirmed")],
        )],
        features=("id", "weekday", "camelCase"),
    ),
    Case(
        id="car-notool-fuel-policy",
        domain="car_rental",
        category="no_tool",
        turns=[Turn(
            "What's the difference between full-to-full and a pre-paid fuel option? Which one usually works out "
            "cheaper for a short 3 day trip?",
            forbid=["create_reservation", "cancel_reservation", "modify_reservation"],
        )],
        features=("advice",),
    ),
    Case(
        id="car-under-cheapest-weekend",
        domain="car_rental",
        category="underspecified",
        turns=[Turn(
            "book me the cheapest car you've got for next weekend",
            clarify=True,
            allow=["list_locations"],
            forbid=["create_reservation", "modify_reservation", "cancel_reservation"],
        )],
        features=("missing_location",),
    ),
    Case(
        id="car-chained-porto-compact",
        domain="car_rental",
        category="chained",
        turns=[Turn(
            "Find me a compact at Porto airport, pick-up 14 Dec at 9am and back on the 18th same time, and book "
            "the cheapest one for Ana Ribeiro (ana.ribeiro@sapo.pt), she's 34.",
            calls=[
                ExpectCall("search_vehicles", {
                    "pickup_location": contains("porto"),
                    "pickup_at": both(date("2026-12-14"), time_of_day("09:00")),
                    "return_at": date("2026-12-18"),
                    "vehicle_class": "compact",
                    "return_location": null_or_absent(),
                }),
                ExpectCall("create_reservation", {
                    "offer_id": _OPO_CMP1,
                    "driver": fields(full_name=contains("ana", "ribeiro"), email="ana.ribeiro@sapo.pt", age=34),
                }),
            ],
            answer_has=[said(_reservation_id_for(_OPO_CMP1))],
        )],
        features=("date", "person", "email", "ref", "nested"),
    ),
    Case(
        id="car-multiturn-faro",
        domain="car_rental",
        category="multi_turn",
        turns=[
            Turn(
                "what have you got at Faro airport from 20 to 27 December? automatic only. pick up and drop off "
                "around noon",
                calls=[ExpectCall("search_vehicles", {
                    "pickup_location": contains("faro"),
                    "pickup_at": both(date("2026-12-20"), time_of_day("12:00")),
                    "return_at": date("2026-12-27"),
                    "transmission": "automatic",
                })],
                forbid=["create_reservation"],
                answer_has=[said("Peugeot 308")],
            ),
            Turn(
                "ok book the cheapest one, for Tom Baker, tom.baker@mail.co.uk, he's 41",
                calls=[ExpectCall("create_reservation", {
                    "offer_id": _FAO_CMP2,
                    "driver": fields(full_name=contains("tom", "baker"), email="tom.baker@mail.co.uk", age=41),
                })],
                allow=["search_vehicles"],
                answer_has=[said(_reservation_id_for(_FAO_CMP2))],
            ),
            Turn(
                "oh and we'll need a child seat in it too, can you add one",
                calls=[ExpectCall("modify_reservation", {
                    "reservation_id": _reservation_id_for(_FAO_CMP2),
                    "add_extras": has_items("child_seat"),
                })],
                allow=["get_reservation"],
                forbid=["create_reservation", "cancel_reservation"],
            ),
        ],
        features=("date", "person", "email", "reference_back", "8_tools"),
    ),
]


# =============================================================================================
# 2. Public library
# =============================================================================================

_CATALOGUE = [
    # item_id, title, author, format, year, subjects, {branch: (available, total)}, holds in queue
    ("BK-104233", "The Overstory", "Richard Powers", "book", 2018, "trees environment novel pulitzer",
     {"central": (2, 3), "riverside": (0, 1), "northgate": (1, 1)}, 0),
    ("BK-104871", "Project Hail Mary", "Andy Weir", "book", 2021, "science fiction space",
     {"central": (1, 2), "elm_park": (0, 1)}, 0),
    ("AB-220871", "Project Hail Mary", "Andy Weir (read by Ray Porter)", "audiobook", 2021, "science fiction space",
     {"central": (0, 2)}, 3),
    ("EB-330019", "Project Hail Mary", "Andy Weir", "ebook", 2021, "science fiction space", {"online": (0, 4)}, 5),
    ("BK-118402", "Intermezzo", "Sally Rooney", "book", 2024, "literary fiction ireland brothers",
     {"central": (0, 3), "riverside": (0, 1), "northgate": (0, 1)}, 7),
    ("EB-330245", "Intermezzo", "Sally Rooney", "ebook", 2024, "literary fiction ireland", {"online": (0, 6)}, 12),
    ("BK-090514", "Normal People", "Sally Rooney", "book", 2018, "literary fiction ireland",
     {"central": (2, 2), "riverside": (1, 1)}, 0),
    ("BK-097310", "Black Beauty", "Anna Sewell", "book", 1877, "children horses classic",
     {"central": (1, 1), "elm_park": (1, 1)}, 0),
    ("BK-121005", "The Horse and His Boy", "C. S. Lewis", "book", 1954, "children fantasy horses narnia",
     {"northgate": (1, 1)}, 0),
    ("BK-110044", "Piranesi", "Susanna Clarke", "book", 2020, "fantasy novel", {"central": (0, 1), "riverside": (1, 1)}, 0),
    ("DV-550912", "Oppenheimer", "Christopher Nolan (dir.)", "dvd", 2023, "film history biography",
     {"central": (0, 2)}, 1),
]

_LIB_BRANCHES = {
    "central": {"name": "Central Library", "address": "1 Quay Street", "hours": {
        "mon": "09:00-20:00", "tue": "09:00-20:00", "wed": "09:00-20:00", "thu": "09:00-20:00",
        "fri": "09:00-18:00", "sat": "10:00-17:00", "sun": "12:00-16:00"}},
    "riverside": {"name": "Riverside Branch", "address": "48 Mill Lane", "hours": {
        "mon": "10:00-18:00", "tue": "10:00-18:00", "wed": "closed", "thu": "10:00-19:00",
        "fri": "10:00-18:00", "sat": "10:00-14:00", "sun": "closed"}},
    "northgate": {"name": "Northgate Branch", "address": "Northgate Shopping Centre, Unit 12", "hours": {
        "mon": "09:30-17:30", "tue": "09:30-17:30", "wed": "09:30-17:30", "thu": "09:30-17:30",
        "fri": "09:30-17:30", "sat": "09:30-17:30", "sun": "closed"}},
    "elm_park": {"name": "Elm Park Branch", "address": "2 Chestnut Avenue", "hours": {
        "mon": "closed", "tue": "10:00-18:00", "wed": "10:00-18:00", "thu": "10:00-18:00",
        "fri": "10:00-18:00", "sat": "10:00-16:00", "sun": "12:00-16:00"}},
}

_LOANS = [
    {"loan_id": "LN-88213", "item_id": "BK-110044", "title": "Piranesi", "format": "book", "due": "2027-01-18",
     "renewals_used": 0, "renewals_max": 2},
    {"loan_id": "LN-88240", "item_id": "BK-100921", "title": "Atomic Habits", "format": "book", "due": "2027-01-21",
     "renewals_used": 1, "renewals_max": 2},
    {"loan_id": "LN-88302", "item_id": "DV-550377", "title": "Past Lives", "format": "dvd", "due": "2027-01-16",
     "renewals_used": 0, "renewals_max": 1},
    {"loan_id": "LN-87990", "item_id": "BK-099812", "title": "The Body Keeps the Score", "format": "book",
     "due": "2027-01-28", "renewals_used": 2, "renewals_max": 2},
]

_HOLDS = {
    "H-5521": {"hold_id": "H-5521", "title": "Intermezzo", "item_id": "BK-118402", "pickup_branch": "riverside",
               "status": "waiting", "queue_position": 3},
    "H-5530": {"hold_id": "H-5530", "title": "Tomorrow, and Tomorrow, and Tomorrow", "item_id": "BK-117730",
               "pickup_branch": "central", "status": "ready_for_pickup", "collect_by": "2027-01-19"},
}

_STOP = {"the", "a", "an", "by", "book", "books", "novel", "new", "latest", "for", "of", "and", "me", "audiobook",
         "ebook", "dvd", "copy", "any", "some", "about", "find", "search"}


def _lib_branch_key(text) -> str | None:
    k = _key(text).replace("branch", "").replace("library", "")
    for code in _LIB_BRANCHES:
        if _key(code) in k or (k and k in _key(code)):
            return code
    return None


def lib_search_catalogue(query, format=None, available_only=False, branch=None):
    tokens = [t for t in re.findall(r"[a-z0-9]+", str(query or "").lower()) if t not in _STOP]
    if not tokens:
        return {"error": "query must contain a title, author or subject."}
    results = []
    for item_id, title, author, fmt, year, subjects, copies, queue in _CATALOGUE:
        text = f"{title} {author} {subjects}".lower()
        score = sum(1 for t in tokens if t in text)
        if score < max(1, math.ceil(len(tokens) * 0.6)):
            continue
        if format and format != "any" and fmt != format:
            continue
        available = sum(a for a, _ in copies.values())
        if available_only and available == 0:
            continue
        results.append((score, -year, {
            "item_id": item_id, "title": title, "author": author, "format": fmt, "year": year,
            "copies": [{"branch": b, "available": a, "total": n} for b, (a, n) in copies.items()],
            "available_now": available, "holds_queue": queue,
        }))
    results.sort(key=lambda r: (-r[0], r[1]))
    return {"query": query, "results": [r[2] for r in results][:8]}


def lib_place_hold(item_id, pickup_branch, notify_by=None):
    item = next((c for c in _CATALOGUE if c[0] == str(item_id).strip().upper()), None)
    if item is None:
        return {"error": f"No catalogue item '{item_id}'."}
    branch = _lib_branch_key(pickup_branch)
    if branch is None:
        return {"error": f"Unknown pickup branch '{pickup_branch}'."}
    if item[3] == "ebook":
        branch = "online"
    return {"hold_id": f"H-{6000 + _crc(item[0] + branch) % 900}", "item_id": item[0], "title": item[1],
            "format": item[3], "pickup_branch": branch, "queue_position": item[7] + 1,
            "notify_by": notify_by or "email", "status": "waiting" if item[7] or not any(
                a for a, _ in item[6].values()) else "in_transit"}


def lib_get_my_loans():
    return {"patron": "Jamie Lin", "card": "2000 4417 8812", "loans": [dict(x) for x in _LOANS],
            "fines_owed_gbp": 0.0}


def lib_renew_loan(loan_ids):
    if isinstance(loan_ids, str):
        loan_ids = [loan_ids]
    if not isinstance(loan_ids, list) or not loan_ids:
        return {"error": "loan_ids must be a non-empty list."}
    out, known = [], 0
    for lid in loan_ids:
        loan = next((x for x in _LOANS if x["loan_id"] == str(lid).strip().upper()), None)
        if loan is None:
            out.append({"loan_id": lid, "renewed": False, "reason": "no such loan on this card"})
            continue
        known += 1
        if loan["renewals_used"] >= loan["renewals_max"]:
            out.append({"loan_id": loan["loan_id"], "title": loan["title"], "renewed": False,
                        "reason": "maximum renewals reached; please return by the due date"})
            continue
        extra = 7 if loan["format"] == "dvd" else 21
        new_due = _dt.date.fromisoformat(loan["due"]) + _dt.timedelta(days=extra)
        out.append({"loan_id": loan["loan_id"], "title": loan["title"], "renewed": True,
                    "new_due_date": new_due.isoformat(), "renewals_left": loan["renewals_max"] - loan["renewals_used"] - 1})
    if not known:
        return {"error": f"None of {loan_ids} are loans on this card."}
    return {"results": out}


def lib_get_branch_info(branch):
    code = _lib_branch_key(branch)
    if code is None:
        return {"error": f"Unknown branch '{branch}'. Branches: Central, Riverside, Northgate, Elm Park."}
    info = _LIB_BRANCHES[code]
    return {"branch": code, **info, "closures": [{"date": "2027-01-25", "reason": "staff training"}]
            if code == "elm_park" else []}


def lib_cancel_hold(hold_id):
    hold = _HOLDS.get(str(hold_id).strip().upper())
    if hold is None:
        return {"error": f"Hold '{hold_id}' not found on this card."}
    return {"hold_id": hold["hold_id"], "title": hold["title"], "status": "cancelled"}


def lib_get_my_holds():
    return {"holds": [dict(h) for h in _HOLDS.values()]}


LIB_TOOLS = [
    ToolDef(
        name="search_catalogue",
        description="Search the library catalogue by title, author, subject or keyword. Returns items with "
                    "per-branch availability and hold queue length.",
        parameters={
            "type": "object",
            "properties": {
                "query": {"type": "string"},
                "format": {"type": "string", "enum": ["book", "ebook", "audiobook", "dvd", "any"], "default": "any"},
                "available_only": {"type": "boolean", "default": False},
                "branch": {"type": "string", "description": "Only used to sort results; availability is always "
                                                            "returned for every branch."},
            },
            "required": ["query"],
        },
        fn=lib_search_catalogue,
    ),
    ToolDef(
        name="place_hold",
        description="Place a hold (reservation) on a catalogue item for the signed-in patron. The item is sent "
                    "to the pickup branch when a copy is free.",
        parameters={
            "type": "object",
            "properties": {
                "item_id": {"type": "string", "description": "item_id from search_catalogue"},
                "pickup_branch": {"type": "string", "enum": ["central", "riverside", "northgate", "elm_park"]},
                "notify_by": {"type": ["string", "null"], "enum": ["email", "sms", None],
                              "description": "How to tell the patron the item is ready. null = account default (email)."},
            },
            "required": ["item_id", "pickup_branch", "notify_by"],
            "additionalProperties": False,
        },
        fn=lib_place_hold,
        act=True,
        strict=True,
    ),
    ToolDef(
        name="get_my_loans",
        description="Items currently checked out on the patron's card, with due dates and renewals left.",
        parameters={"type": "object", "properties": {}, "required": [], "additionalProperties": False},
        fn=lib_get_my_loans,
        strict=True,
    ),
    ToolDef(
        name="renew_loan",
        description="Renew one or more loans (books +21 days, DVDs +7 days).",
        parameters={"type": "object",
                    "properties": {"loan_ids": {"type": "array", "items": {"type": "string"}, "minItems": 1}},
                    "required": ["loan_ids"]},
        fn=lib_renew_loan,
        act=True,
    ),
    ToolDef(
        name="get_branch_info",
        description="Address, weekly opening hours and planned closures of a library branch.",
        parameters={"type": "object", "properties": {"branch": {"type": "string"}}, "required": ["branch"]},
        fn=lib_get_branch_info,
    ),
    ToolDef(
        name="cancelHold",
        description="Cancel one of the patron's holds.",
        parameters={"type": "object", "properties": {"hold_id": {"type": "string", "description": "e.g. H-5521"}},
                    "required": ["hold_id"]},
        fn=lib_cancel_hold,
        act=True,
    ),
    ToolDef(
        name="get_my_holds",
        description="The patron's holds: queue position, or ready for pickup and collect-by date.",
        parameters={"type": "object", "properties": {}},
        fn=lib_get_my_holds,
    ),
]

LIB = Domain(
    name="library",
    tools=LIB_TOOLS,
    instructions=(
        "You are the assistant in the Harbourside Public Libraries app. The signed-in patron is Jamie Lin "
        "(card 2000 4417 8812). Today is Thursday, 14 January 2027. Be concise and friendly."
    ),
)

LIB_CASES = [
    Case(
        id="lib-direct-overstory",
        domain="library",
        category="direct",
        turns=[Turn(
            "is The Overstory by Richard Powers in at Riverside?",
            calls=[ExpectCall("search_catalogue", {"query": contains("overstory")})],
            forbid=["place_hold"],
            answer_has=[said("Central", "Northgate")],
        )],
        features=("title",),
    ),
    Case(
        id="lib-polite-renew",
        domain="library",
        category="polite",
        turns=[Turn(
            "Could you please renew LN-88213 for me? I haven't quite finished it yet 🙂",
            calls=[ExpectCall("renew_loan", {"loan_ids": has_items("LN-88213")})],
            allow=["get_my_loans"],
            forbid=["place_hold", "cancelHold"],
            answer_has=[said_date("2027-02-08")],
        )],
        features=("id", "array", "emoji"),
    ),
    Case(
        id="lib-indirect-trip",
        domain="library",
        category="indirect",
        turns=[Turn(
            "I'm off to Lisbon on Saturday and won't be back till the 25th. Are any of my books going to be "
            "overdue while I'm away?",
            calls=[ExpectCall("get_my_loans")],
            forbid=["renew_loan", "place_hold", "cancelHold"],
            answer_has=[said("Piranesi"), said("Atomic Habits")],
        )],
        features=("empty_params", "date"),
    ),
    Case(
        id="lib-multi-hours-cancel-hold",
        domain="library",
        category="multi_intent",
        turns=[Turn(
            "whats the opening hours of elm park branch on sunday and also cancel my hold H-5521 please, dont need "
            "it anymore",
            calls=[
                ExpectCall("get_branch_info", {"branch": contains("elm")}),
                ExpectCall("cancelHold", {"hold_id": "H-5521"}),
            ],
            allow=["get_my_holds"],
            forbid=["place_hold", "renew_loan"],
            answer_has=[said("12:00", "12 pm", "12pm", "noon", "12 p.m."), said("16:00", "4 pm", "4pm", "4:00",
                                                                              "4 p.m.")],
        )],
        features=("id", "camelCase"),
    ),
    Case(
        id="lib-notool-french",
        domain="library",
        category="no_tool",
        turns=[Turn(
            "Bonjour ! Petite question : quelle est la différence entre une réservation et un prêt à la "
            "bibliothèque ?",
            forbid=["place_hold", "renew_loan", "cancelHold"],
        )],
        features=("non_english",),
    ),
    Case(
        id="lib-under-rooney-hold",
        domain="library",
        category="underspecified",
        turns=[Turn(
            "Can you put a hold on the new Sally Rooney for me?",
            clarify=True,
            allow=["search_catalogue"],
            forbid=["place_hold", "renew_loan", "cancelHold"],
        )],
        features=("missing_branch",),
    ),
    Case(
        id="lib-chained-hail-mary-audiobook",
        domain="library",
        category="chained",
        turns=[Turn(
            "Search for the 'Project Hail Mary' audiobook and put a hold on it — pickup at Central, and text me "
            "when it's ready.",
            calls=[
                ExpectCall("search_catalogue", {"query": contains("hail mary")}),
                ExpectCall("place_hold", {"item_id": "AB-220871", "pickup_branch": "central", "notify_by": "sms"}),
            ],
            answer_has=[said(f"H-{6000 + _crc('AB-220871central') % 900}")],
        )],
        features=("quoted", "enum", "nullable_type_list"),
    ),
    Case(
        id="lib-multiturn-loans",
        domain="library",
        category="multi_turn",
        turns=[
            Turn(
                "what do i have checked out rn",
                calls=[ExpectCall("get_my_loans")],
                forbid=["renew_loan"],
                answer_has=[said("Piranesi"), said("Past Lives")],
            ),
            Turn(
                "renew whichever one is due first",
                calls=[ExpectCall("renew_loan", {"loan_ids": has_items("LN-88302")})],
                allow=["get_my_loans"],
                answer_has=[said_date("2027-01-23")],
            ),
            Turn(
                "and the piranesi one too pls",
                calls=[ExpectCall("renew_loan", {"loan_ids": has_items("LN-88213")})],
                allow=["get_my_loans"],
                answer_has=[said_date("2027-02-08")],
            ),
        ],
        features=("reference_back", "array"),
    ),
]


# =============================================================================================
# 3. SaaS customer support
# =============================================================================================

_ACCOUNTS = {
    "maria.gonzalez@northwind.io": {"account_id": "ACC-3108", "company": "Northwind Trading", "plan": "Business",
                                    "seats": 40, "billing_status": "active", "owner": "Maria Gonzalez"},
    "j.okafor@brightlane.com": {"account_id": "ACC-4452", "company": "Brightlane", "plan": "Team", "seats": 8,
                                "billing_status": "active", "owner": "Joseph Okafor"},
    "lena@kraftwerk.de": {"account_id": "ACC-7731", "company": "Kraftwerk Studio GmbH", "plan": "Team", "seats": 12,
                          "billing_status": "payment_failed", "workspace_locked": True, "owner": "Lena Hoffmann",
                          "last_failed_charge": {"amount_eur": 144.0, "date": "2027-03-06"}},
    "dev@pinewood.app": {"account_id": "ACC-5120", "company": "Pinewood Apps Ltd", "plan": "Business", "seats": 25,
                         "billing_status": "active", "owner": "Chris Hale"},
}

_TICKETS = {
    "TCK-20418": {"ticket_id": "TCK-20418", "subject": "Export to PDF cuts off wide tables", "status": "waiting_on_customer",
                  "priority": "normal", "assignee": "Priya (Tier 2)", "updated_at": "2027-03-05T16:12:00Z",
                  "last_message": "Could you send us a sample note that reproduces the problem?"},
    "TCK-20533": {"ticket_id": "TCK-20533", "subject": "Duplicate charge on February invoice", "status": "open",
                  "priority": "high", "assignee": "Billing queue", "updated_at": "2027-03-04T09:30:00Z",
                  "last_message": None},
}

_INCIDENTS = [
    {"incident_id": "INC-2207", "component": "sync", "status": "degraded_performance",
     "title": "Delayed sync between devices", "started_at": "2027-03-08T06:40:00Z",
     "latest_update": "09:55 UTC - a fix is rolling out; queued changes will sync automatically, no data is lost."},
    {"incident_id": "INC-2209", "component": "api", "status": "partial_outage",
     "title": "Elevated 502 errors on REST API v2 (EU region)", "started_at": "2027-03-08T10:05:00Z",
     "latest_update": "10:31 UTC - identified a faulty load balancer pool, failing over."},
]

_COMPONENTS = ["api", "web_app", "sync", "mobile_apps", "email_notifications", "billing"]

_ARTICLES = [
    ("KB-101", "Reset your password", "password reset forgot login sign in"),
    ("KB-118", "Troubleshooting sync issues between devices", "sync phone laptop mobile not updating offline"),
    ("KB-140", "Password policy, passphrases and two-factor authentication", "password passphrase 2fa security policy"),
    ("KB-152", "Change the VAT number shown on invoices", "vat invoice billing tax number"),
    ("KB-160", "API error codes and rate limits", "api 502 500 429 errors rate limit integration"),
]


def _ticket_id_for(key: str) -> str:
    return f"TCK-{20600 + _crc(key.strip().lower()) % 900}"


def saas_get_service_status(component=None):
    if component is not None and component not in _COMPONENTS:
        return {"error": f"Unknown component '{component}'. Use one of {_COMPONENTS}."}
    components = []
    for name in _COMPONENTS:
        if component and name != component:
            continue
        incident = next((i for i in _INCIDENTS if i["component"] == name), None)
        components.append({"component": name, "status": incident["status"] if incident else "operational"})
    incidents = [i for i in _INCIDENTS if not component or i["component"] == component]
    return {"checked_at": "2027-03-08T10:40:00Z", "components": components, "active_incidents": incidents}


def saas_send_password_reset(email, redirect_locale=None):
    account = _ACCOUNTS.get(str(email).strip().lower())
    if account is None:
        return {"error": f"No user with email '{email}'."}
    return {"sent": True, "to": str(email).strip().lower(), "expires_in_minutes": 30,
            "locale": redirect_locale or "en-GB"}


def saas_create_ticket(subject, description, priority, category, contact_email=None, account_id=None,
                       attachments=None):
    if priority not in ("low", "normal", "high", "urgent"):
        return {"error": f"Invalid priority '{priority}'."}
    key = None
    if account_id:
        key = next((e for e, a in _ACCOUNTS.items() if a["account_id"] == str(account_id).strip().upper()), None)
        if key is None:
            return {"error": f"Unknown account_id '{account_id}'."}
    key = key or (contact_email or "").strip().lower() or _words(subject)
    first_response = {"urgent": "1 hour", "high": "4 hours", "normal": "1 business day", "low": "3 business days"}
    return {"ticket_id": _ticket_id_for(key), "status": "open", "priority": priority, "category": category,
            "subject": subject, "first_response_target": first_response[priority],
            "attachments": len(attachments or [])}


def _find_ticket(ticket_id) -> dict | None:
    tid = str(ticket_id or "").strip().upper()
    if tid in _TICKETS:
        return dict(_TICKETS[tid])
    m = re.fullmatch(r"TCK-(\d{5})", tid)
    if m and 20600 <= int(m.group(1)) < 21500:
        return {"ticket_id": tid, "status": "open", "assignee": "unassigned", "created": "2027-03-08"}
    return None


def saas_get_ticket(ticket_id):
    return _find_ticket(ticket_id) or {"error": f"Ticket '{ticket_id}' not found."}


def saas_add_ticket_comment(ticket_id, body, internal=False):
    ticket = _find_ticket(ticket_id)
    if ticket is None:
        return {"error": f"Ticket '{ticket_id}' not found."}
    if not str(body or "").strip():
        return {"error": "body must not be empty."}
    return {"ticket_id": ticket["ticket_id"], "comment_id": f"CMT-{900000 + _crc(_words(body)) % 99999}",
            "internal": bool(internal), "created_at": "2027-03-08T10:42:00Z"}


def saas_search_help_articles(query, limit=3):
    tokens = set(re.findall(r"[a-z0-9]+", str(query or "").lower()))
    scored = []
    for art_id, title, keywords in _ARTICLES:
        words = set(re.findall(r"[a-z0-9]+", (title + " " + keywords).lower()))
        score = len(tokens & words)
        if score:
            scored.append((-score, art_id, title))
    scored.sort()
    limit = max(1, min(int(limit or 3), 10))
    return {"results": [{"article_id": a, "title": t, "url": f"https://help.nimbusnotes.com/articles/{a.lower()}"}
                        for _, a, t in scored[:limit]]}


def saas_lookup_account(email):
    account = _ACCOUNTS.get(str(email).strip().lower())
    if account is None:
        return {"error": f"No account found for '{email}'."}
    return {"email": str(email).strip().lower(), **account}


SAAS_TOOLS = [
    ToolDef(
        name="get_service_status",
        description="Current status of Nimbus Notes components and any active incidents. Omit `component` for "
                    "everything.",
        parameters={"type": "object",
                    "properties": {"component": {"type": "string", "enum": _COMPONENTS}}},
        fn=saas_get_service_status,
    ),
    ToolDef(
        name="send_password_reset",
        description="Email a password reset link (valid 30 minutes) to a user. Only call this when the user asks "
                    "for a reset and gives the account email.",
        parameters={
            "type": "object",
            "properties": {
                "email": {"type": "string", "format": "email"},
                "redirect_locale": {"type": ["string", "null"],
                                    "description": "BCP 47 tag for the email language, e.g. 'de-DE'; null = the "
                                                   "account's language."},
            },
            "required": ["email", "redirect_locale"],
            "additionalProperties": False,
        },
        fn=saas_send_password_reset,
        act=True,
        strict=True,
    ),
    ToolDef(
        name="create_ticket",
        description="Open a support ticket with the support team.",
        parameters={
            "type": "object",
            "properties": {
                "subject": {"type": "string", "description": "One line summary"},
                "description": {"type": "string", "description": "What happened, steps, impact"},
                "priority": {"$ref": "#/$defs/Priority"},
                "category": {"$ref": "#/$defs/Category"},
                "contact_email": {"anyOf": [{"type": "string", "format": "email"}, {"type": "null"}]},
                "account_id": {"type": ["string", "null"], "description": "ACC-xxxx when known"},
                "attachments": {"anyOf": [{"type": "array", "items": {"$ref": "#/$defs/Attachment"}},
                                          {"type": "null"}]},
            },
            "required": ["subject", "description", "priority", "category", "contact_email", "account_id",
                         "attachments"],
            "additionalProperties": False,
            "$defs": {
                "Priority": {"type": "string", "enum": ["low", "normal", "high", "urgent"]},
                "Category": {"type": "string",
                             "enum": ["billing", "bug", "account_access", "integration", "feature_request", "other"]},
                "Attachment": {
                    "type": "object",
                    "properties": {"filename": {"type": "string"}, "url": {"type": "string"}},
                    "required": ["filename", "url"],
                    "additionalProperties": False,
                },
            },
        },
        fn=saas_create_ticket,
        act=True,
        strict=True,
    ),
    ToolDef(
        name="get_ticket",
        description="Fetch a support ticket (status, assignee, last message).",
        parameters={"type": "object", "properties": {"ticket_id": {"type": "string", "description": "TCK-#####"}},
                    "required": ["ticket_id"]},
        fn=saas_get_ticket,
    ),
    ToolDef(
        name="add_ticket_comment",
        description="Add a comment to an existing ticket. Internal notes are only visible to staff.",
        parameters={
            "type": "object",
            "properties": {
                "ticket_id": {"type": "string"},
                "body": {"type": "string"},
                "internal": {"type": "boolean", "default": False},
            },
            "required": ["ticket_id", "body"],
        },
        fn=saas_add_ticket_comment,
        act=True,
    ),
    ToolDef(
        name="searchHelpArticles",
        description="Full-text search of the help centre.",
        parameters={"type": "object",
                    "properties": {"query": {"type": "string"},
                                   "limit": {"type": "integer", "minimum": 1, "maximum": 10, "default": 3}},
                    "required": ["query"]},
        fn=saas_search_help_articles,
    ),
    ToolDef(
        name="lookupAccount",
        description="Find a customer account by the email of one of its users: account id, plan, seats, billing "
                    "status.",
        parameters={"type": "object", "properties": {"email": {"type": "string", "format": "email"}},
                    "required": ["email"]},
        fn=saas_lookup_account,
    ),
]

SAAS = Domain(
    name="saas_support",
    tools=SAAS_TOOLS,
    instructions=(
        "You are Nimbus Notes' support assistant, helping customers and support agents. Today is Monday, "
        "8 March 2027. Check the status page before blaming the user's setup. Never reset a password or open a "
        "ticket unless asked."
    ),
)

_PINEWOOD_TICKET = _ticket_id_for("dev@pinewood.app")
_KRAFTWERK_TICKET = _ticket_id_for("lena@kraftwerk.de")

SAAS_CASES = [
    Case(
        id="saas-direct-reset",
        domain="saas_support",
        category="direct",
        turns=[Turn(
            "send a password reset link to maria.gonzalez@northwind.io",
            calls=[ExpectCall("send_password_reset", {"email": "maria.gonzalez@northwind.io"})],
            allow=["lookupAccount"],
            forbid=["create_ticket"],
        )],
        features=("email", "terse"),
    ),
    Case(
        id="saas-direct-quoted-comment",
        domain="saas_support",
        category="direct",
        turns=[Turn(
            'Add this note to TCK-20533: "Customer called again on 8 March, please escalate to the billing lead."',
            calls=[ExpectCall("add_ticket_comment", {"ticket_id": "TCK-20533", "body": contains("escalate")})],
            allow=["get_ticket"],
            forbid=["create_ticket"],
        )],
        features=("quoted", "id"),
    ),
    Case(
        id="saas-polite-ticket-status",
        domain="saas_support",
        category="polite",
        turns=[Turn(
            "Hello! Could you please tell me where things stand with ticket TCK-20418? Many thanks in advance.",
            calls=[ExpectCall("get_ticket", {"ticket_id": "TCK-20418"})],
            forbid=["add_ticket_comment", "create_ticket"],
            answer_has=[said("waiting", "awaiting", "sample")],
        )],
        features=("id",),
    ),
    Case(
        id="saas-indirect-sync",
        domain="saas_support",
        category="indirect",
        turns=[Turn(
            "my notes havent synced between my laptop and phone since this morning, is it just me??",
            calls=[ExpectCall("get_service_status")],
            allow=["searchHelpArticles"],
            forbid=["create_ticket", "send_password_reset"],
            answer_has=[said("INC-2207", "delay", "degraded", "incident", "known issue")],
        )],
        features=("optional_enum",),
    ),
    Case(
        id="saas-multi-reset-and-ticket",
        domain="saas_support",
        category="multi_intent",
        turns=[Turn(
            "Two things: 1) reset the password for j.okafor@brightlane.com 2) open a ticket, our invoices show the "
            "wrong VAT number (should be GB293881205). high priority pls",
            calls=[
                ExpectCall("send_password_reset", {"email": "j.okafor@brightlane.com"}),
                ExpectCall("create_ticket", {"priority": "high"}),
            ],
            allow=["lookupAccount", "searchHelpArticles"],
            answer_has=[said("TCK-")],
        )],
        features=("email", "enum", "ref", "nullable_anyof"),
    ),
    Case(
        id="saas-notool-passphrase",
        domain="saas_support",
        category="no_tool",
        turns=[Turn(
            "Is a long passphrase actually better than a short complex password? what would you recommend for a team "
            "of 12?",
            allow=["searchHelpArticles"],
            forbid=["send_password_reset", "create_ticket", "add_ticket_comment"],
        )],
        features=("advice",),
    ),
    Case(
        id="saas-under-reset",
        domain="saas_support",
        category="underspecified",
        turns=[Turn(
            "I forgot my password, can you reset it pls",
            clarify=True,
            allow=["searchHelpArticles"],
            forbid=["send_password_reset", "create_ticket", "add_ticket_comment"],
        )],
        features=("missing_email",),
    ),
    Case(
        id="saas-chained-account-ticket",
        domain="saas_support",
        category="chained",
        turns=[Turn(
            "look up the account for lena@kraftwerk.de and open an urgent billing ticket under that account: their "
            "card payment failed twice and now they're locked out of the workspace",
            calls=[
                ExpectCall("lookupAccount", {"email": "lena@kraftwerk.de"}),
                ExpectCall("create_ticket", {"account_id": "ACC-7731", "priority": "urgent",
                                             "category": one_of("billing", "account_access")}),
            ],
            answer_has=[said(_KRAFTWERK_TICKET)],
        )],
        features=("email", "ref", "camelCase"),
    ),
    Case(
        id="saas-multiturn-api-502",
        domain="saas_support",
        category="multi_turn",
        turns=[
            Turn(
                "is the API having problems? we're getting 502s from /v2/notes since about 10",
                calls=[ExpectCall("get_service_status")],
                allow=["searchHelpArticles"],
                forbid=["create_ticket"],
                answer_has=[said("INC-2209", "502", "partial outage", "elevated")],
            ),
            Turn(
                "ok please open a ticket for it then, urgent, our whole integration is down. contact me at "
                "dev@pinewood.app",
                calls=[ExpectCall("create_ticket", {"priority": "urgent", "contact_email": "dev@pinewood.app"})],
                allow=["lookupAccount"],
                answer_has=[said(_PINEWOOD_TICKET)],
            ),
            Turn(
                "thanks. what was the ticket number again?",
                allow=["get_ticket"],
                forbid=["create_ticket", "add_ticket_comment"],
                answer_has=[said(_PINEWOOD_TICKET)],
            ),
        ],
        features=("email", "reference_back"),
    ),
]


# =============================================================================================
# 4. Recipes & cooking
# =============================================================================================

_RECIPES = {
    # id: title, diets, total minutes, serves, rating, cuisine, search tags, ingredients [(name, qty, unit)]
    "rcp_4410": ("Creamy chickpea & spinach curry", {"vegetarian", "vegan", "gluten_free", "dairy_free"}, 30, 4, 4.7,
                 "indian", "curry chickpea spinach dinner coconut",
                 [("chickpeas (tinned, drained)", 800, "g"), ("coconut milk", 400, "ml"), ("baby spinach", 200, "g"),
                  ("onion", 1, None), ("garlic", 3, "cloves"), ("fresh ginger", 2, "cm"), ("curry paste", 3, "tbsp"),
                  ("basmati rice", 300, "g")]),
    "rcp_4471": ("15-minute peanut noodles", {"vegetarian", "vegan", "dairy_free"}, 15, 2, 4.5, "asian",
                 "noodles peanut dinner lunch",
                 [("rice noodles", 200, "g"), ("peanut butter", 3, "tbsp"), ("soy sauce", 2, "tbsp"), ("lime", 1, None),
                  ("spring onions", 3, None), ("cucumber", 1, None), ("chilli flakes", 1, "tsp")]),
    "rcp_5120": ("Spinach & ricotta lasagne", {"vegetarian"}, 75, 6, 4.6, "italian",
                 "lasagne lasagna pasta baked dinner spinach ricotta",
                 [("lasagne sheets", 12, None), ("ricotta", 500, "g"), ("spinach", 400, "g"), ("passata", 700, "ml"),
                  ("mozzarella", 250, "g"), ("parmesan", 60, "g"), ("garlic", 2, "cloves"), ("nutmeg", 1, "pinch")]),
    "rcp_5133": ("Classic beef lasagne", set(), 120, 6, 4.8, "italian", "lasagne lasagna pasta baked dinner beef ragu",
                 [("beef mince", 500, "g"), ("lasagne sheets", 12, None), ("chopped tomatoes", 800, "g"),
                  ("onion", 1, None), ("carrot", 1, None), ("celery", 1, "stick"), ("milk", 600, "ml"),
                  ("butter", 50, "g"), ("plain flour", 50, "g"), ("parmesan", 60, "g")]),
    "rcp_6021": ("Gluten-free banana bread", {"vegetarian", "gluten_free"}, 70, 10, 4.4, "british",
                 "banana bread baking cake loaf gluten-free",
                 [("ripe bananas", 3, None), ("gluten-free flour blend", 220, "g"), ("eggs", 2, None),
                  ("butter", 100, "g"), ("light brown sugar", 120, "g"), ("gluten-free baking powder", 2, "tsp"),
                  ("walnuts", 60, "g")]),
    "rcp_6007": ("Classic banana bread", {"vegetarian"}, 65, 10, 4.7, "british", "banana bread baking cake loaf",
                 [("ripe bananas", 3, None), ("plain flour", 225, "g"), ("eggs", 2, None), ("butter", 110, "g"),
                  ("caster sugar", 140, "g"), ("baking powder", 2, "tsp")]),
    "rcp_7302": ("Lemon & garlic chicken traybake", {"gluten_free", "dairy_free"}, 40, 4, 4.9, "mediterranean",
                 "chicken traybake lemon garlic dinner",
                 [("chicken thighs", 8, None), ("new potatoes", 750, "g"), ("lemons", 2, None), ("garlic", 1, "bulb"),
                  ("red onions", 2, None), ("olive oil", 3, "tbsp"), ("rosemary", 3, "sprigs")]),
    "rcp_7315": ("Thai green chicken curry", {"gluten_free", "dairy_free"}, 35, 4, 4.8, "thai",
                 "chicken curry thai green dinner coconut",
                 [("chicken thighs (boneless)", 600, "g"), ("coconut milk", 400, "ml"), ("green curry paste", 3, "tbsp"),
                  ("limes", 2, None), ("fish sauce", 2, "tbsp"), ("jasmine rice", 300, "g"), ("green beans", 150, "g"),
                  ("Thai basil", 1, "bunch")]),
    "rcp_7340": ("Chicken fajitas", {"dairy_free"}, 25, 4, 4.5, "mexican", "chicken fajitas wraps dinner peppers",
                 [("chicken breasts", 2, None), ("peppers", 3, None), ("red onion", 1, None), ("tortillas", 8, None),
                  ("fajita seasoning", 2, "tbsp"), ("lime", 1, None)]),
    "rcp_7388": ("Slow-cooker chicken tikka masala", {"gluten_free"}, 300, 6, 4.3, "indian",
                 "chicken curry tikka masala slow cooker dinner",
                 [("chicken thighs", 1000, "g"), ("tikka paste", 4, "tbsp"), ("chopped tomatoes", 400, "g"),
                  ("double cream", 150, "ml"), ("onions", 2, None), ("garlic", 4, "cloves")]),
}

_RECIPE_STOP = {"a", "an", "the", "and", "or", "with", "for", "of", "in", "to", "me", "recipe", "recipes", "quick",
                "easy", "simple", "good", "best", "something", "under", "minutes", "minute", "mins", "min", "max",
                "healthy", "tasty", "some", "idea", "ideas", "make", "can", "i"}

_SHOPPING_LIST = [
    {"name": "oat milk", "quantity": 2, "unit": "l"},
    {"name": "eggs", "quantity": 12, "unit": None},
    {"name": "cherry tomatoes", "quantity": 250, "unit": "g"},
    {"name": "fresh basil", "quantity": 1, "unit": "bunch"},
]

_MASS_G = {"g": 1.0, "kg": 1000.0, "oz": 28.3495, "lb": 453.592}
_VOLUME_ML = {"ml": 1.0, "l": 1000.0, "tsp": 4.92892, "tbsp": 14.7868, "cup": 236.588, "floz": 29.5735,
              "pint": 473.176, "quart": 946.353}
_UNIT_ALIASES = {
    "g": "g", "gr": "g", "gram": "g", "grams": "g", "gramme": "g", "grammes": "g", "kg": "kg", "kilo": "kg",
    "kilos": "kg", "kilogram": "kg", "kilograms": "kg", "oz": "oz", "ounce": "oz", "ounces": "oz", "lb": "lb",
    "lbs": "lb", "pound": "lb", "pounds": "lb", "ml": "ml", "millilitre": "ml", "milliliter": "ml",
    "millilitres": "ml", "milliliters": "ml", "l": "l", "litre": "l", "liter": "l", "litres": "l", "liters": "l",
    "tsp": "tsp", "teaspoon": "tsp", "teaspoons": "tsp", "tbsp": "tbsp", "tablespoon": "tbsp",
    "tablespoons": "tbsp", "cup": "cup", "cups": "cup", "uscup": "cup", "floz": "floz", "fluidounce": "floz",
    "fluidounces": "floz", "pint": "pint", "pints": "pint", "quart": "quart", "quarts": "quart",
    "c": "C", "celsius": "C", "degc": "C", "centigrade": "C", "f": "F", "fahrenheit": "F", "degf": "F",
    "k": "K", "kelvin": "K",
}
_DENSITY_G_PER_CUP = {"flour": 125.0, "sugar": 200.0, "brown sugar": 213.0, "butter": 227.0, "milk": 245.0,
                      "water": 236.6, "rice": 185.0, "oats": 90.0, "honey": 340.0, "cocoa": 85.0}


def _unit(text):
    raw = _key(str(text or "").replace("°", "").replace("degrees", "").replace("us ", ""))
    return _UNIT_ALIASES.get(raw)


def recipe_search(query, diet=None, max_total_minutes=None, exclude_ingredients=None, cuisine=None):
    tokens = [t for t in re.findall(r"[a-z]+", str(query or "").lower()) if t not in _RECIPE_STOP]
    if diet is not None and diet not in ("vegetarian", "vegan", "gluten_free", "dairy_free"):
        return {"error": f"Unknown diet '{diet}'."}
    found = []
    for rid, (title, diets, minutes, serves, rating, kitchen, tags, ingredients) in _RECIPES.items():
        text = " ".join([title.lower(), tags, kitchen, " ".join(d.replace("_", " ") for d in diets),
                         " ".join(i[0].lower() for i in ingredients)])
        words = set(re.findall(r"[a-z]+", text))
        score = sum(1 for t in tokens if t in words or t.rstrip("s") in words)
        if tokens and score == 0:
            continue
        if diet and diet not in diets:
            continue
        if max_total_minutes is not None and minutes > max_total_minutes:
            continue
        if cuisine and _key(cuisine) != _key(kitchen):
            continue
        excluded = [e for e in (exclude_ingredients or []) if any(_words(e) in i[0].lower() for i in ingredients)]
        if excluded:
            continue
        found.append((-score, -rating, {"recipe_id": rid, "title": title, "total_minutes": minutes, "serves": serves,
                                        "rating": rating, "diets": sorted(diets), "cuisine": kitchen}))
    found.sort(key=lambda r: (r[0], r[1]))
    return {"count": len(found), "results": [r[2] for r in found][:5]}


def recipe_get(recipe_id, servings=None):
    recipe = _RECIPES.get(str(recipe_id).strip().lower())
    if recipe is None:
        return {"error": f"Recipe '{recipe_id}' not found."}
    title, diets, minutes, serves, rating, kitchen, tags, ingredients = recipe
    if servings is not None and not (isinstance(servings, int) and 1 <= servings <= 24):
        return {"error": "servings must be an integer from 1 to 24."}
    factor = (servings or serves) / serves
    scaled = []
    for name, qty, unit in ingredients:
        amount = qty * factor
        amount = round(amount) if unit in ("g", "ml") or unit is None and amount >= 1 else round(amount, 2)
        amount = int(amount) if float(amount).is_integer() else amount
        scaled.append({"name": name, "quantity": amount, "unit": unit})
    return {"recipe_id": str(recipe_id).lower(), "title": title, "serves": servings or serves,
            "total_minutes": minutes, "diets": sorted(diets), "ingredients": scaled,
            "steps_url": f"https://mise.example/recipes/{str(recipe_id).lower()}"}


def recipe_convert_units(amount, from_unit, to_unit, ingredient=None):
    if not isinstance(amount, (int, float)) or isinstance(amount, bool):
        return {"error": "amount must be a number."}
    src, dst = _unit(from_unit), _unit(to_unit)
    if src is None or dst is None:
        return {"error": f"Unsupported unit: '{from_unit if src is None else to_unit}'."}
    temps = {"C", "F", "K"}
    if (src in temps) != (dst in temps):
        return {"error": "Cannot convert between a temperature and a quantity."}
    if src in temps:
        celsius = {"C": amount, "F": (amount - 32) * 5 / 9, "K": amount - 273.15}[src]
        result = {"C": celsius, "F": celsius * 9 / 5 + 32, "K": celsius + 273.15}[dst]
        return {"amount": amount, "from": src, "to": dst, "result": round(result, 1)}
    if src in _MASS_G and dst in _MASS_G:
        result = amount * _MASS_G[src] / _MASS_G[dst]
    elif src in _VOLUME_ML and dst in _VOLUME_ML:
        result = amount * _VOLUME_ML[src] / _VOLUME_ML[dst]
    else:
        name = _words(ingredient)
        density = next((d for k, d in sorted(_DENSITY_G_PER_CUP.items(), key=lambda kv: -len(kv[0])) if k in name),
                       None) if name else None
        if density is None:
            return {"error": "Converting between weight and volume needs a known `ingredient` (e.g. flour, sugar, "
                             "butter, milk)."}
        grams_per_ml = density / _VOLUME_ML["cup"]
        if src in _MASS_G:
            result = amount * _MASS_G[src] / grams_per_ml / _VOLUME_ML[dst]
        else:
            result = amount * _VOLUME_ML[src] * grams_per_ml / _MASS_G[dst]
    return {"amount": amount, "from": src, "to": dst, "ingredient": ingredient, "result": round(result, 2)}


def recipe_add_to_list(items, list_name="Groceries"):
    if not isinstance(items, list) or not items:
        return {"error": "items must be a non-empty array."}
    added = []
    for item in items:
        if not isinstance(item, dict) or not str(item.get("name") or "").strip():
            return {"error": "every item needs a name."}
        added.append({"name": str(item["name"]).strip(), "quantity": item.get("quantity"), "unit": item.get("unit")})
    return {"list": list_name or "Groceries", "added": added, "items_on_list": len(_SHOPPING_LIST) + len(added)}


def recipe_get_list():
    return {"list": "Groceries", "items": [dict(i) for i in _SHOPPING_LIST], "updated_at": "2026-11-09T18:20:00"}


def recipe_remove_from_list(item_names):
    if not isinstance(item_names, list) or not item_names:
        return {"error": "item_names must be a non-empty array."}
    names = {i["name"] for i in _SHOPPING_LIST}
    removed = [n for n in item_names if _words(n) in names]
    if not removed:
        return {"error": f"None of {item_names} are on the list."}
    return {"removed": removed, "not_found": [n for n in item_names if n not in removed]}


RECIPE_TOOLS = [
    ToolDef(
        name="search_recipes",
        description="Search the recipe collection. Returns up to 5 matches (id, title, total time, servings, rating).",
        parameters={
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Dish, ingredient or keywords"},
                "diet": {"type": ["string", "null"], "enum": ["vegetarian", "vegan", "gluten_free", "dairy_free", None]},
                "max_total_minutes": {"anyOf": [{"type": "integer", "minimum": 5, "maximum": 600}, {"type": "null"}],
                                      "description": "Prep + cooking time limit"},
                "exclude_ingredients": {"type": "array", "items": {"type": "string"},
                                        "description": "Ingredients to avoid; [] for none"},
                "cuisine": {"type": ["string", "null"]},
            },
            "required": ["query", "diet", "max_total_minutes", "exclude_ingredients", "cuisine"],
            "additionalProperties": False,
        },
        fn=recipe_search,
        strict=True,
    ),
    ToolDef(
        name="get_recipe",
        description="Full recipe with the ingredient list, optionally scaled to a number of servings.",
        parameters={"type": "object",
                    "properties": {"recipe_id": {"type": "string"},
                                   "servings": {"type": "integer", "minimum": 1, "maximum": 24}},
                    "required": ["recipe_id"]},
        fn=recipe_get,
    ),
    ToolDef(
        name="convert_units",
        description="Convert cooking quantities: weight, volume (US cups/tbsp/tsp), temperature (C/F/K). Weight <-> "
                    "volume needs the ingredient.",
        parameters={
            "type": "object",
            "properties": {
                "amount": {"type": "number"},
                "from_unit": {"type": "string", "description": "e.g. g, oz, cup, tbsp, ml, C, F"},
                "to_unit": {"type": "string"},
                "ingredient": {"type": "string", "description": "Needed for weight <-> volume, e.g. 'flour'"},
            },
            "required": ["amount", "from_unit", "to_unit"],
        },
        fn=recipe_convert_units,
    ),
    ToolDef(
        name="addToShoppingList",
        description="Add items to the user's shopping list.",
        parameters={
            "type": "object",
            "properties": {
                "items": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "properties": {
                            "name": {"type": "string"},
                            "quantity": {"type": "number", "exclusiveMinimum": 0},
                            "unit": {"type": "string", "description": "g, ml, pcs, bunch..."},
                            "note": {"type": "string"},
                        },
                        "required": ["name"],
                    },
                },
                "list_name": {"type": "string", "default": "Groceries"},
            },
            "required": ["items"],
        },
        fn=recipe_add_to_list,
        act=True,
    ),
    ToolDef(
        name="getShoppingList",
        description="Return the current shopping list.",
        parameters={"type": "object", "properties": {}, "required": []},
        fn=recipe_get_list,
    ),
    ToolDef(
        name="removeFromShoppingList",
        description="Remove items from the shopping list by name.",
        parameters={"type": "object",
                    "properties": {"item_names": {"type": "array", "items": {"type": "string"}}},
                    "required": ["item_names"]},
        fn=recipe_remove_from_list,
        act=True,
    ),
]

RECIPES = Domain(
    name="recipes",
    tools=RECIPE_TOOLS,
    instructions=(
        "You are Mise, the cooking assistant in a recipe app. You can search recipes, convert units and manage "
        "the user's shopping list. Keep answers practical and short."
    ),
)

_RECIPE_ACTS = ["addToShoppingList", "removeFromShoppingList"]

RECIPE_CASES = [
    Case(
        id="rec-direct-flour-cups",
        domain="recipes",
        category="direct",
        turns=[Turn(
            "convert 350 grams of flour to cups",
            calls=[ExpectCall("convert_units", {"amount": 350, "from_unit": matches(r"^\s*(g|gr|grams?|grammes?)\s*$"),
                                                "to_unit": matches("cup"), "ingredient": contains("flour")})],
            forbid=_RECIPE_ACTS,
            answer_has=[said("2.8", "2¾", "2 ¾", "2 3/4")],
        )],
        features=("number", "terse"),
    ),
    Case(
        id="rec-direct-shopping-list",
        domain="recipes",
        category="direct",
        turns=[Turn(
            "whats on my shopping list atm",
            calls=[ExpectCall("getShoppingList")],
            forbid=_RECIPE_ACTS,
            answer_has=[said("oat milk"), said("basil")],
        )],
        features=("empty_params", "camelCase"),
    ),
    Case(
        id="rec-polite-vegan-30min",
        domain="recipes",
        category="polite",
        turns=[Turn(
            "Could you please find me a vegan dinner I can make in under 30 minutes? Thank you!",
            calls=[ExpectCall("search_recipes", {"diet": "vegan", "max_total_minutes": between(15, 30)})],
            allow=["get_recipe"],
            forbid=_RECIPE_ACTS,
            answer_has=[said("chickpea", "peanut noodles")],
        )],
        features=("enum", "nullable_anyof", "number"),
    ),
    Case(
        id="rec-indirect-oven-fahrenheit",
        domain="recipes",
        category="indirect",
        turns=[Turn(
            "my oven only shows fahrenheit and the recipe says 180C lol",
            calls=[ExpectCall("convert_units", {"amount": 180, "from_unit": matches(r"^\W*(deg(rees)?\s*)?(c|celsius|centigrade)$"),
                                                "to_unit": matches(r"^\W*(deg(rees)?\s*)?(f|fahrenheit)$")})],
            forbid=_RECIPE_ACTS,
            answer_has=[said("356")],
        )],
        features=("number", "units"),
    ),
    Case(
        id="rec-multi-list-and-search",
        domain="recipes",
        category="multi_intent",
        turns=[Turn(
            "add two lemons and 500g of spaghetti to my shopping list, and also find me a gluten free banana bread "
            "recipe",
            calls=[
                ExpectCall("addToShoppingList", {"items": has_items(fields(name=contains("lemon"), quantity=2),
                                                                    fields(name=contains("spaghetti")))}),
                ExpectCall("search_recipes", {"query": contains("banana")}),
            ],
            allow=["get_recipe"],
            forbid=["removeFromShoppingList"],
            answer_has=[said("Gluten-free banana bread", "gluten free banana bread", "rcp_6021")],
        )],
        features=("number_words", "array_of_objects", "nested"),
    ),
    Case(
        id="rec-notool-dense-bread",
        domain="recipes",
        category="no_tool",
        turns=[Turn(
            "why does my bread always come out so dense? i knead it like 5 min and let it rise for an hour",
            forbid=_RECIPE_ACTS,
        )],
        features=("advice",),
    ),
    Case(
        id="rec-under-scale-recipe",
        domain="recipes",
        category="underspecified",
        turns=[Turn(
            "can u scale the recipe to 8 people and put everything on my shopping list",
            clarify=True,
            forbid=_RECIPE_ACTS,
        )],
        features=("missing_recipe",),
    ),
    Case(
        id="rec-chained-lasagne-list",
        domain="recipes",
        category="chained",
        turns=[Turn(
            "Find a vegetarian lasagne recipe and put all the ingredients for 6 people on my shopping list",
            calls=[
                ExpectCall("search_recipes", {"query": matches("lasagn")}),
                ExpectCall("get_recipe", {"recipe_id": "rcp_5120"}),
                ExpectCall("addToShoppingList", {"items": has_items(fields(name=contains("ricotta")),
                                                                    fields(name=contains("mozzarella")),
                                                                    fields(name=contains("passata")))}),
            ],
            forbid=["removeFromShoppingList"],
            answer_has=[said("ricotta")],
        )],
        features=("chain3", "array_of_objects"),
    ),
    Case(
        id="rec-multiturn-chicken",
        domain="recipes",
        category="multi_turn",
        turns=[
            Turn(
                "whats a good quick chicken recipe? 40 min max",
                calls=[ExpectCall("search_recipes", {"query": contains("chicken"), "max_total_minutes": between(35, 40)})],
                forbid=_RECIPE_ACTS,
                answer_has=[said("Thai green")],
            ),
            Turn(
                "the second one sounds good, what do I need for 4 people?",
                calls=[ExpectCall("get_recipe", {"recipe_id": "rcp_7315"})],
                forbid=_RECIPE_ACTS,
                answer_has=[said("coconut milk"), said("fish sauce")],
            ),
            Turn(
                "put the stuff I don't have on my list. I've got everything except the coconut milk and the limes",
                calls=[ExpectCall("addToShoppingList", {"items": has_items(fields(name=contains("coconut")),
                                                                           fields(name=contains("lime")))})],
                forbid=["removeFromShoppingList"],
            ),
        ],
        features=("reference_back", "ordinal"),
    ),
]


# =============================================================================================
# 5. Real estate
# =============================================================================================

_ESTATE_TODAY = _dt.date(2027, 5, 5)

_LISTINGS = {
    # id: title, city, area, type (sale/rent), property type, bedrooms, price, currency, features, size m2, agent
    "LST-40917": ("3-bed semi-detached house, Elm Row", "bristol", "Bishopston", "sale", "house", 3, 435000, "GBP",
                  ["garden", "parking"], 104, "Hannah Price"),
    "LST-40933": ("4-bed Victorian terrace, Clifton Road", "bristol", "Clifton", "sale", "house", 4, 610000, "GBP",
                  ["garden"], 141, "Hannah Price"),
    "LST-40958": ("2-bed flat, Harbourside", "bristol", "Harbourside", "sale", "flat", 2, 325000, "GBP",
                  ["balcony", "elevator", "parking"], 71, "Tom Ellery"),
    "LST-40962": ("3-bed end-of-terrace house, Fishponds", "bristol", "Fishponds", "sale", "house", 3, 389000, "GBP",
                  ["garden"], 96, "Tom Ellery"),
    "LST-40971": ("3-bed townhouse, Southville", "bristol", "Southville", "sale", "townhouse", 3, 475000, "GBP",
                  ["garden", "parking"], 112, "Hannah Price"),
    "LST-51204": ("2-bed flat, Ancoats", "manchester", "Ancoats", "rent", "flat", 2, 1350, "GBP",
                  ["pets_allowed", "balcony"], 68, "Ravi Mistry"),
    "LST-51230": ("2-bed garden flat, Didsbury", "manchester", "Didsbury", "rent", "flat", 2, 1275, "GBP",
                  ["pets_allowed", "garden"], 74, "Ravi Mistry"),
    "LST-51266": ("2-bed apartment, Spinningfields", "manchester", "Spinningfields", "rent", "flat", 2, 1650, "GBP",
                  ["elevator", "balcony"], 70, "Ravi Mistry"),
    "LST-51281": ("Studio, Northern Quarter", "manchester", "Northern Quarter", "rent", "studio", 0, 950, "GBP",
                  [], 34, "Ravi Mistry"),
    "LST-62011": ("T2 apartment, Alfama", "lisbon", "Alfama", "rent", "flat", 2, 1850, "EUR", ["balcony"], 82,
                  "Inês Carvalho"),
    "LST-62035": ("T1 apartment, Campo de Ourique", "lisbon", "Campo de Ourique", "rent", "flat", 1, 1400, "EUR",
                  ["balcony", "elevator"], 58, "Inês Carvalho"),
    "LST-62048": ("T2 apartment, Parque das Nações", "lisbon", "Parque das Nações", "rent", "flat", 2, 2300, "EUR",
                  ["balcony", "elevator", "parking"], 95, "Miguel Sousa"),
    "LST-62052": ("T3 apartment, Benfica", "lisbon", "Benfica", "rent", "flat", 3, 1950, "EUR", ["elevator"], 110,
                  "Miguel Sousa"),
}

_VIEWINGS = {
    "VW-7712": {"viewing_id": "VW-7712", "listing_id": "LST-40933", "date": "2027-05-07", "time": "11:30",
                "status": "booked"},
    "VW-7730": {"viewing_id": "VW-7730", "listing_id": "LST-51204", "date": "2027-05-10", "time": "17:30",
                "status": "booked"},
}


def _slots_for(listing_id: str, day: _dt.date) -> list[str]:
    if day.weekday() == 6:
        return []
    parity = _crc(f"{listing_id}{day.isoformat()}") % 2
    if day.weekday() == 5:
        return ["09:30", "11:30", "12:30"] if parity else ["09:30", "10:30", "11:30"]
    return ["10:00", "14:00", "17:30"] if parity else ["10:00", "11:30", "17:30"]


def _viewing_id_for(listing_id: str, iso_date: str, hh_mm: str) -> str:
    return f"VW-{7800 + _crc(f'{listing_id}|{iso_date}|{hh_mm}') % 200}"


def estate_search(location, listing_type, min_bedrooms=None, max_price=None, currency=None, property_types=None,
                  must_have=None):
    place = _words(location).replace("lisboa", "lisbon")
    in_area = [(lid, x) for lid, x in _LISTINGS.items() if x[1] in place or _words(x[2]) in place]
    if not in_area:
        return {"error": f"We have no listings in '{location}'. We cover Bristol, Manchester and Lisbon."}
    if listing_type not in ("sale", "rent"):
        return {"error": "listing_type must be 'sale' or 'rent'."}
    if currency and currency.upper() != in_area[0][1][7]:
        return {"error": f"Listings in {in_area[0][1][1].title()} are priced in {in_area[0][1][7]}; "
                         f"send max_price in {in_area[0][1][7]}."}
    results = []
    for lid, (title, city, area, kind, ptype, beds, price, cur, feats, size, _agent) in in_area:
        if kind != listing_type:
            continue
        if min_bedrooms is not None and beds < min_bedrooms:
            continue
        if max_price is not None and price > max_price:
            continue
        if property_types:
            wanted = {"house" if t in ("semi_detached", "terraced", "detached") else t for t in property_types}
            if ptype not in wanted and not (ptype == "townhouse" and "house" in wanted):
                continue
        if must_have and not all(f in feats for f in must_have):
            continue
        results.append({"listing_id": lid, "title": title, "area": area, "city": city.title(), "property_type": ptype,
                        "bedrooms": beds, "price": price, "currency": cur,
                        "price_period": "per month" if kind == "rent" else None, "features": feats, "size_m2": size})
    results.sort(key=lambda r: r["price"])
    return {"count": len(results), "results": results}


def estate_get_listing(listing_id):
    x = _LISTINGS.get(str(listing_id).strip().upper())
    if x is None:
        return {"error": f"Listing '{listing_id}' not found."}
    title, city, area, kind, ptype, beds, price, cur, feats, size, agent = x
    return {"listing_id": str(listing_id).strip().upper(), "title": title, "city": city.title(), "area": area,
            "listing_type": kind, "property_type": ptype, "bedrooms": beds, "price": price, "currency": cur,
            "features": feats, "size_m2": size, "energy_rating": "C" if size > 90 else "D", "agent": agent,
            "available_from": "2027-06-01" if kind == "rent" else None,
            "tenure": "freehold" if kind == "sale" and ptype != "flat" else ("leasehold" if kind == "sale" else None)}


def estate_viewing_slots(listing_id, date):
    lid = str(listing_id).strip().upper()
    if lid not in _LISTINGS:
        return {"error": f"Listing '{listing_id}' not found."}
    day = _to_date(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD."}
    if day < _ESTATE_TODAY:
        return {"error": f"{day.isoformat()} is in the past."}
    slots = _slots_for(lid, day)
    return {"listing_id": lid, "date": day.isoformat(), "weekday": day.strftime("%A"), "slots": slots,
            "note": "No viewings on Sundays." if not slots else "Each viewing lasts 30 minutes.",
            "agent": _LISTINGS[lid][10]}


def estate_schedule_viewing(listing_id, date, time, attendee, notes=None):
    lid = str(listing_id).strip().upper()
    if lid not in _LISTINGS:
        return {"error": f"Listing '{listing_id}' not found."}
    day = _to_date(date)
    if day is None or day < _ESTATE_TODAY:
        return {"error": "date must be a future date, YYYY-MM-DD."}
    minutes = _to_minutes(time)
    if minutes is None:
        return {"error": "time must be HH:MM (24h)."}
    hh_mm = f"{minutes // 60:02d}:{minutes % 60:02d}"
    slots = _slots_for(lid, day)
    if hh_mm not in slots:
        return {"error": f"{hh_mm} on {day.isoformat()} is not available. Free slots: {slots or 'none'}."}
    if not isinstance(attendee, dict) or not attendee.get("full_name") or not attendee.get("email"):
        return {"error": "attendee.full_name and attendee.email are required."}
    return {"viewing_id": _viewing_id_for(lid, day.isoformat(), hh_mm), "status": "booked", "listing_id": lid,
            "address": f"{_LISTINGS[lid][0]}, {_LISTINGS[lid][1].title()}",
            "date": day.isoformat(), "time": hh_mm, "agent": _LISTINGS[lid][10],
            "confirmation_sent_to": attendee.get("email")}


def estate_cancel_viewing(viewingId, reason=None):
    vid = str(viewingId).strip().upper()
    known = _VIEWINGS.get(vid)
    m = re.fullmatch(r"VW-(\d{4})", vid)
    if known is None and not (m and 7800 <= int(m.group(1)) < 8000):
        return {"error": f"Viewing '{viewingId}' not found."}
    return {"viewing_id": vid, "status": "cancelled", "listing_id": (known or {}).get("listing_id"),
            "was": {k: (known or {}).get(k) for k in ("date", "time")}}


def estate_calculate_mortgage(property_price, down_payment, annual_interest_rate, term_years):
    for name, value in (("property_price", property_price), ("down_payment", down_payment),
                        ("annual_interest_rate", annual_interest_rate), ("term_years", term_years)):
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            return {"error": f"{name} must be a number."}
    if property_price <= 0 or down_payment < 0 or down_payment >= property_price:
        return {"error": "down_payment must be at least 0 and less than property_price."}
    if not (0 <= annual_interest_rate <= 20) or not (1 <= term_years <= 40):
        return {"error": "annual_interest_rate must be 0-20 (percent) and term_years 1-40."}
    principal = property_price - down_payment
    n = int(term_years * 12)
    r = annual_interest_rate / 100 / 12
    monthly = principal / n if r == 0 else principal * r / (1 - (1 + r) ** -n)
    return {"loan_amount": _fmt_money(principal), "monthly_payment": _fmt_money(monthly),
            "total_repaid": _fmt_money(monthly * n), "total_interest": _fmt_money(monthly * n - principal),
            "loan_to_value_percent": round(principal / property_price * 100, 1), "payments": n}


def _monthly(price, down, rate, years):
    return estate_calculate_mortgage(price, down, rate, years)["monthly_payment"]


def said_money(amount: float) -> Pred:
    """The answer states this amount rounded to whole units ("1,337", "1337"), with or without decimals."""
    whole = int(amount)
    rounded = int(round(amount))
    options = {f"{whole:,}", str(whole), f"{rounded:,}", str(rounded)}
    return said(*sorted(options))


ESTATE_TOOLS = [
    ToolDef(
        name="search_listings",
        description="Search property listings for sale or to rent. Prices are in the local currency of the "
                    "listing (monthly rent for rentals). Results sorted by price, lowest first.",
        parameters={
            "type": "object",
            "properties": {
                "location": {"type": "string", "description": "City or neighbourhood"},
                "listing_type": {"type": "string", "enum": ["sale", "rent"]},
                "min_bedrooms": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 10}, {"type": "null"}]},
                "max_price": {"anyOf": [{"type": "number", "minimum": 0}, {"type": "null"}]},
                "currency": {"anyOf": [{"$ref": "#/$defs/Currency"}, {"type": "null"}],
                             "description": "ISO 4217 code of max_price; null = local currency"},
                "property_types": {"anyOf": [{"type": "array", "items": {"$ref": "#/$defs/PropertyType"}},
                                             {"type": "null"}]},
                "must_have": {"type": "array", "items": {"$ref": "#/$defs/Feature"},
                              "description": "Required features; [] for none"},
            },
            "required": ["location", "listing_type", "min_bedrooms", "max_price", "currency", "property_types",
                         "must_have"],
            "additionalProperties": False,
            "$defs": {
                "Currency": {"type": "string", "enum": ["GBP", "EUR"]},
                "PropertyType": {"type": "string", "enum": ["flat", "house", "townhouse", "studio", "bungalow"]},
                "Feature": {"type": "string",
                            "enum": ["garden", "parking", "balcony", "elevator", "pets_allowed", "furnished"]},
            },
        },
        fn=estate_search,
        strict=True,
    ),
    ToolDef(
        name="get_listing",
        description="Full details of one listing.",
        parameters={"type": "object", "properties": {"listing_id": {"type": "string"}}, "required": ["listing_id"]},
        fn=estate_get_listing,
    ),
    ToolDef(
        name="getViewingSlots",
        description="Free viewing slots for a listing on a given day (no viewings on Sundays).",
        parameters={"type": "object",
                    "properties": {"listing_id": {"type": "string"}, "date": {"type": "string", "format": "date"}},
                    "required": ["listing_id", "date"]},
        fn=estate_viewing_slots,
    ),
    ToolDef(
        name="schedule_viewing",
        description="Book a viewing of a listing in a free slot. The agent and the attendee get a confirmation "
                    "email.",
        parameters={
            "type": "object",
            "properties": {
                "listing_id": {"type": "string"},
                "date": {"type": "string", "format": "date"},
                "time": {"type": "string", "pattern": "^[0-2][0-9]:[0-5][0-9]$", "description": "HH:MM, 24h"},
                "attendee": {"$ref": "#/$defs/Person"},
                "notes": {"type": ["string", "null"]},
            },
            "required": ["listing_id", "date", "time", "attendee", "notes"],
            "additionalProperties": False,
            "$defs": {
                "Person": {
                    "type": "object",
                    "properties": {
                        "full_name": {"type": "string"},
                        "email": {"type": "string", "format": "email"},
                        "phone": {"type": ["string", "null"]},
                    },
                    "required": ["full_name", "email", "phone"],
                    "additionalProperties": False,
                },
            },
        },
        fn=estate_schedule_viewing,
        act=True,
        strict=True,
    ),
    ToolDef(
        name="cancelViewing",
        description="Cancel a booked viewing.",
        parameters={"type": "object",
                    "properties": {"viewingId": {"type": "string", "description": "VW-####"},
                                   "reason": {"type": "string"}},
                    "required": ["viewingId"]},
        fn=estate_cancel_viewing,
        act=True,
    ),
    ToolDef(
        name="calculate_mortgage",
        description="Monthly repayment of a standard repayment (annuity) mortgage.",
        parameters={
            "type": "object",
            "properties": {
                "property_price": {"type": "number", "exclusiveMinimum": 0},
                "down_payment": {"type": "number", "minimum": 0, "description": "Deposit, same currency as price"},
                "annual_interest_rate": {"type": "number", "minimum": 0, "maximum": 20,
                                         "description": "Percent per year, e.g. 4.2 for 4.2%"},
                "term_years": {"type": "integer", "minimum": 1, "maximum": 40},
            },
            "required": ["property_price", "down_payment", "annual_interest_rate", "term_years"],
        },
        fn=estate_calculate_mortgage,
    ),
]

_ESTATE_ACTS = ["schedule_viewing", "cancelViewing"]

ESTATE = Domain(
    name="real_estate",
    tools=ESTATE_TOOLS,
    instructions=(
        "You are the assistant of Keystone Homes, an estate agency with offices in Bristol, Manchester and "
        "Lisbon. Today is Wednesday, 5 May 2027. Help clients find homes, book viewings and estimate mortgage "
        "repayments. You are not a financial adviser."
    ),
)

_ALFAMA_VIEWING = _viewing_id_for("LST-62011", "2027-05-07", "10:00")

ESTATE_CASES = [
    Case(
        id="est-direct-bristol-houses",
        domain="real_estate",
        category="direct",
        turns=[Turn(
            "3 bed houses for sale in Bristol under £450k with a garden",
            calls=[ExpectCall("search_listings", {
                "location": contains("bristol"), "listing_type": "sale", "min_bedrooms": 3,
                "max_price": number(450000), "must_have": has_items("garden"),
            })],
            forbid=_ESTATE_ACTS,
            answer_has=[said("Fishponds", "LST-40962"), said("Elm Row", "LST-40917")],
        )],
        features=("money", "enum", "array", "ref", "nullable_anyof", "terse"),
    ),
    Case(
        id="est-polite-mortgage",
        domain="real_estate",
        category="polite",
        turns=[Turn(
            "Could you kindly work out the monthly repayment on a €320,000 flat with €64,000 down, at 3.9% over 25 "
            "years? Thanks a lot",
            calls=[ExpectCall("calculate_mortgage", {
                "property_price": number(320000), "down_payment": number(64000),
                "annual_interest_rate": number(3.9, 1e-6), "term_years": 25,
            })],
            forbid=_ESTATE_ACTS,
            answer_has=[said_money(_monthly(320000, 64000, 3.9, 25))],
        )],
        features=("money", "number"),
    ),
    Case(
        id="est-indirect-saturday-morning",
        domain="real_estate",
        category="indirect",
        turns=[Turn(
            "I'd love to have a look at the Elm Row house (LST-40917) this Saturday morning, what times could work?",
            calls=[ExpectCall("getViewingSlots", {"listing_id": "LST-40917", "date": date("2027-05-08")})],
            allow=["get_listing"],
            forbid=_ESTATE_ACTS,
            answer_has=[said("9:30", "09:30", "9.30")],
        )],
        features=("weekday", "id", "camelCase"),
    ),
    Case(
        id="est-multi-book-and-cancel",
        domain="real_estate",
        category="multi_intent",
        turns=[Turn(
            "Book a viewing of LST-40917 next Tuesday at 5:30pm for Priya Shah (priya.shah@gmail.com) and cancel my "
            "viewing VW-7712 pls",
            calls=[
                ExpectCall("schedule_viewing", {
                    "listing_id": "LST-40917", "date": weekday("tuesday", after="2027-05-05"),
                    "time": time_of_day("17:30"),
                    "attendee": fields(full_name=contains("priya", "shah"), email="priya.shah@gmail.com"),
                }),
                ExpectCall("cancelViewing", {"viewingId": "VW-7712"}),
            ],
            allow=["getViewingSlots", "get_listing"],
            answer_has=[said("VW-78", "VW-79")],
        )],
        features=("person", "email", "weekday", "time", "ref", "camelCase"),
    ),
    Case(
        id="est-notool-fixed-vs-variable",
        domain="real_estate",
        category="no_tool",
        turns=[Turn(
            "fixed or variable rate mortgage, which one makes more sense at the moment? just your general thoughts, "
            "I know you can't give financial advice",
            forbid=_ESTATE_ACTS,
        )],
        features=("advice",),
    ),
    Case(
        id="est-under-viewing",
        domain="real_estate",
        category="underspecified",
        turns=[Turn(
            "Please book me a viewing for LST-51230",
            clarify=True,
            allow=["get_listing", "getViewingSlots"],
            forbid=_ESTATE_ACTS,
        )],
        features=("missing_date", "missing_person"),
    ),
    Case(
        id="est-chained-listing-mortgage",
        domain="real_estate",
        category="chained",
        turns=[Turn(
            "What would the monthly payment be on LST-40962 if we put down 20% at 4.1% over 30 years?",
            calls=[
                ExpectCall("get_listing", {"listing_id": "LST-40962"}),
                ExpectCall("calculate_mortgage", {
                    "property_price": number(389000), "down_payment": number(77800, 1.0),
                    "annual_interest_rate": number(4.1, 1e-6), "term_years": 30,
                }),
            ],
            forbid=_ESTATE_ACTS,
            answer_has=[said_money(_monthly(389000, 77800, 4.1, 30))],
        )],
        features=("percent", "number", "id"),
    ),
    Case(
        id="est-multiturn-lisbon-balcony",
        domain="real_estate",
        category="multi_turn",
        turns=[
            Turn(
                "any flats for rent in Lisbon with a balcony, max 2000 euros?",
                calls=[ExpectCall("search_listings", {
                    "location": matches("lisbo"), "listing_type": "rent",
                    "max_price": number(2000), "must_have": has_items("balcony"),
                })],
                forbid=_ESTATE_ACTS,
                answer_has=[said("Campo de Ourique", "LST-62035"), said("Alfama", "LST-62011")],
            ),
            Turn(
                "what viewing slots are there for the second one this friday?",
                calls=[ExpectCall("getViewingSlots", {"listing_id": "LST-62011", "date": date("2027-05-07")})],
                forbid=_ESTATE_ACTS,
                answer_has=[said("10:00", "10 am", "10am", "10.00")],
            ),
            Turn(
                "take the earliest one. name's Jonas Weber, jonas.weber@posteo.de",
                calls=[ExpectCall("schedule_viewing", {
                    "listing_id": "LST-62011", "date": date("2027-05-07"), "time": time_of_day("10:00"),
                    "attendee": fields(full_name=contains("jonas", "weber"), email="jonas.weber@posteo.de"),
                })],
                allow=["getViewingSlots"],
                forbid=["cancelViewing"],
                answer_has=[said(_ALFAMA_VIEWING)],
            ),
        ],
        features=("reference_back", "ordinal", "money", "iso_code", "person", "email"),
    ),
]


# =============================================================================================
# 6. School & courses
# =============================================================================================

_TERMS = ["fall_2026", "spring_2027", "fall_2027", "spring_2028"]

_GRADES = {
    "fall_2027": [
        {"course_code": "MATH201", "title": "Linear Algebra", "grade": "B+", "percent": 87.5, "final": False},
        {"course_code": "CHEM110", "title": "General Chemistry I", "grade": "C-", "percent": 71.0, "final": False},
        {"course_code": "HIST215", "title": "Modern Europe 1789-1914", "grade": "A-", "percent": 91.2, "final": False},
        {"course_code": "PHIL110", "title": "Introduction to Ethics", "grade": "B", "percent": 84.0, "final": False},
    ],
    "spring_2027": [
        {"course_code": "CS101", "title": "Introduction to Programming", "grade": "A", "percent": 95.0, "final": True},
        {"course_code": "MATH150", "title": "Calculus II", "grade": "A-", "percent": 90.4, "final": True},
        {"course_code": "ENG120", "title": "Academic Writing", "grade": "B+", "percent": 88.0, "final": True},
    ],
    "fall_2026": [
        {"course_code": "MATH140", "title": "Calculus I", "grade": "B+", "percent": 88.9, "final": True},
        {"course_code": "PSYC100", "title": "Introduction to Psychology", "grade": "A", "percent": 96.1, "final": True},
    ],
}

_SECTIONS = [
    # course, title, section, days, time, instructor, seats left, waitlist, term
    ("CS340", "Operating Systems", "001", ["Mon", "Wed", "Fri"], "10:00-10:50", "Dr. K. Nakamura", 3, 0, "spring_2028"),
    ("CS340", "Operating Systems", "002", ["Tue", "Thu"], "14:00-15:15", "Dr. O. Abara", 0, 4, "spring_2028"),
    ("STAT101", "Introduction to Statistics", "001", ["Mon", "Wed", "Fri"], "09:00-09:50", "Dr. L. Moreau", 12, 0,
     "spring_2028"),
    ("STAT101", "Introduction to Statistics", "002", ["Tue", "Thu"], "11:00-12:15", "Dr. L. Moreau", 0, 6,
     "spring_2028"),
    ("STAT101", "Introduction to Statistics", "003", ["Tue", "Thu"], "15:30-16:45", "J. Whitfield", 4, 0, "spring_2028"),
    ("CS425", "Machine Learning", "001", ["Mon", "Wed"], "13:00-14:15", "Dr. S. Varga", 5, 0, "spring_2028"),
    ("MATH202", "Linear Algebra II", "001", ["Tue", "Thu"], "09:30-10:45", "Dr. P. Iyer", 9, 0, "spring_2028"),
    ("HIST216", "Europe since 1914", "001", ["Mon", "Wed"], "15:00-16:15", "Dr. A. Okonkwo", 17, 0, "spring_2028"),
]

_ASSIGNMENTS = [
    {"assignment_id": "A-MATH201-06", "course_code": "MATH201", "title": "Problem Set 6", "due": "2027-11-03T23:59",
     "submitted": True},
    {"assignment_id": "A-MATH201-07", "course_code": "MATH201", "title": "Problem Set 7", "due": "2027-11-10T23:59",
     "submitted": False},
    {"assignment_id": "A-CHEM110-05", "course_code": "CHEM110", "title": "Lab Report 5: Acid-Base Titration",
     "due": "2027-11-12T17:00", "submitted": False},
    {"assignment_id": "A-PHIL110-04", "course_code": "PHIL110", "title": "Reading Response 4", "due": "2027-11-14T23:59",
     "submitted": False},
    {"assignment_id": "A-HIST215-02", "course_code": "HIST215", "title": "Essay 2: The Congress of Vienna",
     "due": "2027-11-19T23:59", "submitted": False},
    {"assignment_id": "A-CHEM110-06", "course_code": "CHEM110", "title": "Problem Set 6", "due": "2027-11-22T23:59",
     "submitted": False},
]

_TIMETABLE = [
    {"day": "Mon", "time": "10:00-10:50", "course_code": "MATH201", "kind": "lecture", "room": "Maths Building 1.04"},
    {"day": "Mon", "time": "14:00-15:15", "course_code": "PHIL110", "kind": "lecture", "room": "Humanities 2.01"},
    {"day": "Tue", "time": "09:00-10:15", "course_code": "CHEM110", "kind": "lecture", "room": "Science Hall 204"},
    {"day": "Tue", "time": "13:00-14:30", "course_code": "HIST215", "kind": "seminar", "room": "Humanities 3.12"},
    {"day": "Tue", "time": "15:00-17:00", "course_code": "CHEM110", "kind": "lab", "room": "Chem Lab B"},
    {"day": "Wed", "time": "10:00-10:50", "course_code": "MATH201", "kind": "lecture", "room": "Maths Building 1.04"},
    {"day": "Thu", "time": "09:00-10:15", "course_code": "CHEM110", "kind": "lecture", "room": "Science Hall 204"},
    {"day": "Thu", "time": "11:00-12:00", "course_code": "MATH201", "kind": "tutorial", "room": "Maths Building 0.11"},
    {"day": "Fri", "time": "10:00-10:50", "course_code": "MATH201", "kind": "lecture", "room": "Maths Building 1.04"},
    {"day": "Fri", "time": "14:00-15:15", "course_code": "PHIL110", "kind": "lecture", "room": "Humanities 2.01"},
]

_ENROLLED = {"MATH201", "CHEM110", "HIST215", "PHIL110"}


def _course(code) -> str:
    return re.sub(r"[^A-Z0-9]", "", str(code or "").upper())


def school_get_grades(term=None, course_code=None):
    term = term or "fall_2027"
    if term not in _GRADES:
        return {"error": f"No grades for term '{term}'."}
    rows = _GRADES[term]
    if course_code:
        rows = [r for r in rows if r["course_code"] == _course(course_code)]
        if not rows:
            return {"error": f"You are not enrolled in '{course_code}' in {term}."}
    gpa = {"fall_2027": None, "spring_2027": 3.67, "fall_2026": 3.65}[term]
    return {"student": "Alex Moreno", "term": term, "grades": rows, "term_gpa": gpa,
            "note": "Fall 2027 grades are running grades, not final." if term == "fall_2027" else None}


def school_search_courses(query, term, department=None, days=None, open_only=False):
    if term not in _TERMS:
        return {"error": f"Unknown term '{term}'."}
    tokens = [t for t in re.findall(r"[a-z0-9]+", str(query or "").lower())
              if t not in {"intro", "introduction", "to", "the", "course", "class", "of", "a", "an", "section"}]
    out = []
    for course, title, sec, sdays, time, who, seats, wait, sterm in _SECTIONS:
        if sterm != term:
            continue
        hay = f"{course.lower()} {title.lower()} {course[:-3].lower()} {course[-3:]}"
        hay = hay.replace("statistics", "statistics stats stat")
        if tokens and sum(1 for t in tokens if t in hay) < math.ceil(len(tokens) / 2):
            continue
        if department and not course.startswith(_course(department)):
            continue
        if days and not set(sdays) <= set(days):
            continue
        if open_only and seats == 0:
            continue
        out.append({"course_code": course, "title": title, "section_id": sec, "days": sdays, "time": time,
                    "instructor": who, "seats_left": seats, "waitlist_length": wait, "credits": 3})
    return {"term": term, "sections": out}


def school_enrol(course_code, section_id, term, waitlist_if_full):
    code = _course(course_code)
    sec = str(section_id).strip().upper().replace(code, "").strip(" -")
    sec = sec.zfill(3) if sec.isdigit() else sec
    row = next((r for r in _SECTIONS if r[0] == code and r[2] == sec and r[8] == term), None)
    if row is None:
        return {"error": f"No section {section_id} of {course_code} in {term}."}
    if row[6] > 0:
        return {"status": "enrolled", "course_code": code, "section_id": sec, "term": term, "days": row[3],
                "time": row[4], "confirmation": f"ENR-{410000 + _crc(code + sec + term) % 9000}"}
    if waitlist_if_full:
        return {"status": "waitlisted", "course_code": code, "section_id": sec, "term": term,
                "waitlist_position": row[7] + 1}
    return {"status": "not_enrolled", "reason": "section full", "course_code": code, "section_id": sec,
            "waitlist_length": row[7]}


def school_drop(course_code, term="fall_2027", reason=None):
    code = _course(course_code)
    if code not in _ENROLLED or (term or "fall_2027") != "fall_2027":
        return {"error": f"You are not enrolled in '{course_code}' for {term}."}
    return {"status": "dropped", "course_code": code, "term": "fall_2027", "transcript_notation": "W",
            "tuition_refund_percent": 0, "note": "Dropped after the 1 November deadline: a W appears on the "
                                                  "transcript and does not affect GPA."}


def school_get_assignments(course_code=None, due_after=None, due_before=None, include_submitted=False):
    rows = list(_ASSIGNMENTS)
    if course_code:
        code = _course(course_code)
        if code not in _ENROLLED:
            return {"error": f"You are not enrolled in '{course_code}'."}
        rows = [r for r in rows if r["course_code"] == code]
    if due_after:
        start = _to_date(due_after)
        if start is None:
            return {"error": "due_after must be YYYY-MM-DD."}
        rows = [r for r in rows if _to_date(r["due"]) >= start]
    if due_before:
        end = _to_date(due_before)
        if end is None:
            return {"error": "due_before must be YYYY-MM-DD."}
        rows = [r for r in rows if _to_date(r["due"]) <= end]
    if not include_submitted:
        rows = [r for r in rows if not r["submitted"]]
    return {"assignments": rows, "timezone": "America/Chicago"}


def school_request_extension(assignment_id, requested_due_date, reason):
    row = next((r for r in _ASSIGNMENTS if r["assignment_id"] == str(assignment_id).strip().upper()), None)
    if row is None:
        return {"error": f"Assignment '{assignment_id}' not found."}
    new = _to_date(requested_due_date)
    if new is None:
        return {"error": "requested_due_date must be YYYY-MM-DD."}
    if new <= _to_date(row["due"]):
        return {"error": f"requested_due_date must be after the current due date {row['due'][:10]}."}
    return {"request_id": f"EXT-{5200 + _crc(row['assignment_id'] + new.isoformat()) % 700}", "status": "pending",
            "assignment": row["title"], "current_due": row["due"], "requested_due": new.isoformat(),
            "decision_expected_by": "2027-11-10"}


def school_get_timetable():
    return {"term": "fall_2027", "week_of": "2027-11-08", "classes": [dict(x) for x in _TIMETABLE]}


SCHOOL_TOOLS = [
    ToolDef(
        name="get_grades",
        description="The student's grades for a term (default: current term, fall_2027). Current-term grades "
                    "are running grades.",
        parameters={"type": "object",
                    "properties": {"term": {"type": "string", "enum": ["fall_2026", "spring_2027", "fall_2027"]},
                                   "course_code": {"type": "string", "description": "e.g. MATH201"}}},
        fn=school_get_grades,
    ),
    ToolDef(
        name="search_courses",
        description="Search course sections in the catalogue for a term. Registration is open for spring_2028.",
        parameters={
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Course title, code or keywords"},
                "term": {"type": "string", "enum": ["fall_2027", "spring_2028"]},
                "department": {"type": ["string", "null"], "description": "Department code, e.g. CS, MATH"},
                "days": {"anyOf": [{"type": "array", "items": {"$ref": "#/$defs/Weekday"}}, {"type": "null"}],
                         "description": "Only sections meeting on these days"},
                "open_only": {"type": "boolean", "description": "Hide full sections"},
            },
            "required": ["query", "term", "department", "days", "open_only"],
            "additionalProperties": False,
            "$defs": {"Weekday": {"type": "string", "enum": ["Mon", "Tue", "Wed", "Thu", "Fri"]}},
        },
        fn=school_search_courses,
        strict=True,
    ),
    ToolDef(
        name="enrol_in_course",
        description="Enrol the student in a course section. If the section is full and waitlist_if_full is true, "
                    "joins the waitlist instead.",
        parameters={
            "type": "object",
            "properties": {
                "course_code": {"type": "string"},
                "section_id": {"type": "string", "description": "Three digits, e.g. '002'"},
                "term": {"type": "string", "enum": ["spring_2028"]},
                "waitlist_if_full": {"type": "boolean"},
            },
            "required": ["course_code", "section_id", "term", "waitlist_if_full"],
            "additionalProperties": False,
        },
        fn=school_enrol,
        act=True,
        strict=True,
    ),
    ToolDef(
        name="drop_course",
        description="Drop a course the student is enrolled in. After the drop deadline a W is recorded.",
        parameters={"type": "object",
                    "properties": {"course_code": {"type": "string"},
                                   "term": {"type": "string", "default": "fall_2027"},
                                   "reason": {"type": "string"}},
                    "required": ["course_code"]},
        fn=school_drop,
        act=True,
    ),
    ToolDef(
        name="get_assignments",
        description="List the student's assignments with due dates (local time). Submitted ones are hidden "
                    "unless include_submitted is true.",
        parameters={
            "type": "object",
            "properties": {
                "course_code": {"type": "string"},
                "due_after": {"type": "string", "format": "date"},
                "due_before": {"type": "string", "format": "date"},
                "include_submitted": {"type": "boolean", "default": False},
            },
        },
        fn=school_get_assignments,
    ),
    ToolDef(
        name="request_extension",
        description="Ask the instructor for a deadline extension on an assignment.",
        parameters={
            "type": "object",
            "properties": {
                "assignment_id": {"type": "string"},
                "requested_due_date": {"type": "string", "format": "date"},
                "reason": {"type": "string"},
            },
            "required": ["assignment_id", "requested_due_date", "reason"],
            "additionalProperties": False,
        },
        fn=school_request_extension,
        act=True,
        strict=True,
    ),
    ToolDef(
        name="getTimetable",
        description="This week's class timetable.",
        parameters={"type": "object", "properties": {}},
        fn=school_get_timetable,
    ),
]

_SCHOOL_ACTS = ["enrol_in_course", "drop_course", "request_extension"]

SCHOOL = Domain(
    name="school",
    tools=SCHOOL_TOOLS,
    instructions=(
        "You are the Westbrook University student portal assistant for Alex Moreno (student ID S2231907). "
        "Today is Monday, 8 November 2027. The current term is fall_2027; registration for spring_2028 is open."
    ),
)

SCHOOL_CASES = [
    Case(
        id="sch-direct-math-grade",
        domain="school",
        category="direct",
        turns=[Turn(
            "what's my grade in MATH 201 so far?",
            calls=[ExpectCall("get_grades")],
            forbid=_SCHOOL_ACTS,
            answer_has=[said("B+", "87.5")],
        )],
        features=("course_code",),
    ),
    Case(
        id="sch-direct-timetable-tomorrow",
        domain="school",
        category="direct",
        turns=[Turn(
            "what classes have i got tomorrow",
            calls=[ExpectCall("getTimetable")],
            forbid=_SCHOOL_ACTS,
            answer_has=[said("CHEM", "Chemistry"), said("HIST", "History", "Modern Europe")],
        )],
        features=("empty_params", "relative_date", "camelCase"),
    ),
    Case(
        id="sch-polite-enrol-waitlist",
        domain="school",
        category="polite",
        turns=[Turn(
            "Could you please enrol me in section 002 of CS 340 for spring? I'm fine going on the waitlist if it's "
            "full.",
            calls=[ExpectCall("enrol_in_course", {
                "course_code": matches(r"^CS\s*-?340$"), "section_id": matches(r"(^|\D)0*2$"),
                "term": "spring_2028", "waitlist_if_full": boolean(True),
            })],
            allow=["search_courses"],
            forbid=["drop_course", "request_extension"],
            answer_has=[said("waitlist", "wait list", "waiting list"), said_number(5)],
        )],
        features=("boolean", "enum", "course_code"),
    ),
    Case(
        id="sch-indirect-busy-weekend",
        domain="school",
        category="indirect",
        turns=[Turn(
            "I've got a pretty packed weekend (cousin's wedding out of town), anything due before Monday I should be "
            "worrying about?",
            calls=[ExpectCall("get_assignments")],
            allow=["getTimetable"],
            forbid=_SCHOOL_ACTS,
            answer_has=[said("Lab Report"), said("Reading Response"), said("Problem Set 7")],
        )],
        features=("date_range",),
    ),
    Case(
        id="sch-multi-drop-and-due",
        domain="school",
        category="multi_intent",
        turns=[Turn(
            "drop PHIL 110 for me and tell me when the HIST 215 essay is due",
            calls=[
                ExpectCall("drop_course", {"course_code": matches(r"^PHIL\s*-?110$")}),
                ExpectCall("get_assignments"),
            ],
            forbid=["enrol_in_course", "request_extension"],
            answer_has=[said_date("2027-11-19")],
        )],
        features=("course_code",),
    ),
    Case(
        id="sch-notool-gpa",
        domain="school",
        category="no_tool",
        turns=[Turn(
            "how's GPA usually calculated? like does an A- count as 3.7 or what",
            forbid=_SCHOOL_ACTS,
        )],
        features=("conceptual",),
    ),
    Case(
        id="sch-under-extension",
        domain="school",
        category="underspecified",
        turns=[Turn(
            "can I get an extension on my assignment? been really sick this week",
            clarify=True,
            allow=["get_assignments"],
            forbid=_SCHOOL_ACTS,
        )],
        features=("missing_id", "missing_date"),
    ),
    Case(
        id="sch-chained-stats-tuth",
        domain="school",
        category="chained",
        turns=[Turn(
            "Find an open section of intro to statistics for spring that meets Tuesday/Thursday and enrol me in it",
            calls=[
                ExpectCall("search_courses", {"term": "spring_2028"}),
                ExpectCall("enrol_in_course", {"course_code": matches(r"^STAT\s*-?101$"),
                                               "section_id": matches(r"(^|\D)0*3$"), "term": "spring_2028"}),
            ],
            forbid=["drop_course", "request_extension"],
            answer_has=[said("003"), said("15:30", "3:30")],
        )],
        features=("array", "nullable_anyof", "ref", "enum"),
    ),
    Case(
        id="sch-multiturn-chem-extension",
        domain="school",
        category="multi_turn",
        turns=[
            Turn(
                "What are my grades looking like this term?",
                calls=[ExpectCall("get_grades")],
                forbid=_SCHOOL_ACTS,
                answer_has=[said("C-"), said("A-")],
            ),
            Turn(
                "ugh the chem one. when's the next chem assignment due?",
                calls=[ExpectCall("get_assignments")],
                forbid=_SCHOOL_ACTS,
                answer_has=[said("Lab Report"), said_date("2027-11-12")],
            ),
            Turn(
                "can you ask for an extension till next monday? i've had the flu all week",
                calls=[ExpectCall("request_extension", {
                    "assignment_id": "A-CHEM110-05",
                    "requested_due_date": weekday("monday", after="2027-11-12"),
                })],
                allow=["get_assignments"],
                forbid=["enrol_in_course", "drop_course"],
                answer_has=[said("EXT-")],
            ),
        ],
        features=("reference_back", "weekday"),
    ),
]


# =============================================================================================
# 7. Veterinary & pet care
# =============================================================================================

_VET_TODAY = _dt.date(2027, 2, 19)

_PETS = {
    "PET-2201": {
        "pet_id": "PET-2201", "name": "Biscuit", "species": "dog", "breed": "Beagle", "born": "2020-09-02",
        "sex": "male (neutered)", "microchip": "985141002233771",
        "vaccinations": [
            {"vaccine": "DHPP", "given": "2026-06-10", "next_due": "2027-06-10"},
            {"vaccine": "Rabies", "given": "2025-03-02", "next_due": "2028-03-02"},
            {"vaccine": "Kennel cough (Bordetella)", "given": "2026-06-10", "next_due": "2027-06-10"},
        ],
        "medications": [
            {"name": "Apoquel", "dose": "16 mg", "frequency": "once daily", "since": "2027-02-01",
             "prescribed_by": "Dr. Okafor", "for": "allergic itching"},
            {"name": "NexGard Spectra", "dose": "1 chew (15-30 kg)", "frequency": "monthly", "since": "2025-04-01",
             "prescribed_by": "Dr. Lindqvist", "for": "flea, tick and worm prevention"},
        ],
        "allergies": ["chicken protein"],
        "weight_history": [{"date": "2026-06-10", "kg": 14.2}, {"date": "2027-02-01", "kg": 15.1}],
        "visits": [{"date": "2027-02-01", "reason": "itchy skin, ear check", "vet": "Dr. Okafor"}],
    },
    "PET-2202": {
        "pet_id": "PET-2202", "name": "Mochi", "species": "cat", "breed": "British Shorthair", "born": "2023-05-20",
        "sex": "female (spayed)", "microchip": "985141002239012",
        "vaccinations": [
            {"vaccine": "FVRCP", "given": "2026-03-15", "next_due": "2027-03-15"},
            {"vaccine": "Rabies", "given": "2026-03-15", "next_due": "2027-03-15"},
        ],
        "medications": [],
        "allergies": [],
        "weight_history": [{"date": "2026-03-15", "kg": 4.3}],
        "visits": [{"date": "2026-03-15", "reason": "annual vaccination", "vet": "Dr. Lindqvist"}],
    },
}

_VET_REMINDERS = [
    {"reminder_id": "REM-901", "pet_id": "PET-2201", "pet": "Biscuit", "medication": "NexGard Spectra",
     "purpose": "flea, tick & worm", "schedule": "every 30 days", "next": "2027-03-01", "channel": "push"},
    {"reminder_id": "REM-915", "pet_id": "PET-2201", "pet": "Biscuit", "medication": "YuMOVE joint supplement",
     "purpose": "joints", "schedule": "daily at 08:00", "next": "2027-02-20", "channel": "push"},
]

_VET_APPOINTMENTS = {
    "APT-55102": {"appointment_id": "APT-55102", "pet_id": "PET-2201", "pet": "Biscuit", "service": "nail_trim",
                  "when": "2027-02-23T10:40", "vet": "Nurse Patel"},
    "APT-55140": {"appointment_id": "APT-55140", "pet_id": "PET-2202", "pet": "Mochi", "service": "checkup",
                  "when": "2027-03-02T16:40", "vet": "Dr. Lindqvist"},
}

_SERVICE_CODES = {"checkup": "CHK", "vaccination": "VAC", "dental_cleaning": "DEN", "grooming": "GRM",
                  "nail_trim": "NAIL", "surgery_consult": "SUR"}


def _vet_times(day: _dt.date) -> list[str]:
    if day.weekday() == 6:
        return []
    if day.weekday() == 5:
        return ["09:00", "09:40", "10:20", "11:00"]
    return ["09:00", "10:40", "14:20", "16:40", "18:10"]


def _slot_id(day: _dt.date, hh_mm: str, service: str) -> str:
    return f"SLT-{day:%Y%m%d}-{hh_mm.replace(':', '')}-{_SERVICE_CODES[service]}"


def vet_get_pet_record(pet_id, sections=None):
    pet = _PETS.get(str(pet_id).strip().upper())
    if pet is None:
        return {"error": f"No pet with id '{pet_id}' on this account."}
    base = {k: pet[k] for k in ("pet_id", "name", "species", "breed", "born", "sex", "microchip")}
    wanted = sections or ["vaccinations", "medications", "allergies", "weight_history", "visits"]
    for section in wanted:
        if section not in pet:
            return {"error": f"Unknown section '{section}'."}
        base[section] = pet[section]
    return base


def vet_find_slots(pet_id, service, date_from, date_to=None, vet_name=None, part_of_day=None):
    if str(pet_id).strip().upper() not in _PETS:
        return {"error": f"No pet with id '{pet_id}' on this account."}
    if service not in _SERVICE_CODES:
        return {"error": f"Unknown service '{service}'."}
    start = _to_date(date_from)
    end = _to_date(date_to) if date_to else start
    if start is None or end is None:
        return {"error": "date_from/date_to must be YYYY-MM-DD."}
    if start < _VET_TODAY:
        return {"error": "date_from is in the past."}
    if (end - start).days > 14 or end < start:
        return {"error": "The search window must be 0-14 days."}
    slots = []
    day = start
    while day <= end:
        for i, hh_mm in enumerate(_vet_times(day)):
            hour = int(hh_mm[:2])
            period = "morning" if hour < 12 else ("afternoon" if hour < 17 else "evening")
            if part_of_day and period != part_of_day:
                continue
            vet = "Dr. Okafor" if i % 2 == 0 else "Dr. Lindqvist"
            if service in ("grooming", "nail_trim"):
                vet = "Nurse Patel"
            if vet_name and _key(vet_name).replace("dr", "") not in _key(vet).replace("dr", ""):
                continue
            slots.append({"slot_id": _slot_id(day, hh_mm, service), "date": day.isoformat(),
                          "weekday": day.strftime("%A"), "time": hh_mm, "vet": vet, "duration_min": 20})
        day += _dt.timedelta(days=1)
    return {"service": service, "slots": slots, "clinic": "PawsWell Veterinary Clinic, 14 Larch Road"}


def vet_book(slot_id, pet_id, reason, notes=None):
    m = re.fullmatch(r"SLT-(\d{8})-(\d{4})-([A-Z]+)", str(slot_id).strip().upper())
    if m is None:
        return {"error": f"Unknown slot '{slot_id}'."}
    try:
        day = _dt.datetime.strptime(m.group(1), "%Y%m%d").date()
    except ValueError:
        return {"error": f"Unknown slot '{slot_id}'."}
    hh_mm = f"{m.group(2)[:2]}:{m.group(2)[2:]}"
    service = next((s for s, c in _SERVICE_CODES.items() if c == m.group(3)), None)
    if service is None or hh_mm not in _vet_times(day) or day < _VET_TODAY:
        return {"error": f"Slot '{slot_id}' is not available."}
    pet = _PETS.get(str(pet_id).strip().upper())
    if pet is None:
        return {"error": f"No pet with id '{pet_id}' on this account."}
    return {"appointment_id": f"APT-{56000 + _crc(str(slot_id).upper() + pet['pet_id']) % 900}", "status": "booked",
            "pet": pet["name"], "service": service, "date": day.isoformat(), "time": hh_mm,
            "reason": reason, "what_to_bring": "vaccination card" if service == "vaccination" else None}


def vet_cancel(appointment_id):
    appt = _VET_APPOINTMENTS.get(str(appointment_id).strip().upper())
    m = re.fullmatch(r"APT-(\d{5})", str(appointment_id).strip().upper())
    if appt is None and not (m and 56000 <= int(m.group(1)) < 56900):
        return {"error": f"Appointment '{appointment_id}' not found."}
    return {"appointment_id": str(appointment_id).strip().upper(), "status": "cancelled",
            "late_cancellation_fee": 0, "was": (appt or {}).get("when")}


def vet_set_reminder(pet_id, medication, dose, schedule, channel):
    pet = _PETS.get(str(pet_id).strip().upper())
    if pet is None:
        return {"error": f"No pet with id '{pet_id}' on this account."}
    if not isinstance(schedule, dict):
        return {"error": "schedule must be an object."}
    start = _to_date(schedule.get("start_date"))
    if start is None:
        return {"error": "schedule.start_date must be YYYY-MM-DD."}
    end = schedule.get("end_date")
    if end is not None and (_to_date(end) is None or _to_date(end) < start):
        return {"error": "schedule.end_date must be a date on or after start_date."}
    times = schedule.get("times") or ["09:00"]
    for t in times:
        if _to_minutes(t) is None:
            return {"error": f"Invalid time '{t}' (use HH:MM)."}
    every = schedule.get("every_n_days")
    if not isinstance(every, int) or not 1 <= every <= 365:
        return {"error": "schedule.every_n_days must be 1-365."}
    if channel not in ("push", "sms", "email"):
        return {"error": f"Unknown channel '{channel}'."}
    rid = f"REM-{930 + _crc(pet['pet_id'] + _words(medication)) % 60}"
    return {"reminder_id": rid, "pet": pet["name"], "medication": medication, "dose": dose, "times": times,
            "every_n_days": every, "start_date": start.isoformat(), "end_date": end, "channel": channel,
            "first_reminder": f"{start.isoformat()}T{sorted(times)[0]}"}


def vet_list_reminders():
    return {"reminders": [dict(r) for r in _VET_REMINDERS]}


def vet_delete_reminder(reminder_id):
    rem = next((r for r in _VET_REMINDERS if r["reminder_id"] == str(reminder_id).strip().upper()), None)
    if rem is None:
        return {"error": f"Reminder '{reminder_id}' not found."}
    return {"reminder_id": rem["reminder_id"], "deleted": True, "medication": rem["medication"]}


def vet_list_appointments():
    return {"upcoming": [dict(a) for a in _VET_APPOINTMENTS.values()]}


VET_TOOLS = [
    ToolDef(
        name="get_pet_record",
        description="Medical record of one of the owner's pets. Pass `sections` to limit what is returned.",
        parameters={
            "type": "object",
            "properties": {
                "pet_id": {"type": "string"},
                "sections": {"type": "array", "items": {
                    "type": "string", "enum": ["vaccinations", "medications", "allergies", "weight_history", "visits"]}},
            },
            "required": ["pet_id"],
        },
        fn=vet_get_pet_record,
    ),
    ToolDef(
        name="findAppointmentSlots",
        description="Find free appointment slots at the clinic for a pet and service between two dates (max 14 "
                    "days). Closed on Sundays.",
        parameters={
            "type": "object",
            "properties": {
                "pet_id": {"type": "string"},
                "service": {"type": "string", "enum": list(_SERVICE_CODES)},
                "date_from": {"type": "string", "format": "date"},
                "date_to": {"type": ["string", "null"], "format": "date", "description": "null = same day"},
                "vet_name": {"type": ["string", "null"]},
                "part_of_day": {"anyOf": [{"$ref": "#/$defs/PartOfDay"}, {"type": "null"}]},
            },
            "required": ["pet_id", "service", "date_from", "date_to", "vet_name", "part_of_day"],
            "additionalProperties": False,
            "$defs": {"PartOfDay": {"type": "string", "enum": ["morning", "afternoon", "evening"],
                                    "description": "morning < 12:00 <= afternoon < 17:00 <= evening"}},
        },
        fn=vet_find_slots,
        strict=True,
    ),
    ToolDef(
        name="book_appointment",
        description="Book a slot returned by findAppointmentSlots.",
        parameters={
            "type": "object",
            "properties": {
                "slot_id": {"type": "string"},
                "pet_id": {"type": "string"},
                "reason": {"type": "string", "description": "Short reason for the visit"},
                "notes": {"type": ["string", "null"]},
            },
            "required": ["slot_id", "pet_id", "reason", "notes"],
            "additionalProperties": False,
        },
        fn=vet_book,
        act=True,
        strict=True,
    ),
    ToolDef(
        name="cancel_appointment",
        description="Cancel an upcoming appointment (free until 24h before).",
        parameters={"type": "object", "properties": {"appointment_id": {"type": "string"}},
                    "required": ["appointment_id"]},
        fn=vet_cancel,
        act=True,
    ),
    ToolDef(
        name="set_medication_reminder",
        description="Create a recurring reminder for the owner to give a pet its medication.",
        parameters={
            "type": "object",
            "properties": {
                "pet_id": {"type": "string"},
                "medication": {"type": "string"},
                "dose": {"type": "string", "description": "e.g. '16 mg' or '1 tablet'"},
                "schedule": {"$ref": "#/$defs/Schedule"},
                "channel": {"type": "string", "enum": ["push", "sms", "email"]},
            },
            "required": ["pet_id", "medication", "dose", "schedule", "channel"],
            "additionalProperties": False,
            "$defs": {
                "Schedule": {
                    "type": "object",
                    "properties": {
                        "times": {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}],
                                  "description": "Times of day, HH:MM 24h; null = 09:00"},
                        "every_n_days": {"type": "integer", "minimum": 1, "maximum": 365,
                                         "description": "1 = every day"},
                        "start_date": {"type": "string", "format": "date"},
                        "end_date": {"type": ["string", "null"], "format": "date", "description": "null = no end"},
                    },
                    "required": ["times", "every_n_days", "start_date", "end_date"],
                    "additionalProperties": False,
                },
            },
        },
        fn=vet_set_reminder,
        act=True,
        strict=True,
    ),
    ToolDef(
        name="list_reminders",
        description="All medication reminders on the account.",
        parameters={"type": "object", "properties": {}, "required": [], "additionalProperties": False},
        fn=vet_list_reminders,
        strict=True,
    ),
    ToolDef(
        name="delete_reminder",
        description="Delete a medication reminder.",
        parameters={"type": "object", "properties": {"reminder_id": {"type": "string"}}, "required": ["reminder_id"]},
        fn=vet_delete_reminder,
        act=True,
    ),
    ToolDef(
        name="list_appointments",
        description="Upcoming appointments for all the owner's pets.",
        parameters={"type": "object", "properties": {}},
        fn=vet_list_appointments,
    ),
]

_VET_ACTS = ["book_appointment", "cancel_appointment", "set_medication_reminder", "delete_reminder"]

VET = Domain(
    name="vet_care",
    tools=VET_TOOLS,
    instructions=(
        "You are the PawsWell Veterinary Clinic app assistant. The signed-in owner is Sam Carter. Their pets: "
        "Biscuit (dog, beagle, pet_id PET-2201) and Mochi (cat, British Shorthair, pet_id PET-2202). "
        "Today is Friday, 19 February 2027. You are not a vet: for anything urgent, suggest calling the clinic on "
        "0117 496 0321."
    ),
)

_WED_AFTERNOON = [_slot_id(_dt.date.fromisoformat(d), t, "vaccination")
                  for d in ("2027-02-24", "2027-03-03") for t in ("14:20", "16:40")]

VET_CASES = [
    Case(
        id="vet-direct-apoquel-reminder",
        domain="vet_care",
        category="direct",
        turns=[Turn(
            "Remind me to give Biscuit his Apoquel 16mg every day at 8am and 8pm until March 5",
            calls=[ExpectCall("set_medication_reminder", {
                "pet_id": "PET-2201", "medication": contains("apoquel"),
                "schedule": fields(times=has_items(time_of_day("08:00"), time_of_day("20:00")), every_n_days=1,
                                   end_date=date("2027-03-05")),
            })],
            allow=["list_reminders", "get_pet_record"],
            forbid=["delete_reminder", "book_appointment"],
        )],
        features=("nested", "ref", "time", "date", "array", "nullable_anyof"),
    ),
    Case(
        id="vet-polite-mochi-rabies",
        domain="vet_care",
        category="polite",
        turns=[Turn(
            "Hi! Could you check when Mochi's rabies vaccine is due, please?",
            calls=[ExpectCall("get_pet_record", {"pet_id": "PET-2202"})],
            forbid=_VET_ACTS,
            answer_has=[said_date("2027-03-15")],
        )],
        features=("person_to_id",),
    ),
    Case(
        id="vet-indirect-sneezing",
        domain="vet_care",
        category="indirect",
        turns=[Turn(
            "Mochi's been sneezing loads since yesterday and her eyes are a bit runny. is anyone free to see her "
            "tomorrow?",
            calls=[ExpectCall("findAppointmentSlots", {"pet_id": "PET-2202", "service": "checkup",
                                                       "date_from": date("2027-02-20")})],
            allow=["get_pet_record"],
            forbid=_VET_ACTS,
            answer_has=[said("9:00", "09:00", "9 am", "9am", "9:40", "10:20", "11:00")],
        )],
        features=("relative_date", "enum", "ref", "nullable_anyof"),
    ),
    Case(
        id="vet-multi-cancel-and-meds",
        domain="vet_care",
        category="multi_intent",
        turns=[Turn(
            "cancel appointment APT-55102 and tell me what meds Biscuit is on at the moment",
            calls=[
                ExpectCall("cancel_appointment", {"appointment_id": "APT-55102"}),
                ExpectCall("get_pet_record", {"pet_id": "PET-2201"}),
            ],
            allow=["list_appointments"],
            forbid=["book_appointment", "delete_reminder", "set_medication_reminder"],
            answer_has=[said("Apoquel"), said("NexGard")],
        )],
        features=("id",),
    ),
    Case(
        id="vet-notool-chocolate",
        domain="vet_care",
        category="no_tool",
        turns=[Turn(
            "is chocolate really that bad for dogs?? 🍫🐶 asking for a friend lol",
            forbid=_VET_ACTS,
        )],
        features=("emoji", "advice"),
    ),
    Case(
        id="vet-under-dental",
        domain="vet_care",
        category="underspecified",
        turns=[Turn(
            "book a dental cleaning for my pet",
            clarify=True,
            allow=["findAppointmentSlots", "list_appointments"],
            forbid=_VET_ACTS,
        )],
        features=("missing_pet", "missing_date"),
    ),
    Case(
        id="vet-chained-mochi-vaccination",
        domain="vet_care",
        category="chained",
        turns=[Turn(
            "Find a vaccination slot for Mochi next Wednesday afternoon and book it",
            calls=[
                ExpectCall("findAppointmentSlots", {"pet_id": "PET-2202", "service": "vaccination",
                                                    "date_from": weekday("wednesday", after="2027-02-19")}),
                ExpectCall("book_appointment", {"slot_id": one_of(*_WED_AFTERNOON), "pet_id": "PET-2202"}),
            ],
            allow=["get_pet_record"],
            answer_has=[said("APT-56")],
        )],
        features=("weekday", "part_of_day", "id_from_output"),
    ),
    Case(
        id="vet-multiturn-reminders",
        domain="vet_care",
        category="multi_turn",
        turns=[
            Turn(
                "what reminders have I got set up?",
                calls=[ExpectCall("list_reminders")],
                forbid=_VET_ACTS,
                answer_has=[said("NexGard"), said("YuMOVE", "joint")],
            ),
            Turn(
                "delete the flea one, we switched to a collar",
                calls=[ExpectCall("delete_reminder", {"reminder_id": "REM-901"})],
                allow=["list_reminders"],
                forbid=["set_medication_reminder", "book_appointment", "cancel_appointment"],
            ),
            Turn(
                "and set a new one for Mochi: Milbemax dewormer, one tablet every 90 days starting today, by email",
                calls=[ExpectCall("set_medication_reminder", {
                    "pet_id": "PET-2202", "medication": contains("milbemax"), "channel": "email",
                    "schedule": fields(every_n_days=90, start_date=date("2027-02-19")),
                })],
                forbid=["delete_reminder", "book_appointment", "cancel_appointment"],
            ),
        ],
        features=("reference_back", "empty_params", "number_words", "nested", "8_tools"),
    ),
]


# =============================================================================================
# 8. Concert & event tickets
# =============================================================================================

_EVENTS = {
    # id: title, performer, city, venue, datetime, category, currency
    "EVT-5521": ("Arctic Monkeys - The Car Tour", "Arctic Monkeys", "london", "The O2", "2027-08-14T19:30", "concert",
                 "GBP"),
    "EVT-5540": ("Coldplay - Music of the Spheres", "Coldplay", "london", "Wembley Stadium", "2027-08-21T19:00",
                 "concert", "GBP"),
    "EVT-6102": ("Rosalía - Motomami World Tour", "Rosalía", "madrid", "WiZink Center", "2027-07-24T21:30", "concert",
                 "EUR"),
    "EVT-6210": ("Olivia Rodrigo - GUTS World Tour", "Olivia Rodrigo", "amsterdam", "Ziggo Dome", "2027-07-29T20:00",
                 "concert", "EUR"),
    "EVT-6214": ("Olivia Rodrigo - GUTS World Tour", "Olivia Rodrigo", "antwerp", "Sportpaleis", "2027-08-01T20:00",
                 "concert", "EUR"),
    "EVT-7001": ("Moderat - Live", "Moderat", "berlin", "Zitadelle Spandau", "2027-07-10T20:00", "concert", "EUR"),
    "EVT-7014": ("Berliner Philharmoniker - Waldbühne Summer Concert", "Berliner Philharmoniker", "berlin",
                 "Waldbühne", "2027-07-11T20:15", "concert", "EUR"),
    "EVT-7020": ("Fontaines D.C.", "Fontaines D.C.", "berlin", "Columbiahalle", "2027-07-09T20:00", "concert", "EUR"),
    "EVT-7033": ("English Stand-up Night", "Various", "berlin", "Comedy Café Berlin", "2027-07-10T21:00", "comedy",
                 "EUR"),
    "EVT-8110": ("Dylan Moran: We Got This", "Dylan Moran", "dublin", "Vicar Street", "2027-07-09T20:00", "comedy",
                 "EUR"),
    "EVT-8125": ("Foil Arms and Hog: Hogwash", "Foil Arms and Hog", "dublin", "3Olympia Theatre", "2027-07-10T19:30",
                 "comedy", "EUR"),
    "EVT-8140": ("Hozier - Unreal Unearth", "Hozier", "dublin", "Marlay Park", "2027-07-10T18:00", "concert", "EUR"),
}

_BLOCKS = {
    "EVT-5521": [("BLK-5521-FLR", "Floor (standing)", 95.00, 200), ("BLK-5521-L104", "Lower tier block 104, row F",
                                                                     120.00, 4),
                 ("BLK-5521-U411", "Upper tier block 411, row K", 65.00, 2)],
    "EVT-5540": [("BLK-5540-U520", "Upper tier block 520, row 12", 89.50, 6),
                 ("BLK-5540-PIT", "Pitch (standing)", 110.00, 300),
                 ("BLK-5540-L118", "Lower tier block 118, row 30", 145.00, 3)],
    "EVT-6102": [("BLK-6102-PISTA", "Pista (standing)", 69.00, 120), ("BLK-6102-G203", "Grada 203, fila 8", 49.00, 5)],
    "EVT-6210": [("BLK-6210-FLR", "Floor (standing)", 89.00, 80), ("BLK-6210-R2", "Ring 2, block 212, row 4", 75.00, 3)],
    "EVT-8125": [("BLK-8125-STL", "Stalls, row M, seats 14-15", 42.50, 2),
                 ("BLK-8125-BAL", "Balcony, row C, seats 3-4", 34.00, 2),
                 ("BLK-8125-UC", "Upper circle, row A, seat 9", 29.00, 1)],
}

_ORDERS = {
    "ORD-771203": {"order_id": "ORD-771203", "event_id": "EVT-6102", "event": "Rosalía - Motomami World Tour",
                   "date": "2027-07-24T21:30", "quantity": 2, "section": "Pista (standing)", "status": "confirmed",
                   "delivery": "mobile", "tickets_issued": True, "total": 145.0, "currency": "EUR"},
    "ORD-770988": {"order_id": "ORD-770988", "event_id": "EVT-5521", "event": "Arctic Monkeys - The Car Tour",
                   "date": "2027-08-14T19:30", "quantity": 1, "section": "Upper tier block 411, row K",
                   "status": "confirmed", "delivery": "mobile", "tickets_issued": False, "total": 68.5,
                   "currency": "GBP", "note": "Mobile tickets are released 72 hours before the show."},
}

_FEE_PER_TICKET = 3.50


def _order_id_for(event_id: str, block_id: str, quantity: int) -> str:
    return f"ORD-{772000 + _crc(f'{event_id}|{block_id}|{quantity}') % 900}"


def _blocks_for(event_id: str) -> list[tuple]:
    if event_id in _BLOCKS:
        return _BLOCKS[event_id]
    base = 30 + _crc(event_id) % 40
    return [(f"BLK-{event_id[4:]}-GA", "General admission", float(base), 150),
            (f"BLK-{event_id[4:]}-RES", "Reserved seating, row D", float(base + 25), 4)]


def tix_search_events(query, city, dateFrom, dateTo, category=None, maxPrice=None):
    start, end = _to_date(dateFrom), _to_date(dateTo)
    if start is None or end is None:
        return {"error": "dateFrom and dateTo must be YYYY-MM-DD."}
    if end < start:
        return {"error": "dateTo is before dateFrom."}
    place = _words(city)
    if not any(e[2] in place for e in _EVENTS.values()):
        return {"events": [], "note": f"No upcoming events found in '{city}'."}
    tokens = [t for t in re.findall(r"\w+", _words(query)) if t not in {"the", "a", "show", "concert", "tickets", "gig",
                                                                        "live", "tour", "in", "for", "and"}]
    out = []
    for eid, (title, performer, ecity, venue, when, kind, cur) in _EVENTS.items():
        if ecity not in place:
            continue
        day = _to_date(when)
        if not start <= day <= end:
            continue
        if category and kind != category:
            continue
        hay = _words(f"{title} {performer} {venue} {kind}").replace("í", "i")
        if tokens and not any(t.replace("í", "i") in hay for t in tokens):
            continue
        cheapest = min(b[2] for b in _blocks_for(eid))
        if maxPrice is not None and cheapest > maxPrice:
            continue
        out.append({"event_id": eid, "title": title, "venue": venue, "city": ecity.title(), "starts_at": when,
                    "category": kind, "price_from": cheapest, "currency": cur})
    out.sort(key=lambda e: e["starts_at"])
    return {"events": out}


def tix_seat_availability(event_id, quantity=1, section=None):
    eid = str(event_id).strip().upper()
    if eid not in _EVENTS:
        return {"error": f"Event '{event_id}' not found."}
    if not isinstance(quantity, int) or not 1 <= quantity <= 10:
        return {"error": "quantity must be 1-10."}
    blocks = [{"block_id": b, "section": name, "price_per_ticket": price, "currency": _EVENTS[eid][6],
               "seats_together": min(together, 10) if together < 50 else "standing", "fee_per_ticket": _FEE_PER_TICKET}
              for b, name, price, together in _blocks_for(eid)
              if together >= quantity and (not section or _words(section) in _words(name))]
    blocks.sort(key=lambda b: b["price_per_ticket"])
    return {"event_id": eid, "event": _EVENTS[eid][0], "quantity": quantity, "available": blocks}


def tix_purchase(event_id, block_id, quantity, buyer, delivery, promo_code=None):
    eid = str(event_id).strip().upper()
    if eid not in _EVENTS:
        return {"error": f"Event '{event_id}' not found."}
    block = next((b for b in _blocks_for(eid) if b[0] == str(block_id).strip().upper()), None)
    if block is None:
        return {"error": f"Block '{block_id}' is not part of {eid}."}
    if not isinstance(quantity, int) or quantity < 1 or quantity > block[3]:
        return {"error": f"Only {block[3]} seats together are left in {block[1]}."}
    if not isinstance(buyer, dict) or not buyer.get("full_name") or not buyer.get("email"):
        return {"error": "buyer.full_name and buyer.email are required."}
    if promo_code:
        return {"error": f"Promo code '{promo_code}' is not valid for this event."}
    total = _fmt_money((block[2] + _FEE_PER_TICKET) * quantity)
    return {"order_id": _order_id_for(eid, block[0], quantity), "status": "confirmed", "event": _EVENTS[eid][0],
            "starts_at": _EVENTS[eid][4], "section": block[1], "quantity": quantity, "total": total,
            "currency": _EVENTS[eid][6], "delivery": delivery, "sent_to": buyer.get("email")}


def tix_get_order(order_id):
    order = _ORDERS.get(str(order_id).strip().upper())
    return dict(order) if order else {"error": f"Order '{order_id}' not found."}


def tix_request_refund(order_id, reason):
    order = _ORDERS.get(str(order_id).strip().upper())
    if order is None:
        return {"error": f"Order '{order_id}' not found."}
    if reason in ("event_cancelled", "event_rescheduled", "duplicate_purchase"):
        return {"order_id": order["order_id"], "refund_status": "approved", "amount": order["total"],
                "currency": order["currency"]}
    return {"order_id": order["order_id"], "refund_status": "rejected",
            "reason": "Tickets are non-refundable unless the event is cancelled or rescheduled. You can resell or "
                      "transfer them instead."}


def tix_transfer(order_id, recipient_email, recipient_name=None):
    order = _ORDERS.get(str(order_id).strip().upper())
    if order is None:
        return {"error": f"Order '{order_id}' not found."}
    if "@" not in str(recipient_email):
        return {"error": "recipient_email is not a valid email address."}
    return {"order_id": order["order_id"], "transfer_id": f"TRF-{3300 + _crc(str(recipient_email).lower()) % 600}",
            "status": "pending_acceptance", "recipient": recipient_name or recipient_email,
            "expires_at": "2027-07-13T23:59"}


TIX_TOOLS = [
    ToolDef(
        name="searchEvents",
        description="Search upcoming events by city and date range, optionally by keyword/artist, category and "
                    "maximum ticket price.",
        parameters={
            "type": "object",
            "properties": {
                "query": {"type": ["string", "null"], "description": "Artist, show or keyword"},
                "city": {"type": "string"},
                "dateFrom": {"type": "string", "format": "date"},
                "dateTo": {"type": "string", "format": "date"},
                "category": {"anyOf": [{"$ref": "#/$defs/Category"}, {"type": "null"}]},
                "maxPrice": {"type": ["number", "null"], "description": "Per ticket, in the local currency"},
            },
            "required": ["query", "city", "dateFrom", "dateTo", "category", "maxPrice"],
            "additionalProperties": False,
            "$defs": {"Category": {"type": "string",
                                   "enum": ["concert", "comedy", "theatre", "sports", "festival", "family"]}},
        },
        fn=tix_search_events,
        strict=True,
    ),
    ToolDef(
        name="get_seat_availability",
        description="Available seat blocks for an event that can seat `quantity` people together, cheapest first.",
        parameters={
            "type": "object",
            "properties": {
                "event_id": {"type": "string"},
                "quantity": {"type": "integer", "minimum": 1, "maximum": 10, "default": 1},
                "section": {"type": "string", "description": "Optional filter, e.g. 'balcony'"},
            },
            "required": ["event_id"],
        },
        fn=tix_seat_availability,
    ),
    ToolDef(
        name="purchase_tickets",
        description="Buy tickets in a seat block. Charges the card on file and emails the tickets.",
        parameters={
            "type": "object",
            "properties": {
                "event_id": {"type": "string"},
                "block_id": {"type": "string", "description": "block_id from get_seat_availability"},
                "quantity": {"type": "integer", "minimum": 1, "maximum": 10},
                "buyer": {"$ref": "#/$defs/Buyer"},
                "delivery": {"type": "string", "enum": ["mobile", "print_at_home", "box_office"]},
                "promo_code": {"type": ["string", "null"]},
            },
            "required": ["event_id", "block_id", "quantity", "buyer", "delivery", "promo_code"],
            "additionalProperties": False,
            "$defs": {
                "Buyer": {
                    "type": "object",
                    "properties": {"full_name": {"type": "string"}, "email": {"type": "string", "format": "email"}},
                    "required": ["full_name", "email"],
                    "additionalProperties": False,
                },
            },
        },
        fn=tix_purchase,
        act=True,
        strict=True,
    ),
    ToolDef(
        name="get_order",
        description="Look up a ticket order.",
        parameters={"type": "object", "properties": {"order_id": {"type": "string", "pattern": "^ORD-\\d{6}$"}},
                    "required": ["order_id"]},
        fn=tix_get_order,
    ),
    ToolDef(
        name="request_refund",
        description="Request a refund for an order. Only cancelled/rescheduled events and duplicates are refundable.",
        parameters={
            "type": "object",
            "properties": {
                "order_id": {"type": "string"},
                "reason": {"type": "string", "enum": ["event_cancelled", "event_rescheduled", "cannot_attend",
                                                      "duplicate_purchase", "other"]},
            },
            "required": ["order_id", "reason"],
        },
        fn=tix_request_refund,
        act=True,
    ),
    ToolDef(
        name="transfer_tickets",
        description="Send the tickets of an order to someone else; they get an email to accept them.",
        parameters={
            "type": "object",
            "properties": {
                "order_id": {"type": "string"},
                "recipient_email": {"type": "string", "format": "email"},
                "recipient_name": {"type": "string"},
            },
            "required": ["order_id", "recipient_email"],
        },
        fn=tix_transfer,
        act=True,
    ),
]

_TIX_ACTS = ["purchase_tickets", "request_refund", "transfer_tickets"]

TIX = Domain(
    name="event_tickets",
    tools=TIX_TOOLS,
    instructions=(
        "You are Stagepass, a ticketing assistant for concerts, comedy and other live events in Europe. Today is "
        "Tuesday, 6 July 2027. Prices are per ticket plus a 3.50 booking fee. Before buying, you need the seat "
        "block, the quantity and the buyer's full name and email."
    ),
)

_DUBLIN_ORDER = _order_id_for("EVT-8125", "BLK-8125-BAL", 2)

TIX_CASES = [
    Case(
        id="tix-direct-berlin-weekend",
        domain="event_tickets",
        category="direct",
        turns=[Turn(
            "concerts in Berlin this weekend",
            calls=[ExpectCall("searchEvents", {"city": contains("berlin"),
                                               "dateFrom": one_of("2027-07-09", "2027-07-10"),
                                               "dateTo": date("2027-07-11"), "maxPrice": null_or_absent()})],
            forbid=_TIX_ACTS,
            answer_has=[said("Moderat"), said("Philharmoniker", "Waldbühne", "Waldbuhne")],
        )],
        features=("relative_date", "terse", "nullable_anyof", "ref"),
    ),
    Case(
        id="tix-polite-spanish-rosalia",
        domain="event_tickets",
        category="polite",
        turns=[Turn(
            "Hola, ¿podrías decirme si quedan entradas para Rosalía en Madrid el 24 de julio? Muchas gracias",
            calls=[ExpectCall("searchEvents", {"city": contains("madrid")})],
            allow=["get_seat_availability"],
            forbid=_TIX_ACTS,
        )],
        features=("non_english", "date"),
    ),
    Case(
        id="tix-polite-transfer-sister",
        domain="event_tickets",
        category="polite",
        turns=[Turn(
            "Would you mind transferring the tickets from ORD-771203 to my sister, Inés Navarro? Her email is "
            "ines.navarro@gmail.com. Thank you so much!",
            calls=[ExpectCall("transfer_tickets", {"order_id": "ORD-771203", "recipient_email": "ines.navarro@gmail.com"})],
            allow=["get_order"],
            forbid=["purchase_tickets", "request_refund"],
        )],
        features=("person", "email", "id"),
    ),
    Case(
        id="tix-indirect-olivia-birthday",
        domain="event_tickets",
        category="indirect",
        turns=[Turn(
            "my daughter is obsessed with Olivia Rodrigo and her bday is on the 30th... is she playing anywhere near "
            "Amsterdam around then??",
            calls=[ExpectCall("searchEvents", {"query": contains("olivia"), "city": contains("amsterdam")})],
            allow=["get_seat_availability"],
            forbid=_TIX_ACTS,
            answer_has=[said("Ziggo", "29 July", "July 29", "2027-07-29", "29th")],
        )],
        features=("date_range", "relative_date"),
    ),
    Case(
        id="tix-multi-order-and-seats",
        domain="event_tickets",
        category="multi_intent",
        turns=[Turn(
            "What's the status of order ORD-771203, and are there still 4 seats together for EVT-5521?",
            calls=[
                ExpectCall("get_order", {"order_id": "ORD-771203"}),
                ExpectCall("get_seat_availability", {"event_id": "EVT-5521", "quantity": 4}),
            ],
            forbid=_TIX_ACTS,
            answer_has=[said("confirmed"), said("104", "120")],
        )],
        features=("id", "integer"),
    ),
    Case(
        id="tix-notool-resale",
        domain="event_tickets",
        category="no_tool",
        turns=[Turn(
            "are resale tickets from secondary sites safe to buy? ive heard some horror stories",
            forbid=_TIX_ACTS,
        )],
        features=("advice",),
    ),
    Case(
        id="tix-under-two-tickets",
        domain="event_tickets",
        category="underspecified",
        turns=[Turn(
            "get me two tickets for EVT-5521 please",
            clarify=True,
            allow=["get_seat_availability", "searchEvents"],
            forbid=_TIX_ACTS,
        )],
        features=("number_words", "missing_person", "missing_block"),
    ),
    Case(
        id="tix-chained-coldplay-three",
        domain="event_tickets",
        category="chained",
        turns=[Turn(
            "Find the Coldplay show in London on 21 August and check what's left for three of us in the cheapest "
            "section",
            calls=[
                ExpectCall("searchEvents", {"query": contains("coldplay"), "city": contains("london")}),
                ExpectCall("get_seat_availability", {"event_id": "EVT-5540", "quantity": 3}),
            ],
            forbid=_TIX_ACTS,
            answer_has=[said_number(89.5)],
        )],
        features=("number_words", "date", "id_from_output"),
    ),
    Case(
        id="tix-multiturn-dublin-comedy",
        domain="event_tickets",
        category="multi_turn",
        turns=[
            Turn(
                "any comedy on in Dublin this fri or sat?",
                calls=[ExpectCall("searchEvents", {"city": contains("dublin"), "dateFrom": date("2027-07-09"),
                                                   "dateTo": date("2027-07-10")})],
                forbid=_TIX_ACTS,
                answer_has=[said("Dylan Moran"), said("Foil Arms")],
            ),
            Turn(
                "how about seats for the saturday one, there's two of us",
                calls=[ExpectCall("get_seat_availability", {"event_id": "EVT-8125", "quantity": 2})],
                forbid=_TIX_ACTS,
                answer_has=[said_number(34), said_number(42.5)],
            ),
            Turn(
                "grab the cheaper option. name Aoife Byrne, aoife.byrne@eircom.net, mobile tickets pls",
                calls=[ExpectCall("purchase_tickets", {
                    "event_id": "EVT-8125", "block_id": "BLK-8125-BAL", "quantity": 2,
                    "buyer": fields(full_name=contains("aoife", "byrne"), email="aoife.byrne@eircom.net"),
                    "delivery": "mobile",
                })],
                allow=["get_seat_availability"],
                forbid=["request_refund", "transfer_tickets"],
                answer_has=[said(_DUBLIN_ORDER)],
            ),
        ],
        features=("reference_back", "number_words", "person", "email", "ref"),
    ),
]


# =============================================================================================

DOMAINS: list[Domain] = [CAR, LIB, SAAS, RECIPES, ESTATE, SCHOOL, VET, TIX]
CASES: list[Case] = [*CAR_CASES, *LIB_CASES, *SAAS_CASES, *RECIPE_CASES, *ESTATE_CASES, *SCHOOL_CASES, *VET_CASES,
                     *TIX_CASES]
