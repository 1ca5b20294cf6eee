"""Fresh generality cases (set D), written independently of the engine and of the other case files.

Written without reading the simulator (labkit/) or the cases of any other case file; expectations
describe what a competent assistant model (gpt-4.1-mini class) does with natural, varied user
messages, not what any engine is known to do. Fake functions are deterministic and stateless.

Five domains the other files do not use, each with its own fixed "today" in 2027, stated in its
system prompt together with the user's account facts:

- rail        Thursday 11 March 2027, 12:10 CET — EuroLink Rail (Belgium / Netherlands / Germany /
              France). Customer Sophie Laurent (EL-448210), home station Brussels-Midi, EUR.
              Railcard and bookings are only reachable through the tools. 9 tools.
- solar       Monday 14 June 2027, 13:20 BST — Helio Home monitoring app. Ruth Malhotra, Hollybank
              Cottage near Stroud (UK): 6.4 kWp array, 5 kW hybrid inverter, 9.5 kWh battery,
              installed 2 March 2025. 1 tool (get_energy_data).
- wedding     Saturday 6 February 2027 — Vowly wedding vendor marketplace. Elena Rossi, marrying
              Marcus Webb on Saturday 18 September 2027 in the Cotswolds (they live in Cirencester),
              about 110 guests, budget £28,000, GBP. Guest-list sides: elena / marcus / shared. 7 tools.
- nursery     Tuesday 5 October 2027, 07:05 — Little Acorns Day Nursery (Headingley, Leeds) parent
              app. Aisha Rahman (AC-7730); Zara (CH-2231, 3, Oak Room, Mon/Wed/Thu full days) and
              Idris (CH-2232, 14 months, Acorn baby room, Tue/Thu mornings). GBP. 7 tools.
- language_exchange  Wednesday 21 April 2027, 19:30 Toronto (EDT) — Lingobridge lesson marketplace.
              Hannah Kim (LB-30918), Toronto, account currency CAD (wallet CA$84.50), learning Spanish
              (B1) and Japanese (A2); tutors price lessons in their own currency. 6 tools.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import re
import unicodedata

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
    null_or_absent,
    number,
    said,
    said_number,
)

# ---------------------------------------------------------------------------------------------
# Shared helpers
# ---------------------------------------------------------------------------------------------


def _day(value):
    """A date from 'YYYY-MM-DD...' or None."""
    try:
        return _dt.date.fromisoformat(str(value).strip()[:10])
    except (TypeError, ValueError):
        return None


def _clock(value):
    """Minutes after midnight from 'HH:MM', 'YYYY-MM-DDTHH:MM', '7pm', '7:30 pm'; None if unreadable."""
    text = str(value or "").strip().lower()
    m = re.search(r"(?<!\d)(\d{1,2}):(\d{2})", text)
    if m:
        hour, minute = int(m.group(1)), int(m.group(2))
    else:
        m = re.search(r"\b(\d{1,2})\s*(am|pm)\b", text)
        if not m:
            return None
        hour, minute = int(m.group(1)), 0
    if re.search(r"\d\s*pm\b", text) and hour < 12:
        hour += 12
    if re.search(r"\d\s*am\b", text) and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    return hour * 60 + minute


def _hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _fold(text):
    """Lower case, accents stripped, punctuation collapsed to single spaces."""
    text = unicodedata.normalize("NFKD", str(text or "")).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def _h(*parts):
    """A small stable hash of the parts."""
    return int(hashlib.sha1("|".join(map(str, parts)).encode()).hexdigest()[:8], 16)


def _money(value):
    return round(value + 1e-9, 2)


def date_between(low, high):
    """A date (or date-time) string between two ISO dates, inclusive."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]",
                lambda v: isinstance(v, str) and _day(v) is not None and lo <= _day(v) <= hi)


def either(*preds):
    """Any of several answer predicates."""
    return Pred("either " + " | ".join(p.describe for p in preds), lambda v: any(p.ok(v) for p in preds))


def kwh(value):
    """An energy figure stated to one decimal or rounded to a whole number."""
    return either(said_number(round(value, 1)), said_number(round(value)))


def others(acts, *keep):
    """The act tools of a domain except the ones a turn asks for."""
    return [a for a in acts if a not in keep]


# =============================================================================================
# Domain 1: rail — EuroLink Rail (today: Thursday 11 March 2027, 12:10 CET)
# =============================================================================================

RAIL_TODAY = _dt.date(2027, 3, 11)
RAIL_NOW = 12 * 60 + 10

# code: (display name, aliases matched against the folded query)
STATIONS = {
    "NLSPL": ("Schiphol Airport", "NL", ["schiphol"]),
    "NLAMA": ("Amsterdam Centraal", "NL", ["amsterdam"]),
    "NLRTD": ("Rotterdam Centraal", "NL", ["rotterdam"]),
    "BEBMI": ("Brussels-Midi / Bruxelles-Midi", "BE", ["brussels", "bruxelles", "brussel", "brux"]),
    "BEANC": ("Antwerpen-Centraal", "BE", ["antwerp", "antwerpen", "anvers"]),
    "BELGU": ("Liège-Guillemins", "BE", ["liege", "luik", "luttich"]),
    "DECGN": ("Köln Hbf", "DE", ["koln", "koeln", "cologne", "keulen", "colonia"]),
    "DEFRA": ("Frankfurt (Main) Hbf", "DE", ["frankfurt"]),
    "FRPNO": ("Paris-Nord", "FR", ["paris"]),
}


def _times(first_hour, last_hour, minute, step=1):
    return [f"{h:02d}:{minute:02d}" for h in range(first_hour, last_hour + 1, step)]


_AMS_OUT = ["06:52", "08:52", "10:52", "12:52", "14:52", "16:52", "18:52"]
_AMS_BACK = ["07:47", "09:47", "11:47", "13:47", "15:47", "17:47", "19:47"]

# (from, to, minutes, saver fare, flex fare (2nd class, one adult), departures, first train number)
_RAIL_ROUTES = [
    ("BEBMI", "NLAMA", 112, 35.0, 79.0, _AMS_OUT, 9301),
    ("NLAMA", "BEBMI", 112, 35.0, 79.0, _AMS_BACK, 9310),
    ("BEBMI", "NLRTD", 72, 25.0, 55.0, _AMS_OUT, 9301),  # the Amsterdam trains call at Rotterdam
    ("NLRTD", "BEBMI", 72, 25.0, 55.0, ["08:27", "10:27", "12:27", "14:27", "16:27", "18:27", "20:27"], 9310),
    ("NLRTD", "NLAMA", 40, 12.0, 18.0, ["08:04", "10:04", "12:04", "14:04", "16:04", "18:04", "20:04"], 9301),
    ("NLAMA", "NLRTD", 40, 12.0, 18.0, _AMS_BACK, 9310),
    ("BEBMI", "DECGN", 110, 29.0, 69.0, ["06:25", "08:25", "10:25", "12:25", "14:25", "16:25", "18:25"], 401),
    ("DECGN", "BEBMI", 110, 29.0, 69.0, ["07:43", "09:43", "11:43", "13:43", "15:43", "17:43", "19:43"], 410),
    ("BEBMI", "FRPNO", 82, 39.0, 95.0, ["07:13", "08:13", "10:13", "12:13", "14:13", "16:13", "18:13", "20:13"], 9101),
    ("FRPNO", "BEBMI", 82, 39.0, 95.0, ["07:55", "09:55", "11:55", "13:55", "15:55", "17:55", "19:55", "21:55"], 9120),
    ("BEANC", "NLRTD", 58, 15.0, 26.0, ["07:10", "09:10", "11:10", "12:10", "14:10", "15:10", "17:10", "19:10"], 2101),
    ("NLRTD", "BEANC", 58, 15.0, 26.0, ["08:22", "10:22", "12:22", "13:22", "15:22", "16:22", "18:22", "20:22"], 2120),
    ("BEBMI", "BEANC", 45, 9.0, 12.0, _times(6, 21, 5), 3001),
    ("BEANC", "BEBMI", 45, 9.0, 12.0, _times(6, 21, 40), 3002),
    ("BEBMI", "BELGU", 60, 14.0, 22.0, _times(7, 21, 20, 2), 3501),
    ("BELGU", "BEBMI", 60, 14.0, 22.0, _times(6, 20, 50, 2), 3502),
    ("BEBMI", "DEFRA", 190, 45.0, 110.0, ["07:25", "11:25", "15:25", "19:25"], 9501),
    ("DEFRA", "BEBMI", 190, 45.0, 110.0, ["08:05", "12:05", "16:05", "20:05"], 9510),
    ("DECGN", "DEFRA", 65, 25.0, 55.0, _times(7, 21, 55, 2), 601),
    ("DEFRA", "DECGN", 65, 25.0, 55.0, _times(6, 20, 35, 2), 610),
]

RAIL_SCHEDULE = {}   # (from, to) -> [(departure minutes, train number)], plus route facts
RAIL_ROUTE = {}      # (from, to) -> (minutes, saver, flex)
RAIL_TRAINS = {}     # train number -> (from, to, departure minutes, minutes) of its main run
for _o, _d, _mins, _saver, _flex, _deps, _first in _RAIL_ROUTES:
    RAIL_ROUTE[(_o, _d)] = (_mins, _saver, _flex)
    RAIL_SCHEDULE[(_o, _d)] = []
    for _i, _t in enumerate(_deps):
        _num = _first + 2 * _i
        RAIL_SCHEDULE[(_o, _d)].append((_clock(_t), _num))
        RAIL_TRAINS.setdefault(_num, (_o, _d, _clock(_t), _mins))

RAILCARD = {"railcardId": "RC-25-88314", "type": "EuroLink 25", "holder": "Sophie Laurent", "discountPercent": 25,
            "validFrom": "2026-11-01", "validUntil": "2027-10-31", "appliesTo": "Saver and Flex fares, first and second class"}


def _station(query):
    text = str(query or "").strip()
    if text.upper() in STATIONS:
        return text.upper()
    q = _fold(text)
    if not q:
        return None
    for code, (name, _country, aliases) in STATIONS.items():
        if any(a in q for a in aliases) or (len(q) >= 4 and any(a.startswith(q) for a in aliases)) or q in _fold(name):
            return code
    return None


def _fare(route, fare_type, travel_class, adults, children, discount):
    _mins, saver, flex = route
    base = saver if fare_type == "saver" else flex
    if travel_class == "first":
        base = round(flex * 1.6, 2)
    total = base * adults + base * 0.5 * children
    return _money(total * (1 - discount))


def _railcard_discount(value):
    """(discount, note) for a railcard argument."""
    if value in (None, "", False):
        return 0.0, None
    text = re.sub(r"[^a-z0-9]", "", str(value).lower())
    if text in ("rc2588314", "eurolink25", "2588314") or ("eurolink" in text and "25" in text):
        return 0.25, None
    return 0.0, f"Railcard {value!r} is not on this account; no discount applied."


def _class_of(value):
    text = _fold(value or "second")
    if text in ("first", "1st", "1", "first class", "premium"):
        return "first"
    if text in ("second", "2nd", "2", "second class", "standard"):
        return "second"
    return None


def _rail_ref(journey_id, fare_type, travel_class):
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    n = _h("ref", str(journey_id).upper(), fare_type, travel_class)
    chars = []
    for _ in range(5):
        chars.append(alphabet[n % len(alphabet)])
        n //= len(alphabet)
    return "ELR-" + "".join(chars)


def _journey(origin, destination, day, dep, num, adults, children, discount):
    route = RAIL_ROUTE[(origin, destination)]
    mins = route[0]
    start = _dt.datetime(day.year, day.month, day.day) + _dt.timedelta(minutes=dep)
    end = start + _dt.timedelta(minutes=mins)
    return {
        "journeyId": f"J-{origin}-{destination}-{day:%Y%m%d}-{_hhmm(dep).replace(':', '')}",
        "trainNumber": f"EL {num}",
        "departure": start.strftime("%Y-%m-%dT%H:%M"),
        "arrival": end.strftime("%Y-%m-%dT%H:%M"),
        "durationMinutes": mins,
        "changes": 0,
        "fares": [
            {"fareType": "saver", "travelClass": "second", "total": _fare(route, "saver", "second", adults, children, discount),
             "refundable": False, "seatsLeft": 3 + _h(num, day) % 20},
            {"fareType": "flex", "travelClass": "second", "total": _fare(route, "flex", "second", adults, children, discount),
             "refundable": True},
            {"fareType": "flex", "travelClass": "first", "total": _fare(route, "flex", "first", adults, children, discount),
             "refundable": True},
        ],
        "currency": "EUR",
    }


def find_station(query):
    code = _station(query)
    if code is None:
        return {"query": query, "stations": []}
    name, country, _aliases = STATIONS[code]
    return {"query": query, "stations": [{"code": code, "name": name, "country": country}]}


def search_journeys(origin, destination, date, departAfter=None, passengers=None, railcard=None):
    o, d = _station(origin), _station(destination)
    if o is None:
        return {"error": f"Unknown origin station {origin!r}. Use find_station."}
    if d is None:
        return {"error": f"Unknown destination station {destination!r}. Use find_station."}
    if o == d:
        return {"error": "Origin and destination are the same station."}
    day = _day(date)
    if day is None:
        return {"error": f"Invalid date {date!r}; use YYYY-MM-DD."}
    if day < RAIL_TODAY:
        return {"error": f"{day.isoformat()} is in the past."}
    if day > RAIL_TODAY + _dt.timedelta(days=180):
        return {"error": "Tickets go on sale 180 days before travel."}
    pax = passengers if isinstance(passengers, dict) else {}
    adults = int(pax.get("adults", 1) or 0)
    children = int(pax.get("children", 0) or 0)
    if adults + children < 1 or adults < 0 or children < 0:
        return {"error": "At least one passenger is required."}
    if adults == 0:
        return {"error": "Children under 12 must travel with an adult."}
    after = _clock(departAfter) if departAfter else None
    if departAfter and after is None:
        return {"error": f"Invalid departAfter {departAfter!r}; use HH:MM."}
    if day == RAIL_TODAY:
        after = max(after or 0, RAIL_NOW)
    discount, note = _railcard_discount(railcard)
    if (o, d) not in RAIL_SCHEDULE:
        return {"origin": STATIONS[o][0], "destination": STATIONS[d][0], "date": day.isoformat(), "journeys": [],
                "message": "No direct EuroLink service on this route; try changing at Brussels-Midi."}
    journeys = [_journey(o, d, day, dep, num, adults, children, discount)
                for dep, num in RAIL_SCHEDULE[(o, d)] if after is None or dep >= after]
    out = {"origin": STATIONS[o][0], "destination": STATIONS[d][0], "date": day.isoformat(),
           "passengers": {"adults": adults, "children": children},
           "railcardApplied": RAILCARD["type"] if discount else None, "journeys": journeys}
    if note:
        out["note"] = note
    if not journeys:
        out["message"] = "No more departures on this date after the requested time."
    return out


def _parse_journey_id(journey_id):
    m = re.match(r"^J-([A-Z]{5})-([A-Z]{5})-(\d{8})-(\d{4})$", str(journey_id or "").strip().upper())
    if not m:
        return None
    o, d, ymd, hm = m.groups()
    try:
        day = _dt.date(int(ymd[:4]), int(ymd[4:6]), int(ymd[6:]))
    except ValueError:
        return None
    dep = int(hm[:2]) * 60 + int(hm[2:])
    match = [num for t, num in RAIL_SCHEDULE.get((o, d), []) if t == dep]
    if not match:
        return None
    return o, d, day, dep, match[0]


def book_journey(journeyId, fareType, travelClass=None, adults=1, children=0, railcardId=None):
    parsed = _parse_journey_id(journeyId)
    if parsed is None:
        return {"error": f"Unknown journeyId {journeyId!r}; use an id from search_journeys."}
    o, d, day, dep, num = parsed
    if day < RAIL_TODAY or (day == RAIL_TODAY and dep < RAIL_NOW):
        return {"error": "This train has already left."}
    fare = _fold(fareType)
    if fare not in ("saver", "flex"):
        return {"error": f"Unknown fareType {fareType!r}; use 'saver' or 'flex'."}
    klass = _class_of(travelClass)
    if klass is None:
        return {"error": f"Unknown travelClass {travelClass!r}; use 'second' or 'first'."}
    if fare == "saver" and klass == "first":
        return {"error": "Saver fares are only sold in second class."}
    adults, children = int(adults or 0), int(children or 0)
    if adults < 1:
        return {"error": "At least one adult is required."}
    discount, note = _railcard_discount(railcardId)
    if railcardId and not discount:
        return {"error": f"Railcard {railcardId!r} is not on this account."}
    journey = _journey(o, d, day, dep, num, adults, children, discount)
    total = _fare(RAIL_ROUTE[(o, d)], fare, klass, adults, children, discount)
    return {
        "bookingRef": _rail_ref(journeyId, fare, klass),
        "status": "confirmed",
        "trainNumber": journey["trainNumber"],
        "from": STATIONS[o][0], "to": STATIONS[d][0],
        "departure": journey["departure"], "arrival": journey["arrival"],
        "fareType": fare, "travelClass": klass,
        "passengers": {"adults": adults, "children": children},
        "railcardApplied": RAILCARD["type"] if discount else None,
        "total": total, "currency": "EUR",
        "refundable": fare == "flex",
        "seats": "No seat reserved yet (use reserve_seats).",
        "eTicket": "Sent to sophie.laurent@mailbox.be and available in the app.",
    }


RAIL_BOOKINGS = [
    {"bookingRef": "ELR-K7Q2P", "status": "upcoming", "trainNumber": "EL 9305", "from": "Brussels-Midi / Bruxelles-Midi",
     "to": "Amsterdam Centraal", "departure": "2027-03-13T10:52", "arrival": "2027-03-13T12:44", "fareType": "saver",
     "travelClass": "second", "passengers": {"adults": 1, "children": 0}, "total": 26.25, "currency": "EUR",
     "railcardApplied": "EuroLink 25", "seats": None},
    {"bookingRef": "ELR-P4W6T", "status": "upcoming", "trainNumber": "EL 9103", "from": "Brussels-Midi / Bruxelles-Midi",
     "to": "Paris-Nord", "departure": "2027-03-26T08:13", "arrival": "2027-03-26T09:35", "fareType": "flex",
     "travelClass": "second", "passengers": {"adults": 1, "children": 0}, "total": 71.25, "currency": "EUR",
     "railcardApplied": "EuroLink 25", "seats": {"coach": 6, "seat": "41", "position": "window"}},
    {"bookingRef": "ELR-H3M8D", "status": "travelled", "trainNumber": "EL 403", "from": "Brussels-Midi / Bruxelles-Midi",
     "to": "Köln Hbf", "departure": "2027-03-08T08:25", "arrival": "2027-03-08T10:15", "fareType": "flex",
     "travelClass": "first", "passengers": {"adults": 1, "children": 0}, "total": 82.80, "currency": "EUR",
     "railcardApplied": "EuroLink 25", "seats": {"coach": 2, "seat": "15", "position": "window"},
     "actualArrival": "2027-03-08T11:50"},
    {"bookingRef": "ELR-C2N5B", "status": "travelled", "trainNumber": "EL 2103", "from": "Antwerpen-Centraal",
     "to": "Rotterdam Centraal", "departure": "2027-02-19T09:10", "arrival": "2027-02-19T10:08", "fareType": "saver",
     "travelClass": "second", "passengers": {"adults": 1, "children": 0}, "total": 11.25, "currency": "EUR",
     "railcardApplied": "EuroLink 25", "seats": None, "actualArrival": "2027-02-19T10:10"},
]
_RAIL_BY_REF = {b["bookingRef"]: b for b in RAIL_BOOKINGS}


def _ref_of(value):
    text = str(value or "").strip().upper().replace(" ", "")
    if re.match(r"^[A-Z2-9]{5}$", text):
        text = "ELR-" + text
    if re.match(r"^ELR[A-Z2-9]{5}$", text):
        text = "ELR-" + text[3:]
    return text


def list_bookings(status="upcoming"):
    wanted = _fold(status or "upcoming")
    if wanted not in ("upcoming", "past", "all"):
        return {"error": f"Unknown status {status!r}; use upcoming, past or all."}
    rows = [b for b in RAIL_BOOKINGS
            if wanted == "all" or (wanted == "upcoming") == (b["status"] == "upcoming")]
    return {"status": wanted, "count": len(rows), "bookings": rows}


def get_railcards():
    return {"customer": "Sophie Laurent", "railcards": [RAILCARD]}


def reserve_seats(booking_ref, preferences):
    ref = _ref_of(booking_ref)
    if not re.match(r"^ELR-[A-Z2-9]{5}$", ref):
        return {"error": f"Unknown booking reference {booking_ref!r}."}
    booking = _RAIL_BY_REF.get(ref)
    if booking and booking["status"] != "upcoming":
        return {"error": f"Booking {ref} has already been travelled; seats can't be reserved."}
    prefs = preferences if isinstance(preferences, dict) else {}
    position = _fold(prefs.get("position") or "any").replace(" ", "_")
    if position not in ("window", "aisle", "table", "any"):
        return {"error": f"Unknown position {prefs.get('position')!r}; use window, aisle, table or any."}
    quiet = bool(prefs.get("quiet_zone"))
    facing = prefs.get("facing")
    klass = booking["travelClass"] if booking else "second"
    coach = (1 + _h(ref, "c") % 3) if klass == "first" else (8 + _h(ref, "c") % 8)
    if quiet:
        coach = 3 if klass == "first" else 12
    seat = 11 + _h(ref, position, quiet) % 70
    return {"bookingRef": ref, "status": "reserved",
            "seats": [{"coach": coach, "seat": str(seat), "position": position if position != "any" else "aisle",
                       "quietZone": quiet, "facing": facing or "forward"}],
            "fee": 0.0, "currency": "EUR", "message": "Seat reservation is free with EuroLink tickets."}


_RAIL_STATUS = {
    (9316, "2027-03-11"): {"status": "delayed", "delayMinutes": 12,
                           "reason": "Speed restrictions between Rotterdam and Antwerp because of track works."},
    (9305, "2027-03-13"): {"status": "running_with_changes", "delayMinutes": 12,
                           "reason": "Planned engineering works between Antwerp and Rotterdam: the train runs on the "
                                     "conventional line and arrives about 12 minutes later than timetabled."},
    (403, "2027-03-08"): {"status": "arrived_late", "delayMinutes": 95, "reason": "Rolling stock fault near Aachen."},
    (2103, "2027-02-19"): {"status": "arrived", "delayMinutes": 2, "reason": None},
}


def get_train_status(trainNumber, date=None):
    m = re.search(r"(\d{2,5})", str(trainNumber or ""))
    if not m or int(m.group(1)) not in RAIL_TRAINS:
        return {"error": f"Unknown train {trainNumber!r}."}
    num = int(m.group(1))
    day = _day(date) if date else RAIL_TODAY
    if day is None:
        return {"error": f"Invalid date {date!r}; use YYYY-MM-DD."}
    o, d, dep, mins = RAIL_TRAINS[num]
    info = _RAIL_STATUS.get((num, day.isoformat()))
    if info is None:
        if day < RAIL_TODAY or (day == RAIL_TODAY and dep + mins < RAIL_NOW):
            info = {"status": "arrived", "delayMinutes": 0, "reason": None}
        else:
            info = {"status": "on_time", "delayMinutes": 0, "reason": None}
    arrival = dep + mins
    return {"train": f"EL {num}", "date": day.isoformat(), "route": f"{STATIONS[o][0]} → {STATIONS[d][0]}",
            "scheduledDeparture": _hhmm(dep), "scheduledArrival": _hhmm(arrival),
            "expectedArrival": _hhmm(arrival + info["delayMinutes"]), **info}


def claim_delay_compensation(bookingRef, payout="original_payment", comment=None):
    ref = _ref_of(bookingRef)
    booking = _RAIL_BY_REF.get(ref)
    if booking is None:
        return {"error": f"Unknown booking reference {bookingRef!r}."}
    method = _fold(payout or "original_payment").replace(" ", "_")
    if method not in ("original_payment", "voucher", "bank_transfer"):
        return {"error": f"Unknown payout {payout!r}; use original_payment, voucher or bank_transfer."}
    if booking["status"] == "upcoming":
        return {"error": f"Booking {ref} hasn't been travelled yet; claims open after arrival."}
    num = int(booking["trainNumber"].split()[1])
    delay = _RAIL_STATUS.get((num, booking["departure"][:10]), {}).get("delayMinutes", 0)
    if delay < 60:
        return {"bookingRef": ref, "status": "rejected", "verifiedDelayMinutes": delay,
                "reason": "Compensation starts at a delay of 60 minutes at your destination."}
    percent = 25 if delay < 120 else 50
    amount = _money(booking["total"] * percent / 100)
    return {"claimId": f"DC-{55000 + _h(ref) % 1000}", "bookingRef": ref, "status": "approved",
            "verifiedDelayMinutes": delay, "compensationPercent": percent, "amount": amount, "currency": "EUR",
            "payout": method,
            "payoutInfo": {"voucher": "E-voucher emailed within 48 hours, valid for 12 months.",
                           "bank_transfer": "Paid to your IBAN on file within 14 days.",
                           "original_payment": "Refunded to the Visa card ending 4417 within 14 days."}[method]}


def cancel_booking(bookingRef, reason=None):
    ref = _ref_of(bookingRef)
    if not re.match(r"^ELR-[A-Z2-9]{5}$", ref):
        return {"error": f"Unknown booking reference {bookingRef!r}."}
    booking = _RAIL_BY_REF.get(ref)
    if booking and booking["status"] != "upcoming":
        return {"error": f"Booking {ref} has already been travelled and can't be cancelled."}
    if booking is None:
        return {"bookingRef": ref, "status": "cancelled", "refund": "According to the fare conditions (Flex: full refund; "
                "Saver: no refund).", "currency": "EUR"}
    refund = booking["total"] if booking["fareType"] == "flex" else 0.0
    return {"bookingRef": ref, "status": "cancelled", "train": booking["trainNumber"], "departure": booking["departure"],
            "refund": refund, "currency": "EUR",
            "refundInfo": "Refunded to the Visa card ending 4417 within 5–7 working days." if refund
            else "Saver fares are non-refundable."}


_PASSENGERS = {
    "type": "object",
    "properties": {
        "adults": {"type": "integer", "minimum": 0, "description": "Passengers aged 12 and over"},
        "children": {"type": "integer", "minimum": 0, "description": "Passengers aged 4–11 (50% of the adult fare)"},
    },
    "required": ["adults", "children"],
    "additionalProperties": False,
}

RAIL_TOOLS = [
    ToolDef("find_station", "Look up EuroLink stations by (part of) a name. Returns station codes.",
            {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}, find_station),
    ToolDef("search_journeys",
            "Search the timetable and fares for one direction on one day. Station names or codes both work. "
            "Prices are totals for all passengers, in EUR; a railcard number applies its discount.",
            {"type": "object",
             "properties": {
                 "origin": {"type": "string", "description": "Departure station name or code"},
                 "destination": {"type": "string", "description": "Arrival station name or code"},
                 "date": {"type": "string", "description": "Travel date, YYYY-MM-DD"},
                 "departAfter": {"type": ["string", "null"], "description": "Earliest departure time HH:MM (local), or null"},
                 "passengers": _PASSENGERS,
                 "railcard": {"type": ["string", "null"], "description": "Railcard number to apply, or null"},
             },
             "required": ["origin", "destination", "date", "departAfter", "passengers", "railcard"],
             "additionalProperties": False},
            search_journeys, strict=True),
    ToolDef("book_journey", "Book and pay for a journey returned by search_journeys (card on file). "
            "Saver fares are non-refundable; Flex fares are fully refundable until departure.",
            {"type": "object",
             "properties": {
                 "journeyId": {"type": "string"},
                 "fareType": {"type": "string", "enum": ["saver", "flex"]},
                 "travelClass": {"type": "string", "enum": ["second", "first"], "default": "second"},
                 "adults": {"type": "integer", "minimum": 1, "default": 1},
                 "children": {"type": "integer", "minimum": 0, "default": 0},
                 "railcardId": {"type": "string", "description": "Railcard number from get_railcards"},
             },
             "required": ["journeyId", "fareType"]},
            book_journey, act=True),
    ToolDef("reserve_seats", "Reserve seats on an upcoming booking.",
            {"type": "object",
             "properties": {
                 "booking_ref": {"type": "string", "description": "Booking reference, e.g. ELR-AB3CD"},
                 "preferences": {
                     "type": "object",
                     "properties": {
                         "position": {"type": "string", "enum": ["window", "aisle", "table", "any"]},
                         "quiet_zone": {"type": "boolean", "description": "Seat in the quiet coach"},
                         "facing": {"anyOf": [{"type": "string", "enum": ["forward", "backward"]}, {"type": "null"}],
                                    "description": "Direction of travel, or null for no preference"},
                     },
                     "required": ["position", "quiet_zone", "facing"],
                     "additionalProperties": False,
                 },
             },
             "required": ["booking_ref", "preferences"],
             "additionalProperties": False},
            reserve_seats, act=True, strict=True),
    ToolDef("list_bookings", "The customer's bookings.",
            {"type": "object",
             "properties": {"status": {"type": "string", "enum": ["upcoming", "past", "all"], "default": "upcoming"}}},
            list_bookings),
    ToolDef("get_railcards", "Railcards and discount cards saved on the customer's account.",
            {"type": "object", "properties": {}}, get_railcards),
    ToolDef("get_train_status",
            "Live running information for a train on a date: delay, expected arrival and the reason for disruption, "
            "including planned engineering works for the next days. For past dates, the final arrival delay.",
            {"type": "object",
             "properties": {
                 "trainNumber": {"type": "string", "description": "e.g. 'EL 9305'"},
                 "date": {"type": "string", "description": "YYYY-MM-DD; defaults to today"},
             },
             "required": ["trainNumber"]},
            get_train_status),
    ToolDef("claim_delay_compensation",
            "Submit a delay compensation claim for a travelled booking. The delay is verified from running data: "
            "25% of the ticket price for 60–119 minutes late, 50% for 120 minutes or more.",
            {"type": "object",
             "properties": {
                 "bookingRef": {"type": "string"},
                 "payout": {"type": "string", "enum": ["original_payment", "voucher", "bank_transfer"],
                            "default": "original_payment"},
                 "comment": {"type": "string"},
             },
             "required": ["bookingRef"]},
            claim_delay_compensation, act=True),
    ToolDef("cancel_booking", "Cancel an upcoming booking. Flex fares are refunded in full; Saver fares are not refunded.",
            {"type": "object",
             "properties": {"bookingRef": {"type": "string"}, "reason": {"type": "string"}},
             "required": ["bookingRef"]},
            cancel_booking, act=True),
]

RAIL_ACT = ["book_journey", "reserve_seats", "claim_delay_compensation", "cancel_booking"]

RAIL = Domain(
    name="rail",
    tools=RAIL_TOOLS,
    instructions=(
        "You are the EuroLink Rail booking assistant. EuroLink runs high-speed and intercity trains between Belgium, "
        "the Netherlands, Germany and France. Today is Thursday 11 March 2027 and it is 12:10 in Brussels (CET). "
        "The customer is Sophie Laurent (customer no. EL-448210); her home station is Brussels-Midi and fares are in "
        "EUR. Use the tools for timetables, fares, bookings, railcards, live train running and delay compensation; "
        "never make up train times, prices or references. After booking, changing or claiming anything, confirm it "
        "with the reference."
    ),
)

_RTD_JOURNEY = "J-BEANC-NLRTD-20270313-1410"
_RTD_REF = _rail_ref(_RTD_JOURNEY, "saver", "second")
_RTD_SEATS = reserve_seats(_RTD_REF, {"position": "table", "quiet_zone": False, "facing": None})["seats"][0]
_RTD_SEAT, _RTD_COACH = int(_RTD_SEATS["seat"]), _RTD_SEATS["coach"]

BRUSSELS = matches(r"brus|brux|BEBMI")

RAIL_CASES = [
    Case(
        id="d_rail_direct_search",
        domain="rail",
        category="direct",
        turns=[Turn(
            user="trains brussels to amsterdam tomorrow morning, 2 adults",
            calls=[ExpectCall("search_journeys", {"origin": BRUSSELS, "destination": matches(r"amsterdam|NLAMA"),
                                                  "date": date("2027-03-12"), "passengers": fields(adults=2)})],
            allow=["find_station", "get_railcards"],
            forbid=RAIL_ACT,
            answer_has=[said("06:52", "6:52", "08:52", "8:52", "10:52")],
        )],
        features=("strict", "nested", "date", "relative_date", "number_words", "8_tools"),
    ),
    Case(
        id="d_rail_polite_status",
        domain="rail",
        category="polite",
        turns=[Turn(
            user="Hello! Could you possibly check whether the EL 9316 is running on time this afternoon? "
                 "I'm collecting my mum off it at Brussels-Midi.",
            calls=[ExpectCall("get_train_status", {"trainNumber": matches(r"9316")})],
            forbid=RAIL_ACT,
            answer_has=[said("12 min", "12-minute", "twelve", "15:51", "3:51")],
        )],
        features=("8_tools",),
    ),
    Case(
        id="d_rail_indirect_meeting",
        domain="rail",
        category="indirect",
        turns=[Turn(
            user="I've got a meeting in Cologne on Tuesday at 11, right by the cathedral, and I still haven't "
                 "sorted out how I'm getting there from Brussels",
            calls=[ExpectCall("search_journeys", {"origin": BRUSSELS,
                                                  "destination": matches(r"cologne|k[oö]e?ln|keulen|DECGN"),
                                                  "date": date("2027-03-16")})],
            allow=["find_station", "get_railcards"],
            forbid=RAIL_ACT,
            answer_has=[said("08:25", "8:25", "06:25", "6:25")],
        )],
        features=("strict", "date", "relative_date", "8_tools"),
    ),
    Case(
        id="d_rail_multi_railcard_and_works",
        domain="rail",
        category="multi_intent",
        turns=[Turn(
            user="two things - what railcards have i got on my account, and is the EL 9305 on saturday still "
                 "running normally? someone said there's engineering works",
            calls=[ExpectCall("get_railcards"),
                   ExpectCall("get_train_status", {"trainNumber": matches(r"9305"), "date": date("2027-03-13")})],
            allow=["list_bookings"],
            forbid=RAIL_ACT,
            answer_has=[said("EuroLink 25"), said("engineering", "12 min", "12:56", "later")],
        )],
        features=("empty_params", "date", "relative_date", "8_tools"),
    ),
    Case(
        id="d_rail_no_tool_eu_rules",
        domain="rail",
        category="no_tool",
        turns=[Turn(
            user="Out of curiosity, how does delay compensation generally work for trains in the EU? "
                 "How late does a train have to be before you get anything back?",
            forbid=RAIL_ACT,
            answer_has=[said("25%", "25 %", "25 percent", "25 per cent", "a quarter"),
                        said("60 min", "60-min", "one hour", "an hour", "1 hour", "1-hour", "one-hour", "60+")],
        )],
        features=("8_tools",),
    ),
    Case(
        id="d_rail_underspecified_time",
        domain="rail",
        category="underspecified",
        turns=[Turn(
            user="book me a ticket to amsterdam on the 20th",
            clarify=True,
            allow=["search_journeys", "find_station", "get_railcards", "list_bookings"],
            forbid=RAIL_ACT,
        )],
        features=("date", "8_tools"),
    ),
    Case(
        id="d_rail_chained_compensation",
        domain="rail",
        category="chained",
        turns=[Turn(
            user="my train to cologne on monday was over an hour and a half late :( can you put in a compensation "
                 "claim for me? a voucher is fine",
            calls=[ExpectCall("list_bookings"),
                   ExpectCall("claim_delay_compensation", {"bookingRef": "ELR-H3M8D", "payout": "voucher"})],
            allow=["get_train_status"],
            forbid=others(RAIL_ACT, "claim_delay_compensation"),
            answer_has=[said_number(20.7)],
        )],
        features=("enum", "relative_date", "8_tools"),
    ),
    Case(
        id="d_rail_multi_turn_book_and_seat",
        domain="rail",
        category="multi_turn",
        turns=[
            Turn(
                user="any trains from antwerp to rotterdam this saturday afternoon? just me",
                calls=[ExpectCall("search_journeys", {"origin": matches(r"antw|anvers|BEANC"),
                                                      "destination": matches(r"rotterdam|NLRTD"),
                                                      "date": date("2027-03-13"), "passengers": fields(adults=1)})],
                allow=["find_station", "get_railcards"],
                forbid=RAIL_ACT,
                answer_has=[said("14:10", "2:10")],
            ),
            Turn(
                user="the 14:10 one please, saver, and put my railcard on it",
                calls=[ExpectCall("book_journey", {"journeyId": _RTD_JOURNEY, "fareType": "saver",
                                                   "railcardId": "RC-25-88314"})],
                allow=["get_railcards", "search_journeys"],
                forbid=others(RAIL_ACT, "book_journey"),
                answer_has=[said(_RTD_REF)],
            ),
            Turn(
                user="can you get me a seat at a table too?",
                calls=[ExpectCall("reserve_seats", {"booking_ref": _RTD_REF, "preferences": fields(position="table")})],
                forbid=others(RAIL_ACT, "reserve_seats"),
                answer_has=[said_number(_RTD_COACH), said_number(_RTD_SEAT)],
            ),
        ],
        features=("strict", "nested", "enum", "relative_date", "8_tools"),
    ),
    Case(
        id="d_rail_multi_turn_cancel",
        domain="rail",
        category="multi_turn",
        turns=[
            Turn(
                user="what trips have I got coming up?",
                calls=[ExpectCall("list_bookings")],
                forbid=RAIL_ACT,
                answer_has=[said("Amsterdam"), said("Paris")],
            ),
            Turn(
                user="cancel the paris one, plans have changed",
                calls=[ExpectCall("cancel_booking", {"bookingRef": "ELR-P4W6T"})],
                forbid=others(RAIL_ACT, "cancel_booking"),
                answer_has=[said_number(71.25)],
            ),
        ],
        features=("8_tools",),
    ),
]


# =============================================================================================
# Domain 2: solar — Helio Home monitoring (today: Monday 14 June 2027, 13:20 BST); ONE tool
# =============================================================================================

SOLAR_TODAY = _dt.date(2027, 6, 14)
SOLAR_HOUR = 13            # hours 0..12 of today are complete
SOLAR_INSTALLED = _dt.date(2025, 3, 2)
SOLAR_METRICS = ["solar_generation", "home_consumption", "grid_import", "grid_export", "battery_charge",
                 "battery_discharge", "battery_soc", "self_sufficiency"]
_SEASON = {1: .16, 2: .3, 3: .52, 4: .75, 5: .9, 6: 1.0, 7: .97, 8: .84, 9: .63, 10: .4, 11: .21, 12: .13}
_JUNE_2027 = {1: 24.1, 2: 27.8, 3: 19.5, 4: 31.2, 5: 29.9, 6: 22.4, 7: 26.3, 8: 18.7, 9: 30.5, 10: 34.6,
              11: 28.2, 12: 25.9, 13: 21.4, 14: 29.0}
_SOC_MIN = {_dt.date(2027, 6, 13): 31, _dt.date(2027, 6, 14): 22}
_GEN_WEIGHTS = {5: .2, 6: .8, 7: 2.0, 8: 3.8, 9: 5.8, 10: 7.6, 11: 9.0, 12: 9.6, 13: 10.4, 14: 9.8, 15: 8.9,
                16: 7.5, 17: 5.8, 18: 3.9, 19: 2.2, 20: .9, 21: .2}
_USE_WEIGHTS = {h: (0.5 if h < 6 else 1.2 if h < 9 else 0.8 if h < 17 else 1.6 if h < 22 else 0.8) for h in range(24)}
_CHARGE_WEIGHTS = {h: 1.0 for h in range(6, 17)}
_DISCHARGE_WEIGHTS = {h: 1.0 for h in list(range(0, 6)) + list(range(17, 24))}
_IMPORT_WEIGHTS = {h: 1.0 for h in range(0, 7)}
SOLAR_LIVE = {"solar_generation": 3.4, "home_consumption": 0.7, "grid_import": 0.0, "grid_export": 0.8,
              "battery_charge": 1.9, "battery_discharge": 0.0, "battery_soc": 79, "self_sufficiency": 100}


def _gen_full(d):
    if d.year == 2027 and d.month == 6 and d.day in _JUNE_2027:
        return _JUNE_2027[d.day]
    wobble = 0.55 + 0.45 * (_h("gen", d.isoformat()) % 1000) / 1000
    return round(34.0 * _SEASON[d.month] * wobble, 1)


def _spread(total, weights, hours):
    whole = sum(weights.values())
    return {h: round(total * weights.get(h, 0.0) / whole, 2) for h in hours}


def _day_metrics(d):
    """Energy figures of one day (today: the completed hours only)."""
    part = SOLAR_HOUR / 24 if d == SOLAR_TODAY else 1.0
    if d == SOLAR_TODAY:
        gen = round(sum(v for h, v in _spread(_gen_full(d), _GEN_WEIGHTS, range(24)).items() if h < SOLAR_HOUR), 1)
    else:
        gen = _gen_full(d)
    use = round((15 + 8 * (_h("use", d.isoformat()) % 1000) / 1000) * part, 1)
    direct = min(gen, use * 0.35)
    charge = min(9.0 * part, (gen - direct) * 0.5)
    discharge = charge * 0.9
    export = gen - direct - charge
    imp = max(0.2 * part, use - direct - discharge)
    out = {"solar_generation": gen, "home_consumption": use, "grid_import": round(imp, 1),
           "grid_export": round(export, 1), "battery_charge": round(charge, 1), "battery_discharge": round(discharge, 1)}
    out["self_sufficiency"] = round(100 * (1 - out["grid_import"] / use), 1) if use else 100.0
    return out


def _soc_min(d):
    return _SOC_MIN.get(d, 25 + _h("soc", d.isoformat()) % 20)


def _soc_cap(d):
    return min(100, round(40 + _gen_full(d) * 2.2))


def _soc(d, hour):
    low, cap = _soc_min(d), _soc_cap(d)
    if hour <= 5:
        prev = _soc_cap(d - _dt.timedelta(days=1))
        return round(prev - (prev - low) * (hour + 6) / 11)
    if hour <= 16:
        return round(low + (cap - low) * (hour - 6) / 10)
    if hour <= 18:
        return cap
    nxt = _soc_min(d + _dt.timedelta(days=1))
    return round(cap - (cap - nxt) * (hour - 18) / 11)


def _soc_hours(d):
    last = SOLAR_HOUR if d == SOLAR_TODAY else 23
    return {h: _soc(d, h) for h in range(last + 1)}


def _hourly(d, metric):
    hours = range(SOLAR_HOUR) if d == SOLAR_TODAY else range(24)
    if metric == "battery_soc":
        return _soc_hours(d)
    if metric == "solar_generation":
        return _spread(_gen_full(d), _GEN_WEIGHTS, hours)
    day = _day_metrics(d)
    if metric == "self_sufficiency":
        return {h: day["self_sufficiency"] for h in hours}
    weights = {"home_consumption": _USE_WEIGHTS, "grid_export": _GEN_WEIGHTS, "battery_charge": _CHARGE_WEIGHTS,
               "battery_discharge": _DISCHARGE_WEIGHTS, "grid_import": _IMPORT_WEIGHTS}[metric]
    part_weights = {h: w for h, w in weights.items() if h in hours} or {0: 1.0}
    return _spread(day[metric], part_weights, hours)


def _soc_summary(values):
    values = list(values)
    return {"min": min(values), "max": max(values), "average": round(sum(values) / len(values))}


def _totals(days, metrics):
    out = {}
    for metric in metrics:
        if metric == "battery_soc":
            out[metric] = _soc_summary(v for d in days for v in _soc_hours(d).values())
        elif metric == "self_sufficiency":
            imp = sum(_day_metrics(d)["grid_import"] for d in days)
            use = sum(_day_metrics(d)["home_consumption"] for d in days)
            out[metric] = round(100 * (1 - imp / use), 1) if use else 100.0
        else:
            out[metric] = round(sum(_day_metrics(d)[metric] for d in days), 1)
    return out


def _period_total(metric, start, end):
    days = [start + _dt.timedelta(days=i) for i in range((end - start).days + 1)]
    return _totals(days, [metric])[metric]


def get_energy_data(metrics, period=None, granularity=None):
    if isinstance(metrics, str):
        metrics = [metrics]
    if not isinstance(metrics, list) or not metrics:
        return {"error": "metrics must be a non-empty list."}
    wanted = [str(m).strip().lower() for m in metrics]
    bad = [m for m in wanted if m not in SOLAR_METRICS]
    if bad:
        return {"error": f"Unknown metric(s) {bad}; valid: {SOLAR_METRICS}."}
    units = {m: "%" if m in ("battery_soc", "self_sufficiency") else "kWh" for m in wanted}
    if period is None:
        return {"site": "Hollybank Cottage", "live": True, "as_of": "2027-06-14T13:20:00+01:00",
                "readings": {m: SOLAR_LIVE[m] for m in wanted},
                "units": {m: "%" if m in ("battery_soc", "self_sufficiency") else "kW" for m in wanted},
                "battery_state": "charging", "inverter_status": "normal"}
    if not isinstance(period, dict):
        return {"error": "period must be an object {from, to} or null for live readings."}
    start = _day(period.get("from", period.get("start")))
    end = _day(period.get("to", period.get("end")))
    if start is None or end is None:
        return {"error": "period.from and period.to must be dates (YYYY-MM-DD)."}
    if start > end:
        return {"error": "period.from is after period.to."}
    if start > SOLAR_TODAY:
        return {"error": "No data for future dates."}
    notes = []
    if end > SOLAR_TODAY:
        end = SOLAR_TODAY
        notes.append("Period cut at today.")
    if start < SOLAR_INSTALLED:
        start = SOLAR_INSTALLED
        notes.append("The system was installed on 2025-03-02; data starts then.")
    if start > end:
        return {"error": "No data in the requested period."}
    days = [start + _dt.timedelta(days=i) for i in range((end - start).days + 1)]
    gran = str(granularity).lower() if granularity else ("day" if len(days) <= 62 else "month")
    if gran not in ("hour", "day", "month"):
        return {"error": f"Unknown granularity {granularity!r}; use hour, day or month."}
    if gran == "hour" and len(days) > 31:
        return {"error": "Hourly data is limited to 31 days per request."}
    series = []
    if gran == "hour":
        for d in days:
            per = {m: _hourly(d, m) for m in wanted}
            hours = sorted(set().union(*[set(v) for v in per.values()]))
            for h in hours:
                row = {"time": f"{d.isoformat()}T{h:02d}:00"}
                row.update({m: per[m].get(h) for m in wanted})
                series.append(row)
    elif gran == "day":
        for d in days:
            row = {"date": d.isoformat()}
            row.update(_totals([d], wanted))
            series.append(row)
    else:
        months = sorted({(d.year, d.month) for d in days})
        for y, mo in months:
            row = {"month": f"{y}-{mo:02d}"}
            row.update(_totals([d for d in days if (d.year, d.month) == (y, mo)], wanted))
            series.append(row)
    if end == SOLAR_TODAY:
        notes.append("Today's figures cover 00:00–13:00 only.")
    out = {"site": "Hollybank Cottage", "period": {"from": start.isoformat(), "to": end.isoformat()},
           "granularity": gran, "units": units, "totals": _totals(days, wanted), "series": series}
    if notes:
        out["notes"] = notes
    return out


SOLAR_TOOLS = [
    ToolDef(
        "get_energy_data",
        "Energy data for the user's solar system. Pass `period: null` for the current live readings "
        "(power in kW, battery state of charge in %). Pass a period to get energy in kWh over those dates "
        "(inclusive), with totals and a series at the chosen granularity (hourly data: at most 31 days). "
        "battery_soc over a period is reported as min / max / average %.",
        {
            "type": "object",
            "$defs": {
                "DateRange": {
                    "type": "object",
                    "properties": {
                        "from": {"type": "string", "description": "First day, YYYY-MM-DD"},
                        "to": {"type": "string", "description": "Last day, YYYY-MM-DD (inclusive)"},
                    },
                    "required": ["from", "to"],
                    "additionalProperties": False,
                },
            },
            "properties": {
                "metrics": {"type": "array", "items": {"type": "string", "enum": SOLAR_METRICS}},
                "period": {"anyOf": [{"$ref": "#/$defs/DateRange"}, {"type": "null"}],
                           "description": "Date range, or null for live readings"},
                "granularity": {"type": ["string", "null"], "enum": ["hour", "day", "month", None],
                                "description": "Series resolution; null picks day (or month for long ranges)"},
            },
            "required": ["metrics", "period", "granularity"],
            "additionalProperties": False,
        },
        get_energy_data,
        strict=True,
    ),
]

SOLAR = Domain(
    name="solar",
    tools=SOLAR_TOOLS,
    instructions=(
        "You are the assistant in the Helio Home energy app. Today is Monday 14 June 2027 and it is 13:20 (BST). "
        "The user is Ruth Malhotra. Her system at Hollybank Cottage, near Stroud in Gloucestershire (UK), has a "
        "6.4 kWp rooftop array (16 × 400 W panels), a 5 kW hybrid inverter and a 9.5 kWh home battery; it was "
        "installed on 2 March 2025, so data starts then. Energy is in kWh, live power in kW and the battery's state "
        "of charge in %. Answer from the system's data, never from guesses."
    ),
)

_YESTERDAY_GEN = _period_total("solar_generation", _dt.date(2027, 6, 13), _dt.date(2027, 6, 13))
_MAY_EXPORT = _period_total("grid_export", _dt.date(2027, 5, 1), _dt.date(2027, 5, 31))
_WEEKEND_IMPORT = _period_total("grid_import", _dt.date(2027, 6, 12), _dt.date(2027, 6, 13))
_MAY27_GEN = _period_total("solar_generation", _dt.date(2027, 5, 1), _dt.date(2027, 5, 31))
_MAY26_GEN = _period_total("solar_generation", _dt.date(2026, 5, 1), _dt.date(2026, 5, 31))
_OVERNIGHT_MIN = min(list(_soc_hours(_dt.date(2027, 6, 13)).values()) + list(_soc_hours(SOLAR_TODAY).values()))

LIVE = null_or_absent()

SOLAR_CASES = [
    Case(
        id="d_solar_direct_yesterday",
        domain="solar",
        category="direct",
        turns=[Turn(
            user="how much did my panels generate yesterday",
            calls=[ExpectCall("get_energy_data", {"metrics": has_items("solar_generation"),
                                                  "period": fields(**{"from": date("2027-06-13"), "to": date("2027-06-13")})})],
            answer_has=[kwh(_YESTERDAY_GEN)],
        )],
        features=("one_tool", "strict", "ref", "nullable_anyof", "array", "enum", "relative_date"),
    ),
    Case(
        id="d_solar_polite_export",
        domain="solar",
        category="polite",
        turns=[Turn(
            user="Could you tell me how much electricity we exported to the grid last month, please?",
            calls=[ExpectCall("get_energy_data", {"metrics": has_items("grid_export"),
                                                  "period": fields(**{"from": date("2027-05-01"), "to": date("2027-05-31")})})],
            answer_has=[kwh(_MAY_EXPORT)],
        )],
        features=("one_tool", "strict", "ref", "array", "relative_date"),
    ),
    Case(
        id="d_solar_indirect_dishwasher",
        domain="solar",
        category="indirect",
        turns=[Turn(
            user="lovely sunny afternoon here - I'm thinking of putting the dishwasher and a wash on. "
                 "good time, or am I going to end up pulling from the grid?",
            calls=[ExpectCall("get_energy_data", {"period": LIVE})],
            answer_has=[either(said_number(3.4), said_number(0.8), said_number(1.9), said_number(79), said_number(0.7))],
        )],
        features=("one_tool", "strict", "nullable_anyof"),
    ),
    Case(
        id="d_solar_multi_battery_and_weekend",
        domain="solar",
        category="multi_intent",
        turns=[Turn(
            user="what's the battery at right now, and how much did we pull from the grid over the weekend?",
            calls=[ExpectCall("get_energy_data", {"metrics": has_items("battery_soc"), "period": LIVE}),
                   ExpectCall("get_energy_data", {"metrics": has_items("grid_import"),
                                                  "period": fields(**{"from": date("2027-06-12"), "to": date("2027-06-13")})})],
            answer_has=[said_number(79), kwh(_WEEKEND_IMPORT)],
        )],
        features=("one_tool", "strict", "nullable_anyof", "ref", "array", "relative_date"),
    ),
    Case(
        id="d_solar_no_tool_kw_kwh",
        domain="solar",
        category="no_tool",
        turns=[Turn(
            user="silly question but what's actually the difference between kW and kWh? the app shows both and "
                 "I never know which is which",
            forbid=["get_energy_data"],
            answer_has=[said("power"), said("energy")],
        )],
        features=("one_tool",),
    ),
    Case(
        id="d_solar_underspecified_holiday",
        domain="solar",
        category="underspecified",
        turns=[Turn(
            user="how much did the panels make while we were away on holiday? trying to work out whether it's "
                 "worth leaving the battery in eco mode next time",
            clarify=True,
            forbid=["get_energy_data"],
        )],
        features=("one_tool",),
    ),
    Case(
        id="d_solar_chained_best_day",
        domain="solar",
        category="chained",
        turns=[Turn(
            user="which day last week did the panels do best, and how was the generation spread over the hours "
                 "on that day?",
            calls=[ExpectCall("get_energy_data", {"metrics": has_items("solar_generation"),
                                                  "period": fields(**{"from": date_between("2027-06-06", "2027-06-07"),
                                                                      "to": date_between("2027-06-13", "2027-06-14")})}),
                   ExpectCall("get_energy_data", {"metrics": has_items("solar_generation"),
                                                  "period": fields(**{"from": date("2027-06-10"), "to": date("2027-06-10")}),
                                                  "granularity": "hour"})],
            answer_has=[said("10 June", "June 10", "10th", "Thursday", "06-10"),
                        said("13:00", "1pm", "1 pm", "1:00 pm", "1:00pm", "1 p.m.", "13h")],
        )],
        features=("one_tool", "strict", "ref", "enum", "relative_date"),
    ),
    Case(
        id="d_solar_multi_turn_may",
        domain="solar",
        category="multi_turn",
        turns=[
            Turn(
                user="how much did we generate in may?",
                calls=[ExpectCall("get_energy_data", {"metrics": has_items("solar_generation"),
                                                      "period": fields(**{"from": date("2027-05-01"), "to": date("2027-05-31")})})],
                answer_has=[kwh(_MAY27_GEN)],
            ),
            Turn(
                user="and how does that compare with may last year?",
                calls=[ExpectCall("get_energy_data", {"metrics": has_items("solar_generation"),
                                                      "period": fields(**{"from": date("2026-05-01"), "to": date("2026-05-31")})})],
                answer_has=[kwh(_MAY26_GEN)],
            ),
        ],
        features=("one_tool", "strict", "ref", "relative_date"),
    ),
    Case(
        id="d_solar_multi_turn_overnight",
        domain="solar",
        category="multi_turn",
        turns=[
            Turn(
                user="what's the battery on at the moment?",
                calls=[ExpectCall("get_energy_data", {"metrics": has_items("battery_soc"), "period": LIVE})],
                answer_has=[said_number(79)],
            ),
            Turn(
                user="and how low did it get overnight?",
                calls=[ExpectCall("get_energy_data", {"metrics": has_items("battery_soc"),
                                                      "period": fields(**{"from": date_between("2027-06-13", "2027-06-14"),
                                                                          "to": date("2027-06-14")})})],
                answer_has=[said_number(_OVERNIGHT_MIN)],
            ),
        ],
        features=("one_tool", "strict", "nullable_anyof", "ref", "relative_date"),
    ),
]


# =============================================================================================
# Domain 3: wedding — Vowly vendor marketplace (today: Saturday 6 February 2027)
# =============================================================================================

WEDDING_TODAY = _dt.date(2027, 2, 6)
WEDDING_DATE = "2027-09-18"
VENDOR_CATEGORIES = ["venue", "caterer", "photographer", "florist", "band", "dj", "cake", "hair_makeup"]
AREA_WORDS = ["cotswold", "cirencester", "gloucester", "stroud", "tetbury", "bibury", "barnsley", "winchcombe",
              "cheltenham", "burford", "uk", "england", "gl7"]


def _vendor(vid, name, category, town, rating, reviews, price_from, unit, packages, booked=(), capacity=None, blurb=""):
    return {"vendor_id": vid, "name": name, "category": category, "town": town, "rating": rating,
            "review_count": reviews, "price_from": price_from, "price_unit": unit, "capacity": capacity,
            "booked_dates": list(booked), "packages": packages, "about": blurb}


def _pkg(pid, name, price, includes):
    return {"package_id": pid, "name": name, "price": price, "includes": includes}


VENDORS = {v["vendor_id"]: v for v in [
    _vendor("V-201", "Barnsley Tithe Barn", "venue", "Barnsley, near Cirencester", 4.9, 212, 8500, "per event",
            [_pkg("PKG-201-EVE", "Evening reception only", 5200, "Barn from 18:00, bar staff, dance floor"),
             _pkg("PKG-201-FULL", "Full day (ceremony, wedding breakfast, evening)", 9800,
                  "Exclusive use 11:00–midnight, ceremony licence, tables and chairs, coordinator"),
             _pkg("PKG-201-WKD", "Weekend exclusive", 14500, "Friday to Sunday, 12 bedrooms in the farmhouse")],
            booked=["2027-08-21", "2027-09-25"], capacity=150,
            blurb="17th-century Cotswold stone tithe barn with a walled garden; ceremonies indoors or on the lawn."),
    _vendor("V-202", "The Old Mill at Bibury", "venue", "Bibury", 4.6, 98, 7200, "per event",
            [_pkg("PKG-202-DAY", "Riverside day package", 7600, "Ceremony by the mill race, reception for up to 100")],
            capacity=100, blurb="Converted watermill on the River Coln."),
    _vendor("V-203", "Cirencester Orangery", "venue", "Cirencester", 4.7, 143, 11000, "per event",
            [_pkg("PKG-203-DAY", "Ceremony and reception", 11000, "Orangery and gardens 12:00–midnight, in-house bar"),
             _pkg("PKG-203-TER", "Terrace drinks reception add-on", 950, "Private terrace for drinks and canapés")],
            capacity=130, blurb="Georgian glasshouse in landscaped gardens, with a south-facing terrace."),
    _vendor("V-204", "Sudeley Long Barn", "venue", "Winchcombe", 4.5, 61, 13500, "per event",
            [_pkg("PKG-204-DAY", "Estate wedding", 13500, "Long Barn and castle gardens")],
            booked=["2027-09-18"], capacity=180, blurb="Estate barn with views of the castle."),
    _vendor("C-310", "Fig & Thyme Catering", "caterer", "Stroud", 4.9, 187, 57, "per head",
            [_pkg("PKG-310-3C", "Three-course wedding breakfast", 57, "Canapés, three courses, evening bites")]),
    _vendor("C-311", "Smoke & Oak BBQ", "caterer", "Cheltenham", 4.6, 75, 38, "per head",
            [_pkg("PKG-311-FEAST", "Sharing feast", 38, "Slow-cooked meats, sides, vegan options")]),
    _vendor("C-312", "The Cotswold Kitchen", "caterer", "Cirencester", 4.7, 120, 44, "per head",
            [_pkg("PKG-312-BUF", "Seasonal buffet", 44, "Local produce buffet, dessert table")]),
    _vendor("C-313", "Harvest Table Co.", "caterer", "Tetbury", 4.8, 96, 52, "per head",
            [_pkg("PKG-313-FAM", "Family-style dining", 52, "Sharing platters, three courses")]),
    _vendor("P-420", "Lens & Lace Photography", "photographer", "Cirencester", 4.9, 233, 2400, "per event",
            [_pkg("PKG-420-FULL", "Full day coverage", 2400, "10 hours, two photographers, online gallery")]),
    _vendor("P-421", "Maya Holt Photography", "photographer", "Stroud", 4.8, 141, 1850, "per event",
            [_pkg("PKG-421-DAY", "Prep to first dance", 1850, "8 hours, 500+ edited images"),
             _pkg("PKG-421-ALB", "Day plus album", 2300, "8 hours and a 30-page linen album")]),
    _vendor("P-422", "Golden Hour Studio", "photographer", "Cheltenham", 4.5, 58, 1650, "per event",
            [_pkg("PKG-422-DAY", "Day coverage", 1650, "7 hours, online gallery")], booked=["2027-09-18"]),
    _vendor("P-423", "Tom Ashby Weddings", "photographer", "Burford", 4.7, 110, 2200, "per event",
            [_pkg("PKG-423-DAY", "Documentary day", 2200, "9 hours, drone shots")]),
    _vendor("F-501", "Bloom & Bough Florals", "florist", "Tetbury", 4.8, 88, 1200, "per event",
            [_pkg("PKG-501-STD", "Bridal party and tables", 1200, "Bouquets, buttonholes, 12 centrepieces")],
            booked=["2027-09-18"]),
    _vendor("F-502", "Wildflower & Twine", "florist", "Cirencester", 4.7, 64, 1400, "per event",
            [_pkg("PKG-502-MEADOW", "Meadow style", 1400, "Seasonal British flowers, arch")]),
    _vendor("B-601", "The Honeybees", "band", "Cheltenham", 4.8, 77, 2900, "per event",
            [_pkg("PKG-601-2x60", "Two 60-minute sets", 2900, "5-piece band, DJ playlist between sets")]),
    _vendor("D-701", "DJ Sam Kerr", "dj", "Stroud", 4.6, 52, 850, "per event",
            [_pkg("PKG-701-EVE", "Evening DJ", 850, "19:00–midnight, lighting")]),
    _vendor("K-801", "Crumb & Co Cakes", "cake", "Cirencester", 4.9, 130, 480, "per event",
            [_pkg("PKG-801-3T", "Three-tier cake", 480, "Serves 120")]),
    _vendor("H-901", "Glow Bridal", "hair_makeup", "Cirencester", 4.7, 84, 650, "per event",
            [_pkg("PKG-901-BP", "Bride and three bridesmaids", 650, "Trial included")]),
]}

QUOTES = [
    {"quote_id": "Q-3099", "vendor_id": "F-501", "vendor": "Bloom & Bough Florals", "category": "florist",
     "status": "declined", "requested_on": "2027-01-12", "note": "Vendor is fully booked on 18 September 2027."},
    {"quote_id": "Q-3108", "vendor_id": "V-202", "vendor": "The Old Mill at Bibury", "category": "venue",
     "status": "received", "requested_on": "2027-01-15", "received_on": "2027-01-19", "guest_count": 95,
     "amount": 7600, "currency": "GBP", "deposit_percent": 25, "valid_until": "2027-02-28",
     "details": "Riverside day package for up to 100 guests."},
    {"quote_id": "Q-3121", "vendor_id": "C-310", "vendor": "Fig & Thyme Catering", "category": "caterer",
     "status": "received", "requested_on": "2027-01-24", "received_on": "2027-01-27", "guest_count": 110,
     "amount": 6270, "currency": "GBP", "deposit_percent": 20, "valid_until": "2027-03-15",
     "details": "Three-course wedding breakfast at £57 per head for 110 guests."},
    {"quote_id": "Q-3125", "vendor_id": "P-420", "vendor": "Lens & Lace Photography", "category": "photographer",
     "status": "pending", "requested_on": "2027-02-01", "guest_count": 110,
     "note": "Waiting for the vendor to reply (usually within 3 working days)."},
]

GUESTS = [
    ("G-101", "Lucia Rossi", "elena", "yes", False, []),
    ("G-102", "Franco Rossi", "elena", "yes", False, []),
    ("G-103", "Sofia Rossi", "elena", "yes", False, ["vegetarian"]),
    ("G-104", "Hannah Clarke", "elena", "awaiting", True, []),
    ("G-105", "Nadia Hussain", "elena", "yes", False, ["halal"]),
    ("G-106", "Beth Morgan", "elena", "no", False, []),
    ("G-107", "Chloe Evans", "elena", "awaiting", False, ["gluten_free"]),
    ("G-108", "Marco Bianchi", "elena", "awaiting", True, []),
    ("G-201", "Diane Webb", "marcus", "yes", False, []),
    ("G-202", "Peter Webb", "marcus", "yes", False, []),
    ("G-203", "Olly Webb", "marcus", "yes", False, ["vegan"]),
    ("G-204", "Sam Okoro", "marcus", "awaiting", True, []),
    ("G-205", "Jack Turner", "marcus", "yes", False, []),
    ("G-206", "Ben Hargreaves", "marcus", "awaiting", False, ["nut_allergy"]),
    ("G-207", "Tom Fisher", "marcus", "no", False, []),
    ("G-208", "Rachel Kent", "marcus", "awaiting", False, []),
    ("G-301", "Amelia Price", "shared", "yes", False, []),
    ("G-302", "Josh Price", "shared", "yes", False, []),
    ("G-303", "Grace Lin", "shared", "awaiting", False, ["vegetarian"]),
]
DIETARY = ["none", "vegetarian", "vegan", "gluten_free", "dairy_free", "nut_allergy", "halal", "kosher"]


def _guest_row(g):
    gid, name, side, rsvp, plus_one, dietary = g
    return {"guest_id": gid, "full_name": name, "side": side, "rsvp": rsvp, "plus_one": plus_one, "dietary": dietary}


def _in_area(location):
    if not location:
        return True
    text = _fold(location)
    return any(w in text for w in AREA_WORDS)


def _public(v, event_date=None):
    row = {k: v[k] for k in ("vendor_id", "name", "category", "town", "rating", "review_count", "price_from", "price_unit")}
    if v["capacity"]:
        row["capacity"] = v["capacity"]
    if event_date:
        row["available_on_date"] = event_date.isoformat() not in v["booked_dates"]
    return row


def search_vendors(category, location=None, event_date=None, guest_count=None, max_price=None, query=None, sort="rating"):
    cat = _fold(category).replace(" ", "_")
    cat = {"venues": "venue", "caterers": "caterer", "catering": "caterer", "photographers": "photographer",
           "photography": "photographer", "florists": "florist", "flowers": "florist", "bands": "band", "djs": "dj",
           "cakes": "cake", "makeup": "hair_makeup", "hair": "hair_makeup"}.get(cat, cat)
    if cat not in VENDOR_CATEGORIES:
        return {"error": f"Unknown category {category!r}; use one of {VENDOR_CATEGORIES}."}
    day = None
    if event_date:
        day = _day(event_date)
        if day is None:
            return {"error": f"Invalid event_date {event_date!r}; use YYYY-MM-DD."}
    if not _in_area(location):
        return {"category": cat, "location": location, "results": [],
                "message": "Vowly currently lists vendors in the Cotswolds and Gloucestershire only."}
    rows = [v for v in VENDORS.values() if v["category"] == cat]
    if guest_count and cat == "venue":
        rows = [v for v in rows if v["capacity"] >= int(guest_count)]
    if max_price is not None:
        rows = [v for v in rows if v["price_from"] <= float(max_price)]
    if day:
        rows = [v for v in rows if day.isoformat() not in v["booked_dates"]]
    if query:
        q = _fold(query)
        rows = [v for v in rows if q in _fold(v["name"]) or q in _fold(v["town"])]
    order = _fold(sort or "rating")
    if order == "price low":
        rows.sort(key=lambda v: v["price_from"])
    elif order == "price high":
        rows.sort(key=lambda v: -v["price_from"])
    else:
        rows.sort(key=lambda v: -v["rating"])
    return {"category": cat, "count": len(rows), "results": [_public(v, day) for v in rows],
            "price_note": "price_from is per head for caterers, per event otherwise (GBP)."}


def get_vendor(vendor_id):
    v = VENDORS.get(str(vendor_id or "").strip().upper())
    if v is None:
        return {"error": f"Unknown vendor_id {vendor_id!r}; use search_vendors to find vendor ids."}
    out = _public(v)
    out.update({"about": v["about"], "packages": v["packages"],
                "available_on_your_date": WEDDING_DATE not in v["booked_dates"],
                "typical_reply_time": "2–3 working days",
                "review_highlights": ["Incredibly organised on the day", "Worth every penny"]})
    return out


def request_quote(vendor_id, package_id, event_date, guest_count, message):
    v = VENDORS.get(str(vendor_id or "").strip().upper())
    if v is None:
        return {"error": f"Unknown vendor_id {vendor_id!r}."}
    pkg = None
    if package_id:
        pkg = next((p for p in v["packages"] if p["package_id"] == str(package_id).strip().upper()), None)
        if pkg is None:
            return {"error": f"Package {package_id!r} doesn't belong to {v['name']}."}
    day = _day(event_date)
    if day is None:
        return {"error": f"Invalid event_date {event_date!r}; use YYYY-MM-DD."}
    if day <= WEDDING_TODAY:
        return {"error": "The event date must be in the future."}
    if day.isoformat() in v["booked_dates"]:
        return {"error": f"{v['name']} is not available on {day.isoformat()}."}
    count = int(guest_count or 0)
    if count < 1:
        return {"error": "guest_count must be at least 1."}
    if v["capacity"] and count > v["capacity"]:
        return {"error": f"{v['name']} holds at most {v['capacity']} guests."}
    return {"quote_id": f"Q-{3130 + _h(v['vendor_id'], package_id, day, count) % 60}", "status": "pending",
            "vendor": v["name"], "package": pkg["name"] if pkg else None, "event_date": day.isoformat(),
            "guest_count": count, "message_sent": message or "",
            "expected_reply_by": "2027-02-11"}


def list_quotes(status="all"):
    wanted = _fold(status or "all")
    if wanted not in ("all", "pending", "received", "accepted", "declined"):
        return {"error": f"Unknown status {status!r}."}
    rows = [q for q in QUOTES if wanted == "all" or q["status"] == wanted]
    return {"count": len(rows), "quotes": rows}


def accept_quote(quote_id, deposit_method="card_on_file"):
    q = next((q for q in QUOTES if q["quote_id"] == str(quote_id or "").strip().upper()), None)
    if q is None:
        return {"error": f"Unknown quote_id {quote_id!r}."}
    if q["status"] != "received":
        return {"error": f"Quote {q['quote_id']} is {q['status']} and can't be accepted."}
    method = _fold(deposit_method or "card_on_file").replace(" ", "_")
    if method not in ("card_on_file", "bank_transfer"):
        return {"error": f"Unknown deposit_method {deposit_method!r}."}
    deposit = _money(q["amount"] * q["deposit_percent"] / 100)
    return {"quote_id": q["quote_id"], "vendor": q["vendor"], "status": "accepted", "total": q["amount"],
            "deposit": deposit, "currency": "GBP", "deposit_method": method,
            "balance_due": _money(q["amount"] - deposit), "balance_due_by": "2027-08-18",
            "contract": "Sent to elena.rossi@postbox.co.uk for e-signature."}


def get_guest_list(rsvp="all", side="all"):
    r, s = _fold(rsvp or "all"), _fold(side or "all")
    r = {"attending": "yes", "accepted": "yes", "declined": "no", "pending": "awaiting", "no reply": "awaiting"}.get(r, r)
    if r not in ("all", "yes", "no", "awaiting"):
        return {"error": f"Unknown rsvp filter {rsvp!r}."}
    if s not in ("all", "elena", "marcus", "shared"):
        return {"error": f"Unknown side {side!r}; use elena, marcus, shared or all."}
    rows = [_guest_row(g) for g in GUESTS if (r == "all" or g[3] == r) and (s == "all" or g[2] == s)]
    counts = {k: sum(1 for g in rows if g["rsvp"] == k) for k in ("yes", "no", "awaiting")}
    counts["total"] = len(rows)
    return {"filters": {"rsvp": r, "side": s}, "counts": counts, "guests": rows}


def add_guests(guests):
    if not isinstance(guests, list) or not guests:
        return {"error": "guests must be a non-empty list."}
    added = []
    for g in guests:
        if not isinstance(g, dict) or not str(g.get("full_name") or "").strip():
            return {"error": "Every guest needs a full_name."}
        side = _fold(g.get("side") or "shared")
        if side not in ("elena", "marcus", "shared"):
            return {"error": f"Unknown side {g.get('side')!r}."}
        dietary = [str(x).lower() for x in (g.get("dietary") or [])]
        bad = [x for x in dietary if x not in DIETARY]
        if bad:
            return {"error": f"Unknown dietary value(s) {bad}; use {DIETARY}."}
        added.append({"guest_id": f"G-{400 + _h(g['full_name']) % 500}", "full_name": g["full_name"].strip(),
                      "side": side, "plus_one": bool(g.get("plus_one")), "email": g.get("email"),
                      "dietary": [x for x in dietary if x != "none"], "rsvp": "awaiting"})
    heads = sum(2 if a["plus_one"] else 1 for a in added)
    return {"added": added, "guest_list_size": len(GUESTS) + len(added),
            "headcount_invited": len(GUESTS) + sum(1 for g in GUESTS if g[4]) + heads}


WEDDING_TOOLS = [
    ToolDef("search_vendors",
            "Search wedding vendors. Results are sorted by rating unless `sort` says otherwise. `max_price` filters "
            "on the vendor's starting price in GBP — per head for caterers, per event for everyone else. Pass "
            "`event_date` to see only vendors free that day and `guest_count` to see only venues big enough.",
            {"type": "object",
             "properties": {
                 "category": {"type": "string", "enum": VENDOR_CATEGORIES},
                 "location": {"type": "string", "description": "Town or area"},
                 "event_date": {"type": "string", "description": "YYYY-MM-DD"},
                 "guest_count": {"type": "integer", "minimum": 1},
                 "max_price": {"type": "number"},
                 "query": {"type": "string", "description": "Free text matched against vendor names"},
                 "sort": {"type": "string", "enum": ["rating", "price_low", "price_high"]},
             },
             "required": ["category"]},
            search_vendors),
    ToolDef("get_vendor", "Vendor profile with packages (ids and prices), availability on the couple's date and reviews.",
            {"type": "object", "properties": {"vendor_id": {"type": "string"}}, "required": ["vendor_id"]},
            get_vendor),
    ToolDef("request_quote", "Send a quote request to a vendor through Vowly.",
            {"type": "object",
             "properties": {
                 "vendor_id": {"type": "string"},
                 "package_id": {"type": ["string", "null"], "description": "Package from get_vendor, or null"},
                 "event_date": {"type": "string", "description": "YYYY-MM-DD"},
                 "guest_count": {"type": "integer"},
                 "message": {"type": ["string", "null"], "description": "Note to the vendor"},
             },
             "required": ["vendor_id", "package_id", "event_date", "guest_count", "message"],
             "additionalProperties": False},
            request_quote, act=True, strict=True),
    ToolDef("list_quotes", "Quotes the couple has requested, with their status and amounts.",
            {"type": "object",
             "properties": {"status": {"type": "string", "enum": ["all", "pending", "received", "accepted", "declined"]}}},
            list_quotes),
    ToolDef("accept_quote", "Accept a received quote. This books the vendor and pays the deposit.",
            {"type": "object",
             "properties": {"quote_id": {"type": "string"},
                            "deposit_method": {"type": "string", "enum": ["card_on_file", "bank_transfer"]}},
             "required": ["quote_id"]},
            accept_quote, act=True),
    ToolDef("get_guest_list", "Guest list with RSVP status, filterable.",
            {"type": "object",
             "properties": {"rsvp": {"type": "string", "enum": ["all", "yes", "no", "awaiting"]},
                            "side": {"type": "string", "enum": ["all", "elena", "marcus", "shared"]}}},
            get_guest_list),
    ToolDef("add_guests", "Add one or more guests to the guest list (RSVP starts as 'awaiting').",
            {"type": "object",
             "$defs": {
                 "Guest": {
                     "type": "object",
                     "properties": {
                         "full_name": {"type": "string"},
                         "email": {"type": ["string", "null"]},
                         "side": {"type": "string", "enum": ["elena", "marcus", "shared"]},
                         "plus_one": {"type": "boolean"},
                         "dietary": {"type": "array", "items": {"type": "string", "enum": DIETARY}},
                     },
                     "required": ["full_name", "email", "side", "plus_one", "dietary"],
                     "additionalProperties": False,
                 },
             },
             "properties": {"guests": {"type": "array", "items": {"$ref": "#/$defs/Guest"}}},
             "required": ["guests"],
             "additionalProperties": False},
            add_guests, act=True, strict=True),
]

WEDDING_ACT = ["request_quote", "accept_quote", "add_guests"]

WEDDING = Domain(
    name="wedding",
    tools=WEDDING_TOOLS,
    instructions=(
        "You are the planning assistant in Vowly, a wedding vendor marketplace. Today is Saturday 6 February 2027. "
        "The user is Elena Rossi, who is marrying Marcus Webb on Saturday 18 September 2027 in the Cotswolds "
        "(they live in Cirencester). They expect about 110 guests and have a total budget of £28,000; prices are "
        "in GBP. On the guest list, 'side' is 'elena', 'marcus' or 'shared'. Quotes are requested and accepted "
        "through the app; accepting a quote books the vendor and pays its deposit."
    ),
)

_YES_COUNT = sum(1 for g in GUESTS if g[3] == "yes")

WEDDING_CASES = [
    Case(
        id="d_wedding_direct_photographers",
        domain="wedding",
        category="direct",
        turns=[Turn(
            user="find photographers in the cotswolds who are free on our date, under £2,000",
            calls=[ExpectCall("search_vendors", {"category": "photographer", "event_date": date(WEDDING_DATE),
                                                 "max_price": between(1999, 2000)})],
            allow=["get_vendor"],
            forbid=WEDDING_ACT,
            answer_has=[said("Maya Holt")],
        )],
        features=("enum", "number", "date"),
    ),
    Case(
        id="d_wedding_polite_add_guests",
        domain="wedding",
        category="polite",
        turns=[Turn(
            user="Would you mind adding my aunt Rosa Bianchi and her husband Paolo to the guest list? "
                 "They're both on my side, and Rosa is vegetarian.",
            calls=[ExpectCall("add_guests", {"guests": items(
                fields(full_name=contains("Rosa", "Bianchi"), side="elena", dietary=has_items("vegetarian")),
                fields(full_name=contains("Paolo"), side="elena"))})],
            allow=["get_guest_list"],
            forbid=others(WEDDING_ACT, "add_guests"),
            answer_has=[said("Rosa"), said("Paolo")],
        )],
        features=("strict", "ref", "array", "nested", "enum", "person"),
    ),
    Case(
        id="d_wedding_indirect_caterer_budget",
        domain="wedding",
        category="indirect",
        turns=[Turn(
            user="we still have nobody doing the food and the caterer we liked is way over what we want to spend, "
                 "I'd want to keep it to about £45 a head",
            calls=[ExpectCall("search_vendors", {"category": "caterer"})],
            allow=["get_vendor", "list_quotes"],
            forbid=WEDDING_ACT,
            answer_has=[said("Smoke & Oak", "Smoke and Oak", "Cotswold Kitchen")],
        )],
        features=("enum", "number"),
    ),
    Case(
        id="d_wedding_multi_rsvp_and_photographer",
        domain="wedding",
        category="multi_intent",
        turns=[Turn(
            user="how many people have said yes so far? and has the photographer got back to us with a quote yet?",
            calls=[ExpectCall("get_guest_list"), ExpectCall("list_quotes")],
            forbid=WEDDING_ACT,
            answer_has=[said_number(_YES_COUNT),
                        said("pending", "not yet", "hasn't", "has not", "still waiting", "awaiting", "waiting")],
        )],
        features=("enum",),
    ),
    Case(
        id="d_wedding_no_tool_invitations",
        domain="wedding",
        category="no_tool",
        turns=[Turn(
            user="what's the usual etiquette for timing - how far ahead do save-the-dates go out compared to "
                 "the actual invitations?",
            forbid=WEDDING_ACT,
            answer_has=[matches(r"(6|six)\s*(-|–|—|to)\s*(8|eight)\s*weeks|(8|eight) weeks|(2|two) months")],
        )],
    ),
    Case(
        id="d_wedding_underspecified_accept",
        domain="wedding",
        category="underspecified",
        turns=[Turn(
            user="we've made our minds up, go ahead and accept the quote 😊",
            clarify=True,
            allow=["list_quotes", "get_vendor"],
            forbid=WEDDING_ACT,
        )],
    ),
    Case(
        id="d_wedding_chained_package_quote",
        domain="wedding",
        category="chained",
        turns=[Turn(
            user="can you ask Barnsley Tithe Barn for a quote on their full-day package? 110 guests, our date",
            calls=[ExpectCall("request_quote", {"vendor_id": "V-201", "package_id": "PKG-201-FULL",
                                                "event_date": date(WEDDING_DATE), "guest_count": 110})],
            allow=["search_vendors", "get_vendor"],
            forbid=others(WEDDING_ACT, "request_quote"),
            answer_has=[said("Q-3")],
        )],
        features=("strict", "date"),
    ),
    Case(
        id="d_wedding_multi_turn_venue",
        domain="wedding",
        category="multi_turn",
        turns=[
            Turn(
                user="show me venues near cirencester that can take 110 people",
                calls=[ExpectCall("search_vendors", {"category": "venue"})],
                allow=["get_vendor"],
                forbid=WEDDING_ACT,
                answer_has=[said("Barnsley Tithe Barn"), said("Orangery")],
            ),
            Turn(
                user="tell me a bit more about the second one",
                calls=[ExpectCall("get_vendor", {"vendor_id": "V-203"})],
                forbid=WEDDING_ACT,
                answer_has=[said("terrace", "Terrace", "11,000", "11000", "Georgian")],
            ),
            Turn(
                user="ok ask them for a quote, same numbers, and mention we'd love to use the terrace for drinks",
                calls=[ExpectCall("request_quote", {"vendor_id": "V-203", "guest_count": 110,
                                                    "event_date": date(WEDDING_DATE), "message": contains("terrace")})],
                allow=["get_vendor"],
                forbid=others(WEDDING_ACT, "request_quote"),
            ),
        ],
        features=("strict", "nullable_anyof", "date"),
    ),
    Case(
        id="d_wedding_multi_turn_guests",
        domain="wedding",
        category="multi_turn",
        turns=[
            Turn(
                user="who on marcus's side still hasn't rsvp'd?",
                calls=[ExpectCall("get_guest_list")],
                forbid=WEDDING_ACT,
                answer_has=[said("Sam Okoro"), said("Ben Hargreaves"), said("Rachel Kent")],
            ),
            Turn(
                user="add his uncle Ray Webb and Ray's wife Denise as well please, no dietary stuff for either",
                calls=[ExpectCall("add_guests", {"guests": items(
                    fields(full_name=contains("Ray", "Webb"), side="marcus"),
                    fields(full_name=contains("Denise"), side="marcus"))})],
                forbid=others(WEDDING_ACT, "add_guests"),
                answer_has=[said("Ray"), said("Denise")],
            ),
        ],
        features=("strict", "ref", "array", "nested", "enum", "person"),
    ),
]


# =============================================================================================
# Domain 4: nursery — Little Acorns Day Nursery parent app (today: Tuesday 5 October 2027, 07:05)
# =============================================================================================

NURSERY_TODAY = _dt.date(2027, 10, 5)
CHILDREN = {
    "CH-2231": {"name": "Zara Rahman", "first": "zara", "room": "oak", "regular": {0: "full_day", 2: "full_day", 3: "full_day"}},
    "CH-2232": {"name": "Idris Rahman", "first": "idris", "room": "acorn", "regular": {1: "morning", 3: "morning"}},
}
SESSION_TIMES = {"morning": ("07:30", "13:00"), "afternoon": ("13:00", "18:00"), "full_day": ("07:30", "18:00")}
SESSION_PRICES = {"oak": {"morning": 31.0, "afternoon": 28.0, "full_day": 56.0},
                  "acorn": {"morning": 34.0, "afternoon": 31.0, "full_day": 62.0}}
LUNCH_PRICE = 3.20
NURSERY_CLOSED = {"2027-10-22": "staff training day"}
ROOM_FULL = {("oak", "2027-10-15", "afternoon"), ("oak", "2027-10-15", "full_day")}
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

_ATTENDANCE_FIXED = {
    ("CH-2231", "2027-10-04"): ("07:52", "Aisha Rahman", "17:42", "Omar Rahman"),
    ("CH-2231", "2027-09-27"): ("07:48", "Aisha Rahman", "17:35", "Aisha Rahman"),
    ("CH-2232", "2027-09-28"): ("08:05", "Omar Rahman", "12:40", "Aisha Rahman"),
    ("CH-2232", "2027-09-30"): ("08:10", "Aisha Rahman", "12:55", "Nana Farida Rahman"),
}
_ABSENT = {("CH-2231", "2027-09-22"): "illness"}

MAIN_LUNCHES = [
    ["Chicken and vegetable casserole with rice", "Vegetable lasagne with garden peas", "Fish pie with broccoli",
     "Lamb kofta with couscous and cucumber yoghurt", "Veggie sausages and mash with gravy"],
    ["Beef bolognese with pasta", "Chickpea and sweet potato curry with rice", "Salmon fishcakes with green beans",
     "Chicken pie with mashed potato", "Cheese and tomato pizza with salad"],
    ["Cottage pie with carrots", "Mild chicken korma with rice", "Tuna pasta bake with sweetcorn",
     "Lentil and vegetable stew with crusty bread", "Turkey meatballs with spaghetti"],
]
BREAKFASTS = ["Porridge with banana", "Wholegrain cereal and toast", "Yoghurt and fruit", "Toast with scrambled egg",
              "Crumpets and fruit"]
TEAS = ["Cheese scones and cucumber", "Pitta with hummus", "Jacket potato with beans", "Sandwiches and fruit",
        "Pasta salad"]

INVOICES = [
    {"invoice_id": "INV-10482", "period": "October 2027", "issued": "2027-10-01", "due": "2027-10-15",
     "amount": 1086.40, "balance": 1086.40, "status": "unpaid", "currency": "GBP",
     "lines": [{"item": "Zara — 12 full days (Mon/Wed/Thu)", "amount": 672.00},
               {"item": "Idris — 8 mornings (Tue/Thu)", "amount": 272.00},
               {"item": "Lunches — 20 × £3.20", "amount": 64.00},
               {"item": "Zara — forest school, 4 × £12.50", "amount": 50.00},
               {"item": "Idris — nappies and wipes", "amount": 28.40}]},
    {"invoice_id": "INV-10355", "period": "September 2027", "issued": "2027-09-01", "due": "2027-09-15",
     "amount": 1012.80, "balance": 0.0, "status": "paid", "paid_on": "2027-09-14", "currency": "GBP"},
    {"invoice_id": "INV-10217", "period": "August 2027", "issued": "2027-08-01", "due": "2027-08-15",
     "amount": 968.00, "balance": 0.0, "status": "paid", "paid_on": "2027-08-13", "currency": "GBP"},
]


def _child(value):
    text = str(value or "").strip()
    if text.upper() in CHILDREN:
        return text.upper()
    folded = _fold(text)
    for cid, c in CHILDREN.items():
        if folded and (folded == c["first"] or folded in _fold(c["name"]) or c["first"] in folded):
            return cid
    return None


def _session(value):
    text = _fold(value).replace(" ", "_")
    return {"am": "morning", "pm": "afternoon", "full": "full_day", "fullday": "full_day", "day": "full_day",
            "all_day": "full_day"}.get(text, text)


def _regular_covers(cid, day, session):
    regular = CHILDREN[cid]["regular"].get(day.weekday())
    if regular is None:
        return None
    if regular == "full_day" or regular == session or session == "full_day" and regular:
        return regular
    return None


def _session_check(cid, day, session):
    """(available, reason or None, spaces)"""
    c = CHILDREN[cid]
    if day.weekday() >= 5:
        return False, "The nursery is closed at weekends.", 0
    if day.isoformat() in NURSERY_CLOSED:
        return False, f"The nursery is closed on {day.isoformat()} ({NURSERY_CLOSED[day.isoformat()]}).", 0
    covered = _regular_covers(cid, day, session)
    if covered:
        return False, f"{c['name'].split()[0]} already attends a {covered.replace('_', ' ')} session on {WEEKDAYS[day.weekday()]}s.", 0
    if (c["room"], day.isoformat(), session) in ROOM_FULL or (c["room"] == "acorn" and day.weekday() in (2, 4)):
        return False, f"The {c['room'].title()} Room is full for that session; you can join the waiting list.", 0
    return True, None, 1 + _h(cid, day.isoformat(), session) % 3


def check_session_availability(child_id, date, session=None):
    cid = _child(child_id)
    if cid is None:
        return {"error": f"Unknown child {child_id!r}; use CH-2231 (Zara) or CH-2232 (Idris)."}
    day = _day(date)
    if day is None:
        return {"error": f"Invalid date {date!r}; use YYYY-MM-DD."}
    if day <= NURSERY_TODAY:
        return {"error": "Extra sessions can be booked from tomorrow onwards."}
    sessions = [_session(session)] if session else ["morning", "afternoon", "full_day"]
    room = CHILDREN[cid]["room"]
    out = []
    for s in sessions:
        if s not in SESSION_TIMES:
            return {"error": f"Unknown session {session!r}; use morning, afternoon or full_day."}
        ok, reason, spaces = _session_check(cid, day, s)
        row = {"session": s, "times": "–".join(SESSION_TIMES[s]), "available": ok, "price": SESSION_PRICES[room][s]}
        if ok:
            row["spaces_left"] = spaces
            if s != "afternoon":
                row["lunch_price"] = LUNCH_PRICE
        else:
            row["reason"] = reason
        out.append(row)
    return {"child": CHILDREN[cid]["name"], "room": room, "date": day.isoformat(), "weekday": WEEKDAYS[day.weekday()],
            "currency": "GBP", "sessions": out}


def book_extra_session(child_id, date, session, lunch=False):
    cid = _child(child_id)
    if cid is None:
        return {"error": f"Unknown child {child_id!r}."}
    day = _day(date)
    if day is None:
        return {"error": f"Invalid date {date!r}; use YYYY-MM-DD."}
    if day <= NURSERY_TODAY:
        return {"error": "Extra sessions can be booked from tomorrow onwards."}
    s = _session(session)
    if s not in SESSION_TIMES:
        return {"error": f"Unknown session {session!r}; use morning, afternoon or full_day."}
    ok, reason, _spaces = _session_check(cid, day, s)
    if not ok:
        return {"error": reason}
    room = CHILDREN[cid]["room"]
    lunch = bool(lunch) and s != "afternoon"
    price = SESSION_PRICES[room][s] + (LUNCH_PRICE if lunch else 0)
    return {"booking_id": f"XS-{20000 + _h(cid, day, s) % 9000}", "status": "confirmed", "child": CHILDREN[cid]["name"],
            "date": day.isoformat(), "weekday": WEEKDAYS[day.weekday()], "session": s,
            "times": "–".join(SESSION_TIMES[s]), "lunch": lunch, "charge": _money(price), "currency": "GBP",
            "billing": "Added to the November 2027 invoice."}


def report_absence(child_id, date, reason, notes):
    cid = _child(child_id)
    if cid is None:
        return {"error": f"Unknown child {child_id!r}."}
    day = _day(date)
    if day is None:
        return {"error": f"Invalid date {date!r}; use YYYY-MM-DD."}
    if day < NURSERY_TODAY:
        return {"error": "Absences can't be reported for past dates."}
    c = CHILDREN[cid]
    session = c["regular"].get(day.weekday())
    if session is None:
        return {"error": f"{c['name']} isn't booked in on {WEEKDAYS[day.weekday()]} {day.isoformat()}."}
    why = _fold(reason).replace(" ", "_")
    why = {"sick": "illness", "ill": "illness", "appointment": "medical_appointment"}.get(why, why)
    if why not in ("illness", "holiday", "medical_appointment", "family", "other"):
        return {"error": f"Unknown reason {reason!r}."}
    out = {"absence_id": f"AB-{7000 + _h(cid, day) % 2000}", "child": c["name"], "date": day.isoformat(),
           "session": session, "reason": why, "notes": notes, "status": "recorded",
           "message": f"{c['room'].title()} Room staff have been told.",
           "fees": "Regular sessions are still charged when a child is absent."}
    if why == "illness":
        out["health_policy"] = ("Children with a temperature should stay home until they have been fever-free for 24 "
                                "hours without medicine; after sickness or diarrhoea, 48 hours.")
    return out


def get_attendance(childId, **kw):
    cid = _child(childId)
    if cid is None:
        return {"error": f"Unknown child {childId!r}."}
    start = _day(kw.get("from"))
    if start is None:
        return {"error": "`from` must be a date (YYYY-MM-DD)."}
    end = _day(kw.get("to")) if kw.get("to") else start
    if end is None or end < start:
        return {"error": "`to` must be a date on or after `from`."}
    if (end - start).days > 62:
        return {"error": "At most 62 days per request."}
    c = CHILDREN[cid]
    rows = []
    d = start
    while d <= min(end, NURSERY_TODAY):
        session = c["regular"].get(d.weekday())
        if session and d.isoformat() not in NURSERY_CLOSED:
            key = (cid, d.isoformat())
            if key in _ABSENT:
                rows.append({"date": d.isoformat(), "weekday": WEEKDAYS[d.weekday()], "session": session,
                             "status": "absent", "reason": _ABSENT[key]})
            elif d == NURSERY_TODAY:
                rows.append({"date": d.isoformat(), "weekday": WEEKDAYS[d.weekday()], "session": session,
                             "status": "expected", "signed_in": None})
            else:
                if key in _ATTENDANCE_FIXED:
                    tin, byin, tout, byout = _ATTENDANCE_FIXED[key]
                else:
                    n = _h("att", cid, d.isoformat())
                    tin = _hhmm(7 * 60 + 40 + n % 25)
                    tout = _hhmm((12 * 60 + 40 + n % 20) if session == "morning" else (17 * 60 + n % 50))
                    byin = "Aisha Rahman" if n % 2 else "Omar Rahman"
                    byout = "Omar Rahman" if n % 3 else "Aisha Rahman"
                rows.append({"date": d.isoformat(), "weekday": WEEKDAYS[d.weekday()], "session": session,
                             "status": "attended", "signed_in": tin, "signed_in_by": byin,
                             "signed_out": tout, "signed_out_by": byout})
        d += _dt.timedelta(days=1)
    return {"child": c["name"], "from": start.isoformat(), "to": end.isoformat(), "records": rows}


def _week_menu(monday, room):
    rot = monday.isocalendar()[1] % 3
    days = []
    for i in range(5):
        lunch = MAIN_LUNCHES[rot][i]
        if room == "acorn":
            lunch = f"{lunch} (mashed or finely chopped for babies)"
        days.append({"date": (monday + _dt.timedelta(days=i)).isoformat(), "weekday": WEEKDAYS[i],
                     "breakfast": BREAKFASTS[(i + rot) % 5], "lunch": lunch, "tea": TEAS[(i + 2 * rot) % 5]})
    return days


def get_menu(week_commencing, room=None):
    day = _day(week_commencing)
    if day is None:
        return {"error": f"Invalid week_commencing {week_commencing!r}; use YYYY-MM-DD."}
    monday = day - _dt.timedelta(days=day.weekday())
    r = _fold(room) if room else None
    if r and r.endswith(" room"):
        r = r[:-5]
    r = {"baby": "acorn", "babies": "acorn", "preschool": "oak", "pre school": "oak"}.get(r, r)
    if r is not None and r not in ("oak", "acorn", "willow"):
        return {"error": f"Unknown room {room!r}; use oak, acorn or willow."}
    out = {"week_commencing": monday.isoformat(), "allergens": "Menus are nut-free; tell staff about other allergies."}
    if r:
        out["room"] = r
        out["days"] = _week_menu(monday, r)
    else:
        out["rooms"] = {"oak_and_willow": _week_menu(monday, "oak"), "acorn": _week_menu(monday, "acorn")}
    return out


def list_invoices(status="all"):
    wanted = _fold(status or "all")
    if wanted not in ("all", "unpaid", "paid", "overdue"):
        return {"error": f"Unknown status {status!r}."}
    rows = [i for i in INVOICES if wanted == "all" or i["status"] == wanted]
    return {"account": "AC-7730", "invoices": rows}


def pay_invoice(invoice_id, payment_method, amount):
    inv = next((i for i in INVOICES if i["invoice_id"] == str(invoice_id or "").strip().upper()), None)
    if inv is None:
        return {"error": f"Unknown invoice {invoice_id!r}."}
    if inv["balance"] <= 0:
        return {"error": f"Invoice {inv['invoice_id']} is already paid."}
    method = _fold(payment_method).replace(" ", "_")
    method = {"tfc": "tax_free_childcare", "card": "card_on_file"}.get(method, method)
    if method not in ("card_on_file", "tax_free_childcare"):
        return {"error": f"Unknown payment_method {payment_method!r}."}
    pay = inv["balance"] if amount is None else float(amount)
    if pay <= 0 or pay > inv["balance"] + 1e-9:
        return {"error": f"Amount must be between 0.01 and {inv['balance']:.2f}."}
    out = {"payment_id": f"PAY-{60000 + _h(inv['invoice_id'], method, pay) % 9000}", "invoice_id": inv["invoice_id"],
           "amount_paid": _money(pay), "currency": "GBP", "method": method,
           "remaining_balance": _money(inv["balance"] - pay)}
    if method == "tax_free_childcare":
        out.update({"status": "requested", "provider_reference": "LITTLEACORNS7730",
                    "message": "Payment request sent to your Tax-Free Childcare account; funds usually arrive "
                               "within 3 working days."})
    else:
        out.update({"status": "paid", "message": "Charged to the Mastercard ending 0932."})
    return out


NURSERY_TOOLS = [
    ToolDef("get_attendance", "Sign-in / sign-out records for a child between two dates (inclusive).",
            {"type": "object",
             "properties": {"childId": {"type": "string"},
                            "from": {"type": "string", "description": "YYYY-MM-DD"},
                            "to": {"type": "string", "description": "YYYY-MM-DD; defaults to `from`"}},
             "required": ["childId", "from"]},
            get_attendance),
    ToolDef("report_absence",
            "Tell the nursery a child will miss a regular session. Regular sessions are still charged.",
            {"type": "object",
             "properties": {
                 "child_id": {"type": "string"},
                 "date": {"type": "string", "description": "YYYY-MM-DD"},
                 "reason": {"type": "string", "enum": ["illness", "holiday", "medical_appointment", "family", "other"]},
                 "notes": {"type": ["string", "null"], "description": "Anything staff should know, or null"},
             },
             "required": ["child_id", "date", "reason", "notes"],
             "additionalProperties": False},
            report_absence, act=True, strict=True),
    ToolDef("check_session_availability",
            "Check whether an extra session can be booked for a child on a date. Omit `session` to see all three.",
            {"type": "object",
             "properties": {"child_id": {"type": "string"}, "date": {"type": "string"},
                            "session": {"type": "string", "enum": ["morning", "afternoon", "full_day"]}},
             "required": ["child_id", "date"]},
            check_session_availability),
    ToolDef("book_extra_session",
            "Book an extra (non-regular) session. Charged on the next invoice. Lunch is optional for morning and "
            "full-day sessions (£3.20); afternoon sessions include tea.",
            {"type": "object",
             "properties": {"child_id": {"type": "string"}, "date": {"type": "string", "description": "YYYY-MM-DD"},
                            "session": {"type": "string", "enum": ["morning", "afternoon", "full_day"]},
                            "lunch": {"type": "boolean", "default": False}},
             "required": ["child_id", "date", "session"]},
            book_extra_session, act=True),
    ToolDef("get_menu", "Weekly menu (breakfast, lunch, tea). Any date in the week works.",
            {"type": "object",
             "properties": {"week_commencing": {"type": "string", "description": "YYYY-MM-DD"},
                            "room": {"type": ["string", "null"], "enum": ["oak", "acorn", "willow", None],
                                     "description": "Room, or null for every room"}},
             "required": ["week_commencing"]},
            get_menu),
    ToolDef("list_invoices", "Invoices on the parent account.",
            {"type": "object",
             "properties": {"status": {"type": "string", "enum": ["all", "unpaid", "paid", "overdue"]}}},
            list_invoices),
    ToolDef("pay_invoice", "Pay an invoice in full (amount null) or in part.",
            {"type": "object",
             "properties": {
                 "invoice_id": {"type": "string"},
                 "payment_method": {"type": "string", "enum": ["card_on_file", "tax_free_childcare"]},
                 "amount": {"type": ["number", "null"], "description": "GBP; null pays the full balance"},
             },
             "required": ["invoice_id", "payment_method", "amount"],
             "additionalProperties": False},
            pay_invoice, act=True, strict=True),
]

NURSERY_ACT = ["report_absence", "book_extra_session", "pay_invoice"]

NURSERY = Domain(
    name="nursery",
    tools=NURSERY_TOOLS,
    instructions=(
        "You are the parent assistant in the Little Acorns Day Nursery app (Headingley, Leeds). Today is Tuesday "
        "5 October 2027 and it is 07:05. The parent is Aisha Rahman (account AC-7730). Her children: Zara Rahman "
        "(child id CH-2231, age 3, Oak Room), who attends Monday, Wednesday and Thursday full days; and Idris "
        "Rahman (child id CH-2232, 14 months, Acorn Room for babies), who attends Tuesday and Thursday mornings. "
        "Sessions: morning 07:30–13:00, afternoon 13:00–18:00, full day 07:30–18:00. The nursery is closed at "
        "weekends. Prices are in GBP."
    ),
)

_NEXT_MONDAY = _dt.date(2027, 10, 11)
_NEXT_WEEK_DISHES = sorted({d["lunch"].split(" with ")[0].split(" (")[0]
                            for d in _week_menu(_NEXT_MONDAY, "acorn") + _week_menu(_NEXT_MONDAY, "oak")})
_TUESDAY_DISH = _week_menu(_NEXT_MONDAY, "oak")[1]["lunch"].split(" with ")[0]

NURSERY_CASES = [
    Case(
        id="d_nursery_direct_extra_afternoon",
        domain="nursery",
        category="direct",
        turns=[Turn(
            user="book zara in for an extra afternoon this friday pls",
            calls=[ExpectCall("book_extra_session", {"child_id": "CH-2231", "date": date("2027-10-08"),
                                                     "session": "afternoon"})],
            allow=["check_session_availability"],
            forbid=others(NURSERY_ACT, "book_extra_session"),
            answer_has=[said_number(28)],
        )],
        features=("enum", "date", "relative_date", "person"),
    ),
    Case(
        id="d_nursery_polite_menu",
        domain="nursery",
        category="polite",
        turns=[Turn(
            user="Could you let me know what's for lunch in Idris's room next week, please?",
            calls=[ExpectCall("get_menu", {"week_commencing": date_between("2027-10-11", "2027-10-15")})],
            forbid=NURSERY_ACT,
            answer_has=[said(*_NEXT_WEEK_DISHES)],
        )],
        features=("date", "relative_date", "nullable_anyof"),
    ),
    Case(
        id="d_nursery_indirect_poorly",
        domain="nursery",
        category="indirect",
        turns=[Turn(
            user="idris has been up all night with a temperature, poor thing, so he won't be coming in this morning",
            calls=[ExpectCall("report_absence", {"child_id": "CH-2232", "date": date("2027-10-05"), "reason": "illness"})],
            forbid=others(NURSERY_ACT, "report_absence"),
            answer_has=[said("24 hours", "24-hour", "fever-free", "temperature")],
        )],
        features=("strict", "enum", "date", "person"),
    ),
    Case(
        id="d_nursery_multi_invoice_and_pickup",
        domain="nursery",
        category="multi_intent",
        turns=[Turn(
            user="have I got any unpaid invoices? and what time did zara get picked up yesterday?",
            calls=[ExpectCall("list_invoices"),
                   ExpectCall("get_attendance", {"childId": "CH-2231", "from": date("2027-10-04")})],
            forbid=NURSERY_ACT,
            answer_has=[said("1,086.40", "1086.40", "1,086.4", "1086.4"), said("17:42", "5:42")],
        )],
        features=("date", "relative_date", "person"),
    ),
    Case(
        id="d_nursery_no_tool_biting",
        domain="nursery",
        category="no_tool",
        turns=[Turn(
            user="zara has started biting other kids when she gets frustrated 😩 is that normal at 3, and how "
                 "should we handle it at home?",
            forbid=NURSERY_ACT,
            answer_has=[said("normal", "common")],
        )],
    ),
    Case(
        id="d_nursery_underspecified_extra",
        domain="nursery",
        category="underspecified",
        turns=[Turn(
            user="can you book an extra session for next week?",
            clarify=True,
            allow=["check_session_availability"],
            forbid=NURSERY_ACT,
        )],
    ),
    Case(
        id="d_nursery_chained_pay_tfc",
        domain="nursery",
        category="chained",
        turns=[Turn(
            user="pay the october invoice from my tax-free childcare account please",
            calls=[ExpectCall("list_invoices"),
                   ExpectCall("pay_invoice", {"invoice_id": "INV-10482", "payment_method": "tax_free_childcare"})],
            forbid=others(NURSERY_ACT, "pay_invoice"),
            answer_has=[said("1,086.40", "1086.40", "1,086.4", "1086.4")],
        )],
        features=("strict", "enum", "nullable_anyof"),
    ),
    Case(
        id="d_nursery_multi_turn_full_day",
        domain="nursery",
        category="multi_turn",
        turns=[
            Turn(
                user="is there room for zara for a full day next tuesday?",
                calls=[ExpectCall("check_session_availability", {"child_id": "CH-2231", "date": date("2027-10-12")})],
                forbid=NURSERY_ACT,
                answer_has=[said_number(56)],
            ),
            Turn(
                user="brill, book it please - and she'll need lunch",
                calls=[ExpectCall("book_extra_session", {"child_id": "CH-2231", "date": date("2027-10-12"),
                                                         "session": "full_day", "lunch": True})],
                allow=["check_session_availability"],
                forbid=others(NURSERY_ACT, "book_extra_session"),
                answer_has=[said_number(59.2)],
            ),
            Turn(
                user="what's she having for lunch that day?",
                calls=[ExpectCall("get_menu", {"week_commencing": date_between("2027-10-11", "2027-10-12")})],
                forbid=NURSERY_ACT,
                answer_has=[said(_TUESDAY_DISH)],
            ),
        ],
        features=("enum", "boolean", "date", "relative_date", "person"),
    ),
    Case(
        id="d_nursery_multi_turn_attendance",
        domain="nursery",
        category="multi_turn",
        turns=[
            Turn(
                user="what times did idris get dropped off and collected last week?",
                calls=[ExpectCall("get_attendance", {"childId": "CH-2232", "from": date_between("2027-09-26", "2027-09-27"),
                                                     "to": date_between("2027-10-01", "2027-10-03")})],
                forbid=NURSERY_ACT,
                answer_has=[said("08:05", "8:05"), said("12:55")],
            ),
            Turn(
                user="and zara?",
                calls=[ExpectCall("get_attendance", {"childId": "CH-2231", "from": date_between("2027-09-26", "2027-09-27")})],
                forbid=NURSERY_ACT,
                answer_has=[said("07:48", "7:48")],
            ),
        ],
        features=("date", "relative_date", "person"),
    ),
]


# =============================================================================================
# Domain 5: language_exchange — Lingobridge (today: Wednesday 21 April 2027, 19:30 Toronto)
# =============================================================================================

LX_TODAY = _dt.date(2027, 4, 21)
LX_NOW = _dt.datetime(2027, 4, 21, 19, 30)
LX_TZ = _dt.timezone(_dt.timedelta(hours=-4))
RATES_TO_CAD = {"CAD": 1.0, "MXN": 0.0790, "EUR": 1.4900, "USD": 1.3700, "JPY": 0.00910, "GBP": 1.7400}
LANGUAGE_NAMES = {"spanish": "es", "espanol": "es", "japanese": "ja", "french": "fr", "francais": "fr",
                  "english": "en", "german": "de", "italian": "it", "korean": "ko", "portuguese": "pt"}
LESSON_TYPES = ["conversation", "grammar", "exam_prep", "business"]


def _tutor(tid, name, country, lang, specialties, rating, lessons, currency, prices, weekly, bio):
    return {"tutor_id": tid, "name": name, "country": country, "language": lang, "specialties": specialties,
            "rating": rating, "lessons_taught": lessons, "currency": currency, "prices": prices,
            "weekly": weekly, "bio": bio}


_WEEKDAY_EVENINGS = {d: ["17:00", "18:00", "19:00", "20:00"] for d in range(5)}
TUTORS = {t["tutor_id"]: t for t in [
    _tutor("T-501", "Carmen Ruiz", "Mexico", "es", ["conversation", "grammar"], 4.9, 1840, "MXN",
           {30: 210, 45: 300, 60: 380, 90: 550}, {**_WEEKDAY_EVENINGS, 5: ["10:00", "11:00"]},
           "Guadalajara-based teacher; relaxed conversation classes with lots of Mexican slang."),
    _tutor("T-502", "Javier Morales", "Spain", "es", ["grammar", "exam_prep", "business"], 4.8, 960, "EUR",
           {30: 12, 45: 17, 60: 22, 90: 32}, {**{d: ["12:00", "13:00", "14:00"] for d in range(5)}, 5: ["09:00", "10:00"]},
           "DELE examiner from Madrid; structured grammar and exam preparation."),
    _tutor("T-503", "Lucía Fernández", "Argentina", "es", ["conversation"], 4.7, 620, "USD",
           {30: 10, 45: 14, 60: 18, 90: 26}, {d: ["18:00", "19:00", "20:00"] for d in (1, 3, 5)},
           "Buenos Aires actor; conversation practice built around films and music."),
    _tutor("T-611", "Yuki Tanaka", "Japan", "ja", ["conversation"], 4.9, 2110, "JPY",
           {30: 1700, 45: 2400, 60: 3200, 90: 4600},
           {**{d: ["20:00", "21:00"] for d in range(5)}, 5: ["08:00", "09:00", "10:00", "11:00"], 6: ["09:00"]},
           "Osaka-based; patient conversation practice for beginners and intermediates."),
    _tutor("T-612", "Kenji Watanabe", "Japan", "ja", ["exam_prep", "grammar"], 4.8, 1330, "JPY",
           {30: 2100, 45: 3000, 60: 4000, 90: 5800}, {d: ["19:00", "21:00"] for d in range(6)},
           "JLPT N5–N2 preparation with past papers."),
    _tutor("T-613", "Aiko Mori", "United Kingdom", "ja", ["conversation", "business"], 4.6, 410, "GBP",
           {30: 11, 45: 15, 60: 20, 90: 29}, {d: ["13:00", "14:00"] for d in range(5)},
           "London-based; business Japanese and keigo."),
    _tutor("T-701", "Élodie Martin", "France", "fr", ["conversation", "exam_prep"], 4.8, 780, "EUR",
           {30: 13, 45: 19, 60: 25, 90: 36}, {d: ["12:00", "13:00"] for d in range(5)},
           "Lyon; DELF/DALF preparation."),
    _tutor("T-702", "Camille Dubois", "Canada", "fr", ["conversation", "business"], 4.7, 530, "CAD",
           {30: 20, 45: 28, 60: 35, 90: 50}, {d: ["18:00", "19:00", "20:00"] for d in range(5)},
           "Montréal; Québécois and European French."),
]}

LESSONS = [
    {"lesson_id": "L-9001", "tutor_id": "T-501", "tutor": "Carmen Ruiz", "language": "es", "start": "2027-04-23T18:00-04:00",
     "duration_minutes": 60, "lesson_type": "conversation", "price": {"amount": 380, "currency": "MXN"}, "status": "booked"},
    {"lesson_id": "L-9002", "tutor_id": "T-611", "tutor": "Yuki Tanaka", "language": "ja", "start": "2027-04-24T08:00-04:00",
     "duration_minutes": 30, "lesson_type": "conversation", "price": {"amount": 1700, "currency": "JPY"}, "status": "booked"},
    {"lesson_id": "L-8950", "tutor_id": "T-502", "tutor": "Javier Morales", "language": "es", "start": "2027-04-14T12:00-04:00",
     "duration_minutes": 60, "lesson_type": "grammar", "price": {"amount": 22, "currency": "EUR"}, "status": "completed"},
]
_TAKEN = {("T-501", "2027-04-23", "18:00"), ("T-611", "2027-04-24", "08:00"), ("T-501", "2027-04-22", "19:00")}


def _tutor_of(value):
    text = str(value or "").strip().upper()
    return TUTORS.get(text)


def _free_slots(t, day):
    out = []
    for hhmm in t["weekly"].get(day.weekday(), []):
        if (t["tutor_id"], day.isoformat(), hhmm) in _TAKEN:
            continue
        start = _dt.datetime.combine(day, _dt.time(int(hhmm[:2]), int(hhmm[3:])))
        if start <= LX_NOW:
            continue
        out.append(f"{day.isoformat()}T{hhmm}:00-04:00")
    return out


def _tutor_public(t, day=None):
    row = {k: t[k] for k in ("tutor_id", "name", "country", "language", "specialties", "rating", "lessons_taught", "bio")}
    row["prices"] = [{"duration_minutes": m, "amount": a, "currency": t["currency"]} for m, a in sorted(t["prices"].items())]
    if day:
        row["free_slots"] = _free_slots(t, day)
    return row


def search_tutors(language, specialty=None, available_on=None, query=None):
    code = str(language or "").strip().lower()
    code = LANGUAGE_NAMES.get(_fold(code), code)
    if not re.match(r"^[a-z]{2}$", code):
        return {"error": f"language must be an ISO 639-1 code such as 'es', got {language!r}."}
    spec_ = _fold(specialty).replace(" ", "_") if specialty else None
    if spec_ and spec_ not in LESSON_TYPES:
        return {"error": f"Unknown specialty {specialty!r}; use {LESSON_TYPES}."}
    day = None
    if available_on:
        day = _day(available_on)
        if day is None:
            return {"error": f"Invalid available_on {available_on!r}; use YYYY-MM-DD."}
        if day < LX_TODAY:
            return {"error": "available_on is in the past."}
    rows = [t for t in TUTORS.values() if t["language"] == code]
    if spec_:
        rows = [t for t in rows if spec_ in t["specialties"]]
    if query:
        q = _fold(query)
        rows = [t for t in rows if q in _fold(t["name"]) or any(w in _fold(t["name"]).split() for w in q.split())]
    out_rows = [_tutor_public(t, day) for t in sorted(rows, key=lambda t: -t["rating"])]
    if day:
        out_rows = [r for r in out_rows if r["free_slots"]]
    return {"language": code, "count": len(out_rows), "tutors": out_rows,
            "note": "Prices are in each tutor's own currency. Times are Toronto time (UTC−4)."}


def get_tutor_availability(tutorId, date):
    t = _tutor_of(tutorId)
    if t is None:
        return {"error": f"Unknown tutorId {tutorId!r}; use search_tutors."}
    day = _day(date)
    if day is None:
        return {"error": f"Invalid date {date!r}; use YYYY-MM-DD."}
    if day < LX_TODAY:
        return {"error": "That date is in the past."}
    return {"tutorId": t["tutor_id"], "name": t["name"], "date": day.isoformat(), "timezone": "America/Toronto",
            "slots": _free_slots(t, day), "durations_minutes": sorted(t["prices"])}


def _toronto(value):
    text = str(value or "").strip().replace(" ", "T", 1)
    if text.endswith("Z"):
        text = text[:-1] + "+00:00"
    try:
        moment = _dt.datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is not None:
        moment = moment.astimezone(LX_TZ).replace(tzinfo=None)
    return moment


def book_lesson(tutor_id, start, duration_minutes, lesson_type, notes):
    t = _tutor_of(tutor_id)
    if t is None:
        return {"error": f"Unknown tutor_id {tutor_id!r}."}
    moment = _toronto(start)
    if moment is None:
        return {"error": f"Invalid start {start!r}; use an ISO date-time."}
    if moment <= LX_NOW:
        return {"error": "That time is in the past."}
    slot = f"{moment.date().isoformat()}T{moment:%H:%M}:00-04:00"
    if slot not in _free_slots(t, moment.date()):
        return {"error": f"{t['name']} isn't free at {moment:%Y-%m-%d %H:%M} (Toronto time). "
                         "Use get_tutor_availability."}
    minutes = int(duration_minutes)
    if minutes not in t["prices"]:
        return {"error": f"Duration must be one of {sorted(t['prices'])} minutes."}
    kind = _fold(lesson_type).replace(" ", "_") if lesson_type else "conversation"
    if kind not in LESSON_TYPES:
        return {"error": f"Unknown lesson_type {lesson_type!r}."}
    return {"lesson_id": f"L-{9100 + _h(t['tutor_id'], slot, minutes) % 800}", "status": "booked",
            "tutor": t["name"], "start": slot, "duration_minutes": minutes, "lesson_type": kind, "notes": notes,
            "price": {"amount": t["prices"][minutes], "currency": t["currency"]},
            "payment": "Charged to your CAD wallet at the exchange rate on the day of the lesson.",
            "cancellation": "Free cancellation up to 24 hours before the start."}


def list_my_lessons(include_past=False):
    rows = [row for row in LESSONS if include_past or row["status"] == "booked"]
    return {"student": "Hannah Kim", "wallet_balance": {"amount": 84.50, "currency": "CAD"}, "lessons": rows}


def cancel_lesson(lessonId, reason=None):
    lesson = next((row for row in LESSONS if row["lesson_id"] == str(lessonId or "").strip().upper()), None)
    if lesson is None:
        return {"error": f"Unknown lessonId {lessonId!r}."}
    if lesson["status"] != "booked":
        return {"error": f"Lesson {lesson['lesson_id']} is {lesson['status']} and can't be cancelled."}
    start = _toronto(lesson["start"])
    hours = (start - LX_NOW).total_seconds() / 3600
    free = hours >= 24
    return {"lesson_id": lesson["lesson_id"], "status": "cancelled", "tutor": lesson["tutor"], "start": lesson["start"],
            "fee": {"amount": 0 if free else lesson["price"]["amount"], "currency": lesson["price"]["currency"]},
            "message": "Cancelled free of charge (more than 24 hours' notice); nothing was charged to your wallet."
            if free else "Cancelled with less than 24 hours' notice: the full price is charged."}


def convert_currency(amount, from_currency, to_currency):
    src, dst = str(from_currency or "").strip().upper(), str(to_currency or "").strip().upper()
    for code in (src, dst):
        if code not in RATES_TO_CAD:
            return {"error": f"Unsupported currency {code!r}; supported: {sorted(RATES_TO_CAD)}."}
    value = float(amount)
    if value < 0:
        return {"error": "amount must not be negative."}
    rate = RATES_TO_CAD[src] / RATES_TO_CAD[dst]
    return {"amount": value, "from": src, "to": dst, "rate": round(rate, 6), "converted": _money(value * rate),
            "as_of": "2027-04-21"}


LX_TOOLS = [
    ToolDef("search_tutors",
            "Find tutors for a language. Prices are returned in each tutor's own currency (use convert_currency for "
            "the student's currency). With available_on, only tutors with free slots that day are returned, with "
            "their slots in Toronto time.",
            {"type": "object",
             "properties": {
                 "language": {"type": "string", "pattern": "^[a-z]{2}$", "description": "ISO 639-1 code, e.g. 'es'"},
                 "specialty": {"type": "string", "enum": LESSON_TYPES},
                 "available_on": {"type": "string", "description": "YYYY-MM-DD"},
                 "query": {"type": "string", "description": "Tutor name or part of it"},
             },
             "required": ["language"]},
            search_tutors),
    ToolDef("get_tutor_availability", "Free lesson start times for a tutor on a date (Toronto time).",
            {"type": "object",
             "properties": {"tutorId": {"type": "string"}, "date": {"type": "string", "description": "YYYY-MM-DD"}},
             "required": ["tutorId", "date"]},
            get_tutor_availability),
    ToolDef("convert_currency", "Convert an amount between currencies at today's rate.",
            {"type": "object",
             "properties": {
                 "amount": {"type": "number"},
                 "from_currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
                 "to_currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
             },
             "required": ["amount", "from_currency", "to_currency"],
             "additionalProperties": False},
            convert_currency, strict=True),
    ToolDef("book_lesson",
            "Book a lesson in one of the tutor's free slots. The price is in the tutor's currency and is charged to "
            "the student's wallet on the day of the lesson.",
            {"type": "object",
             "properties": {
                 "tutor_id": {"type": "string"},
                 "start": {"type": "string", "description": "ISO 8601 date-time, Toronto time"},
                 "duration_minutes": {"type": "integer", "enum": [30, 45, 60, 90]},
                 "lesson_type": {"type": "string", "enum": LESSON_TYPES},
                 "notes": {"type": ["string", "null"]},
             },
             "required": ["tutor_id", "start", "duration_minutes", "lesson_type", "notes"],
             "additionalProperties": False},
            book_lesson, act=True, strict=True),
    ToolDef("list_my_lessons", "The student's lessons (upcoming by default) and wallet balance.",
            {"type": "object", "properties": {"include_past": {"type": "boolean"}}},
            list_my_lessons),
    ToolDef("cancel_lesson", "Cancel a booked lesson. Free up to 24 hours before the start.",
            {"type": "object",
             "properties": {"lessonId": {"type": "string"}, "reason": {"type": "string"}},
             "required": ["lessonId"]},
            cancel_lesson, act=True),
]

LX_ACT = ["book_lesson", "cancel_lesson"]

LANGUAGE_EXCHANGE = Domain(
    name="language_exchange",
    tools=LX_TOOLS,
    instructions=(
        "You are the assistant in Lingobridge, a marketplace for one-to-one online language lessons with tutors "
        "around the world. Today is Wednesday 21 April 2027 and it is 19:30 in Toronto (EDT, UTC−4); all times you "
        "show or send are Toronto time. The user is Hannah Kim (account LB-30918), who lives in Toronto; her account "
        "and wallet currency is CAD (Canadian dollars). She is learning Spanish (B1) and Japanese (A2). Tutors set "
        "their prices in their own currency; use convert_currency for CAD figures rather than estimating rates."
    ),
)

CAD = "CAD"

LX_CASES = [
    Case(
        id="d_lx_direct_japanese",
        domain="language_exchange",
        category="direct",
        turns=[Turn(
            user="find me a japanese tutor for conversation practice",
            calls=[ExpectCall("search_tutors", {"language": "ja", "specialty": "conversation"})],
            allow=["convert_currency", "get_tutor_availability"],
            forbid=LX_ACT,
            answer_has=[said("Yuki Tanaka", "Aiko Mori")],
        )],
        features=("iso_code", "enum"),
    ),
    Case(
        id="d_lx_polite_convert_yen",
        domain="language_exchange",
        category="polite",
        turns=[Turn(
            user="Hi there, could you please convert 3,200 yen into Canadian dollars for me?",
            calls=[ExpectCall("convert_currency", {"amount": number(3200), "from_currency": "JPY", "to_currency": CAD})],
            forbid=LX_ACT,
            answer_has=[said_number(29.12)],
        )],
        features=("strict", "iso_code", "number", "currency"),
    ),
    Case(
        id="d_lx_indirect_free_evening",
        domain="language_exchange",
        category="indirect",
        turns=[Turn(
            user="i've got tomorrow evening free and i'm itching to practise my spanish 🙂",
            calls=[ExpectCall("search_tutors", {"language": "es", "available_on": date("2027-04-22")})],
            allow=["get_tutor_availability", "convert_currency"],
            forbid=LX_ACT,
            answer_has=[said("Carmen", "Lucía", "Lucia")],
        )],
        features=("iso_code", "date", "relative_date"),
    ),
    Case(
        id="d_lx_multi_lessons_and_euros",
        domain="language_exchange",
        category="multi_intent",
        turns=[Turn(
            user="what lessons have I got booked, and how much is 22 euros in canadian dollars?",
            calls=[ExpectCall("list_my_lessons"),
                   ExpectCall("convert_currency", {"amount": number(22), "from_currency": "EUR", "to_currency": CAD})],
            forbid=LX_ACT,
            answer_has=[said("Carmen"), said("Yuki"), said_number(32.78)],
        )],
        features=("strict", "iso_code", "currency"),
    ),
    Case(
        id="d_lx_no_tool_estar",
        domain="language_exchange",
        category="no_tool",
        turns=[Turn(
            user="any tips for keeping a conversation going in a language exchange when I run out of words? "
                 "and quick one - is it ser or estar for 'I am tired'?",
            forbid=LX_ACT,
            answer_has=[said("estoy cansado", "estoy cansada", "estoy cansado/a", "estoy cansad")],
        )],
    ),
    Case(
        id="d_lx_underspecified_javier",
        domain="language_exchange",
        category="underspecified",
        turns=[Turn(
            user="book me a lesson with javier",
            clarify=True,
            allow=["search_tutors", "get_tutor_availability", "list_my_lessons", "convert_currency"],
            forbid=LX_ACT,
        )],
        features=("person",),
    ),
    Case(
        id="d_lx_chained_carmen_price",
        domain="language_exchange",
        category="chained",
        turns=[Turn(
            user="how much would an hour with Carmen Ruiz cost me in canadian dollars?",
            calls=[ExpectCall("convert_currency", {"amount": number(380), "from_currency": "MXN", "to_currency": CAD})],
            allow=["search_tutors", "list_my_lessons"],
            forbid=LX_ACT,
            answer_has=[said_number(30.02)],
        )],
        features=("strict", "iso_code", "currency", "person"),
    ),
    Case(
        id="d_lx_multi_turn_yuki",
        domain="language_exchange",
        category="multi_turn",
        turns=[
            Turn(
                user="what times has Yuki got free on saturday?",
                calls=[ExpectCall("get_tutor_availability", {"tutorId": "T-611", "date": date("2027-04-24")})],
                allow=["search_tutors", "list_my_lessons"],
                forbid=LX_ACT,
                answer_has=[said("09:00", "9:00", "9am", "9 am"), said("11:00", "11am", "11 am")],
            ),
            Turn(
                user="book the 10am for 45 minutes",
                calls=[ExpectCall("book_lesson", {"tutor_id": "T-611", "start": at("2027-04-24", "10:00"),
                                                  "duration_minutes": 45})],
                forbid=others(LX_ACT, "book_lesson"),
                answer_has=[said("2,400", "2400")],
            ),
            Turn(
                user="how much is that in dollars?",
                calls=[ExpectCall("convert_currency", {"amount": number(2400), "from_currency": "JPY", "to_currency": CAD})],
                forbid=LX_ACT,
                answer_has=[said_number(21.84)],
            ),
        ],
        features=("strict", "enum", "date", "relative_date", "currency", "person"),
    ),
    Case(
        id="d_lx_multi_turn_cancel_next",
        domain="language_exchange",
        category="multi_turn",
        turns=[
            Turn(
                user="when's my next lesson?",
                calls=[ExpectCall("list_my_lessons")],
                forbid=LX_ACT,
                answer_has=[said("Carmen"), said("Friday", "23 April", "April 23", "23rd", "04-23")],
            ),
            Turn(
                user="cancel it please, something's come up at work",
                calls=[ExpectCall("cancel_lesson", {"lessonId": "L-9001"})],
                forbid=others(LX_ACT, "cancel_lesson"),
                answer_has=[said("free of charge", "no charge", "no fee", "won't be charged", "not be charged",
                                 "nothing was charged", "without charge", "no cancellation fee", "not charged")],
            ),
        ],
        features=("person",),
    ),
]


# ---------------------------------------------------------------------------------------------

DOMAINS = [RAIL, SOLAR, WEDDING, NURSERY, LANGUAGE_EXCHANGE]
CASES = RAIL_CASES + SOLAR_CASES + WEDDING_CASES + NURSERY_CASES + LX_CASES
