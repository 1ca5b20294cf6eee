"""An array parameter's values: every name, email, place, id, code or enum value the clause states
("invite Alice and Bob" -> ["Alice", "Bob"]), the items a list in a tool's output holds, the
things the text lists; and one element for an array from a record."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from labkit.sim.engine import choices
from labkit.sim.engine.compose.items import _item_param, _objects
from labkit.sim.engine.compose.listed import _labels, _listed, _moved_things, expand_ranges
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.schema import Param, valid
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.words import split_identifier, stem


def array_value(param: Param, ctx: Any) -> tuple[list[Any] | None, str]:
    """Every value the clause states for an array parameter."""
    from labkit.sim.engine import candidates as cands

    item = _item_param(param)
    evidence, span = ctx.evidence, ctx.span
    if item.kind == "object":
        return _objects(param, item, ctx)
    if item.enum:
        week = _weekday_values(item.enum, evidence, span)
        if week:
            return week, "the days of the week the text names"
        coded = _codes_named(param, item, ctx)
        if coded:
            return coded, "the codes of the languages, countries or currencies the text names"
        found, shared = [], []
        for value in item.enum:
            single = dataclasses.replace(item, enum=[value])
            named = choices.match_enum_at(single, evidence, span)
            if named is not None and (named[1].endswith("names it") or named[1].endswith("names part of it") and _distinct_part(value, item.enum, evidence, named[2])):
                found.append(value)
            elif named is not None and named[1].endswith("names part of it"):
                shared.append(value)
        if not found and 1 < len(shared) <= 3:
            return shared, "the values that share the word the text says (a list may hold them all)"  # "the battery": its charge, discharge and level
        return (found, "the text names these values") if found else (None, "")
    if item.kind == "integer" and {w.lower() for w in param.words} & {"ages", "age"} and getattr(ctx, "instructions", None) is not None:
        from labkit.sim.engine.fill.instructions import ages_named_from_instructions

        ages = ages_named_from_instructions(ctx)
        if ages:
            return ages, "the instructions: the ages of the people the user names"  # "for me and Ana": [41, 39]
    slot = item_slot(param)
    lead = re.match(r"\s*(?:(?:the|a|an|list of|array of)\s+)*(?!(?:what|which|who|whom|whose|how|when|where|why)\b)([a-z]+(?:\s+[a-z]+)?)", param.description.lower())
    named_for = " ".join(param.words) + " " + (lead.group(1) if lead else "")  # (the list's own name and its description's head, not every word:
    if slot.kind in ("text", "thing") and re.search(r"attendee|invitee|participant|recipient|guest|member|people|person|assignee|reviewer|owner|witness|emails?", named_for):
        # "choices: what members choose between" lists no members)
        slot = dataclasses.replace(slot, kind="person")
    if re.search(r"\b(labels?|tags?)\b", param.text):
        named = _labels(evidence.text[span[0] : span[1]])
        return (named, "the labels the text names") if named else (None, "")
    if slot.kind in ("person", "email") and re.search(r"\b(?:just me|only me|by myself|no (?:one|invites?|invitees|attendees|guests|others)|nobody else|no-one else|alone)\b", evidence.text, re.I):
        return [], "nobody else: the user says so"
    if slot.kind in ("person", "email"):
        values: list[Any] = []
        taken = {str(x).lower() for v in getattr(ctx, "taken", ()) for x in (v if isinstance(v, list) else [v]) if isinstance(x, str)}
        for mention in evidence.mentions:
            if str(mention.value).lower() in taken:
                continue  # "an alert that goes to Slack" with `channels: ["slack"]`: the channel, not a recipient
            if mention.kind in ("person", "email") and span[0] <= mention.start < span[1] and mention.value not in values:
                if slot.kind == "email" and mention.kind != "email":
                    continue
                values.append(mention.value)
        if not values and "witness" in param.text.lower():
            # "… nearly took out Tom Hale. nobody hurt. Gary Pike saw it": who saw it, said beside the request
            for found in re.finditer(r"[^.!?\n]*\b(?:saw|seen|witness(?:ed|es)?|was there|were there)\b[^.!?\n]*", evidence.text[:4000], re.I):
                values += [m.value for m in evidence.mentions if m.kind in ("person", "name") and found.start() <= m.start < found.end()
                           and m.value not in values and str(m.value).lower() not in taken]
            if values:
                return values, "the text: who it says saw it"
        return (values, "the text names them") if values else (None, "")
    if slot.kind in ("country", "language", "currency"):
        coded = _codes_named(param, item, ctx, slot.kind)
        if coded:
            return coded, "the codes of what the text names"  # "into Polish and Romanian" -> ["pl", "ro"]
    if slot.kind in ("place", "id", "date", "country", "language", "currency", "url", "path"):
        values = []
        others = {str(x) for v in getattr(ctx, "taken", ()) for x in (v if isinstance(v, list) else [v]) if isinstance(x, (str, int))}
        free_days = slot.kind == "date" and bool(set(param.words) & {"available", "free", "possible", "preferred", "alternative", "availability"})
        for candidate in cands.from_text(slot, item, evidence, span, set()):
            if slot.kind == "id" and str(candidate.value) in others:
                continue  # "save it to PL-201" with `playlist_id: PL-201`: the playlist, not one of the tracks
            if free_days and candidate.mention is not None and _AWAY.search(evidence.text[max(0, candidate.mention.start - 40) : candidate.mention.start]):
                continue  # "I'm in tenerife 16th-30th jan … any week in march works": the days away are not the days free
            if free_days and isinstance(candidate.value, str) and candidate.value[:10] < evidence.today.isoformat():
                continue  # (a day gone by is free for nothing)
            if candidate.value not in values and candidate.score > 2.0:
                values.append(candidate.value)
        if not values and slot.kind == "id" and getattr(ctx, "instructions", None) is not None:
            from labkit.sim.engine.fill.instructions import ids_named_from_instructions

            stated = ids_named_from_instructions(item, ctx)
            if stated:
                return stated, "the instructions: the ids of what the user names"  # "board Biscuit" -> ["PET-1"]
        return (values, "the text names them") if values else (None, "")
    taken = {str(v) for v in getattr(ctx, "taken", ())}
    quoted = [m.value for m in evidence.of("quoted") if span[0] <= m.start < span[1] and m.value not in taken]
    if len(quoted) >= 1:
        return quoted, "the quoted text"
    codes = [m for m in evidence.of("id") if span[0] <= m.start < span[1] and str(m.value) not in taken
             and not any(str(m.value) in t for t in taken)]  # ("R16" is part of the size "205/55 R16" already given)
    if codes and item.kind == "string" and all(valid(str(m.value), item.schema, param.root) for m in codes):
        return expand_ranges(codes, evidence.text), "the codes the text names"
    if item.kind == "string" and not item.enum:
        from labkit.sim.engine.fill.described import described_options

        offered = described_options(param, getattr(ctx, "tool_text", "") or "")
        low = evidence.text[span[0] : span[1]].lower()
        named = [o for o in offered if re.search(rf"\b{re.escape(o.lower().replace('_', ' '))}s?\b", low)]
        if named:
            return named, "the values its description lists that the text names"  # "add a child seat" -> ["child_seat"]
        if offered and not param.essential:
            return None, ""  # a list of those values, or nothing: never the request's own words
    from_output = _named_list_from_outputs(evidence.text[span[0] : span[1]], ctx)
    if from_output and item.kind == "string":
        return from_output  # "add the ingredients to my shopping list": the ones the recipe listed
    listed = _listed(evidence.text[span[0] : span[1]])
    if listed:
        return listed, "the items the text lists"
    moved = _moved_things(evidence.text[span[0] : span[1]])
    if moved and item.kind == "string":
        return moved, "the things the request puts on (or takes off) the list"
    if item.kind == "string" and re.search(r"symptom|issue|problem|complaint|observation|concern|sign|describ", param.text):
        said = " ".join(evidence.text[span[0] : span[1]].split()).strip(" :;()-,.!?")
        situation = " ".join(str(getattr(ctx, "situation", "") or "").split())
        described = [t for t in (said, situation) if len(t.split()) >= 3]
        if len(described) == 2 and (described[0] in described[1] or described[1] in described[0]):
            described = [min(described, key=len)]
        if described:
            return described[:2], "what the user describes"
    return None, ""


def _codes_named(param: Param, item: Param, ctx: Any, kind: str | None = None) -> list[Any]:
    """An array of ISO codes ("pl", "ro"; "EUR", "GBP"): the codes of what the clause names —
    for a target list ("into Polish and Romanian") not the one it comes "from", and not a code
    another parameter already took (the source language). Items with an enum of codes take those,
    in the enum's case; free items described as codes ("ISO 639-1 code") take any, spelled as the
    standard spells them (languages lower case, currencies and countries upper case)."""
    values = [v for v in item.enum if v is not None]
    if values and not all(isinstance(v, str) and len(v) in (2, 3) and v.isalpha() for v in values):
        return []
    if not values and (kind not in ("language", "currency", "country") or not _SAYS_CODES.search(f"{param.text} {_items_description(param)}")):
        return []
    allowed = {v.upper(): v for v in values}
    kinds = ("language", "country", "currency", "money") if values else (kind,)
    taken = {str(x).upper() for v in getattr(ctx, "taken", ()) for x in (v if isinstance(v, list) else [v]) if isinstance(x, str)}
    side = slot_of(param).side
    found: list[Any] = []
    for mention in ctx.evidence.mentions:
        if not ctx.span[0] <= mention.start < ctx.span[1] or mention.kind not in kinds:
            continue
        extra = mention.extra or {}
        code = extra.get("currency") if mention.kind == "money" else extra.get("alpha_3") if mention.kind == "country" and values and len(values[0]) == 3 \
            else mention.value
        if not isinstance(code, str) or code.upper() in taken or allowed and code.upper() not in allowed:
            continue
        before = set(mention.before[-1:])
        if side == "end" and before & {"from"} or side == "start" and before & {"to", "into"} or not values and before & {"from"}:
            continue  # "from English into Polish": English is where it comes from
        said = allowed[code.upper()] if allowed else code.lower() if kind == "language" else code.upper()
        if said not in found:
            found.append(said)
    return found


def _singular(word: str) -> str:
    """"currencies" -> "currency", "languages" -> "language" (the slot of one item)."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") and len(word) > 3 and not word.endswith("ss") else word


def item_slot(param: Param) -> Any:
    """The slot of one element of an array parameter, its name read in the singular."""
    item = _item_param(param)
    return slot_of(dataclasses.replace(item, words=tuple(_singular(w) for w in item.words)))


_SAYS_CODES = re.compile(r"\b(?:iso|codes?)\b", re.I)


def _items_description(param: Param) -> str:
    items = param.schema.get("items") if isinstance(param.schema, dict) else None
    return str(items.get("description", "")) if isinstance(items, dict) else ""


def _named_list_from_outputs(text: str, ctx: Any) -> tuple[list[str], str] | None:
    """"the ingredients", "its tracks": a list a tool output holds under that name, as the names
    of its items (None when no output has such a list)."""
    from labkit.sim.engine.outputs import label_of
    from labkit.sim.engine.phrases import pointed_plurals

    wanted = pointed_plurals(text)
    if not wanted:
        return None
    records = [ctx.focus] if getattr(ctx, "focus", None) else []
    records += [o.value for o in getattr(ctx, "outputs", ()) if isinstance(o.value, dict) and not o.is_error]
    for record in records:
        for key, value in record.items():
            if isinstance(value, list) and value and stem(str(key).lower()) in wanted:
                names = [label_of(v) if isinstance(v, dict) else str(v) for v in value[:40]]
                names = [n for n in names if n]
                if names:
                    return names, f"the {key} of {record.get('title') or record.get('name') or 'the last result'}"
    return None


def _distinct_part(value: Any, options: list[Any], evidence: Evidence, at: int) -> bool:
    """"generate" names part of `solar_generation`: the word said (at offset `at`) is that option's
    alone (no other option holds it), so naming it names that option."""
    said = next((t for t in evidence.toks if t.start == at and t.is_word), None)
    if said is None:
        return False
    word = stem(said.lower)
    holders = [o for o in options if isinstance(o, str) and word in {stem(p) for p in split_identifier(o)}]
    return holders == [value]


def item_from_record(param: Param, record: dict[str, Any]) -> tuple[Any, str] | None:
    """One element for an array parameter from a record: its email, name, id or uri."""
    from labkit.sim.engine.fill.records import from_record, same_kind_of_id
    from labkit.sim.engine.outputs import id_of

    item = _item_param(param)
    found = from_record(record, item, loose=True)
    if found is not None:
        return found
    text = param.text + " " + (item.format or "")
    kind = slot_of(item).kind
    wanted = {"email": "email", "url": "url", "person": "name", "phone": "phone"}.get(kind)
    for key in ([wanted] if wanted else []) + ["email", "uri", "url", "name", "id"]:
        if key and (key == wanted or key in text):
            for field_name, value in record.items():
                if key in split_identifier(str(field_name)) and isinstance(value, (str, int)) and not isinstance(value, bool) \
                        and (key != "id" or same_kind_of_id(param, str(field_name))):
                    return value, field_name
    if re.search(r"\bids?\b|_ids\b|uris?\b", text):
        ident = id_of(record)
        if ident and same_kind_of_id(param, ident[0]):
            return ident[1], ident[0]  # a profile's id is not a title's: `title_ids` takes no `profile_id`
    return None


def _weekday_values(enum: list[Any], evidence: Evidence, span: tuple[int, int]) -> list[Any] | None:
    """An enum of the days of the week ("mon".."sun", "MO".."SU", "Monday".."Sunday"): the days
    the clause lists, spelled as the enum spells them ("Tuesdays and Thursdays" -> ["tue", "thu"])."""
    from labkit.sim.engine.dates.days import WEEKDAY_CODES, weekday_of, weekdays_said

    spelled: dict[int, Any] = {}
    for value in enum:
        if not isinstance(value, str):
            return None
        day = weekday_of(value) if len(value) > 2 else WEEKDAY_CODES.get(value.lower())
        if day is None:
            return None
        spelled.setdefault(day, value)
    if len(spelled) < 5:
        return None
    toks = [t for t in evidence.toks if span[0] <= t.start < span[1]]
    return [spelled[d] for d in weekdays_said(toks) if d in spelled] or None


#: Words before a date that say the user is away then ("I'm in Tenerife 16th-30th Jan", "away until").
_AWAY = re.compile(r"\b(?:away|i'?m in|i am in|we'?re in|we are in|on holiday|abroad|out of (?:the )?(?:country|town)|busy|can'?t|cannot|not available|unavailable|except)\b[^.;]{0,30}$", re.I)
