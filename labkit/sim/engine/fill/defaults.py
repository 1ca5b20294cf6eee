"""What to send when nothing in the conversation gives a value: left out or null, a lookup's
window, a setting's stated or sensible default, one head count for a user who speaks only of
themselves, or *missing*: an essential value is never invented.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from labkit.sim.engine import choices, lexicon
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.schema import Param, example_for_pattern, main_branch, params_of, resolve, valid
from labkit.sim.engine.slots import Slot, default_from_description, is_essential, slot_of, usual_from_description

_PEOPLE_COUNT = frozenset(
    "passengers passenger guests guest people persons person adults adult travellers travelers traveller traveler "
    "pax party attendees attendee riders rider occupants seats tickets participants".split()
) | lexicon.HEAD_COUNT_NOUNS
_MANY = re.compile(
    r"\b(we|we're|we'd|we'll|us|our|ours|family|kids|children|friends|people|guests|colleagues|team|group|together|"
    r"couple|wife|husband|partner|boyfriend|girlfriend|mum|mom|dad|parents|son|daughter|baby|both|all of us|with)\b", re.I)


#: A first option that is the usual one when nothing is said ("standard" delivery, "no" insurance).
_USUAL_CHOICES = frozenset("standard normal regular default basic economy none no false off single one_way oneway adult".split())


#: How often, said as a parameter ("frequency", "recurrence") and its value for "just this once".
_RECURRENCE = frozenset("frequency recurrence recurring repeat repeats repetition interval cadence schedule period".split())
_ONCE = frozenset("oneoff once onetime single none never noreccurence norepeat".split())


def counts_people(param: Param) -> bool:
    return bool(set(param.words) & _PEOPLE_COUNT)


_ALONE = re.compile(r"\b(?:just me|only me|myself|by myself|on my own|alone|solo|for one|one person|1 person|table for one)\b"
                    r"|\bi(?:'m| am|'ll| will| have to| need to| must)\s+(?:be\s+)?(?:flying|travell?ing|staying|visiting|"
                    r"heading|going|attending|at a (?:conference|meeting|wedding)|in\b|out of\b)"
                    r"|\bi(?:'ve| have)(?: got)? (?:a|an|my) (?:meeting|interview|appointment|conference|exam|flight|shift|class)\b"
                    r"|\bhow (?:i'm|i am|i'll|i will|do i|can i|should i) (?:get|getting|go|going) (?:there|home|back)\b", re.I)


#: "ask for a spot on that one", "get me a seat", "a ticket for the 7pm": one place asked for.
_ONE_PLACE = re.compile(r"\b(?:a|one|a single)\s+(?:spot|seat|place|space|ticket|pass|berth)\b(?!\s+(?:each|for (?:us|two|three|four|five|the (?:two|three|four) of us)))", re.I)


def asks_one_place(text: str) -> bool:
    """"ask for a spot on that one": a request for one seat, said by someone speaking only of themselves."""
    return bool(_ONE_PLACE.search(text)) and not _MANY.search(re.sub(r"\b(?:with|on|for) (?:that|this|the) (?:one|ride|trip|flight|train|bus)\b", "", text, flags=re.I))


def speaks_for_one(text: str) -> bool:
    """"I'm flying out of London", "just me": a traveller alone (no "we", no family, no "with …").
    Only a person saying what they themselves are doing counts; "find me a table" does not say
    for how many."""
    return bool(_ALONE.search(text)) and not _MANY.search(text)


def fallback(param: Param, slot: Slot, strict: bool, *, lookup: bool = False, today: dt.date | None = None, acting: bool = False,
             soonest: bool = False) -> tuple[Any, str, bool]:
    """What to send when nothing in the conversation gives a value. `soonest`: a search the user
    asks for the next or earliest of ("when's the next slot?"): its window starts today."""
    if not param.required and not strict:
        return None, "omit", False
    if param.nullable:
        return None, "null: the user did not say (the tool's default applies)", False
    if lookup and slot.kind == "count":
        checked = checked_value(param, 1)
        if checked is not None:
            return checked, "one (a lookup; the user names no number)", True
    filter_like = bool(set(param.words) & {"from", "to", "start", "end", "since", "until", "after", "before", "min", "max"}) and not set(param.words) & {"check", "checkin", "checkout", "depart", "departure", "arrival", "return", "in", "out"}
    if (lookup or soonest and slot.side != "end" and not acting) and today is not None and slot.kind in ("date", "datetime") and filter_like:
        day = today if slot.side != "end" else today + dt.timedelta(days=30)
        value = day.isoformat() if slot.kind == "date" else f"{day.isoformat()}T{'00:00:00' if slot.side != 'end' else '23:59:59'}"
        checked = checked_value(param, value)
        if checked is not None:
            return checked, "a lookup window: today to 30 days ahead", True
    usual = usual_from_description(param)
    if usual is not None and (checked := checked_value(param, int(usual))) is not None:
        return checked, f"the description's usual value ({usual})", True  # "Number of packs; usually 1"
    if is_essential(param, slot):
        return None, "missing", False
    stated = default_from_description(param)
    once = next((v for v in param.enum if isinstance(v, str) and re.sub(r"[^a-z]", "", v.lower()) in _ONCE), None) if slot.kind == "enum" else None
    if once is not None and set(param.words) & _RECURRENCE:
        return once, f"{once}: the user asks for it once (no 'monthly', no 'every')", True
    if slot.kind == "enum":
        value, why = choices.default_enum(param, stated, today=today)
        if acting and why.startswith("the first value") and len(param.enum) > 2 and not set(param.words) & {"severity", "priority", "urgency", "impact"}:
            return None, "missing", False  # an order's size or a booking's class is the user's to choose
        if acting and why.startswith("the first value") and len(param.enum) == 2 and str(value).lower() not in _USUAL_CHOICES:
            return None, "missing", False  # which of two sites, which of two tests: the user's to say (a "standard" of two is the usual one)
        if acting and why.startswith("the first value") and sum(1 for v in param.enum if isinstance(v, str) and v[:1].isupper() and not v.isupper()) >= 2:
            return None, "missing", False  # a stylist, a branch, a room by name: whom to book is the user's to say
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
            checked = checked_value(param, candidate) if candidate is not None else None
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
        checked = checked_value(param, value)
        if checked is not None:
            return checked, f"a sensible default ({checked})", True
    if param.kind == "string":
        pattern = main_branch(param.schema, param.root).get("pattern")
        if isinstance(pattern, str):
            example = example_for_pattern(pattern)
            if example is not None:
                return example, "an example that fits the pattern", True
    if param.kind == "array":
        if param.essential and not re.search(r"tag|label|filter|option|categor|exclude|include|field|extra|feature|photo|image|picture|attachment", param.text) \
                and not _options_that_may_be_none(param) and not _EMPTY_IF_NONE.search(param.text):
            return None, "missing", False
        return [], "an empty list: nothing was named", True
    if param.kind == "object":
        inner = {}
        for sub in params_of(param.schema, param.root):
            if sub.required:
                value, why, _guess = fallback(sub, slot_of(sub), strict, acting=acting)  # (an action's choice inside it is still the user's)
                if why == "missing":
                    return None, "missing", False
                if why != "omit":
                    inner[sub.name] = value
        return inner, "an object with defaults", True
    return None, "missing", False


#: A description that says what to send when there are none: "[] if none", "empty list if no extras".
_EMPTY_IF_NONE = re.compile(r"\[\]\s*(?:if|when|for)\b|\bempty(?: list| array)? (?:if|when|for)\b|\bor (?:an empty list|\[\])"
                            # the others who come along ("member numbers of other club members playing (not the booker)"): none named, none come
                            r"|\b(?:other|additional|extra|fellow)\s+(?:\w+\s+)?(?:members?|players?|guests?|people|passengers?|attendees?|participants?|travell?ers?|drivers?)\b"
                            r"|\bnot (?:the booker|including (?:you|the user|yourself|the member))|\b(?:playing )?partners?\b|\binvite(?:es|d)?\b|\bco-?(?:owners?|signers?|travell?ers?|authors?)\b", re.I)


def _options_that_may_be_none(param: Param) -> bool:
    """A list of fixed options that may be empty (`dietary: ["vegan", "gluten_free", …]`, no
    minItems): none of them said means none apply, not a value to ask for."""
    schema = resolve(param.schema, param.root)
    items = resolve(schema.get("items"), param.root) if isinstance(schema.get("items"), dict) else {}
    minimum = schema.get("minItems", 0)
    return bool(isinstance(items, dict) and items.get("enum")) and isinstance(minimum, int) and minimum < 1


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None
