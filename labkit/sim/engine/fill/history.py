"""Values from the requests a follow-up continues: a required day, time or head count an earlier
message said, the one new number or name that replaces the earlier one ("and over 30?", "what
about Harrogate?"), and a moved time or day that keeps the rest ("push it to 2pm").
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine import candidates, phrases
from labkit.sim.engine.evidence import Mention
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.outputs import list_in
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import STOPWORDS, shorten, split_identifier, stem

if TYPE_CHECKING:
    from labkit.sim.engine.fill import Context


#: Slots a follow-up inherits from the messages it continues when it does not say them again.
CARRIED = frozenset("date datetime time count".split())


def carried_value(param: Param, slot: Slot, ctx: Context) -> tuple[Any, str] | None:
    """"find an italian place for tonight" … "anything at 8 for four?" … "ok book it": a required
    day, time or head count the user said in a message this one continues, the newest first."""
    for back, evidence in enumerate(ctx.history, start=1):
        for candidate in candidates.from_text(slot, param, evidence, (0, len(evidence.text)), set(), context=ctx.tool_text,
                                              id_objects=ctx.id_objects):
            checked = checked_value(param, candidate.value) if candidate.mention is not None else None
            if checked is not None:
                return checked, f"an earlier message ({back} back): {candidate.why}"
    return None


def one_new_number(params: list[Param], ctx: Context) -> Context:
    """"… 150k down over 25 years" … "and over 30?": a follow-up's one number replaces the earlier
    number it is like (an option of its enum, the same size), and the others stay."""
    if not ctx.base:
        return ctx
    numeric = [p for p in params if p.kind in ("integer", "number") and p.name not in ctx.fixed
               and isinstance(ctx.base.get(p.name), (int, float)) and not isinstance(ctx.base.get(p.name), bool)]
    said = [m for m in ctx.evidence.mentions if m.kind in ("number", "money") and ctx.span[0] <= m.start < ctx.span[1]]
    if len(numeric) < 2 or len(said) != 1 or not isinstance(said[0].value, (int, float)) or said[0].value <= 0:
        return ctx
    value, unit = said[0].value, stem(str((said[0].extra or {}).get("unit") or "").lower())

    def unlike(param: Param) -> float:
        if unit and unit in {stem(w) for w in param.words}:
            return -1.0  # "and 30 years?": the unit names it
        if param.enum:
            return 0.0 if value in param.enum else 99.0
        return abs(math.log(value / max(abs(float(ctx.base[param.name])), 1e-9)))

    ranked = sorted(numeric, key=unlike)
    if unlike(ranked[0]) >= 1.5 or len(ranked) > 1 and unlike(ranked[0]) == unlike(ranked[1]):
        return ctx  # it is like none of them, or like two: the usual filling decides
    fixed = {p.name: ctx.base[p.name] for p in ranked[1:]}
    fixed[ranked[0].name] = int(value) if ranked[0].kind == "integer" and float(value).is_integer() else value
    return dataclasses.replace(ctx, fixed={**ctx.fixed, **fixed})


def moved_time(param: Param, slot: Slot, ctx: Context, used: set[int]) -> Any | None:
    """"Push it to 2pm": only a time is said, so the date stays the one the item already has."""
    if any(m.kind in ("date", "datetime", "range") and m.extra.get("when") is not None and getattr(m.extra["when"], "date", None)
           for m in ctx.evidence.mentions if ctx.span[0] <= m.start < ctx.span[1]):
        return None
    times = candidates.from_text(Slot("time", slot.side), param, ctx.evidence, ctx.span, used, context=ctx.tool_text)
    if not times:
        return None
    record = {**(ctx.base or {}), **(ctx.focus or {})}
    day = None
    for key, value in record.items():
        if isinstance(value, str) and re.match(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}", value) and (slot.side is None or slot.side == "start") == ("end" not in str(key)):
            day = value[:10]
            break
    if day is None:
        return None
    clock = times[0].value
    return checked_value(param, candidates.format_datetime(day, clock, param))


_SHIFT = re.compile(r"\b(?:(push|move|put|shift|make)\s+(?:it|that|this|the \w+)\s+(back|later|forward|earlier)|(bring)\s+(?:it|that|this|the \w+)\s+(forward)|"
                    r"(later|earlier))\s+(?:by\s+)?(an?|one|two|three|half an|\d{1,3})\s*(hours?|hrs?|h|minutes?|mins?)\b", re.I)
_HOW_MANY = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "half an": 0.5}


def shifted_time(param: Param, slot: Slot, ctx: Context) -> tuple[Any, str] | None:
    """"push it back an hour" on a 15:00 booking: 16:00 — the item's own time moved by what is said."""
    found = _SHIFT.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000])
    if found is None:
        return None
    way = (found.group(2) or found.group(4) or found.group(5) or "").lower()
    amount = _HOW_MANY.get(found.group(6).lower()) if not found.group(6).isdigit() else int(found.group(6))
    minutes = (amount or 0) * (60 if found.group(7).lower().startswith("h") else 1)
    if way in ("forward", "earlier"):
        minutes = -minutes
    old = (ctx.base or {}).get(param.name) or (ctx.focus or {}).get(param.name) or next(
        (o.value[param.name] for o in ctx.outputs if not o.is_error and isinstance(o.value, dict) and o.value.get(param.name)), None)
    if old is None:
        for output in ctx.outputs:  # the one record an earlier lookup listed ("what bookings have I got")
            records = list_in(output.value) if not output.is_error else None
            if records and len(records) == 1 and isinstance(records[0], dict) and records[0].get(param.name):
                old = records[0][param.name]
                break
    if old is None:  # listed turns ago, and the conversation is still on it
        old = next((record[param.name] for record in ctx.about if record.get(param.name)), None)
    was = re.match(r"(\d{4}-\d{2}-\d{2}[T ])?(\d{1,2}):(\d{2})", str(old)) if old is not None else None
    if was is None or not minutes:
        return None
    total = (int(was.group(2)) * 60 + int(was.group(3)) + int(minutes)) % (24 * 60)
    moved = f"{was.group(1) or ''}{total // 60:02d}:{total % 60:02d}" + (":00" if slot.kind == "datetime" and was.group(1) else "")
    checked = checked_value(param, moved)
    return (checked, f"'{found.group(0)}' from {old}") if checked is not None else None


def beside_the_old_time(param: Param, ctx: Context, clock: Any) -> Any:
    """"Move it to half 8" on a 19:00 booking is 20:30: a bare hour moving an item's time is read
    in the half of the day the item is in."""
    old = (ctx.base or {}).get(param.name) or (ctx.focus or {}).get(param.name) or next(
        (o.value[param.name] for o in ctx.outputs if not o.is_error and isinstance(o.value, dict) and o.value.get(param.name)), None)
    said = re.fullmatch(r"(\d{1,2}):(\d{2})(?::\d{2})?", str(clock)) if clock is not None else None
    was = re.match(r"(?:\d{4}-\d{2}-\d{2}[T ])?(\d{1,2}):\d{2}", str(old)) if old is not None else None
    if said is None or was is None:
        return clock
    hour, before = int(said.group(1)), int(was.group(1))
    if hour < 12 and before >= 12 and abs(hour + 12 - before) < abs(hour - before):
        if isinstance(clock, dt.time):
            return clock.replace(hour=hour + 12)
        return f"{hour + 12:02d}:{said.group(2)}" + str(clock)[len(said.group(1)) + 3 :]
    return clock


#: Words that leave the time to what is free: the earliest, the first available, whatever is open.
FIRST_FREE = re.compile(
    r"\b(?:earliest|soonest|first (?:available|free|open|slot|appointment|time|one)|next (?:available|free|open)"
    r"|whatever(?:'s| is)? (?:free|available|open)|whatever the (?:first|earliest) (?:slot|time|one) is|any (?:free|available|open) (?:slot|time)|as (?:early|soon) as (?:possible|you can)"
    r"|(?:the )?latest (?:slot|time|one|you)|last (?:slot|appointment) (?:of|on|that))\b", re.I)
_MOMENT = re.compile(r"(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})")
_SAME_TIME = re.compile(r"\b(?:same|usual) time\b|\bat the same time\b", re.I)
_LATER_BY = re.compile(r"\b(?:the|a) (week|day|fortnight) (?:after|later)\b|\b(?:a|one) (week|day|fortnight) later\b|\bthe following (week|day)\b", re.I)
_DAYS_IN = {"day": 1, "week": 7, "fortnight": 14}


def moved_to(param: Param, slot: Slot, ctx: Context, used: set[int]) -> tuple[Any, str] | None:
    """"move my thursday lesson to friday, same time" on a lesson at 2026-11-19T17:00: Friday at
    17:00 — the new day or time the clause says, the rest kept from the item being moved (its own
    day said to name it, "my thursday lesson", or the start of "the 10th to the 15th", is not the
    new one); "the week after" is its day plus seven. For a moment, a day or a time of day
    (`new_start`, or `new_date` and `new_time`). None when the clause says no new day or time."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    if FIRST_FREE.search(text):
        return None  # "to the earliest you've got on tuesday": a time the free slots give, not the item's own
    record = ctx.focus or {}
    was = next((m for k, v in record.items() if isinstance(v, str) and "end" not in str(k).lower() and (m := _MOMENT.match(v))), None)
    own_day = was.group(1) if was else next((v for v in record.values() if isinstance(v, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", v)), None)
    own_clock = f"{was.group(2)}:{was.group(3)}" if was else next(
        (v[:5] for k, v in record.items() if isinstance(v, str) and re.fullmatch(r"\d{2}:\d{2}(?::\d{2})?", v) and "end" not in str(k).lower()), None)
    if own_day is None and own_clock is None:
        return None
    import datetime as _dt

    inside = [m for m in ctx.evidence.mentions if ctx.span[0] <= m.start < ctx.span[1]]
    said_days = [str(m.value)[:10] for m in inside if m.kind in ("date", "datetime")]
    said_days += [w.date.isoformat() for m in inside if m.kind == "range" and isinstance(m.value, tuple) for w in m.value if getattr(w, "date", None)]
    days = [d for d in dict.fromkeys(said_days) if re.fullmatch(r"\d{4}-\d{2}-\d{2}", d) and d != own_day]
    later = _LATER_BY.search(text)
    if later and own_day:
        unit = (later.group(1) or later.group(2) or later.group(3)).lower()
        days = [(_dt.date.fromisoformat(own_day) + _dt.timedelta(days=_DAYS_IN[unit])).isoformat()]
    times = [m for m in candidates.from_text(Slot("time", slot.side), param, ctx.evidence, ctx.span, used, context=ctx.tool_text)]
    clock = next((t.value for t in times if t.value.strftime("%H:%M") != own_clock), None) if times else None
    if len(days) > 1 or not days and clock is None:
        return None
    day = days[0] if days else own_day
    same = bool(_SAME_TIME.search(text))
    when = clock if clock is not None and not same else (_dt.time(*(int(x) for x in own_clock.split(":"))) if own_clock else None)
    kept = "its day" if not days else "its time" if clock is None else "nothing"
    why = f"the new {'day' if days else 'time'} the text says, keeping {kept} from {record.get(next(iter(record)), '')}"
    if slot.kind == "date":
        checked = checked_value(param, day) if day and days else None
    elif slot.kind == "time":
        checked = checked_value(param, when.strftime("%H:%M")) if when is not None else None
    else:
        checked = checked_value(param, candidates.format_datetime(day, when, param)) if day and when is not None else None
    return (checked, why) if checked is not None else None


def moved_day(param: Param, ctx: Context) -> Any | None:
    """"And tomorrow, same time?": only a day is said, so the time stays the one asked before."""
    before = (ctx.base or {}).get(param.name)
    if not isinstance(before, str) or not re.match(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}", before):
        return None
    inside = [m for m in ctx.evidence.mentions if ctx.span[0] <= m.start < ctx.span[1]]
    if any(m.kind in ("time", "datetime", "range") for m in inside):
        return None
    days = [str(m.value)[:10] for m in inside if m.kind == "date" and re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(m.value)[:10])]
    if len(days) != 1:
        return None
    return checked_value(param, f"{days[0]}{before[10:]}") or checked_value(param, f"{days[0]}T{before[11:16]}:00")


def swapped_entity(param: Param, slot: Slot, ctx: Context, used: set[int]) -> tuple[Any, str, Mention] | None:
    """"find chargers in York" … "what about Harrogate?": the follow-up's one new capitalised name
    takes the place of the previous request's value of the same kind (a city for a city), even
    when the name is not one the place list knows."""
    if slot.kind not in ("place", "thing", "person", "title", "text", "query") or not isinstance(ctx.base.get(param.name) if ctx.base else None, str):
        return None
    fresh = [m for m in ctx.evidence.mentions if m.kind in ("name", "person", "place") and id(m) not in used and not m.quoted
             and ctx.span[0] <= m.start < ctx.span[1]]
    if not fresh and slot.kind in ("thing", "title", "text", "query"):
        return _swapped_phrase(param, ctx)
    if slot.kind in ("text", "query"):
        return None
    if len(fresh) != 1 or str(fresh[0].value).lower() == str(ctx.base[param.name]).lower():
        return None
    checked = checked_value(param, fresh[0].value)
    return (checked, f"the text: '{fresh[0].text}' in place of '{ctx.base[param.name]}' (a follow-up)", fresh[0]) if checked is not None else None


_SWAP = re.compile(r"^\s*(?:ok(?:ay)?,?\s+)?(?:and|and what about|what about|how about|and for|same for|what of)\s+(?:the |a |an |my |for |with )?"
                   r"([a-z][a-z' -]{1,40}?)\s*\??\s*$", re.I)


def _swapped_phrase(param: Param, ctx: Context) -> tuple[Any, str, None] | None:
    """"how much is whitening?" … "and a hygienist visit?": the follow-up's one noun phrase, in
    lower case, takes the place of what the previous request asked about (never a date, a number
    or a pointer: "and tomorrow?", "and 3?", "and that one?")."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    match = _SWAP.match(text)
    if match is None:
        return None
    phrase = match.group(1).strip(" -'")
    said = [w for w in phrase.lower().split() if w not in STOPWORDS]
    start = ctx.span[0] + match.start(1)
    if not said or len(said) > 3 or set(said) & phrases.POINTERS or any(
            m.kind not in ("name", "quoted") and start <= m.start < start + len(phrase) for m in ctx.evidence.mentions):
        return None
    if phrase.lower() == str(ctx.base[param.name]).lower():
        return None
    checked = checked_value(param, phrase)
    return (checked, f"the text: '{phrase}' in place of '{ctx.base[param.name]}' (a follow-up)", None) if checked is not None else None


#: Numbers of a record that are no sum of money (counts, shares, ratings, durations).
_NOT_SUMS = frozenset("count number qty quantity percent pct rating stars score days nights hours minutes min mins year years age "
                      "id version size seats guests people adults children km miles kg".split())

_POINTING = re.compile(r"\b(?:that|it|this|those|these|them)\b", re.I)


def sum_said_before(param: Param, slot: Slot, ctx: Context) -> tuple[Any, str, None] | None:
    """"how much is that in pounds?" after a price: the one sum of money the newest result holds,
    for the amount, and its currency for the currency converted from. None when the message
    gives a number of its own, points at nothing, or the result holds no sum or several."""
    from labkit.sim.engine.describe.values import money_of

    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    if slot.kind not in ("amount", "currency") or (slot.kind == "currency" and slot.side != "start") or not _POINTING.search(text):
        return None
    if any(m.kind in ("number", "money") and ctx.span[0] <= m.start < ctx.span[1] for m in ctx.evidence.mentions):
        return None
    for output in ctx.outputs[:1]:
        if output.is_error or not isinstance(output.value, (dict, list)):
            continue
        sums: dict[tuple[float, str], str] = {}
        records = [output.value] if isinstance(output.value, dict) else [v for v in output.value if isinstance(v, dict)]
        for record in records[:1]:
            for key, value in record.items():
                found = money_of(key, value, record)
                if found is not None:
                    sums.setdefault(found, key)
            unnamed = [k for k, v in record.items() if isinstance(v, (int, float)) and not isinstance(v, bool) and money_of(k, v, record) is None
                       and not set(split_identifier(k)) & _NOT_SUMS]
            if sums and unnamed and any(k in record for k in ("currency", "currency_code", "ccy")):
                return None  # "daily_meals_and_incidentals: 52" beside "lodging_cap: 190 EUR": which sum is "that" is not clear
        if len(sums) != 1:
            return None
        (amount, currency), key = next(iter(sums.items()))
        value = amount if slot.kind == "amount" else currency
        checked = checked_value(param, value)
        if checked is not None:
            return checked, f"the {key} of {output.name}'s result ('{shorten(text, 40)}' points at it)", None
    return None


#: "pay Aoife what she's owed", "what I'm due", "whatever he earned": an amount a record holds.
WHAT_IS_OWED = re.compile(r"\bwhat(?:ever)?\s+(?:[\w'’]+\s+){0,3}?(owed|due|earned|outstanding)\b", re.I)


def owed_said_before(param: Param, slot: Slot, ctx: Context) -> tuple[Any, str, None] | None:
    """"pay Aoife what she's owed": the amount a record of this turn's results holds under that
    word (`owedEur`), in the record of the one the message names when there are several."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    said = WHAT_IS_OWED.search(text) if slot.kind == "amount" else None
    if said is None:
        return None
    word = stem(said.group(1).lower())
    low = text.lower()
    for output in ctx.outputs:
        if output.is_error:
            continue
        found = [(record, key) for record in _records(output.value) for key, value in record.items()
                 if isinstance(value, (int, float)) and not isinstance(value, bool) and stem(split_identifier(key)[0]) == word]
        if len(found) > 1:  # the record of the one the message names ("Ben" of a row per child)
            found = [(r, k) for r, k in found if any(len(v) >= 2 and re.search(rf"(?<![\w-]){re.escape(v.lower())}(?![\w-])", low)
                                                     for v in r.values() if isinstance(v, str))]
        if len(found) == 1:
            record, key = found[0]
            checked = checked_value(param, record[key])
            if checked is not None:
                return checked, f"the {key} of {output.name}'s result ('{said.group(0)}')", None
    return None


def _records(value: Any, depth: int = 0) -> list[dict[str, Any]]:
    """Every record in a result, at any depth (a child's row inside a family board)."""
    if depth > 4:
        return []
    if isinstance(value, dict):
        return [value] + [r for inner in value.values() for r in _records(inner, depth + 1)]
    if isinstance(value, list):
        return [r for inner in value[:50] for r in _records(inner, depth + 1)]
    return []
