"""One call's outcome in words: a confirmation for an action that ran, the facts of a lookup (said
for the call's main argument: "for Berlin", "for 19 December"), a plain "I couldn't …" for an
error."""

from __future__ import annotations

import datetime as dt
import re

from labkit.sim.engine import describe, lexicon
from labkit.sim.engine.describe.values import CLOCK
from labkit.sim.engine.reading import Call
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import split_identifier


def _about(call: Call, profile: ToolProfile | None = None) -> str:
    """The main argument of a call, to say what a result is for ("Berlin", "order 4412", else
    "19 December"): not a filter's option ("open") or a clock time, which say nothing of what it is."""
    if not call.args:
        return ""
    listed = call.output is not None and isinstance(call.output.value, dict) and any(
        isinstance(v, list) and v and isinstance(v[0], dict) for v in call.output.value.values())
    day_said = ""
    ends = _trip_ends(call, profile)
    if ends:
        return ends  # "from Brussels to Cologne": a journey is for both of its ends
    for key, value in call.args.items():
        param = profile.param(key) if profile is not None else None
        option = param is not None and param.enum and isinstance(value, str) and set(split_identifier(key)) & _FILTER_WORDS
        if listed and option or isinstance(value, str) and CLOCK.fullmatch(value):
            continue  # "I found 2 tickets for open", "… for 15:00" (but "for Berlin Mitte", one of the branches)
        if isinstance(value, str) and (day := _ISO_DAY.match(value)):
            try:
                when = dt.date(int(day.group(1)), int(day.group(2)), int(day.group(3)))
            except ValueError:
                continue
            clock = day.group(4) if day.group(4) and day.group(4) != "00:00" else ""
            day_said = day_said or f"{when.day} {when.strftime('%B')}" + (f" from {clock}" if clock else "")
            continue
        if isinstance(value, str) and value and len(value) <= 40 and not key.lower().endswith(("query", "text", "message", "body", "content")):
            return _code_named(value, param) or value
    return day_said


def _named_by_its_record(call: Call, about: str) -> str:
    """The name a result gives the id it was looked up by: `childId: CH-2232` and {"child": "Idris
    Rahman", …} -> "Idris Rahman" ("" when it gives none)."""
    value = call.output.value if call.output is not None else None
    if not about or not isinstance(value, dict):
        return ""
    key = next((k for k, v in (call.args or {}).items() if str(v) == about), None)
    nouns = [w for w in split_identifier(key) if w not in ("id", "ids", "code", "ref", "number", "no")] if key else []
    if not nouns or len(nouns) == len(split_identifier(key)):
        return ""
    for field in (nouns[-1], f"{nouns[-1]}_name", f"{nouns[-1]}Name"):
        said = value.get(field)
        if isinstance(said, str) and 1 < len(said) <= 60 and said != about:
            return said
    return ""


def _trip_ends(call: Call, profile: ToolProfile | None) -> str:
    """"from Brussels to Cologne" for a call with a place it starts from and one it goes to ("" otherwise)."""
    from labkit.sim.engine.slots import slot_of

    if profile is None or not call.args:
        return ""
    said = {slot_of(p).side: call.args.get(p.name) for p in profile.params
            if slot_of(p).kind == "place" and slot_of(p).side in ("start", "end") and isinstance(call.args.get(p.name), str)}
    return f"from {said['start']} to {said['end']}" if said.get("start") and said.get("end") else ""


def _code_named(value: str, param: object) -> str | None:
    """"Japanese" for a language parameter's "ja", "Germany" for a country's "DE" (None otherwise)."""
    from labkit.sim.engine import places
    from labkit.sim.engine.slots import slot_of

    kind = slot_of(param).kind if param is not None else ""
    return places.code_name(value, kind) if kind in ("language", "country") else None


#: A call's date or moment ("2026-12-19", "2026-12-19T06:00:00Z"), said as "19 December (from 06:00)"; a bare clock time.
_ISO_DAY = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}))?")
_FILTER_WORDS = frozenset("status state type kind category level sort order mode priority".split())


def call_sentence(call: Call, profile: ToolProfile | None, asked: set[str] = frozenset(), labels: dict[str, str] | None = None,
                  question: str = "") -> str:
    """One call's outcome in words (`asked`: stems of the user's words, to say those facts first;
    `labels`: names of the items earlier outputs listed, by id, to say what an action was on)."""
    output = call.output
    if output is None:
        return ""
    verb = profile.verb if profile else None
    if output.is_error:
        return describe.error_sentence(call.name, verb, output)
    if profile is not None and profile.act:
        target = [p.name for p in profile.params if p.essential]
        creating = lexicon.same_action(profile.verb or "", "creat")
        about = None if creating else next((labels[str(v)] for k, v in (call.args or {}).items()
                                            if k in target and labels and isinstance(v, (str, int)) and str(v) in labels), None)
        return describe.confirmation(call.name, verb, call.args, output, about=about, labels=labels)
    about = _about(call, profile)
    named = _named_by_its_record(call, about)
    if named:
        about = named  # "for Idris Rahman", not "for CH-2232": the result says whose it is
    if labels and about in labels and labels[about] != about:
        about = f"{labels[about]} ({about})"  # "for CarePlus Kings Road (ST-014)", not "for ST-014"
    return describe.output_sentence(call.name, output, about=about, asked=asked, question=question, args=call.args)
