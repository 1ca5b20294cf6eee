"""Ranges of dates and times as `Span`s: "from X to Y", "between X and Y", "X for 3 nights", a month
or "last week" as its first and last day, and "3-5 May" (one token for the days)."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace

from labkit.sim.engine.dates.days import calendar_date, period
from labkit.sim.engine.dates.when import MONTHS, Span, When, span
from labkit.sim.engine.words import Token

_DAY_RANGE = re.compile(r"(\d{1,2})(?:st|nd|rd|th)?-(\d{1,2})(?:st|nd|rd|th)?")


#: Words of a question about what is still to come ("slots", "available", "on this week"): "this
#: week" runs to Sunday, not (as for "what did I spend this week") to today.
_AHEAD = re.compile(r"\b(?:slots?|availab\w*|free|appointments?|openings?|spaces?|left|upcoming|coming up|what's on|anything on|going on|"
                    r"book|booking|reserve|schedule|due|planned|happening|events?|shows?|visits?|times?)\b")


def ranges(found: list[When], toks: list[Token], today: dt.date) -> list[Span]:
    """Pairs of mentions that form a range: "from X to Y", "X - Y", "between X and Y",
    "X for 3 nights" (an end computed from the duration). A start without a month borrows the
    end's ("from the 3rd to the 5th of May")."""
    out: list[Span] = []
    dated = [w for w in found if w.kind in ("date", "datetime", "time")]
    for a, b in zip(dated, dated[1:]):
        between = [t.lower for t in toks[a.last + 1 : b.first]]
        if len(between) <= 2 and set(between) & {"to", "until", "till", "til", "through", "thru", "-", "–", "and"}:
            if "and" in between and not any(t.lower == "between" for t in toks[max(0, a.first - 2) : a.first]):
                continue
            start = a
            if a.kind == "date" and b.date and a.approximate and a.date and b.date.month != a.date.month:
                fixed = calendar_date(today, b.date.month, a.date.day, b.date.year if b.date.year != today.year else None)
                if fixed and fixed <= b.date:
                    start = replace(a, date=fixed, approximate=False)
            if start.kind == "time" and b.kind in ("time", "datetime") and b.time and start.time and start.time > b.time and start.time.hour >= 12:
                start = replace(start, time=dt.time(start.time.hour - 12, start.time.minute))
            if start.kind == "time" and b.kind == "time" and b.time and start.time and b.time.hour >= 12 and start.time.hour < 12 and start.time.hour + 12 < b.time.hour + 1:
                start = replace(start, time=dt.time(start.time.hour + 12, start.time.minute))
            finish = b
            if b.unit == "month" and b.date is not None and b.role != "end":
                finish = replace(b, date=(b.date.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1))  # "to October": all of it
            out.append(Span(replace(start, role="start"), replace(finish, role="end")))
    for when in found:
        if when.kind == "date" and when.unit == "month" and when.role is None and when.date is not None and not any(
                s.begin is when or s.finish is when or s.begin.first == when.first or s.finish.first == when.first for s in out):
            last_day = (when.date.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)
            out.append(Span(replace(when, role="start"), replace(when, date=last_day, role="end")))  # "in October": all of it
        if when.kind == "date" and " " in when.unit and when.unit.split()[1] in ("week", "month", "year"):
            which, unit = when.unit.split()
            start, end = period(today, which, unit)
            if which == "this" and unit in ("week", "month") and _AHEAD.search(" ".join(t.lower for t in toks[:400])):
                end = period(today, "next", "week")[0] - dt.timedelta(days=1) if unit == "week" else \
                    (today.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)  # "what slots do you have this week?": to its end
            out.append(Span(replace(when, date=start, role="start"), replace(when, date=end, role="end")))
    for when in found:
        if when.kind != "duration" or when.unit not in ("night", "nights", "day", "days", "week", "weeks"):
            continue
        before = [w for w in dated if w.last < when.first and w.date is not None]
        if before and not any(s.begin is before[-1] or s.finish is before[-1] for s in out):
            begin = before[-1]
            days = int((when.minutes or 0) // 1440)
            assert begin.date is not None
            finish = replace(when, kind="date", date=begin.date + dt.timedelta(days=days), role="end")
            out.append(Span(replace(begin, role="start"), finish))
    return out


def day_range(toks: list[Token], today: dt.date) -> list[Span]:
    """"3-5 May" / "3rd-5th of May": one token for the days, then the month."""
    out: list[Span] = []
    for i, token in enumerate(toks[:-1]):
        match = _DAY_RANGE.fullmatch(token.lower)
        if not match:
            continue
        k = i + 1
        if toks[k].lower == "of" and k + 1 < len(toks):
            k += 1
        if toks[k].lower not in MONTHS:
            continue
        month = MONTHS[toks[k].lower]
        first_day = calendar_date(today, month, int(match.group(1)), None)
        last_day = calendar_date(today, month, int(match.group(2)), None)
        if first_day and last_day and first_day <= last_day:
            s, e, t = span(toks, i, k)
            out.append(Span(When("date", i, k, s, e, t, date=first_day, role="start"), When("date", i, k, s, e, t, date=last_day, role="end")))
    return out
