"""Stage 5, a time the user leaves to the free slots: "move it to the earliest you've got on
Tuesday", "book the first available slot tomorrow". The action's moment (or slot id) is not in
the conversation, but a lookup of free times is: call it for the day said (and what the item
being moved is: its service, its type), then take the earliest (or latest) it lists. Methods of
`Planner` (mixed in)."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import chain
from labkit.sim.engine.fill import fill
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.fill.history import FIRST_FREE
from labkit.sim.engine.outputs import id_of, list_in
from labkit.sim.engine.plan.intent import Intent
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.sources import AVAILABILITY
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import split_identifier, stem, words

_LATEST = re.compile(r"\b(?:latest|last)\b", re.I)
_POINTS_BACK = re.compile(r"\b(?:it|that|that one|this one)\b", re.I)
#: What a lookup of free times is named or described by.
_FREE = AVAILABILITY | {stem("times")}
_DATE_KEYS = ("date", "day", "start", "when", "from")
_TIME_KEYS = ("time", "start", "starts", "at", "begin", "begins", "from")


def _is_free_times(profile: ToolProfile) -> bool:
    names = {stem(w) for w in profile.name_words}
    described = {stem(w) for w in words((profile.tool.description or "")[:200])}
    return not profile.act and bool((names | profile.objects) & _FREE or {"free", "avail"} & described)


class FromFreeTimes:
    """The `Planner`'s method for a moment left to the free slots (see the module docstring)."""

    def free_time_lookup(self, intent: Intent, param: Param, focus: dict[str, Any] | None = None) -> Intent | None:
        """The lookup of free times called first, or its earliest entry taken (None: not that)."""
        kind = slot_of(param).kind
        wants_slot = kind == "id" and bool({stem(w) for w in param.words} & _FREE)
        if kind not in ("datetime", "time") and not wants_slot or not intent.profile.act:
            return None
        text = self.evidence.text[intent.span[0] : intent.span[1]]
        cue = FIRST_FREE.search(text) or FIRST_FREE.search(self.evidence.text[intent.span[1] : intent.span[1] + 80])  # "…, whatever the first slot is"
        if cue is None and _POINTS_BACK.search(text):
            cue = FIRST_FREE.search(self.evidence.text[: intent.span[0]])  # "what's the earliest … on saturday? just book it for me"
        at = None if cue is not None or focus is None else self._time_meant(intent, focus)
        if cue is None and (not wants_slot or at is None) or cue is not None and wants_slot:
            return None  # (the first free slot by id, and its conditions, are the producers' to find)
        said = f"'{cue.group(0)}'" if cue is not None else f"the one at {at}"
        for finder in (p for p in self.toolbox.work if p is not intent.profile and _is_free_times(p)):
            calls = self.ran(finder.name)
            if calls:
                picked = _first_free(calls[-1], param, latest=bool(_LATEST.search(cue.group(0))), narrowed=self._narrowed(calls[-1], intent)) \
                    if cue is not None else _free_at(calls[-1], param, at)
                if picked is None:
                    intent.blocked = f"{finder.name} listed no free time to take"
                    return intent
                intent.fixed[param.name] = picked[0]
                self.notes.append(f"{intent.profile.name}: {param.name} is {picked[0]}, {picked[1]} {finder.name} listed ({said})")
                return self.plan(intent)
            hint = {p.name: v for p in finder.params if (v := _from_item(focus, p)) is not None} if focus else {}
            hint.update({k: v for k, v in intent.fixed.items() if finder.param(k) is not None})  # the branch the plan already chose
            day = self._new_day(intent, focus)
            dated = next((p for p in finder.params if slot_of(p).kind == "date" and slot_of(p).side != "end"), None)
            if day is not None and dated is not None and checked_value(dated, day) is not None:
                hint[dated.name] = day  # "biscuit's saturday appointment to … tuesday": the day it moves to, not its own
            feed = fill(finder, self.context(intent, outputs=self.outputs(exclude=finder.name), fixed=hint, minimal=True, for_action=True))
            if feed.missing:
                continue
            return self.call_first(intent, finder, feed, f"first {finder.name}: {intent.profile.name} takes {said} of the free times",
                                   f"{intent.profile.name} needs {param.name}: {said} of what {finder.name} lists, calling it first")
        return None


    def _narrowed(self, call: Any, intent: Intent) -> list[dict[str, Any]] | None:
        """The listed slots the clause narrows to ("…where I can have a courtesy car"), or None."""
        items = list_in(call.output.value) if call.output is not None and not call.output.is_error else None
        records = [i for i in items or [] if isinstance(i, dict)]
        if len(records) < 2:
            return None
        chosen = chain.choose(records, self.evidence, intent.span, ignore={"first", "earliest", "soonest", "latest", "last", "next"})
        return chosen.elements if chosen.elements and not chosen.ambiguous and len(chosen.elements) < len(records) else None

    def _new_day(self, intent: Intent, focus: dict[str, Any] | None) -> str | None:
        """The one day the clause says that is not the item's own day, or the item's day moved by
        "the week after" (None: none, or several)."""
        import datetime as dt

        from labkit.sim.engine.fill.history import _DAYS_IN, _LATER_BY

        own = next((v[:10] for v in (focus or {}).values() if isinstance(v, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}.*", v)), None)
        later = _LATER_BY.search(self.evidence.text[intent.span[0] : intent.span[1]])
        if later and own is not None:
            unit = (later.group(1) or later.group(2) or later.group(3)).lower()
            return (dt.date.fromisoformat(own) + dt.timedelta(days=_DAYS_IN[unit])).isoformat()
        days = {str(m.value)[:10] for m in self.evidence.mentions if intent.span[0] <= m.start < intent.span[1] and m.kind in ("date", "datetime")
                and re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(m.value)[:10])} - {own}
        return days.pop() if len(days) == 1 else None

    def _time_meant(self, intent: Intent, focus: dict[str, Any] | None) -> str | None:
        """"HH:MM" the clause means for the new slot: a clock time it says, or the item's own time
        for "same time" (None: neither)."""
        from labkit.sim.engine.fill.history import _SAME_TIME

        text = self.evidence.text[intent.span[0] : intent.span[1]]
        clocks = [str(m.value)[:5] for m in self.evidence.mentions if intent.span[0] <= m.start < intent.span[1] and m.kind == "time"]
        own = next((m.group(1) for v in (focus or {}).values() if isinstance(v, str) and (m := re.match(r"\d{4}-\d{2}-\d{2}[T ](\d{2}:\d{2})", v))), None)
        clocks = [c for c in clocks if c != own]
        if len(clocks) == 1:
            return clocks[0]
        return own if _SAME_TIME.search(text) else None


_SORT_OF = frozenset(stem(w) for w in "type kind service category treatment class".split())


def _from_item(item: dict[str, Any], param: Param) -> Any:
    """The value a lookup's parameter takes from the item being moved: its service for `service`,
    its type for `appointment_type` (never its own id, day or time: those are being changed)."""
    own = {stem(w) for w in param.words} - {"id", "date", "time", "start"}
    if not own & _SORT_OF or slot_of(param).kind in ("date", "datetime", "time", "id", "person"):
        return None  # what sort of thing it is carries over; who, when and which one do not
    for key, value in item.items():
        parts = {stem(p) for p in split_identifier(str(key))}
        if isinstance(value, str) and parts & own and checked_value(param, value) is not None:
            return checked_value(param, value)
    if {"type", "kind", "servic", "categori"} & own:
        for key in ("type", "service", "kind", "category"):
            if isinstance(item.get(key), str) and checked_value(param, item[key]) is not None:
                return checked_value(param, item[key])
    return None


def _free_at(call: Any, param: Param, clock: str) -> tuple[Any, str] | None:
    """The id of the listed slot that starts at `clock` ("HH:MM"), or None."""
    output = call.output
    items = list_in(output.value) if output is not None and not output.is_error else None
    for item in items or []:
        if isinstance(item, dict) and any(isinstance(v, str) and (v[:5] == clock or re.search(rf"[T ]{clock}", v)) for v in item.values()):
            ident = id_of(item)
            if ident is not None and checked_value(param, ident[1]) is not None:
                return checked_value(param, ident[1]), f"the slot at {clock}"
    return None


def _first_free(call: Any, param: Param, *, latest: bool, narrowed: list[dict[str, Any]] | None = None) -> tuple[Any, str] | None:
    """(the value for `param`, which one) from a lookup of free times: its earliest (or latest)
    entry, as a moment (the entry's day, or the day the lookup was asked for, at its time) or as
    the entry's id."""
    from labkit.sim.engine.candidates import format_datetime

    output = call.output
    if output is None or output.is_error:
        return None
    items = narrowed or list_in(output.value) or []
    if not items:
        return None
    which = "the latest" if latest else "the earliest"
    if all(isinstance(i, dict) for i in items):
        picked = chain.superlative(items, "latest" if latest else "earliest")
        record = picked[0] if picked is not None else items[-1 if latest else 0]
        if slot_of(param).kind == "id":
            ident = id_of(record)
            return (ident[1], f"{which} of the slots") if ident is not None else None
        clock = next((v for k, v in record.items() if isinstance(v, str) and re.fullmatch(r"\d{1,2}:\d{2}(?::\d{2})?", v)
                      and set(split_identifier(str(k))) & set(_TIME_KEYS)), None)
        moment = next((v for v in record.values() if isinstance(v, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}.*", v)), None)
    else:
        times = sorted((v for v in items if isinstance(v, str) and re.fullmatch(r"\d{1,2}:\d{2}(?::\d{2})?", v)), key=lambda v: tuple(int(x) for x in v.split(":")))
        clock, moment, record = (times[-1] if latest else times[0]) if times else None, None, {}
    if moment is not None:
        value = checked_value(param, moment) or checked_value(param, moment[:16] + ":00")
        return (value, which) if value is not None else None
    if clock is None:
        return None
    day = next((v[:10] for k, v in {**(output.value if isinstance(output.value, dict) else {}), **record, **(call.args or {})}.items()
                if isinstance(v, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", v[:10]) and set(split_identifier(str(k))) & set(_DATE_KEYS)), None)
    if slot_of(param).kind == "time":
        value = checked_value(param, clock)
    elif day is None:
        return None
    else:
        import datetime as dt

        hours, minutes = (int(x) for x in clock.split(":")[:2])
        value = checked_value(param, format_datetime(day, dt.time(hours, minutes), param))
    return (value, f"{which} time") if value is not None else None
