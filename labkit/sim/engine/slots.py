"""What a parameter wants, read from its name, type, format, enum and description: a *slot* such
as a date, a party size, a city, an email, an id, a search query or a message body.

The slot decides which evidence may fill the parameter (stage 4, `fill`) and whether the model
must ask when nothing fits: an *essential* slot (an id, a name, a place, a date, a message…)
is never invented; a *setting* (a result limit, a page, a flag, a sort order) takes a sensible
default, as a person filling in a form would.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from labkit.sim.engine import lexicon
from labkit.sim.engine.schema import Param
from labkit.sim.engine.words import split_identifier

SLOTS = (
    "date", "time", "datetime", "duration", "count", "amount", "currency", "percent", "temperature",
    "limit", "page", "rating", "distance", "measure", "year", "number", "id", "email", "url", "phone", "slug",
    "path", "country", "language", "timezone", "place", "person", "query", "content", "title",
    "thing", "enum", "boolean", "array", "object", "text", "expression",
)
#: Slots the model never invents: it asks (or looks them up with another tool) instead.
ESSENTIAL = frozenset({
    "date", "datetime", "time", "count", "amount", "id", "email", "url", "phone", "slug", "path",
    "country", "language", "currency", "place", "person", "query", "content", "title", "thing", "text",
    "temperature", "percent", "duration", "distance", "measure", "rating", "number", "expression",
})


def _has(words: set[str], *names: str) -> bool:
    return bool(words & set(names))


@dataclass(frozen=True)
class Slot:
    """A parameter's slot, and which end of a pair it is ("start"/"end", "origin"/"destination",
    "source"/"target") when its name says so."""

    kind: str
    side: str | None = None
    unit: str | None = None


def slot_of(param: Param) -> Slot:
    """The slot a parameter wants (see the module docstring)."""
    found = param.__dict__.get("_slot")
    if found is not None:
        return found
    found = _SLOT_CACHE.get(param.key)
    if found is None:
        found = _slot_of(param)
        if len(_SLOT_CACHE) > 4096:
            _SLOT_CACHE.clear()
        _SLOT_CACHE[param.key] = found
    param.__dict__["_slot"] = found  # kept on the parameter too: the stages ask for it dozens of times
    return found


#: slot_of is a pure function of the parameter; the stages ask it for the same ones many times.
_SLOT_CACHE: dict[tuple[Any, ...], Slot] = {}


def _slot_of(param: Param) -> Slot:
    words = set(param.words)
    name = param.name.lower()
    text = param.text
    fmt = (param.format or "").lower()
    side = _side(words, text)
    if param.kind == "boolean":
        return Slot("boolean")
    if param.kind == "array":
        return Slot("array", side)
    if param.kind == "object":
        return Slot("object")
    if param.kind == "string" and _has(words, "expression", "expr", "formula", "equation", "calculation", "math", "maths", "sum"):
        return Slot("expression")
    if fmt == "date":
        return Slot("date", side)
    if fmt in ("date-time", "datetime"):
        return Slot("datetime", side)
    if fmt == "time":
        return Slot("time", side)
    if fmt in ("email", "idn-email"):
        return Slot("email")
    if fmt in ("uri", "url", "iri", "uri-reference"):
        return Slot("url")
    if param.enum:
        return Slot("enum", side)
    if param.kind in ("integer", "number"):
        return _numeric(words, name, text, side)
    if param.kind == "string" and re.search(r"\bowner/(?:name|repo|project)\b|\borg/repo\b", param.description.lower()):
        return Slot("slug")  # `project`: "owner/name" — the description's format says more than the name
    return _textual(param, words, name, text, side)


_PLAIN_MOMENTS = frozenset("date dates time day birth dob birthday born".split())


def settle_sides(params: list[Param], slots: dict[str, Slot]) -> None:
    """Which of a tool's moments starts and which ends, where their names do not say: `arrive`
    with no departure is a stay's first day; two moments of the same kind that name no side
    (`drop_off`, `pick_up`) are the start and the end in the order the schema gives them."""
    dated = [p for p in params if slots[p.name].kind in ("date", "datetime")]
    if not any(slots[p.name].side == "start" for p in dated):
        for param in dated:
            if slots[param.name].side == "end" and set(param.words) & {"arrive", "arrival", "arriving"}:
                slots[param.name] = dataclasses.replace(slots[param.name], side="start")
    for kind in ("date", "datetime", "time"):
        same = [p for p in params if slots[p.name].kind == kind]
        if len(same) == 2 and all(slots[p.name].side is None for p in same) and not any(p.kind == "array" for p in same) \
                and not any(set(p.words) & _PLAIN_MOMENTS for p in same):  # (moments named by what happens then, not "date", "alt_date")
            slots[same[0].name] = dataclasses.replace(slots[same[0].name], side="start")
            slots[same[1].name] = dataclasses.replace(slots[same[1].name], side="end")


def _side(words: set[str], text: str) -> str | None:
    if _has(words, "start", "from", "begin", "checkin", "departure", "depart", "origin", "source", "src", "pickup", "since", "after", "min", "minimum", "earliest", "lower", "outbound"):
        return "start"
    if _has(words, "end", "to", "until", "till", "checkout", "return", "arrival", "arrive", "destination", "dest", "target", "dropoff", "before", "max", "maximum", "latest", "upper", "due", "deadline", "inbound"):
        return "end"
    if re.search(r"\bcheck[- ]in\b", text):
        return "start"
    if re.search(r"\bcheck[- ]out\b", text):
        return "end"
    return None


#: Units of mass and volume a parameter's name may end with, to the base unit they are in.
MEASURE_UNITS = {
    "g": "g", "grams": "g", "gram": "g", "kg": "kg", "kilograms": "kg", "mg": "mg", "oz": "oz", "lb": "lb", "lbs": "lb",
    "ml": "ml", "millilitres": "ml", "milliliters": "ml", "l": "l", "litres": "l", "liters": "l", "cl": "cl",
}

_COUNT_WORDS = {
    "party", "guests", "guest", "people", "persons", "person", "pax", "seats", "seat", "tickets", "ticket",
    "adults", "adult", "children", "kids", "child", "travelers", "travellers", "passengers", "passenger",
    "nights", "night", "rooms", "room", "quantity", "qty", "copies", "servings", "attendees", "participants",
    "covers", "units", "items", "pieces", "bags", "beds", "players", "size", "headcount", "occupants", "capacity", "attendance",
    "dogs", "dog", "pets", "pet", "cats", "cat", "infants", "infant", "toddlers", "babies", "animals",
    "tiers", "layers", "packs", "boxes", "bottles", "loads", "lessons", "sessions", "vouchers", "passes",
} | lexicon.HEAD_COUNT_NOUNS


def _numeric(words: set[str], name: str, text: str, side: str | None) -> Slot:
    if _has(words, "limit", "top", "k", "n") and not _has(words, "price", "amount") or _has(words, "results") or name in ("max_results", "maxresults", "num_results", "page_size", "pagesize", "per_page", "count", "n", "k", "top_k", "topk", "limit", "max_items"):
        if not _has(words, "people", "guests", "tickets", "seats", "nights", "party"):
            return Slot("limit")
    if _has(words, "page", "offset", "cursor", "skip"):
        return Slot("page")
    if _has(words, "id", "number", "no", "code") and not _has(words, "people", "guests", "of", "seats", "tickets", "nights", "rooms", "phone"):
        if _has(words, "id") or "identifier" in text:
            return Slot("id")
    unit = next((MEASURE_UNITS[w] for w in (name.rsplit("_", 1)[-1].lower(), *sorted(words)) if w in MEASURE_UNITS), None)
    if unit is not None:
        return Slot("measure", side, unit)  # `amount_g`, `weight_kg`, `volume_ml`: a quantity in that unit
    if _has(words, "price", "amount", "cost", "budget", "total", "fee", "balance", "salary", "payment", "value", "spend", "cents", "usd", "eur", "gbp", "money", "deposit", "fare", "rent") and not _has(words, "percent", "pct"):
        return Slot("amount", side, "cents" if "cents" in words or "cent" in words else None)
    if _has(words, "percent", "percentage", "pct", "brightness", "volume", "level", "discount", "opacity", "position") or "%" in text or "percent" in text:
        return Slot("percent", side)
    if _has(words, "temperature", "temp", "degrees", "celsius", "fahrenheit", "setpoint", "thermostat") or "°" in text:
        return Slot("temperature", side, "f" if "fahrenheit" in text or _has(words, "f") else "c")
    if _has(words, "min") and not _has(words, "minutes", "mins", "duration") and name.lower().startswith("min") and len(words) > 1:
        return _numeric(words - {"min"}, name[3:].lstrip("_") or name, text, "start")  # `min_kw`: a minimum, not minutes
    if _has(words, "length", "width", "height", "depth", "beam", "draft", "draught", "span", "arm", "size") and (
            _has(words, "m", "cm", "mm", "ft", "km", "meters", "metres", "feet", "inches", "in") or re.search(r"\b(?:metres?|meters?|centimet|feet|foot|inch)", text)):
        unit = next((u for u in ("mm", "cm", "km", "ft", "m") if u in words), None) or ("cm" if "centimet" in text else "ft" if re.search(r"\bf(?:ee|oo)t\b", text) else "m")
        return Slot("distance", side, unit)  # `length_m`, `arm_length_cm`: a length in metres or centimetres, not a duration
    if _has(words, "minutes", "mins", "min", "hours", "hrs", "seconds", "secs", "duration", "length", "days", "weeks", "months") and not _has(words, "nights"):
        unit = next((u for u in ("seconds", "secs", "minutes", "mins", "min", "hours", "hrs", "days", "weeks", "months") if u in words), None)
        if unit is None:
            unit = "hours" if "hour" in text else "days" if " days" in text else "seconds" if "second" in text else "minutes"
        return Slot("duration", side, unit)
    if _has(words, "radius", "distance", "within", "km", "miles", "meters", "metres", "m", "mi"):
        unit = "nm" if _has(words, "nautical", "nm") else "m" if _has(words, "m", "meters", "metres") or "metre" in text or "meter" in text \
            else "mi" if "mile" in text or _has(words, "mi") else "km"
        return Slot("distance", side, unit)
    if _has(words, "rating", "stars", "star", "score"):
        return Slot("rating", side)
    if _has(words, "year", "yr"):
        return Slot("year", side)
    if words & _COUNT_WORDS or re.search(r"\bhow many\b|\bnumber of\b", text):
        return Slot("count", side)
    if _has(words, "months", "weeks", "days", "hours"):
        return Slot("duration", side)
    return Slot("number", side)


_THING_WORDS = (
    "restaurant", "hotel", "product", "item", "song", "track", "artist", "album", "playlist", "movie", "film", "book",
    "event", "venue", "shop", "store", "business", "task", "project", "team", "channel", "device", "room", "course",
    "recipe", "dish", "show", "game", "company", "brand", "model", "service", "plan", "category", "genre", "cuisine",
    "ingredient", "ingredients", "tag", "tags", "list", "calendar", "zone", "light", "speaker", "door", "vehicle", "car",
    "pet", "animal", "breed", "unit", "color", "colour", "size", "style", "type", "kind", "mode", "status", "priority",
    "sort", "order", "format", "cinema", "theatre", "theater", "clinic", "branch", "scene", "class", "group", "form", "team", "module",
)
_PERSON_WORDS = (
    "name", "person", "recipient", "attendee", "guest", "customer", "contact", "assignee", "owner", "author", "username",
    "user", "who", "to", "cc", "bcc", "invitee", "member", "employee", "patient", "passenger", "driver", "sender", "host",
    "organizer", "organiser", "manager", "reviewer", "student", "teacher", "pupil", "child", "son", "daughter", "learner",
    # people named by their role: "with Dr. Lind" fills `vet`, "Maria" fills `stylist`
    "vet", "doctor", "dentist", "physician", "nurse", "therapist", "stylist", "barber", "hairdresser", "instructor",
    "trainer", "coach", "tutor", "mechanic", "technician", "courier", "lawyer", "advisor", "adviser", "consultant",
    "practitioner", "clinician", "surgeon", "agent", "rep", "representative", "staff", "colleague", "teammate", "friend",
    "caller", "requester", "approver", "buyer", "seller", "tenant", "landlord", "client", "pilot", "chef", "waiter",
)
_NAMED_PEOPLE = ("first", "last", "full", "guest", "customer", "contact", "person", "user", "recipient", "passenger", "patient", "pupil", "child",
                 "attendee", "host", "owner", "author", "employee", "student", "driver", "sender", "member")


def name_part(words: set[str]) -> str | None:
    """"first" or "last" for a parameter that holds one part of a person's name (`first_name`,
    `Forenames`, `given_names`; `last_name`, `Surname`, `family_name`), None otherwise."""
    named = bool(words & {"name", "names"})
    if words & {"surname", "surnames", "lastname"} or named and words & {"last", "family"}:
        return "last"
    if words & {"forename", "forenames", "firstname", "givenname"} or named and words & {"first", "given", "christian"}:
        return "first"
    return None


def _by_name(param: Param, words: set[str], name: str, side: str | None) -> Slot | None:
    """The slot the parameter's own name says (it wins over its description)."""
    part = name_part(words) if param.kind in ("string", "null") and not param.enum else None
    if part is not None:
        return Slot("person", None, part)  # `Surname`: the last word of a person's name
    if _has(words, "email", "mail"):
        return Slot("email")
    if _has(words, "url", "link", "website", "uri", "href", "webpage", "domain", "domains", "hostname", "fqdn"):
        return Slot("url")  # (a domain name is an address: "bristolbakes.co.uk")
    if _has(words, "phone", "mobile", "tel", "telephone", "cell", "msisdn"):
        return Slot("phone")
    if _has(words, "repo", "repository"):
        return Slot("slug")
    if _has(words, "path", "file", "filename", "filepath", "directory", "dir", "folder") and not _has(words, "type", "size", "format", "count", "extension"):
        return Slot("path")
    if _has(words, "timezone", "tz"):
        return Slot("timezone")
    if _has(words, "currency", "ccy"):
        return Slot("currency", side)
    if _has(words, "language", "lang", "locale"):
        return Slot("language", side)
    if _has(words, "country"):
        return Slot("country", side)
    if _has(words, "title", "subject", "headline", "label", "caption", "heading") and not _has(words, "body", "content", "text", "id", "number"):
        return Slot("title")
    if _has(words, "summary") and not _has(words, "id"):
        return Slot("content")
    parts = split_identifier(param.name)
    if len(parts) > 1 and parts[-1] in ("id", "ids", "uuid", "guid") and _has(words, "time", "date", "day", "slot", "hour", "month"):
        return Slot("id")  # `time_id`, `day_id`: the id of a time the lookup listed, not a time
    if _has(words, "datetime", "timestamp") or list(words) == ["when"] or _has(words, "at") and _has(words, "remind", "notify", "scheduled", "send"):
        return Slot("datetime", side)  # `when`, `remind_at`, `send_at`: a moment
    if _has(words, "date", "day", "checkin", "checkout", "deadline", "due", "dob", "birthday") or (
            _has(words, "check") and _has(words, "in", "out") and len(words) <= 3):  # `check_in`, `checkOut`
        if re.search(r"day of (?:the )?week|weekday|\bmonday\b", param.text) and not _has(words, "date"):
            return Slot("date", side, "weekday")  # `day`: "a day of the week (e.g. Monday)"
        return Slot("date", side)
    if _has(words, "month") and not param.enum and (param.kind == "string" or "yyyy-mm" in param.text) or "yyyy-mm" in param.text and "dd" not in param.text:
        return Slot("date", side, "month")  # `from_month`: "YYYY-MM"
    if _has(words, "time", "hour", "clock") and not _has(words, "zone"):
        if param.format in ("date-time", "datetime") or re.search(r"iso[ -]?8601|date(?:[- ]?| and | & )time|timestamp|yyyy-mm-dd[t ]hh", param.text):
            return Slot("datetime", side)  # `start_time`: "a start time (ISO 8601)" is a moment, not a clock time
        return Slot("time", side)
    if _has(words, "duration"):
        return Slot("duration", side, "minutes")
    if _has(words, "airline", "carrier"):
        return Slot("id")
    if _has(words, "id", "ids", "uuid", "guid", "sku", "isbn", "pnr", "ref", "reference", "serial", "imei", "confirmation", "tracking", "consignment", "waybill", "awb", "handle", "slug", "key", "last4", "digits", "pin", "cvv", "last",
            "plate", "registration", "reg", "vin", "numberplate") or name.endswith("id") or (
        _has(words, "number", "no", "code") and not _has(words, "phone", "postal", "zip", "post", "country", "language", "currency", "promo", "discount", "coupon", "voucher")
    ):
        return Slot("id")
    if _has(words, "city", "location", "place", "address", "destination", "origin", "town", "region", "area", "where", "near", "venue",
            "airport", "station", "neighborhood", "neighbourhood", "locality", "state", "province", "zip", "postcode", "postal", "street",
            "stop", "platform", "terminal", "pickup", "dropoff", "port", "harbour", "harbor", "depot", "marina") or (
            _has(words, "park", "campsite", "campground", "resort", "lodge", "site", "centre", "center", "clinic", "gym", "facility", "office", "hospital")
            and not _has(words, "cost", "profit", "data", "call", "web", "help", "code", "type")):  # the site, not a "cost centre"
        return Slot("place", side)
    if _has(words, "note", "notes", "message", "msg", "comment", "comments", "memo", "instructions", "remarks"):
        return Slot("content")  # `note_for_teacher`, `driver_message`: what is said to someone, not who
    if _has(words, *_PERSON_WORDS):
        if _has(words, "name") and not _has(words, *_NAMED_PEOPLE) and re.search(r"\b(" + "|".join(_THING_WORDS) + r")\b", param.text):
            return Slot("thing")
        return Slot("person")
    if _has(words, "query", "q", "search", "term", "terms", "keyword", "keywords", "topic", "question", "prompt", "phrase", "lookup", "criteria", "filter"):
        return Slot("query")
    if _has(words, "message", "msg", "body", "content", "text", "note", "notes", "comment", "comments", "details", "description", "desc",
            "reason", "instructions", "feedback", "notification", "alert", "memo", "reply", "response", "answer", "explanation", "remarks",
            "request", "issue", "problem", "symptoms", "story"):
        return Slot("content")
    if _has(words, *_THING_WORDS):
        return Slot("thing")
    return None


def _by_description(param: Param, text: str, side: str | None) -> Slot | None:
    """The slot a description says when the name does not ("e.g. jo@example.com", "ISO 3166")."""
    if "e-mail" in text or "email address" in text:
        return Slot("email")
    if "owner/name" in text or "owner/repo" in text:
        return Slot("slug")
    if "time zone" in text or "iana" in text:
        return Slot("timezone")
    if "iso 4217" in text or "currency code" in text:
        return Slot("currency", side)
    if "iso 639" in text or "language code" in text:
        return Slot("language", side)
    if "iso 3166" in text or "country code" in text:
        return Slot("country", side)
    if re.search(r"date(?:[- ]?| and | & )time|timestamp|iso 8601|yyyy-mm-dd[t ]hh", text):
        return Slot("datetime", side)
    if "yyyy-mm-dd" in text or re.search(r"\bcheck[- ](?:in|out) date\b", text):
        return Slot("date", side)
    if re.search(r"\bdate\b", text) and set(param.words) & _BOUND_WORDS:
        return Slot("date", side)  # `resumeOn`: "deliveries restart on the first roast on/after this date"
    if "hh:mm" in text:
        return Slot("time", side)
    if side is not None and re.search(r"\b(?:city|airport|place|location|station)\b", text):
        return Slot("place", side)
    if _DESCRIBED_NUMBER.search(text) and not re.search(r"\b(?:phone|mobile|telephone|postal|zip|post code|postcode)\b", text):
        return Slot("id")  # `crn`: "5-digit course reference number", `pnr`: "booking reference"
    return None


#: A description that says the value is a reference ("5-digit course reference number", "booking reference", "the 6-digit code").
_DESCRIBED_NUMBER = re.compile(r"\b(?:reference|ref|confirmation|tracking|serial|account|membership|member|registration)\s+(?:number|no|code|id)\b"
                               r"|\b\d{1,2}[- ]digit\s+(?:\w+\s+){0,2}(?:number|code|id|reference)\b|\bbooking reference\b")


#: A description that says the value is an id ("Catalogue id (sh_...)", "the item's identifier").
_DESCRIBED_ID = re.compile(r"^\W*(?:the\s+)?(?:\w+\s+){0,2}(?:id|identifier)\b|\b(?:id|identifier)\s*\((?:e\.g\.\s*)?[A-Za-z]{1,10}[_-]")


#: Words of a name that bound a moment (`resumeOn`, `startsFrom`, `validUntil`).
_BOUND_WORDS = frozenset("on from until till by after before since".split())


#: Names that are only a preposition: their description says what they bound.
_BARE_BOUNDS = frozenset("to from until till since before after".split())


def _textual(param: Param, words: set[str], name: str, text: str, side: str | None) -> Slot:
    slot = _by_name(param, words, name, side)
    if slot is not None and slot.kind in ("thing", "text") and _DESCRIBED_ID.search(text) and not re.search(r"\bname\b|\btitle\b", text):
        return Slot("id")  # `item`: "Catalogue id (sh_...)"
    if slot is not None and slot.kind == "person" and words <= _BARE_BOUNDS:
        described = _by_description(param, text, side)
        if described is not None and described.kind in ("date", "datetime", "time"):
            return described  # `to`: "Last day, YYYY-MM-DD" is a range's end, not a recipient
    if (slot is None or slot.kind in ("thing", "text")) and _FROM_A_LOOKUP.search(param.description[:400]):
        return Slot("id")  # `uprn`: "Property reference from findAddress": a value a lookup returns, not words to search
    return slot or _by_description(param, text, side) or Slot("text")


#: A description that says the value comes from another tool ("from findAddress", "as returned by
#: list_rooms", "returned by `search-items`"): a reference that lookup returns.
_FROM_A_LOOKUP = re.compile(r"\b(?:[Ff]rom|[Rr]eturned by|[Gg]iven by|via)\s+`?(?:get|list|find|search|lookup|look|fetch|query|read|show|browse)"
                            r"(?:[A-Z][A-Za-z0-9]*|[_-][a-z][a-z0-9_-]*)\b")


def is_essential(param: Param, slot: Slot) -> bool:
    """Must the model ask (or look up) this parameter rather than invent it? Required, not
    nullable, and a slot the user has to state."""
    return param.essential and slot.kind in ESSENTIAL


#: "usually 1", "normally 2": the value a number takes unless the user says otherwise.
_USUALLY = re.compile(r"\b(?:usually|normally|typically|most often)\s+(\d{1,3})\b(?![.,]?\d)", re.I)


def usual_from_description(param: Param) -> str | None:
    """The value a description says a number usually takes: "Number of packs; usually 1"."""
    said = _USUALLY.search(param.description[:400]) if param.kind in ("integer", "number") else None
    return said.group(1) if said else None


def default_from_description(param: Param) -> str | None:
    """The default a description states: "(default 5000)", "defaults to 'metric'", "null means 6"."""
    match = re.search(r"\bdefaults?\s*(?:is|to|:|=|of)?\s*['\"]?([\w.\-]+)", param.description, re.I)
    if match:
        return match.group(1)
    return None
