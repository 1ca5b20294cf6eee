"""The day a phrase names: ISO and numeric dates, "the 3rd of May", a month said alone, "the 24th",
"Monday the 23rd", "next Friday", "tomorrow", "this weekend", "in 3 days", "last month" — resolved
against today (numeric dates, "next month" and "in 3 months" by `dateparser`, today as its base)."""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Iterator

from dateutil.easter import easter

from labkit.sim.engine import numbers
from labkit.sim.engine.dates.times import amount_at
from labkit.sim.engine.dates.when import MONTHS, PARTS_OF_DAY, WEEKDAYS, When, span, text_of
from labkit.sim.engine.words import Token

#: Words that put a month said alone in the past: "how much did I spend in October?".
_PAST_MARKERS = frozenset("did didn't was were had spent paid went used charged bought earned made got received ago".split())
#: Words of recording what happened: the day they name has passed ("log 38 miles on the 8th").
_LOGGING_WORDS = frozenset("log logged record recorded claim claimed expense expensed drove drive trip took happened".split())
#: Words after "may" the modal verb: "may I", "may be", "may have".
_AFTER_MODAL = frozenset("i we you he she it they be have not also well need want go come get take make help want".split())
_MONTH_CUES = frozenset("in since from until till before after by during of last next this early late mid end".split())
_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[tT](\d{2})(?::(\d{2})))?")
_NUMERIC_DATE_SEP = {"/", "."}


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


#: Days of the year that have a name (fixed dates only: Easter moves).
_HOLIDAYS = {"christmas": (12, 25), "xmas": (12, 25), "christmas day": (12, 25), "christmas eve": (12, 24), "boxing day": (12, 26),
             "new year's eve": (12, 31), "new year eve": (12, 31), "nye": (12, 31), "new year's day": (1, 1), "new year day": (1, 1),
             "valentine's day": (2, 14),
             "halloween": (10, 31)}
_HOLIDAY_CUES = frozenset("over at for on before after until till by this next during around since from to over".split())


#: Verbs that tell of what has happened ("my train on monday was late"), and what after "was"
#: makes it a polite present ("I was wondering if you could book monday").
_TOLD_PAST = frozenset("was were went had did arrived left happened missed took ago came travelled traveled log logged".split())
_POLITE_PAST = frozenset("hoping wondering going planning thinking supposed meant looking told asked trying gonna about".split())
_AHEAD = frozenset("will 'll next coming upcoming shall tomorrow".split())


def _told_as_past(toks: list[Token], i: int) -> bool:
    """Is the day at toks[i] told in the past tense, in its own clause ("my train to cologne on
    monday was over an hour late", "where did I park on friday"; not "cancel my friday appt,
    something came up")?"""
    first = i
    while first > 0 and i - first < 14 and toks[first - 1].lower not in (".", "!", "?", ";", ",", "but", "and"):
        first -= 1
    last = i
    while last + 1 < len(toks) and last - i < 14 and toks[last + 1].lower not in (".", "!", "?", ";", ",", "but", "and"):
        last += 1
    words = [t.lower for t in toks[first : last + 1]]
    if any(w in _AHEAD for w in words):
        return False
    for k, word in enumerate(words):
        if word == "left" and _REMAINING.intersection(words[max(0, k - 4) : k]):
            continue  # "any vans left on saturday?", "how many seats are left": remaining, not gone
        if word in _TOLD_PAST and not (k + 1 < len(words) and (words[k + 1] in _POLITE_PAST or words[k + 1].endswith("ing"))):
            return True
    return False


#: Words before "left" that make it "remaining" ("anything left", "how many left", "still left").
_REMAINING = frozenset("any anything nothing something still how many much few there spaces places seats tickets slots".split())


def _last_weekday(today: dt.date, weekday: int) -> dt.date:
    return today - dt.timedelta(days=(today.weekday() - weekday) % 7 or 7)


def _next_weekday(today: dt.date, weekday: int, *, weeks: int = 0) -> dt.date:
    days = (weekday - today.weekday()) % 7 or 7
    return today + dt.timedelta(days=days + 7 * weeks)


def calendar_date(today: dt.date, month: int, day: int, year: int | None) -> dt.date | None:
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


def date_at(toks: list[Token], i: int, today: dt.date) -> When | None:
    low = toks[i].lower
    nxt = toks[i + 1].lower if i + 1 < len(toks) else ""
    iso = _ISO.fullmatch(low)
    if iso:
        try:
            day = dt.date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
        except ValueError:
            return None
        clock = dt.time(int(iso.group(4)), int(iso.group(5) or 0)) if iso.group(4) and int(iso.group(4)) < 24 else None
        s, e, t = span(toks, i, i)
        return When("datetime" if clock else "date", i, i, s, e, t, date=day, time=clock)
    relative = _relative_at(toks, i, today)
    if relative is not None:
        return relative
    # numeric d/m(/y) or m/d(/y): "12/4", "4/12/2026" (dateparser, month first for English)
    if low.isdigit() and nxt in _NUMERIC_DATE_SEP and i + 2 < len(toks) and toks[i + 2].lower.isdigit():
        last = i + 2
        if i + 4 < len(toks) and toks[i + 3].lower == nxt and toks[i + 4].lower.isdigit():
            last = i + 4
        s, e, t = span(toks, i, last)
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
            value = calendar_date(today, MONTHS[low], day, year)
            if value:
                s, e, t = span(toks, i, last)
                return When("date", i, last, s, e, t, date=value)
    # a month said alone: "since september", "in March", "bills from August 2026"
    prev_word = toks[i - 1].lower if i > 0 else ""
    lower_may = low == "may" and not toks[i].text[:1].isupper() and (prev_word in _MONTH_CUES - {"by"} or nxt in ("last", "next", "this")) \
        and nxt not in _AFTER_MODAL  # "generated in may", "compare with may last year" (not "we may go", "in may be")
    if low in MONTHS and (len(low) > 3 or low in ("may", "june", "july") and toks[i].text[:1].isupper() or low == "sept" or lower_may):
        prev = toks[i - 1].lower if i > 0 else ""
        if (low != "may" or lower_may or prev in _MONTH_CUES or toks[i].text[:1].isupper() and i > 0) and not re.match(r"\d", prev) and not re.match(r"\d", nxt):
            last, year = i, None
            if i + 1 < len(toks) and re.fullmatch(r"(?:19|20)\d{2}", nxt):
                last, year = i + 1, int(nxt)
            elif i + 2 < len(toks) and nxt in ("last", "next", "this") and toks[i + 2].lower == "year":
                last, year = i + 2, today.year + {"last": -1, "next": 1, "this": 0}[nxt]  # "May last year": that month of that year
            month = MONTHS[low]
            if year is None:
                window = toks[max(0, i - 12) : i]
                stops = [k for k, t in enumerate(window) if t.lower in (".", "!", "?", ";")]
                told = {t.lower for t in window[stops[-1] + 1 if stops else 0 :]}  # (this sentence's words: "…already paid for. any week in march")
                back = prev in ("since", "from", "last", "after", "during", "over", "past", "of") or bool(told & _PAST_MARKERS)
                ahead = not back and prev in ("until", "till", "by", "next", "before")  # "in March": the nearest March
                if back:
                    year = today.year - 1 if month > today.month else today.year
                elif ahead:
                    year = today.year + 1 if month < today.month else today.year
                else:  # "the november invoice": the nearest one
                    year = min((today.year - 1, today.year, today.year + 1), key=lambda y: (abs((dt.date(y, month, 15) - today).days), y))
            s, e, t = span(toks, i, last)
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
            s, e, t = span(toks, first, i)
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
    after = toks[k + 1].lower if k + 1 < len(toks) else ""
    if toks[k].lower in ("sun", "sat") and not toks[k].is_capitalized and toks[k - 1].lower != "of":
        return None  # "5 sun loungers"
    if toks[k].lower == "may" and not toks[k].is_capitalized and toks[k - 1].lower != "of" and (after in _AFTER_MODAL or not after and not _dated_before(toks, first)):
        return None  # "all 5 may be late" (but "by 5 may", "from 3 mar" name days)
    month = MONTHS[toks[k].lower]
    last = k
    year = None
    if k + 1 < len(toks) and re.fullmatch(r"\d{4}", toks[k + 1].lower):
        year, last = int(toks[k + 1].lower), k + 1
    value = calendar_date(today, month, day, year)
    if value is None:
        return None
    s, e, t = span(toks, first, last)
    return When("date", first, last, s, e, t, date=value)


def _dated_before(toks: list[Token], first: int) -> bool:
    """A word before a day number that asks for a day ("by 5 may", "from 3 mar", "on the 2 may")."""
    before = toks[first - 1].lower if first > 0 else ""
    return before in _MONTH_CUES or before in ("on", "the", "for", "to", "till", "til", "until")


def _weekday_dated(toks: list[Token], i: int, today: dt.date) -> tuple[int, dt.date] | None:
    """"Monday the 23rd", "on Friday, 4 December", "Tue 8th": the day of the month decides; the
    weekday picks the month (the first such day from today on). Returns (last token, date)."""
    k = i + 1 if toks[i].lower in ("on", "this", "next", "coming") and i + 1 < len(toks) else i
    weekday = WEEKDAYS.get(toks[k].lower)
    if weekday is None or not _names_a_day(toks, k):
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
        last, year = k + 1, None
        after = k + 3 if k + 2 < len(toks) and toks[k + 2].lower == "," else k + 2
        if after < len(toks) and re.fullmatch(r"(?:19|20)\d\d", toks[after].lower):
            last, year = after, int(toks[after].lower)  # "Friday, July 16, 2027"
        value = calendar_date(today, MONTHS[toks[k].lower], int(re.match(r"\d+", toks[k + 1].lower).group(0)), year)
        return (last, value) if value else None
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


#: Short day names that are also English words: "the sun", "I sat", "wed", "mon" (Scots for man).
_AMBIGUOUS_DAYS = frozenset(("sun", "sat", "wed", "mon"))
_CLOCK_NEXT = re.compile(r"\d{1,2}(?:[:.]\d{2})?(?:am|pm|a\.m\.|p\.m\.)?|morning|afternoon|evening|night|noon|midday")


def _names_a_day(toks: list[Token], i: int) -> bool:
    """Does the weekday word at i name a day? "Friday", "Fri", "fri", "thurs"; a short form that is
    also a word ("sun", "sat") only capitalised or before a time or a date ("sat 10am", "sun 14th")."""
    low = toks[i].lower
    if toks[i].is_capitalized or low not in _AMBIGUOUS_DAYS:
        return True
    nxt = toks[i + 1].lower if i + 1 < len(toks) else ""
    return bool(_CLOCK_NEXT.fullmatch(nxt) or re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", nxt))


def _relative_at(toks: list[Token], i: int, today: dt.date) -> When | None:
    low = toks[i].lower
    nxt = toks[i + 1].lower if i + 1 < len(toks) else ""
    nxt2 = toks[i + 2].lower if i + 2 < len(toks) else ""

    def make(last: int, day: dt.date, *, approximate: bool = False, clock: dt.time | None = None) -> When:
        s, e, t = span(toks, i, last)
        return When("datetime" if clock else "date", i, last, s, e, t, date=day, time=clock, approximate=approximate)

    if low in ("today", "tonight", "tonite"):
        clock = dt.time(20, 0) if low != "today" else None
        return make(i, today, clock=clock, approximate=clock is not None)
    if low in ("tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tomorrows"):
        return make(i, today + dt.timedelta(days=1))
    if low == "yesterday":
        return make(i, today - dt.timedelta(days=1))
    if low == "last" and nxt in ("night", "nite"):
        return make(i + 1, today - dt.timedelta(days=1), clock=dt.time(21, 0), approximate=True)  # "left it on the flight last night"
    if low == "day" and nxt == "after" and nxt2 in ("tomorrow", "tmrw"):
        return make(i + 2, today + dt.timedelta(days=2))
    dated = _weekday_dated(toks, i, today)
    if dated is not None:
        return make(dated[0], dated[1])
    if low in ("last", "past", "previous") and nxt in WEEKDAYS and (len(nxt) > 3 or toks[i + 1].is_capitalized):
        back = (today.weekday() - WEEKDAYS[nxt]) % 7 or 7
        return make(i + 1, today - dt.timedelta(days=back))  # "last Friday": the most recent one before today
    if low == "on" and nxt in WEEKDAYS and _told_as_past(toks, i + 1):
        return make(i + 1, _last_weekday(today, WEEKDAYS[nxt]))  # "my train on monday was late": the Monday gone
    if low in ("this", "next", "coming", "on", "upcoming") and nxt in WEEKDAYS:
        last = i + 1
        weeks = 0
        if i + 2 < len(toks) and toks[i + 2].lower == "week" and low != "next":
            weeks, last = 1, i + 2
        return make(last, _next_weekday(today, WEEKDAYS[nxt], weeks=weeks))
    if low in WEEKDAYS and (_names_a_day(toks, i) or _in_day_run(toks, i)) and nxt != "week" and _told_as_past(toks, i) \
            and (i == 0 or toks[i - 1].lower not in ("this", "next", "coming", "upcoming")):
        return make(i, _last_weekday(today, WEEKDAYS[low]))  # "what did I spend friday?"
    if low in WEEKDAYS and (_names_a_day(toks, i) or _in_day_run(toks, i)):
        last = i
        weeks = 0
        if nxt == "week":
            weeks, last = 1, i + 1
        return make(last, _next_weekday(today, WEEKDAYS[low], weeks=weeks))
    if low == "this" and nxt in ("morning", "afternoon", "evening"):
        return make(i + 1, today, clock=dt.time(PARTS_OF_DAY[nxt], 0), approximate=True)
    if low in ("last", "past", "previous") and nxt == "weekend":
        back = (today.weekday() - 5) % 7 + (7 if today.weekday() >= 5 else 0)
        return make(i + 1, today - dt.timedelta(days=back), approximate=True)  # "last weekend": the Saturday before this one
    if low == "end" and nxt == "of" and i + 2 < len(toks):
        k = i + 3 if nxt2 in ("the", "this") else i + 2
        which = toks[k].lower if k < len(toks) else ""
        if which in ("month", "next") and (which == "month" or k + 1 < len(toks) and toks[k + 1].lower == "month"):
            first = today.replace(day=1)
            if which == "next":
                first = (first + dt.timedelta(days=32)).replace(day=1)
                k += 1
            return make(k, (first + dt.timedelta(days=32)).replace(day=1) - dt.timedelta(days=1), approximate=True)  # "by the end of the month"
    prev = toks[i - 1].lower if i > 0 else ""
    holiday = _HOLIDAYS.get(f"{low} {nxt} {nxt2}") or _HOLIDAYS.get(f"{low} {nxt}") or (
        _HOLIDAYS.get(low) if prev in _HOLIDAY_CUES or prev == "the" and nxt in ("one", "ones", "1") else None)  # "over Christmas", "the christmas one", not "a christmas tree"
    if holiday is None and low in ("easter", "easter's") and (prev in _HOLIDAY_CUES or prev == "the" and nxt in ("one", "ones", "weekend", "sunday", "holidays")):
        sunday = easter(today.year) if easter(today.year) >= today else easter(today.year + 1)
        return make(i + (1 if nxt == "sunday" else 0), sunday, approximate=True)  # "over Easter", "the easter one": Easter Sunday (it moves)
    if holiday is not None:
        width = 3 if f"{low} {nxt} {nxt2}" in _HOLIDAYS else 2 if f"{low} {nxt}" in _HOLIDAYS else 1
        value = calendar_date(today, holiday[0], holiday[1], None)
        if value is not None:
            return make(i + width - 1, value, approximate=True)  # "over Christmas", "on New Year's Eve": the next one
    if low in ("this", "next", "coming") and nxt == "weekend":
        saturday = _next_weekday(today, 5) if today.weekday() != 5 else today
        if low == "next" and today.weekday() >= 5:
            saturday += dt.timedelta(days=7)
        return make(i + 1, saturday, approximate=True)
    if low in ("last", "this", "past", "previous") and nxt in ("week", "month", "year"):
        start, _end = period(today, low, nxt)
        s, e, t = span(toks, i, i + 1)
        return When("date", i, i + 1, s, e, t, date=start, approximate=True, unit=f"{low} {nxt}")
    if low == "next" and nxt == "week":
        monday = today + dt.timedelta(days=7 - today.weekday())  # "slots next week": from its Monday
        s, e, t = span(toks, i, i + 1)
        return When("date", i, i + 1, s, e, t, date=monday, approximate=True, unit="next week")
    if low == "next" and nxt in ("month", "year"):
        days = {"month": 30, "year": 365}[nxt]
        found = _dateparser(f"next {nxt}", today)
        return make(i + 1, found or today + dt.timedelta(days=days), approximate=True)
    if low == "in" and i + 2 < len(toks):
        amount = amount_at(toks, i + 1)
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


def _in_day_run(toks: list[Token], i: int) -> bool:
    """Is the short lowercase weekday at i one end of a run of days ("fri to sun", "mon-wed")?"""
    joins = ("to", "-", "–", "thru", "through", "till", "until")
    after = i + 2 < len(toks) and toks[i + 1].lower in joins and toks[i + 2].lower in WEEKDAYS
    before = i >= 2 and toks[i - 1].lower in joins and toks[i - 2].lower in WEEKDAYS
    return after or before


def period(today: dt.date, which: str, unit: str) -> tuple[dt.date, dt.date]:
    """The first and last day of "last/this week", "last/this month", "last/this year" and "next
    week" (a week runs Monday to Sunday; "this" periods end today)."""
    if unit == "week":
        monday = today - dt.timedelta(days=today.weekday())
        if which == "next":
            return monday + dt.timedelta(days=7), monday + dt.timedelta(days=13)
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


#: Two-letter weekday codes (iCalendar's BYDAY), for an enum that spells days that way.
WEEKDAY_CODES = {"mo": 0, "tu": 1, "we": 2, "th": 3, "fr": 4, "sa": 5, "su": 6}


def weekday_of(word: str) -> int | None:
    """The weekday a word names: "Tuesday", "tuesdays", "tue", "Tues" -> 1; None otherwise."""
    low = word.lower()
    if low in WEEKDAYS:
        return WEEKDAYS[low]
    if low.endswith("s") and low[:-1] in WEEKDAYS and len(low) > 4:
        return WEEKDAYS[low[:-1]]
    return None


def weekdays_said(toks: list[Token]) -> list[int]:
    """The days of the week a text lists, in week order: "mon wed fri", "Tuesdays, Thursdays and
    Saturdays", "fri to sun" (a run of days), "weekdays", "weekends", "every day"/"daily" (all
    seven). Short lowercase forms ("sun", "sat", "wed") count only beside another day word, so
    "the sun" or "I sat" name no day."""
    days: set[int] = set()
    lows = [t.lower for t in toks]
    found = [(i, weekday_of(w)) for i, w in enumerate(lows)]
    named = {i: d for i, d in found if d is not None}
    for i, day in named.items():
        short = len(lows[i]) <= 3 and not toks[i].is_capitalized
        beside = any(j in named for j in (i - 1, i + 1, i - 2, i + 2))
        if short and lows[i] in ("sun", "sat", "wed", "mon") and not beside:
            continue
        days.add(day)
        through = i + 2 < len(lows) and lows[i + 1] in ("to", "-", "–", "through", "thru", "till", "until") and i + 2 in named
        if through:
            end = named[i + 2]
            span_days = (end - day) % 7
            days.update((day + k) % 7 for k in range(span_days + 1))
    text = " ".join(lows)
    if re.search(r"\b(?:every (?:single )?day|each day|daily|all week|seven days a week|7 days a week)\b", text):
        days.update(range(7))
    if re.search(r"\bweekdays\b|\bevery weekday\b|\bmonday to friday\b|\bworking days\b", text):
        days.update(range(5))
    if re.search(r"\bweekends\b|\bevery weekend\b|\bat the weekend\b|\bon weekends\b", text):
        days.update((5, 6))
    return sorted(days)
