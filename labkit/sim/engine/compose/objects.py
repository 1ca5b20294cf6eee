"""Objects filled like a tool's arguments: a nested object parameter (an address gets its street,
city, postcode) and a structured output (`response_format` / `text.format` JSON schema), filled
from this turn's tool outputs first, then from the text, and always complete and valid."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from labkit.sim.engine import choices
from labkit.sim.engine.schema import Param, params_of, resolve, valid
from labkit.sim.engine.slots import Slot, slot_of
from labkit.sim.engine.words import split_identifier

_STREET = re.compile(
    r"\b\d{1,5}[A-Za-z]?\s+(?:[A-Z][\w'.-]*\s){0,4}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Drive|Dr|Way|Place|Pl|Court|Ct|Square|Sq|Terrace|Close|Crescent|Parkway|Highway|Hwy)\b\.?"
    r"|\b(?:[A-Z][\w'-]*)(?:strasse|straße|weg|gasse|platz|allee)\s+\d{1,4}[a-z]?\b"
)
_STREET_WORDS = frozenset({"street", "line", "line1", "address1", "address", "addr"})
#: The parts of an address that say the area (a postcode, a town): the user's own are not another street's.
_AREA_WORDS = frozenset({"postcode", "zip", "postal", "zipcode", "city", "town", "county", "state", "region", "district", "borough", "suburb"})
_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b\d{5}(?:-\d{4})?\b|\b\d{4}\s?[A-Z]{2}\b")


def object_value(param: Param, ctx: Any) -> tuple[dict[str, Any] | None, str]:
    """A nested object filled from the same evidence (an address, a filter, a passenger…)."""
    from labkit.sim.engine.fill import fill_params

    schema = resolve(param.schema, param.root)
    inner = params_of(schema, param.root)
    if not inner:
        return None, ""
    text = ctx.evidence.text
    fixed: dict[str, Any] = {}
    taken: list[tuple[int, int]] = []
    addressed = any(set(p.words) & (_AREA_WORDS | {"eircode"}) for p in inner)  # (its `line1` is then an address line, not a title)
    lines = {p.name: Slot("place") for p in inner if addressed and re.fullmatch(r"(?:address_?)?line_?\d", p.name.lower())}  # `line1` beside `town`
    for p in inner:
        words = set(p.words)
        if (words & _STREET_WORDS or p.name in lines and p.name.lower()[-1] == "1") and not words & {"email"}:
            street = _STREET.search(text[:5000])
            if street:
                fixed[p.name] = street.group(0).strip()
                taken.append(street.span())
                town = re.match(r",\s*([A-Z][a-z'-]+(?:[ -][A-Z][a-z'-]+){0,2})\b", text[street.end() : street.end() + 60])
                place = next((q for q in inner if set(q.words) & {"town", "city", "locality"} and q.kind == "string"), None)
                if town and place is not None and place.name not in fixed:
                    fixed[place.name] = town.group(1)  # "12 Quay Street, Kinsale": the town the street is in
                    taken.append((street.end(), street.end() + town.end()))
        elif words & {"postcode", "zip", "postal", "zipcode"}:
            code = _POSTCODE.search(text[:5000])
            if code:
                fixed[p.name] = code.group(0)
                taken.append(code.span())
    sized = _measured(inner, text[:5000])
    if sized is not None:
        fixed.update(sized[0])  # "box is 30x20x10", "40 by 30 by 20 cm": length, width and height in the order said
        taken.append(sized[1])
    evidence = ctx.evidence
    if taken:  # the street and postcode are not a city
        evidence = dataclasses.replace(evidence, mentions=[m for m in evidence.mentions if not any(s <= m.start < e for s, e in taken)])
    base = getattr(ctx, "base", None)
    nested_base = None
    if base:
        from labkit.sim.engine.fill.records import from_record

        # a follow-up keeps the object's fields: the earlier object itself, or the earlier call's
        # flat values of the same names (`queue` <- `queueName`, `cluster_id` <- `clusterId`)
        earlier = base.get(param.name) if isinstance(base.get(param.name), dict) else {}
        nested_base = {**{p.name: found[0] for p in inner if (found := from_record(base, p)) is not None}, **earlier} or None
    described = _described_in_instructions(inner, ctx)
    if described is not None:
        fixed.update(described[0])  # "kingfisher at jericho wharf": the boat the instructions describe on a line of its own
    # every field when the object is strict (or names every field required); a patch of optional
    # fields ("changes": {stage, value_eur, …}) holds only the ones said — never a made-up value_eur
    whole = bool(getattr(ctx, "strict", False)) or schema.get("additionalProperties") is False or all(p.required for p in inner) if isinstance(schema, dict) else True
    filled = fill_params(inner, dataclasses.replace(ctx, evidence=evidence, fixed={**fixed}, base=nested_base), strict=whole, slots=lines or None)
    value = dict(filled.args)
    instructions = getattr(ctx, "instructions", None)
    street = next((fixed[p.name] for p in inner if p.name in fixed and set(p.words) & _STREET_WORDS), None)
    if street and instructions is not None and street.lower() not in instructions.text.lower():
        for p in inner:  # "the dog at 8 Colum Road": not at the user's address, so not in the user's postcode either
            if p.name in value and p.name not in fixed and filled.sources.get(p.name, "").startswith("the instructions") \
                    and set(p.words) & _AREA_WORDS:
                del value[p.name]
                filled.missing.append(p)
    missing = [p for p in filled.missing if p.name not in value]
    if missing and all(p.essential for p in missing) and not any(v for v in value.values() if v not in (None, "", [], {})):
        return None, ""
    if param.nullable and value and all(filled.sources.get(k, "").startswith("the instructions") for k in value if value[k] not in (None, "", [], {})):
        return None, ""  # "null: the account address" — nothing of it said, the instructions' own address is the default
    for p in missing:
        slot = slot_of(p)
        start = next((q for q in inner if slot.side == "end" and slot.kind in ("date", "datetime") and value.get(q.name)
                      and slot_of(q).kind == slot.kind and slot_of(q).side == "start"), None)
        if start is not None:
            value[p.name] = value[start.name]  # "yesterday" for {from, to}: a one-day range
        elif _none_of_them(p, inner, value):
            value[p.name] = 0  # "2 adults" for {adults, children}: no children were named
        elif p.nullable:
            value.setdefault(p.name, None)
        elif p.required:
            return None, ""  # an object without a value it must hold is not sent with "" in its place: asked for
    ordered = {p.name: value[p.name] for p in inner if p.name in value}
    if not ordered and not whole and param.optional:
        return None, ""  # "bump my water goal" and an optional `macros` inside `goals`: left out, not sent as {}
    return ordered, "built from the text: " + ", ".join(sorted(filled.sources)) if filled.sources else "built from the text"


_SIDES = (("length", "long", "l", "len"), ("width", "wide", "w", "breadth"), ("height", "high", "h", "depth", "deep", "d", "thickness"))
_MEASURES = re.compile(r"(?<![\w.])(\d{1,5}(?:\.\d+)?)\s*+(?:cm|mm|m|in|\"|')?\s*+(?:[x×*]|\bby\b)\s*+(\d{1,5}(?:\.\d+)?)\s*+(?:cm|mm|m|in|\"|')?"
                       r"(?:\s*+(?:[x×*]|\bby\b)\s*+(\d{1,5}(?:\.\d+)?)\s*+(?:cm|mm|m|in|\"|')?)?(?!\w|\.\d)", re.I)



_SIDE_SAID = re.compile(r"(?<![\w.])(\d{1,5}(?:\.\d+)?)\s*+(?:cm|mm|m|metres?|meters?|in|inches|ft|feet|foot|\"|')?\s*+(long|wide|high|tall|deep|thick)\b", re.I)


def _measured(inner: list[Param], text: str) -> tuple[dict[str, Any], tuple[int, int]] | None:
    """"a box 30x20x10", "2 x 0.8 m": the sides of an object of `length`, `width`, `height`
    (number fields), in the order said — length first, as parcels and rooms are written."""
    named: list[tuple[Param, tuple[str, ...]]] = []
    for names in _SIDES:
        side = next((p for p in inner if p.kind in ("number", "integer") and set(split_identifier(p.name)) & set(names)), None)
        if side is not None:
            named.append((side, names))
    sides = [side for side, _names in named]
    if len(sides) < 2:
        return None
    labelled = list(_SIDE_SAID.finditer(text))
    if len(labelled) >= 2:  # "2m wide by 0.8m high": each side by its word
        values: dict[str, Any] = {}
        for said_side in labelled:
            word = said_side.group(2).lower().replace("tall", "high")
            side = next((p for p, names in named if word in names), None)
            if side is None or side.name in values:
                return None
            number = float(said_side.group(1))
            if side.kind == "integer" and not number.is_integer():
                return None
            values[side.name] = int(number) if side.kind == "integer" else number
        return values, (labelled[0].start(), labelled[-1].end())
    said = _MEASURES.search(text)
    if said is None:
        return None
    numbers = [n for n in said.groups() if n is not None]
    if len(numbers) != len(sides):
        return None  # (three sides said for two fields, or two for three: not these)
    values = {}
    for side, number in zip(sides, numbers):
        value = float(number)
        if side.kind == "integer":
            if not value.is_integer():
                return None
            value = int(value)
        values[side.name] = value
    return values, said.span()


_LINE = re.compile(r"^[ \t]*(?:[-*•][ \t]*)?([A-Z][\w'.&-]*(?: [A-Z][\w'.&-]*){0,3})[ \t]*(?::|\(|–|—| - )[ \t]*(.{3,300})$", re.M)
_NAMING = frozenset("name title label nickname".split())


def _described_in_instructions(inner: list[Param], ctx: Any) -> tuple[dict[str, Any], str] | None:
    """"Kingfisher: narrowboat, 18.3 m (60 ft), licence 512884" in the instructions, and a
    request that names Kingfisher: the object (a boat, a pet, a car) filled from that line — its
    name, and each field the line states. None unless exactly one such line is named."""
    from labkit.sim.engine.evidence import gather
    from labkit.sim.engine.fill import Context, fill_params

    instructions = getattr(ctx, "instructions", None)
    naming = next((p for p in inner if set(p.words) & _NAMING and p.kind in ("string", "null") and not p.enum), None)
    if instructions is None or naming is None or getattr(ctx, "depth", 0) > 2:
        return None
    said = ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower() or ctx.evidence.text.lower()
    lines = [(m.group(1), m.group(2)) for m in _LINE.finditer(instructions.text[:20_000])
             if len(m.group(1)) >= 3 and re.search(rf"(?<![\w-]){re.escape(m.group(1).lower())}(?![\w-])", said)]
    if len(lines) != 1:
        return None
    name, rest = lines[0]
    sub = gather(rest, ctx.today)
    others = [p for p in inner if p is not naming]
    filled = fill_params(others, Context(sub, (0, len(rest)), ctx.today, strict=True, depth=getattr(ctx, "depth", 0) + 1), strict=True)
    values = {p.name: filled.args[p.name] for p in others if p.name in filled.args and filled.sources.get(p.name, "").startswith("the text")}
    for p in others:
        if p.name not in values and p.kind == "string" and not p.enum and p.words:
            labelled = re.search(rf"\b{re.escape(p.words[0])}\w*\s*(?:no\.?|number|#|:)?\s*([A-Z0-9][A-Za-z0-9-]{{1,20}}[A-Za-z0-9])", rest)
            if labelled:
                values[p.name] = labelled.group(1)  # "registration G-CKLM": the value its label names
    return {naming.name: name, **values}, f"the instructions' line on {name}"


def _none_of_them(param: Param, inner: list[Param], value: dict[str, Any]) -> bool:
    """A count beside another count that the text gave ({adults: 2, children: ?}): the people or
    things of this kind were not named, so there are none (when the schema allows 0)."""
    if param.kind != "integer" or slot_of(param).kind in ("id", "year", "page", "limit", "money", "amount"):
        return False
    minimum = resolve(param.schema, param.root).get("minimum", 0)
    if not isinstance(minimum, (int, float)) or minimum > 0:
        return False
    return any(q is not param and q.kind == "integer" and isinstance(value.get(q.name), int) and value[q.name] > 0 for q in inner)


def structured_output(schema: dict[str, Any], ctx: Any, records: list[dict[str, Any]]) -> dict[str, Any]:
    """A JSON object that fits an output schema, with the facts of this turn's tools and text."""
    from labkit.sim.engine.fill import fill_params
    from labkit.sim.engine.fill.records import from_record

    root = schema
    out: dict[str, Any] = {}
    inner = params_of(schema, root)
    filled = fill_params(inner, ctx, strict=True)
    for param in inner:
        value = None
        for record in records:
            found = from_record(record, param)
            if found is not None:
                value = found[0]
                break
        if value is None and param.name in filled.args:
            value = filled.args[param.name]
        if value is None and not param.nullable:
            value = _placeholder(param, ctx)
        out[param.name] = value
    if not valid(out, schema, root):
        for param in inner:
            if not valid(out.get(param.name), param.schema, root):
                out[param.name] = _placeholder(param, ctx)
    if not valid(out, schema, root):
        from labkit.sim.engine.examples import example

        for param in inner:
            if not valid(out.get(param.name), param.schema, root):
                out[param.name] = example(param.schema, root, hint=str(getattr(ctx, "facts", "") or ""))
        if not valid(out, schema, root):
            fallback = example(schema, root, hint=str(getattr(ctx, "facts", "") or ""))
            out = fallback if isinstance(fallback, dict) else out
    return out


def _placeholder(param: Param, ctx: Any) -> Any:
    """A value of the right type when nothing states one (structured outputs must be complete)."""
    if param.enum:
        return choices.default_enum(param, None)[0]
    if param.kind == "boolean":
        return False
    if param.kind in ("integer", "number"):
        schema = resolve(param.schema, param.root)
        low = schema.get("minimum") if isinstance(schema, dict) else None
        return int(low) if isinstance(low, (int, float)) else 0
    if param.kind == "array":
        return []
    if param.kind == "object":
        return {sub.name: _placeholder(sub, ctx) for sub in params_of(param.schema, param.root) if sub.required}
    if param.nullable:
        return None
    words = set(split_identifier(param.name))
    if words & {"summary", "answer", "text", "description", "explanation", "reasoning", "message", "response"} and getattr(ctx, "facts", ""):
        return ctx.facts
    return getattr(ctx, "facts", "") or ctx.evidence.text[:200]
