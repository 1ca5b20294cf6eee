"""Candidates for dates, times, moments and durations (a range's start or end by the parameter's
side, "a table at 8" in the evening), and the forms a parameter writes a moment or a time in."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re

from labkit.sim.engine.candidates.scoring import Candidate, in_span, mentions, near, param_words, role_fit
from labkit.sim.engine.dates import When
from labkit.sim.engine.dates.when import PARTS_OF_DAY_BEGIN
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot

#: How a moment made from a day alone says so (an action does not take it: the model asks the time).
NO_TIME_GIVEN = " (no time given: 09:00)"
_BIRTH = frozenset({"born", "birth", "birthday", "dob", "birthdate"})


def dates(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int], *, reuse: bool = False) -> list[Candidate]:
    out = _days_of_dates(slot, param, evidence, span, used, reuse=reuse)
    if slot.unit == "month":  # "YYYY-MM": the month of the day said ("for January" -> "2027-01")
        return [dataclasses.replace(c, value=c.value[:7]) if isinstance(c.value, str) and len(c.value) == 10 else c for c in out]
    if slot.unit != "weekday":
        return out
    # a day of the week is asked for: "on Monday" -> "Monday"
    return [Candidate(dt.date.fromisoformat(c.value).strftime("%A"), c.mention, c.score, c.why) for c in out if isinstance(c.value, str) and len(c.value) == 10]


def _days_of_dates(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int], *, reuse: bool = False) -> list[Candidate]:
    out: list[Candidate] = []
    wants_birth = bool(set(param.words) & {"birth", "dob", "birthday", "born", "birthdate"})
    for mention in mentions(evidence, ("range",), used):
        begin, finish = mention.value
        when = begin if slot.side != "end" else finish
        if when.date:
            out.append(Candidate(when.date.isoformat(), mention, 3.0 + in_span(mention, span), f"'{when.text}' (a range's {'end' if slot.side == 'end' else 'start'})"))
    for mention in mentions(evidence, ("date", "datetime"), used):
        when: When = mention.extra["when"]
        if when.date is None:
            continue
        score = 2.0 + in_span(mention, span) + role_fit(mention, slot) + near(mention, param_words(param))
        birth = bool(set(mention.before) & _BIRTH)
        if birth and set(mention.before) & _BIRTH <= {"birthday"} and when.date >= evidence.today:
            birth = False  # "celebrating mum's birthday on Thursday": the party's day, not a date of birth
        if birth != wants_birth:
            score -= 6.0  # a date of birth is not a travel date, and the other way round
        if slot.side == "end" and mention.role is None and (not param.essential or param.nullable) and not reuse:
            continue  # an optional end date is said as such ("until", "returning"), never reused ("null for one-way")
        cue = mention.before[-1] if mention.before else ""
        if slot.side == "end" and cue in ("sinc", "since", "after") and not reuse:
            continue  # "since September" starts a range; it does not end one
        if slot.side == "start" and cue in ("until", "till", "befor", "before") and not reuse:
            continue  # "until Friday" ends one
        out.append(Candidate(when.date.isoformat(), mention, score, f"'{mention.text}'"))
    if slot.side == "end" and not param.nullable and not [c for c in out if c.score > 0] and any(
        set(m.before[-2:]) & {"since", "sinc", "from"} for m in mentions(evidence, ("date", "datetime"), set())
    ):
        out.append(Candidate(evidence.today.isoformat(), None, 1.0, "today (the range runs 'since' a date)"))
    return out


def times(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out: list[Candidate] = []
    for mention in mentions(evidence, ("range",), used):
        begin, finish = mention.value
        when = begin if slot.side != "end" else finish
        if when.time:
            out.append(Candidate(when.time, mention, 3.0 + in_span(mention, span), f"'{when.text}' (a range)"))
    evening = bool(re.search(r"\b(?:tables?|restaurants?|dinner|supper|bars?|shows?|movies?|films?|cinemas?|concerts?|theat\w*|party|parties|events?)\b",
                             param.text + " " + evidence.text.lower()[:2000]))  # (a "timetable" is not a table)
    for mention in mentions(evidence, ("time", "datetime"), used):
        when: When = mention.extra["when"]
        if when.time is None:
            continue
        clock = when.time
        if when.bare and 7 <= clock.hour <= 11 and evening:
            clock = dt.time(clock.hour + 12, clock.minute)  # "a table at 8" is in the evening
        why = f"'{mention.text}'" + (" (a part of the day)" if when.approximate else "")
        if when.approximate and set(param.words) & _LOWER_BOUND and (begins := PARTS_OF_DAY_BEGIN.get(when.text.lower().split()[-1])):
            clock, why = begins, f"'{mention.text}' (from the start of that part of the day)"  # "since this morning": 06:00, not 09:00
        score = 2.0 + in_span(mention, span) + role_fit(mention, slot) - (1.0 if when.approximate else 0.0)
        if set(param.words) & _DEPARTING and _EVENT_BEFORE.search(evidence.text[max(0, mention.start - 60) : mention.start]):
            continue  # "a meeting in Cologne on Tuesday at 11": when to be there, not when to leave
        out.append(Candidate(clock, mention, score, why))
    return out


_DEPARTING = frozenset("depart departure departs leave leaving after earliest outbound".split())
_EVENT_BEFORE = re.compile(r"\b(?:meeting|appointment|interview|conference|wedding|exam|class|lecture|shift|funeral|match|gig|concert|show|dinner|lunch)\b[^.?!]*$", re.I)


#: Words of a parameter that is the lower bound of a search ("since", "after", "from_time"): a part
#: of the day there means its beginning, not the time an appointment in it would have.
_LOWER_BOUND = frozenset("since after from earliest newer".split())


def datetimes(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    clocks = times(slot, param, evidence, span, used)
    days = dates(slot, param, evidence, span, used, reuse=bool(clocks))
    out: list[Candidate] = []
    if days:
        day = max(days, key=lambda c: c.score)
        clock = max(clocks, key=lambda c: c.score) if clocks else None
        together = [c for c in days if clock is not None and clock.mention is not None and c.mention is clock.mention]
        vague = day.mention is not None and (day.mention.kind == "range" and day.mention.value[0].unit == "month"
                                             or (day.mention.extra or {}).get("when") is not None and day.mention.extra["when"].unit == "month")
        if together and day.mention is not clock.mention and (vague or day.score <= max(c.score for c in together) + 1.0):
            day = max(together, key=lambda c: c.score)  # "for the March book … close it on 31 Jan at 9pm": the day said with the time
        if slot.side == "end" and clock is None and day.mention is not None and day.mention.kind != "range" and day.mention.role is None:
            ends = [c for c in days if c.mention is not None and c.mention.kind == "range"]
            if not ends:
                return []
            day = max(ends, key=lambda c: c.score)  # "fri 18th to mon 21st": the range's end, not the 21st said alone  # "a car on Wednesday": the return is not the pick-up's moment again (ask for it)
        time_value: dt.time = clock.value if clock else dt.time(9, 0)
        why = day.why + (f" at {clock.why}" if clock else NO_TIME_GIVEN)
        out.append(Candidate(format_datetime(str(day.value), time_value, param), day.mention, day.score + (1 if clock else 0), why))
    elif clocks:
        clock = max(clocks, key=lambda c: c.score)
        out.append(Candidate(format_datetime(evidence.today.isoformat(), clock.value, param), clock.mention, clock.score - 0.5, f"{clock.why} today"))
    return out


def format_datetime(day: str, clock: dt.time, param: Param) -> str:
    """A moment in the form the parameter asks for: ISO 8601 ("2026-12-01T14:00:00"), unless its
    description spells another ("YYYY-MM-DD HH:MM" -> "2026-12-01 14:00")."""
    text = param.text.lower()
    spelled = re.search(r"yyyy-mm-dd([ t])hh:mm(:ss)?(?![:\w])", text) or (
        re.search(r"\b\d{4}-\d{2}-\d{2}([ t])\d{2}:\d{2}(:\d{2})?(?![:\w+-])", text) if param.format != "date-time" else None)  # (a `date-time` format has its seconds)
    if spelled and not (param.format == "date-time" and spelled.group(1) == "t"):
        # (as the description writes it, or as its example is: "e.g. 2027-01-31T21:00" has no seconds)
        return f"{day}{'T' if spelled.group(1) == 't' else ' '}{clock.strftime('%H:%M:%S' if spelled.group(2) else '%H:%M')}"
    return f"{day}T{clock.strftime('%H:%M')}:00"


def durations(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    scale = {"seconds": 1 / 60, "secs": 1 / 60, "minutes": 1, "mins": 1, "min": 1, "hours": 60, "hrs": 60, "days": 1440, "weeks": 10080, "months": 43200}
    per = scale.get(slot.unit or "minutes", 1)
    out = []
    for mention in mentions(evidence, ("duration",), used):
        minutes = float(mention.value or 0)
        value = minutes / per
        out.append(Candidate(int(value) if value.is_integer() else round(value, 2), mention, 2.0 + in_span(mention, span), f"'{mention.text}' in {slot.unit or 'minutes'}"))
    if not out:
        for mention in mentions(evidence, ("range",), used):
            begin, finish = mention.value
            if begin.time is None or finish.time is None or begin.date is not None and finish.date is not None and begin.date != finish.date:
                continue  # "monday 10 to 11" lasts an hour; "fri 9am to mon 5pm" is no duration in minutes
            minutes = (finish.time.hour * 60 + finish.time.minute) - (begin.time.hour * 60 + begin.time.minute)
            if minutes > 0:  # "10 til 12" lasts two hours
                value = minutes / per
                out.append(Candidate(int(value) if value.is_integer() else round(value, 2), None, 1.5 + in_span(mention, span),
                                     f"'{mention.text}' lasts {value:g} {slot.unit or 'minutes'}"))
    return out


def format_time(clock: dt.time, param: Param) -> list[str]:
    """A time of day in the forms a parameter may want, most likely first ("19:30", "19:30:00",
    "7:30 PM")."""
    text = param.text + " " + str(param.schema.get("pattern") or "")
    hh_mm = clock.strftime("%H:%M")
    with_seconds = clock.strftime("%H:%M:%S")
    twelve = clock.strftime("%I:%M %p").lstrip("0")
    if re.search(r"hh:mm:ss|:ss|seconds", text):
        return [with_seconds, hh_mm, twelve]
    if re.search(r"\b(am|pm)\b|h:mm a|12[- ]hour|e\.g\.,? \d{1,2}(:\d\d)? ?[ap]m", text, re.I):
        return [twelve, hh_mm, with_seconds]
    return [hh_mm, with_seconds, twelve]
