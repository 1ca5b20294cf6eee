"""What a clause says about the result it wants, beside naming it: "the first slot *where I can
have a courtesy car*", "the pitch *with hookup*", "book the *morning* one", "the *ebook*". Each qualifier keeps
the records that have it, when the records differ on it; a qualifier none of them has keeps them
all (the choice is then made, or asked, as before).
"""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import lexicon
from labkit.sim.engine.words import split_identifier, stem, words

#: Words of a yes/no field's name that say nothing of what it is about.
_FLAG_NOISE = frozenset(stem(w) for w in "is has have can allow allows allowed available avail ok enabled included incl with flag by you your me my".split())
#: A flag that says a thing can be had, and the words that ask for one that can.
_AVAILABLE = frozenset(stem(w) for w in "available avail free open bookable".split())
_AVAILABLE_SAID = frozenset(stem(w) for w in "free available open bookable untaken".split())
_NEGATED = re.compile(r"\b(?:no|without|not|don't|doesn't|won't|never)\s+(?:\w+\s+){0,3}$")
_PARTS_OF_DAY = {"morning": (0, 12 * 60), "afternoon": (12 * 60, 17 * 60), "evening": (17 * 60, 24 * 60), "night": (18 * 60, 24 * 60)}
_CLOCK = re.compile(r"(?:^|T|\s)(\d{1,2}):(\d{2})")


def qualified(records: list[dict[str, Any]], text: str, ignore: set[str] | frozenset[str] = frozenset()) -> tuple[list[dict[str, Any]], str]:
    """The records the clause's qualifiers allow, and why ("" when no qualifier applied).
    `ignore`: the acting tool's own words ("book me in" says what to do, not "booked_by_you")."""
    why = []
    kept, said = _with_flags(records, text, ignore)
    if said:
        records = kept
        why.append(said)
    kept, said = _in_part_of_day(records, text)
    if said:
        records = kept
        why.append(said)
    kept, said = _of_a_kind(records, text, ignore)
    if said:
        records = kept
        why.append(said)
    return records, "; ".join(why)


#: Fields that name or identify a record (the request names those as the record itself).
_NAMING_KEYS = frozenset("name title label id ref reference code number".split())


def _of_a_kind(records: list[dict[str, Any]], text: str, ignore: set[str] | frozenset[str] = frozenset()) -> tuple[list[dict[str, Any]], str]:
    """"borrow the *ebook* of Atomic Habits": of two records alike but for a short field that
    says what kind each is (`format`: book / ebook), the one whose value the request says as a
    word of its own — the others' values unsaid, and never the acting tool's verb ("book")."""
    if len(records) < 2 or len(records) > 30:
        return records, ""
    low = text.lower()
    for key in records[0]:
        if set(split_identifier(key)) & _NAMING_KEYS:
            continue
        if not all(isinstance(r.get(key), str) and 1 < len(r[key]) <= 20 for r in records):
            continue
        values = {r[key] for r in records}
        if len(values) < 2 or len(values) > 6:
            continue
        said = [v for v in values if not (stem(v.lower()) in ignore and lexicon.is_act_verb(stem(v.lower())))
                and re.search(rf"(?<![\w-]){re.escape(v.lower().replace('_', ' '))}(?![\w-])", low)]
        if len(said) == 1:
            kept = [r for r in records if r.get(key) == said[0]]
            return kept, f"its {' '.join(split_identifier(key))} is {said[0]} (the request says so)"
    return records, ""


def _with_flags(records: list[dict[str, Any]], text: str, ignore: set[str] | frozenset[str] = frozenset()) -> tuple[list[dict[str, Any]], str]:
    """"…where I can have a courtesy car" keeps the records whose `courtesy_car_available` is true."""
    low = text.lower()
    said = {stem(w) for w in words(low)}
    keys = [k for k, v in records[0].items() if isinstance(v, bool)] if records else []
    optional = [k for k in dict.fromkeys(k for r in records[:50] for k in r) if k not in keys and any(r.get(k) is None for r in records)
                and any(isinstance(r.get(k), (str, int, float)) and not isinstance(r.get(k), bool) and r.get(k) != "" for r in records)]
    for key in keys + optional:
        if key in optional:
            # {"halfDay": "pm"} beside {"halfDay": null}: "the half day" is the one that has one
            values = [r.get(key) not in (None, "") for r in records]
            kept = [r for r, v in zip(records, values) if v]
            own = [stem(w) for w in split_identifier(key) if stem(w) not in _FLAG_NOISE and len(w) > 2]
            if own and all(w in said for w in own) and 0 < len(kept) < len(records):
                return kept, f"{key} is given (the request asks for {' '.join(split_identifier(key))})"
            continue
        values = [r.get(key) for r in records]
        if not all(isinstance(v, bool) for v in values) or len(set(values)) < 2:
            continue
        own = [stem(w) for w in split_identifier(key) if stem(w) not in _FLAG_NOISE and len(w) > 2]
        if not own and {stem(w) for w in split_identifier(key)} & _AVAILABLE and said & _AVAILABLE_SAID:
            kept = [r for r in records if r.get(key) is True]  # "whichever is still free" and {"available": true}
            if kept:
                return kept, f"{key} is true (the request asks for one that is free)"
        if not own or not all(w in said for w in own) or any(w in ignore and lexicon.is_act_verb(w) for w in own):
            continue  # ("book me in" and `booked_by_you`: the action asked for, not which one)
        first = next((m for m in re.finditer(r"[a-z']+", low) if stem(m.group(0)) == own[0]), None)
        wanted = not (first is not None and _NEGATED.search(low[max(0, first.start() - 40) : first.start()]))
        kept = [r for r in records if r.get(key) is wanted]
        if kept:
            return kept, f"{key} is {'true' if wanted else 'false'} (the request asks for {' '.join(split_identifier(key))})"
    return records, ""


def _in_part_of_day(records: list[dict[str, Any]], text: str) -> tuple[list[dict[str, Any]], str]:
    """"the morning one" keeps the records whose time is before noon."""
    part = next((p for p in _PARTS_OF_DAY if re.search(rf"\b{p}s?\b", text.lower())), None)
    if part is None or len(records) < 2:
        return records, ""
    low, high = _PARTS_OF_DAY[part]
    minutes = [_minutes(r) for r in records]
    if any(m is None for m in minutes):
        return records, ""
    kept = [r for r, m in zip(records, minutes) if m is not None and low <= m < high]
    if kept and len(kept) < len(records):
        return kept, f"the {part} ({len(kept)} of {len(records)})"
    return records, ""


def _minutes(record: dict[str, Any]) -> int | None:
    """The time of day of a record: its first value that holds a clock time ("08:00", "2026-12-16T10:30:00")."""
    for value in record.values():
        if isinstance(value, str) and len(value) <= 40:
            found = _CLOCK.search(value)
            if found and int(found.group(1)) < 24 and int(found.group(2)) < 60:
                return int(found.group(1)) * 60 + int(found.group(2))
    return None
