"""Dates, times and durations in natural language, resolved against "today" so that runs repeat.

A token scanner finds the phrases ("next Friday", "the 3rd of May", "tomorrow evening",
"half past seven", "from the 3rd to the 5th", "for 3 nights"); absolute dates are resolved by
`dateparser` (with `RELATIVE_BASE` fixed to today and future dates preferred); weekdays and the
few relative words are resolved here, with these documented choices:

- "Friday", "this Friday", "next Friday", "on Friday": the first Friday strictly after today;
- "tonight" is today at 20:00, "this evening" / "tomorrow evening" 19:00, "morning" 09:00,
  "afternoon" 15:00, "noon" 12:00 (a time of day said only as a part of the day is approximate);
- a bare hour ("at 7") is p.m. when the text says evening/tonight/dinner/pm, or when it is 1–6;
- "this weekend" is the coming Saturday (to Sunday); "next week" is a week from today.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from labkit.sim.engine import numbers
from labkit.sim.engine.words import Token
from labkit.sim.engine.words import tokens as tokenize

MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
    "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
    "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}
WEEKDAYS = {
    "monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2,
    "thursday": 3, "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4, "saturday": 5, "sat": 5,
    "sunday": 6, "sun": 6,
}
PARTS_OF_DAY = {"morning": 9, "afternoon": 15, "evening": 19, "night": 21, "tonight": 20, "lunchtime": 12, "lunch": 12, "noon": 12, "midday": 12, "midnight": 0}
DURATION_UNITS = {
    "minute": 1, "minutes": 1, "min": 1, "mins": 1, "m": 1, "hour": 60, "hours": 60, "hr": 60, "hrs": 60,
    "h": 60, "day": 1440, "days": 1440, "night": 1440, "nights": 1440, "week": 10080, "weeks": 10080,
    "month": 43200, "months": 43200, "second": 1 / 60, "seconds": 1 / 60, "sec": 1 / 60, "secs": 1 / 60,
}
#: Words that put a month said alone in the past: "how much did I spend in October?".
_PAST_MARKERS = frozenset("did didn't was were had spent paid went used charged bought earned made got received ago".split())
#: Words of recording what happened: the day they name has passed ("log 38 miles on the 8th").
_LOGGING_WORDS = frozenset("log logged record recorded claim claimed expense expensed drove drive trip took happened".split())
_MONTH_CUES = frozenset("in since from until till before after by during of last next this early late mid end".split())
_START_CUES = {"from", "starting", "start", "arrive", "arriving", "arrival", "depart", "departing", "departure", "leaving", "leave", "check-in", "checkin", "since", "beginning"}
_END_CUES = {"to", "until", "till", "til", "through", "thru", "returning", "return", "back", "check-out", "checkout", "by", "ending", "end", "deadline", "due"}
_PM_CUES = ("evening", "tonight", "dinner", "night", "p.m", "pm ", "table for", "a table", "restaurant", "supper", "drinks", "movie", "film", "concert", "show at", "theatre", "theater")
_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[tT](\d{2})(?::(\d{2})))?")
_CLOCK = re.compile(r"(\d{1,2})[:.h](\d{2})(?::\d{2})?\s?(am|pm|a\.m\.|p\.m\.)?")
#: Words after "1.25" that make it a decimal number, not a time.
_NOT_A_TIME_AFTER = frozenset("""speed x times percent % per each a an kg g km mi miles ml l litres liters pounds euros dollars
    quid stars star rating points point gb mb metres meters m cm mm inches in ft feet degrees mph kph""".split())
_HOUR_AMPM = re.compile(r"(\d{1,2})(am|pm)")
_HOUR_RANGE = re.compile(r"(\d{1,2})-(\d{1,2})(am|pm)")
_DAY_RANGE = re.compile(r"(\d{1,2})(?:st|nd|rd|th)?-(\d{1,2})(?:st|nd|rd|th)?")
_NUMERIC_DATE_SEP = {"/", "."}


@dataclass(frozen=True)
class When:
    """A date, a time of day, both, or a duration found in text.

    `first`/`last`: token indexes (inclusive); `start`/`end`: character offsets; `role`: "start"
    or "end" when a cue word says so ("from", "until", "check-out"); `approximate`: only a part
    of the day ("tomorrow evening"); `minutes`: a duration ("for 2 hours" -> 120).
    """

    kind: str
    first: int
    last: int
    start: int
    end: int
    text: str
    date: dt.date | None = None
    time: dt.time | None = None
    minutes: float | None = None
    unit: str = ""
    approximate: bool = False
    role: str | None = None
    bare: bool = False  # an hour said without am/pm ("at 8")

    def iso_date(self) -> str | None:
        return self.date.isoformat() if self.date else None

    def iso_time(self) -> str | None:
        return self.time.strftime("%H:%M") if self.time else None


@dataclass(frozen=True)
class Span:
    """A range: a start and an end (dates or times), e.g. "from the 3rd to the 5th of May"."""

    begin: When
    finish: When


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


@functools.lru_cache(maxsize=4096)
def _dateparser(text: str, today: dt.date) -> dt.date | None:
    """`dateparser.parse` with today as the base and future dates preferred (cached)."""
    import dateparser  # ~0.1 s on first import; only paid when a date phrase is seen

    settings = {
        "RELATIVE_BASE": dt.datetime(today.year, today.month, today.day, 9, 0),
        "PREFER_DATES_FROM": "future",
        "RETURN_AS_TIMEZONE_AWARE": False,
        "STRICT_PARSING": False,
    }
    try:
        parsed = dateparser.parse(text, settings=settings, languages=["en"])
    except Exception:  # dateparser raises a variety of errors on odd input
        return None
    return parsed.date() if parsed else None


def _next_weekday(today: dt.date, weekday: int, *, weeks: int = 0) -> dt.date:
    days = (weekday - today.weekday()) % 7 or 7
    return today + dt.timedelta(days=days + 7 * weeks)


def _month_day(today: dt.date, month: int, day: int, year: int | None) -> dt.date | None:
    if year is None:
        for candidate_year in (today.year, today.year + 1):
            try:
                candidate = dt.date(candidate_year, month, day)
            except ValueError:
                continue
            if candidate >= today:
                return candidate
        return None
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def scan(text: str, today: dt.date) -> list[When]:
    """Every date, time and duration mention in `text`, in order (dates merged with an adjacent
    time into one "datetime" mention)."""
    return _scan_tokens(tokenize(text), text, today)


def scan_tokens(toks: list[Token], text: str, today: dt.date) -> list[When]:
    """Like `scan`, over tokens already made."""
    return _scan_tokens(toks, text, today)


_TIME_RANGE = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s?(am|pm)?\s?(?:-|–|to|until|till)\s?(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b", re.I)


def time_ranges(text: str) -> list[tuple[int, int, dt.time, dt.time]]:
    """"3pm-3:30pm", "9 to 11am", "2-4pm": (start offset, end offset, start time, end time)."""
    out = []
    for match in _TIME_RANGE.finditer(text[:20_000]):
        end_ampm = match.group(6).lower()
        start_ampm = (match.group(3) or "").lower() or end_ampm
        begin = _hour(int(match.group(1)), int(match.group(2) or 0), start_ampm, False)
        finish = _hour(int(match.group(4)), int(match.group(5) or 0), end_ampm, False)
        if begin and finish:
            if begin > finish and not match.group(3):
                begin = _hour(int(match.group(1)), int(match.group(2) or 0), "am", False) or begin
            out.append((match.start(), match.end(), begin, finish))
    return out


#: Words a possessive may follow in a date ("Friday's classes", "tomorrow's weather", "next week's plan").
_POSSESSIVE_DATES = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun "
    "today tomorrow tonight yesterday week weekend month year morning afternoon evening night".split())


def _without_possessives(toks: list[Token]) -> list[Token]:
    """"Friday's" read as "Friday": the date words of a possessive, the 's dropped."""
    out = list(toks)
    for index, token in enumerate(toks):
        low = token.lower
        if len(low) > 3 and low[-2:] in ("'s", "’s") and low[:-2] in _POSSESSIVE_DATES:
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
    pm_hint = any(cue in text.lower()[:5000] for cue in _PM_CUES)
    index = 0
    while index < len(toks) and len(found) < 24:
        when = _date_at(toks, index, today) or _time_at(toks, index, pm_hint) or _duration_at(toks, index)
        if when is None:
            index += 1
            continue
        when = _with_role(toks, when)
        before = [t.lower for t in toks[max(0, when.first - 2) : when.first]]
        if when.date is not None and when.date > today and set(before) & {"since", "ago", "last"}:
            try:
                when = replace(when, date=when.date.replace(year=when.date.year - 1))  # "since the 1st of June"
            except ValueError:
                pass
        found.append(when)
        index = when.last + 1
    return _merge_date_time(found)


def _with_role(toks: list[Token], when: When) -> When:
    before = [t.lower for t in toks[max(0, when.first - 3) : when.first]]
    if toks[max(0, when.first - 1)].lower == "-" and when.first > 0:
        return replace(when, role="end")
    for word in reversed(before):
        if word in _START_CUES:
            return replace(when, role="start")
        if word in _END_CUES:
            return replace(when, role="end")
    if len(before) >= 2 and before[-2:] in (["check", "in"], ["checking", "in"]):
        return replace(when, role="start")
    if len(before) >= 2 and before[-2:] in (["check", "out"], ["checking", "out"]):
        return replace(when, role="end")
    return when


def _span(toks: list[Token], first: int, last: int) -> tuple[int, int, str]:
    return toks[first].start, toks[last].end, " ".join(t.text for t in toks[first : last + 1])


def _date_at(toks: list[Token], i: int, today: dt.date) -> When | None:
    low = toks[i].lower
    nxt = toks[i + 1].lower if i + 1 < len(toks) else ""
    iso = _ISO.fullmatch(low)
    if iso:
        try:
            day = dt.date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
        except ValueError:
            return None
        clock = dt.time(int(iso.group(4)), int(iso.group(5) or 0)) if iso.group(4) and int(iso.group(4)) < 24 else None
        s, e, t = _span(toks, i, i)
        return When("datetime" if clock else "date", i, i, s, e, t, date=day, time=clock)
    relative = _relative_at(toks, i, today)
    if relative is not None:
        return relative
    # numeric d/m(/y) or m/d(/y): "12/4", "4/12/2026" (dateparser, month first for English)
    if low.isdigit() and nxt in _NUMERIC_DATE_SEP and i + 2 < len(toks) and toks[i + 2].lower.isdigit():
        last = i + 2
        if i + 4 < len(toks) and toks[i + 3].lower == nxt and toks[i + 4].lower.isdigit():
            last = i + 4
        s, e, t = _span(toks, i, last)
        if all(toks[k].start == toks[k - 1].end for k in range(i + 1, last + 1)) and int(low) <= 31:
            parsed = _dateparser(text_of(toks, i, last), today)
            if parsed:
                return When("date", i, last, s, e, t, date=parsed)
    # "the 3rd of May 2027", "3 May", "3rd May", "May 3rd, 2027", "May 3"
    day_first = _day_month(toks, i, today)
    if day_first is not None:
        return day_first
    if low in MONTHS:
        if i + 1 < len(toks) and re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)?", nxt):
            last = i + 1
            year = None
            probe = last + 1
            if probe < len(toks) and toks[probe].lower == ",":
                probe += 1
            if probe < len(toks) and re.fullmatch(r"\d{4}", toks[probe].lower):
                year, last = int(toks[probe].lower), probe
            day = int(re.match(r"\d+", nxt).group(0))
            value = _month_day(today, MONTHS[low], day, year)
            if value:
                s, e, t = _span(toks, i, last)
                return When("date", i, last, s, e, t, date=value)
    # a month said alone: "since september", "in March", "bills from August 2026"
    if low in MONTHS and (len(low) > 3 or low in ("may", "june", "july") and toks[i].text[:1].isupper() or low == "sept"):
        prev = toks[i - 1].lower if i > 0 else ""
        if (low != "may" or prev in _MONTH_CUES or toks[i].text[:1].isupper() and i > 0) and not re.match(r"\d", prev) and not re.match(r"\d", nxt):
            last, year = i, None
            if i + 1 < len(toks) and re.fullmatch(r"(?:19|20)\d{2}", nxt):
                last, year = i + 1, int(nxt)
            month = MONTHS[low]
            if year is None:
                told = {t.lower for t in toks[max(0, i - 12) : i]}
                back = prev in ("since", "from", "last", "after", "during", "over", "past", "of") or bool(told & _PAST_MARKERS)
                ahead = not back and prev in ("until", "till", "by", "next", "before")  # "in March": the nearest March
                if back:
                    year = today.year - 1 if month > today.month else today.year
                elif ahead:
                    year = today.year + 1 if month < today.month else today.year
                else:  # "the november invoice": the nearest one
                    year = min((today.year - 1, today.year, today.year + 1), key=lambda y: (abs((dt.date(y, month, 15) - today).days), y))
            s, e, t = _span(toks, i, last)
            role = "start" if prev in ("since", "from", "after") else "end" if prev in ("until", "till", "before", "by", "to", "through") else None
            day = dt.date(year, month, 1)
            if role == "end":
                day = (day.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)  # "until October": its last day
            return When("date", i, last, s, e, t, date=day, unit="month", role=role)
    # bare ordinal day: "the 24th" (this month, or the next when it has passed)
    if re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", low) and not (i + 1 < len(toks) and toks[i + 1].lower in ("floor", "row", "place", "time", "one", "item", "result", "option", "century")):
        day = int(re.match(r"\d+", low).group(0))
        value = _this_or_next_month(today, day)
        told = {t.lower for t in toks[max(0, i - 14) : i]}
        if day < today.day and told & (_PAST_MARKERS | _LOGGING_WORDS):
            value = today.replace(day=day)  # "log the drive on the 8th", "I paid on the 3rd": this month's, gone by
        if value and 1 <= day <= 31:
            first = i - 1 if i > 0 and toks[i - 1].lower == "the" else i
            s, e, t = _span(toks, first, i)
            return When("date", first, i, s, e, t, date=value, approximate=True)
    return None


def _days_ahead(today: dt.date, day: int, months: int) -> Iterator[dt.date]:
    """That day of the month in this month and the next `months - 1`, from today on (months
    without it skipped: no 31 February)."""
    year, month = today.year, today.month
    for _ in range(months):
        try:
            value = dt.date(year, month, day)
        except ValueError:
            value = None
        if value is not None and value >= today:
            yield value
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)


def _this_or_next_month(today: dt.date, day: int) -> dt.date | None:
    """"the 3rd": this month's, or next month's once this month's has passed (or does not exist)."""
    return next(_days_ahead(today, day, 3), None)


def text_of(toks: list[Token], first: int, last: int) -> str:
    return "".join(
        (" " if k > first and toks[k].start > toks[k - 1].end else "") + toks[k].text for k in range(first, last + 1)
    )


def _day_month(toks: list[Token], i: int, today: dt.date) -> When | None:
    first = i
    k = i
    if toks[k].lower == "the":
        k += 1
    if k >= len(toks):
        return None
    token = toks[k].lower
    match = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?", token)
    ordinal_word = numbers._ORDINAL_WORDS.get(token)
    if not match and not ordinal_word:
        return None
    day = int(match.group(1)) if match else ordinal_word
    k += 1
    if k < len(toks) and toks[k].lower == "of":
        k += 1
    if k >= len(toks) or toks[k].lower not in MONTHS:
        return None
    if toks[k].lower in ("may", "mar", "sun", "sat") and not toks[k].is_capitalized and toks[k - 1].lower != "of":
        return None
    month = MONTHS[toks[k].lower]
    last = k
    year = None
    if k + 1 < len(toks) and re.fullmatch(r"\d{4}", toks[k + 1].lower):
        year, last = int(toks[k + 1].lower), k + 1
    value = _month_day(today, month, day, year)
    if value is None:
        return None
    s, e, t = _span(toks, first, last)
    return When("date", first, last, s, e, t, date=value)


def _weekday_dated(toks: list[Token], i: int, today: dt.date) -> tuple[int, dt.date] | None:
    """"Monday the 23rd", "on Friday, 4 December", "Tue 8th": the day of the month decides; the
    weekday picks the month (the first such day from today on). Returns (last token, date)."""
    k = i + 1 if toks[i].lower in ("on", "this", "next", "coming") and i + 1 < len(toks) else i
    weekday = WEEKDAYS.get(toks[k].lower)
    if weekday is None or (len(toks[k].lower) <= 3 and not toks[k].is_capitalized):
        return None
    k += 1
    if k < len(toks) and toks[k].lower == ",":
        k += 1
    if k >= len(toks):
        return None
    month_day = _day_month(toks, k, today)
    if month_day is not None and month_day.date is not None:
        return month_day.last, month_day.date
    if toks[k].lower in MONTHS and k + 1 < len(toks) and re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)?", toks[k + 1].lower):
        value = _month_day(today, MONTHS[toks[k].lower], int(re.match(r"\d+", toks[k + 1].lower).group(0)), None)
        return (k + 1, value) if value else None
    if toks[k].lower == "the":
        k += 1
    if k >= len(toks):
        return None
    match = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)", toks[k].lower)
    day = int(match.group(1)) if match else numbers._ORDINAL_WORDS.get(toks[k].lower)
    if not day or not 1 <= day <= 31:
        return None
    fallback = None
    for candidate in _days_ahead(today, day, 14):
        fallback = fallback or candidate
        if candidate.weekday() == weekday:
            return k, candidate
    return (k, fallback) if fallback else None


def _relative_at(toks: list[Token], i: int, today: dt.date) -> When | None:
    low = toks[i].lower
    nxt = toks[i + 1].lower if i + 1 < len(toks) else ""
    nxt2 = toks[i + 2].lower if i + 2 < len(toks) else ""

    def make(last: int, day: dt.date, *, approximate: bool = False, clock: dt.time | None = None) -> When:
        s, e, t = _span(toks, i, last)
        return When("datetime" if clock else "date", i, last, s, e, t, date=day, time=clock, approximate=approximate)

    if low in ("today", "tonight", "tonite"):
        clock = dt.time(20, 0) if low != "today" else None
        return make(i, today, clock=clock, approximate=clock is not None)
    if low in ("tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tomorrows"):
        return make(i, today + dt.timedelta(days=1))
    if low == "yesterday":
        return make(i, today - dt.timedelta(days=1))
    if low == "day" and nxt == "after" and nxt2 in ("tomorrow", "tmrw"):
        return make(i + 2, today + dt.timedelta(days=2))
    dated = _weekday_dated(toks, i, today)
    if dated is not None:
        return make(dated[0], dated[1])
    if low in ("this", "next", "coming", "on", "upcoming") and nxt in WEEKDAYS:
        last = i + 1
        weeks = 0
        if i + 2 < len(toks) and toks[i + 2].lower == "week" and low != "next":
            weeks, last = 1, i + 2
        return make(last, _next_weekday(today, WEEKDAYS[nxt], weeks=weeks))
    if low in WEEKDAYS and (len(low) > 3 or toks[i].is_capitalized) and not (low in ("sun", "sat", "wed", "mon") and not toks[i].is_capitalized):
        last = i
        weeks = 0
        if nxt == "week":
            weeks, last = 1, i + 1
        return make(last, _next_weekday(today, WEEKDAYS[low], weeks=weeks))
    if low == "this" and nxt in ("morning", "afternoon", "evening"):
        return make(i + 1, today, clock=dt.time(PARTS_OF_DAY[nxt], 0), approximate=True)
    if low in ("this", "next", "coming") and nxt == "weekend":
        saturday = _next_weekday(today, 5) if today.weekday() != 5 else today
        if low == "next" and today.weekday() >= 5:
            saturday += dt.timedelta(days=7)
        return make(i + 1, saturday, approximate=True)
    if low in ("last", "this", "past", "previous") and nxt in ("week", "month", "year"):
        start, _end = period(today, low, nxt)
        s, e, t = _span(toks, i, i + 1)
        return When("date", i, i + 1, s, e, t, date=start, approximate=True, unit=f"{low} {nxt}")
    if low == "next" and nxt in ("week", "month", "year"):
        days = {"week": 7, "month": 30, "year": 365}[nxt]
        found = _dateparser(f"next {nxt}", today) if nxt != "week" else None
        return make(i + 1, found or today + dt.timedelta(days=days), approximate=True)
    if low == "in" and i + 2 < len(toks):
        amount = _amount(toks, i + 1)
        if amount is not None:
            value, unit_index = amount
            unit = toks[unit_index].lower if unit_index < len(toks) else ""
            if unit in ("day", "days", "week", "weeks", "month", "months"):
                scale = {"day": 1, "days": 1, "week": 7, "weeks": 7, "month": 30, "months": 30}[unit]
                if unit.startswith("month"):
                    parsed = _dateparser(f"in {int(value)} months", today)
                    return make(unit_index, parsed or today + dt.timedelta(days=int(value * 30)))
                return make(unit_index, today + dt.timedelta(days=int(value * scale)))
    if low in ("a", "one") and nxt == "week" and nxt2 == "from" and i + 3 < len(toks) and toks[i + 3].lower in ("today", "now", "tomorrow"):
        base = today + dt.timedelta(days=1 if toks[i + 3].lower == "tomorrow" else 0)
        return make(i + 3, base + dt.timedelta(days=7))
    return None


def period(today: dt.date, which: str, unit: str) -> tuple[dt.date, dt.date]:
    """The first and last day of "last/this week", "last/this month", "last/this year" (a week
    runs Monday to Sunday; "this" periods end today)."""
    if unit == "week":
        monday = today - dt.timedelta(days=today.weekday())
        if which in ("last", "past", "previous"):
            return monday - dt.timedelta(days=7), monday - dt.timedelta(days=1)
        return monday, today
    if unit == "month":
        first = today.replace(day=1)
        if which in ("last", "past", "previous"):
            last_day = first - dt.timedelta(days=1)
            return last_day.replace(day=1), last_day
        return first, today
    if which in ("last", "past", "previous"):
        return dt.date(today.year - 1, 1, 1), dt.date(today.year - 1, 12, 31)
    return dt.date(today.year, 1, 1), today


def _amount(toks: list[Token], i: int) -> tuple[float, int] | None:
    """A count at token i ("3", "three", "a", "an", "a couple of"), and the index of the word after it."""
    low = toks[i].lower
    if low in ("a", "an", "one"):
        if i + 1 < len(toks) and toks[i + 1].lower in ("couple", "few"):
            after = i + 2 + (1 if i + 2 < len(toks) and toks[i + 2].lower == "of" else 0)
            return (2.0 if toks[i + 1].lower == "couple" else 3.0), after
        return 1.0, i + 1
    found = numbers.find(toks[i : i + 4])
    if found and found[0].first == 0 and not found[0].ordinal:
        return found[0].value, i + found[0].last + 1
    return None


def _hour(value: int, minute: int, ampm: str | None, pm_hint: bool) -> dt.time | None:
    ampm = (ampm or "").replace(".", "")
    if ampm == "pm" and value < 12:
        value += 12
    elif ampm == "am" and value == 12:
        value = 0
    elif not ampm and 1 <= value <= 11 and (pm_hint or value <= 6):
        value += 12
    if not (0 <= value <= 23 and 0 <= minute <= 59):
        return None
    return dt.time(value, minute)


def _time_at(toks: list[Token], i: int, pm_hint: bool) -> When | None:
    low = toks[i].lower
    nxt = toks[i + 1].lower if i + 1 < len(toks) else ""

    def make(last: int, clock: dt.time | None, *, approximate: bool = False, bare: bool = False) -> When | None:
        if clock is None:
            return None
        s, e, t = _span(toks, i, last)
        return When("time", i, last, s, e, t, time=clock, approximate=approximate, bare=bare)

    clock = _CLOCK.fullmatch(low)
    if clock:
        ampm = clock.group(3)
        last = i
        if not ampm and nxt in ("am", "pm", "a.m.", "p.m."):
            ampm, last = nxt, i + 1
        if not ampm and "." in low and nxt in _NOT_A_TIME_AFTER:
            return None  # "at 1.25 speed", "1.50 per kilo", "2.30 times": a decimal, not half past two
        return make(last, _hour(int(clock.group(1)), int(clock.group(2)), ampm, pm_hint))
    hour_range = _HOUR_RANGE.fullmatch(low)
    if hour_range:
        return make(i, _hour(int(hour_range.group(1)), 0, hour_range.group(3), pm_hint))
    hour_ampm = _HOUR_AMPM.fullmatch(low)
    if hour_ampm:
        return make(i, _hour(int(hour_ampm.group(1)), 0, hour_ampm.group(2), pm_hint))
    if low.isdigit() and nxt in ("am", "pm", "a.m.", "p.m.", "o'clock", "oclock"):
        return make(i + 1, _hour(int(low), 0, nxt if nxt != "o'clock" else None, pm_hint))
    if low in ("noon", "midday", "midnight"):
        return make(i, dt.time(PARTS_OF_DAY[low], 0))
    if low in ("half", "quarter") and nxt in ("past", "to", "after") and i + 2 < len(toks):
        hour = _small_number(toks[i + 2].lower)
        if hour is not None:
            offset = 30 if low == "half" else 15
            if nxt == "to":
                clock_time = _hour(hour - 1 if hour > 1 else 12, 60 - offset, None, pm_hint)
            else:
                clock_time = _hour(hour, offset, None, pm_hint)
            return make(i + 2, clock_time, bare=hour <= 12)
    if low == "half" and _small_number(nxt) is not None:  # British "half seven" = 7:30
        return make(i + 1, _hour(_small_number(nxt), 30, None, pm_hint), bare=_small_number(nxt) <= 12)
    moved_to = low == "to" and any(t.lower in _MOVING for t in toks[max(0, i - 4) : i])  # "push that to 8"
    range_end = moved_to or low in ("to", "and", "-") and i >= 2 and _small_number(toks[i - 1].lower) is not None and toks[i - 2].lower in ("from", "between")
    if (range_end or low in ("at", "around", "by", "from", "until", "til", "till", "between", "@")) and i + 1 < len(toks):
        hour = _small_number(nxt)
        after = toks[i + 2].lower if i + 2 < len(toks) else ""
        if low in ("from", "between") and after in ("to", "and", "-") and i + 4 < len(toks):
            after = toks[i + 4].lower  # "from 5 to 10 people": what the range counts decides
        if hour is not None and 0 <= hour <= 23 and after not in DURATION_UNITS and after not in ("people", "persons", "guests", "of", "%", "percent", "items", "tickets", "seats"):
            s, e, t = _span(toks, i + 1, i + 1)
            clock_time = _hour(hour, 0, None, pm_hint)
            if clock_time is not None:
                return When("time", i + 1, i + 1, s, e, t, time=clock_time, bare=hour <= 12)
    if low in ("morning", "afternoon", "evening", "lunchtime") and i > 0 and toks[i - 1].lower in ("this", "tomorrow", "in", "the", "friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday"):
        return make(i, dt.time(PARTS_OF_DAY[low], 0), approximate=True)
    return None


#: Verbs that move something in time: the bare hour after their "to" is the new time.
_MOVING = frozenset("move moving moved push pushing pushed shift shifting shifted reschedule rescheduled bump bumping bring "
                    "postpone postponed delay delayed".split())


def _small_number(word: str) -> int | None:
    if word.isdigit() and len(word) <= 2:
        return int(word)
    words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
    return words.get(word)


def _duration_at(toks: list[Token], i: int) -> When | None:
    low = toks[i].lower
    hyphen = re.fullmatch(r"(\d{1,4}|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|sixty|ninety)-(minute|min|hour|hr|day|night|week|month)s?", low)
    if hyphen:
        count = _small_number(hyphen.group(1)) if not hyphen.group(1).isdigit() else int(hyphen.group(1))
        count = count if count is not None else {"fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45, "sixty": 60, "ninety": 90}.get(hyphen.group(1))
        if count:
            unit = hyphen.group(2)
            s, e, t = _span(toks, i, i)
            return When("duration", i, i, s, e, t, minutes=count * DURATION_UNITS[unit + ("s" if unit + "s" in DURATION_UNITS else "")], unit=unit)
    if low == "half" and i + 2 < len(toks) and toks[i + 1].lower in ("an", "a") and toks[i + 2].lower in ("hour", "day"):
        s, e, t = _span(toks, i, i + 2)
        return When("duration", i, i + 2, s, e, t, minutes=30.0 if toks[i + 2].lower == "hour" else 720.0, unit=toks[i + 2].lower)
    if low in ("quarter", "quarters", "three-quarters") and i + 3 < len(toks) and toks[i + 1].lower == "of" and toks[i + 2].lower in ("an", "a") and toks[i + 3].lower == "hour":
        first = i - 1 if i > 0 and toks[i - 1].lower in ("a", "three") else i
        minutes = 45.0 if low == "three-quarters" or toks[first].lower == "three" else 15.0
        s, e, t = _span(toks, first, i + 3)
        return When("duration", first, i + 3, s, e, t, minutes=minutes, unit="hour")  # "a quarter of an hour"
    if low == "another" and i + 1 < len(toks) and toks[i + 1].lower in DURATION_UNITS and toks[i + 1].lower != "m":
        s, e, t = _span(toks, i, i + 1)  # "another hour": one more of the unit
        return When("duration", i, i + 1, s, e, t, minutes=DURATION_UNITS[toks[i + 1].lower], unit=toks[i + 1].lower)
    amount = _amount(toks, i) if low in ("a", "an", "one") or low[:1].isdigit() or low in numbers._UNITS_WORDS else None
    if amount is None:
        suffixed = re.fullmatch(r"(\d{1,4}(?:\.\d{1,2})?)(h|hr|hrs|min|mins|m)", low)
        if suffixed:
            minutes = float(suffixed.group(1)) * DURATION_UNITS[suffixed.group(2)]
            s, e, t = _span(toks, i, i)
            return When("duration", i, i, s, e, t, minutes=minutes, unit=suffixed.group(2))
        return None
    value, unit_index = amount
    if unit_index + 1 < len(toks) and toks[unit_index].lower in ("more", "extra", "additional", "further"):
        unit_index += 1  # "two more hours"
    if unit_index >= len(toks):
        return None
    unit = toks[unit_index].lower
    if unit not in DURATION_UNITS or unit == "m":
        return None
    if low in ("a", "an", "one") and i > 0 and toks[i - 1].lower in ("in",):
        return None
    s, e, t = _span(toks, i, unit_index)
    return When("duration", i, unit_index, s, e, t, minutes=value * DURATION_UNITS[unit], unit=unit)


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
                fixed = _month_day(today, b.date.month, a.date.day, b.date.year if b.date.year != today.year else None)
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
        first_day = _month_day(today, month, int(match.group(1)), None)
        last_day = _month_day(today, month, int(match.group(2)), None)
        if first_day and last_day and first_day <= last_day:
            s, e, t = _span(toks, i, k)
            out.append(Span(When("date", i, k, s, e, t, date=first_day, role="start"), When("date", i, k, s, e, t, date=last_day, role="end")))
    return out
