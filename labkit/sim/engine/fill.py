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
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine import candidates, choices, knowledge, lexicon, phrases
from labkit.sim.engine.evidence import Evidence, Mention
from labkit.sim.engine.outputs import Output, id_of, label_of, list_in
from labkit.sim.engine.schema import Param, example_for_pattern, main_branch, params_of, valid
from labkit.sim.engine.slots import Slot, default_from_description, is_essential, slot_of
from labkit.sim.engine.slots import slot_of as _slot_of
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import STOPWORDS, same_name, split_identifier, stem

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
    remembered: Evidence | None = None  # what the user said about themselves in earlier messages ("my email is …")
    history: tuple[Evidence, ...] = ()  # the earlier messages this one continues, newest first (`Planner.history`)
    verbs: tuple[str, ...] = ()  # the verbs the clause asks with ("unlock" for "let me in")


@dataclass
class Filled:
    """The arguments, where each came from, and what is missing."""

    args: dict[str, Any]
    sources: dict[str, str]
    missing: list[Param]
    guessed: list[str] = field(default_factory=list)

    def why(self) -> str:
        return "; ".join(f"{name} <- {source}" for name, source in self.sources.items())


def fill(profile: ToolProfile, ctx: Context) -> Filled:
    """Arguments for one call of `profile`'s tool."""
    tool_words = {stem(w) for w in profile.name_words}
    if not ctx.tool_text:
        ctx = dataclasses.replace(ctx, tool_text=f"{profile.name} {profile.tool.description[:200]}")
    return fill_params(profile.params, ctx, strict=bool(profile.tool.strict) or ctx.strict, tool_words=tool_words, slots=profile.slots)


#: Objects inside arrays inside objects…: deeper than this, nested values are left to the defaults.
MAX_NESTING = 4


def fill_params(params: list[Param], ctx: Context, *, strict: bool, tool_words: set[str] | None = None,
                slots: dict[str, Slot] | None = None) -> Filled:
    """Values for a list of parameters (a tool's, or a nested object's); `slots`: what the tool's
    profile read them as (a `name` on a tool about plants is a thing, not a person)."""
    tool_words = tool_words or set()

    def slot_of(param: Param) -> Slot:
        return (slots or {}).get(param.name) or _slot_of(param)

    ctx = _one_new_number(params, ctx)

    order = sorted(params, key=lambda p: (slot_of(p).kind in _LAST_SLOTS, params.index(p)))
    args: dict[str, Any] = {}
    sources: dict[str, str] = {}
    missing: list[Param] = []
    guessed: list[str] = []
    by_mention: dict[int, list[tuple[Param, Slot, Mention]]] = {}
    used: set[int] = set()
    used_mentions: list[Mention] = []
    reserved = _id_owners(order, ctx)
    branch = next((p for p in order if "branch" in p.words and p.kind in ("string", "null") and not p.enum), None)
    if branch is not None:
        reserved.update({id(m): branch.name for m in ctx.evidence.mentions if _BRANCH_CUE.search(ctx.evidence.text[max(0, m.start - 12) : m.start])})
    for param in order:
        slot = slot_of(param)
        if ctx.minimal and not param.essential and param.name not in ctx.fixed:
            # a lookup made for another call: only what it needs, and the filters the user stated
            # as typed values ("spin on Thursday": the day), never a phrase
            value, source, mention = None, None, None
            if slot.kind in _TYPED_FILTERS:
                value, source, mention = _value_for(param, slot, ctx, used, used_mentions, tool_words, args)
                if source is None or not source.startswith("the text:") or mention is None:
                    value, source, mention = None, None, None
        else:
            others = {mention_id for mention_id, owner in reserved.items() if owner != param.name}
            value, source, mention = _value_for(param, slot, ctx, used | others if others else used, used_mentions, tool_words, args)
        if source is not None:
            args[param.name] = value
            sources[param.name] = source
            if mention is not None:
                by_mention.setdefault(id(mention), []).append((param, slot, mention))
                # a date-time feeds a date and a time; one day may be a range's start and end
                if mention.kind not in ("datetime", "range") and not (mention.kind == "date" and slot.side):
                    used.add(id(mention))
                used_mentions.append(mention)
            continue
        carried = _carried(param, slot, ctx) if param.essential and slot.kind in _CARRIED and ctx.history else None
        if carried is not None:
            args[param.name], sources[param.name] = carried
            continue
        value, source, is_guess = _fallback(param, slot, strict, lookup=ctx.minimal, today=ctx.today, acting=ctx.acting)
        if source == "missing" and slot.kind == "year":
            value, source, is_guess = ctx.today.year, f"this year ({ctx.today.year})", True
        if source == "missing" and slot.kind == "count" and not ctx.acting and _counts_people(param) and _speaks_for_one(ctx.evidence.text):
            checked = _checked(param, 1)
            if checked is not None:
                value, source, is_guess = checked, "one: the user speaks only of themselves ('I', 'me')", True
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
    for param in [p for p in missing if slot_of(p).kind in ("query", "text")]:
        # "when is Hamilton on?": an optional filter (city) took the only thing the required search
        # text could be; the search text gets it back and the filter is left out
        lent = [(other, mention) for entries in by_mention.values() for other, _slot, mention in entries
                if not other.essential and other.name in args]
        if not lent:
            continue
        freed = used - {id(mention) for _other, mention in lent}
        kept_mentions = [m for m in used_mentions if all(m is not mention for _o, mention in lent)]
        value, source, _mention = _value_for(param, slot_of(param), ctx, freed, kept_mentions, tool_words, args)
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
    ordered = {p.name: args[p.name] for p in params if p.name in args}
    return Filled(ordered, sources, missing, guessed)


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


#: Slots a follow-up inherits from the messages it continues when it does not say them again.
_CARRIED = frozenset("date datetime time count".split())


def _carried(param: Param, slot: Slot, ctx: Context) -> tuple[Any, str] | None:
    """"find an italian place for tonight" … "anything at 8 for four?" … "ok book it": a required
    day, time or head count the user said in a message this one continues, the newest first."""
    for back, evidence in enumerate(ctx.history, start=1):
        for candidate in candidates.from_text(slot, param, evidence, (0, len(evidence.text)), set(), context=ctx.tool_text,
                                              id_objects=ctx.id_objects):
            checked = _checked(param, candidate.value) if candidate.mention is not None else None
            if checked is not None:
                return checked, f"an earlier message ({back} back): {candidate.why}"
    return None


def _one_new_number(params: list[Param], ctx: Context) -> Context:
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


#: Slots whose stated values may filter a lookup made for another call.
_TYPED_FILTERS = frozenset("date datetime place country language currency amount count number".split())


#: Words that ask, not name: "how much is it" names nothing but "it".
_QUESTION_WORDS = frozenset("how much many what which who when where why whats what's cost costs price".split())

_ABOUT = re.compile(r"\b(?:about|regarding|on|concerning|for)\s+(?:the\s+|a\s+|an\s+|my\s+|this\s+|that\s+|our\s+)?"
                    r"([\w'-]+(?:\s+[\w'-]+){0,4}?)(?:\s+(?:thing|things|stuff|issue|problem|one|business))?\s*$", re.I)

_YES_NO = re.compile(r"^\s*(?:and\s+|so\s+)?(?:did|does|do|is|was|were|are|has|have|had)\b", re.I)


def _asked_state(ctx: Context, value: Any) -> bool:
    """Is an enum value the state a yes/no question asks about, named as its last word ("did the
    build pass?", "is the heater on?")? Then it is the question, not a filter."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    if not _YES_NO.match(text):
        return False
    said = [w for w in re.findall(r"[a-z][\w-]*", text.lower()) if w not in ("yet", "already", "ok", "then", "now", "today", "please")]
    if not said:
        return False
    parts = {stem(p) for p in split_identifier(str(value))}
    return stem(said[-1]) in parts or bool(re.match(r"(?:pass|fail|succeed|finish|complet|run|start)", said[-1]) and
                                           any(stem(said[-1])[:4] == p[:4] for p in parts))


#: A git branch: "on main", "the feature/cart branch", "into develop".
_BRANCH_CUE = re.compile(r"\b(?:on|branch|from|into|onto)\s+(?:the\s+)?$", re.I)
_BRANCH = re.compile(r"\b(?:on|branch|from|into|onto)\s+(?:the\s+)?([a-z][\w.-]*/[\w./-]*\w|(?:main|master|develop|dev|trunk|staging)\b)"
                     r"|\b((?:[a-z][\w.-]*/)?[\w.-]+)\s+branch\b", re.I)

_HANDLE_WORDS = frozenset("username user login handle userid uid account".split())
#: People a tool names by their login when its description says so ("assignee (their username)").
_ROLE_WORDS = frozenset("assignee reviewer owner member approver".split())
#: "username is a.khan", "for jsmith", "user j_doe42": a login name (lowercase, maybe with . _ - or digits).
_HANDLE = re.compile(r"\b(?:user\s*name|username|user|login|handle|account)\s*(?:is|=|:)?\s*([a-z][a-z0-9]*(?:[._-][a-z0-9]+)*)\b"
                     r"|\b(?:for|to)\s+@?([a-z]+[._-]?[a-z0-9]*\d*[._]?[a-z0-9]*)\s*[.!?]?\s*$")


_ITEM_NAMES = frozenset("item items product products thing article equipment goods".split())


def _counted_thing(param: Param, slot: Slot, ctx: Context, used: set[int]) -> tuple[Any, str, Mention | None] | None:
    """"order 2 monitors": what a count counts fills an `item` (in the singular)."""
    if slot.kind != "thing" or param.kind != "string" or not set(param.words) & _ITEM_NAMES:
        return None
    for mention in ctx.evidence.mentions:
        unit = (mention.extra or {}).get("unit") if mention.kind == "number" else None
        if not unit or not (ctx.span[0] <= mention.start < ctx.span[1]) or not re.fullmatch(r"[a-z][a-z-]{2,30}", str(unit)):
            continue
        noun = str(unit)
        single = noun[:-3] + "y" if noun.endswith("ies") else noun[:-2] if noun.endswith(("sses", "ches", "shes", "xes")) else noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun
        checked = _checked(param, single)
        if checked is not None and single not in STOPWORDS:
            return checked, f"the text: '{mention.text} {noun}' (what the count counts)", None
    return None


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


def _checked(param: Param, value: Any) -> Any | None:
    """`value` coerced to the parameter's type and checked against its schema, or None."""
    for candidate in _coercions(param, value):
        if valid(candidate, param.schema, param.root):
            return candidate
    return None


def _coercions(param: Param, value: Any) -> list[Any]:
    if isinstance(value, dt.time):
        return candidates.format_time(value, param)
    kind = param.kind
    out: list[Any] = []
    if kind == "integer" and isinstance(value, (int, float)) and not isinstance(value, bool):
        if not float(value).is_integer():
            return []  # "1.25" is a speed, not episode 1: a whole-number field does not take a decimal
        out.append(int(value))
        schema = main_branch(param.schema, param.root)
        low, high = schema.get("minimum"), schema.get("maximum")
        if isinstance(low, (int, float)) and value < low:
            out.append(int(low))
        if isinstance(high, (int, float)) and value > high:
            out.append(int(high))
    elif kind == "number" and isinstance(value, (int, float)) and not isinstance(value, bool):
        out.append(int(value) if float(value).is_integer() else value)
        out.append(float(value))
    elif kind in ("string", "any", "enum") and isinstance(value, (int, float)) and not isinstance(value, bool):
        out.append(str(int(value)) if float(value).is_integer() else str(value))
    elif kind == "string" and isinstance(value, str):
        out.append(value)
        if param.format in ("date-time", "datetime") and re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}", value):
            out.append(value + "Z")
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
            out.append(value[:7])  # a month field ("YYYY-MM") takes the month of the day said
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}", value):
            out.append(value[:16])
            out.append(value.replace("T", " "))
        out.append(value.upper())
        out.append(value.lower())
    else:
        out.append(value)
    return out


def _value_for(param: Param, slot: Slot, ctx: Context, used: set[int], used_mentions: list[Mention],
               tool_words: set[str], args: dict[str, Any]) -> tuple[Any, str | None, Mention | None]:
    if param.name in ctx.fixed:
        checked = _checked(param, ctx.fixed[param.name])
        if checked is not None:
            said = next((m for m in ctx.evidence.mentions if id(m) not in used and isinstance(m.value, str) and str(checked).lower() == m.value.lower()), None)
            return checked, "set by the plan", said  # the mention it came from is taken (no second parameter gets "Leeds")
    if ctx.focus is not None and slot.kind == "id":
        focused = _from_focus(ctx.focus, param, slot, any_one=bool(_ANY_ONE.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]])))
        if focused is not None:
            return focused[0], focused[1], None
    if param.kind in ("string", "integer") and not param.enum and slot.kind not in _NOT_LABELLED:
        # "to cabin 7050", or "The guest is in room 412" in the instructions: a code labelled with the parameter's noun
        sources = [("the text", ctx.evidence.text[ctx.span[0] : ctx.span[1]])] + ([("the instructions", ctx.instructions.text)] if ctx.instructions is not None else [])
        for source, text in sources:
            labelled = _labelled_code(param, text)
            if labelled is not None:
                return labelled[0], f"{source}: {labelled[1]}", None
    if param.kind == "string" and not param.enum and slot.kind in ("thing", "text", "title", "query", "content"):
        _offered, named = _option_named(param, ctx)  # "priority: low, medium, high or urgent", "(reason: faulty, …)": an enum in words
        if named is not None and _checked(param, named) is not None:
            return named, f"the text: '{named}', one of the values its description names", None
        example = _example_named(param, ctx)  # "subject (e.g. Maths, English, Chemistry)" and "a chemistry tutor"
        if example is not None and _checked(param, example) is not None:
            return example, f"the text: '{example}', a value like the examples its description gives", None
    if param.kind == "string" and not param.enum and slot.kind in ("thing", "place", "text", "title") and len(param.words) == 1:
        # `lake` and "at Lake Bled", `gallery` and "the Tate Gallery": a name holding the parameter's own noun
        own = param.words[0].lower()
        for mention in ctx.evidence.mentions:
            if mention.kind in ("name", "place") and id(mention) not in used and ctx.span[0] <= mention.start < ctx.span[1] \
                    and own in str(mention.value).lower().split() and len(str(mention.value).split()) >= 2 and _checked(param, mention.value) is not None:
                return mention.value, f"the text: '{mention.text}' (a {own} by name)", mention
    if param.kind == "string" and not param.enum:
        cuisine = knowledge.cuisine_in(ctx.evidence.text[ctx.span[0] : ctx.span[1]], param.words)
        if cuisine is not None and _checked(param, cuisine) is not None:
            return cuisine, f"the text: '{cuisine}' (a cuisine)", None
    if "branch" in param.words and param.kind == "string" and not param.enum:
        said = _BRANCH.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]])
        name = (said.group(1) or said.group(2)) if said is not None else None
        if name and name.lower() not in ("the", "a", "this", "that", "my") and _checked(param, name) is not None:
            return name, f"the text: '{said.group(0).strip()}' (a branch)", None
    if param.kind == "string" and (set(param.words) & _HANDLE_WORDS or set(param.words) & _ROLE_WORDS and re.search(
            r"user ?name|login|handle", (param.text + " " + ctx.tool_text).lower())):
        handle = _HANDLE.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]])
        name = (handle.group(1) or handle.group(2)) if handle else None
        if name and name.lower() not in STOPWORDS and name.lower() not in ("me", "my", "it", "them", "us") and _checked(param, name) is not None:
            return name, f"the text: '{name}' (a user name)", None
    if param.kind == "string" and slot.kind in ("thing", "text") and param.words:
        # "on cost centre CC-4410": a code right after the parameter's own name is its value
        own = {stem(w) for w in param.words}
        for mention in ctx.evidence.mentions:
            cue = [stem(w) for w in mention.before[-3:] if w not in ("is", "=", ":", "#", "no", "number", "id", "code", "ref", "of", "the")]
            if mention.kind == "id" and id(mention) not in used and ctx.span[0] <= mention.start < ctx.span[1] \
                    and own <= set(cue[-len(own):]) and _checked(param, mention.value) is not None:  # its own noun right before it
                return mention.value, f"the text: '{mention.text}' (after '{' '.join(param.words)}')", mention
    if set(param.words) & {"ticker", "symbol", "tickers", "symbols"} and param.kind == "string":
        named = _ticker_named(ctx)
        if named is not None and _checked(param, named[0]) is not None:
            return _checked(param, named[0]), named[1], None
    if slot.kind == "datetime" and (ctx.focus or ctx.base):
        moved = _moved_time(param, slot, ctx, used)
        if moved is not None:
            return moved, "the new time on the item's own day", None
        moved = _moved_day(param, ctx)
        if moved is not None:
            return moved, "the new day at the time asked before ('and tomorrow?')", None
    if slot.kind == "enum" and ctx.acting:
        # "let me in" asks to unlock: the state that is the asked verb's, whatever "locked out" says
        done = [v for v in param.enum or [] if isinstance(v, str) and stem(v.lower()) in ctx.verbs and stem(v.lower()) not in tool_words]
        if len(done) == 1 and _checked(param, done[0]) is not None:
            return done[0], f"the verb asked: '{done[0]}'", None
    if slot.kind == "enum":
        named = choices.match_enum(param, ctx.evidence, ctx.span)
        if named is not None and not param.essential and not ctx.acting and _asked_state(ctx, named[0]):
            named = None  # "did the last build on main pass?": the state asked about, not a filter for it
        if named is not None and _checked(param, named[0]) is not None:
            return _checked(param, named[0]), f"the text: {named[1]}", None
        if ctx.earlier is not None and param.essential:
            # "how much is a week pass for a student?" … "ok get me one": the product and the rider were said before
            said = choices.match_enum(param, ctx.earlier, (0, len(ctx.earlier.text)))
            if said is not None and _checked(param, said[0]) is not None:
                return _checked(param, said[0]), f"the previous message: {said[1]}", None
    elif slot.kind == "boolean":
        said = choices.match_boolean(param, ctx.evidence, ctx.span)
        if said is not None:
            return said[0], f"the text: {said[1]}", None
    elif slot.kind == "title" and not ctx.acting:
        for candidate in candidates.from_text(Slot("thing"), param, ctx.evidence, ctx.span, used):
            checked = _checked(param, candidate.value)
            if checked is not None and candidate.score > 2.0:
                return checked, f"the text: {candidate.why}", candidate.mention
    elif slot.kind in ("query", "content", "title", "text") and _patterned(param, ctx, used) is not None:
        return _patterned(param, ctx, used)
    elif slot.kind in ("query", "content", "title", "text"):
        if ctx.base and param.name in ctx.base and not ctx.evidence.of("quoted"):
            swapped = _swapped_entity(param, slot, ctx, used)
            if swapped is not None:
                return swapped[0], swapped[1], swapped[2]
            kept = _checked(param, ctx.base[param.name])
            if kept is not None:
                return kept, "kept from the previous request (a follow-up)", None
        text = _free_text(param, slot, ctx, used_mentions, tool_words, args)
        if text and ctx.acting and not param.essential and not text[1].startswith("the text: what the user asked") and "title it names" not in text[1] \
                and "its description names" not in text[1]:
            text = None  # an action's optional note is left empty unless the user dictated it
        if text and ctx.acting and param.nullable and set(param.words) & _NOTE_WORDS and not _dictated_note(ctx):
            text = None  # a reminder's "note" beside its task: only what the user asks to note
        if text and not param.essential and not ctx.acting and slot.kind == "query" and _says_nothing_more(text[0], args, tool_words):
            text = None  # "any comedy shows in chicago tomorrow night?": category and date say it all; no search words left
        if text:
            checked = _checked(param, text[0])
            if checked is not None:
                return checked, text[1], None
    elif slot.kind in ("array", "object") and ctx.depth >= MAX_NESTING:
        pass  # a recursive schema ("children": [Node]): no deeper
    elif slot.kind == "array":
        from labkit.sim.engine.compose import array_value, item_from_record

        value, why = array_value(param, dataclasses.replace(ctx, taken=tuple(args.values()), depth=ctx.depth + 1))
        if value is not None and _checked(param, value) is not None:
            return value, why, None
        records = ([ctx.focus] if ctx.focus is not None else []) + [o.value for o in ctx.outputs if isinstance(o.value, dict) and not o.is_error and o.items is None]
        for record in records if param.essential else []:
            found = item_from_record(param, record)
            if found is not None and _checked(param, [found[0]]) is not None:
                return [found[0]], f"the {found[1]} of the item this call is about", None
    elif slot.kind == "object":
        from labkit.sim.engine.compose import object_value

        value, why = object_value(param, dataclasses.replace(ctx, depth=ctx.depth + 1))
        if value is not None and _checked(param, value) is not None:
            return value, why, None
    else:
        counted = _counted_thing(param, slot, ctx, used)
        if counted is not None:
            return counted
        for candidate in candidates.from_text(slot, param, ctx.evidence, ctx.span, used, context=ctx.tool_text, id_objects=ctx.id_objects):
            if candidate.score <= 0:
                continue
            if param.optional and candidate.mention is not None and not (ctx.span[0] <= candidate.mention.start < ctx.span[1]):
                continue  # an optional value comes from the intent's own clause, not a neighbour's
            if slot.kind == "id" and candidate.mention is not None and _names_another_record(candidate.value, param, ctx):
                continue  # "start a session for the MG4": MG4 is the name of a vehicle listed this turn, not a charger's id
            when = (candidate.mention.extra or {}).get("when") if candidate.mention is not None else None
            if candidate.mention is not None and candidate.mention.kind == "range":
                when = candidate.mention.value[0]
            if ctx.acting and slot.kind in ("date", "datetime") and slot.unit != "month" and when is not None and when.unit == "month":
                continue  # "some time off in January" names no day to book: the model asks which
            if slot.kind == "time" and when is not None and when.bare:
                candidate = dataclasses.replace(candidate, value=_beside_the_old_time(param, ctx, candidate.value))
            checked = _checked(param, candidate.value)
            if checked is not None:
                derived = slot.kind in ("country", "currency", "timezone") and candidate.mention is not None and candidate.mention.kind == "place"
                # "the per diem for Paris": FR is where Paris is, and Paris is still the city
                return checked, f"the text: {candidate.why}", None if derived else candidate.mention
    if slot.kind in ("thing", "text") and param.essential and param.kind == "string" and not param.enum and not ctx.minimal \
            and set(param.words) & _ITEM_WORDS:
        owned = phrases.possessed(ctx.evidence, ctx.span, tool_words | {stem(w) for w in param.words})
        if owned:
            checked = _checked(param, owned)
            if checked is not None:
                return checked, f"the text: '{owned}' (what the request is about)", None
    if slot.kind in ("thing", "text") and param.essential and param.kind == "string" and not param.enum and ctx.acting and not ctx.minimal \
            and set(param.words) & {"type", "kind", "model", "style", "category", "variant", "size", "class"}:
        # "rent me an e-bike" and `rent_bike(bike_type)`: the kind is what the request asks for
        obj = phrases.object_phrase(ctx.evidence, ctx.span, tool_words)
        if obj and 1 <= len(obj.split()) <= 3 and not set(obj.lower().split()) & phrases.POINTERS:
            checked = _checked(param, obj)
            if checked is not None:
                return checked, f"the text: '{obj}' (the kind asked for)", None
    own_noun = [w for w in param.words if w.lower() not in ("name", "id")]
    if slot.kind == "thing" and param.essential and param.kind == "string" and not param.enum and not ctx.minimal \
            and len(own_noun) == 1 and stem(own_noun[0]) in tool_words:
        # "how's the api in checkout-prod looking?" and `get_service_status(serviceName)`: the thing before "in <where>"
        inner = re.search(r"\b(?:the|my|our)\s+([a-z][\w-]*)(?:\s+" + re.escape(own_noun[0].lower()) + r")?\s+(?:in|on|of|for|at)\s+\S",
                          ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower())
        if inner and stem(inner.group(1)) not in tool_words | _ID_WORDS and inner.group(1) not in STOPWORDS and _checked(param, inner.group(1)) is not None:
            return inner.group(1), f"the text: '{inner.group(1)}' (the {own_noun[0]} named before where it is)", None
    if slot.kind == "thing" and param.essential and param.kind == "string" and not param.enum and ctx.acting and not ctx.minimal \
            and len(param.words) == 1 and stem(param.words[0]) in tool_words:
        # "restart the worker in checkout-prod" and `restart_service(service)`: the verb's object is the service
        obj = phrases.object_phrase(ctx.evidence, ctx.span, tool_words | {stem(param.words[0])}, max_words=3)
        if obj and not set(obj.lower().split()) & phrases.POINTERS and stem(obj.split()[-1].lower()) not in tool_words | _ID_WORDS:
            checked = _checked(param, obj)
            if checked is not None:
                return checked, f"the text: '{obj}' (the {param.words[0]} the request acts on)", None
    if slot.kind == "thing" and param.essential and param.kind == "string" and not param.enum and not ctx.acting and not ctx.minimal \
            and not (ctx.focus or ctx.base):
        # "is pothos toxic to cats?" and `lookup_plant(name)`: the lookup is about the word of the
        # question that is not the tool's own ("toxic", "cats" are in its description)
        phrase = phrases.query_phrase(ctx.evidence, ctx.span, used_mentions, tool_words)
        described = {stem(w) for w in re.findall(r"[a-z]+", ctx.tool_text.lower())}
        topic = _first_run(phrase, tool_words | described | {stem(w) for w in param.words}) if phrase else ""
        if topic and len(topic.split()) <= 3 and not set(topic.lower().split()) & phrases.POINTERS:
            checked = _checked(param, topic)
            if checked is not None:
                return checked, f"the text: '{topic}' (what the question is about)", None
    if slot.kind == "thing" and set(param.words) & {"list", "calendar", "playlist", "folder", "board", "channel", "category", "project", "album", "collection"}:
        heads = tuple(w for w in param.words if w in ("list", "calendar", "playlist", "folder", "board", "channel", "category", "project", "album", "collection"))
        word = phrases.compound_before(ctx.evidence, ctx.span, heads + tuple(h + "s" for h in heads))
        if word:
            checked = _checked(param, word)
            if checked is not None:
                return checked, f"the text: '{word} {heads[0]}'", None
    if ctx.focus is not None and slot.kind != "id":
        focused = _from_focus(ctx.focus, param, slot)
        if focused is not None:
            return focused[0], focused[1], None
    patterned = _patterned(param, ctx, used)
    if patterned is not None:
        return patterned
    for output in ctx.outputs:
        found = _from_output(output, param)
        if found is not None:
            return found[0], f"the {found[1]} field of {output.name}'s output", None
    if ctx.base and param.name in ctx.base:
        swapped = _swapped_entity(param, slot, ctx, used)
        if swapped is not None:
            return swapped[0], swapped[1], swapped[2]
        checked = _checked(param, ctx.base[param.name])
        if checked is not None or ctx.base[param.name] is None:
            return ctx.base[param.name], "kept from the previous request (a follow-up)", None
    if ctx.instructions is not None and slot.kind == "id":
        stated = _id_from_instructions(param, ctx)
        if stated is not None:
            return stated[0], stated[1], None
    if slot.kind == "place" and slot.side in ("start", "end") and param.kind == "string":
        ends = _from_to(ctx.evidence.text[ctx.span[0] : ctx.span[1]])
        if ends is not None:
            said = ends[0] if slot.side == "start" else ends[1]
            checked = _checked(param, said)
            if checked is not None:
                return checked, f"the text: 'from {ends[0]} to {ends[1]}' (where the trip {'starts' if slot.side == 'start' else 'ends'})", None
    if ctx.instructions is not None and slot.kind in ("place", "person", "email", "country", "language", "currency", "timezone", "slug", "url") and (
            slot.kind not in ("person", "email") or set(param.words) & _SELF_ROLES):
        # the user the instructions name fills the user's own role (owner, customer…), not a vet's
        for candidate in candidates.from_text(slot, param, ctx.instructions, (0, len(ctx.instructions.text)), set()):
            if candidate.mention is not None and candidate.mention.kind == "name":
                continue  # the app's own name in its prompt is not the user
            if slot.kind == "slug" and re.fullmatch(r"(?:owner|org|organisation|organization|user|name|account)/(?:name|repo|repository|project)", str(candidate.value), re.I):
                continue  # "repositories are written owner/name": the format, not one
            checked = _checked(param, candidate.value)
            if checked is not None:
                return checked, f"the instructions: {candidate.why}", None
    if ctx.remembered is not None and slot.kind in ("email", "phone", "person") and (slot.kind != "person" or set(param.words) & _SELF_ROLES):
        # "my email is lee@example.org" three turns ago: what the user said about themselves still holds
        for candidate in candidates.from_text(slot, param, ctx.remembered, (0, len(ctx.remembered.text)), set()):
            checked = _checked(param, candidate.value) if candidate.mention is not None and candidate.mention.kind in ("email", "phone", "person") else None
            if checked is not None:
                return checked, f"an earlier message: {candidate.why}", None
    return None, None, None


_FROM_TO = re.compile(r"\bfrom\s+(?:the\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+to\s+(?:the\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
                      r"(?=\s*(?:[?.!,]|$|\s+(?:at|by|on|in|for|tomorrow|today|tonight|this|next|before|after|around|and)\b))", re.I)


def _from_to(text: str) -> tuple[str, str] | None:
    """"how do i get from harbour gate to old town": the two ends of a trip, however they are
    written (lower case, names no list knows), title-cased as places are written."""
    match = _FROM_TO.search(text[:2000])
    if match is None:
        return None
    ends = [" ".join(w if w.isupper() else w[:1].upper() + w[1:] for w in part.split()) for part in match.groups()]
    if any(part.lower() in STOPWORDS or part.lower() in ("here", "there", "home", "work") for part in match.groups()):
        return None  # "from here to there": nothing to name
    return ends[0], ends[1]


_CODE_TAILS = frozenset("number num no nr id code ref".split())


_NOT_LABELLED = frozenset("date datetime time duration amount count percent temperature email url phone content query person".split())


def _labelled_code(param: Param, text: str) -> tuple[Any, str] | None:
    """"room 412" fills `room` (or `room_number`): a code labelled with the parameter's own noun."""
    nouns = [w for w in split_identifier(param.name) if w not in _CODE_TAILS and len(w) >= 3]
    if len(nouns) != 1:
        return None
    match = re.search(rf"\b{re.escape(nouns[0])}\s+(?:(?:number|no\.?|nr\.?|id|code|ref)\s*:?\s+|#\s*)?([A-Za-z]{{0,3}}-?\d[\w-]{{0,15}})\b", text, re.I) or re.search(
        rf"\b{re.escape(nouns[0])}\s+(?:is|=|:)\s+([\w.-]+/[\w.-]*\w|[A-Za-z]+[-_][\w-]*\w)", text, re.I)  # "Our project is acme/till"
    if match is None:
        return None
    value: Any = match.group(1)
    if param.kind == "integer":
        if not value.isdigit():
            return None
        value = int(value)
    checked = _checked(param, value)
    return (checked, f"'{match.group(0)}'") if checked is not None else None


#: Roles the user plays in a request (their own name fills them): not the vet, the stylist, the assignee.
_SELF_ROLES = frozenset("name owner customer user username member patient guest passenger client requester caller tenant "
                        "buyer student employee applicant holder account traveller traveler sender reporter from email mail".split())


_NAME_RUN = re.compile(r"((?:[A-Z][\w'&.-]*)(?:\s+(?:of|de|the|van|von|[A-Z][\w'&.-]*))*)")


def _named_ids(text: str) -> list[tuple[str, str, str]]:
    """(name, id, the words around them) for each id the instructions give beside a name:
    "CarePlus Kings Road (ST-014)", "Biscuit (dog, id PET-12)", "branch Riverside, code BR-2"."""
    out = []
    for match in re.finditer(r"\b([A-Za-z]{0,6}[-_]?\d[\w-]{0,30}|[A-Z]{1,6}-[A-Z0-9][\w-]{0,30})\b", text[:8000]):
        ident = match.group(1)
        if not any(ch.isdigit() for ch in ident) or re.fullmatch(r"\d{1,4}", ident) or re.fullmatch(r"\d{4}-\d{2}-\d{2}", ident):
            continue
        window = text[max(0, match.start() - 60) : match.start()]
        names = [m for m in _NAME_RUN.finditer(window) if m.group(1).lower() not in STOPWORDS]
        if not names:
            continue
        found = names[-1]
        name = found.group(1)
        name_start = max(0, match.start() - 60) + found.start()
        lead = " ".join(re.findall(r"[A-Za-z]+", text[max(0, name_start - 40) : name_start])[-3:])
        between = text[name_start + len(name) : match.start()]
        out.append((name, ident, f"{lead} {between}"))  # the kind of thing: "home store is …", "(policy …"
    return out


def _id_from_instructions(param: Param, ctx: Context) -> tuple[Any, str] | None:
    """An id the app's instructions give: for the name the user says ("kings road" ->
    "CarePlus Kings Road (ST-014)"), or, when the user names nothing, the one the instructions
    give for this kind of thing ("her home store is … (ST-014)", "current account ACC-CUR-01")."""
    from labkit.sim.engine.candidates import abbreviates
    from labkit.sim.engine.tools import id_object_words

    assert ctx.instructions is not None
    own = id_object_words(param)
    said = {stem(w) for w in re.findall(r"[a-z]+", ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower())} - STOPWORDS
    named = ctx.evidence.of("place", "name", "postcode", "id", "person")
    matches = []
    for name, ident, around in _named_ids(ctx.instructions.text):
        words_ = {stem(w) for w in re.findall(r"[a-z]+", name.lower())} - STOPWORDS
        context = {stem(w) for w in re.findall(r"[a-z]+", around.lower())}
        letters = re.match(r"[A-Za-z]*", ident).group(0)
        kind_fits = bool(own & context) or (len(letters) >= 2 and any(abbreviates(letters, w) for w in own))
        if not kind_fits or _checked(param, ident) is None:
            continue
        matches.append((name, ident, words_ - own))
    for name, ident, distinctive in matches:
        if distinctive and len(distinctive & said) >= min(2, len(distinctive)):
            return _checked(param, ident), f"the instructions: '{name}' is {ident}, the one the user names"
    own_words = [(name, ident, (distinctive & said) - set().union(*(d for n, i, d in matches if i != ident))) for name, ident, distinctive in matches]
    singled = [(name, ident) for name, ident, unique in own_words if unique]
    if len(singled) == 1:
        # "Amara" of "Amara Okafor (student_id STU-201)" and "Tobi Okafor (…)": a first name tells them apart
        return _checked(param, singled[0][1]), f"the instructions: '{singled[0][0]}' is {singled[0][1]}, the one the user names"
    if len(matches) == 1 and not named:
        name, ident, _ = matches[0]
        return _checked(param, ident), f"the instructions: {ident} ('{name}') is the user's {' '.join(sorted(own))}"
    return None


_NOTE_WORDS = frozenset("note notes comment comments memo remark remarks annotation".split())


def _dictated_note(ctx: Context) -> bool:
    """Does the user dictate a note ("note: ring the bell", "with the note 'gift'", quotes)?"""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    return bool(ctx.evidence.of("quoted")) or bool(re.search(r"\b(?:note|comment|memo|remark)s?\b\s*(?::|saying|that|to say)|\bwith (?:the |a )?(?:note|comment|message)\b", text, re.I))


def _moved_time(param: Param, slot: Slot, ctx: Context, used: set[int]) -> Any | None:
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
    return _checked(param, candidates.format_datetime(day, clock, param))


def _beside_the_old_time(param: Param, ctx: Context, clock: Any) -> Any:
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


def _moved_day(param: Param, ctx: Context) -> Any | None:
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
    return _checked(param, f"{days[0]}{before[10:]}") or _checked(param, f"{days[0]}T{before[11:16]}:00")


def _patterned(param: Param, ctx: Context, used: set[int]) -> tuple[Any, str, Any] | None:
    """A string parameter with a `pattern`: the value in the text that fits it ("AB12CDE" for a
    registration plate, "KX19 ZZT" written without its space)."""
    schema = main_branch(param.schema, param.root)
    pattern = schema.get("pattern") if isinstance(schema, dict) else None
    how = "fits its pattern"
    if param.kind == "string" and not isinstance(pattern, str):
        pattern = example_shape(param.description)
        how = "has the shape of the description's examples"
    if param.kind != "string" or not isinstance(pattern, str):
        return None
    from labkit.sim.engine.schema import pattern_ok

    toks = [t for t in ctx.evidence.toks if ctx.span[0] <= t.start < ctx.span[1] and t.is_word] or [t for t in ctx.evidence.toks if t.is_word]
    found = []
    for index, token in enumerate(toks):
        choices_ = [token.text]
        if index + 1 < len(toks) and toks[index + 1].start == token.end + 1:
            choices_ += [token.text + toks[index + 1].text, token.text + " " + toks[index + 1].text]
        for value in choices_:
            shaped = any(ch.isdigit() for ch in value) or (value.isupper() and value.isalpha() and value not in _CAPS_WORDS)
            if len(value) >= 2 and value.lower() not in STOPWORDS and shaped and pattern_ok(pattern, value) and re.fullmatch(r"[\w \-./]{1,64}", value):
                found.append(value)
    if not found:
        return None
    best = max(found, key=len)
    checked = _checked(param, best)
    if checked is None:
        return None
    return checked, f"the text: '{best}' {how}", None


#: Parameters that name the thing an action is done to ("what to pick up", "the item to return").
_ITEM_WORDS = frozenset("item items object objects thing things product products goods article articles belonging belongings".split())


def _ticker_named(ctx: Context) -> tuple[str, str] | None:
    """"a stock quote for Apple": the company's ticker symbol (labkit.sim.engine.knowledge)."""
    from labkit.sim.engine.knowledge import ticker_for

    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    symbols = [t for t in re.findall(r"\b[A-Z]{1,5}(?:\.[A-Z])?\b", text) if t not in _CAPS_WORDS and len(t) >= 2 and t.lower() not in STOPWORDS]
    if symbols:
        return symbols[0], f"the text: '{symbols[0]}' is a ticker symbol"
    tokens_ = re.findall(r"[A-Za-z][\w&'.-]*", text)
    for width in (3, 2, 1):
        for index in range(len(tokens_) - width + 1):
            phrase = " ".join(tokens_[index : index + width])
            symbol = ticker_for(phrase)
            if symbol and (width > 1 or tokens_[index][:1].isupper() or len(phrase) > 4):
                return symbol, f"the text: '{phrase}' is listed as {symbol}"
    return None


#: Capitalised words that are not codes ("OK", "ASAP", "FYI").
_CAPS_WORDS = frozenset("OK ASAP FYI PLS PLZ BTW IMO LOL OMG THX TY AM PM".split())
_EXAMPLES = re.compile(r"\b(?:e\.g\.|eg|for example|for instance|such as|like|i\.e\.)[:,]?\s+([^;()\n]{1,80})", re.I)


def example_shape(description: str) -> str | None:
    """A pattern from a description's examples ("e.g. M1, T3, 42" -> letters then digits, or
    digits): each example's shape, letters as [A-Za-z], digits as \\d. None without examples
    that hold a digit (words alone say too little about a shape)."""
    match = _EXAMPLES.search(description or "")
    if not match:
        return None
    shapes = []
    for example in re.split(r",|\bor\b|/", match.group(1))[:8]:
        example = example.strip(" .'\"`")
        if not example or len(example) > 20 or not any(ch.isdigit() for ch in example) or " " in example:
            continue
        parts = []
        for piece in re.findall(r"[A-Za-z]+|\d+|.", example):
            if piece.isalpha():
                parts.append(f"[A-Za-z]{{{len(piece)}}}" if len(piece) <= 3 else "[A-Za-z]+")
            elif piece.isdigit():
                parts.append(f"\\d{{1,{max(len(piece), 3)}}}")
            else:
                parts.append(re.escape(piece))
        shape = "".join(parts)
        shapes.append(shape)
    return "^(?:" + "|".join(dict.fromkeys(shapes)) + ")$" if shapes else None


_ID_WORDS = frozenset("id ids number no num code ref reference key identifier uuid".split())


def _same_kind_of_id(param: Param, key: str) -> bool:
    """May the record's id (its field `key`) fill this id parameter? Yes for a bare `id` or when
    they name the same thing (`zone_id` and `zoneId`, `booking_ref` and `booking_id`, a
    reservation's id for a booking: near synonyms); a plate is not a zone's id, and a slot is not
    an appointment (words of one family, but two things)."""
    wanted = {stem(w) for w in param.words} - _ID_WORDS
    have = {stem(w) for w in split_identifier(key)} - _ID_WORDS
    return not wanted or not have or bool(wanted & have) or any(lexicon.near(a, b) for a in wanted for b in have)


#: "One of my tickets", "either of them", "any of the seats": whichever one will do.
_ANY_ONE = re.compile(r"\b(?:one of (?:my|the|our|those|these|them)|either (?:of|one)|any (?:one )?of (?:my|the|them|those))\b", re.I)


def _from_focus(focus: dict[str, Any], param: Param, slot: Slot, any_one: bool = False) -> tuple[Any, str] | None:
    """A value from the record a call is about: a field of that name, its name, or its id
    (an optional parameter takes only a field of exactly its name; an id whose description says
    how it starts — "Catalogue id (sh_...)" — only a value that starts so)."""
    if param.optional and param.name not in focus:
        return None
    prefixes = described_prefixes(param) if slot.kind == "id" else ()
    if prefixes:
        for key, value in focus.items():
            if isinstance(value, str) and value.startswith(prefixes) and _checked(param, value) is not None:
                start = next(p for p in prefixes if value.startswith(p))
                return value, f"the {key} of the item this call is about (the description's '{start}…')"
        if not isinstance(focus.get(param.name), str) or not str(focus.get(param.name)).startswith(prefixes):
            return None
    found = from_record(focus, param, loose=True)
    if found is not None and (slot.kind != "id" or _same_kind_of_id(param, found[1])):
        return found[0], f"the {found[1]} field of the item this call is about"
    if slot.kind in ("thing", "title", "place") and label_of(focus) and _label_fits(focus, param, slot):
        checked = _checked(param, label_of(focus))
        if checked is not None:
            return checked, "the name of the item this call is about"
    if slot.kind == "id" and id_of(focus) and _same_kind_of_id(param, id_of(focus)[0]):
        checked = _checked(param, id_of(focus)[1])
        if checked is not None:
            return checked, f"the {id_of(focus)[0]} of the item this call is about"
    if slot.kind == "id":
        # an order holding its tickets: "one of my Hollow Pines tickets" is the first ticket of that order
        for key, value in focus.items():
            inner = [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []
            holder = next((k for k in (inner[0] if inner else {}) if k == param.name or same_name(k, param.name)), None)
            if holder is not None and (len(inner) == 1 or any_one):
                checked = _checked(param, inner[0][holder])
                if checked is not None:
                    return checked, f"the first of its {key} ({holder})"
    return None


#: Fields whose value is a record's plain name (it may fill any name-like parameter).
_PLAIN_NAME_KEYS = frozenset("name title display_name displayName label".split())
_PLACE_KEYS = frozenset("city location place venue address restaurant hotel station town destination site".split())


def _label_fits(focus: dict[str, Any], param: Param, slot: Slot) -> bool:
    """May the record's name fill this parameter? A plain name may; a name held in a field that
    says what the record is (a `dish`, a `city`) fills only a parameter about that (`dish_name`,
    a place for a city), never another thing's (`room` is not the dish)."""
    from labkit.sim.engine.outputs import label_key_of

    key = label_key_of(focus)
    if _named_for_another_kind(focus, [w for w in param.words if stem(w) not in ("name", "titl", "label")]):
        return False  # a project's name is not the `service` to restart in it
    if key is None or key in _PLAIN_NAME_KEYS or split_identifier(key)[-1:] == ["name"]:
        return True
    key_words = {stem(w) for w in split_identifier(key)}
    if key_words & {stem(w) for w in param.words}:
        return True
    return slot.kind == "place" and bool(set(split_identifier(key)) & _PLACE_KEYS)


def _names_another_record(value: Any, param: Param, ctx: Context) -> bool:
    """Is this value the name of a record the turn's lookups listed whose id is of another kind?"""
    said = str(value).lower()
    for output in ctx.outputs:
        records = output.items if output.items is not None else ([output.value] if isinstance(output.value, dict) else [])
        for record in records[:100]:
            if not isinstance(record, dict):
                continue
            ident = id_of(record)
            if ident is None or _same_kind_of_id(param, ident[0]):
                continue
            if any(isinstance(v, str) and v.lower() == said for k, v in record.items() if k != ident[0]):
                return True
    return False


def _swapped_entity(param: Param, slot: Slot, ctx: Context, used: set[int]) -> tuple[Any, str, Mention] | None:
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
    checked = _checked(param, fresh[0].value)
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
    checked = _checked(param, phrase)
    return (checked, f"the text: '{phrase}' in place of '{ctx.base[param.name]}' (a follow-up)", None) if checked is not None else None


def described_prefixes(param: Param) -> tuple[str, ...]:
    """"Catalog id (pod_... or ab_...)": the prefixes a description says the values start with."""
    return tuple(dict.fromkeys(m.group(1) for m in re.finditer(r"\b([A-Za-z]{1,10}[_-])(?:\.\.\.|…|\*)", param.description[:500])))


_OPTIONS = re.compile(r"\(([a-z][\w -]{0,20}(?:,\s*[a-z][\w -]{0,20})*,?\s+or\s+[a-z][\w -]{0,20})\)|\bone of:?\s+([a-z][\w, -]{0,80})", re.I)


def _described_options(param: Param, tool_text: str = "") -> list[str]:
    """The values a description lists for a plain string ("the account (current or savings)",
    "one of: daily, weekly, monthly"), or the tool's description for this parameter ("section:
    standard, premium or vip"), or []."""
    match = _OPTIONS.search(param.description[:400]) if param.description else None
    listed = (match.group(1) or match.group(2) or "") if match else ""
    if not listed and tool_text and len(param.name) > 2:
        named = re.search(rf"\b{re.escape(param.name)}\s*[:(]\s*([a-z][\w-]{{0,20}}(?:,\s*[a-z][\w-]{{0,20}}){{0,6}},?\s+or\s+[a-z][\w-]{{0,20}})",
                          tool_text[:600], re.I) or re.search(
            rf"\b{re.escape(param.name)}\s*[:(]\s*([a-z][\w-]{{0,20}}(?:,\s*[a-z][\w-]{{0,20}}){{1,8}})\s*\)", tool_text[:600], re.I)  # "by trade (plumber, electrician, carpenter)", "(reason: faulty, too_small)"
        listed = named.group(1) if named else ""
    if not listed:
        return []
    options = [o.strip(" .'\"") for o in re.split(r",|\bor\b", listed)]
    options = [o for o in options if o and len(o.split()) <= 2]
    return options if 2 <= len(options) <= 8 else []


_EXAMPLES = re.compile(r"\b(?:e\.g\.?|eg|such as|for example|for instance|like)[:,]?\s+((?:[\w'-]+(?: [\w'-]+)?)(?:\s*,\s*[\w'-]+(?: [\w'-]+)?){1,9})", re.I)


def _example_named(param: Param, ctx: Context) -> str | None:
    """The one example of the description ("e.g. Maths, English, Chemistry") the clause names,
    written as the description writes it (None unless exactly one)."""
    found = _EXAMPLES.search(param.description[:400]) if param.description else None
    if found is None:
        return None
    examples = [e.strip(" .") for e in re.split(r",|\bor\b|\band\b", found.group(1)) if e.strip(" .")]
    low = ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower()
    named = [e for e in examples if re.search(rf"\b{re.escape(e.lower())}\b", low)]
    return named[0] if len(named) == 1 else None


def _option_named(param: Param, ctx: Context) -> tuple[list[str], str | None]:
    """The values a description lists for this field, and the one the clause names (None unless
    exactly one; "this_week" is named "this week")."""
    offered = _described_options(param, ctx.tool_text)
    low = ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower()
    named = [option for option in offered if re.search(rf"\b{re.escape(option.lower().replace('_', ' '))}(?:s|es)?\b", low)]
    if not named and offered:
        # "please open a ticket, it's urgent": the statement beside the request says which
        said = ctx.evidence.text.lower()
        named = [option for option in offered if re.search(rf"\b{re.escape(option.lower().replace('_', ' '))}\b", said)]
    return offered, named[0] if len(named) == 1 else None


def _free_text(param: Param, slot: Slot, ctx: Context, used_mentions: list[Mention], tool_words: set[str],
               args: dict[str, Any]) -> tuple[str, str] | None:
    evidence, span = ctx.evidence, ctx.span
    if slot.kind == "title":
        named = phrases.title_text(evidence, span)
        if named:
            return named, "the text: the title it names"
        obj = phrases.object_phrase(evidence, span, tool_words)
        if obj and {stem(w) for w in obj.lower().split()} <= tool_words | {stem(w) for w in param.words} | {"new", "a", "the"}:
            obj = ""  # "open a ticket": "ticket" names the tool's thing, not its title
        if obj:
            company = re.search(rf"\b{re.escape(obj)}\s+(with\s+(?:[A-Z][\w'-]*)(?:\s+(?:and|&)\s+[A-Z][\w'-]*)?)", evidence.text[span[0] : span[1]])
            obj = phrases.sentence_case(obj + (" " + company.group(1) if company else ""))  # "Dinner with Bob"
        if obj and ctx.acting and not phrases.message_text(evidence, span):
            return obj, "the text: what the request is about"
        dictated = phrases.message_text(evidence, span)
        if dictated:
            return phrases.short_title(dictated), "a short title made from the message"
        if ctx.situation and ctx.acting:
            return phrases.short_title(ctx.situation, 10), "a short title of what the user describes"
        if obj:
            return obj, "the text: what the request is about"
        return None
    if slot.kind == "content":
        said = phrases.reminder_text(evidence, span) if re.search(r"remind|reminder|task|todo|to-do|note", param.text + " " + " ".join(tool_words)) else None
        said = said or phrases.message_text(evidence, span)
        if not said and re.search(r"\bthe same(?: thing| message| text)?\b", evidence.text[span[0] : span[1]], re.I) and evidence.of("quoted"):
            said = evidence.of("quoted")[0].value  # "…and email Alex the same thing"
        if said and said.strip(" .!?").lower() in ("it", "that", "this", "them", "those"):
            quoted = evidence.of("quoted")
            said = quoted[0].value if quoted else (str(ctx.base.get(param.name)) if ctx.base and ctx.base.get(param.name) else None)
        if said:
            return said, "the text: what the user asked to say"
        if ctx.facts:
            return ctx.facts, "the facts this turn's tools returned"
        if ctx.acting and param.essential and re.search(r"\breason|\bwhy\b|\bcause\b|purpose", param.text):
            stated = phrases.purpose(ctx.evidence, (0, len(ctx.evidence.text)))
            if stated:
                return stated, "the reason: what the message says it is for"  # "…, he has a fever"
        if ctx.situation and _says_more(ctx.situation, used_mentions) and (
                ctx.acting or re.search(r"symptom|describ|what is happening|problem|issue|situation|summary|details", param.text)):
            return _summary_of(ctx), "what the user describes"
        if ctx.acting and param.essential and re.search(r"\breason|\bwhy\b|justification|\bcause\b|purpose|\btopic|\bregarding|\bproblem|\bissue|\bfault|\bjob\b|\bcomplaint", param.text):
            stated = phrases.purpose(ctx.evidence, ctx.span) or (phrases.purpose(ctx.evidence, (0, len(ctx.evidence.text))) if ctx.situation else None)
            if stated:
                return stated, "the reason: what the request says it is for"  # "in for his rabies jab", "…, it's for quadratic equations"
            label = label_of(ctx.focus) if ctx.focus else None
            said = label or phrases.object_phrase(ctx.evidence, ctx.span, tool_words)
            if said:
                return said, "the reason: what the request is about"  # "escalate the Berlin outage" -> "Berlin outage"
        return None  # a message or a text to work on is never made up: the model asks for it
    offered, named = _option_named(param, ctx)
    if named is not None:
        return named, f"the text: '{named}', one of the values its description names"
    if offered and not param.essential:
        return None  # "(current or savings)": a value it lists, or nothing
    if not param.essential and slot.kind not in ("query",):
        return None  # an optional field is not filled with the request's words
    if ctx.acting and re.search(r"\btopic|\bregarding|\babout\b", param.text):
        stated = phrases.purpose(evidence, span) or (phrases.purpose(evidence, (0, len(evidence.text))) if ctx.situation else None)
        if stated:
            return stated, "the text: what the request says it is about"  # "call me back … about my laptop"
    phrase = phrases.query_phrase(evidence, span, used_mentions, tool_words)
    generic = phrase and {stem(w) for w in phrase.lower().split()} <= tool_words | _GENERIC_QUERY | {stem(w) for w in param.words}
    if ctx.situation and (not phrase or generic):
        return ctx.situation[:400], "the situation the user describes"  # "find similar incidents" searches for the alert
    said = set(phrase.lower().split()) if phrase else set()
    if said & phrases.POINTERS and {stem(w) for w in said - phrases.POINTERS if w not in STOPWORDS and w not in _QUESTION_WORDS} <= tool_words | _GENERIC_QUERY:
        # "can you add it": the pronoun's thing, named earlier in the message, or nothing
        taken = {w.lower() for value in args.values() if isinstance(value, str) for w in value.split()}
        earlier = phrases.antecedent(evidence, span[0], tool_words, taken)
        return (earlier, "the text: what 'it' points back to") if earlier else None
    if phrase and not said <= _PLACEHOLDERS:
        about = _ABOUT.search(phrase)
        if about and len(about.group(1).split()) >= 1 and not set(about.group(1).lower().split()) <= STOPWORDS:
            return about.group(1), "the text: what the request is about"  # "already an issue about the checkout rounding thing"
        if not set(param.words) & _SEARCH_WORDS:
            phrase = _trimmed(phrase, tool_words | {stem(w) for w in param.words}) or phrase  # "reset my SAP password" -> "SAP"
        return phrase, "the text: the request's topic"
    return None


#: Parameters that take a search phrase as the user put it (kept whole).
_SEARCH_WORDS = frozenset("query q search keyword keywords term terms text question prompt phrase description".split())


def _owned(word: str, own: set[str]) -> bool:
    """A function word, the tool's own word, or one of its family ("calories" for get_nutrition)."""
    low = word.lower()
    return low in STOPWORDS or stem(low) in own or any(lexicon.related(stem(low), o) for o in own)


def _trimmed(phrase: str, own: set[str]) -> str:
    """A value without the tool's own words and function words at its edges."""
    parts = phrase.split()
    while parts and _owned(parts[0], own):
        parts = parts[1:]
    while parts and _owned(parts[-1], own):
        parts = parts[:-1]
    return " ".join(parts)


def _first_run(phrase: str, own: set[str]) -> str:
    """The first words of a phrase that are neither the tool's (or of their family), nor function
    words, nor verbs: "pothos toxic to cats" -> "pothos"."""
    out: list[str] = []
    for word in phrase.split():
        mine = _owned(word, own) or lexicon.is_verb(stem(word.lower()))
        if mine and out:
            break
        if not mine:
            out.append(word)
    return " ".join(out)


_GENERIC_QUERY = frozenset(stem(w) for w in "similar past previous related relevant matching other some any recent old earlier same like this these those".split())


def _says_nothing_more(phrase: str, args: dict[str, Any], tool_words: set[str]) -> bool:
    """Does an optional search phrase hold only what other arguments already say (a category, a
    city), the tool's own nouns, times of day and small words?"""
    taken = {stem(w) for value in args.values() if isinstance(value, str) for w in value.lower().replace("_", " ").split()}
    left = [w for w in re.findall(r"[a-z][\w'-]*", phrase.lower()) if w not in STOPWORDS and stem(w) not in taken | tool_words
            and w not in _TIME_WORDS and not any(lexicon.related(stem(w), t) for t in tool_words)]
    return not left


_TIME_WORDS = frozenset("night tonight morning afternoon evening today tomorrow weekend week day later soon now".split())


def _says_more(text: str, used: list[Mention]) -> bool:
    """Does `text` say anything besides the values other arguments took? An answer that is only
    an e-mail address is the recipient, not the message."""
    rest = text
    for mention in used:
        if mention.text:
            rest = rest.replace(mention.text, " ")
    return any(w not in STOPWORDS for w in re.findall(r"[a-z][a-z'-]+", rest.lower()))


def _summary_of(ctx: Context) -> str:
    """The user's description, with the facts this turn's tools returned (for a ticket's summary)."""
    text = " ".join(ctx.situation.split())[:400]
    return text


#: Words that stand for a value the user has not given yet ("translate *something*").
_PLACEHOLDERS = frozenset("something anything stuff it this that them those a thing some text for me into to in".split())


_PEOPLE_WORDS = frozenset("member customer guest patient passenger user contact owner recipient attendee student employee driver person holder traveller traveler".split())


def from_record(record: dict[str, Any], param: Param, *, loose: bool = False) -> tuple[Any, str] | None:
    """A value for `param` from a record: the same key, the same words, or the key the
    parameter's name ends with (`deal_price` <- `price`, `incident_id` <- `id`)."""
    if not isinstance(record, dict):
        return None
    wanted = split_identifier(param.name)
    best: tuple[int, str] | None = None
    for key in list(record)[:200]:
        parts = split_identifier(str(key))
        level = 0
        if key == param.name:
            level = 4
        elif parts == wanted:
            level = 3
        elif parts and wanted[-len(parts):] == parts and (len(parts) > 1 or parts[0] not in ("type", "status", "name", "value", "data", "kind") or loose):
            level = 2
        elif len(parts) == len(wanted) + 1 and parts[:-1] == wanted and parts[-1] == "name":
            level = 2  # `queue` <- a record's `queueName`
        elif loose and parts and wanted and parts[-1] == wanted[-1] and parts[-1] in ("id", "url", "email", "price", "name") and (
                parts[-1] != "id" or _same_kind_of_id(param, str(key))):
            level = 1  # (a pet's `pet_id` does not fill a `prescription_id`)
        elif parts and parts[-1] in ("email", "mail") and slot_of(param).kind == "email":
            level = 2  # `to` of an e-mail <- the record's `email`
        elif parts and parts[-1] in ("location", "place", "address", "venue", "city") and slot_of(param).kind == "place":
            level = 2  # a forecast's `city` <- a meeting's `location`
        if level in (1, 2) and parts[-1:] == ("name",) and len(wanted) > 1 and wanted[0] in _PEOPLE_WORDS and not any(
            k in record for k in ("email", "phone", "first_name", "last_name")
        ):
            continue  # a class's "name" is not the member's name
        if level and parts == ("name",) and len(wanted) > 1 and _named_for_another_kind(record, wanted[:-1]):
            continue  # a project's "name" is not the `serviceName` of a service in it
        if level and (best is None or level > best[0]):
            best = (level, key)
    if best is None:
        return None
    value = record[best[1]]
    checked = _checked(param, value)
    if checked is None:
        return None
    return checked, best[1]


def _named_for_another_kind(record: dict[str, Any], kind_words: Sequence[str]) -> bool:
    """Is the record, by its id (`project_id`), a thing of another kind than `kind_words` name?"""
    ident = id_of(record)
    kind = {stem(w) for w in split_identifier(ident[0])} - _ID_WORDS if ident else set()
    own = {stem(w) for w in kind_words} - _ID_WORDS
    return bool(kind) and bool(own) and not kind & own and not any(lexicon.near(a, b) or lexicon.related(a, b) for a in kind for b in own)


def _from_output(output: Output, param: Param) -> tuple[Any, str] | None:
    if output.is_error:
        return None
    value = output.value
    if isinstance(value, list):
        value = value[0] if len(value) == 1 and isinstance(value[0], dict) else None
    if not isinstance(value, dict):
        return None
    found = from_record(value, param)
    if found is not None:
        return found
    if split_identifier(param.name)[-1:] == ("id",):
        found_id = id_of(value)
        noun = [w for w in split_identifier(param.name) if w != "id"]
        if found_id and _same_kind_of_id(param, found_id[0]) and (not noun or any(stem(n) in {stem(w) for w in split_identifier(output.name)} for n in noun)):
            # (the prescriptions of a pet come wrapped in the pet's id: that is not a prescription's)
            checked = _checked(param, found_id[1])
            if checked is not None:
                return checked, found_id[0]
    items = list_in(output.value)
    return None if items is None else None


_PEOPLE_COUNT = frozenset(
    "passengers passenger guests guest people persons person adults adult travellers travelers traveller traveler "
    "pax party attendees attendee riders rider occupants seats tickets participants".split()
)
_MANY = re.compile(
    r"\b(we|we're|we'd|we'll|us|our|ours|family|kids|children|friends|people|guests|colleagues|team|group|together|"
    r"couple|wife|husband|partner|boyfriend|girlfriend|mum|mom|dad|parents|son|daughter|baby|both|all of us|with)\b", re.I)


def _counts_people(param: Param) -> bool:
    return bool(set(param.words) & _PEOPLE_COUNT)


_ALONE = re.compile(r"\b(?:just me|only me|myself|by myself|on my own|alone|solo|for one|one person|1 person|table for one)\b"
                    r"|\bi(?:'m| am|'ll| will| have to| need to| must)\s+(?:be\s+)?(?:flying|travell?ing|staying|visiting|"
                    r"heading|going|attending|at a (?:conference|meeting|wedding)|in\b|out of\b)", re.I)


def _speaks_for_one(text: str) -> bool:
    """"I'm flying out of London", "just me": a traveller alone (no "we", no family, no "with …").
    Only a person saying what they themselves are doing counts; "find me a table" does not say
    for how many."""
    return bool(_ALONE.search(text)) and not _MANY.search(text)


def _fallback(param: Param, slot: Slot, strict: bool, *, lookup: bool = False, today: dt.date | None = None, acting: bool = False) -> tuple[Any, str, bool]:
    """What to send when nothing in the conversation gives a value."""
    if not param.required and not strict:
        return None, "omit", False
    if param.nullable:
        return None, "null: the user did not say (the tool's default applies)", False
    if lookup and slot.kind == "count":
        checked = _checked(param, 1)
        if checked is not None:
            return checked, "one (a lookup; the user names no number)", True
    filter_like = bool(set(param.words) & {"from", "to", "start", "end", "since", "until", "after", "before", "min", "max"}) and not set(param.words) & {"check", "checkin", "checkout", "depart", "departure", "arrival", "return", "in", "out"}
    if lookup and today is not None and slot.kind in ("date", "datetime") and filter_like:
        day = today if slot.side != "end" else today + dt.timedelta(days=30)
        value = day.isoformat() if slot.kind == "date" else f"{day.isoformat()}T{'00:00:00' if slot.side != 'end' else '23:59:59'}"
        checked = _checked(param, value)
        if checked is not None:
            return checked, "a lookup window: today to 30 days ahead", True
    if is_essential(param, slot):
        return None, "missing", False
    stated = default_from_description(param)
    if slot.kind == "enum":
        value, why = choices.default_enum(param, stated)
        if acting and why.startswith("the first value") and len(param.enum) > 2 and not set(param.words) & {"severity", "priority", "urgency", "impact"}:
            return None, "missing", False  # an order's size or a booking's class is the user's to choose
        if acting and str(value).lower() in ("all", "everything", "everyone", "any") and param.required:
            return None, "missing", False  # "turn it off": stopping every zone is more than was asked
        return value, why, True
    if slot.kind == "boolean":
        if stated in ("true", "True"):
            return True, "the description's default (true)", True
        if set(param.words) & {"on", "enabled", "power", "active", "powered"}:
            return True, "true: setting it implies it is on", True
        return False, "false: the user did not ask for it", True
    if slot.kind == "year" and today is not None:
        return today.year, f"this year ({today.year})", True
    schema_default = param.schema.get("default")
    if schema_default is not None and valid(schema_default, param.schema, param.root):
        return schema_default, f"the schema's default ({schema_default})", True
    if stated is not None:
        for candidate in (stated, _number(stated)):
            checked = _checked(param, candidate) if candidate is not None else None
            if checked is not None:
                return checked, f"the description's default ({stated})", True
    settings = {"limit": 5, "page": 1}
    if slot.kind in settings or param.kind in ("integer", "number"):
        schema = main_branch(param.schema, param.root)
        value = settings.get(slot.kind, 1)
        low, high = schema.get("minimum"), schema.get("maximum")
        if isinstance(low, (int, float)) and value < low:
            value = low
        if isinstance(high, (int, float)) and value > high:
            value = high
        checked = _checked(param, value)
        if checked is not None:
            return checked, f"a sensible default ({checked})", True
    if param.kind == "string":
        pattern = main_branch(param.schema, param.root).get("pattern")
        if isinstance(pattern, str):
            example = example_for_pattern(pattern)
            if example is not None:
                return example, "an example that fits the pattern", True
    if param.kind == "array":
        if param.essential and not re.search(r"tag|label|filter|option|categor|exclude|include|field|extra|feature", param.text):
            return None, "missing", False
        return [], "an empty list: nothing was named", True
    if param.kind == "object":
        inner = {}
        for sub in params_of(param.schema, param.root):
            if sub.required:
                value, why, _guess = _fallback(sub, slot_of(sub), strict)
                if why == "missing":
                    return None, "missing", False
                if why != "omit":
                    inner[sub.name] = value
        return inner, "an object with defaults", True
    return None, "missing", False


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None
