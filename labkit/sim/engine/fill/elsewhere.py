"""Values that belong to another part of the conversation: an id another request of the message
names ("cancel HBK-41230. and for whitby add firewood"), the record a request points back at
("book biscuit in *with them*") that a lookup of this turn lists, a side of a route said as the
place just found ("send it *from there*"), and the words around a request that are still its own
("…, and turn autopay on"; "I managed 24 pages."); and values of the text that are another's: a
name that picked an id, a person the instructions list, the date an action itself takes."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine.evidence import Mention
from labkit.sim.engine.fill.records import from_focus
from labkit.sim.engine.outputs import list_in
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import stem

if TYPE_CHECKING:
    from labkit.sim.engine.fill import Context


#: "from there", "to that one", "from the locker": a side of a route said as the place just found.
FROM_THERE = {side: re.compile(rf"\b{word}\s+(?:there|that one|that place|it|that [a-z]+|the same [a-z]+)\b(?!\s+(?:is|was)\b)", re.I)
               for side, word in (("start", "from"), ("end", "to"))}


_BACK_TO_IT = re.compile(r"\b(?:with|to|for|from|on|at)\s+(?:them|him|her|it|that one|this one|that|the one)\b", re.I)


def listed_now(param: Param, ctx: Context) -> bool:
    """"who's the cheapest boarder near BS3? book biscuit in *with them*": this turn's lookup
    lists records of this id and the request points back at one — the id comes from that list,
    not from the one the instructions name (a past booking's sitter)."""
    if not _BACK_TO_IT.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]):
        return False
    if ctx.elsewhere and not any(not o.is_error for o in ctx.outputs):
        return True  # (the other request of the message is still to list them: wait for it)
    for output in ctx.outputs:
        items = list_in(output.value) if not output.is_error else None
        if items and isinstance(items[0], dict) and param.name in items[0]:
            return True
    return False


def said_for_another_request(value: Any, ctx: Context) -> bool:
    """Is this id-like value said in another request of the message (and not in this one)?"""
    if not isinstance(value, str) or len(value) < 3 or not any(ch.isdigit() for ch in value) or not ctx.elsewhere:
        return False
    text = ctx.evidence.text
    if value in text[ctx.span[0] : ctx.span[1]]:
        return False
    return any(value in text[start:end] for start, end in ctx.elsewhere)


def end_of_the_thing_found(param: Param, slot: Slot, ctx: Context) -> tuple[Any, str | None] | None:
    """A side of a route or a conversion that the record a follow-up is about holds: "send it
    *from there* to Hobart" (the locker just found is the start), "the currys one in euros" (the
    transaction's own currency is what it converts from). (None, None) when "from there" is said
    but the record is still to pick: no place said for the other side stands in for it."""
    said = ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]
    there = FROM_THERE[slot.side].search(said) if slot.kind == "place" and slot.side in FROM_THERE else None
    if ctx.focus is not None and (there is not None or slot.kind == "currency" and slot.side == "start"):
        focused = from_focus(ctx.focus, param, slot)
        if focused is not None:
            return focused[0], f"{focused[1]} ('{there.group(0)}')" if there is not None else focused[1]
    if ctx.focus is None and ctx.history and there is not None:
        return None, None
    return None


def rest_of_the_request(ctx: Context) -> tuple[int, int] | None:
    """The words after the request's clause up to the next request or the sentence's end, when they
    go on with "and" or a comma ("reserve it from July 1st, and turn autopay on"): what they switch
    on or off is the request's. None when another request follows at once or nothing does."""
    text = ctx.evidence.text
    start = ctx.span[1]
    following = [a for a, _b in ctx.elsewhere if a >= start]
    end = min([*following, len(text)])
    stop = re.search(r"[.!?\n]", text[start:end])
    end = start + stop.start() if stop else end
    if end - start < 4 or not re.match(r"\s*(?:,\s*)?(?:and\b|also\b|plus\b|,)", text[start:end], re.I):
        return None
    return start, end


def quantity_told_beside(mention: Mention, slot: Slot, ctx: Context) -> bool:
    """Is this quantity or reference said in a statement beside the request, not in another request
    ("mark tonight's reading as done. I managed 24 pages.": the 24 pages are the check-in's value;
    "book the cheaper one. 2 adults, reg LC19 WXP": the registration is the booking's)?"""
    from labkit.sim.engine.words import sentences

    quantity = slot.kind in ("amount", "number", "count", "measure", "distance") and mention.kind in ("number", "money")
    reference = slot.kind in ("id", "email", "phone") and mention.kind in ("id", "email", "phone")  # "…, reg LC19 WXP", "my email is …"
    if not (quantity or reference) or not ctx.situation:
        return False
    if any(a <= mention.start < b for a, b in ctx.elsewhere):
        return False
    for start, end in sentences(ctx.evidence.text):
        if start <= mention.start < end:
            return ctx.evidence.text[start:end].strip() in ctx.situation
    return False


_NAMED_ID = re.compile(r"the instructions: '([^']+)' is \S+, the one the user names")


def the_actions_own(mention: Mention, param: Param, ctx: Context) -> bool:
    """"…first one on the 15th of December" in a lookup made for `setup_payment_plan`: the date
    is the action's `first_payment_date` (its cue word names that parameter, not this filter)."""
    if not ctx.for_action or not ctx.action_params:
        return False
    cue = {stem(w) for w in mention.before[-3:]} | set(mention.before[-3:])
    own = {stem(w) for w in param.words}
    for name in ctx.action_params:
        parts = {stem(w) for w in re.findall(r"[a-z]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", name).lower().replace("_", " "))}
        if name != param.name and parts & {"date", "day", "time", "when"} and (parts - {"date", "day", "time", "id"}) & cue - own:
            return True  # (a moment of the action: `first_payment_date` and "first … on the 15th")
    return False


#: Words around an id in the instructions that make its holder someone, not something.
_SOMEONE = frozenset("student pupil child kid son daughter member patient employee staff customer client guest pet dog cat learner player".split())


def someone_the_instructions_list(value: Any, ctx: Context) -> bool:
    """Is a value from the text (part of) the name of a person or pet the instructions list with an
    id ("Amara Okafor (student_id STU-201)")? Such a name is who a request is for, never a subject,
    a title or a search text."""
    if not isinstance(value, str) or ctx.instructions is None or not value.strip() or len(value) > 40:
        return False
    from labkit.sim.engine.fill.instructions import named_ids

    said = set(re.findall(r"\w+", value.lower()))
    for name, _ident, around in named_ids(ctx.instructions.text):
        if said <= set(re.findall(r"\w+", name.lower())) and set(re.findall(r"[a-z]+", around.lower())) & _SOMEONE:
            return True
    return False


def named_by_an_id(value: Any, sources: dict[str, str]) -> bool:
    """Whether a value from the text is (part of) the name an id was already looked up by: the
    person or place the user names is that id's, not a second parameter's filter too."""
    if not isinstance(value, str) or not value.strip():
        return False
    said = set(re.findall(r"\w+", value.lower()))
    for source in sources.values():
        named = _NAMED_ID.match(source)
        if named and said <= set(re.findall(r"\w+", named.group(1).lower())):
            return True
    return False
