"""Enum options that name a period relative to today ("last_month", "this_week", "last_7_days",
"yesterday"), matched by the days a date the user says covers: "my November readings", said in
December, is `last_month`; "the week of the 30th" may be `last_week`."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from labkit.sim.engine.evidence import Evidence

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "seven": 7, "fourteen": 14, "thirty": 30, "ninety": 90}


def period_range(option: str, today: dt.date) -> tuple[dt.date, dt.date] | None:
    """The first and last day an option names, counted from today; None when it names no period."""
    words = re.findall(r"[a-z]+|\d+", option.lower())
    if words in (["today"],):
        return today, today
    if words == ["yesterday"]:
        return today - dt.timedelta(days=1), today - dt.timedelta(days=1)
    if len(words) == 2 and words[0] in ("this", "current", "last", "previous", "past") and words[1] in ("week", "month", "year"):
        back = words[0] in ("last", "previous", "past")
        unit = words[1]
        if unit == "week":
            monday = today - dt.timedelta(days=today.weekday()) - dt.timedelta(days=7 * back)
            return monday, monday + dt.timedelta(days=6)
        if unit == "month":
            first = today.replace(day=1)
            if back:
                first = (first - dt.timedelta(days=1)).replace(day=1)
            following = (first.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
            return first, following - dt.timedelta(days=1)
        year = today.year - back
        return dt.date(year, 1, 1), dt.date(year, 12, 31)
    if len(words) == 3 and words[0] in ("last", "past", "previous") and words[2] in ("days", "day"):
        count = int(words[1]) if words[1].isdigit() else _NUMBER_WORDS.get(words[1])
        if count:
            return today - dt.timedelta(days=count - 1), today
    return None


def period_named(values: list[Any], evidence: Evidence, span: tuple[int, int]) -> tuple[Any, str, int] | None:
    """The option whose period is the one a date range in the clause covers (None when none, or
    when the options name no periods)."""
    periods = [(value, found) for value in values if isinstance(value, str) and (found := period_range(value, evidence.today)) is not None]
    if not periods:
        return None
    for mention in evidence.mentions:
        if mention.kind != "range" or not (span[0] <= mention.start < span[1]) or not isinstance(mention.value, tuple):
            continue
        begin, end = mention.value
        if getattr(begin, "date", None) is None or getattr(end, "date", None) is None:
            continue
        for value, (first, last) in periods:
            if (begin.date, end.date) == (first, last):
                return value, f"'{begin.text}' is {value} (from {first.isoformat()} to {last.isoformat()})", mention.start
    return None
