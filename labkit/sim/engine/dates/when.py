"""What the date scanner finds — a `When` (a date, a time, both, or a duration) and a `Span` (a
start and an end) — with the words it reads them by (months, weekdays, parts of the day, units)
and the offsets and text of the tokens a mention covers."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from labkit.sim.engine.words import Token

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
#: Where a part of the day begins, for a bound of a search ("since this morning": 06:00).
PARTS_OF_DAY_BEGIN = {"morning": dt.time(6, 0), "afternoon": dt.time(12, 0), "evening": dt.time(17, 0), "night": dt.time(18, 0)}
DURATION_UNITS = {
    "minute": 1, "minutes": 1, "min": 1, "mins": 1, "m": 1, "hour": 60, "hours": 60, "hr": 60, "hrs": 60,
    "h": 60, "day": 1440, "days": 1440, "night": 1440, "nights": 1440, "week": 10080, "weeks": 10080,
    "month": 43200, "months": 43200, "second": 1 / 60, "seconds": 1 / 60, "sec": 1 / 60, "secs": 1 / 60,
}


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


def span(toks: list[Token], first: int, last: int) -> tuple[int, int, str]:
    return toks[first].start, toks[last].end, " ".join(t.text for t in toks[first : last + 1])


def text_of(toks: list[Token], first: int, last: int) -> str:
    return "".join(
        (" " if k > first and toks[k].start > toks[k - 1].end else "") + toks[k].text for k in range(first, last + 1)
    )
