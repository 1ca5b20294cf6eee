"""What the tense of a request and the clock of the instructions say about a value: a lookup's
upcoming / past filter when the user tells of a day gone by ("my train on monday was late"), and
the reading of a clock time without am or pm that has already happened, for a tool that logs what
happened ("log a wet nappy at 2:45" when it is 03:20)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.schema import Param

if TYPE_CHECKING:
    from labkit.sim.engine.fill import Context


_PAST_VALUES = frozenset("past previous completed complete history travelled traveled finished old done used expired".split())
_AHEAD_VALUES = frozenset("upcoming future current active scheduled pending open".split())


def by_tense(param: Param, ctx: Context) -> tuple[Any, str, None] | None:
    """A filter of upcoming / past things ("status": upcoming, past, all) when the request names a
    day gone by ("my train on monday was late", "what did I book last week?"): the past one."""
    values = [v for v in param.enum or [] if isinstance(v, str)]
    past = [v for v in values if v.lower() in _PAST_VALUES]
    if len(past) != 1 or not any(v.lower() in _AHEAD_VALUES for v in values):
        return None
    for mention in ctx.evidence.mentions:
        when = (mention.extra or {}).get("when")
        day = when.date if when is not None and mention.kind in ("date", "datetime") else None
        if day is not None and day < ctx.today and checked_value(param, past[0]) is not None:
            return past[0], f"the text: '{mention.text}' is a day gone by", None
    return None


#: A tool that records what happened (a diary, a log, a tracker).
_RECORDS = re.compile(r"\b(?:log|logs|logged|record|records|track|tracks|diary|journal)\b", re.I)


def the_past_reading(candidate: Any, ctx: Context) -> Any:
    """A clock time said without am or pm ("at 2:45") for a tool that records what happened: the
    reading that has already happened today when the afternoon one is still to come (it is 03:20
    in the instructions: 02:45)."""
    from labkit.sim.engine.fill.instructions import now_stated

    value = str(candidate.value)
    said = candidate.mention.text.lower()
    if len(value) < 16 or re.search(r"am|pm|a\.m|p\.m|noon|midnight|afternoon|evening|tonight|night", said) or not _RECORDS.search(ctx.tool_text[:600]):
        return candidate
    now = now_stated(ctx)
    try:
        moment = dt.datetime.fromisoformat(value[:16])
    except ValueError:
        return candidate
    if now is None or moment.date() != now.date() or not 13 <= moment.hour <= 23 or moment <= now:
        return candidate
    earlier = moment - dt.timedelta(hours=12)
    if earlier > now:
        return candidate
    return dataclasses.replace(candidate, value=earlier.strftime("%Y-%m-%dT%H:%M") + value[16:],
                               why=f"{candidate.why} (the morning reading: it is {now.strftime('%H:%M')} now)")
