"""Stage 5 — chains, where a value comes from: `producers(param, toolbox, target)` are the read
tools that can give a missing value (a `booking_id` comes from `list_bookings`, an `incident_id` from
`search_incidents`): their names and descriptions are about the same thing, and they do not need the
value themselves. Never guess an id a tool could provide: the dependent call waits for its output."""

from __future__ import annotations

import functools
import re

from labkit.sim.engine import lexicon
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import Toolbox, ToolProfile
from labkit.sim.engine.words import split_identifier, stem, words

_GENERIC = frozenset({"id", "ids", "number", "no", "code", "key", "ref", "reference", "uuid", "the", "of", "name"})
_LOOKUP_VERBS = frozenset(stem(w) for w in "list search find get lookup look fetch retrieve query show browse scan check read".split())


def entity_words(param: Param) -> set[str]:
    """The stems naming what an id parameter identifies: `booking_id` -> {"book"}."""
    return {stem(w) for w in param.words if w not in _GENERIC}


#: What a record calls the place it is at (a meeting's location gives a forecast's city).
_PLACE_FIELDS = frozenset(stem(w) for w in "location place address venue city where".split())

#: Names of a list parameter that say nothing of what is in it.
_GENERIC_THINGS = frozenset(stem(w) for w in "items item values value things thing entries entry elements element list".split())


#: What a lookup is about when it must supply a person's address or number.
PEOPLE_SOURCES = frozenset(stem(w) for w in "contact contacts people person user users customer customers member members employee employees directory payee payees recipient recipients friend friends account".split())


def producers(param: Param, toolbox: Toolbox, target: ToolProfile, said: frozenset[str] = frozenset(), own: bool = False) -> list[ToolProfile]:
    """Read tools that can supply `param` of `target`, best first. `said`: the stems of the
    request's own words; for a list of generic things ("items") the request names what they
    are ("add its *ingredients* to my list"), and the lookup whose description gives those does.
    `own`: the request says the thing is the user's ("drop *my* shift"): a lookup of the user's
    own (`getMyShifts`) before a listing of everyone's (`listShifts`)."""
    if param.enum and len(param.enum) <= 12 and slot_of(param).kind != "id" and not set(param.words) & {"id", "ids", "key", "code", "sku"} \
            and all(isinstance(v, str) and not any(ch.isdigit() for ch in v) for v in param.enum):
        return []  # "development, staging or production": a choice of a few words is the user's to make, no lookup gives it
    wanted = entity_words(param) or {stem(w) for w in target.objects}
    named = set(said) - set(target.terms) - _GENERIC_THINGS if param.kind == "array" and wanted <= _GENERIC_THINGS else set()
    if slot_of(param).kind in ("email", "phone", "person") or (param.kind == "array" and re.search(r"recipient|email|\bto\b|attendee", param.text)):
        wanted = set(wanted) | PEOPLE_SOURCES
    if slot_of(param).kind == "place":
        wanted = set(wanted) | _PLACE_FIELDS  # a city comes from a record's location
    mentioned = {stem(w) for w in words(param.description)}
    scored: list[tuple[float, int, ToolProfile]] = []
    for profile in toolbox.work:
        if profile is target or profile.act:
            continue
        if profile.param(param.name) is not None and profile.param(param.name).essential:
            continue  # it needs the value itself
        score = 0.0
        names = {stem(w) for w in profile.name_words}
        score += 3.0 * len(named & profile.returns)  # it says it gives what the request names
        score += 3.0 * len(wanted & (profile.objects | names | profile.returns))
        score += 1.0 * len(wanted & set(profile.terms))
        score += 0.6 * sum(1 for w in wanted for t in profile.objects if lexicon.related(w, t))
        if profile.name in param.description or any(stem(w) in mentioned for w in profile.name_words if stem(w) in _LOOKUP_VERBS and len(w) > 4):
            score += 4.0
        if profile.verb in _LOOKUP_VERBS:
            score += 1.0
        if profile.objects & mentioned - _GENERIC_THINGS - {"id", "number", "code"}:
            score += 3.0  # "Catalog id (pod_...)": the parameter's description names what `search_catalog` searches
        if _names_field(profile.tool.description or "", param.name):
            score += 3.0  # "returns matching books with their book_id": it says it gives this very field
        elif _names_other_ids(profile.tool.description or "", param.name):
            score -= 3.0  # "Returns up to 8 slots (slot_id, start, …)": its ids are slots', not the appointment_id wanted
        elif slot_of(param).kind == "id" and wanted and wanted <= {stem(w) for w in words((profile.tool.description or "")[:300])} and not wanted <= _GENERIC_THINGS:
            score += 2.0  # "the customer's parcels with tracking number": it says it gives one
        if own and score >= 3.0 and slot_of(param).kind == "id" and {"my", "mine", "own"} & set(split_identifier(profile.name)):
            score += 2.0  # (a lookup of the user's own things of the very kind wanted: a new time's id is not among them)
        offered = AVAILABILITY & (names | profile.objects)
        if offered and not wanted & AVAILABILITY and slot_of(param).kind == "id":
            score -= 2.5  # "move my thursday lesson": the lesson is one of the user's own, not a free slot to book
        needs_nothing = not any(p.essential for p in profile.params)
        if score >= 3.0 or (needs_nothing and score >= 2.0):
            scored.append((score, profile.index, profile))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [profile for _score, _index, profile in scored]


#: What a user has of their own (found by who they are, never by a search of the catalogue).
_OWN_THINGS = frozenset(stem(w) for w in "profile profiles household family wallet basket cart subscription plan".split())


def lone_search(param: Param, toolbox: Toolbox, target: ToolProfile) -> list[ToolProfile]:
    """The toolbox's one search (a read tool whose only essential parameter is a query), for an
    id of a thing the request names but no lookup says it gives ("take Salt Marsh off my list"
    and `find_shows(query)`: a catalogue's search is where a title's id comes from); [] when
    there are several searches or none."""
    if slot_of(param).kind != "id" and not (param.kind == "array" and set(param.words) & {"id", "ids"}):
        return []
    if entity_words(param) & (PEOPLE_SOURCES | _OWN_THINGS):
        return []  # a profile, an account or a member is the user's own, not a catalogue's
    searches = [p for p in toolbox.work if p is not target and not p.act and p.verb in _LOOKUP_VERBS
                and [q.name for q in p.params if q.essential] and all(slot_of(q).kind == "query" for q in p.params if q.essential)]
    return searches if len(searches) == 1 else []


#: What a search for free places or times lists: not the user's own bookings.
AVAILABILITY = frozenset(stem(w) for w in "slot slots availability available free openings opening vacancy vacancies".split())


def _names_field(description: str, name: str) -> bool:
    """Does a description name this field as it is spelled in code ("…with their book_id")? Only
    compound identifiers count: a plain word ("repo", "activity") is just a word there — but an
    acronym written in capitals does ("its sections (CRN, days, times)" gives `crn`)."""
    if re.fullmatch(r"[a-z]{2,5}", name) and re.search(rf"(?<![\w]){name.upper()}s?(?![\w])", description[:2000]):
        return True
    if not re.search(r"[a-z][_A-Z]|_", name):
        return False
    return re.search(rf"(?<![\w]){re.escape(name)}s?(?![\w])", description[:2000]) is not None


def _names_other_ids(description: str, name: str) -> bool:
    """Does a description spell out the id fields it returns ("(slot_id, start, clinician)") and
    not this one?"""
    if not re.search(r"(?:_|[a-z])(?:id|Id|ID)$", name):
        return False
    named = _ids_named(description[:2000])
    return bool(named) and name.replace("_", "").lower() not in named  # slotId is slot_id


@functools.lru_cache(maxsize=1024)
def _ids_named(description: str) -> frozenset[str]:
    """The id fields a description spells out, as lower-case letters ("slot_id" -> "slotid");
    read once per description, not once per ranked producer."""
    return frozenset(n.replace("_", "").lower() for n in re.findall(r"(?<![\w])([a-z]+(?:_[a-z]+)*_id|[a-z]+Id)s?(?![\w])", description))
