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


_SPAN = re.compile(r"^(?:fy\s?)?(\d{4})\s?[/-]\s?(\d{2}|\d{4})$", re.I)
_THIS_YEAR = re.compile(r"\b(?:this|the current|current|this financial|this tax|this fiscal|this billing)\s+year\b|\bthis year's\b", re.I)
_LAST_YEAR = re.compile(r"\b(?:last|the previous|previous|last financial|last tax)\s+year\b|\blast year's\b", re.I)
_NEXT_YEAR = re.compile(r"\bnext (?:financial |tax )?year\b|\bnext year's\b", re.I)


def year_span(option: Any) -> tuple[dt.date, dt.date] | None:
    """The days a year option names: "2026/27" and "2026-2027" a financial year (1 April to 31
    March, as councils, tax offices and schools' budgets count), "2026" a calendar year."""
    text = str(option).strip()
    if re.fullmatch(r"(?:19|20)\d{2}", text):
        return dt.date(int(text), 1, 1), dt.date(int(text), 12, 31)
    found = _SPAN.match(text)
    if not found:
        return None
    start = int(found.group(1))
    end = int(found.group(2)) % 100
    if end != (start + 1) % 100:
        return None
    return dt.date(start, 4, 1), dt.date(start + 1, 3, 31)


def current_year_option(values: list[Any], today: dt.date, offset: int = 0) -> Any:
    """Of year options ("2024/25", "2025/26", "2026/27"), the one running today (`offset` -1: the
    one before it, +1: the one after); None when the options are not years."""
    spans = [(value, span) for value in values if (span := year_span(value)) is not None]
    if len(spans) < 2 or len(spans) != len(values):
        return None
    spans.sort(key=lambda pair: pair[1][0])
    now = next((k for k, (_value, (first, last)) in enumerate(spans) if first <= today <= last), None)
    if now is None or not 0 <= now + offset < len(spans):
        return None
    return spans[now + offset][0]


def year_named(values: list[Any], text: str, today: dt.date) -> tuple[Any, str] | None:
    """"this year" / "last year" / "next year" over year options: the one running today, or the one
    before or after it."""
    for pattern, offset, said in ((_THIS_YEAR, 0, "this year"), (_LAST_YEAR, -1, "last year"), (_NEXT_YEAR, 1, "next year")):
        found = pattern.search(text[:2000])
        if found:
            value = current_year_option(values, today, offset)
            if value is not None:
                return value, f"'{found.group(0)}' is {value} ({said} as the options count years)"
    return None
