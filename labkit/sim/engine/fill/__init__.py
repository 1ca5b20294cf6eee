"""Stage 4 — fill a tool's arguments from evidence, typed, and say where each value came from.

For each parameter, in schema order (free-text parameters last, so a query does not swallow the
city another parameter took):

1. a value the planner fixed (fan-out over two cities, a chained id);
2. the *focus* record (the list element a call is about: "book the cheapest one");
3. the user's words, by slot (`candidates`): the intent's own clause first;
4. this turn's tool outputs (a field with the parameter's name: `incident_id` <- `id`);
5. the arguments of the call a follow-up continues ("and in Paris?" keeps the rest);
6. the instructions ("The user lives in Berlin");
7. otherwise: null when nullable (strict tools) or left out (optional, non-strict); a setting
   (limit, page, flag, enum) takes its stated or a sensible default; an essential value is
   *missing* — the planner asks for it or looks it up, it is never invented.

Every value is checked against the parameter's schema before it is used.

This module holds the entry points and the passes over a whole call; its modules hold the rest:
`value` (one parameter, source by source), `text`, `described`, `records`, `history`,
`instructions` and `freetext` (the sources), `defaults` (when none gives a value) and `coerce`
(the schema check).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine import candidates
from labkit.sim.engine.evidence import Evidence, Mention
from labkit.sim.engine.fill.codebook import code_by_its_words, tool_stems
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.fill.defaults import asks_one_place, counts_people, fallback, speaks_for_one
from labkit.sim.engine.fill.described import fits_described_shape, shaped_in_text
from labkit.sim.engine.fill.elsewhere import named_by_an_id, someone_the_instructions_list, the_actions_own
from labkit.sim.engine.fill.history import CARRIED, carried_value, one_new_number
from labkit.sim.engine.fill.instructions import enum_by_its_name, stated_setting
from labkit.sim.engine.fill.tense import by_tense
from labkit.sim.engine.fill.text import ONE_OF_A_THING
from labkit.sim.engine.fill.value import value_for
from labkit.sim.engine.outputs import Output
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot, slot_of
from labkit.sim.engine.slots import slot_of as _slot_of
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import stem

_LAST_SLOTS = ("query", "content", "title", "text", "thing", "array", "object")


@dataclass
class Context:
    """What filling may look at (see the module docstring for the order)."""

    evidence: Evidence
    span: tuple[int, int]
    today: dt.date
    outputs: Sequence[Output] = ()
    focus: dict[str, Any] | None = None
    fixed: dict[str, Any] = field(default_factory=dict)
    base: dict[str, Any] | None = None
    instructions: Evidence | None = None
    facts: str = ""
    strict: bool = False
    acting: bool = False
    minimal: bool = False
    taken: tuple[Any, ...] = ()
    tool_text: str = ""
    situation: str = ""  # what the user describes around the request (an alert, a problem)
    id_objects: frozenset[str] = frozenset()  # what the offered tools' ids identify (Toolbox.id_objects)
    depth: int = 0  # how many objects and arrays deep this fill is (a recursive schema stops at MAX_NESTING)
    earlier: Evidence | None = None  # the previous user message, when this one continues it ("ok get me one")
    previous: Evidence | None = None  # the previous user message, whether or not this one continues it
    remembered: Evidence | None = None  # what the user said about themselves in earlier messages ("my email is …")
    history: tuple[Evidence, ...] = ()  # the earlier messages this one continues, newest first (`Planner.history`)
    verbs: tuple[str, ...] = ()  # the verbs the clause asks with ("unlock" for "let me in")
    for_action: bool = False  # a lookup made so that an action can be called: its choices are the user's too
    one_place: bool = True  # the call takes one place (not a trip's origin and destination)
    action_params: frozenset[str] = frozenset()  # that action's parameters (a `type` both take is the user's choice, not a filter)
    action_words: frozenset[str] = frozenset()  # that action's name, stemmed ("set up an invoice" names it, not the record to look up)
    elsewhere: tuple[tuple[int, int], ...] = ()  # the spans of the message's other requests: their amounts and counts are theirs
    about: tuple[dict[str, Any], ...] = ()  # older records of the thing the conversation is still on (its time, to shift)


@dataclass
class Filled:
    """The arguments, where each came from, and what is missing."""

    args: dict[str, Any]
    sources: dict[str, str]
    missing: list[Param]
    guessed: list[str] = field(default_factory=list)

    def why(self) -> str:
        return "; ".join(f"{name} <- {source}" for name, source in self.sources.items())


#: Values that belong to the request they are said in: an amount, a count, a percentage.
_OWN_QUANTITIES = frozenset({"money", "number", "percent"})


def fill(profile: ToolProfile, ctx: Context) -> Filled:
    """Arguments for one call of `profile`'s tool."""
    tool_words = {stem(w) for w in profile.name_words}
    if not ctx.tool_text:
        ctx = dataclasses.replace(ctx, tool_text=f"{profile.name} {profile.tool.description[:200]}")
    return fill_params(profile.params, ctx, strict=bool(profile.tool.strict) or ctx.strict, tool_words=tool_words, slots=profile.slots)


def _moments_written_alike(params: list[Param], args: dict[str, Any]) -> None:
    """"drop_off (e.g. 2026-12-27T06:00)" and "collect": one call writes its moments alike — the
    one whose description shows no seconds sets the form for the one that shows none."""
    short = [p for p in params if isinstance(args.get(p.name), str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}", args[p.name])]
    if not short:
        return
    for p in params:
        value = args.get(p.name)
        if isinstance(value, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00", value) and p.format != "date-time" \
                and not re.search(r"hh:mm:ss|\d{2}:\d{2}:\d{2}", p.text):
            args[p.name] = value[:16]


#: "the whole of the 19th", "a full day", "all day": not half of one.
_WHOLE_DAY = re.compile(r"\b(?:whole|full|entire|all)(?:\s+of)?\s+(?:the\s+|that\s+)?(?:day|\d{1,2}(?:st|nd|rd|th)?\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day)", re.I)


def _named_properly(source: str | None, text: str) -> bool:
    """Did the user name an enum's option by its proper name, with a capital, somewhere other than
    at the start of a sentence ("a class at Riverside"; "Cancel my …" names no status)?"""
    said = re.match(r"the text: '([^']*)' names it$", source or "")
    if said is None or not said.group(1)[:1].isupper():
        return False
    return any(text[:at].rstrip() and text[:at].rstrip()[-1] not in ".!?:;" for at in (m.start() for m in re.finditer(rf"\b{re.escape(said.group(1))}\b", text)))


def fill_params(params: list[Param], ctx: Context, *, strict: bool, tool_words: set[str] | None = None,
                slots: dict[str, Slot] | None = None) -> Filled:
    """Values for a list of parameters (a tool's, or a nested object's); `slots`: what the tool's
    profile read them as (a `name` on a tool about plants is a thing, not a person)."""
    tool_words = tool_words or set()

    def slot_of(param: Param) -> Slot:
        return (slots or {}).get(param.name) or _slot_of(param)

    ctx = one_new_number(params, ctx)
    if sum(1 for p in params if slot_of(p).kind == "place") > 1:
        ctx = dataclasses.replace(ctx, one_place=False)

    order = sorted(params, key=lambda p: (slot_of(p).kind in _LAST_SLOTS, params.index(p)))
    args: dict[str, Any] = {}
    sources: dict[str, str] = {}
    missing: list[Param] = []
    guessed: list[str] = []
    by_mention: dict[int, list[tuple[Param, Slot, Mention]]] = {}
    used: set[int] = {id(m) for m in ctx.evidence.mentions if m.kind in _OWN_QUANTITIES and any(a <= m.start < b for a, b in ctx.elsewhere)} \
        if ctx.acting else set()
    # ("pay Aoife what she's owed …, and add 'feed the cat' … at 50c": the 50c is the chore's; a
    # second lookup may still share the first one's values: "… for 1000 francs, and kroner for another 1000?")
    used_mentions: list[Mention] = []
    reserved = _id_owners(order, ctx)
    branch = next((p for p in order if "branch" in p.words and p.kind in ("string", "null") and not p.enum), None)
    if branch is not None:
        reserved.update({id(m): branch.name for m in ctx.evidence.mentions if _BRANCH_CUE.search(ctx.evidence.text[max(0, m.start - 12) : m.start])})
    shaped = {p.name: found for p in order if p.name not in ctx.fixed and (not ctx.minimal or p.essential) and (found := shaped_in_text(p, ctx))}
    for name, (value, source, (start, end)) in shaped.items():
        args[name], sources[name] = value, source  # "205/55 R16" for a size "e.g. 205/55 R16"
        used.update(id(m) for m in ctx.evidence.mentions if start <= m.start < end)  # ("R16" of it is no brand)
    for param in order:
        slot = slot_of(param)
        if param.name in shaped:
            continue
        if "half" in param.words and param.name not in ctx.fixed and _WHOLE_DAY.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]) \
                and (param.nullable or param.kind == "boolean"):
            args[param.name] = None if param.nullable else False  # "book the whole of the 19th off instead": no half day
            sources[param.name] = "the user asks for the whole day, not a half"
            continue
        if not param.required and _for_another_choice(param, params, args):
            continue  # "skip: the roast date to skip" when the action chosen is pause
        if ctx.minimal and not param.essential and param.name not in ctx.fixed:
            # a lookup made for another call: only what it needs, and the filters the user stated
            # as typed values ("spin on Thursday": the day), never a phrase
            value, source, mention = None, None, None
            if slot.kind in _TYPED_FILTERS:
                value, source, mention = value_for(param, slot, ctx, used, used_mentions, tool_words, args)
                if source is None or not source.startswith("the text:") or mention is None or the_actions_own(mention, param, ctx):
                    value, source, mention = None, None, None
            elif slot.kind == "enum" and not ctx.acting:
                value, source, mention = by_tense(param, ctx) or (None, None, None)  # "my train on monday was late": past bookings
                if source is None:
                    value, source, mention = value_for(param, slot, ctx, used, used_mentions, tool_words, args)
                    if not _named_properly(source, ctx.evidence.text):
                        value, source, mention = None, None, None  # "some kind of class at Riverside": the centre, by its proper name (never a status)
        else:
            others = {mention_id for mention_id, owner in reserved.items() if owner != param.name}
            value, source, mention = value_for(param, slot, ctx, used | others if others else used, used_mentions, tool_words, args)
            if source is not None and source.startswith("the text:") and not fits_described_shape(param, value):
                value, source, mention = None, None, None  # "CS 250 section 01" for a "5-digit" CRN: looked up or asked for
            if source is not None and source.startswith("the text:") and slot.kind in _LAST_SLOTS and isinstance(value, str) \
                    and any(args.get(name) == value and said.startswith("the text:") for name, said in sources.items()):
                value, source, mention = None, None, None  # "what's on at Roxy Central tonight?": the cinema, not also the film's title
            if source is not None and source.startswith("the text:") and slot.kind in ("title", "query", "thing", "text") \
                    and someone_the_instructions_list(value, ctx):
                value, source, mention = None, None, None  # "book Amara a session": Amara is the student, not the subject searched for
            if source is not None and source.startswith("the text:") and named_by_an_id(value, sources):
                value, source, mention = None, None, None  # "what homework Tobi still has": Tobi is the student_id, not the subject
        if source is not None and slot.kind == "person" and slot.unit in ("first", "last") and isinstance(value, str) and len(value.split()) < 2 \
                and any(slot_of(p).unit == ("last" if slot.unit == "first" else "first") for p in params if p is not param) \
                and slot.unit != ("first" if ctx.acting else "last"):
            value, source, mention = None, None, None  # a name said alone: a booking's "for Marco" is a first name, a search's "Alderson baptisms" a surname
        if source is not None and slot.kind == "person" and slot.unit in ("first", "last") and isinstance(value, str):
            value, source = name_said_part(value, slot.unit), f"{source} ({slot.unit} name)"  # "William Thwaite" and `Surname`: Thwaite
            if mention is not None:
                used_mentions.append(mention)  # (the other part of the name is still to take)
                mention = None
        if source is not None:
            args[param.name] = value
            sources[param.name] = source
            if mention is not None:
                by_mention.setdefault(id(mention), []).append((param, slot, mention))
                # a date-time feeds a date and a time; one day may be a range's start and end
                if mention.kind not in ("datetime", "range") and not (mention.kind == "date" and slot.side) \
                        or mention.kind == "datetime" and slot.kind == "datetime" and any(
                            m.kind == "datetime" and m is not mention and id(m) not in used for m in ctx.evidence.mentions):
                    used.add(id(mention))  # (two date-times said: the one a date-time took whole is taken, the pick-up is the other)
                used_mentions.append(mention)
            continue
        carried = carried_value(param, slot, ctx) if param.essential and slot.kind in CARRIED and ctx.history else None
        if carried is not None:
            args[param.name], sources[param.name] = carried
            continue
        stated = enum_by_its_name(param, ctx) or _code_by_its_words(param, ctx) or (stated_setting(param, slot.unit, ctx) if param.required or strict else None)
        if stated is not None:
            args[param.name], sources[param.name] = stated  # what the app's instructions say of it
            continue
        value, source, is_guess = fallback(param, slot, strict, lookup=ctx.minimal, today=ctx.today,
                                             acting=ctx.acting or ctx.for_action and (not set(param.words) & _LOOKUP_FILTERS or param.name in ctx.action_params),
                                             soonest=bool(_SOONEST.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]])))
        if is_guess and ctx.acting and slot.kind == "enum" and param.required and {stem(w) for w in param.words} & tool_words - _ACTION_STEMS \
                and not (str(value).lower() in _USUAL and _USUAL & set(ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower().split())):
            value, source, is_guess = None, "missing", False  # `change_plan(plan)`: the plan to change to is the user's to say, never a neutral pick
        if source == "missing" and slot.kind == "year":
            value, source, is_guess = ctx.today.year, f"this year ({ctx.today.year})", True
        if source == "missing" and slot.kind == "count" and not ctx.acting and counts_people(param) and speaks_for_one(ctx.evidence.text):
            checked = checked_value(param, 1)
            if checked is not None:
                value, source, is_guess = checked, "one: the user speaks only of themselves ('I', 'me')", True
        if source == "missing" and slot.kind == "count" and ctx.acting and counts_people(param) and asks_one_place(ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]):
            checked = checked_value(param, 1)
            if checked is not None:
                value, source, is_guess = checked, "one: the request asks for a single seat or place", False
        if source == "missing" and slot.kind == "count" and not ctx.acting and not ctx.for_action and not counts_people(param) and _small_range(param):
            checked = checked_value(param, 1)  # "quote me a 6in red velvet": one tier, when a lookup names no number of things
            if checked is not None:
                value, source, is_guess = checked, _ONE_THING, True
        if source == "missing" and slot.kind == "count" and ctx.acting and not counts_people(param) and ONE_OF_A_THING.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]):
            checked = checked_value(param, 1)  # "log a kingfisher at the North Wall": one of it
            if checked is not None:
                value, source, is_guess = checked, "one: the request says 'a' of the thing", False
        if source == "missing" and slot.kind == "duration" and slot.unit in ("day", "days") and param.kind == "integer" \
                and not ctx.acting and not ctx.for_action and _DAYS_SHOWN.search(f"{ctx.tool_text[:600]} {param.text[:300]}"):
            checked = checked_value(param, 1)  # "high tide at Whitby tomorrow?" and a table for `days` days from a date: one day
            if checked is not None:
                value, source, is_guess = checked, "one day: a lookup the user names no span for", True
        if source == "missing" and slot.kind == "date" and not slot.side and not ctx.acting and not ctx.for_action and _LIVE.search(ctx.tool_text[:600]):
            checked = checked_value(param, ctx.today.isoformat())  # "has FR2210 landed yet?" and a live status tool: today's flight
            if checked is not None:
                value, source, is_guess = checked, f"today ({ctx.today.isoformat()}): the tool reports live status", True
        if source == "missing" and slot.kind == "date" and not slot.side and ctx.acting and _LOGS.search(ctx.tool_text[:600]) \
                and not ctx.evidence.of("date", "datetime", "range"):
            checked = checked_value(param, ctx.today.isoformat())  # "log 2 boiled eggs for lunch": a diary entry for today
            if checked is not None:
                value, source, is_guess = checked, f"today ({ctx.today.isoformat()}): a log of what the user just did, on no other day", False
        if source == "missing" and slot.kind == "enum" and ctx.acting and _LOGS.search(ctx.tool_text[:600]) \
                and (done := next((v for v in param.enum if isinstance(v, str) and v.lower() in _DONE), None)) is not None \
                and not _NOT_DONE.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]):
            value, source, is_guess = done, f"{done}: the user logs something they did", False  # "log my run from friday, 5.4k"
        if source == "missing":
            missing.append(param)
            continue
        if source == "omit":
            continue
        args[param.name] = value
        sources[param.name] = source
        if is_guess:
            guessed.append(param.name)
    for shared in by_mention.values():
        _one_end_per_moment(shared, ctx, args, sources, strict)
    _in_the_unit_said(params, by_mention, args, sources)
    _moments_written_alike(params, args)
    for param in [p for p in missing if slot_of(p).kind in ("query", "text")]:
        # "when is Hamilton on?": an optional filter (city) took the only thing the required search
        # text could be; the search text gets it back and the filter is left out
        lent = [(other, mention) for entries in by_mention.values() for other, _slot, mention in entries
                if not other.essential and other.name in args]
        if not lent:
            continue
        freed = used - {id(mention) for _other, mention in lent}
        kept_mentions = [m for m in used_mentions if all(m is not mention for _o, mention in lent)]
        value, source, _mention = value_for(param, slot_of(param), ctx, freed, kept_mentions, tool_words, args)
        if source is None:
            continue
        for other, _mention in lent:
            args.pop(other.name, None)
            sources.pop(other.name, None)
        args[param.name], sources[param.name] = value, source
        missing.remove(param)
    for param in [p for p in params if p.name in args and " field of the item this call is about" in sources.get(p.name, "")]:
        # `reschedule(appointment_id, slot_id)` on an appointment: its id is the appointment's, not
        # also the slot's (the slot is still to find)
        field_name = sources[param.name].removeprefix("the ").split(" field of", 1)[0]
        if field_name != param.name and any(p.name == field_name and args.get(p.name) == args[param.name] for p in params):
            del args[param.name], sources[param.name]
            missing.append(param)
    if ctx.base:
        _on_the_day_before(params, ctx.base, args, sources)
        _one_side_changed(params, ctx.base, args, sources)
    if not any(source.startswith("the text") for source in sources.values()):
        for param in [p for p in params if sources.get(p.name) == _ONE_THING]:
            del args[param.name], sources[param.name]  # one tier of a cake nobody described is no quote: ask, or look it up
            missing.append(param)
    ordered = {p.name: args[p.name] for p in params if p.name in args}
    return Filled(ordered, sources, missing, guessed)


def _code_by_its_words(param: Param, ctx: Context) -> tuple[Any, str] | None:
    """"order my ramipril" and an enum of the codes the instructions list ("- MED-103 - Ramipril
    5 mg capsules"): the code whose line alone says a word of the request."""
    if ctx.instructions is None or not param.enum:
        return None
    picked = code_by_its_words(param, ctx.evidence.text[ctx.span[0] : ctx.span[1]], ctx.instructions.text, tool_stems(ctx.tool_text))
    if picked is None:
        return None
    checked = checked_value(param, picked[0])
    return (checked, f"the instructions: only {picked[0]}'s line says '{picked[1]}'") if checked is not None else None


_FOR_CHOICE = re.compile(r"^\s*(?:only\s+)?(?:for\s+|when\s+\w+\s*(?:is|=)\s*)?['\"`]?([a-z][a-z_-]{1,30})['\"`]?\s*(?::|only\b)", re.I)


def name_said_part(name: str, part: str) -> str:
    """The first or last part of a person's name as said ("Dr. Ana María Ruiz": "Ana María", "Ruiz")."""
    words = [w for w in name.split() if w.rstrip(".").lower() not in _HONORIFICS]
    if len(words) < 2:
        return " ".join(words) or name
    tail = 2 if len(words) > 2 and words[-2].lower() in ("de", "van", "von", "da", "di", "del", "le", "la", "mac", "o'") else 1
    return " ".join(words[-tail:]) if part == "last" else " ".join(words[:-tail])


_HONORIFICS = frozenset("mr mrs ms miss mx dr prof sir dame rev".split())


def _for_another_choice(param: Param, params: list[Param], args: dict[str, Any]) -> bool:
    """A parameter whose description says which choice of another it serves ("skip: the roast
    date to skip", "for pause only: …") is left out when that other parameter took another value."""
    said = _FOR_CHOICE.match(param.description or "")
    if not said:
        return False
    option = said.group(1).lower()
    for other in params:
        if other is not param and other.enum and option in {str(v).lower() for v in other.enum} and other.name in args:
            return str(args[other.name]).lower() != option
    return False


#: Options of a lookup that narrow what it lists (a status, a kind): a lookup made for an action may
#: still take their usual value; its other choices (the sport, the centre) are the user's.
#: A request for the next or earliest of something: a search window that starts today.
_SOONEST = re.compile(r"\b(?:next|soonest|earliest|first (?:available|free|open)|upcoming|coming up)\b", re.I)
_LOOKUP_FILTERS = frozenset("status state type kind category categories sort order filter scope view format mode".split())


#: How people write the units a unit enum offers ("38 miles" for `unit: ["mi", "km"]`).
_UNIT_SPELLINGS = {"mi": ("mi", "mile", "miles"), "km": ("km", "kilometer", "kilometers", "kilometre", "kilometres", "kms"),
                   "m": ("m", "meter", "meters", "metre", "metres"), "kg": ("kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"),
                   "lb": ("lb", "lbs", "pound", "pounds"), "g": ("g", "gram", "grams"), "l": ("l", "litre", "litres", "liter", "liters"),
                   "ml": ("ml", "millilitre", "millilitres", "milliliter", "milliliters"), "ft": ("ft", "foot", "feet")}


def _in_the_unit_said(params: list[Param], by_mention: dict[int, list[tuple[Param, Slot, Mention]]], args: dict[str, Any],
                      sources: dict[str, str]) -> None:
    """`distance` and `unit: ["mi", "km"]` with "38 miles": the unit enum takes the unit said and
    the number stays as said (not converted to a unit the tool did not ask for)."""
    units = [p for p in params if p.enum and "unit" in p.words and all(isinstance(v, str) for v in p.enum)]
    if not units:
        return
    for entries in by_mention.values():
        for param, slot, mention in entries:
            said = str((mention.extra or {}).get("unit") or "").lower()
            if slot.kind not in ("distance", "measure") or not said or param.name not in args:
                continue
            for unit_param in units:
                named = next((v for v in unit_param.enum if said in _UNIT_SPELLINGS.get(v.lower(), (v.lower(),)) or said == v.lower()), None)
                if named is not None:
                    args[param.name], sources[param.name] = mention.value, f"the text: '{mention.text}' (in the unit said)"
                    args[unit_param.name], sources[unit_param.name] = named, f"the text: '{mention.text}' is in {named}"
                    return


#: Slots whose stated values may filter a lookup made for another call.
#: A tool that logs what happened (a diary, a tracker): its day is today unless another is said.
_LOGS = re.compile(r"^\S*\b(?:log|record|track)|\b(?:logs?|records?|tracks?) (?:an?|one|the|what|food|meals?|entries|an entry)\b|\bdiary\b", re.I)

#: The state of a thing done, which logging it says ("log my run": done), unless the user says otherwise.
_DONE = frozenset("done completed complete finished yes attended".split())
_NOT_DONE = re.compile(r"\b(?:skip(?:ped)?|miss(?:ed)?|didn'?t|did not|couldn'?t|no run|not (?:done|able)|failed)\b", re.I)

#: What the user says of the usual option ("a normal eye test": the standard one).
_USUAL = frozenset("normal standard regular usual ordinary basic plain".split())

#: A tool's verbs, which its enum parameters may share without being what it acts on ("set_mode(set: ...)").
_ACTION_STEMS = frozenset(stem(w) for w in "set get change update switch select choose make create add new".split())

_TYPED_FILTERS = frozenset("date datetime place country language currency amount count number".split())


#: The words before a git branch ("on main", "into develop"): a mention right after them is kept for the branch parameter.
_BRANCH_CUE = re.compile(r"\b(?:on|branch|from|into|onto)\s+(?:the\s+)?$", re.I)


def _id_owners(params: list[Param], ctx: Context) -> dict[int, str]:
    """Which id parameter each id in the text belongs to, when several could take it: the one it
    fits best ("park KX21 ABC in zone Z-14": the plate's and the zone's), so that the first id
    parameter in the schema does not take another's value. Empty with fewer than two."""
    id_params = [p for p in params if slot_of(p).kind == "id" and p.name not in ctx.fixed]
    if len(id_params) < 2:
        return {}
    best: dict[int, tuple[float, str]] = {}
    for param in id_params:
        for candidate in candidates.from_text(slot_of(param), param, ctx.evidence, ctx.span, set(), id_objects=ctx.id_objects):
            if candidate.mention is not None and candidate.score > best.get(id(candidate.mention), (float("-inf"), ""))[0]:
                best[id(candidate.mention)] = (candidate.score, param.name)
    return {mention_id: owner for mention_id, (_score, owner) in best.items()}


_ENDS_BY = re.compile(r"\b(?:by|arriv\w*|until|till|before|no later than|latest|due|ends?|finish\w*|back)\s+(?:\w+\s+){0,2}$", re.I)


def _one_end_per_moment(shared: list[tuple[Param, Slot, Mention]], ctx: Context, args: dict[str, Any],
                        sources: dict[str, str], strict: bool) -> None:
    """One moment ("leaving at quarter past 6", "there by 10") is a trip's start or its end, not both:
    when a single date-time filled a start and an end parameter, the words before it decide, and the
    other end, if the tool can do without it, is left out (null when strict)."""
    starts = [p for p, slot, m in shared if slot.side == "start" and m.kind in ("datetime", "time")]
    ends = [p for p, slot, m in shared if slot.side == "end" and m.kind in ("datetime", "time")]
    if not starts or not ends:
        return
    mention = shared[0][2]
    before = ctx.evidence.text[max(0, mention.start - 30) : mention.start]
    loser = starts[0] if _ENDS_BY.search(before) else ends[0]
    if loser.required and not loser.nullable:
        return  # both ends required: the tool wants a value for each
    if strict or loser.required:
        args[loser.name] = None
        sources[loser.name] = "null: the time the user gave is the other end"
    else:
        args.pop(loser.name, None)
        sources.pop(loser.name, None)


def _on_the_day_before(params: list[Param], base: dict[str, Any], args: dict[str, Any], sources: dict[str, str]) -> None:
    """"book the 11.30 w him" after Saturday's free times: a time said alone is on the day the
    previous request was about, not today."""
    days = [v for k, v in base.items() if isinstance(v, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", v) and not re.search(r"end|until|to$|return", k)]
    if len(set(days)) != 1:
        return
    for param in params:
        value = args.get(param.name)
        if slot_of(param).kind == "datetime" and isinstance(value, str) and sources.get(param.name, "").endswith("' today") and re.match(r"\d{4}-\d{2}-\d{2}", value):
            moved = days[0] + value[10:]
            if checked_value(param, moved) is not None:
                args[param.name] = moved
                sources[param.name] = sources[param.name].removesuffix(" today") + f" on {days[0]} (the day the previous request was about)"


def _one_side_changed(params: list[Param], base: dict[str, Any], args: dict[str, Any], sources: dict[str, str]) -> None:
    """"and if it was 300 euros instead?" after a quote from pounds to francs: one new code said,
    and the previous request had two different ones (from, to) — it changes one side (the first,
    the source), not both into a request from euros to euros."""
    coded = [p for p in params if slot_of(p).kind in ("currency", "language", "country") and sources.get(p.name, "").startswith("the text")]
    for first, second in zip(coded, coded[1:]):
        if slot_of(first).kind == slot_of(second).kind and args.get(first.name) == args.get(second.name) \
                and base.get(first.name) != base.get(second.name) and base.get(second.name) not in (None, "", args.get(first.name)):
            args[second.name] = base[second.name]
            sources[second.name] = "kept from the previous request (one new value changes one side)"


#: A tool that shows so many days of something from a day ("high and low waters for 1-7 days from a
#: start date", "a forecast for the next N days"), not one that prices or books so many days.
_DAYS_SHOWN = re.compile(r"\b\d+\s*[-–]\s*\d+\s*days?\s+(?:from|ahead|starting)|\bdays?\s+(?:ahead|to show|to return|to list|of (?:data|results|readings))"
                         r"|\bforecast\b|\bhow many days (?:of|to)\b", re.I)
_ONE_THING = "one (a lookup that names no number of them)"
#: A tool that reports how things stand now: a day it needs and nobody gave is today.
_LIVE = re.compile(r"\b(?:live|real[- ]?time|current(?:ly)?|right now|as of now)\b", re.I)


def _small_range(param: Param) -> bool:
    """A count that starts at one and stays small ("tiers: 1 to 3", maximum 5): one is its plain
    value; a quantity with no such range is the user's to say."""
    from labkit.sim.engine.schema import resolve

    schema = resolve(param.schema, param.root)
    high = schema.get("maximum") if isinstance(schema, dict) else None
    if isinstance(high, (int, float)) and not isinstance(high, bool) and high <= 10:
        return True
    said = re.search(r"\b1\s*(?:to|-|–)\s*(\d{1,2})\b", param.description or "")
    return bool(said) and int(said.group(1)) <= 10
