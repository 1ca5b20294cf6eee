"""An array's items: its element as a parameter of its own, the id field of a list's items, and an
array of objects — one object per thing the text lists ("2 lattes and a croissant"), per listed
record it names ("the korma and a dal" after a menu), or the record the call is about."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from labkit.sim.engine.compose.listed import _moved_things, _segment_noun, _segments
from labkit.sim.engine.evidence import gather
from labkit.sim.engine.fill.codebook import code_by_its_words, tool_stems
from labkit.sim.engine.schema import Param, branches, kind, params_of, valid
from labkit.sim.engine.slots import Slot, slot_of
from labkit.sim.engine.words import stem


def _item_param(param: Param) -> Param:
    """The array's element as a parameter of its own (same name and description)."""
    schema = param.item_schema if isinstance(param.item_schema, dict) else {}
    alternatives = branches(schema, param.root) if schema else []
    main = alternatives[0] if alternatives else schema
    item_kind = kind(main) if isinstance(main, dict) and main else "string"
    enum = [v for v in (main.get("enum") or []) if v is not None] if isinstance(main, dict) else []
    return dataclasses.replace(
        param, schema=schema, required=True, nullable=False, kind="enum" if item_kind == "enum" else item_kind,
        enum=enum, format=main.get("format") if isinstance(main, dict) else None, item_schema=None,
    )


def _objects(param: Param, item: Param, ctx: Any) -> tuple[list[Any] | None, str]:
    from labkit.sim.engine.fill import Context, fill_params

    evidence, span = ctx.evidence, ctx.span
    inner = params_of(item.schema, param.root)
    if not inner:
        return None, ""
    text = evidence.text[span[0] : span[1]]
    counted = [m for m in evidence.of("number", "money") if span[0] <= m.start < span[1]]
    body = text
    first_number = min((m.start for m in counted), default=None)
    if first_number is not None:
        led = _ITEMS_AFTER_FOR.search(evidence.text[span[0] : first_number])  # "… for an old sofa and two dining chairs": the sofa too
        body = evidence.text[span[0] + led.end() if led else first_number : span[1]]
    listed = _objects_from_records(param, item, inner, ctx, body)
    if listed is not None:
        return listed
    out = []
    naming = next((p for p in inner if p.kind == "string" and not p.enum and set(p.words) & _NAMING_WORDS and slot_of(p).kind != "id"), None)
    whole = ctx.strict or all(p.required for p in inner)  # an item schema that names every field wants them all
    moved = _moved_things(text) if naming is not None else []
    people = _people_said(inner, evidence, span, getattr(ctx, "elsewhere", ())) if not moved else []
    segments = moved or people or _segments(body)
    if naming is not None and len(segments) == 1 and not moved and not people:
        segments = [s.strip() for s in re.split(r"\bwith\b", body) if s.strip()]  # "porridge with a banana": two things eaten
    # an item's `count` is how many of it ("3 open canoes"), not a limit on results
    counted_slots = {p.name: Slot("count") for p in inner if slot_of(p).kind == "limit" and p.kind == "integer"}
    shared: dict[str, Any] | None = None
    gathered: dict[str, Any] = {}

    def read(segment: str) -> Any:
        if segment not in gathered:
            gathered[segment] = gather(segment, evidence.today)
        return gathered[segment]

    for segment in segments[:12]:
        sub = read(segment)
        filled = fill_params(inner, Context(sub, (0, len(segment)), ctx.today, strict=whole, depth=ctx.depth + 1), strict=whole, slots=counted_slots)
        missing = list(filled.missing)
        unsaid = [p for p in inner if p.enum and (p in missing or not filled.sources.get(p.name, "").startswith("the text"))]
        if len(segments) > 1 and unsaid:
            if shared is None:  # "5 shirts and 2 pairs of trousers, regular dry clean": a choice said once, apart, for every item
                apart = " ".join(s for s in segments if not read(s).of("number"))
                every = fill_params([p for p in inner if p.enum], Context(gather(apart, evidence.today), (0, len(apart)), ctx.today, strict=False,
                                                                         depth=ctx.depth + 1), strict=False) if apart else None
                shared = {k: v for k, v in every.args.items() if every.sources.get(k, "").startswith("the text")} if every else {}
            for p in [p for p in unsaid if p.name in shared]:
                filled.args[p.name], filled.sources[p.name] = shared[p.name], "the text: said once for every item"
                if p in missing:
                    missing.remove(p)
        instructions = getattr(ctx, "instructions", None)
        for p in [p for p in inner if p.enum and instructions is not None and (p in missing or not filled.sources.get(p.name, "").startswith("the text"))]:
            picked = code_by_its_words(p, segment, instructions.text, tool_stems(getattr(ctx, "tool_text", "")))
            if picked is not None:  # "my ramipril and atorvastatin": each the code whose line names it
                filled.args[p.name], filled.sources[p.name] = picked[0], f"the text: '{picked[1]}', only {picked[0]}'s line in the instructions says it"
                if p in missing:
                    missing.remove(p)
        one = [p for p in missing if slot_of(p).kind == "count" and p.kind == "integer"]
        if one and not sub.of("number") and re.search(r"\b(?:a|an|one|single)\b", segment, re.I):
            for p in one:  # "a small lemon cake": one of it
                filled.args[p.name] = 1
            missing = [p for p in missing if p not in one]
        if naming is not None and not people and (not missing and naming.name in filled.args or [p.name for p in missing] == [naming.name]):
            noun = _segment_noun(segment)
            if noun:  # "two lemons": the name without its count ("lemons", qty 2)
                filled.args[naming.name] = noun
                missing = []
        if missing:
            continue
        if any(p.enum and p.name in filled.args and not filled.sources.get(p.name, "").startswith("the text") for p in inner):
            continue  # "4 adults" names no craft: no boat of a default kind for it
        value = {p.name: filled.args[p.name] for p in inner if p.name in filled.args}
        _one_word_one_field(value, inner, segment)
        if naming is not None and naming.name in value:
            value = {naming.name: value.pop(naming.name), **value}
        for p in inner:
            if slot_of(p).kind == "count" and value.get(p.name) is None and re.match(r"^(a|an|one)\b", segment, re.I):
                value[p.name] = 1
        if valid(value, item.schema, param.root):
            out.append(value)
    if not out and getattr(ctx, "focus", None):
        return _object_of_focus(param, item, inner, naming, ctx)
    return (out, "one object per item the text lists") if out else (None, "")


def _people_said(inner: list[Param], evidence: Any, span: tuple[int, int], elsewhere: tuple[tuple[int, int], ...] = ()) -> list[str]:
    """"Passenger: Ana Costa, born 17 April 1990" for items of {first_name, last_name,
    date_of_birth}: one segment per person named, from the name up to the next person's (what
    follows a name — a birth date, a seat — is that person's). The request's own people, else
    those the message names apart from it ("Book the 07:15. Passenger: …"), never another
    request's. Empty unless the items hold a person's name."""
    if not any(slot_of(p).kind == "person" for p in inner):
        return []
    people = [m for m in evidence.of("person") if span[0] <= m.start < span[1]]
    if not people:
        people = [m for m in evidence.of("person") if not any(a <= m.start < b for a, b in elsewhere)]
        span = (max(0, min((m.start for m in people), default=0) - 24), len(evidence.text))
    if not people:
        return []
    starts = [_with_its_cue(evidence.text, m.start, floor) for m, floor in zip(people, [span[0]] + [m.end for m in people[:-1]])]
    ends = starts[1:] + [span[1]]
    return [evidence.text[start:end].strip(" ,;.&") for start, end in zip(starts, ends)]


_CUE_BEFORE = re.compile(r"\b[A-Za-z]+\s*[:–-]?\s*$")


def _with_its_cue(text: str, start: int, floor: int) -> int:
    """Where a name's segment starts: with the word that says it is a person ("Passenger: Ana",
    "for Ana"), so the segment read alone still knows."""
    cue = _CUE_BEFORE.search(text[max(floor, start - 24) : start])
    return max(floor, start - 24) + cue.start() if cue else start


def _one_word_one_field(value: dict[str, Any], inner: list[Param], segment: str) -> None:
    """"2 large pepperonis" and {pizza, extra_toppings}: the word that names the pizza is not also
    an extra topping — a list drops an option another field of the object already took, unless the
    segment says it twice or as an extra ("with extra pepperoni")."""
    taken = {str(value[p.name]).lower() for p in inner if p.enum and p.name in value and isinstance(value[p.name], str)}
    for p in inner:
        listed = value.get(p.name)
        if p.kind != "array" or not isinstance(listed, list) or not taken:
            continue
        kept = [v for v in listed if not (isinstance(v, str) and v.lower() in taken and not _said_as_extra(v, segment))]
        if len(kept) < len(listed):
            value[p.name] = kept


def _said_as_extra(option: str, segment: str) -> bool:
    word = re.escape(option.replace("_", " ").lower())
    low = segment.lower()
    return len(re.findall(rf"\b{word}", low)) > 1 or re.search(rf"\b(?:extra|with|add|plus|and)\s+(?:\w+\s+)?{word}", low) is not None


_ITEMS_AFTER_FOR = re.compile(r"\bfor\s+(?=(?:an?|one|my|our|the|some)\s)", re.I)


def item_id_param(param: Param) -> Param | None:
    """The id field of a list's items (`items: [{item_id, qty}]` -> `item_id`), or None."""
    item = _item_param(param)
    if item.kind != "object":
        return None
    return next((p for p in params_of(item.schema, param.root) if p.essential and (slot_of(p).kind == "id" or p.enum and set(p.words) & {"id", "sku", "code"})), None)


def _objects_from_records(param: Param, item: Param, inner: list[Param], ctx: Any, body: str) -> tuple[list[Any] | None, str] | None:
    """"the korma and a dal" after a menu was read: one item per thing named, its id from the
    listed record of that name, its count from the words before it (1 unless said). None when the
    items have no id field, no listed record has one, or a thing named is not listed (then nothing
    is guessed: the model asks, or says it is not there)."""
    from labkit.sim.engine import chain
    from labkit.sim.engine.outputs import label_of, list_in

    ident = item_id_param(param)
    if ident is None:
        return None
    records = []
    for output in list(getattr(ctx, "outputs", ()))[::-1]:
        found = list_in(output.value) if not output.is_error else None
        records = [r for r in found or [] if isinstance(r, dict) and ident.name in r]
        if records:
            break
    if not records:
        return None
    counts = [p for p in inner if p is not ident and p.kind in ("integer", "number")]  # qty, quantity, count, how_many
    out = []
    for segment in _segments(body)[:12]:
        noun = _segment_noun(segment) or segment
        named = chain.named_in(records, noun) or [r for r in records if _names_record(noun, r)] or _most_named(noun, records)
        if not named and all(w in _ASIDES for w in re.findall(r"[a-z']+", segment.lower())):
            continue  # "…, asap pls": said about the order, not a thing in it
        if len(named) != 1:
            return None  # not listed, or not one: no item is made up
        value: dict[str, Any] = {ident.name: named[0][ident.name]}
        said = gather(segment, ctx.evidence.today).of("number")
        weighed = next((p for p in counts if _WEIGHT.search(f"{p.name} {p.description[:200]}")), None)
        if weighed is not None and (grams := _grams_of(said[0] if said else None, named[0])) is not None:
            value[weighed.name] = grams  # "2 boiled eggs" and `grams` with a serving of 50 g: 100 g
            counts = [p for p in counts if p is not weighed]
        for p in counts[:1]:
            value[p.name] = int(said[0].value) if said and isinstance(said[0].value, (int, float)) and 0 < said[0].value <= 50 else 1
            pack = re.search(rf"(?:\bx\s?|\bpack of |\b){value[p.name]}(?:[- ]?pack\b|\b)", str(label_of(named[0]) or "").lower())
            if value[p.name] > 1 and pack and ("x" in pack.group(0) or "pack" in pack.group(0)):
                value[p.name] = 1  # "a dozen eggs" is one pack of "eggs x12"
        for p in inner:
            if p.name not in value and p.required and p.nullable:
                value[p.name] = None  # a line's `notes` the user did not give (strict schemas list every field)
        if not valid(value, item.schema, param.root):
            return None
        out.append(value)
    return (out, f"one item per thing named, with its {ident.name} from the list shown") if out else None


#: An amount in grams: `grams`, `weight_g`, "Amount eaten in grams".
_WEIGHT = re.compile(r"\bgrams?\b|(?:^|_)g(?:$|\b)|weight|\bin g\b", re.I)
_WEIGHT_UNITS = {"g": 1.0, "gram": 1.0, "grams": 1.0, "gr": 1.0, "kg": 1000.0, "kilo": 1000.0, "kilos": 1000.0, "kilogram": 1000.0, "kilograms": 1000.0}


def _grams_of(said: Any, record: dict[str, Any]) -> float | int | None:
    """The weight of what is said: "150g of salmon" is 150, "2 boiled eggs" is two servings of
    the record's serving weight (a field such as `servingGrams`), a thing said without a number
    one serving. None when neither the text nor the record gives a weight."""
    unit = str((getattr(said, "extra", None) or {}).get("unit") or "").lower()
    amount = said.value if said is not None and isinstance(said.value, (int, float)) and not isinstance(said.value, bool) else None
    if amount is not None and unit in _WEIGHT_UNITS:
        grams = amount * _WEIGHT_UNITS[unit]
        return int(grams) if float(grams).is_integer() else grams
    serving = next((v for k, v in record.items() if isinstance(v, (int, float)) and not isinstance(v, bool) and re.search(r"serving.*(?:gram|_g$|G$)|(?:gram|weight).*serving", str(k), re.I)), None)
    if serving is None or amount is not None and not 0 < amount <= 20:
        return None
    grams = (amount or 1) * serving
    return int(grams) if float(grams).is_integer() else grams


#: Words a list of things may end with that are not a thing: "…, asap pls", "…, thanks!".
_ASIDES = frozenset("asap please pls plz thanks thank you ta cheers now today tonight soon as possible quickly x xx and then too also".split())


def _most_named(noun: str, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """"oat milks" among "Oatly Barista oat drink" and "Semi-skimmed milk": the one record whose
    name holds the most of the words (its first word among them), when one stands out."""
    from labkit.sim.engine.outputs import label_of

    said = [stem(w) for w in noun.lower().split() if len(w) > 2]
    if not said:
        return []
    scored = []
    for record in records:
        label = {stem(w) for w in (label_of(record) or "").lower().replace("-", " ").split()}
        hits = [s for s in said if s in label]
        if hits:
            scored.append((len(hits) + (0.5 if said[0] in hits else 0.0), record))
    scored.sort(key=lambda t: -t[0])
    if not scored or len(scored) > 1 and scored[0][0] == scored[1][0]:
        return []
    return [scored[0][1]]


def _names_record(noun: str, record: dict[str, Any]) -> bool:
    """Does a short name ("korma", "dal") name this record ("Chicken korma", "Dal makhani")?"""
    from labkit.sim.engine.outputs import label_of

    label = (label_of(record) or "").lower()
    said = [stem(w) for w in noun.lower().split() if len(w) > 2]
    return bool(said) and all(any(stem(w) == s for w in label.split()) for s in said)


def _object_of_focus(param: Param, item: Param, inner: list[Param], naming: Param | None, ctx: Any) -> tuple[list[Any] | None, str]:
    """"order it": one list item made from the record the call is about (its name in the naming
    field, one of it unless the text counts, the other fields from the record's own)."""
    from labkit.sim.engine.fill.records import from_record, same_kind_of_id
    from labkit.sim.engine.outputs import label_of

    focus = ctx.focus
    value: dict[str, Any] = {}
    counted = [int(m.value) for m in ctx.evidence.of("number") if ctx.span[0] <= m.start < ctx.span[1]
               and isinstance(m.value, (int, float)) and not isinstance(m.value, bool) and float(m.value).is_integer()]  # ("four of them": 4.0)
    for p in inner:
        found = from_record(focus, p, loose=True)
        if found is not None and slot_of(p).kind == "id" and not same_kind_of_id(p, found[1]):
            found = None  # a shop's id is not an item's id
        if found is not None:
            value[p.name] = found[0]
        elif naming is not None and p.name == naming.name and label_of(focus):
            value[p.name] = label_of(focus)
        elif slot_of(p).kind == "count" and p.kind == "integer":
            value[p.name] = counted[0] if len(counted) == 1 and 0 < counted[0] <= 50 else 1
    if naming is not None and naming.name not in value:
        return None, ""
    if not valid(value, item.schema, param.root):
        return None, ""
    return [value], "the item this call is about"


#: Fields of a list item that name it ("items": [{"name": "porridge"}]).
_NAMING_WORDS = frozenset("name item food product title description dish drink thing ingredient".split())
