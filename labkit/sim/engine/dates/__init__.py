"""Dates, times and durations in natural language, resolved against "today" so that runs repeat.

A token scanner finds the phrases ("next Friday", "the 3rd of May", "tomorrow evening",
"half past seven", "from the 3rd to the 5th", "for 3 nights"); absolute dates are resolved by
`dateparser` (with `RELATIVE_BASE` fixed to today and future dates preferred); weekdays and the
few relative words are resolved here, with these documented choices:

- "Friday", "this Friday", "next Friday", "on Friday": the first Friday strictly after today;
- "tonight" is today at 20:00, "this evening" / "tomorrow evening" 19:00, "morning" 09:00,
  "afternoon" 15:00, "noon" 12:00 (a time of day said only as a part of the day is approximate);
- a bare hour ("at 7") is p.m. when the text says evening/tonight/dinner/pm, or when it is 1–6;
- "this weekend" is the coming Saturday (to Sunday); "next week" is its Monday.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace

from labkit.sim.engine.dates.days import date_at
from labkit.sim.engine.dates.spans import day_range, ranges
from labkit.sim.engine.dates.times import duration_at, time_at, time_ranges
from labkit.sim.engine.dates.when import MONTHS, Span, When
from labkit.sim.engine.words import Token
from labkit.sim.engine.words import tokens as tokenize

__all__ = ["Span", "When", "absolute_date", "day_range", "ranges", "scan", "scan_tokens", "time_ranges"]

_START_CUES = {"from", "starting", "start", "arrive", "arriving", "arrival", "depart", "departing", "departure", "leaving", "leave", "check-in", "checkin", "since", "beginning"}
#: Words that may stand between a cue and its date ("until the end of", "from early on").
_BETWEEN_CUE_AND_DATE = frozenset("on the of at a an this next coming early mid late end start beginning around about".split())
_END_CUES = {"to", "until", "till", "til", "through", "thru", "returning", "return", "back", "check-out", "checkout", "by", "ending", "end", "deadline", "due"}
_PM_CUES = ("evening", "tonight", "dinner", "night", "table for", "a table", "restaurant", "supper", "drinks", "movie", "film", "concert", "show at", "theatre", "theater")
_PM_CUE = re.compile(r"\b(?:" + "|".join(re.escape(cue) for cue in _PM_CUES) + r")", re.I)


def absolute_date(text: str, today: dt.date | None = None) -> dt.date | None:
    """The first date stated in a short text ("Tuesday, 1 December 2026", "2026-12-01"), or None."""
    found = scan(text, today or dt.date(2026, 1, 1))
    for when in found:
        if when.date is not None and when.kind in ("date", "datetime") and _is_absolute(when.text):
            return when.date
    return None


def _is_absolute(text: str) -> bool:
    low = text.lower()
    return bool(re.search(r"\d{4}", low)) or any(month in low.split() for month in MONTHS)


def scan(text: str, today: dt.date) -> list[When]:
    """Every date, time and duration mention in `text`, in order (dates merged with an adjacent
    time into one "datetime" mention)."""
    return _scan_tokens(tokenize(text), text, today)


def scan_tokens(toks: list[Token], text: str, today: dt.date) -> list[When]:
    """Like `scan`, over tokens already made."""
    return _scan_tokens(toks, text, today)


#: Words a possessive may follow in a date ("Friday's classes", "tomorrow's weather", "next week's plan").
_POSSESSIVE_DATES = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun "
    "today tomorrow tonight yesterday week weekend month year morning afternoon evening night".split())


def _without_possessives(toks: list[Token]) -> list[Token]:
    """"Friday's", "April's" read as "Friday", "April": the date words of a possessive, the 's dropped
    (a month's short form is a name too often: "Jan's", "May's")."""
    out = list(toks)
    for index, token in enumerate(toks):
        low = token.lower
        if len(low) > 3 and low[-2:] in ("'s", "’s") and (low[:-2] in _POSSESSIVE_DATES or low[:-2] in MONTHS and len(low) > 5):
            out[index] = Token(token.text[:-2], token.start, token.end - 2)
    return out


_RANGE_JOINERS = frozenset("to - – until till through thru and".split())


def _bare_range_days(toks: list[Token]) -> list[Token]:
    """"from 10 to 14 December": the bare 10 is a day (read as "10th"), not ten o'clock."""
    out = list(toks)
    for i in range(len(toks) - 3):
        first, joiner, second = toks[i].lower, toks[i + 1].lower, toks[i + 2].lower
        if not (first.isdigit() and len(first) <= 2 and 1 <= int(first) <= 31 and joiner in _RANGE_JOINERS):
            continue
        if not re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)?", second):
            continue
        k = i + 3 if toks[i + 3].lower != "of" else i + 4
        if k < len(toks) and toks[k].lower in MONTHS:
            day = int(first)
            suffix = "st" if day % 10 == 1 and day != 11 else "nd" if day % 10 == 2 and day != 12 else "rd" if day % 10 == 3 and day != 13 else "th"
            out[i] = Token(toks[i].text + suffix, toks[i].start, toks[i].end)
    return out


def _scan_tokens(toks: list[Token], text: str, today: dt.date) -> list[When]:
    toks = _bare_range_days(_without_possessives(toks))
    found: list[When] = []
    pm_hint = bool(_PM_CUE.search(text[:5000]))  # (whole words: "the timetable for Friday" is no table for dinner)
    index = 0
    while index < len(toks) and len(found) < 24:
        when = date_at(toks, index, today) or time_at(toks, index, pm_hint) or duration_at(toks, index)
        if when is None:
            index += 1
            continue
        when = _with_role(toks, when)
        before = [t.lower for t in toks[max(0, when.first - 2) : when.first]]
        if before[-2:] == ["on", "a"] and when.date is not None and _WEEKDAY_ONLY.fullmatch(when.text.strip().lower()):
            index = when.last + 1  # "they normally go out on a Monday": a habit, no date
            continue
        if when.date is not None and when.date > today and set(before) & {"since", "ago", "last"} and _WEEKDAY_ONLY.fullmatch(when.text.strip().lower()):
            while when.date > today:  # "not emptied since Monday", said on a Thursday: the Monday just gone
                when = replace(when, date=when.date - dt.timedelta(days=7))
        if when.date is not None and when.date > today and set(before) & {"since", "ago", "last"}:
            try:
                when = replace(when, date=when.date.replace(year=when.date.year - 1))  # "since the 1st of June"
            except ValueError:
                pass
        found.append(when)
        index = when.last + 1
    return _merge_date_time(found)


_WEEKDAY_ONLY = re.compile(r"(?:on |this |last )?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?")


def _with_role(toks: list[Token], when: When) -> When:
    before = [t.lower for t in toks[max(0, when.first - 3) : when.first]]
    if toks[max(0, when.first - 1)].lower == "-" and when.first > 0:
        return replace(when, role="end")
    for word in reversed(before):
        if word in _START_CUES:
            return replace(when, role="start")
        if word in _END_CUES:
            return replace(when, role="end")
        if word not in _BETWEEN_CUE_AND_DATE:
            break  # "from Lisbon to Paris on the 20th": 'to' is about Paris, not the date
    if len(before) >= 2 and before[-2:] in (["check", "in"], ["checking", "in"]):
        return replace(when, role="start")
    if len(before) >= 2 and before[-2:] in (["check", "out"], ["checking", "out"]):
        return replace(when, role="end")
    return when


def _merge_date_time(found: list[When]) -> list[When]:
    """A date followed (or preceded) closely by a time of day becomes one datetime mention; an
    exact time wins over a part of the day ("at half seven tonight" is 19:30 today)."""
    out: list[When] = []
    for when in found:
        if out:
            last = out[-1]
            close = when.first - last.last <= 3
            last_day = last.kind in ("date", "datetime") and (last.time is None or last.approximate)
            when_day = when.kind in ("date", "datetime") and (when.time is None or when.approximate)
            if close and last_day and when.kind == "time":
                out[-1] = replace(last, kind="datetime", time=when.time, last=when.last, end=when.end,
                                  text=f"{last.text} {when.text}", approximate=when.approximate, bare=when.bare)
                continue
            if close and last.kind == "time" and when_day:
                out[-1] = replace(when, kind="datetime", time=last.time, first=last.first, start=last.start,
                                  text=f"{last.text} {when.text}", role=last.role or when.role, approximate=last.approximate, bare=last.bare)
                continue
        out.append(when)
    return out
