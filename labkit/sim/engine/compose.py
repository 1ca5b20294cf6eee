"""Arrays, nested objects and structured outputs: values built from several pieces of evidence.

- an array of names, emails, places, ids or enum values takes every one the clause states
  ("invite Alice and Bob" -> ["Alice", "Bob"]);
- an array of objects takes one object per listed item ("2 lattes and a croissant" ->
  [{name: "lattes", quantity: 2}, {name: "croissant", quantity: 1}]);
- a nested object is filled like a tool's arguments (an address gets its street, city, postcode);
- a structured output (`response_format` / `text.format` JSON schema) is filled from this turn's
  tool outputs first, then from the text, and is always complete and valid.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from labkit.sim.engine import choices
from labkit.sim.engine.evidence import Evidence, gather
from labkit.sim.engine.schema import Param, branches, kind, params_of, resolve, valid
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.words import split_identifier, stem

_STREET = re.compile(
    r"\b\d{1,5}[A-Za-z]?\s+(?:[A-Z][\w'.-]*\s){0,4}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Drive|Dr|Way|Place|Pl|Court|Ct|Square|Sq|Terrace|Close|Crescent|Parkway|Highway|Hwy)\b\.?"
    r"|\b(?:[A-Z][\w'-]*)(?:strasse|straße|weg|gasse|platz|allee)\s+\d{1,4}[a-z]?\b"
)
_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b\d{5}(?:-\d{4})?\b|\b\d{4}\s?[A-Z]{2}\b")


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


def array_value(param: Param, ctx: Any) -> tuple[list[Any] | None, str]:
    """Every value the clause states for an array parameter."""
    from labkit.sim.engine import candidates as cands

    item = _item_param(param)
    evidence, span = ctx.evidence, ctx.span
    if item.kind == "object":
        return _objects(param, item, ctx)
    if item.enum:
        found = []
        for value in item.enum:
            single = dataclasses.replace(item, enum=[value])
            named = choices.match_enum_at(single, evidence, span)
            if named is not None and (named[1].endswith("names it") or named[1].endswith("names part of it") and _distinct_part(value, item.enum, evidence, named[2])):
                found.append(value)
        return (found, "the text names these values") if found else (None, "")
    slot = slot_of(dataclasses.replace(item, words=tuple(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in item.words)))
    if slot.kind in ("text", "thing") and re.search(r"attendee|invitee|participant|recipient|guest|member|people|person|assignee|reviewer|owner|emails?", param.text):
        slot = dataclasses.replace(slot, kind="person")
    if re.search(r"\b(labels?|tags?)\b", param.text):
        named = _labels(evidence.text[span[0] : span[1]])
        return (named, "the labels the text names") if named else (None, "")
    if slot.kind in ("person", "email") and re.search(r"\b(?:just me|only me|by myself|no (?:one|invites?|invitees|attendees|guests|others)|nobody else|no-one else|alone)\b", evidence.text, re.I):
        return [], "nobody else: the user says so"
    if slot.kind in ("person", "email"):
        values: list[Any] = []
        for mention in evidence.mentions:
            if mention.kind in ("person", "email") and span[0] <= mention.start < span[1] and mention.value not in values:
                if slot.kind == "email" and mention.kind != "email":
                    continue
                values.append(mention.value)
        return (values, "the text names them") if values else (None, "")
    if slot.kind in ("place", "id", "date", "country", "language", "currency", "url", "path"):
        values = []
        for candidate in cands.from_text(slot, item, evidence, span, set()):
            if candidate.value not in values and candidate.score > 2.0:
                values.append(candidate.value)
        return (values, "the text names them") if values else (None, "")
    taken = {str(v) for v in getattr(ctx, "taken", ())}
    quoted = [m.value for m in evidence.of("quoted") if span[0] <= m.start < span[1] and m.value not in taken]
    if len(quoted) >= 1:
        return quoted, "the quoted text"
    codes = [m for m in evidence.of("id") if span[0] <= m.start < span[1] and str(m.value) not in taken]
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


_RANGE_JOIN = re.compile(r"^\s*(?:-|–|to|through|thru|until)\s*$", re.I)


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


def expand_ranges(codes: list[Any], text: str, limit: int = 30) -> list[str]:
    """"F7 to F9" -> F7, F8, F9: two codes with the same prefix joined by "to" or "-" name a run."""
    out: list[str] = []
    for index, mention in enumerate(codes):
        value = str(mention.value)
        if value not in out:
            out.append(value)
        if index + 1 >= len(codes):
            continue
        nxt = codes[index + 1]
        a, b = re.fullmatch(r"(.*?)(\d+)", value), re.fullmatch(r"(.*?)(\d+)", str(nxt.value))
        if not a or not b or a.group(1) != b.group(1) or not _RANGE_JOIN.match(text[mention.end : nxt.start]):
            continue
        low, high = int(a.group(2)), int(b.group(2))
        if low < high <= low + limit:
            width = len(a.group(2)) if a.group(2).startswith("0") else 0
            out += [f"{a.group(1)}{n:0{width}d}" for n in range(low + 1, high) if f"{a.group(1)}{n:0{width}d}" not in out]
    return out


def _labels(text: str) -> list[str]:
    """"with the bug label", "labels bug and urgent", "tagged frontend, ux" -> the names."""
    found: list[str] = []
    for match in re.finditer(r"\b(?:the\s+)?([\w-]{2,30}(?:\s*(?:,|and|&)\s*[\w-]{2,30}){0,4})\s+(?:labels?|tags?)\b", text, re.I):
        found += [w for w in re.split(r"\s*(?:,|\band\b|&)\s*", match.group(1)) if w and w.lower() not in ("the", "a", "with", "add", "and")]
    for match in re.finditer(r"\b(?:labels?|tags?|tagged|labelled|labeled)\s*:?\s+([\w-]{2,30}(?:\s*(?:,|and|&)\s*[\w-]{2,30}){0,4})", text, re.I):
        found += [w for w in re.split(r"\s*(?:,|\band\b|&)\s*", match.group(1)) if w and w.lower() not in ("the", "a", "with", "and")]
    out: list[str] = []
    for word in found:
        if word.lower() not in (w.lower() for w in out):
            out.append(word)
    return out


def item_from_record(param: Param, record: dict[str, Any]) -> tuple[Any, str] | None:
    """One element for an array parameter from a record: its email, name, id or uri."""
    from labkit.sim.engine.fill.records import from_record
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
                if key in split_identifier(str(field_name)) and isinstance(value, (str, int)) and not isinstance(value, bool):
                    return value, field_name
    if re.search(r"\bids?\b|_ids\b|uris?\b", text):
        ident = id_of(record)
        if ident:
            return ident[1], ident[0]
    return None


def _listed(text: str) -> list[str]:
    """"with tomatoes, basil and mozzarella" -> ["tomatoes", "basil", "mozzarella"]."""
    match = re.search(r"(?:\bwith\b|\bincluding\b|\btags?\b|\blabels?\b|:|\bof\b|\bfor\b|\bbetween\b|\bamong\b|\bsuch as\b|\blike\b|\bcontaining\b|\bfeaturing\b)\s+([^.?!;]+)$", text, re.I)
    if not match:
        return []
    tail = match.group(1)
    parts = [p.strip(" ,.'\"") for p in re.split(r",|\band\b|\bor\b|&", tail)]
    parts = [re.sub(r"^(?:a|an|the|some|my)\s+", "", p, flags=re.I) for p in parts if p]
    return [p for p in parts if p and len(p.split()) <= 5] if len(parts) >= 2 else []


_MOVED = re.compile(
    r"\b(?:add|put|pop|stick|include|remove|delete|take|cross|tick)\s+(.{1,160}?)\s+(?:off\s+)?(?:to|on|onto|into|in|from|off)\s+"
    r"(?:my|the|our|your|this|that)\b", re.I)


def _moved_things(text: str) -> list[str]:
    """"add milk, eggs and bread to my shopping list" -> ["milk", "eggs", "bread"]; "put oat milk
    on the list" -> ["oat milk"]: what the verb moves onto (or off) a list."""
    match = _MOVED.search(text)
    if not match:
        return []
    parts = [p.strip(" ,.'\"") for p in re.split(r",|\band\b|&|\bplus\b", match.group(1))]
    parts = [re.sub(r"^(?:a|an|the|some|more)\s+", "", p, flags=re.I) for p in parts if p]
    if not parts or any(len(p.split()) > 4 or p.lower() in ("it", "them", "this", "that", "these", "those", "something", "anything", "stuff", "things", "some things", "a few things")
                        or p.split()[0].lower() in ("its", "their", "his", "her", "your", "our") for p in parts):
        return []  # "add its ingredients": what they are is in a tool's output, not in the text
    return parts


def _segments(text: str) -> list[str]:
    return [s.strip() for s in re.split(r",|\band\b|\bplus\b|&|\+", text) if s.strip()]


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
        body = evidence.text[first_number : span[1]]
    listed = _objects_from_records(param, item, inner, ctx, body)
    if listed is not None:
        return listed
    out = []
    naming = next((p for p in inner if p.kind == "string" and not p.enum and set(p.words) & _NAMING_WORDS and slot_of(p).kind != "id"), None)
    whole = ctx.strict or all(p.required for p in inner)  # an item schema that names every field wants them all
    moved = _moved_things(text) if naming is not None else []
    segments = moved or _segments(body)
    if naming is not None and len(segments) == 1 and not moved:
        segments = [s.strip() for s in re.split(r"\bwith\b", body) if s.strip()]  # "porridge with a banana": two things eaten
    for segment in segments[:12]:
        sub = gather(segment, evidence.today)
        filled = fill_params(inner, Context(sub, (0, len(segment)), ctx.today, strict=whole, depth=ctx.depth + 1), strict=whole)
        missing = list(filled.missing)
        if naming is not None and (not missing and naming.name in filled.args or [p.name for p in missing] == [naming.name]):
            noun = _segment_noun(segment)
            if noun:  # "two lemons": the name without its count ("lemons", qty 2)
                filled.args[naming.name] = noun
                missing = []
        if missing:
            continue
        value = dict(filled.args)
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


def item_id_param(param: Param) -> Param | None:
    """The id field of a list's items (`items: [{item_id, qty}]` -> `item_id`), or None."""
    item = _item_param(param)
    if item.kind != "object":
        return None
    return next((p for p in params_of(item.schema, param.root) if p.essential and slot_of(p).kind == "id"), None)


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
        if len(named) != 1:
            return None  # not listed, or not one: no item is made up
        value: dict[str, Any] = {ident.name: named[0][ident.name]}
        said = gather(segment, ctx.evidence.today).of("number")
        for p in counts[:1]:
            value[p.name] = int(said[0].value) if said and isinstance(said[0].value, (int, float)) and 0 < said[0].value <= 50 else 1
            pack = re.search(rf"(?:\bx\s?|\bpack of |\b){value[p.name]}(?:[- ]?pack\b|\b)", str(label_of(named[0]) or "").lower())
            if value[p.name] > 1 and pack and ("x" in pack.group(0) or "pack" in pack.group(0)):
                value[p.name] = 1  # "a dozen eggs" is one pack of "eggs x12"
        if not valid(value, item.schema, param.root):
            return None
        out.append(value)
    return (out, f"one item per thing named, with its {ident.name} from the list shown") if out else None


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
    counted = [m.value for m in ctx.evidence.of("number") if ctx.span[0] <= m.start < ctx.span[1] and isinstance(m.value, int)]
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
_NOT_NOUN = frozenset("""a an the some my our his her their this that these those of had have has ate eaten drank drink did do
    got get add put buy bought ordered order log record also just then plus and i we me us x pairs pair pieces piece
    one two three four five six seven eight nine ten eleven twelve dozen half
    portion portions bowl bowls cup cups glass glasses slice slices bit little few couple lots lot""".split())
_NOUN_ENDS = frozenset("for at on in to from by this today yesterday tonight this last earlier around about please".split())


def _segment_noun(segment: str) -> str:
    """"had porridge" -> "porridge", "a banana for breakfast" -> "banana", "2 boiled eggs" ->
    "boiled eggs": what one item of a list is called (verbs, counts and measures left out, cut
    before the words that say when or where)."""
    words = re.findall(r"[A-Za-z][\w'-]*|\d+(?:[.,]\d+)?[a-z]*", segment)
    if words and words[-1].lower() == "please":
        words = words[:-1]  # "one caldo verde to my room please": politeness, not a pointer
    if {w.lower() for w in words} & _NOT_A_THING:
        return ""  # "could you find me…", "put everything on the list": a request or a pointer, not a thing's name
    out: list[str] = []
    for word in words:
        low = word.lower()
        if low in _NOUN_ENDS and out:
            break
        if low in _NOT_NOUN or low[:1].isdigit() or low in _UNIT_WORDS:
            continue
        out.append(word)
    return " ".join(out[:4])


#: Words that show a part of a request is not the name of a thing.
_NOT_A_THING = frozenset("""could would can will should you please find search show tell give need want like help me
    everything anything something it them they those these this that all stuff things whatever each every""".split())


_UNIT_WORDS = frozenset("g kg mg ml l cl oz lb lbs grams gram kilos kilo litre litres servings serving".split())


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
    for p in inner:
        words = set(p.words)
        if words & {"street", "line", "line1", "address1", "address", "addr"} and not words & {"email"}:
            street = _STREET.search(text[:5000])
            if street:
                fixed[p.name] = street.group(0).strip()
                taken.append(street.span())
        elif words & {"postcode", "zip", "postal", "zipcode"}:
            code = _POSTCODE.search(text[:5000])
            if code:
                fixed[p.name] = code.group(0)
                taken.append(code.span())
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
    filled = fill_params(inner, dataclasses.replace(ctx, evidence=evidence, fixed={**fixed}, base=nested_base), strict=True)
    value = dict(filled.args)
    missing = [p for p in filled.missing if p.name not in value]
    if missing and all(p.essential for p in missing) and not any(v for v in value.values() if v not in (None, "", [], {})):
        return None, ""
    for p in missing:
        slot = slot_of(p)
        start = next((q for q in inner if slot.side == "end" and slot.kind in ("date", "datetime") and value.get(q.name)
                      and slot_of(q).kind == slot.kind and slot_of(q).side == "start"), None)
        if start is not None:
            value[p.name] = value[start.name]  # "yesterday" for {from, to}: a one-day range
        elif p.nullable:
            value.setdefault(p.name, None)
        elif p.required:
            return None, ""  # an object without a value it must hold is not sent with "" in its place: asked for
    ordered = {p.name: value[p.name] for p in inner if p.name in value}
    return ordered, "built from the text: " + ", ".join(sorted(filled.sources)) if filled.sources else "built from the text"


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
