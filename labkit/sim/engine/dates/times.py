"""Times of day and durations: "19:30", "7pm", "half past seven", "at 8" (p.m. when the text says
evening or the hour is 1–6), "3pm-3:30pm", "for 2 hours", "a quarter of an hour", "3 nights"."""

from __future__ import annotations

import datetime as dt
import re

from labkit.sim.engine import numbers
from labkit.sim.engine.dates.when import DURATION_UNITS, MONTHS, PARTS_OF_DAY, When, span
from labkit.sim.engine.words import Token

_CLOCK = re.compile(r"(\d{1,2})[:.h](\d{2})(?::\d{2})?\s?(am|pm|a\.m\.|p\.m\.)?")
#: Words after "1.25" that make it a decimal number, not a time.
_NOT_A_TIME_AFTER = frozenset("""speed x times percent % per each a an kg g km mi miles ml l litres liters pounds euros dollars
    quid stars star rating points point gb mb metres meters m cm mm inches in ft feet degrees mph kph""".split())
#: Words beside a dotted number that make it a clock time ("at 6.15", "7.30 tonight").
_TIME_CUES = frozenset("""at by around from until till til before after @ to - – between starting start starts
    tonight tomorrow today morning evening afternoon o'clock ish on and or train bus ferry flight departure service show
    showing screening sailing slot appointment""".split())
#: "the 11.30 one", "the 2.30 pls": a listed time pointed at (minutes on the quarter or the five).
_AFTER_A_POINTED_TIME = frozenset(["", "one", "w", "with", "please", "pls", "plz", ",", ".", "then", "for", "slot", "appointment", "booking", "is", "works", "if"])
_QUARTERS = frozenset(f"{m:02d}" for m in range(0, 60, 5))
_HOUR_AMPM = re.compile(r"(\d{1,2})(am|pm)")
_HOUR_RANGE = re.compile(r"(\d{1,2})-(\d{1,2})(am|pm)")


_TIME_RANGE = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s?(am|pm)?\s?(?:-|–|to|until|till)\s?(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b", re.I)


#: "10 til 12", "9 until 11": hours without am/pm, joined by a word of time. ("from 2 to 4" is read
#: by `dates.ranges` as its two ends; a bare "2 to 3" or "8-12" may count something.)
_BARE_TIME_RANGE = re.compile(r"(?:\bfrom\s+)?(?<![\d:.£$€])\b(\d{1,2})(?::(\d{2}))?\s?(?:-|–|to|until|till?)\s?(\d{1,2})(?::(\d{2}))?\b(?![:.]?\d|\s?(?:am|pm|a\.m|p\.m)\b)", re.I)
#: Words after a bare range that make it a count or an amount, not hours ("2 to 3 people", "10-12 weeks").
_COUNTED_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:people|persons|guests|of|%|percent|items|tickets|seats|year|years|yrs|kids|children|adults|"
                            r"days|nights|weeks|months|minutes|mins|hours|hrs|kg|km|miles|quid|pounds|euros|dollars|points|stars|players)\b", re.I)

_MONTH_AFTER = re.compile(r"\s*(?:st|nd|rd|th)?\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\s*(?:st|nd|rd|th)\b|[/.-]\d", re.I)


_DAY_BEFORE = re.compile(r"\b(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?|today|tomorrow|tmrw)\s*,?\s*$")


def time_ranges(text: str) -> list[tuple[int, int, dt.time, dt.time]]:
    """"3pm-3:30pm", "9 to 11am", "2-4pm", "10 til 12": (start offset, end offset, start time,
    end time). A bare range is p.m. as a bare hour is (evening cues, 1–6)."""
    out = []
    text = text[:20_000]
    for match in _TIME_RANGE.finditer(text):
        end_ampm = match.group(6).lower()
        start_ampm = (match.group(3) or "").lower() or end_ampm
        begin = _hour(int(match.group(1)), int(match.group(2) or 0), start_ampm, False)
        finish = _hour(int(match.group(4)), int(match.group(5) or 0), end_ampm, False)
        if begin and finish:
            if begin > finish and not match.group(3):
                begin = _hour(int(match.group(1)), int(match.group(2) or 0), "am", False) or begin
            out.append((match.start(), match.end(), begin, finish))
    taken = [(s, e) for s, e, _b, _f in out]
    low = text.lower()
    pm_hint = any(cue in low[:5000] for cue in ("evening", "tonight", "night", "afternoon"))
    for match in _BARE_TIME_RANGE.finditer(text):
        joined = re.search(r"\d\s?(-|–|to|until|till?)\s?\d", match.group(0), re.I)
        word = (joined.group(1) if joined else "").lower()
        said_from = match.group(0).lower().startswith("from")
        after_a_day = bool(_DAY_BEFORE.search(low[max(0, match.start() - 14) : match.start()]))
        if said_from or any(s <= match.start() < e for s, e in taken) or word in ("to", "-", "–") and not after_a_day:
            continue  # "from 2 to 4" is read as its two ends (`dates.ranges`); "2 to 3" or "8-12" may count something
            # (but "monday 10 to 11" is a time of that day)
        if _COUNTED_AFTER.match(text, match.end()) or _MONTH_AFTER.match(text, match.end()) or re.search(r"(?:between|from|aged|ages|for|x)\s*$", low[max(0, match.start() - 8) : match.start()]) and not said_from:
            continue
        first, last = int(match.group(1)), int(match.group(3))
        if not (1 <= first <= 23 and 1 <= last <= 24):
            continue
        begin = _hour(first, int(match.group(2) or 0), None, pm_hint or first <= 6)
        finish = _hour(last % 24, int(match.group(4) or 0), None, pm_hint or (begin is not None and begin.hour >= 12) or last <= 7)
        if begin and finish and begin < finish:
            start = match.start() + (match.group(0).lower().find(match.group(1)) if said_from else 0)
            out.append((start, match.end(), begin, finish))
    return out


def amount_at(toks: list[Token], i: int) -> tuple[float, int] | None:
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


#: Words before a clock time that put it in the morning ("woke at 6:40", "breakfast at 7.30").
_MORNING_CUES = frozenset("woke wake waking alarm breakfast sunrise dawn".split())


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


def _part_of_day_after(toks: list[Token], last: int) -> tuple[str, int] | None:
    """"in the morning", "in the evening", "at night" right after a clock time: ("am"|"pm", the
    last token of the phrase)."""
    words = [t.lower for t in toks[last + 1 : last + 4]]
    if words[:3] in (["in", "the", "morning"],):
        return "am", last + 3
    if words[:3] in (["in", "the", "afternoon"], ["in", "the", "evening"]):
        return "pm", last + 3
    if words[:2] == ["at", "night"]:
        return "pm", last + 2
    return None


def time_at(toks: list[Token], i: int, pm_hint: bool) -> When | None:
    low = toks[i].lower
    nxt = toks[i + 1].lower if i + 1 < len(toks) else ""

    def make(last: int, clock: dt.time | None, *, approximate: bool = False, bare: bool = False) -> When | None:
        if clock is None:
            return None
        part = _part_of_day_after(toks, last)
        if part is not None:  # "at 5 in the morning" is 05:00, "at 7 in the evening" 19:00
            half, last = part
            if half == "am" and 13 <= clock.hour <= 23:
                clock = clock.replace(hour=clock.hour - 12)
            elif half == "pm" and 1 <= clock.hour <= 11:
                clock = clock.replace(hour=clock.hour + 12)
            bare = False
        s, e, t = span(toks, i, last)
        return When("time", i, last, s, e, t, time=clock, approximate=approximate, bare=bare)

    clock = _CLOCK.fullmatch(low)
    if clock:
        ampm = clock.group(3)
        last = i
        if not ampm and nxt in ("am", "pm", "a.m.", "p.m."):
            ampm, last = nxt, i + 1
        if not ampm and "." in low and nxt in _NOT_A_TIME_AFTER:
            return None  # "at 1.25 speed", "1.50 per kilo", "2.30 times": a decimal, not half past two
        prev = toks[i - 1].lower if i > 0 else ""
        pointed = prev == "the" and nxt in _AFTER_A_POINTED_TIME and low.split(".")[-1] in _QUARTERS  # "book the 11.30 w him"
        if not ampm and "." in low and prev not in _TIME_CUES and nxt not in _TIME_CUES and not pointed:
            return None  # "reaches 1.19 against the pound": a decimal; "at 6.15", "6.15 tomorrow" are times
        if not ampm and any(t.lower in _MORNING_CUES for t in toks[max(0, i - 4) : i]):
            ampm = "am"  # "woke at 6:40", "alarm at 5:30": the morning
        if not ampm and low.startswith("0") and len(clock.group(1)) == 2:
            ampm = "am"  # "03:20": a 24-hour clock, written with its leading zero
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
    if low in ("after", "before") and i + 1 < len(toks) and _small_number(nxt) is not None and 1 <= _small_number(nxt) <= 12 and (
            i + 2 >= len(toks) or toks[i + 2].lower in _AFTER_A_BARE_HOUR):
        s, e, t = span(toks, i + 1, i + 1)  # "some time after 6?", "before 9 tomorrow": a bare hour
        return When("time", i + 1, i + 1, s, e, t, time=_hour(_small_number(nxt), 0, None, pm_hint), bare=True)
    if (range_end or low in ("at", "around", "by", "from", "until", "til", "till", "between", "@")) and i + 1 < len(toks):
        hour = _small_number(nxt)
        after = toks[i + 2].lower if i + 2 < len(toks) else ""
        if low in ("from", "between") and after in ("to", "and", "-") and i + 4 < len(toks):
            after = toks[i + 4].lower  # "from 5 to 10 people": what the range counts decides
        if hour is not None and 0 <= hour <= 23 and after not in DURATION_UNITS and after not in MONTHS and after not in (
                "people", "persons", "guests", "of", "%", "percent", "items", "tickets", "seats"):  # ("from 19 feb" is a day)
            s, e, t = span(toks, i + 1, i + 1)
            clock_time = _hour(hour, 0, None, pm_hint)
            part = _part_of_day_after(toks, i + 1)
            if clock_time is not None and part is not None and 1 <= hour <= 12:
                s, e, t = span(toks, i + 1, part[1])  # "at 5 in the morning"
                return When("time", i + 1, part[1], s, e, t, time=_hour(hour, 0, "am" if hour == 12 and toks[i + 2].lower == "at" else part[0], False))
            if clock_time is not None:
                return When("time", i + 1, i + 1, s, e, t, time=clock_time, bare=hour <= 12)
    if low in ("morning", "afternoon", "evening", "lunchtime") and i > 0 and toks[i - 1].lower in ("this", "tomorrow", "in", "the", "friday", "saturday", "sunday", "monday", "tuesday", "wednesday", "thursday"):
        return make(i, dt.time(PARTS_OF_DAY[low], 0), approximate=True)
    return None


#: What may follow "after 6" for the 6 to be an hour (not "after 6 attempts").
_AFTER_A_BARE_HOUR = frozenset("? . , ! ; and or then if on in tonight tomorrow today please pls ish o'clock oclock".split())


#: Verbs that move something in time: the bare hour after their "to" is the new time.
_MOVING = frozenset("move moving moved push pushing pushed shift shifting shifted reschedule rescheduled bump bumping bring "
                    "postpone postponed delay delayed".split())


def _small_number(word: str) -> int | None:
    if word.isdigit() and len(word) <= 2:
        return int(word)
    words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
    return words.get(word)


def duration_at(toks: list[Token], i: int) -> When | None:
    low = toks[i].lower
    hyphen = re.fullmatch(r"(\d{1,4}|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|sixty|ninety)-(minute|min|hour|hr|day|night|week|month)s?", low)
    if hyphen:
        count = _small_number(hyphen.group(1)) if not hyphen.group(1).isdigit() else int(hyphen.group(1))
        count = count if count is not None else {"fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45, "sixty": 60, "ninety": 90}.get(hyphen.group(1))
        if count:
            unit = hyphen.group(2)
            s, e, t = span(toks, i, i)
            return When("duration", i, i, s, e, t, minutes=count * DURATION_UNITS[unit + ("s" if unit + "s" in DURATION_UNITS else "")], unit=unit)
    if low == "half" and i + 2 < len(toks) and toks[i + 1].lower in ("an", "a") and toks[i + 2].lower in ("hour", "day"):
        s, e, t = span(toks, i, i + 2)
        return When("duration", i, i + 2, s, e, t, minutes=30.0 if toks[i + 2].lower == "hour" else 720.0, unit=toks[i + 2].lower)
    if low in ("quarter", "quarters", "three-quarters") and i + 3 < len(toks) and toks[i + 1].lower == "of" and toks[i + 2].lower in ("an", "a") and toks[i + 3].lower == "hour":
        first = i - 1 if i > 0 and toks[i - 1].lower in ("a", "three") else i
        minutes = 45.0 if low == "three-quarters" or toks[first].lower == "three" else 15.0
        s, e, t = span(toks, first, i + 3)
        return When("duration", first, i + 3, s, e, t, minutes=minutes, unit="hour")  # "a quarter of an hour"
    if low == "another" and i + 1 < len(toks) and toks[i + 1].lower in DURATION_UNITS and toks[i + 1].lower != "m":
        s, e, t = span(toks, i, i + 1)  # "another hour": one more of the unit
        return When("duration", i, i + 1, s, e, t, minutes=DURATION_UNITS[toks[i + 1].lower], unit=toks[i + 1].lower)
    suffixed = re.fullmatch(r"(\d{1,4}(?:\.\d{1,2})?)(h|hr|hrs|min|mins|m)", low)
    if suffixed and suffixed.group(2) != "m":  # "2.5h", "45min": the unit written on the number ("15m" may be metres)
        minutes = float(suffixed.group(1)) * DURATION_UNITS[suffixed.group(2)]
        s, e, t = span(toks, i, i)
        return When("duration", i, i, s, e, t, minutes=minutes, unit=suffixed.group(2))
    amount = amount_at(toks, i) if low in ("a", "an", "one") or low[:1].isdigit() or low in numbers._UNITS_WORDS else None
    if amount is None:
        if suffixed:
            minutes = float(suffixed.group(1)) * DURATION_UNITS[suffixed.group(2)]
            s, e, t = span(toks, i, i)
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
    s, e, t = span(toks, i, unit_index)
    return When("duration", i, unit_index, s, e, t, minutes=value * DURATION_UNITS[unit], unit=unit)
